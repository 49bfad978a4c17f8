# Teaches ActiveRecord's PostgreSQL adapter the ulid extension's type (docs/clients.md, "Ruby on
# Rails"). A ulid is its canonical 26-character text in Ruby. ActiveRecord has no public API for a
# type a database extension adds, so this hooks the adapter where its own types are declared:
# - the type map, by name: the adapter then finds the type's OID (and ulid[]'s) in pg_type, so no
#   "unknown OID" warning, and columns report the type :ulid;
# - the native types, so that the schema dumper accepts :ulid and migrations create it (the way
#   the adapter's own documentation of datetime_type shows for a custom type);
# - t.ulid in create_table and change_table, the form schema.rb is dumped in.
module UlidActiveRecord
  class Type < ActiveModel::Type::String
    def type
      :ulid
    end
  end

  module TypeMap
    def initialize_type_map(map)
      super
      map.register_type "ulid", Type.new
    end
  end

  module ColumnMethods
    def ulid(*names, **options)
      names.each { |name| column(name, :ulid, **options) }
    end
  end
end

ActiveSupport.on_load(:active_record_postgresqladapter) do
  singleton_class.prepend UlidActiveRecord::TypeMap
  self::NATIVE_DATABASE_TYPES[:ulid] = { name: "ulid" }
  ActiveRecord::ConnectionAdapters::PostgreSQL::TableDefinition.include UlidActiveRecord::ColumnMethods
  ActiveRecord::ConnectionAdapters::PostgreSQL::Table.include UlidActiveRecord::ColumnMethods
  ActiveRecord::Type.register(:ulid, UlidActiveRecord::Type, adapter: :postgresql)
end
