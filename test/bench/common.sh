# Shared by the benchmark commands: build and install (holding the install lock until the caller
# exits), run a measuring script in a throwaway cluster, and end with its "bench: N passed, M
# failed" line. Usage: run_in_cluster LOG SCRIPT ARGS...
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"

run_in_cluster() {
    local log=$1
    shift
    mkdir -p "$ROOT/build"
    if ! build_and_install >"$ROOT/build/bench-install.log" 2>&1; then
        cat "$ROOT/build/bench-install.log"
        echo "bench: 0 passed, 1 failed"
        return 1
    fi
    # pg_virtualenv prints "Dropping cluster ..." after the measurements: the summary is repeated
    # here so that it is the last line; no summary at all (the cluster did not start) is a failure.
    with_cluster "$@" | tee "$log" | grep -v '^bench: '
    local status=${PIPESTATUS[0]}
    local summary
    summary=$(grep '^bench: ' "$log" | tail -1)
    echo "${summary:-bench: 0 passed, 1 failed}"
    [ "$status" -eq 0 ] && [ -n "$summary" ]
}
