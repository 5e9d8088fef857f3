# shellcheck shell=bash
# Sourced by scripts/test.sh and scripts/main_job.sh (bash). Defines gp_setup.
#
# gp_setup EXTRAS   chooses the Python to run, installs gpnumpy (editable) with
#                   EXTRAS (comma-separated, may be empty) into it, and sets PY.
#
# Which Python:
#   GPNUMPY_PYTHON=/path/to/python  use that interpreter as it is
#   already inside a venv or conda  use python3 from it
#   otherwise                       a venv at GPNUMPY_VENV (default <repo>/.venv),
#                                   created on first use
# What is installed:
#   GPNUMPY_EXTRAS=cuda13,...       extras added to EXTRAS; unset means "auto": cuda13
#                                   or cuda12 when nvidia-smi reports a GPU, none otherwise
#   GPNUMPY_NO_INSTALL=1            install nothing, run from the source tree (e.g. on a
#                                   machine without network that has the packages already)

gp_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

gp_log() { printf '[gpnumpy] %s\n' "$*" >&2; }

# Extra matching the driver's CUDA major version, or nothing without a GPU.
gp_gpu_extra() {
    command -v nvidia-smi >/dev/null 2>&1 || return 0
    local major
    major="$(nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\([0-9][0-9]*\).*/\1/p' | head -n 1 || true)"
    if [[ -z "$major" ]]; then
        return 0
    elif (( major >= 13 )); then
        echo cuda13
    elif (( major == 12 )); then
        echo cuda12
    fi
}

gp_pick_python() {
    if [[ -n "${GPNUMPY_PYTHON:-}" ]]; then
        PY="$GPNUMPY_PYTHON"
        return 0
    fi
    if ! command -v python3 >/dev/null 2>&1; then
        gp_log "python3 not found; install Python >= 3.11"
        return 1
    fi
    if python3 -c 'import sys; sys.exit(0 if sys.prefix != sys.base_prefix else 1)' \
            || [[ -n "${CONDA_PREFIX:-}" ]]; then
        PY="python3"
        return 0
    fi
    local venv="${GPNUMPY_VENV:-$gp_root/.venv}"
    if [[ ! -x "$venv/bin/python" ]]; then
        gp_log "creating virtual environment $venv"
        if ! python3 -m venv "$venv"; then
            # Debian/Ubuntu without python3-venv: make the venv without pip and
            # let the system pip install pip into it.
            rm -rf "$venv"
            if ! { python3 -m venv --without-pip "$venv" \
                   && python3 -m pip --python "$venv/bin/python" install -q pip; }; then
                rm -rf "$venv"
                gp_log "could not create a virtual environment at $venv;"
                gp_log "install python3-venv, or set GPNUMPY_PYTHON to a Python you may pip-install into"
                return 1
            fi
        fi
    fi
    PY="$venv/bin/python"
}

gp_setup() {
    local extras="$1" auto
    gp_pick_python || return 1
    if ! "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'; then
        gp_log "gpnumpy needs Python >= 3.11; $PY is $("$PY" -V 2>&1)"
        return 1
    fi
    if [[ -n "${GPNUMPY_NO_INSTALL:-}" ]]; then
        return 0
    fi
    if [[ -n "${GPNUMPY_EXTRAS+set}" ]]; then
        auto="$GPNUMPY_EXTRAS"
    else
        auto="$(gp_gpu_extra)"
    fi
    if [[ -n "$auto" ]]; then
        extras="${extras:+$extras,}$auto"
    fi
    local spec="$gp_root"
    [[ -n "$extras" ]] && spec="${gp_root}[${extras}]"

    # Skip pip when this interpreter already has gpnumpy from this pyproject.toml
    # with every extra asked for (the stamp lists the extras installed).
    local stamp_dir="$gp_root/build/install-stamps" stamp key e missing=""
    key="$( { "$PY" -c 'import sys; print(sys.executable)'; cat "$gp_root/pyproject.toml"; } \
            | "$PY" -c 'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest()[:16])')"
    stamp="$stamp_dir/$key"
    if [[ -f "$stamp" ]] && "$PY" -c 'import importlib.metadata as m; m.version("gpnumpy")' 2>/dev/null; then
        for e in ${extras//,/ }; do
            grep -qx -- "$e" "$stamp" || missing=1
        done
        [[ -z "$missing" ]] && return 0
        # Keep what was installed before, so that a later run needs no pip either.
        extras="$(printf '%s\n' "${extras//,/$'\n'}" | cat - "$stamp" | sort -u | grep -v '^$' | paste -sd, -)"
        spec="${gp_root}[${extras}]"
    fi
    gp_log "pip install -e '$spec' into $("$PY" -c 'import sys; print(sys.prefix)')"
    "$PY" -m pip install --disable-pip-version-check -q -e "$spec" || return 1
    mkdir -p "$stamp_dir" && printf '%s\n' "${extras//,/$'\n'}" > "$stamp"
}
