"""The one request path of every client link (netproto.request_book): offline, pending,
sent again on a reconnect, answered once — for every request type, by its
``waits_for_link``; and the links that use it (LocalClient, LocalTableClient)."""

from __future__ import annotations

import pytest

from netproto.inprocess import LocalClient
from netproto.messages import Ack, ActMessage, AskMessage, Refused
from netproto.request_book import CONNECTION_LOST, OFFLINE, Link, RequestBook, view_phase
from netproto.session import TableConfig, TableSession

pytestmark = pytest.mark.timeout(60)

DAY_2 = {"clock": {"phase": "day", "game_day": 2, "runoff": None}}


def test_numbered_in_one_sequence_for_every_type() -> None:
    book = RequestBook(resends=True)
    seqs = [book.open(ActMessage.of("say", text="a"), Link.UP).seq,
            book.open(AskMessage.of("b?"), Link.UP).seq,
            book.open(ActMessage.of("sleep"), Link.DOWN).seq]
    assert seqs == [1, 2, 3]


def test_offline_a_request_that_does_not_wait_is_refused_and_kept_nowhere() -> None:
    book = RequestBook(resends=True)
    opened = book.open(AskMessage.of("anyone?"), Link.DOWN)
    assert opened.send is None and opened.refused is not None
    assert (opened.refused.seq, opened.refused.code) == (opened.seq, OFFLINE)
    assert book.entries == []


@pytest.mark.parametrize("message", [ActMessage.of("say", text="late"), AskMessage.of("q?")],
                         ids=["act", "ask"])
def test_after_the_link_closed_every_request_is_refused_with_its_reason(message) -> None:
    book = RequestBook(resends=True)
    opened = book.open(message, Link.CLOSED, closed_reason="table_closed")
    assert opened.refused is not None and opened.refused.code == "table_closed"
    assert book.open(message, Link.CLOSED).refused.code == OFFLINE
    assert book.entries == []


def test_an_act_made_offline_waits_pending_and_goes_when_the_link_is_back() -> None:
    book = RequestBook(resends=True)
    opened = book.open(ActMessage.of("vote", target="Bob"), Link.DOWN,
                       phase=view_phase(DAY_2))
    assert opened.send is None and opened.refused is None
    [entry] = book.waiting()
    assert not entry.sending and entry.seq == opened.seq
    [sent] = book.link_back()
    assert sent.seq == opened.seq and sent.act_id and sent.phase == "day 2"
    assert sent.fields == {"target": "Bob"}
    assert book.waiting()[0].sending
    assert book.link_back() == []  # sent once per link


def test_a_lost_link_sends_acts_again_under_the_same_id_and_loses_questions() -> None:
    book = RequestBook(resends=True)
    act = book.open(ActMessage.of("say", text="hi"), Link.UP).send
    ask = book.open(AskMessage.of("when?"), Link.UP)
    assert act is not None and ask.send is not None
    changed, lost = book.link_lost()
    assert changed
    assert [(r.seq, r.code) for r in lost] == [(ask.seq, CONNECTION_LOST)]
    assert [e.sending for e in book.entries] == [False]
    assert book.link_back() == [act]  # the very same message: seq, id and phase
    assert book.link_lost() == (True, [])
    assert book.link_lost() == (False, [])  # nothing was in flight


def test_an_answer_is_taken_once() -> None:
    book = RequestBook(resends=True)
    seq = book.open(ActMessage.of("sleep"), Link.UP).seq
    assert book.answer(seq) is not None
    assert book.answer(seq) is None  # the same answer again (a resend's ack): not ours
    assert book.answer(seq + 5) is None
    assert book.entries == []


def test_closing_answers_everything_still_in_the_book() -> None:
    book = RequestBook(resends=True)
    book.open(ActMessage.of("sleep"), Link.DOWN)
    book.open(AskMessage.of("q?"), Link.UP)
    refused = book.close("host_quit")
    assert [(r.seq, r.code) for r in refused] == [(1, "host_quit"), (2, "host_quit")]
    assert book.entries == []


def test_a_link_that_cannot_come_back_neither_waits_nor_stamps() -> None:
    book = RequestBook(resends=False)
    sent = book.open(ActMessage.of("say", text="x"), Link.UP, phase="day 1").send
    assert sent is not None and sent.act_id is None and sent.phase is None
    assert book.open(ActMessage.of("sleep"), Link.DOWN).refused.code == OFFLINE
    assert book.waiting() == []


def test_local_client_one_request_method_for_acts_and_questions() -> None:
    session = TableSession(TableConfig(write_log=False), clock=lambda: 0.0)
    ann = LocalClient(session)
    ann.hello("Ann")
    assert isinstance(ann.request(AskMessage.of("How long is a day?")), Ack)
    refused = ann.request(ActMessage.of("say", text="too early"))
    assert isinstance(refused, Refused) and refused.code == "not_started"
    assert ann.book.entries == []  # both answered
    ann.bye()
    after = ann.request(AskMessage.of("still there?"))
    assert isinstance(after, Refused) and after.code == OFFLINE


def test_local_table_client_answers_from_the_event_loop_and_refuses_offline(qtbot) -> None:
    from desktop.link import LocalTableClient

    session = TableSession(TableConfig(write_log=False), clock=lambda: 0.0)
    link = LocalTableClient(session, "Ann")
    answers: list[tuple[int, str]] = []
    link.acked.connect(lambda seq: answers.append((seq, "ack")))
    link.refused.connect(lambda seq, code, _text, _params: answers.append((seq, code)))
    early = link.request(AskMessage.of("before my welcome?"))  # not connected yet
    assert answers == []  # never under the caller
    qtbot.waitUntil(lambda: link.state.value == "connected")
    qtbot.waitUntil(lambda: (early, OFFLINE) in answers)
    seq = link.request(AskMessage.of("How long is a day?"))
    assert seq == early + 1 and (seq, "ack") not in answers
    qtbot.waitUntil(lambda: (seq, "ack") in answers)
    assert link.book.entries == []
    link.close()
