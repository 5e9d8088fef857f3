"""Diagnose transposed-operand timings: x + y vs x.T + y.T vs add(out=) (CUDA events)."""
import numpy as np
import gpnumpy as gp
from cuda.core import EventOptions
from gpnumpy._core.device import current_stream

n = 1 << 14
hx = np.random.default_rng(1).random((n, n), dtype=np.float32)
x, y = gp.asarray(hx), gp.asarray(hx + 1)
o = gp.empty((n, n), np.float32)
oF = gp.empty((n, n), np.float32, order="F")
s = current_stream()
opt = EventOptions(timing_enabled=True)


def t(label, f, reps=20, sync_each=False):
    for _ in range(3):
        f()
    s.sync()
    times = []
    if sync_each:
        for _ in range(reps):
            e1 = s.record(options=opt); f(); e2 = s.record(options=opt); e2.sync()
            times.append(e2 - e1)
        ms = float(np.median(times))
    else:
        e1 = s.record(options=opt)
        for _ in range(reps):
            f()
        e2 = s.record(options=opt); e2.sync()
        ms = (e2 - e1) / reps
    print("%-34s %.3f ms  %6.0f GB/s" % (label + (" (sync each)" if sync_each else ""), ms, 12 * n * n / ms / 1e6))


for se in (False, True):
    t("x + y", lambda: x + y, sync_each=se)
    t("x.T + y.T", lambda: x.T + y.T, sync_each=se)
    t("add(x.T, y.T, out=oF.T?)", lambda: gp.add(x.T, y.T, out=oF), sync_each=se)
    t("add(x, y, out=o)", lambda: gp.add(x, y, out=o), sync_each=se)
    t("x + y.T (tiled)", lambda: x + y.T, sync_each=se)

from gpnumpy._core import ufunc as U
U._kernels.clear()
r = x.T + y.T
print("x.T + y.T strides", r.strides, "kernels", [k[4] for k in U._kernels])
del r
U._kernels.clear()
t("add(x.T, y.T, out=empty F each)", lambda: gp.add(x.T, y.T, out=gp.empty((n, n), np.float32, order="F")))
t("empty F each only", lambda: gp.empty((n, n), np.float32, order="F"))
t("x.T + y.T again", lambda: x.T + y.T)
xt, yt = x.T, y.T
t("xt + yt (views made once)", lambda: xt + yt)
t("(x + y).T", lambda: (x + y).T)
from gpnumpy._core import device as D
print("pool buckets", {k[1]: len(v) for k, v in D._pool.free.items()})
