"""The transform primitive of gpnumpy.fft: unnormalised C2C, R2C and C2R transforms.

``c2c(x, axes, forward)``, ``r2c(x, axis)`` and ``c2r(x, axis, n)`` take a gpnumpy array of
the compute dtype (complex64/complex128, or float32/float64 for R2C) whose transformed axes
already have their final lengths, and return a new array.  Everything NumPy decides (lengths,
padding, dtypes, normalisation, ``out=``) is done by the front end in ``_transforms.py``.

On a GPU the transforms are cuFFT plans, made through nvmath-python's bindings:
- the data is described to cuFFT as it lies: the transformed axes (up to three per plan) and
  one batch axis through cuFFT's advanced layout (``istride``/``idist``/``inembed``; no embeds
  for batches of contiguous 1-D transforms), so a complex transform along axis 0, a transposed
  input or a cropped view needs no copy.  Real transforms (R2C, C2R) take their axis innermost
  only.  Batch axes that do not merge into one are looped over (a few), or the data is copied
  with the transformed axes last (many);
- the result is allocated in the input's memory order, so both sides share one description;
- what was decided for an input layout (a ``_Recipe``) and the plans live in bounded LRU
  caches per thread (gpnumpy's streams are per thread: a plan is bound to its thread's stream
  when made); plans are keyed by everything that changes one: the type (which carries the
  precision), sizes, batch, both layouts and the stream; an evicted plan is destroyed after
  the stream has finished its queued work;
- cuFFT allocates no work area of its own: a plan's first execution takes one from gpnumpy's
  pool and binds it to the plan, which keeps it while cached (binding one at every execution,
  as before, cost fft2 4096^2 about 13 us of host time a call on an H200's host); clearing
  the cache on cuFFT's ALLOC_FAILED gives the areas back with the plans.

Where cuFFT cannot run (``_on_host``: the host device, or a GPU without nvmath-python) the front
end calls NumPy's own function for the whole call, on ``_host`` arrays; these primitives are not
reached there (CI runs them through a stand-in for cuFFT that transforms host memory).
"""
from __future__ import annotations

import itertools
import threading

import numpy

from .._core import device, libraries
from .._core.ndarray import _empty, _make
from .._core.products import library_fallback
from .._core.ufunc import copy_into
from .._kernels.lru import LRU

__all__ = ["c2c", "r2c", "c2r", "plan_cache_size", "clear_plan_cache"]

FORWARD, INVERSE = -1, 1  # cuFFT's CUFFT_FORWARD / CUFFT_INVERSE

#: plans kept per thread (least recently used goes first), each with its work area
plan_cache_size = 16

# Loops over batch axes that do not merge into cuFFT's one batch axis: beyond this many
# executions a transposing copy is cheaper.
_MAX_LOOPS = 16


# ---------------------------------------------------------------- caches
_tls = threading.local()


def _cache(name="plans", size=16):
    """The calling thread's LRU ``name`` (plans and recipes: gpnumpy's streams are per thread)."""
    c = getattr(_tls, name, None)
    if c is None:
        c = LRU(size)
        setattr(_tls, name, c)
    return c


def clear_plan_cache():
    """Destroy the calling thread's cached cuFFT plans (and forget every ``Direct``)."""
    device.synchronize()  # a plan's transforms may still be queued
    _cache().clear()
    directs.clear()


#: the front end's one-plan calls (``_transforms._one``): per (function, n, axis, norm,
#: input geometry) the ``Direct`` that is the whole call, or False
directs = LRU(256)


# ---------------------------------------------------------------- plans
class _Plan:
    """One cuFFT plan (handle), the work area size it needs and the area it was given (from
    gpnumpy's pool at its first transform, kept while the plan is cached: binding one at
    every call cost host time)."""
    __slots__ = ("handle", "work", "lib", "area")

    def __del__(self):
        h = self.handle
        if h is not None:
            self.handle = None
            try:
                self.lib.destroy(h)
            except Exception:  # interpreter shutdown
                pass


def _lib():
    lib = getattr(_tls, "lib", None)
    if lib is None:
        lib = _tls.lib = libraries._bindings("cufft")
    return lib


def _make_plan(lib, key):
    typ, rank, n, inembed, istride, idist, onembed, ostride, odist, batch = key[:10]
    h = lib.create()
    p = _Plan()
    p.lib = lib
    p.handle = h
    p.work = 0
    p.area = None
    # Work areas come from gpnumpy's pool (at the plan's first transform), never from cuFFT.
    lib.set_auto_allocation(h, 0)
    # no embeds (NULL): cuFFT's basic layout, the one its plain plans use
    p.work = int(lib.make_plan_many64(h, rank, list(n), 0 if inembed is None else list(inembed),
                                      istride, idist, 0 if onembed is None else list(onembed),
                                      ostride, odist, typ, batch))
    lib.set_stream(h, device.stream_handle())
    return p


def _plan(key):
    cache = _cache()
    p = cache.get(key)
    if p is None:
        lib = _lib()
        try:
            p = _make_plan(lib, key)
        except Exception as exc:
            if "ALLOC_FAILED" not in str(exc) and "ALLOC_FAILED" not in repr(getattr(exc, "status", "")):
                raise
            # cuFFT's own tables did not fit: give back what gpnumpy and the cache hold, once
            clear_plan_cache()
            device.free_cached_memory()
            try:
                p = _make_plan(lib, key)
            except Exception as exc2:
                raise MemoryError("cuFFT could not allocate a plan for sizes %s (batch %d): %s"
                                  % (list(key[2]), key[9], exc2)) from None
        evicted = cache.put(key, p, plan_cache_size)
        if evicted:
            # an evicted plan may still have transforms queued on this stream
            device.synchronize()
            del evicted
    return p


# ---------------------------------------------------------------- layouts
class _Recipe:
    """How one (kind, input layout, axes) is transformed: directly (``plan_key``: cuFFT's
    type and advanced layout, ``offsets``: byte offsets of the executions over batch axes the
    layout cannot cover, the result's strides), or after a copy with the axes last
    (``plan_key`` None, ``order``)."""
    __slots__ = ("plan_key", "ename", "offsets", "y_strides", "order")


def _elements(strides, itemsize):
    out = []
    for s in strides:
        if s % itemsize:
            return None
        out.append(s // itemsize)
    return out


def _dense_strides(shape, strides, itemsize):
    """Strides of a dense array of ``shape`` in the memory order of ``strides``."""
    order = sorted(range(len(shape)), key=lambda ax: -abs(strides[ax]) if shape[ax] > 1 else 0)
    out = [0] * len(shape)
    acc = itemsize
    for ax in reversed(order):
        out[ax] = acc
        acc *= max(shape[ax], 1)
    return tuple(out)


def _layout(kind, shape_x, xs, shape_y, ys, axes):
    """cuFFT's advanced layout (element strides ``xs``/``ys``) for transforming ``axes``
    (outermost first) as ``(rank, n, inembed, istride, idist, onembed, ostride, odist, batch)``
    and the element offsets of the batch loops, or None when cuFFT cannot express it."""
    for ax in range(len(shape_x)):
        if (shape_x[ax] > 1 and xs[ax] <= 0) or (shape_y[ax] > 1 and ys[ax] <= 0):
            return None
    k = len(axes)
    istride, ostride = xs[axes[-1]], ys[axes[-1]]
    if kind != "c2c" and (istride != 1 or ostride != 1):
        return None  # real transforms: the transformed axis innermost on both sides only
    in_dims = [shape_x[ax] for ax in axes]
    out_dims = [shape_y[ax] for ax in axes]
    n = out_dims if kind == "c2r" else in_dims
    inembed, onembed = [in_dims[0]], [out_dims[0]]
    for j in range(1, k):
        a0, a1 = axes[j - 1], axes[j]
        if xs[a0] % xs[a1] or ys[a0] % ys[a1]:
            return None
        ie, oe = xs[a0] // xs[a1], ys[a0] // ys[a1]
        if ie < in_dims[j] or oe < out_dims[j]:
            return None
        inembed.append(ie)
        onembed.append(oe)
    # batch axes, outermost first, merged where both arrays are contiguous across them
    rest = sorted((ax for ax in range(len(shape_x)) if ax not in axes and shape_x[ax] > 1),
                  key=lambda ax: -xs[ax])
    groups = []  # [count, x stride, y stride]
    for ax in rest:
        if groups and groups[-1][1] == xs[ax] * shape_x[ax] and groups[-1][2] == ys[ax] * shape_x[ax]:
            g = groups[-1]
            g[0] *= shape_x[ax]
            g[1], g[2] = xs[ax], ys[ax]
        else:
            groups.append([shape_x[ax], xs[ax], ys[ax]])
    size_in, size_out = _prod(in_dims), _prod(out_dims)
    if groups:
        main = max(range(len(groups)), key=lambda i: groups[i][0])
        batch, idist, odist = groups[main]
        loops = groups[:main] + groups[main + 1:]
    else:
        batch, idist, odist, loops = 1, size_in, size_out, []
    count = _prod([g[0] for g in loops])
    if count > _MAX_LOOPS:
        return None
    offsets = [(sum(i * g[1] for i, g in zip(idx, loops)), sum(i * g[2] for i, g in zip(idx, loops)))
               for idx in itertools.product(*(range(g[0]) for g in loops))]
    if batch == 1:
        idist = odist = 1  # unused by cuFFT; one key for every such plan
    if (k == 1 and istride == 1 and ostride == 1
            and (batch == 1 or (idist == size_in and odist == size_out))):
        # a batch of contiguous 1-D transforms: cuFFT's basic layout (no embeds), as its plain
        # 1-D plans.  Multi-dimensional plans keep their embeds even when they are the basic
        # ones: a 4096x4096 complex64 fft2 ran 0.81x CuPy's speed with them and 0.62x without
        # (H100, two runs that also differed in host overhead).
        return (k, tuple(n), None, 1, size_in, None, 1, size_out, batch), offsets
    return (k, tuple(n), tuple(inembed), istride, idist, tuple(onembed), ostride, odist,
            batch), offsets


def _prod(xs):
    p = 1
    for v in xs:
        p *= v
    return p


_TYPES = {  # (kind, complex dtype char) -> (cufft Type name, exec name)
    ("c2c", "F"): ("C2C", "exec_c2c"), ("c2c", "D"): ("Z2Z", "exec_z2z"),
    ("r2c", "F"): ("R2C", "exec_r2c"), ("r2c", "D"): ("D2Z", "exec_d2z"),
    ("c2r", "F"): ("C2R", "exec_c2r"), ("c2r", "D"): ("Z2D", "exec_z2d"),
}


def _recipe(kind, x, aligned, out_shape, out_dtype, axes):
    rec = _Recipe()
    rec.plan_key = None
    # memory order, outermost first (the order cuFFT's dimensions are given in)
    axes = sorted(axes, key=lambda ax: -x._strides[ax])
    rec.order = [ax for ax in range(x._ndim) if ax not in axes] + axes
    if not aligned:
        return rec
    y_strides = _dense_strides(out_shape, x._strides, out_dtype.itemsize)
    xs = _elements(x._strides, x._dtype.itemsize)
    ys = _elements(y_strides, out_dtype.itemsize)
    found = None if xs is None else _layout(kind, x._shape, xs, out_shape, ys, axes)
    if found is None:
        return rec
    layout, offsets = found
    cchar = "F" if x._dtype.char in "fF" else "D"
    tname, rec.ename = _TYPES[(kind, cchar)]
    rec.plan_key = (int(getattr(_lib().Type, tname)),) + layout
    bx, by = x._dtype.itemsize, out_dtype.itemsize
    rec.offsets = [(i * bx, o * by) for i, o in offsets]
    rec.y_strides = y_strides
    return rec


def _recipe_of(kind, x, xp, out_shape, out_dtype, axes):
    """What ``_device`` decided for ``x``'s layout (at address ``xp``), from the calling
    thread's cache."""
    aligned = xp % x._dtype.itemsize == 0
    key = (kind, x._shape, x._strides, x._dtype.char, out_shape, out_dtype.char, tuple(axes),
           aligned)
    recipes = _cache("recipes", 256)
    rec = recipes.get(key)
    if rec is None:
        rec = _recipe(kind, x, aligned, out_shape, out_dtype, axes)
        recipes.put(key, rec)
    return rec


def _device(kind, x, out_shape, out_dtype, axes, direction=FORWARD):
    """Transform on the GPU: in place of ``x``'s layout if cuFFT can describe it (positive
    strides, elements aligned to their size), else after a copy with ``axes`` moved last."""
    if kind == "c2c" and len(axes) > 3:
        # cuFFT plans up to three dimensions: the innermost three first, then the rest
        axes = sorted(axes, key=lambda ax: -x._strides[ax])
        inner = c2c(x, axes[-3:], direction == FORWARD)
        return c2c(inner, axes[:-3], direction == FORWARD)
    xp = libraries.data_ptr(x)
    rec = _recipe_of(kind, x, xp, out_shape, out_dtype, axes)
    if rec.plan_key is None:
        order = rec.order
        k = len(axes)
        xt = x.transpose(order).copy()
        yt = _device(kind, xt, tuple(out_shape[ax] for ax in order), out_dtype,
                     list(range(x._ndim - k, x._ndim)), direction)
        inv = [0] * len(order)
        for i, ax in enumerate(order):
            inv[ax] = i
        return yt.transpose(inv)
    return _execute(rec, kind == "c2c", xp, out_shape, out_dtype, direction)


def _execute(rec, c2c, xp, out_shape, out_dtype, direction):
    """The transforms of recipe ``rec`` (its plan's executions) from address ``xp`` into a
    new array."""
    nbytes = _prod(out_shape) * out_dtype.itemsize
    mem = device.malloc(nbytes)
    y = _make(mem, 0, out_shape, rec.y_strides, out_dtype, None)
    plan = _plan(rec.plan_key + (device.stream_handle(),))
    if plan.work and plan.area is None:
        plan.area = libraries.workspace(plan.work)
        _lib().set_work_area(plan.handle, plan.area.ptr)
    run = getattr(_lib(), rec.ename)
    yp = libraries.data_ptr(y)
    device.wrote()
    h = plan.handle
    if c2c:
        for xo, yo in rec.offsets:
            run(h, xp + xo, yp + yo, direction)
    else:
        for xo, yo in rec.offsets:
            run(h, xp + xo, yp + yo)
    return y


class Direct:
    """One transform that is a single cuFFT plan over its input as it lies (``direct``): the
    input's alignment, the recipe, the result's shape and dtype, the direction."""
    __slots__ = ("aligned", "rec", "c2c", "shape", "dtype", "direction")

    def __call__(self, x):
        """The transform of ``x`` (of the geometry this was made for), or None where its
        address is aligned otherwise (the general path decides)."""
        xp = libraries.data_ptr(x)
        if (xp % x._dtype.itemsize == 0) is not self.aligned:
            return None
        return _execute(self.rec, self.c2c, xp, self.shape, self.dtype, self.direction)

    def __repr__(self):
        return "<Direct %s %s>" % (self.rec.ename, self.shape)


def direct(kind, x, axes, forward=True):
    """A ``Direct`` of the C2C (over ``axes``) or R2C (along ``axes[0]``) transform of ``x``
    where it is one cuFFT plan's executions over ``x`` as it lies (the front end then calls it
    for inputs of this geometry, skipping its own steps), else None."""
    if _on_host() or x._size == 0 or any(x._shape[ax] <= 1 for ax in axes) or len(axes) > 3:
        return None
    if kind == "c2c":
        shape, dt = x._shape, x._dtype
    elif kind == "r2c" and len(axes) == 1:
        shape, dt = _r2c_result(x, axes[0])
    else:
        return None
    xp = libraries.data_ptr(x)
    rec = _recipe_of(kind, x, xp, shape, dt, axes)
    if rec.plan_key is None:
        return None
    d = Direct()
    d.aligned, d.rec, d.c2c, d.shape, d.dtype = xp % x._dtype.itemsize == 0, rec, kind == "c2c", shape, dt
    d.direction = FORWARD if forward else INVERSE
    return d


# ---------------------------------------------------------------- the primitives
def _on_host():
    """NumPy's pocketfft runs the transforms (the front end calls numpy.fft): on the host
    device, or on a GPU whose cuFFT cannot be called (nvmath-python missing)."""
    return not device.ON_DEVICE or not libraries.available("cufft")


def _host(x):
    """``x`` for NumPy: a view on the host device, else a host copy (and the warning)."""
    if not device.ON_DEVICE:
        return x._host_view()
    library_fallback("fft (every gpnumpy.fft transform)")
    return x.get()


def c2c(x, axes, forward):
    """Unnormalised complex DFT of ``x`` (complex64/128) over the distinct ``axes``; a new array."""
    axes = [ax for ax in axes if x._shape[ax] > 1]  # a length-1 DFT is the identity
    if not axes or x._size == 0:
        return x.copy()
    return _device("c2c", x, x._shape, x._dtype, axes, FORWARD if forward else INVERSE)


def _r2c_result(x, axis):
    """The shape and dtype of an R2C transform of real ``x`` along ``axis``."""
    n = x._shape[axis]
    return (x._shape[:axis] + (n // 2 + 1,) + x._shape[axis + 1:],
            numpy.dtype("F" if x._dtype.char == "f" else "D"))


def r2c(x, axis, others=()):
    """Unnormalised real-to-complex DFT of ``x`` (float32/64) along ``axis``: that axis
    becomes ``n // 2 + 1`` long; then, in the same plan, complex DFTs over the distinct
    ``others`` (rfftn's order; ``axis`` must have the smallest stride); a new array."""
    n = x._shape[axis]
    shape, cdt = _r2c_result(x, axis)
    if x._size == 0:
        return _empty(shape, cdt)
    if n == 1:
        y = _empty(shape, cdt)
        copy_into(y, x)
        return c2c(y, others, True) if others else y
    return _device("r2c", x, shape, cdt, list(others) + [axis])


def c2r(x, axis, n, others=()):
    """Unnormalised complex-to-real DFT of ``x`` (complex64/128, ``n // 2 + 1`` long along
    ``axis``) into ``n`` real values along ``axis``, after (in the same plan) inverse complex
    DFTs over the distinct ``others`` (irfftn's order; ``axis`` must have the smallest
    stride).  ``x`` is overwritten (cuFFT's C2R destroys its input): pass a copy.  The zero
    (and, for even ``n``, the Nyquist) frequency planes must already be what NumPy reads:
    real for one axis, Hermitian along ``others`` for several."""
    rdt = numpy.dtype("f" if x._dtype.char == "F" else "d")
    shape = x._shape[:axis] + (n,) + x._shape[axis + 1:]
    if x._size == 0 or n == 0:
        return _empty(shape, rdt)
    if n == 1:  # the zero frequencies alone (real after the complex steps: Hermitian planes)
        return c2c(x, others, False).real.copy() if others else x.real.copy()
    return _device("c2r", x, shape, rdt, list(others) + [axis], INVERSE)
