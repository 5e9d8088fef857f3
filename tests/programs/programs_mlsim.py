"""Machine learning from scratch and simulation, as notebook users write them with NumPy only:
seeded data generation (default_rng and the legacy np.random functions, whose drawn values are
printed exactly), train/test splits, standardization, one-hot encoding, linear and ridge
regression, logistic regression, softmax, k-means, k-NN, PCA, a small MLP, Monte Carlo
estimates, random walks, Markov chains, bootstrap intervals, histogram and bincount summaries,
confusion matrices, and the bad inputs users give them.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_rounded, collection, r6, show, show_rounded


PROGRAMS, program = collection()


# ---- seeded data generation ----------------------------------------------------------------------

@program
def mlsim_default_rng_draws(np):
    rng = np.random.default_rng(42)
    show(rng.integers(0, 10, size=8))
    show(rng.random(4))
    show(rng.normal(loc=2.0, scale=0.5, size=3))
    show(rng.uniform(-1, 1, size=(2, 2)))
    show(rng.standard_normal(3, dtype=np.float32))
    show(rng.integers(5, size=4, dtype=np.uint8))
    show(rng.integers(1, 7, size=6, endpoint=True))
    show(rng.exponential(2.0, size=3))
    show(rng.poisson(3.0, size=6))
    show(rng.binomial(10, 0.3, size=6))
    print(type(rng.random()).__name__, type(rng.integers(10)).__name__)
    attempt(lambda: rng.normal(0, -1.0, size=2))
    attempt(lambda: rng.integers(5, 5))
    attempt(lambda: rng.integers(0, 10, size=-1))
    attempt(lambda: rng.uniform(size=(2, -3)))
    attempt(lambda: rng.binomial(5, 1.5))
    attempt(lambda: rng.poisson(-2))


@program
def mlsim_legacy_seed_randn(np):
    np.random.seed(0)
    show(np.random.randn(3))
    show(np.random.rand(2, 2))
    show(np.random.randint(0, 100, size=5))
    show(np.random.randint(10))
    show(np.random.normal(5, 2, size=3))
    show(np.random.uniform(0, 1, 3))
    show(np.random.random_sample((2,)))
    show(np.random.choice(10, 4))
    show(np.random.choice(["a", "b", "c"], size=5, p=[0.5, 0.25, 0.25]))
    np.random.seed(0)
    again = np.random.randn(3)
    print(again.tolist())
    attempt(lambda: np.random.seed(-1))
    attempt(lambda: np.random.normal(0, -2))
    attempt(lambda: np.random.randint(5, 1))
    attempt(lambda: np.random.randn(-2))
    attempt(lambda: np.random.rand(2.5))


@program
def mlsim_randomstate_object(np):
    rs = np.random.RandomState(123)
    show(rs.randn(2, 3))
    show(rs.permutation(8))
    x = np.arange(6)
    rs.shuffle(x)
    show(x)
    show(rs.binomial(1, 0.5, size=10))
    show(rs.standard_t(5, size=2))
    show(rs.gamma(2.0, 1.5, size=3))
    show(rs.beta(2, 3, size=2))
    show(rs.multinomial(20, [0.2, 0.3, 0.5]))
    st = rs.get_state()
    a = rs.rand(3)
    rs.set_state(st)
    b = rs.rand(3)
    print(np.array_equal(a, b), st[0], st[1].dtype, st[1].shape)
    attempt(lambda: rs.multinomial(10, [0.6, 0.6]))
    attempt(lambda: rs.gamma(-1.0))


@program
def mlsim_synthetic_blobs(np):
    rng = np.random.default_rng(7)
    centers = np.array([[0.0, 0.0], [5.0, 5.0], [0.0, 5.0]])
    n_per = 4
    X = np.vstack([rng.normal(c, 0.5, size=(n_per, 2)) for c in centers])
    y = np.repeat(np.arange(len(centers)), n_per)
    show(X.round(4))
    show(y)
    idx = rng.permutation(len(X))
    X, y = X[idx], y[idx]
    show(y)
    print(np.bincount(y).tolist(), X.dtype, X.shape)
    attempt(lambda: rng.normal(centers, 0.5, size=(4, 2)))
    attempt(lambda: rng.normal(centers, 0.5, size=(4, 3, 2)).shape)


@program
def mlsim_multivariate_normal_draws(np):
    rng = np.random.default_rng(3)
    mean = np.array([1.0, -1.0])
    cov = np.array([[1.0, 0.8], [0.8, 1.0]])
    Z = rng.multivariate_normal(mean, cov, size=5)
    show(Z.round(10))
    big = rng.multivariate_normal(mean, cov, size=2000)
    print(np.round(big.mean(axis=0), 2).tolist(), np.round(np.cov(big.T), 1).tolist())
    L = np.linalg.cholesky(cov)
    show(L.round(6))
    attempt(lambda: rng.multivariate_normal(mean, np.eye(3)))
    attempt(lambda: rng.multivariate_normal(mean, [[1, 2], [2, 1]], check_valid="raise"))
    attempt(lambda: np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]])))


@program
def mlsim_dirichlet_and_categorical(np):
    rng = np.random.default_rng(11)
    p = rng.dirichlet([1.0, 2.0, 3.0], size=3)
    show(p.round(12))
    print(np.allclose(p.sum(axis=1), 1.0))
    draws = rng.choice(3, size=12, p=[0.2, 0.5, 0.3])
    show(draws)
    print(np.bincount(draws, minlength=5).tolist())
    attempt(lambda: rng.choice(3, size=2, p=[0.5, 0.5]))
    attempt(lambda: rng.choice(3, size=2, p=[0.5, 0.6, -0.1]))
    attempt(lambda: rng.choice(3, size=2, p=[0.5, 0.4, 0.4]))
    attempt(lambda: rng.dirichlet([1.0, -1.0]))


# ---- splits and preprocessing --------------------------------------------------------------------

@program
def mlsim_train_test_split(np):
    rng = np.random.default_rng(2024)
    X = np.arange(30).reshape(10, 3)
    y = np.arange(10) % 2
    perm = rng.permutation(len(X))
    n_test = int(0.3 * len(X))
    test_idx, train_idx = perm[:n_test], perm[n_test:]
    show(test_idx)
    show(X[train_idx][:3])
    show(y[test_idx])
    Xs = X.copy()
    rng.shuffle(Xs)
    show(Xs[:, 0])
    rng.shuffle(Xs, axis=1)
    show(Xs[0])
    show(rng.permuted(np.arange(12).reshape(3, 4), axis=1))
    mask = rng.random(len(X)) < 0.7
    print(mask.sum(), X[mask].shape, X[~mask].shape)
    attempt(lambda: rng.permutation(X, axis=2))
    attempt(lambda: rng.shuffle(5))
    attempt(lambda: X[perm[:n_test], 5])


@program
def mlsim_choice_without_replacement(np):
    rng = np.random.default_rng(5)
    show(rng.choice(10, size=4, replace=False))
    show(rng.choice(np.array([10, 20, 30, 40]), size=(2, 2), replace=False))
    show(rng.choice(5, size=5, replace=False, shuffle=False))
    show(rng.choice(["cat", "dog", "bird"], size=2, replace=False))
    attempt(lambda: rng.choice(5, size=6, replace=False))
    attempt(lambda: rng.choice(0, size=1))
    attempt(lambda: rng.choice([], size=1))
    attempt(lambda: rng.choice(np.ones((2, 2)), axis=2))
    np.random.seed(1)
    show(np.random.choice(8, 3, replace=False))
    attempt(lambda: np.random.choice(3, 4, replace=False))
    attempt(lambda: np.random.choice(-1))


@program
def mlsim_standardization(np):
    rng = np.random.default_rng(0)
    X = rng.normal([10.0, -3.0, 100.0], [2.0, 0.1, 30.0], size=(50, 3))
    mu, sd = X.mean(axis=0), X.std(axis=0, ddof=1)
    Z = (X - mu) / sd
    print(r6(Z.mean(axis=0)).tolist(), r6(Z.std(axis=0, ddof=1)).tolist())
    print(r6(mu).tolist(), r6(sd).tolist())
    Xt = rng.normal(size=(4, 3))
    print(r6((Xt - mu) / sd).tolist())
    attempt(lambda: (Xt - mu[:2]) / sd)
    const = np.ones((4, 2))
    print((const - const.mean(0)) / const.std(0))
    print(np.nanmean(np.array([1.0, np.nan, 3.0])), np.nanstd(np.array([[np.nan, np.nan]]), axis=1))


@program
def mlsim_one_hot_and_labels(np):
    labels = np.array(["spam", "ham", "spam", "eggs", "ham"])
    classes, y = np.unique(labels, return_inverse=True)
    show(classes)
    show(y)
    Y = np.eye(len(classes), dtype=np.int8)[y]
    show(Y)
    print(Y.argmax(axis=1).tolist(), classes[Y.argmax(axis=1)].tolist())
    Y2 = (y[:, None] == np.arange(len(classes))).astype(float)
    print(np.array_equal(Y, Y2), Y2.dtype)
    attempt(lambda: np.eye(3)[np.array([0, 3])])
    attempt(lambda: np.eye(3)[np.array([0.0, 1.0])])
    attempt(lambda: np.eye(-1))


# ---- regression ----------------------------------------------------------------------------------

@program
def mlsim_linear_regression_lstsq(np):
    rng = np.random.default_rng(1)
    X = rng.uniform(0, 10, size=(20, 2))
    true_w = np.array([3.0, -2.0])
    y = X @ true_w + 1.5 + rng.normal(0, 0.1, size=20)
    A = np.column_stack([np.ones(len(X)), X])
    w, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
    print(r6(w).tolist(), r6(res).tolist(), rank, r6(sv).tolist())
    w_ne = np.linalg.solve(A.T @ A, A.T @ y)
    print(np.allclose(w, w_ne), r6(w_ne).tolist())
    w_pinv = np.linalg.pinv(A) @ y
    print(np.allclose(w, w_pinv))
    pred = A @ w
    r2 = 1 - ((y - pred) ** 2).sum() / ((y - y.mean()) ** 2).sum()
    print(f"R2={r2:.4f}")
    attempt(lambda: np.linalg.lstsq(A, y[:-1], rcond=None))
    attempt(lambda: np.linalg.lstsq(A, np.ones((20, 2, 2))))
    attempt(lambda: np.linalg.solve(A, y))


@program
def mlsim_collinear_features(np):
    x = np.arange(1.0, 7.0)
    A = np.column_stack([np.ones(6), x, 2 * x])
    y = 1 + 3 * x
    w, res, rank, sv = np.linalg.lstsq(A, y, rcond=None)
    print(rank, res.shape, r6(A @ w).tolist())
    print(np.linalg.matrix_rank(A), np.linalg.matrix_rank(A.T @ A))
    attempt(lambda: np.linalg.solve(np.array([[1.0, 2.0], [2.0, 4.0]]), np.array([1.0, 2.0])))
    attempt(lambda: np.linalg.inv(np.zeros((3, 3))))
    attempt(lambda: np.linalg.inv(np.ones((2, 3))))
    print(r6(np.linalg.det(np.array([[1.0, 2.0], [2.0, 4.0]]))))
    sign, logdet = np.linalg.slogdet(np.array([[1.0, 2.0], [2.0, 4.0]]))
    print(sign, logdet)
    P = np.linalg.pinv(np.array([[1.0, 2.0], [2.0, 4.0]]))
    print(r6(P).tolist())


@program
def mlsim_ridge_regression_path(np):
    rng = np.random.default_rng(8)
    X = rng.normal(size=(30, 4))
    y = X @ np.array([1.0, 0.0, -2.0, 0.5]) + rng.normal(0, 0.3, 30)
    Xc = X - X.mean(0)
    yc = y - y.mean()
    I = np.eye(X.shape[1])
    for lam in (0.0, 1.0, 10.0, 100.0):
        w = np.linalg.solve(Xc.T @ Xc + lam * I, Xc.T @ yc)
        print(lam, r6(w).tolist(), round(float(np.linalg.norm(w)), 6))
    U, s, Vt = np.linalg.svd(Xc, full_matrices=False)
    lam = 10.0
    w_svd = Vt.T @ (s / (s ** 2 + lam) * (U.T @ yc))
    print(np.allclose(w_svd, np.linalg.solve(Xc.T @ Xc + lam * I, Xc.T @ yc)))
    print(U.shape, s.shape, Vt.shape)
    attempt(lambda: np.linalg.solve(Xc.T @ Xc + lam * np.eye(3), Xc.T @ yc))
    attempt(lambda: np.linalg.solve(Xc.T @ Xc, yc))


@program
def mlsim_polyfit_overfit(np):
    rng = np.random.default_rng(21)
    x = np.linspace(0, 1, 12)
    y = np.sin(2 * np.pi * x) + rng.normal(0, 0.1, x.size)
    for deg in (1, 3):
        c = np.polyfit(x, y, deg)
        resid = y - np.polyval(c, x)
        print(deg, r6(c).tolist(), round(float((resid ** 2).mean()), 6))
    V = np.vander(x, 4, increasing=True)
    print(V.shape, r6(V[2]).tolist())
    attempt(lambda: np.polyfit(x, y[:5], 2))
    attempt(lambda: np.polyfit(x, y, -1))
    attempt(lambda: np.polyfit([], [], 1))


# ---- classification ------------------------------------------------------------------------------

@program
def mlsim_logistic_regression_gd(np):
    rng = np.random.default_rng(4)
    X = np.vstack([rng.normal(-1, 1, size=(20, 2)), rng.normal(1, 1, size=(20, 2))])
    y = np.r_[np.zeros(20), np.ones(20)]
    Xb = np.c_[np.ones(40), X]
    w = np.zeros(3)

    def sigmoid(z):
        return 1 / (1 + np.exp(-z))
    for it in range(200):
        p = sigmoid(Xb @ w)
        grad = Xb.T @ (p - y) / len(y)
        w -= 0.5 * grad
        if it % 50 == 0:
            eps = 1e-12
            loss = -np.mean(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps))
            print(it, f"{loss:.6f}")
    print(r6(w).tolist())
    acc = ((sigmoid(Xb @ w) > 0.5) == y).mean()
    print("acc", acc, type(acc).__name__)
    print(sigmoid(np.array([-1000.0, 0.0, 1000.0])))
    print(np.round(1 / (1 + np.exp(-np.array([-800.0, 800.0], dtype=np.float32))), 6))


@program
def mlsim_softmax_cross_entropy(np):
    logits = np.array([[2.0, 1.0, 0.1], [1000.0, 1001.0, 1002.0], [-5.0, -5.0, -5.0]])
    naive = np.exp(logits) / np.exp(logits).sum(axis=1, keepdims=True)
    print(np.round(naive, 6))
    z = logits - logits.max(axis=1, keepdims=True)
    sm = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
    print(np.round(sm, 6), sm.sum(axis=1))
    y = np.array([0, 2, 1])
    ce = -np.log(sm[np.arange(3), y])
    print(r6(ce).tolist(), round(float(ce.mean()), 6))
    lse = np.log(np.exp(z).sum(axis=1)) + logits.max(axis=1)
    print(r6(lse).tolist(), r6(np.logaddexp.reduce(logits, axis=1)).tolist())
    print(np.log(np.array([0.0, 1.0])))
    attempt(lambda: sm[np.arange(3), np.array([0, 3, 1])])
    attempt(lambda: sm[np.arange(2), y])


@program
def mlsim_knn_argsort_argpartition(np):
    rng = np.random.default_rng(10)
    Xtr = rng.integers(0, 20, size=(15, 2)).astype(float)
    ytr = rng.integers(0, 3, size=15)
    Xte = np.array([[5.0, 5.0], [15.0, 2.0], [10.0, 18.0]])
    D = ((Xte[:, None, :] - Xtr[None, :, :]) ** 2).sum(-1)
    print(D.shape, D.dtype)
    order = np.argsort(D, axis=1, kind="stable")[:, :3]
    show(order)
    k = 3
    part = np.argpartition(D, k, axis=1)[:, :k]
    print(np.array_equal(np.sort(D[np.arange(3)[:, None], part], 1),
                         np.sort(D, 1)[:, :k]))
    votes = ytr[order]
    pred = np.array([np.bincount(v, minlength=3).argmax() for v in votes])
    show(pred)
    attempt(lambda: np.argpartition(D, 15, axis=1))
    attempt(lambda: np.argpartition(D, -16, axis=1))
    attempt(lambda: np.argsort(D, axis=2))
    show(np.argpartition(np.array([5, 1, 4, 2, 3]), (1, 3)))


@program
def mlsim_confusion_matrix(np):
    y_true = np.array([0, 1, 2, 2, 1, 0, 0, 2, 1, 1])
    y_pred = np.array([0, 2, 2, 2, 1, 0, 1, 0, 1, 1])
    k = 3
    cm = np.zeros((k, k), dtype=np.int64)
    np.add.at(cm, (y_true, y_pred), 1)
    show(cm)
    cm2 = np.bincount(k * y_true + y_pred, minlength=k * k).reshape(k, k)
    print(np.array_equal(cm, cm2), cm2.dtype)
    tp = np.diag(cm)
    precision = tp / cm.sum(axis=0)
    recall = tp / cm.sum(axis=1)
    f1 = 2 * precision * recall / (precision + recall)
    print(r6(precision).tolist(), r6(recall).tolist(), r6(f1).tolist())
    print("acc", tp.sum() / cm.sum())
    empty = np.zeros((2, 2), dtype=int)
    print(np.diag(empty) / empty.sum(axis=0))
    attempt(lambda: np.add.at(cm, (y_true, y_pred + 1), 1))
    attempt(lambda: np.bincount(np.array([0, -1, 2])))
    attempt(lambda: np.bincount(np.array([0.5, 1.0])))


@program
def mlsim_naive_bayes_gaussian(np):
    rng = np.random.default_rng(17)
    X = np.vstack([rng.normal([0, 0], 1, (10, 2)), rng.normal([3, 3], 1, (10, 2))])
    y = np.repeat([0, 1], 10)
    classes = np.unique(y)
    mu = np.array([X[y == c].mean(0) for c in classes])
    var = np.array([X[y == c].var(0) for c in classes])
    prior = np.array([(y == c).mean() for c in classes])
    print(r6(mu).tolist(), r6(var).tolist(), prior.tolist())
    Xq = np.array([[0.0, 0.0], [3.0, 3.0], [1.5, 1.5]])
    ll = -0.5 * (np.log(2 * np.pi * var)[None] + (Xq[:, None] - mu[None]) ** 2 / var[None]).sum(-1)
    post = ll + np.log(prior)
    print(r6(post).tolist(), post.argmax(1).tolist())
    print(np.log(np.array([0.0])), np.log(np.array([-1.0])))


# ---- unsupervised --------------------------------------------------------------------------------

@program
def mlsim_kmeans(np):
    rng = np.random.default_rng(0)
    X = np.concatenate([rng.normal(0, 0.3, (10, 2)), rng.normal(3, 0.3, (10, 2))])
    C = X[rng.choice(len(X), 2, replace=False)]
    for it in range(5):
        d = np.linalg.norm(X[:, None] - C[None], axis=2)
        lab = d.argmin(axis=1)
        newC = np.array([X[lab == j].mean(axis=0) for j in range(2)])
        if np.allclose(newC, C):
            break
        C = newC
    order = np.argsort(C[:, 0])
    print(it, r6(C[order]).tolist(), np.bincount(lab).tolist())
    inertia = ((X - C[lab]) ** 2).sum()
    print(f"{inertia:.6f}")
    with np.errstate(invalid="ignore"):
        print(np.array([]).mean(axis=0) if False else np.mean(X[lab == 5], axis=0))


@program
def mlsim_empty_cluster_warning(np):
    X = np.arange(6.0).reshape(3, 2)
    lab = np.array([0, 0, 0])
    print(X[lab == 1].mean(axis=0))
    print(X[lab == 1].sum(axis=0), X[lab == 1].shape)
    attempt(lambda: X[lab == 1].max(axis=0))
    attempt(lambda: X[lab == 1].argmin(axis=0))
    attempt(lambda: np.argmin(np.array([])))


@program
def mlsim_pca_svd_eigh(np):
    rng = np.random.default_rng(9)
    z = rng.normal(size=(40, 1))
    X = np.hstack([z, 2 * z + 0.1 * rng.normal(size=(40, 1)), rng.normal(size=(40, 1))])
    Xc = X - X.mean(0)
    U, s, Vt = np.linalg.svd(Xc, full_matrices=False)
    evr = s ** 2 / (s ** 2).sum()
    print(r6(evr).tolist())
    C = np.cov(Xc, rowvar=False)
    w, V = np.linalg.eigh(C)
    print(r6(w[::-1]).tolist(), r6(s ** 2 / (len(X) - 1)).tolist())
    v1 = V[:, -1] * np.sign(V[0, -1])
    u1 = Vt[0] * np.sign(Vt[0, 0])
    print(r6(v1).tolist(), np.allclose(v1, u1))
    proj = Xc @ Vt[:2].T
    print(proj.shape, r6(np.abs(proj[:3])).tolist())
    attempt(lambda: np.linalg.eigh(np.ones((2, 3))))
    attempt(lambda: np.linalg.svd(np.ones(3)))
    # (not eigh of a matrix holding NaN: NumPy's answer is LAPACK's accident, NaNs for 2x2 and
    # 40x40, LinAlgError for 3x3 and 10x10, which cuSOLVER need not share; the program with it
    # failed on the H200, the only line that depends on the library's algorithm)


@program
def mlsim_covariance_correlation(np):
    rng = np.random.default_rng(12)
    a = rng.normal(size=100)
    b = 0.5 * a + rng.normal(size=100)
    print(r6(np.cov(a, b)).tolist())
    print(r6(np.corrcoef(a, b)).tolist())
    print(r6(np.cov(np.vstack([a, b]), ddof=0)).tolist())
    print(np.cov(np.array([1.0, 2.0, 3.0]), bias=True))
    print(np.corrcoef(np.array([1.0, 1.0, 1.0]), np.array([1.0, 2.0, 3.0])))
    print(np.cov(np.array([1.0])))
    attempt(lambda: np.cov(a, b[:50]))
    attempt(lambda: np.cov(np.ones((2, 2, 2))))


# ---- neural nets ---------------------------------------------------------------------------------

@program
def mlsim_mlp_forward_backward(np):
    rng = np.random.default_rng(123)
    X = rng.normal(size=(6, 4)).astype(np.float32)
    y = np.array([0, 1, 2, 1, 0, 2])
    W1 = (rng.standard_normal((4, 5)) * np.sqrt(2 / 4)).astype(np.float32)
    b1 = np.zeros(5, np.float32)
    W2 = (rng.standard_normal((5, 3)) * np.sqrt(2 / 5)).astype(np.float32)
    b2 = np.zeros(3, np.float32)
    h = np.maximum(X @ W1 + b1, 0)
    z = h @ W2 + b2
    print(h.dtype, z.dtype, z.shape, (h > 0).sum())
    z = z - z.max(1, keepdims=True)
    p = np.exp(z) / np.exp(z).sum(1, keepdims=True)
    loss = -np.log(p[np.arange(6), y]).mean()
    print(type(loss).__name__, f"{loss:.4f}")
    dz = p.copy()
    dz[np.arange(6), y] -= 1
    dz /= 6
    dW2 = h.T @ dz
    dh = dz @ W2.T * (h > 0)
    dW1 = X.T @ dh
    print(dW2.dtype, dW1.shape, np.round(dW2.sum(0), 4))
    # numeric gradient check in float64 for one weight
    W1d = W1.astype(np.float64)

    def f(w):
        hh = np.maximum(X.astype(np.float64) @ w, 0)
        zz = hh @ W2.astype(np.float64)
        zz -= zz.max(1, keepdims=True)
        return -(zz[np.arange(6), y] - np.log(np.exp(zz).sum(1))).mean()
    e = np.zeros_like(W1d)
    e[0, 0] = 1e-6
    num = (f(W1d + e) - f(W1d - e)) / 2e-6
    print(abs(num - dW1[0, 0]) < 1e-3)
    attempt(lambda: X @ W2)
    attempt(lambda: h @ W2 + np.zeros(4))
    attempt(lambda: np.matmul(X, W1, out=np.empty((6, 4), np.float32)))


@program
def mlsim_activations_and_init(np):
    x = np.linspace(-3, 3, 7)
    print(np.round(np.tanh(x), 6))
    print(np.maximum(0, x), np.where(x > 0, x, 0.01 * x))
    print(np.round(np.log1p(np.exp(-np.abs(x))) + np.maximum(x, 0), 6))
    print(np.round(x * 0.5 * (1 + np.tanh(np.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3))), 6))
    rng = np.random.default_rng(31)
    fan_in, fan_out = 3, 2
    lim = np.sqrt(6 / (fan_in + fan_out))
    W = rng.uniform(-lim, lim, size=(fan_in, fan_out))
    show(W)
    print(np.abs(W).max() <= lim, W.dtype)
    show(rng.normal(0, np.sqrt(2 / fan_in), size=fan_out))
    keep = rng.random((2, 4)) < 0.8
    show(keep)
    show(np.where(keep, np.ones((2, 4)) / 0.8, 0))


# ---- Monte Carlo and simulation ------------------------------------------------------------------

@program
def mlsim_monte_carlo_pi(np):
    rng = np.random.default_rng(2023)
    for n in (10, 1000, 100000):
        xy = rng.random((n, 2))
        inside = (xy ** 2).sum(axis=1) <= 1.0
        print(n, inside.sum(), 4 * inside.mean())
    np.random.seed(99)
    pts = np.random.rand(5000, 2)
    print(4 * np.count_nonzero(np.hypot(pts[:, 0], pts[:, 1]) < 1) / 5000)


@program
def mlsim_monte_carlo_integral(np):
    rng = np.random.default_rng(77)
    n = 20000
    u = rng.uniform(0, np.pi, n)
    vals = np.sin(u) * np.pi
    est = vals.mean()
    se = vals.std(ddof=1) / np.sqrt(n)
    print(round(float(est), 6), round(float(se), 6))
    x = rng.standard_normal(n)
    print(round(float(np.mean(x ** 2)), 6), round(float(np.mean(np.exp(x))), 6))
    xs = np.linspace(0, np.pi, 101)
    print(round(float(np.trapezoid(np.sin(xs), xs)), 8))
    attempt(lambda: rng.uniform(0, np.pi, -5))


@program
def mlsim_option_pricing(np):
    rng = np.random.default_rng(314)
    S0, K, r, sigma, T = 100.0, 105.0, 0.05, 0.2, 1.0
    n = 50000
    Z = rng.standard_normal(n)
    ST = S0 * np.exp((r - 0.5 * sigma ** 2) * T + sigma * np.sqrt(T) * Z)
    payoff = np.maximum(ST - K, 0)
    price = np.exp(-r * T) * payoff.mean()
    print(f"{price:.4f}", f"{np.exp(-r * T) * payoff.std() / np.sqrt(n):.4f}")
    Za = np.concatenate([Z[:1000], -Z[:1000]])
    STa = S0 * np.exp((r - 0.5 * sigma ** 2) * T + sigma * np.sqrt(T) * Za)
    print(f"{np.exp(-r * T) * np.maximum(STa - K, 0).mean():.4f}")
    steps = 4
    dt = T / steps
    Zp = rng.standard_normal((3, steps))
    paths = S0 * np.exp(np.cumsum((r - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * Zp, axis=1))
    print(np.round(paths, 4))
    print(np.round(np.maximum(paths.mean(axis=1) - K, 0), 4))
    attempt(lambda: rng.lognormal(0, -0.2, 3))
    show(rng.lognormal(0, 0.2, 3))


@program
def mlsim_random_walks(np):
    rng = np.random.default_rng(6)
    steps = rng.choice([-1, 1], size=(4, 20))
    walks = steps.cumsum(axis=1)
    show(walks[:, -1])
    print(walks.max(axis=1).tolist(), walks.min(axis=1).tolist())
    first = (np.abs(walks) >= 3).argmax(axis=1)
    print(first.tolist(), (np.abs(walks) >= 3).any(axis=1).tolist())
    np.random.seed(12345)
    s = np.where(np.random.randint(0, 2, size=15) > 0, 1, -1)
    show(s.cumsum())
    g = rng.normal(0, 1, size=(2, 5)).cumsum(axis=1)
    show(np.round(g, 8))
    print(np.diff(walks[0])[:5], np.sign(walks[0][:5]))


@program
def mlsim_markov_chain(np):
    P = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
    print(P.sum(axis=1))
    v = np.array([1.0, 0.0, 0.0])
    for _ in range(50):
        v = v @ P
    print(r6(v).tolist())
    print(r6(np.linalg.matrix_power(P, 50)[0]).tolist())
    w, V = np.linalg.eig(P.T)
    i = np.argmin(np.abs(w - 1))
    pi = np.real(V[:, i])
    pi = pi / pi.sum()
    print(r6(pi).tolist(), V.dtype)
    rng = np.random.default_rng(8)
    state = 0
    seq = []
    for _ in range(15):
        state = rng.choice(3, p=P[state])
        seq.append(int(state))
    print(seq)
    attempt(lambda: np.linalg.matrix_power(P, -1).round(4))
    attempt(lambda: np.linalg.matrix_power(np.ones((2, 3)), 2))
    attempt(lambda: np.linalg.matrix_power(P, 1.5))


@program
def mlsim_bootstrap_ci(np):
    rng = np.random.default_rng(55)
    data = rng.exponential(3.0, size=40)
    B = 2000
    idx = rng.integers(0, len(data), size=(B, len(data)))
    means = data[idx].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    print(round(float(data.mean()), 6), round(float(lo), 6), round(float(hi), 6))
    print(r6(np.quantile(means, [0.05, 0.5, 0.95], method="nearest")).tolist())
    print(r6(np.quantile(means, 0.5, method="lower")), r6(np.median(means)))
    boot_med = np.median(rng.choice(data, size=(200, 40), replace=True), axis=1)
    print(boot_med.shape, round(float(boot_med.std()), 6))
    attempt(lambda: np.percentile(means, 101))
    attempt(lambda: np.quantile(means, -0.1))
    attempt(lambda: np.quantile(means, 0.5, method="middle"))


@program
def mlsim_histogram_summaries(np):
    rng = np.random.default_rng(19)
    x = rng.normal(0, 1, 500)
    counts, edges = np.histogram(x, bins=8, range=(-4, 4))
    show(counts)
    show(edges)
    dens, _ = np.histogram(x, bins=8, range=(-4, 4), density=True)
    print(r6(dens).tolist(), round(float((dens * np.diff(edges)).sum()), 6))
    c2, e2 = np.histogram(np.array([1, 2, 2, 3, 3, 3]), bins=[1, 2, 3])
    print(c2.tolist(), e2.tolist(), c2.dtype, e2.dtype)
    print(np.histogram(np.array([]), bins=3))
    H, xe, ye = np.histogram2d(x[:100], x[100:200], bins=3, range=[[-3, 3], [-3, 3]])
    print(H.tolist(), H.dtype)
    print(np.digitize(np.array([-5.0, 0.0, 0.5, 5.0]), edges).tolist())
    attempt(lambda: np.histogram(x, bins=[3, 1, 2]))
    attempt(lambda: np.histogram(x, bins=-1))
    attempt(lambda: np.histogram(x, range=(2, 1)))
    attempt(lambda: np.histogram(np.array([1.0, np.nan])))


@program
def mlsim_bincount_weighted(np):
    cls = np.array([2, 0, 2, 1, 2, 0])
    w = np.array([0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
    show(np.bincount(cls))
    show(np.bincount(cls, weights=w))
    show(np.bincount(cls, minlength=6))
    show(np.bincount(np.array([], dtype=int)))
    means = np.bincount(cls, weights=w) / np.bincount(cls)
    print(means.tolist())
    u, inv, cnt = np.unique(cls, return_inverse=True, return_counts=True)
    print(u.tolist(), inv.tolist(), cnt.tolist())
    attempt(lambda: np.bincount(cls, weights=w[:3]))
    attempt(lambda: np.bincount(cls, minlength=-1))
    attempt(lambda: np.bincount(np.ones((2, 2), int)))


@program
def mlsim_ising_small(np):
    rng = np.random.default_rng(1)
    L = 6
    s = rng.choice(np.array([-1, 1], dtype=np.int8), size=(L, L))
    show(s.sum())
    beta = 0.6
    for sweep in range(3):
        for _ in range(L * L):
            i, j = rng.integers(0, L, size=2)
            nb = s[(i + 1) % L, j] + s[i - 1, j] + s[i, (j + 1) % L] + s[i, j - 1]
            dE = 2 * s[i, j] * nb
            if dE <= 0 or rng.random() < np.exp(-beta * dE):
                s[i, j] = -s[i, j]
        E = -(s * np.roll(s, 1, 0) + s * np.roll(s, 1, 1)).sum()
        print(sweep, int(s.sum()), int(E), s.dtype)


@program
def mlsim_queue_simulation(np):
    rng = np.random.default_rng(100)
    n = 10
    arrivals = np.cumsum(rng.exponential(1.0, n))
    service = rng.exponential(0.8, n)
    start = np.empty(n)
    end = np.empty(n)
    for i in range(n):
        start[i] = arrivals[i] if i == 0 else max(arrivals[i], end[i - 1])
        end[i] = start[i] + service[i]
    wait = start - arrivals
    print(np.round(wait, 6).tolist())
    print(round(float(wait.mean()), 6), int((wait > 0).sum()))
    print(np.round(np.maximum.accumulate(end), 6)[-1] == np.round(end.max(), 6))


@program
def mlsim_sir_epidemic(np):
    N, I0, beta, gamma = 1000.0, 1.0, 0.3, 0.1
    S, I, R = N - I0, I0, 0.0
    hist = []
    for t in range(100):
        new_inf = beta * S * I / N
        new_rec = gamma * I
        S, I, R = S - new_inf, I + new_inf - new_rec, R + new_rec
        hist.append((S, I, R))
    H = np.array(hist)
    print(H.shape, H.dtype, np.round(H[[0, 49, 99]], 4).tolist())
    print(int(H[:, 1].argmax()), round(float(H[:, 1].max()), 4))
    print(np.allclose(H.sum(axis=1), N))
    rng = np.random.default_rng(2)
    show(rng.binomial(np.array([999, 500, 10]), 0.003))
    attempt(lambda: rng.binomial(-1, 0.5))
    attempt(lambda: rng.binomial(10, np.nan))


# ---- evaluation and misc -------------------------------------------------------------------------

@program
def mlsim_kfold_cross_validation(np):
    rng = np.random.default_rng(13)
    X = rng.normal(size=(12, 2))
    y = X @ np.array([1.0, -1.0]) + 0.05 * rng.normal(size=12)
    folds = np.array_split(rng.permutation(12), 5)
    print([f.tolist() for f in folds])
    errs = []
    for f in folds:
        tr = np.setdiff1d(np.arange(12), f)
        w, *_ = np.linalg.lstsq(X[tr], y[tr], rcond=None)
        errs.append(float(((X[f] @ w - y[f]) ** 2).mean()))
    print([round(e, 6) for e in errs])
    attempt(lambda: np.split(np.arange(12), 5))
    attempt(lambda: np.array_split(np.arange(12), 0))
    print([a.tolist() for a in np.array_split(np.arange(3), 5)])


@program
def mlsim_roc_thresholds(np):
    y = np.array([0, 0, 1, 1, 0, 1, 1, 0])
    s = np.array([0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.65, 0.5])
    order = np.argsort(-s, kind="mergesort")
    ys = y[order]
    tpr = np.cumsum(ys) / ys.sum()
    fpr = np.cumsum(1 - ys) / (1 - ys).sum()
    tpr = np.r_[0, tpr]
    fpr = np.r_[0, fpr]
    print(tpr.tolist(), fpr.tolist())
    print(round(float(np.trapezoid(tpr, fpr)), 6))
    ranks = np.empty(len(s))
    ranks[np.argsort(s)] = np.arange(1, len(s) + 1)
    n1 = y.sum()
    n0 = len(y) - n1
    print((ranks[y == 1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))
    thresholds = np.unique(s)[::-1]
    print(thresholds.tolist())
    print([int(((s >= t) & (y == 1)).sum()) for t in thresholds[:3]])


@program
def mlsim_gradient_descent_variants(np):
    rng = np.random.default_rng(44)
    X = rng.normal(size=(32, 3))
    y = X @ np.array([2.0, -1.0, 0.5]) + 1.0
    Xb = np.hstack([X, np.ones((32, 1))])
    w = np.zeros(4)
    m = np.zeros(4)
    v = np.zeros(4)
    b1, b2, lr = 0.9, 0.999, 0.1
    for t in range(1, 201):
        batch = rng.choice(32, 8, replace=False)
        g = 2 * Xb[batch].T @ (Xb[batch] @ w - y[batch]) / 8
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= lr * (m / (1 - b1 ** t)) / (np.sqrt(v / (1 - b2 ** t)) + 1e-8)
    print(np.round(w, 2).tolist())
    w2 = np.zeros(4)
    for t in range(300):
        w2 -= 0.05 * 2 * Xb.T @ (Xb @ w2 - y) / 32
    print(np.round(w2, 4).tolist())
    wbad = np.zeros(4)
    with np.errstate(over="ignore", invalid="ignore"):
        for t in range(400):
            wbad -= 5.0 * 2 * Xb.T @ (Xb @ wbad - y) / 32
    print(np.isfinite(wbad).tolist())


@program
def mlsim_decision_tree_split(np):
    x = np.array([2.5, 1.0, 3.5, 4.0, 0.5, 3.0, 2.0, 5.0])
    y = np.array([0, 0, 1, 1, 0, 1, 0, 1])
    order = np.argsort(x)
    xs, ys = x[order], y[order]
    cand = (xs[1:] + xs[:-1]) / 2

    def gini(lbl):
        if lbl.size == 0:
            return 0.0
        p = np.bincount(lbl, minlength=2) / lbl.size
        return 1 - (p ** 2).sum()
    scores = np.array([(gini(ys[xs <= t]) * (xs <= t).sum() + gini(ys[xs > t]) * (xs > t).sum())
                       / len(ys) for t in cand])
    print(cand.tolist(), np.round(scores, 6).tolist())
    best = cand[scores.argmin()]
    print(best, type(best).__name__)
    p = np.bincount(y) / len(y)
    with np.errstate(divide="ignore", invalid="ignore"):
        ent = -(p * np.log2(p)).sum()
    print(ent, -(np.array([1.0, 0.0]) * np.log2(np.array([1.0, 0.0]))).sum())


@program
def mlsim_data_cleaning_for_training(np):
    X = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [7.0, 8.0, 9.0], [np.nan, 2.0, 1.0]])
    col_mean = np.nanmean(X, axis=0)
    print(r6(col_mean).tolist())
    rows, cols = np.where(np.isnan(X))
    Xf = X.copy()
    Xf[rows, cols] = np.take(col_mean, cols)
    print(r6(Xf).tolist())
    print(np.isnan(X).any(axis=1).tolist(), X[~np.isnan(X).any(axis=1)].tolist())
    print(np.nan_to_num(X, nan=-1.0).tolist())
    print(np.nanmedian(X, axis=0).tolist(), np.nanargmax(X, axis=1).tolist())
    print(np.nanmean(np.full((2, 2), np.nan), axis=0))
    attempt(lambda: np.nanargmax(np.array([np.nan, np.nan])))
    q = np.clip(Xf, 2, 8)
    print(q.tolist())
    attempt(lambda: np.clip(Xf, 8, 2).tolist())


@program
def mlsim_float32_pipeline(np):
    rng = np.random.default_rng(60)
    X = rng.random((5, 3), dtype=np.float32)
    show(X)
    W = rng.standard_normal((3, 2), dtype=np.float32)
    out = X @ W
    print(out.dtype, (out + 1).dtype, (out * np.float64(2)).dtype, (out + np.ones(2)).dtype)
    print((X.mean()).dtype, X.mean(dtype=np.float64).dtype, X.sum(axis=0).dtype)
    print(np.round(X.astype(np.float16), 3).dtype)
    attempt(lambda: rng.random(3, dtype=np.int32))
    attempt(lambda: rng.standard_normal(3, dtype=np.float16))
    attempt(lambda: rng.integers(0, 300, size=3, dtype=np.uint8))
    show(rng.integers(-128, 128, size=5, dtype=np.int8))


@program
def mlsim_seed_sequences_and_spawn(np):
    ss = np.random.SeedSequence(2024)
    children = ss.spawn(3)
    streams = [np.random.default_rng(c) for c in children]
    print([s.integers(0, 1000, 3).tolist() for s in streams])
    rng = np.random.default_rng(np.random.PCG64(7))
    show(rng.integers(0, 100, 4))
    print(type(rng.bit_generator).__name__)
    r1 = np.random.default_rng(5)
    r2 = np.random.default_rng(5)
    print(np.array_equal(r1.random(5), r2.random(5)))
    g = np.random.Generator(np.random.PCG64(3))
    show(g.random(2))
    attempt(lambda: np.random.default_rng(-3))
    attempt(lambda: np.random.default_rng("abc"))
    attempt(lambda: np.random.default_rng(1.5))


@program
def mlsim_einsum_batched_ops(np):
    rng = np.random.default_rng(81)
    A = rng.integers(-3, 4, size=(2, 3, 4))
    B = rng.integers(-3, 4, size=(2, 4, 2))
    show(np.einsum("bij,bjk->bik", A, B))
    print(np.array_equal(np.einsum("bij,bjk->bik", A, B), A @ B))
    x = rng.integers(0, 5, size=(3, 4))
    show(np.einsum("ij,ij->i", x, x))
    show(np.einsum("ij->j", x))
    show(np.einsum("ii", np.arange(9).reshape(3, 3)))
    C = np.cov(x.T)
    show(np.round(np.einsum("ii->i", C, dtype=np.float64), 6))
    show(np.einsum("ii->i", x[:, :3].T @ x[:, :3], dtype=np.float64))
    show(np.einsum("ij->ji", x, dtype=np.float32, casting="same_kind"))
    attempt(lambda: np.einsum("ij->ji", x, dtype=np.float32))
    attempt(lambda: np.einsum("bij,bjk->bik", A, B.transpose(0, 2, 1)))
    attempt(lambda: np.einsum("ij,jk", x))
    attempt(lambda: np.einsum("ij->ik", x))


@program
def mlsim_attention_softmax_masking(np):
    rng = np.random.default_rng(90)
    T, d = 4, 3
    Q = rng.normal(size=(T, d))
    K = rng.normal(size=(T, d))
    V = rng.normal(size=(T, d))
    S = Q @ K.T / np.sqrt(d)
    mask = np.triu(np.ones((T, T), dtype=bool), k=1)
    S = np.where(mask, -np.inf, S)
    S -= S.max(axis=-1, keepdims=True)
    A = np.exp(S)
    A /= A.sum(-1, keepdims=True)
    print(np.round(A, 6))
    print(r6((A @ V)[0]).tolist(), np.allclose(A.sum(-1), 1))
    full = np.full((2, 2), -np.inf)
    z = full - full.max(axis=-1, keepdims=True)
    print(z, np.exp(z) / np.exp(z).sum(-1, keepdims=True))


@program
def mlsim_sampling_distributions(np):
    rng = np.random.default_rng(1234)
    show(rng.geometric(0.3, size=5))
    show(rng.hypergeometric(10, 5, 6, size=4))
    show(rng.negative_binomial(3, 0.5, size=4))
    show(np.round(rng.gamma(2.0, 2.0, size=3), 12))
    show(np.round(rng.beta(0.5, 0.5, size=3), 12))
    show(np.round(rng.chisquare(3, size=2), 12))
    show(np.round(rng.laplace(0, 1, size=2), 12))
    show(np.round(rng.logistic(0, 1, size=2), 12))
    show(rng.zipf(2.0, size=4))
    attempt(lambda: rng.geometric(0.0))
    attempt(lambda: rng.hypergeometric(3, 2, 6))
    attempt(lambda: rng.zipf(1.0))
    attempt(lambda: rng.gamma(2.0, -1.0))


@program
def mlsim_time_series_windows(np):
    rng = np.random.default_rng(15)
    series = np.cumsum(rng.normal(0, 1, 12)).round(3)
    show(series)
    win = np.lib.stride_tricks.sliding_window_view(series, 4)
    print(win.shape, win.flags.writeable, r6(win.mean(axis=1)).tolist())
    X, y = win[:-1], series[4:]
    print(X.shape, y.shape, np.shares_memory(X, series))
    w, *_ = np.linalg.lstsq(np.c_[X, np.ones(len(X))], y, rcond=None)
    print(r6(w).tolist())
    attempt(lambda: win.__setitem__((0, 0), 1.0))
    attempt(lambda: np.lib.stride_tricks.sliding_window_view(series, 13))
    lagged = np.lib.stride_tricks.sliding_window_view(np.arange(10).reshape(5, 2), 3, axis=0)
    print(lagged.shape, lagged[1].tolist())
    print(np.emath.sqrt(np.array([-4.0, 9.0])), np.emath.log(np.array([-np.e, 1.0])).round(6))


@program
def mlsim_batched_linear_models(np):
    rng = np.random.default_rng(27)
    B, n, d = 3, 10, 2
    X = rng.normal(size=(B, n, d))
    w_true = np.array([[1.0, -1.0], [2.0, 0.5], [0.0, 3.0]])
    y = np.einsum("bnd,bd->bn", X, w_true) + 0.01 * rng.normal(size=(B, n))
    XtX = X.transpose(0, 2, 1) @ X
    Xty = X.transpose(0, 2, 1) @ y[..., None]
    W = np.linalg.solve(XtX, Xty)[..., 0]
    print(W.shape, np.round(W, 2).tolist())
    print(r6(np.linalg.det(XtX)).shape, np.linalg.inv(XtX).shape, np.linalg.matrix_rank(XtX))
    attempt(lambda: np.linalg.solve(XtX, y))
    attempt(lambda: np.linalg.solve(XtX, Xty[:2]))
    sing = XtX.copy()
    sing[1] = 0
    attempt(lambda: np.linalg.solve(sing, Xty))
    attempt(lambda: np.linalg.inv(sing))
    sign, logdet = np.linalg.slogdet(sing)
    print(sign.tolist(), np.isneginf(logdet).tolist())
    print(np.round(np.linalg.pinv(sing)[1], 6).tolist())
    attempt(lambda: X @ w_true)
    print(r6((X @ w_true[..., None])[..., 0] - np.einsum("bnd,bd->bn", X, w_true)).max())


@program
def mlsim_weighted_statistics(np):
    rng = np.random.default_rng(33)
    x = rng.integers(0, 50, size=20).astype(float)
    w = rng.integers(1, 5, size=20)
    print(x.tolist(), w.tolist())
    print(np.average(x, weights=w), np.average(x, weights=w, returned=True))
    print(np.quantile(x, [0.25, 0.5, 0.75], method="inverted_cdf", weights=w).tolist())
    print(np.percentile(x, 90, method="inverted_cdf", weights=w))
    print(np.quantile(np.repeat(x, w), [0.25, 0.5, 0.75], method="inverted_cdf").tolist())
    var_w = np.average((x - np.average(x, weights=w)) ** 2, weights=w)
    print(round(float(var_w), 6), r6(np.cov(x, fweights=w)), r6(np.cov(x, aweights=w)))
    attempt(lambda: np.quantile(x, 0.5, weights=w))
    attempt(lambda: np.quantile(x, 0.5, method="inverted_cdf", weights=-w))
    attempt(lambda: np.average(x, weights=w[:5]))
    attempt(lambda: np.average(x, weights=np.zeros(20)))
    attempt(lambda: np.cov(x, fweights=w + 0.5))


@program
def mlsim_errstate_raise_training(np):
    X = np.array([[1.0, 2.0], [3.0, 4.0]])
    w = np.array([400.0, 400.0])
    old = np.seterr(all="raise")
    try:
        attempt(lambda: 1 / (1 + np.exp(-(X @ w))))
        attempt(lambda: np.exp(X @ w))
        attempt(lambda: np.log(np.array([0.0, 1.0])))
        attempt(lambda: np.array([1.0, 0.0]) / np.array([0.0, 0.0]))
        attempt(lambda: np.sqrt(np.array([-1.0])))
        attempt(lambda: np.mean(np.array([np.inf, -np.inf])))
        attempt(lambda: np.clip(X @ w, -500, 500))
        attempt(lambda: np.logaddexp(0, -(X @ w)))
    finally:
        np.seterr(**old)
    print(np.geterr())
    with np.errstate(over="ignore"):
        print(1 / (1 + np.exp(X @ w)))
    with np.errstate(divide="warn", invalid="ignore"):
        print(np.log(np.array([0.0, -1.0, 1.0])))
    calls = []
    with np.errstate(all="call", call=lambda kind, flag: calls.append(kind)):
        np.exp(np.array([1000.0]))
        np.array([0.0]) / 0.0
    print(calls)
    attempt(lambda: np.errstate(all="shout").__enter__())


@program
def mlsim_simulation_calendar(np):
    start = np.datetime64("2024-01-01")
    days = start + np.arange(10)
    rng = np.random.default_rng(41)
    demand = rng.poisson(20, size=10)
    print(days[[0, -1]], days.dtype, demand.tolist())
    weekday = (days.astype("datetime64[D]").view("int64") - 4) % 7
    print(weekday.tolist(), np.is_busday(days).tolist())
    weekly = np.add.reduceat(demand, np.arange(0, 10, 7))
    print(weekly.tolist(), demand[np.is_busday(days)].sum())
    span = (days[-1] - days[0]) / np.timedelta64(1, "h")
    print(np.busday_offset(days[0], 5, roll="forward"), span)
    stock = 100 - np.cumsum(demand)
    print(stock.tolist(), days[np.argmax(stock < 0)] if (stock < 0).any() else None)
    attempt(lambda: days + 1.5)
    attempt(lambda: days * 2)
    print(np.datetime64("2024-02-28") + np.timedelta64(1, "D"), np.datetime64("2024-01", "M") + 1)


@program
def mlsim_structured_results_table(np):
    dt = np.dtype([("model", "U8"), ("lam", "f8"), ("mse", "f8"), ("nnz", "i4")])
    rows = [("ridge", 0.1, 0.523, 4), ("ridge", 1.0, 0.511, 4), ("lasso", 0.1, 0.498, 3),
            ("lasso", 1.0, 0.610, 1)]
    res = np.array(rows, dtype=dt)
    print(res.dtype.names, res.shape, res["mse"].argmin(), res[res["mse"].argmin()]["model"])
    best = np.sort(res, order=["mse"])[:2]
    print(best["model"].tolist(), best["lam"].tolist())
    print(res[res["model"] == "lasso"]["nnz"].sum(), np.unique(res["model"]).tolist())
    print(res[["model", "nnz"]][0], res[1])
    attempt(lambda: res["accuracy"])
    attempt(lambda: np.sort(res, order="bogus"))
    attempt(lambda: res.mean())


@program
def mlsim_gaussian_mixture_em(np):
    rng = np.random.default_rng(52)
    x = np.concatenate([rng.normal(-2, 0.5, 30), rng.normal(3, 1.0, 30)])
    mu = np.array([-1.0, 1.0])
    sd = np.array([1.0, 1.0])
    pi = np.array([0.5, 0.5])
    for it in range(20):
        logp = (-0.5 * ((x[:, None] - mu) / sd) ** 2 - np.log(sd) - 0.5 * np.log(2 * np.pi)
                + np.log(pi))
        m = logp.max(axis=1, keepdims=True)
        ll = (m[:, 0] + np.log(np.exp(logp - m).sum(axis=1))).sum()
        r = np.exp(logp - m)
        r /= r.sum(axis=1, keepdims=True)
        nk = r.sum(axis=0)
        mu = (r * x[:, None]).sum(axis=0) / nk
        sd = np.sqrt((r * (x[:, None] - mu) ** 2).sum(axis=0) / nk)
        pi = nk / len(x)
        if it % 5 == 0:
            print(it, f"{ll:.6f}")
    print(np.round(mu, 4).tolist(), np.round(sd, 4).tolist(), np.round(pi, 4).tolist())
    print(np.bincount(r.argmax(axis=1)).tolist())


@program
def mlsim_nearest_centroid_and_distances(np):
    rng = np.random.default_rng(64)
    X = rng.integers(-5, 6, size=(8, 3)).astype(float)
    y = np.array([0, 1, 0, 1, 2, 2, 0, 1])
    C = np.stack([X[y == k].mean(axis=0) for k in range(3)])
    print(r6(C).tolist())
    D2 = (X ** 2).sum(1)[:, None] - 2 * X @ C.T + (C ** 2).sum(1)[None, :]
    D = np.sqrt(np.maximum(D2, 0))
    print(r6(D[:3]).tolist(), D.argmin(axis=1).tolist())
    manh = np.abs(X[:, None, :] - C[None, :, :]).sum(-1)
    cheb = np.abs(X[:, None, :] - C[None, :, :]).max(-1)
    print(manh.argmin(1).tolist(), cheb.argmin(1).tolist())
    cos = (X @ C.T) / (np.linalg.norm(X, axis=1)[:, None] * np.linalg.norm(C, axis=1))
    print(np.round(cos[:2], 6).tolist())
    Z = np.zeros((1, 3))
    print(Z @ C.T / (np.linalg.norm(Z, axis=1)[:, None] * np.linalg.norm(C, axis=1)))
    attempt(lambda: X[:, None, :] - C[None, :, :2])


@program
def mlsim_random_sizes_and_seeds(np):
    rng = np.random.default_rng(np.int64(3))
    show(rng.random(np.int64(2)))
    show(rng.integers(0, 10, size=(np.int32(2), np.uint8(2))))
    show(rng.normal(size=[2]))
    attempt(lambda: rng.random(2.0))
    attempt(lambda: rng.integers(0, 10, size=np.float64(2)))
    attempt(lambda: rng.normal(size=(2, None)))
    np.random.seed(np.uint32(2**32 - 1))
    show(np.random.rand(np.int64(2)))
    np.random.seed([1, 2, 3])
    show(np.random.randint(0, 5, 4))
    attempt(lambda: np.random.seed(2**32))
    attempt(lambda: np.random.seed([1, -2]))
    attempt(lambda: np.random.seed(1.0))
    show(np.random.default_rng([7, 8]).integers(100, size=3))
    show(np.random.default_rng(2**70).integers(100, size=3))
    attempt(lambda: np.random.default_rng([-1]))
