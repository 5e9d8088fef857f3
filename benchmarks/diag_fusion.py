"""Where fusion's time goes in the application loops (Jacobi, Game of Life, CG): fusion off vs auto.

    python3 benchmarks/diag_fusion.py [--sizes small,medium] [--reps 5]

Per application and size: a whole run (device time by CUDA events, and host wall time with
the final synchronisation; CuPy's device time where it is installed), fused kernels launched
per iteration, and for one iteration under
``auto`` its parts by CUDA events: the fused kernel alone (the graph built, then the flush
timed), the copy into the destination view, and one unfused operation on the same views for
scale, with the fused kernel's layout.  Exits 0 without timing anything on the host.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import import_gpnumpy, time_gp, time_cp, cupy  # noqa: E402

gp = import_gpnumpy()
from gpnumpy._kernels import compiler  # noqa: E402

from apps import jacobi, game_of_life, cg  # noqa: E402


def _wall(f, reps):
    from gpnumpy._core import device
    f()
    device.synchronize()
    best = []
    for _ in range(reps):
        t = time.perf_counter()
        f()
        device.synchronize()
        best.append(time.perf_counter() - t)
    return min(best) * 1e3


def _kernel_ms(f, k=40):
    """Device milliseconds of each kernel ``f`` launches: its launches captured, then each
    replayed ``k`` times back to back between CUDA events (no Python in between but the
    launch itself)."""
    from cuda.core import EventOptions
    from gpnumpy._core import device
    from gpnumpy._kernels import launch as L
    got = []
    old_fire, old_launch = L.Prepared.fire, L.launch

    def fire(self, grid, *args):
        got.append((lambda g=grid, a=args, s=self: old_fire(s, g, *a)))
        return old_fire(self, grid, *args)

    def launch(kernel, grid, args, block=L.BLOCK, fresh=False):
        got.append(lambda: old_launch(kernel, grid, list(args), block, True))
        return old_launch(kernel, grid, args, block, fresh)
    L.Prepared.fire, L.launch = fire, launch
    try:
        f()
    finally:
        L.Prepared.fire, L.launch = old_fire, old_launch
    s = device.current_stream()
    opt = EventOptions(timing_enabled=True)
    out = []
    for g in got:
        for _ in range(3):
            g()
        e1, e2 = s.device.create_event(opt), s.device.create_event(opt)
        s.record(e1)
        for _ in range(k):
            g()
        s.record(e2)
        e2.sync()
        out.append("%.4f" % ((e2 - e1) / k))
    return "+".join(out) or "-", None


def _cg_step(b):
    """One iteration of apps/cg.py's loop on ``b``'s problem, flushed at its end (the state
    kept across calls)."""
    st = cg.start(gp, b)

    def step():
        cg.iteration(gp, st)
        gp.fusion.flush()
    return step


def _layouts():
    from gpnumpy._core import fusion
    return sorted({str(p.layout) for p in fusion._plans.values() if p.layout is not None})


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sizes", default="small,medium")
    p.add_argument("--reps", type=int, default=5)
    args = p.parse_args()
    from gpnumpy._core.device import ON_DEVICE, device_name
    if not ON_DEVICE:
        print("diag_fusion: no GPU (%s): nothing timed" % device_name())
        return 0
    print("device:", device_name())
    for app in (jacobi, game_of_life, cg):
        for size in args.sizes.split(","):
            prm = app.SIZES[size]
            inp = app.inputs(prm)
            iters = inp.get("iters", inp.get("gens"))
            dev = {k: gp.asarray(v) if isinstance(v, np.ndarray) else v for k, v in inp.items()}
            line = "%-14s %-6s" % (app.__name__.split(".")[-1], size)
            for mode in ("off", "auto"):
                gp.fusion.set_mode(mode)

                def run():
                    r = app.run(gp, **dev)
                    gp.fusion.flush()
                    return r
                run()
                dms = time_gp(run, args.reps)
                wms = _wall(run, args.reps)
                gp.fusion.stats(reset=True)
                run()
                st = gp.fusion.stats()
                line += " | %s dev %7.2f ms wall %7.2f ms" % (mode, dms, wms)
                if mode == "auto":
                    line += " kernels/it %.1f" % (st["kernels"] / iters)
            if cupy is not None:
                cin = {k: cupy.asarray(v) if isinstance(v, np.ndarray) else v
                       for k, v in inp.items()}
                line += " | cupy dev %7.2f ms" % time_cp(lambda: app.run(cupy, **cin), args.reps)
                del cin
            print(line, flush=True)
            if app is cg:  # one iteration's kernels in each mode, each replayed alone
                for mode in ("off", "auto"):
                    gp.fusion.set_mode(mode)
                    step = _cg_step(dev["b"])
                    step()
                    compiler.finish_builds()  # (the fused kernels built, not run unfused)
                    step()
                    ks, _ = _kernel_ms(step)
                    ms = [float(k) for k in ks.split("+") if k != "-"]
                    print("    one iteration (%s): %d kernels, %.3f ms replayed one by one: %s"
                          % (mode, len(ms), sum(ms), ks), flush=True)
                dev = None
                gp.fusion.flush()
                continue
            # one iteration's parts under auto (CUDA events)
            gp.fusion.set_mode("auto")
            if app is jacobi:
                u = gp.asarray(inp["u0"])
                new = gp.asarray(inp["u0"])

                def build():
                    return 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])

                def one_op():
                    return u[:-2, 1:-1] + u[2:, 1:-1]
                dst = (slice(1, -1), slice(1, -1))
                target = new
            else:
                z = gp.asarray(inp["board"])

                def build():
                    nb = (z[:-2, :-2] + z[:-2, 1:-1] + z[:-2, 2:] + z[1:-1, :-2] + z[1:-1, 2:]
                          + z[2:, :-2] + z[2:, 1:-1] + z[2:, 2:])
                    alive = z[1:-1, 1:-1] == 1
                    return gp.astype((nb == 3) | (alive & (nb == 2)), np.uint8)

                def one_op():
                    return z[:-2, :-2] + z[:-2, 1:-1]
                dst = (slice(1, -1), slice(1, -1))
                target = z
            r = build()
            gp.fusion.flush()
            fk, lay = _kernel_ms(lambda: build()._mem.ptr)
            copy_ms, _ = _kernel_ms(lambda: target.__setitem__(dst, r))
            gp.fusion.set_mode("off")
            op_ms, _ = _kernel_ms(one_op)
            print("    kernels alone (auto): fused %s ms, copy into the view %s ms; one unfused "
                  "op on the views %s ms; fused layouts %s" % (fk, copy_ms, op_ms, _layouts()),
                  flush=True)
            dev = r = None
            gp.fusion.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
