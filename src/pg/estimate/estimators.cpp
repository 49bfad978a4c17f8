// The estimators: one list, from which their entry points, the table that recognises an
// operator's oprrest as one of them (so that a range is paired, ranges.cpp) and the core
// estimator each stands in for are all generated; and the setting that gives core's back.
#include "../../core/position.hpp"
#include "../id_traits.hpp"
#include "../id_type.hpp"
#include "../settings.hpp"
#include "estimate.hpp"

extern "C" {
#include "utils/fmgroids.h"
}

// Every estimator, as the install script names it (<type>_ltsel ...): the type's traits, whether
// its operators select the values greater than the constant, and core's estimator of the same
// operator, by OID: called through fmgr, which pglite.wasm exports where it does not export the
// estimators themselves. < and <= (> and >=) differ only in the rows equal to the constant, and
// both the MCV part and the histogram probe count those by calling the operator itself, so they
// share an implementation.
#define IDPG_ESTIMATORS(X)                                                                                    \
    X(ulid_ltsel, UlidTraits, false, F_SCALARLTSEL) X(ulid_lesel, UlidTraits, false, F_SCALARLESEL)              \
    X(ulid_gtsel, UlidTraits, true, F_SCALARGTSEL) X(ulid_gesel, UlidTraits, true, F_SCALARGESEL)                \
    X(ulid_flake_ltsel, UlidFlakeTraits, false, F_SCALARLTSEL) X(ulid_flake_lesel, UlidFlakeTraits, false, F_SCALARLESEL) \
    X(ulid_flake_gtsel, UlidFlakeTraits, true, F_SCALARGTSEL) X(ulid_flake_gesel, UlidFlakeTraits, true, F_SCALARGESEL)   \
    X(baseuid_ltsel, BaseUidTraits, false, F_SCALARLTSEL) X(baseuid_lesel, BaseUidTraits, false, F_SCALARLESEL)  \
    X(baseuid_gtsel, BaseUidTraits, true, F_SCALARGTSEL) X(baseuid_gesel, BaseUidTraits, true, F_SCALARGESEL)

extern "C" {
#define IDPG_DECLARE_ESTIMATOR(sql_name, traits, greater, core) Datum sql_name(PG_FUNCTION_ARGS);
IDPG_ESTIMATORS(IDPG_DECLARE_ESTIMATOR)
}

namespace idpg::estimate {
namespace {

// ulid.enable_estimators (defined by define_estimator_setting below).
bool enable_estimators = true;

template <class T>
struct AxisOf {
    static double own_position(Datum value) { return idcore::position_of_id(T::layout, IdType<T>::value_of(value)); }
    static uint64_t own_tick(Datum value) { return T::layout.time_of(IdType<T>::value_of(value)); }
    static constexpr Axis axis{T::layout, T::by_value, own_position, own_tick};
};

#define IDPG_ESTIMATOR_INDEX(sql_name, traits, greater, core) k_##sql_name,
enum EstimatorIndex { IDPG_ESTIMATORS(IDPG_ESTIMATOR_INDEX) kEstimatorCount };

#define IDPG_ESTIMATOR_ENTRY(sql_name, traits, greater, core) \
    {sql_name, &AxisOf<traits>::axis, greater, core, (core) == F_SCALARLESEL || (core) == F_SCALARGESEL},
constexpr EstimatorEntry kEstimators[] = {IDPG_ESTIMATORS(IDPG_ESTIMATOR_ENTRY)};
static_assert(sizeof(kEstimators) / sizeof(kEstimators[0]) == kEstimatorCount, "one entry per estimator");

struct EstimatorKindEntry {
    Oid function;
    int estimator;  // index into kEstimators, or -1 when the function is not one of ours
};

// Core's estimate for the same operator, with the same arguments.
double core_estimate(FunctionCallInfo fcinfo, const EstimatorEntry& estimator) {
    FmgrInfo core;
    fmgr_info(estimator.core_function, &core);
    return DatumGetFloat8(FunctionCall4Coll(&core, PG_GET_COLLATION(), PG_GETARG_DATUM(0), PG_GETARG_DATUM(1),
                                            PG_GETARG_DATUM(2), PG_GETARG_DATUM(3)));
}

#ifdef ULID_OWN_ESTIMATES
// The entry point's work, in a memory context of its own (the caller's context holds the memo).
double estimate_inequality(FunctionCallInfo fcinfo, const EstimatorEntry& estimator, MemoryContext caller) {
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
        if (!enable_estimators) {
            selectivity = core_estimate(fcinfo, estimator);
        } else {
            // "constant < column" selects the greater column values.
            const bool selects_greater = column_on_left ? estimator.operator_is_greater : !estimator.operator_is_greater;
            selectivity = probability(clause_selectivity(*estimator.axis, memo, root, column, operator_id,
                                                         PG_GET_COLLATION(), other, column_on_left, selects_greater,
                                                         estimator.operator_includes_equal, RowsPast::where_probed)
                                          .selectivity);
        }
    }
    ReleaseVariableStats(column);
    return selectivity;
}

#endif  // ULID_OWN_ESTIMATES

template <int index>
Datum run(FunctionCallInfo fcinfo) {
#ifndef ULID_OWN_ESTIMATES
    PG_RETURN_FLOAT8(core_estimate(fcinfo, kEstimators[index]));
#else
    const MemoryContext caller = CurrentMemoryContext;
    const MemoryContext work = AllocSetContextCreate(caller, "ulid estimate", ALLOCSET_SMALL_SIZES);
    MemoryContextSwitchTo(work);
    const double selectivity = estimate_inequality(fcinfo, kEstimators[index], caller);
    MemoryContextSwitchTo(caller);
    MemoryContextDelete(work);
    PG_RETURN_FLOAT8(selectivity);
#endif
}

}  // namespace

bool estimators_enabled() { return enable_estimators; }

#ifdef ULID_OWN_ESTIMATES
// Which of kEstimators an operator's restriction estimator is, by the address of the C function
// behind it, so that neither a name nor an OID of an earlier CREATE EXTENSION counts.
const EstimatorEntry* estimator_of(Memo* memo, Oid operator_id) {
    const Oid function = get_oprrest(operator_id);
    if (!OidIsValid(function)) return nullptr;
    bool found;
    HTAB* kinds = memo_table(memo, &memo->estimator_kinds, "ulid estimators", sizeof(Oid), sizeof(EstimatorKindEntry));
    auto* entry = static_cast<EstimatorKindEntry*>(hash_search(kinds, &function, HASH_ENTER, &found));
    if (!found) {
        entry->estimator = -1;
        FmgrInfo info;
        fmgr_info(function, &info);
        for (int i = 0; i < kEstimatorCount; ++i)
            if (info.fn_addr == kEstimators[i].function) entry->estimator = i;
    }
    return entry->estimator < 0 ? nullptr : &kEstimators[entry->estimator];
}
#endif

}  // namespace idpg::estimate

namespace idpg {

// Named like the planner's enable_* settings, which also turn a planner facility off to see what
// the plan is without it; it covers every estimate the ID types make themselves (the position in
// a bucket, the rows past the histogram, the ranges), not ranges alone.
void define_estimator_setting() {
    DefineCustomBoolVariable(
        "ulid.enable_estimators", "Lets the ID types estimate their range conditions from the time in the key.",
        "When off, the < <= > >= operators of ulid, ulid_flake and baseuid are estimated as PostgreSQL estimates "
        "a type it cannot place on a scale (scalarltsel and its siblings): the middle of each histogram bucket.",
        &estimate::enable_estimators, true, PGC_USERSET, GUC_EXPLAIN, nullptr, nullptr, nullptr);
}

}  // namespace idpg

#define IDPG_ESTIMATOR_DEFINITION(sql_name, traits, greater, core) \
    IDPG_ENTRY_POINT(sql_name, idpg::estimate::run<idpg::estimate::k_##sql_name>)
IDPG_ESTIMATORS(IDPG_ESTIMATOR_DEFINITION)
