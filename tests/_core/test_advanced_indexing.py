"""Advanced indexing: integer arrays, boolean masks, their mixtures with basic indices, assignment,
ufunc.at, nonzero/flatnonzero/argwhere and where (1 and 3 arguments)."""
import warnings

import numpy
import pytest

import gpnumpy
from gpnumpy.testing._xp import (ALL_DTYPES, assert_same, assert_same_cases,  # noqa: F401
                                 is_cuda_device, make, short)


def _idx(xp, values, dtype="int64"):
    return xp.asarray(numpy.asarray(values, dtype=dtype))


GET_KEYS = [
    ("list", lambda xp: [0, 2, -1, 2]),
    ("int array", lambda xp: _idx(xp, [3, 0, 0, -4])),
    ("int32 array", lambda xp: _idx(xp, [[1, 2], [0, 3]], "int32")),
    ("uint8 array", lambda xp: _idx(xp, [1, 1, 0], "uint8")),
    ("two arrays", lambda xp: (_idx(xp, [0, 1, 3]), _idx(xp, [4, 0, 2]))),
    ("broadcast arrays", lambda xp: (_idx(xp, [[0], [3]]), _idx(xp, [1, 2, 4]))),
    ("array slice", lambda xp: (_idx(xp, [2, 0]), slice(1, None, 2))),
    ("slice array", lambda xp: (slice(None, None, -1), _idx(xp, [4, 0]))),
    ("int array (int first)", lambda xp: (1, _idx(xp, [4, 0, 2]))),
    ("array int", lambda xp: (_idx(xp, [3, 0]), -1)),
    ("newaxis array", lambda xp: (None, _idx(xp, [1, 2]), slice(None))),
    ("ellipsis array", lambda xp: (Ellipsis, _idx(xp, [0, 4]))),
    ("bool rows", lambda xp: xp.asarray(numpy.array([True, False, True, True]))),
    ("bool list", lambda xp: [True, False, False, True]),
    ("bool full", lambda xp: xp.asarray(numpy.arange(20).reshape(4, 5) % 3 == 0)),
    ("bool cols", lambda xp: (slice(None), xp.asarray(numpy.array([1, 0, 1, 1, 0], bool)))),
    ("bool and array", lambda xp: (xp.asarray(numpy.array([1, 0, 1, 1], bool)), _idx(xp, [0, 4, 1]))),
    ("0-d True", lambda xp: True),
    ("0-d False", lambda xp: False),
    ("0-d bool array", lambda xp: xp.asarray(numpy.bool_(True))),
    ("empty list", lambda xp: []),
    ("empty int array", lambda xp: _idx(xp, numpy.zeros((0, 2), int))),
    ("all false", lambda xp: xp.zeros((4, 5), bool)),
    ("bool with a zero-length axis", lambda xp: xp.zeros((4, 0), bool)),
    ("bool zero-length first axis", lambda xp: xp.zeros((0,), bool)),
    ("2-d int array", lambda xp: _idx(xp, [[0, 1], [3, 3]])),
]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_getitem_forms(xp, dtype):
    cases = [(name, lambda xp, key=key: make(xp, (4, 5), dtype, seed=2)[key(xp)])
             for name, key in GET_KEYS]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("layout", ["T", "neg", "slice"])
def test_getitem_layouts(xp, layout):
    cases = [(name, lambda xp, key=key: make(xp, (4, 5), "float32", layout, seed=2)[key(xp)])
             for name, key in GET_KEYS if "bool full" not in name and "all false" not in name]
    assert_same_cases(xp, cases)


def test_getitem_placement_of_advanced_axes(xp):
    a = lambda xp: make(xp, (3, 4, 5, 6), "int32", seed=1)  # noqa: E731
    cases = [
        ("adjacent", lambda xp: a(xp)[:, _idx(xp, [0, 2]), _idx(xp, [1, 3]), :]),
        ("separated", lambda xp: a(xp)[_idx(xp, [0, 2]), :, _idx(xp, [1, 3])]),
        ("int separated", lambda xp: a(xp)[0, :, _idx(xp, [1, 3])]),
        ("int adjacent", lambda xp: a(xp)[:, 1, _idx(xp, [1, 3])]),
        ("2-d block", lambda xp: a(xp)[:, _idx(xp, [[0, 1], [2, 3]]), 2]),
        ("newaxis between", lambda xp: a(xp)[_idx(xp, [0, 1]), None, _idx(xp, [1, 2])]),
        ("bool 2-d middle", lambda xp: a(xp)[:, xp.asarray(numpy.eye(4, 5, dtype=bool))]),
        ("three arrays", lambda xp: a(xp)[_idx(xp, [0]), _idx(xp, [1, 2]), :, _idx(xp, [[5], [0]])]),
        # an Ellipsis parts the advanced indices around it even where it covers no axis
        ("ellipsis of no axes between", lambda xp: a(xp)[:, :, _idx(xp, [0, 1]), ..., _idx(xp, [1, 2])]),
        ("int, ellipsis of no axes, array", lambda xp: a(xp)[:, :, 0, ..., _idx(xp, [1, 2])]),
        ("ellipsis of axes between", lambda xp: a(xp)[_idx(xp, [0, 1]), ..., _idx(xp, [1, 2])]),
        ("ellipsis of no axes after", lambda xp: a(xp)[:, _idx(xp, [0, 1]), _idx(xp, [1, 2]), :, ...]),
    ]
    assert_same_cases(xp, cases)


def test_setitem_across_an_ellipsis_of_no_axes(xp):
    def f(xp):
        c = xp.zeros((5, 3, 4))
        c[:, 0, ..., _idx(xp, [1, 2])] = xp.arange(10.0).reshape(2, 5)
        return c
    assert_same(xp, f)


def _layout(r, src):
    """What a user sees of a result's memory: strides, OWNDATA, its base's shape and strides
    (None for a view of ``src``)."""
    b = r.base
    if b is not None and (b is src or b is src.base):
        return r.shape, r.strides, "view of the source"
    return r.shape, r.strides, r.flags.owndata, None if b is None else (b.shape, b.strides)


@pytest.mark.parametrize("perm", [(0, 1, 2), (2, 1, 0), (1, 0, 2)])
def test_getitem_result_layout(xp, perm):
    # NumPy's result: the index arrays' axes outermost, the other axes in the source's memory
    # order; where the index arrays' block stands after other axes, a transposed view of that
    # array (OWNDATA False); a 0-d integer array makes the index advanced: a copy, not a view
    def body(xp):
        a = xp.arange(60).reshape(4, 5, 3).transpose(perm)
        keys = [(Ellipsis, [2, 1, 0]), (slice(None), [0, 1]), ([0, 1],), (0, [0, 1]),
                (slice(None), 0, [0, 1]), ([0, 1], slice(None), [0, 1]), (None, [0, 1]),
                (slice(None), [[0], [1]]), (slice(None), True), (slice(None, None, -1), [1]),
                (slice(None), xp.arange(a.shape[1]) % 2 == 0),
                (xp.asarray(numpy.array(1)),), (slice(None), xp.asarray(numpy.array(2))),
                xp.asarray(numpy.array(0))]
        return [_layout(a[k], a) for k in keys]
    assert_same(xp, body)


def test_getitem_of_0d_index_array_is_a_copy(xp):
    def body(xp):
        a = xp.arange(12).reshape(3, 4)
        row = a[xp.asarray(numpy.array(1))]
        col = a[:, xp.asarray(numpy.array(2))]
        row[:] = -1
        col[:] = -2
        return a, row, col
    assert_same(xp, body)


def test_getitem_large(xp):
    def body(xp):
        x = make(xp, (1 << 20,), "float32", seed=3)
        idx = xp.asarray(numpy.random.default_rng(0).integers(-(1 << 20), 1 << 20, 300001))
        m = make(xp, (1000, 1001), "float64", seed=4)
        return x[idx], x[x > 0.5], m[m > 0], m[_idx(xp, [999, 0, 5])], m[:, _idx(xp, [1000, 3])]
    assert_same(xp, body)


def test_getitem_errors(xp):
    a = lambda xp: make(xp, (4, 5), "float64")  # noqa: E731
    cases = [
        ("out of bounds", lambda xp: a(xp)[_idx(xp, [0, 4])]),
        ("negative out of bounds", lambda xp: a(xp)[_idx(xp, [-5])]),
        ("second axis", lambda xp: a(xp)[:, _idx(xp, [5])]),
        ("list out of bounds", lambda xp: a(xp)[[1, 9]]),
        ("float array", lambda xp: a(xp)[xp.asarray([1.0])]),
        ("float list", lambda xp: a(xp)[[1.5]]),
        ("float scalar", lambda xp: a(xp)[1.0, [0]]),
        ("shape mismatch", lambda xp: a(xp)[_idx(xp, [0, 1]), _idx(xp, [0, 1, 2])]),
        ("bool wrong shape", lambda xp: a(xp)[xp.asarray(numpy.array([True, False]))]),
        ("too many", lambda xp: a(xp)[_idx(xp, [0]), 0, 0]),
        ("two ellipses", lambda xp: a(xp)[..., _idx(xp, [0]), ...]),
        # a ragged list: the conversion's ValueError; a list of other things: IndexError
        ("ragged list", lambda xp: a(xp)[[1, [2]]]),
        ("ragged list in a tuple", lambda xp: a(xp)[0, [[0, 1], [2]]]),
        ("ragged list assigned", lambda xp: a(xp).__setitem__([[0, 1], [2]], 1)),
        ("list with None", lambda xp: a(xp)[[1, None]]),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_setitem_forms(xp, dtype):
    def run(key, value):
        def body(xp):
            a = make(xp, (4, 5), dtype, seed=2)
            a[key(xp)] = value(xp)
            return a
        return body
    v = lambda shape: (lambda xp: make(xp, shape, dtype, seed=9))  # noqa: E731
    cases = [
        ("scalar list", run(lambda xp: [0, 2], lambda xp: 1)),
        ("array rows", run(lambda xp: _idx(xp, [3, 1]), v((2, 5)))),
        ("broadcast row", run(lambda xp: _idx(xp, [3, 1]), v((5,)))),
        ("two arrays", run(lambda xp: (_idx(xp, [0, 1, 3]), _idx(xp, [4, 0, 2])), v((3,)))),
        ("duplicates last wins", run(lambda xp: _idx(xp, [1, 1, 2, 1]), v((4, 5)))),
        ("duplicates pairs", run(lambda xp: (_idx(xp, [0, 0, 0]), _idx(xp, [1, 1, 1])), v((3,)))),
        ("bool mask scalar", run(lambda xp: make(xp, (4, 5), "bool", seed=5), lambda xp: 0)),
        ("bool mask values", run(lambda xp: xp.asarray(numpy.arange(20).reshape(4, 5) % 3 == 0),
                                 v((7,)))),
        ("bool rows", run(lambda xp: [True, False, True, False], v((2, 5)))),
        ("slice and array", run(lambda xp: (slice(1, 3), _idx(xp, [0, 4])), v((2, 2)))),
        ("int and array", run(lambda xp: (2, _idx(xp, [0, -1])), lambda xp: [7, 8])),
        ("device 0-d value", run(lambda xp: _idx(xp, [1, 2]), lambda xp: xp.asarray(numpy.array(3)))),
        ("leading 1 dropped", run(lambda xp: _idx(xp, [0, 1]), v((1, 2, 5)))),
        ("empty", run(lambda xp: [], lambda xp: 5)),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("key", [([0, 1], [1, 2, 0]), ([[0, 1]], [[1, 2, 0]]),
                                 ([0, 1], slice(None), [1, 2, 3]), (0, [0, 1], [[1, 2, 3]])],
                         ids=["1-d", "2-d", "around a slice", "with an integer"])
def test_index_shape_mismatch_message(gp, key):
    # NumPy's text: "shapes (2,) (3,) " (1-d shapes with their comma, each shape then a space)
    def message(xp, assign):
        a = xp.arange(24).reshape(2, 3, 4)
        with pytest.raises(IndexError) as info:
            if assign:
                a[key] = 5
            else:
                a[key]
        return str(info.value)
    for assign in (False, True):
        assert message(gp, assign) == message(numpy, assign)


@pytest.mark.parametrize("dst, val", [((1,), (1, 2)), ((2, 1), (1, 1, 3)), ((3,), (1, 1, 1, 4)),
                                      ((2, 1), (2, 1, 3))])
@pytest.mark.parametrize("how", ["slice", "fancy"])
def test_value_shape_mismatch_message(gp, dst, val, how):
    # NumPy names the value's shape without its leading unit axes for a basic index
    # ("from shape (2,) into shape (1,)"), as given for an advanced one ("(1,2)")
    def message(xp):
        a = xp.zeros(dst)
        with pytest.raises(ValueError) as info:
            a[(slice(None) if how == "slice" else [0] * dst[0])] = xp.zeros(val)
        return str(info.value)
    assert message(gp) == message(numpy)


def test_setitem_casting_and_errors(xp):
    def run(key, value, dtype="int32"):
        def body(xp):
            a = make(xp, (4, 5), dtype, seed=2)
            a[key(xp)] = value(xp)
            return a
        return body
    cases = [
        ("float into int", run(lambda xp: [1, 2], lambda xp: xp.asarray([[1.7] * 5, [-2.5] * 5]))),
        ("out of bounds", run(lambda xp: _idx(xp, [0, 4]), lambda xp: 1)),
        ("out of bounds nothing written", run(lambda xp: _idx(xp, [0, 1, 2, 7]), lambda xp: 1)),
        ("value shape mismatch", run(lambda xp: _idx(xp, [0, 1]), lambda xp: xp.ones((3, 5)))),
        ("mask count mismatch", run(lambda xp: xp.asarray(numpy.eye(4, 5, dtype=bool)),
                                    lambda xp: xp.ones(3))),
    ]
    assert_same_cases(xp, cases)

    def no_partial_write(xp):
        a = xp.zeros(4)
        try:
            a[_idx(xp, [0, 1, 9])] = 5
        except IndexError:
            pass
        return a
    assert_same(xp, no_partial_write)


def _perm(xp):
    return _idx(xp, [3, 0, 7, 1, 9, 2, 8, 4, 6, 5])


# a value that shares memory with the array it is stored into (or ufunc.at's operand): NumPy
# reads it as it was before the call (as if copied first)
VALUE_OVERLAP_CASES = [
    ("a[perm] = a", lambda xp, a: a.__setitem__(_perm(xp), a)),
    ("a[perm[:5]] = a[5:]", lambda xp, a: a.__setitem__(_perm(xp)[:5], a[5:])),
    ("a[::-1][perm] = a", lambda xp, a: a[::-1].__setitem__(_perm(xp), a)),
    ("a[[1, 2, 3]] = a[:3]", lambda xp, a: a.__setitem__([1, 2, 3], a[:3])),
    ("add.at(a, perm, a[::-1])", lambda xp, a: xp.add.at(a, _perm(xp), a[::-1])),
    ("add.at(a, [0, 0, 2], a[1:4])", lambda xp, a: xp.add.at(a, [0, 0, 2], a[1:4])),
]


@pytest.mark.parametrize("label, fn", VALUE_OVERLAP_CASES, ids=[c[0] for c in VALUE_OVERLAP_CASES])
@pytest.mark.parametrize("dtype", ["int64", "float32"])
def test_value_overlapping_the_array(xp, label, fn, dtype):
    def body(xp):
        a = make(xp, (10,), dtype)
        fn(xp, a)
        return a
    assert_same(xp, body)


@pytest.mark.gp_only
@pytest.mark.skipif("is_cuda_device()", reason=(
    "instruments the host device's store (_host_store/_host_offsets); on a GPU the scatter "
    "runs instead, and the values tests above check its answers"))
def test_value_overlapping_the_array_is_stored_from_a_copy(gp, monkeypatch):
    """The store of an integer index reads no value that shares memory with the array it
    writes (a GPU's scatter would read elements other threads write; the host's NumPy
    assignment copies the value itself, so the values alone do not show it)."""
    from gpnumpy._core import advanced
    seen = []
    store = advanced._host_store

    def host_store(mem, dtype, offsets, values):
        seen.append(numpy.shares_memory(values, mem.host))
        return store(mem, dtype, offsets, values)
    monkeypatch.setattr(advanced, "_host_store", host_store)
    for label, fn in VALUE_OVERLAP_CASES[:4]:
        fn(gp, make(gp, (10,), "int64"))
    assert seen == [False] * 4


# index arrays that share memory with the array written (a[a] = v): NumPy reads them as they
# were before the call
INDEX_OVERLAP_CASES = [
    ("a[a] = 3", lambda xp, a: a.__setitem__(a, xp.full(10, 3))),
    ("a[a[::-1]] = a", lambda xp, a: a.__setitem__(a[::-1], a)),
    ("a[(a,)] = range", lambda xp, a: a.__setitem__((a,), xp.arange(10))),
    ("add.at(a, a, 5)", lambda xp, a: xp.add.at(a, a, 5)),
    ("put(a, a, 0)", lambda xp, a: xp.put(a, a, xp.zeros(10, "int64"))),
]


@pytest.mark.parametrize("label, fn", INDEX_OVERLAP_CASES, ids=[c[0] for c in INDEX_OVERLAP_CASES])
def test_index_overlapping_the_array(xp, label, fn):
    def body(xp):
        a = _perm(xp)
        fn(xp, a)
        return a
    assert_same(xp, body)


@pytest.mark.gp_only
@pytest.mark.skipif("is_cuda_device()", reason=(
    "instruments the host device's store (_host_store/_host_offsets); on a GPU the scatter "
    "runs instead, and the values tests above check its answers"))
def test_index_overlapping_the_array_is_read_from_a_copy(gp, monkeypatch):
    """The store of an integer index reads no index array that shares memory with the array
    it writes (a GPU's scatter would read indices other threads write)."""
    from gpnumpy._core import advanced
    seen = []
    offsets = advanced._host_offsets

    def host_offsets(plan):
        seen.append(any(advanced._overlaps(e.array, plan.view) for e in plan.idx))
        return offsets(plan)
    monkeypatch.setattr(advanced, "_host_offsets", host_offsets)
    for label, fn in INDEX_OVERLAP_CASES[:3]:
        fn(gp, _perm(gp))
    assert seen == [False] * 3


def test_setitem_of_python_sequences(xp):
    # NumPy converts a list to the destination's dtype (a Python int out of range is
    # OverflowError, NaN into an integer ValueError) and refuses a sequence for one element
    def put(dtype, key, value):
        def body(xp):
            a = xp.zeros(3, dtype)
            try:
                a[key] = value
            except (ValueError, TypeError, OverflowError) as e:
                return type(e).__name__, str(e)
            return a
        return body
    mask = numpy.array([True, False, True])
    assert_same_cases(xp, [
        ("slice, int out of range", put("uint8", slice(None), [256, 1, 2])),
        ("slice, negative into uint", put("uint64", slice(None), (-1, 1, 2))),
        ("slice, nan into int", put("int64", slice(None), [numpy.nan, 1, 2])),
        ("slice, too deep", put("uint8", slice(None), [[1, 2, 3]])),
        ("slice, broadcast one", put("int8", slice(None), [-128])),
        ("fancy, int out of range", put("uint8", [0, 1], [256, 1])),
        ("mask, int out of range", put("uint8", mask, [1, 300])),
        ("element, list of one (float)", put("float64", 0, [1])),
        ("element, list (int)", put("int64", 1, [1, 2])),
        ("element, array (float32)", put("float32", 2, numpy.array([1.0]))),
        ("element, tuple (complex)", put("complex128", 0, ())),
        ("element, list (bool)", put("bool", 0, [0])),
        ("element, 0-d array", put("float64", 0, numpy.array(2.5))),
        ("element of 2-d", lambda xp: put("float64", 0, [1, 2])(xp)),
    ])


def _error(body):
    try:
        body()
    except Exception as e:
        return type(e).__name__, str(e)
    return None


MASK_VALUES = [
    ("count mismatch", lambda xp: xp.arange(6) % 2 == 0, lambda xp: [1, 2]),
    ("2-d mask", lambda xp: (xp.arange(6) % 2 == 0).reshape(2, 3), lambda xp: xp.ones(2)),
    ("no true", lambda xp: xp.zeros(6, dtype=bool), lambda xp: [1, 2]),
    ("empty value", lambda xp: xp.arange(6) % 2 == 0, lambda xp: xp.ones(0)),
    ("2-d value", lambda xp: xp.arange(6) % 2 == 0, lambda xp: xp.ones((1, 3))),
    ("2-d value of one", lambda xp: xp.arange(6) % 2 == 0, lambda xp: numpy.ones((1, 1))),
    ("list mask", lambda xp: [True, False] * 3, lambda xp: [1, 2]),
    ("1-tuple", lambda xp: (xp.arange(6) % 2 == 0,), lambda xp: [1, 2]),
    ("row mask", lambda xp: xp.asarray([True, False]), lambda xp: [1, 2]),
]


@pytest.mark.parametrize("label,key,value", MASK_VALUES, ids=[c[0] for c in MASK_VALUES])
def test_mask_assignment_value_errors(xp, label, key, value):
    """One boolean index of the array's dimensions takes a value of 0 or 1 dimensions, of one
    or the mask's count elements: NumPy's own messages (TypeError for more dimensions)."""
    def body(xp):
        a = xp.arange(6)
        if label.startswith(("2-d mask", "row")):
            a = a.reshape(2, 3)
        a[key(xp)] = value(xp)
    assert _error(lambda: body(xp)) == _error(lambda: body(numpy))


AT_UFUNCS = ["add", "subtract", "multiply", "maximum", "minimum", "bitwise_or", "negative",
             "logical_not", "invert"]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", AT_UFUNCS)
def test_ufunc_at(xp, name, dtype):
    def body(xp):
        uf = getattr(xp, name)
        a = make(xp, (6, 3), dtype, seed=1, kind="small")
        idx = _idx(xp, [0, 5, 0, 2, 0, 5])
        if uf.nin == 1:
            uf.at(a, idx)
        else:
            uf.at(a, idx, make(xp, (3,), dtype, seed=4, kind="small"))
        return a
    assert_same(xp, body, rtol=1e-6 if numpy.dtype(dtype).kind in "fc" else 0)


def test_ufunc_at_forms(xp):
    def bincount_like(xp):
        out = xp.zeros(10, "int64")
        xp.add.at(out, xp.asarray(numpy.random.default_rng(1).integers(0, 10, 100000)), 1)
        return out

    def weights(xp):
        out = xp.zeros(7, "float64")
        i = xp.asarray(numpy.random.default_rng(2).integers(0, 7, 5000))
        xp.add.at(out, i, xp.asarray(numpy.random.default_rng(3).random(5000)))
        return out

    def tuple_index(xp):
        a = make(xp, (4, 5), "float32", seed=1)
        xp.multiply.at(a, (_idx(xp, [0, 0, 3]), slice(None)), 2.0)
        return a

    def mixed_python_scalar(xp):
        a = xp.zeros(3, "int8")
        xp.add.at(a, [0, 0, 2], 100)
        return a

    def float_into_int(xp):
        a = xp.zeros(3, "int64")
        xp.add.at(a, [0, 0], 1.5)
        return a

    def complex128(xp):
        a = make(xp, (4,), "complex128", seed=3)
        xp.add.at(a, [1, 1, 3], 1j)
        return a

    def complex128_cas(xp):
        # every other ufunc updates a complex128 element with a 16-byte compare-and-swap
        a = make(xp, (5,), "complex128", seed=3)
        xp.multiply.at(a, [1, 1, 3, 1, 0, 3], xp.asarray(numpy.array([1j, 2, 1 - 1j, 0.5, 3, -1j])))
        xp.divide.at(a, [4, 4, 2], 2 + 1j)
        xp.power.at(a, [0, 0], 2)
        xp.negative.at(a, [2, 2, 2])
        return a

    def complex128_contended(xp):
        a = xp.ones(3, "complex128")
        i = xp.asarray(numpy.random.default_rng(5).integers(0, 3, 3000))
        xp.multiply.at(a, i, 1.0001 + 0.0001j)
        return a

    def complex128_misaligned(xp):
        # elements 8 bytes off a 16-byte boundary (NumPy allows it: complex128 aligns to 8)
        base = xp.zeros(11)
        base[1:] = xp.arange(1.0, 11.0)
        a = base[1:].view("complex128")
        xp.multiply.at(a, [0, 0, 4], 1j)
        return base

    def errors(xp):
        return xp.add.at(xp.zeros(3), [0, 5], 1)
    cases = [("bincount-like", bincount_like), ("weights", weights), ("tuple index", tuple_index),
             ("int8 scalar", mixed_python_scalar), ("float into int", float_into_int),
             ("complex128 add", complex128), ("complex128 other ufuncs", complex128_cas),
             ("complex128 contended", complex128_contended),
             ("complex128 misaligned", complex128_misaligned), ("out of bounds", errors),
             ("unary with operand", lambda xp: xp.negative.at(xp.zeros(3), [0], 1)),
             ("binary without operand", lambda xp: xp.add.at(xp.zeros(3), [0]))]
    assert_same_cases(xp, cases, rtol=1e-9)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_nonzero_family(xp, dtype):
    cases = []
    for layout in ("C", "T", "neg", "slice", "empty"):
        cases += [
            (f"nonzero {layout}", lambda xp, l=layout: xp.nonzero(make(xp, (4, 5), dtype, l, seed=6,
                                                                        kind="small"))),
            (f"flatnonzero {layout}", lambda xp, l=layout: xp.flatnonzero(make(xp, (4, 5), dtype, l,
                                                                               seed=6, kind="small"))),
            (f"argwhere {layout}", lambda xp, l=layout: xp.argwhere(make(xp, (4, 5), dtype, l, seed=6,
                                                                          kind="small"))),
            (f"where1 {layout}", lambda xp, l=layout: xp.where(make(xp, (4, 5), dtype, l, seed=6,
                                                                     kind="small"))),
            (f"method {layout}", lambda xp, l=layout: make(xp, (3, 2, 4), dtype, l, seed=6,
                                                            kind="small").nonzero()),
        ]
    cases += [("nonzero 1-d big", lambda xp: xp.nonzero(make(xp, (300001,), dtype, seed=2,
                                                             kind="small"))),
              ("argwhere 0-d", lambda xp: xp.argwhere(make(xp, (), dtype, "0d"))),
              ("nonzero 0-d", lambda xp: xp.nonzero(make(xp, (), dtype, "0d")))]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_where3(xp, dtype):
    cond = lambda xp: make(xp, (4, 5), "bool", seed=3)  # noqa: E731
    cases = [
        ("arrays", lambda xp: xp.where(cond(xp), make(xp, (4, 5), dtype, seed=1),
                                       make(xp, (4, 5), dtype, "T", seed=2))),
        ("broadcast", lambda xp: xp.where(cond(xp), make(xp, (5,), dtype, seed=1),
                                          make(xp, (4, 1), dtype, seed=2))),
        ("python scalars", lambda xp: xp.where(cond(xp), make(xp, (4, 5), dtype, seed=1), 0)),
        ("float scalar", lambda xp: xp.where(cond(xp), 1.5, make(xp, (4, 5), dtype, seed=1))),
        ("non-bool condition", lambda xp: xp.where(make(xp, (4, 5), dtype, seed=4, kind="small"),
                                                   1, 2)),
        ("mixed dtype", lambda xp: xp.where(cond(xp), make(xp, (4, 5), dtype), xp.ones(5, "int16"))),
        ("only x", lambda xp: xp.where(cond(xp), 1)),
        ("empty", lambda xp: xp.where(xp.zeros((0, 3), bool), make(xp, (3,), dtype), 0)),
        ("0-d", lambda xp: xp.where(xp.asarray(True), make(xp, (), dtype, "0d"), 0)),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["float32", "int64", "complex128", "bool"])
def test_where3_repeated_geometry(xp, dtype):
    """where() of three arrays remembers each geometry's result dtype, shape and strides: the
    second and later calls of one geometry (other values, the cond of another dtype, the
    operands swapped, broadcast, transposed) give NumPy's answers as the first did."""
    def run(xp):
        out = []
        for seed in range(3):
            c = make(xp, (4, 5), "bool", seed=3 + seed)
            a, b = make(xp, (4, 5), dtype, seed=seed), make(xp, (4, 5), "int16", "T", seed=9)
            out += [xp.where(c, a, b), xp.where(c, b, a), xp.where(c.T, a.T, b.T),
                    xp.where(make(xp, (4, 5), "uint8", seed=seed, kind="small"), a, a),
                    xp.where(c, make(xp, (5,), dtype, seed=seed), make(xp, (4, 1), dtype))]
        return out
    assert_same(xp, run)


# Index arrays checked once are not checked again while nothing may have written them
# (advanced._verified, device.epoch): every way of writing an index array afterwards must
# bring NumPy's IndexError back.
def _grow(xp, idx):
    idx[1] = 50


INDEX_WRITES = [
    ("setitem scalar", _grow),
    ("setitem array", lambda xp, idx: idx.__setitem__(Ellipsis, xp.asarray([0, 1, 2, 40]))),
    ("setitem mask", lambda xp, idx: idx.__setitem__(idx > 4, 99)),
    ("setitem int array", lambda xp, idx: idx.__setitem__(_idx(xp, [2]), -12)),
    ("setitem into itself", lambda xp, idx: idx.__setitem__(idx[:1], 60)),
    ("in-place add", lambda xp, idx: idx.__iadd__(40)),
    ("in-place multiply", lambda xp, idx: idx.__imul__(-3)),
    ("ufunc out=", lambda xp, idx: xp.add(idx, 40, out=idx)),
    ("ufunc out= where=", lambda xp, idx: xp.add(idx, 40, out=idx, where=idx > 4)),
    ("copyto", lambda xp, idx: xp.copyto(idx, xp.asarray([11, 0, 0, 0]))),
    ("fill", lambda xp, idx: idx.fill(77)),
    ("put", lambda xp, idx: xp.put(idx, [0], [99])),
    ("putmask", lambda xp, idx: xp.putmask(idx, idx > 4, 99)),
    ("place", lambda xp, idx: xp.place(idx, idx > 4, [99])),
    ("add.at", lambda xp, idx: xp.add.at(idx, _idx(xp, [0, 0]), 30)),
    ("cumsum out=", lambda xp, idx: xp.cumsum(idx, out=idx)),
    ("sum out=", lambda xp, idx: xp.sum(xp.full((3, 4), 7), axis=0, out=idx)),
    ("through a reshaped view", lambda xp, idx: idx.reshape(2, 2).__setitem__((1, 1), 99)),
    ("through a DLPack alias", lambda xp, idx: xp.from_dlpack(idx).__setitem__(0, 99)),
]


@pytest.mark.parametrize("use", ["get", "set", "at"])
def test_index_writes_after_checks(xp, use):
    def case(write):
        def body(xp):
            x = xp.arange(10.0)
            idx = xp.asarray(numpy.array([1, 3, 5, 7]))
            for _ in range(2):
                x[idx]
                x[idx] = 2.0
                xp.add.at(x, idx, 1.0)
            write(xp, idx)
            if use == "get":
                return x[idx]
            if use == "set":
                x[idx] = -1.0
            else:
                xp.subtract.at(x, idx, 1.0)
            return x
        return body
    assert_same_cases(xp, [(label, case(w)) for label, w in INDEX_WRITES])


def test_checked_indices_on_other_arrays(xp):
    def smaller(xp):
        # checked against 10 elements, then used on 5: 7 is out of bounds there
        idx = _idx(xp, [1, -3, 7])
        xp.arange(10)[idx]
        return xp.arange(5)[idx]

    def negative_smaller(xp):
        idx = _idx(xp, [0, -9])
        xp.zeros(10)[idx]
        return xp.zeros((5, 2))[idx]

    def larger(xp):
        idx = _idx(xp, [1, -3, 7])
        xp.arange(10)[idx]
        return xp.arange(100)[idx], xp.arange(10)[idx]

    def repeated(xp):
        x = xp.arange(12.0).reshape(4, 3)
        i, j = _idx(xp, [3, 0, -1]), _idx(xp, [2, 2, 0])
        res = [x[i, j] for _ in range(3)]
        x[i, j] = 5.0
        x[i] = 7.0
        return res + [x, x[i, j]]

    def other_writes_between(xp):
        # writes into other arrays do not invalidate, and stay correct
        x = xp.arange(10.0)
        idx = _idx(xp, [9, 0, 4])
        a = x[idx]
        y = x * 2
        y[idx] = 0.0
        xp.add.at(y, idx, 1.0)
        return a, y, x[idx], (x + 1)[idx]
    assert_same_cases(xp, [("smaller", smaller), ("negative smaller", negative_smaller),
                           ("larger", larger), ("repeated", repeated),
                           ("other writes between", other_writes_between)])


@pytest.mark.parametrize("key, msg", [
    ((slice(None), [0, 4, 7, 1]), "index 4 is out of bounds for axis 1 with size 4"),
    (([0, 5, 9],), "index 5 is out of bounds for axis 0 with size 3"),
    (([0, 0], [9, 5]), "index 9 is out of bounds for axis 1 with size 4"),
    (([[0], [5]], [9, 1]), "index 5 is out of bounds for axis 0 with size 3"),
])
def test_first_bad_index_is_reported(xp, key, msg):
    """Several bad indices: NumPy names the first it meets (index array by index array, in
    order), not whichever a device thread found first."""
    a = xp.asarray(numpy.arange(12.0).reshape(3, 4))
    key = tuple(xp.asarray(numpy.array(k)) if isinstance(k, list) else k for k in key)
    with pytest.raises(IndexError, match="^%s$" % msg):
        a[key]


@pytest.mark.parametrize("key", [
    2**63, -2**63 - 1, 2**64, (0, 2**63), (slice(None), -2**64), (2**63, [0]), (-2**63 - 1, [0]),
    numpy.uint64(2**63), (numpy.uint64(2**64 - 1), 0), (0, -2**63), ([2**63],),
], ids=repr)
@pytest.mark.parametrize("op", ["get", "set"])
def test_integer_beyond_intp(xp, key, op):
    """An integer index beyond intp: NumPy reads it as an array, uint64 (OverflowError: its
    cast to intp) or object (IndexError: no index); NumPy's type and message."""
    def outcome(xp):
        a = xp.arange(12).reshape(3, 4)
        try:
            if op == "get":
                a[key]
            else:
                a[key] = 1
        except Exception as e:
            return type(e).__name__, str(e)
    assert outcome(xp) == outcome(numpy)


@pytest.mark.parametrize("key", [
    [[]], [[], []], ([[]], slice(None)), (slice(None), [[]]), [numpy.array([], bool)], (0, []),
], ids=repr)
def test_empty_nested_sequence_index(xp, key):
    """An empty sequence of any depth is an intp index (NumPy casts its float or bool
    conversion): a[[[]]] selects nothing along a new axis; setitem writes nothing."""
    def body(xp):
        a = xp.arange(12.0).reshape(3, 4)
        r = a[key]
        a[key] = 1
        return r, a
    assert_same(xp, body)


def _ix(xp, values, order="K"):
    return xp.asarray(numpy.asarray(values, order=order))


LAYOUT_KEYS = [
    ("1-d by F-ordered 2-d", (10,), lambda xp: _ix(xp, numpy.arange(10).reshape(5, 2).T)),
    ("1-d by reversed 3-d", (24,),
     lambda xp: _ix(xp, numpy.arange(24).reshape(2, 3, 4))[:, ::-1].transpose(2, 0, 1)),
    ("column by F, int", (10, 1), lambda xp: (_ix(xp, numpy.arange(10).reshape(5, 2).T), 0)),
    ("column by F alone", (10, 1), lambda xp: _ix(xp, numpy.arange(10).reshape(5, 2).T)),
    ("row by slice, F", (1, 10), lambda xp: (slice(None), _ix(xp, numpy.arange(10).reshape(5, 2).T))),
    ("newaxis, F", (10,), lambda xp: (None, _ix(xp, numpy.arange(10).reshape(5, 2).T))),
    ("F, newaxis", (10,), lambda xp: (_ix(xp, numpy.arange(10).reshape(5, 2).T), None)),
    ("two F arrays", (10, 10), lambda xp: (_ix(xp, numpy.arange(10).reshape(5, 2).T),) * 2),
    ("F and C arrays", (10, 10), lambda xp: (_ix(xp, numpy.arange(10).reshape(5, 2).T),
                                             _ix(xp, numpy.arange(10).reshape(2, 5)))),
    ("F array over rows of 10", (10, 10), lambda xp: _ix(xp, numpy.arange(10).reshape(5, 2).T)),
    ("F, slice, int", (10, 1, 3), lambda xp: (_ix(xp, numpy.arange(10).reshape(5, 2).T), slice(None), 0)),
    ("int, slice, F", (1, 3, 10), lambda xp: (0, slice(None), _ix(xp, numpy.arange(10).reshape(5, 2).T))),
    ("1-d by F intp with an axis of one", (10,),
     lambda xp: _ix(xp, numpy.zeros((3, 2, 1), numpy.intp), "F")),
    ("1-d by F intp, a middle axis of one", (10,),
     lambda xp: (_ix(xp, numpy.zeros((3, 1, 2), numpy.intp), "F"),)),
    ("1-d by F int32 with an axis of one", (10,),
     lambda xp: _ix(xp, numpy.zeros((3, 2, 1), numpy.int32), "F")),
    ("column by F intp with an axis of one, int", (10, 1),
     lambda xp: (_ix(xp, numpy.zeros((3, 2, 1), numpy.intp), "F"), 0)),
    ("empty, after a slice", (2, 3), lambda xp: (slice(None), _ix(xp, numpy.zeros((3, 0), int)))),
    ("empty, F, after newaxis", (3, 1), lambda xp: (None, slice(None), _ix(xp, numpy.zeros((3, 2, 0), int), "F"))),
]


@pytest.mark.parametrize("label, shape, key", LAYOUT_KEYS, ids=[k[0] for k in LAYOUT_KEYS])
def test_result_layout(xp, label, shape, key):
    """The result's memory layout as NumPy's: where the axes not indexed by arrays hold one
    element, the index arrays' own order (their iterator's order='K', F for F-ordered
    arrays); else their block in C order; an empty result's strides are 0, a view's too; a
    1-d array gathered by one intp index array alone: laid out as that array (F strides for
    its axes of one element too)."""
    def body(xp):
        r = xp.arange(numpy.prod(shape)).reshape(shape)[key(xp)]
        return r, (r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.base is None)
    assert_same(xp, body)


class _ArrayLike:
    """An index given as an object with ``__array__`` (another library's array)."""
    def __init__(self, values):
        self.values = values

    def __array__(self, dtype=None, copy=None):
        return numpy.asarray(self.values, dtype)


class _Zero:
    def __index__(self):
        return 0


ARRAY_LIKE_KEYS = [
    ("0-d array-like", lambda xp: _ArrayLike(1)),
    ("0-d array-like, negative", lambda xp: _ArrayLike(-1)),
    ("0-d uint8 array-like", lambda xp: _ArrayLike(numpy.uint8(2))),
    ("1-d array-like", lambda xp: _ArrayLike([2, 0])),
    ("2-d array-like", lambda xp: _ArrayLike([[1], [0]])),
    ("bool array-like", lambda xp: _ArrayLike([True, False, True])),
    ("0-d bool array-like", lambda xp: _ArrayLike(True)),
    ("empty array-like", lambda xp: _ArrayLike([])),
    ("float array-like", lambda xp: _ArrayLike(1.5)),
    ("float 1-d array-like", lambda xp: _ArrayLike([1.5])),
    ("out of bounds", lambda xp: _ArrayLike(7)),
    ("__index__, 0-d array-like", lambda xp: (_Zero(), _ArrayLike(2))),
    ("host 0-d array", lambda xp: numpy.array(1)),
    ("host 0-d arrays and a newaxis", lambda xp: (numpy.array(0), numpy.array(2), None)),
    ("host 0-d array, slice", lambda xp: (numpy.array(1), slice(None))),
    ("host 0-d array, Ellipsis", lambda xp: (numpy.array(1), Ellipsis)),
    ("int, host 0-d uint8 array", lambda xp: (0, numpy.array(2, numpy.uint8))),
]


@pytest.mark.parametrize("label, key", ARRAY_LIKE_KEYS, ids=[k[0] for k in ARRAY_LIKE_KEYS])
def test_array_like_and_host_0d_indices(xp, label, key):
    """An index with ``__array__`` is its array (a 0-d integer one an integer: a scalar from a
    full index, else a copy); NumPy's 0-d integer arrays among integers likewise; for get,
    set and ufunc.at."""
    def body(xp):
        a = xp.arange(9.0).reshape(3, 3)
        r = a[key(xp)]
        b = xp.arange(9.0).reshape(3, 3)
        b[key(xp)] = -1
        c = xp.arange(9.0).reshape(3, 3)
        xp.add.at(c, key(xp), 10)
        return (r, type(r).__name__, getattr(r, "base", 0) is None, b, c)
    assert_same(xp, body)


INTEGER_SCALAR_KEYS = [
    ("int64 scalar", lambda xp: xp.int64(5)),
    ("int8 negative", lambda xp: numpy.int8(-2)),
    ("uint64", lambda xp: numpy.uint64(7)),
    ("0-d int array", lambda xp: xp.asarray(numpy.array(3))),
    ("0-d uint8 array", lambda xp: xp.asarray(numpy.array(4, "uint8"))),
    ("device scalar of an element", lambda xp: xp.arange(6)[-1]),
    ("out of bounds scalar", lambda xp: xp.int32(9)),
    ("negative out of bounds 0-d", lambda xp: xp.asarray(numpy.array(-10))),
    ("0-d bool array", lambda xp: xp.asarray(numpy.array(True))),
    ("bool scalar", lambda xp: xp.bool_(False)),
    ("float scalar", lambda xp: xp.float64(1.0)),
]


@pytest.mark.parametrize("label, key", INTEGER_SCALAR_KEYS, ids=[k[0] for k in INTEGER_SCALAR_KEYS])
def test_integer_scalars_and_0d_arrays_name_an_element(xp, label, key):
    """NumPy's integer scalars, 0-d integer arrays and device integer scalars in an index are
    integers: alone on a 1-d array, mixed with Python ints and with one another in a full
    index of a 3-d array (an element: NumPy's scalar, a copy that a later write leaves
    alone), and with a slice (a copy of the row); NumPy's errors otherwise."""
    def body(xp):
        out = []
        a = xp.arange(8.0) * 3
        b = xp.arange(24).reshape(2, 3, 4)
        for get in (lambda: a[key(xp)], lambda: b[1, key(xp) % 3 if label.startswith("0-d i") else 2, key(xp)],
                    lambda: b[(xp.asarray(numpy.array(1)), numpy.int16(-1), key(xp))],
                    lambda: b[0, 1:, key(xp)]):
            try:
                r = get()
                out += [r, type(r).__name__]
            except Exception as e:
                out.append((type(e).__name__, str(e)))
        r = a[key(xp)] if label in ("int64 scalar", "0-d int array") else None
        a[:] = -1
        return out + [r]
    with numpy.errstate(all="ignore"):
        assert_same(xp, body)


@pytest.mark.parametrize("shape, key", [
    ((1,) * 64, lambda xp: (xp.asarray(numpy.array([0])),) * 64),
    ((1,), lambda xp: (True,) * 64),
    ((1,), lambda xp: (False,) * 65),
    ((1,) * 64, lambda xp: (True,) * 32),
    ((1,), lambda xp: (True,) * 63 + (xp.asarray(numpy.array([0])),)),
    ((1,), lambda xp: (None,) * 63 + (True,)),
    ((1,) * 64, lambda xp: (xp.ones((1,) * 32, bool),) * 2),
    ((1, 1, 1), lambda xp: (True,) * 64 + (slice(None),)),
    ((1,), lambda xp: (True,) * 63 + (None,)),
    ((1,), lambda xp: (None,) * 63 + (xp.asarray(numpy.array([0])),)),
    ((2,) + (1,) * 63, lambda xp: (slice(None),) + (xp.asarray(numpy.array([0])),) * 63),
    ((0, 1), lambda xp: (slice(None),) + (True,) * 64),
], ids=["64 arrays", "64 Trues", "65 Falses", "32 Trues of 64-d", "63 Trues and an array",
        "result of 65 axes", "two 32-d masks", "64 Trues, a slice of one element",
        "63 Trues, newaxis", "64 axes", "63 arrays and a subspace", "64 Trues, an empty subspace"])
@pytest.mark.parametrize("op", ["get", "set"])
def test_index_count_limits(xp, shape, key, op):
    """NumPy's limits on an index: of the result's axes (64), of the index arrays (64, a
    0-d boolean counting as one), and of the index arrays where the other axes hold one
    element (63); IndexError with NumPy's message, for get and set."""
    def outcome(xp):
        a = xp.ones(shape)
        try:
            if op == "get":
                return a[key(xp)].shape
            a[key(xp)] = 2.0
            return float(a.sum())
        except Exception as e:
            return type(e).__name__, str(e)
    assert outcome(xp) == outcome(numpy)


def test_subclass_advanced_result_is_a_view_of_a_plain_copy(xp):
    """A subclass's advanced (integer or boolean) index gives the subclass viewing a new plain
    array, its base (NumPy's view of the base-class result); a 0-d array among integers, a
    copy of the subclass (no base)."""
    def body(xp):
        class Sub(xp.ndarray):
            pass
        s = xp.arange(6).reshape(2, 3).view(Sub)
        out = []
        for r in (s[[0, 1]], s[s > 2], s[:, [2, 0]], s[xp.asarray(numpy.array(1)), :],
                  s[numpy.array(1), :], s[numpy.array(1), ...], s[_ArrayLike(0)]):
            out += [r, type(r).__name__, type(r.base).__name__, r.base is s, r.flags.owndata]
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("value", [
    memoryview(numpy.array(5.0)), [5.0], numpy.array([5.0]), [[5.0]], numpy.array([[5.0]]),
    numpy.array(5.0), numpy.int64(3), 2 + 1j, "x", [],
], ids=["memoryview 0-d", "list", "1-d array", "nested list", "2-d array", "0-d array",
        "int64 scalar", "complex", "str", "empty list"])
def test_host_0d_index_assigns_as_an_integer(xp, value):
    """A 0-d integer array (NumPy's, another library's) among integers is an integer: the
    assignment is an element's (a sequence raises) where the key names an element, else the
    view's (with Ellipsis or newaxis: an array value broadcasts, a list deeper than the view
    raises), as with Python integers."""
    keys = [0, numpy.array(0), (numpy.array(1),), (Ellipsis, numpy.array(1)),
            (numpy.array(1), None), (_ArrayLike(1), Ellipsis, None)]

    def outcome(xp):
        out = []
        for k in keys:
            a = xp.arange(2.0)
            try:
                a[k] = value
                out.append(a.tolist())
            except Exception as e:
                out.append((type(e).__name__, str(e)))
        return out
    with numpy.errstate(all="ignore"):
        assert outcome(xp) == outcome(numpy)


class _OwnArray:
    """An object whose ``__array__`` gives the module's own array (under ``import gpnumpy as
    np``, a gpnumpy array: code written for NumPy calls ``np.asarray`` there)."""
    def __init__(self, xp, values):
        self.xp, self.values = xp, values

    def __array__(self, dtype=None, copy=None):
        return self.xp.asarray(self.values, dtype=float)


def test_assigning_an_object_whose_array_is_the_modules_own(xp):
    def into(f):
        def body(xp):
            z = xp.zeros(3)
            f(xp, z)
            return z
        return body
    assert_same_cases(xp, [
        ("slice", into(lambda xp, z: z.__setitem__(slice(None), _OwnArray(xp, [1, 2, 3])))),
        ("fancy", into(lambda xp, z: z.__setitem__([0, 2], _OwnArray(xp, [5, 6])))),
        ("mask", into(lambda xp, z: z.__setitem__(z == 0, _OwnArray(xp, [4, 4, 4])))),
        ("copyto", into(lambda xp, z: xp.copyto(z, _OwnArray(xp, [7, 8, 9])))),
    ])


def _assigned(xp, shape, dt, key, value):
    """``a[key] = value``: the array (or the exception) and the warnings' categories."""
    a = xp.zeros(shape, dt)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            a[key(xp)] = value(xp)
            res = repr(numpy.asarray(a))
        except Exception as exc:
            res = type(exc).__name__
    return res, [w.category.__name__ for w in got]


NOTHING_SELECTED = [
    # NumPy's boolean subscript (one mask of every dimension) casts nothing where the mask is
    # all false: no ComplexWarning, no cast's RuntimeWarning
    ("mask, complex array", 3, "i1", lambda xp: xp.zeros(3, bool), lambda xp: xp.asarray([1 + 1j])),
    ("mask, complex 0-d", 3, "f8", lambda xp: xp.zeros(3, bool), lambda xp: xp.asarray(1j)),
    ("bool list, complex", 3, "i1", lambda xp: [False] * 3, lambda xp: xp.asarray([1j])),
    ("2-d mask, complex", (2, 2), "f8", lambda xp: xp.zeros((2, 2), bool), lambda xp: xp.asarray([1j])),
    ("0-d mask, complex", (), "f8", lambda xp: xp.asarray(False), lambda xp: xp.asarray([1j])),
    ("mask, host complex", 3, "f4", lambda xp: xp.zeros(3, bool), lambda xp: numpy.array([1j])),
    ("mask, host nan", 3, "i1", lambda xp: xp.zeros(3, bool), lambda xp: numpy.array([numpy.nan])),
    # a mask of fewer dimensions is NumPy's general indexing: it warns for the dtypes
    ("row mask, complex", (2, 2), "f8", lambda xp: xp.zeros(2, bool), lambda xp: xp.asarray([1j])),
    # an empty integer index: the dtypes' ComplexWarning, no value's RuntimeWarning
    ("empty ints, complex", 3, "i1", lambda xp: xp.asarray([], "i8"), lambda xp: xp.asarray([1j])),
    ("empty ints, -inf", 3, "u8", lambda xp: xp.asarray([], "i8"), lambda xp: xp.asarray([-numpy.inf])),
    ("empty ints, host -inf", 3, "u8", lambda xp: xp.asarray([], "i8"),
     lambda xp: numpy.array([-numpy.inf])),
    # a NumPy scalar is cast first, whatever the key selects
    ("mask, scalar complex", 3, "i1", lambda xp: xp.zeros(3, bool), lambda xp: numpy.complex128(1j)),
    ("mask, scalar nan", 3, "i1", lambda xp: xp.zeros(3, bool), lambda xp: numpy.float64(numpy.nan)),
    ("empty ints, scalar nan", 3, "i1", lambda xp: xp.asarray([], "i8"),
     lambda xp: numpy.complex128(numpy.nan)),
    ("ints, scalar 300", 3, "i1", lambda xp: xp.asarray([0, 2]), lambda xp: numpy.int64(300)),
    ("mask, scalar 1e300", 3, "f4", lambda xp: xp.asarray([True, False, True]),
     lambda xp: numpy.float64(1e300)),
    # something selected: the warnings as before
    ("some mask, complex", 3, "i1", lambda xp: xp.asarray([False, True, False]),
     lambda xp: xp.asarray([1 + 1j])),
    ("some mask, nan", 3, "i1", lambda xp: xp.asarray([True, False, False]),
     lambda xp: xp.asarray([numpy.nan])),
]


@pytest.mark.parametrize("label, shape, dt, key, value", NOTHING_SELECTED,
                         ids=[c[0] for c in NOTHING_SELECTED])
def test_assignment_warnings_where_nothing_is_selected(label, shape, dt, key, value):
    assert _assigned(gpnumpy, shape, dt, key, value) == _assigned(numpy, shape, dt, key, value)


def test_put_along_axis_of_no_indices_casts_nothing():
    def body(xp):
        a = xp.ones(1, "u8")
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            xp.put_along_axis(a, xp.asarray([], "i8"), xp.asarray([-numpy.inf]), -1)
        return repr(numpy.asarray(a)), [w.category.__name__ for w in got]
    assert body(gpnumpy) == body(numpy)
