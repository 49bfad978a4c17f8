// One clause against the column's statistics: scalarineqsel's merge of the MCVs and the histogram,
// with the position on the time axis in place of convert_to_scalar(), and the rows that lie past
// the histogram's last entry (index_ends.cpp counts them) weighed as the histogram cannot.
#include <algorithm>

#include "../../core/position.hpp"
#include "../../core/tail.hpp"
#include "../runtime.hpp"
#include "estimate.hpp"

namespace idpg::estimate {

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

double null_fraction(const VariableStatData& column) {
    if (!HeapTupleIsValid(column.statsTuple)) return 0.0;
    return reinterpret_cast<Form_pg_statistic>(GETSTRUCT(column.statsTuple))->stanullfrac;
}

namespace {

// The clause, read as "column OP constant" however it was written.
struct Restriction {
    VariableStatData* column;
    FmgrInfo* operator_function;
    Oid collation;
    Datum constant;
    Oid constant_type;
    bool column_on_left;
    bool selects_greater;  // column > constant or column >= constant
    bool includes_equal;   // <= or >=
    RowsPast rows_past;
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
// accepts, for > and >= those it rejects. They form a prefix of the sorted histogram. The search
// is core's (ineq_histogram_selectivity), probe for probe, and `probed_first` / `probed_last` say
// whether it compared the constant with the first or last entry: where core reads that end.
int entries_below(const Restriction& clause, const Datum* values, int entries, bool* probed_first = nullptr,
                  bool* probed_last = nullptr) {
    int below = 0, above = entries;
    while (below < above) {
        const int probe = (below + above) / 2;
        if (probe == 0 && probed_first != nullptr) *probed_first = true;
        if (probe == entries - 1 && probed_last != nullptr) *probed_last = true;
        if (operator_holds(clause, values[probe]) != clause.selects_greater)
            below = probe + 1;
        else
            above = probe;
    }
    return below;
}

// The column's rows now: those the statistics describe, and those past the histogram's last
// entry, which it does not (written since ANALYZE, for a time-ordered key), each a share of the
// planner's row count (rel->tuples).
struct Population {
    double old_share = 1.0;
    double new_share = 0.0;
};

// The shares of the rows past the histogram, `rows_past`, and of the histogram's own, among the
// planner's `rows_now`. That count is reltuples scaled by the pages now, and usually includes the
// new rows: the histogram's are then the rest. But it can be stale: a VACUUM that ran beside an
// open load counted none of its rows on pages it did count, and the count is then below the rows
// past the histogram alone. What the histogram's rows are is then unknown, and they weigh as core
// weighs them, the whole count; between the two, from half the count past the histogram up to all
// of it, their share rises back to the whole (continuous, and never below core's where the count
// is plainly wrong). The shares then add up to more than one: each bound's selectivity is a share
// of the count, which the planner clamps, and ranges subtract them before clamping.
Population population_of(double rows_past, double rows_now) {
    Population population;
    if (!(rows_past > 0.0) || !(rows_now > 0.0)) return population;
    const double past = rows_past / rows_now;
    population.new_share = std::min(past, 1.0);
    population.old_share = std::min(std::max(1.0 - past, 2.0 * past - 1.0), 1.0);
    return population;
}

// The share of the histogram's population one value holds, as ineq_histogram_selectivity takes it:
// 1 / the distinct values not among the MCVs, or 0 when that count is not above one.
double share_of_one_value(VariableStatData& column) {
    bool is_default;
    double distinct = get_variable_numdistinct(&column, &is_default);
    AttStatsSlot mcvs;
    if (get_attstatsslot(&mcvs, column.statsTuple, STATISTIC_KIND_MCV, InvalidOid, ATTSTATSSLOT_NUMBERS)) {
        distinct -= mcvs.nnumbers;
        free_attstatsslot(&mcvs);
    }
    return distinct > 1.0 ? 1.0 / distinct : 0.0;
}

// The histogram part of scalarineqsel for one clause: the fraction of the histogram's population
// (old rows, neither NULL nor an MCV) that it selects, or -1 without a usable histogram; and the
// fraction of the rows past the histogram that it selects, in `new_rows_selected`.
//
// Like ineq_histogram_selectivity: find the bucket holding the constant by calling the operator
// itself (so the rows equal to the constant of <= and >= count as the operator says), then
// interpolate inside it, on positions where PostgreSQL would use convert_to_scalar(). Where
// PostgreSQL reads the column's actual ends from a btree index (where its search probes the first
// or last entry), so does this, one end only; then:
//  - at the low end, the histogram's first entry is replaced by the actual minimum;
//  - at the high end, the index entries past the histogram's last entry whose rows the planner's
//    snapshot sees are counted: when there are some, they are the `new_share` of the population,
//    placed where the index says they are (a time-ordered key is written in time order; a
//    backfill lands inside the histogram and is not counted; an UPDATE adds no key); with none,
//    or when the count gave up, the last entry is replaced by the actual maximum, as in PostgreSQL;
//  - inside the histogram, the estimate is PostgreSQL's (the interpolation aside), unless the
//    clause is a bound of a range whose other bound weighed the rows past the histogram:
//    RowsPast::weighed has it weigh them alike (they all lie above its constant);
//  - RowsPast::as_core weighs none, and takes the actual maximum at the high end, as core does.
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
        bool probed_first = false, probed_last = false;
        int below = entries_below(clause, histogram.values, entries, &probed_first, &probed_last);
        const ValueKind entry_kind = kind_of(axis, clause.column->atttype);
        const ValueKind constant_kind = kind_of(axis, clause.constant_type);
        const bool positions_known = entry_kind != ValueKind::unknown && constant_kind != ValueKind::unknown;
        // A histogram of the ID type's own values in one tick: the rows sampled share one time
        // field (a batch of one millisecond, told apart by their random parts), which a
        // timestamptz column of the same instants holds as one most common value without a
        // histogram, and core reads neither of its ends (explorer seed 96: four reads down a
        // deleted batch below such rows, 519 buffers against 0). Only the count of the rows past
        // it reads the index, within its budget. The time fields themselves are compared: a
        // position near a tick's end rounds up to the next.
        const bool one_tick = entry_kind == ValueKind::own &&
                              axis.own_tick(histogram.values[0]) == axis.own_tick(histogram.values[entries - 1]);
        // As core's binary search, which reads the minimum when it probes the first entry and the
        // maximum when it probes the last (both with two entries): the last from the second-to-last
        // bucket too, for some histogram sizes. Until it probes an end, its path is the one above.
        const bool at_low_end = facts != nullptr && !one_tick && (probed_first || entries == 2);
        const bool at_high_end = facts != nullptr && (probed_last || entries == 2);
        bool have_end = false;
        if (at_low_end) {
            // A read that gave up is read again for the next clause, as core's (index_ends.cpp), but
            // not for a bound estimated again to weigh the rows past the histogram (ranges.cpp).
            if (!facts->low_end_read && clause.rows_past == RowsPast::where_probed)
                read_low_end(memo, root, *clause.column, histogram.staop, facts);
            if (facts->have_min) {
                histogram.values[0] = facts->min;
                have_end = true;
            }
        }
        if (at_high_end || (facts != nullptr && clause.rows_past == RowsPast::weighed)) {
            if (!facts->high_end_read)
                read_high_end(axis, memo, root, *clause.column, histogram.staop, histogram.values[entries - 1], facts,
                              !one_tick);
            if (clause.rows_past != RowsPast::as_core && facts->rows_past > 0.0 && clause.column->rel->tuples > 0.0) {
                *population = population_of(facts->rows_past, clause.column->rel->tuples);
                const idcore::TailCount tail{facts->tail_positions, facts->tail_counted, facts->tail_complete,
                                             facts->low_positions, facts->low_counted};
                const double above =
                    constant_kind == ValueKind::unknown
                        ? 0.5 * facts->rows_past
                        : idcore::rows_at_or_above(tail, facts->rows_past, facts->first_new,
                                                   position_of(axis, clause.constant, constant_kind));
                const double share_above = std::min(std::max(above / facts->rows_past, 0.0), 1.0);
                *new_rows_selected = clause.selects_greater ? share_above : 1.0 - share_above;
                have_end = have_end || at_high_end;
            } else if (at_high_end && facts->have_max) {
                histogram.values[entries - 1] = facts->max;
                have_end = true;
            }
        }
        if (have_end) below = entries_below(clause, histogram.values, entries);
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
            // Core's corrections for the rows equal to the constant, one distinct value's share:
            // the first bucket holds its first entry ("x <= first" is that share, not zero), and
            // the interpolation counts "x <= constant", which < and >= must not. Without them, a
            // range below the rows (a deleted batch) was a row or two above t's (explorer seed 75).
            const bool excludes_equal = clause.selects_greater == clause.includes_equal;
            if (below == 1 || excludes_equal) {
                const double equal_share = share_of_one_value(*clause.column);
                if (below == 1) fraction_below += equal_share * (1.0 - in_bucket);
                if (excludes_equal) fraction_below -= equal_share;
            }
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

// scalarineqsel's merge over the old rows: the MCVs the operator accepts, plus the histogram's
// share of the rows that are neither NULL nor an MCV (half of them when there is no histogram);
// plus the share of the rows past the histogram that the clause selects.
Marginal selectivity_against_constant(const Axis& axis, Memo* memo, PlannerInfo* root, Restriction& clause,
                                      Oid operator_id) {
    if (!HeapTupleIsValid(clause.column->statsTuple)) return {DEFAULT_INEQ_SEL, 1.0, false};
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
    const double selectivity = population.old_share * old_selectivity + population.new_share * new_rows_selected;
    return {std::max(selectivity, 0.0), population.old_share * (1.0 - null_share) + population.new_share,
            population.new_share > 0.0};
}

}  // namespace

// Anything but a non-NULL constant comparand gets PostgreSQL's default, as scalarineqsel gives it
// (a NULL constant selects nothing: the operators are strict).
Marginal clause_selectivity(const Axis& axis, Memo* memo, PlannerInfo* root, VariableStatData& column, Oid operator_id,
                            Oid collation, Node* other, bool column_on_left, bool selects_greater, bool includes_equal,
                            RowsPast rows_past) {
    const double not_null = 1.0 - null_fraction(column);
    if (!IsA(other, Const)) return {DEFAULT_INEQ_SEL, not_null, false};
    const Const* constant = reinterpret_cast<const Const*>(other);
    if (constant->constisnull) return {0.0, not_null, false};
    Restriction clause{&column,         nullptr,        collation,       constant->constvalue, constant->consttype,
                       column_on_left, selects_greater, includes_equal, rows_past};
    return selectivity_against_constant(axis, memo, root, clause, operator_id);
}

}  // namespace idpg::estimate
