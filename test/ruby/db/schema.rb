ActiveRecord::Schema[7.2].define(version: 2026_01_01_000000) do
  # These are extensions that must be enabled in order to support this database
  enable_extension "plpgsql"
  enable_extension "ulid"

  create_table "customers", id: :ulid, default: -> { "gen_monotonic_ulid()" }, force: :cascade do |t|
    t.string "name", null: false
  end

  create_table "orders", id: :ulid, default: -> { "gen_monotonic_ulid()" }, force: :cascade do |t|
    t.ulid "customer_id", null: false
    t.ulid "reference"
    t.integer "quantity", default: 1, null: false
    t.index ["customer_id"], name: "index_orders_on_customer_id"
  end

  add_foreign_key "orders", "customers"
end
