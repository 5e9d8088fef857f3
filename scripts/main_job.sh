#!/usr/bin/env bash
# The main job: install gpnumpy (see scripts/_env.sh for which Python), then run
# benchmarks/main_job.py with any extra arguments.
set -euo pipefail
# shellcheck source=scripts/_env.sh
source "$(dirname "${BASH_SOURCE[0]}")/_env.sh"
gp_setup ""
cd "$gp_root"
exec "$PY" benchmarks/main_job.py "$@"
