"""The nan-functions: nansum, nanprod, nancumsum, nancumprod, nanmin, nanmax, nanargmin,
nanargmax, nanmean, nanvar, nanstd, nanmedian, nanpercentile, nanquantile.

Every function runs on NaN-free data of every dtype NumPy accepts (integers have no NaN and take
the plain path) and on float/complex data with NaNs, all-NaN slices and empty inputs.  NumPy's
RuntimeWarnings are checked separately (assert_same silences warnings).
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, FLOAT_DTYPES, INEXACT_DTYPES, assert_same,
                                 assert_same_cases, make, short)

LAYOUTS = ("C", "T", "neg", "slice")
AXES = [None, 0, 1, -1, (0, 1)]
RTOL = {"float16": 5e-3, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5,
        "complex128": 1e-12}


def tol(dtype):
    d = numpy.dtype(dtype).name
    r = RTOL.get(d, 1e-12)
    return {"rtol": r, "atol": r}


def with_nans(xp, shape=(5, 6), dtype="float64", layout="C", seed=0, allnan=None):
    """Data with a NaN every fourth element (of the base), optionally an all-NaN row/column."""
    base = numpy.array(make(numpy, shape, dtype, layout, seed=seed))
    base.reshape(-1)[::4] = numpy.nan
    if allnan == "row":
        base[1] = numpy.nan
    elif allnan == "col":
        base[:, 2] = numpy.nan
    if layout == "T":
        h = numpy.ascontiguousarray(base.T)
        return h.T if xp is numpy else xp.asarray(h).T
    if layout == "neg":
        h = numpy.ascontiguousarray(base[::-1, ::-1])
        return h[::-1, ::-1] if xp is numpy else xp.asarray(h)[::-1, ::-1]
    return base if xp is numpy else xp.asarray(base)


REDUCTIONS = ["nansum", "nanprod", "nanmin", "nanmax", "nanmean", "nanvar", "nanstd",
              "nanmedian"]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", REDUCTIONS)
def test_nan_reductions_plain_data(xp, name, dtype):
    kind = "unit" if name == "nanprod" else "default"
    cases = [(f"{layout} axis={axis} keepdims={keep}",
              lambda xp, layout=layout, axis=axis, keep=keep: getattr(xp, name)(
                  make(xp, (5, 7), dtype, layout, seed=3, kind=kind), axis=axis, keepdims=keep))
             for layout in LAYOUTS for axis in AXES for keep in (False, True)]
    cases.append(("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d", seed=1))))
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
@pytest.mark.parametrize("name", REDUCTIONS)
def test_nan_reductions_with_nans(xp, name, dtype):
    cases = []
    for layout in ("C", "T", "neg"):
        for axis in AXES:
            cases.append((f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          getattr(xp, name)(with_nans(xp, (5, 6), dtype, layout, seed=4),
                                            axis=axis)))
    cases += [
        ("all-NaN row, axis 1", lambda xp: getattr(xp, name)(
            with_nans(xp, dtype=dtype, allnan="row"), axis=1)),
        ("all-NaN column, axis 0 keepdims", lambda xp: getattr(xp, name)(
            with_nans(xp, dtype=dtype, allnan="col"), axis=0, keepdims=True)),
        ("all NaN", lambda xp: getattr(xp, name)(xp.asarray(numpy.full((2, 3), numpy.nan, dtype)))),
        ("3-d two axes", lambda xp: getattr(xp, name)(
            with_nans(xp, (3, 4, 5), dtype, seed=6), axis=(0, 2))),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("name", ["nanargmin", "nanargmax"])
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_nanarg(xp, name, dtype):
    cases = [(f"{layout} axis={axis} keepdims={keep}",
              lambda xp, layout=layout, axis=axis, keep=keep: getattr(xp, name)(
                  make(xp, (5, 7), dtype, layout, seed=3), axis=axis, keepdims=keep))
             for layout in LAYOUTS for axis in (None, 0, 1, -1) for keep in (False, True)]
    if numpy.dtype(dtype).kind in "fc":
        cases += [
            ("nans", lambda xp: getattr(xp, name)(with_nans(xp, dtype=dtype, seed=2))),
            ("nans axis 0", lambda xp: getattr(xp, name)(with_nans(xp, dtype=dtype), axis=0)),
            ("nans T axis 1", lambda xp: getattr(xp, name)(with_nans(xp, dtype=dtype,
                                                                     layout="T"), axis=1)),
            ("all-NaN row", lambda xp: getattr(xp, name)(
                with_nans(xp, dtype=dtype, allnan="row"), axis=1)),
            ("all-NaN row, other axis", lambda xp: getattr(xp, name)(
                with_nans(xp, dtype=dtype, allnan="row"), axis=0)),
        ]
    cases += [("empty axis 0", lambda xp: getattr(xp, name)(make(xp, (0, 3), dtype), axis=0)),
              ("empty axis 1", lambda xp: getattr(xp, name)(make(xp, (0, 3), dtype), axis=1)),
              ("bad axis", lambda xp: getattr(xp, name)(make(xp, (2, 3), dtype), axis=2))]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ["nancumsum", "nancumprod"])
def test_nan_scans(xp, name, dtype):
    kind = "unit" if name == "nancumprod" else "small"
    cases = [(f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis: getattr(xp, name)(
        make(xp, (4, 5), dtype, layout, seed=3, kind=kind), axis=axis))
        for layout in LAYOUTS for axis in (None, 0, 1, -1)]
    cases += [("dtype", lambda xp: getattr(xp, name)(make(xp, (6,), dtype, seed=1, kind=kind),
                                                     dtype="float64")),
              ("empty", lambda xp: getattr(xp, name)(make(xp, (0, 3), dtype), axis=0)),
              ("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d")))]
    if numpy.dtype(dtype).kind in "fc":
        cases += [("nans", lambda xp: getattr(xp, name)(with_nans(xp, (3, 4), dtype), axis=1)),
                  ("nans flat", lambda xp: getattr(xp, name)(with_nans(xp, (3, 4), dtype)))]
    assert_same_cases(xp, cases, **tol(dtype))


def test_nan_reduction_arguments(xp):
    a = lambda xp, dt="float64": with_nans(xp, (4, 6), dt, seed=5)  # noqa: E731
    mask = numpy.array([[True, False, True, True, False, True]] * 4)

    def with_out(xp, name):
        o = xp.full(6, -1.0)
        r = getattr(xp, name)(a(xp), axis=0, out=o)
        return r, o, r is o

    def assigned(xp, func, shape, dtype, **kw):
        o = xp.zeros(shape, dtype)
        data = make(xp, (4, 5), "int32", seed=6)
        r = func(data, *([kw.pop("q")] if "q" in kw else []), axis=0, out=o, **kw)
        return r, o, r is o

    cases = [(f"{name} out", lambda xp, name=name: with_out(xp, name))
             for name in ("nansum", "nanprod", "nanmin", "nanmax", "nanmean", "nanvar", "nanstd",
                          "nanmedian")]
    cases += [
        ("nansum dtype", lambda xp: xp.nansum(a(xp, "float32"), axis=1, dtype="float64")),
        ("nansum initial where", lambda xp: xp.nansum(a(xp), axis=1, initial=2.0,
                                                      where=xp.asarray(mask))),
        ("nanprod initial", lambda xp: xp.nanprod(a(xp), axis=0, initial=0.5)),
        ("nanmin initial", lambda xp: xp.nanmin(a(xp), axis=1, initial=-1.0)),
        ("nanmax where", lambda xp: xp.nanmax(a(xp), axis=1, initial=-10.0,
                                              where=xp.asarray(mask))),
        ("nanmin empty", lambda xp: xp.nanmin(make(xp, (0, 3)), axis=1)),
        ("nanmin empty axis 0", lambda xp: xp.nanmin(make(xp, (0, 3)), axis=0)),
        ("nanmean dtype", lambda xp: xp.nanmean(a(xp, "float16"), axis=0, dtype="float32")),
        ("nanmean int dtype", lambda xp: xp.nanmean(a(xp), dtype="int32")),
        ("nanmean int out", lambda xp: xp.nanmean(a(xp), axis=0, out=xp.zeros(6, "int64"))),
        ("nanmean where", lambda xp: xp.nanmean(a(xp), axis=1, where=xp.asarray(mask))),
        ("nanmean empty", lambda xp: xp.nanmean(make(xp, (0, 3)), axis=0)),
        ("nanvar ddof", lambda xp: xp.nanvar(a(xp), axis=1, ddof=1)),
        ("nanvar ddof too big", lambda xp: xp.nanvar(a(xp), axis=1, ddof=5)),
        ("nanvar correction", lambda xp: xp.nanstd(a(xp), axis=0, correction=1)),
        ("nanvar ddof and correction", lambda xp: xp.nanvar(a(xp), ddof=1, correction=1)),
        ("nanvar where", lambda xp: xp.nanvar(a(xp), axis=1, where=xp.asarray(mask))),
        ("nanvar mean", lambda xp: xp.nanvar(a(xp), axis=1,
                                             mean=xp.nanmean(a(xp), axis=1, keepdims=True))),
        ("nanvar dtype", lambda xp: xp.nanvar(a(xp, "float32"), axis=0, dtype="float64")),
        ("nanvar int dtype", lambda xp: xp.nanvar(a(xp), dtype="int64")),
        ("nanvar empty", lambda xp: xp.nanvar(make(xp, (0, 3)), axis=0)),
        ("nanstd keepdims", lambda xp: xp.nanstd(a(xp), axis=1, keepdims=True)),
        ("nanmedian empty", lambda xp: xp.nanmedian(make(xp, (0, 3)), axis=0)),
        ("nanmedian keepdims out", lambda xp: xp.nanmedian(a(xp), axis=1, keepdims=True,
                                                           out=xp.zeros((4, 1)))),
        ("nanmedian list", lambda xp: xp.nanmedian([1.0, numpy.nan, 3.0, 2.0])),
        ("nanmedian overwrite_input", lambda xp: xp.nanmedian(a(xp), axis=0,
                                                              overwrite_input=True)),
        ("nanmedian int", lambda xp: xp.nanmedian(make(xp, (4, 5), "int16"), axis=1)),
        # data without NaNs (integers): NumPy's nan-functions still assign their out
        # (out[...] = result: broadcast, any cast), where median/percentile write a ufunc's out
        ("nanmedian int out broadcast", lambda xp: assigned(xp, xp.nanmedian, (3, 5), "f8")),
        ("nanmedian int out cast", lambda xp: assigned(xp, xp.nanmedian, (5,), "i2")),
        ("nanmedian int keepdims out", lambda xp: assigned(xp, xp.nanmedian, (1, 5), "u1",
                                                           keepdims=True)),
        ("nanpercentile int out cast", lambda xp: assigned(xp, xp.nanpercentile, (5,), "i2",
                                                           q=30)),
        ("nanquantile int out broadcast", lambda xp: assigned(xp, xp.nanquantile, (2, 5), "f4",
                                                              q=0.3)),
        ("nansum list", lambda xp: xp.nansum([1.0, numpy.nan, 2.0])),
        ("nanmean inf", lambda xp: xp.nanmean(xp.asarray([numpy.inf, numpy.nan, 1.0]))),
    ]
    assert_same_cases(xp, cases, rtol=1e-6, atol=1e-6)


METHODS = ["linear", "lower", "higher", "midpoint", "nearest", "inverted_cdf",
           "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf", "hazen",
           "weibull", "median_unbiased", "normal_unbiased"]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("dtype", FLOAT_DTYPES + ["int16", "uint8"], ids=short)
def test_nanquantile_methods(xp, method, dtype):
    kind = numpy.dtype(dtype).kind
    data = (lambda xp, **kw: with_nans(xp, dtype=dtype, **kw)) if kind == "f" else \
        (lambda xp, **kw: make(xp, (5, 6), dtype, kw.get("layout", "C"), seed=kw.get("seed", 0)))
    cases = []
    for layout in ("C", "T", "neg"):
        for axis in (None, 0, 1, (0, 1)):
            cases.append((f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          xp.nanquantile(data(xp, layout=layout, seed=2), [0.0, 0.3, 0.5, 1.0],
                                         axis=axis, method=method)))
    cases += [
        ("q scalar", lambda xp: xp.nanquantile(data(xp, seed=3), 0.42, axis=1, method=method)),
        ("q float32", lambda xp: xp.nanquantile(data(xp, seed=3),
                                                numpy.array([0.1, 0.8], "float32"), axis=0,
                                                method=method)),
        ("keepdims", lambda xp: xp.nanquantile(data(xp, seed=3), [0.2, 0.6], axis=0,
                                               keepdims=True, method=method)),
        ("percentile", lambda xp: xp.nanpercentile(data(xp, seed=4), [5, 50, 99], axis=1,
                                                   method=method)),
        ("percentile scalar", lambda xp: xp.nanpercentile(data(xp, seed=4), 65,
                                                          method=method)),
    ]
    if kind == "f":
        cases += [
            ("all-NaN row", lambda xp: xp.nanquantile(with_nans(xp, dtype=dtype, allnan="row"),
                                                      0.5, axis=1, method=method)),
            ("all-NaN column", lambda xp: xp.nanpercentile(
                with_nans(xp, dtype=dtype, allnan="col"), [25, 75], axis=0, method=method)),
        ]
    assert_same_cases(xp, cases)


def test_nanquantile_arguments(xp):
    a = lambda xp, dt="float64": with_nans(xp, (4, 6), dt, seed=5)  # noqa: E731

    def with_out(xp):
        o = xp.zeros((2, 4))
        r = xp.nanquantile(a(xp), [0.25, 0.5], axis=1, out=o)
        return r, o, r is o

    def w(xp, shape=(4, 6)):
        h = make(numpy, shape, "float64", seed=12, kind="positive")
        return h if xp is numpy else xp.asarray(h)

    cases = [
        ("out", with_out),
        ("empty", lambda xp: xp.nanquantile(make(xp, (0, 3)), 0.5, axis=0)),
        ("empty percentile", lambda xp: xp.nanpercentile(make(xp, (0, 3)), [50, 60])),
        # (an empty array of any dtype is NumPy's nanmean, q's shape left out: float64 NaNs)
        ("empty int", lambda xp: xp.nanquantile(xp.zeros((0, 3), "int32"), [0.25, 0.5], axis=0)),
        ("empty int all", lambda xp: xp.nanquantile(xp.zeros((0, 2), "uint8"), [0.1, 0.9],
                                                    method="nearest")),
        ("empty bool", lambda xp: xp.nanpercentile(xp.zeros((2, 0), bool), 50, axis=1,
                                                   keepdims=True)),
        ("empty int axes", lambda xp: xp.nanpercentile(xp.zeros((7, 0, 5), "int64"), 0,
                                                       axis=(0, 2), method="nearest")),
        ("q > 1", lambda xp: xp.nanquantile(a(xp), 1.5)),
        ("percentile < 0", lambda xp: xp.nanpercentile(a(xp), [-1, 50])),
        ("complex", lambda xp: xp.nanquantile(make(xp, (4,), "complex128"), 0.5)),
        ("bad method", lambda xp: xp.nanquantile(a(xp), 0.5, method="bogus")),
        ("weights", lambda xp: xp.nanquantile(a(xp), [0.0, 0.3, 1.0], axis=1, weights=w(xp),
                                              method="inverted_cdf")),
        ("weights all", lambda xp: xp.nanquantile(a(xp), 0.4, weights=w(xp),
                                                  method="inverted_cdf")),
        # (1-d weights along an axis of a 2-d array: NumPy 2.4 indexes them per slice and raises
        # IndexError, a NumPy bug; gpnumpy broadcasts them as quantile does.  Not compared.)
        ("weights other method", lambda xp: xp.nanquantile(a(xp), 0.5, weights=w(xp))),
        ("weights negative", lambda xp: xp.nanquantile(a(xp), 0.5, weights=-w(xp),
                                                       method="inverted_cdf")),
    ]
    assert_same_cases(xp, cases)


def _warns(xp, match, fn):
    with pytest.warns(RuntimeWarning, match=match):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", category=UserWarning)   # gpnumpy's FallbackWarning
            with numpy.errstate(all="ignore"):
                fn()


@pytest.mark.parametrize("name,match", [
    ("nanmin", "All-NaN slice"), ("nanmax", "All-NaN slice"), ("nanmean", "Mean of empty slice"),
    ("nanvar", "Degrees of freedom"), ("nanstd", "Degrees of freedom"),
    ("nanmedian", "All-NaN slice")])
def test_nan_warnings(xp, name, match):
    _warns(xp, match, lambda: getattr(xp, name)(with_nans(xp, dtype="float64", allnan="row"),
                                                axis=1))


def test_nanquantile_warns_on_all_nan_slice(xp):
    _warns(xp, "All-NaN slice", lambda: xp.nanquantile(
        with_nans(xp, dtype="float32", allnan="row"), 0.5, axis=1))
    _warns(xp, "All-NaN slice", lambda: xp.nanpercentile(
        xp.asarray(numpy.full(3, numpy.nan)), 50))


def _warning_count(xp, fn):
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        fn()
    return sum(1 for w in got if "All-NaN slice" in str(w.message))


def test_all_nan_warning_once_per_slice(gp):
    # NumPy's nanmedian and nanquantile run per slice: one warning for each all-NaN slice
    # (one where the axis is None or the sample 1-d); nanmin/nanmax warn once
    nan = numpy.full((3, 2), numpy.nan)
    for body in (lambda xp: xp.nanmedian(xp.asarray(nan), axis=0),
                 lambda xp: xp.nanmedian(xp.asarray(nan)),
                 lambda xp: xp.nanmedian(xp.asarray(numpy.full((3, 2, 2), numpy.nan)),
                                         axis=(0, 1)),
                 lambda xp: xp.nanpercentile(xp.asarray(nan), [10, 50], axis=0),
                 lambda xp: xp.nanpercentile(xp.asarray(nan), 50),
                 lambda xp: xp.nanquantile(xp.asarray(nan), 0.5, axis=0,
                                           weights=xp.ones((3, 2)), method="inverted_cdf"),
                 lambda xp: xp.nanmin(xp.asarray(nan), axis=0),
                 lambda xp: xp.nanmax(xp.asarray(numpy.array(["NaT", "NaT"], "M8[D]")))):
        assert _warning_count(gp, lambda: body(gp)) == _warning_count(numpy, lambda: body(numpy))


def _outcomes(calls):
    """Each call's repr and warnings (category, message; FallbackWarning left out), the repr
    taken inside the record: a GPU reports its warnings at the read."""
    res = []
    for f in calls:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = repr(f())
        res.append((r, [(x.category, str(x.message)) for x in w
                        if x.category.__name__ != "FallbackWarning"]))
    return res


def test_nanmedian_middle_two_sums(gp):
    """nanmedian's middle two as NumPy sums them: a reduction ('reduce' errors); short slices
    of an N-d array as masked arrays' median (an odd count's middle one summed twice, float16
    in float16), else as median's mean (an odd count's middle one taken, float16 summed in
    float32)."""
    def run(m):
        calls = [lambda: m.nanmedian(m.array([[m.inf, -m.inf], [1., m.nan]]), axis=1),
                 lambda: m.nanmedian(m.array([m.inf, -m.inf, m.nan])),
                 lambda: m.nanmedian(m.array([1e308, m.nan, 1e308, 1e308])),
                 lambda: m.nanmedian(m.array([[1e308, m.nan, 1e308, 1e308]]), axis=1),
                 lambda: m.nanmedian(m.array([[6e4, m.nan, 6e4]], dtype="f2"), axis=1),
                 lambda: m.nanmedian(m.full((2, 4), 6e4, dtype="f2")),
                 lambda: m.nanmedian(m.full((1, 601), 1e308), axis=1),
                 lambda: m.nanmedian(m.full((3, 3, 2), 1e308), axis=(0, 2)),
                 lambda: m.nanmedian(m.array([[1., 2., 4., 7.], [1, m.nan, 2, 3]]), axis=1)]
        return _outcomes(calls)
    assert run(gp) == run(numpy)


def test_nat_as_nan(xp):
    # NumPy's nanmedian/nanquantile drop NaT as NaN (a datetime64's median still fails: no
    # add); its median/quantile give NaT for a slice that holds one
    td = numpy.array([[1, "NaT", 7, 2], [5, 6, "NaT", "NaT"], ["NaT"] * 4], "m8[h]")
    cases = [
        ("nanmedian", lambda xp: xp.nanmedian(xp.asarray(td), axis=1)),
        ("nanmedian all", lambda xp: xp.nanmedian(xp.asarray(td))),
        ("nanmedian datetime", lambda xp: xp.nanmedian(xp.asarray(td.view("M8[h]")), axis=1)),
        ("nanpercentile", lambda xp: xp.nanpercentile(xp.asarray(td), [10, 50, 90], axis=1)),
        ("nanquantile lower", lambda xp: xp.nanquantile(xp.asarray(td), 0.3, axis=1,
                                                        method="lower")),
        ("nanquantile datetime", lambda xp: xp.nanquantile(xp.asarray(td.view("M8[h]")), 0.5,
                                                           axis=0)),
        ("percentile", lambda xp: xp.percentile(xp.asarray(td), 30, axis=1)),
        ("median", lambda xp: xp.median(xp.asarray(td[:2]), axis=1)),
    ]
    assert_same_cases(xp, cases)


def test_nanargmin_all_nan_raises(xp):
    with pytest.raises(ValueError, match="All-NaN slice"):
        xp.nanargmin(with_nans(xp, dtype="float64", allnan="col"), axis=0)
    with pytest.raises(ValueError, match="All-NaN slice"):
        xp.nanargmax(xp.asarray(numpy.full(3, numpy.nan)))


def test_nanfunctions_are_native(gp):
    for name in ("nansum", "nanprod", "nancumsum", "nancumprod", "nanmin", "nanmax", "nanargmin",
                 "nanargmax", "nanmean", "nanvar", "nanstd", "nanmedian", "nanpercentile",
                 "nanquantile"):
        assert not getattr(getattr(gp, name), "__gpnumpy_fallback__", False), name
    assert isinstance(numpy.nanmean(gp.asarray([1.0, numpy.nan])), gp.ndarray)


def test_nanmedian_all_nan_slice_value(gp):
    # NumPy's 1-d median (axis None, a 1-d array, slices of 600 or more) returns an all-NaN
    # slice's last element: complex(1, nan) stays itself, -nan keeps its sign; its masked
    # median (shorter slices of an N-d array) fills nan+0j
    def run(m):
        c = m.array([[complex(m.nan, 1), complex(1, m.nan)], [complex(2, m.nan), 3]])
        calls = [lambda: m.nanmedian(c[0]),
                 lambda: m.nanmedian(c[:1], axis=None),
                 lambda: m.nanmedian(c, axis=1),
                 lambda: m.nanmedian(m.full((2, 700), complex(1, m.nan)), axis=1),
                 lambda: m.nanmedian(m.full((2, 3, 300), complex(m.nan, 2)), axis=(0, 2)),
                 lambda: m.nanmedian(m.full((2, 3, 300), complex(m.nan, 2)), axis=(1, 2),
                                     keepdims=True),
                 lambda: numpy.signbit(numpy.asarray(m.nanmedian(m.array([m.nan, -m.nan])))),
                 lambda: numpy.signbit(numpy.asarray(
                     m.nanmedian(m.full((2, 600), -m.nan, dtype="f4"), axis=1)))]
        return _outcomes(calls)
    assert run(gp) == run(numpy)


def test_nanmedian_timedelta_masked_median_warnings(gp):
    # NumPy's masked median (slices shorter than 600 of an N-d array) makes its fill value,
    # np.timedelta64("NaT"), at every call: NumPy 2.5's generic-unit DeprecationWarning after
    # the All-NaN ones, with or without NaT in the data; its 1-d median gives none
    def run(m):
        calls = [lambda: m.nanmedian(m.array([[1, 2], [3, 4]], "m8[s]"), axis=1),
                 lambda: m.nanmedian(m.array([["NaT", "NaT"], [3, "NaT"]], "m8[ms]"), axis=1),
                 lambda: m.nanmedian(m.array([[["NaT", 5]]] * 2, "m8[D]"), axis=(0, 1),
                                     keepdims=True),
                 lambda: m.nanmedian(m.array(["NaT", "NaT"], "m8[s]")),
                 lambda: m.nanmedian(m.array([["NaT", 1]], "m8[s]")),
                 lambda: m.nanmedian(m.full((2, 600), 7, "m8[s]"), axis=1)]
        return _outcomes(calls)
    assert run(gp) == run(numpy)


def test_nanmedian_complex_infinities(gp):
    # NumPy's 1-d median divides the middle one of an odd count by 1 and the middle two's sum
    # by 2 as its scalars do: complex(inf, 0.5) / 1 is inf+nanj with "invalid value
    # encountered in scalar divide"; an all-NaN slice computes nothing (complex(nan, inf) gives
    # no warning), in the 1-d and in the masked median
    def run(m):
        inf, nan = m.inf, m.nan
        calls = [lambda: m.nanmedian(m.array([complex(inf, 0.5)])),
                 lambda: m.nanmedian(m.array([complex(inf, 0.5), nan, 3 - 1j]), axis=0),
                 lambda: m.nanmedian(m.array([complex(1, inf), 2j, 5j, -1j]), axis=0),
                 lambda: m.nanmedian(m.array([complex(-inf, 1)], "complex64")),
                 lambda: m.nanmedian(m.array([[complex(nan, inf), complex(-inf, nan)]])),
                 lambda: m.nanmedian(m.array([[complex(nan, inf), complex(1, 1)],
                                              [complex(nan, -inf), complex(nan, inf)]]), axis=1),
                 lambda: m.nanmedian(m.array([[complex(inf, 1)] * 3, [3 + 1j, -2j, 1]]), axis=1),
                 lambda: m.nanmedian(m.array([-0.0, nan, 5.0, -0.0])),
                 lambda: m.nanmedian(m.array([[6e4, 6e4, nan]], "float16"), axis=1)]
        return _outcomes(calls)
    assert run(gp) == run(numpy)


def test_nan_quantiles_assign_a_scalar_result_into_out(gp):
    """NumPy's nanmedian/nanquantile write out with ``out[...] = result``: their one-slice path
    (axis None, 1-d data, several axes merged) gives a scalar, assigned as an element is (a
    value out of an integer out's range, an infinity or a NaN raise); along an axis an
    array, cast unsafely."""
    def run(m):
        u2 = m.asarray(numpy.array([65535, 65535], "uint16"))
        h = m.asarray(numpy.array([[numpy.nan, numpy.inf, numpy.nan]], "float16"))
        f = m.asarray(numpy.array([[numpy.nan, 1.5], [numpy.nan, 300.0]]))
        calls = [lambda: m.nanmedian(u2, out=m.zeros((), "int16")),
                 lambda: m.nanmedian(u2.reshape(2, 1), axis=(0, 1), out=m.zeros((), "int16")),
                 lambda: m.nanmedian(u2.reshape(2, 1), axis=0, out=m.zeros(1, "int16")),
                 lambda: m.nanmedian(h, out=m.zeros((), "int16")),
                 lambda: m.nanquantile(h, 0.5, keepdims=True, out=m.zeros((1, 1), "int64")),
                 lambda: m.nanquantile(f, 0.5, axis=1, out=m.zeros(2, "int16")),
                 lambda: m.nanquantile(f[:, 0], 0.5, out=m.zeros((), "uint8")),
                 lambda: m.nanpercentile(f, [50, 20], out=m.zeros(2, "uint8")),
                 lambda: m.nanpercentile(f, 50, out=m.zeros(3, "uint8")),
                 lambda: m.nanpercentile(u2, 50, out=m.zeros((), "bool")),
                 lambda: m.nanmedian(f, out=m.zeros((), "uint8"))]
        res = []
        for c in calls:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    r = c()
                    res.append((repr(r), r.dtype.name))
                except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                    res.append((type(e).__name__, str(e)))
        return res
    assert run(gp) == run(numpy)


def test_nanmedian_of_datetimes_only_nat(xp):
    # NumPy's one-slice median of only NaT returns the slice's last element before any
    # arithmetic (datetimes refuse the sum of the middle two: their TypeError otherwise)
    nat = numpy.iinfo(numpy.int64).min
    x = numpy.array([[nat, nat], [nat, nat]]).view("M8[s]")
    y = numpy.array([[nat, nat], [3, 5]]).view("M8[s]")
    assert_same_cases(xp, [
        ("1-d", lambda xp: xp.nanmedian(xp.asarray(x[0]))),
        ("axis -1 of 1-d", lambda xp: xp.nanmedian(xp.asarray(x[0]), axis=-1)),
        ("all axes", lambda xp: xp.nanmedian(xp.asarray(x))),
        ("merged axes", lambda xp: xp.nanmedian(xp.asarray(x), axis=(0, 1), keepdims=True)),
        ("out", lambda xp: xp.nanmedian(xp.asarray(x[0]), out=xp.zeros((), "M8[ms]"))),
        ("long slices", lambda xp: xp.nanmedian(
            xp.asarray(numpy.full((2, 700), nat).view("M8[D]")), axis=1)),
        ("values", lambda xp: xp.nanmedian(xp.asarray(y))),
        ("along an axis", lambda xp: xp.nanmedian(xp.asarray(x), axis=1)),
    ])


def test_nanquantile_float16_all_nan_first_slice(xp):
    # NumPy's all-NaN sample is np.full(q.shape, nan) in the sample's dtype; apply_along_axis
    # makes the result in the first slice's: float16 interpolated at a q array is float16
    # where the first slice is all NaN (the other slices rounded to it), float64 else
    x = numpy.array([[numpy.nan, numpy.nan, numpy.nan], [0.1, 1.7, 2.3]], "float16")
    cases = [
        ("all nan", lambda xp: xp.nanquantile(xp.asarray(x[0]), [0.1, 0.9])),
        ("first slice", lambda xp: xp.nanquantile(xp.asarray(x), [0.1, 0.9], axis=1)),
        ("second slice", lambda xp: xp.nanquantile(xp.asarray(x[::-1]), [0.1, 0.9], axis=1)),
        ("percentile", lambda xp: xp.nanpercentile(xp.asarray(x), [10, 33], axis=-1,
                                                   method="hazen", keepdims=True)),
        ("not interpolated", lambda xp: xp.nanquantile(xp.asarray(x), [0.5], axis=1,
                                                       method="lower")),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["float16", "float32"])
@pytest.mark.parametrize("q", [numpy.float64(0.3), numpy.float32(0.3), numpy.array(0.3)],
                         ids=["f8", "f4", "0-d"])
def test_nanquantile_all_nan_at_a_scalar_q_keeps_the_sample_dtype(xp, q, dtype):
    # a scalar q wider than the sample: an all-NaN slice's quantile is its last NaN (NumPy's
    # arr[-1], the sample's dtype); along an axis, apply_along_axis takes the first slice's
    x = numpy.array([[numpy.nan, numpy.nan], [0.1, 1.7]], dtype)
    cases = [
        ("1-d", lambda xp: xp.nanquantile(xp.asarray(x[0]), q)),
        ("axis None", lambda xp: xp.nanquantile(xp.asarray(x[:1]), q)),
        ("first slice", lambda xp: xp.nanquantile(xp.asarray(x), q, axis=1)),
        ("second slice", lambda xp: xp.nanquantile(xp.asarray(x[::-1]), q, axis=1)),
        ("keepdims", lambda xp: xp.nanquantile(xp.asarray(x), q, axis=-1, keepdims=True)),
        ("percentile", lambda xp: xp.nanpercentile(xp.asarray(x[0]), q * 100, method="hazen")),
        ("median", lambda xp: xp.nanmedian(xp.asarray(x[0]))),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128"])
@pytest.mark.parametrize("name", REDUCTIONS + ["nanpercentile", "nanquantile"])
def test_nan_functions_of_scalars(xp, name, dtype):
    # an element read and a reduction's result are scalars (NumPy's take them as 0-d arrays);
    # nanvar/nanstd of one raised TypeError, nanpercentile fell back to the host
    if name in ("nanpercentile", "nanquantile") and dtype == "complex128":
        pytest.skip("NumPy's quantiles refuse complex data (tested with the plain data)")
    q = {"nanpercentile": (30,), "nanquantile": (0.3,)}.get(name, ())
    cases = [
        ("element", lambda xp: getattr(xp, name)(make(xp, (4,), dtype, seed=1)[2], *q)),
        ("reduction", lambda xp: getattr(xp, name)(make(xp, (4,), dtype, seed=1).sum(), *q)),
        ("NaN element", lambda xp: getattr(xp, name)(
            xp.asarray(numpy.array([1, numpy.nan], dtype))[1], *q)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


def test_ufunc_dtype_given_as_a_dtype_class(xp, monkeypatch):
    # (NumPy's quantile passes dtype=type(res.dtype): the DType class)
    a = lambda xp: make(xp, (5,), "float64", seed=3)  # noqa: E731
    cases = [
        ("float64", lambda xp: xp.subtract(a(xp), 1.5, dtype=type(numpy.dtype("f8")))),
        ("float32", lambda xp: xp.add(a(xp), a(xp), dtype=type(numpy.dtype("f4")))),
        ("datetime units", lambda xp: xp.subtract(
            xp.asarray(numpy.array([3, 4], "M8[s]")), xp.asarray(numpy.array([1, 2], "m8[ms]")),
            dtype=type(numpy.dtype("M8[s]")))),
    ]
    assert_same_cases(xp, cases)
    if xp is not numpy:  # (gpnumpy's own ufuncs, not NumPy's on host copies)
        from gpnumpy._core import ufunc

        def refuse(*args, **kwargs):
            raise AssertionError("NumPy's ufunc on host copies")
        monkeypatch.setattr(ufunc, "fallback_call", refuse)
        for _, f in cases:
            f(xp)
        xp.nanpercentile(make(xp, (4,), "float64", seed=1)[2], 30)


_NAN_EXTREME_INPUTS = [
    ("list", lambda m: [numpy.nan, numpy.nan]),
    ("list 2-d", lambda m: [[numpy.nan, 1.0], [numpy.nan, numpy.nan]]),
    ("python float", lambda m: float("nan")),
    ("host float32 scalar", lambda m: numpy.float32("nan")),
    ("scalar of an index", lambda m: m.asarray([numpy.nan, 1.0])[0]),
    ("array", lambda m: m.asarray([[numpy.nan, 1.0], [numpy.nan, numpy.nan]])),
    ("complex list", lambda m: [complex(numpy.nan, 0), complex(numpy.nan, 1)]),
    ("NaT scalar of an index", lambda m: m.asarray(numpy.array(["NaT"], "M8[D]"))[0]),
    ("NaT list", lambda m: [numpy.datetime64("NaT", "D")]),
    ("NaT array", lambda m: m.asarray(numpy.array(["NaT"], "M8[D]"))),
]


@pytest.mark.parametrize("func", ["nanmin", "nanmax"])
@pytest.mark.parametrize("kw", [{}, {"axis": 0}, {"axis": -1, "keepdims": True}, {"initial": 5.0}],
                         ids=["none", "axis", "keepdims", "initial"])
@pytest.mark.parametrize("label, make_input", _NAN_EXTREME_INPUTS,
                         ids=[c[0] for c in _NAN_EXTREME_INPUTS])
def test_nan_extreme_of_other_than_an_array(xp, func, kw, label, make_input):
    # NumPy's nanmin/nanmax of its own array: fmin/fmax, "All-NaN slice encountered" for NaN
    # or NaT results; of anything else: NaN back in each all-NaN slice (initial= or not),
    # "All-NaN axis encountered", and nothing for NaT
    def run(m):
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            try:
                r = getattr(m, func)(make_input(m), **kw)
                out = (type(r).__name__, str(r.dtype), numpy.asarray(r).astype(str).tolist())
            except Exception as exc:  # noqa: BLE001 (the exception's type is compared)
                out = type(exc).__name__
        return out, [str(w.message) for w in seen if w.category.__name__ != "FallbackWarning"]
    assert run(xp) == run(numpy)


@pytest.mark.parametrize("func", ["nanmin", "nanmax"])
@pytest.mark.parametrize("shape", [(1,), (2, 1)], ids=str)
def test_nan_extreme_of_a_list_into_out(xp, func, shape):
    # the all-NaN slices of a list's answer are NaN in out= itself (0-d or not)
    def body(m):
        values = numpy.full(shape, numpy.nan).tolist()
        out = m.zeros(shape[:-1])
        r = getattr(m, func)(values, axis=-1, out=out)
        return r is out, out
    assert_same(xp, body)
