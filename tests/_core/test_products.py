"""Products against NumPy: matmul (and `@`, numpy.matmul), vecdot, matvec, vecmat, dot, vdot,
inner, outer, tensordot, kron, cross, matrix_power, multi_dot.  Shapes (1-d, 2-d, stacks that
broadcast, empty, k = 0), every dtype (integers exact with their wrap-around, bool as or-of-and,
floats within a tolerance of their precision, mixed dtypes promoted), layouts (transposed,
sliced rows and columns, negative strides), out=, axes=, and NumPy's exception types."""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, INTEGER_DTYPES, assert_same, assert_same_cases,
                                 is_cuda_device, make, short)

#: products sum k terms: tolerances of each precision for values of a few units and k <= 64
TOL = {"float16": dict(rtol=4e-3, atol=0.06), "float32": dict(rtol=2e-5, atol=2e-4),
       "float64": dict(rtol=1e-12, atol=1e-11), "complex64": dict(rtol=2e-5, atol=2e-4),
       "complex128": dict(rtol=1e-12, atol=1e-11)}


def tol(*dtypes):
    """The tolerance of the widest-error dtype among ``dtypes`` (0 for integers and bool)."""
    best = {}
    for dt in dtypes:
        t = TOL.get(numpy.dtype(dt).name)
        if t and t["rtol"] > best.get("rtol", 0):
            best = t
    return best


def full_range(xp, shape, dtype, seed=0):
    """Integers over the whole range of ``dtype``: every product and sum wraps around."""
    info = numpy.iinfo(dtype)
    rng = numpy.random.default_rng([seed, numpy.dtype(dtype).num])
    host = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
    return host if xp is numpy else xp.asarray(host)


def window(xp, shape, dtype, which, seed=0):
    """A view with unit inner stride cut out of a larger array: "rows" (a row slice of a
    wider matrix: leading dimension larger than the row), "cols" (the transpose of that)."""
    r, c = shape[-2:]
    if which == "rows":
        base = make(xp, shape[:-1] + (c + 3,), dtype, seed=seed)
        return base[..., 1:c + 1]
    base = make(xp, shape[:-2] + (c, r + 5), dtype, seed=seed)
    return xp.swapaxes(base[..., 2:r + 2], -1, -2)


MATMUL_SHAPES = [
    ((3, 4), (4, 5)), ((4,), (4, 5)), ((3, 4), (4,)), ((4,), (4,)), ((2, 3, 4), (4, 5)),
    ((3, 4), (2, 4, 5)), ((2, 1, 3, 4), (5, 4, 2)), ((2, 3, 4), (2, 4, 5)), ((0, 4), (4, 5)),
    ((3, 0), (0, 5)), ((2, 0, 3, 4), (4, 5)), ((1, 4), (4, 1)), ((5, 1), (1, 6)),
    ((3, 2, 17, 33), (33, 19)), ((4,), (2, 3, 4, 2)), ((2, 3, 4), (4,)), ((1, 1), (1, 1)),
    ((7, 64), (64, 9)), ((2, 1, 5, 3), (1, 4, 3, 6)),
]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_matmul_shapes_dtypes(xp, dtype):
    cases = []
    for sa, sb in MATMUL_SHAPES:
        cases.append((f"{sa}@{sb}", lambda xp, sa=sa, sb=sb: xp.matmul(
            make(xp, sa, dtype, seed=1), make(xp, sb, dtype, seed=2))))
        cases.append((f"{sa}@{sb} operator", lambda xp, sa=sa, sb=sb:
                      make(xp, sa, dtype, seed=3) @ make(xp, sb, dtype, seed=4)))
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("la", ["C", "T", "neg", "slice", "rows", "cols"])
@pytest.mark.parametrize("lb", ["C", "T", "neg", "rows", "cols"])
def test_matmul_layouts(xp, dtype, la, lb):
    def arr(xp, shape, layout, seed):
        if layout in ("rows", "cols"):
            return window(xp, shape, dtype, layout, seed)
        return make(xp, shape, dtype, layout, seed=seed)

    cases = [
        ("2-d", lambda xp: xp.matmul(arr(xp, (5, 7), la, 1), arr(xp, (7, 3), lb, 2))),
        ("stack", lambda xp: xp.matmul(arr(xp, (2, 5, 7), la, 3), arr(xp, (2, 7, 3), lb, 4))),
        ("stack @ 2-d", lambda xp: arr(xp, (3, 5, 7), la, 5) @ arr(xp, (7, 4), lb, 6)),
        ("one row", lambda xp: arr(xp, (1, 7), la, 7) @ arr(xp, (7, 6), lb, 8)),
        ("one column", lambda xp: arr(xp, (6, 7), la, 9) @ arr(xp, (7, 1), lb, 10)),
        # matrix-vector products (cuBLAS gemv on the device), the vector strided
        ("matvec", lambda xp: arr(xp, (6, 7), la, 11) @ make(xp, (14,), dtype, seed=12)[::2]),
        ("vecmat", lambda xp: make(xp, (21,), dtype, seed=13)[::3] @ arr(xp, (7, 6), lb, 14)),
        ("matvec into a strided out", lambda xp: xp.matmul(
            arr(xp, (6, 7), la, 15), make(xp, (7,), dtype, seed=16),
            out=xp.zeros((12,), dtype)[::2])),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


#: around small_gemm.cu's limits (on a GPU, float32/64 products up to 64 alone and 32 in a
#: stack take it; the others cuBLAS): edges that are not multiples of its 32 x 32 tiles,
#: stacks past its grid of blocks, broadcast stacks, a batch of two axes
SMALL_EDGES = [
    ((32, 32), (32, 32)), ((33, 31), (31, 40)), ((64, 64), (64, 64)), ((65, 64), (64, 64)),
    ((64, 65), (65, 64)), ((1, 64), (64, 64)), ((64, 64), (64,)), ((3000, 32, 32), (3000, 32, 32)),
    ((300, 33, 32), (300, 32, 32)), ((300, 31, 17), (17, 29)), ((1, 32, 5), (500, 5, 3)),
    ((2, 3, 8, 8), (3, 8, 8)), ((5, 1, 1), (5, 1, 1)),
]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_small_product_edges(xp, dtype):
    cases = []
    for sa, sb in SMALL_EDGES:
        cases.append((f"{sa}@{sb}", lambda xp, sa=sa, sb=sb: xp.matmul(
            make(xp, sa, dtype, seed=1), make(xp, sb, dtype, seed=2))))
    cases += [
        ("transposed stacks", lambda xp: xp.matmul(
            xp.swapaxes(make(xp, (400, 20, 30), dtype, seed=3), -1, -2),
            xp.swapaxes(make(xp, (400, 9, 20), dtype, seed=4), -1, -2))),
        ("into a transposed out", lambda xp: xp.matmul(
            make(xp, (40, 12), dtype, seed=5), make(xp, (12, 50), dtype, seed=6),
            out=xp.zeros((50, 40), dtype).T)),
        ("into every other column of an out", lambda xp: xp.matmul(
            make(xp, (7, 20, 12), dtype, seed=7), make(xp, (12, 6), dtype, seed=8),
            out=xp.zeros((7, 20, 12), dtype)[..., ::2])),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", INTEGER_DTYPES, ids=short)
def test_matmul_integer_wraparound(xp, dtype):
    cases = [
        ("2-d", lambda xp: xp.matmul(full_range(xp, (9, 33), dtype, 1),
                                      full_range(xp, (33, 7), dtype, 2))),
        ("stack", lambda xp: full_range(xp, (3, 4, 20), dtype, 3) @ full_range(xp, (20, 5), dtype, 4)),
        ("vectors", lambda xp: xp.dot(full_range(xp, (50,), dtype, 5), full_range(xp, (50,), dtype, 6))),
        ("einsum", lambda xp: xp.einsum("bij,bjk->bik", full_range(xp, (2, 3, 40), dtype, 7),
                                        full_range(xp, (2, 40, 3), dtype, 8))),
    ]
    assert_same_cases(xp, cases)


def test_matmul_bool_is_or_of_and(xp):
    def b(xp, shape, seed, p=0.2):
        host = numpy.random.default_rng(seed).random(shape) < p
        return host if xp is numpy else xp.asarray(host)
    assert_same_cases(xp, [
        ("sparse", lambda xp: b(xp, (17, 40), 1, 0.05) @ b(xp, (40, 9), 2, 0.05)),
        ("dense", lambda xp: b(xp, (5, 40), 3, 0.9) @ b(xp, (40, 3), 4, 0.9)),
        ("stack", lambda xp: xp.matmul(b(xp, (3, 4, 8), 5), b(xp, (8, 2), 6))),
        ("k=0", lambda xp: b(xp, (3, 0), 7) @ b(xp, (0, 2), 8)),
    ])


MIXED = [("int8", "uint8"), ("int8", "float32"), ("bool", "int16"), ("uint64", "int64"),
         ("float16", "float32"), ("float32", "float64"), ("int32", "float32"),
         ("float32", "complex64"), ("float64", "complex64"), ("bool", "float16"),
         ("int64", "complex128"), ("uint8", "uint16")]


@pytest.mark.parametrize("pair", MIXED, ids=lambda p: "_".join(short(d) for d in p))
def test_mixed_dtypes(xp, pair):
    da, db = pair
    cases = [
        ("matmul", lambda xp: xp.matmul(make(xp, (3, 6), da, seed=1), make(xp, (6, 4), db, seed=2))),
        ("dot", lambda xp: xp.dot(make(xp, (3, 6), da, seed=3), make(xp, (6,), db, seed=4))),
        ("vdot", lambda xp: xp.vdot(make(xp, (2, 3), da, seed=5), make(xp, (6,), db, seed=6))),
        ("inner", lambda xp: xp.inner(make(xp, (2, 6), da, seed=7), make(xp, (3, 6), db, seed=8))),
        ("tensordot", lambda xp: xp.tensordot(make(xp, (2, 3, 4), da, seed=9),
                                               make(xp, (3, 4, 5), db, seed=10))),
        ("einsum", lambda xp: xp.einsum("ij,jk->ik", make(xp, (3, 6), da, seed=11),
                                        make(xp, (6, 4), db, seed=12))),
        ("kron", lambda xp: xp.kron(make(xp, (2, 3), da, seed=13), make(xp, (3, 2), db, seed=14))),
    ]
    assert_same_cases(xp, cases, **tol(da, db))


def test_matmul_python_operands_and_protocol_dispatch(xp):
    assert_same_cases(xp, [
        ("lists", lambda xp: xp.matmul([[1, 2], [3, 4]], [[5], [6]])),
        ("array @ list", lambda xp: xp.asarray(numpy.eye(2)) @ [1.0, 2.0]),
        ("list @ array", lambda xp: [1.0, 2.0] @ xp.asarray(numpy.eye(2))),
        ("numpy.matmul", lambda xp: numpy.matmul(make(xp, (3, 4), "float32"),
                                                 make(xp, (4, 2), "float32", seed=1))),
        ("numpy.matmul out", lambda xp: numpy.matmul(make(xp, (3, 4)), make(xp, (4, 2), seed=1),
                                                     out=xp.zeros((3, 2)))),
        ("numpy.vecdot", lambda xp: numpy.vecdot(make(xp, (3, 4)), make(xp, (4,), seed=1))),
        ("numpy.dot", lambda xp: numpy.dot(make(xp, (3, 4)), make(xp, (4,), seed=1))),
        ("numpy.einsum", lambda xp: numpy.einsum("ij,j", make(xp, (3, 4)), make(xp, (4,), seed=1))),
        ("method dot", lambda xp: make(xp, (3, 4)).dot(make(xp, (4, 2), seed=1))),
        ("scalar operand", lambda xp: xp.matmul(make(xp, (3, 3)), 2.0)),
        ("0-d operand", lambda xp: xp.asarray(2.0) @ make(xp, (3, 3))),
        ("@=", lambda xp: _imatmul(make(xp, (3, 3)), make(xp, (3, 3), seed=1))),
    ], **TOL["float32"])


def _imatmul(a, b):
    a @= b
    return a


def test_matmul_facts(gp):
    for name in ("matmul", "vecdot", "matvec", "vecmat"):
        if not hasattr(numpy, name):
            continue
        ours, theirs = getattr(gp, name), getattr(numpy, name)
        assert ours.__name__ == theirs.__name__
        assert (ours.nin, ours.nout, ours.nargs) == (theirs.nin, theirs.nout, theirs.nargs)
        assert ours.signature == theirs.signature
        assert ours.types == theirs.types and ours.ntypes == theirs.ntypes
        assert ours.identity is theirs.identity is None
        assert repr(ours) == repr(theirs)
        try:
            theirs.reduce(numpy.ones((2, 2)))
        except Exception as exc:
            with pytest.raises(type(exc)):
                ours.reduce(gp.ones((2, 2)))
    # `a @ b`, numpy.matmul and gpnumpy.matmul run the same object: no fallback warning
    a = gp.ones((2, 2))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        a @ a
        numpy.matmul(a, a)
        numpy.dot(a, a)
        numpy.einsum("ij,jk", a, a)


@pytest.mark.parametrize("dtype", ["float64", "int32", "complex64"], ids=short)
def test_matmul_out_dtype_casting(xp, dtype):
    def mm(xp, **kw):
        return xp.matmul(make(xp, (3, 4), dtype, seed=1), make(xp, (4, 2), dtype, seed=2), **kw)

    cases = [
        ("out", lambda xp: mm(xp, out=xp.zeros((3, 2), dtype))),
        ("out tuple", lambda xp: mm(xp, out=(xp.zeros((3, 2), dtype),))),
        ("out positional", lambda xp: xp.matmul(make(xp, (3, 4), dtype), make(xp, (4, 2), dtype),
                                                xp.zeros((3, 2), dtype))),
        ("out complex128", lambda xp: mm(xp, out=xp.zeros((3, 2), "complex128"))),
        ("out float16", lambda xp: mm(xp, out=xp.zeros((3, 2), "float16"))),
        ("out float16 unsafe", lambda xp: mm(xp, out=xp.zeros((3, 2), "float16"),
                                             casting="unsafe")),
        ("out int8", lambda xp: mm(xp, out=xp.zeros((3, 2), "int8"))),
        ("out transposed", lambda xp: mm(xp, out=xp.zeros((2, 3), dtype).T)),
        ("out strided", lambda xp: mm(xp, out=xp.zeros((6, 4), dtype)[::2, ::2])),
        ("out broadcasts the stack", lambda xp: mm(xp, out=xp.zeros((2, 3, 2), dtype))),
        ("out wrong core", lambda xp: mm(xp, out=xp.zeros((3, 3), dtype))),
        ("out wrong loop", lambda xp: mm(xp, out=xp.zeros((2, 2, 2), dtype))),
        ("out 1-d product", lambda xp: xp.matmul(make(xp, (4,), dtype), make(xp, (4, 2), dtype),
                                                 out=xp.zeros((2,), dtype))),
        ("out 0-d product", lambda xp: xp.matmul(make(xp, (4,), dtype), make(xp, (4,), dtype),
                                                 out=xp.zeros((), dtype))),
        ("dtype float32", lambda xp: mm(xp, dtype="float32")),
        ("dtype float64", lambda xp: mm(xp, dtype="float64")),
        ("dtype int8", lambda xp: mm(xp, dtype="int8")),
        ("dtype int8 unsafe", lambda xp: mm(xp, dtype="int8", casting="unsafe")),
        ("casting no", lambda xp: mm(xp, casting="no")),
        ("signature", lambda xp: mm(xp, signature=(None, None, "complex128"))),
        ("out and in aliased", lambda xp: _aliased(xp, dtype)),
    ]
    assert_same_cases(xp, cases, **tol(dtype, "float16"))


def _aliased(xp, dtype):
    a = make(xp, (4, 4), dtype, seed=3)
    return xp.matmul(a, a, out=a)


def test_matmul_errors(xp):
    o = lambda xp, *s: make(xp, s)  # noqa: E731
    cases = [
        ("core mismatch", lambda xp: xp.matmul(o(xp, 2, 3), o(xp, 2, 3))),
        ("1-d mismatch", lambda xp: xp.matmul(o(xp, 3), o(xp, 2))),
        ("0-d", lambda xp: xp.matmul(xp.asarray(1.0), o(xp, 2))),
        ("broadcast", lambda xp: xp.matmul(o(xp, 2, 2, 3), o(xp, 3, 3, 2))),
        ("operator mismatch", lambda xp: o(xp, 2, 3) @ o(xp, 2, 3)),
        ("keepdims", lambda xp: xp.matmul(o(xp, 3, 4), o(xp, 4, 3), keepdims=True)),
        ("axis", lambda xp: xp.matmul(o(xp, 3, 4), o(xp, 4, 3), axis=0)),
        ("axes short", lambda xp: xp.matmul(o(xp, 3, 4), o(xp, 4, 3), axes=[(0, 1), (0, 1)])),
        ("axes entry", lambda xp: xp.matmul(o(xp, 3), o(xp, 3, 4), axes=[(0,), (0, 1), (1, 0)])),
        ("axes out of range", lambda xp: xp.matmul(o(xp, 3, 4), o(xp, 4, 3),
                                                   axes=[(0, 5), (0, 1), (0, 1)])),
        ("unknown keyword", lambda xp: xp.matmul(o(xp, 2, 2), o(xp, 2, 2), foo=1)),
        ("three inputs", lambda xp: xp.matmul(o(xp, 2, 2), o(xp, 2, 2), o(xp, 2, 2), o(xp, 2, 2))),
        ("dtype and signature", lambda xp: xp.matmul(o(xp, 2, 2), o(xp, 2, 2), dtype="f8",
                                                     signature=(None, None, "f8"))),
        ("read-only out", lambda xp: xp.matmul(o(xp, 2, 2), o(xp, 2, 2),
                                               out=xp.broadcast_to(xp.zeros(2), (2, 2)))),
        ("bool out of float", lambda xp: xp.matmul(o(xp, 2, 2), o(xp, 2, 2),
                                                   out=xp.zeros((2, 2), bool))),
    ]
    assert_same_cases(xp, cases)


def test_matmul_axes(xp):
    o = lambda xp, *s, seed=0: make(xp, s, seed=seed)  # noqa: E731
    assert_same_cases(xp, [
        ("transposed cores", lambda xp: xp.matmul(o(xp, 4, 3), o(xp, 5, 4, seed=1),
                                                  axes=[(1, 0), (1, 0), (1, 0)])),
        ("stack axes", lambda xp: xp.matmul(o(xp, 3, 2, 4), o(xp, 4, 5, 2, seed=1),
                                            axes=[(0, 2), (0, 1), (2, 0)])),
        ("1-d operand", lambda xp: xp.matmul(o(xp, 3), o(xp, 3, 4, seed=1),
                                             axes=[(0,), (0, 1), (0,)])),
        ("negative axes", lambda xp: xp.matmul(o(xp, 2, 3, 4), o(xp, 2, 4, 5, seed=1),
                                               axes=[(-2, -1), (-2, -1), (-2, -1)])),
        ("axes with out", lambda xp: xp.matmul(o(xp, 4, 3), o(xp, 5, 4, seed=1),
                                               axes=[(1, 0), (1, 0), (1, 0)],
                                               out=xp.zeros((5, 3)))),
        ("axes with out lacking the stack", lambda xp: xp.matmul(
            o(xp, 2, 2), o(xp, 3, 2, 2, seed=1), axes=[(-2, -1)] * 3, out=xp.zeros((2, 2)))),
    ], **TOL["float64"])


def test_inplace_matmul(xp):
    # a @= b is NumPy's matmul into a (its core axes named): a keeps its shape and dtype
    o = lambda xp, *s, seed=0, dtype="float64": make(xp, s, dtype, seed=seed)  # noqa: E731

    def imatmul(a, b):
        x = a
        x @= b
        return x, x is a

    assert_same_cases(xp, [
        ("matrices", lambda xp: imatmul(o(xp, 3, 3), o(xp, 3, 3, seed=1))),
        ("itself", lambda xp: (lambda a: imatmul(a, a))(o(xp, 3, 3))),
        ("vector by matrix", lambda xp: imatmul(o(xp, 3), o(xp, 3, 3, seed=1))),
        ("stack by matrix", lambda xp: imatmul(o(xp, 2, 3, 3), o(xp, 3, 3, seed=1))),
        ("int8 by int8", lambda xp: imatmul(o(xp, 2, 2, dtype="int8"),
                                            o(xp, 2, 2, seed=1, dtype="int8"))),
        ("int8 by float: same_kind", lambda xp: imatmul(o(xp, 2, 2, dtype="int8"), o(xp, 2, 2))),
        ("shape would change", lambda xp: imatmul(o(xp, 2, 3), o(xp, 3, 3, seed=1))),
        ("matrix by vector", lambda xp: imatmul(o(xp, 3, 3), o(xp, 3, seed=1))),
        ("vector by vector", lambda xp: imatmul(o(xp, 3), o(xp, 3, seed=1))),
        ("0-d", lambda xp: imatmul(xp.asarray(numpy.array(2.0)), o(xp, 2, 2))),
        ("matrix by stack", lambda xp: imatmul(o(xp, 2, 2), o(xp, 3, 2, 2, seed=1))),
    ], **TOL["float64"])


@pytest.mark.parametrize("dtype", ["int16", "float32", "complex128", "bool"], ids=short)
def test_vecdot_matvec_vecmat(xp, dtype):
    v = lambda xp, *s, seed=0: make(xp, s, dtype, seed=seed)  # noqa: E731
    cases = [
        ("vecdot", lambda xp: xp.vecdot(v(xp, 3, 5), v(xp, 5, seed=1))),
        ("vecdot stack", lambda xp: xp.vecdot(v(xp, 2, 1, 5), v(xp, 3, 5, seed=1))),
        ("vecdot axis", lambda xp: xp.vecdot(v(xp, 5, 3), v(xp, 5, 3, seed=1), axis=0)),
        ("vecdot axes", lambda xp: xp.vecdot(v(xp, 5, 3), v(xp, 3, 5, seed=1), axes=[0, 1])),
        ("vecdot axes with ()", lambda xp: xp.vecdot(v(xp, 5, 3), v(xp, 5, 3, seed=1),
                                                     axes=[(0,), (0,), ()])),
        ("vecdot keepdims", lambda xp: xp.vecdot(v(xp, 3, 5), v(xp, 3, 5, seed=1), keepdims=True)),
        ("vecdot keepdims axis", lambda xp: xp.vecdot(v(xp, 5, 3), v(xp, 5, 3, seed=1), axis=0,
                                                      keepdims=True)),
        ("vecdot mismatch", lambda xp: xp.vecdot(v(xp, 3, 4), v(xp, 3, seed=1))),
        ("vecdot out", lambda xp: xp.vecdot(v(xp, 3, 5), v(xp, 5, seed=1),
                                            out=xp.zeros(3, "complex128"))),
        ("vecdot empty", lambda xp: xp.vecdot(v(xp, 0, 5), v(xp, 5, seed=1))),
        ("vecdot k=0", lambda xp: xp.vecdot(v(xp, 3, 0), v(xp, 0, seed=1))),
        ("vecdot 1-d", lambda xp: xp.vecdot(v(xp, 5), v(xp, 5, seed=1))),
    ]
    if hasattr(numpy, "matvec"):
        cases += [
            ("matvec", lambda xp: xp.matvec(v(xp, 3, 4), v(xp, 4, seed=1))),
            ("matvec stack", lambda xp: xp.matvec(v(xp, 2, 3, 4), v(xp, 5, 1, 4, seed=1))),
            ("matvec mismatch", lambda xp: xp.matvec(v(xp, 3, 4), v(xp, 3, seed=1))),
            ("matvec axes", lambda xp: xp.matvec(v(xp, 4, 3), v(xp, 4, seed=1),
                                                 axes=[(1, 0), (0,), (0,)])),
            ("vecmat", lambda xp: xp.vecmat(v(xp, 3), v(xp, 3, 4, seed=1))),
            ("vecmat stack", lambda xp: xp.vecmat(v(xp, 2, 3), v(xp, 2, 3, 4, seed=1))),
            ("vecmat out", lambda xp: xp.vecmat(v(xp, 3), v(xp, 3, 4, seed=1),
                                                out=xp.zeros(4, "complex128"))),
        ]
    assert_same_cases(xp, cases, **tol(dtype))


DOT_SHAPES = [((), ()), ((), (3,)), ((2, 3), ()), ((4,), (4,)), ((3, 4), (4,)), ((4,), (4, 2)),
              ((3, 4), (4, 2)), ((2, 3, 4), (4,)), ((4,), (5, 4, 6)), ((2, 3, 4), (5, 4, 6)),
              ((2, 3, 4), (4, 2)), ((0, 4), (4, 3)), ((3, 0), (0, 2)), ((0,), (0,)),
              ((2, 3), (2, 3)), ((3,), (4,))]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_dot(xp, dtype):
    cases = []
    for sa, sb in DOT_SHAPES:
        cases.append((f"{sa}.{sb}", lambda xp, sa=sa, sb=sb: xp.dot(
            make(xp, sa, dtype, seed=1), make(xp, sb, dtype, seed=2))))
    cases += [
        ("T", lambda xp: xp.dot(make(xp, (3, 5), dtype, "T"), make(xp, (5, 2), dtype, "T", seed=1))),
        ("neg", lambda xp: xp.dot(make(xp, (3, 5), dtype, "neg"), make(xp, (5,), dtype, "neg"))),
        ("python scalar", lambda xp: xp.dot(make(xp, (3,), dtype), 2)),
        ("python float", lambda xp: xp.dot(make(xp, (3,), dtype), 2.5)),
        ("lists", lambda xp: xp.dot([1, 2, 3], [4, 5, 6])),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


def test_dot_out(xp):
    a = lambda xp: make(xp, (3, 4), "float32", seed=1)  # noqa: E731
    b = lambda xp: make(xp, (4, 2), "float32", seed=2)  # noqa: E731
    assert_same_cases(xp, [
        ("ok", lambda xp: xp.dot(a(xp), b(xp), out=xp.zeros((3, 2), "float32"))),
        ("wrong dtype", lambda xp: xp.dot(a(xp), b(xp), out=xp.zeros((3, 2), "float64"))),
        ("wrong shape", lambda xp: xp.dot(a(xp), b(xp), out=xp.zeros((3, 2, 1), "float32"))),
        ("not C-contiguous", lambda xp: xp.dot(a(xp), b(xp), out=xp.zeros((2, 3), "float32").T)),
        ("scalar times array", lambda xp: xp.dot(a(xp), xp.asarray(numpy.float32(2)),
                                                 out=xp.zeros((3, 4), "float32"))),
        ("scalar product out", lambda xp: xp.dot(make(xp, (4,), "float32"), make(xp, (4,), "float32"),
                                                 out=xp.zeros((), "float32"))),
        ("N-d out", lambda xp: xp.dot(make(xp, (2, 3, 4)), make(xp, (5, 4, 6)),
                                      out=xp.zeros((2, 3, 5, 6)))),
        ("returns out", lambda xp: (lambda o: xp.dot(a(xp), b(xp), out=o) is o)(
            xp.zeros((3, 2), "float32"))),
    ], **TOL["float32"])


@pytest.mark.parametrize("host_out", [False, True], ids=["device-out", "host-out"])
@pytest.mark.parametrize("adt,bdt,odt,oshape", [
    ("int32", "uint8", "int64", ()), ("int32", "uint8", "int8", (2, 3)),
    ("int8", "int8", "float64", (2, 3)), ("bool", "bool", "int16", ()),
    ("int64", "int64", "complex128", (2, 3)), ("float64", "float64", "float32", (2, 3)),
    ("float64", "int64", "int64", ()), ("int64", "int64", "bool", ()),
    ("float32", "float32", "float32", ()),
])
def test_dot_with_a_0d_operand_takes_multiplys_out(xp, adt, bdt, odt, oshape, host_out):
    """dot with a 0-d operand is NumPy's multiply, out taken by the ufunc's rules (any dtype it
    casts to 'same_kind'), except for BLAS's float and complex types (out exactly the result's);
    a 0-d out gives a scalar of its value and stays a writeable array."""
    def body(xp):
        mk = numpy if host_out else xp
        o = mk.zeros(oshape, odt)
        a = xp.asarray(numpy.full(oshape, 3, adt) if oshape else numpy.array(-4, adt))
        r = xp.dot(a, xp.asarray(numpy.array(5, bdt)), out=o)
        o[...] = o * 2 if odt != "bool" else o
        return r, o, r is o
    assert_same(xp, body, expect_host=host_out)


@pytest.mark.parametrize("dtype", ["int8", "uint16", "float16", "float64", "complex64", "bool"],
                         ids=short)
def test_vdot_inner_outer_tensordot(xp, dtype):
    m = lambda xp, s, seed=0, layout="C": make(xp, s, dtype, layout, seed=seed)  # noqa: E731
    cases = [
        ("vdot", lambda xp: xp.vdot(m(xp, (2, 3)), m(xp, (6,), 1))),
        ("vdot T", lambda xp: xp.vdot(m(xp, (2, 3), 0, "T"), m(xp, (3, 2), 1))),
        ("vdot 0-d", lambda xp: xp.vdot(m(xp, ()), m(xp, (), 1))),
        ("vdot size", lambda xp: xp.vdot(m(xp, (4,)), m(xp, (3,), 1))),
        ("inner", lambda xp: xp.inner(m(xp, (2, 4)), m(xp, (3, 4), 1))),
        ("inner 1-d", lambda xp: xp.inner(m(xp, (4,)), m(xp, (4,), 1))),
        ("inner N-d", lambda xp: xp.inner(m(xp, (2, 3, 4)), m(xp, (5, 4), 1))),
        ("inner scalar", lambda xp: xp.inner(m(xp, (2, 4)), 3)),
        ("inner mismatch", lambda xp: xp.inner(m(xp, (2, 4)), m(xp, (2, 3), 1))),
        ("inner empty", lambda xp: xp.inner(m(xp, (0, 4)), m(xp, (3, 4), 1))),
        ("outer", lambda xp: xp.outer(m(xp, (3,)), m(xp, (2, 2), 1))),
        ("tensordot 2", lambda xp: xp.tensordot(m(xp, (2, 3, 4)), m(xp, (3, 4, 5), 1))),
        ("tensordot 1", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (3, 4), 1), 1)),
        ("tensordot 0", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (3, 4), 1), 0)),
        ("tensordot pairs", lambda xp: xp.tensordot(m(xp, (2, 3, 4)), m(xp, (4, 2, 5), 1),
                                                    axes=([0, 2], [1, 0]))),
        ("tensordot ints", lambda xp: xp.tensordot(m(xp, (2, 3, 4)), m(xp, (4, 5), 1),
                                                   axes=(2, 0))),
        ("tensordot negative", lambda xp: xp.tensordot(m(xp, (2, 3, 4)), m(xp, (4, 3, 5), 1),
                                                       axes=([-1, -2], [0, 1]))),
        ("tensordot mismatch", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (2, 4), 1),
                                                       axes=([0, 1], [0, 1]))),
        ("tensordot lengths", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (2, 4), 1),
                                                      axes=([0], [0, 1]))),
        ("tensordot too many", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (3, 4), 1), 3)),
        # NumPy's range(-n, 0), range(n): a negative count sums over nothing (an outer product)
        ("tensordot negative count", lambda xp: xp.tensordot(m(xp, (2, 3)), m(xp, (3, 4), 1), -1)),
        # an empty sum: zeros of the free axes, of the promoted dtype (its own early path)
        ("tensordot empty sum", lambda xp: xp.tensordot(m(xp, (2, 0, 3)), m(xp, (4, 0), 1),
                                                        axes=([1], [1]))),
        ("tensordot empty sum 0-d", lambda xp: xp.tensordot(m(xp, (0,)), m(xp, (0,), 1), 1)),
        ("tensordot empty sum mixed", lambda xp: xp.tensordot(m(xp, (3, 0)), xp.ones((0, 2)), 1)),
        ("tensordot empty", lambda xp: xp.tensordot(m(xp, (0, 3)), m(xp, (3, 4), 1), 1)),
    ]
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", ["int8", "uint32", "float32", "complex128", "bool"], ids=short)
def test_kron(xp, dtype):
    m = lambda xp, s, seed=0, layout="C": make(xp, s, dtype, layout, seed=seed)  # noqa: E731
    assert_same_cases(xp, [
        ("2-d", lambda xp: xp.kron(m(xp, (2, 3)), m(xp, (3, 2), 1))),
        ("1-d", lambda xp: xp.kron(m(xp, (3,)), m(xp, (4,), 1))),
        ("ndim differ", lambda xp: xp.kron(m(xp, (2, 2, 2)), m(xp, (3,), 1))),
        ("ndim differ 2", lambda xp: xp.kron(m(xp, (3,)), m(xp, (2, 2, 2), 1))),
        ("scalar", lambda xp: xp.kron(m(xp, (2, 3)), 2)),
        ("0-d", lambda xp: xp.kron(m(xp, ()), m(xp, (2,), 1))),
        ("T views", lambda xp: xp.kron(m(xp, (2, 3), 0, "T"), m(xp, (2, 2), 1, "neg"))),
        ("empty", lambda xp: xp.kron(m(xp, (0, 3)), m(xp, (2, 2), 1))),
    ], **tol(dtype))


@pytest.mark.parametrize("dtype", ["int32", "float32", "float64", "complex64", "uint8", "bool"],
                         ids=short)
def test_cross(xp, dtype):
    m = lambda xp, s, seed=0, layout="C": make(xp, s, dtype, layout, seed=seed)  # noqa: E731
    assert_same_cases(xp, [
        ("3x3", lambda xp: xp.cross(m(xp, (3,)), m(xp, (3,), 1))),
        ("stack", lambda xp: xp.cross(m(xp, (4, 3)), m(xp, (4, 3), 1))),
        ("broadcast", lambda xp: xp.cross(m(xp, (2, 1, 3)), m(xp, (5, 3), 1))),
        ("2x3", lambda xp: xp.cross(m(xp, (4, 2)), m(xp, (4, 3), 1))),
        ("3x2", lambda xp: xp.cross(m(xp, (4, 3)), m(xp, (4, 2), 1))),
        ("2x2", lambda xp: xp.cross(m(xp, (4, 2)), m(xp, (4, 2), 1))),
        ("axis", lambda xp: xp.cross(m(xp, (3, 4)), m(xp, (3, 4), 1), axis=0)),
        ("axisa axisb axisc", lambda xp: xp.cross(m(xp, (3, 4)), m(xp, (4, 3), 1), axisa=0,
                                                  axisb=1, axisc=0)),
        ("T", lambda xp: xp.cross(m(xp, (3, 5), 0, "T"), m(xp, (5, 3), 1, "neg"))),
        ("bad size", lambda xp: xp.cross(m(xp, (4,)), m(xp, (3,), 1))),
        ("0-d", lambda xp: xp.cross(m(xp, ()), m(xp, (3,), 1))),
        ("bad axis", lambda xp: xp.cross(m(xp, (3,)), m(xp, (3,), 1), axisa=2)),
        ("bad axisc", lambda xp: xp.cross(m(xp, (3,)), m(xp, (3,), 1), axisc=3)),
        ("mixed", lambda xp: xp.cross(m(xp, (3,)), make(xp, (3,), "float64", seed=1))),
    ], **tol(dtype))


def test_cross_deprecation_warning(xp):
    """NumPy 2.0-2.4 warn on 2-vectors; later NumPy raises ValueError: follow the installed one."""
    a, b = make(xp, (4, 2)), make(xp, (4, 2), seed=1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            numpy.cross(numpy.zeros(2), numpy.zeros(2))
    except ValueError:
        with pytest.raises(ValueError, match="3-dimensional vectors"):
            xp.cross(a, b)
    else:
        with pytest.warns(DeprecationWarning, match="2-dimensional vectors are deprecated"):
            xp.cross(a, b)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        xp.cross(make(xp, (4, 3)), make(xp, (4, 3), seed=1))


@pytest.mark.parametrize("dtype", ["int8", "int64", "float32", "float64", "complex64", "bool"],
                         ids=short)
def test_matrix_power(xp, dtype):
    def mp(xp, shape, n, seed=0):
        a = make(xp, shape, dtype, seed=seed, kind="small") if dtype != "bool" else \
            make(xp, shape, dtype, seed=seed)
        return xp.linalg.matrix_power(a, n) if xp is numpy else _mp(xp)(a, n)

    cases = [(f"{s} ** {n}", lambda xp, s=s, n=n: mp(xp, s, n))
             for s in ((3, 3), (2, 4, 4), (1, 1), (0, 0), (2, 0, 0))
             for n in (0, 1, 2, 3, 5, 6, 13)]
    cases += [
        ("not square", lambda xp: mp(xp, (2, 3), 2)),
        ("1-d", lambda xp: mp(xp, (3,), 2)),
        ("float exponent", lambda xp: mp(xp, (3, 3), 2.0)),
        ("numpy int exponent", lambda xp: mp(xp, (3, 3), numpy.int8(3))),
    ]
    t = {"float32": dict(rtol=1e-4, atol=1e-2), "complex64": dict(rtol=1e-4, atol=1e-1)}.get(
        dtype, tol(dtype))
    assert_same_cases(xp, cases, **t)


def _mp(gp):
    """gpnumpy's matrix_power (gpnumpy.linalg when it exists; else the products module)."""
    linalg = getattr(gp, "linalg", None)
    f = getattr(linalg, "matrix_power", None) if linalg is not None else None
    if f is None or getattr(f, "__gpnumpy_fallback__", False):
        from gpnumpy._core.products import matrix_power as f
    return f


def _md(gp):
    linalg = getattr(gp, "linalg", None)
    f = getattr(linalg, "multi_dot", None) if linalg is not None else None
    if f is None or getattr(f, "__gpnumpy_fallback__", False):
        from gpnumpy._core.products import multi_dot as f
    return f


@pytest.mark.parametrize("dtype", ["int16", "float64", "complex128"], ids=short)
def test_multi_dot(xp, dtype):
    def md(xp, shapes, **kw):
        arrays = [make(xp, s, dtype, seed=i, kind="small") for i, s in enumerate(shapes)]
        if "out" in kw:
            kw["out"] = xp.zeros(kw["out"], dtype)
        return numpy.linalg.multi_dot(arrays, **kw) if xp is numpy else _md(xp)(arrays, **kw)

    assert_same_cases(xp, [
        ("two", lambda xp: md(xp, [(3, 4), (4, 5)])),
        ("three", lambda xp: md(xp, [(10, 2), (2, 30), (30, 3)])),
        ("three other order", lambda xp: md(xp, [(2, 30), (30, 3), (3, 20)])),
        ("chain", lambda xp: md(xp, [(6, 2), (2, 9), (9, 3), (3, 7), (7, 1), (1, 5)])),
        ("first 1-d", lambda xp: md(xp, [(4,), (4, 5), (5, 3), (3, 2)])),
        ("last 1-d", lambda xp: md(xp, [(2, 4), (4, 5), (5,)])),
        ("both 1-d", lambda xp: md(xp, [(4,), (4, 5), (5, 3), (3,)])),
        ("out", lambda xp: md(xp, [(3, 4), (4, 5), (5, 2)], out=(3, 2))),
        ("one", lambda xp: md(xp, [(3, 3)])),
        ("3-d", lambda xp: md(xp, [(3, 3), (3, 3, 3), (3,)])),
        ("mismatch", lambda xp: md(xp, [(3, 4), (5, 3), (3, 2)])),
    ], **tol(dtype))


def test_chain_order_matches_numpy():
    from numpy.linalg._linalg import _multi_dot_matrix_chain_order
    from gpnumpy._core.products import _chain_order
    rng = numpy.random.default_rng(0)
    for _ in range(40):
        n = int(rng.integers(3, 8))
        dims = [int(x) for x in rng.integers(1, 40, n + 1)]
        arrays = [numpy.empty((dims[i], dims[i + 1])) for i in range(n)]
        s = _multi_dot_matrix_chain_order(arrays)
        ours = _chain_order(dims)
        for i in range(n):
            for j in range(i + 1, n):
                assert ours[i][j] == s[i, j], (dims, i, j)


def test_integer_kernel_renders_and_compiles():
    """The integer/bool product kernel for every dtype (NVRTC compiles without a GPU)."""
    from gpnumpy._kernels import render
    from tests import nvrtc_build
    try:
        from gpnumpy._kernels import compiler
        compiler.compile_cubin("extern \"C\" __global__ void k() {}", "90", "k")
    except Exception as exc:  # no NVRTC on this machine
        pytest.skip(f"NVRTC is not available: {type(exc).__name__}: {exc}")
    for code in ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8"):
        src, name = render.matmul_int(code)
        assert name == "gpnumpy_matmul__" + code and "${" not in src
        nvrtc_build.compile_cubin(src, "90", name)


@pytest.mark.parametrize("dtype", ["float32", "float64", "float16", "complex64", "int32"],
                         ids=short)
def test_larger_products(xp, dtype):
    """Sizes past one tile of every kernel, odd edges, stacks of small matrices."""
    assert_same_cases(xp, [
        ("257x129x65", lambda xp: make(xp, (257, 65), dtype, seed=1, kind="small")
         @ make(xp, (65, 129), dtype, seed=2, kind="small")),
        ("stack of 300 8x8", lambda xp: make(xp, (300, 8, 8), dtype, seed=3, kind="small")
         @ make(xp, (300, 8, 8), dtype, seed=4, kind="small")),
        ("stack times one", lambda xp: make(xp, (6, 33, 17), dtype, seed=5, kind="small")
         @ make(xp, (17, 9), dtype, seed=6, kind="small")),
        ("one times stack", lambda xp: make(xp, (9, 17), dtype, seed=7, kind="small")
         @ make(xp, (6, 17, 33), dtype, seed=8, kind="small")),
    ], **{k: v * 4 for k, v in tol(dtype).items()})


# ---------------------------------------------------------------- the cuBLAS mapping, on the host
def _at(ptr, dtype, shape, strides):
    """A NumPy view of raw memory at ``ptr`` (element strides)."""
    import ctypes
    dt = numpy.dtype(dtype)
    n = 1 + sum((s - 1) * st for s, st in zip(shape, strides)) if all(shape) else 0
    buf = (ctypes.c_char * max(n * dt.itemsize, 1)).from_address(ptr)
    base = numpy.frombuffer(buf, dtype=dt)
    return numpy.lib.stride_tricks.as_strided(base, shape, [s * dt.itemsize for s in strides])


class _FakeCublas:
    """cuBLAS's column-major gemmEx / gemmStridedBatchedEx semantics in NumPy, so that the
    mapping of row-major stacks, transposes and leading dimensions runs in CI."""
    DT = {2: "float16", 0: "float32", 1: "float64", 4: "complex64", 5: "complex128"}

    def __init__(self):
        self.calls = []

    def _op(self, op, ptr, dt, rows, cols, ld):
        # op(X) is rows x cols; X is column-major with leading dimension ld
        if op == 0:
            assert ld >= max(1, rows)
            return _at(ptr, dt, (rows, cols), (1, ld))
        assert ld >= max(1, cols)
        return _at(ptr, dt, (rows, cols), (ld, 1))

    def gemm_strided_batched_ex(self, h, ta, tb, m, n, k, alpha, A, at, lda, sa, B, bt, ldb, sb,
                                beta, C, ct, ldc, sc, count, comp, algo):
        assert at == bt == ct and ldc >= max(1, m)
        dt = self.DT[at]
        isz = numpy.dtype(dt).itemsize
        self.calls.append((ta, tb, m, n, k, count))
        for i in range(count):
            a = self._op(ta, A + i * sa * isz, dt, m, k, lda)
            b = self._op(tb, B + i * sb * isz, dt, k, n, ldb)
            c = _at(C + i * sc * isz, dt, (m, n), (1, ldc))
            c[...] = (a.astype("f8" if dt == "float16" else dt) @ b).astype(dt)

    def gemm_ex(self, h, ta, tb, m, n, k, alpha, A, at, lda, B, bt, ldb, beta, C, ct, ldc, comp,
                algo):
        self.gemm_strided_batched_ex(h, ta, tb, m, n, k, alpha, A, at, lda, 0, B, bt, ldb, 0,
                                     beta, C, ct, ldc, 0, 1, comp, algo)


    def _gemv(self, dt, h, op, m, n, alpha, A, lda, x, incx, beta, y, incy):
        # y = op(A) x, A column-major m x n with leading dimension lda
        assert lda >= max(1, m) and incx > 0 and incy > 0
        self.calls.append(("gemv", op, m, n))
        a = _at(A, dt, (m, n), (1, lda))
        a = a.T if op == 1 else a
        xv = _at(x, dt, (a.shape[1],), (incx,))
        _at(y, dt, (a.shape[0],), (incy,))[...] = a @ xv

    def sgemv(self, *args):
        self._gemv("float32", *args)

    def dgemv(self, *args):
        self._gemv("float64", *args)

    def cgemv(self, *args):
        self._gemv("complex64", *args)

    def zgemv(self, *args):
        self._gemv("complex128", *args)


def _check_bits(values):
    """product_check.cu's bits of values: 1 an infinity, 2 a NaN."""
    v = numpy.asarray(values)
    v = numpy.concatenate([v.real.ravel(), v.imag.ravel()]) if v.dtype.kind == "c" else v
    return (1 if numpy.isinf(v).any() else 0) | (2 if numpy.isnan(v).any() else 0)


def _check_verdict(result, operands):
    """product_check.cu's categories (fperr's bits) from the result's and the operands'
    bits: its rule, as a model for the host tests (the GPU runs the kernel itself)."""
    if not result or operands & 2:
        return 0
    if operands & 1:
        return 8 if result & 2 else 0
    return 2 | (8 if result & 2 else 0)


def _fake_fp_check(seen):
    """products._fp_check on the host with device pointers into host memory: reads each
    array through _scan_layout, as the kernel does, checks that it read the array's values,
    and appends (name, categories) to ``seen``."""
    from gpnumpy._core import products

    def read(x):
        ptr, total, n1, n2, n3, *st = products._scan_layout(x)
        n0 = total // (n1 * n2 * n3) if total else 0
        got = _at(ptr, x.dtype, (n0, n1, n2, n3), st)
        want = x.get()
        assert numpy.array_equal(numpy.unique(got), numpy.unique(want), equal_nan=True)
        return _check_bits(got)

    def check(name, a, b, c):
        if name is not None and c.size:
            seen.append((name, _check_verdict(read(c), read(a) | read(b))))
    return check


def _fake_int_kernel(dt, m, n, k, count, pa, sa, ba, pb, sb, bb, pc, sc, bc):
    for i in range(count):
        a = _at(pa + i * ba * dt.itemsize, dt, (m, k), sa)
        b = _at(pb + i * bb * dt.itemsize, dt, (k, n), sb)
        _at(pc + i * bc * dt.itemsize, dt, (m, n), sc)[...] = numpy.matmul(a, b)


def _fake_small_gemm(seen, calls):
    """products._small_gemm on the host with device pointers into host memory: the products
    through the arguments small_gemm.cu gets (strides in elements), and its fused check's
    verdict appended to ``seen`` as _fake_fp_check does."""
    def small(name, dt, m, n, k, count, pa, sa, ba, pb, sb, bb, pc, sc, bc):
        calls.append((m, n, k, count))
        isz = dt.itemsize
        mats = [(_at(pa + i * ba * isz, dt, (m, k), sa), _at(pb + i * bb * isz, dt, (k, n), sb),
                 _at(pc + i * bc * isz, dt, (m, n), sc)) for i in range(count)]
        for a, b, c in mats:
            c[...] = numpy.matmul(a, b)
        if name is not None:
            bits = [0, 0, 0]
            for mat in mats:
                bits = [x | _check_bits(y) for x, y in zip(bits, mat)]
            seen.append((name, _check_verdict(bits[2], bits[0] | bits[1])))
    return small


@pytest.mark.parametrize("small", [False, True], ids=["cuBLAS", "small kernel"])
@pytest.mark.parametrize("dtype", ["float32", "complex128", "float16", "int16", "bool"], ids=short)
def test_device_mapping_on_host(gp, dtype, small, monkeypatch):
    """products.gemm's device branch (cuBLAS arguments, batch merging, the stack-into-rows
    fold, our kernels' strides) against NumPy, with cuBLAS and the kernels emulated; the
    float32 products go to cuBLAS or (``small``) all to small_gemm.cu."""
    from gpnumpy._core import products, device
    if device.ON_DEVICE:
        pytest.skip("the real device path runs in the other tests")
    if small and dtype != "float32":
        pytest.skip("small_gemm.cu takes float32 and float64 only")
    fake = _FakeCublas()
    monkeypatch.setattr(products, "ON_DEVICE", True)
    monkeypatch.setattr(products, "_blas", lambda: True)
    monkeypatch.setattr(products.libraries, "cublas", lambda: (fake, 0))
    monkeypatch.setattr(products, "_int_kernel", _fake_int_kernel)
    seen, small_calls, dot_calls = [], [], []
    monkeypatch.setattr(products, "_fp_check", _fake_fp_check(seen))
    monkeypatch.setattr(products, "_small_gemm", _fake_small_gemm(seen, small_calls))
    monkeypatch.setattr(products, "_small_dot", _fake_small_dot(seen, dot_calls))
    monkeypatch.setattr(products, "_small_vecmat", _fake_small_vecmat(seen, dot_calls))
    # (the general path's mapping: test_dot_stack_mapping_on_host has the lean paths')
    monkeypatch.setattr(products, "_lean_gemv", lambda a, b, name: None)
    if not small:
        monkeypatch.setattr(products, "_SMALL_ONE", 0)
        monkeypatch.setattr(products, "_SMALL_STACK", 0)
    orig_gemm = products.gemm

    def mem(x):
        m = x._mem
        if type(m).__name__ == "_Lazy":  # (pending under GPNUMPY_FUSION=force: computed,
            m.ptr                        # then its allocation)
            m = m.real
        return m

    def gemm(a, b, c, fresh=False, name="matmul"):
        for x in (a, b, c):  # host memory at its real address, as a device pointer would be
            mem(x).ptr = mem(x).host.ctypes.data if mem(x).host is not None else 0
        try:
            orig_gemm(a, b, c, fresh, name)
        finally:
            for x in (a, b, c):
                mem(x).ptr = 0
    monkeypatch.setattr(products, "gemm", gemm)

    def arr(shape, layout, seed):
        if layout in ("rows", "cols"):
            return window(gp, shape, dtype, layout, seed)
        return make(gp, shape, dtype, layout, seed=seed)
    cases = [((5, 7), (7, 3)), ((2, 5, 7), (2, 7, 3)), ((3, 5, 7), (7, 4)), ((1, 7), (7, 6)),
             ((6, 7), (7, 1)), ((4, 1, 3, 2), (5, 2, 3)), ((3, 1, 7), (7, 2)), ((2, 3, 0), (0, 4))]
    for la in ("C", "T", "rows", "cols", "neg"):
        for lb in ("C", "T", "rows", "cols"):
            for sa, sb in cases:
                x, y = arr(sa, la, 1), arr(sb, lb, 2)
                got = products.matmul(x, y)
                want = numpy.matmul(x.get(), y.get())
                assert got.dtype == want.dtype and got.shape == want.shape
                numpy.testing.assert_allclose(got.get().astype(complex), want.astype(complex),
                                              **(tol(dtype) or {"rtol": 0}))
    # into an out= that is itself a transposed view: C read column-major
    x, y, o = arr((4, 6), "C", 1), arr((6, 5), "T", 2), gp.zeros((5, 4), dtype).T
    products.matmul(x, y, out=o)
    numpy.testing.assert_allclose(o.get().astype(complex), (x.get() @ y.get()).astype(complex),
                                  **(tol(dtype) or {"rtol": 0}))
    # matrix-vector products (gemv), vectors strided, the matrix in every layout
    for la in ("C", "T", "rows", "cols"):
        m = arr((6, 7), la, 3)
        v = make(gp, (14,), dtype, seed=4)[::2]
        w = make(gp, (18,), dtype, seed=5)[::3]
        for got, want in ((products.matmul(m, v), m.get() @ v.get()),
                          (products.matmul(w, m), w.get() @ m.get())):
            assert got.dtype == want.dtype and got.shape == want.shape
            numpy.testing.assert_allclose(got.get().astype(complex), want.astype(complex),
                                          **(tol(dtype) or {"rtol": 0}))
    if dtype == "float32" and small:
        # (the batch of (4, 1, 3, 2) @ (5, 2, 3) keeps two axes: a cuBLAS call per outer index)
        assert small_calls and {c[2:] for c in fake.calls} == {(3, 3, 2, 5)}, fake.calls
    elif dtype == "float32":
        assert fake.calls and not small_calls, "cuBLAS was not called"
        # matrix-vector products: read along the matrix's rows (m @ v with m C-ordered, w @ m
        # with m F-ordered), a stack of dot products with the vector broadcast; across them,
        # small_vecmat.cu (its calls: 5 arguments); no gemv
        assert any(len(c) == 7 and c[:2] == (7, 6) and c[3:5] == (1, 0) for c in dot_calls)
        assert any(len(c) == 5 for c in dot_calls), dot_calls
        assert not any(c[0] == "gemv" for c in fake.calls), fake.calls
    elif dtype == "complex128":
        assert any(c[0] == "gemv" for c in fake.calls), "gemv was not called"
    if numpy.dtype(dtype).kind in "fc":
        # the floating-point check read every result and operand (finite data: no errors),
        # and names an overflow as the function that made the product
        assert seen and not any(v for _, v in seen), seen
        big = gp.full((3, 4), {"float16": 300, "float32": 1e30}.get(dtype, 1e200), dtype)
        for f, name in ((products.matmul, "matmul"), (products.dot, "dot"),
                        (products.inner, "dot")):
            seen.clear()
            f(big, big if f is products.inner else big.T)
            with warnings.catch_warnings(record=True) as caught:  # NumPy's categories
                warnings.simplefilter("always")
                getattr(numpy, f.__name__)(big.get(), (big if f is products.inner else big.T).get())
            bits = sum(b for b, word in ((2, "overflow"), (8, "invalid"))
                       if any(str(w.message) == word + (" value" if b == 8 else "")
                              + " encountered in " + name for w in caught))
            assert bits & 2 and seen == [(name, bits)], (name, seen, bits)
        seen.clear()
        products.vdot(big, big)
        assert seen == []


#: stacks of dot products with k up to ~1000: float32's rounding grows with k
DOT_TOL = {"float32": dict(rtol=1e-4, atol=2e-3), "float64": dict(rtol=1e-11, atol=1e-10)}


@pytest.mark.parametrize("dtype", ["float32", "float64"], ids=short)
def test_stacks_of_dot_products(xp, dtype):
    """Stacks of dot products (m = n = 1; on a GPU small_dot.cu past k = 32): einsum
    'ij,ij->i', vecdot (and linalg.vecdot), matmul (B,1,k)@(B,k,1), over k short and long,
    a multiple of the vector or not; out= (new, strided, reversed); strided, transposed,
    sliced (unaligned), reversed and broadcast operands; a batch of two axes."""
    v = lambda xp, *s, seed=0: make(xp, s, dtype, seed=seed)  # noqa: E731
    cases = []
    for k in (33, 100, 1000, 1031):
        cases += [
            (f"einsum ij,ij->i k={k}", lambda xp, k=k: xp.einsum(
                "ij,ij->i", v(xp, 50, k), v(xp, 50, k, seed=1))),
            (f"vecdot k={k}", lambda xp, k=k: xp.vecdot(v(xp, 50, k), v(xp, 50, k, seed=1))),
            (f"matmul (B,1,k)@(B,k,1) k={k}", lambda xp, k=k: xp.matmul(
                v(xp, 40, 1, k), v(xp, 40, k, 1, seed=1))),
        ]
    cases += [
        ("linalg.vecdot", lambda xp: xp.linalg.vecdot(v(xp, 30, 200), v(xp, 30, 200, seed=1))),
        ("vecdot into out=", lambda xp: xp.vecdot(v(xp, 30, 200), v(xp, 30, 200, seed=1),
                                                  out=xp.zeros(30, dtype))),
        ("vecdot into a strided out=", lambda xp: xp.vecdot(
            v(xp, 30, 200), v(xp, 30, 200, seed=1), out=xp.zeros(60, dtype)[::2])),
        ("vecdot into a reversed out=", lambda xp: xp.vecdot(
            v(xp, 30, 200), v(xp, 30, 200, seed=1), out=xp.zeros(30, dtype)[::-1])),
        ("matmul into out=", lambda xp: xp.matmul(v(xp, 40, 1, 64), v(xp, 40, 64, 1, seed=1),
                                                  out=xp.zeros((40, 1, 1), dtype))),
        ("einsum of columns", lambda xp: xp.einsum("ji,ji->i", v(xp, 300, 20),
                                                   v(xp, 300, 20, seed=1))),
        ("vecdot axis=0", lambda xp: xp.vecdot(v(xp, 100, 20), v(xp, 100, 20, seed=1), axis=0)),
        ("vecdot of sliced rows", lambda xp: xp.vecdot(v(xp, 50, 131)[:, 1:],
                                                       v(xp, 50, 133, seed=1)[:, 3:])),
        ("vecdot reversed", lambda xp: xp.vecdot(v(xp, 50, 100)[::-1, ::-1],
                                                 v(xp, 50, 100, seed=1))),
        ("vecdot every other element", lambda xp: xp.vecdot(v(xp, 50, 200)[:, ::2],
                                                            v(xp, 50, 100, seed=1))),
        ("vecdot first broadcast", lambda xp: xp.vecdot(v(xp, 1, 100), v(xp, 50, 100, seed=1))),
        ("vecdot second broadcast", lambda xp: xp.vecdot(v(xp, 50, 100), v(xp, 100, seed=1))),
        ("vecdot of a two-axis stack", lambda xp: xp.vecdot(v(xp, 3, 4, 100),
                                                            v(xp, 3, 4, 100, seed=1))),
        ("einsum bij,bij->bi", lambda xp: xp.einsum("bij,bij->bi", v(xp, 3, 4, 100),
                                                    v(xp, 3, 4, 100, seed=1))),
    ]
    assert_same_cases(xp, cases, **DOT_TOL[dtype])


def _dot_stack_errors(xp):
    """The floating-point errors of stacks of dot products (k past 32): an overflow, inf * 0,
    a NaN operand, under 'warn' and 'raise', named as NumPy names the routine."""
    out = []
    for dt, big in (("float32", 1e30), ("float64", 1e200)):
        for what in ("over", "inf0", "nan"):
            ha, hb = numpy.ones((20, 100), dt), numpy.ones((20, 100), dt)
            if what == "over":
                ha[3, 50] = hb[3, 50] = big
            elif what == "inf0":
                ha[7, 10], hb[7, 10] = numpy.inf, 0
            else:
                ha[19, 99] = numpy.nan
            a, b = xp.asarray(ha), xp.asarray(hb)
            for f in (lambda: xp.vecdot(a, b), lambda: xp.linalg.vecdot(a, b),
                      lambda: xp.matmul(a[:, None, :], b[:, :, None]),
                      lambda: xp.einsum("ij,ij->i", a, b)):
                with warnings.catch_warnings(record=True) as got, xp.errstate(all="warn"):
                    warnings.simplefilter("always")
                    # (read inside the block: a device's warning comes at the next
                    # synchronization)
                    f().tolist()
                out.append([str(w.message) for w in got if issubclass(w.category, RuntimeWarning)])
                try:
                    with xp.errstate(all="raise"):
                        f()
                    out.append(None)
                except FloatingPointError as e:
                    out.append(str(e))
    return out


def test_stacks_of_dot_products_report_errors_by_routine(xp):
    """vecdot's errors 'in vecdot', matmul's 'in matmul', einsum's none: on a GPU from
    small_dot.cu's fused check, on the host from NumPy itself."""
    assert_same(xp, _dot_stack_errors)


def _fake_small_dot(seen, calls):
    """products._small_dot on the host with device pointers into host memory: the dot
    products through the arguments small_dot.cu gets (element strides: ab, bb, cb along the
    stack, ak, bk along k; any sign, 0 broadcasting), its fused check's verdict appended to
    ``seen`` as _fake_small_gemm does."""
    def small(name, dt, k, count, pa, ab, ak, pb, bb, bk, pc, cb):
        calls.append((k, count, ab, ak, bb, bk, cb))
        a = _at(pa, dt, (count, k), (ab, ak))
        b = _at(pb, dt, (count, k), (bb, bk))
        c = _at(pc, dt, (count,), (cb,))
        with numpy.errstate(all="ignore"):
            c[...] = (a * b).sum(-1)
        if name is not None:
            seen.append((name, _check_verdict(_check_bits(c), _check_bits(a) | _check_bits(b))))
    return small


def _fake_small_vecmat(seen, calls):
    """products._small_vecmat on the host with device pointers into host memory: c[j] =
    sum_i b[i] a[i, j] through the arguments small_vecmat.cu gets (a's rows ``ar`` elements
    apart, b's stride ``bk``, c's ``cb``), its fused check's verdict appended to ``seen``."""
    def vecmat(name, dt, k, n, pa, ar, pb, bk, pc, cb):
        calls.append((k, n, ar, bk, cb))
        a = _at(pa, dt, (k, n), (ar, 1))
        b = _at(pb, dt, (k,), (bk,))
        c = _at(pc, dt, (n,), (cb,))
        with numpy.errstate(all="ignore"):
            c[...] = (b[:, None] * a).sum(0)
        if name is not None:
            seen.append((name, _check_verdict(_check_bits(c), _check_bits(a) | _check_bits(b))))
        return True
    return vecmat


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_dot_stack_mapping_on_host(gp, dtype, monkeypatch):
    """products.gemm's and _lean_gemm's routing of stacks of dot products (m = n = 1, k > 32)
    to small_dot.cu, with the kernel emulated through its arguments: einsum, vecdot, matmul
    (general and lean paths), out= (strided, reversed), strided, transposed, sliced and
    broadcast operands; k <= 32 stays on small_gemm.cu; the check's verdict named as NumPy
    names the routine (einsum: none)."""
    from gpnumpy._core import products, device
    if device.ON_DEVICE:
        pytest.skip("the real device path runs in the other tests")
    monkeypatch.setattr(products, "ON_DEVICE", True)
    monkeypatch.setattr(products, "_blas", lambda: True)
    monkeypatch.setattr(products, "_blas_ok", True)
    fake = _FakeCublas()
    monkeypatch.setattr(products.libraries, "cublas", lambda: (fake, 0))
    seen, calls, small_calls = [], [], []
    monkeypatch.setattr(products, "_fp_check", _fake_fp_check(seen))
    monkeypatch.setattr(products, "_small_gemm", _fake_small_gemm(seen, small_calls))
    monkeypatch.setattr(products, "_small_dot", _fake_small_dot(seen, calls))
    vm_calls = []
    monkeypatch.setattr(products, "_small_vecmat", _fake_small_vecmat(seen, vm_calls))
    for name in ("gemm", "_lean_gemm", "_lean_gemv"):
        orig = getattr(products, name)

        def wrapped(*args, _orig=orig, **kw):
            xs = [x for x in args if isinstance(x, gp.ndarray)]
            for x in xs:  # host memory at its real address, as a device pointer would be
                x._mem.ptr = x._mem.host.ctypes.data if x._mem.host is not None else 0
            try:
                r = _orig(*args, **kw)
                if isinstance(r, gp.ndarray):
                    r._mem.ptr = 0
                return r
            finally:
                for x in xs:
                    x._mem.ptr = 0
        monkeypatch.setattr(products, name, wrapped)

    def fresh(shape, dt):  # (the lean path's result: host memory at its real address too)
        r = gp.empty(shape, dt)
        r._mem.ptr = r._mem.host.ctypes.data
        return r
    monkeypatch.setattr(products, "_fresh", fresh)
    v = lambda *s, seed=0, layout="C": make(gp, s, dtype, layout, seed=seed)  # noqa: E731
    t = {"float32": dict(rtol=1e-5, atol=1e-4), "float64": dict(rtol=1e-12, atol=1e-11)}[dtype]
    cases = [
        ("einsum ij,ij->i", lambda m, x, y: m.einsum("ij,ij->i", x, y), v(30, 100),
         v(30, 100, seed=1)),
        ("vecdot", lambda m, x, y: m.vecdot(x, y), v(30, 33), v(30, 33, seed=1)),
        ("matmul (B,1,k)@(B,k,1)", lambda m, x, y: m.matmul(x[:, None, :], y[:, :, None]),
         v(30, 77), v(30, 77, seed=1)),
        ("@ of C-contiguous stacks", lambda m, x, y: x.reshape(30, 1, 77) @ y.reshape(30, 77, 1),
         v(30, 77), v(30, 77, seed=1)),
        ("columns (k strided, the stack unit)", lambda m, x, y: m.einsum("ji,ji->i", x, y),
         v(100, 30), v(100, 30, seed=1)),
        ("every other row, reversed", lambda m, x, y: m.vecdot(x[::2], y[::-2]), v(40, 50),
         v(40, 50, seed=1)),
        ("sliced rows (unaligned)", lambda m, x, y: m.vecdot(x[:, 1:], y[:, 3:]), v(20, 90),
         v(20, 92, seed=1)),
        ("the first operand broadcast", lambda m, x, y: m.vecdot(x[:1], y), v(20, 60),
         v(20, 60, seed=1)),
        ("a two-axis stack", lambda m, x, y: m.vecdot(x.reshape(4, 5, 60), y.reshape(4, 5, 60)),
         v(20, 60), v(20, 60, seed=1)),
    ]
    for label, f, x, y in cases:
        del calls[:]
        got = f(gp, x, y)
        want = f(numpy, x.get(), y.get())
        assert calls, label
        numpy.testing.assert_allclose(got.get(), want, err_msg=label, **t)
    # a matrix and a vector whose matrix is read along its rows: a stack of dot products,
    # the vector broadcast (batch stride 0), through the lean path and gemm's
    gemv_cases = [
        ("X @ w", lambda m, x, y: x @ y, v(200, 70), v(70, seed=1), (70, 200, 70, 1, 0, 1, 1)),
        ("X @ w[::2]", lambda m, x, y: x @ y[::2], v(200, 70), v(140, seed=1),
         (70, 200, 70, 1, 0, 2, 1)),
        ("w @ M.T", lambda m, x, y: y @ x.T, v(90, 40), v(40, seed=1), (40, 90, 40, 1, 0, 1, 1)),
        ("dot(X, w), k = 3", lambda m, x, y: m.dot(x, y), v(500, 3), v(3, seed=1),
         (3, 500, 3, 1, 0, 1, 1)),
        ("rows sliced", lambda m, x, y: m.matmul(x[::3, 1:], y), v(300, 51), v(50, seed=1),
         (50, 100, 153, 1, 0, 1, 1)),
        ("matmul out= reversed", lambda m, x, y: m.matmul(x, y, out=m.zeros(200, dtype)[::-1]),
         v(200, 70), v(70, seed=1), (70, 200, 70, 1, 0, 1, 1)),
    ]
    for label, f, x, y, call in gemv_cases:
        del calls[:]
        got = f(gp, x, y)
        want = f(numpy, x.get(), y.get())
        assert calls == [call], (label, calls)
        numpy.testing.assert_allclose(got.get(), want, err_msg=label, **t)
    # read across its rows (a dot would take one element a row): small_vecmat.cu
    vm_cases = [
        ("X.T @ r", lambda m, x, y: x.T @ y, v(300, 40), v(300, seed=1), (300, 40, 40, 1, 1)),
        ("r @ X", lambda m, x, y: y @ x, v(300, 40), v(300, seed=1), (300, 40, 40, 1, 1)),
        ("dot(X.T, r[::3])", lambda m, x, y: m.dot(x.T, y[::3]), v(100, 9), v(300, seed=1),
         (100, 9, 9, 3, 1)),
        ("columns sliced", lambda m, x, y: x[:, 2:30].T @ y, v(300, 40), v(300, seed=1),
         (300, 28, 40, 1, 1)),
    ]
    for label, f, x, y, call in vm_cases:
        del calls[:], vm_calls[:], fake.calls[:]
        got = f(gp, x, y)
        numpy.testing.assert_allclose(got.get(), f(numpy, x.get(), y.get()), err_msg=label, **t)
        assert vm_calls == [call] and not calls and not fake.calls, (label, vm_calls)
    # few long rows: cuBLAS's gemv (a matrix contiguous along neither axis is copied first)
    for label, f, x, y in (("few long rows", lambda m, x, y: x @ y, v(3, 20000),
                            v(20000, seed=1)),):
        del calls[:], vm_calls[:], fake.calls[:]
        numpy.testing.assert_allclose(f(gp, x, y).get(), f(numpy, x.get(), y.get()),
                                      err_msg=label, **t)
        assert not calls and not vm_calls and [c[0] for c in fake.calls] == ["gemv"], (
            label, fake.calls)
    # into out=: a strided and a reversed view of existing memory
    x, y = v(30, 100), v(30, 100, seed=1)
    for out in (gp.zeros(60, dtype)[::2], gp.zeros(30, dtype)[::-1]):
        del calls[:]
        gp.vecdot(x, y, out=out)
        assert calls
        numpy.testing.assert_allclose(out.get(), numpy.vecdot(x.get(), y.get()), **t)
    del calls[:], small_calls[:]
    gp.vecdot(v(30, 32), v(30, 32, seed=1))
    assert not calls and small_calls == [(1, 1, 32, 30)]
    # the check's verdict, named as NumPy names the routine
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    hx = numpy.ones((10, 50), dtype)
    hx[4, 7] = big
    bx = gp.asarray(hx)
    for f, name in ((lambda: gp.vecdot(bx, bx), "vecdot"),
                    (lambda: gp.matmul(bx[:, None, :], bx[:, :, None]), "matmul"),
                    (lambda: bx @ bx[4], "matmul"), (lambda: gp.dot(bx, bx[4]), "dot"),
                    (lambda: bx.T @ bx[:, 7], "matmul"), (lambda: gp.dot(bx[:, 7], bx), "dot"),
                    (lambda: gp.einsum("ij,ij->i", bx, bx), None)):
        del seen[:]
        f()
        assert seen == ([(name, 2)] if name else []), (name, seen)


SCALAR_PRODUCTS = [
    ("dot", lambda m, x: m.dot(x, x)),
    ("x.dot", lambda m, x: x.dot(x)),
    ("vdot", lambda m, x: m.vdot(x, x)),
    ("inner", lambda m, x: m.inner(x, x)),
    ("matmul", lambda m, x: m.matmul(x, x)),
    ("@", lambda m, x: x @ x),
    ("einsum i,i", lambda m, x: m.einsum("i,i", x, x)),
    ("einsum ij->", lambda m, x: m.einsum("ij->", m.outer(x, x))),
    ("multi_dot", lambda m, x: m.linalg.multi_dot([x, m.outer(x, x), x])),
    ("multi_dot 2", lambda m, x: m.linalg.multi_dot([x, x])),
    ("vecdot", lambda m, x: m.vecdot(x, x)),
    ("tensordot (a 0-d array)", lambda m, x: m.tensordot(x, x, 1)),
    ("dot of 0-d", lambda m, x: m.dot(x[1], x[2])),
    ("dot matrix vector", lambda m, x: m.dot(m.outer(x, x), x)),
    ("inner matrix vector", lambda m, x: m.inner(m.outer(x, x), x)),
]


@pytest.mark.parametrize("dtype", ["float64", "float32", "complex64", "int32", "bool"])
@pytest.mark.parametrize("label,body", SCALAR_PRODUCTS, ids=[c[0] for c in SCALAR_PRODUCTS])
def test_products_of_vectors_are_scalars(xp, label, body, dtype):
    """A product of two vectors is NumPy's scalar (repr, hash, isscalar), where NumPy gives
    one: dot, vdot, inner, matmul, einsum, multi_dot; tensordot keeps NumPy's 0-d array."""
    def run(m):
        with numpy.errstate(all="ignore"):
            r = body(m, m.asarray(numpy.array([1, 2, 3]).astype(dtype)))
        return repr(r), bool(m.isscalar(r)), getattr(r, "shape", None)
    assert run(xp) == run(numpy)


def _product_warnings(xp):
    """The RuntimeWarnings of products that overflow: NumPy names them by the routine."""
    x = xp.array([1e200, 1e200])
    m = xp.array([[1e200, 1e200], [1.0, 1.0]])
    calls = [lambda: xp.dot(x, x), lambda: x.dot(m), lambda: xp.dot(m, m, out=xp.empty((2, 2))),
             lambda: xp.inner(m, m), lambda: xp.tensordot(m, m), lambda: xp.vdot(x, x),
             lambda: m @ m, lambda: xp.vecdot(x, x), lambda: xp.linalg.multi_dot([m, m, x]),
             lambda: xp.linalg.norm(x), lambda: xp.linalg.norm(m * 1j),
             lambda: xp.einsum("ij,jk->ik", m, m), lambda: xp.einsum("ij,jk->ik", m, m, optimize=True),
             lambda: xp.einsum("ij,kl->ijkl", m, m, optimize="greedy"),
             lambda: xp.dot(xp.full(3, 1e30, xp.float32), xp.full(3, 1e30, xp.float32))]
    out = []
    for f in calls:
        with warnings.catch_warnings(record=True) as got, xp.errstate(all="warn"):
            warnings.simplefilter("always")
            f()
        out.append([str(w.message) for w in got if issubclass(w.category, RuntimeWarning)])
    return out


@pytest.mark.skipif("is_cuda_device()", reason="the host device's products report floating-point "
                    "errors (cuBLAS does not)")
def test_product_overflow_warnings_name_the_routine(xp):
    """dot, inner, tensordot, multi_dot and norm say 'in dot', vecdot 'in vecdot', matmul and
    an optimized einsum's products 'in matmul' (or 'in multiply'), vdot and einsum nothing."""
    assert_same(xp, _product_warnings)


def test_product_gufuncs_of_host_dtypes(xp):
    # (strings and objects live on the host: NumPy's gufunc runs there, with its errors)
    assert_same_cases(xp, [
        ("vecdot strings", lambda xp: xp.vecdot(xp.array(["a"]), xp.array(["b"]))),
        ("matmul strings", lambda xp: xp.matmul(xp.array([["a"]]), xp.array([["b"]]))),
        ("vecdot objects", lambda xp: xp.vecdot(xp.array([1, 2], dtype=object), xp.array([3, 4]))),
        ("matmul objects", lambda xp: (xp.array([[1, 2]], dtype=object) @ xp.array([1, 1])).tolist()),
    ])


def test_dot_family_of_dates_and_durations(gp):
    """NumPy's dot has its own rules for timedelta64 (products of durations are durations) and
    datetime64 ('dot not available', objects beside floats): dot, the method, vdot, inner,
    tensordot and multi_dot give NumPy's results and errors."""
    def run(xp):
        out = []
        for dt in ("m8[s]", "M8[D]"):
            a = xp.asarray(numpy.array([[1, 0], [2, 3]], dtype=dt))
            for f in (lambda: xp.dot(a, a), lambda: xp.dot(a[0], a[1]), lambda: a.dot(a),
                      lambda: xp.vdot(a, a), lambda: xp.inner(a, a),
                      lambda: xp.tensordot(a, a), lambda: xp.linalg.multi_dot([a, a, a]),
                      lambda: xp.dot(a, xp.ones((2, 2), dtype=int)),
                      lambda: xp.dot(a, xp.eye(2)), lambda: xp.dot(a, xp.ones((3, 2)))):
                try:
                    r = f()
                    out.append((repr(numpy.asarray(r).tolist()), str(numpy.asarray(r).dtype)))
                except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                    out.append((type(e).__name__, str(e)))
        return out
    assert run(gp) == run(numpy)


@pytest.mark.parametrize("axes", [[(-1,), (-1,), (-1,)], [(-1,), (-1,), (0,)], [(0,), (0,), (1,)],
                                  [0, 0, 0], [0, 0], [(1,), (1,), (2,)], [(1,), (1,), (3,)],
                                  [(1,), (1,), ()], [(1,), (1,), (0, 1)]],
                         ids=lambda a: str(a).replace(" ", ""))
def test_vecdot_keepdims_output_axis(xp, axes):
    """keepdims=True gives the output one core axis of its own: axes= names where it goes
    (one entry, its third), else it goes last (axis= puts it there too)."""
    a = lambda xp: make(xp, (3, 4, 5), "float64")  # noqa: E731
    b = lambda xp: make(xp, (3, 4, 5), "float64", seed=1)  # noqa: E731
    assert_same_cases(xp, [
        ("keepdims", lambda xp: xp.vecdot(a(xp), b(xp), axes=axes, keepdims=True)),
        ("keepdims out", lambda xp: xp.vecdot(a(xp), b(xp), axes=axes, keepdims=True,
                                              out=xp.zeros((1, 3, 4)))),
    ], **TOL["float64"])


def test_gufunc_keepdims_bool_and_out_ellipsis(xp):
    """keepdims= must be a bool; out=... keeps a 0-d product an array; by position or inside
    an out tuple NumPy refuses it."""
    def outcome(f):
        try:
            return "ok", repr(f())
        except Exception as exc:
            return type(exc).__name__, str(exc)
    assert_same(xp, lambda xp: [outcome(f) for f in (
        lambda: xp.vecdot(xp.ones((2, 3)), xp.ones((2, 3)), keepdims="true"),
        lambda: xp.vecdot(xp.ones((2, 3)), xp.ones((2, 3)), keepdims=1),
        lambda: xp.matmul(xp.ones((2, 3)), xp.ones((3, 2)), keepdims=xp.True_),
        lambda: xp.vecdot(xp.ones((2, 3)), xp.ones((2, 3)), keepdims=False),
        lambda: xp.matmul(xp.ones(3), xp.ones(3), out=...),
        lambda: xp.vecdot(xp.ones(3), xp.ones(3), out=...),
        lambda: xp.matmul(xp.ones(3), xp.ones(3), ...),
        lambda: xp.matmul(xp.ones(3), xp.ones(3), out=(...,)))])


def test_product_gufuncs_ask_operands_that_override_ufuncs(xp):
    """matmul, vecdot, matvec and vecmat hand the call to an operand with an __array_ufunc__
    of its own first (NEP 13, as the other ufuncs do), with outputs given by position too:
    a wrapper that only takes its own library's arrays gets the library's arrays, and a
    masked array gives a masked result."""
    def run(xp):
        class Wrap:
            def __init__(self, v):
                self.v = v

            def __array_ufunc__(self, uf, method, *args, **kw):
                if not all(isinstance(a, (Wrap, xp.ndarray)) for a in args + kw.get("out", ())):
                    return NotImplemented
                r = getattr(uf, method)(*(a.v if isinstance(a, Wrap) else a for a in args), **kw)
                return "wrapped", uf.__name__, r

        m, v = make(xp, (3, 3), "float64"), make(xp, (3,), "float64", seed=1)
        out = [f(Wrap(m), v) for f in (xp.matmul, xp.matvec)]
        out += [xp.vecdot(v, Wrap(v)), xp.vecmat(v, Wrap(m))]
        out.append(xp.matmul(m, Wrap(v), xp.zeros(3)))
        masked = numpy.ma.array(numpy.arange(3.0), mask=[0, 1, 0])
        for f in (xp.matmul, xp.vecdot):
            r = f(masked, v)
            out.append((type(r).__name__, numpy.ma.getdata(r), numpy.ma.getmaskarray(r)))
        return out
    assert_same(xp, run)


def test_gufunc_results_follow_the_loop_axes_order(xp):
    """matmul, vecdot, matvec and vecmat lay a new result's loop (stack) axes out in NumPy's
    iterator order of the operands' (a transposed or permuted stack gives its order, not C),
    the core axes C-ordered inside; keepdims's axis an innermost core axis of 1; order='C'
    and stacks in C order stay C."""
    def stack(xp):
        return xp.arange(1.0, 121.0).reshape(2, 3, 4, 5)

    def laid(r):
        return r, r.strides
    sw = lambda xp, v: xp.swapaxes(v, -1, -2)  # noqa: E731
    cases = [
        ("matmul T", lambda xp: laid(xp.matmul(stack(xp).T, sw(xp, stack(xp).T)))),
        ("matmul permuted", lambda xp: laid((lambda y: y @ sw(xp, y))(
            stack(xp).transpose(3, 1, 0, 2)))),
        ("matmul column", lambda xp: laid(xp.matmul(stack(xp).T, sw(xp, stack(xp).T)[..., :1]))),
        ("matmul vector", lambda xp: laid(xp.matmul(stack(xp).T, xp.ones(2)))),
        ("matmul order C", lambda xp: laid(xp.matmul(stack(xp).T, sw(xp, stack(xp).T),
                                                     order="C"))),
        ("matmul broadcast", lambda xp: laid(xp.matmul(xp.ones((4, 1, 3, 2)),
                                                       xp.ones((1, 5, 2, 3))))),
        ("vecdot T", lambda xp: laid(xp.vecdot(stack(xp).T, stack(xp).T))),
        ("vecdot axis", lambda xp: laid(xp.vecdot(stack(xp).T, stack(xp).T, axis=0))),
        ("vecdot keepdims", lambda xp: laid(xp.vecdot(stack(xp).T, stack(xp).T, keepdims=True))),
        ("vecdot keepdims C", lambda xp: laid(xp.vecdot(stack(xp), stack(xp), axis=1,
                                                        keepdims=True))),
        ("matvec T", lambda xp: laid(xp.matvec(stack(xp).T, stack(xp).T[..., 0, :]))),
        ("vecmat T", lambda xp: laid(xp.vecmat(stack(xp).T[..., 0], stack(xp).T))),
        ("vecdot complex", lambda xp: laid(xp.vecdot(stack(xp).T * 1j, stack(xp).T))),
    ]
    assert_same_cases(xp, cases, **tol("float64"))


@pytest.mark.parametrize("dtype", ["int8", "int64", "float64"])
@pytest.mark.parametrize("call", ["a.dot(a, out=s)", "a.dot(2, out=s)", "xp.dot(a[0], 2, out=s)",
                                  "xp.dot(a, a, out=[0])", "xp.dot(a, a, out=xp.zeros((), 'int8'))"])
def test_dot_out_must_be_an_array(xp, dtype, call):
    """dot's out= must be an array: a scalar (a product of vectors' own result) is refused
    first, as NumPy's TypeError, whatever its dtype."""
    def body(xp):
        a = xp.array([0, 1, 1], dtype=dtype)
        s = xp.dot(a, a)
        return eval(call)
    assert_same(xp, body)


def test_gufunc_axes_may_omit_only_an_output_without_core_axes(gp):
    """axes= of two entries: vecdot's output has no core axes; matmul's has, even where two
    vectors drop them (NumPy's ValueError), and takes its empty tuple."""
    v = lambda xp: xp.arange(3.0)  # noqa: E731
    assert_same_cases(gp, [
        ("matmul of vectors", lambda xp: xp.matmul(v(xp), v(xp), axes=[(-1,), (-1,)])),
        ("matmul of vectors, 3 entries", lambda xp: xp.matmul(v(xp), v(xp),
                                                              axes=[(-1,), (-1,), ()])),
        ("vecdot", lambda xp: xp.vecdot(v(xp), v(xp), axes=[(-1,), (-1,)])),
        ("matvec", lambda xp: xp.matvec(xp.ones((2, 3)), v(xp), axes=[(-2, -1), (-1,)])),
    ])


@pytest.mark.parametrize("name", ["matmul", "vecdot", "matvec", "vecmat"])
def test_product_gufuncs_unsafe_complex_casts_warn(gp, name):
    """casting='unsafe' of a complex operand into a real dtype=, or of a complex result into
    a real out=: NumPy's ComplexWarning, once the values are right."""
    a = numpy.arange(16, dtype="int32").reshape(4, 4)
    z = (numpy.arange(4) + 1j).astype("complex64")
    ops = {"vecmat": (z, a), "vecdot": (a, z)}.get(name, (a, z))

    def run(m, out_dt=None, **kw):
        if out_dt is not None:
            kw["out"] = m.zeros(4, out_dt)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            r = getattr(m, name)(*map(m.asarray, ops), casting="unsafe", **kw)
        cats = sorted({w.category.__name__ for w in got} - {"FallbackWarning"})
        return numpy.asarray(r.get() if hasattr(r, "get") else r), cats
    for kw in ({"out_dt": "int32"}, {"dtype": "float64"}, {"out_dt": "bool"}):
        (want, want_w), (got, got_w) = run(numpy, **kw), run(gp, **kw)
        assert want.dtype == got.dtype and numpy.array_equal(want, got), (kw, want, got)
        assert want_w == got_w, (kw, want_w, got_w)


def test_dot_and_inner_by_a_scalar_layout(gp):
    """dot and inner of a 0-d operand: NumPy's BLAS product (float and complex operands of up
    to two dimensions) gives a new C-ordered array, its multiply (other dtypes, more
    dimensions) the operand's layout."""
    def layout(f, s_dt, dt, shape=(2, 4)):
        def body(xp):
            x = xp.asfortranarray(make(xp, shape, dt))
            s = xp.asarray(numpy.array(2, s_dt))
            return [(r.flags.c_contiguous, r.flags.f_contiguous, r)
                    for r in (getattr(xp, f)(s, x), getattr(xp, f)(x, s))]
        return body
    assert_same_cases(gp, [
        (f"{f} {s_dt} {dt} {shape}", layout(f, s_dt, dt, shape))
        for f in ("dot", "inner") for s_dt in ("uint8", "float64", "int64")
        for dt in ("float32", "complex128", "int64", "float16", "uint8")
        for shape in ((2, 4), (2, 3, 4))], rtol=1e-6)


def test_matrix_power_zero_keeps_the_layout(gp):
    """matrix_power(a, 0): identities in an array laid out as ``a`` (NumPy's empty_like)."""
    def body(xp, dt, shape):
        a = make(xp, shape[::-1], dt).T
        r = xp.linalg.matrix_power(a, 0)
        return r.flags.c_contiguous, r.flags.f_contiguous, r
    assert_same_cases(gp, [(f"{dt} {shape}", lambda xp, dt=dt, shape=shape: body(xp, dt, shape))
                           for dt in ("int64", "float64", "complex64", "bool")
                           for shape in ((3, 3), (2, 3, 3), (1, 1), (0, 0))])


def test_gufunc_out_without_leading_loop_axes_of_one(gp):
    """An out= without the operands' leading loop axes of length 1 is NumPy's gufunc's to
    write (the axes dropped); one without a longer loop axis is refused, as for a ufunc."""
    def c(shape, seed=1):
        return lambda xp: make(xp, shape, "float64", seed=seed)
    cases = [
        ("matmul a", lambda xp: xp.matmul(c((1, 4, 2))(xp), c((2, 2), 2)(xp),
                                          out=xp.zeros((4, 2)))),
        ("matmul b", lambda xp: xp.matmul(c((4, 2))(xp), c((1, 2, 2), 2)(xp),
                                          out=xp.zeros((4, 2)))),
        ("matmul both", lambda xp: xp.matmul(c((1, 1, 4, 2))(xp), c((1, 2, 2), 2)(xp),
                                             out=xp.zeros((1, 4, 2)))),
        ("vecdot to 0-d", lambda xp: xp.vecdot(c((1, 3))(xp), c((3,), 2)(xp),
                                               out=xp.zeros(()))),
        ("matvec", lambda xp: xp.matvec(c((1, 2, 3))(xp), c((3,), 2)(xp), out=xp.zeros(2))),
        ("vecmat", lambda xp: xp.vecmat(c((1, 1, 3))(xp), c((3, 2), 2)(xp), out=xp.zeros(2))),
        ("out is the operand", lambda xp: (lambda a: (xp.matmul(a, c((1, 2, 2), 2)(xp), out=a),
                                                      a))(c((4, 2))(xp))),
        ("a longer axis", lambda xp: xp.matmul(c((2, 4, 2))(xp), c((2, 2), 2)(xp),
                                               out=xp.zeros((4, 2)))),
    ]
    assert_same_cases(gp, cases, rtol=1e-12, atol=1e-12)


_DOT_BY_A_SCALAR = [
    ("vector", lambda xp: xp.arange(3.0).dot(-1)),
    ("scalar first", lambda xp: xp.dot(-1, xp.arange(3.0))),
    ("matrix", lambda xp: xp.dot(xp.zeros((2, 2)), -2)),
    ("transposed matrix", lambda xp: xp.dot(xp.zeros((2, 3)).T, -2.0)),
    ("inner", lambda xp: xp.inner(xp.arange(3.0), -1)),
    ("complex", lambda xp: xp.dot(xp.arange(3.0) * 1j, -1)),
    ("complex64", lambda xp: xp.dot(xp.zeros(3, "c8"), numpy.complex64(-1 - 1j))),
    ("float32", lambda xp: xp.dot(xp.zeros(2, "f4"), numpy.float32(-1))),
    ("out", lambda xp: xp.dot(xp.arange(3.0), -1, out=xp.ones(3))),
    ("one element", lambda xp: xp.dot(xp.asarray([0.0]), -1)),
    ("1x1 matrix", lambda xp: xp.dot(xp.zeros((1, 1)), -1)),
    ("two scalars", lambda xp: xp.dot(numpy.float64(0.0), -1.0)),
    ("3-d (multiply)", lambda xp: xp.dot(xp.zeros((1, 1, 2)), -1.0)),
    ("int (multiply)", lambda xp: xp.dot(xp.arange(3), -1)),
]


@pytest.mark.parametrize("label,body", _DOT_BY_A_SCALAR, ids=[c[0] for c in _DOT_BY_A_SCALAR])
def test_dot_by_a_scalar_signs_of_zero(xp, label, body):
    """NumPy's dot of a BLAS type (float32/64, complex64/128, at most 2-d) by a scalar is axpy
    onto zeros: 0.0 * -1 is +0.0 (of a one-element result the product itself, -0.0); other
    operands are multiply's (-0.0)."""
    def run(xp):
        r = body(xp)
        h = numpy.asarray(r.get() if hasattr(r, "get") else r)
        return r, numpy.signbit(h.real).tolist(), numpy.signbit(h.imag).tolist()
    assert_same(xp, run)


def test_products_own_their_data(xp):
    # dot, matmul, inner and vdot give new arrays (and scalars) that own their memory, as
    # NumPy's: they were views of the product's buffer (base set, OWNDATA false; found by the
    # numpy-ml hunt); tensordot's result is a view, as NumPy's
    def own(r):
        return r.flags.owndata, r.base is None

    def body(xp):
        a = xp.arange(12.0).reshape(3, 4)
        v = xp.arange(4.0)
        rs = [xp.dot(a, a.T), xp.dot(a, v), xp.dot(v, a.T), xp.dot(v, v), xp.matmul(a, v),
              xp.matmul(v, a.T), a @ a.T, xp.inner(a, a), xp.inner(a, v), xp.inner(v, v),
              xp.vdot(a, a), xp.tensordot(a, a, (1, 1)), xp.outer(v, v)]
        return [(r, own(r)) for r in rs]
    assert_same(xp, body)


def test_matmul_of_vectors_sums_in_the_host_order_for_every_layout(gp):
    """NumPy's matmul with a vector (a row or column of 1) takes BLAS only for operands of
    positive whole-element strides, one of them unit in a matrix; others (negative or uneven
    strides) go to its plain loop, summing in order, without a copy; its matvec and vecmat
    then dot each row or column (BLAS's dot where the strides allow). gpnumpy once copied such
    operands first, and took matmul's loop for matvec and vecmat (other sums, different in the
    last bits). On the host device the results are NumPy's, bit for bit (on a GPU cuBLAS
    rounds its own way)."""
    base = numpy.random.RandomState(0).randn(80, 40)
    mats = {"C": lambda m: m.asarray(base)[:30, :20],
            "neg": lambda m: m.asarray(base)[:30, :20][::-1, ::-1],
            "step": lambda m: m.asarray(base)[::2, 1::2][:30, :20],
            "rowneg": lambda m: m.asarray(base)[:30, :20][::-1]}
    vecs = {"c": lambda m, n: m.asarray(base)[5, :n],
            "neg": lambda m, n: m.asarray(base)[7, :n][::-1],
            "step": lambda m, n: m.asarray(base)[:2 * n:2, 3]}
    cases = []
    for (ln, mk), (lv, vk) in ((x, y) for x in mats.items() for y in vecs.items()):
        cases += [(ln + "@" + lv, lambda m, mk=mk, vk=vk: mk(m) @ vk(m, 20)),
                  (lv + "@" + ln, lambda m, mk=mk, vk=vk: vk(m, 30) @ mk(m)),
                  (lv + "@" + ln + " matmul", lambda m, mk=mk, vk=vk: m.matmul(vk(m, 30), mk(m))),
                  ("matvec " + ln + lv, lambda m, mk=mk, vk=vk: m.matvec(mk(m), vk(m, 20))),
                  ("vecmat " + lv + ln, lambda m, mk=mk, vk=vk: m.vecmat(vk(m, 30), mk(m)))]
    for la, va in vecs.items():
        for lb, vb in vecs.items():
            cases.append((la + "@" + lb, lambda m, va=va, vb=vb: va(m, 20) @ vb(m, 20)))
            cases.append(("vecdot " + la + lb,
                          lambda m, va=va, vb=vb: m.vecdot(va(m, 20), vb(m, 20))))
    for name, f in cases:
        want, got = f(numpy), numpy.asarray(f(gp))
        if is_cuda_device():
            numpy.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12, err_msg=name)
        else:
            assert got.dtype == want.dtype and numpy.array_equal(got, want), name
