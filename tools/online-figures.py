#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Online figures for the README (docs/online.md): a figure tool, not a test.

  python3 tools/online-figures.py --cli out/check/tools/cli/zero-cli [--joins 6] [--matches 5]

- join by code to seated, on loopback: from starting `zero-cli join --lobby --code` to its
  "joined" line, through tools/lobby-server.sh on this machine;
- across two NATs (tests/lobby/nat_world.sh: network namespaces, root only), direct and relayed:
  intent -> every client holding the update (three bot clients in one home, the host in the
  other), p50/p99, from the clients' `--timing` lines (one steady clock for the whole machine);
  and the relay's bytes per match, as the host counts them.
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVER = ROOT / "tools" / "lobby-server.sh"
WORLD = ROOT / "tests" / "lobby" / "nat_world.sh"


def read_until(process, text, timeout=30):
    """The first line of `process`'s output that contains `text`, and the lines before it."""
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        seen.append(line)
        if text in line:
            return line, seen
    raise RuntimeError(f"no '{text}' line; saw: {''.join(seen[-10:])}")


def start(args, **kw):
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def start_lobby(folder, prefix=None):
    command = ["/bin/bash", str(SERVER), "--dir", folder]
    if prefix:
        command = ["ip", "netns", "exec", prefix + "-pub"] + command + ["--port", "10000", "--address", "198.18.40.1"]
    lobby = start(command)
    line, _ = read_until(lobby, "lobby ")
    os.environ["ZERO_LOBBY_CA"] = os.path.join(folder, "lobby.crt")
    return lobby, line.split()[1]


def percentile(values, p):
    ordered = sorted(values)
    return ordered[int(p * (len(ordered) - 1))] if ordered else 0.0


def join_to_seated(cli, joins):
    folder = tempfile.mkdtemp(prefix="zero-figures-")
    lobby, address = start_lobby(folder)
    times = []
    try:
        for i in range(joins):
            host = start([cli, "host", "--lobby", address, "--private", "--port", "0", "--no-discovery", "--seats",
                          "remote,bot:random", "--seed", str(100 + i), "--timeout", "60"])
            code = read_until(host, "code ")[0].split()[1]
            began = time.monotonic()
            join = start([cli, "join", "--lobby", address, "--code", code, "--name", "Bot", "--bot", "greedy"])
            read_until(join, "joined ")
            times.append(time.monotonic() - began)
            join.wait(60)
            host.wait(60)
    finally:
        lobby.terminate()
        lobby.wait(20)
        shutil.rmtree(folder, ignore_errors=True)
    return times


def latencies(outputs):
    """Intent -> every client holding its update, in ms, from the clients' --timing lines."""
    sent, updates = [], []
    for text in outputs:
        mine = []
        for line in text.splitlines():
            words = line.split()
            if len(words) == 3 and words[0] in ("sent", "update") and words[1].isdigit():
                if words[0] == "sent":
                    sent.append((int(words[1]), int(words[2])))
                else:
                    mine.append((int(words[1]), int(words[2])))
        updates.append(mine)
    out = []
    for epoch, at in sent:
        arrivals = [next((t for e, t in mine if e > epoch and t >= at), None) for mine in updates]
        if all(a is not None for a in arrivals):
            out.append((max(arrivals) - at) / 1000.0)
    return out


def across_nats(cli, mode, matches):
    prefix = f"zf{os.getpid() % 100000}"
    up = subprocess.run(["/bin/bash", str(WORLD), "up", prefix, mode], capture_output=True, text=True)
    if up.returncode != 0:
        return None, up.stdout.strip()
    folder = tempfile.mkdtemp(prefix="zero-figures-")
    inside = lambda space, args: ["ip", "netns", "exec", f"{prefix}-{space}"] + args
    figures, relay_bytes = [], []
    try:
        lobby, address = start_lobby(folder, prefix)
        for m in range(matches):
            host = start(inside("home-a", [cli, "host", "--lobby", address, "--private", "--port", "0",
                                           "--no-discovery", "--seats", "remote,remote,remote", "--seed",
                                           str(200 + m), "--timeout", "120"]))
            code = read_until(host, "code ")[0].split()[1]
            clients = [start(inside("home-b", [cli, "join", "--lobby", address, "--code", code, "--name", f"B{i}",
                                               "--bot", "greedy", "--seed", str(i), "--timing", "--timeout", "120"]))
                       for i in range(3)]
            outputs = [c.communicate(timeout=150)[0] for c in clients]
            said = host.communicate(timeout=30)[0]
            figures += latencies(outputs)
            for line in said.splitlines():
                if line.startswith("relay bytes "):
                    relay_bytes.append(int(line.split()[2]))
        lobby.terminate()
        lobby.wait(20)
    finally:
        subprocess.run(["/bin/bash", str(WORLD), "down", prefix])
        shutil.rmtree(folder, ignore_errors=True)
    return (figures, relay_bytes), ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--joins", type=int, default=6)
    parser.add_argument("--matches", type=int, default=5)
    args = parser.parse_args()
    os.environ["ZERO_DISCOVERY_ADDRS"] = "127.255.255.255"
    cli = str(pathlib.Path(args.cli).resolve())

    times = join_to_seated(cli, args.joins)
    print(f"join by code to seated, loopback, {len(times)} joins: median {statistics.median(times):.2f} s, "
          f"min {min(times):.2f} s, max {max(times):.2f} s")
    for mode, name in (("cone", "direct"), ("symmetric", "relayed")):
        result, why = across_nats(cli, mode, args.matches)
        if result is None:
            print(f"{name}: {why}")
            continue
        figures, relay_bytes = result
        print(f"intent -> every client, {name}, {len(figures)} intents over {args.matches} matches: "
              f"p50 {percentile(figures, 0.5):.2f} ms, p99 {percentile(figures, 0.99):.2f} ms, "
              f"max {percentile(figures, 1.0):.2f} ms")
        if relay_bytes:
            print(f"relay bytes per match ({name}): mean {statistics.mean(relay_bytes):.0f}, "
                  f"min {min(relay_bytes)}, max {max(relay_bytes)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
