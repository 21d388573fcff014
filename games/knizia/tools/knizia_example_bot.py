#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A complete external Zero bot (docs/bot-protocol.md): it plays the swap that lowers its score
most and knocks when no swap helps.

    zero-cli simulate --players 4 --bots "ext:python3 games/knizia/tools/knizia_example_bot.py,medium,medium,medium"
"""
import json
import sys


def score(hand):
    colours = {}
    numbers = {}
    for card in hand:
        colour, number = card[:-1], int(card[-1])
        colours[colour] = colours.get(colour, 0) + 1
        numbers[number] = numbers.get(number, 0) + 1
    scored = set()
    for card in hand:
        colour, number = card[:-1], int(card[-1])
        if colours[colour] < 5 and numbers[number] < 5:
            scored.add(number)
    return sum(scored)


def choose(turn):
    hand = turn["hand"]
    best, answer = score(hand), {"action": "knock"}
    for option in turn["legal"]:
        if option["action"] != "swap":
            continue
        after = [c for c in hand if c != option["give"]] + [option["take"]]
        if score(after) < best:
            best, answer = score(after), option
    return answer


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "turn":
        answer = dict(choose(message))
        # Echoing the turn's id (protocol 2) lets the table tell a late answer from the next turn's.
        if "id" in message:
            answer["id"] = message["id"]
        print(json.dumps(answer), flush=True)
