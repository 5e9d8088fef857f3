"""Matrices for the linalg tests: deterministic, well conditioned, built in NumPy and moved with
``xp.asarray`` (so both halves of a test see the same values).

Tolerances: NumPy computes every decomposition in double precision (float32 inputs included)
and rounds the result; the device computes single-precision inputs in single precision, so
float32/complex64 results are compared to a few thousand ulp of float32, double results to
about 1e-10 relative (the matrices here have condition numbers of a few units).
"""
import numpy

REAL = ["float32", "float64"]
CPLX = ["complex64", "complex128"]
INEXACT = REAL + CPLX
#: every input dtype class NumPy's linalg accepts (integers and bool compute in float64)
INPUT_DTYPES = ["int64", "int32", "uint8"] + INEXACT


def tol(dtype):
    """assert_same keywords for results of a computation in ``dtype``."""
    dt = numpy.dtype(dtype)
    if dt.char in "fF":
        return {"rtol": 2e-4, "atol": 2e-4}
    return {"rtol": 1e-9, "atol": 1e-9}


def _rng(seed, shape, dtype):
    return numpy.random.default_rng([seed, len(shape), sum(shape), numpy.dtype(dtype).num])


def general(xp, shape, dtype="float64", seed=0, dominant=True):
    """Random matrices (a stack when ``shape`` has more than two axes; vectors when it has
    one); square ones are made diagonally dominant when ``dominant`` (well conditioned)."""
    dt = numpy.dtype(dtype)
    rng = _rng(seed, shape, dt)
    if dt.kind in "iub":
        h = rng.integers(0 if dt.kind in "ub" else -3, 4, size=shape)
        if dt.kind == "b":
            h = h % 2
    else:
        h = rng.uniform(-1, 1, shape)
        if dt.kind == "c":
            h = h + 1j * rng.uniform(-1, 1, shape)
    if dominant and len(shape) >= 2 and shape[-1] == shape[-2] and shape[-1]:
        n = shape[-1]
        h = h + (2 * n if dt.kind in "fc" else 3 * n) * numpy.eye(n)
    h = numpy.ascontiguousarray(h.astype(dt))
    return h if xp is numpy else xp.asarray(h)


def hermitian_pd(xp, shape, dtype="float64", seed=0):
    """Hermitian positive definite matrices (R R^H + n I)."""
    dt = numpy.dtype(dtype)
    rng = _rng(seed + 7, shape, dt)
    r = rng.uniform(-1, 1, shape)
    if dt.kind == "c":
        r = r + 1j * rng.uniform(-1, 1, shape)
    n = shape[-1]
    h = r @ numpy.conj(numpy.swapaxes(r, -1, -2)) + n * numpy.eye(n)
    if dt.kind in "iu":
        h = numpy.round(h)
    h = numpy.ascontiguousarray(h.astype(dt))
    return h if xp is numpy else xp.asarray(h)


def herm(xp, x):
    """Conjugate transpose of a stack."""
    return xp.conj(xp.swapaxes(x, -1, -2))


def eye_like(xp, x, n):
    return xp.eye(n, dtype=x.dtype)


def numpy_routines():
    """Whether gpnumpy.linalg's primitives are numpy.linalg's own here (the host device):
    what NumPy computes is then NumPy's bit for bit."""
    from gpnumpy.linalg import _solvers
    return not _solvers.on_gpu()


def host_tol(dtype):
    """assert_same keywords: bit for bit (none) where ``numpy_routines()``, else ``tol``."""
    return {} if numpy_routines() else tol(dtype)
