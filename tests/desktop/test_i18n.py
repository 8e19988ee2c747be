"""Translations: the .ts files follow the engine catalogues, the Russian one is complete,
the compiled .qm files translate engine codes at runtime and switch languages."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop import i18n
from desktop.i18n import Language, engine_text, refusal_text
from desktop.resources import CHECKOUT_ASSETS
from engine.messages import (
    ABOUT_ONE,
    GENDERS,
    GRAVEYARD,
    MAFIA_CHANNEL,
    PRIVATE,
    PUBLIC,
    REFUSALS,
    SETUP,
)
from engine.roles import ROLE_TABLE

ROOT = Path(__file__).resolve().parents[2]
SYNC = ROOT / "tools" / "i18n_sync.py"
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def _ts(language: Language) -> Path:
    return CHECKOUT_ASSETS / "i18n" / f"dnmafia_{Language(language).value}.ts"


def _messages(language: Language) -> list[tuple[str, ET.Element]]:
    """The engine's entries (the desktop's own contexts are tested in
    test_translations.py)."""
    tree = ET.parse(_ts(language))
    return [(context.findtext("name"), message)
            for context in tree.getroot().iter("context")
            if (context.findtext("name") or "").startswith("engine.")
            for message in context.iter("message")]


def _load_sync():
    sys.path.insert(0, str(SYNC.parent))
    try:
        import i18n_sync
    finally:
        sys.path.remove(str(SYNC.parent))
    return i18n_sync


@pytest.fixture
def restore_english(qapp):
    yield qapp
    i18n.install(qapp, Language.EN)


def test_ts_files_are_in_sync_with_the_engine() -> None:
    done = subprocess.run([sys.executable, str(SYNC), "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_sync_and_desktop_agree_on_the_contexts() -> None:
    sync = _load_sync()
    contexts = sync.engine_contexts()
    # the messages, each about one named player with its variant per gender
    ours = {name: sync.with_gender_variants(dict(catalogue))
            for name, catalogue in i18n.message_contexts()}
    ours[i18n.REFUSAL_CONTEXT] = dict(REFUSALS)
    ours[i18n.SETUP_CONTEXT] = dict(SETUP)
    assert {k: v for k, v in contexts.items() if k != i18n.ROLE_CONTEXT} == ours
    assert i18n.ROLE_CONTEXT in contexts


def test_every_russian_entry_is_translated_with_its_placeholders() -> None:
    messages = _messages(Language.RU)
    expected = (len(PRIVATE) + len(PUBLIC) + len(MAFIA_CHANNEL) + len(GRAVEYARD)
                + len(REFUSALS) + len(SETUP)
                + len(ROLE_TABLE) + len(GENDERS) * len(ABOUT_ONE))
    assert len(messages) == expected
    for context, message in messages:
        source = message.findtext("source")
        translation = message.find("translation")
        where = f"{context} {message.findtext('comment')}"
        assert translation.get("type") is None, f"{where} is not finished"
        assert (translation.text or "").strip(), f"{where} has no translation"
        assert sorted(PLACEHOLDER.findall(translation.text)) == sorted(
            PLACEHOLDER.findall(source)), f"{where}: placeholders differ"


def test_each_message_about_one_player_names_him() -> None:
    """A gendered variant exists only for a message whose parameter names the player."""
    catalogues = {**PRIVATE, **PUBLIC, **MAFIA_CHANNEL}
    for code, param in ABOUT_ONE.items():
        assert "{" + param + "}" in catalogues[code], code


def test_english_translations_are_the_sources() -> None:
    for context, message in _messages(Language.EN):
        translation = message.find("translation")
        assert translation.get("type") is None, context
        assert translation.text == message.findtext("source")


def test_sync_keeps_other_contexts_and_translations(tmp_path: Path) -> None:
    sync = _load_sync()
    text = _ts(Language.RU).read_text(encoding="utf-8")
    desktop = ("<context>\n    <name>Launcher</name>\n    <message>\n"
               '        <location filename="desktop/launcher/window.py" line="3"/>\n'
               "        <source>Host a table</source>\n"
               "        <translation>Создать стол</translation>\n    </message>\n</context>\n")
    with_desktop = text.replace("<context>", desktop + "<context>", 1)
    assert sync.sync_text(with_desktop, "ru_RU") == with_desktop
    # an entry no longer in the catalogues is kept, vanished; a new one is unfinished
    renamed = with_desktop.replace("<comment>you_died</comment>", "<comment>gone_code</comment>")
    synced = sync.sync_text(renamed, "ru_RU")
    assert desktop in synced
    assert re.search(r"<comment>gone_code</comment>\s*<translation type=\"vanished\">"
                     r"Вы погибли\.</translation>", synced)
    assert re.search(r"<comment>you_died</comment>\s*<translation type=\"unfinished\">"
                     r"</translation>", synced)


def test_russian_engine_texts_and_switching_back(restore_english) -> None:
    app = restore_english
    assert i18n.install(app, Language.RU)
    lent = engine_text("notebook_lent", {})
    assert re.search("[а-яё]", lent, re.I), lent
    check = engine_text("check_result", {"target": "Ann", "answer": "Kira"})
    assert "Ann" in check and "Кира" in check
    assert "Ниа" in engine_text("role_card", {"role": "Near"})
    # a player's name that happens to be a role word stays a name
    assert "Kira" in engine_text("voted", {"by": "Kira", "target": "Ann"})
    assert re.search("[а-яё]", refusal_text("not_candidate", {"target": "Ann"}), re.I)
    assert i18n.install(app, Language.EN)
    assert engine_text("notebook_lent", {}) == PRIVATE["notebook_lent"]
    assert engine_text("check_result", {"target": "Ann", "answer": "Kira"}) == (
        "Check: Ann is Kira.")
    assert refusal_text("game_over", {}) == REFUSALS["game_over"]
    assert engine_text("game_over", {"winner": "mafia"}) == "The game is over: mafia wins."


def test_a_game_that_cannot_start_says_why_in_russian(restore_english) -> None:
    """A set-up refusal is worded by its code, in the host's language (not by matching the
    engine's English words); a table's own reason keeps its words."""
    from desktop.texts import setup_error_text
    from engine.errors import SetupError
    from engine.game import Game, GameSetup
    from engine.options import Preset

    with pytest.raises(SetupError) as caught:
        Game(GameSetup(Preset.CLASSIC, tuple("ABCDE"), 1, {"mafia_count": 3}))
    assert caught.value.code == "mafia_majority"
    assert i18n.install(restore_english, Language.RU)
    text = setup_error_text(caught.value)
    assert "3 мафиози на 5 игроков" in text and "меньшинстве" in text
    twice = setup_error_text(SetupError("deal_role_twice", role="doctor"))
    assert "Доктор" in twice or "доктор" in twice, twice
    assert "lobby only" in setup_error_text(SetupError("lobby only"))
    assert i18n.install(restore_english, Language.EN)
    assert setup_error_text(caught.value) == str(caught.value)


def test_unknown_codes_and_missing_params_do_not_raise(restore_english) -> None:
    assert i18n.install(restore_english, Language.RU)
    assert engine_text("no_such_code", {"x": 1}) == "no_such_code"
    assert refusal_text("no_such_refusal", {}) == "no_such_refusal"
    # a missing parameter leaves the template unformatted rather than raising
    assert "{target}" in engine_text("check_result", {})


# every code a table sends: a closing ``error``, a ``refused`` act, a host's lobby change
_TABLE_CODE = re.compile(
    r"""(?:_reject\(conn,|_close\(\w+,|Refused\(message\.seq,|LobbyError\(|FrameError\(|"""
    r"""return\s*\()\s*"([a-z_]+)",""")


def test_every_code_the_table_sends_reads_in_russian(restore_english) -> None:
    """A window shows why the table turned a player away or refused his act, in his
    language: each error and refusal code in netproto (and the Qt client's own) has its
    text, never the table's English words."""
    from desktop.texts import link_error, refused_text
    from netproto.qt_client import FATAL

    sources = "\n".join(path.read_text(encoding="utf-8")
                        for path in sorted((ROOT / "netproto").glob("*.py")))
    from netproto.flow import NOT_READING

    codes = set(_TABLE_CODE.findall(sources)) | FATAL | {"offline", "connection_lost",
                                                          NOT_READING}
    codes -= {"not_waiting"}  # the host console's own (desktop/host/lobby.py)
    assert {"table_full", "reserves_full", "no_reserves", "registration_refused", "reserve",
            "game_started", "kicked", "frame_too_large"} <= codes
    assert i18n.install(restore_english, Language.RU)
    untranslated = [code for code in sorted(codes)
                    if not re.search("[а-яё]", refused_text(code, "English words"), re.I)]
    assert not untranslated
    assert link_error("no_such_code", "the table's words") == "the table's words"


def test_a_throttled_refusal_says_when_to_try_again_in_russian(restore_english) -> None:
    """The door's codes (netproto.gate) and the seconds the table asked to wait."""
    from desktop.texts import link_error

    assert i18n.install(restore_english, Language.RU)
    text = link_error("throttled", "Too many wrong passwords", 3)
    assert "через 3 с." in text and re.search("[а-яё]", text.split(".")[0], re.I)
    assert "через 5 с." in link_error("bad_password", "Wrong", 5)
    for code in ("crowded", "seq_not_increasing", "name_lookalike"):
        assert re.search("[а-яё]", link_error(code, "English words"), re.I), code
    assert i18n.install(restore_english, Language.EN)
    assert link_error("throttled", "", 1).endswith("Try again in 1 s.")
