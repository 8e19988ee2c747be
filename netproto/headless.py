"""The headless host: ``dnmafia host --headless`` runs a table under QCoreApplication.

Owns the command-line options of a headless table, wiring the session, the QtNetwork
host, LAN advertising, bot seats (``--bots``) and a small operator console on standard
input (start, next, kick, again, status, quit). Prints ``listening on ADDR:PORT`` once it accepts
connections, then the browser seats' ``web:`` address and its QR code drawn in the
terminal (a phone scans it off the host's screen); stops cleanly on SIGTERM or Ctrl+C.
Must not import desktop, bots (they come by a factory from the caller) or any Qt widget
module.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

from engine.clock import format_time
from engine.errors import Refusal
from engine.game import SetupError
from engine.options import OptionError, Preset, option_names, options_for
from engine.views import public_view
from netproto.messages import CloseReason
from netproto.pace import PaceMode, parse_phase_seconds
from netproto.session import TableConfig, TableSession, TableState
from netproto.storage import LogError, find_game, games_dir, load_log


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--headless", action="store_true",
                        help="run the table without windows (without it: the host console)")
    parser.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    parser.add_argument("--interface", action="append", metavar="ADDR",
                        help="listen and advertise on this address only (repeatable; "
                             "default: all, or env DNMAFIA_INTERFACES)")
    parser.add_argument("--table", default="DN Mafia", help="the table's name on the LAN")
    parser.add_argument("--password", help="a table password")
    parser.add_argument("--scenario", metavar="FILE.toml",
                        help="take preset, seed, options and deal from a scenario file "
                             "(its steps are ignored); seats are reserved for its players "
                             "and the game starts when all of them have joined")
    parser.add_argument("--players", type=int, default=15,
                        help="without --scenario: start when this many players sit")
    parser.add_argument("--pace", choices=[m.value for m in PaceMode], default="manual")
    parser.add_argument("--phase-seconds", default="", metavar="day=N,vote=N,night=N",
                        help="real durations of the phases in timed pace")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option (RULES.md §10), e.g. tie_rule=random")
    parser.add_argument("--resume", metavar="latest|GAME_ID",
                        help="resume a saved game (the newest unfinished one, or the table "
                             "id / file name): same table, same port, same seats")
    parser.add_argument("--no-advertise", action="store_true",
                        help="do not announce the table on the LAN (zeroconf)")
    parser.add_argument("--web-port", type=int, default=None, metavar="PORT",
                        help="serve the browser seats on this port (default: env "
                             "DNMAFIA_WEB_PORT, else 8765; taken: any free port; 0: any)")
    parser.add_argument("--no-web", action="store_true",
                        help="do not serve the browser seats (phones join by a web page)")
    parser.add_argument("--allow-unsealed", action="store_true",
                        help="let a phone that opened the address without the QR code's "
                             "key play with its link unsealed (default: it is told to scan "
                             "the code)")
    parser.add_argument("--roles", metavar="FILE.toml",
                        help="deal the host's own roles of this role file (docs/roles.md) "
                             "beside the preset's; without --scenario the table plays "
                             "the file's rules (its roles' preset)")
    parser.add_argument("--bots", type=int, default=0, metavar="N",
                        help="a fresh table: seat N bot players at once (they count toward "
                             "--players; the game starts when people fill the rest)")


def _console_class() -> type:
    """Qt is imported only when a table is hosted: ``dnmafia scenario`` starts without it."""
    from PySide6.QtCore import QObject, Signal

    class Console(QObject):
        """Reads operator commands from stdin on a thread; hands them to Qt by a signal."""

        line = Signal(str)

        def start(self) -> None:
            threading.Thread(target=self._read, daemon=True).start()

        def _read(self) -> None:
            for raw in sys.stdin:
                self.line.emit(raw.strip())

    return Console


def _config(args: argparse.Namespace) -> TableConfig:
    config = TableConfig(name=args.table, password=args.password or None,
                         pace=PaceMode(args.pace),
                         phase_seconds=parse_phase_seconds(args.phase_seconds),
                         log_dir=games_dir(),
                         allow_unsealed=getattr(args, "allow_unsealed", False))
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"--option {item!r}: expected NAME=VALUE")
        options[name.strip()] = _option_value(value.strip())
    if args.scenario:
        from engine.scenario import Malformed, load_scenario

        try:
            scenario = load_scenario(args.scenario)
        except Malformed as exc:
            raise ValueError(f"{args.scenario}: {exc}") from None
        setup = scenario.setup
        config.preset = setup.preset
        config.seed = setup.seed
        config.deal = dict(setup.deal) if setup.deal else None
        config.reserved = tuple(setup.players)
        config.max_seats = len(setup.players)
        options = {**setup.options, **options}
    config.options = options
    if args.scenario:
        config.custom_roles = scenario.setup.custom_roles
        config.role_counts = dict(scenario.setup.role_counts)
    if getattr(args, "roles", None):
        _load_roles(config, args.roles, from_scenario=bool(args.scenario))
    options_for(config.preset, options)
    if getattr(args, "bots", 0) < 0:
        raise ValueError("--bots must not be negative")
    if not args.scenario:
        from engine.roles import MAX_PLAYERS, MIN_PLAYERS

        if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
            raise ValueError(f"--players must be {MIN_PLAYERS}–{MAX_PLAYERS}")
        config.max_seats = args.players
    return config


def _load_roles(config: TableConfig, path: str, *, from_scenario: bool) -> None:
    """The host's role file (``--roles``) into the table's settings: its roles beside the
    scenario's; without a scenario the table plays the rules its roles are written for."""
    from engine.presets import preset_rules
    from engine.role_files import load_file
    from engine.rolebook import check_custom

    try:
        specs = load_file(path, option_names())
        if not from_scenario and specs:
            config.preset = Preset(specs[0].preset)
        config.custom_roles = check_custom(
            config.preset.value, (*config.custom_roles, *specs),
            options_for(config.preset, config.options),
            declared_night=preset_rules(config.preset).declared_night)
    except SetupError as exc:
        raise ValueError(f"--roles {path}: {exc}") from None


def _resumed(args: argparse.Namespace) -> TableSession:
    saved = find_game(args.resume)
    loaded = load_log(saved.path)
    if loaded.dropped:
        print(f"recovered {saved.path.name}: {loaded.dropped}", flush=True)
    session = TableSession.resume(loaded)  # LogError if it does not replay
    game = session.game
    print(f"resumed table {session.config.name!r} ({session.table_id}) after "
          f"{len(loaded.commands)} commands, at {format_time(game.state.now)}", flush=True)
    return session


def _option_value(text: str) -> object:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if text.isdigit():
        return int(text)
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dnmafia host")
    add_arguments(parser)
    args = parser.parse_args(argv)
    return run(args)


# A bot factory seats one bot at a session and returns it (``bots.add_bot``: the session,
# then optionally name, level, language and token as keywords): the caller passes it in,
# so that netproto never imports the bots, which import netproto.
BotFactory = Callable[..., Any]


def run(args: argparse.Namespace, bot_factory: BotFactory | None = None,
        keep_record: Callable[[TableSession, Any], Any] | None = None) -> int:
    """The headless host until it is told to quit; ``bot_factory`` seats ``--bots``;
    ``keep_record(session, app)`` gives the table the group's record (netproto cannot
    import it: ``desktop.record_hook.keep_record``)."""
    if not args.headless:
        print("dnmafia host: without --headless the host console is a window: run "
              "`dnmafia host`", file=sys.stderr)
        return 2
    try:
        session = _resumed(args) if args.resume else TableSession(_config(args))
    except (ValueError, OptionError, LogError) as exc:
        print(f"dnmafia host: {exc}", file=sys.stderr)
        return 2
    from PySide6.QtCore import QCoreApplication

    from netproto.qt_host import QtTableHost

    config = session.config
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if keep_record is not None:
        keep_record(session, app)
    from netproto.host_key import HostKeyError

    try:
        host = QtTableHost(session)
    except HostKeyError as exc:
        print(f"dnmafia host: {exc}", file=sys.stderr)
        return 1
    from netproto.discovery import interfaces_from_setting

    try:
        interfaces = args.interface or interfaces_from_setting()
    except ValueError as exc:
        print(f"dnmafia host: DNMAFIA_INTERFACES: {exc}", file=sys.stderr)
        return 2
    address = interfaces[0] if interfaces else "0.0.0.0"
    port = args.port or (session.port if args.resume and session.port else 0)
    if not host.listen(address, port):
        print(f"dnmafia host: cannot listen on {address}:{port}: {host.error_text()}",
              file=sys.stderr)
        return 1
    session.port = host.port
    web_line = _serve_web(host, address, args)
    if session.log is not None:  # a resumed table: its ports, for the next time
        session.log.record_port(host.port, session.web_port)
    advertiser = None
    if not args.no_advertise:
        from netproto.discovery import TableAdvertiser

        info = session.table_info()
        advertiser = TableAdvertiser(config.name, host.port, interfaces=interfaces,
                                     table_id=session.table_id, preset=info["preset"],
                                     takes_reserves=info["takes_reserves"],
                                     fingerprint=host.fingerprint)
        advertiser.start(info["seats_taken"], info["seats_total"], info["password"],
                         info["state"] != "lobby", info["state"] == "over")

    shown = {"state": session.state}

    def on_change() -> None:
        if session.state is not shown["state"]:
            shown["state"] = session.state
            if session.state is TableState.RUNNING:
                print(f"game started with {len(session.seats)} players", flush=True)
            elif session.state is TableState.OVER and session.game is not None:
                winner = public_view(session.game)["winner"]
                print(f"game over: {winner} wins", flush=True)
        info = session.table_info()
        if advertiser is not None:
            advertiser.update(seats_taken=info["seats_taken"], running=info["state"] != "lobby",
                              over=info["state"] == "over")
        if (session.state is TableState.LOBBY and not config.reserved
                and len(session.seats) >= config.max_seats):
            _start(session)

    session.listeners.append(on_change)
    console = _console_class()()
    console.line.connect(lambda text: _command(session, text, app))
    if sys.stdin is not None and not sys.stdin.closed:
        console.start()
    signal.signal(signal.SIGTERM, lambda *_: app.quit())
    signal.signal(signal.SIGINT, lambda *_: app.quit())
    print(f"listening on {address}:{host.port}", flush=True)
    if host.code:  # what a player who typed the address compares with his join page
        print(f"key code: {host.code}", flush=True)
    if web_line:
        print(web_line, flush=True)
        if host.session.table.web_url:
            print(terminal_qr(host.session.table.web_url, sys.stdout), end="", flush=True)
    print(f"table {config.name!r}, data in {config.log_dir}", flush=True)
    seated_bots = _seat_bots(session, args, bot_factory)
    try:
        app.exec()
    finally:
        for bot in seated_bots:
            bot.close()
        if advertiser is not None:
            advertiser.stop()
        # the program quits: the players are told (a finished game says so)
        host.close(CloseReason.GAME_OVER if session.state is TableState.OVER
                   else CloseReason.QUIT)
        print("stopped", flush=True)
    return 0


def terminal_qr(url: str, out: Any) -> str:
    """The QR code of ``url`` in text (two modules a character: block glyphs, a quiet zone
    of four modules), as segno draws it; "" where ``out`` cannot write the glyphs (an
    ASCII terminal), so the address line alone stays."""
    import io

    import segno

    buffer = io.StringIO()
    segno.make(url, error="l", boost_error=True, micro=False).terminal(out=buffer,
                                                                       compact=True)
    text = buffer.getvalue()
    try:
        text.encode(getattr(out, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return ""
    return text


def _serve_web(host: Any, address: str, args: argparse.Namespace) -> str:
    """The browser seats beside the table (unless ``--no-web``): the line(s) to print —
    loudly when a resumed table's phones' page could not have its old port."""
    if getattr(args, "no_web", False):
        return ""
    from netproto.hosting import lan_address
    from netproto.qt_web_host import serve_web

    url_host = lan_address() if address in ("0.0.0.0", "::") else address
    served = serve_web(host, address, url_host, getattr(args, "web_port", None))
    if served.server is None:
        return f"web: not served ({served.error})"
    line = f"web: {host.session.table.web_url}"
    if served.moved:
        line += f"\nWARNING: {served.moved}"
    return line


def table_language(args: argparse.Namespace) -> str:
    """The table's language (``--lang``, which the app adds with its languages; its
    default is the app's): the one its bots chat in."""
    return getattr(args, "lang", None) or "en"


def _seat_bots(session: TableSession, args: argparse.Namespace,
               bot_factory: BotFactory | None) -> list:
    """``--bots N``: bot seats at a fresh table; a resumed table's bots back in their
    seats (as they played, with their seat tokens)."""
    returning = session.bots_to_return() if args.resume else []
    count = getattr(args, "bots", 0) or 0
    if not returning and (count <= 0 or args.resume or session.state is not TableState.LOBBY):
        return []
    if bot_factory is None:
        print("cannot seat bots: this host was started without them", flush=True)
        return []
    seated = []
    if returning:
        for name, token, tag in returning:
            bot = bot_factory(session, name, level=tag.level, language=tag.language,
                              token=token)
            if bot.error is not None:
                print(f"cannot seat the bot {name} again: {bot.error[1]}", flush=True)
                continue
            seated.append(bot)
        if seated:
            print(f"bot(s) back in their seats: {', '.join(b.name for b in seated)}",
                  flush=True)
        return seated
    for _ in range(min(count, session.table_info()["seats_total"] - len(session.seats))):
        bot = bot_factory(session, language=table_language(args))
        if bot.error is not None:
            print(f"cannot seat a bot: {bot.error[1]}", flush=True)
            break
        seated.append(bot)
    if seated:
        print(f"seated {len(seated)} bot(s): {', '.join(b.name for b in seated)}", flush=True)
    return seated


def _start(session: TableSession) -> None:
    try:
        session.start()
    except SetupError as exc:
        print(f"cannot start: {exc}", flush=True)


def _command(session: TableSession, text: str, app: object) -> None:
    word, _, rest = text.partition(" ")
    try:
        if word == "start":
            _start(session)
        elif word == "next":
            session.advance_phase()
        elif word == "kick":
            session.kick(rest.strip())
        elif word == "again":  # the next game at this table ("again norepeat": new roles)
            session.play_again(no_repeat=rest.strip() == "norepeat")
        elif word == "quit":
            app.quit()
        elif word == "status":
            pass
        elif word:
            print(f"commands: start, next, kick NAME, again [norepeat], status, quit "
                  f"(not {word!r})", flush=True)
            return
    except (SetupError, Refusal, KeyError) as exc:
        print(f"{word}: {exc}", flush=True)
        return
    _status(session)


def _status(session: TableSession) -> None:
    seats = ", ".join(f"{s.name}{'' if s.conn else ' (away)'}" for s in session.seats)
    if session.game is None:
        print(f"lobby: {len(session.seats)} seated: {seats}", flush=True)
        return
    s = session.game.state
    print(f"{format_time(s.now)} {s.phase.value}; winner: {s.winner or '-'}; {seats}",
          flush=True)


__all__ = ["Preset", "add_arguments", "main", "run"]
