"""LAN discovery of DN Mafia tables over zeroconf (mDNS / DNS-SD).

Owns: announcing a hosted table (``TableAdvertiser``) and finding tables on the LAN
(``TableBrowser``). The service type, its TXT record (``TableInfo``) and the choice of
network interfaces (``interfaces_from_setting``) are ``netproto.discovery_records``'s,
importable from here too.

Threading: zeroconf runs its own event-loop thread and a browser thread. Nothing here
touches a Qt object from those threads; results go through a lock-protected queue and a
queued signal to the thread the ``TableBrowser`` lives in (normally the GUI thread).
The advertiser does its blocking zeroconf calls (probing, announcing) on a private
worker thread so that ``start``/``update`` never stall the Qt event loop.

Network hygiene: every zeroconf instance is built with the caller's ``interfaces``;
tests pass ``["127.0.0.1"]`` or run inside their own network namespaces.

Must not import ``desktop`` or any Qt widget module (QtCore only).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import socket
import threading
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from zeroconf import (
    DNSQuestionType,
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceInfo

from netproto.discovery_records import (
    ENV_INTERFACES,
    INSTANCE_NAME_BYTES,
    MAX_SEATS,
    PROTO_VERSION,
    RECORD_TTL,
    RESOLVE_TIMEOUT_MS,
    SERVICE_TYPE,
    TABLE_NAME_BYTES,
    TableInfo,
    clean_text,
    interfaces_from_setting,
    is_ipv4,
    strip_type,
    truncate_utf8,
)

__all__ = [
    "ENV_INTERFACES",
    "PROTO_VERSION",
    "SERVICE_TYPE",
    "TableAdvertiser",
    "TableBrowser",
    "TableInfo",
    "interfaces_from_setting",
]

log = logging.getLogger(__name__)

# --------------------------------------------------------------------------- helpers


def _new_suffix(table_id: str = "") -> str:
    """The tag that makes an instance name unique ("3f9a"): the table id's first four
    hex digits (the id is announced anyway), so that a table resumed after a crash comes
    back under its old name — the LAN lists update the entry instead of showing the table
    twice until the dead host's records expire — else random."""
    head = table_id[:4].lower()
    if len(head) == 4 and all(ch in "0123456789abcdef" for ch in head):
        return head
    return secrets.token_hex(2)


def _primary_ipv4() -> str:
    """The IPv4 address of the interface that holds the default route.

    A UDP ``connect`` only asks the kernel for a route; no packet is sent.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("192.0.2.1", 9))  # TEST-NET-1, never contacted
            return str(sock.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def _new_zeroconf(interfaces: list[str] | None) -> Zeroconf:
    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    # With an explicit list zeroconf picks the IP version from the addresses.
    return Zeroconf(interfaces=list(interfaces))


# --------------------------------------------------------------------------- advertiser


def _noop() -> None:
    return None


def _ignore_change(**_kwargs: object) -> None:
    return None


# what the TXT record says that changes: seats taken, seats total, password, running, over
_State = tuple[int, int, bool, bool, bool]


class TableAdvertiser:
    """Announces one hosted table on the LAN.

    ``start`` and ``update`` return at once; probing and announcing happen on a private
    worker thread (``wait_published`` waits for them). ``stop`` sends the goodbye and
    closes zeroconf; it blocks until that is done (normally well under a second) and is
    idempotent. An advertiser is single-use: after ``stop`` make a new one.
    """

    def __init__(
        self,
        name: str,
        port: int,
        *,
        interfaces: Iterable[str] | None,
        host_address: str | None = None,
        table_id: str = "",
        preset: str = "",
        takes_reserves: bool | None = None,
        fingerprint: str = "",
    ) -> None:
        if not isinstance(name, str) or not clean_text(name):
            raise ValueError("a table needs a name")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
            raise ValueError(f"bad port {port!r}")
        self._interfaces = list(interfaces) if interfaces else None
        if host_address is None:
            ipv4 = [a for a in self._interfaces or [] if is_ipv4(a)]
            host_address = ipv4[0] if ipv4 else _primary_ipv4()
        if not is_ipv4(host_address):
            raise ValueError(f"host_address must be an IPv4 address: {host_address!r}")
        self._host = host_address
        self._port = port
        clean = clean_text(name)
        self._name = truncate_utf8(clean, TABLE_NAME_BYTES)
        label = f"{truncate_utf8(clean, INSTANCE_NAME_BYTES)} [{_new_suffix(table_id)}]"
        self._service_name = f"{label}.{SERVICE_TYPE}"
        self._server = f"dnmafia-{secrets.token_hex(4)}.local."
        self._table_id = truncate_utf8(clean_text(table_id or ""), TABLE_NAME_BYTES)
        self._preset = preset
        self._takes_reserves = takes_reserves
        self._fingerprint = fingerprint  # the host's TLS key (TXT "fp")

        self._lock = threading.Lock()
        self._state: _State | None = None
        self._published: _State | None = None
        self._registered: ServiceInfo | None = None
        self._zc: Zeroconf | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._stopped = False

    # -- read-only facts

    @property
    def name(self) -> str:
        return self._name

    @property
    def port(self) -> int:
        return self._port

    @property
    def host_address(self) -> str:
        return self._host

    @property
    def instance(self) -> str:
        """The service instance name (may change once, on a name conflict at startup)."""
        with self._lock:
            service_name = self._service_name
        return strip_type(service_name) or service_name

    # -- control

    def start(self, seats_taken: int, seats_total: int, password: bool, running: bool,
              over: bool = False) -> None:
        """Begin announcing the table (probing and announcing continue in the background)."""
        state = self._check_state(seats_taken, seats_total, password, running, over)
        with self._lock:
            if self._stopped:
                raise RuntimeError("this advertiser was stopped; make a new one")
            if self._zc is not None:
                raise RuntimeError("already started")
            self._zc = _new_zeroconf(self._interfaces)
            self._state = state
            self._executor = ThreadPoolExecutor(1, thread_name_prefix="dnmafia-advertiser")
            self._executor.submit(self._publish)

    def update(
        self,
        *,
        seats_taken: int | None = None,
        seats_total: int | None = None,
        password: bool | None = None,
        running: bool | None = None,
        over: bool | None = None,
    ) -> None:
        """Change what the TXT record says; the new record goes out live. No-op after stop."""
        with self._lock:
            if self._stopped:
                return
            if self._state is None or self._executor is None:
                raise RuntimeError("not started")
            old = self._state
            state = self._check_state(
                old[0] if seats_taken is None else seats_taken,
                old[1] if seats_total is None else seats_total,
                old[2] if password is None else password,
                old[3] if running is None else running,
                old[4] if over is None else over,
            )
            if state == old:
                return
            self._state = state
            self._executor.submit(self._publish)

    def wait_published(self, timeout: float | None = None) -> bool:
        """Wait until the latest state is registered/announced; False on timeout or if
        the advertiser is not running."""
        with self._lock:
            executor = None if self._stopped else self._executor
        if executor is None:
            return False
        try:
            executor.submit(_noop).result(timeout)
        except (RuntimeError, TimeoutError):
            return False
        with self._lock:
            return self._published is not None and self._published == self._state

    def stop(self, timeout: float = 10.0) -> None:
        """Unregister (goodbye packets) and close zeroconf. Idempotent."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            executor = self._executor
        if executor is None:
            return
        done = executor.submit(self._shutdown)
        executor.shutdown(wait=False)
        try:
            done.result(timeout)
        except TimeoutError:
            log.warning("table advertiser did not stop within %.1f s", timeout)

    def __enter__(self) -> TableAdvertiser:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # -- worker thread

    @staticmethod
    def _check_state(
        seats_taken: int, seats_total: int, password: bool, running: bool, over: bool = False
    ) -> _State:
        for value in (seats_taken, seats_total):
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"seat counts must be integers, not {value!r}")
        if not (1 <= seats_total <= MAX_SEATS and 0 <= seats_taken <= seats_total):
            raise ValueError(f"bad seats {seats_taken}/{seats_total}")
        return (seats_taken, seats_total, bool(password), bool(running) or bool(over), bool(over))

    def _make_info(self, state: _State, service_name: str) -> ServiceInfo:
        table = TableInfo(
            instance=strip_type(service_name) or service_name,
            name=self._name,
            host=self._host,
            port=self._port,
            proto=PROTO_VERSION,
            seats_taken=state[0],
            seats_total=state[1],
            password=state[2],
            running=state[3],
            table_id=self._table_id,
            over=state[4],
            preset=self._preset,
            takes_reserves=self._takes_reserves,
            fingerprint=self._fingerprint,
        )
        return ServiceInfo(
            SERVICE_TYPE,
            service_name,
            port=self._port,
            properties=table.to_txt(),
            server=self._server,
            host_ttl=RECORD_TTL,
            other_ttl=RECORD_TTL,
            parsed_addresses=[self._host],
        )

    def _publish(self) -> None:
        with self._lock:
            if self._stopped:
                return
            state = self._state
            service_name = self._service_name
            zc = self._zc
        if state is None or zc is None or state == self._published:
            return
        info = self._make_info(state, service_name)
        try:
            if self._registered is None:
                self._register(zc, info)
                with self._lock:
                    self._service_name = info.name  # renamed if the name was taken
                log.info("announcing table %r as %r", self._name, info.name)
            else:
                zc.update_service(info)
            self._registered = info
            with self._lock:
                self._published = state
        except Exception:
            log.exception("could not announce table %r", self._name)

    @staticmethod
    def _register(zc: Zeroconf, info: ServiceInfo) -> None:
        """Probe and announce, renaming the instance if its name is taken.

        zeroconf only notices a taken name if the type's PTR records are in its cache,
        so a short-lived browser asks for them while the probes go out.
        """
        warmup = ServiceBrowser(
            zc, SERVICE_TYPE, handlers=[_ignore_change], question_type=DNSQuestionType.QM
        )
        try:
            zc.register_service(info, allow_name_change=True)
        finally:
            warmup.cancel()

    def _shutdown(self) -> None:
        zc = self._zc
        if zc is None:
            return
        if self._registered is not None:
            try:
                zc.unregister_service(self._registered)
            except Exception:
                log.exception("could not withdraw table %r", self._name)
            self._registered = None
        try:
            zc.close()
        except Exception:
            log.exception("error closing zeroconf")


# --------------------------------------------------------------------------- browser


class _BrowseSession:
    """One running zeroconf browser. Lives across zeroconf's threads; no Qt in here.

    Events for the Qt side are queued in order under a lock: ("info", key, TableInfo |
    None) after a resolution, ("gone", key, None) on removal. A per-service generation
    number drops resolutions overtaken by a later add/update/remove.
    """

    def __init__(self, interfaces: list[str] | None, notify: Callable[[], None]) -> None:
        self._notify = notify
        self._lock = threading.Lock()
        self._events: deque[tuple[str, str, TableInfo | None]] = deque()
        self._generation: dict[str, int] = {}
        self._pending: set[Future[Any]] = set()
        self._notified = False
        self._closed = False
        self.zc = _new_zeroconf(interfaces)
        try:
            self.browser = ServiceBrowser(self.zc, SERVICE_TYPE, handlers=[self._on_change])
        except Exception:
            self.zc.close()
            raise

    def take_events(self) -> list[tuple[str, str, TableInfo | None]]:
        with self._lock:
            self._notified = False
            events = list(self._events)
            self._events.clear()
        return events

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._events.clear()
        try:
            self.browser.cancel()  # joins the browser thread: no new resolutions after this
        except Exception:
            log.exception("error cancelling the service browser")
        with self._lock:
            pending = list(self._pending)
        for future in pending:
            future.cancel()
        try:
            self.zc.close()
        except Exception:
            log.exception("error closing zeroconf")

    # -- zeroconf's browser thread

    def _on_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        try:
            key = name.lower()
            with self._lock:
                if self._closed:
                    return
                generation = self._generation.get(key, 0) + 1
                self._generation[key] = generation
                if state_change is ServiceStateChange.Removed:
                    self._push(("gone", key, None))
                    return
            future = asyncio.run_coroutine_threadsafe(
                self._resolve(service_type, name, key, generation), self.zc.loop
            )
            with self._lock:
                self._pending.add(future)
            future.add_done_callback(self._forget)
        except Exception:  # never let anything escape into zeroconf's thread
            log.exception("error handling %s for %r", state_change, name)

    def _forget(self, future: Future[Any]) -> None:
        with self._lock:
            self._pending.discard(future)

    # -- zeroconf's event loop

    async def _resolve(self, service_type: str, name: str, key: str, generation: int) -> None:
        try:
            info = AsyncServiceInfo(service_type, name)
            resolved = await info.async_request(self.zc, RESOLVE_TIMEOUT_MS)
            if not resolved:
                log.debug("could not resolve %r in time", name)
                return
            table = TableInfo.from_service(info)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("error resolving %r", name)
            return
        with self._lock:
            if self._closed or self._generation.get(key) != generation:
                return
            self._push(("info", key, table))

    # -- any thread, lock held

    def _push(self, event: tuple[str, str, TableInfo | None]) -> None:
        self._events.append(event)
        if not self._notified:
            self._notified = True
            try:
                self._notify()
            except RuntimeError:  # the Qt object is already gone
                log.debug("table browser deleted before stop()")


class TableBrowser(QObject):
    """Finds DN Mafia tables on the LAN and reports them by Qt signals.

    Signals are emitted in the thread this object lives in (normally the GUI thread),
    never in zeroconf's threads. Call ``stop`` before dropping the browser.
    """

    tableAppeared = Signal(object)  # TableInfo
    tableChanged = Signal(object)  # TableInfo
    tableGone = Signal(str)  # instance name
    _wake = Signal()  # emitted from zeroconf's threads, delivered queued

    def __init__(self, interfaces: Iterable[str] | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._interfaces = list(interfaces) if interfaces else None
        self._session: _BrowseSession | None = None
        self._tables: dict[str, TableInfo] = {}
        self._superseded: set[str] = set()  # keys of entries a newer one of the table replaced
        self._wake.connect(self._drain, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        """Start browsing (no-op if already browsing)."""
        if self._session is None:
            self._session = _BrowseSession(self._interfaces, self._wake.emit)

    def stop(self) -> None:
        """Stop browsing and forget all tables (no signals). Idempotent."""
        session, self._session = self._session, None
        if session is not None:
            session.close()
        self._tables.clear()
        self._superseded.clear()

    def is_running(self) -> bool:
        return self._session is not None

    def tables(self) -> list[TableInfo]:
        """The tables known now, sorted by name."""
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.instance))

    def _drop_same_table(self, table: TableInfo) -> None:
        """A table that appears under a new instance name while its id is listed under an
        old one (a host resumed after a crash by an older version, or renamed on a name
        conflict): the old entry is a dead host's until its records expire, so the list
        keeps the newer one only."""
        if not table.table_id:
            return
        for key, listed in list(self._tables.items()):
            if listed.table_id == table.table_id:
                del self._tables[key]
                self._superseded.add(key)
                self.tableGone.emit(listed.instance)

    @Slot()
    def _drain(self) -> None:
        session = self._session
        if session is None:
            return
        for kind, key, table in session.take_events():
            old = self._tables.get(key)
            if kind == "info" and table is not None:
                if key in self._superseded:
                    continue  # a table seen since under another name (see below)
                if old is None:
                    self._drop_same_table(table)
                    self._tables[key] = table
                    self.tableAppeared.emit(table)
                elif old != table:
                    self._tables[key] = table
                    self.tableChanged.emit(table)
            elif old is not None:  # removed, or its record turned invalid
                del self._tables[key]
                self.tableGone.emit(old.instance)
            else:
                self._superseded.discard(key)
            if self._session is not session:  # a slot called stop()
                return
