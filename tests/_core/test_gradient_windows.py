"""gradient, trapezoid, sinc, the window functions, vander and asarray_chkfinite against NumPy.

All are compositions of device operations (slices, ufuncs, reductions, accumulate)."""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, make, short

NUM = ["int8", "uint8", "int64", "float16", "float32", "float64", "complex64"]


@pytest.mark.parametrize("dtype", NUM, ids=short)
def test_gradient_spacings_and_edges(xp, dtype):
    cases = []
    for edge in (1, 2):
        cases += [
            (f"1-d default e{edge}", lambda xp, e=edge: xp.gradient(make(xp, (7,), dtype, seed=1),
                                                                     edge_order=e)),
            (f"1-d scalar e{edge}", lambda xp, e=edge: xp.gradient(make(xp, (7,), dtype, seed=2),
                                                                    0.5, edge_order=e)),
            (f"1-d coords e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (6,), dtype, seed=3), xp.asarray([0.0, 1.0, 1.5, 3.5, 4.0, 7.0]),
                edge_order=e)),
            (f"1-d int coords e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (5,), dtype, seed=4), xp.asarray([0, 2, 3, 7, 8]), edge_order=e)),
            (f"1-d uniform coords e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (5,), dtype, seed=5), xp.asarray([0.0, 2.0, 4.0, 6.0, 8.0]),
                edge_order=e)),
            (f"2-d both axes e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (4, 5), dtype, seed=6), edge_order=e)),
            (f"2-d T, two spacings e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (5, 4), dtype, "T", seed=7), 2.0, xp.asarray([0.0, 1.0, 3.0, 4.0, 6.0]),
                edge_order=e)),
            (f"3-d axis=1 e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (3, 4, 5), dtype, seed=8), axis=1, edge_order=e)),
            (f"3-d axis=(0,-1) e{edge}", lambda xp, e=edge: xp.gradient(
                make(xp, (3, 4, 5), dtype, seed=9), 3.0, axis=(0, -1), edge_order=e)),
        ]
    cases.append(("float32 coords", lambda xp: xp.gradient(
        make(xp, (4,), dtype, seed=10), xp.asarray(numpy.array([0, 1, 3, 6], numpy.float32)))))
    assert_same_cases(xp, cases, approx=True, rtol=1e-3, atol=1e-3)


def test_gradient_edge_cases_and_errors(xp):
    cases = [
        ("0-d", lambda xp: xp.gradient(xp.asarray(3.0))),
        ("list input", lambda xp: xp.gradient([1, 4, 9, 16])),
        ("bool", lambda xp: xp.gradient(xp.asarray([True, False, True]))),
        ("too short", lambda xp: xp.gradient(make(xp, (2,), "float64"), edge_order=2)),
        ("one element", lambda xp: xp.gradient(make(xp, (1,), "float64"))),
        ("edge_order 3", lambda xp: xp.gradient(make(xp, (5,), "float64"), edge_order=3)),
        ("2-d distances", lambda xp: xp.gradient(make(xp, (3,), "float64"), xp.ones((3, 1)))),
        ("wrong length", lambda xp: xp.gradient(make(xp, (3,), "float64"), xp.ones(4))),
        ("wrong count", lambda xp: xp.gradient(make(xp, (3, 4), "float64"), 1.0, 2.0, 3.0)),
        ("repeated axis", lambda xp: xp.gradient(make(xp, (3, 3), "float64"), axis=(0, 0))),
        ("bad axis", lambda xp: xp.gradient(make(xp, (3, 3), "float64"), axis=2)),
        # (each derivative is laid out like f: NumPy's empty_like)
        ("layouts", lambda xp: [[g.strides for g in xp.gradient(make(xp, (3, 4), "float32", lay))]
                                for lay in ("C", "T", "slice")]),
    ]
    assert_same_cases(xp, cases)


def test_gradient_of_bool_coordinates(xp):
    """bool coordinates stay bool (NumPy converts integers only): their steps are diff's !=, so
    uneven steps meet bool negative's TypeError and even ones divide by a bool."""
    y = lambda xp: xp.asarray([1.0, 2, 4, 7, 11, 16])  # noqa: E731
    b = lambda xp, *v: xp.asarray(numpy.array(v, bool))  # noqa: E731
    cases = [
        ("uneven", lambda xp: xp.gradient(y(xp), b(xp, 0, 1, 1, 0, 1, 1))),
        ("uneven edge_order 2", lambda xp: xp.gradient(y(xp), b(xp, 0, 1, 1, 0, 1, 1),
                                                       edge_order=2)),
        ("even", lambda xp: xp.gradient(y(xp), b(xp, 1, 1, 1, 1, 1, 1))),
        ("even edge_order 2", lambda xp: xp.gradient(y(xp), b(xp, 1, 1, 1, 1, 1, 1),
                                                     edge_order=2)),
        ("alternating", lambda xp: xp.gradient(y(xp), b(xp, 0, 1, 0, 1, 0, 1))),
        ("2-d", lambda xp: xp.gradient(xp.ones((3, 2)), b(xp, 1, 0, 0), 1.0)),
    ]
    assert_same_cases(xp, cases)


def test_gradient_of_dates_and_durations(xp):
    """NumPy's rule: datetime64 data give the timedelta64 of their unit (f is viewed as it)."""
    dates = ["2020-01-01", "2020-01-03", "2020-01-06", "2020-01-10"]
    cases = [
        ("dates", lambda xp: xp.gradient(xp.asarray(dates, dtype="M8[D]"))),
        ("dates in hours", lambda xp: xp.gradient(xp.asarray(dates, dtype="M8[h]"))),
        ("dates, spacing", lambda xp: xp.gradient(xp.asarray(dates, dtype="M8[D]"), 2.0)),
        ("dates, edge_order 2", lambda xp: xp.gradient(xp.asarray(dates, dtype="M8[D]"),
                                                        edge_order=2)),
        ("durations", lambda xp: xp.gradient(xp.asarray([1, 3, 7], dtype="m8[s]"))),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64", "complex128"], ids=short)
def test_trapezoid(xp, dtype):
    cases = [
        ("1-d", lambda xp: xp.trapezoid(make(xp, (9,), dtype, seed=1))),
        ("dx", lambda xp: xp.trapezoid(make(xp, (9,), dtype, seed=2), dx=0.25)),
        ("x 1-d", lambda xp: xp.trapezoid(make(xp, (5,), dtype, seed=3),
                                          x=xp.asarray([0.0, 0.5, 2.0, 2.5, 4.0]))),
        ("2-d axis 0 with x", lambda xp: xp.trapezoid(make(xp, (4, 3), dtype, seed=4),
                                                      x=xp.asarray([0.0, 1.0, 3.0, 6.0]), axis=0)),
        ("2-d x 2-d", lambda xp: xp.trapezoid(make(xp, (3, 4), dtype, seed=5),
                                              x=make(xp, (3, 4), "float64", seed=6))),
        ("T layout", lambda xp: xp.trapezoid(make(xp, (4, 5), dtype, "T", seed=7), axis=-1)),
        ("empty", lambda xp: xp.trapezoid(make(xp, (0,), dtype))),
        ("bad axis", lambda xp: xp.trapezoid(make(xp, (3,), dtype), axis=3)),
    ]
    assert_same_cases(xp, cases, approx=True, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("dtype", ["int8", "int64", "float16", "float32", "float64", "complex64"],
                         ids=short)
def test_sinc(xp, dtype):
    assert_same_cases(xp, [
        ("values", lambda xp: xp.sinc(make(xp, (4, 5), dtype, seed=1))),
        ("zeros and halves", lambda xp: xp.sinc(xp.asarray(numpy.array([0, 1, -2, 3], dtype)))),
        ("0-d", lambda xp: xp.sinc(make(xp, (), dtype, "0d", seed=2))),
    ], approx=True, rtol=1e-3, atol=1e-6)


@pytest.mark.parametrize("name", ["hanning", "hamming", "blackman", "bartlett"])
def test_windows(xp, name):
    cases = [(f"M={m}", lambda xp, m=m: getattr(xp, name)(m))
             for m in (-3, 0, 1, 2, 3, 8, 51, 2.5, numpy.int64(6))]
    assert_same_cases(xp, cases, rtol=1e-12, atol=1e-15)


@pytest.mark.parametrize("dtype", ["bool", "int8", "int32", "uint64", "float32", "float64",
                                   "complex64"], ids=short)
def test_vander(xp, dtype):
    kind = "small" if numpy.dtype(dtype).kind in "iu" else "default"
    assert_same_cases(xp, [
        ("default", lambda xp: xp.vander(make(xp, (5,), dtype, seed=1, kind=kind))),
        ("N=3", lambda xp: xp.vander(make(xp, (4,), dtype, seed=2, kind=kind), 3)),
        ("increasing N=6", lambda xp: xp.vander(make(xp, (3,), dtype, seed=3, kind=kind), N=6,
                                                 increasing=True)),
        ("N=0", lambda xp: xp.vander(make(xp, (3,), dtype, kind=kind), 0)),
        ("N=1", lambda xp: xp.vander(make(xp, (3,), dtype, kind=kind), 1)),
        ("empty", lambda xp: xp.vander(make(xp, (0,), dtype))),
        ("list", lambda xp: xp.vander([1, 2, 3])),
        ("2-d", lambda xp: xp.vander(make(xp, (2, 2), dtype))),
    ], rtol=1e-5)


def test_asarray_chkfinite(xp):
    assert_same_cases(xp, [
        ("finite list", lambda xp: xp.asarray_chkfinite([1, 2, 3])),
        ("finite float32", lambda xp: xp.asarray_chkfinite(make(xp, (3, 2), "float32"),
                                                           dtype="float64")),
        ("nan", lambda xp: xp.asarray_chkfinite(xp.asarray([1.0, numpy.nan]))),
        ("inf complex", lambda xp: xp.asarray_chkfinite([1 + 0j, complex(numpy.inf, 0)])),
        ("ints", lambda xp: xp.asarray_chkfinite(xp.asarray([1, 2], dtype="int8"))),
        ("order F", lambda xp: xp.asarray_chkfinite([[1.0, 2.0]], order="F")),
    ])
    assert_same(xp, lambda xp: xp.asarray_chkfinite([[1.0, 2.0]], order="F").flags.f_contiguous)
