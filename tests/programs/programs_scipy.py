"""Programs that use SciPy (and a user's own ufuncs) on arrays, as a data-science notebook does:
scipy.special's ufuncs and their methods, scipy.stats, scipy.linalg, scipy.ndimage,
scipy.optimize with an objective written in ``np``, scipy.sparse and scipy.interpolate.

SciPy's ufuncs give gpnumpy arrays back (NumPy runs them on host copies); its other functions
read gpnumpy arrays with ``numpy.asarray`` and return NumPy's arrays, which the programs go on
using with ``np``.  The output printed (values rounded where device arithmetic feeds them, never
types: the array classes differ by design) must be NumPy's.  Programs marked
``@requires("scipy")`` are skipped where SciPy is not installed.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, r6, requires, show


PROGRAMS, program = collection()


@program
def user_ufunc_from_frompyfunc(np):
    # a user's ufunc: object results, its methods, out= into a float array, where=, at
    clipped_add = np.frompyfunc(lambda a, b: min(a + b, 10), 2, 1)
    x = np.arange(6)
    print(clipped_add(x, 7))
    print(clipped_add.reduce(x), clipped_add.accumulate(x))
    print(clipped_add.outer(np.arange(3), np.arange(4)))
    print(clipped_add.reduceat(x, [0, 2, 5]))
    out = np.zeros(6)
    r = clipped_add(x, 3, out=out, casting="unsafe")
    print(r is out, out, out.dtype)
    masked = np.full(6, -1.0)
    clipped_add(x, 100, out=masked, where=x % 2 == 0, casting="unsafe")
    print(masked)
    counts = np.zeros(4, dtype=np.int64)
    clipped_add.at(counts, [0, 1, 1, 3, 3, 3], 4)
    print(counts)
    attempt(lambda: clipped_add(x))
    attempt(lambda: clipped_add(x, 1, out=np.zeros(6)))
    attempt(lambda: clipped_add.at(counts.sum(), [0], 1))


@program
def user_ufunc_at_histogram(np):
    # a bin count with a user's ufunc's at: repeated indices count repeatedly, in place
    bump = np.frompyfunc(lambda total, w: total + w, 2, 1)
    rng = np.random.default_rng(3)
    samples = rng.integers(0, 5, size=40)
    weights = np.linspace(0.5, 2.0, 40)
    hist = np.zeros(5)
    bump.at(hist, samples, weights)
    print(r6(hist), r6(hist.sum()), r6(weights.sum()))
    frozen = np.broadcast_to(np.zeros(3), (2, 3))
    attempt(lambda: bump.at(frozen, (slice(None), 0), 1.0))


@program
@requires("scipy")
def scipy_special_logistic_loss(np):
    from scipy import special
    rng = np.random.default_rng(0)
    X = rng.normal(size=(50, 3))
    w_true = np.array([1.5, -2.0, 0.5])
    y = (special.expit(X @ w_true) > 0.5).astype(np.float64)
    w = np.zeros(3)
    for step in range(100):
        p = special.expit(X @ w)
        w -= 0.5 * X.T @ (p - y) / len(y)
    p = special.expit(X @ w)
    loss = -np.mean(special.xlogy(y, p) + special.xlogy(1 - y, 1 - p))
    print("loss", r6(loss), "accuracy", float(np.mean((p > 0.5) == (y > 0.5))))
    print("logit(expit(z))", r6(special.logit(special.expit(np.array([-2.0, 0.0, 3.0])))))
    print("erf", r6(special.erf(np.linspace(-2, 2, 5))), "erfc", r6(special.erfc(np.array([0.0, 1.0]))))
    print("lgamma", r6(special.gammaln(np.arange(1, 8))))
    print("log-softmax", r6(np.log(special.softmax(np.array([1.0, 2.0, 3.0])))))
    print("logsumexp", r6(special.logsumexp(np.array([[1000.0, 1000.0], [0.0, 1.0]]), axis=1)))


@program
@requires("scipy")
def scipy_special_ufunc_methods(np):
    from scipy import special
    a = np.arange(1.0, 7.0).reshape(3, 2)
    print(r6(special.xlogy.reduce(a, axis=0)), r6(special.xlogy.accumulate(a, axis=1)))
    print(r6(special.xlogy.outer(np.array([1.0, 2.0]), np.array([1.0, 2.0, 4.0]))))
    out = np.zeros(4)
    r = special.erf(np.linspace(0, 1, 4), out=out)
    print(r is out, r6(out))
    # (no where= here: SciPy 1.17.1 with NumPy 2.4.6 corrupts the heap on where= itself)
    special.erfc(np.full(4, 2.0)[::-1], out=out[::-1])
    print(r6(out))
    v = np.linspace(0.5, 2.0, 4)
    special.gammaln.at(v, [0, 3])
    print(r6(v))
    attempt(lambda: special.erf.reduce(np.arange(3.0)))
    attempt(lambda: special.erf(np.arange(3.0), out=np.zeros(3, dtype=np.int64)))
    attempt(lambda: special.erf.at(np.float64(1.0), [0]))


@program
@requires("scipy")
def scipy_stats_notebook(np):
    from scipy import stats
    rng = np.random.default_rng(42)
    height = rng.normal(170, 8, size=200)
    weight = 0.9 * height - 90 + rng.normal(0, 4, size=200)
    z = stats.zscore(height)
    outliers = np.abs(z) > 2.5
    print("outliers", int(outliers.sum()), r6(height[outliers]))
    r, p = stats.pearsonr(height, weight)
    print("pearson", r6(r), p < 1e-10)
    d = stats.describe(weight)
    print(d.nobs, r6(d.minmax[0]), r6(d.minmax[1]), r6(d.mean), r6(d.variance), r6(d.skewness))
    grid = np.linspace(-3, 3, 7)
    print("pdf", r6(stats.norm.pdf(grid)))
    print("cdf", r6(stats.norm.cdf(grid, loc=0.5, scale=2.0)))
    lo, hi = stats.norm.ppf(np.array([0.025, 0.975]))
    print("95%", r6(lo), r6(hi))
    ci = np.mean(height) + np.array([lo, hi]) * np.std(height, ddof=1) / np.sqrt(len(height))
    print("ci", r6(ci))


@program
@requires("scipy")
def scipy_linalg_solvers(np):
    from scipy import linalg
    rng = np.random.default_rng(7)
    M = rng.normal(size=(4, 4))
    A = M @ M.T + 4 * np.eye(4)
    b = np.arange(1.0, 5.0)
    x = linalg.solve(A, b)
    print("solve", r6(x), "residual small", bool(np.linalg.norm(A @ x - b) < 1e-10))
    c, low = linalg.cho_factor(A)
    y = linalg.cho_solve((c, low), b)
    print("cho", low, r6(y))
    E = linalg.expm(np.array([[0.0, 1.0], [-1.0, 0.0]]) * np.pi / 2)
    print("rotation", r6(E))


@program
@requires("scipy")
def scipy_ndimage_smoothing(np):
    from scipy import ndimage
    img = np.zeros((7, 7))
    img[3, 3] = 1.0
    img[1:3, 4:6] = 0.5
    smooth = ndimage.gaussian_filter(img, sigma=1.0)
    print(r6(smooth[3]), r6(smooth.sum()))
    peak = np.unravel_index(np.argmax(smooth), smooth.shape)
    print("peak", tuple(int(i) for i in peak))
    print(r6(ndimage.gaussian_filter(np.linspace(0, 1, 8) ** 2, 1.5)))


@program
@requires("scipy")
def scipy_optimize_with_np_objective(np):
    from scipy import optimize
    x = np.linspace(0, 4, 30)
    y = 2.5 * np.exp(-1.3 * x) + 0.3

    def loss(params):
        a, k, c = params
        return np.sum((a * np.exp(-k * x) + c - y) ** 2)

    for method in ("Nelder-Mead", "BFGS", "L-BFGS-B", "Powell"):
        r = optimize.minimize(loss, np.array([1.0, 1.0, 0.0]), method=method,
                              options={"maxiter": 5000})
        print(method, np.round(np.asarray(r.x), 3), bool(r.fun < 1e-6))

    target = np.array([1.0, -2.0, 0.5])

    def grad(v):
        # L-BFGS-B's compiled code takes NumPy's arrays only: the gradient as one
        import numpy
        return numpy.asarray(2 * (v - target))

    r = optimize.minimize(lambda v: np.sum((v - target) ** 2), np.zeros(3), jac=grad,
                          method="L-BFGS-B")
    print("with jac", np.round(np.asarray(r.x), 5))


@program
@requires("scipy")
def scipy_sparse_and_interpolate(np):
    from scipy import interpolate, sparse
    dense = np.array([[0.0, 1.0, 0.0], [2.0, 0.0, 3.0], [0.0, 0.0, 4.0]])
    m = sparse.csr_matrix(dense)
    v = np.array([1.0, 2.0, 3.0])
    print(m.nnz, m @ v, m.T.dot(v))
    print(m.toarray().sum(axis=0), (m.toarray() == dense).all())
    xs = np.linspace(0, 3, 7)
    f = interpolate.interp1d(xs, xs ** 2)
    print(r6(f(np.array([0.25, 1.7, 2.9]))))
    g = interpolate.interp1d(xs, np.sin(xs), kind="cubic")
    print(r6(g(np.array([0.5, 2.5]))))
    show(np.round(np.asarray(f(1.25)), 4))
