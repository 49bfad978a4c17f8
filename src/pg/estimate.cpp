// Restriction estimators of the < <= > >= operators on the ID types (spec 5.3): PostgreSQL's
// scalarineqsel, with the position on the time axis (core/position.hpp) in place of
// convert_to_scalar(), which knows only built-in types and so guesses the middle of every
// histogram bucket. The same estimator serves the same-type operators and the cross-type ones
// (an ID with timestamptz; ulid with uuid; ulid_flake with bigint), either side being the column.
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

// The fraction of the histogram's population that the clause selects, or -1 without a usable
// histogram. Like ineq_histogram_selectivity: find the bucket holding the constant by calling the
// operator itself (so the rows equal to the constant of <= and >= count as the operator says),
// then interpolate inside it, on positions where PostgreSQL would use convert_to_scalar().
double histogram_selectivity_on_axis(const Axis& axis, const Restriction& clause) {
    AttStatsSlot histogram;
    if (!statistic_proc_security_check(clause.column, clause.operator_function->fn_oid) ||
        !get_attstatsslot(&histogram, clause.column->statsTuple, STATISTIC_KIND_HISTOGRAM, InvalidOid,
                          ATTSTATSSLOT_VALUES))
        return -1.0;
    double selectivity = -1.0;
    const int entries = histogram.nvalues;
    if (entries > 1) {
        // `below` counts the entries on the constant's lower side: for < and <= those the operator
        // accepts, for > and >= those it rejects. They form a prefix of the sorted histogram.
        int below = 0, above = entries;
        while (below < above) {
            const int probe = below + (above - below) / 2;
            if (operator_holds(clause, histogram.values[probe]) != clause.selects_greater)
                below = probe + 1;
            else
                above = probe;
        }
        double fraction_below;
        if (below == 0) {
            fraction_below = 0.0;
        } else if (below == entries) {
            fraction_below = 1.0;
        } else {
            const ValueKind entry_kind = kind_of(axis, clause.column->atttype);
            const ValueKind constant_kind = kind_of(axis, clause.constant_type);
            const double in_bucket =
                entry_kind == ValueKind::unknown || constant_kind == ValueKind::unknown
                    ? 0.5  // what convert_to_scalar() makes of a type it does not know
                    : idcore::fraction_of_bucket(position_of(axis, histogram.values[below - 1], entry_kind),
                                                 position_of(axis, clause.constant, constant_kind),
                                                 position_of(axis, histogram.values[below], entry_kind));
            fraction_below = (below - 1 + in_bucket) / (entries - 1);
        }
        selectivity = clause.selects_greater ? 1.0 - fraction_below : fraction_below;
        // The histogram is a sample, maybe out of date: like PostgreSQL (when it has not read the
        // column's actual ends from an index), believe nothing closer to 0 or 1 than a hundredth
        // of one bucket.
        const double cutoff = 0.01 / (entries - 1);
        selectivity = std::min(std::max(selectivity, cutoff), 1.0 - cutoff);
    }
    free_attstatsslot(&histogram);
    return selectivity;
}

// The column's share of NULLs, 0 without statistics.
double null_fraction(const VariableStatData& column) {
    if (!HeapTupleIsValid(column.statsTuple)) return 0.0;
    return reinterpret_cast<Form_pg_statistic>(GETSTRUCT(column.statsTuple))->stanullfrac;
}

// scalarineqsel's merge: the MCVs the operator accepts, plus the histogram's share of the rows
// that are neither NULL nor an MCV (half of them when there is no histogram).
double selectivity_against_constant(const Axis& axis, Restriction& clause, Oid operator_id) {
    if (!HeapTupleIsValid(clause.column->statsTuple)) return DEFAULT_INEQ_SEL;
    FmgrInfo operator_function;
    fmgr_info(get_opcode(operator_id), &operator_function);
    clause.operator_function = &operator_function;

    double mcv_fraction = 0.0;
    const double mcv_selectivity_part = mcv_selectivity(clause.column, &operator_function, clause.collation,
                                                        clause.constant, clause.column_on_left, &mcv_fraction);
    const double histogram_part = histogram_selectivity_on_axis(axis, clause);
    double selectivity = 1.0 - null_fraction(*clause.column) - mcv_fraction;
    selectivity *= histogram_part >= 0.0 ? histogram_part : 0.5;
    selectivity += mcv_selectivity_part;
    CLAMP_PROBABILITY(selectivity);
    return selectivity;
}

// One clause's selectivity: anything but a non-NULL constant comparand gets PostgreSQL's default,
// as scalarineqsel gives it (a NULL constant selects nothing: the operators are strict).
double clause_selectivity(const Axis& axis, VariableStatData& column, Oid operator_id, Oid collation, Node* other,
                          bool column_on_left, bool selects_greater) {
    if (!IsA(other, Const)) return DEFAULT_INEQ_SEL;
    const Const* constant = reinterpret_cast<const Const*>(other);
    if (constant->constisnull) return 0.0;
    Restriction clause{&column, nullptr, collation, constant->constvalue, constant->consttype, column_on_left,
                       selects_greater};
    return selectivity_against_constant(axis, clause, operator_id);
}

// Whether an operator's restriction estimator is one of this type's (estimators of the type's
// other operators, same-type or cross-type, have the same name prefix), and which way it selects.
enum class Estimator { other, less, greater };

Estimator estimator_of(Oid operator_id, const char* type_name) {
    const Oid function = get_oprrest(operator_id);
    if (!OidIsValid(function)) return Estimator::other;
    const char* name = get_func_name(function);
    const size_t prefix = strlen(type_name);
    if (name == nullptr || strncmp(name, type_name, prefix) != 0) return Estimator::other;
    const char* suffix = name + prefix;
    if (strcmp(suffix, "_ltsel") == 0 || strcmp(suffix, "_lesel") == 0) return Estimator::less;
    if (strcmp(suffix, "_gtsel") == 0 || strcmp(suffix, "_gesel") == 0) return Estimator::greater;
    return Estimator::other;
}

// A bound "column OP comparand" found among a relation's restrictions.
struct Bound {
    const OpExpr* clause;
    Node* comparand;
    bool column_on_left;
};

Node* without_relabeling(Node* node) {
    while (node != nullptr && IsA(node, RelabelType)) node = reinterpret_cast<Node*>(reinterpret_cast<RelabelType*>(node)->arg);
    return node;
}

// PostgreSQL's clauselist_selectivity() reads "x > a AND x < b" as one range only when both
// operators use its own scalar*sel estimators (addRangeClause in clausesel.c); with any other it
// multiplies the two selectivities as if they were independent, which for one hour of a year
// gives a quarter of the table. So the estimator of an upper bound that is one of the relation's
// restrictions looks there for the lower bound on the same column, and when there is exactly
// one (and no other upper bound) returns the share of the rows past the lower bound that are
// also below the upper one: the product is then the range's selectivity, worked out as
// clausesel.c does (both selectivities minus the non-NULL rows; its defaults and its floor).
bool find_lower_bound(VariableStatData& column, const List* upper_arguments, const char* type_name, Bound* lower) {
    if (column.rel == nullptr || column.var == nullptr) return false;
    bool upper_is_a_restriction = false;
    int lower_bounds = 0;
    ListCell* cell;
    foreach (cell, column.rel->baserestrictinfo) {
        const Expr* expression = lfirst_node(RestrictInfo, cell)->clause;
        if (!is_opclause(expression)) continue;
        const OpExpr* clause = reinterpret_cast<const OpExpr*>(expression);
        if (clause->args == upper_arguments) {
            upper_is_a_restriction = true;
            continue;
        }
        if (list_length(clause->args) != 2) continue;
        Node* left = static_cast<Node*>(linitial(clause->args));
        Node* right = static_cast<Node*>(lsecond(clause->args));
        // examine_variable() has taken the column out of its RelabelType (a domain's, say).
        const bool column_on_left = equal(without_relabeling(left), column.var);
        if (!column_on_left && !equal(without_relabeling(right), column.var)) continue;
        Node* comparand = column_on_left ? right : left;
        if (contain_var_clause(comparand) || contain_volatile_functions(comparand)) continue;
        const Estimator estimator = estimator_of(clause->opno, type_name);
        if (estimator == Estimator::other) continue;
        if ((estimator == Estimator::greater) != column_on_left) return false;  // a second upper bound
        *lower = Bound{clause, comparand, column_on_left};
        ++lower_bounds;
    }
    return upper_is_a_restriction && lower_bounds == 1;
}

double share_past_lower_bound(const Axis& axis, PlannerInfo* root, VariableStatData& column, const Bound& lower,
                              double upper_selectivity) {
    const double lower_selectivity =
        clause_selectivity(axis, column, lower.clause->opno, lower.clause->inputcollid,
                           estimate_expression_value(root, lower.comparand), lower.column_on_left, true);
    if (lower_selectivity <= 0.0) return upper_selectivity;
    double range;
    if (lower_selectivity == DEFAULT_INEQ_SEL || upper_selectivity == DEFAULT_INEQ_SEL) {
        range = DEFAULT_RANGE_INEQ_SEL;
    } else {
        range = lower_selectivity + upper_selectivity - (1.0 - null_fraction(column));
        // Below zero by more than rounding means bounds the wrong way round or stale statistics.
        if (range <= 0.0) range = range < -0.01 ? DEFAULT_RANGE_INEQ_SEL : 1.0e-10;
    }
    return std::min(range / lower_selectivity, 1.0);
}

// The entry point's work.
Datum estimate_inequality(FunctionCallInfo fcinfo, const Axis& axis, const char* type_name, bool operator_is_greater) {
    auto* root = reinterpret_cast<PlannerInfo*>(PG_GETARG_POINTER(0));
    const Oid operator_id = PG_GETARG_OID(1);
    auto* arguments = reinterpret_cast<List*>(PG_GETARG_POINTER(2));
    const int var_relid = PG_GETARG_INT32(3);

    VariableStatData column;
    Node* other;
    bool column_on_left;
    if (!get_restriction_variable(root, arguments, var_relid, &column, &other, &column_on_left))
        PG_RETURN_FLOAT8(DEFAULT_INEQ_SEL);
    // "constant < column" selects the greater column values.
    const bool selects_greater = column_on_left ? operator_is_greater : !operator_is_greater;
    double selectivity =
        clause_selectivity(axis, column, operator_id, PG_GET_COLLATION(), other, column_on_left, selects_greater);
    Bound lower{};
    if (!selects_greater && find_lower_bound(column, arguments, type_name, &lower))
        selectivity = share_past_lower_bound(axis, root, column, lower, selectivity);
    ReleaseVariableStats(column);
    PG_RETURN_FLOAT8(selectivity);
}

// < and <= (> and >=) differ only in the rows equal to the constant, and both the MCV part and
// the histogram probe count those by calling the operator itself, so one function serves both.
template <class T>
struct Estimators {
    static double own_position(Datum value) { return idcore::position_of_id(T::layout, IdType<T>::value_of(value)); }
    static constexpr Axis axis{T::layout, T::by_value, own_position};
    static Datum less(FunctionCallInfo fcinfo) { return estimate_inequality(fcinfo, axis, T::name, false); }
    static Datum greater(FunctionCallInfo fcinfo) { return estimate_inequality(fcinfo, axis, T::name, true); }
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
