"""Statistics: var, std, ptp, count_nonzero, average, median, percentile, quantile, cov, corrcoef,
and the differences diff/ediff1d (Mathematical functions).

Results that are sums are compared with a tolerance for their dtype: the device sums in a tree,
NumPy pairwise.  Order statistics (median of odd counts, quantile's discrete methods) are exact.
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, NUMERIC_DTYPES, assert_same, assert_same_cases,
                                 is_cuda_device, make, short)

LAYOUTS = ("C", "T", "neg", "slice")
AXES = [None, 0, 1, -1, (0, 1)]
RTOL = {"float16": 5e-3, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5,
        "complex128": 1e-12}
ATOL = {"float16": 5e-3, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5,
        "complex128": 1e-12}


def tol(dtype):
    """Tolerance for a result computed from sums of ``dtype`` data (float64 for integers)."""
    d = numpy.dtype(dtype).name
    if d not in RTOL:
        d = "float64"
    return {"rtol": RTOL[d], "atol": ATOL[d]}


def nan_data(xp, shape=(5, 6), dtype="float64", seed=0, allnan_row=None):
    h = make(numpy, shape, dtype, seed=seed)
    h = numpy.array(h)
    flat = h.reshape(-1)
    flat[::4] = numpy.nan
    if allnan_row is not None:
        h[allnan_row] = numpy.nan
    return h if xp is numpy else xp.asarray(h)


# ------------------------------------------------------------------------------------- var / std
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ["var", "std"])
def test_var_std_layouts_axes(xp, name, dtype):
    cases = []
    for layout in LAYOUTS:
        for axis in AXES:
            for keep in (False, True):
                cases.append((f"{layout} axis={axis} keepdims={keep}",
                              lambda xp, layout=layout, axis=axis, keep=keep: getattr(xp, name)(
                                  make(xp, (5, 7), dtype, layout, seed=3), axis=axis,
                                  keepdims=keep)))
    cases += [
        ("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d", seed=1))),
        ("ddof=1", lambda xp: getattr(xp, name)(make(xp, (5, 7), dtype, seed=2), axis=0, ddof=1)),
        ("correction=1.5", lambda xp: getattr(xp, name)(make(xp, (5, 7), dtype, seed=2), axis=1,
                                                        correction=1.5)),
        ("method", lambda xp: getattr(make(xp, (5, 7), dtype, seed=4), name)(axis=1, ddof=2)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("name", ["var", "std"])
def test_var_std_arguments(xp, name):
    a = lambda xp, dt="float64": make(xp, (4, 6), dt, seed=6)  # noqa: E731
    mask = numpy.array([[True, False, True, True, False, True]] * 4)
    mask[2] = False
    f = lambda xp, *args, **kw: getattr(xp, name)(*args, **kw)  # noqa: E731

    def with_out(xp):
        o = xp.asarray(numpy.full(6, -1.0))
        r = f(xp, a(xp), axis=0, out=o)
        return r, o, r is o

    def with_mean(xp):
        x = a(xp)
        return f(xp, x, axis=1, mean=xp.mean(x, axis=1, keepdims=True))

    cases = [
        ("out", with_out),
        ("out float32", lambda xp: f(xp, a(xp), axis=1, out=xp.zeros(4, "float32"))),
        ("dtype float32", lambda xp: f(xp, a(xp), axis=0, dtype="float32")),
        ("int dtype float32", lambda xp: f(xp, a(xp, "int16"), dtype="float32")),
        ("float16 input", lambda xp: f(xp, a(xp, "float16"), axis=1)),
        ("complex is real", lambda xp: f(xp, a(xp, "complex64"), axis=0)),
        ("where", lambda xp: f(xp, a(xp), axis=1, where=xp.asarray(mask))),
        ("where all", lambda xp: f(xp, a(xp), where=xp.asarray(mask))),
        ("where keepdims", lambda xp: f(xp, a(xp), axis=0, where=xp.asarray(mask), keepdims=True)),
        ("mean=", with_mean),
        ("ddof too big", lambda xp: f(xp, a(xp), axis=0, ddof=4)),
        ("ddof and correction", lambda xp: f(xp, a(xp), ddof=1, correction=1)),
        ("empty", lambda xp: f(xp, make(xp, (0, 3), "float64"), axis=0)),
        ("empty all", lambda xp: f(xp, make(xp, (0, 3), "float64"))),
        ("bad axis", lambda xp: f(xp, a(xp), axis=2)),
        ("list", lambda xp: f(xp, [1, 2, 3, 4.5])),
    ]
    assert_same_cases(xp, cases, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("name", ["var", "std"])
def test_var_warns_on_degrees_of_freedom(xp, name):
    with pytest.warns(RuntimeWarning, match="Degrees of freedom"):
        getattr(xp, name)(xp.asarray(numpy.ones(3)), ddof=3)


def _warned(body):
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        # (repr inside: on a GPU the floating-point warnings arrive when the value is read)
        text = repr(body())
    return text, [(w.category.__name__, str(w.message)) for w in got]


EMPTY_MEANS = [
    ("mean", lambda xp: xp.mean(xp.asarray(numpy.zeros(0)))),
    ("mean f4", lambda xp: xp.mean(xp.asarray(numpy.zeros(0, "f4")))),
    ("mean f2", lambda xp: xp.mean(xp.asarray(numpy.zeros(0, "f2")))),
    ("mean method", lambda xp: xp.asarray(numpy.zeros(0)).mean()),
    ("mean axis", lambda xp: xp.mean(xp.asarray(numpy.zeros((0, 3))), axis=0)),
    ("mean where", lambda xp: xp.mean(xp.asarray([1., 2.]), where=xp.asarray([False, False]))),
    ("mean where axis", lambda xp: xp.mean(xp.asarray(numpy.ones((2, 2))), axis=0,
                                           where=xp.asarray([[True, False]] * 2))),
    ("median", lambda xp: xp.median(xp.asarray(numpy.zeros(0)))),
    ("var", lambda xp: xp.var(xp.asarray(numpy.zeros(0)))),
    ("std f4", lambda xp: xp.std(xp.asarray(numpy.zeros(0, "f4")))),
    ("var axis", lambda xp: xp.var(xp.asarray(numpy.zeros((0, 3))), axis=0)),
    ("var ddof", lambda xp: xp.var(xp.asarray([1., 2.]), ddof=2)),
    ("var int", lambda xp: xp.var(xp.asarray(numpy.zeros(0, "i8")))),
    ("mean dtype f4", lambda xp: xp.mean(xp.asarray([1., 2., 4.]), dtype=xp.float32)),
]


@pytest.mark.parametrize("label,body", EMPTY_MEANS, ids=[c[0] for c in EMPTY_MEANS])
def test_mean_var_warnings_and_scalars(xp, label, body):
    """NumPy's warnings ("Mean of empty slice", "... in scalar divide" where NumPy's scalar math
    divides, "... in divide" where a float32 scalar meets the intp count) and results (scalars,
    their repr) of mean and var with nothing or too little to average."""
    assert _warned(lambda: body(xp)) == _warned(lambda: body(numpy))


# ---------------------------------------------------------------------------- ptp, count_nonzero
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_ptp(xp, dtype):
    cases = [(f"{layout} axis={axis} keepdims={keep}",
              lambda xp, layout=layout, axis=axis, keep=keep: xp.ptp(
                  make(xp, (5, 7), dtype, layout, seed=5), axis=axis, keepdims=keep))
             for layout in LAYOUTS for axis in AXES for keep in (False, True)]
    cases += [("out", lambda xp: xp.ptp(make(xp, (5, 7), dtype, seed=5), axis=0,
                                        out=xp.zeros(7, dtype))),
              ("empty", lambda xp: xp.ptp(make(xp, (0, 3), dtype))),
              ("empty axis 0", lambda xp: xp.ptp(make(xp, (0, 3), dtype), axis=0))]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_count_nonzero(xp, dtype):
    cases = [(f"{layout} axis={axis} keepdims={keep}",
              lambda xp, layout=layout, axis=axis, keep=keep: xp.count_nonzero(
                  make(xp, (5, 7), dtype, layout, seed=5, kind="small"), axis=axis, keepdims=keep))
             for layout in LAYOUTS for axis in AXES for keep in (False, True)]
    cases += [("empty", lambda xp: xp.count_nonzero(make(xp, (0, 3), dtype), axis=1)),
              ("0-d", lambda xp: xp.count_nonzero(make(xp, (), dtype, "0d", seed=3))),
              ("bad axis", lambda xp: xp.count_nonzero(make(xp, (2, 3), dtype), axis=3))]
    assert_same_cases(xp, cases)


def test_count_nonzero_special_values(xp):
    cases = [("float", lambda xp: xp.count_nonzero(xp.asarray([0.0, -0.0, numpy.nan, 1e-300]))),
             ("complex", lambda xp: xp.count_nonzero(xp.asarray([0j, 1j, 1 + 0j, -0.0 + 0j]))),
             ("list", lambda xp: xp.count_nonzero([[0, 1], [2, 0]], axis=0))]
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------------------------- average
@pytest.mark.parametrize("dtype", NUMERIC_DTYPES + ["bool"], ids=short)
def test_average(xp, dtype):
    a = lambda xp: make(xp, (4, 5), dtype, seed=7)  # noqa: E731
    w = lambda xp, shape=(4, 5), dt="float64": make(xp, shape, dt, seed=8, kind="positive")  # noqa
    cases = [
        ("plain", lambda xp: xp.average(a(xp))),
        ("axis 0", lambda xp: xp.average(a(xp), axis=0)),
        ("axis T", lambda xp: xp.average(make(xp, (4, 5), dtype, "T", seed=7), axis=1)),
        ("returned", lambda xp: xp.average(a(xp), axis=1, returned=True)),
        ("keepdims", lambda xp: xp.average(a(xp), axis=1, keepdims=True)),
        ("weights full", lambda xp: xp.average(a(xp), weights=w(xp))),
        ("weights full axis", lambda xp: xp.average(a(xp), axis=0, weights=w(xp))),
        ("weights 1-d", lambda xp: xp.average(a(xp), axis=1, weights=w(xp, (5,)))),
        ("weights 1-d axis 0 returned", lambda xp: xp.average(a(xp), axis=0, weights=w(xp, (4,)),
                                                              returned=True)),
        ("weights 2 axes", lambda xp: xp.average(a(xp), axis=(1, 0), weights=w(xp, (5, 4)))),
        ("weights int32", lambda xp: xp.average(a(xp), axis=0, weights=w(xp, (4,), "int32"))),
        ("weights float32 keepdims", lambda xp: xp.average(a(xp), axis=1, weights=w(xp, (5,),
                                                           "float32"), keepdims=True,
                                                           returned=True)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


def test_average_errors(xp):
    a = lambda xp: make(xp, (4, 5), "float64", seed=7)  # noqa: E731
    cases = [
        ("shape without axis", lambda xp: xp.average(a(xp), weights=xp.ones(5))),
        ("wrong shape", lambda xp: xp.average(a(xp), axis=1, weights=xp.ones(4))),
        ("zero sum", lambda xp: xp.average(a(xp), axis=1, weights=xp.asarray([1., -1, 0, 0, 0]))),
        ("bad axis", lambda xp: xp.average(a(xp), axis=2)),
        ("empty", lambda xp: xp.average(make(xp, (0, 3), "float64"), axis=1)),
        # (timedelta64 is an np.integer: its result dtype takes float64 in, which fails)
        ("timedelta weights", lambda xp: xp.average(xp.asarray(numpy.array([1, 4], "m8[D]")),
                                                    weights=[1, 3])),
    ]
    assert_same_cases(xp, cases)


def test_mean_dtype_keeps_the_sums_type(xp):
    # NumPy's ret.dtype.type(ret / rcount): a timedelta64 sum (its dtype= selects no loop)
    # stays a timedelta64; an integer dtype truncates
    td = lambda xp: xp.asarray(numpy.array([[1, 4], [2, 2]], "m8[D]"))  # noqa: E731
    assert_same_cases(xp, [
        ("timedelta float", lambda xp: td(xp).mean(dtype=float)),
        ("timedelta axis", lambda xp: td(xp).mean(axis=1, dtype="f4")),
        ("int dtype", lambda xp: xp.asarray([1, 4]).mean(dtype=int)),
        ("int8 axis", lambda xp: xp.asarray([[1, 4], [3, 3]]).mean(axis=1, dtype="int8")),
        ("float32", lambda xp: xp.asarray([1, 4]).mean(dtype="float32")),
    ])


def test_mean_divides_by_a_typed_count(xp):
    # NumPy's count is an intp, a typed operand: complex64 sums are divided in complex128 and
    # cast back (9 / 5 is 1.8 there; complex64's own division gives 1.8000001)
    c8 = lambda xp: xp.asarray([[1, -3, 4, 0, 7], [2, 2, 1, 0, 5]], "complex64")  # noqa: E731
    assert_same_cases(xp, [
        ("axis", lambda xp: c8(xp).mean(axis=1)),
        ("full", lambda xp: c8(xp)[0].mean()),
        ("keepdims", lambda xp: xp.mean(c8(xp)[:, :3], axis=0, keepdims=True)),
        ("out", lambda xp: c8(xp).mean(axis=1, out=xp.zeros(2, "complex64"))),
        ("dtype", lambda xp: c8(xp).real.mean(axis=1, dtype="complex64")),
        ("average", lambda xp: xp.average(c8(xp), axis=1)),
        # float16 sums by a count float16 does not hold (3001): NumPy's is exact
        ("float16 sums", lambda xp: (lambda h: (h.mean(dtype="f2"),
                                                h.reshape(1, -1).mean(axis=1, dtype="f2")))(
            xp.concatenate([xp.asarray([1500.0], "f2"), xp.zeros(3000, "f2")]))),
    ])


def test_average_returned_scalars(gp):
    """returned=True gives the sum of weights as NumPy's ``avg.dtype.type(...)``: a scalar (not a
    0-d array) where the average is one, an array where keepdims or an axis leave it one."""
    for kw in ({}, {"axis": (0, 1)}, {"keepdims": True}, {"axis": 1}):
        got = gp.average(gp.arange(6.).reshape(2, 3), returned=True, **kw)
        want = numpy.average(numpy.arange(6.).reshape(2, 3), returned=True, **kw)
        assert [repr(x) for x in got] == [repr(x) for x in want], kw
        assert [numpy.ndim(x) for x in got] == [numpy.ndim(x) for x in want], kw
    got = gp.average(gp.arange(3.), axis=0, returned=True)
    assert repr(got) == repr(numpy.average(numpy.arange(3.), axis=0, returned=True))
    assert gp.isscalar(got[1])


def test_quantile_scalar_q_result_kinds(gp):
    """A scalar q over the whole sample: NumPy's NaN shortcut returns its scalar (arr[-1]), and
    its weighted inverted_cdf a 0-d array (np.empty_like(arr, shape=())), NaN or not."""
    def run(m):
        a, an = m.array([7., 1., 3., 9., 4.]), m.array([7., 1., m.nan, 9., 4.])
        w = dict(weights=m.ones(5), method="inverted_cdf")
        return [m.percentile(an, 50), m.quantile(an, 0.5, method="lower"),
                m.quantile(an.reshape(5, 1), 0.5), m.percentile(an, 50, keepdims=True),
                m.quantile(a, 0.5, **w), m.quantile(a.reshape(1, 5), 0.5, weights=m.ones((1, 5)),
                                                    method="inverted_cdf"),
                m.quantile(an, 0.5, **w), m.nanquantile(an, 0.5, **w),
                m.quantile(m.arange(5), 0.5, **w), m.quantile(a, 0.5, keepdims=True, **w),
                m.nanquantile(m.array([m.nan, m.nan]), 0.5, weights=[1, 1],
                              method="inverted_cdf")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)   # (the all-NaN slice's)
        pairs = list(zip(run(gp), run(numpy)))
    for got, want in pairs:
        assert repr(got) == repr(want) and gp.isscalar(got) == numpy.isscalar(want)


def test_quantile_out_cast_error(gp):
    """An interpolated quantile into an integer out: NumPy's lerp writes it with add, whose
    UFuncTypeError (type and text) gpnumpy gives; the discrete methods cast unsafely."""
    def run(m):
        a = m.arange(6.).reshape(2, 3)
        calls = [lambda: m.percentile(a, 50, axis=1, out=m.empty(2, m.int64)),
                 lambda: m.quantile(a, 0.5, axis=1, out=m.empty(2, m.int64), method="hazen"),
                 lambda: m.quantile(a.astype("f4"), [0.5], axis=1, out=m.empty((1, 2), m.int8)),
                 lambda: m.quantile(a, 0.5, axis=1, out=m.empty(2, m.int64), method="lower"),
                 lambda: m.median(a, axis=1, out=m.empty(2, m.int64))]
        res = []
        for c in calls:
            try:
                res.append(repr(c()))
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                res.append((type(e).__name__, str(e)))
        return res
    assert run(gp) == run(numpy)


def _outcomes_and_warnings(calls):
    res = []
    for c in calls:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            try:
                r = c()
                res.append((repr(r), str(numpy.asarray(r).dtype)))
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                res.append((type(e).__name__, str(e)))
        res.append(sorted({(x.category.__name__, str(x.message)) for x in w
                           if x.category.__name__ != "FallbackWarning"}))
    return res


def test_quantile_take_methods_write_out_as_take(gp):
    """The methods without interpolation write out= with NumPy's take(arr, ..., out=out): its
    check of out's dtype (2.4: a TypeError where the sample cannot cast back safely; 2.5: the
    ComplexWarning of out cast into the sample's dtype, the deprecation of a change of kind)."""
    def run(m):
        a = m.asarray(numpy.array([1.5, 2.0, 3.0, 0.5]))
        u = m.asarray(numpy.array([5, 2], "uint16"))
        return _outcomes_and_warnings([
            lambda: m.quantile(a, 0.4, method="higher", out=m.zeros((), "int64")),
            lambda: m.quantile(a, 0.4, method="lower", out=m.zeros((), "complex64")),
            lambda: m.percentile(u, 40, method="nearest", out=m.zeros((), "complex128")),
            lambda: m.quantile(u, 0, out=m.zeros((), "complex128")),
            lambda: m.quantile(a, [0.2, 0.9], method="inverted_cdf", out=m.zeros(2, "c16")),
            lambda: m.quantile(a, 0.4, method="lower", out=m.zeros((), "float32")),
            lambda: m.quantile(a.reshape(2, 2), 0.5, axis=1, method="closest_observation",
                               out=m.zeros(2, "int8")),
        ])
    assert run(gp) == run(numpy)


def test_quantile_interpolates_into_out_in_its_dtype(gp):
    """NumPy's lerp adds into quantile's out= (a same_kind cast) and subtracts, where t >=
    0.5, with dtype=type(out.dtype): those elements are computed in out's dtype (float32
    samples into a float64 or complex out keep float64's digits, float64 ones into float32
    are rounded there)."""
    def run(m):
        a32 = m.asarray(numpy.array([[-3., -0., -1., -1.], [2., -2.5, 0.5, -2.5]], "f4"))
        a64 = m.asarray(numpy.array([[-3., 0.1, -1.3, -1.], [2., -2.5, 0.7, -2.5]]))
        return _outcomes_and_warnings([
            lambda: m.quantile(a32, 0.333, axis=-1, out=m.zeros(2, "c16")),
            lambda: m.quantile(a32, 0.9, axis=-1, out=m.zeros(2, "f8")),
            lambda: m.quantile(a32, [0.2, 0.7], axis=-1, method="weibull",
                               out=m.zeros((2, 2), "f8")),
            lambda: m.quantile(a64, 0.9, axis=-1, out=m.zeros(2, "f4")),
            lambda: m.quantile(a64, 0.333, method="hazen", out=m.zeros((), "f2")),
            lambda: m.percentile(a32, 61, axis=0, out=m.zeros(4, "c8")),
            lambda: m.quantile(a64, 0.9, axis=-1, out=m.zeros(2, "i8")),
        ])
    assert run(gp) == run(numpy)


def test_quantile_integer_scalar_subtract_overflow(gp):
    """NumPy interpolates a scalar q of one slice with scalars (the nan-functions one slice at
    a time): an integer difference that overflows warns 'overflow encountered in scalar
    subtract' (and raises under errstate(over='raise')); arrays of slices (quantile along an
    axis, an array q) wrap silently."""
    def run(m):
        i2 = m.asarray(numpy.array([-32768, 32767, 2], "int16"))
        u1 = m.asarray(numpy.array([[5, 250, 3], [1, 2, 3]], "uint8"))
        i1 = m.asarray(numpy.array([[5, -128, 127], [1, 2, 3]], "int8"))
        calls = [lambda: m.quantile(i2, 0.25), lambda: m.nanquantile(i2, 0.25),
                 lambda: m.nanpercentile(i2, 25, axis=(0,)), lambda: m.quantile(i2, [0.25]),
                 lambda: m.nanquantile(u1, 0.25, axis=0), lambda: m.quantile(u1, 0.25, axis=0),
                 lambda: m.nanquantile(i1, 0.25, axis=-1, method="hazen"),
                 lambda: m.nanquantile(i1, [0.25], axis=-1), lambda: m.nanmedian(i1, axis=0),
                 lambda: m.nanquantile(i1.astype("int64"), 0.25, axis=0)]
        res = _outcomes_and_warnings(calls)
        with numpy.errstate(over="raise"):
            res += _outcomes_and_warnings(calls[4:5])
        return res
    assert run(gp) == run(numpy)


def test_quantile_out_shape_errors(gp):
    """An out of another shape: NumPy's messages differ by how each method writes it (the
    interpolation is a ufunc's out=, which a larger out broadcasts; the other methods take with
    the exact shape; weights their own message; the nan-functions assign into out), and a NaN
    slice is copied into out with same_kind casting (an integer out of the discrete methods)."""
    def run(m):
        a = m.arange(24.).reshape(2, 3, 4)
        n = a.copy()
        n[0, 0, 0] = m.nan
        res = []
        for f, x in ((m.percentile, a), (m.percentile, n), (m.nanpercentile, n)):
            for method in ("linear", "hazen", "lower", "inverted_cdf"):
                for o in ((3,), (2, 3, 1), (3, 2), (2, 2, 3), (2, 3)):
                    for dt in ("f8", "i8"):
                        out = m.zeros(o, dt)
                        try:
                            f(x, 50, axis=2, out=out, method=method)
                            res.append(repr(out.tolist()))
                        except Exception as e:   # noqa: BLE001 (the exception is compared)
                            res.append((type(e).__name__, str(e)))
        w = m.ones((2, 3, 4))
        for o in ((3,), (2, 3, 1), (2, 3)):
            try:
                out = m.zeros(o)
                m.quantile(n, 0.5, axis=2, out=out, weights=w, method="inverted_cdf")
                res.append(repr(out.tolist()))
            except Exception as e:   # noqa: BLE001
                res.append((type(e).__name__, str(e)))
        return res
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert run(gp) == run(numpy)


def test_quantile_interpolation_error_names(gp):
    """inf - inf or inf * 0 in the interpolation: NumPy's operands are scalars where q is 0-d
    and one slice is interpolated (the nan-functions interpolate slice by slice), its errors
    'scalar subtract', and 'scalar multiply' by a Python float q's weight; else the ufuncs'."""
    def run(m):
        a = m.array([m.inf, -m.inf, 1.])
        b = m.array([m.inf, m.inf])
        c = m.array([[m.inf, -m.inf, 1.], [1., 2., 3.]])
        calls = [lambda: m.percentile(a, 50), lambda: m.percentile(a, m.float64(50)),
                 lambda: m.percentile(a, [50]), lambda: m.percentile(b, 30),
                 lambda: m.nanpercentile(a, 50), lambda: m.nanpercentile(b, 40),
                 lambda: m.nanpercentile(c, 50, axis=1), lambda: m.percentile(c, 50, axis=1),
                 lambda: m.quantile(a, 0.5, method="hazen"),
                 lambda: m.nanpercentile(c, [50], axis=1)]
        res = []
        for f in calls:
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                r = repr(f())  # (on a GPU the errors are reported at the read: the sync)
            res.append((r, [(x.category, str(x.message)) for x in w
                            if x.category.__name__ != "FallbackWarning"]))
        return res
    assert run(gp) == run(numpy)


def test_cov_no_degrees_of_freedom_warnings(gp):
    """fact <= 0: NumPy warns, sets fact = 0 and multiplies by np.true_divide(1, 0.0), which
    warns 'divide by zero' before the product's 'invalid value'; gpnumpy gives the same list."""
    import warnings

    def warned(m, f):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = repr(f(m))  # (on a GPU the floating-point warnings arrive when it is read)
        return r, [(x.category.__name__, str(x.message)) for x in w
                         if x.category.__name__ != "FallbackWarning"]
    for f in (lambda m: m.cov([1.], ddof=1), lambda m: m.cov(m.ones((2, 1))),
              lambda m: m.cov(m.ones((2, 3)), fweights=[1, 0, 0]),
              lambda m: m.corrcoef(m.ones((2, 1)))):
        assert warned(gp, f) == warned(numpy, f)


def test_weighted_quantile_bad_weights_warn_then_raise(gp):
    """All-zero or infinite weights of a slice holding numbers: NumPy's cdf /= cdf[-1] warns
    'invalid value encountered in divide', then the ValueError; gpnumpy the same, nan-functions
    included (their all-NaN slices divide nothing)."""
    import warnings

    def outcome(m, f):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            try:
                r = repr(f(m))
            except ValueError as e:
                r = str(e)
        return r, [(x.category.__name__, str(x.message)) for x in w
                   if x.category.__name__ != "FallbackWarning"]
    ic = dict(method="inverted_cdf")
    for f in (lambda m: m.quantile([1., 2., 3.], 0.5, weights=[0, 0, 0], **ic),
              lambda m: m.quantile([1., 2., 3.], 0.5, weights=[1, m.inf, 0], **ic),
              lambda m: m.quantile([1., 2., 3.], 0.5, weights=[1, m.nan, 0], **ic),
              lambda m: m.nanquantile([1., 2., 3.], 0.5, weights=[0, 0, 0], **ic),
              lambda m: m.nanquantile(m.array([[m.nan, 1.], [1., 2.]]), 0.5, axis=1,
                                      weights=m.array([[1, 0], [1, 1]]), **ic),
              lambda m: m.nanquantile(m.array([[m.nan, m.nan], [1., 2.]]), 0.5, axis=1,
                                      weights=m.ones((2, 2)), **ic)):
        assert outcome(gp, f) == outcome(numpy, f)


def test_percentile_of_durations(xp):
    """timedelta64 samples interpolate as NumPy's (its lerp names the DType class, not the
    unit, in the last subtract); datetime64 raises as NumPy's."""
    m8 = lambda xp, v, u="s": xp.asarray(v, dtype="m8[%s]" % u)  # noqa: E731
    assert_same_cases(xp, [
        ("median point", lambda xp: xp.percentile(m8(xp, [1, 3]), 50)),
        ("several q", lambda xp: xp.percentile(m8(xp, [1, 3, 8], "ms"), [10, 50, 90])),
        ("axis, hazen", lambda xp: xp.quantile(m8(xp, [[1, 3], [5, 6]], "D"), 0.7, axis=1,
                                               method="hazen")),
        ("datetime64", lambda xp: xp.percentile(xp.asarray([1, 3], dtype="M8[s]"), 50)),
        # NaT sorts last and propagates, as NumPy's median nancheck (kinds f, c, m, M)
        ("median NaT", lambda xp: xp.median(m8(xp, [1, "NaT", 8]))),
        ("median NaT even", lambda xp: xp.median(m8(xp, [1, "NaT", 8, 9]))),
        ("median NaT axis", lambda xp: xp.median(m8(xp, [[1, "NaT", 8], [1, 2, 3]]), axis=1)),
        ("median NaT dates", lambda xp: xp.median(xp.asarray(["2020-01-01", "NaT", "2020-01-03"],
                                                             dtype="M8[D]"))),
    ])


@pytest.mark.parametrize("dtype", ["int16", "bool", "uint8", "float32", "timedelta64[s]"])
def test_quantile_of_an_empty_sample(gp, dtype):
    """NumPy's IndexError names its first failing step: the NaN check of the last value
    (inexact data, weights), the take of a discrete method, the gather of an interpolating
    one (its first index)."""
    def message(m, f):
        with pytest.raises(IndexError) as info:
            f(m)
        return str(info.value)
    calls = [lambda m, meth=meth, ax=ax, q=q: m.percentile(
        m.zeros((0, 2) if ax == 0 else (0,), dtype), q, axis=ax, method=meth)
        for meth in ("linear", "lower", "nearest", "inverted_cdf", "midpoint", "hazen",
                     "weibull")
        for ax in (None, 0)
        # (the first quantile's virtual index below the sample or not: index 0 or -1)
        for q in ([10, 50], 0, 100, [0, 50])]
    calls.append(lambda m: m.quantile(m.zeros(0, dtype), 0.5, method="inverted_cdf",
                                      weights=m.ones(0)))
    for f in calls:
        assert message(gp, f) == message(numpy, f)


# ------------------------------------------------------------------------------------- median
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_median(xp, dtype):
    cases = []
    for layout in LAYOUTS:
        for shape in ((5, 7), (6, 4)):
            for axis in AXES:
                cases.append((f"{layout} {shape} axis={axis}",
                              lambda xp, layout=layout, shape=shape, axis=axis: xp.median(
                                  make(xp, shape, dtype, layout, seed=9), axis=axis)))
    cases += [
        ("keepdims", lambda xp: xp.median(make(xp, (4, 5), dtype, seed=1), axis=0, keepdims=True)),
        ("keepdims all", lambda xp: xp.median(make(xp, (4, 5), dtype, seed=1), keepdims=True)),
        ("3-d two axes", lambda xp: xp.median(make(xp, (3, 4, 5), dtype, seed=2), axis=(0, 2))),
        ("0-d", lambda xp: xp.median(make(xp, (), dtype, "0d", seed=3))),
        ("through numpy.median", lambda xp: numpy.median(make(xp, (3, 4), dtype, seed=1),
                                                         axis=0)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


def test_median_arguments(xp):
    def with_out(xp, keep):
        o = xp.zeros((1, 5) if keep else 5)
        r = xp.median(make(xp, (4, 5), "float64", seed=3), axis=0, out=o, keepdims=keep)
        return r, o, r is o

    cases = [
        ("out", lambda xp: with_out(xp, False)),
        ("out keepdims", lambda xp: with_out(xp, True)),
        ("nan", lambda xp: xp.median(nan_data(xp), axis=1)),
        ("nan all", lambda xp: xp.median(nan_data(xp))),
        ("nan float32 axis 0", lambda xp: xp.median(nan_data(xp, dtype="float32"), axis=0)),
        ("inf", lambda xp: xp.median(xp.asarray([numpy.inf, -numpy.inf, 1.0, numpy.inf]))),
        ("empty", lambda xp: xp.median(make(xp, (0, 3), "float64"), axis=0)),
        ("empty all", lambda xp: xp.median(make(xp, (0, 3), "float64"))),
        ("overwrite_input", lambda xp: xp.median(make(xp, (4, 5), "float64", seed=3), axis=1,
                                                 overwrite_input=True)),
        ("list", lambda xp: xp.median([3, 1, 2, 10])),
        ("out int", lambda xp: xp.median(make(xp, (3, 4), "float64"), axis=0,
                                         out=xp.zeros(4, "int64"))),
        ("bad axis", lambda xp: xp.median(make(xp, (4, 5)), axis=(0, 2))),
    ]
    assert_same_cases(xp, cases, rtol=1e-12)


def test_overwrite_input_partitions_the_input(xp):
    # NumPy partitions the input itself (its order then undefined: compared as a sorted copy,
    # with whether it changed), a C-contiguous one also with axis=None (ravel is a view), and
    # refuses a read-only one; a flattened copy and weights leave it alone
    def run(xp, f, shape=(3, 6), order="C", readonly=False):
        a = xp.asarray(numpy.arange(numpy.prod(shape), 0, -1, dtype=float).reshape(shape),
                       order=order)
        before = a.copy()
        if readonly:
            a.flags.writeable = False
        r = f(xp, a)
        return r, xp.sort(a, axis=None), bool((a != before).any())

    med = lambda xp, a, **kw: xp.median(a, overwrite_input=True, **kw)  # noqa: E731
    cases = [
        ("median axis=None", lambda xp: run(xp, med)),
        ("median axis=1", lambda xp: run(xp, lambda xp, a: med(xp, a, axis=1))),
        ("median axis=0", lambda xp: run(xp, lambda xp, a: med(xp, a, axis=0))),
        ("median axis=None F order", lambda xp: run(xp, med, order="F")),
        ("median read-only", lambda xp: run(xp, med, readonly=True)),
        ("quantile axis=None", lambda xp: run(xp, lambda xp, a: xp.quantile(
            a, [0.2, 0.5], overwrite_input=True))),
        ("percentile axis=1", lambda xp: run(xp, lambda xp, a: xp.percentile(
            a, 30, axis=1, overwrite_input=True, method="lower"))),
        ("quantile read-only", lambda xp: run(xp, lambda xp, a: xp.quantile(
            a, 0.3, axis=0, overwrite_input=True), readonly=True)),
        ("weighted quantile", lambda xp: run(xp, lambda xp, a: xp.quantile(
            a, 0.5, axis=1, weights=xp.ones(6), method="inverted_cdf", overwrite_input=True))),
    ]
    assert_same_cases(xp, cases)


# ---------------------------------------------------------------------- percentile and quantile
METHODS = ["linear", "lower", "higher", "midpoint", "nearest", "inverted_cdf",
           "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf", "hazen",
           "weibull", "median_unbiased", "normal_unbiased"]
QS = [0.0, 0.1, 0.25, 0.5, 0.62, 0.75, 0.9, 1.0]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("dtype", ["bool", "int8", "uint16", "int64", "float16", "float32",
                                   "float64"], ids=short)
def test_quantile_methods(xp, method, dtype):
    cases = []
    for n in (1, 2, 5, 8):
        cases.append((f"n={n} q list", lambda xp, n=n: xp.quantile(
            make(xp, (n,), dtype, seed=n), QS, method=method)))
        cases.append((f"n={n} q scalar", lambda xp, n=n: xp.quantile(
            make(xp, (n,), dtype, seed=n), 0.37, method=method)))
    for layout in LAYOUTS:
        for axis in (None, 0, 1, (0, 1)):
            cases.append((f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          xp.quantile(make(xp, (5, 6), dtype, layout, seed=4), [0.2, 0.5, 0.85],
                                      axis=axis, method=method)))
    cases += [
        ("q float32 array", lambda xp: xp.quantile(make(xp, (7,), dtype, seed=2),
                                                   numpy.array([0.3, 0.9], "float32"),
                                                   method=method)),
        ("q 2-d", lambda xp: xp.quantile(make(xp, (4, 5), dtype, seed=2), [[0.1, 0.3], [0.5, 1]],
                                         axis=1, method=method)),
        ("q int", lambda xp: xp.quantile(make(xp, (6,), dtype, seed=2), 1, method=method)),
        ("keepdims", lambda xp: xp.quantile(make(xp, (4, 5), dtype, seed=2), [0.3, 0.7], axis=0,
                                            keepdims=True, method=method)),
        ("percentile", lambda xp: xp.percentile(make(xp, (4, 5), dtype, seed=3), [10, 50, 95.5],
                                                axis=1, method=method)),
        ("percentile scalar", lambda xp: xp.percentile(make(xp, (9,), dtype, seed=3), 40,
                                                       method=method)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


def test_quantile_nan_and_out(xp):
    def with_out(xp, keep):
        o = xp.zeros((2, 1, 6) if keep else (2, 6))
        r = xp.quantile(make(xp, (5, 6), "float64", seed=3), [0.25, 0.5], axis=0, out=o,
                        keepdims=keep)
        return r, o, r is o

    cases = [
        ("out", lambda xp: with_out(xp, False)),
        ("out keepdims", lambda xp: with_out(xp, True)),
        ("nan slices", lambda xp: xp.quantile(nan_data(xp), [0.25, 0.5], axis=1)),
        ("nan scalar", lambda xp: xp.quantile(nan_data(xp), 0.5)),
        ("nan 0-d q float32", lambda xp: xp.quantile(nan_data(xp, dtype="float32"),
                                                     numpy.array(0.5))),
        ("0-d q float32", lambda xp: xp.quantile(make(xp, (5,), "float32"), numpy.array(0.5))),
        ("nan lower", lambda xp: xp.percentile(nan_data(xp), 30, axis=0, method="lower")),
        ("inf", lambda xp: xp.quantile(xp.asarray([numpy.inf, 1.0, numpy.inf]), [0.5, 1.0])),
        ("3-d axes", lambda xp: xp.quantile(make(xp, (3, 4, 5), "float32", seed=3), [0.4],
                                            axis=(2, 0), keepdims=True)),
        ("list input", lambda xp: xp.quantile([[1, 5, 2], [8, 3, 3]], 0.5, axis=1)),
    ]
    assert_same_cases(xp, cases, rtol=1e-12)


def test_quantile_errors(xp):
    a = lambda xp: make(xp, (4, 5), "float64", seed=7)  # noqa: E731
    cases = [
        ("q > 1", lambda xp: xp.quantile(a(xp), 1.5)),
        ("q < 0 list", lambda xp: xp.quantile(a(xp), [0.5, -0.1])),
        ("q long list", lambda xp: xp.quantile(a(xp), numpy.linspace(0, 1.1, 12))),
        ("percentile > 100", lambda xp: xp.percentile(a(xp), 101)),
        ("q nan", lambda xp: xp.quantile(a(xp), numpy.nan)),
        ("q 3-d", lambda xp: xp.quantile(a(xp), numpy.full((1, 1, 1), 0.5))),
        ("complex", lambda xp: xp.quantile(make(xp, (4,), "complex64"), 0.5)),
        ("bad method", lambda xp: xp.quantile(a(xp), 0.5, method="bogus")),
        ("empty", lambda xp: xp.quantile(make(xp, (0,), "float64"), 0.5)),
        ("empty axis", lambda xp: xp.percentile(make(xp, (0, 3), "float64"), 50, axis=0)),
        ("empty other axis", lambda xp: xp.percentile(make(xp, (0, 3), "float64"), 50, axis=1)),
        ("bad axis", lambda xp: xp.quantile(a(xp), 0.5, axis=2)),
        ("out wrong shape", lambda xp: xp.quantile(a(xp), 0.5, axis=0, out=xp.zeros(4))),
        ("out int interpolated", lambda xp: xp.quantile(a(xp), 0.5, axis=0,
                                                        out=xp.zeros(5, "int64"))),
        ("out int taken", lambda xp: xp.quantile(a(xp), 0.5, axis=0, method="lower",
                                                 out=xp.zeros(5, "int64"))),
        ("interpolation= is gone", lambda xp: xp.percentile(a(xp), 50, interpolation="lower")),
        ("q as a device array", lambda xp: xp.quantile(a(xp), xp.asarray([0.25, 0.5]), axis=1)),
    ]
    assert_same_cases(xp, cases)


def test_quantile_fraction_q(xp):
    """Fractions as q: NumPy interpolates with them (object results), on the host."""
    from fractions import Fraction
    cases = [
        ("one", lambda xp: xp.quantile([1, 2], q=Fraction(1))),
        ("half", lambda xp: xp.quantile(xp.asarray([1, 2, 4]), q=Fraction(1, 2))),
        # (an object array: NumPy's, on the host, in both)
        ("list", lambda xp: xp.quantile([1, 2], [Fraction(1, 3), Fraction(1)]).tolist()),
        ("percentile", lambda xp: xp.percentile([1, 2, 3, 4], Fraction(50))),
        ("nanpercentile", lambda xp: xp.nanpercentile([1, 2, 3, 4], Fraction(50))),
        ("lower", lambda xp: xp.quantile([1, 2, 3, 4], Fraction(1, 2), method="lower")),
        ("float sample", lambda xp: xp.quantile(xp.asarray([1.0, 2.0]), Fraction(1, 2))),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64"], ids=short)
def test_quantile_weights(xp, dtype):
    a = lambda xp, shape=(4, 6): make(xp, shape, dtype, seed=11)  # noqa: E731

    def w(xp, shape=(4, 6), zeros=False):
        h = make(numpy, shape, "float64", seed=12, kind="nonneg")
        if zeros:
            h.reshape(-1)[::3] = 0
        return h if xp is numpy else xp.asarray(h)

    cases = [
        ("full", lambda xp: xp.quantile(a(xp), [0, 0.3, 0.5, 1], weights=w(xp),
                                        method="inverted_cdf")),
        ("axis 1", lambda xp: xp.quantile(a(xp), [0.0, 0.25, 0.8, 1.0], axis=1, weights=w(xp),
                                          method="inverted_cdf")),
        ("axis 0 1-d weights", lambda xp: xp.quantile(a(xp), 0.4, axis=0, weights=w(xp, (4,)),
                                                      method="inverted_cdf")),
        ("zero weights", lambda xp: xp.quantile(a(xp), [0.0, 0.5], axis=1,
                                                weights=w(xp, zeros=True),
                                                method="inverted_cdf")),
        ("percentile keepdims", lambda xp: xp.percentile(a(xp), [20, 70], axis=1, weights=w(xp),
                                                         method="inverted_cdf", keepdims=True)),
        ("integer weights", lambda xp: xp.quantile(a(xp), 0.5, axis=1,
                                                   weights=xp.asarray(numpy.arange(24).reshape(4, 6)),
                                                   method="inverted_cdf")),
        ("other method", lambda xp: xp.quantile(a(xp), 0.5, weights=w(xp))),
        ("negative weights", lambda xp: xp.quantile(a(xp), 0.5, weights=-w(xp),
                                                    method="inverted_cdf")),
        ("all-zero weights", lambda xp: xp.quantile(a(xp), 0.5, axis=1, weights=xp.zeros((4, 6)),
                                                    method="inverted_cdf")),
        ("shape without axis", lambda xp: xp.quantile(a(xp), 0.5, weights=w(xp, (6,)),
                                                      method="inverted_cdf")),
        ("wrong shape", lambda xp: xp.quantile(a(xp), 0.5, axis=1, weights=w(xp, (4,)),
                                               method="inverted_cdf")),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------- cov, corrcoef
@pytest.mark.parametrize("dtype", ["bool", "int16", "uint8", "float16", "float32", "float64",
                                   "complex64", "complex128"], ids=short)
def test_cov_corrcoef(xp, dtype):
    m = lambda xp, layout="C": make(xp, (3, 8), dtype, layout, seed=13)  # noqa: E731
    y = lambda xp: make(xp, (2, 8), dtype, seed=14)  # noqa: E731
    fw = numpy.array([1, 2, 0, 1, 3, 1, 1, 2])
    aw = numpy.linspace(0.5, 2.0, 8)
    cases = [
        ("cov", lambda xp: xp.cov(m(xp))),
        ("cov T layout", lambda xp: xp.cov(m(xp, "T"), rowvar=False)),
        ("cov neg", lambda xp: xp.cov(m(xp, "neg"))),
        ("cov y", lambda xp: xp.cov(m(xp), y(xp))),
        ("cov bias", lambda xp: xp.cov(m(xp), bias=True)),
        ("cov ddof", lambda xp: xp.cov(m(xp), ddof=2)),
        ("cov 1-d", lambda xp: xp.cov(m(xp)[0])),
        ("cov fweights", lambda xp: xp.cov(m(xp), fweights=xp.asarray(fw))),
        ("cov aweights", lambda xp: xp.cov(m(xp), aweights=xp.asarray(aw))),
        ("cov both weights", lambda xp: xp.cov(m(xp), fweights=xp.asarray(fw),
                                               aweights=xp.asarray(aw), ddof=1)),
        ("corrcoef", lambda xp: xp.corrcoef(m(xp))),
        ("corrcoef y", lambda xp: xp.corrcoef(m(xp), y(xp), rowvar=True)),
        ("corrcoef rowvar", lambda xp: xp.corrcoef(m(xp, "T"), rowvar=False)),
        ("corrcoef 1-d", lambda xp: xp.corrcoef(m(xp)[1])),
    ]
    t = tol(dtype)
    if numpy.dtype(dtype).kind not in "fc" or dtype == "float16":
        t = tol("float64")
    assert_same_cases(xp, cases, rtol=max(t["rtol"], 1e-10), atol=max(t["atol"], 1e-10))
    # dtype= sets the precision of the products themselves (a float32 GEMM: float32's tolerance)
    cdt = "complex128" if dtype.startswith("complex") else "float32"
    t = tol("float32") if cdt == "float32" else tol("float64")
    assert_same(xp, lambda xp: xp.cov(m(xp), dtype=cdt), rtol=max(t["rtol"], 1e-10),
                atol=max(t["atol"], 1e-10))


def test_cov_of_real_data_is_x_times_its_own_transpose(gp):
    """NumPy's cov multiplies X by X.T.conj(), which for real data is X.T itself: its BLAS sees a
    matrix times its own transpose (syrk), so the covariance is exactly symmetric; gpnumpy's cov
    once conjugated into a copy (a general product, whose lower triangle differs in the last
    bits: corrcoef's too). On the host the results are NumPy's, bit for bit; on a GPU its BLAS
    rounds its own way."""
    h = numpy.random.RandomState(3).randn(105, 5).round(1)   # (columns as variables: X.T)
    for want, got in ((numpy.cov(h.T), gp.cov(gp.asarray(h).T)),
                      (numpy.cov(h, rowvar=False), gp.cov(gp.asarray(h), rowvar=False)),
                      (numpy.corrcoef(h.T), gp.corrcoef(gp.asarray(h).T))):
        got = numpy.asarray(got)
        if is_cuda_device():
            numpy.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)
        else:
            assert numpy.array_equal(got, want)
    c = numpy.asarray(gp.cov(gp.asarray(h).T))
    assert is_cuda_device() or numpy.array_equal(c, c.T)


def test_cov_errors(xp):
    m = lambda xp: make(xp, (3, 8), "float64", seed=13)  # noqa: E731
    cases = [
        ("3-d", lambda xp: xp.cov(make(xp, (2, 2, 2)))),
        ("y 3-d", lambda xp: xp.cov(m(xp), make(xp, (2, 2, 2)))),
        ("ddof not integer", lambda xp: xp.cov(m(xp), ddof=1.5)),
        ("fweights not integer", lambda xp: xp.cov(m(xp), fweights=xp.full(8, 1.5))),
        ("fweights 2-d", lambda xp: xp.cov(m(xp), fweights=xp.ones((2, 8)))),
        ("fweights length", lambda xp: xp.cov(m(xp), fweights=xp.ones(7))),
        ("fweights negative", lambda xp: xp.cov(m(xp), fweights=-xp.ones(8))),
        ("aweights negative", lambda xp: xp.cov(m(xp), aweights=-xp.ones(8))),
        ("aweights length", lambda xp: xp.cov(m(xp), aweights=xp.ones(9))),
        ("empty", lambda xp: xp.cov(make(xp, (0, 3)))),
        ("one sample", lambda xp: xp.cov(make(xp, (3, 1)))),
        ("corrcoef bias is gone", lambda xp: xp.corrcoef(m(xp), bias=True)),
        ("corrcoef constant row", lambda xp: xp.corrcoef(xp.asarray([[1.0, 1.0], [1.0, 2.0]]))),
        ("corrcoef scalar", lambda xp: xp.corrcoef(xp.asarray([1.0, 1.0]))),
    ]
    assert_same_cases(xp, cases)


def test_cov_warns_on_degrees_of_freedom(xp):
    with pytest.warns(RuntimeWarning, match="Degrees of freedom"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", category=UserWarning)
            with numpy.errstate(all="ignore"):
                xp.cov(xp.asarray(numpy.ones((2, 1))))


# ---------------------------------------------------------------------------- diff and ediff1d
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_diff(xp, dtype):
    cases = []
    for layout in LAYOUTS:
        for axis in (0, 1, -1):
            for n in (0, 1, 2, 5):
                cases.append((f"{layout} axis={axis} n={n}",
                              lambda xp, layout=layout, axis=axis, n=n: xp.diff(
                                  make(xp, (5, 6), dtype, layout, seed=2), n=n, axis=axis)))
    one = numpy.ones(1, dtype)[0]
    cases += [
        ("prepend scalar", lambda xp: xp.diff(make(xp, (3, 4), dtype), prepend=one)),
        ("append array", lambda xp: xp.diff(make(xp, (3, 4), dtype), axis=0,
                                            append=make(xp, (2, 4), dtype, seed=9))),
        ("both", lambda xp: xp.diff(make(xp, (3, 4), dtype), prepend=one,
                                    append=make(xp, (3, 1), dtype, seed=8))),
        ("empty", lambda xp: xp.diff(make(xp, (0, 3), dtype), axis=0)),
        ("0-d", lambda xp: xp.diff(make(xp, (), dtype, "0d"))),
        ("negative n", lambda xp: xp.diff(make(xp, (3,), dtype), n=-1)),
        ("bad axis", lambda xp: xp.diff(make(xp, (3,), dtype), axis=1)),
        ("list", lambda xp: xp.diff([1, 4, 9, 16])),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_ediff1d(xp, dtype):
    cases = [
        ("plain", lambda xp: xp.ediff1d(make(xp, (3, 4), dtype, "T"))),
        ("to_begin", lambda xp: xp.ediff1d(make(xp, (5,), dtype), to_begin=make(xp, (2,), dtype))),
        ("to_end scalar", lambda xp: xp.ediff1d(make(xp, (5,), dtype), to_end=1)),
        ("both", lambda xp: xp.ediff1d(make(xp, (5,), dtype, "neg"), to_end=[1, 2],
                                       to_begin=make(xp, (1,), dtype))),
        ("empty", lambda xp: xp.ediff1d(make(xp, (0,), dtype), to_begin=make(xp, (1,), dtype))),
        ("one element", lambda xp: xp.ediff1d(make(xp, (1,), dtype), to_end=make(xp, (2,), dtype))),
        ("to_end float", lambda xp: xp.ediff1d(make(xp, (5,), dtype), to_end=[1.5])),
        ("to_begin complex", lambda xp: xp.ediff1d(make(xp, (5,), dtype), to_begin=[1j])),
    ]
    assert_same_cases(xp, cases)


def test_statistics_functions_are_native(gp):
    # implemented in gpnumpy (no NumPy fallback), and reached from NumPy's functions
    for name in ("var", "std", "ptp", "count_nonzero", "average", "median", "percentile",
                 "quantile", "cov", "corrcoef", "diff", "ediff1d"):
        assert not getattr(getattr(gp, name), "__gpnumpy_fallback__", False), name
    a = gp.asarray(numpy.arange(6.0))
    assert isinstance(numpy.median(a), gp.ndarray)
    assert isinstance(numpy.var(a), gp.ndarray)


@pytest.mark.parametrize("name", ["std", "nanstd"])
def test_std_of_scalar_variance_in_an_integer_dtype(xp, name):
    """A scalar variance's root is taken in sqrt's own loop and cast back (NumPy's
    var.dtype.type(sqrt(var))): dtype=int gives an int, dtype=bool a bool; an array's root
    goes into itself (dtype=int raises NumPy's casting error)."""
    def body(xp):
        d = xp.arange(12, dtype=xp.int32).reshape(3, 4)
        f = getattr(xp, name)
        out = []
        for kw in ({"dtype": int}, {"dtype": bool}, {"dtype": xp.float16}, {"dtype": xp.int8},
                   {"dtype": int, "axis": 0}, {"dtype": xp.float32, "axis": 1}):
            try:
                out.append(repr(f(d, **kw)))
            except TypeError as exc:
                out.append(str(exc))
        return out
    assert_same(xp, body)


def test_mean_var_scalar_divide_names(gp):
    """NumPy's ``ret / rcount`` of a full mean or variance is scalar math ("... in scalar
    divide") only where one of the two NumPy scalar types casts safely to the other and neither
    is a timedelta: float32 by a float ddof's float64 count is, timedelta64 by intp is not."""
    import warnings

    def outcome(m, f):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = repr(f(m))
        return r, [(x.category.__name__, str(x.message)) for x in w
                   if x.category.__name__ != "FallbackWarning"]
    for f in (lambda m: m.var(m.array(1, "int8"), dtype="float32", ddof=2.5),
              lambda m: m.nanstd(m.array([1.0, m.nan], "float32"), ddof=1.5),
              lambda m: m.var(m.array([1.0], "float16"), ddof=3.0),
              lambda m: m.var(m.array([2.0, 1.0]), ddof=2.0),
              lambda m: m.std(m.array([1, 2], "uint64"), ddof=4),
              lambda m: m.mean(m.array([], "m8[s]")),
              lambda m: m.nanmean(m.zeros((0, 2), "m8[ms]")),
              lambda m: m.mean(m.array([], "float32"))):
        assert outcome(gp, f) == outcome(numpy, f)


def test_mean_divides_as_reference(gp):
    """NumPy's mean divides an array of sums in place (true_divide's out=, unsafe: a cast into
    an integer dtype= is the divide's, "invalid value encountered in divide", not the cast's)
    and a full mean's scalar as ``ret.dtype.type(ret / rcount)``: float32 stays float32 where
    where= makes the count an intp (float32 / intp is float64); bool / intp is not scalar
    math."""
    import warnings

    def outcome(m, f):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = f(m)
            r = (repr(r), r.dtype)
        return r, [(x.category.__name__, str(x.message)) for x in w
                   if x.category.__name__ != "FallbackWarning"]
    mask = [True, False, True]
    for f in (lambda m: m.mean(m.array([1.5, 2.0, 4.0], "float32"), where=m.array(mask)),
              lambda m: m.mean(m.array([1j, 2.0, 4.0], "complex64"), where=m.array(mask)),
              lambda m: m.mean(m.array([[1.5, 2.0, 4.0]], "float16"), axis=1,
                               where=m.array(mask)),
              lambda m: m.mean(m.zeros((2, 0), "int32"), axis=1, dtype="int64"),
              lambda m: m.mean(m.zeros((2, 0), "float32"), dtype="int16", keepdims=True),
              lambda m: m.nanmean(m.zeros((1, 0), "int32"), axis=-1, dtype="int64"),
              lambda m: m.mean(m.array([], "int32"), dtype=bool),
              lambda m: m.mean(m.array([[1, 2], [3, 5]], "uint8"), axis=0, dtype="uint8")):
        assert outcome(gp, f) == outcome(numpy, f)


ZERO_D_AXIS_UNDER_WHERE = [
    ("mean axis 0", lambda xp, a, w: xp.mean(a, axis=0, where=w)),
    ("mean axis -1", lambda xp, a, w: xp.mean(a, axis=-1, where=w)),
    ("var axis 0", lambda xp, a, w: xp.var(a, axis=0, where=w)),
    ("std axis -1 keepdims", lambda xp, a, w: xp.std(a, axis=-1, where=w, keepdims=True)),
    ("std ddof 1", lambda xp, a, w: xp.std(a, axis=0, where=w, ddof=1)),
    ("nanvar axis 0", lambda xp, a, w: xp.nanvar(a, axis=0, where=w)),
    ("nanmean axis -1 dtype", lambda xp, a, w: xp.nanmean(a, axis=-1, where=w, dtype="float32")),
    ("method mean", lambda xp, a, w: a.mean(axis=0, where=w)),
    # refused: a tuple axis, an axis past 0 and -1, or no where= (normalize_axis_index's)
    ("mean axis (0,)", lambda xp, a, w: xp.mean(a, axis=(0,), where=w)),
    ("mean axis 1", lambda xp, a, w: xp.mean(a, axis=1, where=w)),
    ("mean where True", lambda xp, a, w: xp.mean(a, axis=0, where=True)),
    ("std without where", lambda xp, a, w: xp.std(a, axis=0)),
]


@pytest.mark.parametrize("mask", [True, False], ids=["selected", "masked"])
@pytest.mark.parametrize("label, f", ZERO_D_AXIS_UNDER_WHERE, ids=[c[0] for c in ZERO_D_AXIS_UNDER_WHERE])
def test_zero_d_axis_0_under_where(xp, label, f, mask):
    """Under where=, NumPy's counts and sums are ufunc.reduce's, which takes axis 0 or -1 of a
    0-d array (an int, not a tuple); without where= its count reads the axis through
    normalize_axis_index (AxisError)."""
    def body(xp):
        try:
            return f(xp, xp.asarray(5.0), xp.asarray(mask))
        except Exception as exc:
            return type(exc).__name__
    assert_same(xp, body)
