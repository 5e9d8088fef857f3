"""Numerical-methods programs as scientists write them: linear systems and decompositions with
numpy.linalg (stacks, 1-D right-hand sides, result namedtuples, LinAlgError messages), products
(dot, vdot, inner, outer, tensordot, einsum, kron, cross, matmul), numpy.fft, polynomials (np.poly*,
poly1d and numpy.polynomial with its printing), interpolation, convolution, quadrature and finite
differences, and numpy.random's Generator in small simulations.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded; decompositions whose signs are not unique are checked by relations.
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


def clean(x):
    """Round and take away the sign of zeros."""
    return (x.round(6) + 0).tolist()


# ---- linear systems ------------------------------------------------------------------------------

@program
def newton_system_jacobian(np):
    # Newton's method on x^2 + y^2 = 4, x*y = 1 with a 1-D right-hand side each step
    def F(v):
        x, y = v
        return np.array([x * x + y * y - 4.0, x * y - 1.0])

    def J(v):
        x, y = v
        return np.array([[2 * x, 2 * y], [y, x]])
    v = np.array([2.0, 0.5])
    for it in range(8):
        step = np.linalg.solve(J(v), -F(v))
        v = v + step
        if np.linalg.norm(step) < 1e-12:
            break
    print(it, clean(v), clean(F(v)), step.shape, step.dtype)
    attempt(np.linalg.solve, J(np.array([1.0, 1.0])), -F(np.array([1.0, 1.0])))
    try:
        np.linalg.solve(J(np.array([1.0, 1.0])), np.ones(2))
    except np.linalg.LinAlgError as e:
        print(type(e).__name__, isinstance(e, ValueError), e.args)


@program
def solve_rhs_shapes(np):
    A = np.array([[4., 1., 0.], [1., 3., 1.], [0., 1., 2.]])
    b = np.array([1., 2., 3.])
    print(clean(np.linalg.solve(A, b)))
    print(np.linalg.solve(A, b[:, None]).shape, np.linalg.solve(A, np.eye(3)).shape)
    As = np.stack([A, 2 * A, A + np.eye(3)])
    print(np.linalg.solve(As, b).shape, clean(np.linalg.solve(As, b)[2]))
    x = np.linalg.solve(As, np.stack([b, b, b])[..., None])
    print(x.shape, clean(x[1, :, 0]))
    print(np.linalg.solve(As, np.ones((3, 3, 2))).shape)
    print(np.linalg.solve(As[None], np.ones((2, 1, 3, 1))).shape)
    attempt(np.linalg.solve, As, np.ones((2, 3)))
    attempt(np.linalg.solve, A, np.ones(4))
    attempt(np.linalg.solve, A, np.ones((4, 1)))
    attempt(np.linalg.solve, np.ones(3), b)
    attempt(np.linalg.solve, np.ones((3, 2)), b)
    x32 = np.linalg.solve(A.astype(np.float32), b)
    print(x32.dtype, np.linalg.solve(A, b.astype(np.complex64)).dtype)
    print(np.linalg.solve(A.astype(int), b.astype(int)).dtype)
    attempt(np.linalg.solve, A.astype(np.float16), b)


@program
def tridiagonal_poisson(np):
    n = 6
    h = 1.0 / (n + 1)
    main = 2.0 * np.ones(n)
    off = -1.0 * np.ones(n - 1)
    A = (np.diag(main) + np.diag(off, 1) + np.diag(off, -1)) / h ** 2
    xs = np.linspace(h, 1 - h, n)
    f = np.pi ** 2 * np.sin(np.pi * xs)
    u = np.linalg.solve(A, f)
    print(clean(u), round(float(np.max(np.abs(u - np.sin(np.pi * xs)))), 4))
    w = np.linalg.eigvalsh(A)
    print(clean(w[:2] * h ** 2), bool(np.all(w > 0)))
    print(round(float(np.linalg.cond(A)), 4), np.linalg.matrix_rank(A))
    L = np.linalg.cholesky(A)
    y = np.linalg.solve(L, f)
    u2 = np.linalg.solve(L.T, y)
    print(np.allclose(u, u2), clean(np.diag(L)[:3]))
    sign, logdet = np.linalg.slogdet(A)
    print(float(sign), round(float(logdet), 6), round(float(np.log(np.linalg.det(A))), 6))


@program
def jacobi_and_gauss_seidel(np):
    A = np.array([[10., -1., 2., 0.], [-1., 11., -1., 3.], [2., -1., 10., -1.], [0., 3., -1., 8.]])
    b = np.array([6., 25., -11., 15.])
    D = np.diag(A)
    R = A - np.diagflat(D)
    x = np.zeros_like(b)
    for k in range(25):
        x_new = (b - R @ x) / D
        if np.allclose(x, x_new, atol=1e-10, rtol=0):
            break
        x = x_new
    print(k, clean(x))
    x = np.zeros(4)
    for k in range(25):
        for i in range(4):
            x[i] = (b[i] - A[i, :i] @ x[:i] - A[i, i + 1:] @ x[i + 1:]) / A[i, i]
    print(clean(x), clean(np.linalg.solve(A, b)))
    print(type(A[0, :0] @ x[:0]).__name__, float(A[0, :0] @ x[:0]))
    rho = np.max(np.abs(np.linalg.eigvals(-R / D[:, None])))
    print(round(float(rho), 6))


@program
def conjugate_gradient_spd(np):
    rng = np.random.default_rng(11)
    M = rng.standard_normal((5, 5))
    A = M @ M.T + 5 * np.eye(5)
    b = rng.standard_normal(5)
    x = np.zeros(5)
    r = b - A @ x
    p = r.copy()
    rs = r @ r
    for i in range(50):
        Ap = A @ p
        alpha = rs / (p @ Ap)
        x += alpha * p
        r -= alpha * Ap
        rs_new = r @ r
        if np.sqrt(rs_new) < 1e-12:
            break
        p = r + (rs_new / rs) * p
        rs = rs_new
    print(i, type(rs).__name__, np.allclose(x, np.linalg.solve(A, b)))
    print(clean(np.linalg.eigvalsh(A, UPLO="L")), clean(np.linalg.eigvalsh(A, UPLO="U")))
    print(round(float(np.linalg.cond(A, 2)), 4), round(float(np.linalg.cond(A, "fro")), 4))


@program
def lstsq_rcond_and_fits(np):
    x = np.array([0., 1., 2., 3., 4.])
    y = np.array([1.1, 2.9, 5.2, 7.1, 8.8])
    A = np.column_stack([x, np.ones_like(x)])
    res = np.linalg.lstsq(A, y, rcond=None)
    print(type(res).__name__, len(res), clean(res[0]), clean(res[1]), res[2], clean(res[3]))
    for rc in (None, -1, 1e-3, 0.5):
        s, r, k, sv = np.linalg.lstsq(np.column_stack([x, x + 1e-4 * x ** 2, np.ones(5)]), y,
                                      rcond=rc)
        print(rc, k, r.shape, r.dtype)
    s, r, k, sv = np.linalg.lstsq(A[:1], y[:1])
    print(clean(s), r.shape, k)
    s, r, k, sv = np.linalg.lstsq(A.astype(np.float32), y.astype(np.float32))
    print(s.dtype, r.dtype, sv.dtype, type(k).__name__)
    s, r, k, sv = np.linalg.lstsq(A, np.column_stack([y, 2 * y, y - 1]))
    print(s.shape, clean(r), k)
    s, r, k, sv = np.linalg.lstsq(A + 0j, y)
    print(s.dtype, r.dtype, sv.dtype)
    attempt(np.linalg.lstsq, np.stack([A, A]), y)
    attempt(np.linalg.lstsq, A, np.ones((5, 2, 1)))
    s, r, k, sv = np.linalg.lstsq(np.zeros((3, 0)), np.ones(3))
    print(s.shape, clean(r), k, sv.shape)


@program
def inverse_and_pinv_stacks(np):
    A = np.array([[[2., 1.], [1., 3.]], [[0., 1.], [1., 0.]], [[5., 2.], [1., 1.]]])
    Ai = np.linalg.inv(A)
    print(Ai.shape, clean(Ai[2]), np.allclose(A @ Ai, np.eye(2)))
    P = np.linalg.pinv(A)
    print(np.allclose(P, Ai))
    S = np.array([[1., 2., 3.], [2., 4., 6.]])
    Ps = np.linalg.pinv(S)
    print(Ps.shape, clean(Ps))
    print(clean(np.linalg.pinv(S, rcond=0.9)), clean(np.linalg.pinv(S, rtol=1e-3)))
    H = np.array([[2., 1.], [1., 2.]])
    print(clean(np.linalg.pinv(H, hermitian=True)))
    print(np.linalg.pinv(np.zeros((0, 3))).shape, np.linalg.inv(np.zeros((4, 0, 0))).shape)
    print(np.linalg.pinv(np.array([[1 + 1j, 0], [0, 2]])).dtype)
    attempt(np.linalg.inv, np.stack([np.eye(2), np.ones((2, 2))]))
    attempt(np.linalg.inv, np.array([1., 2.]))
    attempt(np.linalg.pinv, np.array(3.))
    print(np.linalg.inv(np.array([[2, 0], [0, 4]])).tolist())
    print(np.linalg.inv(np.array([[True, False], [False, True]])).dtype)


@program
def determinants_of_stacks(np):
    rng = np.random.default_rng(3)
    M = rng.integers(-3, 4, size=(4, 3, 3)).astype(float)
    d = np.linalg.det(M)
    print(d.shape, clean(d))
    r = np.linalg.slogdet(M)
    # (a singular matrix: LU in another order may leave a pivot of 1e-16 instead of 0)
    ok = np.abs(d) > 1e-9
    print(type(r).__name__, r._fields, clean(np.where(ok, r.sign, 0)), clean(np.where(ok, r.logabsdet, 0)))
    print(np.allclose(r.sign * np.exp(r.logabsdet), d))
    C = M[:2] + 1j * M[2:]
    rc = np.linalg.slogdet(C)
    print(rc.sign.dtype, rc.logabsdet.dtype, np.allclose(np.abs(rc.sign), 1))
    print(np.allclose(rc.sign * np.exp(rc.logabsdet), np.linalg.det(C)))
    big = np.eye(200) * 10
    print(round(float(np.linalg.det(big)) / 1e200, 6), round(float(np.linalg.slogdet(big).logabsdet), 4))
    print(np.linalg.det(np.zeros((0, 0))), np.linalg.det(np.zeros((2, 0, 0))).tolist())
    print(np.linalg.slogdet(np.zeros((3, 3))))
    attempt(np.linalg.slogdet, np.ones((2, 3)))
    attempt(np.linalg.det, np.ones((3, 2, 2, 3)))
    print(np.linalg.det(np.eye(2, dtype=np.complex64)).dtype, type(np.linalg.det(np.eye(2))).__name__)


# ---- eigenproblems and decompositions ----------------------------------------------------------

@program
def power_iteration_vs_eigh(np):
    A = np.array([[4., 1., 2.], [1., 3., 0.], [2., 0., 5.]])
    v = np.ones(3)
    for _ in range(200):
        w = A @ v
        v = w / np.linalg.norm(w)
    lam = v @ A @ v
    ev = np.linalg.eigh(A)
    print(round(float(lam), 6), clean(ev.eigenvalues), ev.eigenvalues.dtype)
    top = ev.eigenvectors[:, -1]
    print(np.allclose(np.abs(top), np.abs(v)), round(float(abs(top @ v)), 6))
    print(np.allclose(ev.eigenvectors.T @ ev.eigenvectors, np.eye(3)))
    T = np.triu(A) + np.triu(A, 1).T * 0  # only the upper triangle filled
    print(clean(np.linalg.eigvalsh(T, UPLO="U")), clean(np.linalg.eigvalsh(T, UPLO="L")))
    wL, vL = np.linalg.eigh(np.tril(A), UPLO="L")
    print(clean(wL), np.allclose(A @ vL, vL * wL))
    attempt(np.linalg.eigvalsh, A, UPLO="u")
    attempt(np.linalg.eigh, A, "X")


@program
def eig_nonsymmetric(np):
    A = np.array([[0., 1.], [-2., -3.]])
    res = np.linalg.eig(A)
    print(type(res).__name__, res._fields, res.eigenvalues.dtype)
    # (real parts: NumPy 2.5's eig gives complex eigenvalues for real input, 2.4's real ones)
    print(sorted(clean(res.eigenvalues.real)), np.allclose(A @ res.eigenvectors,
                                                         res.eigenvectors * res.eigenvalues))
    R = np.array([[np.cos(0.3), -np.sin(0.3)], [np.sin(0.3), np.cos(0.3)]])
    w = np.linalg.eigvals(R)
    print(w.dtype, sorted(np.round(w.imag, 6).tolist()), clean(np.abs(w)))
    w3 = np.linalg.eigvals(np.diag([1., 2., 3.]).astype(np.float32))
    print(w3.dtype, clean(np.sort(w3)))
    wc = np.linalg.eigvals(np.array([[1j, 0], [0, 2]]))
    print(wc.dtype)
    stack = np.array([[[2., 0.], [0., 3.]], [[0., -1.], [1., 0.]]])
    ws = np.linalg.eigvals(stack)
    print(ws.shape, ws.dtype)
    print(np.linalg.eigvals(np.eye(3, dtype=int)).dtype)
    attempt(np.linalg.eigvals, np.array([[1., np.nan], [0., 1.]]))
    attempt(np.linalg.eig, np.array([[1., np.inf], [0., 1.]]))
    attempt(np.linalg.eigvals, np.ones(3))
    print(np.linalg.eig(np.zeros((0, 0))).eigenvalues.shape)


@program
def svd_low_rank_approximation(np):
    x = np.linspace(0, 1, 8)
    M = np.outer(np.sin(np.pi * x), np.cos(np.pi * x)) + 0.5 * np.outer(x, x ** 2)
    U, S, Vh = np.linalg.svd(M)
    print(U.shape, S.shape, Vh.shape, clean(S[:3]))
    k = 2
    Mk = (U[:, :k] * S[:k]) @ Vh[:k]
    print(np.allclose(Mk, M), bool(np.linalg.norm(M - Mk) < 1e-10))
    print(np.linalg.matrix_rank(M), np.linalg.matrix_rank(M, tol=1e-1))
    s_only = np.linalg.svd(M, compute_uv=False)
    print(np.allclose(s_only, S), type(s_only).__name__)
    r = np.linalg.svd(M[:, :3], full_matrices=False)
    print(r.U.shape, r.S.shape, r.Vh.shape)
    H = M @ M.T - 0.1 * np.eye(8)
    sh = np.linalg.svd(H, hermitian=True, compute_uv=False)
    print(clean(sh[-2:]), bool(np.all(np.diff(sh) <= 1e-12)))
    Uh, Sh, Vhh = np.linalg.svd(H, hermitian=True)
    print(np.allclose((Uh * Sh) @ Vhh, H))
    Mc = M + 1j * M[::-1]
    Uc, Sc, Vc = np.linalg.svd(Mc)
    print(Uc.dtype, Sc.dtype, np.allclose((Uc[:, :8] * Sc) @ Vc, Mc))
    print(np.linalg.svd(np.zeros((0, 3)), compute_uv=False).shape)


@program
def qr_least_squares_complex(np):
    A = np.array([[1., 2.], [3., 4.], [5., 6.], [7., 9.]])
    Q, R = np.linalg.qr(A, mode="reduced")
    print(Q.shape, R.shape, np.allclose(Q @ R, A), np.allclose(np.triu(R), R))
    Qc, Rc = np.linalg.qr(A + 1j * A[::-1])
    print(Qc.dtype, Rc.dtype, np.allclose(Qc.conj().T @ Qc, np.eye(2)))
    Rr = np.linalg.qr(A.T, mode="r")
    print(Rr.shape)
    Qw, Rw = np.linalg.qr(A.T)
    print(Qw.shape, Rw.shape)
    h, tau = np.linalg.qr(A, mode="raw")
    print(h.shape, tau.shape, h.dtype)
    Qs, Rs = np.linalg.qr(np.stack([A, 2 * A, A[::-1]]), mode="complete")
    print(Qs.shape, Rs.shape)
    print(np.linalg.qr(A.astype(np.float32)).Q.dtype, np.linalg.qr(A.astype(int)).R.dtype)
    attempt(np.linalg.qr, np.ones(3))
    attempt(np.linalg.qr, np.ones((2, 3, 2)), mode="raw")
    attempt(np.linalg.qr, A, mode="economic")
    attempt(np.linalg.qr, A, mode="full")


@program
def cholesky_sampling(np):
    cov = np.array([[2.0, 0.6, 0.2], [0.6, 1.0, 0.3], [0.2, 0.3, 0.5]])
    L = np.linalg.cholesky(cov)
    U = np.linalg.cholesky(cov, upper=True)
    print(clean(L), np.allclose(U, L.T), np.allclose(L @ L.T, cov))
    rng = np.random.default_rng(8)
    z = rng.standard_normal((3, 4))
    print(clean(L @ z))
    Hc = np.array([[2., 1j], [-1j, 2.]])
    Lc = np.linalg.cholesky(Hc)
    print(Lc.dtype, np.allclose(Lc @ Lc.conj().T, Hc))
    Uc = np.linalg.cholesky(Hc, upper=True)
    print(np.allclose(Uc.conj().T @ Uc, Hc))
    attempt(np.linalg.cholesky, np.array([[1., 2.], [2., 1.]]))
    attempt(np.linalg.cholesky, np.stack([cov, -cov]))
    attempt(np.linalg.cholesky, np.ones((2, 3)))
    print(np.linalg.cholesky(np.eye(2, dtype=np.float32)).dtype, np.linalg.cholesky(np.eye(2, dtype=int)).dtype)
    print(np.linalg.cholesky(np.zeros((0, 0))).shape)


# ---- norms, rank, conditioning ---------------------------------------------------------------------

@program
def norms_of_residual_stacks(np):
    R = np.arange(-12., 12.).reshape(2, 3, 4)
    for o in (None, 1, 2, np.inf, -np.inf, 0, -1, 3):
        print(o, clean(np.linalg.norm(R, ord=o, axis=-1)))
    for o in ("fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf):
        n = np.linalg.norm(R, ord=o, axis=(1, 2))
        print(o, clean(n), n.shape)
    print(np.linalg.norm(R, axis=(-1, -2), keepdims=True).shape,
          np.linalg.norm(R, ord=2, axis=(2, 0), keepdims=True).shape)
    print(np.linalg.norm(R, axis=0, keepdims=True).shape, clean(np.linalg.norm(R[0], axis=(1, 0))))
    attempt(np.linalg.norm, R, axis=(0, 0))
    attempt(np.linalg.norm, R, axis=(0, 1, 2))
    attempt(np.linalg.norm, R, axis=3)
    attempt(np.linalg.norm, R[0], ord="bogus")
    attempt(np.linalg.norm, R[0], ord=0)
    attempt(np.linalg.norm, R[0, 0], ord="nuc")
    print(np.linalg.norm(np.array([1, 2], dtype=np.int8)).dtype, np.linalg.norm(np.ones(3, np.float16)).dtype)
    print(np.linalg.norm(np.zeros(0)), np.linalg.norm(np.zeros((0, 3)), axis=0).tolist())
    attempt(np.linalg.norm, np.zeros(0), ord=np.inf)
    print(np.linalg.norm(np.array([1e150, 1e150])), np.linalg.norm(np.array([3j, 4])))
    print(type(np.linalg.norm([3, 4])).__name__, np.linalg.norm([[1, 2], [3, 4]], ord=1))


@program
def vector_and_matrix_norm_api(np):
    a = np.arange(1., 13.).reshape(3, 4)
    print(clean(np.linalg.vector_norm(a)), clean(np.linalg.vector_norm(a, axis=1, ord=1)))
    print(clean(np.linalg.vector_norm(a, ord=np.inf, axis=0, keepdims=True)))
    print(clean(np.linalg.vector_norm(a, ord=0)), clean(np.linalg.vector_norm(a, ord=-np.inf)))
    print(clean(np.linalg.matrix_norm(a)), clean(np.linalg.matrix_norm(a, ord="nuc")))
    print(clean(np.linalg.matrix_norm(np.stack([a, -a]), ord=np.inf)))
    print(np.linalg.matrix_norm(a, keepdims=True).shape)
    attempt(np.linalg.matrix_norm, np.ones(3))
    print(clean(np.linalg.vector_norm(np.array([3, 4], dtype=np.int32))))
    print(np.linalg.svdvals(a).shape, clean(np.linalg.svdvals(np.diag([2., -5., 1.]))))
    print(clean(np.linalg.matrix_rank(np.stack([a, np.zeros((3, 4))]))))


@program
def conditioning_and_rank(np):
    def hilbert(n):
        i = np.arange(n)
        return 1.0 / (i[:, None] + i[None, :] + 1)
    for n in (2, 4, 6, 8):
        H = hilbert(n)
        c = np.linalg.cond(H)
        print(n, f"{c:.3e}", np.linalg.matrix_rank(H), np.linalg.matrix_rank(H, rtol=1e-6))
    H = hilbert(5)
    for p in (None, 1, -1, 2, -2, np.inf, -np.inf, "fro", "nuc"):
        print(p, f"{np.linalg.cond(H, p):.4e}")
    print(np.linalg.matrix_rank(H, hermitian=True), np.linalg.matrix_rank(H, tol=np.array(1e-3)))
    S = np.array([[1., 2.], [2., 4.]])
    with np.errstate(divide="ignore"):
        print(np.linalg.cond(S, 2) > 1e15)
    print(np.linalg.cond(S, 1))
    print(np.linalg.matrix_rank(np.array([[1, 2], [2, 4]])), type(np.linalg.matrix_rank(S)).__name__)
    attempt(np.linalg.cond, np.ones(3))
    attempt(np.linalg.cond, S, "bad")


@program
def matrix_power_markov_chain(np):
    P = np.array([[0.9, 0.1, 0.0], [0.2, 0.7, 0.1], [0.0, 0.3, 0.7]])
    for k in (1, 2, 10, 100):
        Pk = np.linalg.matrix_power(P, k)
        print(k, clean(Pk[0]))
    w, v = np.linalg.eig(P.T)
    i = int(np.argmin(np.abs(w - 1)))
    pi = np.real(v[:, i] / v[:, i].sum())
    print(clean(pi), np.allclose(pi @ P, pi))
    F = np.array([[1, 1], [1, 0]], dtype=np.int64)
    print(np.linalg.matrix_power(F, 50)[0, 1], np.linalg.matrix_power(F, 50).dtype)
    print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]], dtype=np.uint8), 5).tolist())
    print(clean(np.linalg.matrix_power(np.array([[2., 0.], [0., 4.]]), -3)))
    print(np.linalg.matrix_power(np.stack([P, np.eye(3)]), 0).shape)
    attempt(np.linalg.matrix_power, P, np.int64(2))
    attempt(np.linalg.matrix_power, P, "2")
    attempt(np.linalg.matrix_power, np.ones(3), 2)
    attempt(np.linalg.matrix_power, np.array([[0, 1], [1, 0]]), -1)


@program
def tensorsolve_and_tensorinv(np):
    A = np.eye(12).reshape(2, 6, 3, 4) * 2
    B = np.arange(12.).reshape(2, 6)
    X = np.linalg.tensorsolve(A, B)
    print(X.shape, clean(X.ravel()[:5]))
    print(np.allclose(np.tensordot(A, X, axes=X.ndim), B))
    At = np.eye(6).reshape(2, 3, 2, 3).transpose(2, 3, 0, 1) * 3
    xa = np.linalg.tensorsolve(At, np.arange(6.).reshape(2, 3), axes=(0, 1))
    print(xa.shape, clean(xa.ravel()))
    Ai = np.linalg.tensorinv(A, ind=2)
    print(Ai.shape, np.allclose(np.tensordot(Ai, B, axes=2), X))
    print(np.linalg.tensorinv(np.eye(6).reshape(6, 2, 3), ind=1).shape)
    attempt(np.linalg.tensorinv, np.ones((2, 3, 4)), ind=1)
    attempt(np.linalg.tensorsolve, np.ones((2, 2, 3)), np.ones((2, 2)))
    attempt(np.linalg.tensorsolve, np.zeros((2, 2)), np.ones(2))


@program
def multi_dot_chain_order(np):
    A = np.arange(20.).reshape(10, 2)
    B = np.arange(30.).reshape(2, 15) / 10
    C = np.ones((15, 3))
    D = np.arange(3.)
    r = np.linalg.multi_dot([A, B, C, D])
    print(r.shape, clean(r[:4]), np.allclose(r, A @ B @ C @ D))
    print(clean(np.linalg.multi_dot([np.arange(10.), A, B])[:3]))
    print(round(float(np.linalg.multi_dot([np.ones(10), A, np.ones(2)])), 6))
    out = np.empty((10, 3))
    res = np.linalg.multi_dot([A, B, C], out=out)
    print(res is out, clean(out[0]))
    attempt(np.linalg.multi_dot, [A, C])
    attempt(np.linalg.multi_dot, [A, np.ones((2, 2, 2))])
    print(np.linalg.multi_dot([A.astype(np.float32), B.astype(np.float32)]).dtype,
          np.linalg.multi_dot([np.eye(2, dtype=int), np.eye(2, dtype=int)]).dtype)


# ---- products ------------------------------------------------------------------------------------

@program
def dot_vdot_inner_outer(np):
    a = np.array([1 + 2j, 3 - 1j])
    b = np.array([2 - 1j, 1j])
    print(np.dot(a, b), np.vdot(a, b), np.inner(a, b), type(np.vdot(a, b)).__name__)
    M = np.arange(6).reshape(2, 3)
    print(np.vdot(M, M), np.inner(M, M).tolist(), np.dot(M, M.T).tolist())
    print(np.outer(M, [1, 2]).shape, np.outer([1, 2], [3, 4, 5]).tolist())
    print(np.dot(3, 4), np.dot(2.5, M).tolist(), np.inner(2, M).tolist())
    print(np.inner(np.ones((2, 3)), np.ones((4, 3))).shape, np.inner(np.ones((2, 2, 3)), np.ones(3)).shape)
    print(np.dot(np.ones((2, 3, 4)), np.ones((5, 4, 6))).shape)
    attempt(np.dot, M, M)
    attempt(np.inner, M, np.ones(2))
    attempt(np.vdot, np.ones(3), np.ones(4))
    out = np.zeros((2, 2), dtype=np.int64)
    r = np.dot(M, M.T, out=out)
    print(r is out, out.tolist())
    attempt(np.dot, M, M.T, out=np.zeros((2, 2)))
    print(np.dot(np.array([True, False]), np.array([True, True])), np.dot([1, 2], [3.0, 4]))
    print(np.outer(np.arange(3), np.arange(2), out=np.empty((3, 2))).tolist())


@program
def matmul_broadcast_rules(np):
    A = np.arange(24.).reshape(2, 3, 4)
    v = np.arange(4.)
    print((A @ v).shape, (np.arange(3.) @ A).shape, (A @ A.transpose(0, 2, 1)).shape)
    print((np.ones((5, 1, 2, 3)) @ np.ones((4, 3, 2))).shape)
    print(np.arange(3) @ np.arange(3), type(np.arange(3) @ np.arange(3)).__name__)
    print(np.matmul(np.arange(3.), np.arange(3.)).shape)
    try:
        A @ np.ones(3)
    except ValueError as e:
        print("ValueError", e)
    try:
        A @ 2
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
    attempt(np.matmul, np.ones((2, 2, 3)), np.ones((3, 3, 2)))
    attempt(np.matmul, 3.0, np.ones(2))
    attempt(np.matmul, np.ones((2, 3)), np.ones((2, 3)))
    out = np.empty((2, 3, 3))
    r = np.matmul(A, A.transpose(0, 2, 1), out=out)
    print(r is out, clean(out[1, 0]))
    print(np.matmul(np.ones((2, 3), np.float32), np.ones(3, np.int64)).dtype,
          (np.ones((2, 2), bool) @ np.ones((2, 2), bool)).dtype)
    print(clean(np.matmul(np.ones((3, 2)), np.arange(6.).reshape(2, 3), axes=[(-2, -1), (-2, -1), (-2, -1)])))
    M = np.arange(4.).reshape(2, 2)
    M @= M
    print(M.tolist())
    attempt(np.matmul, np.ones((2, 2), dtype=np.int64), np.ones((2, 2)), out=np.empty((2, 2), np.int64))


@program
def einsum_physics(np):
    rng = np.random.default_rng(1)
    R = rng.standard_normal((3, 3))
    v = rng.standard_normal((5, 3))
    print(clean(np.einsum("ij,nj->ni", R, v)[0]), np.allclose(np.einsum("ij,nj->ni", R, v), v @ R.T))
    I = np.einsum("n,ni,nj->ij", np.ones(5), v, v)
    print(np.allclose(I, v.T @ v), clean(np.einsum("ii", R)), clean(np.einsum("ii->i", R)))
    print(clean(np.einsum("ij->", R)), np.einsum("i,i", np.arange(3), np.arange(3)))
    for opt in (False, True, "greedy", "optimal"):
        r = np.einsum("ij,jk,kl->il", R, R, R, optimize=opt)
        print(opt, np.allclose(r, R @ R @ R))
    path, desc = np.einsum_path("ij,jk,kl->il", R, R, R, optimize="greedy")
    print(path)
    print(np.einsum("...ij,...j->...i", np.ones((2, 4, 3, 3)), np.ones(3)).shape)
    print(np.einsum("ijk->kji", np.ones((2, 3, 4))).shape, np.einsum(R, [0, 1], [1, 0]).shape)
    attempt(np.einsum, "i,j->ij", np.arange(2), np.arange(3), dtype=np.float32)
    print(np.einsum("i,j->ij", np.arange(2), np.arange(3), dtype=np.float32, casting="same_kind").dtype)
    attempt(np.einsum, "ij,jk->ik", R, np.ones((2, 2)))
    attempt(np.einsum, "ij->k", R)
    attempt(np.einsum, "ij,j", R)
    attempt(np.einsum, "i,i->i", np.ones(2, np.float64), np.ones(2), out=np.empty(2, np.int64))
    print(np.einsum("i,i->", np.ones(3, np.int8), np.ones(3, np.int8)).dtype)
    print(np.einsum("ab,bc->ac", R, R, order="F").flags.f_contiguous,
          np.einsum("i,j->ij", np.ones(2), np.ones(3), order="A").flags.f_contiguous)
    attempt(np.einsum, "ij,jk", R, R, order="X")
    attempt(np.einsum, "ij,jk", R, R, order="X", optimize=True)


@program
def tensordot_kron_cross(np):
    a = np.arange(60.).reshape(3, 4, 5)
    b = np.arange(24.).reshape(4, 3, 2)
    c = np.tensordot(a, b, axes=([1, 0], [0, 1]))
    print(c.shape, clean(c[0]))
    print(np.tensordot(a, b, axes=[[0], [1]]).shape, np.tensordot(np.ones(3), np.ones(3), axes=1))
    attempt(np.tensordot, a, b, axes=([0], [0]))
    attempt(np.tensordot, a, b, axes=([0, 1], [1]))
    print(np.kron(np.eye(2), np.array([[1, 2], [3, 4]])).tolist())
    print(np.kron(np.array([1, 2]), np.ones((2, 2))).shape, np.kron([1, 10], [1, 2, 3]).tolist())
    print(np.kron(np.ones((2, 1, 3)), np.ones(2)).shape, np.kron(2, np.array([1, 2])).tolist())
    x = np.array([[1., 0., 0.], [0., 1., 0.]])
    y = np.array([[0., 1., 0.], [0., 0., 1.]])
    print(np.cross(x, y).tolist(), np.cross(x, y[0]).tolist())
    print(np.cross(x.T, y.T, axisa=0, axisb=0).tolist(), np.cross(x.T, y.T, axis=0).tolist())
    print(np.cross(x, y, axisc=0).shape)
    print(np.cross(np.array([1, 2, 3]), np.array([4, 5, 6])).tolist())
    attempt(np.cross, np.ones(3), np.ones(4))
    attempt(np.cross, x, y, axisa=2)
    # (2-element vectors: deprecated in NumPy 2.0, an error in 2.5)
    attempt(lambda: np.cross(np.array([1., 2.]), np.array([3., 4., 5.])).tolist())


# ---- fft -----------------------------------------------------------------------------------------

@program
def fft_spectral_derivative(np):
    N = 16
    L = 2 * np.pi
    x = np.arange(N) * L / N
    f = np.sin(3 * x) + np.cos(x)
    k = np.fft.fftfreq(N, d=L / N) * 2 * np.pi
    df = np.fft.ifft(1j * k * np.fft.fft(f)).real
    print(clean(df[:4]), np.allclose(df, 3 * np.cos(3 * x) - np.sin(x)))
    kr = np.fft.rfftfreq(N, d=L / N) * 2 * np.pi
    df2 = np.fft.irfft(1j * kr * np.fft.rfft(f), n=N)
    print(np.allclose(df, df2), kr.shape, clean(kr[:3]))
    F = np.fft.fft(f, norm="forward")
    print(clean(np.abs(F[[1, 3]])), clean(np.abs(np.fft.fftshift(F))[N // 2 - 3:N // 2 + 4]))
    print(clean(np.fft.fftshift(np.fft.fftfreq(8, 0.25))), clean(np.fft.ifftshift(np.fft.fftshift(k)) - k))
    print(np.fft.fft(f, n=N // 2, norm="ortho").shape, np.fft.ifft(f, n=2 * N).shape)
    print(np.fft.fftfreq(5, d=2).dtype, np.fft.rfftfreq(1).tolist(), np.fft.fftfreq(1).tolist())


@program
def fft_convolution_theorem(np):
    a = np.array([1., 2., 3., 0., -1.])
    b = np.array([0.5, 1., -0.5])
    n = a.size + b.size - 1
    c = np.fft.irfft(np.fft.rfft(a, n) * np.fft.rfft(b, n), n)
    print(clean(c), np.allclose(c, np.convolve(a, b)))
    circ = np.fft.ifft(np.fft.fft(a) * np.fft.fft(b, a.size)).real
    print(clean(circ))
    corr = np.fft.irfft(np.fft.rfft(a, n) * np.conj(np.fft.rfft(b, n)), n)
    print(clean(np.roll(corr, b.size - 1)), clean(np.correlate(a, b, "full")))
    for norm in ("backward", "ortho", "forward"):
        X = np.fft.rfft(a, norm=norm)
        print(norm, clean(np.abs(X)), clean(np.fft.irfft(X, n=a.size, norm=norm)))
    print(np.fft.irfft(np.fft.rfft(a)).shape, np.fft.irfft(np.fft.rfft(a), n=5).shape)
    e1 = np.sum(a ** 2)
    e2 = np.sum(np.abs(np.fft.fft(a, norm="ortho")) ** 2)
    print(round(float(e1), 6), round(float(e2), 6))


@program
def fft2_image_lowpass(np):
    y, x = np.mgrid[0:8, 0:8]
    img = np.sin(2 * np.pi * x / 8) + 0.5 * np.cos(2 * np.pi * 3 * y / 8)
    F = np.fft.fft2(img)
    print(F.shape, F.dtype, clean(np.abs(F[0, :3])), clean(np.abs(F[3, 0])))
    Fs = np.fft.fftshift(F)
    ky, kx = np.meshgrid(np.fft.fftshift(np.fft.fftfreq(8)), np.fft.fftshift(np.fft.fftfreq(8)), indexing="ij")
    mask = np.hypot(kx, ky) < 0.2
    low = np.fft.ifft2(np.fft.ifftshift(Fs * mask)).real
    print(int(mask.sum()), clean(low[0, :4]))
    print(np.allclose(np.fft.fftn(img, axes=(1,)), np.fft.fft(img, axis=1)))
    print(np.fft.fftn(img, s=(4, 16)).shape, np.fft.fft2(img, s=(5,), axes=(0,)).shape)
    print(np.fft.ifft2(F, axes=(1, 0)).shape, np.allclose(np.fft.ifft2(F, norm="backward"), img))
    R = np.fft.rfft2(img)
    print(R.shape, np.allclose(np.fft.irfft2(R, s=img.shape), img))
    print(np.fft.rfftn(np.ones((4, 6, 8)), axes=(0, 1)).shape, np.fft.irfftn(np.ones((4, 5)), s=(4, 8)).shape)
    attempt(np.fft.fft2, np.ones(4))
    attempt(np.fft.ifftn, img, s=(2, 2, 2))
    attempt(np.fft.rfftn, img + 1j)


@program
def fft_hermitian_and_edge_inputs(np):
    sig = np.array([1., 2., 3., 2.])
    H = np.fft.ihfft(sig)
    print(H.dtype, H.shape, clean(H.real), clean(H.imag))
    print(clean(np.fft.hfft(H, n=4)), clean(np.fft.hfft(H)))
    print(clean(np.fft.hfft(np.array([1, 2j, 3]), norm="forward")))
    print(np.fft.fft(np.array([True, False, True])).dtype, np.fft.fft([1, 2, 3]).dtype)
    print(np.fft.fft(np.ones((2, 3)), axis=0).shape, np.fft.fft(np.ones(1)).tolist())
    attempt(np.fft.fft, np.array(3.0))
    attempt(np.fft.fft, np.ones(4), n=-2)
    attempt(np.fft.ifft, np.ones(0))
    attempt(np.fft.irfft, np.ones(3), n=0)
    attempt(np.fft.fft, np.ones(4), norm="Ortho")
    attempt(np.fft.fft, np.ones(4), n=2.5)
    out = np.empty(4, dtype=complex)
    r = np.fft.fft(sig, out=out)
    print(r is out, clean(out.real))
    attempt(np.fft.fft, sig, out=np.empty(3, dtype=complex))
    print(np.fft.fft(np.ones(4, np.float16)).dtype, np.fft.rfft(np.ones(4, np.float32)).dtype)


# ---- polynomials ---------------------------------------------------------------------------------

@program
def polyfit_full_and_cov(np):
    x = np.array([0., 1., 2., 3., 4., 5.])
    y = np.array([1.0, 1.8, 3.3, 4.4, 6.1, 7.0])
    p = np.polyfit(x, y, 1)
    print(clean(p), p.dtype)
    p, res, rank, sv, rcond = np.polyfit(x, y, 2, full=True)
    print(clean(p), clean(res), rank, clean(sv), f"{rcond:.6e}")
    p, C = np.polyfit(x, y, 1, cov=True)
    print(clean(p), clean(C), C.shape)
    p, Cu = np.polyfit(x, y, 1, cov="unscaled")
    print(clean(Cu))
    pw = np.polyfit(x, y, 1, w=np.array([1., 1., 1., 1., 1., 10.]))
    print(clean(pw))
    P2 = np.polyfit(x, np.column_stack([y, 2 * y]), 1)
    print(P2.shape, clean(P2[:, 1]))
    print(clean(np.polyval(p, [0.5, 10])), clean(np.polyval(np.poly1d(p), 2.0)))
    attempt(np.polyfit, x, y, -1)
    attempt(np.polyfit, x, y[:4], 1)
    attempt(np.polyfit, np.ones((2, 3)), np.ones(2), 1)
    attempt(np.polyfit, x[:3], y[:3], 1, cov=True)
    attempt(np.polyfit, np.array([]), np.array([]), 1)


@program
def polyfit_rank_warning(np):
    x = np.array([0., 1., 2., 3.])
    y = np.array([1., 2., 0., 4.])
    p = np.polyfit(x, y, 5)
    print(p.shape, bool(np.allclose(np.polyval(p, x), y)))
    p2 = np.polyfit(np.array([1., 1., 1., 2.]), y, 2)
    print(p2.shape)
    print(np.polyfit(x, y, 2, rcond=1e-20).shape)
    print(issubclass(np.exceptions.RankWarning, UserWarning))


@program
def roots_and_poly(np):
    r = np.roots([1, -6, 11, -6])
    print(clean(np.sort(r)), r.dtype)
    rc = np.roots([1, 0, 1])
    print(rc.dtype, sorted(clean(rc.imag)))
    print(np.roots([0, 0, 1, -2]).tolist(), np.roots([5]).shape, np.roots([0, 0]).shape)
    print(np.roots([1, 0, 0]).tolist(), np.roots([2, -4]).tolist())
    print(np.roots(np.array([1, 2, 1], dtype=np.int8)).dtype)
    attempt(np.roots, np.ones((2, 2)))
    c = np.poly([1, 2, 3])
    print(c.tolist(), c.dtype)
    cc = np.poly([1j, -1j])
    print(cc.dtype, cc.tolist())
    print(np.poly([1 + 1j, 2]).dtype, clean(np.poly(np.array([[1., 2.], [3., 4.]]))))
    print(repr(np.poly([])), np.poly(np.array([2.])).tolist())
    attempt(np.poly, np.ones((2, 3)))


@program
def polyder_polyint_arith(np):
    p = np.array([3., -2., 0., 5.])
    print(np.polyder(p).tolist(), np.polyder(p, 2).tolist(), np.polyder(p, 4).tolist())
    print(clean(np.polyint(p)), clean(np.polyint(p, k=2)), clean(np.polyint(p, m=2, k=[1, 2])))
    attempt(np.polyder, p, -1)
    attempt(np.polyint, p, -1)
    attempt(np.polyint, p, 2, k=[1, 2, 3])
    print(np.polyadd([1, 2], [1, 2, 3]).tolist(), np.polysub([1, 2, 3], [1, 2, 3]).tolist())
    print(np.polymul([1, 1], [1, -1]).tolist(), np.polymul([1.5], [2, 2]).dtype)
    q, r = np.polydiv([1., -3., 2.], [1., -1.])
    print(q.tolist(), r.tolist())
    q, r = np.polydiv([1, 0, 0, -1], [1, 1])
    print(clean(q), clean(r), q.dtype)
    print(np.polyder(np.array([1, 2, 3])).dtype, np.polyint(np.array([1, 2, 3])).dtype)


@program
def poly1d_printing_and_calculus(np):
    p = np.poly1d([1., -3., 2.])
    print(p)
    print(repr(p), p.order, p.variable, clean(p.coeffs))
    print(clean(np.sort(p.r)), p(0.5), clean(p(np.array([0., 1., 2.]))))
    q = np.poly1d([1, 2], variable="t")
    print(q)
    print(p * q)
    print(p + q, "|", p - [1, 1], "|", 2 * p)
    print(p.deriv())
    print(p.integ(k=1))
    print(np.poly1d([1, 2, 3], r=True))
    print(p ** 2)
    d, r = p / np.poly1d([1, -1])
    print(d, "|", r)
    print(p == np.poly1d([1, -3, 2]), len(p), p[0], p[5], list(p))
    print(np.poly1d([0, 0, 3]).order, np.poly1d([1.5e-3, 2e5, 0]))
    attempt(np.poly1d, [[1, 2], [3, 4]])


@program
def polynomial_class_printing(np):
    P = np.polynomial.Polynomial
    p = P([1, -2.5, 0, 3])
    print(p)
    print(repr(p))
    print(f"{p:ascii}")
    print(f"{p:unicode}")
    print(P([1, 2], symbol="t"), P([1, 2, 3], domain=[0, 2]))
    print(repr(P([1, 2], domain=[-2, 2], window=[0, 1])))
    C = np.polynomial.Chebyshev([1, 2, 3])
    print(C, "|", repr(C))
    print(np.polynomial.Legendre([0.5, 1]), np.polynomial.Hermite([1, 0, 2]),
          np.polynomial.HermiteE([1, 1]), np.polynomial.Laguerre([2, 1]))
    print(P([0]), P([-1, 0, -1]), P([1e-10, 1e10]))
    print(P([1 + 2j, 3j]))
    print(format(p, ""), "|", str(P([2.5])), "|", f"{P([1, -1]):ascii}")
    print(p._repr_latex_())


@program
def polynomial_class_numerics(np):
    P = np.polynomial.Polynomial
    x = np.linspace(0, 4, 9)
    y = 3 - 2 * x + 0.25 * x ** 3
    fit = P.fit(x, y, 3)
    print(clean(fit.domain), clean(fit.window), clean(fit.convert().coef))
    fit2, info = P.fit(x, y, 3, full=True)
    print(len(info), info[1], clean(info[2]), f"{info[3]:.4e}")
    fitw = P.fit(x, y, [0, 1, 3], w=np.ones(9))
    print(clean(fitw.convert().coef))
    print(clean(P.fit(x, y, 2, domain=[0, 4]).coef), clean(P.fit(x, y, 1, window=[0, 1]).window))
    r = P.fromroots([1, 2, -1])
    print(clean(r.coef), clean(np.sort(r.roots())))
    rc = P([1, 0, 1]).roots()
    print(rc.dtype, sorted(clean(rc.imag)))
    p = P([1, 2, 3, 4])
    print(clean(p.cutdeg(1).coef), clean(P([1, 2, 1e-12]).trim(1e-10).coef), clean(p.truncate(2).coef))
    xs, ys = p.linspace(5, domain=[0, 1])
    print(clean(xs), clean(ys))
    print(clean(p.deriv(2).coef), clean(p.integ(lbnd=1).coef))
    print(p.degree(), clean((p // P([1, 1])).coef), clean((p % P([1, 1])).coef))
    print(p.has_samecoef(P([1, 2, 3, 4])), p == P([1, 2, 3, 4]), p != P([1, 2]))
    print(clean(p(np.array([[0., 1.], [2., -1.]]))), type(p(2.0)).__name__)
    attempt(P, [[1, 2]])
    attempt(lambda: p + np.polynomial.Chebyshev([1]))
    attempt(P.fit, x, y, -1)
    print(clean(np.polynomial.polynomial.polyfit(x, y, 3)), clean(np.polynomial.polynomial.polyroots([6, -5, 1])))
    print(clean(np.polynomial.chebyshev.chebfit(x, y, 2)))


@program
def gauss_quadrature(np):
    for n in (2, 3, 5):
        xg, wg = np.polynomial.legendre.leggauss(n)
        print(n, clean(xg), clean(wg), round(float(wg @ np.exp(xg)), 8))
    xh, wh = np.polynomial.hermite.hermgauss(4)
    print(clean(xh), round(float(wh.sum()), 6))
    xl, wl = np.polynomial.laguerre.laggauss(3)
    print(clean(xl), round(float(wl @ xl ** 2), 6))
    xc, wc = np.polynomial.chebyshev.chebgauss(4)
    print(clean(xc), clean(wc))
    V = np.polynomial.legendre.legvander(np.array([-1., 0., 1.]), 2)
    print(clean(V))
    print(clean(np.polynomial.legendre.leg2poly([0, 0, 1])), clean(np.polynomial.chebyshev.poly2cheb([0, 0, 1])))
    attempt(np.polynomial.legendre.leggauss, 0)


# ---- interpolation, convolution, calculus --------------------------------------------------------

@program
def interp_lookup_tables(np):
    T = np.array([0., 100., 200., 300., 400.])
    cp = np.array([1.005, 1.012, 1.026, 1.046, 1.069])
    q = np.array([-50., 0., 150., 275.5, 400., 500., np.nan])
    print(clean(np.interp(q[:-1], T, cp)), np.isnan(np.interp(q, T, cp)[-1]))
    print(clean(np.interp(q[:-1], T, cp, left=0.0, right=np.nan)))
    ang = np.array([350., 10., 90., 180.])
    val = np.array([0.9, 0.1, 0.5, 1.0])
    print(clean(np.interp(np.array([0., 355., 720., -10.]), ang, val, period=360)))
    print(clean(np.interp(np.array([0.5]), np.array([0., 1.]), np.array([1 + 1j, 3 - 1j]), left=0j)))
    print(np.interp(2, [1, 3], [10, 30]), type(np.interp(2, [1, 3], [10, 30])).__name__)
    print(np.interp([1.5], [1, 2], [np.float32(1), np.float32(2)]).dtype)
    print(np.interp(np.float32(1.5), [1., 2.], [1., 2.]).dtype)
    attempt(np.interp, [1.], [1., 2.], [1., 2., 3.])
    attempt(np.interp, [1.], [1., 2.], [[1., 2.]])
    attempt(np.interp, [1.], [], [])
    attempt(np.interp, [1.], [1., 2.], [1., 2.], period=-1)
    print(clean(np.interp(np.arange(3.), [2., 0., 1.], [20., 0., 10.], period=3)))


@program
def convolve_smoothing_filters(np):
    rng = np.random.default_rng(21)
    sig = np.sin(np.linspace(0, 3, 20)) + 0.1 * rng.standard_normal(20)
    box = np.ones(5) / 5
    for mode in ("full", "same", "valid"):
        s = np.convolve(sig, box, mode=mode)
        print(mode, s.shape, clean(s[:3]))
    gauss = np.exp(-0.5 * np.arange(-2, 3) ** 2)
    gauss /= gauss.sum()
    print(clean(gauss), clean(np.convolve(sig, gauss, "same")[8:11]))
    print(np.convolve([1, 2, 3], [0, 1, 0.5]).tolist(), np.convolve([True, True], [True, False]).tolist())
    print(np.convolve(np.array([1, 2], np.int8), np.array([100, 100], np.int8)).tolist())
    print(clean(np.convolve([1j, 2], [1, -1j])), np.convolve(np.arange(3), 2).tolist())
    print(clean(np.correlate(sig[:6], sig[:3], "valid")), clean(np.correlate([1, 2, 3], [0, 1j], "same")))
    print(np.correlate([1, 2, 3], [1, 2, 3, 4, 5], "full").tolist(), np.correlate([1, 2], [3, 4, 5]).tolist())
    attempt(np.convolve, [], [1, 2])
    attempt(np.correlate, [1, 2], [])
    attempt(np.convolve, [1, 2], [1, 2], mode=3)
    attempt(np.convolve, np.ones((2, 2)), [1])


@program
def quadrature_rules(np):
    x = np.linspace(0, np.pi, 11)
    y = np.sin(x)
    t = np.trapezoid(y, x)
    h = x[1] - x[0]
    simpson = h / 3 * (y[0] + 4 * y[1:-1:2].sum() + 2 * y[2:-1:2].sum() + y[-1])
    print(round(float(t), 8), round(float(simpson), 8), type(t).__name__)
    Y = np.vstack([y, 2 * y, y ** 2])
    print(clean(np.trapezoid(Y, x, axis=1)), clean(np.trapezoid(Y, dx=h)))
    X2 = np.tile(x, (3, 1))
    print(clean(np.trapezoid(Y, X2)))
    print(clean(np.trapezoid(Y.T, x, axis=0)), np.trapezoid([1, 2, 3]), np.trapezoid([]))
    print(np.trapezoid(np.array([1, 2, 4], dtype=np.int32)).dtype, np.trapezoid([1., 2.], dx=np.float32(0.5)))
    cum = np.concatenate([[0.], np.cumsum((y[1:] + y[:-1]) / 2 * np.diff(x))])
    print(clean(cum[::5]))
    attempt(np.trapezoid, Y, x[:5], axis=1)
    attempt(np.trapezoid, Y, axis=2)
    rng = np.random.default_rng(6)
    u = rng.random(10000)
    print(round(float(np.pi * np.mean(np.sin(np.pi * u))), 2))


@program
def finite_differences_gradient(np):
    x = np.array([0., 0.5, 1.5, 3., 5.])
    f = x ** 2
    print(clean(np.gradient(f, x)), clean(np.gradient(f, x, edge_order=2)))
    print(clean(np.gradient(f, 0.5)), clean(np.gradient(f, np.float32(0.5))))
    yy, xx = np.meshgrid(np.linspace(0, 1, 4), np.linspace(0, 2, 5), indexing="ij")
    Z = xx ** 2 + 3 * yy
    gy, gx = np.gradient(Z, np.linspace(0, 1, 4), np.linspace(0, 2, 5))
    print(clean(gy[0]), clean(gx[1]))
    g = np.gradient(Z, 1 / 3, 0.5, edge_order=2)
    print(type(g).__name__, len(g), clean(g[1][2]))
    print(clean(np.gradient(Z, 0.5, axis=1)[0]), len(np.gradient(Z, axis=(0, 1))))
    print(clean(np.gradient(Z, axis=-1)[3]))
    attempt(np.gradient, Z, 1., 2., 3.)
    attempt(np.gradient, Z, axis=2)
    attempt(np.gradient, Z, np.ones(4), np.ones(3))
    attempt(np.gradient, np.array([1., 2., 3.]), np.array([[1., 2., 3.]]))
    attempt(np.gradient, np.array(1.0))
    print(np.gradient(np.array([1, 3, 6], np.int8)).dtype, np.gradient(np.array([1, 3, 6], np.float16)).dtype)
    print(clean(np.gradient(np.array([1., 4., 9., 16.]), np.array([1, 2, 3, 4]))))


@program
def diff_prepend_append(np):
    t = np.array([0.0, 0.4, 1.1, 1.5, 2.6])
    print(clean(np.diff(t)), clean(np.diff(t, prepend=t[0])), clean(np.diff(t, append=3.0)))
    print(clean(np.diff(t, n=2, prepend=[0., 0.])), clean(np.diff(t, n=3)), np.diff(t, n=10).shape)
    M = np.arange(12).reshape(3, 4) ** 2
    print(np.diff(M, axis=0).tolist(), np.diff(M, axis=-1, prepend=0).tolist())
    print(np.diff(M, axis=0, append=np.zeros((1, 4), int)).tolist())
    attempt(np.diff, M, axis=0, prepend=np.zeros((1, 3)))
    attempt(np.diff, M, axis=2)
    attempt(np.diff, np.array(5))
    print(np.diff(np.array([1, 0, 3], np.uint8)).tolist(), np.diff(np.array([1, 2], np.int8), prepend=np.int64(1000)).dtype)
    print(np.diff(np.array([True, True, False])).dtype, np.diff([1.5, 2], prepend=1).tolist())
    d = np.array(["2024-03-01", "2024-03-04", "2024-03-10"], dtype="datetime64[D]")
    print(np.diff(d).dtype, np.diff(d).tolist(), np.diff(d, n=2).astype(int).tolist())
    print(np.ediff1d(t, to_begin=-1, to_end=[9, 9]).round(6).tolist())


@program
def cumsum_cumprod_accumulations(np):
    r = np.array([0.01, -0.02, 0.015, 0.03, -0.01])
    growth = np.cumprod(1 + r)
    print(clean(growth), clean(np.cumsum(np.log1p(r))))
    M = np.arange(1, 7).reshape(2, 3)
    print(np.cumsum(M).tolist(), np.cumsum(M, axis=0).tolist(), np.cumprod(M, axis=1).tolist())
    print(np.cumsum(np.array([100, 100], np.int8)).dtype, np.cumsum(np.array([100, 100], np.int8), dtype=np.int8).tolist())
    print(np.cumsum(np.array([True, True, False])).tolist(), np.cumprod(np.array([2, 3], np.uint16)).dtype)
    out = np.empty(6)
    res = np.cumsum(M, out=out)
    print(res is out, out.tolist())
    attempt(np.cumsum, M, axis=2)
    attempt(np.cumsum, M, out=np.empty(5))
    print(np.cumsum(np.float32([1e8, 1, 1])).dtype, M.cumsum(axis=-1).tolist(), M.cumprod().tolist())
    print(np.cumsum(np.array([], dtype=int)).shape, np.cumprod(np.ones((0, 3)), axis=0).shape)
    print(np.cumsum(np.array([1 + 1j, 2])).tolist(), np.cumsum([1, np.nan, 2]).tolist(), np.nancumsum([1, np.nan, 2]).tolist())
    print(np.cumulative_sum(np.arange(1, 5), include_initial=True).tolist(),
          np.cumulative_prod(np.arange(1., 5.), dtype=np.float32).dtype)


# ---- random ------------------------------------------------------------------------------------

@program
def rng_normal_integers_summary(np):
    rng = np.random.default_rng(20240601)
    x = rng.normal(10.0, 2.0, size=(3, 4))
    print(clean(x[0]), x.dtype, x.shape)
    print(clean(rng.normal(loc=[0, 100], scale=[1, 0.1])), clean(rng.normal(size=2)))
    print(clean(rng.standard_normal((2, 2), dtype=np.float32)))
    i = rng.integers(-5, 5, size=8)
    print(i.tolist(), i.dtype, rng.integers(3, size=4, dtype=np.uint8).tolist())
    print(rng.integers(0, 10, size=(2, 3), endpoint=True).tolist())
    print(rng.integers(low=[0, 10, 100], high=120).tolist())
    print(clean(rng.uniform(-1, 1, 4)), clean(rng.exponential(2.0, 3)))
    print(rng.poisson(4.0, 6).tolist(), rng.binomial(10, 0.3, 6).tolist())
    attempt(rng.normal, 0, -1.0)
    attempt(rng.integers, 10, 5)
    attempt(rng.integers, 0, 10, size=-1)
    big = rng.normal(size=20000)
    print(round(float(big.mean()), 2), round(float(big.std()), 2))


@program
def rng_choice_permutation_shuffle(np):
    rng = np.random.default_rng(77)
    faces = np.arange(1, 7)
    p = np.array([0.1, 0.1, 0.1, 0.1, 0.1, 0.5])
    rolls = rng.choice(faces, size=20, p=p)
    print(rolls.tolist(), np.bincount(rolls, minlength=7).tolist())
    print(rng.choice(5, size=(2, 2), replace=False).tolist(), rng.choice(["x", "y", "z"], 4).tolist())
    print(rng.choice(10, 3, replace=False, p=np.full(10, 0.1)).tolist())
    print(rng.choice(np.arange(12).reshape(3, 4), 2, axis=1).tolist())
    print(rng.permutation(8).tolist(), rng.permutation(np.arange(6).reshape(3, 2)).tolist())
    lst = list(range(6))
    rng.shuffle(lst)
    arr = np.arange(10)
    rng.shuffle(arr)
    print(lst, arr.tolist())
    m = np.arange(9).reshape(3, 3)
    rng.shuffle(m)
    print(m.tolist())
    attempt(rng.choice, 3, 4, replace=False)
    attempt(rng.choice, faces, p=p[:5])
    attempt(rng.choice, faces, p=p * 2)
    attempt(rng.choice, faces, p=np.array([0.5, 0.5, 0.5, -0.5, 0, 0]))
    attempt(rng.choice, np.ones((2, 2)), 1, axis=2)
    attempt(rng.shuffle, np.array(3))
    attempt(rng.permutation, np.array(3.5))


@program
def rng_multivariate_normal(np):
    rng = np.random.default_rng(314)
    mean = np.array([1.0, -2.0])
    cov = np.array([[1.0, 0.8], [0.8, 2.0]])
    X = rng.multivariate_normal(mean, cov, size=5)
    print(X.shape, X.dtype, clean(X[:2]))
    for method in ("svd", "eigh", "cholesky"):
        Y = np.random.default_rng(1).multivariate_normal(mean, cov, size=3, method=method)
        print(method, Y.shape)
    print(rng.multivariate_normal(mean, cov).shape, rng.multivariate_normal(mean, cov, size=(2, 3)).shape)
    big = np.random.default_rng(5).multivariate_normal(mean, cov, size=20000, method="cholesky")
    print(clean(np.round(big.mean(axis=0), 1)), clean(np.round(np.cov(big.T), 1)))
    bad = np.array([[1.0, 2.0], [2.0, 1.0]])
    Z = rng.multivariate_normal(mean, bad, size=2)
    print(Z.shape)
    attempt(rng.multivariate_normal, mean, bad, check_valid="raise")
    Z = rng.multivariate_normal(mean, bad, check_valid="ignore")
    print(Z.shape)
    attempt(rng.multivariate_normal, mean, np.eye(3))
    attempt(rng.multivariate_normal, mean, cov, check_valid="bogus")
    attempt(rng.multivariate_normal, mean, cov, method="qr")
    attempt(rng.multivariate_normal, np.zeros((2, 2)), cov)


@program
def monte_carlo_with_generator(np):
    rng = np.random.default_rng(2025)
    pts = rng.random((5000, 2))
    inside = np.count_nonzero(np.sum(pts ** 2, axis=1) <= 1.0)
    print(inside, round(4 * inside / 5000, 3))
    walks = rng.choice(np.array([-1, 1]), size=(4, 50)).cumsum(axis=1)
    print(walks[:, -1].tolist(), walks.dtype, np.abs(walks).max(axis=1).tolist())
    ex = rng.exponential(scale=3.0, size=1000)
    print(round(float(ex.mean()), 1), int((ex > 3).sum()))
    seeds = np.random.SeedSequence(42).spawn(3)
    print([int(np.random.default_rng(s).integers(1000)) for s in seeds])
    g = np.random.default_rng(np.random.PCG64(9))
    print(g.integers(100, size=5).tolist(), g.bit_generator.__class__.__name__)
    u = rng.uniform(size=(3, 3))
    q, r = np.linalg.qr(rng.standard_normal((3, 3)))
    print(np.allclose(q @ q.T, np.eye(3)), clean(np.sort(u.ravel())[:3]))


# ---- workflows -------------------------------------------------------------------------------------

@program
def lagrange_vandermonde_interpolation(np):
    xs = np.array([-1., 0., 1., 2.])
    ys = np.array([2., 1., 0., 5.])
    V = np.vander(xs)
    c = np.linalg.solve(V, ys)
    print(clean(c), np.allclose(np.polyval(c, xs), ys))
    print(clean(np.polyfit(xs, ys, 3)), clean(np.linalg.inv(V) @ ys))
    pts = np.linspace(-1, 2, 7)
    L = np.ones((pts.size, xs.size))
    for j in range(xs.size):
        for m in range(xs.size):
            if m != j:
                L[:, j] *= (pts - xs[m]) / (xs[j] - xs[m])
    print(clean(L @ ys), np.allclose(L @ ys, np.polyval(c, pts)))
    Vi = np.vander(xs, 3, increasing=True)
    print(Vi.tolist(), round(float(np.linalg.det(V)), 6))
    print(clean(np.polynomial.polynomial.polyvander(xs, 2)[1]))
    attempt(np.vander, np.ones((2, 2)))
    print(np.vander(np.array([1, 2, 3]), 0).shape, np.vander([2, 3]).dtype)


@program
def ode_implicit_euler_linear(np):
    K = np.array([[-2., 1., 0.], [1., -2., 1.], [0., 1., -2.]])
    dt = 0.1
    I = np.eye(3)
    u = np.array([1., 0., 0.])
    M = I - dt * K
    Minv = np.linalg.inv(M)
    traj = [u]
    for _ in range(5):
        u = np.linalg.solve(M, u)
        traj.append(u)
    traj = np.array(traj)
    print(traj.shape, clean(traj[-1]), np.allclose(Minv @ traj[-2], traj[-1]))
    w, V = np.linalg.eigh(K)
    exact = V @ (np.exp(w * 0.5) * (V.T @ traj[0]))
    print(clean(exact), round(float(np.linalg.norm(exact - traj[-1], np.inf)), 4))
    A5 = np.linalg.matrix_power(Minv, 5)
    print(np.allclose(A5 @ traj[0], traj[-1]), clean(np.linalg.eigvalsh(Minv)))
    U = np.stack([traj[0], traj[0] * 2])
    Us = np.linalg.solve(M, U.T).T
    print(Us.shape, np.allclose(Us[1], 2 * traj[1]))


@program
def circle_fit_least_squares(np):
    t = np.linspace(0, 2 * np.pi, 12, endpoint=False)
    xs = 3 + 2 * np.cos(t) + 0.01 * np.sin(5 * t)
    ys = -1 + 2 * np.sin(t)
    A = np.column_stack([2 * xs, 2 * ys, np.ones_like(xs)])
    b = xs ** 2 + ys ** 2
    sol, res, rank, sv = np.linalg.lstsq(A, b, rcond=None)
    cx, cy, c = sol
    r = np.sqrt(c + cx ** 2 + cy ** 2)
    print(round(float(cx), 3), round(float(cy), 3), round(float(r), 3), rank, res.shape)
    Q, R = np.linalg.qr(A)
    print(np.allclose(np.linalg.solve(R, Q.T @ b), sol))
    ne = np.linalg.solve(A.T @ A, A.T @ b)
    print(np.allclose(ne, sol), round(float(np.linalg.cond(A.T @ A) / np.linalg.cond(A) ** 2), 4))
    print(type(cx).__name__, f"{float(cx):.3f}")


@program
def pca_by_eigh_and_svd(np):
    rng = np.random.default_rng(10)
    z = rng.standard_normal((200, 2))
    X = z @ np.array([[3., 0.], [1., 0.5]]) + np.array([5., -1.])
    Xc = X - X.mean(axis=0)
    C = np.cov(Xc, rowvar=False)
    w, V = np.linalg.eigh(C)
    order = np.argsort(w)[::-1]
    w, V = w[order], V[:, order]
    U, S, Vt = np.linalg.svd(Xc, full_matrices=False)
    print(clean(w.round(3)), np.allclose(S ** 2 / (len(X) - 1), w))
    print(np.allclose(np.abs(Vt), np.abs(V.T)))
    ratio = w / w.sum()
    print(clean(ratio.round(4)), clean(np.cumsum(ratio).round(4)))
    proj = Xc @ V[:, :1]
    print(proj.shape, round(float(proj.var(ddof=1)), 3))
    print(np.linalg.matrix_rank(Xc), np.linalg.norm(Xc, "fro").round(2) > 0)


@program
def fixed_point_and_bisection(np):
    f = np.cos
    x = np.float64(1.0)
    for k in range(100):
        xn = f(x)
        if abs(xn - x) < 1e-12:
            break
        x = xn
    print(k, round(float(x), 9), type(x).__name__)
    a, b = np.float64(0.0), np.float64(2.0)
    g = lambda t: t ** 3 - 2 * t - 1  # noqa: E731
    while b - a > 1e-10:
        m = (a + b) / 2
        if np.sign(g(m)) == np.sign(g(a)):
            a = m
        else:
            b = m
    print(round(float(a), 8), type(a).__name__)
    print(clean(np.sort(np.roots([1, 0, -2, -1]).real)))
    xs = np.linspace(0, 2, 5, dtype=np.float32)
    print(xs.dtype, (xs ** 3 - 2 * xs - 1).dtype, clean(np.sign(g(xs))))
    print(np.isclose(np.float32(0.1) * 3, 0.3), np.isclose(0.1 * 3, 0.3, rtol=0, atol=0))
    print(np.nextafter(1.0, 2.0) - 1.0 == np.finfo(float).eps, np.spacing(np.float32(1.0)))
