// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/ui.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

namespace zero::game {

namespace {

float luminance(sf::Color c) {
    auto channel = [](sf::Uint8 v) {
        const float x = static_cast<float>(v) / 255.F;
        return x <= 0.03928F ? x / 12.92F : std::pow((x + 0.055F) / 1.055F, 2.4F);
    };
    return 0.2126F * channel(c.r) + 0.7152F * channel(c.g) + 0.0722F * channel(c.b);
}

}  // namespace

float contrast_ratio(sf::Color a, sf::Color b) {
    const float la = luminance(a);
    const float lb = luminance(b);
    return (std::max(la, lb) + 0.05F) / (std::min(la, lb) + 0.05F);
}

namespace {

void report_overflow(const Context& ctx, const char* where, const std::string& s, float width, float room) {
    if (!ctx.options.check_text) return;
    // Once per text: the same overflow is drawn every frame.
    static std::set<std::string> reported;
    if (!reported.insert(s).second) return;
    std::fprintf(stderr, "zero: text overflow (%s): \"%s\" is %.0f wide, the room is %.0f\n", where, s.c_str(),
                 static_cast<double>(width), static_cast<double>(room));
}

}  // namespace

sf::Text make_text(const Context& ctx, const std::string& s, float size, bool bold, sf::Color colour) {
    const float scale = std::max(ctx.fit.scale, 0.1F);
    sf::Text text(sf::String::fromUtf8(s.begin(), s.end()), bold ? ctx.fonts.bold : ctx.fonts.regular,
                  static_cast<unsigned>(std::lround(size * scale)));
    text.setScale(1.F / scale, 1.F / scale);
    text.setFillColor(colour);
    return text;
}

std::string fit_text(const Context& ctx, const std::string& s, float size, bool bold, float width, bool report) {
    auto fits = [&](const std::string& t) { return make_text(ctx, t, size, bold).getGlobalBounds().width <= width; };
    if (fits(s)) return s;
    if (report) report_overflow(ctx, "cut to fit", s, make_text(ctx, s, size, bold).getGlobalBounds().width, width);
    std::string cut = s;
    while (!cut.empty()) {
        // Drop a whole UTF-8 character at a time: its continuation bytes, then its first byte.
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0U) == 0x80U) cut.pop_back();
        if (!cut.empty()) cut.pop_back();
        if (fits(cut + "\u2026")) return cut + "\u2026";
    }
    return {};
}

std::vector<std::string> wrap_text(const Context& ctx, const std::string& s, float size, bool bold, float width) {
    auto fits = [&](const std::string& t) { return make_text(ctx, t, size, bold).getGlobalBounds().width <= width; };
    auto trimmed = [](std::string t) {
        while (!t.empty() && t.back() == ' ') t.pop_back();
        return t;
    };
    std::vector<std::string> lines;
    std::string line;
    auto end_line = [&] {
        if (!trimmed(line).empty()) lines.push_back(trimmed(line));
        line.clear();
    };
    std::size_t at = 0;
    while (at < s.size()) {
        // A word with the spaces after it.
        std::size_t end = s.find(' ', at);
        end = end == std::string::npos ? s.size() : s.find_first_not_of(' ', end);
        if (end == std::string::npos) end = s.size();
        const std::string word = s.substr(at, end - at);
        at = end;
        if (fits(trimmed(line + word))) {
            line += word;
            continue;
        }
        end_line();
        if (fits(trimmed(word))) {
            line = word;
            continue;
        }
        // A word wider than a line: broken between two characters (whole UTF-8 sequences).
        for (std::size_t i = 0; i < word.size();) {
            std::size_t next = i + 1;
            while (next < word.size() && (static_cast<unsigned char>(word[next]) & 0xC0U) == 0x80U) ++next;
            const std::string one = word.substr(i, next - i);
            if (!line.empty() && !fits(line + one)) end_line();
            line += one;
            i = next;
        }
    }
    end_line();
    if (lines.empty()) lines.emplace_back();
    return lines;
}

float fitting_size(const Context& ctx, const std::string& s, float size, bool bold, float width) {
    const float smallest = size * 0.7F;
    float fitted = size;
    while (fitted > smallest && make_text(ctx, s, fitted, bold).getGlobalBounds().width > width) fitted -= 0.5F;
    if (fitted <= smallest) {
        fitted = smallest;
        const float drawn = make_text(ctx, s, fitted, bold).getGlobalBounds().width;
        if (drawn > width) report_overflow(ctx, "wider than its room", s, drawn, width);
    }
    return fitted;
}

sf::FloatRect draw_text(sf::RenderTarget& target, const Context& ctx, const std::string& s, float size,
                        sf::Vector2f pos, Align align, sf::Color colour, bool bold, bool shadow) {
    sf::Text text = make_text(ctx, s, size, bold, colour);
    const sf::FloatRect local = text.getLocalBounds();
    float ox = local.left;
    if (align == Align::Centre) ox = local.left + local.width / 2.F;
    if (align == Align::Right) ox = local.left + local.width;
    // Centre on the font's x-height rather than the glyphs' bounds, so rows of text line up.
    const float scale = std::max(ctx.fit.scale, 0.1F);
    const float oy = static_cast<float>(text.getCharacterSize()) * 0.62F;
    text.setOrigin(ox, oy);
    text.setPosition(std::round(pos.x * scale) / scale, std::round(pos.y * scale) / scale);
    // Wider than the window: no place would show it whole. (A text merely past an edge may be one
    // sliding in, as the banners do.)
    if (const float drawn = text.getGlobalBounds().width; drawn > ctx.fit.visible.width)
        report_overflow(ctx, "wider than the window", s, drawn, ctx.fit.visible.width);
    // Small type goes without a drop shadow: it would not show, and every pixel costs on a
    // software rasteriser.
    if (shadow && size >= 17.F) {
        sf::Text back = text;
        back.setFillColor(sf::Color(0, 0, 0, static_cast<sf::Uint8>(colour.a * 0.55F)));
        back.move(1.5F, 2.F);
        target.draw(back);
    }
    target.draw(text);
    return text.getGlobalBounds();
}

void dim_around(sf::RenderTarget& target, const sf::FloatRect& v, const sf::FloatRect& hole, sf::Color colour) {
    const float right = v.left + v.width;
    const float bottom = v.top + v.height;
    const float hr = hole.left + hole.width;
    const float hb = hole.top + hole.height;
    const sf::FloatRect parts[4] = {{v.left, v.top, v.width, hole.top - v.top},
                                    {v.left, hb, v.width, bottom - hb},
                                    {v.left, hole.top, hole.left - v.left, hole.height},
                                    {hr, hole.top, right - hr, hole.height}};
    sf::VertexArray quads(sf::Triangles);
    for (const sf::FloatRect& r : parts) {
        if (r.width <= 0 || r.height <= 0) continue;
        const sf::Vector2f q[4] = {
            {r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height}, {r.left, r.top + r.height}};
        for (int i : {0, 1, 2, 0, 2, 3}) quads.append(sf::Vertex(q[i], colour));
    }
    target.draw(quads);
}

void draw_panel(sf::RenderTarget& target, sf::FloatRect rect, sf::Color fill, sf::Color outline, float radius,
                bool with_shadow, float edge) {
    if (with_shadow) {
        sf::ConvexShape shadow = rounded_rect({rect.width, rect.height}, radius);
        shadow.setPosition(rect.left + 4.F, rect.top + 7.F);
        shadow.setFillColor(sf::Color(0, 0, 0, static_cast<sf::Uint8>(fill.a * 0.35F)));
        target.draw(shadow);
    }
    sf::ConvexShape shape = rounded_rect({rect.width, rect.height}, radius);
    shape.setPosition(rect.left, rect.top);
    shape.setFillColor(fill);
    shape.setOutlineThickness(outline.a > 0 ? edge : 0.F);
    shape.setOutlineColor(outline);
    target.draw(shape);
}

void draw_button(sf::RenderTarget& target, const Context& ctx, sf::FloatRect rect, const std::string& label,
                 bool focused, bool enabled, bool primary) {
    sf::Color fill = primary ? sf::Color(196, 52, 40) : sf::Color(22, 48, 40, 235);
    if (focused && enabled) fill = primary ? sf::Color(226, 72, 52) : sf::Color(40, 86, 68, 245);
    if (!enabled) fill = sf::Color(40, 44, 44, 200);
    const sf::Color edge = focused && enabled ? palette::kGold : sf::Color(255, 214, 90, enabled ? 90 : 30);
    draw_panel(target, rect, fill, edge, std::min(14.F, rect.height / 2.F));
    // A light top half, like a lacquered button.
    sf::ConvexShape sheen = rounded_rect({rect.width - 8.F, rect.height / 2.F - 4.F}, std::min(10.F, rect.height / 4.F));
    sheen.setPosition(rect.left + 4.F, rect.top + 4.F);
    sheen.setFillColor(sf::Color(255, 255, 255, enabled ? 22 : 8));
    target.draw(sheen);
    // A label a little too long (a table found on the LAN, a translation) is drawn a little smaller.
    const float room = rect.width - 12.F;
    float size = std::min(26.F, rect.height * 0.44F);
    const float smallest = size * 0.75F;
    while (size > smallest && make_text(ctx, label, size, true).getGlobalBounds().width > room) size -= 0.5F;
    if (ctx.options.check_text) {
        const float width = make_text(ctx, label, size, true).getGlobalBounds().width;
        if (width > room) report_overflow(ctx, "wider than its button", label, width, room);
    }
    draw_text(target, ctx, label, size,
              {rect.left + rect.width / 2.F, rect.top + rect.height / 2.F}, Align::Centre,
              enabled ? (focused ? sf::Color::White : palette::kCream) : sf::Color(140, 140, 140), true);
}

void draw_backdrop(sf::RenderTarget& target, const Context& ctx, bool table) {
    if (table) {
        ctx.backdrop.draw(target, ctx);
        return;
    }
    paint_room(target, ctx.fit);
}

void begin_menu_frame(sf::RenderTarget& target, Context& ctx, const char* screen, bool idle) {
    ctx.frame = FrameInfo{};
    ctx.frame.screen = screen;
    ctx.frame.idle = idle;
    draw_backdrop(target, ctx);
}

void draw_title(sf::RenderTarget& target, const Context& ctx, const std::string& title, float size, float y) {
    draw_text(target, ctx, title, size, {640.F, y}, Align::Centre, palette::kGold, true);
}

void draw_status_line(sf::RenderTarget& target, const Context& ctx) {
    if (!ctx.status.empty()) draw_text(target, ctx, ctx.status, 15.F, {640.F, 700.F}, Align::Centre, palette::kWarn);
}

void dim_window(sf::RenderTarget& target, const Context& ctx) {
    const sf::FloatRect v = ctx.fit.visible;
    sf::RectangleShape cover({v.width, v.height});
    cover.setPosition(v.left, v.top);
    cover.setFillColor(sf::Color(0, 0, 0, 170));
    target.draw(cover);
}

namespace {

const sf::Vector2f kTableCentre(640.F, 360.F);
const sf::Color kRoomCentre(74, 44, 28);
const sf::Color kRoomEdge(26, 14, 10);
constexpr int kTableSegments = 72;

// A point on the table's edge (a superellipse: a card table's squarer oval), `grow` outside it.
sf::Vector2f table_edge(const sf::FloatRect& v, int i, float grow) {
    const float rx = std::max(v.width / 2.F - 24.F, 560.F);
    const float ry = std::max(v.height / 2.F - 20.F, 320.F);
    const float a = static_cast<float>(i) / static_cast<float>(kTableSegments) * 6.2831853F;
    const float ca = std::cos(a);
    const float sa = std::sin(a);
    const float px = std::copysign(std::pow(std::fabs(ca), 0.55F), ca);
    const float py = std::copysign(std::pow(std::fabs(sa), 0.55F), sa);
    return {kTableCentre.x + px * (rx + grow), kTableCentre.y + py * (ry + grow)};
}

// Where the ray from the table's centre through `p` leaves `r`.
sf::Vector2f ray_to_border(sf::Vector2f p, const sf::FloatRect& r) {
    const sf::Vector2f d = p - kTableCentre;
    float t = 1e9F;
    if (d.x > 0) t = std::min(t, (r.left + r.width - kTableCentre.x) / d.x);
    if (d.x < 0) t = std::min(t, (r.left - kTableCentre.x) / d.x);
    if (d.y > 0) t = std::min(t, (r.top + r.height - kTableCentre.y) / d.y);
    if (d.y < 0) t = std::min(t, (r.top - kTableCentre.y) / d.y);
    return kTableCentre + d * t;
}

}  // namespace

void Backdrop::draw(sf::RenderTarget& target, const Context& ctx) {
    const sf::FloatRect& v = ctx.fit.visible;
    if (!built_ || v != built_for_) {
        built_ = true;
        built_for_ = v;
        // The room reaches past the window's edge so a shaking table never shows an unpainted strip.
        const sf::FloatRect room(v.left - 40.F, v.top - 40.F, v.width + 80.F, v.height + 80.F);
        const sf::Vector2f corners[4] = {{room.left + room.width, room.top + room.height},
                                         {room.left, room.top + room.height},
                                         {room.left, room.top},
                                         {room.left + room.width, room.top}};
        room_.clear();
        rim_.clear();
        felt_.clear();
        inlay_.clear();
        // The room lies between the rim and the window's edge: dark wood, lighter towards the centre.
        const sf::Vector2f half(v.width / 2.F, v.height / 2.F);
        const float reach = std::sqrt(half.x * half.x + half.y * half.y);
        auto wood = [&](sf::Vector2f p) {
            const sf::Vector2f d = p - kTableCentre;
            return mix(kRoomCentre, kRoomEdge, std::min(1.F, std::sqrt(d.x * d.x + d.y * d.y) / reach));
        };
        for (int i = 0; i < kTableSegments; ++i) {
            const sf::Vector2f a0 = table_edge(v, i, 16.F);
            const sf::Vector2f a1 = table_edge(v, i + 1, 16.F);
            const sf::Vector2f b0 = ray_to_border(a0, room);
            const sf::Vector2f b1 = ray_to_border(a1, room);
            for (const sf::Vector2f& p : {a0, b0, b1, a0, b1, a1}) room_.append(sf::Vertex(p, wood(p)));
            // Where the two border points lie on different sides, the corner between them.
            const bool same_side = std::fabs(b0.x - b1.x) < 0.01F || std::fabs(b0.y - b1.y) < 0.01F;
            if (!same_side) {
                for (const sf::Vector2f& c : corners) {
                    const bool near_x = std::fabs(c.x - b0.x) < 0.01F || std::fabs(c.x - b1.x) < 0.01F;
                    const bool near_y = std::fabs(c.y - b0.y) < 0.01F || std::fabs(c.y - b1.y) < 0.01F;
                    if (!near_x || !near_y) continue;
                    for (const sf::Vector2f& p : {b0, c, b1}) room_.append(sf::Vertex(p, wood(p)));
                }
            }
        }
        // The padded rim, then the felt with its light falling off towards the edges.
        for (int i = 0; i <= kTableSegments; ++i) {
            rim_.append(sf::Vertex(table_edge(v, i, 16.F), sf::Color(40, 22, 14)));
            rim_.append(sf::Vertex(table_edge(v, i, 0.F), sf::Color(110, 66, 38)));
        }
        // The felt's light falls off from a point above the centre to the rim. The rasteriser pays
        // for every triangle edge crossing a tile, so most of the felt is a coarse fan and only a
        // band at the rim follows the curve closely.
        const sf::Vector2f light = kTableCentre + sf::Vector2f(0, -20.F);
        const sf::Color bright(40, 128, 84);
        const sf::Color dark(12, 62, 40);
        constexpr int kStride = 3;  // rim segments a coarse segment spans
        constexpr float kInner = 0.8F;
        const sf::Color inner_colour = mix(bright, dark, kInner);
        auto inner = [&](int i) { return light + (table_edge(v, i, 0.F) - light) * kInner; };
        for (int i = 0; i < kTableSegments; i += kStride) {
            felt_.append(sf::Vertex(light, bright));
            felt_.append(sf::Vertex(inner(i), inner_colour));
            felt_.append(sf::Vertex(inner(i + kStride), inner_colour));
            for (int j = 0; j < kStride; ++j) {
                const sf::Vector2f p = j * 2 < kStride ? inner(i) : inner(i + kStride);
                for (const sf::Vertex& vertex : {sf::Vertex(p, inner_colour), sf::Vertex(table_edge(v, i + j, 0.F), dark),
                                                 sf::Vertex(table_edge(v, i + j + 1, 0.F), dark)})
                    felt_.append(vertex);
            }
            // The gap between the two inner points and the rim point where the fan changes sides.
            const int mid = i + (kStride + 1) / 2;
            for (const sf::Vertex& vertex : {sf::Vertex(inner(i), inner_colour), sf::Vertex(table_edge(v, mid, 0.F), dark),
                                             sf::Vertex(inner(i + kStride), inner_colour)})
                felt_.append(vertex);
        }
        // A thin gold inlay line.
        for (int i = 0; i <= kTableSegments; ++i)
            inlay_.append(sf::Vertex(table_edge(v, i, -26.F), sf::Color(255, 214, 90, 40)));
    }
    const sf::RenderStates opaque(sf::BlendNone);
    target.draw(room_, opaque);
    target.draw(rim_, opaque);
    target.draw(felt_, opaque);
    target.draw(inlay_);
}

void paint_room(sf::RenderTarget& target, const ViewFit& fit) {
    const sf::FloatRect v = fit.visible;
    // The room: dark wood, lighter towards the centre.
    sf::VertexArray room(sf::TriangleFan);
    room.append(sf::Vertex(kTableCentre, kRoomCentre));
    const sf::Vector2f corners[] = {{v.left, v.top},
                                    {v.left + v.width, v.top},
                                    {v.left + v.width, v.top + v.height},
                                    {v.left, v.top + v.height},
                                    {v.left, v.top}};
    for (const sf::Vector2f& p : corners) room.append(sf::Vertex(p, kRoomEdge));
    // Opaque and first: no blending, so the software rasteriser need not read the frame back.
    target.draw(room, sf::RenderStates(sf::BlendNone));
}

void draw_marked_text(sf::RenderTarget& target, const Context& ctx, const std::string& text, sf::Vector2f top_left,
                      float width) {
    std::istringstream lines(text);
    std::string line;
    float y = top_left.y;
    while (std::getline(lines, line)) {
        if (line.empty()) {
            y += 14.F;
            continue;
        }
        const bool heading = line.rfind("# ", 0) == 0;
        if (heading && y > top_left.y + 10.F) y += 8.F;
        const std::string shown = heading ? line.substr(2) : line;
        const float size = fitting_size(ctx, shown, heading ? 26.F : 18.F, heading, width);
        draw_text(target, ctx, fit_text(ctx, shown, size, heading, width), size, {top_left.x, y}, Align::Left,
                  heading ? palette::kGold : palette::kCream, heading);
        y += heading ? 40.F : 27.F;
    }
}

void draw_logo(sf::RenderTarget& target, const Context& ctx, sf::Vector2f centre, float size) {
    sf::VertexArray batch(sf::Triangles);
    const knizia::Card fan[] = {knizia::Card(knizia::Colour::Red, 1), knizia::Card(knizia::Colour::Yellow, 3), knizia::Card(knizia::Colour::Green, 5), knizia::Card(knizia::Colour::Blue, 7),
                        knizia::Card(knizia::Colour::Violet, 8)};
    for (int i = 0; i < 5; ++i) {
        const float d = static_cast<float>(i) - 2.F;
        Placement p;
        p.pos = centre + sf::Vector2f(d * size * 0.55F, d * d * size * 0.04F - size * 0.15F);
        p.rotation = d * 9.F;
        p.scale = size / 150.F;
        CardLook look;
        look.alpha = 0.95F;
        ctx.cards.add(batch, fan[i], p, look);
    }
    target.draw(batch, sf::RenderStates(&ctx.cards.texture()));
    sf::Text title = make_text(ctx, ctx.str(Str::GameTitle), size, true, palette::kGold);
    const sf::FloatRect b = title.getLocalBounds();
    title.setOrigin(b.left + b.width / 2.F, b.top + b.height / 2.F);
    title.setPosition(centre + sf::Vector2f(0, size * 0.55F));
    title.setOutlineThickness(std::max(2.F, size * 0.05F) * ctx.fit.scale);
    title.setOutlineColor(sf::Color(60, 20, 10));
    sf::Text shadow = title;
    shadow.setFillColor(sf::Color(0, 0, 0, 140));
    shadow.setOutlineColor(sf::Color(0, 0, 0, 140));
    shadow.move(5.F, 7.F);
    target.draw(shadow);
    target.draw(title);
}

sf::Event mouse_event(const Context& ctx, sf::Event::EventType type, sf::Vector2f design) {
    sf::Event e{};
    e.type = type;
    const sf::Vector2i p = ctx.to_pixel(design);
    if (type == sf::Event::MouseMoved) {
        e.mouseMove.x = p.x;
        e.mouseMove.y = p.y;
    } else {
        e.mouseButton.button = sf::Mouse::Left;
        e.mouseButton.x = p.x;
        e.mouseButton.y = p.y;
    }
    return e;
}

sf::Event click_at(const Context& ctx, sf::FloatRect rect) {
    return mouse_event(ctx, sf::Event::MouseButtonPressed, {rect.left + rect.width / 2.F, rect.top + rect.height / 2.F});
}

sf::Vector2f ValueRow::raise_arrow() const { return {rect.left + rect.width - 24.F, rect.top + rect.height / 2.F}; }
sf::Vector2f ValueRow::lower_arrow() const { return raise_arrow() - sf::Vector2f(value_width, 0); }
sf::Vector2f ValueRow::value_centre() const { return raise_arrow() - sf::Vector2f(value_width / 2.F, 0); }

int ValueRow::step_at(sf::Vector2f p) const {
    if (!rect.contains(p)) return 0;
    // A little room left of the "<", so a click on its edge still counts.
    if (p.x < lower_arrow().x - 24.F) return 0;
    return p.x < value_centre().x ? -1 : +1;
}

void ButtonList::set(std::vector<std::string> labels, sf::Vector2f top_centre, sf::Vector2f size, float gap) {
    labels_ = std::move(labels);
    enabled_.assign(labels_.size(), true);
    top_centre_ = top_centre;
    size_ = size;
    gap_ = gap;
    focus_ = std::clamp(focus_, 0, std::max(static_cast<int>(labels_.size()) - 1, 0));
}

sf::FloatRect ButtonList::rect(int i) const {
    return {top_centre_.x - size_.x / 2.F, top_centre_.y + static_cast<float>(i) * (size_.y + gap_), size_.x,
            size_.y};
}

void ButtonList::set_enabled(int i, bool enabled) {
    if (i >= 0 && i < static_cast<int>(enabled_.size())) enabled_[static_cast<std::size_t>(i)] = enabled;
}

bool ButtonList::enabled(int i) const {
    return i >= 0 && i < static_cast<int>(enabled_.size()) && enabled_[static_cast<std::size_t>(i)];
}

int ButtonList::handle_command(Command command) {
    const int n = static_cast<int>(labels_.size());
    if (n == 0) return -1;
    if (command == Command::Up) focus_ = (focus_ + n - 1) % n;
    if (command == Command::Down) focus_ = (focus_ + 1) % n;
    if (command == Command::Confirm && enabled(focus_)) return focus_;
    return -1;
}

int ButtonList::handle(const sf::Event& event, const Context& ctx) {
    if (event.type == sf::Event::MouseMoved) {
        const sf::Vector2f p = ctx.to_design({event.mouseMove.x, event.mouseMove.y});
        for (int i = 0; i < static_cast<int>(labels_.size()); ++i)
            if (rect(i).contains(p)) focus_ = i;
        return -1;
    }
    if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
        const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
        for (int i = 0; i < static_cast<int>(labels_.size()); ++i)
            if (rect(i).contains(p)) {
                focus_ = i;
                return enabled(i) ? i : -1;
            }
        return -1;
    }
    return handle_command(command_for_event(event, axes_));
}

void ButtonList::draw(sf::RenderTarget& target, const Context& ctx) const {
    for (int i = 0; i < static_cast<int>(labels_.size()); ++i)
        draw_button(target, ctx, rect(i), labels_[static_cast<std::size_t>(i)], i == focus_, enabled(i), i == 0);
}

ButtonList delete_answers(const Context& ctx, sf::Vector2f top_centre) {
    ButtonList answers;
    answers.set({ctx.str(Str::ResumeDelete), ctx.str(Str::ResumeKeep)}, top_centre, {300.F, 46.F}, 10.F);
    answers.set_focus(1);
    return answers;
}

bool answer_delete(ButtonList& answers, const sf::Event& event, Context& ctx, const std::function<void()>& erase) {
    int chosen = answers.handle(event, ctx);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) chosen = 1;
    if (chosen < 0) return false;
    ctx.sounds.play(Sfx::Click);
    if (chosen == 0) erase();
    return true;
}

}  // namespace zero::game
