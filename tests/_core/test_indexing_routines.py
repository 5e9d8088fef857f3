"""Indexing routines: take/put, take_along_axis/put_along_axis, choose, select, compress/extract,
place/putmask, diagonal/fill_diagonal, ix_, unravel_index/ravel_multi_index and the
diag/tril/triu/mask index generators.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
Functions that write in place return the array they wrote into, so the writes are compared.
"""

import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, LAYOUTS, assert_same, assert_same_cases, make, short,
)

DTYPES = ["bool", "int8", "int64", "uint16", "uint64", "float16", "float32", "complex128"]


def host(xp, values, dtype=None):
    return xp.asarray(numpy.array(values, dtype=dtype))


def run_on(xp, maker, cases):
    assert_same_cases(xp, [(label, (lambda fn: lambda xp: fn(xp, maker(xp)))(fn))
                           for label, fn in cases])


def raised(fn):
    """The name of the exception ``fn()`` raises (None: none)."""
    try:
        fn()
    except Exception as e:
        return type(e).__name__
    return None


def written(fn):
    """A case that runs ``fn(xp, a)`` for its effect on ``a`` and returns (result, a)."""
    return lambda xp, a: (fn(xp, a), a)


# --------------------------------------------------------------------------------------------------
# take
# --------------------------------------------------------------------------------------------------
TAKE = [
    ("flat list", lambda xp, a: xp.take(a, [0, 3, -1, 3])),
    ("flat scalar", lambda xp, a: xp.take(a, 5)),
    ("flat negative scalar", lambda xp, a: xp.take(a, -2)),
    ("axis 0", lambda xp, a: xp.take(a, [1, 0, 1], axis=0)),
    ("axis 1 2-d index", lambda xp, a: xp.take(a, [[0, 2], [3, 3]], axis=1)),
    ("axis -1 scalar", lambda xp, a: xp.take(a, 1, axis=-1)),
    ("axis 1 index array", lambda xp, a: xp.take(a, host(xp, [3, -4, 0], "int8"), axis=1)),
    ("uint index", lambda xp, a: xp.take(a, host(xp, [2, 1], "uint32"), axis=1)),
    ("bool index is integer", lambda xp, a: xp.take(a, host(xp, [True, False]), axis=0)),
    ("empty index", lambda xp, a: xp.take(a, host(xp, [], "int64"), axis=1)),
    ("empty 2-d index", lambda xp, a: xp.take(a, host(xp, numpy.zeros((2, 0), int)), axis=0)),
    ("duplicates", lambda xp, a: xp.take(a, [2, 2, 2, 0, 0], axis=1)),
    ("out of bounds", lambda xp, a: xp.take(a, [0, 4], axis=1)),
    ("negative out of bounds", lambda xp, a: xp.take(a, [-5], axis=1)),
    ("out of bounds flat", lambda xp, a: xp.take(a, 12)),
    ("wrap", lambda xp, a: xp.take(a, [-9, 4, 13, -1], axis=1, mode="wrap")),
    ("clip", lambda xp, a: xp.take(a, [-9, 4, 13, -1], axis=1, mode="clip")),
    ("wrap flat", lambda xp, a: xp.take(a, host(xp, [[25, -25]]), mode="wrap")),
    ("clip uint64", lambda xp, a: xp.take(a, host(xp, [2**40, 1], "uint64"), mode="clip")),
    ("bad mode", lambda xp, a: xp.take(a, [0], mode="foo")),
    ("axis out of range", lambda xp, a: xp.take(a, [0], axis=2)),
    ("float index array", lambda xp, a: xp.take(a, host(xp, [1.0]))),
    ("float list truncates", lambda xp, a: xp.take(a, [1.7, 0.2])),
    ("complex index", lambda xp, a: xp.take(a, [1j])),
    ("method", lambda xp, a: a.take([1, 2], axis=0)),
    ("method flat", lambda xp, a: a.take(host(xp, [[1], [7]]))),
]


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_take(xp, dtype, layout):
    run_on(xp, lambda xp: make(xp, (3, 4), dtype, layout) if layout != "T"
           else make(xp, (4, 3), dtype, "T"), TAKE)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_take_all_dtypes(xp, dtype):
    assert_same(xp, lambda xp: xp.take(make(xp, (5, 2, 3), dtype), [4, 0, -1], axis=0))


def test_take_shapes(xp):
    assert_same_cases(xp, [
        ("0-d array", lambda xp: xp.take(make(xp, (), "float32", "0d"), [0, 0, -1])),
        ("0-d array axis 0", lambda xp: xp.take(make(xp, (), "int8", "0d"), [0, 0], axis=0)),
        ("0-d array axis 1", lambda xp: xp.take(make(xp, (), "int8", "0d"), [0], axis=1)),
        ("empty array, empty index", lambda xp: xp.take(make(xp, (0, 3), layout="empty"),
                                                       host(xp, [], "intp"), axis=0)),
        ("empty axis raise", lambda xp: xp.take(make(xp, (0, 3), layout="empty"), [0], axis=0)),
        ("empty axis wrap", lambda xp: xp.take(make(xp, (0, 3), layout="empty"), [0], axis=0,
                                               mode="wrap")),
        ("empty axis clip", lambda xp: xp.take(make(xp, (0, 3), layout="empty"), [1], axis=0,
                                               mode="clip")),
        ("empty other axis", lambda xp: xp.take(make(xp, (0, 3), layout="empty"), [2, 1], axis=1)),
        ("3-d middle axis", lambda xp: xp.take(make(xp, (2, 5, 3), "int16"), [[4], [0]], axis=1)),
        ("list input", lambda xp: xp.take([[1, 2], [3, 4]], [1], axis=1)),
        ("index 0-d array", lambda xp: xp.take(make(xp, (4,)), host(xp, 2))),
    ])


def test_take_compress_results_are_c_ordered(xp):
    # (NumPy's take and compress give C-ordered arrays, where a[:, idx] is a transposed view)
    def body(xp):
        a = xp.arange(24).reshape(2, 3, 4)
        rs = [xp.take(a, [0, 2], axis=1), xp.take(a, [[0, 2]], axis=2), xp.take(a.T, [0, 1], axis=0),
              xp.compress([1, 0, 1], a, axis=1), a.take([1], axis=2), xp.take(a, 1, axis=1)]
        return [(r, r.strides, r.flags.owndata) for r in rs]
    assert_same(xp, body)


def test_take_out(xp):
    def body(xp, out_dtype, shape=(2, 3), mode="raise", idx=(0, 2)):
        a = make(xp, (3, 3), "float64")
        out = xp.zeros(shape, out_dtype)
        r = xp.take(a, list(idx), axis=0, out=out, mode=mode)
        return r is out, out
    assert_same_cases(xp, [
        ("same dtype", lambda xp: body(xp, "float64")),
        ("int out: cast", lambda xp: body(xp, "int64")),
        ("float32 out", lambda xp: body(xp, "float32")),
        ("complex out: TypeError", lambda xp: body(xp, "complex128")),
        ("wrong shape", lambda xp: body(xp, "float64", shape=(3, 3))),
        ("wrap", lambda xp: body(xp, "float64", mode="wrap", idx=(-1, 5))),
        ("raise leaves out", lambda xp: body(xp, "float64", idx=(0, 7))),
        ("complex a into real out", lambda xp: (
            xp.take(make(xp, (4,), "complex64"), [1, 2], out=xp.zeros(2, "float64")))),
    ])


# --------------------------------------------------------------------------------------------------
# put
# --------------------------------------------------------------------------------------------------
PUT = [
    ("basic", written(lambda xp, a: xp.put(a, [0, 5, -1], [7, 8, 9]))),
    ("values cycle", written(lambda xp, a: xp.put(a, [0, 1, 2, 3, 4], [1, 2]))),
    ("values truncated", written(lambda xp, a: xp.put(a, [3, 1], [1, 2, 3, 4]))),
    ("scalar value", written(lambda xp, a: xp.put(a, host(xp, [[1, 2], [3, 4]]), 5))),
    ("duplicates: last wins", written(lambda xp, a: xp.put(a, [1, 1, 1, 2], [5, 6, 7, 8]))),
    ("empty index", written(lambda xp, a: xp.put(a, [], [5]))),
    ("empty values", written(lambda xp, a: xp.put(a, [1, 2], []))),
    ("out of bounds", written(lambda xp, a: xp.put(a, [0, 12], [1, 2]))),
    ("negative out of bounds", written(lambda xp, a: xp.put(a, [-13], [1]))),
    # (NumPy writes a C-contiguous target up to the first bad index; another layout not at all)
    ("out of bounds: what is written", lambda xp, a: (raised(lambda: xp.put(
        a, [1, 3, 12, 2, -20], [7, 8, 9])), a)),
    ("method: out of bounds 2-d index", lambda xp, a: (raised(lambda: a.put(
        host(xp, [[4, -1], [-13, 0]]), 5)), a)),
    ("wrap", written(lambda xp, a: xp.put(a, [-13, 12, 25], [1, 2, 3], mode="wrap"))),
    ("clip", written(lambda xp, a: xp.put(a, [-13, 12, 25], [1, 2, 3], mode="clip"))),
    ("bad mode", written(lambda xp, a: xp.put(a, [0], [1], mode="nope"))),
    ("float list index", written(lambda xp, a: xp.put(a, [1.5], [3]))),
    ("float array index", written(lambda xp, a: xp.put(a, host(xp, [1.0]), [3]))),
    ("uint64 array index", written(lambda xp, a: xp.put(a, host(xp, [1], "uint64"), [3]))),
    ("int8 array index", written(lambda xp, a: xp.put(a, host(xp, [-1, 2], "int8"), [3]))),
    ("device values", written(lambda xp, a: xp.put(a, host(xp, [2, 4], "int8"),
                                                    make(xp, (2,), "float32")))),
    ("complex values", written(lambda xp, a: xp.put(a, [3], make(xp, (1,), "complex64")))),
    ("method", written(lambda xp, a: a.put([4], 1))),
]


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_put(xp, dtype, layout):
    run_on(xp, lambda xp: make(xp, (3, 4), dtype, layout) if layout != "T"
           else make(xp, (4, 3), dtype, "T"), PUT)


def test_put_errors(xp):
    def ro(xp):
        a = make(xp, (5,))
        xp.put(xp.broadcast_to(a, (2, 5)), [0], [1])
    assert_same_cases(xp, [
        ("list target", lambda xp: xp.put([1, 2, 3], [0], [5])),
        ("read-only", ro),
        ("empty target wrap", lambda xp: xp.put(xp.zeros((0,)), [1], [1], mode="wrap")),
        ("empty target raise", lambda xp: xp.put(xp.zeros((0,)), [1], [1])),
        ("empty target no index", lambda xp: xp.put(xp.zeros((0,)), [], [1])),
        ("int8 values overflow wrap", lambda xp: (lambda a: (xp.put(a, [1], host(xp, [300])), a))(
            xp.zeros(3, "int8"))),
    ])


# --------------------------------------------------------------------------------------------------
# take_along_axis / put_along_axis
# --------------------------------------------------------------------------------------------------
def argsort_like(shape, axis, n, seed=0):
    rng = numpy.random.default_rng(seed)
    return rng.integers(-n, n, size=shape)


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_take_along_axis(xp, dtype, layout):
    def a_(xp):
        return make(xp, (3, 4), dtype, layout) if layout != "T" else make(xp, (4, 3), dtype, "T")
    i0 = argsort_like((5, 4), 0, 3)
    i1 = argsort_like((3, 2), 1, 4, seed=1)
    assert_same_cases(xp, [
        ("axis 0", lambda xp: xp.take_along_axis(a_(xp), host(xp, i0), axis=0)),
        ("axis 1", lambda xp: xp.take_along_axis(a_(xp), host(xp, i1), axis=1)),
        ("default axis -1", lambda xp: xp.take_along_axis(a_(xp), host(xp, i1))),
        ("broadcast index", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[1, 0, -1]]), 1)),
        ("empty index", lambda xp: xp.take_along_axis(a_(xp), host(xp, numpy.zeros((3, 0), int)),
                                                      1)),
        ("axis None", lambda xp: xp.take_along_axis(a_(xp), host(xp, [11, 0, -12]), axis=None)),
        ("axis None 2-d index", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[1]]), axis=None)),
        ("out of bounds", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[4]]), axis=1)),
        ("float index", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[1.0]]), axis=1)),
        ("wrong ndim", lambda xp: xp.take_along_axis(a_(xp), host(xp, [1]), axis=1)),
        ("bad axis", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[1]]), axis=2)),
        ("uint8 index", lambda xp: xp.take_along_axis(a_(xp), host(xp, [[3, 0]], "uint8"), 1)),
    ])


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg"])
def test_put_along_axis(xp, dtype, layout):
    def a_(xp):
        return make(xp, (3, 4), dtype, layout) if layout != "T" else make(xp, (4, 3), dtype, "T")

    def put(idx, vals, axis):
        def body(xp):
            a = a_(xp)
            v = vals(xp) if callable(vals) else vals
            return xp.put_along_axis(a, host(xp, idx), v, axis), a
        return body
    assert_same_cases(xp, [
        ("axis 1 scalar", put([[0], [3], [-1]], 1, 1)),
        ("axis 0 values", put([[2, 0, 1, 1]], lambda xp: make(xp, (1, 4), dtype, seed=3), 0)),
        ("broadcast values", put([[0, 1]], lambda xp: make(xp, (3, 1), dtype, seed=4), 1)),
        ("axis None: a copy is written", put([1, 5], 1, None)),
        ("out of bounds", put([[9]], 1, 1)),
        ("float index", put([[1.0]], 1, 1)),
        ("wrong ndim", put([1], 1, 1)),
        ("bad axis", put([[1]], 1, -3)),
    ])


# --------------------------------------------------------------------------------------------------
# choose
# --------------------------------------------------------------------------------------------------
def test_choose(xp):
    def ch(idx, choices, **kw):
        def body(xp):
            c = choices(xp) if callable(choices) else choices
            return xp.choose(host(xp, idx) if isinstance(idx, numpy.ndarray) else idx, c, **kw)
        return body
    three = lambda xp: [make(xp, (2, 3), "int16", seed=i) for i in range(3)]  # noqa: E731
    idx = numpy.array([[0, 1, 2], [2, 1, 0]])
    assert_same_cases(xp, [
        ("basic", ch(idx, three)),
        ("index list", ch([[0, 1, 2], [1, 1, 1]], three)),
        ("broadcast index", ch(numpy.array([[2], [0]]), three)),
        ("broadcast choices", ch(idx, lambda xp: [make(xp, (3,), "float32"), 5,
                                                 make(xp, (2, 1), "int8")])),
        ("python scalar choices", ch([0, 1, 2], [1, 2.5, 3])),
        ("weak int choices", ch(numpy.array([0, 1], "int8"), lambda xp: [host(xp, [1, 2], "int8"),
                                                                        7])),
        ("choices as 2-d array", ch([1, 0, 1], lambda xp: make(xp, (2, 3), "float64"))),
        ("out of range", ch([0, 3], lambda xp: [make(xp, (2,)), make(xp, (2,), seed=1)])),
        ("negative", ch([0, -1], lambda xp: [make(xp, (2,)), make(xp, (2,), seed=1)])),
        ("wrap", ch([0, -1, 5], lambda xp: [make(xp, (3,)), make(xp, (3,), seed=1)], mode="wrap")),
        ("clip", ch([0, -1, 5], lambda xp: [make(xp, (3,)), make(xp, (3,), seed=1)], mode="clip")),
        ("bad mode", ch([0], [[1]], mode="x")),
        ("float index", ch(numpy.array([0.5, 1.0]), [[1, 2], [3, 4]])),
        ("float list index", ch([0.0, 1], [[1, 2], [3, 4]])),
        ("uint8 index", ch(numpy.array([1, 0], "uint8"), [[1, 2], [3, 4]])),
        ("empty choices", ch([0, 1], [])),
        ("empty index", ch(numpy.zeros((0,), int), lambda xp: [make(xp, (0,), layout="empty")])),
        ("0-d index", ch(numpy.array(1), lambda xp: [make(xp, (3,)), make(xp, (3,), seed=2)])),
        ("many choices", ch(numpy.arange(40) % 37, lambda xp: [make(xp, (40,), "int32", seed=i)
                                                               for i in range(37)])),
        ("method", lambda xp: host(xp, [1, 0]).choose([host(xp, [5, 6]), host(xp, [7, 8])])),
    ])


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_choose_dtypes(xp, dtype):
    def body(xp):
        choices = [make(xp, (4, 3), dtype, "T", seed=i) for i in range(4)]
        return xp.choose(make(xp, (3, 4), "int8", kind="nonneg") % 4, choices)
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", ["float64", "complex64", "uint64", "int8", "bool"])
def test_choose_index_scalar_is_cast_safely(xp, dtype):
    """choose makes an array of its index and casts it safely: a scalar index of a reduction
    or an element (a device scalar) as NumPy's scalar (float, complex, uint64: TypeError), not
    converted as a Python value as take's indices are."""
    s = lambda xp: xp.asarray(numpy.array([1], dtype))[0]  # noqa: E731
    assert_same_cases(xp, [
        ("function", lambda xp: xp.choose(s(xp), [5, 6])),
        ("method", lambda xp: s(xp).choose([5, 6])),
        ("array choices", lambda xp: xp.choose(s(xp), xp.asarray([[5, 6], [7, 8]]))),
        ("reduction", lambda xp: xp.asarray(numpy.array([1, 0], dtype)).sum().choose([5, 6])),
    ])


def test_choose_choices_must_be_a_sequence(xp):
    """choices is NumPy's sequence: a scalar (a device scalar too) or a 0-d array is its
    TypeError (not iterable), not one choice."""
    assert_same_cases(xp, [
        ("device scalar", lambda xp: xp.choose(0, xp.asarray([2.0])[0])),
        ("reduction", lambda xp: xp.choose(xp.asarray([0])[0], xp.ones(2).sum())),
        ("0-d array", lambda xp: xp.choose(0, xp.asarray(2.0))),
        ("1-d array", lambda xp: xp.choose(0, xp.asarray([2.0]))),
    ])


def test_choose_out(xp):
    def body(xp, out_dtype, shape=(2,), mode="raise", idx=(0, 1)):
        out = xp.zeros(shape, out_dtype)
        r = xp.choose(list(idx), [host(xp, [1.5, 2.5]), host(xp, [3.5, 4.5])], out=out, mode=mode)
        return r is out, out
    assert_same_cases(xp, [
        ("float out", lambda xp: body(xp, "float64")),
        ("float32 out", lambda xp: body(xp, "float32")),
        ("int out: unsafe", lambda xp: body(xp, "int64")),
        ("wrong shape", lambda xp: body(xp, "float64", shape=(3,))),
        ("raise leaves out", lambda xp: body(xp, "float64", idx=(0, 2))),
        ("wrap", lambda xp: body(xp, "float64", idx=(3, -2), mode="wrap")),
    ])


# --------------------------------------------------------------------------------------------------
# select
# --------------------------------------------------------------------------------------------------
def test_select(xp):
    def body(xp, conds, choices, default=0):
        x = make(xp, (3, 4), "float32")
        cl = [c(xp, x) for c in conds]
        ch = [c(xp, x) if callable(c) else c for c in choices]
        d = default(xp, x) if callable(default) else default
        return xp.select(cl, ch, d)
    lt = lambda xp, x: x < 0          # noqa: E731
    gt = lambda xp, x: x > 2          # noqa: E731
    assert_same_cases(xp, [
        ("two", lambda xp: body(xp, [lt, gt], [lambda xp, x: -x, lambda xp, x: x * 2])),
        ("first wins", lambda xp: body(xp, [lt, lambda xp, x: x < 1], [lambda xp, x: x, 100])),
        ("python scalars stay weak", lambda xp: body(xp, [lt], [1], 2)),
        ("python float choice", lambda xp: body(xp, [lt], [1.5])),
        ("int8 choice, weak default", lambda xp: body(
            xp, [lt], [lambda xp, x: host(xp, [1, 2, 3, 4], "int8")], 5)),
        ("array default", lambda xp: body(xp, [lt], [1], lambda xp, x: make(xp, (4,), "int16"))),
        ("complex default", lambda xp: body(xp, [gt], [lambda xp, x: x], 1j)),
        ("broadcast conditions", lambda xp: body(
            xp, [lambda xp, x: host(xp, [[True], [False], [True]]), lambda xp, x: host(xp, [True] * 4)],
            [lambda xp, x: x, 0])),
        ("0-d choice shape from condition", lambda xp: body(
            xp, [lambda xp, x: host(xp, [True, False])], [7])),
        ("length mismatch", lambda xp: body(xp, [lt, gt], [1])),
        ("empty lists", lambda xp: xp.select([], [])),
        ("non-bool condition", lambda xp: body(xp, [lambda xp, x: host(xp, [1, 0, 1, 0])], [1])),
        ("empty arrays", lambda xp: xp.select([host(xp, numpy.zeros(0, bool))],
                                              [make(xp, (0,), "int8", layout="empty")])),
    ])


@pytest.mark.parametrize("choice_dtype, default, n", [
    ("float32", 1e300, 3), ("float16", 1e10, 3), ("complex64", 1e300j, 3),
    ("float32", 1e300, 0),           # (nothing filled: no cast, no warning)
    ("uint16", -1, 3),               # (a Python int wraps, silently)
    ("float32", 1.5, 3),
])
def test_select_default_cast_warnings(xp, choice_dtype, default, n):
    # (NumPy fills the result with the default cast unsafely: its overflow warns)
    def run(xp):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = xp.select([xp.arange(n) > 0], [xp.arange(n, dtype=choice_dtype)],
                          default=default)
        return (r.dtype, r.shape, numpy.asarray(r.get() if hasattr(r, "get") else r).tolist(),
                sorted({x.category.__name__ for x in w} - {"FallbackWarning"}))
    assert run(xp) == run(numpy)


# --------------------------------------------------------------------------------------------------
# compress / extract / place / putmask
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg"])
def test_compress_extract(xp, dtype, layout):
    def a_(xp):
        return make(xp, (3, 4), dtype, layout) if layout != "T" else make(xp, (4, 3), dtype, "T")
    assert_same_cases(xp, [
        ("flat", lambda xp: xp.compress([1, 0, 1, 1, 0, 0, 1], a_(xp))),
        ("axis 0", lambda xp: xp.compress(host(xp, [False, True, True]), a_(xp), axis=0)),
        ("axis 1 short condition", lambda xp: xp.compress([True, False], a_(xp), axis=1)),
        ("axis -1 long condition, False tail", lambda xp: xp.compress(
            [1, 0, 1, 0, 0, 0], a_(xp), axis=-1)),
        ("long condition, True past the end", lambda xp: xp.compress([0, 0, 0, 0, 1], a_(xp),
                                                                     axis=1)),
        ("float condition", lambda xp: xp.compress(host(xp, [0.5, 0.0, -1.0]), a_(xp), axis=0)),
        ("2-d condition", lambda xp: xp.compress([[1, 0]], a_(xp))),
        ("all False", lambda xp: xp.compress([0, 0, 0], a_(xp), axis=0)),
        ("out", lambda xp: (lambda o: (xp.compress([1, 0, 1], a_(xp), axis=0, out=o), o)[1])(
            xp.zeros((2, 4), dtype))),
        ("method", lambda xp: a_(xp).compress([0, 1], axis=0)),
        ("extract", lambda xp: xp.extract(a_(xp) != 0, a_(xp))),
        ("extract int condition", lambda xp: xp.extract(make(xp, (3, 4), "int8", kind="small"),
                                                        a_(xp))),
        ("extract short condition", lambda xp: xp.extract([[1, 0], [0, 1]], a_(xp))),
        ("extract long condition", lambda xp: xp.extract(host(xp, [0] * 12 + [1]), a_(xp))),
        ("extract long condition, False tail", lambda xp: xp.extract(host(xp, [1] + [0] * 14),
                                                                     a_(xp))),
    ])


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_place_putmask(xp, dtype, layout):
    def a_(xp):
        return make(xp, (3, 4), dtype, layout) if layout != "T" else make(xp, (4, 3), dtype, "T")
    mask = numpy.array([[1, 0, 0, 1], [1, 1, 0, 0], [0, 0, 0, 1]], bool)
    vals = lambda xp: make(xp, (3,), dtype, seed=5)  # noqa: E731

    def run(fn, m, v):
        def body(xp):
            a = a_(xp)
            mm = host(xp, m) if isinstance(m, numpy.ndarray) else m
            return fn(xp)(a, mm, v(xp) if callable(v) else v), a
        return body
    place = lambda xp: xp.place        # noqa: E731
    putmask = lambda xp: xp.putmask    # noqa: E731
    assert_same_cases(xp, [
        ("place", run(place, mask, vals)),
        ("place scalar", run(place, mask, 1)),
        ("place list cycles", run(place, mask, [1, 0])),
        ("place no True", run(place, numpy.zeros((3, 4), bool), [])),
        ("place empty values", run(place, mask, [])),
        ("place float mask", run(place, mask.astype(float), [1])),
        ("place size mismatch", run(place, mask[:2], [1])),
        ("place flat mask", run(place, mask.ravel(), [1, 0])),
        ("putmask", run(putmask, mask, vals)),
        ("putmask scalar", run(putmask, mask, 1)),
        ("putmask values by position", run(putmask, mask, lambda xp: make(xp, (12,), dtype, seed=6))),
        ("putmask values repeat", run(putmask, mask, [1, 0, 1, 1, 0])),
        ("putmask 2-d values", run(putmask, mask, lambda xp: make(xp, (3, 4), dtype, "T", seed=7))),
        ("putmask empty values", run(putmask, mask, [])),
        ("putmask int mask", run(putmask, mask.astype("int8"), 1)),
        ("putmask size mismatch", run(putmask, mask[:2], 1)),
        ("putmask flat mask", run(putmask, mask.ravel(), 0)),
    ])


def test_place_putmask_not_an_array_messages(xp):
    # a list as the target: NumPy's own TypeError messages
    for name in ("place", "putmask"):
        msgs = []
        for m in (numpy, xp):
            with pytest.raises(TypeError) as e:
                getattr(m, name)([1, 2], [True, False], [3])
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1], (name, msgs)


def test_mode_near_misses_and_scalar_choose(xp):
    # NumPy's clipmode parser: a string starting with c/r/w that is not exact has its own message;
    # a 0-d choose is NumPy's scalar
    for mode in ("WRAP", "w", "clipx", "Raise", "x", ""):
        for f in (lambda m: m.take(m.arange(3), [5], mode=mode),
                  lambda m: m.choose([5], [[1], [2]], mode=mode),
                  lambda m: m.put(m.arange(3), [5], 0, mode=mode)):
            msgs = []
            for m in (numpy, xp):
                with pytest.raises(ValueError) as e:
                    f(m)
                msgs.append(str(e.value))
            assert msgs[0] == msgs[1], (mode, msgs)
    for f in (lambda m: m.choose(1, [1, 2]), lambda m: m.choose(m.int64(1), [m.array(1), 2.5]),
              lambda m: m.choose(0, [m.array(5)])):
        assert repr(f(xp)) == repr(f(numpy))


def test_place_putmask_casting(xp):
    def run(fn, a_dtype, v):
        def body(xp):
            a = xp.zeros(3, a_dtype)
            return getattr(xp, fn)(a, [True, False, True], v(xp) if callable(v) else v), a
        return body
    assert_same_cases(xp, [
        ("putmask float64 array into float32", run("putmask", "float32", lambda xp: host(xp, [1.5]))),
        ("putmask int8 array into int64", run("putmask", "int64", lambda xp: host(xp, [3], "int8"))),
        ("putmask python float into int", run("putmask", "int64", 1.5)),
        ("putmask python int overflow", run("putmask", "int8", 300)),
        ("putmask complex list into int", run("putmask", "int64", [1.5j])),
        ("place int64 array into int8", run("place", "int8", lambda xp: host(xp, [3]))),
        ("place complex array into float", run("place", "float64", lambda xp: host(xp, [1j]))),
        ("place list into int", run("place", "int16", [1.7, 2])),
        ("putmask list target", lambda xp: xp.putmask([1, 2, 3], [True, False, True], 0)),
        ("place list target", lambda xp: xp.place([1, 2, 3], [True, False, True], [0])),
    ])


def test_place_putmask_0d_array_refused_message(xp):
    """A 0-d array refused by the 'safe' rule is a "scalar" in NumPy's message."""
    def body(xp):
        out = []
        for fn in (xp.putmask, xp.place):
            for v in (xp.asarray(300), xp.asarray([300])):
                try:
                    fn(xp.zeros(3, "i1"), [True, False, True], v)
                except TypeError as e:
                    out.append(str(e))
        return out
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# diagonal / fill_diagonal
# --------------------------------------------------------------------------------------------------
def diag_info(xp, d, a):
    return {"d": d, "writeable": d.flags.writeable, "shape": d.shape}


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_diagonal(xp, dtype, layout):
    def a_(xp):
        if layout == "0d":
            return make(xp, (), dtype, "0d")
        return make(xp, (3, 4, 5), dtype, layout)
    offsets = [0, 1, 2, -1, -2, 4, -3, 7, -8]
    cases = [("offset %d" % k, (lambda k: lambda xp: diag_info(xp, xp.diagonal(a_(xp), k), None))(k))
             for k in offsets]
    cases += [
        ("axes 1 2", lambda xp: xp.diagonal(a_(xp), 1, 1, 2)),
        ("axes 2 0", lambda xp: xp.diagonal(a_(xp), -1, axis1=2, axis2=0)),
        ("axes -1 -2", lambda xp: xp.diagonal(a_(xp), 2, -1, -2)),
        ("same axes", lambda xp: xp.diagonal(a_(xp), 0, 1, 1)),
        ("axis out of range", lambda xp: xp.diagonal(a_(xp), 0, 0, 3)),
        ("method", lambda xp: a_(xp).diagonal(1, 2, 1)),
        ("read-only", lambda xp: xp.diagonal(a_(xp)).__setitem__(0, 1)),
        ("1-d", lambda xp: xp.diagonal(make(xp, (4,), dtype))),
    ]
    assert_same_cases(xp, cases)


def test_diagonal_reads_its_ints_before_the_array(xp):
    """diagonal's offset, axis1 and axis2 are C ints read before the array is looked at: a
    float or an array among them is their TypeError also for an array of fewer than 2 axes."""
    assert_same_cases(xp, [
        ("0-d, float offset", lambda xp: xp.diagonal(xp.asarray(2.0), 1.5)),
        ("1-d, float axis1", lambda xp: xp.diagonal(xp.ones(3), 0, 1.0)),
        ("1-d, array offset", lambda xp: xp.diagonal(xp.ones(3), xp.ones(2))),
        ("scalar, float scalar offset", lambda xp: xp.diagonal(xp.ones(2).sum(), xp.ones(2).sum())),
        ("method of 0-d", lambda xp: xp.asarray(2.0).diagonal(axis2=numpy.float64(1))),
        ("1-d, int offset", lambda xp: xp.diagonal(xp.ones(3), 1)),
        ("bool offset", lambda xp: xp.diagonal(xp.ones((3, 3)), True)),
        ("NumPy bool offset", lambda xp: xp.diagonal(xp.ones((3, 3)), numpy.True_)),
    ])


def test_diagonal_is_a_view(xp):
    def body(xp):
        a = make(xp, (4, 4))
        d = xp.diagonal(a, 1)
        a[0, 1] = 100.0          # writes through the view
        return d, d.base is not None
    assert_same(xp, body)


@pytest.mark.parametrize("args", [(0, 0, 3), (0, 3, 0), (0, 1, -4), (1, -4, 1)])
def test_diagonal_axis_errors_name_the_axis(gp, args):
    # NumPy's AxisError says which of the two axes is out of range: "axis2: axis 3 is ..."
    def message(xp):
        a = xp.zeros((2, 3, 4))
        with pytest.raises(numpy.exceptions.AxisError) as info:
            xp.diagonal(a, *args)
        with pytest.raises(numpy.exceptions.AxisError) as info_trace:
            xp.trace(a, *args)
        return str(info.value), str(info_trace.value)
    assert message(gp) == message(numpy)


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_fill_diagonal(xp, dtype, layout):
    def fill(shape, val, wrap=False):
        def body(xp):
            base = shape[::-1] if layout == "T" else shape
            a = make(xp, base, dtype, layout)
            v = val(xp) if callable(val) else val
            return xp.fill_diagonal(a, v, wrap=wrap), a
        return body
    assert_same_cases(xp, [
        ("square", fill((4, 4), 1)),
        ("wide", fill((3, 5), 1)),
        ("tall", fill((7, 3), 1)),
        ("tall wrap", fill((7, 3), 1, wrap=True)),
        ("tall wrap values cycle", fill((9, 2), [1, 0, 1, 1], wrap=True)),
        ("tall wrap, partial run", fill((8, 3), lambda xp: make(xp, (6,), dtype, seed=2), wrap=True)),
        ("wide wrap", fill((3, 5), 1, wrap=True)),
        ("values cycle", fill((4, 4), [1, 0])),
        ("device values", fill((4, 4), lambda xp: make(xp, (4,), dtype, seed=3))),
        ("2-d values", fill((4, 4), lambda xp: make(xp, (2, 2), dtype, seed=4))),
        ("empty values", fill((4, 4), [])),
        ("3-d cube", fill((3, 3, 3), 0)),
        ("3-d not a cube", fill((3, 3, 2), 0)),
        ("1-d", fill((4,), 0)),
        ("empty matrix", fill((0, 3), 1)),
    ])


def test_fill_diagonal_values(xp):
    def fill(dtype, val):
        def body(xp):
            a = make(xp, (3, 3), dtype)
            return xp.fill_diagonal(a, val(xp) if callable(val) else val), a
        return body
    assert_same_cases(xp, [
        ("python float into int", fill("int64", 1.7)),
        ("python int overflow", fill("int8", 300)),
        ("python complex into float", fill("float64", 1j)),
        ("complex array into float", fill("float64", lambda xp: host(xp, [1j, 2]))),
        ("int64 array wraps into int8", fill("int8", lambda xp: host(xp, [300]))),
        ("NumPy's float64 NaN into int8 (cast)", fill("int8", numpy.float64(numpy.nan))),
        ("NumPy's int64 wraps into int8", fill("int8", numpy.int64(300))),
        ("a reduction's NaN into int8 (cast)", fill("int8", lambda xp: xp.asarray([numpy.nan]).sum())),
        ("read-only", lambda xp: xp.fill_diagonal(xp.broadcast_to(make(xp, (3,)), (3, 3)), 0)),
    ])


# --------------------------------------------------------------------------------------------------
# ix_
# --------------------------------------------------------------------------------------------------
def test_ix(xp):
    assert_same_cases(xp, [
        ("lists", lambda xp: xp.ix_([1, 2], [0, 3, 1])),
        ("bool", lambda xp: xp.ix_([True, False, True], host(xp, [1, 0]))),
        ("device int8", lambda xp: xp.ix_(host(xp, [2, 0], "int8"))),
        ("empty list is intp", lambda xp: xp.ix_([], [1])),
        ("float array kept", lambda xp: xp.ix_(host(xp, [1.5, 2.5]))),
        ("2-d", lambda xp: xp.ix_([[1]])),
        ("none", lambda xp: xp.ix_()),
        ("used to index", lambda xp: make(xp, (4, 5))[xp.ix_([3, 0], [True, False, True, True,
                                                                      False])]),
    ])


# --------------------------------------------------------------------------------------------------
# unravel_index / ravel_multi_index
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("order", ["C", "F"])
def test_unravel_index(xp, order):
    assert_same_cases(xp, [
        ("list", lambda xp: xp.unravel_index([0, 5, 11, 7], (3, 4), order=order)),
        ("scalar", lambda xp: xp.unravel_index(22, (7, 6), order=order)),
        ("device int8", lambda xp: xp.unravel_index(host(xp, [[1, 5], [2, 3]], "int8"), (2, 3),
                                                    order=order)),
        ("uint64", lambda xp: xp.unravel_index(host(xp, [59], "uint64"), (3, 4, 5), order=order)),
        ("int shape", lambda xp: xp.unravel_index([1, 5], 6, order=order)),
        ("empty shape", lambda xp: xp.unravel_index(0, (), order=order)),
        ("empty array", lambda xp: xp.unravel_index(host(xp, [], "intp"), (2, 3), order=order)),
        ("empty list", lambda xp: xp.unravel_index([], (2, 3), order=order)),
        ("bool", lambda xp: xp.unravel_index(True, (3,), order=order)),
        ("negative", lambda xp: xp.unravel_index([-1], (3, 4), order=order)),
        ("too large", lambda xp: xp.unravel_index([12], (3, 4), order=order)),
        ("float", lambda xp: xp.unravel_index(1.0, (3, 4), order=order)),
        ("float array", lambda xp: xp.unravel_index(host(xp, [1.0]), (3, 4), order=order)),
        ("zero dim", lambda xp: xp.unravel_index([0], (0, 3), order=order)),
    ])



def test_unravel_index_layout(xp):
    # (NumPy's coordinates are views of one intp array of the indices' shape + (ndim,): in the
    # indices' memory order, the coordinates innermost, so each is strided by ndim)
    def body(xp):
        a = xp.arange(24).reshape(4, 6)
        cases = [xp.unravel_index([1, 5, 7], (2, 4)), xp.unravel_index(a, (4, 6)),
                 xp.unravel_index(xp.asfortranarray(a), (2, 3, 4)),
                 xp.unravel_index(a[::-1, ::2], (24,)), xp.unravel_index(a.T[::2], (6, 4), order="F"),
                 xp.unravel_index(a[:, :1], (3, 8, 1)), xp.unravel_index(xp.arange(0), (2, 3)),
                 xp.unravel_index(xp.zeros((3, 0), int).T, (2, 3))]
        return [(c, c.strides, c.flags.owndata, c.flags.writeable) for r in cases for c in r]
    assert_same(xp, body)

def test_unravel_index_out_of_bounds_message(xp):
    # NumPy names the first index out of bounds
    def message(xp, idx, shape):
        try:
            xp.unravel_index(idx, shape)
        except ValueError as e:
            return str(e)
    assert_same_cases(xp, [
        ("scalar", lambda xp: message(xp, 7, (2, 3))),
        ("second of a list", lambda xp: message(xp, [1, 7, -2], (2, 3))),
        ("negative in 2-d", lambda xp: message(xp, xp.asarray([[1, 2], [-5, 9]]), (2, 3))),
        ("empty shape", lambda xp: message(xp, [0], (0, 3))),
    ])


def test_unravel_order(xp):
    assert_same_cases(xp, [
        ("bad order", lambda xp: xp.unravel_index([1], (2, 3), order="X")),
        ("order A", lambda xp: xp.unravel_index([1], (2, 3), order="A")),
    ])


def _error(fn):
    try:
        fn()
    except Exception as e:
        return type(e).__name__, str(e)
    return None


@pytest.mark.parametrize("name, call", [
    # (NumPy's order of checks: the shape's size, the indices' type, then 'C' or 'F')
    ("float index order A", lambda xp: xp.unravel_index(2.0, (3, 4), order="A")),
    ("empty list order A", lambda xp: xp.unravel_index([], (3,), order="A")),
    ("out of bounds order A", lambda xp: xp.unravel_index(50, (3, 4), order="A")),
    ("bad order name float index", lambda xp: xp.unravel_index(2.0, (3,), order="X")),
    ("negative shape", lambda xp: xp.unravel_index(1, (-1,))),
    ("negative shape float index", lambda xp: xp.unravel_index(2.0, (-1,))),
    ("negative shape empty list", lambda xp: xp.unravel_index([], (-1,))),
    ("negative shapes product", lambda xp: xp.unravel_index(1, (-1, -1, -1))),
    ("negative shape product -3", lambda xp: xp.unravel_index(1, (-1, 3))),
    # (ravel_multi_index: the clip modes before the order, the order before the coordinates)
    ("ravel bad mode order A", lambda xp: xp.ravel_multi_index(([1], [1]), (3, 4), mode="x",
                                                               order="A")),
    ("ravel mode count order A", lambda xp: xp.ravel_multi_index(([1], [2]), (3, 4),
                                                                 mode=("clip",), order="A")),
    ("ravel coord count order A", lambda xp: xp.ravel_multi_index(([1],), (3, 4), order="A")),
    # (ravel_multi_index: the dims' size (multiplied out in order) before the coordinates,
    # their type before the shape's zeros and negative lengths)
    ("ravel huge dims, coord count", lambda xp: xp.ravel_multi_index((1, 2, 0), (2**40, 2**40),
                                                                     order="F")),
    ("ravel huge dims then 0, F", lambda xp: xp.ravel_multi_index(([1], [1], [0]),
                                                                  (2**40, 2**40, 0), order="F")),
    ("ravel float coords, negative dim", lambda xp: xp.ravel_multi_index(([1.5], [2]), (-1, 3))),
    ("ravel empty list, negative dim", lambda xp: xp.ravel_multi_index(([], []), (0, -1))),
    ("ravel zero and negative dims", lambda xp: xp.ravel_multi_index(([1], [2]), (0, -1))),
    ("ravel negative dim raise", lambda xp: xp.ravel_multi_index(([1], [2]), (-1, 3))),
])
def test_unravel_ravel_check_order(xp, name, call):
    assert _error(lambda: call(xp)) == _error(lambda: call(numpy))


@pytest.mark.parametrize("coords, dims, mode, order", [
    # (a negative length: NumPy's C arithmetic of wrap and clip)
    (([1], [2]), (-1, 3), "wrap", "C"),
    (([1], [2]), (-1, 3), "clip", "C"),
    (([[-5], [4]], [0, 1, 7]), (-3, 4), ("wrap", "clip"), "F"),
    ((1, 2), (-3, 3), ("clip", "wrap"), "C"),
    (([], []), (-1, 3), "wrap", "C"),
    (([1], [1], [0]), (2**40, 2**40, 0), "raise", "C"),
], ids=str)
def test_ravel_multi_index_negative_and_huge_dims(xp, coords, dims, mode, order):
    def body(xp):
        cs = tuple(xp.asarray(numpy.array(c, dtype=numpy.intp)) for c in coords)
        return xp.ravel_multi_index(cs, dims, mode=mode, order=order)
    assert_same(xp, body)


@pytest.mark.parametrize("order", ["C", "F"])
def test_ravel_multi_index(xp, order):
    def rmi(coords, dims, **kw):
        def body(xp):
            cs = tuple(c(xp) if callable(c) else c for c in coords)
            return xp.ravel_multi_index(cs, dims, order=order, **kw)
        return body
    assert_same_cases(xp, [
        ("lists", rmi(([1, 0, 2], [3, 1, 0]), (3, 4))),
        ("scalars", rmi((1, 2), (3, 4))),
        ("device int16", rmi((lambda xp: host(xp, [[1], [2]], "int16"), lambda xp: host(xp, [0, 3])),
                             (3, 4))),
        ("3-d", rmi(([1, 2], [0, 3], [4, 4]), (3, 4, 5))),
        ("out of range", rmi(([1], [4]), (3, 4))),
        ("negative", rmi(([-1], [0]), (3, 4))),
        ("wrap", rmi(([-1, 7], [9, -9]), (3, 4), mode="wrap")),
        ("clip", rmi(([-1, 7], [9, -9]), (3, 4), mode="clip")),
        ("per-axis modes", rmi(([-1, 7], [9, -9]), (3, 4), mode=("clip", "wrap"))),
        ("wrong number of modes", rmi(([1], [1]), (3, 4), mode=("clip",))),
        ("bad mode", rmi(([1], [1]), (3, 4), mode="x")),
        ("wrong number of coords", rmi(([1],), (3, 4))),
        ("float coords", rmi((lambda xp: host(xp, [1.0]), [1]), (3, 4))),
        ("bool coords", rmi(([True], [1]), (3, 4))),
        ("zero dim", rmi(([1], [1]), (2, 0))),
        ("negative dim", rmi(([1], [1]), (2, -1))),
        ("huge dims", rmi(([1], [1]), (2**40, 2**40))),
        ("empty", rmi((), ())),
        ("empty coords", rmi((lambda xp: host(xp, [], "intp"), lambda xp: host(xp, [], "intp")),
                             (3, 4))),
        ("round trip", lambda xp: xp.ravel_multi_index(xp.unravel_index(host(xp, [0, 7, 59]),
                                                                        (3, 4, 5), order=order),
                                                       (3, 4, 5), order=order)),
    ])


# --------------------------------------------------------------------------------------------------
# index generators
# --------------------------------------------------------------------------------------------------
def test_diag_indices(xp):
    assert_same_cases(xp, [
        ("n 4", lambda xp: xp.diag_indices(4)),
        ("ndim 3", lambda xp: xp.diag_indices(2, 3)),
        ("n 0", lambda xp: xp.diag_indices(0)),
        ("from", lambda xp: xp.diag_indices_from(make(xp, (3, 3, 3)))),
        ("from not square", lambda xp: xp.diag_indices_from(make(xp, (3, 4)))),
        ("from 1-d", lambda xp: xp.diag_indices_from(make(xp, (3,)))),
        ("indexing", lambda xp: (lambda a: (a.__setitem__(xp.diag_indices_from(a), 0), a)[1])(
            make(xp, (4, 4), "int32"))),
    ])


def test_tri_indices_layout(xp):
    # (tril/triu_indices: each its own contiguous array, as NumPy's masked gathers give;
    # mask_indices: nonzero's strided views, as NumPy's nonzero gives)
    def body(xp):
        rs = [*xp.triu_indices(4), *xp.tril_indices(3, 1, 5), *xp.triu_indices_from(xp.ones((3, 2))),
              *xp.tril_indices_from(xp.ones((2, 4)), -1), *xp.mask_indices(3, xp.triu)]
        return [(r, r.strides, r.flags.c_contiguous, r.flags.owndata) for r in rs]
    assert_same(xp, body)


@pytest.mark.parametrize("k", [0, 1, -1, 3, -5, 9])
def test_tri_indices(xp, k):
    assert_same_cases(xp, [
        ("tril n", lambda xp: xp.tril_indices(4, k)),
        ("triu n", lambda xp: xp.triu_indices(4, k)),
        ("tril n m", lambda xp: xp.tril_indices(3, k=k, m=5)),
        ("triu n m", lambda xp: xp.triu_indices(5, k=k, m=2)),
        ("tril 0", lambda xp: xp.tril_indices(0, k)),
        ("tril_from", lambda xp: xp.tril_indices_from(make(xp, (3, 6)), k)),
        ("triu_from", lambda xp: xp.triu_indices_from(make(xp, (6, 3)), k=k)),
        ("tril_from 3-d", lambda xp: xp.tril_indices_from(make(xp, (2, 2, 2)), k)),
        ("triu_from 1-d", lambda xp: xp.triu_indices_from(make(xp, (3,)), k)),
        ("mask_indices triu", lambda xp: xp.mask_indices(4, xp.triu, k)),
        ("mask_indices tril", lambda xp: xp.mask_indices(3, xp.tril, k)),
        ("used to index", lambda xp: make(xp, (4, 4), "int16")[xp.triu_indices(4, k)]),
    ])


def _with_warnings(f):
    def body(xp):
        import warnings
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = f(xp)
        return r, [(x.category.__name__, str(x.message)) for x in w]
    return body


def test_tri_sizes_of_integer_scalar_types(xp):
    """NumPy integer scalars as sizes and diagonals (unsigned ones too: k - 1 must not wrap or
    overflow as NumPy 2.4 did); NumPy 2.5 warns for other numbers (2.4 takes them silently)."""
    u8, u64, i8, f32 = numpy.uint8, numpy.uint64, numpy.int8, numpy.float32
    assert_same_cases(xp, [
        ("triu uint", _with_warnings(lambda xp: xp.triu_indices(u64(4), m=u8(4)))),
        ("tril uint", _with_warnings(lambda xp: xp.tril_indices(u64(3), k=i8(-1), m=u8(4)))),
        ("tri uint", _with_warnings(lambda xp: xp.tri(u8(3), u8(2), u8(1)))),
        ("tri int8 k", _with_warnings(lambda xp: xp.tri(u8(3), u8(2), i8(-1)))),
        ("tri float N", _with_warnings(lambda xp: xp.tri(3.0, 2))),
        ("triu float k", _with_warnings(lambda xp: xp.triu_indices(3, 1.0))),
        ("triu float32 k", _with_warnings(lambda xp: xp.triu_indices(3, f32(1.0)))),
        ("tri str k", _with_warnings(lambda xp: xp.tri(3, 2, "a"))),
    ])


def test_host_targets(gp):
    """NumPy arrays written in place with gpnumpy arguments (through __array_function__)."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        a = numpy.zeros(4)
        numpy.put(a, gp.asarray([1, 3]), gp.asarray([5.0, 6.0]))
        assert a.tolist() == [0, 5, 0, 6]
        numpy.putmask(a, gp.asarray([True, False, False, False]), 7.0)
        assert a.tolist() == [7, 5, 0, 6]
        numpy.place(a, gp.asarray([False, False, True, False]), gp.asarray([9.0]))
        assert a.tolist() == [7, 5, 9, 6]
        m = numpy.zeros((2, 2))
        gp.fill_diagonal(m, 1)
        assert m.tolist() == [[1, 0], [0, 1]]


_READ_ONLY_WRITES = [
    ("setitem", lambda xp, a: a.__setitem__(0, 1)),
    ("sort", lambda xp, a: a.sort()),
    ("partition", lambda xp, a: a.partition(1)),
    ("put", lambda xp, a: xp.put(a, [0], 1)),
    ("putmask", lambda xp, a: xp.putmask(a, a > 0, 1)),
    ("place", lambda xp, a: xp.place(a, a > 0, [1])),
    ("fill_diagonal", lambda xp, a: xp.fill_diagonal(a, 1)),
    ("flat", lambda xp, a: a.flat.__setitem__(0, 1)),
    ("byteswap", lambda xp, a: a.byteswap(inplace=True)),
    ("ufunc.at", lambda xp, a: xp.add.at(a, [0], 1)),
    ("take out", lambda xp, a: xp.take(xp.arange(3.0), [0, 1, 2], out=a[0])),
    ("choose out", lambda xp, a: xp.choose([0, 0, 0], [xp.arange(3.0)], out=a[0])),
    ("sum out", lambda xp, a: a.sum(axis=0, out=a[0])),
    ("mean out", lambda xp, a: a.mean(axis=0, out=a[0])),
    ("cumsum out", lambda xp, a: xp.cumsum(a, out=a)),
    ("argmax out", lambda xp, a: a.argmax(axis=0, out=xp.broadcast_to(xp.arange(3), (3,)))),
    ("dot out", lambda xp, a: xp.dot(xp.eye(3), xp.eye(3), out=a)),
    ("einsum out", lambda xp, a: xp.einsum("ij->i", xp.eye(3), out=a[0])),
]


@pytest.mark.parametrize("label,write", _READ_ONLY_WRITES, ids=[c[0] for c in _READ_ONLY_WRITES])
def test_writes_into_read_only_arrays(xp, label, write):
    # each function's own NumPy message; nothing is written (a broadcast view of a row)
    def body(xp):
        row = xp.arange(3.0)
        a = xp.broadcast_to(row, (3, 3))
        try:
            write(xp, a)
            return "no error", row
        except ValueError as e:
            return str(e), row


def test_unravel_index_and_choose_messages(xp):
    """unravel_index names the first index out of bounds; choose broadcasts the choices
    before the index array (NumPy's message numbers them so)."""
    def body(xp):
        out = []
        for f in (lambda: xp.unravel_index([3, 20, 30], (3, 4)), lambda: xp.unravel_index(-1, (3, 4)),
                  lambda: xp.unravel_index(xp.asarray([[1], [13]]), (3, 4)),
                  lambda: xp.unravel_index(0, (0,)),
                  lambda: xp.choose([0, 1], [xp.zeros(4), xp.zeros(2)]),
                  lambda: xp.choose(xp.zeros(3, dtype=int), [xp.zeros(4), xp.zeros(4)])):
            try:
                f()
                out.append("ok")
            except ValueError as exc:
                out.append(str(exc))
        return out
    assert_same(xp, body)


def test_choose_operand_limit(xp):
    """NumPy iterates choose's choices with its index array, at most 64 operands: 63 choices
    are taken, 64 are refused (a list, or the rows of an array), and that refusal comes after
    the index array's cast but before shapes and entries are checked."""
    def body(xp):
        out = []
        for f in (lambda: xp.choose([0, 62], [[1, 2]] * 63),
                  lambda: xp.choose([0, 1], [[1, 2]] * 64),
                  lambda: xp.choose([0, 1], xp.zeros((64, 2))),
                  lambda: xp.choose(xp.asarray([0, 1]), [xp.arange(2)] * 70, mode="clip"),
                  lambda: xp.asarray([0, 1]).choose([[1, 2]] * 64),
                  lambda: xp.choose([0, 99], [[1, 2]] * 64),
                  lambda: xp.choose([0, 1], [[1, 2]] * 64 + [[1, 2, 3]]),
                  lambda: xp.choose([0, 1.5], [[1, 2]] * 64)):
            try:
                out.append(f())
            except (TypeError, ValueError) as exc:
                out.append("%s: %s" % (type(exc).__name__, exc))
        return out
    assert_same(xp, body)


def test_grids_and_concatenators(xp):
    # mgrid/ogrid/r_/c_ give device arrays (they were NumPy's objects, whose results were
    # host arrays), with NumPy's dtypes, directives and errors
    assert_same_cases(xp, [
        ("mgrid 2-d", lambda xp: xp.mgrid[0:3, 0:2]),
        ("mgrid complex step", lambda xp: xp.mgrid[-1:1:5j]),
        ("mgrid mixed", lambda xp: xp.mgrid[0:1:3j, 0:4:2]),
        ("mgrid float step", lambda xp: xp.mgrid[0:2.5:0.5]),
        ("mgrid empty", lambda xp: xp.mgrid[0:0]),
        ("mgrid complex64 step", lambda xp: xp.mgrid[0.1:0.3:numpy.complex64(3j), ]),
        ("mgrid complex64 step 1-d", lambda xp: xp.mgrid[0.1:0.3:numpy.complex64(3j)]),
        ("ogrid", lambda xp: xp.ogrid[0:3, 0:4]),
        ("ogrid 1-d", lambda xp: xp.ogrid[0:1:4j]),
        ("r_ arrays and scalars", lambda xp: xp.r_[1:4, 0, 8, xp.arange(2, dtype="int16")]),
        ("r_ complex step", lambda xp: xp.r_[-1:1:5j, [9.5]]),
        ("r_ scalar dtype", lambda xp: xp.r_[xp.arange(3, dtype="float32"), 2.5]),
        ("r_ axis ndmin", lambda xp: xp.r_["0,2", [1, 2], xp.arange(2)]),
        ("r_ trans1d", lambda xp: xp.r_["1,2,0", [1, 2], [3, 4]]),
        ("r_ last axis", lambda xp: xp.r_["-1", make(xp, (2, 3)), make(xp, (2, 3))]),
        ("r_ overflow", lambda xp: xp.r_[xp.arange(2, dtype="uint8"), 300]),
        ("r_ bad directive", lambda xp: xp.r_["x", 1]),
        ("r_ directive not first", lambda xp: xp.r_[1, "0"]),
        ("c_", lambda xp: xp.c_[xp.ones(3), make(xp, (3,)), make(xp, (3, 2))]),
        ("c_ rows", lambda xp: xp.c_[make(xp, (1, 3)), 0, 0, make(xp, (1, 3))]),
    ])


def test_grids_and_concatenators_host_dtypes(xp):
    # longdouble bounds: NumPy's host arrays, as gpnumpy's arange/indices give for that dtype
    ld, cld = numpy.longdouble, numpy.clongdouble
    assert_same_cases(xp, [
        ("mgrid longdouble", lambda xp: xp.mgrid[ld(0.1):ld(0.33):ld(0.1)]),
        ("mgrid longdouble 2-d", lambda xp: xp.mgrid[ld(0.1):ld(0.33):ld(0.1), 0:2]),
        ("mgrid clongdouble step", lambda xp: xp.mgrid[0.1:0.3:cld(3.3j)]),
    ], expect_host=True)


def test_put_checks_read_only_then_empty_before_the_values(xp):
    """put: NumPy checks the array is writeable, then that an index into an empty array
    refuses, before it converts the indices or looks at the values."""
    ro = lambda xp: xp.broadcast_to(xp.zeros(2, "int8"), (2,))  # noqa: E731

    def written(xp, ind, v):
        b = xp.zeros(3, "int8")
        b.put(ind, v)
        return b
    assert_same_cases(xp, [
        ("read-only, value out of range", lambda xp: ro(xp).put([0], 300)),
        ("read-only, float index", lambda xp: ro(xp).put([0.5], 1)),
        ("read-only, no index", lambda xp: ro(xp).put([], 300)),
        ("empty, value out of range", lambda xp: xp.zeros(0, "int8").put([0], 300, mode="clip")),
        ("empty, float index", lambda xp: xp.zeros(0, "int8").put([0.5], 300)),
        ("empty, array index", lambda xp: xp.zeros(0, "int8").put(xp.array([1]), 1)),
        ("empty, no index", lambda xp: xp.zeros(0, "int8").put([], 300)),
        ("value out of range", lambda xp: written(xp, [5], 300)),
        ("float index list", lambda xp: written(xp, [0.5], 1)),
    ])
