# The commands of the README.  Each creates .venv on first use and installs
# the project with the extras it needs from pyproject.toml.
# The interpreter of .venv: Debian's python3.11 where the machine has it (it is
# built with profile-guided and link-time optimisation, and runs the engine, the
# notebooks' trials and the tests 11 to 28% faster than an unoptimised build such
# as pyenv's on these machines: README.md), else the python3 on the PATH.
# `make PYTHON=python3.12 test` chooses another; the interpreter .venv was made
# with is kept in .venv/.interpreter, and .venv is made again when it changes.
PYTHON ?= $(firstword $(wildcard /usr/bin/python3.11) python3)
# `make serve PORT=8001` serves on another port.
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
LAB_STAMP := $(VENV)/.lab-stamp
export NO_MKDOCS_2_WARNING := 1
# pip quiet twice: errors only (once, it passes on a screen of setuptools'
# warnings about editable installs at every set-up).
PIP := $(BIN)/python -m pip install --quiet --quiet

.PHONY: serve test build notebooks run-notebooks clean FORCE

$(STAMP): pyproject.toml $(if $(filter $(PYTHON),$(file <$(VENV)/.interpreter)),,FORCE)
	if [ "$$(cat $(VENV)/.interpreter 2>/dev/null)" != "$(PYTHON)" ]; then rm -rf $(VENV); fi
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	echo '$(PYTHON)' > $(VENV)/.interpreter
	$(PIP) --upgrade pip
	$(PIP) -e '.[site,test]'
	touch $(STAMP)

# Pyodide (which the site serves), paged.js (which lays out the PDF), axe-core
# (for the accessibility tests) and Lighthouse (make browser-figures) come from
# npm, pinned in package-lock.json.  None needs an install script (the only two
# in the tree, core-js's and es5-ext's, print notices), so none is run.
NODE_STAMP := node_modules/.package-lock.json
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts
	touch $(NODE_STAMP)

# The browser tests drive Debian's Chromium through Playwright (never a browser
# that Playwright would download); every build prints the edition's PDF with it
# (docs/hooks/print_edition.py), which the tests read with poppler-utils.
CHROMIUM := /usr/bin/chromium
$(CHROMIUM):
	apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
# The browser tests drive Chromium's headless shell (the same Blink and V8
# without the browser around them): the browser tests' CPU time 258 -> 195 s.
CHROMIUM_SHELL := /usr/bin/chromium-headless-shell
$(CHROMIUM_SHELL):
	apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell
PDFTOPPM := /usr/bin/pdftoppm
$(PDFTOPPM):
	apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils

# The TEI tests validate with Debian's jing (a Relax NG validator).
JING := /usr/bin/jing
$(JING):
	apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y jing

$(LAB_STAMP): $(STAMP)
	$(PIP) -e '.[site,test,lab]'
	touch $(LAB_STAMP)

# The site's address (mkdocs.yml's site_url, the citations, the engine's law
# links: PLAYABLE_SITE_URL) is the one served, on PORT, unless it is set.
serve: $(STAMP) $(NODE_STAMP) $(CHROMIUM)
	PLAYABLE_SITE_URL="$${PLAYABLE_SITE_URL:-http://127.0.0.1:$(PORT)/}" \
	    $(BIN)/mkdocs serve --dev-addr 127.0.0.1:$(PORT)

# On every core (pytest-xdist); the site is built once for all of them (tests/conftest.py).
test: $(STAMP) $(NODE_STAMP) $(CHROMIUM) $(CHROMIUM_SHELL) $(JING) $(PDFTOPPM)
	$(BIN)/python -m pytest -n auto

build: $(STAMP) $(NODE_STAMP) $(CHROMIUM)
	$(BIN)/mkdocs build --strict

# Open the notebooks in JupyterLab, to read them and run them again.  (Jupyter
# refuses to run as root unless told: containers often are root.)
notebooks: $(LAB_STAMP)
	$(BIN)/jupyter lab $(if $(filter 0,$(shell id -u)),--allow-root) notebooks/

# Run every notebook and store its outputs (after changing a notebook or the
# engine); `make test` then checks that a fresh run gives the same outputs.
run-notebooks: $(STAMP)
	$(BIN)/python notebooks/execute.py

# The types (mypy --strict), the style (ruff) and the import layers alone, as
# `make test` checks them (tests/test_static.py); then the contract every game
# of the registry keeps (tests/test_contract.py).
.PHONY: static contract
static: $(STAMP)
	$(BIN)/python -m pytest tests/test_static.py

contract: $(STAMP)
	$(BIN)/python -m pytest tests/test_contract.py

# Figures of the live site in headless Chromium: first-load bytes, Run cold and
# warm; then Lighthouse's scores and metrics (mobile) for every kind of page,
# the median of three runs each (a quarter of an hour or more on two cores).
.PHONY: browser-figures
browser-figures: $(STAMP) $(NODE_STAMP) $(CHROMIUM)
	rm -rf .cache/figures-site
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --site-dir .cache/figures-site
	$(BIN)/python tests/benchmarks/browser.py --site .cache/figures-site
	$(BIN)/python tests/benchmarks/lighthouse.py --site .cache/figures-site

clean:
	rm -rf site .pytest_cache .hypothesis .mypy_cache .ruff_cache
