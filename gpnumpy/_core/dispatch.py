"""__array_function__, foreign ufuncs, the NumPy fallback and the host-backed submodules.

A NumPy function gpnumpy implements is a name lookup in the gpnumpy namespace.  One it
does not implement still works (DESIGN: semantics decisions): its gpnumpy arguments are
copied to the host, NumPy runs it, NumPy arrays in the result come back to the device,
every argument NumPy wrote (``out=``, ``copyto``'s ``dst``, ``put``'s ``a``, ``ufunc.at``'s
operand, ...) is written back to its device array, and ``gpnumpy.FallbackWarning`` is
emitted once per function, pointing at the caller's line.

Three other paths end in the same fallback:
- ufuncs gpnumpy does not own (SciPy's, ``numpy.frompyfunc``'s, NumPy's string ufuncs as
  NumPy's objects) reach ``ndarray.__array_ufunc__``, which hands them to ``ufunc_fallback``;
- arrays whose dtype the device does not hold (strings, bytes, void, object, and for now
  datetime64/timedelta64) are plain NumPy arrays on the host: a gpnumpy function that meets
  one runs NumPy's function of the same name instead (``host_dtype_guard``);
- ``gpnumpy.<sub>`` for NumPy's submodules (``gpnumpy.lib.recfunctions``, ``gpnumpy.ma``,
  ``gpnumpy.polynomial``, ...) are made on import by one finder (``HostModuleFinder``): a
  module whose ``__getattr__`` wraps NumPy's functions with this fallback.
"""
from __future__ import annotations

import collections.abc
import functools
import importlib
import importlib.util
import inspect
import itertools
import operator
import os
import sys
import threading
import types
import warnings

import numpy
from numpy.lib.array_utils import byte_bounds

from .._kernels.lru import LRU
from . import fperr
from .device import ON_DEVICE
from .ndarray import (ndarray, check_dtype, check_aligned, from_host as _leaf_to_device, HostData,
                      asarray_any, _above, overrides_ufuncs, _make, _SCALAR_VALUES, to_host)


class FallbackWarning(UserWarning):
    """A NumPy function ran through NumPy on the host instead of on the device.

    Emitted once per function, at the line of the caller (the first frame outside gpnumpy
    and NumPy), when data went through the host: a gpnumpy array was copied to the host for
    NumPy, a NumPy result was moved to the device, or an array of a dtype the device does
    not hold (strings, bytes, void, object) was made or used.  A call that moves no array
    (``gpnumpy.lib.array_utils.normalize_axis_index(1, 2)``) does not warn.

    On a machine without a GPU every gpnumpy operation runs on the host, so the warning
    does not mean "slower than the rest" there; it is still emitted, with a text that says
    so, because it names the functions that would not run on a GPU either (and CI, which
    has no GPU, checks it).  Silence it with ``warnings.simplefilter("ignore",
    gpnumpy.FallbackWarning)``.
    """


_warned = set()
_native = {}  # (NumPy module, NumPy name) -> gpnumpy implementation (filled by gpnumpy/__init__)
# NumPy module -> the gpnumpy package that fills _native for it when imported (the face names
# them: packages imported at first use); a function of one given gpnumpy arrays imports it
LAZY_NATIVE = {}

# NumPy's classes in its main namespace whose objects take arrays and give arrays: gpnumpy's
# subclasses of them (_host_class) take and give device arrays.
HOST_CLASSES = frozenset({"vectorize"})

# Callables that take no arrays (dtype and configuration helpers): NumPy's own objects.
PASSTHROUGH = frozenset("""
dtype finfo iinfo errstate seterr geterr seterrcall geterrcall set_printoptions get_printoptions
printoptions can_cast promote_types issubdtype isdtype min_scalar_type typename get_include show_runtime broadcast_shapes add_newdoc
add_docstring add_newdoc_ufunc info setbufsize getbufsize mintypecode base_repr binary_repr
set_string_function deprecate_with_doc sctype2char obj2sctype frompyfunc
""".split())


# ================================================================ the warning and its line
_GP_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_NP_DIR = os.path.dirname(os.path.abspath(numpy.__file__)) + os.sep
_INTERNAL = (_GP_DIR, _NP_DIR)


def _stacklevel():
    """The stacklevel, for ``warnings.warn`` in ``_warn``, of the user's line: the first frame
    outside gpnumpy's and NumPy's files (NumPy's own Python code may be what called back into
    gpnumpy, as in ``numpy.testing`` or ``numpy.polynomial``)."""
    frame = sys._getframe(2)   # _warn's caller: stacklevel 2 as seen from _warn
    level = 2
    while frame is not None and frame.f_code.co_filename.startswith(_INTERNAL):
        frame = frame.f_back
        level += 1
    return level if frame is not None else 2


_WHY_DEVICE = ("it has no device implementation yet, so it runs through NumPy on host copies "
               "(arguments and results are copied between device and host)")
_WHY_HOST = ("it runs through NumPy on host copies of its arguments (no GPU was found, so all of "
             "gpnumpy runs on the host here; on a GPU this function would run on the host too)")
_WHY_DTYPE = ("dtype %s is held on the host as a NumPy array (the device holds bool, integer, "
              "floating and complex dtypes), so NumPy runs it on the host")


class _Quiet:
    """``with QUIET_FALLBACK:`` no FallbackWarning, none recorded as given (per thread): for a
    caller whose operation is host work by its nature (a polynomial of polynomials: object
    arrays), not the user's data leaving the device."""
    __slots__ = ()
    _local = threading.local()

    def __enter__(self):
        self._local.depth = getattr(self._local, "depth", 0) + 1

    def __exit__(self, *exc):
        self._local.depth -= 1

    def __bool__(self):
        return getattr(self._local, "depth", 0) > 0


QUIET_FALLBACK = _Quiet()


def _warn(name, dtype=None):
    if name in _warned or QUIET_FALLBACK:
        return
    _warned.add(name)
    why = _WHY_DTYPE % (dtype,) if dtype is not None else _WHY_DEVICE if ON_DEVICE else _WHY_HOST
    subject = name if name.startswith("ufunc ") else "gpnumpy." + name
    warnings.warn("%s: %s" % (subject, why), FallbackWarning, stacklevel=_stacklevel())


# ================================================================ which arguments NumPy writes
# NumPy functions that write into an argument other than ``out=`` (every parameter named
# ``out`` is written wherever it appears): the function's __name__ -> the parameter names.
# Found by reading NumPy's reference for in-place semantics (functions returning None that
# modify an input, "in-place" / "modified in place" in their docs).
# (Functions that write only host objects, such as recfunctions.assign_fields_by_name into a
# structured array, need no entry: host arrays are handed to NumPy as they are.)
WRITES = {
    "copyto": ("dst",),
    "put": ("a",),
    "place": ("arr",),
    "putmask": ("a",),
    "fill_diagonal": ("a",),
    "put_along_axis": ("arr",),
    "nan_to_num": ("x",),             # only with copy=False (_WRITES_WHEN)
    "shuffle": ("x",),                # random.shuffle, Generator.shuffle, RandomState.shuffle
    "at": ("a",),                     # ufunc.at
    "sort": ("self",),                # the ndarray methods: numpy.sort and numpy.partition
    "partition": ("self",),           # (parameter "a") return copies and match no entry
    "fill": ("self",),
}
_WRITES_WHEN = {
    "nan_to_num": lambda args: args.get("copy", True) is False,
}

_signatures = LRU(512)
_NO_SIGNATURE = object()


def _signature(func):
    try:
        sig = _signatures.get(func, _NO_SIGNATURE)
    except TypeError:  # unhashable callable
        return None
    if sig is not _NO_SIGNATURE:
        return sig
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        sig = None
    _signatures.put(func, sig)
    return sig


def _written_args(func, name, args, kwargs):
    """The objects among ``args``/``kwargs`` that NumPy's ``func`` writes into."""
    params = ("out",) + WRITES.get(name.rsplit(".", 1)[-1], ())
    sig = _signature(func)
    bound = kwargs
    if sig is not None:
        try:
            bound = sig.bind_partial(*args, **kwargs).arguments
        except TypeError:
            bound = kwargs
    when = _WRITES_WHEN.get(name.rsplit(".", 1)[-1])
    if when is not None and not when(bound):
        params = ("out",)
    found = []
    for p in params:
        v = bound.get(p)
        if v is None and p != "out" and sig is None and args:
            v = args[0]   # no signature to read (C methods): every table entry writes its first
        if v is not None:
            found.extend(v if isinstance(v, (tuple, list)) else (v,))
    return found


# ================================================================ one fallback call
class _Copy:
    """A gpnumpy argument and the NumPy copy NumPy sees in its place (``back``: where a
    declared write goes back, ``_written_copy``)."""
    __slots__ = ("array", "host", "snapshot", "writeback", "back")

    def __init__(self, array, host, snapshot, writeback, back=None):
        self.array = array
        self.host = host
        self.snapshot = snapshot
        self.writeback = writeback
        self.back = back


def _shares_elements(a):
    """Whether two elements of ``a`` may share memory (a broadcast's stride 0, an
    ``as_strided`` view): each stride, smallest first, must step past the bytes the smaller
    ones span (conservative: True may also be said of an array whose elements do not)."""
    span = a._dtype.itemsize
    for s, n in sorted((abs(s), n) for n, s in zip(a._shape, a._strides) if n > 1):
        if s < span:
            return True
        span += s * (n - 1)
    return False


def _written_copy(a):
    """The host copy of ``a``, an argument NumPy writes (``out=``, ``ufunc.at``'s operand), and
    how it goes back: ``(copy, (target, source))``, where ``target[...] = source`` writes it
    back.  ``target`` is a writeable alias of ``a``'s memory: NumPy's ``ufunc.at`` writes an
    array whose flag says read-only (a broadcast's, a frozen one's) where its index leaves no
    slice, as gpnumpy's own ``at`` does (NumPy writes no read-only copy anywhere else).  Where
    elements of ``a`` share memory (a broadcast) the copy views the bytes ``a`` spans with
    ``a``'s strides, so that NumPy writes shared elements as it writes ``a``'s memory, and
    those bytes go back.  (Both through ``get()`` and ``__setitem__``: on a GPU a device-to-
    host copy and a host-to-device copy.)"""
    if not _shares_elements(a):
        h = a.get()
        return h, (_make(a._mem, a._offset, a._shape, a._strides, a._dtype, None), h)
    lo, hi = a._extent()
    target = _make(a._mem, lo, (hi - lo,), (1,), numpy.dtype(numpy.uint8), None)
    raw = target.get()
    h = numpy.ndarray(a._shape, a._dtype, buffer=raw, offset=a._offset - lo, strides=a._strides)
    return h, (target, raw)


class _HostCall:
    """The copies of one fallback call: made on the way in, written back and recognised on
    the way out (a result that *is* a copy gives back its device array, as NumPy returns
    its argument)."""
    __slots__ = ("written", "compare", "protect", "copies", "given", "crossed", "host_dtype",
                 "open", "nested")

    def __init__(self, written, compare=False, protect=True, nested=False):
        self.written = {id(w) for w in written if isinstance(w, ndarray)}
        self.compare = compare   # keep bytes of every copy: find writes nobody declared
        self.protect = protect   # copies NumPy should not write are read-only
        self.nested = nested     # arrays (not scalars) inside containers go as they are
        self.copies = {}         # id(gpnumpy array) -> _Copy
        self.given = {}          # id -> NumPy arrays passed in as they are (an out= of NumPy's)
        self.crossed = False
        self.host_dtype = None
        self.open = set()        # ids of the containers being read (one that holds itself)

    def to_host(self, x):
        if isinstance(x, ndarray):
            c = self.copies.get(id(x))
            if c is None:
                declared = id(x) in self.written
                back = None
                if type(x) in _above.scalar_types:
                    # a device scalar is NumPy's scalar to NumPy (np.array([s, None]) holds
                    # an np.float64), immutable: nothing NumPy could write (given as out=,
                    # NumPy's TypeError for a scalar)
                    c = self.copies[id(x)] = _Copy(x, x._host(), None, False)
                    self.crossed = True
                    return c.host
                if declared:
                    h, back = _written_copy(x)
                else:
                    h = x.get()
                if not x.flags.writeable or (self.protect and not declared):
                    h.flags.writeable = False  # NumPy raises its own "read-only" error
                snap = h.tobytes("A") if self.compare and not declared else None
                c = self.copies[id(x)] = _Copy(x, h, snap, declared, back)
                self.crossed = True
            return c.host
        if isinstance(x, numpy.ndarray):
            if self.host_dtype is None and not _device_dtype(x.dtype):
                self.host_dtype = x.dtype
            self.given[id(x)] = x
            return x
        # (a container holding no gpnumpy array is NumPy's as it is: the object an object
        # array stores, the list random.shuffle writes into)
        if isinstance(x, (tuple, list, dict)):
            if id(x) in self.open:
                return x  # (a list that holds itself, l.append(l): NumPy reads it as it is)
            self.open.add(id(x))
            try:
                return self._container_to_host(x)
            finally:
                self.open.discard(id(x))
        return x

    def _container_to_host(self, x):
        if isinstance(x, dict):
            h = {k: self.to_host(v) for k, v in x.items()}
            return x if all(h[k] is v for k, v in x.items()) else h
        # (Python's numbers, strings and None are NumPy's as they are: no look at each; a
        # gpnumpy array too where ``nested``: NumPy stores it, or reads it through __array__)
        h = [v if type(v) in _SCALAR_VALUES or self.nested and isinstance(v, ndarray)
             and type(v) not in _above.scalar_types else self.to_host(v) for v in x]
        if all(map(operator.is_, h, x)):
            return x
        if isinstance(x, list):
            return h
        if hasattr(x, "_fields"):
            return type(x)(*h)
        return tuple(h)

    def write_back(self):
        for c in self.copies.values():
            if c.back is not None:
                target, source = c.back
                target[...] = source
            elif c.writeback or (c.snapshot is not None and c.host.tobytes("A") != c.snapshot):
                c.array[...] = c.host

    def to_device(self, x, device_results=True):
        if device_results and type(x) in _RESULT_CLASSES:
            # np.load(...npz): the archive's arrays come out as device arrays
            x.__class__ = _host_class(type(x), *_RESULT_CLASSES[type(x)])
            return x
        if isinstance(x, numpy.ndarray):
            for c in self.copies.values():
                if c.host is x:
                    return c.array
            if device_results and type(x) is numpy.ndarray and x.base is not None:
                v = self._view_of_copy(x)
                if v is not None:
                    return v
            if self.given.get(id(x)) is x or x.base is not None and self._views_given(x):
                return x   # NumPy returned a NumPy array it was given (its out=), or a view
                # of one: as it is
            if type(x) is not numpy.ndarray or not _device_dtype(x.dtype):
                if self.host_dtype is None and not _device_dtype(x.dtype):
                    self.host_dtype = x.dtype
                self._release(x)
                return x   # subclasses (masked arrays, matrices, memmaps) and host dtypes
            if not device_results:
                return x
            self.crossed = True
            return _leaf_to_device(x)
        if isinstance(x, numpy.generic):
            if not device_results or not _device_dtype(x.dtype):
                return x
            self.crossed = True
            return _leaf_to_device(x)
        if isinstance(x, tuple):
            if hasattr(x, "_fields"):
                return type(x)(*(self.to_device(v, device_results) for v in x))
            return tuple(self.to_device(v, device_results) for v in x)
        if isinstance(x, list):
            return [self.to_device(v, device_results) for v in x]
        return x

    def _release(self, x):
        """A result that stays on the host (np.asmatrix(a)) viewing a copy made read-only only
        to catch NumPy's writes is writable, as NumPy's view of a writable array is (a write
        reaches the copy, not the device array: the result holds host data)."""
        if not isinstance(x.base, numpy.ndarray):
            return
        base = x.base
        while isinstance(base.base, numpy.ndarray):
            base = base.base
        for c in self.copies.values():  # (x's flags read only here: reading a broadcast
            # array's warns, NumPy's FutureWarning for broadcast_arrays' results)
            if c.host is base and c.array.flags.writeable and not x.flags.writeable:
                base.flags.writeable = True
                x.flags.writeable = True
                return

    def _views_given(self, x):
        """Whether the NumPy result ``x`` views a NumPy array given as an argument."""
        lo, hi = byte_bounds(x)
        for g in self.given.values():
            if g.size:
                g_lo, g_hi = byte_bounds(g)
                if g_lo <= lo and hi <= g_hi:
                    return True
        return False

    def _view_of_copy(self, x):
        """A NumPy result that views a copy (a field's view, a reshape, structured_to_
        unstructured(copy=False)): the same view of the device array, as NumPy's result views
        its argument; None where the copy's layout is not the device array's (a
        non-contiguous array's contiguous copy), or the device could not hold the view."""
        lo, hi = byte_bounds(x)
        for c in self.copies.values():
            h, a = c.host, c.array
            if not h.size or h.strides != a._strides:
                continue
            h_lo, h_hi = byte_bounds(h)
            if not (h_lo <= lo and hi <= h_hi):
                continue
            try:
                dt = check_dtype(x.dtype)
                if dt != x.dtype:
                    return None  # (byte-swapped: the device holds native order)
                offset = a._offset + (x.__array_interface__["data"][0] - h.ctypes.data)
                check_aligned(dt, x.shape, x.strides, offset)
            except (TypeError, ValueError):
                return None
            v = a._view(x.shape, x.strides, offset, dt)
            if not x.flags.writeable and (h.flags.writeable or any(
                    st == 0 and n > 1 for st, n in zip(x.strides, x.shape))):
                # (read-only by NumPy's choice, not the copy's protection: a broadcast view)
                v._ro = True
            return v
        return None


# NumPy objects a fallback returns whose methods hand out arrays: their class becomes
# gpnumpy's subclass of it (_host_class), whose methods give device arrays.
_RESULT_CLASSES = {numpy.lib.npyio.NpzFile: ("lib.npyio.NpzFile", "gpnumpy.lib.npyio")}

_device_dtypes = {}


def _device_dtype(dt):
    """Whether gpnumpy's device arrays hold ``dt`` (cached per dtype)."""
    ok = _device_dtypes.get(dt)
    if ok is None:
        try:
            check_dtype(dt)
            ok = True
        except TypeError:
            ok = False
        if len(_device_dtypes) < 256:
            _device_dtypes[dt] = ok
    return ok


def _read_only_error(exc):
    return isinstance(exc, ValueError) and "read-only" in str(exc)


def fallback_call(func, args, kwargs, name=None, *, writes=None, device_results=True,
                  nested_arrays=False):
    """Run NumPy's ``func`` on host copies of the arguments; results back to the device.

    ``writes``: the arguments ``func`` writes into (default: its ``out=`` parameter and
    the ``WRITES`` table); they are written back to their device arrays.  Copies of the
    other arguments are read-only, so a function that writes an argument nobody declared
    raises NumPy's read-only error; it then runs again on writable copies and every copy
    whose bytes changed is written back.  ``device_results=False`` leaves NumPy's results on
    the host (the modules that are host-backed by design: ``ma``, ``char``, ``rec``, ...),
    and then copies are not read-only either (a result may be a view of one), and only a
    gpnumpy array moved warns (a host dtype alone does not: every result there is host data).
    ``nested_arrays``: gpnumpy arrays inside the arguments' lists and tuples are given to NumPy
    as they are, not as host copies (an object array of a ragged list holds them themselves).
    """
    name = name or _public_name(func)
    if writes is None:
        writes = _written_args(func, name, args, kwargs)
    call = _HostCall(writes, protect=device_results, nested=nested_arrays)
    hargs = call.to_host(args)
    hkw = call.to_host(kwargs)
    if getattr(func, "__objclass__", None) is numpy.ndarray and hargs \
            and isinstance(hargs[0], numpy.generic):
        # (ndarray's method called on a device scalar, whose host copy is NumPy's scalar:
        # that scalar's own method answers, as for NumPy's scalars; none, its AttributeError)
        func = functools.partial(_scalar_method, func.__name__)
    try:
        res = fperr.call_at_user_line(func, hargs, hkw)
    except Exception as exc:
        if not (device_results and _read_only_error(exc) and any(
                not c.writeback and c.array.flags.writeable for c in call.copies.values())):
            raise
        call = _HostCall(writes, compare=True, protect=False, nested=nested_arrays)
        hargs = call.to_host(args)
        hkw = call.to_host(kwargs)
        res = fperr.call_at_user_line(func, hargs, hkw)
    call.write_back()
    res = call.to_device(res, device_results)
    if call.host_dtype is not None and device_results:
        _warn(name, call.host_dtype)
    elif call.crossed:  # (a module whose results stay on the host, np.ma: a host dtype
        # there is no more host data than the others, and only a device array moved warns)
        _warn(name)
    return res


def _scalar_method(name, scalar, *args, **kwargs):
    return getattr(scalar, name)(*args, **kwargs)


def _public_name(func):
    """'cross', 'linalg.inv', 'lib.recfunctions.merge_arrays': the name a user knows."""
    name = getattr(func, "__qualname__", None) or getattr(func, "__name__", None) or str(func)
    mod = getattr(func, "__module__", None) or ""
    parts = [p for p in mod.split(".")[1:] if not p.startswith("_")] if mod.startswith("numpy") else []
    return ".".join(parts + [name])


# ================================================================ __array_function__
def array_function(func, types, args, kwargs):
    for t in types:
        if t is not ndarray and not issubclass(t, numpy.ndarray):
            return NotImplemented
    if _numpy_dispatch.probing:
        raise _Found(None)  # (NumPy's dispatch reached no probe: nothing runs on them)
    mod = getattr(func, "__module__", "") or ""
    name = getattr(func, "__name__", None)
    if mod.startswith("gpnumpy") and hasattr(func, "__gpnumpy_native__"):
        # (gpnumpy's public function, handed to a subclass by _subclass_override_call: its
        # default method's call is NumPy's function's of that name)
        mod = "numpy" + mod[len("gpnumpy"):]
        func = _numpy_function(mod, name) or func
    impl = _native.get((mod, name))
    if impl is None and mod in LAZY_NATIVE:
        importlib.import_module(LAZY_NATIVE[mod])  # (once: later calls find it in sys.modules)
        impl = _native.get((mod, name))
    if impl is not None:
        # (NumPy's dispatch chose gpnumpy: an overriding object among the arguments is none
        # NumPy asks, so gpnumpy's function must not hand the call back to NumPy's)
        depth = _numpy_dispatch.depth
        _numpy_dispatch.depth = depth + 1
        try:
            return impl(*args, **kwargs)
        finally:
            _numpy_dispatch.depth = depth
    return fallback_call(func, args, kwargs)


def _numpy_function(mod, name):
    """NumPy's function ``name`` of its module ``mod`` ('numpy.linalg'), or None."""
    m = sys.modules.get(mod)
    return getattr(m, name, None) if m is not None else None


class _Dispatching(threading.local):
    depth = 0  # (calls of gpnumpy's functions that NumPy's dispatch made, in this thread)
    probing = False  # (_implementing's run of NumPy's dispatch on probes)


_numpy_dispatch = _Dispatching()
#: the type of NumPy's functions that dispatch on their arguments (NEP 18)
_DISPATCHED = type(numpy.concatenate)


# ================================================================ ufuncs gpnumpy does not own
def ufunc_fallback(ufunc, method, inputs, kwargs):
    """``ndarray.__array_ufunc__`` for a ufunc gpnumpy has no row for (SciPy's, frompyfunc's,
    user-made): NumPy runs the method on host copies; ``out=`` and ``at``'s operand are
    written back.  Defers (NotImplemented) to other array types that override ufuncs."""
    outs = kwargs.get("out")  # (an array's truth is no test: out= may be one)
    if outs is None:
        outs = ()
    elif not isinstance(outs, tuple):
        outs = (outs,)
    for x in inputs + outs:
        t = type(x)
        if (t is not ndarray and not isinstance(x, numpy.ndarray)
                and getattr(t, "__array_ufunc__", None) not in (None, ndarray.__array_ufunc__)):
            return NotImplemented
    call = getattr(ufunc, method)  # (NumPy's error for what is no ufunc or method)
    # (NumPy's refusals of its own scalars, which gpnumpy's device scalars are to a user:
    # their host copies would be 0-d arrays NumPy takes)
    scalars = _above.scalar_types
    if method == "at" and inputs and type(inputs[0]) in scalars:
        raise TypeError("first operand must be array")
    if any(type(o) in scalars for o in outs):
        raise TypeError("return arrays must be of ArrayType")
    writes = list(outs) + ([inputs[0]] if method == "at" and inputs else [])
    name = "ufunc %r%s" % (ufunc.__name__, "" if method == "__call__" else "." + method)
    return fallback_call(call, inputs, kwargs, name=name, writes=writes)


# ================================================================ other libraries' __array_ufunc__
def ufunc_override(np_ufunc, method, inputs, kwargs, normal=None):
    """NumPy's ``__array_ufunc__`` protocol (NEP 13) for a gpnumpy ufunc given objects of
    other libraries (a pandas Series, an xarray DataArray, ...): their ``__array_ufunc__`` is
    called with NumPy's ufunc ``np_ufunc``, subclasses before their bases, else left to right,
    and the first answer that is not NotImplemented is the result, as ``numpy.log(series)``
    gives a Series; a user's subclass of gpnumpy's ndarray with an ``__array_ufunc__`` of its
    own is asked the same way.  NO_OVERRIDE where no argument overrides ufuncs (the common
    case: a few type tests).  gpnumpy's own arrays and NumPy's (their ``__array_ufunc__`` is
    ndarray's) do not override.  ``normal``, where given, is called (no arguments) once an
    override is found, before any hook: it returns the (inputs, kwargs) NumPy hands the hooks
    after its own checks of the call (raising NumPy's errors for a malformed one)."""
    outs = kwargs.get("out", ())
    outs = outs if isinstance(outs, tuple) else (outs,)
    where = kwargs.get("where", True)
    # (the operands NumPy asks: the inputs, the outputs and a where= mask)
    operands = inputs + outs + (() if where is True else (where,))
    found = None
    host_subclass = False
    for x in operands:
        t = type(x)
        if t is ndarray or t in _PLAIN_OPERANDS:
            continue
        f = getattr(t, "__array_ufunc__", _MISSING)
        if isinstance(x, ndarray) and not overrides_ufuncs(x):
            continue  # (gpnumpy's arrays, its scalars, subclasses that keep ndarray's)
        if f is _NP_ARRAY_UFUNC and _host_subclass(x):
            host_subclass = True  # (its __array_ufunc__ is ndarray's: the overrides go first)
            continue
        if f is _MISSING or f is _NP_ARRAY_UFUNC:
            continue
        if f is None:
            raise TypeError("operand '%s' does not support ufuncs (__array_ufunc__=None)" % t.__name__)
        found = found or []
        if t not in found:
            # subclasses before their bases (NumPy's order), else as met
            k = next((i for i, u in enumerate(found) if issubclass(t, u)), len(found))
            found.insert(k, t)
    if found is None:
        if host_subclass:
            # NumPy's own subclasses (a masked array) and no other override: NumPy's ufunc,
            # whose __array_wrap__ of the class makes the result (a masked result where the
            # domain is left), given the call's normal form (modf(m, o): out=(o, None))
            if normal is not None:
                inputs, kwargs = normal()
            elif "out" in kwargs and not isinstance(kwargs["out"], tuple):
                kwargs = dict(kwargs, out=(kwargs["out"],))
            return ufunc_fallback(np_ufunc, method, inputs, kwargs)
        return NO_OVERRIDE
    if normal is not None:
        inputs, kwargs = normal()
        outs = kwargs.get("out", ())
    elif "out" in kwargs:
        # (NumPy's normal form: out= a tuple, left out where no output is given)
        kwargs = dict(kwargs, out=outs)
        if all(o is None for o in outs):
            del kwargs["out"]
    for t in found:
        x = next(v for v in operands if type(v) is t)
        r = t.__array_ufunc__(x, np_ufunc, method, *inputs, **kwargs)
        if r is not NotImplemented:
            return r
    # A hook written for NumPy (pandas': it takes NumPy's arrays, and defers to any other
    # array type) refuses gpnumpy's arrays among the inputs: it is asked again, in the same
    # order, with their host copies, as NumPy's ufunc would hand it NumPy's arrays
    # (np.maximum(a, series) is a Series, as numpy.maximum(host, series) is)
    host = tuple(v._host() if type(v) in _above.scalar_types else v.get()
                 if isinstance(v, ndarray) and not overrides_ufuncs(v) else v for v in inputs)
    if any(map(operator.is_not, host, inputs)):
        for t in found:
            x = next(v for v in operands if type(v) is t)
            r = t.__array_ufunc__(x, np_ufunc, method, *host, **kwargs)
            if r is not NotImplemented:
                return r
    # Where none takes it, they are asked once more, in the same order, with gpnumpy's public
    # ufunc of that name, as code written against gpnumpy registers its own
    # (HANDLED[np.add], as override_call's functions)
    public = getattr(sys.modules["gpnumpy"], np_ufunc.__name__, None)
    if getattr(public, "_np", None) is np_ufunc:
        for t in found:
            x = next(v for v in operands if type(v) is t)
            r = t.__array_ufunc__(x, public, method, *inputs, **kwargs)
            if r is not NotImplemented:
                return r
    # (NumPy's message: the call as the hooks saw it, then the operands' types, outputs too)
    given = outs if "out" in kwargs else ()
    raise TypeError("operand type(s) all returned NotImplemented from __array_ufunc__(%r, %r, %s): %s"
                    % (np_ufunc, method, ", ".join([repr(v) for v in inputs] + [
                        "%s=%r" % kv for kv in kwargs.items()]),
                       ", ".join("'%s'" % type(v).__name__ for v in inputs + given)))


NO_OVERRIDE = _MISSING = object()
_NP_ARRAY_UFUNC = numpy.ndarray.__array_ufunc__
_PLAIN_OPERANDS = frozenset((bool, int, float, complex, str, type(None), list, tuple))


# ================================================================ NumPy's functions that call methods
#: NumPy's functions that hand an object that is not a NumPy array to its own method of the
#: same name (fromnumeric's ``_wrapfunc``/``_wrapreduction`` and mean/std/var/squeeze/put):
#: name -> position of that object
METHOD_FUNCTIONS = dict.fromkeys((
    "take", "reshape", "choose", "repeat", "put", "swapaxes", "transpose", "argpartition",
    "argsort", "argmax", "argmin", "searchsorted", "nonzero", "clip", "sum", "any", "all",
    "cumsum", "cumprod", "max", "amax", "min", "amin", "prod", "round", "around", "mean", "std",
    "var", "squeeze"), 0)
METHOD_FUNCTIONS["compress"] = 1
# (and two that read an object with the attribute as an array: flip indexes one that has
# ``ndim``, np.flip(series) is series[::-1]; moveaxis calls its ``transpose``)
METHOD_FUNCTIONS.update(flip=0, moveaxis=0)
_METHOD_NAMES = {"amax": "max", "amin": "min", "around": "round", "flip": "ndim",
                 "moveaxis": "transpose"}
_OWN_ARRAYS = (ndarray, numpy.ndarray, numpy.generic, bool, int, float, complex, str, bytes,
               list, tuple, type(None))
#: those of them that, given an object without the method, wrap the result by the object's
#: ``__array_wrap__`` (fromnumeric's ``_wrapit``; the reductions wrap through their ufunc)
_WRAPIT = frozenset(METHOD_FUNCTIONS) - {"sum", "any", "all", "max", "amax", "min", "amin",
                                         "prod", "mean", "std", "var", "put", "flip", "moveaxis"}


def wraps(x):
    """``x``, an input of another kind than arrays and scalars, has ``__array_wrap__``."""
    return (hasattr(type(x), "__array_wrap__") and not isinstance(
        x, (ndarray, numpy.ndarray, numpy.generic, int, float, complex)))


def array_wrap(w, r, context, return_scalar, stacklevel=4):
    """``w.__array_wrap__(r, context, return_scalar)``; an ``__array_wrap__`` that takes fewer
    arguments is called with fewer, with NumPy's DeprecationWarning (``stacklevel``: the
    caller's frame)."""
    try:
        return w.__array_wrap__(r, context, return_scalar)
    except TypeError as exc:
        first = exc
    try:
        res = w.__array_wrap__(r, context)
    except TypeError:
        try:
            res = w.__array_wrap__(r)
        except TypeError:
            raise first from None
    warnings.warn("__array_wrap__ must accept context and return_scalar arguments (positionally) "
                  "in the future. (Deprecated NumPy 2.0)", DeprecationWarning, stacklevel=stacklevel)
    return res


#: NumPy's creation functions that take ``like=`` (NEP 35)
LIKE_FUNCTIONS = (
    "array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray", "require", "empty",
    "full", "ones", "zeros", "arange", "frombuffer", "fromiter", "fromstring", "fromfile",
    "loadtxt", "genfromtxt", "eye", "identity", "tri", "fromfunction")
_DEFAULT_ARRAY_FUNCTIONS = (ndarray.__array_function__, numpy.ndarray.__array_function__)


class _LikeProbe:
    """A ``like=`` object that keeps the arguments NumPy's creation function hands it."""
    def __array_function__(self, func, types, args, kwargs):
        return args, kwargs


_LIKE_PROBE = _LikeProbe()


def with_like(impl, name):
    """``impl`` (gpnumpy's creation function ``name``) with NumPy's ``like=`` (NEP 35): an
    object of another kind answers the call through its ``__array_function__``, given the
    public function, its type and the arguments as NumPy's function hands them on (NumPy's
    function reads them, with a probe as ``like``: its TypeError for arguments it refuses,
    its defaults where it passes them); an array of gpnumpy's (or NumPy's) class, whose
    ``__array_function__`` is the default one, leaves the call to ``impl``; an object
    without the protocol is NumPy's TypeError."""
    np_func = getattr(numpy, name)

    @functools.wraps(impl)
    def creation(*args, like=None, **kwargs):
        if like is not None:
            t = type(like)
            af = getattr(t, "__array_function__", None)
            if af is None:
                raise TypeError("The `like` argument must be an array-like that implements "
                                "the `__array_function__` protocol.")
            if af not in _DEFAULT_ARRAY_FUNCTIONS:
                args, kwargs = np_func(*args, like=_LIKE_PROBE, **kwargs)
                public = getattr(sys.modules["gpnumpy"], name, creation)  # (np.<name> itself)
                r = af(like, public, (t,), args, kwargs)
                if r is NotImplemented:
                    raise TypeError("no implementation found for 'numpy.%s' on types that "
                                    "implement __array_function__: %s" % (name, [t]))
                return r
        return impl(*args, **kwargs)
    return creation


def through_methods(impl, np_func, name):
    """``impl`` (gpnumpy's ``name``) that gives an object of another library with the method
    NumPy calls (a pandas Series' ``mean``, a DataFrame's ``sum``) to NumPy's function, which
    calls the method as it does with NumPy: ``np.mean(series)`` is ``series.mean()``,
    ``np.cumsum(series)`` a Series.  Arrays that gpnumpy imports (``__cuda_array_interface__``,
    ``__dlpack__``) stay gpnumpy's.  So does a user's subclass of gpnumpy's ndarray that
    overrides the method (``np.mean(x)`` is its ``x.mean(axis=..., out=...)``, as NumPy calls a
    subclass's): NumPy's implementation, past ``__array_function__``, makes that call with
    NumPy's arguments.  A call on gpnumpy arrays pays one type test."""
    pos = METHOD_FUNCTIONS[name]
    method = _METHOD_NAMES.get(name, name)
    own = getattr(ndarray, method, None)
    np_impl = getattr(np_func, "_implementation", np_func)  # (NumPy's, past __array_function__)
    wrapit = name in _WRAPIT

    @functools.wraps(impl)
    def methods(*args, **kwargs):
        x = args[pos] if len(args) > pos else kwargs.get("a")
        t = type(x)
        if t is ndarray or t in _above.scalar_types:  # (gpnumpy's own: the rules below pass)
            return impl(*args, **kwargs)
        if numpy_dispatches(args, kwargs):
            return impl(*args, **kwargs)  # (its __array_function__ first: impl's guard asks it)
        if (isinstance(x, ndarray) and getattr(t, method, own) is not own
                and t not in _above.scalar_types):
            # a user's subclass that overrides the method: NumPy's function calls it, with
            # NumPy's arguments (np.sum(x, keepdims=True) is x.sum(axis=None, out=None,
            # keepdims=True))
            return np_impl(*args, **kwargs)
        if (not isinstance(x, _OWN_ARRAYS) and hasattr(x, method)
                and not hasattr(type(x), "__cuda_array_interface__")
                and not hasattr(type(x), "__dlpack__")):
            # (gpnumpy's arrays and scalars among the other arguments as NumPy's, which NumPy's
            # dispatch would hand back to gpnumpy: np.clip(series, a.min(), 1) is series.clip)
            return np_func(*map(to_host, args),
                           **{k: v if k == "out" else to_host(v) for k, v in kwargs.items()})
        if wrapit and wraps(x) and not _foreign_function(x):
            # (no such method, an __array_wrap__ of its own and no __array_function__, which
            # would answer first: NumPy's _wrapit hands it the result as an array, a scalar as
            # a 0-d one, nonzero's tuple stacked)
            r = impl(*args, **kwargs)
            if type(r) is tuple:
                r = asarray_any(r)
            elif isinstance(r, _above.scalar_types):
                r = _above.plain(r).copy()
            return array_wrap(x, r, None, False, 3)
        return impl(*args, **kwargs)
    methods.__gpnumpy_native__ = getattr(impl, "__gpnumpy_native__", impl)
    # __array_function__'s entry (the call NumPy's dispatch hands back to gpnumpy, a
    # subclass's ``super().__array_function__``) calls an overridden method too
    key = (getattr(np_func, "__module__", None) or "numpy", getattr(np_func, "__name__", name))
    if key in _native:
        _native[key] = _subclass_methods(_native[key], np_impl, own, method, pos)
    return methods


def _subclass_methods(impl, np_impl, own, method, pos):
    """``impl`` (``__array_function__``'s entry of a function NumPy's implementation answers
    with an object's method): a user's subclass of gpnumpy's ndarray that overrides the
    method has it called by NumPy's implementation, as after NumPy's dispatch (its arguments
    are arrays: nothing here hands the call back to NumPy's dispatch)."""
    @functools.wraps(impl)
    def dispatched(*args, **kwargs):
        x = args[pos] if len(args) > pos else kwargs.get("a")
        t = type(x)
        if (t is not ndarray and isinstance(x, ndarray) and t not in _above.scalar_types
                and getattr(t, method, own) is not own):
            return np_impl(*args, **kwargs)
        return impl(*args, **kwargs)
    return dispatched


# ================================================================ host dtypes
#: NumPy 2's most dimensions: it reads no deeper into nested sequences
_MAXDIMS = 64


def _host_dtype_value(x, top, depth=0):
    """Whether ``x`` is data or a dtype the device does not hold (strings, objects, ...).

    ``top``: a positional argument itself (a str there is data or a dtype name: ``full(3,
    'a')``, ``zeros(3, 'U5')``); strings among keyword arguments are options (``order='C'``).
    Structured data counts too: its records live on the device, but only gpnumpy's copies,
    views and indexing know them; other functions are NumPy's.  Sequences nested deeper
    than NumPy's dimensions (a list that holds itself) are NumPy's to judge."""
    if isinstance(x, ndarray):
        return x._dtype.names is not None
    if isinstance(x, (numpy.ndarray, numpy.generic)):
        return not _device_dtype(x.dtype) or x.dtype.names is not None
    if isinstance(x, (str, bytes)):
        return top
    if isinstance(x, (list, tuple)):
        if depth > _MAXDIMS:
            return True
        return any(_host_dtype_value(v, True, depth + 1) or top and _object_item(v)
                   for v in x)
    if isinstance(x, (numpy.dtype, type)):
        try:
            return not _device_dtype(numpy.dtype(x))
        except TypeError:
            return False
    if isinstance(x, dict):
        # a structured dtype spelled as a dict (np.zeros(4, dtype={'names': ..., 'formats':
        # ...})), or data: NumPy's 0-d object array of it
        try:
            return not _device_dtype(numpy.dtype(x))
        except Exception:
            return top
    if isinstance(x, int):  # (beyond int64 and uint64, a subclass too: an object array)
        return not -2**63 <= x < 2**64
    # (np.array(iter(...)): a 0-d object array; a generator is an iterator, a file is data)
    return top and isinstance(x, collections.abc.Iterator) and not hasattr(x, "read")


def _object_item(v):
    """Whether ``v``, an item of a nested sequence, makes NumPy's array of it an object array
    (None, a Fraction, ...: what no number, string, sequence or array-like is)."""
    return not isinstance(v, (int, float, complex, str, bytes, list, tuple, numpy.generic,
                              numpy.ndarray, ndarray)) and not any(
        hasattr(v, a) for a in ("__array__", "__array_interface__", "__array_struct__",
                                "__cuda_array_interface__", "__dlpack__", "__buffer__"))


def holds_host_dtype(args, kwargs):
    """Whether a call's arguments hold data or a dtype the device does not hold (then a
    TypeError/ValueError of the device function means "run NumPy's on the host")."""
    if any(_host_dtype_value(a, True) for a in args):
        return True
    for k, v in kwargs.items():
        if k == "dtype" and isinstance(v, str):
            if _names_host_dtype(v):
                return True
        elif k in ("signature", "sig") and isinstance(v, tuple):
            # (a ufunc's loop dtypes, names among them: no data)
            if any(_names_host_dtype(s) if isinstance(s, str) else _host_dtype_value(s, False)
                   for s in v):
                return True
        elif _host_dtype_value(v, k in ("dtype", "fill_value", "like")):
            return True
    return False


def _names_host_dtype(name):
    """Whether the dtype name ``name`` is host data: only when it names a dtype the device
    does not hold; a name NumPy does not know is NumPy's error to give."""
    try:
        return not _device_dtype(numpy.dtype(name))
    except TypeError:
        return True


def _host_subclass(x):
    """``x`` is an instance of one of NumPy's ndarray subclasses that NumPy's functions and
    ufuncs treat through the class (a masked array's mask, a matrix's 2-d rules, a record
    array): NumPy's function answers for it.  A memmap is plain host data (NumPy's results
    of one are plain arrays)."""
    t = type(x)
    return t is not numpy.ndarray and t is not numpy.memmap and isinstance(x, numpy.ndarray)


SUBCLASS, OVERRIDE = "subclass", "override"


def holds_host_subclass(args, kwargs, overrides=False):
    """SUBCLASS where an argument (or an array of a sequence argument, ``concatenate([m1,
    m2])``) is a ``_host_subclass`` instance; with ``overrides``, OVERRIDE where one (or an
    item of a sequence) is another library's object that overrides NumPy's functions
    (``_foreign_function``) or a user's subclass that does (``_overriding_subclass``); else
    None.  Plain arrays, numbers and shapes pass with a type
    test; a sequence is read only while its items are arrays."""
    for group in (args, kwargs.values()) if kwargs else (args,):
        for x in group:
            t = type(x)
            if t is ndarray or t is int or t is float or t is numpy.ndarray:
                continue
            if t is list or t is tuple:
                found = _sequence_holds(x, overrides)
                if found:
                    return found
            elif _host_subclass(x):
                return SUBCLASS
            elif overrides and (_foreign_function(x) or _overriding_subclass(x)):
                return OVERRIDE
    return None


def _sequence_holds(seq, overrides, depth=0):
    """``holds_host_subclass`` of a sequence's items, read while they are arrays or numbers
    (``concatenate([0, m])``: NumPy's result is still the masked array's class; with
    ``overrides``, nested sequences too: ``block([[a, b]])``, ``stack([[1, 2], b])``; no
    deeper than NumPy's dimensions)."""
    for y in seq:
        if type(y) is ndarray:  # (gpnumpy's own array: neither; most items, checked first)
            continue
        if not isinstance(y, (ndarray, numpy.ndarray)):
            if isinstance(y, _NUMBERS):
                continue
            if overrides:
                t = type(y)
                if t is list or t is tuple:
                    found = depth < _MAXDIMS and _sequence_holds(y, overrides, depth + 1)
                    if found:
                        return found
                    continue
                if _foreign_function(y):
                    return OVERRIDE
            break
        if _host_subclass(y):
            return SUBCLASS
        if overrides and _overriding_subclass(y):
            return OVERRIDE
    return None


_NUMBERS = (int, float, complex, numpy.generic)


def _foreign_function(x):
    """``x`` overrides NumPy's functions (``__array_function__``) and is no array gpnumpy
    takes as its own (its arrays and NumPy's, an array it imports: ``__cuda_array_interface__``,
    ``__dlpack__``)."""
    t = type(x)
    return (t not in _PLAIN_OPERANDS and getattr(t, "__array_function__", None) is not None
            and not isinstance(x, (ndarray, numpy.ndarray))
            and not hasattr(t, "__cuda_array_interface__") and not hasattr(t, "__dlpack__"))


def _overriding_subclass(x):
    """``x`` is an instance of a user's subclass of gpnumpy's ndarray that overrides NumPy's
    functions (its own ``__array_function__``): NumPy's dispatch asks it first, as it asks
    such a subclass of NumPy's ndarray (its default method takes the call back)."""
    t = type(x)
    return (t is not ndarray and isinstance(x, ndarray)
            and getattr(t, "__array_function__", None) not in _DEFAULT_ARRAY_FUNCTIONS)


def holds_foreign_function(args, kwargs):
    """Whether an argument (or an item of a list or tuple argument) is another library's
    object that overrides NumPy's functions (``__array_function__``, NEP 18): NumPy's function
    would hand the call to it."""
    for x in itertools.chain(args, kwargs.values()):
        if type(x) in (list, tuple):
            if any(_foreign_function(y) for y in x):
                return True
        elif _foreign_function(x):
            return True
    return False


@functools.cache
def _out_position(impl, np_func):
    """The index of ``out`` among the positional parameters of a call: ``impl``'s where it
    names its parameters (NumPy's text signatures of some methods are not what their C parser
    reads: ndarray.any's second is dtype), else ``np_func``'s; a large number where none."""
    for f in (impl, np_func):
        try:
            params = list(inspect.signature(f).parameters.values())
        except (TypeError, ValueError):
            continue
        if any(p.kind is p.VAR_POSITIONAL for p in params):
            continue
        for i, p in enumerate(params):
            if p.name == "out":
                return i if p.kind is p.POSITIONAL_OR_KEYWORD else sys.maxsize
        return sys.maxsize
    return sys.maxsize


def into_host_out(host, run, on_host):
    """A call given ``host``, a NumPy array, as ``out=``: ``run(dev)`` computes into a device
    array of its shape, dtype and values, whose values are then copied into ``host``, and
    ``host`` is returned where ``dev`` would be (NumPy's functions return their ``out``).  An
    ``out`` the device cannot stand for (read-only, a dtype or byte order it does not hold) is
    ``on_host()``'s, NumPy's own call."""
    if not (host.flags.writeable and host.dtype.isnative and _device_dtype(host.dtype)):
        return on_host()
    dev = _leaf_to_device(host)
    res = run(dev)
    host[...] = dev.get()
    if res is dev:
        return host
    if type(res) is tuple:
        return tuple(host if r is dev else r for r in res)
    return res


def _into_host_out(impl, np_func, name, args, kwargs, slot):
    """``into_host_out`` of a function whose ``out`` is ``kwargs[slot]`` or ``args[slot]``."""
    def run(dev):
        if slot == "out":
            return impl(*args, **dict(kwargs, out=dev))
        return impl(*(args[:slot] + (dev,) + args[slot + 1:]), **kwargs)
    return into_host_out(kwargs[slot] if slot == "out" else args[slot], run,
                         lambda: fallback_call(np_func, args, kwargs, name=name))


def numpy_dispatches(args, kwargs):
    """Whether NumPy's function given ``args`` and ``kwargs`` would hand the call to an
    overriding object among them (``holds_host_subclass``'s OVERRIDE), outside a call that
    NumPy's dispatch already made (``override_call`` makes it)."""
    return holds_host_subclass(args, kwargs, True) is OVERRIDE and not _numpy_dispatch.depth


def _public_function(name):
    """gpnumpy's public function ``name`` ('sum', 'linalg.solve'), or None."""
    public = sys.modules["gpnumpy"]
    for part in name.split("."):
        public = getattr(public, part, None)
    return public


class _Found(Exception):
    """A probe's report: the ``types`` NumPy's dispatch handed it."""


def _probe_class():
    """A class of its own for a probe standing for an argument in NumPy's dispatch."""
    def __array_function__(self, func, types, args, kwargs):
        raise _Found(types)
    return type("_Probe", (), {"__array_function__": __array_function__, "__slots__": ()})


class _Foreign(Exception):
    """Another library's overriding object met among the arguments."""


def _probed(x, probes, depth=0):
    """``x`` with each user's subclass instance that overrides ``__array_function__``
    (inside lists and tuples too) replaced by a probe of a class of its own; _Foreign where
    another library's overriding object is among them (NumPy's function asks it itself)."""
    t = type(x)
    if t is list or t is tuple:
        if depth >= _MAXDIMS:
            return x
        return t(_probed(y, probes, depth + 1) for y in x)
    if _overriding_subclass(x):
        cls = _probe_class()
        probes[cls] = x
        return cls()
    if _foreign_function(x):
        raise _Foreign
    return x


def _implementing(np_func, args, kwargs):
    """The implementing arguments NumPy's dispatch of ``np_func`` finds among ``args`` and
    ``kwargs``, in its order (subclasses before their bases, else as met), found by NumPy's
    own dispatcher (which arguments it reads is each function's own) run on probes standing
    for the users' subclass instances: no user code runs.  None where no probe is reached."""
    probes = {}
    try:
        pargs = tuple(_probed(x, probes) for x in args)
        pkwargs = {k: _probed(v, probes) for k, v in kwargs.items()}
    except _Foreign:
        return None
    if not probes:
        return None
    _numpy_dispatch.probing = True
    try:
        np_func(*pargs, **pkwargs)
    except _Found as found:
        types = found.args[0]
    except Exception:  # (NumPy refused the arguments before its dispatch: not ours to judge)
        return None
    else:
        return None
    finally:
        _numpy_dispatch.probing = False
    if types is None:
        return None
    seen = [probes.get(t, t) for t in types]
    order = []
    for x in seen:
        t = type(x) if not isinstance(x, type) else x
        if any(type(y) is t if not isinstance(y, type) else y is t for y in order):
            continue
        # (NumPy's rule: a subclass goes before the first of its bases already placed)
        at = next((i for i, y in enumerate(order)
                   if issubclass(t, y if isinstance(y, type) else type(y))), len(order))
        order.insert(at, x)
    return order


def _subclass_override_call(np_func, public, found, args, kwargs):
    """NEP 18's dispatch of gpnumpy's ``public`` function given users' subclasses of
    gpnumpy's ndarray that override ``__array_function__`` (and no other library's object):
    each implementing argument's method in NumPy's order (subclasses before their bases,
    else as met), handed ``public``, the function the program called, as NumPy hands its
    own: a subclass written against gpnumpy tests ``func is np.mean`` and keys its registry
    by ``np.sum``; its ``super().__array_function__`` takes gpnumpy's function as NumPy's
    (``array_function``); then NumPy's TypeError.  ``found``: ``_implementing``'s."""
    types = tuple(x if isinstance(x, type) else type(x) for x in found)
    for x in found:
        if isinstance(x, type):
            if not issubclass(x, ndarray):
                continue  # (NumPy's arrays: its default declines a gpnumpy subclass's types)
            # (gpnumpy's arrays: their default method, ndarray.__array_function__'s call)
            r = array_function(public, tuple(ndarray if issubclass(t, ndarray) else t
                                             for t in types), args, kwargs)
        else:
            r = type(x).__array_function__(x, public, types, args, kwargs)
        if r is not NotImplemented:
            return r
    raise TypeError("no implementation found for '%s.%s' on types that implement "
                    "__array_function__: %s" % (np_func.__module__, np_func.__name__,
                                                 list(types)))


def override_call(np_func, name, args, kwargs):
    """NumPy's ``np_func`` given an object that overrides NumPy's functions: NumPy's dispatch
    (NEP 18) asks the overriding objects among its arguments (gpnumpy's arrays as they are
    too) in NumPy's order, with NumPy's function, as other libraries (dask, pint, sparse)
    register theirs.  Where none takes the call, they are asked once more, in the same order,
    with gpnumpy's public function ``name`` ('sum', 'linalg.solve'), as code written against
    gpnumpy registers its own (``@implements(np.sum)``); then NumPy's TypeError.  Where the
    overriding objects are users' subclasses of gpnumpy's ndarray alone, they are handed
    gpnumpy's function (``_subclass_override_call``): their class is written against
    gpnumpy, as NumPy's subclasses are handed NumPy's function."""
    public = _public_function(name)
    found = None if public is None else _implementing(np_func, args, kwargs)
    if found is not None:
        return _subclass_override_call(np_func, public, found, args, kwargs)
    try:
        return np_func(*args, **kwargs)
    except TypeError as exc:
        # (this call's refusal, not one from inside an override's own code)
        if not str(exc).startswith("no implementation found for '%s.%s' " % (
                np_func.__module__, np_func.__name__)):
            raise
        public = _public_function(name)
        found, objs = [], {}
        for x in itertools.chain(args, kwargs.values()):
            for y in x if type(x) in (list, tuple) else (x,):
                t = type(y)
                if (isinstance(y, ndarray) or _foreign_function(y)) and t not in objs:
                    objs[t] = y
                    # (subclasses before their bases, else as met: NumPy's order)
                    k = next((i for i, u in enumerate(found) if issubclass(t, u)), len(found))
                    found.insert(k, t)
        for t in found:
            if public is not None and not issubclass(t, ndarray):
                r = t.__array_function__(objs[t], public, tuple(found), args, kwargs)
                if r is not NotImplemented:
                    return r
        raise


def host_dtype_guard(impl, np_func, name):
    """``impl`` (a gpnumpy function) that hands calls involving strings, bytes, void or
    object data to NumPy's ``np_func`` on the host, and calls given NumPy's own subclasses
    (masked arrays, matrices: ``holds_host_subclass``), which NumPy's function treats through
    their class; a call given another library's object that overrides NumPy's functions (a
    dask array, a user's duck array) is NumPy's function's, whose dispatch (NEP 18) hands it
    to that object, before gpnumpy's code could read it as data (through ``__array__``).
    Only the failing path looks at the data: a numeric call costs one Python
    frame and a type test per argument more.  A NumPy array given as ``out=`` is written
    through a device array (``_into_host_out``) unless ``impl`` writes one itself (its
    ``writes_numpy_out``: dot's rules for ``out`` read its layout)."""
    own_out = getattr(impl, "writes_numpy_out", False)
    overrides = type(np_func) is _DISPATCHED

    @functools.wraps(impl)
    def guarded(*args, **kwargs):
        # (a method called on a plain array or scalar alone, a.max(): nothing to test)
        if kwargs or len(args) != 1 or type(args[0]) is not ndarray and \
                type(args[0]) not in _above.scalar_types:
            numpy_answers = holds_host_subclass(args, kwargs, overrides)
            if numpy_answers is SUBCLASS:
                return fallback_call(np_func, args, kwargs, name=name)
            if numpy_answers is OVERRIDE and not _numpy_dispatch.depth:
                return override_call(np_func, name, args, kwargs)
            if kwargs and not own_out and isinstance(kwargs.get("out"), numpy.ndarray):
                return _into_host_out(impl, np_func, name, args, kwargs, "out")
        try:
            return impl(*args, **kwargs)
        except (TypeError, ValueError, AttributeError) as exc:
            at = sys.maxsize if own_out else _out_position(impl, np_func)
            if at < len(args) and isinstance(args[at], numpy.ndarray):
                # (a NumPy array given as out= by position: impl took it for no array)
                return _into_host_out(impl, np_func, name, args, kwargs, at)
            # (HostData: an argument NumPy reads as object data, ``None`` in matplotlib's
            # ``broadcast_arrays(x, height, ..., hatch)``)
            if isinstance(exc, AttributeError) or not isinstance(exc, HostData) and \
                    not holds_host_dtype(args, kwargs) and not holds_foreign_function(args, kwargs):
                raise   # (an overriding object: NumPy's function dispatches to it)
            nested = getattr(exc, "nested_arrays", False)
        # (outside the handler: NumPy's own errors from here are not chained to impl's)
        return fallback_call(np_func, args, kwargs, name=name, nested_arrays=nested)
    guarded.__gpnumpy_native__ = impl
    # NumPy's documentation of the function whose behaviour this is (help(np.sum), a
    # notebook's np.sum?), as gpnumpy's ufuncs give their NumPy ufunc's
    guarded.__doc__ = getattr(np_func, "__doc__", None) or impl.__doc__
    return guarded


def overridable(np_func, name):
    """A decorator for a function that reads every argument itself, so has no
    ``host_dtype_guard`` (whose second call, after its own error, would give NumPy's warnings
    again): a call given another library's object that overrides NumPy's functions
    (``__array_function__``: a dask array, a user's duck array) is still that object's, through
    NumPy's ``np_func`` (``override_call``), as NumPy's dispatch (NEP 18) hands it on before
    the function reads it as data.  The result is native (``__gpnumpy_native__``)."""
    def decorate(impl):
        @functools.wraps(impl)
        def dispatching(*args, **kwargs):
            if numpy_dispatches(args, kwargs):
                return override_call(np_func, name, args, kwargs)
            return impl(*args, **kwargs)
        dispatching.__gpnumpy_native__ = dispatching
        return dispatching
    return decorate


def register_native(namespace, np_module, names, label):
    """``np_module``'s functions ``names`` given gpnumpy arrays reach those of ``namespace``
    (a gpnumpy module's globals) through ``__array_function__``; each behind
    ``host_dtype_guard`` (strings, objects, ...: NumPy's function on the host, as for gpnumpy's
    own namespace), NumPy's ufuncs and classes left as they are."""
    for name in names:
        np_obj = getattr(np_module, name, None)
        if np_obj is None or isinstance(np_obj, type) or not callable(np_obj):
            continue
        impl = namespace[name]
        if not hasattr(impl, "__gpnumpy_native__") and not isinstance(np_obj, numpy.ufunc):
            impl = namespace[name] = host_dtype_guard(impl, np_obj, label + "." + name)
        mod = getattr(np_obj, "__module__", None) or np_module.__name__
        _native[(mod, getattr(np_obj, "__name__", name))] = impl


def _astype(a, *args, **kwargs):
    return a.astype(*args, **kwargs)  # (the host copy's: an array's, or a scalar's, NumPy's)


def _view(a, *args):
    return a.view(*args)


def host_astype(a, dtype, order="K", casting="unsafe", subok=True, copy=True):
    """``a.astype(dtype)`` for a dtype the device does not hold: a NumPy array on the host (a
    device scalar's: NumPy's scalar's astype of its host copy, NumPy's scalar)."""
    return fallback_call(_astype, (a, dtype),
                         {"order": order, "casting": casting, "subok": subok, "copy": copy},
                         name="ndarray.astype", writes=())


def host_view(a, dtype):
    """``a.view(dtype)`` for a dtype the device does not hold: NumPy's view of a read-only host
    copy (a write to it could not reach ``a``)."""
    return fallback_call(_view, (a, dtype), {}, name="ndarray.view", writes=())


# ================================================================ namespaces
def wrap(np_func, name, device_results=True):
    """NumPy's ``np_func`` as a gpnumpy function that runs it through the fallback."""
    @functools.wraps(np_func)
    def fallback(*args, **kwargs):
        return fallback_call(np_func, args, kwargs, name=name, device_results=device_results)
    fallback.__gpnumpy_fallback__ = True
    return fallback


def in_callers_namespace(fallback, np_bmat):
    """numpy.bmat as gpnumpy's ``fallback`` of it, save for a string given without ``gdict``:
    NumPy's bmat reads the names in it from its caller's frame, which in the fallback's call
    is gpnumpy's, so NumPy's bmat is given the caller's namespaces (its concatenate dispatches
    on the arrays they name)."""
    @functools.wraps(np_bmat)
    def bmat(obj, ldict=None, gdict=None):
        if isinstance(obj, str) and gdict is None:
            frame = sys._getframe(1)
            return np_bmat(obj, frame.f_locals, frame.f_globals)
        return fallback(obj, ldict, gdict)
    bmat.__gpnumpy_fallback__ = True
    bmat.__module__, bmat.__qualname__ = fallback.__module__, fallback.__qualname__
    return bmat


class unbound(staticmethod):
    """A function of a gpnumpy namespace whose NumPy counterpart is a C function (``np.array``,
    ``np.zeros``, ``np.arange``, ...) or a bound method (``np.random.random``), which, unlike a
    Python function, does not bind as a method: ``class C: zeros = np.zeros`` makes ``C().zeros(3)`` the call ``zeros(3)``.  A
    staticmethod is callable (its call is C, no frame added) and carries the function's name,
    documentation and attributes; it pickles by its name in ``module``, as NumPy's does."""

    def __init__(self, func, module):
        super().__init__(func)
        self.__dict__.update(func.__dict__)  # (__gpnumpy_native__, __gpnumpy_fallback__)
        self.__module__ = module
        self.__qualname__ = func.__name__

    def __repr__(self):
        return repr(self.__func__)

    def __reduce__(self):
        return self.__qualname__


def _binds(obj):
    """Whether ``obj`` held by a class becomes a method of its instances (a Python function,
    NumPy's ``__array_function__`` dispatchers), not a C function, a ufunc or a bound method
    (np.random.random is one, of NumPy's module-level RandomState)."""
    get = getattr(type(obj), "__get__", None)
    return get is not None and get(obj, _BindProbe(), _BindProbe) is not obj


class _BindProbe:
    pass


def unbind_as_numpy(namespace, np_module):
    """``namespace``'s functions (a module's globals, wrapped as they will stay) as NumPy's
    public functions are: ``unbound`` where NumPy's of the same name do not bind as methods (C
    functions, bound methods), and each named by the public module that holds it
    (``gpnumpy.sum.__module__`` is 'gpnumpy' as ``numpy.sum``'s is 'numpy': pickle finds a
    function by that name, as ``multiprocessing`` hands ``np.mean`` to its workers)."""
    module = np_module.__name__.replace("numpy", "gpnumpy", 1)
    for name, obj in list(namespace.items()):
        if not isinstance(obj, types.FunctionType) or name.startswith("_"):
            continue
        np_obj = getattr(np_module, name, None)
        if obj is np_obj:
            continue   # (NumPy's own function: broadcast_shapes)
        if callable(np_obj) and not _binds(np_obj):
            namespace[name] = unbound(obj, module)
        else:
            obj.__qualname__ = obj.__name__ if namespace.get(obj.__name__) is obj else name
            obj.__module__ = module


_MISSING = object()


def _import_lazy_submodule(np_module, name):
    """Import the submodule ``name`` that NumPy's package ``np_module`` lists but imports at its
    first reading (numpy.random, numpy.fft, ...), outside module_getattr's catch of warnings:
    an import takes long, and the catch, which swaps the process's warnings filters, would
    take the warnings other threads give meanwhile."""
    full = np_module.__name__ + "." + name
    if (name in np_module.__dict__ or full in sys.modules or name.startswith("_")
            or not hasattr(np_module, "__path__") or name not in dir(np_module)):
        return
    if importlib.util.find_spec(full) is not None:
        importlib.import_module(full)


def module_getattr(module, np_module, name, policy=None):
    """A gpnumpy module's ``__getattr__``: NumPy's attribute, wrapped when it takes arrays;
    NumPy's submodules as their gpnumpy counterparts.  A name whose reading warns (NumPy's
    deprecated names, ``char.array``: its module ``__getattr__`` warns at every reading) gives
    NumPy's warning at the user's line and is not kept, so that each reading warns again."""
    _import_lazy_submodule(np_module, name)
    caught = ()
    obj = np_module.__dict__.get(name, _MISSING)  # (the module's own: its reading never warns)
    try:
        if obj is _MISSING:
            # (one thread at a time: two catches interleaved leave one's recorder installed
            # for good, and the re-given warnings below then feed the list they walk)
            with fperr._CATCHING, warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                obj = getattr(np_module, name)
    except AttributeError as e:
        for w in caught:  # (np.str: NumPy's FutureWarning, then its error)
            warnings.warn(w.message, w.category, stacklevel=_stacklevel())
        # NumPy's message (its names removed in 2.0 say what to use instead), of this module
        msg, head = str(e), "module %r " % np_module.__name__
        if msg.startswith(head):
            msg = "module %r " % module.__name__ + msg[len(head):]
        raise AttributeError(msg) from None
    policy = policy or _DEFAULT_POLICY
    if caught:
        # (a name whose reading warns is read again each time, but gives the same object, as
        # NumPy's does: pickle finds gpnumpy.char.array by its name and checks it is the one)
        kept = _warning_names.get((module.__name__, name))
        if kept is not None and kept[0] is obj:
            for w in caught:
                warnings.warn(w.message, w.category, stacklevel=_stacklevel())
            return kept[1]
    given = obj
    prefix = "" if np_module is numpy else _relative(np_module.__name__) + "."
    if isinstance(obj, types.ModuleType):
        obj = _gp_module_for(obj)
    elif isinstance(obj, numpy.ufunc):
        if policy.device_results:  # (numpy.strings.equal is numpy.equal: gpnumpy's equal)
            obj = _above.ufunc_of(obj)
    elif isinstance(obj, type):
        if np_module is numpy and name in HOST_CLASSES:
            obj = _host_class(obj, prefix + name, module.__name__)
    elif (callable(obj) and name not in PASSTHROUGH and not isinstance(obj, numpy.ufunc)
          and not isinstance(obj, types.GenericAlias) and type(obj).__module__ != "typing"):
        if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType, functools.partial)):
            new = wrap(obj, prefix + name, policy.device_results)
            # (named by this module, where pickle finds it, as unbind_as_numpy names the
            # namespaces' functions)
            new.__module__, new.__qualname__ = module.__name__, name
            if obj is getattr(numpy, "bmat", None):  # (it reads its caller's frame)
                new = in_callers_namespace(new, obj)
            # (np.nested_iters, a C function: does not bind as a method, as NumPy's)
            obj = new if _binds(obj) else unbound(new, module.__name__)
        else:  # (an object with methods of its own: numpy.ma.add and its reduce)
            obj = _HostCallable(obj, prefix + name, policy.device_results)
    if caught:
        _warning_names[(module.__name__, name)] = (given, obj)
        for w in caught:
            warnings.warn(w.message, w.category, stacklevel=_stacklevel())
    else:
        setattr(module, name, obj)
    return obj


_warning_names = {}  # (module name, name) -> (NumPy's object, gpnumpy's) of names that warn


class _HostCallable:
    # A callable object of a host-backed module (``numpy.ma.add``) whose call and whose
    # methods (``reduce``, ``accumulate``, ``outer``) run through the fallback; its other
    # attributes (its documentation too) are NumPy's object's.
    __slots__ = ("_obj", "_name", "_device_results", "__wrapped__")
    __gpnumpy_fallback__ = True   # (docs/coverage.md counts it as NumPy on host copies)

    def __init__(self, obj, name, device_results):
        self._obj, self._name, self._device_results = obj, name, device_results
        self.__wrapped__ = obj

    def __call__(self, *args, **kwargs):
        return fallback_call(self._obj, args, kwargs, name=self._name,
                             device_results=self._device_results)

    def __getattr__(self, attr):
        value = getattr(self._obj, attr)
        if inspect.ismethod(value) and not attr.startswith("_"):
            return wrap(value, "%s.%s" % (self._name, attr), self._device_results)
        return value

    @property
    def __doc__(self):
        return self._obj.__doc__

    def __repr__(self):
        return repr(self._obj)

    def __reduce__(self):
        # (pickled by reference, as NumPy's object is: its gpnumpy module and name)
        mod, _, name = ("gpnumpy." + self._name).rpartition(".")
        return _module_attribute, (mod, name)


def _module_attribute(module, name):
    return getattr(importlib.import_module(module), name)


def _relative(np_name):
    return np_name[len("numpy."):] if np_name.startswith("numpy.") else np_name


def _gp_module_for(np_mod):
    """gpnumpy's counterpart of the NumPy module ``np_mod`` (a package of gpnumpy's own, or
    one HostModuleFinder makes), or ``np_mod`` itself where gpnumpy has none."""
    np_name = getattr(np_mod, "__name__", "")
    if not np_name.startswith("numpy."):
        return np_mod
    gp_name = "gpnumpy." + _relative(np_name)
    try:
        return importlib.import_module(gp_name)
    except ModuleNotFoundError as exc:
        if exc.name != gp_name:
            raise
        return np_mod


# ---------------------------------------------------------------- host-backed submodules
class _Policy:
    """How a host-backed module treats results: on the device, or NumPy's on the host."""
    __slots__ = ("device_results",)

    def __init__(self, device_results=True):
        self.device_results = device_results


_DEFAULT_POLICY = _Policy()

# By the module's first name (its submodules inherit).  Results stay NumPy's where the
# module is about host objects: masked arrays, record arrays, ctypes, matrices.  (String
# results stay on the host anyway, by their dtype; char's and strings' numeric results, such
# as str_len, go to the device like every other function's.)
POLICIES = {
    "ma": _Policy(device_results=False),
    "rec": _Policy(device_results=False),
    "ctypeslib": _Policy(device_results=False),
    "matlib": _Policy(device_results=False),
}

# Modules gpnumpy has (or will have) a device package for, or that make no sense as a
# host-backed copy; the finder leaves them alone.
NOT_HOST_BACKED = frozenset({
    "linalg", "fft", "random", "testing", "lib.stride_tricks", "polynomial",
    "core", "f2py", "distutils", "conftest", "tests", "matrixlib",
})


def _numpy_name(fullname):
    """'gpnumpy.lib.recfunctions' -> 'numpy.lib.recfunctions', or None when not ours."""
    if not fullname.startswith("gpnumpy."):
        return None
    rel = fullname[len("gpnumpy."):]
    parts = rel.split(".")
    if any(p.startswith("_") or p == "tests" for p in parts):
        return None
    for i in range(1, len(parts) + 1):
        if ".".join(parts[:i]) in NOT_HOST_BACKED:
            return None
    return "numpy." + rel


def _numpy_module(np_name):
    """The NumPy module called ``np_name`` (also aliases such as numpy.emath), or None."""
    try:
        return importlib.import_module(np_name)
    except ImportError:
        pass
    obj = numpy
    for part in np_name.split(".")[1:]:
        obj = getattr(obj, part, None)
    return obj if isinstance(obj, types.ModuleType) else None


def host_module(module, np_mod=None):
    """Make ``module`` (a gpnumpy module object) NumPy's ``np_mod`` for gpnumpy arrays: its
    ``__getattr__`` resolves every name of ``np_mod`` through ``module_getattr``."""
    if np_mod is None:
        np_mod = _numpy_module(_numpy_name(module.__name__))
    rel = module.__name__[len("gpnumpy."):]
    policy = POLICIES.get(rel.split(".")[0], _DEFAULT_POLICY)

    def __getattr__(name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError("module %r has no attribute %r" % (module.__name__, name))
        return module_getattr(module, np_mod, name, policy)

    def __dir__():
        return sorted(set(dir(np_mod)) | set(module.__dict__))

    module.__getattr__ = __getattr__
    module.__dir__ = __dir__
    if module.__doc__ is None:
        module.__doc__ = np_mod.__doc__
    if hasattr(np_mod, "__all__"):
        module.__all__ = list(np_mod.__all__)
    module.__gpnumpy_numpy_module__ = np_mod
    return module


class HostModuleFinder:
    """Makes ``gpnumpy.X`` for every public NumPy submodule ``numpy.X`` gpnumpy has no file
    for (``import gpnumpy.lib.recfunctions``, ``from gpnumpy.ma import masked_array``).
    It sits last on ``sys.meta_path``: gpnumpy's own modules are found first.  A meta path
    finder and loader by their methods (importlib.abc's bases would import importlib.resources
    and pathlib with gpnumpy)."""

    def find_spec(self, fullname, path=None, target=None):
        np_name = _numpy_name(fullname)
        if np_name is None:
            return None
        np_mod = _numpy_module(np_name)
        if np_mod is None:
            return None
        return importlib.util.spec_from_loader(fullname, self,
                                               is_package=hasattr(np_mod, "__path__"))

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        np_mod = _numpy_module(_numpy_name(module.__name__))
        if hasattr(np_mod, "__path__"):
            module.__path__ = []   # submodules come from this finder too
        host_module(module, np_mod)


def install_host_modules():
    """Put HostModuleFinder on sys.meta_path (once)."""
    if not any(isinstance(f, HostModuleFinder) for f in sys.meta_path):
        sys.meta_path.append(HostModuleFinder())


# ---------------------------------------------------------------- classes of host modules
_host_classes = {}


def _host_class(cls, name, module_name):
    """A subclass of NumPy's ``cls`` (numpy.polynomial's classes) whose public methods take
    gpnumpy arrays and return gpnumpy arrays: each runs through the fallback.  The object's
    own state (a polynomial's ``coef``) stays NumPy's, on the host."""
    sub = _host_classes.get(cls)
    if sub is not None:
        return sub
    ns = {"__module__": module_name, "__qualname__": cls.__qualname__, "__doc__": cls.__doc__}
    for attr in dir(cls):
        if attr.startswith("_") and attr not in ("__init__", "__call__", "__getitem__"):
            continue
        raw = inspect.getattr_static(cls, attr)
        label = name if attr == "__init__" else "%s.%s" % (name, attr)
        if isinstance(raw, classmethod):
            ns[attr] = classmethod(_host_method(raw.__func__, label))
        elif isinstance(raw, staticmethod):
            ns[attr] = staticmethod(_host_method(raw.__func__, label))
        elif inspect.isfunction(raw):
            ns[attr] = _host_method(raw, label)
    sub = _host_classes[cls] = type(cls.__name__, (cls,), ns)
    return sub


def _host_method(func, label):
    fallback = wrap(func, label)

    @functools.wraps(func)
    def method(*args, **kwargs):
        if sys._getframe(1).f_code.co_filename.startswith(_NP_DIR):
            return func(*args, **kwargs)  # NumPy's own code calling its methods: host objects
        return fallback(*args, **kwargs)
    return method
