"""The one reduction core: ufunc.reduce and every reduction built on it.

``reduce`` does NumPy's argument handling once (axis, dtype, out, keepdims,
initial, where, the empty-input rules) and runs ``reduce.cu`` in one of two
modes, with a second pass over per-chunk partials when one pass would leave
the GPU idle.  sum/prod/max/min/any/all/mean are calls to it.
"""
from __future__ import annotations

import numpy
from numpy.lib.array_utils import normalize_axis_tuple

import builtins
import contextlib
import operator
import warnings
import os

from .device import ON_DEVICE, sm_count, Held as _Held, held_value as _held_value
from .ndarray import (ndarray, asarray_any, multi_axis, axis_index, _MULTI_AXIS_BOOL, int_arg,
                      _empty, _prod, check_dtype, _make, _c_strides, _merge_axes, as_dtype)
from .ndarray import _NoValue as NoValue
from .elementwise import (copy_into, execute as _execute, _Scalar, _like_strides, _perm_strides,
                          iterator_order)
from .ufunc import _normalize_where
from . import umath as um
from .ufunc_table import TABLE, ASSOCIATIVE, errors as _errors
from . import fperr
from . import fusion as _fusion
_Lazy = _fusion._Lazy
from .dispatch import ufunc_override, NO_OVERRIDE, wraps as _wraps, array_wrap as _array_wrap
from .ndarray import overrides_ufuncs
from .._kernels import render, compiler
from .._kernels.render import code as _code
from .scalars import as_scalar, SCALAR_TYPES, SCALAR_TYPE_SET, from_numpy as _from_numpy

from .._kernels import launch as _launch
from .._kernels.lru import LRU, dtype_key
from .device import take as _take, bucket as _bucket, synchronize as _synchronize
from .device import host_bytes as _host_bytes

def _numpy_loop(uf, dt):
    """Whether ``uf``'s reduce/accumulate in ``dt`` is left to NumPy's own loop on a host copy:
    only where the table has no device loop for it.  (ldexp, whose exponent NumPy's loop takes
    as an integer, folds with the exponent truncated alike; NumPy's own reduce of int16, uint16
    and int32 input is not a fold: ldexp.reduce([3, 1, 2], dtype uint16) is 12, not 24.)"""
    return uf._row_expr(dt) is None


def _host_folds(uf, dt):
    """Whether the host computes ``uf``'s reduce/accumulate/reduceat in ``dt`` as a left fold
    of elementwise calls instead of NumPy's own method (the row's ``host_fold``)."""
    return dt.kind in uf._row.host_fold


def _check_exponents(uf, rdt, a, axis, whole, mask=None):
    """NumPy's ValueError for an integer power fold with a negative exponent: the elements
    after each line's first (all of them with ``whole``, reduce's initial), those in ``mask``."""
    if uf._name != "power" or rdt.kind not in "iu" or a._dtype.kind not in "i":
        return
    exps = a if whole else a[(slice(None),) * axis + (slice(1, None),)]
    neg = um.less(exps, 0)
    if mask is not None:
        neg = um.logical_and(neg, mask)
    if bool(neg.any()):
        raise ValueError("Integers to negative integer powers are not allowed.")


def _host_fold(npuf, src, axis, rdt, initial=NoValue, where=None, steps=False):
    """The left fold of host array ``src`` along ``axis`` in ``rdt``, one NumPy call per
    step (power, arctan2 and ldexp on the host device): the totals, or every step (``steps``)."""
    lines = numpy.moveaxis(fperr.cast_source(numpy.asarray(src), rdt).astype(rdt, copy=False),
                           axis, 0)
    mask = None if where is None else numpy.moveaxis(
        numpy.broadcast_to(where, src.shape), axis, 0)
    if initial is NoValue:
        x, start = lines[0].copy(), 1
    else:
        x, start = numpy.full(lines.shape[1:], initial, rdt), 0
    out = [x.copy()] if steps else None
    exps = numpy.moveaxis(numpy.asarray(src), axis, 0) if npuf is numpy.ldexp else None
    # (the caller's fperr.host records the floating-point errors of the steps)
    for k in range(start, lines.shape[0]):
        if exps is not None:  # ldexp: an integer exponent
            y = npuf(x, exps[k].astype(numpy.int64)).astype(rdt, copy=False)
        else:
            y = npuf(x, lines[k], dtype=_np_sel(rdt))
        x = y if mask is None else numpy.where(mask[k], y, x)
        if steps:
            out.append(x)
    return numpy.moveaxis(numpy.stack(out), 0, axis) if steps else x
_loops = LRU(1024)


def _out_loop(uf, in_dtype, out_dtype):
    """The loop of NumPy's ``uf.reduce(a, out=out)`` without dtype=: its first operand is out,
    so the loop is promoted from out's dtype and the array's (a float32 sum into a float64 out
    adds in float64, booleans subtract into an integer out), or None where NumPy finds none;
    asked once.  Datetimes and timedeltas keep the array's loop (their unit casts are the
    store's)."""
    if in_dtype.kind in "mM" or out_dtype.kind in "mM":
        return None
    key = dtype_key("out_loop", uf._name, in_dtype, out_dtype)
    ent = _loops.get(key)
    if ent is None:
        try:
            ent = check_dtype(uf._np.resolve_dtypes((out_dtype, in_dtype, None), reduction=True,
                                                    casting="unsafe")[0])
        except (TypeError, ValueError):
            ent = False
        _loops.put(key, ent)
    return ent or None


def _no_out_loop(uf, method, in_dtype, out, *args):
    """NumPy's error where it finds no loop for an ``out=`` of accumulate or reduceat without
    dtype= (``_out_loop`` None: out is the loop's first operand, a bitwise_and into a float
    out, a timedelta cumsum into a float out), raised by NumPy's own method on one element."""
    with numpy.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        getattr(uf._np, method)(numpy.zeros(1, in_dtype), *args,
                                out=numpy.zeros(1, out._dtype))


def _out_operand_casts(loop, out):
    """NumPy's ComplexWarning for an ``out=`` of accumulate or reduceat: out, the loop's
    first operand, cast into the loop, and the result cast into out."""
    if out is not None:
        fperr.discard_imaginary(out._dtype, loop)
        fperr.discard_imaginary(loop, out._dtype)


def _numpy_dtype(fn, in_dtype, dtype, *args, gives=None):
    """The result dtype of NumPy's ``fn`` (a ufunc's reduce or accumulate, cumsum, ...) on
    ``in_dtype`` with ``dtype=`` (and hashable ``args`` after the array): asked of NumPy on
    one element, once per combination; NumPy's ComplexWarning where ``dtype=`` is real and
    ``in_dtype`` complex, at every call.  A deprecation NumPy gives for the loop (NumPy 2.5's
    generic timedelta unit, for a sum) is given once at every call: by the host device's
    NumPy run itself, on a GPU from what the question saw (the question itself is silent);
    ``gives`` (a reduce: NumPy's comes of the identity, so only where no initial is given)
    says whether it is given here, on either device (the host runs are then silent:
    ``_quiet_generic``)."""
    key = dtype_key(fn, in_dtype, dtype, args)
    ent = _loops.get(key)
    if ent is None:
        with numpy.errstate(all="ignore"), warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("ignore", numpy.exceptions.ComplexWarning)
            warnings.simplefilter("always", DeprecationWarning)
            r = fn(numpy.zeros(1, in_dtype), *args, dtype=dtype)
            # (an object loop's scalar result is a Python object: check_dtype refuses object)
            dt = r.dtype if isinstance(r, (numpy.ndarray, numpy.generic)) else numpy.dtype(object)
        dep = next(((w.category, str(w.message)) for w in seen
                    if issubclass(w.category, DeprecationWarning)), None)
        ent = (check_dtype(dt), dep)
        _loops.put(key, ent)
    dt, dep = ent
    if dep is not None and (ON_DEVICE if gives is None else gives):
        fperr.warn(dep[1], dep[0])
    if dtype is not None:
        fperr.discard_imaginary(in_dtype, dt)
    return dt


def _neutral(name, code, first=False):
    """C++ for the accumulator's start (the row's ``device_neutral``; ``first``: a scan's)."""
    return TABLE[name].device_neutral(code, first)


def _group(shape, strides_list, axes):
    """Shapes and per-operand strides of ``axes``, adjacent axes merged where contiguous."""
    return _merge_axes([shape[d] for d in axes if shape[d] != 1],
                       [[s[d] for d in axes if shape[d] != 1] for s in strides_list])


_TARGET_BLOCKS = 1024


class _Plan:
    """How one reduction of one layout runs (``_plans``): ``kern`` on ``grid`` writes
    ``n_out`` elements of ``out_dtype``; the launch arguments are the input, the output,
    the where mask (if any), then ``static``.  ``second``: None (one pass), a ``_Second``
    (argmax/argmin: a kernel over the (value, index) partials) or a ``_Partials`` (the
    partials reduced again by ``_run``)."""
    __slots__ = ("kern", "grid", "n_out", "out_dtype", "static", "second")

    def __init__(self, kern, grid, n_out, out_dtype, static, second=None):
        self.kern, self.grid, self.n_out, self.out_dtype = kern, grid, n_out, out_dtype
        self.static, self.second = static, second

    def __repr__(self):
        return "<_Plan %s grid %s -> %d x %s%s>" % (
            getattr(self.kern, "name", "?"), self.grid, self.n_out, self.out_dtype,
            "" if self.second is None else ", %r" % (self.second,))


class _Second:
    """argmax/argmin's second pass: ``kern`` on ``grid`` reduces the pairs to ``n_out``
    int64 indices (arguments: the pairs, the result, then ``static``)."""
    __slots__ = ("kern", "grid", "n_out", "static")

    def __init__(self, kern, grid, n_out, static):
        self.kern, self.grid, self.n_out, self.static = kern, grid, n_out, static

    def __repr__(self):
        return "<_Second grid %s -> %d>" % (self.grid, self.n_out)


class _Partials:
    """The partials of a split reduction, reduced again: viewed in ``shape``, ``kept`` and
    ``red`` its axes, accumulated in dtype code ``acc``."""
    __slots__ = ("shape", "kept", "red", "acc")

    def __init__(self, shape, kept, red, acc):
        self.shape, self.kept, self.red, self.acc = shape, kept, red, acc

    def __repr__(self):
        return "<_Partials %s>" % (self.shape,)


_plans = LRU(4096)
_checks = LRU(1024)


def _check(name, code):
    """(categories, C++ check) of the floating-point errors of ``name``'s reduce loop in
    dtype code ``code`` (the table row's, as for the elementwise loop of that dtype)."""
    key = (name, code)
    hit = _checks.get(key)
    if hit is None:
        hit = (0, None)
        if name in TABLE:
            ch = _dtype_of(code).char
            hit = _errors(name, ch + ch + "->" + ch)
        _checks.put(key, hit)
    return hit


def _reduce_mask(name, acc, src):
    """The categories a reduction of ``name`` in loop code ``acc`` of input code ``src`` can
    raise: its steps' and its loads' casts into the loop's type (NumPy reports both as the
    reduction's: ``sum(x, dtype=int32)`` of a NaN is "invalid value encountered in reduce")."""
    fm = _check(name, acc)[0]
    return fm | fperr.cast_mask(src, acc) if src != acc else fm


def _plan_key(name, acc, dtype, shape, strides, kept, red, out_code, aligned, where_strides,
              arg, fm):
    """The key of ``_plans``: what decides a reduction's plan (``_run`` plans and files it,
    ``_lean_of`` finds a split reduction's two plans by it)."""
    return dtype_key(name, acc, dtype, shape, strides, kept, red, out_code, aligned,
                     where_strides, arg, fm)


def _run(name, expr, acc, a, kept, red, where, out_code, arg=None, again=False, st=None,
         source=None):
    """Reduce device array ``a`` over axes ``red``: a C-ordered buffer of prod(kept) results.
    ``arg`` 'max'/'min': the index (int64) of the best element instead (one reduced axis).
    Floating-point errors are reported as NumPy's "... encountered in reduce", under the
    error state ``st`` (None: the caller's; ``again``: a second pass, in the first's slot).
    ``a`` pending (fusion): the reduction joins its graph (a
    sink, ``_Sink``), its result pending too.  ``source`` (spec, arguments): ``a`` is the
    geometry of a pending graph's node that the kernel computes where it loads it
    (render.reduction's ``source``; fusion's flush)."""
    if arg is None:
        fm = _reduce_mask(name, acc, _code(a._dtype))
        if fm and st is None:
            st = fperr.state()
    else:
        fm = 0
    if type(a._mem) is _Lazy and source is None and where is None and not arg and not again \
            and a._mem.node is not None and not (fm and fm & st.check & st.sync) \
            and _coalesced(a, kept, red):
        # (a reduction whose errors would raise at its line runs now)
        odt = _dtype_of(out_code)
        n = _prod(a._shape[d] for d in kept)
        r = _fusion.sink(a, _Sink(name, expr, acc, kept, red, out_code, st), n * odt.itemsize,
                         st)
        if r is not None:
            return _make(r, 0, (n,), (odt.itemsize,), odt, None)
    if not ON_DEVICE:
        return _run_host(name, acc, a, kept, red, where, arg, st)
    ptr = 0 if source is not None else a._mem.ptr + a._offset
    chk = _check(name, acc)[1] if fm else None
    if fm:
        fm &= st.check
    key = _plan_key(name, acc, a._dtype, a._shape, a._strides, kept, red, out_code,
                    not ptr % 16, None if where is None else where._strides, arg, fm)
    if source is not None:
        key = (key, source[0])
    plan = _plans.get(key)
    if plan is None:
        plan = _plan(name, expr, acc, a, kept, red, where, out_code, ptr, arg,
                     (fm, chk) if fm else None, None if source is None else source[0])
        _plans.put(key, plan)
    out = _empty((plan.n_out,), plan.out_dtype)
    args = [ptr, out._mem.ptr]
    if where is not None:
        args.append(where._mem.ptr + where._offset)
    if fm:  # the checked variant (see fperr)
        args += fperr.arguments("reduce", st, again)  # (a second pass: the first's slot)
    args += plan.static
    if source is not None:
        args += source[1]
    _launch.launch(plan.kern, plan.grid, args, fresh=True)
    if fm:
        fperr.after(fm, st)
    second = plan.second
    if second is None:
        return out
    if arg:
        # the (value, index) partials, reduced by the second kernel of the plan
        res = _empty((second.n_out,), numpy.dtype(numpy.int64))
        _launch.launch(second.kern, second.grid, [out._mem.ptr, res._mem.ptr] + second.static,
                       fresh=True)
        return res
    return _run(name, expr, second.acc, out.reshape(second.shape), second.kept, second.red,
                None, out_code, again=True, st=st)


class _Sink:
    """A reduction deferred into a pending graph (``fusion.sink``), run at the graph's flush:
    ``fused`` over the graph's leaves (``source``), or ``plain`` over the stored input; each
    under the state at its operation and its name prefix ``pre``."""
    __slots__ = ("name", "expr", "acc", "kept", "red", "out_code", "st")

    def __init__(self, name, expr, acc, kept, red, out_code, st):
        self.name, self.expr, self.acc, self.kept, self.red = name, expr, acc, kept, red
        self.out_code, self.st = out_code, st

    def fused(self, a, spec, args, pre, ready=None):
        """The reduction of the pending value of ``a``'s geometry that the source ``spec``
        computes from ``args``: its result's memory.  ``ready``: a dict the caller keeps per
        source plan, where this reduction's passes are kept ready to fire (``_Lean``, with
        the source's arguments after the static ones) once ``_run`` has planned them."""
        fm = _reduce_mask(self.name, self.acc, _code(a._dtype))
        st = self.st
        if fm:
            fm &= st.check
        key = (self.name, self.acc, self.kept, self.red, self.out_code, fm)
        lean = None if ready is None else ready.get(key)
        if lean:
            return lean.fire(0, st, args, pre)
        with fperr.reporting_as(pre):
            res = _run(self.name, self.expr, self.acc, a, self.kept, self.red, None,
                       self.out_code, st=st, source=(spec, args))
        if lean is None and ready is not None:
            types = tuple(map(type, args))
            # (complex scalars take the general launch's packing)
            ready[key] = not any(t in _launch._COMPLEX for t in types) and _lean_of(
                self.name, self.acc, a, self.kept, self.red, self.out_code, fm, spec,
                types) or False
        return res._mem

    def plain(self, a, pre):
        with fperr.reporting_as(pre):
            return _run(self.name, self.expr, self.acc, a, self.kept, self.red, None,
                        self.out_code, st=self.st)._mem

    def __repr__(self):
        return "<_Sink %s %s over %s>" % (self.name, self.acc, self.red)


def _arg_size(acc):
    return 24 if acc == "c16" else 16  # sizeof(gp_arg<T>)


def _get_kernel(*args, **kw):
    return compiler.kernel(render.reduction, *args, **kw)


def _row_mode(inner_contig, kept_contig, K, M):
    """Row mode (a block, or a group of lanes, a row) rather than column mode (a thread an
    output): the reduced elements contiguous, the kept ones not, or rows 16 times longer
    than there are of them."""
    return inner_contig or not kept_contig or K >= 16 * M


def _lanes(K, vec):
    """Row mode's lanes a row for rows of K elements (at most 128 vectors of ``vec``: G = 1):
    enough for four vectors a lane, or sixteen elements one at a time.  A block a row left
    most of its 256 threads idle.  On an H200, 2^28 float32 (CUDA events; CuPy 14.2 in the
    same run): argmin of 32-wide rows 2.5 ms a block a row, 0.31 ms at two lanes (CuPy 2.05);
    sums of 7-wide rows (no vectors) 1.58 ms at 8 lanes, 0.62 at 2, 0.32 at 1 (CuPy 0.37);
    30-wide 0.62 ms at 8 lanes, 0.37 at 2 (CuPy 0.93); vectors: 32-wide 0.30 ms at four a
    lane, 0.32 at eight (benchmarks/diag_lanes.py)."""
    per = 4 * vec if vec > 1 else 16
    return builtins.min(32, 1 << builtins.max(0, (-(-K // per) - 1).bit_length()))


def _coalesced(a, kept, red):
    """Whether the kernel reducing C-contiguous ``a`` reads neighbouring elements in
    neighbouring threads (a sink computes and may store each element where it is loaded):
    the fastest axis (of extent > 1) reduced (row mode along rows), or kept in column mode.
    Row mode over a strided axis reduces the stored array instead (k-means' column sums of
    its 2^20 x 32 one-hot matrix as a sink: 1.2 ms on an H200, against 0.34 ms for the
    plain reduction of the stored matrix)."""
    last = -1
    for d in range(a._ndim - 1, -1, -1):
        if a._shape[d] > 1:
            last = d
            break
    return last < 0 or last in red or not _row_mode(
        False, True, _prod(a._shape[d] for d in red), _prod(a._shape[d] for d in kept))


def _plan(name, expr, acc, a, kept, red, where, out_code, ptr, arg=None, fpe=None, source=None):
    src = _code(a._dtype)
    ops = [a._strides] + ([where._strides] if where is not None else [])
    kshape, kstr = _group(a._shape, ops, kept)
    rshape, rstr = _group(a._shape, ops, red)
    # the reduced axes' order does not matter: the fastest first makes contiguous runs
    if len(rshape) > 1:
        order = sorted(range(len(rshape)), key=lambda d: -abs(rstr[0][d]))
        rshape = [rshape[d] for d in order]
        rstr = [[st[d] for d in order] for st in rstr]
        rshape, rstr = _group(rshape, rstr, range(len(rshape)))
    M, K = _prod(kshape), _prod(rshape)
    isz = a._dtype.itemsize
    inner_contig = len(rshape) == 1 and rstr[0][0] == isz
    kept_contig = bool(kshape) and abs(kstr[0][-1]) == isz
    mode = "row" if _row_mode(inner_contig, kept_contig, K, M) else "col"
    vec = 1
    if mode == "row" and inner_contig and where is None:
        vec = builtins.max(1, 16 // isz)
        if ptr % 16 or builtins.any(st % 16 for st in kstr[0]):
            vec = 1
        elif source is not None and _dtype_of(acc).kind in "biu":
            # (a sink whose result is the same in any order: vectors of its widest leaf's 16
            # bytes -- 16 bools of two float32 leaves would hold 128 loaded bytes a vector)
            vec = builtins.max(1, 16 // builtins.max([isz] + [_dtype_of(c).itemsize
                                                             for _, c in source[1]]))
    if mode == "row":
        per = 256 * vec * 4
        G = builtins.max(1, builtins.min(-(-_TARGET_BLOCKS // M), -(-K // per)))
    else:
        G = builtins.max(1, builtins.min(-(-_TARGET_BLOCKS // -(-M // 256)), -(-K // 64)))
    chunk = -(-K // G)
    if vec > 1:
        chunk = -(-chunk // vec) * vec
        G = -(-K // chunk)
    lanes = _lanes(K, vec) if mode == "row" and K <= 128 * vec else 0
    acc_code = _acc_code(acc)
    dst = acc_code if G > 1 else out_code  # partials keep the accumulator's precision
    if arg:
        dst = "pair" if G > 1 else "i8"
    kw = {"arg": arg} if fpe is None else {
        "arg": arg, "fpe": fpe, "fpe_cast": src != acc and bool(fperr.cast_mask(src, acc) & fpe[0]),
        "fpe_nonfinite": not arg and dst != "f2" and _nonfinite(name, acc, *fpe)}
    if source is not None:
        kw["source"] = source
    if lanes:
        kw["lanes"] = lanes
    kern = _get_kernel(name, expr, acc, src, dst, mode, len(kshape), len(rshape),
                       vec, where is not None, _neutral(name, acc), **kw)
    i64 = numpy.int64
    static = [i64(M), i64(K), i64(G), i64(chunk)]
    for d in range(len(kshape)):
        static += [i64(kshape[d]), i64(kstr[0][d])]
    for d in range(len(rshape)):
        static += [i64(rshape[d]), i64(rstr[0][d])]
    if where is not None:
        static += [i64(v) for v in kstr[1]] + [i64(v) for v in rstr[1]]
    grid = (-(-M * lanes // 256) if lanes else M * G) if mode == "row" else (-(-M // 256), G)
    if G > 1 and arg:
        # pass two over the pairs: row partials sit at m*G + g, column ones at g*M + m
        ps = _arg_size(acc)
        kern2 = _get_kernel(name, expr, acc, "pair", "i8", mode,
                            1, 1, 1, False, _neutral(name, acc), arg=arg)
        kt, rt = (G * ps, ps) if mode == "row" else (ps, M * ps)
        static2 = [i64(M), i64(G), i64(1), i64(G), i64(M), i64(kt), i64(G), i64(rt)]
        grid2 = M if mode == "row" else (-(-M // 256), 1)
        return _Plan(kern, grid, G * M * ps, numpy.dtype(numpy.uint8), static,
                     _Second(kern2, grid2, M, static2))
    if arg:
        return _Plan(kern, grid, M, numpy.dtype(numpy.int64), static)
    second = None
    if G > 1:
        # the partials: row mode wrote m*G + g, column mode g*M + m
        second = (_Partials((M, G), (0,), (1,), acc_code) if mode == "row"
                  else _Partials((G, M), (1,), (0,), acc_code))
    return _Plan(kern, grid, G * M, _dtype_of(dst), static, second)


def _quiet_generic(dt, fn):
    """``fn()``, NumPy's reduction of values of ``dt``: a timedelta64 of generic unit's
    deprecation (NumPy 2.5, of the identity's conversion) silenced, reduce gives it itself
    (``_numpy_dtype``'s ``gives``: as NumPy, only where no initial is given)."""
    if dt.kind != "m" or numpy.datetime_data(dt)[0] != "generic":
        return fn()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return fn()


def _run_host(name, acc, a, kept, red, where, arg=None, st=None):
    # The host device: NumPy reduces the same view, the front end around it is the same; its
    # results laid out as the kernel's, C-ordered over the ``kept`` axes as given.
    if arg:
        res = getattr(numpy, "arg" + arg)(a._host_view(), axis=red[0] if red else None)
        return _host_flat(numpy.asarray(res, numpy.int64), kept)
    uf = getattr(numpy, name)
    # (dates and durations: the loop by type, the neutral element in the array's unit)
    dt = _dtype_of(acc)
    if dt.kind in "Mm":
        dt = a._dtype
    kw = {"axis": red, "dtype": _np_sel(dt)}
    if where is not None:
        kw["where"] = where._host_view()
        kw["initial"] = TABLE[name].host_neutral(dt)
    if not a._ndim and where is None:
        # (NumPy casts a 0-d array's element into its loop's dtype apart: '... in cast', the
        # names its error state gives)
        res = fperr.host_numpy(lambda: _quiet_generic(dt, lambda: uf.reduce(a._host_view(),
                                                                          **kw)))
    else:
        # NumPy's reduce loop finds the floating-point errors ("... encountered in reduce")
        res = fperr.host("reduce", lambda: _quiet_generic(dt, lambda: uf.reduce(
            fperr.cast_source(a._host_view(), dt), **kw)), st)
    return _host_flat(numpy.asarray(res), kept)


def _host_flat(res, kept):
    """NumPy's result over the kept axes (in increasing order) as a flat device array,
    C-ordered over ``kept`` in its own order."""
    if list(kept) != sorted(kept):
        res = res.transpose([sorted(kept).index(d) for d in kept])
    h = numpy.ascontiguousarray(res).reshape(-1)
    dt = check_dtype(h.dtype)
    if h.dtype != dt or not h.size or h.dtype.hasobject:
        return asarray_any(h)
    # (NumPy's new result, which nothing else holds, is the array's memory: no copy)
    return _make(_host_bytes(h.view(numpy.uint8)), 0, h.shape, h.strides, dt, None)


def _np_sel(dt):
    """``dt`` as a ufunc's ``dtype=``: NumPy selects datetime64/timedelta64 loops by type (the
    units come from the operands)."""
    return dt.type if dt.kind in "Mm" else dt


def _acc_code(code):
    return "f4" if code == "f2" else code


def _dtype_of(code):
    return numpy.dtype("?" if code == "b1" else code)


class _Front:
    """What ``reduce`` decided for one (ufunc, dtype, layout, axis, dtype=, keepdims) with no
    out/where/initial (``_front``): the loop's expression and code, the kept and reduced
    axes, the result's shape, strides and dtype; ``lean``: a ``_Lean`` once the plan is
    known to be one pass over 16-byte aligned data."""
    __slots__ = ("expr", "code", "kept", "axes", "oshape", "ostr", "acc", "lean", "fmask")

    def __init__(self, expr, code, kept, axes, oshape, ostr, acc, fmask=0):
        self.expr, self.code, self.kept, self.axes = expr, code, kept, axes
        self.oshape, self.ostr, self.acc, self.lean = oshape, ostr, acc, {}
        self.fmask = fmask  # the floating-point errors the loop can raise (lean: per checked set)

    def __repr__(self):
        return "<_Front %s axes %s -> %s %s>" % (self.code, self.axes, self.oshape, self.acc)


class _Lean:
    """A plan's pass ready to fire: the prepared launch, its grid, the result's bytes (and
    pool bucket), the static arguments after the input and output pointers, whether it is
    the checked variant (``fm``); ``then``: the ``_Lean`` of the pass that reduces this
    one's partials (a split reduction), or None."""
    __slots__ = ("prepared", "grid", "nbytes", "bucket", "static", "fm", "then")

    def __init__(self, plan, fm=0, then=None, extra=()):
        self.static = tuple(int(v) for v in plan.static)
        gx, gy = (plan.grid, 1) if type(plan.grid) is int else plan.grid
        self.prepared = _launch.Prepared(plan.kern, (int, int) + (
            (int, int, numpy.uint32) if fm else ()) + (int,) * len(self.static) + extra, gy=gy)
        self.grid = gx
        self.nbytes = plan.n_out * plan.out_dtype.itemsize
        self.bucket = _bucket(self.nbytes)
        self.fm, self.then = fm, then

    def fire(self, ptr, st, extra=(), pre=None):
        """Launch on the data at ``ptr``: the result's memory (each pass's, in turn).
        ``extra``: the first pass's arguments after the static ones (a sink's source);
        ``pre``: the name prefix its errors report under (None: the thread's)."""
        again = False
        while True:
            mem = _take(self.bucket, self.nbytes)
            if self.fm:  # the checked variant (see fperr; a second pass: the first's slot)
                d, h, g = fperr.arguments("reduce", st, again, pre)
                self.prepared.fire(self.grid, ptr, mem.ptr, d, h, g, *self.static, *extra)
                again = True
                if self.fm & st.sync:  # (fperr.after, inline: 'raise' and 'call' act now)
                    _synchronize()
            else:
                self.prepared.fire(self.grid, ptr, mem.ptr, *self.static, *extra)
            if self.then is None:
                return mem
            self, ptr, part, extra = self.then, mem.ptr, mem, ()  # noqa: F841 (part: alive)

    def __repr__(self):
        return "<_Lean %r grid %d%s>" % (self.prepared, self.grid,
                                         "" if self.then is None else ", then %r" % self.then)


def _lean_of(name, acc, a, kept, red, out_code, fm, source=None, extra=()):
    """The ``_Lean`` of reducing device array ``a`` over ``red`` in code ``acc``, once ``_run``
    has planned it: one pass, or two where the partials are reduced once more in the same
    code (their checks then a subset of the first pass's); None for other plans (they keep
    ``_run``).  ``source``: a sink's spec (the plan's key has it), ``extra`` the types of its
    arguments, which the first pass takes after the static ones."""
    key = _plan_key(name, acc, a._dtype, a._shape, a._strides, kept, red, out_code, True, None,
                    None, fm)
    plan = _plans.get(key if source is None else (key, source))
    if plan is None:
        return None
    second = plan.second
    if second is None:
        return _Lean(plan, fm, extra=extra)
    if type(second) is not _Partials or second.acc != acc:
        return None
    fm2 = _check(name, acc)[0] & fm  # (the partials load without a cast)
    p2 = _plans.get(_plan_key(name, acc, _dtype_of(acc), second.shape,
                              _c_strides(second.shape, plan.out_dtype.itemsize), second.kept,
                              second.red, out_code, True, None, None, fm2))
    if p2 is None or p2.second is not None:
        return None
    return _Lean(plan, fm, _Lean(p2, fm2), extra)


_front = LRU(4096)


def keyword_out(out):
    """out= given by name to a ufunc's method (reduce, accumulate, reduceat) as NumPy reads
    it: a tuple holds the ufunc's one output (by position a tuple is no array)."""
    if isinstance(out, tuple):
        if any(o is Ellipsis for o in out):
            raise TypeError("must use `...` as `out=...` and not per-operand/in a tuple")
        if len(out) != 1:
            raise ValueError("The 'out' tuple must have exactly one entry per ufunc output")
        return out[0]
    return out


def _operands(uf, a, out, method):
    """The array and the out= of ``uf.<method>`` (reduce, accumulate), checked as NumPy does
    (``out`` as passed by position: a tuple is not an array; ufunc.reduce's keyword out= is
    unpacked before: ``keyword_out``)."""
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    if out is not None and (not isinstance(out, ndarray) or isinstance(out, SCALAR_TYPES)):
        raise TypeError("return arrays must be of ArrayType")  # (a device scalar is no array)
    if out is not None and not out._writeable():
        raise ValueError("output array is read-only")
    if uf.nin != 2:
        raise ValueError("%s only supported for binary functions" % method)
    if uf.nout != 1:
        raise ValueError("%s only supported for functions returning a single value" % method)
    return a, out


def _one_axis(a, axis, method):
    """The one axis of ``uf.<method>`` (accumulate, reduceat), checked in NumPy's order: the
    axes converted and bounds-checked (a tuple's each; 0 and -1 of a 0-d array none), then a
    0-d array refused, then their count."""
    nd = a._ndim
    if axis is None:
        axes = () if nd == 0 else (0,) if nd == 1 else (0, 1)
    elif type(axis) is tuple:
        axes = tuple(multi_axis(axis_index(v, _MULTI_AXIS_BOOL), nd)[0] for v in axis)
    else:
        axis = axis_index(axis, _MULTI_AXIS_BOOL)
        axes = () if nd == 0 and axis in (0, -1) else multi_axis(axis, nd)
    if nd == 0:
        raise TypeError("cannot %s on a scalar" % method)
    if len(axes) != 1:
        raise ValueError("%s does not allow multiple axes" % method)
    return axes[0]


def _out_shape_error(shape, axes, keepdims, oshape):
    """NumPy's iterator's message for a reduction's out= of the right ndim and a wrong shape:
    out's axes lined up with the input's (a reduced axis a newaxis without keepdims)."""
    it = iter(oshape)
    lined = [None if d in axes and not keepdims else next(it) for d in range(len(shape))]
    if any(o is not None and o != n and 1 not in (o, n) for o, n in zip(lined, shape)):
        return ("operands could not be broadcast together with remapped shapes "
                "[original->remapped]: %s->%s %s " % (
                    str(oshape).replace(" ", ""),
                    _dims("newaxis" if o is None else o   # (leading newaxes not shown)
                          for o in lined[next(d for d, o in enumerate(lined) if o is not None):]),
                    _dims(shape)))
    wide = tuple(n if o is None else max(o, n) for o, n in zip(lined, shape))
    if wide != shape:
        return ("non-broadcastable operand with shape %s doesn't match the broadcast shape %s"
                % (_dims(shape), _dims(wide)))
    j = 0
    for d, (o, n) in enumerate(zip(lined, shape)):
        if o is None:
            continue
        if d in axes and o != 1:
            return ("operand was set up as a reduction along axis %d, but the length of the "
                    "axis is %d (it has to be 1)" % (d, o))
        if d not in axes and o == 1 and n != 1:
            return ("output operand requires a reduction along dimension %d, but the reduction "
                    "is not enabled. The dimension size of 1 does not match the expected output "
                    "shape." % j)
        j += 1
    return "output parameter for reduction operation has a non-matching shape"


def _check_where_shape(a, wmask, out, axes, keepdims):
    """NumPy's iterator's errors for reduce's where= mask that does not broadcast to the
    input: its operands (out= where given, with its axes lined up with the input's, then the
    input and the mask) each named by shape."""
    if wmask._ndim > a._ndim:
        raise ValueError("input operand has more dimensions than allowed by the axis remapping")
    if all(m in (1, n) for m, n in zip(wmask._shape[::-1], a._shape[::-1])):
        return
    text = ""
    if out is not None:
        it = iter(out._shape)
        text = "%s->%s " % (_shape_text(out._shape), _shape_text(
            [None if d in axes and not keepdims else next(it) for d in range(a._ndim)]))
    raise ValueError("operands could not be broadcast together with remapped shapes "
                     "[original->remapped]: %s%s %s " % (text, _shape_text(a._shape),
                                                         _shape_text(wmask._shape)))


def _shape_text(dims):
    """A shape as NumPy's messages write it (convert_shape_to_string): leading new axes
    (None) left out, others named 'newaxis', one dimension as '(n,)'."""
    dims = list(dims)
    first = next((k for k, n in enumerate(dims) if n is not None), len(dims))
    if first == len(dims):
        return "()"
    text = ",".join("newaxis" if n is None else str(n) for n in dims[first:])
    return "(%s,)" % text if len(dims) == 1 else "(%s)" % text


def _dims(shape):
    return "(%s)" % ",".join(str(n) for n in shape)


def _accumulate_out_error(a, out, rdt):
    """NumPy's message for accumulate's out= of another shape than the input: its 1-D loop
    without a cast checks the size; with a cast or more axes its iterator lines the shapes up."""
    if out._ndim == a._ndim and not (a._ndim == 1 and a._dtype == rdt == out._dtype):
        o, n = (str(sh).replace(" ", "") for sh in (out._shape, a._shape))
        if any(k != m and 1 not in (k, m) for k, m in zip(out._shape, a._shape)):
            return ("operands could not be broadcast together with remapped shapes "
                    "[original->remapped]: %s->%s %s->%s " % (o, o, n, n))
        if any(k == 1 != m for k, m in zip(out._shape, a._shape)):  # (its axes reversed)
            return ("non-broadcastable output operand with shape %s [remapped to %s] doesn't "
                    "match the broadcast shape %s" % (o, str(out._shape[::-1]).replace(" ", ""), n))
    if 1 < a._ndim and out._ndim < a._ndim:
        # (its iterator maps out's axes in reverse, checked from the last: the first one out
        # lacks is out.ndim)
        k = out._ndim
        return ("Iterator input op_axes[0][%d] (==%d) is not a valid axis of op[0], which has "
                "%d dimensions " % (a._ndim - 1 - k, k, k))
    return "provided out is the wrong size for the accumulation."


def opt(value, default):
    """A function's argument that NumPy's function hands on only when given: ``default`` for
    np._NoValue (its default, and a wrapper's that hands on its own), as NumPy reads it.
    (Methods, ufunc.reduce and this module's engines read np._NoValue as a value.)"""
    return default if value is NoValue else value


def _keepdims_arg(keepdims):
    """reduce's keepdims as NumPy's argument parser reads it (a C int, not a truth value):
    a float says so, other non-integers (a string, numpy.bool_, None) are not integers, a
    value beyond a C int overflows."""
    if type(keepdims) is bool:
        return keepdims
    return bool(int_arg(keepdims))


def reduce(uf, a, axis=0, dtype=None, out=None, keepdims=False, initial=NoValue, where=True,
           arrays_out=False):
    """``uf.reduce(a, ...)`` with NumPy's semantics: ``out`` as NumPy's functions hand it on,
    by position (``...`` there is NumPy's TypeError); ``arrays_out``: the method's keyword
    ``out=...`` (a 0-d result stays an array, no scalar)."""
    if out is None and where is True and initial is NoValue and (
            type(a) is ndarray or type(a) in SCALAR_TYPE_SET) and (
            type(keepdims) is bool) and not arrays_out and (
            axis is None or type(axis) is int or type(axis) is tuple
            and all(type(v) is int for v in axis)):
        # The lean path: the same reduction of the same layout as before (an axis of ints and
        # a bool keepdims: 1.0 and numpy.True_ equal 1 and True as keys, and NumPy rejects them).
        if not a._shape and (type(a._mem) is _Held or not ON_DEVICE):
            v = _held_value(a)
            if v is not None:
                # (a 0-d value held on the host: NumPy's reduction there, its errors named as
                # NumPy names them, '... in cast' for the element's cast, as _run_host's)
                return _from_numpy(fperr.host_numpy(lambda: uf._np.reduce(
                    v, axis=axis, dtype=dtype, keepdims=keepdims)))
        try:
            fc = _front.hit((uf._name, a._dtype, a._shape, a._strides, axis, None, keepdims,
                             a._dtype.char) if dtype is None else dtype_key(
                uf._name, a._dtype, a._shape, a._strides, axis, dtype, keepdims))
        except TypeError:  # an unhashable axis (a list)
            fc = None
        if fc is not None:
            if dtype is not None:
                fperr.discard_imaginary(a._dtype, fc.acc)  # (as _numpy_dtype's)
            fm = fc.fmask
            if fm:
                st = fperr.state()
                fm &= st.check
            lean = fc.lean.get(fm)
            if lean is not None and (type(a._mem) is not _Lazy or a._mem.node is None):
                # 16-byte aligned data: allocate each pass's result and launch, nothing else
                # (a pending array: _run, a sink of its graph)
                ptr = a._mem.ptr + a._offset
                if not ptr & 15:
                    r = _make(lean.fire(ptr, st if fm else None), 0, fc.oshape, fc.ostr,
                              fc.acc, None)
                    return r if fc.oshape else as_scalar(r)
            flat = _run(uf._name, fc.expr, fc.code, a, fc.kept, fc.axes, None, fc.code)
            if ON_DEVICE and lean is None and type(flat._mem) is not _Lazy:  # (not a sink)
                lean = _lean_of(uf._name, fc.code, a, fc.kept, fc.axes, fc.code, fm)
                if lean is not None:
                    fc.lean[fm] = lean
            r = _make(flat._mem, flat._offset, fc.oshape, fc.ostr, fc.acc, None)
            return r if fc.oshape else as_scalar(r)
    if type(a) is not ndarray and (overrides_ufuncs(a)
                                   or not isinstance(a, (ndarray, numpy.ndarray))):
        # (a subclass's own __array_ufunc__ answers its reductions: a.sum(), a.max(); another
        # library's object's too, as NumPy's ufunc.reduce asks it: np.sum(index), np.ptp(series))
        kw = {"axis": axis, "dtype": dtype, "keepdims": keepdims, "where": where}
        if not isinstance(a, ndarray):
            # (NumPy's functions hand the object to ufunc.reduce with the keywords given: no
            # where=True, which pandas' reductions refuse, nor keepdims=False)
            kw = {k: v for k, v in kw.items()
                  if not (k == "where" and v is True or k == "keepdims" and v is False)}
        if out is not None:
            kw["out"] = out
        if initial is not NoValue:
            kw["initial"] = initial
        r = ufunc_override(uf._np, "reduce", (a,), kw)
        if r is not NO_OVERRIDE:
            return r
    if out is Ellipsis:
        raise TypeError("out=... is only allowed as a keyword argument.")
    name = uf._name
    keepdims = _keepdims_arg(keepdims)
    a0 = a
    a, out = _operands(uf, a, out, "reduce")
    nd = a._ndim
    if axis is None or (nd == 0 and not isinstance(axis, (tuple, list))
                        and operator.index(axis) in (0, -1)):
        axes = tuple(range(nd))  # (a 0-d array takes axis 0 or -1, as NumPy allows)
    else:
        axes = multi_axis(axis, nd)
    # NumPy decides the loop (and raises for a dtype it cannot use); with out= and no dtype=,
    # out is its first operand
    loop = _out_loop(uf, a._dtype, out._dtype) if out is not None and dtype is None else None
    try:
        acc = _numpy_dtype(uf._np.reduce, a._dtype, None if dtype is None else as_dtype(dtype),
                           gives=initial is NoValue)
    except TypeError:
        if loop is None:
            raise
    acc = loop or acc
    # (NumPy's initial=None: no initial value and no identity either; ``unseeded``: the
    # ufunc's identity, which the kernels start from, is then not NumPy's start)
    identity = None if initial is None else uf._np.identity
    unseeded = initial is None and uf._np.identity is not None
    if initial is None:
        initial = NoValue
    row = uf._row
    if len(axes) > 1 and not row.reorderable:
        raise ValueError("reduction operation '%s' is not reorderable, so at most one axis may "
                         "be specified" % name)
    if initial is not NoValue:
        # NumPy stores initial into the loop's dtype as an item assignment does (a Python int
        # out of range raises OverflowError, a float is truncated, an overflow warns)
        box = numpy.empty((), acc)
        box[()] = initial
        initial = box[()]
    if out is not None:
        # NumPy's casting check and error for the result into out
        proxy = numpy.zeros((1,) * max(nd, 1), a._dtype)
        _quiet_generic(a._dtype, lambda: uf._np.reduce(
            proxy, axis=0, dtype=dtype, out=numpy.empty(proxy.shape[1:], out._dtype)))
    kept = tuple(d for d in range(nd) if d not in axes)
    kshape = tuple(a._shape[d] for d in kept)
    oshape = tuple(1 if d in axes else a._shape[d] for d in range(nd)) if keepdims else kshape
    if out is not None and out._shape != oshape:
        if out._ndim != len(oshape):
            raise ValueError("output parameter for reduction operation %s has the wrong number "
                             "of dimensions: Found %d but expected %d"
                             % (name, out._ndim, len(oshape)))
        raise ValueError(_out_shape_error(a._shape, axes, keepdims, out._shape))
    if (initial is not NoValue and out is not None and out._dtype != acc
            and out._dtype.kind in "biufc" and acc.kind in "biufc"):
        # NumPy stores initial into out, its accumulator, first: the loop reads it back as
        # out's dtype holds it (2.5 into an int64 out is 2: prod([-8], initial=2.5) is -16);
        # the cast's errors are '... in cast', then the loop's own ('... in reduce': NumPy's
        # min/max loops clear them); an empty out casts nothing
        def cast():
            return fperr.cast_source(box, out._dtype).astype(out._dtype)
        if not out._size:
            with numpy.errstate(all="ignore"):
                held = cast()
        else:
            held = fperr.host("cast", cast)
            if name not in ("maximum", "minimum", "fmax", "fmin"):
                fperr.host("reduce", cast)
        initial = held.astype(acc)[()]
    K = _prod(a._shape[d] for d in axes)
    wmask = None
    if where is not True:
        wmask = _normalize_where(where)
        if identity is None and initial is NoValue:
            raise ValueError("reduction operation '%s' does not have an identity, so to use a "
                             "where mask one has to specify 'initial'" % name)
        if wmask._shape != a._shape:
            _check_where_shape(a, wmask, out, axes, keepdims)
            wmask = wmask._broadcast_to(a._shape)
    if K == 0 and initial is NoValue and identity is None:
        raise ValueError("zero-size array to reduction operation %s which has no identity" % name)
    seeded = (out is not None and identity is None and initial is NoValue and K > 1
              and out._dtype != acc)
    if seeded:
        # NumPy copies each line's first element into out ('... in cast') and reduces the rest
        # into it: the line starts from that element as out's dtype holds it (the max of
        # [nan, 2.5] into an int64 out is 2: nan became the integer minimum)
        first = tuple(0 if d in axes else slice(None) for d in range(nd))
        held = a[first].astype(out._dtype)
        if held._dtype.kind == "c" and acc.kind != "c":
            held = held.real  # (a real element as a complex out holds it: no imaginary part)
        if name not in ("maximum", "minimum", "fmax", "fmin"):
            # (the cast's flags stay set for the loop's own check, '... in reduce'; NumPy's
            # min/max loops clear them)
            copy_into(_empty(held._shape, out._dtype), a[first], name="reduce")
        a = a.astype(acc)
        a[first] = held
    # NumPy allocates the result in the order its iterator takes the input's axes (order='K'):
    # each path below reduces ``src``, the input with its axes in that order (outermost
    # first), into a C-ordered result, which is then viewed with the result's strides
    order = _iteration_order(a, wmask)
    src, red, mask, rdt = a, axes, wmask, None
    if order is not None:
        src = a.transpose(order)
        red = tuple(i for i, d in enumerate(order) if d in axes)
        mask = None if wmask is None else wmask.transpose(order)
        rax = order if keepdims else [kept.index(d) for d in order if d not in axes]
        ostr = _perm_strides(oshape, rax, acc.itemsize)
        roshape = tuple(oshape[d] for d in rax)
    else:
        ostr, roshape = _c_strides(oshape, acc.itemsize), oshape
    if unseeded and K == 1:
        # lines of one element are that element, cast ('... in cast'): no identity applied
        # (hypot's of -1.0 is -1.0, add's of -0.0 is -0.0)
        res = _empty(roshape, acc)
        copy_into(res, src.reshape(roshape), name="cast")
    elif (not ON_DEVICE or _numpy_loop(uf, acc)) and row.fold != ASSOCIATIVE:
        res = _host_reduce(uf, src, red, dtype if loop is None else acc, None, keepdims,
                           initial, mask, acc, roshape)
        initial = NoValue
    elif K == 0 or _prod(kshape) == 0:
        res = _empty(roshape, acc)
        if res._size:
            copy_into(res, identity if initial is NoValue else initial)
        initial = NoValue
    elif not row.reorderable or (acc.char == "e" and row.fold != ASSOCIATIVE
                                      and len(red) <= 1) or (
            ON_DEVICE and _keeps_order(row, acc, _prod(kshape), K)
            and (len(red) <= 1 or _whole_in_memory_order(src, red))):
        # (float16 hypot/logaddexp: NumPy rounds every step, from the identity; complex
        # products: from the identity, left to right, as NumPy's loop)
        start = identity if initial is NoValue and row.reorderable else initial
        if _cast_raises(src, acc):
            # NumPy copies each line's first element into the result ('... in cast'), then
            # its loop casts the rest ('... in reduce', where the first one's flags show too)
            if start is NoValue and src._size:
                first = src[tuple(0 if d in red else slice(None) for d in range(nd))]
                copy_into(_empty(first._shape, acc), first, name="cast")
            src = _precast(src, acc, "reduce")
        if len(red) > 1:  # (every axis of a contiguous array: one line in memory order)
            if mask is not None:  # (the mask in src's memory order)
                mask = _memory_line(mask.copy(order="C" if src._flags_c() else "F"))
            src, red = _memory_line(src), (0,)
        res = _ordered_reduce(uf, src, red, acc, mask, start).reshape(roshape)
        initial = NoValue
    else:
        code = _code(acc)
        expr = uf._row_expr(acc)
        skept = tuple(d for d in range(nd) if d not in red)
        res = _run(name, expr, code, src, skept, red, mask, code)
        rdt = acc  # (the kernel's results are of its code's dtype: the loop's, with its units
        #            and its longlong or int64, is ``acc``)
        # (datetimes: not remembered, the lean path would skip _numpy_dtype's deprecation)
        if out is None and wmask is None and initial is NoValue and a._dtype.kind not in "mM":
            if order is not None:  # (the same reduction of the input's own axes)
                skept, red = tuple(order[d] for d in skept), tuple(order[d] for d in red)
            try:
                _front.put(dtype_key(name, a._dtype, a._shape, a._strides, axis, dtype, keepdims),
                           _Front(expr, code, skept, red, oshape, ostr, acc,
                                  _reduce_mask(name, code, _code(a._dtype))))
            except TypeError:
                pass
    # the C-ordered results, viewed in the result's shape and strides
    res = _make(res._mem, res._offset, oshape, ostr, res._dtype if rdt is None else rdt, None)
    if unseeded and K > 1 and name == "add" and acc.kind in "fc":
        # (the sums start from each line's first element: lines of -0.0 sum to -0.0)
        _negative_zero_lines(a, res, numpy.array(complex(-0.0, -0.0) if acc.kind == "c"
                                                 else -0.0, acc)[()], axes, keepdims, None)
    if initial is not NoValue:
        init = numpy.asarray(initial).astype(acc, casting="unsafe")[()]
        if name == "add" and acc.kind in "fc" and K:
            _negative_zero_lines(a, res, init, axes, keepdims, wmask)
        res = _with_initial(uf, res, init, acc)
        if wmask is not None:
            # a line with nothing selected is the initial value itself (op(identity, initial)
            # may differ: hypot(0, -3.) is 3.0, 0.0 + -0.0 is 0.0)
            selected = reduce(um.logical_or, wmask, axes, numpy.dtype(bool), None, keepdims)
            copy_into(res, init, where=um.logical_not(selected))
    if out is not None:
        first = None
        if identity is None and initial is NoValue and K == 1 and out._dtype != acc:
            first = a[tuple(0 if d in axes else slice(None) for d in range(nd))]
            if keepdims:
                first = first.reshape(oshape)
        _store_out(out, res, "reduce", first)
        return out
    return _result_of(a0, res, arrays_out)


def _iteration_order(a, wmask):
    """The axes of a reduction's input ``a`` (and its where mask), outermost first, as NumPy's
    iterator orders them for order='K' (a length-1 axis does not decide); None for C order."""
    if a._flags_c() and (wmask is None or wmask._flags_c()):
        return None
    ops = [[0 if n == 1 else st for n, st in zip(x._shape, x._strides)]
           for x in (a, wmask) if x is not None]
    order = iterator_order(a._ndim, ops)[::-1]
    return None if order == sorted(order) else order


def _negative_zero_lines(a, res, init, axes, keepdims, wmask):
    """NumPy's sum with an initial starts from it: -0.0 + -0.0 + ... stays -0.0, where ours,
    from the identity +0.0, is +0.0.  Where ``init`` (a part of it, complex) is -0.0, the
    lines of ``a`` whose (selected) elements are all -0.0 get -0.0 in ``res`` (in place), so
    that ``res + init`` is NumPy's -0.0; -0.0 found by its bits (a view as integers)."""
    parts = (("real", "imag") if res._dtype.kind == "c" else (None,))
    for part in parts:
        v = init if part is None else getattr(init, part)
        if v != 0 or not numpy.signbit(v):
            continue
        x = a if part is None else getattr(a, part)
        if x._dtype.kind != "f":  # (integers summed as floats hold no -0.0)
            continue
        bits = numpy.dtype("i%d" % x._dtype.itemsize)
        neg = um.equal(x.view(bits), numpy.iinfo(bits).min)
        if wmask is not None:
            neg = um.logical_or(neg, um.logical_not(wmask))
        lines = reduce(um.logical_and, neg, axes, numpy.dtype(bool), None, keepdims)
        copy_into(res if part is None else getattr(res, part), -0.0, where=lines)


def _cast_raises(a, dt):
    """Whether casting device array ``a`` into ``dt`` can raise what the state asks for."""
    return (ON_DEVICE and a._dtype != dt and
            bool(fperr.cast_mask(_code(a._dtype), _code(dt)) & fperr.state().check))


def _quiet_out_cast(a, rdt, out):
    """NumPy's accumulate and reduceat write an ``out`` of a dtype other than the loop's
    through a cast after each buffer, which clears the loop's floating-point flags: only the
    input's cast ('... in cast', made here first) and the output's (``_store_out``) report.
    Returns the input (cast where that can report) and the context to run the loop in."""
    if out is None or out._dtype == rdt:
        return a, contextlib.nullcontext()
    if a._dtype != rdt and fperr.cast_mask(_code(a._dtype), _code(rdt)) & fperr.state().check:
        a = _precast(a, rdt, "cast")
    return a, numpy.errstate(all="ignore")


def _precast(a, dt, what):
    """``a`` cast into ``dt`` first, its floating-point errors reported as "... in
    ``what``" (the scans and folds load their input without checking its cast)."""
    res = _empty(a._shape, dt)
    copy_into(res, a, name=what)
    return res


def _with_initial(uf, res, init, acc):
    """``uf(init, res)`` in the loop's dtype: a reduction's results combined with its
    ``initial``, their floating-point errors reported as NumPy's "... in reduce".  The
    initial comes first, as in NumPy's loop: of two NaNs maximum keeps the first (a complex
    max from initial=nan is nan+0j, whatever NaN the elements hold)."""
    code = _code(acc)
    fm, chk = _check(uf._name, code) if acc.kind not in "Mm" else (0, None)
    out = _empty(res._shape, acc, res._strides)  # (laid out as the result: a new one's strides)
    if not fm:
        return uf(init, res, out=out, dtype=_np_sel(acc))
    _execute(uf._name, uf._row_expr(acc), (acc, acc, acc), [_Scalar(init, acc, False), res],
             [out], fresh=True, check=fperr.Check("reduce", fm, chk))
    return out


def _store_out(out, res, what, first=None):
    """``res`` (in the loop's dtype) into ``out=`` of another dtype, the cast's floating-point
    errors reported as NumPy reports them.  Its reductions start ``out`` from the identity
    and report the cast as theirs ('... in reduce'); those without an identity first copy
    each line's ``first`` element into ``out`` ('... in cast').  accumulate and reduceat
    write ``out`` through a cast ('... in cast') whose flags their own check finds again
    ('... in accumulate'): ``first`` is None and the cast is reported under both names."""
    if out._dtype == res._dtype or not (
            fperr.cast_mask(_code(res._dtype), _code(out._dtype)) & fperr.state().check):
        copy_into(out, res)
        return
    if what == "reduce":
        if first is not None:
            copy_into(_empty(out._shape, out._dtype), first.astype(res._dtype), name="cast")
        copy_into(out, res, name="reduce")
        return
    copy_into(out, res, name="cast")
    copy_into(out, res, name=what)


def _wrapper(a):
    """``a``, the input as the user gave it, where NumPy's __array_wrap__ of it wraps the
    result: a subclass, or an object of another kind with its own (``__array__`` and
    ``__array_wrap__``); else None."""
    if isinstance(a, ndarray):
        return a if type(a) is not ndarray and not isinstance(a, SCALAR_TYPES) else None
    return a if _wraps(a) else None


def _result_of(a, res, arrays_out=False):
    """The result as NumPy returns it: wrapped by the input ``a`` (NumPy's __array_wrap__:
    ``_wrapper``), else a scalar when 0-d (one that is a view, of the ordered fold's result
    or of a scalar, is copied first); ``arrays_out`` (out=...): never a scalar."""
    w = _wrapper(a)
    if w is not None:
        return _array_wrap(w, res, None, not res._shape and not arrays_out)
    if res._shape or arrays_out:
        return res
    if type(res) is ndarray and res._base is not None:
        res = res.copy()
    return as_scalar(res)


def _wrapped(a, res):
    """An accumulate/reduceat result wrapped by the input ``a`` (``_wrapper``)."""
    w = _wrapper(a)
    return res if w is None else _array_wrap(w, res, None, False)


#: a row's ``in_order`` kinds fold in NumPy's order (a thread per line, step after step)
#: where that stays fast: lines of at most _SERIAL_MAX elements (one thread's chain stays
#: short) or at least _SERIAL_LINES lines (threads enough to fill the GPU).  A few longer
#: lines take the tree or the parallel scan, at memory speed, in another order (README:
#: what still differs)
_SERIAL_MAX = 4096
_SERIAL_LINES = 1024


def _keeps_order(row, dt, lines, k):
    return dt.kind in row.in_order and (k <= _SERIAL_MAX or lines >= _SERIAL_LINES)


def _whole_in_memory_order(a, axes):
    """Every axis of a C- or F-contiguous array is reduced: NumPy's loop then runs over the
    elements as one line in memory order."""
    return len(axes) == a._ndim and (a._flags_c() or a._flags_f())


def _memory_line(a):
    """A C- or F-contiguous array as one line in memory order (a view)."""
    return (a if a._flags_c() else a.transpose()).reshape(a._size)


def _ordered_reduce(uf, a, axes, acc, wmask, initial):
    """reduce of a ufunc NumPy does not reorder over one axis (or none): each line folded
    in order from its first element or ``initial`` (``_fold``).
    Integer subtraction wraps exactly, so it is the first element (or initial) minus a sum."""
    if not axes:  # no axis: every element a line of one
        a = a.reshape(a._shape + (1,))
        wmask = None if wmask is None else wmask.reshape(a._shape)
        axis = a._ndim - 1
    else:
        axis = axes[0]
    if initial is not NoValue:
        init = numpy.asarray(initial).astype(acc, casting="unsafe")
    _check_exponents(uf, acc, a, axis, initial is not NoValue, wmask)
    if uf._name == "subtract" and acc.kind in "iu":
        if initial is NoValue:
            first = a[(slice(None),) * axis + (slice(0, 1),)]
            rest = a[(slice(None),) * axis + (slice(1, None),)]
        else:
            first, rest = init[()], a
        total = um.add.reduce(rest, axis=axis, dtype=acc, keepdims=True,
                                     where=True if wmask is None else wmask)
        return uf(first, total, dtype=acc)
    init = None if initial is NoValue else asarray_any(
        init.astype(_dtype_of(_acc_code(_code_of(acc)))).reshape(1))
    return _fold(uf, a, axis, acc, _FIRST, 0, init, wmask, "reduce")


def _code_of(dt):
    return _code(dt)


_FIRST = numpy.zeros(1, numpy.int64)  # the one segment of a whole line
# folds: loads in flight per line (knob; a warp per line, its lanes folding from shuffles,
# measured slower on the H100 than a thread per line: 1-d subtract 43 ms vs 27 ms for 2^20)
_FOLD_ITEMS = int(os.environ.get("GPNUMPY_FOLD_ITEMS", "8"))
_FOLD_ROWS = os.environ.get("GPNUMPY_FOLD_ROWS", "1") != "0"  # contiguous lines via shared memory (knob)
def _fold(uf, a, axis, rdt, starts, phase, init=None, mask=None, what=None):
    """Fold the lines of ``a`` along ``axis`` with ``uf`` in NumPy's order (scan.cu's rows
    mode for contiguous lines, a lane each; seg mode otherwise, a thread each), results in ``rdt``: phase 0 the total of each segment that
    begins at ``starts`` (a host int64 array; the result has ``len(starts)`` on ``axis``),
    phase 1 every running value (accumulate; ``a``'s shape).  ``init`` (a device array of one
    accumulator value): where each fold starts, instead of the line's first element;
    ``mask`` (bool, ``a``'s shape): the elements that count (where=).  ``what``: the name
    NumPy's messages give the floating-point errors of the steps ('reduce', 'accumulate',
    'reduceat'; None: unchecked)."""
    if not a.flags.c_contiguous:
        a = a.copy()
    if mask is not None and (mask._strides != a._strides or not mask.flags.c_contiguous):
        mask = mask.copy()
    code = _code_of(rdt)
    acc, src = _acc_code(code), _code_of(a._dtype)
    shape = a._shape if phase else a._shape[:axis] + (len(starts),) + a._shape[axis + 1:]
    lines = _prod(shape) // (a._shape[axis] if phase else 1)
    inner = _prod(a._shape[axis + 1:])
    # NumPy's float16 loops round every step, except some reduce loops (the row says)
    rnd = phase == 1 or not uf._row.half_reduce_in_float
    fm, chk, st = _fpe_steps(uf._name, code, what)
    fkw = _fpe_kw(uf, code, fm, chk)
    guard = None
    if inner == 1 and _FOLD_ROWS:
        # contiguous lines: a warp folds up to 32 of them through shared memory, fewer where
        # that leaves the GPU short of four 8-warp blocks per multiprocessor
        rows = 1
        while rows < 32 and lines >= 2 * rows * 8 * 4 * sm_count():
            rows *= 2
        items = {16: 2, 8: 4}.get(_dtype_of(acc).itemsize, 8)
        rkw = dict(masked=mask is not None, round_steps=rnd, rows=rows)
        if phase == 0 and fkw.get("fpe_nonfinite") and a._size >= _FOLD_GUARD_MIN:
            # large folds: the unchecked kernel, then its checked pass guarded by the totals
            # (only warps with a total that is not finite fold again): the checks cost one
            # short launch on finite data instead of 5-7% of the fold (H200, 2^27 float32)
            guard = compiler.kernel(render.scan, uf._name, uf._row_expr(rdt), acc, src, code,
                                    "rows", items, _neutral(uf._name, acc), guard=True,
                                    **rkw, **fkw)
            fkw = {}
        kern = compiler.kernel(render.scan, uf._name, uf._row_expr(rdt), acc, src, code, "rows",
                               items, _neutral(uf._name, acc), **rkw, **fkw)
        grid = -(-lines // (8 * rows))
    else:
        # a thread per line, neighbouring lines on neighbouring addresses
        kern = compiler.kernel(render.scan, uf._name, uf._row_expr(rdt), acc, src, code, "seg",
                               _FOLD_ITEMS, _neutral(uf._name, acc), masked=mask is not None,
                               round_steps=rnd, **fkw)
        grid = -(-lines // 256)
    res = _empty(shape, rdt)
    dev = _FIRST_DEV.get(0) if starts is _FIRST else None
    if dev is None:
        dev = asarray_any(starts.astype(numpy.int64))
        if starts is _FIRST:
            _FIRST_DEV[0] = dev
    args = [a._mem.ptr + a._offset] + ([mask._mem.ptr + mask._offset] if mask is not None else [])
    args.append(res._mem.ptr)
    tail = [a._shape[axis], len(starts), inner, lines,
            dev._mem.ptr, 0 if init is None else init._mem.ptr, numpy.int32(phase)]
    if guard is not None:  # (the unchecked fold, then its guarded checked pass)
        _launch.launch(kern, grid, args + tail, fresh=True)
        kern = guard
    if fm:  # the checked variant (see fperr)
        args += fperr.arguments(what, st)
    _launch.launch(kern, grid, args + tail, fresh=True)
    if fm:
        fperr.after(fm, st)
    return res


_FIRST_DEV = {}
#: elements of the input from which a checked fold (phase 0, rows mode, checked where not
#: finite) runs unchecked, then a guarded checked pass (``_fold``)
_FOLD_GUARD_MIN = 1 << 24


def _host_reduce(uf, a, axes, dtype, out, keepdims, initial, wmask, acc, oshape):
    # The host device (and ldexp): NumPy reduces a host copy; power and arctan2 fold.
    kw = {"axis": axes, "dtype": dtype, "keepdims": keepdims}
    if initial is not NoValue:
        kw["initial"] = initial
    if wmask is not None:
        kw["where"] = wmask._host_view() if not ON_DEVICE else wmask.get()
    src = fperr.cast_source(a._host_view() if not ON_DEVICE else a.get(), acc)
    if _host_folds(uf, acc) and len(axes) == 1 and src.size:
        res = fperr.host("reduce", lambda: _host_fold(uf._np, src, axes[0], acc, initial,
                                                      kw.get("where")))
        if keepdims:
            res = numpy.expand_dims(res, axes[0])
        res = numpy.asarray(res, acc)
    else:  # (NumPy's loop finds the floating-point errors: "... in reduce")
        res = fperr.host_numpy(lambda: _quiet_generic(src.dtype, lambda: uf._np.reduce(src, **kw)))
    res = numpy.asarray(res)
    if out is not None:
        copy_into(out, asarray_any(res))
        return out
    return asarray_any(res)




# ---------------------------------------------------------------- scans
_SCAN_ITEMS = int(os.environ.get("GPNUMPY_SCAN_ITEMS", "24"))  # per thread, 4-byte values (knob; 24: best of 8-32 with look-back, H100)
_SCAN_LOOK = os.environ.get("GPNUMPY_SCAN_LOOK", "1") != "0"  # single-pass tile scans (knob)
_LOOK_CODES = frozenset(("i4", "u4", "i8", "u8", "f4", "f8"))


def accumulate(uf, a, axis=0, dtype=None, out=None, *, result_dtype=None):
    """``uf.accumulate(a, axis, dtype, out)`` with NumPy's semantics; ``result_dtype``
    overrides the loop (cumsum's small integers accumulate in int64)."""
    a0 = a
    a, out = _operands(uf, a, out, "accumulate")
    axis = _one_axis(a, axis, "accumulate")
    loop = _out_loop(uf, a._dtype, out._dtype) if (
        out is not None and dtype is None and result_dtype is None) else None
    if loop is None and out is not None and dtype is None and result_dtype is None:
        _no_out_loop(uf, "accumulate", a._dtype, out)
    rdt = loop or result_dtype or _numpy_dtype(uf._np.accumulate, a._dtype,
                                               None if dtype is None else as_dtype(dtype))
    _out_operand_casts(rdt, out)
    if out is not None and out._shape != a._shape:
        raise ValueError(_accumulate_out_error(a, out, rdt))
    # NumPy's result is laid out as the input (order='K'; C where an axis is broadcast): the
    # axes are taken in that order (an F-ordered input is then C-contiguous) and the C-ordered
    # result is viewed back
    back = None
    if a._ndim > 1 and not a._flags_c() and 0 not in a._strides:
        k = _like_strides(a, 1)
        perm = sorted(range(a._ndim), key=lambda d: -k[d])
        if perm != list(range(a._ndim)):
            a, axis, back = a.transpose(perm), perm.index(axis), numpy.argsort(perm).tolist()
    a, quiet = _quiet_out_cast(a, rdt, out)
    with quiet:
        res = _accumulated(uf, a, axis, rdt)
    if back is not None:
        res = res.transpose(back)
    if out is not None:
        _store_out(out, res, "accumulate")
        return out
    return _wrapped(a0, res)


def _accumulated(uf, a, axis, rdt):
    """``uf.accumulate(a, axis)`` in the loop's dtype ``rdt``, C-ordered."""
    name = uf._name
    if not ON_DEVICE or a._size == 0 or _numpy_loop(uf, rdt):
        # the host device (and ldexp): NumPy's own loop; power and arctan2 fold
        src = fperr.cast_source(a._host_view() if not ON_DEVICE else a.get(), rdt)
        if _host_folds(uf, rdt) and src.size:
            res = asarray_any(numpy.ascontiguousarray(fperr.host(
                "accumulate", lambda: _host_fold(uf._np, src, axis, rdt, steps=True))))
        else:  # (NumPy's loop finds the floating-point errors: "... in accumulate")
            res = asarray_any(numpy.ascontiguousarray(fperr.host_numpy(
                lambda: uf._np.accumulate(src, axis=axis, dtype=_np_sel(rdt)))))
    else:
        # NumPy casts the input as a cast of its own ('... in cast'); the kernels' loads do not
        # check theirs
        src = _precast(a, rdt, "cast") if _cast_raises(a, rdt) else a
        K = src._shape[axis]
        if uf._row.fold == ASSOCIATIVE and not _keeps_order(uf._row, rdt, src._size // K, K):
            res = _scan(uf, src, axis, rdt)
        elif name == "subtract" and rdt.kind in "iu":
            # a0 - a1 - ... - ak wraps exactly as 2 a0 - (a0 + ... + ak)
            first = src[(slice(None),) * axis + (slice(0, 1),)]
            total = _scan(um.add, src, axis, rdt)
            res = uf(um.add(first, first, dtype=rdt), total, dtype=rdt)
        else:
            # every other ufunc runs in NumPy's order (``_fold``)
            _check_exponents(uf, rdt, src, axis, False)
            res = _fold(uf, src, axis, rdt, _FIRST, 1, what="accumulate")
    return res


def _fpe_steps(name, code, what):
    """A scan's or fold's floating-point checks: (categories, check, state), categories 0 for
    none.  Each step is checked with the row's check of the loop in dtype code ``code``, and
    a float16 result's rounding; reported as NumPy names them (``what``: 'accumulate',
    'reduce', 'reduceat'); None ``what``: unchecked."""
    if what is None:
        return 0, None, None
    fm, chk = _check(name, code)
    if code == "f2":
        fm |= fperr.OVER | fperr.UNDER
    if not fm:
        return 0, None, None
    st = fperr.state()
    fm &= st.check
    return fm, chk, st


def _nonfinite(name, code, fm, chk):
    """Whether the checked steps of ufunc ``name`` in loop code ``code`` (categories ``fm``,
    check ``chk``) need checking only where their result is not finite: float32/float64 steps
    of a row whose errors come only with such results (``Row.nonfinite_errors``), underflow
    not checked (render's ``fpe_nonfinite``: no per-step cost on finite data)."""
    return bool(chk) and code in ("f4", "f8") and not fm & fperr.UNDER and \
        name in TABLE and TABLE[name].nonfinite_errors


def _fpe_kw(uf, code, fm, chk):
    """The scan kernel's checked-variant arguments (none: unchecked)."""
    if not fm:
        return {}
    if _nonfinite(uf._name, code, fm, chk):
        return {"fpe": (fm, chk), "fpe_nonfinite": True}
    return {"fpe": (fm, chk)}


def _scan(uf, a, axis, rdt, what="accumulate"):
    """Inclusive device scan of ``a`` along ``axis`` in ``rdt``: a new C-ordered array.
    Its floating-point errors are reported as NumPy's "... encountered in ``what``"."""
    if not a.flags.c_contiguous:
        a = a.copy()
    shape = a._shape
    outer, K, inner = _prod(shape[:axis]), shape[axis], _prod(shape[axis + 1:])
    if 1 < inner < 32 and outer * inner < 2048 and K > 256:
        # few long lines across the contiguous axis: scan them as rows instead
        # the scanned axis last (a view), then back in place
        perm = [d for d in range(a._ndim) if d != axis] + [axis]
        res = _scan(uf, a.transpose(perm).copy(), a._ndim - 1, rdt, what)
        return res.transpose(numpy.argsort(perm).tolist()).copy()
    code = _code(rdt)
    acc = _acc_code(code)
    src = _code(a._dtype)
    fm, chk, st = _fpe_steps(uf._name, code, what)
    fkw = _fpe_kw(uf, code, fm, chk)
    mode = "tile" if inner == 1 and K > 256 else "seq"
    # elements per thread: 64 bytes of accumulators (4 for complex128)
    items = builtins.max(4, _SCAN_ITEMS * 4 // builtins.max(4, _dtype_of(acc).itemsize))
    name = uf._name
    T = -(-K // (256 * items))
    # rows of several tiles in one pass (a look-back between tiles) where the running value
    # is one 4- or 8-byte number; else three steps (_phases)
    look = mode == "tile" and T > 1 and acc in _LOOK_CODES and _SCAN_LOOK
    kern = compiler.kernel(
        render.scan, name, uf._row_expr(rdt), acc, src, code, mode, items,
        _neutral(name, acc, True), look=look, **fkw)
    out = _empty(shape, rdt)
    i64, i32 = numpy.int64, numpy.int32
    ptrs = [a._mem.ptr + a._offset, out._mem.ptr]
    if fm:  # the checked variant (see fperr)
        ptrs += fperr.arguments(what, st)
    if mode == "tile":
        dims = [i64(K), i64(T), i64(1), i64(outer)]
        if look:
            tiles = _empty((render.look_bytes(outer * T),), numpy.dtype(numpy.uint8))
            args = ptrs + dims + [0, tiles._mem.ptr]
            _launch.launch(kern, -(-outer * T // 256), args + [i32(3)], fresh=True)
            _launch.launch(kern, outer * T, args + [i32(4)], fresh=True)
        else:
            _phases(kern, uf, ptrs, dims, outer * T, T > 1, (outer, T), acc, what=what)
    else:
        # a thread per line; few lines are cut into chunks
        lines = outer * inner
        G = builtins.max(1, builtins.min(-(-(1 << 17) // lines), K // 32))
        _phases(kern, uf, ptrs, [i64(K), i64(G), i64(inner), i64(lines * G)],
                -(-lines * G // 256), G > 1, (outer, G, inner), acc, what=what)
    if fm:
        fperr.after(fm, st)
    return out


def _phases(kern, uf, ptrs, dims, grid, split, tot_shape, acc, before_phase2=None, what=None):
    """Run a scan kernel of ``uf``: one launch (phase 0) or, when its lines are ``split`` into
    pieces (tiles, chunks), phase 1 (each piece's total into an array of ``tot_shape``, pieces
    along axis 1), the scan of those totals (this same machinery, on a short array) and
    phase 2 (each piece from its prefix).  ``before_phase2(incl)`` sees the flat inclusive
    prefixes and returns the pointers for phase 2, or None to stop (compaction sizes its
    output from the last prefix).  ``what``: the checked scan's name (the totals' scan is
    checked too: its steps are the scan's).  Every phase writes only memory allocated for
    the scan (its result, the totals, compaction's output): ``fresh`` launches."""
    i32 = numpy.int32
    if not split:
        _launch.launch(kern, grid, ptrs + dims + [0, 0, i32(0)], fresh=True)
        return
    adt = _dtype_of(acc)
    tot = _empty(tot_shape, adt)
    _launch.launch(kern, grid, ptrs + dims + [0, tot._mem.ptr, i32(1)], fresh=True)
    incl = tot if tot_shape[1] == 1 else _scan(uf, tot, 1, adt, what)
    if before_phase2 is not None:
        ptrs = before_phase2(incl.reshape(-1))
        if ptrs is None:
            return
    _launch.launch(kern, grid, ptrs + dims + [incl._mem.ptr, 0, i32(2)], fresh=True)


# ---------------------------------------------------------------- reduceat
def _reduceat_indices(indices):
    """reduceat's indices as a 1-D host intp array, converted as NumPy does (arrays cast
    safely, sequences element by element).  Index metadata: a device array comes to the host."""
    if isinstance(indices, ndarray):
        indices = indices.get()
    # (NumPy checks an array's or a scalar's depth before it converts the values)
    depth = indices.ndim if isinstance(indices, numpy.ndarray) else (
        None if isinstance(indices, (list, tuple)) else numpy.ndim(indices))
    if depth == 0:
        raise ValueError("object of too small depth for desired array")
    if isinstance(indices, numpy.ndarray):
        if depth > 1:
            raise ValueError("object too deep for desired array")
        if not numpy.can_cast(indices.dtype, numpy.intp, "safe"):
            raise TypeError("Cannot cast array data from %r to %r according to the rule 'safe'"
                            % (indices.dtype, numpy.dtype(numpy.intp)))
    idx = numpy.array(indices, dtype=numpy.intp)
    if idx.ndim == 0:
        raise ValueError("object of too small depth for desired array")
    if idx.ndim > 1:
        raise ValueError("setting an array element with a sequence. The requested array would "
                         "exceed the maximum number of dimension of 1.")
    return idx


def reduceat(uf, a, indices, axis=0, dtype=None, out=None):
    """``uf.reduceat(a, indices, axis, dtype, out)`` with NumPy's semantics: one device pass,
    each (segment, position) folded in order by ``_fold`` (so subtract, divide, ... reduce as
    NumPy's loop does)."""
    a0 = a
    a, out = _operands(uf, a, out, "reduceat")
    axis = _one_axis(a, axis, "reduceat")
    idx = _reduceat_indices(indices)
    K = a._shape[axis]
    bad = (idx < 0) | (idx >= K)
    if bad.any():
        raise IndexError("index %d out-of-bounds in %s.reduceat [0, %d)"
                         % (idx[bad][0], uf._name, K))
    loop = _out_loop(uf, a._dtype, out._dtype) if out is not None and dtype is None else None
    if loop is None and out is not None and dtype is None:
        _no_out_loop(uf, "reduceat", a._dtype, out, [0])
    rdt = loop or _numpy_dtype(uf._np.reduceat, a._dtype,
                               None if dtype is None else as_dtype(dtype), (0,))
    shape = a._shape[:axis] + (len(idx),) + a._shape[axis + 1:]
    _out_operand_casts(rdt, out)
    if out is not None and out._shape != shape:
        if out._ndim == a._ndim and any(o != n and 1 not in (o, n)
                                        for o, n in zip(out._shape, shape)):
            # NumPy's iterator's words: out, the input (the axis a new axis) and the indices
            # (on the axis only), each as original->remapped
            raise ValueError("operands could not be broadcast together with remapped shapes "
                             "[original->remapped]: %s->%s %s->%s %s->%s " % (
                                 _shape_text(out._shape), _shape_text(out._shape),
                                 _shape_text(a._shape), _shape_text(
                                     [None if d == axis else n for d, n in enumerate(a._shape)]),
                                 _shape_text((len(idx),)), _shape_text(
                                     [len(idx) if d == axis else None for d in range(a._ndim)])))
        raise ValueError("operands could not be broadcast together with remapped shapes "
                         "[original->remapped]: %s->%s" % (out._shape, shape))
    a, quiet = _quiet_out_cast(a, rdt, out)
    with quiet:
        res = _reduced_at(uf, a, idx, axis, rdt, shape)
    if out is not None:
        _store_out(out, res, "reduceat")
        return out
    return _wrapped(a0, res)


def _reduced_at(uf, a, idx, axis, rdt, shape):
    """``uf.reduceat(a, idx, axis)`` in the loop's dtype ``rdt`` (result ``shape``)."""
    K = a._shape[axis]
    if not ON_DEVICE or _numpy_loop(uf, rdt):
        src = fperr.cast_source(a._host_view() if not ON_DEVICE else a.get(), rdt)
        if _host_folds(uf, rdt) and _prod(shape):
            # each segment folded (a lone element where the next index is not larger)
            ends = list(idx[1:]) + [K]
            sl = lambda i, j: src[(slice(None),) * axis + (slice(i, j),)]  # noqa: E731
            res = asarray_any(numpy.ascontiguousarray(fperr.host("reduceat", lambda: numpy.stack(
                [_host_fold(uf._np, sl(i, j if j > i else i + 1), axis, rdt)
                 for i, j in zip(idx, ends)], axis))))
        else:  # (NumPy's loop finds the floating-point errors: "... in reduceat")
            res = asarray_any(numpy.ascontiguousarray(fperr.host_numpy(
                lambda: uf._np.reduceat(src, idx, axis=axis, dtype=_np_sel(rdt)))))
    elif _prod(shape) == 0:
        res = _empty(shape, rdt)
    else:
        if uf._name == "power":
            # the exponents: every element of a segment after its first
            ends = numpy.append(idx[1:], K)
            ends = numpy.maximum(ends, idx + 1)
            cover = numpy.zeros(K + 1, numpy.int64)
            numpy.add.at(cover, idx + 1, 1)
            numpy.add.at(cover, ends, -1)
            exps = numpy.cumsum(cover[:K]) > 0
            _check_exponents(uf, rdt, a, axis, True, asarray_any(
                exps.reshape((K,) + (1,) * (a._ndim - axis - 1))))
        src = _precast(a, rdt, "cast") if _cast_raises(a, rdt) else a  # (as accumulate)
        res = _fold(uf, src, axis, rdt, idx, 0, what="reduceat")
    return res


# ---------------------------------------------------------------- argmax / argmin
_arg_front = LRU(4096)


def _arg_check(which, a, axis, out, keepdims):
    """(result shape, the reduced axis made non-negative) of argmax/argmin, or NumPy's error:
    NumPy checks axis, out and emptiness on a proxy of zero cost (reduced extent at most 1)."""
    # (NumPy's methods, which its argmax hands on to: np._NoValue is a value there)
    fn = numpy.ndarray.argmax if which == "max" else numpy.ndarray.argmin
    shape = a._shape
    ax = None
    if axis is None:
        pshape = shape if a._size == 0 else (1,) * a._ndim
    else:
        if not isinstance(axis, (int, numpy.integer, numpy.bool_)):  # (bools: NumPy's words)
            axis = operator.index(axis)  # (NumPy's C int: an array's, a float's TypeError)
        ax = axis
        if a._ndim and -a._ndim <= axis < a._ndim:
            ax = axis % a._ndim
        pshape = tuple(builtins.min(n, 1) if d == ax else n for d, n in enumerate(shape))
    proxy = numpy.broadcast_to(numpy.zeros((), a._dtype), pshape)
    hout = None if out is None else numpy.empty(out._shape, out._dtype)
    if hout is not None and not out._writeable():
        hout.flags.writeable = False  # (NumPy's error for a read-only out)
    ref = numpy.asarray(fn(proxy, axis=axis, out=hout, keepdims=keepdims))
    return ref.shape, ax


def argreduce(which, a, axis=None, out=None, keepdims=False):
    """argmax (``which`` 'max') or argmin ('min') with NumPy's semantics: the first best
    element's index (NaN counts as best), int64."""
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    if out is not None and (not isinstance(out, ndarray) or isinstance(out, numpy.generic)):
        raise TypeError("output must be an array")  # (a tuple, a device scalar too)
    shape = a._shape
    try:
        key = dtype_key(which, shape, a._dtype, axis, type(axis), keepdims, type(keepdims),
                        None if out is None else (out._shape, out._dtype))
        front = _arg_front.get(key)
    except TypeError:  # an unhashable axis: NumPy's checks below say what is wrong
        key, front = None, None
    if front is None:
        front = _arg_check(which, a, axis, out, keepdims)
        if key is not None:
            _arg_front.put(key, front)
    oshape, ax = front
    if a._ndim == 0 or _prod(oshape) == 0 or a._size == 0:
        res = _empty(oshape, numpy.dtype(numpy.int64))
        if res._size:
            copy_into(res, 0)
    else:
        if axis is None:
            if not a._flags_c():
                a = a.copy()  # the flat index is the C-order one
            a = a.reshape(-1)
            kept, red = (), (0,)
        else:
            red = (ax,)
            kept = tuple(d for d in range(a._ndim) if d != ax)
        code = _code(a._dtype)
        flat = _run("maximum" if which == "max" else "minimum", "", code, a, kept, red, None, "i8",
                    arg=which)
        res = _make(flat._mem, flat._offset, oshape, _c_strides(oshape, 8),
                    numpy.dtype(numpy.int64), None)
    if out is not None:
        copy_into(out, res)
        return out
    return res if oshape else as_scalar(res)
