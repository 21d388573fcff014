// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a JSON document's shape with one-sentence errors, for every game's record.
#include <string>
#include <string_view>

#include "zero/saves/file_io.hpp"
#include "zero/saves/json.hpp"

namespace zero::json {

using rapidjson::Value;

// A shape error carries its sentence up to the reader's entry point.
struct ShapeError {
    std::string message;
};

// `where` prefixes the message: "round 2 has no \"dealer\"".
inline const Value& member(const Value& obj, const char* name, const std::string& where) {
    auto it = obj.FindMember(name);
    if (it == obj.MemberEnd()) throw ShapeError{where + "has no \"" + name + "\""};
    return it->value;
}

// The member's value, or nullptr when it is absent or null.
inline const Value* optional_member(const Value& obj, const char* name) {
    auto it = obj.FindMember(name);
    return it == obj.MemberEnd() || it->value.IsNull() ? nullptr : &it->value;
}

inline int as_int(const Value& v, const std::string& what, int lo, int hi) {
    if (!v.IsInt() || v.GetInt() < lo || v.GetInt() > hi)
        throw ShapeError{what + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)};
    return v.GetInt();
}

inline const Value& as_array(const Value& v, const std::string& what, std::size_t max) {
    if (!v.IsArray()) throw ShapeError{what + " must be an array"};
    if (v.Size() > max) throw ShapeError{what + " has too many entries (" + std::to_string(v.Size()) + ")"};
    return v;
}

// Empty for anything that is not a string.
inline std::string_view as_text(const Value& v) {
    return v.IsString() ? std::string_view(v.GetString(), v.GetStringLength()) : std::string_view();
}

// A string as a JSON literal, escaped.
inline std::string quoted(const std::string& text) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> w(buffer);
    w.String(text.c_str(), static_cast<rapidjson::SizeType>(text.size()));
    return {buffer.GetString(), buffer.GetSize()};
}

// A record's JSON text, read by `read` (a function of the document that throws ShapeError) into a
// `Parse` with `record` and `error`: every game's record has the same size cap and the same
// sentence for a document that is not JSON.
template <class Parse, class Read>
Parse parse_record(std::string_view text, std::size_t max_bytes, Read read) {
    Parse out;
    if (text.size() > max_bytes) {
        out.error = "the record is larger than " + std::to_string(max_bytes >> 20) + " MiB";
        return out;
    }
    rapidjson::Document doc;
    doc.Parse(text.data(), text.size());
    if (doc.HasParseError()) {
        out.error = std::string("not valid JSON (") + rapidjson::GetParseError_En(doc.GetParseError()) + " at byte " +
                    std::to_string(doc.GetErrorOffset()) + ")";
        return out;
    }
    try {
        out.record = read(doc);
    } catch (const ShapeError& e) {
        out.error = e.message;
    }
    return out;
}

// The same from a file, read up to the cap; every error names the file.
template <class Parse, class FromText>
Parse load_record(const std::string& path, std::size_t max_bytes, FromText from_text) {
    std::string text;
    if (std::string error = read_file_capped(path, max_bytes, text); !error.empty()) {
        Parse out;
        out.error = path + ": " + error;
        return out;
    }
    Parse out = from_text(text);
    if (!out.error.empty()) out.error = path + ": " + out.error;
    return out;
}

}  // namespace zero::json
