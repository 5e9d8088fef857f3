"""The elementwise executor: one loop over arrays that exist, from a table expression.

It stands below the array (``ndarray.py`` copies, casts and fills through it) and
above the kernels: it knows arrays only by their attributes (``_mem``, ``_offset``,
``_shape``, ``_strides``, ``_dtype``) and allocates nothing but kernel arguments.
``execute`` classifies operands (array, scalar argument, one broadcast element),
collapses dimensions, picks a layout (contiguous, tiled, strided) and launches the
kernel rendered for it; on the host device NumPy runs the innermost loop on host views.
"""
from __future__ import annotations

import builtins
import os
import sys

import numpy

from numpy.lib.stride_tricks import as_strided as _as_strided

from .device import ON_DEVICE, wrote as _wrote, Memory as _Memory, held_of as _held_of
from . import device
from . import fperr
from . import timeunits
from .._kernels import render, compiler
from .._kernels.render import code as _code
from .._kernels import launch as _launch
from .._kernels.lru import LRU

_PY_SCALARS = (int, float, complex)
_COMPLEX = (numpy.complex64, numpy.complex128)


def _c_strides(shape, itemsize):
    strides = []
    acc = itemsize
    for n in reversed(shape):
        strides.append(acc)
        acc *= max(n, 1)
    return tuple(reversed(strides))


def _perm_strides(shape, perm, itemsize):
    """Strides of a new array of ``shape`` whose axes lie in memory in the order ``perm``
    (outermost first)."""
    strides = [0] * len(shape)
    s = itemsize
    for d in reversed(perm):
        strides[d] = s
        s *= shape[d]
    return tuple(strides)


def _like_strides(a, itemsize, shape=None):
    """Strides of a new array like ``a`` in NumPy's order='K' of one array (empty_like, copy,
    astype; not the iterator's order of ufunc operands: _output_order_strides): C or F when
    ``a`` is, else ``a``'s axes by falling |stride| (a broadcast axis, stride 0, innermost).
    ``shape``: the new array's, of ``a``'s ndim (empty_like's shape=), else ``a``'s."""
    shape = a._shape if shape is None else shape
    if a._flags_c():
        return _c_strides(shape, itemsize)
    perm = (range(a._ndim - 1, -1, -1) if a._flags_f() else
            sorted(range(a._ndim), key=lambda d: (-abs(a._strides[d]), d)))
    return _perm_strides(shape, perm, itemsize)


def _merge_axes(shape, strides_list):
    """Merge neighbouring axes (lists, changed in place) that are contiguous for every
    operand; returns them.  The layout step of the elementwise engine and the reductions."""
    i = len(shape) - 1
    while i > 0:
        if all(st[i - 1] == st[i] * shape[i] for st in strides_list):
            shape[i - 1] *= shape[i]
            del shape[i]
            for st in strides_list:
                st[i - 1] = st[i]
                del st[i]
        i -= 1
    return shape, strides_list



class _Scalar:
    """A kernel argument: a host value and the dtype (or weak Python type) it has."""
    __slots__ = ("value", "dtype", "weak")

    def __init__(self, value, dtype, weak):
        self.value, self.dtype, self.weak = value, dtype, weak


class Iota:
    """An operand whose value is each element's flat C-order index (int64); used with
    1-d (or C-ordered) outputs: arange, the positions a sort carries."""
    __slots__ = ()
    _dtype = numpy.dtype(numpy.int64)


# ---------------------------------------------------------------- layout
def _collapse(shape, strides_list):
    """Drop size-1 axes and merge axes that are contiguous for every operand.

    Axes are first ordered by the first operand's (the output's) strides, so
    that an F-ordered or transposed set of operands collapses to one axis.
    """
    axes = [d for d in range(len(shape)) if shape[d] != 1]
    first = strides_list[0]
    axes.sort(key=lambda d: -abs(first[d]))
    return _merge_axes([shape[d] for d in axes], [[s[d] for d in axes] for s in strides_list])


def _vec_for(itemsizes):
    """Elements a thread takes as one vector (16-byte loads of the smallest operand, at most
    32 bytes of the largest); 1 for no array operand (a fused graph run only for its
    floating-point checks, its results dead and its leaves host values)."""
    if not itemsizes:
        return 1
    lo, hi = min(itemsizes), max(itemsizes)
    return max(1, min(16 // lo, 32 // hi))


_scalar_types = LRU(64)


def _scalar_type(code):
    # The canonical NumPy scalar of a kind and size (cuda.core takes int64, not longlong).
    t = _scalar_types.hit(code)
    if t is None:
        # (datetime64/timedelta64 values are passed as their int64 counts)
        t = numpy.int64 if code in ("M8", "m8") else numpy.dtype("?" if code == "b1" else code).type
        _scalar_types.put(code, t)
    return t


def _kernel(name, expr, loop, ins, outs, layout, where, fpe=None, ones=None):
    """``ones``: the inputs that are one value for the call (default: the scalar arguments
    and broadcast elements, render's)."""
    if fpe is None:
        return compiler.kernel(render.elementwise, name, expr, loop, ins, outs, layout, where)
    if not (fpe[1] and "one" in fpe[1]):  # (only a check naming one<k> reads them)
        ones = None
    return compiler.kernel(render.elementwise, name, expr, loop, ins, outs, layout, where, fpe,
                           ones)


UNROLL = int(os.environ.get("GPNUMPY_UNROLL", "2"))  # vectors per thread (tuning knob)
TILE = int(os.environ.get("GPNUMPY_TILE", "64"))  # tuning knob (64: +9% on transposes, H100)


def _tile_vec(cshape, cstrides, nout, arrays, trans, outs):
    """Elements per thread of a tiled kernel: 16 bytes' worth (of the widest tiled input or
    output) where every vector access is whole and aligned -- each tiled input contiguous
    along axis 0 and each output along axis 1, both extents multiples -- else 1."""
    vops = [(o, cstrides[k], 1) for k, o in enumerate(outs)]
    vops += [(a, cstrides[nout + j], 0) for j, a in enumerate(arrays) if trans[j]]
    vec = 16 // builtins.max(o._dtype.itemsize for o, _, _ in vops)
    if vec < 2 or cshape[0] % vec or cshape[1] % vec:
        return 1
    for o, st, ax in vops:
        isz = o._dtype.itemsize
        if (st[ax] != isz or st[1 - ax] % (vec * isz)
                or (o._mem.ptr + o._offset) % builtins.min(16, vec * isz)):
            return 1
    return vec


def execute(name, expr, loop, operands, outs, where=None, fresh=False, check=None, st=None):
    """Run one elementwise loop.

    loop      numpy dtypes, inputs then outputs (the loop NumPy would run)
    operands  ndarrays already broadcast to the output shape, or _Scalar
    outs      output ndarrays (all of the same shape)
    where     None or a bool ndarray broadcast to the output shape
    fresh     the outputs were allocated for this operation (see device.epoch)
    check     the loop's floating-point errors (an ``fperr.Check``) or None; a '_copy'
              from an array of another dtype checks its cast itself
    st        the error state the check follows (default: the caller's now; fusion's
              deferred operations: the state at their operation)
    """
    n = outs[0]._size
    if n == 0:
        for k, op in enumerate(operands):
            if type(op) is _Scalar:  # (NumPy converts a Python scalar at any size: it warns)
                fperr.scalar(loop[k].type, op.value)
        return
    if check is None and name == "_copy" and hasattr(operands[0], "_mem") \
            and operands[0]._dtype is not outs[0]._dtype:  # (one dtype: nothing to check)
        check = fperr.cast_check(_code(operands[0]._dtype), _code(outs[0]._dtype))
    if not ON_DEVICE:
        return _execute_host(name, loop, operands, outs, where, check, st)
    fm = 0
    if check is not None:
        if st is None:
            st = fperr.state()
        fm = check.mask & st.check  # (the categories this state asks of this loop)
    # the plan per geometry: operands' kinds, dtypes, shapes and strides, the outputs', the
    # mask's, and the addresses' alignment (see ``plan``); the pointers, in the same pass
    key = [name, expr, loop, fm]
    ptrs = []
    bits = 0
    scalars = None  # (place in ptrs, operand number) of each scalar, converted below
    for k, op in enumerate(operands):
        t = type(op)
        if t is _Scalar:
            key.append(None)
            if scalars is None:
                scalars = []
            scalars.append((len(ptrs), k))
            ptrs.append(None)
        elif t is Iota:
            key.append(t)
        else:
            key += (op._dtype, op._shape, op._strides)
            q = op._mem.ptr + op._offset
            bits |= q
            ptrs.append(q)
    for o in outs:
        key += (o._dtype, o._shape, o._strides)
        q = o._mem.ptr + o._offset
        bits |= q
        ptrs.append(q)
    if where is not None:
        key += (where._shape, where._strides)
    if bits & 15:
        key.append(tuple(q & 15 for q in ptrs if q is not None))
    key = tuple(key)
    p = _plans.hit(key)
    if p is None:
        p = _plans.get(key)
        if p is None:
            p = plan(name, expr, loop, operands, outs, where, (fm, check.expr) if fm else None)
            _plans.put(key, p)
    if scalars is not None:  # (in the operands' order: NumPy's cast warnings)
        for i, k in scalars:
            ptrs[i] = fperr.scalar(_scalar_type(p.loopc[k]), operands[k].value)
    args = list(fperr.arguments(check.name, st)) + ptrs if fm else ptrs
    if where is not None:
        args.append(where._mem.ptr + where._offset)
    args.extend(p.tail)
    prep = p.prep
    if prep is None:
        prep = p.prepare(args)
    if prep is False:  # (a complex scalar: launch's general packing)
        _launch.launch(p.kernel, p.grid, args, fresh=fresh)
    else:
        if not fresh:
            _wrote()
        prep.fire(p.grid, *args)
    if fm:
        fperr.after(fm, st)  # ('raise' and 'call' act at the operation)


_plans = LRU(4096)  # execute's Plan per call geometry


class _Probe:
    """A stand-in allocation (address 0, never read or written) for planning an output that
    does not exist yet (``plan`` of a record's output: ufunc's lean records, fusion's one-node
    graphs): a plan depends on addresses only through their alignment."""
    __slots__ = ("ptr",)

    def __init__(self):
        self.ptr = 0


PROBE = _Probe()


class Plan:
    """How one elementwise loop runs over one geometry: the kernel, its grid, and the
    parameters that follow the operands' pointers and values (``tail``: the element
    count, and for strided or tiled layouts the collapsed shape and strides).  It holds
    no array: the lean paths (ufunc.py) keep it per geometry and only fill in pointers."""
    __slots__ = ("kernel", "grid", "tail", "loopc", "layout", "prep")

    def __init__(self, kernel, grid, tail, loopc, layout):
        self.kernel, self.grid, self.tail, self.loopc, self.layout = kernel, grid, tail, loopc, layout
        self.prep = None

    def prepare(self, args):
        """The ``launch.Prepared`` of this plan (its parameters' types are those of ``args``,
        the same on every call: pointers, the loop's scalar types, the tail), made once;
        False where a complex scalar takes two parameter slots (``launch``'s packing)."""
        types = tuple(map(type, args))
        self.prep = False if any(t in _COMPLEX for t in types) else \
            _launch.Prepared(self.kernel, types)
        return self.prep

    def __repr__(self):
        return "<Plan %s %s grid=%s>" % (getattr(self.kernel, "name", self.kernel), self.layout,
                                         self.grid)


def plan(name, expr, loop, operands, outs, where=None, fpe=None):
    """The ``Plan`` of ``execute``'s launch: operands classified (array, scalar argument,
    one broadcast element), dimensions collapsed, a layout chosen (contiguous, tiled,
    strided).  It depends on the operands' dtypes, shapes and strides, and on their
    pointers only through alignment (vector widths).  ``fpe``: the checked variant's
    (categories, check) (see fperr): its kernel takes fperr.arguments before the operands."""
    n = outs[0]._size
    loopc = tuple(_code(d) for d in loop)
    ins, arrays = [], []
    # ``ones``: the inputs NumPy's inner loop sees with stride 0 (a scalar, one element
    # broadcast, an operand broadcast into a result of one element: a 0-d one or one of fewer
    # dimensions): the checks that name one<k> read it (a duration over a zero integer)
    ones = []
    for k, op in enumerate(operands):
        if isinstance(op, _Scalar):
            ins.append(("s", loopc[k]))
            ones.append(k)
        elif isinstance(op, Iota):
            ins.append(("i", "i8"))
        elif n > 1 and (op._size == 1 or not any(op._strides)):
            ins.append(("p", _code(op._dtype)))
            ones.append(k)
        else:
            # (an operand of one element into a result of one: an array operand, so that
            # the kernel is the one its dtypes' arrays run, not one variant more)
            ins.append(("a", _code(op._dtype)))
            arrays.append(op)
            if not any(op._strides):  # (operands reach here broadcast to the result)
                ones.append(k)
    outc = tuple(_code(o._dtype) for o in outs)
    ops = list(outs) + arrays
    if where is None and (all(o._flags_c() for o in ops) or all(o._flags_f() for o in ops)):
        sizes = [o._dtype.itemsize for o in ops]
        vec = _vec_for(sizes)
        for o in ops:
            if (o._mem.ptr + o._offset) % min(16, vec * o._dtype.itemsize):
                vec = 1
                break
        unroll = (4 if vec >= 8 else UNROLL) if vec > 1 else 4
        layout = ("contig", vec, unroll)
        kern = _kernel(name, expr, loopc, tuple(ins), outc, layout, False, fpe, tuple(ones))
        return Plan(kern, _launch.grid_for(n, _launch.BLOCK * vec * unroll), (numpy.int64(n),),
                    loopc, layout)
    if where is not None:
        ops.append(where)
    cshape, cstrides = _collapse(outs[0]._shape, [o._strides for o in ops])
    nd = len(cshape)
    extent = max(sum((m - 1) * abs(st[d]) for d, m in enumerate(cshape)) for st in cstrides)
    idx = "i4" if n < 2**31 and extent < 2**31 else "i8"
    ityp = numpy.int32 if idx == "i4" else numpy.int64
    nout = len(outs)
    # kernel parameter order: the inputs' arrays, the outputs, the where mask
    order = list(range(nout, nout + len(arrays))) + list(range(nout))
    if where is not None:
        order.append(len(ops) - 1)
    if nd == 2 and where is None and cshape[0] >= 8 and cshape[1] >= 8:
        # Operands whose fastest axis is the output's slow one go through a
        # shared-memory tile, so every global access stays coalesced.
        trans = [abs(cstrides[nout + j][0]) < abs(cstrides[nout + j][1]) for j in range(len(arrays))]
        if any(trans):
            it = iter(trans)
            ins = [("t", c) if kind == "a" and next(it) else (kind, c) for kind, c in ins]
            # the largest tile whose shared memory (one per transposed operand) stays small
            tbytes = sum(a._dtype.itemsize for a, t in zip(arrays, trans) if t)
            tile = TILE if tbytes * TILE * (TILE + 1) <= 40960 else 32
            vec = _tile_vec(cshape, cstrides, nout, arrays, trans, outs)
            layout = ("tiled", tile, idx, vec)
            kern = _kernel(name, expr, loopc, tuple(ins), outc, layout, False, fpe, tuple(ones))
            tail = [ityp(cshape[0]), ityp(cshape[1])]
            for j in order:
                tail.extend(ityp(v) for v in cstrides[j])
            tiles = -(-cshape[0] // tile) * -(-cshape[1] // tile)
            return Plan(kern, tiles, tuple(tail), loopc, layout)
    layout = ("strided", nd, idx)
    kern = _kernel(name, expr, loopc, tuple(ins), outc, layout, where is not None, fpe,
                   tuple(ones))
    tail = [ityp(n)]
    tail.extend(ityp(m) for m in cshape)
    for j in order:
        tail.extend(ityp(v) for v in cstrides[j])
    return Plan(kern, _launch.grid_for(n, _launch.BLOCK, 1 << 20), tuple(tail), loopc, layout)


def _execute_host(name, loop, operands, outs, where, check=None, st=None):
    ins = []
    for k, op in enumerate(operands):
        if isinstance(op, _Scalar):
            ins.append(fperr.scalar(loop[k].type, op.value))  # (pending graphs report first)
        elif isinstance(op, Iota):
            ins.append(numpy.arange(outs[0]._size, dtype=numpy.int64).reshape(outs[0]._shape))
        else:  # (a complex operand of a real loop: its real part, see fperr.cast_source)
            ins.append(fperr.cast_source(op._host_view(), loop[k]))
    hout = tuple(o._host_view() for o in outs)
    kw = {}
    if where is not None:
        kw["where"] = where._host_view()
    if name in _TIME_CASTS:  # casts between datetime64/timedelta64 units (timeunits.py)
        return timeunits.host(name, ins[0], [int(v) for v in ins[1:]], hout[0], kw.get("where"))

    def run():
        if name == "_where":
            hout[0][...] = numpy.where(*ins)
            return
        if name == "_affine":  # in0 * in1 + in2 in the loop's type (integers wrap)
            hout[0][...] = ins[0].astype(loop[0]) * ins[1] + ins[2]
            return
        if name == "_copy":
            src = ins[0]
            if where is None:
                numpy.copyto(hout[0], src, casting="unsafe")
            else:
                numpy.copyto(hout[0], src, casting="unsafe", where=kw["where"])
            return
        # (datetime64/timedelta64: a signature names the type; the operands have the units)
        sig = tuple(d.type if d.kind in "Mm" else d for d in loop)
        if loop[-1].kind == "c" and any(h.dtype.kind in "iuf" for h in hout):
            # a complex loop into a real output: its real part written (fperr.cast_source)
            tmp = tuple(numpy.empty(h.shape, d) for h, d in zip(hout, loop[len(ins):]))
            getattr(numpy, name)(*ins, out=tmp, casting="unsafe", signature=sig, **kw)
            for h, t in zip(hout, tmp):
                numpy.copyto(h, fperr.cast_source(t, h.dtype), casting="unsafe", **kw)
            return
        getattr(numpy, name)(*ins, out=hout, casting="unsafe", signature=sig, **kw)

    if check is None or not check.mask:
        with numpy.errstate(all="ignore"):
            run()
    else:
        fperr.host(check.name, run, st)  # NumPy's loop finds the errors; reported as the device's



def _output_order_strides(shape, itemsize, arrays):
    """Strides of a new output in NumPy's order='K'.

    The axes follow the operands' memory order when every operand that spans
    them agrees (broadcast axes abstain); otherwise the result is C-ordered.
    """
    nd = len(shape)
    if nd <= 1:
        return _c_strides(shape, itemsize)
    if len(arrays) > 1:
        return _iterator_order_strides(shape, itemsize, arrays)
    perm = None
    for a in arrays:
        if a._ndim != nd or a._size <= 1:
            continue
        st = a._strides
        dims = [d for d in range(nd) if shape[d] != 1 and a._shape[d] != 1 and st[d] != 0]
        order = sorted(dims, key=lambda d: (-abs(st[d]), d))
        if perm is None:
            perm = order
        elif [d for d in perm if d in order] != [d for d in order if d in perm]:
            return _c_strides(shape, itemsize)
        else:
            perm = perm + [d for d in order if d not in perm]
    if perm is None or perm == sorted(perm):
        return _c_strides(shape, itemsize)
    rest = [d for d in range(nd) if d not in perm]
    full = rest + perm
    out = [0] * nd
    acc = itemsize
    for d in reversed(full):
        out[d] = acc
        acc *= shape[d]
    return tuple(out)


def _iterator_order_strides(shape, itemsize, arrays):
    """Strides of a new output in the order NumPy's iterator gives several operands
    (order='K'): an insertion sort of the axes from the innermost, an axis moving inward past
    another only when every operand that spans both (a stride of neither 0 nor a length-1
    axis) has it the inner one; axes no operand orders keep their C places."""
    nd = len(shape)
    ops = []
    for a in arrays:
        lead = nd - a._ndim
        ops.append([0 if d < lead or a._shape[d - lead] == 1 else a._strides[d - lead]
                    for d in range(nd)])
    out = [0] * nd
    acc = itemsize
    for d in iterator_order(nd, ops):
        out[d] = acc
        acc *= shape[d]
    return tuple(out)


def iterator_order(nd, ops):
    """The axes innermost first as NumPy's iterator orders them for order='K', from each
    operand's strides over the iteration axes (0: the operand does not span that axis)."""
    perm = list(range(nd - 1, -1, -1))  # innermost first
    for i0 in range(1, nd):
        j0, pos = perm[i0], i0
        for i1 in range(i0 - 1, -1, -1):
            j1 = perm[i1]
            decided = swap = False
            for st in ops:
                if st[j0] and st[j1]:
                    # (the first operand that decides may swap; any that disagrees keeps)
                    swap = abs(st[j1]) > abs(st[j0]) and (swap or not decided)
                    decided = True
            if decided:
                if not swap:
                    break
                pos = i1
        if pos != i0:
            perm.insert(pos, perm.pop(i0))
    return perm


def _overlaps(a, b):
    if a._mem is not b._mem:
        return False
    lo_a, hi_a = a._extent()
    lo_b, hi_b = b._extent()
    return lo_a < hi_b and lo_b < hi_a


def _overlaps_other(a, o):
    """``a`` shares memory with ``o`` other than element on element (each element of ``a`` the
    bytes of ``o``'s element at its place, as in ``x += x`` or ``x[x] = 0``): a kernel that
    writes ``o`` reads ``a`` from a copy, as NumPy's inputs are as if copied (on the device one
    thread's element of ``a`` would be another's of ``o``)."""
    return _overlaps(a, o) and not (a._offset == o._offset and a._shape == o._shape
                                    and a._strides == o._strides
                                    and a._dtype.itemsize == o._dtype.itemsize)


def _self_overlaps(a):
    """``a`` may reach one byte through two of its elements (NumPy's internal overlap:
    strides of 0, or shorter than the span of the axes within them).  Sufficient, not exact:
    strides that interleave without touching are answered True too."""
    if not a._size:
        return False
    span = a._dtype.itemsize
    for s, n in sorted((abs(s), n) for n, s in zip(a._shape, a._strides) if n > 1):
        if s < span:
            return True
        span += (n - 1) * s
    return False


def copy_into(dst, src, where=None, name=None, fresh=False, temp=False):
    """dst[...] = src with NumPy's unsafe cast and broadcasting (src: ndarray or scalar).
    ``name``: what NumPy's messages call the cast's floating-point errors (default 'cast':
    a ufunc method writing its result into ``out=`` names them after the method).
    ``fresh``: ``dst`` is memory its caller just allocated (no reader waits on it: no new
    write epoch, so pending fused graphs stay pending).  ``temp``: ``src`` is the caller's
    expression's temporary (``TEMPORARY``), which a fused store need not keep."""
    if where is not None and _overlaps_other(where, dst):
        where = where.copy()  # (a mask that shares memory with dst: read from a copy)
    if dst._dtype.names is not None:  # records: their bytes (ndarray._record_copy)
        return record_copy(dst, src, where)
    if hasattr(src, "_mem"):  # a gpnumpy array (this floor knows arrays by their attributes)
        if fuse_store is not None and where is None and fuse_store(dst, src, temp):
            return  # (a pending array stored by its graph's kernel: fusion.py)
        if src._shape != dst._shape:
            src = src._broadcast_to(dst._shape)
        if _overlaps(src, dst) and not (src._offset == dst._offset and src._strides == dst._strides):
            src = src.copy()
        if src._dtype != dst._dtype and (src._dtype.kind in "Mm" or dst._dtype.kind in "Mm"):
            conv = timeunits.conversion(src._dtype, dst._dtype)
            if conv is not None:
                return time_cast(conv, src, dst, where)
        loop = (dst._dtype, dst._dtype)
        check = None
        if name is not None:
            check = fperr.cast_check(_code(src._dtype), _code(dst._dtype))
            if check is not None:
                check = fperr.Check(name, check.mask, None)
        execute("_copy", "in0", loop, [src], [dst], where, fresh=fresh, check=check)
    else:
        value = src
        if isinstance(value, numpy.ndarray):
            value = value[()]
        val = numpy.asarray(value).astype(dst._dtype, casting="unsafe")[()]
        if fresh and where is None and hold(dst, val):
            return
        execute("_copy", "in0", (dst._dtype, dst._dtype), [_Scalar(val, dst._dtype, False)], [dst], where,
                fresh=fresh)




# ---------------------------------------------------------------- many copies, one launch
#: parts from which copy_parts' one launch replaces a copy each
_JOIN_MIN = 4


def _rows(shape, sst, dst, isz):
    """(rows, row bytes, source pitch, place pitch) where an array of ``shape`` read with
    strides ``sst`` and written with ``dst`` is, in both, rows of contiguous bytes at one pitch
    each (axes of one element dropped; neighbours contiguous in both merged), else None."""
    shp, a, b = [], [], []
    for n, s, d in zip(shape, sst, dst):
        if n != 1:
            shp.append(n)
            a.append(s)
            b.append(d)
    shp.append(isz)  # (the element's bytes: the innermost axis, stride 1 in both)
    a.append(1)
    b.append(1)
    _merge_axes(shp, (a, b))
    if len(shp) == 1:
        return 1, shp[0], 0, 0
    if len(shp) == 2 and a[1] == 1 and b[1] == 1:
        return shp[0], shp[1], a[0], b[0]
    return None


def copy_parts(out, parts, fresh=False, uniform=False):
    """Each part's place in ``out`` = the part: ``parts`` are (source array, byte offset,
    strides) triples, each place the view of ``out`` of its source's shape with those strides
    at that offset (a concatenation's, a stack's, an array of arrays' places; none overlaps a
    source).  Sources of ``out``'s dtype laid out, source and place both, as rows of contiguous
    bytes (one row, or a row per outer index: _rows) are copied together, from one table: one
    launch of join.cu on a GPU, NumPy over the host bytes on the host device; the others by
    copy_into, each.  ``fresh``: ``out`` is memory its caller just allocated; ``uniform``: every
    source has the first's shape, strides and dtype and every place its strides (the caller
    checked: one layout, found once)."""
    dt = out._dtype
    isz = dt.itemsize
    if uniform and len(parts) >= _JOIN_MIN:
        x, off, st = parts[0]
        if x._size and x._dtype == dt and not dt.hasobject:
            r = _rows(x._shape, x._strides, st, isz)
            if r is not None:
                srcs, offs = [p[0] for p in parts], [p[1] for p in parts]
                (_join_device if ON_DEVICE else _join_host)(out, [r], [0] * len(parts), srcs,
                                                              offs, fresh)
                return
    index, rows = {}, []  # (shape, strides, place strides) -> layout number (-1: not rows)
    ids, srcs, offs, rest = [], [], [], []
    ls = lx = lt = None  # (the last part's layout, and its number k: most parts repeat it)
    for part in parts:
        x, off, st = part
        if not x._size:
            continue
        sh, xs = x._shape, x._strides
        if sh != ls or xs != lx or st is not lt:
            key = ls, lx, lt = sh, xs, st
            k = index.get(key)
            if k is None:
                r = _rows(sh, xs, st, isz) if not dt.hasobject else None
                k = index[key] = -1 if r is None else len(rows)
                if r is not None:
                    rows.append(r)
        if k < 0 or (x._dtype is not dt and x._dtype != dt):
            rest.append(part)
            continue
        ids.append(k)
        srcs.append(x)
        offs.append(off)
    if len(ids) < _JOIN_MIN:
        rest = [part for part in parts if part[0]._size]
    else:
        (_join_device if ON_DEVICE else _join_host)(out, rows, ids, srcs, offs, fresh)
    for x, off, st in rest:
        copy_into(out._view(x._shape, st, out._offset + off), x, fresh=fresh)


def _join_device(out, rows, ids, srcs, offs, fresh):
    """copy_parts' one launch of join.cu over its table (in device memory)."""
    t, unit, total = join_table(rows, ids, [x._mem.ptr + x._offset for x in srcs], offs,
                                out._mem.ptr + out._offset)
    table = device.malloc(t.nbytes)
    device.copy_h2d(table.ptr, t.ctypes.data, t.nbytes, fresh=True)
    _launch.launch(compiler.kernel(render.join, unit),
                   _launch.grid_for(total, _launch.BLOCK, 1 << 16), (table.ptr, len(ids), total),
                   fresh=fresh)


def join_table(rows, ids, src, offs, base):
    """join.cu's table (int64, its six columns of one entry a part), word bytes and words:
    part i copies ``rows[ids[i]]`` (rows, row bytes, source pitch, place pitch) from address
    ``src[i]`` to ``base + offs[i]``, in the widest word (up to 16 bytes) that divides every
    address, row and pitch."""
    n = len(ids)
    t = numpy.empty((6, n), numpy.int64)
    t[0] = src
    t[1] = offs
    t[1] += base
    bits = int(numpy.bitwise_or.reduce(t[:2].ravel())) | 16
    for r in rows:
        bits |= r[1] | r[2] | r[3]
    unit = bits & -bits
    if len(rows) == 1:  # (one layout, the common case: its columns are constants)
        r, rb, sp, dp = rows[0]
        t[2], t[3], t[4] = sp // unit, dp // unit, rb // unit
        words = r * (rb // unit)
        t[5] = _ARANGE[:n] if n <= _ARANGE.size else numpy.arange(n)
        t[5] *= words
        return t, unit, n * words
    lay = numpy.array(rows, numpy.int64)
    lay[:, 1:] //= unit
    k = numpy.fromiter(ids, numpy.intp, n)
    t[2] = lay[k, 2]
    t[3] = lay[k, 3]
    t[4] = lay[k, 1]
    words = lay[k, 0] * t[4]
    numpy.cumsum(words, out=t[5])
    total = int(t[5, -1])
    t[5] -= words
    return t, unit, total


_ARANGE = numpy.arange(4096)


def _join_host(out, rows, ids, srcs, offs, fresh):
    """copy_parts' table run by NumPy over the host bytes (the host device)."""
    ob = out._mem.host
    o = out._offset
    for x, k, off in zip(srcs, ids, offs):
        r, rb, sp, dp = rows[k]
        s = _as_strided(x._mem.host[x._offset:], (r, rb), (sp, 1))
        _as_strided(ob[o + off:], (r, rb), (dp, 1))[...] = s

def hold(dst, val):
    """Where ``dst`` is a new 0-d array on a GPU, alone on device memory that nothing else
    refers to (its caller's fresh allocation): that memory replaced by ``val``'s bytes held on
    the host (device.Held: device memory made from them where the device needs the array, so
    that NumPy's math of held values and reading the value wait for nothing); returns whether
    it was.  ``val``: a NumPy scalar or 0-d array of ``dst``'s dtype."""
    m = dst._mem
    if not ON_DEVICE or dst._shape or type(m) is not _Memory or dst._offset or \
            sys.getrefcount(m) > 3 or dst._dtype.hasobject or not dst._dtype.itemsize:
        return False  # (3: dst._mem, m, getrefcount's argument)
    dst._mem = _held_of(numpy.asarray(val, dst._dtype))
    return True


#: fusion's store of a pending array into existing memory (fusion.py, above, sets it while
#: fusion is on): ``fuse_store(dst, src, temp)`` True where its graph's kernel writes ``dst``
fuse_store = None


def _temporary_counts():
    """What ``sys.getrefcount(v)`` reads as the first thing in a Python ``__setitem__(self, k, v)``
    and ``__iadd__(self, v)`` when ``v`` is a temporary of the caller's expression (``a[k] = x *
    2``, ``a += x * 2``): the interpreter's stack, the argument and getrefcount's own.  A named
    value (a variable, an attribute, an element of a list) reads more.  NumPy elides such
    temporaries in C; ndarray.__setitem__ and the in-place operators tell them by this count,
    measured here on this interpreter for an unnamed and a named value: None where the two read
    the same (an interpreter lending its stack a variable's reference): then no value is taken
    for a temporary."""
    seen = []

    class Probe:
        def __setitem__(self, k, v):
            seen.append(sys.getrefcount(v))

        def __iadd__(self, v):
            seen.append(sys.getrefcount(v))
            return self
    p = Probe()
    p[0] = object()
    named = object()
    p[0] = named
    p += object()
    p += named
    su, sn, iu, inn = seen
    return (su if sn > su else None), (iu if inn > iu else None)


#: (ndarray.__setitem__'s and the in-place operators' count of a temporary value, or None)
TEMPORARY = _temporary_counts()


# ---------------------------------------------------------------- datetime64/timedelta64 units
_TIME_CASTS = ("_dt_linear", "_dt_from_months", "_dt_to_months")
#: structured dtypes' copies (set by ndarray.py, which can make the byte views they take)
record_copy = None
_I8 = numpy.dtype(numpy.int64)


def time_cast(conv, src, dst, where=None):
    """dst[...] = src between datetime64/timedelta64 units (``timeunits.conversion``): the
    unit ratio travels as int64 kernel arguments, so one kernel serves every pair of units.
    Where the installed NumPy refuses values the conversion overflows, so does this (one
    pass over ``src`` and a synchronization: NumPy raises at the cast)."""
    lim = timeunits.overflow_limit(conv)
    if lim is not None and src._size:
        v = src.view(_I8)
        bad = (v > lim) | ((v < -lim) & (v != timeunits.NAT))
        if where is not None:
            bad = bad & where
        if bad.any():
            raise OverflowError("Overflow when converting between datetime64 units")
    ops = [src] + [_Scalar(numpy.int64(p), _I8, False) for p in conv.params]
    execute(conv.name, conv.expr, (src._dtype,) + (_I8,) * len(conv.params) + (dst._dtype,),
            ops, [dst], where)
