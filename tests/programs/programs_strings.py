"""Programs on NumPy 2's string functions as text-processing code uses them: np.strings and
np.char on str_, bytes_ and StringDType arrays (case, stripping, searching, padding, splitting,
predicates, formatting, encoding), comparisons and sorting of string arrays, unique/isin,
casts between numbers and strings with bad values, and string arrays in where/select/concatenate.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def str_case_conversions(np):
    names = np.array(["alice SMITH", "bob o'neil", "ÉMILE zola", "", "x"])
    for f in (np.strings.upper, np.strings.lower, np.strings.capitalize, np.strings.title,
              np.strings.swapcase):
        show(f(names))
    show(np.char.upper(names))
    b = np.array([b"hello World", b"ABC def"])
    show(np.strings.upper(b))
    show(np.strings.title(b))


@program
def str_strip_with_chars(np):
    raw = np.array(["  padded  ", "\tTabbed\n", "xxhixx", "--a-b--", ""])
    show(np.strings.strip(raw))
    show(np.strings.lstrip(raw))
    show(np.strings.rstrip(raw))
    show(np.strings.strip(raw, "x-"))
    show(np.strings.strip(raw, np.array(["p ", "\t", "x", "-", "z"])))
    show(np.char.strip(np.array([b"..dots..", b"none"]), b"."))
    attempt(np.strings.strip, raw, 5)
    attempt(np.strings.strip, raw, b"x")


@program
def str_startswith_endswith(np):
    files = np.array(["data_2020.csv", "data_2021.json", "readme.md", "notes.csv.bak"])
    show(np.strings.startswith(files, "data"))
    show(np.strings.endswith(files, ".csv"))
    show(np.strings.endswith(files, np.array([".csv", ".json", ".txt", ".bak"])))
    show(np.strings.startswith(files, "2020", start=5))
    show(np.strings.startswith(files, "ta", 2, 4))
    show(np.strings.endswith(files, "data", 0, 4))
    show(np.strings.endswith(files, "v", end=-4))
    show(np.char.startswith(files, "r"))
    attempt(np.strings.startswith, files, 3)


@program
def str_find_and_index(np):
    s = np.array(["banana", "bandana", "cabana", "apple"])
    show(np.strings.find(s, "an"))
    show(np.strings.rfind(s, "an"))
    show(np.strings.find(s, "an", 2))
    show(np.strings.find(s, "an", 2, 4))
    show(np.strings.rfind(s, "a", 0, -2))
    show(np.strings.find(s, np.array(["na", "da", "ca", "zz"])))
    show(np.strings.index(s[:3], "an"))
    show(np.strings.rindex(s[:3], "a"))
    attempt(np.strings.index, s, "an")
    attempt(np.strings.rindex, s, "q")
    attempt(np.char.index, s, "b")


@program
def str_count_occurrences(np):
    dna = np.array(["ATGCGATACG", "GGGCCC", "ATATAT", ""])
    for base in "ACGT":
        show(np.strings.count(dna, base))
    show(np.strings.count(dna, "AT"))
    show(np.strings.count(dna, "AT", 2))
    show(np.strings.count(dna, "", 0, 3))
    show(np.char.count(dna.astype("S"), b"G"))


@program
def str_replace_with_count(np):
    s = np.array(["a-b-c-d", "no dashes", "--", "x-y"])
    show(np.strings.replace(s, "-", "_"))
    show(np.strings.replace(s, "-", "", count=1))
    show(np.strings.replace(s, "-", " <-> ", 2))
    show(np.strings.replace(s, "", "."))
    show(np.strings.replace(s, "-", np.array(["1", "22", "333", "4444"])))
    show(np.char.replace(s, "-", "+", 1))
    show(np.strings.replace(np.array([b"aaa", b"ab"]), b"a", b"bb"))
    attempt(np.strings.replace, s, "-", 5)


@program
def str_padding_functions(np):
    w = np.array(["1", "22", "333", "-4", "+55"])
    show(np.strings.center(w, 7))
    show(np.strings.center(w, 7, "*"))
    show(np.strings.ljust(w, 5, "."))
    show(np.strings.rjust(w, 5, "0"))
    show(np.strings.zfill(w, 5))
    show(np.strings.zfill(w, 2))
    show(np.strings.center(w, np.array([1, 3, 5, 7, 9])))
    show(np.char.ljust(w, 4))
    attempt(np.strings.center, w, 7, "**")
    attempt(np.strings.ljust, w, 3.5)
    show(np.strings.rjust(np.array([b"ab", b"c"]), 4, b"-"))


@program
def str_partition_split(np):
    emails = np.array(["ann@example.com", "bob@mail.org", "no-at-sign", "a@b@c"])
    show(np.strings.partition(emails, "@"))
    show(np.strings.rpartition(emails, "@"))
    show(np.char.partition(emails, "@"))
    show(np.char.rpartition(emails, "@"))
    attempt(np.strings.partition, emails, "")
    show(np.char.split(np.array(["a b  c", "one,two"]), None))
    show(np.char.split(np.array(["a,b,,c", "one,two"]), ","))
    show(np.char.rsplit(np.array(["a,b,c"]), ",", 1))
    show(np.char.splitlines(np.array(["l1\nl2", "single"])))
    show(np.char.join("-", np.array(["abc", "xy"])))


@program
def str_expandtabs(np):
    t = np.array(["a\tb\tc", "\tindent", "no tabs", "12345\t6"])
    show(np.strings.expandtabs(t))
    show(np.strings.expandtabs(t, 4))
    show(np.strings.expandtabs(t, 0))
    show(np.char.expandtabs(t, 2))
    show(np.strings.expandtabs(np.array([b"x\ty"]), 3))


@program
def str_character_predicates(np):
    s = np.array(["abc", "ABC", "Abc", "123", "½", "١٢٣", "   ", "", "a1", "Hello World",
                  "hello world", "x_y"])
    for f in (np.strings.isalpha, np.strings.isdigit, np.strings.isnumeric,
              np.strings.isdecimal, np.strings.isspace, np.strings.isalnum, np.strings.islower,
              np.strings.isupper, np.strings.istitle):
        print(f.__name__, f(s).tolist())
    b = np.array([b"abc", b"123", b" ", b"Ab"])
    show(np.strings.isalpha(b))
    show(np.strings.isdigit(b))
    attempt(np.strings.isnumeric, b)
    attempt(np.strings.isdecimal, b)
    show(np.char.isupper(b))


@program
def str_lengths(np):
    words = np.array(["", "a", "naïve", "日本語", "tab\t"])
    show(np.strings.str_len(words))
    show(np.char.str_len(words))
    show(np.strings.str_len(words.astype(np.dtypes.StringDType())))
    show(np.strings.str_len(np.array([b"ab", b"", b"\x00x"])))
    attempt(np.strings.str_len, np.arange(3))
    lens = np.strings.str_len(words)
    print(words[np.argmax(lens)], lens.sum(), lens.dtype)


@program
def str_add_and_multiply(np):
    first = np.array(["Ada", "Alan", "Grace"])
    last = np.array(["Lovelace", "Turing", "Hopper"])
    full = np.strings.add(np.strings.add(first, " "), last)
    show(full)
    show(np.char.add(first, last))
    show(first + "!")
    show(np.strings.multiply(first, 2))
    show(np.strings.multiply(first, np.array([0, 1, 3])))
    show(np.strings.multiply("ab", -1))
    show(np.char.multiply(np.array([b"x", b"yz"]), 3))
    attempt(np.strings.add, first, 1)
    attempt(np.strings.add, first, np.array([b"x"]))
    attempt(np.strings.multiply, first, 1.5)
    attempt(lambda: first * 2)


@program
def str_mod_formatting(np):
    vals = np.array([3.14159, 2.71828, 1.41421])
    show(np.strings.mod("%.2f", vals))
    show(np.char.mod("x=%5.1f", vals))
    show(np.strings.mod(np.array(["%d items", "%03d"]), np.array([5, 7])))
    show(np.strings.mod("%s-%s", np.array([("a", "b")], dtype=object)[0]) if False else
         np.strings.mod(np.array(["%s!"]), np.array(["hi"])))
    attempt(np.strings.mod, "%d", np.array(["x"]))
    show(np.strings.mod(np.array([b"%d"]), np.array([1, 2])))


@program
def str_slice_function(np):
    if not hasattr(np.strings, "slice"):
        print("no np.strings.slice")
        return
    s = np.array(["hello", "world", "hi"])
    show(np.strings.slice(s, 2))
    show(np.strings.slice(s, 1, 4))
    show(np.strings.slice(s, None, None, -1))
    show(np.strings.slice(s, 0, None, 2))
    show(np.strings.slice(s, np.array([0, 1, 2]), np.array([1, 3, 5])))
    show(np.strings.slice(s.astype("S"), -2, None))
    attempt(np.strings.slice, s, 0, 3, 0)


@program
def str_encode_decode(np):
    u = np.array(["café", "naïve", "plain"])
    b = np.strings.encode(u, "utf-8")
    show(b)
    show(np.strings.decode(b, "utf-8"))
    show(np.char.encode(u, "latin-1"))
    attempt(np.strings.encode, u, "ascii")
    attempt(np.strings.decode, np.array([b"\xff\xfe"]), "utf-8")
    show(np.strings.decode(np.array([b"\xff"]), "utf-8", "replace"))
    show(np.strings.encode(u, "ascii", "ignore"))
    attempt(np.strings.encode, u, "no-such-codec")


@program
def str_stringdtype_pipeline(np):
    S = np.dtypes.StringDType()
    a = np.array(["  Mixed Case ", "UPPER", "lower  ", "a much longer string than the rest"],
                 dtype=S)
    show(a)
    c = np.strings.lower(np.strings.strip(a))
    show(c)
    show(np.strings.replace(c, " ", "_"))
    show(np.strings.str_len(c))
    show(np.strings.find(c, "e"))
    show(np.strings.zfill(np.array(["7", "-3"], dtype=S), 4))
    show(np.strings.add(a, "!"))
    show(a == "UPPER")
    show(np.sort(c))
    attempt(c.astype, "U")
    show(c.astype("U40"))


@program
def str_stringdtype_na(np):
    S = np.dtypes.StringDType(na_object=None)
    a = np.array(["x", None, "yz"], dtype=S)
    show(a)
    show(np.isnan(a) if False else np.strings.str_len(np.array(["x", "yz"], dtype=S)))
    attempt(np.strings.str_len, a)
    attempt(np.strings.upper, a)
    Sn = np.dtypes.StringDType(na_object=np.nan)
    b = np.array(["b", np.nan, "a"], dtype=Sn)
    show(np.isnan(b))
    show(np.sort(b))
    show(np.strings.add(b, "!"))


@program
def str_compare_arrays(np):
    a = np.array(["apple", "Banana", "cherry", "apple "])
    b = np.array(["apple", "banana", "Cherry", "apple"])
    show(a == b)
    show(a != b)
    show(a < b)
    show(a >= "b")
    show(np.strings.equal(a, b))
    show(np.strings.less(a, b))
    show(np.char.equal(a, b))
    show(np.char.compare_chararrays(a, b, "<", True))
    show(np.char.compare_chararrays(np.array(["a "]), np.array(["a"]), "==", True))
    show(np.array([b"a", b"b"]) == np.array([b"a", b"c"]))
    attempt(lambda: a == np.array([b"apple"] * 4))
    attempt(lambda: a < 5)
    attempt(np.strings.equal, a, 5)


@program
def str_sorting(np):
    words = np.array(["pear", "Apple", "banana", "apple", "", "Zebra", "éclair", "pear"])
    show(np.sort(words))
    show(np.argsort(words, kind="stable"))
    show(np.sort(words)[::-1])
    show(np.sort(np.strings.lower(words)))
    show(np.lexsort((words, np.strings.str_len(words))))
    m = words.reshape(2, 4)
    show(np.sort(m, axis=0))
    show(np.sort(m, axis=None))
    show(np.searchsorted(np.sort(words), ["apple", "zz"]))
    show(np.sort(words.astype("S8") if False else np.array([b"b", b"a", b"ab"])))
    attempt(np.max, words)
    show(np.argmin(words))
    attempt(np.sort, words, kind="bogus")


@program
def str_unique_isin(np):
    tags = np.array(["red", "blue", "red", "green", "blue", "red", ""])
    u, idx, inv, cnt = np.unique(tags, return_index=True, return_inverse=True,
                                 return_counts=True)
    show(u)
    show(idx)
    show(inv)
    show(cnt)
    show(np.unique_values(tags))
    show(np.unique_counts(tags).counts)
    show(np.isin(tags, ["red", "green"]))
    show(np.isin(tags, ["red", "green"], invert=True))
    show(np.isin(tags, np.array([1, 2])))
    show(np.intersect1d(tags, ["blue", "pink"]))
    show(np.setdiff1d(tags, ["red"]))
    show(np.union1d(tags, ["amber"]))
    show(np.in1d(tags, ["red"]) if hasattr(np, "in1d") else np.isin(tags, ["red"]))


@program
def str_astype_numbers(np):
    s = np.array(["1", " 2 ", "-3", "+4", "1e3", "0x10", "", "nan", "inf", "1_000"])
    for t in (float, np.float32, np.complex128):
        attempt(s.astype, t)
    attempt(s[:4].astype, int)
    attempt(s.astype, int)
    attempt(np.array(["3.5"]).astype, np.int64)
    attempt(np.array(["300"]).astype, np.uint8)
    attempt(np.array(["-1"]).astype, np.uint8)
    attempt(np.array(["true", "False", "", "0"]).astype, bool)
    attempt(np.array([b"12", b"x"]).astype, float)
    attempt(np.array([b"12", b"7"]).astype, np.int16)
    attempt(np.array(["1.5", "abc"], dtype=np.dtypes.StringDType()).astype, float)


@program
def str_astype_to_strings(np):
    x = np.array([1.5, -0.1, 1e20, np.nan, 3.0])
    show(x.astype(str))
    show(x.astype("U4"))
    show(x.astype("S6"))
    show(np.arange(5).astype(str))
    show(np.array([True, False]).astype(str))
    show(np.array([1 + 2j]).astype(str))
    show(np.array([255, -3], dtype=np.int16).astype("U2"))
    show(x.astype(np.dtypes.StringDType()))
    show(np.array([0.1, 1 / 3], dtype=np.float32).astype(str))
    show(np.array(["abc", "de"]).astype("U1"))
    attempt(np.array(["é"]).astype, "S")


@program
def str_where_select(np):
    scores = np.array([95, 72, 48, 88, 60])
    grade = np.where(scores >= 90, "A", np.where(scores >= 70, "B", "F"))
    show(grade)
    show(np.where(scores > 80, np.array(["hi"] * 5), "low"))
    show(np.select([scores >= 90, scores >= 70, scores >= 50], ["A", "B", "C"], "F"))
    attempt(np.select, [scores >= 90], ["A"], 0)
    show(np.where(scores > 70, b"yes", b"no"))
    attempt(np.where, scores > 70, "yes", 0)
    show(np.choose(np.array([0, 1, 0]), [np.array(["a", "b", "c"]), np.array(["X", "Y", "Z"])]))


@program
def str_concatenate_stack(np):
    a = np.array(["short", "x"])
    b = np.array(["a much longer"])
    show(np.concatenate([a, b]))
    show(np.concatenate([a, np.array([1, 2])]))
    attempt(np.concatenate, [a, np.array([b"bytes"])])
    show(np.stack([a, np.array(["p", "q"])]))
    show(np.hstack([a, ["new"]]))
    show(np.append(a, "tail"))
    show(np.insert(a, 1, "middle-element"))
    show(np.concatenate([a.astype("S"), np.array([b"zz"])]))
    show(np.array(["a", 1, 2.5]))
    show(np.tile(a, 2))
    show(np.repeat(a, [2, 1]))


@program
def str_broadcasting_arguments(np):
    grid = np.array([["a", "bb"], ["ccc", "d"]])
    show(np.strings.add(grid, np.array(["1", "2"])))
    show(np.strings.add(grid, np.array([["x"], ["y"]])))
    show(np.strings.center(grid, np.array([[3], [5]]), "#"))
    show(np.strings.find(grid, np.array(["a", "c"])[:, None]))
    show(np.strings.multiply(np.array(["ab"]), np.array([[1], [2], [3]])))
    attempt(np.strings.add, grid, np.array(["1", "2", "3"]))
    attempt(np.strings.startswith, grid, np.array(["a", "b", "c"]))


@program
def str_csv_cleanup(np):
    rows = np.array(["  id=001 ; NAME=ann  ", "id=002;NAME=Bob", "id=013 ;name= Cy "])
    parts = np.strings.partition(np.strings.strip(rows), ";")
    ids, _, names = parts
    ids = np.strings.strip(np.strings.partition(ids, "=")[2])
    names = np.strings.title(np.strings.strip(np.strings.partition(names, "=")[2]))
    show(ids)
    show(names)
    show(ids.astype(int))
    show(np.strings.add(np.strings.add(names, ":"), np.strings.zfill(ids, 5)))


@program
def str_word_stats(np):
    text = "the quick brown fox jumps over the lazy dog the end"
    words = np.array(text.split())
    vals, counts = np.unique(words, return_counts=True)
    order = np.argsort(-counts, kind="stable")
    for w, c in zip(vals[order][:4], counts[order][:4]):
        print(w, c)
    lens = np.strings.str_len(words)
    print(lens.mean().round(4), lens.max(), words[lens == lens.max()])
    show(np.strings.startswith(words, "t").sum())
    show(np.char.capitalize(words[:3]))


@program
def str_chararray_class(np):
    c = np.char.array(["Hello ", "World  "])
    show(c)
    print(type(c).__name__)
    show(c == "Hello")
    show(c.upper())
    show(c + "!")
    show(c.strip().center(9, "*"))
    show(np.char.asarray(["a", "bb"]).itemsize)
    c2 = np.char.array([b"x", b"yy"], itemsize=4)
    show(c2)
    show(c2 * 2)


@program
def str_string_scalars(np):
    s = np.str_("Hello")
    b = np.bytes_(b"abc")
    print(repr(s), repr(b), type(s).__name__, s.dtype, b.dtype)
    print(s.upper(), s + "!", len(s), s * 2)
    show(np.strings.upper(s))
    show(np.strings.str_len("hello"))
    show(np.strings.find("hello", "l"))
    show(np.strings.upper(["a", "bC"]))
    show(np.array("x").astype("U3"))
    show(np.strings.add("a", "b"))


@program
def str_dtype_properties(np):
    a = np.array(["a", "hello", "é"])
    print(a.dtype, a.dtype.itemsize, a.dtype.kind, a.dtype.char, a.dtype.str, a.nbytes)
    b = np.array([b"ab", b"c"])
    print(b.dtype, b.dtype.itemsize, b.dtype.kind, b.dtype.str)
    S = np.dtypes.StringDType()
    c = np.array(["x"], dtype=S)
    print(c.dtype, c.dtype.kind, c.dtype.char, repr(c.dtype))
    print(np.dtype("U10"), np.dtype("S3"), np.dtype("<U2").byteorder)
    print(np.result_type("U3", "U5"), np.promote_types("S4", "U2"), np.result_type(a, 5.0)
          if False else np.promote_types("U2", "U7"))
    attempt(np.promote_types, "U3", "i4")
    print(np.can_cast("U3", "U2"), np.can_cast(np.int32, "U11"), np.can_cast(np.int64, "U20"))
    print(np.issubdtype(a.dtype, np.str_), np.issubdtype(b.dtype, np.character))


@program
def str_full_empty_zeros_strings(np):
    show(np.full(3, "ab"))
    show(np.full((2, 2), "x", dtype="U4"))
    show(np.zeros(2, dtype="U3"))
    show(np.empty(0, dtype="S2"))
    show(np.ones(2, dtype="U2") if False else np.full_like(np.array(["abc", "d"]), "zz"))
    show(np.array([], dtype=str))
    show(np.zeros(2, dtype=np.dtypes.StringDType()))
    a = np.array(["aa", "bb"])
    a[0] = "too long value"
    show(a)
    a[1] = 42
    show(a)


@program
def str_set_and_fill_values(np):
    a = np.array(["cat", "dog", "emu", "fox"])
    a[a == "dog"] = "wolf"
    show(a)
    a[1:3] = ["ab", "cd"]
    show(a)
    b = np.array(["x", "y"], dtype="U10")
    b[:] = "longer"
    show(b)
    b.fill("z")
    show(b)
    attempt(lambda: np.put(a, [0], ["ANT"]))
    show(a)
    c = np.copy(a)
    np.place(c, c == "cd", ["zz"])
    show(c)
    show(np.char.upper(a[::-1]))


@program
def str_zfill_signs(np):
    # (no empty string: NumPy's zfill of "" reads past the element, an uninitialised byte)
    n = np.array(["42", "-42", "+7", "-", "3.14", "abc"])
    show(np.strings.zfill(n, 6))
    show(np.char.zfill(n, 3))
    show(np.strings.zfill(n.astype("S"), 5))
    show(np.strings.zfill(n.astype(np.dtypes.StringDType()), 4))
    attempt(np.strings.zfill, n, "5")


@program
def str_bytes_arrays(np):
    b = np.array([b"Hello", b"  wOrLd ", b"a\x00b"])
    show(b)
    show(np.strings.lower(b))
    show(np.strings.strip(b))
    show(np.strings.str_len(b))
    show(np.strings.find(b, b"l"))
    show(np.strings.replace(b, b"l", b"L"))
    attempt(np.strings.find, b, "l")
    show(b.tobytes()[:10])
    show(np.array([b"abc"]).view("u1"))
    show(b.astype("U"))


@program
def str_search_many_patterns(np):
    log = np.array(["ERROR disk full", "INFO started", "WARN low memory", "ERROR timeout",
                    "info lowercase"])
    levels = np.strings.partition(log, " ")[0]
    show(levels)
    show(np.strings.upper(levels))
    is_err = np.strings.startswith(log, "ERROR")
    show(log[is_err])
    show(np.count_nonzero(np.strings.find(np.strings.lower(log), "o") >= 0))
    pats = np.array(["disk", "memory", "time"])
    hits = np.strings.find(log[:, None], pats) >= 0
    show(hits)
    show(hits.any(axis=1))


@program
def str_ljust_table(np):
    names = np.array(["Widget", "Gadget", "Thingamajig"])
    price = np.array([2.5, 10.0, 123.456])
    col1 = np.strings.ljust(names, 12)
    col2 = np.strings.rjust(np.strings.mod("%.2f", price), 8)
    for line in np.strings.add(col1, col2):
        print("|" + str(line) + "|")
    show(np.strings.ljust(names, 3))
    show(np.strings.center(names, 12, "-").dtype)


@program
def str_title_istitle(np):
    s = np.array(["hello world", "HELLO", "they're bill's", "3rd place", "o'neil-smith"])
    t = np.strings.title(s)
    show(t)
    show(np.strings.istitle(t))
    show(np.strings.istitle(s))
    show(np.strings.capitalize(s))
    show(np.strings.swapcase(t))


@program
def str_unicode_edge(np):
    s = np.array(["straße", "ﬁ", "İ", "ǅ", "Σίσυφος"])
    show(np.strings.upper(s))
    show(np.strings.lower(s))
    show(np.strings.title(s))
    show(np.strings.str_len(np.strings.upper(s)))
    show(np.strings.isupper(s))
    show(np.strings.istitle(s))


@program
def str_bad_inputs(np):
    a = np.array(["a", "b"])
    attempt(np.strings.upper, np.array([1, 2]))
    attempt(np.strings.upper, np.array([1.5]))
    attempt(np.strings.find, a, 1)
    attempt(np.strings.count, a, "a", "x")
    attempt(np.strings.center, a)
    attempt(np.strings.replace, a, "a")
    attempt(np.strings.expandtabs, a, "4")
    attempt(np.char.upper, 5)
    attempt(np.strings.add, np.array(["a"]), np.array([1.0]))
    attempt(np.strings.multiply, a, "2")
    attempt(np.strings.partition, a, np.array(["x", "y"]))


@program
def str_reductions_on_strings(np):
    a = np.array(["b", "a", "c"])
    attempt(np.sum, a)
    attempt(np.mean, a)
    attempt(np.max, a)
    attempt(np.min, np.array([], dtype="U1"))
    attempt(np.cumsum, a)
    attempt(lambda: np.strings.add.reduce(a))
    show(np.array_equal(a, np.array(["b", "a", "c"])))
    show(np.any(a != ""))
    attempt(np.nonzero, np.array(["", "x", ""]))
    attempt(np.count_nonzero, np.array(["", "x", "y"]))


@program
def str_array_printing(np):
    a = np.array(["a", "it's", 'say "hi"', "back\\slash", "new\nline"])
    show(a)
    print(a)
    print(str(a[1]), repr(a[1]))
    print(np.array2string(a, separator="|"))
    b = np.array([b"\x00\x01", b"ok"])
    print(b, repr(b))
    long = np.array(["w%d" % i for i in range(1200)])
    print(long)
    print(np.array([["x", "yy"], ["zzz", ""]]))


@program
def str_reshape_index_views(np):
    a = np.array(["a", "bb", "ccc", "dddd", "e", "ff"]).reshape(2, 3)
    show(a.T)
    show(a[:, ::-1])
    show(a[a != "e"])
    show(a[[1, 0], [2, 0]])
    show(np.take(a, [0, 5, 2]))
    show(np.compress([True, False], a, axis=0))
    show(np.extract(np.strings.str_len(a) > 1, a))
    show(np.flip(a))
    show(np.roll(a, 1))
    show(np.strings.upper(a.T))
    show(np.strings.add(a[:, ::2], a[:, :1]))
    print(a.tolist(), a[1, 2], type(a[1, 2]).__name__, a.item(0))
    attempt(lambda: a[2, 0])
    for row in a:
        print(" ".join(row))


@program
def str_pad_resize(np):
    a = np.array(["x", "yy", "zzz"])
    attempt(np.pad, a, 2, constant_values="-")
    attempt(np.pad, a, (1, 0), mode="edge")
    attempt(np.pad, a, 1)
    show(np.resize(a, 7))
    show(np.resize(a, (2, 2)))
    show(np.broadcast_to(a, (2, 3)))
    show(np.atleast_2d(a))
    show(np.split(np.array(["a", "b", "c", "d"]), 2))
    show(np.array_split(a, 2))


@program
def str_stringdtype_arrays_ops(np):
    S = np.dtypes.StringDType()
    a = np.array(["kiwi", "fig", "apple", "fig", "date"], dtype=S)
    show(np.unique(a))
    show(np.unique(a, return_counts=True)[1])
    show(np.isin(a, ["fig", "kiwi"]))
    show(np.concatenate([a, np.array(["x"])]))
    show(np.concatenate([a, np.array(["y"], dtype=S)]))
    show(np.where(np.strings.str_len(a) > 3, a, "short"))
    show(np.argsort(a, kind="stable"))
    show(a[::-1][:2])
    show(np.strings.center(a, 7, "."))
    show(a.reshape(5, 1) + np.array(["1", "2"], dtype=S))
    show(np.char.upper(a))
    attempt(np.strings.zfill, a, 7)


@program
def str_text_io_roundtrip(np):
    import io
    buf = io.StringIO()
    names = np.array(["ann", "bob", "cy"])
    np.savetxt(buf, names, fmt="%s")
    print(repr(buf.getvalue()))
    back = np.loadtxt(io.StringIO(buf.getvalue()), dtype=str)
    show(back)
    data = "name,score\nann,3.5\nbob,x\ncy,4\n"
    t = np.genfromtxt(io.StringIO(data), delimiter=",", dtype=None, names=True, encoding="utf-8")
    print(t.dtype, t["name"].tolist(), t["score"].tolist())
    u = np.loadtxt(io.StringIO("a b\nc d\n"), dtype="U1")
    show(u)
    attempt(np.loadtxt, io.StringIO("1 2\nx 4\n"))


@program
def str_structured_and_object(np):
    rec = np.array([("ann", 31), ("bob", 25)], dtype=[("name", "U10"), ("age", "i4")])
    show(rec["name"])
    show(np.strings.upper(rec["name"]))
    show(np.sort(rec, order="name"))
    show(rec[np.argsort(rec["age"])]["name"])
    o = np.array(["a", "bb", None], dtype=object)
    attempt(np.strings.upper, o)
    show(o[:2].astype(str))
    show(np.array(["x", "y"]).astype(object))
    show(np.array(["x", "yy"], dtype=object) == "x")


@program
def str_numeric_string_mix(np):
    ids = np.arange(1, 6)
    labels = np.strings.add("item_", ids.astype(str))
    show(labels)
    show(np.strings.add(np.strings.zfill(ids.astype(str), 3), ".png"))
    show(np.char.mod("%02d:%02d", np.array([[9, 5], [13, 45]])) if False else
         np.char.mod("%02d", np.array([[9, 5], [13, 45]])))
    nums = np.strings.lstrip(np.strings.partition(labels, "_")[2], "0").astype(np.int64)
    show(nums * 10)
    show(np.sum(np.strings.str_len(labels)))
    show(np.array(["3", "10", "2"]).astype(int).argsort())
    show(np.sort(np.array(["3", "10", "2"])))


@program
def str_inplace_and_assignment(np):
    S = np.dtypes.StringDType()
    a = np.array(["b", "a", "cc"])
    a += "x"  # (truncated to the array's own width, <U2)
    show(a)
    a *= 2
    show(a)
    s = np.array(["q", "r", "pp"], dtype=S)
    s += "!"
    show(s)
    s[0] = "a long replacement"
    s[1] = 5
    show(s)
    b = np.array([b"x", b"yy"])
    attempt(b.__setitem__, 0, "é")
    b[1] = "ok"
    show(b)
    a[1] = 5.5
    show(a)
    np.copyto(a, s[::-1])
    show(a)
    np.putmask(a, a == "pp", "XYZ")
    show(a)
    np.add(s, "k", out=s)
    show(s)
    r = np.array(["x", "y"])
    r.setflags(write=False)
    attempt(r.__setitem__, 0, "z")


@program
def str_array_construction_mixed(np):
    for items in (["x", np.str_("yy")], ["x", np.bytes_(b"y")], [b"x", "y"], ["x", None],
                  [1, "x"], [[1.5], ["a"]], [True, "no"]):
        attempt(np.array, items)
    attempt(np.array, ["1", "2"], dtype=float)
    attempt(np.array, ["1", "two"], dtype=float)
    attempt(np.array, [12, 2], dtype="U1")
    attempt(np.array, [12.5], dtype="S2")
    attempt(np.asarray, ["a", "bb"], dtype="S")
    attempt(np.fromiter, ["a", "bb", "ccc"], dtype="U2")
    attempt(np.fromiter, ["a", "bb"], dtype=np.dtypes.StringDType())
    attempt(np.linspace(0, 1, 3).astype, "U4")
    attempt(np.array, ["a", "bb"], dtype="U0")


@program
def str_views_write_through(np):
    a = np.array(["abc", "de", "f"])
    v = a[::2]
    v[0] = "zz"
    show(a)
    w = a.view("U1")
    w[0] = "Q"
    show(a)
    show(w)
    u = a.view(np.uint32)
    u[1] = 65
    show(a)
    r = a.reshape(3, 1)
    r[2, 0] = "R"
    show(a)
    b = np.array([b"ab", b"cd"])
    bv = b.view(np.uint8)
    bv[0] = 90
    show(b)
    S = np.dtypes.StringDType()
    s = np.array(["x", "y", "z"], dtype=S)
    s[1:][0] = "changed"
    show(s)
    m = np.array(["a", "b", "c", "d"]).reshape(2, 2)
    attempt(np.diagonal(m).__setitem__, 0, "x")
    m.ravel()[0] = "r"
    m.flat[3] = "F"
    show(m)
    rec = np.array([("ann", 1)], dtype=[("n", "U5"), ("k", "i4")])
    rec["n"][0] = "bob"
    show(rec)
    z = np.array(["a", "b", "c"])
    z[1:] = z[:-1]
    show(z)
    print(np.shares_memory(a, v), v.base is a, np.may_share_memory(a, w))


@program
def str_print_options(np):
    a = np.array(["alpha", "beta", "it's"] * 4)
    with np.printoptions(threshold=5, edgeitems=2):
        print(a)
        print(repr(a))
    with np.printoptions(linewidth=30):
        print(a)
    print(np.array2string(a, formatter={"str_kind": lambda s: s.upper()}))
    print(np.array2string(a, formatter={"all": lambda s: "<%s>" % s}, max_line_width=40))
    with np.printoptions(formatter={"numpystr": lambda s: "*" + s}):
        print(np.array(["x", "y"]))
    print(repr(np.array([], dtype="U3")), repr(np.array([], dtype=np.dtypes.StringDType())))
    print(repr(np.array("x")), str(np.array("x")), repr(np.array(b"q")))
    print(repr(np.array(["x"], dtype=np.dtypes.StringDType(na_object=None))))
    print(repr(np.array(["x", np.nan], dtype=np.dtypes.StringDType(na_object=np.nan))))
    print(repr(np.array(["ab"] * 3, dtype=">U2")))
    print(f"{np.array(['a', 'b'])}", "{}".format(np.str_("z")))
    print(np.array([["α", "β"], ["γ", "δδ"]]))
    print(repr(np.array(["tab\there", "nul\x00end", "é"])))
    print(np.array(["x" * 90, "y"]))


@program
def str_mixed_with_numeric_arrays(np):
    a = np.array(["abc", "de", "f"])
    n = np.array([1, 2, 3])
    m = n > 1
    show(a[m])
    show(a[n - 1])
    show(a[n[0]])
    show(np.strings.multiply(a, n))
    show(np.strings.center(a, n + 3))
    show(np.char.mod("%d", n))
    show(np.strings.mod("%.1f", n / 4))
    show(np.where(m, "yes", "no"))
    show(np.where(m, a, "no"))
    attempt(np.where, m, a, n)
    show(np.select([m, ~m], [a, "x"], ""))
    attempt(np.select, [m, ~m], [a, "x"])
    show(np.isin(n, ["1"]))
    show(np.concatenate([n, a]))
    show(np.strings.add(a, n.astype(str)))
    show(n.astype("S1"))
    show((n / 4).astype(str))
    show(np.array([65, 66], dtype=np.uint8).view("S2"))
    show(np.array([72, 105, 0, 0], dtype=np.uint32).view("U2"))
    show(np.strings.str_len(a) + n)
    show(np.strings.find(a, "e", n - 1))
    show(np.strings.zfill(a, n * 2))
    attempt(lambda: a == n)
    show(n.astype(str) < a)
    show(np.unique(np.concatenate([a, n.astype(str)])))
    show(np.take_along_axis(a, n - 1, 0))
    show(np.lexsort((n, a)))
    show(np.full_like(n, "x", dtype="U2"))
    attempt(np.full_like, a, 1)
    show(np.column_stack([n, a]))
    print(dict(zip(a.tolist(), n.tolist())), f"{n[0]}-{a[0]}")
    s3 = np.array(["x", "y", "z"])
    s3[m] = n[m].astype(str)
    s3[np.array([0])] = "Q"
    show(s3)


@program
def str_functions_on_python_lists(np):
    fruit = ["pear", "fig", "", "apple", "fig"]
    show(np.sort(fruit))
    show(np.argsort(fruit, kind="stable"))
    show(np.unique(fruit, return_inverse=True)[1])
    show(np.isin(fruit, ["fig"]))
    show(np.where([1, 0, 1, 0, 1], fruit, "-"))
    show(np.append(fruit, "kiwi"))
    show(np.repeat(fruit[:2], 2))
    show(np.count_nonzero(fruit))
    show(np.nonzero(fruit)[0])
    show(np.roll(fruit, 2))
    show(np.delete(fruit, 1))
    show(np.trim_zeros(["", "a", "b", ""]))
    show(np.partition(fruit, 2)[2])
    show(np.vectorize(len)(fruit))
    show(np.frompyfunc(str.upper, 1, 1)(fruit))
    show(np.strings.upper(fruit))
    show(np.char.add(fruit, "s"))
    show(np.take(fruit, [0, -1]))
    show(np.resize(fruit, 3))
    show(np.meshgrid(fruit[:2], ["x", "y"])[1])
    for f in (np.sum, np.mean, np.median, np.diff, np.cumsum, np.bincount, np.isnan, np.argmax,
              np.clip):
        attempt(f, fruit) if f is not np.clip else attempt(f, fruit, "b", "g")
    print(np.shape("abc"), np.ndim("a"), np.size(fruit), np.isscalar("a"), np.iscomplexobj(fruit))
