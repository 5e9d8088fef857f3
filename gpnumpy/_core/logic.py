"""Truth value reductions (NumPy's \"Logic functions\" page)."""
from __future__ import annotations

import builtins

import numpy

from .ndarray import ndarray, asarray_any
from .reduction import reduce, NoValue, opt as _opt
from . import fperr
from . import umath as um
from .creation import zeros
from .interop import result_type


def all(a, axis=None, out=None, keepdims=NoValue, *, where=NoValue):
    """Test whether all array elements along a given axis evaluate to True."""
    return reduce(um.logical_and, a, axis, bool if out is None else None, out,
                  _opt(keepdims, False), NoValue, _opt(where, True))


def any(a, axis=None, out=None, keepdims=NoValue, *, where=NoValue):
    """Test whether any array element along a given axis evaluates to True."""
    return reduce(um.logical_or, a, axis, bool if out is None else None, out,
                  _opt(keepdims, False), NoValue, _opt(where, True))


# ================================================================ array type testing
def iscomplex(x):
    """Returns a bool array, where True if input element is complex (non-zero imaginary part)."""
    ax = asarray_any(x)
    if ax.dtype.kind == "c":
        return um.not_equal(ax.imag, 0)
    return zeros(ax.shape, bool)[()]


def isreal(x):
    """Returns a bool array, where True if input element is real (zero imaginary part):
    NumPy's ``imag(x) == 0``, so a Python number (anything with ``.imag``) gives its own
    comparison, a Python bool."""
    try:
        im = x.imag
    except AttributeError:
        im = asarray_any(x).imag
    return im == 0


def iscomplexobj(x):
    """Check for a complex type or an array of complex numbers (the dtype only, a Python bool)."""
    try:
        kind = x.dtype.kind
    except AttributeError:
        kind = asarray_any(x).dtype.kind
    return kind == "c"


def isrealobj(x):
    """Return True if x is a not complex type or an array of complex numbers."""
    return not iscomplexobj(x)


def _signed_inf(x, out, negative):
    is_inf = um.isinf(x)
    try:
        sign = um.signbit(x)
        if not negative:
            sign = um.invert(sign)
    except TypeError as e:
        raise TypeError("This operation is not supported for %s values because it would be "
                        "ambiguous." % asarray_any(x).dtype) from e
    return um.logical_and(is_inf, sign, out)


def isposinf(x, out=None):
    """Test element-wise for positive infinity, return result as bool array."""
    return _signed_inf(x, out, False)


def isneginf(x, out=None):
    """Test element-wise for negative infinity, return result as bool array."""
    return _signed_inf(x, out, True)


def isscalar(element):
    """Returns True if the type of ``element`` is a scalar type (gpnumpy arrays are not)."""
    return numpy.isscalar(element)


def isfortran(a):
    """True if the array is Fortran contiguous but *not* C contiguous."""
    return a.flags.fnc


# ================================================================ comparison
def isclose(a, b, rtol=1.e-5, atol=1.e-8, equal_nan=False):
    """Whether two arrays are element-wise equal within a tolerance (NumPy's formula:
    ``|a - b| <= atol + rtol * |b|`` for finite ``b``, or ``a == b``)."""
    x, y, atol, rtol = (v if isinstance(v, (int, float, complex)) else asarray_any(v)
                        for v in (a, b, atol, rtol))
    # an inexact y (NumPy's rule, against abs(MIN_INT)): the dtype of y and a Python float;
    # a timedelta64 y as it is (NumPy's add of the tolerances then refuses it)
    if getattr(y, "dtype", None) is not None and y.dtype.kind != "m":
        dt = result_type(y, 1.)
        if y.dtype != dt:
            y = y.astype(dt)
    elif isinstance(y, int):
        y = float(y)
    # NumPy's check of the tolerances, arrays included (one small answer from the device)
    if not builtins.all(_all_finite(tol) for tol in (atol, rtol)):
        err = numpy.geterr()["invalid"]
        msg = f"One of rtol or atol is not valid, atol: {atol}, rtol: {rtol}"
        if err == "warn":
            fperr.warn(msg, RuntimeWarning)
        elif err == "raise":
            raise FloatingPointError(msg)
        elif err == "print":
            print(msg)
    with numpy.errstate(invalid="ignore"):
        # Python's operators, as NumPy's: Python scalars stay weak (NEP 50) through abs, + and *
        close = um.less_equal(abs(x - y), atol + rtol * abs(y))
        result = um.bitwise_or(um.bitwise_and(close, um.isfinite(y)), x == y)
        if equal_nan:
            result = um.bitwise_or(result, um.bitwise_and(um.isnan(x), um.isnan(y)))
    return result[()]


def _all_finite(tol):
    if isinstance(tol, (int, float, complex)):
        return builtins.bool(numpy.isfinite(tol))
    return builtins.bool(all(um.isfinite(tol)))


def allclose(a, b, rtol=1.e-5, atol=1.e-8, equal_nan=False):
    """Whether two arrays are element-wise equal within a tolerance (a Python bool)."""
    # the one answer comes to the host: NumPy returns a Python bool
    return builtins.bool(all(isclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)))


def array_equal(a1, a2, equal_nan=False):
    """True if two arrays have the same shape and elements, False otherwise (a Python bool)."""
    try:
        a1, a2 = asarray_any(a1), asarray_any(a2)
    except TypeError:
        raise  # (strings, records, objects: NumPy's function on the host, dispatch's guard)
    except Exception:
        return False
    if a1.shape != a2.shape:
        return False
    eq = a1 == a2  # (NumPy's operator: records, strings, objects; False where no loop)
    if not equal_nan or (a1.dtype.kind in "biu" and a2.dtype.kind in "biu"):
        return builtins.bool(all(eq))  # the answer: one host bool
    if a1 is a2:
        return True
    n1, n2 = um.isnan(a1), um.isnan(a2)
    # equal where neither is NaN, NaN where both are (NumPy's two steps in one reduction)
    both = um.logical_and(n1, n2)
    ok = um.logical_or(um.logical_and(eq, um.equal(n1, n2)), both)
    return builtins.bool(all(ok))


def array_equiv(a1, a2):
    """True if input arrays are shape consistent and all elements equal (a Python bool)."""
    try:
        a1, a2 = asarray_any(a1), asarray_any(a2)
    except TypeError:
        raise  # (strings, records, objects: NumPy's function on the host, dispatch's guard)
    except Exception:
        return False
    try:
        numpy.broadcast_shapes(a1.shape, a2.shape)
    except Exception:
        return False
    return builtins.bool(all(a1 == a2))
