"""Machine learning and data science from scratch, as notebooks and course exercises write it with
plain NumPy: feature scaling, one-hot encoding, seeded splits, softmax and cross-entropy, gradient
descent, k-NN, k-means, PCA, confusion matrices, mini-batches, ROC/AUC, moving averages,
activations, metrics printed with f-strings and json, and the errors users hit.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import json

from .runner import attempt, collection


PROGRAMS, program = collection()


def _toy_data(np, n=40, d=3, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    w = np.arange(1, d + 1) / d
    y = (X @ w + 0.1 * rng.normal(size=n) > 0).astype(int)
    return X, y


# ---- preprocessing --------------------------------------------------------------------------------

@program
def feature_scaling(np):
    X = np.array([[1.0, 200.0, 3.0], [2.0, 180.0, 3.0], [3.0, 220.0, 3.0], [4.0, 210.0, 3.0]])
    mu = X.mean(axis=0)
    sd = X.std(axis=0)
    print(repr(mu), repr(sd))
    with np.errstate(divide="ignore", invalid="ignore"):
        Z = (X - mu) / sd
    print(np.round(Z, 4))
    print(np.isnan(Z).sum(axis=0), Z.dtype, Z.shape)
    sd_safe = np.where(sd == 0, 1.0, sd)
    Z2 = (X - mu) / sd_safe
    print(np.round(Z2, 4).tolist())
    mn, mx = X.min(axis=0), X.max(axis=0)
    rng_ = mx - mn
    rng_[rng_ == 0] = 1
    M = (X - mn) / rng_
    print(repr(np.round(M, 3)))
    # unguarded: NumPy warns
    Zw = (X - mu) / sd
    print(Zw[:, 2])
    Xi = np.array([[1, 2], [3, 4], [5, 6]])
    print(repr(Xi - Xi.mean(axis=0)), (Xi / Xi.max()).dtype)
    print(repr(np.linalg.norm(X, axis=1, keepdims=True).round(3)))


@program
def one_hot_encoding(np):
    y = np.array([2, 0, 1, 2, 1, 0, 3])
    k = y.max() + 1
    print(type(k).__name__, k)
    oh = np.eye(k)[y]
    print(oh, oh.dtype, oh.shape)
    oh2 = np.zeros((y.size, k), dtype=int)
    oh2[np.arange(y.size), y] = 1
    print(repr(oh2))
    oh3 = (y[:, None] == np.arange(k)).astype(np.float32)
    print(repr(oh3[:3]), oh3.dtype)
    print(repr(oh.argmax(axis=1)), np.array_equal(oh.argmax(axis=1), y))
    labels = np.array(["cat", "dog", "cat", "bird"])
    classes, idx = np.unique(labels, return_inverse=True)
    print(repr(classes), repr(idx))
    print(repr(np.eye(len(classes), dtype=np.uint8)[idx]))
    attempt(lambda: np.eye(3)[np.array([0, 3])])
    attempt(lambda: np.eye(3)[np.array([0.0, 1.0])])


@program
def train_test_split_seeded(np):
    rng = np.random.default_rng(42)
    X = np.arange(20).reshape(10, 2)
    y = np.arange(10) % 2
    idx = rng.permutation(len(X))
    print(repr(idx))
    n_test = int(0.3 * len(X))
    test_idx, train_idx = idx[:n_test], idx[n_test:]
    X_train, X_test = X[train_idx], X[test_idx]
    print(X_train.shape, X_test.shape, repr(y[test_idx]))
    print(X_test)
    mask = rng.random(len(X)) < 0.7
    print(repr(mask), mask.sum(), X[~mask].shape)
    perm = rng.choice(10, size=4, replace=False)
    print(repr(perm), perm.dtype)
    Xs = X.copy()
    rng.shuffle(Xs)
    print(Xs[:3].tolist())
    print(repr(rng.integers(0, 10, size=5)), repr(np.round(rng.uniform(-1, 1, size=3), 4)))
    files = ["img0.png", "img1.png", "img2.png", "img3.png", "img4.png"]
    shuffled = rng.permutation(files)
    print(shuffled.tolist(), shuffled.dtype, list(shuffled[:2]))
    L = list(range(6))
    rng.shuffle(L)
    print(L, rng.choice(files), type(rng.choice(files)).__name__)
    print(repr(np.round(rng.normal(0, 0.01, size=(2, 2)), 5)))


@program
def stratified_split(np):
    rng = np.random.default_rng(7)
    y = np.array([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2])
    test = []
    for c in np.unique(y):
        members = np.flatnonzero(y == c)
        rng.shuffle(members)
        n = max(1, round(0.25 * len(members)))
        test.append(members[:n])
    test = np.concatenate(test)
    train = np.setdiff1d(np.arange(len(y)), test)
    print(repr(test), repr(train))
    print(np.bincount(y[train]), np.bincount(y[test], minlength=3))
    print(np.intersect1d(train, test).size, np.isin(test, train).any())


# ---- softmax, losses ------------------------------------------------------------------------------

@program
def softmax_stable(np):
    z = np.array([[1.0, 2.0, 3.0], [1000.0, 1001.0, 1002.0], [-5.0, 0.0, 5.0]])
    naive = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
    print(np.round(naive, 4))
    shifted = z - z.max(axis=1, keepdims=True)
    p = np.exp(shifted) / np.sum(np.exp(shifted), axis=1, keepdims=True)
    print(np.round(p, 6))
    print(np.allclose(p.sum(axis=1), 1.0), p.dtype, p.shape)
    z32 = z.astype(np.float32)
    e = np.exp(z32 - z32.max(axis=-1, keepdims=True))
    p32 = e / e.sum(axis=-1, keepdims=True)
    print(p32.dtype, np.round(p32[0], 4))
    attempt(lambda: np.exp(z) / np.exp(z).sum(axis=1))
    v = np.array([2.0, 1.0, 0.1])
    sm = np.exp(v) / np.sum(np.exp(v))
    print(repr(np.round(sm, 5)), float(sm.sum()).__round__(6))


@program
def logsumexp_tricks(np):
    a = np.array([[0.0, 1.0, 2.0], [1000.0, 1000.0, 1000.0], [-1000.0, -1000.0, -999.0]])
    naive = np.log(np.sum(np.exp(a), axis=1))
    print(naive)
    m = a.max(axis=1, keepdims=True)
    lse = (m + np.log(np.exp(a - m).sum(axis=1, keepdims=True))).squeeze(1)
    print(np.round(lse, 6), lse.shape)
    print(np.round(np.logaddexp.reduce(a, axis=1), 6))
    print(repr(np.logaddexp(1000.0, 1000.0)), repr(np.logaddexp2(3.0, 3.0)))
    log_probs = a - lse[:, None]
    print(np.round(np.exp(log_probs).sum(axis=1), 8))
    print(repr(np.log1p(np.exp(-np.abs(np.array([-50.0, 0.0, 50.0]))))))
    print(repr(np.log(0.0)), repr(np.log(np.float32(0))))


@program
def cross_entropy_losses(np):
    y = np.array([0, 2, 1, 1])
    p = np.array([[0.7, 0.2, 0.1], [0.1, 0.1, 0.8], [0.3, 0.0, 0.7], [0.25, 0.5, 0.25]])
    picked = p[np.arange(len(y)), y]
    print(repr(picked))
    loss = -np.log(picked)
    print(loss)
    print(f"mean loss: {loss.mean():.4f}")
    eps = 1e-12
    safe = -np.mean(np.log(np.clip(picked, eps, 1 - eps)))
    print(f"{safe:.4f}", type(safe).__name__)
    yb = np.array([1, 0, 1, 1, 0])
    pb = np.array([0.9, 0.1, 0.8, 1.0, 0.0])
    bce = -(yb * np.log(pb) + (1 - yb) * np.log(1 - pb))
    print(bce)
    pc = np.clip(pb, 1e-7, 1 - 1e-7)
    bce2 = -np.mean(yb * np.log(pc) + (1 - yb) * np.log(1 - pc))
    print(round(float(bce2), 6))
    onehot = np.eye(3)[y]
    ce = -np.sum(onehot * np.log(p + 1e-9), axis=1)
    print(np.round(ce, 4))
    print(np.round(np.sum(onehot * np.log(p), axis=1), 4))


# ---- gradient descent -----------------------------------------------------------------------------

@program
def linear_regression_gd(np):
    rng = np.random.default_rng(1)
    X = rng.uniform(-1, 1, size=(50, 2))
    true_w = np.array([2.0, -3.0])
    y = X @ true_w + 0.5 + rng.normal(0, 0.1, size=50)
    Xb = np.hstack([np.ones((X.shape[0], 1)), X])
    w = np.zeros(Xb.shape[1])
    lr = 0.5
    for it in range(60):
        pred = Xb @ w
        err = pred - y
        grad = Xb.T @ err / len(y)
        w -= lr * grad
        if it % 20 == 0:
            mse = np.mean(err ** 2)
            print(f"iter {it:3d} mse={mse:.4f} w={np.round(w, 3)}")
    print(np.round(w, 2), w.dtype)
    w_ls, res, rank, sv = np.linalg.lstsq(Xb, y, rcond=None)
    print(np.round(w_ls, 2), rank, res.shape)
    w_ne = np.linalg.solve(Xb.T @ Xb, Xb.T @ y)
    print(np.allclose(w_ls, w_ne))
    r2 = 1 - np.sum((y - Xb @ w_ls) ** 2) / np.sum((y - y.mean()) ** 2)
    print(f"R^2 = {r2:.3f}", round(r2, 3) > 0.9)


@program
def logistic_regression_gd(np):
    X, y = _toy_data(np, n=60, d=2, seed=3)

    def sigmoid(z):
        return 1 / (1 + np.exp(-z))

    w = np.zeros(2)
    b = 0.0
    for epoch in range(100):
        p = sigmoid(X @ w + b)
        gw = X.T @ (p - y) / len(y)
        gb = np.mean(p - y)
        w = w - 0.5 * gw
        b = b - 0.5 * gb
        if epoch % 25 == 0:
            loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
            print(f"epoch {epoch}: loss {loss:.4f}")
    print(np.round(w, 3), round(float(b), 3), type(b).__name__)
    pred = (sigmoid(X @ w + b) >= 0.5).astype(int)
    acc = (pred == y).mean()
    print(f"accuracy: {acc:.2%}", acc.dtype, pred.dtype)
    print(repr(sigmoid(np.array([-1000.0, 0.0, 1000.0]))))


@program
def ridge_closed_form(np):
    X, _ = _toy_data(np, n=30, d=4, seed=5)
    y = X @ np.array([1.0, 0.0, -1.0, 0.5])
    for lam in [0.0, 0.1, 10.0]:
        A = X.T @ X + lam * np.eye(X.shape[1])
        w = np.linalg.solve(A, X.T @ y)
        print(lam, np.round(w, 3))
    w_inv = np.linalg.inv(X.T @ X) @ X.T @ y
    print(np.round(w_inv, 6) + 0.0)
    print(np.round(np.linalg.pinv(X) @ y, 6) + 0.0)
    attempt(lambda: np.linalg.solve(X, y))
    attempt(lambda: np.linalg.inv(np.ones((3, 3))))


# ---- k-NN -----------------------------------------------------------------------------------------

@program
def knn_classifier(np):
    train = np.array([[0.0, 0.0], [0.0, 1.0], [1.0, 0.0], [5.0, 5.0], [5.0, 6.0], [6.0, 5.0]])
    labels = np.array([0, 0, 0, 1, 1, 1])
    test = np.array([[0.2, 0.1], [5.5, 5.5], [3.0, 3.0]])
    d2 = ((test[:, None, :] - train[None, :, :]) ** 2).sum(axis=-1)
    print(d2.shape, np.round(d2, 2))
    d = np.sqrt(d2)
    nn = np.argsort(d, axis=1, kind="stable")[:, :3]
    print(repr(nn))
    votes = labels[nn]
    pred = np.array([np.bincount(v).argmax() for v in votes])
    print(repr(pred))
    part = np.argpartition(d2, 2, axis=1)[:, :3]
    print(repr(np.sort(part, axis=1)))
    print(repr(np.sort(np.take_along_axis(d2, part, axis=1), axis=1).round(2)))
    cross = (test ** 2).sum(1)[:, None] - 2 * test @ train.T + (train ** 2).sum(1)[None, :]
    print(np.allclose(cross, d2), np.argmin(d2, axis=1))
    attempt(lambda: test - train)
    attempt(lambda: np.argpartition(d2, 6, axis=1))


@program
def knn_regression_weights(np):
    x_train = np.linspace(0, 10, 11)
    y_train = x_train ** 2
    x_q = np.array([2.5, 7.2, 10.0])
    dist = np.abs(x_q[:, None] - x_train[None, :])
    k = 3
    idx = np.argpartition(dist, k, axis=1)[:, :k]
    idx = np.sort(idx, axis=1)
    print(repr(idx))
    w = 1.0 / (np.take_along_axis(dist, idx, axis=1) + 1e-9)
    yhat = (w * y_train[idx]).sum(axis=1) / w.sum(axis=1)
    print(np.round(yhat, 3))
    # (kind="stable": NumPy's default sort orders the tied distances 0.5, 0.5 as its SIMD
    # sort happens to, an order no other sort reproduces)
    print(repr(np.argsort(dist[0], kind="stable")[:4]), np.argmin(dist, axis=1))
    print(repr(np.partition(dist[1], 2)[:3].round(2)))


# ---- k-means --------------------------------------------------------------------------------------

@program
def kmeans_steps(np):
    rng = np.random.default_rng(0)
    a = rng.normal(loc=[0, 0], scale=0.5, size=(15, 2))
    b = rng.normal(loc=[5, 5], scale=0.5, size=(15, 2))
    X = np.vstack([a, b])
    centroids = X[[0, 20]].copy()
    for step in range(4):
        dists = np.linalg.norm(X[:, None, :] - centroids[None, :, :], axis=2)
        assign = np.argmin(dists, axis=1)
        new = np.array([X[assign == k].mean(axis=0) for k in range(2)])
        shift = np.abs(new - centroids).max()
        centroids = new
        print(step, np.bincount(assign, minlength=2), np.round(centroids, 3), f"{shift:.3e}")
        if shift < 1e-9:
            break
    inertia = ((X - centroids[assign]) ** 2).sum()
    print(f"inertia {inertia:.3f}")
    empty = X[assign == 5]
    print(empty.shape)
    print(empty.mean(axis=0))


@program
def kmeans_assign_with_add_at(np):
    X = np.array([[1.0, 1.0], [1.5, 2.0], [3.0, 4.0], [5.0, 7.0], [3.5, 5.0], [4.5, 5.0], [3.5, 4.5]])
    C = np.array([[1.0, 1.0], [5.0, 7.0]])
    assign = np.argmin(((X[:, None] - C) ** 2).sum(-1), axis=1)
    sums = np.zeros_like(C)
    np.add.at(sums, assign, X)
    counts = np.bincount(assign, minlength=len(C))
    print(repr(sums), repr(counts))
    C_new = sums / counts[:, None]
    print(np.round(C_new, 4))
    counts0 = np.bincount(assign, minlength=3)
    sums0 = np.zeros((3, 2))
    np.add.at(sums0, assign, X)
    print(sums0 / counts0[:, None])
    attempt(lambda: np.add.at(sums, np.array([0, 2]), X[:2]))


# ---- PCA ------------------------------------------------------------------------------------------

@program
def pca_svd_and_eigh(np):
    rng = np.random.default_rng(11)
    latent = rng.normal(size=(100, 2))
    W = np.array([[3.0, 0.0, 1.0, 0.5], [0.0, 1.0, 0.2, 0.0]])
    X = latent @ W + 0.05 * rng.normal(size=(100, 4))
    Xc = X - X.mean(axis=0)
    U, S, Vt = np.linalg.svd(Xc, full_matrices=False)
    print(U.shape, S.shape, Vt.shape, S.dtype)
    ev = S ** 2 / (len(X) - 1)
    ratio = ev / ev.sum()
    print(np.round(ratio, 4), np.round(np.cumsum(ratio), 4))
    cov = np.cov(Xc, rowvar=False)
    vals, vecs = np.linalg.eigh(cov)
    print(np.round(vals[::-1], 4), vals.dtype, vecs.shape)
    print(np.allclose(vals[::-1], ev))
    order = np.argsort(vals)[::-1]
    top = vecs[:, order[:2]]
    Z = Xc @ top
    print(Z.shape, np.round(np.var(Z, axis=0, ddof=1), 4))
    print(np.round(np.abs(top.T @ Vt[:2].T), 4))
    n_keep = int(np.searchsorted(np.cumsum(ratio), 0.95) + 1)
    print("components for 95%:", n_keep, type(n_keep).__name__)
    rec = Z @ top.T + X.mean(axis=0)
    print(f"reconstruction mse {np.mean((X - rec) ** 2):.5f}")


# ---- metrics --------------------------------------------------------------------------------------

@program
def confusion_matrix_metrics(np):
    y_true = np.array([0, 1, 2, 2, 1, 0, 1, 2, 2, 0])
    y_pred = np.array([0, 2, 2, 2, 1, 0, 0, 2, 1, 0])
    k = 3
    cm = np.bincount(k * y_true + y_pred, minlength=k * k).reshape(k, k)
    print(cm, cm.dtype)
    cm2 = np.zeros((k, k), dtype=np.int64)
    np.add.at(cm2, (y_true, y_pred), 1)
    print(np.array_equal(cm, cm2))
    cm3 = np.zeros((k, k), dtype=int)
    cm3[y_true, y_pred] += 1
    print(repr(cm3))
    tp = np.diag(cm)
    precision = tp / cm.sum(axis=0)
    recall = tp / cm.sum(axis=1)
    f1 = 2 * precision * recall / (precision + recall)
    print(np.round(precision, 3), np.round(recall, 3), np.round(f1, 3))
    print(f"accuracy={tp.sum() / cm.sum():.3f}", f"macro-F1={f1.mean():.3f}")
    cm_empty = np.bincount(np.array([0, 0]) * 3 + np.array([0, 1]), minlength=9).reshape(3, 3)
    print(np.diag(cm_empty) / cm_empty.sum(axis=0))
    print(repr(cm / cm.sum(axis=1, keepdims=True)))


@program
def binary_metrics_dict(np):
    y = np.array([1, 0, 1, 1, 0, 0, 1, 0])
    p = np.array([1, 0, 0, 1, 0, 1, 1, 0])
    tp = np.sum((y == 1) & (p == 1))
    fp = np.sum((y == 0) & (p == 1))
    fn = np.sum((y == 1) & (p == 0))
    tn = np.count_nonzero((y == 0) & (p == 0))
    print(type(tp).__name__, type(tn).__name__, tp, fp, fn, tn)
    prec = tp / (tp + fp)
    rec = tp / (tp + fn)
    print(type(prec).__name__, repr(prec), round(prec, 3), type(round(prec, 3)).__name__)
    results = {"tp": int(tp), "fp": fp.item(), "precision": float(prec), "recall": round(float(rec), 4),
               "acc": (y == p).mean().item()}
    print(json.dumps(results, sort_keys=True))
    attempt(lambda: json.dumps({"tp": tp}))
    # (json.dumps of a float64 scalar: NumPy's is a Python float, gpnumpy's is not: README)
    attempt(lambda: json.dumps({"acc": (y == p).mean().item()}))
    print(json.dumps(np.round(np.array([0.12345, 0.5]), 2).tolist()))
    print(f"{prec:.2f} {rec:.1%} {tp:d} {tp:>4} {np.float32(0.1):.3f} {np.int8(3):03d}")
    zero = np.sum(p[:0]) / np.sum(p[:0])
    print(repr(zero))


@program
def roc_auc_from_scratch(np):
    y = np.array([0, 0, 1, 1, 0, 1, 0, 1, 1, 0])
    s = np.array([0.1, 0.4, 0.35, 0.8, 0.2, 0.9, 0.5, 0.7, 0.65, 0.3])
    order = np.argsort(-s, kind="stable")
    ys = y[order]
    tps = np.cumsum(ys)
    fps = np.cumsum(1 - ys)
    tpr = np.concatenate([[0], tps / tps[-1]])
    fpr = np.concatenate([[0], fps / fps[-1]])
    print(repr(tpr), repr(fpr))
    auc = np.trapezoid(tpr, fpr)
    print(f"AUC={auc:.4f}", type(auc).__name__)
    pos, neg = s[y == 1], s[y == 0]
    auc2 = (pos[:, None] > neg[None, :]).mean() + 0.5 * (pos[:, None] == neg[None, :]).mean()
    print(round(float(auc2), 4))
    ranks = np.empty_like(s)
    ranks[np.argsort(s)] = np.arange(1, len(s) + 1)
    n1 = y.sum()
    u = ranks[y == 1].sum() - n1 * (n1 + 1) / 2
    print(u / (n1 * (len(y) - n1)), ranks.dtype)
    thresholds = np.unique(s)[::-1]
    print(thresholds[:3], np.diff(fpr).min() >= 0)
    prec = tps / np.arange(1, len(y) + 1)
    print(np.round(prec, 3))


@program
def argmax_accuracy(np):
    logits = np.array([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3], [1.0, 1.0, 1.0], [0.0, -1.0, 3.0]])
    labels = np.array([0, 1, 2, 2])
    pred = logits.argmax(axis=1)
    print(repr(pred), pred.dtype)
    acc = np.mean(pred == labels)
    print(acc, type(acc).__name__, f"{acc * 100:.1f}%")
    top2 = np.argsort(logits, axis=1)[:, -2:]
    print(repr(top2))
    print(np.any(top2 == labels[:, None], axis=1).mean())
    print(repr(np.argmax(logits)), repr(np.unravel_index(np.argmax(logits), logits.shape)))
    print(repr(logits.argmax(axis=-1, keepdims=True)))
    attempt(lambda: logits.argmax(axis=2))
    attempt(lambda: np.unravel_index(12, logits.shape))
    attempt(lambda: np.argmax(np.array([])))
    print(repr(np.argmax(np.array([np.nan, 1.0, 2.0]))), repr(np.nanargmax(np.array([np.nan, 1.0, 2.0]))))


# ---- batching and time series ---------------------------------------------------------------------

@program
def mini_batches(np):
    rng = np.random.default_rng(123)
    X = np.arange(22).reshape(11, 2)
    y = np.arange(11)
    perm = rng.permutation(len(X))
    batches = np.array_split(perm, 4)
    print([b.tolist() for b in batches], [len(b) for b in batches])
    for i, b in enumerate(np.array_split(perm, 3)):
        xb, yb = X[b], y[b]
        print(i, xb.shape, yb.sum(), xb.dtype)
    attempt(lambda: np.split(perm, 4))
    print([s.shape for s in np.split(X, [3, 8])])
    bs = 4
    for start in range(0, len(X), bs):
        print(start, X[perm[start:start + bs]][:, 0])
    print(len(np.array_split(perm, 15)), np.array_split(perm, 15)[-1])
    attempt(lambda: np.array_split(perm, 0))


@program
def moving_averages(np):
    x = np.array([1.0, 2.0, 3.0, 4.0, 10.0, 6.0, 7.0, 8.0, 9.0, 10.0])
    w = 3
    ma = np.convolve(x, np.ones(w) / w, mode="valid")
    print(np.round(ma, 4), ma.shape)
    print(np.round(np.convolve(x, np.ones(w), mode="same") / w, 4))
    print(np.convolve(x, np.ones(w), "full").shape)
    c = np.cumsum(np.insert(x, 0, 0))
    ma2 = (c[w:] - c[:-w]) / w
    print(np.allclose(ma, ma2))
    alpha = 0.3
    ema = np.empty_like(x)
    ema[0] = x[0]
    for t in range(1, len(x)):
        ema[t] = alpha * x[t] + (1 - alpha) * ema[t - 1]
    print(np.round(ema, 3))
    win = np.lib.stride_tricks.sliding_window_view(x, w)
    print(win.shape, np.round(win.mean(axis=1), 4), win.max(axis=1))
    xi = np.arange(6)
    print(repr(np.convolve(xi, [1, 1], mode="valid")), repr(np.convolve(xi, [0.5, 0.5])))
    attempt(lambda: np.convolve(x, np.array([])))


@program
def rolling_zscore_anomalies(np):
    rng = np.random.default_rng(2024)
    x = rng.normal(10, 1, size=30)
    x[[7, 21]] = [20.0, -3.0]
    w = 5
    win = np.lib.stride_tricks.sliding_window_view(x, w)
    mu = win.mean(axis=1)
    sd = win.std(axis=1, ddof=1)
    z = (x[w - 1:] - mu) / sd
    print(z.shape, np.flatnonzero(np.abs(z) > 1.5) + w - 1)
    med = np.median(x)
    mad = np.median(np.abs(x - med))
    print(np.flatnonzero(np.abs(x - med) / mad > 5))
    q1, q3 = np.percentile(x, [25, 75])
    iqr = q3 - q1
    print(np.flatnonzero((x < q1 - 1.5 * iqr) | (x > q3 + 1.5 * iqr)))


# ---- activations ----------------------------------------------------------------------------------

@program
def activation_functions(np):
    z = np.array([-3.0, -0.5, 0.0, 0.5, 3.0])
    relu = np.maximum(0, z)
    print(repr(relu), relu.dtype)
    print(repr(np.where(z > 0, z, 0)), repr(np.clip(z, 0, None)))
    print(repr(z * (z > 0)))
    leaky = np.where(z > 0, z, 0.01 * z)
    print(repr(leaky))
    print(repr((z > 0).astype(z.dtype)), repr(np.heaviside(z, 0.5)))
    sig = 1 / (1 + np.exp(-z))
    print(np.round(sig, 4), np.round(sig * (1 - sig), 4))
    print(np.round(np.tanh(z), 4), np.round(1 - np.tanh(z) ** 2, 4))
    elu = np.where(z > 0, z, np.exp(z) - 1)
    print(np.round(elu, 4))
    softplus = np.log1p(np.exp(z))
    print(np.round(softplus, 4))
    gelu = 0.5 * z * (1 + np.tanh(np.sqrt(2 / np.pi) * (z + 0.044715 * z ** 3)))
    print(np.round(gelu, 4))
    zi = np.array([-2, 0, 3])
    print(repr(np.maximum(zi, 0)), repr(np.maximum(zi, 0.0)), repr(np.clip(zi, 0, 1)))


@program
def sigmoid_overflow(np):
    z = np.array([-1000.0, -50.0, 0.0, 50.0, 1000.0])
    s = 1 / (1 + np.exp(-z))
    print(repr(s))
    z32 = z.astype(np.float32)
    print(repr(1 / (1 + np.exp(-z32))))
    with np.errstate(over="ignore"):
        print(repr(1 / (1 + np.exp(-z))))
    stable = np.where(z >= 0, 1 / (1 + np.exp(-np.abs(z))), np.exp(-np.abs(z)) / (1 + np.exp(-np.abs(z))))
    print(repr(stable))
    print(repr(np.exp(np.float64(710))), repr(np.exp(np.float32(89))))
    print(repr(np.exp(-z) * 0), repr(np.log(s)))
    old = np.seterr(over="raise")
    try:
        attempt(lambda: np.exp(np.array([1000.0])))
    finally:
        np.seterr(**old)
    print(np.geterr()["over"])


@program
def dropout_and_init(np):
    rng = np.random.default_rng(5)
    W = rng.standard_normal((3, 4)) * np.sqrt(2 / 3)
    print(W.shape, np.round(W, 3))
    lim = np.sqrt(6 / (3 + 4))
    Wx = rng.uniform(-lim, lim, size=(3, 4))
    print(np.abs(Wx).max() <= lim, Wx.dtype)
    a = np.ones((2, 5))
    keep = 0.8
    mask = rng.random(a.shape) < keep
    out = a * mask / keep
    print(repr(mask), repr(out))
    mask32 = (rng.random((2, 3), dtype=np.float32) < keep).astype(np.float32)
    print(repr(mask32))
    b = np.zeros(4, dtype=np.float32)
    print(repr(b), repr(np.full((2, 2), 0.01)))


# ---- neural net forward/backward ------------------------------------------------------------------

@program
def two_layer_network(np):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(8, 3))
    y = np.array([0, 1, 1, 0, 1, 0, 0, 1])
    W1 = rng.normal(scale=0.5, size=(3, 4))
    b1 = np.zeros(4)
    W2 = rng.normal(scale=0.5, size=(4, 2))
    b2 = np.zeros(2)
    for step in range(3):
        h = np.maximum(0, X @ W1 + b1)
        logits = h @ W2 + b2
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(axis=1, keepdims=True)
        loss = -np.log(probs[np.arange(len(y)), y]).mean()
        d = probs.copy()
        d[np.arange(len(y)), y] -= 1
        d /= len(y)
        dW2 = h.T @ d
        db2 = d.sum(axis=0)
        dh = d @ W2.T
        dh[h <= 0] = 0
        dW1 = X.T @ dh
        db1 = dh.sum(axis=0)
        for p, g in ((W1, dW1), (b1, db1), (W2, dW2), (b2, db2)):
            p -= 0.5 * g
        print(f"step {step} loss {loss:.5f}", dW1.shape, db2.shape)
    print(np.round(W2, 3))
    attempt(lambda: X @ W2)
    attempt(lambda: np.dot(X, W2))
    attempt(lambda: np.matmul(X, W1.T))
    attempt(lambda: X.dot(np.ones(4)))
    attempt(lambda: np.ones(3) @ 2.0)


@program
def matmul_shape_errors(np):
    A = np.ones((2, 3))
    B = np.ones((2, 3))
    attempt(lambda: A @ B)
    attempt(lambda: np.dot(A, B))
    attempt(lambda: np.matmul(A, np.ones(2)))
    attempt(lambda: np.ones(2) @ B.T)
    attempt(lambda: np.ones((4, 2, 3)) @ np.ones((5, 3, 2)))
    attempt(lambda: np.inner(A, np.ones((2, 4))))
    attempt(lambda: np.vdot(A, np.ones(5)))
    attempt(lambda: np.outer(A, np.ones(2)).shape)
    attempt(lambda: np.einsum("ij,jk->ik", A, B))
    attempt(lambda: A @ B.T)
    attempt(lambda: np.ones(3) @ np.ones(3))
    attempt(lambda: np.tensordot(A, B, axes=([1], [0])))
    attempt(lambda: A.sum(axis=2))
    attempt(lambda: A.mean(axis=(0, 0)))
    attempt(lambda: np.concatenate([A, np.ones((2, 2))], axis=0))
    attempt(lambda: np.stack([A, np.ones((3, 2))]))
    attempt(lambda: A.reshape(4, -1))
    attempt(lambda: np.linalg.norm(A, axis=2))
    attempt(lambda: np.expand_dims(A, 3))


@program
def batch_norm_layer(np):
    x = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
    mu = x.mean(axis=(0, 2), keepdims=True)
    var = x.var(axis=(0, 2), keepdims=True)
    print(mu.shape, repr(mu.ravel()), repr(var.ravel()))
    xn = (x - mu) / np.sqrt(var + 1e-5)
    print(np.round(xn[0], 3))
    gamma = np.ones((1, 3, 1))
    beta = np.zeros((1, 3, 1))
    out = gamma * xn + beta
    print(out.shape, np.round(out.mean(axis=(0, 2)), 10) + 0.0, np.round(out.std(axis=(0, 2)), 4))
    ln = (x - x.mean(axis=-1, keepdims=True)) / x.std(axis=-1, keepdims=True)
    print(np.round(ln[1, 2], 4))
    l2 = x / np.linalg.norm(x, axis=-1, keepdims=True)
    print(np.round((l2 ** 2).sum(-1), 6))
    x32 = x.astype(np.float32)
    print(x32.mean(axis=(0, 2), keepdims=True).dtype, x32.var(axis=1).dtype)


# ---- misc data science ----------------------------------------------------------------------------

@program
def decision_stump_gini(np):
    x = np.array([2.0, 3.0, 10.0, 19.0, 5.0, 7.0, 11.0, 1.0])
    y = np.array([0, 0, 1, 1, 0, 1, 1, 0])
    order = np.argsort(x)
    xs, ys = x[order], y[order]
    thresholds = (xs[:-1] + xs[1:]) / 2
    best = None
    for t in thresholds:
        left, right = y[x <= t], y[x > t]

        def gini(v):
            if v.size == 0:
                return 0.0
            p = np.bincount(v, minlength=2) / v.size
            return 1 - np.sum(p ** 2)
        g = (left.size * gini(left) + right.size * gini(right)) / y.size
        if best is None or g < best[1]:
            best = (t, g)
    print(best, type(best[0]).__name__, type(best[1]).__name__)
    p = np.bincount(y) / len(y)
    ent = -np.sum(p * np.log2(p))
    print(repr(ent), repr(-np.sum(np.array([1.0, 0.0]) * np.log2(np.array([1.0, 0.0])))))
    print(np.round(np.nansum(np.array([1.0, 0.0]) * np.log2(np.array([1.0, 0.0]))), 3))


@program
def cosine_similarity_recs(np):
    R = np.array([[5, 3, 0, 1], [4, 0, 0, 1], [1, 1, 0, 5], [0, 1, 5, 4]], dtype=float)
    norms = np.linalg.norm(R, axis=1, keepdims=True)
    S = (R @ R.T) / (norms * norms.T)
    print(np.round(S, 3))
    np.fill_diagonal(S, -np.inf)
    print(repr(S.argmax(axis=1)), S[0, 0])
    top = np.argsort(-S, axis=1)[:, :2]
    print(repr(top))
    Z = np.zeros((2, 3))
    with np.errstate(invalid="ignore"):
        print(Z @ Z.T / (np.linalg.norm(Z, axis=1)[:, None] * np.linalg.norm(Z, axis=1)))
    mask = R > 0
    user_mean = np.sum(R, axis=1) / np.sum(mask, axis=1)
    print(np.round(user_mean, 3), np.round(np.where(mask, R - user_mean[:, None], 0), 3))
    print(np.nanmean(np.where(mask, R, np.nan), axis=0))


@program
def results_to_json_and_summary(np):
    rng = np.random.default_rng(99)
    scores = rng.uniform(0.6, 0.9, size=5)
    summary = {
        "mean": round(float(scores.mean()), 4),
        "std": round(scores.std().item(), 4),
        "best_fold": int(scores.argmax()),
        "n": scores.size,
        "shape": scores.shape,
        "scores": np.round(scores, 3).tolist(),
    }
    print(json.dumps(summary))
    print(type(scores.size).__name__, type(scores.argmax()).__name__, type(scores.mean()).__name__)
    r3, r0 = round(scores.mean(), 3), round(scores.mean())
    print(r3, type(r3).__name__, type(r0).__name__)
    print(f"{scores.mean():.3f} ± {scores.std(ddof=1):.3f}")
    print(repr(scores.round(2)), str(scores.round(2)))
    print(f"{scores.max()!r}"[:12], f"{np.float64(0.5)}", f"{np.float32(0.25)!r}", f"{np.int64(7)!r}")
    hist = {int(k): int(v) for k, v in zip(*np.unique(np.array([3, 1, 3, 2, 3]), return_counts=True))}
    print(hist)
    lr = scores.min()
    print(repr(type(lr)(0.5)), repr(type(scores.argmax())("7")), type(lr).__name__)
    print(np.array([0.1, 0.25]).tolist(), np.float32(0.1).item(), np.array(3).item(), np.bool_(True).item())
    attempt(lambda: float(np.array([1.0, 2.0])))
    attempt(lambda: int(np.array([[5]])))
    attempt(lambda: np.array([1.0, 2.0]).item())


@program
def label_encoding_and_counts(np):
    y = np.array(["spam", "ham", "ham", "spam", "eggs", "ham"])
    classes, enc, counts = np.unique(y, return_inverse=True, return_counts=True)
    print(repr(classes), repr(enc), repr(counts))
    print(classes[enc], classes[np.argmax(counts)])
    freq = counts / counts.sum()
    print(dict(zip(classes.tolist(), np.round(freq, 3).tolist())))
    weights = len(y) / (len(classes) * counts)
    print(np.round(weights, 4), np.round(weights[enc], 3))
    lookup = {c: i for i, c in enumerate(classes)}
    print([lookup[s] for s in y], type(lookup[y[0]]).__name__)
    yi = np.searchsorted(classes, y)
    print(repr(yi), np.array_equal(yi, enc))
    print(np.bincount(enc, weights=np.arange(6.0)))
    attempt(lambda: np.bincount(np.array([0, -1])))
    attempt(lambda: np.bincount(np.array([0.5, 1.0])))


# ---- more notebook code ---------------------------------------------------------------------------

@program
def attention_with_causal_mask(np):
    rng = np.random.default_rng(8)
    T, d = 4, 3
    Q = rng.normal(size=(T, d)).astype(np.float32)
    K = rng.normal(size=(T, d)).astype(np.float32)
    V = np.arange(T * d, dtype=np.float32).reshape(T, d)
    scores = Q @ K.T / np.sqrt(d)
    print(scores.dtype, scores.shape)
    mask = np.triu(np.ones((T, T), dtype=bool), k=1)
    scores = np.where(mask, -np.inf, scores)
    print(scores.dtype, np.isinf(scores).sum())
    w = np.exp(scores - scores.max(axis=-1, keepdims=True))
    w = w / w.sum(axis=-1, keepdims=True)
    print(np.round(w, 3), w.dtype)
    out = w @ V
    print(np.round(out, 3), out.dtype)
    full = np.full((2, 2), -np.inf)
    with np.errstate(invalid="ignore"):
        e = np.exp(full - full.max(axis=1, keepdims=True))
    print(e)
    print(repr(np.tril(np.ones((3, 3), dtype=int))), repr(np.triu_indices(3, 1)))
    s = np.array([[1.0, 2.0], [3.0, 4.0]])
    s[np.tril_indices(2, -1)] = -1e9
    print(s)


@program
def binning_and_digitize(np):
    ages = np.array([3, 17, 18, 25, 40, 65, 80, 120])
    bins = np.array([0, 18, 35, 60, 100])
    idx = np.digitize(ages, bins)
    print(repr(idx))
    print(repr(np.digitize(ages, bins, right=True)))
    labels = np.array(["child", "young", "adult", "senior", "old", "other"])
    print(labels[idx - 1].tolist())
    counts, edges = np.histogram(ages, bins=bins)
    print(repr(counts), repr(edges))
    print(repr(np.searchsorted(bins, ages, side="right")))
    q = np.quantile(ages, [0.25, 0.5, 0.75])
    print(repr(q), repr(np.digitize(ages, q)))
    h, e = np.histogram(np.array([0.1, 0.4, 0.45, 0.9]), bins=4, range=(0, 1), density=True)
    print(repr(h), repr(e))
    attempt(lambda: np.digitize(ages, np.array([3, 1, 2])))
    attempt(lambda: np.histogram(ages, bins=np.array([5, 1])))


@program
def missing_values_imputation(np):
    X = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [np.nan, 8.0, 9.0], [2.0, 2.0, 2.0]])
    print(np.isnan(X).sum(axis=0), np.isnan(X).any(axis=1))
    col_mean = np.nanmean(X, axis=0)
    print(np.round(col_mean, 4))
    r, c = np.where(np.isnan(X))
    Xf = X.copy()
    Xf[r, c] = np.take(col_mean, c)
    print(np.round(Xf, 3))
    print(repr(np.nanmedian(X, axis=1)), repr(np.nanstd(X, axis=0).round(4)))
    print(X[~np.isnan(X).any(axis=1)])
    print(repr(np.nan_to_num(X, nan=-1.0)[0]), repr(np.nan_to_num(np.array([np.inf, -np.inf, np.nan]))))
    print(np.mean(X, axis=0), np.nanmax(X), np.nanargmin(X, axis=0))
    allnan = np.full(3, np.nan)
    print(repr(np.nanmean(allnan)))
    print(repr(np.nanmax(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0)))
    Xm = np.where(np.isnan(X), np.nanmean(X, axis=0), X)
    print(np.allclose(Xm, Xf))


@program
def float32_training_dtypes(np):
    rng = np.random.default_rng(10)
    X = rng.normal(size=(16, 3)).astype(np.float32)
    w = np.zeros(3, dtype=np.float32)
    y = X @ np.array([1.0, -2.0, 0.5], dtype=np.float32)
    for _ in range(5):
        g = 2 * X.T @ (X @ w - y) / len(y)
        w -= 0.1 * g
    print(w.dtype, g.dtype, np.round(w, 3))
    print((X * 0.5).dtype, (X * np.float64(0.5)).dtype, (X + np.array(0.5)).dtype, (X / 2).dtype)
    print((X.mean() * 2).dtype, type(X.mean()).__name__, X.sum(axis=0).dtype)
    lr = np.float64(0.1)
    w2 = w - lr * g
    print(w2.dtype)
    attempt(lambda: np.add(w, np.ones(3), out=np.zeros(3, dtype=np.int32)))
    wi = np.zeros(3, dtype=np.int64)
    attempt(lambda: wi.__isub__(0.1 * np.ones(3)))
    print(repr(X[:2].astype(np.float16)), np.finfo(np.float32).eps, np.finfo(X.dtype).max)
    print(repr(np.float32(1) / np.float32(3)), np.float32(16777217.0))


@program
def metrics_regression(np):
    y = np.array([3.0, -0.5, 2.0, 7.0, 4.2])
    yhat = np.array([2.5, 0.0, 2.0, 8.0, 4.0])
    err = y - yhat
    mae = np.abs(err).mean()
    mse = np.mean(err ** 2)
    rmse = np.sqrt(mse)
    mape = np.mean(np.abs(err / y)) * 100
    r2 = 1 - np.sum(err ** 2) / np.sum((y - np.mean(y)) ** 2)
    print(f"MAE={mae:.3f} MSE={mse:.3f} RMSE={rmse:.3f} MAPE={mape:.2f}% R2={r2:.4f}")
    print(type(rmse).__name__, round(rmse, 2), type(round(rmse, 2)).__name__)
    metrics = {"mae": mae, "mse": mse}
    print({k: round(float(v), 3) for k, v in metrics.items()})
    print(max(metrics, key=metrics.get), sorted(metrics.values())[0] == mae)
    yz = np.array([0.0, 1.0])
    print(np.mean(np.abs((yz - np.array([0.5, 1.0])) / yz)))
    print(repr(np.corrcoef(y, yhat)[0, 1].round(4)), repr(np.median(np.abs(err))))
    print("%.3f %5.1f %d" % (mae, mse, np.argmax(np.abs(err))))
    print("{:.2e}".format(mse), "{:>8.3f}|".format(rmse), format(r2, ".1%"))


@program
def train_history_and_early_stopping(np):
    losses = np.array([0.9, 0.7, 0.55, 0.5, 0.52, 0.49, 0.51, 0.53, 0.54])
    best = np.minimum.accumulate(losses)
    print(repr(best))
    improved = np.diff(best) < 0
    print(repr(improved), np.flatnonzero(improved) + 1)
    patience = 2
    wait = 0
    for epoch, l in enumerate(losses):
        if l <= best[epoch] and (epoch == 0 or l < best[epoch - 1]):
            wait = 0
        else:
            wait += 1
        if wait > patience:
            print("stop at", epoch, "best", losses.argmin(), losses.min())
            break
    hist = np.vstack([losses, best]).T
    print(hist.shape, hist[-1], np.round(hist.mean(axis=0), 4))
    print(np.maximum.accumulate(np.array([1, 3, 2, 5, 4])), np.cumprod(np.array([1.0, 0.9, 0.9])))
    ls = np.logspace(-4, -1, 4)
    print(repr(ls), repr(np.geomspace(1, 1000, 4)))
    sched = 0.1 * 0.5 ** (np.arange(6) // 2)
    print(repr(sched), sched.dtype)
    cos = 0.5 * (1 + np.cos(np.pi * np.arange(5) / 4))
    print(np.round(cos, 4))


@program
def embeddings_and_lookup(np):
    rng = np.random.default_rng(3)
    vocab = ["the", "cat", "sat", "on", "mat"]
    w2i = {w: i for i, w in enumerate(vocab)}
    E = rng.normal(size=(len(vocab), 4))
    sent = "the cat sat on the mat".split()
    ids = np.array([w2i[w] for w in sent])
    print(repr(ids), E[ids].shape)
    bow = np.bincount(ids, minlength=len(vocab))
    print(repr(bow))
    avg = E[ids].mean(axis=0)
    print(avg.shape, np.allclose(avg, (bow @ E) / bow.sum()))
    grads = np.ones((len(ids), 4))
    dE = np.zeros_like(E)
    np.add.at(dE, ids, grads)
    print(dE[:, 0])
    dE2 = np.zeros_like(E)
    dE2[ids] += grads
    print(dE2[:, 0])
    tf = bow / bow.sum()
    docs = np.array([[2, 1, 0, 0, 1], [0, 1, 1, 1, 0], [1, 0, 0, 0, 0]])
    df = (docs > 0).sum(axis=0)
    idf = np.log(len(docs) / df)
    print(np.round(tf * idf, 4), repr(df))
    attempt(lambda: E[np.array([5])])
    attempt(lambda: E[[0, 1], [0, 1, 2]])


@program
def old_tutorial_names(np):
    # code from pre-2.0 course notebooks: NumPy's AttributeError says what to use instead
    attempt(lambda: np.zeros(3, dtype=np.float_))
    attempt(lambda: np.array([1.0, np.NaN]))
    attempt(lambda: np.clip(np.array([1.0]), -np.Inf, 0))
    # (np.product: NumPy's plain "module 'numpy' has no attribute", gpnumpy names its own module)
    attempt(lambda: np.round_(np.array([1.25]), 1))
    attempt(lambda: np.asfarray([1, 2]))
    attempt(lambda: np.array([1 + 2j], dtype=np.complex_))
    print(np.zeros(2, dtype=np.float64).dtype, np.prod(np.array([2, 3])), np.round(np.array([1.25]), 1))
