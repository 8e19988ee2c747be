"""What every preset is: the ``PresetRules`` base class, its metadata and its hooks.

Owns the contract between ``engine.game`` (the scheduler, the clock, messaging) and a way
of playing. A preset is stateless (one object serves every game); what it keeps during a
game lives in the game's state. The hooks that only one preset needs have a neutral
default here. Every hook takes the game as a ``Context`` (engine.context), what the rule
modules take too. Imports only engine modules (never ``engine.game``, not even for types:
the game imports the presets).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection
from typing import TYPE_CHECKING, Any, ClassVar

from engine.commands import Act, Action, Channel, Plan
from engine.context import Check, Context
from engine.errors import Refusal
from engine.graveyard import dead_line, said_text
from engine.options import AutokillReveal, Options, Preset
from engine.roles import MAX_PLAYERS
from engine.split_check import PhaseGates
from engine.state import DeathCause, Player

if TYPE_CHECKING:
    from engine.game_setup import GameSetup


def say(ctx: Context, actor: Player, act: Act) -> Plan:
    """A line in the game's chat, in the speaker's mafia channel or, for a player out of
    the game, in the graveyard (both presets)."""
    text = said_text(act.text)
    if act.channel is Channel.GRAVEYARD:
        return dead_line(ctx, actor, text)
    if act.channel is Channel.MAFIA and not ctx.preset.in_mafia(actor):
        raise Refusal("not_mafia")

    def commit() -> None:
        if act.channel is Channel.MAFIA:
            ctx.tell_mafia("mafia_chat", family=actor.family or 1, by=actor.name, text=text)
            return
        actor.chatted_on = ctx.state.game_day
        ctx.public("chat", by=actor.name, text=text)
    return commit


class PresetRules:
    """One way of playing. Subclasses set the metadata and override the hooks."""

    preset: ClassVar[Preset]
    min_players: ClassVar[int]
    max_players: ClassVar[int] = MAX_PLAYERS
    # whether the table takes reserve players (a waiting reserve takes a removed seat)
    takes_reserves: ClassVar[bool] = False
    # whether a joining player waits for the host's approval unless the host says not
    approval_default: ClassVar[bool] = False
    # whether a deal may hand out items (the classic vests)
    takes_items: ClassVar[bool] = False
    has_notebook: ClassVar[bool] = False
    # its night runs the roles' declared steps (engine.abilities.declared), so a host's
    # own roles may declare actions (engine.rolebook.check_custom)
    declared_night: ClassVar[bool] = False
    # the scenario groups of the rule editor apply (classic forum scenarios)
    has_scenarios: ClassVar[bool] = False
    # the options that mean something only in this preset
    own_options: ClassVar[frozenset[str]] = frozenset()
    # the options a set-up page shows before "All rule options…"
    key_options: ClassVar[tuple[str, ...]] = ()
    # the words a deal (a scenario file's [roles]) may give a seat
    deal_words: ClassVar[Collection[str]] = ()
    # the deal words at most one seat may get
    unique_words: ClassVar[tuple[str, ...]] = ()
    # the code of the public event a stalled game ends with (RULES.md §8)
    stalemate_event: ClassVar[str] = "stalemate"
    actions: ClassVar[dict[Action, Check]] = {}
    # the phases each of those actions may be taken in (engine.split_check.PhaseGates)
    phase_gates: ClassVar[PhaseGates] = {}

    # ------------------------------------------------------------------ metadata

    @property
    def seat_range(self) -> tuple[int, int]:
        """How many players a table of this preset seats."""
        return self.min_players, self.max_players

    def deal_counts(self, options: Options, players: int) -> Counter[str]:
        """The public counts of a random deal (deal word → count); raises ValueError
        (SetupError) when the rules give no deal for that many players."""
        raise NotImplementedError

    def side_of(self, word: str) -> str:
        """Which side a deal word plays for: "mafia", "mafia2", "town" or "solo"."""
        raise NotImplementedError

    def role_word(self, p: Player) -> str:
        """The word of a seat's dealt role in the story after the game."""
        raise NotImplementedError

    # ------------------------------------------------------------------ set-up

    def deal(self, setup: GameSetup, options: Options, names: list[str],
             rng: random.Random) -> dict[str, str]:
        """Name → deal word, random or the setup's own; raises SetupError."""
        raise NotImplementedError

    def set_up(self, ctx: Context, setup: GameSetup, deal: dict[str, str]) -> None:
        """After the state exists: role cards, teams, the preset's own state."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the clock

    def start_night(self, ctx: Context) -> None:
        raise NotImplementedError

    def resolve_night(self, ctx: Context) -> None:
        raise NotImplementedError

    def night_settled(self, ctx: Context) -> bool:
        """Whether tonight's orders are final enough for the table to end the night early
        once everybody has submitted (RULES.md §1 names the least it needs)."""
        return True

    def due_moments(self, ctx: Context) -> list[int]:
        """Moments besides phase boundaries and ``timed_moments`` a pacer must stop at."""
        return []

    def timed_moments(self, ctx: Context) -> list[int]:
        """The moments at which something of this preset happens by itself (the Death
        Note's delayed day-time deaths, a loan's start and end): the clock stops at the
        earliest, as at a phase boundary."""
        return []

    def fire_timed(self, ctx: Context, moment: int) -> None:
        """The clock stopped at ``moment``, one of ``timed_moments`` before the next phase
        boundary: what is due then."""

    def fire_at_boundary(self, ctx: Context, moment: int) -> None:
        """One of ``timed_moments`` falls on a day-time phase boundary: what must happen
        just before the boundary is crossed."""

    def time_passes(self, ctx: Context, start: int, end: int) -> None:
        """The clock runs from ``start`` to ``end`` (both ends included), or a command was
        applied at ``start == end``: what this preset keeps track of over time."""

    def after_moment(self, ctx: Context) -> None:
        """The clock stopped at a moment (a boundary or a timed one) and what was due then
        happened."""

    def after_command(self, ctx: Context) -> None:
        """A command was applied (accepted, its changes made): the preset's bookkeeping."""

    def remind_duty(self, ctx: Context) -> None:
        """A day began, or its vote ended with the game going on: remind whoever has a
        duty still to do that game day."""

    # ------------------------------------------------------------------ people

    def knocked_out(self, ctx: Context, p: Player) -> bool:
        """A living player who neither votes nor counts nor is removed for idleness."""
        return False

    def acts_dead(self, ctx: Context, p: Player) -> bool:
        """A dead player who may still act (a classic mafioso's recruitment offer)."""
        return False

    def acts_dead_with(self, action: Action) -> bool:
        return False

    def in_mafia(self, p: Player) -> bool:
        """Whether this player may write in a mafia channel."""
        raise NotImplementedError

    def channel_of(self, ctx: Context, p: Player) -> int | None:
        """The mafia channel this seat's view shows (its number), or None."""
        raise NotImplementedError

    def mafia_members(self, ctx: Context, me: Player) -> set[str]:
        """Whom ``me`` may elect boss / Don (a superset, for the legality probe)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ deaths

    def remove(self, ctx: Context, names: list[str], cause: DeathCause, *,
               reveal: bool) -> None:
        """Take players out of the game (the host's removal, inactivity): the death, the
        public "removed" and, when ``reveal``, the reveal ``autokill_reveal`` asks for."""
        ctx.kill([(name, cause, None) for name in names])
        mode = ctx.options.autokill_reveal
        for name in names:
            ctx.public("removed", name=name)
            if reveal and mode is not AutokillReveal.NONE:
                ctx.reveal(name, mode is AutokillReveal.TEAM)

    def death_order(self, ctx: Context, died: list[str]) -> list[str]:
        """The order in which simultaneous deaths have their consequences (``on_death``)."""
        return died

    def on_death(self, ctx: Context, p: Player, killer: str | None) -> None:
        """A death's consequences in this preset (``killer``: the L who shot him)."""

    def shown_role(self, ctx: Context, p: Player) -> str:
        """The role word a full reveal shows."""
        raise NotImplementedError

    def team_reveal(self, ctx: Context, p: Player, word: str) -> str:
        """What a reveal of the team only shows, given the full reveal's ``word``."""
        return p.team.value

    # ------------------------------------------------------------------ the end

    def winner(self, ctx: Context) -> str | None:
        """The winning side when the game is decided, "nobody" for no one, else None."""
        raise NotImplementedError

    def quiet_day(self, ctx: Context) -> bool:
        """This preset's part of a quiet game day (RULES.md §8: the stalemate check at the
        end of a night's resolution), besides nobody having died in it."""
        return True

    def winners(self, ctx: Context, winner: str) -> list[str]:
        """The players on the winning side (alive or dead), in seat order."""
        return [p.name for p in ctx.state.players.values() if p.team.value == winner]

    # ------------------------------------------------------------------ views

    def candidate_actions(self, ctx: Context, me: Player) -> list[Action]:
        """Every action this seat could think of now (legal or not): the legality
        probe checks each."""
        raise NotImplementedError

    def public_view(self, ctx: Context, view: dict[str, Any], bot: bool = False) -> None:
        """Add this preset's public facts to the public view (``bot``: the bot view's,
        ``engine.views``: the keys its ``BOT_SKIPS_*`` lists name left out)."""

    def glossary_words(self, ctx: Context) -> Collection[str] | None:
        """The deal words the views' role glossary lists: the public composition's; None,
        every deal word of the preset (a table whose deal is the rules' alone)."""
        return None

    def glossary(self, ctx: Context) -> list[dict[str, Any]]:
        """The public role glossary (engine.rolebook): the roles at this table, the
        host's own among them."""
        words = self.glossary_words(ctx)
        return ctx.roles.glossary(None if words is None else sorted(words))

    def seat_view(self, ctx: Context, me: Player, view: dict[str, Any],
                  bot: bool = False) -> None:
        """Add what this seat knows in this preset (its mafia block and the like);
        ``bot``: as ``public_view``."""

    def god_view(self, ctx: Context, view: dict[str, Any]) -> None:
        """Add this preset's secrets to the moderator's view."""

    def tonight_orders(self, ctx: Context) -> list[dict[str, Any]]:
        """The night orders that stand now (by, do, target, role): the moderator's
        "tonight" and, at the resolution, the night history's acts."""
        return []

    # The notebook's parts of the views. Every view carries them (the view contract, the
    # desktop): a preset without a notebook gives them empty, as a destroyed one.

    def notebook_panel(self, ctx: Context, me: Player) -> dict[str, Any] | None:
        """A seat's ``notebook`` part: None for one who holds no notebook."""
        return None

    def story_notebook(self, ctx: Context) -> dict[str, Any]:
        """The story's ``notebook`` part after the game: its path."""
        return {"owners": [], "eyes": [], "writers": [], "destroyed": True, "entries": [],
                "path": []}

    def god_notebook(self, ctx: Context, view: dict[str, Any]) -> None:
        """The moderator's ``notebook``, ``boss`` and ``write_duty_due`` parts."""
        view["notebook"] = {"owner": None, "holder": None, "loan": None, "eyes": [],
                            "destroyed": True, "awaiting_heir": False, "entries": []}
        view["boss"] = None
        view["write_duty_due"] = None
