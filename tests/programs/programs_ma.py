"""Masked arrays and NaN-aware statistics as data-science users write them: numpy.ma's
constructors (masked_array, masked_where, masked_invalid, masked_equal/greater/less/inside/
outside), filled, compressed, mask arithmetic, reductions with masks, ma.concatenate, ma.sort,
fill_value, printing, hard masks, nomask and getmaskarray; and the nan-functions with axis,
keepdims, dtype, ddof and where=, all-NaN slices and their RuntimeWarnings, integer, float16 and
float32 inputs and empty arrays.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded where they come from sums.
"""
from .runner import attempt, attempt_rounded, collection, show, show_rounded


PROGRAMS, program = collection()


def masked_summary(ma, m):
    """What a user looks at of a masked array: its repr, str, mask, data and fill value."""
    print(repr(m))
    print(str(m))
    print(ma.getmaskarray(m).tolist(), m.dtype, m.shape, m.fill_value)


# ---- constructing masked arrays -----------------------------------------------------------------

@program
def ma_sensor_readings_masked_where(np):
    readings = np.array([12.5, -999.0, 13.1, 14.0, -999.0, 12.9, 250.0])
    m = np.ma.masked_where(readings == -999.0, readings)
    masked_summary(np.ma, m)
    print(m.mean(), m.count(), m.min(), m.max())
    m2 = np.ma.masked_where((m < 0) | (m > 100), m)
    print(m2, m2.mean(), m2.compressed())
    print(type(m2).__name__, type(m2.compressed()).__name__)


@program
def ma_masked_invalid_from_computation(np):
    x = np.array([1.0, 0.0, -1.0, 4.0, 0.0])
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.log(x) / x
    m = np.ma.masked_invalid(r)
    masked_summary(np.ma, m)
    print(m.sum(), m.filled(0.0), m.count())
    print(np.ma.masked_invalid(np.array([np.inf, 2.0, np.nan], dtype=np.float32)))
    print(np.ma.fix_invalid(np.array([1.0, np.nan, np.inf])))


@program
def ma_masked_comparisons_family(np):
    a = np.arange(10)
    print(np.ma.masked_equal(a, 3))
    print(np.ma.masked_not_equal(a, 3))
    print(np.ma.masked_greater(a, 6))
    print(np.ma.masked_greater_equal(a, 6))
    print(np.ma.masked_less(a, 2))
    print(np.ma.masked_less_equal(a, 2))
    print(np.ma.masked_inside(a, 3, 6))
    print(np.ma.masked_inside(a, 6, 3))
    print(np.ma.masked_outside(a, 3, 6))
    f = np.array([1.0, 1.05, 2.0, 0.95])
    print(np.ma.masked_values(f, 1.0, atol=0.1))
    print(np.ma.masked_values(f, 1.0).mask)
    print(np.ma.masked_equal(a, 3).fill_value)


@program
def ma_masked_array_constructor_args(np):
    data = np.array([[1, 2, 3], [4, 5, 6]])
    m = np.ma.masked_array(data, mask=[[0, 1, 0], [0, 0, 1]])
    masked_summary(np.ma, m)
    m2 = np.ma.array(data, mask=True)
    masked_summary(np.ma, m2)
    m3 = np.ma.masked_array([1.5, 2.5, 3.5], mask=[False, True, False], fill_value=-1.0)
    masked_summary(np.ma, m3)
    attempt(np.ma.masked_array, data, mask=[True, False])
    m4 = np.ma.masked_array(data, dtype=np.float32)
    masked_summary(np.ma, m4)
    print(m4.mask is np.ma.nomask, np.ma.getmask(m4) is np.ma.nomask)


@program
def ma_masked_where_shape_mismatch(np):
    a = np.arange(6).reshape(2, 3)
    attempt(np.ma.masked_where, np.array([True, False]), a)
    print(np.ma.masked_where(np.array([[True], [False]]) & (a > 0), a))
    m = np.ma.masked_where(a > 2, a)
    m[0, 0] = 100
    print(m.tolist(), m.data.tolist(), m.mask.tolist())


# ---- filled, compressed, fill values ----------------------------------------------------------

@program
def ma_filled_and_fill_values(np):
    temps = np.ma.masked_array([21.5, 22.0, 0.0, 23.5], mask=[0, 0, 1, 0])
    print(temps.filled(), temps.filled(np.nan), temps.fill_value)
    temps.fill_value = -99
    print(temps.fill_value, temps.filled())
    ints = np.ma.masked_array(np.arange(4, dtype=np.int16), mask=[1, 0, 0, 1])
    print(ints.fill_value, ints.filled(), ints.filled(7).dtype)
    print(np.ma.default_fill_value(np.float32(1)), np.ma.default_fill_value(np.int8(1)))
    print(np.ma.default_fill_value(np.array([True])), np.ma.default_fill_value(1j))
    print(np.ma.maximum_fill_value(np.arange(3, dtype=np.uint8)))
    print(np.ma.minimum_fill_value(np.arange(3.0)))
    print(np.ma.filled(np.array([1, 2, 3]), 0), np.ma.filled([1, 2], 9))
    attempt(lambda: np.ma.masked_array([1, 2], mask=[0, 1], fill_value="x"))


@program
def ma_compressed_and_rows(np):
    m = np.ma.masked_array(np.arange(12.0).reshape(3, 4),
                           mask=[[0, 0, 1, 0], [0, 0, 0, 0], [1, 0, 0, 0]])
    print(m.compressed(), m.compressed().shape)
    print(np.ma.compress_rows(m))
    print(np.ma.compress_cols(m))
    print(np.ma.compress_rowcols(m))
    print(np.ma.count_masked(m), np.ma.count_masked(m, axis=0), m.count(axis=1))
    print(np.ma.notmasked_edges(m, axis=1))
    print(np.ma.flatnotmasked_contiguous(m))
    print(np.ma.clump_masked(m.ravel()), np.ma.clump_unmasked(m.ravel()))


# ---- arithmetic and masks --------------------------------------------------------------------

@program
def ma_arithmetic_propagates_masks(np):
    a = np.ma.masked_array([1.0, 2.0, 3.0, 4.0], mask=[0, 1, 0, 0])
    b = np.ma.masked_array([2.0, 2.0, 0.0, 1.0], mask=[0, 0, 0, 1])
    print(a + b)
    print(a * b)
    print(a / b)
    print((a / b).mask)
    print(np.ma.sqrt(np.ma.masked_array([4.0, -1.0, 9.0])))
    print(np.ma.log(np.ma.array([1.0, 0.0, np.e])))
    print(a + np.array([10.0, 20.0, 30.0, 40.0]))
    print(a ** 2, -a, abs(-a))
    print(np.ma.mask_or(a.mask, b.mask), np.ma.make_mask([0, 1, 2]))
    print(np.ma.make_mask_none((2, 2)))


@program
def ma_ufuncs_on_masked(np):
    m = np.ma.masked_array([0.5, 1.0, 2.0, 4.0], mask=[0, 0, 1, 0])
    r = np.log2(m)
    print(type(r).__name__, r)
    print(np.exp(m).round(4))
    print(np.maximum(m, 1.5))
    print(np.add.reduce(m), np.multiply.reduce(m))
    print(np.ma.add.reduce(m))
    print(np.greater(m, 0.75))
    print(np.ma.where(m > 0.75, m, -m))


@program
def ma_comparisons_and_logic(np):
    a = np.ma.masked_array([1, 5, 3, 7], mask=[0, 0, 1, 0])
    print(a > 2, (a > 2).mask)
    print(a == 3, np.ma.allequal(a, [1, 5, 99, 7]), np.ma.allequal(a, [1, 5, 99, 7], fill_value=False))
    print(np.ma.allclose(a, [1, 5, 3, 7.0000001]))
    print(a.any(), a.all(), (a > 0).all(), (a > 6).any())
    print(np.ma.masked_array([True, False], mask=[0, 1]).all())


# ---- reductions ----------------------------------------------------------------------------------

@program
def ma_grades_with_missing(np):
    grades = np.array([[88, 92, -1, 75], [-1, 85, 91, 70], [95, -1, -1, 80]])
    g = np.ma.masked_less(grades, 0)
    print(g.mean(axis=0), g.mean(axis=1))
    print(g.sum(axis=1), g.sum(axis=1).dtype)
    print(g.min(axis=0), g.max(axis=1), g.ptp(axis=0))
    print(g.argmin(axis=0), g.argmax(axis=1), g.argmin(), g.argmax(fill_value=-10))
    print(round(float(g.std()), 6), round(float(g.var(ddof=1)), 6))
    print(g.std(axis=0).round(4), g.var(axis=1, ddof=1).round(4))
    print(g.prod(axis=1), g.cumsum(axis=1))
    print(g.count(), g.count(axis=0), g.count(keepdims=True))


@program
def ma_fully_masked_reductions(np):
    m = np.ma.masked_array([1.0, 2.0, 3.0], mask=True)
    print(m.sum(), m.mean(), m.min(), m.max(), m.std())
    print(repr(m.sum()), m.sum() is np.ma.masked)
    print(np.ma.masked, repr(np.ma.masked), float(np.ma.masked_array([2.0]).sum()))
    col = np.ma.masked_array([[1.0, 2.0], [3.0, 4.0]], mask=[[1, 0], [1, 0]])
    print(col.mean(axis=0), col.sum(axis=0), col.max(axis=0))
    print(repr(col.mean(axis=0)))
    attempt(lambda: float(m.sum()))
    print(np.ma.masked_array([], dtype=float).sum())


@program
def ma_median_and_average(np):
    x = np.ma.masked_array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0], mask=[0, 0, 0, 1, 0, 1, 0])
    print(np.ma.median(x))
    y = np.ma.masked_array(np.arange(12.0).reshape(3, 4), mask=[[0, 1, 0, 0], [1, 1, 0, 0], [0, 0, 0, 1]])
    print(np.ma.median(y, axis=0), np.ma.median(y, axis=1), np.ma.median(y, axis=1, keepdims=True))
    w = np.array([1.0, 2.0, 1.0, 1.0, 3.0, 1.0, 2.0])
    print(round(float(np.ma.average(x, weights=w)), 6))
    avg, wsum = np.ma.average(x, weights=w, returned=True)
    print(round(float(avg), 6), wsum)
    print(np.ma.average(y, axis=1).round(6), np.ma.average(y, axis=0, weights=[1, 2, 3]).round(6))
    attempt(np.ma.average, y, axis=1, weights=[1, 2])
    print(np.ma.median(np.ma.masked_array([1.0, 2.0], mask=True)))


@program
def ma_functions_on_masked_arrays(np):
    m = np.ma.masked_array([[4.0, 8.0], [6.0, 10.0]], mask=[[0, 1], [0, 0]])
    print(np.mean(m), np.sum(m), np.max(m), np.min(m, axis=0))
    print(np.std(m).round(6), np.var(m, axis=0))
    print(np.median(m), np.average(m))
    print(type(np.mean(m, axis=0)).__name__, np.mean(m, axis=0))
    print(np.argmax(m), np.argmin(m, axis=1))
    print(np.cumsum(m), np.prod(m))
    print(np.ma.mean(m), np.ma.sum(m, axis=1), np.ma.std(m, axis=0))


@program
def ma_anomalies_and_percent_change(np):
    series = np.ma.masked_invalid(np.array([100.0, 102.0, np.nan, 105.0, 103.0, np.nan, 110.0]))
    anomalies = series - series.mean()
    print(anomalies.round(4))
    change = np.ma.diff(series) / series[:-1] * 100
    print(change.round(3))
    z = (series - series.mean()) / series.std()
    print(z.round(4), z.count())
    print(np.ma.cumsum(series), series.cumprod()[:3])


# ---- joining, sorting, shapes -------------------------------------------------------------------

@program
def ma_concatenate_and_stack(np):
    a = np.ma.masked_array([1, 2, 3], mask=[0, 1, 0])
    b = np.ma.masked_array([4, 5], mask=[1, 0])
    c = np.ma.concatenate([a, b])
    print(c, c.mask, c.fill_value)
    print(np.ma.concatenate([a, np.array([7, 8])]))
    print(np.ma.vstack([a, a]), np.ma.hstack([a, b]))
    print(np.ma.stack([a, a], axis=1))
    print(np.ma.column_stack([a, a]))
    attempt(np.ma.concatenate, [a, np.ma.masked_array([[1, 2]])])
    print(np.ma.append(a, b))
    print(np.concatenate([a, b]))


@program
def ma_sort_and_argsort(np):
    m = np.ma.masked_array([5, 2, 8, 1, 9, 3], mask=[0, 0, 1, 0, 0, 1])
    print(np.ma.sort(m))
    print(np.ma.sort(m, endwith=False))
    print(m.argsort(), m.argsort(endwith=False))
    s = m.copy()
    s.sort()
    print(s, s.mask)
    t = np.ma.masked_array([[3.0, 1.0, 2.0], [9.0, 7.0, 8.0]], mask=[[0, 1, 0], [0, 0, 0]])
    print(np.ma.sort(t, axis=1), np.ma.sort(t, axis=0), np.ma.sort(t, axis=None))
    print(np.sort(m))


@program
def ma_reshape_transpose_index(np):
    m = np.ma.masked_array(np.arange(6), mask=[0, 1, 0, 0, 1, 0])
    r = m.reshape(2, 3)
    print(r, r.T, r.T.mask)
    print(r[0], r[:, 1], r[1, 1], repr(r[0, 1]))
    print(r[r > 2], r[[0, 1], [2, 0]])
    print(m.ravel(), np.ma.ravel(r), m[::-1])
    print(r.flatten().mask, r.swapaxes(0, 1).shape)
    print(np.ma.expand_dims(m, 0).shape, np.ma.squeeze(r[:1]).shape)
    attempt(lambda: r[5])


@program
def ma_setitem_masked_and_unmask(np):
    m = np.ma.masked_array([1.0, 2.0, 3.0, 4.0])
    m[1] = np.ma.masked
    m[3] = np.ma.masked
    print(m, m.mask)
    m[3] = 40.0
    print(m, m.mask)
    m.mask[1] = False
    print(m)
    m[m > 2] = np.ma.masked
    print(m)
    m[:] = np.ma.masked
    print(m, m.count())


@program
def ma_hardmask_behaviour(np):
    m = np.ma.masked_array([1, 2, 3, 4], mask=[0, 1, 0, 0], hard_mask=True)
    print(m.hardmask)
    m[1] = 20
    print(m, m.data)
    m.soften_mask()
    print(m.hardmask)
    m[1] = 20
    print(m)
    m.harden_mask()
    m[0] = np.ma.masked
    m[0] = 5
    print(m, m.data)
    n = np.ma.masked_array([1.0, 2.0], mask=[0, 1])
    n.mask = np.ma.nomask
    print(n, n.mask)


@program
def ma_nomask_and_getmaskarray(np):
    m = np.ma.masked_array([1, 2, 3])
    print(m.mask, np.ma.getmask(m), np.ma.getmaskarray(m))
    print(np.ma.is_masked(m), np.ma.isMaskedArray(m), np.ma.isMA(np.arange(3)))
    print(np.ma.nomask, repr(np.ma.nomask), bool(np.ma.nomask))
    n = np.ma.masked_array([1, 2, 3], mask=[0, 0, 0])
    print(n.mask, np.ma.is_masked(n), np.ma.getmaskarray(np.arange(3.0)))
    print(np.ma.getdata(n), type(np.ma.getdata(n)).__name__)
    print(n.shrink_mask().mask)
    print(np.ma.make_mask([0, 0], shrink=True), np.ma.make_mask([0, 0], shrink=False))


# ---- printing ------------------------------------------------------------------------------------

@program
def ma_repr_and_str_of_shapes(np):
    print(repr(np.ma.masked_array([1.5, 2.25, 3.0], mask=[0, 1, 0])))
    print(repr(np.ma.masked_array(np.arange(6).reshape(2, 3), mask=[[1, 0, 0], [0, 0, 1]])))
    print(repr(np.ma.masked_array(np.arange(8.0).reshape(2, 2, 2), mask=False)))
    print(repr(np.ma.masked_array([True, False], mask=[0, 1])))
    print(repr(np.ma.masked_array([1 + 2j, 3j], mask=[1, 0])))
    print(repr(np.ma.masked_array(np.float32(2.5))))
    print(repr(np.ma.masked_array([], dtype=np.int8)))
    print(str(np.ma.masked_array(np.arange(2000.0), mask=np.arange(2000) % 3 == 0)))
    with np.printoptions(precision=2):
        print(np.ma.masked_array([1 / 3, 2 / 3], mask=[0, 1]))


@program
def ma_tolist_and_conversion(np):
    m = np.ma.masked_array([[1, 2], [3, 4]], mask=[[0, 1], [1, 0]])
    print(m.tolist(), m.tolist(fill_value=-1))
    print(m.filled(0).tolist(), np.asarray(m.filled(0)).sum())
    print(m.astype(np.float64), m.astype(np.float64).fill_value)
    print(m.data, m.view(np.ma.MaskedArray) is not m)
    print(np.ma.asarray([1, 2]), np.ma.asanyarray(np.arange(2.0)))
    print(np.array(m), np.asarray(m).dtype)
    print(m.ravel().torecords())


# ---- masked arrays from gpnumpy arrays ------------------------------------------------------------

@program
def ma_from_device_arrays(np):
    x = np.linspace(0.0, 1.0, 6)
    m = np.ma.masked_array(x, mask=x > 0.7)
    print(m, type(m).__name__)
    y = np.arange(6)
    print(np.ma.masked_where(y % 2 == 0, y))
    print(np.ma.masked_greater(y, np.int64(3)))
    print(np.ma.array(x.reshape(2, 3), mask=np.eye(2, 3, dtype=bool)))
    with np.errstate(invalid="ignore"):
        print(np.ma.masked_invalid(np.sqrt(np.array([-1.0, 4.0]))))
    print(np.ma.masked_array(x, mask=x > 0.3).mean())


# ---- nan-functions ------------------------------------------------------------------------------

@program
def ma_nan_basic_stats(np):
    x = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [np.nan, 8.0, 9.0]])
    show_rounded(np.nanmean(x))
    show_rounded(np.nanmean(x, axis=0))
    show_rounded(np.nanstd(x, axis=1))
    show_rounded(np.nanvar(x, axis=1, ddof=1))
    show_rounded(np.nansum(x, axis=0, keepdims=True))
    show_rounded(np.nanprod(x, axis=1))
    show_rounded(np.nanmin(x, axis=0))
    show_rounded(np.nanmax(x, axis=1, keepdims=True))
    show(np.nanargmin(x, axis=0))
    show(np.nanargmax(x, axis=1))
    show(np.nanargmax(x))


@program
def ma_nan_all_nan_slices_warn(np):
    x = np.array([[np.nan, np.nan], [1.0, np.nan], [2.0, 3.0]])
    show(np.nanmean(x, axis=1))
    show(np.nanvar(x, axis=1))
    show(np.nanstd(x, axis=1, ddof=1))
    show(np.nanmin(x, axis=1))
    show(np.nanmax(x, axis=1))
    show(np.nanmedian(x, axis=1))
    show(np.nanpercentile(x, 50, axis=1))
    show(np.nanquantile(x, [0.25, 0.75], axis=1))
    show(np.nansum(x, axis=1))
    show(np.nanprod(x, axis=1))
    attempt(np.nanargmin, x, axis=1)
    attempt(np.nanargmax, x[1:], axis=1)
    show(np.nanmean(np.array([np.nan, np.nan])))


@program
def ma_nan_integer_inputs(np):
    a = np.array([[3, 1, 4], [1, 5, 9]], dtype=np.int32)
    show(np.nanmean(a))
    show(np.nanmean(a, axis=0))
    show(np.nansum(a))
    show(np.nansum(a, axis=1))
    show(np.nanprod(a, axis=0))
    show(np.nanmin(a), )
    show(np.nanmax(a, axis=1))
    show(np.nanargmin(a, axis=1))
    show(np.nanmedian(a))
    show(np.nanpercentile(a, 25, axis=1))
    show(np.nanvar(a))
    show(np.nancumsum(a, axis=1))
    show(np.nancumprod(a))
    show(np.nansum(np.array([True, False, True])))
    show(np.nanmean(np.array([1, 2], dtype=np.uint8)))


@program
def ma_nan_float16_float32(np):
    h = np.array([1.5, np.nan, 2.25, 3.0], dtype=np.float16)
    show(np.nanmean(h))
    show(np.nansum(h))
    show(np.nanmax(h))
    show(np.nanstd(h))
    show(np.nanmedian(h))
    show(np.nancumsum(h))
    f = np.array([[0.5, np.nan], [np.nan, np.nan], [1.25, 2.5]], dtype=np.float32)
    show(np.nanmean(f, axis=1))
    show(np.nanvar(f, axis=0))
    show(np.nanmin(f, axis=1))
    show(np.nanquantile(f, 0.5, axis=0))
    show(np.nanmean(f, dtype=np.float64))
    show(np.nansum(f, dtype=np.float16))


@program
def ma_nan_keepdims_where(np):
    x = np.array([[1.0, np.nan, 3.0, 4.0], [np.nan, 6.0, 7.0, 8.0]])
    w = np.array([[True, True, False, True], [True, True, True, False]])
    show(np.nanmean(x, where=w))
    show(np.nanmean(x, axis=1, where=w))
    show(np.nansum(x, axis=0, where=w, keepdims=True))
    show(np.nanvar(x, axis=1, where=w))
    show(np.nanstd(x, axis=0, where=w))
    show(np.nanmin(x, axis=1, where=w, initial=100.0))
    show(np.nanmax(x, axis=0, where=w, initial=-1.0))
    attempt(np.nanmin, x, axis=1, where=w)
    show(np.nanprod(x, axis=1, where=w))
    show(np.nanmedian(x, axis=1, keepdims=True))
    show(np.nanmean(x, axis=(0, 1), keepdims=True))


@program
def ma_nan_ddof_warnings(np):
    x = np.array([[1.0, np.nan, np.nan], [2.0, 4.0, np.nan], [1.0, 2.0, 3.0]])
    show_rounded(np.nanvar(x, axis=1, ddof=1))
    show_rounded(np.nanstd(x, axis=1, ddof=2))
    show_rounded(np.nanvar(x, ddof=7))
    show_rounded(np.nanvar(x, ddof=9))
    show_rounded(np.nanstd(x, axis=0, ddof=0.5))
    attempt(np.nanvar, x, ddof=1, correction=1)
    show_rounded(np.nanvar(x, axis=1, correction=1))


@program
def ma_nan_cumulative(np):
    x = np.array([[1.0, np.nan, 2.0], [np.nan, np.nan, 3.0]])
    show(np.nancumsum(x))
    show(np.nancumsum(x, axis=0))
    show(np.nancumprod(x, axis=1))
    show(np.nancumsum(x, axis=1, dtype=np.float32))
    out = np.empty((2, 3))
    r = np.nancumsum(x, axis=1, out=out)
    print(r is out)
    show(out)
    show(np.nancumsum(np.array([], dtype=np.float64)))
    show(np.nancumprod(np.array([np.nan])))
    attempt(np.nancumsum, x, axis=2)


@program
def ma_nan_median_quantiles(np):
    x = np.array([[10.0, np.nan, 30.0, 20.0], [5.0, 15.0, np.nan, np.nan], [np.nan] * 4])
    show(np.nanmedian(x[:2]))
    show(np.nanmedian(x[:2], axis=1))
    show(np.nanpercentile(x[:2], [10, 50, 90], axis=1))
    for method in ("lower", "higher", "nearest", "midpoint", "linear", "median_unbiased"):
        show_rounded(np.nanquantile(x[:2], 0.4, axis=1, method=method))
    attempt(np.nanpercentile, x, 150)
    attempt(np.nanquantile, x, -0.1)
    attempt(np.nanquantile, x, 0.5, method="bogus")
    show(np.nanmedian(x, axis=0))
    show(np.nanpercentile(np.arange(5), 40))


@program
def ma_nan_empty_arrays(np):
    e = np.array([], dtype=np.float64)
    show(np.nansum(e))
    show(np.nanprod(e))
    show(np.nanmean(e))
    show(np.nanvar(e))
    attempt(np.nanmin, e)
    attempt(np.nanargmax, e)
    show(np.nanmedian(e))
    show(np.nanpercentile(e, 50))
    z = np.zeros((0, 3))
    show(np.nanmean(z, axis=0))
    show(np.nansum(z, axis=1))
    attempt(np.nanmax, z, axis=0)
    show(np.nanmax(z, axis=1))
    show(np.nanmin(e, initial=1.0))


@program
def ma_nan_out_and_dtype_errors(np):
    x = np.array([[1.0, np.nan], [3.0, 4.0]])
    out = np.zeros(2)
    r = np.nanmean(x, axis=0, out=out)
    print(r is out)
    show(out)
    attempt(np.nanmean, x, dtype=np.int64)
    attempt(np.nanmean, x, axis=0, out=np.zeros(2, dtype=np.int32))
    attempt(np.nanvar, x, dtype=np.int64)
    attempt(np.nanmean, x, axis=3)
    attempt(np.nansum, x, axis=(0, 0))
    oi = np.zeros(2, dtype=np.int64)
    attempt(np.nansum, x, axis=0, out=oi)
    show(np.nanmax(x, axis=0, out=np.zeros(2, dtype=np.float32)))
    attempt(np.nanmean, [[1, "a"]])
    show(np.nanmean([1.0, np.nan, 3.0]))


@program
def ma_nan_complex_inputs(np):
    c = np.array([1 + 1j, np.nan + 0j, 2 - 1j, complex(0, np.nan)])
    show(np.nansum(c))
    show(np.nanmean(c))
    show(np.nanvar(c))
    show(np.nanmax(c))
    show(np.nanargmin(c))
    show(np.nancumsum(c))


@program
def ma_nan_scores_table(np):
    # a class's scores with absent students as NaN: per-subject summaries a teacher prints
    scores = np.array([[78.0, 85.0, np.nan], [92.0, np.nan, 88.0], [np.nan, 70.0, 65.0],
                       [85.0, 90.0, 95.0]])
    subjects = ["maths", "physics", "chemistry"]
    means = np.nanmean(scores, axis=0)
    sds = np.nanstd(scores, axis=0, ddof=1)
    n = np.sum(~np.isnan(scores), axis=0)
    for s, mu, sd, k in zip(subjects, means, sds, n):
        print(f"{s:10s} n={k} mean={mu:.2f} sd={sd:.2f}")
    best = np.nanargmax(scores, axis=0)
    print(best, np.nanmax(scores, axis=0))
    filled = np.where(np.isnan(scores), means, scores)
    print(filled.round(2))
    z = (scores - means) / sds
    print(np.round(z, 3))
    print(np.nanpercentile(scores, [25, 75], axis=0))


@program
def ma_nan_vs_masked_agree(np):
    x = np.array([2.0, np.nan, 4.0, 6.0, np.nan, 8.0])
    m = np.ma.masked_invalid(x)
    print(np.nanmean(x), m.mean())
    print(round(float(np.nanstd(x)), 9), round(float(m.std()), 9))
    print(np.nanmedian(x), np.ma.median(m))
    print(np.nansum(x), m.sum(), np.nanmax(x), m.max())
    print(np.nanargmin(x), m.argmin())


@program
def ma_nan_pandas_like_rolling(np):
    # a rolling 3-sample mean that skips gaps, as done before reaching for pandas
    x = np.array([1.0, 2.0, np.nan, 4.0, 5.0, np.nan, np.nan, np.nan, 9.0])
    win = np.lib.stride_tricks.sliding_window_view(x, 3)
    show(np.round(np.nanmean(win, axis=1), 6))
    show(np.nanmax(win, axis=1))
    show(np.sum(~np.isnan(win), axis=1))


@program
def ma_nanfunctions_bad_args(np):
    x = np.array([1.0, np.nan, 3.0])
    attempt(np.nanmean, x, axis=1)
    attempt(np.nanmedian, x, axis=-2)
    attempt(np.nanargmin, x, axis=1)
    attempt(np.nanpercentile, x, [50, 101])
    attempt(np.nanquantile, x, 0.5, axis=(0, 0))
    attempt(np.nansum, x, dtype="S3")
    attempt(np.nanstd, "abc")
    show(np.nanstd(x, keepdims=True))
    show(np.nanmin(np.array([np.inf, np.nan, -np.inf])))
    show(np.nanargmax(np.array([np.nan, -np.inf])))


@program
def ma_nan_on_masked_input(np):
    # nan-functions called on masked arrays: masked entries are ignored through the methods
    m = np.ma.masked_array([1.0, np.nan, 3.0, 100.0], mask=[0, 0, 0, 1])
    print(np.nanmean(m), np.nansum(m), np.nanmax(m))
    print(np.nanmedian(m))
    print(np.isnan(m), np.ma.masked_invalid(m))


@program
def ma_count_and_mask_statistics(np):
    # fraction missing per column: the first thing done with a data table
    data = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, 6.0], [7.0, 8.0, 9.0], [np.nan, 1.0, 2.0]])
    missing = np.isnan(data)
    show(missing.mean(axis=0))
    show(np.count_nonzero(missing, axis=1))
    m = np.ma.masked_invalid(data)
    print(m.count(axis=0), np.ma.count_masked(m, axis=0), m.mask.sum())
    print(m.mean(axis=0), m.anom(axis=0).round(4))
    print(m.sum(axis=1), np.ma.corrcoef(m[:, 0], m[:, 2]).round(4))
    print(np.ma.cov(m[:, 2], m[:, 0]).round(4))


@program
def ma_mixing_plain_and_masked_operands(np):
    # plain arrays and masked arrays in one expression: the masked class wins either way
    x = np.array([1.0, 2.0, 3.0, 4.0])
    m = np.ma.masked_array([10.0, 20.0, 30.0, 40.0], mask=[0, 1, 0, 0])
    for r in (x + m, m + x, x * m, m - x, x / m, x ** np.ma.masked_array([1, 2, 0, 1], mask=[1, 0, 0, 0])):
        print(type(r).__name__, r)
    print(type(x > m).__name__, x > m)
    print(np.where(m > 15, x, 0.0))
    print(np.ma.where(m > 15, x, 0.0))
    print(np.sort(m), np.argsort(m))
    print(np.clip(m, 12, 35), np.round(m / 3, 2))
    print(np.isnan(m), np.isfinite(m).sum())
    print(np.maximum.accumulate(m), np.add.accumulate(m))
    print(np.ma.maximum.reduce(m), np.ma.minimum(m, 25.0))
    o = np.zeros(4)
    r = np.add(m, 1, out=o)  # (a plain out= takes the data, mask or not)
    print(r is o, o, np.multiply(m, 2, o) is o, o)


@program
def ma_stats_functions_on_masked(np):
    # NumPy's functions on masked arrays: those built on the methods honour the mask
    m = np.ma.masked_array([[1.0, 2.0, 300.0], [4.0, 5.0, 6.0]], mask=[[0, 0, 1], [0, 0, 0]])
    print(np.sum(m, axis=0), np.mean(m, axis=1), np.var(m).round(6))
    print(np.ptp(m, axis=1), np.amax(m), np.any(m > 100), np.all(m < 10))
    print(np.cumprod(m, axis=1), np.nansum(m), np.nanmax(m, axis=0))
    print(np.count_nonzero(m), np.nonzero(m))
    print(np.transpose(m), np.reshape(m, (3, 2)), np.ravel(m))
    print(np.concatenate([m, m], axis=0).shape, np.stack([m[0], m[1]]))
    print(np.diff(m, axis=1), np.squeeze(m[:1]))
    print(np.percentile(m.compressed(), 50), np.quantile(m.filled(0), 0.5))
    print(np.ma.apply_along_axis(lambda r: r.sum(), 1, m))


@program
def ma_nan_weighted_quantiles_and_out(np):
    x = np.array([[3.0, np.nan, 1.0, 7.0], [2.0, 2.0, np.nan, np.nan]])
    w = np.array([[1.0, 5.0, 2.0, 1.0], [1.0, 3.0, 1.0, 1.0]])
    show(np.nanquantile(x, 0.5, axis=1, weights=w, method="inverted_cdf"))
    show(np.nanpercentile(x, [20, 80], axis=1, weights=w, method="inverted_cdf"))
    attempt(np.nanquantile, x, 0.5, axis=1, weights=w)
    attempt(np.nanquantile, x, 0.5, axis=1, weights=-w, method="inverted_cdf")
    out = np.empty(2)
    r = np.nanmedian(x, axis=1, out=out)
    print(r is out)
    show(out)
    y = x.copy()
    show(np.nanmedian(y, overwrite_input=True))
    out2 = np.empty((3, 2))
    np.nanpercentile(x, [0, 50, 100], axis=1, out=out2)
    show(out2)
    show(np.nanquantile(x, np.array([[0.1], [0.9]]), axis=1))


@program
def ma_nan_keepdims_every_function(np):
    x = np.array([[[1.0, np.nan], [3.0, 4.0]], [[np.nan, np.nan], [7.0, 8.0]]])
    for f in (np.nansum, np.nanprod, np.nanmean, np.nanvar, np.nanstd, np.nanmin, np.nanmax,
              np.nanmedian, np.nanargmin, np.nanargmax):
        attempt_rounded(f, x, axis=2, keepdims=True)
    for f in (np.nanmean, np.nanmedian, np.nanmax):
        attempt_rounded(f, x, axis=(0, 2), keepdims=True)
    attempt(np.nanargmax, x, axis=(0, 1))
    show_rounded(np.nanpercentile(x, 50, axis=(1, 2), keepdims=True))


@program
def ma_nan_where_all_false_and_int_where(np):
    x = np.array([[1.0, 2.0], [np.nan, 4.0]])
    none = np.zeros((2, 2), dtype=bool)
    show(np.nanmean(x, where=none))
    show(np.nansum(x, where=none))
    show(np.nanvar(x, axis=0, where=none))
    show(np.nanmax(x, where=none, initial=0.0))
    i = np.array([[1, 5], [7, 2]])
    show(np.nanmean(i, where=np.array([[True, False], [True, True]])))
    show(np.nanmin(i, axis=0, where=np.array([True, False]), initial=10))
    show(np.nanvar(i, axis=1, where=np.array([[True, True], [True, False]])))
    attempt(np.nanmedian, x, where=none)


@program
def ma_nan_bool_and_small_int_types(np):
    b = np.array([[True, False, True], [True, True, False]])
    show(np.nansum(b, axis=0))
    show(np.nanprod(b, axis=1))
    show(np.nanmean(b))
    show(np.nancumsum(b, axis=1))
    show(np.nanmax(b, axis=0))
    u = np.array([250, 10, 3], dtype=np.uint8)
    show(np.nansum(u))
    show(np.nancumsum(u))
    show(np.nanprod(np.array([16, 16], dtype=np.int8)))
    show(np.nanstd(u))
    show(np.nanmedian(np.array([1, 2, 3, 4], dtype=np.int16)))


@program
def ma_masked_nan_mixture_cleaning(np):
    # a sensor table with NaN gaps and sentinel codes, cleaned twice over
    raw = np.array([[20.1, np.nan, -9999.0], [21.4, 22.0, 23.1], [-9999.0, np.nan, 19.8]])
    m = np.ma.masked_invalid(np.ma.masked_values(raw, -9999.0))
    print(m)
    print(m.mean(axis=0), m.count(axis=0))
    clean = m.filled(np.nan)
    show(clean)
    show_rounded(np.nanmean(clean, axis=1))
    print(np.ma.masked_invalid(clean).std(axis=1).round(4))
    print(np.ma.notmasked_contiguous(m, axis=1))
