"""The hot-seat board's words (issue 33): a table without a host does not say «фазы
переключает ведущий» — it names the board's own button."""

from __future__ import annotations

import pytest

from tests.desktop.test_hotseat import app, new_game  # noqa: F401 - the hot-seat app fixture

pytestmark = pytest.mark.timeout(120)


def test_the_hot_seat_board_names_its_button_not_a_host(app, qtbot) -> None:  # noqa: F811
    window = new_game(app, qtbot)
    banner = window.board_page.board.banner
    qtbot.waitUntil(lambda: bool(banner.countdown_caption.text()), timeout=5000)
    caption = banner.countdown_caption.text()
    assert "host" not in caption and "Next phase" in caption, caption
