"""Programs on the non-numeric and special dtypes as users meet them: string and bytes arrays with
np.char / np.strings, StringDType, structured arrays, object arrays, datetime64/timedelta64
arithmetic and the business-day functions, and dtype introspection (np.dtype attributes,
result_type, can_cast, promote_types), with the bad inputs users give them.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


# ----------------------------------------------------------------------------------- strings

@program
def dt_clean_names_column(np):
    names = np.array(["  alice ", "BOB", "Carol  ", " dave"])
    clean = np.char.strip(names)
    show(clean)
    show(np.char.lower(clean))
    show(np.char.upper(clean))
    show(np.char.capitalize(np.char.lower(clean)))
    show(np.char.title(np.array(["hello world", "numpy is fun"])))
    show(np.char.str_len(names))
    show(np.char.str_len(clean))


@program
def dt_strings_find_count_startswith(np):
    words = np.array(["banana", "apple", "cherry", "bandana", ""])
    show(np.strings.find(words, "an"))
    show(np.strings.rfind(words, "an"))
    show(np.strings.count(words, "a"))
    show(np.strings.count(words, "an", 2, 5))
    show(np.strings.startswith(words, "ban"))
    show(np.strings.endswith(words, ("y")))
    attempt(np.strings.index, words, "an")
    show(np.strings.index(words[:1], "na"))
    attempt(np.strings.find, words, 3)


@program
def dt_strings_replace_and_zfill(np):
    codes = np.array(["7", "42", "-5", "1234", "+3"])
    show(np.strings.zfill(codes, 4))
    show(np.char.zfill(codes, 2))
    paths = np.array(["data/2020/a.csv", "data/2021/b.csv"])
    show(np.strings.replace(paths, "data", "archive"))
    show(np.strings.replace(paths, "/", "_", count=1))
    show(np.char.replace(paths, ".csv", ".parquet"))
    show(np.strings.ljust(codes, 6, "*"))
    show(np.strings.rjust(codes, 6))
    show(np.strings.center(codes, 7, "-"))
    attempt(np.strings.center, codes, 7, "--")


@program
def dt_strings_add_multiply(np):
    first = np.array(["Ada", "Alan", "Grace"])
    last = np.array(["Lovelace", "Turing", "Hopper"])
    full = np.char.add(np.char.add(first, " "), last)
    show(full)
    show(np.strings.add(first, "!"))
    show(first + "_x")
    show(np.char.multiply(np.array(["ab", "c"]), 3))
    show(np.strings.multiply(np.array(["ab", "c"]), np.array([0, 2])))
    show(np.strings.multiply(np.array(["ab"]), -1))
    attempt(np.char.add, first, np.arange(3))
    attempt(lambda: first * 2)
    attempt(lambda: first + 1)


@program
def dt_number_labels_to_strings(np):
    ids = np.arange(1, 6)
    labels = ids.astype(str)
    show(labels)
    show(np.char.add("item_", labels))
    show(np.char.zfill(labels, 3))
    vals = np.linspace(0, 1, 5)
    show(vals.astype(str))
    show(vals.astype("U4"))
    show(np.array([True, False]).astype(str))
    show(np.arange(3, dtype=np.int8).astype("S"))
    show((np.arange(4) * 1.5).astype(np.str_))


@program
def dt_parse_strings_to_numbers(np):
    raw = np.array(["1.5", "2", " 3.25 ", "-4e2"])
    show(raw.astype(float))
    show(raw.astype(np.float32))
    attempt(raw.astype, int)
    show(np.array(["10", "20", "-7"]).astype(np.int64))
    show(np.array(["10", "20", "-7"]).astype(np.int16) + 1)
    attempt(np.array(["1", "two", "3"]).astype, float)
    attempt(np.array(["1", ""]).astype, float)
    attempt(np.array(["300"]).astype, np.uint8)
    show(np.array(["nan", "inf", "-inf"]).astype(float))
    show(np.array(["True", "False", ""]).astype(bool))


@program
def dt_string_comparisons_and_masks(np):
    cities = np.array(["Paris", "berlin", "Rome", "Athens", "Rome"])
    show(cities == "Rome")
    show(cities != "Rome")
    show(cities < "M")
    show(np.char.equal(cities, np.char.capitalize(cities)))
    show(np.char.greater_equal(cities, "Paris"))
    show(cities[cities > "Q"])
    show(np.strings.isalpha(np.array(["abc", "ab1", ""])))
    show(np.strings.isdigit(np.array(["123", "12.3", "-1"])))
    show(np.strings.isspace(np.array([" ", "", " a"])))
    show(np.strings.isupper(np.array(["ABC", "AbC", "1"])))
    attempt(lambda: cities < 3)


@program
def dt_sort_and_unique_strings(np):
    tags = np.array(["red", "blue", "green", "blue", "red", "Red", "amber"])
    show(np.sort(tags))
    show(np.argsort(tags, kind="stable"))
    u, idx, inv, counts = np.unique(tags, return_index=True, return_inverse=True,
                                    return_counts=True)
    show(u)
    show(idx)
    show(inv)
    show(counts)
    show(np.unique_values(tags))
    show(np.isin(tags, ["red", "blue"]))
    show(np.searchsorted(np.sort(tags), "cyan"))
    attempt(np.max, tags)
    show(np.lexsort((np.array([3, 1, 2, 1, 0, 5, 9]), tags)))


@program
def dt_strings_in_numpy_functions(np):
    a = np.array(["x", "yy", "zzz"])
    show(np.concatenate([a, np.array(["wwww"])]))
    show(np.where(np.array([True, False, True]), a, "-"))
    show(np.stack([a, a[::-1]]))
    show(np.full(3, "na"))
    show(np.full((2,), "abc", dtype="U2"))
    show(np.empty_like(a).shape)
    show(np.zeros(2, dtype="U3"))
    show(np.repeat(a, 2))
    show(np.tile(a, 2).reshape(2, 3).T)
    attempt(np.sum, a)
    attempt(np.mean, a)
    attempt(np.add.reduce, a)


@program
def dt_fixed_width_truncation(np):
    a = np.array(["short", "a much longer string"], dtype="U8")
    show(a)
    a[0] = "overwrite me please"
    show(a)
    b = np.array(["abc"])
    b[0] = "abcdef"
    show(b)
    c = np.empty(2, dtype="U3")
    c[:] = 12345
    show(c)
    c[1] = 1.5
    show(c)
    print(np.dtype("U8").itemsize, a.itemsize, a.nbytes)


@program
def dt_bytes_arrays(np):
    b = np.array([b"abc", b"de", b""])
    show(b)
    print(b.dtype.kind, b.dtype.char, b.itemsize)
    show(np.char.upper(b))
    show(np.char.str_len(b))
    show(np.char.decode(b, "ascii"))
    show(np.char.encode(np.array(["caf\u00e9", "tea"]), "utf-8"))
    attempt(np.char.encode, np.array(["caf\u00e9"]), "ascii")
    show(b.astype("U"))
    attempt(np.array(["caf\u00e9"]).astype, "S")
    show(np.array(["plain"]).astype("S"))
    attempt(np.char.add, b, np.array(["x"]))
    show(b == b"de")
    show(np.frombuffer(b"\x01\x02\x03\x04", dtype=np.uint8))


@program
def dt_stringdtype_basics(np):
    SD = np.dtypes.StringDType
    a = np.array(["apple", "kiwi", "a much longer fruit name"], dtype=SD())
    print(a.dtype, repr(a.dtype), a.dtype.kind, a.dtype.char)
    show(a)
    show(np.strings.upper(a))
    show(np.strings.str_len(a))
    show(a == "kiwi")
    show(np.sort(a))
    a[1] = "x" * 30
    show(np.strings.str_len(a))
    s = np.array(["1.5", "2"], dtype=SD())
    show(s.astype(np.float64))
    n = np.array(["a", None], dtype=SD(na_object=None))
    show(n)
    attempt(np.array, ["a", None], dtype=SD())
    show(np.arange(3).astype(SD()))


# ----------------------------------------------------------------------------------- structured

@program
def dt_structured_records(np):
    person = np.dtype([("name", "U10"), ("age", np.int32), ("weight", np.float64)])
    print(person.names, person.fields["age"], person.itemsize)
    people = np.array([("Ann", 34, 61.5), ("Bob", 28, 80.0), ("Cid", 45, 72.25)], dtype=person)
    show(people)
    show(people["age"])
    show(people["weight"].mean())
    show(people[1])
    print(people[1]["name"], people[1]["age"] + 1)
    show(people[people["age"] > 30]["name"])
    people["age"] += 1
    show(people["age"])
    attempt(lambda: people["height"])
    attempt(lambda: people[["name", "nope"]])


@program
def dt_structured_sort_by_order(np):
    dt = np.dtype([("team", "U5"), ("score", "i4"), ("time", "f8")])
    rows = np.array([("red", 10, 3.5), ("blue", 12, 2.0), ("red", 12, 1.5),
                     ("blue", 10, 4.0), ("green", 12, 2.0)], dtype=dt)
    show(np.sort(rows, order="score"))
    show(np.sort(rows, order=["team", "time"]))
    show(np.argsort(rows, order=["score", "time"]))
    rows.sort(order="time")
    show(rows["team"])
    attempt(np.sort, rows, order="rank")
    attempt(np.sort, np.arange(3), order="x")


@program
def dt_structured_numeric_fields(np):
    pt = np.dtype([("x", np.float32), ("y", np.float32), ("id", np.int16)])
    pts = np.zeros(4, dtype=pt)
    pts["x"] = np.arange(4) * 0.5
    pts["y"] = [1, -1, 2, -2]
    pts["id"] = np.arange(10, 14)
    show(pts)
    r = np.sqrt(pts["x"] ** 2 + pts["y"] ** 2)
    show(np.round(r, 4))
    show(pts[["x", "id"]])
    pts[2] = (9.0, 9.0, 99)
    show(pts[2])
    attempt(pts.__setitem__, 1, (1.0, 2.0))
    print(pts.dtype.descr)
    show(pts.view(np.recarray).x if hasattr(np, "recarray") else pts["x"])


@program
def dt_structured_nested_and_subarray(np):
    dt = np.dtype([("pos", np.float64, (2,)), ("meta", [("flag", "?"), ("n", "u1")])])
    a = np.zeros(3, dtype=dt)
    a["pos"] = [[1, 2], [3, 4], [5, 6]]
    a["meta"]["n"] = [7, 8, 9]
    a["meta"]["flag"][1] = True
    show(a)
    show(a["pos"])
    show(a["pos"].sum(axis=0))
    show(a["meta"])
    print(dt["pos"], dt["pos"].shape, dt["pos"].base, dt["meta"].names)
    print(np.dtype(("i4", (2, 3))).shape, np.dtype(("i4", (2, 3))).itemsize)


@program
def dt_structured_from_arrays(np):
    x = np.arange(4)
    y = np.linspace(0, 1, 4)
    rec = np.empty(4, dtype=[("x", x.dtype), ("y", y.dtype)])
    rec["x"] = x
    rec["y"] = y
    show(rec)
    show(np.unique(np.array([(1, 2.0), (1, 2.0), (0, 5.0)], dtype=rec.dtype)))
    show(rec == rec[::-1])
    show(rec[0] == rec[0])
    attempt(lambda: rec + rec)
    attempt(lambda: rec.astype([("x", "f4"), ("y", "f4")]))
    attempt(lambda: rec.astype(float))


@program
def dt_recarray_attribute_access(np):
    r = np.rec.fromarrays([np.array([1, 2, 3]), np.array(["a", "b", "c"])], names="num,let")
    show(r.num)
    show(r.let)
    print(r[0].num, r[1].let, r.dtype.names)
    r2 = np.rec.fromrecords([(1, 2.5), (3, 4.5)], names=["a", "b"])
    show(r2.b * 2)
    attempt(lambda: r2.c)


# ----------------------------------------------------------------------------------- object

@program
def dt_object_arrays_of_lists(np):
    ragged = np.empty(3, dtype=object)
    ragged[0] = [1, 2]
    ragged[1] = [3]
    ragged[2] = []
    show(ragged)
    print([len(x) for x in ragged])
    attempt(np.array, [[1, 2], [3]])
    show(np.array([[1, 2], [3]], dtype=object))
    show(np.array([None, 1, "a", 2.5], dtype=object))
    o = np.array([1, 2, 3], dtype=object)
    show(o * 2)
    show(o.sum())
    show(o + np.arange(3))
    show((o + np.arange(3)).astype(np.int64))


@program
def dt_object_none_and_mixed(np):
    vals = np.array([1.5, None, 3.0, None], dtype=object)
    mask = np.array([v is None for v in vals])
    show(mask)
    show(vals == None)  # noqa: E711  (what users write)
    show(np.where(mask, 0.0, vals).astype(float))
    attempt(vals.astype, float)
    attempt(lambda: vals + 1)
    mixed = np.array([3, "b", 1.5], dtype=object)
    attempt(np.sort, mixed)
    show(np.array([3, 1, 2], dtype=object).argsort())
    attempt(np.array([None]).astype, int)


@program
def dt_object_big_ints_and_fractions(np):
    import fractions
    big = np.array([2 ** 70, 3, -(2 ** 65)], dtype=object)
    show(big * 2)
    show(big.max())
    show(big // 7)
    attempt(big.astype, np.int64)
    fr = np.array([fractions.Fraction(1, 3), fractions.Fraction(1, 6)], dtype=object)
    show(fr.sum())
    show(fr * 3)
    show(np.array([1, 2 ** 70]).dtype)
    attempt(np.array, [2 ** 64], dtype=np.int64)


# ----------------------------------------------------------------------------------- datetime

@program
def dt_datetime_arithmetic(np):
    start = np.datetime64("2024-01-30")
    days = start + np.arange(5)
    show(days)
    show(days - start)
    show(np.diff(days))
    show(days + np.timedelta64(36, "h"))
    show((days - np.datetime64("2024-01-01")).astype(int))
    show(np.datetime64("2024-03-01") - np.datetime64("2024-02-01"))
    show(np.datetime64("2023-03-01") - np.datetime64("2023-02-01"))
    attempt(lambda: days + days)
    attempt(lambda: days * 2)
    show(np.timedelta64(90, "m") * 2)
    show(np.timedelta64(1, "D") / np.timedelta64(1, "h"))
    show(np.timedelta64(7, "D") // np.timedelta64(2, "D"))
    show(np.timedelta64(7, "D") % np.timedelta64(2, "D"))


@program
def dt_datetime_unit_conversion(np):
    t = np.array(["2024-02-29T12:30", "2024-03-01T00:15"], dtype="datetime64[m]")
    show(t)
    show(t.astype("datetime64[D]"))
    show(t.astype("datetime64[h]"))
    show(t.astype("datetime64[s]"))
    show(t.astype("datetime64[M]"))
    show(t.astype("datetime64[Y]"))
    show(t.astype("datetime64[ns]").astype(np.int64))
    d = np.timedelta64(3, "W")
    show(d.astype("timedelta64[D]"))
    show(np.timedelta64(1, "Y").astype("timedelta64[M]"))
    attempt(lambda: np.timedelta64(1, "M").astype("timedelta64[D]"))
    attempt(lambda: np.timedelta64(1, "Y") + np.timedelta64(1, "D"))
    print(np.datetime_data(t.dtype), np.datetime_data(np.dtype("m8[25s]")))


@program
def dt_datetime_as_string(np):
    t = np.array(["2024-05-17T08:05:03", "NaT", "1999-12-31T23:59:59"], dtype="datetime64[s]")
    show(np.datetime_as_string(t))
    show(np.datetime_as_string(t, unit="D"))
    show(np.datetime_as_string(t, unit="m"))
    show(np.datetime_as_string(t, unit="ms"))
    show(np.datetime_as_string(t, unit="auto"))
    show(np.datetime_as_string(t, timezone="UTC"))
    attempt(np.datetime_as_string, t, unit="Y", casting="safe")
    attempt(np.datetime_as_string, t, unit="fortnight")
    attempt(np.datetime_as_string, np.arange(3))
    show(np.datetime_as_string(np.datetime64("2024-01-01", "D")))


@program
def dt_arange_of_dates(np):
    show(np.arange("2024-01-01", "2024-01-08", dtype="datetime64[D]"))
    show(np.arange("2024-01", "2024-07", 2, dtype="datetime64[M]"))
    show(np.arange(np.datetime64("2024-01-01T00"), np.datetime64("2024-01-01T06"),
                   np.timedelta64(90, "m")))
    show(np.arange(np.datetime64("2024-03-10"), np.datetime64("2024-03-01"), -3))
    show(np.arange(np.timedelta64(0, "s"), np.timedelta64(10, "s"), 4))
    attempt(np.arange, "2024-01-01", "2024-01-05")
    attempt(np.arange, np.datetime64("2024-01-01"), 5)
    attempt(np.arange, np.datetime64("NaT"), np.datetime64("2024-01-01"))
    show(np.linspace(0, 10, 3).astype("timedelta64[s]"))


@program
def dt_isnat_and_missing(np):
    t = np.array(["2024-01-01", "NaT", "2024-01-03", "nat"], dtype="datetime64[D]")
    show(np.isnat(t))
    show(t[~np.isnat(t)])
    show(np.isnat(t - t[0]))
    show(t == t)
    show(t != np.datetime64("NaT"))
    show(np.max(t))
    show(np.nanmax(t) if hasattr(np, "nanmax") else None)
    show(np.sort(t))
    show(np.argsort(t))
    attempt(np.isnat, np.array([1.0, np.nan]))
    show(np.datetime64("NaT") == np.datetime64("NaT"))
    show(np.isnat(np.timedelta64("NaT")))


@program
def dt_datetime_mean_and_ranges(np):
    t = np.array(["2024-01-01T00", "2024-01-01T06", "2024-01-02T00"], dtype="datetime64[h]")
    span = t.max() - t.min()
    show(span)
    show(span.astype("timedelta64[m]"))
    show(t.min() + (t - t.min()).mean())
    attempt(np.mean, t)
    show(np.median(t - t[0]))
    show((t - t[0]).sum())
    show(np.ptp(t))
    show(np.cumsum(np.diff(t)))
    show(np.searchsorted(t, np.datetime64("2024-01-01T12")))
    show(np.clip(t, np.datetime64("2024-01-01T03"), np.datetime64("2024-01-01T12")))


@program
def dt_datetime_parsing_bad_inputs(np):
    attempt(np.datetime64, "2024-13-01")
    attempt(np.datetime64, "2024-02-30")
    attempt(np.datetime64, "yesterday")
    show(np.datetime64("2024-02-29"))
    show(np.datetime64("2024-06-01T12:00:00.123456"))
    show(np.datetime64("2024-06-01T12:00+0200") if False else np.datetime64("2024-06-01T10:00"))
    attempt(np.array, ["2024-01-01", "garbage"], dtype="datetime64[D]")
    attempt(np.array(["2024-01-01", "2024-01-02"]).astype, "datetime64[D]")
    show(np.array(["2024-01-01", "2024-01-02"]).astype("datetime64[D]"))
    attempt(np.timedelta64, 1.5, "D")
    attempt(np.datetime64, 10, "Q")
    show(np.datetime64(0, "s"))
    show(np.datetime64(1700000000, "s"))


@program
def dt_datetime_units_mixing(np):
    d = np.datetime64("2024-06-01")
    s = np.datetime64("2024-06-01T10:30:15")
    show(s - d)
    print((s - d).dtype)
    show(d < s)
    show(np.array([d, s]).dtype)
    show(np.datetime64("2024-06") + np.timedelta64(1, "D"))
    show(np.datetime64("2024") + np.timedelta64(1, "M"))
    show(np.array(["2024-06-01", "2024-06-01T05"], dtype="M8"))
    show(np.result_type(np.dtype("M8[D]"), np.dtype("m8[h]")))
    attempt(np.result_type, np.dtype("M8[D]"), np.dtype("M8[h]"), np.float64)
    attempt(np.result_type, np.dtype("m8[M]"), np.dtype("m8[D]"))


@program
def dt_timedelta_arithmetic_arrays(np):
    durations = np.array([90, 45, 150, 30], dtype="timedelta64[m]")
    show(durations.sum())
    show(durations.astype("timedelta64[h]"))
    show(durations / np.timedelta64(1, "h"))
    show(durations // np.timedelta64(1, "h"))
    show(durations * 1.5)
    show(durations / 4)
    show(-durations)
    show(np.abs(-durations))
    show(np.sign(durations - np.timedelta64(60, "m")))
    show(durations.astype(np.int64))
    show(np.timedelta64(5, "s") / 0)
    show(np.array([10], dtype="m8[s]") // np.array([0], dtype="m8[s]"))
    attempt(lambda: durations + 1.5)
    show(durations + 1)
    show(durations.mean())
    show(durations.std().astype("m8[s]") if False else durations.max())


@program
def dt_busday_functions(np):
    d = np.arange("2024-03-01", "2024-03-11", dtype="datetime64[D]")
    show(np.is_busday(d))
    show(np.busday_offset("2024-03-01", np.arange(4)))
    show(np.busday_offset("2024-03-02", 1, roll="forward"))
    show(np.busday_offset("2024-03-02", 1, roll="backward"))
    attempt(np.busday_offset, "2024-03-02", 1)
    show(np.busday_count("2024-03-01", "2024-04-01"))
    show(np.busday_count(d[:3], d[-1]))
    hol = ["2024-03-04", "2024-03-05"]
    show(np.busday_count("2024-03-01", "2024-03-11", holidays=hol))
    show(np.is_busday(d, weekmask="1111100", holidays=hol))
    show(np.busday_offset("2024-03-01", 1, weekmask="Mon Wed Fri"))
    attempt(np.is_busday, d, weekmask="1111")
    attempt(np.busday_offset, "NaT", 1)
    show(np.busday_offset(np.datetime64("NaT"), 1, roll="following"))


@program
def dt_busday_calendar_object(np):
    cal = np.busdaycalendar(weekmask="Sun Mon Tue Wed Thu", holidays=["2024-04-10"])
    show(cal.weekmask)
    show(cal.holidays)
    d = np.arange("2024-04-05", "2024-04-13", dtype="datetime64[D]")
    show(np.is_busday(d, busdaycal=cal))
    show(np.busday_count(d[0], d[-1], busdaycal=cal))
    show(np.busday_offset(d[0], 3, roll="following", busdaycal=cal))
    attempt(np.is_busday, d, busdaycal=cal, weekmask="1111100")
    attempt(np.busdaycalendar, weekmask="0000000")


@program
def dt_datetime_components(np):
    t = np.array(["2023-11-28T14:05", "2024-02-29T23:59", "2025-07-04T00:00"], dtype="M8[m]")
    years = t.astype("M8[Y]").astype(int) + 1970
    months = t.astype("M8[M]").astype(int) % 12 + 1
    days = (t.astype("M8[D]") - t.astype("M8[M]")).astype(int) + 1
    hours = (t - t.astype("M8[D]")).astype("m8[h]").astype(int)
    show(years)
    show(months)
    show(days)
    show(hours)
    weekday = (t.astype("M8[D]").astype(np.int64) - 4) % 7
    show(weekday)
    show(t.astype("M8[D]").astype(object))
    show(t.astype(object)[0])
    show(t.astype(str))
    attempt(t.astype, "U10")
    show(t.astype("U16"))


@program
def dt_datetime_from_python_and_scalars(np):
    import datetime
    d = np.datetime64(datetime.date(2024, 5, 1))
    print(repr(d), d.dtype)
    t = np.array([datetime.datetime(2024, 5, 1, 12), datetime.datetime(2024, 5, 2)])
    show(t)
    show(np.array([datetime.timedelta(hours=1), datetime.timedelta(days=2)]))
    attempt(lambda: t - d)
    show(t.astype("M8[s]") - d)
    print(d.item(), type(d.item()).__name__)
    print(np.datetime64("2024-05-01T10:00:00.5").item())
    print(np.timedelta64(90, "s").item())
    print(np.datetime64("2024-05-01", "ns").item())
    show(np.asarray(t, dtype="M8[D]"))
    show(np.datetime64("today", "D").dtype)


# ----------------------------------------------------------------------------------- dtypes

@program
def dt_dtype_introspection(np):
    for spec in ("f4", "<i8", ">u2", "c16", "?", "U7", "S3", "M8[ms]", "m8", "O", "V8",
                 np.float16, int, float, complex, bool, str, bytes, object):
        dt = np.dtype(spec)
        print(repr(dt), dt.kind, dt.char, dt.itemsize, dt.byteorder, dt.name, dt.str,
              dt.isnative, dt.alignment)
    attempt(np.dtype, "float128x")
    attempt(np.dtype, "i3")
    attempt(np.dtype, [("a", "i4"), ("a", "f4")])
    attempt(np.dtype, "U-1")


@program
def dt_dtype_predicates(np):
    for dt in (np.int8, np.uint64, np.float32, np.complex64, np.bool_, np.str_, np.bytes_,
               np.object_, np.datetime64, np.timedelta64):
        print(dt.__name__, np.issubdtype(dt, np.number), np.issubdtype(dt, np.integer),
              np.issubdtype(dt, np.floating), np.issubdtype(dt, np.character),
              np.issubdtype(dt, np.generic), np.isdtype(np.dtype(dt), "numeric")
              if dt not in (np.str_, np.bytes_, np.object_, np.datetime64, np.timedelta64)
              else None)
    print(np.issubdtype("U5", np.str_), np.issubdtype(np.dtype("S5"), np.flexible))
    attempt(np.isdtype, np.dtype("U5"), "numeric")
    attempt(np.isdtype, np.float64, "floats")
    print(np.dtype("M8[D]") == np.dtype("datetime64[D]"), np.dtype("U3") == "U3")


@program
def dt_promote_types_with_strings(np):
    for a, b in (("i4", "U3"), ("U3", "U10"), ("S5", "U2"), ("f8", "U1"), ("?", "U1"),
                 ("i8", "S1"), ("u1", "i1"), ("f2", "i2"), ("M8[D]", "M8[h]"), ("m8[s]", "i8"),
                 ("O", "U3"), ("i4", "M8[D]"), ("V4", "i4"), ("c8", "f8")):
        attempt(np.promote_types, a, b)
    attempt(np.promote_types, "U3", "foo")


@program
def dt_result_type_and_can_cast(np):
    show(np.result_type(np.arange(3, dtype=np.int8), 1000))
    show(np.result_type(np.int8, np.uint8))
    show(np.result_type(np.array(["ab"]), np.array(["abcd"])))
    show(np.result_type("U3", np.int32))
    attempt(np.result_type, "U3", np.float32, "S2")
    attempt(np.result_type)
    for frm, to, casting in (("i8", "f8", "safe"), ("f8", "i8", "safe"), ("f8", "i8", "same_kind"),
                             ("i4", "U11", "safe"), ("i4", "U5", "safe"), ("U5", "i4", "unsafe"),
                             ("U5", "S5", "same_kind"), ("M8[D]", "M8[s]", "safe"),
                             ("M8[s]", "M8[D]", "safe"), ("M8[s]", "M8[D]", "same_kind"),
                             ("m8[D]", "i8", "safe"), ("?", "U5", "safe")):
        print(frm, to, casting, np.can_cast(frm, to, casting))
    attempt(np.can_cast, 3, np.int8)
    attempt(np.can_cast, "i4", "f4", "sometimes")
    print(np.min_scalar_type(300), np.min_scalar_type(-1.5), np.min_scalar_type("abc"))


@program
def dt_finfo_iinfo_and_typecodes(np):
    for t in (np.int8, np.uint16, np.int64):
        i = np.iinfo(t)
        print(i.min, i.max, i.bits, i.dtype)
    for t in (np.float16, np.float32, np.float64):
        f = np.finfo(t)
        print(f.bits, f.eps, f.tiny, f.max, f.precision, f.resolution, f.dtype)
    print(np.finfo(np.complex64).dtype)
    attempt(np.iinfo, np.float32)
    attempt(np.finfo, np.int32)
    attempt(np.iinfo, "U3")
    print(np.typecodes["AllInteger"], np.typecodes["Datetime"])
    attempt(lambda: np.sctypeDict["f8"])
    print(np.sctypeDict["float64"], np.dtype(np.sctypeDict["int"]))


@program
def dt_astype_between_kinds(np):
    a = np.array([1.7, -2.2, 300.0, np.nan])
    show(a.astype("U"))
    show(a.astype("S6"))
    show(a.astype(object))
    show(a[:3].astype(np.int16))
    show(np.array([65, 66, 200]).astype("U"))
    show(np.array(["65", "66"]).astype(np.float16))
    attempt(a.astype, "M8[D]")
    show(np.array([1, 2]).astype("M8[D]"))
    show(np.array([3, 4], dtype="m8[h]").astype(float))
    attempt(a.astype, np.int8, casting="safe")
    attempt(np.array(["1"]).astype, int, casting="same_kind")
    show(np.array([1 + 2j]).astype(str))
    show(np.array([0, 1, 2]).astype(bool).astype(str))


@program
def dt_ufuncs_on_strings_and_dates(np):
    s = np.array(["a", "bc"])
    show(np.add(s, s))
    show(np.equal(s, "a"))
    attempt(np.maximum, s, np.array(["b", "b"]))
    attempt(np.subtract, s, s)
    attempt(np.multiply, s, 2.5)
    attempt(np.sqrt, s)
    t = np.array(["2024-01-01", "2024-06-01"], dtype="M8[D]")
    show(np.subtract(t, t[0]))
    show(np.maximum(t, np.datetime64("2024-03-01")))
    attempt(np.add, t, t)
    attempt(np.sqrt, t)
    show(np.minimum.reduce(t))
    show(np.isfinite(t))
    show(np.equal(t, np.datetime64("2024-06-01")))


@program
def dt_mixed_dtype_table(np):
    dt = np.dtype([("date", "M8[D]"), ("ticker", "U4"), ("price", "f8"), ("qty", "i4")])
    trades = np.array([("2024-01-02", "AAPL", 185.5, 10), ("2024-01-02", "MSFT", 370.0, 5),
                       ("2024-01-03", "AAPL", 184.0, -4), ("2024-01-04", "MSFT", 367.25, 2)],
                      dtype=dt)
    show(trades["date"])
    value = trades["price"] * trades["qty"]
    show(value)
    for t in np.unique(trades["ticker"]):
        m = trades["ticker"] == t
        print(t, trades["qty"][m].sum(), round(float(value[m].sum()), 2))
    show(np.diff(trades["date"]))
    show(trades[np.argsort(trades["price"])]["ticker"])
    show(np.sort(trades, order=["ticker", "date"])["price"])
    show(trades[trades["date"] >= np.datetime64("2024-01-03")]["qty"])


@program
def dt_char_array_class(np):
    c = np.char.array(["Hello ", "World"])
    print(type(c).__name__)
    show(c.strip().upper())
    show(c + "!")
    show(c == "World")
    show(np.char.join("-", np.array(["abc", "de"])))
    show(np.char.partition(np.array(["a=b", "c"]), "="))
    show(np.char.split(np.array(["a b c", "d"])))
    show(np.char.swapcase(np.array(["aBc"])))
    show(np.char.expandtabs(np.array(["a\tb"]), 4))
    show(np.char.translate(np.array(["abc"]), str.maketrans("a", "z")))


@program
def dt_strings_mod_formatting(np):
    fmt = np.array(["%d items", "%.2f%%", "[%s]"])
    show(np.char.mod(fmt, np.array([3, 4.567, "x"], dtype=object)))
    show(np.char.mod("%05.1f", np.linspace(0, 1, 3)))
    attempt(np.char.mod, np.array(["%d"]), np.array(["x"]))
    show(np.strings.mod(np.array(["v=%s"]), np.arange(2)))


@program
def dt_ufunc_methods_on_strings_and_objects(np):
    words = np.array(["ab", "c", "def"])
    attempt(np.add.reduce, words)
    attempt(np.add.accumulate, words)
    attempt(np.add.outer, words, np.array(["1", "2"]))
    attempt(np.add.reduceat, words, [0, 2])
    attempt(np.equal.reduce, words)
    objs = np.array([1, 2, 3, 4], dtype=object)
    show(np.add.reduce(objs))
    show(np.multiply.accumulate(objs))
    show(np.add.reduceat(objs, [0, 2]))
    show(np.maximum.outer(objs[:2], objs[2:]))
    np.add.at(objs, [0, 0, 3], 10)
    show(objs)
    lists = np.empty(2, dtype=object)
    lists[0], lists[1] = [1], [2, 3]
    show(np.add.reduce(lists))
    attempt(np.add.reduce, np.array([1, None], dtype=object))
    attempt(np.maximum.reduce, np.array([[1], [None]], dtype=object), axis=0)


@program
def dt_datetime_unit_overflow(np):
    # nanoseconds hold only about 584 years around 1970
    d = np.array(["2000-01-01", "2262-04-10"], dtype="M8[D]")
    show(d.astype("M8[ns]"))
    attempt(np.array(["2262-04-12"], dtype="M8[D]").astype, "M8[ns]")
    attempt(np.array(["1677-09-20"], dtype="M8[D]").astype, "M8[ns]")
    attempt(lambda: np.array([10**18], dtype="m8[s]") + np.array([1], dtype="m8[ns]"))
    attempt(lambda: np.array([10**18], dtype="m8[s]") == np.array([1], dtype="m8[ns]"))
    show(np.array(["NaT"], dtype="M8[D]").astype("M8[ns]"))
    show(np.array([2**40], dtype="m8[Y]").astype("m8[M]"))
    attempt(np.array([2**61], dtype="m8[Y]").astype, "m8[M]")
    out = np.zeros(2, dtype="m8[ns]")
    np.copyto(out, np.array([5, 10**18], dtype="m8[s]"), where=np.array([True, False]))
    show(out)


@program
def dt_float_to_time_casts(np):
    secs = np.array([1.5, -2.7, np.nan, 1e20, -np.inf])
    show(secs.astype("m8[s]"))
    show(secs[:3].astype("m8[ms]"))
    show(secs.astype("M8[s]"))
    show(np.array([1e20], np.float32).astype("m8[D]"))
    show(np.array([1 + 5j, 2.5 - 1j]).astype("m8[s]"))
    show(np.array([70000, 3], dtype="m8[s]").astype(np.float16))
    show(np.array([70000, "NaT"], dtype="M8[s]").astype(np.float64))
    with np.errstate(invalid="raise"):
        attempt(np.array([np.nan, 1.0]).astype, "m8[s]")
        attempt(np.array([np.inf]).astype, "m8[s]")


@program
def dt_timedelta_tolerances_and_histograms(np):
    a = np.array([10, 20, 31], dtype="m8[s]")
    b = np.array([11, 20, 29], dtype="m8[s]")
    attempt(np.isclose, a, b)
    show(np.isclose(a, b, rtol=0, atol=np.timedelta64(1, "s")))
    print(np.allclose(a, b, rtol=0, atol=np.timedelta64(2, "s")))
    attempt(np.histogram, a)
    attempt(np.histogram, a, bins="sturges")
    counts, edges = np.histogram(a, bins=np.array([0, 15, 30, 45], dtype="m8[s]"))
    show(counts)
    show(edges)
    attempt(np.histogram, np.array(["2024-01-01"], dtype="M8[D]"))


@program
def dt_rolling_durations(np):
    # total time spent over a sliding window of two shifts
    shifts = np.array([90, 45, 120, 30, 60], dtype="m8[m]")
    show(np.convolve(shifts, [1, 1], mode="valid"))
    show(np.convolve(shifts, np.ones(3, dtype=int)))
    show(np.correlate(shifts, [1, 2], mode="full"))
    show(np.convolve(shifts, np.array([1], dtype="m8[m]")))
    attempt(np.convolve, shifts, [0.5, 0.5])
    attempt(np.convolve, np.array(["2024-01-01"], dtype="M8[D]"), [1])
    show(np.dot(shifts, np.arange(5)))


@program
def dt_comparisons_across_units(np):
    months = np.arange(3).astype("m8[M]")
    days = np.arange(3).astype("m8[D]")
    attempt(lambda: months == np.timedelta64(30, "D"))
    attempt(lambda: months != days)
    attempt(lambda: months < days)
    show(months == np.arange(3).astype("m8[Y]"))
    show(days == np.arange(3))
    show(np.arange(3).astype("M8[D]") == days)
    show(days == "x")
    show(np.arange(3.0) == None)  # noqa: E711
    rec = np.zeros(3, dtype=[("a", "i4")])
    attempt(lambda: np.arange(3.0) == rec)
    attempt(lambda: rec == np.arange(3.0))
    show(rec == np.zeros(3, dtype=[("a", "i4")]))
    attempt(lambda: rec == np.zeros(3, dtype=[("b", "i4")]))
    attempt(np.result_type, np.array([1], dtype="M8[s]"), None)
    attempt(np.result_type, np.arange(2), np.array(["2024"], dtype="M8[Y]"))
