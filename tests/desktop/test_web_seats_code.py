"""The browser seats' QR code: the drawn code decodes back to segno's matrix (whole pixels a
module, a white quiet zone), the projector shows it big in the lobby and small in the corner
during the game and hides it with no web page, the host console shows it with its address
or why the page is not served (in Russian too), and the host's "Seats from phones" setting
is kept and decides whether the table serves the page."""

from __future__ import annotations

from typing import Any

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from desktop import i18n
from desktop.board.projector import ProjectorWindow
from desktop.host.console import HostConsole
from desktop.host.setup import web_error_text
from desktop.i18n import Language
from desktop.link import LocalTableClient
from desktop.settings import Settings
from desktop.widgets.qr_code import QUIET_ZONE, QrCode, WebSeatsBox, qr_matrix
from netproto.hosting import HostedTable
from netproto.inprocess import LocalClient
from netproto.session import TableConfig, TableSession

pytestmark = [pytest.mark.timeout(60), pytest.mark.xdist_group("lan")]

URL = "http://127.0.0.1:8765/"
LEFT = Qt.MouseButton.LeftButton


def decode(widget: QrCode) -> tuple[list[list[bool]], int]:
    """The module grid read back from the widget's pixels (and the module's size): every
    module one colour, pure black or white, the quiet zone white."""
    image: QImage = widget.grab().toImage()
    unit = widget.module_px()
    side = widget.modules()
    assert image.width() == image.height() == side * unit  # whole pixels a module
    grid = []
    for row in range(side):
        line = []
        for col in range(side):
            colours = {image.pixelColor(col * unit + dx, row * unit + dy).name()
                       for dx in range(unit) for dy in range(unit)}
            assert colours in ({"#000000"}, {"#ffffff"}), (row, col, colours)  # crisp
            line.append(colours == {"#000000"})
        grid.append(line)
    border = QUIET_ZONE
    for index in range(side):
        for row, col in ((index, 0), (0, index), (index, side - 1), (side - 1, index)):
            assert not grid[row][col]
    assert not any(any(line) for line in grid[:border] + grid[-border:])
    return [line[border:-border] for line in grid[border:-border]], unit


@pytest.mark.parametrize("target", [90, 150, 420])
def test_the_drawn_code_is_segnos_matrix_in_whole_pixels(qtbot, target: int) -> None:
    widget = QrCode()
    qtbot.addWidget(widget)
    widget.set_target(target)
    widget.set_text("http://192.168.100.200:8765/")
    widget.show()
    modules, unit = decode(widget)
    expected = [[bool(m) for m in row] for row in segno.make(
        "http://192.168.100.200:8765/", error="l", boost_error=True, micro=False).matrix]
    assert modules == expected == widget.matrix()
    assert unit == max(2, target // widget.modules())
    assert widget.width() <= max(target, 2 * widget.modules())


def test_the_box_hides_without_an_address_and_prints_the_address(qtbot) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    box = WebSeatsBox(holder)
    holder.show()
    assert box.isHidden()
    box.show_url(URL)
    assert box.isVisible() and box.address.text() == URL and box.code.text() == URL
    assert box.caption.text() == "Play from your phone: scan the code"
    assert qr_matrix(URL) == box.code.matrix()
    box.show_url(None)
    assert box.isHidden() and box.url() is None


@pytest.fixture
def table():
    session = TableSession(TableConfig(name="Web", write_log=False))
    yield session
    session.close()


def projector(app: Any, qtbot, session: TableSession) -> ProjectorWindow:
    window = ProjectorWindow(app, LocalTableClient(session, "projector", spectator=True),
                             full_screen=False)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitUntil(lambda: window.board.view is not None)
    return window


def test_the_projector_shows_the_code_big_in_the_lobby_small_in_the_game(app, qtbot,
                                                                         table) -> None:
    table.table.web_url = URL
    window = projector(app, qtbot, table)
    board = window.board
    qtbot.waitUntil(lambda: board.web_lobby.isVisible())
    assert board.web_lobby.address.text() == URL and not board.web_corner.isVisible()
    assert decode(board.web_lobby.code)[0] == qr_matrix(URL)
    big = board.web_lobby.code.width()
    assert big >= 300  # about 12 px a module at 1920×1080: read from across the room
    clients = [LocalClient(table) for _ in range(9)]
    for index, client in enumerate(clients):
        client.hello(f"P{index}")
    table.start()
    qtbot.waitUntil(lambda: board.web_corner.isVisible())
    assert not board.web_lobby.isVisible()
    small = board.web_corner.code.width()
    assert 100 <= small <= big / 2
    assert decode(board.web_corner.code)[0] == qr_matrix(URL)
    assert_in_bottom_corner(board)
    # nine players in rows of four: the code takes the empty end of the last row
    assert board.web_corner.parentWidget() is board.player_grid.grid_host


def assert_in_bottom_corner(board: Any) -> None:
    box = board.web_corner
    bottom_right = box.mapTo(board, box.rect().bottomRight())
    assert bottom_right.y() >= board.height() - 60
    assert bottom_right.x() >= board.width() / 2


@pytest.mark.parametrize(("players", "in_grid"), [(8, False), (10, True), (14, False)])
def test_the_game_code_sits_where_there_is_room(app, qtbot, table, players: int,
                                                in_grid: bool) -> None:
    """In the players' last row when two cards' room is left there, else at the foot of
    the side column — in the bottom corner either way."""
    table.table.web_url = URL
    window = projector(app, qtbot, table)
    board = window.board
    clients = [LocalClient(table) for _ in range(players)]
    for index, client in enumerate(clients):
        client.hello(f"P{index}")
    table.start()
    qtbot.waitUntil(lambda: board.web_corner.isVisible())
    host = board.player_grid.grid_host if in_grid else board.running_page
    assert board.web_corner.parentWidget() is host
    if not in_grid:
        assert_in_bottom_corner(board)
    else:
        box = board.web_corner
        last_card = list(board.cards.values())[-1]
        assert box.geometry().left() > last_card.geometry().right()
        assert box.geometry().bottom() >= last_card.geometry().bottom() - 2


def test_the_projector_hides_the_code_when_no_page_is_served(app, qtbot, table) -> None:
    window = projector(app, qtbot, table)
    board = window.board
    assert not board.web_lobby.isVisible() and not board.web_corner.isVisible()
    assert board.web_lobby.url() is None


@pytest.fixture
def console(app, qtbot, monkeypatch):
    monkeypatch.setattr(HostConsole, "_ask", lambda *_a: True)
    made: list[HostConsole] = []

    def make(**kwargs: Any) -> HostConsole:
        HostConsole.advertise = False
        window = HostConsole(app, **kwargs)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        made.append(window)
        qtbot.addWidget(window)
        window.show()
        return window

    yield make
    HostConsole.advertise = True
    for window in made:
        window.shutdown()


def test_the_host_console_shows_the_code_and_the_address(console, qtbot, app) -> None:
    hosted = HostedTable(TableSession(TableConfig(name="Web", write_log=False)),
                         app.interfaces, advertise=False, web=False)
    hosted.session.table.web_url = URL  # as the web host sets it
    window = console(hosted=hosted)
    column = window.setup_page
    assert column.web_seats.isVisible() and column.web_seats.address.text() == URL
    assert decode(column.web_seats.code)[0] == qr_matrix(URL)
    assert not column.web_problem.isVisible()
    assert URL in window.address_status.text()


def test_the_host_console_says_why_phones_cannot_join(console, qtbot, app) -> None:
    hosted = HostedTable(TableSession(TableConfig(name="Web", write_log=False)),
                         app.interfaces, advertise=False, web=False)
    hosted.web_error = ("cannot serve web seats on 127.0.0.1:8765: The bound address is "
                        "already in use")
    window = console(hosted=hosted)
    column = window.setup_page
    assert not column.web_seats.isVisible()
    assert column.web_problem.isVisible()
    assert "127.0.0.1:8765" in column.web_problem.text()
    assert column.web_problem.text().startswith("Phones cannot join")
    app.set_language(Language.RU)
    try:
        window.refresh()
        assert column.web_problem.text().startswith("Телефоны не смогут подключиться")
        assert web_error_text("odd").endswith("как обычно.")
    finally:
        i18n.install(app.qapp, Language.EN)


def test_the_phone_seats_setting_is_kept_and_decides_the_web_page(console, qtbot, app,
                                                                 monkeypatch,
                                                                 tmp_path) -> None:
    assert Settings().web_seats is True  # on by default
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")  # any free port: tests never share one
    first = console()
    box = first.setup_page.web_box
    assert box.isChecked()
    qtbot.mouseClick(box, LEFT)
    assert app.settings.web_seats is False
    app.settings.save()
    assert Settings.load().web_seats is False  # stored in the settings file
    qtbot.mouseClick(first.open_button, LEFT)
    assert first.session is not None and first.session.table.web_url is None
    assert not first.setup_page.web_seats.isVisible() and not box.isEnabled()
    first.shutdown()
    second = console()
    assert not second.setup_page.web_box.isChecked()  # as the host left it
    qtbot.mouseClick(second.setup_page.web_box, LEFT)
    assert app.settings.web_seats is True
    qtbot.mouseClick(second.open_button, LEFT)
    assert second.session is not None and second.hosted.web_error is None
    url = second.session.table.web_url
    assert url and url.startswith("http://127.0.0.1:")
    assert second.setup_page.web_seats.isVisible()
    # the address as typed (a typed one has no key: that page is told to scan the code)
    assert second.setup_page.web_seats.address.text() == url.partition("#")[0]


def test_no_web_on_the_command_line_holds_the_page_off_for_the_run(console, qtbot, app,
                                                                   monkeypatch) -> None:
    """``dnmafia host --no-web``: the box is off and cannot be turned on, the table serves
    no page, and the host's own setting is left as it was for the next run."""
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")
    app.settings.web_seats = True
    window = console(web=False)
    box = window.setup_page.web_box
    assert not box.isChecked() and not box.isEnabled()
    assert "--no-web" in box.toolTip()
    qtbot.mouseClick(box, LEFT)
    assert not box.isChecked() and window.web_seats() is False
    qtbot.mouseClick(window.open_button, LEFT)
    assert window.session is not None and window.session.table.web_url is None
    assert window.hosted.web_error is None
    assert not window.setup_page.web_seats.isVisible()
    assert app.settings.web_seats is True  # the stored choice is untouched


def test_the_web_port_on_the_command_line_is_the_pages_port(console, qtbot, app) -> None:
    import socket

    with socket.socket() as probe:  # a port free a moment ago
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app.settings.web_seats = True
    window = console(web_port=port)
    qtbot.mouseClick(window.open_button, LEFT)
    assert window.session is not None
    assert window.session.table.web_url.startswith(f"http://127.0.0.1:{port}/#k=")


def test_the_host_command_passes_its_web_flags_to_the_console(monkeypatch) -> None:
    import desktop.main
    from desktop import cli

    seen: dict[str, Any] = {}

    def fake_desktop(argv, **kwargs):
        seen.update(kwargs)
        return 0

    monkeypatch.setattr(desktop.main, "main", fake_desktop)
    assert cli.main(["host", "--no-web", "--web-port", "9000"]) == 0
    assert seen == {"start": "host", "resume": None, "web": False, "web_port": 9000}
    assert cli.main(["host"]) == 0
    assert seen["web"] is True and seen["web_port"] is None


def test_unsealed_phones_are_the_hosts_choice_off_by_default(console, qtbot, app,
                                                             monkeypatch) -> None:
    """The console's "Phones without the code: unsealed": off by default,
    it goes into the table's settings when the table opens (and is kept for the next
    run), can no longer change once the table is open, and is greyed without web seats."""
    monkeypatch.setenv("DNMAFIA_WEB_PORT", "0")
    app.settings.web_seats = True
    first = console()
    box = first.setup_page.unsealed_box
    assert not box.isChecked() and box.isEnabled() and box.text()
    assert first.setup_page.config().allow_unsealed is False
    qtbot.mouseClick(first.setup_page.web_box, LEFT)  # no web page: nothing to allow
    assert not box.isEnabled()
    qtbot.mouseClick(first.setup_page.web_box, LEFT)
    assert box.isEnabled()
    box.setChecked(True)
    qtbot.mouseClick(first.open_button, LEFT)
    assert first.session is not None and first.session.config.allow_unsealed is True
    assert "#k=" in first.session.table.web_url  # the code still carries the key
    assert not box.isEnabled()
    first.shutdown()
    second = console()
    assert second.setup_page.unsealed_box.isChecked()  # as the host left it
