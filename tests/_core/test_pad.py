"""numpy.pad: every mode, every accepted pad_width form, the mode keywords, dtypes and layouts.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, assert_same, assert_same_cases, layout_of, make, short,
)

DTYPES = ["bool", "int8", "int64", "uint8", "float16", "float32", "float64", "complex64"]
NUMERIC = ["int8", "int64", "uint8", "float16", "float32", "float64", "complex64"]

WIDTHS = [
    ("int", 2),
    ("zero", 0),
    ("1-tuple", (3,)),
    ("pair", (1, 4)),
    ("per axis", ((2, 0), (1, 3))),
    ("per axis single", ((2,), (1,))),
    ("column", [[1], [2]]),
    ("host array", numpy.array([[0, 2], [3, 1]])),
    ("dict", {1: (2, 1)}),
    ("dict int", {0: 3}),
    ("dict negative axis", {-1: 2}),
    ("wide", ((7, 9), (11, 6))),
]


def arr(xp, dtype, layout, shape=(3, 4)):
    if layout == "T":
        return make(xp, shape[::-1], dtype, "T")
    return make(xp, shape, dtype, layout)


@pytest.mark.parametrize("mode", ["constant", "edge", "reflect", "symmetric", "wrap",
                                  "maximum", "minimum", "mean", "median", "linear_ramp"])
@pytest.mark.parametrize("label,width", WIDTHS, ids=[w[0] for w in WIDTHS])
def test_pad_widths(xp, mode, label, width):
    # mean: the device sums in another order than NumPy (last-bit differences)
    tol = {"rtol": 1e-14} if mode == "mean" else {}
    assert_same(xp, lambda xp: xp.pad(make(xp, (3, 4), "float64"), width, mode=mode), **tol)


MODES = [
    ("constant", {}),
    ("constant value", {"constant_values": 7}),
    ("constant pairs", {"constant_values": ((1, 2), (3, 4))}),
    ("constant float into ints", {"constant_values": 2.7}),
    ("edge", {}),
    ("linear_ramp", {}),
    ("linear_ramp ends", {"end_values": (5, -3)}),
    ("linear_ramp per axis", {"end_values": ((1, 2), (10, 20))}),
    ("maximum", {}),
    ("minimum", {}),
    ("mean", {}),
    ("median", {}),
    ("maximum stat_length", {"stat_length": 2}),
    ("minimum stat_length pair", {"stat_length": (1, 3)}),
    ("mean stat_length", {"stat_length": ((2, 1), (3, 2))}),
    ("median stat_length", {"stat_length": 2}),
    ("mean stat_length past the axis", {"stat_length": 50}),
    ("reflect", {}),
    ("reflect odd", {"reflect_type": "odd"}),
    ("symmetric", {}),
    ("symmetric odd", {"reflect_type": "odd"}),
    ("wrap", {}),
]


@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_pad_modes(xp, dtype, layout):
    exact, averaged = [], []
    for label, kw in MODES:
        mode = label.split()[0]
        if dtype == "bool" and mode in ("linear_ramp", "mean", "median") or (
                dtype == "bool" and kw.get("reflect_type") == "odd"):
            continue   # NumPy itself refuses (boolean subtract) or cannot do them
        for width in (2, ((1, 3), (4, 0))):
            (averaged if mode in ("mean", "median") else exact).append((
                "%s %s" % (label, width),
                (lambda mode, kw, width: lambda xp: xp.pad(arr(xp, dtype, layout), width, mode,
                                                           **kw))(mode, kw, width)))
    assert_same_cases(xp, exact)
    # means: the sum's order and NumPy's complex division by the count round differently
    assert_same_cases(xp, averaged, approx=True)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_pad_all_dtypes(xp, dtype):
    cases = [(m, (lambda m: lambda xp: xp.pad(arr(xp, dtype, "C", (2, 3, 4)), 2, m))(m))
             for m in ("constant", "edge", "reflect", "symmetric", "wrap", "maximum")]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("mode", ["reflect", "symmetric"])
@pytest.mark.parametrize("odd", [False, True])
def test_pad_reflect_many_periods(xp, mode, odd):
    kw = {"reflect_type": "odd"} if odd else {}
    assert_same_cases(xp, [
        ("1-d long pad", lambda xp: xp.pad(make(xp, (3,), "float64"), (10, 13), mode, **kw)),
        ("1-d int", lambda xp: xp.pad(make(xp, (4,), "int32"), (9, 2), mode, **kw)),
        ("2 elements", lambda xp: xp.pad(make(xp, (2,), "float64"), 7, mode, **kw)),
        ("length 1 axis", lambda xp: xp.pad(make(xp, (1, 3), "float64"), ((3, 2), (5, 5)), mode,
                                            **kw)),
        ("2-d", lambda xp: xp.pad(make(xp, (2, 3), "float32"), ((5, 6), (7, 8)), mode, **kw)),
        ("uint odd wraps", lambda xp: xp.pad(make(xp, (3,), "uint8"), 5, mode, **kw)),
    ])


def test_pad_wrap_many_periods(xp):
    assert_same_cases(xp, [
        ("1-d", lambda xp: xp.pad(make(xp, (3,), "float64"), (10, 13), "wrap")),
        ("length 1", lambda xp: xp.pad(make(xp, (1,), "int8"), (4, 2), "wrap")),
        ("2-d", lambda xp: xp.pad(make(xp, (2, 3), "complex128"), ((5, 6), (7, 8)), "wrap")),
        ("3-d", lambda xp: xp.pad(make(xp, (2, 3, 2), "int16"), 4, "wrap")),
    ])


def test_pad_stats_rounding(xp):
    assert_same_cases(xp, [
        ("mean of ints rounds half to even", lambda xp: xp.pad(
            xp.asarray(numpy.array([1, 2, 2, 5], "int32")), 2, "mean", stat_length=(2, 4))),
        ("median of ints", lambda xp: xp.pad(xp.asarray(numpy.array([[1, 2], [4, 8]], "int16")), 1,
                                             "median")),
        ("mean uint8", lambda xp: xp.pad(make(xp, (3, 5), "uint8"), 3, "mean")),
        ("maximum stat_length 0", lambda xp: xp.pad(make(xp, (3,)), 1, "maximum", stat_length=0)),
        ("minimum stat_length 0", lambda xp: xp.pad(make(xp, (3,)), 1, "minimum",
                                                     stat_length=(1, 0))),
        ("negative stat_length", lambda xp: xp.pad(make(xp, (3,)), 1, "mean", stat_length=-1)),
        ("float16 mean", lambda xp: xp.pad(make(xp, (5, 3), "float16"), 2, "mean")),
    ])


def test_pad_linear_ramp(xp):
    assert_same_cases(xp, [
        ("int truncation", lambda xp: xp.pad(make(xp, (3, 4), "int16"), (5, 3), "linear_ramp",
                                             end_values=(100, -50))),
        ("uint8", lambda xp: xp.pad(make(xp, (4,), "uint8"), 6, "linear_ramp", end_values=200)),
        ("float32", lambda xp: xp.pad(make(xp, (2, 2), "float32"), 3, "linear_ramp",
                                      end_values=((1.5, 2), (-1, 0.25)))),
        ("complex", lambda xp: xp.pad(make(xp, (3,), "complex128"), 4, "linear_ramp",
                                      end_values=(1 + 2j, -3))),
    ])


def test_pad_constant_values(xp):
    assert_same_cases(xp, [
        ("corners take the last axis' value", lambda xp: xp.pad(
            make(xp, (2, 2), "int32"), 2, constant_values=((1, 2), (3, 4)))),
        ("numpy array values", lambda xp: xp.pad(make(xp, (2, 3)), 1,
                                                  constant_values=numpy.array([[5, 6], [7, 8]]))),
        ("nan into float", lambda xp: xp.pad(make(xp, (3,), "float32"), 1,
                                             constant_values=numpy.nan)),
        ("int overflow", lambda xp: xp.pad(make(xp, (3,), "int8"), 1, constant_values=300)),
        ("numpy int wraps", lambda xp: xp.pad(make(xp, (3,), "int8"), 1,
                                              constant_values=numpy.array(300))),
        ("complex into float", lambda xp: xp.pad(make(xp, (3,), "float64"), 1,
                                                 constant_values=1 + 1j)),
        ("bad pairs", lambda xp: xp.pad(make(xp, (3, 3)), 1, constant_values=((1, 2, 3),))),
    ])


def test_pad_empty_and_0d(xp):
    def empty_mode(xp):
        a = make(xp, (2, 3), "float64")
        p = xp.pad(a, ((1, 2), (3, 1)), "empty")
        return p.shape, p.dtype, p[1:3, 3:6]
    assert_same_cases(xp, [
        ("empty mode interior", empty_mode),
        ("0-d constant", lambda xp: xp.pad(make(xp, (), "int32", "0d"), 3)),
        ("0-d edge", lambda xp: xp.pad(make(xp, (), "int32", "0d"), 3, "edge")),
        ("empty array constant", lambda xp: xp.pad(make(xp, (0, 3), layout="empty"), 1)),
        ("empty array edge, empty axis padded", lambda xp: xp.pad(
            make(xp, (0, 3), layout="empty"), 1, "edge")),
        ("empty array edge, other axis padded", lambda xp: xp.pad(
            make(xp, (0, 3), layout="empty"), ((0, 0), (1, 2)), "reflect")),
        ("empty array empty mode", lambda xp: xp.pad(make(xp, (0, 3), layout="empty"), 1,
                                                     "empty").shape),
        ("list input", lambda xp: xp.pad([1, 2, 3], (1, 2), "edge")),
        ("scalar input", lambda xp: xp.pad(5, 2)),
        ("3-d mixed", lambda xp: xp.pad(make(xp, (2, 3, 4), "int16", "T"), ((1, 0), (0, 2), (3, 1)),
                                        "symmetric")),
    ])


def test_pad_errors(xp):
    a = lambda xp: make(xp, (3, 4))  # noqa: E731
    assert_same_cases(xp, [
        ("unknown mode", lambda xp: xp.pad(a(xp), 1, "nope")),
        ("unsupported keyword", lambda xp: xp.pad(a(xp), 1, "edge", constant_values=1)),
        ("constant with stat_length", lambda xp: xp.pad(a(xp), 1, stat_length=1)),
        ("float width", lambda xp: xp.pad(a(xp), 1.0)),
        ("uint width", lambda xp: xp.pad(a(xp), numpy.uint8(1))),
        ("negative width", lambda xp: xp.pad(a(xp), -1)),
        ("negative pair", lambda xp: xp.pad(a(xp), (1, -1))),
        ("negative per axis", lambda xp: xp.pad(a(xp), ((1, 1), (0, -2)))),
        ("too many pairs", lambda xp: xp.pad(a(xp), ((1, 1), (1, 1), (1, 1)))),
        ("3 values", lambda xp: xp.pad(a(xp), (1, 2, 3))),
        ("bool width", lambda xp: xp.pad(a(xp), True)),
    ])


def test_pad_layout(xp):
    def info(xp, p):
        return layout_of(p)
    assert_same_cases(xp, [
        ("C in, C out", lambda xp: info(xp, xp.pad(make(xp, (3, 4)), 1, "edge"))),
        ("F in, F out", lambda xp: info(xp, xp.pad(make(xp, (4, 3), layout="T"), 1, "edge"))),
        ("neg in", lambda xp: info(xp, xp.pad(make(xp, (3, 4), layout="neg"), 1))),
    ])


def _pad_with(vector, pad_width, iaxis, kwargs):
    pad_value = kwargs.get("padder", 10)
    vector[:pad_width[0]] = pad_value
    if pad_width[1]:
        vector[-pad_width[1]:] = pad_value


def _pad_double(vector, pad_width, iaxis, kwargs):
    vector[...] = vector * 2


def test_pad_callable(xp):
    assert_same_cases(xp, [
        ("docs example", lambda xp: xp.pad(make(xp, (2, 3), "int64"), 2, _pad_with)),
        ("keyword", lambda xp: xp.pad(make(xp, (2, 3), "float32"), ((1, 0), (0, 2)), _pad_with,
                                      padder=-1)),
        ("writes everything, zeros in the pads", lambda xp: xp.pad(make(xp, (3,), "float64"), 1,
                                                                     _pad_double)),
        ("3-d", lambda xp: xp.pad(make(xp, (2, 2, 2), "int8"), 1, _pad_with)),
    ])
