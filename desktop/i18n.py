"""The app's language: compiled translations, switching at runtime, engine texts by code.

Owns which language the app speaks: loading a compiled translation (``dnmafia_<lang>.qm``,
found by ``desktop.resources``; built from the Qt Linguist sources of ``assets/i18n`` at
build time by ``tools/build_qm.py`` — never here, and nothing is written at run time) with
a ``QTranslator`` and swapping it at runtime (Qt then sends ``LanguageChange``
events to the widgets itself) together with Qt's own translation for its dialogs
(``qtbase_<lang>.qm`` from PySide6), and turning the engine's message and refusal codes into
text in that language. Engine texts live in the contexts "engine.private",
"engine.public", "engine.mafia", "engine.graveyard", "engine.refusal", "engine.setup" and
"engine.role" (kept
in step with the
catalogues by ``tools/i18n_sync.py``), each looked up by its English template with the
code as disambiguation — a message about one named player in his gender's variant
("died|female") when he stated one, its neutral wording otherwise. Reads the engine's
catalogues only, and loads them on the first engine text (the launcher starts without
the engine); never touches engine state.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.event_words import EVENT_CONTEXTS, ROLE_PARAMS
from desktop.resources import i18n_dir


class Language(StrEnum):
    RU = "ru"
    EN = "en"


REFUSAL_CONTEXT = "engine.refusal"
SETUP_CONTEXT = "engine.setup"
ROLE_CONTEXT = "engine.role"



@cache
def message_contexts() -> tuple[tuple[str, Mapping[str, str]], ...]:
    """Each catalogue of message codes with its translation context, in the order a code
    is looked up (as engine.messages.render does)."""
    from engine.messages import GRAVEYARD, MAFIA_CHANNEL, PRIVATE, PUBLIC

    return tuple(zip(EVENT_CONTEXTS, (PRIVATE, PUBLIC, MAFIA_CHANNEL, GRAVEYARD), strict=True))


@cache
def _role_words() -> dict[str, tuple[str, str]]:
    """Role title or public word → (English title, code): the "engine.role" entry."""
    from engine.roles import ROLE_TABLE

    return {word: (d.title, role.value) for role, d in ROLE_TABLE.items()
            for word in (d.public_word, d.title)}

_translator: QTranslator | None = None
_qt_translator: QTranslator | None = None
# what ``_translator`` holds: (the app, the language, its file), so that the same again is
# a no-op (a reinstall sends every widget alive a LanguageChange and retranslates it)
_installed: tuple[int, Language, Path] | None = None


def current_language() -> Language:
    """The language the app speaks now (the one ``install`` last installed; English before
    any)."""
    return _installed[1] if _installed is not None else Language.EN


LOCALES = {
    Language.RU: QLocale(QLocale.Language.Russian, QLocale.Country.Russia),
    Language.EN: QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom),
}


def qm_path(language: Language) -> Path:
    """The compiled translation of ``language`` (it may be missing in a bare checkout:
    ``make`` or ``python3 tools/build_qm.py`` builds it)."""
    return i18n_dir() / f"dnmafia_{Language(language).value}.qm"


def qt_translations_dir() -> Path:
    """Where Qt's own translations are (``qtbase_ru.qm`` ships with PySide6)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def _install_qt(app: QCoreApplication, language: Language) -> bool:
    """Qt's own texts (a file dialog's "Look in", "Save", a message box's buttons) in
    ``language``; nothing for English, Qt's source language, or where they are missing."""
    global _qt_translator
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator.deleteLater()
        _qt_translator = None
    if Language(language) is Language.EN:
        return True
    translator = QTranslator(app)
    if not translator.load(f"qtbase_{Language(language).value}", str(qt_translations_dir())):
        translator.deleteLater()
        return False
    app.installTranslator(translator)
    _qt_translator = translator
    return True


def install(app: QCoreApplication, language: Language) -> bool:
    """Speak ``language`` from now on; False if its translation could not be loaded.

    The previous translator is removed first, so on failure the app shows the English
    source texts. Widgets get ``LanguageChange`` events from Qt and retranslate themselves.
    Qt's own dialogs follow (their translation is Qt's, loaded beside ours).
    """
    global _translator, _installed
    qm = qm_path(language)
    if _translator is not None and _installed == (id(app), Language(language), qm):
        return True
    # dates and numbers in the same language (Qt's "C" locale writes "2 12 2026")
    QLocale.setDefault(LOCALES[Language(language)])
    _install_qt(app, language)
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
        _installed = None
    translator = QTranslator(app)
    if not qm.exists() or not translator.load(str(qm)):
        translator.deleteLater()
        return False
    if not app.installTranslator(translator):
        return False
    _translator = translator
    _installed = (id(app), Language(language), qm)
    return True


def _role_word(value: Any) -> Any:
    words = _role_words()
    if isinstance(value, str) and value in words:
        title, code = words[value]
        return QCoreApplication.translate(ROLE_CONTEXT, title, code)
    if isinstance(value, str):  # a host's own role: the table's glossary names it
        from desktop import glossary

        return glossary.name_in(value, current_language().value) or value
    return value


def _translate(context: str, code: str, template: str, gender: str | None) -> str:
    """``code``'s text; in ``gender``'s variant where the translation words one (an
    untranslated variant reads as the English template: the neutral text is used)."""
    from engine.messages import ABOUT_ONE, GENDERS, gender_variant

    if gender in GENDERS and code in ABOUT_ONE:
        text = QCoreApplication.translate(context, template, gender_variant(code, gender))
        if text != template:
            return text
    return QCoreApplication.translate(context, template, code)


def _format(context: str, code: str, template: str, params: Mapping[str, Any],
            gender: str | None = None) -> str:
    from desktop.moments import MOMENT, moment_text
    from engine.messages import joined

    params = {key: _role_word(value) if key in ROLE_PARAMS else joined(value)
              for key, value in params.items()}
    # a moment ("d1 00:00") reads as the windows write one: «день 1, 00:00»
    params = {key: moment_text(value) if isinstance(value, str) and MOMENT.fullmatch(value)
              else value for key, value in params.items()}
    text = _translate(context, code, template, gender)
    for candidate in (text, template):
        try:
            return candidate.format_map(params)
        except (KeyError, IndexError, ValueError, AttributeError):
            continue  # a placeholder the parameters lack: try the English template
    return text


def engine_text(code: str, params: Mapping[str, Any], gender: str | None = None) -> str:
    """A private, public or mafia-channel message in the current language; ``gender``
    ("male", "female", None: not stated): the gender of the one player it is about
    (``engine.messages.ABOUT_ONE``)."""
    for context, catalogue in message_contexts():
        template = catalogue.get(code)
        if template is not None:
            return _format(context, code, template, params, gender)
    return code


def setup_text(code: str, params: Mapping[str, Any]) -> str | None:
    """Why a game cannot be set up (an engine SetupError code) in the current language;
    None for a code that is not the engine's."""
    from engine.messages import SETUP

    template = SETUP.get(code)
    return None if template is None else _format(SETUP_CONTEXT, code, template, params)


def refusal_text(code: str, params: Mapping[str, Any]) -> str:
    """A refusal reason in the current language."""
    from engine.messages import REFUSALS

    template = REFUSALS.get(code)
    if template is None:
        return code
    return _format(REFUSAL_CONTEXT, code, template, params)
