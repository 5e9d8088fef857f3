"""Linear algebra and products as data-science and numerics users write them: numpy.linalg's
solvers, factorisations, norms and tensor functions (stacks, integer, bool, float32 and complex
inputs and the result dtypes, singular, non-square and empty matrices with their LinAlgError and
ValueError messages, views, transposes and non-contiguous slices as inputs) and the products
(@, dot, vdot, inner, outer, matmul with broadcasting and out=, tensordot, einsum, kron, cross,
trace, diagonal).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded (a GPU's solvers round their own way); eigenvectors and singular
vectors, whose signs are not unique, are printed through sign-invariant quantities.
"""
from .runner import attempt, attempt_rounded, collection, show, show_rounded


PROGRAMS, program = collection()


def clean(x):
    """Round to 6 decimals and take away the sign of zeros (a list)."""
    return (x.round(6) + 0).tolist()


def signfix(np, V):
    """Columns of V scaled so that each column's largest-magnitude entry is real and positive
    (for an eigenvector or singular vector basis: a representation free of the sign/phase)."""
    idx = np.argmax(np.abs(V).round(8), axis=-2)
    piv = np.take_along_axis(V, idx[..., None, :], axis=-2)
    return V * (np.abs(piv) / piv)


# ---- solving systems ------------------------------------------------------------------------------

@program
def linalg_ols_normal_equations(np):
    # an ordinary least-squares fit three ways: lstsq, the normal equations and pinv
    x = np.arange(10) * 0.5
    X = np.column_stack([np.ones_like(x), x, x ** 2])
    y = 1.5 - 2.0 * x + 0.25 * x ** 2 + np.array([0.1, -0.1] * 5)
    beta, res, rank, sv = np.linalg.lstsq(X, y)
    print(clean(beta), clean(res), rank, type(rank).__name__, sv.shape, sv.dtype)
    beta2 = np.linalg.solve(X.T @ X, X.T @ y)
    beta3 = np.linalg.pinv(X) @ y
    print(np.allclose(beta, beta2), np.allclose(beta, beta3), clean(beta2 - beta3 + 0 * beta))
    yhat = X @ beta
    r2 = 1 - ((y - yhat) ** 2).sum() / ((y - y.mean()) ** 2).sum()
    print(round(float(r2), 6), yhat.shape, yhat.dtype)
    # an integer design matrix and integer targets: float64 results
    Xi = np.array([[1, 0], [1, 1], [1, 2], [1, 3]])
    yi = np.array([1, 3, 5, 7])
    b, r, k, s = np.linalg.lstsq(Xi, yi, rcond=None)
    print(clean(b), b.dtype, clean(r), r.dtype, k, s.dtype)


@program
def linalg_ridge_regression_path(np):
    X = np.array([[1., 2., 0.], [0., 1., 1.], [2., 0., 1.], [1., 1., 1.], [3., 1., 0.]])
    y = np.array([3., 2., 3., 3., 4.])
    lams = np.array([0.0, 0.1, 1.0, 10.0])
    G = X.T @ X
    systems = G[None, :, :] + lams[:, None, None] * np.eye(3)
    rhs = np.broadcast_to(X.T @ y, (4, 3))
    coefs = np.linalg.solve(systems, rhs[..., None])[..., 0]
    print(coefs.shape, coefs.dtype)
    print(clean(coefs))
    print(clean(np.linalg.norm(coefs, axis=1)))
    print(clean(np.linalg.solve(systems, X.T @ y)))  # (3,) against a stack: broadcast
    attempt(np.linalg.solve, systems, rhs)            # (4, 3) is a stack of matrices now


@program
def linalg_solve_dtypes(np):
    A = np.array([[3, 1], [1, 2]])
    b = np.array([9, 8])
    for ta, tb in ((np.int64, np.int64), (np.int8, np.uint16), (bool, bool),
                   (np.float32, np.float32), (np.float32, np.float64), (np.float32, np.int32),
                   (np.complex64, np.float32), (np.complex128, np.int16)):
        Aa = A.astype(ta) if ta is not bool else np.array([[True, False], [True, True]])
        bb = b.astype(tb)
        x = np.linalg.solve(Aa, bb)
        print(np.dtype(ta).name, np.dtype(tb).name, "->", x.dtype, clean(x))
    attempt(np.linalg.solve, A.astype(np.float16), b)
    attempt(np.linalg.inv, A.astype(np.float16))
    attempt(np.linalg.det, np.array([[1, 2], [3, 4]], dtype=np.longdouble))
    print(np.linalg.inv(A.astype(np.float32)).dtype, np.linalg.det(A.astype(np.complex64)).dtype)
    print(type(np.linalg.det(A)).__name__, type(np.linalg.det(A.astype(np.float32))).__name__)


@program
def linalg_singular_errors(np):
    S = np.array([[1., 2.], [2., 4.]])
    for f, args in ((np.linalg.solve, (S, np.ones(2))), (np.linalg.inv, (S,)),
                    (np.linalg.cholesky, (S,)), (np.linalg.cholesky, (-np.eye(2),)),
                    (np.linalg.inv, (np.zeros((3, 3)),)),
                    (np.linalg.tensorinv, (np.zeros((2, 2, 4)),)),
                    (np.linalg.matrix_power, (S, -1))):
        try:
            f(*args)
        except np.linalg.LinAlgError as e:
            print(f.__name__, type(e).__name__, e)
    print(float(np.linalg.det(S)), np.linalg.slogdet(S))
    stack = np.stack([np.eye(2), S, 2 * np.eye(2)])
    attempt(np.linalg.inv, stack)
    print(clean(np.linalg.det(stack)))
    print(clean(np.linalg.pinv(S)), np.linalg.matrix_rank(S))
    print(issubclass(np.linalg.LinAlgError, ValueError), np.linalg.LinAlgError.__module__)


@program
def linalg_non_square_and_low_dim_errors(np):
    R = np.arange(6.).reshape(3, 2)
    v = np.arange(3.)
    for name in ("inv", "det", "slogdet", "eig", "eigvals", "eigh", "eigvalsh", "cholesky"):
        f = getattr(np.linalg, name)
        attempt(f, R)
        attempt(f, v)
    attempt(np.linalg.solve, R, np.ones(3))
    attempt(np.linalg.solve, np.eye(3), np.ones((2, 2)))
    attempt(np.linalg.solve, np.eye(3), 5.0)
    attempt(np.linalg.qr, v)
    attempt(np.linalg.svd, v)
    attempt(np.linalg.matrix_power, R, 2)
    attempt(np.linalg.matrix_power, v, 2)
    attempt(np.linalg.lstsq, R, np.ones(2))
    attempt(np.linalg.lstsq, np.ones((2, 3, 4)), np.ones(3))
    attempt(np.linalg.pinv, v)
    attempt(np.linalg.cond, v)


@program
def linalg_empty_matrices(np):
    E = np.zeros((0, 0))
    for name in ("inv", "det", "slogdet", "eigvals", "eigvalsh", "cholesky", "pinv",
                 "matrix_rank", "svdvals"):
        attempt_rounded(getattr(np.linalg, name), E)
    attempt_rounded(np.linalg.eig, E)
    attempt_rounded(np.linalg.eigh, np.zeros((2, 0, 0), dtype=np.float32))
    attempt_rounded(np.linalg.svd, np.zeros((3, 0)))
    attempt_rounded(np.linalg.svd, np.zeros((0, 4)), full_matrices=False)
    attempt_rounded(np.linalg.qr, np.zeros((0, 3)))
    attempt_rounded(np.linalg.qr, np.zeros((2, 0)), mode="complete")
    attempt_rounded(np.linalg.solve, E, np.zeros(0))
    attempt_rounded(np.linalg.solve, np.zeros((0, 2, 2)), np.zeros((0, 2)))
    attempt_rounded(np.linalg.det, np.zeros((0, 3, 3), dtype=np.complex64))
    attempt_rounded(np.linalg.inv, np.zeros((4, 0, 0), dtype=int))
    attempt_rounded(np.linalg.lstsq, np.zeros((0, 3)), np.zeros(0))
    attempt_rounded(np.linalg.lstsq, np.zeros((3, 0)), np.ones((3, 2)))
    attempt_rounded(np.linalg.norm, E)
    attempt_rounded(np.linalg.norm, np.zeros(0), ord=np.inf)
    attempt_rounded(np.linalg.norm, E, ord=2)
    attempt_rounded(np.linalg.matrix_power, E, 3)
    attempt_rounded(np.linalg.matrix_power, np.zeros((2, 0, 0)), -2)
    attempt_rounded(np.linalg.cond, np.zeros((0, 0)))
    attempt_rounded(np.linalg.multi_dot, [np.zeros((2, 0)), np.zeros((0, 3)), np.ones((3, 1))])


@program
def linalg_det_slogdet_stack(np):
    rng = np.random.default_rng(7)
    A = np.round(rng.standard_normal((4, 3, 3)), 2)
    d = np.linalg.det(A)
    s, ld = np.linalg.slogdet(A)
    print(d.shape, d.dtype, clean(d))
    print(clean(s), clean(ld), np.allclose(s * np.exp(ld), d))
    Ai = np.array([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
    print(round(float(np.linalg.det(Ai)), 6), np.linalg.det(Ai).dtype)
    big = np.eye(60) * 10.0
    r = np.linalg.slogdet(big)
    print(type(r).__name__, r.sign, round(float(r.logabsdet), 6), float(np.linalg.det(big)))
    C = np.array([[1 + 1j, 2], [0, 1 - 2j]])
    sc, lc = np.linalg.slogdet(C)
    print(sc.dtype, lc.dtype, clean(sc), round(float(lc), 6), clean(np.linalg.det(C)))
    sign, logdet = np.linalg.slogdet(np.zeros((2, 2)))
    print(sign, logdet, type(sign).__name__)


@program
def linalg_inv_of_views(np):
    base = np.array([[4., 1., 0., 2.], [1., 5., 1., 0.], [0., 1., 6., 1.], [2., 0., 1., 7.]])
    big = np.zeros((8, 8))
    big[::2, ::2] = base
    views = {"T": base.T, "slice": big[::2, ::2], "fortran": np.asfortranarray(base),
             "neg": base[::-1, ::-1], "sub": base[1:, 1:]}
    for name, V in views.items():
        Vi = np.linalg.inv(V)
        print(name, V.flags.c_contiguous, Vi.flags.c_contiguous, Vi.shape,
              np.allclose(V @ Vi, np.eye(V.shape[0])), round(float(np.linalg.det(V)), 6))
    x = np.linalg.solve(big[::2, ::2], big[0, ::2])
    print(clean(x))
    print(clean(np.linalg.inv(base)[0]))
    # the input is left alone
    before = base.copy()
    np.linalg.inv(base), np.linalg.solve(base, np.ones(4)), np.linalg.det(base)
    print((base == before).all())


# ---- eigen-decompositions ----------------------------------------------------------------------

@program
def linalg_eigh_covariance(np):
    data = np.array([[2.5, 2.4, 0.5], [0.5, 0.7, 1.1], [2.2, 2.9, 0.3], [1.9, 2.2, 0.9],
                     [3.1, 3.0, 0.2], [2.3, 2.7, 0.8], [2., 1.6, 1.2], [1., 1.1, 1.4]])
    C = np.cov(data, rowvar=False)
    w, V = np.linalg.eigh(C)
    print(w.dtype, V.dtype, clean(w), bool(np.all(np.diff(w) >= 0)))
    print(clean(signfix(np, V)))
    print(np.allclose(V @ np.diag(w) @ V.T, C), np.allclose(V.T @ V, np.eye(3)))
    print(clean(np.linalg.eigvalsh(C)), clean(np.linalg.eigvalsh(C, UPLO="U")))
    # only one triangle is read
    L = np.tril(C)
    print(clean(np.linalg.eigvalsh(L)), clean(np.linalg.eigvalsh(np.triu(C), UPLO="U")))
    attempt(np.linalg.eigh, C, UPLO="X")
    attempt(np.linalg.eigvalsh, C, UPLO="lower")
    r = np.linalg.eigh(C)
    print(type(r).__name__, r._fields, len(r))
    explained = w[::-1] / w.sum()
    print(clean(explained), clean(np.cumsum(explained)))


@program
def linalg_eig_rotation_and_triangular(np):
    t = np.pi / 3
    Rm = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    w = np.linalg.eigvals(Rm)
    w = w[np.argsort(w.imag)]
    print(w.dtype, clean(w), clean(np.abs(w)), clean(np.angle(w)))
    T = np.array([[2., 1., 0.], [0., 3., 1.], [0., 0., 5.]])
    wt, vt = np.linalg.eig(T)
    order = np.argsort(wt.real)
    print(wt.dtype, clean(wt.real[order]), clean(np.abs(wt.imag)))
    print(np.allclose(T @ vt, vt * wt))
    print(clean(np.abs(signfix(np, vt[:, order]))))
    W = np.linalg.eigvals(np.array([[0, 1], [-2, -3]]))
    print(W.dtype, clean(np.sort(W.real)))
    F = np.array([[1, 1], [1, 0]], dtype=np.float32)
    wf = np.linalg.eigvals(F)
    print(wf.dtype, clean(np.sort(wf.real).astype(np.float64).round(5)))
    stack = np.stack([np.diag([1., 2.]), np.array([[0., -1.], [1., 0.]])])
    ws = np.linalg.eigvals(stack)
    print(ws.shape, ws.dtype, clean(np.sort_complex(ws.astype(complex)).imag))


@program
def linalg_eig_errors_and_nonfinite(np):
    bad = np.array([[1., np.nan], [0., 1.]])
    attempt(np.linalg.eigvals, bad)
    attempt(np.linalg.eig, np.array([[np.inf, 0.], [0., 1.]]))
    attempt(np.linalg.eigvalsh, np.array([[1., 0.], [0., 2.]]).astype(np.float16))
    attempt(np.linalg.eig, np.ones((2, 3)))
    attempt(np.linalg.eigh, np.array([[1, 2], [2, 1]], dtype=object))
    w = np.linalg.eigvalsh(np.array([[2, 1], [1, 2]]))
    print(w.dtype, clean(w))
    wb = np.linalg.eigvalsh(np.array([[True, False], [False, True]]))
    print(wb.dtype, clean(wb))


@program
def linalg_markov_stationary(np):
    P = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
    w, V = np.linalg.eig(P.T)
    k = int(np.argmin(np.abs(w - 1)))
    pi = np.real(V[:, k])
    pi = pi / pi.sum()
    print(clean(pi), round(float(abs(w[k])), 6), V.dtype)
    Pn = np.linalg.matrix_power(P, 50)
    print(clean(Pn[0]), np.allclose(Pn[0], pi))
    print(clean(pi @ P - pi))
    # via a linear solve: (P^T - I) pi = 0 with the row sum constraint
    A = np.vstack([P.T - np.eye(3), np.ones(3)])
    b = np.r_[np.zeros(3), 1.0]
    pi2 = np.linalg.lstsq(A, b, rcond=None)[0]
    print(clean(pi2), np.allclose(pi, pi2))


# ---- svd, qr, cholesky ------------------------------------------------------------------------

@program
def linalg_svd_shapes_and_reconstruction(np):
    A = np.arange(1., 13.).reshape(4, 3) + np.eye(4, 3)
    for fm in (True, False):
        U, S, Vh = np.linalg.svd(A, full_matrices=fm)
        k = S.shape[0]
        rec = (U[:, :k] * S) @ Vh[:k]
        print(fm, U.shape, S.shape, Vh.shape, np.allclose(rec, A), clean(S))
    s = np.linalg.svd(A, compute_uv=False)
    print(type(s).__name__, s.dtype, clean(s), clean(np.linalg.svdvals(A)))
    r = np.linalg.svd(A.T)
    print(type(r).__name__, r._fields, r.U.shape, r.Vh.shape, clean(r.S))
    H = A.T @ A
    print(clean(np.linalg.svd(H, hermitian=True, compute_uv=False)))
    Uh, Sh, Vhh = np.linalg.svd(H, hermitian=True)
    print(np.allclose((Uh * Sh) @ Vhh, H))
    st = np.stack([A, 2 * A, A[::-1]])
    Us, Ss, Vs = np.linalg.svd(st, full_matrices=False)
    print(Us.shape, Ss.shape, Vs.shape, clean(Ss[1] / Ss[0]))
    print(np.allclose(Us @ (Ss[..., None] * Vs), st))
    c = np.array([[1 + 1j, 2], [3j, 4 - 1j]], dtype=np.complex64)
    Uc, Sc, Vc = np.linalg.svd(c)
    print(Uc.dtype, Sc.dtype, Vc.dtype, clean(Sc.astype(np.float64).round(4)))


@program
def linalg_low_rank_approximation(np):
    x = np.linspace(0, 1, 8)
    y = np.linspace(0, 2, 6)
    img = np.outer(np.sin(np.pi * x), np.cos(y)) + 0.5 * np.outer(x, y ** 2)
    U, S, Vh = np.linalg.svd(img, full_matrices=False)
    print(clean(S), np.linalg.matrix_rank(img))
    for k in (1, 2):
        approx = U[:, :k] @ np.diag(S[:k]) @ Vh[:k, :]
        err = np.linalg.norm(img - approx)
        print(k, round(float(err), 6), round(float(np.sqrt((S[k:] ** 2).sum())), 6))
    print(round(float(np.linalg.norm(img, 2)), 6), round(float(np.linalg.norm(img, "nuc")), 6),
          round(float(S.sum()), 6))


@program
def linalg_qr_modes(np):
    A = np.array([[12., -51., 4.], [6., 167., -68.], [-4., 24., -41.], [1., 1., 1.]])
    for mode in ("reduced", "complete", "r", "raw"):
        r = np.linalg.qr(A, mode=mode)
        if isinstance(r, tuple):
            print(mode, type(r).__name__, [x.shape for x in r], [x.dtype.name for x in r])
        else:
            print(mode, type(r).__name__, r.shape, r.dtype)
    Q, R = np.linalg.qr(A)
    print(np.allclose(Q @ R, A), np.allclose(Q.T @ Q, np.eye(3)), np.allclose(R, np.triu(R)))
    print(clean(np.abs(np.diag(R))))
    Qc, Rc = np.linalg.qr(A, mode="complete")
    print(np.allclose(Qc.T @ Qc, np.eye(4)), clean(np.abs(Rc[3])))
    attempt(lambda: [np.abs(x).round(6).tolist() for x in np.linalg.qr(A, mode="full")][1])
    attempt(lambda: np.abs(np.linalg.qr(A, mode="economic").diagonal()).round(6))
    attempt(np.linalg.qr, A, mode="bogus")
    W = A.T  # a wide matrix
    Qw, Rw = np.linalg.qr(W)
    print(Qw.shape, Rw.shape, np.allclose(Qw @ Rw, W))
    st = np.stack([A, A * 2])
    Qs, Rs = np.linalg.qr(st)
    print(Qs.shape, Rs.shape, np.allclose(Qs @ Rs, st))
    attempt(lambda: [x.shape for x in np.linalg.qr(st, mode="raw")])
    Qi, Ri = np.linalg.qr(np.array([[3, 0], [4, 5]]))
    print(Qi.dtype, clean(np.abs(Ri)))
    Qf, Rf = np.linalg.qr(A.astype(np.float32))
    print(Qf.dtype, Rf.dtype)


@program
def linalg_gram_schmidt_vs_qr(np):
    # a textbook modified Gram-Schmidt on column slices, compared with numpy.linalg.qr
    A = np.array([[1., 1., 0.], [1., 0., 1.], [0., 1., 1.], [1., 1., 1.]])
    m, n = A.shape
    Q = np.zeros((m, n))
    R = np.zeros((n, n))
    V = A.copy()
    for j in range(n):
        R[j, j] = np.linalg.norm(V[:, j])
        Q[:, j] = V[:, j] / R[j, j]
        for k in range(j + 1, n):
            R[j, k] = Q[:, j] @ V[:, k]
            V[:, k] -= R[j, k] * Q[:, j]
    Q2, R2 = np.linalg.qr(A)
    print(clean(np.abs(R)), clean(np.abs(R2)))
    print(np.allclose(np.abs(Q), np.abs(Q2)), np.allclose(Q @ R, A))
    print(clean(Q.T @ Q))


@program
def linalg_cholesky_upper_and_complex(np):
    A = np.array([[4., 2., 0.4], [2., 5., 1.], [0.4, 1., 3.]])
    L = np.linalg.cholesky(A)
    U = np.linalg.cholesky(A, upper=True)
    print(clean(L), np.allclose(L @ L.T, A), np.allclose(U, L.T), np.allclose(U.T @ U, A))
    # solving with the factor: two triangular solves (with solve, as users without scipy do)
    b = np.array([1., 2., 3.])
    z = np.linalg.solve(L, b)
    x = np.linalg.solve(L.T, z)
    print(clean(x), np.allclose(A @ x, b))
    H = np.array([[2, 1j], [-1j, 3]])
    Lh = np.linalg.cholesky(H)
    print(Lh.dtype, clean(Lh), np.allclose(Lh @ Lh.conj().T, H))
    st = np.stack([A, 2 * A, np.eye(3)])
    print(np.linalg.cholesky(st).shape, clean(np.linalg.cholesky(st)[1].diagonal()))
    print(np.linalg.cholesky(np.array([[4, 2], [2, 3]])).dtype,
          np.linalg.cholesky(A.astype(np.float32)).dtype)
    # only the lower triangle is read; an upper triangle that disagrees is ignored
    print(clean(np.linalg.cholesky(np.tril(A))))
    attempt(np.linalg.cholesky, np.array([[1., 2.], [2., 1.]]))
    attempt(np.linalg.cholesky, np.stack([np.eye(2), -np.eye(2)]))
    attempt_rounded(np.linalg.cholesky, A, upper="yes")


# ---- norms, rank, condition -------------------------------------------------------------------

@program
def linalg_norm_vector_ords(np):
    v = np.array([3., -4., 0., 1.])
    for ord in (None, np.inf, -np.inf, 0, 1, -1, 2, -2, 3, 0.5, 1.5):
        print(ord, round(float(np.linalg.norm(v, ord)), 6))
    vi = np.array([3, 4])
    print(np.linalg.norm(vi), np.linalg.norm(vi).dtype, np.linalg.norm(vi, 1).dtype)
    vc = np.array([3 + 4j, 1j])
    print(round(float(np.linalg.norm(vc)), 6), np.linalg.norm(vc).dtype,
          np.linalg.norm(vc, np.inf), np.linalg.norm(vc, 1))
    v32 = v.astype(np.float32)
    print(np.linalg.norm(v32).dtype, np.linalg.norm(v32, 3).dtype, np.linalg.norm(v32, 0).dtype)
    print(np.linalg.norm(np.array([True, False, True])), np.linalg.norm(np.float64(-2.5)))
    r = np.linalg.norm(v, keepdims=True)
    print(r.shape, clean(r))
    r2 = np.linalg.norm(v, ord=1, axis=0, keepdims=True)
    print(r2.shape, clean(r2))
    attempt(np.linalg.norm, v, "fro")
    attempt(np.linalg.norm, v, "nuc")
    attempt(np.linalg.norm, v, "inf")
    attempt(np.linalg.norm, v, axis=1)


@program
def linalg_norm_matrix_ords(np):
    M = np.array([[1., -2., 3.], [4., 0., -1.], [2., 2., 2.]])
    for ord in (None, "fro", "nuc", np.inf, -np.inf, 1, -1, 2, -2):
        print(ord, round(float(np.linalg.norm(M, ord)), 6),
              round(float(np.linalg.norm(M, ord, axis=(1, 0))), 6))
    for ord in ("fro", 1, -np.inf, 2):
        r = np.linalg.norm(M, ord, keepdims=True)
        print(ord, r.shape, clean(r))
    Mi = M.astype(int)
    print(np.linalg.norm(Mi, "fro").dtype, np.linalg.norm(Mi, 1).dtype, np.linalg.norm(Mi, 2).dtype)
    Mf = M.astype(np.float32)
    print(np.linalg.norm(Mf, "nuc").dtype, np.linalg.norm(Mf, -2).dtype, np.linalg.norm(Mf, 1).dtype)
    attempt(np.linalg.norm, M, 3)
    attempt(np.linalg.norm, M, 0)
    attempt(np.linalg.norm, M, "bad")
    attempt(np.linalg.norm, M, 2, axis=(0, 0))
    attempt(np.linalg.norm, M, axis=(0, 1, 2))
    attempt(np.linalg.norm, M, axis=(0, 2))
    attempt(np.linalg.norm, M, axis=2)
    attempt(np.linalg.norm, M, axis=1.0)


@program
def linalg_norm_stacks_axes(np):
    T = np.arange(24.).reshape(2, 3, 4) - 11.5
    print(round(float(np.linalg.norm(T)), 6))
    for axis in (0, 1, -1, (0, 1), (2, 0), (-1, -2)):
        r = np.linalg.norm(T, axis=axis)
        print(axis, r.shape, clean(r.ravel()[:3]))
    for ord in ("fro", "nuc", 1, -1, 2, np.inf):
        r = np.linalg.norm(T, ord=ord, axis=(1, 2), keepdims=True)
        print(ord, r.shape, clean(r.ravel()))
    print(np.linalg.norm(T, ord=np.inf, axis=2).shape, np.linalg.norm(T, ord=0, axis=1).shape)
    attempt(np.linalg.norm, T, 2)
    attempt(np.linalg.norm, T, "fro")
    # rows normalised to unit length, the common data-science step
    X = np.array([[3., 4.], [0., 0.], [1., 1.]])
    n = np.linalg.norm(X, axis=1, keepdims=True)
    with np.errstate(invalid="ignore"):
        U = X / n
    print(n.shape, clean(n), np.round(U, 6).tolist())
    Un = X / np.where(n == 0, 1, n)
    print(clean(Un))


@program
def linalg_vector_matrix_norm_api(np):
    T = np.arange(1., 25.).reshape(2, 3, 4)
    print(clean(np.linalg.vector_norm(T)), np.linalg.vector_norm(T).shape)
    print(clean(np.linalg.vector_norm(T, axis=(0, 2))), clean(np.linalg.vector_norm(T, axis=-1, ord=1)[0]))
    r = np.linalg.vector_norm(T, axis=(1, 2), keepdims=True, ord=np.inf)
    print(r.shape, clean(r.ravel()))
    print(clean(np.linalg.vector_norm(T, ord=0, axis=1)[0]))
    m = np.linalg.matrix_norm(T)
    print(m.shape, clean(m))
    print(clean(np.linalg.matrix_norm(T, ord="nuc")), clean(np.linalg.matrix_norm(T, ord=1)))
    print(np.linalg.matrix_norm(T, ord=np.inf, keepdims=True).shape)
    attempt(np.linalg.matrix_norm, np.arange(3.))
    attempt(np.linalg.matrix_norm, T, ord=3)
    attempt(np.linalg.vector_norm, T, ord="fro")
    print(np.linalg.vector_norm(np.arange(4)).dtype, np.linalg.vector_norm(np.ones(3, np.float32)).dtype)


@program
def linalg_matrix_rank_tolerances(np):
    A = np.array([[1., 2., 3.], [2., 4., 6.], [1., 0., 1.]])
    print(np.linalg.matrix_rank(A), np.linalg.matrix_rank(np.eye(4)),
          np.linalg.matrix_rank(np.zeros((3, 3))), np.linalg.matrix_rank(np.ones((2, 5))))
    B = np.diag([1., 1e-3, 1e-9])
    print(np.linalg.matrix_rank(B), np.linalg.matrix_rank(B, tol=1e-2),
          np.linalg.matrix_rank(B, rtol=1e-6), np.linalg.matrix_rank(B, hermitian=True))
    print(np.linalg.matrix_rank(np.array([0, 0, 1])), np.linalg.matrix_rank(np.zeros(3)),
          np.linalg.matrix_rank(5), np.linalg.matrix_rank(0.0))
    st = np.stack([A, np.eye(3), np.zeros((3, 3))])
    r = np.linalg.matrix_rank(st)
    print(r, r.dtype, type(np.linalg.matrix_rank(A)).__name__)
    print(np.linalg.matrix_rank(st, tol=np.array([0.5, 0.5, 0.5])))
    attempt(np.linalg.matrix_rank, B, tol=1e-2, rtol=1e-2)
    print(np.linalg.matrix_rank(np.array([[1, 2], [2, 4]])), np.linalg.matrix_rank(np.eye(3, dtype=bool)))


@program
def linalg_cond_numbers(np):
    A = np.array([[2., 1.], [1., 3.]])
    for p in (None, 2, -2, "fro", "nuc", 1, -1, np.inf, -np.inf):
        print(p, round(float(np.linalg.cond(A, p)), 6))
    st = np.stack([A, np.diag([1., 10.]), np.eye(2)])
    print(clean(np.linalg.cond(st)), clean(np.linalg.cond(st, "fro")))
    print(np.linalg.cond(np.array([[1, 1], [0, 1]])).dtype,
          np.linalg.cond(A.astype(np.float32)).dtype)
    S = np.array([[1., 2.], [2., 4.]])
    attempt(np.linalg.cond, S, 1)
    attempt(np.linalg.cond, S, "fro")
    attempt(np.linalg.cond, np.ones((2, 3)), 1)
    print(clean(np.linalg.cond(np.ones((2, 3)) + np.eye(2, 3))))
    attempt(np.linalg.cond, A, 3)


@program
def linalg_pinv_rank_deficient(np):
    A = np.array([[1., 2.], [2., 4.], [3., 6.]])
    P = np.linalg.pinv(A)
    print(P.shape, clean(P))
    print(np.allclose(A @ P @ A, A), np.allclose(P @ A @ P, P), np.allclose((A @ P).T, A @ P))
    B = np.diag([1., 1e-10, 2.])
    print(clean(np.linalg.pinv(B)), clean(np.linalg.pinv(B, rcond=1e-12).diagonal() * 1e-10))
    print(clean(np.linalg.pinv(B, rtol=1e-12).diagonal() * 1e-10))
    H = np.array([[2., 1.], [1., 2.]])
    print(clean(np.linalg.pinv(H, hermitian=True)))
    st = np.stack([A, 2 * A])
    print(np.linalg.pinv(st).shape, clean(np.linalg.pinv(st)[1]))
    print(np.linalg.pinv(np.array([[1, 0], [0, 0]])).dtype, np.linalg.pinv(A.astype(np.float32)).dtype)
    print(clean(np.linalg.pinv(np.array([[1j, 0], [0, 2]]))))
    attempt(np.linalg.pinv, A, rcond=0.1, rtol=0.1)


@program
def linalg_matrix_power_uses(np):
    F = np.array([[1, 1], [1, 0]])
    for n in (0, 1, 2, 10, 30):
        Fn = np.linalg.matrix_power(F, n)
        print(n, Fn.tolist(), Fn.dtype)
    A = np.array([[2., 1.], [1., 1.]])
    print(clean(np.linalg.matrix_power(A, -2)), clean(np.linalg.matrix_power(A, -1) @ A))
    print(np.linalg.matrix_power(np.array([[True, True], [False, True]]), 3).tolist())
    print(np.linalg.matrix_power(np.array([[True, True], [False, True]]), 3).dtype)
    st = np.stack([A, np.eye(2), 2 * np.eye(2)])
    print(clean(np.linalg.matrix_power(st, 3)[2]), np.linalg.matrix_power(st, 3).shape)
    attempt(np.linalg.matrix_power, A, 2.0)
    attempt(np.linalg.matrix_power, A, 0.5)
    attempt(np.linalg.matrix_power, A, np.int64(3))
    attempt_rounded(np.linalg.matrix_power, F, -1)
    print(np.linalg.matrix_power(np.array([[2, 0], [0, 3]], dtype=np.int8), 5).tolist())
    print(np.linalg.matrix_power(np.array([[2, 0], [0, 3]], dtype=np.int8), 5).dtype)
    print(np.linalg.matrix_power(A.astype(np.float32), 0).dtype, np.linalg.matrix_power(F, 0).dtype)
    # adjacency-matrix path counting
    adj = np.array([[0, 1, 1, 0], [1, 0, 1, 1], [1, 1, 0, 1], [0, 1, 1, 0]])
    print(np.linalg.matrix_power(adj, 3)[0].tolist(), np.trace(np.linalg.matrix_power(adj, 3)) // 6)


# ---- chains, tensors ---------------------------------------------------------------------------

@program
def linalg_multi_dot_forms(np):
    A = np.arange(6.).reshape(2, 3)
    B = np.arange(12.).reshape(3, 4) / 4
    C = np.arange(4.)
    print(clean(np.linalg.multi_dot([A, B, C])), np.linalg.multi_dot([A, B, C]).shape)
    print(np.linalg.multi_dot([C, B.T, A.T]).shape, np.linalg.multi_dot([np.ones(3), B, C]).shape)
    print(type(np.linalg.multi_dot([np.ones(3), B, C])).__name__)
    print(np.linalg.multi_dot((A, B, B.T, A.T)).shape)
    print(np.linalg.multi_dot([A.astype(int), B.astype(int)]).dtype,
          np.linalg.multi_dot([A.astype(np.float32), B.astype(np.float32), C.astype(np.float32)]).dtype)
    attempt(np.linalg.multi_dot, [A])
    attempt(np.linalg.multi_dot, [A, A])
    attempt(np.linalg.multi_dot, [A, B, np.ones((2, 4, 1))])
    attempt(np.linalg.multi_dot, [np.ones((2, 2, 2)), A, B])
    out = np.zeros((2, 4), dtype=np.float32)
    attempt(np.linalg.multi_dot, [A, B, np.eye(4)], out=out)


@program
def linalg_tensorsolve_tensorinv_shapes(np):
    A = np.einsum("ik,jl->ijkl", np.diag([1., 2., 3.]), np.array([[2., 1.], [0., 1.]]))
    print(A.shape)
    B = np.arange(6.).reshape(3, 2)
    X = np.linalg.tensorsolve(A, B)
    print(X.shape, clean(X), np.allclose(np.tensordot(A, X, axes=2), B))
    Ai = np.linalg.tensorinv(A, ind=2)
    print(Ai.shape, np.allclose(np.tensordot(Ai, B, axes=2), X))
    A6 = A.reshape(6, 3, 2)
    print(np.linalg.tensorinv(A6, ind=1).shape)
    attempt(np.linalg.tensorinv, A, ind=0)
    attempt(np.linalg.tensorinv, A, ind=3)
    attempt(np.linalg.tensorsolve, A, np.ones(6))
    attempt_rounded(np.linalg.tensorsolve, A, np.ones((2, 3)))
    Xa = np.linalg.tensorsolve(A.transpose(2, 3, 0, 1), B, axes=(0, 1))
    print(Xa.shape, clean(Xa))
    print(np.linalg.tensorsolve(np.eye(4, dtype=int), np.arange(4)).dtype)


# ---- products ----------------------------------------------------------------------------------

@program
def linalg_matmul_broadcast_out(np):
    A = np.arange(24.).reshape(2, 3, 4)
    B = np.arange(8.).reshape(4, 2)
    print((A @ B).shape, clean((A @ B)[1]))
    print((A @ np.ones(4)).shape, (np.ones(3) @ A).shape, (np.ones(4) @ np.ones(4)).shape)
    print(np.matmul(A[:, None], np.ones((5, 4, 1))).shape)
    out = np.empty((2, 3, 2))
    r = np.matmul(A, B, out=out)
    print(r is out, clean(out[0]))
    o32 = np.empty((2, 3, 2), dtype=np.float32)
    attempt(np.matmul, A, B, out=o32)
    print(np.matmul(A, B, out=o32, casting="same_kind").dtype, clean(o32[1, 0]))
    attempt(np.matmul, A, B, out=np.empty((3, 2)))
    attempt(np.matmul, A, B, out=np.empty((2, 3, 2), dtype=int))
    print(np.matmul(A, B, dtype=np.float32).dtype)
    attempt(np.matmul, A, 2.0)
    attempt(np.matmul, 3, B)
    C = np.arange(6).reshape(3, 2)
    C @= np.array([[1, 0], [1, 1]])
    print(C.tolist())
    D = np.ones((3, 2))
    attempt(lambda: D.__imatmul__(np.ones((2, 3))))
    print(np.matmul(A, B, axes=[(-2, -1), (-2, -1), (-2, -1)]).shape)


@program
def linalg_matmul_shape_errors(np):
    for sa, sb in (((2, 3), (2, 3)), ((3,), (4,)), ((2, 3, 4), (3, 4, 2)), ((4, 2, 3), (5, 3, 2)),
                   ((3,), (2, 4)), ((2, 4), (3,)), ((0, 3), (3, 0)), ((2, 0), (0, 5))):
        a = np.ones(sa)
        b = np.ones(sb)
        attempt(lambda: (a @ b).shape)
        attempt(lambda: np.dot(a, b).shape)
    attempt(lambda: np.ones((2, 0)) @ np.ones((0, 5)))
    attempt(lambda: np.array([[1, 2]]) @ "ab")
    attempt(lambda: [[1, 2]] @ np.array([[3], [4]]))
    attempt(lambda: np.array([1, 2]) @ [3, 4])


@program
def linalg_dot_variants(np):
    a = np.arange(6).reshape(2, 3)
    b = np.arange(12).reshape(3, 4)
    print(np.dot(a, b).tolist(), np.dot(a, b).dtype)
    print(np.dot(a, 2).tolist(), np.dot(3.0, a).dtype, np.dot(2, 3), type(np.dot(2, 3)).__name__)
    print(np.dot(np.arange(3), np.arange(3)), type(np.dot(np.arange(3), np.arange(3))).__name__)
    T = np.arange(24).reshape(2, 3, 4)
    print(np.dot(T, np.arange(4)).shape, np.dot(T, np.ones((4, 5))).shape,
          np.dot(np.ones((5, 3)), T).shape, np.dot(T, T.transpose(1, 2, 0)).shape)
    out = np.empty((2, 4), dtype=int)
    print(np.dot(a, b, out=out) is out, out[1].tolist())
    attempt(np.dot, a, b, out=np.empty((2, 4)))
    attempt(np.dot, a, b, out=np.empty((4, 2), dtype=int).T)
    attempt(np.dot, a, b, out=np.empty((2, 5), dtype=int))
    attempt(np.dot, a, a)
    print(a.dot(b).shape, a.T.dot(a).tolist())
    print(np.dot(a.astype(np.float32), b).dtype, np.dot(a.astype(np.int8), b.astype(np.uint8)).dtype)
    print(np.dot([1, 2], [3, 4]), np.dot([[1, 2]], [[3], [4]]).tolist())


@program
def linalg_vdot_inner_outer(np):
    u = np.array([1 + 2j, 3 - 1j])
    v = np.array([2 - 1j, 1j])
    print(np.vdot(u, v), np.vdot(v, u), np.dot(u, v), np.inner(u, v))
    print(np.vdot(u, u).real, np.vdot(u, u).dtype)
    M = np.arange(6).reshape(2, 3)
    print(np.vdot(M, M), np.vdot(M, M.T.copy()), type(np.vdot(M, M)).__name__)
    attempt(np.vdot, M, np.arange(5))
    print(np.inner(M, M).tolist(), np.inner(np.arange(3), M).tolist())
    print(np.inner(np.ones((2, 2, 3)), np.ones((4, 3))).shape, np.inner(M, 2).tolist())
    attempt(np.inner, M, np.ones((2, 2)))
    print(np.outer(np.arange(3), np.arange(1, 3)).tolist(), np.outer(M, [1, -1]).shape)
    out = np.zeros((3, 2))
    print(np.outer(np.arange(3), [0.5, 2.0], out=out) is out, out.tolist())
    print(np.linalg.outer(np.arange(3), np.arange(2)).tolist())
    attempt(np.linalg.outer, M, np.arange(2))
    print(np.outer(np.array([True, False]), np.array([True, True])).dtype,
          np.outer(np.array([1, 2], np.int8), np.array([1.5])).dtype)


@program
def linalg_tensordot_axes(np):
    a = np.arange(60.).reshape(3, 4, 5)
    b = np.arange(24.).reshape(4, 3, 2)
    c = np.tensordot(a, b, axes=([1, 0], [0, 1]))
    print(c.shape, clean(c[0]))
    print(np.tensordot(a, np.ones((5, 2)), axes=1).shape, np.tensordot(a, a, axes=3))
    print(np.tensordot(a, np.ones(5), axes=(2, 0)).shape, np.tensordot(a, b, axes=0).shape)
    print(np.tensordot(np.arange(4), np.arange(4), axes=0).shape)
    print(np.tensordot(a, b, axes=[[1], [0]]).shape, np.tensordot(a, b, axes=((-2,), (-3,))).shape)
    attempt(np.tensordot, a, b, axes=([0], [0, 1]))
    attempt(np.tensordot, a, b, axes=([2], [0]))
    attempt(np.tensordot, a, b, axes=4)
    attempt(lambda: np.tensordot(a, b, axes=-1).shape)
    attempt(np.tensordot, a, b, axes=([5], [0]))
    print(np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(2, 3)),
          np.tensordot(np.arange(6).reshape(2, 3), np.ones((2, 3), np.float32)).dtype)


@program
def linalg_einsum_common(np):
    A = np.arange(9.).reshape(3, 3)
    B = np.arange(6.).reshape(3, 2)
    v = np.arange(3.)
    for sub, ops in (("ij,jk->ik", (A, B)), ("ii->i", (A,)), ("ii", (A,)), ("ij->ji", (A,)),
                     ("i,i", (v, v)), ("i,j->ij", (v, v)), ("ij,j->i", (A, v)),
                     ("ij->", (A,)), ("ij->j", (A,)), ("ij,ij->", (A, A)),
                     ("...ij,...jk->...ik", (np.stack([A, A]), B)),
                     ("bij,bjk->bik", (np.stack([A, 2 * A]), np.stack([B, B]))),
                     ("i...->...", (A,)), ("ij,kj->ik", (A, B.T))):
        r = np.einsum(sub, *ops)
        print(sub, np.shape(r), clean(np.asarray(r)) if np.ndim(r) else round(float(r), 6))
    print(clean(np.einsum("ij,jk,kl->il", A, A, B, optimize=True)))
    print(np.einsum("ij,jk", A.astype(int), B.astype(int)).dtype,
          np.einsum("i,i", v.astype(np.float32), v.astype(np.float32)).dtype)
    print(np.einsum(A, [0, 1], B, [1, 2], [0, 2]).shape)
    out = np.empty(3)
    print(np.einsum("ii->i", A, out=out) is out, out.tolist())
    attempt(np.einsum, "ij,jk->ik", A, A.T[:2])
    attempt(np.einsum, "ij,jk->ik", A)
    attempt(np.einsum, "ij->k", A)
    attempt(np.einsum, "ijk", A)
    attempt(np.einsum, "ij->ii", A)


@program
def linalg_einsum_data_science(np):
    # pairwise squared distances, batched quadratic forms and attention-style scores
    X = np.array([[0., 0.], [3., 4.], [1., 1.]])
    sq = np.einsum("ij,ij->i", X, X)
    D2 = sq[:, None] + sq[None, :] - 2 * np.einsum("ik,jk->ij", X, X)
    print(clean(D2))
    S = np.array([[2., 0.5], [0.5, 1.]])
    print(clean(np.einsum("ni,ij,nj->n", X, S, X)))
    Q = np.arange(12.).reshape(2, 3, 2) / 10
    K = np.arange(12.).reshape(2, 3, 2)[:, ::-1] / 10
    scores = np.einsum("bqd,bkd->bqk", Q, K)
    w = np.exp(scores - scores.max(-1, keepdims=True))
    w /= w.sum(-1, keepdims=True)
    print(scores.shape, clean(w[1]), clean(w.sum(-1)))
    print(clean(np.einsum("bqk,bkd->bqd", w, K)[0]))
    print(np.einsum("ij,ij->ij", X, X).shape, clean(np.einsum("ii", S)), clean(np.einsum("ij->i", X)))


@program
def linalg_kron_blocks(np):
    I2 = np.eye(2, dtype=int)
    B = np.array([[1, 2], [3, 4]])
    K = np.kron(I2, B)
    print(K.tolist(), K.dtype, K.shape)
    print(np.kron(B, I2).tolist())
    print(np.kron(np.array([1, 10]), np.array([1, 2, 3])).tolist())
    print(np.kron(B, np.array([1, -1])).shape, np.kron(np.ones((2, 1, 3)), B).shape)
    print(np.kron(B, 2).tolist(), np.kron(B.astype(np.float32), np.ones(1)).dtype)
    print(np.kron(np.array([True, False]), np.array([True, True])).tolist(),
          np.kron(np.array([True, False]), np.array([True, True])).dtype)
    A = np.array([[1., 2.], [3., 4.]])
    C = np.array([[0., 1.], [1., 0.]])
    # (A kron C)^-1 = A^-1 kron C^-1 and det(A kron C) = det(A)^2 det(C)^2
    print(np.allclose(np.linalg.inv(np.kron(A, C)), np.kron(np.linalg.inv(A), np.linalg.inv(C))),
          round(float(np.linalg.det(np.kron(A, C))), 6))
    print(np.kron(np.zeros((0, 2)), B).shape)


@program
def linalg_cross_products(np):
    a = np.array([1., 0., 0.])
    b = np.array([0., 1., 0.])
    print(np.cross(a, b).tolist(), np.cross(b, a).tolist())
    P = np.array([[1, 2, 3], [4, 5, 6]])
    Q = np.array([[7, 8, 9], [1, 0, -1]])
    print(np.cross(P, Q).tolist(), np.cross(P, Q).dtype)
    print(np.cross(P, Q[0]).tolist(), np.cross(P.T, Q.T, axisa=0, axisb=0).tolist())
    print(np.cross(P.T, Q.T, axis=0).shape, np.cross(P.T, Q.T, axisa=0, axisb=0, axisc=0).shape)
    print(np.linalg.cross(P, Q).tolist())
    attempt(np.cross, np.ones(4), np.ones(3))
    attempt(np.cross, np.ones((2, 3)), np.ones((3, 3)))
    attempt(np.linalg.cross, np.ones(2), np.ones(2))
    attempt(np.linalg.cross, np.ones((3, 2)), np.ones((3, 2)))
    attempt(np.cross, np.ones(3), np.ones(3), axisa=1)
    attempt(np.linalg.cross, np.array([1, 0, 0]), np.array([0, 1, 0]), axis=-2)
    attempt(np.linalg.cross, np.ones((3, 2)), np.ones((3, 3)), axis=0)
    print(np.cross(np.array([1, 0, 0], np.int8), np.array([0, 1, 0], np.uint8)).dtype)
    attempt(np.cross, np.array([True, False, True]), np.array([False, True, True]))
    # triangle area and normal
    tri = np.array([[0., 0., 0.], [2., 0., 0.], [0., 3., 0.]])
    n = np.cross(tri[1] - tri[0], tri[2] - tri[0])
    print(n.tolist(), 0.5 * np.linalg.norm(n))


@program
def linalg_trace_diagonal(np):
    A = np.arange(16).reshape(4, 4)
    print(np.trace(A), np.trace(A, offset=1), np.trace(A, offset=-2), np.trace(A, offset=5))
    print(type(np.trace(A)).__name__, np.trace(A, dtype=np.float32), np.trace(A.astype(np.int8)).dtype)
    T = np.arange(24).reshape(2, 3, 4)
    print(np.trace(T).tolist(), np.trace(T, axis1=1, axis2=2).tolist(), np.trace(T, 0, 2, 0).tolist())
    print(np.linalg.trace(T).tolist(), np.linalg.trace(T, offset=1).tolist())
    attempt(np.linalg.trace, np.arange(3))
    attempt(np.trace, np.arange(3))
    attempt(np.trace, A, axis1=0, axis2=0)
    d = np.diagonal(A)
    print(d.tolist(), d.flags.writeable, np.diagonal(A, 1).tolist(), np.diagonal(T, 0, 0, 2).tolist())
    try:
        d[0] = 5
    except ValueError as e:
        print("ValueError", e)
    print(np.linalg.diagonal(T).tolist(), np.linalg.diagonal(T, offset=-1).tolist())
    print(A.diagonal(offset=-1).tolist(), A.trace(offset=-1), A.T.trace())
    out = np.zeros((), dtype=np.int64)
    print(np.trace(A, out=out), out)
    print(np.trace(np.eye(3, dtype=bool)), np.trace(np.eye(3, dtype=bool)).dtype)


@program
def linalg_integer_and_bool_products(np):
    a = np.array([[100, 100], [50, 20]], dtype=np.int8)
    print((a @ a).tolist(), (a @ a).dtype, np.dot(a, a).dtype)
    u8 = np.array([[200, 100]], dtype=np.uint8)
    print((u8 @ u8.T).tolist(), (u8 @ u8.T).dtype, np.dot(u8, u8.T).tolist())
    print((u8.astype(np.int64) @ u8.T).tolist())
    b = np.array([[True, False], [True, True]])
    print((b @ b).tolist(), (b @ b).dtype, np.dot(b, b).dtype, np.vdot(b, b), np.inner(b, b).dtype)
    print((a @ b).dtype, (b @ np.array([1.5, 2.0])).dtype, (np.int32(2) * a @ a).dtype)
    print((a.astype(np.int16) @ a.astype(np.uint16)).dtype, (a @ np.ones((2, 1), np.float16)).dtype)
    m = np.array([[1, 2], [3, 4]], dtype=np.uint64)
    print((m @ m).tolist(), (m @ m).dtype, (m @ np.array([[1], [1]])).dtype)
    print(np.einsum("ij,jk->ik", a, a).tolist(), np.einsum("ij,jk->ik", a, a).dtype)
    print(np.tensordot(a, a).dtype, np.kron(a, a).dtype, np.outer(a, a).dtype)
    o = np.array([[1, 2]], dtype=object)
    print((o @ o.T).tolist(), (o @ o.T).dtype)


@program
def linalg_complex_hermitian(np):
    H = np.array([[2, 1 - 1j, 0], [1 + 1j, 3, 1j], [0, -1j, 1]])
    print(np.allclose(H, H.conj().T), H.dtype)
    w, V = np.linalg.eigh(H)
    print(w.dtype, V.dtype, clean(w))
    print(np.allclose(V @ np.diag(w) @ V.conj().T, H), np.allclose(V.conj().T @ V, np.eye(3)))
    print(clean(signfix(np, V)))
    H64 = H.astype(np.complex64)
    print(np.linalg.eigvalsh(H64).dtype, np.linalg.eigh(H64).eigenvectors.dtype)
    print(clean(np.linalg.svd(H, compute_uv=False)), clean(np.sort(np.abs(w))[::-1]))
    print(round(float(np.linalg.norm(H)), 6), round(float(np.linalg.norm(H, 2)), 6))
    x = np.linalg.solve(H, np.array([1, 1j, 0]))
    print(x.dtype, clean(x))
    print(clean(np.linalg.det(H)), np.linalg.inv(H).dtype)
    print(clean(np.vdot(x, H @ x)), clean(x.conj() @ H @ x))


@program
def linalg_float32_pipeline(np):
    rng = np.random.default_rng(3)
    X = rng.standard_normal((20, 3)).astype(np.float32)
    y = (X @ np.array([1.0, -2.0, 0.5], dtype=np.float32) + 0.25).astype(np.float32)
    Xb = np.hstack([X, np.ones((20, 1), dtype=np.float32)])
    coef, res, rank, sv = np.linalg.lstsq(Xb, y, rcond=None)
    print(coef.dtype, res.dtype, sv.dtype, rank, clean(coef.astype(np.float64).round(4)))
    G = Xb.T @ Xb
    print(G.dtype, np.linalg.inv(G).dtype, np.linalg.cholesky(G).dtype, np.linalg.det(G).dtype)
    print(np.linalg.eigvalsh(G).dtype, np.linalg.eigvals(G).dtype, np.linalg.svd(G)[1].dtype)
    print(np.linalg.qr(Xb)[0].dtype, np.linalg.pinv(Xb).dtype, np.linalg.norm(Xb).dtype,
          np.linalg.slogdet(G)[1].dtype)
    print(np.linalg.solve(G, Xb.T @ y).dtype, np.allclose(np.linalg.solve(G, Xb.T @ y), coef, atol=1e-4))
    print(np.linalg.cond(G).dtype, np.linalg.matrix_power(G, 2).dtype)


@program
def linalg_least_squares_polyfit(np):
    x = np.linspace(-1, 1, 9)
    y = 2 * x ** 3 - x + 0.5
    V = np.vander(x, 4)
    c, res, rank, sv = np.linalg.lstsq(V, y, rcond=None)
    print(clean(c), clean(res), rank, clean(c - np.polyfit(x, y, 3)))
    # several right-hand sides at once
    Y = np.column_stack([y, 3 * y, np.ones_like(y)])
    C, R, k, s = np.linalg.lstsq(V, Y, rcond=None)
    print(C.shape, R.shape, clean(C[:, 1]), clean(R))
    # rank deficient or underdetermined: residuals come back empty
    Vd = np.column_stack([V, V[:, 0]])
    cd, rd, kd, sd = np.linalg.lstsq(Vd, y, rcond=None)
    print(rd.shape, rd.dtype, kd, np.allclose(Vd @ cd, y))
    cu, ru, ku, su = np.linalg.lstsq(V[:3], y[:3], rcond=None)
    print(ru.shape, ku, cu.shape, np.allclose(V[:3] @ cu, y[:3]))
    attempt(np.linalg.lstsq, V, y[:5])
    attempt(np.linalg.lstsq, V, np.ones((9, 2, 2)))
    attempt(np.linalg.lstsq, V.astype(np.float16), y)
    print(np.linalg.lstsq(V, y, rcond=-1)[2], np.linalg.lstsq(V, y, rcond=0.5)[2])


@program
def linalg_pca_pipeline(np):
    rng = np.random.default_rng(0)
    latent = rng.standard_normal((50, 2))
    W = np.array([[2., 0.5, 0., 1.], [0., 1., 1., -1.]])
    X = latent @ W + 0.01 * rng.standard_normal((50, 4))
    Xc = X - X.mean(axis=0)
    U, S, Vt = np.linalg.svd(Xc, full_matrices=False)
    ev = S ** 2 / (len(X) - 1)
    print(clean((ev / ev.sum()).round(4)), Vt.shape)
    w, V = np.linalg.eigh(np.cov(Xc, rowvar=False))
    print(np.allclose(w[::-1], ev), np.allclose(np.abs(V[:, ::-1][:, :2]), np.abs(Vt[:2].T), atol=1e-6))
    Z = Xc @ Vt[:2].T
    print(Z.shape, clean(np.abs(np.corrcoef(Z, rowvar=False)).round(4)))
    Xr = Z @ Vt[:2] + X.mean(axis=0)
    print(round(float(np.linalg.norm(X - Xr) / np.linalg.norm(X)), 3))
    # whitening with the inverse square root of the covariance
    C = np.cov(Xc[:, :2], rowvar=False)
    wc, Vc = np.linalg.eigh(C)
    Wh = Vc @ np.diag(1 / np.sqrt(wc)) @ Vc.T
    print(clean(np.cov((Xc[:, :2] @ Wh).T)))


@program
def linalg_matrix_transpose_vecdot(np):
    T = np.arange(12.).reshape(2, 2, 3)
    print(np.linalg.matrix_transpose(T).shape, np.matrix_transpose(T)[1].tolist(), T.mT.shape)
    attempt(np.linalg.matrix_transpose, np.arange(3))
    u = np.array([[1., 2., 3.], [0., 1., 0.]])
    v = np.array([1., 1., 1.])
    print(np.linalg.vecdot(u, v).tolist(), np.vecdot(u, v, axis=0 if False else -1).tolist())
    print(np.vecdot(u.T, u.T, axis=0).tolist())
    c = np.array([1j, 2])
    print(np.vecdot(c, c), np.linalg.vecdot(c, np.array([1, 1j])))
    attempt(np.linalg.vecdot, u, np.ones(2))
    attempt(np.vecdot, u, np.ones(2))
    if hasattr(np, "matvec"):
        print(np.matvec(T, np.ones(3)).tolist(), np.vecmat(np.ones(2), T).tolist())
    else:
        print(np.einsum("...ij,...j", T, np.ones(3)).tolist(),
              np.einsum("...i,...ij", np.ones(2), T).tolist())


@program
def linalg_solve_textbook_systems(np):
    # a tridiagonal heat-equation step, a circuit (Kirchhoff) system and interpolation
    n = 6
    main = np.full(n, 2.5)
    A = np.diag(main) - np.diag(np.ones(n - 1), 1) * 0.75 - np.diag(np.ones(n - 1), -1) * 0.75
    u0 = np.sin(np.pi * np.arange(1, n + 1) / (n + 1))
    u1 = np.linalg.solve(A, u0)
    print(clean(u1), u1.flags.c_contiguous)
    R = np.array([[10, -5, 0], [-5, 15, -10], [0, -10, 20]])
    V = np.array([12, 0, 0])
    I = np.linalg.solve(R, V)
    print(clean(I), I.dtype, np.allclose(R @ I, V))
    xs = np.array([0., 1., 2., 4.])
    ys = np.array([1., 3., 2., 5.])
    coef = np.linalg.solve(np.vander(xs, increasing=True), ys)
    print(clean(coef), clean(np.polynomial.polynomial.polyval(xs, coef)))
    # a list-of-lists input and a matrix times its own inverse
    print(clean(np.linalg.solve([[2, 1], [1, 3]], [3, 5])))
    print(clean(np.linalg.inv([[1, 2], [3, 4]])), np.linalg.det([[1, 2], [3, 4]]).round(6))


@program
def linalg_results_of_operations(np):
    # linalg on what other operations produced: reshaped, transposed, strided, broadcast, casts
    a = np.arange(1, 28, dtype=np.float64).reshape(3, 3, 3)
    M = a[:, 1, :] + np.eye(3) * 30
    print(M.flags.c_contiguous, round(float(np.linalg.det(M)), 4), clean(np.linalg.inv(M)[0] * 1000))
    Mt = M.T
    print(round(float(np.linalg.det(Mt)), 4), clean(np.linalg.solve(Mt, np.ones(3)) * 100))
    bc = np.broadcast_to(np.eye(2) * 3, (4, 2, 2))
    print(clean(np.linalg.det(bc)), np.linalg.inv(bc).shape, bc.flags.writeable)
    print(clean(np.linalg.eigvalsh(bc[0])))
    st = a[::2, ::-2, ::2] + np.eye(2)[None] * 50
    print(st.shape, clean(np.linalg.det(st)), clean(np.linalg.norm(st, axis=(1, 2))))
    ints = (a[0] > 5).astype(int) + np.eye(3, dtype=int)
    print(ints.tolist(), round(float(np.linalg.det(ints)), 6), np.linalg.matrix_rank(ints))
    r = np.linalg.svd(a[1:, :, 0], compute_uv=False)
    print(clean(r.round(4)))
    sl = np.linalg.inv(a[0] @ a[0].T + np.eye(3))
    print(clean(sl @ (a[0] @ a[0].T + np.eye(3))))


@program
def linalg_bad_inputs(np):
    # what users pass by mistake: lists of ragged rows, strings, None, scalars
    attempt(np.linalg.inv, [[1, 2], [3]])
    attempt(np.linalg.det, 5.0)
    attempt(np.linalg.inv, np.array(3.0))
    attempt(np.linalg.solve, [[1, 2], [3, 4]], None)
    attempt(np.linalg.det, np.array([["a", "b"], ["c", "d"]]))
    attempt(np.linalg.norm, "abc")
    attempt_rounded(np.linalg.svd, np.ones((2, 2)), full_matrices=False, compute_uv=False,
                    hermitian=True)
    attempt(lambda: clean(np.linalg.eigh(np.ones((2, 2)), "L").eigenvalues))
    attempt(np.linalg.norm, np.ones((2, 2)), ord="fro", axis=None, keepdims=True)
    attempt(np.linalg.norm, np.ones(3), axis=(0, 0))
    attempt(np.linalg.matrix_power, [[1, 2], [3, 4]], "2")
    attempt(np.linalg.solve, np.eye(2), np.ones((2, 3, 4)))
    attempt(np.linalg.solve, np.ones((2, 3, 3)), np.ones((4, 3, 1)))
    attempt(np.linalg.multi_dot, np.ones((2, 2)))
    attempt(np.dot, np.ones((2, 2)), None)
    attempt(np.einsum, "ij,jk", np.ones((2, 2)))


@program
def linalg_complex_results_rounded(np):
    # complex answers printed the way users print them: np.round and the scalar's .round
    C = np.array([[2, 1j], [-1j, 3]], dtype=np.complex64)
    d = np.linalg.det(C)
    print(type(d).__name__, d.round(4), np.round(d, 4), repr(np.round(d + 0, 3)))
    w = np.linalg.eigvals(np.array([[0., -2.], [2., 0.]]))
    w = w[np.argsort(w.imag)]
    print(np.round(w + 0, 6), repr(np.round(w[0] + 0, 6)), repr((w[1] + 0).round(6)))
    v = np.vdot(np.array([1 + 1j, 2]), np.array([1j, 1 - 1j]))
    print(repr(v.round(6)), repr(np.round(v, 6)), repr(np.around(v, 1)))
    s = np.linalg.slogdet(C)
    print(repr(s.sign.round(6)), repr(np.round(s.logabsdet, 5)))
    z = np.array(2.25 - 1.35j)
    print(repr(np.round(z, 1)), repr(z.round(1)), repr(np.round(z)), type(np.round(z)).__name__)
    out = np.empty((), dtype=complex)
    print(repr(np.round(z, 1, out=out)), out)


@program
def linalg_products_out_order_and_axes(np):
    a, b = np.arange(3.), np.array([1., 2., 3.])
    out = np.empty(())
    r = np.dot(a, b, out=out)
    print(repr(r), type(r).__name__, out)
    print(repr(np.dot(2.0, 4.0, out=np.empty(()))), repr(np.linalg.multi_dot([a, b], out=np.empty(()))))
    print(repr(np.dot(a, 2.0, out=np.empty(3))))
    A = np.arange(6.).reshape(2, 3)
    B = np.arange(12.).reshape(3, 4)
    for order in ("C", "F", "A", "K", "f", None):
        r = np.matmul(A, B, order=order)
        print(order, r.flags.c_contiguous, r.flags.f_contiguous, r.strides)
    S = np.ones((5, 2, 3))
    print(np.matmul(S, B, order="F").strides, np.matmul(np.asfortranarray(A), np.asfortranarray(B), order="A").strides)
    attempt(np.matmul, A, B, order="Z")
    attempt(np.matmul, A, B, order=0)
    attempt(np.matmul, A, A, order="X")
    # einsum of 0-d operands: NumPy's scalars
    x = np.array(4.5)
    print(repr(np.einsum("->", x)), repr(np.einsum("", x)), repr(np.einsum(",->", x, x)),
          repr(np.einsum(x, [], [])))
    # tensordot with a repeated axis
    T = np.ones((3, 3))
    attempt(np.tensordot, T, T, axes=((0, 0), (0, 1)))
    attempt(np.tensordot, T, T, axes=((1, -1), (0, 1)))
    attempt(np.tensordot, np.ones((2, 3)), np.ones((3, 2)), axes=((1, 1), (0, 0)))
    print(np.tensordot(T, T, axes=((0, 1), (1, 0))))


@program
def linalg_multi_dot_bad_chains(np):
    # which product reports the mismatch depends on the evaluation order NumPy picks
    A, B = np.ones((2, 3)), np.ones((3, 2))
    attempt(np.linalg.multi_dot, [A, B, np.ones((3, 2))])
    attempt(np.linalg.multi_dot, [A, np.ones((4, 2)), np.ones((2, 2))])
    attempt(np.linalg.multi_dot, [A, np.ones((3, 5)), np.ones((4, 2)), np.ones((2, 2))])
    attempt(np.linalg.multi_dot, [A, np.ones((4, 5)), np.ones((5, 2)), np.ones((2, 2))])
    attempt(np.linalg.multi_dot, [np.ones((10, 3)), np.ones((3, 5)), np.ones((5, 2)), np.ones((3, 2))])
    attempt(np.linalg.multi_dot, [np.ones(3), B, np.ones(3)])
    r = np.linalg.multi_dot([np.ones((10, 3)), np.ones((3, 50)), np.ones((50, 2)), np.ones((2, 7)),
                             np.ones((7, 1))])
    print(r.shape, r[:2, 0])


@program
def linalg_pinv_rcond_per_matrix(np):
    st = np.stack([np.diag([1., 0.1]), np.diag([1., 0.01])])
    print(clean(np.linalg.pinv(st, rcond=np.array([0.05, 0.05]))))
    print(clean(np.linalg.pinv(st, rcond=np.array([0.5, 0.001]))))
    attempt(lambda: clean(np.linalg.pinv(st, rtol=np.array([[0.5, 0.001]]))))
    attempt(np.linalg.pinv, np.diag([1., 0.1]), rcond=np.array([0.5]))
    attempt(np.linalg.pinv, st, rcond=np.array([0.5, 0.5, 0.5]))
    print(clean(np.linalg.pinv(np.diag([1., 0.1]), rcond=np.array(0.5))))
    print(np.linalg.matrix_rank(st, tol=np.array([0.05, 0.05])),
          np.linalg.matrix_rank(st, rtol=np.array([0.5, 0.001])))


@program
def linalg_einsum_sublist_form(np):
    # einsum's interleaved (operand, sublist) form, as code generators write it
    A = np.arange(6.).reshape(2, 3)
    B = np.arange(12.).reshape(3, 4)
    print(clean(np.einsum(A, [0, 1], B, [1, 2], [0, 2])))
    print(clean(np.einsum(A, [0, 1], B, [1, 2], [0, 2], optimize=True)))
    print(clean(np.einsum(A, [Ellipsis, 1], [1, Ellipsis])), repr(np.einsum(A, [0, 1], [])))
    print(np.einsum(np.ones(3), [51], np.ones(3), [51], [51]).tolist())
    for opt in (False, True):
        attempt(np.einsum, A, [0, 1], B, [1, 2], [0, 3], optimize=opt)
        attempt(np.einsum, A, [0, 1], [1, 1], optimize=opt)
        attempt(np.einsum, A, [0, 1.5], optimize=opt)
        attempt(np.einsum, 5, A, optimize=opt)
        attempt(np.einsum, A, [0], optimize=opt)
    attempt(np.einsum, A, [0, 60])
    attempt(np.einsum, A, [0, -1])
    attempt(np.einsum, np.ones(3), [0], [52])


@program
def linalg_trace_argument_checks(np):
    A = np.arange(9.).reshape(3, 3)
    print(np.trace(A, np.int8(1)), A.trace(offset=np.array(-1)), np.linalg.trace(A, offset=True))
    for kw in ({"offset": 1.5}, {"offset": np.float64(1.0)}, {"offset": 2 ** 40},
               {"offset": 2 ** 70}, {"offset": -2 ** 40}, {"axis1": 1.0}, {"axis2": 2 ** 40},
               {"offset": None}, {"offset": "1"}):
        attempt(np.trace, A, **kw)
        attempt(lambda: A.trace(**kw))
    attempt(np.linalg.trace, A, offset=1.5)
    attempt(np.linalg.trace, A, offset=2 ** 63)
    attempt(np.linalg.trace, np.ones(3), offset=1.5)
    attempt(np.diagonal, A, 1.5)


@program
def linalg_broadcast_products_layout(np):
    # outer products and Gram-like tables built by broadcasting and by einsum: users check
    # the layout before handing the result to code that wants C order
    x = np.arange(1., 5.)
    y = np.array([10., 20., 30.])
    for name, r in (("col*row", x[:, None] * y[None, :]), ("row*col", y[None, :] * x[:, None]),
                    ("row+mat", np.ones((1, 3)) + np.ones((4, 3))),
                    ("matT+row", np.ones((3, 4)).T + y),
                    ("row*colT", y.reshape(1, 3) * x.reshape(4, 1)),
                    ("T*T", np.ones((3, 4)).T * np.ones((3, 4)).T),
                    ("T*C", np.ones((3, 4)).T * np.ones((4, 3))),
                    ("stack", np.ones((2, 1, 3)) * np.ones((1, 4, 1)))):
        print(name, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous)
    A = np.arange(6.).reshape(2, 3)
    B = np.arange(12.).reshape(3, 4)
    for sub, ops in (("ij,jk->ik", (A, B)), ("ij,jk->ki", (A, B)), ("ij,kj->ik", (A, B.T)),
                     ("bij,bjk->bik", (np.stack([A, A]), np.stack([B, B]))),
                     ("i,j->ij", (x, y)), ("i,j->ji", (x, y)), ("ij,ij->ji", (A, A))):
        r = np.einsum(sub, *ops, optimize=True)
        print(sub, r.shape, r.strides, r.flags.c_contiguous, clean(r.ravel()[:4]))
    print(np.ascontiguousarray(np.einsum("ij,jk->ik", A, B, optimize=True)).flags.c_contiguous)
    # rank-1 pieces: a contracted axis of length 1 (a column times a row)
    c, r = x[:, None], y[None, :]
    for sub, ops in (("ij,jk->ik", (c, r)), ("ij,jk->ki", (c, r)), ("ij,jk", (c, r)),
                     ("i,i", (x[:1], y[:1])), ("ij,j->", (c, np.ones(1))),
                     ("bij,bjk->bik", (np.ones((2, 3, 1)), np.ones((2, 1, 4))))):
        for opt in (False, True):
            v = np.einsum(sub, *ops, optimize=opt)
            print(sub, opt, type(v).__name__, np.shape(v), np.asarray(v).strides,
                  clean(np.asarray(v).ravel()[:4]))
