// Zero Hero in the saves layer: its record reader and its save's Resume row.
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"

#include "registry.hpp"
#include "summary.hpp"

namespace zero::saves_detail {
namespace {

class HeroSaves final : public SavesModule {
public:
    games::GameId id() const override { return hero::kGame; }
    std::size_t max_record_bytes() const override { return hero::kMaxRecordBytes; }
    AnyRecordParse parse_record(std::string_view text) const override {
        return any_parse(hero::record_from_json(text));
    }
    bool summarise(std::string_view body, SaveSummary& summary) const override {
        const hero::SaveDecode decoded = hero::decode_save_body(body);
        const auto* save = decoded_for_summary(decoded, summary);
        if (save == nullptr) return false;
        summary.round = save->game + 1;
        summary.rounds = save->rules.games;
        return true;
    }
};

}  // namespace

const SavesModule& hero_saves() {
    static const HeroSaves module;
    return module;
}

}  // namespace zero::saves_detail
