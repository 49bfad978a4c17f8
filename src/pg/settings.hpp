// The extension's settings (GUCs), defined when the library is loaded (module.cpp's _PG_init).
#pragma once

namespace idpg {

// ulid.mask_key: the server key of the one-argument mask functions (mask.cpp).
void define_mask_key_setting();

// ulid.enable_estimators: the ID types' own range estimates, or core's (estimate/estimators.cpp).
void define_estimator_setting();

}  // namespace idpg
