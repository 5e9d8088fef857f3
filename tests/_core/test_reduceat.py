"""ufunc.reduceat: segment reductions along one axis, against NumPy.

The device walks each segment in order, as NumPy's loop does, so subtract/divide reduce alike;
float sums of long segments are compared with tolerances (the same order, but float16 runs in
float32 between elements).
"""
import numpy
import pytest

from gpnumpy.testing._xp import ALL_DTYPES, assert_same, assert_same_cases, make, short

RTOL = {"float16": 2e-2, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5, "complex128": 1e-12}


def tol(dtype):
    d = str(numpy.dtype(dtype))
    return {"rtol": RTOL[d], "atol": RTOL[d]} if d in RTOL else {}


# increasing, repeated, decreasing (a lone element), the last segment running to the end
INDICES = [[0, 4, 1, 5], [0], [3, 3, 3], [6, 2], [0, 1, 2, 3, 4, 5, 6], [], (0, 2)]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ["add", "multiply", "maximum", "minimum"])
def test_reduceat_layouts_axes(xp, name, dtype):
    kind = "small" if numpy.dtype(dtype).kind in "iu" else "default"
    cases = []
    for layout in ("C", "T", "neg", "slice"):
        for axis in (0, 1, -1):
            for ind in INDICES:
                cases.append((f"{name}({layout}, {ind}, axis={axis})",
                              lambda xp, layout=layout, axis=axis, ind=ind: getattr(xp, name).reduceat(
                                  make(xp, (7, 7), dtype, layout, seed=3, kind=kind), ind, axis=axis)))
    cases.append(("3-d axis=1", lambda xp: getattr(xp, name).reduceat(
        make(xp, (3, 7, 5), dtype, kind=kind), [0, 3, 2, 6], axis=1)))
    cases.append(("1-d axis=None", lambda xp: getattr(xp, name).reduceat(
        make(xp, (9,), dtype, kind=kind), [1, 4], axis=None)))
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("name", ["subtract", "divide", "logical_and", "logical_or", "bitwise_xor",
                                  "power", "fmax", "arctan2", "hypot", "floor_divide", "gcd"])
def test_reduceat_other_binary_ufuncs(xp, name):
    # non-associative ufuncs reduce left to right, as NumPy's loop
    cases = []
    for dtype in ("int32", "float64", "bool", "float32", "uint8"):
        if name in ("power", "arctan2") and getattr(numpy, name)(
                numpy.ones(1, dtype), numpy.ones(1, dtype)).dtype.kind == "f":
            continue  # NumPy's float loops of these do not fold: test_ordered_reduce.test_not_folded
        cases.append((f"{name} {dtype}", lambda xp, dtype=dtype: getattr(xp, name).reduceat(
            make(xp, (4, 9), dtype, seed=2, kind="small"), [0, 3, 1, 8], axis=1)))
    assert_same_cases(xp, cases, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("dtype", ["int8", "float32", "complex128", "bool"], ids=short)
def test_reduceat_long_segments(xp, dtype):
    kind = "small" if numpy.dtype(dtype).kind in "iu" else "default"
    cases = [
        ("1-d", lambda xp: xp.add.reduceat(make(xp, (100003,), dtype, seed=4, kind=kind),
                                           [0, 17, 50000, 99999, 5, 100002])),
        ("rows", lambda xp: xp.maximum.reduceat(make(xp, (5, 20001), dtype, seed=5), [0, 20000, 7], axis=1)),
        ("cols", lambda xp: xp.add.reduceat(make(xp, (3001, 40), dtype, seed=6, kind=kind), [0, 1000, 2999], axis=0)),
    ]
    assert_same_cases(xp, cases, rtol=1e-4, atol=1e-3)


def test_reduceat_dtype_and_out(xp):
    cases = [
        ("dtype=float32", lambda xp: xp.add.reduceat(make(xp, (8,), "int8"), [0, 2], dtype=xp.float32)),
        ("dtype=int8", lambda xp: xp.add.reduceat(make(xp, (8,), "int16", kind="small"), [0, 2], dtype="int8")),
        ("bool add", lambda xp: xp.add.reduceat(make(xp, (8,), "bool"), [0, 3])),
        ("uint16 multiply", lambda xp: xp.multiply.reduceat(make(xp, (8,), "uint16", kind="small"), [0, 3])),
        ("float16", lambda xp: xp.add.reduceat(make(xp, (8,), "float16"), [0, 3])),
    ]

    def with_out(xp, odt, tup=False):
        out = xp.zeros((2, 4), dtype=odt)
        res = xp.add.reduceat(make(xp, (3, 4), "int32", kind="small"), [0, 1],
                              out=(out,) if tup else out)
        assert res is out
        return out
    cases.append(("out float64", lambda xp: with_out(xp, "float64")))
    cases.append(("out int8 tuple", lambda xp: with_out(xp, "int8", True)))
    cases.append(("out wrong shape", lambda xp: xp.add.reduceat(make(xp, (8,), "int32"), [0, 2],
                                                               out=xp.zeros(3, dtype="int64"))))
    cases.append(("signed zero", lambda xp: xp.add.reduceat(xp.asarray([-0.0, 1.0]), [0, 0])))
    cases.append(("nan", lambda xp: xp.maximum.reduceat(xp.asarray([1.0, float("nan"), 3.0]), [0, 2])))
    assert_same_cases(xp, cases)


def test_reduceat_indices_forms(xp):
    a = lambda xp: make(xp, (8,), "int64", kind="small")  # noqa: E731
    cases = [
        ("int32 array", lambda xp: xp.add.reduceat(a(xp), numpy.array([0, 3], numpy.int32))),
        ("uint8 array", lambda xp: xp.add.reduceat(a(xp), numpy.array([0, 3], numpy.uint8))),
        ("device array", lambda xp: xp.add.reduceat(a(xp), xp.asarray([0, 5, 2]))),
        ("float list", lambda xp: xp.add.reduceat(a(xp), [1.7, 3])),
        ("bool array", lambda xp: xp.add.reduceat(a(xp), numpy.array([True]))),
        ("keyword", lambda xp: xp.add.reduceat(a(xp), indices=[0, 3], axis=0)),
        ("empty", lambda xp: xp.add.reduceat(make(xp, (2, 0), "float32"), [], axis=0)),
        ("empty axis ok", lambda xp: xp.add.reduceat(make(xp, (0, 3), "float32"), [0], axis=1)),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("case", [
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), [-1]),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), [0, 8]),
    lambda xp: xp.add.reduceat(make(xp, (0,), "int64"), [0]),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), [[0, 1]]),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), 2),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), numpy.array([0.5])),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), numpy.array([0, 3], numpy.uint64)),
    lambda xp: xp.add.reduceat(make(xp, (8,), "int64"), [None]),
    lambda xp: xp.add.reduceat(make(xp, (), "int64", "0d"), [0]),
    lambda xp: xp.add.reduceat(make(xp, (3, 4), "int64"), [0], axis=2),
    lambda xp: xp.add.reduceat(make(xp, (3, 4), "int64"), [0], axis=None),
    lambda xp: xp.add.reduceat(make(xp, (3, 4), "int64"), [0], axis=(0, 1)),
    lambda xp: xp.isnan.reduceat(make(xp, (8,), "float64"), [0]),
    lambda xp: xp.equal.reduceat(make(xp, (8,), "int64"), [0]),
], ids=["negative", "too large", "empty array", "2-d indices", "scalar indices", "float array",
        "uint64 array", "None", "0-d", "bad axis", "axis None 2-d", "two axes", "unary", "no loop"])
def test_reduceat_errors(xp, case):
    assert_same(xp, case)


@pytest.mark.parametrize("indices", [
    numpy.array([[0, 1]]), [[0, 1]], numpy.array(0), 0, numpy.array([[0]], float),
    numpy.array(0.5), "a", None, numpy.array([0.5]), ["a"], [None]],
    ids=["2-d array", "2-d list", "0-d array", "int", "2-d float array", "0-d float array",
         "str", "None", "float array", "str list", "None list"])
def test_reduceat_indices_error_messages(xp, indices):
    """NumPy's messages: the depth of an array or scalar is checked before its values."""
    with pytest.raises(Exception) as want:
        numpy.add.reduceat(numpy.arange(4.0), indices)
    with pytest.raises(type(want.value)) as got:
        xp.add.reduceat(xp.arange(4.0), indices)
    assert str(got.value) == str(want.value)


def test_out_shape_messages(xp):
    """An out= of the input's ndim whose shape does not fit: NumPy's iterator's words, each of
    out, the input and the indices as original->remapped."""
    b = lambda xp: xp.ones((4, 5))  # noqa: E731
    cases = [lambda xp: xp.add.reduceat(b(xp), [0, 2], axis=0, out=xp.zeros((3, 5))),
             lambda xp: xp.add.reduceat(b(xp), [0, 2], axis=0, out=xp.zeros((2, 4))),
             lambda xp: xp.add.reduceat(b(xp), [0, 2], axis=1, out=xp.zeros((3, 2))),
             lambda xp: xp.add.reduceat(b(xp)[0], [0, 2], out=xp.zeros(3))]
    for case in cases:
        assert_same(xp, case)
