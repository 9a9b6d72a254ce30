#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test suites, in a folder of its own, on a free loopback
# port, started with the server's own tools (initdb, pg_ctl) as an unprivileged user.
#
#   scripts/ci/postgres.sh start DIR   creates and starts the cluster in DIR (an empty or new
#                                      folder, e.g. from `mktemp -d`); writes the connection URL
#                                      to DIR/url
#   scripts/ci/postgres.sh stop DIR    stops it and removes DIR
#
# When PostgreSQL is not installed and we are root, Debian's `postgresql` package is installed.
# PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user that the
# Debian package creates. The cluster trades durability for speed (fsync off): test data only.
set -euo pipefail

cmd="${1:-}"
dir="${2:-}"
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

find_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return 0
  fi
  local candidate
  candidate=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ]; then
    echo "$candidate"
    return 0
  fi
  return 1
}

# Runs a command as the cluster's owner: ourselves, or `postgres` when we are root.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      setpriv --reuid=postgres --regid=postgres --init-groups -- "$@"
    fi
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  local bindir
  if ! bindir=$(find_bindir); then
    if [ "$(id -u)" = 0 ]; then
      echo "PostgreSQL is not installed; installing Debian's postgresql package..."
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      bindir=$(find_bindir) || { echo "PostgreSQL could not be installed" >&2; return 1; }
    else
      echo "PostgreSQL is not installed (initdb not found); install the postgresql package" >&2
      return 1
    fi
  fi

  mkdir -p "$dir"
  local password port
  password=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")
  port=$(free_port)
  printf '%s\n' "$password" >"$dir/pwfile"
  chmod 600 "$dir/pwfile"
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "no postgres user to run the cluster as" >&2; return 1; }
    chown -R postgres: "$dir"
    as_owner test -x "$dir" || {
      echo "the postgres user cannot reach $dir: use a folder whose parents it may enter" >&2
      return 1
    }
  fi

  as_owner "$bindir/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" \
    --auth-local=scram-sha-256 --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
  rm -f "$dir/pwfile"

  as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir" \
    -o "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >/dev/null || { cat "$dir/server.log" >&2; return 1; }

  printf 'postgres://postgres:%s@127.0.0.1:%s/postgres\n' "$password" "$port" >"$dir/url"
  chmod 600 "$dir/url"
  echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') is running on 127.0.0.1:$port"
}

stop() {
  [ -d "$dir" ] || return 0
  local bindir
  if [ -f "$dir/data/postmaster.pid" ] && bindir=$(find_bindir); then
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}

case "$cmd" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
