#!/usr/bin/env bash
# Starts a throwaway Postgres for the test suite, so the database layer is tested against a real
# server as well as PGlite (ARCHITECTURE.md, "Data"). Needs Debian's postgresql package
# (`apt-get install -y postgresql`).
#
# Usage:   line=$(scripts/ci-postgres.sh) && export "$line"
# Prints exactly one line on stdout:
#   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:${PGPORT:-54329}/charter_test
# and everything else on stderr. Rerunning it while the server is up just prints the line again.
#
# As root it runs the server as the `postgres` user (Postgres refuses to run as root); as any other
# user it runs the server as that user. Either way the database superuser is named `postgres`.
# The server is meant for a disposable CI machine: trust auth on 127.0.0.1 only, and fsync off.
# To stop it: pg_ctl -D <data dir printed on stderr> stop (prefixed with `runuser -u postgres --`
# as root).
set -euo pipefail

port="${PGPORT:-54329}"
database="charter_test"
url="postgres://postgres@127.0.0.1:${port}/${database}"

log() { printf 'ci-postgres: %s\n' "$*" >&2; }

# Newest major version installed, e.g. /usr/lib/postgresql/15/bin.
bindir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)"
if [[ -z "$bindir" || ! -x "$bindir/initdb" ]]; then
  log "no /usr/lib/postgresql/*/bin found; install it with: apt-get install -y postgresql"
  exit 1
fi

if [[ "$(id -u)" -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    log "running as root but there is no postgres user to run the server as"
    exit 1
  fi
  as_server_user() { runuser -u postgres -- "$@"; }
  server_user="postgres"
else
  as_server_user() { "$@"; }
  server_user="$(id -un)"
fi

# Clients connect over TCP with trust auth, so they run as whoever calls this script.
psql_admin() { "$bindir/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtAX "$@"; }

ensure_database() {
  if [[ "$(psql_admin -c "select 1 from pg_database where datname = '${database}'")" != "1" ]]; then
    log "creating database ${database}"
    psql_admin -c "create database ${database}" >&2
  fi
}

if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  log "a server is already accepting connections on 127.0.0.1:${port}; reusing it"
  ensure_database
  printf 'TEST_DATABASE_URL=%s\n' "$url"
  exit 0
fi

workdir="$(mktemp -d "${TMPDIR:-/tmp}/charter-pg.XXXXXX")"
datadir="$workdir/data"
if [[ "$server_user" == "postgres" && "$(id -u)" -eq 0 ]]; then
  chown postgres: "$workdir"
fi
log "using $bindir, data in $datadir, server user $server_user"

# --no-sync and the settings below trade durability for speed: this cluster is thrown away.
as_server_user "$bindir/initdb" -D "$datadir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
  --no-sync >&2

cat >>"$datadir/postgresql.conf" <<EOF
# Added by scripts/ci-postgres.sh
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = '${workdir}'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
EOF

if ! as_server_user "$bindir/pg_ctl" -D "$datadir" -l "$workdir/server.log" -w -t 30 start >&2; then
  log "server did not start; last lines of $workdir/server.log:"
  tail -n 30 "$workdir/server.log" >&2 || true
  exit 1
fi

# pg_ctl -w watches the socket in $workdir; make sure the TCP listener clients use is up too.
for _ in $(seq 1 50); do
  if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 0.2
done
if ! "$bindir/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  log "server is not accepting TCP connections on 127.0.0.1:${port}"
  tail -n 30 "$workdir/server.log" >&2 || true
  exit 1
fi

ensure_database
log "ready; stop with: pg_ctl -D $datadir stop"
printf 'TEST_DATABASE_URL=%s\n' "$url"
