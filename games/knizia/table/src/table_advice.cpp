// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at Knizia's table (docs/analysis.md, "Hint"): H or its button asks what Hard would play
// for the person whose turn it is, worked out from that seat's View alone on a thread of its own
// while the table goes on drawing; the answer stays until the turn is over.
#include <chrono>

#include "table_screen_impl.hpp"

namespace zero::game {

bool KniziaTableScreen::advice_offered() const {
    // At a LAN table only when its host allows hints.
    return accepting() && feed_->hints_allowed() && model_.viewer >= 0 && !handoff() && !pause_.open() && !reveal_ &&
           !recap_running();
}

bool KniziaTableScreen::handle_advice(const sf::Event& event, Context& ctx) {
    const bool offered = advice_offered();
    if (event.type == sf::Event::MouseMoved)
        hover_advice_ = offered && layout_.advice_button().contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
    AxisRepeater no_axes;
    const bool key = event.type == sf::Event::KeyPressed && command_for_event(event, no_axes) == Command::Advice;
    const bool click = event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left &&
                       layout_.advice_button().contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
    if (!offered || (!key && !click)) return key;
    if (advice_turn_ == static_cast<long long>(feed_->turn_id())) return true;  // asked already
    ctx.sounds.play(Sfx::Click, 0.6F);
    advice_.reset();
    advice_turn_ = static_cast<long long>(feed_->turn_id());
    const knizia::View view = feed_->view(model_.viewer);
    advice_job_ = std::async(std::launch::async, [view] { return hint(view, core::AnalysisParams{}); });
    return true;
}

void KniziaTableScreen::poll_advice() {
    if (advice_turn_ >= 0 && advice_turn_ != static_cast<long long>(feed_->turn_id())) {
        advice_turn_ = -1;  // the turn is over: a late answer is for a table that has moved on
        advice_.reset();
    }
    if (!advice_job_.valid() || advice_job_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
    const knizia::Hint answer = advice_job_.get();
    if (advice_turn_ >= 0) advice_ = answer;
}

std::string KniziaTableScreen::advice_text(const Strings& strings) const {
    if (!advice_) return strings.get(Str::AdviceThinking);
    const knizia::Hint& h = *advice_;
    if (!h.best.is_swap()) return strings.format(Str::AdviceKnock, {std::to_string(h.score_now)});
    const std::string group =
        h.by_colour ? strings.get(static_cast<Str>(static_cast<std::size_t>(Str::ColourRed) + static_cast<std::size_t>(h.group)))
                    : std::to_string(h.group);
    return strings.format(h.by_colour ? Str::AdviceSwapColour : Str::AdviceSwapNumber,
                          {card_label(strings, h.best.give), card_label(strings, h.best.take), std::to_string(h.score_after),
                           std::to_string(h.score_now), std::to_string(h.group_size), group});
}

void KniziaTableScreen::draw_advice(sf::RenderTarget& target, Context& ctx) {
    if (!advice_offered()) return;
    draw_button(target, ctx, layout_.advice_button(), ctx.str(Str::AdviceButton), hover_advice_);
    if (advice_turn_ < 0) return;
    const sf::FloatRect area = layout_.advice_panel();
    const std::vector<std::string> lines = wrap_text(ctx, advice_text(ctx.strings), 17.F, false, area.width - 28.F);
    const float height = 20.F + 24.F * static_cast<float>(lines.size());
    draw_panel(target, {area.left, area.top + area.height - height, area.width, height});
    float y = area.top + area.height - height + 22.F;
    for (const std::string& line : lines) {
        draw_text(target, ctx, line, 17.F, {area.left + 14.F, y}, Align::Left, palette::kCream);
        y += 24.F;
    }
}

}  // namespace zero::game
