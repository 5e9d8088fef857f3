"""``numpy.emath`` (``numpy.lib.scimath``) on the device: sqrt, log, log2, log10, logn, power,
arccos, arcsin and arctanh whose results are complex where the real function has none.

NumPy's rule, kept here: an input turns complex only when one of its real elements needs it
(a negative under sqrt or a log, a magnitude above 1 under arccos/arcsin/arctanh), and an
integer exponent turns float when one is negative; otherwise the real ufunc runs, with its
dtype.  Deciding that reads the data, as NumPy does: one device reduction and one bool back
to the host per input.  The complex type is NumPy's choice: complex64 for float32 and the
8- and 16-bit integers (and complex64 itself), complex128 for everything else (float16
included).  Everything else is the device ufuncs of the same names.
"""
from __future__ import annotations

import numpy

from .._core import umath as um
from .._core.creation import asarray
from .._core.logic import any as _any, isreal
from .._core import dispatch as _dispatch

__all__ = ["sqrt", "log", "log2", "logn", "log10", "power", "arccos", "arcsin", "arctanh"]

#: the inputs NumPy makes complex64 (the rest: complex128)
_SINGLE = frozenset(numpy.dtype(c) for c in ("f4", "i1", "i2", "u1", "u2", "c8"))


def _complex(x):
    return x.astype(numpy.complex64 if x.dtype in _SINGLE else numpy.complex128)


def _real_where(x, cond):
    """Whether a real element of ``x`` meets ``cond`` (read on the host)."""
    return bool(_any(um.logical_and(isreal(x), cond(x))))


def _negatives_complex(x):
    x = asarray(x)
    return _complex(x) if _real_where(x, lambda v: um.less(v, 0)) else x


def _negatives_float(p):
    p = asarray(p)
    return um.multiply(p, 1.0) if _real_where(p, lambda v: um.less(v, 0)) else p


def _beyond_one_complex(x):
    x = asarray(x)
    return _complex(x) if _real_where(x, lambda v: um.greater(um.absolute(v), 1)) else x


def sqrt(x):
    """The square root of x: complex for negative real elements."""
    return um.sqrt(_negatives_complex(x))


def log(x):
    """The natural logarithm of x: complex for negative real elements."""
    return um.log(_negatives_complex(x))


def log10(x):
    """The base-10 logarithm of x: complex for negative real elements."""
    return um.log10(_negatives_complex(x))


def log2(x):
    """The base-2 logarithm of x: complex for negative real elements."""
    return um.log2(_negatives_complex(x))


def logn(n, x):
    """The base-n logarithm of x: log(x) / log(n), each complex where negative."""
    x = _negatives_complex(x)
    n = _negatives_complex(n)
    return um.log(x) / um.log(n)  # (the operator, as NumPy: scalars warn of "scalar divide")


def power(x, p):
    """x to the power p: complex for negative real x; float for negative integer p."""
    x = _negatives_complex(x)
    p = _negatives_float(p)
    return um.power(x, p)


def arccos(x):
    """The inverse cosine of x: complex for real elements beyond [-1, 1]."""
    return um.arccos(_beyond_one_complex(x))


def arcsin(x):
    """The inverse sine of x: complex for real elements beyond [-1, 1]."""
    return um.arcsin(_beyond_one_complex(x))


def arctanh(x):
    """The inverse hyperbolic tangent of x: complex for real elements beyond [-1, 1]."""
    return um.arctanh(_beyond_one_complex(x))


# numpy.emath.sqrt(gpnumpy_array) reaches these through __array_function__
_dispatch.register_native(globals(), numpy.lib.scimath, __all__, "emath")
