"""NumPy's "Data type routines" page (and the array API ``astype``): dtype questions answered by
NumPy itself, with each gpnumpy array replaced by a zero-size NumPy proxy of its dtype, so that
no data moves."""
from __future__ import annotations

import numpy

from .fperr import call_at_user_line
from .ndarray import ndarray, from_host, host_scalar
from . import umath as um
from .array_api_info import _check as _check_device


def _proxy(x):
    """A zero-size NumPy array of ``x``'s dtype for a gpnumpy array, NumPy's scalar of its
    dtype for a device scalar (NumPy reads a scalar as its dtype, ``issubdtype(s.sum(),
    numpy.floating)``, where it refuses an array), NumPy's scalar type for a device scalar's
    class (``isdtype(type(s), ...)``: NumPy takes its own types only), else ``x`` itself."""
    if not isinstance(x, ndarray):
        if isinstance(x, type) and issubclass(x, ndarray):
            return getattr(x, "_numpy_type", None) or x
        return x
    return numpy.empty((), x.dtype)[()] if isinstance(x, numpy.generic) else numpy.empty(0, x.dtype)


def _info_type(x):
    """What ``finfo``/``iinfo`` are asked about: a gpnumpy array's dtype (the array API's
    ``finfo(array)``; NumPy's own functions read no dtype from an array and raise ValueError,
    which no NumPy program relies on), of a device scalar its dtype as of NumPy's scalars,
    anything else as given."""
    return x.dtype if isinstance(x, ndarray) else x


class _InfoType(type):
    """finfo's and iinfo's class: NumPy's own instances are instances of them too (finfo hands
    back NumPy's cached object), so that ``isinstance(np.finfo(t), np.finfo)`` holds as in NumPy
    (a user's subclass still asks for its own instances)."""

    def __instancecheck__(cls, obj):
        return (type.__instancecheck__(cls, obj)
                or cls in (finfo, iinfo) and isinstance(obj, cls.__base__))


# NumPy's finfo and iinfo; of a gpnumpy array, its dtype's (as the array API standard asks).
# Each hands back NumPy's own object (type(np.iinfo(t)) is numpy.iinfo, its docstring NumPy's,
# as help() and np.info show it); a user's subclass still makes its own instances
class finfo(numpy.finfo, metaclass=_InfoType):
    __doc__ = numpy.finfo.__doc__

    def __new__(cls, dtype):
        if dtype is None:  # (NumPy 2.4's DeprecationWarning, at the user's line)
            return call_at_user_line(numpy.finfo, (None,), {})
        return numpy.finfo(_info_type(dtype))


class iinfo(numpy.iinfo, metaclass=_InfoType):
    __doc__ = numpy.iinfo.__doc__

    def __new__(cls, int_type):
        if cls is iinfo:
            return numpy.iinfo(_info_type(int_type))
        return super().__new__(cls)

    def __init__(self, int_type):
        super().__init__(_info_type(int_type))


# (their names as NumPy's classes print: <class 'numpy.iinfo'>)
finfo.__module__ = iinfo.__module__ = "numpy"


def can_cast(from_, to, casting="safe"):
    """Returns True if cast between data types can occur according to the casting rule."""
    return numpy.can_cast(_proxy(from_), _proxy(to), casting)


def promote_types(type1, type2, /):
    """Returns the data type with the smallest size and smallest scalar kind to which both
    ``type1`` and ``type2`` may be safely cast (by position only, as NumPy's C function:
    keywords raise TypeError)."""
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
    kind = tuple(map(_proxy, kind)) if isinstance(kind, tuple) else _proxy(kind)
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


# ---------------------------------------------------------------- casting='same_value'
#: the dtypes NumPy's astype(casting='same_value') takes (both sides), by character
SAME_VALUE_CHARS = frozenset("?bhilqBHILQefdgFDG")

#: NumPy's C names of them, as its "could not cast 'same_value'" error names them
_C_NAMES = {"?": "bool", "b": "byte", "h": "short", "i": "int", "l": "long", "q": "longlong",
            "B": "ubyte", "H": "ushort", "I": "uint", "L": "ulong", "Q": "ulonglong",
            "e": "half", "f": "float", "d": "double", "g": "longdouble", "F": "cfloat",
            "D": "cdouble", "G": "clongdouble"}


def same_value(x, dt):
    """NumPy's ``x.astype(dt, casting='same_value')`` check: ValueError where the cast would
    change a value (a fraction, an out-of-range number, NaN or an infinity into an integer
    type, a float rounded or overflowing into a narrower one, a nonzero imaginary part dropped);
    a cast into bool, and NaN or an infinity between floating types, pass.  Every test runs as
    gpnumpy operations (the device's on a GPU) before any cast of a value that would not fit, so
    no floating-point warning is given (NumPy gives none)."""
    src = x.dtype
    if src.kind == "b" or dt.kind == "b" or x.size == 0:
        return
    x = x._view(x._shape, x._strides, x._offset)  # (a plain array: a subclass's ufuncs aside)
    msg = "could not cast 'same_value' %s to %s" % (_C_NAMES[src.char], _C_NAMES[dt.char])
    to = numpy.dtype(dt.char.lower()) if dt.kind == "c" else dt   # (each part's dtype)
    if src.kind == "c":
        if not _same_value_real(x.real, to):
            raise ValueError(msg)
        if dt.kind == "c":
            if not _same_value_real(x.imag, to):
                raise ValueError(msg)
        elif not bool(um.equal(x.imag, 0).all()):
            raise ValueError(msg + ": imag is not 0")
    elif not _same_value_real(x, to):
        raise ValueError(msg)


def _same_value_real(x, to):
    """Whether every value of the real (integer or floating) array ``x`` casts to the real
    dtype ``to`` unchanged."""
    src = x.dtype

    def const(v, dtype):  # (a bound as a NumPy scalar of dtype: a power of two or inf, exact)
        with numpy.errstate(over="ignore"):
            return numpy.array(v, dtype)[()]

    def every(cond):
        return bool(cond.all())

    if src.kind in "iu" and to.kind in "iu":
        s, t = numpy.iinfo(src), numpy.iinfo(to)
        ok = True
        if t.min > s.min:
            ok = every(um.greater_equal(x, const(t.min, src)))
        if ok and t.max < s.max:
            ok = every(um.less_equal(x, const(t.max, src)))
        return ok
    if src.kind == "f" and to.kind in "iu":
        bits = to.itemsize * 8
        lo = 0.0 if to.kind == "u" else -2.0 ** (bits - 1)
        hi = 2.0 ** (bits if to.kind == "u" else bits - 1)
        ok = every(um.isfinite(x)) and every(um.equal(x, um.trunc(x))) \
            and every(um.greater_equal(x, const(lo, src))) and every(um.less(x, const(hi, src)))
        if ok and src.char == "e":   # (NumPy's half refuses -0.0 into an integer type)
            ok = not bool(um.logical_and(um.signbit(x), um.equal(x, 0)).any())
        return ok
    if src.kind == "f":  # (to a floating type)
        if to.itemsize >= src.itemsize:
            return True
        fmax = const(numpy.finfo(to).max, src)
        within = um.less if to.char == "e" else um.less_equal   # (NumPy's half refuses its max)
        if not every(um.logical_or(within(um.absolute(x), fmax),
                                   um.logical_not(um.isfinite(x)))):
            return False   # (it would overflow: tested before the cast, which would warn)
        back = x.astype(to).astype(src)
        return every(um.logical_or(um.equal(back, x), um.isnan(x)))
    # an integer type to a floating one: the value back from the float, where the float lies
    # within the integer type's range (outside it, the cast back would be undefined)
    s = numpy.iinfo(src)
    fmax = int(numpy.finfo(to).max) - (to.char == "e")   # (NumPy's half refuses its max)
    if s.max > fmax and not every(um.less_equal(x, const(fmax, src))):
        return False
    if s.min < -fmax and not every(um.greater_equal(x, const(-fmax, src))):
        return False
    r = x.astype(to)
    top = const(2.0 ** (src.itemsize * 8 - (src.kind == "i")), to)
    below = numpy.nextafter(top, const(0, to))
    back = um.minimum(r, below).astype(src)
    return every(um.less(r, top)) and every(um.equal(back, x))
