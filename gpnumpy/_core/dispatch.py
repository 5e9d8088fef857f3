"""__array_function__ and the NumPy fallback.

A NumPy function gpnumpy implements is a name lookup in the gpnumpy namespace.
One it does not implement still works: its arguments are copied to the host,
NumPy runs it, array results come back to the device, and
``gpnumpy.FallbackWarning`` is emitted once per function.
"""
from __future__ import annotations

import functools
import warnings

import numpy

from .ndarray import ndarray, to_host, from_host


class FallbackWarning(UserWarning):
    """A NumPy function ran on the host because gpnumpy has no device version yet."""


_warned = set()
_native = {}  # NumPy function name -> gpnumpy implementation (filled by gpnumpy/__init__)

# Callables that take no arrays (dtype and configuration helpers): NumPy's own objects.
PASSTHROUGH = frozenset("""
dtype finfo iinfo errstate seterr geterr seterrcall geterrcall set_printoptions get_printoptions
printoptions can_cast promote_types issubdtype isdtype min_scalar_type format_float_positional
format_float_scientific typename get_include show_runtime broadcast_shapes add_newdoc
add_docstring add_newdoc_ufunc info setbufsize getbufsize mintypecode base_repr binary_repr
set_string_function deprecate_with_doc byte_bounds emath sctype2char obj2sctype
""".split())


def _warn(name):
    if name not in _warned:
        _warned.add(name)
        warnings.warn("gpnumpy.%s is not implemented on the device yet: it runs on the host "
                      "through NumPy (arguments and results are copied)" % name,
                      FallbackWarning, stacklevel=4)


def fallback_call(func, args, kwargs, name=None):
    """Run NumPy's ``func`` on host copies of the arguments; results back to the device."""
    _warn(name or getattr(func, "__name__", str(func)))
    out = kwargs.get("out")
    hargs = to_host(args)
    hkw = to_host(kwargs)
    res = func(*hargs, **hkw)
    if out is not None:
        outs = out if isinstance(out, tuple) else (out,)
        hres = res if isinstance(res, tuple) else (res,)
        for o, h in zip(outs, hres):
            if isinstance(o, ndarray):
                o[...] = h
        return out
    return from_host(res)


def array_function(func, types, args, kwargs):
    for t in types:
        if t is not ndarray and not issubclass(t, numpy.ndarray):
            return NotImplemented
    mod = getattr(func, "__module__", "") or ""
    name = getattr(func, "__name__", None)
    impl = _native.get((mod, name))
    if impl is not None:
        return impl(*args, **kwargs)
    return fallback_call(func, args, kwargs)


def wrap(np_func, name):
    @functools.wraps(np_func)
    def fallback(*args, **kwargs):
        return fallback_call(np_func, args, kwargs, name=name)
    fallback.__gpnumpy_fallback__ = True
    return fallback


def module_getattr(module, np_module, name):
    """gpnumpy's module ``__getattr__``: NumPy's attribute, wrapped when it takes arrays."""
    try:
        obj = getattr(np_module, name)
    except AttributeError:
        raise AttributeError("module %r has no attribute %r" % (module.__name__, name)) from None
    if callable(obj) and not isinstance(obj, type) and name not in PASSTHROUGH \
            and not isinstance(obj, numpy.ufunc):
        obj = wrap(obj, name if np_module is numpy else
                   "%s.%s" % (np_module.__name__.replace("numpy.", ""), name))
    setattr(module, name, obj)
    return obj
