"""`dnmafia doctor`: each check names what is wrong (a damaged saved game, a missing icon or
translation, a taken web port, an unwritable folder), the report exits non-zero with the
failing lines repeated, in Russian by the settings; Qt's platform probe and the loopback
browse run for real (127.0.0.1 only)."""

from __future__ import annotations

import socket
import sys

import pytest

from desktop import i18n
from desktop.doctor import checks as doctor_checks
from desktop.doctor import net as doctor_net
from desktop.doctor import report as doctor
from desktop.doctor.checks import Finding, Status
from desktop.i18n import Language
from tests.desktop.test_saved_games import hotseat_log

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DNMAFIA_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


def test_saved_games_are_counted_and_damaged_ones_named(dirs) -> None:
    games = dirs / "data" / "games"
    games.mkdir(parents=True)
    torn = hotseat_log(games, commands=2).rename(games / "torn.dnlog")
    whole = hotseat_log(games, commands=2)
    with torn.open("ab") as handle:
        handle.write(b'{"t": "act", "half a rec')
    (games / "broken.dnlog").write_bytes(b"not a log at all\n")
    findings = doctor_checks.saved_games()
    assert findings[0].status is Status.INFO
    assert "3, of them 0 finished" in findings[0].text
    by_status = {f.status: f.text for f in findings[1:]}
    assert set(by_status) == {Status.FAIL, Status.WARN}
    assert "broken.dnlog" in by_status[Status.FAIL] and "cannot be opened" in by_status[
        Status.FAIL]
    assert "torn.dnlog" in by_status[Status.WARN] and "cut short" in by_status[Status.WARN]
    assert whole.name not in " ".join(by_status.values())


def test_folders_writable_or_not(dirs, monkeypatch) -> None:
    assert [f.status for f in doctor_checks.folders()] == [Status.OK, Status.OK]
    blocker = dirs / "file"
    blocker.write_text("x")
    monkeypatch.setenv("DNMAFIA_DATA_DIR", str(blocker / "data"))  # under a file
    config, data = doctor_checks.folders()
    assert config.status is Status.OK
    assert data.status is Status.FAIL and "not writable" in data.text


def test_icons_and_translations_found_here_and_missing_ones_fail(dirs, monkeypatch) -> None:
    assert [f.status for f in doctor_checks.icons()] == [Status.OK]
    assert [f.status for f in doctor_checks.translations()] == [Status.OK, Status.OK]
    empty = dirs / "assets"
    (empty / "icons").mkdir(parents=True)
    (empty / "i18n").mkdir()
    (empty / "icons" / "app.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    monkeypatch.setattr(doctor_checks.resources, "assets_dir", lambda: empty)
    monkeypatch.setattr(i18n, "i18n_dir", lambda: empty / "i18n")
    (icons,) = doctor_checks.icons()
    assert icons.status is Status.FAIL and "15 of 16" in icons.text and "app," not in icons.text
    assert [f.status for f in doctor_checks.translations()] == [Status.FAIL, Status.FAIL]


def test_web_port_taken_or_free(monkeypatch) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen(1)
        port = holder.getsockname()[1]
        monkeypatch.setenv(doctor_net.ENV_WEB_PORT, str(port))
        (taken,) = doctor_net.web_port()
        assert taken.status is Status.FAIL and str(port) in taken.text
    (free,) = doctor_net.web_port()
    assert free.status is Status.OK and "can be served" in free.text
    monkeypatch.setenv(doctor_net.ENV_WEB_PORT, "http")
    assert doctor_net.web_port()[0].status is Status.FAIL


def test_interfaces_follow_the_setting(monkeypatch) -> None:
    monkeypatch.setenv("DNMAFIA_INTERFACES", "127.0.0.1")
    (chosen,) = doctor_net.interfaces()
    assert chosen.status is Status.INFO and chosen.text.endswith("127.0.0.1")
    monkeypatch.setenv("DNMAFIA_INTERFACES", "eth0")
    assert doctor_net.interfaces()[0].status is Status.FAIL
    monkeypatch.delenv("DNMAFIA_INTERFACES")
    assert "127.0.0.1" in doctor_net.interfaces()[0].text  # all: loopback among them


def test_qt_platform_probe_loads_offscreen(monkeypatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    findings = doctor.qt_platform()
    assert [f.text for f in findings if f.status is Status.OK] == [
        'Qt platform plugin "offscreen" loads']
    monkeypatch.setenv("QT_QPA_PLATFORM", "no-such-platform")
    failed = [f for f in doctor.qt_platform() if f.status is Status.FAIL]
    assert failed and "no-such-platform" in failed[-1].text


def test_no_display_is_said_plainly_with_the_fix(monkeypatch) -> None:
    """Issue 33: without a display the report named only QT_QPA_PLATFORM."""
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    failed = [f.text for f in doctor.qt_platform() if f.status is Status.FAIL]
    assert failed, "no display must fail"
    said = failed[-1]
    assert "DISPLAY" in said and "WAYLAND_DISPLAY" in said and "is set" in said
    assert "DISPLAY=:0" in said and "desktop session" in said  # the fix
    assert "platform plugin" not in said


@pytest.mark.xdist_group("lan")
def test_loopback_browse_finds_its_probe() -> None:
    assert doctor_net.loopback_browse() == [
        Finding(Status.OK, "LAN discovery works on loopback (127.0.0.1)")]


def test_report_repeats_the_failures_and_speaks_russian(qapp) -> None:
    findings = [Finding(Status.OK, "fine"), Finding(Status.FAIL, "broken"),
                Finding(Status.WARN, "odd")]
    text, status = doctor.report(findings)
    assert status == 1
    assert text.splitlines()[-2:] == ["1 check(s) failed:", "  FAIL  broken"]
    assert doctor.report(findings[:1]) == ("DN Mafia doctor\n  ok    fine\nAll is well.", 0)
    assert doctor.report([Finding(Status.WARN, "odd")])[1] == 0
    try:
        assert i18n.install(qapp, Language.RU)
        text, _ = doctor.report(findings)
        assert text.splitlines()[0] == "Проверка DN Mafia"
        assert "Не пройдено проверок: 1" in text
        assert doctor_checks.translations()[0].text.startswith("Русский перевод: ")
    finally:
        i18n.install(qapp, Language.EN)


def test_the_phones_key_is_shown_with_its_fingerprint_or_its_damage(dirs) -> None:
    from netproto.seal_key import KEY_FILE, host_seal_key

    config = dirs / "config"
    (first,) = doctor_checks.phone_key()  # none yet, and the doctor makes none
    assert first.status is Status.INFO and "none yet" in first.text
    assert not (config / KEY_FILE).exists()
    key = host_seal_key()  # the first hosted table's
    (kept,) = doctor_checks.phone_key()
    assert kept.status is Status.OK
    assert str(config / KEY_FILE) in kept.text and key.fingerprint in kept.text
    (config / KEY_FILE).write_text("damaged")
    (bad,) = doctor_checks.phone_key()
    assert bad.status is Status.FAIL and "damaged" in bad.text
