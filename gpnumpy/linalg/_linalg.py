"""gpnumpy.linalg's front ends: NumPy 2's argument handling, dtype rules, empty inputs,
errors and result types, once for both devices.  The factorisations themselves are the
primitives of ``_solvers`` (cuSOLVER/cuBLAS, or NumPy on the host); norms, cond, rank, pinv,
lstsq (NumPy's own on the host) and the tensor functions are compositions of them and of
gpnumpy's own operations.
"""
from __future__ import annotations

import functools
import math
import operator
import warnings

import numpy

from .._core import dispatch as _dispatch
from .._core import products as _products
from .._core import umath as _um
from .._core.creation import empty as _empty_arr, empty_like as _empty_like, eye as _eye
from .._core.indexing import diagonal as _core_diagonal, take_along_axis as _take_along_axis
from .._core.linalg import outer as _core_outer, trace as _core_trace
from .._core.logic import all as _all, any as _any
from .._core.manipulation import (
    broadcast_to as _broadcast_to, matrix_transpose as _core_matrix_transpose,
    moveaxis as _moveaxis, transpose as _core_transpose,
)
from .._core.mathematical import sum as _sum
from .._core.ndarray import ndarray, asarray_any, from_host, HostData
from .._core.scalars import result as _scalar_result
from .._core.searching import where as _where
from .._core.sorting import argsort as _argsort, sort as _sort
from .._core.statistics import count_nonzero as _count_nonzero
from . import _solvers

LinAlgError = numpy.linalg.LinAlgError

try:  # NumPy's own result classes (numpy >= 2.0)
    from numpy.linalg._linalg import (
        EigResult, EighResult, QRResult, SlogdetResult, SVDResult,
    )
except ImportError:  # pragma: no cover - an older layout: equal named tuples
    from collections import namedtuple
    EigResult = namedtuple("EigResult", ["eigenvalues", "eigenvectors"])
    EighResult = namedtuple("EighResult", ["eigenvalues", "eigenvectors"])
    QRResult = namedtuple("QRResult", ["Q", "R"])
    SlogdetResult = namedtuple("SlogdetResult", ["sign", "logabsdet"])
    SVDResult = namedtuple("SVDResult", ["U", "S", "Vh"])

_NoValue = numpy._NoValue

# NumPy 2.5 made eig/eigvals of real input complex always; earlier versions return real
# results when every eigenvalue is real.  Follow the installed NumPy (asked once).
_EIG_ALWAYS_COMPLEX = numpy.linalg.eigvals(numpy.eye(1)).dtype.kind == "c"

# ----------------------------------------------------------------------------- arguments
_DOUBLE = {"f": "d", "d": "d", "F": "D", "D": "D"}


def _arr(x):
    return x if isinstance(x, ndarray) else asarray_any(x)


def _result_type(*arrays):
    """The dtype NumPy's linalg returns for these inputs: float64 for integers and bool,
    single precision only when every inexact input is single; float16 raises."""
    single, cplx = True, False
    for a in arrays:
        dt = a.dtype
        if dt.kind in "fc":
            if dt.kind == "c":
                cplx = True
            real = dt.char.lower() if dt.kind == "c" else dt.char
            if real == "d":
                single = False
            elif real != "f":
                raise TypeError("array type %s is unsupported in linalg" % dt.name)
        elif dt.kind in "mM":
            # no factorisation takes dates or durations: NumPy's function on the host decides
            # (its gufunc's casting error, qr's float result; the linalg namespace's
            # dispatch.host_dtype_guard takes HostData as "run NumPy's")
            raise HostData("linalg of %s data" % dt.name)
        else:
            single = False
    return numpy.dtype(("F" if single else "D") if cplx else ("f" if single else "d"))


def _real(dt):
    return numpy.dtype(dt.char.lower()) if dt.kind == "c" else dt


def _double(dt):
    """The double-precision type of ``dt``'s kind: where NumPy's LAPACK routine runs in double
    for every input (lstsq's gelsd, cond's inverse)."""
    return numpy.dtype(numpy.complex128 if dt.kind == "c" else numpy.float64)


def _assert_2d(*arrays):
    for a in arrays:
        if a.ndim != 2:
            raise LinAlgError("%d-dimensional array given. Array must be two-dimensional"
                              % a.ndim)


def _assert_stacked_2d(*arrays):
    for a in arrays:
        if a.ndim < 2:
            raise LinAlgError("%d-dimensional array given. Array must be at least "
                              "two-dimensional" % a.ndim)


def _assert_stacked_square(*arrays):
    _assert_stacked_2d(*arrays)
    for a in arrays:
        if a.shape[-1] != a.shape[-2]:
            raise LinAlgError("Last 2 dimensions of the array must be square")


def _assert_finite(a, message="Array must not contain infs or NaNs"):
    if not bool(_all(_um.isfinite(a))):
        raise LinAlgError(message)


def _standin(func, *arrays, **kw):
    """NumPy's answer for empty matrices (it depends on shapes and dtypes only): ``func`` on
    zero-filled host stand-ins, moved to the device."""
    return from_host(func(*[numpy.zeros(a.shape, a.dtype) for a in arrays], **kw))


def _is_empty_2d(a):
    return a.size == 0 and math.prod(a.shape[-2:]) == 0


def _herm(x):
    """The conjugate transpose of a stack of matrices (a view for real dtypes)."""
    return (x if x.dtype.kind != "c" else _um.conjugate(x)).swapaxes(-1, -2)


# ----------------------------------------------------------------------------- solve, inv, det
def solve(a, b):
    """Solve a linear matrix equation, or system of linear scalar equations."""
    a, b = _arr(a), _arr(b)
    _assert_stacked_square(a)
    dt = _result_type(a, b)
    n = a.shape[-1]
    vector = b.ndim == 1
    if vector:
        if b.shape[0] != n:
            raise ValueError("solve1: Input operand 1 has a mismatch in its core dimension 0, "
                             "with gufunc signature (m,m),(m)->(m) (size %d is different from %d)"
                             % (b.shape[0], n))
        batch = a.shape[:-2]
        bshape = batch + (n,)
    else:
        if b.ndim == 0:
            raise ValueError("solve: Input operand 1 does not have enough dimensions (has 0, "
                             "gufunc core with signature (m,m),(m,n)->(m,n) requires 2)")
        if b.shape[-2] != n:
            raise ValueError("solve: Input operand 1 has a mismatch in its core dimension 0, "
                             "with gufunc signature (m,m),(m,n)->(m,n) (size %d is different "
                             "from %d)" % (b.shape[-2], n))
        try:
            batch = numpy.broadcast_shapes(a.shape[:-2], b.shape[:-2])
        except ValueError:
            # the gufunc's text: each operand's loop dimensions, its two core ones remapped
            def remapped(x):
                return "(%s)->(%s)" % (",".join(map(str, x.shape)),
                                       ",".join([str(d) for d in x.shape[:-2]] + ["newaxis"] * 2))
            raise ValueError("operands could not be broadcast together with remapped shapes "
                             "[original->remapped]: %s %s  and requested shape (%d,%d)"
                             % (remapped(a), remapped(b), n, b.shape[-1])) from None
        bshape = batch + b.shape[-2:]
    if a.size == 0 or math.prod(batch) == 0:
        return _standin(numpy.linalg.solve, a, b)
    if a.shape[:-2] != batch:
        a = _broadcast_to(a, batch + (n, n))
    if b.shape != bshape:
        b = _broadcast_to(b, bshape)
    return _solvers.solve(a, b, dt, vector)


def inv(a):
    """Compute the inverse of a matrix."""
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return _standin(numpy.linalg.inv, a)
    return _solvers.inv(a, dt)


def det(a):
    """Compute the determinant of an array."""
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return _standin(numpy.linalg.det, a)
    # NumPy's det reads asarray(a): a scalar for one matrix, whatever a's class
    return _scalar_result(_solvers.det(a, dt))


def slogdet(a):
    """Compute the sign and (natural) logarithm of the determinant of an array."""
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return SlogdetResult(*_standin(numpy.linalg.slogdet, a))
    return SlogdetResult(*(_scalar_result(x) for x in _solvers.slogdet(a, dt)))


def cholesky(a, /, *, upper=False):
    """Cholesky decomposition: ``L`` with ``a = L @ L.H`` (``U`` with ``a = U.H @ U`` when
    ``upper``)."""
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return _standin(numpy.linalg.cholesky, a, upper=upper)
    return _solvers.cholesky(a, dt, bool(upper))


# ----------------------------------------------------------------------------- QR
def qr(a, mode="reduced"):
    """Compute the qr factorization of a matrix."""
    if mode not in ("reduced", "complete", "r", "raw"):
        import warnings
        # (the user's line, past the namespace's dispatch.host_dtype_guard and subclass rule)
        if mode in ("f", "full"):
            warnings.warn("The 'full' option is deprecated in favor of 'reduced'.\n"
                          "For backward compatibility let mode default.",
                          DeprecationWarning, stacklevel=_dispatch._stacklevel())
            mode = "reduced"
        elif mode in ("e", "economic"):
            warnings.warn("The 'economic' option is deprecated.", DeprecationWarning,
                          stacklevel=_dispatch._stacklevel())
            mode = "economic"
        else:
            raise ValueError(f"Unrecognized mode '{mode}'")
    a = _arr(a)
    _assert_stacked_2d(a)
    dt = _result_type(a)
    if a.size == 0:
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            r = _standin(numpy.linalg.qr, a, mode=mode)
        return QRResult(*r) if mode in ("reduced", "complete") else r
    if mode == "economic":
        h, _ = _solvers.qr(a, dt, "raw")
        return h.swapaxes(-1, -2)
    r = _solvers.qr(a, dt, mode)
    if mode == "raw":
        return tuple(r)
    if mode == "r":
        return r
    return QRResult(*r)


# ----------------------------------------------------------------------------- eigenvalues
def _eig(a, vectors):
    a = _arr(a)
    _assert_stacked_square(a)
    _assert_finite(a)
    dt = _result_type(a)
    func = numpy.linalg.eig if vectors else numpy.linalg.eigvals
    if a.size == 0:
        r = _standin(func, a)
        return tuple(r) if vectors else (r,)
    r = _solvers.eig(a, dt, vectors)
    r = tuple(r) if vectors else (r,)
    w = r[0]
    if _EIG_ALWAYS_COMPLEX:
        cdt = numpy.dtype(dt.char.upper())
        return tuple(x.astype(cdt) if x.dtype != cdt else x for x in r)
    if dt.kind != "c" and w.dtype.kind == "c":
        # NumPy: real results when every eigenvalue of the whole stack is real
        if bool(_all(w.imag == 0)):
            return tuple(x.real.astype(dt) for x in r)
        return tuple(x.astype(numpy.dtype(dt.char.upper())) for x in r)
    return r


def eig(a):
    """Compute the eigenvalues and right eigenvectors of a square array."""
    return EigResult(*_eig(a, True))


def eigvals(a):
    """Compute the eigenvalues of a general matrix."""
    return _eig(a, False)[0]


def _uplo(UPLO):
    UPLO = UPLO.upper()
    if UPLO not in ("L", "U"):
        raise ValueError("UPLO argument must be 'L' or 'U'")
    return UPLO == "L"


def eigh(a, UPLO="L"):
    """Return the eigenvalues and eigenvectors of a complex Hermitian (conjugate symmetric)
    or a real symmetric matrix."""
    lower = _uplo(UPLO)
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return EighResult(*_standin(numpy.linalg.eigh, a, UPLO=UPLO))
    return EighResult(*_solvers.eigh(a, dt, lower, True))


def eigvalsh(a, UPLO="L"):
    """Compute the eigenvalues of a complex Hermitian or real symmetric matrix."""
    lower = _uplo(UPLO)
    a = _arr(a)
    _assert_stacked_square(a)
    dt = _result_type(a)
    if a.size == 0:
        return _standin(numpy.linalg.eigvalsh, a, UPLO=UPLO)
    return _solvers.eigh(a, dt, lower, False)


# ----------------------------------------------------------------------------- SVD
def svd(a, full_matrices=True, compute_uv=True, hermitian=False):
    """Singular Value Decomposition."""
    a = _arr(a)
    if hermitian:
        # NumPy's route: the eigendecomposition, sorted by |eigenvalue| descending
        if compute_uv:
            s, u = eigh(a)
            sgn = _um.copysign(1.0, s)
            s = _um.absolute(s)
            sidx = _argsort(s, axis=-1)[..., ::-1]
            sgn = _take_along_axis(sgn, sidx, axis=-1)
            s = _take_along_axis(s, sidx, axis=-1)
            u = _take_along_axis(u, sidx[..., None, :], axis=-1)
            vt = _um.conjugate((u * sgn[..., None, :]).swapaxes(-1, -2))
            return SVDResult(u, s, vt)
        s = _um.absolute(eigvalsh(a))
        return _sort(s, axis=-1)[..., ::-1]
    _assert_stacked_2d(a)
    dt = _result_type(a)
    if a.size == 0:
        r = _standin(numpy.linalg.svd, a, full_matrices=full_matrices, compute_uv=compute_uv)
        return SVDResult(*r) if compute_uv else r
    r = _solvers.svd(a, dt, bool(full_matrices), bool(compute_uv))
    return SVDResult(*r) if compute_uv else r


def svdvals(x, /):
    """Returns the singular values of a matrix (or a stack of matrices) ``x``."""
    return svd(x, compute_uv=False, hermitian=False)


# ----------------------------------------------------------------------------- compositions
def lstsq(a, b, rcond=None):
    """Return the least-squares solution to a linear matrix equation."""
    a, b = _arr(a), _arr(b)
    is_1d = b.ndim == 1
    if is_1d:
        b = b[:, None]
    _assert_2d(a, b)
    m, n = a.shape
    m2, k = b.shape
    if m != m2:
        raise LinAlgError("Incompatible dimensions")
    dt = _result_type(a, b)
    rdt = _real(dt)
    if a.size == 0 or not _solvers.on_gpu():
        # NumPy's own lstsq on the host: LAPACK's gelsd, whose rounding the SVD formula below
        # does not reproduce, on the host device (or a GPU without its libraries); and for an
        # empty matrix, where there is nothing to factor (b's values matter for the residuals
        # when n == 0)
        if a.size:
            _solvers._fallback("lstsq")
        bh = _solvers._host(b)
        x, res, rank, s = numpy.linalg.lstsq(_solvers._host(a), bh[:, 0] if is_1d else bh, rcond)
        return from_host(x), from_host(res), rank, from_host(s)
    if rcond is None:
        rcond = numpy.finfo(numpy.float64).eps * max(n, m)
    # (LAPACK's answer to NaN and inf, which cuSOLVER is not given)
    _assert_finite(a, "SVD did not converge in Linear Least Squares")
    # in double precision for every input, as NumPy's (LAPACK's dgelsd/zgelsd): a float32
    # matrix's rank and its minimum-norm solution are double's, rounded at the end
    ct = _double(dt)
    u, s, vh = _solvers.svd(a, ct, False, True, finite=True)  # (checked above)
    if rcond <= 0 or rcond >= 1:
        # LAPACK's gelsd, which NumPy runs in float64 for every input: machine precision
        # (dlamch 'E', half of float64's eps) in place of an rcond outside (0, 1)
        rcond = numpy.finfo(numpy.float64).eps / 2
    cutoff = s[:1] * rcond
    large = s > cutoff
    rank = numpy.int32(int(_count_nonzero(large)))
    with numpy.errstate(divide="ignore", invalid="ignore"):
        sinv = _where(large, _um.divide(1, s), numpy.zeros((), s.dtype)[()])
    bb = b.astype(ct)
    x = _products.matmul(_herm(vh), sinv[:, None].astype(ct) * _products.matmul(_herm(u), bb))
    if rank == n and m > n:
        r = bb - _products.matmul(a.astype(ct), x)
        resids = _sum((r.conj() * r).real if ct.kind == "c" else r * r, axis=0).astype(rdt)
    else:
        resids = _empty_arr((0,), dtype=rdt)
    if is_1d:
        x = x[:, 0]
    return x.astype(dt), resids, rank, s.astype(rdt)


def pinv(a, rcond=None, hermitian=False, *, rtol=_NoValue):
    """Compute the (Moore-Penrose) pseudo-inverse of a matrix."""
    a = _arr(a)
    if rcond is None:
        if rtol is _NoValue:
            rcond = 1e-15
        elif rtol is None:
            rcond = max(a.shape[-2:]) * numpy.finfo(a.dtype).eps
        else:
            rcond = rtol
    elif rtol is not _NoValue:
        raise ValueError("`rtol` and `rcond` can't be both set.")
    rcond = _arr(rcond)
    if _is_empty_2d(a):
        m, n = a.shape[-2:]
        return _empty_arr(a.shape[:-2] + (n, m), dtype=a.dtype)
    a = _um.conjugate(a) if a.dtype.kind == "c" else a
    u, s, vt = svd(a, full_matrices=False, hermitian=hermitian)
    cutoff = rcond[..., None] * s.max(axis=-1, keepdims=True)
    large = s > cutoff
    with numpy.errstate(divide="ignore", invalid="ignore"):
        # (into s, as NumPy's: an rcond whose shape widens s's is its broadcast error)
        _um.divide(1, s, where=large, out=s)
    s = _where(large, s, numpy.zeros((), s.dtype)[()])
    return _products.matmul(vt.swapaxes(-1, -2), s[..., None] * u.swapaxes(-1, -2))


def matrix_rank(A, tol=None, hermitian=False, *, rtol=None):
    """Return matrix rank of array using SVD method."""
    if rtol is not None and tol is not None:
        raise ValueError("`tol` and `rtol` can't be both set.")
    A = _arr(A)
    if A.ndim < 2:
        return int(not bool(_all(A == 0)))
    S = svd(A, compute_uv=False, hermitian=hermitian)
    if tol is None:
        if rtol is None:
            rtol = max(A.shape[-2:]) * numpy.finfo(S.dtype).eps
        else:
            rtol = _arr(rtol)[..., None]
        tol = S.max(axis=-1, keepdims=True, initial=0) * rtol
    else:
        tol = _arr(tol)[..., None]
    return _count_nonzero(S > tol, axis=-1)


def cond(x, p=None):
    """Compute the condition number of a matrix."""
    x = _arr(x)
    if _is_empty_2d(x):
        raise LinAlgError("cond is not defined on empty arrays")
    if p is None or p in {2, -2}:   # (NumPy's set test: an unhashable p is its TypeError)
        s = _cond_svdvals(x)
        with numpy.errstate(all="ignore"):
            r = s[..., -1] / s[..., 0] if p == -2 else s[..., 0] / s[..., -1]
    else:
        _assert_stacked_square(x)
        dt = _result_type(x)
        # (NumPy inverts in double precision, its 'd->d' and 'D->D' loops, single precision
        # input too: the norms of the inverse are double's, the result rounded once at the end)
        with numpy.errstate(all="ignore"):
            invx = _solvers.inv_unchecked(x, _double(dt))
            if p == "nuc" and _cond_nan_svd():
                r = (_sum(_cond_svdvals(x), axis=-1, initial=0)
                     * _sum(_cond_svdvals(invx), axis=-1, initial=0))
            else:
                r = norm(x, p, axis=(-2, -1)) * norm(invx, p, axis=(-2, -1))
        r = r.astype(_real(dt))
    nan_mask = _um.isnan(r)
    if bool(_any(nan_mask)):
        nan_mask &= ~_any(_um.isnan(x), axis=(-2, -1))
        if r.ndim > 0:
            r[nan_mask] = numpy.inf
        elif bool(nan_mask):
            r = _scalar_result(asarray_any(numpy.asarray(numpy.inf, r.dtype)))  # NumPy's scalar
    return r


@functools.cache
def _cond_nan_svd():
    """Whether the installed NumPy's cond takes NaN singular values for a matrix its SVD does
    not converge on (NumPy 2.5.5, gh-32591) where earlier releases raise LinAlgError; asked of
    NumPy once."""
    try:
        with numpy.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            numpy.linalg.cond(numpy.full((2, 2), numpy.nan))
    except numpy.linalg.LinAlgError:
        return False
    return True


def _cond_svdvals(x):
    """cond's singular values: ``svd(x, compute_uv=False)``, or where NumPy takes NaN for a
    matrix that is not finite (``_cond_nan_svd``), NaN singular values for those matrices."""
    if not _cond_nan_svd():
        return svd(x, compute_uv=False)
    _assert_stacked_2d(x)
    if x.dtype.kind not in "fc":  # (NumPy's svd names the dtypes it cannot take)
        return svd(x, compute_uv=False)
    bad = ~_all(_um.isfinite(x), axis=(-2, -1))
    if not bool(_any(bad)):
        return svd(x, compute_uv=False)
    return _solvers.svd_nan(x, bad, _result_type(x), False, False)


def _norm_float(x):
    if x.dtype.kind not in "fc":
        x = x.astype(float)
    return x


def _multi_svd_norm(x, row_axis, col_axis, op, initial=None):
    y = _moveaxis(x, (row_axis, col_axis), (-2, -1))
    s = svd(y, compute_uv=False)
    if initial is None:
        return op(s, axis=-1)
    return op(s, axis=-1, initial=initial)


def _normalize_axis(ax, nd):
    return numpy.lib.array_utils.normalize_axis_index(ax, nd)


def norm(x, ord=None, axis=None, keepdims=False):
    """Matrix or vector norm."""
    x = _norm_float(_arr(x))
    if axis is None:
        nd = x.ndim
        if ord is None or (ord in ("f", "fro") and nd == 2) or (ord == 2 and nd == 1):
            x = x.ravel(order="K")
            if x.dtype.kind == "c":  # (NumPy's dot: its floating-point errors 'in dot')
                re, im = x.real, x.imag
                sq = _products.dot(re, re) + _products.dot(im, im)
            else:
                sq = _products.dot(x, x)
            ret = _um.sqrt(sq)
            if keepdims:
                ret = ret.reshape(nd * [1])
            return ret
    nd = x.ndim
    if axis is None:
        axis = tuple(range(nd))
    elif not isinstance(axis, tuple):
        try:
            axis = int(axis)
        except Exception as e:
            raise TypeError("'axis' must be None, an integer or a tuple of integers") from e
        axis = (axis,)
    if len(axis) == 1:
        if ord == numpy.inf:
            return _um.absolute(x).max(axis=axis, keepdims=keepdims, initial=0)
        if ord == -numpy.inf:
            return _um.absolute(x).min(axis=axis, keepdims=keepdims)
        if ord == 0:
            return (x != 0).astype(_real(x.dtype)).sum(axis=axis, keepdims=keepdims)
        if ord == 1:
            return _um.add.reduce(_um.absolute(x), axis=axis, keepdims=keepdims)
        if ord is None or ord == 2:
            s = (_um.conjugate(x) * x).real
            return _um.sqrt(_um.add.reduce(s, axis=axis, keepdims=keepdims))
        if isinstance(ord, str):
            raise ValueError(f"Invalid norm order '{ord}' for vectors")
        absx = _um.absolute(x)
        absx **= ord
        ret = _um.add.reduce(absx, axis=axis, keepdims=keepdims)
        ret **= numpy.reciprocal(ord, dtype=ret.dtype)
        return ret
    if len(axis) == 2:
        row_axis, col_axis = axis
        row_axis = _normalize_axis(row_axis, nd)
        col_axis = _normalize_axis(col_axis, nd)
        if row_axis == col_axis:
            raise ValueError("Duplicate axes given.")
        if ord == 2:
            ret = _multi_svd_norm(x, row_axis, col_axis, _max, 0)
        elif ord == -2:
            ret = _multi_svd_norm(x, row_axis, col_axis, _min)
        elif ord == 1:
            if col_axis > row_axis:
                col_axis -= 1
            ret = _um.add.reduce(_um.absolute(x), axis=row_axis).max(axis=col_axis, initial=0)
        elif ord == numpy.inf:
            if row_axis > col_axis:
                row_axis -= 1
            ret = _um.add.reduce(_um.absolute(x), axis=col_axis).max(axis=row_axis, initial=0)
        elif ord == -1:
            if col_axis > row_axis:
                col_axis -= 1
            ret = _um.add.reduce(_um.absolute(x), axis=row_axis).min(axis=col_axis)
        elif ord == -numpy.inf:
            if row_axis > col_axis:
                row_axis -= 1
            ret = _um.add.reduce(_um.absolute(x), axis=col_axis).min(axis=row_axis)
        elif ord in [None, "fro", "f"]:
            ret = _um.sqrt(_um.add.reduce((_um.conjugate(x) * x).real, axis=axis))
        elif ord == "nuc":
            ret = _multi_svd_norm(x, row_axis, col_axis, _sum, 0)
        else:
            raise ValueError("Invalid norm order for matrices.")
        if keepdims:
            shape = list(x.shape)
            shape[axis[0]] = 1
            shape[axis[1]] = 1
            ret = ret.reshape(shape)
        return ret
    raise ValueError("Improper number of dimensions to norm.")


def _max(a, axis, initial=_NoValue):
    return a.max(axis=axis, initial=initial)


def _min(a, axis):
    return a.min(axis=axis)


def matrix_norm(x, /, *, keepdims=False, ord="fro"):
    """Computes the matrix norm of a matrix (or a stack of matrices) ``x``."""
    return norm(_arr(x), axis=(-2, -1), keepdims=keepdims, ord=ord)


def vector_norm(x, /, *, axis=None, keepdims=False, ord=2):
    """Computes the vector norm of a vector (or batch of vectors) ``x``."""
    x = _arr(x)
    shape = list(x.shape)
    if axis is None:
        x = x.ravel()
        _axis = 0
    elif isinstance(axis, tuple):
        normalized = numpy.lib.array_utils.normalize_axis_tuple(axis, x.ndim)
        rest = tuple(i for i in range(x.ndim) if i not in normalized)
        newshape = axis + rest
        x = _core_transpose(x, newshape).reshape(
            (math.prod([x.shape[i] for i in axis]), *[x.shape[i] for i in rest]))
        _axis = 0
    else:
        _axis = axis
    res = norm(x, axis=_axis, ord=ord)
    if keepdims:
        _axes = numpy.lib.array_utils.normalize_axis_tuple(
            range(len(shape)) if axis is None else axis, len(shape))
        for i in _axes:
            shape[i] = 1
        res = res.reshape(tuple(shape))
    return res


def tensorinv(a, ind=2):
    """Compute the 'inverse' of an N-dimensional array."""
    a = _arr(a)
    oldshape = a.shape
    prod = 1
    if ind > 0:
        invshape = oldshape[ind:] + oldshape[:ind]
        for k in oldshape[ind:]:
            prod *= k
    else:
        raise ValueError("Invalid ind argument.")
    a = a.reshape(prod, -1)
    return inv(a).reshape(*invshape)


def tensorsolve(a, b, axes=None):
    """Solve the tensor equation ``a x = b`` for x."""
    a, b = _arr(a), _arr(b)
    an = a.ndim
    if axes is not None:
        allaxes = list(range(an))
        for k in axes:
            allaxes.remove(k)
            allaxes.insert(an, k)
        a = a.transpose(allaxes)
    oldshape = a.shape[-(an - b.ndim):]
    prod = 1
    for k in oldshape:
        prod *= k
    if a.size != prod ** 2:
        # (NumPy's text, with the indentation its backslash continuation leaves in it)
        raise LinAlgError("Input arrays must satisfy the requirement "
                          "            prod(a.shape[b.ndim:]) == prod(a.shape[:b.ndim])")
    a = a.reshape(prod, prod)
    b = b.ravel()
    return solve(a, b).reshape(oldshape)


# ----------------------------------------------------------------------------- array API members
def diagonal(x, /, *, offset=0):
    """Returns specified diagonals of a matrix (or a stack of matrices) ``x``."""
    return _core_diagonal(_arr(x), offset, axis1=-2, axis2=-1)


def trace(x, /, *, offset=0, dtype=None):
    """Returns the sum along the specified diagonals of a matrix (or a stack of matrices)."""
    return _core_trace(_arr(x), offset, axis1=-2, axis2=-1, dtype=dtype)


def matrix_transpose(x, /):
    """Transposes a matrix (or a stack of matrices) ``x``."""
    return _core_matrix_transpose(x)


def outer(x1, x2, /):
    """Compute the outer product of two vectors."""
    x1, x2 = _arr(x1), _arr(x2)
    if x1.ndim != 1 or x2.ndim != 1:
        raise ValueError("Input arrays must be one-dimensional, but they are "
                         f"x1.ndim={x1.ndim!r} and x2.ndim={x2.ndim!r}.")
    return _core_outer(x1, x2)


def cross(x1, x2, /, *, axis=-1):
    """Returns the cross product of 3-element vectors."""
    x1, x2 = _arr(x1), _arr(x2)
    # (NumPy checks for 3-vectors here only where its numpy.cross still takes 2-vectors; where
    # that refuses them, NumPy 2.5 on, numpy.cross's own checks, its axis errors first, decide)
    if _products._CROSS_2D and (x1.shape[axis] != 3 or x2.shape[axis] != 3):
        raise ValueError("Both input arrays must be (arrays of) 3-dimensional vectors, but they "
                         f"are {x1.shape[axis]} and {x2.shape[axis]} dimensional instead.")
    return _products.cross(x1, x2, axis=axis)


def matmul(x1, x2, /):
    """Computes the matrix product (the array API's ``matmul``)."""
    return _products.matmul(x1, x2)


def tensordot(x1, x2, /, *, axes=2):
    """Compute tensor dot product along specified axes (the array API's ``tensordot``)."""
    return _products.tensordot(x1, x2, axes=axes)


def vecdot(x1, x2, /, *, axis=-1):
    """Computes the vector dot product (the array API's ``vecdot``)."""
    return _products.vecdot(x1, x2, axis=axis)


def matrix_power(a, n):
    """Raise a square matrix to the (integer) power `n` (``numpy.linalg.matrix_power``)."""
    a = _products._arr(a)
    if a._ndim < 2:
        raise numpy.linalg.LinAlgError("%d-dimensional array given. Array must be at least "
                                       "two-dimensional" % a._ndim)
    if a._shape[-1] != a._shape[-2]:
        raise numpy.linalg.LinAlgError("Last 2 dimensions of the array must be square")
    try:
        n = operator.index(n)
    except TypeError as e:
        raise TypeError("exponent must be an integer") from e
    if n == 0:  # (NumPy's identities in an array laid out as a, its empty_like)
        r = _empty_like(a)
        r[...] = _eye(a._shape[-1], dtype=a._dtype)
        return r
    if n < 0:
        a = inv(a)
        n = -n
    if n == 1:
        return a
    if n == 3:
        # NumPy's shortcut, (a @ a) @ a: the decomposition below would associate a @ (a @ a),
        # which rounds otherwise (n == 2 is its a @ a there too)
        return _products.matmul(_products.matmul(a, a), a)
    # NumPy's binary decomposition: the bits of n from the lowest, a squared for each and
    # multiplied into the result (result @ z) where a bit is set
    result, z = None, None
    while n > 0:
        z = a if z is None else _products.matmul(z, z)
        n, bit = divmod(n, 2)
        if bit:
            result = z if result is None else _products.matmul(result, z)
    return result


multi_dot = _products.multi_dot

__all__ = [
    "matrix_power", "solve", "tensorsolve", "tensorinv", "inv", "cholesky", "eigvals",
    "eigvalsh", "pinv", "slogdet", "det", "svd", "svdvals", "eig", "eigh", "lstsq", "norm",
    "qr", "cond", "matrix_rank", "LinAlgError", "multi_dot", "trace", "diagonal", "cross",
    "outer", "tensordot", "matmul", "matrix_transpose", "matrix_norm", "vector_norm", "vecdot",
]
