"""qr, svd, svdvals, eig, eigvals, eigh, eigvalsh against NumPy.

Factors that are not unique (Q up to column signs/phases, singular and eigenvectors up to
phase) are checked by what defines them: reconstruction (Q R = A, U S Vh = A, A v = w v) and
orthogonality (Q^H Q = I, ...), each returned by the test body and compared with NumPy's own
(both near zero).  What is unique is compared with NumPy's values: singular values,
eigenvalues of Hermitian matrices (ascending), |diag R|, and sorted general eigenvalues.
dtypes and shapes are compared exactly.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases

from ._mats import INPUT_DTYPES, INEXACT, general, herm, hermitian_pd, tol


def _rt(dtype):
    return numpy.linalg.inv(numpy.eye(1, dtype=dtype)).dtype


def _tol(dtype, scale=1.0):
    t = tol(_rt(dtype))
    return {"rtol": t["rtol"] * scale, "atol": t["atol"] * scale}


def _orth(xp, q, side):
    """Q^H Q - I (side 'cols') or Q Q^H - I (side 'rows')."""
    g = xp.matmul(herm(xp, q), q) if side == "cols" else xp.matmul(q, herm(xp, q))
    return g - xp.eye(g.shape[-1], dtype=g.dtype)


# ------------------------------------------------------------------ QR
QR_SHAPES = [(5, 3), (3, 5), (4, 4), (2, 5, 3), (3, 2, 4), (70, 40), (40, 70), (1, 1)]


def _qr_body(shape, dtype, mode):
    def body(xp):
        a = general(xp, shape, dtype, dominant=False)
        if mode == "r":
            r = xp.linalg.qr(a, mode="r")
            rh = r.astype(_rt(dtype))
            return (xp.abs(xp.diagonal(r, axis1=-2, axis2=-1)), xp.tril(r, -1),
                    xp.matmul(herm(xp, rh), rh))
        if mode == "raw":
            res = xp.linalg.qr(a, mode="raw")
            h, tau = res
            k = min(shape[-2:])
            return (type(res).__name__, h.shape, tau.shape,
                    xp.abs(xp.diagonal(h, axis1=-2, axis2=-1))[..., :k])
        res = xp.linalg.qr(a, mode=mode)
        q, r = res
        return (type(res).__name__, res._fields, xp.matmul(q, r), _orth(xp, q, "cols"),
                xp.tril(r, -1), xp.abs(xp.diagonal(r, axis1=-2, axis2=-1)))
    return body


@pytest.mark.parametrize("mode", ["reduced", "complete", "r", "raw"])
@pytest.mark.parametrize("shape", QR_SHAPES, ids=str)
def test_qr(xp, shape, mode):
    assert_same(xp, _qr_body(shape, "float64", mode), **_tol("float64", 10))


@pytest.mark.parametrize("mode", ["reduced", "complete", "r", "raw"])
@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_qr_dtypes(xp, dtype, mode):
    assert_same(xp, _qr_body((6, 4), dtype, mode), **_tol(dtype, 10))


def test_qr_modes_and_errors(xp):
    assert_same_cases(xp, [
        ("bad mode", lambda xp: xp.linalg.qr(xp.eye(3), mode="x")),
        ("1-d", lambda xp: xp.linalg.qr(xp.ones(3))),
        ("float16", lambda xp: xp.linalg.qr(xp.eye(3, dtype="float16"))),
        ("empty reduced", lambda xp: tuple(xp.linalg.qr(xp.ones((0, 3))))),
        ("empty complete", lambda xp: tuple(xp.linalg.qr(xp.ones((3, 0)), mode="complete"))),
        ("empty r", lambda xp: xp.linalg.qr(xp.ones((2, 0, 3), "f4"), mode="r")),
        ("empty raw", lambda xp: xp.linalg.qr(xp.ones((0, 3)), mode="raw")),
    ])


def test_qr_deprecated_modes(xp):
    def body(xp):
        with pytest.warns(DeprecationWarning):
            e = xp.linalg.qr(general(xp, (5, 3)), mode="economic")
        with pytest.warns(DeprecationWarning):
            q, r = xp.linalg.qr(general(xp, (5, 3)), mode="full")
        return e.shape, xp.abs(xp.diagonal(e)), xp.matmul(q, r)
    assert_same(xp, body, **_tol("float64", 10))


# ------------------------------------------------------------------ SVD
SVD_SHAPES = [(5, 3), (3, 5), (4, 4), (2, 3, 6, 4), (50, 4, 7), (40, 70), (70, 40), (80, 80),
              (100, 72), (72, 100), (2, 66, 66), (1, 1)]


def _svd_body(shape, dtype, full, uv=True):
    def body(xp):
        a = general(xp, shape, dtype, dominant=False)
        if not uv:
            return xp.linalg.svd(a, full_matrices=full, compute_uv=False)
        res = xp.linalg.svd(a, full_matrices=full)
        u, s, vh = res
        k = min(shape[-2:])
        ac = a.astype(u.dtype)
        rec = xp.matmul(u[..., :k] * s[..., None, :].astype(u.dtype), vh[..., :k, :]) - ac
        return (type(res).__name__, res._fields, u.shape, vh.shape, s, rec,
                _orth(xp, u, "cols"), _orth(xp, vh, "rows"))
    return body


@pytest.mark.parametrize("full", [True, False])
@pytest.mark.parametrize("shape", SVD_SHAPES, ids=str)
def test_svd(xp, shape, full):
    assert_same(xp, _svd_body(shape, "float64", full), **_tol("float64", 100))


@pytest.mark.parametrize("full", [True, False])
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (4, 6, 5), (80, 80), (90, 70)], ids=str)
@pytest.mark.parametrize("dtype", ["float32", "complex64", "complex128"])
def test_svd_dtypes(xp, dtype, shape, full):
    assert_same(xp, _svd_body(shape, dtype, full), **_tol(dtype, 100))


@pytest.mark.parametrize("dtype", INPUT_DTYPES)
@pytest.mark.parametrize("shape", [(6, 4), (3, 5, 5), (70, 90)], ids=str)
def test_svd_values_only(xp, shape, dtype):
    assert_same(xp, _svd_body(shape, dtype, True, uv=False), **_tol(dtype, 100))
    assert_same(xp, lambda xp: xp.linalg.svdvals(general(xp, shape, dtype, dominant=False)),
                **_tol(dtype, 100))


def test_svd_rank_deficient(xp):
    """Zero singular values stay zero (a gesvdp perturbation would show here)."""
    h = numpy.random.default_rng(1).uniform(-1, 1, (96, 3))
    low = h @ h.T  # rank 3
    assert_same(xp, lambda xp: xp.linalg.svd(xp.asarray(low), compute_uv=False),
                rtol=1e-9, atol=1e-11)
    assert_same(xp, _svd_body_from(low), rtol=1e-9, atol=1e-11)


def _svd_body_from(h):
    def body(xp):
        u, s, vh = xp.linalg.svd(xp.asarray(h))
        return s, xp.matmul(u * s[None, :], vh) - xp.asarray(h), _orth(xp, u, "cols")
    return body


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
def test_svd_hermitian(xp, dtype):
    def body(xp):
        a = hermitian_pd(xp, (5, 5), dtype) - 6 * xp.eye(5, dtype=dtype)  # mixed signs
        res = xp.linalg.svd(a, hermitian=True)
        u, s, vh = res
        rec = xp.matmul(u * s[None, :].astype(u.dtype), vh) - a
        return (type(res).__name__, s, rec, xp.linalg.svd(a, compute_uv=False, hermitian=True))
    assert_same(xp, body, **_tol(dtype, 100))


def test_svd_errors_and_empty(xp):
    assert_same_cases(xp, [
        ("1-d", lambda xp: xp.linalg.svd(xp.ones(3))),
        ("float16", lambda xp: xp.linalg.svd(xp.ones((2, 2), "float16"))),
        ("0x3", lambda xp: tuple(xp.linalg.svd(xp.ones((0, 3))))),
        ("3x0 reduced", lambda xp: tuple(xp.linalg.svd(xp.ones((3, 0)), full_matrices=False))),
        ("0x3 values", lambda xp: xp.linalg.svd(xp.ones((0, 3), "c8"), compute_uv=False)),
        ("empty stack", lambda xp: tuple(xp.linalg.svd(xp.ones((0, 2, 2), "f4")))),
        ("svdvals 2x0", lambda xp: xp.linalg.svdvals(xp.ones((2, 0)))),
    ])


# ------------------------------------------------------------------ eigh
EIGH_SHAPES = [(5, 5), (1, 1), (50, 6, 6), (3, 40, 40), (70, 70), (2, 33, 33)]


def _eigh_body(shape, dtype, uplo, vectors=True):
    def body(xp):
        a = hermitian_pd(xp, shape, dtype) - 2.0 * shape[-1] * xp.eye(shape[-1], dtype=dtype)
        # garbage in the triangle that is not read
        junk = general(xp, shape, dtype, seed=9)
        if uplo.upper() == "L":
            x = xp.tril(a) + xp.triu(junk, 1)
        else:
            x = xp.triu(a) + xp.tril(junk, -1)
        if not vectors:
            return xp.linalg.eigvalsh(x, UPLO=uplo)
        res = xp.linalg.eigh(x, UPLO=uplo)
        w, v = res
        ac = a.astype(v.dtype)
        resid = xp.matmul(ac, v) - v * w[..., None, :].astype(v.dtype)
        return type(res).__name__, res._fields, w, resid, _orth(xp, v, "cols")
    return body


@pytest.mark.parametrize("uplo", ["L", "U", "l"])
@pytest.mark.parametrize("shape", EIGH_SHAPES, ids=str)
def test_eigh(xp, shape, uplo):
    assert_same(xp, _eigh_body(shape, "float64", uplo), **_tol("float64", 100))
    assert_same(xp, _eigh_body(shape, "float64", uplo, vectors=False), **_tol("float64", 100))


@pytest.mark.parametrize("uplo", ["L", "U"])
@pytest.mark.parametrize("shape", [(6, 6), (20, 5, 5), (50, 50)], ids=str)
@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_eigh_dtypes(xp, dtype, shape, uplo):
    assert_same(xp, _eigh_body(shape, dtype, uplo), **_tol(dtype, 100))
    assert_same(xp, _eigh_body(shape, dtype, uplo, vectors=False), **_tol(dtype, 100))


@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_eigh_through_xsyevd(xp, dtype, monkeypatch):
    """Matrices past ``LEGACY_SYEVD_MAX`` (n > 16384 in use) take the 64-bit Xsyevd: here
    with the bound lowered to 0, so that small matrices and a stack of them go that way."""
    from gpnumpy.linalg import _solvers
    monkeypatch.setattr(_solvers, "LEGACY_SYEVD_MAX", 0)
    for shape in [(40, 40), (3, 40, 40)]:
        assert_same(xp, _eigh_body(shape, dtype, "L"), **_tol(dtype, 100))
        assert_same(xp, _eigh_body(shape, dtype, "U", vectors=False), **_tol(dtype, 100))


def test_eigh_errors_and_empty(xp):
    assert_same_cases(xp, [
        ("bad UPLO", lambda xp: xp.linalg.eigh(xp.eye(3), UPLO="X")),
        ("bad UPLO vals", lambda xp: xp.linalg.eigvalsh(xp.eye(3), UPLO="A")),
        ("non-square", lambda xp: xp.linalg.eigh(xp.ones((2, 3)))),
        ("float16", lambda xp: xp.linalg.eigvalsh(xp.eye(2, dtype="float16"))),
        ("0x0", lambda xp: tuple(xp.linalg.eigh(xp.ones((0, 0))))),
        ("0x0 c64", lambda xp: tuple(xp.linalg.eigh(xp.ones((2, 0, 0), "c8")))),
        ("0x0 values int", lambda xp: xp.linalg.eigvalsh(xp.ones((0, 0), int))),
    ])


# ------------------------------------------------------------------ eig
def _sorted_parts(xp, w):
    """The eigenvalues' real and imaginary parts, each sorted: the order of the eigenvalues is
    not NumPy's to promise, and sorting complex numbers by real part would let round-off in
    equal real parts (a conjugate pair) decide it."""
    if w.dtype.kind != "c":
        return xp.sort(w, axis=-1)
    return xp.sort(w.real, axis=-1), xp.sort(w.imag, axis=-1)


def _eig_body(make, vectors=True):
    def body(xp):
        a = make(xp)
        if not vectors:
            w = xp.linalg.eigvals(a)
            return w.dtype, _sorted_parts(xp, w)
        res = xp.linalg.eig(a)
        w, v = res
        resid = xp.matmul(a.astype(v.dtype), v) - v * w[..., None, :]
        norms = xp.linalg.norm(v, axis=-2)
        return (type(res).__name__, res._fields, w.dtype, v.dtype, _sorted_parts(xp, w), resid,
                norms)
    return body


def _rot(xp, dtype="float64"):
    """Real matrix with complex eigenvalues (a block rotation plus a real part)."""
    h = numpy.array([[0.0, -2.0, 0.0, 0.5], [2.0, 0.0, 0.0, 0.0], [0.0, 0.0, 3.0, 1.0],
                     [0.0, 0.0, 0.0, -1.0]]).astype(dtype)
    return xp.asarray(h)


def _sym(xp, dtype="float64", n=5):
    return hermitian_pd(xp, (n, n), dtype)


def _upper(xp, dtype="float64"):
    """Triangular: distinct real eigenvalues on the diagonal."""
    h = numpy.triu(numpy.random.default_rng(2).uniform(-1, 1, (6, 6))) + numpy.diag(
        numpy.arange(1.0, 7.0))
    return xp.asarray(h.astype(dtype))


EIG_CASES = {
    "rotation": _rot,
    "symmetric": _sym,
    "triangular": _upper,
    "general": lambda xp, dtype="float64": general(xp, (7, 7), dtype, dominant=False),
    "general 60": lambda xp, dtype="float64": general(xp, (60, 60), dtype, seed=4,
                                                      dominant=False),
    "stack mixed": lambda xp, dtype="float64": xp.stack([_rot(xp, dtype), _upper(xp, dtype)[:4, :4]]),
    "stack real": lambda xp, dtype="float64": xp.stack([_sym(xp, dtype, 4), _upper(xp, dtype)[:4, :4]]),
    "complex": lambda xp, dtype="complex128": general(xp, (6, 6), "complex128", dominant=False),
}


@pytest.mark.parametrize("case", list(EIG_CASES))
def test_eig(xp, case):
    assert_same(xp, _eig_body(EIG_CASES[case]), **_tol("float64", 1000))
    assert_same(xp, _eig_body(EIG_CASES[case], vectors=False), **_tol("float64", 1000))


@pytest.mark.parametrize("dtype", INPUT_DTYPES)
@pytest.mark.parametrize("case", ["rotation", "triangular", "general"])
def test_eig_dtypes(xp, case, dtype):
    if numpy.dtype(dtype).kind in "iu":
        make = lambda xp: general(xp, (5, 5), dtype)  # noqa: E731
    elif numpy.dtype(dtype).kind == "c":
        make = lambda xp: EIG_CASES[case](xp, "float64").astype(dtype)  # noqa: E731
    else:
        make = lambda xp: EIG_CASES[case](xp, dtype)  # noqa: E731
    assert_same(xp, _eig_body(make), **_tol(dtype, 1000))
    assert_same(xp, _eig_body(make, vectors=False), **_tol(dtype, 1000))


def test_eig_errors_and_empty(xp):
    assert_same_cases(xp, [
        ("nan", lambda xp: xp.linalg.eig(xp.asarray([[1.0, numpy.nan], [0.0, 1.0]]))),
        ("inf", lambda xp: xp.linalg.eigvals(xp.asarray([[numpy.inf, 0.0], [0.0, 1.0]]))),
        ("non-square", lambda xp: xp.linalg.eig(xp.ones((2, 3)))),
        ("float16", lambda xp: xp.linalg.eigvals(xp.eye(2, dtype="float16"))),
        ("0x0", lambda xp: tuple(xp.linalg.eig(xp.ones((0, 0))))),
        ("0x0 c", lambda xp: xp.linalg.eigvals(xp.ones((3, 0, 0), "c8"))),
    ])
