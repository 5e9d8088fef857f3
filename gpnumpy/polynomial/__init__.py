"""gpnumpy.polynomial: NumPy's ``numpy.polynomial`` run over gpnumpy, on the device.

NumPy's polynomial package is Python written against NumPy's namespace: its modules reach
NumPy through their globals (``np``, ``pu`` for polyutils, ``la`` where linalg is named).  Each
module here is NumPy's module with those globals bound to gpnumpy's: its functions are NumPy's
own functions (their code objects, unchanged) given the new globals, so coefficients, arguments
and results are gpnumpy arrays and every array operation runs through gpnumpy, as it would in
any user's NumPy program.  Whatever NumPy is installed decides the algorithms, messages and
warnings, so the results follow NumPy's exactly where gpnumpy's operations do.

The classes (``Polynomial``, ``Chebyshev``, ...) are subclasses of NumPy's, whose methods (their
own and those of ``ABCPolyBase``) are rebound the same way: ``isinstance(p,
numpy.polynomial.Polynomial)`` holds, ``p.coef`` is a gpnumpy array, and NumPy's class
attributes (``domain``, ``window``, the print style of ``set_default_printstyle``) are shared.

Module-level constants (``polydomain``, ``chebzero``, ...) stay NumPy's arrays: making them
device arrays would start the device on import.
"""
import functools as _functools
import importlib as _importlib
import sys as _sys
import types as _types

import numpy as _numpy
import numpy.polynomial as _np_poly

import gpnumpy as _gp
from gpnumpy._core.dispatch import QUIET_FALLBACK as _QUIET_FALLBACK
from gpnumpy._core.dispatch import holds_foreign_function as _holds_foreign_function
from numpy.polynomial._polybase import ABCPolyBase as _ABCPolyBase

# NumPy's modules in the order they import each other (polyutils and _polybase first)
_MODULES = ("polyutils", "_polybase", "polynomial", "chebyshev", "legendre", "laguerre",
            "hermite", "hermite_e")
_NP_PREFIX = "numpy.polynomial."


def _rebound(func, new_globals):
    """NumPy's function ``func`` with ``new_globals`` (its code, defaults and closure kept)."""
    f = _types.FunctionType(func.__code__, new_globals, func.__name__, func.__defaults__,
                            func.__closure__)
    f.__kwdefaults__ = func.__kwdefaults__
    f.__dict__.update(func.__dict__)
    f.__doc__, f.__qualname__ = func.__doc__, func.__qualname__
    f.__module__ = "gpnumpy" + func.__module__[len("numpy"):]
    return f


def _composing(call):
    """The classes' ``__call__``: a series of a series (``p(q)``, and ``convert`` through it)
    evaluates on object arrays, host work by its nature, so without FallbackWarning."""
    def __call__(self, arg):
        if isinstance(arg, _ABCPolyBase):
            with _QUIET_FALLBACK:
                return call(self, arg)
        return call(self, arg)
    __call__.__doc__, __call__.__wrapped__ = call.__doc__, call
    return __call__


def _dispatching(np_func, impl):
    """NumPy's ``__array_function__`` dispatch (NEP 18) kept for ``impl``, the rebound
    implementation of NumPy's dispatched ``np_func``: a call given another library's object
    that overrides NumPy's functions is NumPy's call, which hands it to that object; any other
    call runs ``impl``.  (NumPy's dispatchers here return every array argument.)"""
    @_functools.wraps(impl)
    def dispatched(*args, **kwargs):
        if _holds_foreign_function(args, kwargs):
            return np_func(*args, **kwargs)
        return impl(*args, **kwargs)
    dispatched._implementation = impl
    return dispatched


class _Rebinder:
    """Makes gpnumpy's copies of NumPy's polynomial modules: ``globals_of`` maps each NumPy
    module's globals dict to its copy, ``funcs`` NumPy's functions to their rebound copies."""

    def __init__(self):
        self.modules = {}        # NumPy module name -> gpnumpy module
        self.globals_of = {}     # id(NumPy module dict) -> gpnumpy module dict
        self.funcs = {}          # NumPy function -> rebound function

    def module_for(self, value):
        """gpnumpy's counterpart of a module global, or None when it stays as it is."""
        if value is _numpy:
            return _gp
        if value is _numpy.linalg:
            return _gp.linalg
        return self.modules.get(getattr(value, "__name__", None))

    def func(self, f):
        """``f`` rebound when it is one of NumPy's polynomial functions, else ``f``.  (A
        function under NumPy's ``__array_function__`` dispatch, as polyval2d is in NumPy 2.5:
        its implementation rebound, which takes gpnumpy arrays as they are, behind
        ``_dispatching``.)"""
        impl = getattr(f, "_implementation", None)
        if isinstance(impl, _types.FunctionType) and not isinstance(f, _types.FunctionType):
            new = self.funcs.get(f)
            if new is None:
                rebound = self.func(impl)
                if rebound is impl:
                    return f
                new = self.funcs[f] = _dispatching(f, rebound)
            return new
        if not isinstance(f, _types.FunctionType):
            return f
        new = self.funcs.get(f)
        if new is None:
            g = self.globals_of.get(id(f.__globals__))
            if g is None:
                return f
            new = self.funcs[f] = _rebound(f, g)
        return new

    def member(self, raw):
        """A class member (function, static/class method, property) rebound, or None."""
        if isinstance(raw, staticmethod):
            f = self.func(raw.__func__)
            return None if f is raw.__func__ else staticmethod(f)
        if isinstance(raw, classmethod):
            f = self.func(raw.__func__)
            return None if f is raw.__func__ else classmethod(f)
        if isinstance(raw, property):
            parts = [self.func(p) if p is not None else None
                     for p in (raw.fget, raw.fset, raw.fdel)]
            if parts == [raw.fget, raw.fset, raw.fdel]:
                return None
            return property(*parts, doc=raw.__doc__)
        f = self.func(raw)
        return None if f is raw else f

    def subclass(self, cls, module_name):
        """A subclass of NumPy's ``cls`` whose methods, along its whole MRO inside
        numpy.polynomial, are rebound."""
        ns = {"__module__": module_name, "__qualname__": cls.__qualname__,
              "__doc__": cls.__doc__, "__gpnumpy_rebound__": True}
        for base in reversed(cls.__mro__):
            if not base.__module__.startswith(_NP_PREFIX):
                continue
            for name, raw in vars(base).items():
                if name in ("__dict__", "__weakref__", "__abstractmethods__", "_abc_impl",
                            "__module__", "__qualname__", "__doc__"):
                    continue
                new = self.member(raw)
                if new is not None:
                    ns[name] = new
                else:   # (a subclass's own value, e.g. domain, over its base's abstract one)
                    ns.pop(name, None)
        if "__call__" in ns:
            ns["__call__"] = _composing(ns["__call__"])
        return type(cls)(cls.__name__, (cls,), ns)

    def build(self):
        sources = [_importlib.import_module(_NP_PREFIX + m) for m in _MODULES]
        for src in sources:   # every module first, so that globals can point at each other
            mod = _types.ModuleType("gpnumpy.polynomial." + src.__name__[len(_NP_PREFIX):],
                                    src.__doc__)
            mod.__package__ = __name__   # (NumPy's relative imports inside functions: ours)
            self.modules[src.__name__] = mod
            self.globals_of[id(vars(src))] = vars(mod)
        for src in sources:
            mod = self.modules[src.__name__]
            g = vars(mod)
            for name, value in vars(src).items():
                if name in ("__name__", "__doc__", "__spec__", "__loader__", "__package__",
                            "__path__", "__file__", "__cached__"):
                    continue
                if isinstance(value, _types.ModuleType):
                    value = self.module_for(value) or value
                g[name] = value
        for src in sources:    # functions, then the classes (their members name the functions)
            g = vars(self.modules[src.__name__])
            for name, value in list(g.items()):
                if callable(value) and not isinstance(value, type):
                    g[name] = self.func(value)
        for src in sources:
            mod = self.modules[src.__name__]
            for name, value in list(vars(mod).items()):
                if (isinstance(value, type) and value.__module__ == src.__name__
                        and not getattr(value, "__abstractmethods__", None)):
                    setattr(mod, name, self.subclass(value, mod.__name__))
        return self.modules


def _install():
    modules = _Rebinder().build()
    here = _sys.modules[__name__]
    for np_name, mod in modules.items():
        _sys.modules[mod.__name__] = mod
        setattr(here, np_name[len(_NP_PREFIX):], mod)
    for name in _np_poly.__all__:
        if not hasattr(here, name):
            value = getattr(_np_poly, name)
            owner = modules.get(getattr(value, "__module__", None))
            setattr(here, name, getattr(owner, name) if owner is not None else value)


_install()
set_default_printstyle = _np_poly.set_default_printstyle  # NumPy's: the classes share its style
__all__ = list(_np_poly.__all__)
