"""apply_along_axis, apply_over_axes, piecewise (Functional programming); the polynomial
functions; packbits/unpackbits; unwrap, i0, kaiser, require.

Each body runs with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    FLOAT_DTYPES, INTEGER_DTYPES, LAYOUTS, assert_same, assert_same_cases, make, short,
)


# --------------------------------------------------------------------------------------------------
# apply_along_axis / apply_over_axes / piecewise
# --------------------------------------------------------------------------------------------------
FUNCS1D = [
    ("sum", lambda xp: xp.sum),
    ("cumsum", lambda xp: xp.cumsum),
    ("sort", lambda xp: xp.sort),
    ("outer", lambda xp: (lambda v: xp.outer(v, v))),
    ("python", lambda xp: (lambda v: v[::-1] * 2 + v.max())),
    ("scalar", lambda xp: (lambda v: float(v[0]))),
    ("extra args", lambda xp: (lambda v, k, scale=1: v[:k] * scale)),
]


@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_apply_along_axis(xp, layout, axis):
    def case(f):
        def body(xp):
            a = make(xp, (3, 4, 5), "float64", layout)
            fn = f(xp)
            if fn.__code__.co_argcount == 2 if hasattr(fn, "__code__") else False:
                return xp.apply_along_axis(fn, axis, a, 2, scale=3)
            return xp.apply_along_axis(fn, axis, a)
        return body
    # sums of float slices: the device adds in another order (a few ulp)
    assert_same_cases(xp, [(name, case(f)) for name, f in FUNCS1D], rtol=1e-13, atol=1e-13)


def test_apply_along_axis_errors(xp):
    assert_same_cases(xp, [
        ("empty iteration", lambda xp: xp.apply_along_axis(xp.sum, 0, xp.ones((3, 0)))),
        ("bad axis", lambda xp: xp.apply_along_axis(xp.sum, 2, xp.ones((3, 4)))),
        ("0-d", lambda xp: xp.apply_along_axis(xp.sum, 0, xp.asarray(1.0))),
        ("int dtype", lambda xp: xp.apply_along_axis(lambda v: v.sum(), 1,
                                                     make(xp, (3, 4), "int16"))),
    ])


def test_apply_along_axis_subclasses(xp):
    """func1d sees slices of the array's subclass; the result has the class of func1d's
    result (NumPy's res.__array_wrap__), not of the array."""
    def body(xp):
        class Tagged(xp.ndarray):
            tag = "tagged"

        class Other(xp.ndarray):
            pass

        a = xp.asarray(numpy.arange(18.0).reshape(6, 3)).view(Tagged)
        plain = xp.asarray(numpy.arange(18).reshape(6, 3))
        seen = []

        def record(v):
            seen.append(type(v).__name__)
            return 1 if isinstance(v, Tagged) else 0

        def to_other(v):
            return (v[::-1] * v[1:, None]).view(Other)

        out = []
        for f, arr, axis in ((record, a, 0), (xp.sum, a, 0), (lambda v: float(v[0]), a, 1),
                             (to_other, plain, 0), (to_other, plain, 1), (xp.cumsum, a, 1),
                             (to_other, a, 0)):
            r = xp.apply_along_axis(f, axis, arr)
            out += [r, type(r).__name__]
        return out, sorted(set(seen))
    assert_same(xp, body)


HOST_RESULTS = [
    ("masked", lambda xp: (lambda v: xp.ma.masked_where(v % 5 == 0, v[::-1] * v[1:, None]))),
    ("masked 0-d", lambda xp: (lambda v: xp.ma.masked_where(v.sum() % 2 == 0, v.sum()))),
    ("matrix", lambda xp: (lambda v: numpy.asmatrix(numpy.asarray(v)))),
    ("object", lambda xp: (lambda v: numpy.asarray(v).astype(object))),
    ("strings", lambda xp: (lambda v: numpy.array([str(int(v.sum()))]))),
]


@pytest.mark.parametrize("axis", [0, 1, 2])
@pytest.mark.parametrize("label, f", HOST_RESULTS, ids=[c[0] for c in HOST_RESULTS])
def test_apply_along_axis_host_results(xp, label, f, axis):
    """func1d giving NumPy's own arrays (a masked array, a matrix, object or string data):
    NumPy's buffer is ``zeros_like`` of the first result, so the result keeps its class and
    every mask, and func1d runs once per slice."""
    def body(xp):
        calls = []
        fn = f(xp)

        def counted(v):
            calls.append(1)
            return fn(v)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = xp.apply_along_axis(counted, axis, xp.arange(24).reshape(2, 3, 4))
        mask = numpy.ma.getmaskarray(r) if isinstance(r, numpy.ma.MaskedArray) else None
        return type(r).__name__, numpy.asarray(r), mask, len(calls)
    assert_same(xp, body, expect_host=True)


def test_apply_over_axes(xp):
    a = lambda xp: make(xp, (2, 3, 4), "float32")  # noqa: E731
    assert_same_cases(xp, [
        ("sum 0 2", lambda xp: xp.apply_over_axes(xp.sum, a(xp), [0, 2])),
        ("mean -1", lambda xp: xp.apply_over_axes(xp.mean, a(xp), -1)),
        ("keepdims", lambda xp: xp.apply_over_axes(lambda x, ax: xp.max(x, ax, keepdims=True),
                                                   a(xp), (1,))),
        ("wrong shape", lambda xp: xp.apply_over_axes(lambda x, ax: x.ravel()[:1],
                                                      a(xp), (1,))),
    ])


def test_piecewise(xp):
    x = lambda xp: make(xp, (7,), "float64", kind="default")  # noqa: E731
    assert_same_cases(xp, [
        ("constants", lambda xp: xp.piecewise(x(xp), [x(xp) < 0, x(xp) >= 0], [-1, 1])),
        ("otherwise", lambda xp: xp.piecewise(x(xp), [x(xp) < 0], [lambda v: -v, lambda v: 2 * v])),
        ("args", lambda xp: xp.piecewise(x(xp), [x(xp) > 0], [lambda v, k: v + k, 0], 5)),
        ("single condition", lambda xp: xp.piecewise(x(xp), x(xp) > 0, [1])),
        ("0-d", lambda xp: xp.piecewise(xp.asarray(2.0), [True], [lambda v: v * 3])),
        ("int input", lambda xp: xp.piecewise(xp.arange(6), [xp.arange(6) > 2], [lambda v: v * 2.7])),
        ("no selection", lambda xp: xp.piecewise(x(xp), [x(xp) > 1e9], [lambda v: v[10]])),
        ("count error", lambda xp: xp.piecewise(x(xp), [x(xp) > 0], [1, 2, 3])),
    ])


# --------------------------------------------------------------------------------------------------
# polynomial functions
# --------------------------------------------------------------------------------------------------
def _c(xp, values, dtype="float64"):
    return xp.asarray(numpy.array(values, dtype=dtype))


def test_polynomial_arithmetic(xp):
    p = lambda xp: _c(xp, [1.0, -3.0, 2.0])  # noqa: E731
    q = lambda xp: _c(xp, [2, 0, 1, 5], "int64")  # noqa: E731
    assert_same_cases(xp, [
        ("polyval", lambda xp: xp.polyval(p(xp), make(xp, (3, 4), "float32"))),
        ("polyval list", lambda xp: xp.polyval([1, 2, 3], make(xp, (5,), "float32"))),
        ("polyval int", lambda xp: xp.polyval(q(xp), xp.arange(4))),
        ("polyadd", lambda xp: xp.polyadd(p(xp), q(xp))),
        ("polyadd short", lambda xp: xp.polyadd(q(xp), [1])),
        ("polysub", lambda xp: xp.polysub(q(xp), p(xp))),
        ("polymul", lambda xp: xp.polymul(_c(xp, [0, 0, 1, 2.0]), q(xp))),
        ("polymul zeros", lambda xp: xp.polymul([0, 0], q(xp))),
        ("polydiv", lambda xp: xp.polydiv(q(xp), p(xp))),
        ("polydiv exact", lambda xp: xp.polydiv(_c(xp, [1, -3, 2.0]), _c(xp, [1, -1.0]))),
        ("polyder", lambda xp: xp.polyder(q(xp))),
        ("polyder 2", lambda xp: xp.polyder(q(xp), 2)),
        ("polyder 0", lambda xp: xp.polyder(q(xp), 0)),
        ("polyder negative", lambda xp: xp.polyder(q(xp), -1)),
        ("polyint", lambda xp: xp.polyint(q(xp))),
        ("polyint k", lambda xp: xp.polyint(q(xp), 2, [1, 2])),
        ("polyint scalar k", lambda xp: xp.polyint(p(xp), 3, 4)),
        ("polyint bad k", lambda xp: xp.polyint(p(xp), 3, [1, 2])),
        ("polyval 0-d coefficients", lambda xp: xp.polyval(xp.asarray(3.0), p(xp))),
        ("polyder 0-d", lambda xp: xp.polyder(xp.asarray(3.0))),
        ("polyder 2-d", lambda xp: xp.polyder(xp.ones((2, 2)))),
        ("polyder 2-d order 0", lambda xp: xp.polyder(xp.ones((2, 3)), 0)),
        ("polydiv empty", lambda xp: xp.polydiv(_c(xp, []), p(xp))),
        ("polydiv zero divisor", lambda xp: xp.polydiv(p(xp), _c(xp, [0.0, 0.0]))),
    ], rtol=1e-12)


def test_polyval_keeps_subclass(xp):
    """polyval reads ``x`` as NumPy's asanyarray does: the result is of x's ndarray subclass
    (its Horner steps are ufuncs of it), for arrays and for their scalars."""
    def body(xp):
        class Sub(xp.ndarray):
            pass

        x = xp.asarray(numpy.array([1.0, -2.0, 0.5])).view(Sub)
        out = []
        for r in (xp.polyval([2, 3, 4], x), xp.polyval(_c(xp, [1.5, 0, -1]), x),
                  xp.polyval([2, 3], x[1:2]), xp.polyval([2, 3], x.astype("float32"))):
            out += [r, type(r).__name__]
        return out
    assert_same(xp, body)


def test_polyval_scalar_steps_warn_as_scalar_math(xp):
    """A 0-d ``x`` makes NumPy's Horner steps (``y * x + pv``) scalar arithmetic: an integer
    overflow warns there ("overflow encountered in scalar add"), as no array loop does."""
    def seen(xp, p, x):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            r = xp.polyval(p, x)
        return (repr(numpy.asarray(r).tolist()), str(r.dtype), type(r).__name__,
                [(w.category.__name__, str(w.message)) for w in got])
    for p, x in [(numpy.array([-1, -3, -32768], "i2"), numpy.array(1, "i2")),
                 (numpy.array([2, 5, 127], "i1"), 2**63 - 1),
                 (numpy.array([7, 2**63 - 1, 2]), numpy.uint32(3)),
                 (numpy.array([3, 7, 65535], "u2"), numpy.array(2**64 - 2, "u8")),
                 (numpy.array([2, 5, 127], "i1"), numpy.array([1, 2 ** 62]))]:
        px = xp.asarray(p)
        xx = xp.asarray(x) if isinstance(x, numpy.ndarray) else x
        assert seen(xp, px, xx) == seen(numpy, p, x), (p, x)


def test_roots_and_poly(xp):
    assert_same_cases(xp, [
        ("roots", lambda xp: xp.sort_complex(xp.roots(_c(xp, [0, 1, -6, 11, -6, 0, 0])))),
        ("roots int", lambda xp: xp.roots(_c(xp, [1, -3], "int32"))),
        ("roots constant", lambda xp: xp.roots(_c(xp, [0, 5.0]))),
        ("roots zeros", lambda xp: xp.roots(_c(xp, [0, 0.0]))),
        ("roots 2-d", lambda xp: xp.roots(xp.ones((2, 2)))),
        ("roots of a number", lambda xp: xp.roots(3.0)),
        ("poly of a 0-d array", lambda xp: xp.poly(xp.asarray(2.0))),
        ("poly", lambda xp: xp.poly(_c(xp, [1, 2, 3.0]))),
        ("poly int", lambda xp: xp.poly(_c(xp, [1, 2], "int64"))),
        ("poly conjugates", lambda xp: xp.poly(_c(xp, [1j, -1j, 2]))),
        ("poly complex", lambda xp: xp.poly(_c(xp, [1j, 2]))),
        ("poly empty", lambda xp: xp.poly(_c(xp, []))),
        ("poly matrix", lambda xp: xp.poly(_c(xp, [[1, 2], [3, 4.0]]))),
        ("poly 3-d", lambda xp: xp.poly(xp.ones((2, 2, 2)))),
    ], rtol=1e-10, atol=1e-12)
    # complex64 eigenvalues of the companion matrix: float32's precision (cuSOLVER's geev gave
    # 0.9999998 where LAPACK's gives 1 exactly)
    assert_same_cases(xp, [
        ("roots complex64, real roots", lambda xp: xp.roots(_c(xp, [1, -3, 2], "complex64"))),
    ], rtol=1e-6, atol=1e-6)


def test_polyfit(xp):
    x = lambda xp: xp.linspace(0, 1, 20)  # noqa: E731
    y = lambda xp: x(xp) ** 2 + 0.1 * xp.sin(7 * x(xp))  # noqa: E731
    assert_same_cases(xp, [
        ("deg 2", lambda xp: xp.polyfit(x(xp), y(xp), 2)),
        ("full", lambda xp: xp.polyfit(x(xp), y(xp), 3, full=True)[:2]),
        ("cov", lambda xp: xp.polyfit(x(xp), y(xp), 2, cov=True)),
        ("cov unscaled", lambda xp: xp.polyfit(x(xp), y(xp), 2, cov="unscaled")),
        ("weights 2-d", lambda xp: xp.polyfit(x(xp), xp.stack([y(xp), 2 * y(xp)], 1), 1,
                                              w=x(xp) + 1)),
        ("negative deg", lambda xp: xp.polyfit(x(xp), y(xp), -1)),
        ("length mismatch", lambda xp: xp.polyfit(x(xp), y(xp)[:3], 1)),
    ], rtol=1e-8, atol=1e-10)


@pytest.mark.parametrize("ydt", ["float32", "float16"])
@pytest.mark.parametrize("yshape", [(7,), (7, 2)], ids=["1-d", "2-d"])
def test_polyfit_weights_scale_y_in_its_dtype(xp, ydt, yshape):
    # NumPy's rhs *= w: a float32 (float16) y weighted in its own precision, a complex w
    # refused by the in-place multiply's same_kind cast
    x = numpy.array([-0.21, 1.57, 0.83, 2.9, -1.3, 0.05, 1.1])
    y = numpy.random.default_rng(3).standard_normal(yshape).astype(ydt)
    w = numpy.array([0.14488652, 0.3325943, 0.99926012, 0.5, 0.73, 0.21, 0.9])
    assert_same_cases(xp, [
        ("weighted", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 2, w=xp.asarray(w))),
        ("full", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 1, w=xp.asarray(w),
                                       full=True)[:2]),
        ("complex weights", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 1,
                                                  w=xp.asarray(w + 1j))),
    ], rtol=1e-12, atol=1e-12)


def test_poly1d_at_device_arrays(xp):
    assert_same_cases(xp, [
        ("evaluate", lambda xp: numpy.poly1d([1, 2, 3])(make(xp, (4,), "float64"))),
        ("polyval of poly1d", lambda xp: xp.polyval(xp.poly1d([1, 2]), xp.poly1d([1, 0]))),
    ])
    # poly1d is NumPy's host object: its coefficients are host arrays
    assert_same(xp, lambda xp: xp.polyadd(xp.poly1d([1, 2]), [3]).coeffs, expect_host=True)


# --------------------------------------------------------------------------------------------------
# packbits / unpackbits
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ["bool", "uint8", "int64"], ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_packbits(xp, dtype, layout):
    a = lambda xp: make(xp, (3, 11), dtype, layout) % 2 if dtype != "bool" else make(  # noqa: E731
        xp, (3, 11), dtype, layout)
    cases = [("flat %s" % bo, (lambda bo: lambda xp: xp.packbits(a(xp), bitorder=bo))(bo))
             for bo in ("big", "little")]
    if layout != "0d":
        cases += [("axis %d" % ax, (lambda ax: lambda xp: xp.packbits(a(xp), axis=ax))(ax))
                  for ax in (0, -1)]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_unpackbits(xp, layout):
    a = lambda xp: make(xp, (3, 5), "uint8", layout)  # noqa: E731
    cases = [("flat", lambda xp: xp.unpackbits(a(xp))),
             ("little", lambda xp: xp.unpackbits(a(xp), bitorder="little"))]
    if layout not in ("0d", "empty"):
        cases += [("axis %d count %s" % (ax, c),
                   (lambda ax, c: lambda xp: xp.unpackbits(a(xp), axis=ax, count=c))(ax, c))
                  for ax in (0, 1) for c in (None, 3, -2, 20, 0)]
    assert_same_cases(xp, cases)


def test_bits_errors(xp):
    assert_same_cases(xp, [
        ("pack float", lambda xp: xp.packbits(xp.ones(3))),
        ("pack order", lambda xp: xp.packbits(xp.ones(3, dtype="int8"), bitorder="middle")),
        ("pack order type", lambda xp: xp.packbits(xp.ones(3, dtype="int8"), bitorder=None)),
        ("pack axis", lambda xp: xp.packbits(xp.ones((2, 3), dtype=bool), axis=2)),
        ("unpack int", lambda xp: xp.unpackbits(xp.ones(3, dtype="int16"))),
        ("unpack order", lambda xp: xp.unpackbits(xp.ones(3, dtype="uint8"), bitorder="x")),
        ("unpack count", lambda xp: xp.unpackbits(xp.ones(1, dtype="uint8"), count=-9)),
        ("roundtrip", lambda xp: xp.unpackbits(xp.packbits(xp.arange(20) % 3 == 0))),
    ])


def _bits_outcome(f):
    """What ``f()`` gives: its values, dtype, shape, strides, order flags and ownership, or its
    exception's type and message."""
    try:
        r = f()
    except Exception as e:
        return type(e).__name__, str(e)
    return (r.tolist(), str(r.dtype), r.shape, r.strides, r.flags.c_contiguous,
            r.flags.f_contiguous, r.flags.owndata, r.base is None)


@pytest.mark.parametrize("case", [
    # a new array each time, in Fortran order where the input is Fortran (PyArray_ISFORTRAN)
    ("pack axis 0", lambda xp, a, u: xp.packbits(a, axis=0)),
    ("pack axis 1", lambda xp, a, u: xp.packbits(a, axis=1)),
    ("pack F axis 0", lambda xp, a, u: xp.packbits(a.T, axis=0)),
    ("pack F axis 1", lambda xp, a, u: xp.packbits(a.T, axis=1)),
    ("pack F flat", lambda xp, a, u: xp.packbits(a.T)),
    ("unpack axis 1", lambda xp, a, u: xp.unpackbits(u, axis=1)),
    ("unpack axis 1 count", lambda xp, a, u: xp.unpackbits(u, axis=1, count=3)),
    ("unpack flat", lambda xp, a, u: xp.unpackbits(u)),
    ("unpack F axis 0 count", lambda xp, a, u: xp.unpackbits(u.T, axis=0, count=-3)),
    ("unpack F axis 1", lambda xp, a, u: xp.unpackbits(u.T, axis=1)),
    # arguments as NumPy's C parser reads them
    ("pack float axis", lambda xp, a, u: xp.packbits(a, axis=1.0)),
    ("pack bool axis", lambda xp, a, u: xp.packbits(a, axis=True)),
    ("pack 0-d bool axis", lambda xp, a, u: xp.packbits(a[0, 0], axis=False)),
    ("unpack float axis", lambda xp, a, u: xp.unpackbits(u, axis=1.0)),
    ("unpack bool count", lambda xp, a, u: xp.unpackbits(u, count=True)),
    ("unpack float count", lambda xp, a, u: xp.unpackbits(u, count=2.0)),
    ("pack None order", lambda xp, a, u: xp.packbits(a, bitorder=None)),
    ("unpack None order", lambda xp, a, u: xp.unpackbits(u, bitorder=None)),
    ("unpack int order", lambda xp, a, u: xp.unpackbits(u, bitorder=1)),
], ids=lambda c: c[0])
def test_bits_layout_and_arguments(xp, case):
    def outcome(xp):
        a = xp.asarray(numpy.arange(30).reshape(3, 10) % 3 == 0)
        u = xp.asarray(numpy.arange(2, 8, dtype=numpy.uint8).reshape(2, 3) * 37)
        return _bits_outcome(lambda: case[1](xp, a, u))
    assert outcome(xp) == outcome(numpy)


@pytest.mark.parametrize("case", [
    # two bad arguments: the error NumPy checks first (axis and bitorder types, bitorder's
    # value, the array's conversion and dtype, the axis' bounds, then count)
    ("pack float dtype, float axis", lambda xp: xp.packbits(xp.ones(3), axis=1.5)),
    ("pack float dtype, None order", lambda xp: xp.packbits(xp.ones(3), bitorder=None)),
    ("pack float dtype, bad order", lambda xp: xp.packbits(xp.ones(3), bitorder="x")),
    ("pack tuple axis, bad order", lambda xp: xp.packbits(xp.ones(3, bool), (0,), "x")),
    ("pack bool axis, None order", lambda xp: xp.packbits(xp.ones(3, bool), True, None)),
    ("pack ragged list, bad order", lambda xp: xp.packbits([[1], [1, 2]], bitorder="x")),
    ("pack float dtype, axis bounds", lambda xp: xp.packbits(xp.ones(3), axis=3)),
    ("unpack int16, float axis", lambda xp: xp.unpackbits(xp.ones(3, "int16"), axis=1.5)),
    ("unpack int16, bad order", lambda xp: xp.unpackbits(xp.ones(3, "int16"), bitorder="x")),
    ("unpack int16, None order", lambda xp: xp.unpackbits(xp.ones(3, "int16"), bitorder=None)),
    ("unpack float axis, bad order", lambda xp: xp.unpackbits(xp.ones(3, "uint8"), 1.5, None, "x")),
    ("unpack axis bounds, float count", lambda xp: xp.unpackbits(xp.ones(3, "uint8"), 3, 2.5)),
    ("unpack int16, float count", lambda xp: xp.unpackbits(xp.ones(3, "int16"), count=2.5)),
], ids=lambda c: c[0])
def test_bits_first_error(xp, case):
    assert _bits_outcome(lambda: case[1](xp)) == _bits_outcome(lambda: case[1](numpy))


# --------------------------------------------------------------------------------------------------
# unwrap, i0, kaiser, require
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ["float32", "float64", "int64"], ids=short)
def test_unwrap(xp, dtype):
    p = lambda xp: xp.cumsum(make(xp, (3, 20), "float64") * 4, axis=1).astype(dtype)  # noqa: E731
    assert_same_cases(xp, [
        ("default", lambda xp: xp.unwrap(p(xp))),
        ("axis 0", lambda xp: xp.unwrap(p(xp), axis=0)),
        ("period", lambda xp: xp.unwrap(p(xp), period=6)),
        ("odd period", lambda xp: xp.unwrap(p(xp), period=7)),
        ("discont", lambda xp: xp.unwrap(p(xp), discont=1.0)),
        ("list", lambda xp: xp.unwrap([0, 5, 10, 12, 3, 1, 7], period=6)),
    ], rtol=1e-6 if dtype == "float32" else 1e-12)


@pytest.mark.parametrize("dtype", FLOAT_DTYPES + INTEGER_DTYPES[:2] + ["bool"], ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_i0(xp, dtype, layout):
    assert_same(xp, lambda xp: xp.i0(make(xp, (4, 5), dtype, layout) * 3), approx=True)


def test_i0_values(xp):
    assert_same_cases(xp, [
        ("grid", lambda xp: xp.i0(xp.linspace(-30, 30, 61))),
        ("special", lambda xp: xp.i0(xp.asarray([0.0, 8.0, -8.0, numpy.inf, numpy.nan]))),
        ("scalar", lambda xp: xp.i0(3)),
        ("complex", lambda xp: xp.i0(xp.ones(2, dtype=complex))),
        # (laid out like the input: NumPy's piecewise fills zeros_like(x))
        ("layouts", lambda xp: [xp.i0(make(xp, (3, 4), "float32", lay)).strides
                                for lay in ("C", "T", "slice", "neg")]),
    ], approx=True)


def test_kaiser(xp):
    assert_same_cases(xp, [("M=%s beta=%s" % (m, b),
                            (lambda m, b: lambda xp: xp.kaiser(m, b))(m, b))
                           for m, b in [(12, 14), (1, 3), (0, 2), (5, 0.5), (7.0, 3), (-2, 1)]],
                      approx=True)


@pytest.mark.parametrize("layout", ["C", "T", "slice"])
def test_require(xp, layout):
    a = lambda xp: make(xp, (3, 4), "int32", layout)  # noqa: E731

    def flags(x):
        return (x.dtype, x.shape, x.flags.c_contiguous, x.flags.f_contiguous, x.flags.writeable)
    assert_same_cases(xp, [
        ("%s %s" % (dt, r), (lambda dt, r: lambda xp: flags(xp.require(a(xp), dt, r)))(dt, r))
        for dt in (None, "float64") for r in (None, "C", "F", "A", "W", "O", "E", ["F", "W"],
                                               ("ALIGNED", "C_CONTIGUOUS"))
    ] + [("both orders", lambda xp: xp.require(a(xp), None, "CF")),
         ("unknown", lambda xp: xp.require(a(xp), None, "Z")),
         ("list input", lambda xp: xp.require([1, 2], "int8", "C"))])


# ---------------------------------------------------------------------------- nditer
def _quiet(body):
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (gpnumpy's FallbackWarning: NumPy runs the iterator)
        return body()


def _nditer_cases():
    def with_block(xp):
        a = xp.arange(6.0).reshape(2, 3)
        with xp.nditer(a, op_flags=["readwrite"]) as it:
            for x in it:
                x[...] = 2 * x + 1
        return a

    def no_with(xp):
        a = xp.arange(5)
        for x in xp.nditer(a, op_flags=["readwrite"]):
            x[...] = x * x
        return a

    def two_operands(xp):
        a = xp.arange(4.0)
        b = xp.zeros(4)
        with xp.nditer([a, b], op_flags=[["readonly"], ["writeonly"]]) as it:
            for x, y in it:
                y[...] = x + 10
        return a, b

    def buffered_external(xp):
        a = xp.arange(12, dtype=xp.int32).reshape(3, 4)
        with xp.nditer(a, flags=["external_loop", "buffered"], op_flags=["readwrite"],
                       op_dtypes=["float64"], casting="same_kind", buffersize=5) as it:
            for x in it:
                x[...] = x / 2
        return a

    def view_operand(xp):
        a = xp.zeros((3, 4))
        v = a[:, 1]
        with xp.nditer(v, op_flags=["readwrite"]) as it:
            for x in it:
                x[...] = 7
        return a

    def iternext(xp):
        a = xp.arange(3)
        it = xp.nditer(a, op_flags=["readwrite"])
        while True:
            it[0] = it[0] + 100
            if not it.iternext():
                break
        return a

    def read_multi_index(xp):
        a = xp.arange(6).reshape(2, 3)
        it = xp.nditer(a, flags=["multi_index"])
        return [(it.multi_index, int(x)) for x in it]

    def read_only_operand(xp):
        a = xp.arange(3.0)
        a.flags.writeable = False
        return xp.nditer(a, op_flags=["readwrite"])

    def broadcast_view(xp):
        b = xp.broadcast_to(xp.arange(3.0)[:, None], (3, 4))
        return [c.tolist() for c in xp.nditer(b, flags=["external_loop"])], \
            [int(x) for x in xp.nditer(b, order="C")]

    def updateifcopy_closed(xp):
        # (NumPy writes its float64 copy back at close(): the device array gets it then)
        a = xp.arange(4, dtype=xp.float32)
        it = xp.nditer(a, op_flags=["readwrite", "updateifcopy"], op_dtypes="f8",
                       casting="same_kind")
        for x in it:
            x[...] = x * 2 + 1
        before = a.tolist()
        it.close()
        return before, a

    def too_large(xp):
        # (a zero-stride view of 2**53 elements: NumPy's error, no host copy of them made)
        size = numpy.iinfo(numpy.intp).max // 1024
        arr = xp.lib.stride_tricks.as_strided(xp.zeros(1), (size,), (0,))
        return xp.nditer((arr, arr[:, None]), flags=["multi_index"])

    def allocated_output(xp):
        # (NumPy's docs: the iterator allocates the output, returned as it.operands[1]; the
        # result is an array of the library's own type, checked by assert_same)
        a = xp.arange(6).reshape(2, 3)
        with xp.nditer([a, None]) as it:
            for x, y in it:
                y[...] = x * x
            ops = it.operands
            return ops[1], ops[0] is a

    def operands_after_writes(xp):
        a = xp.arange(4.0)
        with xp.nditer([a, None], op_flags=[["readwrite"], ["writeonly", "allocate"]]) as it:
            for x, y in it:
                x[...] = 2 * x
                y[...] = x + 1
            return it.operands[0].tolist(), it.operands[1]

    def allocated_output_of_a_matrix(xp):
        # (the operand of highest priority, a matrix, makes the allocated output a matrix)
        m = xp.matrix([[1, 2], [3, 4]])
        b = xp.arange(4).reshape(2, 2).T
        with xp.nditer([m, b, None], [], [["readonly"], ["readonly"], ["writeonly", "allocate"]]) as it:
            for x, y, z in it:
                z[...] = x + y
            r = it.operands[2]
            return type(r).__name__, numpy.asarray(r).tolist()

    def write_through_operands(xp):
        # (a write into it.operands[k] is a write into the iterator's operand: NumPy's)
        a = xp.arange(3)
        with xp.nditer(a, op_flags=["readwrite"]) as it:
            it.operands[0][...] = 7
        return a

    def reduction_into_zeroed_output(xp):
        # (NumPy's docs' reduction: the allocated output is zeroed through it.operands[1])
        a = xp.arange(24.0).reshape(2, 3, 4) + 1
        outs = []
        for flags in (["reduce_ok"], ["reduce_ok", "buffered", "delay_bufalloc"]):
            it = xp.nditer([a, None], flags=flags, op_flags=[["readonly"], ["readwrite", "allocate"]],
                           op_axes=[None, [0, 1, -1]])
            with it:
                it.operands[1][...] = 100.0
                it.reset()
                for x, y in it:
                    y[...] += x
                outs.append(it.operands[1])
        return outs

    def cast_copy_written_through_operands(xp):
        a = xp.arange(24, dtype="f8").reshape(2, 3, 4).T
        it = xp.nditer(a, [], [["readwrite", "updateifcopy"]], casting="same_kind",
                       op_dtypes=[numpy.dtype("f4")])
        with it:
            it.operands[0][...] = 3
            it.operands[0][...] = 14
        return a

    def set_iterator_state(xp):
        a = xp.arange(6).reshape(2, 3)
        it = xp.nditer(a, flags=["multi_index", "c_index"])
        got = []
        it.multi_index = (1, 1)
        got.append((int(it.value), it.index, it.iterindex))
        it.iterindex = 2
        got.append((int(it.value), it.multi_index))
        it.index = 0
        got.append(int(it.value))
        it2 = xp.nditer(a, flags=["ranged"])
        it2.iterrange = (3, 5)
        got.append([int(x) for x in it2])
        for name in ("multi_index", "value", "spam"):
            try:
                delattr(it, name)
            except AttributeError:
                got.append(name)
        return got

    def allocated_output_subtype(xp):
        # (the read operand of highest __array_priority__ gives the allocated output its
        # type; 'no_subtype' keeps the base class)
        class Prio(xp.ndarray):
            __array_priority__ = 15
        a = xp.array([[1, 2], [3, 4]]).view(Prio)
        b = xp.arange(4).reshape(2, 2).T
        got = []
        for flags in (["writeonly", "allocate"], ["writeonly", "allocate", "no_subtype"]):
            with xp.nditer([b, a, None], [], [["readonly"], ["readonly"], flags]) as it:
                for x, y, z in it:
                    z[...] = x * y
                r = it.operands[2]
                got.append((type(r).__name__, r.shape, numpy.asarray(r).tolist()))
        return got

    def delete_element(xp):
        it = xp.nditer(xp.ones(3))
        del it[1]

    def overlapping_operands(xp):
        # (views of one memory share one host copy: NumPy's iterator sees the overlap, a
        # write through one is what the other reads next; copy_if_overlap copies)
        x = xp.arange(6)
        with xp.nditer([x[:-1], x[1:]], op_flags=[["readonly"], ["writeonly"]]) as it:
            for p, q in it:
                q[...] = 2 * p + 1
        y = xp.arange(10)
        with xp.nditer([y[1:], y[:-1]], ["copy_if_overlap"],
                       [["readonly"], ["readwrite"]]) as it:
            apart = not xp.shares_memory(*it.operands)
        return x, apart

    def copied_operand(xp):
        # (an operand the iterator casts: it.operands holds its copy, of the iterator's dtype
        # and layout; the array stays read-only, unchanged, until the iterator closes)
        a = xp.arange(24, dtype="f4").reshape(2, 3, 4).swapaxes(1, 2)
        it = xp.nditer(a, [], [["readonly", "copy"]], casting="safe",
                       op_dtypes=[numpy.dtype("f8")])
        got = [(it.operands[0].dtype, it.operands[0].strides, it.operands[0] is a)]
        b = xp.arange(24, dtype="f8").reshape(2, 3, 4).T
        with xp.nditer(b, [], [["readwrite", "updateifcopy"]], casting="same_kind",
                       op_dtypes=[numpy.dtype("f4")]) as it:
            op = it.operands[0]
            op[2, 1, 1] = -12.5
            got.append((op.dtype, op.strides, float(b[2, 1, 1]), b.flags.writeable))
            try:
                b[0, 0, 0] = 5
            except ValueError as e:
                got.append(type(e).__name__)
        got.append(b.flags.writeable)
        return got, b

    def dropped_unclosed(xp):
        # (an iterator dropped without close(): NumPy's deallocation writes the copy back,
        # with its RuntimeWarning, and the array is writeable again)
        a = xp.arange(4, dtype="f8")
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            it = xp.nditer(a, [], [["readwrite", "updateifcopy"]], casting="same_kind",
                           op_dtypes=["f4"])
            for x in it:
                x[...] = x * 2 + 1
            del x
            inside = (a.flags.writeable, a.tolist())
            del it
        a[0] = 9
        return inside, a, [c.category.__name__ for c in w if c.category is RuntimeWarning]

    def setitem_reaches_arrays(xp):
        # (it[k] = value writes NumPy's operands at once: the arrays read it in the block)
        a, b, c = xp.arange(3), xp.arange(3), xp.arange(3.0)
        with xp.nditer([a, b, c], [], ["readwrite"]) as it:
            it[0:2] = (3, 3)
            inside = (a.tolist(), b.tolist(), c.tolist())
            it[1] = 12
            return inside, [int(v) for v in it[0:2]], b

    def strided_view_layout(xp):
        # (the host copy keeps the view's strides: the external loop's chunks are NumPy's)
        v = xp.arange(100, dtype=xp.int64).reshape(10, 10)[:, ::2]
        it = xp.nditer(v, flags=["external_loop"], order="F")
        return [(c.strides, c.tolist()) for c in it], it.operands[0].strides

    return [("with", with_block), ("no with", no_with), ("two operands", two_operands),
            ("written through operands", write_through_operands),
            ("reduction into zeroed output", reduction_into_zeroed_output),
            ("cast copy written through operands", cast_copy_written_through_operands),
            ("set iterator state", set_iterator_state), ("delete element", delete_element),
            ("overlapping operands", overlapping_operands), ("copied operand", copied_operand),
            ("setitem reaches arrays", setitem_reaches_arrays),
            ("dropped unclosed", dropped_unclosed),
            ("strided view layout", strided_view_layout),
            ("allocated output subtype", allocated_output_subtype),
            ("allocated output", allocated_output), ("operands after writes", operands_after_writes),
            ("allocated output of a matrix", allocated_output_of_a_matrix),
            ("buffered external loop", buffered_external), ("view", view_operand),
            ("iternext", iternext), ("multi_index", read_multi_index),
            ("read-only operand", read_only_operand), ("broadcast view", broadcast_view),
            ("updateifcopy closed", updateifcopy_closed), ("too large", too_large)]


@pytest.mark.parametrize("label,body", _nditer_cases(), ids=[c[0] for c in _nditer_cases()])
def test_nditer_writes_back(xp, label, body):
    """NumPy's write-through idiom over nditer changes the gpnumpy array as it changes
    NumPy's; reads and NumPy's errors are NumPy's."""
    assert_same(xp, lambda m: _quiet(lambda: body(m)))


def _nested_iters_cases():
    def write_inner(xp):
        a = xp.arange(6.0).reshape(2, 3)
        i, j = xp.nested_iters(a, [[0], [1]], op_flags=["readwrite"])
        for _ in i:
            for y in j:
                y[...] += 1
        return a

    def with_block_cast(xp):
        a = xp.arange(6, dtype=xp.float32).reshape(2, 3)
        i, j = xp.nested_iters(a, [[0], [1]], op_flags=["readwrite", "updateifcopy"],
                               casting="same_kind", op_dtypes="f8")
        with i, j:
            for _ in i:
                for y in j:
                    y[...] *= 3
            inside = a.tolist()
        return inside, a

    def buffered(xp):
        a = xp.arange(12, dtype=xp.float32).reshape(3, 4)
        i, j = xp.nested_iters(a, [[0], [1]], flags=["buffered"], op_flags=["readwrite"],
                               casting="same_kind", op_dtypes="f8")
        for _ in i:
            for y in j:
                y[...] = y * 2 + 1
        return a

    def two_operands(xp):
        a = xp.arange(6).reshape(2, 3)
        out = xp.zeros((2, 3))
        i, j = xp.nested_iters([a, out], [[1], [0]],
                               op_flags=[["readonly"], ["writeonly"]])
        for _ in i:
            for x, y in j:
                y[...] = x * 10
        return out

    def reversed_view_order_k(xp):
        a = xp.arange(12).reshape(2, 3, 2)[::-1, ::-1, ::-1]
        i, j = xp.nested_iters(a, [[0], [1, 2]])
        return [[int(v) for v in j] for _ in i]

    def strided_view_written(xp):
        base = xp.zeros((4, 6))
        v = base[::2, 1::2]
        i, j = xp.nested_iters(v, [[1], [0]], flags=["multi_index"],
                               op_flags=["readwrite"])
        for _ in i:
            for y in j:
                y[...] = 7
        return base

    def updateifcopy_closed(xp):
        a = xp.arange(6, dtype=xp.float32).reshape(2, 3)
        i, j = xp.nested_iters(a, [[0], [1]], op_flags=["readwrite", "updateifcopy"],
                               op_dtypes="f8", casting="same_kind")
        for _ in i:
            for y in j:
                y[...] += 1
        j.close()
        i.close()
        return a

    def read_only(xp):
        a = xp.arange(3.0)
        a.flags.writeable = False
        return xp.nested_iters(a, [[0], []], op_flags=["readwrite"])

    def bad_axes(xp):
        return xp.nested_iters(xp.ones((2, 3)), [[0], [0]])

    return [("write inner", write_inner), ("with block, cast", with_block_cast),
            ("buffered", buffered), ("two operands", two_operands),
            ("reversed view order K", reversed_view_order_k),
            ("strided view written", strided_view_written),
            ("updateifcopy closed", updateifcopy_closed), ("read-only", read_only),
            ("bad axes", bad_axes)]


@pytest.mark.parametrize("label,body", _nested_iters_cases(),
                         ids=[c[0] for c in _nested_iters_cases()])
def test_nested_iters_writes_back(xp, label, body):
    """nested_iters over gpnumpy arrays: NumPy's memory-order walk, and what its iterators
    write reaches the arrays (it was lost: the fallback's host copies were never copied
    back)."""
    assert_same(xp, lambda m: _quiet(lambda: body(m)))


def test_nditer_is_a_class(xp):
    """np.nditer is a class, as NumPy's: its iterators (over device arrays, NumPy's arrays and
    nested_iters') are its instances; ``isinstance(it, np.nditer)`` raised TypeError (it was a
    function)."""
    def body(m):
        a = m.arange(3).reshape(3, 1)
        it = m.nditer([a, m.arange(3).reshape(1, 3), None])
        for x, y, z in it:
            z[...] = x + y
        inner = m.nested_iters(m.arange(6).reshape(2, 3), [[0], [1]])
        return (isinstance(m.nditer, type), isinstance(it, m.nditer),
                isinstance(numpy.nditer(numpy.arange(2)), m.nditer), isinstance(inner[1], m.nditer),
                isinstance(a, m.nditer), issubclass(numpy.nditer, m.nditer), it.operands[2])
    assert_same(xp, lambda m: _quiet(lambda: body(m)))
