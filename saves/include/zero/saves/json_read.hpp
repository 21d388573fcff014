#pragma once
// Reading a JSON document's shape with one-sentence errors, for every game's record.
#include <string>
#include <string_view>

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

}  // namespace zero::json
