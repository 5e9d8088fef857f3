"""Fusion off against auto on the application suite: one process, the two modes alternating.

    python3 benchmarks/ab_fusion.py [--sizes small,medium] [--only cg,jacobi] [--rounds 5]
                                    [--budget 0.15]

Separate processes per mode (suite.py run twice) differ by more than fusion does at these
sizes (the first process of a machine, the order, the host's load); here each application
and size gets its inputs on the device once, is warmed up under both modes (the fused
kernels' full builds finished), and then each round times whole runs under ``off`` and under
``auto``, the order swapped from round to round, for about ``--budget`` seconds each: wall
clock to the final synchronisation, what a program waits for.  The best run of each mode
counts (other load only ever adds time).  Each mode is first run until a run starts no
kernel build, and every run keeps its answers (a dropped one is never computed).  Printed
per row: both times; off / auto (> 1: auto faster); from fusion.stats, the kernels one run
launched under auto and its graphs that the executor's own kernels ran (a graph of one
node, or one whose fused kernel was still building); whether the two modes' answers are
bitwise equal.  Exits 0 without timing anything on the host (AB_FUSION_HOST=1: a dry run
there).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import import_gpnumpy  # noqa: E402

gp = import_gpnumpy()
import apps  # noqa: E402


def _host(r):
    if isinstance(r, tuple):
        return tuple(_host(x) for x in r)
    return numpy.asarray(gp.asnumpy(r)) if isinstance(r, gp.ndarray) else r


def _same(a, b):
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    a, b = numpy.asarray(a), numpy.asarray(b)
    return a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes()


def _best(run, budget):
    best = float("inf")
    t_end = time.perf_counter() + budget
    while True:
        t = time.perf_counter()
        held = run()  # (kept, as a program keeps its answers: a dropped one is never computed)
        gp.synchronize()
        best = min(best, time.perf_counter() - t)
        del held
        if time.perf_counter() >= t_end:
            return best


def _settled(run):
    """``run`` repeated under the current mode until it starts no kernel build (a graph met
    for the first time runs unfused while its fused kernel builds in the background)."""
    from gpnumpy._kernels import compiler
    for _ in range(6):
        gp.fusion.stats(reset=True)
        r = run()
        gp.synchronize()
        compiler.finish_builds()
        if not gp.fusion.stats()["cache_misses"]:
            return r
    return r


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sizes", default="small,medium")
    p.add_argument("--only", default=",".join(apps.APPS))
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--budget", type=float, default=0.15)
    args = p.parse_args()
    from gpnumpy._core.device import ON_DEVICE, device_name
    if not ON_DEVICE and not os.environ.get("AB_FUSION_HOST"):
        # (AB_FUSION_HOST=1: a dry run of the script on the host, figures meaningless)
        print("ab_fusion: no GPU (%s): nothing timed" % device_name())
        return 0
    print("device:", device_name())
    print("%-16s %-7s %10s %10s %9s %11s %9s  %s" % (
        "application", "size", "off ms", "auto ms", "off/auto", "kernels", "unfused", "bitwise"))
    worst = []
    for name in args.only.split(","):
        app = apps.load(name)
        for size in args.sizes.split(","):
            prm = app.SIZES[size]
            inp = app.inputs(prm)
            dev = {k: gp.asarray(v) if isinstance(v, numpy.ndarray) else v
                   for k, v in inp.items()}

            def run():
                return app.run(gp, **dev)
            try:
                got = {}
                for mode in ("off", "auto"):
                    gp.fusion.set_mode(mode)
                    _settled(run)
                    got[mode] = _host(run())
                gp.fusion.stats(reset=True)
                r = run()
                gp.synchronize()
                st = gp.fusion.stats()
                fused, unfused = st["kernels"], st["unfused"]
                del r
                best = {"off": float("inf"), "auto": float("inf")}
                for k in range(args.rounds):
                    for mode in (("off", "auto") if k % 2 == 0 else ("auto", "off")):
                        gp.fusion.set_mode(mode)
                        best[mode] = min(best[mode], _best(run, args.budget))
            except Exception as exc:  # (one application's failure: the others still run)
                print("%-16s %-7s error: %s: %s" % (name, size, type(exc).__name__, exc),
                      flush=True)
                continue
            finally:
                gp.fusion.set_mode("off")
            ratio = best["off"] / best["auto"]
            worst.append((ratio, name, size))
            print("%-16s %-7s %10.3f %10.3f %9.3f %11d %9d  %s" % (
                name, size, best["off"] * 1e3, best["auto"] * 1e3, ratio, fused, unfused,
                _same(got["off"], got["auto"])), flush=True)
            dev = None
    if worst:
        worst.sort()
        print("lowest off/auto: %s" % ", ".join("%s %s %.3f" % (n, s, r)
                                               for r, n, s in worst[:5]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
