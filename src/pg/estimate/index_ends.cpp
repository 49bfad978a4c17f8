// The column's actual ends, read from a btree index as core's get_actual_variable_range() reads
// them, and only the end that core's binary search over the histogram probes. At the high end, the
// entries past the histogram's last one are counted first (up to a cap, within a budget of buffers
// that bounds the planning's work), each checked against the planner's snapshot: the rows the
// query will see there, which the histogram does not describe. A count that gives up is no answer.
#include <algorithm>

#include "../../core/tail.hpp"
#include "estimate.hpp"
// After estimate.hpp, which includes postgres.h; only this file reads btree's scan state.
#include "access/nbtree.h"
#include "executor/instrument.h"

namespace idpg::estimate {
namespace {

// At most this many entries past the histogram's last one are counted, once per planning and
// column. Fewer are counted exactly, with their positions; past it the rest are extrapolated from
// the density of those counted (core/tail.hpp). Each entry costs a heap visit on a page not yet
// all-visible, about 0.1 us: the rows appended since the last VACUUM are counted on every
// unprepared planning, which the cap keeps within half of core's planning time (bench.sql, 9.).
constexpr int kTailCap = 64;
// Past the cap, this many rows are counted from the other side, up from the histogram's last
// entry: where the rows not read start, and how dense they are there; when it reaches the rows
// counted from the top, the count is complete. It reads on, this many at a time, while the two
// sides' densities are more than kDensityRatio apart: the rows between them are then anything
// but evenly spread (a trickle, a pause, a batch), and are better counted than guessed.
constexpr int kLowCap = 32;
constexpr double kDensityRatio = 4.0;
// The count gives up, and the estimate is core's, when it has read more shared buffers than this
// (index pages, heap pages, visibility map pages: every buffer a planning's EXPLAIN (BUFFERS)
// shows), or walked this many entries, before it reached the histogram's last entry. The budget
// is the planning's, shared by all its counts: each reference to the column is counted on its own
// (a self-join, UNION ALL arms, subqueries pulled up), and would otherwise pay it once each.
constexpr int64 kCountBuffers = 100;
constexpr int kCountEntries = 1000;  // entries of rows no snapshot sees cost no new buffer, but time
// An entry btree has marked dead costs no heap visit, only a look at its index page, which the
// scan holds: it weighs this much less in kCountEntries.
constexpr int kMarkedEntryWeight = 8;
constexpr int kCountEffort = kCountEntries * kMarkedEntryWeight;

// A scan of one end of a btree index, as core's get_actual_variable_endpoint() makes it: an
// index-only scan with a snapshot that sees every row not yet removable by VACUUM, which visits
// the heap only for pages the visibility map does not mark all-visible, and marks in the index
// the entries it finds dead to every transaction. Core's end read gives up after
// kVisitedPagesLimit heap pages of entries that snapshot does not see (VISITED_PAGES_LIMIT).
constexpr int kVisitedPagesLimit = 100;

// The LP_DEAD marks of a run of the entries a btree scan holds from one leaf page, read under one
// lock of the page: marked_dead() asks for each entry the scan returns, and a lock of the leaf for
// each took 16% of a planning's instructions over a region of marked entries (callgrind).
constexpr int kMarksRead = 64;
struct DeadMarks {
    BlockNumber page = InvalidBlockNumber;
    int first = 0, count = 0;  // the scan's item indexes first .. first + count - 1
    ItemPointerData tids[kMarksRead];  // each item's heap TID, as the scan holds it when read
    bool dead[kMarksRead];
};

struct EndScan {
    Relation table;
    Relation index;
    SnapshotData non_vacuumable;
    ScanKeyData keys[2];  // NOT NULL, or bounds on the keys
    IndexScanDesc scan;
    ScanDirection direction;
    TupleTableSlot* row;
    Buffer visibility_buffer;
    BlockNumber all_visible_block;  // the last block the visibility map was asked about, and its answer
    bool all_visible;
    bool heap;                  // a heap table, whose pages planner_sees_in_heap() reads itself
    Buffer heap_buffer;         // the page it read last, pinned
    BlockNumber last_block;
    int visited_pages;  // heap pages of entries the snapshot does not see, as core counts them
    bool marked_dead;   // whether it had an entry marked dead (the next read passes it)
    DeadMarks marks;
};

// Whether the index can be read for the column's keys: a btree index without predicate that starts
// with the column.
bool reads_column(const IndexOptInfo* index, const VariableStatData& column) {
    return index->relam == BTREE_AM_OID && index->indpred == NIL && !index->hypothetical &&
           index->sortopfamily != nullptr && match_index_to_operand(column.var, 0, const_cast<IndexOptInfo*>(index));
}

// Starts `end`'s scan of the index, in `direction`, with its first `key_count` keys and core's
// snapshot.
void start_scan(EndScan* end, Oid table, Oid index, int key_count, ScanDirection direction) {
    end->direction = direction;
    end->table = table_open(table, NoLock);  // the planner holds their locks
    end->index = index_open(index, NoLock);
    InitNonVacuumableSnapshot(end->non_vacuumable, GlobalVisTestFor(end->table));
    Snapshot snapshot = &end->non_vacuumable;
#if PG_VERSION_NUM >= 190000
    end->scan = index_beginscan(end->table, end->index, snapshot, nullptr, key_count, 0, 0);
#elif PG_VERSION_NUM >= 180000
    end->scan = index_beginscan(end->table, end->index, snapshot, nullptr, key_count, 0);
#else
    end->scan = index_beginscan(end->table, end->index, snapshot, key_count, 0);
#endif
    end->scan->xs_want_itup = true;
    index_rescan(end->scan, end->keys, key_count, nullptr, 0);
    end->row = table_slot_create(end->table, nullptr);
    end->visibility_buffer = InvalidBuffer;
    end->all_visible_block = InvalidBlockNumber;
    end->all_visible = false;
    end->heap = end->table->rd_tableam == GetHeapamTableAmRoutine();
    end->heap_buffer = InvalidBuffer;
    end->last_block = InvalidBlockNumber;
    end->visited_pages = 0;
    end->marked_dead = false;
    end->marks.page = InvalidBlockNumber;
}

// Opens the first btree index (without predicate) that starts with the column and orders it as
// the histogram does (`order` is the histogram's sort operator), scanning from the end asked for
// with core's snapshot; given `bound`, only the keys on its `side` in the histogram's order.
enum class KeysOf { past, at_or_below, at_or_above };
bool begin_end_scan(PlannerInfo* root, const VariableStatData& column, Oid order, bool from_max, EndScan* end,
                    const Datum* bound = nullptr, KeysOf side = KeysOf::past) {
    const RangeTblEntry* table_entry = plain_table_of(root, column.rel);
    if (table_entry == nullptr || !OidIsValid(order)) return false;
    ListCell* cell;
    foreach (cell, column.rel->indexlist) {
        CHECK_FOR_INTERRUPTS();
        const auto* index = lfirst_node(IndexOptInfo, cell);
        if (!reads_column(index, column)) continue;
        const int strategy = get_op_opfamily_strategy(order, index->sortopfamily[0]);
        // An index of another opfamily that reads the column through a binary cast (uuid_ops on
        // "id::uuid", which match_index_to_operand takes for the column) orders it some other way.
        if (strategy != BTLessStrategyNumber && strategy != BTGreaterStrategyNumber) continue;
        ScanDirection toward_min;
        // The bound's strategy in the index's opfamily.
        const bool order_is_less = strategy == BTLessStrategyNumber;
        StrategyNumber bound_strategy;
        switch (side) {
            case KeysOf::past:
                bound_strategy = order_is_less ? BTGreaterStrategyNumber : BTLessStrategyNumber;
                break;
            case KeysOf::at_or_below:
                bound_strategy = order_is_less ? BTLessEqualStrategyNumber : BTGreaterEqualStrategyNumber;
                break;
            default:
                bound_strategy = order_is_less ? BTGreaterEqualStrategyNumber : BTLessEqualStrategyNumber;
                break;
        }
        Oid bound_operator = InvalidOid, right = InvalidOid;
        if (bound != nullptr) {
            int order_strategy;
            Oid left;
            get_op_opfamily_properties(order, index->sortopfamily[0], false, &order_strategy, &left, &right);
            bound_operator = get_opfamily_member(index->sortopfamily[0], left, right, bound_strategy);
            if (!OidIsValid(bound_operator)) continue;
        }
        if (order_is_less)
            toward_min = index->reverse_sort[0] ? BackwardScanDirection : ForwardScanDirection;
        else
            toward_min = index->reverse_sort[0] ? ForwardScanDirection : BackwardScanDirection;
        if (bound == nullptr)
            ScanKeyEntryInitialize(&end->keys[0], SK_ISNULL | SK_SEARCHNOTNULL, 1, InvalidStrategy, InvalidOid,
                                   InvalidOid, InvalidOid, 0);
        else
            ScanKeyEntryInitialize(&end->keys[0], 0, 1, bound_strategy, right, index->indexcollations[0],
                                   get_opcode(bound_operator), *bound);
        start_scan(end, table_entry->relid, index->indexoid, 1, from_max ? ScanDirection(-toward_min) : toward_min);
        return true;
    }
    return false;
}

void end_end_scan(EndScan* end) {
    if (end->visibility_buffer != InvalidBuffer) ReleaseBuffer(end->visibility_buffer);
    if (end->heap_buffer != InvalidBuffer) ReleaseBuffer(end->heap_buffer);
    ExecDropSingleTupleTableSlot(end->row);
    index_endscan(end->scan);
    index_close(end->index, NoLock);
    table_close(end->table, NoLock);
}

// The key of the entry just read; false when it gives none to read.
bool entry_key(EndScan* end, Datum* key) {
    CHECK_FOR_INTERRUPTS();
    if (end->scan->xs_itup == nullptr || end->scan->xs_recheck) return false;  // not a btree's answer
    bool is_null;
    *key = index_getattr(end->scan->xs_itup, 1, end->scan->xs_itupdesc, &is_null);
    return !is_null;
}

// The next entry's key; false at the end of the index, or when it gives no key to read.
bool next_key(EndScan* end, Datum* key) {
    return index_getnext_tid(end->scan, end->direction) != nullptr && entry_key(end, key);
}

// Whether the visibility map marks the heap page of the entry just read all-visible (asked once
// for a run of entries on one page).
bool on_all_visible_page(EndScan* end) {
    const BlockNumber block = ItemPointerGetBlockNumber(&end->scan->xs_heaptid);
    if (block != end->all_visible_block) {
        end->all_visible_block = block;
        end->all_visible = VM_ALL_VISIBLE(end->table, block, &end->visibility_buffer);
    }
    return end->all_visible;
}

// Counts, as core's end read does, the heap pages of entries its snapshot does not see; true past
// kVisitedPagesLimit (a page counts once however many such entries it holds in a row).
bool visited_past_limit(EndScan* end) {
    const BlockNumber block = ItemPointerGetBlockNumber(&end->scan->xs_heaptid);
    if (block == end->last_block) return false;
    end->last_block = block;
    return ++end->visited_pages > kVisitedPagesLimit;
}

enum class Seen { yes, no, give_up };

// Whether core's snapshot sees a row of the entry just read. Like core: an all-visible page needs
// no visit, and after kVisitedPagesLimit heap pages of entries it does not see, the scan gives up.
Seen entry_seen(EndScan* end) {
    if (on_all_visible_page(end)) return Seen::yes;
    if (index_fetch_heap(end->scan, end->row)) {
        ExecClearTuple(end->row);
        return Seen::yes;
    }
    end->marked_dead = end->marked_dead || end->scan->kill_prior_tuple;  // set by the fetch, as for core's
    return visited_past_limit(end) ? Seen::give_up : Seen::no;
}

// Who sees a row of the entry just read: core's snapshot (some version of its HOT chain is not yet
// removable: core's end read stops there), and the planner's.
struct Sight {
    bool core;
    bool planner;
    bool marked = false;  // marked dead in the index: seen by neither, without a heap visit
    // The entry's share of kCountEntries, in units of a marked entry's.
    int effort() const { return marked ? 1 : kMarkedEntryWeight; }
};

// Whether the planner's snapshot sees a version of the HOT chain of the entry just read, from the
// heap page itself: one buffer lock per entry, where the table AM's fetch and its snapshot check
// take two and a slot. An entry whose chain is dead to every transaction is marked so in the
// index, as index_fetch_heap() has it marked, when the scan leaves its page.
bool planner_sees_in_heap(EndScan* end, Snapshot planner) {
    ItemPointerData tid = end->scan->xs_heaptid;
    const BlockNumber block = ItemPointerGetBlockNumber(&tid);
    if (end->heap_buffer == InvalidBuffer || BufferGetBlockNumber(end->heap_buffer) != block)
        end->heap_buffer = ReleaseAndReadBuffer(end->heap_buffer, end->table, block);
    LockBuffer(end->heap_buffer, BUFFER_LOCK_SHARE);
    HeapTupleData version;
    bool all_dead = false;
    const bool seen = heap_hot_search_buffer(&tid, end->table, end->heap_buffer, planner, &version, &all_dead, true);
    LockBuffer(end->heap_buffer, BUFFER_LOCK_UNLOCK);
    if (!end->scan->xactStartedInRecovery) end->scan->kill_prior_tuple = all_dead;
    return seen;
}

// Whether the line pointer at `offset` of the locked leaf `page` is marked dead and still points at
// `tid` (directly or in its posting list): the page may have changed since the scan read it (an
// insert moves its items).
bool marked_dead_on_page(Page page, OffsetNumber offset, const ItemPointerData& tid) {
    if (offset < FirstOffsetNumber || offset > PageGetMaxOffsetNumber(page)) return false;
    const ItemId line = PageGetItemId(page, offset);
    if (!ItemIdIsDead(line) || !ItemIdHasStorage(line)) return false;
    const IndexTuple tuple = reinterpret_cast<IndexTuple>(PageGetItem(page, line));
    if (!BTreeTupleIsPosting(tuple)) return ItemPointerEquals(&tuple->t_tid, const_cast<ItemPointer>(&tid));
    for (int i = 0; i < BTreeTupleGetNPosting(tuple); ++i)
        if (ItemPointerEquals(BTreeTupleGetPostingN(tuple, i), const_cast<ItemPointer>(&tid))) return true;
    return false;
}

// Whether btree has marked the entry just read dead (LP_DEAD: its row is dead to every
// transaction), read on its leaf page, which the scan keeps pinned (an index-only scan with a
// snapshot that is not MVCC: nbtree's _bt_drop_lock_and_maybe_pin). The scans return marked
// entries (ignore_killed_tuples off) so that each costs its share of the budget; this tells them
// from the rest without a heap visit. The marks of the next kMarksRead entries the scan holds, in
// its direction, are read at once (end->marks); an entry counts as marked only when, as they were
// read, the item at its offset held its heap TID (an insert moves a page's items). A mark set
// after they were read is missed, and that entry costs a heap visit. Not on a hot standby, which
// ignores the marks as btree does: the primary sets them for its own transactions, and a
// standby's snapshot may be older.
bool marked_dead(EndScan* end) {
    const IndexScanDesc scan = end->scan;
    if (scan->xactStartedInRecovery || end->index->rd_rel->relam != BTREE_AM_OID) return false;
    const auto* btree = static_cast<BTScanOpaque>(scan->opaque);
    if (!BTScanPosIsValid(btree->currPos) || !BTScanPosIsPinned(btree->currPos)) return false;
    const int index = btree->currPos.itemIndex;
    const BTScanPosItem* items = btree->currPos.items;
    if (!ItemPointerEquals(const_cast<ItemPointer>(&items[index].heapTid), &scan->xs_heaptid)) return false;
    DeadMarks& marks = end->marks;
    const bool held = marks.page == btree->currPos.currPage && index >= marks.first &&
                      index < marks.first + marks.count &&
                      ItemPointerEquals(&marks.tids[index - marks.first], &scan->xs_heaptid);
    if (!held) {
        const bool forward = ScanDirectionIsForward(end->direction);
        const int last = forward ? std::min(btree->currPos.lastItem, index + kMarksRead - 1) : index;
        marks.first = forward ? index : std::max(btree->currPos.firstItem, index - kMarksRead + 1);
        marks.count = last - marks.first + 1;
        marks.page = btree->currPos.currPage;
        const Buffer leaf = btree->currPos.buf;
        LockBuffer(leaf, BUFFER_LOCK_SHARE);
        const Page page = BufferGetPage(leaf);
        for (int i = 0; i < marks.count; ++i) {
            const BTScanPosItem& item = items[marks.first + i];
            marks.tids[i] = item.heapTid;
            marks.dead[i] = marked_dead_on_page(page, item.indexOffset, item.heapTid);
        }
        LockBuffer(leaf, BUFFER_LOCK_UNLOCK);
    }
    return marks.dead[index - marks.first];
}

// On an all-visible page, every snapshot sees it; else one of the versions of its HOT chain that
// core's snapshot returns (every version some transaction may still see) must be visible to the
// planner's. The versions share the page the first was read from, so the check reads no buffer
// more. Once core's end is known (`core_asked` false), only the planner's snapshot is asked.
Sight who_sees(EndScan* end, Snapshot planner, bool core_asked = true) {
    if (on_all_visible_page(end)) return {true, true};
    if (marked_dead(end)) return {false, false, true};
    if (!core_asked && end->heap) return {false, planner_sees_in_heap(end, planner)};
    Sight sight{false, false};
    while (index_fetch_heap(end->scan, end->row)) {
        sight.core = true;
        sight.planner = table_tuple_satisfies_snapshot(end->table, end->row, planner);
        ExecClearTuple(end->row);
        if (sight.planner || !end->scan->xs_heap_continue) break;
    }
    return sight;
}

// Shared and local buffers this backend has read or found in the pool so far.
int64 buffers_so_far() {
    return pgBufferUsage.shared_blks_hit + pgBufferUsage.shared_blks_read + pgBufferUsage.local_blks_hit +
           pgBufferUsage.local_blks_read;
}

// A key, copied into the memo's context.
Datum memo_copy(Memo* memo, const VariableStatData& column, Datum key) {
    int16 length;
    bool by_value;
    get_typlenbyval(column.atttype, &length, &by_value);
    const MemoryContext previous = MemoryContextSwitchTo(memo->context);
    const Datum copy = datumCopy(key, by_value, length);
    MemoryContextSwitchTo(previous);
    return copy;
}

// The first entry from here on that the snapshot sees, copied into the memo's context; when the
// scan gives up, the key it gave up at, in `stopped`.
bool first_seen_key(Memo* memo, const VariableStatData& column, EndScan* end, Datum key, Datum* copy,
                    Datum* stopped) {
    for (;;) {
        const Seen seen = entry_seen(end);
        if (seen == Seen::give_up) {
            *stopped = memo_copy(memo, column, key);
            return false;
        }
        if (seen == Seen::yes) break;
        if (!next_key(end, &key)) return false;
    }
    *copy = memo_copy(memo, column, key);
    return true;
}

// The relation and column the query names for a column of `rel`: an inheritance child's or a
// partition's are its topmost parent's (as examine_variable() maps them to check privileges),
// where the query reads the rows and where its privileges and row security apply.
bool named_column(PlannerInfo* root, const RelOptInfo* rel, AttrNumber attribute, Oid* relation, AttrNumber* named) {
    Index relid = rel->relid;
    AttrNumber column = attribute;
    while (root->append_rel_array != nullptr && root->append_rel_array[relid] != nullptr) {
        const AppendRelInfo* parent = root->append_rel_array[relid];
        if (root->simple_rte_array[parent->parent_relid]->rtekind != RTE_RELATION) break;  // UNION ALL
        if (column <= 0 || column > parent->num_child_cols) return false;
        column = parent->parent_colnos[column - 1];
        if (column == 0) return false;  // the child's own column: the query cannot name it
        relid = parent->parent_relid;
    }
    *relation = root->simple_rte_array[relid]->relid;
    *named = column;
    return true;
}

// Whether the entries past the histogram may be counted for this planning: the keys' positions can
// be read, and the role planning the query may read the column's rows itself, directly, in the
// relation the query names. Not when row security applies to it, nor when it may not SELECT the
// column: the keys' times and the count of the newest entries would tell when rows it cannot see
// were written. acl_ok is not enough: it is true when the table is read through a view
// (security_barrier too) whose owner may read it. Core reads only the end then, which the
// histogram tells too. Either way the plan depends on the role.
bool may_count_tail(const Axis& axis, PlannerInfo* root, const VariableStatData& column) {
    const RangeTblEntry* table = plain_table_of(root, column.rel);
    const Var* var = column_var(column);
    if (table == nullptr || var == nullptr || kind_of(axis, column.atttype) != ValueKind::own) return false;
    // A plan made for another role is not reused (plancache.c), whatever this one may do.
    if (root->glob != nullptr) root->glob->dependsOnRole = true;
    Oid relation;
    AttrNumber attribute;
    if (!column.acl_ok || !named_column(root, column.rel, var->varattno, &relation, &attribute)) return false;
    const Oid role = GetUserId();
    if (check_enable_rls(relation, role, true) == RLS_ENABLED) return false;
    return pg_class_aclcheck(relation, role, ACL_SELECT) == ACLCHECK_OK ||
           pg_attribute_aclcheck(relation, attribute, role, ACL_SELECT) == ACLCHECK_OK;
}

// What the count read from the low side, past the cap: the positions of the `seen` rows there,
// lowest first, or `met` when it reached the entries counted from the top.
struct LowSide {
    double positions[kCountEntries];
    int seen = 0;
    bool met = false;
    double lowest() const { return positions[0]; }
    double last() const { return positions[seen - 1]; }
    // Rows per unit of position over the upper half of those seen (< 0: none to tell). ANALYZE's
    // histogram ends at its sample's highest row, not the table's: the lowest rows past it can be
    // old ones, as sparse as the histogram's, and the gap up to the first new row would make the
    // new rows look several times sparser than they are.
    double density() const {
        const int from = seen / 2;
        if (seen < 2 || !(last() > positions[from])) return -1.0;
        return from + 1 < seen ? (seen - 1 - from) / (last() - positions[from]) : seen / (last() - lowest());
    }
};

// Core's end read walks the same entries from the top, and stops at the first its snapshot sees:
// what the count met of it, so that the entries are not walked twice when the count is no answer.
// When core's read resumes where the count stopped, its limit of heap pages starts afresh.
struct CoreEnd {
    enum { unknown, found, resume } state = unknown;
    Datum key;  // found: the end; resume: the last key the count walked, to go on from
};

// The planner's snapshot, which counts answer for; none in a serializable transaction, whose reads
// of the index's newest pages would conflict with every concurrent insert there.
Snapshot counting_snapshot() {
    if (IsolationIsSerializable() || !ActiveSnapshotSet() || !IsMVCCSnapshot(GetActiveSnapshot())) return nullptr;
    return GetActiveSnapshot();
}

// The rows counted from the top per unit of position, over the span of positions they cover (0
// when they all have one key).
double top_density(const ColumnFacts* facts) {
    const double span = facts->tail_positions[0] - facts->tail_positions[facts->tail_counted - 1];
    return span > 0.0 ? facts->tail_counted / span : 0.0;
}

// Whether the densities read from the top and from the low side are within kDensityRatio.
bool densities_agree(const ColumnFacts* facts, const LowSide& low) {
    const double top = top_density(facts);
    const double low_density = low.density();
    if (!(top > 0.0) || !(low_density > 0.0)) return false;
    return top <= kDensityRatio * low_density && low_density <= kDensityRatio * top;
}

// Whether the rows between the two sides may be taken as spread evenly at the densities they agree
// on. Not when that density across the span between them would make more than kDensityRatio times
// the rows the cumulative statistics allow there: the rows come in bursts with gaps between, in
// places the two ends do not tell (explorer seed 292: two bursts of 15,000 rows an hour apart, each
// side reading one row a millisecond, and a range ending just past the first estimated at 600 of
// its rows). Counters that lag behind the rows read (a commit not yet reported) tell nothing.
// Asked only where densities_agree() holds: the rows read from the top span some positions.
bool evenly_spread(const ColumnFacts* facts, const LowSide& low) {
    Assert(top_density(facts) > 0.0);
    const int read = facts->tail_counted + low.seen;
    if (facts->inserted_at_most < read) return true;
    const double lowest_read = facts->tail_positions[facts->tail_counted - 1];
    const double between = std::min(top_density(facts), low.density()) * (lowest_read - low.last());
    return between <= kDensityRatio * (facts->inserted_at_most - read);
}

// Counts the entries past the histogram's last one whose rows the planner's snapshot sees, highest
// first, up to kTailCap. The walk is core's (its snapshot, so entries dead to every transaction are
// marked in the index as they are passed), and entries already marked are returned too, so that
// each costs its share of the budget: btree would otherwise step over any number of pages of them
// in one call. They are told from the rest on their leaf page (marked_dead), with no heap visit.
// The count is complete when it reaches the histogram's last entry (or the index's start); it
// stops at kTailCap rows seen (past it while they all have one key), and the rest is
// extrapolated; and it gives up past kCountBuffers or kCountEntries: what it counted is then no
// answer, and none is kept.
void count_tail(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                Datum histogram_last, ColumnFacts* facts, LowSide* low, CoreEnd* core_end) {
    const Snapshot planner = counting_snapshot();
    if (planner == nullptr) return;
    if (memo->count_buffers_spent >= kCountBuffers) return;  // the planning's budget is spent: core's estimate
    const int64 budget = kCountBuffers - memo->count_buffers_spent;
    const int64 buffers_before = buffers_so_far();
    EndScan end;
    if (!begin_end_scan(root, column, order, true, &end, &histogram_last)) return;
    end.scan->ignore_killed_tuples = false;
    Datum key = histogram_last;  // where core's read goes on from, when the count reaches its end
    bool gave_up = false, keyless = false;
    for (int effort = 0;;) {
        if (index_getnext_tid(end.scan, end.direction) == nullptr) {  // the histogram's last entry
            key = histogram_last;
            break;
        }
        if (!entry_key(&end, &key)) {
            gave_up = keyless = true;
            break;
        }
        const Sight sight = who_sees(&end, planner, core_end->state == CoreEnd::unknown);
        effort += sight.effort();
        if (core_end->state == CoreEnd::unknown && sight.core) {
            core_end->state = CoreEnd::found;
            core_end->key = memo_copy(memo, column, key);
        }
        if (sight.planner) {
            if (facts->tail_positions == nullptr)
                facts->tail_positions =
                    static_cast<double*>(MemoryContextAlloc(memo->context, sizeof(double) * kCountEntries));
            const double position = axis.own_position(key);
            facts->tail_positions[facts->tail_counted++] = position;
            // Past the cap once the rows read span some positions: rows of one key (a foreign key's
            // newest parent, a batch of one instant) give no density, and the rest would be the
            // counters' bound, which counts every update and delete since ANALYZE too.
            if (facts->tail_counted >= kTailCap && facts->tail_positions[0] > position) {
                facts->tail_complete = false;
                break;
            }
        }
        if (effort >= kCountEffort || buffers_so_far() - buffers_before > budget) {
            gave_up = true;
            break;
        }
    }
    if (core_end->state == CoreEnd::unknown && !keyless) {
        core_end->state = CoreEnd::resume;
        core_end->key = memo_copy(memo, column, key);
    }
    // Past the cap, the rows not read lie between the histogram's last entry and the lowest read,
    // at a density the newest need not have: the oldest rows written since ANALYZE may be gone (a
    // queue whose head is consumed, or whose jobs are taken out of order). So up to kLowCap rows
    // are counted from the other side too, up from the histogram's last entry, within what is
    // left of the same budget: where the rows not read start, and how dense they are there. When
    // it neither meets the top nor reads a density that agrees with the top's, the count gives
    // up. The same scan, the other way (its keys are the same: those past the histogram's last
    // entry).
    if (!gave_up && !facts->tail_complete) {
        const double lowest_read = facts->tail_positions[facts->tail_counted - 1];
        index_rescan(end.scan, end.keys, 1, nullptr, 0);
        end.direction = ScanDirection(-end.direction);
        end.marks.page = InvalidBlockNumber;  // the scan's items are read anew
        for (int effort = facts->tail_counted * kMarkedEntryWeight; effort < kCountEffort;) {
            if (index_getnext_tid(end.scan, end.direction) == nullptr || !entry_key(&end, &key)) break;
            const double position = axis.own_position(key);
            // Past the lowest position read from the top, not at it: the top may have read only
            // some of the entries there (a burst of one key), this side walks all of them.
            if (position > lowest_read) {
                low->met = true;
                break;
            }
            const Sight sight = who_sees(&end, planner, false);
            effort += sight.effort();
            if (sight.planner) {
                low->positions[low->seen++] = position;
                if (low->seen % kLowCap == 0 &&
                    (low->seen + facts->tail_counted >= kCountEntries || densities_agree(facts, *low)))
                    break;
            }
            if (buffers_so_far() - buffers_before > budget) break;
        }
        // Stopped short of the top with the two densities still apart (or none to read), the low
        // side tells nothing of the rows between: a pause, a rolled-back load, a deleted day there.
        // Any spread of them is a guess, which the cumulative statistics bound in number, not in
        // place; the count gives up. Found by the explorer: on a standby, 79,546 rows for 1,530
        // (the low side's density over the 45 hours up to a burst); on a primary, a range over a
        // deleted day taken for 1,038 rows where none is left (seed 165).
        const bool settled = low->met || (low->seen > 0 && densities_agree(facts, *low) && evenly_spread(facts, *low));
        gave_up = !settled;
    }
    end_end_scan(&end);
    memo->count_buffers_spent += buffers_so_far() - buffers_before;
    if (gave_up) {
        facts->tail_counted = 0;
        facts->tail_complete = true;
    }
}

// When the low side met the entries counted from the top, every row past the histogram was read:
// the count is complete, the top's positions but those at its lowest (which the low side walked
// all of, where the top may have stopped among them: a burst of one key), then the low side's.
void complete_from_both_sides(Memo* memo, const LowSide& low, ColumnFacts* facts) {
    int top = facts->tail_counted;
    const double lowest_read = facts->tail_positions[top - 1];
    while (top > 0 && facts->tail_positions[top - 1] == lowest_read) --top;
    auto* positions = static_cast<double*>(MemoryContextAlloc(memo->context, sizeof(double) * (top + low.seen)));
    std::copy(facts->tail_positions, facts->tail_positions + top, positions);
    std::reverse_copy(low.positions, low.positions + low.seen, positions + top);
    facts->tail_positions = positions;
    facts->tail_counted = top + low.seen;
    facts->tail_complete = true;
}

// The rows past the histogram when the count stopped at its cap, from both sides: those read from
// the top and from the low side, and between them the rows at the lower of the two sides'
// densities. At most `from_top` (the newest rows' density
// spread down to where the low side starts, cut by the counters), and never fewer than were read.
double rows_past_both_sides(const idcore::TailCount& tail, const LowSide& low, double from_top) {
    const double highest = tail.positions[0];
    const double lowest_read = tail.positions[tail.counted - 1];
    const double read = static_cast<double>(tail.counted + low.seen);
    double density = -1.0;
    if (highest > lowest_read) density = tail.counted / (highest - lowest_read);
    const double low_density = low.density();
    if (low_density > 0.0 && (density < 0.0 || low_density < density)) density = low_density;
    if (density < 0.0 || !(lowest_read > low.last())) return std::max(from_top, read);
    const double rows = std::min(read + density * (lowest_read - low.last()), from_top);
    return std::max(rows, read);
}

// Core's read of one end: the first entry from it that core's snapshot sees, in `value`, read from
// `resume` on when given (its entries on the end's side). Whether the read is final: not when it
// gave up after kVisitedPagesLimit heap pages and had entries marked dead on the way; it then
// leaves in `resume` the key it gave up at. Core then takes the histogram's entry, and reads the
// end again for the next clause that probes it, past the entries the read before marked dead; so
// does the estimator (which would otherwise take as many times more plannings as a range has
// bounds to get past a large rolled-back load, explorer seed 3), but from where it gave up: the
// entries it passed are dead to every snapshot, and stay so, so it reaches at least what core's
// next read reaches (but for keys another session writes between the two reads, within one
// planning, which the query's snapshot would not see either), without walking their index pages again, which the ID types' wider keys make
// more than timestamptz's (explorer seed 96: four bounds reading down a deleted batch, 737 buffers
// against 540). A read that gave up and marked none is final (on a hot standby, which marks none;
// on a primary, rows dead but not yet surely so: a MultiXact xmax, commits whose hint bits are not
// set): another would walk the same entries to the same place, and the estimate is the same, but
// for a VACUUM that removes them between two reads. Core walks them again for every clause (explorer
// seed 12, 40 ranges on a standby: 5,816 buffers against 5,280).
bool read_end(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, bool from_max, bool* have,
              Datum* value, Datum* resume, bool* resumable) {
    EndScan end;
    if (!begin_end_scan(root, column, order, from_max, &end, *resumable ? resume : nullptr,
                        from_max ? KeysOf::at_or_below : KeysOf::at_or_above))
        return true;
    Datum key, stopped = 0;
    if (next_key(&end, &key)) *have = first_seen_key(memo, column, &end, key, value, &stopped);
    const bool may_get_further = end.visited_pages > kVisitedPagesLimit && end.marked_dead;
    end_end_scan(&end);
    *resumable = may_get_further;
    if (may_get_further) *resume = stopped;
    return !may_get_further;
}

}  // namespace

double rows_in_range(Memo* memo, PlannerInfo* root, const VariableStatData& column, const Oid operators[2],
                     const Datum values[2], int cap) {
    const Snapshot planner = counting_snapshot();
    if (planner == nullptr) return -1.0;
    const RangeTblEntry* table_entry = plain_table_of(root, column.rel);
    if (table_entry == nullptr || memo->count_buffers_spent >= kCountBuffers) return -1.0;
    ListCell* cell;
    foreach (cell, column.rel->indexlist) {
        CHECK_FOR_INTERRUPTS();
        const auto* index = lfirst_node(IndexOptInfo, cell);
        if (!reads_column(index, column)) continue;
        EndScan end;
        bool known = true;
        for (int i = 0; i < 2 && known; ++i) {
            const int strategy = get_op_opfamily_strategy(operators[i], index->opfamily[0]);
            int member_strategy;
            Oid left, right;
            known = strategy != 0;
            if (!known) break;
            get_op_opfamily_properties(operators[i], index->opfamily[0], false, &member_strategy, &left, &right);
            ScanKeyEntryInitialize(&end.keys[i], 0, 1, strategy, right, index->indexcollations[0],
                                   get_opcode(operators[i]), values[i]);
        }
        if (!known) continue;
        const int64 budget = kCountBuffers - memo->count_buffers_spent;
        const int64 buffers_before = buffers_so_far();
        start_scan(&end, table_entry->relid, index->indexoid, 2, ForwardScanDirection);
        end.scan->ignore_killed_tuples = false;  // each costs its share of the budget, as in count_tail
        double rows = 0.0;
        int entries = 0;
        for (int effort = 0; rows < cap;) {
            if (index_getnext_tid(end.scan, end.direction) == nullptr) break;
            if (end.scan->xs_recheck) {
                rows = -1.0;
                break;
            }
            if (effort >= kCountEffort || buffers_so_far() - buffers_before > budget) {
                // Among entries nearly none of which has a row (a rolled-back load, a deleted
                // batch), the count gave up in a gap; among rows (each with dead versions not yet
                // marked, before a VACUUM) on what the tail count left of the budget, it found
                // none, and cannot tell, as when the budget was spent before it began.
                rows = entries > 0 && rows * kMarkedEntryWeight < entries ? kRangeCountGaveUp : -1.0;
                break;
            }
            const Sight sight = who_sees(&end, planner, false);
            effort += sight.effort();
            ++entries;
            if (sight.planner) ++rows;
        }
        end_end_scan(&end);
        memo->count_buffers_spent += buffers_so_far() - buffers_before;
        return rows;
    }
    return -1.0;
}

void read_low_end(Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order, ColumnFacts* facts) {
    facts->low_end_read =
        read_end(memo, root, column, order, false, &facts->have_min, &facts->min, &facts->low_resume, &facts->low_resumable);
}

void read_high_end(const Axis& axis, Memo* memo, PlannerInfo* root, const VariableStatData& column, Oid order,
                   Datum histogram_last, ColumnFacts* facts, bool core_read) {
    // Counted whatever the cumulative statistics say: they lag the rows for up to a second or more
    // after a commit (and right after ANALYZE report none), and the count is bounded all the same.
    // Once per planning: only the end read below is read again.
    const bool first_read = !facts->tail_read;
    facts->high_end_read = facts->tail_read = true;
    CoreEnd core_end;
    if (first_read && may_count_tail(axis, root, column)) {
        LowSide low;
        count_tail(axis, memo, root, column, order, histogram_last, facts, &low, &core_end);
        if (core_end.state == CoreEnd::found) {  // for a range estimated as core does (ranges.cpp)
            facts->have_max = true;
            facts->max = core_end.key;
        }
        if (facts->tail_counted > 0) {
            if (!facts->tail_complete && low.met) complete_from_both_sides(memo, low, facts);
            // Keys that carry their write time are past the ANALYZE too, so when it ran after the
            // histogram's last entry (writes had paused), the new rows start there.
            const double highest = facts->tail_positions[0];
            facts->histogram_last = facts->first_new = position_of(axis, histogram_last, ValueKind::own);
            if (facts->analyzed_at != 0) {
                const double analyzed = position_of_timestamptz(axis.layout, facts->analyzed_at);
                if (analyzed > facts->first_new && analyzed < highest) facts->first_new = analyzed;
            }
            // Where the low side was read, the lowest row it saw is where they start, below the
            // ANALYZE too when rows were written since with earlier times (late events, backfills).
            if (!facts->tail_complete && low.seen > 0) facts->first_new = low.lowest();
            const idcore::TailCount tail{facts->tail_positions, facts->tail_counted, facts->tail_complete};
            facts->rows_past = idcore::rows_past_histogram(tail, facts->first_new, facts->inserted_at_most);
            if (!facts->tail_complete) {
                facts->rows_past = rows_past_both_sides(tail, low, facts->rows_past);
                if (low.seen > 0) {  // where the rows it read lie, as the top's do
                    facts->low_positions =
                        static_cast<double*>(MemoryContextAlloc(memo->context, sizeof(double) * low.seen));
                    std::copy(low.positions, low.positions + low.seen, facts->low_positions);
                    facts->low_counted = low.seen;
                }
            }
            return;
        }
        // No row past the histogram, or the count gave up before it reached the histogram's last
        // entry (what it had counted may be any share of the rows): nothing is weighed as new,
        // and the estimate is core's, the actual maximum in place of the last entry.
    }
    if (core_end.state == CoreEnd::found || !core_read) return;
    // Core's read, from the top, from where the count stopped or where the read before gave up (the
    // entries at that key again).
    if (core_end.state == CoreEnd::resume) {
        facts->high_resume = core_end.key;
        facts->high_resumable = true;
    }
    facts->high_end_read = read_end(memo, root, column, order, true, &facts->have_max, &facts->max,
                                    &facts->high_resume, &facts->high_resumable);
}

}  // namespace idpg::estimate
