// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/solver.hpp"

#include <unordered_map>

namespace zero::soler {
namespace {

// The six values other than 0, as counts; zeros are always laid, each a group of its own.
constexpr std::array<int, 6> kNonZero{-3, -2, -1, 1, 2, 3};
using Counts = std::array<int, 6>;

int sum_of(const Counts& c) {
    int total = 0;
    for (std::size_t i = 0; i < c.size(); ++i) total += kNonZero[i] * c[i];
    return total;
}
int size_of(const Counts& c) {
    int total = 0;
    for (int n : c) total += n;
    return total;
}
std::uint64_t key_of(const Counts& c) {
    std::uint64_t key = 0;
    for (int n : c) key = key << 6 | static_cast<std::uint64_t>(n);
    return key;
}

// Whether `s` (adding up to a positive multiple of 10, or empty) splits into groups of exactly 10.
// Any laying with a group of 10 can fold its groups of 0 into it, so a laying is: all zeros, then
// either one group of 0 or groups of exactly 10. Every card then sits in a group of 10, the
// highest one too, which fixes one card of the group searched for and keeps the search small.
class TenSplitter {
public:
    bool splits(const Counts& s, std::vector<Counts>* groups) {
        if (size_of(s) == 0) return true;
        const std::uint64_t key = key_of(s);
        if (groups == nullptr) {
            if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        }
        std::size_t top = 5;
        while (s[top] == 0) --top;
        Counts t{};
        t[top] = 1;
        const bool found = search(s, t, 0, groups);
        memo_[key] = found;
        return found;
    }

private:
    // Chooses the counts of each value in turn (value index i), then recurses on the rest.
    bool search(const Counts& s, Counts& t, std::size_t i, std::vector<Counts>* groups) {
        if (i == t.size()) {
            if (sum_of(t) != 10) return false;
            Counts rest = s;
            for (std::size_t k = 0; k < rest.size(); ++k) rest[k] -= t[k];
            if (!splits(rest, nullptr)) return false;
            if (groups != nullptr) {
                groups->push_back(t);
                splits(rest, groups);
            }
            return true;
        }
        const int base = t[i];
        for (int n = base; n <= s[i]; ++n) {
            t[i] = n;
            // Positive values come last; stop once the group is past 10 with no negatives left.
            if (kNonZero[i] > 0 && partial_sum(t, i) > 10) break;
            if (search(s, t, i + 1, groups)) {
                t[i] = base;
                return true;
            }
        }
        t[i] = base;
        return false;
    }
    static int partial_sum(const Counts& t, std::size_t upto) {
        int total = 0;
        for (std::size_t k = 0; k <= upto; ++k) total += kNonZero[k] * t[k];
        return total;
    }

    std::unordered_map<std::uint64_t, bool> memo_;
};

bool layable(const Counts& s, TenSplitter& splitter) {
    const int sum = sum_of(s);
    if (sum == 0) return true;
    return sum > 0 && sum % 10 == 0 && splitter.splits(s, nullptr);
}

// The laid cards with the fewest left out: leave-outs are tried by size, smallest first.
bool best_subset(const Counts& hand, int leave, std::size_t i, Counts& left, Counts& found, TenSplitter& splitter) {
    if (i == left.size()) {
        if (leave != 0) return false;
        Counts s = hand;
        for (std::size_t k = 0; k < s.size(); ++k) s[k] -= left[k];
        if (!layable(s, splitter)) return false;
        found = s;
        return true;
    }
    for (int n = 0; n <= std::min(leave, hand[i]); ++n) {
        left[i] = n;
        if (best_subset(hand, leave - n, i + 1, left, found, splitter)) return true;
    }
    left[i] = 0;
    return false;
}

void push_cards(Group& group, const Counts& c) {
    for (std::size_t i = c.size(); i-- > 0;)
        for (int k = 0; k < c[i]; ++k) group.push_back(kNonZero[i]);
}

// Splits small groups of 0 off a group (which keeps its sum), while some of it stays.
void split_off_zero_sums(Counts& c, std::vector<Group>& out) {
    static constexpr std::array<std::array<int, 6>, 9> kSmall{{
        {1, 0, 0, 0, 0, 1}, {0, 1, 0, 0, 1, 0}, {0, 0, 1, 1, 0, 0},  // 3-3, 2-2, 1-1
        {0, 0, 2, 0, 1, 0}, {0, 1, 0, 2, 0, 0}, {0, 1, 1, 0, 0, 1},  // 2-1-1, 1+1-2, 3-2-1
        {1, 0, 0, 1, 1, 0}, {1, 0, 1, 0, 2, 0}, {1, 0, 0, 3, 0, 0},  // 2+1-3, 2+2-1-3, 1+1+1-3
    }};
    for (const auto& small : kSmall) {
        for (;;) {
            bool fits = true;
            for (std::size_t k = 0; k < c.size(); ++k) fits = fits && small[k] <= c[k];
            if (!fits) break;
            Counts rest = c;
            for (std::size_t k = 0; k < c.size(); ++k) rest[k] -= small[k];
            if (size_of(rest) == 0 && sum_of(c) != 0) break;  // a group of 10 keeps at least one card
            Group group;
            push_cards(group, small);
            out.push_back(std::move(group));
            c = rest;
        }
    }
    if (size_of(c) > 0) {
        Group group;
        push_cards(group, c);
        out.push_back(std::move(group));
    }
}

}  // namespace

std::vector<Group> best_laying(const Cards& hand) {
    Counts have{};
    for (std::size_t i = 0; i < have.size(); ++i) have[i] = hand.count(kNonZero[i]);
    TenSplitter splitter;
    Counts left{};
    Counts chosen{};
    for (int leave = 0; leave <= size_of(have); ++leave)
        if (best_subset(have, leave, 0, left, chosen, splitter)) break;

    std::vector<Group> groups(static_cast<std::size_t>(hand.count(0)), Group{0});
    if (sum_of(chosen) == 0) {
        split_off_zero_sums(chosen, groups);
        return groups;
    }
    std::vector<Counts> tens;
    splitter.splits(chosen, &tens);
    for (Counts& ten : tens) split_off_zero_sums(ten, groups);
    return groups;
}

int most_safe_cards(const Cards& hand) {
    int cards = 0;
    for (const Group& group : best_laying(hand)) cards += static_cast<int>(group.size());
    return cards;
}

}  // namespace zero::soler
