"""Array creation: array/asarray/..., empty/zeros/ones/full(+_like), ranges, matrices, meshgrid.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, LAYOUTS, assert_same, assert_same_cases, layout_of, make, short,
)


# --------------------------------------------------------------------------------------------------
# array / asarray / asanyarray / ascontiguousarray
# --------------------------------------------------------------------------------------------------
PY_INPUTS = [
    ("list of int", [1, 2, 3]),
    ("list of float", [1.5, -2.0, 3.25]),
    ("mixed int float bool", [1, 2.5, True]),
    ("list of bool", [True, False, True]),
    ("list of complex", [1 + 2j, 3, -0.5j]),
    ("nested", [[1, 2, 3], [4, 5, 6]]),
    ("nested 3-d", [[[1.0], [2.0]], [[3.0], [4.0]]]),
    ("tuple", (1, 2, 3)),
    ("list of tuples", [(1, 2), (3, 4)]),
    ("empty list", []),
    ("list of empty list", [[]]),
    ("int", 5),
    ("negative int", -7),
    ("float", 2.5),
    ("bool", True),
    ("complex", 1 - 1j),
    ("2**63 (uint64)", 2**63),
    ("-2**63", -(2**63)),
    ("big ints list", [2**62, -(2**62)]),
    ("nan and inf", [float("nan"), float("inf"), -0.0]),
    ("np scalars", [numpy.float32(1.5), numpy.float32(2.5)]),
    ("mixed np scalars", [numpy.int8(1), numpy.float16(2.5)]),
    ("np float32 scalar", numpy.float32(0.1)),
    ("np uint8 scalar", numpy.uint8(200)),
    ("ragged", [[1], [1, 2]]),
]

CREATORS = ["array", "asarray", "asanyarray", "ascontiguousarray"]


@pytest.mark.parametrize("func", CREATORS)
@pytest.mark.parametrize("label, value", PY_INPUTS, ids=[c[0] for c in PY_INPUTS])
def test_from_python(xp, func, label, value):
    assert_same(xp, lambda xp: getattr(xp, func)(value))


def _with_dtype_grid():
    out = []
    for label, value in PY_INPUTS[:8] + PY_INPUTS[11:16]:
        for dt in ALL_DTYPES:
            flat = numpy.ravel(numpy.array(value, dtype=object)).tolist()
            if dt.startswith("uint") and any(isinstance(v, float) and v < 0 for v in flat):
                continue  # a negative float into an unsigned type is undefined behaviour in C
            out.append(pytest.param(label, value, dt, id=f"{label}-{short(dt)}"))
    return out


@pytest.mark.parametrize("label, value, dtype", _with_dtype_grid())
def test_from_python_with_dtype(xp, label, value, dtype):
    assert_same(xp, lambda xp: xp.array(value, dtype=dtype))


DTYPE_EDGE = [
    ("300 into uint8", 300, "uint8"),
    ("-1 into uint8", [-1], "uint8"),
    ("1.7 into int", [1.7, -1.7], "int64"),
    ("complex into float", [1 + 1j], "float64"),
    ("nan into bool", [float("nan"), 0.0], "bool"),
    ("2**64 into uint64", [2**64], "uint64"),
    ("dtype as type", [1, 2], float),
    ("dtype as char", [1, 2], "f"),
    ("dtype as np type", [1, 2], numpy.int16),
    ("bad dtype name", [1, 2], "float99"),
]


@pytest.mark.parametrize("label, value, dtype", DTYPE_EDGE, ids=[c[0] for c in DTYPE_EDGE])
def test_from_python_dtype_edge_cases(xp, label, value, dtype):
    assert_same(xp, lambda xp: xp.array(value, dtype=dtype))


@pytest.mark.parametrize("func", CREATORS)
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ["bool", "int8", "uint64", "float16", "float64", "complex64"],
                         ids=short)
def test_from_host_array(xp, func, dtype, layout):
    """A NumPy array (any layout) becomes an xp array with the same values and memory order.

    numpy.asarray returns a [::-1] or [::2] view itself (not contiguous); moving it to a device is a
    copy, which is contiguous: for those the layout is not compared."""
    compare_layout = func in ("array", "ascontiguousarray") or layout not in ("neg", "slice")

    def body(xp):
        r = getattr(xp, func)(make(numpy, (3, 4), dtype, layout))
        return r, (layout_of(r) if compare_layout else None)
    assert_same(xp, body)


@pytest.mark.parametrize("func", CREATORS)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_from_own_array(xp, func, layout):
    def body(xp):
        a = make(xp, (3, 4), "float32", layout)
        r = getattr(xp, func)(a)
        return r, r is a, r.flags.c_contiguous, r.flags.f_contiguous
    assert_same(xp, body)


def test_from_list_of_arrays(xp):
    cases = [
        ("list of 1-d arrays", lambda xp: xp.array([make(xp, (3,), "int32"),
                                                    make(xp, (3,), "int32", seed=1)])),
        ("list of 0-d arrays", lambda xp: xp.array([make(xp, (), "float64", "0d"),
                                                    make(xp, (), "float64", "0d", seed=1)])),
        ("arrays of mixed dtypes", lambda xp: xp.array([make(xp, (2,), "int8"),
                                                        make(xp, (2,), "float32")])),
        ("list of arrays and numbers", lambda xp: xp.asarray([make(xp, (), "int16", "0d"), 5])),
        ("tuple of views", lambda xp: xp.array((make(xp, (2, 2), "uint8", "T"),
                                                make(xp, (2, 2), "uint8", "neg")))),
        ("ragged arrays", lambda xp: xp.array([make(xp, (2,)), make(xp, (3,))])),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("on_device", [True, False], ids=["stacked", "read"])
def test_from_list_of_same_arrays(xp, monkeypatch, on_device):
    """array() of a list or tuple of arrays of one shape and dtype: on a GPU each is copied into
    its place on the device (creation._stacked; forced here on the host device too, and left
    off), NumPy's values, dtype, layout and independence from the items."""
    from gpnumpy._core import creation
    if xp is not numpy:
        monkeypatch.setattr(creation, "ON_DEVICE", on_device)

    def rows(xp):
        x = make(xp, (5, 4), "float32")
        r = xp.array([x[i] * 2 for i in range(5)])
        x[0, 0] = 100  # (a copy: the items' later writes do not reach it)
        return r, r.flags.c_contiguous, r.flags.owndata

    assert_same_cases(xp, [
        ("rows", rows),
        ("tuple of views", lambda xp: xp.array((make(xp, (3, 2), "int16", "T"),
                                                make(xp, (3, 2), "int16", "neg")))),
        ("one item", lambda xp: xp.array([make(xp, (2, 3), "complex64")])),
        ("0-d arrays", lambda xp: xp.array([make(xp, (), "float64", "0d"),
                                            make(xp, (), "float64", "0d", seed=1)])),
        ("empty rows", lambda xp: xp.array([make(xp, (2, 0), "int8"), make(xp, (2, 0), "int8")])),
        ("ndmin", lambda xp: xp.array([make(xp, (3,), "uint8"), make(xp, (3,), "uint8")], ndmin=4)),
        ("order F", lambda xp: layout_of(xp.array([make(xp, (2, 3), "int32")] * 3, order="F"))),
        ("bool", lambda xp: xp.array([make(xp, (4,), "bool"), make(xp, (4,), "bool", seed=2)])),
        ("same array twice", lambda xp: xp.array([make(xp, (2, 2), "float64")] * 2)),
        ("one shape, two dtypes", lambda xp: xp.array([make(xp, (2,), "int64"),
                                                       make(xp, (2,), "int32")])),
    ])


def test_from_list_of_arrays_among_python_values(xp):
    """Device arrays and scalars found among Python's numbers, strings and None (the
    scan that looks for them skips those)."""
    assert_same_cases(xp, [
        ("scalar after floats", lambda xp: xp.array([1.5, 2, make(xp, (3,), "float32")[1]])),
        ("tuple of rows", lambda xp: xp.array(((1, 2), make(xp, (2,), "float64")))),
    ])
    assert_same_cases(xp, [   # (strings, objects: NumPy's arrays on the host)
        ("array after a str", lambda xp: xp.array([["a", "b"], make(xp, (2,), "int8")])),
        ("None and a scalar", lambda xp: xp.array([None, make(xp, (2,), "int64")[0]])),
    ], expect_host=True)


def test_object_array_of_arrays_holds_them(xp):
    """array/asarray(..., dtype=object) of a ragged list of arrays stores those arrays
    themselves, as NumPy's does (not read-only host copies): the elements are the user's
    arrays and a write through one reaches them; a 0-d array in a list is kept too, and a
    regular list of arrays is read through them (its elements are their values)."""
    import warnings

    def body(xp):
        a, b, m, z = xp.arange(3), xp.arange(2), xp.arange(4).reshape(2, 2), xp.array(0.5)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (gpnumpy's FallbackWarning)
            o = xp.array([a, b], dtype=object)
            p = xp.asarray([m, [m]], dtype=object)
            q = xp.array([z], dtype=object)
            r = xp.array([m, m + 1], dtype=object)
        o[0][0] = 7
        return (o.shape, o[0] is a, o[1] is b, a.tolist(), p.shape, p[0] is m,
                type(p[1]).__name__, q[0] is z, r.shape, r.tolist())
    assert_same(xp, body, expect_host=True)


@pytest.mark.gp_only
def test_list_of_python_values_is_not_scanned_per_element(gp, monkeypatch):
    """A list of Python numbers or strings goes to NumPy without a Python-level look at each
    element (array() of a million strings cost ten times NumPy's): neither creation's scan
    nor the fallback's copy of the arguments visits the elements."""
    import warnings
    from gpnumpy._core import dispatch, ndarray as nd
    seen = []
    scan, copy = nd.nested_to_host, dispatch._HostCall.to_host
    monkeypatch.setattr(nd, "nested_to_host", lambda x: seen.append(x) or scan(x))
    monkeypatch.setattr(dispatch._HostCall, "to_host",
                        lambda self, x: seen.append(x) or copy(self, x))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        for data in ([0.5] * 1000, list(range(1000)), ["ab"] * 1000, [None, 1] * 500):
            gp.array(data)
            gp.array(data, dtype=object)
    assert len(seen) < 50


def test_copy_keyword(xp):
    a = lambda xp: make(xp, (3, 4), "int32")  # noqa: E731

    def copied(xp, fn):
        x = a(xp)
        r = fn(xp, x)
        r[0, 0] = 99
        return x, r is x

    cases = [
        ("array copies by default", lambda xp: copied(xp, lambda xp, x: xp.array(x))),
        ("array copy=True", lambda xp: copied(xp, lambda xp, x: xp.array(x, copy=True))),
        ("array copy=None shares", lambda xp: copied(xp, lambda xp, x: xp.array(x, copy=None))),
        ("array copy=False shares", lambda xp: copied(xp, lambda xp, x: xp.array(x, copy=False))),
        ("asarray shares", lambda xp: copied(xp, lambda xp, x: xp.asarray(x))),
        ("asarray copy=True", lambda xp: copied(xp, lambda xp, x: xp.asarray(x, copy=True))),
        ("asarray copy=False", lambda xp: copied(xp, lambda xp, x: xp.asarray(x, copy=False))),
        ("asarray other dtype copy=False", lambda xp: xp.asarray(a(xp), dtype="float64", copy=False)),
        ("asarray other dtype copy=None", lambda xp: xp.asarray(a(xp), dtype="float64", copy=None)),
        ("array of list copy=False", lambda xp: xp.array([1, 2, 3], copy=False)),
        ("asarray of list copy=False", lambda xp: xp.asarray([1, 2, 3], copy=False)),
        ("asarray order=F of C copy=False", lambda xp: xp.asarray(a(xp), order="F", copy=False)),
        ("ascontiguousarray of transposed is a copy",
         lambda xp: (lambda x: (xp.ascontiguousarray(x) is x, xp.ascontiguousarray(x).strides))(
             make(xp, (3, 4), "int32", "T"))),
        ("ascontiguousarray of contiguous is itself",
         lambda xp: (lambda x: xp.ascontiguousarray(x) is x)(a(xp))),
    ]
    assert_same_cases(xp, cases)


def test_asarray_of_an_equal_dtype_object(xp):
    """asarray/array(copy=None|False) give the array itself only for the very dtype object it
    has ('i', numpy.int32); an equal dtype that is another object (one with metadata, 'q' for
    'l', a '=' byte order) gives a view of that dtype, its base the array."""
    spam = numpy.dtype("i", metadata={"spam": 1})
    native = numpy.dtype("i").newbyteorder("=")

    def asked(fn, dt):
        def body(xp):
            x = xp.arange(3, dtype="i")
            r = fn(xp, x, dt)
            return r is x, r.base is x, r.dtype is dt, r.dtype.metadata, r
        return body

    cases = []
    for name, fn in [("asarray", lambda xp, x, dt: xp.asarray(x, dtype=dt)),
                     ("array copy=None", lambda xp, x, dt: xp.array(x, dtype=dt, copy=None)),
                     ("array copy=False", lambda xp, x, dt: xp.array(x, dtype=dt, copy=False)),
                     ("asanyarray", lambda xp, x, dt: xp.asanyarray(x, dtype=dt)),
                     ("ascontiguousarray", lambda xp, x, dt: xp.ascontiguousarray(x, dtype=dt))]:
        for label, dt in [("'i'", "i"), ("int32", numpy.int32), ("metadata", spam),
                          ("'=' order", native)]:
            cases.append(("%s %s" % (name, label), asked(fn, dt)))
    cases.append(("metadata kept through a second equal dtype", lambda xp: (
        lambda y: (xp.asarray(y, dtype=numpy.dtype("i", metadata={"spam": 1})) is y))(
            xp.asarray(xp.arange(3, dtype="i"), dtype=spam))))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("case", [
    lambda xp: xp.array([1, 2], copy=False),
    lambda xp: xp.asarray([1, 2], copy=False),
    lambda xp: xp.array(xp.arange(3.0), dtype=int, copy=False),
    lambda xp: xp.asarray(xp.arange(3.0), dtype=int, copy=False),
    lambda xp: xp.asarray(xp.arange(6.0).reshape(2, 3).T, order="C", copy=False),
])
def test_copy_false_message(gp, case):
    # NumPy's whole message, with its pointer to np.asarray and the migration guide
    def message(xp):
        with pytest.raises(ValueError) as info:
            case(xp)
        return str(info.value)
    assert message(gp) == message(numpy)


def test_ndmin_order(xp):
    cases = [
        ("ndmin=3 from list", lambda xp: xp.array([1, 2], ndmin=3)),
        ("ndmin=4 from 2-d", lambda xp: xp.array(make(xp, (2, 3), "int8"), ndmin=4)),
        ("ndmin smaller than ndim", lambda xp: xp.array(make(xp, (2, 3), "int8"), ndmin=1)),
        ("ndmin from scalar", lambda xp: xp.array(3.5, ndmin=2)),
        ("order=F", lambda xp: layout_of(xp.array([[1, 2, 3], [4, 5, 6]], order="F"))),
        ("order=C of transposed", lambda xp: layout_of(xp.array(make(xp, (3, 4), "f4", "T"), order="C"))),
        ("order=K of transposed", lambda xp: layout_of(xp.array(make(xp, (3, 4), "f4", "T"), order="K"))),
        ("order=A of transposed", lambda xp: layout_of(xp.array(make(xp, (3, 4), "f4", "T"), order="A"))),
        ("asarray order=F", lambda xp: layout_of(xp.asarray(make(xp, (3, 4), "f8"), order="F"))),
        ("ascontiguousarray of 0-d", lambda xp: xp.ascontiguousarray(make(xp, (), "f8", "0d"))),
        ("ascontiguousarray dtype", lambda xp: xp.ascontiguousarray([1, 2], dtype="float32")),
        ("bad order", lambda xp: xp.array([1, 2], order="X")),
    ]
    assert_same_cases(xp, cases)


_NDMIN_VALUES = [numpy.True_, True, 2.0, numpy.float64(2), numpy.int8(2), numpy.uint64(3), None,
                 "2", numpy.array(2), numpy.array([2]), 2 ** 70]


@pytest.mark.parametrize("ndmin", _NDMIN_VALUES, ids=repr)
def test_ndmin_is_a_c_int(xp, ndmin):
    """ndmin is converted as NumPy converts a C int: a float, a NumPy bool, None or a string is
    its TypeError; an integer scalar (or 0-d integer array) gives its value."""
    assert_same_cases(xp, [
        ("list", lambda xp: xp.array([1, 2], ndmin=ndmin)),
        ("array", lambda xp: xp.array(xp.ones(2), ndmin=ndmin)),
        ("device scalar", lambda xp: xp.array(
            [1], ndmin=xp.asarray([2])[0] if ndmin is None else ndmin)),
    ])


def test_dtype_given_as_a_scalar(xp):
    """A scalar given as dtype= is read for its dtype, as NumPy's ``dtype(np.float32(1))``,
    a device scalar (an element, a reduction) as NumPy's; an array given as dtype= is
    NumPy's TypeError."""
    s = lambda xp: xp.asarray([1.5], "float32")[0]  # noqa: E731
    r = lambda xp: xp.asarray([1, 2], "uint8").sum(dtype="uint8")  # noqa: E731
    assert_same_cases(xp, [
        ("zeros", lambda xp: xp.zeros(2, s(xp))),
        ("ones reduction", lambda xp: xp.ones(2, dtype=r(xp))),
        ("full", lambda xp: xp.full(2, 7, dtype=s(xp))),
        ("zeros_like", lambda xp: xp.zeros_like(xp.arange(3), dtype=s(xp))),
        ("ones_like", lambda xp: xp.ones_like(xp.arange(3), dtype=r(xp))),
        ("identity", lambda xp: xp.identity(2, s(xp))),
        ("eye", lambda xp: xp.eye(2, dtype=r(xp))),
        ("indices", lambda xp: xp.indices((2, 1), dtype=r(xp))),
        ("astype", lambda xp: xp.arange(3).astype(s(xp))),
        ("zeros of an array", lambda xp: xp.zeros(2, xp.asarray([1, 2], "float32"))),
    ])


@pytest.mark.parametrize("given", ["1-d", "0-d"])
def test_an_array_as_dtype_is_refused_everywhere(xp, given):
    """NumPy's TypeError for an array given as ``dtype=`` to any function (NumPy's dtype
    constructor would read the ``.dtype`` of ours): conversions, astype, reductions, ufuncs,
    products, cumulative and statistics functions, views."""
    d = (lambda xp: xp.asarray([1.0, 2.0], "float32")) if given == "1-d" else \
        (lambda xp: xp.asarray(2.0, "float32"))
    a = lambda xp: xp.arange(6.0).reshape(2, 3)  # noqa: E731
    assert_same_cases(xp, [
        ("asarray", lambda xp: xp.asarray([1, 2], dtype=d(xp))),
        ("array", lambda xp: xp.array([1, 2], dtype=d(xp))),
        ("full", lambda xp: xp.full(2, 1j, dtype=d(xp))),
        ("arange", lambda xp: xp.arange(3, dtype=d(xp))),
        ("linspace", lambda xp: xp.linspace(0, 1, 3, dtype=d(xp))),
        ("astype", lambda xp: a(xp).astype(d(xp))),
        ("sum", lambda xp: a(xp).sum(dtype=d(xp))),
        ("mean", lambda xp: a(xp).mean(dtype=d(xp))),
        ("prod axis", lambda xp: xp.prod(a(xp), axis=0, dtype=d(xp))),
        ("cumsum", lambda xp: xp.cumsum(a(xp), dtype=d(xp))),
        ("add", lambda xp: xp.add(a(xp), 1, dtype=d(xp))),
        ("add.reduce", lambda xp: xp.add.reduce(a(xp), dtype=d(xp))),
        ("matmul", lambda xp: xp.matmul(a(xp), a(xp).T, dtype=d(xp))),
        ("einsum", lambda xp: xp.einsum("ij->i", a(xp), dtype=d(xp))),
        ("trace", lambda xp: xp.trace(a(xp), dtype=d(xp))),
        ("var", lambda xp: xp.var(a(xp), dtype=d(xp))),
        ("concatenate", lambda xp: xp.concatenate([a(xp), a(xp)], dtype=d(xp))),
        ("frombuffer", lambda xp: xp.frombuffer(b"\0" * 8, dtype=d(xp))),
    ])


def test_ndmin_unit_axes_strides(xp):
    """The leading unit axes ndmin adds have NumPy's strides: the itemsize for order='F' or an
    array that is only F-contiguous (a transposed matrix), else the first axis's extent -- also
    when no copy is made (a one-row slice, a vector asked for order='F')."""
    def strides(make_it):
        return lambda xp: make_it(xp).strides
    src = [("2-d", lambda xp: xp.arange(8.0).reshape(2, 4)),
           ("one-row slice", lambda xp: xp.arange(8.0).reshape(2, 4)[::2]),
           ("transposed", lambda xp: xp.arange(8.0).reshape(2, 4).T),
           ("1-d", lambda xp: xp.arange(3.0)),
           ("0-d", lambda xp: xp.asarray(2.5))]
    cases = []
    for name, a in src:
        for order in "KACF":
            for copy in (None, True):
                cases.append(("%s %s copy=%s" % (name, order, copy), strides(
                    lambda xp, a=a, order=order, copy=copy: xp.array(a(xp), ndmin=4, order=order,
                                                                   copy=copy))))
    cases.append(("list order=F", strides(lambda xp: xp.array([[1.0, 2.0]], ndmin=3, order="F"))))
    assert_same_cases(xp, cases)


def test_array_of_host_data_strides(xp):
    """Host data becomes an array laid out as NumPy's: a new array as NumPy allocates it (a list
    or a copy, order='F' of one row: the itemsize on the unit axis; order='A' of a strided array:
    C; order='A' with a cast: the array's order), a NumPy array taken as it is (no copy asked
    for) with its own strides, unit axes' too, and an empty one with strides of 0."""
    def host_row(xp):
        return numpy.ones((4, 3))[::2][:1]  # (strides (48, 8): C-contiguous, and F too)

    def strided(xp):
        return numpy.arange(24.0).reshape(4, 6).T[::2]
    cases = [
        ("list F", lambda xp: xp.array([[1.0, 2.0, 3.0]], order="F").strides),
        ("column list F", lambda xp: xp.array([[1.0], [2.0]], order="F").strides),
        ("row copy F", lambda xp: xp.array(numpy.ones((1, 3)), order="F").strides),
        ("row kept", lambda xp: xp.asarray(host_row(xp)).strides),
        ("row kept ndmin", lambda xp: xp.asarray(host_row(xp)[None]).strides),
        ("row copied K", lambda xp: xp.array(host_row(xp)).strides),
        ("row copied F", lambda xp: xp.array(host_row(xp), order="F").strides),
        ("strided copy A", lambda xp: xp.array(strided(xp), order="A").strides),
        ("strided copy K", lambda xp: xp.array(strided(xp), order="K").strides),
        ("strided cast A", lambda xp: xp.array(strided(xp), order="A", dtype="f4").strides),
        ("device cast A", lambda xp: xp.array(xp.asarray(strided(xp))[::1], order="A",
                                               dtype="i8").strides),
        ("empty list", lambda xp: xp.array([]).strides),
        ("empty host", lambda xp: xp.asarray(numpy.ones((3, 0, 2))).strides),
    ]
    assert_same_cases(xp, cases)


def test_array_order_A_without_copy(xp):
    """order='A' asks for no layout when no copy is asked for: array(x, order='A', copy=None)
    and asarray(x, order='A') of a strided or reversed array are the array itself, its
    strides kept (a copy=True is C, unless only F-contiguous)."""
    def strided(xp):
        return xp.arange(120.0).reshape(2, 3, 4, 5)[:, ::2]
    cases = [
        ("array", lambda xp: (lambda a: (xp.array(a, order="A", copy=None) is a))(strided(xp))),
        ("asarray", lambda xp: (lambda a: xp.asarray(a, order="A") is a)(strided(xp))),
        ("reversed", lambda xp: xp.asarray(strided(xp)[::-1], order="A", dtype="f8").strides),
        ("ndmin", lambda xp: xp.array(strided(xp), order="A", copy=None, ndmin=6).strides),
        ("copy", lambda xp: xp.array(strided(xp), order="A").strides),
    ]
    assert_same_cases(xp, cases)


def test_tril_triu_layout_of_stacks(xp):
    """tril/triu of a stack are NumPy's where(mask, m, 0): laid out in its iterator's order of
    the mask and the stack (a transposed or permuted stack gives its own order, not C)."""
    def stack(xp):
        return xp.arange(24.0).reshape(2, 3, 4)

    def laid(r):
        return r, r.strides
    views = {"T": lambda b: b.T, "swapped": lambda b: b.transpose(0, 2, 1),
             "reversed T": lambda b: b.T[:, ::-1], "first last": lambda b: b.transpose(2, 0, 1)}
    cases = []
    for name, v in views.items():
        cases += [(name + " tril", lambda xp, v=v: laid(xp.tril(v(stack(xp))))),
                  (name + " triu", lambda xp, v=v: laid(xp.triu(v(stack(xp)), 1)))]
    assert_same_cases(xp, cases)


def test_order_letters_either_case(xp):
    # NumPy's order converter: 'c', 'f', 'a', 'k' in either case (and bytes) for every function;
    # other strings ValueError, other types TypeError, with NumPy's messages
    def t(xp):
        return xp.asarray(make(xp, (3, 4), "f4", "T"))
    calls = {
        "array": lambda xp, o: xp.array([[1, 2, 3], [4, 5, 6]], order=o),
        "array of array": lambda xp, o: xp.array(t(xp), order=o),
        "asarray": lambda xp, o: xp.asarray([[1, 2, 3], [4, 5, 6]], order=o),
        "copy method": lambda xp, o: t(xp).copy(order=o),
        "astype": lambda xp, o: t(xp).astype("f8", order=o),
        "np.copy": lambda xp, o: xp.copy(t(xp), order=o),
        "empty_like": lambda xp, o: xp.empty_like(t(xp), order=o),
        "zeros_like": lambda xp, o: xp.zeros_like(t(xp), order=o),
        "full_like": lambda xp, o: xp.full_like(t(xp), 2, order=o),
    }
    for name, call in calls.items():
        for o in ("c", "f", "a", "k", "F", b"F", "x", "CC", "", 1):
            got = []
            for m in (numpy, xp):
                try:
                    r = layout_of(call(m, o))
                except Exception as e:
                    r = (type(e).__name__, str(e))
                got.append(r)
            assert got[0] == got[1], (name, o, got)


# --------------------------------------------------------------------------------------------------
# empty / zeros / ones / full and *_like
# --------------------------------------------------------------------------------------------------
SHAPES = [3, (3,), (2, 3), [2, 3], (), 0, (2, 0), (1, 1, 2), numpy.int64(4)]


def _dtype_id(d):
    if d is None:
        return "default"
    return d.__name__ if isinstance(d, type) else short(d)


def test_ones_of_time_dtypes(xp):
    """ones and ones_like cast 1 as NumPy's ones does (unsafely): a datetime64 or timedelta64
    of generic unit, byte-swapped or in a record, holds 1 (assigning 1 to it raises)."""
    def raw(a):
        return a.dtype, a.view("u1").tolist()
    assert_same_cases(xp, [
        ("M8", lambda xp: raw(xp.ones(3, "M8"))),
        (">M8", lambda xp: raw(xp.ones(3, ">M8"))),
        ("m8", lambda xp: raw(xp.ones((2, 2), "m8"))),
        ("M8[D]", lambda xp: raw(xp.ones(2, "M8[D]"))),
        ("ones_like M8", lambda xp: raw(xp.ones_like(xp.zeros(2, "M8")))),
        ("ones_like dtype=M8[s]", lambda xp: raw(xp.ones_like(xp.zeros(3, "u1"), dtype="M8[s]"))),
        ("record with M8", lambda xp: raw(xp.ones(2, [("a", "M8"), ("b", "i2")]))),
    ])


@pytest.mark.parametrize("dtype", ALL_DTYPES + [None, float, int, bool, complex], ids=_dtype_id)
@pytest.mark.parametrize("func", ["zeros", "ones", "empty", "full"])
def test_filled(xp, func, dtype):
    def make_one(xp, shape, order="C"):
        kw = {} if dtype is None else {"dtype": dtype}
        if func == "full":
            return xp.full(shape, 3, order=order, **kw)
        return getattr(xp, func)(shape, order=order, **kw)

    def body(xp, shape, order="C"):
        a = make_one(xp, shape, order)
        if func == "empty":  # contents are uninitialised
            return layout_of(a)
        return a, layout_of(a)

    cases = [(f"shape {s!r}", lambda xp, s=s: body(xp, s)) for s in SHAPES]
    cases.append(("order F", lambda xp: body(xp, (2, 3), "F")))
    assert_same_cases(xp, cases)


def test_filled_errors(xp):
    cases = [
        ("negative dimension", lambda xp: xp.zeros(-1)),
        ("negative in tuple", lambda xp: xp.ones((2, -3))),
        ("float shape", lambda xp: xp.zeros(2.5)),
        ("float in tuple", lambda xp: xp.empty((2, 1.5))),
        ("bad order", lambda xp: xp.zeros((2, 3), order="X")),
        ("bad dtype", lambda xp: xp.ones(3, dtype="float99")),
        ("shape None", lambda xp: xp.zeros(None)),
    ]
    assert_same_cases(xp, cases)


FULL_CASES = [
    ("int fill value", lambda xp: xp.full(3, 7)),
    ("float fill value", lambda xp: xp.full((2, 2), 2.5)),
    ("bool fill value", lambda xp: xp.full(3, True)),
    ("complex fill value", lambda xp: xp.full(2, 1 + 1j)),
    ("nan", lambda xp: xp.full(2, float("nan"), dtype="float16")),
    ("float into int dtype", lambda xp: xp.full(3, 2.7, dtype="int32")),
    ("300 into uint8", lambda xp: xp.full(3, 300, dtype="uint8")),
    ("-1 into uint64", lambda xp: xp.full(3, -1, dtype="uint64")),
    # (Python ints past 64 bits: copyto's OverflowError, not asarray's object-to-bool cast)
    ("2**64 into bool", lambda xp: xp.full(3, 2**64, dtype=bool)),
    ("-2**63-1 into bool", lambda xp: xp.full(3, -2**63 - 1, dtype=bool)),
    ("2**64 into int8", lambda xp: xp.full(3, 2**64, dtype="int8")),
    ("2**64 into float16", lambda xp: xp.full(3, 2**64, dtype="float16")),
    ("2**64 like bool", lambda xp: xp.full_like(make(xp, (2,), "bool"), 2**64)),
    ("np scalar fill", lambda xp: xp.full(3, numpy.float32(0.1))),
    ("0-d array fill", lambda xp: xp.full(3, make(xp, (), "int16", "0d"))),
    ("list fill broadcasts", lambda xp: xp.full((2, 3), [1, 2, 3])),
    ("array fill broadcasts", lambda xp: xp.full((2, 3), make(xp, (3,), "float32"))),
    ("fill does not broadcast", lambda xp: xp.full((2, 3), [1, 2])),
    ("order F", lambda xp: layout_of(xp.full((2, 3), 1.0, order="F"))),
    # object fill values: NumPy's object arrays (held on the host by gpnumpy)
    ("None fill", lambda xp: (lambda r: (r.tolist(), str(r.dtype)))(xp.full((2, 3), None))),
    ("None fill positional", lambda xp: (lambda r: (r.tolist(), str(r.dtype)))(
        xp.full(2, None))),
    ("None fill keyword", lambda xp: xp.full(2, fill_value=None).tolist()),
    ("None fill padded", lambda xp: xp.pad(xp.full((1, 2), None), 1, mode="edge").tolist()),
]


@pytest.mark.parametrize("label, body", FULL_CASES, ids=[c[0] for c in FULL_CASES])
def test_full(xp, label, body):
    assert_same(xp, body)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("func", ["zeros_like", "ones_like", "empty_like", "full_like"])
def test_like(xp, func, layout):
    def call(xp, **kw):
        src = make(xp, (3, 4), "int16", layout)
        args = (src, 5) if func == "full_like" else (src,)
        r = getattr(xp, func)(*args, **kw)
        if func == "empty_like":  # contents are uninitialised
            return layout_of(r), type(r) is type(src)
        return r, layout_of(r), type(r) is type(src)

    cases = [
        ("plain", lambda xp: call(xp)),
        ("dtype", lambda xp: call(xp, dtype="float32")),
        ("order C", lambda xp: call(xp, order="C")),
        ("order F", lambda xp: call(xp, order="F")),
        ("order A", lambda xp: call(xp, order="A")),
        ("shape int", lambda xp: call(xp, shape=5)),
        ("shape tuple", lambda xp: call(xp, shape=(2, 5))),
        ("shape and dtype", lambda xp: call(xp, shape=(2,), dtype=bool)),
        ("subok=False", lambda xp: call(xp, subok=False)),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("fill", [2**64, -2**63 - 1, 2**63], ids=str)
def test_full_big_int_into_float16_warns(xp, fill):
    # NumPy's copyto casts the Python int (an object past 64 bits) to float16: inf, with the
    # cast's overflow warning
    with warnings.catch_warnings(record=True) as got, numpy.errstate(over="warn"):
        warnings.simplefilter("always")
        r = xp.full(2, fill, dtype="float16")
    with warnings.catch_warnings(record=True) as want, numpy.errstate(over="warn"):
        warnings.simplefilter("always")
        e = numpy.full(2, fill, dtype="float16")
    assert numpy.asarray(r.tolist()).tolist() == e.tolist() and str(r.dtype) == str(e.dtype)
    kinds = lambda ws: [w.category for w in ws if w.category is RuntimeWarning]  # noqa: E731
    assert kinds(got) == kinds(want) == [RuntimeWarning]


def test_full_empty_from_an_array_casts_nothing(xp):
    """An empty full/full_like casts no element: a gpnumpy 0-d array, like a NumPy number,
    does not warn (a Python number is converted first, and warns); its shape must still
    broadcast."""
    def seen(xp, f):
        with warnings.catch_warnings(record=True) as got, numpy.errstate(all="warn"):
            warnings.simplefilter("always")
            try:
                r = f(xp)
                res = (r.tolist(), str(r.dtype), r.shape)
            except Exception as exc:  # noqa: BLE001
                res = "%s: %s" % (type(exc).__name__, exc)
        return res, [(w.category.__name__, str(w.message)) for w in got]
    cases = [
        lambda xp: xp.full(0, xp.asarray(1e300), dtype="float16"),
        lambda xp: xp.full((0, 3), xp.asarray([1e300, 1.0, 2.0]), dtype="float16"),
        lambda xp: xp.full((0, 3), xp.asarray([1e300, 1.0]), dtype="float16"),
        lambda xp: xp.full_like(xp.zeros(0, "int32"), xp.asarray(numpy.float32("inf"))),
        lambda xp: xp.full_like(xp.zeros(0, "int8"), xp.asarray(1 + 2j)),
        lambda xp: xp.full(0, numpy.float64(1e300), dtype="float16"),
        lambda xp: xp.full(0, 1e300, dtype="float16"),
        lambda xp: xp.full(2, xp.asarray(1e300), dtype="float16"),
    ]
    for i, f in enumerate(cases):
        assert seen(xp, f) == seen(numpy, f), i


def test_full_like_values(xp):
    a = lambda xp: make(xp, (2, 3), "uint8")  # noqa: E731
    cases = [
        ("float into uint8", lambda xp: xp.full_like(a(xp), 2.9)),
        ("300 into uint8", lambda xp: xp.full_like(a(xp), 300)),
        ("-1 into uint8", lambda xp: xp.full_like(a(xp), -1)),
        ("nan into float", lambda xp: xp.full_like(make(xp, (2,), "float32"), float("nan"))),
        ("complex into float", lambda xp: xp.full_like(make(xp, (2,), "float64"), 1 + 2j)),
        ("array fill value", lambda xp: xp.full_like(a(xp), make(xp, (3,), "uint8", seed=1))),
        ("from a list", lambda xp: xp.full_like([1.5, 2.5], 7)),
        ("from a host array", lambda xp: xp.zeros_like(make(numpy, (2, 2), "complex64"))),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# arange / linspace / logspace / geomspace
# --------------------------------------------------------------------------------------------------
ARANGE = [
    ((5,), {}), ((2, 10, 3), {}), ((10, 2, -2), {}), ((0, 1, 0.1), {}), ((1.0,), {}),
    ((5,), {"dtype": "float32"}), ((0,), {}), ((5, 2), {}), ((0, 5), {"dtype": "uint8"}),
    ((-3, 3), {}), ((2.5,), {}), ((-1.5, 2.5, 0.5), {}), ((0, 1, 0.3), {"dtype": "float16"}),
    ((3,), {"dtype": "complex64"}), ((1 + 1j, 4),  {}), ((2,), {"dtype": bool}), ((3,), {"dtype": bool}),
    ((0, 1, 0), {}), ((float("nan"),), {}), ((0, float("inf")), {}), ((), {"stop": 5}),
    ((), {"start": 1, "stop": 5}), ((10,), {"dtype": "int8"}), ((250, 260), {"dtype": "uint8"}),
    ((numpy.int8(3),), {}), ((numpy.float32(0.5), 3), {}), ((0, 10**10, 3 * 10**9), {}),
    ((2**62, 2**62 + 3), {}),
]


@pytest.mark.parametrize("args, kwargs", ARANGE, ids=[f"{a}{k or ''}" for a, k in ARANGE])
def test_arange(xp, args, kwargs):
    assert_same(xp, lambda xp: xp.arange(*args, **kwargs))


LINSPACE = [
    ((0, 1), {}), ((0, 10, 5), {}), ((0, 1, 5), {"endpoint": False}), ((0, 1, 5), {"retstep": True}),
    ((0, 10, 5), {"dtype": int}), ((-5, 5, 4), {"dtype": "int8"}), ((1, 0, 7), {}),
    ((0, 1, 0), {}), ((0, 1, 1), {}), ((0, 1, 1), {"endpoint": False}), ((0, 1, -1), {}),
    ((0, 1, 2.5), {}), ((1j, 2 + 2j, 3), {}), ((0, 1, 4), {"dtype": "float32"}),
    ((0, 1, 4), {"dtype": "float16"}), ((3, 3, 4), {}), ((0, 1, 1), {"retstep": True}),
    ((0.1, 0.7, 13), {}), ((-1e300, 1e300, 5), {}), ((0, 1, numpy.int64(3)), {}),
]


@pytest.mark.parametrize("args, kwargs", LINSPACE, ids=[f"{a}{k or ''}" for a, k in LINSPACE])
def test_linspace(xp, args, kwargs):
    assert_same(xp, lambda xp: xp.linspace(*args, **kwargs))


def test_linspace_arrays(xp):
    s = lambda xp: make(xp, (2,), "float64")  # noqa: E731
    e = lambda xp: make(xp, (2,), "float64", seed=1)  # noqa: E731
    cases = [
        ("array start/stop", lambda xp: xp.linspace(s(xp), e(xp), 4)),
        ("axis=1", lambda xp: xp.linspace(s(xp), e(xp), 4, axis=1)),
        ("axis=-1 retstep", lambda xp: xp.linspace(s(xp), e(xp), 3, axis=-1, retstep=True)),
        ("scalar start, array stop", lambda xp: xp.linspace(0, e(xp), 3)),
        ("2-d start broadcasting", lambda xp: xp.linspace(make(xp, (2, 1), "float32"), e(xp), 3)),
        ("int arrays to int dtype", lambda xp: xp.linspace(make(xp, (3,), "int32"),
                                                           make(xp, (3,), "int32", seed=1) + 20, 5,
                                                           dtype="int32")),
        ("bad axis", lambda xp: xp.linspace(s(xp), e(xp), 3, axis=3)),
    ]
    assert_same_cases(xp, cases)


SPACES = [
    ("logspace", (0, 3, 4), {}), ("logspace", (0, 3, 4), {"base": 2}),
    ("logspace", (0, 1, 5), {"endpoint": False}),
    ("logspace", (0, 2, 3), {"dtype": int}), ("logspace", (-1, 1, 5), {"dtype": "float32"}),
    ("logspace", (0, 1, 0), {}), ("logspace", ([0, 1], [2, 3], 3), {"axis": 1}),
    ("logspace", (1, 2, 3), {"base": [2, 10]}),
    ("geomspace", (1, 1000, 4), {}), ("geomspace", (-1, -1000, 4), {}), ("geomspace", (1000, 1, 4), {}),
    ("geomspace", (1, 256, 9), {"endpoint": False}), ("geomspace", (1, 1000, 4), {"dtype": int}),
    ("geomspace", (1j, 16j, 5), {}), ("geomspace", (0, 1, 3), {}), ("geomspace", (1, -1, 3), {}),
    ("geomspace", ([1, 10], [100, 1000], 3), {"axis": 1}), ("geomspace", (2, 2, 3), {}),
    ("geomspace", (1, 1e10, 11), {"dtype": "float32"}),
]


@pytest.mark.parametrize("func, args, kwargs", SPACES, ids=[f"{f}{a}{k or ''}" for f, a, k in SPACES])
def test_log_geom_space(xp, func, args, kwargs):
    assert_same(xp, lambda xp: getattr(xp, func)(*args, **kwargs), approx=True)


# --------------------------------------------------------------------------------------------------
# eye / identity / tri / tril / triu / diag / diagflat
# --------------------------------------------------------------------------------------------------
MATRIX_CASES = [
    ("eye 3", lambda xp: xp.eye(3)),
    ("eye 3x4 k=1 int", lambda xp: xp.eye(3, 4, k=1, dtype=int)),
    ("eye 4x2 k=-1", lambda xp: xp.eye(4, 2, k=-1)),
    ("eye k beyond", lambda xp: xp.eye(3, k=5)),
    ("eye 0", lambda xp: xp.eye(0)),
    ("eye order F", lambda xp: layout_of(xp.eye(3, 2, order="F"))),
    ("eye bool", lambda xp: xp.eye(2, dtype=bool)),
    ("eye complex", lambda xp: xp.eye(2, dtype="complex64")),
    ("eye M=0", lambda xp: xp.eye(2, 0)),
    ("eye negative N", lambda xp: xp.eye(-1)),
    ("identity 3", lambda xp: xp.identity(3)),
    ("identity int8", lambda xp: xp.identity(2, dtype="int8")),
    ("identity 0", lambda xp: xp.identity(0)),
    ("tri 3", lambda xp: xp.tri(3)),
    ("tri 3x4 k=-1", lambda xp: xp.tri(3, 4, -1)),
    ("tri 3x2 k=1 int", lambda xp: xp.tri(3, 2, k=1, dtype=int)),
    ("tri bool", lambda xp: xp.tri(2, dtype=bool)),
    ("tril", lambda xp: xp.tril(make(xp, (4, 5), "int32"))),
    ("tril k=1", lambda xp: xp.tril(make(xp, (4, 5), "float64"), k=1)),
    ("tril k=-2 transposed", lambda xp: xp.tril(make(xp, (4, 5), "float32", "T"), k=-2)),
    ("tril 3-d stack", lambda xp: xp.tril(make(xp, (2, 3, 3), "int8"))),
    ("tril 1-d", lambda xp: xp.tril(make(xp, (3,), "int64"))),
    ("tril bool", lambda xp: xp.tril(make(xp, (3, 3), "bool"))),
    ("triu", lambda xp: xp.triu(make(xp, (4, 5), "int32"))),
    ("triu k=2 negative strides", lambda xp: xp.triu(make(xp, (4, 5), "complex64", "neg"), k=2)),
    ("triu k=-1 3-d", lambda xp: xp.triu(make(xp, (2, 3, 4), "uint16"), k=-1)),
    ("triu empty", lambda xp: xp.triu(make(xp, (3, 4), "float64", "empty"))),
    ("triu from list", lambda xp: xp.triu([[1, 2], [3, 4]])),
    ("diag of 1-d", lambda xp: xp.diag(make(xp, (3,), "int32"))),
    ("diag of 1-d k=2", lambda xp: xp.diag(make(xp, (3,), "float64"), k=2)),
    ("diag of 1-d k=-1", lambda xp: xp.diag(make(xp, (3,), "complex128"), k=-1)),
    ("diag of 2-d", lambda xp: xp.diag(make(xp, (3, 4), "int16"))),
    ("diag of 2-d k=1", lambda xp: xp.diag(make(xp, (3, 4), "float32"), k=1)),
    ("diag of 2-d k=-2", lambda xp: xp.diag(make(xp, (3, 4), "float32"), k=-2)),
    ("diag of 2-d k out of range", lambda xp: xp.diag(make(xp, (3, 4), "float32"), k=-5)),
    ("diag of transposed", lambda xp: xp.diag(make(xp, (3, 4), "int64", "T"), k=1)),
    ("diag of 2-d is read-only", lambda xp: xp.diag(make(xp, (3, 3), "int8")).flags.writeable),
    ("diag of 3-d", lambda xp: xp.diag(make(xp, (2, 2, 2), "int8"))),
    ("diag of 0-d", lambda xp: xp.diag(make(xp, (), "int8", "0d"))),
    ("diag of list", lambda xp: xp.diag([1, 2])),
    ("diagflat 1-d", lambda xp: xp.diagflat(make(xp, (3,), "int32"))),
    ("diagflat 2-d k=1", lambda xp: xp.diagflat(make(xp, (2, 2), "float64"), k=1)),
    ("diagflat k=-2", lambda xp: xp.diagflat(make(xp, (2,), "bool"), k=-2)),
    ("diagflat transposed", lambda xp: xp.diagflat(make(xp, (2, 3), "uint8", "T"))),
    ("diagflat list", lambda xp: xp.diagflat([[1, 2], [3, 4]])),
]


@pytest.mark.parametrize("label, body", MATRIX_CASES, ids=[c[0] for c in MATRIX_CASES])
def test_matrix_constructors(xp, label, body):
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# meshgrid / fromfunction / copy
# --------------------------------------------------------------------------------------------------
def _grid_inputs(xp, n):
    dts = ["float64", "int32", "float32"]
    return [make(xp, (k + 2,), dts[k], seed=k) for k in range(n)]


MESHGRID = [(n, kw) for n in (1, 2, 3)
            for kw in ({}, {"indexing": "ij"}, {"sparse": True}, {"indexing": "ij", "sparse": True},
                       {"copy": False})]


@pytest.mark.parametrize("n, kwargs", MESHGRID, ids=[f"{n}-{k}" for n, k in MESHGRID])
def test_meshgrid(xp, n, kwargs):
    def body(xp):
        out = xp.meshgrid(*_grid_inputs(xp, n), **kwargs)
        return out, tuple(layout_of(o) for o in out)
    assert_same(xp, body)


def test_meshgrid_edge_cases(xp):
    def writable_copy(xp):
        x, y = xp.meshgrid(make(xp, (2,)), make(xp, (3,)))
        x[0, 0] = 100.0
        return x, y

    cases = [
        ("no inputs", lambda xp: xp.meshgrid()),
        ("bad indexing", lambda xp: xp.meshgrid(make(xp, (2,)), indexing="bad")),
        ("2-d inputs are flattened", lambda xp: xp.meshgrid(make(xp, (2, 2)), make(xp, (3,)))),
        ("lists", lambda xp: xp.meshgrid([1, 2], [3.5, 4.5, 5.5])),
        ("empty input", lambda xp: xp.meshgrid(make(xp, (0,)), make(xp, (3,)))),
        ("write to a copy", writable_copy),
    ]
    assert_same_cases(xp, cases)


FROMFUNCTION = [
    ("i + j", lambda i, j: i + j, (3, 4), {}),
    ("i == j int", lambda i, j: i == j, (3, 3), {"dtype": int}),
    ("1-d square", lambda i: i * i, (5,), {}),
    ("3-d", lambda i, j, k: i * 100 + j * 10 + k, (2, 3, 2), {"dtype": "int16"}),
    ("empty", lambda i, j: i - j, (0, 3), {}),
    ("float32", lambda i, j: i / (j + 1), (2, 3), {"dtype": "float32"}),
]


@pytest.mark.parametrize("label, fn, shape, kwargs", FROMFUNCTION, ids=[c[0] for c in FROMFUNCTION])
def test_fromfunction(xp, label, fn, shape, kwargs):
    assert_same(xp, lambda xp: xp.fromfunction(fn, shape, **kwargs))


def test_fromfunction_receives_xp_arrays(xp):
    assert_same(xp, lambda xp: xp.fromfunction(lambda i, j: isinstance(i, xp.ndarray), (2, 2)))


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ["bool", "int32", "float16", "complex128"], ids=short)
def test_copy_function(xp, dtype, layout):
    def independent(xp, **kw):
        a = make(xp, (3, 4), dtype, layout)
        c = xp.copy(a, **kw)
        c[...] = 1
        return a, layout_of(c), c.base is None

    cases = [
        ("default order K", lambda xp: independent(xp)),
        ("order C", lambda xp: independent(xp, order="C")),
        ("order F", lambda xp: independent(xp, order="F")),
        ("values", lambda xp: xp.copy(make(xp, (3, 4), dtype, layout))),
        ("of a list", lambda xp: xp.copy([1, 2, 3])),
        ("of a host array", lambda xp: xp.copy(make(numpy, (3, 4), dtype, layout))),
    ]
    assert_same_cases(xp, cases)


def test_fill_functions_order_argument(xp):
    cases = []
    for name, args in (("empty", ()), ("zeros", ()), ("ones", ()), ("full", (7,))):
        for order in ("C", "F", "c", "f", None, "A", "K", "k", "X"):
            def body(xp, name=name, args=args, order=order):
                a = getattr(xp, name)((2, 3), *args, order=order)
                return a.shape, a.flags.c_contiguous, a.flags.f_contiguous
            cases.append((f"{name} order={order}", body))
    assert_same_cases(xp, cases)


def test_object_data_is_host_data(xp):
    """What NumPy makes an object array of (None, Python ints beyond 64 bits, Fractions,
    iterators) is a NumPy array on the host, as strings are (README), not a TypeError."""
    import fractions
    import warnings

    def body(xp):
        res = []
        for f in (lambda: xp.array([1, None]), lambda: xp.array(2**70), lambda: xp.array([2**64]),
                  lambda: xp.array([fractions.Fraction(1, 2)]), lambda: xp.full(3, 2**70),
                  lambda: xp.asarray(iter([1, 2])), lambda: xp.array([1, 2**70]) * 2):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # (gpnumpy's FallbackWarning)
                r = f()
            res.append((type(r).__name__, r.dtype, r.shape,
                        r.tolist() if r.ndim else type(r[()]).__name__))
        return res
    assert_same(xp, body, expect_host=True)


def test_full_broadcast_message(xp):
    def body(xp):
        res = []
        for shape, value in (((2, 3), [1, 2]), ((2, 3), [[1, 2]]), (3, numpy.ones(2))):
            try:
                xp.full(shape, value)
            except ValueError as exc:
                res.append(str(exc))
        return res
    assert_same(xp, body)


def test_asanyarray_passes_host_subclasses_through(xp):
    """NumPy's subclasses (a masked array, a matrix) come back as they are (their mask kept),
    as from NumPy's asanyarray; a dtype= converts them within their class."""
    def body(xp):
        m = numpy.ma.masked_array([1, 2, 3], mask=[0, 1, 0])
        mat = numpy.matrix([[1, 2], [3, 4]])
        r = xp.asanyarray(m)
        f = xp.asanyarray(m, dtype=float)
        return (r is m, type(f).__name__, repr(f), xp.asanyarray(mat) is mat,
                type(xp.asanyarray(mat, dtype=numpy.float32)).__name__)
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# the __array__ protocol, copy= and device= of the creation functions (NumPy's messages)
# --------------------------------------------------------------------------------------------------
def _array_method_objects(xp):
    class WithCopy:
        def __init__(self):
            self.calls = []

        def __array__(self, dtype=None, copy=None):
            self.calls.append((dtype, copy))
            return xp.arange(3) if dtype is None else xp.arange(3, dtype=dtype)

    class Legacy:  # (an __array__ written before NumPy 2: no copy keyword)
        def __array__(self, dtype=None):
            return xp.array([1.5, 2.5])

    class NotArray:
        def __array__(self, dtype=None, copy=None):
            return [1, 2]

    return WithCopy, Legacy, NotArray


def test_array_method_protocol(xp):
    # (the object's __array__ gives the module's own arrays: gpnumpy arrays under gpnumpy)
    def body(xp):
        w = _array_method_objects(xp)[0]()
        return xp.asarray(w), xp.asarray(w, dtype=xp.float32), xp.array(w), xp.add(w, 1)
    assert_same(xp, body)
    WithCopy, Legacy, NotArray = _array_method_objects(xp)
    w = WithCopy()
    xp.asarray(w), xp.asarray(w, dtype="f4"), xp.array(w), xp.asarray(w, copy=False)
    assert [c for _, c in w.calls] == [None, None, True, False]
    assert w.calls[1][0] == numpy.dtype("f4")
    with pytest.warns(DeprecationWarning, match="doesn't accept a copy keyword"):
        assert xp.array(Legacy()).tolist() == [1.5, 2.5]
    with pytest.warns(DeprecationWarning, match="doesn't accept a copy keyword"):
        with pytest.raises(ValueError, match="Unable to avoid copy"):
            xp.asarray(Legacy(), copy=False)
    assert xp.asarray(Legacy()).tolist() == [1.5, 2.5]  # (copy=None: no keyword, no warning)
    with pytest.raises(ValueError, match="^object __array__ method not producing an array$"):
        xp.asarray(NotArray())


@pytest.mark.parametrize("dt", ["float128", "complex256", "object", "U2"])
def test_array_method_giving_host_dtype(xp, dt):
    # an object whose __array__ gives a NumPy array of a dtype the device does not hold
    # (numpy.poly1d of longdouble coefficients): NumPy's array of it, as of that array itself
    if dt in ("float128", "complex256") and not hasattr(numpy, dt):
        pytest.skip("no %s on this platform" % dt)

    class Holder:
        def __array__(self, dtype=None, copy=None):
            return numpy.array([3, 1, 2], dtype=dt)

    def body(xp):
        out = []
        for make_it in (xp.asarray, xp.array, xp.asanyarray, lambda o: xp.array(o, ndmin=2),
                        lambda o: xp.asarray(o, dtype=xp.float64)):
            r = make_it(Holder())
            out.append((str(r.dtype), r.shape, [str(v) for v in r.ravel().tolist()]))
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("copy", ["yes", "", 0, [], 1, numpy._CopyMode.NEVER, numpy._CopyMode.ALWAYS,
                                  numpy._CopyMode.IF_NEEDED])
def test_copy_argument_conversion(xp, copy):
    def body(xp):
        a = xp.arange(3)
        return (xp.asarray(a, copy=copy) is a, xp.array(a, copy=copy) is a)
    assert_same(xp, body)
    assert_same(xp, lambda xp: xp.asarray([1, 2], copy=copy))
    if isinstance(copy, str):
        with pytest.raises(ValueError, match="strings are not allowed for 'copy' keyword"):
            xp.asarray([1], copy=copy)


@pytest.mark.parametrize("make_it", [
    lambda xp: xp.zeros(2, device="gpu9"), lambda xp: xp.empty(2, device="gpu9"),
    lambda xp: xp.ones(2, device="gpu9"), lambda xp: xp.full(2, 1, device="gpu9"),
    lambda xp: xp.zeros_like(xp.ones(2), device="gpu9"),
    lambda xp: xp.full_like(xp.ones(2), 1, device="gpu9"),
    lambda xp: xp.asarray([1], device="gpu9"), lambda xp: xp.astype(xp.ones(2), int, device="gpu9"),
])
def test_unknown_device(xp, make_it):
    with pytest.raises(ValueError, match='^Device not understood. Only "(cpu|cuda:0)" is allowed, '
                                         'but received: gpu9$'):
        make_it(xp)


@pytest.mark.parametrize("make_it", [
    lambda xp: xp.zeros(2, device="cpu"), lambda xp: xp.arange(3, device="cpu"),
    lambda xp: xp.linspace(0, 1, 3, device="cpu"), lambda xp: xp.asarray([1, 2], device="cpu"),
    lambda xp: xp.full_like(xp.ones(2), 7, device="cpu"), lambda xp: xp.eye(2, device="cpu"),
    lambda xp: xp.fft.fftfreq(4, device="cpu"), lambda xp: xp.ones(2).to_device("cpu"),
])
def test_cpu_device_name_is_accepted(xp, make_it):
    """Code written for NumPy passes NumPy's one device, "cpu": gpnumpy takes it everywhere
    (on a GPU the array is made there all the same)."""
    assert_same(xp, make_it)


def test_to_device_messages(xp):
    a = xp.arange(3)
    assert a.to_device(a.device) is a
    with pytest.raises(ValueError, match=r"^Unsupported device: gpu9\. Only '(cpu|cuda:0)' is accepted\.$"):
        a.to_device("gpu9")
    with pytest.raises(ValueError, match=r"^The stream argument in to_device\(\) is not supported$"):
        a.to_device(a.device, stream=1)
    with pytest.raises(TypeError, match=r"^to_device\(\) argument 1 must be str, not None$"):
        a.to_device(None)


def test_astype_function_of_scalars(xp):
    assert_same(xp, lambda xp: xp.astype(xp.float64(2.5), xp.int16))
    assert type(xp.astype(xp.float64(2.5), xp.int16)).__name__ == "int16"
    with pytest.raises(TypeError, match="^Input should be a NumPy array or scalar. "):
        xp.astype([1, 2], xp.int8)


def test_ndmin_beyond_the_dimension_limit(xp):
    assert_same(xp, lambda xp: xp.array([1.5], ndmin=64).shape)
    for obj in ([1], 2.0, xp.arange(3)):
        with pytest.raises(ValueError, match=r"^ndmin must be <= ndmax \(64\)$"):
            xp.array(obj, ndmin=65)


def test_ndmax(xp):
    # array's ndmax: the most dimensions read from nested sequences (deeper: NumPy's ValueError
    # or, for object data, lists as elements), its range and ndmin checked first
    cases = [
        ("equal to the depth", lambda xp: xp.array([[1, 2], [3, 4]], ndmax=2)),
        ("above the depth", lambda xp: xp.array([[1.5, 2], [3, 4]], ndmax=3)),
        ("with dtype", lambda xp: xp.array([[1, 2], [3, 4]], dtype="f4", ndmax=2)),
        ("below the depth", lambda xp: xp.array([[[1], [2]], [[3], [4]]], ndmax=2)),
        ("below the depth, dtype", lambda xp: xp.array([[1], [2]], dtype="i2", ndmax=1)),
        ("scalar, 0", lambda xp: xp.array(5, ndmax=0)),
        ("an array: no effect", lambda xp: xp.array(make(xp, (2, 3), "f8"), ndmax=1)),
        ("object, below the depth", lambda xp: xp.array([[1, 2], [3, 4]], dtype=object,
                                                         ndmax=1).shape),
        ("negative", lambda xp: xp.array([1, 2], ndmax=-1)),
        ("above 64", lambda xp: xp.array([1, 2], ndmax=65)),
        ("ndmin above it", lambda xp: xp.array([[1], [2]], ndmin=2, ndmax=1)),
        ("not an int", lambda xp: xp.array([1, 2], ndmax=2.0)),
    ]
    assert_same_cases(xp, cases)


class _Wrapper:
    """An array-like whose ``__array__`` gives the library's own array (a user's wrapper of it)."""
    def __init__(self, a):
        self.a = a

    def __array__(self, dtype=None, copy=None):
        return self.a


def _conversion_subclasses(xp):
    """A user's 0-d subclasses of ``xp.ndarray``: one whose ``__float__`` raises (as a quantity
    with units does), one whose conversions give other values, one that keeps ndarray's."""
    class Quantity(xp.ndarray):
        def __float__(self):
            raise TypeError("only dimensionless quantities convert to float")

    class Scaled(xp.ndarray):
        def __float__(self):
            return 5.0

        def __int__(self):
            return 7

    class Plain(xp.ndarray):
        pass
    return Quantity, Scaled, Plain


class _Dunder:
    """An object whose ``__array__`` gives a NumPy array, and no conversions of its own."""
    def __init__(self, v):
        self.v = v

    def __array__(self, dtype=None, copy=None):
        return numpy.array(self.v)


def test_nested_0d_array_likes_pack_through_their_conversions(xp):
    """A 0-d array-like inside a list is packed as the object itself, through its Python
    conversion for the result's dtype (float(x) into a float: quantities raise there), where its
    ``__array__`` gives the dtype and shape: a user's 0-d subclass whose conversions are its own,
    and another kind of object whose ``__array__`` gives a 0-d array (no ``__float__``: TypeError)."""
    classes = {m: _conversion_subclasses(m) for m in (numpy, xp)}
    q = lambda xp: xp.array(0.).view(classes[xp][0])  # noqa: E731
    s = lambda xp, v=1.5: xp.array(v).view(classes[xp][1])  # noqa: E731
    D, W = _Dunder, _Wrapper
    cases = [
        ("subclass alone: cast", lambda xp: xp.array(q(xp))),
        ("raising subclass in a list", lambda xp: xp.array([q(xp)])),
        ("float", lambda xp: xp.array([s(xp)])),
        ("int", lambda xp: xp.array([s(xp, 3)])),
        ("with a number", lambda xp: xp.asarray([s(xp), 1])),
        ("nested deeper", lambda xp: xp.array([[s(xp), s(xp)]])),
        ("into int32", lambda xp: xp.array([s(xp)], dtype="i4")),
        ("into complex", lambda xp: xp.array([s(xp)], dtype=complex)),
        ("with a string", lambda xp: (lambda r: (r.dtype.str, r.tolist()))(  # (host data)
            xp.array([s(xp), "abc"]))),
        ("plain subclass", lambda xp: xp.array([xp.array(2.5).view(classes[xp][2]), 1.0])),
        ("0-d array", lambda xp: xp.array([xp.array(2.5), 1.0])),
        ("object giving 0-d", lambda xp: xp.array([D(2.0)])),
        ("object giving 0-d, twice", lambda xp: xp.array([[D(2)], [D(3)]])),
        ("object giving 0-d, with a string", lambda xp: xp.array([D(2.0), "x"]).dtype),
        ("object giving 1-d", lambda xp: xp.array([D([1.0, 2.0])])),
        # (its __array__ gives the library's own 0-d array: gpnumpy's array under gpnumpy,
        # packed by its conversions as NumPy packs it; it was packed by the array's value)
        ("object giving own 0-d", lambda xp: xp.array([W(xp.asarray(2)), W(xp.asarray(3))])),
        ("object giving own 0-d, float", lambda xp: xp.array([W(xp.asarray(2.5))], dtype=float)),
        ("object giving own 0-d, nested", lambda xp: xp.array([[W(xp.asarray(1))]])),
        ("object converting, own 0-d", lambda xp: xp.array([_Converts(xp.asarray(1)), 3.5])),
        ("object converting, own 0-d, f4", lambda xp: xp.array([[_Converts(xp.asarray(1))]],
                                                               dtype=xp.float32)),
        ("object converting, own 0-d ints", lambda xp: xp.array([_Converts(xp.asarray(1))])),
    ]
    assert_same_cases(xp, cases)


class _Converts(_Wrapper):
    """A ``_Wrapper`` with Python conversions of its own (NumPy packs it, nested and 0-d, by
    them)."""
    def __float__(self):
        return 7.5

    def __int__(self):
        return 7


def test_nested_array_likes_giving_own_arrays(xp):
    """Array-likes inside a list are read through ``__array__``, also when it gives the
    library's array; too many dimensions that way is NumPy's ValueError."""
    def deep(xp, n):
        nested = _Wrapper(xp.ones((1, 1)))
        for _ in range(n):
            nested = [nested]
        return nested

    def raises(fn):
        try:
            return fn()
        except ValueError as e:
            return "ValueError", str(e)
    W = _Wrapper
    cases = [
        ("pair", lambda xp: xp.array([W(xp.asarray([1.0, 2.0])), W(xp.asarray([3.0, 4.0]))])),
        ("with a list", lambda xp: xp.array([W(xp.asarray([5])), [6]])),
        ("tuple", lambda xp: xp.array((W(xp.asarray([[1, 2]])),))),
        ("empty 2-d", lambda xp: xp.array([W(xp.ndarray(shape=(0, 0)))])),
        ("ragged", lambda xp: raises(lambda: xp.array([W(xp.asarray([1, 2])),
                                                       W(xp.asarray([1, 2, 3]))]))),
        ("one in a list", lambda xp: xp.array([_Wrapper(xp.arange(3.0))])),
        ("two, with dtype", lambda xp: xp.array([_Wrapper(xp.arange(3)), _Wrapper(xp.ones(3))],
                                                dtype="f4")),
        ("in a tuple, asarray", lambda xp: xp.asarray((_Wrapper(xp.arange(2)), [5, 6]))),
        ("nested 31 deep", lambda xp: xp.array(deep(xp, 31)).shape),
        ("nested 63 deep", lambda xp: raises(lambda: xp.array(deep(xp, 63)))),
        ("nested 63 deep, dtype", lambda xp: raises(lambda: xp.array(deep(xp, 63), dtype="f8"))),
    ]
    assert_same_cases(xp, cases)


def _outcome_and_warnings(fn):
    """``fn()``'s result (or exception type) and the categories of the warnings it gave."""
    with warnings.catch_warnings(record=True) as seen, numpy.errstate(all="warn"):
        warnings.simplefilter("always")
        try:
            r = fn()
            out = (str(r.dtype), r.shape, r.tolist())
        except Exception as exc:  # noqa: BLE001 (the exception's type is compared)
            out = type(exc).__name__
    kinds = {w.category.__name__ for w in seen}
    return out, sorted(kinds - {"FallbackWarning"})


@pytest.mark.parametrize("fill", [float("nan"), 1e300, -float("inf"), 2**70, None, "abc", [1, 2],
                                  [[1]]], ids=repr)
@pytest.mark.parametrize("dtype", ["uint32", "int8", "float16"])
@pytest.mark.parametrize("like", [False, True], ids=["full", "full_like"])
def test_full_of_no_elements_casts_nothing(xp, fill, dtype, like):
    # NumPy's copyto into an empty array casts no element: no warning of the cast (a float
    # into an integer), only what converting the value itself gives (a Python int past 64 bits:
    # OverflowError into an integer, the overflow warning into float16) and the broadcast check
    def fn(m):
        if like:
            return m.full_like(m.zeros((0, 3)), fill, dtype=dtype)
        return m.full(0, fill, dtype=dtype)
    assert _outcome_and_warnings(lambda: fn(xp)) == _outcome_and_warnings(lambda: fn(numpy))


@pytest.mark.parametrize("shape, value", [
    ((), [0]), ((), [[5]]), ((2,), [[1, 2]]), ((2,), [[[1]]]), ((2, 3), [[[1, 2, 3]]]),
    ((0,), [[1]]), ((2,), [[1, 2, 3]]), ((), [[1, 2]]), ((3,), [1, 2]), ((2,), [[1], [2]]),
], ids=str)
@pytest.mark.parametrize("as_array", [False, True], ids=["list", "array"])
def test_full_drops_leading_unit_axes_of_the_value(xp, shape, value, as_array):
    # NumPy's copyto broadcasts the fill value as an assignment does: its leading length-1
    # axes dropped; the error names its shape without them
    def body(m):
        v = m.asarray(value) if as_array else value
        try:
            return m.full(shape, v, dtype="int8"), m.full_like(m.zeros(shape), v)
        except ValueError as exc:
            return str(exc)
    assert_same(xp, body)


def test_copy_order_of_another_type(xp):
    """copy's order given an array (or another non-str) is NumPy's TypeError, not the truth
    value of an array."""
    assert_same_cases(xp, [
        ("function", lambda xp: xp.copy(xp.ones((2, 2)), xp.asarray([1, 0]))),
        ("method", lambda xp: xp.ones((2, 2)).copy(xp.asarray([1, 0]))),
        ("int", lambda xp: xp.ones((2, 2)).copy(1)),
        ("bytes", lambda xp: xp.ones((2, 2)).copy(b"F").flags.f_contiguous),
    ])


def test_tobytes_order_of_another_type(xp):
    """tobytes' order given an array is NumPy's TypeError, not an array's truth value."""
    assert_same_cases(xp, [
        ("array", lambda xp: xp.arange(3).tobytes(xp.asarray([1, 0]))),
        ("int", lambda xp: xp.arange(3).tobytes(1)),
        ("F of F-ordered", lambda xp: xp.asfortranarray(xp.ones((2, 3))).tobytes("F")),
        ("bytes", lambda xp: xp.asfortranarray(xp.arange(6).reshape(2, 3)).tobytes(b"F")),
    ])
