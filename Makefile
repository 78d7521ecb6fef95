# Every target sets itself up: .venv is created and the project installed when missing
# or when pyproject.toml changed, so a fresh machine needs only `make e2e` / `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: e2e test eval bench bench-portfolio lint format clean setup dev10k

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev,ray]'
	@touch $(STAMP)

setup: $(STAMP)

e2e: $(STAMP)
	$(BIN)/analyste run reports/

test: $(STAMP)
	-bash scripts/ensure_chromium.sh
	$(BIN)/python -m pytest

# Real filings live outside the project (no licence to ship them): ANALYSTE_REALWORLD
# points at them (../shared/realworld by default); their hand labels that we may keep are
# in tests/data/realworld/dev10k, scored against the PDFs of $(REALWORLD)/dev10k.
REALWORLD ?= $(or $(ANALYSTE_REALWORLD),../shared/realworld)

eval: $(STAMP)
	$(BIN)/analyste eval reports/
	@if [ -d $(REALWORLD) ]; then $(BIN)/analyste eval $(REALWORLD); fi
	@if [ -d $(REALWORLD)/dev10k ] && ls tests/data/realworld/dev10k/*.expected.json >/dev/null 2>&1; then \
		$(BIN)/analyste eval tests/data/realworld/dev10k --pdfs $(REALWORLD)/dev10k; fi

dev10k: $(STAMP)
	$(BIN)/python scripts/dev10k_check.py $(REALWORLD)/dev10k

bench: $(STAMP)
	$(BIN)/python scripts/bench.py

# sequential, local with 2 workers, Ray local and a two-node Ray cluster on loopback, on
# ../shared/realworld/dev10k plus the samples (docs/scaling.md); about 15 minutes here
bench-portfolio: $(STAMP)
	$(BIN)/python scripts/bench_portfolio.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) facts memos .pytest_cache .ruff_cache .mypy_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
