# The two commands of the README.  Both create .venv on first use and install
# the project with its site and test extras from pyproject.toml.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve test build clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[site,test]'
	touch $(STAMP)

serve: $(STAMP)
	$(BIN)/mkdocs serve --dev-addr 127.0.0.1:8000

test: $(STAMP)
	$(BIN)/python -m pytest

build: $(STAMP)
	$(BIN)/mkdocs build --strict

clean:
	rm -rf site .pytest_cache .hypothesis
