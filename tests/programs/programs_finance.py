"""Finance, time-series and statistics programs: returns and cumulative products, drawdowns,
rolling windows (cumsum, sliding_window_view), exponential moving averages, business days and
datetime64 ranges, resampling (reduceat, unique + bincount), ranking, percentiles and quantiles,
cov/corrcoef/average with weights, nan handling, searchsorted and interp on yield curves, polyfit
trends, portfolio algebra (@, einsum), seeded Monte Carlo simulations, money rounding and integer
cents, number formatting, and 0-d results used as Python numbers.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt_each as attempt, collection, show


PROGRAMS, program = collection()


def _prices(np):
    return np.array([100.0, 101.5, 99.8, 102.3, 104.1, 103.0, 98.7, 97.2, 99.9, 105.4, 106.0,
                     104.8])


# ---- returns -------------------------------------------------------------------------------------

@program
def fin_simple_and_log_returns(np):
    p = _prices(np)
    simple = p[1:] / p[:-1] - 1
    show(np.round(simple, 6))
    pct = np.diff(p) / p[:-1]
    print(np.allclose(simple, pct), np.round(pct * 100, 3))
    logr = np.diff(np.log(p))
    show(np.round(logr, 6))
    show(np.round(np.log1p(simple) - logr, 12))
    total = np.prod(1 + simple) - 1
    print(f"total return {total:.4%}", type(total).__name__)
    print(f"log total {np.round(np.sum(logr), 8)}  exp {np.round(np.expm1(logr.sum()), 8)}")
    ann = (1 + total) ** (252 / simple.size) - 1
    print(round(float(ann), 6), type(ann).__name__)
    print(np.round(np.std(simple, ddof=1) * np.sqrt(252), 6))
    ints = np.array([10, 12, 9, 15], dtype=np.int32)
    show(np.diff(ints))
    show(ints[1:] / ints[:-1] - 1)
    show(np.diff(ints.astype(np.float32)) / ints[:-1])
    show(np.diff(np.array([3, 1, 2], dtype=np.uint8)))
    show(np.diff(p, n=2)[:3].round(4))
    show(np.diff(p, prepend=p[0])[:3])
    show(np.diff(p, append=np.nan)[-2:])


@program
def fin_cumulative_wealth(np):
    r = np.array([0.02, -0.01, 0.015, -0.03, 0.04, 0.0, -0.005])
    wealth = np.cumprod(1 + r)
    show(np.round(wealth, 6))
    show(np.round(1000 * wealth, 2))
    lw = np.cumsum(np.log1p(r))
    show(np.round(np.exp(lw) - wealth, 12))
    show(np.cumprod(np.array([1, 2, 3, 4], dtype=np.int8)))
    show(np.cumprod(np.array([1, 2, 3, 4], dtype=np.int8), dtype=np.float32))
    show(np.cumsum(np.array([True, False, True])))
    show(np.cumsum(np.array([1, 2, 3], dtype=np.uint16)))
    show(np.cumulative_prod(1 + r[:3], include_initial=True).round(6))
    show(np.cumulative_sum(np.array([5, -2, 7]), include_initial=True))
    m = np.array([[0.01, 0.02], [-0.02, 0.01], [0.03, -0.01]])
    show(np.round(np.cumprod(1 + m, axis=0), 6))
    show(np.round(np.cumprod(1 + m, axis=1), 6))
    show(np.round(np.cumprod(1 + m), 6))
    out = np.empty(3)
    r2 = np.cumsum(r[:3], out=out)
    print(r2 is out, np.round(out, 6))


@program
def fin_drawdowns(np):
    p = _prices(np)
    peak = np.maximum.accumulate(p)
    dd = p / peak - 1
    show(np.round(dd, 6))
    trough = int(np.argmin(dd))
    start = int(np.argmax(p[:trough + 1]))
    print("max drawdown", f"{dd.min():.3%}", "from", start, "to", trough)
    rec = np.nonzero(p[trough:] >= peak[trough])[0]
    print("recovered at", trough + int(rec[0]) if rec.size else None)
    under = dd < 0
    edges = np.diff(under.astype(np.int8), prepend=0, append=0)
    starts = np.flatnonzero(edges == 1)
    ends = np.flatnonzero(edges == -1)
    show(starts)
    show(ends)
    show(ends - starts)
    print(int((ends - starts).max()))
    show(np.minimum.accumulate(p))
    m = np.stack([p, p[::-1]])
    show(np.maximum.accumulate(m, axis=1))
    show(np.argmax(np.maximum.accumulate(m, axis=1) - m, axis=1))
    show(np.fmax.accumulate(np.array([1.0, np.nan, 3.0, 2.0])))
    show(np.maximum.accumulate(np.array([1.0, np.nan, 3.0, 2.0])))
    show(np.maximum.accumulate(np.array([3, 1, 4, 1, 5], dtype=np.int16)))
    attempt(np.maximum.accumulate, np.float64(3.0))


@program
def fin_pct_change_periods(np):
    p = _prices(np)
    for k in (1, 3, 5):
        ch = np.full_like(p, np.nan)
        ch[k:] = p[k:] / p[:-k] - 1
        print(k, np.round(ch, 4)[:7], np.count_nonzero(np.isnan(ch)))
    monthly = p[::4]
    show(monthly)
    show(np.round(np.diff(monthly) / monthly[:-1], 5))
    show(np.round(np.ediff1d(p, to_begin=0.0)[:4], 4))
    show(np.ediff1d(np.array([1, 5, 2]), to_end=[9, 9]))
    attempt(np.ediff1d, np.array([1, 2, 3], dtype=np.int8), to_begin=1000)
    show(np.sign(np.diff(p)).astype(int))
    up = np.diff(p) > 0
    print("up days", up.sum(), "down days", (~up).sum(), "ratio", round(up.mean(), 4))


# ---- rolling windows -----------------------------------------------------------------------------

@program
def fin_rolling_by_cumsum(np):
    p = _prices(np)
    w = 3
    c = np.cumsum(np.insert(p, 0, 0.0))
    ma = (c[w:] - c[:-w]) / w
    show(np.round(ma, 6))
    c2 = np.cumsum(np.insert(p * p, 0, 0.0))
    var = (c2[w:] - c2[:-w]) / w - ma ** 2
    show(np.round(np.sqrt(np.maximum(var, 0)), 4))
    show(np.round(np.convolve(p, np.ones(w) / w, mode="valid"), 6))
    show(np.round(np.convolve(p, np.ones(w) / w, mode="same")[:3], 6))
    show(np.round(np.convolve(p, np.ones(w) / w, mode="full")[:3], 6))
    x = np.arange(10, dtype=np.int32)
    cs = np.cumsum(x, dtype=np.int64)
    show(cs[4:] - cs[:-4])
    show(np.insert(cs, 0, 0)[:3])


@program
def fin_sliding_window_stats(np):
    swv = np.lib.stride_tricks.sliding_window_view
    p = _prices(np)
    win = swv(p, 4)
    print(win.shape, win.flags.writeable, win.strides == (8, 8))
    show(np.round(win.mean(axis=1), 6))
    show(np.round(win.std(axis=1, ddof=1), 6))
    show(win.max(axis=-1))
    show(win.min(axis=-1))
    show(win.argmax(axis=1))
    show(np.round(np.median(win, axis=1), 4))
    show(np.round(np.ptp(win, axis=1), 4))
    m = np.arange(12.0).reshape(3, 4)
    show(swv(m, (2, 2)).sum(axis=(-1, -2)))
    show(swv(m, 2, axis=0).shape)
    show(swv(m, 3, axis=1)[..., 0])
    attempt(swv, p, 20)
    attempt(swv, p, (2, 2))
    attempt(swv, p, -1)
    try:
        win[0, 0] = 1.0
    except ValueError as e:
        print("ValueError", e)
    z = (p[3:] - win.mean(axis=1)) / win.std(axis=1)
    show(np.round(z, 4))


@program
def fin_rolling_max_drawdown_window(np):
    p = _prices(np)
    win = np.lib.stride_tricks.sliding_window_view(p, 5)
    peaks = np.maximum.accumulate(win, axis=1)
    dd = (win / peaks - 1).min(axis=1)
    show(np.round(dd, 6))
    best = int(dd.argmin())
    print(best, f"{dd[best]:+.4f}", p[best:best + 5])
    hi = np.lib.stride_tricks.sliding_window_view(p, 3).max(axis=1)
    lo = np.lib.stride_tricks.sliding_window_view(p, 3).min(axis=1)
    show(np.round((p[2:] - lo) / (hi - lo), 4))
    rng_ = np.where(hi - lo == 0, np.nan, hi - lo)
    show(np.round(rng_, 2))


# ---- moving averages -----------------------------------------------------------------------------

@program
def fin_ema_loop_zero_d(np):
    p = _prices(np)
    alpha = 2 / (5 + 1)
    ema = np.empty_like(p)
    ema[0] = p[0]
    for i in range(1, p.size):
        ema[i] = alpha * p[i] + (1 - alpha) * ema[i - 1]
    show(np.round(ema, 6))
    s = p[0]
    for x in p[1:]:
        s = alpha * x + (1 - alpha) * s
    print(type(s).__name__, round(float(s), 6), np.round(s, 6) == np.round(ema[-1], 6))
    f32 = p.astype(np.float32)
    e = f32[0]
    for x in f32[1:]:
        e = np.float32(alpha) * x + np.float32(1 - alpha) * e
    print(type(e).__name__, np.round(e, 3))
    e2 = f32[0]
    for x in f32[1:4]:
        e2 = alpha * x + (1 - alpha) * e2
    print(type(e2).__name__, np.round(e2, 3))
    n = np.arange(p.size)
    wts = (1 - alpha) ** n[::-1]
    show(np.round(np.sum(wts * p) / np.sum(wts), 6))


@program
def fin_ema_frompyfunc_accumulate(np):
    p = _prices(np)
    alpha = 0.4
    ema_u = np.frompyfunc(lambda prev, x: alpha * x + (1 - alpha) * prev, 2, 1)
    print(ema_u.nin, ema_u.nout, ema_u.nargs, ema_u.identity)
    acc = ema_u.accumulate(p, dtype=object)
    print(acc.dtype, acc.shape)
    show(np.round(acc.astype(np.float64), 6))
    red = ema_u.reduce(p)
    print(type(red).__name__, round(red, 6))
    show(np.round(ema_u.accumulate(p.reshape(3, 4), axis=1, dtype=object).astype(float), 4))
    add_o = np.frompyfunc(lambda a, b: a + b, 2, 1)
    show(add_o.accumulate(np.array([1, 2, 3], dtype=object)))
    show(add_o(np.array([1, 2]), 3))
    show(add_o.outer(np.array([1, 2]), np.array([10, 20])))
    attempt(ema_u.accumulate, p.reshape(3, 4), axis=2)
    vec = np.vectorize(lambda x: round(x, 1), otypes=[float])
    show(vec(p[:4]))


# ---- business days -------------------------------------------------------------------------------

@program
def fin_trading_calendar(np):
    hol = np.array(["2024-01-01", "2024-01-15", "2024-02-19", "2024-03-29", "2024-05-27"],
                   dtype="datetime64[D]")
    start, end = np.datetime64("2024-01-01"), np.datetime64("2024-06-01")
    n = np.busday_count(start, end, holidays=hol)
    print(n, type(n).__name__, int(n))
    days = np.arange(start, end, dtype="datetime64[D]")
    mask = np.is_busday(days, holidays=hol)
    trading = days[mask]
    print(trading.size, trading[:3], trading[-1])
    print(trading.size == n)
    months = trading.astype("datetime64[M]")
    u, counts = np.unique(months, return_counts=True)
    for m, c in zip(u, counts):
        print(m, int(c))
    show(np.busday_count(u.astype("datetime64[D]"), (u + 1).astype("datetime64[D]"),
                         holidays=hol))
    show(np.busday_count("2024-01-01", "2024-01-08", weekmask="Mon Tue Wed Thu Fri Sat"))
    show(np.busday_count("2024-01-10", "2024-01-01"))
    show(np.busday_count(np.datetime64("2024-01-01"), np.datetime64("2024-02-01"),
                         weekmask=[1, 1, 1, 1, 0, 0, 0]))


@program
def fin_busday_offset_rolls(np):
    hol = ["2024-12-25", "2024-12-26", "2025-01-01"]
    dates = np.array(["2024-12-21", "2024-12-24", "2024-12-25", "2024-12-31", "2024-11-30",
                      "2024-08-31"], dtype="datetime64[D]")
    for roll in ("forward", "following", "backward", "preceding", "modifiedfollowing",
                 "modifiedpreceding"):
        print(roll, np.busday_offset(dates, 0, roll=roll, holidays=hol))
    attempt(np.busday_offset, dates, 0, holidays=hol)
    attempt(np.busday_offset, dates, 1, roll="raise", holidays=hol)
    attempt(np.busday_offset, dates[1], 1, roll="nearest")
    show(np.busday_offset("2024-12-24", np.array([1, 2, 5, -1]), holidays=hol))
    show(np.busday_offset(np.datetime64("2024-12-24"), 1, holidays=hol))
    settle = np.busday_offset(dates[1:4], 2, roll="forward", holidays=hol)
    show(settle)
    show((settle - dates[1:4]).astype(int))
    show(np.busday_offset("2024-12-24", 0, weekmask="0000011", roll="forward"))
    attempt(np.busday_offset, "2024-12-24", 1, weekmask="0000000")
    attempt(np.busday_offset, "NaT", 3)
    show(np.busday_offset(np.datetime64("NaT"), 3, roll="forward"))


@program
def fin_is_busday_weekmasks(np):
    days = np.arange("2024-03-25", "2024-04-08", dtype="datetime64[D]")
    hol = np.array(["2024-03-29", "2024-04-01"], dtype="datetime64[D]")
    show(np.is_busday(days, holidays=hol).astype(int))
    show(np.is_busday(days, weekmask="Sun Mon Tue Wed Thu", holidays=hol))
    show(np.is_busday(days, weekmask=np.array([1, 1, 1, 1, 0, 0, 1], dtype=bool)))
    cal = np.busdaycalendar(weekmask="1111100", holidays=hol)
    print(cal.weekmask, cal.holidays)
    show(np.is_busday(days, busdaycal=cal).sum())
    attempt(np.is_busday, days, weekmask="1111100", busdaycal=cal)
    out = np.zeros(days.shape, dtype=bool)
    r = np.is_busday(days, out=out)
    print(r is out, out.sum())
    show(np.is_busday(np.datetime64("2024-03-30")))
    attempt(np.is_busday, np.datetime64("2024-03-30T10:00"))
    attempt(np.is_busday, "not a date")
    wd = (days.astype("datetime64[D]").astype(np.int64) - 4) % 7
    show(wd)


@program
def fin_datetime_ranges(np):
    d = np.arange("2024-01-29", "2024-02-05", dtype="datetime64[D]")
    show(d)
    show(np.arange("2024-01", "2024-06", 2, dtype="datetime64[M]"))
    show(np.arange(np.datetime64("2024-01-01T09:30"), np.datetime64("2024-01-01T10:00"),
                   np.timedelta64(10, "m")))
    ws = d - ((d.astype(np.int64) - 4) % 7)
    show(ws)
    show(np.datetime64("2024-02-29") + np.timedelta64(365, "D"))
    q = np.array(["2024-02-15", "2024-05-01", "2024-11-30"], dtype="datetime64[D]")
    months = q.astype("datetime64[M]").astype(int) % 12
    quarter = months // 3 + 1
    show(quarter)
    qstart = (q.astype("datetime64[Y]").astype("datetime64[M]")
              + (quarter - 1) * 3)
    show(qstart)
    show((q - q.astype("datetime64[Y]")).astype(int) + 1)
    show(np.diff(q))
    show(np.diff(q).astype("timedelta64[W]"))
    show(np.datetime_as_string(q, unit="M"))
    show(np.linspace(0, 1, 3) * np.timedelta64(10, "D").astype(float))
    attempt(np.arange, "2024-01-01", "2024-01-03")
    attempt(np.arange, np.datetime64("2024-01-01"), 5, dtype="datetime64[D]")
    show(np.datetime64("2024-01-31") + np.arange(3))


# ---- resampling ----------------------------------------------------------------------------------

@program
def fin_resample_reduceat(np):
    days = np.arange("2024-01-01", "2024-03-15", 5, dtype="datetime64[D]")
    vol = (np.arange(days.size) * 37 % 11 + 1).astype(np.int64)
    month = days.astype("datetime64[M]")
    starts = np.flatnonzero(np.r_[True, month[1:] != month[:-1]])
    show(starts)
    show(np.add.reduceat(vol, starts))
    show(np.maximum.reduceat(vol, starts))
    show(np.minimum.reduceat(vol.astype(float), starts))
    show(np.add.reduceat(vol, starts) / np.diff(np.r_[starts, vol.size]))
    show(np.add.reduceat(vol, [0, 3, 3, 7]))
    show(np.add.reduceat(vol, [5, 2]))
    attempt(np.add.reduceat, vol, [0, 100])
    attempt(np.add.reduceat, vol, starts.reshape(1, -1))
    attempt(np.add.reduceat, vol, starts[0])
    attempt(np.add.reduceat, vol, None)
    m = vol.reshape(3, 5)
    show(np.add.reduceat(m, [0, 2], axis=1))
    show(np.add.reduceat(m, [0, 1], axis=0))
    show(np.multiply.reduceat(np.array([1.0, 2.0, 3.0, 4.0]), [0, 2]))
    show(np.add.reduceat(vol, starts, dtype=np.float32))


@program
def fin_resample_unique_bincount(np):
    t = np.array(["2024-01-03", "2024-01-17", "2024-02-02", "2024-02-28", "2024-02-29",
                  "2024-04-01", "2024-01-09"], dtype="datetime64[D]")
    amt = np.array([120.5, 80.25, 42.0, 10.0, 99.99, 7.5, 30.0])
    keys, inv, cnt = np.unique(t.astype("datetime64[M]"), return_inverse=True, return_counts=True)
    show(keys)
    show(inv)
    show(cnt)
    total = np.bincount(inv, weights=amt)
    show(np.round(total, 2))
    show(np.round(total / cnt, 4))
    show(np.bincount(inv, minlength=6))
    for k, v in zip(keys, total):
        print(str(k), f"{v:10.2f}")
    first = np.full(keys.size, -1)
    np.minimum.at(first, inv, np.arange(t.size)[::-1])
    show(first)
    order = np.argsort(inv, kind="stable")
    show(order)
    show(np.split(amt[order], np.cumsum(cnt)[:-1]))
    idx = np.unique(inv, return_index=True)[1]
    show(idx)
    mx = np.full(keys.size, -np.inf)
    np.maximum.at(mx, inv, amt)
    show(mx)
    attempt(np.bincount, inv, weights=amt[:3])
    attempt(np.bincount, np.array([-1, 2]))
    attempt(np.bincount, [[0, 1], [1, 1]])
    show(np.bincount(np.array([], dtype=np.intp), weights=np.array([])))


@program
def fin_ohlc_bars(np):
    ticks = np.array([10.0, 10.2, 10.1, 10.5, 10.4, 10.3, 10.9, 11.0, 10.7, 10.8, 10.6, 10.65])
    bar = np.arange(ticks.size) // 4
    starts = np.flatnonzero(np.diff(bar, prepend=-1))
    o = ticks[starts]
    h = np.maximum.reduceat(ticks, starts)
    lo = np.minimum.reduceat(ticks, starts)
    c = ticks[np.r_[starts[1:] - 1, ticks.size - 1]]
    ohlc = np.column_stack([o, h, lo, c])
    print(np.array2string(ohlc, precision=2, floatmode="fixed"))
    rng = h - lo
    print(np.round(rng, 3), rng.dtype)
    tr = np.maximum(h[1:] - lo[1:], np.maximum(abs(h[1:] - c[:-1]), abs(lo[1:] - c[:-1])))
    show(np.round(tr, 4))
    typical = ohlc[:, 1:].mean(axis=1)
    show(np.round(typical, 4))
    print(ohlc.shape, ohlc.dtype, ohlc.flags.c_contiguous)


# ---- ranking -------------------------------------------------------------------------------------

@program
def fin_ranking_returns(np):
    r = np.array([0.05, -0.02, 0.05, 0.10, -0.02, 0.0, 0.03])
    order = np.argsort(r, kind="stable")
    ranks = np.argsort(order, kind="stable")
    show(order)
    show(ranks)
    show(np.argsort(-r, kind="stable"))
    desc = np.empty_like(order)
    desc[np.argsort(-r, kind="stable")] = np.arange(r.size)
    show(desc)
    u, inv, cnt = np.unique(r, return_inverse=True, return_counts=True)
    dense = inv + 1
    show(dense)
    cum = np.cumsum(cnt)
    avg_rank = (cum - (cnt - 1) / 2)[inv]
    show(avg_rank)
    show(np.round(ranks / (r.size - 1), 4))
    top3 = np.argpartition(-r, 3)[:3]
    show(np.sort(top3))
    show(np.sort(r)[::-1][:3])
    m = np.array([[3.0, 1.0, 2.0], [0.5, 0.7, 0.1]])
    show(m.argsort(axis=1).argsort(axis=1))
    show(np.argsort(m, axis=None))


@program
def fin_lexsort_ties(np):
    sector = np.array(["tech", "bank", "tech", "bank", "energy", "tech"])
    ret = np.array([0.05, 0.02, 0.05, 0.03, -0.01, 0.07])
    mcap = np.array([300, 150, 500, 150, 90, 120])
    idx = np.lexsort((mcap, ret, sector))
    show(idx)
    for i in idx:
        print(sector[i], ret[i], mcap[i])
    show(np.lexsort((-mcap, -ret)))
    show(np.lexsort(np.vstack([ret, mcap])))
    show(np.lexsort((ret,)))
    attempt(np.lexsort, (ret, mcap[:3]))
    show(np.lexsort(np.array([[1, 1, 0], [0, 0, 0]]), axis=0))
    attempt(np.lexsort, ())
    rec = np.rec.fromarrays([sector, ret, mcap], names="sector,ret,mcap")
    show(np.argsort(rec, order=["sector", "mcap"]))


# ---- percentiles ---------------------------------------------------------------------------------

@program
def fin_var_quantile_methods(np):
    r = np.array([-0.031, 0.012, -0.004, 0.021, -0.018, 0.007, 0.0, -0.045, 0.016, 0.003])
    methods = ["inverted_cdf", "averaged_inverted_cdf", "closest_observation",
               "interpolated_inverted_cdf", "hazen", "weibull", "linear", "median_unbiased",
               "normal_unbiased", "lower", "higher", "midpoint", "nearest"]
    for m in methods:
        q = np.quantile(r, [0.05, 0.5, 0.99], method=m)
        pc = np.percentile(r, 5, method=m)
        print(f"{m:26s}", np.round(q, 6), round(float(pc), 6), q.dtype)
    var95 = -np.percentile(r, 5)
    es = -r[r <= -var95].mean()
    print(f"VaR {var95:.5f} ES {es:.5f}")
    attempt(np.quantile, r, 0.5, method="bogus")
    attempt(np.quantile, r, 1.5)
    attempt(np.percentile, r, -1)
    show(np.quantile(np.arange(10, dtype=np.int32), 0.3, method="lower"))
    show(np.quantile(np.arange(10, dtype=np.int32), 0.3))
    show(np.quantile(np.arange(10, dtype=np.float32), 0.3))
    show(np.percentile(np.arange(10, dtype=np.float32), np.float32(30)))


@program
def fin_quantile_axes_and_weights(np):
    r = np.arange(24.0).reshape(4, 6) % 7 - 3
    show(np.percentile(r, [25, 75], axis=0))
    show(np.percentile(r, 50, axis=1, keepdims=True))
    show(np.quantile(r, 0.5, axis=(0, 1)))
    show(np.quantile(r, np.array([[0.1], [0.9]]), axis=1).shape)
    w = np.array([1.0, 2.0, 1.0, 0.5, 0.5, 3.0])
    show(np.quantile(r[0], 0.5, weights=w, method="inverted_cdf"))
    show(np.percentile(r, 50, axis=1, weights=w, method="inverted_cdf"))
    attempt(np.quantile, r[0], 0.5, weights=w)
    attempt(np.quantile, r[0], 0.5, weights=-w, method="inverted_cdf")
    out = np.empty(6)
    res = np.median(r, axis=0, out=out)
    print(res is out, out)
    show(np.nanpercentile(np.where(r > 2, np.nan, r), 50, axis=0))
    show(np.nanquantile(np.array([np.nan, np.nan]), 0.5))


# ---- covariance and averages ---------------------------------------------------------------------

@program
def fin_cov_corr_options(np):
    R = np.array([[0.01, -0.02, 0.015, 0.003, -0.007],
                  [0.02, -0.01, 0.010, 0.000, -0.012],
                  [-0.005, 0.004, 0.001, 0.006, 0.002]])
    show(np.round(np.cov(R), 8))
    show(np.round(np.cov(R.T, rowvar=False), 8))
    show(np.round(np.cov(R, bias=True), 8))
    show(np.round(np.cov(R, ddof=0), 8))
    show(np.round(np.cov(R, ddof=3), 8))
    fw = np.array([1, 2, 1, 1, 3])
    aw = np.array([0.5, 1.0, 1.0, 2.0, 0.5])
    show(np.round(np.cov(R, fweights=fw), 8))
    show(np.round(np.cov(R, aweights=aw), 8))
    show(np.round(np.cov(R, fweights=fw, aweights=aw), 8))
    show(np.round(np.cov(R[0], R[1]), 8))
    show(np.round(np.cov(R[0]), 10))
    show(np.round(np.corrcoef(R), 6))
    show(np.round(np.corrcoef(R[0], R[2]), 6))
    show(np.round(np.corrcoef(R.T, rowvar=False), 6))
    attempt(np.cov, R, fweights=np.array([1.5, 1, 1, 1, 1]))
    attempt(np.cov, R, fweights=-fw)
    attempt(np.cov, R, aweights=-aw)
    attempt(np.cov, R, fweights=fw[:3])
    attempt(np.cov, R, ddof=1.5)
    show(np.cov(R, dtype=np.float32).dtype)
    show(np.cov(np.array([[1, 2, 3]], dtype=np.int64)))
    attempt(np.cov, R[:, :1])
    attempt(np.corrcoef, np.array([1.0, 1.0, 1.0]), np.array([1.0, 2.0, 3.0]))


@program
def fin_weighted_average_returned(np):
    price = np.array([10.0, 10.5, 10.2, 10.8])
    vol = np.array([100, 250, 50, 400])
    vwap = np.average(price, weights=vol)
    print(type(vwap).__name__, round(float(vwap), 6))
    avg, wsum = np.average(price, weights=vol, returned=True)
    print(np.round(avg, 6), wsum, type(wsum).__name__)
    m = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    show(np.average(m, axis=1, weights=[1, 0, 1]))
    show(np.average(m, axis=0, weights=[3, 1]))
    a, s = np.average(m, axis=1, weights=[1, 2, 3], returned=True)
    show(np.round(a, 6))
    show(s)
    a, s = np.average(m, returned=True)
    print(a, s, type(s).__name__)
    show(np.average(m, axis=1, weights=[1, 2, 3], keepdims=True).round(4))
    attempt(np.average, m, weights=[1, 2])
    attempt(np.average, m, axis=1, weights=[1, -1, 0])
    attempt(np.average, m, weights=np.ones((3, 2)))
    show(np.average(np.array([1, 2, 3], dtype=np.int32), weights=[1, 1, 2]))
    show(np.average(np.array([1, 2], dtype=np.float32), weights=np.array([1, 3], np.float32)))
    a, s = np.average(np.array([1, 2], dtype=np.float32), returned=True)
    print(a.dtype, s.dtype)


# ---- missing data --------------------------------------------------------------------------------

@program
def fin_nan_price_series(np):
    p = np.array([100.0, np.nan, 101.0, 102.5, np.nan, np.nan, 99.0, 100.5])
    print(np.isnan(p).sum(), np.round(np.nanmean(p), 6), np.round(np.nanstd(p), 6))
    idx = np.where(~np.isnan(p), np.arange(p.size), 0)
    np.maximum.accumulate(idx, out=idx)
    ffill = p[idx]
    show(ffill)
    ok = ~np.isnan(p)
    lin = np.interp(np.arange(p.size), np.flatnonzero(ok), p[ok])
    show(np.round(lin, 4))
    r = np.diff(p) / p[:-1]
    show(np.round(np.nan_to_num(r), 6))
    show(np.nancumsum(r).round(6))
    show(np.nancumprod(1 + r).round(6))
    show(np.round(np.nan_to_num(r, nan=-1.0, posinf=9.0), 6))
    show(np.nan_to_num(np.array([np.inf, -np.inf, np.nan], dtype=np.float32)))
    show(np.nan_to_num(np.array([1 + np.nan * 1j])))
    show(np.nanmin(p), )
    show(np.nanargmax(p))
    show(np.nanmedian(p))
    show(np.nanvar(p, ddof=1).round(6))
    show(np.nansum(np.array([np.nan, np.nan])))
    show(np.nanprod(np.array([np.nan, 2.0])))
    r2 = np.array([[np.nan, np.nan], [1.0, 2.0]])
    show(np.nanmean(r2, axis=1))
    attempt(np.nanargmin, r2, axis=1)
    show(np.nanmax(r2, axis=0))


@program
def fin_masks_and_filters(np):
    r = np.array([0.01, np.nan, -0.03, 0.25, np.inf, -0.02, 0.005])
    finite = np.isfinite(r)
    print(finite, np.isinf(r).nonzero()[0], np.isnan(r).any())
    clean = r[finite]
    mu, sd = clean.mean(), clean.std()
    z = (clean - mu) / sd
    show(np.round(z, 5))
    show(clean[np.abs(z) < 1.5])
    show(np.clip(r, -0.05, 0.05))
    show(np.where(np.isnan(r), 0.0, r))
    w = np.ma.masked_invalid(r)
    print(np.round(w.mean(), 6), w.count())
    print(np.count_nonzero(r > 0), np.sum(r > 0), (r > 0).mean())
    print(np.any(r > 1), np.all(r[finite] < 1))
    show(np.isnan(np.array([1, 2])))
    attempt(np.isnan, np.array(["a"]))
    show(np.signbit(np.array([-0.0, 0.0, -np.nan])))


# ---- lookup and interpolation --------------------------------------------------------------------

@program
def fin_searchsorted_brackets(np):
    brackets = np.array([0, 11000, 44725, 95375, 182100, 231250, 578125])
    rates = np.array([0.10, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37])
    incomes = np.array([0, 11000, 11001, 50000, 600000, 95375.5])
    for side in ("left", "right"):
        i = np.searchsorted(brackets, incomes, side=side)
        print(side, i, i.dtype)
    k = np.searchsorted(brackets, incomes, side="right") - 1
    show(rates[k])
    tax = np.zeros(incomes.shape)
    for j in range(brackets.size):
        lo = brackets[j]
        hi = brackets[j + 1] if j + 1 < brackets.size else np.inf
        tax += np.clip(incomes - lo, 0, hi - lo) * rates[j]
    show(np.round(tax, 2))
    show(np.searchsorted(brackets, 44725))
    show(np.searchsorted(brackets, 44725, side="right"))
    show(np.searchsorted(brackets[::-1], 1000, sorter=np.argsort(brackets[::-1])))
    attempt(np.searchsorted, brackets, 5, side="middle")
    attempt(np.searchsorted, brackets, 5, sorter=[0, 1])
    show(np.digitize(incomes, brackets))
    show(np.digitize(incomes, brackets, right=True))
    show(np.searchsorted(np.array([1.0, np.nan]), np.array([np.nan, 2.0])))


@program
def fin_yield_curve_interp(np):
    tenors = np.array([0.25, 0.5, 1, 2, 5, 10, 30])
    ylds = np.array([5.30, 5.25, 5.00, 4.60, 4.20, 4.25, 4.45]) / 100
    ask = np.array([0.1, 0.25, 0.75, 3, 7, 20, 40])
    y = np.interp(ask, tenors, ylds)
    show(np.round(y * 100, 4))
    show(np.round(np.interp(ask, tenors, ylds, left=np.nan, right=-1.0), 6))
    df = np.exp(-y * ask)
    show(np.round(df, 6))
    fwd = -np.diff(np.log(df)) / np.diff(ask)
    show(np.round(fwd, 6))
    show(np.interp(2.5, tenors, ylds))
    print(type(np.interp(2.5, tenors, ylds)).__name__)
    show(np.interp([1, 2], [1, 2], [10, 20]))
    show(np.interp(np.float32(1.5), [1, 2], [10, 20]))
    show(np.interp(1.5, [1, 2], [1 + 1j, 2 + 2j]))
    attempt(np.interp, 1.0, [1, 2, 3], [1, 2])
    attempt(np.interp, 1.0, [], [])
    show(np.interp(370, [0, 90, 180, 270], [1.0, 2.0, 3.0, 4.0], period=360))
    zc = np.interp(np.log(ask), np.log(tenors), ylds)
    show(np.round(zc, 6))


@program
def fin_polyfit_trend(np):
    t = np.arange(12.0)
    p = _prices(np)
    slope, icpt = np.polyfit(t, p, 1)
    print(f"slope {slope:.6f} intercept {icpt:.6f}")
    fit = np.polyval([slope, icpt], t)
    resid = p - fit
    print(np.round(resid, 4))
    c, (ssr, rank, sv, rcond) = np.polyfit(t, p, 2, full=True)[0], np.polyfit(t, p, 2, full=True)[1:]
    print(np.round(c, 6), np.round(ssr, 6), rank, np.round(sv, 6), rcond)
    c, cov = np.polyfit(t, np.log(p), 1, cov=True)
    print(np.round(c, 6), np.round(np.sqrt(np.diag(cov)), 8))
    c, cov = np.polyfit(t, np.log(p), 1, cov="unscaled")
    print(np.round(cov, 8))
    cw = np.polyfit(t, p, 1, w=np.linspace(0.5, 1.5, 12))
    show(np.round(cw, 6))
    cm = np.polyfit(t, np.column_stack([p, p[::-1]]), 1)
    show(np.round(cm, 6))
    attempt(np.polyfit, t, p[:5], 1)
    attempt(np.polyfit, t, p, -1)
    attempt(np.polyfit, t[:2], p[:2], 1, cov=True)
    poly = np.polynomial.Polynomial.fit(t, p, 1)
    show(np.round(poly.convert().coef, 6))


# ---- portfolios ----------------------------------------------------------------------------------

@program
def fin_portfolio_algebra(np):
    mu = np.array([0.08, 0.12, 0.05])
    cov = np.array([[0.04, 0.006, 0.002], [0.006, 0.09, 0.004], [0.002, 0.004, 0.01]])
    w = np.array([0.5, 0.3, 0.2])
    ret = w @ mu
    var = w @ cov @ w
    print(type(ret).__name__, np.round(ret, 6), np.round(var, 8), np.round(np.sqrt(var), 6))
    print(np.round(np.einsum("i,ij,j->", w, cov, w), 8))
    print(np.round(np.einsum("i,i", w, mu), 6))
    for opt in (False, True, "optimal"):
        v = np.einsum("i,ij,j", w, cov, w, optimize=opt)
        print(opt, type(v).__name__, repr(np.round(v, 8)), f"{float(v):.6f}")
    show(np.einsum("i,j->", w, mu, optimize=True).round(6))
    W = np.array([[0.5, 0.3, 0.2], [1 / 3, 1 / 3, 1 / 3], [0.0, 0.0, 1.0]])
    show(np.round(W @ mu, 6))
    show(np.round(np.einsum("pi,ij,pj->p", W, cov, W), 8))
    show(np.round(np.diag(W @ cov @ W.T), 8))
    mrc = cov @ w / np.sqrt(var)
    show(np.round(w * mrc, 6))
    print(np.isclose((w * mrc).sum(), np.sqrt(var)))
    inv = np.linalg.inv(cov)
    ones = np.ones(3)
    gmv = inv @ ones / (ones @ inv @ ones)
    show(np.round(gmv, 6))
    tan = np.linalg.solve(cov, mu - 0.03)
    show(np.round(tan / tan.sum(), 6))
    attempt(np.matmul, w, np.ones((2, 2)))
    attempt(np.einsum, "ij,j->i", cov, np.ones(2))
    show(np.einsum("ti,i->t", np.ones((4, 3)) * 0.01, w))
    show(np.vecdot(W, mu).round(6))


@program
def fin_rebalancing_loop(np):
    rets = np.array([[0.02, -0.01, 0.005], [0.01, 0.03, 0.0], [-0.04, 0.02, 0.002],
                     [0.03, -0.02, 0.001]])
    target = np.array([0.6, 0.3, 0.1])
    hold = target * 10000.0
    for t, r in enumerate(rets):
        hold = hold * (1 + r)
        value = hold.sum()
        drift = hold / value - target
        if np.abs(drift).max() > 0.01:
            trades = target * value - hold
            print(t, "rebalance", np.round(trades, 2), f"{value:,.2f}")
            hold = target * value
        else:
            print(t, "hold", np.round(drift, 4), f"{value:,.2f}")
    print(np.round(hold, 2), hold.dtype)
    shares = np.floor(hold / np.array([101.25, 47.8, 9.99]))
    print(shares, shares.astype(np.int64), int(shares.sum()))


@program
def fin_efficient_frontier_grid(np):
    mu = np.array([0.06, 0.10])
    sd = np.array([0.10, 0.20])
    rho = -0.3
    cov = np.outer(sd, sd) * np.array([[1, rho], [rho, 1]])
    w1 = np.linspace(0, 1, 11)
    W = np.column_stack([w1, 1 - w1])
    er = W @ mu
    vol = np.sqrt(np.einsum("ni,ij,nj->n", W, cov, W))
    show(np.round(er, 4))
    show(np.round(vol, 6))
    i = int(np.argmin(vol))
    print(i, round(float(w1[i]), 2), f"{vol[i]:.4f}")
    sharpe = (er - 0.02) / vol
    j = sharpe.argmax()
    print(type(j).__name__, j, np.round(sharpe[j], 5))
    grid = np.meshgrid(np.linspace(0, 1, 3), np.linspace(0, 1, 3), indexing="ij")
    show(np.stack(grid, axis=-1).reshape(-1, 2))


# ---- simulation ----------------------------------------------------------------------------------

@program
def fin_gbm_monte_carlo(np):
    rng = np.random.default_rng(42)
    s0, mu, sigma, dt, n, paths = 100.0, 0.05, 0.2, 1 / 252, 5, 4
    z = rng.standard_normal((paths, n))
    incr = (mu - 0.5 * sigma ** 2) * dt + sigma * np.sqrt(dt) * z
    s = s0 * np.exp(np.cumsum(incr, axis=1))
    s = np.hstack([np.full((paths, 1), s0), s])
    print(np.round(s, 4))
    payoff = np.maximum(s[:, -1] - 100.0, 0)
    print(np.round(payoff, 6), np.round(np.exp(-mu * n * dt) * payoff.mean(), 6))
    ln = rng.lognormal(mean=0.0, sigma=0.1, size=5)
    print(np.round(ln, 6), ln.dtype)
    nr = rng.normal(loc=[0, 10], scale=[1, 2], size=(2, 2))
    print(np.round(nr, 6))
    f32 = rng.standard_normal(3, dtype=np.float32)
    print(f32.dtype, np.round(f32, 4))
    u = rng.uniform(-1, 1, 3)
    print(np.round(u, 6))
    attempt(rng.normal, 0, -1)
    attempt(rng.lognormal, 0, [1, -1])
    print(np.round(rng.normal(), 6), type(rng.normal()).__name__)


@program
def fin_bootstrap_resampling(np):
    rng = np.random.default_rng(7)
    r = np.round(rng.normal(0.001, 0.02, 30), 5)
    print(r[:5])
    idx = rng.choice(r.size, size=(5, r.size), replace=True)
    means = r[idx].mean(axis=1)
    print(np.round(means, 6))
    print(rng.choice(["AAPL", "MSFT", "GOOG", "AMZN"], size=3, replace=False))
    print(rng.choice(5, 3, p=[0.1, 0.2, 0.3, 0.2, 0.2]))
    print(rng.choice(np.arange(10), size=4, replace=False, shuffle=False))
    print(rng.permutation(6))
    print(rng.permutation(np.array([[1, 2], [3, 4], [5, 6]])))
    print(rng.permutation(np.array([[1, 2], [3, 4], [5, 6]]), axis=1))
    attempt(rng.choice, 3, 5, replace=False)
    attempt(rng.choice, 3, p=[0.5, 0.5, 0.5])
    attempt(rng.choice, [], 1)
    x = np.arange(8)
    rng.shuffle(x)
    print(x)
    blocks = np.lib.stride_tricks.sliding_window_view(r, 5)
    pick = rng.integers(0, blocks.shape[0], size=3)
    print(pick, np.round(blocks[pick].sum(axis=1), 5))


@program
def fin_var_simulation_seeds(np):
    seeds = [0, 1, 2]
    res = {}
    for sd in seeds:
        g = np.random.default_rng(sd)
        pnl = 1e6 * g.normal(0.0005, 0.015, 1000)
        v = -np.percentile(pnl, 1)
        res[sd] = round(float(v), 2)
    print(res)
    ss = np.random.SeedSequence(123)
    kids = [np.random.default_rng(s) for s in ss.spawn(2)]
    print([np.round(k.standard_normal(2), 6) for k in kids])
    g = np.random.default_rng(5)
    a = g.normal(size=3)
    g2 = np.random.default_rng(5)
    print(np.array_equal(a, g2.normal(size=3)))
    t = g.standard_t(5, size=3)
    print(np.round(t, 6))
    print(np.round(g.exponential(2.0, 3), 6))
    print(g.poisson(3.0, 4), g.binomial(10, 0.3, 4))
    print(np.round(g.multivariate_normal([0, 0], [[1, 0.5], [0.5, 1]], size=2), 6))


# ---- money ---------------------------------------------------------------------------------------

@program
def fin_money_rounding(np):
    x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1.005, 0.125])
    show(np.round(x))
    show(np.round(x, 2))
    show(np.around(x, 1))
    show(np.round(np.array([1234.5, 1250.0, 1350.0, -1250.0]), -2))
    show(np.around(np.array([123456, 150, 250, -250]), -2))
    show(np.round(np.array([15, 25, 35], dtype=np.int8), -1))
    show(np.round(np.array([127], dtype=np.int8), -1))
    show(np.round(np.array([1, 2], dtype=np.uint8), 2))
    show(np.floor(x))
    show(np.ceil(x))
    show(np.trunc(x))
    show(np.fix(x))
    show(np.rint(x))
    show(np.fix(np.array([3, -3])))
    show(np.floor(np.array([3, -3], dtype=np.int16)))
    show(np.round(np.float32(2.675), 2))
    print(round(np.float64(2.5)), round(np.float64(2.675), 2), type(round(np.float64(2.5))))
    print(round(np.float32(0.125), 2), type(round(np.float32(0.125), 2)).__name__)
    show(np.round(np.array([1.5 + 2.5j]), 0))
    out = np.empty(3, dtype=np.int64)
    attempt(np.round, x[:3], out=out)
    attempt(np.floor, x[:3], out=out)
    show(np.round(np.array([0.1 + 0.2, 0.3]), 15))


@program
def fin_integer_cents(np):
    cents = np.array([1999, -1999, 250, -250, 0, -1], dtype=np.int64)
    show(cents // 100)
    show(cents % 100)
    q, r = np.divmod(cents, 100)
    show(q)
    show(r)
    show(np.floor_divide(cents, -100))
    show(np.remainder(cents, -100))
    show(np.fmod(cents, 100))
    for c in cents:
        d, m = divmod(c, 100)
        print(f"{'-' if c < 0 else ''}${abs(int(c)) // 100}.{abs(int(c)) % 100:02d}", d, m,
              type(d).__name__)
    total = cents.sum()
    per = np.full(3, total // 3)
    per[: total % 3] += 1
    print(total, per, per.sum() == total)
    show(np.array([7, -7], dtype=np.int8) // np.int8(2))
    show(np.array([7, -7], dtype=np.int16) % 3)
    show(np.floor_divide(np.array([5], np.int32), 0))
    show(np.remainder(np.array([5], np.int32), 0))
    show(np.divmod(np.array([5.5, -5.5]), 2))
    show(np.array([-7.0]) // 0.0)
    dollars = np.array([19.99, 0.1, 0.2])
    show(np.round(dollars * 100).astype(np.int64))
    show((dollars * 100).astype(np.int64))


@program
def fin_float_formatting(np):
    x = np.float64(1234567.891)
    print(np.format_float_positional(x, precision=2))
    print(np.format_float_positional(x, precision=2, unique=False))
    print(np.format_float_positional(np.float32(0.1), precision=10, unique=False))
    print(np.format_float_positional(0.5, trim="-"), np.format_float_positional(0.5, trim="."),
          np.format_float_positional(1.0, trim="0"), np.format_float_positional(1.0, trim="k"))
    print(np.format_float_positional(1.0, trim="-"), np.format_float_positional(12.0, pad_left=6))
    print(np.format_float_positional(-0.000123, precision=3, fractional=False))
    print(np.format_float_positional(1.25, precision=1, sign=True))
    print(np.format_float_scientific(x, precision=3), np.format_float_scientific(0.00012, exp_digits=3))
    attempt(np.format_float_positional, np.array([1.0]))
    attempt(np.format_float_positional, 1.0, precision=-1)
    vals = np.array([1234.5, -0.25, 1e6, 3.14159])
    print(np.array2string(vals, precision=2, separator=", "))
    print(np.array2string(vals, formatter={"float_kind": lambda v: f"${v:,.2f}"}))
    print(np.array2string(vals, floatmode="fixed", precision=3, suppress_small=True))
    print(np.array2string(vals, sign="+", precision=1))
    print(np.array2string(np.array([0.0001, 1000.0]), suppress_small=True))
    print(np.array2string(np.array([1e-10, 1.0]), suppress_small=False))
    print(np.array2string(np.arange(12.0), threshold=5, edgeitems=2))
    print(np.array2string(np.array([[1.5, 2], [3, 4]]), prefix="pnl = "))
    print(np.array2string(np.array([1, 22, 333]), max_line_width=8))
    print(np.array_str(vals, precision=1), np.array_repr(vals.astype(np.float32), precision=2))
    print(np.array_repr(vals.sum()), np.array_repr(vals.max(), precision=1))
    attempt(np.array_str, vals.mean())
    with np.printoptions(precision=2, floatmode="fixed"):
        print(vals, np.float64(2.0) / 3)
    print(repr(np.float64(0.1) * 3), str(np.float32(0.1) * 3))
    px = vals.max()
    wire = px.byteswap()
    print(repr(px), repr(wire), repr(wire.byteswap()), px.tobytes() == vals[2].tobytes())
    attempt(px.byteswap, inplace=True)


@program
def fin_zero_d_as_python_numbers(np):
    p = _prices(np)
    last = p[-1]
    mean = p.mean()
    print(f"{last:.2f} {mean:>10.3f} {mean:e} {last:,.1f} {last!r}")
    print(f"{p.sum():_.2f} {np.int64(1234567):,} {np.int32(42):05d} {np.uint8(7):b}")
    print(f"{np.float32(1.5):8.3f}|{np.float16(2.5):g}|{np.int16(-3):+d}")
    print(int(last), int(mean), float(p.max()), round(mean, 2), round(mean))
    print(type(round(mean, 2)).__name__, type(round(mean)).__name__, type(int(last)).__name__)
    if p[-1] > p[0]:
        print("up", p[-1] - p[0] > 5)
    book = {}
    for k in np.arange(3):
        book[k] = int(k) * 10
    print(book, book[1], 1 in book, np.int64(2) in book)
    counts = dict(zip(*np.unique(np.array([3, 1, 3, 2, 3]), return_counts=True)))
    print(counts, counts[3], type(list(counts)[0]).__name__)
    arr0 = np.array(2.5)
    print(arr0 + 1, float(arr0), f"{arr0:.3f}", int(np.array(7)), range(np.array(3))[-1])
    print(bool(np.float64(0.0)), bool(np.array([1.0])), np.int64(5) / 2, np.int64(5) // 2)
    print(max(p[0], p[1]), min(np.float32(1.0), 2), sum(np.arange(4)), abs(np.float64(-2.5)))
    attempt(int, np.array([1, 2]))
    attempt(float, np.array([]))
    print("{:.3%}".format(np.float64(0.12345)), "%.2f" % np.float32(1.005), "%d" % np.int8(-5))
    print(np.float64(3.0).is_integer(), np.float64(2.5).as_integer_ratio(), np.int64(10).item().bit_length())
    print(hash(np.float64(1.5)) == hash(1.5), hash(np.int32(3)) == hash(3))


# ---- more statistics -----------------------------------------------------------------------------

@program
def fin_risk_metrics(np):
    r = np.array([0.012, -0.008, 0.004, -0.021, 0.017, 0.003, -0.011, 0.009, 0.0, 0.006])
    rf = 0.0001
    ex = r - rf
    sharpe = ex.mean() / ex.std(ddof=1) * np.sqrt(252)
    down = np.minimum(ex, 0)
    sortino = ex.mean() / np.sqrt((down ** 2).mean()) * np.sqrt(252)
    print(round(float(sharpe), 6), round(float(sortino), 6))
    bench = np.array([0.01, -0.005, 0.002, -0.015, 0.012, 0.004, -0.009, 0.007, 0.001, 0.004])
    c = np.cov(r, bench)
    beta = c[0, 1] / c[1, 1]
    alpha = r.mean() - beta * bench.mean()
    print(np.round(beta, 6), np.round(alpha, 8))
    te = np.std(r - bench, ddof=1)
    print(np.round(te, 8), np.round((r - bench).mean() / te, 6))
    hit = np.mean(r > 0)
    print(hit, type(hit).__name__)
    sk = ((r - r.mean()) ** 3).mean() / r.std() ** 3
    ku = ((r - r.mean()) ** 4).mean() / r.var() ** 2 - 3
    print(np.round(sk, 6), np.round(ku, 6))
    print(np.round(np.var(r, ddof=1), 10), np.round(np.std(r, mean=r.mean()), 10))
    attempt(np.std, r, ddof=10)
    attempt(np.var, r[:1], ddof=1)
    show(np.std(r.reshape(2, 5), axis=1, ddof=1, keepdims=True).round(8))
    show(np.mean(r.astype(np.float32)).dtype)
    show(np.mean(np.array([1, 2, 3], dtype=np.int8)))
    show(np.mean(np.array([1, 2, 3], dtype=np.int8), dtype=np.float32))


@program
def fin_histogram_of_returns(np):
    rng = np.random.default_rng(3)
    r = np.round(rng.normal(0, 0.01, 200), 6)
    counts, edges = np.histogram(r, bins=8)
    print(counts, np.round(edges, 5))
    dens, _ = np.histogram(r, bins=8, density=True)
    print(np.round(dens, 3), np.round((dens * np.diff(edges)).sum(), 10))
    c2, e2 = np.histogram(r, bins=[-0.03, -0.01, 0, 0.01, 0.03])
    print(c2, e2)
    c3, e3 = np.histogram(r, bins="sturges")
    print(c3.size, np.round(e3[[0, -1]], 6))
    c4, _ = np.histogram(r, bins=5, range=(-0.01, 0.01), weights=np.abs(r))
    print(np.round(c4, 6))
    print(np.round(np.histogram_bin_edges(r, bins=4), 6))
    attempt(np.histogram, r, bins=3, range=(1, 0))
    attempt(np.histogram, np.array([1.0, np.nan]), bins=2)
    cdf = np.cumsum(counts) / counts.sum()
    print(np.round(cdf, 4))


@program
def fin_autocorrelation(np):
    r = np.array([0.01, -0.02, 0.015, 0.005, -0.01, 0.02, -0.005, 0.0, 0.012, -0.008])
    x = r - r.mean()
    acf = np.correlate(x, x, mode="full")[x.size - 1:] / (x @ x)
    show(np.round(acf[:4], 6))
    lag1 = np.corrcoef(r[:-1], r[1:])[0, 1]
    print(np.round(lag1, 6))
    show(np.round(np.correlate(r, np.array([1.0, -1.0]), mode="valid"), 6))
    show(np.round(np.correlate(r[:3], r[:2], mode="same"), 6))
    attempt(np.correlate, r, np.array([]))
    show(np.correlate(np.array([1 + 1j, 2]), np.array([1j, 1])))
    roll = np.roll(r, 1)
    roll[0] = np.nan
    show(np.round(roll[:3], 3))
    lb = r.size * (r.size + 2) * np.sum(acf[1:4] ** 2 / (r.size - np.arange(1, 4)))
    print(np.round(lb, 6))


@program
def fin_loan_amortization(np):
    principal, rate, n = 250000.0, 0.065 / 12, 360
    pmt = principal * rate / (1 - (1 + rate) ** -n)
    print(f"payment {pmt:,.2f}", np.round(pmt, 2))
    k = np.arange(1, 13)
    bal = principal * (1 + rate) ** k - pmt * ((1 + rate) ** k - 1) / rate
    show(np.round(bal, 2))
    interest = np.diff(np.r_[principal, bal]) + pmt
    show(np.round(interest, 2))
    show(np.round(pmt - interest, 2))
    cf = np.r_[-principal, np.full(n, pmt)]
    t = np.arange(cf.size)
    npv = lambda r_: np.sum(cf / (1 + r_) ** t)  # noqa: E731
    print(np.round(npv(rate), 4), np.round(npv(0.005), 2))
    lo, hi = 0.0001, 0.05
    for _ in range(60):
        mid = (lo + hi) / 2
        if npv(mid) > 0:
            lo = mid
        else:
            hi = mid
    print(np.round(mid * 12, 8))
    roots = np.roots([1.0, -2.1, 1.1])
    print(np.round(np.sort(roots.real), 6))
    print(np.round(np.polyval(np.array([1.0, 1.0, 1.0]), 1.05), 6))


@program
def fin_fx_cross_rates(np):
    ccy = np.array(["USD", "EUR", "GBP", "JPY"])
    usd = np.array([1.0, 1.085, 1.27, 0.0067])
    cross = usd[:, None] / usd[None, :]
    print(np.array2string(cross, precision=4, suppress_small=True, max_line_width=120))
    print(np.allclose(cross * cross.T, 1.0), np.round(np.diag(cross), 12))
    i, j = np.unravel_index(np.argmax(cross), cross.shape)
    print(ccy[i], ccy[j], np.round(cross[i, j], 2), type(i).__name__)
    tri = cross[0, 1] * cross[1, 2] * cross[2, 0]
    print(np.round(tri, 12), np.isclose(tri, 1.0))
    amounts = np.array([100, 250, 1000, 50000])
    show(np.round(amounts * usd, 2))
    idx = {c: n for n, c in enumerate(ccy)}
    print(idx["GBP"], np.round(cross[idx["GBP"], idx["JPY"]], 4))
    show(np.where(ccy == "EUR")[0])
    show(np.char.add(ccy, "/USD"))
    show(np.isin(ccy, ["EUR", "CHF"]))


@program
def fin_timedelta_holding_periods(np):
    buy = np.array(["2024-01-05", "2024-02-10", "2024-03-01", "NaT"], dtype="datetime64[D]")
    sell = np.array(["2024-03-05", "2024-02-11", "2025-03-01", "2024-05-01"],
                    dtype="datetime64[D]")
    hold = sell - buy
    show(hold)
    show(hold.astype("timedelta64[h]"))
    show(hold / np.timedelta64(1, "D"))
    show(hold // np.timedelta64(7, "D"))
    show(hold % np.timedelta64(7, "D"))
    print(np.isnat(hold), np.nanmax(hold[:3]), hold[:3].mean())
    yrs = hold[:3].astype(float) / 365.25
    show(np.round(yrs, 6))
    long_term = hold > np.timedelta64(365, "D")
    show(long_term)
    show(np.busday_count(buy[:3], sell[:3]))
    attempt(np.busday_count, buy, sell)
    show(np.sort(hold))
    show(np.argsort(hold))
    print(hold[1] < hold[0], int(hold[0].astype(int)), str(hold[1]))
    show(np.timedelta64(90, "D") * 1.5)
    attempt(lambda: np.timedelta64(1, "M") + np.timedelta64(1, "D"))


@program
def fin_order_book_matching(np):
    bid_px = np.array([99.5, 99.7, 99.6, 99.7, 99.4])
    bid_qty = np.array([100, 200, 150, 50, 300])
    ask_px = np.array([99.8, 99.9, 99.7, 100.1])
    ask_qty = np.array([120, 80, 60, 500])
    bo = np.lexsort((np.arange(bid_px.size), -bid_px))
    ao = np.lexsort((np.arange(ask_px.size), ask_px))
    show(bo)
    show(ao)
    show(bid_px[bo])
    show(np.cumsum(bid_qty[bo]))
    levels, inv = np.unique(-bid_px, return_inverse=True)
    depth = np.bincount(inv, weights=bid_qty)
    show(-levels)
    show(depth)
    spread = ask_px.min() - bid_px.max()
    print(np.round(spread, 4), np.round((ask_px.min() + bid_px.max()) / 2, 4))
    mid = (ask_px.min() + bid_px.max()) / 2
    print(f"{mid:.3f}", spread > 0, np.isclose(spread, 0.0))
    crossed = bid_px[:, None] >= ask_px[None, :]
    show(crossed)
    show(np.argwhere(crossed))
    fill = np.minimum(bid_qty[:, None], ask_qty[None, :]) * crossed
    show(fill)
    print(fill.sum(), fill.dtype)


@program
def fin_performance_table(np):
    names = np.array(["Alpha", "Beta", "Gamma"])
    rets = np.array([[0.02, 0.01, -0.01, 0.03], [0.00, 0.015, 0.02, -0.005],
                     [-0.01, -0.02, 0.05, 0.01]])
    tot = np.prod(1 + rets, axis=1) - 1
    vol = rets.std(axis=1, ddof=1)
    dt = np.dtype([("name", "U8"), ("ret", "f8"), ("vol", "f8")])
    table = np.empty(3, dtype=dt)
    table["name"] = names
    table["ret"] = tot
    table["vol"] = vol
    table = np.sort(table, order="ret")[::-1]
    for row in table:
        print(f"{row['name']:<8}{row['ret']:>9.4%}{row['vol']:>9.5f}")
    print(table.dtype.names, table.shape, table["name"])
    best = table[np.argmax(table["ret"] / table["vol"])]
    print(best["name"], type(best).__name__)
    print(np.round(np.corrcoef(rets), 4))
    show(np.round(table["ret"], 6))
    show(np.argsort(table, order=("vol",)))
