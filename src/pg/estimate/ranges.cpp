// Ranges: bounds on one column, AND-ed together.
//
// PostgreSQL's clauselist_selectivity() reads "x > a AND x < b" as one range only when both
// operators use its own scalar*sel estimators (addRangeClause in clausesel.c); with any other it
// multiplies the two selectivities as if they were independent, which for one hour of a year
// gives a quarter of the table. Its own estimators cannot serve these types (scalarineqsel's
// convert_to_scalar() does not know them), so the pairing is done here, with the same rules, in
// the lists clauselist_selectivity() is handed for a relation's clauses: its top-level
// restrictions, each AND arm of an OR among them, and each AND arm of an OR among its join
// clauses (the planner pulls the relation's part out of such an OR, orclauses.c, and estimates it
// before it adds it to the restrictions: its arms are the join clause's bounds on the relation,
// the same clauses). In such a group, per column:
//  - the tightest lower bound (the smallest selectivity, as addRangeClause keeps) returns its
//    selectivity P(x > a);
//  - the tightest upper bound returns P(a < x < b) / P(x > a), with clausesel.c's defaults and
//    floor, so that the product of the group is the range's selectivity;
//  - every other bound on the column returns 1, as addRangeClause drops it.
// PostgreSQL caches what an estimator returns in the clause's RestrictInfo and reuses it in any
// list holding the clause, index paths included; sql/estimate_shapes.sql shows the paths that can
// meet the upper bound without its lower one and that the plan is no worse for it.
//
// An OR whose arms are ranges on one column that overlap is then brought down towards their union
// (fit_to_union()).
//
// The estimator only sees its clause's arguments, so the groups of a relation are worked out once
// per planning (linear in the number of clauses) and each clause's result is looked up by the
// address of its argument list, which is the one the estimator is handed.
#include <algorithm>
#include <cmath>
#include <initializer_list>

#include "estimate.hpp"

namespace idpg::estimate {
namespace {

// A restriction clause of ours, found in a relation's groups, with what its estimator returns.
struct ClauseEntry {
    const List* arguments;  // first: the hash key (the OpExpr's args, as the estimator is handed)
    const struct RelationMemo* relation;
    uint64 generation;
    double selectivity;  // what the estimator returns: `computed`, or lowered by an OR's fit
    double computed;     // what the clause's group made of it
    int groups;          // of this build that hold the clause
};

struct RelationKey {
    PlannerInfo* root;
    RelOptInfo* rel;
};

struct RelationMemo {
    RelationKey key;
    const List* restrictions;  // rel->baserestrictinfo when built, and its length
    int restriction_count;
    const List* join_clauses;  // rel->joininfo when built, and its length
    int join_clause_count;
    bool enabled;  // ulid.enable_estimators when built
    uint64 generation;
    bool building;
};

struct Bound {
    const RestrictInfo* restriction;
    const EstimatorEntry* estimator;
    bool column_on_left;
    AttrNumber attribute;
    bool lower;
    Marginal marginal;
};

Node* without_relabeling(Node* node) {
    while (node != nullptr && IsA(node, RelabelType)) node = reinterpret_cast<Node*>(reinterpret_cast<RelabelType*>(node)->arg);
    return node;
}

// Whether `node`, under any RelabelType, is a column of `rel` itself.
bool is_column_of(Node* node, const RelOptInfo* rel) {
    node = without_relabeling(node);
    if (node == nullptr || !IsA(node, Var)) return false;
    const Var* var = reinterpret_cast<const Var*>(node);
    return var->varlevelsup == 0 && var->varno == static_cast<int>(rel->relid);
}

// The bound's column side and the other (its comparand), as its clause is written.
Node* column_side(const Bound& bound) {
    const auto* clause = reinterpret_cast<const OpExpr*>(bound.restriction->clause);
    return static_cast<Node*>(bound.column_on_left ? linitial(clause->args) : lsecond(clause->args));
}
Node* comparand_side(const Bound& bound) {
    const auto* clause = reinterpret_cast<const OpExpr*>(bound.restriction->clause);
    return static_cast<Node*>(bound.column_on_left ? lsecond(clause->args) : linitial(clause->args));
}

// What the bound's estimator returns for it alone: ours, or with ulid.enable_estimators off the
// core estimator's (and the non-NULL share clausesel.c's range takes from nulltestsel).
Marginal marginal_of(Memo* memo, PlannerInfo* root, const Bound& bound, RowsPast rows_past) {
    const auto* clause = reinterpret_cast<const OpExpr*>(bound.restriction->clause);
    VariableStatData column;
    examine_variable(root, column_side(bound), 0, &column);
    Marginal marginal;
    if (!estimators_enabled()) {
        const Datum selectivity = OidFunctionCall4Coll(
            bound.estimator->core_function, clause->inputcollid, PointerGetDatum(root), ObjectIdGetDatum(clause->opno),
            PointerGetDatum(clause->args), Int32GetDatum(0));
        marginal = {DatumGetFloat8(selectivity), 1.0 - null_fraction(column), false};
    } else {
        // "constant < column" selects the greater column values.
        const bool selects_greater =
            bound.column_on_left ? bound.estimator->operator_is_greater : !bound.estimator->operator_is_greater;
        Node* comparand = estimate_expression_value(root, comparand_side(bound));
        marginal = clause_selectivity(*bound.estimator->axis, memo, root, column, clause->opno, clause->inputcollid,
                                      comparand, bound.column_on_left, selects_greater,
                                      bound.estimator->operator_includes_equal, rows_past);
    }
    ReleaseVariableStats(column);
    return marginal;
}

// A clause of a group if it is a bound of ours on a plain column of `rel`, with its selectivity.
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
    // such a bound is left unpaired, like any clause that is not a bound (and as clausesel.c
    // leaves it), and its partner keeps its own selectivity.
    if (contain_volatile_functions(column_on_left ? right : left)) return false;
    const EstimatorEntry* estimator = estimator_of(memo, clause->opno);
    if (estimator == nullptr) return false;
    bound->restriction = restriction;
    bound->estimator = estimator;
    bound->column_on_left = column_on_left;
    bound->attribute = reinterpret_cast<const Var*>(without_relabeling(column_on_left ? left : right))->varattno;
    bound->lower = column_on_left ? estimator->operator_is_greater : !estimator->operator_is_greater;
    bound->marginal = marginal_of(memo, root, *bound, RowsPast::where_probed);
    return true;
}

int compare_bounds(const void* left, const void* right) {
    const Bound* a = static_cast<const Bound*>(left);
    const Bound* b = static_cast<const Bound*>(right);
    if (a->attribute != b->attribute) return a->attribute < b->attribute ? -1 : 1;
    if (a->lower != b->lower) return a->lower ? -1 : 1;
    return 0;
}

// The memo's entry for the clause with these arguments where it is of the relation's current
// build, or nullptr.
ClauseEntry* remembered(Memo* memo, const RelationMemo* relation, const List* arguments) {
    auto* entry = static_cast<ClauseEntry*>(hash_search(memo->clauses, &arguments, HASH_FIND, nullptr));
    const bool current = entry != nullptr && entry->relation == relation && entry->generation == relation->generation;
    return current ? entry : nullptr;
}

void remember(Memo* memo, const RelationMemo* relation, const List* arguments, double selectivity, double marginal) {
    ClauseEntry* entry = remembered(memo, relation, arguments);
    if (entry != nullptr) {
        // Met again: in a second group (shared by two arms), or in the copy of an OR the planner
        // pulled out of a join clause (a later build's). Where the groups disagree, claim nothing;
        // where they agree, what the estimator returns stands, an OR's fit included.
        if (entry->computed != selectivity) entry->selectivity = entry->computed = marginal;
        ++entry->groups;
        return;
    }
    entry = static_cast<ClauseEntry*>(hash_search(memo->clauses, &arguments, HASH_ENTER, nullptr));
    entry->relation = relation;
    entry->generation = relation->generation;
    entry->selectivity = entry->computed = selectivity;
    entry->groups = 1;
}

// The bound's comparand folded to a constant of a kind its axis places, and where it lies there;
// nullptr when it is not one.
const Const* placed_constant(PlannerInfo* root, const Bound& bound, double* position) {
    Node* comparand = estimate_expression_value(root, comparand_side(bound));
    if (!IsA(comparand, Const) || reinterpret_cast<const Const*>(comparand)->constisnull) return nullptr;
    const auto* constant = reinterpret_cast<const Const*>(comparand);
    const Axis& axis = *bound.estimator->axis;
    const ValueKind kind = kind_of(axis, constant->consttype);
    if (kind == ValueKind::unknown) return nullptr;
    *position = position_of(axis, constant->constvalue, kind);
    return constant;
}

// clausesel.c's range from its two bounds' selectivities (each a share of all rows, NULLs included).
double range_selectivity(double lower, double upper, double not_null) {
    if (lower == DEFAULT_INEQ_SEL || upper == DEFAULT_INEQ_SEL) return DEFAULT_RANGE_INEQ_SEL;
    const double range = lower + upper - not_null;
    // Below zero by more than rounding means bounds the wrong way round or stale statistics.
    if (range <= 0.0) return range < -0.01 ? DEFAULT_RANGE_INEQ_SEL : 1.0e-10;
    return range;
}

// The bound as core estimates it: the actual maximum in place of the histogram's last entry, no
// rows past it weighed. A bound that weighed none already is, with the ends its estimate read
// (read again, they would cost a second read of an end that gave up).
Marginal marginal_as_core(Memo* memo, PlannerInfo* root, const Bound& bound) {
    return bound.marginal.weighed_new_rows ? marginal_of(memo, root, bound, RowsPast::as_core) : bound.marginal;
}

// The range between `lower` and `upper` (either may be missing) as core estimates it.
double as_core(Memo* memo, PlannerInfo* root, const Bound* lower, const Bound* upper) {
    if (lower == nullptr) return probability(marginal_as_core(memo, root, *upper).selectivity);
    const Marginal low = marginal_as_core(memo, root, *lower);
    if (upper == nullptr) return probability(low.selectivity);
    const Marginal high = marginal_as_core(memo, root, *upper);
    return probability(range_selectivity(low.selectivity, high.selectivity, high.not_null));
}

// Past the histogram, where the count of the rows there stopped at its cap, the rows it did not
// read are spread evenly between the two ends it read, which a gap between two bursts belies (a
// range inside the gap would be taken for a share of them). So a range whose lower bound lies past
// the histogram's last entry has its own entries counted, up to kRangeCap: fewer are its rows, and
// more are at least that many. A count that gives up among entries nearly none of which has a row
// (thousands of a rolled-back load in the gap) is no answer, and says the even spread is not
// founded there: the range's estimate is then core's (explorer seeds 93 and 111). Where no count
// ran (the planning's budget was spent before it), or it gave up among rows (updated rows on pages
// not yet all-visible, with the budget the tail count left it), nothing belies the even spread, and
// it stands (seed 159: core's takes a burst of 300 rows of one millisecond for 1).
constexpr int kRangeCap = 64;

// The range's selectivity so counted, or core's where the count gave up; -1 where it is not
// counted (its estimate `estimated` stands).
double counted_range(Memo* memo, PlannerInfo* root, const Bound& lower, const Bound& upper, double estimated) {
    VariableStatData column;
    examine_variable(root, column_side(lower), 0, &column);
    double selectivity = -1.0;
    const ColumnFacts* facts = facts_of(memo, root, column);
    if (facts != nullptr && facts->high_end_read && facts->tail_counted > 0 && !facts->tail_complete &&
        column.rel->tuples > 0.0) {
        Oid operators[2];
        Datum values[2];
        bool usable = true;
        const Bound* bounds[2] = {&lower, &upper};
        for (int i = 0; i < 2 && usable; ++i) {
            const auto* clause = reinterpret_cast<const OpExpr*>(bounds[i]->restriction->clause);
            operators[i] = bounds[i]->column_on_left ? clause->opno : get_commutator(clause->opno);
            double position;
            const Const* constant = placed_constant(root, *bounds[i], &position);
            usable = constant != nullptr && OidIsValid(operators[i]) && (i == 1 || position > facts->histogram_last);
            if (usable) values[i] = constant->constvalue;
        }
        const double rows = usable ? rows_in_range(memo, root, column, operators, values, kRangeCap) : -1.0;
        if (rows >= 0.0 && rows < kRangeCap) {
            selectivity = rows / column.rel->tuples;
        } else if (rows >= kRangeCap) {
            selectivity = std::max(estimated, kRangeCap / column.rel->tuples);
        } else if (rows == kRangeCountGaveUp) {
            selectivity = as_core(memo, root, &lower, &upper);
        }
    }
    ReleaseVariableStats(column);
    return selectivity;
}

// A group that is one range on one column and nothing else, as an OR's arm may be: its tightest
// bounds (copies), the product of what its clauses return, and those clauses' arguments.
struct ArmRange {
    bool only_bounds = false;
    AttrNumber attribute = 0;
    const Bound* lower = nullptr;  // nullptr when the arm has no lower bound
    const Bound* upper = nullptr;
    double selectivity = 1.0;
    const List** arguments = nullptr;
    int clauses = 0;
    const List* adjusted = nullptr;  // the clause a union lowers: the upper bound, else the lower
};

const Bound* copy_of(const Bound& bound) {
    return static_cast<const Bound*>(memcpy(palloc(sizeof(Bound)), &bound, sizeof(Bound)));
}

// An OR whose arms' results are to be lowered by `factors`, once every group of the build is known.
struct UnionFit {
    const ArmRange* arms;
    double* factors;
    int count;
};

// The range selectivity of the two bounds, counted where counted_range() counts it.
double range_of(Memo* memo, PlannerInfo* root, const Bound& lower, const Bound& upper) {
    if (lower.marginal.selectivity <= 0.0) return 0.0;
    const double range =
        probability(range_selectivity(lower.marginal.selectivity, upper.marginal.selectivity, upper.marginal.not_null));
    const double counted = counted_range(memo, root, lower, upper, range);
    return counted >= 0.0 ? probability(counted) : range;
}

// The selectivity of the rows between `lower` and `upper` (either may be missing, not both), two
// bounds of different arms weighing the rows past the histogram alike, as memoize_group() makes a
// group's; where `counted`, a range past the histogram counted as counted_range() counts it.
double piece_of(Memo* memo, PlannerInfo* root, const Bound* lower, const Bound* upper, bool counted) {
    if (lower == nullptr) return probability(upper->marginal.selectivity);
    if (upper == nullptr) return probability(lower->marginal.selectivity);
    Bound low = *lower, high = *upper;
    if (low.marginal.weighed_new_rows != high.marginal.weighed_new_rows) {
        Bound& other = low.marginal.weighed_new_rows ? high : low;
        other.marginal = marginal_of(memo, root, other, RowsPast::weighed);
    }
    return counted ? range_of(memo, root, low, high)
                   : probability(range_selectivity(low.marginal.selectivity, high.marginal.selectivity,
                                                   high.marginal.not_null));
}

// Overlapping arms merged: the one arm, or -1 and the lowest lower bound and highest upper one.
struct Piece {
    int arm;
    const Bound* lower;
    const Bound* upper;
};

// The share of the rows that the pieces (disjoint) select; ranges past the histogram counted where
// `counted`.
double union_share(Memo* memo, PlannerInfo* root, const ArmRange* arms, const Piece* pieces, int count, bool counted) {
    double share = 0.0;
    for (int i = 0; i < count; ++i) {
        CHECK_FOR_INTERRUPTS();
        const Piece& piece = pieces[i];
        if (piece.arm >= 0)
            share += arms[piece.arm].selectivity;
        else if (piece.lower == nullptr && piece.upper == nullptr)  // every row but NULLs
            share += probability((arms[0].lower != nullptr ? arms[0].lower : arms[0].upper)->marginal.not_null);
        else
            share += piece_of(memo, root, piece.lower, piece.upper, counted);
    }
    return probability(share);
}

struct PlacedArm {
    int arm;
    double low, high;  // where its bounds lie on the axis, infinite where it has none
};

int compare_placed_arms(const void* left, const void* right) {
    const double a = static_cast<const PlacedArm*>(left)->low;
    const double b = static_cast<const PlacedArm*>(right)->low;
    return a < b ? -1 : a > b ? 1 : 0;
}

constexpr double kAlmostAll = 1.0 - 1.0e-9;

// PostgreSQL estimates an OR as 1 - prod(1 - s_i), its arms independent events. Ranges on one
// column that overlap are not: 1,000 one-hour windows a minute apart cover 17 hours of rows, not
// the 1,000 hours the formula counts, and the more accurate each arm's estimate the more it
// overshoots: past the histogram a timestamptz column's arms are underestimates, which shrink it
// (105,000 rows for 5,000 against its 1,300). So where the formula exceeds both the estimate of the
// arms' union (overlapping arms merged into the ranges they cover, each estimated as a range) and
// the formula over the arms estimated as core estimates them (what the timestamptz column gets), it
// is brought down to the greater of the two: never below core's, which keeps the rows that core's
// overshoot happens to make up for where the ranges are underestimated (statistics older than the
// rows), and never above what it was. Each arm's share is lowered about in proportion: 1 - s_i' =
// (1 - s_i)^e, e below 1. Arms that do not overlap are left as they are (the formula then never
// exceeds the union). What is lowered is what the arm's clauses return, so each arm's index scan
// of a BitmapOr is costed with its lowered share too, though it reads all its own entries: the
// price of this fit. The bitmap's heap pages are costed from the sum of the lowered shares, near
// the union, where the arms' own sum made them the whole table.
void fit_to_union(Memo* memo, PlannerInfo* root, const ArmRange* arms, int count, List** fits) {
    if (count < 2 || !estimators_enabled()) return;
    auto* placed = static_cast<PlacedArm*>(palloc(sizeof(PlacedArm) * count));
    double log_unselected = 0.0;
    for (int i = 0; i < count; ++i) {
        CHECK_FOR_INTERRUPTS();
        const ArmRange& arm = arms[i];
        if (!arm.only_bounds || arm.attribute != arms[0].attribute) return;
        placed[i] = {i, -HUGE_VAL, HUGE_VAL};
        if (arm.lower != nullptr && placed_constant(root, *arm.lower, &placed[i].low) == nullptr) return;
        if (arm.upper != nullptr && placed_constant(root, *arm.upper, &placed[i].high) == nullptr) return;
        if (std::isnan(placed[i].low) || std::isnan(placed[i].high)) return;
        // log(1 - s) summed for 1 - prod(1 - s); an arm that selects every row caps it finite.
        log_unselected += std::log1p(-std::min(probability(arm.selectivity), kAlmostAll));
    }
    qsort(placed, count, sizeof(PlacedArm), compare_placed_arms);
    // The pieces: each the arms that overlap, from the lowest lower bound to the highest upper one.
    auto* pieces = static_cast<Piece*>(palloc(sizeof(Piece) * count));
    int piece_count = 0;
    for (int first = 0; first < count;) {
        CHECK_FOR_INTERRUPTS();
        int highest = first, end = first + 1;
        for (; end < count && placed[end].low <= placed[highest].high; ++end)
            if (placed[end].high > placed[highest].high) highest = end;
        pieces[piece_count++] = {end == first + 1 ? placed[first].arm : -1, arms[placed[first].arm].lower,
                                 arms[placed[highest].arm].upper};
        first = end;
    }
    // The union estimated first with no index read, which the formula mostly stays below (arms
    // apart): only an OR it exceeds has its pieces counted, out of the planning's one budget.
    if (log_unselected >= 0.0) return;  // no arm selects a row
    const double formula = -std::expm1(log_unselected);
    if (union_share(memo, root, arms, pieces, piece_count, false) >= formula) return;
    const double united = std::max(union_share(memo, root, arms, pieces, piece_count, true), 1.0e-10);
    if (united >= formula) return;
    double log_unselected_as_core = 0.0;
    for (int i = 0; i < count; ++i) {
        CHECK_FOR_INTERRUPTS();
        log_unselected_as_core += std::log1p(-std::min(as_core(memo, root, arms[i].lower, arms[i].upper), kAlmostAll));
    }
    const double target = std::min(std::max(united, -std::expm1(log_unselected_as_core)), kAlmostAll);
    const double exponent = std::log1p(-target) / log_unselected;  // below 1 where the arms overshoot
    if (!(exponent < 1.0)) return;
    auto* fit = static_cast<UnionFit*>(palloc(sizeof(UnionFit)));
    fit->arms = arms;
    fit->count = count;
    fit->factors = static_cast<double*>(palloc(sizeof(double) * count));
    for (int i = 0; i < count; ++i) {
        const double share = std::min(probability(arms[i].selectivity), kAlmostAll);
        fit->factors[i] = share > 0.0 ? -std::expm1(exponent * std::log1p(-share)) / share : 1.0;
    }
    *fits = lappend(*fits, fit);
}

// Lowers the results of the arms of each fitted OR, where none of its clauses is also in another
// group of the relation (which would read the lowered result as its own).
void apply_fits(Memo* memo, const RelationMemo* relation, const List* fits) {
    ListCell* cell;
    foreach (cell, fits) {
        const auto* fit = static_cast<const UnionFit*>(lfirst(cell));
        bool unshared = true;
        for (int i = 0; i < fit->count && unshared; ++i) {
            for (int c = 0; c < fit->arms[i].clauses && unshared; ++c) {
                const ClauseEntry* entry = remembered(memo, relation, fit->arms[i].arguments[c]);
                unshared = entry != nullptr && entry->groups == 1;
            }
        }
        if (!unshared) continue;
        for (int i = 0; i < fit->count; ++i) {
            ClauseEntry* entry = remembered(memo, relation, fit->arms[i].adjusted);
            entry->selectivity = probability(entry->computed * fit->factors[i]);
        }
    }
}

// Records each bound's result in a group (a List of RestrictInfos that are AND-ed), and recurses
// into the AND arms of the ORs among them; `range`, when given, is told what the group is, and
// the ORs whose arms overlap are added to `fits`.
void memoize_group(Memo* memo, PlannerInfo* root, RelOptInfo* rel, const RelationMemo* relation, const List* group,
                   List** fits, ArmRange* range) {
    check_stack_depth();
    const int members = list_length(group);
    if (range != nullptr) *range = ArmRange{};
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
            const List* or_arms = reinterpret_cast<const BoolExpr*>(restriction->orclause)->args;
            auto* arms = static_cast<ArmRange*>(palloc(sizeof(ArmRange) * list_length(or_arms)));
            int arm_count = 0;
            ListCell* arm;
            foreach (arm, or_arms) {
                CHECK_FOR_INTERRUPTS();
                Node* node = static_cast<Node*>(lfirst(arm));
                ArmRange& arm_range = arms[arm_count++];
                if (is_andclause(node)) {
                    memoize_group(memo, root, rel, relation, reinterpret_cast<BoolExpr*>(node)->args, fits, &arm_range);
                } else if (IsA(node, RestrictInfo)) {
                    List* alone = list_make1(node);
                    memoize_group(memo, root, rel, relation, alone, fits, &arm_range);
                    list_free(alone);
                } else {
                    arm_range = ArmRange{};  // not a range
                }
            }
            fit_to_union(memo, root, arms, arm_count, fits);
            continue;
        }
        if (bound_of(memo, root, rel, restriction, &bounds[count])) ++count;
    }
    qsort(bounds, count, sizeof(Bound), compare_bounds);
    if (range != nullptr && count == members && count > 0 && bounds[0].attribute == bounds[count - 1].attribute) {
        range->only_bounds = true;
        range->attribute = bounds[0].attribute;
        range->arguments = static_cast<const List**>(palloc(sizeof(List*) * count));
        range->clauses = count;
    }
    for (int first = 0; first < count;) {
        CHECK_FOR_INTERRUPTS();
        int end = first;
        bool any_weighed = false;
        for (; end < count && bounds[end].attribute == bounds[first].attribute; ++end)
            any_weighed = any_weighed || bounds[end].marginal.weighed_new_rows;
        // The bounds of a column weigh the rows past its histogram alike, or their range is off
        // by those rows: once one did (its constant lies at the histogram's high end), the others
        // are estimated again weighing them (at most once each: the column's facts are read).
        int tightest_lower = -1, tightest_upper = -1;
        for (int i = first; i < end; ++i) {
            CHECK_FOR_INTERRUPTS();
            if (any_weighed && !bounds[i].marginal.weighed_new_rows)
                bounds[i].marginal = marginal_of(memo, root, bounds[i], RowsPast::weighed);
            int& tightest = bounds[i].lower ? tightest_lower : tightest_upper;
            if (tightest < 0 || bounds[i].marginal.selectivity < bounds[tightest].marginal.selectivity) tightest = i;
        }
        for (int i = first; i < end; ++i) {
            const double marginal = probability(bounds[i].marginal.selectivity);
            double selectivity = 1.0;  // a bound the tightest one makes redundant
            if (i == tightest_lower) {
                selectivity = marginal;
            } else if (i == tightest_upper) {
                selectivity = marginal;
                if (tightest_lower >= 0 && bounds[tightest_lower].marginal.selectivity > 0.0)
                    selectivity = std::min(range_of(memo, root, bounds[tightest_lower], bounds[i]) /
                                               probability(bounds[tightest_lower].marginal.selectivity),
                                           1.0);
            }
            const auto* clause = reinterpret_cast<const OpExpr*>(bounds[i].restriction->clause);
            remember(memo, relation, clause->args, selectivity, marginal);
            if (range != nullptr && range->only_bounds) {
                range->arguments[i] = clause->args;
                range->selectivity *= selectivity;
            }
        }
        if (range != nullptr && range->only_bounds) {
            range->lower = tightest_lower >= 0 ? copy_of(bounds[tightest_lower]) : nullptr;
            range->upper = tightest_upper >= 0 ? copy_of(bounds[tightest_upper]) : nullptr;
            range->adjusted = range->arguments[tightest_upper >= 0 ? tightest_upper : tightest_lower];
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

// The OR clauses among a relation's join clauses. Their arms are groups; the join clauses
// themselves are not one: each applies at its own join.
List* join_or_clauses(const List* join_clauses) {
    List* ors = NIL;
    ListCell* cell;
    foreach (cell, join_clauses) {
        CHECK_FOR_INTERRUPTS();
        auto* clause = static_cast<RestrictInfo*>(lfirst(cell));
        if (IsA(clause, RestrictInfo) && clause->orclause != nullptr) ors = lappend(ors, clause);
    }
    return ors;
}

// Memoizes `groups` for `relation`, then fits their ORs of overlapping arms to the arms' union,
// with the build's work (statistics slots, folded constants) in a context of its own, freed at the end.
void memoize_restrictions(Memo* memo, PlannerInfo* root, RelOptInfo* rel, RelationMemo* relation,
                          std::initializer_list<const List*> groups) {
    relation->building = true;
    const MemoryContext work = AllocSetContextCreate(CurrentMemoryContext, "ulid estimate groups", ALLOCSET_DEFAULT_SIZES);
    const MemoryContext previous = MemoryContextSwitchTo(work);
    PG_TRY();
    {
        List* fits = NIL;
        for (const List* group : groups) memoize_group(memo, root, rel, relation, group, &fits, nullptr);
        apply_fits(memo, relation, fits);
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

// The memo of a base relation's groups, built when missing or when its clauses changed. A list
// of restrictions that only grew by OR clauses keeps its groups (an OR adds arms, never a bound of
// the top-level group) and memoizes the new arms alone, so that many ORs cost linear time, not
// quadratic.
const RelationMemo* relation_memo(Memo* memo, PlannerInfo* root, RelOptInfo* rel) {
    RelationKey key{root, rel};
    bool found;
    HTAB* relations = memo_table(memo, &memo->relations, "ulid estimate relations", sizeof(RelationKey), sizeof(RelationMemo));
    memo_table(memo, &memo->clauses, "ulid estimate clauses", sizeof(const List*), sizeof(ClauseEntry));
    auto* relation = static_cast<RelationMemo*>(hash_search(relations, &key, HASH_ENTER, &found));
    const int count = list_length(rel->baserestrictinfo);
    const bool enabled = estimators_enabled();
    if (found && relation->building) return nullptr;
    if (found && relation->restrictions == rel->baserestrictinfo && relation->join_clauses == rel->joininfo &&
        relation->join_clause_count == list_length(rel->joininfo) && relation->enabled == enabled) {
        if (relation->restriction_count == count) return relation;
        if (relation->restriction_count < count && only_or_clauses_from(rel->baserestrictinfo, relation->restriction_count)) {
            List* added = list_copy_tail(rel->baserestrictinfo, relation->restriction_count);
            memoize_restrictions(memo, root, rel, relation, {added});
            list_free(added);
            relation->restriction_count = count;
            return relation;
        }
    }
    relation->restrictions = rel->baserestrictinfo;
    relation->restriction_count = count;
    relation->join_clauses = rel->joininfo;
    relation->join_clause_count = list_length(rel->joininfo);
    relation->enabled = enabled;
    relation->generation = ++memo->next_generation;
    List* join_ors = join_or_clauses(rel->joininfo);
    memoize_restrictions(memo, root, rel, relation, {rel->baserestrictinfo, join_ors});
    list_free(join_ors);
    return relation;
}

}  // namespace

bool memoized(Memo* memo, PlannerInfo* root, const VariableStatData& column, const List* arguments,
              double* selectivity) {
    if (column_var(column) == nullptr || (column.rel->reloptkind != RELOPT_BASEREL &&
                                          column.rel->reloptkind != RELOPT_OTHER_MEMBER_REL))
        return false;
    const RelationMemo* relation = relation_memo(memo, root, column.rel);
    if (relation == nullptr) return false;
    const ClauseEntry* entry = remembered(memo, relation, arguments);
    if (entry == nullptr) return false;
    *selectivity = entry->selectivity;
    return true;
}

}  // namespace idpg::estimate
