"""Programs on dates and times as time-series notebooks use them: datetime64/timedelta64 arrays
(ranges, unit conversions, arithmetic, comparisons, NaT), their reductions and sorts, the
business-day functions with holidays and weekmasks, datetime_as_string, casts, diff/cumsum of
timedeltas, binning dates by searchsorted/digitize; and the bad inputs users make (units that
cannot cast, adding two dates, bad unit strings).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_each, collection, show, show_each


PROGRAMS, program = collection()


@program
def datetime_daily_range_and_weekdays(np):
    days = np.arange("2024-02-25", "2024-03-06", dtype="datetime64[D]")
    show(days)
    print(days.size, days.dtype, days.itemsize, days.nbytes)
    # 1970-01-01 was a Thursday: Monday is 0 after a shift of 3
    weekday = (days.astype(np.int64) + 3) % 7
    show(weekday)
    names = np.array(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    show(names[weekday])
    show(days[weekday >= 5])
    show(np.arange("2024-01", "2024-12", 3, dtype="datetime64[M]"))
    show(np.arange(np.datetime64("2024-01-01T00"), np.datetime64("2024-01-01T12"),
                   np.timedelta64(4, "h")))
    show(np.arange("2024-01-01", "2024-01-02", np.timedelta64(6, "h"), dtype="M8[h]"))
    attempt(np.arange, "2024-01-01", "2024-01-05")
    attempt(np.arange, np.datetime64("2024-01-05"), np.datetime64("2024-01-01"))
    show(np.arange(np.datetime64("2024-01-05"), np.datetime64("2024-01-01"), -1))


@program
def datetime_unit_conversions_chain(np):
    t = np.array(["2023-12-31T23:59:59.999", "2024-02-29T12:00:00.500", "NaT"], dtype="M8[ms]")
    for unit in ("Y", "M", "W", "D", "h", "m", "s", "ms", "us", "ns"):
        show(t.astype(f"datetime64[{unit}]"))
    show(t.astype("M8[D]").astype("M8[ms]"))
    show(np.datetime_data(t.astype("M8[10s]").dtype))
    show(t.astype("M8[10s]"))
    show(t.astype("M8[D]") == t)


@program
def datetime_timedelta_unit_conversions(np):
    td = np.array([90, 3600, 86399, -61, 0], dtype="m8[s]")
    show(td)
    show(td.astype("m8[m]"))
    show(td.astype("m8[h]"))
    show(td.astype("m8[D]"))
    show(td.astype("m8[ms]"))
    show(td.astype(np.int64))
    show(td.astype(np.float64))
    show(td / np.timedelta64(1, "m"))
    show(td // np.timedelta64(1, "m"))
    show(td % np.timedelta64(1, "m"))
    attempt(lambda: td.astype("m8[M]"))
    attempt(lambda: np.array([3], "m8[M]").astype("m8[D]"))
    show(np.array([3], "m8[M]").astype("m8[Y]"))
    show(np.array([14], "m8[M]").astype("m8[Y]"))


@program
def datetime_event_durations(np):
    start = np.array(["2024-05-01T08:00", "2024-05-01T09:30", "2024-05-01T23:45",
                      "2024-05-02T07:10"], dtype="datetime64[m]")
    end = np.array(["2024-05-01T08:45", "2024-05-01T11:00", "2024-05-02T01:15",
                    "NaT"], dtype="datetime64[m]")
    dur = end - start
    show(dur)
    ok = ~np.isnat(dur)
    show(dur[ok].sum())
    show(dur[ok].mean())
    show(dur[ok].max())
    show(np.argmax(dur[ok]))
    show((dur[ok] / np.timedelta64(1, "h")).round(3))
    show(dur > np.timedelta64(1, "h"))
    show(np.count_nonzero(dur > np.timedelta64(1, "h")))
    show(dur.astype("m8[h]"))
    print([str(x) for x in dur])


@program
def datetime_add_and_subtract_rules(np):
    d = np.array(["2024-01-31", "2024-02-29"], dtype="M8[D]")
    show(d + 1)
    show(d - 1)
    show(1 + d)
    show(d + np.timedelta64(12, "h"))
    show(d - np.datetime64("2024-01-01"))
    show(d - np.datetime64("2024-01-01T06"))
    attempt(lambda: d + d)
    attempt(lambda: 1 - d)
    attempt(lambda: d * 2)
    attempt(lambda: d / 2)
    attempt(lambda: d + 1.5)
    attempt(lambda: d + np.timedelta64(1, "M"))
    attempt(lambda: d - np.timedelta64(1, "Y"))
    show(d.astype("M8[M]") + np.timedelta64(1, "M"))
    attempt(lambda: np.add(d, d))
    attempt(lambda: np.subtract(np.timedelta64(1, "D"), d))


@program
def datetime_month_arithmetic(np):
    m = np.datetime64("2024-11")
    show(m + np.arange(4))
    show((m + np.arange(4)).astype("M8[D]"))
    show((m + np.arange(1, 5)).astype("M8[D]") - np.timedelta64(1, "D"))
    show(np.datetime64("2025-03") - np.datetime64("2023-10"))
    show((np.datetime64("2025-03") - np.datetime64("2023-10")).astype(int))
    show(np.datetime64("2024-05", "Y"))
    show(np.datetime64("2024-05-17").astype("M8[M]"))
    years = np.arange(2019, 2026)
    feb = np.array([f"{y}-02" for y in years], dtype="M8[M]")
    ndays = ((feb + 1).astype("M8[D]") - feb.astype("M8[D]")).astype(int)
    show(ndays)
    show(years[ndays == 29])


@program
def datetime_comparisons_and_masks(np):
    d = np.array(["2024-03-01", "2024-03-15", "NaT", "2024-04-01", "2024-02-28"], dtype="M8[D]")
    cutoff = np.datetime64("2024-03-10")
    show(d < cutoff)
    show(d >= cutoff)
    show(d == cutoff)
    show(d != cutoff)
    show(d == np.datetime64("NaT"))
    show(d != np.datetime64("NaT"))
    show((d > np.datetime64("2024-03-01")) & (d < np.datetime64("2024-04-01T12")))
    show(d == np.datetime64("2024-03-01T00:00"))
    show(d == np.datetime64("2024-03-01T00:01"))
    show(np.where(d < cutoff, d, cutoff))
    show(np.where(np.isnat(d), np.datetime64("1970-01-01"), d))
    show(d.astype("M8[M]") == np.datetime64("2024-03"))
    attempt(lambda: d < 5)
    attempt(lambda: d == 5)
    attempt(lambda: d < np.timedelta64(1, "D"))
    attempt(lambda: d > "2024-03-10")


@program
def datetime_nat_arithmetic_and_warnings(np):
    nat = np.datetime64("NaT")
    print(repr(nat), nat.dtype, np.isnat(nat))
    show(np.datetime64("NaT", "D") + np.timedelta64(1, "D"))
    show(np.datetime64("2024-01-01") - np.datetime64("NaT", "D"))
    show(np.timedelta64("NaT", "s") * 2)
    show(np.timedelta64("NaT", "s") / np.timedelta64(1, "s"))
    show(np.array([1, "NaT", 3], dtype="m8[s]") / np.timedelta64(1, "s"))
    show(np.array([1, "NaT", 3], dtype="m8[s]") // np.timedelta64(1, "s"))
    show(np.array([5, "NaT", 3], dtype="m8[s]") % np.timedelta64(2, "s"))
    show(np.array(["NaT"], dtype="M8[s]").astype(np.int64))
    show(np.array(["NaT", "2024-01-01"], dtype="M8[D]").astype("M8[ns]"))
    show(np.timedelta64(5, "s") // np.timedelta64(0, "s"))
    show(np.array([5, 6], "m8[s]") // np.array([0, 4], "m8[s]"))
    show(np.array([5, 6], "m8[s]") % np.array([0, 4], "m8[s]"))
    show(np.array([5, 6], "m8[s]") / np.array([0, 4], "m8[s]"))


@program
def datetime_nat_in_reductions(np):
    d = np.array(["2024-01-05", "NaT", "2024-01-02", "2024-01-09"], dtype="M8[D]")
    print(d.min(), d.max(), np.nanmin(d), np.nanmax(d))
    print(np.argmin(d), np.argmax(d), np.nanargmin(d), np.nanargmax(d))
    td = np.diff(np.sort(d))
    show(td)
    show(td.sum())
    show(np.nansum(np.array([1, "NaT", 3], "m8[h]")))
    show(np.array([1, "NaT", 3], "m8[h]").sum())
    show(np.array([1, "NaT", 3], "m8[h]").mean())
    show(np.nanmean(np.array([1, "NaT", 3], "m8[h]")))
    show(np.min(np.array([], "M8[D]"), initial=np.datetime64("2024-01-01")))
    attempt(np.min, np.array([], "M8[D]"))
    attempt(np.argmax, np.array([], "m8[s]"))


@program
def datetime_sort_unique_argsort(np):
    d = np.array(["2024-03-02", "2024-01-15", "NaT", "2024-01-15", "2023-12-31", "NaT",
                  "2024-03-02"], dtype="M8[D]")
    show(np.sort(d))
    show(np.argsort(d, kind="stable"))
    show(np.sort(d)[::-1])
    show(np.unique(d))
    u, idx, inv, cnt = np.unique(d, return_index=True, return_inverse=True, return_counts=True)
    show(u)
    show(idx)
    show(inv)
    show(cnt)
    show(np.sort(np.unique_values(d)))  # (its order is unspecified: a hash set's in NumPy)
    show(np.unique_counts(d).counts)
    show(np.lexsort((np.arange(7)[::-1], d)))
    show(np.partition(d, 2)[:3])
    show(np.argpartition(d, 2)[:3].size)
    e = d.copy()
    e.sort()
    show(e)


@program
def datetime_searchsorted_binning(np):
    edges = np.array(["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01", "2025-01-01"],
                     dtype="M8[D]")
    events = np.array(["2024-02-14", "2024-04-01", "2024-12-25", "2023-11-11", "2025-06-01",
                       "2024-07-01T08:00"], dtype="M8[m]")
    q = np.searchsorted(edges, events, side="right")
    show(q)
    show(np.searchsorted(edges, events, side="left"))
    show(np.bincount(q, minlength=6))
    labels = np.array(["before", "Q1", "Q2", "Q3", "Q4", "after"])
    show(labels[q])
    show(np.searchsorted(edges, np.datetime64("2024-05-05")))
    attempt(np.searchsorted, edges, "2024-05-05")
    attempt(np.searchsorted, edges, 5)
    attempt(np.searchsorted, edges, np.timedelta64(3, "D"))


@program
def datetime_digitize_dates(np):
    edges = np.arange("2024-01-01", "2024-02-01", 7, dtype="M8[D]")
    days = np.array(["2024-01-03", "2024-01-08", "2024-01-20", "2023-12-30", "2024-02-10"],
                    dtype="M8[D]")
    attempt(np.digitize, days, edges)
    attempt(np.digitize, days, edges, right=True)
    show(np.digitize(days.astype(np.int64), edges.astype(np.int64)))
    show(np.digitize(days.view(np.int64), edges.view(np.int64), right=True))
    attempt(np.histogram, days, bins=edges)
    h, e = np.histogram(days.astype(np.int64), bins=edges.astype(np.int64))
    show(h)
    show(e.astype("M8[D]"))


@program
def datetime_datetime_as_string_units(np):
    t = np.array(["2024-07-04T09:05:03.250", "1999-12-31T23:59:59.999", "NaT"], dtype="M8[ms]")
    for unit in (None, "auto", "Y", "M", "D", "h", "m", "s", "ms", "us", "ns"):
        attempt(np.datetime_as_string, t, unit=unit)
    attempt(np.datetime_as_string, t, unit="fortnight")
    attempt(np.datetime_as_string, t, unit=5)
    show(np.datetime_as_string(np.datetime64("2024-07-04")))
    show(np.datetime_as_string(np.array(["2024-07-04T00:00", "2024-07-04T12:00"], "M8[m]"),
                               unit="auto"))


@program
def datetime_datetime_as_string_timezones(np):
    t = np.array(["2024-07-04T09:05", "2024-12-31T23:30"], dtype="M8[m]")
    show(np.datetime_as_string(t, timezone="naive"))
    show(np.datetime_as_string(t, timezone="UTC"))
    show(np.datetime_as_string(t, unit="s", timezone="UTC"))
    show(np.datetime_as_string(t.astype("M8[D]"), timezone="UTC"))
    attempt(np.datetime_as_string, t.astype("M8[D]"), unit="h", timezone="UTC")
    attempt(np.datetime_as_string, t, timezone="Mars/Olympus")
    attempt(np.datetime_as_string, t, timezone=5)
    attempt(np.datetime_as_string, t, unit="D", casting="safe")
    show(np.datetime_as_string(t, unit="D", casting="unsafe"))
    show(np.datetime_as_string(t, unit="D", casting="same_kind"))
    attempt(np.datetime_as_string, t, casting="nope")
    attempt(np.datetime_as_string, np.arange(3))


@program
def datetime_astype_to_strings_and_objects(np):
    t = np.array(["2024-01-01T10:30", "NaT"], dtype="M8[m]")
    show(t.astype(str))
    show(t.astype("U"))
    show(t.astype("S"))
    attempt(t.astype, "U10")
    show(t.astype("U16"))
    show(t.astype(object))
    print(t.tolist())
    print(t.astype("M8[D]").tolist())
    print(t.astype("M8[ns]").tolist())
    print(t[0].item(), type(t[0].item()).__name__)
    td = np.array([90, "NaT"], dtype="m8[m]")
    show(td.astype(str))
    print(td.tolist())
    show(td.astype(object))
    show(np.array(["2024-05-06", "2024-05-07T13"]).astype("M8"))
    show(np.array([b"2024-05-06"]).astype("M8[D]"))
    attempt(lambda: np.array(["2024-05-32"]).astype("M8[D]"))
    attempt(lambda: np.array(["tomorrow"]).astype("M8[D]"))


@program
def datetime_astype_numbers(np):
    t = np.array(["1970-01-02", "1969-12-31", "2000-01-01"], dtype="M8[D]")
    show(t.astype(np.int64))
    show(t.astype(np.int32))
    show(t.astype(np.float64))
    show(t.view(np.int64))
    show(np.array([0, 1, -1, 10957], dtype=np.int64).astype("M8[D]"))
    show(np.array([0, 86400], dtype=np.int64).view("M8[s]"))
    show(np.array([1.9, -1.9]).astype("m8[s]"))
    attempt(lambda: np.array([np.nan, 1.0]).astype("m8[s]"))
    attempt(lambda: t.astype(bool))
    attempt(lambda: t.astype(np.complex128))
    show(np.array([0, 2], "m8[s]").astype(bool))
    attempt(lambda: t.astype("m8[D]"))
    attempt(lambda: np.array([1], "m8[D]").astype("M8[D]"))
    attempt(lambda: t.astype(np.int8))


@program
def datetime_bad_unit_strings(np):
    for spec in ("datetime64[days]", "M8[Q]", "datetime64[5]", "m8[D", "datetime64[D]x",
                 "M8[3D]", "m8[2h]", "M8[us]", "m8[as]", "datetime64[generic]"):
        attempt(np.dtype, spec)
    attempt(np.datetime64, "2024-01-01", "days")
    attempt(np.datetime64, "2024-01-01", "Q")
    attempt(np.timedelta64, 3, "fortnight")
    attempt(np.timedelta64, 1.5, "D")
    attempt(np.datetime64, 2024)
    show(np.datetime64(2024, "Y"))
    attempt(np.datetime64, "2024-1-1")
    attempt(np.datetime64, "2024-01-01 10:00")
    attempt(np.datetime64, "")
    attempt(np.array, ["2024-01-01", "garbage"], dtype="M8[D]")


@program
def datetime_mixed_unit_promotion(np):
    a = np.array(["2024-01-01"], dtype="M8[D]")
    b = np.array(["2024-01-01T06:30"], dtype="M8[m]")
    show(np.concatenate([a, b]))
    show(np.stack([a, b]))
    show(np.result_type(a, b))
    show(np.promote_types("M8[Y]", "M8[D]"))
    show(np.promote_types("m8[Y]", "m8[M]"))
    attempt(np.promote_types, "m8[M]", "m8[D]")
    attempt(np.promote_types, "M8[D]", "m8[D]")
    attempt(np.promote_types, "M8[D]", "i8")
    attempt(np.concatenate, [a, np.array([1])])
    attempt(np.concatenate, [a, np.array([1], "m8[D]")])
    show(np.concatenate([np.array([1], "m8[D]"), np.array([1])]))
    show(b - a)
    print(np.can_cast("M8[D]", "M8[s]"), np.can_cast("M8[s]", "M8[D]"))
    print(np.can_cast("M8[s]", "M8[D]", "same_kind"), np.can_cast("m8[M]", "m8[D]", "same_kind"),
          np.can_cast("i8", "m8[s]"), np.can_cast("m8[s]", "i8"))


@program
def datetime_cannot_cast_units(np):
    td_months = np.array([1, 2], "m8[M]")
    td_days = np.array([10, 20], "m8[D]")
    attempt(lambda: td_months + td_days)
    attempt(lambda: td_months < td_days)
    attempt(np.maximum, td_months, td_days)
    attempt(lambda: np.datetime64("2024-01-01") + td_months)
    show(np.datetime64("2024-01") + td_months)
    out = np.zeros(2, "m8[D]")
    attempt(np.add, td_days, td_days, out=out)
    show(out)
    attempt(np.add, td_days, td_days, out=np.zeros(2, "m8[M]"))
    attempt(np.add, td_days, td_days, out=np.zeros(2, "m8[h]"))
    show(np.add(td_days, td_days, out=np.zeros(2, "m8[h]"), casting="unsafe"))
    x = np.zeros(2, "M8[D]")
    attempt(lambda: x.__setitem__(0, np.datetime64("2024-01-01T12")))
    show(x)
    x[1] = "2024-03-04T23"
    show(x)


@program
def datetime_diff_cumsum_timedeltas(np):
    stamps = np.array(["2024-03-01T09:00:00", "2024-03-01T09:00:42", "2024-03-01T09:05:00",
                       "2024-03-01T10:00:00", "2024-03-01T10:00:01"], dtype="M8[s]")
    gaps = np.diff(stamps)
    show(gaps)
    show(np.diff(stamps, n=2))
    show(np.cumsum(gaps))
    show(stamps[0] + np.cumsum(gaps) == stamps[1:])
    show(np.diff(stamps, prepend=stamps[:1]))
    show(np.diff(stamps, append=np.datetime64("2024-03-01T11:00")))
    show(np.ediff1d(stamps))
    show(gaps.cumsum().astype("m8[m]"))
    attempt(np.cumprod, gaps)
    attempt(np.cumsum, stamps)
    show(np.gradient(stamps.astype(np.int64).astype(float)))


@program
def datetime_mean_of_timedeltas(np):
    lap = np.array([61_234, 60_987, 62_001, 60_500, 61_777], dtype="m8[ms]")
    show(lap.mean())
    show(np.mean(lap))
    show(np.mean(lap.reshape(1, 5), axis=1))
    attempt(lap.mean, dtype="m8[ms]")
    show(np.median(lap))
    show(np.percentile(lap, 50))
    show(np.quantile(lap, [0.0, 1.0]))
    attempt(np.std, lap)
    attempt(np.var, lap)
    show(lap.astype(np.float64).std().round(3))
    attempt(np.mean, np.array(["2024-01-01", "2024-01-03"], "M8[D]"))
    attempt(np.sum, np.array(["2024-01-01", "2024-01-03"], "M8[D]"))
    attempt(np.prod, lap)
    show(np.average(lap.astype(np.int64), weights=[1, 1, 1, 1, 4]))


@program
def datetime_min_max_clip(np):
    d = np.array(["2024-05-01", "2023-01-15", "2025-09-30", "2024-12-24"], dtype="M8[D]")
    lo, hi = np.datetime64("2024-01-01"), np.datetime64("2024-12-31")
    show(np.clip(d, lo, hi))
    show(np.minimum(d, hi))
    show(np.maximum(d, lo))
    show(np.fmin(d, np.datetime64("NaT")))
    show(np.minimum(d, np.datetime64("NaT")))
    show(np.ptp(d))
    show(d.max() - d.min())
    show(np.amax(d.reshape(2, 2), axis=0))
    show(np.min(d.reshape(2, 2), axis=1, keepdims=True))
    attempt(np.clip, d, lo, 5)
    show(np.clip(np.array([-5, 5, 50], "m8[s]"), np.timedelta64(0, "s"),
                 np.timedelta64(30, "s")))


@program
def datetime_busday_count_holidays(np):
    holidays = np.array(["2024-01-01", "2024-05-27", "2024-07-04", "2024-09-02", "2024-11-28",
                         "2024-12-25"], dtype="M8[D]")
    month_starts = np.arange("2024-01", "2025-01", dtype="M8[M]").astype("M8[D]")
    month_ends = (np.arange("2024-01", "2025-01", dtype="M8[M]") + 1).astype("M8[D]")
    n = np.busday_count(month_starts, month_ends, holidays=holidays)
    show(n)
    print(n.sum(), n.dtype)
    show(np.busday_count("2024-12-31", "2024-01-01", holidays=holidays))
    show(np.busday_count(month_starts[:3], "2024-06-01"))
    show(np.busday_count("2024-01-01", "2024-01-01"))
    attempt(np.busday_count, "2024-01-01", "NaT")
    attempt(np.busday_count, month_starts[:2], month_starts[:3])
    attempt(np.busday_count, "2024-01-01", "2024-02-01", holidays=["2024-02-30"])
    out = np.zeros(2, dtype=np.int64)
    show(np.busday_count(month_starts[:2], month_ends[:2], out=out))
    show(out)


@program
def datetime_busday_offset_schedules(np):
    holidays = ["2024-03-29", "2024-04-01"]
    # T+2 settlement for trades over a holiday week
    trades = np.array(["2024-03-26", "2024-03-27", "2024-03-28", "2024-03-29", "2024-03-30"],
                      dtype="M8[D]")
    show(np.busday_offset(trades, 2, roll="following", holidays=holidays))
    show(np.busday_offset(trades, -1, roll="preceding", holidays=holidays))
    show(np.busday_offset(trades, 0, roll="nat", holidays=holidays))
    show(np.busday_offset(trades, 0, roll="modifiedpreceding", holidays=holidays))
    attempt(np.busday_offset, trades, 2, holidays=holidays)
    attempt(np.busday_offset, trades, 2, roll="sideways")
    show(np.busday_offset("2024-03-31", 0, roll="modifiedfollowing", holidays=holidays))
    show(np.busday_offset("2024-03-31", 0, roll="following", holidays=holidays))
    attempt(np.busday_offset, np.datetime64("NaT", "D"), 3)
    show(np.busday_offset(np.datetime64("NaT", "D"), 3, roll="following"))
    show(np.busday_offset("2024-03-25", np.array([[0, 5], [10, -5]])))
    attempt(np.busday_offset, "2024-03-25", 1.5)
    attempt(np.busday_offset, "2024-03-25T10", 1)


@program
def datetime_is_busday_weekmasks(np):
    days = np.arange("2024-06-01", "2024-06-15", dtype="M8[D]")
    for mask in ("1111100", "0111111", "Sun Mon Tue Wed Thu", [1, 1, 1, 1, 0, 0, 1],
                 "1111111"):
        show(np.is_busday(days, weekmask=mask).astype(int))
    attempt(np.is_busday, days, weekmask="0000000")
    attempt(np.is_busday, days, weekmask="111110")
    attempt(np.is_busday, days, weekmask="Mon Funday")
    attempt(np.is_busday, days, weekmask=[1, 1, 1])
    attempt(np.is_busday, days, weekmask="1111102")
    show(np.is_busday(np.datetime64("2024-06-08")))
    show(np.is_busday(days[:3], out=np.zeros(3, bool)))
    attempt(np.is_busday, np.datetime64("NaT", "D"))


@program
def datetime_busdaycalendar_reuse(np):
    cal = np.busdaycalendar(weekmask="Sun Mon Tue Wed Thu",
                            holidays=["2024-04-10", "2024-04-11", "NaT", "2024-04-10",
                                      "2024-04-12"])
    show(cal.weekmask)
    show(cal.holidays)
    days = np.arange("2024-04-07", "2024-04-21", dtype="M8[D]")
    show(np.is_busday(days, busdaycal=cal).astype(int))
    show(np.busday_count("2024-04-01", "2024-05-01", busdaycal=cal))
    show(np.busday_offset("2024-04-09", 1, busdaycal=cal))
    attempt(np.is_busday, days, weekmask="1111100", busdaycal=cal)
    attempt(np.busday_count, "2024-04-01", "2024-05-01", holidays=["2024-04-02"], busdaycal=cal)
    attempt(np.busdaycalendar, holidays=["not a date"])
    attempt(np.busdaycalendar, weekmask="0000000")
    empty = np.busdaycalendar()
    show(empty.weekmask)
    show(empty.holidays)


@program
def datetime_resample_hourly_means(np):
    t0 = np.datetime64("2024-08-01T00:00")
    t = t0 + np.array([3, 17, 45, 61, 70, 118, 125, 179, 181, 239], dtype="m8[m]")
    temp = np.array([20.0, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 22.0, 21.0, 20.0])
    hour = t.astype("M8[h]")
    keys, inv, cnt = np.unique(hour, return_inverse=True, return_counts=True)
    show(keys)
    show(cnt)
    means = np.bincount(inv, weights=temp) / cnt
    show(means.round(4))
    starts = np.flatnonzero(np.r_[True, hour[1:] != hour[:-1]])
    show(starts)
    show(np.maximum.reduceat(temp, starts))
    show(np.add.reduceat(np.ones(len(t), int), starts))
    show(t[starts])


@program
def datetime_time_since_last_event(np):
    events = np.array(["2024-09-01T10:00", "2024-09-01T10:07", "2024-09-01T11:30",
                       "2024-09-02T08:00"], dtype="M8[m]")
    queries = np.array(["2024-09-01T09:00", "2024-09-01T10:07", "2024-09-01T12:00",
                        "2024-09-03T00:00"], dtype="M8[m]")
    i = np.searchsorted(events, queries, side="right") - 1
    show(i)
    last = np.where(i >= 0, events[np.maximum(i, 0)], np.datetime64("NaT"))
    show(last)
    since = queries - last
    show(since)
    show(since.astype("m8[h]"))
    show(np.isnat(since))
    print([None if np.isnat(s) else int(s / np.timedelta64(1, "m")) for s in since])


@program
def datetime_scalar_reprs_and_str(np):
    for x in (np.datetime64("2024-02-29"), np.datetime64("2024-02-29T13:45:10.123456"),
              np.datetime64("2024", "M"), np.datetime64("NaT", "ns"), np.timedelta64(90, "m"),
              np.timedelta64(-1, "D"), np.timedelta64("NaT"), np.timedelta64(3),
              np.datetime64(0, "s"), np.datetime64(-1, "D")):
        print(repr(x), str(x), x.dtype)
    a = np.array([np.timedelta64(1, "D"), np.timedelta64(36, "h")])
    show(a)
    print(np.array2string(np.arange("2024-01-01", "2024-01-04", dtype="M8[D]")))
    print(np.array_repr(np.array([], dtype="M8[s]")))
    print(np.array(["2024-01-01"], dtype="M8[D]").reshape(1, 1))
    print(f"{np.datetime64('2024-03-04')!s:>14}|")


@program
def datetime_python_datetime_interop(np):
    import datetime as pydt
    d = np.datetime64(pydt.date(2024, 3, 4))
    show(d)
    show(np.datetime64(pydt.datetime(2024, 3, 4, 5, 6, 7, 890000)))
    show(np.array([pydt.date(2024, 1, 1), pydt.date(2024, 6, 30)], dtype="M8[D]"))
    show(np.array([pydt.datetime(2024, 1, 1, 12)], dtype="M8"))
    show(np.timedelta64(pydt.timedelta(days=1, seconds=5)))
    show(np.array([pydt.timedelta(hours=2), pydt.timedelta(minutes=3)], dtype="m8[s]"))
    print(repr(np.datetime64("2024-03-04T05:06").astype(object)))
    print(repr(np.timedelta64(90, "m").astype(object)))
    print(repr(np.datetime64("2024-03-04T05:06:07.123456789").astype(object)))
    print(repr(np.timedelta64(5, "M").item()))
    show(np.datetime64("2024-03-04") - np.datetime64(pydt.date(2024, 1, 1)))


@program
def datetime_calendar_fields(np):
    t = np.array(["2024-01-01T00:00", "2024-02-29T13:45", "2024-12-31T23:59", "1999-07-15T06:30"],
                 dtype="M8[m]")
    year = t.astype("M8[Y]").astype(int) + 1970
    month = t.astype("M8[M]").astype(int) % 12 + 1
    day = (t.astype("M8[D]") - t.astype("M8[M]")).astype(int) + 1
    hour = (t - t.astype("M8[D]")).astype("m8[h]").astype(int)
    minute = (t - t.astype("M8[h]")).astype(int)
    doy = (t.astype("M8[D]") - t.astype("M8[Y]")).astype(int) + 1
    show(year)
    show(month)
    show(day)
    show(hour)
    show(minute)
    show(doy)
    iso = np.char.add(np.char.add(year.astype(str), "-"), np.char.zfill(month.astype(str), 2))
    show(iso)


@program
def datetime_isin_and_set_ops(np):
    a = np.array(["2024-01-01", "2024-01-02", "2024-01-05", "NaT"], dtype="M8[D]")
    b = np.array(["2024-01-02", "2024-01-05T00:00", "2024-01-09T00:00", "NaT"], dtype="M8[m]")
    show(np.isin(a, b))
    show(np.intersect1d(a, b))
    show(np.union1d(a, b))
    show(np.setdiff1d(a, b))
    show(np.setxor1d(a, b))
    show(np.intersect1d(a, b, return_indices=True)[1:])
    attempt(np.isin, a, np.array([1, 2]))
    show(np.in1d(a, b) if hasattr(np, "in1d") else np.isin(a, b))


@program
def datetime_full_zeros_and_empty_like(np):
    show(np.zeros(3, dtype="M8[D]"))
    show(np.zeros(2, dtype="m8[h]"))
    show(np.ones(2, dtype="m8[h]"))
    show(np.full(3, np.datetime64("2024-05-05")))
    show(np.full(2, "2024-05-05", dtype="M8[s]"))
    show(np.full(2, np.datetime64("NaT"), dtype="M8[D]"))
    show(np.full_like(np.zeros(2, "M8[D]"), np.datetime64("2024-01-01T12")))
    e = np.empty_like(np.zeros(3, "M8[ms]"))
    print(e.dtype, e.shape)
    show(np.zeros_like(np.arange(3), dtype="m8[s]"))
    attempt(np.ones, 2, dtype="M8[D]")
    show(np.array(np.datetime64("2024-01-01")).ndim)
    show(np.asarray(["2024-01-01", "NaT"], dtype="datetime64[D]"))
    attempt(np.linspace, np.datetime64("2024-01-01"), np.datetime64("2024-01-02"), 3)


@program
def datetime_indexing_and_assignment(np):
    d = np.arange("2024-01-01", "2024-01-11", dtype="M8[D]")
    d[0] = "2023-12-25"
    d[1] = np.datetime64("2024-01-02T18:00")
    d[2:4] = np.datetime64("NaT")
    d[d > np.datetime64("2024-01-08")] = np.datetime64("2024-01-08")
    show(d)
    show(d[[0, -1]])
    attempt(d.__setitem__, 4, 5)
    attempt(d.__setitem__, 4, "nope")
    attempt(d.__setitem__, 4, np.timedelta64(1, "D"))
    attempt(d.__setitem__, 4, 1.5)
    show(d)
    td = np.zeros(3, "m8[s]")
    td[0] = 5
    td[1] = np.timedelta64(2, "m")
    attempt(td.__setitem__, 2, np.timedelta64(1, "M"))
    show(td)
    show(np.put(td, [2], [7]) or td)
    show(np.take(d, [1, 3]))


@program
def datetime_2d_calendar_grid(np):
    start = np.datetime64("2024-07-01")
    grid = start + np.arange(35).reshape(5, 7)
    show(grid[0])
    show(grid[:, 0])
    show(grid.T[0])
    month = grid.astype("M8[M]")
    in_july = month == np.datetime64("2024-07")
    show(in_july.sum(axis=1))
    show(grid.min(axis=1))
    show(grid.max(axis=0))
    show(np.where(in_july, grid, np.datetime64("NaT")).max(axis=1))
    show(np.diff(grid, axis=0)[0])
    show(grid.reshape(-1)[::10])
    show(np.sort(grid, axis=None)[-3:])


@program
def datetime_roll_and_shift_series(np):
    t = np.arange("2024-10-01T00", "2024-10-01T06", dtype="M8[h]")
    show(np.roll(t, 1))
    lagged = np.empty_like(t)
    lagged[0] = np.datetime64("NaT")
    lagged[1:] = t[:-1]
    show(lagged)
    show(t - lagged)
    show(np.flip(t)[:2])
    show(np.repeat(t[:2], 2))
    show(np.tile(t[:2], 2))
    show(np.pad(t, (1, 1), mode="edge"))
    attempt(np.pad, t, 1)
    show(np.insert(t, 1, np.datetime64("2024-10-01T00:30")))
    show(np.append(t[:2], np.datetime64("2024-10-02")))
    show(np.delete(t, [0, 5]))


@program
def datetime_timedelta_scaling(np):
    td = np.array([10, 25, 40, "NaT"], dtype="m8[s]")
    show(td * 3)
    show(td * 0.5)
    show(td / 4)
    show(td // 4)
    show(td * np.array([1, 2, 3, 4]))
    show(-td)
    show(np.abs(np.array([-7, 7], "m8[s]")))
    show(np.sign(np.array([-7, 0, 7], "m8[s]")))
    show(np.negative(td))
    show(np.positive(td))
    attempt(lambda: td * td)
    attempt(lambda: 4 / td)
    attempt(lambda: td + 3.0)
    show(td + 3)
    attempt(lambda: td ** 2)
    attempt(np.sqrt, td)
    show(np.floor_divide(td, np.timedelta64(7, "s")))
    show(np.remainder(td, np.timedelta64(7, "s")))
    show(np.true_divide(td, np.timedelta64(1, "m")).round(4))


@program
def datetime_leap_and_epoch_edges(np):
    d = np.array(["1900-02-28", "1900-03-01", "2000-02-29", "2100-02-28", "1969-12-31",
                  "1970-01-01", "0001-01-01", "9999-12-31"], dtype="M8[D]")
    show(d)
    show(d.astype(np.int64))
    show(d + 1)
    show(np.diff(d[:2]))
    attempt(np.datetime64, "1900-02-29")
    show(np.datetime64("-0001-01-01"))
    show(np.datetime64("10000-01-01"))
    attempt(np.datetime64, "2024-01-01T23:59:60")
    show(np.datetime64("1677-09-21T00:12:43.145224192", "ns"))


@program
def datetime_weekly_units(np):
    w = np.arange("2024-01-01", "2024-03-01", 7, dtype="M8[D]").astype("M8[W]")
    show(w)
    show(w.astype("M8[D]"))
    show(np.datetime64("2024-01-01", "W"))
    show(np.datetime64("1970-01-01", "W") + np.arange(3))
    show(np.timedelta64(3, "W").astype("m8[D]"))
    show(np.array([1, 2], "m8[W]") + np.array([1, 1], "m8[D]"))
    show(np.datetime64("2024-01-10").astype("M8[W]"))


@program
def datetime_structured_event_log(np):
    log = np.array([("login", "2024-02-01T08:00"), ("upload", "2024-02-01T08:05"),
                    ("logout", "2024-02-01T09:30"), ("login", "2024-02-02T07:55")],
                   dtype=[("kind", "U8"), ("at", "M8[m]")])
    show(log)
    show(log["at"])
    show(np.sort(log, order="at")["kind"])
    show(log[log["kind"] == "login"]["at"])
    show(np.diff(log["at"]))
    by_day = log["at"].astype("M8[D]")
    show(np.unique(by_day, return_counts=True)[1])
    print(log[0], log[0]["at"])
    show(log.dtype)


@program
def datetime_generic_units(np):
    g = np.array([np.datetime64("2024-01-01"), np.datetime64("2024-01-01T10")])
    show(g)
    show(np.array(["2024", "2024-05"], dtype="M8"))
    show(np.array([], dtype="M8"))
    show(np.timedelta64(5) + np.timedelta64(2, "s"))
    show(np.datetime64("2024-01-01") + np.timedelta64(2))
    print(np.datetime_data(np.dtype("M8")), np.datetime_data("m8[25ms]"))
    attempt(np.datetime_data, np.dtype("f8"))
    show(np.array([1, 2], "m8") * 2)


@program
def datetime_masked_reductions_of_dates(np):
    d = np.array([["2024-01-05", "2024-03-01", "NaT"],
                  ["2023-11-30", "2024-02-10", "2024-02-11"]], dtype="M8[D]")
    valid = ~np.isnat(d)
    show(d.min(where=valid, initial=np.datetime64("2100-01-01")))
    show(d.max(axis=1, where=valid, initial=np.datetime64("1900-01-01")))
    show(np.min(d, axis=0, where=valid, initial=np.datetime64("2030-01-01T12")))
    show(np.maximum.reduce(d, axis=None, where=valid, initial=np.datetime64("2000-01-01")))
    attempt(d.min, where=valid)
    td = np.diff(d, axis=1)
    show(td)
    show(td.sum(where=~np.isnat(td)))
    show(td.max(axis=0, where=~np.isnat(td), initial=np.timedelta64(0, "D")))
    show(np.add.reduce(td, axis=1, where=~np.isnat(td)))


@program
def datetime_choose_and_select_dates(np):
    due = np.array(["2024-05-01", "2024-05-15", "2024-06-01"], dtype="M8[D]")
    paid = np.array(["2024-04-28", "NaT", "2024-06-03"], dtype="M8[D]")
    status = np.isnat(paid).astype(int)
    show(np.choose(status, [paid, due]))
    show(np.choose(status, [paid, np.datetime64("2099-12-31")]))
    show(np.choose([0, 1, 0], [due, due.astype("M8[h]") + np.timedelta64(9, "h")]))
    attempt(np.choose, status, [paid, np.array([1, 2, 3], "m8[D]")])
    attempt(np.choose, status, [np.array([1, 2, 3], "m8[D]"), paid])
    show(np.choose(status, [np.array([1, 2, 3], "m8[D]"), np.array([1, 2, 3], "m8[h]")]))
    late = paid - due
    show(np.select([np.isnat(late), late > np.timedelta64(0, "D")],
                   [np.timedelta64(-1, "D"), late], default=np.timedelta64(0, "D")))


@program
def datetime_cov_of_durations_refused(np):
    td = np.array([12, 15, 9, 20], dtype="m8[m]")
    attempt(np.cov, td)
    attempt(np.corrcoef, td)
    attempt(np.cov, np.array([1.0, 2.0, 3.0, 4.0]), td)
    attempt(np.cov, np.array(["2024-01-01", "2024-01-02"], "M8[D]"))
    minutes = td / np.timedelta64(1, "m")
    show(np.cov(minutes).round(6))
    show(np.corrcoef(minutes, np.array([1.0, 2.0, 0.5, 3.0])).round(6))


@program
def datetime_calendar_from_arrays(np):
    hol = np.array(["2024-12-25", "2024-12-26", "2025-01-01"], dtype="M8[D]")
    cal = np.busdaycalendar(weekmask=np.array([1, 1, 1, 1, 1, 0, 0]), holidays=hol)
    show(cal.weekmask)
    show(cal.holidays)
    print(isinstance(cal, np.busdaycalendar), type(cal).__name__)
    show(np.busday_count("2024-12-20", "2025-01-06", busdaycal=cal))
    attempt(lambda: np.busdaycalendar(holidays=np.array(["2024-12-25T09"], "M8[h]")).holidays)
    attempt(lambda: np.busdaycalendar(holidays=np.array([20000])).holidays)
    attempt(lambda: np.busdaycalendar(holidays=np.array(["2024"], "M8[Y]")).holidays)
    attempt(lambda: np.busdaycalendar(weekmask=np.array([1, 1, 1, 1, 1, 0, 0.5])).weekmask)
    attempt(lambda: np.busdaycalendar("1111100", hol, 3).holidays)
    attempt(np.is_busday, "2024-12-25", holidays=np.array(["2024-12-25T09"], "M8[h]"))
    attempt(np.busday_count, "2024-12-20", "2025-01-06", holidays=np.array([20082]))
