"""Notebook code that hands gpnumpy arrays and scalars to pandas, SciPy, matplotlib and scikit-learn.

Each snippet is a function ``snippet(np)`` written as a notebook cell with ``import numpy as np``
swapped for ``import gpnumpy as np``.  It runs once with NumPy and once with gpnumpy; what it
returns (values, dtypes, shapes, the kinds of objects the libraries hand back), the exception it
raises and the warnings it emits must be the same.  What the library does with NumPy input is the
reference.  A snippet whose library is not installed is skipped (``pytest.importorskip``).

Objects are compared by what a user sees: a NumPy array and a gpnumpy array with the same dtype,
shape and values compare equal, as do a NumPy scalar and a gpnumpy device scalar of the same dtype
and value (their types differ by design: README, "Scalars: what still differs"); Python's own
numbers must stay Python's own numbers of the same type.
"""
import contextlib
import hashlib
import io
import json
import math
import warnings

import numpy
import pytest

SNIPPETS = {}


def snippet(*libs):
    def register(fn):
        SNIPPETS[fn.__name__] = (fn, libs)
        return fn
    return register


def _need(lib):
    return pytest.importorskip(lib, reason=f"{lib} is not installed (the snippet hands gpnumpy data to it)")


def _pd():
    return __import__("pandas")


def _plt():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _png(fig):
    """The PNG the figure saves to, as a digest: gpnumpy data must draw the same pixels."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", metadata={"Software": None})
    _plt().close(fig)
    return hashlib.sha256(buf.getvalue()).hexdigest()


# Data every snippet starts from: NumPy draws it, the snippet moves it to its module.
_RNG = numpy.random.default_rng(0)
X2 = _RNG.standard_normal((40, 3))
Y1 = X2 @ numpy.array([1.5, -2.0, 0.5]) + 0.1 * _RNG.standard_normal(40)
A1 = _RNG.standard_normal(30)
B1 = _RNG.standard_normal(30) + 0.5
LABELS = (X2[:, 0] > 0).astype(numpy.int64)


# ----------------------------------------------------------------------------- pandas
@snippet("pandas")
def pd_dataframe_from_array(np):
    pd = _pd()
    df = pd.DataFrame(np.asarray(X2), columns=["x", "y", "z"])
    return df, df.describe()


@snippet("pandas")
def pd_series_from_arrays(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1), name="a")
    t = pd.Series(np.arange(5))
    u = pd.Series(np.array([True, False, True]))
    return s, t, u, s.mean(), t.sum()


@snippet("pandas")
def pd_assign_column(np):
    pd = _pd()
    df = pd.DataFrame({"a": np.arange(6)})
    df["b"] = np.linspace(0, 1, 6)
    df["c"] = np.asarray(df["a"]) ** 2
    df.loc[df["a"] > 2, "d"] = np.float32(1.5)
    return df


@snippet("pandas")
def pd_columns_from_reductions(np):
    pd = _pd()
    X = np.asarray(X2)
    return pd.DataFrame({"sum": X.sum(axis=0), "mean": X.mean(axis=0), "std": X.std(axis=0)},
                        index=["x", "y", "z"])


@snippet("pandas")
def pd_values_back(np):
    pd = _pd()
    df = pd.DataFrame(np.asarray(X2), columns=list("abc"))
    v = np.asarray(df.values)
    w = np.array(df[["a", "b"]])
    return v.dtype, v.shape, (v @ np.ones(3)).sum(), w.mean(axis=0), np.asarray(df["c"]).std()


@snippet("pandas")
def pd_cut_and_qcut(np):
    pd = _pd()
    a = np.asarray(A1)
    c = pd.cut(a, bins=np.linspace(-3, 3, 7))
    q = pd.qcut(a, 4, labels=False)
    return list(c.codes), [str(i) for i in c.categories], q


@snippet("pandas")
def pd_where_and_mask_with_gp_conditions(np):
    pd = _pd()
    df = pd.DataFrame(np.asarray(X2), columns=list("abc"))
    return df.where(np.asarray(X2) > 0, 0.0).sum(), df.mask(np.asarray(X2) < -1).count()


@snippet("pandas")
def pd_series_arithmetic_with_gp(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1))
    a = np.asarray(B1)
    return s + a, s * a.mean(), s - np.float64(1.0), (s > a.mean()).sum()


@snippet("pandas")
def gp_ufuncs_on_pandas(np):
    pd = _pd()
    s = pd.Series(np.abs(np.asarray(A1)) + 1, name="s")
    df = pd.DataFrame({"a": np.arange(1.0, 5.0), "b": np.arange(5.0, 9.0)})
    return np.log(s), np.sqrt(df), np.exp(s) + s, np.maximum(s, 1.5)


@snippet("pandas")
def gp_functions_on_pandas(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1), name="s")
    df = pd.DataFrame(np.asarray(X2), columns=list("abc"))
    return (np.mean(s), np.std(s), np.sum(df), np.mean(df, axis=0), np.where(s > 0, s, 0.0),
            np.round(s, 2), np.cumsum(s).iloc[-1], np.percentile(s, 90), np.corrcoef(df["a"], df["b"]))


@snippet("pandas")
def gp_reductions_of_pandas_without_the_method(np):
    pd = _pd()
    idx = pd.Index(np.arange(1, 5))
    s = pd.Series(np.asarray(A1[:6]), name="s")
    df = pd.DataFrame({"a": np.arange(3.0), "b": np.arange(3.0) ** 2})
    days = pd.Series(pd.date_range("2024-01-01", periods=3))
    return (np.sum(idx), np.prod(pd.RangeIndex(1, 4)), np.ptp(idx), np.ptp(s), np.ptp(df), np.ptp(days),
            np.max(pd.array([1, 5], dtype="Int64")), np.sum(pd.Index([1.5, 2.5])))


@snippet("pandas")
def gp_method_functions_on_pandas_with_gp_arguments(np):
    pd = _pd()
    a = np.asarray(A1)
    s = pd.Series(np.asarray(A1[:6]), name="s")
    return (np.clip(s, np.percentile(a, 10), a.max() / 2), np.clip(s, np.zeros(6), 0.5),
            np.round(s, np.int64(2)), np.searchsorted(s.sort_values(), a.mean()), np.argmax(s, axis=np.int64(0)))


@snippet("pandas")
def gp_reduction_of_a_categorical(np):
    pd = _pd()
    return np.sum(pd.Categorical([1, 2]))


@snippet("pandas")
def gp_binops_with_pandas(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1[:5]), name="s")
    a = np.arange(5.0)
    return a + s, a * s, a > s, np.add(a, s), np.arange(5) == s.round()


@snippet("pandas")
def gp_arrays_meet_pandas_in_ufuncs_without_operators(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1[:5]), name="s", index=list("abcde"))
    df = pd.DataFrame({"a": np.arange(1.0, 5.0), "b": np.arange(5.0, 9.0)})
    a = np.arange(5.0)
    return (np.maximum(a, s), np.minimum(s, a), np.arctan2(a, s), np.hypot(s, a.mean()),
            np.fmax(np.ones((4, 2)), df), np.logaddexp(a.max(), s), np.maximum.outer(a[:2], s))


@snippet("pandas")
def gp_flip_moveaxis_and_testing_on_pandas(np):
    pd = _pd()
    s = pd.Series(np.asarray(A1[:4]), name="s", index=list("abcd"))
    df = pd.DataFrame({"a": np.arange(3.0), "b": np.arange(3.0) + 1})
    np.testing.assert_allclose(s, np.asarray(A1[:4]))
    np.testing.assert_array_equal(df["a"], np.arange(3.0))
    return np.flip(s), np.flip(s, 0), np.flip(df["b"].to_numpy()), np.moveaxis(np.asarray(df), 0, 1)


@snippet("pandas")
def pd_apply_and_agg_with_gp_functions(np):
    pd = _pd()
    df = pd.DataFrame({"k": np.arange(6) % 2, "v": np.asarray(A1[:6]), "w": np.arange(6.0)})
    g = df.groupby("k")
    return (df[["v", "w"]].apply(np.sum), df[["v", "w"]].apply(np.mean, axis=1), g["v"].agg(np.mean),
            g["w"].transform(np.max), df[["v", "w"]].agg([np.min, np.max]))


@snippet("pandas")
def pd_index_and_dates(np):
    pd = _pd()
    idx = pd.Index(np.arange(3, 8))
    days = np.arange("2024-01-01", "2024-01-06", dtype="datetime64[D]")
    s = pd.Series(np.arange(5.0), index=pd.to_datetime(days))
    return idx, s, s.resample("2D").sum()


@snippet("pandas")
def pd_timestamps_with_gp_dates(np):
    pd = _pd()
    d = np.arange("2024-01-01", "2024-01-06", dtype="datetime64[D]")
    ts, td = pd.Timestamp("2024-01-03"), pd.Timedelta(hours=12)
    return (d > ts, ts <= d, d == ts, d[2] == ts, d[1] != ts, ts - d, d + td, td + d,
            (d - d[0]) / td, (d - d[0]) + ts, d - pd.NaT)


# ----------------------------------------------------------------------------- scipy
@snippet("scipy")
def sp_stats_describe(np):
    from scipy import stats
    d = stats.describe(np.asarray(A1))
    return d.nobs, d.minmax, d.mean, d.variance, d.skewness, d.kurtosis


@snippet("scipy")
def sp_stats_norm(np):
    from scipy import stats
    x = np.linspace(-3, 3, 13)
    return stats.norm.pdf(x), stats.norm.cdf(x, loc=0.5, scale=2.0), stats.norm.ppf(np.array([0.025, 0.975])), \
        stats.norm.pdf(np.float64(0.0))


@snippet("scipy")
def sp_stats_tests(np):
    from scipy import stats
    a, b = np.asarray(A1), np.asarray(B1)
    r = stats.pearsonr(a, b)
    t = stats.ttest_ind(a, b)
    s = stats.spearmanr(a, b)
    lin = stats.linregress(a, b)
    return r.statistic, r.pvalue, t.statistic, t.pvalue, s.statistic, lin.slope, lin.intercept


@snippet("scipy")
def sp_special_ufuncs(np):
    from scipy import special
    x = np.linspace(-2, 2, 9)
    return special.erf(x), special.expit(x), special.gammaln(np.abs(x) + 1), special.logsumexp(x), \
        special.softmax(x), special.erf(np.float64(0.5))


@snippet("scipy")
def sp_linalg(np):
    from scipy import linalg
    A = np.asarray(X2[:3]) + 3 * np.eye(3)
    b = np.array([1.0, 2.0, 3.0])
    lu, piv = linalg.lu_factor(A)
    return linalg.solve(A, b), linalg.inv(A), linalg.lu_solve((lu, piv), b), linalg.det(A), \
        linalg.norm(A), linalg.expm(A / 10), linalg.cholesky(A @ A.T)


@snippet("scipy")
def sp_optimize_minimize(np):
    from scipy import optimize
    target = np.array([1.0, -2.0, 0.5])

    def f(x):
        return np.sum((x - target) ** 2) + 0.1 * np.sum(x ** 4)

    def grad(x):
        return 2 * (x - target) + 0.4 * x ** 3

    r1 = optimize.minimize(f, np.zeros(3), method="BFGS", jac=grad)
    r2 = optimize.minimize(f, np.zeros(3), method="Nelder-Mead", options={"maxiter": 200})
    return r1.x.round(6), round(float(r1.fun), 9), r1.success, r2.x.round(3)


@snippet("scipy")
def sp_optimize_curve_fit_and_roots(np):
    from scipy import optimize
    x = np.linspace(0, 4, 20)
    y = 2.5 * np.exp(-1.3 * x) + 0.01 * np.asarray(A1[:20])

    def model(x, a, k):
        return a * np.exp(-k * x)

    popt, pcov = optimize.curve_fit(model, x, y, p0=[1.0, 1.0])
    root = optimize.brentq(lambda t: np.cos(t) - t, 0.0, 1.0)
    return popt.round(8), pcov.shape, round(root, 12), type(root).__name__


@snippet("scipy")
def sp_integrate(np):
    from scipy import integrate
    val, err = integrate.quad(lambda t: np.exp(-t ** 2), 0, 1)
    sol = integrate.solve_ivp(lambda t, y: -0.5 * y, (0, 2), np.array([1.0, 2.0]), rtol=1e-8)
    x = np.linspace(0, 1, 11)
    return round(val, 12), type(val).__name__, sol.y[:, -1].round(6), integrate.trapezoid(x ** 2, x), \
        integrate.cumulative_trapezoid(x, x)


@snippet("scipy")
def sp_signal(np):
    from scipy import signal
    a = np.asarray(A1)
    k = np.ones(5) / 5
    b, a_ = signal.butter(3, 0.2)
    return signal.convolve(a, k, mode="same"), signal.fftconvolve(a, k, mode="valid"), \
        signal.filtfilt(b, a_, a), signal.find_peaks(a)[0]


@snippet("scipy")
def sp_sparse(np):
    from scipy import sparse
    d = np.array([[0.0, 1.0, 0.0], [2.0, 0.0, 3.0], [0.0, 0.0, 4.0]])
    m = sparse.csr_matrix(d)
    c = sparse.coo_matrix((np.array([1.0, 2.0]), (np.array([0, 2]), np.array([1, 0]))), shape=(3, 3))
    v = np.array([1.0, 2.0, 3.0])
    return m.nnz, m @ v, (m + c).toarray(), m.dot(v), sparse.diags(v).toarray(), m.sum(axis=0)


@snippet("scipy")
def sp_sparse_operators_with_gp_arrays(np):
    from scipy import sparse
    m = sparse.csr_matrix(numpy.array([[0.0, 1.0, 0.0], [2.0, 0.0, 3.0], [0.0, 0.0, 4.0]]))
    a = np.arange(9.0).reshape(3, 3)
    return a + m, m + a, a - m, m - a, a == m, a @ m, a.sum() * m


@snippet("scipy")
def sp_interpolate_and_spatial(np):
    from scipy import interpolate, spatial
    x = np.linspace(0, 3, 7)
    f = interpolate.interp1d(x, x ** 2)
    cs = interpolate.CubicSpline(x, np.sin(x))
    D = spatial.distance.cdist(np.asarray(X2[:4]), np.asarray(X2[4:6]))
    return f(np.array([0.25, 1.7])), cs(np.array([0.5, 2.5])), D, spatial.distance.euclidean(np.zeros(3), np.ones(3))


# ----------------------------------------------------------------------------- matplotlib
@snippet("matplotlib")
def mpl_plot_and_save(np):
    plt = _plt()
    x = np.linspace(0, 2 * np.pi, 50)
    fig, ax = plt.subplots(figsize=(3, 2), dpi=50)
    (line,) = ax.plot(x, np.sin(x), label="sin")
    ax.axhline(np.sin(x).mean())
    ax.set_xlim(x.min(), x.max())
    ax.legend()
    return line.get_xydata(), ax.get_xlim(), _png(fig)


@snippet("matplotlib")
def mpl_hist(np):
    plt = _plt()
    fig, ax = plt.subplots(figsize=(3, 2), dpi=50)
    n, bins, _ = ax.hist(np.asarray(A1), bins=8)
    return n, bins, _png(fig)


@snippet("matplotlib")
def mpl_imshow_scatter_bar(np):
    plt = _plt()
    fig, (ax1, ax2, ax3) = plt.subplots(1, 3, figsize=(6, 2), dpi=50)
    im = ax1.imshow(np.arange(12.0).reshape(3, 4))
    fig.colorbar(im, ax=ax1)
    sc = ax2.scatter(np.asarray(X2[:, 0]), np.asarray(X2[:, 1]), c=np.asarray(X2[:, 2]), s=np.abs(np.asarray(A1[:1])) * 20)
    bars = ax3.bar(np.arange(4), np.array([3, 1, 4, 1]))
    ax3.set_title(f"max={np.asarray(A1).max():.2f}")
    return im.get_array(), sc.get_offsets(), [b.get_height() for b in bars], _png(fig)


@snippet("matplotlib")
def mpl_errorbar_fill(np):
    plt = _plt()
    x = np.arange(5.0)
    y = x ** 2
    fig, ax = plt.subplots(figsize=(3, 2), dpi=50)
    ax.errorbar(x, y, yerr=np.sqrt(y))
    ax.fill_between(x, y - 1, y + 1, alpha=0.3)
    ax.text(x.mean(), y.max(), "peak")
    return _png(fig)


@snippet("matplotlib")
def mpl_dates_on_the_axis(np):
    # (the unit registry asks the data for to_numpy() first: a device datetime64 array finds
    # matplotlib's date converter as NumPy's does; a device date scalar is no numbers.Number,
    # as NumPy's is not, so it is no plain number to the axis either)
    plt = _plt()
    d = np.arange("2024-01-01", "2024-01-15", dtype="datetime64[D]")
    fig, ax = plt.subplots(figsize=(3, 2), dpi=50)
    (line,) = ax.plot(d, np.arange(14.0) ** 0.5)
    ax.set_xlim(d[1], d[-2])
    fig.canvas.draw()
    labels = [t.get_text() for t in ax.get_xticklabels()]
    return line.get_xydata(), type(ax.xaxis.get_converter()).__name__, labels, ax.get_xlim(), _png(fig)


@snippet("matplotlib")
def mpl_plot_surface(np):
    # (mplot3d broadcasts the grids, then NumPy's as_strided applies their strides to
    # np.asarray of them: the host array must keep a view's strides)
    plt = _plt()
    x, y = np.meshgrid(np.linspace(-2, 2, 13), np.linspace(-1, 1, 9))  # (the strides divide: _unfold)
    z = np.exp(-(x ** 2 + y ** 2))
    fig = plt.figure(figsize=(3, 2), dpi=50)
    ax = fig.add_subplot(projection="3d")
    surf = ax.plot_surface(x, y[:, :1], z, rstride=2, cstride=3)
    png = _png(fig)  # (drawn: the faces' projected outlines)
    return [p.vertices.round(9) for p in surf.get_paths()], png


@snippet()
def as_strided_windows_of_views(np):
    # NumPy's own as_strided given device views: its strides are the views' own
    a = np.arange(24.0).reshape(4, 6)
    out = []
    for v in (a.T, a[:, ::2], a[::-1, 1:], np.broadcast_to(a[0], (3, 6))):
        h = numpy.asarray(v)
        out.append((h.strides == v.strides, h.flags.writeable, numpy.lib.stride_tricks.as_strided(
            v, shape=(2, 2, 2), strides=(v.strides[0], v.strides[1], v.strides[1]),
            writeable=False)))
    return out


# ----------------------------------------------------------------------------- scikit-learn
@snippet("sklearn")
def sk_scaler_and_split(np):
    from sklearn.model_selection import train_test_split
    from sklearn.preprocessing import StandardScaler
    X, y = np.asarray(X2), np.asarray(LABELS)
    Xs = StandardScaler().fit_transform(X)
    Xtr, Xte, ytr, yte = train_test_split(X, y, test_size=0.25, random_state=0)
    return Xs, Xtr, Xte, ytr, yte


@snippet("sklearn")
def sk_linear_regression(np):
    from sklearn.linear_model import LinearRegression
    from sklearn.metrics import mean_squared_error, r2_score
    X, y = np.asarray(X2), np.asarray(Y1)
    m = LinearRegression().fit(X, y)
    pred = m.predict(X)
    return m.coef_, m.intercept_, pred, mean_squared_error(y, pred), r2_score(y, pred), m.score(X, y)


@snippet("sklearn")
def sk_kmeans(np):
    from sklearn.cluster import KMeans
    X = np.concatenate([np.asarray(X2[:20]) - 3, np.asarray(X2[20:]) + 3])
    km = KMeans(n_clusters=2, n_init=10, random_state=0).fit(X)
    return km.labels_, km.cluster_centers_.round(8), km.predict(np.zeros((1, 3)))


@snippet("sklearn")
def sk_classifier_metrics(np):
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import accuracy_score, confusion_matrix, roc_auc_score
    X, y = np.asarray(X2), np.asarray(LABELS)
    clf = LogisticRegression().fit(X, y)
    p = clf.predict(X)
    return p, accuracy_score(y, p), confusion_matrix(y, p), roc_auc_score(y, clf.predict_proba(X)[:, 1]).round(12)


@snippet("sklearn")
def sk_pca_pipeline(np):
    from sklearn.decomposition import PCA
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    pipe = make_pipeline(StandardScaler(), PCA(n_components=2))
    Z = pipe.fit_transform(np.asarray(X2))
    return np.abs(Z).round(8), pipe[-1].explained_variance_ratio_.round(10)


# ----------------------------------------------------------------------------- Python itself
@snippet()
def host_asarray_round_trip(np):
    a = np.arange(6.0).reshape(2, 3)
    h = numpy.asarray(a)
    h2 = numpy.array(a[:, 1])
    back = np.asarray(h) + 1
    return type(h).__name__, h, h2, h.flags.c_contiguous, back, numpy.asarray(a.sum()), numpy.float64(a.sum())


@snippet()
def host_numbers_and_strings(np):
    a = np.asarray(A1)
    m = a.mean()
    n = (a > 0).sum()
    return (float(m), int(n), f"{m:.3f}", f"{n}", f"{n:5d}", round(m, 2), round(m), str(a.max()), repr(a.min()),
            "%.2f" % m, "%d" % n, m > 0, math.isclose(m, float(m)), math.sqrt(abs(m)))


@snippet()
def host_json(np):
    a = np.arange(4).reshape(2, 2)
    m = np.asarray(A1).mean().round(12)  # (the device sums in another order: last digits)
    return json.dumps({"a": a.tolist(), "m": m.item(), "n": a.sum().item(), "f": float(m),
                       "b": bool(a.any()), "i": int(a.argmax())})


@snippet()
def host_builtins_over_arrays(np):
    a = np.array([3, 1, 2])
    d = {a[0]: "three"}
    return sum(a), max(a), min(a), sorted(a), list(a), d[3], 3 in a, a[1] in {1, 2}, \
        range(10)[a[2]], "ab" * a[1]


# ----------------------------------------------------------------------------- comparison
def _kind(x):
    """What a user sees of ``x``'s type: arrays and NumPy-style scalars of either module alike."""
    t = type(x)
    mod = t.__module__.split(".")[0]
    if mod in ("numpy", "gpnumpy"):
        if x.__class__.__name__ == "ndarray" or (hasattr(x, "ndim") and x.ndim and hasattr(x, "shape")):
            return "array"
        if hasattr(x, "dtype") and getattr(x, "ndim", 1) == 0:
            if isinstance(x, numpy.ndarray) and not isinstance(x, numpy.generic):
                return "array"
            if mod == "gpnumpy" and type(x).__name__ == "ndarray":
                return "array"
            return "scalar"
    return t.__module__ + "." + t.__qualname__


def observe(x):
    """A plain structure of what can be seen of ``x``."""
    pd = __import__("sys").modules.get("pandas")
    if pd is not None:
        if isinstance(x, pd.DataFrame):
            return ("DataFrame", [str(d) for d in x.dtypes], [observe(c) for c in x.columns], observe(x.index),
                    observe(x.to_numpy()))
        if isinstance(x, pd.Series):
            return ("Series", str(x.dtype), observe(x.name), observe(x.index), observe(x.to_numpy()))
        if isinstance(x, pd.Index):
            return (type(x).__name__, str(x.dtype), observe(x.to_numpy()))
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, [observe(v) for v in x])
    if isinstance(x, dict):
        return ("dict", [(observe(k), observe(v)) for k, v in x.items()])
    if isinstance(x, numpy.generic):  # (numpy.float64 is a float: a NumPy scalar first)
        return ("scalar", str(x.dtype), (), observe(x.item()) if x.dtype == object else x.tolist())
    if isinstance(x, (bool, int, float, complex, str, bytes, type(None))):
        return (type(x).__name__, x)
    if isinstance(x, numpy.dtype):
        return ("dtype", str(x))
    kind = _kind(x)
    if kind in ("array", "scalar"):
        h = numpy.asarray(x)
        vals = [observe(v) for v in h.ravel().tolist()] if h.dtype == object else h.tolist()
        return (kind, str(h.dtype), h.shape, vals)
    if hasattr(x, "toarray"):  # scipy.sparse
        return (kind, observe(x.toarray()))
    if hasattr(x, "shape") and hasattr(x, "dtype"):
        return (kind, observe(numpy.asarray(x)))
    return (kind, repr(x))


def same(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b)) or math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(u, v) for u, v in zip(a, b))
    return type(a) is type(b) and a == b


def run(fn, module):
    """Everything observable of ``fn(module)``: the result, the exception, the warnings (gpnumpy's
    FallbackWarning apart: it says where gpnumpy ran NumPy, which NumPy cannot say)."""
    result = exc = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with contextlib.redirect_stdout(io.StringIO()):
            try:
                result = observe(fn(module))
            except Exception as e:
                exc = (type(e).__name__, str(e))
    warned = sorted({(w.category.__name__, str(w.message)) for w in caught
                     if w.category.__name__ != "FallbackWarning"})
    fallbacks = sorted({str(w.message) for w in caught if w.category.__name__ == "FallbackWarning"})
    return {"result": result, "exception": exc, "warnings": warned}, fallbacks


def _diff(a, b, path="result"):
    """The first place where two observations differ (for the failure message)."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for i, (u, v) in enumerate(zip(a, b)):
            if not same(u, v):
                return _diff(u, v, f"{path}[{i}]")
    return f"{path}: gpnumpy {a!r}\n  NumPy   {b!r}"


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_snippet(name, gp):
    fn, libs = SNIPPETS[name]
    for lib in libs:
        _need(lib)
    want, _ = run(fn, numpy)
    got, _ = run(fn, gp)
    assert got["exception"] == want["exception"]
    assert got["warnings"] == want["warnings"]
    assert same(got["result"], want["result"]), _diff(got["result"], want["result"])
