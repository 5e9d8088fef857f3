"""Library-style programs, as a package author writes code against NumPy's API: input validation
(asarray with dtype=, result_type/promote_types/can_cast/min_scalar_type, issubdtype, ndim/shape/
size of lists, atleast_*d, broadcast_shapes and broadcast objects), parameters forwarded to
reductions (dtype/out/axis/keepdims/initial/where), errstate, vectorize/frompyfunc,
apply_along_axis, piecewise/select, formatting results (array2string, format specs of scalars,
format_float_*, printoptions), dtype introspection (finfo/iinfo), record sorting, and the
exceptions library code catches.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import functools
import numbers

from .runner import attempt, collection


PROGRAMS, program = collection()


# ---- input validation -----------------------------------------------------------------------------

@program
def validate_inputs_like_a_library(np):
    def _as_float_array(x, name="x"):
        arr = np.asarray(x)
        if not np.issubdtype(arr.dtype, np.number) and arr.dtype != bool:
            raise TypeError(f"{name} must be numeric, got {arr.dtype}")
        if np.issubdtype(arr.dtype, np.integer) or arr.dtype == bool:
            arr = arr.astype(np.float64)
        return arr

    for x in ([1, 2, 3], [1.5, 2.5], [[True, False]], np.arange(3, dtype=np.int8),
              np.array([1, 2], dtype=np.float32), 3, 2.5, ["a", "b"], [1 + 2j]):
        try:
            r = _as_float_array(x)
            print(type(r).__name__, r.dtype, r.shape, r.ndim, repr(r))
        except TypeError as e:
            print("TypeError", e)


@program
def asarray_dtype_forwarding(np):
    attempt(lambda: np.asarray([1, 2, 3], dtype=float))
    attempt(lambda: np.asarray([1.7, -2.2], dtype=np.int32))
    attempt(lambda: np.asarray(np.arange(3), dtype=np.float32))
    attempt(lambda: np.asanyarray([[1, 2], [3, 4]], dtype="f4"))
    attempt(lambda: np.asarray(5, dtype=np.int16))
    attempt(lambda: np.asarray([], dtype=np.float64))
    attempt(lambda: np.asarray([[1], [2, 3]]))
    attempt(lambda: np.asarray([1, 2], dtype="int"))
    attempt(lambda: np.asarray([1, 2], dtype="double"))
    attempt(lambda: np.asarray([300], dtype=np.uint8))
    attempt(lambda: np.asarray([-1], dtype=np.uint8))
    attempt(lambda: np.asarray([1.5, np.nan], dtype=np.float16))
    attempt(lambda: np.asarray([1, 2], dtype="notatype"))
    a = np.arange(4.0)
    print(np.asarray(a) is a, np.asarray(a, dtype=np.float64) is a, np.asanyarray(a) is a)
    print(np.asarray(a, dtype=np.float32) is a)
    attempt(lambda: np.array(a, copy=False, dtype=np.float32))
    print(np.array(a, copy=None) is a, np.array(a) is a)
    m = np.ma.masked_array([1.0, 2.0, 3.0], mask=[0, 1, 0])
    print(np.asanyarray(m) is m, repr(np.asanyarray(m, dtype=np.float32)), np.asarray(m).sum())


@program
def promotion_decisions(np):
    pairs = [(np.int8, np.uint8), (np.int16, np.float16), (np.int64, np.uint64),
             (np.float32, np.int32), (np.complex64, np.float64), (np.bool_, np.int8),
             (np.uint32, np.int32), (np.float16, np.uint16)]
    for a, b in pairs:
        print(np.dtype(a).name, np.dtype(b).name, np.promote_types(a, b),
              np.result_type(a, b))
    print(np.result_type(np.int8, 1), np.result_type(np.int8, 1.0), np.result_type(np.float32, 1j))
    print(np.result_type(np.arange(3, dtype=np.int16), np.float32))
    print(np.result_type(3, 4.0), np.result_type(np.array(3, dtype=np.int8), np.int16))
    print(np.result_type(np.uint8, np.array([1, 2], dtype=np.int8)))
    print(np.promote_types("f4", "i8"), np.promote_types("<i4", ">i4"))
    attempt(lambda: np.promote_types("S3", np.int8))
    attempt(lambda: np.promote_types(np.float64, "M8[s]"))
    attempt(lambda: np.result_type())
    print(repr(np.result_type(np.float64, np.int64)))


@program
def can_cast_rules(np):
    for frm, to in [(np.int8, np.int16), (np.int16, np.int8), (np.float64, np.float32),
                    (np.int64, np.float64), (np.uint64, np.int64), (np.bool_, np.float16),
                    (np.complex128, np.float64), ("i4", "f4"), ("u1", "i2")]:
        print(np.dtype(frm).str, np.dtype(to).str, np.can_cast(frm, to),
              np.can_cast(frm, to, casting="same_kind"),
              np.can_cast(frm, to, casting="unsafe"), np.can_cast(frm, to, casting="equiv"))
    print(np.can_cast(np.arange(3, dtype=np.int32), np.int64))
    print(np.can_cast(np.float32, np.float64, "no"), np.can_cast(np.float64, np.float64, "no"))
    attempt(lambda: np.can_cast(3, np.int8))
    attempt(lambda: np.can_cast(3.0, np.float32))
    attempt(lambda: np.can_cast(np.int8, np.int16, casting="sometimes"))
    _min_scalar_type_choices(np)


def _min_scalar_type_choices(np):  # (run by can_cast_rules)
    for v in (0, 1, 255, 256, -1, -129, 2**31, 2**63, 1.0, 1e40, 1e300, -1.5, 1j, 1e40 + 1j,
              np.float64(3.0), np.int64(10), True):
        print(repr(v), np.min_scalar_type(v))
    print(np.min_scalar_type(np.arange(5)), np.min_scalar_type(np.array([1.5])))


@program
def issubdtype_checks(np):
    dts = [np.int8, np.uint64, np.float16, np.float64, np.complex64, np.bool_, "i4", "f8",
           np.dtype("M8[s]"), np.dtype("m8[ms]"), np.str_, np.object_]
    for d in dts:
        print(np.dtype(d).name,
              [np.issubdtype(d, k) for k in (np.number, np.integer, np.signedinteger,
                                               np.unsignedinteger, np.floating, np.inexact,
                                               np.complexfloating, np.bool_, np.generic)])
    print(np.issubdtype(np.float64, float), np.issubdtype(np.int64, int),
          np.issubdtype(np.complex128, complex))
    print(np.issubdtype(np.arange(3).dtype, np.integer), np.issubdtype("float32", "float"))
    x = np.linspace(0, 1, 3, dtype=np.float32)
    print(x.dtype.kind, x.dtype.char, x.dtype.itemsize, x.dtype.str, x.dtype.name,
          x.dtype.byteorder, x.dtype.num == np.dtype(np.float32).num)


@program
def shape_queries_on_non_arrays(np):
    for obj in (3, 2.5, [1, 2, 3], [[1, 2], [3, 4]], (), [[]], np.float32(2), np.arange(6).reshape(2, 3),
                [[1, 2, 3]], np.array(7)):
        print(repr(obj), np.ndim(obj), np.shape(obj), np.size(obj))
    print(np.size(np.ones((2, 3, 4)), axis=1), np.size([[1, 2, 3]], 1))
    print(np.iterable([1]), np.iterable(3), np.iterable(np.array(3)), np.iterable(np.arange(2)),
          np.iterable("ab"))
    print(np.isscalar(3), np.isscalar(np.float64(1)), np.isscalar(np.array(1.0)), np.isscalar([1]),
          np.isscalar("s"))


@program
def atleast_nd_normalisation(np):
    for x in (5, [1, 2], [[1, 2]], np.ones((2, 2, 2)), np.float64(2.5), np.array(3)):
        a1, a2, a3 = np.atleast_1d(x), np.atleast_2d(x), np.atleast_3d(x)
        print(a1.shape, a2.shape, a3.shape, a1.dtype, type(a3).__name__)
    r = np.atleast_1d(1, [2, 3], np.array([[4]]))
    print(type(r).__name__, [t.shape for t in r])
    print(type(np.atleast_2d()).__name__, np.atleast_2d())
    x = np.arange(3)
    print(np.atleast_1d(x) is x, repr(np.atleast_3d(x)))


@program
def broadcasting_checks(np):
    print(np.broadcast_shapes((3, 1), (1, 4)), np.broadcast_shapes((2, 3), ()),
          np.broadcast_shapes(5, (2, 1)), np.broadcast_shapes())
    attempt(lambda: np.broadcast_shapes((3,), (4,)))
    attempt(lambda: np.broadcast_shapes((2, 3), (3, 2), (1,)))
    b = np.broadcast(np.arange(3).reshape(3, 1), np.arange(4), 5)
    print(b.shape, b.ndim, b.nd if hasattr(b, "nd") else "-", b.size, b.numiter, b.index)
    print([tuple(int(v) for v in t) for t in list(b)[:5]])
    print(b.index)
    b.reset()
    print(b.index, next(b))
    attempt(lambda: np.broadcast(np.ones(3), np.ones(4)))
    x, y = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
    print(x.shape, y.shape, x.flags.writeable, repr(x))
    x[0, 0] = 10
    print(x.flags.writeable, x[1, 0], y[0][0].flags.writeable)
    bt = np.broadcast_to(np.arange(3), (2, 3))
    attempt(lambda: bt[0].__setitem__(0, 5))
    attempt(lambda: np.add(bt.T, 1, out=bt.T))
    attempt(lambda: np.broadcast_to(np.arange(3), (2, 4)))
    attempt(lambda: np.broadcast_to(np.arange(3), (2, 3)))


@program
def isinstance_checks_on_results(np):
    a = np.arange(6.0).reshape(2, 3)
    for r in (a.sum(), a.sum(axis=0), a[0, 0], a[0], np.float64(1) + 1, a.max(), np.mean(a),
              np.int32(3) * 2, a.shape[0], np.sqrt(4.0), np.add(1, 2), np.array(5)[()],
              np.array(5), a.item(0), a.tolist()[0][0]):
        # (not type(r).__name__, isinstance(r, np.ndarray/np.generic/float): gpnumpy's scalars
        # are 0-d device arrays by design, docs/ARCHITECTURE.md scalars.py)
        print(getattr(r, "dtype", None), np.ndim(r), np.isscalar(r),
              isinstance(r, numbers.Number), isinstance(r, numbers.Integral),
              isinstance(r, numbers.Real), isinstance(r, (list, tuple)))


# ---- parameters forwarded to reductions --------------------------------------------------------

@program
def forwarded_reduction_parameters(np):
    def column_stats(data, axis=0, dtype=None, keepdims=False, out=None):
        data = np.asarray(data)
        total = np.sum(data, axis=axis, dtype=dtype, keepdims=keepdims, out=out)
        mean = np.mean(data, axis=axis, dtype=dtype, keepdims=keepdims)
        return total, mean

    d = np.arange(12, dtype=np.int16).reshape(3, 4)
    for kw in ({}, {"axis": 1}, {"axis": None}, {"axis": (0, 1)}, {"keepdims": True},
               {"dtype": np.float32}, {"axis": -1, "keepdims": True, "dtype": np.int64}):
        t, m = column_stats(d, **kw)
        print(kw, repr(t), t.dtype, repr(m), m.dtype)
    out = np.zeros(4, dtype=np.float64)
    t, _ = column_stats(d, out=out)
    print(t is out, repr(out))
    attempt(lambda: column_stats(d, axis=2))
    attempt(lambda: column_stats(d, axis=(0, 0)))
    attempt(lambda: column_stats(d, out=np.zeros(3)))
    attempt(lambda: np.sum(d, axis=1.0))
    attempt(lambda: np.std(d, dtype=int))
    attempt(lambda: np.nanstd(d, dtype=np.float16))
    attempt(lambda: np.std(d, axis=0, dtype=int))
    _keepdims_normalisation(np)


@program
def ufunc_reduce_initial_where(np):
    x = np.array([[3, -1, 4], [1, -5, 9]])
    print(repr(np.add.reduce(x, axis=1, initial=10)))
    print(repr(np.maximum.reduce(x, axis=0, initial=0)))
    print(repr(np.minimum.reduce(np.array([], dtype=np.int64), initial=7)))
    attempt(lambda: np.minimum.reduce(np.array([], dtype=np.int64)))
    attempt(lambda: np.max(np.array([])))
    print(repr(np.max(np.array([]), initial=-np.inf)))
    w = x > 0
    print(repr(np.add.reduce(x, axis=1, where=w)), repr(np.sum(x, where=w)))
    print(repr(np.max(x, axis=1, where=w, initial=-100)))
    attempt(lambda: np.max(x, axis=1, where=w))
    print(repr(np.mean(x, axis=1, where=w)))
    print(repr(np.multiply.reduce([1, 2, 3, 4])), repr(np.add.reduce([[1, 2], [3, 4]], axis=None)))
    print(functools.reduce(np.add, [np.arange(3), np.ones(3), np.full(3, 2)]))
    print(repr(functools.reduce(np.logical_or, [np.array([True, False]), np.array([False, False])])))
    print(repr(np.add.accumulate([1, 2, 3], dtype=np.float32)))
    attempt(lambda: np.add.reduce(x, axis=3))
    print(repr(np.logical_and.reduce(x > -10, axis=0)), repr(np.bitwise_or.reduce(np.array([1, 2, 4]))))


def _keepdims_normalisation(np):  # (run by forwarded_reduction_parameters)
    def normalise(x, axis=-1):
        x = np.asarray(x, dtype=float)
        lo = x.min(axis=axis, keepdims=True)
        hi = x.max(axis=axis, keepdims=True)
        span = np.where(hi > lo, hi - lo, 1.0)
        return (x - lo) / span

    def softmax(x, axis=-1):
        z = x - np.max(x, axis=axis, keepdims=True)
        e = np.exp(z)
        return e / e.sum(axis=axis, keepdims=True)

    print(np.round(normalise([[1, 2, 3], [4, 4, 4]]), 4))
    print(np.round(normalise([[1, 2, 3], [4, 4, 4]], axis=0), 4))
    s = softmax(np.array([[1.0, 2.0, 3.0], [0.0, 0.0, 0.0]]))
    print(np.round(s, 5), s.sum(axis=1).round(6))
    print(np.std(np.arange(10.0).reshape(2, 5), axis=1, keepdims=True, ddof=1).round(6))
    print(np.argmax([[1, 5, 2], [7, 0, 7]], axis=1, keepdims=True))
    print(np.count_nonzero([[1, 0, 2], [0, 0, 3]], axis=0, keepdims=True))
    print(np.any([[True, False]], axis=1, keepdims=True).shape, np.all([], keepdims=True))


# ---- errstate -------------------------------------------------------------------------------

@program
def errstate_decorator_and_context(np):
    @np.errstate(divide="ignore", invalid="ignore")
    def safe_ratio(a, b):
        return np.asarray(a, dtype=float) / np.asarray(b, dtype=float)

    print(safe_ratio([1, 0, -1], [0, 0, 0]))
    print(np.geterr()["divide"])
    with np.errstate(all="raise"):
        attempt(lambda: np.array([1.0]) / 0)
        attempt(lambda: np.log(np.array([-1.0])))
        attempt(lambda: np.array([1e308]) * 10)
        attempt(lambda: np.sqrt(np.array([-1.0])))
        with np.errstate(invalid="ignore"):
            print(np.sqrt(np.array([-1.0])), np.geterr()["invalid"], np.geterr()["over"])
    print(np.array([1.0, -1.0]) / 0)
    with np.errstate(over="warn", under="ignore"):
        # (two statements: a device operation's warning comes when its value is read, NumPy's
        # scalar operators warn at once: README)
        print(np.exp(np.array([1000.0])))
        print(np.float32(1e38) * np.float32(10))
    attempt(lambda: np.errstate(divide="sometimes").__enter__())
    attempt(lambda: np.errstate(nope="ignore"))
    _errstate_call_handler(np)
    _seterr_roundtrip(np)


def _errstate_call_handler(np):  # (run by errstate_decorator_and_context)
    log = []

    def handler(kind, flag):
        log.append(kind)

    old = np.seterrcall(handler)
    try:
        with np.errstate(divide="call", invalid="call"):
            np.array([1.0, 2.0]) / np.array([0.0, 1.0])
            np.array([0.0]) / np.array([0.0])
    finally:
        np.seterrcall(old)
    print(log)
    with np.errstate(divide="log"):
        attempt(lambda: np.array([1.0]) / 0)


# ---- vectorize / frompyfunc / apply_along_axis ----------------------------------------------

@program
def vectorize_variants(np):
    def clip_score(x, lo=0, hi=10):
        return lo if x < lo else hi if x > hi else x

    v = np.vectorize(clip_score)
    r = v(np.array([-3, 4, 12]))
    print(repr(r), r.dtype, type(r).__name__)
    r = v([-3.5, 4.5, 12.5], hi=5)
    print(repr(r), r.dtype)
    vf = np.vectorize(clip_score, otypes=[np.float64])
    print(repr(vf([1, 20])), repr(vf([])))
    attempt(lambda: v([]))
    ve = np.vectorize(lambda x, table: table[x], excluded={"table"})
    print(repr(ve([0, 2, 1], table={0: 1.5, 1: 2.5, 2: 3.5})))
    ve2 = np.vectorize(lambda x, p: x ** p, excluded={1})
    print(repr(ve2(np.arange(4), 2)))
    vs = np.vectorize(lambda row: np.array([row.min(), row.max()]), signature="(n)->(2)")
    r = vs(np.array([[3, 1, 2], [9, 7, 8]]))
    print(repr(r), r.shape)
    dot = np.vectorize(lambda a, b: float(np.dot(a, b)), signature="(n),(n)->()")
    print(repr(dot(np.ones((2, 3)), np.arange(3.0))))
    attempt(lambda: vs(np.array(5)))
    attempt(lambda: np.vectorize(len, signature="(n)->()x"))
    two = np.vectorize(lambda x: (x, x * 2), otypes=[int, float])
    a, b = two([1, 2, 3])
    print(repr(a), repr(b))
    print(v.__name__ if hasattr(v, "__name__") else "-", v.__doc__ is None)


@program
def frompyfunc_objects(np):
    f = np.frompyfunc(lambda a, b: a if a > b else b, 2, 1)
    r = f(np.array([1, 5, 3]), np.array([4, 2, 3]))
    print(repr(r), r.dtype)
    print(repr(f.reduce(np.array([3, 9, 1, 4]))), f.nin, f.nout, f.nargs)
    print(repr(f.accumulate(np.array([3, 9, 1, 4]))))
    print(repr(r.astype(np.int64)))
    g = np.frompyfunc(divmod, 2, 2)
    q, m = g(np.array([7, 8, 9]), 4)
    print(repr(q), repr(m))
    h = np.frompyfunc(str.upper, 1, 1)
    print(repr(h(np.array(["ab", "cd"]))))
    attempt(lambda: f(np.array([1, 2]), np.array([1, 2, 3])))


@program
def apply_along_and_over_axes(np):
    data = np.array([[3, 1, 2], [9, 7, 8], [4, 6, 5]])
    print(repr(np.apply_along_axis(np.sort, 1, data)))
    print(repr(np.apply_along_axis(lambda r: r.max() - r.min(), 0, data)))
    print(repr(np.apply_along_axis(lambda r: [r.sum(), r.mean()], 1, data)))
    print(repr(np.apply_along_axis(np.diag, -1, np.array([[1, 2], [3, 4]]))))
    attempt(lambda: np.apply_along_axis(np.sum, 2, data))
    attempt(lambda: np.apply_along_axis(np.sum, 0, np.zeros((0, 3))))
    attempt(lambda: np.apply_along_axis(lambda r: r[: r[0] % 3], 1, data))
    r = np.apply_over_axes(np.sum, np.arange(24).reshape(2, 3, 4), [0, 2])
    print(repr(r), r.shape)
    r = np.apply_over_axes(np.mean, np.arange(8.0).reshape(2, 2, 2), 1)
    print(repr(r))


@program
def piecewise_and_select(np):
    x = np.linspace(-2, 2, 9)
    y = np.piecewise(x, [x < 0, x >= 0], [lambda t: -t, lambda t: t ** 2])
    print(repr(y))
    y = np.piecewise(x, [x < -1, (x >= -1) & (x < 1)], [0, lambda t: t + 1, 5])
    print(repr(y))
    print(repr(np.piecewise(np.array([1, 2, 3]), [np.array([True, False, True])], [10])))
    print(repr(np.piecewise(3.0, [True], [lambda t: t * 2])))
    attempt(lambda: np.piecewise(x, [x < 0], [1, 2, 3]))
    conds = [x < -1, x > 1]
    print(repr(np.select(conds, [x * 10, x * 100])))
    print(repr(np.select(conds, [x * 10, x * 100], default=np.nan)))
    print(repr(np.select([x > 0], [1], default=-1)), np.select([x > 0], [1], default=-1).dtype)
    attempt(lambda: np.select([x > 0], [1, 2]))
    attempt(lambda: np.select([x], [x]))
    attempt(lambda: np.select([], []))
    print(repr(np.select([np.array([True, False])], [np.array([1, 2], dtype=np.int8)], default=300)))


# ---- formatting results for users ------------------------------------------------------------

@program
def array2string_options(np):
    a = np.array([[1.0, 2.5, -3.25], [1e-3, 1e5, np.nan]])
    print(np.array2string(a))
    print(np.array2string(a, precision=2, separator=", "))
    print(np.array2string(a, suppress_small=True, floatmode="fixed", precision=3))
    print(np.array2string(np.arange(5), prefix="x = "))
    print(np.array2string(np.arange(30), threshold=10, edgeitems=2))
    print(np.array2string(np.array([0.5, 1.25]), formatter={"float_kind": lambda v: f"{v:.1%}"}))
    print(np.array2string(np.array([True, False])), np.array2string(np.array([], dtype=float)))
    print(np.array2string(np.array([1 + 2j, -0.5j]), precision=3))
    print(np.array2string(np.arange(12).reshape(3, 4), max_line_width=20))
    print(np.array2string(np.array([1.0, 2.0]), sign="+"))
    print(np.array_repr(np.arange(3, dtype=np.int8)), np.array_str(np.array([1.5, 2.0])))
    print(np.array_repr(np.zeros((2, 0))), np.array_repr(np.array(3.0)))
    print(np.array_repr(np.array([1.123456789]), precision=3), np.array_str(np.eye(2), precision=1))
    attempt(lambda: np.array2string(a, floatmode="exact"))


@program
def scalar_format_specs(np):
    vals = [np.float64(1234.5678), np.float32(0.1), np.int64(-1234567), np.uint8(200),
            np.float16(2.5), np.int8(-5), np.bool_(True)]
    for v in vals:
        for spec in ("", ">10", "<8", "^9"):
            print(f"[{v:{spec}}]", end=" ")
        print()
    for v in vals[:2]:
        print(f"{v:.3f} {v:e} {v:.2e} {v:g} {v:,.2f} {v:+.1f} {v:10.4f} {v:%}")
    for v in (np.int64(-1234567), np.uint8(200), np.int32(255)):
        print(f"{v:d} {v:,} {v:x} {v:#o} {v:08d} {v:_} {v:b} {v:.2f}")
    print(format(np.float64(2.0) / 3, ".4g"), format(np.int16(7), "03"), "{:.2f}".format(np.float32(1 / 3)))
    print("%.3f %d %s %r" % (np.float64(1.5), np.int64(42), np.float32(0.1), np.float32(0.1)))
    print(f"{np.complex128(1 + 2j):.2f}", f"{np.complex64(1.5 - 1j)}")
    attempt(lambda: format(np.float64(1.5), "d"))
    attempt(lambda: format(np.bool_(True), ".2f"))


@program
def str_of_zero_d_and_scalars(np):
    for v in (np.array(3.0), np.array(1 / 3), np.array(7), np.array(True), np.array(1 + 1j),
              np.array(1e20), np.array(np.nan), np.array(-0.0), np.float32(1 / 3), np.float64(1e-20),
              np.float16(0.1), np.int8(-8), np.array(2.5, dtype=np.float32)):
        print(str(v), repr(v), f"{v}", type(v).__name__)
    a = np.arange(3.0)
    print(f"{a}", str(a[1]), repr(a[1]), f"{a.sum()}", f"{a.mean():.2f}")
    attempt(lambda: f"{a:.2f}")
    attempt(lambda: f"{np.array(2.5):.2f}")
    attempt(lambda: f"{np.array([2.5]):.2f}")
    print(float(np.array([2.5])[0]), int(np.array(7)), complex(np.array(1 + 2j)))
    attempt(lambda: float(np.array([1.0, 2.0])))
    attempt(lambda: int(np.array([[3]])))
    _scalar_reprs_in_containers(np)


@program
def format_float_functions(np):
    for v in (np.float64(0.1), np.float32(0.1), np.float16(0.1), 1 / 3, 1e16, 123.456, 0.0, -0.0,
              np.inf, np.nan, 5e-324):
        print(np.format_float_positional(v), np.format_float_scientific(v))
    print(np.format_float_positional(np.float64(1 / 3), precision=4),
          np.format_float_positional(12.0, trim="-"), np.format_float_positional(12.0, trim="0"),
          np.format_float_positional(12.5, unique=False, precision=4),
          np.format_float_positional(1.5, pad_left=5, pad_right=4), np.format_float_positional(2.0, sign=True))
    print(np.format_float_scientific(12345.678, precision=2), np.format_float_scientific(0.5, exp_digits=3),
          np.format_float_scientific(1.0, trim="k"), np.format_float_scientific(np.float32(3.0), unique=False,
                                                                                 precision=3))
    print(np.format_float_positional(1e-5, fractional=False, precision=2))
    x = np.array([0.1, 1 / 3, 12345.6789], dtype=np.float32)
    print([np.format_float_positional(v) for v in x], np.format_float_scientific(x.sum(), precision=4),
          np.format_float_positional(x.astype(np.float16).max()), np.format_float_positional(x.mean()))
    attempt(lambda: np.format_float_positional(np.int64(5)))
    attempt(lambda: np.format_float_positional(1.0, precision=-1))


@program
def printoptions_context(np):
    a = np.array([1 / 3, 2 / 3, 1e-9, 12345.678])
    print(a)
    with np.printoptions(precision=3, suppress=True):
        print(a, repr(a))
        print(np.get_printoptions()["precision"])
    print(a)
    with np.printoptions(threshold=5, edgeitems=1):
        print(np.arange(100))
    with np.printoptions(formatter={"int": lambda v: f"<{v}>"}):
        print(np.arange(3))
    with np.printoptions(sign=" ", floatmode="unique"):
        print(np.array([1.5, -2.0]))
    with np.printoptions(linewidth=30):
        print(np.arange(20.0))
    with np.printoptions(legacy="1.25"):
        print(repr(np.float64(1.5)), repr(np.int32(3)), [np.float32(0.5)])
    print(repr(np.float64(1.5)), [np.float32(0.5), np.int8(3)])
    print(np.get_printoptions()["threshold"], np.get_printoptions()["legacy"])
    attempt(lambda: np.set_printoptions(floatmode="weird"))
    # (an invalid threshold= or legacy= is stored by NumPy and breaks every later print)


# ---- dtype introspection ------------------------------------------------------------------------

@program
def finfo_iinfo_of_array_dtypes(np):
    for arr in (np.zeros(2, dtype=np.float32), np.zeros(2), np.zeros(2, dtype=np.float16),
                np.zeros(2, dtype=np.complex64)):
        fi = np.finfo(arr.dtype)
        print(fi.dtype, fi.bits, fi.eps, fi.max, fi.min, fi.tiny, fi.resolution, fi.precision,
              fi.nmant, fi.nexp, fi.smallest_subnormal)
    for arr in (np.zeros(2, dtype=np.int8), np.zeros(2, dtype=np.uint16), np.arange(3)):
        ii = np.iinfo(arr.dtype)
        print(ii.dtype, ii.bits, ii.min, ii.max, ii.kind, repr(ii.min), type(ii.max).__name__)
    print(np.iinfo(np.int32(5)).max, np.finfo(np.float64(1.0)).eps, np.finfo(float).dtype)
    attempt(lambda: np.iinfo(np.float64))
    attempt(lambda: np.finfo(np.int32))
    # (not np.iinfo/np.finfo of an array: NumPy's dtype() reads a gpnumpy array's .dtype)
    x = np.array([1e-40, 1.0, 3e38], dtype=np.float32)
    print(x < np.finfo(x.dtype).tiny, np.nextafter(np.float32(1), np.float32(2)) - 1 == np.finfo(np.float32).eps)
    print(repr(np.clip(np.array([300, -5]), np.iinfo(np.uint8).min, np.iinfo(np.uint8).max).astype(np.uint8)))


def _structured_dtype_introspection(np):  # (run by isdtype_and_dtype_objects)
    dt = np.dtype([("name", "U10"), ("age", np.int32), ("score", np.float64)])
    print(dt.names, dt.kind, dt.char, dt.itemsize, dt.fields["age"], len(dt))
    print(dt["score"], dt.descr, dt.isbuiltin, np.dtype(np.float64).isbuiltin)
    print(np.dtype("i4").names, np.dtype("i4").fields, np.dtype("f8").descr)
    for d in (np.int8, np.uint32, np.float16, np.complex128, np.bool_, "M8[D]", "m8", "U5", "S3", "O", "V4"):
        d = np.dtype(d)
        print(d.name, d.kind, d.char, d.itemsize, d.str, d.alignment, d.hasobject, d.isnative)
    print(np.dtype(np.int64) == "int64", np.dtype("f8") == np.float64, np.dtype("float") is np.dtype(float))


# ---- sorting records -------------------------------------------------------------------------

@program
def lexsort_user_records(np):
    last = np.array(["smith", "jones", "smith", "adams", "jones"])
    first = np.array(["bob", "amy", "al", "zoe", "amy"])
    age = np.array([40, 31, 25, 52, 29])
    order = np.lexsort((first, last))
    print(order, list(zip(last[order], first[order])))
    order = np.lexsort((age, last))
    print(order)
    scores = np.array([90, 85, 90, 70, 85])
    ids = np.array([5, 3, 1, 4, 2])
    o = np.lexsort((ids, -scores))
    print(o, scores[o], ids[o])
    print(np.lexsort(np.array([[3, 1, 2], [1, 1, 0]])))
    st = np.argsort(scores, kind="stable")
    print(st, np.argsort(-scores, kind="stable"), np.argsort(scores, kind="mergesort"))
    print(np.argsort(scores, stable=True), np.sort(scores, kind="stable")[::-1])
    attempt(lambda: np.argsort(scores, kind="bogus"))
    attempt(lambda: np.lexsort((np.arange(3), np.arange(4))))
    attempt(lambda: np.lexsort(np.arange(3), axis=1))
    recs = np.array([(2, 1.5), (1, 2.5), (2, 0.5)], dtype=[("k", "i4"), ("v", "f8")])
    print(np.sort(recs, order="k"), np.argsort(recs, order=["k", "v"]))
    _ranking_with_ties(np)


def _ranking_with_ties(np):  # (run by lexsort_user_records)
    x = np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0])
    ranks = np.empty_like(x, dtype=np.intp)
    ranks[np.argsort(x, kind="stable")] = np.arange(len(x))
    print(ranks, ranks.dtype)
    uniq, inv, counts = np.unique(x, return_inverse=True, return_counts=True)
    print(uniq, inv, counts, inv.dtype)
    print(np.searchsorted(uniq, [1.0, 4.5, 10], side="right"))
    top3 = np.argpartition(-x, 3)[:3]
    print(np.sort(x[top3])[::-1])
    order = np.argsort(x, kind="stable")[::-1]
    print(x[order][:4])


# ---- deprecations and exceptions ----------------------------------------------------------------

@program
def version2_deprecations(np):
    attempt(lambda: np.array([1, 2, 3]).tostring if False else None)
    attempt(lambda: np.round_(np.array([1.5])) if hasattr(np, "round_") else "removed")
    for name in ("float_", "Inf", "NaN", "product", "cumproduct", "alltrue", "sometrue", "in1d",
                 "trapz", "row_stack", "asfarray", "find_common_type", "msort"):
        try:
            getattr(np, name)
            print(name, "present")
        except AttributeError as e:
            print(name, "AttributeError", str(e).replace("module 'gpnumpy'", "module 'numpy'")[:60])
    attempt(lambda: np.trapezoid([1, 2, 3]))
    attempt(lambda: np.linalg.linalg if False else None)
    attempt(lambda: np.in1d([1, 2], [2]) if hasattr(np, "in1d") else None)
    attempt(lambda: np.row_stack([[1], [2]]) if hasattr(np, "row_stack") else None)
    attempt(lambda: np.trapz([1, 2, 3]) if hasattr(np, "trapz") else None)
    attempt(lambda: np.array(3.5).__int__())
    attempt(lambda: np.arange(3.0).tostring())
    attempt(lambda: np.arange(3.0).sum().tostring())
    attempt(lambda: int(np.array([3.5])))
    attempt(lambda: np.bool_(np.array([]).any()))
    attempt(lambda: np.fix(np.array([1.5, -1.5])))


@program
def exceptions_library_code_catches(np):
    AxisError = np.exceptions.AxisError
    x = np.arange(6).reshape(2, 3)
    for f in (lambda: x.sum(axis=2), lambda: np.mean(x, axis=-3), lambda: np.expand_dims(x, 4),
              lambda: np.moveaxis(x, 0, 5), lambda: np.concatenate([x, x], axis=2),
              lambda: np.squeeze(x, axis=0), lambda: np.flip(x, axis=3), lambda: np.cumsum(x, axis=2),
              lambda: np.argmax(x, axis=2), lambda: np.sort(x, axis=2), lambda: np.take(x, [0], axis=5)):
        try:
            f()
            print("ok")
        except AxisError as e:
            print("AxisError", e, isinstance(e, ValueError), isinstance(e, IndexError), e.axis, e.ndim)
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    print(np.exceptions.AxisError(3, 2, "msg prefix"))
    print(issubclass(np.exceptions.ComplexWarning, RuntimeWarning),
          issubclass(np.exceptions.VisibleDeprecationWarning, UserWarning))
    for f in (lambda: x.reshape(4, 2, 1), lambda: x + np.ones(4), lambda: np.dot(x, x),
              lambda: x @ x, lambda: np.zeros(-1), lambda: np.arange(3).astype("q", casting="safe") + "s",
              lambda: np.concatenate([x, np.ones(3)]), lambda: np.stack([x, x.T]),
              lambda: x[3], lambda: x[:, 5], lambda: x[0, 0, 0], lambda: np.array([1, 2])[[True]],
              lambda: np.ones(3, dtype=[("a", "i4")]) + 1, lambda: x.astype(np.int8, casting="safe"),
              lambda: np.add(x, 1, out=np.zeros(6)), lambda: np.add(x, 1.5, out=x),
              lambda: np.clip(x, [0, 1], 4), lambda: np.clip(x, 0, 4, out=np.zeros(2)),
              lambda: np.unravel_index([3, 20], x.shape), lambda: np.choose([0, 1], [x[0], x[:, 0]]),
              lambda: np.clip(x, 1, 4, out=np.zeros((2, 3)), where=x > 2)):
        try:
            f()
            print("ok")
        except Exception as e:
            print(type(e).__name__, e)


def _complex_warning_on_cast(np):  # (run by copyto_and_out_casting)
    z = np.array([1 + 2j, 3 - 1j])
    attempt(lambda: z.astype(np.float64))
    attempt(lambda: np.float64(z[0]) if False else z.real.astype(np.float32))
    out = np.zeros(2)
    attempt(lambda: np.copyto(out, z, casting="unsafe"))
    print(out)
    attempt(lambda: np.copyto(out, z))
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", np.exceptions.ComplexWarning)
        attempt(lambda: z.astype(int))
    attempt(lambda: np.array([1.5, np.nan]).astype(np.int64)[:1])


# ---- small library functions ---------------------------------------------------------------

@program
def weighted_average_helper(np):
    def weighted_mean(values, weights=None, axis=None):
        values = np.asanyarray(values, dtype=float)
        if weights is None:
            return values.mean(axis=axis)
        weights = np.asanyarray(weights, dtype=float)
        if weights.shape != values.shape:
            weights = np.broadcast_to(weights, values.shape)
        total = np.sum(weights, axis=axis)
        if np.any(total == 0):
            raise ZeroDivisionError("weights sum to zero")
        return np.sum(values * weights, axis=axis) / total

    v = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    print(weighted_mean(v), weighted_mean(v, axis=0), weighted_mean(v, [1, 0, 1], axis=1))
    attempt(lambda: weighted_mean(v, [0, 0, 0], axis=1))
    attempt(lambda: weighted_mean(v, [1, 2]))
    r = np.average(v, axis=1, weights=[3, 2, 1], returned=True)
    print(r[0].round(6), r[1])
    attempt(lambda: np.average(v, weights=[1, 2]))
    attempt(lambda: np.average(v, axis=1, weights=[0, 0, 0]))
    print(np.isscalar(weighted_mean(v)), np.ndim(np.average(v)), np.average(v).dtype)


@program
def histogram_binning_helper(np):
    def bin_data(x, bins=5, range_=None):
        x = np.asarray(x)
        counts, edges = np.histogram(x, bins=bins, range=range_)
        centers = (edges[:-1] + edges[1:]) / 2
        return counts, centers

    data = np.array([0.5, 1.5, 1.7, 2.2, 3.9, 4.0, 4.1, 9.0])
    c, m = bin_data(data)
    print(c, c.dtype, np.round(m, 3))
    c, m = bin_data(data, bins=[0, 2, 4, 10])
    print(c, m)
    c, m = bin_data(data, bins=4, range_=(0, 4))
    print(c, m)
    attempt(lambda: bin_data(data, bins=[3, 1, 2]))
    attempt(lambda: bin_data(data, bins=-1))
    attempt(lambda: bin_data(data, range_=(5, 1)))
    print(np.digitize(data, [1, 2, 4]), np.digitize(data, [1, 2, 4], right=True))
    print(np.bincount(np.array([0, 2, 2, 5]), minlength=7), np.bincount([1, 1], weights=[0.5, 0.25]))
    attempt(lambda: np.bincount([-1, 2]))


@program
def clip_and_scale_with_out(np):
    def rescale(x, lo=0.0, hi=1.0, out=None):
        x = np.asarray(x, dtype=np.float64)
        mn, mx = x.min(), x.max()
        if out is None:
            out = np.empty_like(x)
        np.subtract(x, mn, out=out)
        np.divide(out, mx - mn, out=out)
        np.multiply(out, hi - lo, out=out)
        np.add(out, lo, out=out)
        return out

    buf = np.zeros(4)
    r = rescale([2, 4, 6, 10], -1, 1, out=buf)
    print(r is buf, buf)
    print(rescale(np.arange(5), 10, 20))
    a = np.array([1.5, -3.0, 7.2])
    np.clip(a, -1, 1, out=a)
    print(a)
    i = np.array([1, 5, 9])
    attempt(lambda: np.clip(i, 2.5, 7.5, out=i))
    attempt(lambda: np.clip(i, 2, 7, out=i))
    print(i, np.clip(i, 3, None), np.clip(i, None, 4))
    attempt(lambda: np.clip(i))
    attempt(lambda: np.multiply(i, 2, out=(i,)))
    attempt(lambda: np.multiply(i, 2, out=[i]))


@program
def dtype_dispatch_table(np):
    def describe(x):
        x = np.asanyarray(x)
        kind = x.dtype.kind
        if kind == "b":
            return "bool", x.sum()
        if kind in "iu":
            return "int", np.iinfo(x.dtype).max
        if kind == "f":
            return "float", np.finfo(x.dtype).precision
        if kind == "c":
            return "complex", x.real.dtype
        if kind in "mM":
            return "time", np.datetime_data(x.dtype)
        return "other", x.dtype.str

    for x in ([True, True], [1, 2], np.uint16(3), [1.0], np.float16(1), [1j], np.complex64(1),
              np.array(["2020-01-01"], dtype="M8[D]"), np.array([5], dtype="m8[ms]"), ["a"]):
        print(describe(x))
    print(np.sctypeDict["float64"] is np.float64 if hasattr(np, "sctypeDict") else "-",
          np.dtype("i8").type is np.int64, np.float64 is np.double, np.intp is np.int64)
    print(np.typename("d"), np.mintypecode(["f", "d"]), np.mintypecode("idD"),
          np.common_type(np.arange(3), np.array([1.0], dtype=np.float32)))
    attempt(lambda: np.common_type(np.array(["a"])))


@program
def ufunc_introspection(np):
    for uf in (np.add, np.sqrt, np.divmod, np.isnan, np.maximum, np.matmul, np.logaddexp):
        print(uf.__name__, uf.nin, uf.nout, uf.nargs, uf.identity, uf.ntypes > 0, uf.signature,
              isinstance(uf, np.ufunc), repr(uf))
    print(np.add.types[:3], "ff->f" in np.add.types, np.sqrt.types[-2:])
    attempt(lambda: np.sqrt.reduce([1.0, 4.0]))
    attempt(lambda: np.divmod.reduce([1, 2]))
    attempt(lambda: np.add.outer([1, 2], [10, 20, 30]))
    attempt(lambda: np.add(1, 2, 3, 4))
    attempt(lambda: np.add([1], [2], casting="nope"))
    attempt(lambda: np.add(np.array([1]), 1.5, dtype=np.int64))
    attempt(lambda: np.add(np.array([1]), 1.5, dtype=np.int64, casting="unsafe"))
    attempt(lambda: np.add(np.array([1, 2]), 1, signature="dd->d"))
    attempt(lambda: np.negative(np.array([True])))
    attempt(lambda: np.subtract(np.array([True]), np.array([False])))


@program
def copy_semantics_library(np):
    def ensure_contiguous_float(x):
        x = np.ascontiguousarray(x, dtype=np.float64)
        return x

    base = np.arange(12, dtype=np.float64).reshape(3, 4)
    v = ensure_contiguous_float(base)
    print(v is base, np.shares_memory(v, base), v.flags.c_contiguous)
    t = ensure_contiguous_float(base.T)
    print(t is base.T, np.shares_memory(t, base), t.flags.c_contiguous, t.flags.f_contiguous)
    f = np.asfortranarray(base)
    print(f.flags.f_contiguous, f.flags.c_contiguous, f.strides, np.may_share_memory(f, base))
    attempt(lambda: np.array(base.T, copy=False, order="C"))
    c = np.require(base[:, ::2], dtype=np.float32, requirements=["C", "W", "A"])
    print(c.flags.c_contiguous, c.dtype, c.flags.writeable, c.flags.aligned)
    attempt(lambda: np.require(base, requirements=["X"]))
    ro = base.copy()
    ro.flags.writeable = False
    attempt(lambda: ro.__setitem__(0, 1))
    attempt(lambda: np.add(ro, 1, out=ro))
    print(ro.flags.writeable, np.array(ro).flags.writeable, np.asarray(ro).flags.writeable)


# ---- round 2: estimator-style validation, scalars as indices, testing helpers ------------------

@program
def check_array_like_estimators(np):
    def check_array(X, ensure_2d=True, allow_nan=False, dtype="numeric"):
        X = np.asarray(X)
        if dtype == "numeric" and X.dtype.kind in "OUSV":
            raise ValueError(f"dtype='numeric' is not compatible with arrays of {X.dtype}")
        if ensure_2d and X.ndim != 2:
            if X.ndim == 0:
                raise ValueError(f"Expected 2D array, got scalar array instead:\narray={X}.")
            raise ValueError(f"Expected 2D array, got {X.ndim}D array instead:\narray={X}.")
        if X.dtype.kind == "f":
            bad = ~np.isfinite(X)
            if bad.any() and not (allow_nan and not np.isinf(X).any()):
                raise ValueError(f"Input contains {'infinity' if np.isinf(X).any() else 'NaN'}.")
        if X.dtype.kind in "iub":
            X = X.astype(np.float64)
        return X

    for X in ([[1, 2], [3, 4]], [1, 2, 3], 5, [[1.0, np.nan]], [[np.inf, 1.0]], [["a", "b"]],
              np.zeros((2, 0)), [[True, False]]):
        try:
            r = check_array(X)
            print("ok", r.dtype, r.shape, r.flags.c_contiguous)
        except ValueError as e:
            print("ValueError", e)
    print(check_array([[1.0, np.nan]], allow_nan=True))
    attempt(lambda: np.asarray_chkfinite([1.0, np.inf]))
    attempt(lambda: np.asarray_chkfinite([1, 2], dtype=np.float32))
    print(np.isfinite(np.array([1, 2])).all(), np.isnan(np.array([1.5, np.nan])).sum())
    attempt(lambda: np.isnan(np.array(["a"])))
    attempt(lambda: np.isfinite(np.array([1, 2], dtype=object)))


@program
def scalars_as_indices_and_keys(np):
    a = np.array([3, 9, 2, 7])
    i = a.argmax()
    j = np.argmin(a)
    items = ["w", "x", "y", "z"]
    print(items[i], items[j], list(range(a.min())), [0] * a[2], "ab" * np.int64(2))
    import operator
    print(operator.index(i), int(i) + 1, hex(a[1]), bin(np.uint8(5)), round(np.float64(2.567), 2))
    d = {a.sum(): "sum", np.float64(0.5): "half"}
    print(d[21], d[0.5], hash(a.sum()) == hash(21), a.sum() == 21, np.float64(0.5) in d)
    print(sorted([a[0], a[1], a[2]]), max(a), min(a.tolist()), sum(a))
    # (not items[a.mean()]: a device scalar's TypeError cannot name numpy.float64, see scalars.py)
    attempt(lambda: items[np.float64(1.0)])
    attempt(lambda: range(np.float32(3)))
    print(a.mean().hex(), a.mean().is_integer(), a.mean().as_integer_ratio())
    attempt(lambda: a.argmax().hex())
    print(round(a.mean()), round(a.mean(), 1), type(round(a.mean())).__name__, abs(np.int8(-128)))
    print(divmod(a[1], 4), divmod(np.float64(7.5), 2), a[1] ** 2, 2 ** a[0], -a[0], ~a[0])
    print(bool(a.any()), bool(a[0] > 5), not a.all(), a.size and a.max())
    attempt(lambda: bool(a > 5))
    attempt(lambda: a and True)


@program
def testing_helpers_messages(np):
    t = np.testing
    attempt(lambda: t.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-9])))
    attempt(lambda: t.assert_array_equal(np.arange(3), [0, 1, 2]))
    for f in (lambda: t.assert_allclose(np.array([1.0, 2.0, 3.0]), np.array([1.0, 2.5, 3.0]), rtol=1e-3),
              lambda: t.assert_array_equal(np.array([1, 2]), np.array([1, 3])),
              lambda: t.assert_array_equal(np.array([1, 2]), np.array([1, 2, 3])),
              lambda: t.assert_equal(np.float64(1.0), 2.0),
              lambda: t.assert_array_almost_equal(np.array([1.0, 2.0]), np.array([1.0, 2.1]), decimal=3),
              lambda: t.assert_array_less(np.array([1, 5]), np.array([2, 4])),
              lambda: t.assert_allclose(np.array([np.nan]), np.array([np.nan]), equal_nan=False)):
        try:
            f()
            print("passed")
        except AssertionError as e:
            print("AssertionError")
            print(str(e).strip())
    attempt(lambda: t.assert_raises(ValueError, np.zeros, -1))


@program
def isdtype_and_dtype_objects(np):
    for d in (np.int8, np.uint64, np.float32, np.complex128, np.bool_, np.dtype("f2")):
        print(np.dtype(d).name, [np.isdtype(d, k) for k in ("bool", "signed integer", "unsigned integer",
                                                               "integral", "real floating",
                                                               "complex floating", "numeric")],
              np.isdtype(d, (np.float32, "integral")))
    attempt(lambda: np.isdtype(np.float64, "float"))
    attempt(lambda: np.isdtype("f8", "numeric"))
    attempt(lambda: np.isdtype(np.float64, np.floating))
    dt = np.dtype(np.float32)
    print(dt.type(3), repr(dt.type(3)), dt.type is np.float32, np.dtype(dt) is dt)
    print(repr(dt), str(dt), dt == np.float32, dt == "float32", dt == "f8", hash(dt) == hash(np.dtype("f4")))
    print(np.dtype([("x", "<f4"), ("y", "<i2")]), repr(np.dtype("U3")), repr(np.dtype(">i4")))
    print(np.dtype("float64").newbyteorder(">").str, np.dtype("i8").newbyteorder().byteorder)
    attempt(lambda: np.dtype("float128x"))
    attempt(lambda: np.dtype([("a", "i4"), ("a", "f4")]))
    attempt(lambda: np.array([1, 2]).astype("unknown"))
    _structured_dtype_introspection(np)


@program
def copyto_and_out_casting(np):
    dst = np.zeros(4, dtype=np.int32)
    np.copyto(dst, np.array([1.7, 2.2, -3.9, 4.0]), casting="unsafe")
    print(dst)
    attempt(lambda: np.copyto(dst, np.array([1.5, 2.5, 3.5, 4.5])))
    np.copyto(dst, 7, where=np.array([True, False, True, False]))
    print(dst)
    attempt(lambda: np.copyto(dst, np.arange(3)))
    attempt(lambda: np.copyto(dst, 2**40))
    attempt(lambda: np.copyto(dst, 1.5))
    np.copyto(dst, np.int64(5))
    print(dst)
    f = np.zeros(3, dtype=np.float32)
    np.copyto(f, np.array([1.0, 2.0, 3.0]), casting="same_kind")
    print(f, f.dtype)
    attempt(lambda: np.add(np.arange(3), 0.5, out=np.zeros(3, dtype=np.int64)))
    attempt(lambda: np.add(np.arange(3), 0.5, out=np.zeros(3, dtype=np.int64), casting="unsafe"))
    attempt(lambda: np.sum(np.arange(4.5), out=np.zeros((), dtype=np.int64)))
    attempt(lambda: np.multiply(np.arange(3, dtype=np.int8), 2, out=np.zeros(3, dtype=np.float16)))
    _complex_warning_on_cast(np)


def _seterr_roundtrip(np):  # (run by errstate_decorator_and_context)
    old = np.seterr(all="ignore")
    print(sorted(old.items()))
    print(np.array([1.0]) / 0, np.log(np.array([0.0])))
    prev = np.seterr(**old)
    print(sorted(prev.items()), np.geterr() == old)
    with np.errstate(**{"divide": "raise"}):
        attempt(lambda: np.float64(1.0) / np.float64(0.0))
        attempt(lambda: np.int64(1) // np.int64(0))
        attempt(lambda: np.array([1]) // 0)
        attempt(lambda: np.array([1]) % 0)
    attempt(lambda: np.int64(1) // np.int64(0))
    attempt(lambda: np.array([5]) // np.array([0]))
    attempt(lambda: np.array([-2**63]) // -1)
    with np.errstate(over="raise"):
        attempt(lambda: np.array([2**62]) * 4)
        attempt(lambda: np.int64(2**62) * 4)
        attempt(lambda: np.float32(3e38) * np.float32(10))
    print(np.geterr())


@program
def linspace_and_ranges_validation(np):
    print(repr(np.linspace(0, 1, 5)), repr(np.linspace(0, 10, 5, dtype=int)))
    v, step = np.linspace(0, 1, 4, endpoint=False, retstep=True)
    print(v, step, step.dtype, np.isscalar(step))
    print(repr(np.linspace([0, 10], [1, 20], 3, axis=1)))
    attempt(lambda: np.linspace(0, 1, -1))
    attempt(lambda: np.linspace(0, 1, 2.5))
    print(repr(np.arange(0, 1, 0.25)), repr(np.arange(5, dtype=np.float32)), repr(np.arange(3, 0, -1)))
    attempt(lambda: np.arange(0, 10, 0))
    attempt(lambda: np.arange(1, 2, dtype="M8[D]"))
    print(repr(np.geomspace(1, 1000, 4)), repr(np.logspace(0, 2, 3, base=2)))
    attempt(lambda: np.geomspace(0, 10, 3))
    print(repr(np.arange(np.int8(5))), np.arange(np.int8(5)).dtype, np.arange(2.0, 5).dtype)
    print(np.arange(10)[np.int64(2):np.int32(7):np.uint8(2)])
    attempt(lambda: np.fromiter((x * x for x in range(3)), dtype=np.int16, count=5))
    attempt(lambda: np.fromiter((x * x for x in range(5)), dtype=np.float32, count=3))


@program
def unique_and_counting_summaries(np):
    labels = np.array(["b", "a", "c", "a", "b", "a"])
    vals, counts = np.unique(labels, return_counts=True)
    print(vals, counts, dict(zip(vals.tolist(), counts.tolist())))
    codes = np.array([3, 1, 3, 2, 1, 3])
    u, idx, inv = np.unique(codes, return_index=True, return_inverse=True)
    print(u, idx, inv, u[inv])
    r = np.unique_counts(codes)
    print(type(r).__name__, r.values, r.counts)
    r = np.unique_inverse(codes)
    print(r.values, r.inverse_indices)
    # (unique_values' order is unspecified: NumPy 2.3+ may give hash order)
    print(np.sort(np.unique_values(codes)), np.unique(np.array([[1, 2], [1, 2], [0, 5]]), axis=0))
    attempt(lambda: np.unique(codes, axis=1))
    m = np.array([1.0, np.nan, np.nan, 2.0])
    print(np.unique(m), np.unique(m, equal_nan=False))
    print(np.bincount(codes), np.argmax(np.bincount(codes)))
    print(np.isin(codes, [1, 2]), np.isin(codes, [1, 2], invert=True).sum())


@program
def take_along_and_topk(np):
    scores = np.array([[0.1, 0.7, 0.2], [0.5, 0.1, 0.4], [0.3, 0.3, 0.4]])
    k = 2
    idx = np.argsort(-scores, axis=1, kind="stable")[:, :k]
    print(idx, np.take_along_axis(scores, idx, axis=1))
    part = np.argpartition(scores, -1, axis=1)[:, -1:]
    print(np.take_along_axis(scores, part, axis=1).ravel())
    best = np.argmax(scores, axis=1)
    print(best, scores[np.arange(3), best], np.max(scores, axis=1))
    attempt(lambda: np.take_along_axis(scores, best, axis=1))
    attempt(lambda: np.take_along_axis(scores, idx.astype(float), axis=1))
    out = np.zeros_like(scores)
    np.put_along_axis(out, idx, 1.0, axis=1)
    print(out)
    print(np.take(scores, [0, 2], axis=0), np.take(scores, 4), np.take(scores, [10], mode="clip"))
    attempt(lambda: np.take(scores, [10]))
    print(np.take(scores, [10, -10], mode="wrap"))


def _scalar_reprs_in_containers(np):  # (run by str_of_zero_d_and_scalars)
    a = np.array([1.5, 2.25])
    print([a[0], a[1]], (a.sum(),), {"m": a.mean()})
    print([np.int64(3), np.uint8(4), np.bool_(True), np.float32(0.5), np.complex64(1j)])
    print(repr(a.max()), str(a.max()), repr(np.int32(7)), repr(np.True_), repr(np.str_("s")))
    print(a.tolist(), [float(x) for x in a], list(a), tuple(np.arange(3)))
    print(repr(list(np.arange(2))), repr(dict(zip("ab", np.arange(2)))))
    print(np.float64(1e300) * 10, repr(np.float64(np.inf)), repr(np.float64(-0.0)), repr(np.float16(1.0)))
    print(repr(np.longdouble(1.5)) if hasattr(np, "longdouble") else "-", repr(np.datetime64("2024-01-02")),
          repr(np.timedelta64(5, "s")))
