"""Registration at a table (docs/rules-classic.md C1.6, C3.3): a character's profile in
``hello`` and in everybody's lobby and game views; the host approving or refusing each
player; the player cap and the reserves, who wait outside the game until the engine
seats one in a removed player's place; the public deal counts; and all of it kept in the
game log across a resume. Every client here is a ``LocalClient``: the same bytes and
validation as a TCP client."""

from __future__ import annotations

import pytest

from engine.game import SetupError
from engine.options import Preset
from netproto.frames import encode_frame
from netproto.inprocess import LocalClient
from netproto.lobby import LobbyError, Place
from netproto.messages import (
    MAX_PROFILE,
    PROTO,
    ActMessage,
    AskMessage,
    Gender,
    Hello,
    Profile,
    ProtocolError,
    ViewMessage,
    parse_client_message,
)
from netproto.protocol import ProtocolCore
from netproto.session import SESSION_VIEW_KEYS, TableSession, TableState
from netproto.storage import load_log
from tests.helpers.names import EIGHT as NAMES
from tests.helpers.tables import tables

pytestmark = pytest.mark.timeout(60)

ANN = Profile("baker", "red scarf", "cheerful")


@pytest.fixture
def make(tmp_path):
    with tables(tmp_path, seed=3, preset=Preset.CLASSIC) as make:
        yield make


def join(session: TableSession, name: str, *, profile: Profile | None = None,
         reserve: bool = False, token: str | None = None) -> LocalClient:
    client = LocalClient(session)
    client.hello(name, profile=profile, reserve=reserve, token=token)
    return client


def seat(session: TableSession, names=NAMES) -> dict[str, LocalClient]:
    clients = {name: join(session, name) for name in names}
    for name, client in clients.items():
        assert client.error is None and not client.closed, name
    return clients


def views(client: LocalClient) -> int:
    return sum(1 for m in client.received if isinstance(m, ViewMessage))


# --------------------------------------------------------------------- the profile

def test_a_profile_travels_in_hello_and_shows_in_every_lobby_view(make) -> None:
    session = make()
    ann = join(session, "Ann", profile=ANN)
    bob = join(session, "Bob")
    watcher = LocalClient(session)
    watcher.hello("watcher", spectator=True)
    shown = {"profession": "baker", "appearance": "red scarf", "character": "cheerful",
             "gender": None}
    for client in (ann, bob, watcher):
        seats = {s["name"]: s for s in client.view["seats"]}
        assert seats["Ann"]["profile"] == shown
        assert seats["Bob"]["profile"] == {"profession": "", "appearance": "",
                                           "character": "", "gender": None}
    assert ann.view["registration"] == {"name": "Ann", "place": "seated",
                                        "wants_reserve": False, "profile": shown}
    assert "registration" not in watcher.view
    assert session.seats[0].profile == ANN


def test_the_wire_form_of_a_profile_is_checked() -> None:
    hello = Hello(PROTO, "t", "Ann", profile=Profile("  baker\tof  bread ", "", ""),
                  reserve=True)
    wire = hello.to_wire()
    assert wire["profile"] == {"profession": "  baker\tof  bread "} and wire["reserve"] is True
    parsed = parse_client_message(wire)
    assert parsed.profile == Profile("baker of bread") and parsed.reserve is True
    # an older client sends neither: nothing changes for it
    plain = parse_client_message({"t": "hello", "proto": PROTO, "name": "Bob"})
    assert plain.profile == Profile() and plain.reserve is False
    # unknown profile keys are ignored, like unknown hello keys
    extra = {"t": "hello", "proto": PROTO, "name": "Cid", "profile": {"age": "40"}}
    assert parse_client_message(extra).profile == Profile()
    bad = [{"profile": "baker"}, {"profile": {"profession": "x" * (MAX_PROFILE + 1)}},
           {"profile": {"appearance": "tall\u0007"}}, {"profile": {"character": 5}},
           {"profile": {"gender": "she"}}, {"profile": {"gender": ["female"]}},
           {"reserve": "yes"}]
    for fields in bad:
        with pytest.raises(ProtocolError):
            parse_client_message({"t": "hello", "proto": PROTO, "name": "Dan", **fields})
    assert len(ProtocolCore.encode(hello)) < 200


def test_a_malformed_profile_is_refused_and_changes_nothing(make) -> None:
    session = make()
    ann = join(session, "Ann")
    before = views(ann)
    rogue = LocalClient(session)
    rogue.session.receive_bytes(rogue.conn, encode_frame(
        {"t": "hello", "proto": PROTO, "name": "Bob",
         "profile": {"profession": "y" * (MAX_PROFILE + 5)}}))
    assert rogue.closed and rogue.error.code == "malformed"
    assert [s.name for s in session.lobby.everyone()] == ["Ann"]
    assert views(ann) == before


def test_a_gender_goes_in_hello_and_is_absent_when_not_stated() -> None:
    she = Hello(PROTO, "t", "Ann", profile=Profile(gender=Gender.FEMALE))
    assert she.to_wire()["profile"] == {"gender": "female"}
    assert parse_client_message(she.to_wire()).profile == Profile(gender=Gender.FEMALE)
    unstated = Hello(PROTO, "t", "Bob", profile=Profile("cook")).to_wire()
    assert unstated["profile"] == {"profession": "cook"}  # no gender key at all
    assert parse_client_message(unstated).profile.gender is None
    null = {"t": "hello", "proto": PROTO, "name": "Cid", "profile": {"gender": None}}
    assert parse_client_message(null).profile == Profile()
    # a log or a settings file with a strange value: not stated
    assert Profile.from_plain({"gender": "robot"}) == Profile()
    assert Profile.from_plain({"gender": "male"}).gender is Gender.MALE


def test_a_gender_round_trips_through_the_views_the_log_and_a_resume(make) -> None:
    session = make()
    clients = seat(session, NAMES[1:])
    ann = join(session, "Ann", profile=Profile("baker", gender=Gender.FEMALE))
    lobby = {s["name"]: s["profile"] for s in clients["Bob"].view["seats"]}
    assert lobby["Ann"]["gender"] == "female" and lobby["Bob"]["gender"] is None
    assert ann.view["registration"]["profile"]["gender"] == "female"
    session.start()
    shown = {r["name"]: r["profile"] for r in clients["Bob"].view["registrations"]}
    assert shown["Ann"] == {"profession": "baker", "appearance": "", "character": "",
                            "gender": "female"}
    assert shown["Bob"]["gender"] is None
    loaded = load_log(session.log.path)
    assert loaded.profiles["Ann"]["gender"] == "female" and "Bob" not in loaded.profiles
    session.close()
    resumed = TableSession.resume(load_log(loaded.path))
    try:
        back = LocalClient(resumed)
        back.hello("Ann", token=ann.token)
        assert back.error is None
        profiles = {r["name"]: r["profile"] for r in back.view["registrations"]}
        assert profiles["Ann"]["gender"] == "female" and profiles["Bob"]["gender"] is None
        assert resumed.seats[[s.name for s in resumed.seats].index("Ann")].profile == Profile(
            "baker", gender=Gender.FEMALE)
    finally:
        resumed.close()


# --------------------------------------------------------------------- approval

def test_the_host_approves_or_refuses_each_player(make) -> None:
    session = make(approve=True)
    ann = join(session, "Ann", profile=ANN)
    assert ann.error is None and not ann.closed
    assert ann.seat is None and ann.token  # welcomed, but no seat yet
    assert ann.view["registration"]["place"] == "pending"
    assert ann.view["seats"] == [] and session.table_info()["seats_taken"] == 0
    assert session.table_info()["approval"] is True
    bob = join(session, "Bob")
    session.approve("Bob")
    assert bob.view["registration"]["place"] == "seated"
    assert [s["name"] for s in ann.view["seats"]] == ["Bob"]
    # a refusal tells him, and nobody else's view changes
    before = views(bob)
    session.refuse("Ann")
    assert ann.closed and ann.error.code == "registration_refused"
    assert views(bob) == before
    assert [s.name for s in session.lobby.everyone()] == ["Bob"]
    with pytest.raises(KeyError):
        session.refuse("Ann")
    with pytest.raises(LobbyError) as refused:
        session.refuse("Bob")  # seated: the host kicks, he does not refuse
    assert refused.value.code == "not_waiting"
    # his token is void with his registration
    back = join(session, "Ann", token=ann.token)
    assert back.error.code == "bad_token"
    # he may register again, and wait again
    again = join(session, "Ann")
    assert again.view["registration"]["place"] == "pending"


def test_approval_off_lets_the_waiting_in_as_far_as_there_is_room(make) -> None:
    session = make(approve=True, max_seats=4, max_reserves=1)
    clients = {name: join(session, name, reserve=name == "Fay") for name in NAMES[:6]}
    assert len(session.pending) == 6
    session.set_approve(False)
    assert [s.name for s in session.seats] == ["Ann", "Bob", "Cid", "Dan"]
    assert [s.name for s in session.reserves] == ["Fay"]
    assert [s.name for s in session.pending] == ["Eve"]  # no room: he keeps waiting
    assert clients["Fay"].view["registration"]["place"] == "reserve"
    late = join(session, "Gus")
    assert late.error.code == "table_full"
    with pytest.raises(LobbyError) as full:
        session.approve("Eve")
    assert full.value.code == "table_full"


def test_only_a_classic_table_takes_reserves(make) -> None:
    session = make(preset="deathnote")
    zed = join(session, "Zed", reserve=True)
    assert zed.error.code == "no_reserves" and not session.lobby.everyone()
    assert zed.closed
    join(session, "Ann")
    with pytest.raises(LobbyError) as none:
        session.to_reserves("Ann")
    assert none.value.code == "no_reserves"


def test_reserves_left_from_a_classic_lobby_are_turned_away_at_a_death_note_start(
        make) -> None:
    """The host switches a classic lobby with reserves to the Death Note, whose rules never
    seat a reserve: the start tells them so and leaves them out of the game and its log,
    rather than keep them waiting for a seat that never comes."""
    session = make()
    clients = seat(session)
    zed = join(session, "Zed", reserve=True, profile=Profile("cook"))
    session.set_options("deathnote", {})
    assert [s.name for s in session.reserves] == ["Zed"]  # he may still be moved
    session.start()
    assert zed.closed and zed.error.code == "no_reserves"
    assert session.game.setup.reserves == () and not session.reserves
    assert "Zed" not in clients["Ann"].view["connected"]
    assert all(r["name"] != "Zed" for r in clients["Ann"].view["registrations"])
    loaded = load_log(session.log.path)
    assert "Zed" not in loaded.tokens and "Zed" not in loaded.profiles


def test_a_scenario_table_seats_its_names_without_approval(make) -> None:
    session = make(approve=True, reserved=("Ann", "Bob"), preset="deathnote")
    ann = join(session, "ann")
    assert ann.view["registration"]["place"] == "seated" and ann.seat == 0


# --------------------------------------------------------------------- reserves

def test_a_full_table_takes_reserves_and_the_host_moves_them(make) -> None:
    session = make(max_seats=4, max_reserves=2)
    clients = seat(session, NAMES[:4])
    late = join(session, "Eve")
    assert late.error.code == "table_full"
    eve = join(session, "Eve", reserve=True, profile=Profile("sailor"))
    join(session, "Fay", reserve=True)
    assert eve.error is None and eve.seat is None
    assert eve.view["registration"]["place"] == "reserve"
    reserves = clients["Ann"].view["reserves"]
    assert [r["name"] for r in reserves] == ["Eve", "Fay"]
    assert reserves[0]["profile"]["profession"] == "sailor"
    assert session.table_info()["seats_taken"] == 4
    assert join(session, "Gus", reserve=True).error.code == "reserves_full"
    # the host moves a player to the reserves and a reserve to the table
    with pytest.raises(LobbyError) as full:
        session.to_seats("Eve")
    assert full.value.code == "table_full"
    with pytest.raises(LobbyError):
        session.to_reserves("Ann")  # the reserves are full too
    session.kick("Fay")
    session.to_reserves("Ann")
    session.to_seats("Eve")
    assert [s.name for s in session.seats] == ["Bob", "Cid", "Dan", "Eve"]
    assert [s.name for s in session.reserves] == ["Ann"]
    assert clients["Ann"].view["registration"]["place"] == "reserve"
    assert [s["name"] for s in eve.view["seats"]] == ["Bob", "Cid", "Dan", "Eve"]
    with pytest.raises(KeyError):
        session.to_seats("Nobody")


def test_reserves_go_to_the_engine_in_registration_order_and_wait_outside(make) -> None:
    session = make(approve=True)
    clients = {name: join(session, name) for name in NAMES}
    for name in NAMES:
        session.approve(name)
    zed = join(session, "Zed", reserve=True, profile=Profile("", "", "quiet"))
    yan = join(session, "Yan", reserve=True)
    late = join(session, "Lou")  # still waiting when the game starts
    session.approve("Zed")
    session.approve("Yan")
    session.start()
    assert session.game.setup.reserves == ("Zed", "Yan")
    assert late.closed and late.error.code == "game_started" and not session.pending
    # a reserve sees the public view, and that he is a reserve
    view = zed.view
    assert view["kind"] == "public" and view["registration"] == {"name": "Zed",
                                                                "place": "reserve"}
    assert "me" not in view and "known_roles" not in view
    answer = zed.request(ActMessage.of("say", text="hello"))
    assert answer.code == "reserve"
    assert zed.request(AskMessage.of("May I watch?")).t == "ack"
    # everybody sees who is registered, with the characters
    registered = {r["name"]: r for r in clients["Ann"].view["registrations"]}
    assert registered["Zed"]["place"] == "reserve"
    assert registered["Zed"]["profile"]["character"] == "quiet"
    assert registered["Ann"]["place"] == "seated"
    assert "registration" not in clients["Ann"].view
    assert yan.view["registration"]["name"] == "Yan"


def test_a_reserve_is_seated_in_a_removed_players_place(make, tmp_path) -> None:
    session = make()
    clients = seat(session)
    zed = join(session, "Zed", reserve=True, profile=Profile("cook"))
    session.start()
    gone = "Cid"
    role = session.game.state.players[gone].role
    session.kick(gone)  # the host's removal: the reserve takes the seat (C3.3)
    assert clients[gone].closed
    events = [e["code"] for e in clients["Ann"].view["events"]]
    assert "replaced_by_host" in events  # the host removed him (not for inactivity)
    view = zed.view
    assert view["kind"] == "player" and view["me"]["name"] == "Zed"
    assert view["me"]["role"] == role.value and "registration" not in view
    assert zed.request(ActMessage.of("say", text="I am here")).t == "ack"
    assert [s.name for s in session.reserves] == []
    assert "Zed" in [s.name for s in session.seats]
    registered = {r["name"]: r for r in clients["Ann"].view["registrations"]}
    assert registered["Zed"]["place"] == "seated"
    # the log keeps the reserve, his token and his character: a resume has them all
    loaded = load_log(session.log.path)
    assert loaded.setup.reserves == ("Zed",)
    assert loaded.tokens["Zed"] == zed.token
    assert loaded.profiles["Zed"]["profession"] == "cook"
    session.close()
    resumed = TableSession.resume(load_log(loaded.path))
    try:
        assert resumed.game.state.players["Zed"].alive
        back = LocalClient(resumed)
        back.hello("Zed", token=zed.token)
        assert back.error is None and back.view["me"]["name"] == "Zed"
        profiles = {r["name"]: r["profile"] for r in back.view["registrations"]}
        assert profiles["Zed"]["profession"] == "cook"
    finally:
        resumed.close()


def test_a_waiting_reserve_comes_back_after_a_resume(make) -> None:
    session = make()
    seat(session)
    zed = join(session, "Zed", reserve=True)
    session.start()
    path = session.log.path
    session.close()
    resumed = TableSession.resume(load_log(path))
    try:
        assert [s.name for s in resumed.reserves] == ["Zed"]
        back = LocalClient(resumed)
        back.hello("Zed", token=zed.token)
        assert back.error is None and back.seat is None
        assert back.view["registration"]["place"] == "reserve"
    finally:
        resumed.close()


# --------------------------------------------------------------------- the deal counts

def test_the_deal_counts_are_public_and_follow_the_table(make) -> None:
    session = make(options={"mafia_count": 2, "extra_roles": ["doctor", "don"]},
                   max_seats=12)
    ann = join(session, "Ann")
    deal = ann.view["deal_counts"]  # too few seated: the counts of a full table
    assert deal["players"] == 12
    assert deal["roles"] == {"don": 1, "mafia": 1, "doctor": 1, "civilian": 9}
    seat(session, NAMES[1:])
    deal = ann.view["deal_counts"]
    assert deal["players"] == 8 and sum(deal["roles"].values()) == 8
    session.set_options("classic", {"mafia_count": 4})
    assert ann.view["deal_counts"]["roles"] is None  # 4 of 8: no town majority
    session.set_options("classic", {"extra_roles": ["thug"]})
    session.start()
    assert ann.view["deal_counts"] == {"players": 8,
                                       "roles": {"thug": 1, "mafia": 1, "civilian": 6}}
    counts: dict[str, int] = {}
    for player in session.game.state.players.values():
        word = "thug" if player.role.value == "thug" else player.role.value
        counts[word] = counts.get(word, 0) + 1
    assert counts == ann.view["deal_counts"]["roles"]


def test_a_games_deal_counts_are_the_engines_composition(make) -> None:
    """Once the game runs, the counts are the engine's own (``composition``): the deal the
    game started with — a reserve seated later changes nothing — and so after a resume."""
    session = make(options={"extra_roles": ["doctor"]})
    clients = seat(session)
    join(session, "Zed", reserve=True)
    session.start()
    ann = clients["Ann"]
    dealt = {"players": 8, "roles": ann.view["composition"]}
    assert ann.view["deal_counts"] == dealt
    assert sum(dealt["roles"].values()) == 8 and dealt["roles"]["doctor"] == 1
    session.kick("Cid")  # Zed takes his place
    assert "Zed" in session.game.state.players
    assert ann.view["deal_counts"] == dealt
    path = session.log.path
    session.close()
    resumed = TableSession.resume(load_log(path))
    try:
        back = LocalClient(resumed)
        back.hello("Ann", token=ann.token)
        assert back.view["deal_counts"] == dealt
    finally:
        resumed.close()


def test_a_death_note_games_deal_counts_are_the_rules_deal(make) -> None:
    session = make(preset="deathnote")
    clients = seat(session)
    session.start()
    assert "composition" not in clients["Ann"].view
    assert clients["Ann"].view["deal_counts"] == {
        "players": 8, "roles": {"kira": 1, "l": 1, "near": 1, "mafia_boss": 1, "mafia": 1,
                                "civilian": 3}}


def test_the_session_names_its_view_keys() -> None:
    assert {"registrations", "registration", "deal_counts"} <= set(SESSION_VIEW_KEYS)


def test_registration_changes_only_in_the_lobby(make) -> None:
    session = make()
    seat(session)
    join(session, "Zed", reserve=True)
    session.start()
    assert session.state is TableState.RUNNING
    for change in (lambda: session.approve("Zed"), lambda: session.to_seats("Zed"),
                   lambda: session.set_approve(True), lambda: session.refuse("Zed")):
        with pytest.raises(SetupError, match="lobby"):
            change()
    assert [s.name for s in session.reserves] == ["Zed"]
    assert session.reserves[0].place is Place.RESERVE


def test_a_reserve_kicked_before_he_is_seated_is_never_seated(make) -> None:
    """The host kicks a waiting reserve during the game: he leaves the engine's queue, so
    the next removal seats the reserve after him (or nobody), never the kicked one."""
    session = make()
    clients = seat(session)
    zed = join(session, "Zed", reserve=True)
    yan = join(session, "Yan", reserve=True)
    session.start()
    assert session.game.state.classic.reserves == ["Zed", "Yan"]
    session.kick("Zed")
    assert zed.closed
    assert session.game.state.classic.reserves == ["Yan"]
    assert [s.name for s in session.reserves] == ["Yan"]
    session.kick("Cid")
    assert "Yan" in session.game.state.players and "Zed" not in session.game.state.players
    assert yan.view["kind"] == "player"
    assert clients["Ann"].view["reserves"] == [] or all(
        r["name"] != "Zed" for r in clients["Ann"].view["reserves"])
