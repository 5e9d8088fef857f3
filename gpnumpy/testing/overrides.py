"""gpnumpy.testing.overrides: NumPy's ``numpy.testing.overrides``, answering for gpnumpy's own
ufuncs and functions too.  NumPy's asks ``isinstance(func, numpy.ufunc)`` and its own table of
dispatching functions, so it said False for ``gp.add`` and ``gp.concatenate``; both hand
objects with ``__array_ufunc__`` / ``__array_function__`` to them as NumPy's do
(``_core/dispatch.py``).  A gpnumpy function counts as its NumPy namesake does."""
import numpy
from numpy.testing import overrides as _theirs
from numpy.testing.overrides import (  # noqa: F401 - NumPy's lists of what it dispatches
    get_overridable_numpy_array_functions, get_overridable_numpy_ufuncs)

__all__ = ["allows_array_function_override", "allows_array_ufunc_override",
           "get_overridable_numpy_array_functions", "get_overridable_numpy_ufuncs"]


def allows_array_ufunc_override(func):
    """Whether ``func`` hands its call to an operand's ``__array_ufunc__`` (NumPy's ufuncs and
    gpnumpy's)."""
    if _theirs.allows_array_ufunc_override(func):
        return True
    from gpnumpy._core.ufunc import ufunc
    return isinstance(func, ufunc)


def allows_array_function_override(func):
    """Whether ``func`` hands its call to an argument's ``__array_function__``: NumPy's answer,
    for a gpnumpy function its answer for the NumPy function of the same name and namespace."""
    if _theirs.allows_array_function_override(func):
        return True
    name = getattr(func, "__name__", None)
    if not name or not (getattr(func, "__module__", None) or "").startswith("gpnumpy"):
        return False
    import gpnumpy
    for ours, np_ns in ((gpnumpy, numpy), (gpnumpy.linalg, numpy.linalg),
                        (gpnumpy.fft, numpy.fft)):
        if getattr(ours, name, None) is func:
            return _theirs.allows_array_function_override(getattr(np_ns, name, None))
    return False
