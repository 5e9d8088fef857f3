"""Floating-point errors of scans, ordered folds, reduceat, ufunc.at and casts into out=, as
NumPy 2 reports them, in every error-state mode: the category, the message's name
("overflow encountered in accumulate", "... in reduce", "... in reduceat", "... in at" or
the ufunc's own name where NumPy's indexed ufunc.at loop runs, "... in cast" for astype and
for the first step of a ufunc method writing into an out= of another dtype) and the order.

Each body runs with xp=numpy and xp=gpnumpy (``assert_same_errors``: warnings, the raised
FloatingPointError, the callback's calls, the log's lines, the values); the table says what
NumPy reports under 'warn', and a test checks NumPy still does (so no case passes vacuously).
The shapes reach every device path: tile scans of one tile and of many (the look-back), lines
across the contiguous axis (a thread each), the ordered folds of contiguous lines and of
strided ones, reduceat's segments, ufunc.at's compare-and-swap loop and hardware atomics.
"""
import numpy
import pytest

from tests._core.test_errstate import _same_values, arr, assert_same_errors, observe

INF, NAN = numpy.inf, numpy.nan
O, I, D, U = "overflow", "invalid value", "divide by zero", "underflow"


def _row(n, at, dt, fill=1.0):
    """``n`` elements of ``fill`` with values ``at`` ({position: value})."""
    def make(xp):
        x = numpy.full(n, fill)
        for k, v in at.items():
            x[k] = v
        return arr(xp, x, dt)
    return make


def _zeros(xp, shape, dt):
    return xp.zeros(shape, dt)


def _at(name, values, dt, idx, b=None, bdt=None):
    def body(xp):
        a = arr(xp, values, dt)
        uf = getattr(xp, name)
        if b is None:
            uf.at(a, idx)
        else:
            uf.at(a, idx, b if bdt is None else arr(xp, b, bdt))
        return a
    return body


def _into(fn, shape, dt):
    """``fn(xp, out)`` with a fresh zero ``out``; the out array is the value."""
    def body(xp):
        out = _zeros(xp, shape, dt)
        fn(xp, out)
        return out
    return body


BIG = _row(3000, {2500: 1e308, 2900: 1e308}, "f8")          # overflow in a late tile
BIG4 = _row(700, {10: 3e38, 600: 3e38}, "f4")

# (label, body, NumPy's warnings under all='warn': [(category, name), ...])
CASES = [
    # ---- scans
    ("cumsum f8", lambda xp: xp.cumsum(arr(xp, [1e308, 1e308], "f8")), [(O, "accumulate")]),
    ("cumsum long f8", lambda xp: xp.cumsum(BIG(xp)), [(O, "accumulate")]),
    ("cumsum f4 two tiles", lambda xp: xp.cumsum(BIG4(xp)), [(O, "accumulate")]),
    ("cumsum rows", lambda xp: xp.cumsum(xp.stack([BIG4(xp), BIG4(xp) * 0]), axis=1),
     [(O, "accumulate")]),
    ("cumsum axis 0", lambda xp: xp.cumsum(xp.stack([BIG4(xp)] * 3, axis=1), axis=0),
     [(O, "accumulate")]),
    ("cumsum few long lines", lambda xp: xp.cumsum(xp.stack([BIG4(xp)] * 4, axis=1), axis=0),
     [(O, "accumulate")]),
    ("cumsum inf-inf", lambda xp: xp.cumsum(arr(xp, [INF, -INF, 1.], "f8")), [(I, "accumulate")]),
    ("cumsum nan only", lambda xp: xp.cumsum(arr(xp, [NAN, 1.], "f8")), []),
    ("cumsum fine", lambda xp: xp.cumsum(arr(xp, [1., 2., 3.], "f4")), []),
    ("cumsum int wraps", lambda xp: xp.cumsum(arr(xp, [2 ** 62, 2 ** 62], "i8")), []),
    ("cumprod f4", lambda xp: xp.cumprod(arr(xp, [1e30, 1e30, 2.], "f4")), [(O, "accumulate")]),
    ("cumprod tiny", lambda xp: xp.cumprod(arr(xp, [1e-200, 1e-200], "f8")), [(U, "accumulate")]),
    ("cumprod f2 tiny", lambda xp: xp.cumprod(arr(xp, [1e-4, 1e-4], "f2")), [(U, "accumulate")]),
    ("cumsum f2", lambda xp: xp.cumsum(_row(1000, {}, "f2", 1024.)(xp)), [(O, "accumulate")]),
    ("cumsum c8", lambda xp: xp.cumsum(arr(xp, [3e38 + 3e38j, 3e38], "c8")), [(O, "accumulate")]),
    ("cumprod c16 inf*0", lambda xp: xp.cumprod(arr(xp, [2 + 0j, INF + 0j, 0j], "c16")),
     [(I, "accumulate")]),
    ("nancumsum", lambda xp: xp.nancumsum(arr(xp, [3e38, NAN, 3e38], "f4")), [(O, "accumulate")]),
    ("nancumprod", lambda xp: xp.nancumprod(arr(xp, [1e200, NAN, 1e200], "f8")),
     [(O, "accumulate")]),
    ("cumulative_sum", lambda xp: xp.cumulative_sum(arr(xp, [1e308, 1e308], "f8"),
                                                    include_initial=True), [(O, "accumulate")]),
    ("cumulative_prod", lambda xp: xp.cumulative_prod(arr(xp, [1e200, 1e200], "f8")),
     [(O, "accumulate")]),
    ("add.accumulate", lambda xp: xp.add.accumulate(arr(xp, [[1e308], [1e308]], "f8")),
     [(O, "accumulate")]),
    ("maximum.accumulate nan", lambda xp: xp.maximum.accumulate(arr(xp, [1., NAN, 2.], "f8")), []),
    ("divide.accumulate", lambda xp: xp.divide.accumulate(arr(xp, [1., 0., 2.], "f8")),
     [(D, "accumulate")]),
    ("subtract.accumulate", lambda xp: xp.subtract.accumulate(arr(xp, [-1e308, 1e308], "f8")),
     [(O, "accumulate")]),
    ("logaddexp.accumulate", lambda xp: xp.logaddexp.accumulate(arr(xp, [1., NAN, 2.], "f8")),
     [(I, "accumulate")]),
    ("floor_divide.accumulate int", lambda xp: xp.floor_divide.accumulate(arr(xp, [7, 0], "i8")),
     [(D, "accumulate")]),
    ("cumsum dtype f4", lambda xp: xp.cumsum(arr(xp, [1e300, 1.], "f8"), dtype="f4"), [(O, "cast")]),
    ("cumsum dtype i4", lambda xp: xp.cumsum(arr(xp, [NAN, 1.], "f8"), dtype="i4"), [(I, "cast")]),
    ("cumsum out int", _into(lambda xp, o: xp.cumsum(arr(xp, [1., NAN], "f8"), out=o), (2,), "i8"),
     [(I, "cast"), (I, "accumulate")]),
    ("accumulate out f4", _into(lambda xp, o: xp.multiply.accumulate(arr(xp, [1e300, 1.], "f8"),
                                                                       out=o), (2,), "f4"),
     [(O, "cast"), (O, "accumulate")]),
    # ---- ordered folds and reductions
    ("subtract.reduce", lambda xp: xp.subtract.reduce(arr(xp, [-3e38, 3e38], "f4")), [(O, "reduce")]),
    ("subtract.reduce axis 0", lambda xp: xp.subtract.reduce(
        arr(xp, [[-1e308, 1.], [1e308, 1.], [1., 1.]], "f8"), axis=0), [(O, "reduce")]),
    ("subtract.reduce long", lambda xp: xp.subtract.reduce(
        xp.stack([_row(500, {0: -1e308, 400: 1e308}, "f8")(xp)] * 3), axis=1), [(O, "reduce")]),
    ("divide.reduce", lambda xp: xp.divide.reduce(arr(xp, [1., 0.], "f8")), [(D, "reduce")]),
    ("divide.reduce 0/0", lambda xp: xp.divide.reduce(arr(xp, [[0., 1.], [0., 1.]], "f8"), axis=0),
     [(I, "reduce")]),
    ("divide.reduce f2", lambda xp: xp.divide.reduce(arr(xp, [60000., 0.5], "f2")), [(O, "reduce")]),
    ("power.reduce", lambda xp: xp.power.reduce(arr(xp, [10., 400.], "f8")), [(O, "reduce")]),
    ("logaddexp.reduce nan", lambda xp: xp.logaddexp.reduce(arr(xp, [1., NAN], "f8")),
     [(I, "reduce")]),
    ("hypot.reduce", lambda xp: xp.hypot.reduce(arr(xp, [1e308, 1e308], "f8")), []),
    ("floor_divide.reduce int", lambda xp: xp.floor_divide.reduce(arr(xp, [1, 0], "i8")),
     [(D, "reduce")]),
    ("sum initial", lambda xp: xp.sum(arr(xp, [1e308], "f8"), initial=1e308), [(O, "reduce")]),
    ("sum dtype f4", lambda xp: xp.sum(arr(xp, [1e300, 1.], "f8"), dtype="f4"), [(O, "reduce")]),
    ("sum dtype i4", lambda xp: xp.sum(arr(xp, [NAN, 1.], "f8"), dtype="i4"), [(I, "reduce")]),
    ("sum out int", _into(lambda xp, o: xp.sum(arr(xp, [NAN, 1.], "f8"), out=o), (), "i8"),
     [(I, "reduce")]),
    ("sum axis out int", _into(lambda xp, o: xp.sum(arr(xp, [[NAN, 1.]], "f8"), axis=0, out=o),
                               (2,), "i8"), [(I, "reduce")]),
    ("prod out f4", _into(lambda xp, o: xp.prod(arr(xp, [1e300, 1.], "f8"), out=o), (), "f4"),
     [(O, "reduce")]),
    ("max out int one", _into(lambda xp, o: xp.max(arr(xp, [NAN], "f8"), out=o), (), "i8"),
     [(I, "cast"), (I, "reduce")]),
    ("max out int later", _into(lambda xp, o: xp.max(arr(xp, [1., NAN], "f8"), out=o), (), "i8"),
     [(I, "reduce")]),
    ("subtract.reduce out int", _into(lambda xp, o: xp.subtract.reduce(arr(xp, [NAN, 1.], "f8"),
                                                                        out=o), (), "i8"),
     [(I, "cast"), (I, "reduce")]),
    ("divide.reduce out f4", _into(lambda xp, o: xp.divide.reduce(arr(xp, [1., 1e300], "f8"),
                                                                  out=o), (), "f4"),
     [(U, "reduce")]),
    # ---- reduceat
    ("add.reduceat", lambda xp: xp.add.reduceat(arr(xp, [3e38, 3e38, 1.], "f4"), [0, 2]),
     [(O, "reduceat")]),
    ("divide.reduceat", lambda xp: xp.divide.reduceat(arr(xp, [1., 0., 2.], "f8"), [0, 2]),
     [(D, "reduceat")]),
    ("multiply.reduceat axis 1", lambda xp: xp.multiply.reduceat(
        arr(xp, [[1e200, 1e200, 1.], [1., 1., 1.]], "f8"), [0, 2], axis=1), [(O, "reduceat")]),
    ("reduceat dtype f4", lambda xp: xp.add.reduceat(arr(xp, [1e300, 1.], "f8"), [0], dtype="f4"),
     [(O, "cast")]),
    ("reduceat out int", _into(lambda xp, o: xp.add.reduceat(arr(xp, [NAN, 1.], "f8"), [0, 1],
                                                              out=o), (2,), "i8"),
     [(I, "cast"), (I, "reduceat")]),
    # ---- ufunc.at: the ufunc's name where NumPy's indexed loop runs, else 'at'
    ("add.at f4 values", _at("add", [3e38, 1.], "f4", [0, 0], [3e38, 3e38], "f4"), [(O, "add")]),
    ("add.at f8 scalar", _at("add", [1e308, 1.], "f8", [0, 0], 1e308), [(O, "add")]),
    ("add.at f4 Python float", _at("add", [3e38, 1.], "f4", [0], 3e38), [(O, "at")]),
    ("add.at slice", _at("add", [1e308, 1.], "f8", slice(0, 1), 1e308), [(O, "add")]),
    ("add.at int", _at("add", [1e308, 1.], "f8", 0, 1e308), [(O, "add")]),
    ("add.at bool", _at("add", [1e308, 1.], "f8", numpy.array([True, False]), 1e308),
     [(O, "add")]),
    ("add.at 2-d", _at("add", [[1e308, 1.]], "f8", (0, [0, 0]), 1e308), [(O, "at")]),
    ("add.at 2-d rows", _at("add", [[1e308, 1.], [1., 1.]], "f8", [0], 1e308), [(O, "at")]),
    ("add.at Ellipsis", _at("add", [1e308, 1.], "f8", Ellipsis, 1e308), [(O, "at")]),
    ("subtract.at c16", _at("subtract", [-1e308 + 0j, 1j], "c16", [0], 1e308 + 0j),
     [(O, "subtract")]),
    ("add.at c8 values", _at("add", [3e38 + 0j, 1j], "c8", [0, 0], [3e38, 1.], "c8"), [(O, "add")]),
    ("multiply.at c16", _at("multiply", [1e300 + 0j], "c16", [0], 1e300 + 0j), [(O, "multiply")]),
    ("add.at f2", _at("add", [60000., 1.], "f2", [0], [60000.], "f2"), [(O, "add")]),
    ("multiply.at f2 tiny", _at("multiply", [1e-4, 1.], "f2", [0], [1e-4], "f2"), [(U, "multiply")]),
    ("divide.at f8", _at("divide", [1., 1.], "f8", [0], 0.), [(D, "divide")]),
    ("divide.at f4 Python float", _at("divide", [1., 1.], "f4", [0], 0.), [(D, "at")]),
    ("floor_divide.at i8", _at("floor_divide", [7, 1], "i8", [0], 0), [(D, "floor_divide")]),
    ("floor_divide.at i4", _at("floor_divide", [7, 1], "i4", [0], 0), [(D, "at")]),
    ("remainder.at f8", _at("remainder", [1., 1.], "f8", [0], 0.), [(I, "at")]),
    ("power.at", _at("power", [10., 1.], "f8", [0, 0], 200.), [(O, "at")]),
    ("sqrt.at", _at("sqrt", [-1., 1.], "f8", [0]), [(I, "at")]),
    ("log.at", _at("log", [0., 1.], "f8", [0, 1]), [(D, "at")]),
    ("add.at int nan", _at("add", [1, 2], "i8", [0], NAN), [(I, "at")]),
    ("add.at f4 from f8 values", _at("add", [3e38, 1.], "f4", [0], [3e38], "f8"), [(O, "at")]),
    ("add.at fine", _at("add", [1., 1.], "f8", [0, 1, 0], 1.), []),
    # ---- casts: astype, copies, and ufuncs writing into out= of another dtype
    ("astype nan int", lambda xp: arr(xp, [NAN, 1.], "f8").astype("i4"), [(I, "cast")]),
    ("astype inf u8", lambda xp: arr(xp, [INF, 1.], "f8").astype("u8"), [(I, "cast")]),
    ("astype f4", lambda xp: arr(xp, [1e300, 1.], "f8").astype("f4"), [(O, "cast")]),
    ("astype f2 tiny", lambda xp: arr(xp, [1e-7, 1.], "f4").astype("f2"), [(U, "cast")]),
    ("copyto", _into(lambda xp, o: xp.copyto(o, arr(xp, [NAN, 1.], "f8"), casting="unsafe"),
                     (2,), "i8"), [(I, "cast")]),
    ("setitem", _into(lambda xp, o: o.__setitem__(slice(None), arr(xp, [NAN, 1.], "f8")),
                      (2,), "i8"), [(I, "cast")]),
    ("add out int", _into(lambda xp, o: xp.add(arr(xp, [NAN, 1.], "f8"), 1., out=o,
                                               casting="unsafe"), (2,), "i8"), [(I, "add")]),
    ("sqrt out int", _into(lambda xp, o: xp.sqrt(arr(xp, [-1., 4.], "f8"), out=o,
                                                 casting="unsafe"), (2,), "i8"), [(I, "sqrt")]),
    ("multiply out f4", _into(lambda xp, o: xp.multiply(arr(xp, [1e300, 1.], "f8"), 1., out=o),
                              (2,), "f4"), [(O, "multiply")]),
    ("negative out u1", _into(lambda xp, o: xp.negative(arr(xp, [NAN, 1.], "f8"), out=o,
                                                        casting="unsafe"), (2,), "u1"),
     [(I, "negative")]),
]
MODES = ("ignore", "warn", "raise", "call", "print", "log")


def _state(mode):
    state = {"all": mode}
    if mode == "call":
        state["call"] = "record"
    elif mode == "log":
        state["call"] = "log"
    return state


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("label, body, want", CASES, ids=[c[0] for c in CASES])
def test_method_errors(xp, label, body, want, mode, capfd):
    got = assert_same_errors(xp, body, **_state(mode))
    out = capfd.readouterr()
    msgs = ["%s encountered in %s" % w for w in want]
    if mode == "warn":  # (what NumPy reports: the table is right)
        assert [m for _, m in got["warnings"]] == msgs
    elif mode == "raise":
        assert got["raised"] == (msgs[0] if msgs else None)
    elif mode == "print":  # (NumPy's lines, then the candidate's: the same)
        lines = [ln for ln in out.err.splitlines() if ln.startswith("Warning: ")]
        assert lines == ["Warning: " + m for m in msgs] * 2


@pytest.mark.parametrize("label, body, want", CASES, ids=[c[0] for c in CASES])
def test_default_state(xp, label, body, want):
    """NumPy's default state: warn, underflow ignored."""
    got = assert_same_errors(xp, body)
    assert len(got["warnings"]) == len([w for w in want if w[0] != U])


@pytest.mark.parametrize("category", ["divide", "over", "under", "invalid"])
def test_one_category_raises(xp, category):
    def body(xp):
        return (xp.cumsum(arr(xp, [1e308, 1e308, -INF], "f8")),
                xp.divide.reduce(arr(xp, [1., 0.], "f8")),
                xp.cumprod(arr(xp, [1e-200, 1e-200], "f8")))
    assert_same_errors(xp, body, all="warn", **{category: "raise"})
    assert_same_errors(xp, body, all="ignore", **{category: "warn"})


def test_in_order_across_methods(xp):
    """Warnings of several operations come in their order, each operation's (on a GPU: at
    the next synchronization, as test_several_operations_in_order)."""
    def body(xp):
        x = arr(xp, [1e308, 1e308], "f8")
        return (xp.cumsum(x), xp.subtract.reduce(-x), xp.cumsum(x),
                xp.add.reduceat(x, [0]), x.astype("f4"))
    want = observe(numpy, body, all="warn")
    got = observe(xp, body, all="warn")
    assert [m for _, m in want["warnings"]] == [
        "overflow encountered in accumulate", "overflow encountered in accumulate",
        "overflow encountered in reduceat", "overflow encountered in cast"]
    assert got["warnings"] == want["warnings"]
    assert got["raised"] is None and _same_values(got["value"], want["value"])


# ---------------------------------------------------------------- ufunc.at's name, on a grid
_AT_UFUNCS = ("add", "subtract", "multiply", "divide", "floor_divide", "remainder", "power",
              "maximum", "fmin", "sqrt", "log")
_AT_DTYPES = ("f2", "f4", "f8", "c16", "i4", "i8", "u1")
_AT_INDEX = {"list": [0, 0], "int": 0, "slice": slice(0, 1), "bool": [True, False],
             "array": numpy.array([0]), "tuple1": (numpy.array([0]),), "2-d index": [[0]],
             "Ellipsis": Ellipsis}
# candidate (a, b) values, the first that makes NumPy report anything names the loop
_BAD = [(0., 0.), (numpy.inf, -numpy.inf), (numpy.inf, numpy.inf), (0., numpy.inf), (-1., 2.),
        (1e300, 1e300), (10., 400.), (0, 0), (1, numpy.nan)]


def _numpy_at_name(uf, a, idx, b):
    import warnings
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with numpy.errstate(all="warn"):
            try:
                if b is None:
                    uf.at(a, idx)
                else:
                    uf.at(a, idx, b)
            except (TypeError, ValueError, IndexError, numpy.exceptions.ComplexWarning):
                return None
    names = {str(x.message).split(" encountered in ")[-1] for x in w
             if " encountered in " in str(x.message)}
    names.discard("cast")  # (making the values)
    return names.pop() if len(names) == 1 else None


@pytest.mark.parametrize("name", _AT_UFUNCS)
def test_at_names_as_reference(gp, name):
    """The name the device's ufunc.at reports (advanced._at_name) is the one NumPy's loop
    gives, for every index form, value kind and array rank NumPy tells apart."""
    from gpnumpy._core.advanced import _at_name
    npuf, gpuf = getattr(numpy, name), getattr(gp, name)
    unary = npuf.nin == 1
    seen = 0
    for dt in _AT_DTYPES:
        for ikey, idx in _AT_INDEX.items():
            for bkind in ((None,) if unary else ("py", "same", "f8", "2-d")):
                for nd in (1, 2):
                    for av, bv in _BAD:
                        with numpy.errstate(all="ignore"):
                            try:
                                a = numpy.array([av, 1.]).astype(dt)
                            except (TypeError, ValueError):
                                continue
                            if nd == 2:
                                a = numpy.stack([a, a])
                            if bkind is None:
                                b = None
                            elif bkind == "py":
                                b = {"f": float(bv), "c": complex(bv), "i": int(bv) if bv == bv
                                     and abs(bv) < 1e9 else float(bv)}.get(
                                         numpy.dtype(dt).kind, int(bv) if bv == bv and
                                         abs(bv) < 1e9 else float(bv))
                            else:
                                bt = dt if bkind in ("same", "2-d") else "f8"
                                b = numpy.array([bv]).astype(bt)
                                if bkind == "2-d":
                                    b = b.reshape(1, 1)
                        if isinstance(idx, list) and idx and type(idx[0]) is bool:
                            hidx = numpy.array(idx if nd == 1 else idx)
                        else:
                            hidx = idx
                        want = _numpy_at_name(npuf, a.copy(), hidx, b)
                        if want is None:
                            continue
                        got = _at_name(gpuf, gp.asarray(a), hidx,
                                       gp.asarray(b) if isinstance(b, numpy.ndarray) else b, unary)
                        assert got == want, (name, dt, ikey, bkind, nd, av, bv)
                        seen += 1
                        break
    assert seen > 20
