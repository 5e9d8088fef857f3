"""Data-analysis notebook programs: datetime64/timedelta64 arithmetic and the busday functions,
structured and record arrays, string arrays (np.char, np.strings, StringDType), histograms,
bincount and digitize, unique with its returns, lexsort/argsort kinds and searchsorted, set
operations, nan-functions, boolean selection, where/select/piecewise, group-by idioms (argsort and
split, ufunc.at, reduceat), printing options and array2string, and 0-d results used as Python
scalars.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt_each as attempt, collection, show


PROGRAMS, program = collection()


# ---- dates and durations -------------------------------------------------------------------------

@program
def nb_datetime_units_and_casts(np):
    t = np.array(["2024-03-31T23:59:59", "2024-04-01T00:00:30", "NaT"], dtype="datetime64[s]")
    show(t)
    show(t.astype("datetime64[D]"))
    show(t.astype("datetime64[M]"))
    show(t.astype("datetime64[Y]"))
    show(t.astype("datetime64[ms]"))
    show(t.astype("M8[h]"))
    show(t.astype("int64"))
    show(t.astype(str))
    show(np.datetime_as_string(t, unit="m"))
    show(np.datetime_as_string(t[:2], unit="D"))
    show(np.datetime_data(t.dtype))
    show(np.datetime64("2024-02") + np.arange(3))
    show(np.datetime64("2024", "D"))
    show(np.array("2024-05-06", dtype="M8") + np.timedelta64(36, "h"))
    attempt(np.datetime64, "2024-13-01")
    attempt(lambda: np.datetime64("2024-01-01") + np.timedelta64(1, "M"))
    attempt(lambda: np.array(["2024-01"], "M8[M]") + np.timedelta64(1, "D"))


@program
def nb_timedelta_reductions(np):
    starts = np.array(["2024-05-01T09:00", "2024-05-01T13:15", "2024-05-02T08:30",
                       "2024-05-02T22:10"], dtype="datetime64[m]")
    ends = starts + np.array([95, 40, 600, 125], dtype="timedelta64[m]")
    dur = ends - starts
    show(dur)
    show(dur.sum())
    show(dur.mean())
    show(dur.max() - dur.min())
    show(np.median(dur.astype(np.int64)))
    show(dur // np.timedelta64(1, "h"))
    show(dur % np.timedelta64(1, "h"))
    show(dur / np.timedelta64(30, "m"))
    show(dur.astype("timedelta64[h]"))
    show(np.abs(-dur))
    show(np.sort(dur)[::-1])
    show(np.cumsum(dur))
    show(dur * 2)
    show(dur * 1.5)
    attempt(lambda: dur * dur)
    attempt(lambda: dur + starts[0])
    show(np.divmod(dur, np.timedelta64(1, "h")))
    total = dur.sum()
    print(f"{total}", str(total), int(total / np.timedelta64(1, "m")))
    show(dur.mean(dtype=float))
    show(np.mean(dur.reshape(2, 2), axis=1, dtype=np.float32))
    attempt(np.average, dur, weights=[1, 2, 3, 4])
    attempt(np.linspace, dur[0], dur[2], 3)


@program
def nb_datetime_nat_handling(np):
    d = np.array(["2024-01-05", "NaT", "2024-01-02", "2024-01-09", "NaT"], dtype="datetime64[D]")
    show(np.isnat(d))
    show(np.sort(d))
    show(np.argsort(d))
    show(d.min())
    show(d.max())
    show(np.nanmin(d))
    show(np.nanmax(d))
    show(d[~np.isnat(d)].min())
    show(d == d)
    show(d != d)
    show(d > np.datetime64("2024-01-03"))
    show(np.diff(d))
    show(np.unique(d))
    show(np.maximum(d, np.datetime64("2024-01-04")))
    show(np.fmax(d, np.datetime64("2024-01-04")))
    show(np.unique(d, equal_nan=False))
    show(np.unique(d, equal_nan=False, return_counts=True))
    print(np.array_equal(d, d.copy()), np.array_equal(d, d.copy(), equal_nan=True),
          np.array_equal(d, np.arange(5)), np.array_equiv(d[:1], d[0]))
    attempt(np.digitize, d[:1], d[[2, 0]])
    td = np.array([1, -2, "NaT"], dtype="m8[D]")
    show(td)
    show(np.isnat(td))
    show(np.sign(td[:2]))
    waits = np.array([[30, "NaT", 45, 10], [5, "NaT", "NaT", 20], ["NaT"] * 4], dtype="m8[m]")
    import warnings
    with warnings.catch_warnings():
        # (NumPy 2.5's nanmedian makes a NaT of the generic unit itself and warns about it)
        warnings.filterwarnings("ignore", "The 'generic' unit", DeprecationWarning)
        show(np.nanmedian(waits, axis=1))
    show(np.nanpercentile(waits, [25, 75], axis=1))
    show(np.median(waits, axis=1))
    show(np.nanmax(waits, axis=1))
    show(np.nanquantile(d, 0.5, method="nearest"))
    attempt(np.isnat, np.array([1.0]))


@program
def nb_busday_functions(np):
    holidays = ["2024-01-01", "2024-01-15", "2024-02-19"]
    days = np.arange("2024-01-01", "2024-01-15", dtype="datetime64[D]")
    show(np.is_busday(days))
    show(np.is_busday(days, holidays=holidays))
    show(np.is_busday(days, weekmask="1111100"))
    show(np.is_busday(days, weekmask="Mon Wed Fri"))
    show(np.busday_offset("2024-01-05", 1))
    show(np.busday_offset("2024-01-06", 0, roll="forward"))
    show(np.busday_offset("2024-01-06", 0, roll="backward"))
    show(np.busday_offset("2024-01-06", 0, roll="modifiedfollowing"))
    show(np.busday_offset(["2024-01-12", "2024-02-16"], 1, holidays=holidays))
    show(np.busday_offset("2024-01-31", [-3, 0, 3], roll="preceding"))
    attempt(np.busday_offset, "2024-01-06", 1)
    show(np.busday_count("2024-01-01", "2024-03-01", holidays=holidays))
    show(np.busday_count(["2024-01-01", "2024-02-01"], ["2024-02-01", "2024-03-01"]))
    show(np.busday_count("2024-03-01", "2024-01-01"))
    cal = np.busdaycalendar(weekmask="1111011", holidays=holidays + ["2024-01-01"])
    show(cal.weekmask)
    show(cal.holidays)
    show(np.busday_offset("2024-01-11", np.arange(4), busdaycal=cal))
    attempt(np.busday_offset, "2024-01-12", 1, busdaycal=cal)
    attempt(np.busdaycalendar, weekmask="11111")
    attempt(np.is_busday, days, weekmask="Foo")


@program
def nb_month_end_and_calendar(np):
    months = np.arange("2024-01", "2024-07", dtype="datetime64[M]")
    month_start = months.astype("datetime64[D]")
    month_end = (months + 1).astype("datetime64[D]") - 1
    show(month_start)
    show(month_end)
    show((month_end - month_start + 1).astype(int))
    years = months.astype("datetime64[Y]").astype(int) + 1970
    mnum = months.astype(int) % 12 + 1
    show(years)
    show(mnum)
    weekday = (month_start.astype("datetime64[D]").view("int64") + 3) % 7
    show(weekday)
    show(np.busday_offset(month_end, 0, roll="backward"))
    print([f"{str(m)}: {int(n)} days" for m, n in zip(months, (month_end - month_start + 1)
                                                        .astype(int))][:3])
    q = (mnum - 1) // 3 + 1
    show(q)
    leap = np.array([1900, 2000, 2023, 2024])
    is_leap = (np.array([f"{y}-03-01" for y in leap], dtype="M8[D]")
               - np.array([f"{y}-02-28" for y in leap], dtype="M8[D]")).astype(int) == 2
    show(is_leap)


@program
def nb_datetime_binning(np):
    ts = np.array(["2024-06-01T00:10", "2024-06-01T00:50", "2024-06-01T01:05",
                   "2024-06-01T03:59", "2024-06-01T04:00", "2024-06-01T02:30"],
                  dtype="datetime64[m]")
    val = np.array([1.0, 2.0, 4.0, 8.0, 16.0, 32.0])
    hour = ts.astype("datetime64[h]")
    show(hour)
    u, inv = np.unique(hour, return_inverse=True)
    show(u)
    show(inv)
    show(np.bincount(inv, weights=val))
    edges = np.arange("2024-06-01T00", "2024-06-01T06", 2, dtype="datetime64[h]")
    show(edges)
    show(np.searchsorted(edges, ts, side="right") - 1)
    show(np.digitize(ts.astype(np.int64), edges.astype("datetime64[m]").astype(np.int64)))
    order = np.argsort(ts)
    show(ts[order])
    show(np.diff(ts[order]).astype(int))
    show(np.datetime64("2024-06-01T00:00") + np.timedelta64(15, "m") * np.arange(4))
    show(np.linspace(0, 60, 4).astype("timedelta64[m]"))


# ---- structured and record arrays ----------------------------------------------------------------

@program
def nb_structured_field_ops(np):
    dt = np.dtype([("city", "U8"), ("pop", "i8"), ("area", "f4"), ("coords", "f8", (2,))])
    t = np.array([("Oslo", 709000, 454.0, (59.9, 10.7)),
                  ("Bergen", 286000, 465.3, (60.4, 5.3)),
                  ("Tromso", 77000, 2521.0, (69.6, 18.9))], dtype=dt)
    show(t["pop"])
    show(t["coords"])
    show(t["coords"][:, 0])
    density = t["pop"] / t["area"]
    show(density.round(1))
    show(t[["city", "pop"]])
    show(t[["city", "pop"]].dtype)
    show(t[np.argmax(density)]["city"])
    print(t[0], type(t[0]).__name__, t[0]["city"], t[0][1])
    print(t.dtype.names, t.dtype.fields["area"], t.dtype["coords"].shape, t.itemsize)
    t["area"] *= 2
    show(t["area"])
    t[1] = ("Bodo", 52000, 1395.0, (67.3, 14.4))
    show(t["city"])
    attempt(lambda: t["missing"])
    attempt(lambda: t[["city", "nope"]])
    print(t.tolist()[0])
    show(np.zeros(2, dtype=dt)[0])


@program
def nb_structured_sort_and_search(np):
    dt = [("team", "U6"), ("pts", "i4"), ("gd", "i4")]
    league = np.array([("red", 30, 5), ("blue", 33, -2), ("green", 30, 9), ("gold", 33, 4),
                       ("white", 12, -20)], dtype=dt)
    show(np.sort(league, order="pts"))
    show(np.sort(league, order=["pts", "gd"])[::-1]["team"])
    show(np.argsort(league, order=["pts", "team"]))
    show(np.sort(league, order="team")["team"])
    by_pts = np.sort(league["pts"])
    show(np.searchsorted(by_pts, [12, 30, 31, 40]))
    show(np.lexsort((league["gd"], league["pts"])))
    show(league[np.lexsort((-league["gd"], -league["pts"]))]["team"])
    attempt(np.sort, league, order="nope")
    show(np.unique(league["pts"], return_counts=True))
    league.sort(order="gd")
    show(league["team"])
    show(np.sort(league, axis=None, order="team")["pts"])


@program
def nb_recarray_usage(np):
    r = np.rec.fromrecords([(1, "a", 0.5), (2, "bb", 1.5), (3, "ccc", 2.5)],
                           names="id,label,x")
    show(r.id)
    show(r.label)
    show(r.x.sum())
    print(type(r).__name__, r.dtype)
    print(r[1], r[1].label, r[1].x)
    r.x = r.x * 10
    show(r.x)
    show(r[r.x > 10].id)
    a = np.rec.fromarrays([np.arange(3), np.array([1.5, 2.5, 3.5])], names=["i", "v"])
    show(a.v)
    show(a.dtype)
    b = np.rec.array([(1, 2.0), (3, 4.0)], dtype=[("p", "i2"), ("q", "f4")])
    show(b.p)
    show(b.q.dtype)
    plain = np.array([(5, 6.0)], dtype=[("p", "i2"), ("q", "f4")])
    rv = plain.view(np.recarray)
    show(rv.q)
    attempt(lambda: r.nope)


@program
def nb_structured_from_columns(np):
    names = np.array(["ana", "ben", "cy", "dee"])
    ages = np.array([34, 27, 45, 27])
    score = np.array([81.5, 92.25, 77.0, 88.0])
    tbl = np.empty(4, dtype=[("name", names.dtype), ("age", ages.dtype), ("score", "f8")])
    tbl["name"] = names
    tbl["age"] = ages
    tbl["score"] = score
    show(tbl)
    show(tbl[tbl["age"] == 27])
    show(tbl[["age", "score"]][1:3])
    young = tbl["age"] < 30
    print(young.sum(), tbl["score"][young].mean(), tbl["name"][~young])
    arr2d = np.column_stack([tbl["age"], tbl["score"]])
    show(arr2d)
    show(tbl.copy()[::-1]["name"])
    show(np.concatenate([tbl[:1], tbl[-1:]]))
    same = np.array([(1, 2.0)], dtype=[("a", "i4"), ("b", "f8")])
    other = np.array([(1, 2.0)], dtype=[("a", "i4"), ("b", "f8")])
    show(same == other)
    print(np.array_equal(same, other), np.array_equiv(same, other), np.array_equal(tbl, tbl))
    pairs = np.array([(1, 2), (3, 4)], dtype=[("lo", "i4"), ("hi", "i4")])
    show(pairs.view(("i4", 2)))
    show(pairs.view(("i4", 2)).sum(axis=1))
    attempt(pairs.view, ("i4", 3))
    show(tbl["score"].astype(np.float32))
    show(np.rec.fromarrays([names, ages], names="n,a").a)


# ---- strings -------------------------------------------------------------------------------------

@program
def nb_string_cleaning(np):
    raw = np.array(["  Alice ", "BOB", "charlie  ", " dave", "Eve"])
    clean = np.char.strip(raw)
    show(clean)
    show(np.char.lower(clean))
    show(np.char.title(np.char.lower(clean)))
    show(np.char.ljust(clean, 8, "."))
    show(np.char.rjust(clean, 8))
    show(np.char.swapcase(clean))
    show(np.char.isupper(clean))
    show(np.char.islower(clean))
    show(np.char.str_len(raw) - np.char.str_len(clean))
    show(np.char.lstrip(raw))
    show(np.char.rstrip(raw))
    show(np.char.strip(np.array(["xxhixx", "xhx"]), "x"))
    show(np.char.endswith(clean, "e"))
    show(np.char.rfind(clean, "a"))
    show(np.char.index(np.array(["abc", "cab"]), "b"))
    attempt(np.char.index, np.array(["abc", "xyz"]), "b")
    show(np.char.partition(np.array(["key=value", "novalue"]), "="))
    show(np.char.rsplit(np.array(["a,b,c"]), ",", 1))
    show(np.char.mod("%05.1f", np.array([3.14159, 2.5])))
    show(np.char.encode(np.array(["abc"]), "ascii"))
    print(np.array_equal(clean, np.char.strip(raw)), np.array_equal(clean, raw),
          np.array_equiv(clean[:1], "Alice"))


@program
def nb_strings_module(np):
    s = np.array(["data-2024.csv", "report.TXT", "notes", "img_01.png"])
    show(np.strings.endswith(s, ".csv"))
    show(np.strings.find(s, "."))
    show(np.strings.rfind(s, "."))
    show(np.strings.replace(s, ".", "_"))
    show(np.strings.replace(s, ".", "_", 0))
    show(np.strings.upper(s))
    show(np.strings.slice(s, 0, 4)) if hasattr(np.strings, "slice") else print("no slice")
    show(np.strings.partition(s, "."))
    show(np.strings.rpartition(s, "."))
    show(np.strings.count(s, "t"))
    show(np.strings.isalpha(s))
    show(np.strings.isalnum(np.array(["ab1", "a b", ""])))
    show(np.strings.isnumeric(np.array(["12", "1.5", "٣"])))
    show(np.strings.isdecimal(np.array(["12", "x"])))
    show(np.strings.isspace(np.array([" ", "", "\t\n"])))
    show(np.strings.add(s, np.array(["!", "?", "", "."])))
    show(np.strings.multiply(np.array(["ab", "c"]), np.array([2, 0])))
    show(np.strings.expandtabs(np.array(["a\tb"]), 4))
    show(np.strings.zfill(np.array(["-7", "42", "+3"]), 4))
    show(np.strings.strip(np.array([" a ", "b"])))
    attempt(np.strings.add, np.array(["a"]), np.array([1]))
    attempt(np.strings.upper, np.array([1, 2]))


@program
def nb_stringdtype(np):
    if not hasattr(np.dtypes, "StringDType"):
        print("no StringDType")
        return
    S = np.dtypes.StringDType()
    a = np.array(["apple", "a much longer string than usual", "kiwi"], dtype=S)
    print(a.dtype, a.shape, a.itemsize)
    show(np.strings.str_len(a))
    show(np.strings.upper(a))
    show(np.sort(a))
    show(a == "kiwi")
    show(a + "!")
    show(a.astype("U5"))
    show(np.array(["3", "14"], dtype=S).astype(np.int64))
    show(np.array([1.5, 2], dtype=S))
    n = np.array(["x", np.nan, "y"], dtype=np.dtypes.StringDType(na_object=np.nan))
    print(n, np.isnan(n))
    show(np.unique(np.array(["b", "a", "b"], dtype=S)))
    show(np.char.find(a, "i"))


@program
def nb_string_numbers_roundtrip(np):
    x = np.array([0.1, 2.5, -3.0, 1e10, 1e-7])
    s = x.astype(str)
    show(s)
    show(s.astype(float))
    show(np.array(["1", "2", "3"]).astype(np.int8))
    attempt(lambda: np.array(["1.5"]).astype(int))
    attempt(lambda: np.array(["abc"]).astype(float))
    show(np.array([True, False]).astype("U5"))
    show(np.array(["True", "False", ""]).astype(bool))
    show(np.array([1, 22, 333]).astype("S2"))
    show(np.array([b"12", b"7"]).astype(np.int32))
    show(np.char.decode(np.array([b"abc", b"xy"])))
    show(np.array(["a", "bb"]).astype("S"))
    show(np.array([12345], dtype="U3"))
    show(np.array(["2024-01-02", "2024-03-04"]).astype("M8[D]"))
    show(np.array(["1+2j"]).astype(complex))


@program
def nb_string_grouping(np):
    cat = np.array(["fruit", "veg", "fruit", "dairy", "veg", "fruit"])
    price = np.array([1.2, 0.5, 2.0, 3.1, 0.8, 0.4])
    keys, inv, counts = np.unique(cat, return_inverse=True, return_counts=True)
    show(keys)
    show(inv)
    show(counts)
    totals = np.bincount(inv, weights=price)
    for k, t, c in zip(keys, totals, counts):
        print(f"{k:>6s} total={t:.2f} n={c} mean={t / c:.3f}")
    show(dict(zip(keys.tolist(), np.round(totals, 2).tolist())))
    show(np.isin(cat, ["veg", "dairy"]))
    show(cat[np.argsort(cat, kind="stable")])
    show(np.char.add(np.char.upper(keys), np.char.mod("=%d", counts)))
    attempt(np.max, keys)
    show(np.char.count(np.array(["banana"]), "an"))


# ---- histograms and binning ----------------------------------------------------------------------

@program
def nb_histogram_reports(np):
    rng = np.random.default_rng(7)
    data = np.round(rng.normal(50, 12, 200), 1)
    counts, edges = np.histogram(data, bins=8, range=(0, 100))
    show(counts)
    show(edges)
    for lo, hi, c in zip(edges[:-1], edges[1:], counts):
        print(f"[{lo:5.1f}, {hi:5.1f}) {'#' * int(c // 4)}")
    dens, _ = np.histogram(data, bins=edges, density=True)
    print(np.round(dens, 6), float((dens * np.diff(edges)).sum()))
    show(np.histogram(data, bins="sturges")[0])
    show(np.histogram_bin_edges(data, bins="fd").size)
    show(np.histogram([1, 2, 2, 3, 3, 3], bins=[1, 2, 3])[0])
    show(np.histogram(np.array([], dtype=float), bins=3))
    w = np.arange(6)
    show(np.histogram([1, 2, 2, 3, 3, 3], bins=3, weights=w))
    attempt(np.histogram, [1, 2, np.nan], bins=3)
    attempt(np.histogram, [1, 2, 3], bins=[3, 2, 1])
    attempt(np.histogram, [1, 2, 3], bins=-1)


@program
def nb_histogram2d_heatmap(np):
    rng = np.random.default_rng(11)
    x = rng.integers(0, 10, 60)
    y = rng.integers(0, 5, 60)
    H, xe, ye = np.histogram2d(x, y, bins=[5, 5], range=[[0, 10], [0, 5]])
    show(H)
    show(xe)
    show(ye)
    print(H.sum(), H.dtype, H.argmax(), np.unravel_index(H.argmax(), H.shape))
    H2, _, _ = np.histogram2d(x, y, bins=(np.array([0, 3, 10]), 2), density=True)
    show(np.round(H2, 6))
    Hd, edges = np.histogramdd(np.column_stack([x, y]), bins=(2, 2))
    show(Hd)
    show(edges)
    show(np.histogram2d([0.5], [0.5], bins=1))
    attempt(np.histogram2d, x, y[:5])


@program
def nb_bincount_digitize(np):
    ages = np.array([3, 17, 18, 25, 40, 65, 70, 0, 99])
    bins = np.array([0, 18, 35, 65])
    idx = np.digitize(ages, bins)
    show(idx)
    show(np.digitize(ages, bins, right=True))
    show(np.digitize(ages, bins[::-1]))
    show(np.bincount(idx))
    show(np.bincount(idx, minlength=8))
    labels = np.array(["?", "child", "young", "adult", "senior"])
    show(labels[idx])
    show(np.bincount(np.array([], dtype=np.int64)))
    show(np.bincount(np.array([2, 2, 5]), weights=np.array([0.5, 0.25, 1])))
    attempt(np.bincount, np.array([1, -1]))
    attempt(np.bincount, np.array([1.5, 2]))
    attempt(np.bincount, np.array([[1, 2]]))
    attempt(np.digitize, ages, np.array([3, 1, 2]))
    show(np.digitize(np.array([1.5, np.nan, -np.inf]), np.array([0.0, 1.0, 2.0])))
    show(np.searchsorted(bins, ages, side="right"))


# ---- unique / sorting / set ops ------------------------------------------------------------------

@program
def nb_unique_all_returns(np):
    x = np.array([4, 1, 4, 4, 7, 1, 9, 7])
    u, first, inv, cnt = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
    show(u)
    show(first)
    show(inv)
    show(cnt)
    print(np.array_equal(u[inv], x), u[cnt == cnt.max()], int(u[np.argmax(cnt)]))
    m = np.array([[1, 2], [3, 4], [1, 2], [0, 0]])
    ur, ir, cr = np.unique(m, axis=0, return_inverse=True, return_counts=True)
    show(ur)
    show(ir)
    show(cr)
    show(np.unique(m, axis=1))
    show(np.unique(np.array([[2, 1], [1, 2]]), return_inverse=True))
    r = np.unique_all(x)
    print(type(r).__name__, r.values, r.indices, r.inverse_indices, r.counts)
    show(np.unique_counts(np.array([3.0, np.nan, 3.0, np.nan])))
    show(np.unique_inverse(np.array([[5, 5], [6, 5]])))
    show(np.unique_values(np.array([True, False, True])))
    show(np.unique(np.array([1.0, np.nan, np.nan]), equal_nan=False))
    show(np.unique(np.array([0, -0.0, 0.0])))
    show(np.unique([]))


@program
def nb_argsort_kinds_and_stability(np):
    v = np.array([3, 1, 2, 1, 3, 0, 2, 1])
    for kind in ("quicksort", "mergesort", "heapsort", "stable"):
        r = np.sort(v, kind=kind)
        print(kind, r)
    show(np.argsort(v, kind="stable"))
    show(np.argsort(v, kind="mergesort"))
    show(np.argsort(-v, kind="stable"))
    show(np.argsort(v, stable=True))
    attempt(np.sort, v, kind="bogus")
    attempt(np.argsort, v, kind="stable", stable=False)
    f = np.array([2.5, np.nan, -1.0, np.inf, -np.inf, 0.0, -0.0])
    show(np.sort(f) + 0.0)  # (the tied zeros' signs: NumPy 2.5.5's sort writes +0.0 for both)
    show(np.argsort(f, kind="stable"))
    m = np.array([[3, 1, 2], [9, 7, 8]])
    show(np.argsort(m, axis=0))
    show(np.argsort(m, axis=None))
    show(np.sort(m, axis=-1)[:, ::-1])
    ranks = np.empty_like(v)
    ranks[np.argsort(v, kind="stable")] = np.arange(v.size)
    show(ranks)
    show(np.argsort(np.array(["b", "a", "c", "a"]), kind="stable"))
    show(np.sort(np.array([True, False, True])))


@program
def nb_lexsort_multi_key(np):
    last = np.array(["smith", "jones", "smith", "brown", "jones"])
    first = np.array(["ann", "bob", "al", "cy", "abe"])
    age = np.array([30, 25, 41, 25, 25])
    order = np.lexsort((first, last))
    show(order)
    print([f"{last[i]}, {first[i]}" for i in order])
    show(np.lexsort((first, age)))
    show(np.lexsort((age, last), axis=0))
    k = np.array([[1, 0, 1, 0], [2, 2, 1, 1]])
    show(np.lexsort(k))
    show(np.lexsort(k[::-1]))
    show(np.lexsort((np.array([1.0, np.nan, 0.5]),)))
    attempt(np.lexsort, (np.array([1, 2]), np.array([1, 2, 3])))
    attempt(np.lexsort, ())
    show(np.lexsort(np.array([3, 1, 2])))


@program
def nb_searchsorted_lookup(np):
    table_keys = np.array([10, 20, 30, 40, 50])
    table_vals = np.array([0.1, 0.2, 0.3, 0.4, 0.5])
    q = np.array([30, 35, 10, 50, 5, 55])
    pos = np.searchsorted(table_keys, q)
    show(pos)
    found = (pos < table_keys.size) & (table_keys[np.minimum(pos, table_keys.size - 1)] == q)
    show(found)
    show(np.where(found, table_vals[np.minimum(pos, 4)], np.nan))
    show(np.searchsorted(table_keys, q, side="right"))
    unsorted = np.array([40, 10, 30, 20])
    srt = np.argsort(unsorted)
    show(np.searchsorted(unsorted, [25, 40], sorter=srt))
    show(np.searchsorted(table_keys, 30))
    print(type(np.searchsorted(table_keys, 30)).__name__)
    show(np.searchsorted([1.0, 2.0, np.nan], [np.nan, 2.0]))
    show(np.searchsorted(np.array(["a", "c", "e"]), ["b", "e", "z"]))
    attempt(np.searchsorted, table_keys, q, side="middle")
    attempt(np.searchsorted, np.ones((2, 2)), 1)


@program
def nb_set_operations(np):
    a = np.array([5, 1, 3, 3, 9, 7])
    b = np.array([3, 4, 5, 6])
    show(np.intersect1d(a, b))
    show(np.intersect1d(a, b, return_indices=True))
    show(np.intersect1d(a, b, assume_unique=False))
    show(np.union1d(a, b))
    show(np.setdiff1d(a, b))
    show(np.setdiff1d(a, b, assume_unique=True))
    show(np.setxor1d(a, b))
    show(np.isin(a, b))
    show(np.isin(a, b, invert=True))
    show(np.isin(a.reshape(2, 3), [1, 9]))
    show(np.isin(a, b, kind="table"))
    show(np.isin(a, b, kind="sort"))
    show(np.intersect1d(np.array([1.5, 2.5]), np.array([2, 2.5])))
    show(np.union1d(np.array([1], np.int8), np.array([300], np.int16)))
    show(np.setdiff1d(np.array(["x", "y", "z"]), ["y"]))
    show(np.intersect1d([[1, 2], [3, 4]], [4, 1]))
    attempt(np.isin, a, b, kind="fast")
    show(np.isin(np.array([1.0, np.nan]), [np.nan]))


# ---- nan-functions -------------------------------------------------------------------------------

@program
def nb_nan_summary_table(np):
    data = np.array([[1.0, np.nan, 3.0, 4.0],
                     [np.nan, np.nan, np.nan, np.nan],
                     [2.0, 2.0, np.nan, 8.0]])
    show(np.nanmean(data, axis=1))
    show(np.nanmedian(data, axis=1))
    show(np.nanstd(data, axis=1, ddof=1))
    show(np.nanvar(data, axis=0))
    show(np.nansum(data, axis=1))
    show(np.nanprod(data, axis=0))
    show(np.nancumsum(data, axis=1))
    show(np.nancumprod(data[0]))
    show(np.nanpercentile(data, [25, 50, 75], axis=1))
    show(np.nanquantile(data[0], 0.5, method="lower"))
    show(np.nanmean(data, axis=1, keepdims=True))
    stacked = np.vstack([data, data])
    show(np.nanmedian(stacked, axis=1))
    show(np.nanpercentile(stacked, 50, axis=1))
    show(np.nanmin(stacked, axis=1))
    attempt(np.nanargmax, data, axis=1)
    show(np.nanargmin(data[2]))
    show(np.nanmax(data, axis=0))
    show(np.count_nonzero(~np.isnan(data), axis=1))
    print(f"{np.nanmean(data):.4f}", float(np.nanmedian(data)), np.nanmean(data[0]).dtype)


@program
def nb_nan_functions_dtypes(np):
    i = np.array([[1, 2], [3, 4]], dtype=np.int32)
    show(np.nanmean(i))
    show(np.nansum(i))
    show(np.nanmax(i, axis=0))
    show(np.nanpercentile(i, 50))
    f32 = np.array([1.5, np.nan, 2.5], dtype=np.float32)
    show(np.nanmean(f32))
    show(np.nanstd(f32))
    show(np.nansum(f32))
    show(np.nanmedian(f32))
    show(np.nanpercentile(f32, 90))
    show(np.nanmean(f32, dtype=np.float64))
    out = np.zeros(2)
    r = np.nansum(np.array([[1.0, np.nan], [np.nan, 5.0]]), axis=0, out=out)
    print(r is out, out)
    show(np.nanmean(np.array([[np.nan, 1.0]]), axis=0))
    show(np.nanpercentile(np.array([1.0, 2.0, 3.0, np.nan]), 50, method="nearest"))
    show(np.nanquantile(np.array([1.0, 2.0, 3.0, 4.0]), [0.1, 0.9], method="inverted_cdf"))
    attempt(np.nanpercentile, np.array([1.0, 2.0]), 150)
    attempt(np.nanquantile, np.array([1.0, 2.0]), -0.1)
    show(np.nansum(np.array([np.inf, -np.inf, np.nan])))
    c = np.array([1 + 1j, np.nan, 2 - 1j])
    show(np.nansum(c))
    show(np.nanmean(np.array([True, False, True])))


# ---- selection and conditionals ------------------------------------------------------------------

@program
def nb_boolean_filters(np):
    rng = np.random.default_rng(3)
    temp = np.round(rng.uniform(-5, 35, 12), 1)
    rain = rng.integers(0, 2, 12).astype(bool)
    show(temp)
    show(rain)
    warm_dry = (temp > 20) & ~rain
    show(temp[warm_dry])
    show(np.flatnonzero(warm_dry))
    show(np.nonzero(temp < 0))
    print(warm_dry.sum(), warm_dry.mean(), warm_dry.any(), warm_dry.all())
    t2 = temp.copy()
    t2[t2 < 0] = 0
    t2[rain] -= 1
    show(t2)
    grid = temp.reshape(3, 4)
    show(grid[grid.max(axis=1) > 25])
    show(grid[:, grid.min(axis=0) > 0])
    show(grid[grid > 30])
    grid[grid > 30] = np.nan
    show(np.isnan(grid).sum(axis=0))
    attempt(lambda: grid[np.array([True, False])])
    attempt(lambda: grid[np.array([[True, False]])])
    show(temp[np.array([], dtype=bool).reshape(0)[:0].tolist() or slice(0, 2)])
    show(np.compress(warm_dry, temp))
    show(np.extract(temp > 30, temp))


@program
def nb_where_select_piecewise(np):
    x = np.linspace(-2, 2, 9)
    show(np.where(x > 0, x, 0))
    show(np.where(x > 0))
    show(np.where([[True, False], [False, True]], [[1, 2], [3, 4]], [[9], [8]]))
    show(np.where(x > 0, 1, 0.5))
    show(np.where(x > 0, np.int8(1), np.int8(-1)))
    conds = [x < -1, x < 1, x >= 1]
    choices = [x * 0, x ** 2, 2 * x - 1]
    show(np.select(conds, choices))
    show(np.select([x < 0], [x], default=np.nan))
    attempt(np.select, [x < 0], [x, x])
    attempt(np.select, [x], [x])
    show(np.piecewise(x, [x < 0, x >= 0], [lambda t: -t, lambda t: t ** 2]))
    show(np.piecewise(x, [x < -1, x > 1], [-1, 1, 0]))
    show(np.piecewise(x, [x > 0], [lambda t: t / 2]))
    attempt(np.piecewise, x, [x < 0, x > 0, x == 0], [1])
    show(np.where(np.isnan(np.array([1.0, np.nan])), -1, np.array([1.0, np.nan])))
    attempt(np.where, x > 0, x)
    show(np.choose(np.array([0, 1, 2, 1]), [[10, 11, 12, 13], [20] * 4, [30] * 4]))
    show(np.clip(x, -1, 1.5))


# ---- group-by idioms -----------------------------------------------------------------------------

@program
def nb_groupby_argsort_split(np):
    store = np.array([2, 0, 1, 2, 0, 2, 1, 0])
    sales = np.array([10.0, 4.0, 7.5, 3.0, 1.0, 8.0, 2.5, 6.0])
    order = np.argsort(store, kind="stable")
    s_sorted = store[order]
    v_sorted = sales[order]
    boundaries = np.flatnonzero(np.diff(s_sorted)) + 1
    show(boundaries)
    groups = np.split(v_sorted, boundaries)
    keys = s_sorted[np.r_[0, boundaries]]
    for k, g in zip(keys, groups):
        print(int(k), g, g.sum(), g.mean().round(3), len(g))
    show(np.array([g.max() for g in groups]))
    show(np.add.reduceat(v_sorted, np.r_[0, boundaries]))
    show(np.maximum.reduceat(v_sorted, np.r_[0, boundaries]))
    show(np.minimum.reduceat(v_sorted, np.r_[0, boundaries]))
    cum = np.cumsum(v_sorted)
    ends = np.r_[boundaries, v_sorted.size] - 1
    show(np.diff(np.r_[0, cum[ends]]))
    # rank within group
    starts = np.repeat(np.r_[0, boundaries], np.diff(np.r_[0, boundaries, v_sorted.size]))
    show(np.arange(v_sorted.size) - starts)


@program
def nb_ufunc_at_accumulate(np):
    idx = np.array([0, 1, 1, 3, 3, 3])
    vals = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    acc = np.zeros(4)
    np.add.at(acc, idx, vals)
    show(acc)
    naive = np.zeros(4)
    naive[idx] += vals
    show(naive)
    mx = np.full(4, -np.inf)
    np.maximum.at(mx, idx, vals)
    show(mx)
    mn = np.full(4, np.inf)
    np.minimum.at(mn, idx, vals)
    show(mn)
    cnt = np.zeros(4, dtype=np.int64)
    np.add.at(cnt, idx, 1)
    show(cnt)
    with np.errstate(invalid="ignore", divide="ignore"):
        show(acc / cnt)
    m = np.zeros((2, 3))
    np.add.at(m, (np.array([0, 1, 0]), np.array([2, 2, 2])), 1)
    show(m)
    p = np.ones(3)
    np.multiply.at(p, [0, 0, 2], [2, 3, 5])
    show(p)
    np.negative.at(p, [1])
    show(p)
    attempt(np.add.at, acc, np.array([5]), 1.0)
    np.add.at(acc, [0, 0], np.array([1j, 2j]))
    show(acc)
    attempt(np.add.at, acc, [0], 1.0, 2.0)
    attempt(np.add.at, acc, indices=[0])
    attempt(np.add.at, acc)
    ii = np.zeros(3, dtype=np.int32)
    attempt(np.add.at, ii, [0], 1.5)
    show(ii)


@program
def nb_reduceat_windows(np):
    x = np.arange(1, 11, dtype=np.float64)
    show(np.add.reduceat(x, [0, 3, 7]))
    show(np.add.reduceat(x, [0, 3, 3, 7]))
    show(np.add.reduceat(x, [5, 2]))
    show(np.multiply.reduceat(x, np.arange(0, 10, 2)))
    m = np.arange(12).reshape(3, 4)
    show(np.add.reduceat(m, [0, 2], axis=1))
    show(np.add.reduceat(m, [0, 1], axis=0))
    show(np.logical_or.reduceat(np.array([0, 0, 1, 0, 0]), [0, 2, 3]))
    attempt(np.add.reduceat, x, [0, 11])
    attempt(np.add.reduceat, x, [-1])
    show(np.add.reduceat(np.arange(4, dtype=np.int8), [0, 2], dtype=np.int64))
    show(np.add.accumulate(x[:4]))
    show(np.maximum.accumulate(np.array([1, 3, 2, 5, 4])))
    show(np.subtract.outer(np.arange(3), np.arange(2)))
    show(np.add.reduce(m, axis=(0, 1)))
    attempt(np.add.reduceat, x, [0, 3], initial=0)
    attempt(np.maximum.reduceat, x, [0, 3], where=True)
    attempt(np.add.accumulate, x, where=True)


@program
def nb_pivot_table(np):
    region = np.array(["n", "s", "n", "e", "s", "n", "e"])
    product = np.array(["a", "b", "b", "a", "a", "a", "b"])
    qty = np.array([3, 1, 4, 1, 5, 9, 2])
    r_keys, r_idx = np.unique(region, return_inverse=True)
    p_keys, p_idx = np.unique(product, return_inverse=True)
    table = np.zeros((r_keys.size, p_keys.size), dtype=qty.dtype)
    np.add.at(table, (r_idx, p_idx), qty)
    show(r_keys)
    show(p_keys)
    show(table)
    flat = np.bincount(r_idx * p_keys.size + p_idx, weights=qty,
                       minlength=table.size).reshape(table.shape)
    show(flat)
    show(table.sum(axis=0))
    show(table.sum(axis=1, keepdims=True))
    show(np.round(table / table.sum(axis=1, keepdims=True), 3))
    print(r_keys[table.sum(axis=1).argmax()], p_keys[table.sum(axis=0).argmin()])
    header = " ".join(f"{k:>3}" for k in p_keys)
    print("   " + header)
    for k, row in zip(r_keys, table):
        print(f"{k:>2} " + " ".join(f"{v:>3d}" for v in row))


@program
def nb_running_group_stats(np):
    g = np.array([0, 0, 1, 1, 1, 2])
    v = np.array([2.0, 4.0, 1.0, 3.0, 5.0, 10.0])
    n = np.bincount(g)
    s = np.bincount(g, weights=v)
    ss = np.bincount(g, weights=v * v)
    mean = s / n
    var = ss / n - mean ** 2
    show(mean)
    show(var)
    with np.errstate(invalid="ignore"):
        show(np.sqrt(var * n / (n - 1)))
    show(v - mean[g])
    show((v - mean[g]) / np.where(var[g] > 0, np.sqrt(var[g]), 1))
    first = np.r_[True, g[1:] != g[:-1]]
    show(first)
    show(v[first])
    show(np.cumsum(first) - 1)
    last = np.r_[g[1:] != g[:-1], True]
    show(v[last])
    order = np.lexsort((-v, g))
    show(order)
    show(v[order][first])


# ---- printing ------------------------------------------------------------------------------------

@program
def nb_printoptions_notebook(np):
    x = np.array([1.0, 1 / 3, 2e-5, 12345.678])
    print(x)
    with np.printoptions(precision=3):
        print(x)
    with np.printoptions(precision=2, suppress=True):
        print(x)
        print(repr(x))
    with np.printoptions(floatmode="fixed", precision=4):
        print(x)
    with np.printoptions(sign="+"):
        print(np.array([1.5, -2.0, 0.0]))
    with np.printoptions(formatter={"float": lambda v: f"{v:.1f}"}):
        print(x)
    with np.printoptions(threshold=5, edgeitems=2):
        print(np.arange(20))
        print(np.arange(30).reshape(6, 5))
    with np.printoptions(linewidth=30):
        print(np.linspace(0, 1, 9))
    with np.printoptions(nanstr="NA", infstr="INF"):
        print(np.array([np.nan, np.inf, -np.inf, 1.0]))
    print(np.get_printoptions()["precision"], np.get_printoptions()["threshold"])
    with np.printoptions(legacy="1.25"):
        print(repr(np.float64(1.5)), [np.int64(3)])
    print(repr(np.float64(1.5)), [np.int64(3)])


@program
def nb_set_printoptions_restore(np):
    saved = np.get_printoptions()
    try:
        np.set_printoptions(precision=2, suppress=True)
        print(np.array([0.000123, 3.14159, 100.0]))
        np.set_printoptions(formatter={"int": lambda v: f"<{v}>"})
        print(np.arange(3))
        np.set_printoptions(formatter=None)
        print(np.arange(3))
        np.set_printoptions(threshold=4)
        print(np.arange(10))
        print(repr(np.arange(10.0)))
        attempt(np.set_printoptions, floatmode="bogus")
        attempt(np.set_printoptions, threshold="x")
        attempt(np.set_printoptions, sign="x")
    finally:
        np.set_printoptions(**saved)
    print(np.arange(10.0) / 3)


@program
def nb_array2string_report(np):
    m = np.array([[1.23456, -20.5], [1e-4, 300.0]])
    print(np.array2string(m))
    print(np.array2string(m, precision=2))
    print(np.array2string(m, precision=2, suppress_small=True))
    print(np.array2string(m, separator=", "))
    print(np.array2string(m, prefix="m = "))
    print(np.array2string(m, formatter={"float_kind": lambda v: f"{v:8.2f}"}))
    print(np.array2string(np.arange(12), max_line_width=20))
    print(np.array2string(np.array([True, False])))
    print(np.array2string(np.array(["a", "bc"])))
    print(np.array2string(np.array([1 + 2j, 3.5 - 1j]), precision=1))
    print(np.array2string(np.array(3.5)))
    print(np.array2string(np.arange(100), threshold=10, edgeitems=2))
    print(np.array_repr(m, precision=1))
    print(np.array_str(m, precision=1, suppress_small=True))
    print(np.array_repr(np.array([], dtype=np.int16)))
    print(np.array_repr(np.zeros((2, 0))))
    print(np.array2string(np.array(["2024-01-01"], dtype="M8[D]")))
    print(np.array2string(np.array([1, 2], dtype=np.uint8), formatter={"int": hex}))
    attempt(np.array2string, m, linewidth=20)
    attempt(np.array2string, m, threshold=np.nan)
    attempt(np.array2string, m, threshold="all")
    print(np.array2string(np.arange(10), threshold=4.5))
    print(np.format_float_positional(np.float32(0.1), precision=3),
          np.format_float_scientific(1234.5, precision=2))


@program
def nb_repr_dtypes_in_notebook(np):
    for arr in (np.arange(3, dtype=np.int8), np.arange(3, dtype=np.uint32),
                np.array([1.5], dtype=np.float32), np.array([1.5], dtype=np.float16),
                np.array([1 + 1j], dtype=np.complex64), np.array([], dtype=np.float64),
                np.array([[1, 2]], dtype=np.int64), np.array(["x"]), np.array([b"x"]),
                np.array([1, 2], dtype="m8[s]"), np.array(["2024"], dtype="M8[Y]"),
                np.array([(1, 2.0)], dtype=[("a", "i2"), ("b", "f4")]),
                np.zeros((2, 2), dtype=bool), np.array([None, 1], dtype=object)):
        print(repr(arr))
    print(repr(np.arange(1000)))
    print(repr(np.arange(6).reshape(1, 2, 3)))
    print(repr(np.array([1e20, 1.0])))
    print(repr(np.array([0.1, 0.25, 100.0])))
    print(str(np.array([[0.5, -1.0], [np.nan, np.inf]])))


# ---- 0-d results as Python scalars ---------------------------------------------------------------

@program
def nb_zero_d_in_python_code(np):
    x = np.array([3.5, 1.25, 8.0, 2.0])
    total = x.sum()
    mean = x.mean()
    imax = x.argmax()
    print(type(total).__name__, type(imax).__name__, float(total), int(imax))
    print(f"total={total:.2f} mean={mean:8.3f} max at {imax} -> {x[imax]:g}")
    print(f"{mean!r} {mean!s} {total:e} {imax:03d} {imax:x}")
    print("%.3f %d %s" % (mean, imax, total))
    print(round(mean, 1), round(total), type(round(total)).__name__, abs(np.float64(-2.5)))
    lst = [10, 20, 30, 40]
    print(lst[imax], lst[np.int64(1)], "abcd"[np.argmin(x)], range(10)[np.uint8(3)])
    print(lst[:np.int32(2)], bool(np.float64(0.0)), bool(x.any()))
    d = {np.int64(1): "a", 2: "b"}
    print(d[1], d[np.int8(2)], np.float64(2.0) in {2: 0}, hash(np.float64(0.5)) == hash(0.5))
    c = np.count_nonzero(x > 2)
    print(c, type(c).__name__, [0] * int(c))
    z = np.array(7)
    print(z.ndim, z.item(), type(z.item()).__name__, z[()], z + 1, type(z + 1).__name__)
    print(int(z), float(z), complex(z), operator_index(z))
    attempt(int, np.array([1, 2]))
    attempt(lambda: lst[np.array([1])])
    attempt(lambda: lst[np.float64(1.0)])
    attempt(lambda: lst[np.array(1.0)])
    print(lst[np.array(2)], math_floor(np.float64(2.7)), divmod(np.int64(7), 2))


def operator_index(v):
    import operator
    return operator.index(v)


def math_floor(v):
    import math
    return math.floor(v), math.isclose(v, 2.7), math.sqrt(np_abs(v))


def np_abs(v):
    return abs(v)


@program
def nb_tolist_item_records(np):
    m = np.array([[1, 2], [3, 4]], dtype=np.uint16)
    print(m.tolist(), type(m.tolist()[0][0]).__name__)
    print(m.item(3), m.item(1, 0), m.item((0, 1)), type(m.item(0)).__name__)
    attempt(m.item)
    attempt(m.item, 4)
    f = np.array([0.1, np.nan], dtype=np.float32)
    print(f.tolist(), f[0].item(), type(f.tolist()[0]).__name__)
    print(np.array([1 + 2j]).tolist(), np.array([True]).tolist(), np.array(5).tolist())
    print(np.array(["a", "b"]).tolist(), np.array([b"a"]).tolist())
    print(np.array(["2024-01-02"], dtype="M8[D]").tolist(),
          np.array([90], dtype="m8[s]").tolist(),
          np.array(["2024-01-02T03:04"], dtype="M8[m]").item())
    print(np.array([1], dtype="M8[ns]").tolist(), np.array(["NaT"], dtype="M8[D]").tolist())
    rec = np.array([(1, 2.5, "x")], dtype=[("a", "i4"), ("b", "f8"), ("c", "U2")])
    print(rec.tolist(), rec[0].item(), type(rec[0].item()).__name__)
    print(np.zeros((2, 0)).tolist(), np.zeros(0).tolist())
    import json
    print(json.dumps({"mean": float(np.float32(0.5)), "n": int(np.int64(3)),
                      "vals": np.arange(3).tolist()}))
    attempt(json.dumps, {"n": np.int64(3)})


@program
def nb_scalar_formatting(np):
    vals = [np.float64(1 / 3), np.float32(1 / 3), np.float16(1 / 3), np.int8(-5), np.uint64(2**63),
            np.bool_(True), np.complex128(1 - 2j), np.longdouble(0.5)]
    for v in vals:
        print(type(v).__name__, str(v), repr(v), f"{v}")
    print(f"{np.float32(0.1):.10f}", f"{np.float64(1234567.891):,.2f}", f"{np.int64(1234567):,}")
    print(f"{np.float64(0.256):.1%}", f"{np.int32(42):>6}|", f"{np.int32(42):<6}|",
          f"{np.float64(3.0):g}")
    print(f"{np.complex128(1 + 2j):.2f}", f"{np.bool_(False)}", f"{np.uint8(200):08b}")
    attempt(lambda: f"{np.bool_(True):d}")
    attempt(lambda: f"{np.int64(3):.2f}")
    attempt(lambda: f"{np.str_('ab'):>4}")
    print(str(np.float64(1e16)), str(np.float64(1e-5)), str(np.float32(1e-5)),
          repr(np.float64(np.inf)), repr(np.float64(-0.0)))
    print(np.float64(2.5).is_integer(), np.float64(2.0).as_integer_ratio(),
          np.float64(7.0).hex() if hasattr(np.float64, "hex") else "")


@program
def nb_scalars_from_reductions(np):
    x = np.array([[1, 5, 3], [7, 2, 9]], dtype=np.int32)
    r = x.max()
    print(repr(r), type(r).__name__, r.dtype, r.shape, r.ndim)
    print(repr(x.sum()), repr(x.mean()), repr(x.std()), repr(np.median(x)))
    print(repr(x.prod(dtype=np.int8)), repr(x.any()), repr(np.ptp(x)))
    print(repr(np.float32(2.5) * 2), repr(np.int32(3) + 1), repr(np.int32(3) + 1.0))
    print(repr(np.int8(100) + np.int8(27)), repr(np.uint8(3) - 1))
    with np.errstate(over="ignore"):
        print(repr(np.int8(100) + np.int8(100)))
    attempt(lambda: np.uint8(3) - 300)
    t = x[1, 2]
    print(repr(t), t * 2, t / 2, t // 2, -t, t ** 2, type(t ** 2).__name__)
    a0 = np.add.reduce(x, axis=None)
    print(repr(a0), np.asarray(a0).shape, repr(x[0].dot(x[1])))
    print(repr(np.sum(x, keepdims=True)), repr(x.max(axis=0)[1]))
    print(repr(x.argmax()), repr(np.argmax(x, axis=1)), repr(np.count_nonzero(x)))


# ---- notebook workflows --------------------------------------------------------------------------

@program
def nb_sales_timeseries(np):
    days = np.arange("2024-02-26", "2024-03-11", dtype="datetime64[D]")
    rng = np.random.default_rng(21)
    sales = rng.integers(50, 150, days.size).astype(float)
    sales[3] = np.nan
    dow = (days.astype(np.int64) - 4) % 7
    show(dow)
    weekend = dow >= 5
    show(np.is_busday(days) == ~weekend)
    print(f"weekday mean {np.nanmean(sales[~weekend]):.2f}, weekend mean "
          f"{np.nanmean(sales[weekend]):.2f}")
    weeks = (days - days[0]).astype(int) // 7
    wk_tot = np.bincount(weeks, weights=np.nan_to_num(sales))
    show(wk_tot)
    months = days.astype("datetime64[M]")
    mk, mi = np.unique(months, return_inverse=True)
    show(mk)
    show(np.bincount(mi, weights=np.nan_to_num(sales)))
    best = np.nanargmax(sales)
    print(days[best], sales[best], str(days[best]), days[best].astype(object))
    filled = np.where(np.isnan(sales), np.nanmedian(sales), sales)
    show(filled)
    kernel = np.ones(3) / 3
    show(np.round(np.convolve(filled, kernel, mode="valid"), 2))
    pct = np.round(np.diff(filled) / filled[:-1] * 100, 1)
    show(pct)


@program
def nb_survey_analysis(np):
    dt = [("id", "i4"), ("age", "i4"), ("group", "U1"), ("score", "f8")]
    rows = np.array([(1, 23, "a", 7.5), (2, 35, "b", np.nan), (3, 51, "a", 6.0),
                     (4, 29, "c", 9.0), (5, 62, "b", 4.5), (6, 44, "c", 8.0),
                     (7, 38, "a", np.nan), (8, 19, "b", 5.5)], dtype=dt)
    valid = ~np.isnan(rows["score"])
    print(valid.sum(), np.nanmean(rows["score"]).round(4))
    groups, gi = np.unique(rows["group"], return_inverse=True)
    for k, name in enumerate(groups):
        sel = rows["score"][(gi == k) & valid]
        print(name, sel.size, sel.mean().round(3) if sel.size else None, sel.tolist())
    age_bins = np.array([0, 30, 45, 100])
    band = np.digitize(rows["age"], age_bins) - 1
    show(band)
    show(np.bincount(band, minlength=3))
    tab = np.zeros((3, groups.size), dtype=int)
    np.add.at(tab, (band, gi), 1)
    show(tab)
    top = np.sort(rows[valid], order="score")[::-1][:3]
    show(top["id"])
    show(np.percentile(rows["score"][valid], [10, 50, 90]))
    z = (rows["score"] - np.nanmean(rows["score"])) / np.nanstd(rows["score"])
    show(np.round(z, 3))
    show(rows["id"][np.abs(np.nan_to_num(z)) > 1])


@program
def nb_log_parsing(np):
    lines = np.array(["2024-05-01 ERROR disk", "2024-05-01 INFO ok", "2024-05-02 WARN cpu",
                      "2024-05-02 ERROR net", "2024-05-03 INFO ok", "2024-05-03 ERROR disk"])
    parts = np.char.partition(lines, " ")
    date = parts[:, 0].astype("datetime64[D]")
    rest = np.char.partition(parts[:, 2], " ")
    level = rest[:, 0]
    msg = rest[:, 2]
    show(date)
    show(level)
    show(msg)
    lv, cnt = np.unique(level, return_counts=True)
    print(dict(zip(lv.tolist(), cnt.tolist())))
    err = level == "ERROR"
    show(date[err])
    dk, di = np.unique(date, return_inverse=True)
    show(np.bincount(di, weights=err))
    show(np.char.startswith(msg, "d") & err)
    show(np.char.upper(np.unique(msg[err])))
    show(np.strings.str_len(lines).max())
    span = date.max() - date.min()
    print(span, span.astype(int), (span + np.timedelta64(1, "D")) // np.timedelta64(1, "D"))


@program
def nb_outlier_cleaning(np):
    rng = np.random.default_rng(5)
    x = rng.normal(10, 2, 30)
    x[[4, 17]] = [45.0, -30.0]
    x[9] = np.nan
    q1, med, q3 = np.nanpercentile(x, [25, 50, 75])
    iqr = q3 - q1
    lo, hi = q1 - 1.5 * iqr, q3 + 1.5 * iqr
    print(f"{q1:.3f} {med:.3f} {q3:.3f} {lo:.3f} {hi:.3f}")
    with np.errstate(invalid="ignore"):
        out = (x < lo) | (x > hi)
    show(np.flatnonzero(out))
    cleaned = np.where(out | np.isnan(x), np.nan, x)
    print(np.isnan(cleaned).sum(), round(float(np.nanmean(cleaned)), 4))
    clipped = np.clip(x, lo, hi)
    show(np.round(clipped[[4, 9, 17]], 3))
    mad = np.nanmedian(np.abs(x - med))
    robust_z = 0.6745 * (x - med) / mad
    show(np.round(robust_z[[0, 4, 17]], 3))
    show(np.nanargmax(np.abs(robust_z)))
    w = np.nan_to_num(x, nan=med)
    show(np.round(np.percentile(w, [5, 95], method="linear"), 4))
    show(np.round(np.quantile(w, 0.5, method="median_unbiased"), 6))
