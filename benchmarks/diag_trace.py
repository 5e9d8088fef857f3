"""Diagnosis: the device kernels (name, count, total device us) that a few calls of a statement
launch, gpnumpy beside CuPy, traced with torch.profiler (CUPTI sees every library's kernels in
the process), plus the host time per call (no synchronisation).

    python3 benchmarks/diag_trace.py 'x = np.ones((1<<16, 64), np.float32); w = np.ones(64, np.float32)' 'x @ w'
    python3 benchmarks/diag_trace.py --app logistic --size small
"""
import argparse
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from _common import import_gpnumpy  # noqa: E402
from _profile import kernel_profile  # noqa: E402


def trace(label, stmt, ns, sync, calls=20, prof_py=False):
    for _ in range(3):
        exec(stmt, ns)
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        exec(stmt, ns)
    host = (time.perf_counter() - t0) / calls * 1e6
    sync()
    t0 = time.perf_counter()
    for _ in range(calls):
        exec(stmt, ns)
        sync()
    wall = (time.perf_counter() - t0) / calls * 1e6
    if prof_py:
        import cProfile
        import pstats
        pr = cProfile.Profile()
        pr.enable()
        for _ in range(calls):
            exec(stmt, ns)
            sync()
        pr.disable()
        print("== %s: Python profile of the synchronised loop" % label)
        pstats.Stats(pr).sort_stats("tottime").print_stats(25)
        pstats.Stats(pr).sort_stats("cumulative").print_stats(30)
    prof = kernel_profile(lambda: exec(stmt, ns), sync, calls, top=15)
    print("== %s: host %.1f us/call (no sync), wall %.1f us/call (sync each)" % (label, host, wall))
    for name, cnt, ms in prof["top"]:
        print("   %6.1f us/call  x%.1f  %s" % (ms * 1e3, cnt, name[:110]))
    print("   device total %.1f us/call (%.1f kernels, %.1f copies)"
          % (prof["busy_ms"] * 1e3, prof["kernels"], prof["copies"]), flush=True)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("setup", nargs="?")
    p.add_argument("stmt", nargs="?")
    p.add_argument("--app")
    p.add_argument("--size", default="small")
    p.add_argument("--calls", type=int, default=20)
    p.add_argument("--profile", action="store_true", help="cProfile the synchronised loop")
    o = p.parse_args()
    gp = import_gpnumpy()
    import cupy
    from gpnumpy._core import device
    libs = [("gpnumpy", gp, device.synchronize), ("cupy", cupy, cupy.cuda.Device().synchronize)]
    if o.app:
        import importlib
        import numpy
        mod = importlib.import_module("apps." + o.app)
        inp = mod.inputs(mod.SIZES[o.size])
        for label, xp, sync in libs:
            args = {k: (xp.asarray(v) if isinstance(v, numpy.ndarray) else v)
                    for k, v in inp.items()}
            ns = {"run": mod.run, "xp": xp, "args": args}
            trace("%s %s %s" % (label, o.app, o.size), "run(xp, **args)", ns, sync, o.calls,
                  o.profile and label == "gpnumpy")
        return
    for label, xp, sync in libs:
        ns = {"np": xp}
        exec(o.setup, ns)
        trace(label, o.stmt, ns, sync, o.calls, o.profile and label == "gpnumpy")


if __name__ == "__main__":
    main()
