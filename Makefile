# Vitae — the commands a newcomer needs. `make run` serves the whole product at
# http://localhost:8080 on the embedded defaults; `make test` runs every suite.

CARGO_TARGET_DIR ?= $(HOME)/.cache/vitae-target
export CARGO_TARGET_DIR
VITAE_BIN := $(CARGO_TARGET_DIR)/debug/vitae
FRONTEND := frontend

.PHONY: run dev test lint bench client server deps fmt clean schemathesis stress screenshots cluster-test fuzz fuzz-seeds config-doc

## Build the web client and the server, then serve on http://localhost:8080.
run: client server
	$(VITAE_BIN)

## The server with the API only; `make dev` runs Next's dev server beside it.
server:
	cargo build -p vitae-server

client:
	@if [ -f $(FRONTEND)/package.json ]; then \
		cd $(FRONTEND) && npm install --no-audit --no-fund && npm run build; \
	else \
		echo "no web client in this checkout"; \
	fi

## API on :8080 and Next's dev server on :3000 (proxying /api), reloading on change.
dev: server
	@trap 'kill 0' INT TERM EXIT; \
	PUBLIC_URL=http://localhost:3000 $(VITAE_BIN) & \
	cd $(FRONTEND) && npm install --no-audit --no-fund && npx next dev -p 3000

## Every suite: Rust unit and integration tests on SQLite and PostgreSQL, then the web
## client's lint, unit and end-to-end tests. Installs what it needs; ends with one
## "N passed, N failed, N skipped" line (skipped: what could not run here, such as the
## PostgreSQL variants without PostgreSQL; CI counts those as failed).
test: deps
	bash scripts/test.sh

## Refreshes the committed screenshots in docs/screenshots by running the end-to-end suite with
## UPDATE_SCREENSHOTS=1 (a plain `make test` writes them to the ignored frontend/test-results/).
screenshots: client server deps
	cd $(FRONTEND) && UPDATE_SCREENSHOTS=1 VITAE_BIN=$(VITAE_BIN) npm run e2e

## System packages the tests use: pdftotext (PDF text checks), Chromium (end-to-end).
deps:
	@bash scripts/deps.sh

lint:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	@if [ -f $(FRONTEND)/package.json ]; then cd $(FRONTEND) && npm install --no-audit --no-fund && npm run lint; fi

fmt:
	cargo fmt --all

## Benchmarks in release mode, side by side with their baselines on this machine (budgets in docs/design.md):
## the API on SQLite and PostgreSQL against a bare actix-web endpoint, start-up and memory, PDFs
## against headless Chromium, Lighthouse, and first-load JS against a bare Next.js page. Prints a
## table and writes $(CARGO_TARGET_DIR)/bench/results.json (deltas against the previous run).
bench: deps
	@if [ -f $(FRONTEND)/package.json ]; then cd $(FRONTEND) && npm install --no-audit --no-fund >/dev/null && npm run build; fi
	cargo build --release -p vitae-server -p vitae-bench
	cargo build --release -p vitae-pdf --example vs_chromium
	cargo build --release -p vitae-import --example parse_bench
	cargo build --release -p vitae-ats --example score_bench
	$(CARGO_TARGET_DIR)/release/vitae-bench

## Fuzzes the import's PDF, Word and LinkedIn readers and the JSON Resume reader with
## cargo-fuzz, FUZZ_SECONDS (default 600) per target with a memory limit (FUZZ_RSS_MB, 2048) and
## a per-input time limit (FUZZ_TIMEOUT, 5 s); fails on a crash. `make test` replays the seeds
## and past findings instead (docs/security.md, "Fuzzing").
fuzz:
	bash scripts/fuzz.sh

## Rewrites fuzz/seeds from the hostile tests' generators (crates/import/tests/support/
## hostile_files.rs) and the corpus.
fuzz-seeds:
	rm -rf fuzz/seeds
	cargo run -q -p vitae-import --example fuzz_seeds -- $(CURDIR)/fuzz/seeds

## Rewrites the table of variables in docs/configuration.md from the server's table
## (crates/server/src/config/variables.rs); a test fails while they differ.
config-doc:
	cargo run -q -p vitae-server --example config_doc

## Schemathesis against the server's own OpenAPI document, signed in (part of `make test`).
schemathesis:
	bash scripts/schemathesis.sh

## The slow tests: 200 clients for 60 s over list, get, save and update against the release
## binary on SQLite and PostgreSQL; zero errors and zero lost writes, p50/p99 and req/s printed
## (figures in docs/performance.md). CLIENTS, SECONDS and BACKENDS override the defaults.
stress:
	cargo build --release -p vitae-server
	cargo run --release -q -p vitae-server --example load

## The compose file's shape without Docker: two instances on one fresh PostgreSQL database behind
## Caddy with deploy/Caddyfile, 32 signed-in clients for about a minute while instance A, then B,
## then PostgreSQL itself restart; every acknowledged write read back (docs/deploy.md). Restarts
## this machine's PostgreSQL on 127.0.0.1:5432, so it is not part of `make test`.
cluster-test: server
	bash scripts/cluster-test.sh

clean:
	cargo clean
	rm -rf $(FRONTEND)/.next $(FRONTEND)/out
