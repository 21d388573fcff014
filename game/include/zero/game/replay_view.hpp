// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The replay viewer: a match record watched again on its game's own animated table. The record is
// walked by a core::ReplayCursor (zero/core/replay_cursor.hpp), so the table always shows what a
// fresh replay of the record to that step gives. Stepping forward hands the table the recorded
// action's events, which it animates as it does a bot's move; stepping back, jumping to a part or
// changing whose view is shown builds the table again at the new step, without animation.
//
// The shell (replay_screen.cpp) owns the controls and the table screen; a ReplayDeck is what it
// reads and moves; ReplayFeed is the table's feed of the games whose tables share the seat shell
// (SeatFeed, seat_feed.hpp): every seat played by the record, none by a person.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "zero/core/analysis.hpp"
#include "zero/core/replay_cursor.hpp"
#include "zero/game/context.hpp"
#include "zero/game/screens.hpp"

namespace zero::game {

// The record being watched and the way through it, whatever its game.
class ReplayDeck {
public:
    virtual ~ReplayDeck() = default;
    virtual std::size_t position() const = 0;
    virtual std::size_t size() const = 0;
    virtual std::size_t parts() const = 0;
    virtual std::size_t part() const = 0;
    virtual std::size_t part_start(std::size_t p) const = 0;
    virtual void seek(std::size_t step) = 0;
    virtual int players() const = 0;
    virtual std::string name(int seat) const = 0;
    // The record holds the match's end (another tool's may stop before it).
    virtual bool finished() const = 0;
    // Whether the game counts in rounds (Knizia's Zero) rather than games.
    virtual bool by_round() const { return false; }
    // The cards `seat` holds that the table hides from the others (the spectator's panel), drawn
    // small from `left_centre` rightwards; the width used.
    virtual float draw_hidden(sf::RenderTarget& target, const Context& ctx, int seat, sf::Vector2f left_centre) const = 0;
    // The table at the current step, from `seat`'s chair (its hand shown), or every seat's
    // hand hidden as at a bot match (-1). `autoplay`: the autoplay's table (its pictures, its podium).
    virtual std::unique_ptr<Screen> table(Context& ctx, int seat, bool autoplay) = 0;

    // The analysis of `seat`'s decisions (docs/analysis.md) as a job for another thread: it holds
    // its own copy of the record and of `strings`, so the viewer may step on while it runs. Empty
    // when the game has no analysis. `words`: each decision's move played and Hard's in the
    // player's language (the analysis's own are the record's words).
    struct Analysed {
        core::MatchAnalysis analysis;
        std::vector<std::array<std::string, 2>> words;
    };
    using AnalysisJob = std::function<Analysed(const core::AnalysisParams&)>;
    virtual AnalysisJob analysis(int seat, const Strings& strings) const = 0;
    virtual bool can_analyse() const = 0;
    // The step at which the decision the analysis names (`round`, `position`, both from 1) is
    // still to be made: the table as the seat saw it then.
    std::size_t decision_step(int round, int position) const {
        return part_start(static_cast<std::size_t>(std::max(round, 1) - 1)) + static_cast<std::size_t>(std::max(position, 1) - 1);
    }

    // Moved by the shell, read by the feed.
    bool playing = false;
    int steps_wanted = 0;   // single steps asked for while paused
    bool keep_end = false;  // the match's end reaches the table (its podium): the autoplay's
};

// What ReplayFeed adds to the game's feed `Base` beyond SeatFeed: for a game with one seat to move
// at a time (Knizia's Zero: KniziaFeed::to_move), the seat its session names (G::to_move) in the
// state the replay stands at. (A virtual function takes no requires-clause, so the choice is made
// by the base class.)
template <class Base, class G>
class ReplayFeedParts : public Base {
protected:
    virtual const typename G::Module::State& replay_state() const = 0;
};
template <class Base, class G>
    requires requires(const typename G::Module::State& state) { G::to_move(state); }
class ReplayFeedParts<Base, G> : public Base {
public:
    Seat to_move() const override { return G::to_move(replay_state()); }

protected:
    virtual const typename G::Module::State& replay_state() const = 0;
};

// A table's feed over a ReplayDeckOf: `Base` is the game's feed (SolerFeed, HeroFeed, KniziaFeed),
// `G` the game as its session sees it (SolerSessionGame).
template <class Base, class G, class Deck>
class ReplayFeed : public ReplayFeedParts<Base, G> {
public:
    using Module = typename G::Module;
    ReplayFeed(Deck& deck, int seat) : deck_(deck), seat_(seat) {}

    typename Base::Rules rules() const override { return deck_.cursor().record().rules(); }
    std::vector<bool> humans() const override {
        std::vector<bool> out(static_cast<std::size_t>(deck_.players()), false);
        if (seat_ >= 0) out[static_cast<std::size_t>(seat_)] = true;
        return out;
    }
    std::string name(Seat seat) const override { return deck_.name(seat); }
    typename Base::View view(Seat seat) const override { return Module::view_for(deck_.cursor().state(), seat); }
    SeatMask to_act() const override { return Module::to_act(deck_.cursor().state()); }
    bool over() const override { return Module::over(deck_.cursor().state()); }
    std::uint32_t state_id() const override { return Module::state_id(deck_.cursor().state()); }
    typename Base::EventList opening_events() override { return {}; }
    // A seat watched plays no move here: no hint to ask for, no input to prompt for.
    bool hints_allowed() const override { return false; }
    bool watched() const override { return true; }
    bool spectator() const override { return seat_ < 0; }
    void submit(Seat /*seat*/, const typename Base::Action& /*action*/) override {}
    bool submitted(Seat /*seat*/) const override { return false; }
    typename Base::EventList step() override {
        if (deck_.cursor().at_end()) deck_.playing = false;
        if (!deck_.playing && deck_.steps_wanted <= 0) return {};
        if (deck_.steps_wanted > 0) --deck_.steps_wanted;
        typename Base::EventList events = deck_.cursor().forward();
        // The viewer stays at the table at the end: the podium is the autoplay's. (Built anew:
        // Knizia's event list only grows.)
        if (deck_.keep_end) return events;
        typename Base::EventList kept;
        for (const auto& e : events)
            if (!std::holds_alternative<typename G::MatchEnded>(e)) kept.push_back(e);
        return kept;
    }

protected:
    const typename Module::State& replay_state() const override { return deck_.cursor().state(); }

private:
    Deck& deck_;
    int seat_;
};

// A record of a game whose table takes a SeatFeed: `Steps` its core::ReplayCursor steps, `G` and
// `Feed` as for ReplayFeed, `make_table` its table from a feed, `hidden` the cards a seat hides
// (drawn as the spectator's panel shows them).
template <class Steps, class G, class Feed>
class ReplayDeckOf final : public ReplayDeck {
public:
    using Cursor = core::ReplayCursor<Steps>;
    using MakeTable = std::function<std::unique_ptr<Screen>(Context&, std::unique_ptr<Feed>, TableOptions)>;
    using DrawHidden = std::function<float(sf::RenderTarget&, const Context&, const typename Steps::State&, int,
                                           sf::Vector2f)>;

    using Record = typename Steps::Record;
    using Action = std::decay_t<decltype(std::declval<const Record&>().rounds.front().actions.front().action)>;
    using Analyse = std::function<core::MatchAnalysis(const Record&, int, const core::AnalysisParams&)>;
    // An action in the player's words, given the players' names.
    using Word = std::function<std::string(const Action&, const std::vector<std::string>&, const Strings&)>;

    // Throws std::invalid_argument for a record that does not replay.
    ReplayDeckOf(Record record, MakeTable make_table, DrawHidden hidden, Analyse analyse = {}, Word word = {})
        : cursor_(std::move(record)), make_table_(std::move(make_table)), hidden_(std::move(hidden)),
          analyse_(std::move(analyse)), word_(std::move(word)) {}

    Cursor& cursor() { return cursor_; }
    const Cursor& cursor() const { return cursor_; }
    std::size_t position() const override { return cursor_.position(); }
    std::size_t size() const override { return cursor_.size(); }
    std::size_t parts() const override { return cursor_.parts(); }
    std::size_t part() const override { return cursor_.part(); }
    std::size_t part_start(std::size_t p) const override { return cursor_.part_start(p); }
    void seek(std::size_t step) override { cursor_.seek(step); }
    int players() const override { return static_cast<int>(cursor_.record().players.size()); }
    // A game of rounds (Knizia's Zero) says so through its session's game (G::kByRound).
    bool by_round() const override {
        if constexpr (requires { G::kByRound; })
            return G::kByRound;
        else
            return false;
    }
    std::string name(int seat) const override { return cursor_.record().players.at(static_cast<std::size_t>(seat)); }
    bool finished() const override { return cursor_.record().finished(); }
    float draw_hidden(sf::RenderTarget& target, const Context& ctx, int seat, sf::Vector2f left_centre) const override {
        return hidden_(target, ctx, cursor_.state(), seat, left_centre);
    }
    std::unique_ptr<Screen> table(Context& ctx, int seat, bool autoplay) override {
        TableOptions options;
        options.autoplay = autoplay;
        return make_table_(ctx, std::make_unique<ReplayFeed<Feed, G, ReplayDeckOf>>(*this, seat), std::move(options));
    }
    bool can_analyse() const override { return static_cast<bool>(analyse_); }
    AnalysisJob analysis(int seat, const Strings& strings) const override {
        if (!analyse_) return {};
        return [analyse = analyse_, word = word_, record = cursor_.record(), seat, strings](const core::AnalysisParams& params) {
            Analysed out{analyse(record, seat, params), {}};
            for (const core::DecisionReport& d : out.analysis.decisions) {
                if (core::analysis_cancelled(params)) throw core::AnalysisCancelled();
                out.words.push_back(words_of(record, seat, d, word, strings));
            }
            return out;
        };
    }

private:
    // The move played (the record's) and Hard's (the legal action of that step the analysis names)
    // in the player's words; the analysis's own words without a `word`.
    static std::array<std::string, 2> words_of(const Record& record, int seat, const core::DecisionReport& d,
                                               const Word& word, const Strings& strings) {
        std::array<std::string, 2> out{d.played, d.best};
        if (!word) return out;
        const auto r = static_cast<std::size_t>(d.round - 1);
        const auto p = static_cast<std::size_t>(d.position - 1);
        out[0] = word(record.rounds.at(r).actions.at(p).action, record.players, strings);
        const auto before = Steps::replay(core::cut_record(record, core::part_starts(record)[r] + p));
        if (!before.state) return out;
        for (const Action& a : legal_of(*before.state, seat))
            if (to_string(a) == d.best) {
                out[1] = word(a, record.players, strings);
                break;
            }
        return out;
    }

    // The seat's legal actions (a game with one seat to move at a time names none: Knizia's Zero).
    static auto legal_of(const typename Steps::State& state, int seat) {
        if constexpr (requires { legal_actions(state, seat); })
            return legal_actions(state, seat);
        else
            return legal_actions(state);
    }

    Cursor cursor_;
    MakeTable make_table_;
    DrawHidden hidden_;
    Analyse analyse_;
    Word word_;
};

// The viewer over `deck`, opened at its start (playing by itself with `autoplay`, to the podium).
std::unique_ptr<Screen> make_replay_screen(Context& ctx, std::shared_ptr<ReplayDeck> deck, bool autoplay);

// How the viewer opens with its analysis (docs/analysis.md, "In the app").
struct AnalysisStart {
    int seat = -1;                  // the seat whose decisions are analysed at once (-1: none, A asks)
    bool choose = false;            // without a seat: the seat chooser up at once (History's Analyse)
    core::AnalysisParams params;    // the budget (the game's default unless set)
};
// The viewer over `deck`, its analysis of `start.seat` worked out as it opens.
std::unique_ptr<Screen> make_replay_screen(Context& ctx, std::shared_ptr<ReplayDeck> deck, const AnalysisStart& start);

// `zero --replay FILE`, or a match of History: the viewer of the record at `path`, or a sentence
// ("FILE: ...") in `error` and null when it does not open (not a record, not replaying, a game
// whose table has no viewer yet).
std::unique_ptr<Screen> open_replay(Context& ctx, const std::string& path, bool autoplay, std::string& error);

// `zero --replay FILE --analyse SEAT`, or a match of History opened on its analysis: the viewer of
// the record at `path` at its start, the analysis of `start.seat`'s decisions running (or its seat
// chooser up); null with `error` as open_replay, ending with kNoAnalysis for a game without one.
inline constexpr std::string_view kNoAnalysis = "the game has no analysis here yet";
std::unique_ptr<Screen> open_replay_analysis(Context& ctx, const std::string& path, const AnalysisStart& start,
                                             std::string& error);

}  // namespace zero::game
