#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A LAN soak (not in CI): zero-cli hosts on 127.0.0.1 play long matches of Knizia's Zero one after
another for a while (10 minutes by default), while their four bot clients are killed at random and
come back with their tokens after a random pause (the host's stand-in plays a seat while its player
is away). It samples each host's resident memory from /proc, watches that no match stalls (no
action for 30 s of the soak's own running time), checks each finished match's record against
`zero-cli simulate` of the same seed (the stand-in and the clients play the same greedy bot, so a
churned match is move for move the quiet one), and prints the figures.

    python3 tools/net_soak.py [--cli out/check/tools/cli/zero-cli] [--minutes 10] [--seed 1]

Run it under `nice`; it sends nothing anywhere but 127.0.0.1.
"""
import argparse
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time

STALL_SECONDS = 30.0


def rss_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


class Lines:
    """A child's stdout read without blocking, line by line."""

    def __init__(self, proc):
        self.proc = proc
        self.partial = b""
        os.set_blocking(proc.stdout.fileno(), False)

    def read(self):
        lines = []
        while True:
            try:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            self.partial += chunk
        *done, self.partial = self.partial.split(b"\n")
        lines.extend(d.decode(errors="replace") for d in done)
        return lines


def start(argv, env):
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    return proc, Lines(proc)


def kill(proc):
    if proc and proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
        proc.wait()


def play_match(cli, env, seed, rounds, delay_ms, rng, deadline, folder, churn=True):
    record = os.path.join(folder, f"soak-{seed}.json")
    host, host_out = start([cli, "host", "--port", "0", "--seats", "remote,remote,remote,remote", "--seed", str(seed),
                            "--rounds", str(rounds), "--on-drop", "bot", "--record", record, "--no-discovery",
                            "--progress", "--quiet", "--timeout", "1800"], env)
    port = None
    while port is None:
        if host.poll() is not None:
            raise SystemExit("the host did not start")
        select.select([host.stdout], [], [], 1.0)
        for line in host_out.read():
            if line.startswith("listening on port "):
                port = line.split()[3]
    names = [f"soak {i}" for i in range(4)]
    tokens = [None] * 4
    clients = [None] * 4
    outs = [None] * 4
    back_at = [None] * 4  # when a killed client comes back

    def join(i):
        argv = [cli, "join", f"127.0.0.1:{port}", "--name", names[i], "--bot", "greedy", "--seed", str(seed),
                "--delay-ms", str(delay_ms), "--timeout", "1800"]
        if tokens[i]:
            argv += ["--token", tokens[i]]
        clients[i], outs[i] = start(argv, env)

    for i in range(4):
        join(i)
        # Seats in the order of joining: wait for each welcome.
        while tokens[i] is None:
            select.select([clients[i].stdout], [], [], 1.0)
            for line in outs[i].read():
                if "joined" in line and " token " in line:
                    tokens[i] = line.split(" token ")[1].strip()
            if clients[i].poll() is not None:
                raise SystemExit("a client could not join")

    started = time.monotonic()
    samples = []
    actions = 0
    churn = 0
    last_action = time.monotonic()
    longest_gap = 0.0
    last_tick = time.monotonic()
    next_churn = time.monotonic() + rng.uniform(1, 6)
    stalled = False
    while host.poll() is None:
        select.select([host.stdout], [], [], 0.5)
        now = time.monotonic()
        if now - last_tick > 3.0:
            # The soak itself was stopped (a paused run): that time is nobody's stall.
            last_action += now - last_tick
            next_churn += now - last_tick
        last_tick = now
        for line in host_out.read():
            if line.startswith("actions "):
                actions = int(line.split()[1])
                longest_gap = max(longest_gap, now - last_action)
                last_action = now
        if now - last_action > STALL_SECONDS:
            stalled = True
            break
        if not samples or now - samples[-1][0] >= 5.0:
            kib = rss_kib(host.pid)
            if kib:
                samples.append((now, kib))
        for i in range(4):
            if outs[i]:
                for line in outs[i].read():
                    if " token " in line:
                        tokens[i] = line.split(" token ")[1].strip()
            if back_at[i] is not None and now >= back_at[i]:
                back_at[i] = None
                join(i)
        if churn and now >= next_churn and now < deadline:
            i = rng.randrange(4)
            if back_at[i] is None and clients[i].poll() is None:
                kill(clients[i])  # leaves without a goodbye, as a crashed or unplugged player
                back_at[i] = now + rng.uniform(0.0, 8.0)
                churn += 1
            next_churn = now + rng.uniform(1, 6)
    host_status = host.poll()
    for c in clients:
        if c and c.poll() is None:
            try:
                c.wait(timeout=10)
            except subprocess.TimeoutExpired:
                kill(c)
    kill(host)
    same = None
    if host_status == 0:
        local = os.path.join(folder, f"local-{seed}.json")
        subprocess.run([cli, "simulate", "--players", "4", "--rounds", str(rounds), "--bots",
                        "greedy,greedy,greedy,greedy", "--seed", str(seed), "--record", local], check=True,
                       stdout=subprocess.DEVNULL, env=env)
        with open(record) as a, open(local) as b:
            over_lan, here = json.load(a), json.load(b)
        over_lan.pop("players", None)
        here.pop("players", None)
        same = over_lan == here
    return {"seed": seed, "seconds": time.monotonic() - started, "actions": actions, "churn": churn,
            "finished": host_status == 0, "stalled": stalled, "longest_gap": longest_gap, "same_record": same,
            "rss": samples}


def quarters(values):
    if not values:
        return "-"
    return ", ".join(str(values[min(len(values) - 1, len(values) * q // 4)]) for q in (1, 2, 3, 4))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cli", default=os.path.join(here, "..", "out", "check", "tools", "cli", "zero-cli"))
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=50)
    parser.add_argument("--delay-ms", type=int, default=30)
    parser.add_argument("--no-churn", action="store_true", help="keep every client (a baseline for the memory)")
    args = parser.parse_args()
    env = dict(os.environ, ZERO_DISCOVERY_ADDRS="127.255.255.255")
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.minutes * 60
    results = []
    with tempfile.TemporaryDirectory(prefix="zero-soak-") as folder:
        # A copy: a build during the soak must not swap the program under it.
        cli = os.path.join(folder, "zero-cli")
        shutil.copy2(args.cli, cli)
        seed = args.seed * 1000
        while time.monotonic() < deadline:
            results.append(play_match(cli, env, seed, args.rounds, args.delay_ms, rng, deadline, folder,
                                      not args.no_churn))
            seed += 1
            r = results[-1]
            rss = [k for _, k in r["rss"]]
            print(f"match seed {r['seed']}: {r['actions']} actions in {r['seconds']:.0f} s, {r['churn']} clients "
                  f"killed and back, longest wait for an action {r['longest_gap']:.1f} s, "
                  f"{'finished' if r['finished'] else 'NOT FINISHED'}{', STALLED' if r['stalled'] else ''}, "
                  f"record {'as zero-cli simulate' if r['same_record'] else 'DIFFERENT'}; host RSS "
                  f"{rss[0] if rss else 0} KiB at first, {max(rss) if rss else 0} at most, {rss[-1] if rss else 0} "
                  f"at the end (at each quarter of the match: {quarters(rss)})", flush=True)
            if r["stalled"] or not r["finished"]:
                break
    everything = [k for r in results for _, k in r["rss"]]
    ok = all(r["finished"] and not r["stalled"] and r["same_record"] for r in results)
    print(f"soak: {len(results)} matches, {sum(r['actions'] for r in results)} actions, "
          f"{sum(r['churn'] for r in results)} clients killed and rejoined; host RSS {min(everything)}-"
          f"{max(everything)} KiB over {len(everything)} samples; "
          f"{'every match finished as simulated' if ok else 'FAILED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
