"""A target for Nsight Compute: one random sampler's kernel, full builds with line info.

    ncu --kernel-name regex:_write --launch-skip 2 --launch-count 1 --set full \
        --import-source yes -o rep python3 benchmarks/prof_random.py normal

(a rejection sampler's chunk kernels end in _count, _agg, _top, _down, _write)

Methods: normal (standard_normal float32, 2^28), normal8 (float64, 2^27), random4 (random()
float32, 2^28: the fill kernel), random8 (float64), ints (integers(0, 1000) int64, 2^28), fillnormal (the
ziggurat's fast path on every word through the fill kernel: wrong values, the floor).  Three
calls each.  GP_PROF_DEFS="A B=1" defines macros in random.cu (e.g. GP_CMINB)."""
import os
import sys

import numpy as np

os.environ.setdefault("GPNUMPY_QUICK_BUILDS", "0")
from _common import import_gpnumpy  # noqa: E402

gp = import_gpnumpy()
from gpnumpy._core import device  # noqa: E402
from gpnumpy._kernels import compiler  # noqa: E402
import diag_random  # noqa: E402  (its DEFS hook and fill_normal)

compiler._OPTIONS["lineinfo"] = True  # source lines in the profile (the cache key has the options)
N = 1 << 28
CALLS = {
    "normal": lambda g: g.standard_normal(N, dtype=np.float32),
    "normal8": lambda g: g.standard_normal(N // 2),
    "random4": lambda g: g.random(N, dtype=np.float32),
    "random8": lambda g: g.random(N),
    "ints": lambda g: g.integers(0, 1000, N),
    "fillnormal": lambda g: diag_random.fill_normal(g, N, np.float32),
}


def main():
    f = CALLS[sys.argv[1] if len(sys.argv) > 1 else "normal"]
    diag_random.DEFS[:] = os.environ.get("GP_PROF_DEFS", "").split()
    g = gp.random.default_rng(11)
    for _ in range(3):
        f(g)
        compiler.finish_builds()
    device.synchronize()
    print("device:", device.device_name())


if __name__ == "__main__":
    main()
