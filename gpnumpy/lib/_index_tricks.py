"""mgrid, ogrid, r_, c_: NumPy's index-trick objects, made over gpnumpy's namespace.

NumPy's ``nd_grid`` and ``AxisConcatenator`` are Python written against NumPy's namespace
(``_nx``, ``np``, ``array``, ``linspace`` among their module's globals).  Each class here is a
subclass of NumPy's whose ``__getitem__`` is NumPy's own code (its code object, unchanged)
given gpnumpy's face for those names, as ``gpnumpy.polynomial`` does for NumPy's polynomials:
the grids and concatenations are device arrays made by gpnumpy's arange, indices, linspace,
array and concatenate, with NumPy's parsing, dtypes and errors; what the device does not hold
(longdouble) goes to NumPy through those functions' host-dtype guard, and the matrix directives
('r', 'c', a string of rows) stay NumPy's host matrix.  The face imports this module last,
when its namespace is complete.
"""
import types as _types

import numpy.lib._index_tricks_impl as _np_tricks

import gpnumpy as _gp

_GLOBALS = dict(vars(_np_tricks), _nx=_gp, np=_gp, array=_gp.array, linspace=_gp.linspace)


def _over_gpnumpy(np_class):
    """A subclass of NumPy's index-trick class whose ``__getitem__`` runs on gpnumpy's names."""
    get = np_class.__getitem__
    rebound = _types.FunctionType(get.__code__, _GLOBALS, get.__name__, get.__defaults__,
                                  get.__closure__)
    rebound.__qualname__ = get.__qualname__
    attrs = {"__slots__": (), "__doc__": np_class.__doc__, "__module__": "gpnumpy",
             "__getitem__": rebound}
    if issubclass(np_class, _np_tricks.AxisConcatenator):
        attrs["concatenate"] = staticmethod(_gp.concatenate)
    return type(np_class.__name__, (np_class,), attrs)


mgrid = _over_gpnumpy(_np_tricks.MGridClass)()
ogrid = _over_gpnumpy(_np_tricks.OGridClass)()
r_ = _over_gpnumpy(_np_tricks.RClass)()
c_ = _over_gpnumpy(_np_tricks.CClass)()
