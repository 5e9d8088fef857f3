"""Stacks of small systems (n <= 32: gpnumpy's register LU kernel on a GPU, small_solve.cu),
result layouts (C- or F-contiguous where NumPy's are) and the kernels' compilation.

solve and inv of small matrices are compared with NumPy's values over sizes that pad to
every lane width (1 ... 32 and one past), right-hand side counts across the kernel's column
chunks, the four computation dtypes, operands read as they lie (transposed, broadcast,
strided, mixed dtypes) and a singular matrix anywhere in a stack.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases

from ._mats import INEXACT, general, hermitian_pd, tol
from tests import nvrtc_build

SIZES = [1, 2, 3, 5, 8, 9, 16, 17, 31, 32, 33]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("n", SIZES)
def test_small_solve_sizes(xp, n, dtype):
    t = tol(dtype)
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (40, n, n), dtype),
                                               general(xp, (40, n), dtype, seed=1,
                                                       dominant=False)), **t)
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (7, n, n), dtype, seed=2),
                                               general(xp, (7, n, 3), dtype, seed=3,
                                                       dominant=False)), **t)
    assert_same(xp, lambda xp: xp.linalg.inv(general(xp, (5, n, n), dtype, seed=4)), **t)


@pytest.mark.parametrize("k", [0, 1, 7, 8, 9, 17, 40])
def test_small_solve_rhs_counts(xp, k):
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (6, 8, 8)),
                                               general(xp, (6, 8, k), seed=5, dominant=False)),
                **tol("float64"))
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (8, 8)),
                                               general(xp, (8, k), seed=6, dominant=False)),
                **tol("float64"))


def test_small_solve_pivoting(xp):
    """Systems that need row exchanges (zero and tiny leading entries)."""
    p = numpy.array([[0.0, 1.0, 2.0], [1.0, 0.0, 3.0], [4.0, -3.0, 8.0]])
    q = numpy.array([[1e-20, 1.0], [1.0, 1.0]])
    perm = numpy.eye(6)[[3, 0, 5, 1, 4, 2]]
    assert_same_cases(xp, [
        ("zero pivot", lambda xp: xp.linalg.solve(xp.asarray(p), xp.asarray([1.0, 2.0, 3.0]))),
        ("tiny pivot", lambda xp: xp.linalg.solve(xp.asarray(q), xp.asarray([1.0, 2.0]))),
        ("permutation", lambda xp: xp.linalg.inv(xp.asarray(perm))),
        ("permutation f32", lambda xp: xp.linalg.inv(xp.asarray(perm, dtype="f4"))),
    ], rtol=1e-12, atol=1e-12)


def test_small_solve_layouts(xp):
    """Operands the kernel reads through their strides (and ones copied first)."""
    t = tol("float64")

    def a(xp, shape=(4, 5, 5), seed=0):
        return general(xp, shape, seed=seed)

    def b(xp, shape=(4, 5, 3), seed=1):
        return general(xp, shape, seed=seed, dominant=False)

    assert_same_cases(xp, [
        ("a transposed", lambda xp: xp.linalg.solve(a(xp).swapaxes(-1, -2), b(xp))),
        ("b transposed", lambda xp: xp.linalg.solve(a(xp), b(xp, (4, 3, 5)).swapaxes(-1, -2))),
        ("a broadcast", lambda xp: xp.linalg.solve(a(xp, (5, 5)), b(xp))),
        ("b broadcast", lambda xp: xp.linalg.solve(a(xp), b(xp, (5, 3)))),
        ("two batch axes", lambda xp: xp.linalg.solve(a(xp, (2, 3, 5, 5)), b(xp, (2, 3, 5, 2)))),
        ("two batch axes, vector b", lambda xp: xp.linalg.solve(a(xp, (2, 3, 5, 5)), b(xp, (5,)))),
        ("batch axes that do not merge", lambda xp: xp.linalg.solve(
            a(xp, (3, 4, 5, 5)).swapaxes(0, 1), b(xp, (4, 3, 5, 2)))),
        ("strided stack", lambda xp: xp.linalg.solve(a(xp, (8, 5, 5))[::2], b(xp)[:, ::-1])),
        ("negative strides", lambda xp: xp.linalg.inv(a(xp)[::-1, ::-1, ::-1])),
        ("int and f32", lambda xp: xp.linalg.solve(general(xp, (3, 4, 4), "int64"),
                                                   general(xp, (3, 4, 2), "float32", seed=2))),
        ("vector b, stacked a", lambda xp: xp.linalg.solve(a(xp), b(xp, (5,)))),
    ], **t)
    assert_same(xp, lambda xp: xp.linalg.solve(general(xp, (3, 4, 4), "float32"),
                                               general(xp, (3, 4, 2), "complex64", seed=2)),
                **tol("complex64"))


def test_small_solve_singular(xp):
    stack = numpy.stack([numpy.eye(4)] * 50)
    stack[37, 2] = stack[37, 1]          # two equal rows in one matrix of the stack
    zcol = numpy.eye(3)
    zcol[:, 1] = 0
    assert_same_cases(xp, [
        ("one of 50", lambda xp: xp.linalg.solve(xp.asarray(stack), xp.ones((50, 4)))),
        ("one of 50, inv", lambda xp: xp.linalg.inv(xp.asarray(stack))),
        ("zero column", lambda xp: xp.linalg.solve(xp.asarray(zcol), xp.ones(3))),
        ("zero column c128", lambda xp: xp.linalg.inv(xp.asarray(zcol, dtype="c16"))),
        ("no rhs", lambda xp: xp.linalg.solve(xp.asarray(stack), xp.ones((50, 4, 0)))),
        ("1x1 zero", lambda xp: xp.linalg.inv(xp.zeros((3, 1, 1)))),
        ("after a good call", lambda xp: (xp.linalg.inv(xp.asarray(stack[:30])),
                                          xp.linalg.inv(xp.asarray(stack)))),
    ])
    # the error is not remembered: the next call on good matrices succeeds
    assert_same(xp, lambda xp: xp.linalg.inv(xp.asarray(stack[:30])))


# ------------------------------------------------------------------ result layouts
def _layout_cases(xp):
    g = lambda shape, **kw: general(xp, shape, **kw)  # noqa: E731
    spd = hermitian_pd(xp, (6, 6))
    return [
        ("solve vector", lambda: xp.linalg.solve(g((6, 6)), g((6,), seed=1))),
        ("solve matrix", lambda: xp.linalg.solve(g((6, 6)), g((6, 4), seed=1))),
        ("solve matrix large", lambda: xp.linalg.solve(g((40, 40)), g((40, 5), seed=1))),
        ("solve stack large", lambda: xp.linalg.solve(g((3, 70, 70)), g((3, 70, 2), seed=1))),
        ("inv", lambda: xp.linalg.inv(g((6, 6)))),
        ("inv large", lambda: xp.linalg.inv(g((2, 40, 40)))),
        ("cholesky", lambda: xp.linalg.cholesky(spd)),
        ("cholesky upper", lambda: xp.linalg.cholesky(spd, upper=True)),
        ("cholesky stack", lambda: xp.linalg.cholesky(hermitian_pd(xp, (3, 5, 5)))),
        ("qr", lambda: tuple(xp.linalg.qr(g((7, 4), dominant=False)))),
        ("qr complete", lambda: tuple(xp.linalg.qr(g((7, 4), dominant=False), "complete"))),
        ("qr r", lambda: xp.linalg.qr(g((4, 7), dominant=False), "r")),
        ("qr raw", lambda: tuple(xp.linalg.qr(g((7, 4), dominant=False), "raw"))),
        ("qr raw stack", lambda: tuple(xp.linalg.qr(g((2, 4, 7), dominant=False), "raw"))),
        ("svd tall", lambda: tuple(xp.linalg.svd(g((9, 5), dominant=False)))),
        ("svd wide", lambda: tuple(xp.linalg.svd(g((5, 9), dominant=False)))),
        ("svd reduced", lambda: tuple(xp.linalg.svd(g((9, 5), dominant=False),
                                                    full_matrices=False))),
        ("svd stack of small", lambda: tuple(xp.linalg.svd(g((4, 6, 5), dominant=False)))),
        ("svd stack reduced", lambda: tuple(xp.linalg.svd(g((4, 5, 6), dominant=False),
                                                          full_matrices=False))),
        ("svd large", lambda: tuple(xp.linalg.svd(g((80, 70), dominant=False)))),
        ("eigh", lambda: tuple(xp.linalg.eigh(spd))),
        ("eigh stack", lambda: tuple(xp.linalg.eigh(hermitian_pd(xp, (3, 5, 5))))),
        ("eig complex", lambda: tuple(xp.linalg.eig(g((5, 5), dtype="complex128")))),
        ("pinv", lambda: xp.linalg.pinv(g((6, 4), dominant=False))),
        ("lstsq", lambda: xp.linalg.lstsq(g((6, 4), dominant=False), g((6, 2), seed=1))[0]),
    ]


def test_result_layouts(gp):
    """gpnumpy's results lie in memory as NumPy's do (C-contiguous; qr's raw h transposed):
    code that hands results to ctypes, ``view``s or reshapes them relies on it."""
    bad = []
    for (label, ref), (_, got) in zip(_layout_cases(numpy), _layout_cases(gp)):
        r, g = ref(), got()
        for i, (x, y) in enumerate(zip(r if isinstance(r, tuple) else (r,),
                                       g if isinstance(g, tuple) else (g,))):
            if (x.shape, x.dtype) != (y.shape, y.dtype) or x.strides != y.strides:
                bad.append("%s[%d]: NumPy %s %s %s, gpnumpy %s %s %s" % (
                    label, i, x.shape, x.dtype, x.strides, y.shape, y.dtype, y.strides))
    assert not bad, bad


# ------------------------------------------------------------------ kernels compile (no GPU needed)
try:
    from gpnumpy._kernels import compiler, render
    compiler._nvrtc_version()
    HAVE_NVRTC = True
    WHY = ""
except Exception as exc:  # pragma: no cover - depends on the machine
    HAVE_NVRTC = False
    WHY = "NVRTC unavailable: %s" % exc


@pytest.mark.skipif(not HAVE_NVRTC, reason=WHY or "NVRTC unavailable")
@pytest.mark.parametrize("code", ["f4", "f8", "c8", "c16"])
def test_linalg_kernels_compile(code):
    widths = [1, 2, 4, 8, 16] + ([32] if code != "c16" else [])
    for w in widths:
        for mode in ("rows", "cols", "det"):
            src, name = render.small_solve(code, w, mode)
            assert name in src
            # (the quick build that serves a cold cache first: compiler.get_kernel; the full
            # one too under GPNUMPY_TEST_FULL_BUILDS)
            assert compiler.compile_cubin(src, "90", name, quick=True)
            if nvrtc_build.FULL:
                assert compiler.compile_cubin(src, "90", name)
    for lower in (True, False):
        for wide in (True, False):
            src, name = render.triangle(code, lower, wide)
            assert nvrtc_build.compile_cubin(src, "90", name)
    with pytest.raises(ValueError):
        render.small_solve(code, 3, "rows")
    with pytest.raises(ValueError):
        render.small_solve(code, 8, "diagonal")
