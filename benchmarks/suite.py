"""The application suite: real NumPy programs run with NumPy, gpnumpy, CuPy and PyTorch.

    python3 benchmarks/suite.py                    # small, medium, large on this machine's device
    python3 benchmarks/suite.py --quick            # CI sizes (host-friendly, about a minute)
    python3 benchmarks/suite.py --only cg,kmeans --sizes medium --libs numpy,gpnumpy,cupy
    python3 benchmarks/suite.py --micro list       # the micro-benchmarks (bench_*.py)
    python3 benchmarks/suite.py --micro reduction  # runs benchmarks/bench_reduction.py
    python3 benchmarks/suite.py --redraw benchmarks/results/DEVICE.bench.json

Every application (benchmarks/apps/) is one function written against the array module ``np``;
its inputs are built once on the host with a seeded NumPy generator and handed to each library
with ``asarray``, and every library's answer is checked against NumPy's.  Per application,
size and library: the first call (kernel compilation included) is timed apart, then after a
warm-up (and gpnumpy's background full builds finished: ``Lib.settle``) the median of up to ``--reps`` runs within ``--budget`` seconds, as device time (CUDA
events on the library's stream) and host wall time (including the final synchronisation).
NumPy is skipped where its time, estimated from the previous size, exceeds ``--numpy-limit``;
answers at that size are then not checked.  A crash in one application or library is recorded
in the table as ``error: <type>`` and the run goes on.

Output (``--out``, default benchmarks/results/): ``<device>.md`` (the tables), ``<device>.png``
(speed-up over NumPy and ratio to CuPy per application; needs matplotlib) and
``<device>.bench.json`` (every figure; ``--redraw`` rebuilds the other two from it).  The files
are rewritten after every application, so an interrupted run leaves what it measured.
"""
from __future__ import annotations

import argparse
import datetime
import gc
import glob
import json
import math
import os
import re
import subprocess
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import numpy  # noqa: E402

import apps  # noqa: E402
import _libs  # noqa: E402
from _profile import short_name  # noqa: E402

GPU_LIBS = ("gpnumpy", "cupy", "torch")


# ---------------------------------------------------------------- reference rates
def reference_rates(libs, quick):
    """The copy bandwidth (GB/s, read + write) and matmul rates (TFLOP/s, float32 and float64)
    of the run's device, measured now: the floors divide by them."""
    gpu = [lib for lib in libs if lib.why is None and lib.on_gpu]
    rates = {"copy_gbs": None, "copy_by": None, "sgemm_tflops": None, "dgemm_tflops": None,
             "gemm_by": None}
    n_copy = (1 << 24) if quick else (1 << 28)
    copiers = [lib for lib in gpu if lib.name != "torch"] or \
        [lib for lib in libs if lib.name == "numpy"]
    for lib in copiers:
        try:
            x = lib.np.ones(n_copy if lib.on_gpu else n_copy // 4, dtype=lib.np.float32)
            dst = lib.np.empty_like(x)

            def copy(dst=dst, x=x, lib=lib):
                lib.np.copyto(dst, x)
            ms = _time_min(lib, copy, 10)
            gbs = 2 * x.nbytes / ms / 1e6
            if rates["copy_gbs"] is None or gbs > rates["copy_gbs"]:
                rates["copy_gbs"], rates["copy_by"] = gbs, lib.name
            del x, dst
            lib.free()
        except Exception as exc:  # a reference that fails leaves the floors empty, not the run
            print("copy reference with %s failed: %s: %s" % (lib.name, type(exc).__name__, exc),
                  file=sys.stderr)
    order = [lib for lib in gpu if lib.name in ("cupy", "torch")] + \
        [lib for lib in libs if lib.name == "numpy"]
    for lib in order:
        try:
            n = 1024 if quick or not lib.on_gpu else 8192
            a = lib.asarray(numpy.ones((n, n), dtype=numpy.float32))
            s = _time_min(lib, lambda: a @ a, 5)
            a = lib.asarray(numpy.ones((n // 2, n // 2), dtype=numpy.float64))
            d = _time_min(lib, lambda: a @ a, 5)
            rates["sgemm_tflops"] = 2 * n ** 3 / s / 1e9
            rates["dgemm_tflops"] = 2 * (n // 2) ** 3 / d / 1e9
            rates["gemm_by"] = lib.name
            del a
            lib.free()
            break
        except Exception as exc:
            print("matmul reference with %s failed: %s: %s" % (lib.name, type(exc).__name__, exc),
                  file=sys.stderr)
    return rates


def _time_min(lib, f, reps):
    """Best milliseconds of ``f`` (device events where the library has them)."""
    f()
    lib.sync()
    best = math.inf
    for _ in range(reps):
        if lib.timer is not None:
            t = lib.timer()
            t.start()
            f()
            ms = t.stop()
        else:
            t0 = _libs.now()
            f()
            lib.sync()
            ms = (_libs.now() - t0) * 1e3
        best = min(best, ms)
    return best


def floor_ms(cost, rates):
    """max(bytes / copy bandwidth, flops / matmul rate) in ms, or None without a rate."""
    parts = []
    if cost.get("bytes") and rates.get("copy_gbs"):
        parts.append(cost["bytes"] / rates["copy_gbs"] / 1e6)
    fl = 0.0
    if cost.get("flops") and rates.get("sgemm_tflops"):
        fl += cost["flops"] / rates["sgemm_tflops"] / 1e9
    if cost.get("flops64") and rates.get("dgemm_tflops"):
        fl += cost["flops64"] / rates["dgemm_tflops"] / 1e9
    if fl:
        parts.append(fl)
    return max(parts) if parts else None


def _work(cost):
    return (cost.get("bytes") or 0) + 10 * (cost.get("flops") or 0) + 20 * (cost.get("flops64") or 0)


# ---------------------------------------------------------------- one cell
def run_one(app, p, host_inputs, lib, ref, opts):
    """Run ``app`` at size ``p`` with ``lib``: a record dict (and the host answer for NumPy)."""
    rec = {"lib": lib.name, "status": "ok", "first_s": None, "wall_ms": None, "device_ms": None,
           "runs": 0, "check": None, "fallback": [], "error": ""}
    if lib.why is not None:
        rec["status"], rec["error"] = "n/a", lib.why
        return rec, None
    if lib.name == "torch" and app.TORCH is not True:
        rec["status"], rec["error"] = "n/a", str(app.TORCH)
        return rec, None
    args = out = r = None
    host = None
    try:
        args = {k: (lib.asarray(v) if isinstance(v, numpy.ndarray) else v)
                for k, v in host_inputs.items()}
        lib.sync()
        names = set()
        with _libs.quiet(lib), _libs.recording_fallbacks(lib, names):
            t0 = _libs.now()
            out = app.run(_libs.first_call_namespace(lib, names), **args)
            lib.sync()
            first = _libs.now() - t0
        host, on_host = _libs.host_tree(lib, out)
        del out
        if on_host:
            names.add("(NumPy arrays returned)")
        rec["first_s"] = first
        rec["fallback"] = _libs.tidy_fallbacks(names)
        once = lib.name != "numpy" and first > opts.gpu_limit
        walls, devs = ([first * 1e3], []) if lib.name == "numpy" or once else ([], [])
        rec["once"] = once
        with _libs.quiet(lib):
            if lib.name != "numpy" and not once:
                r = app.run(lib.np, **args)  # warm-up
                lib.sync()
                del r
                lib.settle()
            while not once and len(walls) < opts.reps and (
                    not walls or sum(walls) + walls[-1] < opts.budget * 1e3):
                timer = lib.timer() if lib.timer is not None else None
                t0 = _libs.now()
                if timer is not None:
                    timer.start()
                r = app.run(lib.np, **args)
                if timer is not None:
                    devs.append(timer.stop())
                lib.sync()
                walls.append((_libs.now() - t0) * 1e3)
                del r
        rec["wall_ms"] = float(numpy.median(walls))
        rec["device_ms"] = float(numpy.median(devs)) if devs else None
        rec["runs"] = len(walls)
        if ref is not None or lib.name == "numpy":
            try:
                app.check(host if ref is None else ref, host, p)
                rec["check"] = "ok"
            except AssertionError as exc:
                rec["check"] = "FAIL: %s" % exc
    except Exception as exc:  # one library's crash is a table entry, not the end of the run
        rec["status"] = "error: %s" % type(exc).__name__
        rec["error"] = ("%s" % exc).splitlines()[0][:300] if str(exc) else ""
        if opts.verbose:
            traceback.print_exc()
        host = None
    finally:
        # drop every device array of this run before the pool is emptied
        args = out = r = None
        gc.collect()
        try:
            lib.free()
        except Exception:
            pass
    return rec, host


# ---------------------------------------------------------------- the run
class Progress:
    """tqdm when importable, else one plain line per step."""

    def __init__(self, total):
        self.total = total
        self.done = 0
        try:
            from tqdm import tqdm  # optional: plain lines without it
            self.bar = tqdm(total=total, unit="cell", dynamic_ncols=True, file=sys.stderr)
        except Exception:
            self.bar = None

    def status(self, text):
        if self.bar is not None:
            self.bar.set_postfix_str(text)
        else:
            print("[%d/%d] %s" % (self.done + 1, self.total, text), file=sys.stderr, flush=True)

    def step(self, line):
        self.done += 1
        if self.bar is not None:
            self.bar.write(line)
            self.bar.update(1)
        else:
            print(line, file=sys.stderr, flush=True)

    def close(self):
        if self.bar is not None:
            self.bar.close()


def device_label(libs):
    for lib in libs:
        if lib.why is None and lib.on_gpu:
            m = re.search(r"\(([^,]+), sm_", lib.device)
            return m.group(1) if m else lib.device
    return "host"


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "host"


def run_suite(opts):
    libs = [_libs.make(name) for name in opts.libs]
    label = device_label(libs)
    base = slug(label) + ("-quick" if opts.quick else "")
    os.makedirs(opts.out, exist_ok=True)
    paths = {k: os.path.join(opts.out, base + ext)
             for k, ext in (("md", ".md"), ("png", ".png"), ("json", ".bench.json"))}
    meta = {"device": label, "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
            "quick": opts.quick, "sizes": opts.sizes, "reps": opts.reps, "budget_s": opts.budget,
            "numpy_limit_s": opts.numpy_limit, "gpu_limit_s": opts.gpu_limit,
            "libs": {lib.name: (lib.why and "n/a (%s)" % lib.why) or lib.device for lib in libs},
            "versions": _versions(libs)}
    print("suite: %s; libraries: %s" % (label, ", ".join(
        "%s (%s)" % (k, v) for k, v in meta["libs"].items())), file=sys.stderr)
    meta["rates"] = reference_rates(libs, opts.quick)
    print("reference: %s" % _rates_line(meta["rates"]), file=sys.stderr)
    data = {"meta": meta, "records": []}
    done = {}
    if opts.resume and os.path.exists(paths["json"]):
        with open(paths["json"]) as f:
            prev = json.load(f)
        for c in prev.get("records", []):
            done[(c["app"], c["size"])] = c
        # the earlier parts' time (None: a part that was stopped before it could say)
        meta["earlier_s"] = None if prev["meta"].get("elapsed_s") is None else \
            prev["meta"]["elapsed_s"] + (prev["meta"].get("earlier_s") or 0.0)
        meta["sizes"] = [s for s in apps.SIZE_NAMES
                         if s in opts.sizes or s in prev["meta"].get("sizes", ())]
    plan = [(size, name) for size in opts.sizes for name in opts.only]
    data["records"] = [c for k, c in done.items() if (k[1], k[0]) not in plan]
    cells = []
    for size, name in plan:
        c = done.get((name, size))
        if c is not None and _complete(c, opts.libs):
            data["records"].append(c)
        else:
            cells.append((size, name))
    _order(data["records"])
    seen = {}  # (library, application) -> (wall ms, cost) at the last size it ran
    for c in data["records"]:
        for n, r in c["libs"].items():
            if _ok(r):
                seen[n, c["app"]] = (r["wall_ms"], c["cost"])
    progress = Progress(len(cells))
    start = _libs.now()
    try:
        for size, name in cells:
            app = apps.load(name)
            p = app.SIZES[size]
            cost = app.cost(p)
            cell = {"app": name, "title": app.TITLE, "size": size, "params": p,
                    "floor_ms": floor_ms(cost, meta["rates"]), "cost": cost, "libs": {}}
            data["records"].append(cell)
            _order(data["records"])
            if opts.time_limit and _libs.now() - start > opts.time_limit:
                for lib in libs:
                    cell["libs"][lib.name] = {"lib": lib.name, "status": SKIPPED_TIME}
                progress.step("%-16s %-6s %s" % (name, size, SKIPPED_TIME))
                continue
            if ("numpy", name) not in seen and size in ("medium", "large"):
                progress.status("%s %s: NumPy's time at small, for the estimate" % (name, size))
                seen["numpy", name] = _probe_numpy(app)
            progress.status("%s %s: inputs" % (name, size))
            try:
                host_inputs = app.inputs(p)
            except Exception as exc:
                for lib in libs:
                    cell["libs"][lib.name] = {"lib": lib.name,
                                              "status": "error: %s" % type(exc).__name__,
                                              "error": "inputs: %s" % exc}
                progress.step("%-16s %-6s inputs failed: %s" % (name, size, exc))
                continue
            ref = None
            for lib in libs:
                est = _estimate(seen.get((lib.name, name)), cost)
                limit = opts.numpy_limit if lib.name == "numpy" else opts.gpu_limit
                if lib.why is None and est is not None and est > limit:
                    cell["libs"][lib.name] = {"lib": lib.name, "status": "skipped",
                                              "error": "estimated %.0f s a run" % est}
                    continue
                progress.status("%s %s: %s" % (name, size, lib.name))
                rec, host = run_one(app, p, host_inputs, lib, ref, opts)
                cell["libs"][lib.name] = rec
                if rec["status"] == "ok":
                    seen[lib.name, name] = (rec["wall_ms"], cost)
                if lib.name == "numpy" and rec["status"] == "ok":
                    ref = host
                del host
            del host_inputs, ref
            gc.collect()
            progress.step(_cell_line(cell))
            write_outputs(data, paths, draw=False)
        if opts.profile:
            profile_cells(data, libs, plan, opts, paths)
    finally:
        progress.close()
        meta["elapsed_s"] = _libs.now() - start
        write_outputs(data, paths, draw=not opts.no_chart)
    print("wrote %s" % paths["md"], file=sys.stderr)
    return data, paths


PROFILED = ("gpnumpy", "cupy")


def profile_cells(data, libs, plan, opts, paths):
    """One more run of each planned cell per GPU library under torch.profiler: its kernel
    launches, copies and device busy time per run, and its costliest kernels (the "why" of a
    ratio).  Run after every cell is timed, so the profiler's hooks touch no timing."""
    try:
        from _profile import kernel_profile
        import torch  # noqa: F401  (optional: the profiler is torch's)
    except Exception as exc:
        data["meta"]["profile"] = "n/a (%s)" % type(exc).__name__
        print("no profiles: %s: %s" % (type(exc).__name__, exc), file=sys.stderr)
        return
    data["meta"]["profile"] = "torch.profiler (CUPTI), one run after a warm-up"
    by_name = {lib.name: lib for lib in libs}
    cells = {(c["app"], c["size"]): c for c in data["records"]}
    for size, name in plan:
        c = cells.get((name, size))
        if c is None:
            continue
        app = apps.load(name)
        host_inputs = None
        for n in PROFILED:
            rec, lib = c["libs"].get(n), by_name.get(n)
            if lib is None or not _ok(rec) or rec.get("once") or \
                    rec["wall_ms"] > opts.profile_limit * 1e3 or \
                    "kernels" in (rec.get("profile") or {}):
                continue  # (not profiled, too long, or profiled already: --resume)
            args = r = None
            try:
                if host_inputs is None:
                    host_inputs = app.inputs(c["params"])
                args = {k: (lib.asarray(v) if isinstance(v, numpy.ndarray) else v)
                        for k, v in host_inputs.items()}
                with _libs.quiet(lib):
                    r = app.run(lib.np, **args)  # warm-up
                    lib.sync()
                    r = None
                    lib.settle()
                    rec["profile"] = kernel_profile(lambda: app.run(lib.np, **args), lib.sync)
                print("profile %-16s %-6s %-8s %5.0f kernels, busy %s ms of %s"
                      % (name, size, n, rec["profile"]["kernels"],
                         _ms(rec["profile"]["busy_ms"]), _ms(rec.get("device_ms"))),
                      file=sys.stderr, flush=True)
            except Exception as exc:
                rec["profile"] = {"error": "%s: %s" % (type(exc).__name__, str(exc)[:200])}
            finally:
                args = r = None
                gc.collect()
                try:
                    lib.free()
                except Exception:
                    pass
        write_outputs(data, paths, draw=False)


SKIPPED_TIME = "skipped (time limit)"


def _complete(cell, names):
    """A cell from an earlier run that --resume keeps: every library measured or decided."""
    return all(n in cell["libs"] and cell["libs"][n].get("status") != SKIPPED_TIME
               for n in names)


def _order(records):
    records.sort(key=lambda c: (apps.SIZE_NAMES.index(c["size"]), apps.APPS.index(c["app"])
                                if c["app"] in apps.APPS else len(apps.APPS)))


def _probe_numpy(app):
    """NumPy's wall time at the 'small' size (one run), the base of its estimates."""
    p = app.SIZES["small"]
    host_inputs = app.inputs(p)
    with numpy.errstate(all="ignore"):
        t0 = _libs.now()
        app.run(numpy, **host_inputs)
        ms = (_libs.now() - t0) * 1e3
    return ms, app.cost(p)


def _estimate(seen, cost):
    if seen is None:
        return None
    ms, prev = seen
    w0, w1 = _work(prev), _work(cost)
    return ms / 1e3 * (w1 / w0) if w0 else None


def _versions(libs):
    v = {"numpy": numpy.__version__, "python": sys.version.split()[0]}
    for lib in libs:
        if lib.why is None and lib.name != "numpy":
            mod = lib.np._base if isinstance(lib.np, _libs._Namespace) else lib.np
            mod = getattr(mod, "_torch", mod)
            v[lib.name] = getattr(mod, "__version__", "?")
    return v


def _rates_line(r):
    parts = []
    if r.get("copy_gbs"):
        parts.append("copy %.0f GB/s (%s)" % (r["copy_gbs"], r["copy_by"]))
    if r.get("sgemm_tflops"):
        parts.append("matmul %.3g TFLOP/s float32, %.3g float64 (%s)"
                     % (r["sgemm_tflops"], r["dgemm_tflops"], r["gemm_by"]))
    return "; ".join(parts) or "no reference rates"


def _cell_line(cell):
    bits = []
    for name, rec in cell["libs"].items():
        if rec.get("status") == "ok":
            mark = "" if rec.get("check") in ("ok", None) else " FAIL"
            bits.append("%s %s%s" % (name, _ms(rec["wall_ms"]), mark))
        else:
            bits.append("%s %s" % (name, rec.get("status")))
    return "%-16s %-6s %s" % (cell["app"], cell["size"], "; ".join(bits))


# ---------------------------------------------------------------- output
def _ms(v):
    if v is None:
        return "-"
    if v >= 100:
        return "%.0f" % v
    if v >= 10:
        return "%.1f" % v
    if v >= 1:
        return "%.2f" % v
    return "%.3f" % v


def _ratio(a, b):
    if a is None or b is None or not b:
        return None
    return a / b


def _fmt_ratio(r):
    return "-" if r is None else ("%.2fx" % r if r < 10 else "%.0fx" % r)


def _ok(rec):
    return rec is not None and rec.get("status") == "ok"


def _lib_cell(rec):
    if rec is None:
        return "-"
    st = rec.get("status", "-")
    if st == "n/a":
        return "n/a"
    if st != "ok":
        return st
    t = _ms(rec["wall_ms"])
    if rec.get("device_ms") is not None:
        t = "%s / %s" % (_ms(rec["device_ms"]), t)
    chk = rec.get("check")
    if chk is None:
        t += " ?"
    elif chk != "ok":
        t += " ✗"
    if rec.get("fallback"):
        t += " †"
    if rec.get("once"):
        t += " ¹"
    return t


def markdown(data):
    meta, records = data["meta"], data["records"]
    libs = list(meta["libs"])
    out = ["# gpnumpy application suite: %s" % meta["device"], ""]
    out.append("%s; %s. Libraries: %s. Versions: %s." % (
        meta["date"], "quick (CI) sizes" if meta["quick"] else "sizes " + ", ".join(meta["sizes"]),
        "; ".join("%s: %s" % kv for kv in meta["libs"].items()),
        ", ".join("%s %s" % kv for kv in meta["versions"].items())))
    out.append("")
    out.append("Reference rates measured in this run: %s." % _rates_line(meta.get("rates") or {}))
    out.append("")
    out.append("Times in ms: `device / wall` for GPU libraries (CUDA events on the library's stream "
               "/ host wall clock including the final synchronisation), wall only for NumPy; the "
               "median of up to %d runs after a warm-up (at most %.1f s of runs per entry). "
               "`speed-up` = NumPy wall / gpnumpy wall; `vs CuPy` = CuPy wall / gpnumpy wall "
               "(> 1: gpnumpy faster); `floor` = max(bytes / copy bandwidth, flops / matmul rate) "
               "from each application's least traffic and arithmetic; `x floor` = gpnumpy device "
               "(else wall) time / floor. Marks: ✗ answer differs from NumPy's, ? not checked "
               "(NumPy skipped at this size), † part of the work ran through gpnumpy's NumPy "
               "fallback (named in the `fallback` column), ¹ timed by its first call alone (longer than "
               "%g s). NumPy, or another library, is skipped where its time estimated from the "
               "previous size exceeds %g s (NumPy) or %g s (others)." % (
                   meta["reps"], meta["budget_s"], meta.get("gpu_limit_s", 20),
                   meta["numpy_limit_s"], meta.get("gpu_limit_s", 20)))
    out.append("")
    names = {"numpy": "NumPy", "gpnumpy": "gpnumpy", "cupy": "CuPy", "torch": "torch"}
    notes = []
    for size in meta["sizes"]:
        cells = [c for c in records if c["size"] == size]
        if not cells:
            continue
        out.append("## %s" % size)
        out.append("")
        head = ["application", "size"] + ["%s ms" % names.get(n, n) for n in libs] + \
            ["speed-up", "vs CuPy", "floor ms", "x floor", "first call s (%s)" % " / ".join(
                names.get(n, n) for n in libs if n != "numpy"), "check", "fallback"]
        out.append("| " + " | ".join(head) + " |")
        out.append("|" + "---|" * len(head))
        for c in cells:
            recs = c["libs"]
            gp, cp, npr = recs.get("gpnumpy"), recs.get("cupy"), recs.get("numpy")
            gp_ms = gp["wall_ms"] if _ok(gp) else None
            sp = _ratio(npr["wall_ms"] if _ok(npr) else None, gp_ms)
            vs = _ratio(cp["wall_ms"] if _ok(cp) else None, gp_ms)
            fl = c.get("floor_ms")
            gp_t = (gp.get("device_ms") or gp_ms) if _ok(gp) else None
            xf = _ratio(gp_t, fl)
            firsts = " / ".join(("%.2f" % recs[n]["first_s"]) if _ok(recs.get(n)) else "-"
                                for n in libs if n != "numpy")
            bad = [n for n in libs if _ok(recs.get(n)) and recs[n].get("check") not in ("ok", None)]
            unchecked = [n for n in libs if _ok(recs.get(n)) and recs[n].get("check") is None]
            chk = ("✗ " + ", ".join(bad)) if bad else ("not checked" if unchecked and not any(
                _ok(recs.get(n)) and recs[n].get("check") == "ok" for n in libs) else "ok")
            if not any(_ok(recs.get(n)) for n in libs):
                chk = "-"
            fb = ", ".join(gp.get("fallback") or []) if _ok(gp) else ""
            row = [c["title"], _params(c["params"])] + [_lib_cell(recs.get(n)) for n in libs] + \
                [_fmt_ratio(sp), _fmt_ratio(vs), _ms(fl), _fmt_ratio(xf), firsts, chk, fb or "-"]
            out.append("| " + " | ".join(row) + " |")
            for n in libs:
                r = recs.get(n) or {}
                if r.get("status", "").startswith("error") or r.get("status") == "skipped":
                    notes.append("%s, %s, %s: %s %s" % (c["app"], size, n, r["status"],
                                                         r.get("error", "")))
                elif str(r.get("check", "")).startswith("FAIL"):
                    notes.append("%s, %s, %s: %s" % (c["app"], size, n, r["check"]))
        out.append("")
    out.extend(profile_tables(data))
    floors = {}
    for c in records:
        floors.setdefault(c["app"], (c["title"], c["cost"].get("note", "")))
    out.append("## Floors")
    out.append("")
    for name, (title, note) in floors.items():
        out.append("- %s: %s" % (title, note or "no floor"))
    out.append("")
    if notes:
        out.append("## Notes")
        out.append("")
        out.extend("- " + n for n in notes)
        out.append("")
    if meta.get("elapsed_s") is not None:
        if "earlier_s" not in meta:
            out.append("Suite time: %.0f s." % meta["elapsed_s"])
        elif meta["earlier_s"] is None:
            out.append("Suite time: %.0f s for the part run last (--resume; an earlier part "
                       "was stopped before it recorded its time)." % meta["elapsed_s"])
        else:
            out.append("Suite time: %.0f s (%.0f s in earlier parts, --resume)."
                       % (meta["elapsed_s"] + meta["earlier_s"], meta["earlier_s"]))
        out.append("")
    return "\n".join(out)


def profile_tables(data):
    """The Profiles section: per cell, launches and busy time of gpnumpy and CuPy, gpnumpy's
    costliest kernels, and a reading of why gpnumpy is slower than CuPy or above 2x its floor."""
    meta, records = data["meta"], data["records"]
    profiled = [c for c in records if any(isinstance((c["libs"].get(n) or {}).get("profile"),
                                                     dict) for n in PROFILED)]
    if not profiled:
        return []
    out = ["## Profiles", "",
           "%s. `kernels` = kernel launches per run (copies and memsets apart); `busy` = device "
           "time per run spent in kernels and copies, against the run's device time (CUDA "
           "events): what is missing is the device waiting for the host. `reading`: why "
           "gpnumpy is slower than CuPy, or more than 2x above its floor, from these figures."
           % meta.get("profile", "torch.profiler"), "",
           "| application | size | gpnumpy kernels | gpnumpy busy / device ms | CuPy kernels "
           "| CuPy busy / device ms | gpnumpy's costliest kernels (ms per run) | reading |",
           "|---|---|---|---|---|---|---|---|"]
    for c in profiled:
        gp, cp = c["libs"].get("gpnumpy") or {}, c["libs"].get("cupy") or {}
        pg, pc = gp.get("profile") or {}, cp.get("profile") or {}

        def launches(p):
            if "error" in p:
                return "error"
            return "-" if "kernels" not in p else "%.0f" % p["kernels"] + (
                " (+%.0f copies)" % p["copies"] if p.get("copies") else "")

        def busy(p, rec):
            return "-" if "busy_ms" not in p else "%s / %s" % (_ms(p["busy_ms"]),
                                                               _ms(rec.get("device_ms")))
        top = "; ".join("%s x%.0f %s" % (short_name(nm, 40), k, _ms(ms))
                        for nm, k, ms in pg.get("top", [])[:3]) or "-"
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            c["title"], c["size"], launches(pg), busy(pg, gp), launches(pc), busy(pc, cp),
            top, reading(c)))
    out.append("")
    return out


def reading(c):
    """Why a cell is slower than CuPy or above 2x its floor, in the profile's figures."""
    gp, cp = c["libs"].get("gpnumpy") or {}, c["libs"].get("cupy") or {}
    pg, pc = gp.get("profile") or {}, cp.get("profile") or {}
    if not _ok(gp) or "busy_ms" not in pg:
        return "-"
    dev = gp.get("device_ms") or gp["wall_ms"]
    slower = _ok(cp) and cp["wall_ms"] < gp["wall_ms"]
    fl = c.get("floor_ms")
    over = fl is not None and dev > 2 * fl
    if not slower and not over:
        return "at least CuPy's speed, within 2x of the floor"
    why = []
    idle = 1 - pg["busy_ms"] / dev if dev else 0.0
    if idle > 0.25:
        why.append("device idle %.0f%% of the run: host-bound, %.0f launches at %.1f us of "
                   "device time each" % (100 * idle, pg["kernels"],
                                         1e3 * dev / max(1.0, pg["kernels"] + pg["copies"])))
    if slower and "kernels" in pc and pg["kernels"] > 1.2 * pc["kernels"]:
        why.append("%.0f launches against CuPy's %.0f" % (pg["kernels"], pc["kernels"]))
    if slower and "busy_ms" in pc and pg["busy_ms"] > 1.1 * pc["busy_ms"]:
        nm, _, ms = pg["top"][0]
        why.append("kernel time %s ms against CuPy's %s (most in %s, %s ms)" % (
            _ms(pg["busy_ms"]), _ms(pc["busy_ms"]), short_name(nm, 40), _ms(ms)))
    if over and idle <= 0.25 and pg.get("top"):
        nm, _, ms = pg["top"][0]
        why.append("kernels busy %.1fx the floor; %.0f%% in %s" % (
            pg["busy_ms"] / fl, 100 * ms / pg["busy_ms"], short_name(nm, 40)))
        if pg["kernels"] >= 4 and nm.startswith("gpnumpy_") and "reduce" not in nm:
            why.append("one elementwise kernel per operation (%.0f a run), each a pass over "
                       "memory, where the floor counts the data once (fusion, off by "
                       "default, merges them)" % pg["kernels"])
    if slower and not why:
        why.append("same launches and kernel time as CuPy within 10-20%: host time per launch")
    return "; ".join(why)


def _params(p):
    return ", ".join("%s=%s" % (k, _num(v)) for k, v in p.items())


def _num(v):
    if isinstance(v, int) and v >= 1024 and v & (v - 1) == 0:
        return "2^%d" % (v.bit_length() - 1)
    return str(v)


def draw_chart(data, path):
    """Speed-up of each GPU library over NumPy and gpnumpy's ratio to CuPy, per application."""
    try:
        import matplotlib  # optional: no chart without it
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except Exception as exc:
        print("no chart (%s: %s); `suite.py --redraw %s` draws it where matplotlib is installed"
              % (type(exc).__name__, exc, path[:-4] + ".bench.json"), file=sys.stderr)
        return False
    meta, records = data["meta"], data["records"]
    titles = []
    for c in records:
        if c["title"] not in titles:
            titles.append(c["title"])
    short = {c["title"]: c["app"].replace("_", " ") for c in records}
    sizes = [s for s in meta["sizes"] if any(c["size"] == s for c in records)]
    gpu = [n for n in meta["libs"] if n in GPU_LIBS]
    # panel 1: per library, speed-up over NumPy at the largest size NumPy ran
    speed = {n: [] for n in gpu}
    for t in titles:
        cells = [c for c in records if c["title"] == t and _ok(c["libs"].get("numpy"))]
        c = cells[-1] if cells else None
        for n in gpu:
            r = c["libs"].get(n) if c else None
            speed[n].append(_ratio(c["libs"]["numpy"]["wall_ms"], r["wall_ms"])
                            if c and _ok(r) else None)
    vs = {s: [] for s in sizes}
    for s in sizes:
        for t in titles:
            cs = [c for c in records if c["title"] == t and c["size"] == s]
            r = cs[0]["libs"] if cs else {}
            vs[s].append(_ratio(r["cupy"]["wall_ms"], r["gpnumpy"]["wall_ms"])
                         if _ok(r.get("cupy")) and _ok(r.get("gpnumpy")) else None)
    fig, axes = plt.subplots(2, 1, figsize=(max(10, 0.7 * len(titles) + 3), 9))
    labels = [short[t] for t in titles]
    _bars(axes[0], labels, speed, "speed-up over NumPy\n(largest size NumPy ran)")
    _bars(axes[1], labels, vs, "gpnumpy vs CuPy\n(CuPy time / gpnumpy time)")
    for ax, series in zip(axes, (speed, vs)):
        ax.axhline(1.0, color="black", linewidth=0.8)
        if all(v is None for vals in series.values() for v in vals):
            ax.text(0.5, 0.5, "no figures (library not measured)", transform=ax.transAxes,
                    ha="center")
    fig.suptitle("gpnumpy application suite: %s (%s)" % (meta["device"], meta["date"]))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return True


def _bars(ax, titles, series, ylabel):
    x = numpy.arange(len(titles))
    width = 0.8 / max(1, len(series))
    for i, (name, vals) in enumerate(series.items()):
        v = [numpy.nan if a is None else a for a in vals]
        ax.bar(x + (i - (len(series) - 1) / 2) * width, v, width, label=name)
    ax.set_yscale("log")
    ax.set_ylabel(ylabel, fontsize=9)
    ax.set_xticks(x)
    ax.set_xticklabels(titles, rotation=30, ha="right", fontsize=8)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)


def write_outputs(data, paths, draw):
    tmp = paths["json"] + ".tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1, default=_json_default)
    os.replace(tmp, paths["json"])
    with open(paths["md"], "w") as f:
        f.write(markdown(data))
    if draw:
        draw_chart(data, paths["png"])


def _json_default(o):
    if isinstance(o, numpy.generic):
        return o.item()
    return str(o)


# ---------------------------------------------------------------- micro-benchmarks
def micro_scripts():
    return {os.path.basename(p)[len("bench_"):-3]: p
            for p in sorted(glob.glob(os.path.join(HERE, "bench_*.py")))}


def run_micro(which, extra):
    scripts = micro_scripts()
    if which == "list":
        for name, path in scripts.items():
            print("%-14s %s" % (name, os.path.relpath(path)))
        return 0
    names = list(scripts) if which == "all" else which.split(",")
    unknown = [n for n in names if n not in scripts]
    if unknown:
        print("unknown micro-benchmark %s (known: %s)" % (", ".join(unknown), ", ".join(scripts)),
              file=sys.stderr)
        return 2
    rc = 0
    for n in names:
        print("== bench_%s.py %s" % (n, " ".join(extra)), flush=True)
        rc = max(rc, subprocess.call([sys.executable, scripts[n]] + extra))
    return rc


# ---------------------------------------------------------------- command line
def parse(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="CI sizes (the 'tiny' row), 3 runs: host-friendly")
    ap.add_argument("--only", help="comma-separated applications (default: all): "
                    + ", ".join(apps.APPS))
    ap.add_argument("--sizes", help="comma-separated sizes of %s (default small,medium,large)"
                    % ", ".join(apps.SIZE_NAMES))
    ap.add_argument("--libs", default=",".join(_libs.LIB_NAMES),
                    help="comma-separated libraries (default %(default)s; missing ones are n/a)")
    ap.add_argument("--out", default=os.path.join(HERE, "results"),
                    help="directory for <device>.md, .png, .bench.json (default %(default)s)")
    ap.add_argument("--reps", type=int, help="timed runs per entry (default 5; --quick 3)")
    ap.add_argument("--budget", type=float,
                    help="seconds of timed runs per entry (default 1; --quick 0.3)")
    ap.add_argument("--numpy-limit", type=float, default=10.0,
                    help="skip NumPy where its estimated time exceeds this (s, default %(default)s)")
    ap.add_argument("--gpu-limit", type=float, default=20.0,
                    help="the same for the other libraries (default %(default)s s); one whose "
                    "first call takes longer than this is timed by that call alone")
    ap.add_argument("--time-limit", type=float, default=0,
                    help="stop starting entries after this many seconds (0: none); the tables "
                    "mark the rest 'skipped'")
    ap.add_argument("--resume", action="store_true",
                    help="keep the entries of an earlier run's .bench.json in --out that are "
                    "complete, run the rest (those skipped for --time-limit, or new)")
    ap.add_argument("--no-chart", action="store_true", help="write no PNG")
    ap.add_argument("--profile", action="store_true",
                    help="after timing, one more run per cell of gpnumpy and CuPy under "
                    "torch.profiler: launches, busy time, costliest kernels (a Profiles table); "
                    "with --resume, profiles an earlier run's cells without timing them again")
    ap.add_argument("--profile-limit", type=float, default=5.0,
                    help="profile only runs shorter than this (s, default %(default)s)")
    ap.add_argument("--redraw", metavar="JSON", help="rebuild .md and .png from a .bench.json")
    ap.add_argument("--micro", metavar="NAME",
                    help="run micro-benchmark bench_NAME.py ('list', 'all', or a comma list); "
                    "arguments after -- go to it")
    ap.add_argument("-v", "--verbose", action="store_true", help="print tracebacks of errors")
    opts, extra = ap.parse_known_args(argv)
    if extra and opts.micro is None:
        ap.error("unrecognized arguments: %s" % " ".join(extra))
    opts.extra = [a for a in extra if a != "--"]
    opts.only = opts.only.split(",") if opts.only else list(apps.APPS)
    for name in opts.only:
        if name not in apps.APPS:
            ap.error("unknown application %r (known: %s)" % (name, ", ".join(apps.APPS)))
    if opts.sizes:
        opts.sizes = opts.sizes.split(",")
    else:
        opts.sizes = ["tiny"] if opts.quick else ["small", "medium", "large"]
    for s in opts.sizes:
        if s not in apps.SIZE_NAMES:
            ap.error("unknown size %r (known: %s)" % (s, ", ".join(apps.SIZE_NAMES)))
    opts.libs = opts.libs.split(",")
    for n in opts.libs:
        if n not in _libs.LIB_NAMES:
            ap.error("unknown library %r (known: %s)" % (n, ", ".join(_libs.LIB_NAMES)))
    if "numpy" not in opts.libs:
        opts.libs.insert(0, "numpy")  # the reference every answer is checked against
    opts.reps = opts.reps or (3 if opts.quick else 5)
    opts.budget = opts.budget if opts.budget is not None else (0.3 if opts.quick else 1.0)
    return opts


def main(argv=None):
    opts = parse(sys.argv[1:] if argv is None else argv)
    if opts.micro:
        return run_micro(opts.micro, opts.extra)
    if opts.redraw:
        with open(opts.redraw) as f:
            data = json.load(f)
        base = opts.redraw[:-len(".bench.json")] if opts.redraw.endswith(".bench.json") \
            else os.path.splitext(opts.redraw)[0]
        paths = {"md": base + ".md", "png": base + ".png", "json": opts.redraw}
        with open(paths["md"], "w") as f:
            f.write(markdown(data))
        draw_chart(data, paths["png"])
        print(markdown(data))
        return 0
    data, paths = run_suite(opts)
    with open(paths["md"]) as f:
        print(f.read())
    # the exit status of a main job: every answer NumPy's, and gpnumpy ran every program
    failed = [c for c in data["records"] for n, r in c["libs"].items()
              if str(r.get("check", "")).startswith("FAIL")
              or (n in ("numpy", "gpnumpy") and str(r.get("status", "")).startswith("error"))]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
