// SPDX-License-Identifier: GPL-3.0-or-later
#include "run_recorder.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <stdexcept>
#include <SFML/Graphics/Texture.hpp>

namespace zero::game {

namespace {

// The frame log's story fields, after the older ones so that readers of those keep working; the
// moves started this frame are written once and dropped.
void log_story(std::ostream& out, FrameInfo& frame) {
    auto list = [](const std::vector<std::string>& words) {
        std::string joined;
        for (const std::string& w : words) joined += (joined.empty() ? "" : ",") + w;
        return joined;
    };
    out << " round=" << frame.round << " recap=" << frame.recap << " mark=" << frame.mark
        << " log=" << frame.log_open << " hold=" << frame.holding << " idle=" << frame.idle
        << " hint=" << frame.hint;
    if (!frame.moves.empty()) out << " moves=" << list(frame.moves);
    frame.moves.clear();
}

void print_times(const char* what, const std::vector<float>& ms) {
    std::printf("%s: %zu, mean %.2f ms, p99 %.2f ms\n", what, ms.size(), static_cast<double>(FrameStats::mean(ms)),
                static_cast<double>(FrameStats::percentile(ms, 99.F)));
}

}  // namespace

float FrameStats::mean(const std::vector<float>& ms) {
    if (ms.empty()) return 0;
    return std::accumulate(ms.begin(), ms.end(), 0.F) / static_cast<float>(ms.size());
}

float FrameStats::percentile(std::vector<float> ms, float p) {
    if (ms.empty()) return 0;
    std::sort(ms.begin(), ms.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p / 100.F * static_cast<float>(ms.size())));
    return ms[std::clamp<std::size_t>(rank, 1, ms.size()) - 1];
}

RunRecorder::RunRecorder(const Options& options) : options_(options) {
    if (!options.frame_log.empty()) {
        frame_log_.open(options.frame_log);
        if (!frame_log_) throw std::runtime_error(options.frame_log + ": cannot write the frame log");
    }
    if (!options.screenshot_dir.empty()) std::filesystem::create_directories(options.screenshot_dir);
}

bool RunRecorder::take_shots(sf::RenderWindow& window, Context& ctx) {
    const bool took = !ctx.shots.empty() && !options_.screenshot_dir.empty();
    for (const std::string& name : ctx.shots) {
        if (options_.screenshot_dir.empty()) break;
        sf::Texture texture;
        texture.create(window.getSize().x, window.getSize().y);
        texture.update(window);
        const std::string path = options_.screenshot_dir + "/" + name + ".png";
        if (!texture.copyToImage().saveToFile(path)) std::fprintf(stderr, "zero: %s: cannot write\n", path.c_str());
    }
    ctx.shots.clear();
    return took;
}

void RunRecorder::frame_shown(long frame, Context& ctx, float work_ms, float cpu_ms, bool took_shot) {
    if (!first_frame_reported_ && options_.frames_report) {
        first_frame_reported_ = true;
        std::printf("first frame: %.0f ms after launch\n", static_cast<double>(launch_.getElapsedTime().asMilliseconds()));
    }
    if (frame > 0 && !took_shot) {
        stats_.all.push_back(work_ms);
        stats_.cpu.push_back(cpu_ms);
        if (ctx.frame.animating) stats_.animating.push_back(work_ms);
    }
    if (frame_log_.is_open()) {
        frame_log_ << "frame " << frame << " screen=" << ctx.frame.screen << " hand=" << ctx.frame.drawn_hand
                   << " reveal=" << ctx.frame.reveal << " handoff=" << ctx.frame.handoff << " turn=" << ctx.frame.turn
                   << " accepting=" << ctx.frame.accepting << " animating=" << ctx.frame.animating;
        if (!ctx.frame.detail.empty()) frame_log_ << " detail=" << ctx.frame.detail;
        frame_log_ << " ms=" << work_ms;
        log_story(frame_log_, ctx.frame);
        frame_log_ << '\n';
        for (const std::string& note : ctx.notes) frame_log_ << "note frame " << frame << ": " << note << '\n';
        // Line by line: a run killed by a hang guard or a crash keeps its last frames, which say
        // where it stood.
        frame_log_.flush();
    }
    ctx.notes.clear();
}

void RunRecorder::report() const {
    if (!options_.frames_report) return;
    print_times("frames", stats_.all);
    print_times("animating frames", stats_.animating);
    std::printf("process CPU per frame: mean %.2f ms, p99 %.2f ms\n", static_cast<double>(FrameStats::mean(stats_.cpu)),
                static_cast<double>(FrameStats::percentile(stats_.cpu, 99.F)));
}

}  // namespace zero::game
