"""Short programs as NumPy users write them; each takes the module as ``np`` and prints its results.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""

import copy
import io
import json
import math
import pickle

PROGRAMS = []


def program(fn):
    PROGRAMS.append(fn)
    return fn


@program
def standardise_columns(np):
    data = np.array([[170.0, 65.2, 30], [182.5, 80.1, 45], [165.0, 55.0, 22], [175.2, 72.3, 38]])
    mu = data.mean(axis=0)
    sd = data.std(axis=0, ddof=1)
    z = (data - mu) / sd
    print(z.round(3))
    print(mu, sd.dtype, z.shape)
    print(f"max |z| = {np.abs(z).max():.4f}")
    print(repr(z.sum(axis=0).round(10) + 0.0))


@program
def group_by_bincount(np):
    labels = np.array([2, 0, 1, 2, 2, 0, 1, 3])
    values = np.array([1.5, 2.0, 3.25, 4.0, 0.5, 1.0, 2.75, 9.0])
    sums = np.bincount(labels, weights=values)
    counts = np.bincount(labels)
    means = sums / counts
    print(sums, counts, means)
    print(counts.dtype, sums.dtype)
    for g in range(len(counts)):
        print(g, counts[g], f"{means[g]:.3f}")
    print(np.bincount(labels, minlength=6))


@program
def unique_counts_dict(np):
    words = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
    vals, idx, counts = np.unique(words, return_index=True, return_counts=True)
    print(vals, idx, counts)
    freq = {int(v): int(c) for v, c in zip(vals, counts)}
    print(freq)
    freq2 = dict(zip(vals.tolist(), counts.tolist()))
    print(freq2 == freq, json.dumps(freq2))
    inv = np.unique(words, return_inverse=True)[1]
    print(inv, inv.shape, inv.dtype)
    most = vals[np.argmax(counts)]
    print("most common:", most, type(int(most)).__name__)


@program
def argsort_ranking(np):
    scores = np.array([88.5, 92.0, 75.5, 92.0, 60.0, 81.0])
    names = ["ann", "bob", "cat", "dan", "eve", "fay"]
    order = np.argsort(-scores, kind="stable")
    print(order)
    for rank, i in enumerate(order, 1):
        print(rank, names[i], scores[i])
    ranks = np.empty_like(order)
    ranks[order] = np.arange(len(scores))
    print(ranks, ranks.dtype)
    top3 = scores[order[:3]]
    print(top3, top3.mean())
    # (the default sort is not stable: NumPy's introsort may order ties either way)
    print(np.argsort(scores, kind="stable")[::-1][:2], np.sort(scores)[-2:])


@program
def boolean_masks(np):
    x = np.arange(12, dtype=float).reshape(3, 4)
    m = (x > 3) & (x % 2 == 0)
    print(m)
    print(x[m], m.sum(), m.any(axis=1), m.all())
    x[m] = -1
    print(x)
    x[~m] *= 2
    print(x)
    print(np.count_nonzero(x < 0), np.flatnonzero(x < 0))
    if (x < 0).any():
        print("has negatives")
    print(x[x[:, 0] > 5])


@program
def fancy_indexing_assignment(np):
    a = np.zeros((4, 5), dtype=np.int32)
    rows = np.array([0, 1, 3])
    cols = np.array([4, 2, 0])
    a[rows, cols] = [7, 8, 9]
    print(a)
    a[[0, 0, 2], [1, 1, 3]] += 1
    print(a)
    print(a[np.ix_([1, 3], [0, 2])])
    print(a[:, [0, -1]], a[-1, [True, False, True, False, True]])
    b = np.arange(10)
    np.add.at(b, [0, 0, 1], 5)
    print(b)
    b[[1, 2]] = 3.7
    print(b, b.dtype)


@program
def where_select_clip(np):
    t = np.array([-5.0, 0.0, 12.5, 25.0, 31.2, np.nan])
    label = np.where(t < 0, "freezing", np.where(t < 20, "mild", "hot"))
    print(label)
    code = np.select([t < 0, t < 20, t >= 20], [0, 1, 2], default=-1)
    print(code, code.dtype)
    print(np.clip(t, 0, 30))
    print(np.where(np.isnan(t), 0, t).sum())
    print(np.where(t > 10))
    print(np.nan_to_num(t, nan=-99))
    print(np.clip(np.array([1, 5, 10]), 2, 8).dtype)


@program
def cumulative_sums(np):
    sales = np.array([120, 95, 143, 80, 110, 160, 99])
    cs = np.cumsum(sales)
    print(cs, cs[-1] == sales.sum())
    running_mean = cs / np.arange(1, len(sales) + 1)
    print(np.round(running_mean, 2))
    print(np.diff(sales), np.diff(sales, prepend=0))
    print(np.cumprod([1.1, 1.2, 0.9]))
    print(np.maximum.accumulate(sales))
    window = 3
    c = np.concatenate([[0], np.cumsum(sales)])
    print((c[window:] - c[:-window]) / window)


@program
def histograms_percentiles(np):
    rng = np.random.default_rng(42)
    x = rng.normal(50, 10, size=1000)
    counts, edges = np.histogram(x, bins=8)
    print(counts, counts.sum())
    print(edges.round(3))
    print(np.percentile(x, [5, 25, 50, 75, 95]).round(4))
    print(np.quantile(x, 0.5) == np.median(x))
    h, e = np.histogram(x, bins=[0, 40, 50, 60, 100], density=True)
    print(h.round(6), e)
    q1, q3 = np.percentile(x, [25, 75])
    iqr = q3 - q1
    print(f"IQR={iqr:.5f}", np.sum((x < q1 - 1.5 * iqr) | (x > q3 + 1.5 * iqr)))


@program
def scalar_mixed_dtypes(np):
    a = np.array([1, 2, 3], dtype=np.int8)
    print((a + 1).dtype, (a * 2.5).dtype, (a + 300).dtype if False else "skip")
    print((a / 2).dtype, (a // 2).dtype, (a ** 2).dtype)
    f = np.array([1.5, 2.5], dtype=np.float32)
    print((f * 2).dtype, (f * np.float64(2)).dtype, (f + 1j).dtype)
    u = np.array([1, 2], dtype=np.uint8)
    print((u - 3), (u + np.int64(1)).dtype)
    print(np.int32(7) / np.int32(2), type(np.float32(1) + 1.0).__name__)
    print(np.array([True, False]) + 1, np.array([1, 2]) * True)
    print(a.astype(np.float16) / 3)


@program
def reshape_stack(np):
    x = np.arange(24)
    y = x.reshape(2, 3, 4)
    print(y.shape, y.transpose(2, 0, 1).shape, y.T.strides == y.transpose().strides)
    print(np.concatenate([y, y], axis=1).shape, np.stack([x, x]).shape, np.vstack([x, x]).shape)
    print(np.hstack([y[0], y[1]]))
    print(y.reshape(-1, 6).sum(axis=1))
    print(np.moveaxis(y, 0, -1).shape, np.swapaxes(y, 0, 2)[1, 2, 0])
    a, b = np.split(x, 2)
    print(a, b)
    print(np.array_split(x, 5)[-1])
    print(y[..., 1], y[:, None, 0].shape)
    print(np.column_stack([x[:3], x[3:6]]))


@program
def linalg_solve_lstsq(np):
    A = np.array([[3.0, 1.0, 2.0], [1.0, 4.0, 0.5], [2.0, 0.5, 5.0]])
    b = np.array([1.0, 2.0, 3.0])
    x = np.linalg.solve(A, b)
    print(x.round(8))
    np.testing.assert_allclose(A @ x, b)
    X = np.column_stack([np.ones(5), np.arange(5.0)])
    y = np.array([1.0, 3.1, 4.9, 7.2, 8.8])
    coef, res, rank, sv = np.linalg.lstsq(X, y, rcond=None)
    print(coef.round(6), res.round(6), rank, sv.round(6))
    print(f"det={np.linalg.det(A):.6f}", np.linalg.norm(b), np.linalg.norm(A, "fro").round(8))
    print(np.linalg.inv(A).round(6))
    print(np.linalg.matrix_rank(X), np.linalg.cond(A).round(6))


@program
def linalg_decompositions(np):
    M = np.array([[4.0, 1.0, 0.5], [1.0, 3.0, 0.2], [0.5, 0.2, 2.0]])
    w, v = np.linalg.eigh(M)
    print(w.round(8), v.shape)
    print(np.allclose(v @ np.diag(w) @ v.T, M))
    U, s, Vt = np.linalg.svd(M)
    print(s.round(8), np.allclose((U * s) @ Vt, M))
    L = np.linalg.cholesky(M)
    print(L.round(6))
    q, r = np.linalg.qr(M)
    print(np.allclose(q @ r, M), abs(r.diagonal()).round(6))
    print(np.linalg.eigvalsh(M).round(8), np.linalg.slogdet(M))
    res = np.linalg.svd(M)
    print(type(res).__name__, res.S.round(4))


@program
def linalg_errors(np):
    S = np.array([[1.0, 2.0], [2.0, 4.0]])
    try:
        np.linalg.solve(S, np.array([1.0, 1.0]))
    except np.linalg.LinAlgError as e:
        print("LinAlgError:", e)
    try:
        np.linalg.cholesky(np.array([[1.0, 2.0], [2.0, 1.0]]))
    except np.linalg.LinAlgError as e:
        print("LinAlgError:", e)
    try:
        np.linalg.inv(np.ones((2, 3)))
    except np.linalg.LinAlgError as e:
        print("LinAlgError:", e)
    print(np.linalg.det(S))


@program
def fft_spectrum(np):
    n = 64
    t = np.arange(n) / n
    sig = np.sin(2 * np.pi * 5 * t) + 0.5 * np.cos(2 * np.pi * 12 * t)
    F = np.fft.rfft(sig)
    freqs = np.fft.rfftfreq(n, d=1 / n)
    mag = np.abs(F) / n * 2
    peaks = freqs[mag > 0.2]
    print(peaks, F.dtype, F.shape)
    print(np.allclose(np.fft.irfft(F, n), sig))
    print(np.fft.fftfreq(8), np.fft.fftshift(np.arange(6)))
    print(np.round(np.fft.fft([1, 2, 3, 4]), 10))
    print(np.fft.ifft(np.fft.fft(np.eye(2)), axis=0).real.round(12))


@program
def default_rng_program(np):
    rng = np.random.default_rng(12345)
    print(rng.integers(0, 10, size=8))
    print(rng.random(3).round(8))
    print(rng.normal(size=(2, 2)).round(8))
    print(rng.choice(5, size=3, replace=False))
    perm = rng.permutation(6)
    print(perm, perm.dtype)
    arr = np.arange(5)
    rng.shuffle(arr)
    print(arr)
    print(rng.uniform(1, 2, 2).round(8), rng.standard_exponential(2).round(8))
    print(rng.poisson(3.0, 4), rng.binomial(10, 0.3, 3))


@program
def legacy_seed_program(np):
    np.random.seed(0)
    print(np.random.rand(3).round(8))
    print(np.random.randint(0, 100, size=5))
    print(np.random.randn(2).round(8))
    print(np.random.choice([10, 20, 30], size=4))
    x = np.arange(6)
    np.random.shuffle(x)
    print(x)
    print(np.random.normal(5, 2, 3).round(8), np.random.uniform(size=2).round(8))
    rs = np.random.RandomState(1)
    print(rs.random_sample(2).round(8), rs.randint(5, size=3))


@program
def datetime_arithmetic(np):
    d = np.array(["2024-01-15", "2024-02-29", "2024-12-31"], dtype="datetime64[D]")
    print(d + np.timedelta64(1, "D"), (d - d[0]).astype(int))
    print(d.dtype, (d[1] - d[0]), repr(d[0]))
    months = d.astype("datetime64[M]")
    print(months, (d - months).astype(int) + 1)
    print(np.arange("2024-03-01", "2024-03-05", dtype="datetime64[D]"))
    weekday = (d.astype("datetime64[D]").view("int64") - 4) % 7
    print(weekday)
    span = d.max() - d.min()
    print(span, span / np.timedelta64(1, "W"))
    print(np.datetime64("2024-01-01T12:30") + np.timedelta64(90, "m"))


@program
def structured_arrays(np):
    dt = np.dtype([("name", "U10"), ("age", "i4"), ("score", "f8")])
    people = np.array([("ann", 31, 88.5), ("bob", 25, 92.0), ("cat", 40, 75.25)], dtype=dt)
    print(people["age"].mean(), people[people["score"] > 80]["name"])
    srt = np.sort(people, order="age")
    print(srt["name"])
    print(people[1], people.dtype.names)
    pts = np.zeros(3, dtype=[("x", "f4"), ("y", "f4")])
    pts["x"] = [1, 2, 3]
    pts["y"] = pts["x"] ** 2
    print(pts, pts["y"].sum())
    print(pts[0]["y"], pts.shape, pts.itemsize)


@program
def printing_arrays_scalars(np):
    a = np.array([1.0, 2.5, 3.14159265, 1e-5])
    print(a)
    print(repr(a))
    print(str(np.arange(3)), repr(np.arange(3, dtype=np.int16)))
    s = a.sum()
    print(s, repr(s), str(s), f"{s}", f"{s:.2f}", f"{s:>10.3e}")
    print(repr(a.max()), repr(np.arange(5).sum()), repr(np.float32(1) / 3))
    print(np.array([[1, 2], [3, 4]]))
    print(repr(np.zeros((2, 0))), repr(np.array(3.5)))
    print(np.array([True, False]), repr(a > 2))
    print(np.arange(2000))
    with np.printoptions(precision=2, suppress=True):
        print(a)
    print(repr(np.array([1 + 2j, 3.5 - 1j])))


@program
def results_as_python_values(np):
    a = np.array([3, 1, 4, 1, 5])
    n = a.max()
    print(list(range(n)), [10, 20, 30, 40, 50, 60][n])
    d = {a.sum(): "sum", a.min(): "min"}
    print(d, d[14], a.sum() in {14}, hash(a.sum()) == hash(14))
    if a.mean() > 2:
        print("big mean")
    print(math.sqrt(a.mean()), math.isclose(a.std(), 1.6, rel_tol=1e-1))
    print(json.dumps(float(a.mean())), json.dumps(int(a.argmax())))
    print(f"{a.mean():.3f}", round(a.mean(), 2), int(a[2]) * 2)
    x = a[0]
    print(x == 3, x < 4, bool(x), -x, abs(-x), x // 2, divmod(x, 2))
    print("abc"[a.argmin()], [1, 2, 3][-a[1]])
    print(sorted(a), sum(a), max(a), min(np.float64(2.0), 1.5))


@program
def assert_allclose_errors(np):
    a = np.array([1.0, 2.0, 3.0])
    np.testing.assert_allclose(a, [1.0, 2.0, 3.0000001])
    np.testing.assert_array_equal(np.arange(3), [0, 1, 2])
    try:
        np.testing.assert_allclose(a, [1.0, 2.5, 3.0], rtol=1e-3)
    except AssertionError as e:
        print("AssertionError", str(e).splitlines()[1:3])
    np.testing.assert_almost_equal(a.sum(), 6.0)
    np.testing.assert_equal(a.shape, (3,))
    print("ok")


@program
def index_errors(np):
    a = np.arange(5)
    try:
        a[10]
    except IndexError as e:
        print("IndexError:", e)
    try:
        a[[0, 7]]
    except IndexError as e:
        print("IndexError:", e)
    try:
        np.arange(6).reshape(4, 2)
    except ValueError as e:
        print("ValueError:", e)
    try:
        np.ones(3) + np.ones(4)
    except ValueError as e:
        print("ValueError:", e)
    try:
        np.ones((2, 3)) @ np.ones((2, 3))
    except ValueError as e:
        print("ValueError:", e)
    try:
        a[np.array([True, False])]
    except IndexError as e:
        print("IndexError:", e)
    try:
        np.concatenate([np.ones((2, 2)), np.ones((3, 3))])
    except ValueError as e:
        print("ValueError:", e)
    try:
        a.reshape(2, -1)
    except ValueError as e:
        print("ValueError:", e)


@program
def errstate_program(np):
    a = np.array([1.0, 0.0, -1.0])
    with np.errstate(divide="ignore", invalid="ignore"):
        r = a / 0
    print(r)
    r2 = np.log(a)
    print(r2)
    try:
        with np.errstate(all="raise"):
            np.array([1.0]) / 0
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    old = np.seterr(over="ignore")
    print(np.array([1e308]) * 10, old["over"])
    np.seterr(**old)
    print(np.sqrt(np.array([-1.0, 4.0])))
    print(np.geterr())


@program
def broadcasting_arithmetic(np):
    prices = np.array([[10.0, 12.5], [9.75, 11.0], [10.25, 13.0]])
    qty = np.array([3, 5])
    total = prices * qty
    print(total, total.sum(axis=1))
    disc = np.array([[0.9], [1.0], [0.95]])
    print(prices * disc)
    x = np.arange(3)
    print(x[:, None] - x[None, :])
    print(np.outer(x, x) + 0.5)
    print((prices - prices.mean(axis=1, keepdims=True)).round(4))
    print(np.add.outer([1, 2], [10, 20, 30]))
    print(2 ** np.arange(5), 1 / np.arange(1, 4))


@program
def nan_statistics(np):
    x = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [7.0, 8.0, 9.0]])
    print(np.nanmean(x, axis=0), np.nanstd(x).round(8), np.nanmax(x, axis=1))
    print(np.isnan(x).sum(), np.nansum(x), np.nanmedian(x))
    print(np.nanargmin(x, axis=1), np.nanpercentile(x, 50, axis=1))
    print(np.mean(x), np.nanvar(x, axis=1, ddof=1))
    filled = np.where(np.isnan(x), np.nanmean(x, axis=0), x)
    print(filled)
    print(np.ma.masked_invalid(x).mean())


@program
def matrix_ops(np):
    A = np.arange(1, 7).reshape(2, 3)
    B = np.arange(6).reshape(3, 2)
    print(A @ B, np.dot(A, B).dtype)
    print(A.T @ A, np.trace(A @ B))
    print(np.einsum("ij,jk->ik", A, B), np.einsum("ii", np.eye(3)))
    v = np.array([1.0, 2.0, 2.0])
    print(v / np.linalg.norm(v), np.cross([1, 0, 0], [0, 1, 0]))
    print(np.kron(np.eye(2), [[1, 2]]), np.tensordot(A, B, axes=1))
    print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))
    print(np.vdot(v, v), np.inner(v, v), v @ v)


@program
def sort_search(np):
    a = np.array([5, 2, 9, 1, 7, 3])
    s = np.sort(a)
    print(s, np.searchsorted(s, [0, 4, 9, 10]), np.searchsorted(s, 7, side="right"))
    print(np.partition(a, 2)[:3].tolist() == sorted(a)[:3] or "order", np.argpartition(a, 2)[2])
    print(np.lexsort(([1, 2, 1, 2], [3, 3, 1, 1])))
    print(np.digitize([0.5, 1.5, 2.5, 9], [1, 2, 3]))
    keys = np.array(["b", "a", "c", "a"])
    print(np.sort(keys), np.argsort(keys, kind="stable"))
    print(np.sort(np.array([[3, 1], [0, 2]]), axis=None), np.sort(np.array([[3, 1], [0, 2]]), axis=0))
    print(np.isin([1, 2, 3, 4], [2, 4]), np.intersect1d([1, 2, 3], [2, 3, 4]), np.setdiff1d([5, 1, 2], [2]))


@program
def polyfit_interp(np):
    x = np.array([0.0, 1.0, 2.0, 3.0, 4.0])
    y = np.array([1.0, 2.9, 9.2, 19.1, 33.0])
    c = np.polyfit(x, y, 2)
    print(c.round(6), np.polyval(c, 2.5).round(6))
    p = np.poly1d(c)
    print(p(1.0).round(6))
    print(np.interp([0.5, 2.5, 10], x, y))
    print(np.trapezoid(y, x), np.gradient(y).round(3))
    print(np.roots([1, -3, 2]), np.convolve([1, 2, 3], [0, 1, 0.5]))


@program
def creation_program(np):
    print(np.linspace(0, 1, 5), np.linspace(0, 10, 4, endpoint=False, dtype=int))
    print(np.arange(0, 1, 0.25), np.arange(5, 0, -2), np.arange(3.0).dtype)
    print(np.full((2, 2), 7), np.full(3, 2.5).dtype, np.zeros_like(np.arange(3.0)))
    print(np.eye(3, k=1), np.identity(2, dtype=int))
    print(np.logspace(0, 2, 3), np.geomspace(1, 1000, 4))
    print(np.tri(3), np.diag([1, 2]), np.diag(np.arange(9).reshape(3, 3)))
    xx, yy = np.meshgrid(np.arange(3), np.arange(2))
    print(xx, yy)
    print(np.array([[1, 2], [3, 4]], dtype=float).tolist(), np.asarray([1, 2.5]).dtype)
    print(np.array(range(4)), np.fromiter((i * i for i in range(4)), dtype=int))
    print(np.empty(0).shape, np.ones((2, 3), dtype=bool).sum())


@program
def text_io(np):
    _io = io
    csv = "a,b,c\n1,2.5,3\n4,5.5,6\n7,8.5,9\n"
    data = np.loadtxt(_io.StringIO(csv), delimiter=",", skiprows=1)
    print(data, data.dtype)
    g = np.genfromtxt(_io.StringIO(csv), delimiter=",", names=True)
    print(g["b"], g.dtype.names)
    buf = _io.StringIO()
    np.savetxt(buf, data[:, :2], fmt="%.2f", delimiter=";")
    print(buf.getvalue())
    b = _io.BytesIO()
    np.save(b, data)
    b.seek(0)
    print(np.load(b).sum())


@program
def image_like(np):
    img = np.arange(48, dtype=np.uint8).reshape(4, 4, 3)
    gray = (img * np.array([0.299, 0.587, 0.114])).sum(axis=-1)
    print(gray.round(3), gray.dtype)
    print(img.mean(axis=(0, 1)), img.max(), img.dtype)
    flipped = img[::-1, :, ::-1]
    print(flipped[0, 0], np.flip(img, axis=1)[0, 0])
    pad = np.pad(img[..., 0], 1, mode="edge")
    print(pad)
    print((img.astype(np.int16) - 40).clip(0, 255).astype(np.uint8)[3])
    print(np.rot90(img[..., 0]), img[..., 0].ravel()[::5])
    print((img // 16).astype(bool).sum(), (img + 250)[3, 3])


@program
def integer_ops(np):
    a = np.array([7, -7, 15, -15])
    print(a // 4, a % 4, np.fmod(a, 4), np.divmod(a, 4))
    print(a >> 1, a << 2, a & 0b1010, a ^ 3, ~a)
    print(np.abs(a), np.sign(a), np.power(2, np.arange(4)))
    print(np.gcd(12, [8, 18]), np.lcm(4, 6), np.array([255], np.uint8) + np.uint8(1))
    print(np.iinfo(np.int16).max, np.finfo(np.float32).eps, np.iinfo("uint8"))
    print(np.array([2**40]) * 2**20, np.int64(2)**62)
    b = np.array([1, 2, 3], dtype=np.int64)
    print(b.sum() / 2, b.prod(), np.mean(b).dtype, b.mean())


@program
def rounding_and_math(np):
    x = np.array([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.675])
    print(np.round(x), np.round(x, 2), np.floor(x), np.ceil(x), np.trunc(x), np.rint(x))
    print(np.around(1234.5678, -2), np.round(np.float64(2.675), 2), round(np.float64(2.5)))
    print(np.exp([0, 1]), np.log10([1, 100]), np.log1p(1e-10), np.expm1(1e-10))
    print(np.hypot(3, 4), np.arctan2(1, -1), np.degrees(np.pi), np.deg2rad(180))
    print(np.sqrt(2), np.cbrt(27), np.float32(np.pi), np.e)
    print(np.isclose(0.1 + 0.2, 0.3), np.allclose([1, 2], [1, 2.0000001]), 0.1 + 0.2 == 0.3)
    print(np.sin(np.pi), np.cos(np.linspace(0, np.pi, 3)))


@program
def nested_lists_and_loops(np):
    grid = np.zeros((3, 3), dtype=int)
    for i in range(3):
        for j in range(3):
            grid[i, j] = i * 3 + j
    print(grid)
    total = 0
    for row in grid:
        total += row.sum()
    print(total, type(total) is int or "np")
    for v in np.arange(3):
        print(v, end=" ")
    print()
    for x, y in zip(np.arange(2), np.array([0.5, 1.5])):
        print(x + y, end=" ")
    print()
    print([int(v) for v in grid.diagonal()], list(grid[0]), grid.tolist())
    print(grid.item(4), grid[1][2], len(grid), grid.size, grid.ndim)


@program
def astype_and_conversions(np):
    f = np.array([1.7, -2.3, 3.999, np.inf])
    with np.errstate(invalid="ignore"):
        print(f[:3].astype(int), f.astype(np.float16), f[:3].astype(np.uint8))
    print(np.array(["1", "2.5"]).astype(float), np.array([1, 0, 2]).astype(bool))
    print(np.array([1.5, 2.5]).astype(str), np.array([300]).astype(np.int8))
    print(float(np.array([2.5])[0]), int(np.array(7)), complex(np.array(1 + 1j)))
    print(np.array(3.7).item(), np.array([1, 2], dtype=np.float32).tolist())
    print(np.asarray([1, 2, 3], dtype=np.float32).view(np.int32)[0])
    print(np.array([1, 2, 3]).tobytes()[:8], np.frombuffer(b"\x01\x02", dtype=np.uint8))


@program
def time_series_resample(np):
    rng = np.random.default_rng(7)
    days = np.arange("2024-01-01", "2024-01-15", dtype="datetime64[D]")
    vals = rng.integers(10, 20, size=days.size).astype(float)
    week = (days - days[0]).astype(int) // 7
    wsum = np.bincount(week, weights=vals)
    print(days[0], days[-1], wsum)
    print(np.is_busday(days).sum(), np.busday_count(days[0], days[-1]))
    lag = np.roll(vals, 1)
    lag[0] = np.nan
    pct = (vals - lag) / lag * 100
    print(np.round(pct, 2))
    print(days[np.argmax(vals)], np.datetime_as_string(days[:2]))
    mask = days.astype("datetime64[W]") == days[0].astype("datetime64[W]")
    print(vals[mask])


@program
def scalar_warnings(np):
    a = np.array([1.0, 2.0])
    s = a.sum()
    print(s / 0)
    print(np.float64(1.0) / 0)
    print(np.int8(127) + np.int8(1))
    z = np.array([0.0]).sum()
    print(z / z)
    i = np.array([1, 2]).sum()
    print(i // 0)

@program
def empty_reductions(np):
    e = np.array([])
    print(np.mean(e))
    print(np.std(e))
    try:
        np.max(e)
    except ValueError as ex:
        print("ValueError:", ex)
    try:
        np.argmax(e)
    except ValueError as ex:
        print("ValueError:", ex)
    print(np.sum(e), np.prod(e), np.any(e), np.all(e))
    print(np.nanmean(np.array([np.nan, np.nan])))
    print(np.median(e))

@program
def inplace_casting(np):
    a = np.arange(3)
    try:
        a += 1.5
    except TypeError as ex:
        print(type(ex).__name__, ex)
    print(a)
    b = np.arange(4)
    try:
        b[b > 1] = np.nan
    except ValueError as ex:
        print("ValueError:", ex)
    b[0] = 3.9
    print(b)
    c = np.zeros(3, dtype=np.uint8)
    try:
        c[0] = -1
    except OverflowError as ex:
        print("OverflowError:", ex)
    try:
        c[1] = 300
    except OverflowError as ex:
        print("OverflowError:", ex)
    c[:] = np.array([256, 257, -1])
    print(c)

@program
def views_and_copies(np):
    a = np.arange(6)
    b = a[1:4]
    b[0] = 99
    print(a, b.base is a, a.base is None)
    c = a.copy()
    c[0] = -1
    print(a[0], np.shares_memory(a, b), np.shares_memory(a, c))
    r = a.reshape(2, 3)
    r[1, 1] = 7
    print(a, r.flags["C_CONTIGUOUS"], r.T.flags["C_CONTIGUOUS"], r.T.flags.f_contiguous)
    f = a[::2]
    f *= 10
    print(a)
    a.sort()
    print(a)
    a.fill(1)
    print(a, a.flags.writeable)
    ro = np.arange(3)
    ro.flags.writeable = False
    try:
        ro[0] = 1
    except ValueError as ex:
        print("ValueError:", ex)

@program
def append_insert_delete(np):
    a = np.array([1, 2, 3])
    print(np.append(a, [4, 5]), np.append(a, 1.5).dtype)
    print(np.insert(a, 1, 10), np.delete(a, [0, 2]))
    m = np.arange(6).reshape(2, 3)
    print(np.append(m, [[9, 9, 9]], axis=0), np.delete(m, 1, axis=1))
    print(np.insert(m, 0, -1, axis=1))
    print(np.unique(np.array([[1, 2], [1, 2], [0, 3]]), axis=0))
    print(np.unique(np.array([2.0, np.nan, 1.0, np.nan])))
    print(np.repeat([1, 2], [2, 3]), np.tile([1, 2], (2, 2)))
    print(np.trim_zeros(np.array([0, 0, 1, 2, 0])), np.resize(a, 5))

@program
def cov_corr(np):
    rng = np.random.default_rng(3)
    x = rng.normal(size=(3, 50))
    c = np.cov(x)
    print(c.round(6), c.shape)
    r = np.corrcoef(x[0], x[1])
    print(r.round(6))
    print(np.cov(x[0], x[1], ddof=0).round(6))
    H, xe, ye = np.histogram2d(x[0], x[1], bins=3)
    print(H, xe.round(4))
    print(np.histogram_bin_edges(x[0], bins="auto").size)
    try:
        np.bincount(np.array([1, -1]))
    except ValueError as ex:
        print("ValueError:", ex)

@program
def container_semantics(np):
    a = np.array([3, 1, 3, 2, 1])
    s = set(a)
    print(sorted(s), len(s), 3 in a, 7 in a)
    print(sorted(set(a.tolist())))
    d = {}
    for v in a:
        d[v] = d.get(v, 0) + 1
    print(d)
    f = np.array([0.5, 0.25])
    print({f[0]: "x"}[0.5], f[1] in [0.25], f.max() == 0.5)
    print(max(np.array([1.0, np.nan, 2.0])), min(a))
    print(list(map(float, f)), [x * 2 for x in f])
    print(str(a.tolist()), tuple(a.shape), a.shape[0] * 2)

@program
def pickle_copy(np):
    a = np.arange(6.0).reshape(2, 3)
    b = pickle.loads(pickle.dumps(a))
    print(b, b.dtype, (a == b).all())
    c = copy.deepcopy(a)
    c[0, 0] = 5
    print(a[0, 0], c[0, 0])
    s = pickle.loads(pickle.dumps(a.sum()))
    print(s, repr(s))
    d = copy.copy(a.max())
    print(d + 1)

@program
def iteration_helpers(np):
    a = np.arange(6).reshape(2, 3)
    for idx, v in np.ndenumerate(a):
        if v % 2:
            print(idx, v)
    print(list(np.ndindex(2, 2)))
    it = [int(x) for x in np.nditer(a)]
    print(it)
    print(np.apply_along_axis(lambda r: r.max() - r.min(), 1, a))
    vf = np.vectorize(lambda x: x * 2 if x > 2 else 0)
    print(vf(a))
    print(np.fromfunction(lambda i, j: i + j, (2, 3)))
    x = np.array([-1.0, 0.5, 2.0])
    print(np.piecewise(x, [x < 0, x >= 0], [0, lambda v: v ** 2]))

@program
def eig_complex(np):
    A = np.array([[0.0, -1.0], [1.0, 0.0]])
    w, v = np.linalg.eig(A)
    print(w, w.dtype)
    print(np.linalg.eigvals(np.array([[2.0, 0.0], [0.0, 3.0]])))
    print(np.linalg.pinv(np.array([[1.0, 2.0], [2.0, 4.0]])).round(6))
    X = np.arange(6.0).reshape(3, 2)
    print(np.linalg.norm(X, axis=1).round(6), np.linalg.norm(X, ord=1), np.linalg.norm(X, ord=np.inf))
    print(np.linalg.norm(np.array([3, 4])), np.linalg.norm(np.array([1 + 1j, 1 - 1j])))

@program
def print_options_and_format(np):
    x = np.array([1234567.891, 0.000012345, 3.0])
    print(x)
    np.set_printoptions(precision=3)
    print(x, np.float64(1) / 3)
    np.set_printoptions(precision=8)
    print(np.array2string(x, separator=", "))
    print(np.format_float_positional(np.float32(0.1)), np.format_float_scientific(1234.5, precision=2))
    print(np.array([1e20, 1.0]), np.array([np.inf, -np.nan, 0.0]))
    print(np.array([0.1, 0.2], dtype=np.float32), np.float32(0.1), np.float16(0.1))
    print(np.array([[1.5, 2], [3, 4]]).T)
    big = np.arange(30).reshape(5, 6)
    print(big)
    print(repr(np.array([], dtype=np.int64)), np.array([[[1]]]))
    print(np.array([1 + 0j, 2j]), np.complex64(1 + 2j))

@program
def where_keyword_reductions(np):
    a = np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]])
    print(np.sum(a, where=a > 0), a.mean(where=a > 0), np.max(a, axis=1, initial=0, where=a < 0))
    print(np.mean(a, axis=0, keepdims=True), np.sum(a, axis=(0, 1)), a.sum(axis=-1))
    out = np.empty(3)
    np.sum(a, axis=0, out=out)
    print(out)
    print(np.add.reduce(a, axis=None), np.multiply.reduce([1, 2, 3, 4]))
    print(a.cumsum(axis=1), np.cumsum(a))
    print(np.ptp(a, axis=0), np.average(a, axis=1, weights=[1, 2, 3]))
    print(np.average(a, weights=np.ones_like(a), returned=True))

@program
def strings_char(np):
    s = np.array(["apple", "Banana", "cherry"])
    print(np.char.upper(s), np.char.str_len(s), s.dtype)
    print(np.strings.startswith(s, "a"), s[np.argsort(np.char.lower(s))])
    print(s == "apple", np.sort(s), s.astype("U3"))
    print(np.char.add(s, "!"), np.char.split(np.array(["a b", "c"])))
    n = np.array(["3", "10", "2"])
    print(n.astype(int).sum(), np.sort(n))

@program
def masked_arrays(np):
    x = np.ma.masked_array([1.0, 2.0, -999.0, 4.0], mask=[0, 0, 1, 0])
    print(x, x.mean(), x.sum())
    y = np.ma.masked_where(np.array([1, 2, 3]) > 2, np.array([1, 2, 3]))
    print(y, y.filled(0))
    print(np.ma.masked_equal(np.array([1, -1, 2]), -1).compressed())

@program
def random_choice_weighted(np):
    rng = np.random.default_rng(2024)
    items = np.array(["a", "b", "c"])
    print(rng.choice(items, size=5, p=[0.5, 0.3, 0.2]))
    print(rng.choice(10, 4, replace=False), rng.integers(5, size=(2, 3)))
    x = rng.standard_normal(1000)
    print(x.mean().round(6), x.std().round(6), x.dtype)
    print(rng.random(2, dtype=np.float32), rng.integers(0, 2**40, 2))
    idx = rng.permutation(10)[:3]
    print(idx, np.arange(10)[idx])
    print(rng.multivariate_normal([0, 0], [[1, 0], [0, 1]], size=2).round(6))
    sub = np.random.default_rng([1, 2, 3]).random(2)
    print(sub.round(10))
    g = np.random.Generator(np.random.PCG64(5))
    print(g.integers(100, size=3), np.random.SeedSequence(1).generate_state(2))

@program
def legacy_random_more(np):
    np.random.seed(42)
    a = np.random.random((2, 2))
    print(a.round(8))
    print(np.random.permutation(5), np.random.randint(10), np.random.random_integers(1, 3, 2) if False else "")
    print(np.random.binomial(5, 0.5, 3), np.random.poisson(2, 3), np.random.exponential(1.0, 2).round(8))
    print(np.random.standard_normal(3).round(8), np.random.sample().__round__(8))
    st = np.random.get_state()
    x1 = np.random.rand()
    np.random.set_state(st)
    print(x1 == np.random.rand())
    print(np.random.choice(5, 3, replace=False), np.random.choice(np.arange(3), p=[0.2, 0.3, 0.5]))

@program
def datetime_more(np):
    ts = np.array(["2024-03-10T08:00", "2024-03-10T17:45", "NaT"], dtype="datetime64[m]")
    print(ts, ts.dtype)
    dur = ts[1] - ts[0]
    print(dur, dur.astype("timedelta64[h]"), dur / np.timedelta64(1, "h"), int(dur.astype(int)))
    print(np.isnat(ts), ts[:2].astype("datetime64[D]"))
    print(np.datetime64("2024-02-28") + 1, np.datetime64("2024-01") + np.timedelta64(1, "M"))
    print(repr(np.timedelta64(5, "D")), str(np.datetime64("2024-05-05")))
    d = np.array(["2024-01-01", "2024-06-15"], dtype="datetime64[D]")
    print(d.astype(object)[0].year if hasattr(d.astype(object)[0], "year") else "n/a", d.tolist())
    print(np.diff(d), np.sort(np.array(["2024-05-01", "2023-01-01"], dtype="datetime64")))
    print(d[0] < d[1], d.min(), (d - np.datetime64("2024-01-01")).astype("timedelta64[D]"))

@program
def structured_more(np):
    rec = np.array([(1, 2.0), (3, 4.0), (1, 0.5)], dtype=[("k", "i8"), ("v", "f8")])
    print(rec, rec.dtype)
    print(rec[rec["k"] == 1]["v"].sum(), rec["v"].argmax())
    rec["v"] *= 2
    print(rec[0], rec[-1]["k"], rec.tolist())
    r2 = np.rec.fromarrays([np.array([1, 2]), np.array([0.1, 0.2])], names="a,b")
    print(r2.a, r2.b.sum())
    print(np.zeros(2, dtype="i4,f4"))

@program
def complex_numbers(np):
    z = np.array([1 + 2j, -3 + 4j, 0 - 1j])
    print(z.real, z.imag, np.abs(z), np.angle(z).round(6), np.conj(z))
    print(z * 1j, z.sum(), z.dtype, np.sort(z))
    print(np.sqrt(np.array([-4.0 + 0j])), np.exp(1j * np.pi).round(10))
    print(np.iscomplexobj(z), np.isreal(z), np.real_if_close(z + 0))
    print(np.abs(z).argmax(), complex(z[1]), f"{z[0]:.2f}" if hasattr(z[0], "__format__") else "")

@program
def float_specials(np):
    x = np.array([1.0, np.inf, -np.inf, np.nan, 0.0, -0.0])
    print(np.isfinite(x), np.isinf(x), np.isnan(x), np.signbit(x))
    print(np.nanmax(x), np.max(x), np.fmax(x, 0), np.maximum(x, 0))
    print(np.sort(x), np.argsort(x), np.unique(x))
    print(np.float64("nan") == np.nan, np.isnan(np.float64("nan")), np.inf > 1e308)
    print(np.finfo(float).max * 2 if False else "", np.nextafter(1.0, 2.0) - 1.0, np.spacing(1.0))
    print(np.copysign(1.0, -0.0), 1 / np.array([0.0, -0.0]) if False else "")


@program
def sales_report(np):
    region = np.array(["N", "S", "N", "E", "S", "N", "E"])
    amount = np.array([120.0, 80.5, 99.9, 45.0, 150.25, 60.0, 30.0])
    regions, inv = np.unique(region, return_inverse=True)
    totals = np.bincount(inv, weights=amount)
    for r, t in zip(regions, totals):
        print(f"{r}: {t:8.2f}")
    best = regions[totals.argmax()]
    print("best", best, totals.max(), round(totals.max() / totals.sum() * 100, 1))
    share = totals / totals.sum()
    print(dict(zip(regions.tolist(), share.round(3).tolist())))
    print(json.dumps({"total": float(amount.sum()), "n": int(amount.size)}))

@program
def grades_digitize(np):
    scores = np.array([55, 67, 72, 88, 91, 100, 43, 79])
    bins = [60, 70, 80, 90]
    letters = np.array(list("FDCBA"))
    idx = np.digitize(scores, bins)
    print(letters[idx])
    print(np.histogram(scores, bins=[0] + bins + [101])[0])
    passed = scores[scores >= 60]
    print(len(passed), passed.mean(), np.median(scores), np.percentile(scores, 90))
    print(f"{scores.std():.3f} {scores.var(ddof=1):.3f}")
    print(np.argsort(scores)[-3:][::-1], np.searchsorted(np.sort(scores), 80))

@program
def moving_stats(np):
    x = np.array([3.0, 5.0, 2.0, 8.0, 7.0, 1.0, 4.0, 6.0])
    w = np.lib.stride_tricks.sliding_window_view(x, 3)
    print(w.mean(axis=1), w.max(axis=1), w.shape)
    print(np.convolve(x, np.ones(3) / 3, mode="valid").round(6))
    ema = np.empty_like(x)
    ema[0] = x[0]
    for i in range(1, len(x)):
        ema[i] = 0.5 * x[i] + 0.5 * ema[i - 1]
    print(ema)
    z = (x - x.mean()) / x.std()
    print(np.abs(z) > 1.2, np.where(np.abs(z) > 1.2)[0].tolist())

@program
def matrix_stats(np):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(20, 3))
    Xc = X - X.mean(axis=0)
    C = Xc.T @ Xc / (len(X) - 1)
    print(np.allclose(C, np.cov(X, rowvar=False)))
    w, V = np.linalg.eigh(C)
    order = np.argsort(w)[::-1]
    pcs = Xc @ V[:, order[:2]]
    print(pcs.shape, (w[order] / w.sum()).round(6))
    print(np.abs(np.corrcoef(pcs.T)[0, 1]) < 1e-10)
    beta = np.linalg.solve(X.T @ X, X.T @ np.ones(20))
    print(beta.round(6))

@program
def monte_carlo_pi(np):
    rng = np.random.default_rng(1)
    pts = rng.random((10000, 2))
    inside = (pts ** 2).sum(axis=1) <= 1
    est = 4 * inside.mean()
    print(est, type(float(est)).__name__, f"{est:.4f}", abs(est - np.pi) < 0.05)
    np.random.seed(1)
    x = np.random.rand(5000)
    y = np.random.rand(5000)
    print(4 * np.mean(x * x + y * y <= 1))

@program
def bool_index_assign_shapes(np):
    a = np.arange(12).reshape(3, 4)
    rows = a.sum(axis=1) > 10
    print(a[rows], a[rows, 1:], a[:, a[0] > 1])
    a[rows, 0] = 0
    print(a)
    b = a.copy()
    b[b % 3 == 0] = [100, 200, 300, 400, 500, 600][: int((b % 3 == 0).sum())]
    print(b)
    try:
        b[b > 5] = [1, 2]
    except ValueError as e:
        print("ValueError:", e)
    try:
        b[b > 5] = np.ones((1, 2))
    except TypeError as e:
        print("TypeError:", e)
    print(a[[True, False, True]][:, [0, 3]])
    c = np.zeros(5)
    c[np.array([1, 3])] = np.array([1.5, 2.5])
    c[c == 0] += np.arange(3)
    print(c)
    try:
        c[np.array([True, False])] = 1
    except IndexError as e:
        print("IndexError:", e)
    try:
        c[[1, 2]] = [1, 2, 3]
    except ValueError as e:
        print("ValueError:", e)

@program
def dtype_introspection(np):
    a = np.arange(4, dtype=np.int32)
    print(a.dtype, a.dtype.name, a.dtype.kind, a.dtype.itemsize, a.itemsize, a.nbytes)
    print(a.dtype == np.int32, a.dtype == "int32", np.issubdtype(a.dtype, np.integer), a.dtype.char)
    print(np.result_type(a, 1.0), np.promote_types("i4", "f4"), np.can_cast(a.dtype, np.float32))
    print(isinstance(a, np.ndarray), type(a).__name__, np.ndim(a), np.shape(a), np.size(a))
    print(a.astype("f8").dtype.str, np.dtype("float32").type.__name__, a.strides)
    print(np.isscalar(3), np.isscalar(a), np.isscalar(a[0]), np.iscomplexobj(a))
    print(np.array([1, 2]).dtype is np.dtype("int64"), np.float64 is np.double)

@program
def scalar_types(np):
    x = np.float64(3.5)
    y = np.int32(7)
    print(x + y, type(x + y).__name__, (x + y).dtype)
    print(y / 2, y // 2, y % 3, y ** 2, -y, abs(np.int8(-5)))
    print(np.float32(1) + np.float64(1), (np.float32(1) + 1.0).dtype, (np.int16(1) + 1).dtype)
    print(x.is_integer(), x.as_integer_ratio(), y.bit_length() if hasattr(y, "bit_length") else "")
    print(np.float64(2.0) ** 0.5, np.sqrt(np.float64(2.0)), np.int64(10) / np.int64(4))
    print(float(np.float32(0.1)), repr(np.float32(0.1)), str(np.float16(1) / 3))
    print(np.uint8(200) + np.uint8(100))

@program
def list_of_scalars_to_array(np):
    a = np.array([1.0, 4.0, 9.0])
    vals = [a.sum(), a.max(), a.min(), a.mean()]
    arr = np.array(vals)
    print(arr, arr.dtype, arr.shape)
    ints = np.array([a.argmax(), a.argmin()])
    print(ints, ints.dtype)
    rows = [np.arange(3), np.arange(3) * 2]
    m = np.array(rows)
    print(m, m.shape)
    print(np.stack([a.sum(), a.max()]), np.hstack([a.sum(), a]))
    print(np.asarray(a.sum()).shape, np.asarray([a[0], 2]).dtype, np.array(a[1]).ndim)
    print(np.float64(a.sum()), int(a.max()), np.int64(a.argmax()) + 1)

@program
def sorting_records(np):
    names = np.array(["cat", "ann", "bob", "ann"])
    ages = np.array([30, 25, 41, 22])
    order = np.lexsort((ages, names))
    print(names[order], ages[order])
    print(np.argsort(ages)[::-1], np.sort(ages)[::-1], -np.sort(-ages))
    top = np.argpartition(ages, -2)[-2:]
    print(sorted(ages[top].tolist()))
    m = np.array([[3, 1, 2], [9, 7, 8]])
    print(np.sort(m, axis=1), np.argsort(m, axis=0), m[:, np.argsort(m[0])])
    print(np.unique(names, return_counts=True))

@program
def integer_overflow_cases(np):
    a = np.array([2**31 - 1], dtype=np.int32)
    print(a + 1, (a + 1).dtype)
    print(np.array([200], dtype=np.uint8) * 2, np.array([10], np.int8) * 20)
    print(np.arange(5, dtype=np.uint8) - 1)
    print(np.sum(np.array([200, 100], dtype=np.uint8)), np.sum(np.array([200, 100], dtype=np.uint8)).dtype)
    print(np.array([127], np.int8).sum(dtype=np.int8), np.cumsum(np.array([100, 100], np.int8)))
    print(np.int32(2**31 - 1) + np.int32(1))
    try:
        np.array([1, 2], dtype=np.uint8) + 300
    except OverflowError as e:
        print("OverflowError:", e)
    print(np.abs(np.array([-128], np.int8)), np.array([-5]).astype(np.uint32))

@program
def nan_handling(np):
    data = np.array([1.0, np.nan, 3.0, np.nan, 5.0])
    print(np.mean(data), np.nanmean(data), np.isnan(data).any(), data[~np.isnan(data)])
    print(np.nanargmax(data), np.argmax(data), np.nanmin(data), np.min(data))
    filled = data.copy()
    filled[np.isnan(filled)] = np.nanmedian(data)
    print(filled, np.nancumsum(data), np.nanprod(data))
    print(np.sort(data), np.argsort(data), np.unique(data, equal_nan=False))
    print(data == np.nan, np.array_equal(data, data, equal_nan=True), np.array_equal(data, data))
    try:
        np.nanargmax(np.array([np.nan, np.nan]))
    except ValueError as e:
        print("ValueError:", e)
    print(np.nanmax(np.array([np.nan, np.nan])))

@program
def fft_2d_filter(np):
    img = np.zeros((8, 8))
    img[2:6, 2:6] = 1.0
    F = np.fft.fft2(img)
    print(F.shape, F.dtype, np.abs(F[0, 0]))
    k = np.fft.fftfreq(8)
    mask = (np.abs(k)[:, None] < 0.3) & (np.abs(k)[None, :] < 0.3)
    out = np.fft.ifft2(F * mask).real
    print(out.round(3))
    print(np.fft.rfftn(img).shape, np.fft.irfftn(np.fft.rfftn(img), img.shape).round(12).sum())
    print(np.fft.fftshift(np.fft.fftfreq(5, d=0.5)), np.fft.ifftshift(np.arange(5)))
    p = np.abs(np.fft.fft(np.sin(np.arange(16) * np.pi / 4))) ** 2
    print(p.round(6), p.argmax())

@program
def random_reproducibility(np):
    r1 = np.random.default_rng(99)
    r2 = np.random.default_rng(99)
    a = r1.normal(size=5)
    b = r2.normal(size=5)
    print((a == b).all(), a.round(10))
    spawn = np.random.default_rng(5).spawn(2) if hasattr(np.random.default_rng(5), "spawn") else []
    print([s.integers(100) for s in spawn])
    print(r1.integers(1, 7, size=10), r1.exponential(2.0, 3).round(8), r1.gamma(2.0, size=2).round(8))
    print(r1.beta(2, 3, 2).round(8), r1.lognormal(0, 1, 2).round(8), r1.triangular(0, 1, 2, 2).round(8))
    x = np.arange(10)
    print(r1.choice(x, 3, replace=False), r1.permuted(np.arange(6).reshape(2, 3), axis=1))
    r3 = np.random.default_rng(np.random.PCG64(3))
    print(r3.random(2), r3.bit_generator.state["state"]["state"] > 0)

@program
def legacy_random_distributions(np):
    np.random.seed(2023)
    print(np.random.normal(size=(2, 3)).round(8))
    print(np.random.randint(1, 7, size=(2, 4)), np.random.randint(5, size=3, dtype=np.uint8))
    print(np.random.uniform(-1, 1, 3).round(8), np.random.standard_t(3, 2).round(8))
    print(np.random.choice(["x", "y", "z"], 5), np.random.gamma(2, 2, 2).round(8))
    idx = np.random.permutation(8)
    print(idx, np.random.random_sample((1, 2)).round(8), round(np.random.beta(1, 2), 8))
    print(np.random.multinomial(10, [0.2, 0.3, 0.5]), np.random.geometric(0.3, 3))

@program
def datetime_grouping(np):
    stamps = np.array(["2024-01-03T10:00", "2024-01-03T15:30", "2024-01-04T09:15", "2024-02-01T12:00"],
                      dtype="datetime64[m]")
    day = stamps.astype("datetime64[D]")
    u, inv, cnt = np.unique(day, return_inverse=True, return_counts=True)
    print(u, inv, cnt)
    month = stamps.astype("datetime64[M]")
    print(np.unique(month), (stamps[1:] - stamps[:-1]).astype("timedelta64[h]"))
    hours = (stamps - day).astype("timedelta64[m]").astype(int) / 60
    print(hours, stamps.astype(str)[:2] if False else "", str(stamps[0]))
    print(np.searchsorted(stamps, np.datetime64("2024-01-04")), stamps.argsort()[::-1])
    print(np.datetime64("2024-03-31") - np.datetime64("2024-01-31"), np.timedelta64(1, "D") / np.timedelta64(1, "h"))
    print(f"{stamps[0]}", repr(stamps[-1]), stamps.max() > np.datetime64("2024-01-15"))

@program
def structured_table(np):
    dt = np.dtype([("id", np.int32), ("temp", np.float64), ("ok", np.bool_)])
    t = np.zeros(4, dtype=dt)
    t["id"] = np.arange(4) + 100
    t["temp"] = [21.5, 19.0, 23.25, 18.5]
    t["ok"] = t["temp"] > 20
    print(t)
    print(t[t["ok"]]["id"], t["temp"].mean(), t[np.argsort(t["temp"])]["id"])
    r = t[2]
    print(r["id"], r["temp"], r, t.dtype.fields["temp"][0])
    t[1] = (999, 0.0, True)
    print(t[1], t.shape, t.size, t["id"].dtype)
    print(repr(t[:2]))

@program
def repr_of_results(np):
    a = np.array([1.5, 2.25, 3.0])
    print(repr(a.mean()), repr(a.argmax()), repr(a.max() > 2), repr(a[0]), repr(a.sum().round(1)))
    print(repr(np.int8(3) + 1), repr(np.arange(3).dtype), repr(a.shape), repr(a.T))
    print(repr(np.array(["x", "yy"])), repr(np.array([1, 2], dtype=np.uint16)))
    print(repr(a.astype(np.float32)), repr(np.array([1e-10, 1.0])), repr(np.array([True])))
    print(str(a.mean()), str(np.float32(2.5)), str(np.array(2.5)), str(a > 2))
    print(repr(np.linspace(0, 1, 3)), repr(np.array([[1, 2]], dtype=float)))
    print(repr(np.nan), repr(a.std()), repr(np.float64(1e16)), repr(np.float32(1e-8)))
    print(list(a), a.tolist(), [repr(x) for x in a[:2]])

@program
def shape_errors_and_broadcast(np):
    a = np.ones((3, 4))
    print(np.broadcast_shapes((3, 1), (1, 4)), np.broadcast_to(np.arange(4), (2, 4)).shape)
    try:
        a + np.ones(3)
    except ValueError as e:
        print("ValueError:", e)
    try:
        np.broadcast_to(np.ones(3), (2, 4))
    except ValueError as e:
        print("ValueError:", e)
    try:
        np.stack([np.ones(2), np.ones(3)])
    except ValueError as e:
        print("ValueError:", e)
    try:
        a.reshape(5, -1)
    except ValueError as e:
        print("ValueError:", e)
    try:
        np.linalg.solve(np.ones((2, 3)), np.ones(2))
    except np.linalg.LinAlgError as e:
        print("LinAlgError:", e)
    try:
        a.sum(axis=2)
    except np.exceptions.AxisError as e:
        print("AxisError:", e)
    try:
        np.dot(np.ones(3), np.ones(4))
    except ValueError as e:
        print("ValueError:", e)
    print(a[None].shape, a[:, :, np.newaxis].shape, np.expand_dims(a, 0).shape, np.squeeze(a[None]).shape)


@program
def ufunc_out_where(np):
    a = np.arange(6.0)
    out = np.full(6, -1.0)
    np.sqrt(a, out=out, where=a > 2)
    print(out)
    np.multiply(a, 2, out=a)
    print(a, np.add.reduce(a), np.maximum.reduce(a), np.add.accumulate(a)[-1])
    print(np.divide(np.arange(3), 2, dtype=np.float32), np.equal.outer([1, 2], [2, 1]))
    print(np.add.reduceat(np.arange(8), [0, 4, 6]), np.logical_and.reduce([True, True, False]))

@program
def tolist_item_types(np):
    a = np.array([[1, 2], [3, 4]])
    l = a.tolist()
    print(l, type(l[0][0]).__name__, type(a.item(0)).__name__)
    f = np.array([0.5], dtype=np.float32).tolist()
    print(f, type(f[0]).__name__, np.array([True]).tolist(), type(np.array([1 + 2j]).tolist()[0]).__name__)
    print(type(a.sum().item()).__name__, type(a.mean().item()).__name__, a.max().tolist())
    print(np.array(["2024-01-01"], dtype="datetime64[D]").tolist())

@program
def percentile_methods(np):
    x = np.array([7.0, 1.0, 3.0, 9.0, 4.0, 2.0])
    for m in ["linear", "lower", "higher", "nearest", "midpoint", "median_unbiased"]:
        print(m, np.percentile(x, [10, 50, 90], method=m))
    print(np.quantile(x.reshape(2, 3), 0.5, axis=1, keepdims=True), np.median(x.reshape(2, 3), axis=0))
    print(np.percentile(np.arange(5), 50).dtype, np.percentile(np.arange(5, dtype=np.float32), 50).dtype)

@program
def logical_and_comparisons(np):
    a = np.array([1, 2, 3, 4])
    b = np.array([4, 3, 2, 1])
    print(a > b, np.logical_or(a > 3, b > 3), np.logical_xor(a > 1, b > 1), ~(a > 2))
    print(np.all(a > 0), np.any(a > 10), bool(np.all(a > 0)), (a == b).sum())
    try:
        if a > 2:
            pass
    except ValueError as e:
        print("ValueError:", e)
    try:
        bool(np.array([]))
    except ValueError as e:
        print("ValueError:", e)
    print(np.array_equal(a, a[::-1][::-1]), np.allclose(a, a + 1e-9), np.isclose(a, b).tolist())
    print(a[(a > 1) and True] if False else "", np.where(a == b)[0].size)

@program
def meshgrid_distance(np):
    pts = np.array([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0]])
    d = np.sqrt(((pts[:, None, :] - pts[None, :, :]) ** 2).sum(-1))
    print(d)
    i, j = np.triu_indices(3, k=1)
    print(d[i, j], np.unravel_index(np.argmax(d), d.shape))
    print(np.ravel_multi_index(([0, 2], [1, 2]), (3, 3)), np.diag_indices(2))
    xs, ys = np.meshgrid(np.linspace(0, 1, 3), np.linspace(0, 2, 2), indexing="ij")
    print(xs.shape, ys[0], np.mgrid[0:2, 0:3].shape, np.ogrid[0:3][:2])
    nearest = np.argmin(np.where(np.eye(3, dtype=bool), np.inf, d), axis=1)
    print(nearest)

@program
def empty_and_zero_size(np):
    e = np.zeros((0, 3))
    print(e.sum(axis=0), e.sum(axis=1), e.max(axis=0, initial=-1), e.T.shape)
    print(np.concatenate([e, np.ones((1, 3))]), np.argsort(np.array([])), np.unique(np.array([])))
    print(np.cumsum(np.array([])), np.histogram(np.array([]), bins=3))
    print(np.where(np.array([]) > 0), e.reshape(0, -1).shape if False else "", e.tolist())
    print(np.mean(np.zeros((2, 0)), axis=0), repr(np.array([]).sum()))

@program
def dict_keys_from_results(np):
    labels = np.array([1, 2, 1, 3, 2, 1])
    groups = {}
    for lab in np.unique(labels):
        groups[lab] = np.flatnonzero(labels == lab)
    print({int(k): v.tolist() for k, v in groups.items()})
    print(groups[1], groups[np.int64(2)], 3 in groups)
    keys = sorted(groups, key=lambda k: -len(groups[k]))
    print(keys, [int(k) for k in keys])
    lookup = {0.5: "half"}
    print(lookup[np.array([0.5]).max()], lookup.get(np.float32(0.5)))
    counts = dict(zip(*np.unique(labels, return_counts=True)))
    print(counts)
