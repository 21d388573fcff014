// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/cards.hpp"

namespace zero::soler {

std::vector<int> Cards::list() const {
    std::vector<int> out;
    for (int v = kMaxValue; v >= kMinValue; --v)
        for (int k = 0; k < count(v); ++k) out.push_back(v);
    return out;
}

std::string to_string(const Cards& cards) {
    std::string out;
    for (int v : cards.list()) out += (out.empty() ? "" : ",") + std::to_string(v);
    return "[" + out + "]";
}

Pile Pile::of(std::span<const int> top_first) {
    Pile pile;
    for (int v : top_first) pile.put_under(v);
    return pile;
}

std::vector<int> Pile::list() const {
    std::vector<int> out;
    for (int i = 0; i < size_; ++i) out.push_back(at(i));
    return out;
}

Cards Pile::cards() const {
    Cards out;
    for (int i = 0; i < size_; ++i) out.add(at(i));
    return out;
}

}  // namespace zero::soler
