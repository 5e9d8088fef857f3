"""bincount, digitize, histogram, histogram_bin_edges, histogram2d, histogramdd.

Counts are exact.  Weighted bins are float64 sums on the device in another order than NumPy's
(NumPy: bincount in element order, or cumulative-sum differences for uneven bins), so weighted
results get a small tolerance.
"""
import os
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, INTEGER_DTYPES, assert_same, assert_same_cases, make,
                                 short)

REAL_DTYPES = [d for d in ALL_DTYPES if not d.startswith("complex")]
WTOL = {"rtol": 1e-10, "atol": 1e-10}


# ------------------------------------------------------------------------------------- bincount
@pytest.mark.parametrize("dtype", ["bool"] + INTEGER_DTYPES, ids=short)
def test_bincount(xp, dtype):
    x = lambda xp, layout="C": make(xp, (12,), dtype, layout, seed=1, kind="nonneg")  # noqa: E731
    w = lambda xp, dt="float64": make(xp, (12,), dt, seed=2)  # noqa: E731
    cases = [
        ("plain", lambda xp: xp.bincount(x(xp))),
        ("neg layout", lambda xp: xp.bincount(x(xp, "neg"))),
        ("slice layout", lambda xp: xp.bincount(x(xp, "slice"))),
        ("minlength", lambda xp: xp.bincount(x(xp), minlength=30)),
        ("minlength small", lambda xp: xp.bincount(x(xp), minlength=2)),
        ("weights", lambda xp: xp.bincount(x(xp), weights=w(xp))),
        ("weights float32", lambda xp: xp.bincount(x(xp), weights=w(xp, "float32"))),
        ("weights int", lambda xp: xp.bincount(x(xp), weights=w(xp, "int16"), minlength=25)),
        ("weights complex", lambda xp: xp.bincount(x(xp), weights=w(xp, "complex64"))),
        ("weights length", lambda xp: xp.bincount(x(xp), weights=xp.ones(3))),
        ("empty", lambda xp: xp.bincount(make(xp, (0,), dtype))),
        ("empty minlength", lambda xp: xp.bincount(make(xp, (0,), dtype), minlength=4)),
        ("2-d", lambda xp: xp.bincount(make(xp, (2, 3), dtype, kind="nonneg"))),
        ("0-d", lambda xp: xp.bincount(make(xp, (), dtype, "0d", kind="nonneg"))),
        ("minlength None", lambda xp: xp.bincount(x(xp), minlength=None)),
        ("minlength negative", lambda xp: xp.bincount(x(xp), minlength=-1)),
    ]
    if dtype.startswith("int"):
        cases.append(("negative", lambda xp: xp.bincount(make(xp, (6,), dtype, seed=3))))
    assert_same_cases(xp, cases, **WTOL)


def test_bincount_array_like(xp):
    """An object whose __array__ gives the library's own array (as its users write it)."""
    class Counts:
        def __init__(self, xp, dtype):
            self.xp, self.dtype = xp, dtype

        def __array__(self, dtype=None, copy=None):
            return self.xp.array([0, 1, 1, 3, 2, 1, 7], dtype=self.dtype)
    cases = [(dt, lambda xp, dt=dt: xp.bincount(Counts(xp, dt)))
             for dt in ("uint64", "int32", "bool", "float64")]
    assert_same_cases(xp, cases)


def test_bincount_bad_input(xp):
    cases = [("float", lambda xp: xp.bincount(xp.asarray([1.0, 2.0]))),
             ("empty float", lambda xp: xp.bincount(xp.asarray(numpy.zeros(0)))),
             ("list", lambda xp: xp.bincount([0, 1, 1, 3, 2, 1, 7])),
             ("list negative", lambda xp: xp.bincount([0, -1])),
             ("x by keyword", lambda xp: xp.bincount(x=xp.asarray([1, 2])))]
    assert_same_cases(xp, cases)


def test_bincount_checks_in_reference_order(gp):
    """NumPy converts the list (its depth and dtype) before it reads minlength, and the
    weights (a safe cast to double) before it compares their length."""
    def run(m):
        calls = [lambda: m.bincount(m.asarray(numpy.array([[1, 2]])), minlength=None),
                 lambda: m.bincount(m.asarray(numpy.array(3)), minlength=-1),
                 lambda: m.bincount(m.asarray(numpy.array([1.0, 2.0])), minlength=True),
                 lambda: m.bincount(m.asarray(numpy.array([1, 2])), minlength=None),
                 lambda: m.bincount(m.asarray(numpy.array([1, 2**40])),
                                    weights=m.asarray(numpy.array([1j, 2]))),
                 lambda: m.bincount(m.asarray(numpy.array([1, 2])),
                                    weights=m.asarray(numpy.array([1j]))),
                 lambda: m.bincount(m.asarray(numpy.array([1, 2])), weights=[1j]),
                 lambda: m.bincount(m.asarray(numpy.array([1, 2])),
                                    weights=m.asarray(numpy.array([1.0])))]
        res = []
        for c in calls:
            try:
                res.append(repr(c()))
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                res.append((type(e).__name__, str(e)))
        return res
    assert run(gp) == run(numpy)


def test_bincount_float_list_warns_at_the_users_line(gp):
    """A list of floats: NumPy 2.1-2.4's DeprecationWarning (it truncates them), given at the
    caller's line, where the default filters show it for __main__ and a module filter matches;
    NumPy 2.5's TypeError (it casts no more)."""
    def got(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            try:
                r = xp.bincount([0.5, 1.2, 1.5])
            except TypeError as e:
                return ("TypeError", str(e))
        return (numpy.asarray(r).tolist(), str(numpy.asarray(r).dtype),
                [(x.category, str(x.message), os.path.basename(x.filename)) for x in w])
    want = got(numpy)
    if want[0] != "TypeError":
        assert want[2] and want[2][0][2] == os.path.basename(__file__)
    assert got(gp) == want


@pytest.mark.parametrize("x", [[[0, 1]], [[[0]]], [[0.5]], 3], ids=str)
def test_bincount_nested_list_message(xp, x):
    """A nested list: NumPy's conversion error (not the message for a 2-d array)."""
    with pytest.raises(ValueError) as want:
        numpy.bincount(x)
    with pytest.raises(ValueError) as got:
        xp.bincount(x)
    assert str(got.value) == str(want.value)


# ------------------------------------------------------------------------------------- digitize
@pytest.mark.parametrize("dtype", REAL_DTYPES, ids=short)
def test_digitize(xp, dtype):
    x = lambda xp, layout="C": make(xp, (4, 5), dtype, layout, seed=4)  # noqa: E731
    inc = numpy.array([-4, -1.5, 0, 0, 2, 7])
    cases = []
    for right in (False, True):
        cases += [
            (f"increasing right={right}", lambda xp, r=right: xp.digitize(x(xp), xp.asarray(inc),
                                                                          right=r)),
            (f"decreasing right={right}", lambda xp, r=right: xp.digitize(
                x(xp, "T"), xp.asarray(inc[::-1]), right=r)),
            (f"int bins right={right}", lambda xp, r=right: xp.digitize(
                x(xp, "neg"), xp.asarray([0, 1, 5]), right=r)),
            (f"one bin right={right}", lambda xp, r=right: xp.digitize(x(xp), xp.asarray([1.0]),
                                                                       right=r)),
            (f"constant bins right={right}", lambda xp, r=right: xp.digitize(
                x(xp), xp.asarray([2.0, 2.0, 2.0]), right=r)),
        ]
    cases += [
        ("empty bins", lambda xp: xp.digitize(x(xp), xp.asarray(numpy.zeros(0)))),
        ("empty x", lambda xp: xp.digitize(make(xp, (0,), dtype), xp.asarray(inc))),
        ("0-d x", lambda xp: xp.digitize(make(xp, (), dtype, "0d"), xp.asarray(inc))),
        ("not monotonic", lambda xp: xp.digitize(x(xp), xp.asarray([1.0, 3.0, 2.0]))),
        ("2-d bins", lambda xp: xp.digitize(x(xp), xp.asarray([[1.0, 2.0]]))),
        ("0-d bins", lambda xp: xp.digitize(x(xp), xp.asarray(1.0))),
        ("list", lambda xp: xp.digitize([0.2, 6.4, 3.0, 1.6], [0.0, 1.0, 2.5, 4.0, 10.0])),
    ]
    assert_same_cases(xp, cases)


def test_digitize_special(xp):
    cases = [
        ("complex x", lambda xp: xp.digitize(xp.asarray([1j]), xp.asarray([0.0, 1.0]))),
        ("nan in x", lambda xp: xp.digitize(xp.asarray([numpy.nan, 1.0, -numpy.inf]),
                                            xp.asarray([0.0, 2.0]))),
        ("nan leading bins", lambda xp: xp.digitize(xp.asarray([1.0]),
                                                    xp.asarray([numpy.nan, 1.0, 2.0]))),
        ("repeats then down", lambda xp: xp.digitize(xp.asarray([0.5, 1.5, 3.0]),
                                                     xp.asarray([3.0, 3.0, 2.0, 1.0]))),
        ("up then down", lambda xp: xp.digitize(xp.asarray([0.5]), xp.asarray([1.0, 1.0, 2.0,
                                                                                1.5]))),
        # (NumPy reads the bins as doubles: a safe cast or its TypeError)
        ("datetime bins", lambda xp: xp.digitize(xp.asarray(numpy.array([1, 2], "M8[D]")),
                                                 xp.asarray(numpy.array([1, 3], "M8[D]")))),
        ("timedelta bins", lambda xp: xp.digitize(xp.asarray([1, 2]),
                                                  xp.asarray(numpy.array([1, 3], "m8[s]")))),
        ("complex bins", lambda xp: xp.digitize(xp.asarray([1.0]), xp.asarray([0j, 2]))),
        ("uint64 bins", lambda xp: xp.digitize(xp.asarray([1, 5]),
                                               xp.asarray([0, 3], dtype="uint64"))),
    ]
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------------------------ histogram
RULES = ["auto", "fd", "doane", "scott", "stone", "rice", "sturges", "sqrt"]


@pytest.mark.parametrize("dtype", REAL_DTYPES, ids=short)
def test_histogram_bins(xp, dtype):
    a = lambda xp, layout="C", shape=(6, 9): make(xp, shape, dtype, layout, seed=5)  # noqa: E731
    cases = []
    for layout in ("C", "T", "neg", "slice"):
        cases.append((f"default {layout}", lambda xp, layout=layout: xp.histogram(a(xp, layout))))
    cases += [
        ("bins=1", lambda xp: xp.histogram(a(xp), bins=1)),
        ("bins=7", lambda xp: xp.histogram(a(xp), bins=7)),
        ("bins=200", lambda xp: xp.histogram(a(xp), bins=200)),
        ("range", lambda xp: xp.histogram(a(xp), bins=4, range=(-2, 3.5))),
        ("range ints", lambda xp: xp.histogram(a(xp), bins=5, range=(0, 5))),
        ("sequence", lambda xp: xp.histogram(a(xp), bins=[-5, -1, 0, 0.5, 4, 6])),
        ("sequence repeated edge", lambda xp: xp.histogram(a(xp), bins=[-3, 0, 0, 2])),
        ("device edges", lambda xp: xp.histogram(a(xp), bins=xp.asarray([-1.0, 0.0, 2.5]))),
        ("density", lambda xp: xp.histogram(a(xp), bins=6, density=True)),
        ("density sequence", lambda xp: xp.histogram(a(xp), bins=[-5, 0, 1, 9], density=True)),
        ("empty", lambda xp: xp.histogram(make(xp, (0,), dtype))),
        ("empty sequence", lambda xp: xp.histogram(make(xp, (0,), dtype), bins=[0, 1, 2])),
        ("0-d", lambda xp: xp.histogram(make(xp, (), dtype, "0d"), bins=3)),
        ("edges", lambda xp: xp.histogram_bin_edges(a(xp), bins=5)),
        ("edges range", lambda xp: xp.histogram_bin_edges(a(xp), bins=3, range=(1, 2))),
    ]
    for rule in RULES:
        cases.append((f"rule {rule}", lambda xp, rule=rule: xp.histogram(a(xp, shape=(40,)),
                                                                         bins=rule)))
        cases.append((f"rule {rule} range", lambda xp, rule=rule: xp.histogram(
            a(xp, shape=(40,)), bins=rule, range=(-1, 3))))
        cases.append((f"edges rule {rule}", lambda xp, rule=rule: xp.histogram_bin_edges(
            a(xp, shape=(3, 10)), bins=rule)))
    assert_same_cases(xp, cases, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("wdtype", ["int64", "float32", "float64", "complex128"], ids=short)
def test_histogram_weights(xp, wdtype):
    a = lambda xp: make(xp, (50,), "float64", seed=6)  # noqa: E731
    w = lambda xp, shape=(50,): make(xp, shape, wdtype, seed=7)  # noqa: E731
    cases = [
        ("uniform", lambda xp: xp.histogram(a(xp), bins=8, weights=w(xp))),
        ("range", lambda xp: xp.histogram(a(xp), bins=3, range=(-1, 1), weights=w(xp))),
        ("sequence", lambda xp: xp.histogram(a(xp), bins=[-5, -2, 0, 1, 5], weights=w(xp))),
        ("wrong shape", lambda xp: xp.histogram(a(xp), weights=w(xp, (49,)))),
        ("rule with weights", lambda xp: xp.histogram(a(xp), bins="auto", weights=w(xp))),
    ]
    if wdtype != "complex128":
        cases.append(("density", lambda xp: xp.histogram(a(xp), bins=4, weights=w(xp),
                                                         density=True)))
    assert_same_cases(xp, cases, rtol=1e-5 if wdtype == "float32" else 1e-10,
                      atol=1e-5 if wdtype == "float32" else 1e-10)


def test_histogram_weight_sums_cast_as_many_bins(xp):
    """The weighted counts are cast into the weights' dtype as NumPy casts them: only the
    bins asked for (a sum past uint32's range takes the path of NumPy's cast for that many
    elements)."""
    def body(xp):
        w = xp.asarray(numpy.array([2, 100, 1, 0, 2**32 - 2], "uint32"))
        return [xp.histogram(xp.asarray(numpy.array(a, "int8")), bins=3, weights=w)[0]
                for a in ([7, 1, -100, 7, 0], [0, 0, 0, 0, 0], [1, 1, 2, 3, 1])]
    assert_same(xp, body)


def test_histogram_errors(xp):
    a = lambda xp: make(xp, (20,), "float64", seed=8)  # noqa: E731
    cases = [
        ("bins 0", lambda xp: xp.histogram(a(xp), bins=0)),
        ("bins float", lambda xp: xp.histogram(a(xp), bins=2.5)),
        ("bins decreasing", lambda xp: xp.histogram(a(xp), bins=[3, 1, 2])),
        ("bins 2-d", lambda xp: xp.histogram(a(xp), bins=[[1, 2], [3, 4]])),
        ("bad rule", lambda xp: xp.histogram(a(xp), bins="bogus")),
        ("range reversed", lambda xp: xp.histogram(a(xp), range=(2, 1))),
        ("range not finite", lambda xp: xp.histogram(a(xp), range=(0, numpy.inf))),
        ("data not finite", lambda xp: xp.histogram(xp.asarray([1.0, numpy.inf]))),
        ("data nan", lambda xp: xp.histogram(xp.asarray([1.0, numpy.nan]))),
        ("nan with range", lambda xp: xp.histogram(xp.asarray([1.0, numpy.nan, 2.0]),
                                                   range=(0, 3))),
        ("too many bins", lambda xp: xp.histogram(xp.asarray([1.0, 1.0 + 1e-15]), bins=1000)),
        ("constant data", lambda xp: xp.histogram(xp.asarray([2.0, 2.0, 2.0]), bins=3)),
        ("int8 extremes", lambda xp: xp.histogram(xp.asarray(numpy.array([-128, 127], "int8")),
                                                  bins=4)),
        ("uint64 large", lambda xp: xp.histogram(xp.asarray(numpy.array([0, 2**63 + 5],
                                                                         "uint64")), bins=2)),
    ]
    assert_same_cases(xp, cases)


def test_histogram_uneven_bins_cumulative(xp):
    """Uneven edges count as NumPy's cumulative histogram: edges placed in the sorted data
    (NaN last), weights summed in their own dtype, weights bincount cannot take allowed."""
    a = lambda xp: make(xp, (30,), "float64", seed=9)  # noqa: E731
    edges = lambda xp, *e: xp.asarray(numpy.array(e, dtype=float))  # noqa: E731
    td = lambda xp: xp.asarray(numpy.arange(30).astype("m8[s]"))  # noqa: E731
    cases = [
        ("nan edge inside", lambda xp: xp.histogram(a(xp), bins=edges(xp, -3, numpy.nan, 3))),
        ("nan edge first", lambda xp: xp.histogram(a(xp), bins=edges(xp, numpy.nan, 0, 3))),
        ("nan edge last", lambda xp: xp.histogram(xp.asarray([1.0, numpy.nan, 2.0]),
                                                  bins=edges(xp, 0, 1.5, numpy.nan))),
        ("no edges", lambda xp: xp.histogram(a(xp), bins=edges(xp))),
        ("one edge", lambda xp: xp.histogram(a(xp), bins=edges(xp, 0))),
        ("empty data", lambda xp: xp.histogram(make(xp, (0,), "float64"), bins=[0, 1, 3],
                                               weights=make(xp, (0,), "float32"))),
        ("bool weights", lambda xp: xp.histogram(a(xp), bins=[-5, 0, 1, 5],
                                                 weights=a(xp) > 0)),
        ("timedelta weights", lambda xp: xp.histogram(a(xp), bins=[-5, 0, 1, 5], weights=td(xp))),
        ("timedelta weights even", lambda xp: xp.histogram(a(xp), bins=4, weights=td(xp))),
        ("int8 weights wrap", lambda xp: xp.histogram(a(xp), bins=[-5, 0, 5],
                                                      weights=xp.full(30, 100, "int8"))),
    ]
    assert_same_cases(xp, cases)


def test_histogram_range_promotion_message(gp):
    # the data's dtype promoted with the range as NumPy does it (the array last: its message)
    def message(xp):
        dates = xp.asarray(numpy.array(["2001-01-01", "2001-03-05"], "M8[D]"))
        with pytest.raises(TypeError) as info:
            xp.histogram(dates, bins=3, range=(2, 4))
        return str(info.value)
    assert message(gp) == message(numpy)


def test_histogram_bool_warns(xp):
    with pytest.warns(RuntimeWarning, match="Converting input from bool"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", category=UserWarning)
            xp.histogram(xp.asarray([True, False, True]), bins=2)


def test_density_of_bool_edges(xp):
    """density's bin widths are NumPy's diff of the edges: bool edges differ by != (a True
    width where two edges differ), not by subtract, which bool refuses."""
    def run(xp, f):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = f()
        return r, sorted(str(x.message) for x in w if x.category is RuntimeWarning)
    b = lambda xp, *v: xp.asarray(numpy.array(v, bool))  # noqa: E731
    cases = [
        ("histogram", lambda xp: run(xp, lambda: xp.histogram(
            b(xp, 0, 1, 1, 1), bins=b(xp, 0, 1, 1, 1, 1), density=True))),
        ("histogram float data", lambda xp: run(xp, lambda: xp.histogram(
            xp.asarray([0.0, 1.0, 1.0]), bins=b(xp, 0, 1), density=True))),
        ("histogramdd", lambda xp: run(xp, lambda: xp.histogramdd(
            xp.asarray([[0.0, 1], [1, 1], [1, 0]]), bins=[b(xp, 0, 1, 1), b(xp, 0, 1)],
            density=True))),
        ("histogram2d", lambda xp: run(xp, lambda: xp.histogram2d(
            xp.asarray([0.0, 1, 1]), xp.asarray([1.0, 1, 0]), bins=[b(xp, 0, 1), b(xp, 0, 1)],
            density=True))),
    ]
    assert_same_cases(xp, cases)


def test_histogram_stone_warns(xp):
    with pytest.warns(RuntimeWarning, match="suboptimal"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", category=UserWarning)
            xp.histogram(xp.asarray(numpy.linspace(0, 1, 50) ** 8), bins="stone")


def test_bincount_sums_report_no_errors(gp):
    # NumPy's bincount (under histogram's even bins and histogramdd) sums weights in C without
    # floating-point error checks: inf + -inf is a silent NaN, whatever the error state; an
    # empty sample computes no bins (no ComplexWarning for complex data)
    def run(m):
        inf = m.inf
        w = m.array([inf, -inf, 1.0])
        calls = [lambda: m.bincount(m.array([0, 0, 1]), weights=w),
                 lambda: m.bincount(m.array([0, 0]), weights=m.array([1e308, 1e308])),
                 lambda: m.histogram(m.array([1, 1, 2]), weights=w),
                 lambda: m.histogram(m.array([1, 1, 2]), weights=m.array([inf, -inf, 1j])),
                 lambda: m.histogramdd(m.array([[1, 1], [1, 1], [2, 2]]), weights=w),
                 lambda: m.histogram2d(m.array([1, 1, 2]), m.array([1, 1, 2]), weights=w),
                 lambda: m.histogram(m.array([], complex)),
                 lambda: m.histogram(m.array([], "complex64"), bins=3, range=(1, 2), density=True,
                                     weights=m.array([], "float32"))]
        res = []
        for f in calls:
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                with numpy.errstate(all="warn"):
                    r = repr(f())
            res.append((r, [(x.category, str(x.message)) for x in got
                            if x.category.__name__ != "FallbackWarning"]))
        return res
    assert run(gp) == run(numpy)


# -------------------------------------------------------------------- histogram2d, histogramdd
@pytest.mark.parametrize("dtype", ["int16", "uint8", "float32", "float64"], ids=short)
def test_histogram2d_dd(xp, dtype):
    x = lambda xp, layout="C": make(xp, (30,), dtype, layout, seed=9)  # noqa: E731
    y = lambda xp: make(xp, (30,), dtype, seed=10)  # noqa: E731
    s = lambda xp, layout="C": make(xp, (25, 3), dtype, layout, seed=11)  # noqa: E731
    w = lambda xp, n=30: make(xp, (n,), "float64", seed=12, kind="positive")  # noqa: E731
    cases = [
        ("2d", lambda xp: xp.histogram2d(x(xp), y(xp))),
        ("2d neg", lambda xp: xp.histogram2d(x(xp, "neg"), y(xp), bins=4)),
        ("2d bins pair", lambda xp: xp.histogram2d(x(xp), y(xp), bins=[3, 5])),
        ("2d edges", lambda xp: xp.histogram2d(x(xp), y(xp), bins=[-4, 0, 1, 8])),
        ("2d edges pair", lambda xp: xp.histogram2d(x(xp), y(xp), bins=[[-5, 0, 5],
                                                                          [-2, 0, 2, 9]])),
        ("2d range", lambda xp: xp.histogram2d(x(xp), y(xp), bins=3, range=[[0, 4], [-3, 3]])),
        ("2d density", lambda xp: xp.histogram2d(x(xp), y(xp), bins=3, density=True)),
        ("2d weights", lambda xp: xp.histogram2d(x(xp), y(xp), bins=4, weights=w(xp))),
        ("2d length", lambda xp: xp.histogram2d(x(xp), y(xp)[:5])),
        ("dd", lambda xp: xp.histogramdd(s(xp))),
        ("dd T", lambda xp: xp.histogramdd(s(xp, "T").T, bins=2)),
        ("dd bins list", lambda xp: xp.histogramdd(s(xp), bins=[2, 3, 4])),
        ("dd mixed bins", lambda xp: xp.histogramdd(s(xp), bins=[2, [-9, 0, 9], 3])),
        ("dd range", lambda xp: xp.histogramdd(s(xp), bins=2, range=[(0, 1), None, (-5, 5)])),
        ("dd density weights", lambda xp: xp.histogramdd(s(xp), bins=3, density=True,
                                                         weights=w(xp, 25))),
        ("dd sequence sample", lambda xp: xp.histogramdd([x(xp), y(xp)], bins=3)),
        ("dd 1-d sample", lambda xp: xp.histogramdd(x(xp), bins=4)),
        ("dd bins length", lambda xp: xp.histogramdd(s(xp), bins=[2, 3])),
        ("dd range length", lambda xp: xp.histogramdd(s(xp), range=[(0, 1)])),
        ("dd bins 0", lambda xp: xp.histogramdd(s(xp), bins=0)),
        ("dd bins float", lambda xp: xp.histogramdd(s(xp), bins=2.5)),
        ("dd bins decreasing", lambda xp: xp.histogramdd(s(xp), bins=[2, [3, 1], 2])),
        ("dd bins 2-d", lambda xp: xp.histogramdd(s(xp), bins=[2, [[1, 2]], 2])),
        ("dd empty", lambda xp: xp.histogramdd(make(xp, (0, 2), dtype), bins=2)),
    ]
    assert_same_cases(xp, cases, rtol=1e-12, atol=1e-12)


def test_histogram_functions_are_native(gp):
    for name in ("bincount", "digitize", "histogram", "histogram_bin_edges", "histogram2d",
                 "histogramdd"):
        assert not getattr(getattr(gp, name), "__gpnumpy_fallback__", False), name
    counts, edges = numpy.histogram(gp.asarray(numpy.arange(10.0)), bins=3)
    assert isinstance(counts, gp.ndarray) and isinstance(edges, gp.ndarray)


def test_histogram_counts_own_their_data(xp):
    # histogram's counts are a new array owning its memory, as NumPy's: with uniform bins they
    # were a slice of the counts it made (base set, OWNDATA false; found by the numpy-ml hunt)
    def body(xp):
        a = xp.asarray(numpy.array([0.5, 1.5, 1.7, 3.0, 9.5, -2.0]))
        rs = [xp.histogram(a)[0], xp.histogram(a, 3, range=(0, 3))[0],
              xp.histogram(a, weights=a)[0], xp.histogram(a, bins=[0, 1, 4, 10])[0],
              xp.histogram(a, 4, density=True)[0]]
        return [(r, r.flags.owndata, r.base is None) for r in rs]
    assert_same(xp, body)
