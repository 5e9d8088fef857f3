"""What every sampler of gpnumpy.random shares: NumPy's draws on the host and their way to the
device, out= arrays, and the device gathers under shuffle, permutation, permuted and choice.

The baseline of every method is NumPy's own sampler, run on the host on the same bit generator
(NumPy's class, holding the state): its values are NumPy's bit for bit and the stream stays in step
by construction.  Parameters that are gpnumpy arrays go to the host for it; results (arrays of
bool, integer, float or complex dtype) come back to the device, scalars stay scalars.
"""
from __future__ import annotations

import operator

import numpy
from numpy.lib.array_utils import normalize_axis_index

from .._core.ndarray import (
    ndarray, asarray_any, to_host, nested_to_host, _device_dtype, has_array_method,
    call_array_method, converting_copy,
)
from .._core.indexing import take, take_along_axis
from .._core.manipulation import moveaxis, reshape, ravel
from .._core.creation import asfortranarray, ascontiguousarray
from .._core.fperr import call_at_user_line
from .._core.scalars import generic, host_operand
from . import _shuffle

__all__ = ["host_call", "host_value", "numpy_call", "numpy_arguments", "unbound", "to_device", "out_proxy", "write_out", "device_take", "shuffle_array",
           "permutation_of", "permuted_array", "choice_of", "normalize_axis_index"]


def to_device(res):
    """A NumPy result on the device: numeric arrays move, everything else (Python and NumPy
    scalars, bytes, object/string arrays) stays as NumPy gave it."""
    if isinstance(res, numpy.ndarray) and res.dtype.kind in "biufc":
        return asarray_any(res)
    return res


def out_proxy(out):
    """A host array NumPy can check and fill in place of the gpnumpy array ``out``: same shape
    and dtype, and the same answer to NumPy's contiguity and writeability checks."""
    if out._flags_c():
        proxy = numpy.empty(out.shape, out.dtype)
    elif out._flags_f():  # (NumPy fills it in memory order, or asks for C: its error)
        proxy = numpy.empty(out.shape, out.dtype, order="F")
    else:  # NumPy asks for a contiguous out: a proxy that is not, so NumPy raises its error
        proxy = numpy.empty(out.shape + (2,), out.dtype)[..., 0]
    if not out._writeable():
        proxy.flags.writeable = False
    return proxy


def write_out(out, values):
    """Write ``values`` (host or device) into the gpnumpy array ``out`` and return ``out``."""
    out[...] = values
    return out


def numpy_call(fn, *args, **kwargs):
    """``fn(*args, **kwargs)``, ``fn`` one of NumPy's compiled random functions, called from
    the user's line as NumPy's are (a compiled function warns from the line that called it:
    here the user's, not gpnumpy's), without catching its warnings, which would swap the
    process's filters under another thread's warnings (fperr.call_at_user_line)."""
    return call_at_user_line(fn, args, kwargs)


def host_value(x):
    """An argument as NumPy's code takes it: gpnumpy arrays (also inside lists and tuples) as
    host copies, and an object whose ``__array__`` gives a gpnumpy array as the host copy of
    that array (NumPy refuses an ``__array__`` that does not give one of its arrays); a device
    scalar as NumPy's scalar (NumPy's messages name its type)."""
    if isinstance(x, generic):
        return host_operand(x)
    if isinstance(x, ndarray):
        return converting_copy(x)  # (a 0-d one of a class with conversions of its own: its)
    return nested_to_host(x)


#: the position of ``out`` among the arguments of NumPy's Generator samplers that take one
_OUT_AT = {"random": 2, "standard_normal": 2, "standard_exponential": 3, "standard_gamma": 3}


def host_call(fn, args, kwargs):
    """``fn`` (a NumPy sampler bound to its generator) on host copies of the arguments; an
    ``out`` gpnumpy array (by keyword or position) is filled through a host proxy, a NumPy one
    is filled and returned as NumPy's; any other result moved to the device."""
    at = _OUT_AT.get(getattr(fn, "__name__", None))
    if (at is not None and len(args) == at + 1 and "out" not in kwargs
            and isinstance(getattr(fn, "__self__", None), numpy.random.Generator)):
        args, kwargs = args[:at], dict(kwargs, out=args[at])
    out = kwargs.get("out")
    proxy = None
    if isinstance(out, ndarray):
        proxy = out_proxy(out)
        kwargs = dict(kwargs, out=proxy)
    res = numpy_call(fn, *map(host_value, args), **{k: host_value(v) for k, v in kwargs.items()})
    if proxy is not None:
        return write_out(out, proxy)
    if res is out and out is not None:
        return res
    return to_device(res)


def unbound(exc):
    """The TypeError ``exc`` came from the call's arguments not binding to the signature of
    the function called in the ``try`` that caught it (no frame of that function ran)."""
    return isinstance(exc, TypeError) and exc.__traceback__.tb_next is None


def numpy_arguments(holder):
    """A decorator of the methods written in Python on NumPy's (``self.<holder>``'s method of
    the same name): arguments that do not bind to the method go to NumPy's, which raises its
    own TypeError (a compiled function's words: "takes at least 1 positional argument (0
    given)"); no draw is made before."""
    def decorate(fn):
        name = fn.__name__

        def method(self, *args, **kwargs):
            try:
                return fn(self, *args, **kwargs)
            except TypeError as e:
                if not unbound(e):
                    raise
            return host_call(getattr(getattr(self, holder), name), args, kwargs)
        method.__name__ = name
        method.__qualname__ = fn.__qualname__
        method.__doc__ = fn.__doc__
        return method
    return decorate


def device_take(a, idx, axis):
    """``a.take(idx, axis)`` on the device, ``idx`` host indices valid along ``axis``."""
    return take(a, asarray_any(numpy.asarray(idx, dtype=numpy.intp)), axis=axis)


def _order(shuffle, bitgen, n):
    """The rows' order NumPy's shuffle gives ``arange(n)``: on the device from the bit
    generator where it can (``_shuffle``), else NumPy's shuffle on the host (int64)."""
    if bitgen is not None:
        p = _shuffle.device_permutation(bitgen, n)
        if p is not None:
            return p
    perm = numpy.arange(n, dtype=numpy.intp)
    shuffle(perm)
    return perm


def _take(a, idx, axis):
    return take(a, idx, axis=axis) if isinstance(idx, ndarray) else device_take(a, idx, axis)


def shuffle_array(shuffle, x, axis, bitgen=None):
    """NumPy's in-place shuffle of the gpnumpy array ``x`` along ``axis``, ``shuffle`` being
    NumPy's (Generator's or RandomState's) shuffle.  NumPy's Fisher-Yates loop draws
    ``random_interval(i)`` for i = n-1 down to 1 whatever the dtype and dimensions (the rows
    move as a whole), so the order it gives ``arange(n)`` is the permutation; the rows then move
    by one device gather, written back in place.  ``bitgen``: a Generator's bit generator (its
    draws may be made on the device)."""
    n = len(x)  # NumPy's TypeError for a 0-d array
    if not x._writeable():
        raise ValueError("array is read-only")
    # (NumPy's own check, its messages: a float or None axis is a TypeError)
    axis = normalize_axis_index(axis, x.ndim)
    if x.size == 0:
        return None
    n = x.shape[axis]
    perm = _order(shuffle, bitgen, n)
    if n > 1:
        x[...] = _take(x, perm, axis)
    return None


def permutation_of(shuffle, x, axis, legacy=False, bitgen=None):
    """NumPy's permutation: an int gives a shuffled arange (the draws of NumPy's shuffle, the
    values on the device); an array a copy with its rows in the order of a shuffled index,
    gathered on the device.  ``bitgen``: as for shuffle_array."""
    if isinstance(x, (int, numpy.integer)):
        if not legacy and bitgen is not None and x >= 0:
            p = _shuffle.device_permutation(bitgen, operator.index(x))
            if p is not None:
                return p
        arr = numpy.arange(x, dtype=numpy.result_type(x, numpy.long) if legacy else None)
        shuffle(arr)
        return asarray_any(arr)
    if has_array_method(x):
        got = call_array_method(x)[0]
        if isinstance(got, ndarray):  # (a gpnumpy array; any other answer is NumPy's to judge)
            x = got
    arr = x if isinstance(x, ndarray) else numpy.asarray(to_host(x))
    if not isinstance(arr, ndarray) and _device_dtype(arr.dtype):
        arr = asarray_any(arr)
    if legacy:
        if arr.ndim == 0:
            raise IndexError("x must be an integer or at least 1-dimensional")
        axis = 0
    else:
        axis = normalize_axis_index(axis, arr.ndim)
    n = arr.shape[axis]
    if arr.ndim == 1 and arr.size == 0:
        return arr  # (as NumPy's: an empty array shares no memory, so it is not copied)
    perm = _order(shuffle, bitgen, n)
    if not isinstance(arr, ndarray):  # (strings, objects: NumPy's array, in the same order)
        perm = to_host(perm)
    elif not isinstance(perm, ndarray):
        perm = asarray_any(perm)
    # NumPy indexes ``arr`` with the order along ``axis``: its result's layout (F-like for a
    # later axis) is the indexing's, which gpnumpy's indexing follows
    return arr[(slice(None),) * axis + (perm,)]


def _layout_proxy(a):
    """A host array of ``a``'s shape and memory order, holding no data worth reading (only
    flags and ``empty_like`` are asked of it)."""
    isz = a.itemsize
    strides = tuple(s // isz if s % isz == 0 else s for s in a.strides)
    base = numpy.empty(1, numpy.int8)
    return numpy.lib.stride_tricks.as_strided(base, a.shape, strides)


def permuted_array(gen, x, axis, out):
    """NumPy's Generator.permuted for a gpnumpy array ``x`` (or ``out``): the positions are
    shuffled on the host exactly as NumPy shuffles the values (the draws depend only on the
    shape and, for axis=None, the memory order of out), the values move by a device gather."""
    x = x if isinstance(x, ndarray) else asarray_any(x)
    if out is not None:
        if not isinstance(out, ndarray):
            raise TypeError("out must be a numpy array")
        if not out._writeable():
            raise ValueError("out is read-only")
        if out.shape != x.shape:
            raise ValueError("out must have the same shape as x")
        if not numpy.can_cast(x.dtype, out.dtype, "safe"):  # (NumPy's copyto: its words)
            raise TypeError("Cannot cast %s from %r to %r according to the rule 'safe'"
                            % ("scalar" if x.ndim == 0 else "array data", x.dtype, out.dtype))
        order_src = _layout_proxy(out)
    else:
        order_src = numpy.empty_like(_layout_proxy(x), order="K")
    if axis is None:
        if x.ndim == 0:
            len(x)  # NumPy shuffles a 0-d out: len() raises its TypeError
        n = x.size
        order = "F" if (x.ndim > 1 and order_src.flags.f_contiguous
                        and not order_src.flags.c_contiguous) else "C"
        perm = _order(gen.shuffle, gen.bit_generator, n) if n else None
        flat = ravel(x, order=order)
        res = reshape(_take(flat, perm, 0), x.shape, order=order) if n else x.copy()
    else:
        ax = normalize_axis_index(axis, x.ndim)
        axlen = x.shape[ax]
        others = x.shape[:ax] + x.shape[ax + 1:]
        m = 1
        for s in others:
            m *= s
        idx = numpy.empty((m, axlen), numpy.intp)
        idx[...] = numpy.arange(axlen, dtype=numpy.intp)
        gen.permuted(idx, axis=1, out=idx)  # one shuffle per slice, slices in C order
        if x.size:
            moved = moveaxis(x, ax, -1)
            res = moveaxis(take_along_axis(moved, asarray_any(idx.reshape(others + (axlen,))), -1),
                           -1, ax)
        else:
            res = x.copy()
    if out is not None:
        return write_out(out, res)
    if order_src.flags.f_contiguous and not order_src.flags.c_contiguous and res.ndim > 1:
        res = asfortranarray(res)
    elif not res._flags_c():
        res = ascontiguousarray(res)
    return res


def choice_of(choice, a, size, replace, p, axis, shuffle, legacy=False):
    """choice with ``a`` a gpnumpy array: NumPy draws the indices (its draws for an integer
    population of the same size are the same), the device gathers them."""
    if a.ndim == 0:
        return to_device(choice(host_value(a), size, replace, to_host(p), **(
            {} if legacy else dict(axis=axis, shuffle=shuffle))))
    if legacy:
        if a.ndim != 1:
            raise ValueError("a must be 1-dimensional")
        axis = 0
    pop_size = a.shape[axis]  # NumPy's IndexError for an axis out of range
    if pop_size == 0 and numpy.prod(size) != 0:
        raise ValueError("'a' cannot be empty unless no samples are taken" if legacy else
                         "a cannot be empty unless no samples are taken")
    kw = {} if legacy else dict(axis=0, shuffle=shuffle)
    idx = choice(pop_size, size, replace, to_host(p), **kw)
    if size is None and a.ndim == 1:
        return a[int(idx)]
    idx = numpy.asarray(idx, dtype=numpy.intp)  # (a 0-d one drops the axis: NumPy's take, a copy)
    if idx.ndim == 0 and a.ndim == 1:
        return device_take(a, idx.reshape(1), 0).reshape(())
    return device_take(a, idx, axis)


#: NumPy's constructor of a bit generator by name (its pickles' default)
BIT_GENERATOR_CTOR = numpy.random._pickle.__bit_generator_ctor


def pickled_bit_generator(bit_generator_name="MT19937", bit_generator_ctor=BIT_GENERATOR_CTOR):
    """The bit generator a Generator's or RandomState's pickling constructor is given, as
    NumPy's (``numpy.random._pickle``): a bit generator itself, or (old pickles) a bit
    generator's name and a constructor taking it."""
    if isinstance(bit_generator_name, numpy.random.BitGenerator):
        return bit_generator_name
    return bit_generator_ctor(bit_generator_name)
