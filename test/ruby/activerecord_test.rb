# ActiveRecord against a real server with config/initializers/ulid.rb: a ulid primary key with a
# database default, schema.rb dumped and loaded back, find, where, associations through a ulid
# foreign key. test/layers/69-client-ruby.sh runs it with the libpq variables of a throwaway
# cluster; each test makes its own databases.
require "active_record"
require "minitest/autorun"
require "open3"
require "stringio"
require_relative "config/initializers/ulid"
require_relative "app/models/customer"
require_relative "app/models/order"

SCHEMA_RB = File.join(__dir__, "db", "schema.rb")
ULID_TEXT = /\A[0-7][0-9A-HJKMNP-TV-Z]{25}\z/

CONNECTION = {
  adapter: "postgresql", host: ENV.fetch("PGHOST"), port: ENV.fetch("PGPORT"),
  username: ENV.fetch("PGUSER"), password: ENV["PGPASSWORD"],
}.freeze

# Everything ActiveRecord warns about ("unknown OID ...") goes through Kernel#warn to $stderr.
$stderr = WARNINGS = StringIO.new
at_exit { STDERR.write(WARNINGS.string) }

# A new, empty database for one test, connected as ActiveRecord::Base.
def connect_to_new_database(name)
  ActiveRecord::Base.establish_connection(**CONNECTION, database: "postgres")
  ActiveRecord::Base.connection.drop_database(name)
  ActiveRecord::Base.connection.create_database(name)
  ActiveRecord::Base.establish_connection(**CONNECTION, database: name)
end

# schema.rb as ActiveRecord dumps it, less the comment it starts with.
def dump_schema
  ActiveRecord::SchemaDumper.dump(ActiveRecord::Base.connection_pool, StringIO.new).string.sub(/\A(#.*\n)+\n/, "")
end

# What bin/rails db:migrate does: run db/migrate/ and record the versions.
def migrate
  ActiveRecord::Migration.suppress_messages { ActiveRecord::MigrationContext.new(File.join(__dir__, "db", "migrate")).migrate }
end

class ActiveRecordUlidTest < Minitest::Test
  i_suck_and_my_tests_are_order_dependent! # one connection (ActiveRecord::Base) at a time

  def test_schema_rb_expresses_the_ulid_columns_and_loads_back_the_same
    connect_to_new_database("ar_ulid_dumped")
    migrate
    dumped = dump_schema
    assert_includes dumped, 'enable_extension "ulid"'
    assert_includes dumped, 'create_table "customers", id: :ulid, default: -> { "gen_monotonic_ulid()" }, force: :cascade do |t|'
    assert_includes dumped, 't.ulid "customer_id", null: false'
    assert_includes dumped, 't.ulid "reference"'
    assert_includes dumped, 'add_foreign_key "orders", "customers"'
    refute_match(/Could not dump|Unknown type/, dumped)
    assert_equal File.read(SCHEMA_RB), dumped, "db/schema.rb is what ActiveRecord dumps (less its opening comment)"

    # What bin/rails db:schema:load does, into a new database.
    connect_to_new_database("ar_ulid_loaded")
    ActiveRecord::Migration.suppress_messages { load SCHEMA_RB }
    assert_equal dumped, dump_schema, "schema.rb loaded into a new database dumps the same"
    columns = ActiveRecord::Base.connection.select_rows(<<~SQL)
      SELECT a.attrelid::regclass::text, a.attname, format_type(a.atttypid, a.atttypmod), pg_get_expr(d.adbin, d.adrelid)
      FROM pg_attribute a LEFT JOIN pg_attrdef d ON (d.adrelid, d.adnum) = (a.attrelid, a.attnum)
      WHERE a.attrelid IN ('customers'::regclass, 'orders'::regclass) AND format_type(a.atttypid, NULL) = 'ulid'
      ORDER BY 1, 2
    SQL
    assert_equal [
      ["customers", "id", "ulid", "gen_monotonic_ulid()"],
      ["orders", "customer_id", "ulid", nil],
      ["orders", "id", "ulid", "gen_monotonic_ulid()"],
      ["orders", "reference", "ulid", nil],
    ], columns
  end

  def test_records_are_keyed_found_and_associated_by_ulid
    connect_to_new_database("ar_ulid_records")
    migrate
    customers = %w[ada grace edsger].map { |name| Customer.create!(name: name) }
    customers.each { |customer| assert_match ULID_TEXT, customer.id }
    assert_equal customers.map(&:id).sort, customers.map(&:id), "gen_monotonic_ulid() keys sort in creation order"

    ada = customers.first
    assert_equal "ada", Customer.find(ada.id).name
    assert_equal "ada", Customer.find(ada.id.downcase).name, "the server reads either case"
    assert_equal %w[ada edsger], Customer.where(id: [ada.id, customers.last.id]).order(:id).pluck(:name)
    assert_raises(ActiveRecord::RecordNotFound) { Customer.find("00000000000000000000000000") }

    reference = "01H455VB4PEX5VSKNK084SN02Q"
    order = ada.orders.create!(quantity: 3, reference: reference)
    assert_match ULID_TEXT, order.id
    assert_equal ada.id, order.customer_id
    assert_equal ada, Order.find(order.id).customer
    assert_equal [order], Customer.find(ada.id).orders.to_a
    assert_equal [order], Order.where(reference: reference.downcase).to_a
    assert_equal({ ada.id => 1 }, Order.joins(:customer).group(:customer_id).count)
    loaded = Customer.includes(:orders).where(id: ada.id).first
    assert_equal [order.id], loaded.orders.map(&:id)
    # The id type: ActiveRecord's attribute and the column both say ulid.
    assert_equal :ulid, Customer.columns_hash["id"].type
    assert_equal :ulid, Order.type_for_attribute(:customer_id).type
    assert_equal :ulid, ActiveRecord::Type.lookup(:ulid, adapter: :postgresql).type, "attribute :name, :ulid works too"
    # ulid[] is typed by the adapter too (its array of the registered type): an Array of strings.
    ids = ActiveRecord::Base.connection.select_all("SELECT array_agg(id ORDER BY id) FROM customers").cast_values.first
    assert_equal customers.map(&:id), ids

    assert_raises(ActiveRecord::StatementInvalid) { Customer.find("not a ulid") }
  end

  def test_parameters_go_untyped_and_the_server_types_them_ulid
    connect_to_new_database("ar_ulid_parameters")
    migrate
    customer = Customer.create!(name: "barbara")
    Customer.find(customer.id)
    types = ActiveRecord::Base.connection.select_values(
      "SELECT parameter_types::text FROM pg_prepared_statements WHERE statement LIKE '%FROM \"customers\" WHERE%'")
    assert_includes types, "{ulid,bigint}", "find binds the id as an untyped parameter: the server infers ulid"
  end

  def test_no_unknown_oid_warning
    connect_to_new_database("ar_ulid_warnings")
    migrate
    Customer.reset_column_information
    Order.create!(customer: Customer.create!(name: "alan"))
    Order.first.customer
    refute_match(/unknown OID/, WARNINGS.string)
  end

  # What the initializer prevents: the same table read without it.
  def test_without_the_initializer_activerecord_warns_and_cannot_dump
    connect_to_new_database("ar_ulid_plain")
    migrate
    script = <<~RUBY
      require "active_record"
      ActiveRecord::Base.establish_connection(#{CONNECTION.merge(database: "ar_ulid_plain").inspect})
      p ActiveRecord::Base.connection.columns("customers").first.type
      print ActiveRecord::SchemaDumper.dump(ActiveRecord::Base.connection_pool, StringIO.new).string
    RUBY
    output, warnings, status = Open3.capture3(RbConfig.ruby, "-e", script)
    assert status.success?, warnings
    assert_match(/unknown OID \d+: failed to recognize type of 'id'/, warnings)
    assert_match(/^nil$/, output)
    assert_match(/Could not dump table "customers" because of following StandardError\s+#\s+Unknown type 'ulid'/, output)
  end
end
