"""The innermost primitives of gpnumpy.linalg: cuSOLVER and cuBLAS on the device, NumPy on the host.

Every function takes gpnumpy arrays whose leading (stack) dimensions the front end has already
broadcast to one shape and the dtype the computation runs in (float32, float64, complex64 or
complex128), and returns gpnumpy arrays.  On the host device (or without nvmath-python) the same
call runs ``numpy.linalg`` on host views: the front end above is the same in both cases.

Layout.  cuSOLVER and cuBLAS are column-major; the buffer of a C-contiguous (m, n) matrix A is
the column-major (n, m) matrix A^T.  Each routine uses that instead of transposing copies
where the algebra allows: ``solve`` factors A^T and solves with ``trans=T``; ``inv`` solves
A^T Y = I, whose column-major Y read back in C order is A^-1; ``cholesky`` and ``eigh`` factor
A^T = conj(A) (so the triangle flags swap); ``svd`` decomposes A^T (for n >= m) and reads U
and Vh back transposed.  The input is always copied once into a buffer of our own, because
the libraries overwrite it: that copy is also the cast to the computation dtype.

solve and inv of matrices up to 32 x 32 (16 x 16 complex128) run our own kernel
(small_solve.cu: getf2's LU with partial pivoting in registers, one warp segment per
system; one right-hand side by a lane per row, inverses and several by a lane per column
over the factors in shared memory; the operands read as they lie, the result written
C-contiguous); other stacks of small matrices
go to the batched routines (cuBLAS getrf/getrsBatched, cuSOLVER potrfBatched, syevjBatched,
gesvdjBatched); larger matrices run one cuSOLVER call per matrix.  Results are C-contiguous
as NumPy's (a transposing copy where a library's column-major answer needs one).  ``info`` words are read back (the one synchronisation) only where NumPy
raises ``LinAlgError`` on them.
"""
from __future__ import annotations

import functools

import numpy

from .._core import device, libraries
from .._core.libraries import data_ptr as _ptr
from .._core import umath as _um
from .._core.creation import arange, eye
from .._core.ndarray import _empty, from_host, to_host
from .._core.ufunc import copy_into
from .._core.searching import where
from .._core.indexing import diagonal
from .._core.mathematical import prod, sum as _sum
from .._core.statistics import count_nonzero
from .._core.logic import all as _all, any as _any
from .._core.manipulation import concatenate
from .._core.products import library_fallback
from .._kernels import compiler, render
from .._kernels import launch as _launch
from .._kernels.lru import LRU

LinAlgError = numpy.linalg.LinAlgError

# cudaDataType_t values and the BLAS letter of each computation dtype
_CUDA_TYPE = {"f": 0, "d": 1, "F": 4, "D": 5}
_LETTER = {"f": "s", "d": "d", "F": "c", "D": "z"}
_REAL = {"f": "f", "d": "d", "F": "f", "D": "d"}
_COMPLEX = {"f": "F", "d": "D", "F": "F", "D": "D"}
# cuBLAS / cuSOLVER enums (stable C values)
_OP_N, _OP_T = 0, 1
_LOWER, _UPPER = 0, 1
_NOVECTOR, _VECTOR = 0, 1

#: largest n that a stack of LU factorisations sends to cuBLAS's batched getrf
BATCHED_LU_MAX = 64
#: largest n (and m, n for svd) that stacks send to the batched Jacobi routines (their limit: 32)
BATCHED_JACOBI_MAX = 32
#: largest n of eigh's legacy syevd/heevd (its workspace, about 2n^2 elements, counted in an
#: int32); larger matrices take the 64-bit Xsyevd
LEGACY_SYEVD_MAX = 16384
#: smallest min(m, n) of an svd with vectors that tries gesvdp (polar decomposition + syevd)
GESVDP_MIN = 64
#: largest n that solve and inv send to our register LU kernel (small_solve.cu), by the
#: computation dtype (complex128 past 16 would spill its registers)
SMALL_SOLVE_MAX = {"f": 32, "d": 32, "F": 32, "D": 16}


# ----------------------------------------------------------------------------- helpers
def on_gpu():
    """True when the device path runs (a GPU and nvmath-python's bindings)."""
    return libraries.available("cusolverDn")


def _host(a):
    if not device.ON_DEVICE:
        return a._host_view()
    return to_host(a)


def _fallback(name):
    """On a GPU whose libraries cannot be called, the FallbackWarning (the host device runs
    NumPy by design: no warning there)."""
    if device.ON_DEVICE:
        library_fallback("linalg." + name)


def _host_call(func, *arrays, dt, name=None, **kw):
    """NumPy's ``func`` on host views of ``arrays`` cast to ``dt``; results to the device."""
    _fallback(name or func.__name__)
    hs = [_host(x).astype(dt, copy=False) for x in arrays]
    return from_host(func(*hs, **kw))


def _c(x):
    """``x`` C-contiguous, as NumPy's linalg returns its results (a copy only when the
    library's column-major answer was read back as a transposed view)."""
    return x if x._flags_c() else x.copy()


def _transposed(h):
    """``h`` laid out as NumPy's qr returns its raw ``h``: the transpose of a C-contiguous
    stack (each matrix F-contiguous, the stack outermost)."""
    t = h.swapaxes(-1, -2)
    return h if t._flags_c() else t.copy().swapaxes(-1, -2)


def _stack_layout(x, dt, core):
    """``(x, [batch stride, core strides...])``: ``x`` in dtype ``dt`` with its leading
    (batch) axes merged into one element stride (0 for a broadcast stack), read as it lies;
    a cast, a misaligned view or batch axes that do not merge are copied first."""
    isz = dt.itemsize
    if x._dtype != dt or (x._mem.ptr + x._offset) % isz or any(v % isz for v in x._strides):
        x = _owned(x, dt)
    st = [v // isz for v in x._strides]
    nbd = x._ndim - core
    dims = [(x._shape[d], st[d]) for d in range(nbd) if x._shape[d] != 1]
    if any(dims[i][1] != dims[i + 1][1] * dims[i + 1][0] for i in range(len(dims) - 1)):
        x = _owned(x, dt)
        st = [v // isz for v in x._strides]
        dims = [(x._shape[d], st[d]) for d in range(nbd) if x._shape[d] != 1]
    return x, [dims[-1][1] if dims else 0] + st[nbd:]


def _prod(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _owned(x, dt, shape=None):
    """A new C-contiguous array of ``dt`` holding ``x`` (broadcast to ``shape``): the buffer a
    library may overwrite, and the cast to the computation dtype in the same pass."""
    dt = numpy.dtype(dt)
    out = _empty(tuple(x.shape if shape is None else shape), dt)
    if out._size:
        if device.ON_DEVICE and x.dtype == dt and x.shape == out.shape and x._flags_c():
            # the common case (a C-contiguous operand of the right dtype): one copy, no kernel
            device.copy_d2d(out._mem.ptr, _ptr(x), out.nbytes)
        else:
            copy_into(out, x)
    return out




class _PointerCache:
    """Bounded LRU of the batched routines' pointer arrays, keyed by (first address, stride,
    count): the array's contents are a function of the key alone, and the memory pool hands
    a repeated call the same addresses, so a loop of batched solves builds them once."""
    __slots__ = ("entries",)

    def __init__(self, limit=64):
        self.entries = LRU(limit)

    def get(self, base, stride, count):
        key = (base, stride, count)
        arr = self.entries.get(key)
        if arr is None:
            arr = arange(count, dtype=numpy.int64) * stride + base
            self.entries.put(key, arr)
        return arr


_pointer_cache = _PointerCache()


def _pointers(a):
    """Device array of the addresses of a[0], a[1], ... (a C-contiguous stack)."""
    return _pointer_cache.get(_ptr(a), int(a.strides[0]), a.shape[0])


def _check(info, message):
    """Raise NumPy's LinAlgError when any info word is positive (this synchronises)."""
    h = info.get()
    if h.size and h.max() > 0:
        raise LinAlgError(message)
    if h.size and h.min() < 0:
        raise RuntimeError("cuSOLVER rejected argument %d (a gpnumpy bug)" % -int(h.min()))


def _mat(a, i):
    """Address of matrix i of a C-contiguous stack."""
    return _ptr(a) + i * a.strides[0]


def _xbuffers(sizes):
    dsize, hsize = int(sizes[0]), int(sizes[1])
    return libraries.workspace(dsize), dsize, libraries.host_workspace(hsize), hsize


def _solver():
    lib, h = libraries.cusolver()
    return lib, h, libraries.cusolver_params()


#: the legacy routines' workspace sizes (elements), by (routine, dtype char, n, ...)
_legacy_sizes = LRU(64)


def _legacy_lwork(key, size_fn, *args):
    """The workspace a legacy 32-bit cuSOLVER routine asks for, asked once per ``key``."""
    lwork = _legacy_sizes.get(key)
    if lwork is None:
        lwork = int(size_fn(*args))
        _legacy_sizes.put(key, lwork)
    return lwork


# ----------------------------------------------------------------------------- LU
def _batched_lu(b, n):
    """True when _lu sends a stack of ``b`` n x n factorisations to cuBLAS's batched routines
    (else cuSOLVER's getrf/getrs, a matrix at a time)."""
    return b > 1 and n <= BATCHED_LU_MAX


def _lu(A, X=None, trans=_OP_T):
    """Factor the stack A (B, n, n) in place, each matrix read column-major (a C-ordered copy
    of M is M^T to the libraries); solve the right-hand sides X (B, k, n), column-major n x k
    each, in place with ``trans``.  Returns the pivots
    (1-based) and the getrf info words, unchecked."""
    b, n = A.shape[0], A.shape[-1]
    k = 0 if X is None else X.shape[1]
    t = A.dtype.char
    info = _empty((b,), numpy.dtype(numpy.int32))
    if _batched_lu(b, n):
        lib, h = libraries.cublas()
        p = _LETTER[t]
        pa = _pointers(A)
        piv = _empty((b, n), numpy.dtype(numpy.int32))
        getattr(lib, p + "getrf_batched")(h, n, _ptr(pa), n, _ptr(piv), _ptr(info), b)
        if k:
            px = _pointers(X)
            hinfo = numpy.zeros(1, numpy.int32)  # argument errors only (host word)
            getattr(lib, p + "getrs_batched")(h, trans, n, k, _ptr(pa), n, _ptr(piv), _ptr(px), n,
                                              hinfo.ctypes.data, b)
            if hinfo[0] < 0:
                raise RuntimeError("cuBLAS getrsBatched rejected argument %d" % -int(hinfo[0]))
        return piv, info
    # the legacy 32-bit routines, as CuPy calls them (the 64-bit cusolverDnX ones ran a
    # 4096 float64 solve 1-2% slower on an H200), the workspace size asked once per (dtype, n)
    lib, h = libraries.cusolver()
    p = _LETTER[t]
    piv = _empty((b, n), numpy.dtype(numpy.int32))
    rs_info = _empty((1,), numpy.dtype(numpy.int32))
    lwork = _legacy_lwork(("getrf", t, n), getattr(lib, p + "getrf_buffer_size"),
                          h, n, n, _ptr(A), n)
    work = libraries.workspace(max(lwork, 1) * A.dtype.itemsize)
    getrf, getrs = getattr(lib, p + "getrf"), getattr(lib, p + "getrs")
    for i in range(b):
        pi = _ptr(piv) + i * piv.strides[0]
        getrf(h, n, n, _mat(A, i), n, work.ptr, pi, _ptr(info) + 4 * i)
        if k:
            getrs(h, trans, n, k, _mat(A, i), n, pi, _mat(X, i), n, _ptr(rs_info))
    return piv, info


#: lanes that keep the device busy (132 SMs x 16 warps): with fewer systems than that the
#: right-hand side columns are spread over more blocks
_BUSY_LANES = 132 * 16 * 32


def _ours(n, dt):
    """On a GPU, our register LU kernel takes n x n systems of computation dtype ``dt``: no
    library, so no binding is imported (a first small solve, inv or det in a new process)
    and none need be installed."""
    return device.ON_DEVICE and n <= SMALL_SOLVE_MAX[dt.char]


def small_mode(k):
    """The kernel's substitution for ``k`` right-hand side columns: 'rows' for one (a lane
    per row, as trsv), else 'cols' (a lane per column, as trsm: inverses and several
    columns)."""
    return "rows" if k <= 1 else "cols"


def small_launch(nb, n, k, code, mode=None):
    """``(width, mode, grid, block)`` of the small-system kernel for ``nb`` systems of
    n x n with ``k`` right-hand side columns (computation dtype code ``code``; ``mode``
    'det': no substitution, slogdet): pure, so the host emulation in tests/linalg launches
    it as the device does."""
    width = 1 << (n - 1).bit_length() if n > 1 else 1
    mode = mode or small_mode(k)
    block = render.small_solve_warps(code, width, mode) * 32
    threads = nb * width
    per_pass = 1 if mode == "rows" else width
    spread = max(1, min(-(-k // per_pass), 65535, _BUSY_LANES // max(threads, 1)))
    return width, mode, (-(-threads // block), spread), block


def _small_solve(a, b, dt, vector):
    """inv(a) @ b by one launch of small_solve.cu (``b`` None: the inverse), read from the
    operands as they lie and written C-contiguous; LinAlgError for an exactly zero pivot.
    Where cuBLAS's batched getrf/getrs (CuPy's inv: getrf/getriBatched) take several
    launches, pointer arrays and copies, this reads each matrix once and writes each result
    once (10,000 8 x 8 float64 solves: 68 us a call against the batched route's 190 and
    CuPy's 179, H100).  Inverses and several columns of 17..32 took cuBLAS's route before
    (10,000 32 x 32 float64 inverses 0.69x CuPy's speed): the column mode's substitution
    reads the factors as shared-memory broadcasts, no shuffles."""
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    a, (sab, sar, sac) = _stack_layout(a, dt, 2)
    if b is None:
        pb, k, (sbb, sbr, sbc) = 0, n, (0, 0, 0)
        shape = batch + (n, n)
    elif vector:
        b, (sbb, sbr) = _stack_layout(b, dt, 1)
        pb, k, sbc = _ptr(b), 1, 0
        shape = batch + (n,)
    else:
        b, (sbb, sbr, sbc) = _stack_layout(b, dt, 2)
        pb, k = _ptr(b), b.shape[-1]
        shape = batch + (n, k)
    X = _empty(shape, dt)
    code = render.code(dt)
    width, mode, grid, block = small_launch(nb, n, k, code)
    # (a cold cache's full build of the wide kernels takes seconds of NVRTC, 3-8 s for width
    # 32 on the host: the quick build serves until it is done)
    kern = compiler.kernel(render.small_solve, code, width, mode)
    addr, word = libraries.info_word()
    word.value = 0
    _launch.launch(kern, grid, (_ptr(a), pb, _ptr(X), nb, n, k, sab, sar, sac, sbb, sbr, sbc,
                                n * k, k, 1, addr), block=block, fresh=True)
    device.synchronize()  # the kernel wrote the info word straight into host memory
    if word.value:
        word.value = 0
        raise LinAlgError("Singular matrix")
    return X


def solve(a, b, dt, vector):
    """x with a @ x = b; ``a`` (..., n, n), ``b`` (..., n) when ``vector`` else (..., n, k)."""
    batch, n = a.shape[:-2], a.shape[-1]
    if _ours(n, dt):
        return _small_solve(a, b, dt, vector)
    if not on_gpu():
        if vector:  # NumPy's solve1, written for a stacked b
            return _host_call(lambda x, y: numpy.linalg.solve(x, y[..., None])[..., 0], a, b,
                              dt=dt, name="solve")
        return _host_call(numpy.linalg.solve, a, b, dt=dt)
    nb = _prod(batch)
    # cuSOLVER's getrs is faster untransposed (4096 float64, one column: 1.04 ms against
    # 1.17 with trans=T, H200), which pays for a transposing copy (+0.02 ms): cuSOLVER's route
    # factors a column-major copy of a (as CuPy does), the batched one a C-ordered copy read as
    # a^T and solved with trans=T
    fortran = not _batched_lu(nb, n)
    A = _owned(a.swapaxes(-1, -2) if fortran else a, dt).reshape(nb, n, n)
    if vector:
        X = _owned(b, dt).reshape(nb, 1, n)
    else:
        k = b.shape[-1]
        X = _owned(b.swapaxes(-1, -2), dt).reshape(nb, k, n)
    _, info = _lu(A, X, _OP_N if fortran else _OP_T)
    _check(info, "Singular matrix")
    if vector:
        return X.reshape(batch + (n,))
    # X holds the solutions column-major: NumPy's are C-contiguous
    return _c(X.reshape(batch + (X.shape[1], n)).swapaxes(-1, -2))


def inv(a, dt):
    if _ours(a.shape[-1], dt):
        return _small_solve(a, None, dt, False)
    if not on_gpu():
        return _host_call(numpy.linalg.inv, a, dt=dt)
    X, info = _inv(a, dt)
    _check(info, "Singular matrix")
    return X


def _inv(a, dt):
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    A = _owned(a, dt).reshape(nb, n, n)
    X = _owned(eye(n, dtype=dt), dt, (nb, n, n))
    _, info = _lu(A, X, _OP_N)  # A^T Y = I: Y column-major is A^-1 in C order
    return X.reshape(batch + (n, n)), info


def inv_unchecked(a, dt):
    """Inverses with NaN matrices where a matrix is singular (NumPy's inv under
    ``errstate(all='ignore')``, as cond uses it)."""
    if not on_gpu():
        _fallback("cond")
        h = _host(a).astype(dt, copy=False)
        try:
            return from_host(numpy.linalg.inv(h))
        except LinAlgError:
            out = numpy.empty(h.shape, h.dtype)
            for i in numpy.ndindex(h.shape[:-2]):
                try:
                    out[i] = numpy.linalg.inv(h[i])
                except LinAlgError:
                    out[i] = numpy.nan
            return from_host(out)
    X, info = _inv(a, dt)
    bad = (info > 0).reshape(a.shape[:-2] + (1, 1))
    return where(bad, numpy.full((), numpy.nan, dt)[()], X)


def _small_det(a, dt, log):
    """(sign, log|det|) of each matrix (``log``), or det = sign * exp(log|det|), by one
    launch of small_solve.cu's determinant mode: the factors and NumPy's formulas in
    registers, no library handle (a first det in a new process pays no cuBLAS or cuSOLVER
    start) and one launch where the general route takes a dozen."""
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    a, (sab, sar, sac) = _stack_layout(a, dt, 2)
    sign = _empty(batch, dt)
    logdet = _empty(batch, numpy.dtype(dt.char.lower())) if log else None
    code = render.code(dt)
    width, mode, grid, block = small_launch(nb, n, 0, code, "det")
    kern = compiler.kernel(render.small_solve, code, width, mode)
    _launch.launch(kern, grid, (_ptr(a), _ptr(logdet) if log else 0, _ptr(sign), nb, n, 0,
                                sab, sar, sac, 0, 0, 0, 1, 0, 0, 0), block=block, fresh=True)
    return (sign, logdet) if log else sign


def slogdet(a, dt):
    """(sign, log|det|) of each matrix, from the LU factors (NumPy's formulas)."""
    batch, n = a.shape[:-2], a.shape[-1]
    if _ours(n, dt):
        return _small_det(a, dt, True)
    if not on_gpu():
        return tuple(_host_call(numpy.linalg.slogdet, a, dt=dt))
    nb = _prod(batch)
    A = _owned(a, dt).reshape(nb, n, n)
    piv, _ = _lu(A)
    d = diagonal(A, 0, -2, -1)
    swaps = count_nonzero(piv != arange(1, n + 1, dtype=piv.dtype), axis=-1)
    parity = 1 - 2 * (swaps % 2)
    with numpy.errstate(divide="ignore", invalid="ignore"):
        ad = _um.absolute(d)
        logdet = _sum(_um.log(ad), axis=-1)
        unit = _um.sign(d) if d.dtype.kind != "c" else _um.divide(d, ad)
        sign = prod(unit, axis=-1) * parity.astype(dt)
        if d.dtype.kind == "c":
            sign = where(logdet == -numpy.inf, numpy.zeros((), dt)[()], sign)
    return sign.astype(dt).reshape(batch), logdet.reshape(batch)


def det(a, dt):
    if _ours(a.shape[-1], dt):
        return _small_det(a, dt, False)
    if not on_gpu():
        return _host_call(numpy.linalg.det, a, dt=dt)
    sign, logdet = slogdet(a, dt)
    # NumPy's det is sign * exp(log|det|): the same rounding, 0 for a singular matrix
    return (sign * _um.exp(logdet)).astype(dt)


# ----------------------------------------------------------------------------- Cholesky
def _triangle(x, dt, lower, k=0):
    """A new C-contiguous stack holding the lower (``lower``) or upper triangle of each
    matrix of ``x`` (entries with j - i <= k, resp. >= k) and zeros elsewhere: one pass of
    triangle.cu, which reads ``x`` as it lies (no copy first) and only what it keeps."""
    x, (sb, sr, sc) = _stack_layout(x, numpy.dtype(dt), 2)
    out = _empty(x.shape, dt)
    total = out._size
    if total:
        wide = total >= (1 << 32) - (1 << 24)  # the grid-stride loop's index must not wrap
        kern = compiler.kernel(render.triangle, render.code(out.dtype), bool(lower), wide)
        _launch.launch(kern, _launch.grid_for(total, 256, 1 << 16),
                       (_ptr(x), _ptr(out), total, x.shape[-2], x.shape[-1], sb, sr, sc, k),
                       fresh=True)
    return out




def cholesky(a, dt, upper):
    if not on_gpu():
        return _host_call(numpy.linalg.cholesky, a, dt=dt, upper=upper)
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    # cuSOLVER factors the column-major lower triangle 2.7x faster than the upper one
    # (potrf, float64 4096, H100: 1.82 against 4.84 ms), and its batched routine leaves the
    # other triangle alone only then: the lower triangle it is.  The buffer (the copy a
    # library call needs anyway) holds the triangle NumPy reads and zeros elsewhere:
    # - upper: A's upper triangle in C order is conj(A)'s lower one column-major; the
    #   factor L' (conj(A) = L' L'^H) read back in C order is U = L'^T, with A = U^H U;
    # - lower: A's lower triangle stored transposed is A's lower one column-major; the
    #   factor L (A = L L^H) is read back transposed (one copy: NumPy's result is
    #   C-contiguous).
    # Either way the buffer is the upper triangle of the view given to _triangle.
    A = _triangle(a if upper else a.swapaxes(-1, -2), dt, False).reshape(nb, n, n)
    t = A.dtype.char
    info = _empty((nb,), numpy.dtype(numpy.int32))
    lib, h = libraries.cusolver()
    if nb > 1:
        pa = _pointers(A)
        getattr(lib, _LETTER[t] + "potrf_batched")(h, _LOWER, n, _ptr(pa), n, _ptr(info), nb)
    else:
        # the legacy 32-bit routine, its workspace size asked once per (dtype, n)
        lwork = _legacy_lwork(("potrf", t, n), getattr(lib, _LETTER[t] + "potrf_buffer_size"),
                              h, _LOWER, n, _ptr(A), n)
        work = libraries.workspace(lwork * A.dtype.itemsize)
        getattr(lib, _LETTER[t] + "potrf")(h, _LOWER, n, _ptr(A), n, work.ptr, lwork,
                                           _ptr(info))
    r = A.reshape(batch + (n, n))
    if not upper:
        r = r.swapaxes(-1, -2).copy()  # queued before the info read waits for the device
    _check(info, "Matrix is not positive definite")
    return r


# ----------------------------------------------------------------------------- QR
def qr(a, dt, mode):
    """NumPy's qr for mode 'reduced', 'complete', 'r' or 'raw' (m, n > 0)."""
    if not on_gpu():
        r = _host_call(numpy.linalg.qr, a, dt=dt, mode=mode)
        if mode == "raw":
            return _transposed(r[0]), r[1]
        return tuple(r) if isinstance(r, tuple) else r
    batch, m, n = a.shape[:-2], a.shape[-2], a.shape[-1]
    nb = _prod(batch)
    k = min(m, n)
    t = numpy.dtype(dt).char
    ct = _CUDA_TYPE[t]
    # column-major A: the C-order stack of the transposes
    AF = _owned(a.swapaxes(-1, -2), dt).reshape(nb, n, m)
    tau = _empty((nb, k), numpy.dtype(dt))
    info = _empty((nb,), numpy.dtype(numpy.int32))
    lib, h, params = _solver()
    work, dsize, hwork, hsize = _xbuffers(
        lib.xgeqrf_buffer_size(h, params, m, n, ct, _ptr(AF), m, ct, _ptr(tau), ct))
    for i in range(nb):
        lib.xgeqrf(h, params, m, n, ct, _mat(AF, i), m, ct, _mat(tau, i), ct, work.ptr, dsize,
                   hwork, hsize, _ptr(info) + 4 * i)
    if mode == "raw":
        return _transposed(AF.reshape(batch + (n, m))), tau.reshape(batch + (k,))
    RA = AF.swapaxes(-1, -2)  # (nb, m, n): R in its upper triangle
    if mode == "r":
        return _triangle(RA[:, :k, :], dt, False).reshape(batch + (k, n))
    mc = m if (mode == "complete" and m > n) else k
    R = _triangle(RA[:, :mc, :], dt, False)
    QF = _empty((nb, mc, m), numpy.dtype(dt))  # column-major m x mc each
    kk = min(n, mc)
    copy_into(QF[:, :kk, :], AF[:, :kk, :])
    name = ("orgqr" if t in "fd" else "ungqr")
    size = getattr(lib, _LETTER[t] + name + "_buffer_size")(h, m, mc, k, _ptr(QF), m, _ptr(tau))
    w2 = libraries.workspace(int(size) * numpy.dtype(dt).itemsize)
    for i in range(nb):
        getattr(lib, _LETTER[t] + name)(h, m, mc, k, _mat(QF, i), m, _mat(tau, i), w2.ptr,
                                        int(size), _ptr(info) + 4 * i)
    Q = _c(QF.swapaxes(-1, -2)).reshape(batch + (m, mc))
    return Q, R.reshape(batch + (mc, n))


# ----------------------------------------------------------------------------- eigh
def eigh(a, dt, lower, vectors):
    """Eigenvalues (ascending) and optionally eigenvectors of Hermitian matrices, read from the
    lower (``lower``) or upper triangle."""
    if not on_gpu():
        if vectors:
            return tuple(_host_call(numpy.linalg.eigh, a, dt=dt, UPLO="L" if lower else "U"))
        return _host_call(numpy.linalg.eigvalsh, a, dt=dt, UPLO="L" if lower else "U")
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    t = numpy.dtype(dt).char
    A = _owned(a, dt).reshape(nb, n, n)
    w = _empty((nb, n), numpy.dtype(_REAL[t]))
    info = _empty((nb,), numpy.dtype(numpy.int32))
    # the buffer is conj(A) column-major: A's lower triangle is its upper one
    uplo = _UPPER if lower else _LOWER
    jobz = _VECTOR if vectors else _NOVECTOR
    lib, h, params = _solver()
    if nb > 1 and n <= BATCHED_JACOBI_MAX:
        name = _LETTER[t] + ("syevj_batched" if t in "fd" else "heevj_batched")
        syevj = lib.create_syevj_info()
        try:
            lwork = getattr(lib, name + "_buffer_size")(h, jobz, uplo, n, _ptr(A), n, _ptr(w),
                                                       syevj, nb)
            work = libraries.workspace(int(lwork) * A.dtype.itemsize)
            getattr(lib, name)(h, jobz, uplo, n, _ptr(A), n, _ptr(w), work.ptr, int(lwork),
                               _ptr(info), syevj, nb)
            device.synchronize()  # the parameters object must outlive the call's work
        finally:
            lib.destroy_syevj_info(syevj)
    elif n <= LEGACY_SYEVD_MAX:
        # (the legacy 32-bit routine: 0.2-0.5% faster than Xsyevd at n = 1024-2048 on an
        # H200, the same results bit for bit; its workspace count is an int32)
        name = _LETTER[t] + ("syevd" if t in "fd" else "heevd")
        lwork = _legacy_lwork((name, n, jobz, uplo), getattr(lib, name + "_buffer_size"), h,
                              jobz, uplo, n, _ptr(A), n, _ptr(w))
        work = libraries.workspace(lwork * A.dtype.itemsize)
        for i in range(nb):
            getattr(lib, name)(h, jobz, uplo, n, _mat(A, i), n, _mat(w, i), work.ptr, lwork,
                               _ptr(info) + 4 * i)
    else:
        ct, cw = _CUDA_TYPE[t], _CUDA_TYPE[_REAL[t]]
        work, dsize, hwork, hsize = _xbuffers(
            lib.xsyevd_buffer_size(h, params, jobz, uplo, n, ct, _ptr(A), n, cw, _ptr(w), ct))
        for i in range(nb):
            lib.xsyevd(h, params, jobz, uplo, n, ct, _mat(A, i), n, cw, _mat(w, i), ct, work.ptr,
                       dsize, hwork, hsize, _ptr(info) + 4 * i)
    w = w.reshape(batch + (n,))
    if vectors:
        # the columns of conj(A)'s eigenvector matrix, read in C order, are its rows: A's
        # eigenvectors are their conjugates, as columns
        v = A if t in "fd" else _um.conjugate(A)
        v = _c(v.reshape(batch + (n, n)).swapaxes(-1, -2))
    _check(info, "Eigenvalues did not converge")
    return (w, v) if vectors else w


# ----------------------------------------------------------------------------- eig
def eig(a, dt, vectors):
    """Eigenvalues and right eigenvectors of general matrices, always complex here (the
    front end turns them real as NumPy does)."""
    if not on_gpu():
        if vectors:
            return tuple(_host_call(numpy.linalg.eig, a, dt=dt))
        return _host_call(numpy.linalg.eigvals, a, dt=dt)
    batch, n = a.shape[:-2], a.shape[-1]
    nb = _prod(batch)
    t = numpy.dtype(dt).char
    cdt = numpy.dtype(_COMPLEX[t])
    ct, cw = _CUDA_TYPE[t], _CUDA_TYPE[cdt.char]
    AF = _owned(a.swapaxes(-1, -2), dt).reshape(nb, n, n)  # column-major A
    w = _empty((nb, n), cdt)
    VR = _empty((nb, n, n), numpy.dtype(dt)) if vectors else None
    info = _empty((nb,), numpy.dtype(numpy.int32))
    jobvr = _VECTOR if vectors else _NOVECTOR
    vr0 = _ptr(VR) if vectors else 0
    lib, h, params = _solver()
    work, dsize, hwork, hsize = _xbuffers(lib.xgeev_buffer_size(
        h, params, _NOVECTOR, jobvr, n, ct, _ptr(AF), n, cw, _ptr(w), ct, 0, n, ct, vr0, n, ct))
    for i in range(nb):
        vri = _mat(VR, i) if vectors else 0
        lib.xgeev(h, params, _NOVECTOR, jobvr, n, ct, _mat(AF, i), n, cw, _mat(w, i), ct, 0, n,
                  ct, vri, n, ct, work.ptr, dsize, hwork, hsize, _ptr(info) + 4 * i)
    _check(info, "Eigenvalues did not converge")
    w = w.reshape(batch + (n,))
    if not vectors:
        return w
    V = VR.swapaxes(-1, -2)  # (nb, n, n), eigenvectors as columns
    if t in "FD":
        return w, _c(V).reshape(batch + (n, n))
    return w, _c(_unpack_real_vectors(V, w.reshape(nb, n), cdt)).reshape(batch + (n, n))


def _unpack_real_vectors(V, w, cdt):
    """LAPACK's real eigenvector format: a complex pair (w_j, conj w_j) keeps v_j's real part
    in column j and its imaginary part in column j + 1."""
    wi = w.imag[:, None, :]
    pos, neg = wi > 0, wi < 0
    nxt = concatenate([V[..., 1:], V[..., :1]], axis=-1)
    prv = concatenate([V[..., -1:], V[..., :-1]], axis=-1)
    zero = numpy.zeros((), V.dtype)[()]
    re = where(neg, prv, V)
    im = where(pos, nxt, where(neg, -V, zero))
    out = re.astype(cdt)
    out.imag = im
    return out


# ----------------------------------------------------------------------------- SVD
def svd(a, dt, full_matrices, compute_uv, finite=False):
    """(U, S, Vh) or S of general matrices (m, n > 0); ``finite``: the caller knows every
    value finite (no second check)."""
    if not on_gpu():
        r = _host_call(numpy.linalg.svd, a, dt=dt, full_matrices=full_matrices,
                       compute_uv=compute_uv)
        return tuple(r) if compute_uv else r
    if not finite and not bool(_all(_um.isfinite(a))):
        return _svd_not_finite(a, dt, full_matrices, compute_uv)
    batch, m, n = a.shape[:-2], a.shape[-2], a.shape[-1]
    nb = _prod(batch)
    if nb > 1 and m <= BATCHED_JACOBI_MAX and n <= BATCHED_JACOBI_MAX:
        return _svd_jacobi_batched(a, dt, full_matrices, compute_uv)
    t = numpy.dtype(dt).char
    rdt = numpy.dtype(_REAL[t])
    k = min(m, n)
    wide = n >= m
    # X: column-major R x C with R >= C, X = A^T (wide) or A (tall)
    if wide:
        X = _owned(a, dt).reshape(nb, m, n)
        R, C = n, m
    else:
        X = _owned(a.swapaxes(-1, -2), dt).reshape(nb, n, m)
        R, C = m, n
    S = _empty((nb, k), rdt)
    info = _empty((nb,), numpy.dtype(numpy.int32))
    if not compute_uv:
        _gesvd(X, S, None, None, R, C, "N", info)
        _check(info, "SVD did not converge")
        return S.reshape(batch + (k,))
    if C >= GESVDP_MIN and (not full_matrices or R == C):
        got = _gesvdp(X, S, R, C, info)
        if got is not None:
            U, V = got  # X = U S V^H: U column-major R x C, V column-major C x C
            if wide:   # A = conj(V) S U^T
                u = (V if t in "fd" else _um.conjugate(V)).swapaxes(-1, -2)
                vh = U
            else:      # A = U S V^H
                u = U.swapaxes(-1, -2)
                vh = V if t in "fd" else _um.conjugate(V)
            u, vh = _c(u), _c(vh)
            return (u.reshape(batch + u.shape[1:]), S.reshape(batch + (k,)),
                    vh.reshape(batch + vh.shape[1:]))
    ucols = R if full_matrices else C
    U = _empty((nb, ucols, R), numpy.dtype(dt))  # column-major R x ucols
    VT = _empty((nb, C, C), numpy.dtype(dt))     # column-major C x C
    _gesvd(X, S, U, VT, R, C, "A" if full_matrices else "S", info)
    _check(info, "SVD did not converge")
    if wide:   # A = VT^T S U^T: both read back in C order as they are
        u, vh = VT, U
    else:
        u, vh = _c(U.swapaxes(-1, -2)), _c(VT.swapaxes(-1, -2))
    return (u.reshape(batch + u.shape[1:]), S.reshape(batch + (k,)),
            vh.reshape(batch + vh.shape[1:]))


def _svd_not_finite(a, dt, full_matrices, compute_uv):
    """LAPACK's answers (NumPy's svd) for a stack that is not finite, which cuSOLVER is not
    given (what it makes of an infinity is not defined): LinAlgError for any NaN, and for an
    infinity where the installed NumPy's svd raises for one (``_svd_refuses_infinities``);
    else NaN singular values for each matrix holding an infinity (``svd_nan``), the others
    their decomposition."""
    if _svd_refuses_infinities() or bool(_any(_um.isnan(a))):
        raise LinAlgError("SVD did not converge")
    return svd_nan(a, ~_all(_um.isfinite(a), axis=(-2, -1)), dt, full_matrices, compute_uv)


@functools.cache
def _svd_refuses_infinities():
    """Whether the installed NumPy's svd raises LinAlgError for a matrix holding an infinity
    (NumPy 2.5.5's does; 2.4 and 2.5.2 give NaN singular values), asked of NumPy once."""
    try:
        with numpy.errstate(all="ignore"):
            numpy.linalg.svd(numpy.array([[numpy.inf, 1.0], [2.0, 3.0]]), compute_uv=False)
    except numpy.linalg.LinAlgError:
        return True
    return False


def svd_nan(a, bad, dt, full_matrices, compute_uv):
    """``svd`` of the matrices of ``a``, save those where ``bad`` (a mask of the stack): NaN
    singular values there, and U and Vh the identity's leading columns and rows.  (NumPy's U
    and Vh there are what LAPACK left when it gave up, NaN or finite; finite ones make pinv
    zero, as NumPy's mostly is; matrix_rank, the 2-norms and cond read only the NaNs.)"""
    dt = numpy.dtype(dt)
    r = svd(where(bad[..., None, None], numpy.zeros((), dt)[()], a), dt, full_matrices,
            compute_uv, finite=True)
    nan = numpy.full((), numpy.nan, _REAL[dt.char])[()]
    if not compute_uv:
        return where(bad[..., None], nan, r)
    u, s, vh = r
    return (where(bad[..., None, None], eye(*u.shape[-2:], dtype=dt), u),
            where(bad[..., None], nan, s),
            where(bad[..., None, None], eye(*vh.shape[-2:], dtype=dt), vh))


def _gesvd(X, S, U, VT, R, C, job, info):
    lib, h, params = _solver()
    t = X.dtype.char
    ct, cs = _CUDA_TYPE[t], _CUDA_TYPE[_REAL[t]]
    jobu = ord(job)
    jobvt = ord("A") if job != "N" else ord("N")
    u0 = _ptr(U) if U is not None else 0
    v0 = _ptr(VT) if VT is not None else 0
    work, dsize, hwork, hsize = _xbuffers(lib.xgesvd_buffer_size(
        h, params, jobu, jobvt, R, C, ct, _ptr(X), R, cs, _ptr(S), ct, u0, R, ct, v0, C, ct))
    for i in range(X.shape[0]):
        lib.xgesvd(h, params, jobu, jobvt, R, C, ct, _mat(X, i), R, cs, _mat(S, i), ct,
                   _mat(U, i) if U is not None else 0, R, ct,
                   _mat(VT, i) if VT is not None else 0, C, ct, work.ptr, dsize, hwork, hsize,
                   _ptr(info) + 4 * i)


def _gesvdp(X, S, R, C, info):
    """cuSOLVER's gesvdp (polar decomposition, then syevd): several times faster than the
    QR-iteration gesvd on large matrices.  It perturbs singular values close to zero (and
    says by how much): then the answer is not NumPy's, and None sends the caller to gesvd.
    X is left intact for that."""
    lib, h, params = _solver()
    t = X.dtype.char
    ct, cs = _CUDA_TYPE[t], _CUDA_TYPE[_REAL[t]]
    nb = X.shape[0]
    U = _empty((nb, C, R), X.dtype)
    V = _empty((nb, C, C), X.dtype)
    W = _empty(X.shape[1:], X.dtype)
    try:
        work, dsize, hwork, hsize = _xbuffers(lib.xgesvdp_buffer_size(
            h, params, _VECTOR, 1, R, C, ct, _ptr(W), R, cs, _ptr(S), ct, _ptr(U), R, ct,
            _ptr(V), C, ct))
        for i in range(nb):
            copy_into(W, X[i])
            err = lib.xgesvdp(h, params, _VECTOR, 1, R, C, ct, _ptr(W), R, cs, _mat(S, i), ct,
                              _mat(U, i), R, ct, _mat(V, i), C, ct, work.ptr, dsize, hwork,
                              hsize, _ptr(info) + 4 * i)
            if err != 0.0:
                return None
    except Exception as exc:  # an older cuSOLVER without gesvdp
        if "NotFound" in type(exc).__name__ or "NOT_SUPPORTED" in str(exc):
            return None
        raise
    h_info = info.get()
    if h_info.any():
        return None
    return U, V


def _svd_jacobi_batched(a, dt, full_matrices, compute_uv):
    """gesvdjBatched: one launch for a stack of matrices up to 32 x 32."""
    batch, m, n = a.shape[:-2], a.shape[-2], a.shape[-1]
    nb = _prod(batch)
    k = min(m, n)
    t = numpy.dtype(dt).char
    A = _owned(a, dt).reshape(nb, m, n)  # column-major n x m: A^T = U S V^H
    S = _empty((nb, k), numpy.dtype(_REAL[t]))
    U = _empty((nb, n, n), numpy.dtype(dt))
    V = _empty((nb, m, m), numpy.dtype(dt))
    info = _empty((nb,), numpy.dtype(numpy.int32))
    jobz = _VECTOR if compute_uv else _NOVECTOR
    lib, h, _ = _solver()
    name = _LETTER[t] + "gesvdj_batched"
    params = lib.create_gesvdj_info()
    try:
        lwork = getattr(lib, name + "_buffer_size")(h, jobz, n, m, _ptr(A), n, _ptr(S), _ptr(U),
                                                   n, _ptr(V), m, params, nb)
        work = libraries.workspace(int(lwork) * A.dtype.itemsize)
        getattr(lib, name)(h, jobz, n, m, _ptr(A), n, _ptr(S), _ptr(U), n, _ptr(V), m, work.ptr,
                           int(lwork), _ptr(info), params, nb)
        _check(info, "SVD did not converge")  # (also: the parameters outlive the work)
    finally:
        lib.destroy_gesvdj_info(params)
    S = S.reshape(batch + (k,))
    if not compute_uv:
        return S
    # A = conj(V) S U^T
    u = (V if t in "fd" else _um.conjugate(V)).swapaxes(-1, -2)
    vh = U
    if not full_matrices:
        u, vh = u[..., :k], vh[:, :k, :]
    u, vh = _c(u), _c(vh)
    return u.reshape(batch + u.shape[1:]), S, vh.reshape(batch + vh.shape[1:])
