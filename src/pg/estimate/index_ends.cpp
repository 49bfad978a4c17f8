// The column's actual ends, read from a btree index as core's get_actual_variable_range() reads
// them, and only the end a constant lies at or beyond: the low end for a constant in the
// histogram's first bucket or below it, the high end for one in its last bucket or above it. At
// the high end, the entries past the histogram's last one are counted on the way (up to a cap,
// without visiting the heap): the rows that lie there, which the histogram does not describe.
#include <algorithm>

#include "../../core/tail.hpp"
#include "estimate.hpp"

namespace idpg::estimate {
namespace {

// At most this many entries past the histogram's last one are read, once per planning and
// column: a few btree leaf pages. Fewer are counted exactly, with their positions; past it the
// rest are extrapolated (core/tail.hpp).
constexpr int kTailCap = 1000;

// A scan of one end of a btree index, as core's get_actual_variable_endpoint() makes it: an
// index-only scan with a snapshot that sees every row not yet removable by VACUUM.
struct EndScan {
    Relation table;
    Relation index;
    SnapshotData snapshot;
    ScanKeyData not_null;
    IndexScanDesc scan;
    ScanDirection direction;
    TupleTableSlot* row;
    Buffer visibility_buffer;
    BlockNumber last_block;
    int visited_pages;
};

// Opens the first btree index (without predicate) that starts with the column and orders it as
// the histogram does (`order` is the histogram's sort operator), scanning from the end asked for.
bool begin_end_scan(PlannerInfo* root, const VariableStatData& column, Oid order, bool from_max, EndScan* end) {
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
        InitNonVacuumableSnapshot(end->snapshot, GlobalVisTestFor(end->table));
        ScanKeyEntryInitialize(&end->not_null, SK_ISNULL | SK_SEARCHNOTNULL, 1, InvalidStrategy, InvalidOid, InvalidOid,
                               InvalidOid, 0);
#if PG_VERSION_NUM >= 190000
        end->scan = index_beginscan(end->table, end->index, &end->snapshot, nullptr, 1, 0, 0);
#elif PG_VERSION_NUM >= 180000
        end->scan = index_beginscan(end->table, end->index, &end->snapshot, nullptr, 1, 0);
#else
        end->scan = index_beginscan(end->table, end->index, &end->snapshot, 1, 0);
#endif
        end->scan->xs_want_itup = true;
        index_rescan(end->scan, &end->not_null, 1, nullptr, 0);
        end->row = table_slot_create(end->table, nullptr);
        end->visibility_buffer = InvalidBuffer;
        end->last_block = InvalidBlockNumber;
        end->visited_pages = 0;
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
// visit, and after 100 heap pages of entries it does not see, the scan gives up.
Seen entry_seen(EndScan* end) {
    constexpr int kVisitedPagesLimit = 100;
    const BlockNumber block = ItemPointerGetBlockNumber(&end->scan->xs_heaptid);
    if (VM_ALL_VISIBLE(end->table, block, &end->visibility_buffer)) return Seen::yes;
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

}  // namespace

void read_low_end(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, ColumnFacts* facts) {
    facts->low_end_read = true;
    EndScan end;
    if (!begin_end_scan(root, column, order, false, &end)) return;
    Datum key;
    if (next_key(&end, &key)) facts->have_min = first_seen_key(memo, column, &end, key, &facts->min);
    end_end_scan(&end);
}

void read_high_end(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                   Datum histogram_last, ColumnFacts* facts) {
    facts->high_end_read = true;
    EndScan end;
    if (!begin_end_scan(root, column, order, true, &end)) return;
    // Counted only where the counters allow rows inserted since ANALYZE, and the key's position can
    // be read: the entries past the histogram's last, highest first, none of them checked against
    // the heap (a dead one is a row the histogram does not describe either, until VACUUM).
    // Not when the user may not read the column's rows (row security, or no SELECT): the leakproof
    // operators let core's statistics through then, but a count and the keys' times of the newest
    // entries would tell when rows the user cannot see were written; core reads only the end.
    bool counting = column.acl_ok && facts->inserted_at_most != 0.0 && kind_of(axis, column.atttype) == ValueKind::own;
    FmgrInfo less;
    fmgr_info(get_opcode(order), &less);
    Datum key;
    while (next_key(&end, &key)) {
        if (counting && DatumGetBool(FunctionCall2Coll(&less, InvalidOid, histogram_last, key))) {
            if (facts->tail_positions == nullptr)
                facts->tail_positions = static_cast<double*>(MemoryContextAlloc(memo->context, sizeof(double) * kTailCap));
            facts->tail_positions[facts->tail_counted++] = axis.own_position(key);
            if (facts->tail_counted == kTailCap) {
                facts->tail_complete = false;
                break;
            }
            continue;
        }
        // With no entry past the histogram, its last entry is replaced by the actual maximum, as core does.
        if (facts->tail_counted == 0) facts->have_max = first_seen_key(memo, column, &end, key, &facts->max);
        break;
    }
    end_end_scan(&end);
    if (facts->tail_counted == 0) return;
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
}

}  // namespace idpg::estimate
