"""Move narration: the log line for an action, from the state before it and nothing else.

Because the words depend only on (state before, action) and the seat names, the log of a
game can always be rebuilt from its record (seed, first player, actions), as the replay does.
What a line says changed (gold, keys, gold on purses, the Messenger's walk) is read from the
state after the action, applied to a copy: never worked out here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from castlecombo.combo import cardtext
from castlecombo.combo.cards import Choice, DiscardFromDisplay
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, DECK_NAMES
from castlecombo.combo.engine.effects import ABILITY, ChoiceRule, EffectRule, GainRule
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.score_change import change_words
from castlecombo.i18n import N_, _, every_translation, language, listed, ngettext, pgettext
from castlecombo.storage.records import SeatConfig

LOC_NAMES = (N_("Castle"), N_("Village"))  # the two locations, in the engine's order (0 and 1); say with _()
# whole phrases per location: the article and its contractions differ by language and by place
_LEFT_GAME = (N_("the Castle left the game"), N_("the Village left the game"))
_MESSENGER_GOES = (N_("the Messenger goes to the Castle"), N_("the Messenger goes to the Village"))
_RESHUFFLED = (N_("the Castle deck ran out: its discards were shuffled into a new deck"),
               N_("the Village deck ran out: its discards were shuffled into a new deck"))


def location_name(loc: int) -> str:
    """Return the name of location ``loc`` (0 the Castle, 1 the Village) in the player's language."""
    return _(LOC_NAMES[loc])


class You(str):
    """The name of the only seat a person plays: said "You" in the language of the moment."""


@dataclass(frozen=True, eq=False)
class LogEntry:
    """One line of a game's log: the decision's round (from 1), who decided, and the decision, whose
    words (:attr:`text`) are said in the language of the moment, so a change of language re-words it."""

    round: int
    seat: int
    before: GameState = field(repr=False)  # the state the action was played from (a copy)
    action: int
    names: tuple[str, ...]
    _said: dict[str, str] = field(default_factory=dict, repr=False)

    @property
    def text(self) -> str:
        """Return the words of the line in the current language."""
        lang = language()
        said = self._said.get(lang)
        if said is None:
            said = self._said[lang] = narrate(self.before, self.action, self.names)
        return said

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogEntry):
            return NotImplemented
        return (self.round, self.seat, self.text) == (other.round, other.seat, other.text)

    __hash__ = None  # type: ignore[assignment]


def newest_places(entries: Sequence[LogEntry]) -> dict[int, int]:
    """Return each seat's last card's space, from the log's ``entries``."""
    return {entry.seat: A.take_parts(entry.action).position for entry in entries if A.is_take(entry.action)}


def speaker_names(seats: Sequence[SeatConfig]) -> list[str]:
    """Return the names the log uses: "You" for the only seat a person plays, else the seat names."""
    humans = [i for i, seat in enumerate(seats) if seat.kind == "human"]
    return [You("You") if humans == [i] else seat.name for i, seat in enumerate(seats)]


def called_you(seats: Sequence[SeatConfig]) -> int | None:
    """Return the seat of the only person at the table if they play under the name "You" (in
    any language offered), whom sentences then address; else None."""
    humans = [i for i, seat in enumerate(seats) if seat.kind == "human"]
    you = {word.casefold() for word in every_translation("You") | {_("You")}}
    if len(humans) == 1 and seats[humans[0]].name.strip().casefold() in you:
        return humans[0]
    return None


def said_name(name: str) -> str:
    """Return ``name`` as the log says it ("You" in the player's language for :class:`You`)."""
    return _("You") if isinstance(name, You) else name


def card_title(card: int) -> str:
    """Return the name of card ``card`` (a catalog index) in the player's language."""
    return CARDS[card].title


def joined(words: Sequence[str]) -> str:
    """Return ``words`` joined as a list in the player's language ("Aldric, Beatrix and Cedric")."""
    return listed(words)


def _amounts(gold: int, keys: int, purses: int) -> list[str]:
    parts = []
    if gold:
        parts.append(ngettext("{n:+d} gold", "{n:+d} gold", gold).format(n=gold))
    if keys:
        parts.append(ngettext("{n:+d} key", "{n:+d} keys", keys).format(n=keys))
    if purses:
        parts.append(ngettext("{n:+d} gold on purses", "{n:+d} gold on purses", purses).format(n=purses))
    return parts


def _discount_words(before: list[int], after: list[int]) -> list[str]:
    """Return the phrase of a discount gained on Castle or Village cards, with the whole discount now (none: []);
    the log left it out, read only off the seat's panel (playtest 169)."""
    castle, village = (after[d] if after[d] > before[d] else 0 for d in range(2))
    if castle and castle == village:
        # TRANSLATORS: in a log line, after a purchase that brings a discount on both decks' cards (n: all the
        # discounts the player now has on them)
        return [ngettext("Castle and Village cards now cost {n} gold less",
                         "Castle and Village cards now cost {n} gold less", castle).format(n=castle)]
    # TRANSLATORS: in a log line, after a purchase that brings a discount on one deck's cards (n: all the
    # discounts the player now has on them)
    return ([ngettext("Castle cards now cost {n} gold less", "Castle cards now cost {n} gold less",
                      castle).format(n=castle)] if castle else []) + \
        ([ngettext("Village cards now cost {n} gold less", "Village cards now cost {n} gold less",
                   village).format(n=village)] if village else [])


def _refill_words(before: GameState, after: GameState) -> list[str]:
    """Return the phrases of the cards that came into a display between ``before`` and ``after``."""
    out = []
    for loc in range(2):
        came = [card_title(c) for b, c in zip(before.displays[loc], after.displays[loc], strict=True)
                if c >= 0 and c != b]
        if not came:
            continue
        if loc == 0:
            # TRANSLATORS: in a log line: the card(s) that took the place of the card(s) gone from the Castle's row
            words = ngettext("{cards} comes into the Castle", "{cards} come into the Castle", len(came))
        else:
            # TRANSLATORS: in a log line: the card(s) that took the place of the card(s) gone from the Village's row
            words = ngettext("{cards} comes into the Village", "{cards} come into the Village", len(came))
        out.append(words.format(cards=joined(came)))
    return out


def changes(before: GameState, after: GameState, names: Sequence[str], paid: int = 0,
            keys_spent: int = 0, notes: Sequence[str] = (), refills: bool = True) -> list[str]:
    """Return what went from ``before`` to ``after``, in phrases ("+2 gold, +1 key", "Brice +1 key"):
    the mover's gains (leaving out ``paid`` gold and ``keys_spent`` keys, told apart) and ``notes`` on them,
    the other seats' gains, the cards come into a display (unless ``refills`` is False), the Messenger's walk
    and a location leaving the game."""
    seat = before.current
    parts = []
    for i in [seat] + [i for i in range(before.n) if i != seat]:
        b, a = before.players[i], after.players[i]
        spent = (paid, keys_spent) if i == seat else (0, 0)
        gains = _amounts(a.gold - b.gold + spent[0], a.keys - b.keys + spent[1], sum(a.purse) - sum(b.purse))
        if i == seat:
            parts.extend([", ".join(gains)] if gains else [])
            parts.extend(_discount_words(b.discount, a.discount))
            parts.extend(notes)
        elif gains and isinstance(names[i], You):
            # TRANSLATORS: the person's gains from another player's move, mid-sentence in a log line
            # ("Aldric bought Patron for 5 gold: you +2 gold")
            parts.append(_("you {gains}").format(gains=", ".join(gains)))
        elif gains:
            # TRANSLATORS: another player's gains in a log line ("Brice +1 key")
            parts.append(_("{player} {gains}").format(player=said_name(names[i]), gains=", ".join(gains)))
    if refills:  # the card that took a taken or discarded card's place (playtest 172 saw it change silently)
        parts.extend(_refill_words(before, after))
    for loc in range(2):
        if before.alive[loc] and not after.alive[loc]:
            parts.append(_(_LEFT_GAME[loc]))
        elif after.shuffles > before.shuffles and len(after.discards[loc]) < len(before.discards[loc]):
            parts.append(_(_RESHUFFLED[loc]))  # the deck's count jumped up and the discards' went to 0
    if after.messenger != before.messenger:
        parts.append(_(_MESSENGER_GOES[after.messenger]))
    return parts


def _counted_apart(before: GameState, after: GameState, rule: EffectRule, other: int,
                   names: Sequence[str]) -> list[str]:
    """Return the mover's gains told apart when the neighbour's tableau gave only some of them ("+1 gold from
    Cedric's tableau", "+2 keys from your own tableau": Templar's keys count the mover's Military shields, and
    "counted Cedric's tableau: +1 gold, +2 keys" credited Cedric with both, playtest 141), or nothing when it
    gave all."""
    if not isinstance(rule, GainRule) or rule.per is None:
        return []
    seat = before.current
    b, a = before.players[seat], after.players[seat]
    got = rule.amount * rule.per.count(before.players[other])
    theirs = (got, 0) if rule.resource == "gold" else (0, got)
    total = (a.gold - b.gold, a.keys - b.keys, sum(a.purse) - sum(b.purse))
    if total == (*theirs, 0):
        return []
    from_them = ", ".join(_amounts(*theirs, 0)) or _("nothing")
    rest = ", ".join(_amounts(total[0] - theirs[0], total[1] - theirs[1], total[2]))
    mover = said_name(names[seat])
    if not any(theirs):  # nothing from the neighbour: no one's gain to name
        out = [_("{gains} counted on your tableau").format(gains=from_them) if isinstance(names[other], You) else
               _("{gains} counted on {other}'s tableau").format(gains=from_them, other=said_name(names[other]))]
    elif isinstance(names[other], You):
        # TRANSLATORS: in a log line, what another's ability counted on the person's tableau, that player named
        # ("Cedric +1 gold counted on your tableau": "+1 gold counted on your tableau" alone read as the person's
        # gold, playtest 275; "+1 gold from your tableau" as gold taken from the person, playtests 220 and 229)
        out = [_("{player} {gains} counted on your tableau").format(player=mover, gains=from_them)]
    elif not isinstance(names[seat], You):
        # TRANSLATORS: in a log line, what a player's ability counted on a neighbour's tableau, the player named
        # ("Beatrix +3 gold counted on Rhys's tableau": nothing is taken from Rhys, and Rhys gains nothing)
        out = [_("{player} {gains} counted on {other}'s tableau").format(player=mover, gains=from_them,
                                                                          other=said_name(names[other]))]
    else:
        # TRANSLATORS: in a log line, what the person's ability counted on a neighbour's tableau ("+1 gold counted
        # on Cedric's tableau": nothing is taken from Cedric)
        out = [_("{gains} counted on {other}'s tableau").format(gains=from_them, other=said_name(names[other]))]
    if rest:
        # TRANSLATORS: in a log line, what the same ability counted on the mover's own tableau ("+2 keys counted on
        # your own tableau"; said of another player by name: "their own" was read as the neighbour's, playtest 271)
        own = _("{gains} counted on your own tableau") if isinstance(names[seat], You) else \
            _("{gains} counted on {player}'s own tableau")
        out.append(own.format(gains=rest, player=said_name(names[seat])))
    return [", ".join(out)]  # one part, as the mover's gains are


def _choice_words(effect: Choice, option: int) -> str:
    return cardtext.plain(cardtext.option_markup(effect.options[option]))


def narrate(state: GameState, action: int, names: Sequence[str]) -> str:
    """Return the log line for ``action`` played from ``state`` (the state before it), naming seats by
    ``names``, in the player's language; raise IllegalAction if ``action`` is not legal there.

    The person at the screen ("You") has sentences of their own: many languages conjugate for them."""
    s = state
    seat = s.current
    you = isinstance(names[seat], You)
    after = s.clone()
    after.apply(action)
    if A.is_key(action):
        return _key_line(s, after, action, names, you)
    paid = 0
    card_name = card_title(s.card) if s.card >= 0 else ""
    effect = s.pending.effect if s.pending is not None else None
    said: dict[str, str | int] = {"player": names[seat], "card": card_name}
    if A.is_take(action):
        take = A.take_parts(action)
        card = s.displays[s.messenger][take.slot]
        said["card"] = card_title(card)
        if take.face_down:
            head = _("You took {card} face down") if you else _("{player} took {card} face down")
        else:
            paid = s.price(seat, card)
            said["n"] = paid
            if not paid:  # "for 0 gold" read oddly (a playtest); "took X for free" read as face down (229)
                head = _("You bought {card} at no cost") if you else _("{player} bought {card} at no cost")
            else:
                head = (ngettext("You bought {card} for {n} gold", "You bought {card} for {n} gold", paid) if you
                        else ngettext("{player} bought {card} for {n} gold", "{player} bought {card} for {n} gold",
                                      paid))
            alike = neighbours_alike(s, ABILITY[card])
            return _line(head.format(**said), changes(s, after, names, paid=paid, notes=[*alike, *_lost(s, after)]))
    elif A.is_option(action) and isinstance(effect, Choice):
        said["option"] = words = _choice_words(effect, A.option_index(action))
        chosen = next((rule.options[A.option_index(action)] for rule in ABILITY[s.card]
                       if isinstance(rule, ChoiceRule)), ())
        gains = changes(s, after, names, notes=neighbours_alike(s, chosen))
        if card_name:
            head = _("You chose {option} ({card})") if you else _("{player} chose {option} ({card})")
        else:
            head = _("You chose {option}") if you else _("{player} chose {option}")
        if gains and gains[0] == words and gains[1:]:  # the option said already: what else happened follows, not
            # as its result ("chose +2 keys (Blacksmith): Farmer comes into the Village" read so, playtest 288)
            # TRANSLATORS: a log line: a choice whose gain its words said, then what else happened after it ("You
            # chose +2 keys (Blacksmith); Farmer comes into the Village.")
            return _("{done}; {changes}.").format(done=head.format(**said),
                                                  changes=pgettext("separator", "; ").join(gains[1:]))
        return _line(head.format(**said), gains[1:] if gains and gains[0] == words else gains)
    elif A.is_neighbour(action):
        other = s.neighbours(seat)[A.neighbour_side(action)]
        said["other"] = names[other]
        if isinstance(names[other], You):
            head = _("{player} counted your tableau for {card}")
        else:
            head = _("You counted {other}'s tableau for {card}") if you else \
                _("{player} counted {other}'s tableau for {card}")
        assert s.pending is not None  # a neighbour's question is always pending
        apart = _counted_apart(s, after, s.pending.rule, other, names)
        if apart:
            return _line(head.format(**said), apart + changes(s, after, names)[1:])
    elif A.is_purses(action):
        said["cards"] = joined([card_title(s.players[seat].card_at(p)) for p in A.purse_positions(action)])
        head = _("You filled {cards} with gold") if you else _("{player} filled {cards} with gold")
    elif A.is_discard(action) and isinstance(effect, DiscardFromDisplay):
        loc = DECK_NAMES.index(effect.deck)
        said.update(card=card_title(s.displays[loc][A.discard_slot(action)]), source=card_name)
        # the ability that discards is named as a choice's is: a playtest guessed it (305)
        if loc == 0:
            # TRANSLATORS: a log line: a card discarded from the Castle's row by the ability of {source}
            head = _("You discarded {card} from the Castle ({source})") if you else \
                _("{player} discarded {card} from the Castle ({source})")
        else:
            # TRANSLATORS: a log line: a card discarded from the Village's row by the ability of {source}
            head = _("You discarded {card} from the Village ({source})") if you else \
                _("{player} discarded {card} from the Village ({source})")
    else:
        said.update(player=said_name(names[seat]), what=A.describe(action))
        # TRANSLATORS: a log line naming who did what ("Brice: pass")
        head = _("{player}: {what}")
    return _line(head.format(**said), changes(s, after, names, paid=paid))


def _lost(before: GameState, after: GameState) -> list[str]:
    """Return what the log says of a take that lowers its taker's score now, and which cards it cost ("3 points
    fewer (Baron -10, Bastard +7)"; a score fell from 34 to 31 with no word, playtest 115), or nothing."""
    seat = before.current
    was, now = before.score(seat), after.score(seat)
    fewer = was.total - now.total
    if fewer <= 0:
        return []
    # TRANSLATORS: in a log line, a take that lowered the taker's score now, and the cards whose points changed
    return [ngettext("{n} point fewer ({why})", "{n} points fewer ({why})", fewer).format(
        n=fewer, why=change_words(was, now))]


def neighbours_alike(state: GameState, rules: Sequence[EffectRule]) -> list[str]:
    """Return what the log says of an ability that counts a neighbour's tableau when the rules made no one
    choose: both neighbours count the same (nothing to say with one opponent: their tableau is the one)."""
    left, right = state.neighbours(state.current)
    out = []
    for rule in rules:
        per = rule.per if isinstance(rule, GainRule) else None
        if left != right and per is not None and per.neighbour:
            n = per.count(state.players[left])
            if n == per.count(state.players[right]):
                # TRANSLATORS: in a log line, after an ability that counts one neighbour's tableau, when both count
                # the same and nobody chose ("counted alike" alone left a playtest asking which one was picked, 193)
                out.append(_("neither neighbour had any to count") if n == 0 else ngettext(  # ("so neither was
                    "both neighbours had {n} to count: no need to choose",  # chosen" read as nothing gained, 199)
                    "both neighbours had {n} to count: no need to choose", n).format(n=n))
    return out


def _key_line(s: GameState, after: GameState, action: int, names: Sequence[str], you: bool) -> str:
    """Return the log line of a key spent (``you``: by the person at the screen)."""
    player = names[s.current]
    if action == A.KEY_MOVE:  # the walk is the point of the line, not a change to add
        if after.messenger == 0:
            line = (_("You sent the Messenger to the Castle with a key.") if you
                    else _("{player} sent the Messenger to the Castle with a key."))
        else:
            line = (_("You sent the Messenger to the Village with a key.") if you
                    else _("{player} sent the Messenger to the Village with a key."))
        return line.format(player=player)
    if s.messenger == 0:
        head = (_("You spent a key to refresh the Castle display") if you
                else _("{player} spent a key to refresh the Castle display"))
    else:
        head = (_("You spent a key to refresh the Village display") if you
                else _("{player} spent a key to refresh the Village display"))
    shown = ", ".join(card_title(c) for c in after.displays[s.messenger] if c >= 0)
    return _line(head.format(player=player), ([_("new cards {cards}").format(cards=shown)] if shown else [])
                 + changes(s, after, names, keys_spent=1, refills=False))


def _line(head: str, gains: list[str]) -> str:
    if gains:
        # TRANSLATORS: a log line: what a player did, then what it changed ("You took X: +2 gold; +1 key.")
        # TRANSLATORS: between two changes in a log line ("+1 key; the Messenger goes to the Castle")
        return _("{done}: {changes}.").format(done=head, changes=pgettext("separator", "; ").join(gains))
    # TRANSLATORS: a log line with nothing changed ("You took X face down.")
    return _("{done}.").format(done=head)


def done_words(line: str) -> str:
    """Return a log ``line`` without what the decision changed: "You chose +2 keys (Bombardier)." (an undo's note
    named the cards that came after it too, and beside a card's question its end was lost, playtest 217)."""
    for template in (_("{done}: {changes}."), _("{done}; {changes}.")):
        between = template[template.find("{done}") + len("{done}"):template.find("{changes}")]
        if between.strip() and between in line:
            return _("{done}.").format(done=line.split(between, 1)[0])
    return line


def log_entry(state: GameState, action: int, names: Sequence[str]) -> LogEntry:
    """Return the log entry of ``action`` played from ``state`` (see :func:`narrate`)."""
    said = {language(): narrate(state, action, names)}  # an illegal action raises here, not when drawn
    return LogEntry(state.round, state.current, state.clone(), action, tuple(names), said)


def game_log(players: int, seed: int, first_player: int | None, actions: Sequence[int],
             names: Sequence[str], reshuffled: Sequence[tuple[int, int]] = ()) -> list[LogEntry]:
    """Return the log of a recorded game, one entry per action; raise IllegalAction or ValueError
    if the record does not replay."""
    state = GameState.new(players, seed, first_player, reshuffled)
    entries = []
    for action in actions:
        entries.append(log_entry(state, action, names))
        state.apply(action)
    return entries


def narrate_game(players: int, seed: int, first_player: int | None, actions: Sequence[int],
                 names: Sequence[str], reshuffled: Sequence[tuple[int, int]] = ()) -> list[str]:
    """Return the log lines of a recorded game, one per action; raise IllegalAction or ValueError
    if the record does not replay."""
    return [entry.text for entry in game_log(players, seed, first_player, actions, names, reshuffled)]
