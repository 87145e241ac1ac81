#include "core/store/engine/ordered_json.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace rightsize {
namespace {

using Ordered = nlohmann::ordered_json;

// Builds the document from nlohmann's SAX events. Values go where the innermost open container
// says: the end of an array, or the slot of the object's last key. A container's own vector is
// never grown while one of its children is open, so the pointers held stay valid.
class OrderedBuilder {
public:
    explicit OrderedBuilder(Ordered& root)
        : m_root(root) {}

    bool null() { return put(nullptr); }
    bool boolean(bool v) { return put(v); }
    bool number_integer(Ordered::number_integer_t v) { return put(v); }
    bool number_unsigned(Ordered::number_unsigned_t v) { return put(v); }
    bool number_float(Ordered::number_float_t v, const std::string&) { return put(v); }
    bool string(std::string& v) { return put(std::move(v)); }
    bool binary(Ordered::binary_t& v) { return put(Ordered::binary(std::move(v))); }
    bool start_object(std::size_t) { return open(Ordered::object()); }
    bool start_array(std::size_t) { return open(Ordered::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(std::string& k) {
        Frame& f = m_open.back();
        auto& items =
            static_cast<Ordered::object_t::Container&>(f.value->get_ref<Ordered::object_t&>());
        const auto [at, fresh] = f.index.try_emplace(k, items.size());
        if (fresh)
            items.emplace_back(std::move(k), nullptr);
        m_slot = &items[at->second].second;
        return true;
    }

    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) {
        return false;
    }

private:
    struct Frame {
        Ordered* value;
        std::unordered_map<std::string, std::size_t> index; // objects: key → place
    };

    Ordered* place(Ordered&& v) {
        if (m_open.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        Ordered* container = m_open.back().value;
        if (container->is_array()) {
            auto& items = container->get_ref<Ordered::array_t&>();
            items.push_back(std::move(v));
            return &items.back();
        }
        *m_slot = std::move(v);
        return m_slot;
    }
    bool put(Ordered&& v) {
        place(std::move(v));
        return true;
    }
    bool open(Ordered&& container) {
        m_open.push_back({place(std::move(container)), {}});
        return true;
    }
    bool close() {
        m_open.pop_back();
        return true;
    }

    Ordered& m_root;
    std::vector<Frame> m_open;
    Ordered* m_slot = nullptr;
};

} // namespace

nlohmann::ordered_json parseOrderedJson(std::string_view text) {
    Ordered root;
    OrderedBuilder builder(root);
    if (!Ordered::sax_parse(text.begin(), text.end(), &builder))
        return Ordered(Ordered::value_t::discarded);
    return root;
}

} // namespace rightsize
