"""Undo at the live table: what the person shown may take back (the engine's words, asked once a
decision) and the taking back, which the record, the save, the log and an open prompt follow."""

from __future__ import annotations

from typing import Protocol

from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.reason_texts import TEXTS, Reason, reason_words
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.motion import TableMotion
from castlecombo.combo.ui.prompts import ChoicePrompt
from castlecombo.combo.ui.table_input import TableInput
from castlecombo.i18n import _
from castlecombo.storage.records import SaveGame


class UndoTable(Protocol):
    """What undo needs of the live table."""

    app: TableHost
    state: GameState
    save: SaveGame
    log: LogPanel
    motion: TableMotion
    input: TableInput
    view_seat: int
    prompt_open: bool
    reason: str

    def is_human(self, seat: int) -> bool: ...

    def human_turn(self) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def open_prompt(self) -> None: ...


def refusal(problem: str) -> str:
    """Return what a refused Undo says for ``problem`` (the engine's words, or ours)."""
    if problem in (_(TEXTS["nothing_played"]), _(TEXTS["nothing_this_turn"])):
        return problem  # says it all
    # TRANSLATORS: why the Undo button did nothing ("cannot undo: your turn is over")
    return _("cannot undo: {reason}").format(reason=problem)


class TableUndo:
    """The table's Z, Ctrl+Z and Undo button."""

    def __init__(self, table: UndoTable) -> None:
        self.table = table
        self._answer: tuple[tuple[int, ...], Reason | None] = ((-1,), None)  # (seat and record, the engine's answer)

    def problem(self) -> str | None:
        """Return why the person shown may not undo now, or None."""
        t = self.table
        s = t.state
        if s.is_over:
            return _("the game is over")
        seat = t.view_seat  # after their turn, the engine says what ending it showed
        if not t.is_human(seat):
            return _("your turn is over")
        record = (seat, *s.actions)  # the same length may be another record after an undo
        if self._answer[0] != record:
            self._answer = (record, s.undo_reason(seat))
        if self._answer[1] is None and not t.human_turn():
            return _("your turn has not begun yet")  # the seat is theirs once the cover or the AI's move is done
        return None if self._answer[1] is None else reason_words(self._answer[1])

    def take_back(self) -> None:
        """Take back the last decision of the person playing this turn, or say why not."""
        t = self.table
        problem = self.problem()
        if problem is not None:
            t.show_reason(refusal(problem))
            return
        s = t.state
        taken_back = t.log.entries[-1].text
        t.motion.clear()
        s.undo()
        t.log.drop_last()
        t.save = t.save.with_actions(s.actions)
        t.app.autosave(t.save)
        t.reason = ""
        t.input.reset()
        if t.prompt_open:
            if isinstance(t.app.stack.top, ChoicePrompt):
                t.app.stack.pop()
            t.prompt_open = False
        if s.phase != TAKE:
            t.open_prompt()
        # TRANSLATORS: said in the log's title after an undo: the log line of the decision taken back
        t.log.tell(_("taken back: {line}").format(line=taken_back), round_=s.round)
