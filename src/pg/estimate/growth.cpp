// What the cumulative statistics say about the rows inserted since a table's last ANALYZE. They
// can only bound it (core/tail.hpp says which counter means what): where the rows went is read
// from the index (index_ends.cpp), and these counters cap what a count stopped early extrapolates.
// A backend flushes its counts up to a second or more after its transactions commit, so they may
// lag the index (right after ANALYZE they report no insert at all): the index is counted whatever
// they say, and a complete count, of rows the planner's snapshot sees, is never cut by them.
#include <algorithm>

#include "../../core/tail.hpp"
#include "estimate.hpp"

namespace idpg::estimate {

void read_write_counters(PlannerInfo* root, const RelOptInfo* rel, ColumnFacts* facts) {
    facts->analyzed_at = 0;
    facts->inserted_at_most = -1.0;  // unknown: the index count alone decides
    const RangeTblEntry* table = plain_table_of(root, rel);
    if (table == nullptr) return;
    const PgStat_StatTabEntry* counts = pgstat_fetch_stat_tabentry(table->relid);
    if (counts == nullptr) return;
#if PG_VERSION_NUM >= 160000
    const idcore::WriteCounters counters{counts->mod_since_analyze, counts->ins_since_vacuum,
                                         std::max(counts->last_vacuum_time, counts->last_autovacuum_time),
                                         std::max(counts->last_analyze_time, counts->last_autoanalyze_time),
                                         counts->live_tuples};
#else
    const idcore::WriteCounters counters{counts->changes_since_analyze, counts->inserts_since_vacuum,
                                         std::max(counts->vacuum_timestamp, counts->autovac_vacuum_timestamp),
                                         std::max(counts->analyze_timestamp, counts->autovac_analyze_timestamp),
                                         counts->n_live_tuples};
#endif
    facts->analyzed_at = counters.analyzed_at;
    facts->inserted_at_most = idcore::inserted_since_analyze_at_most(counters);
}

}  // namespace idpg::estimate
