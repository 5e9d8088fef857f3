"""Searching (NumPy's "Sorting, searching, and counting" page): argmax, argmin, nonzero,
flatnonzero, argwhere, where, searchsorted.

argmax/argmin are the reduction core with (value, index) pairs; nonzero and friends are the
stream compaction of ``advanced.py``; where(c, x, y) is one elementwise kernel.
searchsorted's front end does NumPy's argument handling (side, the dtype a and v are compared
in, sorter) and makes a, v (and sorter) contiguous in that dtype; the primitive is one kernel,
``searchsorted.cu``: a binary search per element of v.  On the host device the primitive is
NumPy's own searchsorted on host views of the same arrays.
"""
from __future__ import annotations

import functools

import numpy

from .device import ON_DEVICE
from .ndarray import (_INT64, _prod, ndarray, asarray_any, _empty, _make, _bytes, HostData,
                      _output_order_strides)
from . import fusion
from . import fperr

from .reduction import argreduce, NoValue, opt as _opt
from . import umath as um
from .._kernels import compiler, launch, render
from . import advanced
from .creation import ascontiguousarray
from .logic import any as any_
from .manipulation import stack
from .ufunc import _Scalar, _code, _normalize_input, broadcast_or_raise, execute
from .scalars import as_scalar
from .._kernels.lru import LRU

_fz = fusion.cfg

_NOARG = object()


def argmax(a, axis=None, out=None, *, keepdims=NoValue):
    """Returns the indices of the maximum values along an axis."""
    return _argmax(a, axis, out, _opt(keepdims, False))


def argmin(a, axis=None, out=None, *, keepdims=NoValue):
    """Returns the indices of the minimum values along an axis."""
    return _argmin(a, axis, out, _opt(keepdims, False))


# (the methods' argmax and argmin: np._NoValue is a value to them, as to NumPy's)
def _argmax(a, axis=None, out=None, keepdims=False):
    if not isinstance(a, ndarray):
        a = asarray_any(a)  # (a list of dates too: its NaT wins)
    if a._dtype.kind in "Mm":
        a = time_order(a)  # (NaT wins, as NumPy's NaN: it becomes the highest int64)
    return argreduce("max", a, axis, out, keepdims)


def _argmin(a, axis=None, out=None, keepdims=False):
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    if a._dtype.kind in "Mm":
        a = a.view(_INT64)  # (NaT wins: it is the lowest int64)
    return argreduce("min", a, axis, out, keepdims)


def nonzero(a):
    """Return the indices of the elements that are non-zero."""
    return advanced.nonzero(a)


def flatnonzero(a):
    """Return indices that are non-zero in the flattened version of a."""
    a = asarray_any(a)
    # (NumPy's nonzero(ravel(a))[0]: a view of the (n, 1) array of the indices)
    return advanced.nonzero(a.reshape(-1) if a._ndim != 1 else a)[0]


def argwhere(a):
    """Find the indices of array elements that are non-zero, grouped by element."""
    a = asarray_any(a)
    if a.ndim == 0:
        return argwhere(a.reshape(1))[:, :0]  # (NumPy's: of the array of one element)
    return stack(nonzero(a)).T  # (NumPy's: the indices' rows, transposed)


#: where()'s result (dtype, shape, strides) per geometry of three plain arrays of plain
#: dtypes: the general path's answer, reused (its conversions, result type, broadcast and
#: output order cost more than the launch)
_where_geometry = LRU(256)


def where(condition, x=_NOARG, y=_NOARG, /):
    """Return elements chosen from x or y depending on condition."""
    if type(condition) is ndarray and type(x) is ndarray and type(y) is ndarray:
        # (the dtypes and their type codes: int64 and longlong are equal dtypes of other
        # codes, which the result's code follows)
        key = (condition._dtype, condition._shape, condition._strides, x._dtype, x._shape,
               x._strides, y._dtype, y._shape, y._strides, condition._dtype.char,
               x._dtype.char, y._dtype.char)
        g = _where_geometry.hit(key)
        if g is not None:
            return _where_run(condition, [x, y], *g)
    else:
        key = None
    if x is _NOARG and y is _NOARG:
        return nonzero(condition)
    if x is _NOARG or y is _NOARG:
        raise ValueError("either both or neither of x and y should be given")
    cond = condition if isinstance(condition, ndarray) else asarray_any(condition)
    ops = [_normalize_input(x), _normalize_input(y)]
    # NumPy's result type (Python scalars are weak, NEP 50)
    probes = [o.value if isinstance(o, _Scalar) and o.weak else
              numpy.empty(0, o.dtype if isinstance(o, _Scalar) else o._dtype) for o in ops]
    dt = numpy.result_type(*probes)
    if dt.names is None:
        # Python scalars as values of the result's dtype, before the shapes are broadcast
        # (NumPy's order); NumPy 2.5 sets them as an array element would (a Python int
        # out of range: OverflowError), earlier NumPys cast them unsafely
        ops = [_Scalar(_where_value(o.value, dt) if o.weak else
                       numpy.asarray(o.value).astype(dt, casting="unsafe")[()], dt, False)
               if isinstance(o, _Scalar) else o for o in ops]
    shape = broadcast_or_raise([cond._shape] + [o._shape if isinstance(o, ndarray) else ()
                                                for o in ops])
    # (NumPy's iterator: the result in the operands' memory order, order='K')
    strides = _output_order_strides(shape, dt.itemsize,
                                    [cond] + [o for o in ops if isinstance(o, ndarray)])
    if key is not None and dt.names is None and dt.kind not in "Mm" \
            and ops[0] is x and ops[1] is y:
        _where_geometry.put(key, (dt, shape, strides))
    return _where_run(cond, ops, dt, shape, strides)


def _where_run(cond, ops, dt, shape, strides):
    """where() of its converted operands into a new array of ``dt``, ``shape`` and
    ``strides`` (fused where a graph takes it)."""
    if _fz.mode and (_prod(shape) >= _fz.min or fusion.graphs and fusion.pending_in([cond] + ops)) \
            and dt.names is None and dt.kind not in "Mm" and cond._dtype.kind == "b":
        r = fusion.defer("_where", "in0 ? in1 : in2", (numpy.dtype(bool), dt, dt, dt), [cond] + [
            _Scalar(numpy.asarray(o.value).astype(dt, casting="unsafe")[()], dt, False)
            if isinstance(o, _Scalar) else o for o in ops], shape, strides, None)
        if r is not None:  # (deferred: fusion.py)
            return r
    out = _empty(shape, dt, strides)
    args = [cond._broadcast_to(shape) if cond._shape != shape else cond]
    if dt.names is not None:
        return _where_records(args[0], ops, out)
    for o in ops:
        if isinstance(o, _Scalar):
            args.append(o)
        else:
            if o._dtype != dt and dt.kind in "Mm":
                o = o.astype(dt)  # (datetime64/timedelta64 of other units: the kernel moves counts)
            args.append(o._broadcast_to(shape) if o._shape != shape else o)
    execute("_where", "in0 ? in1 : in2", (numpy.dtype(bool), dt, dt, dt), args, [out],
            fresh=True)
    return out


@functools.cache
def _where_checks_python_ints():
    """Whether NumPy's where() refuses a Python int out of its result's range (NumPy 2.5's
    change, gh-30803), asked of NumPy itself once."""
    try:
        numpy.where(numpy.empty(0, bool), numpy.empty(0, numpy.uint8), 256)
    except OverflowError:
        return True
    return False


def _where_value(v, dt):
    """A Python scalar operand of where() as a value of the result's dtype ``dt``."""
    if _where_checks_python_ints():
        z = numpy.empty((), dt)
        # (NumPy's element assignment: OverflowError for an int out of range)
        fperr.host_cast(lambda: z.__setitem__((), v))
        return z[()]
    return fperr.host_cast(lambda: numpy.asarray(v).astype(dt, casting="unsafe")[()])


def _where_records(cond, ops, out):
    """where() of structured operands: NumPy converts them to the result's records, the
    device picks whole records as bytes (the condition broadcast along each one's bytes)."""
    dt, shape = out._dtype, out._shape
    vals = []
    for o in ops:
        v = asarray_any(numpy.asarray(o.value, dtype=dt)) if isinstance(o, _Scalar) else (
            o if o._dtype == dt else o.astype(dt))
        vals.append(_bytes(v._broadcast_to(shape) if v._shape != shape else v))
    n = dt.itemsize
    c = _make(cond._mem, cond._offset, shape + (n,), cond._strides + (0,), cond._dtype, None)
    u1 = numpy.dtype(numpy.uint8)
    execute("_where", "in0 ? in1 : in2", (numpy.dtype(bool), u1, u1, u1), [c] + vals, [_bytes(out)])
    return out




def _contiguous(x, dt):
    return ascontiguousarray(x, dtype=dt).reshape(x._size)


def _sorter(sorter, n):
    s = sorter if isinstance(sorter, ndarray) else asarray_any(sorter)
    if s._ndim != 1:
        raise TypeError("could not parse sorter argument")
    if s._dtype.kind not in "iu":
        raise TypeError("sorter must only contain integers")
    if not numpy.can_cast(s._dtype, _INT64, "safe"):
        raise ValueError("could not parse sorter argument")
    if s._size != n:
        raise ValueError("sorter.size must equal a.size")
    s = _contiguous(s, _INT64)
    # A bad position would be read out of bounds on the device: the one host check (a single
    # bool).  NumPy refuses only a bad position its binary search happens to read, so a sorter
    # with one is searched by NumPy itself (its error or its answer), on host copies.
    bad = bool(n and ON_DEVICE and any_(um.logical_or(um.less(s, 0), um.greater_equal(s, n))))
    return s, bad


def time_order(keys):
    """datetime64/timedelta64 ``keys`` as int64 keys of NumPy's order: the counts less one
    (wrapping), so that NaT, the lowest int64, becomes the highest and sorts last."""
    return um.subtract(keys.view(_INT64), 1)


def searchsorted(a, v, side="left", sorter=None):
    """Find indices where elements should be inserted to maintain order."""
    if isinstance(side, bytes):
        side = side.decode("latin-1")
    if not isinstance(side, str):
        raise TypeError("search side must be str, not %s" % type(side).__name__)
    if side not in ("left", "right"):
        if side[:1] in ("l", "L", "r", "R"):  # (NumPy's parser: a near miss)
            raise ValueError("search side must be one of 'left' or 'right'")
        raise ValueError("search side must be 'left' or 'right' (got %r)" % side)
    a = a if isinstance(a, ndarray) else asarray_any(a)
    if a._ndim != 1:
        raise ValueError("object too deep for desired array" if a._ndim > 1 else
                         "object of too small depth for desired array")
    if type(v) is int and a._dtype.kind in "biu" and not -2**63 <= v < 2**64:
        # a Python int beyond every integer dtype: NumPy compares it as a Python object, past
        # (or before) every element
        n = 0 if v < 0 else a._size
        if sorter is not None:
            s, bad = _sorter(sorter, a._size)
            if not ON_DEVICE or bad:  # (NumPy's reads of the sorter, searching past or before all)
                numpy.searchsorted(numpy.zeros(a._size, numpy.int8), 1 if v > 0 else -1,
                                   sorter=s.get())
        return as_scalar(asarray_any(numpy.asarray(n, _INT64)))
    is_array = isinstance(v, (ndarray, numpy.ndarray))
    v = v if isinstance(v, ndarray) else asarray_any(v)
    # NumPy compares in the promotion of v's dtype (Python scalars at their default dtype)
    # with a's; where there is none (dates and numbers), it compares Python objects: NumPy's
    # function on the host (dispatch.host_dtype_guard takes HostData so).
    try:
        dt = numpy.promote_types(v._dtype, a._dtype)
    except TypeError:
        raise HostData("searchsorted of %s in %s data" % (v._dtype, a._dtype)) from None
    # (arrays are cast safely to it, a first; scalars as they are: a duration searched for in
    # dates)
    for x in (a, v) if is_array else (a,):
        if not numpy.can_cast(x._dtype, dt, "safe"):
            raise TypeError("Cannot cast array data from %r to %r according to the rule 'safe'"
                            % (x._dtype, dt))
    n, m = a._size, v._size
    bad = False
    if sorter is not None:
        sorter, bad = _sorter(sorter, n)
    if m == 0:
        return _empty(v._shape, _INT64)
    ac = _contiguous(a, dt)
    vc = _contiguous(v, dt)
    if dt.kind in "Mm":  # (NaT last: NumPy's order of the counts as int64 keys)
        ac, vc = time_order(ac), time_order(vc)
    if ON_DEVICE and not bad:
        out = _device_search(ac, vc, side, sorter)
    else:
        out = asarray_any(numpy.searchsorted(
            ac.get(), vc.get(), side, None if sorter is None else sorter.get()).astype(_INT64, copy=False))
    out = out.reshape(v._shape)
    out._base = None  # (a view of the indices made here alone: NumPy's result owns its data)
    if not v._shape:
        return as_scalar(out)  # NumPy: a scalar for a scalar value
    return out


def _device_search(a, v, side, sorter):
    code = _code(a._dtype)
    kern = compiler.kernel(render.searchsorted, code, side, sorter is not None)
    m = v._size
    out = _empty((m,), _INT64)
    args = [a._mem.ptr + a._offset, v._mem.ptr + v._offset]
    if sorter is not None:
        args.append(sorter._mem.ptr + sorter._offset)
    args += [out._mem.ptr, numpy.int64(a._size), numpy.int64(m)]
    launch.launch(kern, launch.grid_for(m, launch.BLOCK, 1 << 16), args, fresh=True)
    return out
