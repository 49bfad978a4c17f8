# Sourced by the checks in test/infra (each run as root, beside the suite): test/lib.sh, and
# SCRATCH, a fresh directory every user can write, as /tmp, removed at exit.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
SCRATCH=$(mktemp -d /tmp/ulid-infra.XXXXXX)
chmod 1777 "$SCRATCH"
trap 'rm -rf "$SCRATCH"' EXIT
