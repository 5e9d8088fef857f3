"""Statistics and data-analysis programs as analysts write them: moments with ddof/axis/where/dtype/
out, weighted averages, medians and quantiles with every method and weights, nan-functions on
all-NaN slices, cov/corrcoef options, histograms and binning, ranks and ties, group-by aggregation
with unique + bincount, scaling and winsorising, empirical CDFs, empty, integer, float16 and
boolean inputs, and NumPy's errors for bad arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded to 6 decimals.
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


def clean(x):
    """Round and take away the sign of zeros."""
    return x.round(6) + 0


# ---- moments -------------------------------------------------------------------------------------

@program
def st_mean_var_std_ddof_axis(np):
    x = np.array([[2., 4., 4., 4.], [5., 5., 7., 9.], [1., 0., 3., 8.]])
    for ddof in (0, 1, 2):
        show(np.var(x, ddof=ddof))
        show(np.std(x, axis=0, ddof=ddof))
    show(np.mean(x, axis=(0, 1), keepdims=True))
    show(np.std(x, axis=-1, keepdims=True))
    show(x.var(axis=1, ddof=1.5))
    show(np.mean(x, axis=1, dtype=np.float32))
    attempt(np.mean, x, axis=2)
    attempt(np.std, x, axis=(0, 0))
    attempt(np.var, x, ddof=-1)


@program
def st_moments_where_mask(np):
    x = np.array([[1., 2., 3., 4.], [10., 20., 30., 40.]])
    m = np.array([[True, False, True, True], [False, True, True, False]])
    show(np.mean(x, where=m))
    show(np.mean(x, axis=1, where=m))
    show(np.var(x, axis=1, where=m))
    show(np.std(x, axis=0, where=m, ddof=1))
    show(np.mean(x, where=np.array([True, False, True, False])))
    show(x.mean(axis=0, where=m, keepdims=True))
    attempt(np.mean, x, where=np.array([True, False, True]))


@program
def st_moments_out_and_dtype(np):
    x = np.arange(12).reshape(3, 4)
    out = np.empty(4)
    r = np.mean(x, axis=0, out=out)
    print(r is out)
    show(out)
    o32 = np.zeros(3, dtype=np.float32)
    np.std(x, axis=1, out=o32)
    show(o32)
    show(np.var(x, dtype=np.float32))
    show(np.mean(x, dtype=np.int64))
    show(np.mean(x.astype(np.int8), axis=1))
    attempt(np.mean, x, axis=0, out=np.empty(3))
    oi = np.zeros(4, dtype=np.int64)
    attempt(np.mean, x, axis=0, out=oi)
    show(oi)


@program
def st_integer_and_bool_inputs(np):
    i = np.array([1, 2, 3, 4], dtype=np.int32)
    u = np.array([250, 251, 252], dtype=np.uint8)
    b = np.array([True, False, True, True])
    for arr in (i, u, b):
        show(np.mean(arr))
        show(np.var(arr))
        show(np.median(arr))
        show(np.sum(arr))
        print(np.ptp(arr) if arr.dtype != bool else "bool ptp skipped")
    show(np.average(b, weights=[1, 2, 3, 4]))
    show(np.percentile(i, 50))
    show(np.mean(u, dtype=np.uint8))
    attempt(np.ptp, b)


@program
def st_float16_float32_accumulation(np):
    h = np.full(5000, 0.1, dtype=np.float16)
    show(h.sum())
    show(h.mean())
    show(h.std())
    show(np.mean(h, dtype=np.float32))
    f = np.full(100000, 0.1, dtype=np.float32)
    show(f.mean())
    show(f.var())
    print(np.median(h).dtype, np.percentile(f, 50).dtype, np.average(h).dtype)
    print(np.cov(f[:10]).dtype, np.corrcoef(f[:4], f[4:8] + np.arange(4)).dtype)
    show(np.nanmean(np.array([1, np.nan, 3], dtype=np.float16)))


@program
def st_empty_slices_warnings(np):
    e = np.array([])
    show(np.mean(e))
    show(np.var(e))
    show(np.std(np.empty((0, 3)), axis=0))
    show(np.mean(np.empty((2, 0)), axis=1))
    show(np.median(e))
    show(np.var(np.array([5.]), ddof=1))
    show(np.std(np.array([[1., 2.]]), axis=0, ddof=1))
    attempt(np.percentile, e, 50)
    attempt(np.average, e)
    show(np.nanmean(e))
    show(np.sum(e))
    attempt(np.min, e)


# ---- averages, medians and quantiles -------------------------------------------------------------

@program
def st_average_weights_returned(np):
    scores = np.array([[70., 80., 90.], [60., 75., 85.]])
    w = np.array([0.2, 0.3, 0.5])
    avg, tot = np.average(scores, axis=1, weights=w, returned=True)
    show(avg)
    show(tot)
    show(np.average(scores, weights=np.array([[1, 2, 3], [3, 2, 1]])))
    r = np.average(np.arange(4), returned=True)
    print(type(r).__name__)
    show(r)
    show(np.average(np.arange(4), weights=np.arange(4)))
    show(np.average(scores, axis=0, weights=[1, 3], keepdims=True))
    attempt(np.average, scores, weights=w)
    attempt(np.average, scores, axis=1, weights=[1., -1., 0.])
    attempt(np.average, scores, axis=0, weights=np.ones((3, 2)))
    show(np.average(np.array([1, 2], dtype=np.float32), weights=np.array([1, 1], dtype=np.float16)))


@program
def st_median_axis_keepdims_out(np):
    x = np.array([[7., 1., 5.], [2., 9., 4.], [3., 3., 8.], [6., 0., 2.]])
    show(np.median(x))
    show(np.median(x, axis=0))
    show(np.median(x, axis=1, keepdims=True))
    show(np.median(x, axis=(0, 1)))
    out = np.empty(3)
    r = np.median(x, axis=0, out=out)
    print(r is out)
    y = x.copy()
    show(np.median(y, axis=1, overwrite_input=True))
    show(np.median(np.array([1, 2, 3, 4])))
    show(np.median(np.array([1., np.nan, 3.])))
    show(np.median(x, axis=-1))
    attempt(np.median, x, axis=3)


@program
def st_quantile_all_methods_2d(np):
    x = np.array([[3., 1., 4., 1., 5.], [9., 2., 6., 5., 3.]])
    for m in ("inverted_cdf", "averaged_inverted_cdf", "closest_observation",
              "interpolated_inverted_cdf", "hazen", "weibull", "linear", "median_unbiased",
              "normal_unbiased", "lower", "higher", "midpoint", "nearest"):
        print(m)
        show(np.quantile(x, [0.1, 0.5, 0.95], axis=1, method=m))
    attempt(np.quantile, x, 0.5, method="bogus")
    attempt(np.quantile, x, 1.5)
    attempt(np.quantile, x, -0.1)
    attempt(np.percentile, x, [10, 200])


@program
def st_quantile_weights_inverted_cdf(np):
    v = np.array([10., 20., 30., 40., 50.])
    w = np.array([1., 1., 5., 1., 2.])
    show(np.quantile(v, [0., 0.1, 0.5, 0.9, 1.], weights=w, method="inverted_cdf"))
    show(np.percentile(v, [25, 75], weights=w, method="inverted_cdf"))
    x = np.array([[1., 2., 3.], [4., 5., 6.]])
    show(np.quantile(x, 0.5, axis=1, weights=np.array([1, 0, 3]), method="inverted_cdf"))
    show(np.quantile(x, 0.5, axis=0, weights=np.array([[1., 2., 1.], [3., 1., 1.]]),
                     method="inverted_cdf"))
    show(np.quantile(v, 0.5, weights=np.ones(5, dtype=np.int64), method="inverted_cdf"))
    attempt(np.quantile, v, 0.5, weights=w, method="linear")
    attempt(np.quantile, v, 0.5, weights=-w, method="inverted_cdf")
    attempt(np.quantile, v, 0.5, weights=w[:3], method="inverted_cdf")
    attempt(np.quantile, x, 0.5, weights=np.ones(3), method="inverted_cdf")
    attempt(np.median, v, 0.5)


@program
def st_quantile_integer_and_q_types(np):
    a = np.array([1, 5, 2, 8, 3], dtype=np.int16)
    show(np.quantile(a, 0.5))
    show(np.quantile(a, 0.5, method="lower"))
    show(np.quantile(a, [0.25], method="nearest"))
    show(np.percentile(a, np.array([50], dtype=np.float32)))
    show(np.percentile(a.astype(np.float32), 33))
    show(np.quantile(a, np.float16(0.5)))
    show(np.quantile(a, 0.5, keepdims=True))
    show(np.quantile(np.array([True, False, True]), 0.5, method="lower"))
    attempt(np.quantile, a, "0.5")
    attempt(np.quantile, a, np.array([[0.1, 0.9]]), method="higher")


@program
def st_percentile_out_and_keepdims(np):
    x = np.arange(24.).reshape(2, 3, 4)
    show(np.percentile(x, [25, 50], axis=(0, 2)))
    show(np.percentile(x, 50, axis=(1,), keepdims=True))
    out = np.zeros((2, 3))
    r = np.percentile(x, 40, axis=2, out=out)
    print(r is out)
    show(out)
    show(np.percentile(x, [10, 90], axis=-1, keepdims=True))
    attempt(np.percentile, x, 50, axis=2, out=np.zeros(3))


# ---- nan-functions -------------------------------------------------------------------------------

@program
def st_nan_functions_all_nan_slices(np):
    a = np.array([[np.nan, np.nan], [1., np.nan], [2., 3.]])
    show(np.nanmean(a, axis=1))
    show(np.nanvar(a, axis=1))
    show(np.nanstd(a, axis=1, ddof=1))
    show(np.nanmedian(a, axis=1))
    show(np.nanpercentile(a, 50, axis=1))
    show(np.nanquantile(a, [0.5, 1.], axis=1))
    show(np.nanmax(a, axis=1))
    show(np.nanmin(a, axis=0))
    attempt(np.nanargmax, a, axis=1)
    attempt(np.nanargmin, a, axis=0)
    show(np.nanargmax(a[1:], axis=1))
    show(np.nansum(a, axis=1))
    show(np.nanprod(a, axis=1))


@program
def st_nan_functions_integer_and_options(np):
    i = np.array([[1, 2, 3], [4, 5, 6]])
    show(np.nanmean(i))
    show(np.nanvar(i, axis=0))
    show(np.nanmedian(i, axis=1))
    show(np.nanargmax(i, axis=1))
    a = np.array([[1., np.nan, 3.], [np.nan, 5., 6.]])
    show(np.nanmean(a, axis=0, keepdims=True))
    show(np.nanstd(a, dtype=np.float32))
    show(np.nanmean(a, where=np.array([True, True, False])))
    out = np.empty(2)
    np.nanmedian(a, axis=1, out=out)
    show(out)
    show(np.nanpercentile(a, [25, 75], axis=1, method="midpoint"))
    show(np.nanmedian(a, axis=0, overwrite_input=False))
    show(np.nanquantile(a, 0.5, axis=1, weights=np.array([[1., 2., 1.], [1., 1., 2.]]),
                        method="inverted_cdf"))
    attempt(np.nanquantile, a, 0.5, weights=np.ones(3))


@program
def st_nan_functions_all_nan_total(np):
    a = np.full(4, np.nan)
    show(np.nanmean(a))
    show(np.nanstd(a))
    show(np.nanmedian(a))
    show(np.nanpercentile(a, [10, 90]))
    attempt(np.nanargmin, a)
    show(np.nanmax(np.array([np.nan, -np.inf])))
    show(np.nanvar(np.array([1., np.nan]), ddof=1))
    show(np.nanmedian(np.empty((0, 2)), axis=0))
    show(np.nanmean(np.empty((0, 2)), axis=0))


# ---- covariance and correlation ------------------------------------------------------------------

@program
def st_cov_options(np):
    x = np.array([[1., 2., 4., 7.], [3., 1., 0., 2.], [2., 2., 3., 5.]])
    show(np.cov(x))
    show(np.cov(x, bias=True))
    show(np.cov(x, ddof=2))
    show(np.cov(x.T, rowvar=False))
    show(np.cov(x, fweights=np.array([1, 3, 1, 2])))
    show(np.cov(x, aweights=np.array([0.1, 0.4, 0.3, 0.2])))
    show(np.cov(x, fweights=[2, 1, 1, 1], aweights=[1., 1., 2., 1.], ddof=0))
    show(np.cov(x[0], y=x[1:]))
    show(np.cov(np.arange(5)))
    show(np.cov(x, dtype=np.float32))
    show(np.cov(np.array([[1, 2, 3]], dtype=np.int8)))


@program
def st_cov_errors_and_warnings(np):
    x = np.array([[1., 2., 4.], [3., 1., 0.]])
    attempt(np.cov, x, fweights=[1, 2])
    attempt(np.cov, x, fweights=[1, -2, 1])
    attempt(np.cov, x, aweights=[1, -2, 1])
    attempt(np.cov, x, aweights=[[1, 2, 1]])
    attempt(np.cov, x, fweights=np.array([1.5, 1., 1.]))
    attempt(np.cov, np.ones((2, 2, 2)))
    show(np.cov(x, ddof=3))
    show(np.cov(np.array([[1.], [2.]])))
    attempt(np.cov, x, y=np.ones((2, 2)))
    show(np.cov(np.array([]).reshape(0, 3)))


@program
def st_corrcoef_cases(np):
    x = np.array([[1., 2., 3., 4.], [2., 4., 6., 8.], [4., 3., 2., 1.], [1., 3., 2., 5.]])
    show(np.corrcoef(x))
    show(np.corrcoef(x, rowvar=False))
    show(np.corrcoef(x[0], x[3]))
    show(np.corrcoef(x[:2], x[2:]))
    show(np.corrcoef(np.array([1., 1., 1.]), np.array([1., 2., 3.])))
    show(np.corrcoef(x, dtype=np.float32))
    show(np.corrcoef(np.array([[1 + 1j, 2, 3], [1, 2j, 3]])))
    show(np.corrcoef(np.array([3., 4.])))


# ---- histograms and binning ----------------------------------------------------------------------

@program
def st_histogram_bins_kinds(np):
    rng = np.random.default_rng(11)
    x = rng.normal(50, 10, size=300)
    for b in (5, "auto", "fd", "sturges", "sqrt", "rice", "scott", "doane", "stone"):
        h, e = np.histogram(x, bins=b)
        print(b, h.dtype, len(e), int(h.sum()))
        show(e[[0, -1]])
    h, e = np.histogram(x, bins=[20, 40, 50, 60, 90])
    show(h)
    h, e = np.histogram(x, bins=4, range=(30, 70))
    show(h)
    show(e)
    h, e = np.histogram(np.array([1, 1, 1]), bins="auto")
    show(h)
    show(e)


@program
def st_histogram_density_weights(np):
    x = np.array([0.5, 1.5, 1.5, 2.5, 3.5, 3.5, 3.5, 9.0])
    h, e = np.histogram(x, bins=[0, 1, 2, 4, 10], density=True)
    show(h)
    show((h * np.diff(e)).sum())
    w = np.array([1, 2, 1, 1, 3, 1, 1, 2])
    h, e = np.histogram(x, bins=3, weights=w)
    show(h)
    h, e = np.histogram(x, bins=3, weights=w.astype(np.float32), density=True)
    show(h)
    h, e = np.histogram(x, bins=3, weights=w * (1 + 1j))
    show(h)
    h, e = np.histogram(x.astype(np.float32), bins=4)
    show(e)
    h, e = np.histogram(np.array([], dtype=float), bins=3)
    show(h)
    show(e)
    h, e = np.histogram(np.array([], dtype=float), bins=3, density=True)
    show(h)
    attempt(np.histogram, x, bins=3, weights=w[:4])
    attempt(np.histogram, x, bins=3, range=(5, 1))
    attempt(np.histogram, x, bins=3, range=(0, np.inf))
    attempt(np.histogram, x, bins=2.5)
    attempt(np.histogram, x, bins=[[1, 2], [3, 4]])
    attempt(np.histogram, x, bins=-2)


@program
def st_histogram_bin_edges(np):
    x = np.array([2., 3., 5., 7., 11., 13., 17., 19., 23., 29.])
    for b in ("auto", "fd", "sturges", "doane", "scott", "stone", "rice", "sqrt", 3):
        show(np.histogram_bin_edges(x, bins=b))
    show(np.histogram_bin_edges(x, bins="fd", range=(0, 40)))
    show(np.histogram_bin_edges(np.arange(10, dtype=np.int8), bins=4))
    show(np.histogram_bin_edges(np.array([5, 5, 5]), bins=2))
    show(np.histogram_bin_edges(x, bins=[0, 10, 30]))
    attempt(np.histogram_bin_edges, x, bins="auto", weights=np.ones(10))
    attempt(np.histogram_bin_edges, x, bins="fd", weights=np.ones(10))
    attempt(np.histogram_bin_edges, x, bins="nope")
    attempt(np.histogram_bin_edges, np.array([1., np.inf]), bins=3)


@program
def st_histogram2d_dd_options(np):
    x = np.array([0.1, 0.4, 0.5, 0.9, 0.9, 0.2])
    y = np.array([0.3, 0.6, 0.1, 0.8, 0.7, 0.4])
    H, xe, ye = np.histogram2d(x, y, bins=3)
    show(H)
    H, xe, ye = np.histogram2d(x, y, bins=[2, 4], range=[[0, 1], [0, 1]], density=True)
    show(H)
    H, xe, ye = np.histogram2d(x, y, bins=(np.array([0, 0.5, 1]), 2), weights=np.arange(6))
    show(H)
    show(ye)
    H, edges = np.histogramdd(np.stack([x, y], axis=1), bins=2, range=[(0, 1), None])
    show(H)
    show(edges[1])
    H, edges = np.histogramdd(np.stack([x, y, x * y], axis=1), bins=[2, 2, 2], density=True)
    show(H.sum())
    H, edges = np.histogramdd(x, bins=3)
    show(H)
    attempt(np.histogram2d, x, y[:4], bins=2)
    attempt(np.histogramdd, np.stack([x, y], axis=1), bins=[2, 2, 2])
    attempt(np.histogramdd, np.stack([x, y], axis=1), bins=[2, 0])
    attempt(np.histogramdd, np.stack([x, y], axis=1), bins=2, range=[(0, 1)])
    attempt(np.histogram2d, x, y, bins=[[0, 1, 0.5], 2])


@program
def st_bincount_weights_minlength(np):
    g = np.array([0, 2, 2, 3, 0, 5])
    show(np.bincount(g))
    show(np.bincount(g, minlength=8))
    show(np.bincount(g, weights=np.array([0.5, 1., 1., 2., 0.5, 3.])))
    show(np.bincount(g, weights=np.array([1, 2, 3, 4, 5, 6])))
    show(np.bincount(g, weights=np.ones(6, dtype=np.float32)))
    show(np.bincount(np.array([], dtype=np.int64), minlength=3))
    show(np.bincount(np.array([], dtype=np.int64)))
    show(np.bincount(g.astype(np.uint8)))
    show(np.bincount(np.array([True, False, True])))
    attempt(np.bincount, np.array([1, -1, 2]))
    attempt(np.bincount, np.array([1., 2.]))
    attempt(np.bincount, g, minlength=-1)
    attempt(np.bincount, g, weights=np.ones(5))
    attempt(np.bincount, g.reshape(2, 3))
    attempt(np.bincount, g, weights=np.ones(6) * 1j)


@program
def st_digitize_and_searchsorted_bins(np):
    bins = np.array([0., 10., 20., 30.])
    x = np.array([-5., 0., 5., 10., 25., 30., 35.])
    show(np.digitize(x, bins))
    show(np.digitize(x, bins, right=True))
    show(np.digitize(x, bins[::-1]))
    show(np.digitize(x, bins[::-1], right=True))
    show(np.digitize(np.array([[1, 15], [22, 40]]), bins))
    show(np.digitize(3.5, bins))
    show(np.searchsorted(bins, x, side="right"))
    show(np.digitize(np.array([1, 2], dtype=np.int64), np.array([1.5])))
    attempt(np.digitize, x, np.array([0., 10., 5.]))
    attempt(np.digitize, x, np.array([[0., 1.]]))
    attempt(np.digitize, x + 1j, bins)
    show(np.digitize(np.array([np.nan, 5.]), bins))


# ---- ranks, ties, group-by -----------------------------------------------------------------------

@program
def st_ranks_and_ties(np):
    s = np.array([40, 10, 30, 10, 50, 30, 30])
    order = np.argsort(s, kind="stable")
    show(order)
    ranks = np.empty_like(order)
    ranks[order] = np.arange(len(s))
    show(ranks)
    vals, inv, counts = np.unique(s, return_inverse=True, return_counts=True)
    cum = np.cumsum(counts)
    avg_rank = (cum - (counts - 1) / 2)[inv]
    show(avg_rank)
    dense = inv + 1
    show(dense)
    show(np.argsort(-s, kind="stable"))
    show(np.argsort(s)[::-1][:3])
    last = np.array(["b", "a", "b", "a", "c"])
    first = np.array([2, 3, 1, 3, 0])
    show(np.lexsort((first, last)))
    show(np.lexsort((last, first)))
    show(np.lexsort(np.array([[1, 1, 0], [2, 1, 1]])))
    attempt(np.lexsort, (np.arange(3), np.arange(4)))
    show(np.argsort(np.array([3., np.nan, 1., np.nan, 2.])))


@program
def st_groupby_unique_bincount(np):
    dept = np.array(["ops", "eng", "eng", "hr", "ops", "eng", "hr"])
    salary = np.array([50., 80., 95., 45., 55., 70., 48.])
    keys, inv, counts = np.unique(dept, return_inverse=True, return_counts=True)
    print(keys.tolist(), inv.tolist(), counts.tolist(), inv.dtype, counts.dtype)
    sums = np.bincount(inv, weights=salary)
    show(sums)
    show(sums / counts)
    sq = np.bincount(inv, weights=salary ** 2)
    show(np.sqrt(sq / counts - (sums / counts) ** 2))
    mx = np.full(len(keys), -np.inf)
    np.maximum.at(mx, inv, salary)
    show(mx)
    acc = np.zeros(len(keys))
    np.add.at(acc, inv, salary)
    show(acc)
    cnt = np.zeros(len(keys), dtype=np.int64)
    np.add.at(cnt, inv, 1)
    show(cnt)
    mn = np.full(len(keys), np.inf)
    np.minimum.at(mn, inv, salary)
    show(mn)
    for k in keys:
        print(k, np.median(salary[dept == k]))


@program
def st_groupby_sorted_reduceat(np):
    key = np.array([3, 1, 2, 1, 3, 3, 2])
    val = np.array([1., 2., 3., 4., 5., 6., 7.])
    order = np.argsort(key, kind="stable")
    ks, vs = key[order], val[order]
    u, starts = np.unique(ks, return_index=True)
    show(starts)
    show(np.add.reduceat(vs, starts))
    show(np.maximum.reduceat(vs, starts))
    show(np.add.reduceat(vs, starts) / np.diff(np.append(starts, len(vs))))
    u2, idx, inv, cnt = np.unique(key, return_index=True, return_inverse=True,
                                  return_counts=True)
    show(u2)
    show(idx)
    show(inv)
    show(cnt)
    r = np.unique_all(key)
    print(type(r).__name__, r._fields)
    show(r.inverse_indices)
    c = np.unique_counts(key)
    show(c.counts)
    show(np.unique(np.array([[1, 2], [1, 2], [3, 4]]), axis=0, return_counts=True)[1])


@program
def st_pivot_table_2d_bincount(np):
    region = np.array([0, 1, 0, 2, 1, 0, 2, 2])
    month = np.array([0, 0, 1, 1, 1, 2, 2, 0])
    sales = np.array([10., 20., 30., 40., 50., 60., 70., 80.])
    flat = region * 3 + month
    table = np.bincount(flat, weights=sales, minlength=9).reshape(3, 3)
    show(table)
    show(table.sum(axis=0))
    show(table.sum(axis=1, keepdims=True))
    show(table / table.sum(axis=1, keepdims=True))
    grid = np.zeros((3, 3))
    np.add.at(grid, (region, month), sales)
    show(grid)
    show(np.ravel_multi_index((region, month), (3, 3)))
    H, _, _ = np.histogram2d(region, month, bins=[3, 3], weights=sales)
    show(H)
    show(np.count_nonzero(grid, axis=0))
    show(np.count_nonzero(grid, axis=1, keepdims=True))
    show(np.count_nonzero(grid))
    show(np.count_nonzero(grid > 30, axis=(0, 1)))


# ---- transforms: z-scores, scaling, winsorising, CDFs --------------------------------------------

@program
def st_zscore_minmax_scaling(np):
    X = np.array([[1., 200., 3.], [2., 180., 3.], [3., 260., 3.], [4., 240., 3.]])
    mu = X.mean(axis=0)
    sd = X.std(axis=0, ddof=1)
    with np.errstate(divide="ignore", invalid="ignore"):
        z = (X - mu) / sd
    show(z)
    z2 = np.divide(X - mu, sd, out=np.zeros_like(X), where=sd != 0)
    show(z2)
    lo, hi = X.min(axis=0), X.max(axis=0)
    rng = np.ptp(X, axis=0)
    show(rng)
    scaled = (X - lo) / np.where(rng == 0, 1, rng)
    show(scaled)
    show((X - X.mean(axis=1, keepdims=True)) / X.std(axis=1, keepdims=True))
    show(X / np.linalg.norm(X, axis=0))
    z3 = (X - mu) / sd
    show(z3[:, 2])


@program
def st_winsorise_clip_percentile(np):
    rng = np.random.default_rng(5)
    x = np.concatenate([rng.normal(0, 1, 50), np.array([15., -12., 30.])])
    lo, hi = np.percentile(x, [5, 95])
    w = np.clip(x, lo, hi)
    show(np.array([lo, hi]))
    show(w.max() - hi)
    show(w.min() - lo)
    show(np.mean(w))
    show(np.std(w))
    q = np.quantile(x, [0.25, 0.75])
    iqr = q[1] - q[0]
    out = (x < q[0] - 1.5 * iqr) | (x > q[1] + 1.5 * iqr)
    show(np.flatnonzero(out))
    show(np.count_nonzero(out))
    M = np.arange(20.).reshape(4, 5)
    lo2, hi2 = np.percentile(M, [10, 90], axis=1, keepdims=True)
    show(np.clip(M, lo2, hi2))
    show(np.clip(np.arange(6), 1, 4))
    show(np.clip(np.arange(6, dtype=np.uint8), 2, None))
    attempt(np.clip, M)


@program
def st_empirical_cdf_searchsorted(np):
    data = np.array([3., 1., 4., 1., 5., 9., 2., 6., 5., 3.])
    s = np.sort(data)
    ecdf = np.arange(1, len(s) + 1) / len(s)
    show(ecdf)
    pts = np.array([0., 1., 3., 3.5, 9., 10.])
    show(np.searchsorted(s, pts, side="right") / len(s))
    show(np.searchsorted(s, pts, side="left"))
    vals, counts = np.unique(data, return_counts=True)
    show(np.cumsum(counts) / counts.sum())
    show(np.cumsum(np.bincount(data.astype(int))) / len(data))
    show(np.interp(pts, s, ecdf))
    show(np.cumsum(data)[-1])
    show(np.cumsum(data.reshape(2, 5), axis=1))
    show(np.cumsum(np.array([1, 2, 3], dtype=np.int8)))
    show(np.cumsum(np.array([True, True, False])))
    show(np.cumprod(np.array([1., 2., 3.]), dtype=np.float32))
    show(np.searchsorted(s, 5, sorter=None))
    attempt(np.searchsorted, s, pts, side="middle")


@program
def st_ptp_and_range_stats(np):
    x = np.array([[4, 9, 2], [3, 5, 7], [8, 1, 6]], dtype=np.int32)
    show(np.ptp(x))
    show(np.ptp(x, axis=0))
    show(np.ptp(x, axis=1, keepdims=True))
    show(np.ptp(np.array([250, 3], dtype=np.uint8)))
    show(np.ptp(np.array([100, -100], dtype=np.int8)))
    show(np.ptp(np.array([1.5, np.nan, 2.])))
    out = np.empty(3, dtype=np.int32)
    np.ptp(x, axis=0, out=out)
    show(out)
    attempt(np.ptp, np.array([]))
    show(np.ptp(np.empty((0, 3)), axis=1))
    attempt(np.ptp, np.empty((0, 3)), axis=0)


@program
def st_count_nonzero_axis(np):
    x = np.array([[0, 1, 7, 0], [3, 0, 2, 19], [0, 0, 0, 0]])
    show(np.count_nonzero(x))
    show(np.count_nonzero(x, axis=0))
    show(np.count_nonzero(x, axis=1))
    show(np.count_nonzero(x, axis=(0, 1)))
    show(np.count_nonzero(x, axis=-1, keepdims=True))
    show(np.count_nonzero(x > 2, axis=0))
    show(np.count_nonzero(np.array([np.nan, 0., -0.])))
    show(np.count_nonzero(np.array(["", "a", "b"])))
    print(type(np.count_nonzero(x)).__name__)
    attempt(np.count_nonzero, x, axis=2)
    show(np.count_nonzero(np.empty((0, 3)), axis=0))


# ---- analyst workflows ---------------------------------------------------------------------------

@program
def st_describe_table(np):
    rng = np.random.default_rng(42)
    data = np.round(rng.normal([10., 50., 0.], [2., 15., 1.], size=(40, 3)), 2)
    data[3, 1] = np.nan
    data[17, 2] = np.nan
    stats = {
        "count": np.sum(~np.isnan(data), axis=0),
        "mean": np.nanmean(data, axis=0),
        "std": np.nanstd(data, axis=0, ddof=1),
        "min": np.nanmin(data, axis=0),
        "25%": np.nanpercentile(data, 25, axis=0),
        "50%": np.nanmedian(data, axis=0),
        "75%": np.nanpercentile(data, 75, axis=0),
        "max": np.nanmax(data, axis=0),
    }
    for k, v in stats.items():
        print(k, end=" ")
        show(v)
    show(np.nanquantile(data, [0.1, 0.9], axis=0, method="hazen"))
    show(np.isnan(data).any(axis=1).sum())


@program
def st_weighted_stats_survey(np):
    resp = np.array([3., 4., 2., 5., 4., 1., 3.])
    wt = np.array([1.2, 0.8, 1.5, 0.5, 1.0, 2.0, 1.0])
    m = np.average(resp, weights=wt)
    show(m)
    var = np.average((resp - m) ** 2, weights=wt)
    show(var)
    show(np.sqrt(var))
    show(np.cov(resp, aweights=wt))
    show(np.cov(resp, aweights=wt, bias=True))
    order = np.argsort(resp, kind="stable")
    cw = np.cumsum(wt[order])
    show(resp[order][np.searchsorted(cw, 0.5 * cw[-1])])
    show(np.quantile(resp, 0.5, weights=wt, method="inverted_cdf"))
    show(np.bincount(resp.astype(int), weights=wt))


@program
def st_moving_window_stats(np):
    x = np.array([1., 3., 2., 5., 4., 6., 8., 7.])
    win = np.lib.stride_tricks.sliding_window_view(x, 3)
    show(win.mean(axis=1))
    show(win.std(axis=1, ddof=1))
    show(np.median(win, axis=1))
    show(np.percentile(win, 75, axis=-1))
    c = np.cumsum(np.insert(x, 0, 0.))
    show((c[3:] - c[:-3]) / 3)
    show(np.convolve(x, np.ones(3) / 3, mode="valid"))
    ew = 0.5 ** np.arange(3)[::-1]
    show(win @ ew / ew.sum())
    show(np.diff(x) / x[:-1])
    show(np.max(win, axis=1) - np.min(win, axis=1))


@program
def st_contingency_and_chi2(np):
    a = np.array([0, 1, 1, 0, 2, 2, 1, 0, 2, 1])
    b = np.array([1, 1, 0, 0, 1, 1, 0, 1, 0, 0])
    tab = np.zeros((3, 2), dtype=np.int64)
    np.add.at(tab, (a, b), 1)
    show(tab)
    row = tab.sum(axis=1, keepdims=True)
    col = tab.sum(axis=0, keepdims=True)
    expected = row * col / tab.sum()
    show(expected)
    chi2 = ((tab - expected) ** 2 / expected).sum()
    show(chi2)
    show(np.outer(row.ravel(), col.ravel()) / tab.sum())
    show(tab / tab.sum(axis=0))
    show(np.histogram2d(a, b, bins=[3, 2])[0])
    show(np.corrcoef(a, b))


@program
def st_bootstrap_and_permutation(np):
    rng = np.random.default_rng(7)
    x = rng.normal(1., 2., size=30)
    y = rng.normal(1.5, 2., size=30)
    boots = rng.choice(x, size=(200, x.size), replace=True).mean(axis=1)
    show(np.percentile(boots, [2.5, 97.5]))
    show(boots.std(ddof=1))
    pooled = np.concatenate([x, y])
    diffs = np.empty(100)
    for i in range(100):
        p = rng.permutation(pooled)
        diffs[i] = p[:30].mean() - p[30:].mean()
    obs = y.mean() - x.mean()
    show(np.mean(np.abs(diffs) >= abs(obs)))
    show(np.quantile(diffs, [0.05, 0.95], method="median_unbiased"))


@program
def st_keepdims_broadcast_normalise(np):
    X = np.arange(1., 13.).reshape(3, 4)
    show(X / X.sum(axis=1, keepdims=True))
    show(X - np.median(X, axis=0, keepdims=True))
    show(X - np.percentile(X, 50, axis=1, keepdims=True))
    show(X / np.max(X, axis=None, keepdims=True))
    show(np.average(X, axis=1, keepdims=True))
    show(np.var(X, axis=(0, 1), keepdims=True))
    show(np.nanmean(X, axis=0, keepdims=True).shape)
    show(np.quantile(X, [0.5], axis=0, keepdims=True))


@program
def st_bad_arguments(np):
    x = np.arange(6.).reshape(2, 3)
    attempt(np.mean, x, axis=1.5)
    attempt(np.std, x, ddof="1")
    attempt(np.var, x, dtype="S3")
    attempt(np.median, x, axis=(0, 2))
    attempt(np.average, x, axis=0, weights=[1, 2, 3])
    attempt(np.percentile, x, 50, method="linear", interpolation="lower")
    attempt(np.quantile, x, [0.5, np.nan])
    attempt(np.histogram, x, bins="auto", range=(1, 1))
    attempt(np.cov, x, ddof=1.5)
    attempt(np.corrcoef, x, bias=1)
    attempt(np.nanmean, x, axis=5)
    attempt(np.count_nonzero, x, axis="0")
    attempt(np.bincount, np.array([0, 1]), minlength=None)
    attempt(np.digitize, x, [1, 2], right="no")
    attempt(np.mean, np.array(["a", "b"]))
    attempt(np.median, np.array(["a", "b"]))


@program
def st_datetime_and_object_stats(np):
    d = np.array(["2024-01-01", "2024-01-05", "2024-01-03"], dtype="datetime64[D]")
    show(np.ptp(d))
    show(np.max(d) - np.min(d))
    td = np.diff(np.sort(d))
    show(td)
    show(np.mean(td))
    show(np.median(td))
    show(np.sort(d)[np.argsort(d)])
    attempt(np.mean, d)
    o = np.array([1, 2.5, 4], dtype=object)
    print(repr(np.mean(o)), repr(np.sum(o)))
    show(np.median(np.array([1, 3, 2], dtype=np.timedelta64)))


@program
def st_complex_stats(np):
    z = np.array([1 + 2j, 3 - 1j, -2 + 0.5j, 0 + 1j])
    print(clean(np.mean(z)), np.mean(z).dtype)
    show(np.var(z))
    show(np.std(z))
    print(clean(np.cov(z)), np.cov(z).dtype, np.cov(z).shape)
    show(np.cov(np.stack([z, z.conj()])))
    print(clean(np.average(z, weights=[1, 2, 3, 4])))
    print(clean(np.median(z)))
    attempt(np.percentile, z, 50)
    show(np.var(z.astype(np.complex64)))


@program
def st_histogram_integer_and_bool(np):
    x = np.array([1, 2, 2, 3, 3, 3, 4, 4, 4, 4], dtype=np.int8)
    h, e = np.histogram(x, bins=4)
    show(h)
    show(e)
    h, e = np.histogram(x.astype(np.uint64), bins="auto")
    show(e)
    attempt(np.histogram, np.array([True, False, True]), bins=2)
    h, e = np.histogram(np.array([-128, 127], dtype=np.int8), bins=3)
    show(e)
    h, e = np.histogram(x, bins=np.array([1, 2, 3, 4]))
    show(h)
    show(e)
    h, e = np.histogram(x, bins=3, range=(2, 3))
    show(h)
    h, e = np.histogram(np.array([1e300, 1.1e300]), bins=2)
    show(e)


@program
def st_infinite_values_quantiles(np):
    a = np.array([np.inf, -np.inf, 1., 5.])
    show(np.percentile(a, 50))
    show(np.percentile(a, [25, 50]))
    show(np.quantile(a, np.float64(0.5)))
    show(np.nanpercentile(np.array([np.inf, np.nan, np.inf]), 30))
    show(np.nanmedian(np.array([[np.inf, -np.inf], [1., np.nan]]), axis=1))
    show(np.median(np.array([-np.inf, np.inf])))
    show(np.mean(np.array([np.inf, -np.inf])))
    show(np.std(np.array([np.inf, 1.])))
    show(np.average(np.array([np.inf, 1.]), weights=[0, 1]))
