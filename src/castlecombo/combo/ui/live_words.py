"""The live table's words: the top bar, the title above the tableau, the hint under the market.

Pure functions of the state and the seats, so they are tested without a window.
"""

from __future__ import annotations

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, TAKE, GameState
from castlecombo.combo.engine.tableau import TABLEAU_CARDS
from castlecombo.combo.ui.narration import card_title
from castlecombo.combo.ui.result_words import headline, seat_names
from castlecombo.combo.ui.space_words import SpaceNotes
from castlecombo.combo.ui.table_view import TableView
from castlecombo.i18n import _, pgettext


def take_hint() -> str:
    """Return the hint while the player to move may take a card."""
    return _("Drag a card of the lit row to your tableau, or click it. Flip button, right-drag or F: "
             "face down (+{gold} gold, +{keys} keys). ?: every key.").format(gold=FACE_DOWN_GOLD,
                                                                         keys=FACE_DOWN_KEYS)


def place_hint(below_zero: bool = False, gold_at_zero: bool = False, notes: SpaceNotes | None = None) -> str:
    """Return the hint while a taken card waits to be placed (``below_zero``: a lit space scores less than 0;
    ``gold_at_zero``: every lit space scores 0 though the card brings gold; ``notes``: what the lit spaces say,
    "maybe +6" among it)."""
    if gold_at_zero:  # "+0 points now" for a card giving +4 gold read as "gold is worthless" (a playtest)
        # TRANSLATORS: the hint while a card that brings gold waits to be placed and every lit space shows +0
        return _("Every space at +0: gold scores only on purse cards with room (2 points each); else it buys cards.")
    if notes is not None and notes.later:  # "quizá +6" was never explained (a playtest)
        # TRANSLATORS: the hint while a card with a position scroll waits to be placed: {where} is "if in the left
        # column", "if in a corner"…; the lit spaces say "maybe +6"
        return _("“maybe {n:+d}”: {n} points {where}, once your 3×3 is set.").format(
            n=max(notes.later.values()), where=notes.where)
    if below_zero:  # "-6 points now" looked like a bug (a playtest): what can take points away
        # TRANSLATORS: the hint while a card waits to be placed and a lit space shows a negative score
        return _("A space below 0: the gold the card costs comes off your purses, or the card there takes points "
                 "from your other cards.")
    return _("Click a lit space (Enter with the keyboard) to place the card; click elsewhere or Esc to let go.")


def turn_words(view: TableView, s: GameState, playing: tuple[int, int] | None = None) -> tuple[str, ...]:
    """Return the top bar's words, then shorter forms for a narrow bar: the turn and who plays ("Turn 3 of 9  ·
    Your turn", "3/9  ·  Your turn", "Your turn"), at last the name alone. A long name lost "to play" behind "…"
    (a playtest). ``playing``: the seat whose card still flies, and its turn: an AI is said playing till it lands."""
    if playing is not None and playing[0] in view.humans() and len(view.humans()) == 1:
        playing = None  # the person's own card against AIs: the turn is said as it is; at a hot-seat table the
        # mover's name stays until the card lands and the cover comes ("Jo: to play" stood over Anne's tableau and
        # Jo reached for the mouse, playtest 258)
    if s.is_over and playing is None:  # who won, said at once: a family waited a click for it (playtest 331)
        result = headline(seat_names(view.seats, s.n), s.winners())
        # TRANSLATORS: the top bar once the game is over; {result} is "Aldric wins!" or a shared victory
        return _("The game is over  ·  {result}").format(result=result), result, _("The game is over")
    current, turn = playing if playing is not None else (s.current, s.round)
    turns = TABLEAU_CARDS
    if view.is_you(current):
        return _("Turn {turn} of {turns}  ·  Your turn").format(turn=turn, turns=turns), *_short(turn, _("Your turn"))
    who = view.seat_name(current)
    if current in view.humans():
        if len(view.humans()) == 1:
            return (_("Turn {turn} of {turns}  ·  {player}: your turn").format(turn=turn, turns=turns, player=who),
                    # TRANSLATORS: the top bar's short form: the person playing against AIs alone, on their turn
                    *_short(turn, _("{player}: your turn").format(player=who), who), who)
        return (_("Turn {turn} of {turns}  ·  {player}: to play").format(turn=turn, turns=turns, player=who),
                # TRANSLATORS: the top bar's short form in a game of several people: whose turn it is
                *_short(turn, _("{player}: to play").format(player=who), who), who)
    return (_("Turn {turn} of {turns}  ·  {player} is playing").format(turn=turn, turns=turns, player=who),
            # TRANSLATORS: the top bar's short form: an AI is playing
            *_short(turn, _("{player} is playing").format(player=who), who), who)


def _short(turn: int, who: str, name: str = "") -> tuple[str, ...]:
    """Return the shorter forms of the top bar: "3/9  ·  ``who``", then "3/9  ·  ``name``" (the turn kept before
    the words around the name: at 150 % a hot-seat bar said whose turn but not which, playtest 82), then ``who``."""
    short = f"{turn}/{TABLEAU_CARDS}  ·  {{}}"
    return (short.format(who), short.format(name), who) if name else (short.format(who), who)


def field_title(view: TableView, s: GameState, view_seat: int, can_take: bool, picked: bool = False,
                playing: int | None = None) -> tuple[str, ...]:
    """Return the words above the big tableau of ``view_seat`` (``picked``: a card is chosen, its spaces lit), then
    shorter forms where they do not fit: what to do on your turn, else whose tableau it is (a playtest saw
    "waiting for Maria" over a tableau that did not say whose; the top bar says who plays, its name whole). While a
    card ``playing`` seat took still flies, the wait is for that seat, as the top bar says (it said "Aldric is
    playing" over "waiting for Beatrix", playtest 118)."""
    title = view.tableau_title(view_seat)
    if can_take:
        if picked:
            action = _("place the card on a lit space")
            full = _("{tableau}  ·  place the card on a lit space").format(tableau=title)
        else:
            action = _("take a card from the lit row")
            full = _("{tableau}  ·  take a card from the lit row").format(tableau=title)
        # what to do goes first where both do not fit: the top bar says whose turn it is, the name whole (playtest 94
        # missed the name over the tableau; an earlier one lost "take a card…" behind a long name); alone, it begins
        # as a sentence does ("prendi una carta…" over the tableau, playtest 100). Between people, the name without
        # "'s tableau" first: five cousins could not tell whose tableau it was (playtest 207)
        # and shorter still before the name goes: "Maximiliano-Alejandro" lost it at five seats (playtest 279)
        # (its own words, said as an order like "place the card": "(waiting for: take a card)" made it
        # "tomar una carta" beside "toma una carta de la fila iluminada", playtest 320)
        # TRANSLATORS: the short forms of "take a card from the lit row" / "place the card on a lit space", after a name
        brief = _("place the card") if picked else pgettext("order", "take a card")
        name = view.seat_name(view_seat)
        named = () if view.is_you(view_seat) else (f"{name} · {action}", f"{name} · {brief}")
        return full, *named, action[:1].upper() + action[1:]
    waited = s.current if playing is None else playing
    if not s.is_over and view_seat != waited:
        return _("{tableau}  ·  waiting for {player}").format(tableau=title, player=view.seat_name(waited)), title
    if not s.is_over and s.phase != TAKE and s.card >= 0 and view_seat in view.humans():
        # TRANSLATORS: above your tableau while a card's ability asks a question, in the box at the left under the
        # market (a café's playtest: the title said only whose tableau it was, and a newcomer sat waiting)
        ask = _("{card} asks: answer on the left").format(card=card_title(s.card))
        # the name kept before the question's place where both do not fit: five people at 1366x768 lost whose
        # tableau it was under "Bombardier asks: answer on the left" (playtest 234)
        # TRANSLATORS: above a person's tableau, after their name, short form of "{card} asks: answer on the left"
        short = _("{card} asks").format(card=card_title(s.card))
        asked: tuple[str, ...] = () if view.is_you(view_seat) else (
            f"{view.seat_name(view_seat)} · {ask}", f"{view.seat_name(view_seat)} · {short}")  # (playtest 212)
        return _("{tableau}  ·  {ask}").format(tableau=title, ask=ask), *asked, ask
    return (title,)


def hint(view: TableView, s: GameState, can_take: bool, picked: bool = False, below_zero: bool = False,
         gold_at_zero: bool = False, notes: SpaceNotes | None = None) -> str:
    """Return the hint under the market for what the person at the table may do now (``below_zero``: a lit space
    of the card picked scores less than 0; ``gold_at_zero``: every one scores 0 though the card brings gold;
    ``notes``: what the lit spaces of the card held say)."""
    if can_take:
        maybe = notes is not None and bool(notes.later)
        return place_hint(below_zero, gold_at_zero, notes) if picked or below_zero or gold_at_zero or maybe \
            else take_hint()
    if s.current in view.humans() and s.phase != TAKE and not s.is_over:
        return _("Answer the card's ability to finish your turn.")
    # the keyboard's ways too: a keyboard player following the AIs read only the mouse's (playtests 90 and 151)
    return _("Hover a card to read it; right-click or V to enlarge. L: the whole log. ?: every key.")


_gold_seen: dict[tuple[object, ...], bool] = {}  # the last answer: the table asks every frame while a card is held


def brings_gold(s: GameState, slot: int, face_down: bool) -> bool:
    """Return whether taking display card ``slot`` of the open row (face down if ``face_down``) gives its
    taker gold at once (the first space the engine allows; every space gives the same)."""
    key = (id(s), s.seed, s.n, tuple(s.actions), slot, face_down)  # one game, one position
    known = _gold_seen.get(key)
    if known is not None:
        return known
    seat = s.current
    gives = False
    for action in s.legal_actions():
        if A.is_take(action) and A.take_parts(action).slot == slot and A.take_parts(action).face_down == face_down:
            after = s.clone()
            after.apply(action)
            gives = after.players[seat].gold > s.players[seat].gold
            break
    _gold_seen.clear()
    _gold_seen[key] = gives
    return gives


def score_words(s: GameState, seat: int) -> str:
    """Return what a seat's points are, for the tip over them: the score if the game ended now, the gold kept that
    would count on purses, and why it moves (playtests read "35 pts" after one card as points made for good, and
    counted the gold kept out)."""
    sheet = s.score(seat)
    if s.is_over:
        # TRANSLATORS: the tip over a seat's points once the game is over
        return _("Final score: {cards} from cards + {keys} from keys = {total}.").format(
            cards=sheet.card_points, keys=sheet.key_points, total=sheet.total)
    # TRANSLATORS: the tip over a seat's points during the game; more sentences may follow
    words = [_("If the game ended now: {cards} from cards + {keys} from keys = {total}.").format(
        cards=sheet.card_points, keys=sheet.key_points, total=sheet.total)]
    moved = sheet.purse_gold - sum(s.frame_cells(seat)[1])
    if moved > 0:  # said only where it counts (a playtest with no purse card read it)
        # TRANSLATORS: in the tip over a seat's points: gold not spent is put on purse cards at the end
        words.append(_("Gold kept that would go onto purses with room: {n}.").format(n=moved))
    # TRANSLATORS: in the tip over a seat's points ("scroll" alone meant nothing to a newcomer, playtest 157)
    words.append(_("Each card's scroll (the points at its foot) counts the 3×3 as it is now: it changes as the "
                   "tableau fills."))
    return " ".join(words)


def flip_words(flipped: bool) -> str:
    """Return the tip over a market card's face-down button (playtests did not find what the small round button
    does, and a right-drag doing the same is said only in the hint under the market). The keys' points are said:
    "it scores nothing" beside a lit space's "+2 points now" read as a contradiction (playtest 96), 1 each and more
    with a card that scores keys ("1 point" where a Templar made each worth 2, playtest 141; "at least 1" puzzled
    playtest 284)."""
    if flipped:
        # TRANSLATORS: the tip over the face-down button of a card already turned face down
        return _("Face down: place it for +{gold} gold and +{keys} keys; the card scores nothing, each key 1 point "
                 "at the end (more if a card scores keys). Click again (or F) to turn it face up.").format(
            gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
    # TRANSLATORS: the tip over the face-down button under a market card
    return _("Take it face down: +{gold} gold and +{keys} keys, for any card, at no cost; the card scores nothing, "
             "each key 1 point at the end (more if a card scores keys). Click (or F), then place it; a right-drag "
             "does both.").format(gold=FACE_DOWN_GOLD, keys=FACE_DOWN_KEYS)
