"""Fusion's ``auto`` mode against ``off`` and against variants of its policy, on rows of the
application suite: where its cost is on rows that fuse little, and what other policies would
give.

    python3 benchmarks/diag_auto.py [app:size,app:size,...]

Modes, alternating in order and reversed from round to round (8 rounds, 5 timed runs each,
the best counts; wall clock to the final synchronisation, every mode warmed first):
``off``; ``auto``; ``nowatch``: auto without the allocation watch that asks whether the
device is behind (``device.watch_lag``); ``nostore``: auto without fused stores into existing
arrays; ``nodefer``: auto that never defers (what auto's gates alone cost); ``alwaysmid``:
auto deferring mid-size results whether or not the device is behind.  Prints off's time and
each mode's off/mode ratio (> 1: faster than off), then fusion.stats() of one round of
``auto`` and of ``alwaysmid``.  Needs a GPU (on the host every mode runs NumPy's loops)."""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import import_gpnumpy  # noqa: E402

gp = import_gpnumpy()
import apps  # noqa: E402
from gpnumpy._core import device, fusion, elementwise  # noqa: E402
from gpnumpy._kernels import compiler  # noqa: E402


def off():
    gp.fusion.set_mode("off")


def auto():
    gp.fusion.set_mode("auto")


def nowatch():
    auto()
    device.watch_lag(None, None)


def nostore():
    auto()
    elementwise.fuse_store = None


def nodefer():
    auto()
    device.watch_lag(None, None)
    fusion.cfg.min = 1 << 40


def alwaysmid():
    auto()
    device.watch_lag(None, None)
    fusion.cfg.min = fusion.cfg.threshold


MODES = {"off": off, "auto": auto, "nowatch": nowatch, "nostore": nostore, "nodefer": nodefer,
         "alwaysmid": alwaysmid}
ROWS = ("richardson_lucy:medium,richardson_lucy:small,mandelbrot:small,game_of_life:small,"
        "black_scholes:small,cfd_cavity:small,particles:small,mandelbrot:medium")


def row(name, size):
    app = apps.load(name)
    dev = {k: gp.asarray(v) if isinstance(v, np.ndarray) else v
           for k, v in app.inputs(app.SIZES[size]).items()}
    for f in MODES.values():  # (every mode's kernels built in full first)
        f()
        for _ in range(3):
            app.run(gp, **dev)
        gp.synchronize()
    compiler.finish_builds()
    best, stats = {}, {}
    for rnd in range(8):
        items = list(MODES.items())
        for m, f in (items if rnd % 2 == 0 else items[::-1]):
            f()
            app.run(gp, **dev)
            gp.synchronize()
            fusion.stats(reset=True)
            for _ in range(5):
                t0 = time.perf_counter()
                app.run(gp, **dev)
                gp.synchronize()
                best[m] = min(best.get(m, 1e9), time.perf_counter() - t0)
            if rnd == 0:
                stats[m] = fusion.stats()
    t = best["off"]
    print("%-16s %-6s off %.3f ms | " % (name, size, t * 1e3)
          + " ".join("%s %.3f" % (m, t / v) for m, v in best.items() if m != "off"), flush=True)
    for m in ("auto", "alwaysmid"):
        print("    %s stats (6 runs): %s" % (m, stats[m]), flush=True)


def main():
    if not device.ON_DEVICE:
        print("gpnumpy runs on the host: nothing to measure.")
        return
    for spec in (sys.argv[1] if len(sys.argv) > 1 else ROWS).split(","):
        row(*spec.split(":"))
    off()


if __name__ == "__main__":
    main()
