#include "zero/saves/hero_autosaver.hpp"

namespace zero {

template class BasicAutosaver<hero::AutosaveGame>;

}  // namespace zero
