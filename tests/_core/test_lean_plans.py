"""The lean paths' plans, seen with the device stubbed (benchmarks/host_profile.py's stand-in
driver: gpnumpy takes its device paths, launches return at once).  A full reduction planned
once is fired directly afterwards, its split second pass included; a change to how ``_run``
keys its plans that would silently send such reductions back to the general path (25 us of
host time for a 256 x 256 sum against 5) fails here, on any machine."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import reduction as R
# (shape, dtype, axis, passes fired directly; 0: the general path, float16's split sums
# accumulate their partials in float32)
for shape, dt, axis, passes in [((1000,), "f4", None, 1), ((256, 256), "f8", None, 2),
                                ((1 << 20,), "f4", None, 2), ((512, 512), "i4", None, 2),
                                ((512, 512), "?", None, 2), ((300, 300), "f2", None, 0),
                                ((256, 256), "f8", 1, 1), ((256, 256), "f8", 0, 2),
                                ((4096, 64), "f4", 0, 2), ((1 << 16, 8), "f8", 0, 2),
                                ((300, 300), "f2", 0, 0)]:
    a = gp.asarray(np.ones(shape, dt))
    for _ in range(3):
        a.sum(axis)
    fc = R._front.hit(("add", a._dtype, a._shape, a._strides, axis, None, False))
    leans = list(fc.lean.values())
    n = 0
    if leans:
        lean = leans[0]
        while lean is not None:
            n, lean = n + 1, lean.then
    assert n == passes, (shape, dt, axis, n, fc.lean)
    with np.errstate(all="ignore"):  # the unchecked variant too
        a.sum(axis); a.sum(axis)
    assert len(fc.lean) == (2 if passes and dt[0] in "f" else 1 if passes else 0), fc.lean
print("ok")
"""


def test_full_reductions_fire_planned_passes():
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("GPNUMPY_DEVICE", None)
    r = subprocess.run([sys.executable, "-c", SCRIPT % {"bench": os.path.join(ROOT, "benchmarks")}],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout + r.stderr
