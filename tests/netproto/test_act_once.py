"""No act applied twice, none applied late: an act sent again under its id (``act.id``)
after a lost link is answered ``ack`` and not applied again — also by a table resumed from
its log —; an act stamped with a phase that has ended (``act.phase``) is refused
``phase_ended`` and changes nothing; and the host's close tells every client why.

In-process sessions (``LocalClient``: the real protocol core, no socket).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.commands import Action
from netproto.inprocess import LocalClient
from netproto.messages import (
    Ack,
    ActMessage,
    Bye,
    CloseReason,
    ProtocolError,
    Refused,
    parse_client_message,
    phase_stamp,
)
from netproto.session import TableSession
from netproto.storage import load_log
from tests.netproto.test_resume import config, seat_all

pytestmark = pytest.mark.timeout(60)


def send(client: LocalClient, do: str, act_id: str | None = None, phase: str | None = None,
         **fields: Any) -> Ack | Refused | None:
    return client.request(ActMessage(0, Action(do), fields, act_id, phase))


def chat(client: LocalClient, text: str) -> int:
    return sum(1 for e in client.view["events"] if text in str(e.get("params", {}).get("text")))


def stamp(view: dict[str, Any]) -> str:
    clock = view["clock"]
    return phase_stamp(clock["phase"], clock["game_day"], clock["runoff"] is not None)


def test_an_act_sent_again_under_its_id_is_acked_and_applied_once(tmp_path):
    session = TableSession(config(tmp_path))
    ann = seat_all(session)["Ann"]
    assert isinstance(send(ann, "say", "tap-1", text="hello all"), Ack)
    # the link dropped before the ack: a new connection sends it again, same id
    again = LocalClient(session)
    again.hello("Ann", token=ann.token)
    assert isinstance(send(again, "say", "tap-1", text="hello all"), Ack)
    assert chat(again, "hello all") == 1
    # another id is another act; another seat's same id is its own
    assert isinstance(send(again, "say", "tap-2", text="hello all"), Ack)
    assert chat(again, "hello all") == 2
    # an act without an id (an older client) is applied each time, as before
    send(again, "say", text="hello all")
    assert chat(again, "hello all") == 3
    session.close()


def test_a_resumed_table_still_knows_the_ids_it_applied(tmp_path):
    session = TableSession(config(tmp_path))
    clients = seat_all(session)
    assert isinstance(send(clients["Ann"], "say", "once-only", text="before the crash"), Ack)
    token = clients["Ann"].token
    path = session.log.path
    session.log.close()  # the host dies here: what is on disk is all there is
    lines = [line for line in path.read_text().splitlines() if '"once-only"' in line]
    assert len(lines) == 1 and '"t":"act"' in lines[0]
    loaded = load_log(path)
    assert loaded.act_ids == [("Ann", "once-only")]
    resumed = TableSession.resume(loaded, log_dir=tmp_path)
    ann = LocalClient(resumed)
    ann.hello("Ann", token=token)
    assert isinstance(send(ann, "say", "once-only", text="before the crash"), Ack)
    assert chat(ann, "before the crash") == 1
    resumed.close()


def test_an_act_from_a_phase_that_has_ended_is_refused_and_changes_nothing(tmp_path):
    session = TableSession(config(tmp_path))
    ann = seat_all(session)["Ann"]
    now = stamp(ann.view)
    earlier = "day 0" if now != "day 0" else "night 0"
    answer = send(ann, "say", "late-1", earlier, text="too late")
    assert isinstance(answer, Refused) and answer.code == "phase_ended"
    assert answer.params == {"phase": earlier, "now": now}
    assert chat(ann, "too late") == 0
    # refused acts are not remembered: the same id in the right phase is applied
    assert isinstance(send(ann, "say", "late-1", now, text="too late"), Ack)
    assert chat(ann, "too late") == 1
    session.close()


def test_act_ids_and_phase_stamps_are_checked_on_the_wire():
    base = {"t": "act", "seq": 1, "do": "say", "text": "x"}
    message = parse_client_message({**base, "id": "a-1_B", "phase": "vote 3 runoff"})
    assert (message.act_id, message.phase, message.fields) == ("a-1_B", "vote 3 runoff",
                                                                {"text": "x"})
    assert message.to_wire() == {**base, "id": "a-1_B", "phase": "vote 3 runoff"}
    for bad in ({"id": ""}, {"id": "a b"}, {"id": "x" * 65}, {"id": 5}, {"phase": "dusk 1"},
                {"phase": "day"}, {"phase": 3}):
        with pytest.raises(ProtocolError):
            parse_client_message({**base, **bad})


@pytest.mark.parametrize("over", [False, True])
def test_the_host_closing_the_table_tells_every_client_why(tmp_path: Path, over: bool):
    session = TableSession(config(tmp_path))
    clients = seat_all(session)
    if over:
        session.state = session.state.OVER
    session.close()
    for client in clients.values():
        byes = [m for m in client.received if isinstance(m, Bye)]
        assert byes == [Bye(CloseReason.GAME_OVER if over else CloseReason.CLOSED)]
        assert client.closed
    session = TableSession(config(tmp_path / "again"))
    clients = seat_all(session)
    session.close(CloseReason.QUIT)
    assert [m for m in clients["Bob"].received if isinstance(m, Bye)] == [Bye("host_quit")]
