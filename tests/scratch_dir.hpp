// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A test's scratch folder, gone with the object: every test run would otherwise leave its folders
// in the system's temporary folder for good. Kept for a post-mortem when ZERO_KEEP_SCRATCH is set,
// and when the object goes with an exception in flight (a failed REQUIRE): the test stopped where
// its files can tell why. A failed CHECK lets the test run to its end and does not keep it. A kept
// folder's path goes to standard error, which ctest shows for a failed test.
//
// Declare it before whatever runs in it (a game, a zero-cli): the processes those objects start
// must be gone before the folder is.
#include <stdlib.h>

#include <cstdlib>
#include <exception>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <system_error>

namespace zero::test_scratch {

class ScratchDir {
public:
    // A new folder, zero-NAME-XXXXXX: unique even when a test process reuses an old run's pid.
    explicit ScratchDir(const std::string& name)
        : path_(make("zero-" + name + "-XXXXXX")), exceptions_(std::uncaught_exceptions()) {}
    ~ScratchDir() {
        if (keep()) {
            std::cerr << "scratch folder kept: " << path_.string() << '\n';
            return;
        }
        std::error_code ignored;  // a destructor must not throw; a folder left over is no failure
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    // Used where a folder's path is: passed on, and joined with a file name. Not from a temporary,
    // whose folder would be gone by the time the path is used.
    const std::filesystem::path& path() const& { return path_; }
    const std::filesystem::path& path() const&& = delete;
    operator const std::filesystem::path&() const& { return path_; }
    operator const std::filesystem::path&() const&& = delete;
    std::filesystem::path operator/(const std::filesystem::path& name) const { return path_ / name; }

private:
    static std::filesystem::path make(const std::string& pattern) {
        std::string path = (std::filesystem::temp_directory_path() / pattern).string();
        if (::mkdtemp(path.data()) == nullptr) throw std::runtime_error("cannot make a scratch folder " + path);
        return path;
    }
    bool keep() const {
        return std::getenv("ZERO_KEEP_SCRATCH") != nullptr || std::uncaught_exceptions() > exceptions_;
    }

    std::filesystem::path path_;
    int exceptions_;  // in flight when it was made: more at its end means the test is failing
};

// A path for a file named `name` in a scratch folder that the whole test process shares, made on
// first use and gone when the process ends (kept with ZERO_KEEP_SCRATCH): for tests that hand a
// file's path to a program they start, where a folder per test would be in the way.
inline std::string scratch_file(const std::string& name) {
    static const ScratchDir folder{"files"};
    return (folder / name).string();
}

}  // namespace zero::test_scratch
