"""Indexing routines (NumPy's "Indexing routines" page): take/put and friends, choose, select,
compress/extract/place/putmask, diagonal views, and the index generators (ix_, unravel_index,
ravel_multi_index, diag/tril/triu/mask indices).

Every routine is NumPy's argument handling on the host (shapes, axes, modes, dtype rules) around a
few device primitives: advanced indexing (``a[idx]`` is one gather, ``a[idx] = v`` one scatter),
strided views, ufuncs and the reduction core.  Array data stays on the device; the only values
read back are single booleans for NumPy's bounds errors (choose, unravel_index,
ravel_multi_index), which have to be raised before a result exists.
"""
from __future__ import annotations

import operator

import numpy
from numpy.lib.array_utils import normalize_axis_index

from .ndarray import (_INTP, ndarray, asarray_any, axis_index, first_out_of_bounds, _empty,
                      _prod, _shape_arg, to_host, _make, _c_strides, order_name)
from .ufunc import broadcast_or_raise, copy_into, _output_order_strides
from .scalars import result as _scalar_result, SCALAR_TYPES as _SCALARS
from .creation import (arange, ones, full, tri, _diagonal_view, _any_true as _any, _TRI_INDEX,
                       tri_deprecated)
from . import fperr
from . import umath as um
from . import searching
from .dispatch import fallback_call
from .manipulation import broadcast_arrays, resize, stack, write_into
from .advanced import getitem as _advanced_getitem

__all__ = [
    "take", "put", "take_along_axis", "put_along_axis", "choose", "compress", "extract", "place",
    "putmask", "select", "diagonal", "fill_diagonal", "ix_", "unravel_index",
    "ravel_multi_index", "diag_indices", "diag_indices_from", "tril_indices", "triu_indices",
    "tril_indices_from", "triu_indices_from", "mask_indices",
]



# ================================================================ helpers
_CLIPMODES = ("clip", "wrap", "raise")  # (NumPy's numbering: 0, 1, 2)


def _clipmode(mode, strict=True):
    """NumPy's reading of a ``mode=`` argument: a name (str or bytes), None (the default,
    'raise') or an integer 0, 1 or 2; another integer is an error where ``strict`` and 'raise'
    otherwise (take and put let it through)."""
    if mode is None:
        return "raise"
    if isinstance(mode, bytes):
        mode = mode.decode("latin-1")
    if mode in _CLIPMODES:
        return mode
    if not isinstance(mode, (str, bool, numpy.bool_)):
        try:
            n = operator.index(mode)
        except TypeError:
            n = None
        if n is not None:
            if 0 <= n < len(_CLIPMODES):
                return _CLIPMODES[n]
            if not strict:
                return "raise"
            raise ValueError("integer clipmode must be RAISE, WRAP, or CLIP from "
                             "'numpy._core.multiarray'")
    if isinstance(mode, str):
        if mode[:1] in ("c", "C", "r", "R", "w", "W"):  # (NumPy's parser: a near miss)
            raise ValueError("Use one of 'clip', 'raise', or 'wrap' for clip mode")
        raise ValueError("clipmode must be one of 'clip', 'raise', or 'wrap' (got %r)" % (mode,))
    raise TypeError("clipmode not understood")


def _intp_index(indices, rule="same_kind"):
    """NumPy's conversion of an index argument to intp.

    Arrays are cast by ``rule`` (NumPy raises TypeError otherwise, naming a 0-d array a
    scalar); Python sequences and scalars, NumPy's and the device's, are host values and
    converted as NumPy converts them (1.5 -> 1, 1j -> TypeError).
    """
    if isinstance(indices, (ndarray, numpy.ndarray)) and not isinstance(indices, _SCALARS):
        dt = indices.dtype
        if not numpy.can_cast(dt, _INTP, rule):
            raise TypeError("Cannot cast %s from %r to %r according to the rule %r"
                            % ("array data" if indices.ndim else "scalar", dt, _INTP, rule))
        return asarray_any(indices).astype(_INTP, copy=False)
    return asarray_any(numpy.array(to_host(indices), dtype=_INTP))


def _apply_mode(idx, n, mode):
    """Indices ``idx`` (intp) for an axis of length ``n`` after mode 'wrap' or 'clip'."""
    if idx._size == 0:
        return idx
    if n == 0:
        raise IndexError("cannot do a non-empty take from an empty axes.")
    if mode == "raise":
        return idx
    if mode == "wrap":
        return um.remainder(idx, n)
    return um.minimum(um.maximum(idx, 0), n - 1)


def _values_as(values, dtype, rule):
    """``values`` as an array of ``dtype``: arrays cast by ``rule``, Python values as NumPy does."""
    if isinstance(values, numpy.ndarray) or (isinstance(values, ndarray)
                                             and type(values) not in _SCALARS):
        if rule != "unsafe" and not numpy.can_cast(values.dtype, dtype, rule):
            raise TypeError("Cannot cast %s from %r to %r according to the rule %r"
                            % ("scalar" if values.ndim == 0 else "array data",  # (NumPy's words)
                               values.dtype, dtype, rule))
        return asarray_any(values).astype(dtype, copy=False)  # (its ComplexWarning: astype's)
    h = to_host(values)  # (a cast's warning from the user's line: fperr.host_cast)
    return asarray_any(fperr.host_cast(lambda: numpy.array(h, dtype=dtype)))


def _host_target(func, target, *args, **kwargs):
    """A NumPy array written in place (reached through __array_function__ because another
    argument is a gpnumpy array): NumPy does it on the host."""
    return fallback_call(func, (target,) + args, kwargs)


def _check_out_writeable(a, message="assignment destination is read-only"):
    """``a`` may be written, else ValueError(``message``: each function's NumPy words)."""
    if not a._writeable():
        raise ValueError(message)


def _gather(a, idx, axis):
    """``a`` indexed along ``axis`` by the intp array ``idx`` (one gather): NumPy's take shape."""
    key = (slice(None),) * axis + (idx.reshape(1) if idx._ndim == 0 else idx,)
    if a._dtype.names is None:
        r = _advanced_getitem(a, key, c_order=True)  # (C order: NumPy's take)
    else:
        r = a[key]  # (records are gathered as bytes: ndarray.__getitem__)
        r = r if r._flags_c() else r.copy()
    if idx._ndim:
        return r
    shape = a._shape[:axis] + a._shape[axis + 1:]  # (the new C-ordered array, reshaped: its own data)
    return _make(r._mem, r._offset, shape, _c_strides(shape, r._dtype.itemsize), r._dtype, None)


def _out_arg(out):
    """NumPy's converter of take/choose's ``out=``: None or an array, checked with the other
    arguments, before any work."""
    if out is not None and (not isinstance(out, ndarray) or isinstance(out, numpy.generic)):
        raise TypeError("output must be an array")  # (a scalar, a device one too, is none)


def _write_out(out, res, what):
    """NumPy's ``out=`` for take/choose-like functions: the exact shape, an unsafe cast."""
    if out._shape != res._shape:
        if what == "take":
            raise ValueError("output array does not match result of ndarray.take")
        raise TypeError("choose: invalid shape for output array.")
    _check_out_writeable(out, "WRITEBACKIFCOPY base is read-only" if what == "take"
                         else "output array is read-only")
    if what != "take":  # (take's: NumPy's own check of its out=)
        fperr.discard_imaginary(res._dtype, out._dtype)
    copy_into(out, res)
    return out


# ================================================================ take / put
def take_out_check(dtype, out):
    """NumPy's own check of take's ``out`` dtype for a source of ``dtype`` (2.4 asks for a
    safe cast back, 2.5 casts): its error, and its warnings as NumPy's take gives them, from
    NumPy's line (its casts' ComplexWarning, 2.5's deprecation of a change of kind), after the
    device's reports; a 0-d out is a scalar in its words."""
    fperr.flush()
    zero = out._ndim == 0  # (zeros: no garbage to cast)
    numpy.take(numpy.zeros(1, dtype), 0 if zero else [0],
               out=numpy.zeros(() if zero else 1, out._dtype))


def take(a, indices, axis=None, out=None, mode="raise"):
    """Take elements from an array along an axis."""
    a = asarray_any(a)
    if axis is not None:
        axis = axis_index(axis)  # (NumPy's order of the arguments' converters: axis, out, mode)
    _out_arg(out)
    mode = _clipmode(mode, strict=False)
    if axis is None:
        a = a.ravel()
        axis = 0
    else:
        if a._ndim == 0:
            a = a.reshape(1)
        axis = normalize_axis_index(axis, a._ndim)
    idx = _intp_index(indices)
    if out is not None and isinstance(out, ndarray):
        take_out_check(a._dtype, out)
    idx = _apply_mode(idx, a._shape[axis], mode)
    res = _gather(a, idx, axis)
    if out is not None:
        return _write_out(out, res, "take")
    return _scalar_result(res)  # (a 0-d result is NumPy's scalar)


def put(a, ind, v, mode="raise"):
    """Replaces specified elements of an array with given values (flat, C-order indices)."""
    if isinstance(a, numpy.ndarray):
        return _host_target(numpy.put, a, ind, v, mode=mode)
    if isinstance(a, _SCALARS):
        return a.put(ind, v, mode=mode)  # (NumPy's put calls the method: a temporary's)
    if not isinstance(a, ndarray):
        raise TypeError("argument 1 must be numpy.ndarray, not %s" % (type(a),))
    mode = _clipmode(mode, strict=False)
    _check_out_writeable(a, "put: output array is read-only")  # (NumPy's first check)
    if a._size == 0 and (ind._size if isinstance(ind, ndarray) else numpy.size(ind)):
        # (NumPy's next: before it looks at the indices' type or at the values)
        raise IndexError("cannot replace elements of an empty array")
    idx = _intp_index(ind, "safe").ravel()
    vals = _values_as(v, a._dtype, "unsafe").ravel()
    if vals._size == 0 or idx._size == 0:
        return None
    idx = _apply_mode(idx, a._size, mode)
    if vals._size != idx._size:
        vals = resize(vals, idx._size)
    try:
        _flat_assign(a, idx, vals)
    except IndexError:
        # NumPy writes a C-contiguous array index by index: those before the first bad one
        # are written (another layout it writes through a copy, then discards)
        bad = first_out_of_bounds(idx, a._size)
        if bad and bad[0] and a._flags_c():
            _flat_assign(a, idx[:bad[0]], vals[:bad[0]])
        raise
    return None


def _flat_assign(a, idx, vals):
    """a.flat[idx] = vals (one scatter; through a C-order copy when ``a`` is not C-contiguous)."""
    if a._flags_c():
        a.reshape(-1)[idx] = vals
        return
    flat = a.ravel()          # a copy in C order
    flat[idx] = vals
    copy_into(a, flat.reshape(a._shape))


# ================================================================ along an axis
def _along_axis_index(arr_shape, indices, axis):
    if indices._dtype.kind not in "iu":
        raise IndexError("`indices` must be an integer array")
    if len(arr_shape) != indices._ndim:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    nd = indices._ndim
    key = []
    for d, n in enumerate(arr_shape):
        if d == axis:
            key.append(indices)
        else:
            key.append(arange(n).reshape((1,) * d + (n,) + (1,) * (nd - d - 1)))
    return tuple(key)


def _along_axis_args(arr, indices, axis):
    # (NumPy reads ndim, flat and dtype off the arguments as given: a list has none of them,
    # and its AttributeError is NumPy's answer; the axis goes to NumPy's own normalizer)
    if axis is None:
        if indices.ndim != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
        arr.flat  # noqa: B018
    else:
        axis = normalize_axis_index(axis, arr.ndim)
    indices.dtype  # noqa: B018
    arr = asarray_any(arr)
    indices = asarray_any(indices)
    if axis is None:
        return arr.ravel(), indices, 0, True
    return arr, indices, axis, False


def take_along_axis(arr, indices, axis=-1):
    """Take values from the input array by matching 1d index and data slices."""
    arr, indices, axis, _ = _along_axis_args(arr, indices, axis)
    return arr[_along_axis_index(arr._shape, indices, axis)]


def put_along_axis(arr, indices, values, axis):
    """Put values into the destination array by matching 1d index and data slices."""
    if isinstance(arr, numpy.ndarray):
        return _host_target(numpy.put_along_axis, arr, indices, values, axis)
    contiguous = isinstance(arr, ndarray) and arr._flags_c()
    arr, indices, axis, flat = _along_axis_args(arr, indices, axis)
    if flat:
        # NumPy writes into ``numpy.array(arr.flat)``: the array itself when it is C-contiguous,
        # else a copy (read-only in NumPy 2.4).  Follow the installed NumPy.
        through, ro = _flat_array_semantics()
        if not (contiguous and through):
            arr = arr.copy()
            arr._ro = ro
    arr[_along_axis_index(arr._shape, indices, axis)] = values


_FLAT_SEMANTICS = []


def _flat_array_semantics():
    """(numpy.array(a.flat) is a view of a C-contiguous a, the copy it makes otherwise is read-only)."""
    if not _FLAT_SEMANTICS:
        c = numpy.zeros(4)
        f = numpy.zeros((2, 2)).T
        _FLAT_SEMANTICS.extend((bool(numpy.shares_memory(numpy.array(c.flat), c)),
                                not numpy.array(f.flat).flags.writeable))
    return _FLAT_SEMANTICS


# ================================================================ choose / select
def _weak_dtype_key(x):
    if type(x) in (int, float, complex, bool):
        return x if type(x) is not bool else numpy.dtype(bool)
    return x.dtype


_MAXARGS = 64  # (NumPy 2's NPY_MAXARGS: the operands of one multi-iterator)


def choose(a, choices, out=None, mode="raise"):
    """Construct an array from an index array and a list of arrays to choose from."""
    _out_arg(out)
    mode = _clipmode(mode)
    if isinstance(choices, ndarray):
        # (NumPy's sequence of choices: a 0-d array or scalar is its TypeError, not iterable)
        choices = [choices[i] for i in range(choices._shape[0])] if choices._ndim \
            else list(choices)
    else:
        choices = list(choices)
    if not choices:
        raise ValueError("0-length sequence.")
    keys = []
    arrs = []
    arrays = []
    for c in choices:
        if type(c) in (int, float, complex, bool):
            keys.append(c if type(c) is not bool else numpy.dtype(bool))
            arrs.append(c)
        else:
            if isinstance(c, (ndarray, numpy.ndarray)):
                arrays.append(len(arrs))
            c = asarray_any(c)
            keys.append(c._dtype)
            arrs.append(c)
    dt = numpy.result_type(*keys)
    for i in arrays:  # (arrays go to the common dtype by safe casts: durations not to dates)
        if not numpy.can_cast(arrs[i]._dtype, dt, "safe"):
            raise TypeError("Cannot cast array data from %r to %r according to the rule 'safe'"
                            % (arrs[i]._dtype, dt))
    # (NumPy's order: the choices to their common dtype, then the index array to intp)
    # (NumPy makes an array of ``a`` and casts it safely: a scalar too, a device scalar as
    # NumPy's, unlike take's and put's indices, which convert scalars as Python values)
    idx = a if isinstance(a, (ndarray, numpy.ndarray)) and not isinstance(a, _SCALARS) \
        else numpy.asarray(to_host(a))
    idx = _intp_index(idx, "safe")
    if len(arrs) + 1 > _MAXARGS:
        # (NumPy iterates the choices and the index array together, at most NPY_MAXARGS
        # operands: 63 choices; its refusal comes before the shapes or entries are checked)
        raise ValueError("Need at least 0 and at most %d array objects." % _MAXARGS)
    arrs = [c.astype(dt, copy=False) if isinstance(c, ndarray)
            else asarray_any(numpy.asarray(c).astype(dt)) for c in arrs]
    bc = broadcast_arrays(*arrs, idx)  # (NumPy's order: its message numbers the choices first)
    idx, arrs = bc[-1], bc[:-1]
    n = len(arrs)
    if mode == "raise":
        if idx._size and _any(um.logical_or(um.less(idx, 0), um.greater_equal(idx, n))):
            raise ValueError("invalid entry in choice array")
    else:
        idx = _apply_mode(idx, n, mode)
    shape = idx._shape
    size = idx._size
    if out is not None and out._shape != shape:
        raise TypeError("choose: invalid shape for output array.")
    if size == 0:
        res = _empty(shape, dt)
    else:
        # one gather: element i comes from flat position idx[i] * size + i of the stacked choices
        stacked = stack(arrs).reshape(-1)
        pos = um.add(um.multiply(idx, size), arange(size).reshape(shape))
        res = stacked[pos]  # (of the result's shape: an array of its own, as NumPy's)
    if out is not None:
        return _write_out(out, res, "choose")
    return _scalar_result(res)  # (a 0-d result is NumPy's scalar)


def select(condlist, choicelist, default=0):
    """Return an array drawn from elements in choicelist, depending on conditions."""
    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    if len(condlist) == 0:
        raise ValueError("select with an empty condition list is not possible")
    weak = (int, float, complex)
    choices = [c if type(c) in weak else asarray_any(c) for c in choicelist]
    choices.append(default if type(default) in weak else asarray_any(default))
    try:
        dt = numpy.result_type(*(c if type(c) in weak else c._dtype for c in choices))
    except TypeError as e:
        raise TypeError("Choicelist and default value do not have a common dtype: %s" % e) from None
    conds = broadcast_arrays(*[asarray_any(c) for c in condlist])
    arrs = broadcast_arrays(*[c if isinstance(c, ndarray) else asarray_any(numpy.asarray(c))
                              for c in choices])
    for i, c in enumerate(conds):
        if c._dtype != numpy.bool_:
            raise TypeError("invalid entry %d in condlist: should be boolean ndarray" % i)
    if arrs[0]._ndim == 0:
        shape = conds[0]._shape
    else:
        shape = numpy.broadcast_shapes(conds[0]._shape, arrs[0]._shape)
    dflt = choices[-1]
    # NumPy fills with the default as an array of its own dtype, cast unsafely (a Python -1
    # into uint16 wraps: no NEP 50 range check here; a Python float past float32's range
    # warns of the cast's overflow, where the result has an element to fill)
    if type(dflt) in weak:
        if _prod(shape):
            fill = fperr.call_at_user_line(numpy.asarray(dflt).astype, (dt,), {})
        else:
            with numpy.errstate(all="ignore"):
                fill = numpy.asarray(dflt).astype(dt)
    else:
        fill = dflt.astype(dt, copy=False)
    result = full(shape, fill, dt)
    for choice, cond in zip(arrs[-2::-1], conds[::-1]):
        write_into(result, choice, where=cond)
    return result


# ================================================================ masks
def _flat_nonzero(x):
    """Flat positions of the nonzero elements of ``x`` (C order), as intp."""
    return searching.flatnonzero(x)


def compress(condition, a, axis=None, out=None):
    """Return selected slices of an array along given axis."""
    cond = asarray_any(condition)
    if cond._ndim != 1:
        raise ValueError("condition must be a 1-d array")
    return take(a, _flat_nonzero(cond), axis=axis, out=out, mode="raise")


def extract(condition, arr):
    """Return the elements of an array that satisfy some condition."""
    return take(asarray_any(arr).ravel(), _flat_nonzero(asarray_any(condition).ravel()))


def place(arr, mask, vals):
    """Change elements of an array based on conditional and input values."""
    if isinstance(arr, numpy.ndarray):
        return _host_target(numpy.place, arr, mask, vals)
    if not isinstance(arr, ndarray) or isinstance(arr, _SCALARS):
        # (a device scalar or NumPy's: NumPy names its scalar types by their module)
        raise TypeError("place() argument 1 must be numpy.ndarray, not %s" % (
            ("numpy." if isinstance(arr, numpy.generic) else "") + type(arr).__name__,))
    mask = asarray_any(mask)
    vals = _values_as(vals, arr._dtype, "safe").ravel()
    if mask._size != arr._size:
        raise ValueError("place: mask and data must be the same size")
    _check_out_writeable(arr, "WRITEBACKIFCOPY base is read-only")
    pos = _flat_nonzero(mask)
    if pos._size == 0:
        return None
    if vals._size == 0:
        raise ValueError("Cannot insert from an empty array!")
    if vals._size != pos._size:
        vals = resize(vals, pos._size)
    _flat_assign(arr, pos, vals)
    return None


def putmask(a, /, mask, values):
    """Changes elements of an array based on conditional and input values."""
    if isinstance(a, numpy.ndarray):
        return _host_target(numpy.putmask, a, mask, values)
    if not isinstance(a, ndarray) or isinstance(a, _SCALARS):  # (a device scalar: no array)
        # (NumPy's C sets "argument a of putmask must be ...", then PyArray_PutMask replaces it)
        raise TypeError("putmask: first argument must be an array")
    mask = asarray_any(mask)
    if mask._size != a._size:
        raise ValueError("putmask: mask and data must be the same size")
    vals = _values_as(values, a._dtype, "safe")
    _check_out_writeable(a, "putmask: output array is read-only")
    if vals._size == 0 or a._size == 0:
        return None
    if mask._dtype != numpy.bool_:
        mask = mask.astype(bool)
    elif mask._mem is a._mem:
        mask = mask.copy()  # (a mask in the memory it masks is read as it was, as NumPy's)
    mask = mask.reshape(a._shape) if mask._shape != a._shape else mask
    if vals._shape != a._shape:
        # values are repeated over a.flat: element n takes values.flat[n % values.size]
        vals = resize(vals.ravel(), a._size).reshape(a._shape)
    copy_into(a, vals, where=mask)
    return None


# ================================================================ diagonals
def diagonal(a, offset=0, axis1=0, axis2=1):
    """Return specified diagonals (a read-only view, as NumPy's)."""
    a = asarray_any(a)
    # (NumPy's method reads its three C ints before it looks at the array)
    offset, axis1, axis2 = operator.index(offset), operator.index(axis1), operator.index(axis2)
    nd = a._ndim
    if nd < 2:
        raise ValueError("diag requires an array of at least two dimensions")
    ax1 = normalize_axis_index(axis1, nd, "axis1")
    ax2 = normalize_axis_index(axis2, nd, "axis2")
    if ax1 == ax2:
        raise ValueError("axis1 and axis2 cannot be the same")
    rest = [d for d in range(nd) if d != ax1 and d != ax2]
    d = _diagonal_view(a.transpose(rest + [ax1, ax2]), offset)
    d._ro = True
    return d


def fill_diagonal(a, val, wrap=False):
    """Fill the main diagonal of the given array of any dimensionality (in place)."""
    if a.ndim < 2:
        raise ValueError("array must be at least 2-d")
    if a.ndim > 2 and len(set(a.shape)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    if isinstance(a, numpy.ndarray):
        return _host_target(numpy.fill_diagonal, a, val, wrap=wrap)
    if not isinstance(a, ndarray):
        raise TypeError("fill_diagonal needs an array it can write into")
    _check_out_writeable(a, "underlying array is read-only")
    n, m = a._shape[0], a._shape[-1]
    if a._ndim > 2:
        views = [a._view((n,), (sum(a._strides),), a._offset)]
    elif not wrap or n <= m or m == 0:  # (no columns: nothing to wrap onto)
        views = [_diagonal_view(a, 0)]
    else:
        # a.flat[::m+1] of a tall matrix: runs of m diagonal elements, each run starting one
        # row below where the previous one ended
        total = len(range(0, n * m, m + 1))
        full_runs, rest = divmod(total, m)
        s0, s1 = a._strides
        views = [a._view((full_runs, m), ((m + 1) * s0, s0 + s1), a._offset)]
        if rest:
            views.append(a._view((rest,), (s0 + s1,), a._offset + full_runs * (m + 1) * s0))
    length = sum(v._size for v in views)
    if isinstance(val, (ndarray, numpy.ndarray, list, tuple)) or (
            isinstance(val, numpy.generic) and val.dtype.kind in "biufc"):
        # (NumPy's a.flat[::step] = val: a NumPy scalar is cast as an array, NaN into an
        # integer stores with the cast's warning)
        src = _values_as(val, a._dtype, "unsafe").ravel()
        if src._size == 0 or length == 0:
            return None
        if src._size != length:
            src = resize(src, length)
        start = 0
        for v in views:
            copy_into(v, src[start:start + v._size].reshape(v._shape))
            start += v._size
    else:
        for v in views:
            v[...] = val
    return None


# ================================================================ index generators
def ix_(*args):
    """Construct an open mesh from multiple sequences (for cross-product indexing)."""
    out = []
    nd = len(args)
    for k, new in enumerate(args):
        if not isinstance(new, (ndarray, numpy.ndarray)):
            h = numpy.asarray(new)
            new = asarray_any(h.astype(_INTP) if h.size == 0 else h)
        else:
            new = asarray_any(new)
        if new._ndim != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if new._dtype == numpy.bool_:
            new = _flat_nonzero(new)
        out.append(new.reshape((1,) * k + (new._size,) + (1,) * (nd - k - 1)))
    return tuple(out)


def _order_ci(order):
    o = order_name(order, none="C")
    if o not in ("C", "F"):
        raise ValueError("only 'C' or 'F' order is permitted")
    return o


def _index_dims(dims):
    """(Un)ravel's shape argument: a tuple of ints, each one an intp."""
    dims = _shape_arg(dims)
    info = numpy.iinfo(_INTP)
    if any(not info.min <= d <= info.max for d in dims):
        raise ValueError("Maximum allowed dimension exceeded")
    return dims


def _checked_size(dims):
    """The number of elements of ``dims``, multiplied out as NumPy does: an intermediate
    product past intp is an error (a later 0 does not save it)."""
    size, top = 1, numpy.iinfo(_INTP).max
    for d in dims:
        size *= d
        if abs(size) > top:
            break
    else:
        if size != -1:  # (NumPy's product of negative dims: -1 reads as its overflow mark)
            return size
    raise ValueError("dimensions are too large; arrays and shapes with a total size "
                     "greater than 'intp' are not supported.")


def _int_coords(x):
    """Index values for (un)ravel: integer arrays only (NumPy's TypeError otherwise)."""
    if isinstance(x, (ndarray, numpy.ndarray)):
        dt = x.dtype
    else:
        h = numpy.asarray(to_host(x))
        if h.size == 0 and h.dtype.kind == "f" and not isinstance(x, (int, float)):
            raise TypeError("indices must be integral: the provided empty sequence was inferred "
                            "as float. Wrap it with 'np.array(indices, dtype=np.intp)'")
        dt, x = h.dtype, h
    if dt.kind not in "biu":
        raise TypeError("only int indices permitted")
    x = asarray_any(x).astype(_INTP, copy=False)
    return x if x._dtype.char == _INTP.char else x.view(_INTP)  # (longlong: intp's results)


def _dim_strides(dims, order):
    strides = [0] * len(dims)
    acc = 1
    for d in (reversed(range(len(dims))) if order == "C" else range(len(dims))):
        strides[d] = acc
        acc *= dims[d]
    return strides


def unravel_index(indices, shape, order="C"):
    """Converts a flat index or array of flat indices into a tuple of coordinate arrays."""
    dims = _index_dims(shape)
    order = order_name(order, none="C")
    size = _checked_size(dims)
    idx = _int_coords(indices)
    order = _order_ci(order)  # (NumPy: after the indices' type, before their values)
    if idx._size:
        bad = um.logical_or(um.less(idx, 0), um.greater_equal(idx, max(size, 0)))
        if size <= 0 or _any(bad):
            flat = idx.reshape(-1)
            first = flat[searching.argmax(bad.reshape(-1))] if size > 0 else flat[0]
            raise ValueError("index %d is out of bounds for array with size %d"
                             % (int(first), size))
    if not dims and idx._ndim:
        # (NumPy: no index means "the only element, n times" of a 0-d array; checked after
        # the values, even for no values)
        raise ValueError("multiple indices are not supported for 0d arrays")
    out = [None] * len(dims)
    if idx._ndim and dims:
        # (NumPy's coordinates are views of one array of idx's shape + (ndim,), laid out in
        # idx's memory order with the coordinates innermost: each one strided by ndim)
        item = _INTP.itemsize
        strides = _output_order_strides(idx._shape, item * len(dims), [idx]) + (item,)
        buf = _empty(idx._shape + (len(dims),), _INTP, strides=strides)
        # (strides as given even for no indices: NumPy's new empty arrays have 0s, these not)
        views = [buf._view(idx._shape, strides[:-1], buf._offset + d * item)
                 for d in range(len(dims))]
    rest = idx
    axes = reversed(range(len(dims))) if order == "C" else range(len(dims))
    for d in axes:
        n = dims[d]
        if idx._ndim and dims:
            out[d] = um.remainder(rest, n, out=views[d])
        else:
            out[d] = um.remainder(rest, n)
        rest = um.floor_divide(rest, n)
    return tuple(out)


def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    """Converts a tuple of index arrays into an array of flat indices."""
    dims = _index_dims(dims)
    order = order_name(order, none="C")
    nd = len(dims)
    if nd + 1 > _MAXARGS:  # (NumPy iterates the coordinates with the result: 63 axes at most)
        raise ValueError("too many dimensions passed to ravel_multi_index")
    if isinstance(mode, (list, tuple)):
        if len(mode) != nd:
            raise ValueError("list of clipmodes has wrong length (%d instead of %d)" % (len(mode), nd))
        modes = [_clipmode(m) for m in mode]
    else:
        modes = [_clipmode(mode)] * nd
    order = _order_ci(order)  # (NumPy: after the clip modes)
    info = numpy.iinfo(_INTP)
    size = 1
    for d in (reversed(dims) if order == "C" else dims):
        size *= d  # (NumPy's strides, multiplied out in order: one past intp is refused)
        if not info.min <= size <= info.max:
            raise ValueError("invalid dims: array size defined by dims is larger than the "
                             "maximum possible size.")
    coords = list(multi_index)
    if len(coords) != nd:
        raise ValueError("parameter multi_index must be a sequence of length %d" % nd)
    coords = [_int_coords(c) for c in coords]
    if not coords:
        return _scalar_result(asarray_any(numpy.asarray(0, dtype=_INTP)))
    broadcast_or_raise([c._shape for c in coords])
    coords = broadcast_arrays(*coords)
    if 0 in dims and coords[0]._size:  # (NumPy: nothing to ravel, no error)
        raise ValueError("cannot unravel if shape has zero entries (is empty).")
    if any(d < 0 for d in dims) and coords[0]._size:
        # (a negative length: NumPy's C arithmetic of wrap and clip, on the host; 'raise'
        # refuses every coordinate)
        return _scalar_result(asarray_any(numpy.ravel_multi_index(
            tuple(c.get() for c in coords), dims, mode=modes, order=order)))
    strides = _dim_strides(dims, order)
    res = None
    for c, n, s, m in zip(coords, dims, strides, modes):
        if m == "raise":
            if c._size and _any(um.logical_or(um.less(c, 0), um.greater_equal(c, n))):
                raise ValueError("invalid entry in coordinates array")
        else:
            c = _apply_mode(c, n, m)
        term = um.multiply(c, s) if s != 1 else c
        res = term if res is None else um.add(res, term)
    if res is coords[0] or res._base is not None:
        res = res.copy()
    return _scalar_result(res)  # (a 0-d result is NumPy's scalar)


def diag_indices(n, ndim=2):
    """Return the indices to access the main diagonal of an array (the same array ndim times)."""
    idx = arange(n)
    return (idx,) * ndim


def diag_indices_from(arr):
    """Return the indices to access the main diagonal of an n-dimensional array."""
    if not arr.ndim >= 2:
        raise ValueError("input array must be at least 2-d")
    if len(set(arr.shape)) != 1:
        raise ValueError("All dimensions of input must be of equal length")
    return diag_indices(arr.shape[0], arr.ndim)


def _mask_positions(mask):
    """(rows, cols) of the True elements of a 2-d device mask, in C order: each its own
    contiguous array (NumPy's tril/triu_indices are masked gathers, not nonzero's views)."""
    return tuple(r.copy() for r in searching.nonzero(mask))


def tril_indices(n, k=0, m=None):
    """Return the indices for the lower-triangle of an (n, m) array."""
    return _mask_positions(tri(n, m, k=k, dtype=bool))


def triu_indices(n, k=0, m=None):
    """Return the indices for the upper-triangle of an (n, m) array."""
    if _TRI_INDEX:
        try:
            k = operator.index(k)
        except TypeError:
            if not isinstance(k, type(k - 1)):   # (else tri warns)
                tri_deprecated(type(k))
    return _mask_positions(um.logical_not(tri(n, m, k=k - 1, dtype=bool)))


def tril_indices_from(arr, k=0):
    """Return the indices for the lower-triangle of arr."""
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return tril_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def triu_indices_from(arr, k=0):
    """Return the indices for the upper-triangle of arr."""
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return triu_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def mask_indices(n, mask_func, k=0):
    """Return the indices to access (n, n) arrays, given a masking function."""
    a = mask_func(ones((n, n), int), k)
    return tuple(searching.nonzero(um.not_equal(a, 0)))   # (nonzero's views, as NumPy's)
