"""Floating-point errors as NumPy reports them: errstate/seterr/seterrcall, every category in
every mode, warnings' messages and lines, FloatingPointError, callbacks, float16/32/64 and
complex, integer division by zero, casts, reductions, device scalars ('scalar divide'), and
no warning where NumPy gives none.

Each body runs with xp=numpy and xp=gpnumpy; ``observe`` records what the error state made
happen (warnings, the exception, the callback's calls, the log's lines) and the values, with
the result brought to the host inside the observation (on a GPU, 'warn' is reported at that
synchronization).
"""
import os
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import is_cuda_device, to_numpy

INF, NAN = numpy.inf, numpy.nan
I8 = numpy.iinfo(numpy.int64)


class _Log:
    def __init__(self):
        self.lines = []

    def write(self, s):
        self.lines.append(s)


def observe(xp, body, **state):
    """What ``body(xp)`` does under ``xp.errstate(**state)``: a dict of the warnings (class,
    message), the FloatingPointError's message, the calls of a 'call' callback (state
    ``call='record'``), the lines of a 'log' object (``call='log'``) and the host value."""
    calls, log = [], _Log()
    if state.get("call") == "record":
        state["call"] = lambda kind, flags: calls.append((kind, flags))
    elif state.get("call") == "log":
        state["call"] = log
    exc = value = None
    _settle(xp)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            with xp.errstate(**state):
                res = body(xp)
                value = [to_numpy(r) for r in res] if isinstance(res, tuple) else to_numpy(res)
        except FloatingPointError as e:
            exc = str(e)
    return {"warnings": [(w.category.__name__, str(w.message)) for w in got
                         if issubclass(w.category, RuntimeWarning)],
            "raised": exc, "calls": calls, "log": log.lines, "value": value}


def _settle(xp):
    """Report (and drop) what earlier code left pending on the device."""
    if xp is not numpy:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            xp.synchronize()


def _same_values(a, b):
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_values(x, y) for x, y in zip(a, b))
    if a is None or b is None:
        return a is b
    a, b = numpy.asarray(a), numpy.asarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and numpy.array_equal(a, b, equal_nan=a.dtype.kind in "fc")


def assert_same_errors(xp, body, **state):
    want = observe(numpy, body, **dict(state))
    got = observe(xp, body, **dict(state))
    for key in ("warnings", "raised", "calls", "log"):
        assert got[key] == want[key], (key, got[key], want[key])
    assert _same_values(got["value"], want["value"]), (got["value"], want["value"])
    return want


def arr(xp, values, dtype):
    with numpy.errstate(all="ignore"):
        return xp.asarray(numpy.array(values).astype(dtype))


def _one_big(dtype, at, big, zero=None):
    """(67 x 3) @ (3 x 71) ones but ``a[i, 0] = b[0, j] = big`` for ``at`` = (i, j): the one
    element (i, j) of the result overflows, at flat position 71 i + j.  Large enough for
    cuBLAS on a GPU (then product_check.cu's scan of the contiguous result: 16-byte loads
    and a tail of 4757 mod 16/itemsize elements; the positions put the element in the first
    vector, the middle and the tail).  ``zero``: b's element there is 0 (inf * 0)."""
    a, b = numpy.ones((67, 3)), numpy.ones((3, 71))
    a[at[0], 0] = b[0, at[1]] = big
    if zero is not None:
        b[zero] = 0.
    return lambda xp: xp.matmul(arr(xp, a, dtype), arr(xp, b, dtype))


# ---------------------------------------------------------------- the cases
# (label, body, the categories NumPy reports: D divide, O overflow, U underflow, I invalid)
def _un(name, values, dtype):
    return lambda xp: getattr(xp, name)(arr(xp, values, dtype))


def _bin(name, x, y, dtype):
    return lambda xp: getattr(xp, name)(arr(xp, x, dtype), arr(xp, y, dtype))


def _stack(dtype, at, value, b):
    """A stack of 40 8x8 ones with ``value`` at ``at``, times the 8x8 matrix of ``b``'s (one
    launch of small_gemm.cu on a GPU, its check fused)."""
    a = numpy.ones((40, 8, 8))
    a[at] = value
    return lambda xp: xp.matmul(arr(xp, a, dtype), arr(xp, numpy.full((8, 8), b), dtype))


CASES = [
    # divide by zero
    ("divide f8", _bin("divide", [1., -1., 2.], [0., 0., 1.], "f8"), "D"),
    ("true_divide int", _bin("true_divide", [1, 2], [0, 1], "i8"), "D"),
    ("log f4", _un("log", [0., 1.], "f4"), "D"),
    ("log2 f8", _un("log2", [0., 2.], "f8"), "D"),
    ("log10 f2", _un("log10", [0., 10.], "f2"), "D"),
    ("log1p f8", _un("log1p", [-1., 0.], "f8"), "D"),
    ("arctanh f8", _un("arctanh", [1., -1., 0.], "f8"), "D"),
    ("reciprocal f4", _un("reciprocal", [0., 2.], "f4"), "D"),
    ("power f8", _bin("power", [0., 2.], [-1., 2.], "f8"), "D"),
    ("floor_divide f8", _bin("floor_divide", [1., 3.], [0., 2.], "f8"), "D"),
    ("floor_divide i8", _bin("floor_divide", [1, 7], [0, 2], "i8"), "D"),
    ("remainder i4", _bin("remainder", [1, 7], [0, 2], "i4"), "D"),
    ("fmod u2", _bin("fmod", [1, 7], [0, 2], "u2"), "D"),
    ("divmod i8", _bin("divmod", [5, 7], [0, 2], "i8"), "D"),
    ("divide c16", _bin("divide", [1 + 1j, 2j], [0j, 1j], "c16"), "D"),
    ("log c8", _un("log", [0j, 1j], "c8"), "D"),
    # invalid
    ("0/0 f8", _bin("divide", [0., 1.], [0., 1.], "f8"), "I"),
    ("inf-inf f4", _bin("subtract", [INF, 1.], [INF, 1.], "f4"), "I"),
    ("sqrt f8", _un("sqrt", [-1., 4.], "f8"), "I"),
    ("log f8", _un("log", [-1., 1.], "f8"), "I"),
    ("arcsin f2", _un("arcsin", [2., 0.5], "f2"), "I"),
    ("fmod f8", _bin("fmod", [1., 5.], [0., 3.], "f8"), "I"),
    ("remainder f4", _bin("remainder", [1., 5.], [0., 3.], "f4"), "I"),
    ("0*inf f8", _bin("multiply", [0., 2.], [INF, 3.], "f8"), "I"),
    ("sin inf f4", _un("sin", [INF, 0.], "f4"), "I"),
    ("less c16", _bin("less", [complex(NAN, 0), 1j], [1 + 0j, 2j], "c16"), "I"),
    # overflow
    ("exp f8", _un("exp", [1000., 0.], "f8"), "O"),
    ("multiply f4", _bin("multiply", [1e38, 2.], [10., 3.], "f4"), "O"),
    ("add f2", _bin("add", [60000., 1.], [60000., 2.], "f2"), "O"),
    ("power f8", _bin("power", [10., 2.], [400., 3.], "f8"), "O"),
    ("cosh f4", _un("cosh", [100., 0.], "f4"), "O"),
    ("square f8", _un("square", [1e200, 3.], "f8"), "O"),
    ("floor_divide min i8", _bin("floor_divide", [I8.min, 6], [-1, 3], "i8"), "O"),
    ("multiply c16", _bin("multiply", [1e308 + 1e308j], [2 + 0j], "c16"), "O"),
    ("exp f2", _un("exp", [20., 1.], "f2"), "O"),
    # products (cuBLAS on a GPU: product_check.cu finds NumPy's categories from the values)
    ("matmul f8", _bin("matmul", [[1e200, 1e200]], [[1e200], [1e200]], "f8"), "O"),
    ("matmul f4 matrix-vector", _bin("matmul", [[1e30, 1.], [2., 3.]], [1e30, 1.], "f4"), "O"),
    ("matmul f2", _bin("matmul", [[300., 1.]], [[300.], [1.]], "f2"), "O"),
    ("matmul stack f8", _bin("matmul", [[[1., 2.]], [[1e200, 1.]]], [[1e200], [1.]], "f8"), "O"),
    ("dot f8", _bin("dot", [1e200, 2.], [1e200, 3.], "f8"), "O"),
    ("dot matrices f4", _bin("dot", [[1e20, 1.], [1., 1.]], [[1e20, 1.], [1., 1.]], "f4"), "O"),
    ("inner f8", _bin("inner", [[1e200, 1.]], [[1e200, 3.]], "f8"), "O"),
    ("tensordot f8", _bin("tensordot", [[1e200, 1.]], [[1e200, 3.]], "f8"), "O"),
    ("vecdot f8", _bin("vecdot", [[1e200, 1.]], [[1e200, 3.]], "f8"), "O"),
    ("matmul inf*0 f8", _bin("matmul", [[INF, 1.]], [[0.], [1.]], "f8"), "I"),
    # (powers of two: the finite sums are exact in any order, as the values are compared)
    ("matmul stack f4", _stack("f4", (17, 3, 5), 2.0 ** 100, 2.0 ** 100), "O"),
    ("matmul stack f8", _stack("f8", (39, 7, 7), 2.0 ** 700, 2.0 ** 700), "O"),
    ("matmul stack inf*0 f4", _stack("f4", (0, 0, 0), INF, 0.), "I"),
    ("matmul f2 first", _one_big("f2", (0, 0), 300.), "O"),
    ("matmul f2 middle", _one_big("f2", (33, 40), 300.), "O"),
    ("matmul f2 tail", _one_big("f2", (66, 70), 300.), "O"),
    ("matmul f4 tail", _one_big("f4", (66, 69), 1e30), "O"),
    ("matmul f8 middle", _one_big("f8", (20, 5), 1e200), "O"),
    ("matmul c8 tail", _one_big("c8", (66, 70), 1e30), "OI"),  # (inf + inf*0j: a NaN)
    ("matmul c16 middle", _one_big("c16", (40, 1), 1e200), "OI"),
    # (an infinity times a zero: a NaN in the result; an infinite operand whose products are
    # all inf is no error for the GPU, while NumPy's BLAS may raise invalid from its vector
    # lanes' padding)
    ("matmul f4 inf*0", _one_big("f4", (66, 70), INF, zero=(0, 70)), "I"),
    # underflow (NumPy ignores it by default)
    ("multiply tiny f8", _bin("multiply", [1e-200, 2.], [1e-200, 3.], "f8"), "U"),
    ("exp tiny f8", _un("exp", [-1000., 0.], "f8"), "U"),
    ("divide tiny f4", _bin("divide", [1e-30, 1.], [1e20, 2.], "f4"), "U"),
    ("exp tiny f2", _un("exp", [-12., 0.], "f2"), "U"),
    # several in one operation: divide by zero and invalid (NumPy reports both, in order)
    ("1/0 and 0/0", _bin("divide", [1., 0.], [0., 0.], "f8"), "DI"),
    ("int reciprocal 0", _un("reciprocal", [0, 2], "i4"), "DI"),
]
MODES = ("ignore", "warn", "raise", "call", "print", "log")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("label,body,cats", CASES, ids=[c[0] for c in CASES])
def test_category_mode(xp, label, body, cats, mode, capfd):
    state = {"all": mode}
    if mode == "call":
        state["call"] = "record"
    elif mode == "log":
        state["call"] = "log"
    want = assert_same_errors(xp, body, **state)
    out = capfd.readouterr()
    # the test itself: NumPy reported what the case says
    names = {"D": "divide by zero", "O": "overflow", "U": "underflow", "I": "invalid value"}
    if mode == "warn":
        assert [m.split(" encountered")[0] for _, m in want["warnings"]] == [names[c] for c in cats]
    elif mode == "raise":
        assert want["raised"].startswith(names[cats[0]])
    elif mode == "call":
        assert [k for k, _ in want["calls"]] == [names[c] for c in cats]
    elif mode == "print":  # (NumPy's lines, then the candidate's: the same)
        lines = [ln for ln in out.err.splitlines() if ln.startswith("Warning: ")]
        assert len(lines) == 2 * len(cats) and lines[:len(cats)] == lines[len(cats):]


@pytest.mark.parametrize("label,body,cats", CASES, ids=[c[0] for c in CASES])
def test_default_state(xp, label, body, cats):
    """NumPy's default: warn, except underflow (ignored)."""
    want = assert_same_errors(xp, body)
    assert len(want["warnings"]) == len(cats.replace("U", ""))


@pytest.mark.parametrize("category", ["divide", "over", "under", "invalid"])
def test_one_category_raises_the_others_warn(xp, category):
    body = _bin("divide", [1., 0., 1e-300, 1e300], [0., 0., 1e100, 1e-100], "f8")
    assert_same_errors(xp, body, all="warn", **{category: "raise"})
    assert_same_errors(xp, body, all="ignore", **{category: "warn"})


# ---------------------------------------------------------------- no warning where NumPy gives none
QUIET = [
    ("nan + 1", _bin("add", [NAN, 1.], [1., NAN], "f8")),
    ("nan * 0", _bin("multiply", [NAN, 0.], [0., NAN], "f4")),
    ("nan / 0", _bin("divide", [NAN], [0.], "f8")),
    ("sqrt nan", _un("sqrt", [NAN], "f8")),
    ("log nan, inf", _un("log", [NAN, INF], "f8")),
    ("exp -inf", _un("exp", [-INF, INF], "f8")),
    ("inf / 0", _bin("divide", [INF], [0.], "f8")),
    ("less nan", _bin("less", [NAN, 1.], [1., NAN], "f8")),
    ("greater_equal nan f2", _bin("greater_equal", [NAN], [1.], "f2")),
    ("equal nan", _bin("equal", [NAN], [NAN], "f4")),
    ("maximum nan", _bin("maximum", [NAN, 1.], [1., NAN], "f8")),
    ("fmax nan", _bin("fmax", [NAN], [1.], "f8")),
    ("isnan", _un("isnan", [NAN, INF], "f8")),
    ("isinf", _un("isinf", [NAN, INF], "f4")),
    ("sign nan", _un("sign", [NAN, -INF], "f8")),
    ("int add wraps", _bin("add", [I8.max], [1], "i8")),
    ("int multiply wraps", _bin("multiply", [2**40], [2**40], "i8")),
    ("int power", _bin("power", [2], [100], "i8")),
    ("floor_divide by -1", _bin("floor_divide", [5], [-1], "i8")),
    ("remainder min by -1", _bin("remainder", [I8.min], [-1], "i8")),
    ("equal c16 nan", _bin("equal", [complex(NAN, 0)], [1 + 0j], "c16")),
    ("absolute", _un("absolute", [-INF, NAN], "f8")),
    ("matmul of a NaN", _bin("matmul", [[NAN, 1.]], [[1.], [1.]], "f8")),
    ("matmul inf*1", _bin("matmul", [[INF, 1.]], [[1.], [2.]], "f8")),
    ("vdot overflow", _bin("vdot", [1e200, 2.], [1e200, 3.], "f8")),
    ("einsum overflow", lambda xp: xp.einsum("ij,jk", arr(xp, [[1e200, 1.]], "f8"),
                                             arr(xp, [[1e200], [1.]], "f8"))),
]


@pytest.mark.parametrize("label,body", QUIET, ids=[c[0] for c in QUIET])
def test_no_warning_where_the_reference_gives_none(xp, label, body):
    want = assert_same_errors(xp, body, all="warn")
    assert want["warnings"] == []


# ---------------------------------------------------------------- casts, reductions, scalars
OTHER = [
    ("astype nan->int", lambda xp: arr(xp, [NAN, INF, 3.5], "f8").astype(xp.int64), "invalid value encountered in cast"),
    ("astype f4->i1", lambda xp: arr(xp, [3e9, 1.], "f4").astype(xp.int8), "invalid value encountered in cast"),
    ("astype f8->f4", lambda xp: arr(xp, [1e300, 1.], "f8").astype(xp.float32), "overflow encountered in cast"),
    ("astype f8->f2", lambda xp: arr(xp, [70000., 1.], "f8").astype(xp.float16), "overflow encountered in cast"),
    ("astype i8->f2", lambda xp: arr(xp, [2**40, 1], "i8").astype(xp.float16), "overflow encountered in cast"),
    ("astype c16->c8", lambda xp: arr(xp, [1e300 + 0j], "c16").astype(xp.complex64), "overflow encountered in cast"),
    ("sum f4", lambda xp: arr(xp, [3e38, 3e38, 1.], "f4").sum(), "overflow encountered in reduce"),
    ("sum f2", lambda xp: arr(xp, [60000., 60000.], "f2").sum(), "overflow encountered in reduce"),
    ("prod f8", lambda xp: arr(xp, [1e200, 1e200], "f8").prod(), "overflow encountered in reduce"),
    ("add.reduce axis", lambda xp: xp.add.reduce(arr(xp, [[3e38, 1.], [3e38, 1.]], "f4"), axis=0),
     "overflow encountered in reduce"),
    ("sum inf-inf", lambda xp: arr(xp, [INF, -INF], "f8").sum(), "invalid value encountered in reduce"),
    ("mean f4", lambda xp: arr(xp, [3e38, 3e38], "f4").mean(), "overflow encountered in reduce"),
    ("scalar divide", lambda xp: xp.sum(arr(xp, [1., 1.], "f8")) / xp.sum(arr(xp, [0.], "f8")),
     "divide by zero encountered in scalar divide"),
    ("scalar 0/0", lambda xp: xp.sum(arr(xp, [0.], "f8")) / xp.sum(arr(xp, [0.], "f8")),
     "invalid value encountered in scalar divide"),
    ("scalar multiply", lambda xp: xp.max(arr(xp, [1e300], "f8")) * 1e300,
     "overflow encountered in scalar multiply"),
    ("scalar rtruediv", lambda xp: 1.0 / xp.sum(arr(xp, [0.], "f8")), "divide by zero encountered in scalar divide"),
    ("scalar power", lambda xp: xp.sum(arr(xp, [0.], "f8")) ** -1, "divide by zero encountered in scalar power"),
    ("ufunc of scalars", lambda xp: xp.divide(xp.sum(arr(xp, [1.], "f8")), xp.sum(arr(xp, [0.], "f8"))),
     "divide by zero encountered in divide"),
    ("0-d arrays", lambda xp: arr(xp, 1., "f8") / arr(xp, 0., "f8"), "divide by zero encountered in divide"),
    # scalars of two types that promote to a third: NumPy's array path names the ufunc alone
    ("scalar f4 / intp", lambda xp: xp.sum(arr(xp, [1.], "f4")) / xp.intp(0),
     "divide by zero encountered in divide"),
    ("scalar intp / f4", lambda xp: xp.sum(arr(xp, [0], "i8")) / xp.sum(arr(xp, [0.], "f4")),
     "invalid value encountered in divide"),
    ("scalar f8 / intp", lambda xp: xp.sum(arr(xp, [1.], "f8")) / xp.intp(0),
     "divide by zero encountered in scalar divide"),
    ("scalar i1 * i2", lambda xp: xp.max(arr(xp, [100], "i1")) * xp.int16(400),
     "overflow encountered in scalar multiply"),
    # a value array held by NumPy (Python ints as objects) cast into the indexed array
    ("fancy setitem object->f4", lambda xp: _set_at(xp, "f4", [2, 0], [10**100, 1]),
     "overflow encountered in cast"),
]


def _set_at(xp, dtype, key, values):
    a = xp.zeros(3, dtype)
    a[key] = xp.array(values, dtype=object)
    return a


@pytest.mark.parametrize("label,body,message", OTHER, ids=[c[0] for c in OTHER])
def test_casts_reductions_scalars(xp, label, body, message):
    want = assert_same_errors(xp, body)
    assert want["warnings"] == [("RuntimeWarning", message)]
    want = assert_same_errors(xp, body, all="raise")
    assert want["raised"] == message


ORDERING = [
    ("c8 < nan", lambda xp: arr(xp, [3.], "c8")[0] < NAN),
    ("nan >= c8", lambda xp: NAN >= arr(xp, [3.], "c8")[0]),
    ("c8 > complex nan", lambda xp: arr(xp, [3.], "c8")[0] > complex(NAN, 0)),
    ("c8 <= c8 nan", lambda xp: arr(xp, [3.], "c8")[0] <= arr(xp, [NAN], "c8")[0]),
    ("c16 < nan", lambda xp: arr(xp, [3.], "c16")[0] < NAN),
    ("c8 < 1e300", lambda xp: arr(xp, [3.], "c8")[0] < 1e300),
    ("f4 > 1e300", lambda xp: arr(xp, [3.], "f4")[0] > 1e300),
    ("f2 < -2**65", lambda xp: arr(xp, [3.], "f2")[0] < -2**65),
]


@pytest.mark.parametrize("label,body", ORDERING, ids=[c[0] for c in ORDERING])
@pytest.mark.parametrize("mode", ["warn", "raise"])
def test_scalar_ordering_reports_only_the_cast(xp, label, body, mode):
    """NumPy's scalar comparisons report no error of their own (its complex array loop's
    'invalid' for a NaN is not its scalar math's); a Python float's cast into a narrow
    scalar's type still reports its overflow."""
    want = assert_same_errors(xp, body, all=mode)
    got = want["warnings"] + ([want["raised"]] if want["raised"] else [])
    assert all("cast" in str(x) for x in got), got


# (a scalar in device memory takes the ufunc's array loop, as before: its float16 remainder
# by zero reports no 'divide', and a Python int's cast overflow and the loop's errors come
# in another order; on the host device and for scalars held on the host, NumPy's scalar math)
ON_GPU_THE_LOOP = frozenset(("f2 % 0.0", "f2 % 1e-300", "2.5 % f2 0", "f2 // -0.0",
                             "f2 * -2**65", "2**70 / f2"))
NARROW = [
    ("f2 % 0.0", lambda xp: arr(xp, [5.], "f2")[0] % 0.0),
    ("f2 % 1e-300", lambda xp: arr(xp, [5.], "f2")[0] % 1e-300),
    ("2.5 % f2 0", lambda xp: 2.5 % arr(xp, [0.], "f2")[0]),
    ("f2 // -0.0", lambda xp: arr(xp, [5.], "f2")[0] // -0.0),
    ("divmod f2 0.0", lambda xp: divmod(arr(xp, [5.], "f2")[0], 0.0)),
    ("f2 + 2**70", lambda xp: arr(xp, [5.], "f2")[0] + 2**70),
    ("f2 * -2**65", lambda xp: arr(xp, [0.], "f2")[0] * -2**65),
    ("2**70 / f2", lambda xp: 2**70 / arr(xp, [5.], "f2")[0]),
    ("f4 * 1e300", lambda xp: arr(xp, [2.], "f4")[0] * 1e300),
    ("c8 + 1e300j", lambda xp: arr(xp, [2.], "c8")[0] + 1e300j),
]


@pytest.mark.parametrize("label,body", NARROW, ids=[c[0] for c in NARROW])
@pytest.mark.parametrize("mode", ["warn", "raise", "call"])
def test_narrow_scalar_with_python_number(xp, label, body, mode):
    """A float16/float32/complex64 device scalar's operator with a Python number is NumPy's
    scalar math: the number's cast reports as 'cast' (a Python int's too), and the operation
    as that math reports it (float16's remainder by zero: divide and invalid)."""
    kw = {"call": "record"} if mode == "call" else {}
    try:
        assert_same_errors(xp, body, all=mode, **kw)
    except AssertionError:
        if xp is numpy or label not in ON_GPU_THE_LOOP or not is_cuda_device():
            raise
        pytest.xfail("a device scalar in GPU memory runs the array loop: NumPy's float16 "
                     "scalar math reports otherwise")


def _ones_with(shape, dtype, at, values):
    x = numpy.ones(shape, dtype)
    for i, v in zip(at, values):
        x[i] = v
    return x


#: reorderable reductions over many threads and blocks (reduce.cu; its checked variant walks
#: a thread's run unchecked, then again, checked, where the run's total is not finite): one
#: error among finite runs, an infinity or a NaN met without error, casts of the loads,
#: where=, rows and columns; ones elsewhere (exact sums in any order)
LARGE_REDUCTIONS = [
    ("overflow in one run", lambda xp: arr(xp, _ones_with(1 << 20, "f4", [700001, 700002], [3e38, 3e38]), "f4").sum()),
    ("inf - inf far apart", lambda xp: arr(xp, _ones_with(1 << 20, "f8", [5, 1000000], [INF, -INF]), "f8").sum()),
    ("inf input only", lambda xp: arr(xp, _ones_with(1 << 20, "f4", [77777], [INF]), "f4").sum()),
    ("nan input only", lambda xp: arr(xp, _ones_with(1 << 20, "f8", [3], [NAN]), "f8").sum()),
    ("product overflow", lambda xp: arr(xp, _ones_with(1 << 20, "f8", [9, 999999], [1e200, 1e200]), "f8").prod()),
    ("cast of the loads", lambda xp: arr(xp, _ones_with(1 << 20, "f8", [123456], [1e300]), "f8").sum(dtype="f4")),
    ("rows", lambda xp: arr(xp, _ones_with((64, 4096), "f4", [(40, 4000), (40, 4001)], [3e38, 3e38]), "f4").sum(axis=1)),
    ("columns", lambda xp: arr(xp, _ones_with((4096, 64), "f4", [(100, 3), (4000, 3)], [3e38, 3e38]), "f4").sum(axis=0)),
    ("where", lambda xp: arr(xp, _ones_with((512, 512), "f4", [(1, 1), (500, 1)], [3e38, 3e38]), "f4").sum(
        axis=0, where=arr(xp, numpy.arange(512) % 3 != 2, "?"))),
    ("finite", lambda xp: arr(xp, numpy.ones(1 << 20), "f4").sum()),
]


@pytest.mark.parametrize("label,body", LARGE_REDUCTIONS, ids=[c[0] for c in LARGE_REDUCTIONS])
def test_large_reductions(xp, label, body):
    assert_same_errors(xp, body)
    assert_same_errors(xp, body, all="raise")
    assert_same_errors(xp, body, invalid="ignore")


#: ordered folds of contiguous lines (subtract, divide: NumPy's order, scan.cu's rows mode):
#: a line with an error among finite lines, inf - inf, a NaN or an infinity met without
#: error, reduceat's segments, initial=, where=
ORDERED_FOLDS = [
    ("subtract overflow", lambda xp: xp.subtract.reduce(
        arr(xp, [[-1e308] + [1.] * 300 + [1e308] + [1.] * 30] + [[1.] * 332] * 9, "f8"), axis=1)),
    ("subtract inf-inf", lambda xp: xp.subtract.reduce(
        arr(xp, [[INF] + [1.] * 200 + [INF]] * 3 + [[2.] * 202], "f4"), axis=1)),
    ("divide by zero", lambda xp: xp.divide.reduce(arr(xp, [[3.] * 70 + [0.] + [2.] * 9] * 40, "f8"),
                                                   axis=1)),
    ("subtract nan, inf inputs", lambda xp: xp.subtract.reduce(
        arr(xp, [[NAN] + [1.] * 99, [1.] * 50 + [INF] + [1.] * 49, [1.] * 100], "f4"), axis=1)),
    ("finite", lambda xp: xp.subtract.reduce(arr(xp, [[1.5] * 400] * 20, "f8"), axis=1)),
    ("reduceat overflow", lambda xp: xp.subtract.reduceat(
        arr(xp, [-3e38] + [1.] * 30 + [3e38] + [1.] * 90, "f4"), [0, 40, 100])),
    ("initial", lambda xp: xp.subtract.reduce(arr(xp, [[3e38] * 50] * 4, "f4"), axis=1,
                                              initial=-1e38)),
    ("where", lambda xp: xp.subtract.reduce(arr(xp, [[-3e38] + [3e38] * 60] * 3, "f4"), axis=1,
                                            initial=0., where=arr(xp, [True] * 30 + [False] * 31,
                                                                  "?"))),
]


@pytest.mark.parametrize("guarded", [False, True], ids=["one pass", "guarded"])
@pytest.mark.parametrize("label,body", ORDERED_FOLDS, ids=[c[0] for c in ORDERED_FOLDS])
def test_ordered_folds(xp, label, body, guarded, monkeypatch):
    """NumPy's values and categories; 'guarded': every size takes the path of large inputs
    (the unchecked fold, then a checked pass where a total is not finite: reduction._fold)."""
    if guarded:
        from gpnumpy._core import reduction
        monkeypatch.setattr(reduction, "_FOLD_GUARD_MIN", 0)
    assert_same_errors(xp, body)
    assert_same_errors(xp, body, all="raise")
    assert_same_errors(xp, body, over="ignore")


def test_ufunc_input_casts(xp):
    """dtype= or signature= that casts an input down (f8 to f4, f8 to int, int to f2) reports
    the cast's errors as NumPy's casts of its inputs do: "... encountered in cast", one per
    input, before the loop's own; for loops that find nothing themselves (negative, maximum)
    too.  (Operands of one dimension in one buffer: NumPy names the cast; of two, the loop
    finds them and names itself; under where= NumPy casts every element, those masked out
    too, and names the ufunc.)"""
    big = [1e300, 3e38, -1e20]
    bodies = [
        lambda xp: xp.add(arr(xp, big, "f8"), arr(xp, big, "f8"), dtype="f4"),
        lambda xp: xp.negative(arr(xp, big, "f8"), dtype="f4"),
        lambda xp: xp.maximum(arr(xp, big, "f8"), 0, dtype="f4"),
        lambda xp: xp.add(arr(xp, big, "f8"), 1, signature=(xp.float32, xp.float32, xp.float32)),
        lambda xp: xp.add(arr(xp, [NAN, 1.], "f8"), 0, dtype="i4", casting="unsafe"),
        lambda xp: xp.add(arr(xp, [2**40, 3], "i8"), 0, dtype="f2", casting="unsafe"),
        lambda xp: xp.add(arr(xp, [1e300 + 0j], "c16"), 0, dtype="c8"),
        lambda xp: xp.add(arr(xp, big, "f8"), 1, dtype="f4", out=xp.zeros(3, "f4"),
                          where=arr(xp, [True, False, True], "?")),
        lambda xp: xp.add(arr(xp, big, "f8"), 1, dtype="f4", out=xp.zeros(3, "f4"),
                          where=arr(xp, [False, True, True], "?")),
        lambda xp: xp.add(arr(xp, [NAN, 1.], "f8"), 0, dtype="i4", casting="unsafe",
                          out=xp.zeros(2, "i4"), where=arr(xp, [False, True], "?")),
        # (operands of two dimensions: NumPy's loop finds the casts' errors, names them)
        lambda xp: xp.sqrt(arr(xp, [big, big], "f8"), dtype="f4"),
        lambda xp: xp.add(arr(xp, numpy.ones((2, 3)), "f8"), arr(xp, big, "f8"), dtype="f4"),
        lambda xp: xp.add(arr(xp, [big], "f8"), 1, signature="ff->f"),
    ]
    for body in bodies:
        assert_same_errors(xp, body)
        assert_same_errors(xp, body, all="raise")
        assert_same_errors(xp, body, over="ignore", invalid="ignore")


def test_no_warning_in_quiet_reductions_and_casts(xp):
    for body in (lambda xp: arr(xp, [NAN, 1.], "f8").max(),
                 lambda xp: arr(xp, [NAN, 1.], "f8").argmax(),
                 lambda xp: arr(xp, [NAN, 1.], "f8").sum(),
                 lambda xp: arr(xp, [NAN], "f4").astype(xp.float64),
                 lambda xp: arr(xp, [NAN], "f8").astype(bool),
                 lambda xp: arr(xp, [2**63], "u8").astype(xp.int64),
                 lambda xp: arr(xp, [1e-300], "f8").astype(xp.float32)):
        assert assert_same_errors(xp, body)["warnings"] == []


# ---------------------------------------------------------------- the state itself
def test_same_state_objects(gp):
    """gpnumpy's error state is NumPy's (a context variable): either module's errstate
    governs both."""
    for name in ("errstate", "seterr", "geterr", "seterrcall", "geterrcall"):
        assert getattr(gp, name) is getattr(numpy, name)
    z = gp.zeros(2)
    with numpy.errstate(divide="raise"):
        with pytest.raises(FloatingPointError, match="divide by zero encountered in divide"):
            1.0 / z
    with gp.errstate(divide="ignore"):
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            numpy.asarray(1.0 / z)
            numpy.divide(numpy.ones(1), numpy.zeros(1))


def test_seterr_returns_old_state(xp):
    def body():
        old = xp.seterr(all="ignore")
        try:
            mid = xp.seterr(divide="raise", under="warn")
            now = xp.geterr()
        finally:
            last = xp.seterr(**old)
        return old, mid, now, last, xp.geterr()
    assert body() == (lambda: body())()
    old, mid, now, last, restored = body()
    assert mid == {"divide": "ignore", "over": "ignore", "under": "ignore", "invalid": "ignore"}
    assert now == {"divide": "raise", "over": "ignore", "under": "warn", "invalid": "ignore"}
    assert restored == old


def test_seterrcall(xp):
    _settle(xp)
    calls = []

    def cb(kind, flags):
        calls.append((kind, flags))
    old = xp.seterrcall(cb)
    try:
        assert xp.geterrcall() is cb
        with xp.errstate(all="call"):
            to_numpy(arr(xp, [1., 0.], "f8") / arr(xp, [0., 0.], "f8"))
    finally:
        xp.seterrcall(old)
    assert calls == [("divide by zero", 9), ("invalid value", 9)]
    with pytest.raises(TypeError):
        xp.seterrcall(42)


def test_nested_errstate(xp):
    _settle(xp)

    def body(xp):
        z = arr(xp, [0.], "f8")
        out = []
        with xp.errstate(divide="raise"):
            with xp.errstate(divide="ignore"):
                out.append(to_numpy(1.0 / z))  # ignored
            try:
                1.0 / z
            except FloatingPointError as e:
                out.append(str(e))
            with xp.errstate(all="warn"):
                with warnings.catch_warnings(record=True) as w:
                    warnings.simplefilter("always")
                    to_numpy(xp.log(z))
                out.append([str(x.message) for x in w])
        return out
    got, want = body(xp), body(numpy)
    assert got[1:] == want[1:] and numpy.array_equal(got[0], want[0])
    assert want[1] == "divide by zero encountered in divide"


def test_call_and_log_without_an_object(xp):
    z = arr(xp, [0.], "f8")
    with xp.errstate(all="call", call=None):
        with pytest.raises(NameError):
            to_numpy(1.0 / z)
    with xp.errstate(all="log", call=None):
        with pytest.raises(NameError):
            to_numpy(1.0 / z)


def test_call_raising(xp):
    def cb(kind, flags):
        raise KeyError(kind)
    z = arr(xp, [0.], "f8")
    with xp.errstate(all="call", call=cb):
        with pytest.raises(KeyError, match="divide by zero"):
            to_numpy(xp.log(z))


def test_state_at_the_operation(xp):
    """What the state was at the operation decides, not the state at the synchronization."""
    _settle(xp)
    z = arr(xp, [0.], "f8")
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with xp.errstate(divide="ignore"):
            r = 1.0 / z
        to_numpy(r)
        r = 1.0 / z
        with xp.errstate(all="ignore"):
            to_numpy(r)
    assert [str(x.message) for x in w] == ["divide by zero encountered in divide"]


def test_several_operations_in_order(xp):
    """Operations between two synchronizations: each operation's warnings, in NumPy's order
    (NumPy warns at each operation; on a GPU they come at the next synchronization)."""
    def body(xp):
        z = arr(xp, [0.], "f8")
        a = 1.0 / z
        b = xp.log(z)
        c = z / z
        d = xp.exp(arr(xp, [1000.], "f8"))
        e = 2.0 / z
        return a, b, c, d, e
    want = [m for _, m in observe(numpy, body)["warnings"]]
    got = [m for _, m in observe(xp, body)["warnings"]]
    assert want == ["divide by zero encountered in divide", "divide by zero encountered in log",
                    "invalid value encountered in divide", "overflow encountered in exp",
                    "divide by zero encountered in divide"]
    assert got == want


@pytest.mark.parametrize("dtype", ["f2", "f4"])
def test_overflowing_python_scalar_in_order(xp, dtype):
    """A Python number that overflows the loop's type warns at its conversion, at once, where
    the device operations before it report at the next synchronization: they report first,
    in NumPy's order (``round(a, 6)`` of float16: multiply by 1e6, rint, divide by 1e6)."""
    big = 1e6 if dtype == "f2" else 1e39

    def body(xp):
        a = arr(xp, [0., 1.], dtype)
        b = a * big           # (the cast overflows; 0 * inf is invalid)
        c = b - big           # (again: the cast, then inf - inf)
        d = xp.round(a, 6) if dtype == "f2" else a / 0.0
        return b, c, d, a * big, a + big
    want = observe(numpy, body)["warnings"]
    assert want[:2] == [("RuntimeWarning", "overflow encountered in cast"),
                        ("RuntimeWarning", "invalid value encountered in multiply")]
    assert observe(xp, body)["warnings"] == want


def test_warning_points_at_the_users_line(xp):
    _settle(xp)
    z = arr(xp, [0., 1.], "f8")
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = xp.log(z)
        to_numpy(r)  # (the device reports here)
        to_numpy(arr(xp, [NAN, 1.], "f8").astype(xp.int32))
        float(arr(xp, [3e38, 3e38], "f4").sum())
    files = [os.path.basename(x.filename) for x in w]
    here = os.path.basename(__file__)
    # (NumPy's own sum is Python code: its warning points there; gpnumpy's at the line)
    assert files == [here, here, here if xp is not numpy else "_methods.py"]


@pytest.mark.parametrize("call", [
    lambda xp: xp.polyfit(xp.arange(3.), xp.arange(3.), 5),       # RankWarning
    lambda xp: xp.fix(xp.array([1.5])),                            # DeprecationWarning (2.5)
    lambda xp: xp.rot90(xp.eye(2), k=1.0),                         # DeprecationWarning (2.5)
    lambda xp: xp.isclose(xp.arange(2.), 1, atol=float("nan")),   # RuntimeWarning
], ids=["polyfit", "fix", "rot90", "isclose"])
def test_routines_python_warnings_point_at_the_users_line(gp, call):
    # warnings gpnumpy's Python code gives as NumPy's (not floating-point errors) name the
    # caller's line, past the namespace's wrappers: a DeprecationWarning is then shown under
    # Python's default filters (shown where __main__ triggers it), a module filter matches.
    # The installed NumPy's own warnings are the reference (fix's and rot90's are 2.5's).
    def got(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            call(xp)
        return [(x.category.__name__, os.path.basename(x.filename)) for x in w
                if x.category.__name__ != "FallbackWarning"]
    want = got(numpy)
    assert got(gp) == want and all(f == os.path.basename(__file__) for _, f in want), want


@pytest.mark.parametrize("call", [
    lambda xp: xp.add(1e300, 1, dtype=xp.float32),        # (a Python float cast to the loop)
    lambda xp: xp.multiply(arr(xp, [1.], "f2"), 1e10),
    lambda xp: xp.float32(2) * 1e300,
    lambda xp: arr(xp, [1., 2.], "c8") + 1e300,
    lambda xp: arr(xp, [1., 2.], "c8") - complex(2**300),
    lambda xp: arr(xp, [3.], "c8")[0] + 1e300j,
    lambda xp: arr(xp, [1., 2.], "c8") == 1e300 + 0j,
    lambda xp: xp.array([1e300, 1.], dtype=xp.float32),
    lambda xp: xp.asarray(1e300, dtype=xp.complex64),
    lambda xp: xp.array(numpy.array([1e300]), dtype=xp.float16),
    lambda xp: xp.where(arr(xp, [True, False], "?"), arr(xp, [1.], "f4"), 1e300),
    lambda xp: xp.where(arr(xp, [True, False], "?"), arr(xp, [1.], "c8"), 1e300j),
], ids=["dtype=", "float16 array", "float32 scalar", "complex64 array float",
        "complex64 array complex", "complex64 scalar", "complex64 compare", "array dtype=",
        "asarray dtype=", "array of host array dtype=", "where float32", "where complex64"])
def test_scalar_cast_warning_points_at_the_users_line(xp, call):
    """A Python scalar's cast to a narrower loop overflows: NumPy's "overflow encountered in
    cast", from the user's line (as every floating-point warning)."""
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        to_numpy(call(xp))
    got = [(str(x.message), os.path.basename(x.filename)) for x in w
           if x.category is RuntimeWarning]
    assert got == [("overflow encountered in cast", os.path.basename(__file__))]


@pytest.mark.parametrize("values, src, dtype", [
    ([1 + 2j, 3], "c16", numpy.float64),     # ComplexWarning
    ([1 + 2j, 3], "c8", numpy.int32),        # ComplexWarning
    ([NAN, 1e300], "f8", numpy.int64),       # invalid value encountered in cast
    ([NAN, 1e300], "f8", numpy.float32),     # overflow encountered in cast
    ([NAN, 1e300], "f8", ">f4"),             # the same, to a byte order the device holds not
    ([1 + 2j, 3], "c16", bool),              # none (complex to bool tests for nonzero)
    ([1 + 2j, 3], "c16", str),               # none (a host dtype)
    ([1.5, -2.5], "f8", numpy.int8),         # none
], ids=["c16->f8", "c8->i4", "nan->i8", "f8->f4 overflow", "f8->>f4", "c16->bool", "c16->str",
        "f8->i1"])
@pytest.mark.parametrize("kind", ["array", "scalar", "flat"])
def test_host_conversion_warnings_point_at_the_callers_line(gp, values, src, dtype, kind):
    """``numpy.asarray(x, dtype=...)`` of a gpnumpy array (its ``__array__`` with a dtype): the
    cast's warnings come from the caller's line, as NumPy's conversion of its own array gives
    them (they named gpnumpy's ndarray.py, so Python's default filters showed each once per
    process: the second line converting the same way was silent); a flat iterator's too."""
    def got(xp):
        a = arr(xp, values, src)
        a = a[0] if kind == "scalar" else a[::-1].flat if kind == "flat" else a
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = numpy.asarray(a, dtype=dtype)
        return (type(r), r.dtype, r.shape, r.tobytes() if r.dtype.kind != "U" else r.tolist(),
                [(x.category, str(x.message), os.path.basename(x.filename)) for x in w
                 if x.category.__name__ != "FallbackWarning"])
    want = got(numpy)
    assert got(gp) == want
    assert all(f == os.path.basename(__file__) for _, _, f in want[-1])


_C = numpy.array([1 + 2j, 3, 4j])


@pytest.mark.parametrize("call", [
    lambda xp: xp.array(_C, dtype=float),
    lambda xp: xp.asarray(_C, dtype=xp.int16),
    lambda xp: xp.array([_C[0], 2, _C[2]], dtype=xp.float32),
    lambda xp: xp.array([_C, _C], dtype=float),
    lambda xp: xp.array([[_C[0]], [_C[1]]], dtype=float),
    lambda xp: xp.array([xp.asarray(_C)[0], 1.5], dtype=float),
    lambda xp: xp.array([numpy.nan, 1e300], dtype=xp.float32),
    lambda xp: xp.array([1.5, 2], dtype=xp.int8),
    lambda xp: xp.array(_C, dtype=bool),
], ids=["host array", "asarray host array", "list of host scalars", "list of host arrays",
        "nested list", "list of a device scalar", "overflow", "no warning", "to bool"])
def test_array_of_host_data_cast_warnings_point_at_the_users_line(gp, call):
    """``array(host data, dtype=real)``: NumPy's ComplexWarning for each complex value or array
    it casts, and its cast's RuntimeWarnings, from the user's line (the ComplexWarnings named
    gpnumpy's creation.py, so Python's default filters showed one per process)."""
    def got(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = call(xp)
        return (r.dtype, r.shape, to_numpy(r).tobytes(),
                [(x.category, str(x.message), os.path.basename(x.filename)) for x in w
                 if x.category.__name__ != "FallbackWarning"])
    want = got(numpy)
    assert got(gp) == want
    assert all(f == os.path.basename(__file__) for _, _, f in want[-1])


_N = numpy.array([NAN, 1e300, 2.0])


@pytest.mark.parametrize("call", [
    lambda xp: xp.full(3, _N, dtype=int),
    lambda xp: xp.full(3, _N, dtype=xp.float32),
    lambda xp: xp.full((2, 3), [NAN, 1, 2], dtype=xp.int16),
    lambda xp: xp.full_like(xp.zeros(3, dtype=int), _N),
    lambda xp: xp.full(3, _C, dtype=float),
    lambda xp: xp.full(3, _C[0], dtype=xp.int8),
    lambda xp: xp.full(3, NAN, dtype=int),
    lambda xp: xp.full(3, xp.asarray(_N), dtype=int),
], ids=["host array nan", "host array overflow", "list nan", "full_like", "host complex array",
        "host complex scalar", "nan", "device array"])
def test_full_of_host_values_warns_as_copyto(gp, call):
    """full(shape, value, dtype): NumPy's copyto(casting='unsafe') of the value, its cast's
    warnings (gpnumpy's hid them for a host array or list: an 'ignore' error state; its
    ComplexWarning named creation.py); gpnumpy's from the user's line."""
    def got(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = call(xp)
        return (r.dtype, r.shape, to_numpy(r).tobytes(),
                [(x.category, str(x.message)) for x in w
                 if x.category.__name__ != "FallbackWarning"],
                [os.path.basename(x.filename) for x in w if x.category.__name__ != "FallbackWarning"])
    want, have = got(numpy), got(gp)
    assert have[:4] == want[:4]
    assert all(f == os.path.basename(__file__) for f in have[4])


@pytest.mark.parametrize("call", [
    lambda a: a.__setitem__(slice(None), _C),
    lambda a: a.__setitem__(0, _C[0]),
    lambda a: a.__setitem__(slice(None), [_C[0], 1, _C[2]]),
    lambda a: a.__setitem__(slice(None), _N),
    lambda a: a.fill(_C[1]),
    lambda a: a.fill(_C[0]),
], ids=["slice host array", "element host scalar", "slice list", "slice nan", "fill real",
        "fill complex"])
@pytest.mark.parametrize("dtype", ["f8", "i4"])
def test_assignment_of_host_complex_warns_at_the_users_line(gp, call, dtype):
    """``a[...] = host complex values``, ``a.fill(complex scalar)``: NumPy's ComplexWarning
    from the user's line (gpnumpy's named ndarray.py: the default filters showed one per
    process)."""
    def got(xp):
        a = xp.zeros(3, dtype=dtype)
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            call(a)
        return (to_numpy(a).tobytes(),
                [(x.category, str(x.message), os.path.basename(x.filename)) for x in w
                 if x.category.__name__ != "FallbackWarning"])
    want = got(numpy)
    assert got(gp) == want
    assert all(f == os.path.basename(__file__) for _, _, f in want[-1])


@pytest.mark.parametrize("call", [
    lambda xp, a: a.fill(1e300),
    lambda xp, a: a.__setitem__(0, 1e300),
    lambda xp, a: a.__setitem__(slice(None), [1e300, 1.]),
    lambda xp, a: a.__setitem__(slice(1, None), 2**200),
    lambda xp, a: xp.copyto(a, 1e300),
    lambda xp, a: a.__setitem__(arr(xp, [True, False], "?"), [1e300]),
    lambda xp, a: xp.putmask(a, arr(xp, [False, True], "?"), 1e300),
    lambda xp, a: a.put([1], [1e300]),
], ids=["fill", "setitem one", "setitem slice list", "setitem slice int", "copyto",
        "setitem mask list", "putmask", "put method"])
@pytest.mark.parametrize("dtype", ["f2", "f4", "c8"])
def test_assignment_cast_warning_points_at_the_users_line(xp, call, dtype):
    """A value assigned into a narrow array overflows in its cast: NumPy's warning, from the
    user's line (the element assignment's own names gpnumpy's); under every error state."""
    a = arr(xp, [1., 2.], dtype)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        call(xp, a)
        to_numpy(a)
    got = [(str(x.message), os.path.basename(x.filename)) for x in w
           if x.category is RuntimeWarning]
    assert got == [("overflow encountered in cast", os.path.basename(__file__))]

    def body(xp):
        b = arr(xp, [1., 2.], dtype)
        call(xp, b)
        return b
    for state in ({"over": "raise"}, {"all": "ignore"}, {"over": "call", "call": "record"}):
        assert_same_errors(xp, body, **state)


@pytest.mark.parametrize("call", [
    lambda xp: xp.array([1e300, 2., -1e300], dtype=xp.float32),
    lambda xp: arr(xp, [1., 2., 3.], "f2").__setitem__(slice(None), [7e4, 1., 1e10]),
], ids=["array dtype=", "setitem list"])
def test_list_cast_warns_per_element(xp, call):
    """NumPy casts a list's elements one at a time: a warning for each that overflows."""
    def body(xp):
        call(xp)
        return arr(xp, [0.], "f4")
    want = assert_same_errors(xp, body)
    assert want["warnings"] == [("RuntimeWarning", "overflow encountered in cast")] * 2
    assert_same_errors(xp, body, over="call", call="record")


def test_where_and_out(xp):
    def body(xp):
        a, z = arr(xp, [1., 1., 1.], "f8"), arr(xp, [0., 0., 1.], "f8")
        out = xp.zeros(3)
        xp.divide(a, z, out=out, where=arr(xp, [False, True, True], "?"))
        xp.divide(a, z, where=arr(xp, [False, False, True], "?"))
        return out
    assert_same_errors(xp, body)
    assert_same_errors(xp, body, all="raise")


@pytest.mark.parametrize("layout", ["C", "T", "strided", "scalar", "broadcast"])
def test_layouts(xp, layout):
    def body(xp):
        a = arr(xp, numpy.arange(12.).reshape(3, 4) - 5, "f4")
        if layout == "T":
            return xp.log(a.T)
        if layout == "strided":
            return xp.sqrt(a[:, ::2])
        if layout == "scalar":
            return a / 0.0
        if layout == "broadcast":
            return a / arr(xp, [0., 1., 2., 3.], "f4")
        return xp.log(a)
    assert_same_errors(xp, body)
    assert_same_errors(xp, body, all="raise")


def test_large_arrays(xp):
    """Many elements raising (every block of the grid records; one warning)."""
    def body(xp):
        z = xp.zeros(1 << 20, dtype=xp.float32)
        return (1.0 / z).sum(), xp.log(z[::3]).max()
    want = assert_same_errors(xp, body)
    assert len(want["warnings"]) == 2


class _Shown(list):
    """Warnings shown through the warnings module's own display hook (``_showwarnmsg_impl``)
    replaced by a plain function: shown, not recorded (no ``catch_warnings(record=True)`` in
    effect, pytest's own per-test recorder included), as outside a test."""

    def __enter__(self):
        self._cm = warnings.catch_warnings()
        self._cm.__enter__()
        warnings.simplefilter("always")
        warnings._showwarnmsg_impl = lambda msg: self.append(msg)
        return self

    def __exit__(self, *exc):
        return self._cm.__exit__(*exc)


def test_deferred_until_synchronization(gp):
    """On a GPU, 'warn' waits for the next synchronization (no extra one at the operation)
    where no warnings are being recorded."""
    _settle(gp)
    z = gp.zeros(4)
    with _Shown() as w:
        r = gp.log(z)
        early = len(w)
        gp.synchronize()
    assert len(w) == 1 and str(w[0].message) == "divide by zero encountered in log"
    # (deferred by fusion in force modes, the host reports at the flush, as a GPU does)
    assert early == (0 if is_cuda_device() or gp.fusion.get_mode() in ("force", "force1") else 1)
    del r


def test_ignore_state_runs_unchecked_kernels(gp):
    """In the all-'ignore' state nothing is recorded (the unchecked kernels run)."""
    from gpnumpy._core import fperr
    z = gp.zeros(4)
    with gp.errstate(all="ignore"):
        assert fperr.state().check == 0
        r = gp.log(z) + 1.0 / z
        gp.synchronize()
    rec = fperr._tls.record
    assert rec is None or not rec.entries
    del r


# ---------------------------------------------------------------- the device record, on the host
class _FakeRecord:
    """fperr's per-thread record with host memory standing in for the device words: what the
    checked kernels would write is written by the test (``hit``)."""

    def __init__(self, fperr):
        import ctypes
        self.fperr = fperr
        rec = fperr._Record.__new__(fperr._Record)
        words = (ctypes.c_uint32 * (fperr.SLOTS * 4))()
        rec.attach(0, ctypes.addressof(words), words)
        rec.prefix = ""
        self.rec = rec

    def __enter__(self):
        self.old = self.fperr._tls.record
        self.fperr._tls.record = self.rec
        return self

    def __exit__(self, *exc):
        self.fperr._tls.record = self.old
        return False

    def op(self, name, *cats):
        """An operation: its arguments, then the categories its kernel found."""
        fperr = self.fperr
        d, h, g = fperr.arguments(name, fperr.state())
        k = (h - self.rec.hptr) // 16
        assert d == 16 * k and g == self.rec.gen
        for c in cats:
            self.rec.words[4 * k + {1: 0, 2: 1, 4: 2, 8: 3}[c]] = int(g)
        return k


def test_record_slots_and_order(gp):
    from gpnumpy._core import fperr
    D, O, I = fperr.DIVIDE, fperr.OVER, fperr.INVALID
    with _FakeRecord(fperr) as fake, warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        ks = [fake.op("divide", D), fake.op("divide"), fake.op("log", D), fake.op("divide", I),
              fake.op("exp", O), fake.op("divide", D), fake.op("divide", D)]
        assert ks == [0, 1, 2, 3, 4, 5, 6]  # a slot per operation
        fperr._drain()
        # one warning per operation and category, in the operations' order (NumPy's: two
        # divides by zero warn twice)
        assert [str(x.message) for x in w] == [
            "divide by zero encountered in divide", "divide by zero encountered in log",
            "invalid value encountered in divide", "overflow encountered in exp",
            "divide by zero encountered in divide", "divide by zero encountered in divide"]
        del w[:]
        assert fake.rec.entries == [] and fake.rec.gen == 2
        # the words of the last interval mean nothing in the next
        fake.op("log")
        fperr._drain()
        assert len(w) == 0
        # a reduction's second pass shares the first's slot
        assert fake.op("reduce", O) == 0
        d, h, g = fperr.arguments("reduce", fperr.state(), again=True)
        assert h == fake.rec.hptr and len(fake.rec.entries) == 1
        fperr._drain()
        assert [str(x.message) for x in w] == ["overflow encountered in reduce"]
        del w[:]
        # the state at the operation: an ignored category is not reported
        with gp.errstate(divide="ignore"):
            fake.op("divide", D, I)
        fperr._drain()
        assert [str(x.message) for x in w] == ["invalid value encountered in divide"]
        # scalar operators
        with fperr.scalar_math():
            fake.op("multiply", O)
        fperr._drain()
        assert str(w[-1].message) == "overflow encountered in scalar multiply"


def test_record_slots_run_out(gp, monkeypatch):
    """With every slot in use, a pair shares its latest slot; a new pair waits for a
    synchronization (which reports everything and starts a new interval)."""
    from gpnumpy._core import fperr, device
    synced = []

    def sync():
        synced.append(True)
        fperr._drain()
    monkeypatch.setattr(device, "synchronize", sync)
    with _FakeRecord(fperr) as fake, warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        names = ["op%d" % k for k in range(fperr.SLOTS)]
        for n in names:
            fake.op(n)
        assert len(fake.rec.entries) == fperr.SLOTS and not synced
        assert fake.op("op3", fperr.DIVIDE) == 3  # (no slot left: its latest)
        assert not synced
        fake.op("new", fperr.OVER)
        assert synced and [str(x.message) for x in w] == ["divide by zero encountered in op3"]
        fperr._drain()
        assert [str(x.message) for x in w][1:] == ["overflow encountered in new"]


@pytest.mark.parametrize("how", ["simplefilter", "category", "message"])
def test_warnings_as_errors_raise_at_the_operation(xp, how):
    # -W error / simplefilter("error") / pytest's filterwarnings = error: NumPy's
    # RuntimeWarning is raised by the operation itself (on a GPU: a 'warn' category then
    # synchronizes at the operation, as 'raise' does), so nothing after it runs
    _settle(xp)
    a = arr(xp, [1., 0.], "f8")
    ran = []
    with warnings.catch_warnings():
        if how == "simplefilter":
            warnings.simplefilter("error")
        elif how == "category":
            warnings.filterwarnings("error", category=RuntimeWarning)
        else:
            warnings.filterwarnings("error", message="divide by zero")
        with pytest.raises(RuntimeWarning, match="divide by zero encountered in divide"):
            xp.divide(a, 0.0)
            ran.append(1)
    assert ran == []
    _settle(xp)


def test_recorded_warnings_come_at_the_operation(xp):
    """Inside a recorder (pytest.warns, catch_warnings(record=True)) a 'warn' category is
    given at the operation, as NumPy gives it: the recorder's block ends before any later
    synchronization."""
    _settle(xp)
    z = xp.zeros(4)
    with pytest.warns(RuntimeWarning, match="divide by zero encountered in log"):
        r = xp.log(z)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        q = xp.divide(xp.arange(1, 4, dtype=xp.int16), 0)
        got = [str(x.message) for x in w]
    assert got == ["divide by zero encountered in divide"]
    with pytest.warns(RuntimeWarning, match="invalid value encountered in cast"):
        c = xp.array([xp.inf, 1.0]).astype(xp.int32)
    del r, q, c


def test_a_recorder_makes_warnings_come_at_the_operation():
    from gpnumpy._core import fperr
    always = [("always", None, Warning, None, 0)]
    with _Shown():  # (not recording)
        assert not fperr._warnings_are_errors([])
        assert not fperr._warnings_are_errors(always)
        with warnings.catch_warnings(record=True):
            # (a recorder that adds no filter for RuntimeWarning: pytest's own around
            # every test; the warnings stay deferred)
            assert not fperr._warnings_are_errors([])
            assert not fperr._warnings_are_errors([("always", None, DeprecationWarning, None, 0)])
            assert fperr._warnings_are_errors(always)  # (pytest.warns, assert_warns)
            warnings.simplefilter("always")
            assert fperr.state().sync  # (the default state: 'warn' categories)
        assert not fperr._warnings_are_errors(always)


def test_ignored_warnings_are_not_given_after_the_block(xp):
    """A block that ignores RuntimeWarnings (catch_warnings() with simplefilter('ignore'), or an
    'ignore' filter for the category) ignores NumPy's warning at the operation: reading the
    result after the block has ended (a GPU's synchronization, fusion's flush) gives none"""
    _settle(xp)
    z = xp.zeros(3)
    with _Shown() as shown:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = xp.log(z)
            q = xp.divide(z, 0)
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", category=RuntimeWarning)
            s = xp.sqrt(z - 1)
        vals = [to_numpy(r).tolist(), numpy.isnan(to_numpy(q)).tolist(),
                numpy.isnan(to_numpy(s)).tolist()]
        t = xp.log(z[:1])
        after = to_numpy(t).tolist()
    assert vals == [[-INF] * 3, [True] * 3, [True] * 3] and after == [-INF]
    assert [str(w.message) for w in shown] == ["divide by zero encountered in log"]


def test_which_warnings_filters_ignore():
    from gpnumpy._core import fperr
    import re
    rx = re.compile("x")
    assert not fperr._warnings_ignored([])
    assert fperr._warnings_ignored([("ignore", None, Warning, None, 0)])
    assert fperr._warnings_ignored([("ignore", None, RuntimeWarning, None, 0)])
    assert not fperr._warnings_ignored([("ignore", None, DeprecationWarning, None, 0)])
    # (an 'ignore' for some messages, modules or lines only: the others are given)
    assert not fperr._warnings_ignored([("ignore", rx, RuntimeWarning, None, 0)])
    assert not fperr._warnings_ignored([("ignore", None, RuntimeWarning, rx, 0)])
    assert not fperr._warnings_ignored([("ignore", None, RuntimeWarning, None, 7)])
    assert fperr._warnings_ignored([("ignore", rx, RuntimeWarning, None, 0),
                                    ("ignore", None, Warning, None, 0)])
    # (a filter before it that may show or raise some: not ignored)
    assert not fperr._warnings_ignored([("always", rx, RuntimeWarning, None, 0),
                                        ("ignore", None, Warning, None, 0)])
    assert not fperr._warnings_ignored([("error", None, RuntimeWarning, None, 0),
                                        ("ignore", None, Warning, None, 0)])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert not fperr.state().check  # (the default state: only 'warn' categories)
        with numpy.errstate(divide="raise"):
            assert fperr.state().check == fperr.state().sync == fperr.DIVIDE


def test_which_warnings_filters_make_errors():
    with _Shown():  # (no recorder)
        _which_filters_make_errors()


def _which_filters_make_errors():
    from gpnumpy._core import fperr
    import re
    rx = re.compile("x")
    assert not fperr._warnings_are_errors([])
    assert fperr._warnings_are_errors([("error", None, Warning, None, 0)])
    assert fperr._warnings_are_errors([("error", rx, RuntimeWarning, None, 0)])
    assert not fperr._warnings_are_errors([("error", None, DeprecationWarning, None, 0)])
    # a filter for every RuntimeWarning decides before a later 'error'
    assert not fperr._warnings_are_errors([("ignore", None, RuntimeWarning, None, 0),
                                           ("error", None, Warning, None, 0)])
    # one for some messages or modules does not: the 'error' after it may apply
    assert fperr._warnings_are_errors([("ignore", rx, RuntimeWarning, None, 0),
                                       ("error", None, Warning, None, 0)])
    assert fperr._warnings_are_errors([("ignore", None, RuntimeWarning, rx, 0),
                                       ("error", None, Warning, None, 0)])
