-- 0.2.0 -> 0.3.0 (spec section 6). Every object added here is added by the install script too,
-- through the same install parts and templates.

-- 6.1: keyed masks that hide the creation time.
-- @include masks.sql

-- 6.2: TypeID as a native type.
-- @include typeid.sql
