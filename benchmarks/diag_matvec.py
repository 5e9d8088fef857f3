"""Diagnosis: matrix-vector products of tall-skinny float32 matrices (the logistic-regression
app's X @ w and X.T @ r) through cuBLAS gemv (today's path), gemmEx (gemv switched off), a column
reduction (x * r[:, None]).sum(0), CuPy and torch; CUDA events, median ms of 25."""
import sys

import numpy as np

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from _common import import_gpnumpy, time_gp, time_cp  # noqa: E402

gp = import_gpnumpy()
from gpnumpy._core import products  # noqa: E402

try:
    import cupy
except ImportError:
    cupy = None
try:
    import torch
except ImportError:
    torch = None


def torch_ms(f, reps=25):
    for _ in range(3):
        f()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        e1, e2 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e1.record()
        f()
        e2.record()
        e2.synchronize()
        ts.append(e1.elapsed_time(e2))
    return float(np.median(ts))


for n, d in [(1 << 16, 64), (1 << 20, 64), (1 << 16, 8), (1 << 12, 512), (1 << 22, 256)]:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((n, d), dtype=np.float32)
    w = rng.standard_normal(d, dtype=np.float32)
    r = rng.standard_normal(n, dtype=np.float32)
    gx, gw, gr = gp.asarray(x), gp.asarray(w), gp.asarray(r)
    gxt = gx.T
    rows = {}
    rows["X@w gemv"] = time_gp(lambda: gx @ gw)
    rows["X.T@r gemv"] = time_gp(lambda: gxt @ gr)
    saved = dict(products._GEMV)
    products._GEMV.clear()
    rows["X@w gemm"] = time_gp(lambda: gx @ gw)
    rows["X.T@r gemm"] = time_gp(lambda: gxt @ gr)
    products._GEMV.update(saved)
    rows["X.T@r colsum"] = time_gp(lambda: (gx * gr[:, None]).sum(0))
    rows["r@X gemv"] = time_gp(lambda: gr @ gx)
    if cupy is not None:
        cx, cw, cr = cupy.asarray(x), cupy.asarray(w), cupy.asarray(r)
        rows["X@w cupy"] = time_cp(lambda: cx @ cw)
        rows["X.T@r cupy"] = time_cp(lambda: cx.T @ cr)
    if torch is not None:
        tx, tw, tr = (torch.from_numpy(v).cuda() for v in (x, w, r))
        rows["X@w torch"] = torch_ms(lambda: tx @ tw)
        rows["X.T@r torch"] = torch_ms(lambda: tx.T @ tr)
    copy = time_gp(lambda: gx.copy())
    print("n=%d d=%d (copy of X %.4f ms): " % (n, d, copy)
          + ", ".join("%s %.4f" % kv for kv in rows.items()), flush=True)
