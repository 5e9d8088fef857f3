"""The discrete Fourier transforms of ``numpy.fft``: fft, ifft, rfft, irfft, hfft, ihfft and
their 2-D and N-D forms, with NumPy 2's arguments, dtypes, normalisation and errors.

NumPy composes every transform of one-axis steps (``_raw_fft``: pad or crop to ``n``, transform,
multiply by the norm's factor, write into ``out``).  The front end here walks the same steps to
decide what NumPy decides -- the length and axis of each step, its errors in NumPy's order, the
dtype it computes in and returns, its normalisation factor -- and then runs them fused: the
complex steps over distinct axes as one multi-axis transform (``_cufft.c2c``), every factor in
one multiplication at the end, ``out`` written once.  Where cuFFT cannot run (the host device, or
a GPU without nvmath-python) the whole call is NumPy's own function instead (``_pocketfft``).
"""
from __future__ import annotations

import warnings

import numpy
from numpy.lib.array_utils import normalize_axis_index

from .._core.creation import zeros, empty
from .._core.ndarray import ndarray, asarray_any, from_host, to_host, _make, _shape_arg
from .._core.io import _at_user_line
from .._core.ufunc import copy_into
from .._core.manipulation import flip, roll
from .._core import umath
from .._core import dispatch as _dispatch
from .._core import fusion as _fusion
from .._core.device import ON_DEVICE
from .._kernels import compiler, render, launch
from . import _cufft

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "rfftn", "irfftn", "rfft2",
           "irfft2", "fft2", "ifft2", "fftn", "ifftn"]


# ---------------------------------------------------------------- norm
_SWAP = {"backward": "forward", None: "forward", "ortho": "ortho", "forward": "backward"}


def _swap_direction(norm):
    try:
        return _SWAP[norm]
    except KeyError:
        raise ValueError('Invalid norm value %s; should be "backward", "ortho" or "forward".'
                         % (norm,)) from None


def _factor(norm, n, real_dtype):
    """NumPy's normalisation factor of one step (1 or a NumPy scalar of ``real_dtype``: NumPy
    rounds it to the dtype, float16 included, and so must we)."""
    if norm is None or norm == "backward":
        return 1
    if norm == "ortho":
        return numpy.reciprocal(numpy.sqrt(n, dtype=real_dtype))
    if norm == "forward":
        return numpy.reciprocal(n, dtype=real_dtype)
    # (NumPy's own words for a bad norm at this step: 2.5.5 put a space after "backward",
    # earlier releases none; its fft of one element raises them here)
    try:
        numpy.fft.fft(numpy.zeros(1), norm=norm)
    except ValueError as exc:
        raise ValueError(str(exc)) from None
    raise ValueError('Invalid norm value %s; should be "backward","ortho" or "forward".' % (norm,))


# ---------------------------------------------------------------- steps
class _Step:
    """One of NumPy's one-axis steps, resolved: kind ('c2c', 'r2c', 'c2r'), axis, length n,
    direction, compute dtype (complex, or real for r2c input), result dtype, factor."""
    __slots__ = ("kind", "axis", "n", "forward", "compute", "result", "fct")


_SINGLE = frozenset("efF")   # computed in single precision by NumPy (pocketfft's float loops)
_DOUBLE_OUT = frozenset("dD")


class _OutBroadcast(Exception):
    """_resolve's word that an ``out`` of another shape takes the step's result broadcast
    (NumPy's ufunc broadcasts the other axes): the whole call is NumPy's (_broadcast_out)."""


def _resolve(shape, dtype, specs, out, name):
    """Walk NumPy's steps ``specs`` ((kind, forward, n, axis, norm, writes_out) each, in
    execution order) over an input of ``shape``/``dtype``: NumPy's checks in NumPy's order, and
    the resolved steps."""
    steps = []
    shape = list(shape)
    ndim = len(shape)
    for kind, forward, n, axis, norm, writes_out in specs:
        if n is None:
            # NumPy reads a.shape[axis] before it checks the axis: IndexError, not AxisError
            m = tuple(shape)[axis]
            n = m if kind != "c2r" else (m - 1) * 2
        if n < 1:
            raise ValueError("Invalid number of FFT data points (%s) specified." % (n,))
        if not forward:
            norm = _swap_direction(norm)
        dt = numpy.dtype(dtype)
        real_dt = numpy.result_type(dt.type(0).real.dtype if dt.kind == "c" else dt, 1.0)
        fct = _factor(norm, n, real_dt)
        axis = normalize_axis_index(axis, ndim)
        n_out = n // 2 + 1 if kind == "r2c" else n
        o = out if writes_out else None
        if o is None:
            # (NumPy reads n only as the length of the result it allocates, a shape entry:
            # there, after the factor and the axis, a float or a bool raises -- an rfft's
            # n // 2 + 1 of a bool is an int)
            n_out = _shape_arg((n_out,))[0]
        elif len(o.shape) != ndim or o.shape[axis] != n_out:
            raise ValueError("output array has wrong shape.")
        else:
            n_out = o.shape[axis]  # (equal to what was asked: 4.0 is 4 there)
        ufunc_name = {"c2c": "fft" if forward else "ifft", "c2r": "irfft",
                      "r2c": "rfft_n_even" if n % 2 == 0 else "rfft_n_odd"}[kind]
        # the length NumPy's ufunc transforms: its result's (an rfft's of the parity asked)
        n = n_out if kind != "r2c" else 2 * n_out - (2 if ufunc_name == "rfft_n_even" else 1)
        new_shape = shape[:axis] + [n_out] + shape[axis + 1:]
        if kind == "r2c" and dt.kind == "c":
            raise TypeError("ufunc '%s' not supported for the input types, and the inputs could "
                            "not be safely coerced to any supported types according to the "
                            "casting rule ''safe''" % ufunc_name)
        if dt.kind not in "biufc":
            raise TypeError("ufunc '%s' not supported for the input types, and the inputs could "
                            "not be safely coerced to any supported types according to the "
                            "casting rule ''safe''" % ufunc_name)
        default = real_dt if kind == "c2r" else numpy.result_type(dt, 1j)
        res_dt = numpy.dtype(o.dtype) if o is not None else default
        # NumPy's loop: the input's precision; with a factor of 1 (a Python int, which does
        # not take part in promotion) an out= of double precision selects the double loop.
        single = dt.char in _SINGLE and not (o is not None and isinstance(fct, int)
                                             and res_dt.char in _DOUBLE_OUT)
        cplx = numpy.dtype("F" if single else "D")
        loop_out = cplx if kind != "c2r" else numpy.dtype("f" if single else "d")
        if o is not None:
            if not numpy.can_cast(loop_out, res_dt, "same_kind"):
                _raise_numpy_cast_error(ufunc_name, dt, fct, res_dt)
                raise TypeError("Cannot cast ufunc '%s' output from %r to %r with casting rule "
                                "'same_kind'" % (ufunc_name, loop_out, res_dt))
            if tuple(o.shape) != tuple(new_shape):
                if all(m == k or m == 1 for m, k in zip(new_shape, o.shape)):
                    # (NumPy's ufunc broadcasts the step's input over out's other axes, and
                    # its later steps transform that out: NumPy's own function does it)
                    raise _OutBroadcast
                raise ValueError("output array has wrong shape: %s, expected %s"
                                 % (tuple(o.shape), tuple(new_shape)))
        st = _Step()
        st.kind, st.axis, st.n, st.forward = kind, axis, n, forward
        st.compute = cplx if kind != "r2c" else numpy.dtype("f" if single else "d")
        st.result = res_dt
        st.fct = fct
        steps.append(st)
        shape, dtype = new_shape, res_dt
    return steps


def _raise_numpy_cast_error(ufunc_name, dtype, fct, res_dt):
    """NumPy's own error (its UFuncTypeError, a TypeError) for an out= of dtype ``res_dt`` that
    pocketfft's ufunc ``ufunc_name`` cannot cast its result to, asked of that ufunc's dtype
    resolution of an input of ``dtype`` and the factor ``fct`` (the loop it names is the last
    one NumPy tried: the double one where no loop fits); returns where this NumPy has no such
    ufunc."""
    try:
        from numpy.fft import _pocketfft_umath as pfu
        ufunc = getattr(pfu, ufunc_name)
    except (ImportError, AttributeError):
        return
    ufunc.resolve_dtypes((dtype, type(fct) if isinstance(fct, int) else fct.dtype, res_dt),
                         casting="same_kind")


def _resized(x, lengths, dtype, fresh=False, inner=None):
    """``x`` cropped or zero-padded to ``lengths`` ({axis: n}) as ``dtype``: a view when that
    is all it takes (and ``fresh`` is not asked), else a new array (C-ordered, or with axis
    ``inner`` innermost: the real transforms want their axis there)."""
    shape = x._shape
    if not fresh and x._dtype == dtype and all(shape[ax] == n for ax, n in lengths.items()):
        return x
    crop = [slice(None)] * x.ndim
    shape = list(shape)
    pad = False
    for ax, n in lengths.items():
        if n < shape[ax]:
            crop[ax] = slice(0, n)
        elif n > shape[ax]:
            pad = True
        shape[ax] = n
    src = x[tuple(crop)] if any(c != slice(None) for c in crop) else x
    if not pad and not fresh and src.dtype == dtype:
        return src
    if inner is None or inner == x.ndim - 1:
        dst = zeros(tuple(shape), dtype) if pad else empty(tuple(shape), dtype)
    else:
        order = [ax for ax in range(x.ndim) if ax != inner] + [inner]
        dense = (zeros if pad else empty)(tuple(shape[ax] for ax in order), dtype)
        dst = dense.transpose([order.index(ax) for ax in range(x.ndim)])
    if src.size:
        part = dst[tuple(slice(0, m) for m in src.shape)] if pad else dst
        copy_into(part, src)
    return dst


def _r2c_group(steps, i):
    """The forward complex steps right after the real step ``steps[i]`` that one cuFFT
    plan can do with it (up to three axes in all, each once, the same precision)."""
    st = steps[i]
    cplx = numpy.dtype(st.compute.char.upper())
    group = []
    for g in steps[i + 1:i + 3]:
        if (g.kind != "c2c" or not g.forward or g.compute != cplx or g.axis == st.axis
                or any(g.axis == h.axis for h in group)):
            break
        group.append(g)
    return group


def _r2c_skip(steps, i):
    """The index of the step after the real step ``steps[i]`` and its fused group."""
    return i + 1 + len(_r2c_group(steps, i))


def _c2r_group(steps, i):
    """The inverse complex steps from ``steps[i]`` that one multi-dimensional C2R plan can
    do with the real step right after them (irfftn's order: the complex axes, then the
    halved one): ``(count, c2r index)``, count 0 when they cannot fuse.  cuFFT plans three
    axes at most: a longer run leaves its first steps to a complex plan of their own."""
    j = i
    axes = set()
    while j < len(steps) and steps[j].kind == "c2c":
        g = steps[j]
        if g.forward or g.compute != steps[i].compute or g.axis in axes:
            return 0, None
        axes.add(g.axis)
        j += 1
    if j == i or j >= len(steps):
        return 0, None
    st = steps[j]
    if st.kind != "c2r" or st.compute != steps[i].compute or st.axis in axes:
        return 0, None
    return j - i, j


def _hermitian_planes(x, axis, others, n):
    """Make the zero- (and for even ``n`` the Nyquist-) frequency planes of ``x`` along
    ``axis`` Hermitian along ``others``, in place: NumPy's irfftn takes the real parts of
    those planes after its complex steps, and the real part of an inverse DFT is the DFT of
    the Hermitian part, (z + conj(z reversed)) / 2.  A multi-dimensional C2R reads exactly
    such planes."""
    m = x.shape[axis]
    idx = [slice(None)] * x.ndim
    idx[axis] = slice(0, m, m - 1) if (n % 2 == 0 and m > 1) else slice(0, 1)
    p = x[tuple(idx)]   # both planes at once (a view)
    if ON_DEVICE and p.ndim <= 4 and p.size:
        # one launch (the planes are small: a chain of flips, rolls and ufuncs here cost
        # more host time than the C2R itself at 4096^2)
        isz = p.itemsize
        pad = 4 - p.ndim
        shape = (1,) * pad + p.shape
        strides = (0,) * pad + tuple(st // isz for st in p.strides)
        mirror = sum(1 << (pad + ax) for ax in others)
        kern = compiler.kernel(render.hermitian_planes, render.code(p.dtype))
        total = p.size
        launch.launch(kern, min(-(-total // 256), 4096),
                      [p._mem.ptr + p._offset, total, *shape, *strides, mirror], block=256,
                      fresh=True)
        return
    r = p
    for ax in others:
        r = roll(flip(r, ax), 1, ax)   # index k -> -k (mod the length)
    copy_into(p, umath.multiply(umath.add(p, umath.conjugate(r)), 0.5))


def _run(a, steps, out, conj_in=False, conj_out=False):
    """Execute resolved steps on device array ``a``; NumPy's result (or ``out``)."""
    x = a
    fct = 1.0
    i = 0
    while i < len(steps):
        st = steps[i]
        if st.kind == "c2c":
            count, jr = _c2r_group(steps, i) if not conj_in else (0, None)
            if 0 < count <= 2:
                # irfft2/irfftn: the complex steps and the C2R as one cuFFT plan, on one
                # fresh copy (the crop or zero pad of every axis at once; cuFFT's C2R
                # overwrites its input) with the halved axis innermost
                cr = steps[jr]
                group = steps[i:jr]
                lengths = {g.axis: g.n for g in group}
                lengths[cr.axis] = cr.n // 2 + 1
                x = _resized(x, lengths, cr.compute, fresh=True, inner=cr.axis)
                others = [g.axis for g in group if x._shape[g.axis] > 1]
                if others:
                    _hermitian_planes(x, cr.axis, others, cr.n)
                else:
                    _real_planes(x, cr.axis, cr.n)
                x = _cufft.c2r(x, cr.axis, cr.n, others)
                for g in steps[i:jr + 1]:
                    fct *= float(g.fct)
                i = jr + 1
                continue
            group = [st]
            j = i + 1
            limit = i + count - 2 if count > 2 else len(steps)
            while (j < min(len(steps), limit) and steps[j].kind == "c2c"
                   and steps[j].forward == st.forward and steps[j].compute == st.compute
                   and all(steps[j].axis != g.axis for g in group)):
                group.append(steps[j])
                j += 1
            x = _resized(x, {g.axis: g.n for g in group}, st.compute)
            x = _cufft.c2c(x, [g.axis for g in group], st.forward)
            for g in group:
                fct *= float(g.fct)
            i = j
            continue
        if st.kind == "r2c":
            # rfftn's complex transforms that follow go into the same cuFFT plan (one
            # multi-dimensional R2C: 0.206 against CuPy's 0.189 ms as two plans, rfft2 f32
            # 4096^2, H100).  Zero padding or cropping the other axes of the real input
            # first is the same as doing it between the steps.
            group = _r2c_group(steps, i)
            lengths = {st.axis: st.n}
            lengths.update({g.axis: g.n for g in group})
            x = _resized(x, lengths, st.compute, inner=st.axis)
            unit = x._strides[st.axis] == x._dtype.itemsize
            group = [g for g in group if x._shape[g.axis] > 1]
            if group and unit and all(x._strides[g.axis] > x._dtype.itemsize for g in group):
                x = _cufft.r2c(x, st.axis, [g.axis for g in group])
                for g in group:
                    fct *= float(g.fct)
                fct *= float(st.fct)
                i = _r2c_skip(steps, i)
                continue
            x = _cufft.r2c(x, st.axis)
        else:
            m = st.n // 2 + 1
            x = _resized(x, {st.axis: m}, st.compute, fresh=True, inner=st.axis)
            if conj_in:
                umath.conjugate(x, out=x)
            _real_planes(x, st.axis, st.n)
            x = _cufft.c2r(x, st.axis, st.n)
        fct *= float(st.fct)
        i += 1
    if fct != 1.0:
        x = _scale(x, fct)
    if conj_out:
        umath.conjugate(x, out=x)
    result_dt = steps[-1].result
    if out is None:
        return x if x.dtype == result_dt else x.astype(result_dt)
    if isinstance(out, ndarray):
        copy_into(out, x)
    else:
        out[...] = x.get()
    return out


def _real_planes(x, axis, n):
    """NumPy ignores the imaginary parts at the zero and Nyquist frequencies of a C2R step;
    cuFFT would read them: zeroed in place."""
    m = x.shape[axis]
    idx = [slice(None)] * x.ndim
    idx[axis] = slice(0, m, m - 1) if (n % 2 == 0 and m > 1) else slice(0, 1)
    x.imag[tuple(idx)] = 0


def _scale(x, fct):
    """x * fct (``x`` is the transforms' new array), on real and imaginary parts separately as
    NumPy's pocketfft does (a complex product would turn nan+0j into nan+nanj)."""
    if x.dtype.kind != "c":
        return x * fct
    rdt = numpy.dtype(x.dtype.char.lower())
    lo, hi = x._extent()
    if hi - lo == x.nbytes:
        # the transforms return dense arrays: one contiguous pass over all the floats (the
        # elementwise engine's lean path), the result viewed in x's layout
        flat = x._view(((hi - lo) // rdt.itemsize,), (rdt.itemsize,), lo, rdt) * fct
        return _make(flat._mem, flat._offset + x._offset - lo, x._shape, x._strides, x._dtype,
                     None)
    for part in (x.real, x.imag):
        umath.multiply(part, fct, out=part)
    return x


def _asarray(a):
    try:
        x = asarray_any(a)
    except TypeError:
        # NumPy's own error for what is no number (a DTypePromotionError for strings)
        h = numpy.asarray(a)
        numpy.result_type(h.real.dtype if h.dtype.kind == "c" else h.dtype, 1.0)
        raise
    if _fusion.pending(x):
        # (computed before the transform allocates anything: the graph's leaves are given
        # back first, as the unfused program's temporaries are -- irfft2 of a pending
        # product peaked one spectrum above fusion off on an H200, diag_memory.py)
        x._mem.ptr
    return x


def _check_out(out):
    if out is None:
        return None
    if isinstance(out, ndarray):
        if not out._writeable():
            raise ValueError("output array is read-only")
        return out
    if isinstance(out, numpy.ndarray):
        if not out.flags.writeable:
            raise ValueError("output array is read-only")
        return out
    raise TypeError("return arrays must be of ArrayType")


_KEY_N = (int, type(None))


def _steps(a, specs, out, name):
    """_resolve, remembered per input shape and dtype when there is no ``out``."""
    if out is not None:
        return _resolve(a.shape, a.dtype, specs, out, name)
    if any(type(sp[2]) not in _KEY_N or type(sp[3]) is not int for sp in specs):
        # (a float, bool or NumPy scalar length or axis: equal to an int, it would find that
        # int's steps, where NumPy may refuse it or take it otherwise)
        return _resolve(a.shape, a.dtype, specs, out, name)
    dt = a.dtype  # (the specs hold no dtype: the key is dtype_key's, built in line)
    key = (tuple(specs), a.shape, dt, dt.char)
    cache = _cufft._cache("steps", 256)
    try:
        steps = cache.get(key)
    except TypeError:  # an unhashable argument: NumPy will say what is wrong with it
        return _resolve(a.shape, a.dtype, specs, out, name)
    if steps is None:
        steps = _resolve(a.shape, a.dtype, specs, out, name)
        cache.put(key, steps)
    return steps


# ---------------------------------------------------------------- NumPy's own transforms
#: numpy.fft's one-axis function of each (kind, forward)
_NUMPY_1D = {("c2c", True): numpy.fft.fft, ("c2c", False): numpy.fft.ifft,
             ("r2c", True): numpy.fft.rfft, ("c2r", False): numpy.fft.irfft}


def _pocketfft(func, a, out, *args, conj_in=False, conj_out=False, warns=False):
    """The whole call as NumPy's ``func`` on the host, where pocketfft transforms (the host
    device, or a GPU whose cuFFT cannot be called): NumPy applies the norm's factor inside
    pocketfft, in the transform's precision, and transforms the axes last to first, which the
    fused steps (one multi-axis transform, then one multiplication) cannot reproduce bit for
    bit.  ``conj_in``/``conj_out``: hfft's and ihfft's conjugates around NumPy's irfft and
    rfft, as NumPy 2.5 writes them (2.4's hfft, ifft2 and irfft2 drop ``out``: their NumPy
    functions are not called).  ``warns``: NumPy may warn (an N-D call's ``s``): given at the
    user's line, not at the frame NumPy's stacklevel names."""
    h = _cufft._host(a)
    if conj_in:
        h = numpy.conjugate(h)
    ho = _cufft._host(out) if isinstance(out, ndarray) else out
    args = to_host(args)  # (a device scalar n, s or axis: NumPy's own scalar, as NumPy sees it)
    r = _at_user_line(func, (h,) + args, {"out": ho}) if warns else func(h, *args, out=ho)
    if conj_out:
        r = numpy.conjugate(r, out=r)
    if r is h:
        return a  # (fftn over no axes: its input)
    if out is None:
        return from_host(r)
    if isinstance(out, ndarray) and ON_DEVICE:
        copy_into(out, from_host(ho))  # (``_host`` gave a host copy of the device's out=)
    return out


def _broadcast_out(name, func, a, out, args, conj_in=False, conj_out=False):
    """The call as NumPy's ``func`` on host copies (dispatch.fallback_call, with its
    FallbackWarning: no device implementation), for an ``out`` NumPy's ufunc writes broadcast
    (_OutBroadcast); hfft's and ihfft's conjugates as in _pocketfft.  An N-D call's warnings
    of ``s`` and ``axes``, given already (_cook_nd_args), are not given twice."""
    if conj_in:
        a = umath.conjugate(a)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        r = _dispatch.fallback_call(func, (a,) + tuple(args), {"out": out}, name="fft." + name)
    if conj_out:
        r = umath.conjugate(r, out=r)
    return r


_direct = _cufft.directs  # (a call that is one cuFFT plan over its input as it lies: no
#                          crop, pad, cast or scaling)
_NORMS = (str, type(None))


def _one(name, a, n, axis, norm, out, kind, forward, conj_in=False, conj_out=False):
    if type(a) is not ndarray:
        a = _asarray(a)
    key = None
    if out is None and not conj_in and type(axis) is int and type(n) in _KEY_N \
            and type(norm) in _NORMS:
        # (the common call -- ``fft(x)``, ``rfft(x)`` -- skips the steps: 13.4 against CuPy's
        # 12.1 us of host time a call on an H200's host, which a short transform's device time
        # shows)
        key = (name, n, axis, norm, a._shape, a._strides, a._dtype)
        d = _direct.get(key)
        if d:
            y = d(a)
            if y is not None:
                return y
    out = _check_out(out)
    if _cufft._on_host():
        return _pocketfft(_NUMPY_1D[kind, forward], a, out, n, axis, norm, conj_in=conj_in,
                          conj_out=conj_out)
    try:
        steps = _steps(a, [(kind, forward, n, axis, norm, True)], out, name)
    except _OutBroadcast:
        return _broadcast_out(name, _NUMPY_1D[kind, forward], a, out, (n, axis, norm),
                              conj_in, conj_out)
    if key is not None and _direct.get(key) is None:
        _direct.put(key, _direct_of(a, steps, kind) if not conj_out else False)
    return _run(a, steps, out, conj_in, conj_out)


def _direct_of(a, steps, kind):
    """The ``_cufft.Direct`` that computes ``steps`` on ``a`` alone, or False."""
    if len(steps) != 1:
        return False
    st = steps[0]
    if (st.kind != kind or kind not in ("c2c", "r2c") or float(st.fct) != 1.0
            or st.compute != a._dtype or st.n != a._shape[st.axis]):
        return False
    d = _cufft.direct(kind, a, [st.axis], st.forward)
    return d if d is not None and d.dtype == st.result else False


# ---------------------------------------------------------------- 1-D
def fft(a, n=None, axis=-1, norm=None, out=None):
    """Compute the one-dimensional discrete Fourier Transform (``numpy.fft.fft``).

    ``n`` crops or zero-pads the transformed axis; ``norm`` is "backward" (default), "ortho"
    or "forward"; results are complex64 for float16/float32/complex64 input, else complex128.
    """
    return _one("fft", a, n, axis, norm, out, "c2c", True)


def ifft(a, n=None, axis=-1, norm=None, out=None):
    """Compute the one-dimensional inverse discrete Fourier Transform (``numpy.fft.ifft``)."""
    return _one("ifft", a, n, axis, norm, out, "c2c", False)


def rfft(a, n=None, axis=-1, norm=None, out=None):
    """Compute the one-dimensional discrete Fourier Transform for real input
    (``numpy.fft.rfft``): ``n // 2 + 1`` complex values along ``axis``."""
    return _one("rfft", a, n, axis, norm, out, "r2c", True)


def irfft(a, n=None, axis=-1, norm=None, out=None):
    """Computes the inverse of `rfft` (``numpy.fft.irfft``): ``n`` real values along ``axis``
    (default ``2 * (m - 1)``); the imaginary parts of the zero (and Nyquist) terms are ignored."""
    return _one("irfft", a, n, axis, norm, out, "c2r", False)


def hfft(a, n=None, axis=-1, norm=None, out=None):
    """Compute the FFT of a signal that has Hermitian symmetry, i.e., a real spectrum
    (``numpy.fft.hfft``)."""
    a = _asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    norm = _swap_direction(norm)
    # ``out`` as NumPy 2.5 (2.4 dropped it here)
    return _one("hfft", a, n, axis, norm, out, "c2r", False, conj_in=True)


def ihfft(a, n=None, axis=-1, norm=None, out=None):
    """Compute the inverse FFT of a signal that has Hermitian symmetry (``numpy.fft.ihfft``)."""
    a = _asarray(a)
    if n is None:
        n = a.shape[axis]
    norm = _swap_direction(norm)
    return _one("ihfft", a, n, axis, norm, out, "r2c", True, conj_out=True)


# ---------------------------------------------------------------- N-D
def _cook_nd_args(a, s=None, axes=None, invreal=False):
    if s is None:
        shapeless = True
        nd = a.ndim
        if axes is None:
            s = list(a.shape)
        elif type(axes) in (tuple, list) and all(type(ax) is int and -nd <= ax < nd
                                                 for ax in axes):
            # (Python ints, as the steps' cache takes: NumPy's take gives its own integers)
            s = [a.shape[ax] for ax in axes]
        else:  # NumPy's take, for its errors and its reading of other kinds of axes
            s = list(numpy.take(a.shape, axes))
    else:
        shapeless = False
    s = list(s)
    if axes is None:
        if not shapeless:
            warnings.warn(
                "`axes` should not be `None` if `s` is not `None` (Deprecated in NumPy 2.0). In "
                "a future version of NumPy, this will raise an error and `s[i]` will correspond "
                "to the size along the transformed axis specified by `axes[i]`. To retain "
                "current behaviour, pass a sequence [0, ..., k-1] to `axes` for an array of "
                "dimension k.", DeprecationWarning, stacklevel=_dispatch._stacklevel())
        axes = list(range(-len(s), 0))
    if len(s) != len(axes):
        raise ValueError("Shape and axes have different lengths.")
    if invreal and shapeless:
        s[-1] = (a.shape[axes[-1]] - 1) * 2
    if any(v is None for v in s):
        warnings.warn(
            "Passing an array containing `None` values to `s` is deprecated in NumPy 2.0 and "
            "will raise an error in a future version of NumPy. To use the default behaviour of "
            "the corresponding 1-D transform, pass the value matching the default for its `n` "
            "parameter. To use the default behaviour for every axis, the `s` argument can be "
            "omitted.", DeprecationWarning, stacklevel=_dispatch._stacklevel())
    s = [a.shape[ax] if (v is not None and v == -1) else v for v, ax in zip(s, axes)]
    return s, list(axes)


_MISS = object()


def _nd_steps(name, a, s, axes, norm, out, specs_of, invreal=False):
    """_cook_nd_args, NumPy's steps ``specs_of(s, axes)`` (None: none, the input is the
    result) and _steps, remembered per (name, input shape and dtype, axes, norm) for the
    common call: no ``s``, no ``out``, ``axes`` a tuple of Python ints (an N-D transform's
    host time is mostly this bookkeeping)."""
    key = None
    if s is None and out is None and type(axes) is tuple and (norm is None or type(norm) is str) \
            and all(type(ax) is int for ax in axes):
        key = (name, a._shape, a._dtype, axes, norm)
        cache = _cufft._cache("nd_steps", 256)
        steps = cache.get(key, _MISS)  # (None is a value: no steps)
        if steps is not _MISS:
            return steps
    s, axes = _cook_nd_args(a, s, axes, invreal)
    specs = specs_of(s, axes)
    steps = None if specs is None else _steps(a, specs, out, name)
    if key is not None:
        cache.put(key, steps)
    return steps


def _raw_fftnd(name, a, s, axes, forward, norm, out):
    a = _asarray(a)
    out = _check_out(out)
    func = numpy.fft.fftn if forward else numpy.fft.ifftn
    if _cufft._on_host():  # (ifft2 too: NumPy 2.5's ifft2 is its ifftn over those axes)
        return _pocketfft(func, a, out, s, axes, norm, warns=s is not None)
    try:
        steps = _nd_steps(name, a, s, axes, norm, out, lambda s, axes: [
            ("c2c", forward, s[i], axes[i], norm, True) for i in reversed(range(len(axes)))]
            if axes else None)
    except _OutBroadcast:
        return _broadcast_out(name, func, a, out, (s, axes, norm))
    return a if steps is None else _run(a, steps, out)


def fftn(a, s=None, axes=None, norm=None, out=None):
    """Compute the N-dimensional discrete Fourier Transform (``numpy.fft.fftn``)."""
    return _raw_fftnd("fftn", a, s, axes, True, norm, out)


def ifftn(a, s=None, axes=None, norm=None, out=None):
    """Compute the N-dimensional inverse discrete Fourier Transform (``numpy.fft.ifftn``)."""
    return _raw_fftnd("ifftn", a, s, axes, False, norm, out)


def fft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """Compute the 2-dimensional discrete Fourier Transform (``numpy.fft.fft2``)."""
    return _raw_fftnd("fft2", a, s, axes, True, norm, out)


def ifft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """Compute the 2-dimensional inverse discrete Fourier Transform (``numpy.fft.ifft2``)."""
    # ``out`` as NumPy 2.5 (2.4 dropped it here)
    return _raw_fftnd("ifft2", a, s, axes, False, norm, out)


def _raw_rfftn(a, s, axes, norm, out):
    a = _asarray(a)
    out = _check_out(out)
    if _cufft._on_host():
        return _pocketfft(numpy.fft.rfftn, a, out, s, axes, norm, warns=s is not None)
    try:
        steps = _nd_steps("rfftn", a, s, axes, norm, out, lambda s, axes: [
            ("r2c", True, s[-1], axes[-1], norm, True)] + [
            ("c2c", True, s[i], axes[i], norm, True) for i in range(len(axes) - 2, -1, -1)])
    except _OutBroadcast:
        return _broadcast_out("rfftn", numpy.fft.rfftn, a, out, (s, axes, norm))
    return _run(a, steps, out)


def rfftn(a, s=None, axes=None, norm=None, out=None):
    """Compute the N-dimensional discrete Fourier Transform for real input
    (``numpy.fft.rfftn``): the last axis is halved, the others are complex transforms."""
    return _raw_rfftn(a, s, axes, norm, out)


def rfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """Compute the 2-dimensional FFT of a real array (``numpy.fft.rfft2``)."""
    return _raw_rfftn(a, s, axes, norm, out)


def _raw_irfftn(a, s, axes, norm, out):
    a = _asarray(a)
    out = _check_out(out)
    if _cufft._on_host():  # (irfft2 too: NumPy 2.5's irfft2 is its irfftn)
        return _pocketfft(numpy.fft.irfftn, a, out, s, axes, norm, warns=s is not None)
    try:
        steps = _nd_steps("irfftn", a, s, axes, norm, out, lambda s, axes: [
            ("c2c", False, s[i], axes[i], norm, False) for i in range(len(axes) - 1)] + [
            ("c2r", False, s[-1], axes[-1], norm, True)], invreal=True)
    except _OutBroadcast:
        return _broadcast_out("irfftn", numpy.fft.irfftn, a, out, (s, axes, norm))
    return _run(a, steps, out)


def irfftn(a, s=None, axes=None, norm=None, out=None):
    """Computes the inverse of `rfftn` (``numpy.fft.irfftn``)."""
    return _raw_irfftn(a, s, axes, norm, out)


def irfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    """Computes the inverse of `rfft2` (``numpy.fft.irfft2``)."""
    # ``out`` as NumPy 2.5 (2.4 dropped it here)
    return _raw_irfftn(a, s, axes, norm, out)
