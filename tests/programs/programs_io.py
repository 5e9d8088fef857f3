"""Input/output, text and bytes, and record programs as users write them: ``.npy``/``.npz`` through
``io.BytesIO`` and temporary files (allow_pickle, mmap_mode), ``loadtxt``/``savetxt``/
``genfromtxt`` through ``io.StringIO`` (delimiters, converters, structured dtypes, missing values),
raw bytes (``frombuffer``/``tobytes``/``tofile``/``fromfile``, byte order), ``fromiter`` and
``fromstring``, structured dtypes and ``numpy.lib.recfunctions``, ``np.rec``, ``np.char`` and
``np.strings``, 'U'/'S' arrays, and text formatting (``array2string``, print options, reprs of
datetime, complex, bool and structured arrays).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import importlib
import io
import os
import tempfile

from .runner import attempt, collection, show


PROGRAMS, program = collection()


def _npy(np, a, **kw):
    buf = io.BytesIO()
    np.save(buf, a, **kw)
    buf.seek(0)
    return buf


# ---- .npy / .npz ---------------------------------------------------------------------------------

@program
def io_npy_types_and_flags(np):
    for a in (np.arange(6, dtype=np.int16).reshape(2, 3), np.array([True, False]),
              np.array([1 + 2j, 3.5 - 1j], dtype=np.complex64), np.float32(2.5),
              np.arange(6.0).reshape(2, 3)[:, ::2], np.array([], dtype=np.uint8)):
        b = np.load(_npy(np, a))
        print(type(b).__name__, b.dtype, b.shape, b.flags.c_contiguous, b.flags.writeable,
              b.flags.owndata or b.base is not None)
        show(b)
    raw = _npy(np, np.arange(3, dtype=">i4")).getvalue()
    print(raw[:6], raw[8:10], len(raw))
    b = np.load(io.BytesIO(raw))
    print(b.tolist(), b.sum())


@program
def io_npy_allow_pickle(np):
    obj = np.array([{"a": 1}, [1, 2], None], dtype=object)
    attempt(np.save, io.BytesIO(), obj, allow_pickle=False)
    buf = _npy(np, obj)
    attempt(np.load, buf)
    buf.seek(0)
    b = np.load(buf, allow_pickle=True)
    print(b.dtype, b.shape, b[0], b[1], b[2])
    attempt(np.load, io.BytesIO(b"not an npy file at all"))
    attempt(np.load, io.BytesIO(b""))


@program
def io_npz_members(np):
    buf = io.BytesIO()
    np.savez(buf, np.arange(4), w=np.eye(2, dtype=np.float32), s=np.array(["ab", "c"]))
    buf.seek(0)
    z = np.load(buf)
    print(sorted(z.files), "w" in z, "arr_0" in z, len(z))
    for k in sorted(z.files):
        show(z[k])
    attempt(lambda: z["missing"])
    print(sorted(z.keys()), [type(v).__name__ for _, v in sorted(z.items())])
    z.close()
    buf = io.BytesIO()
    attempt(np.savez, buf, np.ones(2), arr_0=np.zeros(1))
    buf = io.BytesIO()
    np.savez_compressed(buf, big=np.zeros(10000), small=np.arange(3))
    print(len(buf.getvalue()) < 2000)
    buf.seek(0)
    with np.load(buf) as z2:
        print(z2["big"].sum(), z2["big"].shape, z2["small"][::-1])


@program
def io_mmap_tempfile(np):
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "m.npy")
        np.save(p, np.arange(12, dtype=np.float64).reshape(3, 4))
        m = np.load(p, mmap_mode="r")
        print(type(m).__name__, m.dtype, m.shape, m.flags.writeable)
        print(m[1], m.sum(), (m * 2)[2, 3])
        attempt(lambda: m.__setitem__((0, 0), 5.0))
        w = np.load(p, mmap_mode="r+")
        w[0, 0] = 100.0
        w.flush()
        del w
        c = np.load(p, mmap_mode="c")
        c[0, 1] = -1.0
        del c, m
        back = np.load(p)
        print(back[0], type(back).__name__)
        np.save(os.path.join(d, "noext"), np.arange(2))
        print(sorted(os.listdir(d)))
        print(np.load(os.path.join(d, "noext.npy")))


# ---- loadtxt -------------------------------------------------------------------------------------

@program
def io_loadtxt_structured_and_converters(np):
    text = "# id name score\n1 ann 3.5\n2 bob 4.25\n3 cy -1\n"
    dt = [("id", "i4"), ("name", "U5"), ("score", "f4")]
    a = np.loadtxt(io.StringIO(text), dtype=dt)
    show(a)
    print(a["name"], a["score"].mean(), a[1])
    ids, scores = np.loadtxt(io.StringIO(text), usecols=(0, 2), unpack=True)
    show(ids)
    show(scores)
    conv = np.loadtxt(io.StringIO("1,0x1f\n2,0xff\n"), delimiter=",",
                      converters={1: lambda s: int(s, 16)}, dtype=int)
    show(conv)
    allc = np.loadtxt(io.StringIO("1.5;2.5\n3.5;4.5"), delimiter=";",
                      converters=lambda s: float(s) * 2)
    show(allc)
    pct = np.loadtxt(io.StringIO("10%,20%\n30%,40%"), delimiter=",",
                     converters={0: lambda s: float(s.strip("%")) / 100,
                                 1: lambda s: float(s.strip("%")) / 100})
    show(pct)


@program
def io_loadtxt_comments_and_rows(np):
    text = "// header\n1 2 3 // trailing\n\n4 5 6\n! bang\n7 8 9\n"
    show(np.loadtxt(io.StringIO(text), comments=["//", "!"]))
    show(np.loadtxt(io.StringIO(text), comments=["//", "!"], max_rows=2))
    show(np.loadtxt(io.StringIO(text), comments=["//", "!"], skiprows=2, max_rows=1))
    show(np.loadtxt(io.StringIO("1\n2\n3"), ndmin=2))
    show(np.loadtxt(io.StringIO("1 2 3"), ndmin=2))
    show(np.loadtxt(io.StringIO("7"), ndmin=0))
    show(np.loadtxt([], ndmin=1))  # (its warning names the input: a list, not an object address)
    attempt(np.loadtxt, io.StringIO("1 2\n3 x"))
    attempt(np.loadtxt, io.StringIO("1 2"), ndmin=3)
    attempt(np.loadtxt, io.StringIO("1 2"), usecols=(5,))
    show(np.loadtxt(io.StringIO("1 2 3\n4 5 6"), usecols=-1))
    show(np.loadtxt(io.StringIO("a|b\n1|2"), delimiter="|", skiprows=1, dtype=np.int8))
    show(np.loadtxt(["1 2", "3 4"], dtype=np.uint16))


@program
def io_loadtxt_quotes_and_complex(np):
    show(np.loadtxt(io.StringIO('"1.5","2"\n"3","4e1"'), delimiter=",", quotechar='"'))
    show(np.loadtxt(io.StringIO("1+2j 3-1j\n0j 1j"), dtype=complex))
    show(np.loadtxt(io.StringIO("True 0\n1 1"), dtype=int, converters={0: lambda s: s == "True"}))
    show(np.loadtxt(io.StringIO("  1.0   2.0  \n 3.0 4.0"), dtype=np.float32))
    show(np.loadtxt(io.StringIO("1,2,3\n4,5,6"), delimiter=",", dtype="i8,i8,i8"))
    show(np.loadtxt(io.StringIO("x y\n1 2"), dtype=str))
    show(np.loadtxt(io.StringIO("nan inf\n-inf 1"), dtype=float))
    attempt(np.loadtxt, io.StringIO("1.5 2"), dtype=int)
    attempt(np.loadtxt, io.StringIO("1,2"), delimiter=",,")


@program
def io_loadtxt_warnings_filtered_by_module(np):
    # a pipeline that treats its own empty inputs as errors: a filter naming this module
    # matches the readers' warnings, which NumPy gives at the caller's line
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        warnings.filterwarnings("error", category=UserWarning, module=__name__)
        for read in (lambda: np.loadtxt(io.StringIO(""), delimiter=","),
                     lambda: np.genfromtxt(io.StringIO(""), delimiter=","),
                     lambda: np.genfromtxt(["1 2", "3"], invalid_raise=False),
                     lambda: np.loadtxt(io.StringIO("1,2\n3,4"), delimiter=",")):
            try:
                show(read())
            except UserWarning as e:
                print(type(e).__name__, str(e).split(":")[0])
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        show(np.loadtxt(io.StringIO("# only a header\n"), ndmin=2))
    print([(w.category.__name__, w.filename == __file__) for w in got
           if w.category.__name__ != "FallbackWarning"])


# ---- savetxt -------------------------------------------------------------------------------------

@program
def io_savetxt_formats(np):
    a = np.array([[1.0, -2.5, 1e-4], [1234.5, 0.0, 3.0]])
    for fmt in ("%.3e", "%10.4f", "%g", "%d", "%-8.2f|", ["%d", "%.1f", "%.2e"], "%s %s %s"):
        s = io.StringIO()
        attempt(np.savetxt, s, a, fmt=fmt, show=lambda r: None)
        print(repr(s.getvalue()))
    s = io.StringIO()
    attempt(np.savetxt, s, a, fmt=["%d", "%d"])
    attempt(np.savetxt, io.StringIO(), a, fmt="%q")
    attempt(np.savetxt, io.StringIO(), np.zeros((2, 2, 2)))
    s = io.StringIO()
    np.savetxt(s, a, fmt="%.1f", header="a b c\nsecond line", footer="done", comments="%% ")
    print(s.getvalue())


@program
def io_savetxt_special_arrays(np):
    s = io.StringIO()
    np.savetxt(s, np.array([1 + 2j, -3.5 - 0.25j]), fmt="%.2f")
    print(repr(s.getvalue()))
    s = io.StringIO()
    attempt(np.savetxt, s, np.array([[1 + 1j, 2]]), fmt="%.1f%+.1fj", delimiter=",")
    print(repr(s.getvalue()))
    s = io.StringIO()
    np.savetxt(s, np.array([True, False, True]), fmt="%d")
    print(repr(s.getvalue()))
    s = io.StringIO()
    rec = np.array([(1, 2.5), (3, 4.75)], dtype=[("a", "i4"), ("b", "f8")])
    np.savetxt(s, rec, fmt=["%d", "%.2f"], delimiter="\t")
    print(repr(s.getvalue()))
    s = io.StringIO()
    np.savetxt(s, np.array(["x", "yy"]), fmt="%s")
    print(repr(s.getvalue()))
    s = io.StringIO()
    np.savetxt(s, np.arange(3, dtype=np.uint8), fmt="%02x", newline=" ")
    print(repr(s.getvalue()))
    s = io.StringIO()
    attempt(np.savetxt, s, np.array(5.0))
    b = io.BytesIO()
    np.savetxt(b, np.array([[1, 2]]), fmt="%d", encoding="utf-8")
    print(b.getvalue())


# ---- genfromtxt ----------------------------------------------------------------------------------

@program
def io_genfromtxt_names_and_dtypes(np):
    text = "name,age,height\nann,31,1.65\nbob,,1.80\ncy,27,\n"
    g = np.genfromtxt(io.StringIO(text), delimiter=",", names=True, dtype=None, encoding="utf-8")
    show(g)
    print(g.dtype.names, g["age"], g["height"])
    f = np.genfromtxt(io.StringIO(text), delimiter=",", names=True, dtype=None, encoding="utf-8",
                      filling_values={"age": -1, "height": 0.0})
    show(f)
    n = np.genfromtxt(io.StringIO("1 2 3\n4 5 6"), names="a,b,c", dtype=int)
    show(n)
    print(n["b"], n[["a", "c"]])
    d = np.genfromtxt(io.StringIO("1 2 3\n4 5 6"), dtype=[("x", "i2"), ("y", "f4"), ("z", "U3")])
    show(d)
    e = np.genfromtxt(io.StringIO("a b\n1 2"), names=True, defaultfmt="c%i", dtype=float)
    print(e.dtype.names, e)
    h = np.genfromtxt(io.StringIO("1 2\n3 4"), dtype=float, names=["p", "q"])
    print(h.dtype.names, h["q"])


@program
def io_genfromtxt_missing_and_masks(np):
    text = "1,N/A,3\n-999,5,\n7,8,9\n"
    g = np.genfromtxt(io.StringIO(text), delimiter=",", missing_values=["N/A", "-999"],
                      filling_values=np.nan)
    show(g)
    print(np.isnan(g).sum(axis=0), np.nanmean(g, axis=0))
    per = np.genfromtxt(io.StringIO(text), delimiter=",", missing_values={0: "-999", 1: "N/A"},
                        filling_values={0: 0, 1: -1, 2: 100}, dtype=int)
    show(per)
    m = np.genfromtxt(io.StringIO(text), delimiter=",", missing_values=["N/A", "-999"],
                      usemask=True)
    print(type(m).__name__, m.mask.tolist(), m.filled(0).tolist())
    s = np.genfromtxt(io.StringIO("#c\n1 2\n\n3 4 # t\n5 6"), skip_header=1, skip_footer=1)
    show(s)
    w = np.genfromtxt(io.StringIO("  1  2  3\n 44 55 66"), delimiter=3, dtype=int)
    show(w)
    w2 = np.genfromtxt(io.StringIO("123456\n789012"), delimiter=(1, 2, 3), dtype=int)
    show(w2)
    a = np.genfromtxt(io.StringIO("1 2\n3 4 5"), invalid_raise=False)
    show(a)


@program
def io_genfromtxt_converters_and_unpack(np):
    text = "2024-01-05,3.5\n2024-02-10,4.0\n"
    g = np.genfromtxt(io.StringIO(text), delimiter=",", dtype=None, encoding="utf-8",
                      converters={0: lambda s: np.datetime64(s, "D")})
    show(g)
    x, y = np.genfromtxt(io.StringIO("1 2\n3 4\n5 6"), unpack=True)
    show(x)
    show(y)
    c = np.genfromtxt(io.StringIO("a;1\nb;2"), delimiter=";", usecols=1, dtype=int)
    show(c)
    u = np.genfromtxt(io.StringIO("a;1\nb;2"), delimiter=";", usecols=(0,), dtype="U1")
    show(u)
    t = np.genfromtxt(io.StringIO("1 2 3\n4 5 6"), max_rows=1)
    show(t)
    one = np.genfromtxt(io.StringIO("42"))
    show(one)
    attempt(np.genfromtxt, io.StringIO("1 2\n3 4 5"))
    attempt(np.genfromtxt, io.StringIO("1 2"), skip_footer=1, max_rows=1)
    v = np.genfromtxt(io.StringIO(" 1, abc ,2\n3,  d,4"), delimiter=",", dtype=None,
                      encoding="utf-8", autostrip=True)
    show(v)


# ---- raw bytes -----------------------------------------------------------------------------------

@program
def io_tofile_fromfile_roundtrip(np):
    a = np.arange(10, dtype=np.int32)
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "raw.bin")
        a.tofile(p)
        print(os.path.getsize(p))
        show(np.fromfile(p, dtype=np.int32))
        show(np.fromfile(p, dtype=np.int32, count=3, offset=8))
        show(np.fromfile(p, dtype=np.int16, count=4))
        show(np.fromfile(p, dtype=np.uint8)[:8])
        t = os.path.join(d, "txt.txt")
        np.array([1.5, 2.25, 3.0]).tofile(t, sep=",", format="%.2f")
        with open(t) as f:
            print(repr(f.read()))
        show(np.fromfile(t, sep=","))
        np.arange(4).reshape(2, 2).tofile(t, sep=" ")
        show(np.fromfile(t, sep=" ", dtype=int))
        with open(p, "rb") as f:
            f.seek(4)
            show(np.fromfile(f, dtype=np.int32, count=2))
            show(np.fromfile(f, dtype=np.int32, count=1))
        attempt(np.fromfile, p, dtype=np.int32, count=2, offset=-1)


@program
def io_frombuffer_views_and_order(np):
    raw = bytes(range(16))
    a = np.frombuffer(raw, dtype="<u4")
    b = np.frombuffer(raw, dtype=">u4")
    show(a)
    print(b.tolist())
    print(a.flags.writeable, (a == b.byteswap()).all())
    print(a.byteswap().tolist() == b.tolist(), b.astype("<u4").dtype.str, (b + 0).dtype)
    c = np.frombuffer(bytearray(raw), dtype=np.uint8, count=4, offset=12)
    print(repr(c), c.flags.writeable)
    c[0] = 99
    print(c)
    attempt(np.frombuffer, raw, dtype=np.int32, offset=20)
    attempt(np.frombuffer, raw, dtype=np.int32, count=-2)
    m = memoryview(np.arange(4, dtype=np.float64).tobytes())
    show(np.frombuffer(m, dtype=np.float64))
    f = np.asfortranarray(np.arange(6, dtype=np.int8).reshape(2, 3))
    print(f.tobytes(), f.tobytes(order="F"), f.tobytes(order="A"), f.T.tobytes(order="K"))
    print(np.array([1.0], dtype="<f8").tobytes())


@program
def io_byte_order_arithmetic(np):
    # (gpnumpy's device holds native byte order: a '>i4' array's dtype and bytes are native
    # there, so this program prints values)
    be = np.array([1, 256, -2], dtype=">i4")
    le = be.astype("<i4")
    print(be.tolist(), le.dtype, le.dtype.byteorder)
    show(be + le)
    show(be * 2)
    print(np.sort(be).tolist(), be.sum(), be.max(), be.itemsize, be.nbytes)
    sw = be.byteswap()
    print(sw.tolist())
    v = sw.view(sw.dtype.newbyteorder())
    print(v.tolist(), np.array_equal(v, be))
    f = np.array([1.5, -2.0], dtype=">f8")
    show(np.sqrt(np.abs(f)))
    print(f.tolist(), f.astype(np.float32))
    print(np.dtype(">f8").isnative, np.dtype("=f8").isnative, np.dtype("|u1").byteorder)
    print(np.dtype(">i4").newbyteorder().str, np.dtype("<u2").newbyteorder("S").str)
    show(np.concatenate([be, le]))
    raw = np.array([1, 2], dtype="<u2").tobytes()
    print(np.frombuffer(raw, dtype=">u2").tolist(), np.frombuffer(raw, dtype="<u2").tolist())


@program
def io_fromiter_and_fromstring(np):
    show(np.fromiter(range(5), dtype=np.int8))
    show(np.fromiter((x / 2 for x in range(4)), dtype=np.float32, count=4))
    show(np.fromiter("abc", dtype="U1"))
    show(np.fromiter(((i, i * 0.5) for i in range(3)), dtype=[("i", "i4"), ("h", "f8")]))
    show(np.fromiter(iter([]), dtype=float))
    show(np.fromiter(({1, 2}.__len__() for _ in range(2)), dtype=np.int64))
    attempt(np.fromiter, [1, 2], dtype=object)
    attempt(np.fromiter, [[1, 2], [3, 4]], dtype=np.dtype((int, 2)))
    attempt(np.fromiter, range(3), dtype=None)
    attempt(np.fromiter, ["1", "x"], dtype=int)
    show(np.fromstring("1,2,3,4", dtype=np.int16, sep=","))
    show(np.fromstring("1.5 2.5\n3.5", sep=" "))
    show(np.fromstring("1, 2, 3", dtype=int, sep=",", count=2))
    attempt(np.fromstring, "0x10 0x20", dtype=int, sep=" ")
    attempt(np.fromstring, "1 2 x", sep=" ")
    attempt(np.fromstring, b"\x01\x02", dtype=np.uint8)


# ---- structured dtypes ---------------------------------------------------------------------------

@program
def io_structured_nested_and_titles(np):
    dt = np.dtype([("pos", [("x", "f4"), ("y", "f4")]), ("id", "i2"), ("tag", "S3")])
    a = np.zeros(3, dtype=dt)
    a["pos"]["x"] = [1, 2, 3]
    a["pos"]["y"] = -1.5
    a["id"] = np.arange(3) * 10
    a["tag"] = [b"ab", b"cdef", b""]
    show(a)
    print(dt.names, dt.fields["pos"][1], dt.itemsize, dt["pos"].names, dt.descr)
    print(a["pos"], a["pos"]["x"].sum(), a[1]["tag"], a["tag"].dtype)
    print(a[["id", "tag"]], a[["id", "tag"]].dtype)
    t = np.dtype({"names": ["r", "g"], "formats": ["u1", "u1"], "titles": ["Red", "Green"]})
    b = np.array([(255, 0), (1, 2)], dtype=t)
    show(b)
    print(b["Red"], t.fields["r"], t.fields["Red"][2] if len(t.fields["Red"]) > 2 else None)
    s = np.dtype("i4, (2,3)f8, U2")
    print(s, s.names, s.itemsize, s["f1"].shape, s["f1"].base)
    z = np.zeros(2, dtype=s)
    print(z["f1"].shape, z)


@program
def io_structured_align_and_offsets(np):
    packed = np.dtype([("a", "u1"), ("b", "i4"), ("c", "u1"), ("d", "f8")])
    aligned = np.dtype([("a", "u1"), ("b", "i4"), ("c", "u1"), ("d", "f8")], align=True)
    for dt in (packed, aligned):
        print(dt.itemsize, [dt.fields[n][1] for n in dt.names], dt.isalignedstruct, dt.alignment)
    print(repr(aligned), repr(packed))
    off = np.dtype({"names": ["x", "y"], "formats": ["i2", "i2"], "offsets": [0, 4],
                    "itemsize": 8})
    print(repr(off), off.itemsize)
    a = np.zeros(2, dtype=off)
    a["x"] = [1, 2]
    a["y"] = [3, 4]
    show(a)
    print(a.tobytes())
    u = np.dtype({"names": ["lo", "all"], "formats": ["u1", "<u2"], "offsets": [0, 0]})
    v = np.array([(0, 0x0102)], dtype=u)
    print(v["lo"], v["all"], u.itemsize)
    attempt(np.dtype, {"names": ["a", "b"], "formats": ["i4"]})
    attempt(np.dtype, [("a", "i4"), ("a", "f8")])
    attempt(np.dtype, {"names": ["a"], "formats": ["i4"], "itemsize": 2})


@program
def io_structured_ops_and_sorting(np):
    a = np.array([(2, "b", 1.0), (1, "z", 2.0), (2, "a", 0.5), (1, "z", -1.0)],
                 dtype=[("k", "i4"), ("s", "U2"), ("v", "f8")])
    show(np.sort(a, order="k"))
    show(np.sort(a, order=["k", "s", "v"]))
    print(np.argsort(a, order=["s", "v"]), np.argsort(a, order="v"))
    show(np.unique(a[["k", "s"]]))
    print(a == a[0], a[0] == a[2], a[["k"]] == np.array([(2,)], dtype=[("k", "i4")]))
    attempt(np.sort, a, order="nope")
    attempt(lambda: a + a)
    attempt(lambda: a["k"] + a["v"])
    b = a.copy()
    b[0] = (9, "q", 9.5)
    b[1:3] = np.array([(7, "x", 7.5)], dtype=a.dtype)
    show(b)
    b["v"][b["k"] == 1] = 0
    print(b["v"], b.tolist())
    c = np.empty(2, dtype=[("k", "i8"), ("v", "f4")])
    c[:] = a[["k", "v"]][:2]
    show(c)
    print(np.concatenate([a[:1], a[3:]])["s"], np.where(a["v"] > 0.7, a["s"], "-"))


@program
def io_recfunctions_helpers(np):
    rfn = importlib.import_module(np.__name__ + ".lib.recfunctions")
    a = np.array([(1, 2.0, 3.0), (4, 5.0, 6.0)], dtype=[("i", "i4"), ("x", "f4"), ("y", "f8")])
    u = rfn.structured_to_unstructured(a)
    show(u)
    show(rfn.structured_to_unstructured(a[["x", "y"]]))
    show(rfn.structured_to_unstructured(a, dtype=np.int16))
    s = rfn.unstructured_to_structured(np.arange(6.0).reshape(3, 2), names=["p", "q"])
    show(s)
    s2 = rfn.unstructured_to_structured(np.arange(4).reshape(2, 2),
                                        dtype=np.dtype([("m", "i2"), ("n", "f4")]))
    show(s2)
    show(rfn.append_fields(a, "z", np.array([7, 8]), usemask=False))
    show(rfn.drop_fields(a, ["x"]))
    show(rfn.rename_fields(a, {"i": "idx"}))
    print(rfn.get_names(a.dtype), rfn.get_names_flat(np.dtype([("a", [("b", "i4")])])))
    show(rfn.repack_fields(np.dtype([("a", "u1"), ("b", "f8")], align=True)))


@program
def io_recfunctions_merge_and_join(np):
    rfn = importlib.import_module(np.__name__ + ".lib.recfunctions")
    x = np.array([1, 2, 3])
    y = np.array([10.5, 20.5])
    attempt(rfn.merge_arrays, (x, y), usemask=False, flatten=True)
    show(rfn.merge_arrays((x[:2], y), flatten=True, usemask=False))
    r = rfn.merge_arrays((np.array([(1, 2)], dtype=[("a", "i4"), ("b", "i4")]),
                          np.array([3.5], dtype=[("c", "f8")])), flatten=True, usemask=False)
    show(r)
    left = np.array([(1, 10.0), (2, 20.0), (3, 30.0)], dtype=[("key", "i4"), ("lv", "f8")])
    right = np.array([(2, 200), (3, 300), (4, 400)], dtype=[("key", "i4"), ("rv", "i8")])
    j = rfn.join_by("key", left, right, jointype="inner", usemask=False)
    show(j)
    st = rfn.stack_arrays((left[:1], left[2:]), usemask=False)
    show(st)
    print(rfn.find_duplicates(np.ma.array(np.array([(1,), (2,), (1,)], dtype=[("a", "i4")])),
                              return_index=True))
    show(rfn.require_fields(left, [("lv", "f4"), ("new", "i2")]))


@program
def io_rec_fromarrays_fromrecords(np):
    r = np.rec.fromarrays([np.array([1, 2, 3], dtype=np.int8), np.array(["a", "bb", "ccc"]),
                           np.array([0.5, 1.5, 2.5])], names="n,s,f")
    print(type(r).__name__, r.dtype, r.shape)
    print(repr(r))
    print(r.n, r.s, r.f * 2, r[0].s, r["f"][1:])
    fr = np.rec.fromrecords([(1, 2.5), (3, 4.5)], dtype=[("a", "i2"), ("b", "f4")])
    print(repr(fr), fr.b.dtype)
    ff = np.rec.fromrecords([[1, "x"], [2, "yy"]], formats="i4,U2", names="num,txt")
    print(repr(ff), ff.txt)
    attempt(np.rec.fromarrays, [np.arange(2), np.arange(3)], names="a,b")
    attempt(np.rec.fromrecords, [(1, 2)], names="a,b,c")
    sb = np.rec.fromstring(np.array([(1, 2.0)], dtype="i4,f8").tobytes(), dtype="i4,f8")
    print(repr(sb))
    arr = np.rec.array(np.array([(5, 6.0)], dtype=[("p", "i4"), ("q", "f8")]))
    print(arr.p, arr.q, type(arr[0]).__name__, arr[0].p)
    print(np.rec.format_parser(["i4", "f8"], ["a", "b"], None).dtype)


# ---- strings -------------------------------------------------------------------------------------

@program
def io_char_case_and_padding(np):
    s = np.array(["hello World", "  Mixed Case  ", "ÄÖü", ""])
    show(np.char.upper(s))
    show(np.char.lower(s))
    show(np.char.title(s))
    show(np.char.swapcase(s))
    show(np.char.capitalize(s))
    show(np.char.center(s, 16, "."))
    show(np.char.ljust(s, 5))
    show(np.char.rjust(s, 14, "#"))
    show(np.strings.zfill(np.array(["-7", "+3", "12345", "x"]), 4))
    show(np.strings.center(np.array(["a", "bb"]), np.array([3, 6])))
    show(np.char.strip(s))
    show(np.char.lstrip(np.array(["xxaxx", "ax"]), "x"))
    show(np.strings.rstrip(np.array([b"ab  ", b"c\t\n"])))
    attempt(np.char.center, s, 10, "ab")


@program
def io_char_search_and_replace(np):
    s = np.array(["banana", "bandana", "cab", ""])
    show(np.char.find(s, "an"))
    show(np.char.rfind(s, "an"))
    show(np.char.find(s, "an", 2))
    show(np.strings.find(s, "a", 0, 3))
    show(np.char.count(s, "a", 1))
    show(np.char.index(s[:2], "n"))
    attempt(np.char.index, s, "n")
    show(np.char.replace(s, "an", "AN", count=1))
    show(np.char.replace(s, "a", ""))
    show(np.strings.replace(s, "", "-"))
    show(np.char.startswith(s, "ba"))
    show(np.char.endswith(s, ("na")))
    show(np.strings.startswith(s, "an", 1))
    show(np.char.find(s, np.array(["b", "d", "c", "x"])))
    show(np.char.partition(s, "n"))
    show(np.char.rpartition(s[:2], "an"))


@program
def io_char_split_join_and_arith(np):
    s = np.array(["a,b,c", "one", "x,,y"])
    sp = np.char.split(s, ",")
    print(sp, sp.dtype, [type(x).__name__ for x in sp])
    print(np.char.rsplit(s, ",", 1), np.char.splitlines(np.array(["a\nb", "c"])))
    show(np.char.join(np.array(["-", "+"]), np.array(["abc", "de"])))
    show(np.char.add(np.array(["a", "bb"]), np.array(["ccc", ""])))
    show(np.char.add(np.array([b"x"]), np.array([b"yz"])))
    attempt(np.char.add, np.array(["a"]), np.array([b"b"]))
    show(np.char.multiply(np.array(["ab", "c"]), np.array([3, 0])))
    show(np.char.multiply(np.array(["ab"]), -2))
    show(np.strings.multiply(np.array(["xy"]), 2))
    show(np.strings.add(np.array(["p"]), "q"))
    show(np.array(["a", "b"]) + np.array(["c", "d"]))
    attempt(lambda: np.array(["ab"]) * 3)
    show(np.char.mod(np.array(["%d apples", "%05.1f"]), np.array([3, 2.5])))
    show(np.char.expandtabs(np.array(["a\tb"]), 4))


@program
def io_char_predicates_and_len(np):
    s = np.array(["abc", "ABC", "123", "1.5", " ", "", "Ab1", "²"])
    for name in ("isalpha", "isdigit", "isnumeric", "isdecimal", "isspace", "isupper",
                 "islower", "istitle", "isalnum"):
        r = getattr(np.char, name)(s)
        print(name, r, r.dtype)
    show(np.char.str_len(s))
    show(np.strings.str_len(np.array([b"ab", b"", b"xyz"])))
    attempt(np.char.isnumeric, np.array([b"12"]))
    show(np.char.equal(s[:3], "abc"))
    show(np.char.greater(np.array(["b", "a"]), np.array(["a", "b"])))
    show(np.char.compare_chararrays(np.array(["a", "b"]), np.array(["a", "c"]), "<", True))


@program
def io_encode_decode(np):
    u = np.array(["héllo", "wörld", "abc"])
    e = np.char.encode(u, "utf-8")
    show(e)
    show(np.char.decode(e, "utf-8"))
    show(np.strings.encode(np.array(["abc"]), "ascii"))
    attempt(np.char.encode, u, "ascii")
    attempt(np.char.decode, np.array([b"\xff"]), "utf-8")
    show(np.char.decode(np.array([b"\xff"]), "latin-1"))
    show(np.char.encode(np.array(["x"]), "utf-16"))
    b = np.array([b"a", b"bc"])
    show(b.astype("U"))
    show(u[2:].astype("S"))
    attempt(lambda: u.astype("S"))
    show(np.char.decode(np.array([b"ab", b"c"]), "ascii").dtype)


@program
def io_string_arrays_compare_sort(np):
    u = np.array(["pear", "Apple", "apple", "banana", "", "apple "])
    show(np.sort(u))
    show(np.argsort(u))
    show(np.unique(u, return_counts=True)[1])
    show(np.unique(u))
    print(u == "apple", u < "b", np.sort(u)[-1])
    attempt(u.max)
    print(np.searchsorted(np.sort(u), "b"), np.isin(u, ["pear", "x"]))
    b = np.array([b"b", b"a\x00", b"a", b""])
    show(np.sort(b))
    print(b == b"a", b.dtype, b.itemsize, b[1], len(b[1]))
    attempt(lambda: u == b)
    attempt(lambda: u < 1)
    attempt(np.maximum, np.array(["a", "z"]), np.array(["b", "c"]))
    show(np.where(u == "", "<empty>", u))
    show(np.char.array(["  x", "y "]).strip() == "x")


@program
def io_string_astype_and_truncation(np):
    s = np.array(["1", "22", "-333"])
    show(s.astype(int))
    show(s.astype(np.float32))
    show(np.array(["1.5", "2e3", "nan", "-inf"]).astype(float))
    attempt(lambda: np.array(["1.5"]).astype(int))
    attempt(lambda: np.array(["abc"]).astype(float))
    show(np.array([1, -22, 333]).astype(str))
    show(np.array([1.5, 1e20, np.nan]).astype("U"))
    show(np.array([True, False]).astype("U"))
    show(np.array([3.14159]).astype("U4"))
    show(np.array([123456]).astype("S3"))
    t = np.array(["ab", "cd"])
    t[0] = "longer string"
    t[1] = 42
    show(t)
    b = np.zeros(2, dtype="S3")
    b[0] = "xyzw"
    b[1] = b"q"
    show(b)
    attempt(b.__setitem__, 0, "é")
    show(np.array(["a", 1, 2.5]))
    show(np.array([b"a", "b"]))
    show(np.array(["x"], dtype="U0"))
    show(np.full(2, "abc", dtype="U2"))
    show(np.array(["1", "2"]).astype(np.int8) + 1)


# ---- text formatting -----------------------------------------------------------------------------

@program
def io_array2string_formatter_kinds(np):
    a = np.array([[1.5, -2.25], [1e-3, 1e5]])
    print(np.array2string(a, formatter={"float_kind": lambda x: f"{x:8.2f}"}))
    print(np.array2string(a, formatter={"all": lambda x: "*"}))
    print(np.array2string(np.arange(4), formatter={"int": hex}))
    print(np.array2string(np.arange(4), formatter={"int_kind": lambda x: f"[{x}]"},
                          separator=" | "))
    print(np.array2string(np.array([True, False]), formatter={"bool": lambda x: "T" if x else "F"}))
    print(np.array2string(np.array([1 + 2j]), formatter={"complexfloat": lambda z: f"{z.real}r"}))
    print(np.array2string(np.array(["a", "bc"]), formatter={"numpystr": lambda s: s.upper()}))
    print(np.array2string(np.array(["a", "bc"])), np.array2string(np.array([b"a"])))
    print(np.array2string(np.array(["2024-01-01"], dtype="datetime64[D]"),
                          formatter={"datetime": lambda d: "D"}))
    print(np.array2string(a, separator=";", prefix="arr(", suffix=")", max_line_width=20))
    print(np.array2string(np.arange(6).reshape(2, 3), separator=",\t"))
    print(np.array2string(np.float64(2.5)), np.array2string(np.array(7)))
    attempt(np.array2string, a, style=repr)


@program
def io_repr_of_special_dtypes(np):
    print(repr(np.array(["2024-01-01T12", "NaT"], dtype="datetime64[h]")))
    print(repr(np.array([1, -2, 0], dtype="timedelta64[ms]")))
    print(repr(np.array([], dtype="datetime64[ns]")), repr(np.array([], dtype="m8[s]")))
    print(repr(np.datetime64("2024-02-29")), repr(np.timedelta64("NaT")),
          repr(np.timedelta64(90, "m")))
    print(str(np.array(["2001-01-01", "2002-02-02"], dtype="M8[D]")))
    print(repr(np.array([1 + 0j, -1.5j, np.nan + np.inf * 1j])))
    print(repr(np.array([1e-10 + 1j, 1e10 + 0j], dtype=np.complex64)))
    print(repr(np.array([True, False, True])), str(np.ones((2, 2), dtype=bool)))
    print(repr(np.array([(1, 2.5, "x", True)], dtype="i2,f4,U1,?")))
    print(repr(np.zeros(2, dtype=[("a", "f8", (2,)), ("b", [("c", "i1")])])))
    print(str(np.array([(1, 2.0)], dtype=[("a", "i4"), ("b", "f8")])))
    print(repr(np.array([b"ab", b"\x00c"])), repr(np.array(["tab\there"])))
    print(repr(np.array([None, 1, "x"], dtype=object)), repr(np.array([], dtype="U3")))
    print(repr(np.array([1.0, 2.0], dtype=np.float16)), repr(np.array([0.1], dtype=np.longdouble).astype(np.float64)))
    print(repr(np.arange(3, dtype=np.uint64)), repr(np.array([-1], dtype=np.int64).astype(np.int8)))


@program
def io_printoptions_float_modes(np):
    a = np.array([1.0, 0.5, 1 / 3, 1234.5678, 1e-6])
    for mode in ("fixed", "unique", "maxprec", "maxprec_equal"):
        with np.printoptions(floatmode=mode, precision=4):
            print(mode, a, np.array([1.0, 2.5]))
    with np.printoptions(suppress=True, precision=3):
        print(a, np.array([1e-20, 1.0]), np.array([1e20]))
    with np.printoptions(sign="+"):
        print(a[:2], np.array([-1.0, 0.0]), np.array([3]))
    with np.printoptions(sign=" "):
        print(np.array([1.5, -2.5]), repr(np.array([0.5])))
    with np.printoptions(precision=2):
        print(np.float64(1 / 3), repr(np.float64(1 / 3)), np.array([1 / 3]), np.complex128(1 / 3 + 1j))
    print(np.get_printoptions()["floatmode"], np.get_printoptions()["sign"])
    attempt(np.set_printoptions, sign="x")
    attempt(np.set_printoptions, threshold="many")


@program
def io_printoptions_layout(np):
    big = np.arange(2000).reshape(40, 50)
    with np.printoptions(threshold=10, edgeitems=1):
        print(big)
        print(repr(np.arange(20.0)))
    with np.printoptions(edgeitems=2, threshold=5, linewidth=40):
        print(np.arange(100).reshape(10, 10))
        print(np.linspace(0, 1, 12))
    with np.printoptions(linewidth=20):
        print(repr(np.arange(12)))
        print(np.array(["alpha", "beta", "gamma", "delta"]))
    with np.printoptions(threshold=np.inf if False else 3000):
        print(np.arange(1100)[-5:], len(str(np.arange(1100))))
    print(np.arange(1001).size > np.get_printoptions()["threshold"], str(np.arange(1001))[:30])
    with np.printoptions(edgeitems=0, threshold=0):
        print(np.arange(5), np.arange(6).reshape(2, 3))


@program
def io_printoptions_legacy_and_state(np):
    old = np.get_printoptions()
    try:
        np.set_printoptions(legacy="1.25")
        print(repr(np.float64(1.5)), repr(np.int32(3)), repr(np.bool_(True)), repr(np.str_("a")))
        print(np.array([np.float32(2.5)]), [np.float64(0.1)], {np.int8(1)})
        np.set_printoptions(legacy="1.13")
        print(np.array([1.0, 2.5]), repr(np.array([0.5])), np.array([-0.0]))
        np.set_printoptions(legacy=False)
        print(repr(np.float64(1.5)), repr(np.int32(3)), [np.float64(0.1)])
        np.set_printoptions(precision=3, nanstr="-", infstr="oo")
        print(np.array([np.pi, np.nan, -np.inf]), np.get_printoptions()["nanstr"])
        np.set_printoptions(formatter={"float": "{:.1e}".format})
        print(np.array([12345.0]), np.array([1, 2]))
        np.set_printoptions(formatter=None)
        print(np.array([12345.0]))
    finally:
        np.set_printoptions(**old)
    print(np.get_printoptions() == old, np.array([np.pi]))


@program
def io_printoptions_context_nesting(np):
    with np.printoptions(precision=2):
        print(np.array([np.pi]))
        with np.printoptions(suppress=True):
            print(np.array([np.pi, 1e-9]), np.get_printoptions()["precision"])
        with np.printoptions(precision=5):
            print(np.array([np.e]))
        print(np.array([np.e]), np.get_printoptions()["suppress"])
    try:
        with np.printoptions(precision=1):
            raise KeyError("inside")
    except KeyError:
        pass
    print(np.array([np.pi]), np.get_printoptions()["precision"])
    attempt(np.printoptions(bogus=1).__enter__)
    print(np.array_str(np.array([[np.pi, 1e-8]]), precision=2, suppress_small=True))
    print(np.array_repr(np.arange(30.0), max_line_width=50))
    print(np.format_float_positional(np.float32(0.1)), np.format_float_positional(0.1, precision=3, unique=False),
          np.format_float_scientific(np.float16(1 / 3), exp_digits=3))


@program
def io_scalar_and_0d_reprs(np):
    vals = [np.float32(0.1), np.float64(1e16), np.float16(3.0), np.int8(-5), np.uint64(2**64 - 1),
            np.complex64(1 - 2j), np.bool_(False), np.str_("s"), np.bytes_(b"b"),
            np.datetime64("2020-01-01T00:00:00"), np.timedelta64(3, "W")]
    for v in vals:
        print(repr(v), str(v), type(v).__name__, v.dtype)
    for a in (np.array(1.5), np.array("x"), np.array(b"x"), np.array(np.datetime64("2001", "Y")),
              np.array((1, 2.0), dtype="i4,f8")):
        print(repr(a), str(a), a.shape, repr(a[()]))
    print(f"{np.float64(2.5):>8.3f}", f"{np.int64(42):05d}", f"{np.array(3.25):.1f}")
    print(format(np.float32(1 / 3), ".3e"), "%s %r" % (np.float64(0.5), np.int16(7)))
    print(str(np.array([np.float32(1 / 3)])), np.float32(1 / 3).item(), np.array([0.1, 0.2]).sum())


# ---- mixed ---------------------------------------------------------------------------------------

@program
def io_csv_pipeline(np):
    csv = "city,temp,rain\nOslo,3.5,12\nRome,15.25,3\nLima,19,0\nOslo,4.5,9\n"
    data = np.genfromtxt(io.StringIO(csv), delimiter=",", names=True, dtype=None,
                         encoding="utf-8")
    cities, idx = np.unique(data["city"], return_inverse=True)
    print(cities, idx)
    temp_mean = np.bincount(idx, weights=data["temp"]) / np.bincount(idx)
    print(np.round(temp_mean, 3))
    order = np.argsort(data["rain"])[::-1]
    print(data[order]["city"], data["rain"].dtype, data["temp"].dtype)
    out = io.StringIO()
    table = np.column_stack([np.arange(len(cities)), temp_mean])
    np.savetxt(out, table, fmt=["%d", "%.2f"], delimiter=",", header="idx,mean", comments="")
    print(out.getvalue())
    back = np.loadtxt(io.StringIO(out.getvalue()), delimiter=",", skiprows=1)
    print(back, np.allclose(back[:, 1], np.round(temp_mean, 2)))


@program
def io_binary_records_file(np):
    dt = np.dtype([("t", "<f8"), ("ch", "<u2", (3,)), ("flag", "?")])
    recs = np.zeros(4, dtype=dt)
    recs["t"] = np.linspace(0, 1.5, 4)
    recs["ch"] = np.arange(12).reshape(4, 3)
    recs["flag"] = [True, False, False, True]
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "recs.bin")
        with open(p, "wb") as f:
            f.write(b"HDR1")
            recs.tofile(f)
        print(os.path.getsize(p), dt.itemsize)
        back = np.fromfile(p, dtype=dt, offset=4)
        print(back)
        print(back["ch"].sum(axis=0), back["t"][back["flag"]], np.array_equal(back, recs))
        mm = np.memmap(p, dtype=dt, mode="r", offset=4, shape=(2,))
        print(type(mm).__name__, mm["ch"], mm.shape)
        del mm
        raw = np.fromfile(p, dtype=np.uint8, count=4)
        print(raw.tobytes(), raw)


@program
def io_npy_header_and_format(np):
    fmt = np.lib.format
    a = np.arange(6, dtype="<f4").reshape(2, 3)
    buf = _npy(np, a)
    print(fmt.read_magic(buf))
    print(fmt.read_array_header_1_0(buf))
    buf.seek(0)
    print(fmt.read_array(buf))
    out = io.BytesIO()
    fmt.write_array(out, np.asfortranarray(a), version=(2, 0))
    out.seek(0)
    print(fmt.read_magic(out), fmt.read_array_header_2_0(out)[:2])
    out.seek(0)
    print(np.load(out).flags.f_contiguous)
    print(fmt.header_data_from_array_1_0(a), fmt.descr_to_dtype("<i2"))
    print(fmt.dtype_to_descr(np.dtype([("a", "<i4"), ("b", ">f8")])))


@program
def io_save_scalars_lists_and_views(np):
    for obj in ([1, 2, 3], 3.5, (1.5, 2), [[1, 2], [3, 4.5]], np.arange(10)[::3], True):
        b = np.load(_npy(np, obj))
        print(repr(b), b.dtype, b.shape)
    t = np.arange(6).reshape(2, 3).T
    b = np.load(_npy(np, t))
    print(b.flags.f_contiguous, b.flags.c_contiguous, b)
    buf = io.BytesIO()
    np.save(buf, np.ones(2))
    np.save(buf, np.zeros(3, dtype=np.int8))
    buf.seek(0)
    print(np.load(buf), np.load(buf), buf.read())
    attempt(np.load, buf)
    d = {"k": np.arange(2)}
    b = np.load(_npy(np, d), allow_pickle=True)
    print(type(b).__name__, b.dtype, b.item()["k"])


@program
def io_string_array_io(np):
    words = np.array(["alpha", "beta", "gamma"])
    b = np.load(_npy(np, words))
    print(repr(b), b.dtype.itemsize)
    s = io.StringIO()
    np.savetxt(s, np.column_stack([words, np.char.str_len(words).astype(str)]), fmt="%s",
               delimiter=":")
    print(repr(s.getvalue()))
    back = np.loadtxt(io.StringIO(s.getvalue()), dtype=str, delimiter=":")
    show(back)
    show(back[:, 1].astype(int).sum())
    raw = words.tobytes()
    print(len(raw), raw[:8])
    show(np.frombuffer(raw, dtype="U5"))
    show(np.frombuffer(b"abcdef", dtype="S2"))
    show(np.frombuffer(b"abcdef", dtype="S3").astype("U3"))
    show(np.array(words, dtype="U2"))
    show(words.view(np.uint32)[:5])


@program
def io_strings_namespace_extras(np):
    s = np.array(["  Alpha-beta ", "gamma", "ÉTÉ"])
    show(np.strings.strip(s, " -"))
    show(np.strings.lower(s))
    show(np.strings.slice(s, 1, 4) if hasattr(np.strings, "slice") else np.char.str_len(s))
    show(np.strings.ljust(s, 8, "_"))
    show(np.strings.count(s, "a", 0, 5))
    show(np.strings.endswith(s, "a"))
    show(np.strings.rfind(s, "a"))
    show(np.strings.partition(s, "a")[0])
    show(np.strings.expandtabs(np.array(["\tx"]), 2))
    show(np.strings.isalpha(s))
    show(np.strings.str_len(np.strings.multiply(s, 2)))
    attempt(np.strings.upper, np.array([1, 2]))
    attempt(np.strings.add, np.array(["a"]), np.array([1]))
    attempt(np.strings.zfill, np.array(["1"]), 2.5)


@program
def io_chararray_class(np):
    import warnings
    # (NumPy 2.5 deprecates chararray and warns once per place its constructor is called
    # from: through gpnumpy's host fallback that is one place; its results are checked here)
    warnings.filterwarnings("ignore", "The chararray class is deprecated", DeprecationWarning)
    c = np.char.array(["abc ", "de  ", "f"])
    print(type(c).__name__, c.dtype, repr(c))
    print(c == "abc", c.upper(), c + "!", c * 2)
    print(c.startswith("d"), c.find("e"), c.rstrip().str_len() if hasattr(c, "str_len") else "")
    c2 = np.char.asarray(np.array([b"x ", b"y"]))
    print(repr(c2), c2.decode())
    c3 = np.char.array(["a", "b"], itemsize=4)
    print(c3.dtype, c3.itemsize)
    print(np.char.array([1, 2]) if False else "", np.char.chararray((2,), itemsize=3).shape)
    print((c[:2].replace(" ", "_")), c.split())


@program
def io_structured_repr_and_print(np):
    dt = np.dtype([("name", "U6"), ("xy", "f4", (2,)), ("ok", "?"), ("when", "M8[D]")])
    a = np.array([("ann", (1.5, -2), True, "2024-01-02"), ("bobby", (0.125, 1e6), False, "NaT")],
                 dtype=dt)
    print(repr(a))
    print(a)
    print(a[0], repr(a[0]), type(a[0]).__name__)
    print(repr(a["xy"]), repr(a[["ok", "when"]]))
    with np.printoptions(precision=2):
        print(a)
    print(np.array2string(a, separator="; "))
    print(repr(np.dtype([("a", "i4")], align=True)), np.dtype([("a", "i4")]).str)
    print(repr(a.dtype), str(a.dtype), a.dtype.descr)
    v = np.void(b"\x01\x02")
    print(repr(v), v.dtype)
    print(repr(np.zeros(1, dtype="V3")), repr(np.zeros((), dtype=[("a", "i2")])))


@program
def io_datetime_text(np):
    text = "2024-01-01,5\n2024-01-03,7\n2024-01-10,1\n"
    d = np.loadtxt(io.StringIO(text), delimiter=",", usecols=0, dtype="datetime64[D]")
    v = np.loadtxt(io.StringIO(text), delimiter=",", usecols=1, dtype=int)
    show(d)
    print(np.diff(d), (d - d[0]).astype(int), v[np.argmax(v)])
    s = io.StringIO()
    np.savetxt(s, d.astype(str), fmt="%s")
    print(repr(s.getvalue()))
    print(np.datetime_as_string(d, unit="M"), np.datetime_as_string(d[:1].astype("M8[s]")))
    print(np.datetime_as_string(np.datetime64("2024-05-06T07:08"), timezone="UTC"))
    show(np.array(["2024-01", "2024-03"], dtype="M8[M]").astype("M8[D]"))
    show(np.arange("2024-02-27", "2024-03-02", dtype="M8[D]"))
    show(d.astype("U"))
    show(np.array(["2024-01-01"]).astype("M8[D]"))
    attempt(lambda: np.array(["not a date"]).astype("M8[D]"))
    print(repr(np.busday_count(d[0], d[-1])), repr(np.is_busday(d)))


@program
def io_tobytes_views_roundtrip(np):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    raw = a.tobytes()
    b = np.frombuffer(raw, dtype=np.float32).reshape(a.shape)
    print(np.array_equal(a, b), b.flags.writeable, b.flags.owndata, b.base is not None)
    c = b.copy()
    c[0, 0] = -1
    print(c.flags.writeable, c[0])
    print(a.view(np.int32)[0], a.view(np.uint8).shape, a[:, 1].tobytes() == a[:, 1].copy().tobytes())
    print(a.T.tobytes() == np.ascontiguousarray(a.T).tobytes(), a.T.tobytes("F") == raw)
    print(np.frombuffer(a, dtype=np.float32)[-1] if False else "", a.data.nbytes if False else "")
    i = np.array([1, 2, 3], dtype=np.int64)
    print(i.tobytes()[:9], bytes(i[1:2].tobytes()))
    h = np.frombuffer(b"\x00\x3c\x00\x40", dtype=np.float16)
    show(h)
    print(np.frombuffer(b"\x01\x00\x00\x00\x02\x00\x00\x00", dtype=np.dtype("i4").newbyteorder(">")).tolist())
    show(np.frombuffer(b"\x00\x00\x80\x3f" * 2, dtype=np.complex64))
    show(np.frombuffer(b"\x01\x00\x02", dtype=np.bool_))


@program
def io_unique_and_set_ops_on_strings(np):
    a = np.array(["b", "a", "c", "a", "b", "b"])
    u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
    print(u, idx, inv, cnt)
    print(np.intersect1d(a, ["a", "z"]), np.union1d(a, ["z"]), np.setdiff1d(a, ["a"]))
    print(np.in1d(a, ["b"]) if hasattr(np, "in1d") else "", np.isin(a, ["b", "c"]))
    s = np.array([b"x", b"y", b"x"])
    print(np.unique(s), np.unique(s).dtype)
    print(np.unique(np.array(["a", "B", "b", "A"])))
    print(np.unique_values(a) if hasattr(np, "unique_values") else "", np.unique_counts(a))
    print(np.lexsort((np.array([2, 1, 2]), np.array(["b", "a", "b"]))))
    print(np.argmax(a), np.argmin(a), np.sort(a)[::-1], np.char.upper(np.unique(a)))


@program
def io_genfromtxt_bytes_and_encoding(np):
    b = io.BytesIO("α,1\nβ,2\n".encode("utf-8"))
    g = np.genfromtxt(b, delimiter=",", dtype=None, encoding="utf-8")
    show(g)
    b = io.BytesIO(b"x,1\ny,2\n")
    g2 = np.genfromtxt(b, delimiter=",", dtype=None, encoding=None)
    show(g2)
    l = np.loadtxt(io.BytesIO("1;2\n3;4".encode("latin-1")), delimiter=";", encoding="latin-1")
    show(l)
    lines = np.genfromtxt(["1 2", "3 4"], dtype=int)
    show(lines)
    s = np.genfromtxt(io.StringIO("a,b\nc,d"), delimiter=",", dtype="U1")
    show(s)
    s2 = np.genfromtxt(io.StringIO("a,b\nc,d"), delimiter=",", dtype=str)
    show(s2)
    nn = np.genfromtxt(io.StringIO("1,x\n2,y"), delimiter=",", dtype=None, encoding="utf-8",
                       names="n,c")
    show(nn)
    print(nn["c"], nn[1])


@program
def io_aligned_records_methods(np):
    recs = np.array([(2, 2.5), (1, 4.5), (2, 0.5), (0, 9.0)], dtype=[("k", "i8"), ("v", "f8")])
    print(recs.argsort(), recs.argsort(order="v"), recs.argpartition(1, order="k"))
    r = recs.copy()
    r.sort()
    print(r)
    r.sort(order=["v"])
    print(r["k"], r.nonzero())
    p = recs.copy()
    p.partition(2, order="v")
    print(p[2])
    first = recs[0]
    print(repr(first), repr(first["v"]), type(first["k"]).__name__, first["v"] * 2)
    first["v"] = -1.0
    print(recs[0], recs["v"][:2])
    print(repr(recs[1, ...]), repr(recs[:1].reshape(())), repr(np.zeros((), dtype=recs.dtype)))
    sw = recs[:2].byteswap()
    print(sw["k"], sw.byteswap()["v"])
    nested = np.zeros(2, dtype=np.dtype([("id", "i4"), ("pos", [("x", "f4"), ("y", "f4")])]))
    nested[1] = (7, (1.5, -2.0))
    print(repr(nested[1]), repr(nested[1]["pos"]), repr(nested[1]["pos"]["y"]))
    print(bytes(nested[1:]), bytes(np.arange(3, dtype=np.int16)[::2]), bytes(np.array(2)))


@program
def io_bytes_of_arrays(np):
    a = np.arange(6, dtype=np.uint16).reshape(2, 3)
    print(bytes(a), bytes(a.T), bytes(a[:, 1]))
    print(bytes(np.array([1.0, -0.5], dtype=np.float32)), bytes(np.array([True, False])))
    print(bytes(np.array(3, dtype=np.int8)), bytes(np.array(1.5)), bytes(np.array(np.int64(0))))
    attempt(bytes, np.array(-2))
    print(bytes(np.arange(3, dtype=np.int8)) == np.arange(3, dtype=np.int8).tobytes())
    print(np.frombuffer(bytes(np.arange(4, dtype=np.int32)), dtype=np.int32))
    print(bytes(np.array([1 + 2j], dtype=np.complex64)), len(bytes(np.zeros((2, 3)))))


@program
def io_record_as_sequence(np):
    rows = np.zeros(3, dtype=[("id", "i8"), ("score", "f8"), ("ok", "?")])
    rows["id"] = [10, 20, 30]
    rows["score"] = [0.5, 1.5, 2.5]
    r = rows[1]
    print(len(r), list(r), tuple(r), r[0], r[-1], r[np.int64(1)])
    attempt(lambda: r[3])
    attempt(lambda: r[-4])
    r[1] = 9.75
    r[-1] = True
    print(rows)
    for rec in rows[:2]:
        ident, score, ok = rec
        print(ident, score, ok, len(rec))
    attempt(rows.__setitem__, 0, [1, 2.0, False])
    rows[2] = (7, 7.5, True)
    print(rows.tolist(), [list(x) for x in rows])
