#!/usr/bin/env bash
# The whole test suite on a lent GPU machine in one call, failures named as they happen.
#
#   scripts/device_check.sh [OUT_DIR] [SUITE_SECONDS]   (SUITE_SECONDS 0: the array-API suite alone)
#
# For the device tool (its python3 has NumPy, CuPy, torch, pytest-xdist, but no registry):
# carried wheels in .whl/ (nvmath-python, and for the array-API suite ndindex,
# pytest-json-report, pytest-metadata, hypothesis) are unpacked into /tmp, the array-API
# checkout is .aat/ (conformance/README.md).  The suite runs with -v, so every FAILED line is
# in the log when it is written, even if the time limit stops the run before pytest's summary,
# and with --dist worksteal: idle workers take queued tests from busy ones (with xdist's
# default split, the NVRTC-heavy compile tests once queued on one worker past a 540 s limit).
# The array-API suite runs after it when .aat/ is there (AAT_EXAMPLES examples a test, default
# 20, within AAT_SECONDS, default 120; -vv against run.py's -q names each test as it ends;
# AAT_TB: pytest's --tb, default line; AAT_K: a -k expression choosing tests; AAT_WORKERS: its
# workers, default GP_WORKERS; GP_WORKERS: the suite's pytest workers, default 16: 32 on a
# machine of 32 cores; GP_NO_EMU=1: leave out the
# kernels' g++ emulations, which test no device and run in CI: ~1/3 of the suite's time).
# Writes suite.log and conformance.log to OUT_DIR (default: $OUT, else .device-out) and prints their summaries and failures.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-${OUT:-.device-out}}"
limit="${2:-480}"
mkdir -p "$out" /tmp/gp-site /tmp/gp-aat
shopt -s nullglob
nv=(.whl/nvmath_python-*.whl)
aat=(.whl/ndindex-*.whl .whl/pytest_json_report-*.whl .whl/pytest_metadata-*.whl .whl/hypothesis-*.whl)
pipi() { python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target "$@"; }
(( ${#nv[@]} )) && pipi /tmp/gp-site "${nv[@]}" 2>/dev/null
(( ${#aat[@]} )) && pipi /tmp/gp-aat "${aat[@]}" 2>/dev/null
export PYTHONPATH="/tmp/gp-site:$PWD" GPNUMPY_CACHE_DIR="${GPNUMPY_CACHE_DIR:-/tmp/gp-cache}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
# gpnumpy's bytecode, as an installed package has it: the device machine sets
# PYTHONDONTWRITEBYTECODE, so every process (each worker, each lazily imported package in a
# test under the array-API suite's deadline) would compile the modules it imports again
python3 -m compileall -q gpnumpy > /dev/null 2>&1
if (( limit > 0 )); then  # (0: the array-API suite alone)
skip=()
[[ -n "${GP_NO_EMU:-}" ]] && mapfile -t skip < <(grep -rl needs_gxx tests --include='test_*.py' | sed 's/^/--ignore=/')
timeout "$limit" python3 -m pytest -v -n "${GP_WORKERS:-16}" --dist worksteal -p no:cacheprovider --tb=short -rfE \
    -o faulthandler_timeout=100 tests "${skip[@]}" > "$out/suite.log" 2>&1
echo "suite exit status $? (124: stopped by the ${limit} s limit)"
grep -E '^(=+ .*(passed|failed).* =+)$' "$out/suite.log" | tail -1
grep -cE ' PASSED ' "$out/suite.log" | sed 's/^/PASSED lines: /'
grep -E ' (FAILED|ERROR) ' "$out/suite.log" | sed 's/^\[gw[0-9]*\] \[ *[0-9]*%\] //' | sort -u | head -60
fi
if [[ -d .aat ]]; then
    PYTHONPATH="/tmp/gp-aat:$PYTHONPATH" ARRAY_API_TESTS_DIR="$PWD/.aat" timeout "${AAT_SECONDS:-120}" \
        python3 conformance/run.py -n "${AAT_WORKERS:-${GP_WORKERS:-16}}" --max-examples="${AAT_EXAMPLES:-20}" -vv -rfEX \
        --tb="${AAT_TB:-line}" ${AAT_K:+-k "$AAT_K"} \
        > "$out/conformance.log" 2>&1
    tail -1 "$out/conformance.log"
    grep -E '^(FAILED|XPASS|ERROR) ' "$out/conformance.log" | head -40
fi
