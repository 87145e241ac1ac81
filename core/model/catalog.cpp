#include "core/model/catalog.h"

#include <algorithm>

namespace rightsize {
namespace {

template <class T> const T* findById(const std::vector<T>& items, std::string_view id) {
    const auto it =
        std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

const Device* Catalog::device(std::string_view id) const {
    return findById(devices, id);
}
const ModelPreset* Catalog::model(std::string_view id) const {
    return findById(models, id);
}
const ScenarioPreset* Catalog::scenario(std::string_view id) const {
    return findById(scenarios, id);
}

} // namespace rightsize
