"""Functional programming (NumPy's page of that name): apply_along_axis, apply_over_axes,
piecewise.

Each takes Python callables and calls them the way NumPy does, but on device arrays: the
slices, sub-arrays and masked selections handed to the callable are gpnumpy arrays (views or
device gathers), and the results are gathered on the device.  A gpnumpy function (or NumPy's,
which dispatches to gpnumpy through ``__array_function__``), or any Python function built from
them, therefore runs on the device; a callable that converts its argument to NumPy gets a
host copy, as it would from any gpnumpy array; a callable giving NumPy's own arrays (masked
arrays, strings, objects) has its results gathered in NumPy's buffer on the host, as
NumPy's apply_along_axis does.  ``vectorize`` and ``frompyfunc`` call a Python
function per element and stay NumPy's (host by design).

``nditer`` is NumPy's iterator over host copies of gpnumpy operands (FallbackWarning), each
laid out exactly as its array (the arrays of one memory viewing one copy of the bytes they
span: NumPy sees their overlap); the operands it may write are copied back into their device
arrays when the iteration ends, ``it[k] = value`` is written, the iterator closes or its
``with`` block exits, so that NumPy's write-through idiom (``for x in it: x[...] = ...``)
loses nothing; what is written into the device arrays ``it.operands`` hands out (NumPy's docs
zero an allocated output that way) reaches the iterator's operands before it next steps,
reads or ends; an operand NumPy's iterator copies (a cast, copy_if_overlap) is handed out as
a device copy of NumPy's copy, and the array it writes back to stays read-only until the
iterator closes, as NumPy's; ``nested_iters`` the same, its operands copied back when the
outermost iteration ends or any of its iterators closes.
"""
from __future__ import annotations

import itertools

import numpy
from numpy.lib.array_utils import normalize_axis_index

from .ndarray import ndarray, asarray_any, keep_subclass, from_host, _above, _host_dtype
from .dispatch import _warn as _fallback_warning, _host_subclass
from .scalars import generic as _scalar
from . import umath as um
from .creation import asarray, zeros, zeros_like
from .logic import any as any_
from .manipulation import concatenate, expand_dims, transpose

__all__ = ["apply_along_axis", "apply_over_axes", "piecewise", "nditer", "nested_iters"]


def _as_device(x):
    return x if isinstance(x, ndarray) else asarray_any(x)


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    """Apply a function to 1-D slices along the given axis.

    ``func1d(a, *args, **kwargs)`` is called with each 1-D slice ``a`` of ``arr`` along
    ``axis`` (a device view), in C order over the other axes; its results (all of the first
    result's shape) fill a device array whose result axes replace ``axis``.
    """
    arr = _as_device(arr)
    nd = arr._ndim
    axis = normalize_axis_index(axis, nd)
    # the iterated axes first, the applied axis last (NumPy's transpose of asanyarray(arr):
    # a subclass's slices reach func1d as its)
    view = keep_subclass(arr, transpose(arr, [d for d in range(nd) if d != axis] + [axis]))
    outer = view._shape[:-1]
    indices = itertools.product(*(range(n) for n in outer))
    try:
        first = next(indices)
    except StopIteration:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0") from None
    res = func1d(view[first], *args, **kwargs)
    if _host_result(res):
        return _apply_on_host(func1d, view, first, res, indices, axis, args, kwargs)
    res = _as_device(res)
    buff = zeros(outer + res._shape, res._dtype)
    buff[first] = res
    for ind in indices:
        buff[ind] = _as_device(func1d(view[ind], *args, **kwargs))
    # the result axes back where ``axis`` was
    n_out = len(outer)
    order = (list(range(axis)) + list(range(n_out, buff._ndim)) + list(range(axis, n_out)))
    out = transpose(buff, order)
    # NumPy's buffer is zeros_like(res): of the class of func1d's (first) result; its result
    # is then wrapped by arr (_array_converter's wrap: a subclass's __array_wrap__)
    if _user(res):
        out = keep_subclass(res, out)
    if _user(arr):
        out = arr.__array_wrap__(out, None, False)
    return out


def _host_result(r):
    """Whether func1d's result ``r`` is a NumPy array NumPy's buffer keeps as it is: one of
    NumPy's subclasses (a masked array: its mask) or of a dtype the device does not hold."""
    return isinstance(r, numpy.ndarray) and (_host_subclass(r) or _host_dtype(r.dtype))


def _apply_on_host(func1d, view, first, res, indices, axis, args, kwargs):
    """apply_along_axis where func1d gave a host result ``res`` for the slice ``first``: the
    results fill NumPy's buffer on the host (``zeros_like`` of the first: a masked array keeps
    every mask; a matrix's a plain array), the slices handed to func1d still device views."""
    _fallback_warning("apply_along_axis")
    shape = view._shape[:-1] + res.shape
    buff = (numpy.zeros(shape, res.dtype) if isinstance(res, numpy.matrix)
            else numpy.zeros_like(res, shape=shape))
    buff[first] = res
    for ind in indices:
        buff[ind] = numpy.asanyarray(func1d(view[ind], *args, **kwargs))
    n_out = len(shape) - res.ndim
    out = buff.transpose(list(range(axis)) + list(range(n_out, buff.ndim))
                         + list(range(axis, n_out)))
    return out if _host_subclass(out) or _host_dtype(out.dtype) else asarray_any(out)


def _user(x):
    t = type(x)
    return t is not ndarray and t not in _above.scalar_types


def apply_over_axes(func, a, axes):
    """Apply a function repeatedly over multiple axes.

    ``func(a, axis)`` is called for each axis in turn with the previous result; a result
    with one dimension fewer gets that axis back (size 1), as in NumPy.
    """
    n = a.ndim  # (NumPy reads ndim off ``a`` and each result: a list's AttributeError)
    val = _as_device(a)
    if numpy.ndim(axes) == 0:
        axes = (axes,)
    for axis in axes:
        if axis < 0:
            axis = n + axis
        res = func(val, axis)
        res.ndim  # noqa: B018
        res = _as_device(res)
        if res._ndim == val._ndim:
            val = res
        else:
            res = expand_dims(res, axis)
            if res._ndim == val._ndim:
                val = res
            else:
                raise ValueError("function is not returning an array of the correct shape")
    return val


def piecewise(x, condlist, funclist, *args, **kw):
    """Evaluate a piecewise-defined function.

    ``funclist[i]`` (a callable, called with the elements of ``x`` where ``condlist[i]`` is
    true as a device array, or a constant) gives the values there; with one function more
    than conditions, the last one applies where no condition is true; elsewhere 0.
    """
    x = _as_device(x)
    n2 = len(funclist)
    # NumPy's reading: a scalar, or a list whose first entry is no list or array (for x of
    # at least one dimension), is a single condition
    # (a gpnumpy 0-d array, what indexing a device condition gives, counts as a scalar)
    first = None if numpy.isscalar(condlist) else condlist[0]
    if numpy.isscalar(condlist) or (
            not (isinstance(first, (list, numpy.ndarray))
                 or isinstance(first, ndarray) and first._ndim > 0) and x._ndim != 0):
        condlist = [condlist]
    conds = asarray(condlist, dtype=bool)
    n = len(conds)
    if n == n2 - 1:
        otherwise = um.logical_not(any_(conds, axis=0, keepdims=True))
        conds = concatenate([conds, otherwise], axis=0)
        n += 1
    elif n != n2:
        raise ValueError("with %d condition(s), either %d or %d functions are expected"
                         % (n, n, n + 1))
    y = zeros_like(x)
    for cond, func in zip(conds, funclist):
        if not callable(func):
            y[cond] = func
        else:
            vals = x[cond]
            if vals._size > 0:
                y[cond] = func(vals, *args, **kw)
    return y


# ================================================================ nditer
_WRITES = ("readwrite", "writeonly")
_MAX_OPERANDS = int(numpy.iinfo(numpy.intc).max)   # (NumPy's limit: a C int counts them)


def _flag_lists(op_flags, n):
    """``op_flags`` as one list of flags per operand (NumPy takes one list for all, or one
    per operand)."""
    if op_flags is None:
        return [()] * n
    if isinstance(op_flags, str):
        return [(op_flags,)] * n
    op_flags = list(op_flags)
    if op_flags and all(isinstance(f, str) for f in op_flags):
        return [tuple(op_flags)] * n
    return [tuple(f) if not isinstance(f, str) else (f,) for f in op_flags]


def _host_views(ops):
    """Host copies of the gpnumpy arrays among ``ops``, each a NumPy view laid out exactly as
    the array is in its memory (its strides, negative and zero ones too: NumPy's iterator
    follows the layout, order 'K' walks memory order, the external loop joins only the axes
    contiguous together), the arrays of one memory viewing one host copy of the bytes they
    span together (NumPy's iterator sees their overlap: copy_if_overlap copies, and a write
    through one is what another reads).  None for the other operands."""
    spans = {}
    for x in ops:
        if isinstance(x, ndarray) and x._size:
            lo, hi = x._extent()
            key = id(x._mem)
            if key in spans:
                lo, hi = min(lo, spans[key][1]), max(hi, spans[key][2])
            spans[key] = (x, lo, hi)
    copies = {}
    for key, (x, lo, hi) in spans.items():
        lo -= lo % 16  # (each view as aligned as on the device: a host block's 16 bytes)
        copies[key] = (lo, x._view((hi - lo,), (1,), lo, numpy.dtype(numpy.uint8)).get())
    views = []
    for x in ops:
        if not isinstance(x, ndarray):
            views.append(None)
        elif not x._size:
            views.append(x.get())
        else:
            lo, buf = copies[id(x._mem)]
            views.append(numpy.ndarray(x._shape, x._dtype, buffer=buf, offset=x._offset - lo,
                                       strides=x._strides))
    return views


class _NditerType(type):
    """nditer's type: NumPy's iterators (over NumPy's operands, and nested_iters') and the
    host-copy iterators ``nditer`` gives for gpnumpy operands are its instances, as all
    iterators are instances of NumPy's class."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, (numpy.nditer, _WriteBack))

    def __subclasscheck__(cls, sub):
        return issubclass(sub, (numpy.nditer, _WriteBack))


class nditer(metaclass=_NditerType):
    """NumPy's ``numpy.nditer`` (a class, as NumPy's: ``isinstance(it, np.nditer)``);
    gpnumpy operands are iterated as host copies and those it may write are copied back to
    the device (see the module docstring)."""
    __gpnumpy_fallback__ = True  # (docs/coverage.md: NumPy's iterator over host copies)

    def __new__(cls, op, flags=None, op_flags=None, op_dtypes=None, order="K",
                casting="safe", op_axes=None, itershape=None, buffersize=0):
        seq = isinstance(op, (tuple, list))
        if seq and len(op) > _MAX_OPERANDS:
            raise ValueError("Too many operands to nditer, found %d." % len(op))  # (before any copy)
        ops = list(op) if seq else [op]
        args = (flags, op_flags, op_dtypes, order, casting, op_axes, itershape, buffersize)
        if not any(isinstance(x, ndarray) for x in ops):
            return numpy.nditer(op, *args)
        _fallback_warning("nditer")
        host, back = _host_operands(ops, op_flags)
        it = numpy.nditer(host if seq else host[0], *args)
        return _WriteBack(it, back, ops=ops, sub=_priority_subtype(ops, op_flags), host=host)


nditer.__module__ = "gpnumpy"  # (where pickle finds it, as NumPy's class is numpy's)


def nested_iters(op, axes, flags=None, op_flags=None, op_dtypes=None, order="K",
                 casting="safe", buffersize=0):
    """NumPy's ``numpy.nested_iters``: iterators over host copies of gpnumpy operands laid
    out as they are (order 'K' walks memory order); the operands they may write are copied
    back to the device when the outermost iteration ends and when any of them closes."""
    seq = isinstance(op, (tuple, list))
    if seq and len(op) > _MAX_OPERANDS:
        raise ValueError("Too many operands to nditer, found %d." % len(op))
    ops = list(op) if seq else [op]
    kw = dict(flags=flags, op_flags=op_flags, op_dtypes=op_dtypes, order=order,
              casting=casting, buffersize=buffersize)
    if not any(isinstance(x, ndarray) for x in ops):
        return numpy.nested_iters(op, axes, **kw)
    _fallback_warning("nested_iters")
    host, back = _host_operands(ops, op_flags)
    its = numpy.nested_iters(host if seq else host[0], axes, **kw)
    if not back:
        return its
    # (an inner iterator ends once per step of the outer ones: only the outermost one's end
    # copies back)
    return tuple(_WriteBack(it, back, k == 0) for k, it in enumerate(its))


nested_iters.__gpnumpy_fallback__ = True  # (docs/coverage.md: NumPy's iterators, host copies)


def _priority_subtype(ops, op_flags):
    """The gpnumpy subclass NumPy's iterator gives each output it allocates (None: the base
    class): the type of the operand it reads of the highest ``__array_priority__`` above
    ndarray's (the first of equals), unless the output's flags say ``no_subtype``."""
    per = _flag_lists(op_flags, len(ops))
    per = per + [()] * (len(ops) - len(per))
    best, sub = 0.0, None
    for x, f in zip(ops, per):
        if (not isinstance(x, ndarray) or type(x) is ndarray or isinstance(x, _scalar)
                or ("writeonly" in f and "readwrite" not in f)):
            continue
        prio = float(getattr(x, "__array_priority__", 0.0))
        if prio > best:
            best, sub = prio, type(x)
    return tuple(sub if x is None and "no_subtype" not in f else None for x, f in zip(ops, per))


def _host_operands(ops, op_flags):
    """The iterator's operands with each gpnumpy array as a host copy of its layout (read-only
    where the array is), and the (device array, host copy) pairs it may write."""
    per = _flag_lists(op_flags, len(ops))
    host, back = [], []
    for i, (x, h) in enumerate(zip(ops, _host_views(ops))):
        if isinstance(x, ndarray):
            if isinstance(x, _scalar) or not x._writeable():
                h.flags.writeable = False  # (NumPy's error for a write flag on it)
            elif i < len(per) and any(f in _WRITES for f in per[i]):
                back.append((x, h))
            x = h
        host.append(x)
    return host, back


class _WriteBack:
    """A NumPy nditer over host copies whose written operands go back to their device arrays
    (``back``: (device array, host copy) pairs) at the end of the iteration, ``close()``,
    ``iternext()`` returning False, and the ``with`` block's exit (``at_end`` False: an inner
    iterator of nested_iters, at its close and exit only).  The device arrays ``operands``
    hands out are NumPy's operands to the user: what is written into them reaches the
    iterator's operands before it next moves, reads or ends (``_handed``: (index, device
    array, its values when handed out); only the elements that changed are copied in, so
    the iterator's own writes since stay)."""
    __slots__ = ("_it", "_back", "_at_end", "_ops", "_handed", "_sub", "_host", "_lock")

    def __init__(self, it, back, at_end=True, ops=None, sub=None, host=None, lock=None):
        self._it, self._back, self._at_end, self._ops = it, back, at_end, ops
        self._handed, self._sub, self._host = None, sub, host
        if lock is None:
            # (NumPy's operand it writes back from a copy (updateifcopy) is read-only until
            # the iterator closes: the device array too; id -> (array, its own flag))
            lock = {}
            if ops is not None:
                for dev, h in back:
                    if not h.flags.writeable and id(dev) not in lock:
                        lock[id(dev)] = (dev, dev._ro)
                        dev._ro = True
        self._lock = lock

    @property
    def operands(self):
        """NumPy's ``operands``: each gpnumpy operand the iterator uses itself (holding what was
        written so far), itself; one it copied (a cast, copy_if_overlap), and an output it
        allocated (``None`` given), as a device array of the iterator's copy (NumPy's docs
        return ``it.operands[1]`` as the result; one of NumPy's subclasses, a matrix operand's
        priority making it, stays NumPy's); the others as NumPy holds them."""
        self._take_handed()
        got = self._it.operands
        if self._ops is None:
            return got
        self._flush()  # (each written operand holds what NumPy's holds now)
        own = got if self._host is None else self._host
        res = tuple(o if isinstance(o, ndarray) and h is mine else
                    self._allocated(h, sub) if (o is None or isinstance(o, ndarray))
                    and not _host_subclass(h) else h
                    for o, h, sub, mine in zip(self._ops, got,
                                               self._sub or itertools.repeat(None), own))
        self._handed = [(k, d, numpy.array(d.get())) for k, d in enumerate(res)
                        if isinstance(d, ndarray) and not isinstance(d, _scalar)] or None
        return res

    @staticmethod
    def _allocated(h, sub):
        """An output the iterator allocated, as a device array of the subclass NumPy's would
        have (``sub``: ``_priority_subtype``'s)."""
        d = from_host(h)
        return d.view(type=sub) if sub is not None and isinstance(d, ndarray) else d

    def _take_handed(self):
        """Copy into the iterator's operands the elements written into the device arrays
        ``operands`` handed out (NumPy's operands are the iterator's own: a write into one
        is what the iteration reads and writes back)."""
        handed, self._handed = self._handed, None
        if not handed:
            return
        try:
            got = self._it.operands
        except ValueError:
            return  # (closed: NumPy's error is raised by whatever is asked next)
        for k, dev, then in handed:
            now, dst = numpy.asarray(dev.get()), got[k]
            if (now.shape != then.shape or dst.shape != now.shape or not dst.flags.writeable
                    or now.size == 0 or now.dtype.itemsize == 0 or now.dtype.hasobject):
                continue
            as_bytes = now.shape + (now.dtype.itemsize,)
            changed = (numpy.ascontiguousarray(now).view(numpy.uint8).reshape(as_bytes) !=
                       numpy.ascontiguousarray(then).view(numpy.uint8).reshape(as_bytes)).any(-1)
            if changed.any():
                dst[changed] = now[changed]

    def _flush(self):
        lock = self._lock
        for dev, host in self._back:
            held = lock.get(id(dev))
            if held is not None:
                dev._ro = held[1]
            dev[...] = host
            if held is not None:
                if host.flags.writeable:
                    del lock[id(dev)]
                else:
                    dev._ro = True

    def __iter__(self):
        return self

    def __next__(self):
        if self._handed:
            self._take_handed()
        try:
            return next(self._it)
        except StopIteration:
            if self._at_end:
                self._flush()
            raise

    def iternext(self):
        if self._handed:
            self._take_handed()
        more = self._it.iternext()
        if not more and self._at_end:
            self._flush()
        return more

    def __enter__(self):
        self._it.__enter__()
        return self

    def __exit__(self, *exc):
        self._take_handed()
        r = self._it.__exit__(*exc)
        self._flush()
        return r

    def close(self):
        self._take_handed()
        self._it.close()   # (NumPy's close writes its copies into the host arrays first)
        self._flush()

    def __del__(self):
        # (an iterator dropped unclosed with an operand still held: NumPy's own deallocation
        # writes its copy back, warning, and frees the array; then the device array, freed
        # even where NumPy's iterator lives on in a value it yielded)
        lock = getattr(self, "_lock", None)
        if lock:
            try:
                self._take_handed()
                self._it = None
                self._flush()
            except Exception:  # (at interpreter exit: nothing left to write to)
                pass
            for dev, ro in list(lock.values()):
                dev._ro = ro
            lock.clear()

    def __len__(self):
        return len(self._it)

    def __getitem__(self, key):
        self._take_handed()
        return self._it[key]

    def __setitem__(self, key, value):
        self._take_handed()
        self._it[key] = value
        self._flush()  # (NumPy's operands hold the values at once, unless it copied them)

    def __delitem__(self, key):
        del self._it[key]  # (NumPy's TypeError)

    def __copy__(self):
        self._take_handed()
        return _WriteBack(self._it.copy(), self._back, self._at_end, self._ops, self._sub,
                          self._host, self._lock)

    def copy(self):
        return self.__copy__()

    def __getattr__(self, name):
        if name in _WriteBack.__slots__:
            raise AttributeError(name)  # (not set yet: no iterator to ask)
        self._take_handed()
        return getattr(self._it, name)

    def __setattr__(self, name, value):
        # (NumPy's settable iterator state: multi_index, index, iterindex, iterrange)
        if name in _WriteBack.__slots__:
            object.__setattr__(self, name, value)
        else:
            self._take_handed()
            setattr(self._it, name, value)

    def __delattr__(self, name):
        delattr(self._it, name)  # (NumPy's AttributeError)

    def __repr__(self):
        return repr(self._it)
