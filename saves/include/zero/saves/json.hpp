// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every file that parses JSON includes RapidJSON through here, so all of them agree on the
// macros cereal sets (an assertion throws instead of aborting) and on the parse flags that
// CMake sets for zero_json (no full-precision number parsing: RapidJSON 1.1.0 crashes on
// crafted numbers with it).
#include <cereal/archives/json.hpp>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>
