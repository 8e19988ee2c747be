"""The session's view contract (netproto/view_types.py) is the whole truth about the keys
the table session adds: every key a real view carries is the engine's (engine/view_types.py)
or declared there, every declared key is carried by some real view, in the views its
``KeyDoc`` names; and every key the phone's page reads off a view is declared."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, get_type_hints

from engine.options import Preset
from engine.view_types import PlayerView, PublicView
from netproto import fanout, session
from netproto.inprocess import LocalClient
from netproto.messages import AskMessage
from netproto.view_types import (
    LOBBY_VIEW_KEYS,
    SESSION_VIEW_KEYS,
    LobbyView,
    SessionPart,
    Shown,
    key_docs,
)
from record.keeper import RecordKeeper
from tests.helpers.names import DEAL, EIGHT, NAMES
from tests.helpers.play_out import play_to_end
from tests.helpers.seating import seat_all

ROOT = Path(__file__).resolve().parents[2]
ENGINE_KEYS = set(get_type_hints(PublicView)) | set(get_type_hints(PlayerView))


def join(table: session.TableSession, name: str, **hello: Any) -> LocalClient:
    client = LocalClient(table)
    client.hello(name, **hello)
    return client


def seen_views(make) -> dict[Shown, list[dict[str, Any]]]:
    """Real views of each kind the contract names: a lobby (a seat's, a spectator's), a
    game (a seat's, a spectator's, a waiting reserve's), the first view after a
    reconnect that sent ``since`` and a finished game's with the group's record."""
    views: dict[Shown, list[dict[str, Any]]] = {shown: [] for shown in Shown}
    table = make(preset=Preset.CLASSIC)
    clients = seat_all(table, EIGHT)
    clients["Ann"].request(AskMessage.of("When does the day end?"))
    table.announce("Welcome.")
    reserve = join(table, "Zed", reserve=True)
    watcher = join(table, "watcher", spectator=True)
    views[Shown.LOBBY] += [clients["Ann"].view, reserve.view, watcher.view]
    table.start()
    views[Shown.GAME] += [clients["Ann"].view, watcher.view, reserve.view]
    views[Shown.SEAT].append(clients["Ann"].view)
    views[Shown.RESERVE].append(reserve.view)
    # a Death Note table: a seat comes back saying what it holds
    dn = make(deal=DEAL)
    dn_clients = seat_all(dn, NAMES)
    dn.start()
    token = dn_clients["Bob"].token
    dn_clients["Bob"].bye()
    back = join(dn, "Bob", token=token, since={"events": 0, "messages": 0})
    views[Shown.RECONNECT].append(back.view)
    views[Shown.GAME].append(dn_clients["Ann"].view)
    # a game over at a table that keeps the group's record: its summary, a seat's numbers
    done = make(deal=DEAL)
    done.recorder = RecordKeeper(Path(done.config.log_dir) / "record.sqlite3")
    done_clients = seat_all(done, NAMES)
    done_watcher = join(done, "watcher", spectator=True)
    done.start()
    play_to_end(done)
    views[Shown.RECORDED] += [done_clients["Ann"].view, done_watcher.view]
    views[Shown.SEAT].append(done_clients["Ann"].view)
    views[Shown.GAME] += [done_clients["Ann"].view, done_watcher.view]
    return views


def test_the_key_list_is_derived_from_the_contract() -> None:
    assert tuple(get_type_hints(SessionPart)) == SESSION_VIEW_KEYS
    assert fanout.SESSION_VIEW_KEYS is SESSION_VIEW_KEYS
    assert session.SESSION_VIEW_KEYS is SESSION_VIEW_KEYS
    assert set(LOBBY_VIEW_KEYS) == set(get_type_hints(LobbyView)) - set(SESSION_VIEW_KEYS)
    assert not set(SESSION_VIEW_KEYS) & ENGINE_KEYS  # a key is the engine's or the session's


def test_every_key_a_view_carries_is_declared_and_every_declared_key_is_carried(make) -> None:
    views = seen_views(make)
    carried: set[str] = set()
    for shown, kind_views in views.items():
        assert kind_views, shown
        for view in kind_views:
            assert view, shown
            allowed = (set(SESSION_VIEW_KEYS) | set(LOBBY_VIEW_KEYS) if view["kind"] == "lobby"
                       else set(SESSION_VIEW_KEYS) | ENGINE_KEYS)
            assert set(view) <= allowed, (shown, set(view) - allowed)
            carried |= set(view) & set(SESSION_VIEW_KEYS)
    assert carried == set(SESSION_VIEW_KEYS)
    # each key shows in the views its KeyDoc names
    for key, doc in key_docs(SessionPart).items():
        for shown in doc.shown:
            assert any(key in view for view in views[shown]), (key, shown)
    for key in LOBBY_VIEW_KEYS:
        assert all(key in view for view in views[Shown.LOBBY]), key


def test_every_key_the_page_reads_off_a_view_is_declared() -> None:
    """The phone's page (netproto/web/js) reads ``view.key``; each key is in one of the
    two contracts."""
    declared = ENGINE_KEYS | set(get_type_hints(LobbyView))
    read: dict[str, str] = {}
    for path in sorted((ROOT / "netproto" / "web" / "js").glob("*.js")):
        for key in re.findall(r"\bview\??\.([A-Za-z_]+)", path.read_text(encoding="utf-8")):
            read.setdefault(key, path.name)
    assert read, "the page reads no view key: the pattern is wrong"
    unknown = {key: where for key, where in read.items() if key not in declared}
    assert not unknown, f"keys the page reads but no contract declares: {unknown}"
