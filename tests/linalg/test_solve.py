"""solve, inv, det, slogdet, cholesky, tensorsolve, tensorinv against NumPy.

Solutions, inverses, determinants and Cholesky factors are unique, so they are compared with
NumPy's values (to the tolerance of the computation dtype, see _mats.tol); dtypes, shapes,
stacks, broadcasting, empty matrices and the LinAlgError cases are compared exactly.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases

from ._mats import INPUT_DTYPES, INEXACT, general, hermitian_pd, tol

MIXED = [("float32", "float64"), ("float32", "complex64"), ("int64", "float32"),
         ("complex64", "float64"), ("int32", "complex64"), ("bool", "float32")]


def _result(*dts):
    return numpy.linalg.solve(numpy.eye(1, dtype=dts[0]), numpy.ones(1, dtype=dts[-1])).dtype


# ------------------------------------------------------------------ solve
@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_solve_dtypes(xp, dtype):
    t = tol(_result(dtype))
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (5, 5), dtype),
                                               general(xp, (5,), dtype, seed=1, dominant=False)),
                **t)
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (6, 6), dtype),
                                               general(xp, (6, 3), dtype, seed=2)), **t)


@pytest.mark.parametrize("pair", MIXED, ids=["_".join(p) for p in MIXED])
def test_solve_mixed_dtypes(xp, pair):
    da, db = pair
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (4, 4), da),
                                               general(xp, (4, 2), db, seed=3, dominant=False)),
                **tol(_result(da, db)))


@pytest.mark.parametrize("dtype", ["float16"])
def test_solve_float16_raises(xp, dtype):
    assert_same(xp, lambda xp: xp.linalg.solve(xp.eye(3, dtype=dtype), xp.ones(3, dtype=dtype)))
    assert_same(xp, lambda xp: xp.linalg.inv(xp.eye(3, dtype=dtype)))
    assert_same(xp, lambda xp: xp.linalg.det(xp.eye(3, dtype=dtype)))


STACKS = [((2, 3, 4, 4), (4,)), ((2, 3, 4, 4), (2, 3, 4, 2)), ((4, 4), (5, 4, 3)),
          ((3, 1, 4, 4), (2, 4, 1)), ((200, 8, 8), (200, 8, 1)), ((200, 8, 8), (8,)),
          ((3, 70, 70), (3, 70, 2)), ((1, 5, 5), (5, 2))]


@pytest.mark.parametrize("dtype", ["float64", "complex64"])
@pytest.mark.parametrize("shapes", STACKS, ids=[f"{a}x{b}" for a, b in STACKS])
def test_solve_stacks(xp, shapes, dtype):
    sa, sb = shapes
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, sa, dtype),
                                               general(xp, sb, dtype, seed=5, dominant=False)),
                **tol(dtype))


def test_solve_layouts(xp):
    """Transposed and strided operands (the copy into the library's buffer reads them)."""
    def body(xp):
        a = general(xp, (6, 6))
        b = general(xp, (6, 8), seed=1, dominant=False)
        return (xp.linalg.solve(a.T, b[:, ::2]), xp.linalg.solve(a[::-1, ::-1], b[:, 0]))
    assert_same(xp, body, **tol("float64"))


def test_solve_errors(xp):
    sing = numpy.array([[1.0, 2.0], [2.0, 4.0]])
    stack = numpy.stack([numpy.eye(2), sing])
    assert_same_cases(xp, [
        ("non-square", lambda xp: xp.linalg.solve(xp.ones((2, 3)), xp.ones(2))),
        ("1-d a", lambda xp: xp.linalg.solve(xp.ones(3), xp.ones(3))),
        ("b length", lambda xp: xp.linalg.solve(xp.eye(3), xp.ones(4))),
        ("b rows", lambda xp: xp.linalg.solve(xp.eye(3), xp.ones((4, 2)))),
        ("batch", lambda xp: xp.linalg.solve(xp.ones((2, 3, 3)), xp.ones((3, 3, 1)))),
        ("singular", lambda xp: xp.linalg.solve(xp.asarray(sing), xp.ones(2))),
        ("singular in stack", lambda xp: xp.linalg.solve(xp.asarray(stack), xp.ones((2, 2, 1)))),
        ("zero", lambda xp: xp.linalg.solve(xp.zeros((3, 3)), xp.ones((3, 2)))),
        ("singular, no rhs", lambda xp: xp.linalg.solve(xp.asarray(sing), xp.ones((2, 0)))),
    ])


def test_solve_empty(xp):
    assert_same_cases(xp, [
        ("0x0", lambda xp: xp.linalg.solve(xp.ones((0, 0)), xp.ones(0))),
        ("stack of 0x0", lambda xp: xp.linalg.solve(xp.ones((2, 0, 0)), xp.ones((2, 0, 3)))),
        ("empty stack", lambda xp: xp.linalg.solve(xp.ones((0, 3, 3)), xp.ones(3))),
        ("no rhs", lambda xp: xp.linalg.solve(general(xp, (3, 3)), xp.ones((3, 0)))),
        ("int 0x0", lambda xp: xp.linalg.solve(xp.ones((0, 0), dtype=int), xp.ones(0, int))),
        ("f32 0x0", lambda xp: xp.linalg.solve(xp.ones((0, 0), "f4"), xp.ones(0, "f4"))),
    ])


# ------------------------------------------------------------------ inv
INV_SHAPES = [(5, 5), (1, 1), (3, 4, 4), (100, 5, 5), (2, 70, 70)]


@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_inv_dtypes(xp, dtype):
    assert_same(xp, lambda xp: xp.linalg.inv(general(xp, (6, 6), dtype)),
                **tol(_result(dtype)))


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", INV_SHAPES, ids=str)
def test_inv_stacks(xp, shape, dtype):
    assert_same(xp, lambda xp: xp.linalg.inv(general(xp, shape, dtype)), **tol(dtype))


def test_inv_errors_and_empty(xp):
    sing = numpy.array([[[1.0, 2.0], [2.0, 4.0]], [[1.0, 0.0], [0.0, 1.0]]])
    assert_same_cases(xp, [
        ("singular", lambda xp: xp.linalg.inv(xp.zeros((3, 3)))),
        ("singular in stack", lambda xp: xp.linalg.inv(xp.asarray(sing))),
        ("non-square", lambda xp: xp.linalg.inv(xp.ones((3, 2)))),
        ("0-d", lambda xp: xp.linalg.inv(xp.asarray(2.0))),
        ("0x0", lambda xp: xp.linalg.inv(xp.ones((0, 0)))),
        ("int 0x0", lambda xp: xp.linalg.inv(xp.ones((2, 0, 0), dtype=int))),
        ("c64 0x0", lambda xp: xp.linalg.inv(xp.ones((0, 0), "c8"))),
    ])


def test_linalgerror_class(gp):
    with pytest.raises(numpy.linalg.LinAlgError, match="Singular matrix"):
        gp.linalg.inv(gp.zeros((4, 4)))
    with pytest.raises(gp.linalg.LinAlgError):
        gp.linalg.solve(gp.zeros((4, 4)), gp.ones(4))
    with pytest.raises(ValueError):  # LinAlgError is a ValueError, as in NumPy
        gp.linalg.cholesky(-gp.eye(3))


# ------------------------------------------------------------------ det, slogdet
DET_SHAPES = [(4, 4), (1, 1), (3, 5, 5), (300, 3, 3), (2, 80, 80)]


@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_det_dtypes(xp, dtype):
    assert_same(xp, lambda xp: xp.linalg.det(general(xp, (5, 5), dtype)),
                **tol(_result(dtype)))
    assert_same(xp, lambda xp: tuple(xp.linalg.slogdet(general(xp, (5, 5), dtype))),
                **tol(_result(dtype)))


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", DET_SHAPES, ids=str)
def test_det_stacks(xp, shape, dtype):
    # unscaled random matrices: pivoting happens, signs vary
    t = tol(dtype)
    assert_same(xp, lambda xp: xp.linalg.det(general(xp, shape, dtype, dominant=False)),
                rtol=t["rtol"] * 50, atol=t["atol"])
    assert_same(xp, lambda xp: tuple(xp.linalg.slogdet(general(xp, shape, dtype, dominant=False))),
                rtol=t["rtol"] * 50, atol=t["atol"] * 50)


def test_det_permutations(xp):
    """The sign of the row exchanges (pivots) enters det and slogdet."""
    p = numpy.eye(5)[[3, 0, 4, 1, 2]]
    stack = numpy.stack([numpy.eye(5)[list(q)] for q in ([1, 0, 2, 3, 4], [1, 2, 0, 3, 4],
                                                         [4, 3, 2, 1, 0], [0, 1, 2, 3, 4])])
    assert_same_cases(xp, [
        ("swap", lambda xp: xp.linalg.det(xp.asarray([[0.0, 1.0], [1.0, 0.0]]))),
        ("perm", lambda xp: xp.linalg.det(xp.asarray(p * 3.0))),
        ("stack", lambda xp: xp.linalg.det(xp.asarray(stack))),
        ("slogdet stack", lambda xp: tuple(xp.linalg.slogdet(xp.asarray(stack * -2.0)))),
        ("complex", lambda xp: tuple(xp.linalg.slogdet(xp.asarray(p * (1 + 2j))))),
    ], rtol=1e-12, atol=1e-12)


def test_det_layouts_and_kernel_edges(xp):
    """det/slogdet read stacks as they lie (transposed, broadcast, reversed) and change route
    at the register kernel's largest size (32; complex128 16) without changing results."""
    t = dict(rtol=1e-9, atol=1e-12)
    assert_same_cases(xp, [
        ("transposed", lambda xp: tuple(xp.linalg.slogdet(
            general(xp, (6, 7, 7), dominant=False).swapaxes(-1, -2)))),
        ("broadcast", lambda xp: xp.linalg.det(xp.broadcast_to(general(xp, (4, 4)), (3, 4, 4)))),
        ("reversed", lambda xp: xp.linalg.det(general(xp, (5, 6, 6), dominant=False)[::-1, ::-1])),
        ("c16 16", lambda xp: tuple(xp.linalg.slogdet(general(xp, (3, 16, 16), "complex128")))),
        ("c16 17", lambda xp: tuple(xp.linalg.slogdet(general(xp, (3, 17, 17), "complex128")))),
    ], **t)
    assert_same_cases(xp, [
        ("f4 32", lambda xp: tuple(xp.linalg.slogdet(general(xp, (3, 32, 32), "float32")))),
        ("f4 33", lambda xp: tuple(xp.linalg.slogdet(general(xp, (3, 33, 33), "float32")))),
        ("c8 one", lambda xp: xp.linalg.det(general(xp, (9, 9), "complex64", dominant=False))),
    ], rtol=2e-4, atol=1e-5)


def test_det_singular_and_empty(xp):
    sing = numpy.array([[1.0, 2.0], [2.0, 4.0]])
    assert_same_cases(xp, [
        ("singular det", lambda xp: xp.linalg.det(xp.zeros((3, 3)))),
        ("singular slogdet", lambda xp: tuple(xp.linalg.slogdet(xp.zeros((3, 3))))),
        ("singular complex", lambda xp: tuple(xp.linalg.slogdet(xp.zeros((2, 2), "c16")))),
        ("rank 1", lambda xp: tuple(xp.linalg.slogdet(xp.asarray(numpy.stack([sing, sing]))))),
        ("0x0 det", lambda xp: xp.linalg.det(xp.ones((0, 0)))),
        ("0x0 slogdet", lambda xp: tuple(xp.linalg.slogdet(xp.ones((3, 0, 0), "f4")))),
        ("empty stack", lambda xp: xp.linalg.det(xp.ones((0, 2, 2)))),
        ("non-square", lambda xp: xp.linalg.det(xp.ones((2, 3)))),
        ("1-d", lambda xp: xp.linalg.slogdet(xp.ones(3))),
    ], atol=1e-12)


def test_slogdet_result_type(xp):
    def body(xp):
        r = xp.linalg.slogdet(general(xp, (3, 3)))
        return type(r).__name__, r._fields, r.sign.dtype, r.logabsdet.dtype
    assert_same(xp, body)


# ------------------------------------------------------------------ cholesky
@pytest.mark.parametrize("upper", [False, True])
@pytest.mark.parametrize("dtype", INPUT_DTYPES)
def test_cholesky(xp, dtype, upper):
    assert_same(xp, lambda xp: xp.linalg.cholesky(hermitian_pd(xp, (5, 5), dtype), upper=upper),
                **tol(_result(dtype)))


@pytest.mark.parametrize("upper", [False, True])
@pytest.mark.parametrize("shape", [(3, 4, 4), (100, 6, 6), (2, 90, 90), (1, 1)], ids=str)
@pytest.mark.parametrize("dtype", ["float32", "complex128"])
def test_cholesky_stacks(xp, shape, dtype, upper):
    assert_same(xp, lambda xp: xp.linalg.cholesky(hermitian_pd(xp, shape, dtype), upper=upper),
                **tol(dtype))


def test_cholesky_triangle_read(xp):
    """Only the triangle of the factor is read: garbage in the other one changes nothing."""
    def body(xp):
        a = hermitian_pd(numpy, (4, 4))
        lo = numpy.tril(a) + numpy.triu(numpy.full((4, 4), 99.0), 1)
        up = numpy.triu(a) + numpy.tril(numpy.full((4, 4), -99.0), -1)
        return (xp.linalg.cholesky(xp.asarray(lo)), xp.linalg.cholesky(xp.asarray(up), upper=True))
    assert_same(xp, body, **tol("float64"))


def test_cholesky_errors(xp):
    stack = numpy.stack([numpy.eye(3), -numpy.eye(3)])
    assert_same_cases(xp, [
        ("not PD", lambda xp: xp.linalg.cholesky(-xp.eye(3))),
        ("not PD in stack", lambda xp: xp.linalg.cholesky(xp.asarray(stack))),
        ("not PD batched", lambda xp: xp.linalg.cholesky(xp.asarray(numpy.tile(stack, (20, 1, 1))))),
        ("non-square", lambda xp: xp.linalg.cholesky(xp.ones((2, 3)))),
        ("float16", lambda xp: xp.linalg.cholesky(xp.eye(2, dtype="float16"))),
        ("0x0", lambda xp: xp.linalg.cholesky(xp.ones((0, 0)))),
        ("0x0 upper", lambda xp: xp.linalg.cholesky(xp.ones((2, 0, 0), "c8"), upper=True)),
    ])


# ------------------------------------------------------------------ tensorsolve, tensorinv
def test_tensor_functions(xp):
    def a6(xp):
        return general(xp, (6, 6)).reshape(6, 2, 3)

    assert_same_cases(xp, [
        ("tensorinv", lambda xp: xp.linalg.tensorinv(a6(xp), ind=1)),
        ("tensorinv ind=2", lambda xp: xp.linalg.tensorinv(general(xp, (24, 24)).reshape(4, 6, 8, 3))),
        ("tensorinv bad ind", lambda xp: xp.linalg.tensorinv(a6(xp), ind=0)),
        ("tensorsolve", lambda xp: xp.linalg.tensorsolve(a6(xp), general(xp, (6, 1), seed=3)[:, 0])),
        ("tensorsolve axes", lambda xp: xp.linalg.tensorsolve(
            general(xp, (6, 6)).reshape(2, 3, 6), general(xp, (6, 1), seed=4)[:, 0], axes=(0, 1))),
        ("tensorsolve bad", lambda xp: xp.linalg.tensorsolve(xp.ones((2, 3, 4)), xp.ones(2))),
    ], **tol("float64"))


def test_tensorsolve_shape_error_message(gp):
    """NumPy's LinAlgError text, as its source leaves it (with a continuation's indentation)."""
    for a, b, kw in (((2, 3, 4), (2,), {}), ((2, 3, 6), (2, 3), {"axes": (0,)})):
        msgs = []
        for m in (numpy, gp):
            with pytest.raises(m.linalg.LinAlgError) as e:
                m.linalg.tensorsolve(m.ones(a), m.ones(b), **kw)
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1]


def test_solve_stacks_that_do_not_broadcast_message(gp):
    """Stacks whose loop dimensions do not broadcast: the gufunc's ValueError text."""
    for a, b in (((3, 2, 2), (4, 2, 1)), ((5, 3, 2, 2), (4, 2, 3)), ((3, 1, 2, 2), (2, 4, 2, 2))):
        msgs = []
        for m in (numpy, gp):
            with pytest.raises(ValueError) as e:
                m.linalg.solve(m.ones(a), m.ones(b))
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1]
