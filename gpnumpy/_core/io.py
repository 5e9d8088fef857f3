"""Input and output (NumPy's "Input and output" page): NumPy's file formats, read into and
written from device arrays, and NumPy's text formatting of device arrays.

Files are host objects, so every function here does its parsing or formatting with NumPy and
moves the data once:
- readers (``load`` of ``.npy``/``.npz``, ``loadtxt``, ``genfromtxt``, ``fromfile``,
  ``frombuffer``, ``fromiter``, ``fromstring``, ``fromregex``): NumPy parses (for ``.npy``
  the header through ``numpy.lib.format``, then the raw data), and the array moves to the
  device in one host-to-device copy.  What the device does not hold stays NumPy's: a
  memory-mapped ``load`` (``mmap_mode``) is a ``numpy.memmap`` on the host, as in NumPy;
  masked arrays (``genfromtxt(usemask=True)``), string and object arrays (and structures
  with such fields) too.
  ``load`` of an ``.npz`` gives NumPy's ``NpzFile`` whose members load as device arrays.
- writers (``save``, ``savez``, ``savez_compressed``, ``savetxt``, and the methods
  ``tofile``, ``tobytes``, ``dump``, ``dumps``): one device-to-host copy, then NumPy writes.
- ``array2string``, ``array_repr``, ``array_str``: NumPy's text; for an array NumPy would
  summarise, only the printed corners are copied to the host.  ``info`` of a device array
  prints NumPy's lines about an array (its data pointer the device memory's), nothing copied.
Signatures and docstrings are NumPy's (each function is NumPy's argument list, passed on).
"""
from __future__ import annotations

import inspect
import os
import pickle
import sys
import types

import numpy
from numpy.lib import npyio as _npyio

from .ndarray import (ndarray, to_host, _upload, _true_shape, _SUPPORTED, _above, host_named,
                      _host_dtype, printable_corners, threshold_options)
from .fperr import at_user_line, call_at_user_line
from .dispatch import _HostCallable

__all__ = ["save", "savez", "savez_compressed", "savetxt", "load", "loadtxt", "genfromtxt",
           "fromfile", "frombuffer", "fromiter", "fromstring", "fromregex", "array2string",
           "array_repr", "array_str", "format_float_positional", "format_float_scientific",
           "info", "tobytes", "tofile", "dump", "dumps"]


_BuiltinType = type(len)


def _numpy_face(name):
    """Give the decorated function NumPy's name, docstring and signature for ``name``."""
    np_func = getattr(numpy, name)

    def deco(func):
        func.__name__ = func.__qualname__ = name
        func.__doc__ = np_func.__doc__
        if not isinstance(np_func, _BuiltinType) or np_func.__text_signature__ is not None:
            # (inspect.signature reads NumPy's when asked; a builtin without one, fromstring
            # on NumPy 2.4, leaves func's own)
            func.__wrapped__ = np_func
        func.__module__ = "gpnumpy"
        return func
    return deco


def _can_write(h):
    """Whether NumPy lets the read-only array ``h`` be made writeable (not where its memory
    is a read-only buffer's)."""
    try:
        h.view().setflags(write=True)
    except ValueError:
        return False
    return True


def _to_device(h):
    """A NumPy result on the device when the device holds it (an exact ndarray of a
    supported dtype, or of a structure of them); anything else (memmap, masked, strings,
    objects, structures with such fields) stays NumPy's."""
    if type(h) is numpy.ndarray and not _host_dtype(h.dtype):
        r = _upload(h)
        r._ro = not h.flags.writeable  # (frombuffer of bytes: read-only, as NumPy's)
        if r._ro and not _can_write(h):
            # (NumPy's array views a read-only buffer, so setflags(write=True) refuses it: here
            # a view of a read-only copy, whose base refuses as that buffer does)
            r = r._view(r._shape, r._strides, r._offset)
        return r
    if isinstance(h, numpy.generic) and h.dtype.char in _SUPPORTED:
        return _upload(numpy.asarray(h))
    if isinstance(h, list):   # loadtxt/genfromtxt(unpack=True) of structured data
        return [_to_device(x) for x in h]
    if isinstance(h, tuple):
        return tuple(_to_device(x) for x in h)
    return h


def _at_user_line(np_func, args, kwargs):
    """NumPy's ``np_func`` on host arguments, its warnings given at the user's line, even
    those NumPy gives at a line of its own (``fperr.at_user_line``)."""
    return at_user_line(np_func, *to_host(args), **to_host(kwargs))


def _from_user_line(np_func, args, kwargs):
    """NumPy's ``np_func`` on host arguments, called from the user's line: its warnings
    (loadtxt's 'input contained no data', genfromtxt's ConversionWarning) name that line, as
    NumPy's own call's do, and no other thread's are caught (``fperr.call_at_user_line``)."""
    return call_at_user_line(np_func, to_host(args), to_host(kwargs))


def _read(name):
    """A reader: NumPy's function on host arguments, its result moved to the device.
    ``like=`` is dropped: the result is gpnumpy's whatever it names (a gpnumpy array given
    to NumPy's ``like=`` would dispatch straight back here)."""
    np_func = getattr(numpy, name)

    def reader(*args, **kwargs):
        kwargs.pop("like", None)
        return _to_device(_from_user_line(np_func, args, kwargs))
    return _native(_numpy_face(name)(reader))


def _native(func):
    """``func``, NumPy's own function on host arguments, reads and writes every dtype: no
    host_dtype_guard (its second call of NumPy's function after NumPy's own error would read
    a file or stream the first call consumed, or write it twice)."""
    func.__gpnumpy_native__ = func
    return func


loadtxt = _read("loadtxt")
genfromtxt = _read("genfromtxt")
fromfile = _read("fromfile")


@_numpy_face("frombuffer")
def frombuffer(buffer, dtype=float, count=-1, offset=0, *, like=None):
    if isinstance(buffer, ndarray) and type(buffer) not in _above.scalar_types:
        # (NumPy reads an array's own buffer: refused where the array is not C-contiguous,
        # read-only where the array is; a host copy holds neither)
        if not buffer._flags_c():
            buffer = numpy.empty(2, buffer.dtype)[::-1]  # (NumPy's error, at NumPy's step)
        else:
            host = buffer.get()
            if not buffer._writeable():
                host.flags.writeable = False
            buffer = host
    return _to_device(_from_user_line(numpy.frombuffer, (buffer, dtype, count, offset), {}))


_native(frombuffer)
fromstring = _read("fromstring")
fromregex = _read("fromregex")


@_numpy_face("fromiter")
def fromiter(iter, dtype, count=-1, *, like=None):
    # the iterable may yield device scalars: each becomes a host value as NumPy reads it
    return _to_device(numpy.fromiter((to_host(v) for v in iter), dtype, count))


# (NumPy's fromiter reads every dtype already: no host_dtype_guard, whose second call would
# meet the iterator the first one consumed)
_native(fromiter)


def _write(name):
    np_func = getattr(numpy, name)

    def writer(*args, **kwargs):
        return _from_user_line(np_func, args, kwargs)
    return _native(_numpy_face(name)(writer))


save = _write("save")
savez = _write("savez")
savez_compressed = _write("savez_compressed")
savetxt = _write("savetxt")


class NpzFile(_npyio.NpzFile):
    """NumPy's ``NpzFile``, whose members load as device arrays."""
    __module__ = "gpnumpy.lib.npyio"

    def __getitem__(self, key):
        return _to_device(super().__getitem__(key))


_LOAD_SIG = inspect.signature(numpy.load)


@_native
@_numpy_face("load")
def load(*args, **kwargs):
    bound = _LOAD_SIG.bind(*args, **kwargs)
    res = numpy.load(*args, **kwargs)
    if bound.arguments.get("mmap_mode") is not None and isinstance(res, numpy.memmap):
        return res   # a memory map is host memory, as in NumPy
    if isinstance(res, _npyio.NpzFile):
        res.__class__ = NpzFile
        return res
    return _to_device(res)


# ---------------------------------------------------------------- ndarray's file methods
def tobytes(a, order="C"):
    """``a.tobytes(order)``: the array's bytes (one copy from the device)."""
    return a.get(order="F" if type(order) is str and order in ("F", "A") and a.flags.f_contiguous
                 and not a.flags.c_contiguous else "C").tobytes(order)


def tofile(a, fid, sep="", format="%s"):
    """``a.tofile(fid, sep, format)``: NumPy writes a host copy of the array."""
    a.get().tofile(fid, sep=sep, format=format)


def dump(a, file):
    """``a.dump(file)``: pickle the array to a file (it unpickles as a device array)."""
    if isinstance(file, (str, bytes, os.PathLike)):
        with open(file, "wb") as f:
            pickle.dump(a, f, protocol=2)
    else:
        pickle.dump(a, file, protocol=2)


def dumps(a):
    """``a.dumps()``: the array's pickle as bytes (it unpickles as a device array)."""
    return pickle.dumps(a, protocol=2)


# ---------------------------------------------------------------- text formatting
_NO_REPR = object()


def _with_host(a, threshold, edgeitems, call, repr_width=_NO_REPR):
    opts = numpy.get_printoptions()
    thr = opts["threshold"] if threshold is None else threshold
    e = opts["edgeitems"] if edgeitems is None else edgeitems
    host, summarised = printable_corners(a, thr, e)
    if not summarised:
        return call(host, threshold)
    text = call(host, 0)
    if repr_width is _NO_REPR:
        return text
    return _true_shape(text, host.shape, a._shape,
                       opts["linewidth"] if repr_width is None else repr_width)


_A2S_SIG = inspect.signature(numpy.array2string)


@_numpy_face("array2string")
def array2string(*args, **kwargs):
    try:
        bound = _A2S_SIG.bind(*args, **kwargs)
    except TypeError:  # (NumPy's own message of the arguments it cannot take)
        bound = None
    if bound is None or not isinstance(bound.arguments["a"], ndarray):
        return numpy.array2string(*args, **kwargs)
    a = bound.arguments["a"]
    thr = bound.arguments.get("threshold")
    if thr is not None:  # (NumPy's check of it, before it is read here)
        numpy.array2string(numpy.empty(0), threshold=thr)
    edge = bound.arguments.get("edgeitems")

    def call(host, threshold):
        bound.arguments["a"] = host_named(host, type(a), a)  # (a subclass's elements: its own)
        if threshold is not None:
            bound.arguments["threshold"] = threshold
        return numpy.array2string(*bound.args, **bound.kwargs)
    return _with_host(a, thr, edge, call)


def _under_options(np_func, a, rest):
    if not isinstance(a, ndarray):
        return np_func(a, *rest)
    if type(a) in _above.scalar_types:  # (a device scalar: NumPy's answer for its scalar)
        return np_func(a.get()[()], *rest)
    width = rest[0] if np_func is numpy.array_repr else _NO_REPR
    override = numpy.get_printoptions().get("override_repr")
    if override is not None and np_func is numpy.array_repr:
        return override(a)  # (NumPy's printoption: it is given the array itself)

    def call(host, threshold):
        host = host_named(host, type(a), a)   # (a subclass's repr names its class)
        if threshold is None:
            return np_func(host, *rest)
        with threshold_options(threshold):
            return np_func(host, *rest)
    return _with_host(a, None, None, call, width)


@_numpy_face("array_repr")
def array_repr(arr, max_line_width=None, precision=None, suppress_small=None):
    return _under_options(numpy.array_repr, arr, (max_line_width, precision, suppress_small))


@_numpy_face("array_str")
def array_str(a, max_line_width=None, precision=None, suppress_small=None):
    return _under_options(numpy.array_str, a, (max_line_width, precision, suppress_small))


def _float_text(name):
    """NumPy's ``format_float_positional``/``_scientific`` of a device value: a device scalar
    as NumPy's scalar of its dtype (float32's shortest digits, not float64's), an array as
    NumPy's array."""
    np_func = getattr(numpy, name)

    @_numpy_face(name)
    def formatter(x, *args, **kwargs):
        if isinstance(x, ndarray):
            x = x.get()[()] if type(x) in _above.scalar_types else x.get()
        return np_func(x, *args, **kwargs)
    return formatter


format_float_positional = _float_text("format_float_positional")
format_float_scientific = _float_text("format_float_scientific")


@_numpy_face("info")
def info(object=None, maxwidth=76, output=None, toplevel="numpy"):
    # (NumPy's info asks isinstance(object, numpy.ndarray): a device array would print the
    # class's docstring; a device scalar prints its NumPy type's, as NumPy's scalars do)
    if isinstance(object, ndarray) and type(object) not in _above.scalar_types:
        return _array_info(object, sys.stdout if output is None else output)
    return numpy.info(_numpy_counterpart(object), maxwidth, output, toplevel)


def _numpy_counterpart(obj):
    """NumPy's object for ``obj`` where ``obj`` is a public gpnumpy function, class, or an
    attribute of one of its classes or objects (np.ndarray.sum, x.sum, np.add.reduce), or a
    NumPy callable behind a host-backed module's name (NumPy's info prints a Python function's
    signature line before its docstring, its builtins', dispatchers', descriptors' and callable
    objects' docstring alone: gpnumpy's faces print what NumPy's objects print); anything
    else is itself."""
    if isinstance(obj, _HostCallable):
        return obj.__wrapped__
    if inspect.ismethod(obj):  # (an array's method, a ufunc's: np.add.reduce)
        owner = obj.__self__
        name = getattr(obj, "__name__", None)
        if not isinstance(name, str):
            return obj
        if isinstance(owner, ndarray):
            return getattr(numpy.ndarray, name, obj)
        theirs = _numpy_counterpart(owner)
        if theirs is not owner:
            return getattr(theirs, name, obj)
        return _bound_as_numpys(obj, owner, name)
    if isinstance(obj, type(numpy)) or not (callable(obj) or isinstance(obj, property)):
        return obj
    name = getattr(obj, "__name__", None)
    for mod_name, mod in list(sys.modules.items()):
        if not (mod_name == "gpnumpy" or mod_name.startswith("gpnumpy.")) or "._" in mod_name \
                or not isinstance(mod, type(numpy)):
            continue  # (sys.modules may hold None for a name an import gave up on)
        theirs = numpy
        for part in mod_name.split(".")[1:]:
            theirs = getattr(theirs, part, None)
        if theirs is None:
            continue
        found = _counterpart_in(obj, name, vars(mod), theirs)
        if found is not None:
            return found
        for cls_name, cls in list(vars(mod).items()):  # (a class's attribute: np.ndarray.sum)
            if isinstance(cls, type) and cls.__module__.startswith("gpnumpy") and \
                    isinstance(getattr(theirs, cls_name, None), type):
                found = _counterpart_in(obj, name, vars(cls), getattr(theirs, cls_name))
                if found is not None:
                    return found
    return obj


_C_METHODS = (types.MethodDescriptorType, types.WrapperDescriptorType, types.BuiltinFunctionType)


def _bound_as_numpys(obj, owner, name):
    """``obj``, a method of ``owner`` (an instance of a gpnumpy class: rng.random), as NumPy's
    class's method bound to it: a C method's descriptor (NumPy's bound one prints its
    docstring alone), a Python or Cython function bound to ``owner`` (NumPy's prints its
    signature line first, ``self`` left out); else ``obj``."""
    theirs = _numpy_counterpart(type(owner))
    if theirs is type(owner) or not isinstance(theirs, type):
        return obj
    attr = inspect.getattr_static(theirs, name, None)
    if isinstance(attr, _C_METHODS):
        return attr
    if callable(attr) and not isinstance(attr, (staticmethod, classmethod, type)):
        return types.MethodType(attr, owner)
    return obj


def _counterpart_in(obj, name, namespace, theirs):
    """``theirs``'s attribute of the name ``obj`` has in ``namespace`` (its own name first:
    amax is max in gpnumpy), or None."""
    names = [k for k, v in list(namespace.items()) if v is obj]
    for k in sorted(names, key=lambda k: k != name):
        found = getattr(theirs, k, None)
        if found is not None:
            return found
    return None


def _array_info(a, out):
    """The lines NumPy's info prints about an array: the data pointer is the device memory's
    (0 for an empty array, which has none), the byte order always the native one."""
    f = a.flags
    for label, value in (("class: ", a.__class__.__name__), ("shape: ", a.shape),
                         ("strides: ", a.strides), ("itemsize: ", a.itemsize),
                         ("aligned: ", f.aligned), ("contiguous: ", f.contiguous),
                         ("fortran: ", f.fortran)):
        print(label, value, file=out)
    print("data pointer: %s" % hex(a.ctypes.data or 0), file=out)
    print("byteorder: ", sys.byteorder, file=out)
    print("byteswap: ", False, file=out)
    print("type: %s" % a.dtype, file=out)
