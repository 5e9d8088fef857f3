"""Short-row reductions under other lane rules: sums and argmaxes along rows of 3 to 32
elements, with ``reduction._lanes`` replaced by "``per`` vectors (or elements) a lane" for
per in 1, 2, 4, 8, 16, against CuPy in the same run (CUDA events, median ms).  The figures
behind ``reduction._lanes``'s rule.

    python3 benchmarks/diag_lanes.py

Exits 0 without timing anything when gpnumpy runs on the host (no GPU).
"""
import numpy as np

from _common import import_gpnumpy, time_gp, time_cp, cupy

gp = import_gpnumpy()
from gpnumpy._core import device, reduction  # noqa: E402


def _clear():
    for c in (reduction._plans, reduction._front, reduction._arg_front):
        c.clear()


def main():
    if not device.ON_DEVICE or cupy is None:
        print("diag_lanes: no GPU (or no CuPy): nothing timed")
        return
    n = 1 << 28
    h = np.random.default_rng(3).random(n, dtype=np.float32)
    x = gp.asarray(h)
    cx = cupy.asarray(h)
    orig = reduction._lanes
    print("sum / argmax ms, per vectors (or elements) a lane")
    for w, dt in ((3, np.float32), (7, np.float32), (30, np.float32), (32, np.float32),
                  (7, np.float64), (16, np.float64)):
        m = n // w // (2 if dt == np.float64 else 1)
        a = x[:m * w].astype(dt).reshape(m, w)
        ca = cx[:m * w].astype(dt).reshape(m, w)
        want = a.get().sum(axis=1)
        line = []
        try:
            for per in (1, 2, 4, 8, 16):
                reduction._lanes = lambda K, vec, per=per: min(
                    32, 1 << max(0, (-(-K // (per * vec)) - 1).bit_length()))
                _clear()
                t = time_gp(lambda: a.sum(axis=1))
                ta = time_gp(lambda: a.argmax(axis=1))
                ok = np.allclose(a.sum(axis=1).get(), want, rtol=1e-4)
                line.append("per%d %.3f/%.3f%s" % (per, t, ta, "" if ok else " WRONG"))
        finally:
            reduction._lanes = orig
            _clear()
        c, cA = time_cp(lambda: ca.sum(axis=1)), time_cp(lambda: ca.argmax(axis=1))
        print("w=%3d %-7s cupy %.3f/%.3f | %s" % (w, np.dtype(dt).name, c, cA, " ".join(line)),
              flush=True)


if __name__ == "__main__":
    main()
