"""Where the time of a small operation goes on the device in use: the operation, its
launch alone (the same prepared kernel, nothing else), the bare driver call (gpnumpy's
launcher; libcuda's entry point through ctypes, with and without the GIL released; and
cuda.bindings' wrapper, with the stream as an int and as a ``CUstream`` object), and the
operation with the floating-point checks off (errstate(all='ignore'): the unchecked kernel).

    python3 benchmarks/small_parts.py

Per call: N calls then one synchronisation, best of 5 rounds (as bench_small.py).  What the
operation costs beyond "launch alone" is gpnumpy's host time; "launch alone" beyond the
bare call is the Prepared record's packing; ctypes against cuda.bindings is the binding's
own cost per launch.
"""
import os
import time

import numpy as np

from _common import import_gpnumpy

gp = import_gpnumpy()
N = int(os.environ.get("BENCH_SMALL_N", "20000"))


def _per_call(f):
    best = []
    for _ in range(5):
        for _ in range(200):
            f()
        gp.synchronize()
        t = time.perf_counter()
        for _ in range(N):
            f()
        gp.synchronize()
        best.append((time.perf_counter() - t) / N * 1e6)
    return min(best)


def main():
    from gpnumpy._core import device
    from gpnumpy._core import umath as um
    from gpnumpy._kernels import launch
    print("device:", device.device_name())
    rng = np.random.default_rng(0)
    a = gp.asarray(rng.random(1000, dtype=np.float32))
    b = gp.asarray(rng.random(1000, dtype=np.float32))
    for _ in range(3):
        a + b
    ent = um.add._fast.hit((a._dtype, b._dtype, a._dtype.char, b._dtype.char))
    rows = [("a + b (1000 float32)", lambda: a + b)]
    with np.errstate(all="ignore"):
        for _ in range(3):
            a + b
        rows.append(("a + b, errstate(all='ignore')", lambda: a + b))
    unchecked = ent.prepared.get(True) if ent is not None else None
    checked = next((v for k, v in ent.prepared.items() if type(k) is int and k >= 2),
                   None) if ent is not None else None  # (keys: fperr mask << 1 | aligned)
    if unchecked is not None and device.ON_DEVICE:
        import ctypes
        c = a + b
        pa, pb, q = (x._mem.ptr + x._offset for x in (a, b, c))
        grid = -(-1000 // unchecked.per_block)
        unchecked.put(pa, pb, q, 1000)
        drv = launch._drv
        stream = device.stream_handle()
        cu_stream = drv.CUstream(stream)
        fn, addr, block = int(unchecked.fn), unchecked.addr, launch.BLOCK
        cu_fn = drv.CUfunction(fn)
        rows += [("launch alone (Prepared.fire)", lambda: unchecked.fire(grid, pa, pb, q, 1000))]
        if checked is not None:
            from gpnumpy._core import fperr
            fargs = fperr.arguments("add", fperr.state())
            rows += [("checked launch alone (Prepared.fire)",
                      lambda: checked.fire(grid, *fargs, pa, pb, q, 1000))]
        use = launch._launch_kernel
        rows += [("launch._launch_kernel (%s)" % getattr(use, "__name__", "?"),
                  lambda: use(fn, grid, 1, 1, block, 1, 1, 0, stream, addr, 0))]
        for kind in ("CDLL", "PyDLL"):  # (CDLL releases the GIL around the call)
            raw = getattr(ctypes, kind)("libcuda.so.1").cuLaunchKernel
            raw.restype = ctypes.c_int
            raw.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [ctypes.c_void_p] * 3
            rows += [("cuLaunchKernel through ctypes.%s" % kind,
                      lambda raw=raw: raw(fn, grid, 1, 1, block, 1, 1, 0, stream, addr, 0))]
        rows += [("cuda.bindings cuLaunchKernel, stream as int",
                  lambda: drv.cuLaunchKernel(cu_fn, grid, 1, 1, block, 1, 1, 0, stream, addr, 0)),
                 ("cuda.bindings cuLaunchKernel, CUstream",
                  lambda: drv.cuLaunchKernel(cu_fn, grid, 1, 1, block, 1, 1, 0, cu_stream, addr, 0))]
    for name, f in rows:
        if "ignore" in name:
            with np.errstate(all="ignore"):
                us = _per_call(f)
        else:
            us = _per_call(f)
        print("%-44s %7.2f us" % (name, us), flush=True)


if __name__ == "__main__":
    main()
