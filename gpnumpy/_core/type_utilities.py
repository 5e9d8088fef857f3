"""NumPy's "Data type routines" page (and the array API ``astype``): dtype questions answered by
NumPy itself, with each gpnumpy array replaced by a zero-size NumPy proxy of its dtype, so that
no data moves."""
from __future__ import annotations

import numpy

from .ndarray import ndarray, from_host, host_scalar
from .array_api_info import _check as _check_device


def _proxy(x):
    """A zero-size NumPy array of ``x``'s dtype for a gpnumpy array, NumPy's scalar of its
    dtype for a device scalar (NumPy reads a scalar as its dtype, ``issubdtype(s.sum(),
    numpy.floating)``, where it refuses an array), else ``x`` itself."""
    if not isinstance(x, ndarray):
        return x
    return numpy.empty((), x.dtype)[()] if isinstance(x, numpy.generic) else numpy.empty(0, x.dtype)


def _info_type(x):
    """What ``finfo``/``iinfo`` are asked about: a gpnumpy array's dtype (the array API's
    ``finfo(array)``; NumPy's own functions read no dtype from an array and raise ValueError,
    which no NumPy program relies on), of a device scalar its dtype as of NumPy's scalars,
    anything else as given."""
    return x.dtype if isinstance(x, ndarray) else x


class finfo(numpy.finfo):
    """NumPy's ``finfo``; of a gpnumpy array, its dtype's (as the array API standard asks)."""

    def __new__(cls, dtype):
        return numpy.finfo(_info_type(dtype))


class iinfo(numpy.iinfo):
    """NumPy's ``iinfo``; of a gpnumpy array, its dtype's (as the array API standard asks)."""

    def __init__(self, int_type):
        super().__init__(_info_type(int_type))


def can_cast(from_, to, casting="safe"):
    """Returns True if cast between data types can occur according to the casting rule."""
    return numpy.can_cast(_proxy(from_), _proxy(to), casting)


def promote_types(type1, type2):
    """Returns the data type with the smallest size and smallest scalar kind to which both
    ``type1`` and ``type2`` may be safely cast."""
    return numpy.promote_types(_proxy(type1), _proxy(type2))


def min_scalar_type(a, /):
    """For a scalar, the smallest dtype that can hold its value; an array's dtype unmodified."""
    if isinstance(a, ndarray) and a.ndim == 0:
        return numpy.min_scalar_type(a.get())  # a 0-d array: its one value decides (NumPy's rule)
    return numpy.min_scalar_type(_proxy(a))


def issubdtype(arg1, arg2):
    """Returns True if first argument is a typecode lower/equal in type hierarchy."""
    return numpy.issubdtype(_proxy(arg1), _proxy(arg2))


def isdtype(dtype, kind):
    """Determine if a provided dtype is of a specified data type ``kind``."""
    return numpy.isdtype(_proxy(dtype), kind)


def common_type(*arrays):
    """Return a scalar type which is common to the input arrays."""
    return numpy.common_type(*(_proxy(a) for a in arrays))


def mintypecode(typechars, typeset="GDFgdf", default="d"):
    """Return the character for the minimum-size type to which given types can be safely cast."""
    return numpy.mintypecode([_proxy(t) for t in typechars], typeset, default)


def iterable(y):
    """Check whether or not an object can be iterated over (0-d arrays cannot)."""
    try:
        iter(y)
    except TypeError:
        return False
    return True


def astype(x, dtype, /, *, copy=True, device=None):
    """Copies an array to a specified data type (the array API function)."""
    if host_scalar(x):
        x = from_host(x)  # (a device scalar: its astype gives a scalar, as NumPy's)
    elif not isinstance(x, ndarray) and not numpy.isscalar(x):
        raise TypeError("Input should be a NumPy array or scalar. It is a %s instead." % type(x))
    _check_device(device)
    # (a Python number passes NumPy's test, then has no astype: NumPy's AttributeError)
    return x.astype(dtype, copy=copy)
