#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the API tests and prints the variable to use it:
#   eval "$(bash .ci/postgres.sh)"   # then: npm test
# Installs Debian's postgresql if missing, runs a cluster on 127.0.0.1:${PGPORT:-5433} as the postgres
# user, (re)creates an empty database, and prints `export TEST_DATABASE_URL=...` on stdout (logs go to stderr).
set -euo pipefail

PORT="${PGPORT:-5433}"
DB="${PGDATABASE_NAME:-platform_test}"
DIR="${PGCLUSTER_DIR:-/tmp/platform-postgres-$PORT}"
log() { echo "[postgres.sh] $*" >&2; }

find_bin() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  log "installing postgresql (apt-get)"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  else
    sudo apt-get update -qq >&2 && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
  BIN="$(find_bin)"
fi

# Run the server as the postgres user (PostgreSQL refuses to run as root).
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  log "server already running on 127.0.0.1:$PORT"
else
  if [ ! -f "$DIR/PG_VERSION" ]; then
    log "initialising a cluster in $DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust --encoding=UTF8 --no-locale >&2
  fi
  log "starting on 127.0.0.1:$PORT"
  as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >&2
fi

log "recreating database $DB"
as_pg psql -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" >&2

echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/$DB"
