"""Ulp distances, and grids of special and extreme complex values, for the tests of the complex
elementary functions: tests/_core/test_complex_math.py (gpnumpy against NumPy, on the device)
and tests/_kernels/test_complex_math_host.py (the same CUDA source compiled for the host CPU).

Imports only NumPy.
"""

import numpy

__all__ = ["ulp_distance", "complex_ulps", "special_values", "special_grid", "extreme_values",
           "worst_cases", "assert_parts_close", "assert_modulus_close"]

#: a distance no tolerance accepts: a NaN against a number, unequal infinities, zeros of
#: opposite signs
MISMATCH = float("inf")


def _ordered(a):
    """IEEE bits as integers in the order of the values (-0.0 and +0.0 both 0)."""
    if a.dtype == numpy.float64:
        i = a.view(numpy.int64)
        return numpy.where(i < 0, numpy.int64(-0x7fffffffffffffff - 1) - i, i)
    i = a.view(numpy.int32).astype(numpy.int64)
    return numpy.where(i < 0, numpy.int64(-0x80000000) - i, i)


def ulp_distance(expected, actual):
    """Per element: 0 where both are NaN; MISMATCH where only one is NaN, where infinities
    differ, or where both are zeros of opposite signs; else the number of representable values
    between the two (subnormals count one step each)."""
    e = numpy.ascontiguousarray(expected)
    a = numpy.ascontiguousarray(actual)
    assert e.dtype == a.dtype and e.dtype.kind == "f", (e.dtype, a.dtype)
    d = numpy.zeros(e.shape, dtype=numpy.float64)
    ne, na = numpy.isnan(e), numpy.isnan(a)
    ie, ia = numpy.isinf(e), numpy.isinf(a)
    fin = ~(ne | na | ie | ia)
    d[fin] = numpy.abs((_ordered(e) - _ordered(a))[fin]).astype(numpy.float64)
    bad = (ne != na) | ((ie | ia) & ~(ne | na) & (e != a))
    bad |= fin & (e == 0) & (a == 0) & (numpy.signbit(e) != numpy.signbit(a))
    d[bad] = MISMATCH
    return d


def complex_ulps(expected, actual):
    """The larger of the ulp distances of the real and the imaginary parts, per element."""
    return numpy.maximum(ulp_distance(expected.real, actual.real),
                         ulp_distance(expected.imag, actual.imag))


def special_values(dtype):
    """Zeros, subnormals, the extremes of the range, values about 1, thresholds where the
    functions change formulas (exp overflow, 1/eps), infinities and NaN; each with both signs.
    ``dtype`` is float32 or float64."""
    dt = numpy.dtype(dtype)
    f = numpy.finfo(dt)
    eps, tiny, big = float(f.eps), float(f.tiny), float(f.max)
    if dt == numpy.float64:
        scale = [5e-324, 1e-310, tiny, 1e-300, 1e-200, 1e-160, 1e-100, 1e-20, 1e-9, 1e-5,
                 354.5, 700.0, 709.5, 710.0, 800.0, 1500.0, 1e10, 4e15, 1e16, 1e17, 1e100,
                 1e154, 1e200, 1e300, 1e308, big]
    else:
        scale = [1e-45, 1e-40, tiny, 1e-37, 1e-30, 1e-20, 1e-10, 1e-5, 1e-3, 44.5, 88.0, 88.7,
                 89.0, 100.0, 200.0, 1e4, 8e6, 1e7, 1e8, 1e15, 1e19, 1e25, 1e30, 1e38, big]
    v = [0.0, 0.1, 0.3, 0.5, 0.6, 0.7, 0.75, 1 - eps, 1.0, 1 + eps, 1.3, 1.5, 2.0, 3.0, 10.0,
         100.0] + scale + [numpy.inf, numpy.nan]
    v = numpy.array(v, dtype=dt)
    return numpy.concatenate([v, -v])


def special_grid(cdtype, values=None):
    """Every (re, im) pair of ``values`` (default special_values of the part dtype)."""
    cdt = numpy.dtype(cdtype)
    part = numpy.dtype(cdt.char.lower())
    v = special_values(part) if values is None else numpy.asarray(values, dtype=part)
    re, im = numpy.meshgrid(v, v)
    z = numpy.empty(re.size, dtype=cdt)
    z.real = re.ravel()
    z.imag = im.ravel()
    return z


def extreme_values(cdtype, n=2000, seed=0):
    """Random complex values over the whole range: log-uniform magnitudes at every angle, the
    square [-3, 3]^2, the unit circle's neighbourhood, the neighbourhoods of +-1 with tiny
    imaginary parts, and tiny values (5 * n values)."""
    cdt = numpy.dtype(cdtype)
    lo, hi = (-300, 300) if cdt == numpy.complex128 else (-37, 37)
    rng = numpy.random.default_rng(seed)
    sign = lambda: rng.choice([-1.0, 1.0], n)  # noqa: E731
    mag = 10.0 ** rng.uniform(lo, hi, n)
    parts = [
        mag * numpy.exp(1j * rng.uniform(-numpy.pi, numpy.pi, n)),
        rng.uniform(-3, 3, n) + 1j * rng.uniform(-3, 3, n),
        numpy.exp(1j * rng.uniform(-numpy.pi, numpy.pi, n)) * (1 + rng.normal(0, 1e-6, n)),
        (sign() + rng.normal(0, 1e-7, n)) + 1j * sign() * 10.0 ** rng.uniform(lo / 2, 0, n),
        sign() * 10.0 ** rng.uniform(lo, 0, n) + 1j * sign() * 10.0 ** rng.uniform(lo, 0, n),
    ]
    with numpy.errstate(all="ignore"):
        return numpy.concatenate(parts).astype(cdt)


def worst_cases(z, expected, actual, dist, limit, count=6):
    """Lines describing the elements whose distance exceeds ``limit``, worst first."""
    order = numpy.argsort(-dist, kind="stable")
    lines = []
    for i in order[:count]:
        if not dist[i] > limit:
            break
        lines.append("  z=%r: numpy %r, got %r (%s ulp)" % (z[i], expected[i], actual[i],
                                                         "mismatch" if dist[i] == MISMATCH
                                                         else int(dist[i])))
    return lines


def assert_parts_close(z, expected, got, ulps):
    """Each part of ``got`` within ``ulps`` of NumPy's (``expected``), NaN, infinities and
    signed zeros exactly; ``z`` (the arguments) for the message."""
    d = complex_ulps(expected, got)
    bad = d > ulps
    assert not bad.any(), "%d of %d values differ by more than %d ulp:\n%s" % (
        bad.sum(), bad.size, ulps, "\n".join(worst_cases(z, expected, got, d, ulps)))


def assert_modulus_close(z, expected, got, k, floors=(0.0, 0.0)):
    """NaN, infinities and signed zeros exactly; each finite part within k eps times
    max(|expected|, floor of that part) (for formulas whose parts cancel: a part near zero next
    to a large one, or a difference of terms each as large as the floor)."""
    part = numpy.dtype(expected.dtype.char.lower())
    eps = float(numpy.finfo(part).eps)
    with numpy.errstate(all="ignore"):
        modulus = numpy.abs(expected.astype(numpy.complex128))
    d = numpy.zeros(expected.shape)
    for e, g, floor in ((expected.real, got.real, floors[0]), (expected.imag, got.imag, floors[1])):
        with numpy.errstate(invalid="ignore"):
            scale = numpy.fmax(modulus, floor)
        u = ulp_distance(e, g)
        exact = ~numpy.isfinite(e) | ~numpy.isfinite(g) | ~numpy.isfinite(scale) | (u == MISMATCH)
        with numpy.errstate(all="ignore"):
            rel = numpy.abs(e.astype(numpy.float64) - g.astype(numpy.float64)) / (eps * scale)
        rel = numpy.where(scale == 0, numpy.where(e == g, 0.0, numpy.inf), rel)
        d = numpy.maximum(d, numpy.where(exact, u, rel))
    bad = d > k
    assert not bad.any(), "%d of %d values differ by more than %d eps |numpy|:\n%s" % (
        bad.sum(), bad.size, k, "\n".join(worst_cases(z, expected, got, d, k)))
