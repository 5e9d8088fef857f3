"""The gpnumpy ndarray: storage, shape/strides/offset, views, transfers, protocols.

An array is a Memory (device memory, or a NumPy byte buffer on the host), a
byte offset into it, a shape, byte strides and a dtype.  Views share the
Memory.  Every transfer goes through ``get`` (device -> host) or ``asarray_any``
(host -> device); copies, casts and fills go through the elementwise executor
below.  This module imports no routine: operators and the methods NumPy defines
as functions are attached from above by ``array_methods.py``.
"""
from __future__ import annotations

import itertools
import math
import operator
import re
import warnings
import weakref
from sys import getrefcount as _getrefcount, getsizeof as _getsizeof
from types import GenericAlias as _GenericAlias

import numpy

from . import device
from . import fperr
from .device import ON_DEVICE
from .array_api_info import _ALIASES as _DEVICE_NAMES
from .elementwise import (execute, copy_into, _output_order_strides, _c_strides,  # noqa: F401
                          _merge_axes, _like_strides)
from .timeunits import result_dtype
from .._kernels.lru import LRU

_SUPPORTED = frozenset("?bBhHiIlLqQefdFDMm")  # (M, m: datetime64/timedelta64 as int64 counts)
# the index dtypes NumPy's functions return (one definition for the routines above)
_INT64 = numpy.dtype(numpy.int64)
_INTP = numpy.dtype(numpy.intp)


# "not given": NumPy's own sentinel, so that a caller's np._NoValue (a wrapper that hands on
# its defaults, as NumPy's functions do) is read as not given, as NumPy reads it
_NoValue = numpy._NoValue


def is_aligned(dt, shape, strides, offset):
    """NumPy's rule for an aligned array: the data address (``offset`` from an aligned
    allocation) and the strides of every axis longer than 1 are multiples of ``dt``'s
    alignment; an empty array always is."""
    if 0 in shape:
        return True
    bits = offset
    for st, n in zip(strides, shape):
        if n > 1:
            bits |= st
    return bits % dt.alignment == 0


def check_aligned(dt, shape, strides, offset):
    """Raise where a view would put ``dt``'s elements at addresses that are not multiples of
    its alignment (NumPy's unaligned arrays: a uint16 view of a uint8 array's odd rows): a
    kernel's load there faults the device, so the device holds none (copy first)."""
    if ON_DEVICE and not is_aligned(dt, shape, strides, offset):
        raise ValueError("gpnumpy: this view would place %s elements at addresses that are "
                         "not multiples of %d bytes (an unaligned array), which the device "
                         "cannot load; make a copy first" % (dt, dt.alignment))


def _device_fields(dt, itemsize=None, base=0):
    """Whether every field of the structured dtype ``dt`` (nested structures and subarrays
    included) is a native device dtype at an address the device can load it from (its
    offset and the record size multiples of its alignment: a packed record's misaligned
    field would fault in a kernel): then its records live on the device as bytes."""
    itemsize = dt.itemsize if itemsize is None else itemsize
    for name in dt.names:
        f, off = dt.fields[name][:2]
        if f.subdtype is not None:
            f = f.subdtype[0]
        if f.names is not None:
            if not _device_fields(f, itemsize, base + off):
                return False
        elif (f.char not in _SUPPORTED or not f.isnative
              or (base + off) % f.alignment or itemsize % f.alignment):
            return False
    return True


def is_structured(dt):
    return dt.names is not None


def _has_subarray(dt):
    """Whether the structured dtype ``dt`` has a subarray field (nested structures too)."""
    return any(f.subdtype is not None or (f.names is not None and _has_subarray(f))
               for f in (dt.fields[name][0] for name in dt.names))


def _record_views(host, rec):
    """``host`` (NumPy's item of the record ``rec``'s host copy) with each subarray field
    in place of its host copy a view of ``rec``'s field: NumPy's item of a record gives its
    subarray fields as arrays of the record's memory (a write reaches the array)."""
    out = []
    for name, h in zip(rec._dtype.names, host):
        f = rec._dtype.fields[name][0]
        if f.subdtype is not None:
            h = rec[name]
        elif f.names is not None and _has_subarray(f):
            h = _record_views(h, rec[name])
        out.append(h)
    return tuple(out)


def as_dtype(dtype):
    """``numpy.dtype(dtype)`` of a user's ``dtype=``, refusing an array as NumPy does (NumPy's
    constructor reads the ``.dtype`` of objects it does not know: ours too); a scalar's dtype
    it reads, a device scalar's as NumPy's."""
    if isinstance(dtype, numpy.dtype):
        return dtype
    if isinstance(dtype, ndarray) and not isinstance(dtype, numpy.generic):
        raise TypeError("Cannot construct a dtype from an array")
    return numpy.dtype(dtype)


def check_dtype(dtype):
    """``numpy.dtype(dtype)`` if gpnumpy supports it, else NumPy-style TypeError."""
    dt = dtype if isinstance(dtype, numpy.dtype) else as_dtype(dtype)
    if dt.char not in _SUPPORTED:
        if dt.names is not None and not dt.hasobject and _device_fields(dt):
            return dt  # (a structure of device dtypes: records of bytes, fields are views)
        raise TypeError("gpnumpy does not support dtype %s: supported are bool, int8..int64, "
                        "uint8..uint64, float16/32/64, complex64/128, datetime64 and "
                        "timedelta64" % (dt,))
    if not dt.isnative:
        dt = dt.newbyteorder("=")
    return dt


def _host_dtype(dtype):
    """Whether ``dtype`` is one the device does not hold (strings, bytes, objects, void): its
    arrays are NumPy's on the host.  (A subarray dtype is a view of trailing axes: the device
    holds it when it holds its base.)"""
    dt = dtype if isinstance(dtype, numpy.dtype) else as_dtype(dtype)
    if dt.subdtype is not None:
        dt = dt.subdtype[0]
    return dt.char not in _SUPPORTED and (dt.names is None or dt.hasobject
                                          or not _device_fields(dt))


def _f_strides(shape, itemsize):
    strides = []
    acc = itemsize
    for n in shape:
        strides.append(acc)
        acc *= max(n, 1)
    return tuple(strides)


def _prod(shape):
    n = 1
    for s in shape:
        n *= s
    return n


_SLOTS = ("_mem", "_offset", "_shape", "_strides", "_dtype", "_base", "_ndim", "_size", "_ro",
          "_cc", "_ib")


def _as_subclass(cls, v, obj):
    """The plain array ``v`` as an instance of the ndarray subclass ``cls`` (same memory and
    layout), after NumPy's protocol: ``__array_finalize__(obj)`` is called on it."""
    r = object.__new__(cls)
    for name in _SLOTS:
        setattr(r, name, getattr(v, name))
    if v._base is not None and isinstance(obj, ndarray) and v._mem is obj._mem and v is not obj:
        # a view of obj: NumPy's base is obj, or the array obj views where that is of cls
        # too (NumPy collapses a chain of views only through arrays of the view's class)
        b = obj
        while type(b._base) is cls:
            b = b._base
        r._base = b
    r.__array_finalize__(obj)
    return r


def _memory_owner(a):
    """The array whose memory ``a`` views (the end of its chain of bases)."""
    while isinstance(a._base, ndarray):
        a = a._base
    return a


def _copy_as_subclass(cls, r, obj):
    """The new plain array ``r`` (an advanced index's copy) as the subclass ``cls``: NumPy's
    view of its base-class result, whose ``base`` is that result."""
    return _as_subclass(cls, _make(r._mem, r._offset, r._shape, r._strides, r._dtype, r), obj)


def _unpickle_subclass(cls, host):
    return _as_subclass(cls, asarray_any(host), None)  # (pickles of subclasses made before)


def _reconstruct(cls):
    """An empty array of the user's subclass ``cls`` (``__array_finalize__(None)``), whose
    ``__setstate__`` unpickling calls next, as NumPy's ``_reconstruct``."""
    return _as_subclass(cls, _fresh((0,), numpy.dtype(numpy.int8)), None)


def _subclass_compare(self, h, name):
    """``h < self`` or ``h + self`` where NumPy's operator on the NumPy array ``h`` (or on the
    scalar a comparison made 0-d: ``np.int32(10) == x``) reached ``self``'s
    ``__array_ufunc__``: where ``self`` is of a user's subclass whose class has the reflected
    operator ``name`` of its own, that operator's answer (or NotImplemented).  In NumPy the
    subclass is one of ndarray's and Python asks its reflected operator first (gh-4709)."""
    cls = type(self)
    if cls is ndarray or cls in _above.scalar_types:
        return NotImplemented
    meth = getattr(cls, name, None)
    if meth is None or meth is getattr(ndarray, name, None):
        return NotImplemented
    return meth(self, h)


def keep_subclass(a, r):
    """``r`` (a result made from ``a``) as ``a``'s subclass, as NumPy's methods and
    ``subok`` functions give it: a plain ndarray re-classed, ``__array_finalize__(a)``
    called; anything else (scalars, tuples, arrays already of a subclass) unchanged."""
    cls = type(a)
    if cls is ndarray or type(r) is not ndarray or cls in _above.scalar_types \
            or not isinstance(a, ndarray):
        return r
    return _as_subclass(cls, r, a)


#: ndarray attributes a user's subclass keeps as they are (``__init_subclass__``): they make
#: no array, write in place, or follow the subclass protocol themselves
_PLAIN_METHODS = frozenset("""
tolist item tobytes tofile dump dumps get fill nonzero view astype put sort partition
resize setfield setflags byteswap to_device searchsorted
""".split())
#: properties whose arrays keep the subclass
_SUBCLASS_PROPERTIES = ("T", "mT", "real", "imag")


def _subclass_method(func):
    def method(self, *args, **kwargs):
        r = func(self, *args, **kwargs)
        if type(r) is ndarray and _given(r, args, kwargs):
            return r  # (the out= array it was given: NumPy returns it, of its own class)
        return keep_subclass(self, r)
    method.__name__ = getattr(func, "__name__", "method")
    method.__doc__ = getattr(func, "__doc__", None)
    method.__wrapped__ = func
    return method


def _given(r, args, kwargs):
    """Whether ``r`` is one of the arguments (an out= array, alone or in a tuple)."""
    for x in (*args, *kwargs.values()):
        if x is r or type(x) is tuple and any(y is r for y in x):
            return True
    return False


def _subclass_round(func):
    def round(self, decimals=0, out=None):
        r = func(self, decimals, out)
        return keep_subclass(self, r) if out is None and decimals == 0 else r
    round.__doc__ = getattr(func, "__doc__", None)
    round.__wrapped__ = func
    return round


def _make(mem, offset, shape, strides, dtype, base):
    a = object.__new__(ndarray)
    a._mem = mem
    a._offset = offset
    a._shape = shape
    a._size = n = _prod(shape)
    if n == 0 and base is None and strides:
        strides = (0,) * len(shape)  # (NumPy's new arrays of no elements have strides of 0)
    a._strides = strides
    a._dtype = dtype
    a._base = base
    a._ndim = len(shape)
    # (a view is read-only when made from read-only memory; NumPy's flag is the view's own
    # from then on: making its base read-only later leaves it writeable)
    a._ro = base is not None and base._ro is True
    a._cc = None
    a._ib = None  # (write epoch, extent): every element was a valid index for that extent
    return a


def _check_strides(shape, strides, itemsize, nbytes, offset):
    """NumPy's checks of ndarray(shape, strides=..., buffer=...): one stride an axis, every
    element within the ``nbytes`` of the buffer (0: no buffer, the array's own bytes) from
    ``offset``."""
    if len(strides) != len(shape):
        raise ValueError("strides, if given, must be the same length as shape")
    lo = hi = 0
    if all(shape):
        for n, st in zip(shape, strides):
            ext = st * (n - 1)
            if ext > 0:
                hi += ext
            else:
                lo += ext
        hi += itemsize
    if nbytes == 0:
        nbytes = _prod(shape) * itemsize
    if hi > nbytes - offset or lo < -offset:
        raise ValueError("strides is incompatible with shape of requested array and size of "
                         "buffer")


def _empty(shape, dtype, strides=None, order="C"):
    dtype = check_dtype(dtype)
    shape = tuple(shape)
    n = _prod(shape)
    if n < 0 or any(s < 0 for s in shape):
        raise ValueError("negative dimensions are not allowed")
    if strides is None:
        if order != "F":
            return _fresh(shape, dtype)
        strides = _f_strides(shape, dtype.itemsize)
    return _make(_alloc(shape, dtype, n * dtype.itemsize), 0, shape, strides, dtype, None)


_cstrides = LRU(1024)


def _fresh(shape, dtype):
    """A new C-ordered array of a valid ``shape`` tuple and a supported ``dtype`` (no
    checks: the fast path of operations that computed both)."""
    st = _cstrides.hit((shape, dtype))
    if st is None:
        st = _c_strides(shape, dtype.itemsize)
        _cstrides.put((shape, dtype), st)
    return _make(_alloc(shape, dtype, _prod(shape) * dtype.itemsize), 0, shape, st, dtype, None)


_INTP_MAX = numpy.iinfo(numpy.intp).max


def _check_addressable(shape, itemsize):
    """NumPy's errors for an array too big to address, a new one or one over a buffer (its
    bound: the bytes that the axes other than empty ones would span)."""
    span = itemsize
    for s in shape:
        if s > _INTP_MAX:
            raise ValueError("Maximum allowed dimension exceeded")
        span *= s or 1
    if span > _INTP_MAX:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than "
                         "the maximum possible size.")


def _alloc(shape, dtype, nbytes):
    """``device.malloc(nbytes)`` for a new array of ``shape`` and ``dtype``, with NumPy's
    errors for one too big to address; on the host, NumPy's MemoryError (naming the shape
    and dtype, not the bytes of the buffer under them)."""
    if nbytes > _INTP_MAX or (nbytes == 0 and len(shape) > 1):
        _check_addressable(shape, dtype.itemsize)
    try:
        return device.malloc(nbytes)
    except MemoryError:
        if ON_DEVICE:
            raise
    try:
        numpy.empty(shape, dtype)
    except MemoryError as e:
        raise e from None
    return device.malloc(nbytes)  # (memory freed meanwhile)


def _bool_scalar(s):
    """``s`` is a device scalar of dtype bool (NumPy's numpy.bool, which shapes refuse)."""
    return type(s) in _above.scalar_types and s._dtype.kind == "b"


#: NumPy's NPY_MAXDIMS: the most axes an array has
MAXDIMS = 64


def _shape_arg(shape):
    """A shape argument as a tuple of ints, with NumPy's errors for what is none (a sequence
    longer than an array's axes can be refused before its items are read)."""
    if isinstance(shape, (list, tuple, range)) or isinstance(shape, (numpy.ndarray, ndarray)) \
            and shape.ndim or _other_sequence(shape):  # (a deque, a user's sequence class)
        if len(shape) > MAXDIMS:
            raise ValueError("maximum supported dimension for an ndarray is currently %d, "
                             "found %d" % (MAXDIMS, len(shape)))
        if any(isinstance(s, (bool, numpy.bool_)) or _bool_scalar(s) for s in shape):
            raise TypeError("an integer is required")
        return tuple(operator.index(s) for s in shape)
    if shape is None:
        raise TypeError("Use () not None as shape arguments")
    if not isinstance(shape, (bool, numpy.bool_, str, bytes)) and not _bool_scalar(shape):
        try:
            return (operator.index(shape),)
        except TypeError:
            pass
    elif isinstance(shape, (str, bytes)):
        return tuple(operator.index(s) for s in shape)  # (NumPy's errors: a str is a sequence)
    raise TypeError("expected a sequence of integers or a single integer, got '%r'" % (shape,))


#: the installed NumPy's warning for ``a.shape = ...`` (a deprecation in NumPy 2.5), or None
_SHAPE_SET_WARNING = fperr.numpy_warning(lambda: setattr(numpy.zeros(2), "shape", (2,)))
#: the installed NumPy's warning for ``a.strides = ...`` (a deprecation in NumPy 2.4), or None
_STRIDES_SET_WARNING = fperr.numpy_warning(lambda: setattr(numpy.zeros(2), "strides", (8,)))
#: the installed NumPy's warning for ``a.dtype = ...`` (a deprecation in NumPy 2.5), or None
_DTYPE_SET_WARNING = fperr.numpy_warning(lambda: setattr(numpy.zeros(2), "dtype", "f8"))


class _CustomDtypeSetter(numpy.ndarray):
    dtype = property(lambda self: numpy.ndarray.dtype.__get__(self), lambda self, value: None)


#: NumPy 2.5's warning where view(dtype) of a subclass calls the subclass's own dtype setter
_VIEW_SETTER_WARNING = fperr.numpy_warning(
    lambda: numpy.zeros(2).view(_CustomDtypeSetter).view("i8"))
del _CustomDtypeSetter


class _WarnOnWrite:
    """``_ro`` of broadcast_arrays' results (NumPy's WARN_ON_WRITE): writeable (falsy), NumPy
    warns when the flag is read and at the first write (which clears it)."""
    __slots__ = ()

    def __bool__(self):
        return False

    def __repr__(self):
        return "WARN_ON_WRITE"


WARN_ON_WRITE = _WarnOnWrite()


def _broadcast_views():
    return numpy.broadcast_arrays(numpy.zeros(2), numpy.zeros((2, 2)))[0]


#: the installed NumPy's warnings for reading the flag and for writing to such an array
_WOW_READ = fperr.numpy_warning(lambda: _broadcast_views().flags.writeable)
_WOW_WRITE = fperr.numpy_warning(lambda: _broadcast_views().__setitem__(0, 1))


def warn_on_write(a):
    """Before a write to ``a``: NumPy's warning where ``a`` is a broadcast_arrays result not
    written yet (the flag cleared, as NumPy's)."""
    if a._ro is WARN_ON_WRITE:
        a._ro = False
        if _WOW_WRITE is not None:
            warnings.warn(_WOW_WRITE[1], _WOW_WRITE[0], stacklevel=3)


#: NumPy's name of its flags' type, in its messages
_FLAGSOBJ = "%s.%s" % (type(numpy.empty(0).flags).__module__, type(numpy.empty(0).flags).__name__)


#: the arrays whose ALIGNED flag setflags(align=False) cleared, by id: NumPy keeps the flag on
#: that array object (views and results compute theirs again); the memory stays aligned
ALIGN_CLEARED = weakref.WeakValueDictionary()


class _Flags:
    """An array's flags: NumPy's flagsobj (writeable, aligned and writebackifcopy set through
    setflags, which keeps NumPy's checks: a view of read-only memory stays so)."""
    __slots__ = ("_a",)

    def __init__(self, a):
        self._a = a

    c_contiguous = property(lambda self: self._a._flags_c())
    f_contiguous = property(lambda self: self._a._flags_f())
    contiguous = c_contiguous
    fortran = f_contiguous  # (NumPy's alias, as the key FORTRAN; F and not C is fnc)
    owndata = property(lambda self: self._a._base is None)

    @property
    def aligned(self):
        # (the device holds no other than aligned arrays; the host a view of NumPy's unaligned)
        a = self._a
        if ALIGN_CLEARED and ALIGN_CLEARED.get(id(a)) is a:
            return False
        return is_aligned(a._dtype, a._shape, a._strides, a._offset)

    # (a device scalar: ndarray's _writeable() stays true for the engines, see scalars.py;
    # NumPy's scalars are not writeable)
    @property
    def writeable(self):
        a = self._a
        if a._ro is WARN_ON_WRITE and _WOW_READ is not None:
            warnings.warn(_WOW_READ[1], _WOW_READ[0], stacklevel=2)
        return a._writeable() and not (a._ro and type(a) in _above.scalar_types)
    writebackifcopy = property(lambda self: False)
    forc = property(lambda self: self._a._flags_c() or self._a._flags_f())
    fnc = property(lambda self: self._a._flags_f() and not self._a._flags_c())
    behaved = property(lambda self: self.aligned and self.writeable)
    carray = property(lambda self: self.behaved and self.c_contiguous)
    # (NumPy's test reads any of FARRAY's bits, F_CONTIGUOUS|ALIGNED|WRITEABLE, and not C)
    farray = property(lambda self: (self.f_contiguous or self.aligned or self.writeable)
                      and not self.c_contiguous)
    # (NumPy's bits: C 1, F 2, OWNDATA 4, ALIGNED 0x100, WRITEABLE 0x400, WRITEBACKIFCOPY 0x2000)
    num = property(lambda self: sum(bit for bit, name in (
        (1, "c_contiguous"), (2, "f_contiguous"), (4, "owndata"), (0x100, "aligned"),
        (0x400, "writeable"), (0x2000, "writebackifcopy")) if getattr(self, name)))

    _NAMES = {"C_CONTIGUOUS": "c_contiguous", "C": "c_contiguous", "CONTIGUOUS": "c_contiguous",
              "F_CONTIGUOUS": "f_contiguous", "F": "f_contiguous", "FORTRAN": "f_contiguous",
              "OWNDATA": "owndata", "O": "owndata", "WRITEABLE": "writeable", "W": "writeable",
              "ALIGNED": "aligned", "A": "aligned", "WRITEBACKIFCOPY": "writebackifcopy",
              "X": "writebackifcopy", "FNC": "fnc", "FORC": "forc", "BEHAVED": "behaved",
              "B": "behaved", "CARRAY": "carray", "CA": "carray", "FARRAY": "farray",
              "FA": "farray"}

    def _bits(self):
        a = self._a  # (writeable read without the broadcast warning, as NumPy compares)
        return (a._flags_c(), a._flags_f(), a._base is None,
                a._writeable() and not (a._ro and type(a) in _above.scalar_types))

    def __eq__(self, other):
        return self._bits() == other._bits() if type(other) is _Flags else NotImplemented

    def __ne__(self, other):
        return self._bits() != other._bits() if type(other) is _Flags else NotImplemented

    __hash__ = None

    # (the names flags[...] = v sets: the flags setflags sets; keys as NumPy spells them)
    _SETTABLE = {"WRITEABLE": "write", "W": "write", "ALIGNED": "align", "A": "align",
                 "WRITEBACKIFCOPY": "uic", "X": "uic"}

    def __getitem__(self, key):
        if key not in self._NAMES:
            raise KeyError("Unknown flag")
        return getattr(self, self._NAMES[key])

    def __setitem__(self, key, value):
        if key not in self._SETTABLE:
            raise KeyError("Unknown flag")
        if type(self._a) in _above.scalar_types:  # (NumPy's scalars' flags are fixed)
            raise ValueError("Cannot set flags on array scalars.")
        self._a.setflags(**{self._SETTABLE[key]: value})

    def __getattr__(self, name):  # (a name lookup did not find: NumPy's message names its type)
        raise AttributeError("'%s' object has no attribute '%s'" % (_FLAGSOBJ, name))

    def __setattr__(self, name, value):
        if name == "_a":
            object.__setattr__(self, name, value)
        elif name in ("writeable", "aligned", "writebackifcopy"):
            self[name.upper()] = value
        elif isinstance(getattr(type(self), name, None), property):
            raise AttributeError("attribute '%s' of '%s' objects is not writable" % (name, _FLAGSOBJ))
        else:
            raise AttributeError("'%s' object has no attribute '%s'" % (_FLAGSOBJ, name))

    def __repr__(self):
        names = ("C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA", "WRITEABLE", "ALIGNED", "WRITEBACKIFCOPY")
        wow = self._a._ro is WARN_ON_WRITE
        return "\n".join("  %s : %s%s" % (
            n, self._a._writeable() if wow and n == "WRITEABLE" else self[n],
            "  (with WARN_ON_WRITE=True)" if wow and n == "WRITEABLE" else "")
            for n in names) + "\n"



_NAMED = {}


def host_named(host, cls, source=None):
    """``host`` as a view of a NumPy subclass named as ``cls``, a user's subclass of ndarray:
    NumPy's repr names a subclass's class (``MyArray([1, 2])``), not ``array``.  NumPy
    formats each element as the array's own ``a[index]`` (full integer indices), so for a
    ``source`` whose class has its own ``__getitem__`` (one giving 0-d arrays of its class,
    gh-10663) the host's elements are read from it: the host's indices are the source's
    (``printable_corners`` keeps each axis's first and last edgeitems where they were)."""
    if cls is ndarray or cls in _above.scalar_types:
        return host
    items = source is not None and cls.__getitem__ is not ndarray.__getitem__
    key = (cls.__name__, items)
    named = _NAMED.get(key)
    if named is None:
        named = _NAMED[key] = type(cls.__name__, (numpy.ndarray,),
                                   {"__getitem__": _source_item} if items else {})
    host = host.view(named)
    if items:
        host._source = source
    return host


def _source_item(self, index):
    """``__getitem__`` of host_named's view of a subclass with its own: an element NumPy's
    printing reads is the source's (its views, without the source, index themselves)."""
    src = self.__dict__.get("_source")
    if src is not None and type(index) is tuple and len(index) == self.ndim \
            and all(type(i) is int for i in index):
        return src[index]
    return numpy.ndarray.__getitem__(self, index)

def host_scalar(x):
    """``x`` is one of NumPy's scalars: not a device scalar, which is an instance of NumPy's
    scalar types too (``isinstance(s, numpy.generic)`` holds for both, as a user expects)."""
    return isinstance(x, numpy.generic) and not isinstance(x, ndarray)


def overrides_ufuncs(x):
    """``x`` is an instance of a user's subclass of gpnumpy's ndarray with its own
    ``__array_ufunc__`` (ndarray's gives way to it; dispatch.ufunc_override asks it first)."""
    t = type_(x)
    return t is not ndarray and isinstance(x, ndarray) and (
        t.__array_ufunc__ is not ndarray.__array_ufunc__)


def _defers_ufunc(x):
    """``x`` has an ``__array_ufunc__`` other than an array's (gpnumpy's or NumPy's): a user's
    subclass's, another library's object's, or None; ndarray's own then gives way (NumPy's
    ``ndarray.__array_ufunc__`` returns NotImplemented for such an operand)."""
    t = type_(x)
    if t is ndarray or t is int or t is float or t is complex or t is bool:
        return False
    f = getattr(t, "__array_ufunc__", ndarray.__array_ufunc__)
    return f is not ndarray.__array_ufunc__ and f is not numpy.ndarray.__array_ufunc__


#: ``sys.getsizeof`` of NumPy's array object of no dimensions and no data; ours counts from
#: it less the headers Python adds to our objects (``__sizeof__``, set at its first call)
_NUMPY_OBJECT_SIZE = _getsizeof(numpy.empty(0, numpy.uint8)) - 16
_sizeof_base = None


class ndarray:
    """An N-dimensional array in device memory (host memory when no GPU is usable)."""

    __slots__ = ("_mem", "_offset", "_shape", "_strides", "_dtype", "_base", "_ndim", "_size",
                 "_ro", "_cc", "_ib", "__weakref__")
    __array_priority__ = 0.0  # (NumPy's: subclasses raise it to wrap ufunc results)
    def __class_getitem__(cls, item):
        """Type hints as NumPy's (``np.ndarray[Any, np.dtype[np.float64]]``): a generic
        alias of a shape type and a dtype type (or of a dtype type alone, as NumPy 2.5's)."""
        n = len(item) if type(item) is tuple else 1
        if not 1 <= n <= 2:
            raise TypeError("Too %s arguments for numpy.ndarray" % ("few" if n < 1 else "many"))
        return _GenericAlias(cls, item)

    # Python's mark of an unhashable class, as NumPy's ndarray has it: hash() is Python's
    # TypeError and isinstance(a, collections.abc.Hashable) is False (a __hash__ that raised
    # named 'numpy.ndarray' in the message but made every array a Hashable); the device
    # scalars define their own
    __hash__ = None

    def __sizeof__(self):
        # NumPy's count: its array object, its shape and strides (two intp a dimension), and
        # its data where the array owns it (a view: no data); ``sys.getsizeof`` as NumPy's
        global _sizeof_base
        if _sizeof_base is None:  # (less what Python adds to ours: its headers of objects)
            _sizeof_base = 0
            x = self if type_(self) is ndarray else _make(self._mem, self._offset, self._shape,
                                                          self._strides, self._dtype, None)
            _sizeof_base = _NUMPY_OBJECT_SIZE - (_getsizeof(x) - x.__sizeof__())
        return (_sizeof_base + 16 * self._ndim
                + (self._size * self._dtype.itemsize if self._base is None else 0))

    def __init_subclass__(cls, **kwargs):
        # NumPy's subclasses keep their type through the methods that make arrays (views,
        # copies, reductions, the functions NumPy's methods call): a user's subclass gets
        # each such method of ndarray wrapped once, when the class is made, so that plain
        # arrays pay nothing.  gpnumpy's own subclasses (the device scalars) are left alone.
        super().__init_subclass__(**kwargs)
        # (a class that type() makes where the globals have no __name__ has no __module__)
        module = getattr(cls, "__module__", None)
        if isinstance(module, str) and module.startswith("gpnumpy."):
            return
        for name, attr in list(ndarray.__dict__.items()):
            if getattr(cls, name, None) is not attr:
                continue  # overridden by the subclass (or one between)
            if isinstance(attr, property):
                if name in _SUBCLASS_PROPERTIES:
                    setattr(cls, name, _GetSet(_subclass_method(attr.fget), attr.fset,
                                               attr.fdel, attr.__doc__, name))
            elif name == "round":  # (NumPy's round of other decimals makes a plain array)
                setattr(cls, name, _subclass_round(attr))
            elif (callable(attr) and not isinstance(attr, (type, staticmethod, classmethod))
                  and name not in _PLAIN_METHODS
                  and (not name.startswith("_") or name in ("__copy__", "__deepcopy__"))):
                setattr(cls, name, _subclass_method(attr))

    def __new__(cls, shape, dtype=float, buffer=None, offset=0, strides=None, order=None):
        shape = _shape_arg(shape)
        try:
            dt = check_dtype(dtype)
        except TypeError:
            if cls is not ndarray or not _host_dtype(dtype):
                raise
            # strings, objects, packed records (a binary file's struct layout): NumPy's array
            # on the host, as every host dtype's; a device buffer's bytes in a host copy
            if isinstance(buffer, ndarray):
                if not (buffer._flags_c() or buffer._flags_f()):
                    raise ValueError("ndarray is not contiguous")
                buffer = buffer.get(order="A")
            return numpy.ndarray(shape, dtype, buffer, offset, strides,
                                 "C" if order is None else order)
        if strides is not None:
            strides = _shape_arg(strides)  # (NumPy's converter: one integer, or a sequence)
        if buffer is None:
            if strides is not None:
                _check_strides(shape, strides, dt.itemsize, 0, 0)
            a = _empty(shape, dt, strides, order="F" if order == "F" else "C")
        else:
            ro = False
            host_bytes = None   # (the object whose bytes a copy here holds)
            if not isinstance(buffer, ndarray) and not (
                    isinstance(buffer, numpy.ndarray) and not _host_dtype(buffer.dtype)):
                # (NumPy's buffer protocol: the bytes of any object that has them, a copy here;
                # a NumPy array of strings too)
                try:
                    view = memoryview(buffer)
                except TypeError:
                    raise TypeError("a bytes-like object is required, not '%s'"
                                    % type(buffer).__name__) from None
                if not view.contiguous:
                    raise BufferError("memoryview: underlying buffer is not contiguous")
                ro = view.readonly
                host_bytes = buffer
                buffer = numpy.frombuffer(view, numpy.uint8)
            if not isinstance(buffer, ndarray):
                buffer = asarray_any(buffer)
            # (NumPy's buffer protocol: one contiguous block of bytes)
            if not (buffer._flags_c() or buffer._flags_f()):
                raise ValueError("ndarray is not contiguous")
            nbytes = buffer._size * buffer._dtype.itemsize
            if shape == (-1,):  # (NumPy's: as many items as the buffer holds after the offset)
                shape = ((nbytes - offset) // dt.itemsize,)
            if any(n < 0 for n in shape):
                raise ValueError("negative dimensions are not allowed")
            _check_addressable(shape, dt.itemsize)  # (zero strides too: NumPy's bound)
            if strides is None:
                if nbytes < offset + dt.itemsize * _prod(shape):
                    raise TypeError("buffer is too small for requested array")
                strides = _f_strides(shape, dt.itemsize) if order == "F" else _c_strides(shape, dt.itemsize)
            else:
                _check_strides(shape, strides, dt.itemsize, nbytes, offset)
            a = _make(buffer._mem, buffer._offset + offset, shape, tuple(strides), dt,
                      buffer._base if buffer._base is not None else buffer)
            if ro:
                a._ro = True  # (a read-only buffer's bytes: NumPy's array is read-only)
            if dt.itemsize > 1 and dt.names is None and not as_dtype(dtype).isnative:
                # ('>i2' over the bytes: the device holds native byte order (check_dtype), so
                # the values NumPy's array shows, swapped into a copy, as view('>i2') gives;
                # read-only where a write would have reached the buffer)
                a = a.byteswap()
                a._ro = a._ro or host_bytes is None

        # a subclass's explicit constructor: __array_finalize__(None), as NumPy's
        return a if cls is ndarray else _as_subclass(cls, a, None)

    # -------------------------------------------------------------- attributes
    def __getattr__(self, name):
        # (called only for a name lookup did not find) NumPy's message names NumPy's type:
        # 'numpy.ndarray', 'numpy.float64' for a device scalar, a user's subclass by its name
        cls = type_(self)
        if any(name in c.__dict__ for c in cls.__mro__):
            return object.__getattribute__(self, name)  # (a property's, a slot's own error)
        kind = ("numpy.ndarray" if cls is ndarray else
                "numpy." + cls.__name__ if cls in _above.scalar_types else cls.__name__)
        raise AttributeError("'%s' object has no attribute '%s'" % (kind, name), name=name, obj=self)

    @property
    def shape(self):
        return self._shape

    @shape.setter
    def shape(self, value):
        if _SHAPE_SET_WARNING is not None:  # (NumPy 2.5 deprecates setting the shape)
            warnings.warn(_SHAPE_SET_WARNING[1], _SHAPE_SET_WARNING[0], stacklevel=2)
        v = self.reshape(value)  # (NumPy's rule: the new shape must be a view, in C order)
        if v._mem is not self._mem:
            raise AttributeError("Incompatible shape for in-place modification. Use `.reshape()` "
                                 "to make a copy with the desired shape.")
        self._shape, self._strides, self._ndim, self._cc = v._shape, v._strides, v._ndim, None

    @property
    def strides(self):
        return self._strides

    @strides.setter
    def strides(self, value):
        # (NumPy's a.strides = ...: any strides that keep every element within the memory of
        # the array that owns it; NumPy 2.4 deprecates it)
        if _STRIDES_SET_WARNING is not None:
            warnings.warn(_STRIDES_SET_WARNING[1], _STRIDES_SET_WARNING[0], stacklevel=2)
        try:
            strides = ((operator.index(value),) if hasattr(value, "__index__")
                       else tuple(operator.index(s) for s in value))
        except TypeError:
            raise TypeError("invalid strides") from None
        if len(strides) != self._ndim:
            raise ValueError("strides must be  same length as shape (%d)" % self._ndim)
        owner = _memory_owner(self)
        start = self._offset - owner._offset
        try:
            _check_strides(self._shape, strides, self._dtype.itemsize,
                           owner._size * owner._dtype.itemsize, start)
        except ValueError:
            raise ValueError("strides is not compatible with available memory") from None
        check_aligned(self._dtype, self._shape, strides, self._offset)  # (a view's rule)
        self._strides, self._cc, self._ib = strides, None, None

    @property
    def dtype(self):
        return self._dtype

    @dtype.setter
    def dtype(self, value):
        # (NumPy's a.dtype = ...: the view a.view(dtype) takes this array's place; NumPy 2.5
        # deprecates it)
        if _DTYPE_SET_WARNING is not None:
            warnings.warn(_DTYPE_SET_WARNING[1], _DTYPE_SET_WARNING[0], stacklevel=2)
        self._set_dtype(value)

    def _set_dtype(self, value):
        """NumPy 2.5's ``ndarray._set_dtype``: the dtype setter without its warning (what a
        subclass's own dtype setter calls)."""
        try:
            value = numpy.dtype(value)
        except TypeError:
            raise TypeError("invalid data-type for array") from None
        # (the view of a plain array: a subclass's own dtype setter is what called this)
        v = self._view(self._shape, self._strides, self._offset).view(value)
        if not isinstance(v, ndarray) or v._mem is not self._mem or v._ro and not self._ro:
            raise TypeError("gpnumpy cannot change this array's dtype to %s in place (its "
                            "memory holds device dtypes of native byte order): use .view()"
                            % (numpy.dtype(value),))
        self._shape, self._strides, self._dtype = v._shape, v._strides, v._dtype
        self._ndim, self._size, self._offset, self._cc, self._ib = (
            v._ndim, v._size, v._offset, None, None)

    @property
    def ndim(self):
        return self._ndim

    @property
    def size(self):
        return self._size

    @property
    def itemsize(self):
        return self._dtype.itemsize

    @property
    def nbytes(self):
        return self._size * self._dtype.itemsize

    @property
    def base(self):
        return self._base

    @property
    def flags(self):
        return _Flags(self)

    @property
    def T(self):
        return self.transpose()

    @property
    def mT(self):
        if self._ndim < 2:
            raise ValueError("matrix transpose with ndim < 2 is undefined")
        return self.swapaxes(-1, -2)

    @property
    def device(self):
        return "cuda:0" if ON_DEVICE else "cpu"

    def to_device(self, device, /, *, stream=None):
        # (gpnumpy's one device, by its name or an alias: array_api_info; NumPy's messages)
        if not isinstance(device, str):
            raise TypeError("to_device() argument 1 must be str, not %s"
                            % ("None" if device is None else type_(device).__name__))
        if stream is not None:
            raise ValueError("The stream argument in to_device() is not supported")
        if device not in _DEVICE_NAMES:
            raise ValueError("Unsupported device: %s. Only %r is accepted." % (device, self.device))
        return self

    @property
    def real(self):
        if self._dtype.kind == "c":
            dt = numpy.dtype("f%d" % (self._dtype.itemsize // 2))
            return self._view(self._shape, self._strides, self._offset, dt)
        return self

    @real.setter
    def real(self, value):
        self.real[...] = value

    @property
    def imag(self):
        if self._dtype.kind == "c":
            dt = numpy.dtype("f%d" % (self._dtype.itemsize // 2))
            return self._view(self._shape, self._strides, self._offset + dt.itemsize, dt)
        # (NumPy's zeros of the array's shape, read-only: F order where the array is
        # Fortran-ordered only, else C)
        it = self._dtype.itemsize
        z = _empty(self._shape, self._dtype, _f_strides(self._shape, it)
                   if self._flags_f() and not self._flags_c() else _c_strides(self._shape, it))
        copy_into(z, 0)
        z._ro = True
        return z

    @imag.setter
    def imag(self, value):
        if self._dtype.kind != "c":
            raise _no_imag_part()
        self.imag[...] = value

    # -------------------------------------------------------------- internals
    def _owner(self):
        """The base of a new plain view of this array, NumPy's: the chain of bases followed
        while they are plain arrays (a subclass's view stops at it)."""
        b = self._base
        if b is None:
            return self
        if type(b) is not ndarray:
            return self if isinstance(b, ndarray) else b
        while type(b._base) is ndarray:  # (a subclass's base: see _as_subclass)
            b = b._base
        return b

    def _view(self, shape, strides, offset, dtype=None):
        v = _make(self._mem, offset, tuple(shape), tuple(strides),
                  self._dtype if dtype is None else dtype, self._owner())
        if self._ro is not False:
            v._ro = self._ro  # (a view of a read-only view is read-only, as NumPy's)
        return v

    def _writeable(self):
        return not self._ro

    def _flags_c(self):
        cc = self._cc
        if cc is None:
            cc = self._cc = self._compute_c()
        return cc

    def _compute_c(self):
        if self._size == 0:
            return True
        acc = self._dtype.itemsize
        for n, s in zip(reversed(self._shape), reversed(self._strides)):
            if n != 1:
                if s != acc:
                    return False
                acc *= n
        return True

    def _flags_f(self):
        if self._size == 0:
            return True
        acc = self._dtype.itemsize
        for n, s in zip(self._shape, self._strides):
            if n != 1:
                if s != acc:
                    return False
                acc *= n
        return True

    def _extent(self):
        """[lo, hi) byte range of the memory this array touches."""
        lo = hi = self._offset
        for n, s in zip(self._shape, self._strides):
            if n == 0:
                return (self._offset, self._offset)
            if s < 0:
                lo += (n - 1) * s
            else:
                hi += (n - 1) * s
        return (lo, hi + self._dtype.itemsize)

    def _host_view(self):
        """On the host device: a NumPy view of the same memory."""
        if self._size == 0:
            return numpy.empty(self._shape, self._dtype)
        if device.hazard is not None:  # (a host view may be written: pending readers first)
            device.hazard(self._mem, "host view")
        h = numpy.ndarray(self._shape, self._dtype, buffer=self._mem.host, offset=self._offset,
                          strides=self._strides)
        return h

    def _broadcast_to(self, shape):
        nd = len(shape)
        if nd < self._ndim:
            raise ValueError("input operand has more dimensions than allowed by the axis remapping")
        pad = nd - self._ndim
        strides = [0] * pad
        for i, (n, s) in enumerate(zip(self._shape, self._strides)):
            target = shape[pad + i]
            if n == target:
                strides.append(s)
            elif n == 1:
                strides.append(0)
            else:
                raise ValueError("operands could not be broadcast together with remapped shapes "
                                 "[original->remapped]: %s  and requested shape %s"
                                 % (str(self._shape).replace(" ", ""), str(tuple(shape)).replace(" ", "")))
        v = self._view(shape, strides, self._offset)
        v._ro = True
        return v

    # -------------------------------------------------------------- transfers
    def to_numpy(self):
        """A NumPy copy of this array (``get()``), under the name the data libraries give the
        call (pandas, xarray, polars): libraries that ask objects for it before anything else
        take ours as the NumPy array it holds -- matplotlib's unit registry so finds the
        converter of datetime64 data (dates on the axis), as for NumPy's arrays.  Not a NumPy
        method (see test_ndarray_public_names_are_numpys)."""
        return self.get()

    def get(self, stream=None, order="C", out=None, blocking=True):
        """A NumPy copy of this array (waits for the device)."""
        if not ON_DEVICE:
            # the device's rule below: an F-contiguous array comes back in F order
            # (np.save writes fortran_order, np.asarray keeps the layout, as NumPy's own)
            if order is None or (self._flags_f() and not self._flags_c()):
                order = "K" if order is None or order == "C" else order
            hv = self._host_view()
            if self._dtype.names is not None:
                # a record's bytes whole, as the device's read: NumPy's copy of a structure goes
                # field by field, leaving a fresh block's padding unset (zeros' padding, saved
                # or tobytes, would be whatever the allocator left there)
                hv = hv.view(numpy.dtype((numpy.void, self._dtype.itemsize)))
                h = numpy.array(hv, copy=True, order=order).view(self._dtype)
            else:
                h = numpy.array(hv, copy=True, order=order)
        else:
            src = self
            if order == "F" or (self._flags_f() and not self._flags_c()):
                if not self._flags_f():
                    src = self.copy(order="F")
                h = numpy.empty(self._shape, self._dtype, order="F")
            else:
                if not self._flags_c():
                    src = self.copy(order="C")
                h = numpy.empty(self._shape, self._dtype)
            if self._size:
                lo = src._extent()[0]
                device.read(h.ctypes.data, src._mem, lo, h.nbytes)
        if out is not None:
            out[...] = h
            return out
        return h

    def __array__(self, dtype=None, copy=None):
        if copy is False:
            if ON_DEVICE:
                raise ValueError("gpnumpy array lives in device memory: converting it to a NumPy "
                                 "array needs a copy (copy=False was given)")
            h = self._host_view()
            if dtype is not None and as_dtype(dtype) != self._dtype:
                raise ValueError("converting to a different dtype needs a copy")
            return h
        src = self
        if dtype is not None and as_dtype(dtype) != self._dtype:
            try:
                check_dtype(dtype)
            except TypeError:
                pass  # (strings, objects: NumPy's cast of the host copy below, which warns not)
            else:
                # gpnumpy's cast, not NumPy's of the host copy: its warnings (ComplexWarning,
                # "invalid value encountered in cast") then come from the caller's line, as
                # NumPy's conversion gives them (NumPy's here named this file: the default
                # filters showed each once per process)
                src = ndarray.astype(self, dtype)
        h = src._host_strided() if copy is None and src is self else None
        if h is None:
            h = src.get()
        if dtype is not None:
            h = h.astype(dtype, copy=False)  # (a byte order the device does not hold)
        return h

    def _host_strided(self):
        """``np.asarray(x)`` of a view: a NumPy array of its values with its own strides over
        a host buffer of the bytes it spans, as NumPy's asarray of a view keeps the view's
        strides -- NumPy's as_strided converts its argument so, then applies strides the caller
        took from ``x.strides`` (matplotlib's plot_surface: every other row of a broadcast
        grid).  The span is read whole where it is at most twice the view's bytes or 64 MiB;
        else the view's values are read compactly and placed (the buffer's untouched pages are
        never committed).  None where the compact copy is that already (contiguous arrays) or
        is kept: structured and host-held dtypes, and spans over 4 GiB."""
        if self._size < 2 or self._dtype.kind not in "biufcmM" \
                or self._dtype.names is not None or self._flags_c() or self._flags_f():
            return None
        lo, hi = self._extent()
        span = hi - lo
        whole = span <= max(2 * self._size * self._dtype.itemsize, 1 << 26)
        if not whole and span > 1 << 32:
            return None
        buf = numpy.empty(span, numpy.uint8)
        h = numpy.ndarray(self._shape, self._dtype, buffer=buf, offset=self._offset - lo,
                          strides=self._strides)
        if not whole:
            h[...] = self.get()
        elif ON_DEVICE:
            device.read(buf.ctypes.data, self._mem, lo, span)
        else:
            buf[...] = numpy.frombuffer(self._mem.host, numpy.uint8, span, lo)
        if self._ro:
            h.flags.writeable = False
        return h

    def tolist(self):
        host = self.get().tolist()
        if self._dtype.names is None or not _has_subarray(self._dtype):
            return host

        def views(h, idx):  # (each record's item, as item's: subarray fields are views)
            if len(idx) == self._ndim:
                return _record_views(h, self[idx])
            return [views(x, idx + (i,)) for i, x in enumerate(h)]
        return views(host, ())

    def item(self, *args):
        # NumPy's array_toscalar: one tuple argument is the arguments; none: the one element;
        # one index of an array of other than one dimension: a flat index (C order); as many
        # as dimensions: a multi-index; each read by PyArray_PyIntAsIntp
        if len(args) == 1 and isinstance(args[0], tuple):
            args = args[0]
        if not args:
            if self._size != 1:
                raise ValueError("can only convert an array of size 1 to a Python scalar")
            idx = (0,) * self._ndim
        elif len(args) == 1 and self._ndim != 1:
            k = as_intp(args[0])
            if k < -self._size or k >= self._size:
                raise IndexError("index %d is out of bounds for size %d" % (k, self._size))
            idx = numpy.unravel_index(k % self._size, self._shape)
        elif len(args) == self._ndim:
            idx = tuple(as_intp(i) for i in args)
            for d, (i, n) in enumerate(zip(idx, self._shape)):
                if i < -n or i >= n:
                    raise IndexError("index %d is out of bounds for axis %d with size %d"
                                     % (i, d, n))
        else:
            raise ValueError("incorrect number of indices for array")
        el = self[tuple(int(i) for i in idx)]
        if self._dtype.names is not None and _has_subarray(self._dtype):
            return _record_views(el.get().item(), el)  # (subarray fields: views, as NumPy's)
        return el.get().item()

    # -------------------------------------------------------------- text
    def _printable(self):
        """A host array that prints as this one, transferring only what is shown."""
        opts = numpy.get_printoptions()
        host, summarised = printable_corners(self, opts["threshold"], opts["edgeitems"])
        return host, (0 if summarised else None)

    def __repr__(self):
        override = numpy.get_printoptions().get("override_repr")
        if override is not None:  # (NumPy's printoption: it is given the array itself)
            return override(self)
        host, thr = self._printable()
        host = host_named(host, type_(self), self)  # (a subclass: NumPy's repr names its class)
        if thr is None:
            return repr(host)
        with threshold_options(thr):
            text = repr(host)
        # NumPy names the shape of a summarised array; ours is the corner's.
        return _true_shape(text, host.shape, self._shape, numpy.get_printoptions()["linewidth"])

    def __str__(self):
        host, thr = self._printable()
        host = host_named(host, type_(self), self)  # (a subclass's elements: its __getitem__)
        if thr is None:
            return str(host)
        with threshold_options(thr):
            return str(host)

    def __format__(self, spec):
        if self._ndim == 0:
            return format(self.get()[()], spec)
        return format(self.get(), spec)

    # -------------------------------------------------------------- conversions
    def _as_host_scalar(self):
        if self._size != 1:
            return numpy.empty(self._shape, self._dtype)
        if not self._shape:  # (NumPy's float() of a 1-element array of 1-d or more raises)
            v = device.held_value(self)  # (held on the host, or the host device's: no copy)
            if v is not None:  # (an array's as a 0-d array: float() of a complex one raises)
                return v if type(self) in _above.scalar_types else numpy.array(v)
        return self.get()

    def __bool__(self):
        return bool(self._as_host_scalar())

    def __float__(self):
        return float(self._as_host_scalar())

    def __int__(self):
        return int(self._as_host_scalar())

    def __complex__(self):
        return complex(self._as_host_scalar())

    def __index__(self):
        if self._ndim != 0 or self._dtype.kind not in "biu" or self._dtype.kind == "b":
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        v = device.held_value(self)  # (held on the host, or the host device's: no copy)
        return operator.index(self.get()[()] if v is None else v)

    def __len__(self):
        if self._ndim == 0:
            raise TypeError("len() of unsized object")
        return self._shape[0]

    def __iter__(self):
        if self._ndim == 0:  # raised by iter() itself, as NumPy does (numpy.iterable relies on it)
            raise TypeError("iteration over a 0-d array")
        if self._ndim == 1 and ON_DEVICE and self._dtype.isnative \
                and self._dtype.kind in "biufc" and type_(self).__getitem__ is ndarray.__getitem__:
            return _above.iterate(self)  # (elements read a run at a time: scalars.iterate)
        return (self[i] for i in range(self._shape[0]))

    def __copy__(self):
        return self.copy(order="K")  # (NumPy's keeps the layout: a Fortran array stays one)

    def __deepcopy__(self, memo):
        return self.copy(order="K")

    def __reduce__(self):
        if type_(self) is ndarray:
            return (asarray_any, (self.get(),))
        # a user's subclass comes back as its class, made as NumPy's unpickling makes it
        # (``__array_finalize__(None)``, then ``__setstate__`` of NumPy's state: version,
        # shape, dtype, Fortran order, the bytes), so that a subclass that adds its own
        # attributes to ``super().__reduce__()[2]`` and reads them in its ``__setstate__``
        # before ``super().__setstate__(state[:-1])`` keeps them, as with NumPy
        fortran = self._flags_f() and not self._flags_c()
        return (_reconstruct, (type_(self),),
                (1, self._shape, self._dtype, fortran, self.tobytes("F" if fortran else "C")))

    def __setstate__(self, state):
        """NumPy's: the array's contents from a state of ``__reduce__`` ((version,) shape,
        dtype, Fortran order, bytes), in place; checked before anything changes."""
        if not isinstance(state, (tuple, list)):
            raise TypeError("__setstate__() argument 1 must be 4-item sequence, not %s"
                            % type_(state).__name__)
        if len(state) == 5:
            state = state[1:]
        if len(state) != 4:
            raise TypeError("__setstate__() argument 1 must be sequence of length 4, not %d"
                            % len(state))
        shape, dtype, fortran, raw = state
        shape, dtype = _shape_arg(shape), check_dtype(dtype)
        n = _prod(shape)
        try:
            raw = memoryview(raw).cast("B")
        except TypeError:
            raise TypeError("gpnumpy arrays take the state's data as bytes, not %s"
                            % type_(raw).__name__) from None
        if len(raw) != n * dtype.itemsize:
            raise ValueError("buffer size does not match array size")
        h = numpy.frombuffer(raw, dtype, n).reshape(shape, order="F" if fortran else "C")
        new = asarray_any(h).copy(order="K")  # (its own memory: NumPy's owns its data)
        (self._mem, self._offset, self._shape, self._strides, self._dtype, self._base,
         self._ndim, self._size) = (new._mem, new._offset, new._shape, new._strides,
                                    new._dtype, None, new._ndim, new._size)
        self._ro, self._cc, self._ib = False, None, None

    # -------------------------------------------------------------- protocols
    @property
    def __cuda_array_interface__(self):
        if not ON_DEVICE:
            raise AttributeError("gpnumpy arrays on the host device have no __cuda_array_interface__")
        if device.hazard is not None:  # (the consumer may write it: pending readers first)
            device.hazard(self._mem, "export")
        self._mem.shared = True  # the consumer may write it
        return {
            "shape": self._shape,
            "typestr": self._dtype.str,
            "descr": [("", self._dtype.str)],
            "data": (self._mem.ptr + self._offset if self._size else 0, not self._writeable()),
            "strides": None if self._flags_c() else self._strides,
            "version": 3,
            "stream": device.stream_handle() or None,
        }

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        o = kwargs.get("out", ())
        w = kwargs.get("where", True)
        for x in inputs + (o if isinstance(o, tuple) else (o,)) + (() if w is True else (w,)):
            if _defers_ufunc(x):
                return NotImplemented  # (NumPy's: an operand with a hook of its own answers)
        mine = _above.ufuncs.get(getattr(ufunc, "__name__", None))
        if mine is None or ufunc is not mine and ufunc is not getattr(numpy, ufunc.__name__, ufunc):
            # a ufunc gpnumpy does not own (NumPy's or its own is): NumPy on the host
            return _above.ufunc_fallback(ufunc, method, inputs, kwargs)
        if "out" in kwargs:
            o = kwargs["out"]
            if isinstance(o, tuple) and len(o) == 1 and method != "__call__":
                kwargs["out"] = o[0]
        if method == "__call__":
            if (len(inputs) == 2 and inputs[1] is self and not kwargs
                    and type_(self) in _above.scalar_types and host_scalar(inputs[0])):
                return _above.scalar_operator(mine, inputs)   # (np.float64(1) / device scalar)
            if (len(inputs) == 2 and inputs[1] is self and not kwargs
                    and type_(inputs[0]) is numpy.ndarray and ufunc.__name__ in _above.reflected):
                r = _subclass_compare(self, inputs[0], _above.reflected[ufunc.__name__])
                if r is not NotImplemented:
                    return r
            return mine(*inputs, **kwargs)
        return getattr(mine, method)(*inputs, **kwargs)

    def __array_function__(self, func, types, args, kwargs):
        if not isinstance(args, tuple):  # (NumPy's checks, in its order)
            raise TypeError("args must be a tuple.")
        if not isinstance(kwargs, dict):
            raise TypeError("kwargs must be a dict.")
        # NumPy's rule: subclasses that do not override __array_function__ are handled too
        return _above.array_function(func, tuple(ndarray if issubclass(t, ndarray) else t for t in types),
                              args, kwargs)

    def __array_finalize__(self, obj):
        """NumPy's subclass hook, called for each new view or array of a subclass (``obj``: the
        array it comes from, None from the constructor).  Nothing to do for ndarray itself."""
        return None

    def __array_wrap__(self, arr, context=None, return_scalar=False):
        """NumPy's hook for ufunc results: ``arr`` as this array's type (a scalar where
        ``return_scalar`` asks and this is a plain ndarray)."""
        if type_(self) is ndarray or type_(self) in _above.scalar_types:
            if return_scalar and arr._ndim == 0:
                return arr[()]
            return arr
        if type_(arr) is type_(self):
            return arr  # (already this type: an output given as out=, NumPy's wrap keeps it)
        if type_(arr) is not ndarray:
            arr = arr._view(arr._shape, arr._strides, arr._offset)
        return _as_subclass(type_(self), arr, self)

    # -------------------------------------------------------------- shape manipulation
    def transpose(self, *axes):
        if not axes:  # (a.T: the axes reversed)
            return self._view(self._shape[::-1], self._strides[::-1], self._offset)
        if len(axes) == 1 and axes[0] is None:
            axes = tuple(range(self._ndim))[::-1]
        elif len(axes) == 1 and (isinstance(axes[0], (tuple, list, range))
                                 or isinstance(axes[0], (numpy.ndarray, ndarray)) and axes[0].ndim
                                 or _other_sequence(axes[0])):
            axes = tuple(axes[0])  # (NumPy's converter takes any sequence: an array, a deque)
        # (NumPy's order of checks: each an integer, the count, each axis' bounds, a repeat)
        axes = [operator.index(a) for a in axes]
        if len(axes) != self._ndim:
            raise ValueError("axes don't match array")
        axes = tuple(numpy.lib.array_utils.normalize_axis_index(a, self._ndim) for a in axes)
        if len(set(axes)) != self._ndim:
            raise ValueError("repeated axis in transpose")
        return self._view([self._shape[a] for a in axes], [self._strides[a] for a in axes], self._offset)

    def swapaxes(self, *args, **kwargs):
        if kwargs:  # (NumPy's method takes its two axes by position only)
            raise TypeError("ndarray.swapaxes() takes no keyword arguments")
        if len(args) != 2:
            raise TypeError("swapaxes() takes exactly 2 arguments (%d given)" % len(args))
        axis1, axis2 = args
        # (NumPy's: each axis taken as an index, its AxisError naming the argument)
        a1 = numpy.lib.array_utils.normalize_axis_index(operator.index(axis1), self._ndim,
                                                        "axis1")
        a2 = numpy.lib.array_utils.normalize_axis_index(operator.index(axis2), self._ndim,
                                                        "axis2")
        perm = list(range(self._ndim))
        perm[a1], perm[a2] = perm[a2], perm[a1]
        return self.transpose(perm)

    def squeeze(self, axis=None):
        if axis is None:
            keep = [d for d in range(self._ndim) if self._shape[d] != 1]
        else:
            # (squeeze's converter names the axis in its TypeError for a bool)
            if isinstance(axis, (bool, numpy.bool_)):
                raise TypeError("an integer is required for the axis")
            if type(axis) is tuple and any(isinstance(v, (bool, numpy.bool_)) for v in axis):
                raise TypeError("integers are required for the axis tuple elements")
            if self._ndim == 0 and type(axis) is not tuple and axis_index(axis) in (0, -1):
                return self  # (a 0-d array takes axis 0 or -1, as NumPy allows)
            axes = multi_axis(axis, self._ndim)
            for a in axes:
                if self._shape[a] != 1:
                    raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
            keep = [d for d in range(self._ndim) if d not in axes]
        if len(keep) == self._ndim:
            return self  # (nothing to squeeze: NumPy gives the array itself)
        return self._view([self._shape[d] for d in keep], [self._strides[d] for d in keep], self._offset)

    def view(self, dtype=None, type=_NoValue):
        if type is None:  # (given as None: NumPy's error; left out, no type)
            raise ValueError("Type must be a sub-type of ndarray type")
        if type is _NoValue:
            type = None
        if (dtype is not None and isinstance(dtype, type_) and issubclass(dtype, ndarray)
                and dtype not in _above.scalar_types):  # (a.view(type(s)): s's dtype, as NumPy's)
            if type is not None:
                raise ValueError("Cannot specify output type twice.")
            dtype, type = None, dtype
        for cls in (dtype, type):
            if isinstance(cls, type_) and issubclass(cls, numpy.ndarray):
                # (numpy.recarray, numpy.matrix, ...: NumPy's classes of host memory)
                raise TypeError("a gpnumpy array cannot be viewed as %s.%s, a NumPy class of "
                                "host memory: a.get().view(...) gives a host copy"
                                % (cls.__module__, cls.__qualname__))
        if type is not None and not (isinstance(type, type_) and issubclass(type, ndarray)):
            raise TypeError("Cannot specify output type as not a subclass of gpnumpy.ndarray")
        if dtype is not None and (type is None or type is ndarray) and _host_dtype(dtype):
            # (bytes, strings, objects: NumPy's view of a read-only host copy, a NumPy array as
            # astype's; a write could not reach this array.  The copy is contiguous, so this
            # array's own layout is checked first, as NumPy checks it)
            _check_view_layout(self, as_dtype(dtype))
            return _above.host_view(self, dtype)
        cls = type_(self) if type is None else type
        if dtype is not None and getattr(cls, "dtype", None) is not ndarray.dtype and \
                isinstance(getattr(cls, "dtype", None), property) and cls.dtype.fset is not None:
            # a subclass with a dtype setter of its own: NumPy's view of the subclass, then
            # that setter changes the dtype (NumPy 2.5 warns: _set_dtype is the new hook)
            v = _as_subclass(cls, self._view(self._shape, self._strides, self._offset), self)
            if _VIEW_SETTER_WARNING is not None:
                warnings.warn(_VIEW_SETTER_WARNING[1], _VIEW_SETTER_WARNING[0], stacklevel=2)
            v.dtype = as_dtype(dtype)
            return v
        v = self._view_dtype(dtype)
        if v._dtype.itemsize > 1 and not as_dtype(dtype).isnative:
            # the device holds native byte order (check_dtype): the values NumPy's view shows,
            # in a read-only copy (a write could not reach this array)
            v = v.byteswap()
            v._ro = True
        cls = type_(self) if type is None else type
        if cls is ndarray or cls in _above.scalar_types:
            return v
        return _as_subclass(cls, v, self)  # view casting: __array_finalize__(self)

    def _view_dtype(self, dtype):
        if dtype is None:
            return self._view(self._shape, self._strides, self._offset)
        sub = dtype if isinstance(dtype, numpy.dtype) else as_dtype(dtype)
        if sub.subdtype is not None:
            # (('i4', 2) in place of each item, whose items make trailing axes: the one field
            # of a record of it)
            if sub.itemsize != self._dtype.itemsize:
                raise ValueError("Changing the dtype to a subarray type is only supported if the "
                                 "total itemsize is unchanged")
            return self._view_dtype(numpy.dtype([("f0", sub)]))["f0"]
        dt = check_dtype(sub)
        if dt.itemsize == self._dtype.itemsize:
            return self._view(self._shape, self._strides, self._offset, dt)
        _check_view_layout(self, dt)
        if dt.itemsize < self._dtype.itemsize and (dt.itemsize == 0
                                                   or self._dtype.itemsize % dt.itemsize):
            # (a smaller item must split each old one exactly, an empty one never does: NumPy
            # checks the item, not the axis)
            raise ValueError("When changing to a smaller dtype, its size must be a divisor of "
                             "the size of original dtype")
        last = self._shape[-1] * self._dtype.itemsize
        if last % dt.itemsize:
            raise ValueError("When changing to a larger dtype, its size must be a divisor of the total "
                             "size in bytes of the last axis of the array.")
        shape = self._shape[:-1] + (last // dt.itemsize,)
        strides = self._strides[:-1] + (dt.itemsize,)
        check_aligned(dt, shape, strides, self._offset)
        return self._view(shape, strides, self._offset, dt)

    # -------------------------------------------------------------- copies, casts, fills
    def astype(self, dtype, order="K", casting="unsafe", subok=True, copy=True):
        if type(copy) is not bool and isinstance(copy, numpy._CopyMode):
            raise ValueError("_CopyMode enum is not allowed for astype function. "
                             "Use true/false instead.")
        if order not in _ORDERS:  # (the common spellings need no converting)
            order = order_name(order)
        try:
            dt = check_dtype(dtype)
        except TypeError:  # strings, objects, ...: a NumPy array on the host (dispatch.py)
            return _above.host_astype(self, dtype, order, casting, subok, copy)
        same_value = casting == "same_value"
        if same_value:
            # (NumPy 2.4's checked cast, of numbers only: a value it would change raises
            # ValueError, after the cast's ComplexWarning)
            if self._dtype.char not in _above.same_value_chars \
                    or as_dtype(dtype).char not in _above.same_value_chars:
                raise TypeError("Cannot cast array data from %r to %r according to the rule %r"
                                % (self._dtype, as_dtype(dtype), casting))
            casting = "unsafe"
        if casting != "unsafe":
            # (the dtype asked for: check_dtype makes a byte-swapped one native, which
            # casting='no' refuses; a generic datetime64/timedelta64 takes the source's unit
            # first, as NumPy's: M8[s] to M8 is no cast at all)
            want = result_dtype(self._dtype, as_dtype(dtype))
            if not numpy.can_cast(self._dtype, want, casting):
                raise TypeError("Cannot cast array data from %r to %r according to the rule %r"
                                % (self._dtype, want, casting))
        if dt.kind in "Mm":
            dt = result_dtype(self._dtype, dt)  # (a generic unit takes the source's)
        if self._dtype.names is not None or dt.names is not None:
            # (NumPy's test of the dtypes, before any value: an empty array too)
            if not numpy.can_cast(self._dtype, dt, "unsafe"):
                raise TypeError("Cannot cast array data from %r to %r according to the rule "
                                "'unsafe'" % (self._dtype, dt))
            # records to plain values (one field only) or values into every field: NumPy's
            # cast, on a host copy (the element kernels copy records field by field)
            if (self._dtype.names is None) != (dt.names is None) and ON_DEVICE:
                r = from_host(numpy.asarray(self.get().astype(dt, order=order)))
                return keep_subclass(self, r) if subok else r
        fperr.discard_imaginary(self._dtype, dt)
        if same_value and dt != self._dtype:
            _above.same_value(self, dt)
        if not copy and dt == self._dtype:
            if order == "K" or (order == "C" and self._flags_c()) or (order == "F" and self._flags_f()) \
                    or (order == "A" and (self._flags_c() or self._flags_f())):
                return self if subok or type_(self) is ndarray else self._view(
                    self._shape, self._strides, self._offset)
        r = _copy_as(self, dt, order)
        return keep_subclass(self, r) if subok else r

    def copy(self, order="C"):
        return _copy_as(self, self._dtype, order if type(order) is str and order in _ORDERS
                        else order_name(order, "C"))

    def fill(self, *args, **kwargs):
        if kwargs:  # (NumPy's method takes the value by position only)
            raise TypeError("ndarray.fill() takes no keyword arguments")
        if len(args) != 1:
            raise TypeError("fill() takes exactly 1 argument (%d given)" % len(args))
        value, = args
        if not self._writeable():
            raise ValueError("assignment destination is read-only")
        warn_on_write(self)
        copy_into(self, _scalar_for(value, self._dtype))

    # -------------------------------------------------------------- indexing
    def __getitem__(self, key):
        if self._dtype.names is not None:
            r = _record_getitem(self, key)
            if r is not None:
                cls = type(self)
                if (type(r) is ndarray and cls is not ndarray and cls not in _above.scalar_types
                        and cls not in _above.record_types):
                    # a user's subclass: its field, slice or gathered records as its class
                    # (a view new from template, a copy as an advanced index's)
                    return (_as_subclass(cls, r, self) if r._mem is self._mem
                            else _copy_as_subclass(cls, r, self))
                return r
        elif type(key) is tuple and key and type(key[0]) is slice:
            # (a view's key, the most common tuple; its first slice keeps an axis)
            v = _view_of(self, key)
            if v is not None:
                return v if type(self) is ndarray else _as_subclass(type(self), v, self)
        elif type(key) is int or type(key) is tuple:
            off = _element_offset(self, key)
            if off is not None:  # (a full index of integers: the element, as NumPy's scalar)
                return _above.element(self, off)
        elif type(key) is ndarray and type(self) is ndarray and (key._ndim or key._dtype.kind == "b"):
            return _above.getitem(self, key)  # (an index array: never a basic index)
        elif type(key) in _NUMPY_INTS or type(key) in _above.scalar_types:
            off = _element_offset(self, key)
            if off is not None:  # (one integer scalar of a 1-d array: its element)
                return _above.element(self, off)
        basic = _basic_index(self, key)
        if basic is not None:
            if type(key) is tuple:
                ell = arr = False
                for k in key:
                    if k is Ellipsis:
                        ell = True
                    elif type(k) is ndarray:
                        arr = True
            else:
                ell, arr = key is Ellipsis, type(key) is ndarray
            if basic._ndim == 0 and not ell:
                # a full integer index gives a value (NumPy: a scalar, a copy): a later
                # write to this array cannot change it
                return _above.scalar_copy(basic)
            if arr:
                # a 0-d integer array among the ints makes it an advanced index: a copy
                basic = basic.copy(order="K")
            if type(self) is not ndarray:
                return _as_subclass(type(self), basic, self)  # new from template
            return basic
        r = _above.getitem(self, key)
        if type(self) is not ndarray and type(r) is ndarray:
            return _copy_as_subclass(type(self), r, self)
        return r

    def __delitem__(self, key):
        # (del a[2:4]: NumPy's ValueError; without it Python's AttributeError: __delitem__)
        raise ValueError("cannot delete array elements")

    def __setitem__(self, key, value):
        if not self._writeable():
            raise ValueError("assignment destination is read-only")
        if self._ro is WARN_ON_WRITE:
            warn_on_write(self)
        tv = type(value)
        if tv is not ndarray and tv not in _PLAIN_VALUES and not (
                _element_key(key) and len(key if type(key) is tuple else (key,)) == self._ndim):
            value = _host_array_value(value)  # (one element: NumPy's element assignment decides)
        if self._dtype.names is not None and _record_setitem(self, key, value):
            return
        view = _basic_index(self, key)
        if view is not None:
            if (not ON_DEVICE and tv in _HOST_ELEMENT_VALUES and not view._ndim
                    and view._dtype.kind in "biufc" and device.hazard is None):
                # the host device, a Python number into one element: NumPy's own element
                # assignment into a scalar of the element's dtype (its conversions, errors and
                # cast warnings, from the user's line; under 'raise' nothing is written), then
                # the element (10 us a call through the general path, now 3.5)
                tmp = numpy.empty((), view._dtype)
                fperr.host_cast(lambda: tmp.__setitem__((), value))
                view._host_view()[()] = tmp
                return
            if not view._ndim and _element_key(key) and (
                    isinstance(value, (list, tuple)) or _other_sequence(value)
                    or isinstance(value, (ndarray, numpy.ndarray)) and value.ndim):
                # a sequence into one element: NumPy's own element assignment decides (its
                # errors: "setting an array element with a sequence.", int() of a list, ...)
                probe = numpy.empty(1, view._dtype)
                probe[0] = to_host(value)
                copy_into(view, asarray_any(probe.reshape(())))
                return
            if (type(value) in _above.scalar_types and view._dtype.kind == "i"
                    and not numpy.can_cast(value._dtype, view._dtype)):
                # a scalar into a signed integer: NumPy's int() of it, not a cast (NaN, inf
                # and values out of range raise); other kinds are cast, as a 0-d array is
                copy_into(view, _scalar_for(value, view._dtype))
                return
            if isinstance(value, ndarray):
                if (value._mem is view._mem and value._offset == view._offset
                        and value._shape == view._shape and value._strides == view._strides
                        and value._dtype == view._dtype):
                    return  # (the view itself, e.g. ``a[k] += b`` storing a[k] back: no copy)
                if value._shape == view._shape:
                    fperr.discard_imaginary(value._dtype, view._dtype)
                    # (the value of an expression no one keeps, ``a[k] = x * 2``: a fused
                    # store need not write it too; elementwise.TEMPORARY)
                    temp = (_elementwise.fuse_store is not None
                            and _getrefcount(value) == _TEMPORARY[0])  # (before the call
                    copy_into(view, value, temp=temp)  # pushes value: one more)
                    return
                # the value broadcasts to the view's shape (its leading unit axes dropped)
                _check_assign_shape(value._shape, view._shape)
                fperr.discard_imaginary(value._dtype, view._dtype)  # (once the shapes fit)
                if value._ndim > view._ndim:
                    value = value.reshape(value._shape[value._ndim - view._ndim:])
                copy_into(view, value)
            elif isinstance(value, (list, tuple)):
                # NumPy converts a sequence to the destination's dtype itself: its errors (a
                # Python int out of range, NaN into an integer, too many dimensions), warnings
                probe = numpy.empty(view._shape, view._dtype)
                _host_assign(probe, Ellipsis, value, view._dtype.kind in "iuf" and not all(
                    type(v) is float or type(v) is int or type(v) is bool for v in value))
                copy_into(view, asarray_any(probe))
            elif isinstance(value, numpy.ndarray) and (value.ndim or (
                    type(value) is not numpy.ndarray and not (_element_key(key) and len(
                        key if type(key) is tuple else (key,)) == self._ndim))):
                # (a 0-d subclass, np.ma.masked, into more than one element: NumPy casts it
                # as an array, its data; into one element NumPy's element assignment converts
                # it by its __float__/__int__, as _scalar_for's does)
                h = value
                if h.dtype.kind in "biufc":
                    # NumPy's own checks (broadcast errors, value conversions, its cast
                    # warnings: NaN into an integer, from the user's line)
                    probe = numpy.empty(view._shape, view._dtype)
                    _host_assign(probe, Ellipsis, h,
                                 h.dtype.kind == "c" and view._dtype.kind in "iuf")
                    copy_into(view, asarray_any(probe))
                else:
                    probe = numpy.empty(view._shape, view._dtype)
                    probe[...] = h
                    copy_into(view, asarray_any(probe))
            else:
                copy_into(view, _scalar_for(value, view._dtype))
            return
        _above.setitem(self, key, value)


ndarray.__module__ = "gpnumpy"  # (named by its public module, as NumPy's is 'numpy': type(a))

type_ = type


def _check_view_layout(a, dt):
    """NumPy's first checks of ``a.view(dt)`` for a dtype of another itemsize: the array's
    layout (before the sizes; after its refusal of objects, which the host view gives)."""
    if dt.itemsize == a._dtype.itemsize or dt.subdtype is not None or dt.hasobject:
        return
    if a._ndim == 0:
        raise ValueError("Changing the dtype of a 0d array is only supported if the itemsize is unchanged")
    if a._strides[-1] != a._dtype.itemsize and a._shape[-1] != 1 and a._size:
        raise ValueError("To change to a dtype of a different size, the last axis must be contiguous")


class _GetSet(property):
    """An array attribute that refuses assignment and deletion as NumPy's (C getset
    descriptors) do: ``a.ndim = 2`` says "attribute 'ndim' of 'numpy.ndarray' objects is not
    writable" ('numpy.generic' for a scalar), not Python's "property ... has no setter"; the
    settable ones (shape, dtype, strides, real, imag, flat) say "Cannot delete array ..."."""
    def __init__(self, fget=None, fset=None, fdel=None, doc=None, name=None):
        super().__init__(fget, fset, fdel, doc)
        self._attr = name  # (the attribute's name: a lambda's getter has none)

    #: whose attribute it is, read from the class (as_getsets): ndarray's or a scalar type's
    _of = "numpy.ndarray"

    def _owner(self, obj):
        return "numpy.generic" if type_(obj) in _above.scalar_types else "numpy.ndarray"

    def __repr__(self):  # (NumPy's getset descriptor's: ndarray.dtype, a subclass's .dtype)
        return "<attribute '%s' of '%s' objects>" % (self._name(), self._of)

    def _name(self):
        return self._attr or getattr(self.fget, "__name__", "?")

    def __set__(self, obj, value):
        if self.fset is None:
            raise AttributeError("attribute '%s' of '%s' objects is not writable"
                                 % (self._name(), self._owner(obj)))
        self.fset(obj, value)

    def __delete__(self, obj):
        if self.fdel is None:
            name = self._name()
            if self.fset is not None and name in _DELETE_NAMES:
                raise AttributeError("Cannot delete array %s" % _DELETE_NAMES[name])
            raise AttributeError("attribute '%s' of '%s' objects is not writable"
                                 % (name, self._owner(obj)))
        self.fdel(obj)


#: NumPy's words for the settable attributes in its "Cannot delete array ..." messages
_DELETE_NAMES = {"shape": "shape", "dtype": "dtype", "strides": "strides",
                 "real": "real part", "imag": "imaginary part", "flat": "flat iterator",
                 "data": "data"}


def as_getsets(cls):
    """The class's own properties as _GetSet (NumPy's messages for assignment, deletion);
    array_methods.py and scalars.py call it for the properties they add."""
    for name, attr in list(cls.__dict__.items()):
        if type_(attr) is property and name != "__class__":
            getset = _GetSet(attr.fget, attr.fset, attr.fdel, attr.__doc__, name)
            if cls is not ndarray:
                getset._of = "numpy.generic"  # (a device scalar class's: NumPy's generic's)
            setattr(cls, name, getset)


as_getsets(ndarray)

_SCALAR_VALUES = frozenset((int, float, complex, bool, str, bytes, type(None)))
_HOST_ELEMENT_VALUES = frozenset((int, float, complex, bool))
_PLAIN_VALUES = _SCALAR_VALUES | {list, tuple}


def _host_array_value(v):
    """A value NumPy's assignment reads as an array through a protocol of the host (a
    memoryview, a bytearray, an object with ``__array__`` or ``__array_interface__``): NumPy's
    array of it; a sequence other than a list or tuple (a range, a deque, a class of the
    user's with ``__len__`` and ``__getitem__``): the list of its items, as NumPy reads it;
    any other value as it is."""
    if (isinstance(v, (ndarray, numpy.ndarray, numpy.generic, bytes, str))
            or hasattr(type(v), "__cuda_array_interface__")):
        return v
    if has_array_method(v):
        return call_array_method(v)[0]  # (a gpnumpy array where its ``__array__`` gives one)
    if any(hasattr(v, a) for a in ("__array_interface__", "__array_struct__")):
        return numpy.asarray(v)
    try:
        memoryview(v)  # (the buffer protocol; Python < 3.12 names no __buffer__)
    except TypeError:
        return list(v) if _other_sequence(v) else v
    return numpy.asarray(v)


def _other_sequence(v):
    """``v`` is a sequence to NumPy's coercion and shape arguments (Python's sequence check:
    its type has ``__getitem__`` and is no dict; and a length) without being a list, tuple,
    str, bytes or array, which the callers take first; before ``__index__`` (NumPy asks for a
    length first).  NumPy reads its items as a list of them (by iteration)."""
    t = type(v)
    return (hasattr(t, "__getitem__") and hasattr(t, "__len__") and not issubclass(
        t, (dict, str, bytes, list, tuple, ndarray, numpy.ndarray, numpy.generic)))


def _element_key(key):
    """``key`` names one element: an integer or a tuple of integers (no slice, None, ...);
    ``()`` of a 0-d array too (callers check the count of integers against the dimensions)."""
    keys = key if type(key) is tuple else (key,)
    return all(
        type(k) is int or isinstance(k, numpy.integer)
        or isinstance(k, ndarray) and not k._ndim and k._dtype.kind in "iu"
        or isinstance(k, numpy.ndarray) and not k.ndim and k.dtype.kind in "iu" for k in keys)


_NO_IMAG = []


def _no_imag_part():
    """The TypeError of setting ``.imag`` of a real array: its message is the installed NumPy's
    (it changed between NumPy versions), asked once."""
    if not _NO_IMAG:
        try:
            numpy.zeros(0).imag = 0
        except TypeError as e:
            _NO_IMAG.append(str(e))
    return TypeError(_NO_IMAG[0])


def _fmt_shape(shape):
    return str(tuple(shape)).replace(" ", "") if len(shape) != 1 else "(%d,)" % shape[0]


def broadcast_shapes(*shapes):
    """``numpy.broadcast_shapes``, also of more than 32 axes: NumPy's goes through its legacy
    iterator, which takes no more (a RuntimeError), while its ufuncs take arrays of up to 64;
    then the shape is found here, with NumPy's ValueError for shapes that do not broadcast."""
    try:
        return numpy.broadcast_shapes(*shapes)
    except RuntimeError:
        if any(len(s) > MAXDIMS for s in shapes):
            raise
    nd = max(len(s) for s in shapes)
    out = [1] * nd
    owner = [0] * nd
    for k, s in enumerate(shapes):
        for i, n in enumerate(s, nd - len(s)):
            if n == 1 or n == out[i]:
                continue
            if out[i] != 1:
                raise ValueError("shape mismatch: objects cannot be broadcast to a single shape."
                                 "  Mismatch is between arg %d with shape %s and arg %d with "
                                 "shape %s." % (owner[i], tuple(shapes[owner[i]]), k, tuple(s)))
            out[i], owner[i] = n, k
    if 0 not in out and _prod(out) > numpy.iinfo(numpy.intp).max:
        raise ValueError("broadcast dimensions too large.")
    return tuple(out)


def _check_assign_shape(src_shape, dst_shape, what="input array"):
    """NumPy's rule for writing ``src`` into ``dst``: broadcast, extra leading dims of size 1."""
    nd = len(dst_shape)
    extra = len(src_shape) - nd
    ok = extra <= 0 or _prod(src_shape[:extra]) == 1 and all(n == 1 for n in src_shape[:extra])
    if ok:
        tail = src_shape[extra:] if extra > 0 else src_shape
        try:
            ok = broadcast_shapes(tail, dst_shape) == tuple(dst_shape)
        except ValueError:
            ok = False
    if not ok:
        # (NumPy names an input array's shape without the leading unit axes it may drop, a
        # where mask's with them)
        shown = tuple(src_shape)
        if what == "input array":
            while len(shown) > nd and shown[0] == 1:
                shown = shown[1:]
        raise ValueError("could not broadcast %s from shape %s into shape %s"
                         % (what, _fmt_shape(shown), _fmt_shape(dst_shape)))
    return extra


_fuse_cast = None  # fusion.defer_cast (set by fusion.py, above): a deferred astype


_ORDERS = ("K", "C", "F", "A")


def order_name(order, none="K"):
    """NumPy's order converter: 'C', 'F', 'A' or 'K' in either case, as str or bytes (None:
    ``none``); another string is ValueError, another type TypeError."""
    if order is None:
        return none
    if isinstance(order, bytes):
        order = order.decode("latin-1")
    if not isinstance(order, str):
        raise TypeError("order must be str, not %s" % type(order).__name__)
    if order.upper() in ("C", "F", "A", "K") and len(order) == 1:
        return order.upper()
    raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got %r)" % (order,))


def _copy_as(a, dtype, order):
    if order == "A":
        order = "F" if a._flags_f() and not a._flags_c() else "C"
    if _fuse_cast is not None and dtype != a._dtype and dtype.names is None:  # (fusion.py)
        isz = dtype.itemsize
        r = _fuse_cast(a, dtype, _f_strides(a._shape, isz) if order == "F" else
                       _like_strides(a, isz) if order == "K" else
                       _c_strides(a._shape, isz))
        if r is not None:
            return r
    if order == "C" or order == "K" and (a._cc or a._flags_c()):
        out = _fresh(a._shape, dtype)  # (the common case: no layout to work out)
    elif order == "K":
        out = _empty(a._shape, dtype, _like_strides(a, dtype.itemsize))
    else:
        out = _empty(a._shape, dtype, order=order)
    if a._size:
        if a._dtype != dtype and (dtype.kind in "Mm" or a._dtype.kind in "Mm") \
                or dtype.names is not None:
            copy_into(out, a)  # (units: elementwise.time_cast; records: _record_copy)
        else:
            execute("_copy", "in0", (dtype, dtype), [a], [out], fresh=True)
    return out


def _host_assign(h, key, value, complex_source):
    """NumPy's ``h[key] = value`` into a host array: its cast's errors from the user's line
    (``fperr.host_cast``); where complex values may lose their imaginary parts
    (``complex_source``), NumPy's assignment called from a frame of the user's line, so that
    its ComplexWarnings name that line, as NumPy's own assignment's do."""
    if complex_source:
        fperr.host_cast(lambda: fperr.call_at_user_line(h.__setitem__, (key, value), {}))
    else:
        fperr.host_cast(lambda: h.__setitem__(key, value))


def _scalar_for(value, dtype, setitem=True):
    """NumPy's conversion of a value assigned into an array of ``dtype``.

    ``a[i] = 1j`` into a real array raises; ``fill``/``full`` keep the real part.
    """
    if setitem:
        # NumPy's own assignment into a 0-d array: its errors and warnings exactly
        # (np.int64(300) into int8 raises OverflowError, np.complex128 warns, 1j raises, a
        # 0-d array is cast with the cast's warnings, a 1-element 1-d array is a sequence);
        # a device scalar is NumPy's scalar there (to_host)
        h = numpy.empty((), dtype)
        v = to_host(value)
        _host_assign(h, (), v, dtype.kind in "iuf" and isinstance(
            v, (numpy.complexfloating, numpy.ndarray)) and v.dtype.kind == "c")
        return h
    if isinstance(value, ndarray):
        if value._size != 1:
            raise ValueError("setting an array element with a sequence.")
        value = value.get()
    if isinstance(value, complex) and dtype.kind != "c":
        value = numpy.complex128(value)
    if isinstance(value, numpy.generic) and value.dtype.kind == "c" and dtype.kind != "c":
        fperr.discard_imaginary(value.dtype, dtype)
        value = value.real
    with numpy.errstate(all="ignore"):
        return numpy.asarray(value, dtype=dtype)


def _is_basic(k):
    return k is None or k is Ellipsis or isinstance(k, slice) or (
        not isinstance(k, (bool, numpy.bool_, list, numpy.ndarray))
        and not (isinstance(k, ndarray) and (k._ndim != 0 or k._dtype.kind not in "iu"))
        and hasattr(k, "__index__"))


def slice_indices(k, n):
    """``k.indices(n)``, with Python's error for a device scalar bound other than an integer
    (NumPy's float, bool and complex scalars have no ``__index__``; ours inherit the array's)."""
    try:
        return k.indices(n)
    except TypeError:
        if any(type_(b) in _above.scalar_types and b._dtype.kind not in "iu"
               for b in (k.start, k.stop, k.step)):
            raise TypeError("slice indices must be integers or None or have an __index__ "
                            "method") from None
        raise


def _slice_axis(k, n, s):
    """(length, byte stride, byte offset) of slice ``k`` of an axis of ``n`` elements ``s`` apart."""
    start, stop, step = slice_indices(k, n)
    m = len(range(start, stop, step))
    return m, s * step, start * s if m else 0


#: the common basic index's view geometry, (key, shape, strides) -> (offset change, shape,
#: strides): a loop slicing its arrays the same way each time (stencils) works it out once.
#: Slices hash from Python 3.12 on (before: every key misses, the loop below answers).
_views = LRU(1024)
_views_hit = _views.hit
_seen = {}  # (keys computed once since the last clear: a second time puts them in _views)
_SLICES_HASH = __import__("sys").version_info >= (3, 12)


def _basic_view(a, offset, shape, strides):
    """``a._view`` of the tuples a basic index worked out (its hot path: no conversions)."""
    b = a._base
    v = _make(a._mem, offset, shape, strides, a._dtype, a if b is None else b)
    if a._ro is not False:
        v._ro = a._ro  # (as _view)
    return v


#: NumPy's integer scalar types: in an index, integers as Python's (NumPy: operator.index)
_NUMPY_INTS = frozenset(numpy.dtype(c).type for c in "bBhHiIlLqQ")


def _int_key(k):
    """``k`` as a Python int where it is an integer of an element index: a NumPy integer
    scalar, or a 0-d integer array or device scalar, which NumPy's index treats as an integer
    (its value: for a held or mirrored one, no device work); else None."""
    t = type(k)
    if t in _NUMPY_INTS:
        return int(k)
    if (t is ndarray or t in _above.scalar_types) and not k._ndim and k._dtype.kind in "iu":
        return ndarray.__index__(k)
    return None


def _element_offset(a, key):
    """The byte offset of ``a[key]`` where ``key`` is a full index of integers in range (an
    integer of a 1-d array, a tuple of one per axis: Python ints, NumPy integer scalars, 0-d
    integer arrays); else None (the general path: NumPy's errors too)."""
    if type(key) is not tuple:
        if a._ndim != 1:
            return None
        if type(key) is not int:
            key = _int_key(key)
            if key is None:
                return None
        n = a._shape[0]
        if key < -n or key >= n:
            return None
        return a._offset + (key + n if key < 0 else key) * a._strides[0]
    if len(key) != a._ndim:
        return None
    off = a._offset
    for k, n, s in zip(key, a._shape, a._strides):
        if type(k) is not int:
            if type(k) is slice:  # (a view's key: no call made for it)
                return None
            k = _int_key(k)
            if k is None:
                return None
        if k < -n or k >= n:
            return None
        off += (k + n if k < 0 else k) * s
    return off


def _view_of(a, key):
    """``a[key]`` for a tuple ``key`` of slices and Python ints, one per leading axis, each
    int in range: the hot path of basic indices (a view cached by key, shape and strides
    from its second time on); else None (the general path: Ellipsis, None, other integer
    types, too many indices, NumPy's errors)."""
    ck = None
    if _SLICES_HASH:
        # only keys of Python ints and slices of ints or None are looked up: keys equal to
        # one of them but of other types (True and 1.0 equal 1, slice(0, 5.0) equals
        # slice(0, 5)) are indices of other meanings or errors, and a device scalar would
        # be read (hash, ==) by the lookup itself
        for k in key:
            t = type(k)
            if t is slice:
                x, y, z = k.start, k.stop, k.step
                if not ((x is None or type(x) is int) and (y is None or type(y) is int)
                        and (z is None or type(z) is int)):
                    break
            elif t is not int:
                return None
        else:
            ck = (key, a._shape, a._strides, a._dtype.itemsize)
            g = _views_hit(ck)
            if g is not None:
                v = _basic_view(a, a._offset + g[0], g[1], g[2])
                v._cc = g[3]  # (its C-contiguity, which the ufuncs' fast paths ask first)
                return v
    if len(key) > a._ndim:
        return None
    offset = a._offset
    shape, strides = [], []
    d = 0
    for k in key:
        n, s = a._shape[d], a._strides[d]
        t = type(k)
        if t is slice:
            try:
                start, stop, step = k.indices(n)
            except TypeError:
                return None  # (NumPy looks at the other indices first: the general path)
            if step == 1:
                m = stop - start if stop > start else 0
            else:
                m = len(range(start, stop, step))
            if m:
                offset += start * s
            shape.append(m)
            strides.append(s * step)
        elif t is int:
            if k < -n or k >= n:
                return None  # (the general path raises NumPy's error)
            offset += (k + n if k < 0 else k) * s
        else:
            return None
        d += 1
    shape = tuple(shape) + a._shape[d:]
    strides = tuple(strides) + a._strides[d:]
    v = _basic_view(a, offset, shape, strides)
    if ck is not None:
        if ck in _seen:  # (kept from its second time on: a loop's keys seen once, as an
            _views.put(ck, (offset - a._offset, shape, strides, v._flags_c()))  # element
        else:           # loop's over every element, take no room and cost no put)
            if len(_seen) >= 4096:
                _seen.clear()
            _seen[ck] = None
    return v


def _basic_index(a, key):
    """The view a[key] when key is a basic index (ints, slices, Ellipsis, None); else None."""
    if not isinstance(key, tuple):
        key = (key,)
    v = _view_of(a, key)
    if v is not None:
        return v
    for k in key:
        if not _is_basic(k):
            return None
    n_ell = sum(1 for k in key if k is Ellipsis)
    if n_ell > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    consumed = sum(1 for k in key if k is not None and k is not Ellipsis)
    if consumed > a._ndim:
        raise IndexError("too many indices for array: array is %d-dimensional, but %d were indexed"
                         % (a._ndim, consumed))
    if n_ell:
        i = next(i for i, k in enumerate(key) if k is Ellipsis)
        key = key[:i] + (slice(None),) * (a._ndim - consumed) + key[i + 1:]
    else:
        key = key + (slice(None),) * (a._ndim - consumed)
    ndim = sum(1 for k in key if k is None or isinstance(k, slice))
    if ndim > 64:  # (NumPy 2's NPY_MAXDIMS, checked before the integers' bounds)
        raise IndexError("number of dimensions must be within [0, 64], indexing result would "
                         "have %d" % ndim)
    offset = a._offset
    shape, strides = [], []
    d = 0
    for k in key:
        if k is None:
            shape.append(1)
            strides.append(0)
            continue
        n, s = a._shape[d], a._strides[d]
        if isinstance(k, slice):
            m, stride, shift = _slice_axis(k, n, s)
            offset += shift
            shape.append(m)
            strides.append(stride)
        else:
            i = int_index(k)
            if i < -n or i >= n:
                raise IndexError("index %d is out of bounds for axis %d with size %d" % (i, d, n))
            if i < 0:
                i += n
            offset += i * s
        d += 1
    return a._view(shape, strides, offset)


def threshold_options(threshold):
    """``numpy.printoptions`` that change the threshold only: NumPy's set_printoptions resets
    the formatter and override_repr it is not given, so the current ones are passed on."""
    opts = numpy.get_printoptions()
    keep = {k: opts[k] for k in ("formatter", "override_repr") if k in opts}
    return numpy.printoptions(threshold=threshold, **keep)


def _true_shape(text, corner_shape, shape, width):
    """NumPy's repr of a summarised array ends in ``shape=...``: the corner's shape is replaced
    by the array's, and the line break before it decided again for the longer text (NumPy's
    rule: the extras go on the last line when they fit in ``width``)."""
    at = text.rfind("shape=%s" % (corner_shape,))
    if at < 0:
        return text
    body = text[:at].rstrip(" \n")
    extras = text[at:].replace("shape=%s" % (corner_shape,), "shape=%s" % (shape,), 1)
    last = len(body) - (body.rfind("\n") + 1)
    spacer = " " if last + len(extras) + 1 <= width else "\n" + " " * (text.index("(") + 1)
    return body + spacer + extras


def int_arg(value):
    """An integer argument as NumPy's C argument parser reads it (a C int: a float says so,
    None and others are not integers, a value beyond a C long or a C int overflows)."""
    if isinstance(value, float):
        raise TypeError("integer argument expected, got float")
    v = operator.index(value)
    if not -2 ** 31 <= v < 2 ** 31:
        raise OverflowError("Python int too large to convert to C %s"
                            % ("int" if -2 ** 63 <= v < 2 ** 63 else "long"))
    return v


def as_intp(o):
    """NumPy's PyArray_PyIntAsIntp: an integer through ``__index__`` (no booleans) that fits
    an intp."""
    if isinstance(o, (bool, numpy.bool_)):
        raise TypeError("an integer is required")
    i = operator.index(o)
    if not -2**63 <= i < 2**63:
        raise OverflowError("Python int too large to convert to C long")
    return i


INDEX_ERROR = ("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
               "integer or boolean arrays are valid indices")


def int_index(k):
    """An integer in an index as NumPy's prepare_index reads it: one beyond intp NumPy reads
    as an array, uint64 (whose cast to intp overflows) or object (no index)."""
    i = operator.index(k)
    if -2**63 <= i < 2**63:
        return i
    if 0 <= i < 2**64:
        raise OverflowError("Python int too large to convert to C long")
    raise IndexError(INDEX_ERROR)


def first_out_of_bounds(k, n):
    """The C-order position and value of the first index in the integer array ``k`` outside
    an axis of length ``n`` (read on the host: an error path), or None."""
    h = k.get().reshape(-1)
    bad = numpy.flatnonzero((h < -n) | (h >= n))
    return (int(bad[0]), int(h[bad[0]])) if bad.size else None


def axis_index(axis, bool_msg="an integer is required for the axis"):
    """One integer axis as NumPy's C functions read it (PyArray_AxisConverter: cumsum,
    argsort, take, concatenate, repeat; ``bool_msg`` another converter's message, as
    multi_axis'): a bool raises, a float raises Python's TypeError."""
    if type(axis) is int:
        return axis
    if isinstance(axis, (bool, numpy.bool_)):
        raise TypeError(bool_msg)
    return operator.index(axis)


_MULTI_AXIS_BOOL = "an integer is required"   # (PyArray_ConvertMultiAxis' message for a bool)


def multi_axis(axis, nd):
    """A reduction's ``axis`` (an int or a tuple of ints) as NumPy's C code converts it
    (PyArray_ConvertMultiAxis): normalized and bounds-checked, a repeated axis raising
    ValueError("duplicate value in 'axis'") (NumPy's Python helpers say 'repeated axis').
    Each axis is an integer: a bool, a float or a list raises NumPy's TypeError."""
    try:
        return numpy.lib.array_utils.normalize_axis_tuple(
            tuple(axis_index(v, _MULTI_AXIS_BOOL) for v in axis) if type(axis) is tuple
            else axis_index(axis, _MULTI_AXIS_BOOL), nd)
    except ValueError as e:
        if type(e) is ValueError:   # (an AxisError stays as it is)
            raise ValueError("duplicate value in 'axis'") from None
        raise


def to_host(x, _open=None):
    """Replace gpnumpy arrays (also inside tuples/lists/dicts) by NumPy copies.  An instance
    of a user's subclass of those containers holding none is passed on as it is (NumPy sees
    the object it was given: a list subclass with a ``write`` method is a file to savetxt).
    A device scalar becomes NumPy's scalar, which NumPy reads as a scalar, not a 0-d array
    (into a signed integer dtype by ``int()``: ``np.array([x], 'i1')`` of a NaN or of 300
    raises).  A list, tuple or dict holding no gpnumpy array is passed on as it is, not
    copied: NumPy stores that very object in an object array (``np.array([d, d])`` holds
    ``d`` twice) and writes into it (``np.random.shuffle`` of a list).  A container met again
    inside itself (``l.append(l)``; ``_open``: the ids of those being read) is passed on as
    it is, for NumPy to judge."""
    if isinstance(x, ndarray):
        return x._host() if type(x) in _above.scalar_types else x.get()
    if isinstance(x, (tuple, list, dict)):
        if _open is None:
            _open = set()
        elif id(x) in _open:
            return x
        _open.add(id(x))
        if isinstance(x, dict):
            h = {k: to_host(v, _open) for k, v in x.items()}
            _open.discard(id(x))
            return x if all(h[k] is v for k, v in x.items()) else h
        h = [to_host(v, _open) for v in x]
        _open.discard(id(x))
        if all(a is b for a, b in zip(h, x)):
            return x
        if isinstance(x, tuple):
            return type(x)(*h) if hasattr(x, "_fields") else tuple(h)  # (a namedtuple keeps its class)
        return h
    return x


def from_host(x):
    """Move NumPy arrays (and scalars) in a result to the device."""
    if isinstance(x, numpy.ndarray):
        if x.dtype.char in _SUPPORTED or x.dtype.kind in "biufcMm" or (
                x.dtype.names is not None and _device_dtype(x.dtype)):
            return asarray_any(x)
        return x
    if isinstance(x, numpy.generic) and x.dtype.char in _SUPPORTED:
        return _above.from_numpy(x)
    if isinstance(x, tuple) and not hasattr(x, "_fields"):
        return tuple(from_host(v) for v in x)
    if isinstance(x, tuple):
        return type(x)(*(from_host(v) for v in x))
    if isinstance(x, list):
        return [from_host(v) for v in x]
    return x


def _upload(h, order=None):
    """A device copy of the NumPy array ``h``.  ``order`` None: as NumPy's view of it (a
    contiguous one keeps its strides, its unit axes' too; any other is laid out as NumPy's copy,
    order='K'); else as the new array NumPy allocates in that order ('K', 'A': C or F where ``h``
    is, else its axes' order), its unit axes' strides too."""
    dt = check_dtype(h.dtype)
    if h.dtype != dt:
        h = h.astype(dt)
    if not (h.flags.c_contiguous or h.flags.f_contiguous):
        h = numpy.array(h, order="K")
    st = h.strides
    if order is not None:
        if order == "C" or order != "F" and h.flags.c_contiguous:
            st = _c_strides(h.shape, h.itemsize)
        elif order == "F" or h.flags.f_contiguous:
            st = _f_strides(h.shape, h.itemsize)
    if not h.ndim and h.itemsize and not dt.hasobject:
        return held(h, dt)  # (a 0-d value: its bytes stay on the host until the device needs them)
    out = _empty(h.shape, dt, strides=st)
    if out._size:
        if ON_DEVICE:
            device.copy_h2d(out._mem.ptr, h.ctypes.data, h.nbytes, fresh=True)
        else:
            out._host_view()[...] = h
    return out


def held(h, dt):
    """A new 0-d array of dtype ``dt`` holding the value of the 0-d NumPy array ``h`` of that
    dtype, on a GPU: its bytes on the host (device.Held), device memory made from them only
    where the device needs the array, so that NumPy's math of held values (scalars.held_values)
    and reading the value (``_as_host_scalar``) wait for nothing."""
    return _make(device.held_of(h), 0, (), (), dt, None)


def asarray_any(x, dtype=None):
    """Any array-like as a gpnumpy array (no copy when it already is one)."""
    if isinstance(x, ndarray):
        a = x if type(x) is ndarray else _above.plain(x)
    elif ON_DEVICE and hasattr(type(x), "__cuda_array_interface__") and not isinstance(x, numpy.ndarray):
        a = _above.from_cai(x)
    elif isinstance(x, numpy.ndarray):
        a = _upload(x)
    else:
        # (a protocol is looked up on the type, as the dispatcher's is: an object whose
        # __getattr__ answers every name is coerced as NumPy coerces it)
        if hasattr(type(x), "__dlpack__") and not isinstance(x, (numpy.generic,)):
            try:
                a = _above.from_dlpack(x)
            except (TypeError, BufferError):
                a = _upload(numpy.asarray(x))
        else:
            h = _host_array(x)
            a = _upload(h)
    if dtype is not None:
        dt = check_dtype(dtype)
        if dt != a._dtype:
            a = a.astype(dt)
    return a


class HostData(TypeError):
    """An argument NumPy reads as data of a dtype the device does not hold (``None``, an object,
    strings): the routine that met it hands the call to NumPy's function on the host
    (dispatch.host_dtype_guard).  ``nested_arrays``: the gpnumpy arrays inside the call's lists
    and tuples go to NumPy as they are (``array(..., dtype=object)`` stores a ragged list's
    arrays themselves, as NumPy's does; fallback_call's ``nested_arrays``)."""

    def __init__(self, *args, nested_arrays=False):
        super().__init__(*args)
        self.nested_arrays = nested_arrays


_ARRAY_NO_COPY = "__array__() got an unexpected keyword argument 'copy'"
_ARRAY_NO_COPY_WARNING = (
    "__array__ implementation doesn't accept a copy keyword, so passing copy=False failed. "
    "__array__ must implement 'dtype' and 'copy' keyword arguments. To learn more, see the "
    "migration guide https://numpy.org/devdocs/numpy_2_0_migration_guide.html"
    "#adapting-to-changes-in-the-copy-keyword")


def has_array_method(x):
    """``x`` is an object of another kind that gives its array through ``__array__``."""
    return hasattr(type(x), "__array__") and not isinstance(x, (ndarray, numpy.ndarray,
                                                                 numpy.generic))


def call_array_method(x, dtype=None, copy=None):
    """NumPy's ``__array__`` protocol: ``x.__array__(dtype, copy=copy)`` (dtype only when given,
    copy only when not None; an ``__array__`` without the copy keyword warned about and called
    without it).  Returns the array (a gpnumpy or NumPy one) and whether the method took
    ``copy`` (else a copy=True is the caller's to make, a copy=False its error to raise)."""
    args = () if dtype is None else (dtype,)
    if copy is not None:
        try:
            r = x.__array__(*args, copy=copy)
            took = True
        except TypeError as exc:
            if not str(exc).endswith(_ARRAY_NO_COPY):
                raise
            warnings.warn(_ARRAY_NO_COPY_WARNING, DeprecationWarning, stacklevel=4)
            took = False
    if copy is None or not took:
        r = x.__array__(*args)
        took = copy is None
    if not isinstance(r, (ndarray, numpy.ndarray)):
        raise ValueError("object __array__ method not producing an array")
    return r, took


def nested_to_host(x, _open=None):
    """``to_host`` of the data given to ``array``: an array-like inside a list or tuple whose
    ``__array__`` gives a gpnumpy array is replaced by a host copy of that array (NumPy reads a
    nested array-like through ``__array__`` too, but refuses an array not its own).  NumPy packs
    a nested 0-d array-like through its Python conversions (float(x) into a float): one whose
    ``__array__`` gives a 0-d NumPy array is passed on itself, a user's 0-d subclass as its
    ``converting_copy``.  A list met again inside itself is passed on as it is (``to_host``'s
    ``_open``)."""
    t = type(x)
    if t is list or t is tuple:
        if _open is None:
            _open = set()
        elif id(x) in _open:
            return x
        _open.add(id(x))
        # (Python's numbers, strings and None are NumPy's as they are: no look at each)
        h = [v if type(v) in _SCALAR_VALUES else nested_to_host(v, _open) for v in x]
        _open.discard(id(x))
        if all(map(operator.is_, h, x)):
            return x   # (the same object: an object array's element is the user's list)
        return h if t is list else tuple(h)
    if has_array_method(x):
        r = call_array_method(x)[0]
        if isinstance(r, ndarray):
            h = r.get()
            if not r._ndim:
                # (a 0-d one: NumPy packs it by x's own conversions, float(x) into a float,
                # its dtype found from the array: the host copy converts as x)
                h = numpy.asarray(h).view(_Converting)
                h._src = x
            return h
        # (NumPy's array as it is; anything else is NumPy's to judge: its error, from x; a
        # 0-d one too, as NumPy packs a nested 0-d array-like itself, by float(x) for a float)
        return r if isinstance(r, numpy.ndarray) and r.ndim else x
    if isinstance(x, ndarray) and type(x) not in _above.scalar_types:
        # (a user's 0-d subclass: NumPy packs a nested 0-d array-like through its conversions)
        return converting_copy(x)
    return to_host(x)


_CONVERSIONS = ("__float__", "__int__", "__index__", "__complex__", "__bool__")


class _Converting(numpy.ndarray):
    """The host copy of a 0-d array of a user's class with Python conversions of its own
    (``converting_copy``): its conversions are that array's."""

    def __float__(self):
        return float(self._src)

    def __int__(self):
        return int(self._src)

    def __index__(self):
        return operator.index(self._src)

    def __complex__(self):
        return complex(self._src)

    def __bool__(self):
        return bool(self._src)


def converting_copy(x):
    """The host copy of the gpnumpy array ``x``; of a 0-d one of a user's class with Python
    conversions of its own (a quantity whose float() raises), a view whose conversions are
    ``x``'s: NumPy converts a 0-d array-like it is given as an object (``array([x])`` packs it
    by float(x) into a float, a sampler reads a parameter by float(x)), their values and errors."""
    h = x.get()
    cls = type(x)
    if not x._ndim and cls is not ndarray and cls not in _above.scalar_types \
            and cls not in _above.record_types \
            and any(getattr(cls, m) is not getattr(ndarray, m) for m in _CONVERSIONS):
        h = h.view(_Converting)
        h._src = x
    return h


def _host_array(x, ndmax=_NoValue):
    """NumPy's interpretation of a nested list/scalar, with gpnumpy arrays inside it fetched
    (at most ``ndmax`` dimensions of it, where given: NumPy's array(..., ndmax=))."""
    if isinstance(x, (list, tuple)):
        x = nested_to_host(x)
    elif has_array_method(x):
        x = call_array_method(x)[0]  # (it may give a gpnumpy array)
        if isinstance(x, ndarray):
            x = x.get()
    h = numpy.asarray(x) if ndmax is _NoValue else numpy.array(x, copy=None, ndmax=ndmax)
    try:
        check_dtype(h.dtype)
    except TypeError as exc:
        raise HostData(str(exc)) from None
    return h


class _Above:
    """What the array calls at run time from the floors above it, installed by them at import:
    advanced indexing (``getitem``/``setitem``), the ufunc objects by NumPy name (``ufuncs``)
    and for NumPy's ufunc objects (``ufunc_of``: the host-backed modules' numpy.strings.str_len),
    the NumPy fallback's entries (``ufunc_fallback``, ``array_function``, ``host_astype``,
    ``host_view``), the importers of other libraries' device arrays (``from_cai``,
    ``from_dlpack``), astype's ``casting='same_value'`` test (``same_value``, of the dtypes
    ``same_value_chars``) -- all installed by array_methods.py -- and the device scalars (scalars.py
    subclasses ndarray; it installs itself, with iteration over 1-d
    arrays, ``iterate``).  The face imports both, so every hook is in place
    before user code runs."""
    __slots__ = ("getitem", "setitem", "ufuncs", "ufunc_of", "ufunc_fallback", "array_function",
                 "host_astype", "host_view", "from_cai", "from_dlpack", "scalar_copy", "element",
                 "iterate", "plain",
                 "from_numpy", "scalar_types", "record_types", "scalar_operator", "reflected",
                 "same_value", "same_value_chars")


_above = _Above()
_above.scalar_types = ()


# ---------------------------------------------------------------- structured dtypes
# A structured array of device dtypes holds its records as bytes (itemsize each, the
# record stride apart); a field is a view of the field's dtype at the record offset plus the
# field's offset, with the record strides, so every engine reads and writes fields as the
# numeric arrays they are.  Records move as bytes: a (..., itemsize) uint8 view of them.
_U1 = numpy.dtype(numpy.uint8)


def _device_dtype(dt):
    try:
        check_dtype(dt)
        return True
    except TypeError:
        return False


def _bytes(a, start=0, stop=None):
    """The records of ``a`` as a (..., itemsize) uint8 view (bytes ``start:stop`` of each)."""
    stop = a._dtype.itemsize if stop is None else stop
    return _make(a._mem, a._offset + start, a._shape + (stop - start,), a._strides + (1,), _U1,
                 a._owner())


def _field_spans(dt):
    """The byte ranges (start, stop) of a record of ``dt`` that its fields hold, adjacent ones
    merged: one range of the whole record unless it has gaps (a view of some fields,
    ``a[['x', 'z']]``, or offsets), which are not the record's to write (NumPy writes field
    by field)."""
    spans = []

    def leaves(d, base):
        for name in d.names:
            f, off = d.fields[name][:2]
            count = 1
            if f.subdtype is not None:  # (a subarray: its items in a row)
                f, shape = f.subdtype
                count = math.prod(shape)
            if f.names is not None:  # (records, each with its own gaps)
                for i in range(count):
                    leaves(f, base + off + i * f.itemsize)
            else:
                spans.append((base + off, base + off + count * f.itemsize))
    if dt.names:
        leaves(dt, 0)
    merged = []
    for lo, hi in sorted(spans):
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def _from_bytes(b, dtype):
    """Records of ``dtype`` from a (..., itemsize) uint8 array whose last axis is contiguous."""
    if b._strides[-1] != 1 and b._shape[-1] > 1:
        b = _copy_as(b, _U1, "C")
    return _make(b._mem, b._offset, b._shape[:-1], b._strides[:-1], dtype, b._owner())


def _field(a, name):
    """The view of field ``name`` of ``a`` (a subarray field's axes come last)."""
    dt, off = a._dtype.fields[name][:2]
    shape, strides = a._shape, a._strides
    if dt.subdtype is not None:
        dt, sub = dt.subdtype
        shape, strides = shape + sub, strides + _c_strides(sub, dt.itemsize)
    return a._view(shape, strides, a._offset + off, dt)


def _fields_view(a, names):
    """``a[['x', 'y']]``: the records seen through the listed fields only (NumPy's view, of the
    dtype NumPy makes: asked of a zero-size array of ``a``'s dtype, its errors too; an
    aligned structure's stays aligned)."""
    dt = numpy.empty(0, a._dtype)[list(names)].dtype
    return _make(a._mem, a._offset, a._shape, a._strides, dt, a._owner())


def _byte_key(key):
    """An index of records as an index of their (..., itemsize) byte view."""
    key = key if isinstance(key, tuple) else (key,)
    if not any(k is Ellipsis for k in key):
        key = key + (Ellipsis,)
    return key + (slice(None),)


def _on_bytes(call, *args):
    """``call(*args)`` of a byte view and a ``_byte_key``: its "too many indices" error told
    of the records, as NumPy tells it (the byte axis and its index not counted)."""
    try:
        return call(*args)
    except IndexError as e:
        m = re.fullmatch(r"too many indices for array: array is (\d+)-dimensional, "
                         r"but (\d+) were indexed", str(e))
        if m is None:
            raise
        raise IndexError("too many indices for array: array is %d-dimensional, but %d were "
                         "indexed" % (int(m[1]) - 1, int(m[2]) - 1)) from None


def printable_corners(a, threshold, edgeitems):
    """(host array that prints as ``a``, whether NumPy summarises it): only the corners
    NumPy prints are copied when it summarises (per axis the first ``edgeitems + 1`` and
    the last ``edgeitems``; the extra element is never printed).  With ``edgeitems`` of 0 or
    less NumPy's element width comes from every element (its corners ``[:e]`` and ``[-e:]``),
    and an ``edgeitems`` that is no integer is refused by NumPy's slicing: then the whole
    array is copied and NumPy summarises it (or raises) itself."""
    e = edgeitems if isinstance(edgeitems, (int, numpy.integer)) else 0
    if a._size <= threshold or e <= 0:
        return a.get(), False
    host = numpy.empty(tuple(min(n, 2 * e + 1) for n in a._shape), a._dtype)
    per_axis = []
    for n in a._shape:
        if n > 2 * e:
            per_axis.append(((slice(0, e + 1), slice(0, e + 1)),
                             (slice(n - e, n), slice(e + 1, 2 * e + 1))))
        else:
            per_axis.append(((slice(0, n), slice(0, n)),))
    for combo in itertools.product(*per_axis):
        host[tuple(c[1] for c in combo)] = a[tuple(c[0] for c in combo)].get()
    return host, True


def _as_record(v, of=None):
    """The 0-d view ``v`` that a full integer index gave, as a record (scalars.py's ``void``:
    NumPy's void scalar, a view that writes through; its ``record`` where the dtype's type is
    NumPy's record, as are the nested records of such a record ``of``, as NumPy's
    record.__getitem__ gives them); any other 0-d structured array stays NumPy's 0-d array."""
    if of is not None and of._dtype.type is numpy.record and v._dtype.type is not numpy.record:
        v = v.view(numpy.dtype((numpy.record, v._dtype)))
    v.__class__ = _above.record_types[v._dtype.type is numpy.record]
    return v


def _field_of_record(a, key):
    """A record's integer index names its field (NumPy's void scalar); other keys as given."""
    if (isinstance(key, (int, numpy.integer)) and not isinstance(key, bool)
            and type(a) in _above.record_types):
        names = a._dtype.names
        k = operator.index(key)
        if not -len(names) <= k < len(names):
            raise IndexError("invalid index (%d)" % (k + len(names) if k < 0 else k))
        return names[k]
    if (type(key) is numpy.ndarray and key.ndim == 1 and key.size
            and key.dtype.kind == "U"):
        return list(key)  # (NumPy reads a sequence of strings as field names)
    return key


def _record_getitem(a, key):
    """a[key] for structured ``a`` where records differ from numbers: a field name (or a
    list of them), a full integer index (a record: a 0-d view, which writes through as
    NumPy's void scalar does) or an advanced index (the records gathered as bytes); None
    for the other (basic) keys."""
    key = _field_of_record(a, key)
    if isinstance(key, str):
        if key not in a._dtype.fields:
            raise ValueError("no field of name %s" % key)
        f = _field(a, key)
        if f._ndim == 0 and type(a) in _above.record_types:
            # a record's field is NumPy's scalar (a nested record: a record view again)
            if f._dtype.names is None:
                return _above.scalar_copy(f)
            return _as_record(f, a)
        return f
    if isinstance(key, list) and key and all(isinstance(k, str) for k in key):
        v = _fields_view(a, key)
        return _as_record(v, a) if type(a) in _above.record_types else v
    try:
        basic = _basic_index(a, key)
    except IndexError:
        raise
    if basic is not None:
        if basic._ndim == 0 and key is not Ellipsis and not (
                type(key) is tuple and any(k is Ellipsis for k in key)):
            return _as_record(basic)  # (a full integer index: the record view)
        return basic
    r = _on_bytes(_above.getitem, _bytes(a), _byte_key(key))
    return _from_bytes(r, a._dtype)


def _record_setitem(a, key, value):
    """a[key] = value for the keys ``_record_getitem`` handles; False for the others."""
    key = _field_of_record(a, key)
    if isinstance(key, str) or (isinstance(key, list) and key and
                                all(isinstance(k, str) for k in key)):
        (_field(a, key) if isinstance(key, str) and key in a._dtype.fields
         else _record_getitem(a, key))[...] = value
        return True
    view = _basic_index(a, key)
    if view is not None:
        if not view._ndim and _element_key(key) and isinstance(value, list):
            # a list into one record: NumPy's element assignment decides (its TypeError)
            probe = numpy.empty(1, a._dtype)
            probe[0] = value
            value = probe[0]
        _record_copy(view, value)
        return True
    # advanced: the values as records of a's dtype, scattered as bytes
    v = _as_records(value, a._dtype)
    for lo, hi in _field_spans(a._dtype):
        _on_bytes(_above.setitem, _bytes(a, lo, hi), _byte_key(key), _bytes(v, lo, hi))
    return True


def _as_records(value, dtype):
    """``value`` (records, a tuple, a NumPy array, ...) as a device array of ``dtype``."""
    if isinstance(value, ndarray):
        if value._dtype == dtype:
            return value
        value = value.get()
    return _upload(numpy.asarray(value, dtype=dtype))


def _record_copy(dst, src, where=None):
    """dst[...] = src for structured ``dst``: NumPy converts other records or values on the
    host; the bytes move on the device."""
    given = src
    if not hasattr(src, "_mem"):
        # NumPy's reading of the value as records (a tuple is one record)
        v = src if isinstance(src, numpy.ndarray) and src.dtype == dst._dtype else \
            numpy.asarray(to_host(src), dtype=dst._dtype)  # (records of ours in a list too)
        src = _upload(v)
    elif src._dtype != dst._dtype:
        h = numpy.empty(src._shape, dst._dtype)
        h[...] = src.get()
        src = _upload(h)
    if src._shape != dst._shape:
        if src._ndim > dst._ndim and not isinstance(given, (ndarray, numpy.ndarray)):
            # (a sequence: NumPy reads it against the destination's dimensions, its error)
            numpy.empty(dst._shape, dst._dtype)[...] = given
        extra = _check_assign_shape(src._shape, dst._shape)  # (NumPy's message)
        if extra > 0:
            src = src._view(src._shape[extra:], src._strides[extra:], src._offset)
        src = src._broadcast_to(dst._shape)
    for lo, hi in _field_spans(dst._dtype):
        d = _bytes(dst, lo, hi)
        w = None
        if where is not None:
            w = _make(where._mem, where._offset, d._shape, where._strides + (0,), where._dtype,
                      None)
        execute("_copy", "in0", (_U1, _U1), [_bytes(src, lo, hi)], [d], w)


from . import elementwise as _elementwise  # noqa: E402
_TEMPORARY = _elementwise.TEMPORARY
_elementwise.record_copy = _record_copy
