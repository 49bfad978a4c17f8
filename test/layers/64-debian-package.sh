#!/usr/bin/env bash
# The Debian package: debian/ builds postgresql-<major>-ulid with pg_buildext in a bookworm chroot
# of its own (the "bookworm-packaging" chroot, where the extension is only ever installed from the
# package, never by make install), lintian finds no error in it, apt installs it, and then the
# extension is created from the installed files and the autopkgtest (debian/tests/installcheck:
# the whole pg_regress suite, one count per file) runs against them, as a user who is not root.
#
# Outside CI the layer is skipped, with the reason printed, only when the chroot cannot be created
# (no network, no debootstrap); with CI=true that is a failure.
set -uo pipefail
source "$(dirname "$0")/../lib.sh"
source "$ROOT/test/chroot.sh"
cd "$ROOT"
mkdir -p build

CHROOT=$PACKAGING_CHROOT
read -ra PACKAGES <<<"$PACKAGING_PACKAGES"
log=build/debian-package.log
: >"$log"
CHECK_LOG=$log

"$ROOT/test/install-deps.sh" debootstrap dpkg-dev >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
if ! CHROOT_SUITE=$PACKAGING_SUITE ensure_chroot "$CHROOT" "${PACKAGES[@]}" >>"$log" 2>&1; then
    tail -n 20 "$log"
    if [ "${CI:-}" = true ]; then
        echo "FAILED: the $CHROOT chroot could not be created"
        echo "0 passed, 1 failed"
        exit 1
    fi
    echo "SKIPPED: the $CHROOT chroot could not be created on this machine (see above)"
    echo "0 passed, 0 failed"
    exit 0
fi
dir=$(chroot_path "$CHROOT")
in_chroot() { chroot_run "$CHROOT" "$@"; }

version=$(sed -n 's/^EXTVERSION *= *//p' Makefile)
package_version=$(dpkg-parsechangelog -l debian/changelog -S Version)
check "debian/changelog packages the Makefile's version" "$version" "${package_version%-*}"

# Start from a root without the extension: a package left by an earlier run is purged first.
in_chroot sh -c 'dpkg-query -W -f "\${Package}\n" "postgresql-*-ulid" 2>/dev/null | xargs -r apt-get purge -y -qq' >>"$log" 2>&1
check "nothing of ulid is installed in the $CHROOT chroot before the package" "" \
    "$(cd "$dir" && ls -d usr/lib/postgresql/*/lib/ulid.so usr/share/postgresql/*/extension/ulid* 2>/dev/null)"

# A clean copy of the source: the files git tracks or would track, nothing built.
source_copy() {
    rm -rf "$dir/$1"
    mkdir -p "$dir/$1"
    git ls-files -z --cached --others --exclude-standard | xargs -0 -r sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh |
        tar -C "$ROOT" --null -T - -cf - | tar -C "$dir/$1" -xf -
}
rm -rf "$dir/ulid-pkg"
source_copy "ulid-pkg/postgresql-ulid-$version"

# The build runs dh_pgxs_test too: the regression suite against debian/postgresql-<major>-ulid/.
check_that "dpkg-buildpackage -us -uc -b builds the package (and its build-time installcheck passes)" \
    in_chroot sh -c "cd /ulid-pkg/postgresql-ulid-$version && DEB_BUILD_OPTIONS=parallel=2 nice -n 10 dpkg-buildpackage -us -uc -b"

majors=$(in_chroot sh -c "cd /ulid-pkg/postgresql-ulid-$version && pg_buildext supported-versions")
check "debian/pgversions (15+) selects the chroot's PostgreSQL" "15" "$(echo $majors)"

# Every script make install ships: each frozen released script, the built install script of this
# version, and each update script built from sql/update/.
scripts=("ulid--$version.sql" "ulid_portable--$version.sql")
for f in sql/released/ulid--*.sql sql/update/ulid--*--*.sql; do scripts+=("$(basename "$f")"); done
make -s "sql/ulid--$version.sql" >>"$log" 2>&1
for major in $majors; do
    deb=$(cd "$dir/ulid-pkg" && ls "postgresql-${major}-ulid_${package_version}_"*.deb 2>/dev/null | head -n 1)
    check "postgresql-$major-ulid is built" yes "$([ -n "$deb" ] && echo yes || echo no)"
    [ -n "$deb" ] || continue
    contents=$(dpkg-deb -c "$dir/ulid-pkg/$deb" | awk '{print $NF}')
    for file in "usr/lib/postgresql/$major/lib/ulid.so" "usr/share/postgresql/$major/extension/ulid.control" \
        "usr/share/postgresql/$major/extension/ulid_portable.control" "${scripts[@]/#/usr/share/postgresql/$major/extension/}"; do
        check "$deb ships /$file" yes "$(grep -qxF "./$file" <<<"$contents" && echo yes || echo no)"
    done
    check_that "$deb ships the install script make builds from this tree" bash -c \
        "dpkg-deb --fsys-tarfile '$dir/ulid-pkg/$deb' | tar -xOf - './usr/share/postgresql/$major/extension/ulid--$version.sql' | cmp - 'sql/ulid--$version.sql'"
    check "$deb depends on postgresql-$major" yes \
        "$(dpkg-deb -f "$dir/ulid-pkg/$deb" Depends | grep -qE "(^|, )postgresql-$major(,|$| )" && echo yes || echo no)"
done

# lintian: errors fail; warnings and the rest are listed.
changes=$(cd "$dir/ulid-pkg" && ls postgresql-ulid_"${package_version}"_*.changes 2>/dev/null | head -n 1)
in_chroot sh -c "cd /ulid-pkg && lintian --info --display-info '$changes'" >build/debian-lintian.log 2>&1
echo "lintian on $changes:"
sed 's/^/  /' build/debian-lintian.log
check "lintian reports no errors on $changes" "" "$(grep -E '^E: ' build/debian-lintian.log)"

# Installed with apt, as a user would.
for major in $majors; do
    check_that "apt-get installs ./postgresql-$major-ulid_${package_version}_*.deb" in_chroot sh -c \
        "cd /ulid-pkg && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./postgresql-${major}-ulid_${package_version}_*.deb"
    check "the installed library belongs to the package" "postgresql-$major-ulid" \
        "$(in_chroot dpkg -S "/usr/lib/postgresql/$major/lib/ulid.so" 2>/dev/null | cut -d: -f1)"
done

# The installed extension, in a cluster of the postgres user (socket only): created by a database
# owner who is not a superuser (the extension is trusted), and 0.1.0 updated to this version.
for major in $majors; do
    # The cluster comes and goes through test/in-chroot.sh (socket /tmp/ulid-pgsock), from the source copy.
    cat >"$dir/ulid-pkg/create.sh" <<EOF
set -eu
cluster() { bash /ulid-pkg/postgresql-ulid-$version/test/in-chroot.sh "\$1" $major /tmp/ulid-pkg-data; }
cluster init && cluster start
trap 'cluster stop; rm -rf /tmp/ulid-pkg-data' EXIT
as_postgres() { runuser -u postgres -- env PGHOST=/tmp/ulid-pgsock PGUSER=postgres "\$@"; }
bin=/usr/lib/postgresql/$major/bin
as_postgres \$bin/psql -X -q -v ON_ERROR_STOP=1 -c "CREATE ROLE owner LOGIN" -c "CREATE DATABASE owned OWNER owner" \\
    -c "CREATE DATABASE updated OWNER owner"
as_postgres \$bin/psql -X -qAt -v ON_ERROR_STOP=1 -U owner -d owned -c "CREATE EXTENSION ulid" \\
    -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'" \\
    -c "SELECT gen_monotonic_ulid() < gen_monotonic_ulid() AND gen_ulid_flake() IS NOT NULL AND gen_baseuid() IS NOT NULL"
as_postgres \$bin/psql -X -qAt -v ON_ERROR_STOP=1 -U owner -d updated -c "CREATE EXTENSION ulid VERSION '0.1.0'" \\
    -c "ALTER EXTENSION ulid UPDATE" -c "SELECT extversion FROM pg_extension WHERE extname = 'ulid'"
as_postgres \$bin/psql -X -qAt -v ON_ERROR_STOP=1 -U owner -d owned -c "CREATE EXTENSION ulid_portable" \\
    -c "SELECT ulid_portable.ulid_to_text(x) = x::ulid::text FROM (SELECT ulid_portable.gen_ulid() x) g"
EOF
    created=$(in_chroot bash /ulid-pkg/create.sh 2>>"$log")
    check "PostgreSQL $major: a non-superuser owner creates the installed extension, at $version, and it works" \
        "$(printf '%s\nt' "$version")" "$(head -n 2 <<<"$created")"
    check "PostgreSQL $major: the installed 0.1.0 updates to $version with the installed update script" \
        "$version" "$(sed -n 3p <<<"$created")"
    check "PostgreSQL $major: the owner creates the installed ulid_portable, which agrees with ulid" \
        t "$(sed -n 4p <<<"$created")"
done

# The autopkgtest, run the way autopkgtest runs it: from a fresh source tree, by a user who is not root.
in_chroot sh -c 'id autopkgtest >/dev/null 2>&1 || useradd -m autopkgtest' >>"$log" 2>&1
source_copy ulid-pkg/autopkgtest-src
in_chroot chown -R autopkgtest: /ulid-pkg/autopkgtest-src
in_chroot runuser -u autopkgtest -- env HOME=/home/autopkgtest sh -c \
    'cd /ulid-pkg/autopkgtest-src && debian/tests/installcheck' >build/debian-autopkgtest.log 2>&1
status=$?
read -r ok not_ok < <(pg_regress_counts build/debian-autopkgtest.log)
grep -E '^(not )?ok [0-9]+ |^test [a-z0-9_]+ +\.\.\. ' build/debian-autopkgtest.log | sed 's/^/installcheck: /'
if [ "$status" -ne 0 ] || [ "$not_ok" -ne 0 ] || [ "$ok" -eq 0 ]; then
    tail -n 150 build/debian-autopkgtest.log
    [ "$not_ok" -eq 0 ] && not_ok=1
fi
echo "debian/tests/installcheck: $ok regression files passed, $not_ok failed"
PASSED=$((PASSED + ok))
FAILED=$((FAILED + not_ok))

# Leave the root as it was found: without the extension.
in_chroot sh -c 'dpkg-query -W -f "\${Package}\n" "postgresql-*-ulid" 2>/dev/null | xargs -r apt-get purge -y -qq' >>"$log" 2>&1

finish_layer
