"""gpnumpy.testing: NumPy's ``numpy.testing`` whose assert_* functions also accept gpnumpy arrays.

Every public name of ``numpy.testing`` is re-exported.  The comparing ``assert_*`` functions and
``build_err_msg`` are wrapped: any argument that is a ``gpnumpy.ndarray`` (or has a ``.get()``
method called without arguments, not a pandas Series' ``get(key)``, and looks like an array) is
copied to the host first, also inside tuples, lists and dict values, so
``assert_equal({'a': x}, {'a': y})`` compares arrays as NumPy does.  (With
``import gpnumpy as np``, ``np.testing`` is this module; NumPy's own
``numpy.testing.assert_equal`` cannot be taught about gpnumpy arrays, but its other asserts take
them through ``__array__``.)  The array type is imported lazily, inside the wrapper, so importing
this package never imports gpnumpy's array machinery.  (assert_raises, assert_warns and the like
pass their arguments through unchanged.)

The xp helpers shared by tests/ and conformance/ live in ``gpnumpy.testing._xp``.
"""

import functools as _functools
import inspect as _inspect

import numpy.testing as _nt
from numpy.testing import *  # noqa: F401,F403 - the public API of numpy.testing

__all__ = list(_nt.__all__)
# (names numpy.testing has outside __all__, which NumPy's own tests import from it)
from numpy.testing import _assert_valid_refcount, _gen_alignment_data  # noqa: F401,E402


def _gp_ndarray():
    """(gpnumpy's ndarray, its device scalars' base class), or None."""
    try:
        from gpnumpy._core.ndarray import ndarray
        from gpnumpy._core.scalars import generic
    except Exception:  # gpnumpy incomplete or broken: duck typing only
        return None
    return ndarray, generic


def _to_host(obj):
    if isinstance(obj, tuple):
        items = (_to_host(o) for o in obj)
        # (a named tuple, linalg's EighResult and the like, stays one: NumPy prints its repr)
        make = getattr(type(obj), "_make", None) if hasattr(obj, "_fields") else None
        return make(items) if make is not None else tuple(items)
    if isinstance(obj, list):
        return [_to_host(o) for o in obj]
    if isinstance(obj, dict):
        return {k: _to_host(v) for k, v in obj.items()}
    import numpy as _np
    if isinstance(obj, type):
        return obj  # (a class, e.g. type(result), is compared as it is)
    nd = _gp_ndarray()
    if nd is not None and isinstance(obj, nd[0]):
        # (a device scalar as NumPy's scalar: the asserts print and compare scalars their way;
        # it is an instance of NumPy's scalar types too, so this test comes first)
        return obj.get()[()] if isinstance(obj, nd[1]) else obj.get()
    if isinstance(obj, (_np.ndarray, _np.generic, str, bytes)):
        return obj
    if isinstance(obj, type):
        return obj  # (a class, gpnumpy.ndarray among them: its ``get`` is a method, not data)
    get = getattr(obj, "get", None)
    if callable(get) and hasattr(obj, "shape") and hasattr(obj, "dtype") and _takes_no_arguments(get):
        return obj.get()
    return obj


def _takes_no_arguments(method):
    """``method`` can be called without arguments: a device array's transfer ``get()``, not a
    mapping's ``get(key)`` (a pandas Series, which NumPy's asserts read as it is)."""
    try:
        _inspect.signature(method).bind()
    except TypeError:
        return False
    except ValueError:  # (no signature to read: called as before)
        pass
    return True


def _wrap(func):
    @_functools.wraps(func)
    def wrapper(*args, **kwargs):
        __tracebackhide__ = True
        args = tuple(_to_host(a) for a in args)
        kwargs = {k: _to_host(v) for k, v in kwargs.items()}
        return func(*args, **kwargs)
    return wrapper


# these take a callable and its arguments: the arguments must reach the callable unchanged
_CALLABLE_TAKING = {"assert_raises", "assert_raises_regex", "assert_warns", "assert_no_warnings",
                    "assert_no_gc_cycles"}

for _name in __all__:
    _obj = getattr(_nt, _name)
    # (build_err_msg prints NumPy's arrays with its precision=, other objects by their repr)
    if ((_name.startswith("assert_") or _name == "build_err_msg") and callable(_obj)
            and _name not in _CALLABLE_TAKING):
        globals()[_name] = _wrap(_obj)
del _name, _obj

# (the star import bound NumPy's module to the name, which ``from . import`` would return)
del overrides  # noqa: F821
from . import overrides  # noqa: E402 - NumPy's, answering for gpnumpy's ufuncs and functions too
