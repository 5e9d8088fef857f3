"""The device paths seen with the device stubbed (benchmarks/host_profile.py's stand-in driver:
gpnumpy takes its device paths, launches return at once, nothing is computed): the lean paths'
plans, and what those paths decide on the host (errors, warnings).  A full reduction planned
once is fired directly afterwards, its split second pass included; a change to how ``_run``
keys its plans that would silently send such reductions back to the general path (25 us of
host time for a 256 x 256 sum against 5) fails here, on any machine."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

def _run_stubbed(script):
    """Run ``script`` (a template naming the benchmarks folder as %(bench)s) in a new Python
    process, where it stubs the device before importing gpnumpy; it must print "ok" last."""
    # (fusion off unless the script sets it: a deferred operation takes no lean path, so the
    # spies would see nothing under a GPNUMPY_FUSION=force environment)
    env = dict(os.environ, PYTHONPATH=ROOT, GPNUMPY_FUSION="off")
    env.pop("GPNUMPY_DEVICE", None)
    r = subprocess.run([sys.executable, "-c", script % {"bench": os.path.join(ROOT, "benchmarks")}],
                       capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout + r.stderr


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
    fc = R._front.hit(("add", a._dtype, a._shape, a._strides, axis, None, False, a._dtype.char))
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
    _run_stubbed(SCRIPT)


MATVEC = r"""
import sys, types
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
calls = []
nv, b, cb = (types.ModuleType(n) for n in ("nvmath", "nvmath.bindings", "nvmath.bindings.cublas"))
cb.Math = type("Math", (), {"DEFAULT_MATH": 0})
for name in ("create", "set_stream", "set_math_mode", "gemm_ex", "gemm_strided_batched_ex"):
    setattr(cb, name, lambda *a: 1)
for name in ("sgemv", "dgemv", "cgemv", "zgemv"):
    setattr(cb, name, lambda *a, name=name: calls.append((name,) + a))
nv.bindings, b.cublas = b, cb
sys.modules.update({"nvmath": nv, "nvmath.bindings": b, "nvmath.bindings.cublas": cb})
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
rng = np.random.default_rng(0)
gp.asarray(np.ones((2, 2))) @ gp.asarray(np.ones((2, 2)))  # (asks for cuBLAS once)
cases, ours = [], []
for dt in ("f4", "f8", "c8", "c16"):
    # (past 64: float32/64 products up to 64 take small_gemm.cu, not cuBLAS)
    m = gp.asarray(rng.random((80, 72)).astype(dt))
    v72, v80 = gp.asarray(rng.random(72).astype(dt)), gp.asarray(rng.random(80).astype(dt))
    (ours if dt in ("f4", "f8") else cases).extend(
        [(m, v72), (m.T, v80), (v80, m), (v72, m.T), (m[::2], v72), (m[:, ::3], v72[::3]),
         (m, gp.asarray(rng.random(144).astype(dt))[::2]), (v72[::-1], m.T)])
from gpnumpy._core import products
from gpnumpy._kernels import launch
# float32/64: our own launch (small_dot.cu or small_vecmat.cu), the lean path's the general
# path's (kernel, grid, arguments but the result's address), no gemv
fired = []
fire = launch.Prepared.fire
def spy(self, grid, *args):
    fired.append((getattr(self.kernel, "name", None) or str(self.kernel), grid, args))
    return fire(self, grid, *args)
launch.Prepared.fire = spy
for a, b in ours:
    del calls[:], fired[:]
    r1 = a @ b
    lean = list(fired)
    del fired[:]
    r2 = gp.matmul._call(a, b)
    assert r1.shape == r2.shape and r1.dtype == r2.dtype and not calls, (r1.shape, calls)
    names = [f[0] for f in lean]
    assert ("small_dot" in names[-1] or "small_vecmat" in names[-1]) and all(
        "_copy_" in n for n in names[:-1]), lean  # (a layout read neither way: copied first)
    gen = [f[0] for f in fired]  # (the general path may copy more: a reversed vector)
    assert gen[-1] == names[-1] and all("_copy_" in n for n in gen[:-1]), (fired, lean)
launch.Prepared.fire = fire
took = []
lean_gemv = products._lean_gemv
products._lean_gemv = lambda a, b, name: took.append(lean_gemv(a, b, name)) or took[-1]
n_lean = 0
for a, b in cases:
    del calls[:], took[:]
    r1 = a @ b                    # the lean path where it applies
    lean = list(calls)
    del calls[:]
    r2 = gp.matmul._call(a, b)    # the general path
    assert r1.shape == r2.shape and r1.dtype == r2.dtype, (r1.shape, r2.shape)
    if took and took[0] is not None:
        n_lean += 1
        strip = lambda cs: [c[:-2] + c[-1:] for c in cs]  # (the result's address differs)
        assert strip(lean) == strip(calls), (a.shape, a.strides, b.shape, lean, calls)
    else:  # (a layout gemv cannot read as it lies: the general path copies it first)
        ptrs = {x._mem.ptr + x._offset for x in (a, b)}
        assert not {calls[0][6], calls[0][8]} <= ptrs, (a.shape, a.strides, b.strides, calls)
assert n_lean == len(cases) - 4, n_lean  # (per dtype: a column stride of 3, a reversed vector)
print("ok")
"""


def test_matrix_vector_products_make_the_general_paths_call():
    """`a @ v` and `v @ a` of a complex gemv dtype take one cuBLAS gemv call with no further
    analysis (28 -> 6 us of host time): the very call the general path makes, layouts
    included; of float32/64, one launch of our own (small_dot.cu or small_vecmat.cu) and no
    gemv."""
    _run_stubbed(MATVEC)


DEVICE_PATH_ERRORS = r"""
import sys, warnings
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
assert gp._core.device.ON_DEVICE
def outcome(f):
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            f()
            err = None
        except Exception as exc:
            err = (type(exc).__name__, str(exc))
    return err, [(w.category.__name__, str(w.message)) for w in got
                 if w.category.__name__ != "FallbackWarning"]
cases = [
    lambda m: m.add.at(m.zeros(3), [0, 1], m.asarray(np.array([1.0, 2.0, 3.0]))),
    lambda m: m.add.at(m.zeros(3), [0, 1], m.asarray(np.ones((1, 2)))),
    lambda m: m.add.at(m.zeros(3), [0, 1], [1.0, 2.0, 3.0]),
    lambda m: m.asarray(np.array([1 + 2j], np.complex64)).astype(np.float32),
    lambda m: m.asarray(np.zeros(0, np.complex128)).astype(np.int64),
    lambda m: m.asarray(np.array([1 + 2j])).astype(bool),
]
for i, f in enumerate(cases):
    got, want = outcome(lambda: f(gp)), outcome(lambda: f(np))
    assert got == want, (i, got, want)
print("ok")
"""


def test_device_path_errors_and_warnings():
    """ufunc.at's operand of a shape its result cannot take: NumPy's ValueError (not setitem's
    message); a complex array cast to a real dtype: NumPy's ComplexWarning (the device cast
    gave none; the host device's NumPy copy warns by itself)."""
    _run_stubbed(DEVICE_PATH_ERRORS)


FUSED_DEAD = r"""
import os, sys
os.environ["GPNUMPY_FUSION"] = "force"
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
# a checked graph whose result is dead at once (only its dtype read) and whose one leaf is a
# host value: it still runs on the device for its floating-point checks, with no array to
# vectorize over
d = (gp.array([1], np.uint64) + np.int64(1)).dtype
e = (gp.asarray(np.ones(2, np.float32)) * 2.0).dtype
gp.synchronize()
print(d, e, "ok")
"""


def test_fused_graph_of_dead_results_and_host_leaves_runs():
    """GPNUMPY_FUSION=force on the device: a graph kept only for its floating-point checks
    (results dead, leaves host values) plans a kernel without vectors (seen on the H200:
    "min() arg is an empty sequence" from nep50_python_scalars and the weighted quantile)."""
    _run_stubbed(FUSED_DEAD)


OOM_FLUSHES = r"""
import os, sys
os.environ["GPNUMPY_FUSION"] = "force"
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import device, fusion
from gpnumpy._core.fusion import _Lazy
x = gp.asarray(np.arange(1000.0))
dev = device._state.device         # (made at the first allocation)
real = dev.allocate
log = []
fail = []
def allocate(size, stream=None):
    log.append((size, fusion.stats()["flushes"].get("memory", 0)))
    if fail:
        fail.pop()
        raise RuntimeError("CUDA_ERROR_OUT_OF_MEMORY: out of memory")
    return real(size, stream=stream)
dev.allocate = allocate
y = x * 2.0 + 1.0
del x                              # (only the pending graph holds x's memory now)
assert type(y._mem) is _Lazy and y._mem.node is not None
fusion.stats(reset=True)
del log[:]
fail.append(1)
z = gp.empty(1 << 24)              # the device says out of memory once: pending work first
assert type(y._mem) is not _Lazy or y._mem.node is None, ("y still pending", log)
assert fusion.stats()["flushes"].get("memory") == 1, fusion.stats()
# (the refused size, the flush's own allocations, then the same size again after the flush)
assert log[0] == (1 << 27, 0) and log[-1] == (1 << 27, 1), log
# without pending work the path is as before: a retry, then NumPy's MemoryError with the sizes
dev.allocate = lambda size, stream=None: (_ for _ in ()).throw(RuntimeError("out of memory"))
try:
    gp.empty(7654321)
except MemoryError as e:
    assert "Out of device memory allocating" in str(e), e
else:
    raise AssertionError("no MemoryError")
print("ok")
"""


def test_out_of_memory_computes_pending_work_first():
    """An allocation the device refuses (out of memory) computes the pending graphs before it
    is tried again: arrays the program dropped but a graph still held go back to the pool
    (fusion's default ``auto`` may pin up to a quarter of the device's memory in leaves);
    with nothing pending, the retry and then the MemoryError as before."""
    _run_stubbed(OOM_FLUSHES)


LEAN_OUT = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import ufunc as U, array_methods as AM
took = []
orig = U._lean2
def spy(ent, a, b, o=None, temp=False):
    took.append(o is not None)
    return orig(ent, a, b, o, temp)
U._lean2 = AM._lean2 = spy
y, z, c = (gp.asarray(np.ones(1000)) for _ in range(3))
for _ in range(2):
    y += z                     # (alone: its first call makes the entry)
    gp.add(y, z, out=c)
    gp.subtract(y, z, out=(c,))
assert took[-4:] == [True, True, True, True], took
def not_into_out(f):
    del took[:]
    try:
        f()
    except Exception as e:
        took.append(type(e).__name__)
    return True not in took, took
x = gp.asarray(np.ones(1001))
cases = [lambda: x[:-1].__iadd__(x[1:]),            # a partial overlap: _lean reads a copy
         lambda: gp.add(y, z, out=gp.zeros(1000, "f4")),  # another dtype: a cast
         lambda: gp.zeros(1000, "i8").__iadd__(z),        # NumPy's same_kind error
         lambda: gp.add(y, z, out=gp.broadcast_to(z, (1000,))),  # read-only
         lambda: gp.add(y, z, out=gp.zeros(2000)[::2]),   # not contiguous
         lambda: gp.add(y[:1], z[:1], out=c[:1])]          # one element: _lean's host path
errors = [None, None, "UFuncTypeError", "ValueError", None, None]
for f, err in zip(cases, errors):
    ok, t = not_into_out(f)
    assert ok and (t[-1:] == [err] if err else not any(isinstance(v, str) for v in t)), t
print("ok")
"""


def test_out_calls_take_the_lean_path_only_where_it_applies():
    """`y += z` and `add(a, b, out=c)` of C-contiguous operands of one shape write into the
    output through ``_lean2`` (no plan lookup: 4 -> 3.1 us of host time), `y += z` alone
    making the entry it uses; a partial overlap, a cast, a read-only or strided output and a
    single element go to ``_lean``/``_call``, which decide as before."""
    _run_stubbed(LEAN_OUT)


NO_CUBLAS_NAMES = r"""
import sys, warnings
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import products, ndarray as N
products._blas_ok = False  # (nvmath-python missing: NumPy's products on host copies)
N.ndarray.get = lambda self, *a, **k: np.full(self.shape, 1e200, self.dtype)  # (the stub's data)
# (100 long: products up to 64 take small_gemm.cu, which needs no library)
x, h = gp.asarray(np.ones(100)), np.full(100, 1e200)
for f in (lambda m, v: m.dot(v, v), lambda m, v: v @ v, lambda m, v: m.linalg.norm(v),
          lambda m, v: m.inner(v, v), lambda m, v: m.vdot(v, v)):
    got = []
    for m, v in ((gp, x), (np, h)):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            f(m, v)
        got.append([str(c.message) for c in w if c.category is RuntimeWarning])
    assert got[0] == got[1], got
print("ok")
"""


def test_products_without_cublas_name_errors_as_numpy():
    """Without cuBLAS a GPU runs NumPy's products on host copies: their floating-point errors
    are named as NumPy names them ('in dot' for dot, inner and norm, 'in matmul' for @, none
    for vdot), not all 'in matmul'."""
    _run_stubbed(NO_CUBLAS_NAMES)


RECORDED = r"""
import os, sys, warnings, ctypes
os.environ["GPNUMPY_FUSION"] = "off"  # (each operation launches at once: FLAG applies to it)
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import fperr, device
from gpnumpy._kernels import launch as L
# The stand-in checked kernels: each launch after fperr.arguments handed out (d, h, g)
# records the categories FLAG[0] as fpe.cuh's kernels do (the first to swap g into a device
# word writes g into the mapped host word; the device words: a dict here)
FLAG, handed, dwords = [0], [], {}
arguments = fperr.arguments
def spy(*a, **k):
    r = arguments(*a, **k)
    handed.append(r)
    return r
fperr.arguments = spy
launch_kernel = L._launch_kernel
def kernel(*a):
    for d, h, g in handed:
        assert type(g) is np.uint32
        for c in range(4):
            if FLAG[0] >> c & 1 and dwords.get(d + 4 * c) != g:
                dwords[d + 4 * c] = g
                ctypes.c_uint32.from_address(h + 4 * c).value = int(g)
    del handed[:]
    return launch_kernel(*a)
L._launch_kernel = kernel
D, O, I = fperr.DIVIDE, fperr.OVER, fperr.INVALID
HERE = sys._getframe().f_code.co_filename  # (the user's file: warnings come from its lines)
a, b = (gp.asarray(np.ones(1000, "f4")) for _ in range(2))
y, z = (gp.asarray(np.ones(1000)) for _ in range(2))
class shown:
    # the warnings shown, as a program shows them: the display hook replaced, no recorder
    # (catch_warnings(record=True) with 'always' gives them at the operation, below)
    def __enter__(self):
        self.cm = warnings.catch_warnings()
        self.cm.__enter__()
        warnings.simplefilter("always")
        w = []
        warnings._showwarnmsg_impl = lambda m: w.append(m)
        return w
    def __exit__(self, *exc):
        return self.cm.__exit__(*exc)
def run(steps, catch=shown):
    # steps: (function, categories its kernel finds); the warnings, and where each came
    with catch() as w:
        warnings.simplefilter("always")
        out = []
        for f, cats in steps:
            FLAG[0] = cats
            n = len(w)
            f()
            out += [(str(x.message), "at-op") for x in w[n:]]
            del w[n:]
        FLAG[0] = 0
        gp.synchronize()
        out += [(str(x.message), x.filename == HERE or x.filename) for x in w]
    return out
def y_iadd():
    global y
    y += z
for _ in range(3):  # (the first calls plan, later ones take the lean paths)
    got = run([(lambda: a / b, D), (lambda: a / b, D), (lambda: a * 2.0, O), (y_iadd, I),
               (lambda: a.sum(), O), (lambda: gp.log(a), D), (lambda: a / b, 0),
               (lambda: a + b, O)])
    assert got == [("divide by zero encountered in divide", True)] * 2 + [
        ("overflow encountered in multiply", True), ("invalid value encountered in add", True),
        ("overflow encountered in reduce", True), ("divide by zero encountered in log", True),
        ("overflow encountered in add", True)], got
    # nothing found: nothing reported, and the next interval still reports what it finds
    assert run([(lambda: a / b, 0), (lambda: a + b, 0)]) == []
    assert run([(lambda: a / b, 0), (lambda: a / b, D)]) == [
        ("divide by zero encountered in divide", True)]
    # NumPy's scalar names; ufunc.at's
    with fperr.scalar_math():
        got = run([(lambda: a / b, D)])
    assert got == [("divide by zero encountered in scalar divide", True)], got
    with fperr.renamed("at"):
        got = run([(lambda: a * b, O)])
    assert got == [("overflow encountered in at", True)], got
    # 'raise' and 'call' act at the operation; 'ignore' does not record
    with gp.errstate(divide="raise"):
        try:
            run([(lambda: a + b, O), (lambda: a / b, D)])
            raise AssertionError("no FloatingPointError")
        except FloatingPointError as e:
            assert str(e) == "divide by zero encountered in divide", e
    calls = []
    with gp.errstate(all="call", call=lambda *c: calls.append(c)):
        run([(lambda: a / b, D), (lambda: a * 2.0, O)])
    assert calls == [("divide by zero", 1), ("overflow", 2)], calls
    with gp.errstate(all="ignore"):
        assert run([(lambda: a / b, D), (lambda: a.sum(), O)]) == []
    # more operations than slots: each of the first 256 reports, then an operation shares
    # its pair's latest slot; a new pair waits for a synchronization, which reports the
    # full record
    ops = [(lambda: a / b, D), (lambda: a + b, O)] * 150 + [(lambda: gp.log(a), I)]
    got = run(ops)
    want = [("divide by zero encountered in divide", "at-op"),
            ("overflow encountered in add", "at-op")] * 128  # (at the log: a new pair)
    assert got[:-1] == want and len(got) == 257, (len(got), got[250:])
    assert got[-1] == ("invalid value encountered in log", True), got[-1]
# a recorder asking for every warning (pytest.warns, assert_warns) gets them at the
# operation, as NumPy gives them: its block ends before a later synchronization
recorder = lambda: warnings.catch_warnings(record=True)
got = run([(lambda: a / b, D), (lambda: a * 2.0, O), (lambda: a.sum(), O), (lambda: a + b, 0)],
          catch=recorder)
assert got == [("divide by zero encountered in divide", "at-op"),
               ("overflow encountered in multiply", "at-op"),
               ("overflow encountered in reduce", "at-op")], got
# threads keep records of their own
import threading
with shown() as w:
    FLAG[0] = D
    a / b
    def other():
        FLAG[0] = O
        a * 2.0
        gp.synchronize()
    t = threading.Thread(target=other)
    t.start()
    t.join()
    assert [str(x.message) for x in w] == ["overflow encountered in multiply"], w
    FLAG[0] = 0
    gp.synchronize()
    assert [str(x.message) for x in w][1:] == ["divide by zero encountered in divide"], w
print("ok")
"""


def test_checked_kernels_report_per_operation():
    """The checked kernels' record through the device paths (the stand-in kernels write the
    words fpe.cuh's would): each operation reports separately, in order, under its own name
    (scalar_math's and renamed's too), from the user's line; 'raise' and 'call' at the
    operation; an interval with nothing recorded hides nothing from the next; past the 256
    slots a pair shares its latest and a new pair reports the full record; threads apart."""
    _run_stubbed(RECORDED)


DOT_STACKS = r"""
import sys, types, warnings
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
calls = []
nv, b, cb = (types.ModuleType(n) for n in ("nvmath", "nvmath.bindings", "nvmath.bindings.cublas"))
cb.Math = type("Math", (), {"DEFAULT_MATH": 0})
for name in ("create", "set_stream", "set_math_mode", "sgemv", "dgemv", "cgemv", "zgemv"):
    setattr(cb, name, lambda *a: 1)
for name in ("gemm_ex", "gemm_strided_batched_ex"):
    setattr(cb, name, lambda *a, name=name: calls.append(name))
nv.bindings, b.cublas = b, cb
sys.modules.update({"nvmath": nv, "nvmath.bindings": b, "nvmath.bindings.cublas": cb})
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import products
from gpnumpy._kernels import launch
gp.asarray(np.ones((2, 2))) @ gp.asarray(np.ones((2, 2)))  # (asks for cuBLAS once)
# the launches of small_dot.cu: kernel name, grid and (k, count, ab, ak, bb, bk, cb, lt)
fired = []
fire = launch.Prepared.fire
def spy(self, grid, *args):
    fired.append((getattr(self.kernel, "name", None) or str(self.kernel), grid, args[8:]))
    return fire(self, grid, *args)
launch.Prepared.fire = spy
sd = products._small_dot
sd_names = []
products._small_dot = lambda name, *a: sd_names.append(name) or sd(name, *a)
def run(f):
    del fired[:], calls[:], sd_names[:]
    f()
    return [x for x in fired if "small_dot" in x[0]], list(calls), list(sd_names)
for dt in ("f4", "f8"):
    A = gp.asarray(np.ones((16384, 1024), dt))
    B = gp.asarray(np.ones((16384, 1024), dt))
    ok = {"einsum ij,ij->i": lambda: gp.einsum("ij,ij->i", A, B),
          "vecdot": lambda: gp.vecdot(A, B),
          "linalg.vecdot": lambda: gp.linalg.vecdot(A, B),
          "matmul (B,1,k)@(B,k,1)": lambda: gp.matmul(A[:, None, :], B[:, :, None]),
          "@ of C-contiguous stacks (the lean path)": lambda: A.reshape(16384, 1, 1024)
                                                          @ B.reshape(16384, 1024, 1),
          "vecdot into out=": lambda: gp.vecdot(A, B, out=gp.empty(16384, dt)),
          "vecdot of every other row": lambda: gp.vecdot(A[::2], B[::2]),
          "einsum of a transposed pair": lambda: gp.einsum("ji,ji->i", A.T, B.T),
          "vecdot k = 33": lambda: gp.vecdot(A[:, :33], B[:, :33]),
          "a stack against one vector (broadcast)": lambda: gp.vecdot(A, B[0]),
          "einsum of a two-axis stack (3, 4, k)": lambda: gp.einsum(
              "abk,abk->ab", A[:12].reshape(3, 4, 1024), B[:12].reshape(3, 4, 1024))}
    for label, f in ok.items():
        got, blas, names = run(f)
        assert len(got) == 1 and not blas, (dt, label, got, blas)
        name, grid, (k, count, ab, ak, bb, bk, cb, lt) = got[0]
        assert name == "gpnumpy_small_dot__" + dt and count in (16384, 8192, 12), (label, got)
        assert (ak, bk) in ((1, 1), (16384, 16384)) and cb in (1, -1) and 2 <= lt <= 8, got
    assert run(ok["einsum ij,ij->i"])[2] == [None]  # (einsum names no error, as NumPy)
    assert run(ok["vecdot"])[2] == ["vecdot"] and run(ok["matmul (B,1,k)@(B,k,1)"])[2] == ["matmul"]
    # k <= 32 stays on small_gemm.cu, one product on small_gemm.cu or gemv, complex and a
    # few very long products on cuBLAS (a stack against one vector: a matrix-vector product,
    # the vector broadcast)
    W = gp.asarray(np.ones((4, 1 << 15), dt))
    for label, f in {"k = 32": lambda: gp.vecdot(A[:, :32], B[:, :32]),
                     "one product": lambda: gp.vecdot(A[0], B[0]),
                     "four products of 2^15": lambda: gp.vecdot(W, W)}.items():
        assert run(f)[0] == [], (dt, label)
    assert run(lambda: gp.vecdot(W, W))[1] == ["gemm_strided_batched_ex"]
C = gp.asarray(np.ones((64, 100), "c8"))
got, blas, _ = run(lambda: gp.vecdot(C, C))
assert got == [] and blas == ["gemm_strided_batched_ex"], (got, blas)
# k = 1024 and 16384 outputs: a warp an output (lt 5), every block the device holds
got = run(ok["vecdot"])[0]
assert got[0][2][-1] == 5 and got[0][1] == min(16384 // 8, 8 * 132), got
print("ok")
"""


def test_stacks_of_dot_products_take_small_dot():
    """Stacks of dot products (m = n = 1) of float32/64 past small_gemm.cu's k -- einsum
    'ij,ij->i', vecdot (and linalg's), matmul (B,1,k)@(B,k,1) through the general and the lean
    path, out=, strided and transposed operands, a two-axis batch that merges -- launch
    small_dot.cu once, with no cuBLAS call, naming their errors as NumPy (einsum none); k <= 32,
    one product, a stack against one vector, a few very long products and complex dtypes keep
    their paths."""
    _run_stubbed(DOT_STACKS)


# (the head of a stubbed script under GPNUMPY_FUSION=force whose every launch, prepared or
# general, is recorded in ``seen`` as (kernel name, grid x, grid y, arguments))
_SPIED = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import fusion, reduction
from gpnumpy._kernels import launch as L
gp.fusion.set_mode("force")
seen = []
fire, launch = L.Prepared.fire, L.launch
def spy_fire(self, grid, *args):
    seen.append((self.kernel.name, grid, self.gy, args))
    return fire(self, grid, *args)
def spy_launch(kernel, grid, args, block=L.BLOCK, fresh=False):
    gx, gy = (grid, 1) if type(grid) is int else grid
    seen.append((kernel.name, gx, gy, tuple(args)))
    return launch(kernel, grid, args, block, fresh)
L.Prepared.fire, L.launch = spy_fire, spy_launch
"""

SINGLE = _SPIED + r"""
x = gp.asarray(np.linspace(1, 2, 3000))
y = gp.asarray(np.linspace(2, 3, 3000).astype(np.float32))
z = gp.asarray(np.linspace(0, 1, 3000))
row = gp.asarray(np.ones((1, 3000)))
cases = [lambda: x + z, lambda: x * 2.5, lambda: x / z, lambda: y.astype(np.float16),
         lambda: 3 - y, lambda: gp.sqrt(x), lambda: x * (1 + 2j),
         lambda: gp.asarray(np.ones((4, 3000))) + row]
def flushes(case, fast):
    fusion._plans.clear()
    if not fast:
        fusion._plan_single = lambda *a: None  # (the executor: execute's own launch)
    try:
        out = []
        for _ in range(2):
            r = case()
            assert fusion.pending(r)
            del seen[:]
            r._mem.ptr  # (the flush: one node, one kernel)
            assert len(seen) == 1, seen
            name, grid, gy, args = seen[0]
            ptr = r._mem.ptr
            # (pointers: the output's and the error slot's differ from call to call)
            out.append((name, grid, gy, tuple("out" if a == ptr else type(a).__name__ if
                                          type(a) is int and a > 1 << 20 else a for a in args)))
        return out
    finally:
        fusion._plan_single = single
single = fusion._plan_single
for k, case in enumerate(cases):
    with np.errstate(all="ignore" if k == 1 else "warn"):
        fast, slow = flushes(case, True), flushes(case, False)
    assert fast == slow, (k, fast, slow)
st = gp.fusion.stats()
assert st["unfused"] >= 4 * len(cases), st
print("ok")
"""


def test_one_node_flush_launches_as_the_executor():
    """GPNUMPY_FUSION=force on the device: a graph of one node (deferred and read at once:
    CG's updates feeding a reduction) is launched through its plan's record, with the kernel,
    grid and arguments ``execute`` would give it (checked loops, casts, scalars, a complex
    scalar through launch's packing, a broadcast operand)."""
    _run_stubbed(SINGLE)


UNARY = _SPIED + r"""
gp.fusion.set_mode("off")
arrays = {"f8": gp.asarray(np.linspace(1, 2, 3000)),
          "f4": gp.asarray(np.linspace(-1, 2, 5000).astype(np.float32)),
          "i4": gp.asarray(np.arange(-7, 4993, dtype=np.int32)),
          "c16": gp.asarray(np.linspace(0, 1, 3000) + 1j),
          "?": gp.asarray(np.arange(3000) %% 3 == 0)}
cases = [("sqrt", "f8"), ("exp", "f4"), ("negative", "i4"), ("absolute", "c16"),
         ("logical_not", "?"), ("log", "f8"), ("square", "i4")]

def launches(call):
    out = []
    for _ in range(3):  # (the first call makes the lean entry: the later ones take it)
        del seen[:]
        r = call()
        assert len(seen) == 1, seen
        name, grid, gy, args = seen[0]
        ptr = r._mem.ptr
        # (pointers: the output's and the error slot's differ from call to call; the element
        # count is a Python or a NumPy int)
        args = tuple(int(a) if isinstance(a, np.integer) and a.dtype.kind in "iu" and
                     a.dtype.itemsize == 8 else a for a in args)
        out.append((name, grid, gy, tuple("out" if a == ptr else "pointer" if type(a) is int
                                          and a > 1 << 20 else a for a in args)))
    return out

for mode in ("warn", "ignore"):
    for name, dt in cases:
        uf, a = getattr(gp, name), arrays[dt]
        with np.errstate(all=mode):
            rdt = uf(a).dtype
            lean = launches(lambda: uf(a))
            general = launches(lambda: uf(a, dtype=rdt))  # (a keyword: the general path)
        assert lean[1:] == general[1:], (name, mode, lean, general)
        assert uf._fast.hit((a._dtype, a._dtype.char)) is not None, name
print("ok")
"""


def test_unary_lean_path_launches_as_the_general_path():
    """``ufunc(a)`` of one C-contiguous array: its lean path (the entry's geometry, a
    ``launch.Prepared``) launches the kernel, grid and arguments of the general path (checked
    and unchecked variants)."""
    _run_stubbed(UNARY)


WRITES = r"""
import os, sys
os.environ["GPNUMPY_FUSION_MIN"] = str(1 << 18)  # (mid-size results defer while behind)
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import fusion
gp.fusion.set_mode("auto")
sys.modules["cuda.bindings.driver"].busy = True  # (the device behind: mid-size results defer)
fusion._lagging(True)
n = 1 << 20
x = gp.asarray(np.linspace(-1, 1, n))
p = gp.asarray(np.linspace(0, 2, n))
y = gp.zeros(n)

def flush(f):
    fusion.stats(reset=True)
    f()
    gp.synchronize()
    s = fusion.stats(reset=True)
    return s["flushes"].get("store", 0), s["stored"], s["stores"]

def unnamed():
    global y
    y += x * 2.0                       # the operand no one keeps: written into y alone

t = None
def named():
    global y, t
    t = x * 3.0
    y += t                             # a variable: written too

def view_target():
    global y
    y[:-1] += y[1:] * 2.0              # the graph reads y shifted: not joined, computed first

def pending_target():
    global y
    z = x * 1.5
    z += x * 2.0                       # the target itself pending: not joined

def setitem_unnamed():
    y[...] = x * 4.0 + 1.0             # a store's temporary: not written itself

keep = []
def setitem_view():
    u = x - 1.0
    keep.append(u)
    y[...] = u[...]                    # a view of a kept value: written

cases = (unnamed, named, view_target, pending_target, setitem_unnamed, setitem_view)
for f in cases:  # (an in-place operator's first call makes its lean entry)
    flush(f)
got = {f.__name__: flush(f) for f in cases}
want = {"unnamed": (1, 0, 1), "named": (1, 1, 1), "view_target": (0, 1, 0),
        "pending_target": (0, 2, 0), "setitem_unnamed": (1, 0, 1), "setitem_view": (1, 1, 1)}
assert got == want, got
print("ok")
"""


def test_inplace_writes_join_the_graph_and_temporaries_are_elided():
    """On the device paths (stand-in driver): a lean in-place write whose operand is pending
    joins its graph (fusion.write_into: one store flush) where the graph reads the target only
    as itself, and a value no one keeps is not stored itself (elementwise.TEMPORARY,
    fusion._elide); a named operand or a view of a kept value is."""
    _run_stubbed(WRITES)


HELD_ZERO_D = r"""
import sys, collections
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
drv = sys.modules["cuda.bindings.driver"]
import ctypes
# (a copy to the host reads zeros: what the zeros below hold on a real device)
drv.cuMemcpyDtoHAsync = lambda dst, src, n, s: (ctypes.memset(dst, 0, n), (0, None))[1]
calls = collections.Counter()
for name in ("cuLaunchKernel", "cuMemcpyDtoDAsync", "cuMemcpyHtoDAsync", "cuMemsetD8Async",
             "cuMemcpyDtoHAsync"):
    f = getattr(drv, name)
    setattr(drv, name, lambda *a, _f=f, _n=name: calls.update([_n]) or _f(*a))
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import device
u8 = gp.uint8
x1, x2 = gp.zeros((4, 4, 3, 3, 0), u8), gp.zeros((4, 4, 3, 0, 1), u8)
res = gp.tensordot(x1, x2, axes=((4,), (3,)))
for i in range(3):
    res[0, 0, 0, 0, 0, 0, i, 0]  # (the second read mirrors res: its elements held from then on)
calls.clear()
e = device.epoch
for i in range(4):
    for j in range(3):
        r = res[i, 1, j, 0, 3 - i, 2, j, 0]
        t = gp.tensordot(x1[i, 1, j, 0], x2[i, 1, j, :, 0], axes=((0,), (0,)))
        assert bool(gp.all(gp.equal(r, t))) and float(r) == 0.0
        s = gp.stack([r + 1, r * 2, gp.asarray(3, dtype=u8)])
        z = gp.zeros((), u8) + gp.asarray(5, dtype=u8)
        assert int(gp.sum(z)) == 5 and type(z._mem) is device.Held and z._mem.real is None
# (the one copy each stack of held values makes: nothing else reached the device)
assert dict(calls) == {"cuMemcpyHtoDAsync": 12}, dict(calls)
assert device.epoch == e
z = gp.asarray(2.0)
w = z * gp.ones(3)  # (the device needs z: device memory made from its bytes)
z[...] = 7.0        # (a write: the value is the device's from then on)
assert z._mem.real is not None and device.held_value(z) is None
v = gp.asarray([1.5, 2.5])
v[1]
s = v[0]  # (the second read: a held scalar)
assert type(s._mem) is device.Held
_ = s * gp.ones(2)
# (a scalar's bytes stay its value, frozen: read without the device; the stand-in's copies
# to the host read zeros)
assert s._mem.real is not None and device.held_value(s) == 0.0
# var of a held 0-d value divides a writeable copy of a held scalar in place, then makes it
# a scalar again: the device's bytes are its value from then on (seen failing on an H200)
for a in (gp.asarray(5.0), gp.asarray(np.int8(3)), gp.asarray(True)):
    for f in (gp.var, gp.std, gp.nanvar, gp.nanstd):
        r = f(a)
        assert r.shape == () and r.dtype == np.float64 and device.held_value(r) is None
print("ok")
"""


def test_element_loops_of_held_values_reach_no_device():
    """The array-API suite's stack loop (an element of a mirrored result, an empty sum's
    tensordot, equal, all, bool) and the math, reductions and stacks of held 0-d values run on
    the host: no launch, no wait, no write epoch; a stack of held values is one copy."""
    _run_stubbed(HELD_ZERO_D)


FRESH_EPOCHS = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import device
x = gp.asarray(np.random.default_rng(0).random(1000))
d = x.sum()
cases = {"d * 2.0": lambda: d * 2.0, "sqrt(d)": lambda: gp.sqrt(d),
         "concatenate": lambda: gp.concatenate([x, x]), "where": lambda: gp.where(x > 0.5, x, 0),
         "cumsum": lambda: x.cumsum(), "cumsum rows": lambda: x.reshape(10, 100).cumsum(1),
         "nonzero": lambda: gp.nonzero(x > 0.5), "x[x > 0.5]": lambda: x[x > 0.5],
         "arange": lambda: gp.arange(3, 1000, 7), "arange float": lambda: gp.arange(0.0, 1.0, 0.1),
         "linspace": lambda: gp.linspace(0, 1, 50), "eye": lambda: gp.eye(3),
         "round": lambda: gp.round(x, 2), "unique": lambda: gp.unique(x),
         "searchsorted": lambda: gp.searchsorted(x, 0.5), "var": lambda: x.var(),
         "std": lambda: x.std(), "median": lambda: gp.median(x),
         "histogram": lambda: gp.histogram(x), "bincount": lambda: gp.bincount(gp.arange(10))}
bumped = []
for name, f in cases.items():
    f()
    e = device.epoch
    f()
    if device.epoch != e:
        bumped.append(name)
assert not bumped, bumped
o = gp.empty(())
e = device.epoch
gp.round(x[0:1], 1, out=gp.empty(1))  # (an out= given: its memory existed, a new epoch)
assert device.epoch != e
print("ok")
"""


def test_operations_writing_their_own_new_memory_start_no_epoch():
    """Operations whose every write goes to memory they allocated (their results and
    temporaries) leave the write epoch alone, so element loops around them keep their host
    mirrors; one given an out= starts a new one."""
    _run_stubbed(FRESH_EPOCHS)


SINKS = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import fusion
gp.fusion.set_mode("force")
x = gp.asarray(np.linspace(-3, 9, 360).astype(np.float32).reshape(12, 30))
fusion.stats(reset=True)
t = x * 2 + 1
s = t.max(axis=0)        # t alive: stored by this reduction's kernel
s2 = t.min(axis=1)       # reads the stored t
u = (x - 1).min(axis=1)  # its input died: computed from x where it is loaded
for a in (s, s2, u, t):
    a._mem.ptr
st = fusion.stats()
assert (st["sinks"], st["sinks_fused"], st["kernels"], st["stored"]) == (3, 2, 2, 1), st
m = x.max(axis=1, keepdims=True)
fusion.stats(reset=True)
e = gp.exp(x - m)
r = e / e.sum(axis=1, keepdims=True)  # exp and its row sums one kernel, the division one
r._mem.ptr
e._mem.ptr
st = fusion.stats()
assert (st["sinks_fused"], st["kernels"], st["flushes"]) == (1, 2, {"read": 2}), st
print("ok")
"""


def test_reductions_of_pending_values_are_one_kernel():
    """GPNUMPY_FUSION=force on the device: a reduction of a pending chain is the chain's one
    kernel (its input stored by it where the input is alive), a second reduction of a stored
    value reads it, and the graph's own kernel runs only for what is left."""
    _run_stubbed(SINKS)


SINK_PASSES = _SPIED + r"""
def norm(v):
    # (pointers and error slots change from call to call; the static values must not)
    if isinstance(v, (int, np.integer)) and not isinstance(v, bool):
        v = int(v)
        return "ptr" if v > 1 << 20 else v
    return (type(v).__name__, v)
x = gp.asarray(np.linspace(1, 2, 1 << 20).astype(np.float32))
m = gp.asarray(np.linspace(1, 2, 1 << 16).reshape(256, 256))
b = gp.asarray(np.linspace(-1, 1, 256))
cases = [lambda: (x * 2 + 1).sum(), lambda: (x > 1.5).any(), lambda: (m * b).sum(axis=1),
         lambda: (m - b).max(axis=0), lambda: (m * 3).sum(axis=0, keepdims=True),
         lambda: (x * 2).astype(np.int32).sum()]
for k, case in enumerate(cases):
    for state in ("warn", "ignore"):
        runs = []
        with np.errstate(all=state):
            for _ in range(3):
                r = case()
                assert fusion.pending(r)
                del seen[:]
                r._mem.ptr  # (the flush: the reduction's passes over the graph's leaves)
                runs.append([(n, gx, gy, tuple(norm(v) for v in a)) for n, gx, gy, a in seen])
        # the first run planned through reduction._run, the others fired its passes
        assert runs[0] == runs[1] == runs[2] and runs[0], (k, state, runs)
ready = [r for sp in fusion._sink_plans.values() for r in sp[-1].values()]
# (one record per reduction and checked set: any has no checks, one for both states)
assert len(ready) == 2 * len(cases) - 1 and all(ready), ready
print("ok")
"""


def test_reductions_of_pending_values_fire_planned_passes():
    """GPNUMPY_FUSION=force on the device: a sink's reduction planned once over its graph's
    leaves is fired directly afterwards (reduction._Lean, the source's arguments after the
    static ones), its launches (kernels, grids, arguments) those the general path gave it,
    its split second pass included, checked and unchecked."""
    _run_stubbed(SINK_PASSES)


ITERATION = r"""
import sys, collections
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
drv = sys.modules["cuda.bindings.driver"]
calls = collections.Counter()
for name in ("cuLaunchKernel", "cuMemcpyDtoDAsync", "cuMemcpyDtoHAsync"):
    f = getattr(drv, name)
    setattr(drv, name, lambda *a, _f=f, _n=name: calls.update([_n]) or _f(*a))
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import device
# every write into an existing array starts a new write epoch on the device paths: what
# element reads from host copies (mirrors, iteration's runs) rely on
writes = {
    "b[3] = b[3] + 1": lambda b: b.__setitem__(3, b[3] + 1),
    "b[5:] *= 2": lambda b: b[5:].__imul__(2),
    "b[3:] = -1": lambda b: b.__setitem__(slice(3, None), -1),
    "b[:10] = array": lambda b: b.__setitem__(slice(0, 10), gp.arange(10.0)),
    "b[[1, 2]] = 5": lambda b: b.__setitem__(gp.asarray([1, 2]), 5.0),
    "b[b > 0.5] = 0": lambda b: b.__setitem__(b > 0.5, 0.0),
    "negative(out=)": lambda b: gp.negative(b, out=b),
    "sort": lambda b: b.sort(),
    "b[::-1].sort()": lambda b: b[::-1].sort(),
    "fill": lambda b: b.fill(2.0),
    "copyto": lambda b: gp.copyto(b, 3.0),
    "put": lambda b: gp.put(b, [0, 1], [7.0, 8.0]),
    "putmask": lambda b: gp.putmask(b, b > 0, 1.0),
    "add.at": lambda b: gp.add.at(b, [0, 1], 1.0),
    "cumsum(out=)": lambda b: gp.cumsum(b, out=b),
    "sum(out=)": lambda b: gp.sum(b.reshape(10, -1), axis=0, out=b[:100]),
    "matmul(out=)": lambda b: gp.matmul(b[:16].reshape(4, 4), b[16:32].reshape(4, 4),
                                        out=b[32:48].reshape(4, 4)),
    "clip(out=)": lambda b: gp.clip(b, 0, 1, out=b),
    "partition": lambda b: b.partition(3),
    "shuffle": lambda b: gp.random.default_rng(0).shuffle(b),
    "flat[:5] = 1": lambda b: b.flat.__setitem__(slice(0, 5), 1.0),
    "b[...] = 4": lambda b: b.__setitem__(Ellipsis, 4.0),
    "a view's write": lambda b: b.view(np.int64).__setitem__(0, 1),
    "divmod(out=)": lambda b: gp.divmod(b, 2.0, out=(b, gp.empty_like(b))),
    "multiply(where=)": lambda b: gp.multiply(b, 2, out=b, where=b > 0),
    "fill_diagonal": lambda b: gp.fill_diagonal(b[:100].reshape(10, 10), 0),
}
missed = []
for name, f in writes.items():
    b = gp.asarray(np.linspace(0, 1, 1000))
    e = device.epoch
    f(b)
    if device.epoch == e:
        missed.append(name)
assert not missed, missed
# iterating over a 1-d array reads runs of it (16 elements, doubling), not each element;
# its elements are scalars held on the host, so Python's sum() launches nothing
a = gp.asarray(np.ones(300000, np.float32))  # (beyond the host mirrors' size)
t = type(a[0])
calls.clear()
e = device.epoch
xs = list(a)
assert len(xs) == 300000 and all(type(x) is t for x in xs[::997])
assert calls == {"cuMemcpyDtoHAsync": 16}, dict(calls)  # (16, 32, ..., 65536, 65536, 65536, 37872)
assert device.epoch == e and all(device.held_value(x) is not None for x in xs[::997])
calls.clear()
sum(xs[:2000])
assert not calls, dict(calls)
# a write in the loop's body: the next element is read again, from the device
b = gp.asarray(np.ones(5000))
calls.clear()
for i, x in enumerate(b):
    if i < 4:
        b[i + 1] = x + 1
# (a run read at elements 0, 1, 2, 3 and 4, each after a write; b's host mirror then)
assert calls == {"cuMemcpyDtoHAsync": 6, "cuLaunchKernel": 4}, dict(calls)
# a subclass's own __getitem__ is asked for each element, as is an exported array's memory
class Sub(gp.ndarray):
    def __getitem__(self, k):
        seen.append(k)
        return super().__getitem__(k)
seen = []
list(gp.arange(5.0).view(Sub))
assert seen == [0, 1, 2, 3, 4], seen
print("ok")
"""


def test_iteration_reads_runs_and_every_write_starts_an_epoch():
    """Iteration over a 1-d array reads the array a run at a time (its elements held scalars:
    ``sum(a)`` costs no device work per element), reading again after any write; every form of
    write into an existing array starts a new write epoch, which that re-reading relies on."""
    _run_stubbed(ITERATION)


SCALAR_PAIRS = r"""
import sys
sys.path.insert(0, %(bench)r)
import host_profile as hp
hp._install_fake_cuda()
import gpnumpy as gp
hp._stub_compiler()
import numpy as np
from gpnumpy._core import array_methods, fperr
from gpnumpy._kernels import launch
layers, fired, prefixes = [], [], []
sc = array_methods._scalar_call
array_methods._scalar_call = lambda uf, args: layers.append(uf._name) or sc(uf, args)
fire = launch.Prepared.fire
def spy(self, grid, *args):
    fired.append(getattr(self.kernel, "name", None) or str(self.kernel))
    prefixes.append(fperr.name_prefix())
    return fire(self, grid, *args)
launch.Prepared.fire = spy
y = gp.asarray(np.arange(1.0, 1001.0))
a, b = y.sum(), y[::2].sum()   # (device float64 scalars, not held on the host)
i, j = gp.asarray(np.arange(10)).sum(), gp.asarray(np.arange(5)).sum()
for f, layer in ((lambda: a / b, []), (lambda: a * b, []), (lambda: a - b, []),
                 (lambda: a < b, ["less"]), (lambda: i + j, ["add"]),
                 (lambda: a / 2.0, ["divide"])):
    del layers[:], fired[:], prefixes[:]
    r = f()
    assert layers == layer and len(fired) == 1 and prefixes == ["scalar "], (layer, layers,
                                                                             fired, prefixes)
    assert type(r) in array_methods._SCALAR_SET and r.shape == (), r
assert fperr.name_prefix() == ""
print("ok")
"""


def test_two_device_float_scalars_take_the_lean_path():
    """Two device scalars of one float type (a CG's ``rr_new / rr``) run the ufunc's lean path
    under scalar_math (one launch, its errors 'scalar <ufunc>') without scalar_ops' layers;
    comparisons, integer scalars (NumPy's overflow checks) and a Python operand keep them."""
    _run_stubbed(SCALAR_PAIRS)
