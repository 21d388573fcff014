// Resume: the saved matches. Until saving lands this honestly says there is nothing to resume.
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

class ResumeScreen : public Screen {
public:
    explicit ResumeScreen(Context& ctx) { buttons_.set({ctx.str(Str::Back)}, {640.F, 600.F}, {240.F, 54.F}, 0.F); }
    const char* name() const override { return "resume"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (buttons_.handle(event, ctx) == 0 ||
            (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape))
            ctx.screens.pop();
    }
    void update(float /*dt*/, Context& /*ctx*/) override {}
    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "resume";
        draw_backdrop(target, ctx);
        draw_text(target, ctx, ctx.str(Str::ResumeTitle), 40.F, {640.F, 70.F}, Align::Centre, palette::kGold, true);
        draw_panel(target, {190.F, 130.F, 900.F, 420.F});
        draw_text(target, ctx, ctx.str(Str::NoSaves), 20.F, {640.F, 330.F}, Align::Centre, palette::kMuted);
        buttons_.draw(target, ctx);
    }

private:
    ButtonList buttons_;
};

}  // namespace

std::unique_ptr<Screen> make_resume_screen(Context& ctx) { return std::make_unique<ResumeScreen>(ctx); }

}  // namespace zero::game
