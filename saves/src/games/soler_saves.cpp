// Solèr's ZERO in the saves layer: its record reader and its save's Resume row.
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"

#include "registry.hpp"
#include "summary.hpp"

namespace zero::saves_detail {
namespace {

class SolerSaves final : public SavesModule {
public:
    games::GameId id() const override { return soler::kGame; }
    std::size_t max_record_bytes() const override { return soler::kMaxRecordBytes; }
    AnyRecordParse parse_record(std::string_view text) const override {
        return any_parse(soler::record_from_json(text));
    }
    bool summarise(std::string_view body, SaveSummary& summary) const override {
        const soler::SaveDecode decoded = soler::decode_save_body(body);
        const auto* save = decoded_for_summary(decoded, summary);
        if (save == nullptr) return false;
        summary.round = save->game + 1;
        summary.rounds = save->rules.to_target() ? 0 : save->rules.games;
        summary.target_points = save->rules.target_points;
        return true;
    }
};

}  // namespace

const SavesModule& soler_saves() {
    static const SolerSaves module;
    return module;
}

}  // namespace zero::saves_detail
