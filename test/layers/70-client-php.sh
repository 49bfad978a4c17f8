#!/usr/bin/env bash
# PHP: PDO pgsql (the newest PHP Debian carries, in the forky chroot of test/chroot.sh) with ulid and
# typeid parameters and results, prepared on the server and emulated (test/php/pdo_test.php). PHP
# runs in the chroot and reaches the throwaway cluster of this machine over TCP. The script prints
# one "ok"/"not ok" line per check; the recipes of docs/clients.md must be code it runs.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
CHROOT=forky

chroot_client_ready "$CHROOT" "the PHP clients" php-cli php-pgsql
case $? in
0) ;;
2) echo "0 passed, 0 failed"; exit 0 ;;
*) echo "0 passed, 1 failed"; exit 1 ;;
esac

# shellcheck disable=SC2016 # "$@" is the inner shell's
with_cluster bash -c 'source test/lib.sh && source test/chroot.sh && chroot_client "$@"' chroot_client \
    "$CHROOT" php /ulid-src/test/php/pdo_test.php >build/client-php.log 2>&1
status=$?
cat build/client-php.log
passed=$(grep -c '^ok - ' build/client-php.log)
failed=$(grep -c '^not ok - ' build/client-php.log)
if ! grep -qE '^[0-9]+ passed, [0-9]+ failed$' build/client-php.log || [ "$passed" -eq 0 ] \
    || { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
    failed=$((failed + 1))
fi
read -r doc_passed doc_failed < <(doc_code_counts php build/client-php-docs.log test/php/*.php)
cat build/client-php-docs.log
echo "layer took ${SECONDS} s"
passed=$((passed + doc_passed)); failed=$((failed + doc_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
