"""Elementwise performance figures of the foundation issue: gpnumpy against CuPy
on one GPU, in one process, on the same data.

Device times come from CUDA events (gpnumpy: events on gpnumpy's current
stream; CuPy: ``cupy.cuda.Event``), after warm-up, as the median of ``--reps``
runs.  Each bandwidth counts the fewest bytes the operation must move (every
input read once, the output written once).  The floor of a case is those bytes
over the copy bandwidth measured in case (a) of the same run; a goal is a share
of that copy bandwidth (the issue's H200 goals over its 4196 GB/s copy), so the
same goals apply on an H100.

    python3 benchmarks/bench_elementwise.py [--json PATH] [--reps 25] [--cases a,b,...]

Exits 0 without timing anything when gpnumpy runs on the host (no GPU).
"""
from __future__ import annotations

import argparse
import gc
import json
import math
import platform
import statistics
import sys
import time

import numpy as np


from _common import import_gpnumpy  # noqa: E402

# The H200 figures (GB/s, or ms).  Bandwidth goals become shares of
# the copy bandwidth so that they carry over to another GPU.
H200_COPY_GBS = 4196.0
GOALS = {
    "b": ("bandwidth", 3900.0 / H200_COPY_GBS),
    "c": ("bandwidth", 3000.0 / H200_COPY_GBS),
    "d": ("bandwidth", 3000.0 / H200_COPY_GBS),
    "e": ("bandwidth", 3500.0 / H200_COPY_GBS),
    "f": ("latency", 1.0),              # per call <= CuPy's in the same run
    "g": ("time", 1.5 / 5.08),          # <= 1.5 ms where CuPy takes 5.08 ms
}

ALL_CASES = "abcdefg"
LABELS = {"a": "copy (reference)", "b": "a + b", "c": "x.T + y.T", "d": "x + y.T",
          "e": "astype(float16)", "f": "a + b, 1000 elem (host)", "g": "x*y + w*v - x"}


# ----------------------------------------------------------------- timing
class GpTimer:
    """CUDA events on gpnumpy's current stream."""

    def __init__(self, gp):
        from cuda.core import EventOptions
        from gpnumpy._core import device as gpdev
        self.gp = gp
        self.stream = gpdev.current_stream()
        try:
            self.opts = EventOptions(timing_enabled=True)   # cuda-core 1.x
        except TypeError:
            self.opts = EventOptions(enable_timing=True)

    def time(self, fn, reps, warmup, cover=None):
        """Median milliseconds of ``fn()`` between two events.  ``cover``: a call queued
        before the first event each time, long enough that the device is still busy with it
        when ``fn``'s first kernel is queued: the figure is then the device's time alone
        (without it, the host's time up to that launch counts too)."""
        from gpnumpy._kernels import compiler
        fn()
        compiler.finish_builds()  # (time the full kernels, not a cold cache's quick builds)
        for _ in range(warmup):
            fn()
        self.gp.synchronize()
        times = []
        for _ in range(reps):
            if cover is not None:
                cover()
            e1 = self.stream.record(options=self.opts)
            out = fn()
            e2 = self.stream.record(options=self.opts)
            e2.sync()
            times.append(float(e2 - e1))
            del out
        return statistics.median(times), times

    def sync(self):
        self.gp.synchronize()


class CupyTimer:
    def __init__(self, cupy):
        self.cupy = cupy

    def time(self, fn, reps, warmup):
        cp = self.cupy
        for _ in range(warmup):
            fn()
        cp.cuda.get_current_stream().synchronize()
        times = []
        for _ in range(reps):
            e1, e2 = cp.cuda.Event(), cp.cuda.Event()
            e1.record()
            out = fn()
            e2.record()
            e2.synchronize()
            times.append(float(cp.cuda.get_elapsed_time(e1, e2)))
            del out
        return statistics.median(times), times

    def sync(self):
        self.cupy.cuda.get_current_stream().synchronize()


def host_per_call(fn, sync, calls, rounds):
    """Host microseconds per call: ``calls`` calls with no sync inside, then one sync."""
    for _ in range(max(1, calls // 5)):
        fn()
    sync()
    per = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(calls):
            fn()
        sync()
        per.append((time.perf_counter() - t0) / calls * 1e6)
    return statistics.median(per), per


# ----------------------------------------------------------------- helpers
def gbs(nbytes, ms):
    return nbytes / (ms * 1e-3) / 1e9 if ms else float("nan")


def free_gp(gp):
    gc.collect()
    try:
        from gpnumpy._core import device as gpdev
        gpdev.free_cached_memory()
    except Exception:
        gp.synchronize()


def free_cupy(cupy):
    if cupy is None:
        return
    gc.collect()
    cupy.cuda.get_current_stream().synchronize()
    cupy.get_default_memory_pool().free_all_blocks()


def layout(arr):
    try:
        f = arr.flags
        return "C" if f.c_contiguous else ("F" if f.f_contiguous else "strided")
    except Exception:
        return "?"


def versions(cupy):
    out = {"python": platform.python_version(), "numpy": np.__version__}
    for name in ("cuda.core", "cuda.bindings"):
        try:
            mod = __import__(name, fromlist=["__version__"])
            out[name] = mod.__version__
        except Exception:
            pass
    if cupy is not None:
        out["cupy"] = cupy.__version__
    return out


# ----------------------------------------------------------------- cases
class Bench:
    def __init__(self, gp, cupy, args):
        self.gp, self.cupy, self.args = gp, cupy, args
        self.gpt = GpTimer(gp)
        self.cpt = CupyTimer(cupy) if cupy is not None else None
        self.n = 1 << args.log2
        self.rows = 1 << (args.log2 // 2)
        self.cols = self.n // self.rows
        self.copy_gbs = None
        self.results = []
        rng = np.random.default_rng(7)
        t0 = time.perf_counter()
        # Random, never zeros: the device must not be timed on special data.
        self.host = {k: rng.random(self.n, dtype=np.float32) + 0.5 for k in "xywv"}
        print("host inputs: 4 x %d float32 (%.1f s)" % (self.n, time.perf_counter() - t0))

    # Each library runs a case on its own inputs, which are freed before the
    # other library allocates: at most one case's working set lives at a time.
    def run_both(self, key, title, nbytes, make, op, check=None):
        row = {"case": key, "title": title, "bytes": nbytes}
        for lib in ("gpnumpy", "cupy"):
            xp = self.gp if lib == "gpnumpy" else self.cupy
            if xp is None:
                row[lib + "_error"] = "CuPy not available"
                continue
            timer = self.gpt if lib == "gpnumpy" else self.cpt
            args = None
            try:
                args = make(xp)
                ms, all_ms = timer.time(lambda: op(xp, *args), self.args.reps, self.args.warmup)
                row[lib + "_ms"] = ms
                row[lib + "_runs_ms"] = all_ms
                row[lib + "_gbs"] = gbs(nbytes, ms)
                if lib == "gpnumpy":
                    out = op(xp, *args)
                    row["gpnumpy_layout"] = layout(out)
                    if check is not None and not self.args.no_check:
                        row["check"] = check(self.gp.asnumpy(out))
                    del out
            except Exception as exc:  # report and go on with the other cases
                row[lib + "_error"] = "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0][:200])
            finally:
                args = None
                if lib == "gpnumpy":
                    free_gp(self.gp)
                else:
                    free_cupy(self.cupy)
        self.finish(row)

    def finish(self, row):
        gp_ms, cp_ms = row.get("gpnumpy_ms"), row.get("cupy_ms")
        if gp_ms and cp_ms:
            row["speed_vs_cupy"] = cp_ms / gp_ms
        if self.copy_gbs and row.get("bytes"):
            row["floor_ms"] = row["bytes"] / (self.copy_gbs * 1e9) * 1e3
        goal = GOALS.get(row["case"])
        if goal and self.copy_gbs:
            kind, share = goal
            if kind == "bandwidth":
                row["goal"] = ">= %.0f GB/s (%.1f%% of copy)" % (share * self.copy_gbs, share * 100)
                if gp_ms:
                    row["goal_met"] = row["gpnumpy_gbs"] >= share * self.copy_gbs
            elif kind == "time" and cp_ms:
                row["goal"] = "<= %.3f ms (%.0f%% of CuPy's time)" % (share * cp_ms, share * 100)
                if gp_ms:
                    row["goal_met"] = gp_ms <= share * cp_ms
        self.results.append(row)
        self.print_row(row)

    def print_row(self, r):
        unit = "us/call" if r["case"] == "f" else "ms"
        parts = ["(%s) %s" % (r["case"], r["title"])]
        for lib in ("gpnumpy", "cupy"):
            if lib + "_ms" in r:
                bw = "" if r["case"] == "f" else ", %.0f GB/s" % r[lib + "_gbs"]
                parts.append("    %-8s %.4g %s%s" % (lib, r[lib + "_ms"], unit, bw))
            elif lib + "_error" in r:
                parts.append("    %-8s %s" % (lib, r[lib + "_error"]))
        extra = []
        if "speed_vs_cupy" in r:
            extra.append("gpnumpy/CuPy speed %.2fx" % r["speed_vs_cupy"])
        if "floor_ms" in r:
            extra.append("floor %.4g ms" % r["floor_ms"])
        if "goal" in r:
            extra.append("goal %s: %s" % (r["goal"], {True: "met", False: "NOT met"}.get(r.get("goal_met"), "?")))
        if "gpnumpy_layout" in r:
            extra.append("result layout %s" % r["gpnumpy_layout"])
        if "check" in r:
            extra.append("check: %s" % r["check"])
        if extra:
            parts.append("    " + "; ".join(extra))
        print("\n".join(parts), flush=True)

    # (a) copy bandwidth: the reference for every floor and goal
    def case_a(self):
        n, nbytes = self.n, 8 * self.n
        row = {"case": "a", "title": "copy float32 2^%d (read + write)" % self.args.log2,
               "bytes": nbytes}
        # cuMemcpyDtoD through cuda.core on gpnumpy's stream: no kernel involved.
        try:
            from cuda.core import Device
            dev, s = Device(), self.gpt.stream
            src, dst = dev.allocate(4 * n, stream=s), dev.allocate(4 * n, stream=s)
            ms, runs = self.gpt.time(lambda: src.copy_to(dst, stream=s), self.args.reps, self.args.warmup)
            row["memcpy_ms"], row["memcpy_runs_ms"], row["memcpy_gbs"] = ms, runs, gbs(nbytes, ms)
            src.close(s)
            dst.close(s)
            s.sync()
        except Exception as exc:
            row["memcpy_error"] = "%s: %s" % (type(exc).__name__, exc)
        if self.cupy is not None:
            cp = self.cupy
            a = cp.asarray(self.host["x"])
            b = cp.empty_like(a)
            ms, runs = self.cpt.time(lambda: cp.copyto(b, a), self.args.reps, self.args.warmup)
            row["cupy_ms"], row["cupy_runs_ms"], row["cupy_gbs"] = ms, runs, gbs(nbytes, ms)
            del a, b
            free_cupy(cp)
        refs = [row[k] for k in ("memcpy_gbs", "cupy_gbs") if k in row]
        self.copy_gbs = max(refs) if refs else None
        row["copy_gbs"] = self.copy_gbs
        self.results.append(row)
        print("(a) %s" % row["title"])
        if "memcpy_gbs" in row:
            print("    cuMemcpyDtoD  %.4g ms, %.0f GB/s" % (row["memcpy_ms"], row["memcpy_gbs"]))
        else:
            print("    cuMemcpyDtoD  %s" % row.get("memcpy_error"))
        if "cupy_gbs" in row:
            print("    cupy.copyto   %.4g ms, %.0f GB/s" % (row["cupy_ms"], row["cupy_gbs"]))
        else:
            print("    cupy.copyto   CuPy not available")
        print("    copy bandwidth reference: %s GB/s (H200 in the issue: %.0f)"
              % ("%.0f" % self.copy_gbs if self.copy_gbs else "?", H200_COPY_GBS), flush=True)

    def case_b(self):
        hx, hy = self.host["x"], self.host["y"]
        self.run_both("b", "a + b, float32 2^%d" % self.args.log2, 12 * self.n,
                      lambda xp: (xp.asarray(hx), xp.asarray(hy)),
                      lambda xp, a, b: a + b,
                      lambda got: "exact" if np.array_equal(got, hx + hy) else "WRONG")

    def _square(self, k):
        return self.host[k].reshape(self.rows, self.cols)

    def case_c(self):
        hx, hy = self._square("x"), self._square("y")
        self.run_both("c", "a + b, a = x.T, b = y.T (%dx%d float32; F result)" % (self.rows, self.cols),
                      12 * self.n,
                      lambda xp: (xp.asarray(hx).T, xp.asarray(hy).T),
                      lambda xp, a, b: a + b,
                      lambda got: "exact" if np.array_equal(got, hx.T + hy.T) else "WRONG")

    def case_d(self):
        if self.rows != self.cols:
            print("(d) skipped: needs a square shape (even --log2)")
            return
        hx, hy = self._square("x"), self._square("y")
        self.run_both("d", "a + b.T (%dx%d float32)" % (self.rows, self.cols), 12 * self.n,
                      lambda xp: (xp.asarray(hx), xp.asarray(hy)),
                      lambda xp, a, b: a + b.T,
                      lambda got: "exact" if np.array_equal(got, hx + hy.T) else "WRONG")

    def case_e(self):
        hx = self.host["x"]
        self.run_both("e", "a.astype(float16) from float32 2^%d" % self.args.log2, 6 * self.n,
                      lambda xp: (xp.asarray(hx),),
                      lambda xp, a: a.astype(xp.float16),
                      lambda got: "exact" if np.array_equal(got, hx.astype(np.float16)) else "WRONG")

    def case_g(self):
        h = self.host
        self.run_both("g", "x*y + w*v - x, float32 2^%d (fused floor: 20 B/elem)" % self.args.log2,
                      20 * self.n,
                      lambda xp: tuple(xp.asarray(h[k]) for k in "xywv"),
                      lambda xp, x, y, w, v: x * y + w * v - x,
                      lambda got: ("allclose" if np.allclose(got, h["x"] * h["y"] + h["w"] * h["v"] - h["x"],
                                                             rtol=1e-6, atol=0) else "WRONG"))

    # (f) small-op latency: host time per call
    def case_f(self):
        m, calls, rounds = 1000, self.args.small_calls, 5
        ha, hb = self.host["x"][:m].copy(), self.host["y"][:m].copy()
        row = {"case": "f", "title": "a + b, %d float32, host time per call (%d calls, then sync)"
                                     % (m, calls), "bytes": None}
        for lib in ("gpnumpy", "cupy"):
            xp = self.gp if lib == "gpnumpy" else self.cupy
            if xp is None:
                row[lib + "_error"] = "CuPy not available"
                continue
            timer = self.gpt if lib == "gpnumpy" else self.cpt
            try:
                a, b = xp.asarray(ha), xp.asarray(hb)
                us, per = host_per_call(lambda: a + b, timer.sync, calls, rounds)
                row[lib + "_ms"], row[lib + "_runs_ms"] = us, per   # microseconds here
                if lib == "gpnumpy" and not self.args.no_check:
                    row["check"] = "exact" if np.array_equal(self.gp.asnumpy(a + b), ha + hb) else "WRONG"
                a = b = None
            except Exception as exc:
                row[lib + "_error"] = "%s: %s" % (type(exc).__name__, str(exc).splitlines()[0][:200])
        if "gpnumpy_ms" in row and "cupy_ms" in row:
            row["speed_vs_cupy"] = row["cupy_ms"] / row["gpnumpy_ms"]
            row["goal"] = "<= CuPy's %.2f us" % row["cupy_ms"]
            row["goal_met"] = row["gpnumpy_ms"] <= row["cupy_ms"]
        self.results.append(row)
        self.print_row(row)

    def summary(self):
        head = "%-2s %-24s %10s %6s %10s %6s %6s %9s  %s"
        print()
        print(head % ("", "case", "gpnumpy", "GB/s", "CuPy", "GB/s", "gp/cp", "floor", "goal"))
        for r in self.results:
            c = r["case"]
            if c == "a":
                print(head % (c, "copy: memcpy | cupy", fmt(r.get("memcpy_ms"), unit=" ms"),
                              fmt(r.get("memcpy_gbs"), 0), fmt(r.get("cupy_ms"), unit=" ms"),
                              fmt(r.get("cupy_gbs"), 0), "", "", "reference %s GB/s" % fmt(self.copy_gbs, 0)))
                continue
            unit = " us" if c == "f" else " ms"
            met = {True: "met", False: "NOT met"}.get(r.get("goal_met"), "")
            print(head % (
                c, LABELS[c],
                fmt(r.get("gpnumpy_ms"), unit=unit) if "gpnumpy_ms" in r else "error",
                fmt(r.get("gpnumpy_gbs"), 0),
                fmt(r.get("cupy_ms"), unit=unit) if "cupy_ms" in r else "-",
                fmt(r.get("cupy_gbs"), 0),
                fmt(r.get("speed_vs_cupy"), 2, "x"),
                fmt(r.get("floor_ms"), unit=" ms"),
                ("%s %s" % (r.get("goal", ""), met)).strip()))
        print("gp/cp > 1: gpnumpy faster.  floor: bytes moved / copy bandwidth of case (a).")


def fmt(v, digits=None, unit=""):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    if digits is None:
        return "%.4g%s" % (v, unit)
    return "%.*f%s" % (digits, v, unit)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--json", metavar="PATH", help="write all results as JSON to PATH")
    ap.add_argument("--reps", type=int, default=25, help="timed runs per case (median; default 25)")
    ap.add_argument("--warmup", type=int, default=3, help="untimed runs before timing")
    ap.add_argument("--log2", type=int, default=28, help="elements = 2**LOG2 (default 28)")
    ap.add_argument("--small-calls", type=int, default=10000, help="calls per round in case (f)")
    ap.add_argument("--cases", default=ALL_CASES, help="which cases, e.g. abf (default all)")
    ap.add_argument("--no-check", action="store_true", help="skip the result checks against NumPy")
    args = ap.parse_args(argv)

    gp = import_gpnumpy()
    from gpnumpy._core import device as gpdev
    if not gpdev.ON_DEVICE:
        print("gpnumpy runs on the host (%s): no GPU to benchmark, skipping." % gpdev.device_name())
        return 0
    try:
        import cupy
        cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:
        cupy = None
        print("CuPy not available (%s: %s); timing gpnumpy alone." % (type(exc).__name__, exc))

    print("gpnumpy elementwise benchmark on " + gpdev.device_name())
    print("versions: " + ", ".join("%s %s" % kv for kv in versions(cupy).items()))
    print("timing: CUDA events, %d warm-up runs, median of %d" % (args.warmup, args.reps))
    bench = Bench(gp, cupy, args)
    cases = "a" + "".join(c for c in args.cases if c in ALL_CASES and c != "a")
    for c in ALL_CASES:
        if c in cases:
            getattr(bench, "case_" + c)()
    bench.summary()

    if args.json:
        doc = {"device": gpdev.device_name(), "versions": versions(cupy),
               "reps": args.reps, "warmup": args.warmup, "elements": bench.n,
               "copy_gbs": bench.copy_gbs, "h200_copy_gbs": H200_COPY_GBS,
               "results": bench.results}
        with open(args.json, "w") as f:
            json.dump(doc, f, indent=1)
        print("results written to " + args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
