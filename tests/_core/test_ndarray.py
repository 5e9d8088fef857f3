"""ndarray: attributes, views, conversions, operators, printing and the array protocols.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import copy
import operator

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, BINARY_OPERATORS, COMPLEX_DTYPES, INEXACT_DTYPES, INPLACE_OPERATORS,
    LAYOUTS, OPERATOR_UFUNC, assert_same, assert_same_cases, compare, is_cuda_device, layout_of, make,
    make_int_extremes, make_special, short, ufunc_domain, ufunc_tolerance,
)


def host(xp, values, dtype=None):
    """A NumPy-built array moved to ``xp``."""
    return xp.asarray(numpy.array(values, dtype=dtype))


# --------------------------------------------------------------------------------------------------
# attributes
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_attributes(xp, dtype, layout):
    def body(xp):
        a = make(xp, (3, 4), dtype, layout)
        f = a.flags
        return dict(layout_of(a), ndim=a.ndim, size=a.size, itemsize=a.itemsize, nbytes=a.nbytes,
                    owndata=f.owndata, writeable=f.writeable, base_is_none=a.base is None,
                    flags_items=(f["C_CONTIGUOUS"], f["F_CONTIGUOUS"], f["OWNDATA"], f["WRITEABLE"]))
    assert_same(xp, body)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_T_real_imag(xp, dtype, layout):
    def body(xp):
        a = make(xp, (3, 4), dtype, layout)
        return {"T": a.T, "real": a.real, "imag": a.imag, "real writeable": a.real.flags.writeable,
                "imag writeable": a.imag.flags.writeable}
    assert_same(xp, body)


def test_T_of_3d(xp):
    assert_same(xp, lambda xp: (make(xp, (2, 3, 4), "int32").T, make(xp, (2, 3, 4), "int32").T.strides))


@pytest.mark.parametrize("dtype", COMPLEX_DTYPES + ["float64", "int32"], ids=short)
def test_real_imag_write_through(xp, dtype):
    def set_real_item(xp):
        a = make(xp, (3, 4), dtype)
        a.real[0, 1] = 5
        return a

    def set_imag_slice(xp):
        a = make(xp, (3, 4), dtype)
        a.imag[:, 2] = -1
        return a

    def assign_real_attribute(xp):
        a = make(xp, (3, 4), dtype, "T")
        a.real = 3
        return a

    def assign_imag_attribute(xp):
        a = make(xp, (3, 4), dtype)
        a.imag = 2
        return a

    def real_of_view(xp):
        a = make(xp, (3, 4), dtype)
        v = a[::-1, 1:]
        v.real[...] = 0
        return a

    cases = [(f.__name__, f) for f in (set_real_item, set_imag_slice, assign_real_attribute,
                                        assign_imag_attribute, real_of_view)]
    assert_same_cases(xp, cases)


def test_flags_writeable(xp):
    def read_only_write(xp):
        a = make(xp, (4,), "float64")
        a.flags.writeable = False
        a[0] = 1.0
        return a

    def read_only_view(xp):
        a = make(xp, (4,), "float64")
        a.flags.writeable = False
        return a[1:].flags.writeable, a.flags.writeable

    def read_only_ufunc_out(xp):
        a = make(xp, (4,), "float64")
        a.flags.writeable = False
        return xp.add(a, 1, out=a)

    def flags_1d_both_contiguous(xp):
        a = make(xp, (5,), "int8")
        return a.flags.c_contiguous, a.flags.f_contiguous, a[::2].flags.c_contiguous

    def flags_single_row(xp):
        a = make(xp, (1, 4), "int8")
        return a.flags.c_contiguous, a.flags.f_contiguous, a.T.flags.c_contiguous

    cases = [(f.__name__, f) for f in (read_only_write, read_only_view, read_only_ufunc_out,
                                        flags_1d_both_contiguous, flags_single_row)]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# views share memory
# --------------------------------------------------------------------------------------------------
VIEWS = [
    ("a[1:]", lambda a: a[1:]),
    ("a[:, ::2]", lambda a: a[:, ::2]),
    ("a[::-1, 1:3]", lambda a: a[::-1, 1:3]),
    ("a.T", lambda a: a.T),
    ("a[1]", lambda a: a[1]),
    ("a[..., 2]", lambda a: a[..., 2]),
    ("a[None]", lambda a: a[None]),
    ("a[...]", lambda a: a[...]),
    ("a.T[::2]", lambda a: a.T[::2]),
]


@pytest.mark.parametrize("dtype", ["int32", "float64", "complex64", "bool"], ids=short)
@pytest.mark.parametrize("label, view", VIEWS, ids=[v[0] for v in VIEWS])
def test_view_shares_memory(xp, label, view, dtype):
    def write_view(xp):
        a = make(xp, (3, 4), dtype)
        v = view(a)
        v[...] = 0
        return a, v.base is None

    def write_base(xp):
        a = make(xp, (3, 4), dtype)
        v = view(a)
        a[...] = 1
        return v

    def write_element(xp):
        a = make(xp, (3, 4), dtype)
        v = view(a)
        v[(0,) * v.ndim] = 1
        return a

    assert_same_cases(xp, [(f.__name__, f) for f in (write_view, write_base, write_element)])


def test_repeated_view_keys_keep_each_arrays_layout(xp):
    # one key, shape and strides, two itemsizes: a float64 array's rows are C-contiguous, an
    # int8 array's every 8th column of the same strides is not; each key indexed three times
    # (the second time on, gpnumpy's views come from a cache: contiguity included)
    def body(xp):
        f = xp.arange(32, dtype=xp.float64).reshape(4, 8)
        i = xp.arange(256, dtype=xp.int8).reshape(4, 64)[:, ::8]
        out = []
        for _ in range(3):
            for a in (f, i):
                v = a[1:3, 0:8]
                out += [v.flags["C_CONTIGUOUS"], v.strides, v + v, v.copy().flags["C_CONTIGUOUS"]]
                w = a[1:, 2:]
                out += [w.flags["C_CONTIGUOUS"], w - a[:-1, :-2], w[0:1, :].flags["C_CONTIGUOUS"]]
        return out

    assert_same(xp, body)


def test_view_as_other_byte_order(xp):
    # a.view(">u4") shows the bytes read big-endian (gpnumpy: those values in the native dtype)
    w = lambda xp: xp.asarray(numpy.array([0x01020304, 0xA0B0C0D0], dtype="<u4"))  # noqa: E731
    assert_same_cases(xp, [
        (">u4", lambda xp: w(xp).view(">u4").tolist()),
        (">u2", lambda xp: w(xp).view(">u2").tolist()),
        (">i2 of 2-d", lambda xp: w(xp).reshape(2, 1).view(">i2").tolist()),
        (">f4 of float32", lambda xp: xp.asarray([1.0, -2.5], dtype="float32").view(">f4").tolist()),
        ("|u1", lambda xp: w(xp).view("|u1").tolist()),
        ("<u4", lambda xp: w(xp).view("<u4")),
    ])


def _view_error(x, dtype):
    try:
        r = x.view(dtype)
    except (ValueError, TypeError) as e:
        return type(e).__name__, str(e)
    return r.shape, r.dtype


@pytest.mark.parametrize("dtype", ["S3", "S2", "S8", "U1", "i2", "V8", "O"])
def test_view_of_another_itemsize_checks_the_layout_first(xp, dtype):
    # NumPy refuses a non-contiguous last axis (or a 0-d array) before it looks at the sizes,
    # for a host dtype (bytes, strings, void) as for a device one; objects are refused first
    cases = {
        "strided": lambda xp: xp.arange(5, dtype="int32")[::2],
        "transposed": lambda xp: xp.arange(6, dtype="int32").reshape(2, 3).T,
        "0-d": lambda xp: xp.asarray(numpy.array(3, dtype="int32")),
        "contiguous": lambda xp: xp.arange(4, dtype="int32"),
    }
    assert_same_cases(xp, [(k, lambda xp, f=f: _view_error(f(xp), dtype))
                           for k, f in cases.items()])


def test_view_as_subarray_dtype(xp):
    # ('i4', 2) in place of each item of the same size: its items make a trailing axis
    rec = lambda xp: xp.asarray(numpy.array([(1, 2), (3, 4)], "i4,i4"))  # noqa: E731
    assert_same_cases(xp, [
        ("records", lambda xp: rec(xp).view(("i4", 2))),
        ("int64 as 2 int32", lambda xp: xp.arange(4).view(("i4", 2))),
        ("2-d", lambda xp: xp.arange(6.0).reshape(2, 3).view(("f4", (2, 1)))),
        ("writes through", lambda xp: (lambda a: (a.view(("i4", 2)).__setitem__(
            (0, 1), 7), a)[1])(xp.arange(3))),
        ("itemsize changes", lambda xp: xp.arange(4, dtype="i4").view(("i4", 2))),
        ("0-d", lambda xp: xp.asarray(5).view(("i4", 2))),
    ])


def test_unaligned_views(gp):
    """A view whose elements sit at addresses that are not multiples of their alignment
    (NumPy's unaligned arrays) is NumPy's on the host; on a GPU, where a load there faults
    the device, a ValueError that says so (the last GPU run's CUDA_ERROR_MISALIGNED_ADDRESS)."""
    two = numpy.arange(6, dtype=numpy.uint8).reshape(2, 3)
    cases = [lambda m, x: x[:, :2].view(m.uint16),
             lambda m, x: m.lib.stride_tricks.as_strided(x.reshape(-1)[:4].view(m.uint16),
                                                         (2,), (1,))]
    for make in cases:
        want = make(numpy, two)
        if is_cuda_device():
            with pytest.raises(ValueError, match="unaligned"):
                make(gp, gp.asarray(two))
        else:
            got = make(gp, gp.asarray(two))
            assert got.shape == want.shape and got.tolist() == want.tolist()


def test_aligned_flag_and_unaligned_strides(gp):
    """flags.aligned is NumPy's (the address and the strides of every axis longer than 1 are
    multiples of the dtype's alignment; an empty array is aligned), and ``a.strides = 3`` on
    the host makes NumPy's unaligned array, with NumPy's DeprecationWarning; on a GPU the
    setter raises as an unaligned view does."""
    import warnings
    cases = [lambda m: m.arange(9, dtype=m.uint8)[1:].view(m.uint16),
             lambda m: m.lib.stride_tricks.as_strided(m.arange(10), (3,), (3,)),
             lambda m: m.lib.stride_tricks.as_strided(m.arange(10), (1,), (3,)),
             lambda m: m.lib.stride_tricks.as_strided(m.arange(10), (0,), (3,)),
             lambda m: m.arange(6.0)[::-1]]
    for make in cases:
        if is_cuda_device() and not make(numpy).flags.aligned:
            continue  # (the device holds no unaligned view: test_unaligned_views)
        want, got = make(numpy), make(gp)
        assert (got.flags.aligned, got.flags.behaved, got.flags["A"]) == \
            (want.flags.aligned, want.flags.behaved, want.flags["A"])
    want, got = numpy.arange(10), gp.arange(10)
    with warnings.catch_warnings(record=True) as w_want:
        warnings.simplefilter("always")
        want.strides = 3
    if is_cuda_device():
        with pytest.raises(ValueError, match="unaligned"), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            got.strides = 3
        return
    with warnings.catch_warnings(record=True) as w_got:
        warnings.simplefilter("always")
        got.strides = 3
    assert [w.category for w in w_got] == [w.category for w in w_want]
    assert got.flags.aligned is False and got.tolist() == want.tolist()
    with pytest.raises(ValueError, match="mis-aligned"):
        got.setflags(align=True)


@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_setitem_on_views(xp, layout):
    def body(xp):
        a = make(xp, (3, 4), "float32", layout)
        a[1, 2] = 7.5
        a[0] = -1
        a[:, 0] = host(xp, [1, 2, 3], "float32")
        return a
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# astype, copy, fill
# --------------------------------------------------------------------------------------------------
def _cast_kind(src, dst):
    # float -> unsigned of a negative value is undefined behaviour in C: keep those non-negative
    if numpy.dtype(src).kind in "fc" and numpy.dtype(dst).kind == "u":
        return "nonneg"
    return "default"


@pytest.mark.parametrize("dst", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("src", ALL_DTYPES, ids=short)
def test_astype(xp, src, dst):
    assert_same(xp, lambda xp: make(xp, (3, 4), src, kind=_cast_kind(src, dst)).astype(dst))


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("src, dst", [("float64", "float32"), ("int64", "uint8"),
                                      ("complex64", "float64"), ("float32", "int16"),
                                      ("bool", "float16"), ("uint16", "complex128")],
                         ids=lambda v: short(v))
def test_astype_layouts(xp, src, dst, layout):
    def body(xp):
        r = make(xp, (3, 4), src, layout, kind=_cast_kind(src, dst)).astype(dst)
        return r, layout_of(r)
    assert_same(xp, body)


# nan/inf/huge to an integer type is undefined behaviour in NumPy's C casts: not compared
@pytest.mark.parametrize("dst", ["bool"] + INEXACT_DTYPES, ids=short)
@pytest.mark.parametrize("src", INEXACT_DTYPES, ids=short)
def test_astype_special_values(xp, src, dst):
    assert_same(xp, lambda xp: make_special(xp, src).astype(dst), signed_zeros=True)


@pytest.mark.parametrize("dst", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("src", ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
                                 "uint64"], ids=short)
def test_astype_integer_limits(xp, src, dst):
    assert_same(xp, lambda xp: make_int_extremes(xp, src).astype(dst))


def test_astype_keywords(xp):
    a = lambda xp, layout="C": make(xp, (3, 4), "float64", layout)  # noqa: E731
    cases = [
        ("copy=False same dtype is self", lambda xp: (lambda x: x.astype("float64", copy=False) is x)(a(xp))),
        ("copy=True same dtype is new", lambda xp: (lambda x: x.astype("float64") is x)(a(xp))),
        ("copy=False other dtype", lambda xp: a(xp).astype("float32", copy=False)),
        ("order=F", lambda xp: a(xp).astype("float32", order="F").flags.f_contiguous),
        ("order=K of transposed", lambda xp: a(xp, "T").astype("float32").flags.f_contiguous),
        ("order=C of transposed", lambda xp: layout_of(a(xp, "T").astype("float32", order="C"))),
        ("casting=safe refused", lambda xp: a(xp).astype("int32", casting="safe")),
        ("casting=same_kind ok", lambda xp: a(xp).astype("float32", casting="same_kind")),
        ("casting=same_kind refused", lambda xp: a(xp).astype("int64", casting="same_kind")),
        ("casting=no refused", lambda xp: a(xp).astype("float32", casting="no")),
        ("casting=no byte-swapped refused", lambda xp: a(xp).astype(">f8", casting="no")),
        ("casting=equiv byte-swapped", lambda xp: a(xp).astype(">f8", casting="equiv").tolist()),
        ("dtype as python type", lambda xp: a(xp).astype(int)),
        ("dtype as numpy type", lambda xp: a(xp).astype(numpy.float16)),
        ("write to copy leaves original", lambda xp: (lambda x: (x.astype("float64").fill(0), x)[1])(a(xp))),
        ("copy as a _CopyMode refused", lambda xp: _message(
            lambda: a(xp).astype("float32", copy=numpy._CopyMode.NEVER))),
        ("copy as a _CopyMode refused, same dtype", lambda xp: _message(
            lambda: a(xp).astype("float64", copy=numpy._CopyMode.ALWAYS))),
    ]
    assert_same_cases(xp, cases)


def _message(fn):
    try:
        return fn()
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)


def test_ndarray_over_a_string_array_buffer(xp):
    """``ndarray(buffer=...)`` over a NumPy array of a dtype the device does not hold reads its
    bytes (the buffer protocol), as over any other buffer."""
    def body(xp):
        s = numpy.array("a\u0140z", dtype="U")
        return (xp.ndarray(buffer=s, dtype="uint32", shape=3),
                xp.ndarray(buffer=numpy.array([b"ab", b"cd"]), dtype="u1", shape=(2, 2)))
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", ["intp", "int8", "complex128"])
def test_ndarray_over_a_buffer_too_big_to_address(xp, dtype):
    """``ndarray(buffer=..., strides=(0,))`` of more bytes than an intp addresses: NumPy's
    ValueError (too big; a dimension past intp's range), as for a new array."""
    big = numpy.iinfo(numpy.intp).max // numpy.dtype(dtype).itemsize

    def body(xp):
        buf = xp.zeros(100)
        return [_message(lambda: xp.ndarray(buffer=buf, strides=(0,), shape=(n,), dtype=dtype).shape)
                for n in (big, big + 1, 2**63, 2**64)]
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", [">i2", ">u4", ">f8", ">c8", "<i8", "=f4", ">M8[s]"])
def test_ndarray_over_bytes_in_another_byte_order(xp, dtype):
    """``ndarray(buffer=..., dtype='>i2')`` (NumPy's byte-swapping guide) reads the bytes in the
    dtype's byte order: NumPy's values (the device keeps native order: the dtype is native)."""
    def body(xp):
        raw = bytearray(numpy.arange(1, 17, dtype=numpy.uint8).tobytes())
        n = 16 // numpy.dtype(dtype).itemsize
        a = xp.ndarray(shape=(n,), dtype=dtype, buffer=raw)
        b = xp.ndarray(shape=(n // 2,), dtype=dtype, buffer=raw, offset=numpy.dtype(dtype).itemsize)
        return a.astype(a.dtype.newbyteorder("=")), b.astype(b.dtype.newbyteorder("=")), a[0].item()
    assert_same(xp, body)


_SAME_VALUE_CASES = [
    ("float64", [2.0, 3.0, -4.0], "int8"), ("float64", [0.1], "float32"), ("float64", [1.5], "int64"),
    ("int64", [300], "int8"), ("int32", [300], "int8"), ("int64", [-1], "uint8"),
    ("uint64", [2**64 - 1], "int64"), ("int64", [2**63 - 1], "uint64"), ("int64", [2**53 + 1], "float64"),
    ("float64", [numpy.nan, 1.0], "float32"), ("float64", [numpy.nan], "int64"),
    ("float64", [numpy.inf], "float16"), ("float64", [1e6], "float16"), ("float64", [-0.0], "int64"),
    ("complex128", [1 + 0j], "float64"), ("complex128", [1 + 1j], "float64"),
    ("complex128", [0.1 + 0j], "float32"), ("complex128", [complex(numpy.nan, 1)], "complex64"),
    ("float64", [0.1], "complex64"), ("bool", [True, False], "int8"), ("float64", [0.5, 2.0], "bool"),
    ("int8", [5, -7], "float16"), ("float16", [1.0], "int32"), ("float64", [], "int8"),
    ("int64", [1, 2], "int64"), ("datetime64[D]", ["2020-01-01"], "datetime64[s]"),
    ("int64", [1], "datetime64[D]"), ("timedelta64[s]", [1], "float64"),
]


@pytest.mark.skipif(numpy.lib.NumpyVersion(numpy.__version__) < "2.4.0", reason="casting='same_value' is NumPy 2.4's")
@pytest.mark.parametrize("src, values, dst", _SAME_VALUE_CASES,
                         ids=["%s-%s-%s" % (s, i, d) for i, (s, v, d) in enumerate(_SAME_VALUE_CASES)])
def test_astype_same_value(xp, src, values, dst):
    """``astype(casting='same_value')`` (NumPy's data types guide): the cast, or NumPy's
    ValueError where a value changes, NumPy's TypeError for the time dtypes."""
    assert_same(xp, lambda xp: _message(
        lambda: xp.array(values, dtype=src).astype(dst, casting="same_value")))


def test_astype_same_value_of_views(xp):
    def body(xp):
        a = make(xp, (4, 6), "float64", "T")
        return (_message(lambda: a.astype("float32", casting="same_value")),
                _message(lambda: (a * 0 + 3).astype("uint8", casting="same_value", order="F")),
                _message(lambda: a[::2].round().astype("int16", casting="same_value")))
    assert_same(xp, body)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ["bool", "int8", "float32", "complex128"], ids=short)
def test_copy(xp, dtype, layout):
    def body(xp):
        a = make(xp, (3, 4), dtype, layout)
        c = a.copy()
        c[...] = 0
        return {"a": a, "copy": c, "layout": layout_of(c), "owndata": c.flags.owndata,
                "base is None": c.base is None}

    def orders(xp):
        a = make(xp, (3, 4), dtype, layout)
        return {o: (layout_of(a.copy(order=o)), a.copy(order=o)) for o in "CFAK"}

    def copy_module(xp):
        a = make(xp, (3, 4), dtype, layout)
        c, d = copy.copy(a), copy.deepcopy(a)
        lay = (layout_of(c), layout_of(d))  # (both keep the layout, a Fortran one included)
        c[...] = 1
        d[...] = 1
        return a, c, d, type(c) is type(a), lay

    assert_same_cases(xp, [("copy", body), ("orders", orders), ("copy module", copy_module)])


def _filled_base(xp, dtype, view, value):
    base = host(xp, numpy.zeros((4, 6)), dtype)
    view(base).fill(value)
    return base


FILL_CASES = [
    # (label, dtype, view, value)
    ("int", "int32", lambda b: b, 3),
    ("float into int truncates", "int32", lambda b: b, 2.5),
    ("300 into uint8", "uint8", lambda b: b, 300),
    ("-1 into uint8", "uint8", lambda b: b, -1),
    ("nan into int", "int64", lambda b: b, float("nan")),
    ("1e40 into float32", "float32", lambda b: b, 1e40),
    ("5 into bool", "bool", lambda b: b, 5),
    ("complex", "complex64", lambda b: b, 1 + 2j),
    ("complex into float", "float64", lambda b: b, 1 + 2j),
    ("np.float64 scalar", "float16", lambda b: b, numpy.float64(1.0 / 3)),
    ("transposed view", "float64", lambda b: b.T, -1.5),
    ("negative-stride view", "int16", lambda b: b[::-1, ::-2], 9),
    ("strided view", "float32", lambda b: b[::2, 1::2], 4.0),
    ("row", "uint16", lambda b: b[2], 65535),
    ("empty view", "float64", lambda b: b[:0], 1.0),
    ("string value", "float64", lambda b: b, "1.5"),
    ("None value", "float64", lambda b: b, None),
]


@pytest.mark.parametrize("label, dtype, view, value", FILL_CASES, ids=[c[0] for c in FILL_CASES])
def test_fill(xp, label, dtype, view, value):
    assert_same(xp, lambda xp: _filled_base(xp, dtype, view, value))


def test_fill_0d_array_value(xp):
    assert_same(xp, lambda xp: _filled_base(xp, "float64", lambda b: b, host(xp, 2.25)))


# --------------------------------------------------------------------------------------------------
# conversions to Python objects
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_item(xp, dtype):
    a = lambda xp, shape=(3, 4): make(xp, shape, dtype)  # noqa: E731
    cases = [
        ("item() of size 1", lambda xp: a(xp, (1, 1)).item()),
        ("item() of 0-d", lambda xp: make(xp, (), dtype, "0d").item()),
        ("item(flat index)", lambda xp: a(xp).item(5)),
        ("item(-1)", lambda xp: a(xp).item(-1)),
        ("item(tuple)", lambda xp: a(xp).item((2, 1))),
        ("item(i, j)", lambda xp: a(xp).item(1, 3)),
        ("item of view", lambda xp: make(xp, (3, 4), dtype, "neg").item(0, 1)),
        ("item() of size > 1", lambda xp: a(xp).item()),
        ("item out of range", lambda xp: a(xp).item(12)),
        ("item tuple out of range", lambda xp: a(xp).item((3, 0))),
        ("item of empty", lambda xp: make(xp, (3,), dtype, "empty").item()),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("shape, args", [
    ((5,), ((0, 0),)), ((5,), (1, 2)), ((5,), ((1, 2, 3),)), ((3, 3), ((1, 1, 1),)),
    ((), (0, 0)),                                 # ValueError: incorrect number of indices
    ((3, 3), ((1,),)), ((), ((0,),)), ((), (-1,)),  # one index in a tuple: a flat index
    ((5,), (True,)), ((5,), ((True,),)), ((3, 3), (numpy.False_, 0)),  # no booleans
    ((5,), ((1.0,),)), ((3, 3), (1.0, 0)), ((3, 3), (0, 1.0)), ((3, 3), ([1], 0)),
    ((5,), (2**63,)), ((3, 3), (0, -2**63 - 1)),   # beyond intp: OverflowError
    ((3, 3), (0, 3)), ((3, 3), (-4, 0)), ((3, 3), (9,)), ((5,), (-6,)), ((5, 0), (0,)),
    ((3, 3), (numpy.int8(2), numpy.array(1))), ((5,), (numpy.uint64(4),)),
], ids=str)
def test_item_index_forms(xp, shape, args):
    """ndarray.item reads its arguments as NumPy's array_toscalar does: the same value, or the
    same exception type and message."""
    def outcome(xp):
        try:
            return repr(xp.arange(int(numpy.prod(shape))).reshape(shape).item(*args))
        except Exception as e:
            return type(e).__name__, str(e)
    assert outcome(xp) == outcome(numpy)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_tolist(xp, dtype, layout):
    assert_same(xp, lambda xp: make(xp, (3, 4), dtype, layout).tolist())


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64"], ids=short)
def test_tolist_special_values(xp, dtype):
    assert_same(xp, lambda xp: make_special(xp, dtype).tolist(), signed_zeros=True)


@pytest.mark.parametrize("dtype", ["int64", "uint64", "int8"], ids=short)
def test_tolist_integer_limits(xp, dtype):
    assert_same(xp, lambda xp: make_int_extremes(xp, dtype).tolist())


@pytest.mark.parametrize("shape", [(3, 4), (5,), (0, 3), (1,), ()], ids=str)
def test_len_iter(xp, shape):
    layout = "0d" if shape == () else "C"
    cases = [
        ("len", lambda xp: len(make(xp, shape, "int16", layout))),
        ("iter", lambda xp: tuple(iter(make(xp, shape, "float32", layout)))),
        ("list", lambda xp: list(make(xp, shape, "bool", layout))),
        ("iter of transposed", lambda xp: tuple(make(xp, shape, "int8", "T"))),
        ("reversed", lambda xp: list(reversed(make(xp, shape, "int64", layout)))),
        ("contains", lambda xp: (3 in make(xp, shape, "int64", layout),
                                 -100 in make(xp, shape, "int64", layout))),
        ("unpack", lambda xp: (lambda *v: v)(*make(xp, shape, "float64", layout))),
    ]
    assert_same_cases(xp, cases)


BOOL_CASES = [((), 0), ((), 3), ((1,), 0), ((1,), 2), ((1, 1), 1), ((2,), 1), ((0,), 1), ((2, 2), 0)]


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint64", "float16", "float64", "complex64"],
                         ids=short)
def test_bool(xp, dtype):
    cases = [(f"bool(full({shape}, {v}))",
              lambda xp, shape=shape, v=v: bool(host(xp, numpy.full(shape, v), dtype)))
             for shape, v in BOOL_CASES]
    cases.append(("if array: ...", lambda xp: "yes" if host(xp, [[1.0]], dtype) else "no"))
    cases.append(("not array", lambda xp: not host(xp, [0], dtype)))
    cases.append(("nan is true", lambda xp: bool(host(xp, float("nan"), "float64"))))
    assert_same_cases(xp, cases)


SCALAR_CONVERSIONS = [("float", float), ("int", int), ("complex", complex),
                      ("operator.index", operator.index), ("round", round),
                      ("round 1", lambda x: round(x, 1))]


@pytest.mark.parametrize("shape", [(), (1,), (1, 1), (2,)], ids=str)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_python_scalar_conversion(xp, dtype, shape):
    layout = "0d" if shape == () else "C"
    cases = [(label, lambda xp, fn=fn: fn(make(xp, shape, dtype, layout)))
             for label, fn in SCALAR_CONVERSIONS]
    assert_same_cases(xp, cases)


def test_python_scalar_conversion_special(xp):
    cases = [
        ("int(nan)", lambda xp: int(host(xp, float("nan")))),
        ("int(inf)", lambda xp: int(host(xp, float("inf"), "float32"))),
        ("int(-2.7)", lambda xp: int(host(xp, -2.7))),
        ("int(uint64 max)", lambda xp: int(host(xp, 2**64 - 1, "uint64"))),
        ("float(int64 max)", lambda xp: float(host(xp, 2**63 - 1, "int64"))),
        ("float(-0.0)", lambda xp: float(host(xp, -0.0, "float16"))),
        ("complex(nan)", lambda xp: complex(host(xp, float("nan"), "float32"))),
        ("index(int8)", lambda xp: operator.index(host(xp, -5, "int8"))),
        ("index(bool)", lambda xp: operator.index(host(xp, True))),
        ("list index by 0-d array", lambda xp: [10, 20, 30][host(xp, 2, "int32")]),
        ("range by 0-d array", lambda xp: list(range(host(xp, 3, "uint8")))),
    ]
    assert_same_cases(xp, cases, signed_zeros=True)


FORMAT_CASES = [
    ("0-d float64 .3f", lambda xp: format(host(xp, 1.23456), ".3f")),
    ("0-d float32 .10f", lambda xp: format(host(xp, 0.1, "float32"), ".10f")),
    ("0-d float16 g", lambda xp: format(host(xp, 0.1, "float16"), "g")),
    ("0-d int >8", lambda xp: format(host(xp, 42, "int16"), ">8")),
    ("0-d int x", lambda xp: format(host(xp, 255, "uint8"), "x")),
    ("0-d bool", lambda xp: format(host(xp, True), "")),
    ("0-d complex .2f", lambda xp: format(host(xp, 1 + 2j), ".2f")),
    ("0-d nan", lambda xp: f"{host(xp, float('nan')):.2f}"),
    ("f-string of 0-d from ufunc", lambda xp: f"{xp.add(host(xp, 1.5), host(xp, 2.25)):.4f}"),
    ("empty spec on 2-d", lambda xp: format(make(xp, (2, 3), "float64"), "")),
    ("f-string of 1-d", lambda xp: f"{make(xp, (3,), 'int32')}"),
    ("spec on 1-d", lambda xp: format(make(xp, (3,), "float64"), ".2f")),
    ("invalid spec on 0-d int", lambda xp: format(host(xp, 3, "int64"), ".2q")),
]


@pytest.mark.parametrize("label, body", FORMAT_CASES, ids=[c[0] for c in FORMAT_CASES])
def test_format(xp, label, body):
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# operators
# --------------------------------------------------------------------------------------------------
def _operand(xp, op, arg, dtype, shape=(3, 4), layout="C", seed=0):
    return make(xp, shape, dtype, layout, seed=seed, kind=ufunc_domain(OPERATOR_UFUNC[op], arg, dtype))


OP_SCALARS = [2, -3, 300, 2.5, True, 1 - 1j, numpy.float32(1.5), numpy.int16(3), numpy.uint8(7),
              numpy.complex128(2j)]
OPS = list(BINARY_OPERATORS)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("op", OPS)
def test_binary_operator(xp, op, dtype):
    fn = BINARY_OPERATORS[op]

    def a(xp, **kw):
        return _operand(xp, op, 0, dtype, **kw)

    def b(xp, **kw):
        return _operand(xp, op, 1, dtype, seed=1, **kw)

    cases = [
        ("array op array", lambda xp: fn(a(xp), b(xp))),
        ("broadcast (3,1) op (4,)", lambda xp: fn(a(xp, shape=(3, 1)), b(xp, shape=(4,)))),
        ("transposed op negative-stride", lambda xp: fn(a(xp, layout="T"), b(xp, layout="neg"))),
        ("empty op empty", lambda xp: fn(a(xp, layout="empty"), b(xp, layout="empty"))),
        ("0-d op 0-d", lambda xp: fn(a(xp, layout="0d"), b(xp, layout="0d"))),
        ("array op numpy array", lambda xp: fn(a(xp), b(numpy))),
        ("numpy array op array", lambda xp: fn(a(numpy), b(xp))),
        ("array op list", lambda xp: fn(a(xp, shape=(3,)), [1, 2, 3])),
        ("list op array", lambda xp: fn([1, 2, 3], b(xp, shape=(3,)))),
        ("mixed dtypes: array op int8 array", lambda xp: fn(a(xp), make(xp, (3, 4), "int8",
                                                                        kind="exponent"))),
        ("mixed dtypes: float32 array op array", lambda xp: fn(make(xp, (3, 4), "float32", kind="positive"),
                                                               b(xp))),
    ]
    for s in OP_SCALARS:
        cases.append((f"array {op} {s!r}", lambda xp, s=s: fn(a(xp), s)))
        cases.append((f"{s!r} {op} array", lambda xp, s=s: fn(s, b(xp))))
    assert_same_cases(xp, cases, **ufunc_tolerance(OPERATOR_UFUNC[op]))


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("op", list(INPLACE_OPERATORS))
def test_inplace_operator(xp, op, dtype):
    fn = INPLACE_OPERATORS[op]

    def run(xp, a, b):
        r = fn(a, b)
        return r, a, r is a

    def a(xp, **kw):
        return _operand(xp, op, 0, dtype, **kw)

    def b(xp, **kw):
        return _operand(xp, op, 1, dtype, seed=1, **kw)

    def on_view(xp):
        base = a(xp, shape=(4, 6))
        v = base[::2, ::-3]
        fn(v, _operand(xp, op, 1, dtype, shape=(2, 2), seed=1))
        return base

    cases = [
        ("array", lambda xp: run(xp, a(xp), b(xp))),
        ("broadcast operand", lambda xp: run(xp, a(xp), b(xp, shape=(4,)))),
        ("operand does not broadcast", lambda xp: run(xp, a(xp, shape=(4,)), b(xp))),
        ("transposed target", lambda xp: run(xp, a(xp, layout="T"), b(xp))),
        ("view writes through", on_view),
        ("numpy array operand", lambda xp: run(xp, a(xp), b(numpy))),
        ("int scalar", lambda xp: run(xp, a(xp), 2)),
        ("large int scalar", lambda xp: run(xp, a(xp), 300)),
        ("negative int scalar", lambda xp: run(xp, a(xp), -1)),
        ("float scalar", lambda xp: run(xp, a(xp), 1.5)),
        ("complex scalar", lambda xp: run(xp, a(xp), 1j)),
        ("float64 array operand", lambda xp: run(xp, a(xp), make(xp, (3, 4), "float64", kind="small"))),
        ("int8 array operand", lambda xp: run(xp, a(xp), make(xp, (3, 4), "int8", kind="exponent"))),
    ]
    assert_same_cases(xp, cases, **ufunc_tolerance(OPERATOR_UFUNC[op]))


def test_three_argument_pow_raises(xp):
    # pow(a, b, m): NumPy's arrays and scalars have no modular power (a TypeError, not a**b)
    assert_same_cases(xp, [
        ("array", lambda xp: pow(xp.asarray([3, 4]), 2, 5)),
        ("integer scalar", lambda xp: pow(xp.asarray([3, 4]).sum(), 2, 5)),
        ("float scalar", lambda xp: pow(xp.asarray([3.0]).sum(), 2, 5)),
        ("__pow__ with a modulo", lambda xp: xp.asarray([3]).__pow__(2, 5)),
        ("__pow__ with None", lambda xp: xp.asarray([3]).__pow__(2, None)),
    ])


def test_matmul_operator():
    pytest.skip("the @ operator is matmul, a generalized ufunc: covered by the linalg tests")


UNARY_OPERATORS = [("-a", operator.neg), ("+a", operator.pos), ("~a", operator.invert),
                   ("abs(a)", abs)]


@pytest.mark.parametrize("layout", ["C", "T", "neg", "0d", "empty"])
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_unary_operator(xp, dtype, layout):
    cases = [(label, lambda xp, fn=fn: fn(make(xp, (3, 4), dtype, layout)))
             for label, fn in UNARY_OPERATORS]
    cases.append(("limits", lambda xp: tuple(fn(make_int_extremes(xp, dtype)) for _, fn in UNARY_OPERATORS))
                 if numpy.dtype(dtype).kind in "iu" else
                 ("specials", lambda xp: tuple(fn(make_special(xp, dtype)) for _, fn in UNARY_OPERATORS[:2]))
                 if numpy.dtype(dtype).kind in "fc" else
                 ("not", lambda xp: ~host(xp, [True, False])))
    # abs of complex: NumPy's SIMD and scalar loops differ by an ulp (see UFUNC_APPROX_COMPLEX)
    assert_same_cases(xp, cases, signed_zeros=True,
                      **({"approx": True} if numpy.dtype(dtype).kind == "c" else {}))


@pytest.mark.parametrize("dtype", ["int8", "uint32", "int64", "float16", "float64", "bool",
                                   "complex64"], ids=short)
def test_divmod_builtin(xp, dtype):
    a = lambda xp: make(xp, (3, 4), dtype)  # noqa: E731
    b = lambda xp: make(xp, (3, 4), dtype, seed=1)  # noqa: E731
    cases = [
        ("divmod(a, b)", lambda xp: divmod(a(xp), b(xp))),
        ("divmod(a, 3)", lambda xp: divmod(a(xp), 3)),
        ("divmod(3, a)", lambda xp: divmod(3, a(xp))),
        ("divmod(a, 2.5)", lambda xp: divmod(a(xp), 2.5)),
        ("divmod(a, numpy array)", lambda xp: divmod(a(xp), b(numpy))),
    ]
    assert_same_cases(xp, cases)


def test_comparison_with_other_objects(xp):
    a = lambda xp: make(xp, (3,), "int64")  # noqa: E731
    cases = [
        ("a == None", lambda xp: a(xp) == None),  # noqa: E711
        ("a != None", lambda xp: a(xp) != None),  # noqa: E711
        ("a < None", lambda xp: a(xp) < None),
        ("a == 'abc'", lambda xp: a(xp) == "abc"),
        ("a == object()", lambda xp: a(xp) == object()),
        ("a == [1, 2]", lambda xp: a(xp) == [1, 2]),
        ("hash(a)", lambda xp: hash(a(xp))),
    ]
    assert_same_cases(xp, cases)


def test_arrays_are_not_hashable_by_abc(xp):
    # (NumPy's TestHashing: an array is no collections.abc.Hashable; its scalars are)
    import collections.abc

    def body(xp):
        class Sub(xp.ndarray):
            pass

        a = make(xp, (3,), "float64")
        return [isinstance(x, collections.abc.Hashable)
                for x in (a, a[:0], xp.asarray(1.5), a.view(Sub), a[0], a.sum())]
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# repr / str
# --------------------------------------------------------------------------------------------------
_rng = numpy.random.default_rng(7)
REPR_CASES = [
    ("int64 2-d", numpy.arange(6).reshape(2, 3)),
    ("int8 limits", numpy.array([-128, 0, 127], "int8")),
    ("uint64 max", numpy.array([0, 2**64 - 1], "uint64")),
    ("int32", numpy.array([1, -20, 300], "int32")),
    ("float64", numpy.array([0.1, 1.5, -2.25])),
    ("float64 integral", numpy.array([1.0, 2.0, -3.0])),
    ("float64 scientific small", numpy.array([1e-5, 1e5])),
    ("float64 scientific large", numpy.array([1e20, 1.0])),
    ("float64 special", numpy.array([numpy.nan, numpy.inf, -numpy.inf, -0.0, 0.0])),
    ("float64 random 2-d", _rng.standard_normal((3, 4))),
    ("float32", numpy.array([0.1, 1 / 3, 2.5e-3], "float32")),
    ("float16", numpy.array([0.1, 65504, -0.0], "float16")),
    ("complex128", numpy.array([1 + 2j, -0.5j, complex(numpy.nan, numpy.inf)])),
    ("complex64", numpy.array([1.5 - 2j, 0j], "complex64")),
    ("bool", numpy.array([[True, False], [False, True]])),
    ("0-d float64", numpy.array(1.5)),
    ("0-d negative zero", numpy.array(-0.0)),
    ("0-d int16", numpy.array(-7, "int16")),
    ("0-d bool", numpy.array(True)),
    ("0-d complex64", numpy.array(1 + 1j, "complex64")),
    ("0-d float32", numpy.array(0.1, "float32")),
    ("empty float64", numpy.zeros((0,))),
    ("empty 2-d", numpy.zeros((2, 0))),
    ("empty int32", numpy.zeros((0,), "int32")),
    ("empty bool (0, 3)", numpy.zeros((0, 3), bool)),
    ("3-d", numpy.arange(24, dtype="int16").reshape(2, 3, 4)),
    ("long row wraps", numpy.arange(30) * 1.5),
    ("summarised 1-d", numpy.arange(1200)),
    ("summarised 2-d float", _rng.standard_normal((40, 40))),
    ("summarised 2-d wide float32", _rng.standard_normal((3, 400)).astype("float32")),
    ("summarised 3-d", numpy.arange(1331, dtype="int16").reshape(11, 11, 11)),
    ("summarised bool", numpy.arange(2000) % 3 == 0),
    ("summarised complex", (numpy.arange(1100) * (1 + 0.5j)).astype("complex64")),
]


@pytest.mark.parametrize("label, value", REPR_CASES, ids=[c[0] for c in REPR_CASES])
def test_repr_str(xp, label, value):
    def body(xp):
        a = xp.asarray(value)
        return repr(a), str(a)
    assert_same(xp, body)


@pytest.mark.parametrize("layout", ["T", "neg", "slice"])
def test_repr_of_views(xp, layout):
    assert_same(xp, lambda xp: (repr(make(xp, (3, 4), "float64", layout)),
                                str(make(xp, (3, 4), "int8", layout))))


def test_repr_printoptions(xp):
    def body(xp):
        a = xp.asarray(numpy.array([1e-8, 1.23456789, 1000.5]))
        with xp.printoptions(precision=3, suppress=True):
            inside = repr(a), str(a)
        return inside, repr(a)
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# protocols and interoperability
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_array_protocol(xp, dtype, layout):
    """numpy.asarray(x) works, gives a numpy.ndarray with the same values."""
    cases = [
        ("numpy.asarray", lambda xp: numpy.asarray(make(xp, (3, 4), dtype, layout))),
        ("numpy.array copy", lambda xp: numpy.array(make(xp, (3, 4), dtype, layout), copy=True)),
        ("numpy.asarray dtype", lambda xp: numpy.asarray(make(xp, (3, 4), dtype, layout),
                                                         dtype="complex128")),
        ("numpy.ascontiguousarray", lambda xp: numpy.ascontiguousarray(make(xp, (3, 4), dtype,
                                                                            layout))),
    ]
    assert_same_cases(xp, cases, expect_host=True)


@pytest.mark.parametrize("layout", ["T", "neg", "slice", "broadcast", "sparse", "sparse large"])
def test_asarray_keeps_view_strides(xp, layout):
    """numpy.asarray of a view keeps its strides (a host buffer of the bytes it spans, read
    whole or, for a sparse view of a large span, placed), so NumPy's as_strided with strides
    from x.strides reads the view's elements."""
    def body(xp):
        if layout == "broadcast":
            v = xp.broadcast_to(xp.arange(5.0), (4, 5))
        elif layout.startswith("sparse"):
            n = 10_500_000 if layout == "sparse large" else 4000
            v = xp.arange(n, dtype=xp.float64).reshape(-1, 100)[::7, 3::9]
        else:
            v = make(xp, (3, 4), "float64", layout)
        h = numpy.asarray(v)
        w = numpy.lib.stride_tricks.as_strided(v, shape=(2, 2, 2), strides=(
            v.strides[0], v.strides[1], v.strides[1]), writeable=False)
        return h.strides == v.strides, h.flags.writeable, float(h.sum()), w.tolist()
    assert_same(xp, body)


def test_array_namespace(xp):
    cases = [
        ("no version", lambda xp: make(xp, (3,)).__array_namespace__() is xp),
        ("api_version", lambda xp: make(xp, (3,)).__array_namespace__(api_version="2023.12") is xp),
        ("bad version", lambda xp: make(xp, (3,)).__array_namespace__(api_version="1999.01")),
    ]
    assert_same_cases(xp, cases)


def test_cuda_array_interface(xp):
    """On a CUDA device: __cuda_array_interface__ describes the array as NumPy's __array_interface__
    describes the same array on the host.  On the host device: absent, like on numpy.ndarray."""
    cuda = xp is not numpy and is_cuda_device()

    def describe(xp, layout):
        a = make(xp, (3, 4), "float32", layout)
        if not cuda:
            return hasattr(a, "__cuda_array_interface__")
        d = a.__cuda_array_interface__ if xp is not numpy else a.__array_interface__
        strides = d.get("strides") or tuple(numpy.cumprod((4,) + a.shape[:0:-1])[::-1].tolist())
        return d["shape"], d["typestr"], tuple(strides), d["data"][1], d["version"] >= 3
    assert_same_cases(xp, [(layout, lambda xp, layout=layout: describe(xp, layout))
                           for layout in ("C", "T", "neg", "slice")])


def test_dlpack(xp):
    cuda = xp is not numpy and is_cuda_device()
    cases = [
        ("xp.from_dlpack(numpy array)", lambda xp: xp.from_dlpack(make(numpy, (3, 4), "float32"))),
        ("xp.from_dlpack(xp array)", lambda xp: xp.from_dlpack(make(xp, (3, 4), "int16", "T"))),
        ("xp.from_dlpack(0-d)", lambda xp: xp.from_dlpack(make(xp, (), "complex64", "0d"))),
    ]
    if not cuda:
        # numpy.from_dlpack imports CPU tensors only, and a CUDA array's __dlpack_device__ is (2, n):
        # these are compared with NumPy on the host device only
        cases += [
            ("numpy.from_dlpack(xp array)", lambda xp: numpy.from_dlpack(make(xp, (3, 4), "float64"))),
            ("numpy.from_dlpack(view)", lambda xp: numpy.from_dlpack(make(xp, (3, 4), "int8", "neg"))),
            ("__dlpack_device__", lambda xp: tuple(int(v) for v in make(xp, (3,)).__dlpack_device__())),
        ]
    for label, body in cases:
        host_result = label.startswith("numpy.")
        assert_same(xp, body, expect_host=host_result)


MIXING_CASES = [
    ("xp + np array", lambda xp: make(xp, (3,), "float32") + make(numpy, (3,), "float32", seed=1)),
    ("np array + xp", lambda xp: make(numpy, (3,), "float32") + make(xp, (3,), "float32", seed=1)),
    ("np scalar * xp", lambda xp: numpy.float32(2) * make(xp, (3,), "float32")),
    ("np 0-d + xp", lambda xp: numpy.array(2.0) + make(xp, (3,), "float32")),
    ("xp.add(np array, xp)", lambda xp: xp.add(make(numpy, (3,), "int8"), make(xp, (3,), "int8"))),
    ("xp.add(np array, np array)", lambda xp: xp.add(make(numpy, (3,), "int8"), make(numpy, (3,), "int8"))),
    ("np.add(xp, np array)", lambda xp: numpy.add(make(xp, (3,), "int8"), make(numpy, (3,), "int8"))),
    ("np.sin(xp)", lambda xp: numpy.sin(make(xp, (3,), "float64"))),
    ("xp += np array", lambda xp: operator.iadd(make(xp, (3,), "float64"), make(numpy, (3,), "float64"))),
    ("xp < np array", lambda xp: make(xp, (3,), "int32") < make(numpy, (3,), "int32", seed=1)),
    ("xp[...] = np array", lambda xp: (lambda a: (a.__setitem__(Ellipsis, make(numpy, (3,), "int32")), a)[1])(
        make(xp, (3,), "int32", seed=1))),
]


@pytest.mark.parametrize("label, body", MIXING_CASES, ids=[c[0] for c in MIXING_CASES])
def test_mixing_host_arrays(xp, label, body):
    """A numpy.ndarray mixed into an operation gives the candidate's array type (the device)."""
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# gpnumpy only
# --------------------------------------------------------------------------------------------------
# (dtypes the device does not hold: tests/_core/test_host_dtypes.py)


@pytest.mark.gp_only
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_host_copy_functions(gp, dtype, layout):
    """gpnumpy.asnumpy(x) and x.get() give the values as a numpy.ndarray."""
    expected = make(numpy, (3, 4), dtype, layout)
    compare(expected, gp.asnumpy(make(gp, (3, 4), dtype, layout)), numpy, path="asnumpy")
    compare(expected, make(gp, (3, 4), dtype, layout).get(), numpy, path="get()")
    compare(expected, gp.asnumpy(expected), numpy, path="asnumpy(numpy array)")


# --------------------------------------------------------------------------------------------------
# edges found by tests/programs/programs_edge.py
# --------------------------------------------------------------------------------------------------
def _outcomes(xp, cases):
    """What each ``case(xp)`` gives: its repr (with its dtype), or its exception and message."""
    res = []
    for f in cases:
        try:
            r = f(xp)
        except Exception as exc:  # (the exception and its message are part of the behaviour)
            res.append((type(exc).__name__, str(exc)))
        else:
            res.append(("ok", repr(r), getattr(r, "dtype", None)))
    return res


POWER_EXPONENTS = [2, 2.0, -1, -1.0, 0.5, 1, 1.0, 0, numpy.float64(0.5), numpy.int64(2),
                   numpy.float64(2.0), numpy.int64(-1), numpy.float32(2), 3]


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "int8", "int64",
                                   "uint8", "bool"])
def test_power_operator_exponents(xp, dtype):
    """``a ** e`` takes square/reciprocal/sqrt only for a Python int 2 (any dtype) or -1, or a
    Python float 0.5 (float and complex arrays): int ** 2.0 is float64, float32 ** np.int64(2)
    float64, as NumPy's; ``**=`` the same (int **= 2.0 cannot cast)."""
    def body(xp):
        res = []
        for e in POWER_EXPONENTS:
            a = xp.asarray(numpy.array([0, 1, 2], dtype=dtype))
            try:
                r = a ** e
            except Exception as exc:
                r = type(exc).__name__
            try:
                a **= e
            except Exception as exc:
                a = type(exc).__name__
            res += [r, a]
        return res
    # (a non-integer power runs the device's pow, a few ulp from the host's: 2 ** 0.5)
    assert_same(xp, body, approx=True)


def test_clip_method_bounds_optional(xp):
    cases = [lambda xp: xp.arange(5).clip(1), lambda xp: xp.arange(5).clip(max=3),
             lambda xp: xp.arange(5).clip(), lambda xp: xp.arange(5).clip(None, 2),
             lambda xp: xp.arange(5).clip(1, min=2), lambda xp: xp.clip(xp.arange(5), 1),
             lambda xp: xp.arange(5.0).sum().clip(0, 1)]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_shape_argument_errors(xp):
    """NumPy's words for what is no shape: a float, a bool or None alone, items of a sequence."""
    shapes = [2.5, None, True, numpy.float64(2), {2: 1}, [2, 2.5], [True, 2], "ab", (2, None),
              range(2, 4), numpy.array([2, 3]), numpy.array(3), numpy.int8(3), []]
    cases = [lambda xp, s=s: xp.zeros(s).shape for s in shapes]
    cases += [lambda xp, s=s: xp.ones(6).reshape(s).shape for s in shapes]
    cases += [lambda xp: xp.ones(6).reshape(), lambda xp: xp.ones(6).reshape(2, None),
              lambda xp: xp.reshape(xp.ones(6), 6.0), lambda xp: xp.empty_like(xp.ones(2), shape=2.5)]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


class _LengthAndIndex:
    """A sequence of two 3s that is an index too (5): NumPy asks a shape for its length first."""

    def __len__(self):
        return 2

    def __getitem__(self, i):
        if i < 2:
            return 3
        raise IndexError(i)

    def __index__(self):
        return 5


def test_shape_argument_any_sequence(xp):
    """A shape given as any sequence, not a list, tuple, range or array alone: a deque, a
    user's class with __len__ and __getitem__ (a sequence before an index, as NumPy reads
    it); its items' errors.  gpnumpy refused a deque ("expected a sequence of integers")."""
    import collections
    shapes = [lambda: collections.deque([2, 3]), _LengthAndIndex,
              lambda: collections.deque([6]), lambda: collections.deque([]),
              lambda: collections.deque([1.5]), lambda: collections.deque([True, 6])]
    makers = [lambda xp, s: xp.zeros(s), lambda xp, s: xp.ones(s, "i4"), lambda xp, s: xp.full(s, 2),
              lambda xp, s: xp.empty(s), lambda xp, s: xp.arange(6).reshape(s),
              lambda xp, s: xp.reshape(xp.ones(6), s), lambda xp, s: xp.broadcast_to(xp.arange(1), s)]
    cases = [lambda xp, s=s, m=m: m(xp, s()).shape for s in shapes for m in makers]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_transpose_method_axes_as_any_sequence(xp):
    """``a.transpose(axes)`` reads one argument by NumPy's shape converter: any sequence (a
    deque, a user's sequence class), before an integer.  gpnumpy's method took a list, tuple,
    range or array only (a deque: "cannot be interpreted as an integer")."""
    import collections
    axes = [lambda: collections.deque([1, 0]), lambda: collections.deque([0]),
            lambda: collections.deque([]), lambda: collections.deque([0, 0]),
            lambda: collections.deque([1.0, 0]), _LengthAndIndex]
    cases = [lambda xp, ax=ax: xp.ones((2, 3)).transpose(ax()).shape for ax in axes]
    cases += [lambda xp: xp.ones((3, 3)).transpose(_LengthAndIndex()).shape]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_item_and_index_type_errors(xp):
    """``item`` names the axis of a 1-d array; a list of non-integers and a float array index
    have NumPy's two different messages; a float 0-d array is no index."""
    a = lambda xp: xp.arange(10)  # noqa: E731
    keys = [[1.0, 2.0], [1, 2.0], [[1.0]], (1.0,), numpy.array([1.0]), numpy.array(1.0),
            [1 + 0j], numpy.array([1], dtype=object), [None], [[1], [2.0]], ["a"]]
    cases = [lambda xp, k=k: a(xp)[k] for k in keys]
    cases += [lambda xp: a(xp)[xp.asarray(numpy.array(1.0))],
              lambda xp: a(xp)[xp.asarray(numpy.array([1.0]))],
              lambda xp: a(xp)[xp.asarray(numpy.arange(3.0)).sum()],
              lambda xp: a(xp)[xp.asarray(numpy.arange(3)).sum()],
              lambda xp: a(xp)[xp.asarray(numpy.array(2))],
              lambda xp: a(xp).item(12), lambda xp: a(xp).item(-11),
              lambda xp: a(xp).reshape(2, 5).item(10), lambda xp: xp.asarray(numpy.array(5)).item(1)]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_nonzero_of_0d_messages(xp):
    """NumPy adds its hint about ``arr[nonzero(cond)]`` for a boolean only."""
    cases = [lambda xp: xp.where(True), lambda xp: xp.where(0), lambda xp: xp.nonzero(True),
             lambda xp: xp.nonzero(xp.asarray(numpy.array(2))),
             lambda xp: xp.asarray(numpy.array(False)).nonzero(),
             lambda xp: xp.where(xp.asarray(numpy.array(1.5)))]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def _warnings_of(body):
    import warnings
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        r = body()
    return repr(r), [(w.category.__name__, str(w.message)) for w in got]


@pytest.mark.parametrize("label,body", [
    ("shape set", lambda m: (lambda a: (setattr(a, "shape", (3, 2)), a)[1])(m.arange(6.0))),
    ("fix", lambda m: m.fix(m.asarray([1.5, -1.5, 2.0]))),
    ("fix scalar", lambda m: m.fix(-2.5)),
], ids=["shape set", "fix", "fix scalar"])
def test_deprecations_follow_the_installed_version(xp, label, body):
    """What the installed NumPy deprecates (2.5: setting the shape, np.fix), gpnumpy warns of
    with NumPy's category and message; what it does not, gpnumpy does not either."""
    assert _warnings_of(lambda: body(xp)) == _warnings_of(lambda: body(numpy))


def test_setitem_array_value_must_broadcast_to_the_view(xp):
    """A device array value broadcasts *to* the indexed view (a (2,) value into a (1,) view
    is NumPy's 'could not broadcast input array' error, not a result of shape (2,))."""
    def body(xp):
        z = xp.zeros((3, 1))
        out = []
        for key, shape in ((0, (2,)), ((0, Ellipsis), (2,)), (slice(None), (3, 2)),
                           (Ellipsis, (2,)), (Ellipsis, (1, 1, 3, 1)), (Ellipsis, (1, 1, 1)),
                           (Ellipsis, (0, 3, 1)), (slice(0, 0), (5,)), (0, ())):
            try:
                z[key] = xp.ones(shape)
                out.append(z.tolist())
            except ValueError as exc:
                out.append(str(exc))
        return out
    assert_same(xp, body)


def test_to_host_containers():
    """ndarray.to_host: gpnumpy arrays inside tuples, namedtuples, lists and dicts become
    NumPy arrays (a namedtuple keeps its class); a container holding none is the very object
    given (NumPy stores it in an object array as it is)."""
    import collections
    import gpnumpy
    from gpnumpy._core.ndarray import to_host
    P = collections.namedtuple("P", "a b")
    g = gpnumpy.arange(3)
    r = to_host(P(g, 2))
    assert type(r) is P and type(r.a) is numpy.ndarray and r.b == 2
    numpy.testing.assert_array_equal(r.a, [0, 1, 2])
    for c in ((g, 1), [g, 1], {"k": g}):
        h = to_host(c)
        assert type(h) is type(c) and h is not c
    for c in ((1, [2]), [1, (2,)], {"k": [1]}, P(1, 2)):
        assert to_host(c) is c


def test_sizeof_counts_owned_data(xp):
    # sys.getsizeof of an array: NumPy's count, the object (NumPy's array object's size), two
    # intp a dimension, and the data only where the array owns it
    import sys

    def sizes(xp):
        a = xp.ones(100)
        base = sys.getsizeof(xp.ones(()))
        v = a[...]
        r = a.reshape(100, 1, 1).copy()
        out = [sys.getsizeof(a) - base, sys.getsizeof(v) - base, sys.getsizeof(r) - base,
               sys.getsizeof(xp.arange(7, dtype="i2")[::2]) - base,
               sys.getsizeof(xp.zeros((3, 0))) - base]
        b = xp.ones(100)
        b.resize(50, refcheck=False)
        out.append(sys.getsizeof(b) - base)
        return out + [base, sys.getsizeof(xp.arange(1000)), sys.getsizeof(xp.zeros((2, 3, 4))[0])]
    assert sizes(numpy)[0] == 808  # (the body runs: 800 bytes and a dimension, less the 8 of 0-d)
    assert_same(xp, sizes)
    with pytest.raises(TypeError):
        xp.ones(3).__sizeof__("a")


# keys that equal a basic index already seen (and hash as it does) but mean something else:
# the view cache of basic indexing (ndarray._views) must not answer them
_LOOKALIKE_KEYS = [
    ("True after 1", (1,), (True,)),
    ("1.0 after 1", (1,), (1.0,)),
    ("np.int64 after int", (1, 2), (numpy.int64(1), numpy.int64(2))),
    ("float slice after int slice", (slice(0, 3),), (slice(0, 3.0),)),
    ("bool slice step after 1", (slice(0, 3, 1),), (slice(0, 3, True),)),
    ("False in a tuple after 0", (slice(None), 0), (slice(None), False)),
    ("same key, other strides", (slice(1, None), 0), "T"),
    ("array scalar after int", (1,), "scalar"),
]


@pytest.mark.parametrize("first, second", [k[1:] for k in _LOOKALIKE_KEYS],
                         ids=[k[0] for k in _LOOKALIKE_KEYS])
def test_basic_index_lookalike_keys(xp, first, second):
    def body(m):
        a = m.arange(12.0).reshape(3, 4)
        out = [a[first], a[first]]  # (the second read: the cached geometry)
        if second == "T":
            b, key = a.T, first
        elif second == "scalar":  # (a scalar result of indexing: np.int64 / a device scalar)
            b, key = a, (m.arange(5)[1],)
        else:
            b, key = a, second
        try:
            out.append(b[key])
        except Exception as exc:
            out.append(type(exc).__name__)
        return out
    assert_same(xp, body)


def _deleted(fn):
    try:
        fn()
    except Exception as e:
        return type(e).__name__, str(e)
    return "deleted"


def test_del_item_errors(xp):
    """``del a[2:4]`` (ageron's NumPy tools notebook): NumPy's ValueError for an array, its
    TypeError for a scalar, its ValueError for a record (Python's AttributeError before)."""
    def body(xp):
        a = xp.arange(6)

        def delete(obj, key):
            del obj[key]
        return [_deleted(lambda: delete(a, slice(2, 4))), _deleted(lambda: delete(a, 0)),
                _deleted(lambda: delete(a.reshape(2, 3), (0, 1))),
                _deleted(lambda: delete(xp.array(1.5), ...)),
                _deleted(lambda: delete(a[1], 0)), _deleted(lambda: delete(a.sum(), ())),
                _deleted(lambda: delete(xp.zeros(2, "i4,f4")[0], "f0")),
                _deleted(lambda: delete(xp.zeros(2, "i4,f4"), "f0")), a]
    assert_same(xp, body)
