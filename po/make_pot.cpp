// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the gettext template (zero.pot) from the game's English string table: the English text is
// each message's id, the name and its comment in strings.def are the translators' notes.
// Usage: zero-make-pot STRINGS_DEF OUTPUT.pot
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "zero/game/strings.hpp"

namespace {

using zero::game::Str;

struct Note {
    std::string name;
    std::string comment;
};

// The list's entries in order (ZERO_STR(name, text) lines, a text of several lines going on below
// its first), each with the comment after it on its first line.
std::vector<Note> read_entries(const std::string& list) {
    std::ifstream in(list);
    std::vector<Note> notes;
    const std::regex entry(R"re(^ZERO_STR\(([A-Za-z0-9_]+),\s*(?:"(?:[^"\\]|\\.)*"\s*)*\)?\s*(//\s*(.*))?$)re");
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (std::regex_match(line, m, entry)) notes.push_back({m[1], m[3]});
    }
    return notes;
}

std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\n':
                out += "\\n\"\n\"";
                break;
            default:
                out += c;
        }
    }
    out += '"';
    // A text of several lines starts with an empty string, as msgmerge writes it.
    if (text.find('\n') != std::string::npos) {
        if (out.size() >= 3 && out.compare(out.size() - 3, 3, "\n\"\"") == 0) out.resize(out.size() - 3);
        out = "\"\"\n" + out;
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: zero-make-pot STRINGS_DEF OUTPUT.pot\n");
        return 2;
    }
    const std::vector<Note> notes = read_entries(argv[1]);
    constexpr auto count = static_cast<std::size_t>(Str::Count);
    if (notes.size() != count) {
        std::fprintf(stderr, "%s: read %zu entries, the enum Str has %zu\n", argv[1], notes.size(), count);
        return 1;
    }
    const zero::game::Strings english = zero::game::Strings::english();
    // One message per English text: entries that read the same share a translation.
    struct Message {
        std::string id;
        const char* singular = nullptr;
        std::vector<std::string> notes;
    };
    std::vector<Message> messages;
    std::map<std::string, std::size_t> by_id;
    for (std::size_t i = 0; i < count; ++i) {
        const auto id = static_cast<Str>(i);
        const std::string& text = english.get(id);
        const char* singular = zero::game::Strings::english_singular(id);
        const std::string key = singular != nullptr ? singular : text;
        std::string note = notes[i].name;
        if (!notes[i].comment.empty()) note += ": " + notes[i].comment;
        if (const auto found = by_id.find(key); found != by_id.end()) {
            messages[found->second].notes.push_back(note);
            continue;
        }
        by_id.emplace(key, messages.size());
        messages.push_back({text, singular, {note}});
    }
    std::ostringstream out;
    out << "# The game's text, in English: the message ids of every catalogue.\n"
           "# Written by zero-make-pot from game/src/strings.cpp; do not edit (cmake --build DIR --target zero_po).\n"
           "#\n"
           "#, fuzzy\n"
           "msgid \"\"\n"
           "msgstr \"\"\n"
           "\"Project-Id-Version: zero\\n\"\n"
           "\"Language: \\n\"\n"
           "\"MIME-Version: 1.0\\n\"\n"
           "\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
           "\"Content-Transfer-Encoding: 8bit\\n\"\n"
           "\"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n\"\n";
    for (const Message& m : messages) {
        out << '\n';
        for (const std::string& note : m.notes) out << "#. " << note << '\n';
        if (m.singular != nullptr) {
            out << "msgid " << quoted(m.singular) << "\nmsgid_plural " << quoted(m.id)
                << "\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
        } else {
            out << "msgid " << quoted(m.id) << "\nmsgstr \"\"\n";
        }
    }
    std::ofstream file(argv[2], std::ios::binary);
    file << out.str();
    if (!file.flush()) {
        std::fprintf(stderr, "%s: cannot write\n", argv[2]);
        return 1;
    }
    return 0;
}
