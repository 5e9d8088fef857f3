"""Advanced indexing on the device: integer-array and boolean-mask get and set,
``ufunc.at``, and the stream compaction under ``x[mask]`` and ``nonzero``.

A key is first taken apart as NumPy does (``_plan``): slices, ``None`` and integers
make a view; integer arrays (boolean ones become their ``nonzero``) broadcast
together to a block of result axes placed where NumPy places it.  One kernel
template (``index.cu``) then gathers, checks bounds, scatters or applies a ufunc
atomically over the result's elements.  On the host device the same plan runs
with NumPy doing the element moves (``_host_offsets``), so CI exercises it.
"""
from __future__ import annotations

import builtins
import functools

import numpy

from . import device
from .device import ON_DEVICE
from . import fperr
from .ndarray import (ndarray, host_scalar, asarray_any, _empty, _fresh, _prod, _c_strides, _slice_axis,
                      _basic_index, _scalar_for, to_host, _make, int_index, INDEX_ERROR,
                      has_array_method, call_array_method, broadcast_shapes)
from .elementwise import copy_into, _Scalar, _perm_strides, _iterator_order_strides, _overlaps
from .ufunc import _normalize_input, _check_int_power
from .ufunc_table import expression, errors
from .reduction import _phases
from . import umath as um
from .._kernels import compiler, render
from .._kernels.render import code as _code
from .scalars import as_scalar, SCALAR_TYPE_SET

from .._kernels import launch as _launch
from .._kernels.lru import LRU



class _Plan:
    """Where each element of the result of ``view[advanced key]`` lives.

    rshape   the result's shape; pst: per result axis, byte stride in the view
    idx      per index array: (array broadcast to rshape's axes (strides per result axis),
             extent of its view axis, byte stride of that axis, the array's axis number)
    bshape   the broadcast shape of the index arrays; bdims: the result axes it occupies
    """
    __slots__ = ("view", "rshape", "pst", "idx", "bshape", "bdims")

    def __repr__(self):
        return "<_Plan %s of %s: %d index arrays>" % (self.rshape, self.view._shape, len(self.idx))


class _Index:
    """One index array of a plan: ``array`` (its byte ``strides`` per result axis), the
    ``extent`` and byte ``stride`` of the view axis it indexes, that axis's number
    (``axis``, for the error message; None for a flattened view)."""
    __slots__ = ("array", "strides", "extent", "stride", "axis")

    def __init__(self, array, strides, extent, stride, axis):
        self.array, self.strides, self.extent, self.stride, self.axis = (
            array, strides, extent, stride, axis)

    def __repr__(self):
        return "<_Index %s over %d>" % (self.array._shape, self.extent)


def _as_index_array(k):
    """An index entry that is an array: ('bool' | 'int', device array); None otherwise."""
    if isinstance(k, ndarray):
        kind = k._dtype.kind
        if kind == "b":
            return "bool", k
        if kind in "iu":
            return "int", k
        if type(k) in SCALAR_TYPE_SET:  # (a device scalar: NumPy's float64(1.0) is no array)
            raise IndexError(INDEX_ERROR)
        raise IndexError("arrays used as indices must be of integer (or boolean) type")
    if isinstance(k, numpy.ndarray):
        if k.dtype.kind == "b":
            return "bool", asarray_any(k)
        if k.dtype.kind in "iu":
            return "int", asarray_any(k)
        raise IndexError("arrays used as indices must be of integer (or boolean) type")
    if has_array_method(k):  # (another library's array, a user's array-like: its array)
        h = call_array_method(k)[0]
    elif isinstance(k, (list, tuple)) or _other_sequence(k):
        # (a ragged list: NumPy's ValueError from the conversion, as NumPy converts it)
        h = numpy.asarray(to_host(k))
    else:
        return None
    if h.size == 0:  # (NumPy casts an empty one to intp: [] and [[]] index nothing)
        h = h.astype(numpy.intp)
    if h.dtype.kind == "b":
        return "bool", asarray_any(h)
    if h.dtype.kind in "iu":
        return "int", asarray_any(h)
    raise IndexError(INDEX_ERROR)  # (a sequence of other things: NumPy's message)


def _integers(key):
    """A key with no index array, its 0-d integer arrays (NumPy's, another library's) as
    the integers NumPy reads them as, its other entries as they are."""
    out = []
    for k in key if isinstance(key, tuple) else (key,):
        arr = None if k is None or k is Ellipsis or isinstance(k, slice) else _as_index_array(k)
        out.append(k if arr is None else int(arr[1].get()))
    return tuple(out)


def _other_sequence(k):
    """Whether ``k`` is a sequence other than a list or tuple that NumPy converts to an index
    array (a range, a deque, a user's class with ``__getitem__``): not an integer, a string or
    a mapping."""
    return (not isinstance(k, (str, bytes, dict, numpy.generic)) and not hasattr(k, "__index__")
            and hasattr(type(k), "__getitem__") and hasattr(type(k), "__len__"))


def _entries(a, key):
    """The key as a list of (kind, value): 'none', 'slice', 'int', 'arr', 'bool0'; with the
    Ellipsis expanded ('ell0' where it covers no axis) and boolean arrays turned into their
    nonzero index arrays."""
    if not isinstance(key, tuple):
        key = (key,)
    items = []
    for k in key:
        if k is None:
            items.append(("none", None))
        elif k is Ellipsis:
            items.append(("ell", None))
        elif isinstance(k, slice):
            items.append(("slice", k))
        elif isinstance(k, (bool, numpy.bool_)):
            items.append(("bool0", bool(k)))
        else:
            arr = _as_index_array(k)
            if arr is None:
                if isinstance(k, (float, complex, numpy.inexact)) or not hasattr(k, "__index__"):
                    raise IndexError(INDEX_ERROR)
                items.append(("int", int_index(k)))
            elif arr[0] == "bool":
                items.append(("bool", arr[1]) if arr[1]._ndim else ("bool0", bool(arr[1].get())))
            elif arr[1]._ndim == 0:
                items.append(("int", int(arr[1].get())))
            else:
                items.append(("arr", arr[1]))
    n_ell = sum(1 for kind, _ in items if kind == "ell")
    if n_ell > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    consumed = sum(v._ndim if kind == "bool" else 1 for kind, v in items
                   if kind in ("slice", "int", "arr", "bool"))
    if consumed > a._ndim:
        raise IndexError("too many indices for array: array is %d-dimensional, but %d were indexed"
                         % (a._ndim, consumed))
    out = []
    d = 0
    for kind, v in items:
        if kind == "ell":
            for _ in range(a._ndim - consumed):
                out.append(("slice", slice(None)))
                d += 1
            if a._ndim == consumed:
                # (an Ellipsis of no axes still parts the advanced indices around it: NumPy
                # then puts their axes first)
                out.append(("ell0", None))
        elif kind == "bool":
            for j in range(v._ndim):
                # (NumPy lets a mask axis of length 0 stand against any axis: nothing selected)
                if v._shape[j] != a._shape[d + j] and v._shape[j] != 0:
                    raise IndexError(
                        "boolean index did not match indexed array along axis %d; size of axis is "
                        "%d but size of corresponding boolean axis is %d"
                        % (d + j, a._shape[d + j], v._shape[j]))
            out.extend(("arr", ix) for ix in nonzero(v))
            d += v._ndim
        else:
            out.append((kind, v))
            if kind in ("slice", "int", "arr"):
                d += 1
    if not n_ell:
        out.extend(("slice", slice(None)) for _ in range(a._ndim - consumed))
    return out


def _plan(a, key):
    entries = _entries(a, key)
    shape, strides, offset = [], [], a._offset
    adv = []        # (view axis, index array, array axis)
    positions = []  # key positions of the advanced entries (ints included)
    d = 0
    for pos, (kind, v) in enumerate(entries):
        if kind == "ell0":
            continue
        if kind == "none":
            shape.append(1)
            strides.append(0)
        elif kind == "slice":
            m, stride, shift = _slice_axis(v, a._shape[d], a._strides[d])
            offset += shift
            shape.append(m)
            strides.append(stride)
            d += 1
        elif kind == "int":
            n = a._shape[d]
            if v < -n or v >= n:
                raise IndexError("index %d is out of bounds for axis %d with size %d" % (v, d, n))
            offset += (v + n if v < 0 else v) * a._strides[d]
            positions.append(pos)
            d += 1
        elif kind == "arr":
            adv.append((len(shape), v, d))
            shape.append(a._shape[d])
            strides.append(a._strides[d])
            positions.append(pos)
            d += 1
        else:  # a 0-d boolean: a new axis of length 1, indexed by [0] (True) or [] (False)
            adv.append((len(shape), asarray_any(numpy.zeros(1 if v else 0, numpy.intp)), None))
            shape.append(1)
            strides.append(0)
            positions.append(pos)
    # NumPy's limits (NPY_MAXDIMS): of the result's axes, of the index arrays (a boolean
    # among them), and of those its iterator carries with the result where no other axis
    # has more than one element
    nadv = len(adv)
    nd = len(shape) - nadv + max((ix._ndim for _, ix, _ in adv), default=0)
    if nd > 64:
        raise IndexError("number of dimensions must be within [0, 64], indexing result would "
                         "have %d" % nd)
    if nadv > 64:
        raise IndexError("too many advanced (array) indices. This probably means you are "
                         "indexing with too many booleans. (more than 64 found)")
    if nadv > 63 and _prod([n for vd, n in enumerate(shape) if vd not in
                            {vd for vd, _, _ in adv}]) == 1:
        raise IndexError("when no subspace is given, the number of index arrays cannot be "
                         "above 63, but %d index arrays found" % nadv)
    view = a._view(tuple(shape), tuple(strides), offset)
    plan = _Plan()
    plan.view = view
    if not adv:  # (0-d integer arrays among integers, NumPy's or another library's: a view)
        plan.rshape, plan.pst, plan.idx, plan.bshape, plan.bdims = view._shape, [], [], (), []
        return plan
    try:
        bshape = broadcast_shapes(*(ix._shape for _, ix, _ in adv))
    except ValueError as e:
        if "too large" in str(e):  # shapes that broadcast, to more elements than an intp counts
            raise ValueError("iterator is too large") from None
        # NumPy's text: each shape followed by a space, a 1-d shape with its comma: "(2,) (3,) "
        raise IndexError("shape mismatch: indexing arrays could not be broadcast together with "
                         "shapes " + "".join("(%s%s) " % (",".join(str(n) for n in ix._shape),
                                                         "," if ix._ndim == 1 else "")
                                             for _, ix, _ in adv)) from None
    advdims = [vd for vd, _, _ in adv]
    rest = [vd for vd in range(len(shape)) if vd not in advdims]
    adjacent = positions == list(range(positions[0], positions[0] + len(positions)))
    p = sum(1 for vd in rest if vd < advdims[0]) if adjacent else 0
    nb = len(bshape)
    rdims = [("v", vd) for vd in rest[:p]] + [("b", j) for j in range(nb)] + \
            [("v", vd) for vd in rest[p:]]
    plan.rshape = tuple(shape[x] if t == "v" else bshape[x] for t, x in rdims)
    plan.pst = [strides[x] if t == "v" else 0 for t, x in rdims]
    plan.bshape = bshape
    plan.bdims = [r for r, (t, _) in enumerate(rdims) if t == "b"]
    plan.idx = []
    for vd, ix, axis in adv:
        bst = ix._broadcast_to(bshape)._strides if ix._shape != bshape else ix._strides
        ist = [bst[x] if t == "b" else 0 for t, x in rdims]
        plan.idx.append(_Index(ix, ist, shape[vd], strides[vd], axis))
    return plan


def _unshared(key, a):
    """``key`` with its index arrays that share memory with ``a`` copied, for a plan that
    writes ``a`` (a[a] = v, add.at(a, a, 1)): NumPy reads them as they were before the call;
    the device's scatter would read indices that other threads write."""
    if isinstance(key, ndarray):
        return key.copy() if _overlaps(key, a) else key
    if type(key) is tuple:
        return tuple(_unshared(k, a) for k in key)
    return key


# ------------------------------------------------------------------ running a plan
def _kernel(mode, itemsize, ndim, codes, at=None, fpe=None):
    if fpe is not None:
        return compiler.kernel(render.index, mode, itemsize, ndim, codes, at, fpe)
    return compiler.kernel(render.index, mode, itemsize, ndim, codes, at)


def _raise_first_bad(plan):
    """NumPy's IndexError for the first bad index as NumPy meets it, if there is one: index
    array by index array, each in the C order of the broadcast index shape.  (A kernel
    reports whichever bad index a thread found first: on that error path, and for an empty
    result on the host device, the index arrays are read on the host.)"""
    for k, e in enumerate(plan.idx):
        ext = e.extent
        h = numpy.broadcast_to(e.array.get(), plan.bshape).reshape(-1).astype(numpy.int64)
        bad = (h < -ext) | (h >= ext)
        if bad.any():
            _raise_index_error(plan, k, int(h[bad][0]))


def _raise_index_error(plan, k, j):
    ext, axis = plan.idx[k].extent, plan.idx[k].axis
    if axis is None:
        raise IndexError("index %d is out of bounds for axis 0 with size %d" % (j, ext))
    raise IndexError("index %d is out of bounds for axis %d with size %d" % (j, axis, ext))


def _verified(plan):
    """Whether every index array of ``plan`` is known to hold valid indices for its axis:
    checked against an extent no larger, in this write epoch (device.epoch), in memory
    nobody else writes."""
    ep = device.epoch
    for e in plan.idx:
        ib = e.array._ib
        if ib is None or ib[0] != ep or ib[1] > e.extent or e.array._mem.shared:
            return False
    return True


# kernels of these modes write only memory allocated for the operation (or nothing)
_FRESH = ("gather", "check", "claim")


def _launch_plan(plan, mode, q=None, qst=None, claim=None, cs=None, cm=None, at=None, itemsize=None,
                 rshape=None, verify=True, fpe=None):
    """Run ``index.cu`` over the result elements (or over ``rshape`` for claims).

    The kernel never follows an index out of bounds; it records one in a mapped host
    record.  With ``verify`` the host waits for the kernel, raises NumPy's IndexError for
    a bad index, and else notes the index arrays as valid for this epoch (``_ib``);
    without (indices verified before) the launch stays asynchronous."""
    if mode == "check" and rshape is None and not _prod(plan.rshape):
        # NumPy checks every index even when the result is empty (a zero-length other
        # axis): the check runs over the index arrays themselves
        rshape = plan.bshape
    shape = plan.rshape if rshape is None else rshape
    n = _prod(shape)
    if n == 0:
        return
    nd = len(shape)
    codes = tuple(_code(e.array._dtype) for e in plan.idx)
    kern = _kernel(mode, itemsize or plan.view._dtype.itemsize, nd, codes, at,
                   None if fpe is None else fpe[:2])
    err_ptr, rec = device.mapped_record()
    # every parameter is a 64-bit integer (Python ints: the launch packs them as int64), but
    # the floating-point record's (fperr.arguments: two pointers and the interval)
    args = [plan.view._mem.ptr + plan.view._offset, 0 if q is None else q._mem.ptr + q._offset]
    args += [e.array._mem.ptr + e.array._offset for e in plan.idx]
    if fpe is not None:
        args += fperr.arguments(fpe[2], fpe[3])
    args += [err_ptr, 0 if claim is None else claim._mem.ptr, n]
    pst = plan.pst if rshape is None else [0] * nd
    qst = qst or [0] * nd
    cs = cs or [0] * nd
    axes = list(range(nd))
    moved = False
    if mode == "gather" and rshape is None:
        # the elements in the result's memory order (a result NumPy lays out with the index
        # axes outermost, a[:, idx]'s, is written in runs, not an element a row apart): the
        # axes by descending result stride, each with its strides
        order = sorted(axes, key=lambda d: -abs(qst[d]))
        moved = order != axes
        axes = order
    for d in axes:
        args += [shape[d], pst[d], qst[d], cs[d]]
    for k, e in enumerate(plan.idx):
        st = e.strides if rshape is None else _claim_strides(plan, k)
        args += [st[d] for d in axes] if moved else st
    for k, e in enumerate(plan.idx):
        args += [e.extent, e.stride, 0 if cm is None else cm[k]]
    before = device.epoch
    grid = _launch.grid_for(n, _launch.BLOCK * render.index_unroll(mode), 1 << 20)
    _launch.launch(kern, grid, args, fresh=mode in _FRESH)
    if fpe is not None:
        fperr.after(fpe[0], fpe[3])  # ('raise' and 'call' act at the operation)
    if verify:
        device.synchronize()  # the kernel wrote any bad index straight into ``rec``
        if rec[0]:
            k, j = rec[0] - 1, rec[1]
            rec[0] = rec[1] = 0
            _raise_first_bad(plan)
            _raise_index_error(plan, k, j)  # (the kernel's record, should the host find none)
    elif mode not in _FRESH:
        # the launch wrote only the indexed array: index arrays in other memory that were
        # valid before it still are
        mem = plan.view._mem
        for e in plan.idx:
            ix = e.array
            ib = ix._ib
            if ib is not None and ib[0] == before and ix._mem is not mem:
                ix._ib = (device.epoch, ib[1])
        return
    for e in plan.idx:
        e.array._ib = (before, e.extent)
    return kern, grid, args


def _claim_strides(plan, k):
    ist = plan.idx[k].strides
    return [ist[r] for r in plan.bdims]


def _host_offsets(plan, shape=None):
    """The host device: each result element's byte offset in the view's memory (NumPy)."""
    rshape = plan.rshape
    n = _prod(rshape)
    if n == 0:
        _raise_first_bad(plan)  # (NumPy checks every index even when the result is empty)
    # (one coordinate array per axis: an (ndim, n) array of 64 axes' would have 65 dimensions)
    coords = numpy.unravel_index(numpy.arange(n, dtype=numpy.int64), rshape) if rshape else ()
    po = numpy.full(n, plan.view._offset, numpy.int64)
    for d, s in enumerate(plan.pst):
        po += coords[d] * s
    # (each element's flat position in the broadcast index arrays: NumPy's indexing by one
    # coordinate array per axis refuses 64 of them)
    bflat = numpy.zeros(n, numpy.int64)
    for r, st in zip(plan.bdims, _c_strides(plan.bshape, 1)):
        bflat += coords[r] * st
    for k, e in enumerate(plan.idx):
        ix, ext, ast = e.array, e.extent, e.stride
        j = numpy.broadcast_to(ix._host_view(), plan.bshape).reshape(-1)[bflat].astype(numpy.int64)
        bad = (j < -ext) | (j >= ext)
        if bad.any():
            _raise_index_error(plan, k, int(j[bad][0]))
        po += numpy.where(j < 0, j + ext, j) * ast
    return po


def _host_elements(mem, dtype, offsets):
    """Host view of the elements of ``mem`` at byte ``offsets`` as a (gathered) array."""
    raw = mem.host.view(numpy.uint8)
    isz = dtype.itemsize
    byts = raw[offsets[:, None] + numpy.arange(isz)]
    return byts.reshape(-1).view(dtype)


def _host_store(mem, dtype, offsets, values):
    if device.hazard is not None:  # (deferred readers of mem first: fusion.py)
        device.hazard(mem, "write")
    raw = mem.host.view(numpy.uint8)
    isz = dtype.itemsize
    # NumPy's assignment order: the last write to an offset wins
    raw[offsets[:, None] + numpy.arange(isz)] = numpy.ascontiguousarray(values, dtype).view(
        numpy.uint8).reshape(-1, isz)




# ------------------------------------------------------------------ get, set, at
def _full_mask(a, key):
    """``key`` when it is one boolean array of ``a``'s shape (the compaction fast path)."""
    if isinstance(key, tuple) and len(key) == 1:
        key = key[0]
    if isinstance(key, numpy.ndarray) and key.dtype == numpy.bool_ and key.shape == a._shape \
            and key.ndim:
        return asarray_any(key)
    if isinstance(key, ndarray) and key._dtype == numpy.bool_ and key._shape == a._shape \
            and key._ndim:
        return key
    return None


def _take_plan(a, ix):
    """The plan of ``a[ix]`` for one integer device array ``ix`` (the common case), as
    ``_plan`` makes it, without the general key analysis."""
    plan = _Plan()
    plan.view = a
    nb, rest = ix._ndim, a._ndim - 1
    plan.rshape = ix._shape + a._shape[1:]
    plan.pst = [0] * nb + list(a._strides[1:])
    plan.bshape = ix._shape
    plan.bdims = list(range(nb))
    plan.idx = [_Index(ix, list(ix._strides) + [0] * rest, a._shape[0], a._strides[0], 0)]
    return plan


class _Take:
    """A repeated ``a[ix]`` (``_takes``: one integer index array, its values known to be
    in bounds): the gather ready to fire with the view's, the result's and the index
    array's pointers, then ``static``; the result's shape, strides and bytes."""
    __slots__ = ("prepared", "grid", "static", "rshape", "rstrides", "nbytes", "bucket", "extent")

    def __init__(self, kern, grid, args, plan, out):
        self.static = tuple(int(v) for v in args[3:])
        self.prepared = _launch.Prepared(kern, (int,) * (3 + len(self.static)))
        self.grid = grid
        self.rshape, self.rstrides = out._shape, out._strides
        self.nbytes = out._size * out._dtype.itemsize
        self.bucket = device.bucket(self.nbytes)
        self.extent = plan.idx[0].extent

    def __repr__(self):
        return "<_Take %s>" % (self.rshape,)


_takes = LRU(1024)


_INTP_MAX = 2 ** 63 - 1


def _check_result_size(plan):
    """NumPy's ValueError for an assignment (or ufunc.at) whose indexed elements are more than
    an intp counts."""
    if _prod(plan.rshape) > _INTP_MAX:
        raise ValueError("advanced indexing operation result is too large")


def _result_array(plan, dtype, order="K"):
    """A new array for ``plan``'s result, laid out as NumPy lays it: the index arrays'
    broadcast axes outermost in C order, the other axes in the view's memory order
    (descending byte stride); where the other axes hold one element (none to iterate), the
    broadcast axes in the index arrays' own order (NumPy's iterator's order='K') and the
    other axes innermost; where the broadcast axes stand after other axes in the result,
    that block is a transposed view of an array of shape (broadcast axes + other axes).
    (``order``: "C", as NumPy's take gives; "F", as its gather by an F-ordered index array
    alone: ``_alone``.)"""
    rshape, bd = plan.rshape, plan.bdims
    if _prod(rshape) * dtype.itemsize > _INTP_MAX:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                         "maximum possible size.")
    if order != "K":
        return _empty(rshape, dtype, order=order)
    sub = [r for r in range(len(rshape)) if r not in bd]
    if _prod([rshape[r] for r in sub]) == 1:
        bst = _iterator_order_strides(plan.bshape, dtype.itemsize, [e.array for e in plan.idx])
        strides = [dtype.itemsize] * len(rshape)
        for j, r in enumerate(bd):
            strides[r] = bst[j]
        strides = tuple(strides)
        if bd[0] == 0 and strides == _c_strides(rshape, dtype.itemsize):
            return _fresh(rshape, dtype)
    else:
        mem_order = bd + sorted(sub, key=lambda r: -abs(plan.pst[r]))
        if mem_order == sorted(mem_order):
            return _fresh(rshape, dtype)
        strides = _perm_strides(rshape, mem_order, dtype.itemsize)
    if not _prod(rshape):
        strides = (0,) * len(rshape)  # (an empty base's strides are 0, and a view's of it)
    mem = device.malloc(_prod(rshape) * dtype.itemsize)
    base = None
    if bd and bd[0] != 0:
        axes = bd + sub
        base = _make(mem, 0, tuple(rshape[r] for r in axes), tuple(strides[r] for r in axes),
                     dtype, None)
    return _make(mem, 0, rshape, strides, dtype, base)


def getitem(a, key, c_order=False):
    """``a[key]`` for an advanced ``key`` (``c_order``: a C-ordered result, NumPy's take)."""
    if type(key) is ndarray and key._ndim and a._ndim and key._dtype.kind in "iu":
        tk = _takes.hit((a._dtype, a._shape, a._strides, key._dtype, key._shape, key._strides))
        if tk is not None:
            ib = key._ib
            if ib is not None and ib[0] == device.epoch and ib[1] <= tk.extent \
                    and not key._mem.shared:
                # the lean path: the same gather as before, its indices still verified
                mem = device.take(tk.bucket, tk.nbytes)
                tk.prepared.fire(tk.grid, a._mem.ptr + a._offset, mem.ptr,
                                 key._mem.ptr + key._offset, *tk.static)
                return _make(mem, 0, tk.rshape, tk.rstrides, a._dtype, None)
        plan = _take_plan(a, key)
    else:
        mask = _full_mask(a, key)
        if mask is not None:
            return _compact(mask, a)
        plan = _plan(a, key)
    if not plan.idx:
        # (0-d integer arrays among integers: NumPy's integers, and a copy of the view)
        r = a[_integers(key)]
        return r if type(r) in SCALAR_TYPE_SET else r.copy(order="K")
    out = _gather(a, key, plan, c_order)
    if not out._shape and key is not Ellipsis and not (
            isinstance(key, tuple) and any(k is Ellipsis for k in key)):
        return as_scalar(out)  # integers only (0-d integer arrays among them): NumPy's scalar
    return out


def _alone(a, key):
    """NumPy's gather of a 1-d array by one intp index array alone (the key, or a tuple of
    it; aligned, native, C or F contiguous) lays its result out as that array: "F" where
    the index array is F-ordered and not C (its axes of one element too), else None."""
    k = key[0] if type(key) is tuple and len(key) == 1 else key
    if a._ndim == 1 and isinstance(k, (ndarray, numpy.ndarray)) and k.dtype == numpy.intp:
        f = k.flags
        return "F" if f.f_contiguous and not f.c_contiguous and f.aligned else None
    return None


def _gather(a, key, plan, c_order):
    """A new array of the elements ``plan`` selects."""
    v = plan.view
    out = _result_array(plan, v._dtype, "C" if c_order else _alone(a, key) or "K")
    if out._size == 0:
        if not ON_DEVICE:
            _host_offsets(plan)  # bounds are still checked
        elif not _verified(plan):
            _launch_plan(plan, "check")
        return out
    if not ON_DEVICE:
        po = _host_offsets(plan)
        out._host_view()[...] = _host_elements(v._mem, v._dtype, po).reshape(out._shape)
    else:
        launched = _launch_plan(plan, "gather", q=out, qst=list(out._strides),
                                verify=not _verified(plan))
        if type(key) is ndarray and plan.view is a and len(plan.idx) == 1 and launched is not None:
            # (the error record's pointer in the static arguments is never written: the lean
            # path runs only for indices verified in bounds)
            _takes.put((a._dtype, a._shape, a._strides, key._dtype, key._shape, key._strides),
                       _Take(*launched, plan, out))
    return out


def _value_for(plan, value, dtype, at=False, masked=False):
    """``value`` as a device array of ``dtype`` broadcast to the plan's result shape
    (``at``: ufunc.at's operand, which NumPy broadcasts as it is, with its own error).  Into
    an empty result NumPy casts no element (no floating-point warnings), and for ``masked``,
    NumPy's boolean subscript (one mask of the array's dimensions), nothing at all (no
    ComplexWarning either): the value's shape only."""
    rshape = plan.rshape
    unread = not at and not _prod(rshape)
    quiet = unread and masked
    if isinstance(value, ndarray):
        val = value
    else:
        h = numpy.asarray(value) if not numpy.isscalar(value) else None
        if h is None or h.ndim == 0:
            val = asarray_any(numpy.asarray(_scalar_for(value, dtype)))
        elif unread:
            if not quiet:
                fperr.discard_imaginary(h.dtype, dtype)
            val = asarray_any(numpy.empty(h.shape, dtype))
        else:
            # (a host array of another dtype -- strings, Python ints as objects -- cast as
            # NumPy casts it: its floating-point errors reported under the caller's state)
            probe = numpy.empty(h.shape, dtype)
            fperr.discard_imaginary(h.dtype, probe.dtype)  # (fperr.host gives none)
            fperr.host("cast", lambda: probe.__setitem__(Ellipsis, fperr.cast_source(h, probe.dtype)))
            val = asarray_any(probe)
    # NumPy broadcasts an assigned value to the result, dropping leading length-1 axes (its
    # message names the value's shape as given)
    given = val._shape
    while not at and val._ndim > len(rshape) and val._shape[0] == 1:
        val = val.reshape(val._shape[1:])
    try:
        numpy.broadcast_to(numpy.empty(val._shape, numpy.bool_), rshape)
    except ValueError:
        if at:
            raise ValueError("array is not broadcastable to correct shape") from None
        raise ValueError("shape mismatch: value array of shape %s could not be broadcast to "
                         "indexing result of shape %s" % (_fmt(given), _fmt(rshape))) from None
    if isinstance(value, ndarray) and not quiet:
        fperr.discard_imaginary(val._dtype, dtype)  # (once the shapes fit, as NumPy's)
    if unread:
        val = _empty(val._shape, dtype)  # (no element is read)
    elif val._dtype != dtype:
        tmp = _empty(val._shape, dtype)
        copy_into(tmp, val)
        val = tmp
    return val._broadcast_to(rshape) if val._shape != rshape else val


def _fmt(shape):
    return "(" + ",".join(str(n) for n in shape) + (",)" if len(shape) == 1 else ")")


def _bool_subscript(a, key):
    """``key`` is one boolean array (or list of bools) of ``a``'s dimensions (a 0-d one of a
    0-d array too): NumPy's boolean subscript (mapping.c), not its general indexing."""
    k = key[0] if isinstance(key, tuple) and len(key) == 1 else key
    if isinstance(k, ndarray):
        return k._dtype == numpy.bool_ and k._ndim == a._ndim
    if isinstance(k, (numpy.ndarray, list)):
        k = numpy.asarray(k)
        return k.dtype == numpy.bool_ and k.ndim == a._ndim
    return False


def _mask_value_shape(a, key, mask, value):
    """The shape of ``value`` where ``key`` is NumPy's single boolean index of ``a``'s
    dimensions, whose assignment takes a value of at most one dimension (mapping.c's
    boolean subscript); None for other keys and for scalar values."""
    if mask is None:
        k = key[0] if isinstance(key, tuple) and len(key) == 1 else key
        if not (isinstance(k, list) and a._ndim):
            return None
        k = numpy.asarray(k)
        if k.dtype != numpy.bool_ or k.ndim != a._ndim:
            return None
    if numpy.isscalar(value):
        return None
    shape = value._shape if isinstance(value, ndarray) else numpy.shape(value)
    if len(shape) > 1:
        raise TypeError("NumPy boolean array indexing assignment requires a 0 or 1-dimensional "
                        "input, input has %d dimensions" % len(shape))
    return shape


def setitem(a, key, value):
    given = value
    if isinstance(value, (list, tuple)):
        # NumPy converts a sequence to the array's dtype before anything else (its errors: a
        # Python int out of range, NaN into an integer), then checks the shapes
        value = fperr.host_cast(lambda: numpy.asarray(given, a._dtype))  # (user's line)
    elif host_scalar(value) and value.dtype.kind in "biufc":
        # NumPy reads a NumPy scalar here as a 0-d array, cast (np.float64(nan) into int8
        # warns and stores, np.int64(300) wraps), where a[i] = x converts x as a Python value;
        # it casts it first, its warnings whatever the key selects (none, an empty mask)
        h = numpy.asarray(value)
        if h.dtype != a._dtype and a._dtype.kind in "biufc":
            fperr.discard_imaginary(h.dtype, a._dtype)
            h = fperr.host_cast(lambda: fperr.cast_source(h, a._dtype).astype(a._dtype))
        value = asarray_any(h)
    mask = _full_mask(a, key)
    vshape = _mask_value_shape(a, key, mask, value)
    if mask is not None and (numpy.isscalar(value) or getattr(value, "ndim", None) == 0 or (
            isinstance(value, ndarray) and value._size == 1)):
        if isinstance(value, ndarray):
            value = value.reshape(()) if value._ndim else value
            if value._dtype.kind == "c" and a._dtype.kind != "c" and mask.any():
                # (as _value_for's; NumPy casts nothing where the mask is all false)
                fperr.discard_imaginary(value._dtype, a._dtype)
            copy_into(a, value._broadcast_to(a._shape), where=mask)
        else:
            copy_into(a, _scalar_for(value, a._dtype), where=mask)
        return
    plan = _plan(a, _unshared(key, a))
    if not plan.idx:  # (0-d integer arrays among integers: NumPy's integers)
        a[_integers(key)] = given
        return
    _check_result_size(plan)
    if vshape and vshape[0] != 1 and (vshape[0],) != plan.rshape:
        raise ValueError("NumPy boolean array indexing assignment cannot assign %d input values "
                         "to the %d output values where the mask is true"
                         % (vshape[0], plan.rshape[0]))
    v = plan.view
    val = _value_for(plan, value, v._dtype,
                     masked=not _prod(plan.rshape) and _bool_subscript(a, key))
    if _overlaps(val, a):
        # (a value that shares memory with the array, a[perm] = a, is read from a copy, as
        # NumPy's: the device's scatter would read elements that other threads write)
        val = val.copy()
    if not ON_DEVICE:
        po = _host_offsets(plan)
        if po.size:
            _host_store(v._mem, v._dtype, po, val._host_view().reshape(-1) if val._ndim else
                        numpy.broadcast_to(val._host_view(), (po.size,)))
        return
    if _prod(plan.rshape) == 0:
        if not _verified(plan):
            _launch_plan(plan, "check")  # NumPy checks the indices of an empty result too
        return
    # every index is checked before anything is written
    if not _verified(plan):
        _launch_plan(plan, "check")
    claim = cs = cm = None
    if plan.bdims and any(val._strides[r] for r in plan.bdims) and _prod(plan.bshape) > 1:
        # values differ along the index block: where indices repeat, the last one wins
        nb = _prod(plan.bshape)
        exts = [e.extent for e in plan.idx]
        cm = [_prod(exts[k + 1:]) for k in range(len(exts))]
        claim = _empty((_prod(exts),), numpy.dtype(numpy.int32 if nb < 2**31 - 1 else numpy.int64))
        device.memset(claim._mem.ptr, claim._size * claim._dtype.itemsize, fresh=True)
        bst = _c_strides(plan.bshape, 1)
        cs_b = [0] * len(plan.rshape)
        for j, r in enumerate(plan.bdims):
            cs_b[r] = bst[j]
        _launch_plan(plan, "claim", claim=claim, cs=[cs_b[r] for r in plan.bdims], cm=cm,
                     rshape=plan.bshape, verify=False)
        cs = cs_b
    _launch_plan(plan, "scatter", q=val, qst=list(val._strides), claim=claim, cs=cs, cm=cm,
                 verify=False)


def at_supported(uf):
    """NumPy's checks of the ufunc itself, which ``at`` makes before its arguments."""
    if uf.nin > 2:
        raise ValueError("Only unary and binary ufuncs supported at this time")
    if uf.nout != 1:
        raise ValueError("Only single output ufuncs supported at this time")


def ufunc_at(uf, a, indices, *operand):
    """``uf.at(a, indices[, b])``: unbuffered, repeated indices apply repeatedly.  ``b`` given
    as None is an operand (NumPy's object array of it: its loop's error), not an absent one."""
    if not isinstance(a, ndarray) or type(a) in SCALAR_TYPE_SET:
        raise TypeError("first operand must be array")  # (NumPy's words; a scalar is none)
    unary = not operand
    b = operand[0] if operand else None
    if uf.nin == 2 and unary:
        raise ValueError("second operand needed for ufunc")
    if uf.nin == 1 and not unary:
        raise ValueError("second operand provided when ufunc is unary")
    if not a._writeable():
        # NumPy before 2.5.5 asks whether the array is writeable only where its index leaves
        # a subspace (a slice, an Ellipsis of axes, axes not indexed), whose iterator checks;
        # its other loops write a read-only array (a broadcast's, a frozen one's) as a
        # writeable one.  NumPy 2.5.5 refuses every read-only array first
        first = _read_only_at_error()
        if first is not None:
            raise ValueError(first)
        if any(kind == "slice" for kind, _ in _entries(a, indices)):
            raise ValueError("operand array with iterator write flag set is read-only")
        a = _make(a._mem, a._offset, a._shape, a._strides, a._dtype, None)  # (same memory)
    if not ON_DEVICE:
        # the host device: NumPy's own ufunc.at on the same memory (its errors as NumPy's)
        hv, hi = a._host_view(), to_host(indices)
        if unary:
            fperr.host_numpy(lambda: uf._np.at(hv, hi))
        else:  # (a complex operand into a real array: NumPy's at gives its ComplexWarning)
            hb = to_host(b)
            fperr.host_numpy(lambda: uf._np.at(hv, hi, hb))
        return
    if not unary and isinstance(b, (int, float, complex)):
        # NumPy's at takes a Python scalar as an array of its default dtype (no NEP 50 weak
        # promotion): minimum.at(uint8, i, -1) runs the int64 loop, 255 after the cast back
        hb = numpy.asarray(b)
        if hb.dtype != object:
            b = hb[()]
    name = _at_name(uf, a, indices, b, unary)
    if name == uf._name:
        return _ufunc_at(uf, a, indices, b, unary, name)
    with fperr.renamed(name):  # (NumPy's slow loop: every error, casts included, as 'at')
        return _ufunc_at(uf, a, indices, b, unary, name)


@functools.cache
def _read_only_at_error():
    """The installed NumPy's error for ``ufunc.at`` on any read-only array (NumPy 2.5.5's
    'array to perform in place operation on is read-only'), or None where NumPy checks only
    an index that leaves a subspace; asked of NumPy once."""
    x = numpy.zeros(2)
    x.flags.writeable = False
    try:
        numpy.add.at(x, [0], 1)
    except ValueError as exc:
        return str(exc)
    return None


#: NumPy's ufuncs with indexed loops (ufunc.at's fastest path: its errors are named after
#: the ufunc) and the dtype kinds they have them for
_INDEXED = {"add": "iufc", "subtract": "iufc", "multiply": "iufc", "floor_divide": "iuf",
            "divide": "f", "maximum": "iuf", "minimum": "iuf", "fmax": "iuf", "fmin": "iuf"}


def _at_name(uf, a, indices, b, unary):
    """The name NumPy's ``uf.at`` gives its floating-point errors: the ufunc's own where its
    indexed loop runs (a 1-d array, one index that is not an Ellipsis, values of at most one
    axis in the loop's dtype, no cast), else 'at' (its loop over the indexed elements)."""
    row = _INDEXED.get(uf._name)
    if row is None or unary or a._ndim != 1 or a._dtype.kind not in row:
        return "at"
    key = indices[0] if isinstance(indices, tuple) and len(indices) == 1 else indices
    if key is Ellipsis or key is None or isinstance(key, tuple):
        return "at"
    if isinstance(b, ndarray):
        bdt, bnd = b._dtype, b._ndim
    else:
        hb = numpy.asarray(to_host(b))
        bdt, bnd = hb.dtype, hb.ndim
    if bnd > 1 or bdt != a._dtype or not bdt.isnative:
        return "at"
    try:
        loop = uf._np.resolve_dtypes((a._dtype, bdt, None), casting="unsafe")
    except Exception:
        return "at"
    return uf._name if all(d == a._dtype for d in loop) else "at"


def _ufunc_at(uf, a, indices, b, unary, name):
    """``uf.at`` on the device (see ``ufunc_at``), its floating-point errors reported as
    ``name``'s."""
    basic = _basic_index(a, indices)
    if basic is None:
        plan = _plan(a, _unshared(indices, a))
        basic = None if plan.idx else plan.view
    if basic is not None:
        # no index repeats: the ufunc in place on the view
        if unary:
            uf(basic, out=basic, casting="unsafe")
        else:
            uf(basic, b, out=basic, casting="unsafe")
        return
    _check_result_size(plan)
    v = plan.view
    if unary:
        loop = uf._np.resolve_dtypes((v._dtype, None), casting="unsafe")
    else:
        bb = _normalize_input(b)
        if isinstance(bb, _Scalar):
            bkey = type(bb.value) if bb.weak else numpy.dtype(bb.dtype)
        else:
            bkey = bb._dtype
        loop = uf._np.resolve_dtypes((v._dtype, bkey, None), casting="unsafe")
        if isinstance(bb, _Scalar) and _at_narrows(uf._name, v._dtype, loop, bb.value):
            loop = (v._dtype,) * 3
    loop = tuple(numpy.dtype(d) for d in loop)
    types = "".join(d.char for d in loop[:-1]) + "->" + loop[-1].char
    expr = expression(uf._name, types)
    elem = _code(v._dtype)
    atomic = uf._row.atomic_for(elem) if loop == (v._dtype,) * 3 else None
    if ((v._dtype.itemsize > 8 or any(d.itemsize > 8 for d in loop))
            and atomic not in ("add", "sub") and not _cas16(v)):
        # a 16-byte element without a 16-byte compare-and-swap (before sm_90, or not 16-byte
        # aligned; add/subtract take an atomic add per part): NumPy's loop on a host copy
        host = a.get()
        hi = to_host(indices)
        if unary:  # (NumPy's loop finds the floating-point errors, named as NumPy names them)
            fperr.host_numpy(lambda: uf._np.at(host, hi))
        else:  # (NumPy's at gives the ComplexWarning of a complex operand into a real array)
            hb = to_host(b)
            fperr.host_numpy(lambda: uf._np.at(host, hi, hb))
        copy_into(a, asarray_any(host))  # (a's own dtype: no cast)
        return
    if not unary and isinstance(bb, _Scalar):
        # NumPy's at converts a scalar operand as an array of its own (default) dtype and
        # casts it to the loop (unsafe): no NEP 50 range check (uint16 times -1 wraps)
        with numpy.errstate(all="ignore"):
            b = asarray_any(numpy.asarray(b).astype(loop[1]))
    if not _verified(plan):
        _launch_plan(plan, "check")  # (NumPy's IndexError comes before a value's shape error)
    val = None if unary else _value_for(plan, b, loop[1], at=True)
    if val is not None and _overlaps(val, a):
        val = val.copy()  # (an operand that shares memory with the array: NumPy's, as setitem's)
    if uf._name == "power" and loop[1].kind == "i" and val._size:
        _check_int_power(val)  # (NumPy's integer loop raises for an exponent it uses)
    codes = tuple(_code(d) for d in loop)
    at = (expr, codes, elem, unary, atomic)
    # the checked variant: the row's check of the loop that runs, the float16 rounding and
    # the cast of each result into the element's type (see fperr)
    fm, chk = errors(uf._name, types)
    if codes[-1] == "f2":
        fm |= fperr.OVER | fperr.UNDER
    if elem != codes[-1]:
        fm |= fperr.cast_mask(codes[-1], elem)
    fpe = None
    if fm:
        st = fperr.state()
        fm &= st.check
        if fm:
            fpe = (fm, chk, name, st)
    _launch_plan(plan, "at", q=val, qst=None if val is None else list(val._strides), at=at,
                 verify=False, fpe=fpe)
    if not unary:
        fperr.discard_imaginary(loop[-1], a._dtype)


#: ufuncs whose value in a wider loop, cast back, is the narrow loop's: integer wrapping
#: commutes with these; float + - * / in a type of over twice the precision round once
_AT_NARROW_INT = frozenset(("add", "subtract", "multiply", "bitwise_and", "bitwise_or",
                            "bitwise_xor"))
_AT_NARROW_FLOAT = frozenset(("add", "subtract", "multiply", "divide"))


def _at_narrows(name, dt, loop, value):
    """Whether ``uf.at`` of a ``dt`` array and the host scalar ``value`` may run in ``dt``
    (one atomic per update) where NumPy's loop is the wider ``loop``, with the same result."""
    loop = [numpy.dtype(d) for d in loop]
    if all(d == dt for d in loop):
        return False
    kinds = {d.kind for d in loop}
    if dt.kind in "iu":
        return kinds <= {"i", "u"} and name in _AT_NARROW_INT
    if dt.kind != "f" or kinds != {"f"} or name not in _AT_NARROW_FLOAT:
        return False
    if min(numpy.finfo(d).nmant for d in loop) < 2 * numpy.finfo(dt).nmant + 3:  # (p2 >= 2p + 2)
        return False
    with numpy.errstate(all="ignore"):
        c = dt.type(value)
    c = float(c)  # (compared in Python: exactly, not in dt)
    return c == value or (c != c and value != value)


def _cas16(v):
    """Whether ``v``'s 16-byte elements can be updated by a 16-byte compare-and-swap: the
    device has one (sm_90 and later) and every element is 16-byte aligned."""
    arch = device.arch()
    if v._dtype.itemsize != 16 or arch is None or int(arch) < 90:
        return False
    return not ((v._mem.ptr + v._offset) % 16 or builtins.any(st % 16 for st in v._strides))


# ------------------------------------------------------------------ compaction
def _compact(mask, values=None):
    """Flat C-order indices (int64) of ``mask``'s nonzero elements, or the ``values`` there."""
    if not mask.flags.c_contiguous:
        mask = mask.copy()
    if values is not None and not values.flags.c_contiguous:
        values = values.copy()
    n = mask._size
    out_dt = numpy.dtype(numpy.int64) if values is None else values._dtype
    if not ON_DEVICE:
        m = mask._host_view().reshape(-1).astype(bool)
        res = numpy.flatnonzero(m) if values is None else values._host_view().reshape(-1)[m]
        return asarray_any(numpy.ascontiguousarray(res, out_dt))
    if n == 0:
        return _empty((0,), out_dt)
    sel = "index" if values is None else values._dtype.itemsize
    kern = compiler.kernel(render.scan, "add", "in0 + in1", "i8", _code(mask._dtype), "i8", "tile",
                           8, "gp_cast(AT, 0)", select=sel)
    src_ptrs = [mask._mem.ptr + mask._offset]
    if values is not None:
        src_ptrs.append(values._mem.ptr + values._offset)
    result = []

    def size_output(incl):
        # the count of nonzero elements is the last tile prefix: one read, then the output
        count = int(incl[-1])
        out = _empty((count,), out_dt)
        result.append(out)
        return src_ptrs + [out._mem.ptr] if count else None
    T = -(-n // 2048)  # tiles of 256 threads x 8 counts
    i64 = numpy.int64
    # phase 1 does not write q: any pointer serves
    _phases(kern, um.add, src_ptrs + [0], [i64(n), i64(T), i64(1), i64(1)], T, True,
            (1, T), "i8", before_phase2=size_output)
    return result[0]


def nonzero(a):
    """Return the indices of the elements that are non-zero."""
    a = asarray_any(a)
    if a._ndim == 0:
        # (NumPy's wording: the hint about arr[nonzero(cond)] for a boolean only)
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar)."
                         "nonzero() instead." + (" If the context of this error is of the form "
                                                 "`arr[nonzero(cond)]`, just use `arr[cond]`."
                                                 if a._dtype.kind == "b" else ""))
    flat = _compact(a)
    nd, n, size = a._ndim, flat._size, flat._dtype.itemsize
    # (NumPy's: the columns of one C-ordered (n, ndim) array of the indices, views of it)
    if nd == 1:  # (of NumPy's (n, 1) array: that is its base)
        col = _make(flat._mem, flat._offset, (n, 1), (size, size), flat._dtype, None)
        return (col._view((n,), (size,), col._offset),)
    out = _empty((n, nd), flat._dtype)
    cols = [out._view((n,), (nd * size,), d * size) for d in range(nd)]
    rem = flat
    for d in range(nd - 1, 0, -1):
        um.remainder(rem, a._shape[d], out=cols[d])
        rem = um.floor_divide(rem, a._shape[d], out=cols[0] if d == 1 else None)
    return tuple(cols)
