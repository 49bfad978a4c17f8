// Restriction estimators of the < <= > >= operators on the ID types (spec 5.3): PostgreSQL's
// scalarineqsel, with the position on the time axis (core/position.hpp) in place of
// convert_to_scalar(), which knows only built-in types and so guesses the middle of every
// histogram bucket. The same estimator serves the same-type operators and the cross-type ones
// (an ID with timestamptz; ulid with uuid; ulid_flake with bigint), either side being the column.
// Beyond scalarineqsel (issue 19): the bounds of a range are paired wherever PostgreSQL pairs its
// own (see "Ranges" below), through a memo built once per planning; the column's actual ends are
// read from a btree index, as PostgreSQL does; and the rows written since ANALYZE are placed past
// the histogram's last entry, where a time-ordered key puts them.
#include <algorithm>

#include "../core/position.hpp"
#include "id_traits.hpp"
#include "id_type.hpp"

namespace idpg {
namespace {

// How to place the values an estimator meets on one ID type's time axis: the type's own values,
// and those of the core types its operators compare it with.
struct Axis {
    const idcore::IdLayout& layout;
    bool by_value;
    double (*own_position)(Datum);
};

// The kinds of value an ID type's operators take, read from the type (domains by their base type).
enum class ValueKind { instant, uuid_bytes, signed_integer, own, unknown };

// Only the ID type's operators call its estimators, so a type other than the core ones they
// compare with is the ID type itself; its storage is checked all the same, so that a value is
// never read in the wrong shape: an estimator never fails, it falls back to PostgreSQL's guess.
ValueKind kind_of(const Axis& axis, Oid type) {
    const Oid base = getBaseType(type);
    switch (base) {
        case TIMESTAMPTZOID:
            return ValueKind::instant;
        case UUIDOID:
            return ValueKind::uuid_bytes;
        case INT8OID:
            return ValueKind::signed_integer;
        default:
            int16 length;
            bool by_value;
            get_typlenbyval(base, &length, &by_value);
            return length == static_cast<int16>(axis.layout.storage_bytes) && by_value == axis.by_value
                       ? ValueKind::own
                       : ValueKind::unknown;
    }
}

double position_of_timestamptz(const idcore::IdLayout& layout, TimestampTz timestamp) {
    if (TIMESTAMP_IS_NOBEGIN(timestamp)) return idcore::kBelowEveryPosition;
    if (TIMESTAMP_IS_NOEND(timestamp)) return idcore::kAboveEveryPosition;
    return idcore::position_of_unix_us(layout, unix_us_for_ordering(timestamp));
}

// A value of a known kind (kind_of() is not ValueKind::unknown).
double position_of(const Axis& axis, Datum value, ValueKind kind) {
    switch (kind) {
        case ValueKind::instant:
            return position_of_timestamptz(axis.layout, DatumGetTimestampTz(value));
        case ValueKind::uuid_bytes:
            return idcore::position_of_id(axis.layout,
                                          idcore::load_big_endian(DatumGetUUIDP(value)->data, UUID_LEN));
        case ValueKind::signed_integer:
            return idcore::position_of_signed_id(axis.layout, DatumGetInt64(value));
        default:
            return axis.own_position(value);
    }
}

// ---------------------------------------------------------------------------------------------
// What one planning knows about a column beyond its pg_statistic row, read at most once: its
// actual ends (from a btree index, as core's get_actual_variable_range does) and the share of its
// rows written since the statistics were taken.
struct ColumnKey {
    PlannerInfo* root;
    RelOptInfo* rel;
    int64 attribute;  // an AttrNumber, widened so that the key, hashed as bytes, has no padding
};

struct ColumnFacts {
    ColumnKey key;  // first: the hash key
    bool ends_read;
    bool have_min, have_max;
    Datum min, max;  // copies in the memo's context
    double new_fraction;  // rows written since ANALYZE over the rows now, 0..1
    TimestampTz analyzed_at;  // when that ANALYZE ran, 0 when unknown
};

// A restriction clause of ours, found in a relation's restrictions, with what its estimator
// returns there.
struct ClauseEntry {
    const List* arguments;  // first: the hash key (the OpExpr's args, as the estimator is handed)
    const struct RelationMemo* relation;
    uint64 generation;
    double selectivity;
};

struct RelationKey {
    PlannerInfo* root;
    RelOptInfo* rel;
};

struct RelationMemo {
    RelationKey key;
    const List* restrictions;  // rel->baserestrictinfo when built, and its length
    int restriction_count;
    uint64 generation;
    bool building;
};

struct EstimatorKindEntry {
    Oid function;
    int estimator;  // index into kEstimators, or -1 when the function is not one of ours
};

// The estimates of one planning: per backend, allocated in the memory context the planner calls
// the estimators in, and forgotten (the static pointer cleared) when that context is reset or
// deleted, so it never outlives the RestrictInfos and PlannerInfos whose addresses it keys on.
struct Memo {
    MemoryContext context;
    MemoryContextCallback on_reset;
    int process;
    uint64 next_generation;
    HTAB* relations;
    HTAB* clauses;
    HTAB* columns;
    HTAB* estimator_kinds;
    Memo* next;  // the memo of another planning whose context is still alive
};

// The memos of the plannings under way in this backend, innermost first. A planning nested in
// another (a stable function run while a constant is folded plans its own queries) must not
// cost the outer one its memo: rebuilding it after each nested planning made planning cost
// quadratic in the number of bounds.
Memo* live_memos = nullptr;

void forget_memo(void* memo) {
    for (Memo** link = &live_memos; *link != nullptr; link = &(*link)->next) {
        if (*link == memo) {
            *link = (*link)->next;
            return;
        }
    }
}

HTAB* memo_table(MemoryContext context, const char* name, Size key_size, Size entry_size) {
    HASHCTL control;
    control.keysize = key_size;
    control.entrysize = entry_size;
    control.hcxt = context;
    return hash_create(name, 64, &control, HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
}

Memo* memo_in(MemoryContext context) {
    if (live_memos != nullptr && live_memos->process != MyProcPid) live_memos = nullptr;  // the postmaster's
    for (Memo* memo = live_memos; memo != nullptr; memo = memo->next)
        if (memo->context == context) return memo;
    // A planning in another context (GEQO's, a nested query's) starts its own memo, which is
    // forgotten when that context is reset or deleted.
    auto* memo = static_cast<Memo*>(MemoryContextAllocZero(context, sizeof(Memo)));
    memo->context = context;
    memo->process = MyProcPid;
    memo->relations = memo_table(context, "ulid estimate relations", sizeof(RelationKey), sizeof(RelationMemo));
    memo->clauses = memo_table(context, "ulid estimate clauses", sizeof(const List*), sizeof(ClauseEntry));
    memo->columns = memo_table(context, "ulid estimate columns", sizeof(ColumnKey), sizeof(ColumnFacts));
    memo->estimator_kinds = memo_table(context, "ulid estimators", sizeof(Oid), sizeof(EstimatorKindEntry));
    memo->on_reset.func = forget_memo;
    memo->on_reset.arg = memo;
    MemoryContextRegisterResetCallback(context, &memo->on_reset);
    memo->next = live_memos;
    live_memos = memo;
    return memo;
}

// The relation-table entry of a base relation's column, or nullptr.
RangeTblEntry* plain_table_of(PlannerInfo* root, const RelOptInfo* rel) {
    if (rel == nullptr || rel->relid == 0 || rel->relid >= static_cast<Index>(root->simple_rel_array_size))
        return nullptr;
    RangeTblEntry* entry = root->simple_rte_array[rel->relid];
    // An inheritance parent's statistics and row count cover its children, its index and
    // cumulative statistics only its own rows; a partitioned table has no rows of its own.
    if (entry == nullptr || entry->rtekind != RTE_RELATION || entry->inh || entry->relkind != RELKIND_RELATION)
        return nullptr;
    return entry;
}

// The column as a plain Var of the relation being estimated, or nullptr (an expression).
const Var* column_var(const VariableStatData& column) {
    if (column.rel == nullptr || column.var == nullptr || !IsA(column.var, Var)) return nullptr;
    const Var* var = reinterpret_cast<const Var*>(column.var);
    if (var->varlevelsup != 0 || var->varno != static_cast<int>(column.rel->relid)) return nullptr;
    return var;
}

// The share of the relation's rows now that were written since its last ANALYZE, bounded by two
// counts, each of which can be too high on its own:
//  - the cumulative statistics' modifications since ANALYZE (inserts, updates, deletes). A
//    backend flushes its counts up to a second or more after its transactions commit, and ANALYZE
//    resets the count without waiting for them: rows loaded just before an ANALYZE are then
//    counted as written after it;
//  - the growth of the relation since pg_class.reltuples was last set, by ANALYZE or by VACUUM
//    (which does not touch pg_statistic): after a VACUUM it misses the rows written between the
//    ANALYZE and the VACUUM, and after deletes it nets them off.
// Both err towards "fewer new rows" when combined with the smaller one, and with none the
// estimate is PostgreSQL's (the last histogram bucket stretched to the actual maximum).
void read_writes_since_analyze(PlannerInfo* root, const RelOptInfo* rel, ColumnFacts* facts) {
    facts->new_fraction = 0.0;
    facts->analyzed_at = 0;
    const RangeTblEntry* table = plain_table_of(root, rel);
    if (table == nullptr || !(rel->tuples > 0.0)) return;
    const PgStat_StatTabEntry* counts = pgstat_fetch_stat_tabentry(table->relid);
    if (counts == nullptr) return;
#if PG_VERSION_NUM >= 160000
    const double modified = static_cast<double>(counts->mod_since_analyze);
    facts->analyzed_at = std::max(counts->last_analyze_time, counts->last_autoanalyze_time);
#else
    const double modified = static_cast<double>(counts->changes_since_analyze);
    facts->analyzed_at = std::max(counts->analyze_timestamp, counts->autovac_analyze_timestamp);
#endif
    Relation relation = table_open(table->relid, NoLock);  // the planner holds its lock
    const double counted = relation->rd_rel->reltuples;
    table_close(relation, NoLock);
    if (counted < 0.0) return;  // never counted: no statistics to be stale either
    const double written = std::min(modified, rel->tuples - counted);
    facts->new_fraction = std::min(std::max(written / rel->tuples, 0.0), 1.0);
}

ColumnFacts* facts_of(Memo* memo, PlannerInfo* root, const VariableStatData& column) {
    const Var* var = column_var(column);
    if (memo == nullptr || var == nullptr) return nullptr;
    ColumnKey key{root, column.rel, var->varattno};
    bool found;
    auto* facts = static_cast<ColumnFacts*>(hash_search(memo->columns, &key, HASH_ENTER, &found));
    if (!found) {
        facts->ends_read = facts->have_min = facts->have_max = false;
        read_writes_since_analyze(root, column.rel, facts);
    }
    return facts;
}

// One end of the index (the first entry in `direction` that a snapshot that sees every row not yet
// removable by VACUUM still sees). Like core's get_actual_variable_endpoint: an index-only scan
// that gives up after visiting 100 heap pages of dead entries.
bool read_index_end(Relation table, Relation index, ScanDirection direction, ScanKey not_null,
                    const VariableStatData& column, MemoryContext result_context, Datum* end) {
    constexpr int kVisitedPagesLimit = 100;
    SnapshotData non_vacuumable;
    InitNonVacuumableSnapshot(non_vacuumable, GlobalVisTestFor(table));
#if PG_VERSION_NUM >= 190000
    IndexScanDesc scan = index_beginscan(table, index, &non_vacuumable, nullptr, 1, 0, 0);
#elif PG_VERSION_NUM >= 180000
    IndexScanDesc scan = index_beginscan(table, index, &non_vacuumable, nullptr, 1, 0);
#else
    IndexScanDesc scan = index_beginscan(table, index, &non_vacuumable, 1, 0);
#endif
    scan->xs_want_itup = true;
    index_rescan(scan, not_null, 1, nullptr, 0);
    TupleTableSlot* row = table_slot_create(table, nullptr);
    Buffer visibility_buffer = InvalidBuffer;
    BlockNumber last_block = InvalidBlockNumber;
    int visited_pages = 0;
    bool found = false;
    ItemPointer tid;
    while ((tid = index_getnext_tid(scan, direction)) != nullptr) {
        CHECK_FOR_INTERRUPTS();
        const BlockNumber block = ItemPointerGetBlockNumber(tid);
        if (!VM_ALL_VISIBLE(table, block, &visibility_buffer)) {
            if (!index_fetch_heap(scan, row)) {
                if (block != last_block) {
                    last_block = block;
                    if (++visited_pages > kVisitedPagesLimit) break;
                }
                continue;
            }
            ExecClearTuple(row);
        }
        if (scan->xs_itup == nullptr || scan->xs_recheck) break;  // not a btree's answer: give up
        Datum values[INDEX_MAX_KEYS];
        bool is_null[INDEX_MAX_KEYS];
        index_deform_tuple(scan->xs_itup, scan->xs_itupdesc, values, is_null);
        if (is_null[0]) break;
        int16 length;
        bool by_value;
        get_typlenbyval(column.atttype, &length, &by_value);
        const MemoryContext previous = MemoryContextSwitchTo(result_context);
        *end = datumCopy(values[0], by_value, length);
        MemoryContextSwitchTo(previous);
        found = true;
        break;
    }
    if (visibility_buffer != InvalidBuffer) ReleaseBuffer(visibility_buffer);
    ExecDropSingleTupleTableSlot(row);
    index_endscan(scan);
    return found;
}

// The column's actual min and max, from the first btree index (without predicate) that starts
// with it and orders it as the histogram does (`order` is the histogram's sort operator).
void read_actual_ends(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, ColumnFacts* facts) {
    facts->ends_read = true;
    const RangeTblEntry* table_entry = plain_table_of(root, column.rel);
    if (table_entry == nullptr || !OidIsValid(order)) return;
    ListCell* cell;
    foreach (cell, column.rel->indexlist) {
        CHECK_FOR_INTERRUPTS();
        const auto* index = lfirst_node(IndexOptInfo, cell);
        if (index->relam != BTREE_AM_OID || index->indpred != NIL || index->hypothetical ||
            index->sortopfamily == nullptr || !match_index_to_operand(column.var, 0, const_cast<IndexOptInfo*>(index)))
            continue;
        ScanDirection toward_min;
        switch (get_op_opfamily_strategy(order, index->sortopfamily[0])) {
            case BTLessStrategyNumber:
                toward_min = index->reverse_sort[0] ? BackwardScanDirection : ForwardScanDirection;
                break;
            case BTGreaterStrategyNumber:
                toward_min = index->reverse_sort[0] ? ForwardScanDirection : BackwardScanDirection;
                break;
            default:
                continue;
        }
        Relation table = table_open(table_entry->relid, NoLock);
        Relation index_relation = index_open(index->indexoid, NoLock);
        ScanKeyData not_null;
        ScanKeyEntryInitialize(&not_null, SK_ISNULL | SK_SEARCHNOTNULL, 1, InvalidStrategy, InvalidOid, InvalidOid,
                               InvalidOid, 0);
        facts->have_min = read_index_end(table, index_relation, toward_min, &not_null, column, memo->context, &facts->min);
        facts->have_max = read_index_end(table, index_relation, ScanDirection(-toward_min), &not_null, column,
                                         memo->context, &facts->max);
        index_close(index_relation, NoLock);
        table_close(table, NoLock);
        return;
    }
}

// ---------------------------------------------------------------------------------------------
// One clause on its own.

// The clause, read as "column OP constant" however it was written.
struct Restriction {
    VariableStatData* column;
    FmgrInfo* operator_function;
    Oid collation;
    Datum constant;
    Oid constant_type;
    bool column_on_left;
    bool selects_greater;  // column > constant or column >= constant
};

// Whether the operator holds for a column value `value` (a histogram entry) and the constant.
bool operator_holds(const Restriction& clause, Datum value) {
    const Datum result =
        clause.column_on_left
            ? FunctionCall2Coll(clause.operator_function, clause.collation, value, clause.constant)
            : FunctionCall2Coll(clause.operator_function, clause.collation, clause.constant, value);
    return DatumGetBool(result);
}

// How many histogram entries lie on the constant's lower side: for < and <= those the operator
// accepts, for > and >= those it rejects. They form a prefix of the sorted histogram.
int entries_below(const Restriction& clause, const Datum* values, int entries) {
    int below = 0, above = entries;
    while (below < above) {
        const int probe = below + (above - below) / 2;
        if (operator_holds(clause, values[probe]) != clause.selects_greater)
            below = probe + 1;
        else
            above = probe;
    }
    return below;
}

// The column's rows now: those the statistics describe (a share `1 - new_fraction`), and those
// written since, which for a time-ordered key lie past the histogram's last entry.
struct Population {
    double old_share = 1.0;  // of the rows now
    double new_share = 0.0;
};

// The histogram part of scalarineqsel for one clause: the fraction of the histogram's population
// (old rows, neither NULL nor an MCV) that it selects, or -1 without a usable histogram; and the
// fraction of the rows written since ANALYZE that it selects, in `new_rows_selected`.
//
// Like ineq_histogram_selectivity: find the bucket holding the constant by calling the operator
// itself (so the rows equal to the constant of <= and >= count as the operator says), then
// interpolate inside it, on positions where PostgreSQL would use convert_to_scalar(). When the
// constant falls in the first or last bucket or beyond, the column's actual ends are read from a
// btree index, as PostgreSQL does; then:
//  - below the histogram, its first entry is replaced by the actual minimum, as in PostgreSQL;
//  - above it, when rows were written since ANALYZE and the actual maximum lies past the last
//    entry, those rows are taken to be the ones between the two (a time-ordered key is written
//    in time order), spread evenly in time: they form the `new_share` of the population and the
//    histogram the rest. This is where a time-ordered key beats PostgreSQL, which stretches the
//    last bucket to the actual maximum and so gives the new rows the weight of one bucket. It
//    fails for keys written with old times (a backfill, an import): those rows sit inside the
//    histogram, and the estimate past the last entry is too high by their number; and, for keys
//    whose times are not the times they were written, after a pause in writes (the rows are then
//    spread over the pause). The share of new rows is worked out in read_writes_since_analyze().
//  - without new rows, the last entry is replaced by the actual maximum, as in PostgreSQL.
double histogram_selectivity_on_axis(const Axis& axis, Memo* memo, PlannerInfo* root, const Restriction& clause,
                                     ColumnFacts* facts, Population* population, double* new_rows_selected) {
    AttStatsSlot histogram;
    *new_rows_selected = clause.selects_greater ? 1.0 : 0.0;
    if (!statistic_proc_security_check(clause.column, clause.operator_function->fn_oid) ||
        !get_attstatsslot(&histogram, clause.column->statsTuple, STATISTIC_KIND_HISTOGRAM, InvalidOid,
                          ATTSTATSSLOT_VALUES))
        return -1.0;
    double selectivity = -1.0;
    const int entries = histogram.nvalues;
    if (entries > 1) {
        int below = entries_below(clause, histogram.values, entries);
        const ValueKind entry_kind = kind_of(axis, clause.column->atttype);
        const ValueKind constant_kind = kind_of(axis, clause.constant_type);
        const bool positions_known = entry_kind != ValueKind::unknown && constant_kind != ValueKind::unknown;
        bool have_end = false;
        // The ends are read when the constant falls at one, and whenever rows were modified since
        // ANALYZE: whether they were appended past the histogram decides how every constant's
        // share is weighted (the two bounds of a range must be weighted alike).
        const bool at_an_end = below <= 1 || below >= entries - 1;
        if (facts != nullptr && entries > 2 && (at_an_end || facts->new_fraction > 0.0)) {
            if (!facts->ends_read) read_actual_ends(memo, root, *clause.column, histogram.staop, facts);
            const Datum last = histogram.values[entries - 1];
            // Decided from the column alone, so that every clause on it weighs the rows alike.
            const bool appended = facts->have_max && facts->new_fraction > 0.0 && entry_kind != ValueKind::unknown &&
                                  position_of(axis, facts->max, entry_kind) > position_of(axis, last, entry_kind);
            if (appended) {
                population->old_share = 1.0 - facts->new_fraction;
                population->new_share = facts->new_fraction;
                // Keys that carry their write time are past the ANALYZE too, so when it ran after
                // the histogram's last entry (writes had paused), the new rows start there.
                double first_new = position_of(axis, last, entry_kind);
                const double maximum = position_of(axis, facts->max, entry_kind);
                if (facts->analyzed_at != 0) {
                    const double analyzed = position_of_timestamptz(axis.layout, facts->analyzed_at);
                    if (analyzed > first_new && analyzed < maximum) first_new = analyzed;
                }
                const double new_below =
                    constant_kind == ValueKind::unknown
                        ? 0.5
                        : idcore::fraction_of_bucket(first_new, position_of(axis, clause.constant, constant_kind), maximum);
                *new_rows_selected = clause.selects_greater ? 1.0 - new_below : new_below;
            }
            if (below <= 1 && facts->have_min) {
                histogram.values[0] = facts->min;
                have_end = true;
            }
            if (below >= entries - 1 && facts->have_max) {
                have_end = true;
                if (!appended) histogram.values[entries - 1] = facts->max;
            }
            if (have_end) below = entries_below(clause, histogram.values, entries);
        }
        double fraction_below;
        if (below == 0) {
            fraction_below = 0.0;
        } else if (below == entries) {
            fraction_below = 1.0;
        } else {
            const double in_bucket =
                !positions_known
                    ? 0.5  // what convert_to_scalar() makes of a type it does not know
                    : idcore::fraction_of_bucket(position_of(axis, histogram.values[below - 1], entry_kind),
                                                 position_of(axis, clause.constant, constant_kind),
                                                 position_of(axis, histogram.values[below], entry_kind));
            fraction_below = (below - 1 + in_bucket) / (entries - 1);
        }
        selectivity = clause.selects_greater ? 1.0 - fraction_below : fraction_below;
        if (have_end) {
            CLAMP_PROBABILITY(selectivity);
        } else {
            // The histogram is a sample, maybe out of date: like PostgreSQL (when it has not read
            // the column's actual ends from an index), believe nothing closer to 0 or 1 than a
            // hundredth of one bucket.
            const double cutoff = 0.01 / (entries - 1);
            selectivity = std::min(std::max(selectivity, cutoff), 1.0 - cutoff);
        }
    }
    free_attstatsslot(&histogram);
    return selectivity;
}

// The column's share of NULLs in the statistics, 0 without them.
double null_fraction(const VariableStatData& column) {
    if (!HeapTupleIsValid(column.statsTuple)) return 0.0;
    return reinterpret_cast<Form_pg_statistic>(GETSTRUCT(column.statsTuple))->stanullfrac;
}

// A clause's selectivity and the share of the column's rows now that are not NULL (which a range
// of two bounds needs), taking the rows written since ANALYZE as non-NULL keys.
struct Marginal {
    double selectivity;
    double not_null;
};

// scalarineqsel's merge over the old rows: the MCVs the operator accepts, plus the histogram's
// share of the rows that are neither NULL nor an MCV (half of them when there is no histogram);
// plus the share of the new rows the clause selects.
Marginal selectivity_against_constant(const Axis& axis, Memo* memo, PlannerInfo* root, Restriction& clause,
                                      Oid operator_id) {
    if (!HeapTupleIsValid(clause.column->statsTuple)) return {DEFAULT_INEQ_SEL, 1.0};
    FmgrInfo operator_function;
    fmgr_info(get_opcode(operator_id), &operator_function);
    clause.operator_function = &operator_function;

    double mcv_fraction = 0.0;
    const double mcv_selectivity_part = mcv_selectivity(clause.column, &operator_function, clause.collation,
                                                        clause.constant, clause.column_on_left, &mcv_fraction);
    Population population;
    double new_rows_selected;
    const double histogram_part = histogram_selectivity_on_axis(axis, memo, root, clause, facts_of(memo, root, *clause.column),
                                                                &population, &new_rows_selected);
    const double null_share = null_fraction(*clause.column);
    double old_selectivity = 1.0 - null_share - mcv_fraction;
    old_selectivity *= histogram_part >= 0.0 ? histogram_part : 0.5;
    old_selectivity += mcv_selectivity_part;
    double selectivity = population.old_share * old_selectivity + population.new_share * new_rows_selected;
    CLAMP_PROBABILITY(selectivity);
    return {selectivity, 1.0 - population.old_share * null_share};
}

// One clause's selectivity: anything but a non-NULL constant comparand gets PostgreSQL's default,
// as scalarineqsel gives it (a NULL constant selects nothing: the operators are strict).
Marginal clause_selectivity(const Axis& axis, Memo* memo, PlannerInfo* root, VariableStatData& column, Oid operator_id,
                            Oid collation, Node* other, bool column_on_left, bool selects_greater) {
    const double not_null = 1.0 - null_fraction(column);
    if (!IsA(other, Const)) return {DEFAULT_INEQ_SEL, not_null};
    const Const* constant = reinterpret_cast<const Const*>(other);
    if (constant->constisnull) return {0.0, not_null};
    Restriction clause{&column, nullptr, collation, constant->constvalue, constant->consttype, column_on_left,
                       selects_greater};
    return selectivity_against_constant(axis, memo, root, clause, operator_id);
}

// ---------------------------------------------------------------------------------------------
// Ranges: bounds on one column, AND-ed together.
//
// PostgreSQL's clauselist_selectivity() reads "x > a AND x < b" as one range only when both
// operators use its own scalar*sel estimators (addRangeClause in clausesel.c); with any other it
// multiplies the two selectivities as if they were independent, which for one hour of a year
// gives a quarter of the table. Its own estimators cannot serve these types (scalarineqsel's
// convert_to_scalar() does not know them), so the pairing is done here, with the same rules, in
// every list clauselist_selectivity() is handed for a relation's restrictions: the relation's
// top-level restrictions, and each AND arm of an OR among them. In such a group, per column:
//  - the tightest lower bound (the smallest selectivity, as addRangeClause keeps) returns its
//    selectivity P(x > a);
//  - the tightest upper bound returns P(a < x < b) / P(x > a), with clausesel.c's defaults and
//    floor, so that the product of the group is the range's selectivity;
//  - every other bound on the column returns 1, as addRangeClause drops it.
// PostgreSQL caches what an estimator returns in the clause's RestrictInfo and reuses it in any
// list holding the clause, index paths included; sql/estimate_shapes.sql shows the paths that can
// meet the upper bound without its lower one and that the plan is no worse for it.
//
// The estimator only sees its clause's arguments, so the groups of a relation are worked out once
// per planning (linear in the number of restrictions) and each clause's result is looked up by
// the address of its argument list, which is the one the estimator is handed.

// The estimators of this file, so that a bound of ours is recognised by its operator's oprrest.
struct EstimatorEntry {
    PGFunction function;
    const Axis* axis;
    bool operator_is_greater;
};

struct Bound {
    const List* arguments;
    AttrNumber attribute;
    bool lower;
    Marginal marginal;
};

int estimator_of(Memo* memo, Oid operator_id);

// A clause of a group if it is a bound of ours on a plain column of `rel`, with its selectivity.
bool bound_of(Memo* memo, PlannerInfo* root, RelOptInfo* rel, const RestrictInfo* restriction, Bound* bound);

// Records each bound's result in a group (a List of RestrictInfos that are AND-ed), and recurses
// into the AND arms of the ORs among them.
void memoize_group(Memo* memo, PlannerInfo* root, RelOptInfo* rel, const RelationMemo* relation, const List* group);

int compare_bounds(const void* left, const void* right) {
    const Bound* a = static_cast<const Bound*>(left);
    const Bound* b = static_cast<const Bound*>(right);
    if (a->attribute != b->attribute) return a->attribute < b->attribute ? -1 : 1;
    if (a->lower != b->lower) return a->lower ? -1 : 1;
    return 0;
}

void remember(Memo* memo, const RelationMemo* relation, const List* arguments, double selectivity,
              double marginal) {
    bool found;
    auto* entry = static_cast<ClauseEntry*>(hash_search(memo->clauses, &arguments, HASH_ENTER, &found));
    if (found && entry->relation == relation && entry->generation == relation->generation &&
        entry->selectivity != selectivity)
        selectivity = marginal;  // one clause in two groups (shared by two arms): claim nothing
    entry->relation = relation;
    entry->generation = relation->generation;
    entry->selectivity = selectivity;
}

// clausesel.c's range from its two bounds' selectivities (each a share of all rows, NULLs included).
double range_selectivity(double lower, double upper, double not_null) {
    if (lower == DEFAULT_INEQ_SEL || upper == DEFAULT_INEQ_SEL) return DEFAULT_RANGE_INEQ_SEL;
    const double range = lower + upper - not_null;
    // Below zero by more than rounding means bounds the wrong way round or stale statistics.
    if (range <= 0.0) return range < -0.01 ? DEFAULT_RANGE_INEQ_SEL : 1.0e-10;
    return range;
}

void memoize_group(Memo* memo, PlannerInfo* root, RelOptInfo* rel, const RelationMemo* relation, const List* group) {
    check_stack_depth();
    const int members = list_length(group);
    if (members == 0) return;
    auto* bounds = static_cast<Bound*>(palloc(sizeof(Bound) * members));
    int count = 0;
    ListCell* cell;
    foreach (cell, group) {
        CHECK_FOR_INTERRUPTS();
        Node* member = static_cast<Node*>(lfirst(cell));
        if (!IsA(member, RestrictInfo)) continue;
        const auto* restriction = reinterpret_cast<const RestrictInfo*>(member);
        if (restriction->orclause != nullptr && is_orclause(restriction->orclause)) {
            ListCell* arm;
            foreach (arm, reinterpret_cast<const BoolExpr*>(restriction->orclause)->args) {
                CHECK_FOR_INTERRUPTS();
                Node* node = static_cast<Node*>(lfirst(arm));
                if (is_andclause(node)) {
                    memoize_group(memo, root, rel, relation, reinterpret_cast<BoolExpr*>(node)->args);
                } else if (IsA(node, RestrictInfo)) {
                    List* alone = list_make1(node);
                    memoize_group(memo, root, rel, relation, alone);
                    list_free(alone);
                }
            }
            continue;
        }
        if (bound_of(memo, root, rel, restriction, &bounds[count])) ++count;
    }
    qsort(bounds, count, sizeof(Bound), compare_bounds);
    for (int first = 0; first < count;) {
        CHECK_FOR_INTERRUPTS();
        int end = first;
        int tightest_lower = -1, tightest_upper = -1;
        for (; end < count && bounds[end].attribute == bounds[first].attribute; ++end) {
            int& tightest = bounds[end].lower ? tightest_lower : tightest_upper;
            if (tightest < 0 || bounds[end].marginal.selectivity < bounds[tightest].marginal.selectivity)
                tightest = end;
        }
        for (int i = first; i < end; ++i) {
            const double marginal = bounds[i].marginal.selectivity;
            double selectivity = 1.0;  // a bound the tightest one makes redundant
            if (i == tightest_lower) {
                selectivity = marginal;
            } else if (i == tightest_upper) {
                selectivity = marginal;
                if (tightest_lower >= 0) {
                    const double lower = bounds[tightest_lower].marginal.selectivity;
                    if (lower > 0.0)
                        selectivity = std::min(
                            range_selectivity(lower, marginal, bounds[i].marginal.not_null) / lower, 1.0);
                }
            }
            remember(memo, relation, bounds[i].arguments, selectivity, marginal);
        }
        first = end;
    }
    pfree(bounds);
}

// Whether every restriction past the first `from` is an OR clause: what the planner appends while
// it pulls restriction ORs out of join clauses (extract_restriction_or_clauses), estimating each.
bool only_or_clauses_from(const List* restrictions, int from) {
    for (int i = from; i < list_length(restrictions); ++i) {
        const auto* restriction = static_cast<const RestrictInfo*>(list_nth(restrictions, i));
        if (!IsA(restriction, RestrictInfo) || restriction->orclause == nullptr) return false;
    }
    return true;
}

// Memoizes `group` for `relation`, with the build's work (statistics slots, folded constants) in a
// context of its own, freed at the end.
void memoize_restrictions(Memo* memo, PlannerInfo* root, RelOptInfo* rel, RelationMemo* relation, const List* group) {
    relation->building = true;
    const MemoryContext work = AllocSetContextCreate(CurrentMemoryContext, "ulid estimate groups", ALLOCSET_DEFAULT_SIZES);
    const MemoryContext previous = MemoryContextSwitchTo(work);
    PG_TRY();
    {
        memoize_group(memo, root, rel, relation, group);
    }
    PG_CATCH();
    {
        relation->building = false;
        relation->restrictions = nullptr;  // never taken for built
        PG_RE_THROW();
    }
    PG_END_TRY();
    MemoryContextSwitchTo(previous);
    MemoryContextDelete(work);
    relation->building = false;
}

// The memo of a base relation's restrictions, built when missing or when the list changed. A list
// that only grew by OR clauses keeps its groups (an OR adds arms, never a bound of the top-level
// group) and memoizes the new arms alone, so that many ORs cost linear time, not quadratic.
const RelationMemo* relation_memo(Memo* memo, PlannerInfo* root, RelOptInfo* rel) {
    RelationKey key{root, rel};
    bool found;
    auto* relation = static_cast<RelationMemo*>(hash_search(memo->relations, &key, HASH_ENTER, &found));
    const int count = list_length(rel->baserestrictinfo);
    if (found && relation->building) return nullptr;
    if (found && relation->restrictions == rel->baserestrictinfo) {
        if (relation->restriction_count == count) return relation;
        if (relation->restriction_count < count && only_or_clauses_from(rel->baserestrictinfo, relation->restriction_count)) {
            List* added = list_copy_tail(rel->baserestrictinfo, relation->restriction_count);
            memoize_restrictions(memo, root, rel, relation, added);
            list_free(added);
            relation->restriction_count = count;
            return relation;
        }
    }
    relation->restrictions = rel->baserestrictinfo;
    relation->restriction_count = count;
    relation->generation = ++memo->next_generation;
    memoize_restrictions(memo, root, rel, relation, rel->baserestrictinfo);
    return relation;
}

// What the estimator returns for the clause with these arguments where it is one of the
// relation's restrictions (or of an OR arm among them); false for any other clause.
bool memoized(Memo* memo, PlannerInfo* root, const VariableStatData& column, const List* arguments,
              double* selectivity) {
    if (column_var(column) == nullptr || (column.rel->reloptkind != RELOPT_BASEREL &&
                                          column.rel->reloptkind != RELOPT_OTHER_MEMBER_REL))
        return false;
    const RelationMemo* relation = relation_memo(memo, root, column.rel);
    if (relation == nullptr) return false;
    const auto* entry = static_cast<const ClauseEntry*>(hash_search(memo->clauses, &arguments, HASH_FIND, nullptr));
    if (entry == nullptr || entry->relation != relation || entry->generation != relation->generation) return false;
    *selectivity = entry->selectivity;
    return true;
}

Node* without_relabeling(Node* node) {
    while (node != nullptr && IsA(node, RelabelType)) node = reinterpret_cast<Node*>(reinterpret_cast<RelabelType*>(node)->arg);
    return node;
}

// The estimators of this file, named in the install script as each type's <type>_ltsel ...
#define IDPG_ESTIMATORS(X)                                                                    \
    X(ulid_ltsel, UlidTraits, false) X(ulid_lesel, UlidTraits, false) X(ulid_gtsel, UlidTraits, true) \
    X(ulid_gesel, UlidTraits, true) X(ulid_flake_ltsel, UlidFlakeTraits, false)                \
    X(ulid_flake_lesel, UlidFlakeTraits, false) X(ulid_flake_gtsel, UlidFlakeTraits, true)     \
    X(ulid_flake_gesel, UlidFlakeTraits, true) X(baseuid_ltsel, BaseUidTraits, false)          \
    X(baseuid_lesel, BaseUidTraits, false) X(baseuid_gtsel, BaseUidTraits, true)               \
    X(baseuid_gesel, BaseUidTraits, true)

}  // namespace
}  // namespace idpg

extern "C" {
#define IDPG_DECLARE_ESTIMATOR(sql_name, traits, greater) Datum sql_name(PG_FUNCTION_ARGS);
IDPG_ESTIMATORS(IDPG_DECLARE_ESTIMATOR)
}

namespace idpg {
namespace {

template <class T>
struct AxisOf {
    static double own_position(Datum value) { return idcore::position_of_id(T::layout, IdType<T>::value_of(value)); }
    static constexpr Axis axis{T::layout, T::by_value, own_position};
};

#define IDPG_ESTIMATOR_ENTRY(sql_name, traits, greater) {sql_name, &AxisOf<traits>::axis, greater},
constexpr EstimatorEntry kEstimators[] = {IDPG_ESTIMATORS(IDPG_ESTIMATOR_ENTRY)};
constexpr int kEstimatorCount = sizeof(kEstimators) / sizeof(kEstimators[0]);

// Which of kEstimators an operator's restriction estimator is (-1: none), by the address of the
// C function behind it, so that neither a name nor an OID of an earlier CREATE EXTENSION counts.
int estimator_of(Memo* memo, Oid operator_id) {
    const Oid function = get_oprrest(operator_id);
    if (!OidIsValid(function)) return -1;
    bool found;
    auto* entry = static_cast<EstimatorKindEntry*>(hash_search(memo->estimator_kinds, &function, HASH_ENTER, &found));
    if (!found) {
        entry->estimator = -1;
        FmgrInfo info;
        fmgr_info(function, &info);
        for (int i = 0; i < kEstimatorCount; ++i)
            if (info.fn_addr == kEstimators[i].function) entry->estimator = i;
    }
    return entry->estimator;
}

// Whether `node`, under any RelabelType, is a column of `rel` itself.
bool is_column_of(Node* node, const RelOptInfo* rel) {
    node = without_relabeling(node);
    if (node == nullptr || !IsA(node, Var)) return false;
    const Var* var = reinterpret_cast<const Var*>(node);
    return var->varlevelsup == 0 && var->varno == static_cast<int>(rel->relid);
}

bool bound_of(Memo* memo, PlannerInfo* root, RelOptInfo* rel, const RestrictInfo* restriction, Bound* bound) {
    if (restriction->pseudoconstant || !is_opclause(restriction->clause)) return false;
    const OpExpr* clause = reinterpret_cast<const OpExpr*>(restriction->clause);
    if (list_length(clause->args) != 2) return false;
    Node* left = static_cast<Node*>(linitial(clause->args));
    Node* right = static_cast<Node*>(lsecond(clause->args));
    // As get_restriction_variable() reads it: a column of the relation on one side and no column
    // of this query level on the other.
    bool column_on_left;
    if (is_column_of(left, rel) && !contain_var_clause(right))
        column_on_left = true;
    else if (is_column_of(right, rel) && !contain_var_clause(left))
        column_on_left = false;
    else
        return false;
    // A volatile comparand keeps its bound out of every index condition, so the other bound can
    // be costed alone there (an index scan on "x < b" of "x < b AND x >= f(clock_timestamp())"):
    // such a bound is left unpaired, like any clause that is not a bound, and its partner keeps
    // its own selectivity.
    if (contain_volatile_functions(column_on_left ? right : left)) return false;
    const int estimator = estimator_of(memo, clause->opno);
    if (estimator < 0) return false;
    const EstimatorEntry& entry = kEstimators[estimator];
    const bool selects_greater = column_on_left ? entry.operator_is_greater : !entry.operator_is_greater;
    VariableStatData column;
    examine_variable(root, column_on_left ? left : right, 0, &column);
    Node* comparand = estimate_expression_value(root, column_on_left ? right : left);
    const Marginal marginal = clause_selectivity(*entry.axis, memo, root, column, clause->opno, clause->inputcollid,
                                                 comparand, column_on_left, selects_greater);
    ReleaseVariableStats(column);
    *bound = Bound{clause->args, reinterpret_cast<const Var*>(without_relabeling(column_on_left ? left : right))->varattno,
                   selects_greater, marginal};
    return true;
}

// The entry point's work, in a memory context of its own (the caller's context holds the memo).
double estimate_inequality(FunctionCallInfo fcinfo, const Axis& axis, bool operator_is_greater, MemoryContext caller) {
    auto* root = reinterpret_cast<PlannerInfo*>(PG_GETARG_POINTER(0));
    const Oid operator_id = PG_GETARG_OID(1);
    auto* arguments = reinterpret_cast<List*>(PG_GETARG_POINTER(2));
    const int var_relid = PG_GETARG_INT32(3);

    VariableStatData column;
    Node* other;
    bool column_on_left;
    if (root == nullptr || !get_restriction_variable(root, arguments, var_relid, &column, &other, &column_on_left))
        return DEFAULT_INEQ_SEL;
    Memo* memo = memo_in(caller);
    double selectivity;
    if (!memoized(memo, root, column, arguments, &selectivity)) {
        // "constant < column" selects the greater column values.
        const bool selects_greater = column_on_left ? operator_is_greater : !operator_is_greater;
        selectivity = clause_selectivity(axis, memo, root, column, operator_id, PG_GET_COLLATION(), other,
                                         column_on_left, selects_greater)
                          .selectivity;
    }
    ReleaseVariableStats(column);
    return selectivity;
}

// < and <= (> and >=) differ only in the rows equal to the constant, and both the MCV part and
// the histogram probe count those by calling the operator itself, so one function serves both.
template <class T>
struct Estimators {
    static Datum run(FunctionCallInfo fcinfo, bool operator_is_greater) {
        const MemoryContext caller = CurrentMemoryContext;
        const MemoryContext work = AllocSetContextCreate(caller, "ulid estimate", ALLOCSET_SMALL_SIZES);
        MemoryContextSwitchTo(work);
        const double selectivity = estimate_inequality(fcinfo, AxisOf<T>::axis, operator_is_greater, caller);
        MemoryContextSwitchTo(caller);
        MemoryContextDelete(work);
        PG_RETURN_FLOAT8(selectivity);
    }
    static Datum less(FunctionCallInfo fcinfo) { return run(fcinfo, false); }
    static Datum greater(FunctionCallInfo fcinfo) { return run(fcinfo, true); }
};

}  // namespace
}  // namespace idpg

// The RESTRICT functions of each type's < <= > >= operators (same-type and cross-type).
using UlidEstimators = idpg::Estimators<idpg::UlidTraits>;
using UlidFlakeEstimators = idpg::Estimators<idpg::UlidFlakeTraits>;
using BaseUidEstimators = idpg::Estimators<idpg::BaseUidTraits>;
IDPG_ENTRY_POINT(ulid_ltsel, UlidEstimators::less)
IDPG_ENTRY_POINT(ulid_lesel, UlidEstimators::less)
IDPG_ENTRY_POINT(ulid_gtsel, UlidEstimators::greater)
IDPG_ENTRY_POINT(ulid_gesel, UlidEstimators::greater)
IDPG_ENTRY_POINT(ulid_flake_ltsel, UlidFlakeEstimators::less)
IDPG_ENTRY_POINT(ulid_flake_lesel, UlidFlakeEstimators::less)
IDPG_ENTRY_POINT(ulid_flake_gtsel, UlidFlakeEstimators::greater)
IDPG_ENTRY_POINT(ulid_flake_gesel, UlidFlakeEstimators::greater)
IDPG_ENTRY_POINT(baseuid_ltsel, BaseUidEstimators::less)
IDPG_ENTRY_POINT(baseuid_lesel, BaseUidEstimators::less)
IDPG_ENTRY_POINT(baseuid_gtsel, BaseUidEstimators::greater)
IDPG_ENTRY_POINT(baseuid_gesel, BaseUidEstimators::greater)
