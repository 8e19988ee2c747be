"""The narrator's voices for ``dnmafia doctor``: which speech engine speaks, its voices for
each of the app's languages, and how to add a missing one.

Owns the voices check (reads ``desktop.narration.narrator.voices_by_language``). A missing
voice is a warning, never a failure: the narrator then shows captions. Must not import any
window.
"""

from __future__ import annotations

import sys

from desktop.doctor.checks import Finding, Status, found, translate
from desktop.i18n import Language


def _how_to_add() -> str:
    if sys.platform == "win32":
        return translate("doctor", "add the language's voice in Settings → Time & "
                                   "language → Speech")
    if sys.platform == "darwin":
        return translate("doctor", "add the language's voice in System Settings → "
                                   "Accessibility → Spoken content")
    return translate("doctor", "sudo apt-get install speech-dispatcher espeak-ng (or, for a "
                               "better Russian voice, RHVoice: speech-dispatcher-rhvoice "
                               "rhvoice-russian)")


def voices() -> list[Finding]:
    from desktop.narration.narrator import speech_module, voices_by_language

    module = speech_module()
    if module is None:
        return [found(Status.WARN, translate(
            "doctor", "No speech module (PySide6-Addons): the narrator shows captions only; "
            "to hear it: pip install \"dnmafia[voice]\""))]
    engines = [e for e in module.QTextToSpeech.availableEngines() if e != "mock"]
    if not engines:
        return [found(Status.WARN, translate(
            "doctor", "No speech engine: the narrator shows captions only; %1"),
            _how_to_add())]
    out = [found(Status.INFO, translate("doctor", "speech engines: %1"), ", ".join(engines))]
    by_language = voices_by_language()
    for language in Language:
        names = by_language.get(language.value) or []
        if names:
            out.append(found(Status.OK, translate("doctor", "narrator's voices (%1): %2"),
                             language.value, ", ".join(names)))
        else:
            out.append(found(Status.WARN, translate(
                "doctor", "No narrator's voice for \"%1\": its narration is shown as "
                "captions; %2"), language.value, _how_to_add()))
    return out
