"""A GPU without nvmath-python: products, linalg and fft all run NumPy on host copies, warn
once per function with the reason, and return device arrays with NumPy's values."""
import warnings

import numpy
import pytest

from ._mats import general


@pytest.fixture
def no_nvmath(gp, monkeypatch):
    """gpnumpy as on a GPU where ``import nvmath`` fails (on the host device there is
    nothing to fall back from: NumPy is the primitive there by design)."""
    from gpnumpy._core import device, dispatch, libraries, products
    if not device.ON_DEVICE:
        pytest.skip("the fallback is a GPU path: on the host device NumPy runs by design")
    monkeypatch.setattr(libraries, "_missing", "ModuleNotFoundError: No module named 'nvmath'")
    monkeypatch.setattr(products, "_blas_ok", False)
    monkeypatch.setattr(dispatch, "_warned", set())
    return gp


def _big(xp, x):
    """x tiled past small_gemm.cu's sizes (products it takes need no cuBLAS)."""
    return xp.tile(x, (12, 12))


def _big_system(xp, x):
    """A well-conditioned 72 x 72 matrix from x: past small_solve.cu's sizes (systems it takes
    need no cuSOLVER)."""
    return xp.eye(72) * 8 + _big(xp, x) / 72


CASES = [
    ("matmul", lambda xp, a, b: _big(xp, a) @ _big(xp, b)),
    ("matmul", lambda xp, a, b: xp.dot(_big(xp, a), _big(xp, b).astype("float32"))),
    ("matmul", lambda xp, a, b: (a + 1j) @ b),
    ("linalg.solve", lambda xp, a, b: xp.linalg.solve(_big_system(xp, a), _big(xp, b)[:, :3])),
    ("linalg.inv", lambda xp, a, b: xp.linalg.inv(_big_system(xp, a))),
    ("linalg.det", lambda xp, a, b: xp.linalg.det(_big_system(xp, a))),
    ("linalg.cholesky", lambda xp, a, b: xp.linalg.cholesky(a @ a.T)),
    ("linalg.svd", lambda xp, a, b: xp.linalg.svd(a, compute_uv=False)),
    ("linalg.eigvalsh", lambda xp, a, b: xp.linalg.eigvalsh(a + a.T)),
    ("fft", lambda xp, a, b: xp.fft.fft2(a)),
    ("fft", lambda xp, a, b: xp.fft.irfft(xp.fft.rfft(b[:, 0]))),
]


@pytest.mark.parametrize("case", range(len(CASES)), ids=[c[0] for c in CASES])
def test_library_fallback(no_nvmath, case):
    gp = no_nvmath
    name, body = CASES[case]
    ha, hb = general(numpy, (6, 6)), general(numpy, (6, 3), seed=1)
    ref = body(numpy, ha, hb)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        got = body(gp, gp.asarray(ha), gp.asarray(hb))
    msgs = [str(x.message) for x in w if issubclass(x.category, gp.FallbackWarning)]
    assert any(m.startswith("gpnumpy." + name) and "nvmath-python is not installed" in m
               for m in msgs), msgs
    assert all(x.filename == __file__ for x in w if issubclass(x.category, gp.FallbackWarning))
    assert isinstance(got, gp.ndarray) and got.dtype == ref.dtype and got.shape == ref.shape
    numpy.testing.assert_allclose(got.get(), ref, rtol=1e-5, atol=1e-6)


def test_small_products_need_no_library(no_nvmath):
    """float32/float64 products small_gemm.cu takes stay on the device without cuBLAS."""
    _on_the_device(no_nvmath, general(numpy, (6, 6)), general(numpy, (6, 3), seed=1),
                   (lambda xp, a, b: a @ b, lambda xp, a, b: xp.dot(a, b.astype("float32")),
                    lambda xp, a, b: xp.matmul(xp.stack([a, a.T]), b)), rtol=1e-5, atol=1e-6)


def _on_the_device(gp, ha, hb, bodies, rtol, atol):
    """Each ``body(xp, a, b)`` runs with no FallbackWarning and gives NumPy's dtype, shape
    and values (within rtol/atol)."""
    for body in bodies:
        ref = body(numpy, ha, hb)
        with warnings.catch_warnings():
            warnings.simplefilter("error", gp.FallbackWarning)
            got = body(gp, gp.asarray(ha), gp.asarray(hb))
        assert isinstance(got, gp.ndarray) and got.dtype == ref.dtype and got.shape == ref.shape
        numpy.testing.assert_allclose(got.get(), ref, rtol=rtol, atol=atol)


def test_small_systems_need_no_library(no_nvmath):
    """solve, inv, det and slogdet of systems small_solve.cu takes stay on the device without
    cuSOLVER or cuBLAS (and so import neither binding on a GPU that has them)."""
    _on_the_device(no_nvmath, general(numpy, (5, 6, 6)), general(numpy, (5, 6, 3), seed=1),
                   (lambda xp, a, b: xp.linalg.solve(a, b), lambda xp, a, b: xp.linalg.inv(a),
                    lambda xp, a, b: xp.linalg.det(a), lambda xp, a, b: xp.linalg.slogdet(a)[1],
                    lambda xp, a, b: xp.linalg.solve(a[0], b[0, :, 0])), rtol=1e-10, atol=1e-12)
