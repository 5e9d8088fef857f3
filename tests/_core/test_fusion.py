"""Automatic elementwise fusion (gpnumpy/_core/fusion.py): deferred work gives NumPy's answers.

Every test runs in the modes that defer (``force``: graphs grow until something needs their
data; ``force1``: one pending node at a time), with xp=numpy validating the bodies.  The
hazards are the ways a deferred read could see a later write: in-place operators, writes
through views, ``out=`` into an operand's memory, exports, other threads.
"""
import os
import threading
import time
import types
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, is_cuda_device, to_numpy
from tests import nvrtc_build

MODES = ["force", "force1"]


@pytest.fixture(params=MODES)
def fmode(request):
    """The fusion mode for the gpnumpy half (restored afterwards)."""
    import gpnumpy
    old = gpnumpy.fusion.set_mode(request.param)
    yield request.param
    gpnumpy.fusion.set_mode(old)


def _f(xp, n=12, dtype="float32", lo=-3, hi=9):
    return xp.asarray(numpy.linspace(lo, hi, n).astype(dtype))


# ---------------------------------------------------------------- hazards
def test_read_then_inplace_write(xp, fmode):
    def body(xp):
        a = _f(xp)
        c = a * 2
        a += 1
        return c, a
    assert_same(xp, body)


def test_inplace_write_to_shared_leaf_through_view(xp, fmode):
    def body(xp):
        a = _f(xp)
        c = a + 1
        d = xp.sqrt(xp.abs(a))
        v = a[::2]
        v *= 10
        return c, d, a
    assert_same(xp, body)


def test_write_through_view_of_pending(xp, fmode):
    def body(xp):
        a = _f(xp)
        c = a * 2 + 1
        v = c[1:]
        v[0] = 100
        v += 1
        e = c - 1
        return c, v, e
    assert_same(xp, body)


def test_out_overlapping_a_pending_reader(xp, fmode):
    def body(xp):
        a = _f(xp)
        b = _f(xp, 11, lo=1, hi=2)
        c = a + 1
        xp.add(a[:-1], b, out=a[1:])
        return c, a
    assert_same(xp, body)


def test_out_of_a_pending_operand(xp, fmode):
    def body(xp):
        a = _f(xp)
        c = a * 3
        xp.multiply(c, c, out=c)
        d = c + a
        xp.negative(a, out=a)
        return c, d, a
    assert_same(xp, body)


def test_setitem_fill_copyto_fancy(xp, fmode):
    def body(xp):
        a = _f(xp)
        c1 = a * 2
        a[3] = -7
        c2 = a * 2
        a.fill(5)
        c3 = a - 1
        xp.copyto(a, _f(xp, lo=0, hi=1))
        c4 = a + 0.5
        a[xp.asarray([0, 2, 4])] = 9
        c5 = a / 3
        a[a > 0.5] = -1
        return c1, c2, c3, c4, c5, a
    assert_same(xp, body)


def test_leaf_reshaped_in_place_after_a_read(xp, fmode):
    """A pending node reads a leaf's geometry as it was at the operation."""
    def body(xp):
        a = _f(xp)
        c = a * 2
        a.shape = (3, 4)
        d = a + 1
        e = a * c.reshape(3, 4)
        return c, d, e
    assert_same(xp, body)


def test_setitem_of_pending_into_views(xp, fmode):
    """``dst[...] = expression``: stored by the graph's kernel where the graph does not read
    ``dst`` (Jacobi), copied after the flush where it does (Game of Life), a cast apart."""
    def body(xp):
        u = xp.asarray(numpy.arange(64, dtype=numpy.float32).reshape(8, 8))
        new = xp.zeros((8, 8), numpy.float32)
        for _ in range(3):
            new[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
            u, new = new, u
        z = xp.asarray((numpy.arange(64).reshape(8, 8) % 3 == 0).astype(numpy.uint8))
        for _ in range(2):
            nb = z[:-2, 1:-1] + z[2:, 1:-1] + z[1:-1, :-2] + z[1:-1, 2:]
            z[1:-1, 1:-1] = xp.astype(nb == 2, numpy.uint8)
        kept = u * 2  # (a stored node that stays alive)
        w = xp.zeros((8, 8), numpy.float64)
        w[...] = kept  # (another dtype: the copy casts)
        v = xp.zeros((8, 8), numpy.float32)
        v[::2] = kept[::2]  # (a view of the pending array)
        v[1::2] = kept[1::2] + 1
        return u, new, z, nb, kept, w, v
    assert_same(xp, body)


def test_inplace_write_of_pending_operands(xp, fmode):
    """An in-place operator (or out=) whose operand is pending joins its graph, stored into the
    target by the graph's kernel (fusion.write_into): the target read as itself by the same
    kernel, by other live results of the graph, or through another view of it (refused: the
    graph runs first), and the target itself pending."""
    def body(xp):
        n = 4099
        x = xp.asarray(numpy.linspace(-1, 1, n))
        p = xp.asarray(numpy.linspace(0, 2, n))
        alpha = xp.sum(p) / 1000
        x += alpha * p  # (CG's update: one kernel)
        c = x * 2  # a live result reading x ...
        x -= c * 0.25  # ... x written by the kernel that computes c from the old x
        y = xp.asarray(numpy.arange(n, dtype=numpy.float64))
        t = y[1:] * 3  # pending, reading y shifted
        y[:-1] += t  # the target read through another view: computed first
        z = x * 1.5
        w = z + 1
        z += w  # the target pending itself
        u = xp.ones(n)
        xp.add(u, p * 2, out=u)
        return x, c, y, t, z, w, u
    assert_same(xp, body)


def test_temporaries_stored_elsewhere(xp, fmode):
    """A store's value no one keeps (``a[k] = x * 2``, ``a += x * 2``) is not written itself
    (elementwise.TEMPORARY, fusion._elide); every value someone keeps is: a variable, a view of
    the value, a list's element, the value read afterwards."""
    def body(xp):
        n = 4099
        x = xp.asarray(numpy.linspace(-1, 1, n))
        a = xp.zeros(n)
        a[...] = x * 2 + 1  # a temporary
        t = x * 3
        b = xp.zeros(n)
        b[...] = t  # a variable
        c = xp.zeros(n)
        u = x - 1
        c[...] = u[...]  # a view of a kept value
        keep = [x * 5]
        d = xp.zeros(n)
        d[...] = keep[0]  # a list's element
        e = xp.ones(n)
        e += x * 7  # a temporary operand
        s = x * 11
        e += s  # a variable operand
        f = xp.ones(n)
        f[1:] = x[:-1] * 13  # a temporary into a view
        return a, t, b, u, c, keep[0], d, e, s, f
    assert_same(xp, body)


def test_store_of_a_part_of_pending(xp, fmode):
    """A view of a pending result stored into an array of the view's shape (roll's parts,
    fftshift) is a copy of that part, not the whole node's value."""
    def body(xp):
        f = xp.asarray(numpy.arange(5, dtype=numpy.float64)) * 0.5
        g = xp.asarray(numpy.arange(12, dtype=numpy.float32).reshape(3, 4)) + 1
        return xp.roll(f, 2), xp.roll(g, (1, -1), axis=(0, 1)), xp.fft.fftshift(f - 1)
    assert_same(xp, body)


def test_each_operation_warns_fused_or_not(gp, fmode):
    """Two divides by zero in a row warn twice, as NumPy's (a node's own record slot)."""
    z = gp.zeros(3, numpy.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        a = 1.0 / z
        b = 2.0 / z
        to_numpy(a + b)
    assert [str(x.message) for x in w] == ["divide by zero encountered in divide"] * 2


def test_store_into_counts(gp, fmode):
    from gpnumpy._core import fusion
    u = gp.asarray(numpy.arange(100, dtype=numpy.float32).reshape(10, 10))
    new = gp.zeros((10, 10), numpy.float32)
    fusion.stats(reset=True)
    new[1:-1, 1:-1] = u[:-2, 1:-1] + u[2:, 1:-1]
    assert fusion.stats()["flushes"].get("store", 0) == 1
    want = numpy.zeros((10, 10), numpy.float32)
    hu = numpy.arange(100, dtype=numpy.float32).reshape(10, 10)
    want[1:-1, 1:-1] = hu[:-2, 1:-1] + hu[2:, 1:-1]
    numpy.testing.assert_array_equal(to_numpy(new), want)


def test_views_of_pending_share_memory(xp, fmode):
    def body(xp):
        a = _f(xp).reshape(3, 4)
        c = a * 2
        t = c.T
        r = c.reshape(12)
        t[0, 0] = 42
        return c, t, r, t + 1, xp.shares_memory(c, t), c.base is None
    assert_same(xp, body)


def test_export_dlpack(gp, fmode):
    a = gp.asarray(numpy.arange(8.0))
    c = a * 2  # pending reader of a
    h = numpy.from_dlpack(a) if not is_cuda_device() else None
    if h is not None:
        h[0] = 100.0  # written behind gpnumpy's back after the export
        numpy.testing.assert_array_equal(to_numpy(c), numpy.arange(8.0) * 2)
    d = a + 1
    cap = d.__dlpack__()  # export of a pending array computes it
    assert cap is not None
    assert not gp.fusion._cfg.mode or not _pending(d)


def _pending(x):
    from gpnumpy._core import fusion
    return fusion.pending(x)


def test_cuda_array_interface_of_pending(gp, fmode):
    if not is_cuda_device():
        pytest.skip("__cuda_array_interface__ exists on the GPU only")
    cupy = pytest.importorskip("cupy")
    a = gp.asarray(numpy.arange(1 << 12, dtype=numpy.float32))
    c = a * 3 + 1
    assert _pending(c)
    with cupy.cuda.Stream(non_blocking=True):  # another stream: the interface's stream orders it
        x = cupy.asarray(c)
        got = cupy.asnumpy(x)
    numpy.testing.assert_array_equal(got, numpy.arange(1 << 12, dtype=numpy.float32) * 3 + 1)


# ---------------------------------------------------------------- errors at their own lines
def test_nep50_overflow_at_its_line(xp, fmode):
    def body(xp):
        a = xp.asarray(numpy.arange(5, dtype=numpy.uint8))
        c = a + 1
        try:
            a + 300
        except OverflowError as exc:
            return c, type(exc).__name__
        return c, "no error"
    assert_same(xp, body)


def test_negative_integer_power_at_its_line(xp, fmode):
    def body(xp):
        a = xp.asarray(numpy.arange(1, 6, dtype=numpy.int32))
        c = a * 2
        out = [c]
        for e in (-1, xp.asarray(numpy.array([1, 2, -1, 0, 1], dtype=numpy.int32))):
            try:
                a ** e
                out.append("no error")
            except ValueError as exc:
                out.append(type(exc).__name__)
        out.append(a ** 2)
        return out
    assert_same(xp, body)


def test_broadcast_and_casting_errors(xp, fmode):
    def body(xp):
        a = _f(xp)
        c = a + 1
        res = [c]
        for f in (lambda: a + _f(xp, 5), lambda: xp.add(a, 1.5, out=xp.zeros(12, "int32")),
                  lambda: a.reshape(3, 4) * _f(xp, 3)):
            try:
                f()
                res.append("ok")
            except (ValueError, TypeError) as exc:
                res.append(type(exc).__name__)
        return res
    assert_same(xp, body)


@pytest.mark.parametrize("mode", ["warn", "raise", "ignore", "call"])
def test_errstate_modes(gp, fmode, mode):
    """NumPy's categories and messages, raised at the operation's line in 'raise' (the op is
    not deferred), warned by the next read in 'warn'."""
    def run(xp):
        seen = []
        z = xp.asarray(numpy.array([0.0, 1.0, 2.0], numpy.float32))
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            kw = dict(all=mode) if mode != "call" else dict(all="call", call=lambda *a: seen.append(a[0]))
            raised = None
            with numpy.errstate(**kw):
                try:
                    r = 1.0 / z
                    q = xp.log(z) + r
                except FloatingPointError as exc:
                    raised = str(exc)
                    r = q = None
            vals = (to_numpy(r), to_numpy(q)) if r is not None else None
        return raised, vals, [str(x.message) for x in w], seen

    want = run(numpy)
    got = run(gp)
    assert got[0] == want[0]
    assert got[2] == want[2] and got[3] == want[3]
    if want[1] is not None:
        for x, y in zip(got[1], want[1]):
            numpy.testing.assert_array_equal(x, y)


@pytest.mark.parametrize("mode", ["raise", "warn"])
def test_complex_power_underflow_at_its_line(gp, fmode, mode):
    """On the host device the loops are NumPy's, which report complex power's underflow
    (outside the table's categories): a deferred node may raise any category there, so
    'raise' raises at the operation's line and 'warn' warns, as fusion off."""
    from gpnumpy._core import device
    if device.ON_DEVICE:
        pytest.skip("the device checks the table's categories only (complex underflow is a "
                    "documented gap)")

    def run(xp):
        a = xp.asarray(numpy.full(100, 1e-200 + 1e-200j))
        b = xp.asarray(numpy.full(100, 2.0))
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            raised = None
            with numpy.errstate(all="ignore", under=mode):
                try:
                    c = a ** b
                except FloatingPointError as exc:
                    raised, c = str(exc), None
            val = None if c is None else to_numpy(c + 1)
        return raised, val, [str(x.message) for x in w]

    want, got = run(numpy), run(gp)
    assert got[0] == want[0] and got[2] == want[2]
    if want[1] is not None:
        numpy.testing.assert_array_equal(got[1], want[1])


def test_warn_state_at_operation_is_kept(gp, fmode):
    """The state at the operation decides, not the state at the flush."""
    z = gp.zeros(3, numpy.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with numpy.errstate(divide="ignore"):
            r = 1.0 / z
        s = 1.0 / z  # default state: warns
        to_numpy(r), to_numpy(s)
    assert [str(x.message) for x in w] == ["divide by zero encountered in divide"]


def test_name_at_operation_is_kept(gp, fmode):
    """The name an operation reports under (fperr.renamed: nanmedian's middle sum is a
    'reduce' as NumPy's) is the one at the operation, not the one at the flush."""
    from gpnumpy._core import fperr
    z = gp.zeros(3, numpy.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with fperr.renamed("reduce"):
            r = 1.0 / z
        s = 1.0 / z
        with fperr.renamed("at"):
            to_numpy(r), to_numpy(s)  # (flushed inside another name)
        m = gp.nanmedian(gp.asarray([[numpy.inf, -numpy.inf], [1.0, numpy.nan]]), axis=1)
        to_numpy(m)
    assert [str(x.message) for x in w] == ["divide by zero encountered in reduce",
                                           "divide by zero encountered in divide",
                                           "invalid value encountered in reduce"]


def _late_case(xp, case):
    n = 4099  # (whole blocks and a tail)
    x = numpy.linspace(0.5, 2.0, n).astype(numpy.float32)
    if case == "nan_inputs":  # NaNs met, none made: no warning
        x[::7] = numpy.nan
        a = xp.asarray(x)
        return (a * 2 + 1) / (a + 3) - a
    if case == "overflow_some":  # a few elements overflow, deep in the graph
        x[::997] = 1e20
        a = xp.asarray(x)
        return xp.sqrt(a * a * 3.0 + 1) - a
    if case == "inf_input":  # an infinity met: inf - inf is invalid
        x[5] = numpy.inf
        a = xp.asarray(x)
        return (a + 1) - a * 1.0
    if case == "float64_divide":
        a = xp.asarray((x - 1.25).astype(numpy.float64))
        return xp.exp(1.0 / xp.round(a, 1)) * 0.5
    if case == "widths":  # float32 and float64 nodes in one graph, the error in the float64 part
        a = xp.asarray(x)
        b = xp.asarray(numpy.linspace(-1, 1, n))
        return (a * 2).astype(numpy.float64) + xp.log(b * b)
    raise AssertionError(case)


@pytest.mark.parametrize("case", ["nan_inputs", "overflow_some", "inf_input", "float64_divide",
                                  "widths"])
def test_late_checks_of_float_graphs(xp, fmode, case):
    """A fused graph's real floating-point checks run where a value was not finite (render.fused's
    late checks): NumPy's warnings, once per operation, none for NaNs only met."""
    def body(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = _late_case(xp, case)
            getattr(xp, "synchronize", lambda: None)()  # (gpnumpy's warnings come here)
        return r, [str(x.message) for x in w]
    assert_same(xp, body, approx=True)  # (exp and log of the device: within a few ulp)


def test_dead_checked_node_still_warns(gp, fmode):
    z = gp.zeros(3, numpy.float32)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        gp.log(z)  # result dropped: NumPy warned anyway
        gp.synchronize()
    assert [str(x.message) for x in w] == ["divide by zero encountered in log"]


@pytest.mark.parametrize("mode", ["force", "off"])
def test_unread_results_warn_by_the_exit(mode):
    """A program that never reads its last results (a fused graph never run; on a GPU, a
    checked kernel whose report waits for a synchronization) gives NumPy's warnings by its
    exit: NumPy's categories, number and order (the exit's hook, fperr._at_exit)."""
    import re
    import subprocess
    import sys
    script = ("import warnings\n"
              "warnings.simplefilter('always')\n"
              "import {mod} as np\n"
              "x = np.array([1.0, 0.0, -1.0])\n"
              "with np.errstate(divide='ignore'):\n"
              "    d = x / 0\n"
              "e = (d + 1).sum()\n"
              "y = np.log(x) * 2\n"
              "print('done')\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPNUMPY_FUSION")}
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    def warned(mod, **extra):
        r = subprocess.run([sys.executable, "-c", script.format(mod=mod)], capture_output=True,
                           text=True, env=dict(env, PYTHONPATH=root, **extra), timeout=300)
        assert r.returncode == 0 and r.stdout == "done\n", r.stderr
        return re.findall(r"(\w+Warning): (.*)", r.stderr)
    expected = warned("numpy")
    assert [m for _, m in expected] == ["invalid value encountered in divide",
                                       "divide by zero encountered in log",
                                       "invalid value encountered in log"]
    assert warned("gpnumpy", GPNUMPY_FUSION=mode) == expected


def test_the_exit_report_waits_for_the_builds_it_starts(monkeypatch):
    """The exit's report (fperr._at_exit) runs after the compiler's own exit hook (it was
    registered first) and may build a kernel for the graph it flushes: it waits for the full
    builds under way before the interpreter ends (a builder thread left running into the
    interpreter's finalization killed the GPU run's test above with SIGSEGV at exit)."""
    import threading
    from gpnumpy._core import fperr
    from gpnumpy._kernels import compiler
    assert compiler.finish_builds in fperr.after_exit
    build = types.SimpleNamespace(done=threading.Event())

    def finish():
        time.sleep(0.3)
        build.done.set()
        del compiler._pending["a kernel's source"]
    monkeypatch.setitem(compiler._pending, "a kernel's source", build)
    threading.Thread(target=finish).start()
    fperr._at_exit()
    assert build.done.is_set() and "a kernel's source" not in compiler._pending


# ---------------------------------------------------------------- threads
def test_threads_sharing_arrays(gp, fmode):
    a = gp.asarray(numpy.arange(16.0))
    ready, wrote = threading.Event(), threading.Event()
    out = {}

    def reader():
        out["c"] = a * 2  # pending in this thread's graph
        ready.set()
        wrote.wait()
        out["c_val"] = to_numpy(out["c"])

    def writer():
        ready.wait()
        a[:] = -1.0  # another thread writes what the pending node reads
        gp.synchronize()
        wrote.set()

    t1, t2 = threading.Thread(target=reader), threading.Thread(target=writer)
    t1.start(), t2.start()
    t1.join(), t2.join()
    numpy.testing.assert_array_equal(out["c_val"], numpy.arange(16.0) * 2)
    # another thread reading a pending array computes it
    c = a + 5
    got = {}
    t = threading.Thread(target=lambda: got.setdefault("v", to_numpy(c)))
    t.start()
    t.join()
    numpy.testing.assert_array_equal(got["v"], numpy.full(16, 4.0))


def test_threads_errors_reported_by_their_owner(gp, fmode):
    """A thread that computes another thread's pending graph (its write of a leaf the graph
    reads) leaves the graph's floating-point errors to the thread whose operations they
    were: that thread warns at its next synchronization, the writer never."""
    a = gp.asarray(numpy.zeros(8))
    ready, wrote = threading.Event(), threading.Event()
    seen = []

    def show(message, category, filename, lineno, file=None, line=None):
        seen.append((threading.current_thread().name, str(message)))

    def owner():
        out = gp.log(a)  # (pending where fusion defers: divide by zero, at the flush)
        ready.set()
        wrote.wait()
        gp.synchronize()
        numpy.testing.assert_array_equal(to_numpy(out), numpy.full(8, -numpy.inf))

    def writer():
        ready.wait()
        a[:] = 1.0  # computes the owner's graph first, if pending
        gp.synchronize()
        wrote.set()

    with warnings.catch_warnings():
        warnings.simplefilter("always")
        old, warnings.showwarning = warnings.showwarning, show
        try:
            ts = [threading.Thread(target=owner, name="owner"),
                  threading.Thread(target=writer, name="writer")]
            for t in ts:
                t.start()
            for t in ts:
                t.join()
        finally:
            warnings.showwarning = old
    assert seen == [("owner", "divide by zero encountered in log")]


def test_own_errors_stay_own_inside_anothers_flush(gp, fmode):
    """A thread that reads another thread's pending array computes that graph for it; where
    that computation flushes the reader's own pending graph too (on the host: a leaf both
    graphs read), the reader's errors are its own, reported to it, as NumPy warned at its
    operation, not handed to the other thread with that graph's."""
    x = gp.asarray(numpy.array([0.0, 1.0]))
    ready, done = threading.Event(), threading.Event()
    seen, box = [], {}

    def show(message, category, filename, lineno, file=None, line=None):
        seen.append((threading.current_thread().name, str(message)))

    def other():
        box["y"] = gp.log(x)  # (pending where fusion defers: divide by zero)
        ready.set()
        done.wait()
        gp.synchronize()

    t = threading.Thread(target=other, name="other")
    t.start()
    ready.wait()
    z = gp.sqrt(x - 1.0)  # (pending in this thread's graph, reading x too)
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        old, warnings.showwarning = warnings.showwarning, show
        try:
            y = to_numpy(box["y"])  # computes the other thread's graph (and this one's)
            zz = to_numpy(z)
            me = threading.current_thread().name
            mine = [m for n, m in seen if n == me]
            done.set()
            t.join()
        finally:
            warnings.showwarning = old
    numpy.testing.assert_array_equal(y, [-numpy.inf, 0.0])
    numpy.testing.assert_array_equal(zz, [numpy.nan, 0.0])
    assert mine == ["invalid value encountered in sqrt"]
    assert [m for n, m in seen if n == "other"] == ["divide by zero encountered in log"]


def test_ended_threads_errors_still_warn(gp, fmode):
    """A thread that ends with its results pending (fusion) synchronizes no more: the thread
    that computes them reports their floating-point errors, NumPy's once each, not never."""
    x = gp.asarray(numpy.array([0.0, 1.0]))
    box, seen = {}, []

    def show(message, category, filename, lineno, file=None, line=None):
        seen.append(str(message))

    t = threading.Thread(target=lambda: box.setdefault("y", gp.log(x)))
    t.start()
    t.join()
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        old, warnings.showwarning = warnings.showwarning, show
        try:
            y = to_numpy(box["y"])
            gp.synchronize()
        finally:
            warnings.showwarning = old
    numpy.testing.assert_array_equal(y, [-numpy.inf, 0.0])
    assert seen == ["divide by zero encountered in log"]  # (the log deferred in the thread)


def test_owner_reads_while_another_thread_flushes(gp, fmode, monkeypatch):
    """A pending array stays pending until the flush has written it: while another thread
    computes the owner's graph (its write of a leaf the graph reads), the owner's read waits
    for that flush instead of reading memory allocated but not yet written."""
    from gpnumpy._core import fusion
    a = gp.asarray(numpy.arange(4096.0))
    c = a * 3  # (pending where fusion defers, in this thread's graph)
    if not fusion.pending(c):
        pytest.skip("fusion did not defer this expression in this mode")
    allocated, got, seen = threading.Event(), {}, []
    alloc = fusion._alloc

    def slow_alloc(lm):  # (the flush's allocation, then a pause before its kernel)
        mem = alloc(lm)
        if threading.current_thread().name == "writer":
            seen.append(fusion.pending(c))
            allocated.set()
            threading.Event().wait(0.3)
        return mem
    monkeypatch.setattr(fusion, "_alloc", slow_alloc)

    def writer():
        a[:] = -1.0  # computes the owner's graph first
    t = threading.Thread(target=writer, name="writer")
    t.start()
    assert allocated.wait(30)
    got["v"] = to_numpy(c)  # (the owner reads while the writer's flush pauses)
    t.join()
    assert seen and all(seen)  # (still pending after its allocation)
    numpy.testing.assert_array_equal(got["v"], numpy.arange(4096.0) * 3)
    numpy.testing.assert_array_equal(to_numpy(a), numpy.full(4096, -1.0))


def test_threads_deferring_at_once(gp, fmode):
    """Threads each growing their own graph over shared arrays, reading each other's
    results (a read of another thread's pending array computes that graph) and writing a
    shared array between barriers: NumPy's answers."""
    shared = gp.asarray(numpy.linspace(0, 1, 256))
    hshared = numpy.linspace(0, 1, 256)
    n = 4
    results, errors = [None] * n, []
    bar = threading.Barrier(n)

    def work(k):
        try:
            own = gp.full(256, float(k))
            for it in range(60):
                own = own * 0.5 + shared
                if it == 30:
                    results[k] = own  # (pending: others read it after the barrier)
                    bar.wait()
                    other = results[(k + 1) % n] + 1.0
                    bar.wait()
                    if k == 0:
                        shared[::2] = -1.0  # (a write that every pending reader must precede)
                    bar.wait()
                    own = own + other * 0.0
            results[k] = to_numpy(own)
        except Exception as exc:  # (reported below)
            errors.append(exc)

    ts = [threading.Thread(target=work, args=(k,)) for k in range(n)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errors, errors
    for k in range(n):
        own, sh = numpy.full(256, float(k)), hshared.copy()
        for it in range(60):
            own = own * 0.5 + sh
            if it == 30:
                sh[::2] = -1.0
        numpy.testing.assert_array_equal(results[k], own)


# ---------------------------------------------------------------- graphs, flushes, statistics
def test_one_flush_for_an_expression(gp, fmode):
    from gpnumpy._core import fusion
    from gpnumpy._kernels import compiler
    x, y, w, v = (gp.asarray(numpy.arange(1000, dtype=numpy.float32) + k) for k in range(4))
    to_numpy(x * y + w * v - x)
    compiler.finish_builds()  # (a cold cache: the fused kernel's build, unfused meanwhile)
    gp.synchronize()
    fusion.stats(reset=True)
    r = x * y + w * v - x
    assert _pending(r)
    got = to_numpy(r)
    s = fusion.stats()
    hx = numpy.arange(1000, dtype=numpy.float32)
    numpy.testing.assert_array_equal(got, hx * (hx + 1) + (hx + 2) * (hx + 3) - hx)
    if fmode == "force":
        assert s["nodes"] == 4 and sum(s["flushes"].values()) == 1
        assert s["stored"] == 1 and s["temporaries"] == 3
        if is_cuda_device():
            assert s["kernels"] == 1
    else:
        assert s["nodes"] == 4 and s["stored"] == 4


def test_shared_subexpression_and_caps(gp, fmode):
    from gpnumpy._core import fusion
    x = gp.asarray(numpy.linspace(0, 1, 100))
    fusion.stats(reset=True)
    t = x * 3
    a, b = t + 1, t - 1
    hx = numpy.linspace(0, 1, 100)
    numpy.testing.assert_array_equal(to_numpy(a - b), (hx * 3 + 1) - (hx * 3 - 1))
    y = x
    for _ in range(fusion.cfg.max_nodes + 5):
        y = y * 1.0
    numpy.testing.assert_array_equal(to_numpy(y), to_numpy(x))
    if fmode == "force":
        assert fusion.stats()["flushes"].get("cap", 0) >= 1


def _loop_body(xp, x, y):
    """Ten operations, none reading a result back: a loop's body."""
    a = x * 1.5
    b = a + y
    c = xp.sin(b)
    d = c - x
    e = d * d
    f = xp.sqrt(e)
    g = f / 3.0
    h = g + a
    k = xp.maximum(h, 0.25)
    return k * 0.5


def test_caps_follow_a_loops_period(gp, fmode, capsys):
    """A loop whose body never reads a result fills graphs up to the cap: after the first
    the cap is the largest multiple of the body's length (10 operations: 60 nodes), so every
    graph from then on is the same one (one kernel to build, not one per place the cut falls
    in the body); the answers are those of fusion off (bitwise) and NumPy's (within the
    device's sin, 1 ulp from the host's)."""
    from gpnumpy._core import fusion
    hx, hy = numpy.linspace(-2, 2, 50), numpy.linspace(1, 3, 50)
    out = {}
    for xp, mode in ((numpy, None), (gp, "off"), (gp, fmode)):
        x, y = xp.asarray(hx), xp.asarray(hy)
        old = fusion.cfg.log
        fusion.cfg.log = mode == fmode
        if mode:
            gp.fusion.set_mode(mode)
        try:
            for _ in range(40):
                x = _loop_body(xp, x, y)
            out[mode] = to_numpy(x)
        finally:
            fusion.cfg.log = old
    numpy.testing.assert_array_equal(out[fmode], out["off"])
    numpy.testing.assert_allclose(out[fmode], out[None], rtol=1e-13)
    if fmode != "force":
        return
    head = "gpnumpy.fusion: flush (cap): "
    caps = [line[len(head):].split(": ", 1) for line in capsys.readouterr().err.splitlines()
            if line.startswith(head)]  # ("N nodes, ... shape (50,)", "the ops' names")
    sizes = [int(c[0].split()[0]) for c in caps]
    assert sizes[0] == fusion.cfg.max_nodes and len(sizes) >= 5
    assert set(sizes[1:]) == {60}
    assert len({c[1] for c in caps[1:]}) == 1  # (the same operations in the same order)
    assert fusion._tls.graph.cap == 60
    # a synchronization (a flush of another reason) between two runs of the loop: the next
    # graph is too short to tell a period, and the cap stays the loop's
    x, y = gp.asarray(hx), gp.asarray(hy)
    old = fusion.cfg.log
    fusion.cfg.log = True
    try:
        for _ in range(20):
            x = _loop_body(gp, x, y)
        gp.synchronize()
    finally:
        fusion.cfg.log = old
    lines = capsys.readouterr().err.splitlines()
    assert [int(line[len(head):].split()[0]) for line in lines if line.startswith(head)] == [60] * 3


def test_the_log_names_flushes_and_kernels(gp, fmode, capsys):
    """GPNUMPY_FUSION_LOG's lines (cfg.log): each flush with its reason and nodes; on a GPU
    each new graph's kernel (a loaded kernel's line raised AttributeError before)."""
    from gpnumpy._core import fusion
    old = fusion.cfg.log
    fusion.cfg.log = True
    fusion._plans.clear()    # (each graph's kernel looked up again: a line each, as in a
    fusion._kernels.clear()  # new process; the kernels themselves stay built and loaded)
    try:
        for k in range(2):
            x = gp.asarray(numpy.arange(7.0 + k))
            r = to_numpy((x * 2.0 + 1.0) * x)
            numpy.testing.assert_array_equal(r, (numpy.arange(7.0 + k) * 2.0 + 1.0)
                                             * numpy.arange(7.0 + k))
    finally:
        fusion.cfg.log = old
    err = capsys.readouterr().err
    if fmode == "force":
        assert "gpnumpy.fusion: flush (read): 3 nodes, 1 stored" in err
        if is_cuda_device():
            assert "gpnumpy.fusion: kernel of 3 nodes: " in err


def test_new_scalars_and_sizes_reuse_the_kernel(gp, fmode):
    if not is_cuda_device():
        pytest.skip("kernel cache statistics are device statistics")
    from gpnumpy._core import fusion
    for n in (1000, 5000):
        for s in (1.5, 2.5):
            x = gp.ones(n, numpy.float32)
            to_numpy(x * s + 1.0)
    fusion.stats(reset=True)
    for n in (3000, 7777):
        for s in (0.25, 9.0):
            x = gp.ones(n, numpy.float32)
            to_numpy(x * s + 1.0)
    assert fusion.stats()["cache_misses"] == 0


def test_synchronize_and_mode_switch_flush(gp, fmode):
    from gpnumpy._core import fusion
    x = gp.ones(10)
    r = x + 1
    assert _pending(r)
    gp.synchronize()
    assert not _pending(r)
    r2 = x + 2
    assert _pending(r2)
    gp.fusion.set_mode(fmode)
    assert not _pending(r2)
    assert gp.fusion.get_mode() == fmode
    with pytest.raises(ValueError):
        gp.fusion.set_mode("sometimes")
    assert fusion.stats()["mode"] == fmode


def test_auto_threshold(gp):
    """auto: results of fewer than ``threshold`` elements never defer (unless they read a
    pending array); from ``threshold`` to ``big`` only while the device is behind the host
    (``device.busy``, which tells ``fusion._lagging`` of each change); ``big`` or more
    always."""
    from gpnumpy._core import fusion, device
    old = gp.fusion.set_mode("auto")
    big0, threshold0 = fusion.cfg.big, fusion.cfg.threshold
    try:
        fusion.cfg.threshold = 1 << 18  # (GPNUMPY_FUSION_MIN: by default it is big)
        fusion.cfg.big = 4 * fusion.cfg.threshold
        gp.fusion.set_mode("auto")
        small = gp.ones(100)
        mid = gp.ones(fusion.cfg.threshold)
        big = gp.ones(fusion.cfg.big)
        fusion._lagging(False)  # (the device keeps up)
        assert not _pending(small + 1) and not _pending(mid + 1)
        b = big + 1
        assert _pending(b)
        c = b[:100] + small  # a pending operand (as a view: computed first)
        numpy.testing.assert_array_equal(to_numpy(c), numpy.full(100, 3.0))
        fusion._lagging(True)  # (the device behind: mid-size results defer too)
        m = mid + 1
        assert _pending(m) and not _pending(small + 1)
        assert _pending(m * 2)  # (reading a pending array)
        numpy.testing.assert_array_equal(to_numpy(m * 2), numpy.full(fusion.cfg.threshold, 4.0))
        m2 = mid + 5
        fusion._lagging(False)
        other = gp.ones(fusion.cfg.threshold, "float32")  # (no leaf of m2's graph)
        assert not _pending(other + 1) and _pending(m2 * 3)  # (m2 * 3 reads a pending array)
        # allocations of a mid-size result's bytes ask the device again (its hook set)
        assert device._lag.hook is fusion._lagging and device._watch == fusion.cfg.threshold
        gp.fusion.set_mode("force")
        assert device._lag.hook is None and _pending(small + 1)
    finally:
        fusion.cfg.big, fusion.cfg.threshold = big0, threshold0
        gp.fusion.set_mode(old)


def test_auto_is_the_default_without_a_lag_watch(gp):
    """A new process fuses under ``auto``: results of GPNUMPY_FUSION_BIG (2^23) elements or
    more defer, fewer never (no watch of the device's lag: GPNUMPY_FUSION_MIN defaults to
    GPNUMPY_FUSION_BIG); GPNUMPY_FUSION_MIN below it turns the watch on, and
    GPNUMPY_FUSION_BIG=0 defers every result from GPNUMPY_FUSION_MIN (2^18 by default)."""
    import subprocess
    import sys
    script = ("from gpnumpy._core import fusion, device\n"
              "print(fusion.get_mode(), fusion.cfg.big, fusion.cfg.threshold, fusion.cfg.min, "
              "device._lag.hook is fusion._lagging)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPNUMPY_FUSION")}
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    def run(**extra):
        r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           env=dict(env, PYTHONPATH=root, **extra), timeout=120)
        assert r.returncode == 0, r.stderr
        return r.stdout.split()
    big = str(1 << 23)
    assert run() == ["auto", big, big, big, "False"]
    assert run(GPNUMPY_FUSION_MIN="1000") == ["auto", big, "1000", big, "True"]
    assert run(GPNUMPY_FUSION_BIG="0") == ["auto", "0", str(1 << 18), str(1 << 18), "False"]
    assert run(GPNUMPY_FUSION="off")[0] == "off"


def test_device_busy_answers(gp, monkeypatch):
    """``device.busy``: on the host never; on a GPU True while work queued before the last
    answer runs (a long kernel), False once the device is past it, each answer held for its
    interval, a change told to the hook."""
    from gpnumpy._core import device
    old = gp.fusion.set_mode("off")  # (the work below queued at once, whatever GPNUMPY_FUSION)
    try:
        with monkeypatch.context() as mp:  # (undone before the mode's own hook is set again)
            _device_busy_answers(gp, device, mp)
    finally:
        gp.fusion.set_mode(old)


def _device_busy_answers(gp, device, monkeypatch):
    told = []
    monkeypatch.setattr(device._lag, "hook", told.append)
    monkeypatch.setattr(device._lag, "interval", 0.0)
    monkeypatch.setattr(device._lag, "next", 0.0)
    gp.synchronize()
    assert device.busy() is False
    if not is_cuda_device():
        assert told == [] or told == [False]
        return
    x = gp.ones(1 << 27, "float32")
    gp.synchronize()
    device.busy()  # (the marker at the stream's end: the device idle)
    for _ in range(20):
        x = gp.sqrt(x * 1.0001 + 1.0)  # (each ~0.2 ms on an H200: well past the query)
    first = device.busy()   # (past the marker recorded before this work: records one after it)
    assert first is False
    assert device.busy() is True  # (the work queued before that marker is still running)
    gp.synchronize()
    assert device.busy() is False
    assert True in told and told[-1] is False
    monkeypatch.setattr(device._lag, "interval", 10.0)
    device._lag.next = 0.0
    a = device.busy()
    x = gp.sqrt(x + 1.0)
    assert device.busy() is a  # (held for the interval)


# ---------------------------------------------------------------- bitwise equal to fusion off
_BITWISE = [
    ("f4 poly", "float32", lambda xp, x, y: x * y + x * x - y / (x + 3.5)),
    ("f2 chain", "float16", lambda xp, x, y: (x * y + 1.25) * x - y),
    ("f8 transcendental", "float64", lambda xp, x, y: xp.exp(x / 8) * xp.sin(y) + xp.sqrt(xp.abs(x))),
    ("f4 where", "float32", lambda xp, x, y: xp.where(x > y, x, y) * 2),
    ("c8 mixed", "complex64", lambda xp, x, y: (x * y + 1j) * x.conj()),
    ("i4 wrap casts", "int32", lambda xp, x, y: ((x * 1000003 + y) * 77).astype(numpy.int8) + x),
    ("f4 to f2 to f8", "float32", lambda xp, x, y: (x * 3.3).astype(numpy.float16).astype(numpy.float64) / 7),
    ("mixed dtypes", "int16", lambda xp, x, y: x * 0.1 + y.astype(numpy.float32) ** 2),
    ("transposed", "float32", lambda xp, x, y: x.reshape(40, 50).T * 2 + y.reshape(40, 50).T),
]


# layouts: strided views, broadcasts, rows of views (2-d, 3-d, a column broadcast, bytes)
_LAYOUTS = [
    ("strided views", "float32", lambda xp, x, y: x[::2] * y[1::2] + x[::2]),
    ("broadcast element", "float64", lambda xp, x, y: x.reshape(40, 50) * y.reshape(40, 50)[:1, :1] - 2.5),
    ("broadcast row", "int64", lambda xp, x, y: x.reshape(40, 50) * 3 + y[:50]),
    ("complex scalar", "complex128", lambda xp, x, y: x * (2 - 3j) + y),
    ("rows of views", "float32", lambda xp, x, y: 0.25 * (x.reshape(4, 500)[:, 1:] + y.reshape(4, 500)[:, :-1])),
    ("rows of 3-d views", "int16", lambda xp, x, y: x.reshape(2, 2, 500).transpose(1, 0, 2)[..., 2:] * 3 - y.reshape(2, 2, 500)[..., :-2]),
    ("rows, a column broadcast", "float64", lambda xp, x, y: x.reshape(4, 500) * y[:4].reshape(4, 1) + x[:500]),
    ("tiled, a transposed leaf", "float32", lambda xp, x, y: x.reshape(40, 50).T * 2 + y.reshape(50, 40) - 1),
    ("tiled, two transposed leaves", "float64", lambda xp, x, y: xp.sqrt(xp.abs(x.reshape(20, 100).T)) + y.reshape(20, 100).T * y[:20]),
    ("rows of uint8 with outputs", "uint8", lambda xp, x, y: ((x.reshape(4, 500)[:, 1:] + y.reshape(4, 500)[:, :-1]) == 3) | (x.reshape(4, 500)[:, 1:] > y.reshape(4, 500)[:, :-1])),
]


@pytest.mark.parametrize("label,dtype,f", _BITWISE + _LAYOUTS, ids=[c[0] for c in _BITWISE + _LAYOUTS])
def test_bitwise_equal_to_unfused(gp, fmode, label, dtype, f):
    rng = numpy.random.default_rng(7)
    hx = (rng.standard_normal(2000) * 10).astype(dtype)
    hy = (rng.standard_normal(2000) * 10).astype(dtype)
    with numpy.errstate(all="ignore"):
        fused = to_numpy(f(gp, gp.asarray(hx), gp.asarray(hy)))
        old = gp.fusion.set_mode("off")
        try:
            plain = to_numpy(f(gp, gp.asarray(hx), gp.asarray(hy)))
        finally:
            gp.fusion.set_mode(old)
        want = f(numpy, hx, hy)
    assert fused.dtype == plain.dtype == want.dtype
    assert fused.tobytes() == plain.tobytes()


# ---------------------------------------------------------------- a random-program fuzzer
_NAMES = ["v%d" % k for k in range(6)]
_BIN = ["+", "-", "*", "/", "<", ">=", "=="]
_FUN = ["xp.maximum", "xp.add", "xp.multiply", "xp.minimum"]
_UN = ["xp.negative", "xp.abs", "xp.sqrt", "xp.square", "xp.floor"]  # (correctly rounded: bitwise on a GPU too)
_VIEWS = [".T", "[::-1]", "[1:-1, 1:-1]", "[:, ::2]", "[2]", ".reshape(4, 16)"]
_DT = ["'float32'", "'float64'", "'int32'", "'int8'", "'float16'", "'bool'"]


def _statement(rng, live):
    r = rng.random()
    a, b, c = (live[int(rng.integers(len(live)))] for _ in range(3))
    t = _NAMES[int(rng.integers(len(_NAMES)))]
    if r < 0.25:
        return "%s = %s %s %s" % (t, a, _BIN[int(rng.integers(len(_BIN)))], b)
    if r < 0.33:
        return "%s = %s(%s, %s)" % (t, _FUN[int(rng.integers(len(_FUN)))], a, b)
    if r < 0.43:
        return "%s = %s(%s)" % (t, _UN[int(rng.integers(len(_UN)))], a)
    if r < 0.50:
        return "%s = %s * %s + %s" % (t, a, rng.choice(["2", "0.5", "-3", "1.5"]), b)
    if r < 0.55:
        return "%s = xp.where(%s > %s, %s, %s)" % (t, a, b, a, c)
    if r < 0.62:
        return "%s = %s.astype(%s)" % (t, a, _DT[int(rng.integers(len(_DT)))])
    if r < 0.70:
        return "%s = %s%s" % (t, a, _VIEWS[int(rng.integers(len(_VIEWS)))])
    if r < 0.78:
        return "%s %s= %s" % (a, rng.choice(["+", "-", "*"]), b)
    if r < 0.83:
        return "%s(%s, %s, out=%s)" % (_FUN[int(rng.integers(len(_FUN)))], a, b, c)
    if r < 0.855:
        return "%s[%s] = %s" % (a, rng.choice(["1:3", "0", "..., 0", "::3"]), rng.choice(["7", "-1", "2.5"]))
    if r < 0.88:  # (an expression stored into a view: by the graph's kernel where it can be)
        k = rng.choice(["1:-1", "::2", "..."])
        return "%s[%s] = %s[%s] * 2 + %s[%s]" % (a, k, b, k, c, k)
    if r < 0.92:
        return "del %s" % a
    if r < 0.95:
        return "_ = repr(%s)" % a
    # (a reduction reading a pending array: max, min, any, all, exact in any order; a float
    # sum's rounding depends on its order, NumPy's pairwise one or the device's tree)
    if r < 0.985:  # (kept: a reduction deferred with the graph, read later or never)
        return "%s = %s.%s(%s)" % (t, rng.choice([a, "(%s * 2 + %s)" % (a, b)]),
                                   rng.choice(["max", "min", "any", "all"]),
                                   rng.choice(["", "axis=0", "axis=-1", "axis=1, keepdims=True"]))
    return "_ = float(%s.max())" % a


def _run_program(xp, lines, check_every):
    env = {"xp": xp}
    rng = numpy.random.default_rng(1)
    env["v0"] = xp.asarray(rng.standard_normal((8, 8)).astype(numpy.float32))
    env["v1"] = xp.asarray(rng.integers(-5, 5, (8, 8)).astype(numpy.int32))
    env["v2"] = xp.asarray(rng.standard_normal((8, 8)))
    trace = []
    with numpy.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for k, line in enumerate(lines):
            try:
                exec(line, env)
                res = "ok"
            except Exception as exc:  # (the same exception type as NumPy's, at the same line)
                res = type(exc).__name__
                if isinstance(exc, NameError):
                    res = "name"
            trace.append(res)
            if check_every[k]:
                t = line.split("=")[0].split("[")[0].split("(")[-1].split(",")[0].strip()
                x = env.get(t)
                trace.append(_snap(x))
        trace.append({n: _snap(env[n]) for n in _NAMES if n in env})
    return trace


def _snap(x):
    if x is None or isinstance(x, (str, float, int, bool)) and not isinstance(x, numpy.generic):
        return repr(x)  # (nan == nan)
    try:
        h = to_numpy(x)
    except Exception as exc:
        return type(exc).__name__
    if h.dtype.kind in "fc":
        # NaNs compared as NaNs: the sign bit of an invalid operation's NaN is the
        # hardware's (x86 and the GPU differ), not NumPy's semantics
        h = numpy.where(numpy.isnan(h), numpy.array(numpy.nan, h.dtype), h)
    return (h.dtype.str, h.shape, h.tobytes())


def _program(seed, n):
    rng = numpy.random.default_rng(seed)
    live = ["v0", "v1", "v2"]
    lines = []
    for _ in range(n):
        line = _statement(rng, live)
        lines.append(line)
        head = line.split(" ")[0]
        if head in _NAMES and " = " in line and head not in live:
            live.append(head)
        if line.startswith("del "):
            name = line[4:]
            if len(live) > 1 and name in live:
                live.remove(name)
    # (odd seeds: NumPy's state compared after every statement; even: after some, so that
    # graphs grow across statements)
    return lines, rng.random(n) < (1.0 if seed % 2 else 0.3)


_FUZZ = range(6) if is_cuda_device() else list(range(40)) + [169]  # (169: out= a scalar)


@pytest.mark.parametrize("seed", _FUZZ)
def test_random_programs(gp, fmode, seed):
    lines, check_every = _program(seed, 40)
    want = _run_program(numpy, lines, check_every)
    got = _run_program(gp, lines, check_every)
    for k, (w, g) in enumerate(zip(want, got)):
        if w != g:
            raise AssertionError("statement %d differs: numpy %r, gpnumpy %r\nprogram:\n%s" % (
                k, str(w)[:200], str(g)[:200], "\n".join(lines)))
    assert len(want) == len(got)


# ---------------------------------------------------------------- the device kernels, built here
def _nvrtc():
    try:
        from gpnumpy._kernels import compiler
        compiler._nvrtc_version()
        return True
    except Exception:  # (depends on the machine)
        return False


_GRAPHS = _BITWISE + _LAYOUTS


@pytest.mark.skipif(not _nvrtc(), reason="NVRTC is not installed (pip install '.[test]' brings it)")
@pytest.mark.parametrize("state", ["ignore", "default"])
def test_fused_kernels_compile(gp, monkeypatch, state):
    """Every graph above as the device would run it: the fused kernel compiled by NVRTC for
    sm_90, launched (here: recorded) with one argument per kernel parameter."""
    import re
    from gpnumpy._core import fusion, fperr
    from gpnumpy._kernels import compiler
    from gpnumpy._kernels.lru import LRU
    built = {}

    real = compiler.kernel

    def kernel(render_fn, *args, wait=True, **kw):
        if render_fn is not fusion.render.fused:  # (on a GPU: other kernels, as they are)
            return real(render_fn, *args, wait=wait, **kw)
        spec = args[0]
        src, name = render_fn(spec)
        nvrtc_build.compile_cubin(src, "90", name)
        built[name] = src
        return name

    launched = []
    monkeypatch.setattr(fusion, "ON_DEVICE", True)
    monkeypatch.setattr(fusion.compiler, "kernel", kernel)
    monkeypatch.setattr(fusion, "_kernels", LRU(64))
    monkeypatch.setattr(fusion, "_plans", LRU(64))
    prepared = {}  # (the argument types a Prepared launch would take, per kernel)
    monkeypatch.setattr(fusion, "_prepare", lambda kernel, types: prepared.setdefault(kernel, types)
                        and None)  # (launch's packing records the arguments)
    # (no memory flush: the cap, asked of the device at a process's first leaf, would be the
    # host's stand-in answer here, and would split graphs)
    monkeypatch.setattr(fusion.cfg, "max_leaf_bytes", 1 << 40)
    monkeypatch.setattr(fusion._launch, "launch", lambda k, grid, args, fresh: launched.append((k, args)))
    slots = {}  # (a slot per name: the records a kernel takes)
    if not is_cuda_device():  # (on a GPU the real records: one-node graphs run real kernels)
        monkeypatch.setattr(fperr, "arguments", lambda name, st, again=False, prefix=None: (
            slots.setdefault(name, 16 * len(slots)), 0, numpy.uint32(0)))
    old = gp.fusion.set_mode("force")
    try:
        rng = numpy.random.default_rng(3)
        for label, dtype, f in _GRAPHS:
            hx = (rng.standard_normal(2000) * 10).astype(dtype)
            with numpy.errstate(**({"all": "ignore"} if state == "ignore" else {})):
                r = f(gp, gp.asarray(hx), gp.asarray(hx[::-1].copy()))
            assert _pending(r), label
            r._mem.ptr  # (the flush: rendered, compiled, launched)
        # a store into an existing view (contiguous rows, then a strided one)
        u = gp.asarray(rng.standard_normal((40, 300)).astype(numpy.float32))
        new = gp.zeros((40, 300), numpy.float32)
        with numpy.errstate(**({"all": "ignore"} if state == "ignore" else {})):
            new[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1]) - u[1:-1, 2:]
            new[1:-1:2, ::3] = u[1:-1:2, ::3] * 2
    finally:
        gp.fusion.set_mode(old)
    assert len(launched) == len(_GRAPHS) + 2
    for name, args in launched:
        sig = re.search(r"%s\((.*?)\)\s*\{" % name, built[name], re.S).group(1)
        assert sig.count(",") + 1 == len(args), (name, sig, args)
        assert prepared[name] == tuple(map(type, args)), (name, prepared[name], args)
    assert all(any(kind in name for name in built) for kind in ("rows", "strided", "tiled", "contig"))
    if state == "default":
        assert any("gp_fpe_rec" in src for src in built.values())


def test_cold_graph_runs_unfused_until_its_kernel_is_built(gp, monkeypatch):
    """A graph whose fused kernel is not built yet (a cold cache: compiler.kernel(wait=False)
    gives None while NVRTC builds it in the background) runs its nodes one loop each, with
    fusion's results, its stores, and each node's warnings under the error state at its
    operation; once the build is there the next flush launches the fused kernel (here the
    device is stubbed: the loops run on the host, the fused launch is recorded)."""
    from gpnumpy._core import fusion, fperr
    from gpnumpy._kernels import render
    from gpnumpy._kernels.lru import LRU
    ready = []
    asked = []
    real = fusion.compiler.kernel

    def kernel(render_fn, *args, wait=True, **kw):
        if render_fn is not render.fused:  # (on a GPU the unfused loops' own kernels)
            return real(render_fn, *args, wait=wait, **kw)
        assert not wait  # (fusion never waits for a build)
        asked.append(args[0])
        return render_fn(*args)[1] if ready else None

    launched = []
    monkeypatch.setattr(fusion, "ON_DEVICE", True)
    monkeypatch.setattr(fusion.compiler, "kernel", kernel)
    monkeypatch.setattr(fusion, "_kernels", LRU(64))
    monkeypatch.setattr(fusion, "_plans", LRU(64))
    monkeypatch.setattr(fusion, "_prepare", lambda kernel, types: None)
    monkeypatch.setattr(fusion._launch, "launch", lambda k, grid, args, fresh: launched.append(k))
    monkeypatch.setattr(fusion.cfg, "max_leaf_bytes", 1 << 40)  # (no memory flush here)
    if not is_cuda_device():  # (on a GPU the real records: the unfused loops run there)
        monkeypatch.setattr(fperr, "arguments", lambda name, st, again=False, prefix=None: (
            0, 0, numpy.uint32(0)))
    hx = numpy.linspace(-2, 2, 1000)
    hz = numpy.where(numpy.arange(1000) % 7 == 0, 0.0, hx)
    with numpy.errstate(divide="ignore"):
        want_r = (hx * 2.0 + hx[::-1]) / hz
    x, y, z = gp.asarray(hx), gp.asarray(hx[::-1].copy()), gp.asarray(hz)

    def step():
        with numpy.errstate(divide="warn", invalid="ignore"):  # (the operation's state)
            t = x * 2.0 + y
            r = t / z
        assert _pending(r)
        dst = gp.zeros(1000)
        with warnings.catch_warnings(record=True) as w, numpy.errstate(all="ignore"):
            warnings.simplefilter("always")
            dst[...] = r * 1.0  # (a store: the flush; the state now asks nothing)
            got = to_numpy(r)
        return got, to_numpy(dst), [str(m.message) for m in w]

    old = gp.fusion.set_mode("force")
    try:
        fusion.stats(reset=True)
        with numpy.errstate(all="ignore"):
            step()  # (the graph's spec asked for once, its build "running")
        got, stored, msgs = step()
        s = fusion.stats()
        numpy.testing.assert_array_equal(got, want_r)
        numpy.testing.assert_array_equal(stored, want_r * 1.0)
        assert msgs == ["divide by zero encountered in divide"], msgs
        assert s["unfused"] == 2 and not launched and s["stores"] == 2, (s, launched)
        assert s["kernels"] == 2 * 5  # (multiply, add, divide, multiply, the store's copy)
        ready.append(True)
        fusion.stats(reset=True)
        got, stored, msgs = step()
        s = fusion.stats()
    finally:
        gp.fusion.set_mode(old)
    assert len(launched) == 1 and s["unfused"] == 0 and s["kernels"] == 1, (s, launched)
    assert s["cache_hits"] and not s["cache_misses"], s


def test_shared_error_slots_keep_the_kernel(gp, monkeypatch):
    """Past fperr.SLOTS operations without a synchronization, operations share error slots:
    the fused kernel must not change with which slots are shared (each operation keeps its
    own record parameter), or a loop would build a second kernel (and, cold, run unfused)."""
    from gpnumpy._core import fusion, fperr
    from gpnumpy._kernels.lru import LRU
    specs = []
    real = fusion.compiler.kernel

    def kernel(render_fn, *args, wait=True, **kw):
        if render_fn is not fusion.render.fused:  # (on a GPU: other kernels, as they are)
            return real(render_fn, *args, wait=wait, **kw)
        specs.append(args[0])
        return render_fn(args[0])[1]

    monkeypatch.setattr(fusion, "ON_DEVICE", True)
    monkeypatch.setattr(fusion.compiler, "kernel", kernel)
    monkeypatch.setattr(fusion, "_kernels", LRU(64))
    monkeypatch.setattr(fusion, "_plans", LRU(64))
    monkeypatch.setattr(fusion, "_prepare", lambda kernel, types: None)
    monkeypatch.setattr(fusion._launch, "launch", lambda k, grid, args, fresh: None)
    monkeypatch.setattr(fusion.cfg, "max_leaf_bytes", 1 << 40)
    shared = []  # (empty: a slot per operation; else every operation gets the same slot)
    count = iter(range(1 << 30))
    monkeypatch.setattr(fperr, "arguments", lambda name, st, again=False, prefix=None: (
        (0, 0, numpy.uint32(1)) if shared else (16 * next(count), 0, numpy.uint32(1))))
    x = gp.asarray(numpy.linspace(0.5, 2, 1000))
    old = gp.fusion.set_mode("force")
    try:
        for k in range(2):
            if k:
                shared.append(True)
            r = gp.sqrt(x) / x + gp.log(x) * x
            r._mem.ptr
    finally:
        gp.fusion.set_mode(old)
    assert len(specs) == 1, len(specs)


# ---------------------------------------------------------------- memory
def _held():
    """gpnumpy's allocations alive now (device memory, or on the host device NumPy buffers),
    in bytes, and the pending graph's nodes."""
    import gc
    from gpnumpy._core import device, fusion
    mems = [o for o in gc.get_objects() if type(o) in (device.Memory, fusion._Lazy)]
    return sum(o.nbytes for o in mems if getattr(o, "real", o) is not None), \
        sum(len(g.refs) for g in fusion._pending)


@pytest.mark.parametrize("kind", ["chain", "new arrays", "pinned leaves"])
def test_long_loop_without_synchronization_keeps_memory_flat(gp, kind):
    """2 x 10^4 iterations that never read a result (some 300 graphs flushed at their caps:
    one 8 KiB array kept a flush would hold 2.4 MB at the end): dead nodes are never stored,
    graphs flush at their caps (nodes, leaves, the leaves' bytes), so the memory held stays
    flat."""
    from gpnumpy._core import fusion
    old = gp.fusion.set_mode("force")
    pin = fusion.cfg.max_leaf_bytes
    fusion.cfg.max_leaf_bytes = 1 << 16  # (the memory flush, with 8 KiB arrays)
    try:
        x = gp.ones(1000)
        marks = []
        fusion.stats(reset=True)
        for i in range(20_000):
            if kind == "chain":
                x = x * 0.5 + 1.0
            elif kind == "new arrays":
                y = gp.full(1000, float(i % 7)) * 2.0 + x
            else:
                y = gp.full(1000, float(i % 7))
                x = x + y if i % 64 else x * 0.0
            if i in (1_000, 19_999):
                marks.append(_held())
        st = fusion.stats()
        assert marks[1][0] <= marks[0][0] + (64 << 10), marks
        assert max(marks[0][1], marks[1][1]) <= fusion.cfg.max_nodes
        if kind == "chain":
            assert _pending(x) and st["stored"] < st["nodes"] // 40, st
            numpy.testing.assert_array_equal(to_numpy(x), numpy.full(1000, 2.0))
        if kind == "pinned leaves":
            assert st["flushes"].get("memory", 0) > 0, st
    finally:
        fusion.cfg.max_leaf_bytes = pin
        gp.fusion.set_mode(old)


@pytest.mark.parametrize("store", [False, True])
def test_graph_run_node_by_node_gives_temporaries_back_after_last_reader(gp, monkeypatch, store):
    """A graph run unfused (the host device's every graph; a GPU's while its fused kernel
    builds in the background) holds a temporary only until its last reader ran, as the
    unfused program does: a chain of 12 operations whose intermediates are dead held all 12
    of them at once (Black-Scholes 2^24 peaked at 5.9x the memory of fusion off)."""
    import gc
    from gpnumpy._core import device, fusion
    n = 1 << 14
    nbytes = 8 * n
    sizes = []

    def counting(*args, **kw):  # (the gpnumpy allocations of nbytes alive at each node)
        sizes.append(sum(1 for o in gc.get_objects()
                         if type(o) is device.Memory and o.nbytes == nbytes))
        return execute(*args, **kw)

    execute = fusion.execute
    monkeypatch.setattr(fusion, "_built", lambda plan: False)  # (as while a build runs)
    monkeypatch.setattr(fusion, "execute", counting)
    old = gp.fusion.set_mode("force")
    try:
        x = gp.arange(n, dtype=gp.float64)
        dst = gp.zeros(n + 2)
        keep_mid = None
        y = x
        for k in range(12):
            y = y * 1.5 + 1.0 if k % 2 else (y - 2.0) * 0.5
            if k == 5:
                keep_mid = y  # (a live node in the middle: kept, and read after)
        if store:
            dst[1:-1] = y
            got = to_numpy(dst)[1:-1]
        else:
            got = to_numpy(y)
        ref = numpy.arange(n, dtype=numpy.float64)
        mid = None
        for k in range(12):
            ref = ref * 1.5 + 1.0 if k % 2 else (ref - 2.0) * 0.5
            if k == 5:
                mid = ref
        numpy.testing.assert_array_equal(got, ref)
        numpy.testing.assert_array_equal(to_numpy(keep_mid), mid)
        assert len(sizes) >= 24, sizes
        # x, dst (its size differs), keep_mid's and y's outputs, a node's output and its
        # input(s): never a graph's worth
        assert max(sizes) <= 6, sizes
    finally:
        gp.fusion.set_mode(old)


def test_array_like_with_array_wrap_wraps_as_unfused(gp, fmode):
    """An input of another kind with __array_wrap__ wraps the result (NumPy's protocol): such a
    call is not deferred (a deferred result went back unwrapped)."""
    class Wrapping:
        def __init__(self, v):
            self.v = v

        def __array__(self, dtype=None, copy=None):
            return gp.asarray(self.v)

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return ("wrapped", arr.tolist(), context[0].__name__)

    assert gp.add(Wrapping([1, 2]), 1) == ("wrapped", [2, 3], "add")
    assert gp.multiply(gp.arange(2), Wrapping([3, 4])) == ("wrapped", [0, 4], "multiply")


# ---------------------------------------------------------------- reductions as sinks
def _x(xp, shape=(12, 30), lo=-3, hi=9, dtype="float32"):
    return xp.asarray(numpy.linspace(lo, hi, int(numpy.prod(shape))).astype(dtype).reshape(shape))


# (float sums in any order are compared to NumPy's within a rounding tolerance; the other
# reductions are exact)
_SINK_CASES = [
    ("squared deviations, rows", lambda xp, x, y: ((x - x.mean(axis=1, keepdims=True)) ** 2).sum(axis=1)),
    ("squared deviations, all", lambda xp, x, y: ((x - y) ** 2).sum()),
    ("any of a comparison", lambda xp, x, y: (x > y + 20).any()),
    ("all along axis 0", lambda xp, x, y: (x * 2 < y + 7).all(axis=0)),
    ("max of a chain, columns", lambda xp, x, y: xp.maximum(x * 3, y - 1).max(axis=0)),
    ("min, keepdims", lambda xp, x, y: (x - y).min(axis=1, keepdims=True)),
    ("integer sum", lambda xp, x, y: (x.astype("int32") * 3 - 2).sum()),
    ("count of a comparison", lambda xp, x, y: (x > 0).sum(axis=1)),
    ("float64 products", lambda xp, x, y: (x.astype("float64") * y).sum(axis=0)),
    ("mean of a product", lambda xp, x, y: (x * y).mean(axis=0)),
    ("transposed leaf", lambda xp, x, y: (x - y[::-1, ::-1]).max()),
    ("row broadcast", lambda xp, x, y: (x * y[0]).min(axis=1)),
    ("where", lambda xp, x, y: xp.where(x > y, x, y).sum(axis=1)),
    ("float16 sum", lambda xp, x, y: (x.astype("float16") * 2).sum(axis=1)),
    ("scalar-only leaf", lambda xp, x, y: (x[:1, :1] * 2 + y).max(axis=1)),
]


@pytest.mark.parametrize("label, f", _SINK_CASES, ids=[c[0] for c in _SINK_CASES])
def test_reductions_of_pending_values(xp, fmode, label, f):
    def body(xp):
        x, y = _x(xp), _x(xp, lo=5, hi=-2)
        return f(xp, x, y)
    for _ in range(2):  # (on a GPU the second run fires the passes the first one planned)
        assert_same(xp, body, rtol=2e-3 if "float16" in label else 1e-5)


def test_reduction_joins_the_graph(gp, fmode):
    """A reduction of a pending value is deferred with it (a sink); one flush computes both,
    the value itself never stored (on a GPU, one kernel)."""
    from gpnumpy._core import fusion
    x, y = _x(gp), _x(gp, lo=5, hi=-2)
    hx, hy = to_numpy(x), to_numpy(y)
    fusion.stats(reset=True)
    s = ((x - y) * 2).max(axis=1)
    assert _pending(s)
    st = fusion.stats()
    assert st["sinks"] == 1 and "read" not in st["flushes"]
    numpy.testing.assert_array_equal(to_numpy(s), ((hx - hy) * 2).max(axis=1))
    st = fusion.stats()
    assert st["flushes"]["read"] == 1
    if fmode == "force":  # (force1 computed x - y alone, before the next node joined)
        assert sum(st["flushes"].values()) == 1 and st["stored"] == 0
        if is_cuda_device():
            assert st["sinks_fused"] == 1 and st["kernels"] == 1
    # a 0-d result is a device scalar, pending until read
    t = (x * y).min()
    assert _pending(t) and float(t) == float((hx * hy).min())


@pytest.mark.parametrize("shape, axis, joins", [
    ((4096, 8), 0, False),   # k-means' column sums: row mode over the strided long axis
    ((4096, 8, 1), 0, False),  # (a trailing axis of one is not the fastest)
    ((4096, 8), 1, True),    # rows: the fastest axis reduced
    ((64, 1024), 0, True),   # column mode: a thread an output, neighbours read neighbours
    ((8, 64, 4), (0, 2), True),
    ((4096, 4, 8), (0, 1), False),
])
def test_sink_only_where_reads_coalesce(gp, fmode, shape, axis, joins):
    """A reduction of a pending value joins its graph where its kernel reads neighbouring
    elements in neighbouring threads; over a strided reduced axis in row mode the value is
    computed and stored first (on an H200 the sink took 3.5x as long), with the same
    answers."""
    from gpnumpy._core import fusion
    n = int(numpy.prod(shape))
    hl = (numpy.arange(n) * 7 % 11).reshape(shape)
    label = gp.asarray(hl)
    fusion.stats(reset=True)
    o = (label == 3).astype("float32")
    s = o.sum(axis=axis)
    assert fusion.stats()["sinks"] == (1 if joins else 0)
    numpy.testing.assert_array_equal(to_numpy(s), (hl == 3).astype("float32").sum(axis=axis))
    numpy.testing.assert_array_equal(to_numpy(o), (hl == 3).astype("float32"))


def test_reduction_of_a_kept_value(gp, fmode):
    """A sink whose input array is still alive at the flush stores it as it reduces it (a
    softmax's exponentials and their row sums: one kernel on a GPU); a second reduction of it
    reads the stored value; one whose input died reads the graph's leaves."""
    from gpnumpy._core import fusion
    x = _x(gp)
    hx = to_numpy(x)
    fusion.stats(reset=True)
    t = x * 2 + 1
    s = t.max(axis=0)
    s2 = t.min(axis=1)
    u = (x - 1).min(axis=1)
    numpy.testing.assert_array_equal(to_numpy(s), (hx * 2 + 1).max(axis=0))
    numpy.testing.assert_array_equal(to_numpy(s2), (hx * 2 + 1).min(axis=1))
    numpy.testing.assert_array_equal(to_numpy(u), (hx - 1).min(axis=1))
    numpy.testing.assert_array_equal(to_numpy(t), hx * 2 + 1)
    st = fusion.stats()
    assert st["sinks"] == 3
    if is_cuda_device() and fmode == "force":
        # (s's kernel stored t; s2 reduced the stored t, a kernel of the reduction's own)
        assert st["sinks_fused"] == 2 and st["kernels"] == 2
    m = x.max(axis=1, keepdims=True)
    fusion.stats(reset=True)
    e = gp.exp(x - m)
    r = e / e.sum(axis=1, keepdims=True)
    with numpy.errstate(all="ignore"):
        he = numpy.exp(hx - hx.max(axis=1, keepdims=True))
    numpy.testing.assert_allclose(to_numpy(r), he / he.sum(axis=1, keepdims=True), rtol=2e-6)
    numpy.testing.assert_allclose(to_numpy(e), he, rtol=2e-6)
    if is_cuda_device() and fmode == "force":
        # (exp(x - m) stored by its row sums' kernel, then the division)
        assert fusion.stats()["kernels"] == 2


def test_writes_after_a_deferred_reduction(xp, fmode):
    """A reduction deferred before a write sees the values before it (NumPy's order): writes
    to a leaf, through a view of the leaf, to the reduced array itself, by out=."""
    def body(xp):
        x = _x(xp)
        s1 = (x * 2).max(axis=0)
        x += 100
        s2 = (x - 1).min()
        x[0] = -50
        t = x * 3
        s3 = t.sum(axis=1)
        t[1:3] = 0
        s4 = (t + 1).max(axis=1)
        xp.multiply(x, 2, out=x)
        v = x[::2]
        s5 = (v * v).max()
        v[...] = 1
        return s1, s2, s3, s4, s5, x, t
    assert_same(xp, body, rtol=1e-6)  # (s3: a float sum, in the device's order)


def test_reduction_results_in_later_operations(xp, fmode):
    """A pending reduction's result read by a later operation of the graph's shape (axes of
    one element kept), of another shape, and stored into an array."""
    def body(xp):
        x = _x(xp, (12, 1))
        t = x * 2
        s = t.sum(axis=1, keepdims=True)  # (the graph's shape: computed before it joins)
        u = s + t
        w = _x(xp)
        m = (w * 3).max(axis=0) + 1
        out = xp.zeros(30, "float32")
        out[...] = (w - 2).min(axis=0)
        return u, m, out
    assert_same(xp, body)


def test_deferred_reduction_errors(gp, fmode):
    """A deferred reduction's floating-point errors: NumPy's messages in NumPy's order, under
    the state at the reduction's line ('raise' raises there), and its name prefix."""
    def run(xp, case):
        # (rows and columns whose sums, infinities and overflows are the same in any order)
        x = _x(xp, (4, 6), lo=-9 if case == "raise" else -3)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            raised = None
            vals = None
            try:
                if case == "default":
                    s = (x * numpy.float32(1e38)).sum(axis=1)  # overflow in multiply, inf - inf
                    vals = to_numpy(s)
                elif case == "ignored at the line":
                    with numpy.errstate(all="ignore"):
                        s = (x * numpy.float32(1e38)).sum(axis=1)
                    vals = to_numpy(s)
                elif case == "ignored at the read":
                    with numpy.errstate(over="ignore"):
                        y = x * numpy.float32(1e38)
                    s = y.sum(axis=0)
                    with numpy.errstate(all="ignore"):
                        vals = to_numpy(s)
                elif case == "raise":
                    with numpy.errstate(all="ignore"):
                        y = x * numpy.float32(1e38)
                    with numpy.errstate(all="ignore", invalid="raise"):
                        s = y.sum()  # (+inf and -inf among the values: invalid in any order)
                    vals = to_numpy(s)
                else:  # an integer product's overflow is silent; a float16 sum overflows
                    s = (x.astype("float16") * numpy.float16(6e4)).sum(axis=1)
                    vals = to_numpy(s)
            except FloatingPointError as exc:
                raised = str(exc)
        return raised, vals, [str(m.message) for m in w]

    for case in ("default", "ignored at the line", "ignored at the read", "raise", "float16"):
        want = run(numpy, case)
        for _ in range(2):  # (on a GPU the second run fires the passes the first one planned)
            got = run(gp, case)
            assert got[0] == want[0] and got[2] == want[2], (case, got, want)
            if want[1] is not None:
                numpy.testing.assert_array_equal(got[1], want[1])


def test_many_reductions_of_one_graph(gp, fmode):
    """More reductions than a graph holds: the graph flushes, every result is right."""
    from gpnumpy._core import fusion
    x = _x(gp)
    hx = to_numpy(x)
    t = x * 2
    res = [(t + k).max(axis=1) for k in range(fusion.MAX_SINKS + 3)]
    for k, r in enumerate(res):
        numpy.testing.assert_array_equal(to_numpy(r), (hx * 2 + k).max(axis=1))


def test_thread_reading_a_reduction_of_another(gp, fmode):
    x = _x(gp)
    s = (x * 3).max(axis=0)
    got = {}
    t = threading.Thread(target=lambda: got.setdefault("v", to_numpy(s)))
    t.start()
    t.join()
    numpy.testing.assert_array_equal(got["v"], (to_numpy(x) * 3).max(axis=0))


@pytest.mark.skipif(not _nvrtc(), reason="NVRTC is not installed (pip install '.[test]' brings it)")
@pytest.mark.parametrize("state", ["ignore", "default"])
def test_sink_kernels_compile(gp, monkeypatch, state):
    """Reductions of pending graphs as the device would run them: each reduction kernel with
    its source (render.reduction's ``source``) compiled by NVRTC for sm_90 and launched (here:
    recorded) with one argument per parameter; contiguous, broadcast and strided leaves, row
    and column modes, vectors, checked nodes."""
    import re
    from gpnumpy._core import fusion, fperr, reduction
    from gpnumpy._kernels import render
    from gpnumpy._kernels.lru import LRU
    if is_cuda_device():
        pytest.skip("on a GPU the sinks run for real (test_reduction_joins_the_graph)")
    built, launched = {}, []

    def get_kernel(*args, **kw):
        src, name = render.reduction(*args, **kw)
        if kw.get("source") is not None:
            nvrtc_build.compile_cubin(src, "90", name)
            built[name] = src
        return name

    def fused_kernel(render_fn, spec, wait=True):
        src, name = render_fn(spec)
        return name

    monkeypatch.setattr(reduction, "_get_kernel", get_kernel)
    monkeypatch.setattr(reduction, "ON_DEVICE", True)
    monkeypatch.setattr(reduction, "_plans", LRU(64))
    monkeypatch.setattr(fusion, "ON_DEVICE", True)
    monkeypatch.setattr(fusion, "_sink_plans", LRU(64))
    monkeypatch.setattr(fusion, "_kernels", LRU(64))
    monkeypatch.setattr(fusion, "_plans", LRU(64))
    monkeypatch.setattr(fusion.compiler, "kernel", fused_kernel)
    monkeypatch.setattr(fusion, "_prepare", lambda kernel, types: None)
    monkeypatch.setattr(fusion.cfg, "max_leaf_bytes", 1 << 40)
    record = lambda k, grid, args, fresh=False: launched.append((k, list(args)))  # noqa: E731
    monkeypatch.setattr(reduction._launch, "launch", record)

    class Prepared:  # (a sink's planned passes, fired from its second flush on: recorded)
        def __init__(self, kernel, types, per_block=256, gy=1):
            self.kernel, self.types = kernel, types

        def fire(self, grid, *args):
            assert len(args) == len(self.types)
            launched.append((self.kernel, list(args)))
            fired.append(self.kernel)
    fired = []
    monkeypatch.setattr(reduction._launch, "Prepared", Prepared)
    slots = {}
    monkeypatch.setattr(fperr, "arguments", lambda name, st, again=False, prefix=None: (
        slots.setdefault(name, 16 * len(slots)), 0, numpy.uint32(0)))
    cases = [lambda x, y: ((x - y) ** 2).sum(),
             lambda x, y: (x > y).any(),
             lambda x, y: (x * 3).max(axis=0),
             lambda x, y: (x.astype("float64") * y).sum(axis=1),
             lambda x, y: (x - y[0]).min(axis=1),
             lambda x, y: (x - y[::-1, ::-1]).max(),
             lambda x, y: gp.log(x * x + 1).sum(axis=0),
             lambda x, y: (x.astype("int8") + 1).sum(axis=1),
             lambda x, y: kept.append(gp.exp(x - y)) or kept[-1].sum(axis=1)]  # (stored too)
    kept = []
    old = gp.fusion.set_mode("force")
    try:
        x, y = _x(gp, (64, 300)), _x(gp, (64, 300), lo=5, hi=-2)
        for _ in range(2):  # (the second time through the passes the first one planned)
            for f in cases:
                with numpy.errstate(**({"all": "ignore"} if state == "ignore" else {})):
                    r = f(x, y)
                assert _pending(r)
                r._mem.ptr  # (the flush: rendered, compiled, launched)
    finally:
        gp.fusion.set_mode(old)
    sinks = [(name, args) for name, args in launched if name in built]
    assert len(sinks) == 2 * len(cases)
    # (the same kernels and arguments both times: host memory's pointers are all 0 here)
    assert sinks[:len(cases)] == sinks[len(cases):]
    assert len({k for k in fired if k in built}) == len(cases)  # (each sink's planned passes)
    for name, args in sinks:
        sig = re.search(r"%s\((.*?)\)\s*\{" % name, built[name], re.S).group(1)
        assert sig.count(",") + 1 == len(args), (name, sig, args)
    assert any("_col_" in n for n in built) and any("_v4_" in n for n in built)
    srcs = list(built.values())
    assert any(" lv0 = " in src for src in srcs)  # (leaves loaded as vectors)
    assert any("o_p0" in src or "o_p1" in src for src in srcs)  # (strided leaves)
    assert any("qs[e] = gp_v;" in src and "(qs + e0) = r;" in src for src in srcs)  # (stored)
