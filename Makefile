# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-long lint scenarios bench clean i18n screenshots bundle

# the suite's worker processes (pytest-xdist): three on a two-core machine, so that one
# worker's waits (real sockets, zeroconf, subprocesses, the browser) overlap the others'
# work (2:44 against 3:04 with two, the same CPU); the random sweeps' size: tests/sweep.py
JOBS ?= 3

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip
	$(VPY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# the checkout's compiled translations (an installed app gets them from the wheel's build)
QM := assets/i18n/dnmafia_ru.qm assets/i18n/dnmafia_en.qm
assets/i18n/dnmafia_%.qm: assets/i18n/dnmafia_%.ts tools/build_qm.py
	$(PYTHON) tools/build_qm.py

run: $(STAMP) $(QM)
	$(VENV)/bin/dnmafia

# PYTHONDONTWRITEBYTECODE (set on some machines) is cleared for the tests: without the .pyc
# files every worker and every host or bench subprocess compiled the project again
# (collection alone 11 s instead of 3.5 s)
TEST_ENV = QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE=

test: $(STAMP) $(QM)
	$(VENV)/bin/ruff check .
	$(TEST_ENV) $(VPY) -m pytest -n $(JOBS) --dist loadgroup

# the long random sweeps, from a seed base that changes every run (printed in the header)
test-long: $(STAMP) $(QM)
	$(TEST_ENV) DNMAFIA_SWEEP=long $(VPY) -m pytest -n $(JOBS) --dist loadgroup

scenarios: $(STAMP)
	$(VENV)/bin/dnmafia scenario tests/scenarios/*.toml

bench: $(STAMP)
	$(VPY) bench/engine_bench.py

# refresh the translation sources after changing user-visible strings
i18n: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -locations none $$(find desktop -name "*.py" | sort) -ts assets/i18n/dnmafia_ru.ts assets/i18n/dnmafia_en.ts
	$(VPY) tools/build_web_texts.py --ts
	$(VPY) tools/i18n_sync.py
	$(VPY) tools/i18n_fill.py
	$(VPY) tools/i18n_sync.py
	$(VPY) tools/i18n_prune.py
	$(VPY) tools/build_web_texts.py
	$(VPY) tools/build_qm.py

# the windows in Russian and English, as PNG files under docs/screenshots/
screenshots: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(VPY) -m desktop.screenshots.shots docs/screenshots
	QT_QPA_PLATFORM=offscreen $(VPY) -m desktop.screenshots.group docs/screenshots/group
	QT_QPA_PLATFORM=offscreen $(VPY) -m desktop.screenshots.summary docs/screenshots/group

# a one-folder desktop bundle with PyInstaller: dist/dnmafia/ (docs/packaging.md)
bundle: $(STAMP)
	$(VPY) -m pip install --quiet -e '.[bundle,voice]'
	$(VPY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/dnmafia.spec
	@du -sh dist/dnmafia

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) build dist *.egg-info
