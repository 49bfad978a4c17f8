#!/usr/bin/env bash
# PHP: PDO pgsql with ulid and typeid parameters and results, prepared on the server and emulated
# (test/php/pdo_test.php), twice: bookworm's PHP 8.2 on this machine, and the newest PHP Debian
# carries (forky's 8.4) in the forky chroot of test/chroot.sh, which reaches this machine's
# throwaway cluster over TCP. The script prints one "ok"/"not ok" line per check and its totals;
# the recipes of docs/clients.md must be code it runs.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
CHROOT=forky
PACKAGES=(php-cli php-pgsql)

# count_checks LABEL LOG STATUS: a run that ends without its totals, passes nothing, or fails
# without a failing check counts one failure.
count_checks() {
    local label=$1 log=$2 status=$3 passed failed
    sed "s/^/$label: /" "$log"
    passed=$(grep -c '^ok - ' "$log")
    failed=$(grep -c '^not ok - ' "$log")
    if ! grep -qE '^[0-9]+ passed, [0-9]+ failed$' "$log" || [ "$passed" -eq 0 ] ||
        { [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
        failed=$((failed + 1))
    fi
    echo "$label: $passed passed, $failed failed after $SECONDS s"
    PASSED=$((PASSED + passed)) FAILED=$((FAILED + failed))
}

mkdir -p build
"$ROOT/test/install-deps.sh" "${PACKAGES[@]}" >build/client-php-deps.log 2>&1 ||
    { cat build/client-php-deps.log; echo "0 passed, 1 failed"; exit 1; }
dpkg-query -W "${PACKAGES[@]}"
build_and_install >build/install.log 2>&1 || { cat build/install.log; echo "0 passed, 1 failed"; exit 1; }
with_cluster php test/php/pdo_test.php >build/client-php-bookworm.log 2>&1
count_checks bookworm build/client-php-bookworm.log $?
check_readme_version PHP PHP "$(php -r 'echo PHP_VERSION;')"

chroot_client_ready "$CHROOT" "the PHP clients of forky" "${PACKAGES[@]}"
case $? in
0)
    # shellcheck disable=SC2016 # "$@" is the inner shell's
    with_cluster bash -c 'source test/lib.sh && source test/chroot.sh && chroot_client "$@"' chroot_client \
        "$CHROOT" php /ulid-src/test/php/pdo_test.php >build/client-php-forky.log 2>&1
    count_checks forky build/client-php-forky.log $?
    check_readme_version PHP PHP "$(chroot_run "$CHROOT" php -r 'echo PHP_VERSION;')"
    ;;
2) ;;
*) FAILED=$((FAILED + 1)) ;;
esac

read -r doc_passed doc_failed < <(doc_code_counts php build/client-php-docs.log test/php/*.php)
cat build/client-php-docs.log
PASSED=$((PASSED + doc_passed)) FAILED=$((FAILED + doc_failed))
echo "layer took $SECONDS s"
finish_layer
