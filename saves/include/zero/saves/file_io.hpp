// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <cstddef>
#include <string>

namespace zero {

// Reads a whole file, refusing one larger than `max_bytes` before reading it. Returns an error
// sentence (without the path) or empty.
std::string read_file_capped(const std::string& path, std::size_t max_bytes, std::string& out);
// Writes a temporary file beside `path`, fsyncs it, renames it over `path` and fsyncs the folder,
// so a crash leaves either the old file or the new one, never a mix; the file gets `mode` (less
// the umask) from its first byte on. Returns an error or empty.
std::string write_file_atomic(const std::string& path, const std::string& contents, unsigned mode = 0644);

}  // namespace zero
