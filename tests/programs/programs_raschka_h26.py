"""Sebastian Raschka's "Python Machine Learning" (3rd ed., rasbt/python-machine-learning-book-3rd-
edition), its NumPy code run on small seeded synthetic data of the book's shapes and dtypes (iris-
like 150x4, wine-like 178x13, housing-like columns, MNIST-like uint8 images) with ``np`` bound to
NumPy and to gpnumpy: the Perceptron and Adaline classes (ch02), logistic regression from scratch
(ch03), imputation, categorical mappings and sequential feature selection (ch04), PCA by eig/eigh of
the covariance matrix, LDA scatter matrices and RBF kernel PCA (ch05), linear regression by gradient
descent and the normal equation (ch10), the NeuralNetMLP class and the MNIST file reader (ch12),
convolution by loops against np.convolve (ch15) and character encoding and sequence padding (ch16).
Eigenvectors are printed up to sign (LAPACK builds may flip them; NumPy promises no sign) and
eig's eigenvalues sorted (eig promises no order); sklearn/pandas/scipy calls are written in NumPy.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_rounded, collection, r6

PROGRAMS, program = collection()


def _iris(np, seed=1):
    # 150x4 float64 like iris, 3 integer classes of 50
    rng = np.random.RandomState(seed)
    centers = np.array([[5.0, 3.4, 1.5, 0.2], [5.9, 2.8, 4.3, 1.3], [6.6, 3.0, 5.5, 2.0]])
    X = np.vstack([c + 0.3 * rng.randn(50, 4) for c in centers]).round(1)
    y = np.repeat(np.arange(3), 50)
    return X, y


@program
def ml_ch02_perceptron(np):
    class Perceptron(object):
        def __init__(self, eta=0.01, n_iter=50, random_state=1):
            self.eta = eta
            self.n_iter = n_iter
            self.random_state = random_state

        def fit(self, X, y):
            rgen = np.random.RandomState(self.random_state)
            self.w_ = rgen.normal(loc=0.0, scale=0.01, size=1 + X.shape[1])
            self.errors_ = []
            for _ in range(self.n_iter):
                errors = 0
                for xi, target in zip(X, y):
                    update = self.eta * (target - self.predict(xi))
                    self.w_[1:] += update * xi
                    self.w_[0] += update
                    errors += int(update != 0.0)
                self.errors_.append(errors)
            return self

        def net_input(self, X):
            return np.dot(X, self.w_[1:]) + self.w_[0]

        def predict(self, X):
            return np.where(self.net_input(X) >= 0.0, 1, -1)

    v1 = np.array([1, 2, 3])
    v2 = 0.5 * v1
    r = np.arccos(v1.dot(v2) / (np.linalg.norm(v1) * np.linalg.norm(v2)))
    print(repr(r), type(r).__name__)
    Xall, yall = _iris(np)
    labels = np.array(["Iris-setosa", "Iris-versicolor", "Iris-virginica"])[yall]
    y = labels[0:100]
    y = np.where(y == 'Iris-setosa', -1, 1)
    print(y.dtype, y[:3], y[-3:], type(y[0]).__name__)
    X = Xall[0:100][:, [0, 2]]
    print(X.shape, X.dtype, X.flags.c_contiguous)
    ppn = Perceptron(eta=0.1, n_iter=10)
    ppn.fit(X, y)
    print(ppn.errors_, [type(e).__name__ for e in ppn.errors_[:2]])
    print(repr(ppn.w_))
    p = ppn.predict(X[0])
    print(repr(p), type(p).__name__, p.shape)
    # plot_decision_regions' grid
    x1_min, x1_max = X[:, 0].min() - 1, X[:, 0].max() + 1
    x2_min, x2_max = X[:, 1].min() - 1, X[:, 1].max() + 1
    resolution = 0.2
    xx1, xx2 = np.meshgrid(np.arange(x1_min, x1_max, resolution),
                           np.arange(x2_min, x2_max, resolution))
    Z = ppn.predict(np.array([xx1.ravel(), xx2.ravel()]).T)
    Z = Z.reshape(xx1.shape)
    print(xx1.shape, Z.dtype, Z.sum(), np.unique(Z), repr(x1_min), type(x1_max).__name__)
    for idx, cl in enumerate(np.unique(y)):
        print(idx, repr(cl), X[y == cl, 0].shape, X[y == cl, 1][:3])
    print(len(np.unique(y)), ('red', 'blue', 'lightgreen')[:len(np.unique(y))])


def _adaline_classes(np):
    class AdalineGD(object):
        def __init__(self, eta=0.01, n_iter=50, random_state=1):
            self.eta = eta
            self.n_iter = n_iter
            self.random_state = random_state

        def fit(self, X, y):
            rgen = np.random.RandomState(self.random_state)
            self.w_ = rgen.normal(loc=0.0, scale=0.01, size=1 + X.shape[1])
            self.cost_ = []
            for i in range(self.n_iter):
                net_input = self.net_input(X)
                output = self.activation(net_input)
                errors = (y - output)
                self.w_[1:] += self.eta * X.T.dot(errors)
                self.w_[0] += self.eta * errors.sum()
                cost = (errors**2).sum() / 2.0
                self.cost_.append(cost)
            return self

        def net_input(self, X):
            return np.dot(X, self.w_[1:]) + self.w_[0]

        def activation(self, X):
            return X

        def predict(self, X):
            return np.where(self.activation(self.net_input(X)) >= 0.0, 1, -1)

    class AdalineSGD(object):
        def __init__(self, eta=0.01, n_iter=10, shuffle=True, random_state=None):
            self.eta = eta
            self.n_iter = n_iter
            self.w_initialized = False
            self.shuffle = shuffle
            self.random_state = random_state

        def fit(self, X, y):
            self._initialize_weights(X.shape[1])
            self.cost_ = []
            for i in range(self.n_iter):
                if self.shuffle:
                    X, y = self._shuffle(X, y)
                cost = []
                for xi, target in zip(X, y):
                    cost.append(self._update_weights(xi, target))
                avg_cost = sum(cost) / len(y)
                self.cost_.append(avg_cost)
            return self

        def partial_fit(self, X, y):
            if not self.w_initialized:
                self._initialize_weights(X.shape[1])
            if y.ravel().shape[0] > 1:
                for xi, target in zip(X, y):
                    self._update_weights(xi, target)
            else:
                self._update_weights(X, y)
            return self

        def _shuffle(self, X, y):
            r = self.rgen.permutation(len(y))
            return X[r], y[r]

        def _initialize_weights(self, m):
            self.rgen = np.random.RandomState(self.random_state)
            self.w_ = self.rgen.normal(loc=0.0, scale=0.01, size=1 + m)
            self.w_initialized = True

        def _update_weights(self, xi, target):
            output = self.activation(self.net_input(xi))
            error = (target - output)
            self.w_[1:] += self.eta * xi.dot(error)
            self.w_[0] += self.eta * error
            cost = 0.5 * error**2
            return cost

        def net_input(self, X):
            return np.dot(X, self.w_[1:]) + self.w_[0]

        def activation(self, X):
            return X

        def predict(self, X):
            return np.where(self.activation(self.net_input(X)) >= 0.0, 1, -1)
    return AdalineGD, AdalineSGD


@program
def ml_ch02_adaline_gd_sgd(np):
    AdalineGD, AdalineSGD = _adaline_classes(np)
    Xall, yall = _iris(np)
    y = np.where(yall[:100] == 0, -1, 1)
    X = Xall[:100, [0, 2]]
    ada1 = AdalineGD(n_iter=10, eta=0.01).fit(X, y)
    print([type(c).__name__ for c in ada1.cost_[:2]])
    print(np.log10(ada1.cost_)[:4], np.log10(ada1.cost_).dtype)
    ada2 = AdalineGD(n_iter=10, eta=0.0001).fit(X, y)
    print(np.round(ada2.cost_, 6))
    X_std = np.copy(X)
    X_std[:, 0] = (X[:, 0] - X[:, 0].mean()) / X[:, 0].std()
    X_std[:, 1] = (X[:, 1] - X[:, 1].mean()) / X[:, 1].std()
    print(X_std.mean(axis=0).round(12) + 0.0, X_std.std(axis=0), X[0])
    ada_gd = AdalineGD(n_iter=15, eta=0.01).fit(X_std, y)
    print(np.round(ada_gd.cost_, 8), repr(ada_gd.w_.round(8)))
    print((ada_gd.predict(X_std) == y).mean())
    ada_sgd = AdalineSGD(n_iter=15, eta=0.01, random_state=1)
    ada_sgd.fit(X_std, y)
    print([round(float(c), 8) for c in ada_sgd.cost_], type(ada_sgd.cost_[0]).__name__)
    print(repr(ada_sgd.w_))
    ada_sgd.partial_fit(X_std[0, :], y[0])
    print(repr(ada_sgd.w_))
    ada_sgd.partial_fit(X_std[:5], y[:5])
    print(repr(ada_sgd.w_), ada_sgd.rgen.permutation(5))
    # the cost of one update is a 0-d quantity: numpy scalar
    c = ada_sgd._update_weights(X_std[1], y[1])
    print(type(c).__name__, repr(c))


@program
def ml_ch03_sigmoid_costs_and_logistic_gd(np):
    def sigmoid(z):
        return 1.0 / (1.0 + np.exp(-z))

    z = np.arange(-7, 7, 0.1)
    phi_z = sigmoid(z)
    print(z.shape, z.dtype, repr(z[-1]), phi_z[[0, 70, -1]])

    def cost_1(z):
        return - np.log(sigmoid(z))

    def cost_0(z):
        return - np.log(1 - sigmoid(z))

    z = np.arange(-10, 10, 0.1)
    c1 = [cost_1(x) for x in z]
    c0 = [cost_0(x) for x in z]
    print(type(c1[0]).__name__, repr(c1[0]), repr(c0[-1]), len(c0))
    # unclipped sigmoid of a large net input: overflow in exp, and a log of 0
    print(sigmoid(np.array([-800.0, 0.0, 800.0])), repr(sigmoid(-800.0)))
    print(cost_0(np.float64(40.0)), cost_1(np.array([-800.0])))

    class LogisticRegressionGD(object):
        def __init__(self, eta=0.05, n_iter=100, random_state=1):
            self.eta = eta
            self.n_iter = n_iter
            self.random_state = random_state

        def fit(self, X, y):
            rgen = np.random.RandomState(self.random_state)
            self.w_ = rgen.normal(loc=0.0, scale=0.01, size=1 + X.shape[1])
            self.cost_ = []
            for i in range(self.n_iter):
                net_input = self.net_input(X)
                output = self.activation(net_input)
                errors = (y - output)
                self.w_[1:] += self.eta * X.T.dot(errors)
                self.w_[0] += self.eta * errors.sum()
                cost = -y.dot(np.log(output)) - ((1 - y).dot(np.log(1 - output)))
                self.cost_.append(cost)
            return self

        def net_input(self, X):
            return np.dot(X, self.w_[1:]) + self.w_[0]

        def activation(self, z):
            return 1. / (1. + np.exp(-np.clip(z, -250, 250)))

        def predict(self, X):
            return np.where(self.net_input(X) >= 0.0, 1, 0)

    X, y = _iris(np)
    X = X[:, [2, 3]]
    X_std = (X - X.mean(axis=0)) / X.std(axis=0)
    print('Class labels:', np.unique(y))
    print('Labels count in y:', np.bincount(y))
    X_subset = X_std[(y == 0) | (y == 1)]
    y_subset = y[(y == 0) | (y == 1)]
    lrgd = LogisticRegressionGD(eta=0.05, n_iter=1000, random_state=1)
    lrgd.fit(X_subset, y_subset)
    print(type(lrgd.cost_[0]).__name__, np.round(lrgd.cost_[:3], 6),
          round(float(lrgd.cost_[-1]), 6))
    print(repr(lrgd.w_.round(6)), lrgd.predict(X_subset[::10]))
    print(lrgd.activation(np.array([-1000.0, 1000.0])), lrgd.activation(300))
    print(np.vstack((X_std[:2], X_std[-2:])).shape, np.hstack((y[:3], y[-3:])))
    # a one-example prediction by reshape(1, -1)
    print(lrgd.predict(X_subset[0, :].reshape(1, -1)), X_subset[0, :].reshape(1, -1).flags.owndata)
    # the regularization path's C values
    weights, params = [], []
    for c in np.arange(-5, 5):
        weights.append(np.array([c * 0.5, -c]))
        params.append(10.**c)
    print(params[:3], type(params[0]).__name__)
    weights = np.array(weights)
    print(weights[:, 0], weights.dtype)
    # XOR data
    np.random.seed(1)
    X_xor = np.random.randn(200, 2)
    y_xor = np.logical_xor(X_xor[:, 0] > 0, X_xor[:, 1] > 0)
    y_xor = np.where(y_xor, 1, -1)
    print(y_xor[:10], (y_xor == 1).sum(), X_xor[y_xor == 1, 0][:3])


@program
def ml_ch03_impurity_measures(np):
    def gini(p):
        return p * (1 - p) + (1 - p) * (1 - (1 - p))

    def entropy(p):
        return - p * np.log2(p) - (1 - p) * np.log2((1 - p))

    def error(p):
        return 1 - np.max([p, 1 - p])

    x = np.arange(0.0, 1.0, 0.01)
    ent = [entropy(p) if p != 0 else None for p in x]
    sc_ent = [e * 0.5 if e else None for e in ent]
    err = [error(i) for i in x]
    print(ent[:3], sc_ent[:3])
    print(err[:3], type(err[1]).__name__, max(err))
    print(gini(x)[:5], gini(x).dtype)
    print(entropy(x[:3]))          # (0 * log2(0): warnings)
    print(entropy(0.0), entropy(np.float64(1.0)))
    for i, lab in zip([ent, sc_ent, gini(x), err], ['Entropy', 'Entropy (scaled)', 'Gini', 'Err']):
        print(lab, type(i).__name__, len(i))


@program
def ml_ch04_missing_values_and_categoricals(np):
    # the CSV of chapter 4 as df.values: a float table with NaNs
    data = np.array([[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, np.nan, 8.0], [10.0, 11.0, 12.0, np.nan]])
    print(np.isnan(data).sum(axis=0), np.isnan(data).sum())
    print(data[~np.isnan(data).any(axis=1)], data[:, ~np.isnan(data).any(axis=0)])
    print(data[np.isnan(data).sum(axis=1) < 2], data[~np.isnan(data[:, 2])])
    col_mean = np.nanmean(data, axis=0)
    print(col_mean, np.mean(data, axis=0))
    imputed = np.where(np.isnan(data), col_mean, data)
    print(imputed)
    inds = np.where(np.isnan(data))
    filled = data.copy()
    filled[inds] = np.take(col_mean, inds[1])
    print(inds, np.array_equal(filled, imputed))
    # mixed-type rows (df.values of color, size, price, classlabel): an object array
    X = np.array([['green', 'M', 10.1, 'class2'],
                  ['red', 'L', 13.5, 'class1'],
                  ['blue', 'XL', 15.3, 'class2']], dtype=object)
    print(X.dtype, X.shape, repr(X[0, 2]), type(X[0, 2]).__name__)
    class_mapping = {label: idx for idx, label in enumerate(np.unique(X[:, -1]))}
    print(class_mapping)
    y = np.array([class_mapping[c] for c in X[:, -1]])
    inv_class_mapping = {v: k for k, v in class_mapping.items()}
    print(y, [inv_class_mapping[v] for v in y])
    size_mapping = {'XL': 3, 'L': 2, 'M': 1}
    X[:, 1] = [size_mapping[s] for s in X[:, 1]]
    colors, X[:, 0] = np.unique(X[:, 0], return_inverse=True)
    print(colors, X)
    Xf = X[:, :3].astype(float)
    print(Xf, Xf.dtype)
    # one-hot of the color column by hand, the first column dropped
    onehot = np.eye(len(colors))[Xf[:, 0].astype(int)]
    Xo = np.hstack((onehot[:, 1:], Xf[:, 1:]))
    print(Xo, Xo.dtype)
    print(repr(np.unique(X[:, 0])), repr(X[:, 2].sum()))


@program
def ml_ch04_scaling_sbs_and_importances(np):
    from itertools import combinations
    ex = np.array([0, 1, 2, 3, 4, 5])
    print('standardized:', (ex - ex.mean()) / ex.std())
    print('normalized:', (ex - ex.min()) / (ex.max() - ex.min()))
    print(ex.std(ddof=1), repr(ex.mean()), type(ex.max() - ex.min()).__name__)
    X, y = _iris(np, seed=3)
    rng = np.random.RandomState(1)
    idx = rng.permutation(len(y))
    X_train, y_train = X[idx[:105]], y[idx[:105]]
    X_test, y_test = X[idx[105:]], y[idx[105:]]
    mu, sd = X_train.mean(axis=0), X_train.std(axis=0)
    X_train_std = (X_train - mu) / sd
    X_test_std = (X_test - mu) / sd
    mms_min, mms_max = X_train.min(axis=0), X_train.max(axis=0)
    X_train_norm = (X_train - mms_min) / (mms_max - mms_min)
    print(X_train_norm.min(axis=0), X_train_norm.max(axis=0), X_test_std.mean(axis=0).round(6))

    def knn_score(Xtr, ytr, Xte, yte, k=5):
        d = ((Xte[:, None, :] - Xtr[None, :, :]) ** 2).sum(axis=2)
        nn = np.argsort(d, axis=1, kind='stable')[:, :k]
        pred = np.array([np.bincount(row).argmax() for row in ytr[nn]])
        return np.sum(pred == yte) / len(yte)

    class SBS():
        def __init__(self, k_features):
            self.k_features = k_features

        def fit(self, X_train, y_train, X_test, y_test):
            dim = X_train.shape[1]
            self.indices_ = tuple(range(dim))
            self.subsets_ = [self.indices_]
            score = self._calc_score(X_train, y_train, X_test, y_test, self.indices_)
            self.scores_ = [score]
            while dim > self.k_features:
                scores = []
                subsets = []
                for p in combinations(self.indices_, r=dim - 1):
                    score = self._calc_score(X_train, y_train, X_test, y_test, p)
                    scores.append(score)
                    subsets.append(p)
                best = np.argmax(scores)
                self.indices_ = subsets[best]
                self.subsets_.append(self.indices_)
                dim -= 1
                self.scores_.append(scores[best])
            self.k_score_ = self.scores_[-1]
            return self

        def transform(self, X):
            return X[:, self.indices_]

        def _calc_score(self, X_train, y_train, X_test, y_test, indices):
            return knn_score(X_train[:, indices], y_train, X_test[:, indices], y_test)

    sbs = SBS(k_features=1).fit(X_train_std, y_train, X_test_std, y_test)
    k_feat = [len(k) for k in sbs.subsets_]
    print(k_feat, sbs.subsets_, [type(s).__name__ for s in sbs.scores_][:2])
    print(np.round(sbs.scores_, 6), sbs.transform(X_test_std).shape, repr(sbs.k_score_))
    k3 = list(sbs.subsets_[-2])
    print(X_train_std[:, k3].shape, X_train_std[:, sbs.subsets_[-1]].shape)
    # feature importances, sorted
    feat_labels = np.array(['sepal length', 'sepal width', 'petal length', 'petal width'])
    importances = np.abs(np.corrcoef(X_train.T, y_train)[-1, :-1])
    importances = importances / importances.sum()
    indices = np.argsort(importances)[::-1]
    for f in range(X_train.shape[1]):
        print("%2d) %-*s %f" % (f + 1, 30, feat_labels[indices[f]], importances[indices[f]]))
    print(feat_labels[indices], importances[indices].cumsum())
    print(X_train[:, importances > 0.2].shape, np.flatnonzero(importances > 0.2))
    # (the last digit of importances[0] was cov's: X times a conjugated copy of X.T, not syrk)
    np.set_printoptions(8)
    try:
        print(importances * 1e-3, repr(importances[0] / 3))
    finally:
        np.set_printoptions(precision=8)
    print(np.get_printoptions()['precision'])


def _wine(np, seed=0):
    # 178x13 float64 like the wine data (labels 1..3), split 70/30 and standardized
    rng = np.random.RandomState(seed)
    y = np.repeat(np.array([1, 2, 3]), [59, 71, 48])
    means = rng.uniform(0.5, 15.0, size=(3, 13))
    scales = rng.uniform(0.2, 2.0, size=13)
    X = means[y - 1] + scales * rng.randn(178, 13)
    idx = rng.permutation(178)
    tr, te = idx[:124], idx[124:]
    X_train, X_test, y_train, y_test = X[tr], X[te], y[tr], y[te]
    mu, sd = X_train.mean(axis=0), X_train.std(axis=0)
    return (X_train - mu) / sd, (X_test - mu) / sd, y_train, y_test


def _unsign(np, v):
    # eigenvectors up to sign (LAPACK builds may flip them): the largest entry made positive
    v = np.asarray(v)
    s = np.sign(v[np.argmax(np.abs(v), axis=0), np.arange(v.shape[1])]) if v.ndim == 2 else \
        np.sign(v[np.argmax(np.abs(v))])
    return v * s


@program
def ml_ch05_pca_by_eig_of_covariance(np):
    X_train_std, X_test_std, y_train, y_test = _wine(np)
    cov_mat = np.cov(X_train_std.T)
    print(cov_mat.shape, cov_mat.dtype, np.allclose(cov_mat, cov_mat.T))
    eigen_vals, eigen_vecs = np.linalg.eig(cov_mat)
    print(eigen_vals.dtype, eigen_vecs.dtype, eigen_vals.shape)
    print('\nEigenvalues \n%s' % np.sort(eigen_vals)[::-1].round(6))
    tot = sum(eigen_vals)
    var_exp = [(i / tot) for i in sorted(eigen_vals, reverse=True)]
    cum_var_exp = np.cumsum(var_exp)
    print(type(tot).__name__, round(float(tot), 8), type(var_exp[0]).__name__)
    print(np.round(var_exp, 6), cum_var_exp.round(6), cum_var_exp.dtype)
    print(range(1, 14), np.arange(1, 14)[cum_var_exp > 0.9][:1])
    eigen_pairs = [(np.abs(eigen_vals[i]), eigen_vecs[:, i]) for i in range(len(eigen_vals))]
    eigen_pairs.sort(key=lambda k: k[0], reverse=True)
    print([round(float(p[0]), 6) for p in eigen_pairs[:4]], type(eigen_pairs[0][0]).__name__)
    w = np.hstack((eigen_pairs[0][1][:, np.newaxis], eigen_pairs[1][1][:, np.newaxis]))
    w = _unsign(np, w)
    print('Matrix W:\n', w.round(6), w.shape)
    print(X_train_std[0].dot(w).round(6))
    X_train_pca = X_train_std.dot(w)
    print(X_train_pca.shape, X_train_pca.flags.c_contiguous)
    for l, c, m in zip(np.unique(y_train), ['r', 'b', 'g'], ['s', 'x', 'o']):
        print(l, c, m, X_train_pca[y_train == l, 0].mean().round(6),
              X_train_pca[y_train == l, 1].shape)
    # the same by eigh: ascending eigenvalues, reversed
    ev, evec = np.linalg.eigh(cov_mat)
    ev, evec = ev[::-1], evec[:, ::-1]
    print(ev.round(6), np.allclose(np.abs(evec[:, :2]), np.abs(w)), evec.flags.c_contiguous)
    print(np.allclose(ev, np.sort(eigen_vals)[::-1]), np.allclose(cov_mat @ evec, evec * ev))
    # PCA by SVD, explained variance ratio
    U, S, Vt = np.linalg.svd(X_train_std, full_matrices=False)
    print(S.shape, (S ** 2 / (len(X_train_std) - 1)).round(6)[:3],
          (S ** 2 / np.sum(S ** 2)).round(6)[:3])


@program
def ml_ch05_lda_scatter_matrices(np):
    X_train_std, X_test_std, y_train, y_test = _wine(np, seed=2)
    np.set_printoptions(precision=4)
    try:
        mean_vecs = []
        for label in range(1, 4):
            mean_vecs.append(np.mean(X_train_std[y_train == label], axis=0))
            print('MV %s: %s\n' % (label, mean_vecs[label - 1]))
        d = 13
        S_W = np.zeros((d, d))
        for label, mv in zip(range(1, 4), mean_vecs):
            class_scatter = np.zeros((d, d))
            for row in X_train_std[y_train == label]:
                row, mv = row.reshape(d, 1), mv.reshape(d, 1)
                class_scatter += (row - mv).dot((row - mv).T)
            S_W += class_scatter
        print('Within-class scatter matrix: %sx%s' % (S_W.shape[0], S_W.shape[1]))
        print('Class label distribution: %s' % np.bincount(y_train)[1:])
        S_W2 = np.zeros((d, d))
        for label, mv in zip(range(1, 4), mean_vecs):
            S_W2 += np.cov(X_train_std[y_train == label].T)
        print('Scaled within-class scatter matrix: %sx%s' % (S_W2.shape[0], S_W2.shape[1]))
        print(S_W2[:2, :4], np.trace(S_W).round(4))
        # the same scatter by outer products
        S_o = sum(np.outer(r - mean_vecs[l - 1], r - mean_vecs[l - 1])
                  for r, l in zip(X_train_std, y_train))
        print(type(S_o).__name__, np.allclose(S_o, S_W))
        mean_overall = np.mean(X_train_std, axis=0)
        S_B = np.zeros((d, d))
        for i, mean_vec in enumerate(mean_vecs):
            n = X_train_std[y_train == i + 1, :].shape[0]
            mean_vec = mean_vec.reshape(d, 1)
            mean_overall = mean_overall.reshape(d, 1)
            S_B += n * (mean_vec - mean_overall).dot((mean_vec - mean_overall).T)
        print('Between-class scatter matrix: %sx%s' % (S_B.shape[0], S_B.shape[1]))
        print(np.linalg.matrix_rank(S_B), np.trace(S_B).round(3))
        eigen_vals, eigen_vecs = np.linalg.eig(np.linalg.inv(S_W).dot(S_B))
        print(eigen_vals.dtype, eigen_vecs.dtype)
        eigen_pairs = [(np.abs(eigen_vals[i]), eigen_vecs[:, i]) for i in range(len(eigen_vals))]
        eigen_pairs = sorted(eigen_pairs, key=lambda k: k[0], reverse=True)
        print('Eigenvalues in descending order:\n')
        for eigen_val in eigen_pairs[:2]:
            print(round(float(eigen_val[0]), 6))
        print([bool(e[0] < 1e-10) for e in eigen_pairs[2:]])
        tot = sum(eigen_vals.real)
        discr = [(i / tot) for i in sorted(eigen_vals.real, reverse=True)]
        cum_discr = np.cumsum(discr)
        print(np.round(cum_discr[:2], 6), type(tot).__name__)
        w = np.hstack((eigen_pairs[0][1][:, np.newaxis].real,
                       eigen_pairs[1][1][:, np.newaxis].real))
        w = _unsign(np, w)
        print('Matrix W:\n', w[:4], w.dtype, w.shape)
        X_train_lda = X_train_std.dot(w)
        print(X_train_lda.shape, (X_train_lda[y_train == 1, 1] * (-1)).shape)
    finally:
        np.set_printoptions(precision=8)


@program
def ml_ch05_rbf_kernel_pca(np):
    from numpy import exp as _unused  # (the chapter takes exp from numpy or scipy)
    del _unused

    def pdist_sq(X):
        # scipy's pdist(X, 'sqeuclidean') and squareform by broadcasting
        return ((X[:, None, :] - X[None, :, :]) ** 2).sum(axis=-1)

    def rbf_kernel_pca(X, gamma, n_components):
        mat_sq_dists = pdist_sq(X)
        K = np.exp(-gamma * mat_sq_dists)
        N = K.shape[0]
        one_n = np.ones((N, N)) / N
        K = K - one_n.dot(K) - K.dot(one_n) + one_n.dot(K).dot(one_n)
        eigvals, eigvecs = np.linalg.eigh(K)
        eigvals, eigvecs = eigvals[::-1], eigvecs[:, ::-1]
        alphas = np.column_stack([eigvecs[:, i] for i in range(n_components)])
        lambdas = [eigvals[i] for i in range(n_components)]
        return alphas, lambdas

    # half moons
    n = 50
    t = np.linspace(0, np.pi, n)
    rng = np.random.RandomState(123)
    X = np.vstack([np.column_stack([np.cos(t), np.sin(t)]),
                   np.column_stack([1 - np.cos(t), 1 - np.sin(t) - 0.5])])
    X += 0.02 * rng.randn(*X.shape)
    y = np.hstack([np.zeros(n, dtype=int), np.ones(n, dtype=int)])
    alphas, lambdas = rbf_kernel_pca(X, gamma=15, n_components=2)
    alphas = _unsign(np, alphas)
    print(alphas.shape, alphas.dtype, alphas.flags.c_contiguous, type(lambdas[0]).__name__)
    print(np.round(lambdas, 6), alphas[y == 0, 0].mean().round(6), alphas[::20].round(6))
    print((np.zeros((50, 1)) + 0.02).shape, (np.zeros((50, 1)) - 0.02)[0])
    x_new = X[25]
    x_proj = alphas[25, :1]

    def project_x(x_new, X, gamma, alphas, lambdas):
        pair_dist = np.array([np.sum((x_new - row)**2) for row in X])
        k = np.exp(-gamma * pair_dist)
        return k.dot(alphas / lambdas)

    x_reproj = project_x(x_new, X, gamma=15, alphas=alphas[:, :1], lambdas=lambdas[:1])
    print(x_proj.round(6), x_reproj.round(6), type(x_reproj).__name__, x_reproj.shape)
    print((alphas[:, :1] / lambdas[:1]).shape, np.allclose(x_reproj, x_proj, atol=1e-3))



@program
def ml_ch05_reversed_eigenvectors_times_vectors(np):
    # kernel PCA's eigh, reversed to descending order as views (eigvals[::-1],
    # eigvecs[:, ::-1]), then used in products with vectors without a copy: NumPy's matmul
    # takes a matrix or vector of negative strides by its plain loop, not BLAS
    rng = np.random.RandomState(4)
    X = rng.randn(40, 2)
    sq = ((X[:, None, :] - X[None, :, :]) ** 2).sum(-1)
    K = np.exp(-15 * sq)
    N = K.shape[0]
    one_n = np.ones((N, N)) / N
    K = K - one_n.dot(K) - K.dot(one_n) + one_n.dot(K).dot(one_n)
    eigvals, eigvecs = np.linalg.eigh(K)
    eigvals, eigvecs = eigvals[::-1], eigvecs[:, ::-1]
    print(eigvecs.strides[1] < 0, eigvals.strides)
    sign = np.sign(eigvecs[np.abs(eigvecs).argmax(axis=0), np.arange(N)])
    k_row = K[7]
    p = eigvecs.T @ k_row * sign         # (a matrix of negative column strides @ a vector)
    print(repr(p[:3]), p.dtype, p.shape)
    q = k_row[::-1] @ eigvecs[::-1] * sign   # (a reversed vector @ a matrix)
    print(repr(q[:3]), repr(q[0] - p[0]))
    r = eigvals @ eigvals[::-1]           # (a vector of negative stride @ a vector)
    print(repr(r), type(r).__name__)
    w = rng.randn(3)
    Xb = np.hstack((np.ones((40, 1)), X))
    print(repr((Xb @ w[::-1])[:3]), repr(np.matmul(Xb[::2, ::-1], w)[:3]))
    print(repr((w[::-1] @ Xb.T)[:3]), repr(np.dot(Xb, w[::-1])[:3]))



@program
def ml_ch05_squared_distances_by_einsum(np):
    # the RBF kernel's squared distances without scipy's pdist: row norms by einsum and the
    # Gram matrix (|x|^2 + |y|^2 - 2 x.y), as vectorized kernel PCA code writes them
    rng = np.random.RandomState(11)
    X = rng.randn(12, 20)
    sq = np.einsum('ij,ij->i', X, X)
    print(sq.tolist())
    G = np.einsum('ik,jk->ij', X, X)
    D = sq[:, None] + sq[None, :] - 2 * G
    print(D[0].tolist(), np.einsum('ii->i', D).round(12).tolist())
    K = np.exp(-0.05 * np.clip(D, 0, None))
    print(np.einsum('ij->', K), np.einsum('i,i', sq, sq))


@program
def ml_ch10_linear_regression_gd_and_normal_equation(np):
    rng = np.random.RandomState(0)
    rm = rng.normal(6.3, 0.7, size=506).round(3)
    medv = (9.1 * rm - 34.7 + rng.normal(0, 6.0, size=506)).clip(5, 50).round(1)
    lstat = rng.uniform(1.7, 38.0, size=506).round(2)
    df_values = np.column_stack([lstat, rm, medv])
    cm = np.corrcoef(df_values.T)
    print(cm.round(6), np.allclose(cm, cm.T), np.diag(cm))

    class LinearRegressionGD(object):
        def __init__(self, eta=0.001, n_iter=20):
            self.eta = eta
            self.n_iter = n_iter

        def fit(self, X, y):
            self.w_ = np.zeros(1 + X.shape[1])
            self.cost_ = []
            for i in range(self.n_iter):
                output = self.net_input(X)
                errors = (y - output)
                self.w_[1:] += self.eta * X.T.dot(errors)
                self.w_[0] += self.eta * errors.sum()
                cost = (errors**2).sum() / 2.0
                self.cost_.append(cost)
            return self

        def net_input(self, X):
            return np.dot(X, self.w_[1:]) + self.w_[0]

        def predict(self, X):
            return self.net_input(X)

    X = df_values[:, [1]]
    y = df_values[:, 2]
    mx, sx = X.mean(axis=0), X.std(axis=0)
    my, sy = y[:, np.newaxis].mean(axis=0), y[:, np.newaxis].std(axis=0)
    X_std = (X - mx) / sx
    y_std = ((y[:, np.newaxis] - my) / sy).flatten()
    print(X_std.shape, y_std.shape, y_std.flags.owndata)
    lr = LinearRegressionGD()
    lr.fit(X_std, y_std)
    print(np.round(lr.cost_, 6))
    print('Slope: %.3f' % lr.w_[1])
    print('Intercept: %.3f' % lr.w_[0])
    num_rooms_std = (np.array([[5.0]]) - mx) / sx
    price_std = lr.predict(num_rooms_std)
    print(price_std.shape, repr(price_std))
    print("Price in $1000s: %.3f" % (price_std[:, np.newaxis] * sy + my).flatten()[0])
    # the 3rd edition's line itself: a 1-element array given to %-formatting
    try:
        print("Price in $1000s: %.3f" % (price_std[:, np.newaxis] * sy + my).flatten())
    except TypeError as e:
        print("TypeError", e)
    print("%.3f" % (price_std * sy + my)[0], "{:.3f}".format(float(np.squeeze(price_std))))
    # normal equation
    Xb = np.hstack((np.ones((X.shape[0], 1)), X))
    w = np.zeros(X.shape[1])
    z = np.linalg.inv(np.dot(Xb.T, Xb))
    w = np.dot(z, np.dot(Xb.T, y))
    print('Slope: %.3f' % w[1])
    print('Intercept: %.3f' % w[0])
    w2, res, rank, sv = np.linalg.lstsq(Xb, y, rcond=None)
    print(np.allclose(w, w2), res.shape, rank, sv.shape, type(rank).__name__)
    print(np.linalg.solve(Xb.T @ Xb, Xb.T @ y).round(6), np.polyfit(X[:, 0], y, 1).round(6))
    # RANSAC-style masks
    resid = np.abs(y - Xb.dot(w))
    inlier_mask = resid < 5.0
    outlier_mask = np.logical_not(inlier_mask)
    print(inlier_mask.sum(), outlier_mask.sum(), inlier_mask.dtype,
          (~inlier_mask == outlier_mask).all())
    w_in = np.linalg.lstsq(Xb[inlier_mask], y[inlier_mask], rcond=None)[0]
    print(w_in.round(4))
    line_X = np.arange(3, 10, 1)
    print(line_X[:, np.newaxis].shape, (w_in[0] + w_in[1] * line_X).round(3))
    ary = np.array(range(100000))
    print(ary.dtype, ary[-1], ary.sum())
    # MSE / R^2 by hand, residuals
    y_pred = Xb.dot(w)
    mse = np.mean((y - y_pred) ** 2)
    r2 = 1 - np.sum((y - y_pred) ** 2) / np.sum((y - y.mean()) ** 2)
    print('MSE: %.3f, R^2: %.3f' % (mse, r2), type(mse).__name__)
    # polynomial features by hand
    Xp = np.array([258.0, 270.0, 294.0, 320.0, 342.0, 368.0, 396.0, 446.0, 480.0,
                   586.0])[:, np.newaxis]
    yp = np.array([236.4, 234.4, 252.8, 298.6, 314.2, 342.2, 360.8, 368.0, 391.2, 390.8])
    X_quad = np.hstack([np.ones_like(Xp), Xp, Xp ** 2])
    wq = np.linalg.lstsq(X_quad, yp, rcond=None)[0]
    X_fit = np.arange(250, 600, 10)[:, np.newaxis]
    print(X_fit.dtype, X_fit.shape,
          (np.hstack([np.ones_like(X_fit), X_fit, X_fit ** 2]) @ wq)[:3].round(3))
    X_log = np.log(df_values[:, [0]])
    y_sqrt = np.sqrt(df_values[:, 2])
    X_fit = np.arange(X_log.min() - 1, X_log.max() + 1, 1)[:, np.newaxis]
    print(X_fit.ravel().round(6), y_sqrt[:3].round(6))
    sort_idx = df_values[:, [0]].flatten().argsort()
    print(sort_idx[:5], df_values[sort_idx, 0][:3])


def _mlp_class(np):
    import sys

    class NeuralNetMLP(object):
        def __init__(self, n_hidden=30, l2=0., epochs=100, eta=0.001,
                     shuffle=True, minibatch_size=1, seed=None):
            self.random = np.random.RandomState(seed)
            self.n_hidden = n_hidden
            self.l2 = l2
            self.epochs = epochs
            self.eta = eta
            self.shuffle = shuffle
            self.minibatch_size = minibatch_size

        def _onehot(self, y, n_classes):
            onehot = np.zeros((n_classes, y.shape[0]))
            for idx, val in enumerate(y.astype(int)):
                onehot[val, idx] = 1.
            return onehot.T

        def _sigmoid(self, z):
            return 1. / (1. + np.exp(-np.clip(z, -250, 250)))

        def _forward(self, X):
            z_h = np.dot(X, self.w_h) + self.b_h
            a_h = self._sigmoid(z_h)
            z_out = np.dot(a_h, self.w_out) + self.b_out
            a_out = self._sigmoid(z_out)
            return z_h, a_h, z_out, a_out

        def _compute_cost(self, y_enc, output):
            L2_term = (self.l2 * (np.sum(self.w_h ** 2.) + np.sum(self.w_out ** 2.)))
            term1 = -y_enc * (np.log(output))
            term2 = (1. - y_enc) * np.log(1. - output)
            cost = np.sum(term1 - term2) + L2_term
            return cost

        def predict(self, X):
            z_h, a_h, z_out, a_out = self._forward(X)
            y_pred = np.argmax(z_out, axis=1)
            return y_pred

        def fit(self, X_train, y_train, X_valid, y_valid):
            n_output = np.unique(y_train).shape[0]
            n_features = X_train.shape[1]
            self.b_h = np.zeros(self.n_hidden)
            self.w_h = self.random.normal(loc=0.0, scale=0.1, size=(n_features, self.n_hidden))
            self.b_out = np.zeros(n_output)
            self.w_out = self.random.normal(loc=0.0, scale=0.1, size=(self.n_hidden, n_output))
            epoch_strlen = len(str(self.epochs))
            self.eval_ = {'cost': [], 'train_acc': [], 'valid_acc': []}
            y_train_enc = self._onehot(y_train, n_output)
            for i in range(self.epochs):
                indices = np.arange(X_train.shape[0])
                if self.shuffle:
                    self.random.shuffle(indices)
                for start_idx in range(0, indices.shape[0] - self.minibatch_size + 1,
                                       self.minibatch_size):
                    batch_idx = indices[start_idx:start_idx + self.minibatch_size]
                    z_h, a_h, z_out, a_out = self._forward(X_train[batch_idx])
                    delta_out = a_out - y_train_enc[batch_idx]
                    sigmoid_derivative_h = a_h * (1. - a_h)
                    delta_h = (np.dot(delta_out, self.w_out.T) * sigmoid_derivative_h)
                    grad_w_h = np.dot(X_train[batch_idx].T, delta_h)
                    grad_b_h = np.sum(delta_h, axis=0)
                    grad_w_out = np.dot(a_h.T, delta_out)
                    grad_b_out = np.sum(delta_out, axis=0)
                    delta_w_h = (grad_w_h + self.l2 * self.w_h)
                    delta_b_h = grad_b_h
                    self.w_h -= self.eta * delta_w_h
                    self.b_h -= self.eta * delta_b_h
                    delta_w_out = (grad_w_out + self.l2 * self.w_out)
                    delta_b_out = grad_b_out
                    self.w_out -= self.eta * delta_w_out
                    self.b_out -= self.eta * delta_b_out
                z_h, a_h, z_out, a_out = self._forward(X_train)
                cost = self._compute_cost(y_enc=y_train_enc, output=a_out)
                y_train_pred = self.predict(X_train)
                y_valid_pred = self.predict(X_valid)
                # (the book's .astype(np.float): np.float is gone, float is what it meant)
                train_acc = ((np.sum(y_train == y_train_pred)).astype(float) / X_train.shape[0])
                valid_acc = ((np.sum(y_valid == y_valid_pred)).astype(float) / X_valid.shape[0])
                sys.stdout.write('\r%0*d/%d | Cost: %.2f '
                                 '| Train/Valid Acc.: %.2f%%/%.2f%% ' %
                                 (epoch_strlen, i + 1, self.epochs, cost,
                                  train_acc * 100, valid_acc * 100))
                sys.stdout.flush()
                self.eval_['cost'].append(cost)
                self.eval_['train_acc'].append(train_acc)
                self.eval_['valid_acc'].append(valid_acc)
            print()
            return self
    return NeuralNetMLP


@program
def ml_ch12_neuralnet_mlp(np):
    NeuralNetMLP = _mlp_class(np)
    rng = np.random.RandomState(7)
    # MNIST-like: uint8 images, labels 0..9, scaled to [-1, 1] as load_mnist does
    y_all = rng.randint(0, 10, size=300).astype(np.uint8)
    protos = rng.randint(0, 256, size=(10, 64))
    images = (protos[y_all] + rng.randint(-40, 40, size=(300, 64))).clip(0, 255).astype(np.uint8)
    X_all = ((images / 255.) - .5) * 2
    print(X_all.dtype, X_all.min(), X_all.max(), y_all.dtype)
    print('Rows: %d, columns: %d' % (X_all.shape[0], X_all.shape[1]))
    img = X_all[y_all == 3][0].reshape(8, 8)
    print(img.shape, img[0, :3])
    nn = NeuralNetMLP(n_hidden=20, l2=0.01, epochs=5, eta=0.0005, minibatch_size=20,
                      shuffle=True, seed=1)
    nn.fit(X_train=X_all[:250], y_train=y_all[:250], X_valid=X_all[250:], y_valid=y_all[250:])
    print([type(v).__name__ for v in (nn.eval_['cost'][0], nn.eval_['train_acc'][0])])
    print(np.round(nn.eval_['cost'], 6), nn.eval_['valid_acc'])
    y_test_pred = nn.predict(X_all[250:])
    acc = (np.sum(y_all[250:] == y_test_pred).astype(float) / X_all[250:].shape[0])
    print('Test accuracy: %.2f%%' % (acc * 100), y_test_pred.dtype, repr(acc))
    miscl_img = X_all[250:][y_all[250:] != y_test_pred][:25]
    correct_lab = y_all[250:][y_all[250:] != y_test_pred][:25]
    miscl_lab = y_test_pred[y_all[250:] != y_test_pred][:25]
    print(miscl_img.shape, correct_lab[:5], miscl_lab[:5], correct_lab.dtype)
    for i in range(3):
        print('%d) t: %d p: %d' % (i + 1, correct_lab[i], miscl_lab[i]))
    enc = nn._onehot(np.array([0, 2, 1.0]), 3)
    print(enc, enc.flags.c_contiguous, enc.flags.f_contiguous)
    # a label past n_classes
    attempt(nn._onehot, np.array([0, 3]), 3)
    # no 1e-5 in the log: a saturated output gives log(0)
    print(nn._compute_cost(np.array([[1., 0.]]), np.array([[1., 0.]])))
    # the book's np.float
    try:
        np.sum(np.array([1, 2]) == 1).astype(np.float)
    except AttributeError as e:
        # (the module's name aside: gpnumpy names itself)
        print("AttributeError", str(e).split("'float'.")[1][:60])


@program
def ml_ch12_mnist_files_fromfile_and_npz(np):
    import os
    import struct
    import tempfile
    rng = np.random.RandomState(3)
    labels = rng.randint(0, 10, size=12).astype(np.uint8)
    imgs = rng.randint(0, 256, size=(12, 784)).astype(np.uint8)
    with tempfile.TemporaryDirectory() as path:
        with open(os.path.join(path, 'train-labels-idx1-ubyte'), 'wb') as f:
            f.write(struct.pack('>II', 2049, len(labels)))
            f.write(labels.tobytes())
        with open(os.path.join(path, 'train-images-idx3-ubyte'), 'wb') as f:
            f.write(struct.pack('>IIII', 2051, len(labels), 28, 28))
            f.write(imgs.tobytes())

        def load_mnist(path, kind='train'):
            labels_path = os.path.join(path, '%s-labels-idx1-ubyte' % kind)
            images_path = os.path.join(path, '%s-images-idx3-ubyte' % kind)
            with open(labels_path, 'rb') as lbpath:
                magic, n = struct.unpack('>II', lbpath.read(8))
                labels = np.fromfile(lbpath, dtype=np.uint8)
            with open(images_path, 'rb') as imgpath:
                magic, num, rows, cols = struct.unpack(">IIII", imgpath.read(16))
                images = np.fromfile(imgpath, dtype=np.uint8).reshape(len(labels), 784)
                images = ((images / 255.) - .5) * 2
            return images, labels

        X_train, y_train = load_mnist(path, kind='train')
        print('Rows: %d, columns: %d' % (X_train.shape[0], X_train.shape[1]))
        print(y_train, y_train.dtype, X_train.dtype, X_train[0, :3])
        fn = os.path.join(path, 'mnist_scaled.npz')
        np.savez_compressed(fn, X_train=X_train, y_train=y_train)
        mnist = np.load(fn)
        print(sorted(mnist.files))
        X2, y2 = [mnist[f] for f in ['X_train', 'y_train']]
        print(type(X2).__name__, np.array_equal(X2, X_train), y2.dtype, X2.shape)
        del mnist
        try:
            load_mnist(path, kind='t10k')
        except FileNotFoundError as e:
            print(type(e).__name__, e.errno, os.path.basename(e.filename))


@program
def ml_ch15_convolution_by_loops_and_np_convolve(np):
    def conv1d(x, w, p=0, s=1):
        w_rot = np.array(w[::-1])
        x_padded = np.array(x)
        if p > 0:
            zero_pad = np.zeros(shape=p)
            x_padded = np.concatenate([zero_pad, x_padded, zero_pad])
        res = []
        for i in range(0, int((len(x_padded) - len(w_rot)) / s) + 1, s):
            res.append(np.sum(x_padded[i:i + w_rot.shape[0]] * w_rot))
        return np.array(res)

    x = [1, 3, 2, 4, 5, 6, 1, 3]
    w = [1, 0, 3, 1, 2]
    r = conv1d(x, w, p=2, s=1)
    print('Conv1d Implementation:', r, r.dtype)
    print('Numpy Results:', np.convolve(x, w, mode='same'))
    for mode in ('full', 'same', 'valid'):
        c = np.convolve(x, w, mode=mode)
        print(mode, c, c.dtype, c.shape, np.convolve(w, x, mode=mode))
    print(conv1d(x, w, p=0, s=2), conv1d(np.array(x, dtype=np.float32), w, p=1).dtype)
    print(np.convolve(np.array(x, dtype=np.float32), np.array(w) / 2.0, 'same').dtype,
          np.convolve(np.array(x, dtype=np.int8), np.array(w, dtype=np.int8)).dtype)
    print(np.convolve([1.0, 2.0], [0.5], 'valid'), np.correlate(x, w, 'valid'),
          np.correlate(x, w, 'full'))
    attempt(np.convolve, x, [], 'same')
    attempt(np.convolve, x, w, 'middle')
    attempt(np.convolve, np.ones((2, 2)), w)

    def conv2d(X, W, p=(0, 0), s=(1, 1)):
        W_rot = np.array(W)[::-1, ::-1]
        X_orig = np.array(X)
        n1 = X_orig.shape[0] + 2 * p[0]
        n2 = X_orig.shape[1] + 2 * p[1]
        X_padded = np.zeros(shape=(n1, n2))
        X_padded[p[0]:p[0] + X_orig.shape[0], p[1]:p[1] + X_orig.shape[1]] = X_orig
        res = []
        for i in range(0, int((X_padded.shape[0] - W_rot.shape[0]) / s[0]) + 1, s[0]):
            res.append([])
            for j in range(0, int((X_padded.shape[1] - W_rot.shape[1]) / s[1]) + 1, s[1]):
                X_sub = X_padded[i:i + W_rot.shape[0], j:j + W_rot.shape[1]]
                res[-1].append(np.sum(X_sub * W_rot))
        return (np.array(res))

    X = [[1, 3, 2, 4], [5, 6, 1, 3], [1, 2, 0, 2], [3, 4, 3, 2]]
    W = [[1, 0, 3], [1, 2, 1], [0, 1, 1]]
    r2 = conv2d(X, W, p=(1, 1), s=(1, 1))
    print('Conv2d Implementation:\n', r2, r2.dtype, type(r2[0, 0]).__name__)
    print(conv2d(X, W, p=(0, 0), s=(2, 2)), conv2d(X, W, p=(2, 2), s=(2, 2)).shape)
    W_rot = np.array(W)[::-1, ::-1]
    print(W_rot.flags.c_contiguous, W_rot.strides, W_rot.base is not None)
    # the 'same' 2-D result by 1-D convolutions of a separable kernel
    k = np.outer([1, 2, 1], [1, 0, -1])
    rows = np.array([np.convolve(row, [1, 0, -1], 'same') for row in np.array(X)])
    sep = np.array([np.convolve(col, [1, 2, 1], 'same') for col in rows.T]).T
    print(k, sep, np.array_equal(sep, conv2d(X, k, p=(1, 1))))



@program
def ml_smoothed_cost_curves_by_convolve(np):
    # the costs_/eval_['cost'] lists smoothed for plotting: a moving average by np.convolve
    # (10 and 25 taps), and a 1-D feature filtered by a longer kernel
    rng = np.random.RandomState(8)
    cost = list(50 * np.exp(-np.arange(120) / 30.0) + rng.rand(120))
    w = 10
    smooth = np.convolve(cost, np.ones(w) / w, mode='valid')
    print(smooth.shape, smooth[-1])
    print(smooth.tolist())
    same = np.convolve(np.array(cost, dtype=np.float32), np.ones(25, dtype=np.float32) / 25, 'same')
    print(same.dtype, same.tolist())
    full = np.convolve(cost[:30], np.hanning(12), 'full')
    print(full.shape, full.tolist())
    c = np.correlate(np.array(cost) - np.mean(cost), np.array(cost[:16]) - np.mean(cost), 'valid')
    print(c.shape, c.tolist(), int(np.argmax(c)))


@program
def ml_ch16_char_encoding_and_padding(np):
    text = "The Mysterious Island. PART 1--DROPPED FROM THE CLOUDS. CHAPTER 1. " * 3
    char_set = set(text)
    print('Total Length:', len(text))
    print('Unique Characters:', len(char_set))
    chars_sorted = sorted(char_set)
    char2int = {ch: i for i, ch in enumerate(chars_sorted)}
    char_array = np.array(chars_sorted)
    print(char_array.dtype, char_array.shape, repr(char_array[:5]))
    text_encoded = np.array([char2int[ch] for ch in text], dtype=np.int32)
    print('Text encoded shape: ', text_encoded.shape)
    print(text[:15], '     == Encoding ==> ', text_encoded[:15])
    print(text_encoded[15:21], ' == Reverse  ==> ', ''.join(char_array[text_encoded[15:21]]))
    for ex in text_encoded[:5]:
        print('{} -> {}'.format(ex, char_array[ex]), type(ex).__name__,
              type(char_array[ex]).__name__)
    seq_length = 40
    chunk_size = seq_length + 1
    n_chunks = len(text_encoded) // chunk_size
    chunks = text_encoded[:n_chunks * chunk_size].reshape(n_chunks, chunk_size)
    seq = chunks[0]
    input_seq = seq[:seq_length]
    target = seq[seq_length]
    print(input_seq[:10], ' -> ', target, type(target).__name__)
    print(repr(''.join(char_array[input_seq])), ' -> ', repr(''.join(char_array[target])))
    print(repr(char_array[target]), char_array[target] == 'U', str(char_array[input_seq][:3]))
    # padding sequences of different lengths with zeros (post) and truncating (pre)
    seqs = [[5, 3, 9], [1], [7, 7, 7, 7, 7, 2], []]
    maxlen = 4
    padded = np.zeros((len(seqs), maxlen), dtype=np.int32)
    for i, s in enumerate(seqs):
        s = s[-maxlen:]
        padded[i, :len(s)] = s
    print(padded, padded.dtype)
    lengths = np.array([len(s) for s in seqs])
    mask = np.arange(maxlen)[None, :] < lengths[:, None]
    print(mask, mask.sum(axis=1), np.minimum(lengths, maxlen))
    pre = np.array([np.pad(np.array(s[-maxlen:], dtype=np.int32), (maxlen - len(s[-maxlen:]), 0))
                    for s in seqs])
    print(pre, pre.dtype)
    # temperature-scaled softmax of logits
    logits = np.array([[1.0, 1.0, 3.0]])
    for scale in (1.0, 0.5, 0.1):
        z = scale * logits
        p = np.exp(z - z.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        print('Probabilities with scale %.1f:' % scale, p[0])
    rng = np.random.RandomState(1)
    print(rng.choice(3, size=5, p=p[0]), rng.multinomial(1, p[0]).argmax())


@program
def ml_mistakes_in_the_book_code(np):
    # what goes wrong in these classes given the wrong shapes, dtypes or types
    w = np.zeros(3)
    X = np.array([[1, 2], [3, 4]])
    attempt(np.dot, X, w)
    attempt(lambda: X.dot(w[1:3].reshape(1, 2)))
    attempt(lambda: X @ w)
    # int weights updated by float steps
    wi = np.zeros(3, dtype=int)
    attempt(lambda: wi.__iadd__(0.1 * np.array([1, 2, 3])))
    wi[0] += 0.7
    print(wi)
    # predict of a Python list
    attempt(lambda: np.where(np.dot([1.0, 2.0], w[1:]) + w[0] >= 0.0, 1, -1))
    # partial_fit with a Python int label
    attempt(lambda: (5).ravel())
    # y of strings compared to a label
    y = np.array(['Iris-setosa', 'Iris-versicolor'], dtype=object)
    print(np.where(y == 'Iris-setosa', -1, 1), (y == 'Iris-setosa').dtype)
    ys = np.array(['Iris-setosa', 'Iris-versicolor'])
    print(ys == 'Iris-setosa', ys == 1, ys != None)
    # errors_ from update != 0.0 with update np.float64
    u = np.float64(0.1) * (1 - np.where(np.float64(0.3) >= 0, 1, -1))
    print(repr(u), int(u != 0.0), type(u != 0.0).__name__)
    # cost list -> log10
    cost = [np.float64(3.0), np.float64(30.0)]
    print(np.log10(cost), np.log10(cost).dtype, np.log10([0.0, -1.0]))
    # one-hot with astype(int) of float labels with nan
    attempt(lambda: np.array([1.0, np.nan]).astype(int))
    # argmax of an empty list of scores
    attempt(np.argmax, [])
    # std of a constant column: zero division in standardisation
    col = np.array([2.0, 2.0, 2.0])
    print((col - col.mean()) / col.std())
    ic = np.array([2, 2, 2])
    print((ic - ic.mean()) / ic.std(), (ic - ic.min()) / (ic.max() - ic.min()))
    # hstack of 1-d with 2-d
    attempt(np.hstack, (np.ones(3), np.ones((3, 1))))
    attempt(np.hstack, (np.ones((3, 1)), np.ones((2, 1))))
    attempt(np.vstack, (np.ones((3, 2)), np.ones((3, 3))))
    # newaxis of a Python list
    # linalg.inv of a singular matrix
    attempt(np.linalg.inv, np.ones((2, 2)))
    attempt(np.linalg.inv, np.ones((2, 3)))
    attempt(np.linalg.eig, np.ones((2, 3)))
    attempt_rounded(np.linalg.eigh, np.array([[1.0, np.nan], [np.nan, 1.0]]))
    attempt(np.linalg.eig, np.array([[1.0, np.inf], [0, 1.0]]))
    attempt(np.linalg.lstsq, np.ones((3, 2)), np.ones(4))
    r = np.linalg.lstsq(np.ones((3, 2)), np.ones(3))
    print(r[1], r[2], r[3].round(6))
    # eig of a rotation: complex pairs
    ev = np.linalg.eig(np.array([[0.0, -1.0], [1.0, 0.0]]))
    # (cuSOLVER's eigenpairs: values rounded, zeros unsigned; their last bits differ)
    print(r6(ev.eigenvalues), ev[1].dtype, type(ev).__name__)
    eh = np.linalg.eigh(np.array([[2.0, 1.0], [1.0, 2.0]]))
    print(r6(eh.eigenvalues), r6(abs(eh.eigenvectors)), type(eh).__name__, eh._fields)
    print(r6(np.linalg.eigvals(np.diag([3.0, 1.0]))), r6(np.linalg.eigvalsh(np.diag([3.0, 1.0]))))
    # sorting eigenpairs with complex eigenvalues as keys
    pairs = [(ev.eigenvalues[i], i) for i in range(2)]
    attempt(sorted, pairs, key=lambda k: k[0], reverse=True)
    attempt(sorted, ev.eigenvalues, reverse=True)
    attempt(np.sort, ev.eigenvalues)
    print(np.round(sum(ev.eigenvalues), 6) + 0, sum(np.array([1, 2])),
          type(sum(np.array([1.5]))).__name__)
    # cumsum of a list of complex and of ints
    print(np.cumsum([1 + 0j, 2]), np.cumsum([True, True, False]), np.cumsum([]).dtype)
    # convolve of lists of ints and floats
    print(np.convolve([1, 2, 3], [0.5, 0.5]), np.convolve([1, 2], [True, False]))
    print(np.convolve([1 + 1j, 2], [1j]), np.convolve(np.array([1], dtype=np.uint8), [300]))
    attempt(np.convolve, ['a'], [1])
    attempt(np.convolve, [], [1, 2])


@program
def ml_ch06_ch07_cv_roc_and_majority_vote(np):
    import math
    rng = np.random.RandomState(1)
    scores = rng.uniform(0.9, 1.0, size=10)
    print('\nCV accuracy: %.3f +/- %.3f' % (np.mean(scores), np.std(scores)))
    train_sizes = np.linspace(0.1, 1.0, 10)
    train_scores = rng.uniform(0.8, 1.0, size=(10, 10))
    print(train_sizes, np.mean(train_scores, axis=1).round(6), np.std(train_scores, axis=1).shape)
    print(np.logspace(-4, 3, 8), [10.0 ** c for c in range(-4, 4)][:3])
    # mean ROC by interpolation
    mean_tpr = 0.0
    mean_fpr = np.linspace(0, 1, 100)
    for i in range(3):
        fpr = np.sort(np.r_[0.0, rng.uniform(0, 1, 8), 1.0])
        tpr = np.sort(np.r_[0.0, rng.uniform(0, 1, 8), 1.0])
        mean_tpr += np.interp(mean_fpr, fpr, tpr)
        mean_tpr[0] = 0.0
        roc_auc = np.trapezoid(tpr, fpr)
        print('ROC fold %d (area = %0.2f)' % (i + 1, roc_auc), type(mean_tpr).__name__)
    mean_tpr /= 3
    mean_tpr[-1] = 1.0
    print('Mean ROC (area = %0.2f)' % np.trapezoid(mean_tpr, mean_fpr), mean_tpr[:3].round(6))
    # imbalanced classes, upsampling
    y = np.array([0] * 30 + [1] * 10)
    X = rng.randn(40, 2)
    X_imb = np.vstack((X[y == 0], X[y == 1][:4]))
    y_imb = np.hstack((y[y == 0], y[y == 1][:4]))
    y_pred = np.zeros(y_imb.shape[0])
    print(np.mean(y_pred == y_imb) * 100, y_pred.dtype, y_imb.dtype)
    idx = rng.randint(0, 4, size=30)
    X_up, y_up = X_imb[y_imb == 1][idx], y_imb[y_imb == 1][idx]
    print(np.bincount(np.hstack((y[y == 0], y_up))), X_up.shape)

    # ch07: ensemble error, weighted votes
    def ensemble_error(n_classifier, error):
        k_start = int(math.ceil(n_classifier / 2.))
        probs = [math.comb(n_classifier, k) * error**k * (1 - error)**(n_classifier - k)
                 for k in range(k_start, n_classifier + 1)]
        return sum(probs)

    print(ensemble_error(n_classifier=11, error=0.25))
    error_range = np.arange(0.0, 1.01, 0.01)
    ens_errors = [ensemble_error(n_classifier=11, error=error) for error in error_range]
    print(len(error_range), type(ens_errors[3]).__name__, np.round(ens_errors[::25], 6))
    print(np.argmax(np.bincount([0, 0, 1], weights=[0.2, 0.2, 0.6])),
          np.bincount([0, 0, 1], weights=[0.2, 0.2, 0.6]))
    ex = np.array([[0.9, 0.1], [0.8, 0.2], [0.4, 0.6]])
    p = np.average(ex, axis=0, weights=[0.2, 0.2, 0.6])
    print(p, np.argmax(p), np.average(ex, axis=0, weights=None))
    predictions = np.asarray([rng.randint(0, 3, size=6) for _ in range(3)]).T
    for weights in (None, [0.2, 0.2, 0.6]):
        maj_vote = np.apply_along_axis(lambda x: np.argmax(np.bincount(x, weights=weights)),
                                       axis=1, arr=predictions)
        print(predictions.tolist(), maj_vote, maj_vote.dtype)
    probas = np.asarray([rng.dirichlet([1, 1, 1], size=4) for _ in range(3)])
    avg_proba = np.average(probas, axis=0, weights=[1, 2, 1])
    print(avg_proba.shape, np.argmax(avg_proba, axis=1), avg_proba.sum(axis=1).round(12))
    attempt(np.average, probas, axis=0, weights=[1, 2])
    attempt(np.average, probas, axis=0, weights=[1, -1, 0])
    xx, yy = np.meshgrid(np.arange(-1, 1, 0.5), np.arange(-1, 1.5, 0.5))
    print(np.c_[xx.ravel(), yy.ravel()].shape, np.c_[xx.ravel(), yy.ravel()][:3])


@program
def ml_ch11_kmeans_silhouette_by_hand(np):
    np.random.seed(123)
    X = np.random.random_sample([5, 3]) * 10
    print(X.round(6), X.dtype)
    rng = np.random.RandomState(0)
    pts = np.vstack([rng.randn(20, 2) + c for c in ([0, 0], [5, 5], [0, 6])])
    centers = pts[rng.choice(len(pts), 3, replace=False)]
    for it in range(10):
        d = np.linalg.norm(pts[:, None, :] - centers[None, :, :], axis=2)
        y_km = d.argmin(axis=1)
        new = np.array([pts[y_km == k].mean(axis=0) for k in range(3)])
        if np.allclose(new, centers):
            break
        centers = new
    distortion = ((pts - centers[y_km]) ** 2).sum()
    print(it, round(float(distortion), 6), np.bincount(y_km))
    D = np.sqrt(((pts[:, None] - pts[None]) ** 2).sum(-1))
    cluster_labels = np.unique(y_km)
    n_clusters = cluster_labels.shape[0]
    a = np.array([D[i, y_km == y_km[i]].sum() / ((y_km == y_km[i]).sum() - 1)
                  for i in range(len(pts))])
    b = np.array([min(D[i, y_km == c].mean() for c in cluster_labels if c != y_km[i])
                  for i in range(len(pts))])
    silhouette_vals = (b - a) / np.maximum(a, b)
    y_ax_lower, y_ax_upper = 0, 0
    yticks = []
    for i, c in enumerate(cluster_labels):
        c_silhouette_vals = silhouette_vals[y_km == c]
        c_silhouette_vals.sort()
        y_ax_upper += len(c_silhouette_vals)
        color = float(i) / n_clusters
        yticks.append((y_ax_lower + y_ax_upper) / 2.)
        y_ax_lower += len(c_silhouette_vals)
        print(i, c, color, c_silhouette_vals[:2].round(6), range(y_ax_lower, y_ax_upper))
    silhouette_avg = np.mean(silhouette_vals)
    print(yticks, cluster_labels + 1, round(float(silhouette_avg), 6))
    # elbow: distortions for k = 1..4 (first centers: the first k points)
    distortions = []
    for k in range(1, 5):
        cent = pts[:k].copy()
        for _ in range(20):
            lab = np.argmin(((pts[:, None] - cent[None]) ** 2).sum(-1), axis=1)
            cent = np.array([pts[lab == j].mean(axis=0) if np.any(lab == j) else cent[j]
                             for j in range(k)])
        distortions.append(((pts - cent[lab]) ** 2).sum())
    print(np.round(distortions, 4), type(distortions[0]).__name__)
    # an empty cluster's mean
    print(pts[y_km == 7].mean(axis=0))


@program
def ml_other_chapters(np):
    # ch08 tf-idf by hand, printoptions precision 2
    docs = np.array(['The sun is shining', 'The weather is sweet',
                     'The sun is shining, the weather is sweet, and one and one is two'])
    print(docs.dtype, docs.shape, np.char.lower(docs)[0], np.char.count(docs, 'is'))
    vocab = sorted({w.strip(',').lower() for d in docs for w in d.split()})
    bag = np.array([[d.lower().replace(',', '').split().count(w) for w in vocab] for d in docs])
    print(vocab, bag, bag.dtype)
    with np.printoptions(precision=2):
        n_docs = 3
        df = (bag > 0).sum(axis=0)
        idf = np.log((n_docs + 1) / (df + 1)) + 1
        raw = bag * idf
        print(raw, raw / np.linalg.norm(raw, axis=1, keepdims=True))
        idf_is = np.log((n_docs + 1) / (3 + 1))
        tfidf_is = 3 * (idf_is + 1)
        print('tf-idf of term "is" = %.2f' % tfidf_is, repr(idf_is))
        raw_tfidf = raw[-1]
        l2_tfidf = raw_tfidf / np.sqrt(np.sum(raw_tfidf**2))
        print(l2_tfidf, repr(l2_tfidf[:2]))
    np.random.seed(0)
    perm = np.random.permutation(np.arange(5) * 10)
    print(perm)
    with np.printoptions(precision=6):
        y = [np.random.randint(3) for i in range(25)]
        X = (y + np.random.randn(25)).reshape(-1, 1)
        print(type(y[0]).__name__, X[:3], X.dtype)
    # ch14 XOR data
    np.random.seed(1)
    x = np.random.uniform(low=-1, high=1, size=(200, 2))
    y = np.ones(len(x))
    y[x[:, 0] * x[:, 1] < 0] = 0
    print(y[:10], y.sum())
    attempt(lambda: y.astype(np.integer))
    attempt(lambda: y.astype(np.floating))
    print(y.astype(np.int_)[:5], y.astype('int')[:3].dtype)
    # ch13: printoptions(precision=3), int32 arrays, row norms
    with np.printoptions(precision=3):
        a = np.array([1, 2, 3], dtype=np.int32)
        t1 = np.random.uniform(-1, 1, size=(5, 2))
        print(a, a.dtype, np.sqrt(np.sum(np.square(t1), axis=1)),
              np.array([1.2, 5, np.pi], dtype=np.float32))
    # ch17: np.prod of a tuple, min/max formatting
    image_size = (28, 28)
    print(np.prod(image_size), type(np.prod(image_size)).__name__)
    example = np.random.uniform(-1, 1, size=(4, 4)).astype(np.float32)
    print('dtype: ', example.dtype, ' Min: {} Max: {}'.format(np.min(example), np.max(example)))
    all_losses = [[(0.5, 0.25), (0.7, 0.125)]]
    print(' Avg Losses >> G/D {:.4f}/{:.4f}'.format(*list(np.mean(all_losses[-1], axis=0))))
    print(*list(np.mean(all_losses[-1], axis=0)))
    # ch18 Q-learning agent steps
    from collections import defaultdict
    nA = 4
    q_table = defaultdict(lambda: np.zeros(nA))
    np.random.seed(1)
    eps, lr, gamma = 1.0, 0.01, 0.9
    history = []
    for step in range(30):
        s = step % 5
        if np.random.uniform() < eps:
            action = np.random.choice(nA)
        else:
            q_vals = q_table[s]
            perm_actions = np.random.permutation(nA)
            q_vals = [q_vals[a] for a in perm_actions]
            perm_q_argmax = np.argmax(q_vals)
            action = perm_actions[perm_q_argmax]
        r = 1.0 if action == 2 else 0.0
        next_s = (s + 1) % 5
        q_val = q_table[s][action]
        q_target = r + gamma * np.max(q_table[next_s])
        q_table[s][action] += lr * (q_target - q_val)
        eps = max(eps * 0.9, 0.1)
        history.append((step, r))
    print(type(action).__name__, q_table[0], sorted(q_table)[:3])
    episodes = np.arange(len(history))
    moves = np.array([h[0] for h in history])
    rewards = np.array([h[1] for h in history])
    print(episodes[-1], moves.dtype, rewards.sum(), rewards.dtype)


@program
def ml_fortran_values_like_pandas(np):
    # pandas' .values of a float frame: the block transposed, an F-ordered array
    rng = np.random.RandomState(0)
    block = rng.normal(5, 1, size=(5, 150)).round(1)
    values = block.T
    X = values[0:100][:, [0, 2]]
    print(values.flags.f_contiguous, X.flags.f_contiguous, X.flags.c_contiguous, X.strides)
    Xc = np.copy(X)
    print(Xc.flags.f_contiguous, Xc.strides, X.copy().strides, np.array(X).strides,
          np.array(X, copy=True, order='K').strides)
    v = values[0:100, [0, 2]]
    print(v.flags.f_contiguous, v.strides)
    X_std = np.copy(values[:, :2])
    X_std[:, 0] = (X_std[:, 0] - X_std[:, 0].mean()) / X_std[:, 0].std()
    print(X_std.strides, X_std[:2])
    r = values * 2 + 1
    print(r.strides, (values - values.mean(axis=0)).strides, np.exp(values).strides,
          (values.T @ values).strides, values.sum(axis=0).strides)
    print(values.ravel()[:4], values.ravel('K')[:4], values.reshape(-1)[:4],
          values.flatten('A')[:4])
    print(values[:2].tobytes() == values[:2].copy().tobytes(), values[:2].tobytes('A')[:8])
    w = rng.normal(0, 0.01, size=6)
    print(np.dot(values, w[1:]).strides, (np.dot(values, w[1:]) + w[0])[:3])
    print(np.where(values > 5, 1, -1).strides, np.clip(values, 4, 6).strides,
          (values > 5).strides, values.astype(np.float32).strides,
          values.astype(int, order='C').strides)
    print(np.hstack((values[:, :1], values[:, 1:2])).strides,
          np.vstack((values[:2], values[2:4])).strides)
    print(np.concatenate([values, values], axis=1).strides,
          np.column_stack([values[:, 0], values[:, 1]]).strides)
    print(values[::2].strides, values[values[:, 0] > 5].strides, values[[0, 1]].strides,
          values[:, [0, 1]].strides)
    xi_list = [xi.strides for xi, t in zip(values[:2], [1, 2])]
    print(xi_list, np.empty_like(values).strides, np.zeros_like(values).strides,
          np.ones_like(values, order='C').strides)
    print(np.unique(values[:, 0])[:4], np.sort(values, axis=0).strides,
          np.argsort(values, axis=0).strides,
          np.cumsum(values, axis=0).strides, np.cumsum(values).shape)


@program
def ml_printing_and_io(np):
    import io
    import os
    import tempfile
    rng = np.random.RandomState(5)
    img = rng.randint(0, 256, size=(30, 784)).astype(np.uint8)
    X = ((img / 255.) - .5) * 2
    print(X)
    print(X[0])
    print(repr(img[:2]))
    np.set_printoptions(precision=4)
    try:
        print(repr(np.float64(1 / 3)), np.float64(1 / 3), np.float32(1 / 3), X[0, :3],
              repr(X[0, :3].astype(np.float32)), [np.float64(0.1)], str(np.float64(2 / 3)))
        print(np.array([1e-8, 1.0]), np.array([1e10, 1.0]), np.array([np.nan, np.inf, -1 / 3]))
        print(np.array(1 / 3), repr(np.array(1 / 3)), np.array([1 / 3 + 2j / 3]))
    finally:
        np.set_printoptions(precision=8)
    np.set_printoptions(suppress=True)
    try:
        print(np.array([1e-8, 1.0, 123456.789]), np.array([1e-20]))
    finally:
        np.set_printoptions(suppress=False)
    np.set_printoptions(threshold=20, edgeitems=2)
    try:
        print(np.arange(30), np.arange(30).reshape(6, 5))
    finally:
        np.set_printoptions(threshold=1000, edgeitems=3)
    print(np.get_printoptions()['threshold'], np.arange(1001)[-3:])
    # npz round trips: files, context manager, dtypes, pickled object arrays
    buf = io.BytesIO()
    np.savez_compressed(buf, X_train=X[:5], y_train=img[:5, 0], names=np.array(['a', 'bb']))
    buf.seek(0)
    with np.load(buf) as f:
        print(f.files, f['X_train'].shape, f['y_train'].dtype, f['names'], 'X_train' in f)
        print(type(f).__name__, len(f))
    with tempfile.TemporaryDirectory() as d:
        fn = os.path.join(d, 'x.npy')
        np.save(fn, X[:3, :4].astype(np.float32))
        m = np.load(fn, mmap_mode='r')
        print(type(m).__name__, m.dtype, m.shape, m[1, :2])
        del m
        np.save(os.path.join(d, 'o'), np.array([{'a': 1}, None], dtype=object))
        try:
            np.load(os.path.join(d, 'o.npy'))
        except ValueError as e:
            print('ValueError', e)
        print(np.load(os.path.join(d, 'o.npy'), allow_pickle=True))
        # (big-endian words written by struct: gpnumpy's device holds native byte order, so a
        # '>u4' array reads as NumPy's values with the native dtype: values compared only)
        import struct
        raw = struct.pack('>6I', *range(6))
        with open(os.path.join(d, 'raw'), 'wb') as f:
            f.write(raw)
        print(np.fromfile(os.path.join(d, 'raw'), dtype='>u4', count=4),
              np.fromfile(os.path.join(d, 'raw'), dtype='>u4', offset=8).tolist(),
              np.frombuffer(raw, dtype='>u4', offset=4), np.frombuffer(raw, dtype=np.uint8)[:8])
        with open(os.path.join(d, 'raw'), 'rb') as f:
            f.read(4)
            a = np.fromfile(f, dtype='>u4', count=2)
            print(a, f.tell(), np.fromfile(f, dtype='>u4'))
        attempt(np.frombuffer, raw, dtype='>u4', offset=26)
        attempt(np.frombuffer, raw[:5], dtype='>u4')
        print(np.fromfile(os.path.join(d, 'raw'), dtype=np.uint8).reshape(len(raw) // 8, 8).shape)
        attempt(lambda: np.fromfile(os.path.join(d, 'raw'), dtype=np.uint8).reshape(5, 784))


@program
def ml_random_state_variants(np):
    for seed in (1, np.int64(1), [1, 2], np.array([3, 4], dtype=np.uint32)):
        r = np.random.RandomState(seed)
        print(r.normal(loc=0.0, scale=0.01, size=3), r.permutation(4))
    for bad in (-1, 2 ** 32, 1.5, 'a', [-1]):
        attempt(np.random.RandomState, bad)
    r = np.random.RandomState(1)
    st = r.get_state()
    a = r.randn(2)
    r.set_state(st)
    print(np.array_equal(a, r.randn(2)), st[0], len(st), st[1].dtype, st[1].shape)
    X = np.arange(12).reshape(4, 3)
    r.shuffle(X)
    print(X)
    lst = [1, 2, 3, 4]
    r.shuffle(lst)
    print(lst, r.permutation(X)[0], r.permutation(np.array([[1, 2]])))
    print(r.choice(np.array(['a', 'b', 'c']), 4), r.choice(5, 3, replace=False),
          r.choice([0.5, 1.5], size=(2, 2)))
    print(r.normal(loc=np.array([0.0, 10.0]), scale=[1.0, 0.0]), r.uniform(-1, 1, (2, 2)))
    attempt(r.normal, 0.0, -1.0)
    attempt(r.choice, 3, 4, replace=False)
    attempt(r.choice, 3, p=[0.5, 0.5])
    attempt(r.choice, 3, p=[0.5, 0.6, -0.1])
    print(r.randint(0, 10, size=3, dtype=np.uint8), r.binomial(1, 0.5, size=5), r.rand(2, 2).shape,
          r.standard_normal(2), r.random_sample(), type(r.random_sample()).__name__,
          type(r.randint(5)).__name__, type(r.normal()).__name__)
    mask = r.binomial(1, 0.8, size=(2, 4)) / 0.8
    print(mask, mask.dtype)
    attempt(r.randint, 5, 2)
    attempt(r.randint, 0, 300, dtype=np.uint8)
    print(r.normal(size=0), r.normal(size=()), r.permutation(0), r.choice([], size=0))
    g = np.random.default_rng(1)
    print(g.normal(0, 0.1, 3), g.permutation(5), g.integers(0, 10, 3),
          g.choice(5, 2, replace=False))
    print(type(g).__name__, g.random(2), g.standard_normal((1, 2)))
    np.random.seed(0)
    print(np.random.rand(2), np.random.randint(3), np.random.choice(3))


@program
def ml_uint8_images_arithmetic(np):
    rng = np.random.RandomState(2)
    img = rng.randint(0, 256, size=(4, 6)).astype(np.uint8)
    print(img - 128, (img - 128).dtype)
    attempt(lambda: img - 300)
    attempt(lambda: img + np.int64(300))
    print((img + 300.0).dtype, (img * 2).max(), img.mean(), img.sum(), img.sum().dtype, img.std())
    attempt(np.clip, img, 0, 300)
    attempt(np.clip, img, -5, 100)
    print(np.clip(img, 10, 200).dtype, img.astype(np.float32) / 255, (img / 255).dtype)
    print(img.astype(np.int16) - 128, np.subtract(img, 128, dtype=np.int16))
    print(img[img > 250], (img > 128).mean(), np.where(img > 128, 255, 0).dtype,
          np.where(img > 128, np.uint8(255), np.uint8(0)).dtype)
    print(img.reshape(-1)[:5] // 16, img % 7, np.bitwise_and(img, 0xF0)[0], img >> 4)
    print(np.histogram(img, bins=4, range=(0, 256)), np.bincount(img.ravel() // 64, minlength=4))
    print((255 - img)[0], (np.uint8(255) - img)[0], -img[0], abs(img.astype(np.int8))[0])
    attempt(lambda: img.astype(np.int8, casting='safe'))
    print(img.astype(bool).sum(), img.view(np.int8)[0], img.T.copy().tobytes()[:4])
    X = ((img / 255.) - .5) * 2
    print(X.min(), X.max(), X.dtype, ((X + 1) / 2 * 255).round().astype(np.uint8)[0])
    attempt(lambda: np.uint8(250) + np.uint8(10))
    attempt(lambda: np.uint8(250) + 10)
    attempt(lambda: np.array(-1).astype(np.uint8))
    attempt(lambda: np.uint8(-1))
    attempt(lambda: np.array([300], dtype=np.uint8))


@program
def ml_reading_the_csvs_without_pandas(np):
    import io
    iris = ("5.1,3.5,1.4,0.2,Iris-setosa\n4.9,3.0,1.4,0.2,Iris-setosa\n"
            "7.0,3.2,4.7,1.4,Iris-versicolor\n6.3,3.3,6.0,2.5,Iris-virginica\n\n")
    X = np.loadtxt(io.StringIO(iris), delimiter=',', usecols=(0, 1, 2, 3))
    print(X, X.dtype, X.shape)
    y = np.loadtxt(io.StringIO(iris), delimiter=',', usecols=4, dtype=str)
    print(y, y.dtype, np.where(y == 'Iris-setosa', -1, 1))
    g = np.genfromtxt(io.StringIO(iris), delimiter=',', dtype=None, encoding='utf-8')
    print(g.dtype, g.shape, g[0], g['f4'][:2], g['f0'].mean())
    g2 = np.genfromtxt(io.StringIO(iris), delimiter=',', usecols=(0, 2), names=['sl', 'pl'])
    print(g2['pl'], g2.dtype.names)
    housing = ("0.00632  18.00   2.310  0  0.5380  6.5750  65.20  4.0900   1  296.0  15.30 "
               "396.90   4.98  24.00\n"
               "0.02731   0.00   7.070  0  0.4690  6.4210  78.90  4.9671   2  242.0  17.80 "
               "396.90   9.14  21.60\n")
    H = np.loadtxt(io.StringIO(housing))
    print(H.shape, H[:, -1], H[:, [5]].shape, H[:, 3].astype(int))
    wine = "1,14.23,1.71\n2,13.2,1.78\n3,13.16,NA\n"
    W = np.genfromtxt(io.StringIO(wine), delimiter=',', missing_values='NA')
    print(W, np.isnan(W).sum(), np.nanmean(W[:, 2]))
    W2 = np.genfromtxt(io.StringIO(wine), delimiter=',', filling_values=-1.0)
    print(W2[-1], W2[:, 0].astype(int))
    attempt(np.loadtxt, io.StringIO(wine), delimiter=',')
    attempt(np.loadtxt, io.StringIO("1,2\n3\n"), delimiter=',')
    s = io.StringIO()
    np.savetxt(s, X[:2], fmt='%.2f', delimiter=',', header='a,b,c,d')
    print(s.getvalue())
    s = io.StringIO()
    np.savetxt(s, np.array([[1, 2], [3, 4]]), fmt='%d')
    print(repr(s.getvalue()))


@program
def ml_ch09_pickled_classifier(np):
    # ch09 pickles a fitted classifier (its weight arrays inside) and loads it in the web app
    import copy
    import io
    import pickle

    class LogReg:
        def __init__(self):
            rng = np.random.RandomState(1)
            self.w_ = rng.normal(0.0, 0.01, 4)
            self.classes_ = np.array(['negative', 'positive'])
            self.cost_ = [np.float64(1.5), np.float64(0.25)]
            self.n_iter_ = np.int64(7)

        def predict_proba(self, X):
            p = 1. / (1. + np.exp(-(X @ self.w_[1:] + self.w_[0])))
            return np.column_stack([1 - p, p])

    clf = LogReg()
    buf = io.BytesIO()
    pickle.dump(vars(clf), buf, protocol=4)   # (a local class pickles by its state)
    buf.seek(0)
    clf2 = LogReg.__new__(LogReg)
    clf2.__dict__.update(pickle.load(buf))
    print(type(clf2.w_).__name__, np.array_equal(clf2.w_, clf.w_), clf2.classes_, clf2.cost_,
          repr(clf2.n_iter_), type(clf2.cost_[0]).__name__)
    X = np.array([[0.5, -1.0, 2.0]])
    proba = clf2.predict_proba(X)
    label = clf2.classes_[np.argmax(proba, axis=1)][0]
    print(label, type(label).__name__, 'Probability: %.2f%%' % (np.max(proba) * 100))
    clf3 = copy.deepcopy(clf)
    clf3.w_[0] = 5.0
    print(clf.w_[0] != clf3.w_[0], copy.copy(clf).w_ is clf.w_)
    for proto in (0, 2, 5):
        a = pickle.loads(pickle.dumps(clf.w_[::2], protocol=proto))
        print(proto, repr(a), a.flags.c_contiguous, a.flags.writeable)
    s = pickle.loads(pickle.dumps(np.float32(0.5)))
    print(repr(s), type(s).__name__, repr(pickle.loads(pickle.dumps(np.arange(3).reshape(3, 1).T))))
    print(repr(pickle.loads(pickle.dumps(np.dtype('f4')))),
          repr(pickle.loads(pickle.dumps(np.array(['a', 'bc'])))))


@program
def ml_float32_training_step(np):
    # the MLP's step with float32 data and weights (as images.astype(np.float32) / 255 gives)
    rng = np.random.RandomState(3)
    X = (rng.randint(0, 256, size=(8, 6)).astype(np.float32) / 255 - .5) * 2
    w_h = rng.normal(0.0, 0.1, size=(6, 4)).astype(np.float32)
    b_h = np.zeros(4)                       # (float64 bias: promotes the net input)
    w_out = rng.normal(0.0, 0.1, size=(4, 3)).astype(np.float32)
    b_out = np.zeros(3, dtype=np.float32)
    z_h = np.dot(X, w_h) + b_h
    a_h = 1. / (1. + np.exp(-np.clip(z_h, -250, 250)))
    z_out = np.dot(a_h.astype(np.float32), w_out) + b_out
    a_out = 1. / (1. + np.exp(-np.clip(z_out, -250, 250)))
    print(X.dtype, z_h.dtype, a_h.dtype, z_out.dtype, a_out.dtype, np.clip(z_out, -250, 250).dtype)
    y_enc = np.eye(3, dtype=np.float32)[rng.randint(0, 3, 8)]
    delta_out = a_out - y_enc
    grad_w_out = np.dot(a_h.T.astype(np.float32), delta_out)
    w_out -= 0.1 * (grad_w_out + 0.01 * w_out)
    print(delta_out.dtype, grad_w_out.dtype, w_out.dtype, repr(w_out[0]))
    attempt(lambda: w_h.__isub__(0.1 * np.dot(X.T, a_h)))   # (float64 into float32: same_kind)
    print(w_h.dtype, (w_h * np.float64(2)).dtype, (w_h * 2.0).dtype, (w_h + np.float16(1)).dtype)
    cost = np.sum(-y_enc * np.log(a_out) - (1. - y_enc) * np.log(1. - a_out))
    print(type(cost).__name__, repr(cost), '%.4f' % cost, f'{cost:.3e}')
    acc = (np.sum(np.argmax(a_out, axis=1) == np.argmax(y_enc, axis=1))).astype(float) / 8
    print(repr(acc), type(acc).__name__, np.float32(acc) * 100, np.mean(a_out, axis=0).dtype)
