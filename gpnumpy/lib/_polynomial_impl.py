"""The legacy polynomial functions (NumPy's "Polynomials" page, power series in
``numpy.lib.polynomial``): poly, roots, polyadd, polysub, polymul, polydiv, polyder, polyint,
polyval, polyfit, and NumPy's poly1d class.

Coefficient arrays are device arrays and every function is a composition of device
operations in NumPy's order of operations (so results round as NumPy's do): polyval is
Horner's rule, polymul a convolution, poly a convolution per root, roots the eigenvalues of
the companion matrix (gpnumpy.linalg.eigvals), polyfit a scaled least-squares solve
(gpnumpy.linalg.lstsq).  Host reads happen only where NumPy's result depends on a value:
the leading and trailing zeros roots and polymul strip, polydiv's trimming of the remainder,
poly's check for conjugate roots.  poly1d is NumPy's class (a host object holding its
coefficients); a poly1d argument makes these functions return poly1d as NumPy's do, computed
by NumPy on the host, and a poly1d evaluated at a gpnumpy array runs ``polyval`` here.
"""
from __future__ import annotations


import numpy
from numpy import poly1d  # noqa: F401  (NumPy's class, re-exported by the face)

from .._core.ndarray import ndarray, asarray_any, to_host
from .._core import fperr, umath as um
from .._core.creation import arange, asarray, diag, ones, vander, zeros, zeros_like
from .._core.logic import allclose, all as all_
from .._core.mathematical import convolve
from .._core.manipulation import atleast_1d, concatenate, hstack
from .._core.searching import nonzero
from .._core.sorting import sort
from .._core.type_utilities import mintypecode
from .._core import products

__all__ = ["poly", "roots", "polyadd", "polysub", "polymul", "polydiv", "polyder", "polyint",
           "polyval", "polyfit", "poly1d"]


_linalg = None  # gpnumpy.linalg: imported by the first roots, polyfit or poly of a matrix


def _la():
    global _linalg
    if _linalg is None:
        from .. import linalg
        _linalg = linalg
    return _linalg


def _host_poly1d(name, *args, **kwargs):
    """NumPy's function on host arguments: a poly1d is NumPy's host object."""
    return getattr(numpy, name)(*to_host(args), **to_host(kwargs))


def _dispatchable(p):
    # NumPy's roots and poly dispatch on ``p`` itself: an argument that cannot be iterated
    # (a number, a 0-d array) fails in the dispatcher, before the function
    try:
        iter(p)
    except TypeError:
        raise TypeError("dispatcher for __array_function__ did not return an iterable") from None


def _has_poly1d(*args):
    return any(isinstance(a, numpy.poly1d) for a in args)


def poly(seq_of_zeros):
    """Find the coefficients of a polynomial with the given sequence of roots (or of the
    characteristic polynomial of a square matrix)."""
    _dispatchable(seq_of_zeros)
    z = atleast_1d(asarray_any(seq_of_zeros))
    sh = z._shape
    if len(sh) == 2 and sh[0] == sh[1] and sh[0] != 0:
        z = _la().eigvals(z)
    elif len(sh) == 1:
        z = z.astype(mintypecode(z._dtype.char))
    else:
        raise ValueError("input must be 1d or non-empty square 2d array.")
    if len(z) == 0:
        return 1.0
    dt = z._dtype
    a = ones((1,), dtype=dt)
    one = ones((1,), dtype=dt)
    for i in range(len(z)):
        a = convolve(a, concatenate([one, um.negative(z[i:i + 1])]))
    if dt.kind == "c":
        # conjugate pairs only: the polynomial is real
        r = z.astype(numpy.complex128)
        if bool(all_(um.equal(sort(r), sort(um.conjugate(r))))):
            a = a.real.copy()
    return a


def roots(p):
    """Return the roots of a polynomial with coefficients given in p."""
    _dispatchable(p)
    p = atleast_1d(asarray_any(p))
    if p._ndim != 1:
        raise ValueError("Input must be a rank-1 array.")
    nz = nonzero(p)[0].get()
    if len(nz) == 0:
        return asarray([])
    trailing = len(p) - int(nz[-1]) - 1
    p = p[int(nz[0]):int(nz[-1]) + 1]
    if p._dtype.kind not in "fc":
        p = p.astype(float)
    n = len(p)
    if n > 1:
        a = diag(ones((n - 2,), p._dtype), -1)
        a[0, :] = um.negative(p[1:]) / p[0]
        r = _la().eigvals(a)
        # the roots of real coefficients are real when every imaginary part is zero (NumPy's
        # eigvals of a real matrix, whatever the device's eigvals returns); complex
        # coefficients keep complex roots
        if (p._dtype.kind != "c" and r._dtype.kind == "c"
                and not bool(um.not_equal(r.imag, 0).any())):
            r = r.real.copy()
    else:
        r = asarray([])
    return hstack((r, zeros(trailing, r._dtype)))


def polyint(p, m=1, k=None):
    """Return an antiderivative (indefinite integral) of a polynomial."""
    if _has_poly1d(p):
        return _host_poly1d("polyint", p, m, k)
    m = int(m)
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    if k is None:
        k = zeros(m, float)
    k = atleast_1d(asarray_any(k))
    if len(k) == 1 and m > 1:
        k = k[0] * ones(m, float)
    if len(k) < m:
        raise ValueError("k must be a scalar or a rank-1 array of length 1 or >m.")
    p = asarray_any(p)
    for i in range(m):
        p = concatenate((um.true_divide(p, arange(len(p), 0, -1)), k[i:i + 1]))
    return p


def polyder(p, m=1):
    """Return the derivative of the specified order of a polynomial."""
    if _has_poly1d(p):
        return _host_poly1d("polyder", p, m)
    m = int(m)
    if m < 0:
        raise ValueError("Order of derivative must be positive (see polyint)")
    p = asarray_any(p)
    len(p)  # (NumPy's TypeError for a 0-d array)
    for _ in range(m):
        p = _derivative(p)
    if p._ndim != 1:
        _derivative(p)  # (NumPy takes one derivative more than it returns: its broadcast error)
    return p


def _derivative(p):
    return um.multiply(p[:-1], arange(len(p) - 1, 0, -1))


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """Least squares polynomial fit (NumPy's scaled Vandermonde system, solved by
    gpnumpy.linalg.lstsq)."""
    order = int(deg) + 1
    x = um.add(asarray_any(x), 0.0)
    y = um.add(asarray_any(y), 0.0)
    if deg < 0:
        raise ValueError("expected deg >= 0")
    if x._ndim != 1:
        raise TypeError("expected 1D vector for x")
    if x._size == 0:
        raise TypeError("expected non-empty vector for x")
    if y._ndim < 1 or y._ndim > 2:
        raise TypeError("expected 1D or 2D array for y")
    if x._shape[0] != y._shape[0]:
        raise TypeError("expected x and y to have same length")
    if rcond is None:
        rcond = len(x) * numpy.finfo(x._dtype).eps
    lhs = vander(x, order)
    rhs = y
    if w is not None:
        w = um.add(asarray_any(w), 0.0)
        if w._ndim != 1:
            raise TypeError("expected a 1-d array for weights")
        if w._shape[0] != y._shape[0]:
            raise TypeError("expected w and y to have the same length")
        lhs = um.multiply(lhs, w[:, None], out=lhs)
        # (NumPy's rhs *= w: in y's own dtype, rounded to float32 there)
        rhs = um.multiply(rhs, w[:, None] if rhs._ndim == 2 else w, out=rhs)
    scale = um.sqrt(um.multiply(lhs, lhs).sum(axis=0))
    lhs = um.true_divide(lhs, scale, out=lhs)
    c, resids, rank, s = _la().lstsq(lhs, rhs, rcond)
    c = um.true_divide(c.T, scale).T
    if int(rank) != order and not full:
        fperr.warn("Polyfit may be poorly conditioned", numpy.exceptions.RankWarning)
    if full:
        return c, resids, rank, s, rcond
    if cov:
        vbase = _la().inv(products.dot(lhs.T, lhs))
        vbase = um.true_divide(vbase, um.multiply(scale[:, None], scale[None, :]))
        if cov == "unscaled":
            fac = 1
        else:
            if len(x) <= order:
                raise ValueError("the number of data points must exceed order "
                                 "to scale the covariance matrix")
            fac = um.true_divide(resids, len(x) - order)
        if y._ndim == 1:
            return c, um.multiply(vbase, fac)
        return c, um.multiply(vbase[:, :, None], fac)
    return c


def polyval(p, x):
    """Evaluate a polynomial at specific values (Horner's rule, as NumPy)."""
    if _has_poly1d(x):
        return _host_poly1d("polyval", p, x)
    # host coefficients stay host scalars (kernel arguments); device ones stay on the device
    p = p if isinstance(p, ndarray) else numpy.asarray(p)
    # (NumPy's asanyarray: a subclass of ndarray passes through, and the result is of it)
    x = x if isinstance(x, ndarray) else asarray_any(x)
    y = zeros_like(x)
    for pv in p:  # (NumPy's TypeError for 0-d coefficients: "iteration over a 0-d array")
        y = y * x + pv  # (NumPy's operators: of 0-d values, scalar math, its overflow warnings)
    return y


def _binary(name, a1, a2, op):
    if _has_poly1d(a1, a2):
        return _host_poly1d(name, a1, a2)
    a1 = atleast_1d(asarray_any(a1))
    a2 = atleast_1d(asarray_any(a2))
    diff = len(a2) - len(a1)
    if diff > 0:
        a1 = concatenate((zeros(diff, a1._dtype), a1))
    elif diff < 0:
        a2 = concatenate((zeros(-diff, a2._dtype), a2))
    return op(a1, a2)


def polyadd(a1, a2):
    """Find the sum of two polynomials."""
    return _binary("polyadd", a1, a2, um.add)


def polysub(a1, a2):
    """Difference (subtraction) of two polynomials."""
    return _binary("polysub", a1, a2, um.subtract)


def _trim_leading(c):
    # poly1d's reading of coefficients: 1-d, leading zeros stripped (all zeros -> [0])
    c = atleast_1d(asarray_any(c))
    if c._ndim > 1:
        raise ValueError("Polynomial must be 1d only.")
    nz = nonzero(c)[0]
    if nz._size == 0:
        return zeros(1, c._dtype)
    return c[int(nz[0]):]


def polymul(a1, a2):
    """Find the product of two polynomials."""
    if _has_poly1d(a1, a2):
        return _host_poly1d("polymul", a1, a2)
    return convolve(_trim_leading(a1), _trim_leading(a2))


def polydiv(u, v):
    """Returns the quotient and remainder of polynomial division."""
    if _has_poly1d(u, v):
        return _host_poly1d("polydiv", u, v)
    u = um.add(atleast_1d(asarray_any(u)), 0.0)
    v = um.add(atleast_1d(asarray_any(v)), 0.0)
    u[0], v[0]  # (NumPy's IndexError for an empty u or v, before anything is divided)
    dt = numpy.result_type(u._dtype, v._dtype)
    m = len(u) - 1
    n = len(v) - 1
    # (scalar operators, as NumPy's: a zero leading divisor warns of a "scalar divide")
    scale = 1. / v[0]
    q = zeros((max(m - n + 1, 1),), dt)
    r = u.astype(dt)
    for k in range(m - n + 1):
        d = scale * r[k]
        q[k] = d
        r[k:k + n + 1] -= d * v
    while allclose(r[0], 0, rtol=1e-14) and r._shape[-1] > 1:  # (an empty u: IndexError)
        r = r[1:]
    return q, r

