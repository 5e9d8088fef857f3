"""Scientific-computing programs: numpy.linalg in depth, numpy.fft, numpy.random's Generator and
legacy API surface, numpy.polynomial, statistics and numerical calculus.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded and decompositions whose signs are not unique are checked by relations.
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


def clean(x):
    """Round and take away the sign of zeros."""
    return x.round(6) + 0


# ---- numpy.linalg ----------------------------------------------------------------------------------

@program
def solve_batched(np):
    A = np.array([[[3., 1.], [1., 2.]], [[2., 0.], [0., 4.]], [[1., 2.], [3., 4.]]])
    b1 = np.array([9., 8.])
    x = np.linalg.solve(A[0], b1)
    print(clean(x), x.shape, x.dtype)
    B = np.array([[1., 2.], [3., 4.], [5., 6.]])
    attempt(np.linalg.solve, A, B)
    B3 = np.ones((3, 2, 1))
    X = np.linalg.solve(A, B3)
    print(X.shape, np.allclose(A @ X, B3))
    Bm = np.arange(12.).reshape(3, 2, 2)
    print(np.linalg.solve(A, Bm).shape)
    attempt(np.linalg.solve, A, np.ones(3))
    attempt(np.linalg.solve, A, np.ones((4, 2, 1)))
    attempt(np.linalg.solve, np.ones((2, 3)), np.ones(2))
    attempt(np.linalg.solve, np.zeros((2, 2)), np.ones(2))
    xi = np.linalg.solve(np.eye(2, dtype=np.int64), np.array([1, 2]))
    print(xi.dtype, clean(xi))
    xf = np.linalg.solve(np.eye(2, dtype=np.float32), np.array([1, 2], dtype=np.float32))
    print(xf.dtype)


@program
def inv_det_slogdet_stacks(np):
    A = np.array([[[4., 7.], [2., 6.]], [[1., 2.], [3., 4.]]])
    Ai = np.linalg.inv(A)
    print(Ai.shape, np.allclose(Ai @ A, np.eye(2)))
    d = np.linalg.det(A)
    print(clean(d), d.dtype, d.shape)
    s = np.linalg.slogdet(A)
    print(type(s).__name__, s._fields, clean(s.sign), clean(s.logabsdet))
    sign, logdet = np.linalg.slogdet(np.eye(3) * 2)
    print(np.ndim(sign), round(float(sign), 6), round(float(logdet), 6))
    print(clean(np.linalg.slogdet(np.zeros((2, 2)))[0]), np.linalg.slogdet(np.zeros((2, 2)))[1])
    d0 = np.linalg.det(np.array([[1, 2], [3, 4]]))
    print(round(float(d0), 6), d0.dtype)
    print(np.linalg.det(np.eye(2, dtype=np.float32)).dtype)
    attempt(np.linalg.inv, np.array([[1., 2.], [2., 4.]]))
    attempt(np.linalg.inv, np.ones((2, 3)))
    attempt(np.linalg.det, np.ones(3))
    print(np.linalg.inv(np.eye(3, dtype=np.complex64)).dtype)
    print(np.linalg.det(np.empty((0, 0))), np.linalg.inv(np.empty((0, 0))).shape)


@program
def eig_result_types(np):
    A = np.array([[2., 1.], [1., 3.]])
    r = np.linalg.eigh(A)
    print(type(r).__name__, r._fields)
    print(clean(r.eigenvalues), r.eigenvectors.shape)
    w, v = r
    print(np.allclose(A @ v, v * w))
    wl = np.linalg.eigvalsh(A, UPLO="U")
    print(clean(wl), wl.dtype)
    e = np.linalg.eig(np.diag([3., 1., 2.]))
    print(type(e).__name__, clean(e.eigenvalues), e.eigenvalues.dtype)
    rot = np.array([[0., -1.], [1., 0.]])
    ev = np.linalg.eigvals(rot)
    print(ev.dtype, sorted(np.round(ev.imag, 6).tolist()))
    stack = np.array([np.eye(2), 2 * np.eye(2), [[1., 2.], [2., 1.]]])
    ws = np.linalg.eigvalsh(stack)
    print(ws.shape, clean(ws))
    print(np.linalg.eigh(np.eye(2, dtype=np.float32)).eigenvalues.dtype)
    h = np.array([[2., 1j], [-1j, 2.]])
    wh = np.linalg.eigvalsh(h)
    print(wh.dtype, clean(wh))
    attempt(np.linalg.eig, np.ones((2, 3)))
    attempt(np.linalg.eigh, A, UPLO="X")


@program
def svd_variants(np):
    rng = np.random.default_rng(0)
    A = rng.standard_normal((4, 3))
    r = np.linalg.svd(A)
    print(type(r).__name__, r._fields, r.U.shape, r.S.shape, r.Vh.shape)
    U, S, Vh = np.linalg.svd(A, full_matrices=False)
    print(U.shape, S.shape, Vh.shape, np.allclose((U * S) @ Vh, A))
    s = np.linalg.svd(A, compute_uv=False)
    print(type(s).__name__, s.shape, np.allclose(s, S), bool(np.all(np.diff(s) <= 0)))
    H = A.T @ A
    Uh, Sh, Vhh = np.linalg.svd(H, hermitian=True)
    print(Sh.shape, np.allclose((Uh * Sh) @ Vhh, H), bool(np.all(np.diff(Sh) <= 0)))
    st = np.linalg.svd(rng.standard_normal((2, 5, 3)), compute_uv=False)
    print(st.shape, st.dtype)
    print(np.linalg.svd(np.ones((3, 2), dtype=np.float32), compute_uv=False).dtype)
    print(np.linalg.svdvals(np.diag([1., 3., 2.])).round(6).tolist())


@program
def qr_modes(np):
    A = np.arange(1., 13.).reshape(4, 3) + np.eye(4, 3)
    r = np.linalg.qr(A)
    print(type(r).__name__, r._fields, r.Q.shape, r.R.shape, np.allclose(r.Q @ r.R, A))
    q, rr = np.linalg.qr(A, mode="complete")
    print(q.shape, rr.shape, np.allclose(q.T @ q, np.eye(4)))
    R = np.linalg.qr(A, mode="r")
    print(type(R).__name__, R.shape, np.allclose(np.abs(R), np.abs(rr[:3])))
    h, tau = np.linalg.qr(A, mode="raw")
    print(h.shape, tau.shape)
    attempt(np.linalg.qr, A, mode="bogus")
    qs = np.linalg.qr(np.ones((2, 3, 2)) + np.eye(3, 2))
    print(qs.Q.shape, qs.R.shape)


@program
def cholesky_upper(np):
    A = np.array([[4., 2.], [2., 3.]])
    L = np.linalg.cholesky(A)
    print(clean(L))
    U = np.linalg.cholesky(A, upper=True)
    print(clean(U), np.allclose(U.T @ U, A))
    attempt(np.linalg.cholesky, np.array([[1., 2.], [2., 1.]]))
    S = np.stack([A, 2 * A])
    print(np.linalg.cholesky(S).shape)


@program
def lstsq_outputs(np):
    x = np.array([0., 1., 2., 3.])
    A = np.vstack([x, np.ones(4)]).T
    y = np.array([-1., 0.2, 0.9, 2.1])
    sol, res, rank, sv = np.linalg.lstsq(A, y)
    print(clean(sol), clean(res), res.shape, rank, type(rank).__name__, clean(sv))
    out = np.linalg.lstsq(A, y, rcond=None)
    print(len(out), int(out[2]))
    Ad = np.array([[1., 1.], [1., 1.], [1., 1.]])
    s2, r2, k2, sv2 = np.linalg.lstsq(Ad, np.array([1., 2., 3.]))
    print(clean(s2), r2.shape, k2)
    s3, r3, k3, _ = np.linalg.lstsq(A, np.stack([y, 2 * y], axis=1))
    print(s3.shape, r3.shape, k3)
    s4, r4, k4, _ = np.linalg.lstsq(np.diag([1., 1e-12]), np.ones(2), rcond=1e-6)
    print(k4, r4.shape)
    attempt(np.linalg.lstsq, A, np.ones(3))


@program
def pinv_rank(np):
    A = np.array([[1., 2.], [2., 4.], [3., 6.]])
    P = np.linalg.pinv(A)
    print(P.shape, np.allclose(A @ P @ A, A))
    print(np.allclose(np.linalg.pinv(np.eye(3) * 2), np.eye(3) / 2))
    print(np.linalg.pinv(np.stack([np.eye(2), 2 * np.eye(2)])).shape)
    print(np.linalg.matrix_rank(A), np.linalg.matrix_rank(np.eye(4)))
    r = np.linalg.matrix_rank(np.diag([1., 1e-3, 1e-9]), tol=1e-5)
    print(r, np.ndim(r))
    print(np.linalg.matrix_rank(np.diag([1., 1e-3, 1e-9]), rtol=1e-2))
    print(np.linalg.matrix_rank(np.ones((2, 3, 3))).tolist())
    print(np.linalg.matrix_rank(np.array(3.)), np.linalg.matrix_rank(np.zeros(4)))
    print(np.linalg.matrix_rank(np.ones((3, 3)), hermitian=True))


@program
def norms_everywhere(np):
    a = np.arange(-4., 5.)
    M = a.reshape(3, 3)
    for o in (None, 0, 1, 2, -1, -2, np.inf, -np.inf, 3, 0.5):
        v = np.linalg.norm(a, ord=o)
        print(o, round(float(v), 6))
    for o in (None, "fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf):
        print(o, round(float(np.linalg.norm(M, ord=o)), 6))
    print(clean(np.linalg.norm(M, axis=0)), clean(np.linalg.norm(M, axis=1, ord=1)))
    k = np.linalg.norm(M, axis=1, keepdims=True)
    print(k.shape, np.linalg.norm(M, keepdims=True).shape)
    T = np.arange(24.).reshape(2, 3, 4)
    print(clean(np.linalg.norm(T, axis=(1, 2))), np.linalg.norm(T, axis=(0, 2), keepdims=True).shape)
    attempt(np.linalg.norm, M, ord="fro", axis=0)
    attempt(np.linalg.norm, M, ord=3)
    attempt(np.linalg.norm, T, ord="nuc")
    attempt(np.linalg.norm, a, ord="fro")
    print(np.linalg.norm(np.array([3, 4])).dtype, np.linalg.norm(np.ones(2, np.float32)).dtype)
    print(round(float(np.linalg.norm(np.array([3 + 4j, 0]))), 6))
    print(np.linalg.vector_norm(M, ord=1, axis=(0, 1)).round(6), np.linalg.matrix_norm(M).round(6))


@program
def cond_values(np):
    A = np.array([[1., 2.], [3., 4.]])
    for p in (None, 1, -1, 2, -2, np.inf, -np.inf, "fro", "nuc"):
        print(p, round(float(np.linalg.cond(A, p)), 6))
    print(np.linalg.cond(np.stack([A, np.eye(2)])).round(6).tolist())
    attempt(np.linalg.cond, np.ones((2, 3)), 1)
    with np.errstate(all="ignore"):
        c = np.linalg.cond(np.array([[1., 1.], [1., 1.]]), 1)
    print(c > 1e15)
    ci = np.linalg.cond(np.array([[1., 0.], [0., 0.]]), 1)
    print(repr(ci), np.isscalar(ci))


@program
def tensor_and_multidot(np):
    a = np.eye(6).reshape(6, 2, 3)
    b = np.arange(6.)
    x = np.linalg.tensorsolve(a, b)
    print(x.shape, clean(x))
    ainv = np.linalg.tensorinv(np.eye(4 * 6).reshape(4, 6, 8, 3), ind=2)
    print(ainv.shape)
    attempt(np.linalg.tensorinv, np.ones((4, 6)), ind=0)
    attempt(np.linalg.tensorsolve, np.ones((2, 3, 4)), np.ones(2))
    A, B, C = np.ones((2, 3)), np.arange(12.).reshape(3, 4), np.ones((4, 5))
    m = np.linalg.multi_dot([A, B, C])
    print(m.shape, clean(m[0]))
    print(np.linalg.multi_dot([np.ones(3), B, np.ones(4)]).round(6))
    attempt(np.linalg.multi_dot, [A])
    print(clean(np.linalg.multi_dot([np.ones(3), np.ones((3, 2))])))


@program
def matrix_power_cases(np):
    A = np.array([[1, 1], [0, 1]])
    print(np.linalg.matrix_power(A, 5).tolist(), np.linalg.matrix_power(A, 5).dtype)
    print(np.linalg.matrix_power(A, 0).tolist(), np.linalg.matrix_power(A, 0).dtype)
    m = np.linalg.matrix_power(A, -2)
    print(clean(m), m.dtype)
    attempt(np.linalg.matrix_power, A, 1.5)
    attempt(np.linalg.matrix_power, np.ones((2, 3)), 2)
    attempt(np.linalg.matrix_power, np.array([[1., 2.], [2., 4.]]), -1)
    print(np.linalg.matrix_power(np.stack([np.eye(2)] * 3), 3).shape)
    print(np.linalg.matrix_power(np.eye(2, dtype=np.float32), -1).dtype)


@program
def linalg_newer_functions(np):
    a = np.arange(6.).reshape(2, 3)
    print(clean(np.linalg.matrix_transpose(a)).shape, clean(np.linalg.vecdot(a, a)))
    print(clean(np.linalg.cross(np.array([1., 0, 0]), np.array([0., 1, 0]))))
    print(clean(np.linalg.outer(np.arange(2.), np.arange(3.))))
    print(clean(np.linalg.trace(np.arange(9.).reshape(3, 3))), clean(np.linalg.diagonal(np.eye(3) * 2)))
    print(clean(np.linalg.tensordot(a, a.T, axes=1)))
    print(np.tensordot(a, a, axes=-1).shape, np.tensordot(a, a, axes=0).shape)
    print(clean(np.linalg.matmul(a, a.T)))
    attempt(np.linalg.cross, np.ones(2), np.ones(2))
    attempt(np.linalg.outer, np.ones((2, 2)), np.ones(2))


# ---- numpy.fft -------------------------------------------------------------------------------------

@program
def fft_n_and_norm(np):
    x = np.array([1., 2., 0., -1., 3.])
    for norm in (None, "backward", "ortho", "forward"):
        X = np.fft.fft(x, norm=norm)
        print(norm, clean(X.real), clean(X.imag), X.dtype)
        print(np.allclose(np.fft.ifft(X, norm=norm), x))
    print(np.fft.fft(x, n=8).shape, np.fft.fft(x, n=3).shape)
    print(clean(np.fft.fft(x, n=3).real))
    attempt(np.fft.fft, x, n=0)
    attempt(np.fft.fft, x, norm="bogus")
    attempt(np.fft.fft, x, axis=1)
    print(np.fft.fft(np.ones(7, dtype=np.float32)).dtype, np.fft.fft(np.ones(7, dtype=np.int32)).dtype)
    print(np.fft.ifft(np.ones(4, dtype=np.complex64)).dtype)


@program
def rfft_family(np):
    x = np.array([0., 1., 4., 9., 16., 25., 36.])
    R = np.fft.rfft(x)
    print(R.shape, R.dtype, clean(R.real))
    print(clean(np.fft.irfft(R, n=7)), np.fft.irfft(R).shape)
    for norm in ("ortho", "forward"):
        print(norm, np.allclose(np.fft.irfft(np.fft.rfft(x, norm=norm), n=7, norm=norm), x))
    print(np.fft.rfft(np.ones(11, np.float32)).dtype, np.fft.irfft(np.ones(6, np.complex64)).dtype)
    print(np.fft.rfft(x, n=4).shape, np.fft.rfft(x, n=13).shape)
    h = np.fft.hfft(np.array([1., 2., 3.]))
    print(h.shape, h.dtype, clean(h))
    ih = np.fft.ihfft(np.array([1., 2., 3., 4., 5.]))
    print(ih.shape, ih.dtype, clean(ih.real), clean(ih.imag))
    print(clean(np.fft.hfft(np.array([1., 2., 3.]), n=5, norm="ortho")))
    attempt(np.fft.irfft, np.ones(1))
    attempt(np.fft.rfft, np.array([1 + 1j, 2]))


@program
def fftn_axes_and_s(np):
    a = np.arange(24.).reshape(2, 3, 4)
    F = np.fft.fftn(a)
    print(F.shape, round(float(F[0, 0, 0].real), 6))
    print(np.fft.fftn(a, s=(3, 5)).shape, np.fft.fftn(a, s=(2, 2), axes=(0, 2)).shape)
    print(np.fft.fft2(a).shape, np.fft.fft2(a, s=(4, 4)).shape, np.fft.fft2(a, axes=(0, 1)).shape)
    print(np.allclose(np.fft.ifftn(np.fft.fftn(a, norm="ortho"), norm="ortho"), a))
    r = np.fft.rfftn(a)
    print(r.shape, r.dtype, np.fft.irfftn(r, s=a.shape).shape)
    print(np.allclose(np.fft.irfftn(r, s=a.shape), a))
    print(np.fft.rfft2(a).shape, np.fft.irfft2(np.fft.rfft2(a)).shape)
    print(np.fft.rfftn(a, axes=(0,)).shape, np.fft.rfftn(a, s=(5,), axes=(1,)).shape)
    attempt(np.fft.fftn, a, s=(2, 2), axes=(0,))
    attempt(np.fft.fftn, a, axes=(0, 5))
    print(np.fft.fftn(a.astype(np.float32)).dtype, np.fft.rfftn(a.astype(np.float32)).dtype)
    print(clean(np.fft.fft2(np.eye(3)).real))


@program
def fft_freqs_and_shift(np):
    print(clean(np.fft.fftfreq(5)), clean(np.fft.fftfreq(6, d=0.1)))
    print(clean(np.fft.rfftfreq(7, d=2.0)), np.fft.rfftfreq(8).shape)
    f = np.fft.fftfreq(4)
    print(f.dtype, type(f).__name__)
    print(np.fft.fftshift(np.arange(7)).tolist(), np.fft.ifftshift(np.arange(7)).tolist())
    g = np.arange(12).reshape(3, 4)
    print(np.fft.fftshift(g, axes=1).tolist(), np.fft.ifftshift(g, axes=(0,)).tolist())
    print(clean(np.fft.fftfreq(3, d=np.float32(0.5))))
    attempt(np.fft.fftfreq, 4.5)


@program
def fft_prime_sizes_and_axes(np):
    rng = np.random.default_rng(7)
    for n in (1, 2, 3, 13, 17, 97):
        x = rng.random(n)
        X = np.fft.fft(x)
        print(n, np.allclose(np.fft.ifft(X).real, x), round(float(X[0].real), 6))
    m = rng.random((3, 5))
    print(np.allclose(np.fft.fft(m, axis=0), np.fft.fft(m.T).T))
    print(np.fft.ifft(m, n=7, axis=0).shape, np.fft.irfft(m, axis=0).shape)
    print(np.fft.fft(np.array([1, 2, 3])).round(6).tolist())


# ---- numpy.random ----------------------------------------------------------------------------------

@program
def generator_return_types(np):
    rng = np.random.default_rng(12345)
    u = rng.random()
    print(type(u).__name__, round(u, 6))
    n = rng.normal()
    print(type(n).__name__)
    i = rng.integers(10)
    print(type(i).__name__, i)
    print(type(rng.integers(10, size=1)).__name__, rng.integers(10, size=()).shape)
    print(type(rng.uniform(size=None)).__name__, type(rng.poisson(3.0)).__name__)
    print(rng.random(3, dtype=np.float32).dtype, rng.standard_normal(2, dtype=np.float32).dtype)
    print(rng.standard_exponential(2, dtype="float32").dtype)
    attempt(rng.random, 2, dtype=np.int32)
    out = np.zeros(4)
    r = rng.random(out=out)
    print(r is out, bool(np.all(out > 0)))
    attempt(rng.random, size=3, out=np.zeros(4))
    o2 = np.empty((2, 2), dtype=np.float32)
    rng.standard_normal(out=o2, dtype=np.float32)
    print(o2.dtype)


@program
def generator_integers_details(np):
    rng = np.random.default_rng(2024)
    print(rng.integers(0, 5, size=10).tolist())
    print(rng.integers(1, 6, size=10, endpoint=True).tolist())
    for dt in (np.int8, np.uint8, np.int16, np.uint32, np.int64, bool):
        v = rng.integers(0, 2, size=4, dtype=dt)
        print(v.dtype, v.tolist())
    print(rng.integers([1, 10, 100], [2, 20, 200]).shape)
    print(rng.integers(0, [[3], [5]], size=(2, 3)).shape)
    attempt(rng.integers, 5, 5)
    attempt(rng.integers, 0, 300, dtype=np.uint8)
    attempt(rng.integers, 0, 1.5)
    attempt(rng.integers, -1, 3, dtype=np.uint16)
    print(rng.integers(5, 5, endpoint=True, size=3).tolist())
    print(type(rng.integers(0, 2, dtype=np.uint8)).__name__)


@program
def generator_validation_messages(np):
    rng = np.random.default_rng(1)
    attempt(rng.normal, 0, -1)
    attempt(rng.uniform, 0, np.inf)
    attempt(rng.poisson, -1)
    attempt(rng.binomial, 5, 1.5)
    attempt(rng.exponential, -2.0)
    attempt(rng.gamma, 0, -1)
    attempt(rng.beta, 0, 1)
    attempt(rng.normal, [0, 0], [1, -1])
    attempt(rng.normal, np.zeros(3), 1, size=2)
    attempt(rng.standard_normal, -1)
    attempt(rng.multinomial, 5, [0.5, 0.6])
    attempt(rng.dirichlet, [1, -1])
    attempt(rng.geometric, 0)
    v = rng.normal([0, 100, 1000], [1, 1, 1])
    print(v.shape, bool(v[2] > v[1] > v[0]))
    print(rng.normal(np.zeros((2, 1)), np.ones(3)).shape)
    print(rng.uniform(low=[0, 10], high=[1, 11], size=(3, 2)).shape)


@program
def generator_choice(np):
    rng = np.random.default_rng(99)
    print(rng.choice(10, 4).tolist(), rng.choice(10, 4, replace=False).tolist())
    print(rng.choice(5, 6, p=[0.1, 0.2, 0.3, 0.2, 0.2]).tolist())
    m = np.arange(12).reshape(4, 3)
    print(rng.choice(m, 2, axis=0).shape, rng.choice(m, 2, axis=1, replace=False).shape)
    c = rng.choice(m, 2, axis=1, shuffle=False, replace=False)
    print(c.shape)
    print(type(rng.choice(5)).__name__, type(rng.choice([1.5, 2.5])).__name__)
    attempt(rng.choice, 3, 5, replace=False)
    attempt(rng.choice, 3, p=[0.5, 0.5])
    attempt(rng.choice, 3, p=[0.5, 0.6, -0.1])
    attempt(rng.choice, 3, p=[0.2, 0.2, 0.2])
    attempt(rng.choice, [], 1)
    attempt(rng.choice, 0)
    print(rng.choice(0, 0).shape)
    print(rng.choice(["a", "b", "c"], 3).dtype.kind)


@program
def generator_shuffle_axes(np):
    rng = np.random.default_rng(5)
    a = np.arange(12).reshape(3, 4)
    b = a.copy()
    rng.shuffle(b, axis=1)
    print(b.tolist())
    p = rng.permutation(a, axis=1)
    print(p.tolist(), a.tolist())
    q = rng.permuted(a, axis=1)
    print(q.tolist())
    out = np.empty_like(a)
    r = rng.permuted(a, axis=0, out=out)
    print(r is out, out.tolist())
    print(rng.permutation(6).tolist(), rng.permuted(np.arange(6)).tolist())
    attempt(rng.shuffle, a, axis=2)
    attempt(rng.permutation, 5.5)
    lst = [1, 2, 3, 4]
    rng.shuffle(lst)
    print(sorted(lst), type(lst).__name__)


@program
def generator_state_spawn_jump(np):
    rng = np.random.default_rng(42)
    st = rng.bit_generator.state
    a = rng.random(3).round(6).tolist()
    rng.bit_generator.state = st
    b = rng.random(3).round(6).tolist()
    print(a == b, st["bit_generator"])
    kids = rng.spawn(2)
    print(len(kids), type(kids[0]).__name__)
    print([k.integers(100, size=3).tolist() for k in kids])
    ss = np.random.SeedSequence(7)
    print([np.random.default_rng(s).integers(1000) for s in ss.spawn(2)])
    pc = np.random.PCG64(3)
    j = pc.jumped()
    print(type(j).__name__, np.random.Generator(j).integers(1000, size=3).tolist())
    print(np.random.Generator(np.random.Philox(1)).integers(1000, size=3).tolist())
    print(np.random.Generator(np.random.MT19937(1)).integers(1000, size=3).tolist())
    print(np.random.Generator(np.random.SFC64(1)).integers(1000, size=3).tolist())
    attempt(np.random.default_rng, -1)


@program
def legacy_api_surface(np):
    np.random.seed(123)
    r = np.random.rand()
    print(type(r).__name__, round(r, 6))
    print(np.random.randint(0, 10, size=5).tolist(), type(np.random.randint(5)).__name__)
    print(np.random.rand(2, 3).shape, np.random.randn(2).shape)
    print(np.random.random_sample((2,)).round(6).tolist())
    print(np.random.choice(5, 3, replace=False).tolist())
    rs = np.random.RandomState(0)
    print(rs.randint(0, 100, 4).tolist(), round(rs.uniform(), 6))
    st = rs.get_state()
    x = rs.random_sample(2)
    rs.set_state(st)
    print(np.array_equal(x, rs.random_sample(2)), st[0])
    attempt(np.random.randint, 5, 2)
    attempt(np.random.seed, -1)
    attempt(np.random.normal, 0, -1)
    attempt(rs.choice, 5, 3, p=[0.5, 0.5, 0, 0, 0.1])
    a = np.arange(10)
    np.random.shuffle(a)
    print(sorted(a.tolist()) == list(range(10)))
    print(np.random.permutation(5).tolist())
    print(np.random.randint(0, 3, size=4, dtype=np.int8).dtype)


# ---- numpy.polynomial -------------------------------------------------------------------------------

@program
def polynomial_fit_convert(np):
    P = np.polynomial.Polynomial
    x = np.linspace(-1, 3, 9)
    y = 2 - x + 0.5 * x ** 2
    p = P.fit(x, y, 2)
    print(type(p).__name__, np.round(p.domain, 6).tolist(), np.round(p.window, 6).tolist())
    c = p.convert()
    print(clean(c.coef))
    print(clean(np.sort(P([2, -3, 1]).roots())))
    print(clean(P([1, 2, 3]).deriv().coef), clean(P([1, 2, 3]).integ(k=1).coef))
    print(clean(P([1, 2, 3])(np.array([0., 1., 2.]))))
    q = P([1, 1]) ** 3
    print(clean(q.coef), q.degree())
    d, r = divmod(P([1, 0, 1]), P([1, 1]))
    print(clean(d.coef), clean(r.coef))
    ch = np.polynomial.Chebyshev.fit(x, y, 2)
    print(clean(ch.convert(kind=P).coef))
    print(clean(np.polynomial.Chebyshev([1, 2, 3]).convert(kind=P).coef))
    print(clean(np.polynomial.chebyshev.chebval(0.5, [1, 2, 3])))
    print(clean(np.polynomial.polynomial.polyval(np.array([1., 2.]), [1, 2, 3])))
    print(clean(np.polynomial.Legendre([0, 1]).linspace(3)[1]))
    print(clean(np.polynomial.hermite.hermfit(x, y, 2)))


# ---- statistics -------------------------------------------------------------------------------------

@program
def percentile_quantile_methods(np):
    a = np.array([7., 1., 3., 9., 4., 10., 2.])
    for m in ("linear", "lower", "higher", "nearest", "midpoint", "inverted_cdf",
              "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
              "hazen", "weibull", "median_unbiased", "normal_unbiased"):
        print(m, clean(np.percentile(a, [10, 50, 90], method=m)))
    print(clean(np.quantile(a, 0.3)), np.ndim(np.quantile(a, 0.3)))
    w = np.array([1., 2., 1., 1., 3., 1., 1.])
    print(clean(np.quantile(a, [0.25, 0.5], weights=w, method="inverted_cdf")))
    attempt(np.quantile, a, 0.5, weights=w)
    attempt(np.quantile, a, 0.5, weights=np.zeros(7), method="inverted_cdf")
    attempt(np.percentile, a, 101)
    m2 = np.arange(12.).reshape(3, 4)
    print(clean(np.percentile(m2, 50, axis=1, keepdims=True)), np.percentile(m2, [25, 75], axis=0).shape)
    print(np.quantile(np.arange(5), 0.5).dtype, np.quantile(np.arange(5, dtype=np.float32), 0.5).dtype)
    an = np.array([7., 1., np.nan, 4.])
    print(repr(np.percentile(an, 50)), np.isscalar(np.percentile(an, 50)), np.isscalar(np.median(an)))
    qw = np.quantile(a, 0.5, weights=w, method="inverted_cdf")
    print(np.isscalar(qw), np.ndim(qw), repr(qw))


@program
def nan_functions_stats(np):
    a = np.array([[1., np.nan, 3.], [4., 5., np.nan]])
    print(clean(np.nanmean(a, axis=0)), clean(np.nanstd(a, axis=1, ddof=1)), clean(np.nanvar(a)))
    print(clean(np.nanmedian(a, axis=1)), clean(np.nanpercentile(a, 50, axis=0)))
    print(clean(np.nanquantile(a, [0.25, 0.75])), clean(np.nancumsum(a, axis=1)))
    print(clean(np.nancumprod(a)), np.nanargmax(a, axis=1).tolist(), np.nanargmin(a).item())
    print(clean(np.nanprod(a, axis=0)), clean(np.nansum(a, keepdims=True)))
    print(clean(np.nanmax(a, axis=0)), clean(np.nanmin(a, axis=1)))
    attempt(np.nanargmax, np.array([np.nan, np.nan]))
    print(clean(np.nanpercentile(a, 50, axis=0, method="lower")))
    print(clean(np.nanquantile(np.array([1., np.nan, 3., 2.]), 0.5,
                               weights=np.array([1., 1., 2., 1.]), method="inverted_cdf")))


@program
def histogram_bin_rules(np):
    rng = np.random.default_rng(3)
    x = rng.integers(0, 100, size=200).astype(float)
    for b in ("auto", "fd", "doane", "scott", "stone", "rice", "sturges", "sqrt"):
        h, e = np.histogram(x, bins=b)
        print(b, len(e), int(h.sum()), clean(e[:2]))
    print(clean(np.histogram_bin_edges(x, bins="auto", range=(0, 50))[-1]))
    h, e = np.histogram(x, bins=5, density=True)
    print(clean(h * np.diff(e)).sum().round(6))
    h, e = np.histogram(x, bins=[0, 10, 50, 100], weights=np.ones(200) * 0.5)
    print(clean(h), h.dtype)
    attempt(np.histogram, x, bins="bogus")
    attempt(np.histogram, x, bins=[3, 2, 1])
    attempt(np.histogram, x, bins=0)
    attempt(np.histogram, np.array([1., np.nan]), bins=2)
    print(np.histogram(np.array([1, 2, 3]), bins=2)[1].dtype)


@program
def histogram2d_dd(np):
    x = np.array([0., 1., 1., 2., 3., 3., 3.])
    y = np.array([0., 0., 1., 2., 2., 3., 3.])
    H, xe, ye = np.histogram2d(x, y, bins=2)
    print(H.tolist(), clean(xe), clean(ye))
    H, xe, ye = np.histogram2d(x, y, bins=[2, 3], range=[[0, 4], [0, 3]], density=True)
    print(clean(H), H.shape)
    H, edges = np.histogramdd(np.stack([x, y, x + y], axis=1), bins=(2, 2, 3))
    print(H.shape, int(H.sum()), len(edges), [e.shape for e in edges])
    H, edges = np.histogramdd((x, y), bins=[np.array([0, 2, 4]), 2], weights=np.arange(7.))
    print(clean(H))
    attempt(np.histogramdd, np.ones((3, 2)), bins=(2, 2, 2))


@program
def average_cov_corrcoef(np):
    a = np.arange(6.).reshape(2, 3)
    avg, sw = np.average(a, axis=1, weights=[1, 2, 3], returned=True)
    print(clean(avg), clean(sw))
    r = np.average(a, returned=True)
    print(clean(np.array(r)), repr(r[1]))
    print(clean(np.average(a, axis=0, weights=np.array([[1., 2., 3.], [3., 2., 1.]]), keepdims=True)))
    attempt(np.average, a, axis=1, weights=[1, 2])
    attempt(np.average, a, weights=np.zeros((2, 3)))
    x = np.array([[0., 1., 2., 4.], [2., 1., 0., -1.], [1., 3., 2., 5.]])
    print(clean(np.cov(x)), clean(np.cov(x, ddof=0)))
    print(clean(np.cov(x.T, rowvar=False, bias=True)))
    print(clean(np.cov(x, fweights=[1, 2, 1, 1], aweights=[0.5, 1, 1, 2])))
    print(clean(np.cov(x[0], x[1])))
    print(np.cov(np.array([1., 2., 3.])).shape, round(float(np.cov(np.array([1., 2., 3.]))), 6))
    print(clean(np.corrcoef(x)), clean(np.corrcoef(x[0], x[2])))
    print(np.cov(x, dtype=np.float32).dtype)
    print(np.cov(np.array([1.]), ddof=1), np.cov(np.ones((2, 1))).shape)
    attempt(np.cov, x, fweights=[1, 2, 1.5, 1])
    print(np.ptp(x, axis=1).tolist(), np.ptp(np.array([3, 1, 7], dtype=np.uint8)))


# ---- numerical calculus ---------------------------------------------------------------------------

@program
def gradient_spacing(np):
    f = np.array([1., 2., 4., 7., 11., 16.])
    print(clean(np.gradient(f)), clean(np.gradient(f, 2.)), clean(np.gradient(f, edge_order=2)))
    x = np.array([0., 1., 1.5, 3.5, 4., 6.])
    print(clean(np.gradient(f, x)), clean(np.gradient(f, x, edge_order=2)))
    g = np.arange(12.).reshape(3, 4) ** 2
    gy, gx = np.gradient(g)
    print(clean(gy), clean(gx))
    print(clean(np.gradient(g, 2., [0., 1., 3., 4.])[1]))
    print(clean(np.gradient(g, axis=1)), type(np.gradient(g)).__name__)
    attempt(np.gradient, np.array([1., 2.]), edge_order=2)
    attempt(np.gradient, f, edge_order=3)
    attempt(np.gradient, f, np.ones(3))
    print(np.gradient(np.array([1, 4, 9], dtype=np.int64)).dtype)
    days = np.array(["2024-01-01", "2024-01-03", "2024-01-06", "2024-01-10"], dtype="datetime64[D]")
    gd = np.gradient(days)
    print(gd.dtype, gd.astype(np.int64).tolist())


@program
def trapezoid_diff_cumsum(np):
    y = np.array([1., 4., 9., 16.])
    print(round(float(np.trapezoid(y)), 6), round(float(np.trapezoid(y, dx=0.5)), 6))
    print(round(float(np.trapezoid(y, x=[0., 1., 3., 6.])), 6))
    print(clean(np.trapezoid(np.arange(6.).reshape(2, 3), axis=0)))
    a = np.array([1, 4, 9, 16, 25])
    print(np.diff(a).tolist(), np.diff(a, n=2).tolist(), np.diff(a, n=0).tolist())
    print(np.diff(a, prepend=0).tolist(), np.diff(a, append=[30, 40]).tolist())
    print(np.diff(np.array([[1, 3], [6, 10]]), axis=0).tolist())
    print(np.diff(np.array([True, False, False, True])).tolist())
    attempt(np.diff, a, n=-1)
    print(np.diff(np.array([1, 2], dtype=np.uint8)).dtype)
    print(np.cumulative_sum(a, include_initial=True).tolist())
    m = np.arange(6).reshape(2, 3)
    print(np.cumulative_sum(m, axis=1, include_initial=True).tolist())
    print(np.cumulative_prod(m + 1, axis=0, include_initial=True).tolist())
    attempt(np.cumulative_sum, m)
    print(np.cumulative_sum(np.array([1, 2], dtype=np.int8)).dtype)


@program
def interp_options(np):
    xp = np.array([0., 1., 2., 3.])
    fp = np.array([0., 10., 20., 30.])
    x = np.array([-1., 0.5, 2.5, 4.])
    print(clean(np.interp(x, xp, fp)), clean(np.interp(x, xp, fp, left=-5, right=99)))
    print(clean(np.interp(np.array([-30., 370., 725.]), [0., 90., 180., 270.], [0., 1., 2., 3.],
                          period=360)))
    print(np.ndim(np.interp(1.5, xp, fp)), round(float(np.interp(1.5, xp, fp)), 6))
    print(clean(np.interp(x, xp, fp + 1j * fp)))
    attempt(np.interp, x, xp, fp[:3])
    attempt(np.interp, x, xp, fp, period=0)
    attempt(np.interp, x, [[0., 1., 2., 3.]], fp)
    attempt(np.interp, x, xp, fp, left="a")
    print(clean(np.interp(np.array([1., 0.5, 3.]), [0., 1., 1., 2.], [0., 1., 5., 2.])))
    attempt(np.interp, x, np.array([]), np.array([]))
    print(np.interp(np.array([1, 2]), np.array([0, 3]), np.array([0, 3])).dtype)


@program
def convolve_correlate_modes(np):
    a = np.array([1., 2., 3., 4.])
    v = np.array([0., 1., 0.5])
    for mode in ("full", "same", "valid"):
        print(mode, clean(np.convolve(a, v, mode=mode)), clean(np.correlate(a, v, mode=mode)))
    print(np.convolve(np.array([1, 2, 3]), np.array([1, 1])).tolist(),
          np.convolve(np.array([1, 2, 3]), np.array([1, 1])).dtype)
    print(clean(np.correlate(np.array([1 + 1j, 2]), np.array([1j, 1]), mode="full")))
    attempt(np.convolve, a, v, mode="bogus")
    attempt(np.convolve, a, np.array([]))
    attempt(np.correlate, np.ones((2, 2)), a)
    print(clean(np.convolve(v, a, mode="same")))
    print(np.convolve([1e300], [1e300]).tolist(), np.isnan(np.correlate([np.inf], [0.])).tolist())


# ---- workflows -------------------------------------------------------------------------------------

@program
def bootstrap_confidence_interval(np):
    rng = np.random.default_rng(2718)
    sample = rng.integers(50, 150, size=40).astype(float)
    idx = rng.integers(0, sample.size, size=(200, sample.size))
    means = sample[idx].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    print(round(float(sample.mean()), 6), round(float(lo), 6), round(float(hi), 6))
    print(np.round(np.quantile(means, [0.1, 0.9], method="median_unbiased"), 6).tolist())
    boot = rng.choice(sample, size=(3, 5), replace=True)
    print(boot.shape, boot.dtype, bool(np.isin(boot, sample).all()))
    print(np.histogram(means, bins="fd")[0].sum(), len(np.histogram_bin_edges(means, "sturges")))


@program
def least_squares_polynomial_model(np):
    x = np.linspace(0, 2, 11)
    y = 1 + 2 * x - 0.5 * x ** 2 + 0.01 * np.sin(7 * x)
    V = np.vander(x, 3, increasing=True)
    coef, res, rank, sv = np.linalg.lstsq(V, y, rcond=None)
    print(np.round(coef, 4).tolist(), rank, res.shape, sv.shape)
    Q, R = np.linalg.qr(V)
    c2 = np.linalg.solve(R, Q.T @ y)
    print(np.allclose(coef, c2), np.allclose(coef, np.linalg.pinv(V) @ y))
    p = np.polynomial.Polynomial.fit(x, y, 2).convert()
    print(np.allclose(p.coef, coef), np.round(np.polyfit(x, y, 2)[::-1], 4).tolist())
    r2 = 1 - np.sum((V @ coef - y) ** 2) / np.sum((y - y.mean()) ** 2)
    print(bool(r2 > 0.999), round(float(np.linalg.cond(V)), 3))


@program
def spectral_density_estimate(np):
    fs = 64.0
    t = np.arange(128) / fs
    sig = np.sin(2 * np.pi * 5 * t) + 0.5 * np.cos(2 * np.pi * 12 * t)
    spec = np.fft.rfft(sig * np.hanning(t.size), norm="ortho")
    freqs = np.fft.rfftfreq(t.size, d=1 / fs)
    power = np.abs(spec) ** 2
    top = np.argsort(power)[-2:]
    print(sorted(freqs[top].tolist()), spec.dtype, freqs.shape)
    s32 = np.fft.rfft(sig.astype(np.float32))
    print(s32.dtype, np.allclose(np.fft.irfft(s32, n=t.size), sig, atol=1e-4))
    band = (freqs >= 4) & (freqs <= 6)
    print(bool(power[band].sum() > 0.3 * power.sum()), int(band.sum()))
    ac = np.correlate(sig, sig, mode="full")[sig.size - 1:]
    print(ac.shape, round(float(ac[0]), 4), bool(ac[0] >= ac.max()))
