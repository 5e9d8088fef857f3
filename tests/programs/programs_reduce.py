"""Programs on reductions and discrete calculus as analysts write them: sum/prod/mean/std/var/
min/max/ptp/argmin/argmax/all/any/count_nonzero with axis tuples, keepdims, dtype, out, where=
and initial=, ddof and correction, empty inputs, bool and integer result dtypes; cumsum/cumprod,
cumulative_sum/cumulative_prod, diff, gradient, ediff1d, trapezoid; median/percentile/quantile
and average; small statistics pipelines.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_rounded, collection, show, show_rounded


PROGRAMS, program = collection()


@program
def red_sum_axis_tuples_keepdims(np):
    a = np.arange(24, dtype=np.float64).reshape(2, 3, 4)
    for axis in (None, 0, 1, -1, (0, 2), (1, 2), (0, 1, 2), (), (-1, 0)):
        show(a.sum(axis=axis))
        show(np.sum(a, axis=axis, keepdims=True).shape)
    attempt(np.sum, a, axis=(0, 0))
    attempt(np.sum, a, axis=3)
    attempt(np.sum, a, axis=(1, -3, 5))
    attempt(np.sum, a, axis=1.0)
    attempt(np.sum, a, axis=[0, 1])


@program
def red_integer_and_bool_result_dtypes(np):
    for dt in (np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64,
               np.uint64, np.float16, np.float32):
        a = np.ones((3, 4), dtype=dt)
        s, p = a.sum(), a.prod(axis=0)
        m = a.mean()
        c = np.cumsum(a)
        print(np.dtype(dt).name, s.dtype, p.dtype, m.dtype, c.dtype, a.max().dtype,
              np.std(a).dtype, np.var(a, axis=1).dtype)
    b = np.array([True, False, True, True])
    show(b.sum())
    show(b.mean())
    show(np.add.reduce(b))
    show(b.prod())
    show(np.cumsum(b))


@program
def red_dtype_argument(np):
    a = np.array([200, 100, 50], dtype=np.uint8)
    show(a.sum())
    show(a.sum(dtype=np.uint8))
    show(a.sum(dtype=np.float32))
    show(a.mean(dtype=np.float32))
    show(np.mean(a, dtype=np.int64))
    show(a.prod(dtype=np.int16))
    show(np.cumsum(a, dtype=np.int8))
    show(np.cumprod(a, dtype=np.float64))
    x = np.array([1.5, 2.5, 3.5])
    show(x.sum(dtype=int))
    show(x.mean(dtype=np.float32))
    attempt(np.sum, x, dtype="S3")
    attempt(np.sum, x, dtype="notadtype")


@program
def red_out_argument(np):
    a = np.arange(12.0).reshape(3, 4)
    out = np.empty(4)
    r = np.sum(a, axis=0, out=out)
    print(r is out, out)
    o2 = np.zeros((1, 4))
    np.mean(a, axis=0, out=o2, keepdims=True)
    print(o2)
    oi = np.empty(3, dtype=np.int64)
    attempt(np.sum, a, axis=1, out=oi)
    np.max(a, axis=1, out=oi)
    print(oi)
    attempt(np.sum, a, axis=0, out=np.empty(3))
    attempt(np.sum, a, axis=0, out=np.empty((4, 1)))
    attempt(np.sum, a, axis=0, out=[0, 0, 0, 0])
    o3 = np.empty(3, dtype=np.float32)
    show(np.std(a, axis=1, out=o3))
    print(o3.round(4))


@program
def red_where_and_initial(np):
    a = np.array([[3.0, -1.0, 4.0], [1.0, 5.0, -9.0]])
    mask = a > 0
    show(np.sum(a, where=mask))
    show(np.sum(a, axis=1, where=mask))
    show(np.prod(a, axis=0, where=mask))
    show(np.max(a, axis=1, where=mask, initial=-np.inf))
    show(np.min(a, where=mask, initial=10))
    show(np.sum(a, initial=100))
    show(np.sum(a, axis=1, initial=None))
    attempt(np.sum, np.array([]), initial=None)
    attempt(np.add.reduce, a, axis=1, initial=None, where=mask)
    show(np.max(a, axis=0, initial=None))
    show(np.sum(a, axis=0, initial=0.5, where=[True, False, True]))
    attempt(np.max, a, where=mask)
    attempt(np.min, a, axis=0, where=np.zeros((2, 3), bool))
    show(np.mean(a, axis=1, where=mask))
    show(np.mean(a, where=mask))
    attempt(np.sum, a, where=np.ones(4, bool))
    show(np.any(a < 0, where=mask))
    show(np.all(a > 0, axis=1, where=mask))
    show(np.count_nonzero(a > 0, axis=0))


@program
def red_mean_where_all_false_warns(np):
    a = np.arange(6.0).reshape(2, 3)
    m = np.array([[True, False, False], [False, False, False]])
    attempt_rounded(np.mean, a, axis=1, where=m)
    attempt_rounded(np.var, a, axis=1, where=m)
    attempt_rounded(np.std, a, axis=0, where=m)


@program
def red_std_var_ddof_correction(np):
    x = np.array([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
    for ddof in (0, 1, 2, 0.5):
        print(ddof, round(float(np.std(x, ddof=ddof)), 8), round(float(np.var(x, ddof=ddof)), 8))
    print(round(float(np.std(x, correction=1)), 8), round(float(np.var(x, correction=1.5)), 8))
    attempt(np.std, x, ddof=1, correction=1)
    attempt_rounded(np.var, x, ddof=8)
    attempt_rounded(np.var, x, ddof=9)
    m = x.reshape(2, 4)
    attempt_rounded(np.std, m, axis=1, ddof=1, keepdims=True)
    attempt_rounded(np.var, m, axis=(0, 1), ddof=1)
    show(np.var(np.array([1, 2, 3, 4], dtype=np.int8)))
    show(np.std(np.array([1, 2, 3, 4], dtype=np.float32), ddof=1).dtype)


@program
def red_std_var_complex(np):
    z = np.array([1 + 2j, 3 - 1j, -2 + 0.5j, 0.5j])
    attempt_rounded(np.var, z)
    attempt_rounded(np.std, z, ddof=1)
    m = np.mean(z)
    print(m.round(6), m.dtype, np.mean(z.reshape(2, 2), axis=0).round(6))
    show(np.var(z.astype(np.complex64)).dtype)
    show(np.sum(z).dtype)


@program
def red_empty_arrays(np):
    e = np.array([])
    show(np.sum(e))
    show(np.prod(e))
    attempt(np.mean, e)
    attempt(np.std, e)
    attempt(np.var, e)
    attempt(np.max, e)
    attempt(np.min, e, axis=0)
    attempt(np.argmin, e)
    attempt(np.argmax, e)
    attempt(np.ptp, e)
    show(np.max(e, initial=0.0))
    show(np.all(e))
    show(np.any(e))
    show(np.count_nonzero(e))
    show(np.cumsum(e))
    e2 = np.zeros((0, 3))
    show(e2.sum(axis=0))
    show(e2.sum(axis=1))
    attempt(np.mean, e2, axis=0)
    show(np.mean(e2, axis=1))
    attempt(np.max, e2, axis=0)
    show(np.max(e2, axis=1))
    attempt(np.argmax, e2, axis=1)
    attempt(np.argmax, e2, axis=0)
    attempt(np.median, e)
    attempt(np.percentile, e, 50)


@program
def red_argmin_argmax_keepdims(np):
    rng = np.random.default_rng(7)
    a = rng.integers(0, 50, size=(4, 5))
    print(a)
    show(a.argmax())
    show(a.argmin(axis=0))
    show(np.argmax(a, axis=1, keepdims=True))
    show(np.argmin(a, axis=-1, keepdims=True))
    idx = np.argmax(a, axis=1, keepdims=True)
    show(np.take_along_axis(a, idx, axis=1))
    print(np.unravel_index(a.argmax(), a.shape))
    attempt(np.argmax, a, axis=(0, 1))
    attempt(np.argmax, a, axis=2)
    out = np.empty(5, dtype=np.intp)
    np.argmin(a, axis=0, out=out)
    print(out)
    attempt(np.argmin, a, axis=0, out=np.empty(5, dtype=np.int32))
    ties = np.array([1, 3, 3, 0, 0])
    print(ties.argmax(), ties.argmin())
    nanv = np.array([1.0, np.nan, 3.0])
    print(nanv.argmax(), nanv.argmin(), np.max(nanv))


@program
def red_ptp_ranges(np):
    a = np.array([[4, 9, 2], [3, 5, 7]], dtype=np.int8)
    show(np.ptp(a))
    show(np.ptp(a, axis=0))
    show(np.ptp(a, axis=1, keepdims=True))
    u = np.array([250, 3, 100], dtype=np.uint8)
    show(np.ptp(u))
    i = np.array([-128, 127], dtype=np.int8)
    show(np.ptp(i))
    f = np.array([[1.5, -2.25], [0.0, 8.0]])
    show(np.ptp(f, axis=(0, 1)))
    attempt(np.ptp, np.array([True, False]))
    attempt(lambda: f.ptp())


@program
def red_all_any_count_nonzero(np):
    a = np.array([[0, 1, 2], [3, 0, 0], [0, 0, 0]])
    show(np.all(a))
    show(np.any(a, axis=0))
    show(np.all(a > -1, axis=(0, 1)))
    show(np.any(a, axis=1, keepdims=True))
    show(np.count_nonzero(a))
    show(np.count_nonzero(a, axis=1))
    show(np.count_nonzero(a, axis=(0, 1)))
    show(np.count_nonzero(a, axis=0, keepdims=True))
    show(np.count_nonzero(np.array(["", "a", "bc"])))
    show(np.count_nonzero(np.array([0.0, -0.0, np.nan])))
    show(np.all(np.array([1.0, np.nan])))
    show(np.any(np.array([0j, 1j])))
    out = np.empty(3, dtype=bool)
    np.any(a, axis=1, out=out)
    print(out)
    oi = np.empty(3, dtype=np.int64)
    show(np.all(a, axis=0, out=oi))
    attempt(np.count_nonzero, a, axis=2)


@program
def red_cumsum_cumprod(np):
    a = np.arange(1, 13).reshape(3, 4)
    show(np.cumsum(a))
    show(np.cumsum(a, axis=0))
    show(np.cumprod(a, axis=1))
    show(a.cumsum(axis=-1, dtype=np.float32))
    show(np.cumprod(np.array([2, 3, 4], dtype=np.int8)))
    show(np.cumsum(np.array([100, 100, 100], dtype=np.int8), dtype=np.int8))
    out = np.empty((3, 4))
    np.cumsum(a, axis=0, out=out)
    print(out)
    attempt(np.cumsum, a, axis=2)
    attempt(np.cumsum, a, axis=(0, 1))
    attempt(np.cumsum, a, out=np.empty(5))
    attempt(np.cumsum, a, axis=0, out=np.empty(12))  # (a flat buffer for a 2-D scan)
    attempt(np.cumsum, a, axis=1, out=np.empty((1, 4)))
    show(np.cumsum(5))
    show(np.cumsum([[1, 2], [3, 4]]))
    show(np.cumsum(np.array([True, True, False, True])))


@program
def red_cumulative_sum_include_initial(np):
    a = np.array([[1, 2, 3], [4, 5, 6]])
    show(np.cumulative_sum(a, axis=0))
    show(np.cumulative_sum(a, axis=1, include_initial=True))
    show(np.cumulative_prod(a, axis=1, include_initial=True))
    show(np.cumulative_sum(np.array([1.5, 2.5]), include_initial=True))
    show(np.cumulative_sum(np.array([1, 2, 3], dtype=np.uint8)))
    show(np.cumulative_sum(np.array([True, True])))
    show(np.cumulative_sum(a, axis=0, dtype=np.float64, include_initial=True))
    attempt(np.cumulative_sum, a)
    attempt(np.cumulative_prod, a)
    attempt(np.cumulative_sum, np.float64(3.0))
    attempt(np.cumulative_sum, np.array([]), include_initial=True)
    out = np.empty((2, 4), dtype=np.int64)
    r = np.cumulative_sum(a, axis=1, include_initial=True, out=out)
    print(r is out, out)
    attempt(np.cumulative_sum, a, axis=1, out=np.empty((2, 3), dtype=np.int64),
            include_initial=True)


@program
def red_diff_n_prepend_append(np):
    x = np.array([1, 4, 9, 16, 25, 36])
    show(np.diff(x))
    show(np.diff(x, n=2))
    show(np.diff(x, n=0))
    show(np.diff(x, n=10))
    attempt(np.diff, x, n=-1)
    show(np.diff(x, prepend=0))
    show(np.diff(x, append=[49, 64]))
    show(np.diff(x, prepend=x[0], append=x[-1]))
    m = np.arange(12).reshape(3, 4) ** 2
    show(np.diff(m, axis=0))
    show(np.diff(m, axis=1, prepend=0))
    show(np.diff(m, axis=0, prepend=np.zeros((1, 4), dtype=int)))
    attempt(np.diff, m, axis=0, prepend=np.zeros((1, 3)))
    attempt(np.diff, np.array(5))
    attempt(np.diff, m, axis=2)
    b = np.array([True, False, False, True])
    show(np.diff(b))
    u = np.array([1, 5, 2], dtype=np.uint8)
    show(np.diff(u))
    show(np.diff(np.array([1.0, 2.5, 2.0], dtype=np.float32)))
    t = np.array(["2024-01-01", "2024-01-05", "2024-03-01"], dtype="datetime64[D]")
    show(np.diff(t))


@program
def red_gradient_spacing(np):
    x = np.array([0.0, 1.0, 1.5, 3.5, 4.0, 6.0])
    y = x ** 2
    attempt_rounded(np.gradient, y)
    attempt_rounded(np.gradient, y, 2.0)
    attempt_rounded(np.gradient, y, x)
    attempt_rounded(np.gradient, y, x, edge_order=2)
    attempt_rounded(np.gradient, y, edge_order=2)
    attempt(np.gradient, y, edge_order=3)
    attempt(np.gradient, np.array([1.0, 2.0]), edge_order=2)
    attempt(np.gradient, y, x[:4])
    attempt(np.gradient, np.array([1.0]))
    z = np.outer(np.arange(4.0), np.arange(5.0) ** 2)
    for g in np.gradient(z):
        show_rounded(g)
    for g in np.gradient(z, 0.5, np.array([0.0, 1.0, 2.0, 4.0, 7.0])):
        show_rounded(g)
    show_rounded(np.gradient(z, axis=1))
    attempt_rounded(np.gradient, z, 2.0, axis=(0,))
    attempt_rounded(np.gradient, z, axis=(1, 0))
    attempt(np.gradient, z, 1.0, 2.0, 3.0)
    show_rounded(np.gradient(np.array([1, 4, 9, 16], dtype=np.int64)))
    show(np.gradient(np.array([1, 4, 9], dtype=np.float32)).dtype)


@program
def red_ediff1d(np):
    a = np.array([[1, 2, 4], [7, 11, 16]])
    show(np.ediff1d(a))
    show(np.ediff1d(a, to_begin=-99))
    show(np.ediff1d(a, to_end=[100, 200]))
    show(np.ediff1d(a, to_begin=[0], to_end=np.array([9])))
    show(np.ediff1d(np.array([1.5, 3.0, 2.0]), to_begin=0))
    attempt(np.ediff1d, np.array([1, 2, 3], dtype=np.int8), to_begin=1.5)
    attempt(np.ediff1d, np.array([1, 2, 3], dtype=np.uint8), to_end=-1)
    show(np.ediff1d(np.array([5])))
    show(np.ediff1d(np.array([])))
    show(np.ediff1d([1, 3, 6]))


@program
def red_trapezoid(np):
    x = np.linspace(0, np.pi, 101)
    print(round(float(np.trapezoid(np.sin(x), x)), 6))
    print(round(float(np.trapezoid(np.sin(x), dx=x[1] - x[0])), 6))
    print(np.trapezoid([1, 2, 3]))
    print(np.trapezoid([1, 2, 3], x=[4, 6, 8]))
    print(np.trapezoid([1, 2, 3], dx=0.5))
    m = np.arange(12.0).reshape(3, 4)
    show(np.trapezoid(m))
    show(np.trapezoid(m, axis=0))
    show(np.trapezoid(m, x=np.array([0.0, 1.0, 3.0]), axis=0))
    show(np.trapezoid(np.array([])))
    show(np.trapezoid(np.array([5])))
    attempt(np.trapezoid, m, x=[1.0, 2.0])
    show(np.trapezoid(np.array([1, 2, 3], dtype=np.int32)))


@program
def red_median_axis_tuples(np):
    a = np.array([[[7, 1, 4], [2, 9, 6]], [[3, 8, 5], [0, 11, 10]]])
    show(np.median(a))
    show(np.median(a, axis=0))
    show(np.median(a, axis=(0, 2)))
    show(np.median(a, axis=(1, 2), keepdims=True))
    show(np.median(a, axis=-1))
    show(np.median(np.array([1, 2, 3, 4], dtype=np.int8)))
    show(np.median(np.array([1, 2, 3], dtype=np.float32)))
    show(np.median(np.array([1.0, np.nan, 3.0])))
    attempt(np.median, a, axis=(0, 0))
    attempt(np.median, a, axis=3)
    out = np.empty(3)
    np.median(a, axis=(0, 1), out=out)
    print(out)
    b = np.array([5.0, 3.0, 1.0])
    np.median(b, overwrite_input=True)
    print(sorted(b.tolist()))


@program
def red_percentile_methods(np):
    data = np.array([15.0, 20.0, 35.0, 40.0, 50.0, 62.0, 71.0])
    for method in ("linear", "lower", "higher", "midpoint", "nearest", "inverted_cdf",
                   "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
                   "hazen", "weibull", "median_unbiased", "normal_unbiased"):
        r = np.percentile(data, [10, 25, 50, 90], method=method)
        print(method, (r.round(6) + 0).tolist(), r.dtype)
    attempt(np.percentile, data, 50, method="bogus")
    attempt(np.percentile, data, 101)
    attempt(np.percentile, data, -1)
    attempt(np.quantile, data, 1.5)
    attempt(np.percentile, data, [50], interpolation="lower")
    attempt(np.percentile, data, 50, method="lower", interpolation="lower")


@program
def red_quantile_axes_keepdims(np):
    m = np.arange(24, dtype=np.float64).reshape(2, 3, 4) ** 1.5
    attempt_rounded(np.quantile, m, 0.5, axis=(0, 2))
    attempt_rounded(np.quantile, m, [0.25, 0.75], axis=1)
    attempt_rounded(np.quantile, m, [0.1, 0.9], axis=(1, 2), keepdims=True)
    attempt_rounded(np.quantile, m, np.array([[0.1], [0.9]]), axis=-1)
    q = np.quantile(np.arange(10), 0.5)
    show(q)
    show(np.quantile(np.arange(10, dtype=np.int8), 0.3, method="lower"))
    show(np.quantile(np.arange(10, dtype=np.float32), 0.3))
    show(np.quantile(np.arange(10, dtype=np.float32), np.float64(0.3)))
    show(np.percentile(np.arange(10, dtype=np.int8), 30, method="nearest"))
    attempt(np.quantile, np.arange(5), "0.5")
    attempt(np.quantile, np.array([1 + 1j, 2j]), 0.5)


@program
def red_quantile_weights(np):
    x = np.array([1.0, 2.0, 3.0, 4.0, 5.0])
    w = np.array([1.0, 1.0, 1.0, 1.0, 6.0])
    attempt_rounded(np.quantile, x, 0.5, weights=w, method="inverted_cdf")
    attempt_rounded(np.percentile, x, [20, 80], weights=w, method="inverted_cdf")
    attempt(np.quantile, x, 0.5, weights=w)
    attempt(np.quantile, x, 0.5, weights=-w, method="inverted_cdf")
    attempt(np.quantile, x, 0.5, weights=w[:3], method="inverted_cdf")


@program
def red_average_weights_returned(np):
    scores = np.array([[80.0, 90.0, 70.0], [60.0, 75.0, 95.0]])
    w = np.array([0.2, 0.3, 0.5])
    show(np.average(scores))
    show(np.average(scores, axis=1, weights=w))
    avg, tot = np.average(scores, axis=1, weights=w, returned=True)
    show(avg)
    show(tot)
    show(np.average(scores, axis=0, weights=[1, 3]))
    show(np.average(scores, weights=np.ones_like(scores) * 2, returned=True))
    show(np.average(scores, axis=1, weights=w, keepdims=True))
    attempt(np.average, scores, weights=w)
    attempt(np.average, scores, axis=1, weights=[0.0, 0.0, 0.0])
    attempt(np.average, scores, axis=1, weights=[1, 2])
    show(np.average(np.array([1, 2, 3, 4])))
    show(np.average(np.array([1, 2, 3], dtype=np.int8), weights=[1, 1, 2]))
    show(np.average(np.array([1, 2], dtype=np.float32), weights=np.array([1, 3], dtype=np.float32)))
    attempt(np.average, np.array([]))
    show(np.average(scores, axis=(0, 1), weights=np.ones((2, 3))))


@program
def red_zscore_pipeline(np):
    rng = np.random.default_rng(42)
    data = rng.normal(10, 2, size=(50, 3)).round(2)
    mu = data.mean(axis=0)
    sd = data.std(axis=0, ddof=1)
    z = (data - mu) / sd
    print(mu.round(6), sd.round(6))
    print(z.mean(axis=0).round(6) + 0, z.std(axis=0, ddof=1).round(6))
    print(np.abs(z).max(axis=0).round(6), np.argmax(np.abs(z), axis=0))
    outliers = np.abs(z) > 2
    print(outliers.sum(axis=0), np.count_nonzero(outliers), outliers.any(axis=1).sum())
    clipped = np.where(outliers, np.sign(z) * 2, z)
    print(clipped.min().round(6), clipped.max().round(6))


@program
def red_moving_average_cumsum(np):
    x = np.array([3.0, 5.0, 2.0, 8.0, 7.0, 1.0, 4.0, 6.0, 9.0, 2.0])
    w = 3
    c = np.cumsum(np.insert(x, 0, 0.0))
    ma = (c[w:] - c[:-w]) / w
    print(ma.round(6))
    ma2 = np.convolve(x, np.ones(w) / w, mode="valid")
    print(np.allclose(ma, ma2))
    c2 = np.cumulative_sum(x, include_initial=True)
    print(((c2[w:] - c2[:-w]) / w).round(6))
    manual = [sum(x[i:i + w]) / w for i in range(len(x) - w + 1)]
    print(np.allclose(manual, ma), len(manual), ma.shape)
    ema = np.empty_like(x)
    ema[0] = x[0]
    for i in range(1, len(x)):
        ema[i] = 0.5 * x[i] + 0.5 * ema[i - 1]
    print(ema.round(6))


@program
def red_minmax_scaling(np):
    X = np.array([[1.0, 200.0, -3.0], [2.0, 150.0, -1.0], [4.0, 300.0, -2.0], [3.0, 250.0, 0.0]])
    lo, hi = X.min(axis=0), X.max(axis=0)
    scaled = (X - lo) / (hi - lo)
    print(scaled.round(6))
    print(np.ptp(X, axis=0), scaled.min(axis=0), scaled.max(axis=0))
    const = np.array([[5.0, 1.0], [5.0, 2.0]])
    rng_ = np.ptp(const, axis=0)
    with np.errstate(invalid="ignore"):
        s = (const - const.min(axis=0)) / rng_
    print(s)
    safe = (const - const.min(axis=0)) / np.where(rng_ == 0, 1, rng_)
    print(safe)
    s2 = (const - const.min(axis=0)) / rng_
    print(s2)


@program
def red_manual_loop_crosscheck(np):
    a = np.arange(1, 21, dtype=np.int64).reshape(4, 5)
    tot = 0
    for v in a.flat:
        tot += int(v)
    print(tot, int(a.sum()), tot == a.sum())
    colsums = [sum(int(a[i, j]) for i in range(4)) for j in range(5)]
    print(colsums, a.sum(axis=0).tolist())
    rowprods = [int(np.prod(row)) for row in a]
    print(rowprods, a.prod(axis=1).tolist())
    mx = max(a.ravel().tolist())
    print(mx, a.max(), type(a.max()).__name__, type(a.sum()).__name__)
    cs = []
    running = 0
    for v in a.ravel():
        running += v
        cs.append(running)
    print(type(cs[0]).__name__, np.array_equal(cs, np.cumsum(a)))


@program
def red_integer_overflow_sums(np):
    a = np.array([120, 100], dtype=np.int8)
    show(a.sum())
    show(np.add.reduce(a))
    show(np.add.reduce(a, dtype=np.int8))
    show(a.prod())
    big = np.array([2**62, 2**62], dtype=np.int64)
    show(big.sum())
    show(np.array([2**63], dtype=np.uint64).sum())
    show(np.array([3, 4], dtype=np.uint32).prod())
    show(np.cumprod(np.array([1000, 1000, 1000], dtype=np.int32)))
    show(np.array([255, 1], dtype=np.uint8).mean())


@program
def red_max_min_nan_and_dtypes(np):
    a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, 6.0]])
    show(np.max(a))
    show(np.max(a, axis=0))
    show(np.min(a, axis=1))
    show(np.amax(a, axis=1, keepdims=True))
    show(np.maximum.reduce(a, axis=0))
    s = np.array(["pear", "apple", "fig"])
    attempt(np.max, s)
    attempt(np.min, s)
    t = np.array(["2024-03-01", "2023-12-31"], dtype="datetime64[D]")
    show(t.max())
    show(t.min())
    attempt(np.sum, t)
    td = np.array([1, 5, 2], dtype="timedelta64[s]")
    show(td.sum())
    show(td.mean())
    attempt(np.prod, td)
    b = np.array([True, False])
    show(b.max())
    show(b.min())


@program
def red_mean_of_ints_and_float16(np):
    show(np.mean([1, 2, 3, 4]))
    show(np.mean(np.array([1, 2], dtype=np.int16)))
    h = np.full(1000, 0.1, dtype=np.float16)
    show(h.mean().dtype)
    print(round(float(h.mean()), 3))
    show(np.mean(np.array([1, 2], dtype=np.uint64)))
    show(np.mean(np.arange(6).reshape(2, 3), axis=0))
    show(np.mean(np.array([[1, 2], [3, 4]]), axis=(0, 1), keepdims=True))
    attempt(np.mean, np.array(["a", "b"]))
    attempt(np.mean, np.array([1, 2], dtype=object))
    show(np.mean(np.array([True, False, True])))


@program
def red_python_sequences_and_scalars(np):
    show(np.sum([1, 2, 3]))
    show(np.sum([1.5, 2]))
    show(np.sum([[1, 2], [3, 4]], axis=0))
    show(np.prod([]))
    show(np.sum([]))
    show(np.max(3))
    show(np.sum(np.float32(2.5)))
    show(np.mean(7))
    show(np.std([1, 2, 3, 4]))
    show(np.all([]))
    show(np.any([[], []], axis=1))
    show(np.sum(range(5)))
    attempt(np.sum, [1, "a"])
    attempt(np.max, [[1, 2], [3]])
    show(np.sum((1, 2, 3)))


@program
def red_method_vs_function_forms(np):
    a = np.arange(1.0, 7.0).reshape(2, 3)
    print(a.sum(1), np.sum(a, 1))
    print(a.mean(0), np.mean(a, 0))
    print(a.std(None, None, None, 1).round(6))
    print(a.var(axis=0, ddof=1))
    print(a.max(0), a.min(1), a.argmax(1), a.argmin(0))
    print(a.all(), a.any(0), a.cumsum(0), a.cumprod(1))
    attempt(a.sum, axis=0, foo=1)
    attempt(np.sum, a, 0, None, None, False, 0, True, 9)
    attempt(a.mean, 0, None, None, False, True)
    attempt(a.std, axis=0, ddof=1, correction=1)  # (the method has no correction)
    attempt(a.max, axis=0, dtype=float)
    attempt(a.argmax, 0, None, True)
    attempt(a.argmax, 1, axis=1)
    attempt(a.cumsum, 0, None, None, 1)
    attempt(a.cumsum, axis=0, dtype=None, out=None, initial=0)
    attempt(a.cumsum, axis=0, initial=0)
    attempt(a.all, 0, bool)
    attempt(a.any, None, None, None, True)


@program
def red_keepdims_broadcast_normalize(np):
    rng = np.random.default_rng(3)
    X = rng.integers(1, 10, size=(3, 4)).astype(float)
    rows = X / X.sum(axis=1, keepdims=True)
    print(rows.round(6))
    print(rows.sum(axis=1).round(6))
    cols = X - X.mean(axis=0, keepdims=True)
    print(cols.round(6), cols.mean(axis=0).round(6) + 0)
    soft = np.exp(X - X.max(axis=1, keepdims=True))
    soft /= soft.sum(axis=1, keepdims=True)
    print(soft.round(6), soft.argmax(axis=1))
    attempt(lambda: X / X.sum(axis=1))


@program
def red_histogram_like_counts(np):
    scores = np.array([55, 67, 72, 88, 91, 45, 78, 83, 69, 95, 100, 60])
    edges = np.array([0, 60, 70, 80, 90, 101])
    counts = [(np.count_nonzero((scores >= lo) & (scores < hi))) for lo, hi in zip(edges[:-1], edges[1:])]
    print(counts, sum(counts))
    h, _ = np.histogram(scores, bins=edges)
    print(h, np.array_equal(h, counts), h.sum(), h.dtype)
    grades = np.array(list("FDCBA"))
    print(grades[np.digitize(scores, edges[1:-1])])
    print(np.cumsum(h) / h.sum())
    print(np.mean(scores >= 70), np.sum(scores >= 70))


@program
def red_weighted_stats_manual(np):
    x = np.array([2.0, 3.0, 5.0, 7.0, 11.0])
    w = np.array([1.0, 2.0, 1.0, 3.0, 1.0])
    m = np.sum(x * w) / np.sum(w)
    m2, sw = np.average(x, weights=w, returned=True)
    print(round(float(m), 8), round(float(m2), 8), sw)
    var = np.average((x - m) ** 2, weights=w)
    print(round(float(var), 8), round(float(np.sqrt(var)), 8))
    print(round(float(np.cov(x, aweights=w)), 8))
    manual = 0.0
    for xi, wi in zip(x, w):
        manual += xi * wi
    print(round(manual / w.sum(), 8), type(manual).__name__)


@program
def red_cumprod_growth(np):
    returns = np.array([0.05, -0.02, 0.03, 0.10, -0.05])
    growth = np.cumprod(1 + returns)
    print(growth.round(8))
    print(round(float(growth[-1] - 1), 8), round(float(np.prod(1 + returns) - 1), 8))
    peak = np.maximum.accumulate(growth)
    dd = (growth - peak) / peak
    print(dd.round(8) + 0, round(float(dd.min()), 8), int(dd.argmin()))
    lg = np.cumsum(np.log1p(returns))
    print(np.allclose(np.exp(lg), growth))
    print(np.cumulative_prod(1 + returns, include_initial=True).round(8))


@program
def red_numerical_derivative_check(np):
    x = np.linspace(0, 2, 21)
    f = x ** 3
    d1 = np.gradient(f, x)
    d2 = np.gradient(f, x, edge_order=2)
    exact = 3 * x ** 2
    print(np.abs(d1 - exact).max().round(6), np.abs(d2 - exact).max().round(6))
    fd = np.diff(f) / np.diff(x)
    print(fd[:3].round(6), fd.shape)
    area = np.trapezoid(f, x)
    print(round(float(area), 6), round(float(np.sum((f[1:] + f[:-1]) / 2 * np.diff(x))), 6))
    integral = np.concatenate([[0], np.cumsum((f[1:] + f[:-1]) / 2 * np.diff(x))])
    print(integral[::5].round(6))


@program
def red_sum_noncontiguous_and_views(np):
    a = np.arange(30, dtype=np.float64).reshape(5, 6)
    v = a[::2, 1::2]
    show(v.sum(axis=0))
    show(v.T.sum(axis=0))
    show(a[:, ::-1].cumsum(axis=1)[0])
    show(np.sum(a.T, axis=(0,)))
    show(a[1:4, 2].mean())
    f = np.asfortranarray(a)
    show(f.sum(axis=1))
    show(np.max(f[::-1], axis=0))
    show(np.argmax(a[:, ::-1], axis=1))


@program
def red_median_percentile_of_ints_and_nan(np):
    a = np.array([3, 1, 4, 1, 5, 9, 2, 6])
    show(np.median(a))
    show(np.percentile(a, 50))
    show(np.percentile(a, [0, 100]))
    show(np.percentile(a, 25, method="lower"))
    show(np.quantile(a, [0.5], method="nearest"))
    f = np.array([1.0, 2.0, np.nan, 4.0])
    show(np.percentile(f, 50))
    show(np.median(f.reshape(2, 2), axis=0))
    show(np.median(np.array([1, 2])))
    attempt(np.percentile, np.array([True, False, True]), 50)
    show(np.quantile(np.array([[1, 2], [3, 4]]), 0.5, axis=None, keepdims=True))


@program
def red_reduce_ufunc_methods(np):
    a = np.arange(1, 7).reshape(2, 3)
    show(np.add.reduce(a, axis=(0, 1)))
    show(np.multiply.reduce(a, axis=1))
    show(np.add.accumulate(a, axis=0))
    show(np.minimum.reduce(a, axis=None))
    show(np.logical_and.reduce(a > 1, axis=0))
    show(np.add.reduce(a, axis=0, initial=10, keepdims=True))
    attempt(np.subtract.reduce, a, axis=(0, 1))
    show(np.subtract.reduce(a, axis=1))
    attempt(np.minimum.reduce, np.array([]))
    show(np.add.reduceat(np.arange(8), [0, 4, 6]))
    attempt(np.add.accumulate, a, axis=None)
    o = np.zeros(3, dtype=np.int64)
    show(np.add.reduce(a, axis=0, out=(o,)))
    attempt(np.add.reduce, a, 0, None, (o,))
    attempt(np.add.reduce, a, axis=0, out=(o, o))
    attempt(np.add.accumulate, a, axis=1, out=(np.zeros((2, 3), dtype=np.int64),))
    attempt(np.add.accumulate, a, axis=1, out=np.zeros((1, 3), dtype=np.int64))
    attempt(np.sum, a, axis=0, out=(o,))
    attempt(np.cumsum, a, out=(o,))
    attempt(np.argmax, a, axis=0, out=(o,))


@program
def red_average_bad_weights(np):
    x = np.array([4.0, 8.0, 15.0, 16.0])
    attempt(np.average, x, weights=[1, 1, -2, 0])
    attempt(np.average, x, weights=[1.0, np.nan, 1.0, 1.0])
    attempt(np.average, x, weights=[1.0, np.inf, 1.0, 1.0], returned=True)
    attempt(np.average, x.reshape(2, 2), axis=1, weights=[np.inf, 1.0])
    attempt(np.average, x, weights=[[1, 1, 1, 1]])
    attempt(np.average, x.reshape(2, 2), axis=(0, 1), weights=[1, 2])
    attempt(np.average, x, weights=["a", "b", "c", "d"])
