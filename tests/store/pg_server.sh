#!/usr/bin/env bash
# Starts and stops a throwaway PostgreSQL server for the store tests:
#   pg_server.sh start DIR   initdb in DIR/data, a server on a free port with its socket in DIR,
#                            and DIR/location holding the libpq URI the tests connect to
#   pg_server.sh restart DIR starts the server in DIR again on its port (after it was killed)
#   pg_server.sh stop DIR    stops it and removes DIR
# initdb and the server refuse to run as root, so as root they run as the unprivileged user
# "postgres" (Debian's postgresql package makes it; packaging/install-deps.sh installs it). When
# no such user exists, DIR/location says "skip: <why>" and the PostgreSQL rows are skipped.
set -euo pipefail
what=${1:?start or stop}
dir=${2:?a folder}
bin=${RIGHTSIZE_PG_BIN:-/usr/lib/postgresql/15/bin}

as_server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Serves on PORT, only on its socket in DIR (no TCP), so two test runs at once never meet.
# fsync stays on: the crash test kills the server and counts on what it committed.
run_server() {
  as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $1 -k $dir -c listen_addresses='' -c max_connections=60" start >/dev/null
}

case $what in
  start)
    rm -rf "$dir"
    mkdir -p "$dir"
    if [[ ! -x $bin/initdb ]]; then
      echo "skip: no PostgreSQL server in $bin (install the postgresql package)" >"$dir/location"
      exit 0
    fi
    if [[ $(id -u) -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
      echo "skip: running as root and there is no unprivileged user 'postgres' to run the server" >"$dir/location"
      exit 0
    fi
    [[ $(id -u) -eq 0 ]] && chown postgres "$dir"
    # trust: the server listens only on a socket in this folder of the build tree, for the tests.
    as_server_user "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C >"$dir/initdb.log" 2>&1
    # A port nobody listens on.
    port=$((20000 + RANDOM % 20000))
    while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || [[ -e "$dir/.s.PGSQL.$port" ]]; do
      port=$((20000 + RANDOM % 20000))
    done
    run_server "$port"
    echo "postgresql:///postgres?host=$dir&port=$port&user=postgres" >"$dir/location"
    echo "$port" >"$dir/port"
    ;;
  restart)
    run_server "$(cat "$dir/port")"
    ;;
  stop)
    if [[ -f $dir/data/postmaster.pid ]]; then
      as_server_user "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: pg_server.sh start|restart|stop DIR" >&2
    exit 2
    ;;
esac
