#!/usr/bin/env bash
# The test suite: install gpnumpy[test] (see scripts/_env.sh for which Python),
# then run pytest on tests/. Extra arguments go to pytest.
# Exit status: pytest's; "no tests collected" (5) is a failure too.
set -euo pipefail
# shellcheck source=scripts/_env.sh
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"
gp_setup test
cd "$gp_root"
# One pytest worker per core when pytest-xdist is there (the suite is ~20k small tests).
par=()
if "$PY" -c "import xdist" 2>/dev/null && [[ " $* " != *" -n "* ]]; then
    par=(-n auto)
fi
rc=0
"$PY" -m pytest -q tests "${par[@]}" "$@" || rc=$?
if (( rc == 5 )); then
    gp_log "pytest collected no tests: counted as a failure"
fi
exit "$rc"
