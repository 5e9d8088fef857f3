"""Complex elementary functions against NumPy over grids of special and extreme values.

NumPy's complex ufuncs call the C library (C99 Annex G special values, results within an ulp or
two); gpnumpy's kernels (gpnumpy/_kernels/complex_math.cuh) must give the same NaNs,
infinities and signed zeros everywhere, and finite parts within a few ulp of NumPy's, each part
on its own scale (a tiny imaginary part next to a large real part is compared in its own ulps).
expm1, log1p and power follow NumPy's own formulas, which cancel in places: their parts are
compared against the modulus of NumPy's result.  On the host device gpnumpy computes with NumPy
(these tests then check the plumbing); tests/_kernels/test_complex_math_host.py runs the CUDA
source itself on the CPU.
"""
import numpy
import pytest

from gpnumpy.testing._ulp import (MISMATCH, assert_modulus_close, assert_parts_close, complex_ulps,
                                  extreme_values, special_grid, special_values, ulp_distance,
                                  worst_cases)
from gpnumpy.testing._xp import quiet, to_numpy

COMPLEX = ["complex64", "complex128"]

#: functions whose parts are compared in their own ulps
PARTWISE = ["arcsin", "arccos", "arctan", "arcsinh", "arccosh", "arctanh", "sin", "cos", "tan",
            "sinh", "cosh", "tanh", "exp", "exp2", "log", "log2", "log10", "sqrt"]
#: NumPy's own formulas (cancellation): parts compared against |result|
MODULUS = ["expm1", "log1p"]

#: largest distance in ulp of each part (finite, nonzero results); the kernels and NumPy each
#: err by an ulp or two (complex64 evaluates in double on the device)
PART_ULPS = {"complex64": 6, "complex128": 8}
#: largest |difference| of a part in units of eps * |NumPy's result|
MODULUS_EPS = {"complex64": 16, "complex128": 16}
#: power: exp(b log a) multiplies the error of log a by |b log a|
POWER_EPS = 128


def _apply(xp, name, z, *more):
    with quiet():
        args = [xp.asarray(a) for a in (z,) + more]
        return to_numpy(getattr(xp, name)(*args))


def cancelling_terms(name, z):
    """The size of the terms NumPy's formula for ``name`` subtracts in each part (floors for
    assert_modulus_close): expm1's real part expm1(x) cos y - 2 sin^2(y/2); log1p's real part
    log(hypot(x + 1, y)), whose argument is only good to an ulp of 1."""
    x = z.real.astype(numpy.float64)
    y = z.imag.astype(numpy.float64)
    with numpy.errstate(all="ignore"):
        if name == "expm1":
            return (numpy.abs(numpy.expm1(x) * numpy.cos(y)) + 2 * numpy.sin(y / 2) ** 2, 0.0)
    return (1.0, 0.0)


def _check(name, z, expected, got):
    assert got.dtype == expected.dtype and got.shape == expected.shape, (got.dtype, got.shape)
    if name in MODULUS:
        assert_modulus_close(z, expected, got, MODULUS_EPS[z.dtype.name],
                             cancelling_terms(name, z))
    else:
        assert_parts_close(z, expected, got, PART_ULPS[z.dtype.name])


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name", PARTWISE + MODULUS)
def test_special_values(xp, name, dtype):
    """Every pair of zeros, subnormals, extremes, thresholds, infinities and NaN."""
    z = special_grid(dtype)
    _check(name, z, _apply(numpy, name, z), _apply(xp, name, z))


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name", PARTWISE + MODULUS)
def test_extreme_values(xp, name, dtype):
    """Random magnitudes over the whole range, the unit circle, near +-1, tiny values."""
    z = extreme_values(dtype)
    _check(name, z, _apply(numpy, name, z), _apply(xp, name, z))


# The standard's special cases that NumPy (the C library) answers and a GPU library can miss:
# each row (function, z) is also in the grids, named here so that a failure reads plainly.
ANNEX_G = [
    ("arccosh", complex(0.0, numpy.nan)),         # nan + pi/2 j
    ("arccosh", complex(-0.0, numpy.nan)),
    ("arccos", complex(0.0, numpy.nan)),          # pi/2 + nan j
    ("arcsinh", complex(numpy.nan, numpy.inf)),   # inf + nan j
    ("arcsin", complex(0.0, numpy.nan)),          # 0 + nan j
    ("arctanh", complex(1.0, 0.0)),               # inf + 0j
    ("arctanh", complex(0.0, numpy.nan)),         # 0 + nan j
    ("tanh", complex(0.0, numpy.inf)),            # 0 + nan j
    ("tanh", complex(0.0, numpy.nan)),            # 0 + nan j
    ("tanh", complex(numpy.inf, 3.0)),            # 1 + copysign(0, sin 6) j
    ("tan", complex(numpy.inf, 0.0)),             # nan + 0j
    ("sinh", complex(numpy.inf, numpy.inf)),      # inf + nan j
    ("cos", complex(numpy.inf, numpy.nan)),       # nan + nan j
    ("sin", complex(numpy.nan, numpy.inf)),       # nan + inf j
    ("exp", complex(-numpy.inf, numpy.inf)),      # 0 + 0j
    ("log", complex(-0.0, 0.0)),                  # -inf + pi j
    ("sqrt", complex(-numpy.inf, numpy.nan)),     # nan + inf j
    ("arcsin", complex(1e300, 1e300)),            # large arguments: no overflow
    ("arccos", complex(-1e308, 1.0)),
    ("arccosh", complex(3e38, -3e38)),
]


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name, value", ANNEX_G, ids=["%s(%r)" % c for c in ANNEX_G])
def test_annex_g_cases(xp, name, value, dtype):
    with numpy.errstate(all="ignore"):
        z = numpy.array([value, value.conjugate(), -value, -value.conjugate()], dtype=dtype)
    _check(name, z, _apply(numpy, name, z), _apply(xp, name, z))


def _power_operands(dtype):
    v = numpy.array([0, -0.0, 0.5, 1, -1, 2, -2.5, numpy.inf, -numpy.inf, numpy.nan])
    base = special_grid(dtype, v)
    a, b = numpy.meshgrid(base, base)
    rng = numpy.random.default_rng(3)
    n = 4000
    ra = (rng.uniform(-3, 3, n) + 1j * rng.uniform(-3, 3, n)).astype(dtype)
    rb = (rng.uniform(-3, 3, n) + 1j * rng.uniform(-3, 3, n)).astype(dtype)
    ri = rng.integers(-99, 100, n).astype(dtype)     # NumPy's repeated products
    return (numpy.concatenate([a.ravel(), ra, ra]), numpy.concatenate([b.ravel(), rb, ri]))


@pytest.mark.parametrize("dtype", COMPLEX)
def test_power(xp, dtype):
    a, b = _power_operands(dtype)
    expected, got = _apply(numpy, "power", a, b), _apply(xp, "power", a, b)
    assert got.dtype == expected.dtype and got.shape == expected.shape
    assert_modulus_close(a, expected, got, POWER_EPS)
    # small integral exponents: NumPy's exact products and division, bit for bit
    n = 4000
    ints = slice(a.size - n, None)
    d = complex_ulps(expected[ints], got[ints])
    assert not (d > 0).any(), "\n".join(worst_cases(a[ints], expected[ints], got[ints], d, 0))


def test_grids_cover_the_range():
    """The grids reach the subnormals, the largest finite values, infinities and NaN."""
    for part in ("float32", "float64"):
        v = special_values(part)
        f = numpy.finfo(part)
        assert v.dtype == numpy.dtype(part)
        assert (numpy.abs(v[numpy.isfinite(v)]) < f.tiny).sum() >= 4
        assert f.max in v and -f.max in v and numpy.isnan(v).any() and numpy.isinf(v).sum() == 2
    for dt in COMPLEX:
        z = extreme_values(dt)
        assert z.dtype == numpy.dtype(dt) and numpy.isfinite(z).all()
    assert ulp_distance(numpy.array([0.0]), numpy.array([-0.0]))[0] == MISMATCH
    assert ulp_distance(numpy.array([1.0]), numpy.array([numpy.nextafter(1.0, 2)]))[0] == 1
    assert ulp_distance(numpy.array([numpy.nan]), numpy.array([numpy.nan]))[0] == 0


def _large_exponent_operands(dtype):
    """Integral exponents past NumPy's repeated products (|n| >= 100): exp(n log a), whose
    product n*log(a) NumPy forms in the operand's precision (glibc's cpowf for complex64),
    so its rounding, amplified by n, is part of NumPy's answer."""
    rng = numpy.random.default_rng(5)
    n = 2000
    r = rng.uniform(0.7, 1.3, n)
    t = rng.uniform(-numpy.pi, numpy.pi, n)
    a = (r * numpy.exp(1j * t)).astype(dtype)
    b = rng.choice([100, 101, 150, 200, 255, -100, -180], n).astype(dtype)
    return a, b


@pytest.mark.parametrize("dtype", COMPLEX)
def test_power_large_integral_exponents(xp, dtype):
    a, b = _large_exponent_operands(dtype)
    expected, got = _apply(numpy, "power", a, b), _apply(xp, "power", a, b)
    assert got.dtype == expected.dtype
    _assert_amplified_close(a, b, expected, got)


def _assert_amplified_close(a, b, expected, got):
    """exp(n log a) to within 8 |n| ulp of the operand's precision (relative to the modulus):
    the rounding of the product n*log(a), which |n| amplifies, bounds how close two correct
    implementations (NumPy's libm and ours) can come; far tighter than any wrong formula."""
    got = to_numpy(got)
    eps = numpy.finfo(expected.real.dtype).eps
    err = numpy.abs(got.astype(complex) - expected.astype(complex))
    bound = 8 * numpy.abs(b.real.astype(float)) * eps * numpy.abs(expected.astype(complex))
    bad = err > bound
    assert not bad.any(), [(a[i], b[i], expected[i], got[i]) for i in numpy.flatnonzero(bad)[:5]]


# NumPy's complex order: lexicographic, but a NaN imaginary part on either side makes the real
# parts' strict order false, so 1+1j vs 0+nanj is neither < nor >, and maximum/minimum keep the
# NaN (fmax/fmin the number). Every placement of NaN against numbers and equal real parts.
_NAN_PARTS = [complex(0, numpy.nan), complex(numpy.nan, 0), complex(numpy.nan, numpy.nan),
              1 + 1j, 0 + 1j, 1 + 0j, -2 + 5j, complex(1, numpy.nan), complex(numpy.nan, 1)]


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name", ["less", "less_equal", "greater", "greater_equal", "equal",
                                  "maximum", "minimum", "fmax", "fmin"])
def test_order_with_nan_parts(xp, name, dtype):
    pairs = [(x, y) for x in _NAN_PARTS for y in _NAN_PARTS]
    a = numpy.array([p[0] for p in pairs], dtype)
    b = numpy.array([p[1] for p in pairs], dtype)
    with quiet():
        expected = getattr(numpy, name)(a, b)
        got = to_numpy(getattr(xp, name)(xp.asarray(a), xp.asarray(b)))
    assert got.dtype == expected.dtype
    numpy.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name", ["max", "min", "nanmax", "nanmin", "argmax", "argmin"])
def test_reductions_with_nan_parts(xp, name, dtype):
    rows = [[1 + 1j, complex(0, numpy.nan), 5], [5, complex(0, numpy.nan), 1 + 1j],
            [complex(numpy.nan, 0), 3j, 3], [2, 1 + 1j, 2 + 0.5j]]
    for row in rows:
        a = numpy.array(row * 40, dtype)
        with quiet():
            expected = getattr(numpy, name)(a)
            got = getattr(xp, name)(xp.asarray(a))
        assert numpy.asarray(got).dtype == numpy.asarray(expected).dtype
        numpy.testing.assert_array_equal(to_numpy(got), expected)
