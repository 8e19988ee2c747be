"""Texts read whole in a 1366×768 window (issue 33), in Russian and English: a number
box's word for zero («авто: каждый четвёртый», not «четвёртый»), the player table's cells,
the ask field's placeholder."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QWidget

from desktop import i18n
from desktop.i18n import Language


@pytest.fixture(params=[Language.RU, Language.EN])
def language(request, qapp):
    assert i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, Language.EN)


def test_a_number_box_shows_its_zero_word_whole(app, qtbot, language) -> None:
    from desktop.widgets.rule_inputs import NumberInput, NumberKind

    form_host = QWidget()
    qtbot.addWidget(form_host)
    form = QFormLayout(form_host)
    box = NumberInput(NumberKind.COUNT)
    text = ("авто: каждый четвёртый" if language is Language.RU else "auto: one in four")
    box.set_zero_text(text)
    box.setValue(0)
    form.addRow("A rather long option label of the form", box)
    form_host.resize(300, 60)
    form_host.show()
    qtbot.waitExposed(form_host)
    edit = box.lineEdit()
    assert edit.fontMetrics().horizontalAdvance(text) <= edit.width() - 4, (edit.width(), text)
