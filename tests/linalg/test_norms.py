"""norm, vector_norm, matrix_norm, cond, matrix_rank, pinv, lstsq against NumPy.

Norms are reductions of gpnumpy's own operations (compared to a few ulp: NumPy's vector
2-norm is a BLAS dot, ours a pairwise sum); the ones built on singular values and the
compositions (cond, pinv, lstsq) to the tolerance of the computation dtype.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, is_cuda_device

from ._mats import general, hermitian_pd, host_tol, tol

inf = numpy.inf
VECTOR_ORDS = [None, inf, -inf, 0, 1, -1, 2, -2, 3, 0.5]
MATRIX_ORDS = [None, "fro", "nuc", inf, -inf, 1, -1, 2, -2]
NORM_DTYPES = ["float16", "float32", "float64", "complex64", "complex128", "int64", "bool"]


def _ntol(dtype):
    dt = numpy.dtype(dtype)
    if dt.char == "e":
        return {"rtol": 4e-3, "atol": 1e-3}
    if dt.char in "fF":
        return {"rtol": 1e-5, "atol": 1e-6}
    return {"rtol": 1e-12, "atol": 1e-12}


def _vec(xp, shape, dtype):
    return general(xp, shape, dtype, dominant=False)


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("ord", VECTOR_ORDS, ids=str)
@pytest.mark.parametrize("dtype", NORM_DTYPES)
def test_norm_vector(xp, dtype, ord, keepdims):
    assert_same_cases(xp, [
        ("1-d", lambda xp: xp.linalg.norm(_vec(xp, (1, 9), dtype)[0], ord, keepdims=keepdims)),
        ("axis 0", lambda xp: xp.linalg.norm(_vec(xp, (5, 4), dtype), ord, axis=0,
                                             keepdims=keepdims)),
        ("axis -1", lambda xp: xp.linalg.norm(_vec(xp, (2, 3, 4), dtype), ord, axis=-1,
                                              keepdims=keepdims)),
    ], **_ntol(dtype))


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("ord", MATRIX_ORDS, ids=str)
@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128", "int32"])
def test_norm_matrix(xp, dtype, ord, keepdims):
    t = tol(numpy.result_type(dtype, numpy.float32) if numpy.dtype(dtype).kind in "fc"
            else "float64")
    assert_same_cases(xp, [
        ("2-d", lambda xp: xp.linalg.norm(_vec(xp, (5, 4), dtype), ord, keepdims=keepdims)),
        ("axes (1, 2)", lambda xp: xp.linalg.norm(_vec(xp, (3, 4, 5), dtype), ord, axis=(1, 2),
                                                  keepdims=keepdims)),
        ("axes (2, 0)", lambda xp: xp.linalg.norm(_vec(xp, (3, 4, 5), dtype), ord, axis=(2, 0),
                                                  keepdims=keepdims)),
        ("axes (-1, -3)", lambda xp: xp.linalg.norm(_vec(xp, (3, 4, 5), dtype), ord,
                                                    axis=(-1, -3), keepdims=keepdims)),
    ], **t)


def test_norm_default_and_errors(xp):
    assert_same_cases(xp, [
        ("3-d default", lambda xp: xp.linalg.norm(_vec(xp, (3, 4, 5), "float64"))),
        ("3-d keepdims", lambda xp: xp.linalg.norm(_vec(xp, (3, 4, 5), "c16"), keepdims=True)),
        ("list", lambda xp: xp.linalg.norm([3, 4])),
        ("empty", lambda xp: xp.linalg.norm(xp.ones((0, 3)))),
        ("empty axis inf", lambda xp: xp.linalg.norm(xp.ones((0, 3)), inf, axis=0)),
        ("vector str ord", lambda xp: xp.linalg.norm(xp.ones(3), "fro")),
        ("vector str ord axis", lambda xp: xp.linalg.norm(xp.ones((2, 3)), "nuc", axis=1)),
        ("matrix ord 3", lambda xp: xp.linalg.norm(xp.ones((2, 3)), 3)),
        ("3-d ord", lambda xp: xp.linalg.norm(xp.ones((2, 3, 4)), 2)),
        ("duplicate axes", lambda xp: xp.linalg.norm(xp.ones((2, 3)), axis=(1, 1))),
        ("three axes", lambda xp: xp.linalg.norm(xp.ones((2, 3, 4)), axis=(0, 1, 2))),
        ("bad axis", lambda xp: xp.linalg.norm(xp.ones((2, 3)), axis=5)),
        ("axis type", lambda xp: xp.linalg.norm(xp.ones((2, 3)), axis="a")),
        ("2 on float16 matrix", lambda xp: xp.linalg.norm(xp.ones((2, 3), "f2"), 2)),
    ], rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("ord", [2, 1, inf, -inf, 0, 3, -1])
def test_vector_norm(xp, ord):
    assert_same_cases(xp, [
        ("all", lambda xp: xp.linalg.vector_norm(_vec(xp, (3, 4, 5), "float64"), ord=ord)),
        ("all keepdims", lambda xp: xp.linalg.vector_norm(_vec(xp, (3, 4, 5), "f4"), ord=ord,
                                                          keepdims=True)),
        ("axis", lambda xp: xp.linalg.vector_norm(_vec(xp, (3, 4, 5), "c16"), axis=1, ord=ord)),
        ("axes", lambda xp: xp.linalg.vector_norm(_vec(xp, (3, 4, 5), "float64"), axis=(2, 0),
                                                  ord=ord, keepdims=True)),
        ("axes neg", lambda xp: xp.linalg.vector_norm(_vec(xp, (3, 4, 5), "float64"),
                                                      axis=(-1, 1), ord=ord)),
        ("int", lambda xp: xp.linalg.vector_norm(_vec(xp, (6,), "int16"), ord=ord)),
    ], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("ord", MATRIX_ORDS[1:], ids=str)
def test_matrix_norm(xp, ord):
    assert_same_cases(xp, [
        ("2-d", lambda xp: xp.linalg.matrix_norm(_vec(xp, (4, 6), "float64"), ord=ord)),
        ("stack keepdims", lambda xp: xp.linalg.matrix_norm(_vec(xp, (3, 4, 5), "c8"), ord=ord,
                                                            keepdims=True)),
        ("1-d", lambda xp: xp.linalg.matrix_norm(xp.ones(3), ord=ord)),
    ], rtol=2e-5, atol=2e-5)


# ------------------------------------------------------------------ cond
COND_PS = [None, 1, -1, 2, -2, inf, -inf, "fro", "nuc"]


@pytest.mark.parametrize("p", COND_PS, ids=str)
@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128", "int64"])
def test_cond(xp, dtype, p):
    t = tol(numpy.result_type(dtype, numpy.float32) if numpy.dtype(dtype).kind in "fc"
            else "float64")
    assert_same_cases(xp, [
        ("square", lambda xp: xp.linalg.cond(general(xp, (5, 5), dtype, dominant=False), p)),
        ("stack", lambda xp: xp.linalg.cond(general(xp, (3, 4, 4), dtype), p)),
    ], rtol=t["rtol"] * 100, atol=t["atol"])


@pytest.mark.parametrize("p", [1, -1, inf, -inf, "fro", "nuc"], ids=str)
@pytest.mark.parametrize("dtype", ["float32", "complex64"])
def test_cond_of_single_precision_inverts_in_double(gp, dtype, p):
    """NumPy inverts in double precision (its 'd->d', 'D->D' loops) and rounds the product of
    the norms to single once: the same digits (the host's LAPACK: the same bits)."""
    rng = numpy.random.default_rng(3)
    h = rng.standard_normal((6, 3, 3)) * 10
    if dtype == "complex64":
        h = h + 1j * rng.standard_normal((6, 3, 3))
    h = h.astype(dtype)
    got, want = gp.linalg.cond(gp.asarray(h), p), numpy.linalg.cond(h, p)
    assert got.dtype == want.dtype
    if is_cuda_device():
        numpy.testing.assert_allclose(gp.asnumpy(got), want, rtol=1e-6)
    else:
        assert repr(got) == repr(want)


def test_cond_unhashable_order(xp):
    """An order NumPy's set test cannot hash (an array, a list) is its TypeError."""
    assert_same_cases(xp, [
        ("array", lambda xp: xp.linalg.cond(xp.eye(2), xp.asarray([2.0, 1.0]))),
        ("list", lambda xp: xp.linalg.cond(xp.eye(2), [2])),
    ])


@pytest.mark.parametrize("p", [1, -1, inf, -inf, "fro"], ids=str)
def test_cond_singular_is_a_scalar(gp, p):
    """A single singular matrix: NumPy turns the NaN into its scalar inf (not a 0-d array)."""
    sing = numpy.array([[1.0, 0.0], [0.0, 0.0]])
    got, want = gp.linalg.cond(gp.asarray(sing), p), numpy.linalg.cond(sing, p)
    assert repr(got) == repr(want) and gp.isscalar(got) == numpy.isscalar(want)


@pytest.mark.parametrize("p", COND_PS, ids=str)
def test_cond_special(xp, p):
    near = numpy.array([[1.0, 2.0], [2.0, 4.0 + 1e-6]])
    cases = [
        ("near singular", lambda xp: xp.linalg.cond(xp.asarray(near), p)),
        ("nan", lambda xp: xp.linalg.cond(xp.asarray([[1.0, numpy.nan], [0.0, 1.0]]), p)),
        # (NumPy 2.5.5 takes NaN singular values where its SVD does not converge, earlier
        # releases raise LinAlgError: compared with the installed NumPy; an infinite entry is
        # left out: whether LAPACK converges on it decides in earlier releases)
        ("nan in a stack", lambda xp: xp.linalg.cond(xp.asarray(
            [[[1.0, 2.0], [3.0, 4.0]], [[numpy.nan, 1.0], [1.0, 1.0]]]), p)),
        ("complex nan", lambda xp: xp.linalg.cond(xp.asarray(
            [[1.0 + 1j, numpy.nan], [0.0, 1.0]]), p)),
        ("rectangular", lambda xp: xp.linalg.cond(general(xp, (3, 5), dominant=False), p)),
        ("empty", lambda xp: xp.linalg.cond(xp.ones((0, 0)), p)),
    ]
    if p not in (None, 2, -2, "nuc"):
        # Exactly singular matrices through the inverse: every LU meets an exact zero pivot
        # (a zero row), the inverse is NaN and cond is inf.  (The SVD-based orders are left
        # out: whether LAPACK reports them as not converging varies between NumPy versions.)
        sing = numpy.array([[1.0, 2.0], [0.0, 0.0]])
        cases += [
            ("singular", lambda xp: xp.linalg.cond(xp.asarray(sing), p)),
            ("singular in stack", lambda xp: xp.linalg.cond(
                xp.asarray(numpy.stack([sing, numpy.eye(2)])), p)),
            ("zeros", lambda xp: xp.linalg.cond(xp.zeros((3, 3)), p)),
        ]
    assert_same_cases(xp, cases, rtol=1e-6, atol=1e-8)


# ------------------------------------------------------------------ matrix_rank
def _low_rank(xp, shape, rank, dtype="float64", seed=0):
    rng = numpy.random.default_rng(seed)
    m, n = shape[-2:]
    b = rng.uniform(-1, 1, shape[:-2] + (m, rank))
    c = rng.uniform(-1, 1, shape[:-2] + (rank, n))
    return xp.asarray((b @ c).astype(dtype))


def test_matrix_rank(xp):
    assert_same_cases(xp, [
        ("full", lambda xp: xp.linalg.matrix_rank(general(xp, (5, 5)))),
        ("rank 2", lambda xp: xp.linalg.matrix_rank(_low_rank(xp, (6, 5), 2))),
        ("rank 3 f32", lambda xp: xp.linalg.matrix_rank(_low_rank(xp, (8, 8), 3, "float32"))),
        ("rank 1 c", lambda xp: xp.linalg.matrix_rank(_low_rank(xp, (4, 7), 1, "complex128"))),
        ("stack", lambda xp: xp.linalg.matrix_rank(_low_rank(xp, (3, 6, 6), 4))),
        ("tol", lambda xp: xp.linalg.matrix_rank(general(xp, (5, 5)), tol=9.5)),
        ("tol array", lambda xp: xp.linalg.matrix_rank(_low_rank(xp, (2, 5, 5), 4),
                                                       tol=xp.asarray([1e-9, 10.0]))),
        ("rtol", lambda xp: xp.linalg.matrix_rank(general(xp, (5, 5)), rtol=0.9)),
        ("hermitian", lambda xp: xp.linalg.matrix_rank(hermitian_pd(xp, (5, 5)), hermitian=True)),
        ("1-d", lambda xp: xp.linalg.matrix_rank(xp.asarray([0.0, 1.0]))),
        ("1-d zeros", lambda xp: xp.linalg.matrix_rank(xp.zeros(3))),
        ("0-d", lambda xp: xp.linalg.matrix_rank(xp.asarray(2.0))),
        ("int", lambda xp: xp.linalg.matrix_rank(xp.asarray([[1, 2], [2, 4]]))),
        ("empty", lambda xp: xp.linalg.matrix_rank(xp.ones((0, 3)))),
        ("both tols", lambda xp: xp.linalg.matrix_rank(xp.eye(3), tol=1.0, rtol=1.0)),
    ])


# ------------------------------------------------------------------ pinv
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (4, 4), (2, 6, 4), (40, 70)], ids=str)
@pytest.mark.parametrize("dtype", ["float32", "float64", "complex128", "int64"])
def test_pinv(xp, dtype, shape):
    t = tol(numpy.result_type(dtype, numpy.float32) if numpy.dtype(dtype).kind in "fc"
            else "float64")
    assert_same(xp, lambda xp: xp.linalg.pinv(general(xp, shape, dtype, dominant=False)),
                rtol=t["rtol"] * 100, atol=t["atol"] * 100)


def test_pinv_options(xp):
    assert_same_cases(xp, [
        ("rank deficient", lambda xp: xp.linalg.pinv(_low_rank(xp, (6, 5), 2))),
        ("rcond", lambda xp: xp.linalg.pinv(general(xp, (5, 5)), rcond=0.9)),
        ("rcond array", lambda xp: xp.linalg.pinv(general(xp, (2, 4, 4)), rcond=xp.asarray([0.0, 0.95]))),
        ("rtol", lambda xp: xp.linalg.pinv(general(xp, (5, 5)), rtol=0.9)),
        ("rtol None", lambda xp: xp.linalg.pinv(_low_rank(xp, (5, 5), 3), rtol=None)),
        ("hermitian", lambda xp: xp.linalg.pinv(hermitian_pd(xp, (4, 4)), hermitian=True)),
        ("both", lambda xp: xp.linalg.pinv(xp.eye(3), rcond=0.1, rtol=0.1)),
        ("empty", lambda xp: xp.linalg.pinv(xp.ones((0, 3)))),
        ("empty int", lambda xp: xp.linalg.pinv(xp.ones((2, 3, 0), dtype=int))),
    ], rtol=1e-8, atol=1e-8)


# ------------------------------------------------------------------ lstsq
def _lstsq(shape_a, shape_b, dtype="float64", rank=None, rcond=None):
    def body(xp):
        a = (general(xp, shape_a, dtype, dominant=False) if rank is None
             else _low_rank(xp, shape_a, rank, dtype))
        b = general(xp, shape_b, dtype, seed=3, dominant=False) if len(shape_b) == 2 else \
            general(xp, (1,) + shape_b, dtype, seed=3, dominant=False)[0]
        x, res, r, s = xp.linalg.lstsq(a, b, rcond=rcond)
        return x, res, r, s
    return body


LSTSQ = [((6, 3), (6,)), ((6, 3), (6, 2)), ((3, 6), (3,)), ((4, 4), (4, 3)), ((40, 70), (40, 2)),
         ((70, 40), (70,))]


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128", "int64"])
@pytest.mark.parametrize("shapes", LSTSQ, ids=[f"{a}x{b}" for a, b in LSTSQ])
def test_lstsq(xp, shapes, dtype):
    t = tol(numpy.result_type(dtype, numpy.float32) if numpy.dtype(dtype).kind in "fc"
            else "float64")
    assert_same(xp, _lstsq(*shapes, dtype=dtype), rtol=t["rtol"] * 100, atol=t["atol"] * 100)


def test_lstsq_cases(xp):
    assert_same_cases(xp, [
        ("rank deficient", _lstsq((6, 4), (6,), rank=2)),
        ("rcond", _lstsq((6, 4), (6, 2), rcond=0.5)),
        ("rcond -1", _lstsq((6, 4), (6,), rcond=-1)),
        ("no rhs", _lstsq((6, 4), (6, 0))),
        ("m = 0", lambda xp: xp.linalg.lstsq(xp.ones((0, 3)), xp.ones(0))),
        ("n = 0", lambda xp: xp.linalg.lstsq(xp.ones((4, 0)), general(xp, (4, 2), seed=1, dominant=False))),
        ("incompatible", lambda xp: xp.linalg.lstsq(xp.ones((4, 3)), xp.ones(5))),
        ("3-d", lambda xp: xp.linalg.lstsq(xp.ones((2, 4, 3)), xp.ones((2, 4)))),
        ("float16", lambda xp: xp.linalg.lstsq(xp.ones((4, 3), "f2"), xp.ones(4, "f2"))),
    ], rtol=1e-8, atol=1e-8)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128", "int64"])
def test_lstsq_bits(xp, dtype):
    """Where NumPy's routines run (the host device) lstsq is NumPy's own, LAPACK's gelsd, bit
    for bit (the device path's SVD formula rounds otherwise: x[0] of [[1, 2], [3, 4], [5, 6]]
    x = [1, 2, 3] came out -2.78e-17 where NumPy's is -1.11e-16)."""
    t = host_tol(numpy.result_type(dtype, numpy.float32))
    cases = [("3x2", lambda xp: xp.linalg.lstsq(xp.asarray(numpy.array(
        [[1, 2], [3, 4], [5, 6]], dtype)), xp.asarray(numpy.array([1, 2, 3], dtype))))]
    cases += [(f"{a}x{b}", _lstsq(a, b, dtype)) for a, b in LSTSQ]
    cases += [("rank deficient", _lstsq((6, 4), (6, 2), dtype, rank=2)),
              ("rcond", _lstsq((6, 4), (6,), dtype, rcond=0.5))]
    assert_same_cases(xp, cases, **t)


def test_fits_follow_lstsq(xp):
    """polyfit and numpy.polynomial's fits solve by lstsq: NumPy's values, bit for bit where
    NumPy's routines run."""
    x = numpy.linspace(0, 3, 20)
    y = numpy.sin(x) + 0.1 * x * x
    assert_same_cases(xp, [
        ("polyfit", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 3)),
        ("polyfit full", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 4, full=True)),
        ("polyfit weights", lambda xp: xp.polyfit(xp.asarray(x), xp.asarray(y), 2,
                                                  w=xp.asarray(1 + x), cov=True)),
        ("Polynomial.fit", lambda xp: xp.polynomial.Polynomial.fit(
            xp.asarray(x), xp.asarray(y), 3).coef),
        ("chebfit", lambda xp: xp.polynomial.chebyshev.chebfit(xp.asarray(x), xp.asarray(y), 5)),
    ], **host_tol("float64"))


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
def test_lstsq_rcond_outside_0_1(xp, dtype):
    """An rcond <= 0 or >= 1 is LAPACK gelsd's machine precision (float64's eps / 2, NumPy
    computing in float64 for every dtype): the rank of diag(1, v) for v either side of it."""
    def body(xp):
        ranks = []
        for v in (1.5e-16, 1e-16, 1e-15, 1e-7):
            a = xp.asarray(numpy.diag([1.0, v]).astype(dtype))
            b = xp.ones(2, dtype)
            ranks.append([xp.linalg.lstsq(a, b, rcond=r)[2] for r in (-1, 0, 1, 2.5, None, 0.5)])
        return ranks
    assert_same(xp, body)
