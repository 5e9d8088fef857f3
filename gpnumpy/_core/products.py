"""Matrix and vector products (NumPy's "Linear algebra" page, its products).

One primitive, ``gemm(a, b, c)``: ``c = a @ b`` over stacks of matrices of one dtype.  On the
GPU, float16/32/64 and complex64/128 go to cuBLAS (``gemmEx`` / ``gemmStridedBatchedEx``,
reading row-major operands as transposed column-major ones, so ``a.T`` and sliced rows or
columns need no copy); bool and the integers go to our own kernel (``matmul_int.cu``).  On the
host device NumPy's matmul runs on host views of the same operands.  Every front end (the
gufunc-like ``matmul``, ``vecdot``, ``matvec``, ``vecmat``; ``dot``, ``vdot``, ``inner``,
``tensordot``, ``kron``, ``cross``, ``matrix_power``, ``multi_dot``; ``einsum`` in einsum.py)
does NumPy's argument handling once and then calls it.  Errors carry NumPy's own message: a
detected problem is handed to NumPy on zero-strided stand-ins, which raises before it computes.
"""
from __future__ import annotations

import itertools
import operator
import os
import warnings

import numpy

from .._kernels.lru import LRU, dtype_key
from . import device
from .device import ON_DEVICE
from .ndarray import (ndarray, asarray_any, check_dtype, _fresh, _empty, _merge_axes, _prod,
                      _c_strides, from_host, order_name, broadcast_shapes, as_dtype)
from .scalars import (as_scalar as _as_scalar, scalar_copy as _scalar_copy,
                      SCALAR_TYPE_SET as _SCALAR_TYPE_SET)
from . import dispatch, fperr
from .ufunc import ufunc, _Doc, copy_into, _by_np, UFUNCS, _overlaps, ellipsis_out
from .elementwise import _iterator_order_strides
from .manipulation import reshape, moveaxis, transpose
from .creation import _zeros
from . import libraries
from .._kernels import render, compiler, launch

__all__ = ["matmul", "dot", "vdot", "inner", "tensordot", "kron",
           "cross", "vecdot", "matvec", "vecmat", "multi_dot", "gemm", "library_fallback"]

_um = UFUNCS
#: float32/complex64 products in TF32 on the tensor cores: opt-in only (NumPy's precision is
#: the default)
TF32 = os.environ.get("GPNUMPY_TF32", "") == "1"


# ---------------------------------------------------------------- errors as NumPy raises them
def _standin(x, out=False):
    """A zero-strided NumPy array of ``x``'s shape and dtype: nothing large is allocated."""
    if isinstance(x, ndarray):
        if out and x._flags_c():
            s = numpy.empty(x._shape, x._dtype)
        else:
            s = numpy.lib.stride_tricks.as_strided(numpy.zeros(1, x._dtype), x._shape,
                                                   (0,) * x._ndim)
        if out and not x._writeable():
            s.flags.writeable = False  # (a read-only out: NumPy's own error for it)
        return s
    if isinstance(x, (list, tuple)):
        return type(x)(_standin(v, out) for v in x)
    return x


def _numpy_error(fn, args, kwargs=None, message="invalid arguments"):
    """Raise what NumPy's ``fn`` raises for these arguments (called on stand-ins, only once a
    problem is known: NumPy raises before it computes)."""
    kwargs = kwargs or {}
    sargs = [_standin(a) for a in args]
    skw = {k: _standin(v, out=(k == "out")) for k, v in kwargs.items()}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fn(*sargs, **skw)
    except Exception as exc:
        raise exc.with_traceback(None) from None
    raise ValueError(message)


def library_fallback(name):
    """Say (``FallbackWarning``, once per ``name``, at the user's line) that ``name`` runs
    through NumPy on host copies because NVIDIA's libraries cannot be called on this GPU
    (nvmath-python missing): the one message of products, linalg and fft alike."""
    if name in dispatch._warned:
        return
    dispatch._warned.add(name)
    warnings.warn("gpnumpy.%s: %s, so it runs through NumPy on host copies (arguments and "
                  "results are copied between device and host; pip install gpnumpy[cuda12] or "
                  "gpnumpy[cuda13] puts it on the GPU)" % (name, libraries.missing_reason()),
                  dispatch.FallbackWarning, stacklevel=dispatch._stacklevel())


def _arr(x):
    """An operand as a gpnumpy array (Python scalars take NumPy's default dtypes, as
    ``numpy.asarray`` gives them)."""
    return x if isinstance(x, ndarray) else asarray_any(x)


# ---------------------------------------------------------------- the primitive
#: cudaDataType and cublasComputeType_t of each BLAS dtype
_CUDA_TYPE = {"e": 2, "f": 0, "d": 1, "F": 4, "D": 5}
_COMPUTE_32F, _COMPUTE_64F, _COMPUTE_32F_FAST_TF32 = 68, 70, 77
#: alpha = 1 and beta = 0 in the compute type (host pointer mode: cuBLAS reads them at the call)
_SCALARS = {c: (numpy.ones(1, t), numpy.zeros(1, t)) for c, t in
            (("e", numpy.float32), ("f", numpy.float32), ("d", numpy.float64),
             ("F", numpy.complex64), ("D", numpy.complex128))}
_ALPHA_BETA = {c: (o.ctypes.data, z.ctypes.data) for c, (o, z) in _SCALARS.items()}
_OP_N, _OP_T = 0, 1
_INT32_MAX = (1 << 31) - 1
_blas_ok = None


def _blas():
    """cuBLAS is usable (asked once; the lean path reads the flag)."""
    global _blas_ok
    if _blas_ok is None:
        _blas_ok = libraries.available()
    return _blas_ok


def _orient(r, c, sr, sc):
    """How cuBLAS reads an r x c matrix with element strides (sr, sc): ``("r", ld)`` rows ld
    apart and unit steps along a row, ``("c", ld)`` the transpose of that, or (None, 0)."""
    if (sc == 1 or c <= 1) and r >= 0:
        ld = sr if r > 1 else max(c, 1)
        if ld >= max(c, 1):
            return "r", ld
    if sr == 1 or r <= 1:
        ld = sc if c > 1 else max(r, 1)
        if ld >= max(r, 1):
            return "c", ld
    return None, 0


def _estrides(x):
    """Element strides of ``x``, or None where a byte stride is not a whole element."""
    isz = x._dtype.itemsize
    out = []
    for s in x._strides:
        if s % isz:
            return None
        out.append(s // isz)
    return out


def gemm_ready(x):
    """True when the last two axes of ``x`` can go to cuBLAS (or our kernel) as they are:
    one of them with unit stride, whole-element strides, an aligned address."""
    if x._size == 0:
        return True
    st = _estrides(x)
    if st is None or any(s < 0 for s in st):
        return False
    if (x._mem.ptr + x._offset) % x._dtype.itemsize if ON_DEVICE else False:
        return False
    return _orient(x._shape[-2], x._shape[-1], st[-2], st[-1])[0] is not None


def gemm_operand(x):
    """``x`` itself when :func:`gemm_ready`, else a C-contiguous copy."""
    return x if gemm_ready(x) else x.copy()


def _host_product(name, run):
    """``run()``, NumPy's product on the host, its floating-point errors reported as
    ``name``'s (None: none); its result."""
    if name is None:
        with numpy.errstate(all="ignore"):
            return run()
    return fperr.host(name, run)


def _host_gemm(a, b, c, name):
    """NumPy's product on the host views: matmul, or for the products of a matrix and a real
    vector NumPy's own matvec/vecmat, whose loops differ from matmul's where BLAS cannot take
    the matrix (a dot of each row, not matmul's plain loop). (A complex vecmat's vector was
    conjugated by the front end: matmul's.)"""
    if name == "matvec":
        numpy.matvec(a, b[..., 0], out=c[..., 0])
    elif name == "vecmat" and a.dtype.kind != "c":
        numpy.vecmat(a[..., 0, :], b, out=c[..., 0, :])
    else:
        numpy.matmul(a, b, out=c)


def gemm(a, b, c, fresh=False, name="matmul"):
    """``c[...] = a @ b`` over stacks: a (B..., m, k), b (B..., k, n), c (B..., m, n), one dtype,
    equal batch shapes (a and b may be broadcast views), a and b :func:`gemm_ready` (on the host
    device any layout: NumPy's matmul takes it), c writeable,
    gemm-ready and not overlapping a or b (``fresh``: c was allocated for this product).
    k == 0 gives zeros, as in NumPy.  On the host device the floating-point errors are
    reported as ``name``'s, as NumPy names them (None: none, as NumPy's vdot and einsum)."""
    if c._size == 0:
        return
    if not ON_DEVICE:
        _host_product(name, lambda: _host_gemm(a._host_view(), b._host_view(), c._host_view(),
                                               name))
        return
    m, k, n = a._shape[-2], a._shape[-1], b._shape[-1]
    if k == 0:
        copy_into(c, 0)
        return
    no_blas = c._dtype.char in _CUDA_TYPE and not _blas()
    if not fresh:
        device.wrote()  # c is memory that existed before (out=): a new write epoch
    nb = c._ndim - 2
    sa, sb, sc = _estrides(a), _estrides(b), _estrides(c)
    shape = [c._shape[d] for d in range(nb) if c._shape[d] != 1]
    sts = [[s[d] for d in range(nb) if c._shape[d] != 1] for s in (sa, sb, sc)]
    _merge_axes(shape, sts)
    core = [sa[-2:], sb[-2:], sc[-2:]]
    # a stack of a's times one b, rows of a and c evenly spaced: one taller product
    if len(shape) == 1 and sts[1][0] == 0 and (sa[-1] == 1 or k == 1) and sc[-1] == 1:
        ra = sa[-2] if m > 1 else sts[0][0]
        rc = sc[-2] if m > 1 else sts[2][0]
        if sts[0][0] == ra * m and sts[2][0] == rc * m:
            m *= shape[0]
            core = [[ra, sa[-1]], sb[-2:], [rc, 1]]
            shape, sts = [], [[], [], []]
    if not shape:
        shape, sts = [1], [[0], [0], [0]]
    dt = c._dtype
    isz = dt.itemsize
    pa, pb, pc = (x._mem.ptr + x._offset for x in (a, b, c))
    count = shape[-1]
    if len(shape) == 1 and m == 1 and n == 1 and _dot_stack(dt.char, k, count, isz):
        _small_dot(name, dt, k, count, pa, sts[0][0], core[0][1], pb, sts[1][0], core[1][0],
                   pc, sts[2][0])
        return
    if len(shape) == 1 and _small(dt.char, m, n, k, count):
        _small_gemm(name, dt, m, n, k, count, pa, core[0], sts[0][0], pb, core[1], sts[1][0],
                    pc, core[2], sts[2][0])
        return
    if shape == [1] and (m == 1 or n == 1) and _matvec(name, dt, m, n, k, pa, core[0], pb,
                                                           core[1], pc, core[2]):
        return
    if no_blas:
        # no cuBLAS (nvmath-python missing): NumPy's product on host copies, its errors named
        # as on the host device (small float32/64 products took our kernel above)
        library_fallback("matmul (and dot, einsum and the other float and complex products)")
        ha, hb = a.get(), b.get()
        copy_into(c, from_host(_host_product(name, lambda: numpy.matmul(ha, hb))))
        return
    if count == 1 and shape == [1] and (m == 1 or n == 1) and dt.char in _GEMV \
            and _gemv(dt.char, m, n, k, pa, core[0], pb, core[1], pc, core[2]):
        _fp_check(name, a, b, c)
        return
    for idx in itertools.product(*(range(s) for s in shape[:-1])):
        oa = sum(i * s for i, s in zip(idx, sts[0])) * isz
        ob = sum(i * s for i, s in zip(idx, sts[1])) * isz
        oc = sum(i * s for i, s in zip(idx, sts[2])) * isz
        if dt.char in _CUDA_TYPE:
            _cublas(dt.char, m, n, k, count, pa + oa, core[0], sts[0][-1],
                    pb + ob, core[1], sts[1][-1], pc + oc, core[2], sts[2][-1])
        else:
            _int_kernel(dt, m, n, k, count, pa + oa, core[0], sts[0][-1],
                        pb + ob, core[1], sts[1][-1], pc + oc, core[2], sts[2][-1])
    if dt.char in _CUDA_TYPE:
        _fp_check(name, a, b, c)


def _scan_layout(x):
    """``x`` as product_check.cu reads it: (pointer, elements, n1, n2, n3, s0, s1, s2, s3),
    its axes of one element or stride 0 (a broadcast: finiteness needs one copy) left out and
    contiguous ones merged; a C-contiguous copy where more than four axes remain."""
    if x._flags_c():
        return (x._mem.ptr + x._offset, x._size, 1, 1, x._size, 0, 0, 0, 1)
    st = _estrides(x)
    keep = [d for d in range(x._ndim) if x._shape[d] != 1 and st[d] != 0] if st else None
    if keep is None or len(keep) > 4:
        x = x.copy()
        return (x._mem.ptr + x._offset, x._size, 1, 1, x._size, 0, 0, 0, 1)
    shape, (sts,) = _merge_axes([x._shape[d] for d in keep], [[st[d] for d in keep]])
    pad = 4 - len(shape)
    shape, sts = [1] * pad + shape, [0] * pad + sts
    return (x._mem.ptr + x._offset, _prod(shape), shape[1], shape[2], shape[3]) + tuple(sts)


_CHECK_KERNELS = {}


def _fp_check(name, a, b, c):
    """After cuBLAS made ``c`` = ``a`` @ ``b``: the floating-point errors NumPy's product
    would report as ``name``'s (None: none, as NumPy's vdot and einsum), found from the
    values in one launch (product_check.cu: the result, then the operands only where it is
    not finite), reported when the host next waits for the device (at once under 'raise'
    and 'call')."""
    st = fperr.state()
    fm = st.check & _OVER_INVALID
    if not fm or name is None or c._size == 0:
        return
    dt = c._dtype
    prep = _CHECK_KERNELS.get(dt)
    if prep is None:
        prep = _CHECK_KERNELS[dt] = launch.Prepared(
            compiler.kernel(render.product_check, render.code(dt)),
            (int, int, numpy.uint32, int, numpy.uint32) + (int,) * 27)
    lc = _scan_layout(c)
    prep.fire(min(-(-lc[1] // 256), max(1, 8 * device.sm_count())),  # (8 blocks an SM)
              *fperr.arguments(name, st), fperr.scratch(), numpy.uint32(fm),
              *lc, *_scan_layout(a), *_scan_layout(b))
    fperr.after(fm, st)


_OVER_INVALID = fperr.OVER | fperr.INVALID

#: products small enough for one launch of our own kernel (small_gemm.cu, the check fused):
#: up to 64 in each dimension alone, up to 32 in a stack (beyond that cuBLAS is faster on the
#: device, and its host time matters less)
_SMALL_ONE, _SMALL_STACK = 64, 32
_SMALL_KERNELS = {}
_NO_CHECK = (0, 0, numpy.uint32(0), 0, numpy.uint32(0))


def _small(char, m, n, k, count):
    """Whether ``count`` products (m x k) @ (k x n) of dtype ``char`` take small_gemm.cu (whose
    tiles are counted in 32 bits)."""
    return char in "fd" and max(m, n, k) <= (_SMALL_ONE if count == 1 else _SMALL_STACK) \
        and count < (1 << 29)


def _sg_pack(m, n, k, sa, ba, sb, bb):
    """Whether small_gemm.cu's variant for stacks of small matrices takes this product: m,
    n <= 16 and k <= 32 (several whole matrices a block's step, a thread an output), every
    offset inside a step's operands (up to 256 matrices) within 32 bits."""
    if m > 16 or n > 16 or k > 32:
        return False
    s = max(abs(sa[0]), abs(sa[1]), abs(sb[0]), abs(sb[1]))
    return max(abs(ba), abs(bb)) * 256 + 48 * s < 2147483648


_SG_GROUPS = LRU(256)


def _sg_group(m, n, k, itemsize):
    """log2 of the whole matrices a step of small_gemm.cu's small-matrix variant makes
    (gp_sg_pack_shape's lg), remembered per shape."""
    key = (m, n, k, itemsize)
    lg = _SG_GROUPS.hit(key)
    if lg is None:
        lg = _SG_GROUPS[key] = _sg_group_of(m, n, k, itemsize)
    return lg


def _sg_group_of(m, n, k, itemsize):
    vk = 16 // itemsize
    lm, ln, lk = ((x - 1).bit_length() for x in (m, n, max(k, 4)))
    ld, lp, lg = (1 << lk) + vk, max(lm, ln), 9 - lm - ln
    while lg > 0 and (ld << (lg + lp)) > 32 * (32 + vk):
        lg -= 1
    return lg


def _sg_tiles(m, n, k, count, itemsize, pack):
    """The steps (tiles) of small_gemm.cu's blocks: 32 x 32 tiles of every matrix, or with
    ``pack`` the groups of whole matrices a step."""
    if not pack:
        return -(-m // 32) * -(-n // 32) * count
    return -(-count >> _sg_group(m, n, k, itemsize))


def _small_gemm(name, dt, m, n, k, count, pa, sa, ba, pb, sb, bb, pc, sc, bc):
    """``count`` products c = a @ b (:func:`_small`) in one launch of small_gemm.cu, with the
    floating-point check of :func:`_fp_check` in the same launch.  (sa, sb, sc): the element
    strides (row, column) of a, b and c; (ba, bb, bc): their batch strides (0: broadcast)."""
    st = fperr.state()
    fm = st.check & _OVER_INVALID if name is not None else 0
    pack = _sg_pack(m, n, k, sa, ba, sb, bb)
    ent = _SMALL_KERNELS.get((dt, pack))
    if ent is None:
        prep = launch.Prepared(compiler.kernel(render.small_gemm, render.code(dt), pack),
                               (int, int, numpy.uint32, int, numpy.uint32) + (int,) * 16)
        # (blocks stride over the tiles: as many as the device holds at once)
        ent = _SMALL_KERNELS[dt, pack] = (prep, launch.resident(prep.kernel) * device.sm_count())
    prep, most = ent
    head = (*fperr.arguments(name, st), fperr.scratch(), numpy.uint32(fm)) if fm else _NO_CHECK
    tiles = _sg_tiles(m, n, k, count, dt.itemsize, pack)
    prep.fire(min(tiles, most), *head, pa, pb, pc, m, n, k, count,
              ba, sa[0], sa[1], bb, sb[0], sb[1], bc, sc[0], sc[1])
    if fm:
        fperr.after(fm, st)


#: stacks of dot products (m = n = 1) past small_gemm.cu's k: small_dot.cu, by dtype
_SD_KERNELS = {}
#: small_dot.cu's bounds for a stack of few products (on paper: a block an output keeps
#: 16 KB of loads in flight, ~25 GB/s on an SM, so c outputs of k elements take about
#: k * itemsize * 2 / 25 GB/s however few they are): fewer than _SD_FEW products with rows of
#: more than _SD_LONG bytes keep cuBLAS (which may split k over blocks; small_dot.cu does not)
_SD_FEW, _SD_LONG = 64, 1 << 16


def _dot_stack(char, k, count, itemsize):
    """Whether ``count`` dot products of length ``k`` (m = n = 1) of dtype ``char`` take
    small_dot.cu: float32 and float64 stacks (count > 1) with k past small_gemm.cu's stacks
    (k <= 32 stays there: a thread an output, several matrices a block's step), unless a
    few products have very long rows (``_SD_FEW``, ``_SD_LONG``).  One product (count 1)
    keeps small_gemm.cu (k <= 64) or cuBLAS's gemv: at most a block an output would run a
    long one on one SM."""
    return (k > _SMALL_STACK and count > 1 and char in "fd"
            and (count >= _SD_FEW or k * itemsize <= _SD_LONG))


def _sd_lanes(k, count, itemsize, threads):
    """log2 of the threads that make one output of small_dot.cu (4 .. 256): within a warp,
    as many as still read two 16-byte vectors of each operand a thread (short rows: several
    outputs a warp, fewer shuffles); past a warp (up to a block) only while the stack's
    outputs times its threads leave ``threads`` (the device's resident ones) idle, again as
    long as a thread keeps two vectors."""
    vk = 16 // itemsize
    lt = 2
    while lt < 5 and (4 << lt) * vk <= k:
        lt += 1
    while lt < 8 and (count << lt) < threads and (4 << lt) * vk <= k:
        lt += 1
    return lt


def _small_dot(name, dt, k, count, pa, ab, ak, pb, bb, bk, pc, cb):
    """``count`` dot products c[i] = a[i] . b[i] (a (count, 1, k) @ b (count, k, 1), element
    strides: ab, bb, cb along the stack, ak, bk along k) in one launch of small_dot.cu, with
    the floating-point check of :func:`_fp_check` in the same launch, as
    :func:`_small_gemm`."""
    st = fperr.state()
    fm = st.check & _OVER_INVALID if name is not None else 0
    ent = _SD_KERNELS.get(dt)
    if ent is None:
        prep = launch.Prepared(compiler.kernel(render.small_dot, render.code(dt)),
                               (int, int, numpy.uint32, int, numpy.uint32) + (int,) * 11)
        # (blocks stride over the outputs: as many as the device holds at once)
        ent = _SD_KERNELS[dt] = (prep, launch.resident(prep.kernel) * device.sm_count())
    prep, most = ent
    head = (*fperr.arguments(name, st), fperr.scratch(), numpy.uint32(fm)) if fm else _NO_CHECK
    lt = _sd_lanes(k, count, dt.itemsize, most * launch.BLOCK)
    prep.fire(min(-(-count >> (8 - lt)), most), *head, pa, pb, pc, k, count, ab, ak, bb, bk,
              cb, lt)
    if fm:
        fperr.after(fm, st)


def _matvec(name, dt, m, n, k, pa, sa, pb, sb, pc, sc):
    """One matrix-vector product (m == 1 or n == 1; element strides as :func:`_gemv`'s),
    float32/float64, in one launch of our own, the floating-point check fused (no BLAS
    needed); False where cuBLAS's gemv stays (complex types, a matrix contiguous along
    neither axis, few long rows, more than 1024 column tiles, a matrix read across its rows
    past ``_VM_MOST`` bytes).  Against gemv and the check's launch after it, one launch (a
    CG or a logistic regression at small sizes is bound by the host's time a call) that
    reads the matrix at the memory's bandwidth (on an H200, sgemv read a 2^20 x 64 float32
    X at 1.8 TB/s for X @ w, and X.T @ r of a 65536 x 64 one took 65 us):

    - the matrix read along its rows (``X @ w`` with X C-ordered, ``w @ M`` with M
      F-ordered): a stack of dot products with the vector broadcast (batch stride 0), small_dot.cu;
    - read across its rows (``X.T @ r``, ``w @ M`` with M C-ordered): small_vecmat.cu."""
    if dt.char not in "fd":
        return False
    if n == 1:      # c[i] = a[i, :] . b: the matrix is a, (along k, along the outputs)
        count, mat, (ab, ak), vec, bk, cb = m, pa, sa, pb, sb[0], sc[0]
    else:           # c[j] = a . b[:, j]: the matrix is b
        count, mat, (ak, ab), vec, bk, cb = n, pb, sb, pa, sa[1], sc[1]
    if count < 2:
        return False
    if ak == 1 or k == 1:
        if count >= _SD_FEW or k * dt.itemsize <= _SD_LONG:
            _small_dot(name, dt, k, count, mat, ab, 1, vec, 0, bk, pc, cb)
            return True
        return False
    if ab == 1 and (k * count * dt.itemsize <= _VM_MOST or not _blas()):
        # (the matrix's rows along k: ak elements apart, contiguous along the outputs)
        return _small_vecmat(name, dt, k, count, mat, ak, vec, bk, pc, cb)
    return False


#: small_vecmat.cu's kernels by dtype (the Prepared launch, the SMs)
_VM_KERNELS = {}
#: its tiles' counts: fperr.scratch's words from the fifth on
_VM_TILES = fperr.SCRATCH_WORDS - 4
#: the largest matrix (bytes) it takes where cuBLAS is there: on an H200 it took X.T @ r of
#: 65536 x 64 float32 (16 MB) in 0.033 ms (gemv 0.065) and of 100 x 4096 float64 in 0.034
#: (gemv 0.070), but of 4096^2 float64 (128 MB) in 0.077 ms (gemv 0.058) and of 2^20 x 64
#: float32 (256 MB) in 0.126 (gemv 0.093)
_VM_MOST = 1 << 25


def _vm_plan(k, n, itemsize, vec, sms):
    """small_vecmat.cu's grid for a (k x n) matrix read across its rows: (log2 of the threads
    across a tile's columns, tiles, slabs, rows a slab), or None (too many tiles).  A tile is
    as wide as the columns (up to 256 threads, V columns each), narrowed while the grid would
    have fewer than two blocks an SM; slabs fill the grid up to that, each thread at least 8
    rows, and at most 32 sums a thread at the tile's end (the last block's sum over slabs)."""
    V = 16 // itemsize if vec else 1
    nv = -(-n // V)
    ct = 0
    while (1 << ct) < nv and ct < 8:
        ct += 1
    target = 2 * sms
    while True:
        tiles = -(-nv >> ct)
        rows_threads = 256 >> ct
        width = (1 << ct) * V
        most = max(1, (32 * 256) // width if width >= 256 else 32 * (256 // width))
        slabs = max(1, min(-(-target // tiles), most, k // (8 * rows_threads)))
        if tiles * slabs >= target or ct <= 3:
            break
        ct -= 1
    if tiles > _VM_TILES:
        return None
    rows = -(-k // slabs)
    return ct, tiles, -(-k // rows), rows


def _small_vecmat(name, dt, k, n, pa, ar, pb, bk, pc, cb):
    """C[j] = sum_i B[i] A[i, j] (A k x n, rows ``ar`` elements apart and contiguous; B's
    stride ``bk``, C's ``cb``) in one launch of small_vecmat.cu, the check fused; False where
    it does not take it (:func:`_vm_plan`)."""
    ent = _VM_KERNELS.get(dt)
    if ent is None:
        prep = launch.Prepared(compiler.kernel(render.small_vecmat, render.code(dt)),
                               (int, int, numpy.uint32, int, numpy.uint32) + (int,) * 13)
        ent = _VM_KERNELS[dt] = (prep, device.sm_count())
    prep, sms = ent
    isz = dt.itemsize
    vec = not (ar % (16 // isz) or pa % 16)
    plan = _vm_plan(k, n, isz, vec, sms)
    if plan is None:
        return False
    ct, tiles, slabs, rows = plan
    st = fperr.state()
    fm = st.check & _OVER_INVALID if name is not None else 0
    head = (*fperr.arguments(name, st), fperr.scratch(), numpy.uint32(fm)) if fm else (
        0, 0, numpy.uint32(0), fperr.scratch(), numpy.uint32(0))
    part = _fresh((slabs * n,), dt) if slabs > 1 else None  # (each slab's sums)
    prep.fire(tiles * slabs, *head, pa, pb, pc, 0 if part is None else part._mem.ptr, k, n, ar,
              bk, cb, tiles, rows, ct, int(vec))
    if fm:
        fperr.after(fm, st)
    return True


#: cuBLAS's matrix-vector routines by dtype (float16 has none: it stays on gemmEx)
_GEMV = {"f": "sgemv", "d": "dgemv", "F": "cgemv", "D": "zgemv"}


def _gemv(char, m, n, k, pa, sa, pb, sb, pc, sc):
    """One matrix-vector product (m == 1 or n == 1) through cuBLAS's gemv, which is faster
    than gemmEx with a unit dimension at the sizes of iterative solvers.  (sa, sb, sc) are the
    element strides (row, column) of a (m x k), b (k x n) and c (m x n).  False where the
    matrix's layout is not one gemv reads (then gemm runs)."""
    if n == 1:      # c[i] = sum_j a[i, j] b[j]: the matrix is a
        rows, cols, (sr, scl), vec, inc_x, inc_y, mat = m, k, sa, pb, sb[0], sc[0], pa
    else:           # c[j] = sum_i a[i] b[i, j]: the matrix is b, read transposed
        rows, cols, (sr, scl), vec, inc_x, inc_y, mat = n, k, (sb[1], sb[0]), pa, sa[1], sc[1], pb
    # y (rows) = M (rows x cols) . x (cols), M with element strides (sr, scl)
    if sr == 1 or rows == 1:
        op, gm, gn, ld = _OP_N, rows, cols, scl if cols > 1 else max(rows, 1)
        if ld < max(rows, 1):
            return False
    elif scl == 1 or cols == 1:
        op, gm, gn, ld = _OP_T, cols, rows, sr if rows > 1 else max(cols, 1)
        if ld < max(cols, 1):
            return False
    else:
        return False
    inc_x = inc_x if cols > 1 else 1
    inc_y = inc_y if rows > 1 else 1
    if inc_x <= 0 or inc_y <= 0 or max(gm, gn, ld, inc_x, inc_y) > _INT32_MAX:
        return False
    lib, h = libraries.cublas()
    alpha, beta = _ALPHA_BETA[char]
    getattr(lib, _GEMV[char])(h, op, gm, gn, alpha, mat, ld, vec, inc_x, beta, pc, inc_y)
    return True


def _lean_gemv(a, b, name):
    """``a @ b`` of a matrix and a vector (either order) of one gemv dtype in one launch
    (:func:`_matvec`, else cuBLAS's gemv and the check), with no further analysis: the
    product ``gemm`` would make of it, or None for the general path (empty, a length
    mismatch, a layout neither reads)."""
    isz = a._dtype.itemsize
    sa, sb = a._strides, b._strides
    if a._ndim == 2:  # (m, k) @ (k,)
        m, k = a._shape
        n = 1
        if b._shape[0] != k:
            return None
        ea, eb = (sa[0] // isz, sa[1] // isz), (sb[0] // isz, 1)
        shape, ec = (m,), (1, 1)
        whole = not (sa[0] % isz or sa[1] % isz or sb[0] % isz)
    else:             # (k,) @ (k, n)
        k, n = b._shape
        m = 1
        if a._shape[0] != k:
            return None
        ea, eb = (1, sa[0] // isz), (sb[0] // isz, sb[1] // isz)
        shape, ec = (n,), (1, 1)
        whole = not (sa[0] % isz or sb[0] % isz or sb[1] % isz)
    pa, pb = a._mem.ptr + a._offset, b._mem.ptr + b._offset
    if not (m and n and k and whole) or pa % isz or pb % isz:
        return None
    c = _fresh(shape, a._dtype)
    if _small(a._dtype.char, m, n, k, 1):
        _small_gemm(name, a._dtype, m, n, k, 1, pa, ea, 0, pb, eb, 0, c._mem.ptr, ec, 0)
        return c
    if _matvec(name, a._dtype, m, n, k, pa, ea, pb, eb, c._mem.ptr, ec):
        return c
    if _blas_ok and _gemv(a._dtype.char, m, n, k, pa, ea, pb, eb, c._mem.ptr, ec):
        _fp_check(name, a, b, c)
        return c
    return None


def _lean_gemm(a, b, name):
    """`a @ b` of C-contiguous operands in one cuBLAS call with no further analysis (small
    products are dominated by host time): two matrices, a stack times a matrix (one taller
    product) or two stacks of one batch shape (a strided batch); None for the general path
    (other stacks, empty, k = 0, an unaligned view, sizes past 32 bits)."""
    sa, sb = a._shape, b._shape
    m, k, n = sa[-2], sa[-1], sb[-1]
    count = 1
    if b._ndim == 2:
        shape = sa[:-1] + (n,)
        m = _prod(sa[:-1])
    elif sa[:-2] == sb[:-2]:
        shape = sa[:-1] + (n,)
        count = _prod(sa[:-2])
    else:
        return None
    dt = a._dtype
    isz = dt.itemsize
    pa, pb = a._mem.ptr + a._offset, b._mem.ptr + b._offset
    if not (m and n and k and count) or pa % isz or pb % isz or max(m, n, k) > _INT32_MAX:
        return None
    c = _fresh(shape, dt)
    char = dt.char
    if m == 1 and n == 1 and _dot_stack(char, k, count, isz):
        _small_dot(name, dt, k, count, pa, k, 1, pb, k, 1, c._mem.ptr, 1)
        return c
    if _small(char, m, n, k, count):
        _small_gemm(name, dt, m, n, k, count, pa, (k, 1), m * k, pb, (n, 1),
                    k * n if count > 1 else 0, c._mem.ptr, (n, 1), m * n)
        return c
    ctype = _CUDA_TYPE[char]
    comp = _COMPUTE_64F if char in "dD" else (
        _COMPUTE_32F_FAST_TF32 if TF32 and char in "fF" else _COMPUTE_32F)
    alpha, beta = _ALPHA_BETA[char]
    lib, h = libraries.cublas()
    # row-major C (m x n) is column-major C^T = B^T A^T: both read as they lie
    if count == 1:
        lib.gemm_ex(h, _OP_N, _OP_N, n, m, k, alpha, pb, ctype, n, pa, ctype, k, beta,
                    c._mem.ptr, ctype, n, comp, -1)
    else:
        lib.gemm_strided_batched_ex(h, _OP_N, _OP_N, n, m, k, alpha, pb, ctype, n, k * n,
                                    pa, ctype, k, m * k, beta, c._mem.ptr, ctype, n, m * n,
                                    count, comp, -1)
    _fp_check(name, a, b, c)
    return c


def _cublas(char, m, n, k, count, pa, sa, ba, pb, sb, bb, pc, sc, bc):
    lib, h = libraries.cublas()
    oa, lda = _orient(m, k, sa[0], sa[1])
    ob, ldb = _orient(k, n, sb[0], sb[1])
    oc, ldc = _orient(m, n, sc[0], sc[1])
    if oc == "r":
        # row-major C is column-major C^T = B^T A^T: b first, then a
        args = (_OP_N if ob == "r" else _OP_T, _OP_N if oa == "r" else _OP_T, n, m, k,
                pb, ldb, bb, pa, lda, ba)
    else:
        args = (_OP_N if oa == "c" else _OP_T, _OP_N if ob == "c" else _OP_T, m, n, k,
                pa, lda, ba, pb, ldb, bb)
    ta, tb, mm, nn, kk, p1, ld1, b1, p2, ld2, b2 = args
    ctype = _CUDA_TYPE[char]
    comp = _COMPUTE_64F if char in "dD" else (
        _COMPUTE_32F_FAST_TF32 if TF32 and char in "fF" else _COMPUTE_32F)
    alpha, beta = _ALPHA_BETA[char]
    big = max(mm, nn, kk, ld1, ld2, ldc) > _INT32_MAX
    if count == 1:
        f = lib.gemm_ex_64 if big else lib.gemm_ex
        f(h, ta, tb, mm, nn, kk, alpha, p1, ctype, ld1, p2, ctype, ld2, beta, pc, ctype, ldc,
          comp, -1)
    else:
        f = lib.gemm_strided_batched_ex_64 if big else lib.gemm_strided_batched_ex
        f(h, ta, tb, mm, nn, kk, alpha, p1, ctype, ld1, b1, p2, ctype, ld2, b2, beta,
          pc, ctype, ldc, bc, count, comp, -1)


def _int_kernel(dt, m, n, k, count, pa, sa, ba, pb, sb, bb, pc, sc, bc):
    kern = compiler.kernel(render.matmul_int, render.code(dt))
    tiles_n = -(-n // 16)
    grid = (tiles_n * -(-m // 16), min(count, 65535))
    launch.launch(kern, grid, (pa, pb, pc, m, n, k, count, tiles_n, ba, sa[0], sa[1],
                               bb, sb[0], sb[1], bc, sc[0], sc[1]),
                  fresh=True)  # (gemm, its one caller, began a new epoch where c existed)


def _loop_ordered(a, b, batch, mn, keep, dt):
    """A new output whose loop axes (``batch``) NumPy's gufunc lays out in its iterator's
    order of the operands' loop axes (order='K'), its core C-ordered inside: as a view of
    shape batch + ``mn`` (a row or column the result drops, ``keep``, a stride of 0); None
    where that order is C."""
    core = tuple(n for n, k in zip(mn, keep) if k)
    block = _prod(core) * dt.itemsize
    bst = _iterator_order_strides(batch, block, [x._view(x._shape[:-2], x._strides[:-2],
                                                         x._offset) for x in (a, b)])
    if bst == _c_strides(batch, block):
        return None
    cst = list(_c_strides(core, dt.itemsize))
    res = _empty(batch + core, dt, bst + tuple(cst))
    return res._view(batch + mn, bst + tuple(cst.pop(0) if k else 0 for k in keep), 0)


def _product_into(a, b, out_core, loop_dt, batch, name="matmul", as_laid=False):
    """The shared tail of the front ends: a (..., m, k) and b (..., k, n) in ``loop_dt``,
    broadcast to ``batch``; the result in ``out_core`` (an output view of shape batch + (m, n),
    any dtype and layout) or, when None, a new C-contiguous array (``name``: :func:`gemm`'s).
    ``as_laid``: on the host device the operands go to NumPy's matmul in their own layouts
    (matmul's: NumPy chooses BLAS, its copies or its plain loop by the operands' strides, and
    a vector or a matrix of negative or uneven strides takes the loop; a copy here would give
    BLAS's sums)."""
    a = a if a._dtype == loop_dt else a.astype(loop_dt)
    b = b if b._dtype == loop_dt else b.astype(loop_dt)
    if ON_DEVICE or not as_laid:
        a, b = gemm_operand(a), gemm_operand(b)
    a = a._broadcast_to(batch + a._shape[-2:]) if a._shape[:-2] != batch else a
    b = b._broadcast_to(batch + b._shape[-2:]) if b._shape[:-2] != batch else b
    shape = batch + (a._shape[-2], b._shape[-1])
    if out_core is not None and out_core._dtype == loop_dt and gemm_ready(out_core) \
            and not _overlaps(out_core, a) and not _overlaps(out_core, b) \
            and 0 not in _estrides(out_core)[-2:]:
        gemm(a, b, out_core, name=name)
        return out_core
    c = _fresh(shape, loop_dt)
    gemm(a, b, c, fresh=True, name=name)
    if out_core is not None:
        copy_into(out_core, c)
        return out_core
    return c


def _lean_matmul(a, b, name):
    """The lean path of `a @ b` (and of dot, its errors named ``name``): two arrays of one
    BLAS dtype, stacks of matrices, or a matrix and a vector on the device; None for the
    general path."""
    if type(a) is not ndarray or type(b) is not ndarray or a._dtype is not b._dtype:
        return None
    if a._ndim >= 2 and b._ndim >= 2 and a._dtype.char in _CUDA_TYPE \
            and a._shape[-1] == b._shape[-2]:
        if ON_DEVICE and a._flags_c() and b._flags_c() and _blas_ok:
            c = _lean_gemm(a, b, name)
            if c is not None:
                return c
        if a._ndim == 2 and b._ndim == 2 and gemm_ready(a) and gemm_ready(b):
            c = _fresh((a._shape[0], b._shape[1]), a._dtype)
            gemm(a, b, c, fresh=True, name=name)
            return c
    elif a._ndim + b._ndim == 3 and a._dtype.char in _GEMV and ON_DEVICE and (
            _blas_ok or a._dtype.char in "fd"):
        return _lean_gemv(a, b, name)  # a matrix and a vector (iterative solvers' x @ w)
    return None


# ---------------------------------------------------------------- gufunc-like objects
def _gufunc_result(uf, args, r, arrays_out=False):
    """A ufunc's result as NumPy returns it: wrapped by the input subclass of highest
    ``__array_priority__`` (the first of equals), else a scalar when 0-d (never with
    ``arrays_out``: out=...)."""
    w = None
    for x in args:
        if isinstance(x, ndarray) and type(x) is not ndarray and type(x) not in _SCALAR_TYPE_SET:
            if w is None or x.__array_priority__ > w.__array_priority__:
                w = x
    if w is not None:
        return w.__array_wrap__(r, (uf, args, 0), not r._shape and not arrays_out)
    return r if r._shape or arrays_out else _as_scalar(r)


class gufunc(ufunc):
    __doc__ = _Doc(
        """A generalized ufunc of NumPy's product family (``matmul``, ``vecdot``, ``matvec``,
    ``vecmat``): NumPy's object of the same name gives the facts (nin, nout, signature,
    types, docs), the call runs on :func:`gemm`.  A ``ufunc`` to ``isinstance``; the
    elementwise engine's methods do not apply (NumPy's own errors for them).""")

    def __init__(self, name):
        self._np = getattr(numpy, name)
        self._name = self.__qualname__ = name   # (as ufunc.__init__)
        self.nin, self.nout, self.nargs = self._np.nin, self._np.nout, self._np.nargs
        ins, out = self._np.signature.split("->")
        self._core_in = [tuple(d.strip() for d in p.strip("()").split(",") if d.strip())
                         for p in ins.replace("),(", ")|(").split("|")]
        self._core_out = tuple(d.strip() for d in out.strip("()").split(",") if d.strip())
        self._cache = LRU(1024)  # resolved loops by argument signature

    def _not_elementwise(self, method, args, kwargs):
        _numpy_error(getattr(self._np, method), [_arr(x) if not isinstance(x, (int, type(None)))
                                                 else x for x in args], kwargs)

    def reduce(self, *args, **kwargs):
        self._not_elementwise("reduce", args, kwargs)

    def accumulate(self, *args, **kwargs):
        self._not_elementwise("accumulate", args, kwargs)

    def reduceat(self, *args, **kwargs):
        self._not_elementwise("reduceat", args, kwargs)

    def outer(self, *args, **kwargs):
        self._not_elementwise("outer", args, kwargs)

    def at(self, *args, **kwargs):
        self._not_elementwise("at", args, kwargs)

    # -------------------------------------------------------------- the call
    def __call__(self, *args, **kwargs):
        if not kwargs and len(args) == 2 and self._name == "matmul":
            c = _lean_matmul(args[0], args[1], "matmul")
            if c is not None:
                return c
        # other libraries' objects, a subclass's own __array_ufunc__, NumPy's subclasses (a
        # masked array): asked first, as ufunc.__call__ asks them
        r = self._override(args, kwargs)
        if r is not dispatch.NO_OVERRIDE:
            return r
        try:
            return self._call(*args, **kwargs)
        except (TypeError, ValueError) as exc:
            # strings or object data live on the host: NumPy's gufunc runs there (ufunc's rule)
            if not isinstance(exc, dispatch.HostData) and not dispatch.holds_host_dtype(args, kwargs):
                raise
        return dispatch.fallback_call(self._np, args, kwargs, name=self._name)

    def _loop(self, dts, out_dt, dtype, signature, casting):
        key = dtype_key(dts, out_dt, dtype, signature, casting)
        hit = self._cache.get(key)
        if hit is None:
            if dtype is not None:
                if signature is not None:
                    raise TypeError("cannot specify both 'signature' and 'dtype'")
                signature = (None, None, as_dtype(dtype))
            kw = {} if signature is None else {"signature": signature}
            hit = self._np.resolve_dtypes(dts + (out_dt,), casting=casting, **kw)
            for d in hit:
                check_dtype(d)
            self._cache.put(key, hit)
        return hit

    def _call(self, *args, out=None, dtype=None, casting="same_kind", order="K", subok=True,
              signature=None, axes=None, axis=None, keepdims=False, **extra):
        name = self._name
        order = order_name(order)  # (NumPy's check of it comes first)
        if keepdims is not False and keepdims is not True:
            raise TypeError("'keepdims' must be a boolean")
        out, arrays_out = ellipsis_out(args[2:], out)
        kw = {k: v for k, v in (("out", out), ("dtype", dtype), ("signature", signature),
                                ("axes", axes), ("axis", axis)) if v is not None}
        if casting != "same_kind":
            kw["casting"] = casting
        if keepdims:
            kw["keepdims"] = keepdims
        if extra or not (len(args) == 2 or (len(args) == 3 and out is None)):
            _numpy_error(self._np, args, dict(kw, **extra))
        if len(args) == 3:
            out = kw["out"] = args[2]
            args = args[:2]
        if isinstance(out, tuple):
            if len(out) != 1:
                raise ValueError("The 'out' tuple must have exactly one entry per ufunc output")
            out = out[0]
        host_out = None
        if out is not None and (not isinstance(out, ndarray) or type(out) in _SCALAR_TYPE_SET):
            if not isinstance(out, numpy.ndarray):  # (a device scalar is no array either)
                raise TypeError("return arrays must be of ArrayType")
            if not out.flags.writeable:  # (the device copy is writeable: NumPy's check here)
                raise ValueError("output array is read-only")
            host_out, out = out, asarray_any(out)
        if out is not None and not out._writeable():
            raise ValueError("output array is read-only")
        x1, x2 = _arr(args[0]), _arr(args[1])
        std = (x1, x2)
        if signature is not None:
            if not isinstance(signature, tuple):
                _numpy_error(self._np, std, kw)
            signature = tuple(None if s is None else numpy.dtype(s) for s in signature)
        loop = self._loop((x1._dtype, x2._dtype), None if out is None else out._dtype,
                          None if dtype is None else as_dtype(dtype), signature, casting)
        for i, x in enumerate(std):
            if x._ndim < sum(1 for d in self._core_in[i] if not d.endswith("?")):
                _numpy_error(self._np, std, kw)
        # ---- axes / axis / keepdims: the core axes moved last
        a, b, ax_out, keep_at = x1, x2, None, None
        if keepdims or axis is not None or axes is not None:
            ax_a, ax_b, ax_out, keep_at = self._axes(std, out, axes, axis, keepdims, kw)
            a, b = _to_end(a, ax_a), _to_end(b, ax_b)
        # ---- every product is (m, k) @ (k, n); rows or columns a vector lacks are dropped
        keep_row = keep_col = True
        if name == "matmul":
            keep_row, keep_col = a._ndim > 1, b._ndim > 1
            a = a if keep_row else a.reshape((1,) + a._shape)
            b = b if keep_col else b.reshape(b._shape + (1,))
        elif name == "vecdot":
            keep_row = keep_col = False
            a, b = a.reshape(a._shape[:-1] + (1,) + a._shape[-1:]), b.reshape(b._shape + (1,))
        elif name == "matvec":
            keep_col = False
            b = b.reshape(b._shape + (1,))
        else:  # vecmat
            keep_row = False
            a = a.reshape(a._shape[:-1] + (1,) + a._shape[-1:])
        if a._shape[-1] != b._shape[-2]:
            _numpy_error(self._np, std, kw)
        if name in ("vecdot", "vecmat") and loop[0].kind == "c":
            a = _um["conjugate"](a if a._dtype == loop[0] else a.astype(loop[0]))
        try:
            batch = broadcast_shapes(a._shape[:-2], b._shape[:-2])
        except ValueError:
            _numpy_error(self._np, std, kw)
        m, n = a._shape[-2], b._shape[-1]
        out_core = ((m,) if keep_row else ()) + ((n,) if keep_col else ())
        out_view = None
        if out is not None:
            ov = out
            if keep_at is not None:
                if ov._ndim <= keep_at or ov._shape[keep_at] != 1:
                    _numpy_error(self._np, std, kw)
                ov = ov.reshape(ov._shape[:keep_at] + ov._shape[keep_at + 1:])
            elif ax_out:
                ov = _to_end(ov, ax_out)
            nc = len(out_core)
            lead = ov._shape[:ov._ndim - nc]
            if ov._ndim < nc or ov._shape[ov._ndim - nc:] != out_core:
                _numpy_error(self._np, std, kw)
            try:
                full = broadcast_shapes(batch, lead)
            except ValueError:
                full = None
            extra = len(full) - len(lead) if full is not None else 0
            if full is None or full[extra:] != lead or any(d != 1 for d in full[:extra]):
                _numpy_error(self._np, std, kw)
            if extra:
                # (NumPy's gufunc takes an out without the operands' leading loop axes of 1:
                # they are dropped)
                a = a.reshape(a._shape[max(0, a._ndim - 2 - len(lead)):])
                b = b.reshape(b._shape[max(0, b._ndim - 2 - len(lead)):])
            batch = lead
            cst = list(ov._strides[ov._ndim - nc:])
            core = (cst.pop(0) if keep_row else 0, cst.pop(0) if keep_col else 0)
            out_view = ov._view(batch + (m, n), ov._strides[:len(batch)] + core, ov._offset)
        elif len(batch) > 1 and order in ("K", None):
            out_view = _loop_ordered(a, b, batch, (m, n), (keep_row, keep_col), loop[2])
        if casting == "unsafe":  # (only it casts complex to real: NumPy's ComplexWarning)
            for src, dst in zip((x1._dtype, x2._dtype, loop[2]),
                                loop[:2] + ((out._dtype,) if out is not None else ())):
                fperr.discard_imaginary(src, dst)
        r = _product_into(a, b, out_view, loop[2], batch, self._name, as_laid=True)
        if out is not None:
            if host_out is not None:
                host_out[...] = out.get()
                return host_out
            return out
        st = r._strides
        core = ((st[-2],) if keep_row else ()) + ((st[-1],) if keep_col else ())
        r = r._view(batch + out_core, st[:len(batch)] + core, r._offset)
        r._base = None  # (a view of the product made here alone: NumPy's result owns its data)
        if keep_at is not None:  # (the kept axis: an output core axis of 1, innermost in NumPy's)
            r = r._view(r._shape[:keep_at] + (1,) + r._shape[keep_at:],
                        r._strides[:keep_at] + (r.itemsize,) + r._strides[keep_at:], r._offset)
        elif ax_out:
            r = _from_end(r, ax_out)
        if r._ndim > 1 and (order == "F" or order == "A" and x1._flags_f() and x2._flags_f()) \
                and not r._flags_f():
            r = r.copy(order="F")  # (NumPy's result in the layout asked for; 'K' and 'C': C)
        return _gufunc_result(self, args, r, arrays_out)

    def _axes(self, ops, out, axes, axis, keepdims, kw):
        """NumPy's axes=/axis=/keepdims=: the core axes of each input and of the output (or
        where keepdims puts the output's size-1 axis), checked as NumPy checks them (its own
        error when not)."""
        nd = [x._ndim for x in ops]
        if self._name == "matmul":
            nc = [min(2, nd[0]), min(2, nd[1])]
            nc.append((nc[0] == 2) + (nc[1] == 2))
        else:
            nc = [len(c) for c in self._core_in] + [len(self._core_out)]
        if keepdims and self._name != "vecdot":
            _numpy_error(self._np, ops, kw)
        if axis is not None:
            if axes is not None or self._name != "vecdot":
                _numpy_error(self._np, ops, kw)
            axes = [(axis,), (axis,)]
        if axes is None:
            axes = [(-1,), (-1,)]
        # (the output's entry may be left out where its signature has no core axes: matmul's
        # of two vectors has, though they drop out)
        if not isinstance(axes, list) or len(axes) not in (2, 3) or (len(axes) == 2
                                                                    and self._core_out):
            _numpy_error(self._np, ops, kw)
        loops = max(nd[0] - nc[0], nd[1] - nc[1])
        if out is not None:
            if out._ndim - nc[2] - (1 if keepdims else 0) < loops:
                # (an output without the inputs' broadcast loop axes: a @= b of a matrix a and
                # a stack b; NumPy's error, not its core axes looked up past its end)
                _numpy_error(self._np, ops, kw)
            loops = out._ndim - nc[2] - (1 if keepdims else 0)
        res = []
        for i, ax in enumerate(axes):
            c = nc[i] + (1 if keepdims and i == 2 else 0)  # (keepdims: the output's kept axis)
            if not isinstance(ax, tuple) and hasattr(ax, "__index__"):
                ax = (ax,)
            if not isinstance(ax, tuple) or len(ax) != c:
                _numpy_error(self._np, ops, kw)
            ndim = nd[i] if i < 2 else loops + c
            try:
                ax = numpy.lib.array_utils.normalize_axis_tuple(
                    tuple(operator.index(v) for v in ax), ndim)
            except Exception:
                _numpy_error(self._np, ops, kw)
            res.append(ax)
        if len(res) == 2:
            res.append(())
        keep_at = None
        if keepdims:
            # (the output's axis: axes=[..., ..., (k,)], else axis=, else the last)
            if res[2]:
                keep_at, res[2] = res[2][0], ()
            elif axis is not None:
                keep_at = numpy.lib.array_utils.normalize_axis_index(operator.index(axis), loops + 1)
            else:
                keep_at = loops
        return res[0], res[1], res[2], keep_at


def _to_end(x, axes):
    """A view of ``x`` with the given axes moved last, in their order."""
    rest = [d for d in range(x._ndim) if d not in axes]
    perm = rest + list(axes)
    return x._view([x._shape[d] for d in perm], [x._strides[d] for d in perm], x._offset)


def _from_end(x, axes):
    """The inverse of :func:`_to_end`: the last ``len(axes)`` axes of ``x`` go to ``axes``."""
    nd = x._ndim
    rest = [d for d in range(nd) if d not in axes]
    perm = [0] * nd
    for pos, d in enumerate(rest + list(axes)):
        perm[d] = pos
    return x._view([x._shape[p] for p in perm], [x._strides[p] for p in perm], x._offset)


matmul = gufunc("matmul")
vecdot = gufunc("vecdot")
matvec = gufunc("matvec") if hasattr(numpy, "matvec") else None
vecmat = gufunc("vecmat") if hasattr(numpy, "vecmat") else None
# numpy.matmul(gp_a, gp_b) reaches ndarray.__array_ufunc__, which looks the ufunc up by name:
# these objects take the place of the elementwise engine's fallback entries.
for _g in (matmul, vecdot, matvec, vecmat):
    if _g is not None:
        _by_np[_g.__name__] = _g
        UFUNCS[_g.__name__] = _g
# ---------------------------------------------------------------- dot and friends
def _result_dtype(*xs):
    return check_dtype(numpy.result_type(*(x._dtype for x in xs)))


def _check_dot_out(out, shape, dt, fn, args):
    # NumPy's dot takes only an out of exactly the result's dtype and shape, C-contiguous
    if not isinstance(out, ndarray) or out._dtype != dt or out._shape != tuple(shape) \
            or not out._flags_c() or not out._writeable():
        _numpy_error(fn, args, {"out": out})


def _dot_out(out):
    """What NumPy's dot returns for its ``out``: the array, or a scalar of its value when 0-d
    (a copy: the caller's array stays an array)."""
    return out if out._ndim else _scalar_copy(out)


def _dot_multiplies(a, b):
    """Whether NumPy's dot of ``a`` and ``b`` (one of them 0-d) is its ``multiply``, ``out``
    taken by the ufunc's rules (any dtype it casts to 'same_kind', a broadcast shape): all but
    BLAS's four types of operands of at most 2 dimensions, whose out must be exact."""
    return a._ndim > 2 or b._ndim > 2 or _result_dtype(a, b).char not in "fdFD"


def _multiply(a, b, out=None):
    return _um["multiply"](a, b) if out is None else _um["multiply"](a, b, out=out)


def dot(a, b, out=None):
    """Dot product of two arrays (NumPy's ``numpy.dot``)."""
    if isinstance(out, numpy.ndarray):
        return _dot_host_out(a, b, out)
    if out is not None and (not isinstance(out, ndarray) or type(out) in _SCALAR_TYPE_SET):
        raise TypeError("'out' must be an array")  # (NumPy's first check: a scalar is none)
    return _dot(a, b, out, "dot")


dot.writes_numpy_out = True  # (dispatch.host_dtype_guard: NumPy's rules read out's layout)


def _dot_host_out(a, b, out):
    """``dot`` into a NumPy array (as ufuncs and matmul write into one): the product on the
    device, copied into ``out`` once NumPy's rules for it hold (exactly the result's dtype and
    shape, C-contiguous, writeable; else NumPy's own error, raised on stand-ins)."""
    a, b = _arr(a), _arr(b)
    if (a._ndim == 0 or b._ndim == 0) and _dot_multiplies(a, b):
        # (NumPy's multiply, out written by the ufunc's rules: the product, cast as it casts)
        r = _multiply(a, b)
        numpy.multiply(r.get() if isinstance(r, ndarray) else r, numpy.ones((), r.dtype), out=out)
        return out if out.ndim else out[()]
    r = _dot(a, b, None, "dot")
    dt = r.dtype
    shape = tuple(getattr(r, "shape", ()))
    if out.dtype != dt or out.shape != shape or not out.flags.c_contiguous \
            or not out.flags.writeable:
        _numpy_error(numpy.dot, (_arr(a), _arr(b)), {"out": out})
    if out.size:
        out[...] = r.get() if isinstance(r, ndarray) and type(r) not in _SCALAR_TYPE_SET \
            else numpy.asarray(r._host() if isinstance(r, ndarray) else r)
    return out if out.ndim else out[()]


def _dot(a, b, out, name):
    """``dot``, its floating-point errors reported as ``name``'s (None: none, as vdot's)."""
    a, b = _arr(a), _arr(b)
    if a._ndim == 0 or b._ndim == 0:
        if out is not None:
            if not _dot_multiplies(a, b):
                shape = broadcast_shapes(a._shape, b._shape)
                _check_dot_out(out, shape, _result_dtype(a, b), numpy.dot, (a, b))
            _multiply(a, b, out)
            if not _dot_multiplies(a, b) and out._size != 1:
                _um["add"](out, 0, out=out)  # (BLAS's axpy onto zeros: see below)
            return _dot_out(out)
        r = _multiply(a, b)
        if not _dot_multiplies(a, b) and r._size != 1:
            # NumPy's BLAS product by a scalar: axpy onto zeros, a new C-ordered array (0 + a
            # product: a zero's sign is +, 0. * -1 gives 0., not multiply's -0.); of one
            # element the product itself
            r = _um["add"](r if r._flags_c() else r.copy(order="C"), 0, out=None)
        return r
    if out is None and ON_DEVICE and a._ndim <= 2 and b._ndim <= 2 and a._dtype is b._dtype \
            and a._dtype.char in _CUDA_TYPE and type(a) is ndarray and type(b) is ndarray \
            and _blas():
        # (NumPy's dot of vectors and matrices is matmul: its lean paths, its scalars; without
        # cuBLAS the general path below names NumPy's floating-point errors as dot's)
        c = _lean_matmul(a, b, name)
        if c is not None:
            return c
    k1 = a._shape[-1]
    k2 = b._shape[-2] if b._ndim > 1 else b._shape[0]
    if k1 != k2:
        _numpy_error(numpy.dot, (a, b))
    if a._dtype.kind in "mM" or b._dtype.kind in "mM":
        # NumPy's dot has its own rules for dates and durations (timedelta products of
        # timedeltas, "dot not available" for datetimes, objects beside floats): NumPy's
        # function on the host (dispatch.host_dtype_guard of dot, vdot, inner, tensordot, ...)
        raise dispatch.HostData("dot of %s data" % (a._dtype if a._dtype.kind in "mM"
                                                    else b._dtype))
    dt = _result_dtype(a, b)
    shape = a._shape[:-1] + (b._shape[:-2] + b._shape[-1:] if b._ndim > 1 else ())
    if out is not None:
        _check_dot_out(out, shape, dt, numpy.dot, (a, b))
    # a's rows against b's columns: (M, k) @ (k, N), b's leading axes joined with its last
    a2 = reshape(a, (_prod(a._shape[:-1]), k1))
    if b._ndim > 2:
        b2 = reshape(moveaxis(b, -2, 0), (k2, _prod(b._shape[:-2]) * b._shape[-1]))
    else:
        b2 = b if b._ndim == 2 else b.reshape((k2, 1))
    o2 = None
    if out is not None:
        o2 = out._view((a2._shape[0], b2._shape[1]), (b2._shape[1] * dt.itemsize, dt.itemsize),
                       out._offset)
    r = _product_into(a2, b2, o2, dt, (), name)
    if out is not None:
        return _dot_out(out)
    r = r.reshape(shape)
    r._base = None  # (a view of the product made here alone: NumPy's result owns its data)
    return r if shape else _as_scalar(r)  # (a product of vectors: NumPy's scalar)


def vdot(a, b, /):
    """Return the dot product of two vectors, the first conjugated (inputs are flattened)."""
    a, b = _arr(a), _arr(b)
    if a._size != b._size:
        _numpy_error(numpy.vdot, (a, b))
    a, b = a.reshape(-1), b.reshape(-1)
    if a._dtype.kind == "c":
        a = _um["conjugate"](a)
    return _dot(a, b, None, None)


def inner(a, b, /):
    """Inner product of two arrays (over their last axes)."""
    a, b = _arr(a), _arr(b)
    if a._ndim == 0 or b._ndim == 0:
        return _dot(a, b, None, "inner")  # (NumPy's inner by a scalar is its dot's)
    if a._shape[-1] != b._shape[-1]:
        _numpy_error(numpy.inner, (a, b))
    r = tensordot(a, b, ((-1,), (-1,)))
    r._base = None  # (a view of the product made here alone: NumPy's inner owns its data)
    return r if r._ndim else _as_scalar(r)  # (of two vectors: NumPy's scalar)


def tensordot(a, b, axes=2):
    """Compute tensor dot product along specified axes."""
    a, b = _arr(a), _arr(b)
    key = None
    t = type(axes)
    if t is int or t is tuple and len(axes) == 2 and all(
            type(x) is int or type(x) is tuple and all(type(y) is int for y in x) for x in axes):
        # (axes of Python ints alone: a float equal to an int would hit another's plan)
        key = (a._shape, b._shape, a._dtype, b._dtype, a._dtype.char, b._dtype.char, axes)
        plan = _tensordot_plans.hit(key)
    if key is None or plan is None:
        plan = _tensordot_plan(a, b, axes)
        if key is not None:
            _tensordot_plans.put(key, plan)
    free_a, ax_a, free_b, ax_b, k, shape, dt = plan
    if dt is not None:
        # (an empty sum: NumPy's zeros, without the product's reshapes and launch)
        return _zeros(shape, dt)  # (a 0-d one held on the host)
    at = reshape(transpose(a, free_a + ax_a), (_prod(a._shape[d] for d in free_a), k))
    bt = reshape(transpose(b, ax_b + free_b), (k, _prod(b._shape[d] for d in free_b)))
    return dot(at, bt).reshape(shape)


#: tensordot's plans by the operands' shapes and dtypes and the axes
_tensordot_plans = LRU(256)


def _tensordot_plan(a, b, axes):
    """(free axes of a, summed axes of a, of b, summed axes of b, the summed length, the
    result's shape, its dtype where the sum is empty (else None)); NumPy's errors."""
    try:
        iter(axes)
    except TypeError:
        n = operator.index(axes)
        # NumPy's ranges: a negative n gives no summed axes (an outer product)
        ax_a, ax_b = list(range(-n, 0)), list(range(n))
        if n > a._ndim or n > b._ndim:
            _numpy_error(numpy.tensordot, (a, b), {"axes": axes})
    else:
        ax_a, ax_b = axes
        ax_a = [ax_a] if not hasattr(ax_a, "__len__") else list(ax_a)
        ax_b = [ax_b] if not hasattr(ax_b, "__len__") else list(ax_b)
    if len(ax_a) != len(ax_b):
        _numpy_error(numpy.tensordot, (a, b), {"axes": axes})
    try:
        ax_a = [operator.index(x) + (a._ndim if x < 0 else 0) for x in ax_a]
        ax_b = [operator.index(x) + (b._ndim if x < 0 else 0) for x in ax_b]
        bad = any(a._shape[x] != b._shape[y] or x < 0 or y < 0 for x, y in zip(ax_a, ax_b))
        bad = bad or len(set(ax_a)) < len(ax_a) or len(set(ax_b)) < len(ax_b)  # (duplicates)
    except IndexError:
        bad = True
    if bad:
        _numpy_error(numpy.tensordot, (a, b), {"axes": axes})
    free_a = [d for d in range(a._ndim) if d not in ax_a]
    free_b = [d for d in range(b._ndim) if d not in ax_b]
    k = _prod(a._shape[d] for d in ax_a)
    shape = tuple(a._shape[d] for d in free_a) + tuple(b._shape[d] for d in free_b)
    empty = k == 0 and a._dtype.kind in "biufc" and b._dtype.kind in "biufc"
    return free_a, ax_a, free_b, ax_b, k, shape, _result_dtype(a, b) if empty else None


def kron(a, b):
    """Kronecker product of two arrays."""
    b = _arr(b)
    a = _arr(a)
    if a._ndim == 0 or b._ndim == 0:
        return _multiply(a, b)
    nd = max(a._ndim, b._ndim)
    sa = (1,) * (nd - a._ndim) + a._shape
    sb = (1,) * (nd - b._ndim) + b._shape
    # a's axes interleaved with b's: (a0, 1, a1, 1, ...) * (1, b0, 1, b1, ...)
    ea = reshape(a, tuple(v for s in sa for v in (s, 1)))
    eb = reshape(b, tuple(v for s in sb for v in (1, s)))
    return reshape(_multiply(ea, eb), tuple(x * y for x, y in zip(sa, sb)))


def _cross_takes_2_vectors():
    # NumPy 2.0-2.4 deprecate 2-vectors in cross (a warning); later versions refuse them
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            numpy.cross(numpy.zeros(2), numpy.zeros(2))
        return True
    except ValueError:
        return False


_CROSS_2D = _cross_takes_2_vectors()


def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Return the cross product of two (arrays of) vectors."""
    from numpy.lib.array_utils import normalize_axis_index
    if axis is not None:
        axisa = axisb = axisc = axis
    a, b = _arr(a), _arr(b)
    if a._ndim < 1 or b._ndim < 1:
        raise ValueError("At least one array has zero dimension")
    a = moveaxis(a, normalize_axis_index(axisa, a._ndim, msg_prefix="axisa"), -1)
    b = moveaxis(b, normalize_axis_index(axisb, b._ndim, msg_prefix="axisb"), -1)
    na, nb = a._shape[-1], b._shape[-1]
    if not _CROSS_2D and (na != 3 or nb != 3):
        raise ValueError("Both input arrays must be (arrays of) 3-dimensional vectors, but they "
                         "are %d and %d dimensional instead." % (na, nb))
    if na not in (2, 3) or nb not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n"
                         "(dimension must be 2 or 3)")
    if na == 2 or nb == 2:
        fperr.warn("Arrays of 2-dimensional vectors are deprecated. Use arrays of "
                   "3-dimensional vectors instead. (deprecated in NumPy 2.0)", DeprecationWarning)
    shape = broadcast_shapes(a._shape[:-1], b._shape[:-1])
    dt = check_dtype(numpy.promote_types(a._dtype, b._dtype))
    a, b = a.astype(dt, copy=False), b.astype(dt, copy=False)
    mul, sub = _um["multiply"], _um["subtract"]
    ac = [a[..., i] for i in range(na)]
    bc = [b[..., i] for i in range(nb)]
    if na == 2 and nb == 2:
        r = _fresh(shape, dt)
        mul(ac[0], bc[1], out=r)
        sub(r, mul(ac[1], bc[0]), out=r)
        return r
    # components of a x b, a missing third component counting as zero
    axisc = normalize_axis_index(axisc, len(shape) + 1, msg_prefix="axisc")
    r = _fresh(shape + (3,), dt)
    r0, r1, r2 = r[..., 0], r[..., 1], r[..., 2]
    if na == 3 and nb == 3:
        sub(mul(ac[1], bc[2]), mul(ac[2], bc[1]), out=r0)
        sub(mul(ac[2], bc[0]), mul(ac[0], bc[2]), out=r1)
    elif na == 2:
        mul(ac[1], bc[2], out=r0)
        _um["negative"](mul(ac[0], bc[2]), out=r1)
    else:
        _um["negative"](mul(ac[2], bc[1]), out=r0)
        mul(ac[2], bc[0], out=r1)
    sub(mul(ac[0], bc[1]), mul(ac[1], bc[0]), out=r2)
    return moveaxis(r, -1, axisc)


def multi_dot(arrays, *, out=None):
    """Compute the dot product of two or more arrays in a single call, choosing the cheapest
    evaluation order (``numpy.linalg.multi_dot``)."""
    arrays = [_arr(x) for x in arrays]
    n = len(arrays)
    if n < 2:
        raise ValueError("Expecting at least two arrays.")
    if n == 2:
        return dot(arrays[0], arrays[1], out=out)
    first_1d, last_1d = arrays[0]._ndim == 1, arrays[-1]._ndim == 1
    if first_1d:
        arrays[0] = arrays[0].reshape((1, -1))
    if last_1d:
        arrays[-1] = arrays[-1].reshape((-1, 1))
    for x in arrays:
        if x._ndim != 2:
            raise numpy.linalg.LinAlgError("%d-dimensional array given. Array must be "
                                           "two-dimensional" % x._ndim)
    # (NumPy's costs: of three, from A's two dimensions and C's; of more, from each
    # matrix's rows and the last one's columns; they differ only when the shapes do not
    # chain, and then decide which product reports the mismatch)
    if n == 3:
        dims = list(arrays[0]._shape + arrays[2]._shape)
    else:
        dims = [x._shape[0] for x in arrays] + [arrays[-1]._shape[1]]
    split = _chain_order(dims)

    def run(i, j, out=None):
        if i == j:
            return arrays[i]
        s = split[i][j]
        return dot(run(i, s), run(s + 1, j), out=out)

    r = run(0, n - 1, out)  # the last product writes into out, as in NumPy
    if first_1d and last_1d:
        return r[0, 0]  # (NumPy's scalar)
    if first_1d or last_1d:
        return r.reshape(-1)
    return r


def _chain_order(dims):
    """The matrix-chain split points minimising scalar multiplications (NumPy's rule: on
    ties the first split found wins, the same order NumPy picks)."""
    n = len(dims) - 1
    cost = [[0] * n for _ in range(n)]
    split = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            best = None
            for s in range(i, j):
                c = cost[i][s] + cost[s + 1][j] + dims[i] * dims[s + 1] * dims[j + 1]
                if best is None or c < best:
                    best, split[i][j] = c, s
            cost[i][j] = best
    return split

