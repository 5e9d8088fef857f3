"""Printing programs: how arrays and scalars print, as notebooks show them.  repr/str of every
dtype (bool, ints, uints, floats, complex, datetime64/timedelta64 with units and NaT,
structured), 0-d arrays against the scalars of reductions and indexing (reprs, str, f-strings
with format specs, % formatting, round), empty arrays, summarisation (threshold, edgeitems),
set_printoptions/printoptions/get_printoptions, array2string/array_repr/array_str,
format_float_positional/_scientific, tolist/item, views and transposes, nan/inf/-0.0,
magnitudes that switch to scientific notation, and arrays and scalars inside containers.

Each program restores the print options it changes.  tests/programs/test_programs.py runs each
with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


def _both(x):
    print(repr(x))
    print(str(x))


# ---- dtypes --------------------------------------------------------------------------------------

@program
def pr_bool_and_int_dtypes(np):
    _both(np.array([True, False, True]))
    _both(np.array([[True], [False]]))
    for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
        a = np.array([0, 1, 100], dtype=dt)
        print(repr(a), str(a), repr(a[1]), str(a[2]), repr(a.sum()))
    print(repr(np.array([-128, 127], dtype=np.int8)), repr(np.array([2**63 - 1, -2**63])))
    print(repr(np.array([2**64 - 1], dtype=np.uint64)), repr(np.uint64(2**64 - 1)))
    print(repr(np.array(7, dtype=np.uint16)), repr(np.array(True)), repr(np.True_))
    print(repr(np.array([1, 2]) > 1), repr((np.array([1, 2]) > 1).any()))


@program
def pr_float_dtypes(np):
    for dt in (np.float16, np.float32, np.float64):
        a = np.array([0.1, 1 / 3, 2.0, -7.5], dtype=dt)
        _both(a)
        print(repr(a[1]), str(a[1]), repr(a.sum()), repr(a.mean()), a.dtype)
    print(repr(np.float32(0.1)), repr(np.float16(0.1)), repr(np.float64(0.1)))
    print(repr(np.array([1.0, 2.0])), repr(np.array([1.5, 2.0], dtype=np.float32)))
    print(repr(np.array([1e20, 1.0], dtype=np.float32)), repr(np.float32(1e20)))


@program
def pr_complex_dtypes(np):
    for dt in (np.complex64, np.complex128):
        z = np.array([1 + 2j, -0.5j, 3.25, complex(np.nan, 1)], dtype=dt)
        _both(z)
        print(repr(z[0]), str(z[1]), repr(z.sum()), repr(z.real), repr(z.imag))
    print(repr(np.complex128(1e-20 + 1e20j)), repr(np.array([1e-20 + 1e20j])))
    print(repr(np.array([0j, -0j])), repr(np.sqrt(np.array([-4 + 0j]))))
    print(f"{np.complex128(1 + 2j)}", str(np.complex64(0.1 + 0.2j)))


@program
def pr_datetime_units(np):
    for unit in ("Y", "M", "D", "h", "m", "s", "ms", "us", "ns"):
        t = np.array(["2024-02-29T12:34:56.789", "NaT"], dtype="datetime64[%s]" % unit)
        print(unit, repr(t), str(t), repr(t[0]), str(t[1]))
    t = np.arange("2024-01-30", "2024-02-03", dtype="datetime64[D]")
    _both(t)
    print(repr(t.max()), repr(t.min()), repr(t[2]), str(t[-1]), t.dtype)
    print(repr(np.datetime64("NaT")), repr(np.datetime64("2024-01-01", "s")))


@program
def pr_timedelta_units(np):
    d = np.array([1, -2, 0, 3600], dtype="timedelta64[s]")
    _both(d)
    print(repr(d.sum()), str(d.sum()), repr(d[1]), repr(d.max()), d.dtype)
    for unit in ("D", "h", "ms", "ns"):
        print(repr(np.array([5, "NaT"], dtype="m8[%s]" % unit)))
    print(repr(np.timedelta64("NaT")), repr(np.timedelta64(3, "W")), repr(np.timedelta64(7)))
    x = np.array([10, 20], dtype="m8")
    print(repr(x), str(x), repr(x / 3), repr(x // 3))


@program
def pr_structured_arrays(np):
    dt = np.dtype([("name", "U6"), ("age", "i4"), ("w", "f8")])
    a = np.array([("ann", 31, 61.5), ("bob", 4, 17.25)], dtype=dt)
    _both(a)
    print(repr(a[0]), str(a[1]), repr(a["age"]), repr(a["w"].sum()))
    p = np.zeros(3, dtype=[("x", "f4"), ("y", "f4")])
    p["x"] = [1, 2, 3]
    _both(p)
    print(repr(p[1]), p[1]["x"], repr(p[["y"]]))
    n = np.zeros(2, dtype=[("pos", "f8", (2,)), ("id", "u1")])
    _both(n)


@program
def pr_string_and_object_arrays(np):
    s = np.array(["a", "bc", "def"])
    _both(s)
    print(repr(s[1]), str(s[2]), repr(np.array(["x"], dtype="S3")), repr(np.array(b"ab")))
    o = np.array([1, "two", 3.0, None], dtype=object)
    _both(o)
    print(repr(o[1]), repr(np.array([[1, 2], [3]], dtype=object)))


# ---- scalars against 0-d arrays ------------------------------------------------------------------

@program
def pr_scalars_from_reductions(np):
    a = np.arange(6, dtype=np.float64).reshape(2, 3)
    for r in (a.sum(), a.mean(), a.max(), a.argmax(), a.std(), np.median(a), a.prod(),
              np.int32(5) + np.int32(2), a.any(), np.count_nonzero(a), np.dot(a[0], a[1])):
        print(repr(r), str(r), type(r).__name__)
    print(repr(np.float32(2) * 3), repr(np.uint8(200) + np.uint8(1)), repr(np.sum([1, 2])))
    print(repr(a[1, 2]), repr(a[1][2]), repr(a[:, 1][0]), repr(a.T[2, 0]))


@program
def pr_zero_d_arrays(np):
    z = np.array(2.5)
    print(repr(z), str(z), repr(z[()]), repr(z[...]), repr(z.reshape(1)))
    print(repr(np.array(3)), repr(np.array(3, dtype=np.int8)), repr(np.array(1 + 1j)))
    print(repr(np.asarray(np.float64(1.25))), repr(np.array(np.nan)), repr(np.array(-0.0)))
    print(repr(np.add(np.array(1.0), 1)), repr(np.add(np.array([1.0]), 1)[0]))
    print(repr(np.array("hi")), repr(np.array(np.datetime64("2024-05-01"))))
    print(f"{z}", f"{z:.2f}", f"{np.array(7):04d}", "%.1f" % z, "%d" % np.array(9))


@program
def pr_fstring_format_specs(np):
    x = np.float64(3.14159265)
    y = np.float32(2.5)
    i = np.int64(42)
    u = np.uint8(7)
    a = np.arange(5.0)
    s = a.sum() / 3
    print(f"{x:.3f}|{x:>10}|{x:<10.2f}|{x:^10.1e}|{x:+.2%}|{x:g}|{x!r}|{x!s}")
    print(f"{y:.3f}|{y:>8}|{y}|{y!r}|{s}|{s:.4g}|{s:10.3f}")
    print(f"{i:>8}|{i:08d}|{i:x}|{i:,}|{i:b}|{i:.2f}|{u:03}|{u!r}")
    print(f"{a.mean():.2f} {a.max():5.1f} {a.argmax():d} {np.float16(0.3):.5f}")
    print(f"{np.True_}|{np.bool_(False)!r}|{(a > 1).all()}")
    print(f"{a[2]:{'>'}{6}}", f"{np.complex128(1 - 1j):.2f}", f"{np.complex64(2j)}")


@program
def pr_percent_formatting(np):
    a = np.array([1.5, 2.25, 10.0])
    print("%.2f %5.1f %e %g" % (a[0], a[1], a[2], a.sum()))
    print("%d %i %s %r" % (a[1], np.int32(3), a[0], a[2]))
    print("%x %o %c" % (np.int64(255), np.uint16(8), np.int64(65)))
    print("%s" % (a,), "%r" % (a[:2],))
    print("total: %s, mean: %.3f" % (a.sum(), a.mean()))
    print("{} {:.1f} {!r}".format(a.min(), a.max(), a.argmin()))


@program
def pr_round_and_builtins(np):
    x = np.float64(2.675)
    print(repr(round(x, 2)), repr(round(x)), type(round(x)).__name__, repr(round(x, 0)))
    y = np.float32(1.005)
    print(repr(round(y, 2)), repr(round(np.float16(2.5))), repr(round(np.int64(1234), -2)))
    a = np.array([0.125, 0.135])
    print(repr(a.round(2)), repr(np.round(a[0], 2)), repr(a.sum().round(1)))
    print(int(x), float(y), complex(np.complex64(1j)), bool(np.float64(0.0)))
    print(abs(np.int8(-5)), repr(abs(np.float64(-0.0))), repr(-np.float64(0.0)))
    print(divmod(np.float64(7.5), 2), repr(np.float64(7.5) // 2), repr(np.int64(7) / 2))


@program
def pr_item_and_tolist(np):
    a = np.array([[1.5, 2.0], [np.nan, -0.0]])
    print(a.tolist(), a.item(2), a.item(1, 1), a[0].tolist(), a.T.tolist())
    print(np.arange(3, dtype=np.uint8).tolist(), np.array([True, False]).tolist())
    print(np.array([1 + 2j]).tolist(), np.float32(0.1).item(), np.float32(0.1).tolist())
    print(np.array(5).tolist(), np.array([], dtype=int).tolist(), np.zeros((2, 0)).tolist())
    print(np.array(["2024-01-01", "NaT"], dtype="M8[D]").tolist())
    print(np.array([3600], dtype="m8[s]").tolist(), np.array(["2024-01-01T10"], "M8[ns]").tolist())
    print(repr(np.int64(3).item()), repr(a.sum().item()), type(np.int8(1).tolist()).__name__)
    t = np.array(["2024-03-10T10"], "M8[h]")
    print(repr(t[0].astype(object)), repr(a.sum().astype(str)),
          repr(np.arange(3).max().astype(object)))
    attempt(a.item)
    attempt(a.item, 9)


# ---- shapes --------------------------------------------------------------------------------------

@program
def pr_empty_arrays(np):
    for shape in ((0,), (0, 3), (3, 0), (2, 0, 4), (1, 0)):
        e = np.zeros(shape)
        print(repr(e), str(e), e.shape)
    print(repr(np.array([], dtype=np.int32)), repr(np.empty((0, 2), dtype=bool)))
    print(repr(np.array([], dtype="M8[D]")), repr(np.empty(0, dtype=np.complex64)))
    print(repr(np.arange(10)[5:5]), repr(np.ones((3, 4))[:, 2:2]), repr(np.array([[]])))
    print(np.array2string(np.zeros((0, 3))), np.array_str(np.empty(0, dtype=np.uint8)))


@program
def pr_summarised_1d(np):
    a = np.arange(1001)
    print(a)
    print(repr(a))
    print(repr(np.arange(1001, dtype=np.float32) / 3))
    print(repr(np.arange(2000, dtype=np.int8)))
    print(repr(np.linspace(0, 1, 1500)))
    print(repr(np.zeros(5000, dtype=np.complex128)))
    print(repr(np.arange(1001) > 500))


@program
def pr_summarised_nd(np):
    a = np.arange(40 * 40).reshape(40, 40)
    print(a)
    print(repr(a))
    b = np.arange(11 * 12 * 13, dtype=np.float64).reshape(11, 12, 13) / 10
    print(b)
    print(repr(b[::2, 3:, ::-1]))
    print(repr(np.ones((2, 1000))))
    print(repr(np.ones((1000, 2), dtype=np.int16)))


@program
def pr_threshold_and_edgeitems(np):
    a = np.arange(30)
    with np.printoptions(threshold=10):
        print(a, repr(a))
        with np.printoptions(edgeitems=1):
            print(a, repr(a.reshape(5, 6)))
        with np.printoptions(edgeitems=5):
            print(repr(a.reshape(3, 10)))
    with np.printoptions(threshold=30):
        print(a)
    with np.printoptions(threshold=29):
        print(a)
    with np.printoptions(threshold=0, edgeitems=2):
        print(repr(np.arange(5)), repr(np.array([7])), repr(np.array(3.5)))
    with np.printoptions(threshold=5, edgeitems=0):
        print(repr(np.arange(12.0)))
    with np.printoptions(threshold=5, edgeitems=-1):
        print(repr(np.arange(12.0)), repr(np.arange(12).reshape(3, 4)))
    attempt(np.array2string, a, threshold=5, edgeitems=2.0)


@program
def pr_large_values_in_summary(np):
    a = np.ones(2000)
    a[1000] = 1e10  # hidden in the summary
    print(a)
    a[1] = 1e10
    print(a)
    b = np.zeros(2000)
    b[-1] = 0.123456789
    print(b)
    c = np.full(1500, -1.0)
    c[700] = np.nan
    print(repr(c))


# ---- print options -------------------------------------------------------------------------------

@program
def pr_precision_and_suppress(np):
    a = np.array([1.23456789, 1e-7, 123456.0, -0.5])
    for p in (0, 1, 3, 10):
        with np.printoptions(precision=p):
            print(p, a, repr(a[0]), a.sum())
    with np.printoptions(suppress=True):
        print(a, np.array([1e-10, 1e10]), repr(np.array([1e-20])))
    with np.printoptions(precision=2, suppress=True):
        print(repr(np.array([[1e-5, 2.0], [3.14159, 1e5]])))


@program
def pr_floatmode(np):
    a = np.array([1.0, 0.5, 0.123456789, 10.25])
    for mode in ("fixed", "unique", "maxprec", "maxprec_equal"):
        with np.printoptions(floatmode=mode, precision=4):
            print(mode, a, np.array([1.0, 2.0]), repr(np.float64(0.123456789)))
    with np.printoptions(floatmode="fixed", precision=2):
        print(np.float32(1.5), np.array([1.5], dtype=np.float16), repr(np.array([1 + 0.5j])))


@program
def pr_sign_option(np):
    a = np.array([1.0, -2.0, 0.0, np.nan])
    for sign in ("-", "+", " "):
        with np.printoptions(sign=sign):
            print(repr(sign), a, np.array([1, -2]), np.array([1.5 - 2j]), repr(np.float64(3.0)))
    with np.printoptions(sign="+"):
        print(repr(np.array([[1.0, 2.0], [3.0, 4.0]])), str(np.array(2.0)))


@program
def pr_linewidth(np):
    a = np.arange(40) * 1.5
    for w in (20, 40, 75, 200):
        with np.printoptions(linewidth=w):
            print(w)
            print(a)
            print(repr(a[:12].reshape(3, 4)))
    print(np.array_repr(a, max_line_width=30))
    print(np.array_str(a, max_line_width=50))


@program
def pr_formatter_dict(np):
    a = np.array([0.5, 1.25, -3.0])
    with np.printoptions(formatter={"float": lambda v: "%.1f" % v}):
        print(a, repr(a), np.array([1, 2]))
    with np.printoptions(formatter={"all": lambda v: "<%s>" % v}):
        print(a, np.array([1, 2]), np.array([True]))
    with np.printoptions(formatter={"int": lambda v: hex(v)}):
        print(np.arange(12, 18), repr(np.arange(3, dtype=np.uint8)))
    with np.printoptions(formatter={"bool": lambda v: "Y" if v else "N"}):
        print(np.array([True, False]), repr(np.array([[True], [False]])))
    with np.printoptions(formatter={"complexfloat": lambda v: "%.1f%+.1fj" % (v.real, v.imag)}):
        print(np.array([1 + 2j, -3j]))
    with np.printoptions(formatter={"datetime": lambda v: "D(%s)" % v}):
        print(np.array(["2024-01-01"], dtype="M8[D]"))


@program
def pr_nanstr_infstr(np):
    a = np.array([np.nan, np.inf, -np.inf, 1.0])
    with np.printoptions(nanstr="missing", infstr="∞"):
        print(a, repr(a), np.array([complex(np.nan, np.inf)]))
        print(repr(np.float64(np.nan)), str(np.float64(-np.inf)))
    print(a, repr(a.astype(np.float32)), repr(a.astype(np.float16)))
    print(repr(np.array([np.nan])), repr(np.array([-np.inf, np.nan], dtype=np.float32)))


@program
def pr_legacy_125(np):
    with np.printoptions(legacy="1.25"):
        print(repr(np.float64(1.5)), repr(np.int64(3)), repr(np.float32(0.1)), repr(np.True_))
        print(repr(np.array([1.5, 2])), np.array([1.5]).sum(), repr(np.arange(3).max()))
        print([np.float64(2.0), np.int8(4)], repr(np.complex128(1j)), repr(np.uint8(3)))
        print(repr(np.datetime64("2024-01-01")), repr(np.timedelta64(3, "h")))
        print(np.get_printoptions()["legacy"])
    print(np.get_printoptions()["legacy"], repr(np.float64(1.5)))


@program
def pr_get_and_set_printoptions(np):
    saved = np.get_printoptions()
    try:
        print(sorted(saved))
        print({k: saved[k] for k in ("precision", "threshold", "edgeitems", "linewidth",
                                     "suppress", "nanstr", "infstr", "sign", "floatmode",
                                     "legacy")})
        np.set_printoptions(precision=2, threshold=6, edgeitems=1)
        print(np.arange(10) / 3)
        print(np.get_printoptions()["precision"], np.get_printoptions()["threshold"])
        np.set_printoptions(linewidth=30)
        print(np.arange(20.0))
    finally:
        np.set_printoptions(**saved)
    print(np.arange(10) / 3, np.get_printoptions() == saved)
    attempt(np.set_printoptions, floatmode="bogus")
    attempt(np.set_printoptions, sign="x")
    attempt(np.set_printoptions, threshold="many")
    print(np.get_printoptions() == saved)


@program
def pr_printoptions_context_nested(np):
    a = np.array([1 / 3, 2 / 3])
    with np.printoptions(precision=2) as opts:
        print(a, opts["precision"], opts["threshold"])
        with np.printoptions(precision=5, sign="+"):
            print(a)
        print(a)
    print(a)
    try:
        with np.printoptions(precision=1):
            print(a)
            raise KeyError("inside")
    except KeyError as e:
        print("caught", e)
    print(a, np.get_printoptions()["precision"])


@program
def pr_override_repr(np):
    a = np.array([1.5, 2.5])
    try:
        np.set_printoptions(override_repr=lambda x: "ARR<%d>" % x.size)
        print(repr(a), str(a), repr(np.float64(1.5)))
    except TypeError as e:
        print("TypeError", e)
    finally:
        np.set_printoptions(override_repr=None)
    print(repr(a))


# ---- array2string and friends --------------------------------------------------------------------

@program
def pr_array2string_args(np):
    a = np.array([[1.0, 22.5, -3.125], [4e-3, 5.0, 6.0]])
    print(np.array2string(a))
    print(np.array2string(a, separator=", "))
    print(np.array2string(a, prefix="result = ", separator=","))
    print(np.array2string(a, suffix=")", prefix="array("))
    print(np.array2string(a, max_line_width=20))
    print(np.array2string(a, precision=1, floatmode="fixed"))
    print(np.array2string(a, sign="+", suppress_small=True))
    print(np.array2string(a, formatter={"float_kind": "{:+08.2f}".format}))
    print(np.array2string(np.arange(100), threshold=20, edgeitems=2))
    print(np.array2string(a, legacy="1.13"))
    attempt(np.array2string, a, style=repr)
    attempt(np.array2string, a, floatmode="nope")


@program
def pr_array_repr_str(np):
    a = np.array([[0.001, 1000.0], [1.0, 2.0]])
    print(np.array_repr(a))
    print(np.array_repr(a, precision=2, suppress_small=True))
    print(np.array_repr(a, max_line_width=15))
    print(np.array_str(a, precision=1))
    print(np.array_repr(np.arange(3, dtype=np.int16)), np.array_repr(np.array(4.0)))
    print(np.array_repr(np.float64(2.5)), np.array_str(np.array(3)))
    attempt(np.array_str, np.int8(3))
    print(np.array_repr(np.arange(3000).reshape(3, 1000)))
    print(np.array_repr(np.array([], dtype=np.float32)))


@program
def pr_format_float_functions(np):
    for v in (np.float64(1 / 3), np.float32(1 / 3), np.float16(1 / 3), 0.1, 1e16, -0.0):
        print(np.format_float_positional(v), np.format_float_scientific(v))
    x = np.float64(123.456)
    print(np.format_float_positional(x, precision=2), np.format_float_positional(x, unique=False,
                                                                                 precision=5))
    print(np.format_float_positional(x, trim="-"), np.format_float_positional(1.0, trim="0"))
    print(np.format_float_positional(1.0, trim="."), np.format_float_positional(1.0, trim="k"))
    print(np.format_float_positional(x, pad_left=6, pad_right=5, sign=True))
    print(np.format_float_scientific(x, precision=3, exp_digits=3))
    print(np.format_float_scientific(x, unique=False, precision=10, trim="k"))
    print(np.format_float_positional(np.nan), np.format_float_scientific(np.inf))
    print(np.format_float_positional(np.arange(3.0).sum() / 7, precision=4))
    attempt(np.format_float_positional, np.array([1.0, 2.0]))
    attempt(np.format_float_positional, 1)
    attempt(np.format_float_scientific, x, precision=-1)


# ---- layouts -------------------------------------------------------------------------------------

@program
def pr_views_and_transposes(np):
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    for v in (a.T, a[::-1], a[:, ::2], a[1:, 1:3], a.reshape(2, 6).T, a[None, :, None, 0],
              np.broadcast_to(a[0], (2, 4)), a.ravel()[::5], np.swapaxes(a[None], 0, 2)):
        print(repr(v), v.flags.c_contiguous)
    f = np.asfortranarray(np.arange(6).reshape(2, 3))
    print(f, repr(f.T), str(f[:, 1]))


@program
def pr_negative_zero_nan_inf(np):
    a = np.array([-0.0, 0.0, 1.0, np.nan, np.inf, -np.inf])
    _both(a)
    print(repr(a[0]), str(a[0]), f"{a[0]:.1f}", repr(np.float64(-0.0) + 0))
    print(repr(np.array([-0.0])), repr(np.array([-0.0, 1.5])), repr(a.astype(np.float16)))
    print(repr(np.nan_to_num(a)), repr(np.nanmax(a)), repr(np.array([np.nan] * 3)))
    print(repr(np.array([complex(-0.0, -0.0)])), repr(np.sign(a)))
    print(repr(np.array([np.inf, 1e-300])), repr(np.array([-np.inf, 2.0], dtype=np.float32)))


@program
def pr_scientific_switch(np):
    for a in ([1e-5, 1.0], [1e-3, 1.0], [1e15, 1.0], [1e16, 1.0], [1e8, 1.0], [1e7, 1e-4],
              [123456789.0, 0.5], [1e-300, 1e300], [5e-324], [0.0001], [1e100]):
        x = np.array(a)
        print(repr(x), str(x), repr(x.max()), repr(x.astype(np.float32)))
    print(repr(np.float64(1e16)), repr(np.float64(1e15)), repr(np.float64(1e-5)),
          repr(np.float64(1e-4)), repr(np.float32(1e16)), repr(np.float16(65504)))


@program
def pr_mixed_widths(np):
    a = np.array([[1, -100, 3], [1000, 5, -6]])
    _both(a)
    _both(a / 7)
    _both(a.astype(np.uint32) * 3)
    b = np.array([0.5, 123.25, -0.001])
    _both(b)
    _both(np.array([1e-8, 1.0, 1e8]))
    _both(np.array([[1 + 100j, -2.5 - 0.5j], [0, 1e-3j]]))


# ---- containers ----------------------------------------------------------------------------------

@program
def pr_containers(np):
    a = np.arange(3)
    s = a.sum()
    print([a, a * 2], (a,), {"a": a, "s": s})
    print([s, a.mean(), a.max() > 1, a[0]], (np.float32(1.5), np.int8(2)))
    print({"x": np.float64(0.5), "y": [np.int64(1), np.uint8(2)]})
    print(list(a), [x for x in a], tuple(a / 2))
    print({int(k): v for k, v in zip(a, a * 1.5)}, set([np.int64(1)]))
    print(str([np.array(1.5), np.array([1])]), repr([np.array([[1, 2], [3, 4]])]))
    print(list(np.arange(4).reshape(2, 2)), dict(zip("ab", np.array([1.5, 2.5]))))


@program
def pr_iteration_elements(np):
    a = np.array([[1.5, 2.0], [3.0, 4.25]])
    for row in a:
        print(row, repr(row))
        for v in row:
            print(repr(v), end=" ")
        print()
    print(list(np.array([True, False])), list(np.array([1, 2], dtype=np.uint16)))
    print(list(np.array(["2024-01-01"], dtype="M8[D]")), list(np.array([1j])))
    for i, v in enumerate(np.linspace(0, 1, 3)):
        print(i, v, f"{v:.2f}")
    print(*np.arange(3.0), sep=", ")


@program
def pr_pandas_style_table(np):
    names = np.array(["alpha", "beta", "gamma"])
    vals = np.array([[1.5, 2.25], [np.nan, 1e6], [-0.001, 3.0]])
    print("%-8s %10s %10s" % ("name", "a", "b"))
    for n, (x, y) in zip(names, vals):
        print("%-8s %10.3f %10.3g" % (n, x, y))
    for n, row in zip(names, vals):
        print(f"{n:<8}{row[0]:>10.2f}{row[1]:>12.4e}")
    col = vals[:, 1]
    print(f"max={np.nanmax(col):,.1f} mean={np.nanmean(col):.3f} n={np.isnan(col).sum()}")
    print("{:>6}|{:^6}|{:<6}".format(np.int64(1), np.float64(2.5), np.bool_(True)))


@program
def pr_printoptions_and_scalars(np):
    x = np.float64(1 / 3)
    with np.printoptions(precision=3):
        print(x, repr(x), np.array(x), repr(np.array(x)), np.array([x]), str(x))
    with np.printoptions(floatmode="fixed", precision=2):
        print(x, repr(np.float32(1 / 3)), np.array([x]))
    with np.printoptions(formatter={"float": lambda v: "F"}):
        print(x, repr(x), np.array(x), repr(np.array([x])))
    with np.printoptions(suppress=True):
        print(np.float64(1e-10), np.array(1e-10), np.array([1e-10]))


@program
def pr_int_widths_and_negative(np):
    for a in ([-1, 10, -100], [0], [2**31 - 1, -2**31], list(range(-3, 4))):
        for dt in (np.int8, np.int32, np.int64):
            try:
                x = np.array(a, dtype=dt)
            except OverflowError as e:
                print("OverflowError", e)
                continue
            print(repr(x), str(x.reshape(-1, 1)[:2]))
    print(repr(np.array([[-1, 2], [30, -400]], dtype=np.int16).T))


@program
def pr_matrix_and_3d_reprs(np):
    a = np.arange(24).reshape(2, 3, 4)
    _both(a)
    _both(a.astype(np.float32) / 4)
    _both(np.zeros((2, 1, 2)))
    _both(np.eye(3, dtype=int))
    _both(np.arange(8.0).reshape(2, 2, 2, 1))
    print(repr(np.ones((1, 1, 1))), repr(np.empty((1, 0, 2))))


@program
def pr_dtype_reprs(np):
    a = np.arange(3)
    for dt in (a.dtype, (a / 2).dtype, np.dtype("f2"), np.dtype("c8"), np.dtype("M8[ms]"),
               np.dtype("m8"), np.dtype([("a", "i4"), ("b", "f8")]), np.dtype("U5"),
               np.dtype(">i4"), np.dtype(bool)):
        print(repr(dt), str(dt), dt.name, dt.str, dt.char)
    print(repr(np.float64), np.float32.__name__, repr(a.dtype.type), type(a.sum()).__name__)
    print(repr(np.finfo(np.float32)), repr(np.iinfo(np.int8)))


@program
def pr_masked_values_print(np):
    a = np.array([1.0, -99.0, 3.0, -99.0])
    b = np.where(a == -99.0, np.nan, a)
    print(b, repr(b), np.nanmean(b), repr(np.nanmean(b)))
    print(np.round(b, 1), repr(np.nan_to_num(b, nan=-1)))
    with np.printoptions(nanstr="--"):
        print(b, np.array([np.nan + 1j]))


@program
def pr_accumulated_float_noise(np):
    x = np.arange(0, 1, 0.1)
    print(x, repr(x.sum()), repr(0.1 + 0.2), repr(np.float64(0.1) + np.float64(0.2)))
    print(repr(np.cumsum(np.full(10, 0.1))), repr(np.float32(0.1) * 3))
    print(np.array([0.1 + 0.2]), repr(np.array([0.30000000000000004, 0.3])))
    with np.printoptions(precision=17):
        print(np.array([0.1 + 0.2, 1 / 3]))
    with np.printoptions(floatmode="unique"):
        print(np.array([0.1 + 0.2, 1 / 3]))


@program
def pr_bytes_repr_in_notebook(np):
    a = np.arange(4, dtype=np.uint8)
    print(a.tobytes(), repr(a.view(np.int8)), repr(a.view("u2")), repr(a.view(bool)))
    print(repr(a.astype("S1")), repr(np.frombuffer(b"\x01\x02", dtype=np.uint8)))
    print(repr(np.array([65, 66], dtype=np.uint8).view("S1")), a.data.nbytes)
