"""The event log grows at its end: records after the last one shown are appended without
drawing the whole log again, and the result is what a whole drawing gives (the same lines,
the same bold ones); an older or changed record, or new genders, draws it all again."""

from __future__ import annotations

from desktop.widgets.events import EventLog


def records(first: int, count: int) -> list[dict]:
    out = []
    for index in range(first, first + count):
        if index % 3 == 0:
            out.append({"code": "chat", "at": f"d1 {10 + index}:00",
                        "params": {"by": "Ann", "text": f"line {index}"}})
        else:
            out.append({"code": "died" if index % 3 == 1 else "executed",
                        "at": f"d1 {10 + index}:00", "params": {"name": f"P{index}"}})
    return out


def formatted(log: EventLog) -> list[tuple[str, bool]]:
    """The log's text run by run, with whether each run is bold."""
    runs: list[tuple[str, bool]] = []
    block = log.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid():
                runs.append((fragment.text(), fragment.charFormat().fontWeight() > 500))
            it += 1
        block = block.next()
    return runs


class Counting(EventLog):
    def __init__(self) -> None:
        super().__init__()
        self.drawn = 0

    def setHtml(self, text: str) -> None:  # noqa: N802 - Qt's name
        self.drawn += 1
        super().setHtml(text)


def test_new_records_are_appended_as_a_whole_drawing_would_show_them(qtbot) -> None:
    grown = Counting()
    qtbot.addWidget(grown)
    grown.merge(records(0, 5), 0)
    assert grown.drawn == 1
    grown.merge(records(3, 4), 3)  # the view's window slid on: 3 and 4 known, 5 and 6 new
    grown.merge(records(7, 3), 7)
    assert grown.drawn == 1  # appended, not drawn again
    whole = EventLog()
    qtbot.addWidget(whole)
    whole.merge(records(0, 10), 0)
    assert grown.toPlainText() == whole.toPlainText()
    assert len(grown.toPlainText().splitlines()) == 10
    assert formatted(grown) == formatted(whole)
    assert any(bold for _text, bold in formatted(grown))


def test_an_older_or_changed_record_draws_the_log_again_in_order(qtbot) -> None:
    log = Counting()
    qtbot.addWidget(log)
    log.merge(records(5, 3), 5)
    log.merge(records(2, 3), 2)  # older ones (a catch-up): drawn again, in order
    assert log.drawn == 2
    lines = log.toPlainText().splitlines()
    assert [line.split()[0] for line in lines] == [f"{10 + i}:00" for i in range(2, 8)]
    changed = records(6, 1)  # a chat line
    changed[0]["params"]["text"] = "edited"
    assert not log.merge(changed, 6)  # nothing new, but a changed line is shown
    assert log.drawn == 3 and "edited" in log.toPlainText()


def test_the_log_follows_its_end_only_when_the_reader_was_there(qtbot) -> None:
    log = EventLog()
    qtbot.addWidget(log)
    log.resize(300, 120)
    log.show()
    log.merge(records(0, 40), 0)
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    log.merge(records(40, 5), 40)
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the reader scrolled back to read
    log.merge(records(45, 5), 45)
    assert bar.value() == 0
