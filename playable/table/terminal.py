"""Every game in the terminal: :func:`play` seats the reader at a game of the
registry against the engine's players and draws the
:class:`~playable.table.session.Session` deal after deal, in the table's words
(:mod:`playable.table.words`, with the game's own: its opening lines, what a
match is called, whether the table plays on until the reader leaves).

Saving the deals: set the environment variable ``PLAYABLE_RECORD_DIR`` to a
directory, and the record of every deal is written there as
``<game>-<seed>-<deal number>.json`` (``all-fours-<seed>-1.json``); replay one
with ``python -m playable replay FILE``.  Without it, the seed of each deal is
printed so that its cards can be dealt again (``Deal.new(seed, dealer=...)``).

The reader types a card (``JH``, ``J♥``, ``10d``), a word (``beg``,
``stand``, ``pass``), or the number shown beside a choice.  Anything else is
answered with the choices again, never a traceback.
"""

from __future__ import annotations

import random
import re
import textwrap
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import groupby
from pathlib import Path
from typing import TextIO

from playable.engine.cards import Card
from playable.engine.checks import escaped
from playable.engine.core import Action, OptionsLike
from playable.engine.strategies import Note
from playable.engine.words import cards_text, held
from playable.games import TableDeal, game, game_of
from playable.table.console import WIDTH, Quit, ask, say, window
from playable.table.seats import changed_fields, rules_told, rules_told_of, table_options
from playable.table.session import RUN_LIMIT, Session, SessionError, dealt_again
from playable.table.typed import read_choice, read_irregular
from playable.table.words import TableWords, as_dealt

#: The reader's seat at the terminal.
YOU = 0


def play(game_id: str, stdin: TextIO, stdout: TextIO, seed: int | None = None,
         record_dir: str | None = None, options: OptionsLike | None = None,
         lenient: bool = False, opponent: str | None = None, auto_single: bool = False,
         deals: Sequence[TableDeal] | None = None, rules: str | None = None,
         players: str | None = None) -> int:
    """Play ``game_id`` at the terminal, the reader in seat 0 against the
    engine's player opposite a human (or the one named ``opponent``:
    ``"strong"``, :mod:`playable.solver.pimc`), to the end of the match (or,
    at a table that plays on, until the reader leaves); returns 0.  ``seed``
    deals the same match again; ``record_dir`` keeps each deal's record;
    ``lenient`` plays "as at the table": irregular acts may be committed;
    ``auto_single`` plays the reader's one lawful card for him; ``deals``
    (read from a file, ``play --deal``) are played in turn instead of deals
    dealt from the seed; ``rules``: the rules chosen (``Game.table_rules``,
    ``play --rules``), ``players`` a variant of another number of seats
    (``play --players``), in place of ``options`` (a ``ValueError`` for a
    name the game has not)."""
    entry = game(game_id)
    if rules is not None or players is not None:
        options = table_options(game_id, players, rules)
    told = rules_told(game_id, rules)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if deals:
        if lenient:
            deals = [dealt_again(d, entry.rules.as_at_the_table(d.options), acts=True)
                     for d in deals]
        session = Session.of_deals(deals, seed, humans={YOU}, players=opponent)
        assert session.series is not None
        words = TableWords(entry.id, entry.seats(deals[0].options), YOU)
        said = entry.words
        told = rules_told_of(entry.id, [d.options for d in deals])
        # the seed deals the deals after the file's, not the file's own ("Seed 164392.")
        intro = [re.sub(rf"\b([Ss]eed {seed})\.", r"\1, for the deals after the file's.", line)
                 for line in said.intro(session.series.match, seed, opponent)]
        return play_table(session, words, stdin, stdout, intro=[*intro, *told],
                          record_dir=record_dir, record_name=f"{entry.id}-{seed}",
                          lenient=lenient, auto_single=auto_single, endless=True,
                          match_word=said.match_word)
    if lenient:
        options = entry.rules.as_at_the_table(options)
    session = Session.sitting(entry.id, seed, humans={YOU}, options=options, players=opponent)
    assert session.series is not None
    words = TableWords(entry.id, entry.seats(options), YOU)
    said = entry.words
    return play_table(session, words, stdin, stdout,
                      intro=[*said.intro(session.series.match, seed, opponent), *told],
                      record_dir=record_dir, record_name=f"{entry.id}-{seed}",
                      lenient=lenient, auto_single=auto_single, endless=said.endless,
                      match_word=said.match_word)


def tell_deal_over(deal: TableDeal, number: int, words: TableWords, match: object,
                   out: TextIO, record_dir: str | None, record_name: str) -> None:
    """The end of deal ``number``, at the reader's table and when watching:
    its verdict, the hands as dealt, and its record kept as ``record_name``
    where the reader asked for records."""
    say(out, f"--- End of deal {number}.")
    for line in words.verdict(deal, match):
        say(out, line)
    say(out, "The hands as dealt: " + "; ".join(  # suit by suit, as a hand is shown in play
        f"{words.name(seat)} " + "  ".join(cards_text(list(suit)) for _, suit in
                                           groupby(hand, key=lambda c: c.suit))
        for seat, hand in enumerate(as_dealt(deal, words.seats))) + ".")
    keep_record(deal, record_dir, record_name, out, deal.seed)


def _dealt_by(deal: TableDeal, seed: int) -> str:
    """The call that deals ``deal``'s cards again from ``seed``: its options
    named where the game's own would deal other cards (three-handed Bezique's
    packs), each that differs from the game's own."""
    entry = game_of(deal)
    if deal.dealer < entry.seats() and list(entry.rules.new(seed, dealer=deal.dealer).pack) \
            == list(deal.pack):
        return f"Deal.new({seed}, dealer={deal.dealer})"
    changed = ", ".join(f"{k}={v!r}" for k, v in changed_fields(entry.id, deal.options).items())
    return f"Deal.new({seed}, dealer={deal.dealer}, options=Options({changed}))"


def keep_record(deal: TableDeal, record_dir: str | None, name: str, out: TextIO,
                deal_seed: int | None = None) -> Path | None:
    """Save a deal as ``<record_dir>/<name>.json`` when the reader asked for
    records (``PLAYABLE_RECORD_DIR``), and say how to replay it (a deal left
    unfinished: how to go on with it); otherwise say how to deal it again.

    The file is always a new one (:func:`playable.table.record.save` creates it
    exclusively and never follows a symbolic link): if the name is taken, the
    next free ``<name>-2.json``, ``<name>-3.json`` ... is used.  A record that
    cannot be written is reported and play goes on."""
    if not record_dir:
        seed = deal.seed if deal_seed is None else deal_seed
        if seed is None:  # given, not dealt (play --deal FILE): no seed deals them again
            say(out, "These cards were given, not dealt from a seed: the file holds them "
                     "(set PLAYABLE_RECORD_DIR to save each deal's record).")
            return None
        # a Python call: play --seed seeds a match, whose deals have seeds of their own
        say(out, f"Deal seed {seed}: in Python, {_dealt_by(deal, seed)} deals these cards "
                 "again (set PLAYABLE_RECORD_DIR to save each deal's record).")
        return None
    from playable.table.record import save

    folder = Path(record_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for number in range(1, _FRESH_NAMES + 1):
            path = folder / (f"{name}.json" if number == 1 else f"{name}-{number}.json")
            try:
                save(deal, path)
            except FileExistsError:
                continue
            say(out, f"Record saved: {escaped(str(path))} "
                     f"(python -m playable replay {escaped(str(path))}; add --judge for the "
                     "solver's verdict on every act)")
            if not deal.is_over:
                say(out, f"The deal is unfinished: python -m playable play {deal.GAME} --deal "
                         f"{escaped(str(path))} --go-on goes on from where you left it, as "
                         "does a Deal page's 'Or deal the cards of a file' with 'Make its "
                         "acts again' ticked.")
            return path
        raise FileExistsError(f"{_FRESH_NAMES} files named {name}*.json are there already")
    except OSError as exc:
        say(out, f"The record could not be saved in {escaped(record_dir)}: "
                 f"{escaped(exc.strerror or str(exc))}.")
        return None


#: How many names ``keep_record`` tries before it gives up.
_FRESH_NAMES = 1000


def _quoted(text: str, limit: int = 40) -> str:
    """What the reader typed, quoted (control characters escaped) and shortened."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"


# --------------------------------------------------------------------------
# A match at the table: one loop for every game, drawing a session



#: What the reader may type besides a choice.
HELP_WORDS = ("help", "?", "h")
TABLE_WORDS = ("table", "t", "look")
LAST_WORDS = ("last", "last trick")
AUTO_WORDS = ("auto", "auto single")
BACK_WORDS = ("back", "take back", "undo")
AGAIN_WORDS = ("start again", "restart")
ADVICE_WORDS = ("advice", "advise", "advise me", "hint")
VERDICT_WORDS = ("verdicts", "verdict", "review", "how did i play")
REASON_WORDS = ("why", "reasons", "their reasons")
IRREGULAR_WORDS = ("irregular", "irregularities", "break", "!")
DO_IT_WORDS = ("do it", "do it anyway", "commit", "commit it", "yes", "y")


class _Mode:
    """How the reader plays: strictly (irregular acts refused, the default) or
    as at the table (committed, and the law applies); switched at a prompt."""

    def __init__(self, lenient: bool, auto_single: bool = False) -> None:
        self.lenient = lenient
        self.auto_single = auto_single  # a lone lawful card is played for the reader
        #: As at the table, the table stops before each of the others' acts
        #: (``step``: :attr:`Session.stops`), not only before a deal's first.
        self.stops = False
        #: The last deal played to its end at the table, its number and the
        #: notes of its engine acts (``verdicts``, ``why``).
        self.last: tuple[int, TableDeal, list[Note | None]] | None = None
        #: Whether the reader has been told of ``verdicts`` and ``why`` (once,
        #: at the end of his first deal).
        self.told_review = False


AT_THE_TABLE_WORDS = ("as at the table", "at the table", "lenient")
STRICT_WORDS = ("strict", "strictly")
STEP_WORDS = ("step", "step by step")


class _Watch:
    """What the reader is told after each act: tricks won, cards turned up or
    drawn, points scored, answers given, irregularities and their penalties."""

    def __init__(self, deal: TableDeal, words: TableWords, out: TextIO) -> None:
        self.deal, self.words, self.out = deal, words, out
        self.tricks = len(getattr(deal, "tricks", ()))
        self.lines = len(deal.account.lines)
        self.irregular = len(deal.irregularities)
        self.turned = len(getattr(deal, "turned", ()))
        self.answers = len(getattr(deal, "answers", ()))
        self.mine: set[str] = set()  # the laws of the reader's irregularities
        self.told: set[str] = set()  # the penalties told
        self.held = Counter(self._held())
        self.news: set[str] = set()  # what the whole table has been told
        # one who watches sees every hand, and so every card drawn
        self.hands = [Counter(held(deal, s)) for s in range(words.seats)] if words.you < 0 \
            else []

    def _held(self) -> list[Card]:
        return held(self.deal, self.words.you) if self.words.you >= 0 else []

    def drew_for_you(self, action: Action) -> bool:
        """Whether ``action``, just made, is a draw that gave the reader cards
        :meth:`after` will name ("You draw Q♣.": "You draw." had come first)."""
        return action.kind == "draw" and self.words.you >= 0 and \
            bool(Counter(self._held()) - self.held)

    def after(self, action: Action) -> None:
        deal, words, out = self.deal, self.words, self.out
        turned = list(getattr(deal, "turned", ()))
        if action.kind == "run" and len(turned) > self.turned:
            new = ", ".join(str(c) for c in turned[self.turned:])
            trump = getattr(deal, "trump", None)
            say(out, f"  Turned up: {new}"
                + (f" — trumps are now {trump.noun} {trump}." if trump is not None
                   and not getattr(deal, "void", False) else "."))
        answers = list(getattr(deal, "answers", ()))
        for answer in answers[self.answers:]:
            say(out, "  " + _answer_words(answer, words))
        for irregularity in deal.irregularities[self.irregular:]:
            if irregularity.player == words.you and irregularity.at == len(deal.history) - 1 \
                    and action.player == words.you:
                self.mine.add(irregularity.law)
                for text in words.committed(irregularity):
                    say(out, "  " + text)
            else:
                say(out, "  Noted: " + words.sentence(
                    f"{words.name(irregularity.player)}: {words.speak(irregularity.description)}"))
        tricks = list(getattr(deal, "tricks", ()))
        for number, trick in enumerate(tricks[self.tricks:], self.tricks + 1):
            say(out, f"  Trick {number}: " + words.trick(trick) + ".")
        for news in words.news(deal):
            if news not in self.news:
                self.news.add(news)
                say(out, "  " + news)
        # his card, whoever's draw dealt it (Bezique's winner draws first); one
        # who watches (you -1) sees every hand
        if action.kind == "draw" and words.you >= 0:
            got = sorted((Counter(self._held()) - self.held).elements(), key=str)
            if got:
                say(out, f"  You draw {' '.join(str(c) for c in got)}.")
        # one who watches: every hand, to name the cards a draw gives (the
        # reader's own draw is told above)
        hands = [Counter(held(deal, s)) for s in range(words.seats)] if words.you < 0 else []
        if action.kind == "draw" and words.you < 0:
            # every seat's new cards, the drawer's first, in the order of play
            seats = [(action.player + i) % words.seats for i in range(words.seats)]
            drawn = [(s, sorted((hands[s] - self.hands[s]).elements(), key=str)) for s in seats]
            if any(cards for _, cards in drawn):
                say(out, "  Drawn: " + ", ".join(
                    f"{words.name(s, True)} {' '.join(map(str, cards))}"
                    for s, cards in drawn if cards) + ".")
        for line in deal.account.lines[self.lines:]:
            if line.law is not None and line.law in self.mine:
                told = words.penalty(line)
                if told not in self.told:  # a deal's account may be written out again
                    self.told.add(told)
                    say(out, "  " + told)
            elif not deal.is_over:
                say(out, "  " + words.line(line))
        self.tricks = len(tricks)
        self.lines = len(deal.account.lines)
        self.irregular = len(deal.irregularities)
        self.turned = len(turned)
        self.answers = len(answers)
        self.held = Counter(self._held())
        self.hands = hands


def _answer_words(answer: object, words: TableWords) -> str:
    """An answer to "high or low?" (All-Fours law v) in words."""
    return words.answer(answer)


def _prompt(deal: TableDeal, offered: Sequence[Action], words: TableWords) -> str:
    return words.prompt(deal, offered)


def _offered(session: Session, words: TableWords) -> list[Action]:
    """The choices open to the reader (:meth:`TableWords.choices`)."""
    return words.choices(session.deal)


def _irregular_lines(session: Session, words: TableWords, acts: Sequence[Action]) -> list[str]:
    """The irregular acts offered, under a line that says how to commit one,
    numbered for '!', each with why the laws refuse it; a run of acts that
    differ by their card alone (a card shown, one a card of the hand) is one
    line of words and one of its cards
    (:meth:`TableWords.offered <playable.table.words.TableWords.offered>`)."""
    unseen = session.unseen()
    offered = words.offered(acts, [session.deal.why_not(a) for a in acts], unseen)
    # the words of an act as they may be typed: one of a run's first, else the first
    # that names no card unseen (read_irregular takes no such act by its words)
    typed = [o.label for a, o in zip(acts, offered) if not any(c in unseen for c in a.cards)]
    example = next((o.label for o in offered if o.head is not None), typed[0] if typed else None)
    lines = ["Irregular acts you may commit (type '!' and the number"
             + (f", or the act's words, as '{example}'):" if example else "):")]
    i = 0
    while i < len(offered):
        o = offered[i]
        if o.head is None:
            lines.append(f"  [!{i + 1}] {o.label}" + (f" — {o.why}" if o.why is not None else ""))
            i += 1
            continue
        j = i
        while j < len(offered) and offered[j].head is not None and (
                j == i or not offered[j].first):
            j += 1
        lines.append(f"  [!{i + 1}]-[!{j}] {o.head}" + (f" — {o.shared}:" if o.shared else ":"))
        lines.append("    " + "   ".join(f"[!{k + 1}] {offered[k].card}" for k in range(i, j)))
        i = j
    return lines


def _irregular_named(session: Session, words: TableWords, text: str) -> Action | None:
    """The irregular act open to the reader that ``text`` names by its words
    ("expose ac"), as 'irregular' lists them (:func:`read_irregular`)."""
    acts = session.irregular_actions()
    unseen = session.unseen()
    labels = [words.irregular(a, None, unseen)[0] for a in acts]
    return read_irregular(text, acts, labels, unseen)


def _your_turn(session: Session, words: TableWords, stdin: TextIO, out: TextIO,
               mode: _Mode, watch: _Watch, series: object) -> bool:
    """Show the table, read the reader's act (or a command), and make it;
    whether the reader took back his last act instead (``back``)."""
    deal = session.deal
    offered = _offered(session, words)
    say(out)
    for line in words.table(deal, series):
        say(out, line)
    pending: Action | None = None
    irregular: list[Action] = []
    while True:
        labels = [words.label(a) for a in offered]
        shown = [f"[{i}] {lab}" for i, lab in enumerate(labels, 1)]
        hint = words.words.ask_hint
        if hint is not None and any(a.kind == "ask" for a in offered):
            shown.append(f"(ask: {hint})")
        say(out, "  " + "   ".join(shown))
        text = ask(stdin, out, _prompt(deal, offered, words))
        said = " ".join(text.lower().split())
        if said in HELP_WORDS:
            for line in words.help(offered, mode.lenient, deal):
                say(out, line)
            continue
        if said in TABLE_WORDS:
            for line in words.table(deal, series):
                say(out, line)
            continue
        if said in LAST_WORDS:
            say(out, "Last trick: " + (words.last_trick(deal) or "none yet") + ".")
            continue
        if said in BACK_WORDS or said in AGAIN_WORDS:
            if _take_back(session, words, out, said in AGAIN_WORDS):
                return True
            continue
        if said in ADVICE_WORDS:
            say(out, words.advice(session.advice()))
            continue
        if said in VERDICT_WORDS:
            _verdicts(mode, words, out)
            continue
        if said in REASON_WORDS:
            _reasons(mode, words, out)
            continue
        if said in AUTO_WORDS:
            mode.auto_single = not mode.auto_single
            say(out, "A lone lawful card is now played for you ('auto' again to stop)."
                if mode.auto_single else "You now play every card yourself.")
            continue
        if said in AT_THE_TABLE_WORDS or said in STRICT_WORDS:
            _switch(session, mode, said in AT_THE_TABLE_WORDS, out)
            continue
        if said in STEP_WORDS:
            _step(session, mode, out)
            continue
        lenient = mode.lenient
        if said in IRREGULAR_WORDS and not lenient:
            say(out, "Irregular acts are refused: type 'as at the table' to be allowed them.")
            continue
        if lenient and said in IRREGULAR_WORDS:
            irregular = session.irregular_actions()
            if not irregular:
                say(out, "No irregular act is open to you now.")
                continue
            for line in _irregular_lines(session, words, irregular):
                say(out, line)
            continue
        if lenient and said.startswith("!") and said[1:].isdigit():
            # the list's numbers, whether or not it was shown first
            irregular = irregular or session.irregular_actions()
            n = int(said[1:])
            if 1 <= n <= len(irregular):
                _commit(session, irregular[n - 1], words, out, watch)
                return False
        if lenient and pending is not None and said in DO_IT_WORDS:
            _commit(session, pending, words, out, watch)
            return False
        pending = None
        text, unnamed = words.named(text, deal)
        if unnamed is not None:
            say(out, unnamed)
            continue
        choice = read_choice(text, offered, labels)
        if choice.action is not None:
            session.act(choice.action)
            if choice.action.player == words.you and choice.action.kind != "play" \
                    and not watch.drew_for_you(choice.action):  # "You draw Q♣." follows
                say(out, "  " + words.act(choice.action))
            watch.after(choice.action)
            if choice.action.kind == "ask":  # asking changes nothing: choose again
                offered = _offered(session, words)
                continue
            return False
        if choice.matches:
            say(out, "That could be " + " or ".join(words.label(a) for a in choice.matches)
                + ": type more of it, or its number.")
            continue
        if choice.card is not None:
            attempt = choice.attempt or _attempt_for(deal, offered, choice.card, words.you)
            reason = words.refusal(deal, attempt)
            say(out, reason or f"{choice.card} is not one of your choices now.")
            if (lenient and reason is not None and reason.startswith("Refused")
                    and session.can_commit(attempt)):
                pending = attempt
                say(out, "As at the table you may do it anyway, and the law will deal with "
                         "it: type 'do it'.")
            continue
        named = _irregular_named(session, words, text) if lenient else None
        if named is not None:  # an irregular act by its words, as 'irregular' lists it
            _commit(session, named, words, out, watch)
            return False
        cards = any(a.kind == "play" for a in offered)  # an empty line: no "'' is not one"
        say(out, f"Type {'a card, its number' if cards else 'the number of a choice'}, or 'help'."
            if not text.strip() else f"{_quoted(text)} is not one of the choices: type its "
            "number, a card, 'help' or 'quit'.")


def _take_back(session: Session, words: TableWords, out: TextIO,
               to_start: bool = False) -> bool:
    """``back``: the reader's last act of this deal that he chose taken back,
    with the acts after it (:meth:`Session.take_back`: the engine will make
    them again as it did, unless he chooses otherwise), or ``start again``
    (``to_start``) every act; whether there was one."""
    if not session.can_take_back:
        say(out, "Nothing of yours to take back in this deal.")
        return False
    last = session.deal.history[session.chosen[-1]]
    taken = session.take_back(to_start)
    if to_start:
        say(out, f"Started again: the {taken} act{'s' if taken > 1 else ''} of this deal "
                 "taken back, the same cards from its start.")
        return True
    after = taken - 1
    say(out, f"Taken back: {words.act(last).removesuffix('.')}"
        + (f", and the {after} act{'s' if after > 1 else ''} after it." if after else "."))
    return True


def _verdicts(mode: _Mode, words: TableWords, out: TextIO) -> None:
    """``verdicts``: the solver's verdict on each of the reader's acts in the
    last deal played to its end (every hand known: the deal is over, its
    hands shown), and what his play cost in all; Ctrl-C stops the judging
    and play goes on."""
    if mode.last is None:
        say(out, "No deal is over yet: the solver's verdicts are on a deal played to its end.")
        return
    number, deal, _ = mode.last
    judge_deal(deal, number, words, out, words.you)


def judge_deal(deal: TableDeal, number: int, words: TableWords, out: TextIO,
               seat: int | None = None) -> None:
    """The solver's verdict on each act of ``deal`` (deal ``number`` of the
    table), or on ``seat``'s alone (the reader's: "your acts"), and what
    they cost in all (one who watches: each seat's cost too); on a terminal,
    a line says how far the judging is (a whole Whist deal takes seconds)
    until the verdicts replace it; Ctrl-C stops the judging."""
    from playable.table.analysis import UNITS, NoVerdict, annotate, not_judged

    whose = "the acts" if seat is None else "your acts"
    say(out, f"The solver is judging {whose} in deal {number} (Ctrl-C stops it)…")
    on_terminal = window(out) is not None
    progress = None
    if on_terminal:  # a line below that says how far it is, wiped when it is done
        def progress(done: int, total: int) -> None:
            out.write(f"\r  at act {done} of {total}…")
            out.flush()

        progress(0, len(deal.history))
    past: dict[int, NoVerdict] = {}  # the acts past their budget
    which = None if seat is None else (lambda action: action.player == seat)
    try:
        verdicts = annotate(deal, progress, unjudged=past, which=which)
    except KeyboardInterrupt:  # on a terminal, the ^C it echoed wiped with the line
        say(out, ("\r\033[K" if on_terminal else "") + "Stopped: no verdicts.")
        return
    if on_terminal:
        out.write("\r\033[K")
    say(out, f"The solver's verdicts on {whose} in deal {number}, every hand known:")
    judged, costs, lines = 0, [], []
    lost_by = Counter[int]()
    for i, (action, verdict) in enumerate(zip(deal.history, verdicts, strict=True)):
        if seat is not None and action.player != seat:
            continue
        cost = verdict.get("cost") if verdict is not None else None
        judged += cost is not None
        if isinstance(cost, int) and cost > 0:
            costs.append(cost)
            lost_by[action.player] += cost
        said = verdict.get("words") if verdict is not None else "no verdict"
        number_of = "" if seat is not None else f"{i + 1}. "
        lines.append(f"  {number_of}{words.act(action).removesuffix('.')}: {said}")
    if not judged:  # a line an act, each "no verdict", would tell nothing: why, below
        say(out, f"  None of {whose} is one the solver values.")
    else:
        say(out, "\n".join(lines))
        one, several = UNITS[deal.GAME]
        lost = sum(costs)
        say(out, f"Of {'your' if seat is not None else 'the'} {judged} "
                 f"act{'s' if judged > 1 else ''} judged, " + (
                     "every one was the best." if not costs else
                     f"{judged - len(costs)} {'was' if judged - len(costs) == 1 else 'were'} "
                     f"the best; {len(costs)} cost {lost} {one if lost == 1 else several} in "
                     "all."))
        if seat is None and costs:
            say(out, "What each seat's acts cost: " + ", ".join(
                f"{words.name(s, True)} {lost_by[s]}" for s in range(words.seats)) + ".")
        if costs:  # a cost is of the difference: "cost 2 points" of a point lost to him
            say(out, COST_WORDS.format(unit=several))
    for line in not_judged(deal, verdicts, past, which):
        say(out, line)


def _paused(session: Session, words: TableWords, stdin: TextIO, out: TextIO,
            watch: _Watch, mode: _Mode) -> None:
    """Where the table waits before the deal's first act, or before each of
    the others' acts where he asked it to (``step``; as at the table,
    :attr:`Session.paused`): the reader may commit an irregular act open to
    him (``irregular``, then ``!`` and its number), or go on (Enter)."""
    deal, seat = session.deal, session.to_move
    assert seat is not None  # paused: another is to move
    if not deal.history:
        say(out, words.paused(deal) + ": 'irregular' lists how; Enter goes on.")
    # before a later act, the prompt names whose turn it is ('step' said how)
    prompt = ("Break a law, or go on [Enter]: " if not deal.history else
              f"Before {words.name(seat)}'s turn: break a law, or go on [Enter]: ")
    irregular: list[Action] = []
    while True:
        said = " ".join(ask(stdin, out, prompt).lower().split())
        if not said:
            session.go_on()
            return
        if said in STEP_WORDS:
            _step(session, mode, out)
            if not session.paused:
                return
            continue
        if said in IRREGULAR_WORDS:
            irregular = session.irregular_actions()
            for line in _irregular_lines(session, words, irregular):
                say(out, line)
        elif said.startswith("!") and said[1:].isdigit() and 1 <= int(said[1:]) <= len(
                irregular := irregular or session.irregular_actions()):  # listed or not
            _commit(session, irregular[int(said[1:]) - 1], words, out, watch)
            return
        elif said in TABLE_WORDS:
            for line in words.table(session.deal):
                say(out, line)
        elif said in VERDICT_WORDS:  # the deal before, as the prompt after it said
            _verdicts(mode, words, out)
        elif said in REASON_WORDS:
            _reasons(mode, words, out)
        elif (named := _irregular_named(session, words, said)) is not None:
            _commit(session, named, words, out, watch)
            return
        else:
            say(out, "Press Enter to go on, or type 'irregular' for the laws you may break "
                     "here" + (", or 'step' to play on to your turn." if deal.history else "."))


def _between(stdin: TextIO, out: TextIO, prompt: str, mode: _Mode, words: TableWords) -> str:
    """:func:`ask` between deals ("Another deal?"), where ``verdicts`` and
    ``why`` review the deal just over (the last of a match, too) and the
    question is asked again."""
    while True:
        text = ask(stdin, out, prompt)
        said = " ".join(text.lower().split())
        if said in VERDICT_WORDS:
            _verdicts(mode, words, out)
        elif said in REASON_WORDS:
            _reasons(mode, words, out)
        else:
            return text


def _reasons(mode: _Mode, words: TableWords, out: TextIO) -> None:
    """``why``: each engine act of the last deal played to its end with its
    player's reason, where he gave one (told once the deal is over, as on the
    Deal page: a reason may say what a hidden hand held)."""
    if mode.last is None:
        say(out, "No deal is over yet: the other players' reasons are told once a deal is "
                 "played to its end (a reason may say what a hand holds).")
        return
    number, _, notes = mode.last
    given = [(i, n) for i, n in enumerate(notes) if n is not None and n.reason]
    if not given:
        say(out, f"The engine's players gave no reason for any of their acts in deal {number}.")
        return
    say(out, f"Why the engine's players did what they did in deal {number}:")
    for i, note in given:
        say(out, f"  {i + 1}. {words.reason(note, hidden=True)}")


def _step(session: Session, mode: _Mode, out: TextIO) -> None:
    """``step``: as at the table, the table stops before each of the others'
    acts, where the reader may break a law out of turn, or (again) plays on
    to his turn (:attr:`Session.stops`)."""
    if not mode.lenient:
        say(out, "The table stops before the others' acts only for you to break a law there: "
                 "type 'as at the table' first.")
        return
    mode.stops = session.stops = not mode.stops
    say(out, "Step by step: the table now stops before each of the others' acts, where you "
             "may break a law out of turn ('irregular' lists how; Enter goes on; 'step' again "
             "plays on to your turn)." if mode.stops else
        "The table plays on to your turn again.")


def _switch(session: Session, mode: _Mode, lenient: bool, out: TextIO) -> None:
    if lenient and session.deal.options.strict:
        say(out, "This table plays strictly: irregular acts cannot be committed here.")
        return
    was_lenient = mode.lenient
    mode.lenient = session.waits = lenient
    if lenient:
        say(out, "As at the table: you may now break a law ('irregular' lists how, 'do it' "
                 "after a refusal commits it), and the law will deal with it when it is found. "
                 "Type 'strict' to go back.")
    elif was_lenient:
        say(out, "Strict play: irregular acts are refused again.")
    else:
        say(out, "Play is strict already: irregular acts are refused ('as at the table' "
                 "lets you commit them).")


def _attempt_for(deal: TableDeal, offered: Sequence[Action], card: Card, you: int) -> Action:
    """The act a card typed alone means now: a call where only calls are
    open (Quadrille's king: "kc" is a call, refused under law 7 when clubs
    are trumps), else a discard or a play."""
    kinds = {a.kind for a in deal.legal_actions()}
    kind = "call" if kinds == {"call"} else "discard" if "discard" in kinds else "play"
    return Action(kind, you, (card,))


def _commit(session: Session, action: Action, words: TableWords, out: TextIO,
            watch: _Watch) -> None:
    say(out, "  " + words.act(action))
    found = session.commit(action)
    if not found:
        say(out, "  (The laws take no notice of it.)")
    watch.after(action)


def play_table(session: Session, words: TableWords, stdin: TextIO, out: TextIO, *,
               intro: Sequence[str], record_dir: str | None, record_name: str,
               lenient: bool = False, endless: bool = False, match_word: str = "match",
               auto_single: bool = False) -> int:
    """Play the session's deals at the table, one after another, to the end of
    the match (or, ``endless``, for as long as the reader likes); then, if the
    reader says yes to "Another match?", a new match with a new seed, drawn
    from the table's generator (so a seeded table deals the same matches
    again).  ``auto_single`` plays a lone lawful card for the reader (the
    command ``auto`` turns it on and off).  Returns 0."""
    for line in intro:
        say(out, textwrap.fill(line, WIDTH, subsequent_indent="  "))
    if lenient:
        say(out, textwrap.fill("As at the table: you may break a law (type 'irregular' at a "
                               "prompt, or 'do it' after a refusal), and the law will deal "
                               "with it when it is found; 'step' stops the table before each "
                               "of the others' acts, to break one out of your turn.", WIDTH,
                               subsequent_indent="  "))
    say(out, "Type 'help' or '?' at any prompt for the notation and the choices open.")
    mode = _Mode(lenient, auto_single)
    while _play_match(session, words, stdin, out, mode, record_dir, record_name, endless,
                      match_word) and not endless:
        try:
            again = _between(stdin, out, f"Another {match_word}? [y/N] ", mode, words)
        except Quit:
            again = ""
        if not again.lower().startswith("y"):
            say(out, "You leave the table. Goodbye.")
            break
        seed = session.rng.randrange(1_000_000)
        assert session.series is not None
        session = type(session).sitting(session.game.id, seed, humans=session.humans,
                                          options=getattr(session.series.match, "options", None),
                                          players=session.players)
        record_name = f"{session.game.id}-{seed}"
        say(out)
        say(out, f"=== A new {match_word}, seed {seed}.")
    return 0


#: What a cost is counted in (said once under the verdicts, where an act cost).
COST_WORDS = ("(A cost is counted in the {unit} of the player's side less the other side's: "
              "one that passes from one side to the other counts twice.)")

#: What the reader is asked once the last deal of a file (``play --deal``) is over.
LAST_OF_FILE = "The file's last deal is over: 'verdicts', 'why', or leave [Enter]: "


def _play_match(session: Session, words: TableWords, stdin: TextIO, out: TextIO, mode: _Mode,
                record_dir: str | None, record_name: str, endless: bool,
                match_word: str) -> bool:
    """Play one match (or endless table) of the session; whether it was played
    to its end (not left by the reader)."""
    series = session.series
    assert series is not None
    match = series.match
    number = 0
    try:
        while True:
            number += 1
            _play_deal(session, words, number, stdin, out, mode, match)
            session.book()
            deal = session.deal
            tell_deal_over(deal, number, words, match, out, record_dir,
                           f"{record_name}-{number}")
            mode.last = (number, deal, session.notes)
            if not mode.told_review:
                mode.told_review = True
                say(out, "At the next prompt, 'verdicts' gives the solver's verdict on each of "
                         "your acts in this deal, and 'why' the other players' reasons for "
                         "theirs.")
            if series.over:
                if endless:  # a file's last deal: no "Another match?" follows
                    _between(stdin, out, LAST_OF_FILE, mode, words)
                break
            if endless:
                again = _between(stdin, out, "Another deal? [Y/n] ", mode, words)
                if again.lower().startswith("n"):
                    say(out, "You leave the table. Goodbye.")
                    return False
            session.next_deal()
    except (Quit, KeyboardInterrupt) as left:
        deal = session.deal
        if record_dir and not deal.is_over and session.chosen:  # his play kept, not lost
            keep_record(deal, record_dir, f"{record_name}-{number}", out, deal.seed)
        if isinstance(left, KeyboardInterrupt):  # Ctrl-C: kept too, then "Interrupted."
            raise
        say(out, "You leave the table" + ("" if endless else f": the {match_word} is abandoned")
            + ". Goodbye.")
        return False
    won = words.series_won(series, match_word)
    if won is not None:
        say(out, won)
    return True


#: The engine's players whose move may take a while (the strong player solves
#: the deals the unseen cards could make, up to a second a move or more).
SLOW_PLAYERS = frozenset({"strong"})


def _engine_acts(session: Session, words: TableWords, out: TextIO) -> Iterator[Note]:
    """The engine's acts, one by one, until the reader's turn or the end of
    the deal (:meth:`Session.run`); before a move that may be long (a slow
    player choosing among cards) a line says who is thinking, and that
    Ctrl-C stops the game, so that the wait is not taken for a hang."""
    for _ in range(RUN_LIMIT):
        seat = session.to_move
        if seat is None or session.humans_turn or session.paused:
            return
        player, deal = session.players[seat], session.deal
        thinks = getattr(player, "thinks", None)  # the strong player: whether it samples here
        legal = deal.legal_actions() if player.name in SLOW_PLAYERS else []
        if sum(a.kind == "play" for a in legal) > 1 and \
                (thinks is None or thinks(deal.view(seat), legal)):
            say(out, f"  {words.does(seat, 'are', 'is')} thinking… (Ctrl-C to stop)")
        yield session.step()
    raise SessionError(f"the engine made {RUN_LIMIT} acts without reaching a human's turn "
                       "or the end of the deal")


def _play_deal(session: Session, words: TableWords, number: int, stdin: TextIO, out: TextIO,
               mode: _Mode, match: object) -> None:
    session.waits = mode.lenient  # before the first act, for the reader's irregular act
    session.stops = mode.stops  # and before each of the others' acts, if he asked ('step')
    deal = session.deal
    seats = session.seats
    eldest = getattr(deal, "eldest", (deal.dealer + 1) % seats)
    say(out)
    say(out, f"=== Deal {number}: {words.does(deal.dealer, 'deal', 'deals')}; "
             f"{words.name(eldest)} {'are' if eldest == words.you else 'is'} the eldest "
             "hand.")
    for line in deal.account.lines:
        say(out, "  " + words.line(line))
    if deal.history:  # given with its acts made (play --deal FILE --go-on)
        made = len(deal.history)
        say(out, f"  The file's {made} act{'s' if made > 1 else ''} made again: the deal goes "
                 "on from there.")

    def table_first() -> bool:
        """His hand and the table, once he holds cards, before the others act
        on (his own turn shows them); whether he has been shown them."""
        if not words.hand_order(deal):
            return False  # not dealt yet (Quadrille's dealer deals as his first act)
        if session.humans_turn:
            return True
        for shown in words.table(deal, match):
            say(out, shown)
        return True

    seen = bool(deal.history)
    watch = _Watch(deal, words, out)
    while not session.over:
        seen = seen or table_first()
        for note in _engine_acts(session, words, out):
            if note.action.kind == "draw" and note.seat != words.you:
                watch.after(note.action)  # the other's draw: only the reader's card is told
                continue
            say(out, "  " + words.act(note.action, hidden=True))
            watch.after(note.action)
            seen = seen or table_first()
        if session.paused:
            _paused(session, words, stdin, out, watch, mode)
            continue
        if not session.humans_turn:
            continue
        legal = deal.legal_actions()
        if len(legal) == 1 and legal[0].kind == "draw" and not mode.lenient:
            session.act(legal[0], made_for=True)  # a forced draw is made for the reader
            watch.after(legal[0])
            continue
        if len(legal) == 1 and legal[0].kind == "play" and mode.auto_single:
            say(out, f"  {legal[0].cards[0]}, your one lawful card, is played for you "
                     "('auto' to choose it yourself).")
            session.act(legal[0], made_for=True)
            watch.after(legal[0])
            continue
        if _your_turn(session, words, stdin, out, mode, watch, match):
            deal = session.deal  # dealt again and replayed: what is said next is of it
            watch = _Watch(deal, words, out)
