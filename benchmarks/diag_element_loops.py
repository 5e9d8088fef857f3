"""Where a Python loop of small operations spends its time: the array-API suite's slowest
example (tensordot's 6912 stacks of an empty sum, over its 800 ms deadline on the GPU) and the
pieces of one stack, per call, for gpnumpy and NumPy in one process.

    python3 benchmarks/diag_element_loops.py [--profile]

With ``ARRAY_API_TESTS_DIR`` (a checkout of data-apis/array-api-tests, conformance/README.md)
the suite's own test body runs on that example, outside Hypothesis, for each library; without
it, only the pieces.  ``--profile``: a cProfile of gpnumpy's test body (top 25 by own time).
"""
import cProfile
import io
import os
import pstats
import sys
import time

import numpy as np

from _common import import_gpnumpy, host_us_pair

gp = import_gpnumpy()
N = 300


def _pieces(xp):
    r = xp.asarray(np.arange(24, dtype=np.uint8).reshape(2, 3, 4))
    x1 = xp.zeros((4, 4, 3, 3, 0), xp.uint8)
    x2 = xp.zeros((4, 4, 3, 0, 1), xp.uint8)
    a, z = r[(0, 0, 1)], xp.zeros((), xp.uint8)
    return [("element r[(0, 0, 1)]", lambda: r[(0, 0, 1)]),
            ("view x1[(0, 1, 2, 0)]", lambda: x1[(0, 1, 2, 0)]),
            ("view x2[(0, 1, 2, :, 0)]", lambda: x2[(0, 1, 2, slice(None), 0)]),
            ("tensordot, empty sum", lambda: xp.tensordot(x1[(0, 1, 2, 0)],
                                                          x2[(0, 1, 2, slice(None), 0)], axes=1)),
            ("equal(element, 0-d)", lambda: xp.equal(a, z)),
            ("all(0-d bool)", lambda: xp.all(xp.equal(a, z))),
            ("bool(all(equal))", lambda: bool(xp.all(xp.equal(a, z))))]


def _suite_body(xp):
    """The suite's test body of the example (None without a checkout)."""
    path = os.environ.get("ARRAY_API_TESTS_DIR")
    if not path:
        return None
    os.environ["ARRAY_API_TESTS_MODULE"] = xp.__name__
    sys.path.insert(0, path)
    for m in [m for m in sys.modules if m.startswith("array_api_tests")]:
        del sys.modules[m]  # (the suite binds its module at import)
    from array_api_tests import test_linalg
    sys.path.remove(path)
    x1 = xp.zeros((4, 4, 3, 3, 0), xp.uint8)
    x2 = xp.zeros((4, 4, 3, 0, 1), xp.uint8)
    return lambda: test_linalg._test_tensordot(xp, x1, x2, {"axes": ((4,), (3,))})


def main():
    print("device:", gp._core.device.device_name())
    libs = [("gpnumpy", gp, gp.synchronize), ("NumPy", np, lambda: None)]
    print("%-28s %12s %12s" % ("one stack's piece", "gpnumpy", "NumPy"))
    for (label, f), (_, g) in zip(_pieces(gp), _pieces(np)):
        t = host_us_pair(f, g, calls=N, rounds=3, g_sync=lambda: None)
        print("%-28s %9.1f us %9.1f us" % (label, t[0], t[1]))
    for name, xp, sync in libs:
        body = _suite_body(xp)
        if body is None:
            print("(ARRAY_API_TESTS_DIR not set: the suite's test body is not run)")
            break
        body()
        sync()
        t = time.perf_counter()
        body()
        sync()
        print("test_linalg_tensordot's example (6912 stacks), %s: %.0f ms (deadline 800)"
              % (name, (time.perf_counter() - t) * 1e3))
        if "--profile" in sys.argv and xp is gp:
            prof = cProfile.Profile()
            prof.enable()
            body()
            prof.disable()
            out = io.StringIO()
            pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(25)
            print(out.getvalue())


if __name__ == "__main__":
    main()
