// Knizia's Zero in the saves layer: its record reader and its save's Resume row.
#include "zero/saves/record_json.hpp"
#include "zero/saves/save_format.hpp"

#include "registry.hpp"
#include "summary.hpp"

namespace zero::saves_detail {
namespace {

class KniziaSaves final : public SavesModule {
public:
    games::GameId id() const override { return kKniziaGame; }
    std::size_t max_record_bytes() const override { return kMaxRecordBytes; }
    AnyRecordParse parse_record(std::string_view text) const override { return any_parse(record_from_json(text)); }
    bool summarise(std::string_view body, SaveSummary& summary) const override {
        const SaveDecode decoded = decode_save_body(body);
        const auto* save = decoded_for_summary(decoded, summary);
        if (save == nullptr) return false;
        summary.round = save->round + 1;
        summary.rounds = save->rules.rounds;
        return true;
    }
};

}  // namespace

const SavesModule& knizia_saves() {
    static const KniziaSaves module;
    return module;
}

}  // namespace zero::saves_detail
