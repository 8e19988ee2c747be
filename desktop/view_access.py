"""Typed reading of the views the windows draw: one place where their key names live.

Owns small accessors that return a view's parts typed (an absent part reads as empty). It
declares no key: the engine's part of a view is typed in ``engine/view_types.py``, the
table session's (the table info, the pace, the lobby's seats and registrations, the host's
schedule, announcements and questions) in ``netproto/view_types.py``; the windows read views
through these accessors and those TypedDicts. ``tests/desktop/test_view_access.py`` checks
that every key the board and the player's window read is declared in one of the two.

Imports only the two view contracts and the standard library: no Qt, no window, no other
netproto, and never engine state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from engine.view_types import (
    CheckAnswer,
    ClassicSeat,
    Clock,
    EventRecord,
    Graveyard,
    InactiveDue,
    LegalAction,
    MafiaBlock,
    Me,
    NotebookPanel,
    PlayerRow,
    Story,
    VoteResult,
)
from netproto.view_types import (
    Announcement,
    LobbySeat,
    PaceInfo,
    Profile,
    Question,
    Registration,
    Schedule,
    SeatRecord,
    TableInfo,
    TableSummary,
)

View = Mapping[str, Any]  # any view as it arrives (public, seat or lobby)


def key_code_of(view: View | None) -> str | None:
    """The short code of the host's TLS key (``view.table.key_code``), or None."""
    code = ((view or {}).get("table") or {}).get("key_code")
    return code if isinstance(code, str) and code else None


def web_url_of(view: View | None) -> str | None:
    """The browser seats' page (``view.table.web``), or None while none is served."""
    web = ((view or {}).get("table") or {}).get("web")
    return web if isinstance(web, str) and web else None


# ---------------------------------------------------------------------- accessors


def kind_of(view: View | None) -> str:
    return str((view or {}).get("kind") or "")


def is_lobby(view: View | None) -> bool:
    return kind_of(view) == "lobby"


def is_public(view: View) -> bool:
    """A spectator's view: the public game view, or the lobby seen by nobody in it. The
    board is fed only these (spectator links, ``engine.views.public_view``); it never
    filters a seat's or the god's view — secrets are never put into what it receives."""
    kind = kind_of(view)
    return kind == "public" or (kind == "lobby" and not view.get("me"))


def clock_of(view: View | None) -> Clock:
    return cast(Clock, (view or {}).get("clock") or {})


def phase_of(view: View | None) -> str | None:
    return clock_of(view).get("phase")


def phase_key(view: View | None) -> tuple[Any, ...] | None:
    """What identifies a phase: a change of it is a phase change (flash, sound)."""
    if not view:
        return None
    if is_lobby(view):
        return ("lobby",)
    clock = clock_of(view)
    return (clock.get("phase"), clock.get("game_day"), bool(clock.get("runoff")))


def rules_of(view: View) -> dict[str, Any]:
    return cast(dict[str, Any], view.get("rules") or {})


def table_of(view: View | None) -> TableInfo:
    return cast(TableInfo, (view or {}).get("table") or {})


def game_number_of(view: View | None) -> int:
    """The game's number at its table (one more after each "play again")."""
    return int(table_of(view).get("game", 1))


def pace_of(view: View) -> PaceInfo:
    return cast(PaceInfo, view.get("pace") or {})


def schedule_of(view: View) -> Schedule | None:
    return cast("Schedule | None", view.get("schedule") or None)


def players_of(view: View) -> list[PlayerRow]:
    return list(view.get("players") or [])


def lobby_seats_of(view: View) -> list[LobbySeat]:
    return list(view.get("seats") or [])


def lobby_reserves_of(view: View) -> list[LobbySeat]:
    """A lobby's reserves (a game view's ``reserves`` are names: see ``waiting_reserves``)."""
    return list(view.get("reserves") or [])


def registrations_of(view: View) -> list[Registration]:
    return list(view.get("registrations") or [])


def registration_of(view: View) -> Registration:
    return cast(Registration, view.get("registration") or {})


def waiting_reserves(view: View) -> list[str]:
    """A running game's reserves still waiting for a seat, in their order."""
    return [str(r.get("name", "")) for r in registrations_of(view) if r.get("place") == "reserve"]


def profiles_of(view: View) -> dict[str, Profile | None]:
    return {str(r.get("name")): r.get("profile") for r in registrations_of(view)}


def genders_of(view: View) -> dict[str, str | None]:
    """Each registered player's stated gender ("male", "female"; None: not stated) — a
    game view's registrations, a lobby's seats and reserves."""
    everyone = [*registrations_of(view), *lobby_seats_of(view), *lobby_reserves_of(view)]
    out: dict[str, str | None] = {}
    for row in everyone:
        if not isinstance(row, Mapping):  # a game view's reserves are names
            continue
        profile = row.get("profile")
        gender = profile.get("gender") if isinstance(profile, Mapping) else None
        out[str(row.get("name"))] = gender if gender in ("male", "female") else None
    return out


def connected_of(view: View) -> dict[str, bool]:
    return cast(dict[str, bool], view.get("connected") or {})


def nominees_of(view: View) -> list[str]:
    return list(view.get("nominees") or [])


def tally_of(view: View) -> dict[str, int]:
    return cast(dict[str, int], view.get("tally") or {})


def last_vote_of(view: View) -> VoteResult | None:
    return cast("VoteResult | None", view.get("last_vote") or None)


def inactive_due_of(view: View) -> list[InactiveDue]:
    """During the vote: who would be removed for inactivity now, with what he owes."""
    return list(view.get("inactive_due") or [])


def events_of(view: View) -> list[EventRecord]:
    return list(view.get("events") or [])


def announcements_of(view: View) -> list[Announcement]:
    return list(view.get("announcements") or [])


def questions_of(view: View) -> list[Question]:
    return list(view.get("questions") or [])


def winner_of(view: View) -> str | None:
    return cast("str | None", view.get("winner"))


def end_reason_of(view: View) -> str | None:
    return cast("str | None", view.get("end_reason"))


def winners_of(view: View) -> list[str]:
    """The players who won (the public view's ``winners``, at the end); empty before."""
    return list(view.get("winners") or [])


def story_of(view: View) -> Story:
    return cast(Story, view.get("story") or {})


def summary_of(view: View) -> TableSummary | None:
    """The group's record after the game that ended (None: no record, or not yet)."""
    return cast("TableSummary | None", view.get("summary") or None)


def my_record_of(view: View) -> SeatRecord | None:
    """This seat's own numbers in the group's record after the game (None: none)."""
    return cast("SeatRecord | None", view.get("my_record") or None)


# a seat's own parts


def me_of(view: View) -> Me | None:
    """A seat's own row; None for a spectator and in the lobby (where ``me`` is a name)."""
    me = view.get("me")
    return cast(Me, me) if isinstance(me, dict) else None


def mafia_of(view: View) -> MafiaBlock | None:
    return cast("MafiaBlock | None", view.get("mafia") or None)


def graveyard_of(view: View) -> Graveyard | None:
    """The room of the dead and the spectators: in the view of a seat out of the game, of
    a spectator who asked for it and of a moderating host; None everywhere else."""
    return cast("Graveyard | None", view.get("graveyard") or None)


def own_role(view: View) -> str | None:
    """The seat's role as it plays it now: "mafia_boss" for the mafioso who leads the
    family tonight (his role card and his own row say the same), else his dealt role."""
    me = me_of(view)
    if me is None:
        return None
    role = me.get("role")
    if role == "mafia" and (mafia_of(view) or {}).get("boss") == me.get("name"):
        return "mafia_boss"
    return role


def classic_seat_of(view: View) -> ClassicSeat:
    return cast(ClassicSeat, view.get("classic") or {})


def notebook_of(view: View) -> NotebookPanel | None:
    return cast("NotebookPanel | None", view.get("notebook") or None)


def actions_of(view: View) -> list[LegalAction]:
    return list(view.get("actions") or [])


def results_of(view: View) -> list[CheckAnswer]:
    return list(view.get("results") or [])


def messages_of(view: View) -> list[EventRecord]:
    return list(view.get("messages") or [])
