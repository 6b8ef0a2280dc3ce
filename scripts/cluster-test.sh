#!/usr/bin/env bash
# `make cluster-test`: the compose file's shape without Docker. Two `vitae` instances on one
# fresh PostgreSQL database, behind Caddy running deploy/Caddyfile (the compose file's), under
# the load of scripts/cluster_load.py. While the load runs: restart instance A, then B
# (SIGTERM, graceful drain, start again), then PostgreSQL itself. The load client then reads
# every acknowledged write back and prints the summary (docs/deploy.md, "The cluster test").
#
# Restarts the machine's PostgreSQL cluster on 127.0.0.1:5432, so it is not part of `make test`.
# CLIENTS (default 32) and STEADY_SECS (default 10, the quiet stretches between events) override.
set -euo pipefail
cd "$(dirname "$0")/.."

VITAE_BIN=${VITAE_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/vitae-target}/debug/vitae}
CLIENTS=${CLIENTS:-32}
STEADY_SECS=${STEADY_SECS:-10}
PG=postgres://postgres@127.0.0.1:5432
DB=vitae_cluster_$$
CADDYFILE=$PWD/deploy/Caddyfile
LOAD=$PWD/scripts/cluster_load.py

[ -x "$VITAE_BIN" ] || { echo "no $VITAE_BIN: cargo build -p vitae-server" >&2; exit 1; }
if ! command -v caddy >/dev/null 2>&1; then
  echo "installing caddy (Debian's package)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null 2>&1 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null; }
fi
# The PostgreSQL cluster listening on 5432, e.g. "15 main".
read -r PG_VERSION PG_CLUSTER < <(pg_lsclusters --no-header | awk '$3 == 5432 { print $1, $2 }') || true
[ -n "${PG_CLUSTER:-}" ] || { echo "no PostgreSQL cluster on port 5432 (pg_lsclusters)" >&2; exit 1; }

RUN=$(mktemp -d -t vitae-cluster.XXXXXX)
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PROXY_PORT=$(free_port); A_PORT=$(free_port); B_PORT=$(free_port)
PUBLIC_URL=http://127.0.0.1:$PROXY_PORT   # loopback: the dev sign-in serves
A_PID= B_PID= CADDY_PID= LOAD_PID=
created_db=

cleanup() {
  local rc=$?
  set +e
  touch "$RUN/STOP"
  for pid in $LOAD_PID $A_PID $B_PID $CADDY_PID; do kill -TERM "$pid" 2>/dev/null; done
  for pid in $LOAD_PID $A_PID $B_PID $CADDY_PID; do wait "$pid" 2>/dev/null; done
  # If we stopped in the middle of PostgreSQL's restart, bring it back.
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" status >/dev/null 2>&1 ||
    pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
  if [ -n "$created_db" ]; then
    pg_isready -q -h 127.0.0.1 -p 5432 -t 30
    psql -q "$PG/postgres" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null
  fi
  if [ "$rc" = 0 ]; then rm -rf "$RUN"; else echo "logs kept in $RUN" >&2; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$(date +%s.%N)"; }

# A phase starts now: the load client files each request under the phase it ended in.
phase() {
  printf '%s\t%s\n' "$(date +%s.%N)" "$1" >>"$RUN/phases.tsv"
  echo "==> $1"
}

# start_instance A|B: runs vitae in $RUN (so no stray .env is read), logging to $RUN/<name>.log.
start_instance() {
  local name=$1 port
  port=$([ "$name" = A ] && echo "$A_PORT" || echo "$B_PORT")
  (cd "$RUN" && exec env -i PATH="$PATH" \
    DATABASE_URL="$PG/$DB" DATABASE_POOL_SIZE=8 \
    BIND_ADDR="127.0.0.1:$port" PUBLIC_URL="$PUBLIC_URL" TRUST_PROXY=true SHUTDOWN_DRAIN_SECS=3 \
    STATIC_DIR="$RUN/no-client" SIGN_IN_LIMIT_PER_MINUTE=100000 LOG_FORMAT=json \
    RUST_LOG=warn,actix_server=info \
    "$VITAE_BIN" >>"$RUN/$name.log" 2>&1) &
  if [ "$name" = A ]; then A_PID=$!; else B_PID=$!; fi
}

# wait_ready PORT [SECONDS]: until the instance's /readyz answers 200.
wait_ready() {
  local deadline=$((SECONDS + ${2:-60}))
  until curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:$1/readyz"; do
    [ $SECONDS -lt "$deadline" ] || return 1
    sleep 0.1
  done
}

# restart NAME: SIGTERM, wait for the drained process to exit, start it again, wait until ready
# and until Caddy's health checks (every 1 s; passive failures forgotten after 1 s) use it again.
restart() {
  local name=$1 pid port t0 rc=0
  pid=$([ "$name" = A ] && echo "$A_PID" || echo "$B_PID")
  port=$([ "$name" = A ] && echo "$A_PORT" || echo "$B_PORT")
  phase "restart-$name"
  t0=$(date +%s.%N)
  kill -TERM "$pid"
  wait "$pid" || rc=$?
  echo "    $name stopped after $(elapsed "$t0") s (exit $rc)"
  t0=$(date +%s.%N)
  start_instance "$name"
  wait_ready "$port" || { echo "$name did not become ready; see $RUN/$name.log" >&2; exit 1; }
  echo "    $name ready again $(elapsed "$t0") s after starting"
  sleep 4
}

echo "cluster-test: database $DB, proxy $PUBLIC_URL, A :$A_PORT, B :$B_PORT, $CLIENTS clients, logs in $RUN"
psql -q "$PG/postgres" -c "CREATE DATABASE $DB" >/dev/null
created_db=1

start_instance A
start_instance B
wait_ready "$A_PORT" && wait_ready "$B_PORT" ||
  { echo "instances did not become ready; see $RUN/A.log, $RUN/B.log" >&2; exit 1; }

# The compose file's Caddyfile, pointed at this run's ports (it defaults to the compose names).
PROXY_BIND=127.0.0.1 PROXY_PORT=$PROXY_PORT VITAE_1=127.0.0.1:$A_PORT VITAE_2=127.0.0.1:$B_PORT \
  caddy run --config "$CADDYFILE" --adapter caddyfile >"$RUN/caddy.log" 2>&1 &
CADDY_PID=$!
until curl -sf -o /dev/null --max-time 2 "$PUBLIC_URL/readyz"; do
  kill -0 "$CADDY_PID" 2>/dev/null || { echo "caddy exited; see $RUN/caddy.log" >&2; exit 1; }
  sleep 0.1
done

phase before
python3 "$LOAD" --proxy "$PUBLIC_URL" --direct "http://127.0.0.1:$A_PORT" "http://127.0.0.1:$B_PORT" \
  --run "$RUN" --clients "$CLIENTS" &
LOAD_PID=$!
until [ -e "$RUN/SIGNED_IN" ]; do
  kill -0 "$LOAD_PID" 2>/dev/null || { wait "$LOAD_PID"; exit 1; }
  sleep 0.1
done
sleep "$STEADY_SECS"

restart A
restart B
phase between
sleep "$STEADY_SECS"

phase pg-restart
t0=$(date +%s.%N)
pg_ctlcluster --mode fast "$PG_VERSION" "$PG_CLUSTER" restart
echo "    PostgreSQL $PG_VERSION/$PG_CLUSTER restarted in $(elapsed "$t0") s"
if wait_ready "$A_PORT" 60 && wait_ready "$B_PORT" 60; then
  echo "    both instances ready again $(elapsed "$t0") s after the restart began"
else
  echo "    the instances did NOT become ready within 60 s of PostgreSQL's restart" | tee "$RUN/pg-not-recovered"
fi
sleep 4
phase after
sleep $((STEADY_SECS + 5))

touch "$RUN/STOP"
status=0
wait "$LOAD_PID" || status=$?
LOAD_PID=
for name in A B; do
  echo "instance $name: $(grep -c 'force shutdown worker' "$RUN/$name.log") forced shutdowns," \
    "$(grep -cE '"status":\s*500' "$RUN/$name.log") requests answered 500 (causes in $name.log)"
done
[ -e "$RUN/pg-not-recovered" ] && status=1
exit "$status"
