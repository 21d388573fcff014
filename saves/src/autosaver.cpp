#include "zero/saves/autosaver.hpp"

namespace zero {

template class BasicAutosaver<KniziaAutosave>;

}  // namespace zero
