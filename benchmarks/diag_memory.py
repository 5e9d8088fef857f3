"""Device memory under fusion: each application's peak pool bytes with fusion off, auto and
force, and a 10^5-iteration loop that never synchronises.

    python3 benchmarks/diag_memory.py [--sizes small,medium] [--iters 100000] [--only cg,jacobi]

Peak: the high-water mark of the driver's memory pool that gpnumpy allocates from through
cuda.core (the device's current pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH), reset before each run
after gpnumpy's free lists went back to the driver (``device.free_cached_memory``), less the
bytes in use at that moment (the inputs): what the run needed at its worst moment, blocks
gpnumpy kept cached for reuse included.  Per mode: the application's first run in that mode
(a fused kernel not on disk yet builds in the background while its graph runs unfused, node by
node), then, after every build finished, a later run; each result read at the end as the suite
does.

The loop: ``x = x * 0.5 + 1.0`` ("chain") and ``y = full(n, i % 7) * 2.0 + x`` ("new arrays")
on 2^20 float32, 10^5 iterations, nothing read until the end; the pool's bytes in use
(CU_MEMPOOL_ATTR_USED_MEM_CURRENT, which reads no device state) every 10^4 iterations.
Exits 0 without measuring anything on the host.
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import import_gpnumpy  # noqa: E402

gp = import_gpnumpy(fusion=None)

import apps  # noqa: E402

MODES = ("off", "auto", "force")


class _PoolMeter:
    """The driver's counters of the memory pool cuda.core allocates from."""

    def __init__(self):
        from gpnumpy._core import device
        drv = device._drv
        self.drv = drv
        dev = device._state.device
        err, self.pool = drv.cuDeviceGetMemPool(dev.device_id)
        assert err == drv.CUresult.CUDA_SUCCESS, err
        a = drv.CUmemPool_attribute
        self.used, self.high = a.CU_MEMPOOL_ATTR_USED_MEM_CURRENT, a.CU_MEMPOOL_ATTR_USED_MEM_HIGH

    def _get(self, attr):
        err, v = self.drv.cuMemPoolGetAttribute(self.pool, attr)
        assert err == self.drv.CUresult.CUDA_SUCCESS, err
        return int(v)

    def now(self):
        return self._get(self.used)

    def peak(self):
        return self._get(self.high)

    def reset(self):
        err, = self.drv.cuMemPoolSetAttribute(self.pool, self.high, self.drv.cuuint64_t(0))
        assert err == self.drv.CUresult.CUDA_SUCCESS, err


def _mb(b):
    return "%7s" % "-" if b is None else "%7.1f" % (b / 2**20)


def _peak(meter, f):
    """The pool's peak bytes while ``f()`` runs, less those in use before it, after
    gpnumpy's free lists went back to the driver."""
    from gpnumpy._core import device
    device.free_cached_memory()
    base = meter.now()
    meter.reset()
    f()
    gp.synchronize()
    return meter.peak() - base


def _app_peaks(meter, names, sizes):
    from gpnumpy._core import device
    from gpnumpy._kernels import compiler
    print("peak pool MB during one run (less the inputs): the first run (kernels cold: a "
          "fused kernel builds in the background while its graph runs unfused), then a run "
          "after every build finished; ratios of the later run to fusion off")
    print("%-16s %-7s first: %s   later: %s   %s" % (
        "application", "size", " ".join("%7s" % m for m in MODES),
        " ".join("%7s" % m for m in MODES), "auto/off force/off"))
    worst = 0.0
    for name in names:
        app = apps.load(name)
        for size in sizes:
            if size not in app.SIZES:
                continue
            p = app.SIZES[size]
            first, later = {}, {}
            for mode in MODES:
                gp.fusion.set_mode(mode)
                args = {k: (gp.asarray(v) if isinstance(v, np.ndarray) else v)
                        for k, v in app.inputs(p).items()}
                try:
                    first[mode] = _peak(meter, lambda: _read(app.run(gp, **args)))
                    compiler.finish_builds()
                    _read(app.run(gp, **args))  # (the plans take the built kernels)
                    later[mode] = _peak(meter, lambda: _read(app.run(gp, **args)))
                except Exception as exc:  # (one application's failure is a line, not the end)
                    first.setdefault(mode, None)
                    later[mode] = None
                    print("  %s %s %s: %s: %s" % (name, size, mode, type(exc).__name__, exc))
                del args
                device.free_cached_memory()
            ratios = []
            for m in ("auto", "force"):
                if later.get(m) is not None and later.get("off"):
                    ratios.append("%7.3f" % (later[m] / later["off"]))
                    worst = max(worst, later[m] / later["off"])
                else:
                    ratios.append("%7s" % "-")
            print("%-16s %-7s first: %s   later: %s   %s" % (
                name, size, " ".join(_mb(first[m]) for m in MODES),
                " ".join(_mb(later[m]) for m in MODES), "  ".join(ratios)), flush=True)
    print("largest ratio to fusion off (later runs): %.3f" % worst)


def _read(r):
    """The run's result read as the suite reads it (pending work computed), then dropped."""
    for x in (r if isinstance(r, tuple) else (r,)):
        if isinstance(x, gp.ndarray):
            x._mem.ptr


def _loop(meter, iters):
    from gpnumpy._core import device
    n = 1 << 20
    for mode in ("off", "auto", "force"):
        for kind in ("chain", "new arrays"):
            gp.fusion.set_mode(mode)
            device.free_cached_memory()
            base = meter.now()
            x = gp.ones(n, dtype=np.float32)
            marks = []
            for i in range(iters):
                if kind == "chain":
                    x = x * np.float32(0.5) + np.float32(1.0)
                else:
                    y = gp.full(n, np.float32(i % 7)) * np.float32(2.0) + x
                if (i + 1) % (iters // 10) == 0:
                    marks.append(meter.now() - base)
            val = float((x if kind == "chain" else y)[0])
            gp.synchronize()
            print("loop %-10s %-5s MB in use every %d iterations: %s (value %g)"
                  % (kind, mode, iters // 10, " ".join("%.1f" % (m / 2**20) for m in marks),
                     val), flush=True)
            del x
            if kind != "chain":
                del y
    gp.fusion.set_mode("auto")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="small,medium")
    ap.add_argument("--iters", type=int, default=100_000)
    ap.add_argument("--only", default="")
    opts = ap.parse_args()
    from gpnumpy._core import device
    if not device.ON_DEVICE:
        print("diag_memory: no GPU in use (gpnumpy on the host): nothing measured")
        return
    print("device:", device.device_name())
    meter = _PoolMeter()
    before = meter.now()
    probe = gp.empty(64 << 20, dtype=np.uint8)
    if meter.now() - before < 64 << 20:  # (cuda.core allocating from another pool)
        print("diag_memory: the device's current pool did not grow by a 64 MB allocation: "
              "not the pool gpnumpy allocates from; nothing measured")
        return
    del probe
    names = opts.only.split(",") if opts.only else list(apps.APPS)
    _app_peaks(meter, names, opts.sizes.split(","))
    if opts.iters:
        _loop(meter, opts.iters)


if __name__ == "__main__":
    main()
