// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/file_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace zero {
namespace {

std::string errno_text() { return std::strerror(errno); }

bool write_all(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

std::string read_file_capped(const std::string& path, std::size_t max_bytes, std::string& out) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return "cannot open: " + errno_text();
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return "not a regular file";
    }
    if (static_cast<std::size_t>(st.st_size) > max_bytes) {
        ::close(fd);
        return "too large (" + std::to_string(st.st_size) + " bytes, at most " + std::to_string(max_bytes) + ")";
    }
    out.clear();
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            ::close(fd);
            return "cannot read: " + errno_text();
        }
        if (n == 0) break;
        out.append(buffer, static_cast<std::size_t>(n));
        if (out.size() > max_bytes) {  // the file grew while we read it
            ::close(fd);
            return "too large (more than " + std::to_string(max_bytes) + " bytes)";
        }
    }
    ::close(fd);
    return {};
}

std::string write_file_atomic(const std::string& path, const std::string& contents, unsigned mode) {
    const std::filesystem::path target(path);
    const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    const std::string temp = (dir / ("." + target.filename().string() + ".tmp" + std::to_string(::getpid()))).string();
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, static_cast<mode_t>(mode));
    if (fd < 0) return path + ": cannot write: " + errno_text();
    if (!write_all(fd, contents) || ::fsync(fd) != 0) {
        const std::string why = errno_text();
        ::close(fd);
        ::unlink(temp.c_str());
        return path + ": cannot write: " + why;
    }
    ::close(fd);
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string why = errno_text();
        ::unlink(temp.c_str());
        return path + ": cannot replace: " + why;
    }
    const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir_fd >= 0) {
        ::fsync(dir_fd);
        ::close(dir_fd);
    }
    return {};
}

}  // namespace zero
