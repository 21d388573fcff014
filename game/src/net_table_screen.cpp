// The table of a LAN match as this screen's player sees it: the host sends this seat's view and
// the public events; the table model is built from them exactly as for a match on this screen,
// and the player's choices go back as intents. A status line says how the connection stands.
#include <variant>

#include "lan_screens.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/layout.hpp"
#include "zero/game/table_input.hpp"
#include "zero/game/table_model.hpp"
#include "zero/game/ui.hpp"
#include "zero/score.hpp"

namespace zero::game {

namespace {

class NetTableScreen : public Screen {
public:
    NetTableScreen(Context& /*ctx*/, std::shared_ptr<LanLink> link, std::vector<net::UpdateMsg> updates)
        : link_(std::move(link)) {
        for (const net::UpdateMsg& u : updates) take(u);
    }
    ~NetTableScreen() override {
        if (link_) link_->close();
    }
    const char* name() const override { return "net-table"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (!model_) return;
        // Enter opens a chat line; while it is open the keys type into it.
        if (chatting_) {
            if (event.type == sf::Event::TextEntered) type_into(chat_line_, event.text.unicode, 120);
            if (event.type == sf::Event::KeyPressed &&
                (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Escape)) {
                if (event.key.code == sf::Keyboard::Enter && !chat_line_.empty() && link_->client)
                    link_->client->chat(chat_line_);
                chat_line_.clear();
                chatting_ = false;
            }
            return;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter) {
            chatting_ = true;
            return;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
            ctx.screens.pop();
            return;
        }
        if (model_->match_over()) {
            if (done_.handle(event, ctx) == 0) ctx.screens.pop();
            return;
        }
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::K) {
            send(Action::knock());
            return;
        }
        if (event.type != sf::Event::MouseButtonPressed || event.mouseButton.button != sf::Mouse::Left) return;
        const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
        const TableLayout layout(model_->rules.players, model_->rules.pool_size);
        const std::vector<Card> cards = hand_order(model_->hand, false);
        if (layout.knock_button().contains(p)) {
            send(Action::knock());
            return;
        }
        const int h = layout.hit_hand(p, static_cast<int>(cards.size()), selected_index(cards));
        if (h >= 0) {
            selected_ = cards[static_cast<std::size_t>(h)];
            return;
        }
        const int slot = layout.hit_pool(p);
        if (slot >= 0 && selected_.valid()) {
            send(Action::swap(selected_, model_->pool[static_cast<std::size_t>(slot)]));
            selected_ = Card::none();
        }
    }

    void update(float dt, Context& ctx) override {
        message_ms_ -= dt * 1000.F;
        // The final table stays in view a moment, then the podium (which leads back to the menu).
        if (model_ && model_->match_over() && (end_ms_ += dt * 1000.F) > 2500.F && !podium_) {
            podium_ = true;
            std::vector<PodiumEntry> entries;
            const std::optional<net::LobbyMsg>& lobby = link_->client->session().lobby();
            for (int seat = 0; seat < model_->rules.players; ++seat) {
                const auto i = static_cast<std::size_t>(seat);
                entries.push_back({lobby && i < lobby->seats.size() ? lobby->seats[i].name : std::to_string(seat + 1),
                                   model_->ended->totals[i], ((model_->ended->winners >> seat) & 1U) != 0});
            }
            ctx.screens.replace(make_podium_screen(ctx, std::move(entries), false));
            return;
        }
        for (net::ClientEvent& e : link_->poll()) {
            if (const auto* u = std::get_if<net::UpdateMsg>(&e)) take(*u);
            if (const auto* r = std::get_if<net::IntentRefusedMsg>(&e)) {
                message_ = "The host refused that move (" + std::to_string(static_cast<int>(r->error)) + ").";
                message_ms_ = 2600.F;
            }
        }
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "net-table";
        draw_backdrop(target, ctx);
        if (!model_) return;
        const TableModel& m = *model_;
        const TableLayout layout(m.rules.players, m.rules.pool_size);
        const net::ClientSession& session = link_->client->session();  // replaced when it rejoins
        const std::optional<net::LobbyMsg>& lobby = session.lobby();
        sf::VertexArray batch(sf::Triangles);
        sf::VertexArray fans(sf::Triangles);
        for (int seat = 0; seat < m.rules.players; ++seat) {
            const int r = relative_seat(seat, m.viewer, m.rules.players);
            std::string label = lobby && static_cast<std::size_t>(seat) < lobby->seats.size()
                                    ? lobby->seats[static_cast<std::size_t>(seat)].name
                                    : std::to_string(seat + 1);
            label += "  " + std::to_string(m.totals[static_cast<std::size_t>(seat)]);
            const sf::FloatRect plate = layout.name_plate(r);
            draw_text(target, ctx, label, 17.F, {plate.left + plate.width / 2, plate.top + plate.height / 2},
                      Align::Centre, seat == m.to_move ? palette::kGold : palette::kCream, seat == m.to_move);
            if (r == 0) continue;
            std::vector<Card> known = hand_order(m.known[static_cast<std::size_t>(seat)], false);
            for (int i = 0; i < kHandSize; ++i) {
                const int k = i - (kHandSize - static_cast<int>(known.size()));
                CardLook look;
                look.face_up = k >= 0;
                ctx.cards.add(fans, k >= 0 ? known[static_cast<std::size_t>(k)] : Card::none(),
                              layout.opponent_card(r, i, kHandSize), look, true);
            }
        }
        for (int slot = 0; slot < m.rules.pool_size; ++slot) {
            CardLook look;
            look.glow = selected_.valid();
            ctx.cards.add(batch, m.pool[static_cast<std::size_t>(slot)], layout.pool_slot(slot), look);
        }
        const std::vector<Card> cards = hand_order(m.hand, false);
        const int selected = selected_index(cards);
        for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
            CardLook look;
            look.glow = i == selected;
            ctx.cards.add(batch, cards[static_cast<std::size_t>(i)],
                          layout.hand_card(i, static_cast<int>(cards.size()), i == selected ? 2 : 0), look);
        }
        target.draw(fans, &ctx.cards.texture(true));
        target.draw(batch, &ctx.cards.texture());

        const bool closed = session.status() == net::ClientStatus::Closed;
        const bool my_turn = m.to_move == m.viewer && !m.match_over() && !closed;
        draw_button(target, ctx, layout.knock_button(), ctx.str(Str::Knock), false, my_turn, true);
        std::string line = ctx.strings.format(Str::RoundOf, {std::to_string(m.round + 1), std::to_string(m.rules.rounds)}) +
                           "   " + ctx.strings.format(Str::Knocks, {std::to_string(m.knocks)});
        if (m.last_lap) line += "   " + ctx.str(Str::LastLap);
        if (!m.hand.empty()) line += "   " + ctx.strings.format(Str::LanYourScore, {std::to_string(score(m.hand))});
        draw_text(target, ctx, line, 18.F, layout.status_line(), Align::Centre, palette::kCream);
        if (message_ms_ > 0)
            draw_text(target, ctx, message_, 17.F, layout.status_line() + sf::Vector2f(0, 28.F), Align::Centre,
                      palette::kWarn);
        else if (my_turn)
            draw_text(target, ctx, ctx.str(Str::Hint), 15.F, layout.status_line() + sf::Vector2f(0, 28.F),
                      Align::Centre, palette::kMuted);
        float y = 560.F;
        for (const std::string& chat : link_->chat) {
            draw_text(target, ctx, chat, 14.F, {20.F, y}, Align::Left, palette::kCream);
            y += 18.F;
        }
        if (chatting_)
            draw_text(target, ctx, ctx.str(Str::LanChat) + " " + chat_line_ + "_", 14.F, {20.F, y}, Align::Left,
                      palette::kGold);
        // How the connection stands, always in the top left corner.
        std::string status = link_->reconnecting ? ctx.str(Str::LanReconnecting) : session.describe_status();
        if (lobby && lobby->paused) status += "  -  " + ctx.str(Str::LanPaused);
        draw_text(target, ctx, status, 15.F, {20.F, 18.F}, Align::Left, closed ? palette::kWarn : palette::kMuted);
        if (m.match_over()) {
            draw_panel(target, {440.F, 250.F, 400.F, 150.F});
            draw_text(target, ctx, ctx.str(Str::Podium), 26.F, {640.F, 285.F}, Align::Centre, palette::kGold, true);
            done_.set({ctx.str(Str::BackToMenu)}, {640.F, 320.F}, {300.F, 50.F}, 0.F);
            done_.draw(target, ctx);
        }
        ctx.frame.drawn_hand = m.viewer;
        ctx.frame.turn = m.to_move;
        ctx.frame.accepting = my_turn ? m.viewer : -1;
        ctx.frame.idle = true;
    }

private:
    void take(const net::UpdateMsg& update) {
        if (!model_) model_.emplace();
        for (const Event& e : update.events) model_->apply(e);
        model_->sync(update.view, update.view.seat);
        if (!model_->hand.contains(selected_)) selected_ = Card::none();
    }
    void send(const Action& action) {
        if (!link_->client || !link_->client->send_action(action)) {
            message_ = link_->client ? link_->client->session().describe_status() : std::string("not connected");
            message_ms_ = 2600.F;
        }
    }
    int selected_index(const std::vector<Card>& cards) const {
        for (std::size_t i = 0; i < cards.size(); ++i)
            if (cards[i] == selected_) return static_cast<int>(i);
        return -1;
    }

    std::shared_ptr<LanLink> link_;
    std::optional<TableModel> model_;
    Card selected_ = Card::none();
    std::string message_;
    float message_ms_ = 0;
    ButtonList done_;
    float end_ms_ = 0;
    bool podium_ = false;
    bool chatting_ = false;
    std::string chat_line_;
};

}  // namespace

std::unique_ptr<Screen> make_net_table_screen(Context& ctx, std::shared_ptr<LanLink> link,
                                              std::vector<net::UpdateMsg> updates) {
    return std::make_unique<NetTableScreen>(ctx, std::move(link), std::move(updates));
}

}  // namespace zero::game
