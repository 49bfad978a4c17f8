// The restriction estimators of the ID types' < <= > >= operators (spec 5.3): PostgreSQL's
// scalarineqsel with the position on the time axis (core/position.hpp) in place of
// convert_to_scalar(), which knows only built-in types and so guesses the middle of every
// histogram bucket. One room per job:
//   estimators.cpp  the one list of estimators, their entry points, and ulid.enable_estimators
//   histogram.cpp   one clause against the statistics: MCVs, the histogram, the rows past it
//   ranges.cpp      bounds on one column paired into ranges, as clausesel.c pairs core's own
//   index_ends.cpp  the column's actual ends and the entries past the histogram, from a btree
//   growth.cpp      what the cumulative statistics say was inserted since ANALYZE
//   memo.cpp        what one planning remembers of all that
#pragma once

#include <algorithm>

#include "../../core/layout.hpp"
#include "../pg_includes.hpp"

namespace idpg::estimate {

// How to place the values an estimator meets on one ID type's time axis: the type's own values,
// and those of the core types its operators compare it with.
struct Axis {
    const idcore::IdLayout& layout;
    bool by_value;
    double (*own_position)(Datum);
    uint64_t (*own_tick)(Datum);  // the time field of a value of the type
};

// The kinds of value an ID type's operators take, read from the type (domains by their base type).
enum class ValueKind { instant, uuid_bytes, signed_integer, own, unknown };

ValueKind kind_of(const Axis& axis, Oid type);
// A value of a known kind (kind_of() is not ValueKind::unknown).
double position_of(const Axis& axis, Datum value, ValueKind kind);
double position_of_timestamptz(const idcore::IdLayout& layout, TimestampTz timestamp);

// One estimator of the list in estimators.cpp: the C function behind an operator's oprrest, the
// axis of its type, which side of the constant it selects, and core's estimator for the same
// operator (what ulid.enable_estimators = off returns).
struct EstimatorEntry {
    PGFunction function;
    const Axis* axis;
    bool operator_is_greater;
    Oid core_function;
    bool operator_includes_equal;  // <= or >=
};

// Whether ulid.enable_estimators is on.
bool estimators_enabled();

// ---------------------------------------------------------------------------------------------
// What one planning knows about a column beyond its pg_statistic row, read at most once.
struct ColumnKey {
    PlannerInfo* root;
    RelOptInfo* rel;
    int64 attribute;  // an AttrNumber, widened so that the key, hashed as bytes, has no padding
};

struct ColumnFacts {
    ColumnKey key;  // first: the hash key
    // The cumulative statistics (growth.cpp).
    TimestampTz analyzed_at;  // when the last ANALYZE ran, 0 when unknown
    double inserted_at_most;  // rows inserted since then and still there, at most; -1 when unknown
    // The low end of the index: its first entry a non-vacuumable snapshot sees (read again by the
    // next clause that probes it while low_end_read is false: the read before gave up, as core's may).
    bool low_end_read, have_min;
    Datum min;  // a copy in the memo's context
    bool low_resumable;  // the read before gave up at low_resume: the next goes on from there
    Datum low_resume;
    // The high end: the entries past the histogram's last one whose rows the planner's snapshot
    // sees (positions, highest first; at most a cap; counted once, tail_read), and the actual
    // maximum as core reads it (read again, as the low end, when there are none or the count gave up).
    bool high_end_read, have_max, tail_read;
    Datum max;
    bool high_resumable;  // as low_resumable: from where the count stopped, or the read before
    Datum high_resume;
    double* tail_positions;
    int tail_counted;
    bool tail_complete;
    double* low_positions;  // past the cap, those counted up from the histogram's last entry
    int low_counted;
    double rows_past;  // rows past the histogram's last entry: counted, or extrapolated past the cap
    double first_new;  // the position where rows written since ANALYZE can start
    double histogram_last;  // the position of the histogram's last entry, once the count ran
};

struct Memo {
    MemoryContext context;
    MemoryContextCallback on_reset;
    int process;
    uint64 next_generation;
    HTAB* relations;
    HTAB* clauses;
    HTAB* columns;
    HTAB* estimator_kinds;
    int64 count_buffers_spent;  // by the counts of index ends in this planning (index_ends.cpp)
    Memo* next;  // the memo of another planning whose context is still alive
};

// The memo of the planning that runs in `context` (the estimators' caller's).
Memo* memo_in(MemoryContext context);
// A hash table of the memo, keyed on its entries' first `key_size` bytes; created on first use.
HTAB* memo_table(Memo* memo, HTAB** table, const char* name, Size key_size, Size entry_size);
// The facts of a plain column of a base relation, or nullptr.
ColumnFacts* facts_of(Memo* memo, PlannerInfo* root, const VariableStatData& column);
// The relation-table entry of a base relation's column, or nullptr.
RangeTblEntry* plain_table_of(PlannerInfo* root, const RelOptInfo* rel);
// The column as a plain Var of the relation being estimated, or nullptr (an expression).
const Var* column_var(const VariableStatData& column);

// growth.cpp: fills analyzed_at and inserted_at_most.
void read_write_counters(PlannerInfo* root, const RelOptInfo* rel, ColumnFacts* facts);

// index_ends.cpp. `order` is the histogram's sort operator (the column type's <).
void read_low_end(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, ColumnFacts* facts);
// `core_read`: whether core's read of the actual maximum follows a count that found no row past
// the histogram (or gave up).
void read_high_end(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                   Datum histogram_last, ColumnFacts* facts, bool core_read);
// The rows of "column OP[0] values[0] AND column OP[1] values[1]" that the planner's snapshot
// sees, counted in the column's btree index, up to `cap` (then there are at least that many); -1
// when the index cannot tell (none, an operator it does not know, the planning's budget spent
// before the count began, or among rows of the range); kRangeCountGaveUp when it gave up among
// entries nearly none of which has a row the planner sees (a rolled-back load, a deleted batch).
constexpr double kRangeCountGaveUp = -2.0;
double rows_in_range(Memo* memo, PlannerInfo* root, const VariableStatData& column, const Oid operators[2],
                     const Datum values[2], int cap);

// histogram.cpp: a clause's selectivity and the share of the column's rows now that are not NULL
// (which a range of two bounds needs); whether it weighed rows past the histogram as new ones.
// Both are shares of the planner's row count, and can exceed 1 where it is stale (histogram.cpp,
// population_of): what the planner is handed is clamped (probability()).
struct Marginal {
    double selectivity;
    double not_null;
    bool weighed_new_rows;
};
// How a clause weighs the rows past the histogram: where its constant lies at the histogram's high
// end (where core reads the actual maximum); even for a constant inside it (a range's bounds must
// weigh them alike); or not at all, as core does, the actual maximum in place of the last entry.
enum class RowsPast { where_probed, weighed, as_core };
Marginal clause_selectivity(const Axis& axis, Memo* memo, PlannerInfo* root, VariableStatData& column, Oid operator_id,
                            Oid collation, Node* other, bool column_on_left, bool selects_greater, bool includes_equal,
                            RowsPast rows_past);
double null_fraction(const VariableStatData& column);
// A share clamped to [0, 1]; NaN, which std::min and std::max pass through and PostgreSQL's check
// of a restriction's selectivity lets by, is 0.
inline double probability(double share) { return share > 0.0 ? std::min(share, 1.0) : 0.0; }

// ranges.cpp: what the estimator returns for the clause with these arguments where it is one of
// the relation's restrictions (or of an OR arm among them or among its join clauses); false for
// any other clause.
bool memoized(Memo* memo, PlannerInfo* root, const VariableStatData& column, const List* arguments,
              double* selectivity);
// estimators.cpp: which estimator of the list an operator's oprrest is, or nullptr.
const EstimatorEntry* estimator_of(Memo* memo, Oid operator_id);

}  // namespace idpg::estimate
