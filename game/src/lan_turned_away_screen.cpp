// SPDX-License-Identifier: GPL-3.0-or-later
// A join that did not get a seat: the host refused it, or no table answered. The screen says so
// and leads back to Join game (to Play online after a join by code); it replaces the lobby, which
// has nothing to offer such a player.
#include <cctype>

#include "lan_screens.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

// The panel is 800 wide: the lines keep 20 clear of each edge.
constexpr float kTextRoom = 760.F;

class TurnedAwayScreen : public Screen {
public:
    TurnedAwayScreen(Context& ctx, std::optional<net::RefuseReason> reason, std::string why, bool online)
        : reason_(reason), why_(std::move(why)), online_(online) {
        if (!why_.empty()) why_[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(why_[0])));
        buttons_.set({ctx.str(online ? Str::OnlineBackToOnline : Str::LanBackToJoin)}, {640.F, 430.F}, {320.F, 48.F},
                     8.F);
    }
    const char* name() const override { return "refused"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (buttons_.handle(event, ctx) < 0) return;
        ctx.sounds.play(Sfx::Click);
        ctx.screens.pop();
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "refused");
        ctx.frame.detail = reason_ ? "reason-" + std::to_string(static_cast<int>(*reason_)) : "no-answer";
        draw_panel(target, {240.F, 170.F, 800.F, 330.F});
        draw_title(target, ctx, ctx.str(Str::LanTurnedAwayTitle), 32.F, 225.F);
        // A translated reason or hint may run longer than the English: a little smaller, not cut.
        draw_text(target, ctx, why_, fitting_size(ctx, why_, 22.F, true, kTextRoom), {640.F, 295.F}, Align::Centre,
                  palette::kWarn, true);
        if (const std::optional<Str> hint = hint_for()) {
            const std::string& line = ctx.str(*hint);
            draw_text(target, ctx, line, fitting_size(ctx, line, 17.F, false, kTextRoom), {640.F, 355.F},
                      Align::Centre, palette::kCream);
        }
        buttons_.draw(target, ctx);
    }

    // "back": the way back.
    std::optional<Place> place(std::string_view what, const Context& /*ctx*/) const override {
        if (what != "back") return std::nullopt;
        return Place{buttons_.rect(0), {}};
    }

private:
    std::optional<Str> hint_for() const {
        if (!reason_) return std::nullopt;
        switch (*reason_) {
            case net::RefuseReason::MatchUnderWay:
                return online_ ? Str::OnlineTurnedAwayHintUnderWay : Str::LanTurnedAwayHintUnderWay;
            case net::RefuseReason::NameTaken:
            case net::RefuseReason::BadName: return online_ ? Str::OnlineTurnedAwayHintName : Str::LanTurnedAwayHintName;
            case net::RefuseReason::TableFull: return Str::LanTurnedAwayHintFull;
            // Not another name: the seat is most likely this player's, and will be given by name
            // on the LAN; online, for its token only.
            case net::RefuseReason::SeatKept:
                return online_ ? Str::OnlineTurnedAwayHintSeatKept : Str::LanTurnedAwayHintSeatKept;
            default: return std::nullopt;
        }
    }

    std::optional<net::RefuseReason> reason_;
    std::string why_;
    bool online_ = false;  // joined by code: the way back and the hints are Play online's
    ButtonList buttons_;
};

}  // namespace

std::unique_ptr<Screen> make_lan_turned_away_screen(Context& ctx, std::optional<net::RefuseReason> reason,
                                                    std::string why, bool online) {
    return std::make_unique<TurnedAwayScreen>(ctx, reason, std::move(why), online);
}

}  // namespace zero::game
