// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How many random matches a long property or leak test plays. The g++ build plays them all; the
// ASan + UBSan build (ZERO_SANITIZED) plays a fifth: the sanitizers look for memory and undefined
// behaviour, which the first few hundred matches already reach through every code path, while the
// full count is about rare deals, which the g++ run covers (tools/check.sh).
namespace zero::test {

constexpr int scaled(int matches) {
#ifdef ZERO_SANITIZED
    return matches / 5 > 0 ? matches / 5 : 1;
#else
    return matches;
#endif
}

}  // namespace zero::test
