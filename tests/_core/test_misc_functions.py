"""Rounding, complex parts, array type tests, closeness and equality, trace/outer, the array API
names (astype, permute_dims, matrix_transpose, concat), dtype utilities and memory overlap.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import re
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, FLOAT_DTYPES, INEXACT_DTYPES, LAYOUTS, NUMERIC_DTYPES,
    assert_same, assert_same_cases, is_cuda_device, layout_of, make, make_int_extremes,
    make_special, short,
)

LAYOUTS_ND = [lay for lay in LAYOUTS if lay != "0d"]


def arr(xp, values, dtype=None):
    return xp.asarray(numpy.array(values, dtype=dtype))


# --------------------------------------------------------------------------------------------------
# round / around
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_round_dtypes_layouts(xp, dtype, layout):
    assert_same_cases(xp, [
        (f"decimals={d}", (lambda d: lambda xp: xp.round(make(xp, (4, 5), dtype, layout,
                                                                  kind="default") * 1, d))(d))
        for d in (0, 1, 2, -1, -2)
    ] + [("around", lambda xp: xp.around(make(xp, (4, 5), dtype, layout), 1)),
         ("method", lambda xp: make(xp, (4, 5), dtype, layout).round(1))]
        + [(f"layout decimals={d}", (lambda d: lambda xp: layout_of(
            xp.round(make(xp, (4, 5), dtype, layout), d)))(d)) for d in (0, 1, -1)])


@pytest.mark.parametrize("dtype", ["int16", "float32", "complex64"], ids=short)
def test_round_fortran_order(xp, dtype):
    assert_same_cases(xp, [
        (f"d={d}", (lambda d: lambda xp: layout_of(xp.round(
            xp.asfortranarray(make(xp, (3, 4), dtype)), d)))(d)) for d in (0, 2, -1)])


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_round_special(xp, dtype):
    assert_same_cases(xp, [
        (f"decimals={d}", (lambda d: lambda xp: xp.round(make_special(xp, dtype), d))(d))
        for d in (0, 1, 3, -1, -3, 400, -400)
    ], signed_zeros=True)


def test_round_halves_and_scaling(xp):
    vals = [0.5, 1.5, 2.5, -0.5, -1.5, 0.125, 0.375, 2.675, 1.005, 1234.5678, -1234.5678, 15, 25,
            150, 250, 1e300, 5e-324]
    assert_same_cases(xp, [
        (f"{dt} d={d}", (lambda dt, d: lambda xp: xp.round(arr(xp, vals, dt), d))(dt, d))
        for dt in FLOAT_DTYPES for d in (0, 1, 2, -1, -2)
    ], signed_zeros=True)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int64", "uint64"], ids=short)
def test_round_int_extremes(xp, dtype):
    assert_same_cases(xp, [
        (f"d={d}", (lambda d: lambda xp: xp.round(make_int_extremes(xp, dtype), d))(d))
        for d in (0, 2, -1, -2, -5)
    ])


def test_round_out_and_errors(xp):
    def out_float(xp):
        a = make(xp, (3, 4), "float64")
        o = xp.zeros((3, 4), "float32")
        r = xp.round(a, 2, out=o)
        return r is o, o

    def out_int_copy(xp):
        a = make(xp, (3, 4), "int16")
        o = xp.zeros((3, 4), "int64")
        r = xp.round(a, 1, out=o)
        return r is o, o

    def out_int_neg(xp):
        a = make(xp, (3, 4), "int16")
        o = xp.zeros((3, 4), "float64")
        r = xp.round(a, -1, out=o)
        return r is o, o

    def out_complex(xp):
        a = make(xp, (3, 4), "complex128")
        o = xp.zeros((3, 4), "complex64")
        r = xp.round(a, 1, out=o)
        return r is o, o

    def inplace(xp):
        a = make(xp, (3, 4), "float32")
        xp.round(a, 1, out=a)
        return a

    assert_same_cases(xp, [
        ("out float", out_float), ("out int copy", out_int_copy), ("out int neg", out_int_neg),
        ("out complex", out_complex), ("in place", inplace),
        ("out to int (cast error)", lambda xp: xp.round(make(xp, (3,)), 1,
                                                        out=xp.zeros(3, "int64"))),
        ("bool decimals=0", lambda xp: xp.round(make(xp, (3,), "bool"))),
        ("out decimals=0", lambda xp: (lambda o: (xp.round(make(xp, (3,)), out=o) is o, o))(
            xp.zeros(3, "float32"))),
        ("bool decimals=1", lambda xp: xp.round(make(xp, (3,), "bool"), 1)),
        ("bool decimals=-1", lambda xp: xp.round(make(xp, (3,), "bool"), -1)),
        ("float decimals", lambda xp: xp.round(make(xp, (3,)), 1.0)),
        ("python float", lambda xp: xp.round(2.675, 2)),
        ("python int", lambda xp: xp.round(1234, -2)),
        ("list", lambda xp: xp.round([1.55, 2.45], 1)),
        ("out wrong shape", lambda xp: xp.round(make(xp, (3,)), 1, out=xp.zeros(4))),
    ])


# --------------------------------------------------------------------------------------------------
# fix, real, imag, angle
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_fix_real_imag_angle(xp, dtype, layout):
    a = lambda xp: make(xp, (4, 5), dtype, layout)  # noqa: E731
    assert_same_cases(xp, [
        ("fix", lambda xp: xp.fix(a(xp))),
        ("real", lambda xp: xp.real(a(xp))),
        ("imag", lambda xp: xp.imag(a(xp))),
        ("angle", lambda xp: xp.angle(a(xp))),
        ("angle deg", lambda xp: xp.angle(a(xp), deg=True)),
    ], approx=True, signed_zeros=True)


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_fix_angle_special(xp, dtype):
    assert_same_cases(xp, [
        ("fix", lambda xp: xp.fix(make_special(xp, dtype))),
        ("angle", lambda xp: xp.angle(make_special(xp, dtype))),
        ("angle deg", lambda xp: xp.angle(make_special(xp, dtype), deg=True)),
    ], approx=True, signed_zeros=True)


def test_fix_real_imag_misc(xp):
    def fix_out(xp):
        o = xp.zeros(4)
        r = xp.fix(arr(xp, [-1.5, 1.5, -0.5, 2.0]), out=o)
        return r is o, o

    def real_view(xp):
        a = make(xp, (3,), "complex128")
        xp.real(a)[...] = 7
        xp.imag(a)[1] = -1
        return a

    assert_same_cases(xp, [
        ("fix out", fix_out),
        ("fix scalar", lambda xp: xp.fix(3.7)),
        ("fix 0-d", lambda xp: xp.fix(make(xp, (), "float32", "0d"))),
        ("fix list", lambda xp: xp.fix([-2.5, 2.5])),
        ("fix complex", lambda xp: xp.fix(make(xp, (3,), "complex64"))),
        ("real python float", lambda xp: xp.real(1.5)),
        ("real python complex", lambda xp: xp.real(1.5 + 2j)),
        ("imag python int", lambda xp: xp.imag(2)),
        ("real list", lambda xp: xp.real([1 + 2j, 3])),
        ("imag list", lambda xp: xp.imag([1 + 2j, 3])),
        ("real/imag are views", real_view),
        ("angle python", lambda xp: xp.angle(1j)),
        ("angle list", lambda xp: xp.angle([1, -1, 1j, -1j], deg=True)),
        # (the zeros of a real array's imag are laid out like it: NumPy's order='K')
        ("imag of real layouts", lambda xp: [
            (r.strides, r.flags.writeable) for r in (
                xp.imag(make(xp, (3, 4), "float32", lay)) for lay in ("C", "T", "slice", "neg"))]),
    ], approx=True)


# --------------------------------------------------------------------------------------------------
# iscomplex, isreal, iscomplexobj, isrealobj, isposinf, isneginf
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_type_tests(xp, dtype, layout):
    a = lambda xp: make(xp, (4, 5), dtype, layout)  # noqa: E731
    assert_same_cases(xp, [
        ("iscomplex", lambda xp: xp.iscomplex(a(xp))),
        ("isreal", lambda xp: xp.isreal(a(xp))),
        ("iscomplexobj", lambda xp: xp.iscomplexobj(a(xp))),
        ("isrealobj", lambda xp: xp.isrealobj(a(xp))),
        ("isposinf", lambda xp: xp.isposinf(a(xp))),
        ("isneginf", lambda xp: xp.isneginf(a(xp))),
    ])


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_type_tests_special(xp, dtype):
    assert_same_cases(xp, [
        ("iscomplex", lambda xp: xp.iscomplex(make_special(xp, dtype))),
        ("isreal", lambda xp: xp.isreal(make_special(xp, dtype))),
        ("isposinf", lambda xp: xp.isposinf(make_special(xp, dtype))),
        ("isneginf", lambda xp: xp.isneginf(make_special(xp, dtype))),
    ])


def test_type_tests_misc(xp):
    def posinf_out(xp):
        o = xp.ones(4, bool)
        r = xp.isposinf(arr(xp, [numpy.inf, -numpy.inf, numpy.nan, 1.0]), out=o)
        return r is o, o

    def neginf_out(xp):
        o = xp.ones(4, bool)
        r = xp.isneginf(arr(xp, [numpy.inf, -numpy.inf, numpy.nan, 1.0]), o)
        return r is o, o

    assert_same_cases(xp, [
        ("posinf out", posinf_out), ("neginf out", neginf_out),
        ("iscomplex list", lambda xp: xp.iscomplex([1 + 1j, 1, 1 + 0j])),
        ("iscomplex scalar", lambda xp: xp.iscomplex(3.0)),
        ("isreal list", lambda xp: xp.isreal([1 + 1j, 1, 1 + 0j])),
        # (NumPy's imag(x) == 0: a Python number's own comparison, a Python bool)
        ("isreal python", lambda xp: [(r, type(r) is bool) for r in (
            xp.isreal(v) for v in (1, 2.5, 1 + 2j, 3 + 0j, True))]),
        ("isreal device scalar", lambda xp: xp.isreal(xp.complex64(1 + 0j))),
        ("iscomplexobj list", lambda xp: xp.iscomplexobj([1, 2j])),
        ("iscomplexobj scalar", lambda xp: xp.iscomplexobj(1.0)),
        ("iscomplexobj dtype complex", lambda xp: xp.iscomplexobj(xp.zeros(0, "complex64"))),
        ("isrealobj list", lambda xp: xp.isrealobj([1, 2j])),
        ("isposinf python", lambda xp: xp.isposinf(float("inf"))),
        ("isneginf list", lambda xp: xp.isneginf([-numpy.inf, 0.0])),
    ])


# --------------------------------------------------------------------------------------------------
# nan_to_num, real_if_close
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_nan_to_num_dtypes(xp, dtype, layout):
    assert_same(xp, lambda xp: xp.nan_to_num(make(xp, (4, 5), dtype, layout)))


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "neg"])
def test_nan_to_num_special(xp, dtype, layout):
    s = lambda xp: make_special(xp, dtype, layout)  # noqa: E731
    assert_same_cases(xp, [
        ("default", lambda xp: xp.nan_to_num(s(xp))),
        ("values", lambda xp: xp.nan_to_num(s(xp), nan=-1.5, posinf=7.0, neginf=-7)),
        ("posinf only", lambda xp: xp.nan_to_num(s(xp), posinf=3.0)),
        ("nan is nan", lambda xp: xp.nan_to_num(s(xp), nan=numpy.nan)),
    ], signed_zeros=True)


def test_nan_to_num_copy(xp):
    def no_copy(xp):
        a = arr(xp, [numpy.nan, numpy.inf, 1.0])
        r = xp.nan_to_num(a, copy=False)
        return r is a, a

    def copy(xp):
        a = arr(xp, [numpy.nan, numpy.inf, 1.0])
        r = xp.nan_to_num(a)
        return r is a, a, r

    def no_copy_complex(xp):
        a = arr(xp, [complex(numpy.nan, numpy.inf), 1 + 1j], "complex64")
        xp.nan_to_num(a, copy=False, nan=2.0)
        return a

    def no_copy_int(xp):
        a = arr(xp, [1, 2])
        return xp.nan_to_num(a, copy=False) is a

    def host_in_place(xp):
        # (a NumPy array given with copy=False is written where it is, and returned)
        h = numpy.array([numpy.nan, -numpy.inf, 2.0])
        return xp.nan_to_num(h, copy=False, nan=5.0) is h, h.tolist()

    assert_same_cases(xp, [
        ("copy=False", no_copy), ("copy", copy), ("complex in place", no_copy_complex),
        ("int copy=False", no_copy_int),
        ("python float", lambda xp: xp.nan_to_num(float("nan"))),
        ("python int", lambda xp: xp.nan_to_num(3)),
        ("0-d", lambda xp: xp.nan_to_num(make(xp, (), "float32", "0d"))),
        ("list", lambda xp: xp.nan_to_num([numpy.nan, -numpy.inf])),
        # copy=False: NumPy's array(x, copy=False), a ValueError where it must copy
        ("list copy=False", lambda xp: xp.nan_to_num([numpy.nan, 1.0], copy=False)),
        ("python float copy=False", lambda xp: xp.nan_to_num(float("nan"), copy=False)),
        ("scalar copy=False", lambda xp: xp.nan_to_num(xp.float32(numpy.inf), copy=False)),
        ("list copy=None", lambda xp: xp.nan_to_num([numpy.nan, 1.0], copy=None)),
        ("host array in place", host_in_place),
    ])


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_real_if_close(xp, dtype):
    def small_imag(xp):
        a = make(xp, (3, 4), dtype)
        if numpy.dtype(dtype).kind == "c":
            a = a.real + 1e-9j * a.real
            a = a.astype(dtype)
        return a

    assert_same_cases(xp, [
        ("default", lambda xp: xp.real_if_close(make(xp, (3, 4), dtype))),
        ("small imag", lambda xp: xp.real_if_close(small_imag(xp))),
        ("tol 1e8", lambda xp: xp.real_if_close(small_imag(xp), tol=1e8)),
        ("absolute tol", lambda xp: xp.real_if_close(small_imag(xp), tol=0.5)),
        ("empty", lambda xp: xp.real_if_close(make(xp, (3, 4), dtype, "empty"))),
    ])


def test_real_if_close_misc(xp):
    assert_same_cases(xp, [
        ("list", lambda xp: xp.real_if_close([2.1 + 4e-14j, 5.2 + 3e-15j])),
        ("list far", lambda xp: xp.real_if_close([2.1 + 4e-13j, 5.2 + 3e-15j])),
        ("nan imag", lambda xp: xp.real_if_close(arr(xp, [complex(1, numpy.nan)]))),
    ])


@pytest.mark.parametrize("dtype", ["float64", "int32", "bool", "complex128", "complex64"])
def test_real_if_close_of_a_scalar_is_a_new_array(xp, dtype):
    """NumPy's asanyarray of a scalar (a reduction's, an element): a new writeable 0-d array,
    not the scalar itself; an array given is returned itself."""
    def body(xp, make_it):
        v = make_it(xp)
        r = xp.real_if_close(v)
        return isinstance(r, numpy.generic), r, r.flags.writeable, r is v
    vals = numpy.array([3, 0], dtype)
    assert_same_cases(xp, [
        ("element", lambda xp: body(xp, lambda xp: xp.asarray(vals)[0])),
        ("reduction", lambda xp: body(xp, lambda xp: xp.asarray(vals).sum())),
        ("0-d array", lambda xp: body(xp, lambda xp: xp.asarray(vals[0]))),
    ])


# --------------------------------------------------------------------------------------------------
# isclose, allclose, array_equal, array_equiv
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_isclose_dtypes(xp, dtype, layout):
    a = lambda xp: make(xp, (4, 5), dtype, layout)  # noqa: E731
    b = lambda xp: make(xp, (4, 5), dtype, layout, seed=1)  # noqa: E731
    assert_same_cases(xp, [
        ("self", lambda xp: xp.isclose(a(xp), a(xp))),
        ("other", lambda xp: xp.isclose(a(xp), b(xp))),
        ("rtol", lambda xp: xp.isclose(a(xp), b(xp), rtol=0.5, atol=0)),
        ("atol", lambda xp: xp.isclose(a(xp), b(xp), rtol=0, atol=3)),
        ("python scalar b", lambda xp: xp.isclose(a(xp), 1)),
        ("python scalar a", lambda xp: xp.isclose(1.0, a(xp))),
        ("allclose", lambda xp: xp.allclose(a(xp), a(xp))),
        ("allclose other", lambda xp: xp.allclose(a(xp), b(xp), atol=1e3)),
        ("array_equal", lambda xp: xp.array_equal(a(xp), a(xp))),
        ("array_equal other", lambda xp: xp.array_equal(a(xp), b(xp))),
        ("array_equal nan", lambda xp: xp.array_equal(a(xp), a(xp), equal_nan=True)),
        ("array_equiv", lambda xp: xp.array_equiv(a(xp), a(xp))),
        ("array_equiv other", lambda xp: xp.array_equiv(a(xp), b(xp))),
    ])


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_isclose_special(xp, dtype):
    x = lambda xp: make_special(xp, dtype, axis=0)  # noqa: E731
    y = lambda xp: make_special(xp, dtype, axis=1)  # noqa: E731
    assert_same_cases(xp, [
        ("all pairs", lambda xp: xp.isclose(x(xp), y(xp))),
        ("equal_nan", lambda xp: xp.isclose(x(xp), y(xp), equal_nan=True)),
        ("rtol big", lambda xp: xp.isclose(x(xp), y(xp), rtol=1.0, atol=1.0)),
        ("allclose nan", lambda xp: xp.allclose(make_special(xp, dtype), make_special(xp, dtype))),
        ("allclose equal_nan", lambda xp: xp.allclose(make_special(xp, dtype),
                                                      make_special(xp, dtype), equal_nan=True)),
        ("array_equal nan", lambda xp: xp.array_equal(make_special(xp, dtype),
                                                      make_special(xp, dtype))),
        ("array_equal equal_nan", lambda xp: xp.array_equal(make_special(xp, dtype),
                                                             make_special(xp, dtype),
                                                             equal_nan=True)),
        ("array_equal nan moved", lambda xp: xp.array_equal(make_special(xp, dtype),
                                                            make_special(xp, dtype, "neg"),
                                                            equal_nan=True)),
    ])


@pytest.mark.parametrize("pair", [("int8", "float16"), ("int64", "float32"), ("uint64", "int64"),
                                  ("bool", "int8"), ("int32", "complex64"), ("float16", "float64"),
                                  ("uint8", "uint8")], ids=lambda p: "_".join(map(short, p)))
def test_isclose_promotion(xp, pair):
    d1, d2 = pair
    assert_same_cases(xp, [
        ("ab", lambda xp: xp.isclose(make(xp, (3, 4), d1), make(xp, (3, 4), d2))),
        ("ba", lambda xp: xp.isclose(make(xp, (3, 4), d2), make(xp, (3, 4), d1))),
        ("extremes", lambda xp: xp.isclose(make_int_extremes(xp, "int64", 0),
                                           make_int_extremes(xp, "int64", 1))),
        ("int8 min", lambda xp: xp.isclose(arr(xp, [-128, 127], "int8"),
                                           arr(xp, [-128, -128], "int8"))),
    ])


def test_isclose_misc(xp):
    a = lambda xp: arr(xp, [1e10, 1e-7, 1.0, numpy.nan, numpy.inf])  # noqa: E731
    b = lambda xp: arr(xp, [1.00001e10, 1e-8, 1.0 + 1e-6, numpy.nan, numpy.inf])  # noqa: E731
    assert_same_cases(xp, [
        ("default", lambda xp: xp.isclose(a(xp), b(xp))),
        ("array tolerances", lambda xp: xp.isclose(a(xp), b(xp), rtol=arr(xp, [0, 1, 0, 0, 0]),
                                                   atol=arr(xp, [0.0, 0, 1e-3, 0, 0]))),
        ("broadcast", lambda xp: xp.isclose(make(xp, (3, 1)), make(xp, (1, 4)), atol=0.5)),
        ("scalars", lambda xp: xp.isclose(1.0, 1.0 + 1e-9)),
        ("int scalars", lambda xp: xp.isclose(1, 2)),
        ("0-d", lambda xp: xp.isclose(make(xp, (), "float32", "0d"),
                                      make(xp, (), "float32", "0d"))),
        ("lists", lambda xp: xp.isclose([1, 2], [1, 2.0000001])),
        ("bad broadcast", lambda xp: xp.isclose(make(xp, (3,)), make(xp, (4,)))),
        ("allclose bad broadcast", lambda xp: xp.allclose(make(xp, (3,)), make(xp, (4,)))),
        ("allclose lists", lambda xp: xp.allclose([1e10, 1e-8], [1.00001e10, 1e-9])),
        ("allclose empty", lambda xp: xp.allclose(make(xp, (0,)), make(xp, (0,)))),
        ("array_equal shapes", lambda xp: xp.array_equal(make(xp, (3,)), make(xp, (1, 3)))),
        ("array_equal lists", lambda xp: xp.array_equal([1, 2], [1, 2])),
        ("array_equal empty", lambda xp: xp.array_equal(make(xp, (0, 3)), make(xp, (0, 3)))),
        ("array_equal same object", lambda xp: (lambda v: xp.array_equal(v, v, equal_nan=True))(
            a(xp))),
        ("array_equal int/float nan", lambda xp: xp.array_equal(arr(xp, [1, 2]),
                                                                arr(xp, [1.0, numpy.nan]),
                                                                equal_nan=True)),
        ("array_equiv broadcast", lambda xp: xp.array_equiv(arr(xp, [1, 2]),
                                                            arr(xp, [[1, 2], [1, 2]]))),
        ("array_equiv broadcast differ", lambda xp: xp.array_equiv(arr(xp, [1, 2]),
                                                                   arr(xp, [[1, 2], [1, 3]]))),
        ("array_equiv shapes", lambda xp: xp.array_equiv(arr(xp, [1, 2]), arr(xp, [1, 2, 3]))),
    ])


def test_array_equal_compares_with_the_operator(xp):
    # NumPy's a1 == a2: records, strings and objects compare; no loop (datetime and int)
    # is False; equal_nan takes isnan of any dtype that may hold NaN (NaT; strings raise)
    rec = numpy.array([(1, 2.0)], [("a", "i4"), ("b", "f8")])
    d = numpy.array([1, "NaT"], "M8[D]")
    assert_same_cases(xp, [
        ("records", lambda xp: xp.array_equal(xp.asarray(rec), xp.asarray(rec.copy()))),
        ("records equiv", lambda xp: xp.array_equiv(xp.asarray(rec), xp.asarray(rec.copy()))),
        ("records nan", lambda xp: xp.array_equal(xp.asarray(rec), xp.asarray(rec),
                                                  equal_nan=True)),
        ("strings", lambda xp: xp.array_equal(xp.asarray(["a", "b"]), ["a", "b"])),
        ("strings differ", lambda xp: xp.array_equal(xp.asarray(["a", "b"]), ["a", "c"])),
        ("strings nan", lambda xp: xp.array_equal(xp.asarray(["a"]), ["a"], equal_nan=True)),
        ("objects", lambda xp: xp.array_equal(xp.asarray(numpy.array([None, 1], object)),
                                              xp.asarray(numpy.array([None, 1], object)))),
        ("nat", lambda xp: xp.array_equal(xp.asarray(d), xp.asarray(d.copy()))),
        ("nat equal_nan", lambda xp: xp.array_equal(xp.asarray(d), xp.asarray(d.copy()),
                                                    equal_nan=True)),
        ("datetime and int", lambda xp: xp.array_equal(xp.asarray(d), arr(xp, [1, 2]))),
        ("datetime and int equiv", lambda xp: xp.array_equiv(xp.asarray(d), arr(xp, [1]))),
    ])


def test_isclose_invalid_tolerance_warns(xp):
    import warnings

    def body(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            with numpy.errstate(invalid="warn"):
                r = xp.isclose(arr(xp, [1.0, 2.0]), arr(xp, [1.0, 3.0]), atol=numpy.nan)
        return r, [type(x.message).__name__ for x in w]

    def raises(xp):
        with numpy.errstate(invalid="raise"):
            return xp.isclose(arr(xp, [1.0]), arr(xp, [1.0]), rtol=numpy.inf)

    assert_same_cases(xp, [("warn", body), ("raise", raises)])


# --------------------------------------------------------------------------------------------------
# trace, outer
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS_ND)
def test_trace(xp, dtype, layout):
    a = lambda xp: make(xp, (4, 5), dtype, layout)  # noqa: E731
    b = lambda xp: make(xp, (3, 4, 5), dtype, layout)  # noqa: E731
    assert_same_cases(xp, [
        ("2-d", lambda xp: xp.trace(a(xp))),
        ("offset 1", lambda xp: xp.trace(a(xp), 1)),
        ("offset -2", lambda xp: xp.trace(a(xp), offset=-2)),
        ("offset past", lambda xp: xp.trace(a(xp), offset=9)),
        ("3-d", lambda xp: xp.trace(b(xp))),
        ("3-d axes", lambda xp: xp.trace(b(xp), 1, axis1=2, axis2=0)),
        ("3-d neg axes", lambda xp: xp.trace(b(xp), axis1=-1, axis2=-2)),
        ("dtype", lambda xp: xp.trace(a(xp), dtype="float32")),
        ("method", lambda xp: a(xp).trace(offset=1)),
    ], approx=True)


def test_trace_misc(xp):
    def out(xp):
        o = xp.zeros(5, "float32")
        r = xp.trace(make(xp, (3, 4, 5)), out=o)
        return r is o, o

    assert_same_cases(xp, [
        ("out", out),
        ("list", lambda xp: xp.trace([[1, 2], [3, 4]])),
        ("1-d", lambda xp: xp.trace(make(xp, (3,)))),
        ("same axes", lambda xp: xp.trace(make(xp, (3, 3)), axis1=1, axis2=1)),
        ("bad axis", lambda xp: xp.trace(make(xp, (3, 3)), axis1=2)),
        ("out wrong shape", lambda xp: xp.trace(make(xp, (3, 4, 5)), out=xp.zeros(4))),
    ], approx=True)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_outer(xp, dtype, layout):
    assert_same_cases(xp, [
        ("same", lambda xp: xp.outer(make(xp, (3, 4), dtype, layout), make(xp, (5,), dtype))),
        ("mixed", lambda xp: xp.outer(make(xp, (4,), "int16"), make(xp, (2, 3), dtype, layout))),
    ])


def test_outer_misc(xp):
    def out(xp):
        o = xp.zeros((3, 2), "float64")
        r = xp.outer(make(xp, (3,), "int32"), make(xp, (2,), "float32"), o)
        return r is o, o

    assert_same_cases(xp, [
        ("out", out),
        ("lists", lambda xp: xp.outer([1, 2], [3.0, 4.0, 5.0])),
        ("scalars", lambda xp: xp.outer(2, 3)),
        ("out wrong shape", lambda xp: xp.outer(make(xp, (3,)), make(xp, (2,)),
                                                out=xp.zeros((2, 3)))),
        ("out bad cast", lambda xp: xp.outer(make(xp, (3,)), make(xp, (2,)),
                                             out=xp.zeros((3, 2), "int64"))),
    ])


# --------------------------------------------------------------------------------------------------
# astype, permute_dims, matrix_transpose, concat
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_astype(xp, dtype, layout):
    def same_object(xp, copy):
        a = make(xp, (3, 4), dtype, layout)
        return xp.astype(a, dtype, copy=copy) is a

    assert_same_cases(xp, [
        (f"to {short(t)}", (lambda t: lambda xp: xp.astype(make(xp, (3, 4), dtype, layout), t))(t))
        for t in ("bool", "int8", "uint32", "float16", "float64", "complex64")
    ] + [("copy=False same dtype", lambda xp: same_object(xp, False)),
         ("copy=True same dtype", lambda xp: same_object(xp, True))])


def test_astype_misc(xp):
    assert_same_cases(xp, [
        ("device", lambda xp: xp.astype(make(xp, (3,)), "float32", device="cpu")
         if xp is numpy else xp.astype(make(xp, (3,)), "float32", device=make(xp, (3,)).device)),
        ("bad device", lambda xp: xp.astype(make(xp, (3,)), "float32", device="tpu")),
        ("list", lambda xp: xp.astype([1, 2], "float32")),
        ("numpy scalar", lambda xp: xp.astype(numpy.float32(2.5), "int8")),
        ("copy=False cast", lambda xp: xp.astype(make(xp, (3,)), "int8", copy=False)),
    ])


@pytest.mark.parametrize("layout", LAYOUTS_ND)
def test_permute_dims_matrix_transpose_concat(xp, layout):
    a = lambda xp: make(xp, (2, 3, 4), "int16", layout)  # noqa: E731
    assert_same_cases(xp, [
        ("permute_dims", lambda xp: xp.permute_dims(a(xp), (2, 0, 1))),
        ("permute_dims neg", lambda xp: xp.permute_dims(a(xp), (-1, 0, 1))),
        ("permute_dims default", lambda xp: xp.permute_dims(a(xp))),
        ("permute_dims repeated", lambda xp: xp.permute_dims(a(xp), (0, 0, 1))),
        ("permute_dims short", lambda xp: xp.permute_dims(a(xp), (0, 1))),
        ("matrix_transpose", lambda xp: xp.matrix_transpose(a(xp))),
        ("matrix_transpose 2-d", lambda xp: xp.matrix_transpose(a(xp)[0])),
        ("matrix_transpose 1-d", lambda xp: xp.matrix_transpose(a(xp)[0, 0])),
        ("concat", lambda xp: xp.concat([a(xp), a(xp)], axis=1)),
        ("concat none", lambda xp: xp.concat((a(xp), make(xp, (5,), "float32")), axis=None)),
        ("concat dtype", lambda xp: xp.concat([a(xp), a(xp)], axis=-1, dtype="float64")),
        ("concat bad", lambda xp: xp.concat([a(xp), make(xp, (3,))])),
    ])


def test_array_api_views(xp):
    def writes(xp):
        a = make(xp, (2, 3), "float32")
        xp.matrix_transpose(a)[0, 1] = 9
        xp.permute_dims(a, (1, 0))[2, 0] = -9
        return a

    assert_same_cases(xp, [("writes through", writes),
                           ("matrix_transpose list", lambda xp: xp.matrix_transpose([[1, 2]]))])


# --------------------------------------------------------------------------------------------------
# dtype utilities
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_dtype_utilities(xp, dtype):
    a = lambda xp: make(xp, (3,), dtype)  # noqa: E731
    z = lambda xp: make(xp, (), dtype, "0d")  # noqa: E731
    cases = [
        ("can_cast array", lambda xp: [xp.can_cast(a(xp), t) for t in NUMERIC_DTYPES]),
        ("can_cast same_kind", lambda xp: [xp.can_cast(a(xp), t, "same_kind")
                                           for t in NUMERIC_DTYPES]),
        ("can_cast 0-d", lambda xp: [xp.can_cast(z(xp), t) for t in ("int8", "float16")]),
        ("can_cast dtype", lambda xp: xp.can_cast(numpy.dtype(dtype), "float32")),
        ("can_cast to array", lambda xp: xp.can_cast("int8", a(xp))),
        ("promote_types", lambda xp: [xp.promote_types(dtype, t) for t in ALL_DTYPES]),
        ("promote_types array", lambda xp: xp.promote_types(a(xp), "int8")),
        ("min_scalar_type array", lambda xp: xp.min_scalar_type(a(xp))),
        ("min_scalar_type 0-d", lambda xp: xp.min_scalar_type(z(xp))),
        ("issubdtype", lambda xp: [xp.issubdtype(dtype, k) for k in
                                   (numpy.integer, numpy.floating, numpy.number, numpy.inexact,
                                    numpy.signedinteger, numpy.complexfloating, numpy.bool_)]),
        ("issubdtype array", lambda xp: xp.issubdtype(a(xp), numpy.number)),
        ("issubdtype array dtype", lambda xp: xp.issubdtype(a(xp).dtype, numpy.number)),
        ("isdtype", lambda xp: [xp.isdtype(numpy.dtype(dtype), k) for k in
                                ("bool", "signed integer", "unsigned integer", "integral",
                                 "real floating", "complex floating", "numeric",
                                 ("integral", "real floating"))]),
        ("isdtype array", lambda xp: xp.isdtype(a(xp), "numeric")),
        ("common_type", lambda xp: xp.common_type(a(xp), make(xp, (2,), "float16"))),
        ("common_type one", lambda xp: xp.common_type(a(xp))),
        ("mintypecode", lambda xp: xp.mintypecode([a(xp), "f"])),
        ("mintypecode chars", lambda xp: xp.mintypecode(numpy.dtype(dtype).char)),
        ("result_type", lambda xp: xp.result_type(a(xp), 1.0)),
        # a scalar (an element, a reduction's result) is read as its dtype, an array is not
        ("issubdtype element", lambda xp: [xp.issubdtype(a(xp)[0], k) for k in
                                           (numpy.integer, numpy.floating, numpy.generic)]),
        ("issubdtype max", lambda xp: xp.issubdtype(a(xp).max(), numpy.number)),
        ("can_cast element", lambda xp: [xp.can_cast(a(xp)[1], t) for t in ("int16", "f8")]),
        ("promote_types element", lambda xp: xp.promote_types(a(xp)[0], "int8")),
        ("common_type element", lambda xp: xp.common_type(a(xp)[0])),
        ("mintypecode element", lambda xp: xp.mintypecode([a(xp)[0], "f"])),
        ("iinfo element", lambda xp: xp.iinfo(a(xp)[0]).max),
        ("finfo element", lambda xp: xp.finfo(a(xp)[0]).eps),
        # an element's type (NumPy's scalar type; a device scalar's class) as a dtype or kind
        ("isdtype element type", lambda xp: [xp.isdtype(type(a(xp)[0]), k) for k in
                                             ("numeric", "real floating", "integral",
                                              (numpy.float32, "bool"))]),
        ("isdtype kind element type", lambda xp: [
            xp.isdtype(numpy.dtype(t), type(a(xp).max())) for t in ("f4", "i8", "?")]),
        ("isdtype kinds element types", lambda xp: xp.isdtype(
            numpy.dtype("f8"), (type(a(xp)[1]), type(make(xp, (2,), "float64")[0])))),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("kw", [{"type1": "i1", "type2": "f4"}, {"type2": "f4"}],
                         ids=["both", "second"])
def test_promote_types_takes_no_keywords(gp, kw):
    # NumPy's promote_types is a C function taking both dtypes by position only: a keyword is
    # its TypeError (gpnumpy's returned the promotion)
    args = () if "type1" in kw else ("i1",)
    with pytest.raises(TypeError):
        numpy.promote_types(*args, **kw)
    with pytest.raises(TypeError):
        gp.promote_types(*args, **kw)
    assert gp.promote_types("i1", "f4") == numpy.promote_types("i1", "f4")


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_info_of_an_array_is_its_dtypes(gp, dtype):
    # finfo/iinfo of an array: the array API standard's, where NumPy's own raise ValueError
    # (they read no dtype from an array); a dtype neither kind has is NumPy's error all the same
    x = gp.zeros(3, dtype)
    for info in ("finfo", "iinfo"):
        try:
            want = getattr(numpy, info)(numpy.dtype(dtype))
        except ValueError as e:
            with pytest.raises(ValueError, match=re.escape(str(e)[:20])):
                getattr(gp, info)(x)
            continue
        got = getattr(gp, info)(x)
        assert (got.dtype, got.max, got.min, got.bits) == (want.dtype, want.max, want.min, want.bits)


def test_info_objects_are_instances_of_their_class(xp):
    # finfo hands back NumPy's own (cached) object: isinstance(np.finfo(t), np.finfo) holds all
    # the same, as NumPy's; an iinfo is no finfo, a number neither
    assert_same_cases(xp, [
        ("finfo", lambda xp: [isinstance(xp.finfo(t), xp.finfo) for t in ("f2", "f4", "f8", "c8")]),
        ("finfo of a value", lambda xp: isinstance(xp.finfo(1.0), xp.finfo)),
        ("iinfo", lambda xp: [isinstance(xp.iinfo(t), xp.iinfo) for t in ("i1", "u8", int)]),
        ("crossed", lambda xp: [isinstance(xp.finfo("f8"), xp.iinfo),
                                isinstance(xp.iinfo("i1"), xp.finfo)]),
        ("a number", lambda xp: [isinstance(1.0, xp.finfo), isinstance(1, xp.iinfo)]),
        # (NumPy's objects, classes printed and documented as NumPy's)
        ("types", lambda xp: [str(type(xp.iinfo("i1"))), str(type(xp.finfo("f4"))),
                              str(xp.iinfo), str(xp.finfo)]),
        ("docs", lambda xp: [xp.iinfo.__doc__, xp.iinfo("i1").__doc__, xp.finfo.__doc__]),
    ])


def test_finfo_none_as_the_host_library_answers(gp):
    # NumPy 2.4 warns and answers for float64, its stacklevel putting the DeprecationWarning at
    # the caller's line (the default filters show deprecations of __main__ only); NumPy 2.5
    # raises TypeError.  gpnumpy does what the installed NumPy does
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        try:
            numpy.finfo(None)
            raises = False
        except TypeError:
            raises = True
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        if raises:
            with pytest.raises(TypeError, match="must not be None"):
                gp.finfo(None)
            assert not got
            return
        info = gp.finfo(None)
    assert [(w.category, w.filename) for w in got] == [(DeprecationWarning, __file__)]
    assert info.dtype == numpy.float64


def test_dtype_utilities_misc(xp):
    assert_same_cases(xp, [
        ("can_cast python int", lambda xp: xp.can_cast(1, "float32")),
        ("can_cast bad casting", lambda xp: xp.can_cast("f4", "f8", "nope")),
        ("min_scalar_type python", lambda xp: [xp.min_scalar_type(v) for v in
                                               (0, 255, -1, 300, 1e50, 1.5, 1j, True)]),
        ("min_scalar_type 0-d values", lambda xp: [xp.min_scalar_type(arr(xp, v)) for v in
                                                   (300, -129, 1.5, 70000.0)]),
        ("isdtype bad kind", lambda xp: xp.isdtype(numpy.dtype("f4"), "floaty")),
        ("isdtype python type", lambda xp: xp.isdtype(float, "real floating")),
        ("common_type bool", lambda xp: xp.common_type(arr(xp, [True]))),
        ("mintypecode default", lambda xp: xp.mintypecode("idD", typeset="GDFgdf", default="g")),
    ])


def test_isscalar_iterable_isfortran(xp):
    assert_same_cases(xp, [
        ("isscalar", lambda xp: [xp.isscalar(v) for v in
                                 (1, 1.5, "s", numpy.float32(1), None, [1], (1,))]),
        ("isscalar array", lambda xp: xp.isscalar(make(xp, (), "float32", "0d"))),
        ("isscalar 1-d", lambda xp: xp.isscalar(make(xp, (3,)))),
        ("iterable", lambda xp: [xp.iterable(v) for v in (1, [1], "ab", (), None)]),
        ("iterable array", lambda xp: xp.iterable(make(xp, (3,)))),
        ("iterable 0-d", lambda xp: xp.iterable(make(xp, (), "float32", "0d"))),
        ("isfortran", lambda xp: [xp.isfortran(make(xp, (3, 4), "int8", lay)) for lay in LAYOUTS]),
        ("isfortran F", lambda xp: xp.isfortran(xp.asfortranarray(make(xp, (3, 4))))),
        ("isfortran 1-d", lambda xp: xp.isfortran(make(xp, (3,)))),
        ("isfortran list", lambda xp: xp.isfortran([1, 2])),
    ])


# --------------------------------------------------------------------------------------------------
# shares_memory, may_share_memory
# --------------------------------------------------------------------------------------------------
def test_memory_overlap(xp):
    def pairs(xp):
        a = make(xp, (6, 8), "float32")
        b = make(xp, (6, 8), "float32")
        c = make(xp, (16,), "complex64")
        return [
            (a, a), (a, b), (a, a.T), (a[::2], a[1::2]), (a[:, ::2], a[:, 1::2]),
            (a[:3], a[3:]), (a[:4], a[3:]), (a[::-1], a), (a[0], a[5]), (a[0, :0], a),
            (a[:, 0], a[:, 1]), (a.reshape(-1)[::3], a.reshape(-1)[1::3]),
            (a[1:, 1:], a[:-1, :-1]), (c.real, c.imag), (c.real, c), (c.imag[::2], c[1::2]),
        ]

    def body(fn, **kw):
        return lambda xp: [getattr(xp, fn)(x, y, **kw) for x, y in pairs(xp)]

    assert_same_cases(xp, [
        ("shares_memory", body("shares_memory")),
        ("shares_memory max_work=0", body("shares_memory", max_work=0)),
        ("may_share_memory", body("may_share_memory")),
        ("may_share_memory exact", body("may_share_memory", max_work=-1)),
        ("scalars", lambda xp: (xp.shares_memory(1, 2), xp.may_share_memory(1.0, 1.0))),
        ("lists", lambda xp: xp.may_share_memory([1], [1])),
        # an object whose __array__ gives the array: read as that array
        ("__array__ objects", lambda xp: [
            fn(_ArrayOf(x), y) for fn in (xp.shares_memory, xp.may_share_memory)
            for x, y in pairs(xp)[3:6]]),
    ])


class _ArrayOf:
    def __init__(self, data):
        self.data = data

    def __array__(self, dtype=None, copy=None):
        return self.data


@pytest.mark.skipif("is_cuda_device()", reason="a NumPy array's memory is a gpnumpy array's "
                    "only without a GPU (DLPack imports of host memory copy to the device)")
def test_memory_overlap_through_dlpack(xp):
    """Arrays over the same memory by DLPack (host tensors imported, or exported to NumPy)
    share it, as NumPy's do: each import is a buffer of its own, compared by address."""
    def body(xp):
        h = numpy.arange(12.0)
        a, b = xp.from_dlpack(h), xp.from_dlpack(h)
        g = xp.arange(4.0)
        pairs = [(a, h), (h, a), (a[::2], h[1::2]), (a[:6], h[5:]), (a, b), (a[:6], b[6:]),
                 (a[1::3], b[2::3]), (g, numpy.from_dlpack(g)),
                 (g, xp.from_dlpack(numpy.from_dlpack(g))),
                 (a, numpy.arange(3.0)), (xp.zeros(3), xp.zeros(3)), (a[:0], h)]
        return [(xp.shares_memory(x, y), xp.may_share_memory(x, y)) for x, y in pairs]

    assert_same_cases(xp, [("pairs", body)])


def test_memory_overlap_host_arrays(gp):
    a = gp.zeros(4)
    h = numpy.zeros(4)
    assert gp.shares_memory(a, h) is False
    assert gp.may_share_memory(h, a) is False
    assert gp.shares_memory(h, h) is True
    assert gp.shares_memory(a[1:], a[:2]) is True


def test_byte_bounds(xp):
    """lib.array_utils.byte_bounds of views: the span NumPy's formula gives over the array's
    own memory (a strided view spans its base's bytes, not a contiguous copy's), as offsets
    from its base's first byte."""
    import importlib
    bounds = importlib.import_module(xp.__name__ + ".lib.array_utils").byte_bounds

    def run(xp):
        a = make(xp, (6, 8), "float32")
        base = bounds(a)[0]
        views = [a, a[::2], a[:, ::3], a.T, a.T[::-1], a[::-1, 1:5], a[2:4, 1], a[:0], a[3, 2:3],
                 a.reshape(-1)[5::7]]
        return [tuple(b - base for b in bounds(v)) for v in views]
    assert_same(xp, run)


def test_dispatch_from_np_namespace(xp):
    """NumPy's own functions called on the candidate's arrays dispatch to its implementations."""
    a = lambda xp: make(xp, (3, 4), "float32")  # noqa: E731
    assert_same_cases(xp, [
        ("round", lambda xp: numpy.round(a(xp), 1)),
        ("around", lambda xp: numpy.around(a(xp), -1)),
        ("isclose", lambda xp: numpy.isclose(a(xp), a(xp))),
        ("allclose", lambda xp: numpy.allclose(a(xp), a(xp))),
        ("array_equal", lambda xp: numpy.array_equal(a(xp), a(xp))),
        ("trace", lambda xp: numpy.trace(a(xp))),
        ("outer", lambda xp: numpy.outer(a(xp), a(xp))),
        ("nan_to_num", lambda xp: numpy.nan_to_num(a(xp))),
        ("angle", lambda xp: numpy.angle(a(xp))),
        ("permute_dims", lambda xp: numpy.permute_dims(a(xp), (1, 0))),
        ("matrix_transpose", lambda xp: numpy.matrix_transpose(a(xp))),
        ("concat", lambda xp: numpy.concat([a(xp), a(xp)])),
        ("astype", lambda xp: numpy.astype(a(xp), "int8")),
        ("shares_memory", lambda xp: (lambda v: numpy.shares_memory(v, v.T))(a(xp))),
        ("isposinf", lambda xp: numpy.isposinf(a(xp))),
        ("real_if_close", lambda xp: numpy.real_if_close(a(xp))),
    ])


def test_memory_overlap_of_scalars(xp):
    # NumPy's asarray of a scalar is new memory: a scalar shares memory with nothing, not even
    # itself or the array it was read from
    def body(xp):
        a = xp.arange(4.0)
        s, e = a.sum(), a[1]
        return [f(x, y) for f in (xp.shares_memory, xp.may_share_memory)
                for x, y in ((s, s), (e, a), (a, e), (e, e), (a, a), (a[1:], a))]
    assert_same(xp, body)


@pytest.mark.parametrize("case", ["C", "broadcast", "T", "neg", "T-slice", "F", "0-d"])
def test_round_of_integers_layout_and_out_casting(xp, case):
    """round of integers with decimals >= 0 is NumPy's order='K' copy (a broadcast array's
    zero-stride axis innermost), and its out= takes the values by 'same_kind' casting."""
    def arr(xp):
        a = xp.arange(6, dtype="int8").reshape(2, 3)
        return {"C": a, "broadcast": xp.broadcast_to(a[:1], a.shape), "T": a.T,
                "neg": a[:, ::-1], "T-slice": a.T[::2], "F": xp.asfortranarray(a),
                "0-d": xp.array(3, "uint64")}[case]

    def copy(xp):
        r = arr(xp).round(1)
        return r, r.strides
    assert_same(xp, copy)
    assert_same_cases(xp, [
        ("out bool", lambda xp: arr(xp).round(0, out=xp.zeros(arr(xp).shape, "bool"))),
        ("out float32", lambda xp: arr(xp).round(out=xp.zeros(arr(xp).shape, "float32"))),
        ("out int64", lambda xp: arr(xp).round(2, out=xp.zeros(arr(xp).shape, "int64"))),
        ("out transposed shape", lambda xp: arr(xp).round(out=xp.zeros(arr(xp).shape[::-1],
                                                                        "int8"))),
    ])
