"""clip, interp, convolve and correlate.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, INEXACT_DTYPES, LAYOUTS, NUMERIC_DTYPES, assert_same_cases, make,
    make_special, short,
)


def host(xp, values, dtype=None):
    return xp.asarray(numpy.array(values, dtype=dtype))


# --------------------------------------------------------------------------------------------------
# clip
# --------------------------------------------------------------------------------------------------
CLIP = [
    ("scalars", lambda xp, a: xp.clip(a, -2, 3)),
    ("keywords min max", lambda xp, a: xp.clip(a, min=-1, max=2)),
    ("min only", lambda xp, a: xp.clip(a, min=0)),
    ("max only", lambda xp, a: xp.clip(a, max=1)),
    ("a_min None", lambda xp, a: xp.clip(a, None, 2)),
    ("a_max None", lambda xp, a: xp.clip(a, 1, None)),
    ("both None", lambda xp, a: xp.clip(a, None, None)),
    ("no bounds", lambda xp, a: xp.clip(a)),
    ("float bounds", lambda xp, a: xp.clip(a, -1.5, 2.5)),
    ("inverted bounds", lambda xp, a: xp.clip(a, 3, -3)),
    ("array bounds broadcast", lambda xp, a: xp.clip(a, make(xp, (4,), "int8", kind="small"),
                                                     make(xp, (3, 1), "int8", kind="nonneg"))),
    ("float32 array bounds", lambda xp, a: xp.clip(a, host(xp, [-1, 0, 1, 2], "float32"), 4)),
    ("method", lambda xp, a: a.clip(0, 2)),
    ("method keywords", lambda xp, a: a.clip(min=1)),
    ("a_min only positional", lambda xp, a: xp.clip(a, 1)),
    ("a_min and min", lambda xp, a: xp.clip(a, 1, 2, min=0)),
    ("a_max missing with min", lambda xp, a: xp.clip(a, a_min=1, max=2)),
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_clip(xp, dtype, layout):
    cases = [(label, (lambda fn: lambda xp: fn(xp, make(xp, (3, 4), dtype, layout)))(fn))
             for label, fn in CLIP]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "uint64", "int64"], ids=short)
def test_clip_python_int_bounds(xp, dtype):
    info = numpy.iinfo(dtype)
    a = lambda xp: make_int_array(xp, dtype)  # noqa: E731
    assert_same_cases(xp, [
        ("below min", lambda xp: xp.clip(a(xp), info.min - 5, 3)),
        ("above max", lambda xp: xp.clip(a(xp), 1, info.max + 5)),
        ("both out of range", lambda xp: xp.clip(a(xp), info.min - 1, info.max + 1)),
        ("min equal to dtype min", lambda xp: xp.clip(a(xp), int(info.min), 2)),
        ("huge min", lambda xp: xp.clip(a(xp), info.max + 1, None)),
        ("negative min for unsigned", lambda xp: xp.clip(a(xp), -1, 5)),
        ("numpy scalar bound", lambda xp: xp.clip(a(xp), numpy.int16(1), numpy.int64(4))),
        ("float bounds promote", lambda xp: xp.clip(a(xp), 0.5, 2.5)),
    ])


def make_int_array(xp, dtype):
    from gpnumpy.testing._xp import make_int_extremes
    return make_int_extremes(xp, dtype)


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_clip_nan(xp, dtype):
    nan = numpy.nan
    assert_same_cases(xp, [
        ("special values", lambda xp: xp.clip(make_special(xp, dtype), -1, 2)),
        ("nan min", lambda xp: xp.clip(make_special(xp, dtype), nan, 2)),
        ("nan max", lambda xp: xp.clip(make_special(xp, dtype), -1, nan)),
        ("inf bounds", lambda xp: xp.clip(make_special(xp, dtype), -numpy.inf, numpy.inf)),
        ("array bounds with nan", lambda xp: xp.clip(make_special(xp, dtype, axis=0),
                                                     make_special(xp, dtype, axis=1), 3)),
    ])


def test_clip_out_and_kwargs(xp):
    def out_case(out_dtype, a_dtype="float64", **kw):
        def body(xp):
            a = make(xp, (3, 4), a_dtype)
            out = xp.zeros((3, 4), out_dtype)
            r = xp.clip(a, -1, 1, out=out, **kw)
            return r is out, out
        return body

    def inplace(xp):
        a = make(xp, (3, 4), "int32")
        xp.clip(a, 0, 5, out=a)
        return a

    def where(xp):
        a = make(xp, (3, 4), "float32")
        out = xp.zeros((3, 4), "float32")
        xp.clip(a, -1, 1, out=out, where=a > 0)
        return out
    assert_same_cases(xp, [
        ("out same dtype", out_case("float64")),
        ("out float32: same_kind", out_case("float32")),
        ("out int64: casting error", out_case("int64")),
        ("out int64 unsafe", out_case("int64", casting="unsafe")),
        ("out complex", out_case("complex128")),
        ("int into float out", out_case("float32", a_dtype="int16")),
        ("in place", inplace),
        ("where", where),
        ("dtype keyword", lambda xp: xp.clip(make(xp, (5,), "int8"), 0, 3, dtype="float32")),
        ("casting no", lambda xp: xp.clip(make(xp, (5,), "int8"), 0, 3.5, casting="no")),
        ("one-sided out", lambda xp: (lambda o: (xp.clip(make(xp, (5,)), None, 0, out=o), o)[1])(
            xp.zeros(5))),
        ("list input", lambda xp: xp.clip([1, 5, -3], 0, 2)),
        ("scalar input", lambda xp: xp.clip(7.5, 0, 2)),
        ("bool bounds", lambda xp: xp.clip(make(xp, (5,), "bool"), False, True)),
        ("complex bounds", lambda xp: xp.clip(make(xp, (5,), "complex64"), 0j, 1 + 1j)),
        ("out shape mismatch", lambda xp: xp.clip(make(xp, (3, 4)), 0, 1, out=xp.zeros((4,)))),
    ])


# --------------------------------------------------------------------------------------------------
# interp
# --------------------------------------------------------------------------------------------------
#: interp is one formula per point, slope * (x - xp[j]) + fp[j]; NumPy's build may contract it
#: into an FMA where our kernels do not, so values may differ by an ulp (NaN/inf positions exact)
INTERP_TOL = {"approx": True}

XP = numpy.array([-2.0, -0.5, 0.0, 1.0, 1.0, 3.5, 4.0])
FP = numpy.array([1.0, -2.0, 0.5, 3.0, 4.0, 4.0, -1.5])
X = numpy.array([-5.0, -2.0, -1.25, 0.0, 0.3, 1.0, 2.0, 3.5, 3.9, 4.0, 7.0, numpy.nan,
                 numpy.inf, -numpy.inf])


@pytest.mark.parametrize("x_layout", ["C", "T", "neg", "0d", "empty"])
def test_interp(xp, x_layout):
    def x_(xp):
        if x_layout == "0d":
            return host(xp, 0.75)
        if x_layout == "empty":
            return host(xp, numpy.zeros((0, 2)))
        if x_layout == "T":
            return host(xp, X.reshape(2, 7)).T
        if x_layout == "neg":
            return host(xp, X)[::-1]
        return host(xp, X)
    assert_same_cases(xp, [
        ("basic", lambda xp: xp.interp(x_(xp), host(xp, XP), host(xp, FP))),
        ("left right", lambda xp: xp.interp(x_(xp), host(xp, XP), host(xp, FP), left=-9.0,
                                            right=9)),
        ("numpy scalar left", lambda xp: xp.interp(x_(xp), host(xp, XP), host(xp, FP),
                                                   left=numpy.float32(2.5))),
        ("complex fp", lambda xp: xp.interp(x_(xp), host(xp, XP), host(xp, FP + 1j * FP[::-1]))),
        ("complex fp left right", lambda xp: xp.interp(x_(xp), host(xp, XP),
                                                       host(xp, FP * 1j, "complex64"),
                                                       left=1 + 2j, right=-3j)),
        ("period", lambda xp: xp.interp(x_(xp), host(xp, [350.0, 10, 20, 190]),
                                        host(xp, [5.0, 0, 1, 4]), period=360)),
        ("negative period", lambda xp: xp.interp(x_(xp), host(xp, [0.5, 1, 2]),
                                                 host(xp, [1.0, 2, 0]), period=-3)),
        ("period complex", lambda xp: xp.interp(x_(xp), host(xp, [0.5, 1, 2]),
                                                host(xp, [1j, 2, 0]), period=3)),
        ("one point", lambda xp: xp.interp(x_(xp), host(xp, [1.0]), host(xp, [5.0]))),
        ("one point left right", lambda xp: xp.interp(x_(xp), host(xp, [1.0]), host(xp, [5.0]),
                                                      left=0, right=1)),
        ("int inputs", lambda xp: xp.interp(x_(xp), host(xp, [-1, 0, 3]), host(xp, [2, 5, -1]))),
        ("float32 inputs", lambda xp: xp.interp(x_(xp), host(xp, XP, "float32"),
                                                host(xp, FP, "float16"))),
    ], **INTERP_TOL)


def test_interp_special(xp):
    assert_same_cases(xp, [
        ("infinite fp", lambda xp: xp.interp(host(xp, [0.5, 1.0, 1.5, 2.0]), host(xp, [0.0, 1, 2]),
                                             host(xp, [0.0, numpy.inf, 6]))),
        ("nan fp", lambda xp: xp.interp(host(xp, [0.5, 1.0, 1.5]), host(xp, [0.0, 1, 2]),
                                        host(xp, [0.0, numpy.nan, 6]))),
        ("flat infinite segment", lambda xp: xp.interp(host(xp, [0.5, 1.5]), host(xp, [0.0, 1, 2]),
                                                       host(xp, [numpy.inf, numpy.inf, 1]))),
        ("repeated xp", lambda xp: xp.interp(host(xp, [1.0, 0.99, 1.01]), host(xp, [0.0, 1, 1, 2]),
                                             host(xp, [0.0, 1, 5, 6]))),
        # (NumPy does not check that xp increases: an x beyond both ends takes the right value)
        ("decreasing xp", lambda xp: xp.interp(host(xp, [1.0, 5.0, 12.0, -1.0]), host(xp, [10.0, 0]),
                                               host(xp, [0.0, 1]), left=-7.0, right=7.0)),
        ("python scalar x", lambda xp: xp.interp(2.5, [1, 2, 3], [3, 2, 0])),
        ("list x", lambda xp: xp.interp([[2.5], [0]], [1, 2, 3], [3, 2, 0])),
        ("large", lambda xp: xp.interp(make(xp, (1000,), "float64"),
                                       host(xp, numpy.linspace(-4, 4, 97)),
                                       host(xp, numpy.sin(numpy.linspace(-4, 4, 97))))),
    ], **INTERP_TOL)


def test_interp_complex_as_the_c_loop(xp):
    # NumPy's complex loop multiplies each part's difference by 1 / (xr - xl) (the real one
    # divides: another rounding); at a NaN x it gives NaN + 0j, but with one sample point the
    # comparisons alone decide: fp's value, or left/right
    xs = lambda xp: host(xp, [-1.0, 0.0, 2.0, 7.25])  # noqa: E731
    fc = lambda xp: host(xp, [0, 1 - 2.5j, 0.5 + 4j, 7.25 - 1j], "complex64")  # noqa: E731
    x = lambda xp: host(xp, [3.0, 0.3, -0.7, 5.1, numpy.nan, 2.0, 7.25, 9.0])  # noqa: E731
    assert_same_cases(xp, [
        ("slopes", lambda xp: xp.interp(x(xp), xs(xp), fc(xp))),
        ("one x per segment", lambda xp: xp.interp(x(xp)[:1], xs(xp), fc(xp))),
        ("real", lambda xp: xp.interp(x(xp), xs(xp), fc(xp).real)),
        ("one point", lambda xp: xp.interp(host(xp, [numpy.nan, 1.0, -1.0, 0.0]), host(xp, [0.0]),
                                           host(xp, [4 + 1j]), right=numpy.nan)),
        ("one point left", lambda xp: xp.interp(host(xp, [[numpy.nan, -1.0]]), host(xp, [7.25]),
                                                host(xp, [-2.5 + 3j], "complex64"), left=1j)),
        ("two points", lambda xp: xp.interp(host(xp, [numpy.nan, 0.5]), host(xp, [0.0, 1.0]),
                                            host(xp, [4 + 1j, 1j]))),
    ])


def test_interp_errors(xp):
    assert_same_cases(xp, [
        ("complex x", lambda xp: xp.interp(host(xp, [1j]), [0, 1], [0, 1])),
        ("2-d xp", lambda xp: xp.interp(1, host(xp, [[0, 1]]), [0, 1])),
        ("0-d xp", lambda xp: xp.interp(1, host(xp, 0), [0])),
        ("empty xp", lambda xp: xp.interp(1, host(xp, [], "float64"), host(xp, [], "float64"))),
        ("length mismatch", lambda xp: xp.interp(1, [0, 1], [0, 1, 2])),
        ("complex left for real fp", lambda xp: xp.interp(0.5, [0, 1], [0, 1], left=1j)),
        ("list left", lambda xp: xp.interp(0.5, [0, 1], [0, 1], left=[1])),
        ("zero period", lambda xp: xp.interp([0.5], [0, 1], [0, 1], period=0)),
        ("period 2-d xp", lambda xp: xp.interp([0.5], [[0, 1]], [0, 1], period=2)),
        ("period length mismatch", lambda xp: xp.interp([0.5], [0, 1], [0, 1, 2], period=2)),
    ])


# --------------------------------------------------------------------------------------------------
# convolve / correlate
# --------------------------------------------------------------------------------------------------
def conv_tol(dtype):
    """Sums of products: NumPy's dot (BLAS for float32/64/complex) adds in another order, so a
    sum that cancels differs by a few ulp of its terms (values here are at most ~6, windows at
    most 9 long): a few ulp of the result, or m * eps of the accumulator times the terms."""
    dt = numpy.dtype(dtype)
    if dt.kind not in "fc":
        return {}
    acc = numpy.float64 if dt in (numpy.float64, numpy.complex128) else numpy.float32
    return {"approx": True, "atol": float(numpy.finfo(acc).eps) * 4000}


@pytest.mark.parametrize("mode", ["full", "same", "valid"])
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_convolve_correlate(xp, dtype, mode):
    cases = []
    for n, m in ((7, 3), (3, 7), (6, 4), (4, 6), (5, 5), (1, 1), (8, 1), (1, 5), (2, 9)):
        for f in ("convolve", "correlate"):
            cases.append(("%s %d %d" % (f, n, m), (lambda f, n, m: lambda xp: getattr(xp, f)(
                make(xp, (n,), dtype), make(xp, (m,), dtype, seed=1), mode))(f, n, m)))
    assert_same_cases(xp, cases, **conv_tol(dtype))


@pytest.mark.parametrize("layout", ["neg", "slice"])
@pytest.mark.parametrize("dtype", ["int16", "float64", "complex64"], ids=short)
def test_convolve_layouts(xp, dtype, layout):
    assert_same_cases(xp, [
        ("convolve", lambda xp: xp.convolve(make(xp, (9,), dtype, layout),
                                            make(xp, (4,), dtype, layout, seed=2))),
        ("correlate same", lambda xp: xp.correlate(make(xp, (9,), dtype, layout),
                                                   make(xp, (4,), dtype, layout, seed=2), "same")),
    ], **conv_tol(dtype))


def test_convolve_promotion(xp):
    assert_same_cases(xp, [
        ("int8 overflow wraps", lambda xp: xp.convolve(host(xp, [1, 2], "int8"),
                                                       host(xp, [100, 100], "int8"))),
        ("uint8 with int8", lambda xp: xp.convolve(host(xp, [1, 2], "uint8"), host(xp, [1, -1], "int8"))),
        ("float16 with float32", lambda xp: xp.convolve(host(xp, [1, 2], "float16"),
                                                        host(xp, [1, 3], "float32"))),
        ("bool with int8", lambda xp: xp.convolve(host(xp, [True, False, True]), host(xp, [3, 4], "int8"))),
        ("int with python list of floats", lambda xp: xp.convolve(host(xp, [1, 2, 3]), [0.5, 0.25])),
        ("lists", lambda xp: xp.convolve([1, 2, 3], [0, 1, 0.5])),
        ("scalar", lambda xp: xp.convolve(3, [1, 2])),
        ("correlate complex conjugates v", lambda xp: xp.correlate([1 + 1j, 2, 3], [1j, 2], "full")),
        ("correlate complex swapped", lambda xp: xp.correlate([1j, 2], [1 + 1j, 2, 3], "full")),
        ("correlate complex same swapped", lambda xp: xp.correlate([1j, 2], [1 + 1j, 2, 3, 4j], "same")),
        ("convolve complex no conjugate", lambda xp: xp.convolve([1 + 1j, 2, 3], [1j, 2])),
        ("float16 accumulates in float32", lambda xp: xp.convolve(
            host(xp, numpy.full(64, 1000.0), "float16"), host(xp, numpy.full(32, 1.5), "float16"),
            "valid")),
        ("int64 large values", lambda xp: xp.correlate(host(xp, [2**40, -2**41, 3], "int64"),
                                                       host(xp, [2**20, 7], "int64"), "full")),
        ("long", lambda xp: xp.convolve(make(xp, (3000,), "int32"), make(xp, (257,), "int32", seed=3))),
    ])


@pytest.mark.parametrize("mode", ["full", "same", "valid"])
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"], ids=short)
def test_convolve_non_finite_at_the_edges(xp, dtype, mode):
    """NumPy multiplies only where the sequences overlap: an inf or a NaN of the shorter
    sequence spreads to the outputs it is part of, not to those past the ends (a padded zero
    times inf was a NaN there: polymul of [nan, inf, -1] by itself)."""
    nan, inf = numpy.nan, numpy.inf
    pairs = [([1, 2, 3], [nan, 1]), ([1, 2, 3, 4], [1, inf, 2]), ([nan, inf, -1], [nan, inf, -1]),
             ([-0.0, 2, 5, 1, 7], [-inf, 0, 3, nan]), ([1, 2], [2, -inf])]
    cases = []
    for f in ("convolve", "correlate"):
        for a, v in pairs:
            cases.append(("%s %s %s" % (f, a, v), (lambda f, a, v: lambda xp: getattr(xp, f)(
                host(xp, a, dtype), host(xp, v, dtype), mode))(f, a, v)))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"], ids=short)
def test_convolve_sums_by_the_host_loop(gp, dtype):
    """NumPy's correlate dots each output's overlap (its unrolled sums for short kernels, BLAS's
    dot for the others); a window's sum by the reduction differs in the last bits from 8 taps
    on (a moving average of 10: np.convolve(x, np.ones(10) / 10)). On the host device the
    results are NumPy's, bit for bit; on a GPU the device sums its own way."""
    from gpnumpy.testing._xp import is_cuda_device
    for n, m in ((300, 10), (300, 40), (50, 7), (40, 100)):
        x, v = make(numpy, (n,), dtype, seed=n), make(numpy, (m,), dtype, seed=m)
        for f in ("convolve", "correlate"):
            for mode in ("valid", "same", "full"):
                want = getattr(numpy, f)(x, v, mode)
                got = numpy.asarray(getattr(gp, f)(gp.asarray(x), gp.asarray(v), mode))
                if is_cuda_device():
                    numpy.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
                else:
                    assert got.dtype == want.dtype and numpy.array_equal(got, want), (f, mode, n, m)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex128"], ids=short)
def test_convolve_window_sums_on_the_host(xp, dtype, monkeypatch):
    """The device's window sums (and their NaN and inf at the edges), run on the host: within
    the dtype's rounding of NumPy's loop."""
    if xp is not numpy:
        import gpnumpy._core.mathematical as m
        monkeypatch.setattr(m, "HOST_NUMPY_CORRELATE", False)
        monkeypatch.setattr(m, "CORRELATE_CHUNK", 64)
    nan, inf = numpy.nan, numpy.inf
    cases = [("%s %s" % (f, mode), (lambda f, mode: lambda xp: getattr(xp, f)(
        make(xp, (200,), dtype), make(xp, (23,), dtype, seed=4), mode))(f, mode))
        for f in ("convolve", "correlate") for mode in ("valid", "same", "full")]
    if dtype != "complex128":
        cases += [("edges %s" % mode, (lambda mode: lambda xp: xp.convolve(
            host(xp, [-0.0, 2, 5, 1, 7], dtype), host(xp, [-inf, 0, 3, nan], dtype), mode))(mode))
            for mode in ("valid", "same", "full")]
    tol = 2e-3 if dtype == "float16" else 1e-5 if dtype == "float32" else 1e-12
    assert_same_cases(xp, cases, rtol=tol, atol=tol)


def test_convolve_chunks(xp, monkeypatch):
    if xp is not numpy:
        import gpnumpy._core.mathematical as m
        monkeypatch.setattr(m, "CORRELATE_CHUNK", 64)
    assert_same_cases(xp, [
        ("many chunks", lambda xp: xp.convolve(make(xp, (500,), "int64"), make(xp, (37,), "int64", seed=4))),
        ("chunk smaller than window", lambda xp: xp.correlate(make(xp, (300,), "int16"),
                                                              make(xp, (100,), "int16", seed=5), "same")),
        ("bool", lambda xp: xp.convolve(make(xp, (200,), "bool"), make(xp, (9,), "bool", seed=6))),
    ])


def test_convolve_errors(xp):
    assert_same_cases(xp, [
        ("convolve empty a", lambda xp: xp.convolve(host(xp, [], "float64"), [1])),
        ("convolve empty v", lambda xp: xp.convolve([1], host(xp, [], "float64"))),
        ("correlate empty a", lambda xp: xp.correlate(host(xp, [], "float64"), [1])),
        ("correlate empty v", lambda xp: xp.correlate([1], host(xp, [], "float64"))),
        ("correlate 2-d", lambda xp: xp.correlate(host(xp, numpy.ones((2, 2))), [1])),
        ("convolve 2-d", lambda xp: xp.convolve(host(xp, numpy.ones((2, 2))), [1])),
        ("correlate 0-d", lambda xp: xp.correlate(3, [1, 2])),
        ("bad mode", lambda xp: xp.convolve([1, 2], [1], mode="x")),
        ("empty mode", lambda xp: xp.convolve([1, 2], [1], mode="")),
        ("prefix mode", lambda xp: xp.convolve([1, 2], [1], mode="fu")),
        ("upper-case mode", lambda xp: xp.correlate([1, 2], [1], mode="Same")),
        ("int modes", lambda xp: [xp.correlate([1, 2, 3], [0, 1, 0.5], mode=m) for m in (0, 1, 2)]),
        ("int mode 3", lambda xp: xp.correlate([1, 2, 3], [1], mode=3)),
        ("None mode", lambda xp: xp.correlate([1, 2, 3], [1], mode=None)),
    ])


@pytest.mark.parametrize("dtype", NUMERIC_DTYPES, ids=short)
def test_clip_convolve_results_on_device(xp, dtype):
    # results are arrays of xp (not NumPy arrays), also for 0-d inputs
    assert_same_cases(xp, [
        ("clip 0-d", lambda xp: xp.clip(make(xp, (), dtype, "0d"), 0, 1)),
        ("convolve 1x1", lambda xp: xp.convolve(make(xp, (1,), dtype), make(xp, (1,), dtype))),
    ], **conv_tol(dtype))


def test_interp_argument_error_messages(gp):
    """NumPy's C reads xp as a 1-d sequence and left/right as numbers: its texts."""
    cases = [
        (lambda m: m.interp([0.5], [[0., 1., 2.]], [0., 1., 4.]), {}),
        (lambda m: m.interp([0.5], m.ones((1, 3)), [0., 1., 4.]), {}),
        (lambda m: m.interp([0.5], [0., 1., 2.], [[0., 1., 4.]]), {}),
        (lambda m: m.interp([0.5], [0., 1., 2.], [0., 1., 4.], left="a"), {}),
        (lambda m: m.interp([0.5], [0., 1., 2.], [0j, 1., 4.], right=b"1"), {}),
    ]
    for f, _ in cases:
        got, want = [], []
        for m, into in ((numpy, want), (gp, got)):
            try:
                f(m)
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                into.append((type(e).__name__, str(e)))
        assert got == want and want


def test_interp_reads_arguments_as_the_c_code(gp):
    """NumPy's C reads fp, then xp, then x (the first bad one raises); a sequence or a scalar
    item by item into float64 (float() of a complex item: a TypeError; a NumPy complex scalar
    warns), an array by a safe cast; left/right as PyFloat_AsDouble (PyComplex_RealAsDouble for
    complex fp) reads them.  The period path reads x and xp as numpy.asarray(v, float64)."""
    cases = [
        lambda m: m.interp([1.], [[0., 1.]], [[1., 2.]]),
        lambda m: m.interp([1 + 1j], [0., 1.], [1., 2.]),
        lambda m: m.interp(1 + 1j, [0., 1.], [1., 2.]),
        lambda m: m.interp(numpy.complex128(0.5 + 1j), [0., 1.], [1., 2.]),
        lambda m: m.interp(m.array([0.5 + 1j]), [0., 1.], [1., 2.]),
        lambda m: m.interp(0.5, [0., 1j], [1., 2.]),
        lambda m: m.interp(0.5, [[0., 1j]], [1., 2.]),
        lambda m: m.interp([0.5, 1.5], [0., 1.], [1., 2.], left=1j, right=1j),
        lambda m: m.interp([-1.], [0., 1.], [1., 2.], left=[1]),
        lambda m: m.interp([-1., 3.], [0., 1.], [1j, 2.], left=[1]),
        lambda m: m.interp([-1., 3.], [0., 1.], [1., 2.], left=numpy.complex64(2 + 1j)),
        lambda m: m.interp([-1., 3.], [0., 1.], [1j, 2.], right=m.array(1j)),
        lambda m: m.interp([1 + 1j], [0., 1.], [1., 2.], period=3),
        lambda m: m.interp(0.5, [0., 1j], [1., 2.], period=3),
        lambda m: m.interp(m.array([0.5 + 1j]), [0., 1.], [1., 2.], period=3),
    ]
    for f in cases:
        got, want = [], []
        for m, into in ((numpy, want), (gp, got)):
            def run():
                try:
                    r = f(m)
                    into.append((repr(r), str(numpy.asarray(r).dtype)))
                except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                    into.append((type(e).__name__, str(e)))
            into.append(_warned(run))
        assert got == want


def _warned(f):
    import warnings
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        f()
    return [(x.category.__name__, str(x.message)) for x in w
            if x.category.__name__ != "FallbackWarning"]


def test_interp_convolve_correlate_report_no_fp_errors(gp):
    """NumPy's C loops of interp, convolve and correlate set no floating-point warnings (a
    repeated sample point, an overflowing or inf*0 product): gpnumpy's neither."""
    cases = [
        lambda m: m.interp([1.], [1., 1.], [0., 1.]),
        lambda m: m.interp([1., 0.5, 3.], [0., 1., 1., 2.], [0., 1., 5., 2.]),
        lambda m: m.interp([0.5], [0., 1.], [m.inf, -m.inf]),
        lambda m: m.convolve([1e300], [1e300]),
        lambda m: m.convolve([m.inf, 1.], [0., 1.]),
        lambda m: m.correlate([m.inf], [0.]),
        lambda m: m.convolve(m.array([1e38], m.float32), m.array([1e38], m.float32)),
        # (float16 sums in float32: the sum rounded back to float16 overflows silently)
        lambda m: m.convolve(m.array([6e4, 6e4], m.float16), m.array([6e4, 6e4], m.float16)),
        lambda m: m.correlate(m.array([6e4, 1.], m.float16), m.array([2.], m.float16), "full"),
    ]
    for f in cases:
        assert _warned(lambda: f(gp)) == _warned(lambda: f(numpy))


def test_clip_broadcast_messages_and_where(xp):
    """clip is one three-operand ufunc in NumPy: a broadcast error names every operand's shape
    (scalars as (), out's, where's); a where= mask with out= gives no warning of its own."""
    import warnings

    def body(xp):
        a = xp.arange(12.0).reshape(3, 4)
        got = []
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for args, kw in ((([1, 2], 3), {}), ((1, [1, 2]), {}), (([1, 2], None), {}),
                             ((xp.ones(2), xp.ones(2)), {}), ((1, 2), {"out": xp.zeros(2)}),
                             ((1, 2), {"out": xp.zeros((3, 4)), "where": xp.ones(2, bool)}),
                             ((1j, [1, 2]), {}),
                             ((1, [5, 6, 7, 8]), {"out": xp.zeros((3, 4)), "where": a > 3})):
                try:
                    r = xp.clip(a, *args, **kw)
                    got.append(r.tolist())
                except ValueError as exc:
                    got.append(str(exc))
        got.append([(w.category.__name__, str(w.message)) for w in caught])
        return got
    assert_same_cases(xp, [("clip", body)])
