#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Two homes behind NATs and a "public" network between them, inside this machine, for the online
# tests (docs/online.md): network namespaces made here and nowhere else.
#
#   bash nat_world.sh up PREFIX [cone|symmetric]   # home B's NAT: port-keeping (cone) or fully random
#   bash nat_world.sh down PREFIX                  # stops what runs in them, removes them
#
#   PREFIX-pub    lo 198.18.40.1 (the lobby and coturn); veth 198.18.41.1/24 and 198.18.42.1/24
#   PREFIX-nat-a  wan 198.18.41.2, lan 10.40.1.1; masquerade; drops what it did not ask for
#   PREFIX-home-a 10.40.1.2, default via 10.40.1.1 (the table's host)
#   PREFIX-nat-b  wan 198.18.42.2, lan 10.40.2.1; the same, or masquerade fully-random
#   PREFIX-home-b 10.40.2.2, default via 10.40.2.1 (a player)
#
# Every address lives only inside these namespaces: nothing is routed to the machine's own
# networks. `up` exits 77 with the reason on stdout where namespaces cannot be made.
set -euo pipefail

action=${1:?up or down}
prefix=${2:?PREFIX}
nat_b=${3:-cone}
[[ $prefix =~ ^[a-z0-9-]{1,10}$ ]] || { echo "nat_world: bad prefix '$prefix'"; exit 2; }
spaces=("$prefix-pub" "$prefix-nat-a" "$prefix-home-a" "$prefix-nat-b" "$prefix-home-b")

down() {
  local ns pids
  for ns in "${spaces[@]}"; do
    ip netns list 2>/dev/null | grep -qw -- "^$ns" || continue
    pids=$(ip netns pids "$ns" 2>/dev/null || true)
    [[ -z $pids ]] || kill -TERM $pids 2>/dev/null || true
  done
  sleep 0.5
  for ns in "${spaces[@]}"; do
    ip netns list 2>/dev/null | grep -qw -- "^$ns" || continue
    pids=$(ip netns pids "$ns" 2>/dev/null || true)
    [[ -z $pids ]] || kill -KILL $pids 2>/dev/null || true
    ip netns del "$ns" 2>/dev/null || true
  done
}

if [[ $action == down ]]; then down; exit 0; fi
[[ $action == up ]] || { echo "nat_world: up or down, not '$action'"; exit 2; }

skip() { echo "skipped: $*"; down; exit 77; }
[[ $(id -u) -eq 0 ]] || skip "network namespaces need root (CI runs the tests as root)"
command -v ip >/dev/null || skip "the ip command (iproute2) is not installed"
command -v nft >/dev/null || skip "nftables is not installed (tools/setup.sh installs it)"
ip netns add "$prefix-pub" 2>/dev/null || skip "this machine cannot make network namespaces (ip netns add failed)"

inside() { local ns=$1; shift; ip netns exec "$prefix-$ns" "$@"; }
for ns in nat-a home-a nat-b home-b; do ip netns add "$prefix-$ns"; done
for ns in pub nat-a home-a nat-b home-b; do inside "$ns" ip link set lo up; done

# veth ends are made inside the namespaces, so no interface ever appears in the machine's own.
link() {  # link NS1 IF1 ADDR1 NS2 IF2 ADDR2
  inside "$1" ip link add "$2" type veth peer name "$5" netns "$prefix-$4"
  inside "$1" ip addr add "$3" dev "$2"
  inside "$4" ip addr add "$6" dev "$5"
  inside "$1" ip link set "$2" up
  inside "$4" ip link set "$5" up
}
link pub pa 198.18.41.1/24 nat-a wan 198.18.41.2/24
link pub pb 198.18.42.1/24 nat-b wan 198.18.42.2/24
link nat-a lan 10.40.1.1/24 home-a eth0 10.40.1.2/24
link nat-b lan 10.40.2.1/24 home-b eth0 10.40.2.2/24
inside pub ip addr add 198.18.40.1/32 dev lo
inside nat-a ip route add default via 198.18.41.1
inside nat-b ip route add default via 198.18.42.1
inside home-a ip route add default via 10.40.1.1
inside home-b ip route add default via 10.40.2.1
for ns in pub nat-a nat-b; do inside "$ns" sysctl -qw net.ipv4.ip_forward=1; done

# A home router: its LAN goes out masqueraded; from outside only answers come in. Dropping the
# rest before conntrack confirms it keeps a punch that arrives early from claiming the port.
nat() {  # nat NS [random]
  local how="masquerade"
  [[ ${2:-} == random ]] && how="masquerade random,fully-random"
  inside "$1" nft -f - <<EOF
table ip home {
  chain postrouting { type nat hook postrouting priority srcnat; oifname "wan" $how; }
  chain input { type filter hook input priority filter; iifname "wan" ct state != { established, related } drop; }
  chain forward { type filter hook forward priority filter; iifname "wan" ct state != { established, related } drop; }
}
EOF
}
nat nat-a
if [[ $nat_b == symmetric ]]; then nat nat-b random; else nat nat-b; fi
echo "up"
