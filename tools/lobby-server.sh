#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# An online lobby in one command (docs/online.md): writes a prosody (XMPP) and a coturn (STUN/TURN)
# configuration into DIR with a certificate made here, starts both as the current user on loopback
# ports, prints one line "lobby ADDRESS" when both answer, and stops both on SIGTERM or Ctrl-C.
#
#   bash tools/lobby-server.sh --dir DIR [--port P] [--domain D] [--address IP]
#
# P is the XMPP client port; coturn takes P+1 (and P+2 for RFC 5780 tests) and relays on P+3..P+12.
# Without --port a free run of ports below the kernel's range for port 0 is chosen. Both listen on
# IP, 127.0.0.1 unless given (the NAT tests give their "public" namespace's address). Nothing here
# installs a system service: a public server's setup is in docs/online.md.
set -euo pipefail

dir=""
port=""
domain="localhost"
address="127.0.0.1"
while (($# > 0)); do
  case "$1" in
    --dir) dir=${2:?--dir takes a folder}; shift 2 ;;
    --port) port=${2:?--port takes a number}; shift 2 ;;
    --domain) domain=${2:?--domain takes a name}; shift 2 ;;
    --address) address=${2:?--address takes an IPv4 address}; shift 2 ;;
    -h|--help) sed -n '3,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "lobby-server: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[[ -n $dir ]] || { echo "lobby-server: --dir DIR is required" >&2; exit 2; }
if [[ -n $port ]] && ! [[ $port =~ ^[0-9]+$ && $port -ge 1024 && $port -le 65520 ]]; then
  echo "lobby-server: --port takes a number from 1024 to 65520" >&2; exit 2
fi
[[ $address =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}$ ]] || { echo "lobby-server: bad --address '$address'" >&2; exit 2; }
[[ $domain =~ ^[a-z0-9]([a-z0-9.-]{0,60}[a-z0-9])?$ ]] || { echo "lobby-server: bad --domain '$domain'" >&2; exit 2; }
for program in prosody turnserver openssl; do
  command -v "$program" >/dev/null || {
    echo "lobby-server: $program is not installed (apt-get install prosody coturn openssl)" >&2; exit 1; }
done
mkdir -p "$dir/data" "$dir/turn" "$dir/certs"
dir=$(cd "$dir" && pwd)

# A port is taken when anything listens on it, TCP or UDP, on any address.
port_taken() { ss -Htuan "( sport = :$1 )" 2>/dev/null | grep -q .; }
run_free() {
  local base=$1 p
  for ((p = base; p < base + 13; ++p)); do port_taken "$p" && return 1; done
  return 0
}
if [[ -z $port ]]; then
  start=$(( ($$ * 131) % 1500 ))
  for ((i = 0; i < 1500; ++i)); do
    candidate=$(( 10000 + ((start + i) % 1500) * 13 ))
    if run_free "$candidate"; then port=$candidate; break; fi
  done
  [[ -n $port ]] || { echo "lobby-server: no free run of ports between 10000 and 29500" >&2; exit 1; }
fi
turn_port=$((port + 1))

# The certificate names the XMPP domain and its guest and room services; a client trusts this
# file (ZERO_LOBBY_CA) instead of the system's authorities. Kept when it is already there.
if [[ ! -s $dir/lobby.crt || ! -s $dir/lobby.key ]]; then
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 -subj "/CN=$domain" \
    -addext "subjectAltName=DNS:$domain,DNS:guest.$domain,DNS:lobby.$domain" \
    -keyout "$dir/lobby.key" -out "$dir/lobby.crt" >/dev/null 2>&1 \
    || { echo "lobby-server: openssl could not make the certificate" >&2; exit 1; }
  chmod 600 "$dir/lobby.key"
fi
# The secret coturn and prosody share: the lobby hands each player TURN credentials made from it
# that expire in a day (coturn's REST scheme, XEP-0215), so no password is written anywhere else.
[[ -s $dir/turn/secret ]] || { openssl rand -hex 16 > "$dir/turn/secret"; chmod 600 "$dir/turn/secret"; }

# Prosody refuses root unless told; CI runs as root, so the setting is written only then.
root_line=""
[[ $(id -u) -eq 0 ]] && root_line="run_as_root = true"

cat > "$dir/prosody.cfg.lua" <<EOF
-- Written by tools/lobby-server.sh: Zero's lobby, loopback only.
$root_line
data_path = "$dir/data"
log = { { levels = { min = "info" }, to = "file", filename = "$dir/prosody.log" } }
interfaces = { "$address" }
local_interfaces = { "$address" }
c2s_ports = { $port }
c2s_direct_tls_ports = { }
s2s_ports = { }
component_ports = { }
http_ports = { }
https_ports = { }
modules_enabled = { "saslauth", "tls", "disco", "ping", "roster", "turn_external" }
modules_disabled = { "s2s", "offline", "posix" }
c2s_require_encryption = true
allow_registration = false
authentication = "internal_hashed"
storage = "internal"
ssl = { key = "$dir/lobby.key", certificate = "$dir/lobby.crt" }
-- The STUN and TURN server players are told of (XEP-0215), with credentials from the shared secret.
turn_external_secret = "$(cat "$dir/turn/secret")"
turn_external_host = "$address"
turn_external_port = $turn_port
turn_external_ttl = 86400
-- Bounded stanzas: a table's listing is a few hundred bytes.
c2s_stanza_size_limit = 65536

VirtualHost "$domain"

-- Guests sign in with SASL ANONYMOUS and get a throwaway address.
VirtualHost "guest.$domain"
    authentication = "anonymous"

-- The lobby room (zero-tables) and one hidden room per table, named after its code.
Component "lobby.$domain" "muc"
    muc_room_locking = false
    muc_room_default_public = false
    muc_room_default_persistent = false
    muc_room_default_history_length = 0
    muc_tombstones = false
    restrict_room_creation = false
EOF

cat > "$dir/turnserver.conf" <<EOF
# Written by tools/lobby-server.sh: STUN and the TURN relay.
listening-ip=$address
relay-ip=$address
listening-port=$turn_port
alt-listening-port=$((port + 2))
min-port=$((port + 3))
max-port=$((port + 12))
realm=$domain
use-auth-secret
static-auth-secret=$(cat "$dir/turn/secret")
fingerprint
no-tls
no-dtls
no-cli
no-multicast-peers
allow-loopback-peers
userdb=$dir/turn/turndb
pidfile=$dir/turn/turnserver.pid
log-file=$dir/turn/turnserver.log
simple-log
no-stdout-log
EOF

# Both hold the shared secret.
chmod 600 "$dir/prosody.cfg.lua" "$dir/turnserver.conf"

prosody_pid=""
turn_pid=""
stop() {
  trap - TERM INT EXIT
  local pids=() i p alive
  if [[ -n $prosody_pid ]]; then pids+=("$prosody_pid"); fi
  if [[ -n $turn_pid ]]; then pids+=("$turn_pid"); fi
  ((${#pids[@]} > 0)) || return 0
  kill "${pids[@]}" 2>/dev/null || true
  # Both stop within a second or so; after 5 s they are killed.
  for ((i = 0; i < 50; ++i)); do
    alive=0
    for p in "${pids[@]}"; do if kill -0 "$p" 2>/dev/null; then alive=1; fi; done
    ((alive)) || break
    sleep 0.1
  done
  kill -KILL "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
}
trap 'stop; exit 0' TERM INT
trap stop EXIT

prosody --config "$dir/prosody.cfg.lua" -F >"$dir/prosody.out" 2>&1 &
prosody_pid=$!
# Prosody's posix module (pid file, daemon) is not loaded: the pid is kept here.
echo "$prosody_pid" > "$dir/prosody.pid"
turnserver -c "$dir/turnserver.conf" >"$dir/turn/turnserver.out" 2>&1 &
turn_pid=$!

# Ready when prosody takes TCP connections and coturn holds its UDP port (hang guard: 20 s).
for ((i = 0; ; ++i)); do
  if ! kill -0 "$prosody_pid" 2>/dev/null; then
    echo "lobby-server: prosody stopped; see $dir/prosody.log and $dir/prosody.out" >&2; exit 1
  fi
  if ! kill -0 "$turn_pid" 2>/dev/null; then
    echo "lobby-server: coturn stopped; see $dir/turn/turnserver.log" >&2; exit 1
  fi
  if ss -Hltn "( sport = :$port )" | grep -qF "$address" && ss -Hlun "( sport = :$turn_port )" | grep -qF "$address"; then
    break
  fi
  if ((i >= 200)); then echo "lobby-server: prosody or coturn did not start within 20 s" >&2; exit 1; fi
  sleep 0.1
done

echo "lobby $domain@$address:$port"
# wait returns early when a trapped signal arrives; either server stopping ends the lobby.
while kill -0 "$prosody_pid" 2>/dev/null && kill -0 "$turn_pid" 2>/dev/null; do
  wait -n "$prosody_pid" "$turn_pid" 2>/dev/null || true
done
echo "lobby-server: a server stopped; see $dir/prosody.log and $dir/turn/turnserver.log" >&2
exit 1
