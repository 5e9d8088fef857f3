"""Fusion's host time per operation, without a GPU: the device calls stubbed (host_profile.py).

    python3 benchmarks/host_fusion.py                 # off, auto, force: every case
    python3 benchmarks/host_fusion.py --modes off,auto jacobi
    python3 benchmarks/host_fusion.py --profile life  # cProfile of each case under each mode

Modes run interleaved, round by round, and the best round of each counts.  Each case is one
iteration of an application's loop (benchmarks/apps: Jacobi, Game of Life, CG at
their small and medium sizes) or one small operation (1000-element ``a + b``, which fusion must
leave on its lean path), run with the device paths taken and the driver stubbed, so what is
timed is the Python gpnumpy runs per iteration: deferring, flushing (spec, cache lookup,
argument packing) and the unfused launches.  Figures: microseconds of this thread's CPU time
per iteration (best of 5 rounds) and per elementwise operation in it.
"""
import cProfile
import os
import pstats
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import host_profile as hp  # noqa: E402


def _cases(gp):
    rng = np.random.default_rng(0)
    cases = []
    for size, n in (("small", 1024), ("medium", 4096)):
        u = gp.asarray(np.zeros((n, n), np.float32))
        new = gp.asarray(np.zeros((n, n), np.float32))
        state = [u, new]

        def jacobi(state=state):
            u, new = state
            new[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
            state[0], state[1] = new, u

        cases.append(("jacobi %s (n=%d)" % (size, n), jacobi, 6))
        z = gp.asarray((rng.random((n, n)) < 0.3).astype(np.uint8))

        def life(z=z):
            nb = (z[:-2, :-2] + z[:-2, 1:-1] + z[:-2, 2:] + z[1:-1, :-2] + z[1:-1, 2:]
                  + z[2:, :-2] + z[2:, 1:-1] + z[2:, 2:])
            alive = z[1:-1, 1:-1] == 1
            z[1:-1, 1:-1] = gp.astype((nb == 3) | (alive & (nb == 2)), np.uint8)

        cases.append(("life %s (n=%d)" % (size, n), life, 14))
    for size, n in (("small", 256), ("medium", 2048)):
        from apps import cg as _cg
        st = _cg.start(gp, gp.asarray(rng.random((n, n))))

        def cg(st=st):  # (one iteration of apps/cg.py's loop)
            _cg.iteration(gp, st)

        cases.append(("cg %s (n=%d)" % (size, n), cg, 13))
    a = gp.asarray(rng.random(1000, dtype=np.float32))
    b = gp.asarray(rng.random(1000, dtype=np.float32))
    cases.append(("a + b (1000 float32)", lambda: a + b, 1))
    x = gp.asarray(rng.random(1 << 20, dtype=np.float32))
    y = gp.asarray(rng.random(1 << 20, dtype=np.float32))
    w = gp.asarray(rng.random(1 << 20, dtype=np.float32))
    v = gp.asarray(rng.random(1 << 20, dtype=np.float32))

    def xywv():
        r = x * y + w * v - x
        r._mem.ptr  # (the flush)

    cases.append(("x*y + w*v - x (2^20, read)", xywv, 4))
    u = gp.asarray(np.zeros((1024, 1024), np.float32))
    a4 = (u[:-2, 1:-1], u[2:, 1:-1], u[1:-1, :-2], u[1:-1, 2:])

    def stencil():
        r = 0.25 * (a4[0] + a4[1] + a4[2] + a4[3])
        r._mem.ptr  # (the flush)

    cases.append(("stencil expr (2^20 views, read)", stencil, 4))

    def stencil_build():
        with np.errstate(all="ignore"):
            0.25 * (a4[0] + a4[1] + a4[2] + a4[3])

    def stencil_ignore():
        with np.errstate(all="ignore"):
            r = 0.25 * (a4[0] + a4[1] + a4[2] + a4[3])
            r._mem.ptr

    cases.append(("stencil dropped (ignore)", stencil_build, 4))
    cases.append(("stencil read (ignore)", stencil_ignore, 4))
    ui = gp.asarray(np.zeros((1024, 1024), np.int32))
    vi, wi = ui[:-2, 1:-1], ui[2:, 1:-1]
    cases.append(("vi + wi (2^20 int32 views)", lambda: vi + wi, 1))
    from gpnumpy._core import fusion
    old = gp.fusion.set_mode("force")
    r = vi + wi
    # (the node's op, for defer_op alone; absent before defer_op existed)
    fo = r._mem.node.sigs[r._mem.idx][0] if hasattr(fusion, "defer_op") else None
    gp.fusion.set_mode(old)
    fusion.flush_all()

    def defer_direct():
        fusion.defer_op(fo, (vi, wi), r._shape, r._strides, r._size)

    if fo is not None:
        cases.append(("defer_op direct (int32 views)", defer_direct, 1))
    return cases


def main():
    hp._install_fake_cuda()
    import gpnumpy as gp
    hp._stub_compiler()
    assert gp._core.device.ON_DEVICE
    modes = ["off", "auto", "force"]
    only = []
    args = sys.argv[1:]
    while args:
        s = args.pop(0)
        if s == "--modes":
            modes = args.pop(0).split(",")
        elif not s.startswith("--"):
            only.append(s)
    quick = "--quick" in sys.argv
    cases = _cases(gp)
    if only:
        cases = [c for c in cases if any(o in c[0] for o in only)]
    for name, f, nops in cases:
        reps = 100 if quick else 400
        if nops == 1:
            reps *= 20
        best = {}
        # the modes interleaved, round by round (a shared machine's load changes): the best
        # round of each counts (other load only ever adds time)
        for _ in range(4 if quick else 8):
            for mode in modes:
                gp.fusion.set_mode(mode)
                for _ in range(reps // 10):
                    f()
                gp.fusion.flush()
                t = time.thread_time()
                for _ in range(reps):
                    f()
                gp.fusion.flush()
                us = (time.thread_time() - t) / reps * 1e6
                best[mode] = min(best.get(mode, us), us)
        print("%-28s " % name + "  ".join("%s %7.2f us (%5.2f/op)" % (m, best[m], best[m] / nops)
                                          for m in modes), flush=True)
        if "--profile" in sys.argv:
            for mode in modes:
                gp.fusion.set_mode(mode)
                prof = cProfile.Profile()
                prof.enable()
                for _ in range(reps):
                    f()
                gp.fusion.flush()
                prof.disable()
                print("--", mode)
                pstats.Stats(prof).sort_stats("tottime").print_stats(12)
    print(gp.fusion.stats())


if __name__ == "__main__":
    main()
