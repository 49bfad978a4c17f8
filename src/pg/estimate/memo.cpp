// What one planning remembers (see estimate.hpp): per backend, allocated in the memory context the
// planner calls the estimators in, and forgotten (the pointer cleared) when that context is reset
// or deleted, so it never outlives the RestrictInfos and PlannerInfos whose addresses it keys on.
#include "estimate.hpp"

namespace idpg::estimate {
namespace {

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

}  // namespace

HTAB* memo_table(Memo* memo, HTAB** table, const char* name, Size key_size, Size entry_size) {
    if (*table == nullptr) {
        HASHCTL control;
        control.keysize = key_size;
        control.entrysize = entry_size;
        control.hcxt = memo->context;
        *table = hash_create(name, 64, &control, HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);
    }
    return *table;
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
    memo->on_reset.func = forget_memo;
    memo->on_reset.arg = memo;
    MemoryContextRegisterResetCallback(context, &memo->on_reset);
    memo->next = live_memos;
    live_memos = memo;
    return memo;
}

RangeTblEntry* plain_table_of(PlannerInfo* root, const RelOptInfo* rel) {
    if (rel == nullptr || rel->relid == 0 || rel->relid >= static_cast<Index>(root->simple_rel_array_size))
        return nullptr;
    RangeTblEntry* entry = root->simple_rte_array[rel->relid];
    // An inheritance parent's statistics and row count cover its children, its index and
    // cumulative statistics only its own rows; a partitioned table has no rows of its own. Every
    // other relation with rows and indexes is read, as core reads its ends: materialized views too.
    if (entry == nullptr || entry->rtekind != RTE_RELATION || entry->inh ||
        (entry->relkind != RELKIND_RELATION && entry->relkind != RELKIND_MATVIEW))
        return nullptr;
    return entry;
}

const Var* column_var(const VariableStatData& column) {
    if (column.rel == nullptr || column.var == nullptr || !IsA(column.var, Var)) return nullptr;
    const Var* var = reinterpret_cast<const Var*>(column.var);
    if (var->varlevelsup != 0 || var->varno != static_cast<int>(column.rel->relid)) return nullptr;
    return var;
}

ColumnFacts* facts_of(Memo* memo, PlannerInfo* root, const VariableStatData& column) {
    const Var* var = column_var(column);
    if (memo == nullptr || var == nullptr || plain_table_of(root, column.rel) == nullptr) return nullptr;
    ColumnKey key{root, column.rel, var->varattno};
    bool found;
    HTAB* columns = memo_table(memo, &memo->columns, "ulid estimate columns", sizeof(ColumnKey), sizeof(ColumnFacts));
    auto* facts = static_cast<ColumnFacts*>(hash_search(columns, &key, HASH_ENTER, &found));
    if (!found) {
        facts->low_end_read = facts->have_min = facts->high_end_read = facts->have_max = facts->tail_read = false;
        facts->low_resumable = facts->high_resumable = false;
        facts->tail_positions = nullptr;
        facts->tail_counted = 0;
        facts->tail_complete = true;
        facts->low_positions = nullptr;
        facts->low_counted = 0;
        facts->rows_past = 0.0;
        facts->first_new = 0.0;
        facts->histogram_last = 0.0;
        read_write_counters(root, column.rel, facts);
    }
    return facts;
}

}  // namespace idpg::estimate
