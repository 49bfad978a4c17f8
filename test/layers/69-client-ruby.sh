#!/usr/bin/env bash
# Ruby on Rails: ActiveRecord (the newest Debian carries, in the forky chroot of test/chroot.sh) with
# the initializer of test/ruby/config/initializers/ulid.rb: a ulid primary key defaulted in the
# database, schema.rb round trip, find, where, associations (test/ruby/activerecord_test.rb, on
# minitest). Ruby runs in the chroot and reaches the throwaway cluster of this machine over TCP
# (a chroot shares the network). Each minitest case is one check; the recipes of docs/clients.md
# must be code the test runs.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
CHROOT=forky

chroot_client_ready "$CHROOT" "the Ruby clients" ruby ruby-activerecord ruby-pg ruby-minitest
case $? in
0) ;;
2) echo "0 passed, 0 failed"; exit 0 ;;
*) echo "0 passed, 1 failed"; exit 1 ;;
esac

# shellcheck disable=SC2016 # "$@" is the inner shell's
with_cluster bash -c 'source test/lib.sh && source test/chroot.sh && chroot_client "$@"' chroot_client \
    "$CHROOT" ruby /ulid-src/test/ruby/activerecord_test.rb --verbose >build/client-ruby.log 2>&1
status=$?
cat build/client-ruby.log
read -r activerecord_version pg_version ruby_version < <(chroot_run "$CHROOT" ruby -e \
    'require "active_record"; require "pg"; puts [ActiveRecord.version, PG::VERSION, RUBY_VERSION].join(" ")')
check_readme_version Ruby ActiveRecord "$activerecord_version"
check_readme_version Ruby "the pg gem" "$pg_version"
check_readme_version Ruby Ruby "$ruby_version"
# minitest ends with "R runs, A assertions, F failures, E errors, S skips".
read -r runs failures errors skips < <(sed -nE 's/^([0-9]+) runs, [0-9]+ assertions, ([0-9]+) failures, ([0-9]+) errors, ([0-9]+) skips$/\1 \2 \3 \4/p' build/client-ruby.log)
passed=$(( ${runs:-0} - ${failures:-0} - ${errors:-0} - ${skips:-0} ))
failed=$(( ${failures:-0} + ${errors:-0} ))
if [ "$passed" -le 0 ] || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then failed=$((failed + 1)); passed=0; fi
mapfile -t ruby_sources < <(find test/ruby -name '*.rb')
read -r doc_passed doc_failed < <(doc_code_counts ruby build/client-ruby-docs.log "${ruby_sources[@]}")
cat build/client-ruby-docs.log
echo "${skips:-0} skipped; layer took ${SECONDS} s"
passed=$((passed + PASSED + doc_passed)); failed=$((failed + FAILED + doc_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
