"""gpnumpy's own host time per small operation, without a GPU: the device calls stubbed.

    python3 benchmarks/host_profile.py            # per-call times (best of 5 rounds)
    python3 benchmarks/host_profile.py --profile  # cProfile of each operation

A stand-in ``cuda.core`` / ``cuda.bindings.driver`` (allocations are counters, a launch
returns at once, kernels are never compiled) lets gpnumpy take its device paths on a
machine without a GPU, so what is timed is exactly the Python the library runs per call:
the part of bench_small.py's figures that is gpnumpy's (the rest is the driver's launch).
"""
import cProfile
import itertools
import os
import pstats
import sys
import time
import types

import numpy as np


def _install_fake_cuda():
    counter = itertools.count(1 << 20, 1 << 12)

    class _Res:
        CUDA_SUCCESS = 0
        CUDA_ERROR_NOT_READY = 600

    class _Driver(types.ModuleType):
        CUresult = _Res

        @staticmethod
        def CUfunction(h):
            return h

        @staticmethod
        def cuLaunchKernel(*args):
            return (0,)

        # (device.busy's marker: ``busy`` True makes every query find the device behind)
        busy = False

        class CUevent_flags:
            CU_EVENT_DISABLE_TIMING = 2

        @staticmethod
        def cuEventCreate(flags):
            return (0, object())

        @staticmethod
        def cuEventRecord(ev, stream):
            return (0,)

        def cuEventQuery(self, ev):
            return (600 if self.busy else 0,)

        @staticmethod
        def cuOccupancyMaxActiveBlocksPerMultiprocessor(fn, block, smem):
            return (0, 8)

        @staticmethod
        def cuMemGetInfo():
            return (0, 1 << 34, 1 << 35)

        @staticmethod
        def cuMemcpyHtoDAsync(*a):
            return (0, None)

        cuMemcpyDtoHAsync = cuMemcpyDtoDAsync = cuMemsetD8Async = cuMemcpyHtoDAsync

        @staticmethod
        def cuMemHostAlloc(n, flags):
            import ctypes
            buf = ctypes.create_string_buffer(n)
            _keep.append(buf)
            return (0, ctypes.addressof(buf))

        @staticmethod
        def cuMemHostGetDevicePointer(h, f):
            return (0, h)

        @staticmethod
        def cuGetErrorName(e):
            return (0, b"CUDA_ERROR_FAKE")

        # (device.py's choice at import: the driver API, no context)
        class CUdevice_attribute:
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76

        @staticmethod
        def cuInit(flags):
            return (0,)

        @staticmethod
        def cuDeviceGetCount():
            return (0, 1)

        @staticmethod
        def cuCtxGetCurrent():
            return (0, 0)

        @staticmethod
        def cuDeviceGet(ordinal):
            return (0, ordinal)

        @staticmethod
        def cuDeviceGetAttribute(attr, dev):
            return (0, {75: 9, 76: 0}[attr])

    _keep = []

    class _Buf:
        __slots__ = ("handle",)

        def __init__(self):
            self.handle = next(counter)

        def close(self):
            pass

    class _Stream:
        handle = 7

        def sync(self):
            pass

    class _Props:
        multiprocessor_count = 132

    class Device:
        def __init__(self, device_id=0):
            pass

        compute_capability = (9, 0)
        device_id = 0
        name = "fake H100 (no GPU: device calls stubbed)"
        properties = _Props()

        def set_current(self):
            pass

        def create_stream(self):
            return _Stream()

        def allocate(self, size, stream=None):
            return _Buf()

    cuda = types.ModuleType("cuda")
    core = types.ModuleType("cuda.core")
    core.Device = Device
    bindings = types.ModuleType("cuda.bindings")
    driver = _Driver("cuda.bindings.driver")
    bindings.driver = driver
    cuda.core, cuda.bindings = core, bindings
    sys.modules.update({"cuda": cuda, "cuda.core": core, "cuda.bindings": bindings,
                        "cuda.bindings.driver": driver})
    os.environ["GPNUMPY_DEVICE"] = "cuda"  # (the driver's library is not looked for)


class _Kernel:
    __slots__ = ("handle", "name")

    def __init__(self, name):
        self.handle = id(self)
        self.name = name


def _stub_compiler():
    from gpnumpy._kernels import compiler
    made = {}

    def get_kernel(source, kernel_name, arch=None, cubin=None, wait=True):
        k = made.get(kernel_name)
        if k is None:
            k = made[kernel_name] = _Kernel(kernel_name)
        return k
    compiler.get_kernel = get_kernel
    compiler.cccl_include = lambda: None


def main():
    _install_fake_cuda()
    import gpnumpy as gp
    _stub_compiler()
    assert gp._core.device.ON_DEVICE
    rng = np.random.default_rng(0)
    a = gp.asarray(rng.random(1000, dtype=np.float32))
    b = gp.asarray(rng.random(1000, dtype=np.float32))
    a2 = a.reshape(25, 40)
    x = gp.asarray(rng.random(1 << 20, dtype=np.float32))
    i = gp.asarray(rng.integers(0, 1 << 20, 1000))
    x[i]
    cases = [("a + b (1000 float32)", lambda: a + b),
             ("a.sum() (1000 float32)", lambda: a.sum()),
             ("a.sum(axis=0) (1000 float32)", lambda: a.sum(axis=0)),
             ("a2.sum(axis=0) (25x40 float32)", lambda: a2.sum(axis=0)),
             ("a2.sum(axis=0, initial=0) (25x40)", lambda: a2.sum(axis=0, initial=0.0)),
             ("a.max() (1000 float32)", lambda: a.max()),
             ("x[i] (1000 checked int64 indices)", lambda: x[i]),
             ("a * 2.0", lambda: a * 2.0)]
    # issue 17's general-path calls (a CG iteration, a CFD step)
    y = gp.asarray(rng.random(1000))
    z = gp.asarray(rng.random(1000))
    alpha = y.sum()
    g = gp.asarray(rng.random((256, 256)))
    h = gp.asarray(rng.random((256, 256)))
    c = gp.empty_like(a)
    m = gp.asarray(rng.random((64, 64), dtype=np.float32))

    def inplace():
        y.__iadd__(z)

    def views_inplace():
        g[1:, :] -= h[:-1, :]

    cases += [("y += z (1000 float64)", inplace),
              ("alpha * y (0-d device scalar)", lambda: alpha * y),
              ("alpha / alpha (0-d by 0-d)", lambda: alpha / alpha),
              ("add(a, b, out=c)", lambda: gp.add(a, b, out=c)),
              ("g[1:, :] -= h[:-1, :] (256^2 views)", views_inplace),
              ("g[1:-1, 2:] - g[1:-1, :-2] (views)", lambda: g[1:-1, 2:] - g[1:-1, :-2]),
              ("g[1:-1, 2:] (a view, for scale)", lambda: g[1:-1, 2:]),
              ("copy(g)", lambda: gp.copy(g)),
              ("m @ m (64x64 float32)", lambda: m @ m),
              ("g[1:-1, 1:-1] = h[1:-1, 1:-1]", lambda: g.__setitem__((slice(1, -1), slice(1, -1)), h[1:-1, 1:-1]))]
    only = [s for s in sys.argv[1:] if not s.startswith("--")]
    if only:
        cases = [c for c in cases if any(o in c[0] for o in only)]
    run_cases(cases, 5000 if '--quick' in sys.argv else 20000)


def run_cases(cases, n, warm=500):
    """Print each (name, f)'s host time per call: the best of 5 rounds of ``n`` calls, in CPU
    time of this thread (on a shared machine, wall time counts other programs); a cProfile
    of each with --profile."""
    for name, f in cases:
        for _ in range(warm):
            f()
        best = []
        for _ in range(5):
            t = time.thread_time()
            for _ in range(n):
                f()
            best.append((time.thread_time() - t) / n * 1e6)
        print("%-36s %6.2f us (host only)" % (name, min(best)))
        if "--profile" in sys.argv:
            prof = cProfile.Profile()
            prof.enable()
            for _ in range(n):
                f()
            prof.disable()
            pstats.Stats(prof).sort_stats("tottime").print_stats(10)

if __name__ == "__main__":
    main()
