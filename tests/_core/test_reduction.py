"""Reductions through the one reduction core: sum, prod, max, min, any, all, mean, ufunc.reduce.

Float sums are compared with a tolerance: NumPy sums pairwise, the device sums in a tree; both
are far more accurate than a running sum, neither is bit-identical to the other.
"""
import warnings

import numpy
import pytest

import gpnumpy
from gpnumpy.testing._xp import (ALL_DTYPES, assert_same, assert_same_cases, make,
                                 short)
from gpnumpy.testing._xp import is_cuda_device  # noqa: F401 (the skipif's condition)

SUM_TOL = {"float16": 1e-2, "float32": 2e-5, "float64": 1e-12, "complex64": 2e-5, "complex128": 1e-12}
# absolute error allowed where a sum cancels (values are O(1)-O(10), up to ~10^5 of them)
SUM_ATOL = {"float16": 5e-2, "float32": 2e-3, "float64": 1e-9, "complex64": 2e-3, "complex128": 1e-9}


def tol(dtype, name="sum"):
    # NumPy sums float16 in float16 steps along strided axes; the device accumulates
    # float16 in float32 and rounds once, so the two may differ by a few float16 ulp.
    if name in ("max", "min", "any", "all") or numpy.dtype(dtype).kind in "biu":
        return {}
    d = str(numpy.dtype(dtype))
    return {"rtol": SUM_TOL[d], "atol": SUM_ATOL[d]}


FUNCS = ["sum", "prod", "max", "min", "any", "all", "mean"]
AXES = [None, 0, 1, -1, (0, 1)]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", FUNCS)
def test_reduction_layouts_axes(xp, name, dtype):
    if name == "prod" and numpy.dtype(dtype).kind in "fc":
        kind = "unit"
    else:
        kind = "small" if name == "prod" else "default"
    cases = []
    for layout in ("C", "T", "neg", "slice"):
        for axis in AXES:
            for keep in (False, True):
                cases.append((f"{name}({layout}, axis={axis}, keepdims={keep})",
                              lambda xp, layout=layout, axis=axis, keep=keep: getattr(xp, name)(
                                  make(xp, (5, 7), dtype, layout, seed=3, kind=_kind(kind, dtype)),
                                  axis=axis, keepdims=keep)))
    cases.append(("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d", seed=1))))
    assert_same_cases(xp, cases, **tol(dtype, name))


def _kind(kind, dtype):
    if kind == "unit" or (kind == "small" and numpy.dtype(dtype).kind in "iu"):
        return "default" if kind == "small" else "default"
    return kind


@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32", "float64", "complex64", "bool"],
                         ids=short)
def test_big_shapes_take_every_kernel_path(xp, dtype):
    # row mode with partials, column mode with partials, strided inner axes
    shapes = [((3, 70001), 1), ((70001, 3), 0), ((300, 2000), 0), ((300, 2000), 1),
              ((40, 50, 60), (0, 2)), ((2, 200001), None)]
    cases = [(f"sum {s} axis={ax}", lambda xp, s=s, ax=ax: xp.sum(make(xp, s, dtype, seed=7), axis=ax))
             for s, ax in shapes]
    cases += [(f"max {s} axis={ax}", lambda xp, s=s, ax=ax: xp.max(make(xp, s, dtype, seed=8), axis=ax))
              for s, ax in shapes]
    cases += [(f"sum T {s}", lambda xp, s=s: xp.sum(make(xp, s, dtype, "T", seed=9), axis=0))
              for s, _ in shapes[:4]]
    assert_same_cases(xp, cases, **tol(dtype))


def test_result_dtypes(xp):
    cases = []
    for dt in ALL_DTYPES:
        for name in ("sum", "prod", "max", "min", "any", "all", "mean"):
            cases.append((f"{name} {dt}", lambda xp, dt=dt, name=name:
                          getattr(xp, name)(make(xp, (4,), dt, seed=2)).dtype))
    cases += [("sum int8 dtype=float32", lambda xp: xp.sum(make(xp, (4,), "int8"), dtype="float32")),
              ("sum float32 dtype=int16", lambda xp: xp.sum(make(xp, (4,), "float32"), dtype="int16")),
              ("mean int dtype=float32", lambda xp: xp.mean(make(xp, (4,), "int32"), dtype="float32")),
              ("sum bool", lambda xp: xp.sum(make(xp, (9,), "bool", seed=4)))]
    assert_same_cases(xp, cases, rtol=1e-6)


def test_empty_inputs(xp):
    e = lambda xp, dt="float64": make(xp, (0, 3), dt, "C")  # noqa: E731
    cases = [
        ("sum of empty", lambda xp: xp.sum(e(xp))),
        ("sum axis 0 of (0,3)", lambda xp: xp.sum(e(xp), axis=0)),
        ("prod of empty int", lambda xp: xp.prod(e(xp, "int16"))),
        ("max of empty", lambda xp: xp.max(e(xp))),
        ("max of empty with initial", lambda xp: xp.max(e(xp), initial=-5.0)),
        ("max axis 1 of (0,3)", lambda xp: xp.max(e(xp), axis=1)),
        ("max axis 0 of (0,3)", lambda xp: xp.max(e(xp), axis=0)),
        ("all of empty", lambda xp: xp.all(e(xp))),
        ("any of empty", lambda xp: xp.any(e(xp))),
        ("minimum.reduce of empty", lambda xp: xp.minimum.reduce(e(xp, "int8"), axis=None)),
    ]
    assert_same_cases(xp, cases)


def test_nan_propagation(xp):
    def a(xp):
        h = numpy.arange(24, dtype="float64").reshape(4, 6)
        h[1, 2] = numpy.nan
        return xp.asarray(h)
    cases = [("max", lambda xp: xp.max(a(xp))), ("min axis 0", lambda xp: xp.min(a(xp), axis=0)),
             ("fmax.reduce", lambda xp: xp.fmax.reduce(a(xp), axis=None)),
             ("fmin.reduce axis 1", lambda xp: xp.fmin.reduce(a(xp), axis=1)),
             ("sum", lambda xp: xp.sum(a(xp))), ("mean axis 1", lambda xp: xp.mean(a(xp), axis=1))]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("name", ["add", "multiply", "maximum", "minimum", "fmax", "fmin",
                                  "logical_and", "logical_or", "logical_xor", "bitwise_and",
                                  "bitwise_or", "bitwise_xor", "gcd", "lcm", "subtract", "divide"])
@pytest.mark.parametrize("dtype", ["bool", "int8", "int64", "uint32", "float32", "complex128"],
                         ids=short)
def test_ufunc_reduce(xp, name, dtype):
    cases = []
    for axis in (0, 1, None, (0, 1)):
        cases.append((f"axis={axis}", lambda xp, axis=axis: getattr(xp, name).reduce(
            make(xp, (4, 6), dtype, seed=5), axis=axis)))
    cases.append(("keepdims", lambda xp: getattr(xp, name).reduce(make(xp, (4, 6), dtype, seed=5),
                                                                  axis=1, keepdims=True)))
    assert_same_cases(xp, cases, **tol(dtype, "max" if name not in ("add", "multiply") else "sum"))


def test_out_initial_where(xp):
    a = lambda xp: make(xp, (4, 6), "float64", seed=6)  # noqa: E731
    mask = numpy.array([[True, False, True, True, False, True]] * 4)

    def with_out(xp):
        o = xp.asarray(numpy.full(6, -1.0))
        r = xp.sum(a(xp), axis=0, out=o)
        return r, o, r is o

    def with_out_int(xp):
        o = xp.asarray(numpy.zeros(6, "int64"))
        return xp.sum(a(xp), axis=0, out=o)

    cases = [
        ("out", with_out),
        ("out of another kind", with_out_int),
        ("out of wrong shape", lambda xp: xp.sum(a(xp), axis=0, out=xp.asarray(numpy.zeros(5)))),
        ("initial", lambda xp: xp.sum(a(xp), axis=1, initial=10.0)),
        ("max initial", lambda xp: xp.max(a(xp), axis=0, initial=0.5)),
        ("where", lambda xp: xp.sum(a(xp), axis=1, where=xp.asarray(mask))),
        ("where max without initial", lambda xp: xp.max(a(xp), where=xp.asarray(mask))),
        ("where max with initial", lambda xp: xp.max(a(xp), axis=0, where=xp.asarray(mask), initial=-9.0)),
        ("mean where", lambda xp: xp.mean(a(xp), axis=1, where=xp.asarray(mask))),
        ("bad axis", lambda xp: xp.sum(a(xp), axis=2)),
        ("repeated axis", lambda xp: xp.sum(a(xp), axis=(0, 0))),
        ("method", lambda xp: a(xp).sum(axis=-1, keepdims=True)),
    ]
    assert_same_cases(xp, cases, rtol=1e-12)


def _seeded_cases():
    """Reductions without an identity into an out= of another dtype: NumPy copies each line's
    first element into out and reduces the rest into it, so the line starts from that element
    as out holds it (nan in an integer out is its minimum; 5.5 is 5)."""
    def f(*v):
        return numpy.array(v, dtype=float)
    nan_grid = numpy.where(numpy.arange(24).reshape(2, 3, 4) % 5 == 0, numpy.nan,
                           numpy.arange(24.0).reshape(2, 3, 4))

    def into(name, data, dtype, shape=(), **kw):
        return lambda xp: getattr(xp, name).reduce(
            xp.asarray(data), out=xp.asarray(numpy.zeros(shape, dtype)), **kw)
    return [
        ("max nan first", into("maximum", f(numpy.nan, 2.5), "int64")),
        ("min nan first", into("minimum", f(numpy.nan, 2.5), "int64")),
        ("fmin nan first", into("fmin", f(numpy.nan, 2.5, 1.5), "int64")),
        ("fmax inf first", into("fmax", f(numpy.inf, 2.5), "int32")),
        ("fmin rows", into("fmin", nan_grid, "int16", (2, 3), axis=2)),
        ("fmin columns", into("fmin", nan_grid, "int16", (2, 4), axis=1)),
        ("fmin two axes", into("fmin", nan_grid, "int16", (3,), axis=(0, 2))),
        ("fmin keepdims", into("fmin", nan_grid, "int16", (2, 1, 4), axis=1, keepdims=True)),
        ("subtract truncates first", into("subtract", f(5.5, 0.2, 0.2), "int64")),
        ("subtract nan first", into("subtract", f(numpy.nan, 1.0), "int64")),
        ("subtract rows", into("subtract", f(1e300, 1, 1, 2).reshape(2, 2), "int64", (2,),
                               axis=1)),
        ("power truncates first", into("power", f(1.5, 2, 2), "int64")),
        ("max large first", into("maximum", f(3e19, 2.5), "int64")),
        ("max float16 out", into("maximum", f(1e6, 2.5, 1e5), "float16")),
        ("one element per line", into("fmin", f(numpy.nan, 2.5).reshape(1, 2), "int64",
                                      (2,), axis=0)),
        ("nanmin", lambda xp: xp.nanmin(xp.asarray(nan_grid), axis=2,
                                        out=xp.asarray(numpy.zeros((2, 3), "int32")))),
        ("max method", lambda xp: xp.asarray(nan_grid).max(
            axis=0, out=xp.asarray(numpy.zeros((3, 4), "int64")))),
    ]


def test_no_identity_reduce_into_out_of_another_dtype(xp):
    assert_same_cases(xp, _seeded_cases())


def test_no_identity_reduce_into_out_warnings(gp):
    # NumPy's warnings: the first element's cast ('... in cast'), the rest's ('... in reduce');
    # the result read inside the block (a device operation's warnings come at the next
    # synchronization)
    def caught(xp, body):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            with numpy.errstate(all="warn"):
                body(xp).tolist()
        return sorted({(x.category.__name__, str(x.message)) for x in w
                       if issubclass(x.category, RuntimeWarning)})
    for label, body in _seeded_cases():
        assert caught(gp, body) == caught(numpy, body), label


@pytest.mark.parametrize("shape", [(64, 32), (1024, 2048), (8, 7)])
def test_checked_sums_warn_for_the_whole_row_only(gp, shape):
    """Rows whose parts overflow together but cancel in the whole (each row: -1e38 twice,
    then +1e38 twice 4 elements on, the signs alternating between rows, so that neighbouring
    rows' parts add to 4e38): no warning, as NumPy gives none.  On a GPU the combining steps
    of the kernels' shuffle trees are checked only where the tree takes them: not a lane with
    a lane of the next row (short rows: groups of lanes a row), nor a lane past the warp's end
    with itself (long rows: a block a row)."""
    h = numpy.zeros(shape, numpy.float32)
    sign = numpy.where(numpy.arange(shape[0]) % 2, 1, -1).astype(numpy.float32)[:, None]
    h[:, :2] = sign * numpy.float32(1e38)
    h[:, 4:6] = -sign * numpy.float32(1e38)
    if shape[1] > 128:  # (a block a row: a thread's vector of 4 at 124, lane 31 of warp 0)
        h[:, 4:6] = 0
        h[:, 124:126] = -sign * numpy.float32(1e38)
    def caught(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            with numpy.errstate(all="warn"):
                res = xp.asarray(h).sum(axis=1).tolist()
        return res, [str(x.message) for x in w if issubclass(x.category, RuntimeWarning)]
    assert caught(gp) == caught(numpy)


def test_where_shape_errors(xp):
    """A where= mask that does not broadcast to the input: NumPy's iterator's messages (the
    operands by shape, out= lined up with the input's axes, 1-d shapes as '(n,)')."""
    a = lambda xp: xp.ones((2, 3))  # noqa: E731
    m = lambda xp, *shape: xp.asarray(numpy.ones(shape, bool))  # noqa: E731
    cases = [
        ("mask of the kept axis", lambda xp: xp.add.reduce(a(xp), axis=1, where=m(xp, 2))),
        ("with out", lambda xp: xp.add.reduce(a(xp), axis=1, where=m(xp, 2),
                                              out=xp.zeros(2))),
        ("with out keepdims", lambda xp: xp.add.reduce(a(xp), axis=1, where=m(xp, 2),
                                                       out=xp.zeros((2, 1)), keepdims=True)),
        ("with 0-d out", lambda xp: xp.add.reduce(a(xp), axis=None, where=m(xp, 2),
                                                  out=xp.zeros(()))),
        ("longer axis", lambda xp: xp.add.reduce(a(xp), axis=0, where=m(xp, 4, 3))),
        ("more dimensions", lambda xp: xp.add.reduce(a(xp), axis=0, where=m(xp, 1, 2, 3))),
        ("broadcasts", lambda xp: xp.add.reduce(a(xp), axis=0, where=m(xp, 2, 1))),
        ("1-d", lambda xp: xp.sum(xp.ones(3), where=m(xp, 2))),
    ]
    assert_same_cases(xp, cases)


def test_float32_sum_accuracy(xp):
    # 2^24 ones plus noise: a running float32 sum stalls at 2^24; pairwise/tree sums do not.
    def body(xp):
        rng = numpy.random.default_rng(0)
        h = (numpy.ones(2**24, numpy.float32) + rng.random(2**24, dtype=numpy.float32) * 1e-3)
        return xp.sum(xp.asarray(h))
    assert_same(xp, body, rtol=1e-6)


def test_reductions_return_0d_arrays_that_behave_as_scalars(xp):
    def body(xp):
        s = xp.sum(make(xp, (10,), "int32", seed=1))
        return float(s), int(s), bool(s > 0), f"{s:d}", s + 1, int(xp.max(make(xp, (3,), "int8")))
    assert_same(xp, body)


def test_repeated_reductions_of_one_layout(xp):
    # the second and later calls take the lean path; misaligned views must not
    def body(xp):
        out = []
        for seed in range(3):
            a = make(xp, (1000,), "float32", seed=seed)
            out += [a.sum(), a.max(), a[1:].sum(), a[1:].sum(), a.sum(axis=0, keepdims=True)]
            m = make(xp, (30, 40), "int16", seed=seed)
            out += [m.sum(axis=1), m.sum(axis=1), m.min(axis=0)]
        return out
    assert_same(xp, body, rtol=2e-5, atol=2e-3)


# ---------------------------------------------------------------------------- repeated calls
# The first full reduction of a layout plans it (one pass, or a split one whose partials a
# second pass reduces); later calls of the same layout fire the planned passes directly (the
# lean path).  Each case runs three times: both paths give NumPy's answer.
REPEAT_SHAPES = [(1000,), (256, 256), (4096, 64), (1 << 20,), (7, 33, 1025)]


@pytest.mark.parametrize("shape", REPEAT_SHAPES, ids=str)
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "bool", "complex64", "float16"])
def test_full_reductions_repeat(xp, shape, dtype):
    cases = []
    for name in ("sum", "prod", "max", "any", "mean"):
        if name == "prod" and dtype == "bool":
            continue
        kind = "unit" if name == "prod" and numpy.dtype(dtype).kind in "fc" else (
            "small" if name == "prod" else "default")
        for axis in (None, 0, -1) if len(shape) > 1 else (None,):
            if dtype == "float16" and name in ("sum", "prod") and axis == 0 and shape[0] >= 256:
                # (NumPy adds float16 rows in float16 steps: up to 4.0 from the exact sum of
                # (4096, 64); the device accumulates in float32 and rounds once)
                continue
            for rep in range(3):
                cases.append(("%s axis %s #%d" % (name, axis, rep),
                              lambda xp, name=name, kind=kind, axis=axis: getattr(
                                  make(xp, shape, dtype, kind=kind), name)(axis=axis)))
    assert_same_cases(xp, cases, **tol(dtype, "sum"))


def _repeat_errors(xp, make_x, **state):
    """Three calls of ``make_x(xp).sum()`` under ``state``: the warnings and the exception."""
    import warnings
    x = make_x(xp)
    seen = []
    for _ in range(3):
        with warnings.catch_warnings(record=True) as got, numpy.errstate(**state):
            warnings.simplefilter("always")
            try:
                float(x.sum())
                seen.append(None)
            except FloatingPointError as exc:
                seen.append(str(exc))
        seen.append([str(w.message) for w in got if issubclass(w.category, RuntimeWarning)])
    return seen


@pytest.mark.parametrize("where", ["first pass", "second pass"])
def test_split_reduction_errors_repeat(xp, where):
    """A float32 sum that overflows within a block (first pass) or only where the blocks'
    partials meet (second pass): "overflow encountered in reduce" on every call, as a
    warning or raised."""
    n = 1 << 20
    if where == "first pass":
        make_x = lambda m: m.asarray(numpy.full(n, 3e38, numpy.float32))  # noqa: E731
    else:  # every block's partial finite (4096 x 1e33), their total 1e39
        make_x = lambda m: m.asarray(numpy.full(n, 1e33, numpy.float32))  # noqa: E731
    want = _repeat_errors(numpy, make_x)
    assert want[1] == ["overflow encountered in reduce"]
    assert _repeat_errors(xp, make_x) == want
    want = _repeat_errors(numpy, make_x, over="raise")
    assert want[0] == "overflow encountered in reduce"
    assert _repeat_errors(xp, make_x, over="raise") == want


_DUP_AXIS = ["sum", "prod", "mean", "var", "std", "max", "min", "any", "all", "ptp",
             "count_nonzero", "nansum", "nanmean", "nanvar", "nanmax", "median", "squeeze"]


@pytest.mark.parametrize("name", _DUP_AXIS)
@pytest.mark.parametrize("axis", [(0, 0), (2, -1), (0, 5)], ids=str)
def test_repeated_axis_messages(gp, name, axis):
    # NumPy's C reductions say "duplicate value in 'axis'", its Python ones (median)
    # 'repeated axis'; an axis out of bounds is an AxisError first
    def error(xp):
        x = xp.arange(6.0).reshape(1, 2, 3)
        with pytest.raises(ValueError) as info:
            getattr(xp, name)(x, axis=axis)
        return type(info.value).__name__, str(info.value)
    assert error(gp) == error(numpy)
    if name not in ("squeeze", "count_nonzero", "median", "ptp") and not name.startswith("nan"):
        def method_error(xp):
            with pytest.raises(ValueError) as info:
                getattr(xp.arange(6.0).reshape(1, 2, 3), name)(axis=axis)
            return type(info.value).__name__, str(info.value)
        assert method_error(gp) == method_error(numpy)


_AXIS_TYPES = ["sum", "max", "any", "prod", "min", "cumsum", "argmax"]


@pytest.mark.parametrize("name", _AXIS_TYPES)
def test_axis_that_is_not_an_integer(xp, name):
    # NumPy's C reductions take an int or a tuple of ints: a list or a float is TypeError
    def error(xp, axis):
        try:
            getattr(xp.zeros((2, 3)), name)(axis=axis)
        except TypeError as e:
            return str(e)
    assert_same_cases(xp, [
        ("list", lambda xp: error(xp, [0])),
        ("float", lambda xp: error(xp, 1.0)),
        ("string", lambda xp: error(xp, "0")),
        ("1-d array", lambda xp: error(xp, numpy.array([1]))),
        ("numpy int", lambda xp: getattr(xp.zeros((2, 3)), name)(axis=numpy.int8(1))),
    ])


def _messages(xp, cases):
    out = []
    for f in cases:
        try:
            out.append(("ok", repr(f(xp))))
        except Exception as exc:  # (the exception and its message are the behaviour)
            out.append((type(exc).__name__, str(exc)))
    return out


def test_out_shape_messages(xp):
    """An out= of the right ndim and a wrong shape: NumPy's iterator's messages (out's axes
    lined up with the input's, a reduced axis a newaxis without keepdims)."""
    cases = [(lambda xp, a=a, ax=ax, o=o, kd=kd: xp.add.reduce(
        xp.ones(a), axis=ax, out=xp.zeros(o), keepdims=kd))
        for a, ax, o, kd in [((3, 4), 0, (3,), False), ((3, 4), 1, (4,), False),
                             ((3, 4), 0, (1,), False), ((3, 4), 0, (2, 4), True),
                             ((3, 4), 0, (3, 4), True), ((2, 3, 4), 1, (2, 5), False),
                             ((2, 3, 4), 1, (1, 4), False), ((1, 4), 1, (5,), False),
                             ((2, 1), 0, (1, 3), True), ((4, 3), None, (2, 1), True),
                             ((3, 4, 5), (0, 2), (1,), False), ((3, 4), 0, (1, 4), False)]]
    cases.append(lambda xp: xp.sum(xp.ones((3, 4)), axis=0, out=xp.zeros(3)))
    cases.append(lambda xp: xp.ones((3, 4)).max(axis=1, out=xp.zeros(4)))
    assert_same(xp, lambda xp: _messages(xp, cases))


def test_accumulate_out_shape_messages(xp):
    """An out= of another shape than accumulate's input: NumPy's 1-D loop without a cast says
    the size is wrong, its iterator (a cast, or more axes) that the shapes do not broadcast."""
    cases = [(lambda xp, a=a, dt=dt, o=o, odt=odt, ax=ax, f=f: f(xp)(
        xp.ones(a, dt), axis=ax, out=xp.empty(o, odt)))
        for a, dt, o, odt, ax in [((6,), "f8", (5,), "f8", 0), ((6,), "i8", (5,), "f8", 0),
                                  ((3,), "i1", (4,), "i8", 0), ((2, 3), "f8", (2, 4), "f8", 1),
                                  ((2, 3), "i8", (3, 3), "f8", 1), ((2, 3), "f8", (3, 2), "f8", 0)]
        for f in (lambda xp: xp.cumsum, lambda xp: xp.add.accumulate)]
    cases.append(lambda xp: xp.cumsum(xp.arange(6).reshape(2, 3), out=xp.empty(5)))
    cases.append(lambda xp: xp.cumprod(xp.ones((2, 3)), out=xp.empty(5)))
    assert_same(xp, lambda xp: _messages(xp, cases))


@pytest.mark.parametrize("name", ["sum", "max", "mean", "std", "any", "count_nonzero",
                                  "nanmean", "ptp", "prod"])
def test_axis_not_an_integer(xp, name):
    """A float, bool, list or array axis raises NumPy's TypeError, also after the same
    reduction with the integer axis it equals (the lean path's key)."""
    def body(xp):
        x = xp.arange(12.0).reshape(3, 4)
        f = getattr(xp, name)
        return _messages(xp, [lambda xp, ax=ax: f(x, axis=ax) for ax in (
            1, (1,), 1.0, True, numpy.float64(1), (1.0,), (True,), (numpy.True_,), [1],
            numpy.array([1]), numpy.int64(1))])
    assert_same(xp, body)


@pytest.mark.parametrize("name", ["sum", "max", "mean", "std", "any", "prod", "nansum",
                                  "add.reduce", "sum_method", "linalg.norm"])
def test_keepdims_not_an_integer(xp, name):
    """NumPy's reductions read keepdims as a C int, not as a truth value: a string, None, a
    float or numpy.bool_ raises its TypeError, a huge int overflows, also after the same
    reduction with the bool it equals (the lean path's key); 2 and numpy.int8(0) are ints."""
    f = {"add.reduce": lambda xp, x, k: xp.add.reduce(x, axis=1, keepdims=k),
         "sum_method": lambda xp, x, k: x.sum(axis=1, keepdims=k),
         "linalg.norm": lambda xp, x, k: xp.linalg.norm(x, axis=1, keepdims=k)}.get(
        name, lambda xp, x, k: getattr(xp, name)(x, axis=1, keepdims=k))

    def body(xp):
        x = xp.arange(12.0).reshape(3, 4)
        return _messages(xp, [lambda xp, k=k: f(xp, x, k) for k in (
            True, 1.0, numpy.True_, numpy.float64(1), "yes", None, False, 2, numpy.int8(0),
            2 ** 40, 2 ** 70)])
    assert_same(xp, body)


_ONE_AXIS = {
    "cumsum": lambda xp, a, ax: xp.cumsum(a, axis=ax),
    "cumprod_method": lambda xp, a, ax: a.cumprod(axis=ax),
    "add.accumulate": lambda xp, a, ax: xp.add.accumulate(a, axis=ax),
    "argsort": lambda xp, a, ax: xp.argsort(a, axis=ax),
    "sort": lambda xp, a, ax: xp.sort(a, axis=ax),
    "sort_method": lambda xp, a, ax: a.copy().sort(axis=ax),
    "partition": lambda xp, a, ax: xp.partition(a, 1, axis=ax),
    "take": lambda xp, a, ax: xp.take(a, [0], axis=ax),
    "concatenate": lambda xp, a, ax: xp.concatenate([a, a], axis=ax),
    "repeat": lambda xp, a, ax: xp.repeat(a, 2, axis=ax),
    "apply_along_axis": lambda xp, a, ax: xp.apply_along_axis(sum, ax, a),
    "squeeze": lambda xp, a, ax: xp.squeeze(a[:, :1], axis=ax),
    "squeeze tuple": lambda xp, a, ax: a[:, :1].squeeze(axis=(ax,)),
}


@pytest.mark.parametrize("name", sorted(_ONE_AXIS))
def test_one_axis_not_an_integer(xp, name):
    """Functions of one axis: NumPy's TypeError for a float or a bool axis (the C converter's
    "an integer is required for the axis", normalize_axis_index's "integer argument expected,
    got float"), the integer axis they equal works."""
    def body(xp):
        a = xp.arange(6.0).reshape(2, 3)
        f = _ONE_AXIS[name]
        return _messages(xp, [lambda xp, ax=ax: f(xp, a, ax) for ax in (
            1, numpy.int64(1), 1.0, numpy.float64(1), True)])
    assert_same(xp, body)


def test_loop_deprecation_warns_once_at_every_call(gp, monkeypatch):
    """A reduction whose NumPy loop warns (NumPy 2.5: a sum of generic-unit timedeltas, a
    median's mean of them): the same warnings at each call, the first too (the dtype question
    asked of NumPy once gives none of its own)."""
    from gpnumpy._core import reduction
    from gpnumpy._kernels.lru import LRU
    monkeypatch.setattr(reduction, "_loops", LRU(1024))   # (a first call)

    def run(m):
        a = m.array([1, 3, 2], dtype="m8")
        got = []
        for f in (m.sum, m.sum, m.median, m.mean):
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                r = f(a)
            got.append((repr(r), [(x.category, str(x.message)) for x in w]))
        return got
    assert run(gp) == run(numpy)


def test_reduce_initial_novalue_and_object_dtype(xp):
    """NumPy's own "not given" (np._NoValue) as initial= is no initial; an object-dtype
    reduction (of an empty list too) gives NumPy's Python objects."""
    cases = [lambda xp: xp.add.reduce([], initial=xp._NoValue),
             lambda xp: xp.maximum.reduce([2, 3], initial=xp._NoValue),
             lambda xp: xp.ones(3).sum(initial=xp._NoValue),
             lambda xp: xp.add.reduce([], dtype=object),
             lambda xp: xp.multiply.reduce([], dtype=object),
             lambda xp: xp.add.reduce([], initial=None, dtype=object),
             lambda xp: xp.add.reduce([1, 2], dtype=object)]

    def body(xp):
        import warnings
        out = []
        for f in cases:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # (gpnumpy's host-data notes)
                    r = f(xp)
                out.append(("ok", repr(r), type(r).__name__))
            except Exception as exc:
                out.append((type(exc).__name__, str(exc)))
        return out
    assert_same(xp, body)


def test_object_accumulate_reduceat_into_out(xp):
    """accumulate and reduceat of object arrays (lists as elements too) into an out= array,
    the input itself included: NumPy's loop on the host writes it."""
    def body(xp):
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (gpnumpy's host-data notes)
            a = xp.ones(4, dtype=object)
            a[:] = [[1] for _ in range(4)]
            xp.add.accumulate(a, out=a)
            xp.add.accumulate(a, out=a)
            b = xp.ones(4, dtype=object)
            b[:] = [[1] for _ in range(4)]
            xp.add.reduceat(b, xp.arange(4), out=b)
            c = xp.zeros(3, dtype=object)
            xp.add.reduceat(xp.asarray([1, 2, 3], dtype=object), [0, 2], out=c[:2])
            d = xp.add.accumulate(xp.asarray(["a", "b"], dtype=object), out=xp.empty(2, object))
        return [repr(x) for x in (a, b, c, d)]
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "complex128"])
def test_sum_with_initial_keeps_negative_zero(xp, dtype):
    """A sum with initial= starts from it: all -0.0 (and an initial -0.0) stay -0.0; a +0.0
    anywhere, or no initial, gives +0.0 (per line, per complex part, where= respected)."""
    def body(xp):
        dt = numpy.dtype(dtype)
        nz = dt.type(complex(-0.0, -0.0)) if dt.kind == "c" else dt.type(-0.0)
        b = xp.asarray(numpy.array([[nz, 0.0, nz], [nz, nz, nz]], dtype=dt))
        out = [xp.sum(xp.asarray(numpy.array([nz] * n, dtype=dt)), initial=nz)
               for n in (0, 1, 3, 150)]
        out += [xp.sum(xp.asarray(numpy.array([nz] * 3, dtype=dt)), initial=0),
                xp.add.reduce(b, axis=1, initial=nz),
                xp.add.reduce(b, axis=0, initial=nz, keepdims=True),
                xp.add.reduce(b, axis=None, initial=nz),
                xp.add.reduce(b, axis=1, initial=nz, where=xp.asarray([True, False, True]))]
        if dt.kind == "c":
            c = xp.asarray(numpy.array([complex(-0.0, 0.0), complex(-0.0, -0.0)], dtype=dt))
            out += [xp.sum(c, initial=nz), xp.sum(c, initial=complex(0.0, -0.0))]
        return out
    assert_same(xp, body, signed_zeros=True)


def test_out_is_the_loops_first_operand(gp):
    # NumPy's reduce, accumulate and reduceat without dtype= resolve their loop from out's
    # dtype and the array's (out is the first operand): a float32 sum into a float64 out adds
    # in float64, booleans subtract into an integer out; a complex out cast into a real loop,
    # or a complex result into a real out, gives one ComplexWarning
    def run(m):
        tiny = m.array([1, 2 ** -30, 2 ** -30, 3], "float32")
        calls = [lambda: m.add.reduce(tiny, out=m.zeros((), "float64")),
                 lambda: m.sum(tiny, out=m.zeros((), "complex128")),
                 lambda: m.nansum(tiny, out=m.zeros((), "float64")),
                 lambda: m.cumsum(tiny, out=m.zeros(4, "float64")),
                 lambda: m.add.accumulate(tiny, out=m.zeros(4, "float64")),
                 lambda: m.add.reduceat(tiny, [0, 2], out=m.zeros(2, "float64")),
                 lambda: m.subtract.reduce(m.array([True, False, True]), out=m.zeros((), "i1")),
                 lambda: m.maximum.reduce(m.array([1., 2.]), out=m.zeros((), "complex128")),
                 lambda: m.maximum.reduce(tiny, out=m.zeros((), "complex128"), dtype="f4"),
                 lambda: m.cumsum(m.array([1 + 1j, 2], "complex64"), out=m.zeros(2)),
                 lambda: m.add.accumulate(tiny, out=m.zeros(4, "complex128"), dtype="f4"),
                 lambda: m.add.reduceat(m.array([1 + 1j, 2]), [0], out=m.zeros(1)),
                 # (durations keep their own loop: the unit cast is the store's)
                 lambda: m.add.reduce(m.array([[1, 9]], "m8[s]"), axis=1,
                                      out=m.zeros(1, "m8[ms]")),
                 lambda: m.maximum.reduce(m.array([True, False]), out=m.zeros((), "m8[ms]"))]
        return _reprs_and_warnings(calls)
    assert run(gp) == run(numpy)


def _reprs_and_warnings(calls):
    """Each call's repr and the warnings it gave (category, message; FallbackWarning aside)."""
    res = []
    for f in calls:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = repr(f())
        res.append((r, [(x.category.__name__, str(x.message)) for x in w
                        if x.category.__name__ != "FallbackWarning"]))
    return res


def test_accumulate_reduceat_refuse_an_out_without_a_loop(xp):
    # out is the loop's first operand for accumulate and reduceat too: where NumPy has no loop
    # for out's dtype and the array's (bitwise_and into a float out, arctan2 into a complex
    # one) its TypeError, as reduce gives; a loop that fits still computes
    a = lambda xp: xp.asarray(numpy.array([1, 2, 3, 4], "int64"))  # noqa: E731
    f = lambda xp: xp.asarray(numpy.array([1., 2., 3., 4.]))  # noqa: E731
    assert_same_cases(xp, [
        ("bitwise accumulate", lambda xp: xp.bitwise_and.accumulate(a(xp), out=xp.zeros(4, "f4"))),
        ("bitwise reduceat", lambda xp: xp.bitwise_xor.reduceat(a(xp), [0, 2],
                                                               out=xp.zeros(2, "f4"))),
        ("bitwise reduce", lambda xp: xp.bitwise_or.reduce(a(xp), out=xp.zeros((), "f4"))),
        ("arctan2 accumulate", lambda xp: xp.arctan2.accumulate(f(xp), out=xp.zeros(4, "c8"))),
        ("arctan2 reduceat", lambda xp: xp.arctan2.reduceat(a(xp), [0, 2],
                                                            out=xp.zeros(2, "c16"))),
        ("logaddexp 2-d", lambda xp: xp.logaddexp.accumulate(f(xp).reshape(2, 2), axis=1,
                                                             out=xp.zeros((2, 2), "c8"))),
        ("timedelta cumsum", lambda xp: xp.cumsum(xp.asarray(numpy.array([1, 2], "m8[D]")),
                                                  out=xp.zeros(2, "f4"))),
        ("timedelta reduceat", lambda xp: xp.add.reduceat(
            xp.asarray(numpy.array([1, 2], "m8[D]")), [0], out=xp.zeros(1, "c8"))),
        ("timedelta into int", lambda xp: xp.add.accumulate(
            xp.asarray(numpy.array([1, 2], "m8[D]")), out=xp.zeros(2, "i8"))),
        ("fitting loop", lambda xp: xp.add.accumulate(f(xp), out=xp.zeros(4, "i8"))),
        ("fitting loop reduceat", lambda xp: xp.bitwise_and.reduceat(a(xp), [0, 2],
                                                                     out=xp.zeros(2, "i1"))),
    ])


def test_accumulate_reduceat_out_cast_clears_the_loops_errors(gp):
    # NumPy's accumulate and reduceat write an out of a dtype other than the loop's through a
    # cast after each buffer, which clears the loop's floating-point flags: the loop's own
    # errors go unreported, the input's cast reports ('... in cast'), the output's twice
    # ('... in cast', '... in accumulate'); an out of the loop's dtype keeps the loop's
    def run(m):
        z = m.asarray(numpy.array([1.0, 0.0, 0.0]))
        big = m.asarray(numpy.array([1e300, 1.0, 0.0]))
        i4 = m.asarray(numpy.array([1, 0, 0], "int32"))
        calls = []
        for meth, args in (("accumulate", ()), ("reduceat", ([0, 2],))):
            n = 3 if meth == "accumulate" else 2
            calls += [
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    z, *args, out=m.zeros(n, "f4")),
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    z, *args, out=m.zeros(n, "f8")),
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    z, *args, dtype="f4", out=m.zeros(n, "f8")),
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    z, *args, dtype="f8", out=m.zeros(n, "i8")),
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    big, *args, dtype="f4", out=m.zeros(n, "f8")),
                lambda meth=meth, args=args, n=n: getattr(m.floor_divide, meth)(
                    i4, *args, out=m.zeros(n, "i2")),
                lambda meth=meth, args=args, n=n: getattr(m.remainder, meth)(
                    i4, *args, out=m.zeros(n, "bool")),
                lambda meth=meth, args=args, n=n: getattr(m.divide, meth)(
                    i4.astype("i1"), *args, out=m.zeros(n, "f4")),
            ]
        return _reprs_and_warnings(calls)
    assert run(gp) == run(numpy)


def test_initial_none_starts_from_the_first_element(xp):
    # initial=None: no identity, each line starts from its first element; a line of one
    # element is that element (hypot's of -1.0 is -1.0, gcd's of -4 is -4), sums of -0.0
    # stay -0.0; the identity's start is NumPy's without initial=
    x = lambda xp: xp.asarray(numpy.array([[-1.0, -0.0], [-0.0, -0.0]]))  # noqa: E731
    c = lambda xp: xp.asarray(numpy.array([[-3 + 0j, complex(-0.0, -0.0)]]))  # noqa: E731
    i = lambda xp: xp.asarray(numpy.array([[-3, -4]], "int16"))  # noqa: E731
    assert_same_cases(xp, [
        ("hypot empty axes", lambda xp: xp.hypot.reduce(x(xp), axis=(), initial=None)),
        ("hypot one row", lambda xp: xp.hypot.reduce(x(xp)[:1], axis=0, initial=None)),
        ("hypot two rows", lambda xp: xp.hypot.reduce(x(xp), axis=0, initial=None)),
        ("add one row", lambda xp: xp.add.reduce(x(xp)[:1], axis=0, initial=None)),
        ("add two rows", lambda xp: xp.add.reduce(x(xp), axis=0, initial=None, keepdims=True)),
        ("add all", lambda xp: xp.add.reduce(x(xp)[1:], axis=None, initial=None)),
        ("add complex", lambda xp: xp.add.reduce(c(xp), axis=0, initial=None)),
        ("add complex lines", lambda xp: xp.add.reduce(c(xp)[:, 1:].repeat(3, 1), axis=1,
                                                       initial=None)),
        ("logaddexp", lambda xp: xp.logaddexp.reduce(x(xp), axis=(), initial=None)),
        ("gcd", lambda xp: xp.gcd.reduce(i(xp), axis=0, initial=None)),
        ("gcd transposed", lambda xp: xp.gcd.reduce(i(xp).T, axis=1, initial=None)),
        ("identity start", lambda xp: xp.hypot.reduce(x(xp), axis=())),
        ("fortran", lambda xp: xp.add.reduce(xp.asfortranarray(x(xp)), axis=(),
                                             initial=None)),
    ], signed_zeros=True)


def test_functions_refuse_out_ellipsis(xp):
    """NumPy's reducing functions and methods hand out= on by position, where ``...`` is a
    TypeError; nanmax/nanmin pass it by name (a 0-d array), as the ufunc's reduce method does."""
    a = lambda xp: xp.asarray([[1.0, 4.0], [2.0, 3.0]])  # noqa: E731
    cases = [(name, lambda xp, name=name: getattr(xp, name)(a(xp), out=...))
             for name in ("sum", "prod", "max", "min", "amax", "amin", "any", "all", "mean", "std",
                          "var", "ptp", "nansum", "nanprod", "median")]
    cases += [(name + " method", lambda xp, name=name: getattr(a(xp), name)(out=...))
              for name in ("sum", "prod", "max", "min", "any", "all", "mean", "std", "var")]
    cases += [("nanmax", lambda xp: xp.nanmax(a(xp), out=...)),
              ("nanmin axis", lambda xp: xp.nanmin(a(xp), axis=0, out=...)),
              ("maximum.reduce", lambda xp: xp.maximum.reduce(a(xp), None, out=...))]

    def after_lean(xp, f):
        # (the same reduction run before: its lean path must not answer out=... with a scalar)
        x = a(xp)
        return [(r, isinstance(r, numpy.generic)) for r in [f(x), f(x), f(x, out=...)]]
    cases += [("add.reduce after lean", lambda xp: after_lean(
                  xp, lambda x, **k: xp.add.reduce(x, axis=None, **k))),
              ("nanmax after lean", lambda xp: after_lean(xp, xp.nanmax)),
              ("max.reduce axis after lean", lambda xp: after_lean(
                  xp, lambda x, **k: xp.maximum.reduce(x, axis=0, **k)))]
    assert_same_cases(xp, cases)


def test_results_keep_the_input_layout(xp):
    """NumPy allocates a reduction's result in the order its iterator takes the input's axes
    (order='K'): an F-ordered input gives an F-ordered sum over an axis, keepdims or not, and
    so do the compositions of reductions; argmax/argmin stay C.  Each twice (the second call
    takes the remembered path); out= is written as given."""
    def body(xp):
        base = make(xp, (3, 4, 5), "float64", seed=3)
        arrays = [base, xp.asfortranarray(base), base.T, base.transpose(1, 0, 2),
                  base.transpose(0, 2, 1), base[::-1, :, ::2], xp.asfortranarray(base)[:, 1:3],
                  xp.broadcast_to(make(xp, (5,), "float64"), (3, 4, 5)),
                  xp.asfortranarray(make(xp, (3, 1, 5), "float64")),
                  xp.asfortranarray(make(xp, (4, 5), "float32")),
                  xp.asfortranarray(xp.zeros((3, 0, 5)))]
        funcs = [lambda a, **k: a.sum(**k), lambda a, **k: xp.prod(a, **k),
                 lambda a, **k: a.max(**k), lambda a, **k: xp.min(a, **k),
                 lambda a, **k: xp.mean(a, **k), lambda a, **k: a.std(**k),
                 lambda a, **k: xp.var(a, **k), lambda a, **k: xp.any(a, **k),
                 lambda a, **k: a.all(**k), lambda a, **k: xp.argmax(a, **k),
                 lambda a, **k: a.argmin(**k), lambda a, **k: xp.nansum(a, **k),
                 lambda a, **k: xp.nanmean(a, **k), lambda a, **k: xp.nanmax(a, **k),
                 lambda a, **k: xp.nanprod(a, **k), lambda a, **k: xp.count_nonzero(a, **k),
                 lambda a, **k: xp.subtract.reduce(a, **k), lambda a, **k: xp.add.reduce(
                     a.astype("int8"), **k), lambda a, **k: xp.add.reduce(a, initial=1.0, **k),
                 lambda a, **k: xp.multiply.reduce(a, where=a > 0.5, initial=2.0, **k)]
        out = []
        for a in arrays:
            axes = list(range(a.ndim)) + [None, (0, a.ndim - 1)]
            for f in funcs:
                for axis in axes:
                    for keepdims in (False, True):
                        for _ in range(2):
                            try:  # (argmax of a tuple of axes, max of nothing: errors alike)
                                with warnings.catch_warnings():
                                    warnings.simplefilter("ignore", RuntimeWarning)
                                    r = f(a, axis=axis, keepdims=keepdims)
                            except (ValueError, TypeError) as e:
                                r = type(e).__name__
                            out.append((getattr(r, "strides", None), r))
            if a.shape == (3, 4, 5):
                o = xp.zeros((5, 3), order="F")[:, ::-1].T
                out.append((a.sum(axis=1, out=o) is o, o.strides, o))
        return out
    assert_same(xp, body, rtol=1e-6)  # (float32 sums: NumPy adds initial first)


INITIAL_THROUGH_OUT = [
    # NumPy stores initial into out= (its accumulator) first: the loop reads it back as out's
    # dtype holds it
    ("prod float32 loop into int64", lambda xp: xp.prod(
        xp.asarray([-8]), initial=2.5, dtype="float32", out=xp.zeros((), "int64"))),
    ("nanprod 0-d", lambda xp: xp.nanprod(
        xp.asarray(-8), axis=-1, initial=2.5, dtype="float32", out=xp.zeros((), "int64"))),
    ("sum into int", lambda xp: xp.sum(xp.asarray([0.75]), initial=0.5, out=xp.zeros((), int))),
    ("max int16 into uint16", lambda xp: xp.max(
        xp.asarray([[-1], [2], [-3], [0]], "i2"), axis=1, initial=-1, out=xp.zeros(4, "u2"))),
    ("add under where into int64", lambda xp: xp.add.reduce(
        xp.asarray([1.5, 2], "f4"), where=xp.asarray([True, False]), initial=0.5,
        out=xp.zeros((), "i8"))),
    ("nan into int64", lambda xp: xp.add.reduce(xp.asarray([1.0]), initial=xp.nan,
                                                out=xp.zeros((), int))),
    ("1e300 into float16", lambda xp: xp.add.reduce(xp.asarray([1.0], "f4"), initial=1e300,
                                                    out=xp.zeros((), "f2"))),
    ("0.1 into float16", lambda xp: xp.add.reduce(xp.asarray([1.0], "f4"), initial=0.1,
                                                  out=xp.zeros((), "f2"))),
    ("complex into float", lambda xp: xp.add.reduce(xp.asarray([1 + 1j]), initial=1 + 1j,
                                                    out=xp.zeros((), float))),
    ("same dtype", lambda xp: xp.add.reduce(xp.asarray([1, 2], "i1"), initial=2.5,
                                            out=xp.zeros((), "i1"))),
    ("empty into int", lambda xp: xp.add.reduce(xp.asarray([], "f4"), initial=0.5,
                                                out=xp.zeros((), "i8"))),
    ("nan into an empty out", lambda xp: xp.add.reduce(xp.ones((0, 2)), axis=1, initial=xp.nan,
                                                       out=xp.zeros(0, int))),
    ("nan into int rows", lambda xp: xp.add.reduce(xp.ones((2, 0)), axis=1, initial=xp.nan,
                                                   out=xp.zeros(2, int))),
    ("max 1e300 into float32", lambda xp: xp.maximum.reduce(xp.asarray([1.0]), initial=1e300,
                                                            out=xp.zeros((), "f4"))),
]


@pytest.mark.parametrize("label, f", INITIAL_THROUGH_OUT, ids=[c[0] for c in INITIAL_THROUGH_OUT])
def test_initial_is_stored_into_out_first(label, f):
    def seen(xp):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                r = f(xp)
                res = repr(numpy.asarray(r)), numpy.asarray(r).dtype
            except Exception as exc:
                res = type(exc).__name__
        return res, [w.category.__name__ for w in got]
    assert seen(gpnumpy) == seen(numpy)


COMPLEX_EXTREMA_NAN_INITIAL = [
    ("max", lambda xp, a: xp.maximum.reduce(a, initial=xp.nan)),
    ("min", lambda xp, a: xp.minimum.reduce(a, initial=xp.nan)),
    ("max under where", lambda xp, a: a.max(initial=xp.nan, where=xp.asarray([True, True, False]))),
    ("min nan imaginary", lambda xp, a: xp.minimum.reduce(a, initial=complex(0, xp.nan))),
    ("max of a row", lambda xp, a: xp.maximum.reduce(xp.stack([a, a]), axis=1, initial=xp.nan)),
]


@pytest.mark.parametrize("label, f", COMPLEX_EXTREMA_NAN_INITIAL,
                         ids=[c[0] for c in COMPLEX_EXTREMA_NAN_INITIAL])
def test_complex_extrema_keep_a_nan_initial(xp, label, f):
    """NumPy's loop starts from the initial: of NaNs maximum/minimum keep the first, so a NaN
    initial is the result, whatever NaNs the elements hold."""
    def body(xp):
        r = f(xp, xp.asarray([complex(numpy.nan, -numpy.inf), complex(numpy.nan, numpy.nan),
                              complex(numpy.nan, 100)], "c8"))
        r = xp.asarray(r)
        return r.real, r.imag, r.dtype
    assert_same(xp, body)


@pytest.mark.parametrize("initial", [-1, 2**70, 0.5], ids=["negative", "huge", "float"])
def test_not_reorderable_error_before_initial(xp, initial):
    """NumPy refuses several axes of a reduction that is not reorderable before it stores the
    initial into the loop's dtype (whose OverflowError would come first otherwise)."""
    def body(xp):
        try:
            return xp.fmod.reduce(xp.ones((2, 3), "u2"), axis=(-1, 0), initial=initial)
        except Exception as exc:
            return type(exc).__name__, str(exc)
    assert_same(xp, body)
