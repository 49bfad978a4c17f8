class CreateCustomersAndOrders < ActiveRecord::Migration[7.2]
  def change
    enable_extension "ulid"
    create_table :customers, id: :ulid, default: -> { "gen_monotonic_ulid()" } do |t|
      t.string :name, null: false
    end
    create_table :orders, id: :ulid, default: -> { "gen_monotonic_ulid()" } do |t|
      t.references :customer, type: :ulid, null: false, foreign_key: true
      t.ulid :reference
      t.integer :quantity, null: false, default: 1
    end
  end
end
