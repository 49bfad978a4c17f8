// The column's actual ends, read from a btree index as core's get_actual_variable_range() reads
// them, and only the end that core's binary search over the histogram probes. At the high end, the
// entries past the histogram's last one are counted first (up to a cap), each checked against the
// planner's snapshot: the rows the query will see there, which the histogram does not describe.
#include <algorithm>

#include "../../core/tail.hpp"
#include "estimate.hpp"

namespace idpg::estimate {
namespace {

// At most this many entries past the histogram's last one are counted, once per planning and
// column: a few btree leaf pages, and the heap pages of their rows where the visibility map does
// not mark them all-visible. Fewer are counted exactly, with their positions; past it the rest are
// extrapolated (core/tail.hpp).
constexpr int kTailCap = 1000;

// A scan of one end of a btree index, as core's get_actual_variable_endpoint() makes it: an
// index-only scan that visits the heap only for pages the visibility map does not mark all-visible,
// and gives up after kVisitedPagesLimit heap pages of entries its snapshot does not see. Core's
// snapshot sees every row not yet removable by VACUUM; the count of the tail uses the planner's.
// Core's VISITED_PAGES_LIMIT: heap pages of entries the snapshot does not see, per scan.
constexpr int kVisitedPagesLimit = 100;

struct EndScan {
    Relation table;
    Relation index;
    SnapshotData non_vacuumable;
    ScanKeyData not_null;
    IndexScanDesc scan;
    ScanDirection direction;
    TupleTableSlot* row;
    Buffer visibility_buffer;
    BlockNumber last_block;
    int visited_pages;  // heap pages of entries the snapshot does not see, as core counts them
    // The distinct heap pages visited for any entry, seen or not, up to one past the budget: rows
    // written in one millisecond alternate between a few pages in the order of their keys.
    BlockNumber fetched[kVisitedPagesLimit + 1];
    int fetched_pages;
};

// Opens the first btree index (without predicate) that starts with the column and orders it as
// the histogram does (`order` is the histogram's sort operator), scanning from the end asked for
// with `snapshot`, or with core's (nullptr).
bool begin_end_scan(PlannerInfo* root, const VariableStatData& column, Oid order, bool from_max, Snapshot snapshot,
                    EndScan* end) {
    const RangeTblEntry* table_entry = plain_table_of(root, column.rel);
    if (table_entry == nullptr || !OidIsValid(order)) return false;
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
        end->direction = from_max ? ScanDirection(-toward_min) : toward_min;
        end->table = table_open(table_entry->relid, NoLock);  // the planner holds their locks
        end->index = index_open(index->indexoid, NoLock);
        if (snapshot == nullptr) {
            InitNonVacuumableSnapshot(end->non_vacuumable, GlobalVisTestFor(end->table));
            snapshot = &end->non_vacuumable;
        }
        ScanKeyEntryInitialize(&end->not_null, SK_ISNULL | SK_SEARCHNOTNULL, 1, InvalidStrategy, InvalidOid, InvalidOid,
                               InvalidOid, 0);
#if PG_VERSION_NUM >= 190000
        end->scan = index_beginscan(end->table, end->index, snapshot, nullptr, 1, 0, 0);
#elif PG_VERSION_NUM >= 180000
        end->scan = index_beginscan(end->table, end->index, snapshot, nullptr, 1, 0);
#else
        end->scan = index_beginscan(end->table, end->index, snapshot, 1, 0);
#endif
        end->scan->xs_want_itup = true;
        index_rescan(end->scan, &end->not_null, 1, nullptr, 0);
        end->row = table_slot_create(end->table, nullptr);
        end->visibility_buffer = InvalidBuffer;
        end->last_block = InvalidBlockNumber;
        end->visited_pages = 0;
        end->fetched_pages = 0;
        return true;
    }
    return false;
}

void end_end_scan(EndScan* end) {
    if (end->visibility_buffer != InvalidBuffer) ReleaseBuffer(end->visibility_buffer);
    ExecDropSingleTupleTableSlot(end->row);
    index_endscan(end->scan);
    index_close(end->index, NoLock);
    table_close(end->table, NoLock);
}

// The next entry's key; false at the end of the index, or when it gives no key to read.
bool next_key(EndScan* end, Datum* key) {
    CHECK_FOR_INTERRUPTS();
    if (index_getnext_tid(end->scan, end->direction) == nullptr) return false;
    if (end->scan->xs_itup == nullptr || end->scan->xs_recheck) return false;  // not a btree's answer
    bool is_null;
    *key = index_getattr(end->scan->xs_itup, 1, end->scan->xs_itupdesc, &is_null);
    return !is_null;
}

enum class Seen { yes, no, give_up };

// Whether the snapshot sees a row of the entry just read. Like core: an all-visible page needs no
// visit, and after kVisitedPagesLimit heap pages of entries it does not see, the scan gives up (a
// page counts once however many such entries it holds in a row). An entry whose row is dead to
// every transaction is marked so in the index on the way (index_fetch_heap), as core's are.
Seen entry_seen(EndScan* end) {
    const BlockNumber block = ItemPointerGetBlockNumber(&end->scan->xs_heaptid);
    if (VM_ALL_VISIBLE(end->table, block, &end->visibility_buffer)) return Seen::yes;
    if (end->fetched_pages <= kVisitedPagesLimit &&
        std::find(end->fetched, end->fetched + end->fetched_pages, block) == end->fetched + end->fetched_pages)
        end->fetched[end->fetched_pages++] = block;
    if (index_fetch_heap(end->scan, end->row)) {
        ExecClearTuple(end->row);
        return Seen::yes;
    }
    if (block != end->last_block) {
        end->last_block = block;
        if (++end->visited_pages > kVisitedPagesLimit) return Seen::give_up;
    }
    return Seen::no;
}

// The first entry from here on that the snapshot sees, copied into the memo's context.
bool first_seen_key(Memo* memo, const VariableStatData& column, EndScan* end, Datum key, Datum* copy) {
    for (;;) {
        const Seen seen = entry_seen(end);
        if (seen == Seen::give_up) return false;
        if (seen == Seen::yes) break;
        if (!next_key(end, &key)) return false;
    }
    int16 length;
    bool by_value;
    get_typlenbyval(column.atttype, &length, &by_value);
    const MemoryContext previous = MemoryContextSwitchTo(memo->context);
    *copy = datumCopy(key, by_value, length);
    MemoryContextSwitchTo(previous);
    return true;
}

// Whether the entries past the histogram may be counted for this planning: the keys' positions can
// be read, and the role planning the query may read the column's rows itself, directly. Not when
// row security applies to it, nor when it may not SELECT the column: the keys' times and the count
// of the newest entries would tell when rows it cannot see were written. acl_ok is not enough: it
// is true when the table is read through a view (security_barrier too) whose owner may read it.
// Core reads only the end then, which the histogram tells too. The plan then depends on the role.
bool may_count_tail(const Axis& axis, PlannerInfo* root, const VariableStatData& column) {
    const RangeTblEntry* table = plain_table_of(root, column.rel);
    const Var* var = column_var(column);
    if (table == nullptr || var == nullptr || !column.acl_ok || kind_of(axis, column.atttype) != ValueKind::own)
        return false;
    const Oid role = GetUserId();
    if (check_enable_rls(table->relid, role, true) == RLS_ENABLED) return false;
    if (pg_class_aclcheck(table->relid, role, ACL_SELECT) != ACLCHECK_OK &&
        pg_attribute_aclcheck(table->relid, var->varattno, role, ACL_SELECT) != ACLCHECK_OK)
        return false;
    if (root->glob != nullptr) root->glob->dependsOnRole = true;  // not reused by another role (plancache.c)
    return true;
}

// Counts the entries past the histogram's last one whose rows the planner's snapshot sees, highest
// first, up to kTailCap, visiting no more heap pages than core's budget (kVisitedPagesLimit, plus
// the page of the entry that exhausts it), whether for rows it sees or not. When the budget runs out
// on a row it sees, the count stops as at the cap, and the rows below are extrapolated. When it runs
// out on entries it does not see (rows deleted, rolled back, or not yet committed for it), the rows
// counted so far are rows of the query, and no more are assumed below them: the count is complete
// as far as it goes.
void count_tail(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                Datum histogram_last, ColumnFacts* facts) {
    // Not in a serializable transaction: its snapshot's reads take predicate locks, and locks on
    // the newest index pages and rows would make every concurrent insert there a conflict.
    if (IsolationIsSerializable() || !ActiveSnapshotSet() || !IsMVCCSnapshot(GetActiveSnapshot())) return;
    EndScan end;
    if (!begin_end_scan(root, column, order, true, GetActiveSnapshot(), &end)) return;
    FmgrInfo less;
    fmgr_info(get_opcode(order), &less);
    Datum key;
    while (next_key(&end, &key) && DatumGetBool(FunctionCall2Coll(&less, InvalidOid, histogram_last, key))) {
        const Seen seen = entry_seen(&end);
        if (seen == Seen::give_up) break;
        if (seen == Seen::no) continue;
        if (facts->tail_positions == nullptr)
            facts->tail_positions = static_cast<double*>(MemoryContextAlloc(memo->context, sizeof(double) * kTailCap));
        facts->tail_positions[facts->tail_counted++] = axis.own_position(key);
        // Rows it sees cost heap pages too where the visibility map does not vouch for them (rows
        // written lately, scattered over pages with free space): no more pages in all than core's
        // budget, and the rest is extrapolated as past the cap.
        if (facts->tail_counted == kTailCap || end.fetched_pages > kVisitedPagesLimit) {
            facts->tail_complete = false;
            break;
        }
    }
    end_end_scan(&end);
}

}  // namespace

void read_low_end(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, ColumnFacts* facts) {
    facts->low_end_read = true;
    EndScan end;
    if (!begin_end_scan(root, column, order, false, nullptr, &end)) return;
    Datum key;
    if (next_key(&end, &key)) facts->have_min = first_seen_key(memo, column, &end, key, &facts->min);
    end_end_scan(&end);
}

void read_high_end(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                   Datum histogram_last, ColumnFacts* facts) {
    facts->high_end_read = true;
    // Counted whatever the cumulative statistics say: they lag the rows for up to a second or more
    // after a commit (and right after ANALYZE report none), and the count is bounded all the same.
    if (may_count_tail(axis, root, column)) {
        count_tail(axis, memo, root, column, order, histogram_last, facts);
        if (facts->tail_counted > 0) {
            // Keys that carry their write time are past the ANALYZE too, so when it ran after the
            // histogram's last entry (writes had paused), the new rows start there.
            const double highest = facts->tail_positions[0];
            facts->first_new = position_of(axis, histogram_last, ValueKind::own);
            if (facts->analyzed_at != 0) {
                const double analyzed = position_of_timestamptz(axis.layout, facts->analyzed_at);
                if (analyzed > facts->first_new && analyzed < highest) facts->first_new = analyzed;
            }
            const idcore::TailCount tail{facts->tail_positions, facts->tail_counted, facts->tail_complete};
            facts->rows_past = idcore::rows_past_histogram(tail, facts->first_new, facts->inserted_at_most);
            return;
        }
        // No row past the histogram, or the count gave up before it saw one: nothing is weighed
        // as new, and the estimate is core's, the actual maximum in place of the last entry.
    }
    EndScan end;
    if (!begin_end_scan(root, column, order, true, nullptr, &end)) return;
    Datum key;
    if (next_key(&end, &key)) facts->have_max = first_seen_key(memo, column, &end, key, &facts->max);
    end_end_scan(&end);
}

}  // namespace idpg::estimate
