// The traits of the three ID types (see IdType in id_type.hpp): shared by each type's own glue
// file and by the row estimators (estimate/estimators.cpp), which are generated for all three at once.
#pragma once

#include "../core/layout.hpp"

namespace idpg {

struct UlidTraits {
    static constexpr const char* name = "ulid";
    static constexpr const idcore::IdLayout& layout = idcore::kUlid;
    static constexpr bool by_value = false;
};

struct UlidFlakeTraits {
    static constexpr const char* name = "ulid_flake";
    static constexpr const idcore::IdLayout& layout = idcore::kUlidFlake;
    static constexpr bool by_value = true;
};

struct BaseUidTraits {
    static constexpr const char* name = "baseuid";
    static constexpr const idcore::IdLayout& layout = idcore::kBaseUid;
    static constexpr bool by_value = false;
};

}  // namespace idpg
