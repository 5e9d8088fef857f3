"""gpnumpy.linalg as a package: its names, NumPy's exception and result classes, dispatch from
numpy.linalg, and the array-API members (diagonal, trace, matrix_transpose, outer, cross, matmul,
tensordot, vecdot) with the products re-exported from gpnumpy's products."""
import importlib

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases

from ._mats import general, host_tol


def test_package_imports(gp):
    mod = importlib.import_module("gpnumpy.linalg")
    assert mod is gp.linalg
    from gpnumpy.linalg import norm  # noqa: F401
    assert mod.__name__ == "gpnumpy.linalg"
    missing = [n for n in numpy.linalg.__all__ if not hasattr(mod, n)]
    assert not missing, missing
    assert sorted(mod.__all__) == sorted(numpy.linalg.__all__)


def test_linalgerror_class(gp):
    assert gp.linalg.LinAlgError is numpy.linalg.LinAlgError
    try:
        gp.linalg.inv(gp.zeros((2, 2)))
    except numpy.linalg.LinAlgError as exc:
        assert str(exc) == "Singular matrix"
    else:
        raise AssertionError("no LinAlgError")


RESULTS = {
    "svd": (lambda xp: xp.linalg.svd(general(xp, (4, 3))), "SVDResult", ("U", "S", "Vh")),
    "eigh": (lambda xp: xp.linalg.eigh(general(xp, (3, 3)) + general(xp, (3, 3)).T), "EighResult",
             ("eigenvalues", "eigenvectors")),
    "eig": (lambda xp: xp.linalg.eig(general(xp, (3, 3))), "EigResult",
            ("eigenvalues", "eigenvectors")),
    "qr": (lambda xp: xp.linalg.qr(general(xp, (4, 3))), "QRResult", ("Q", "R")),
    "slogdet": (lambda xp: xp.linalg.slogdet(general(xp, (3, 3))), "SlogdetResult",
                ("sign", "logabsdet")),
}


@pytest.mark.parametrize("name", list(RESULTS))
def test_result_types(gp, name):
    make, cls, fields = RESULTS[name]
    r = make(gp)
    ref = make(numpy)
    assert type(r) is type(ref), (type(r), type(ref))  # NumPy's own class
    assert type(r).__name__ == cls and r._fields == fields
    assert all(isinstance(x, gp.ndarray) for x in r)


def test_dispatch_from_np_linalg(gp):
    """numpy.linalg functions called with gpnumpy arrays run gpnumpy's (no fallback)."""
    import warnings
    a = gp.asarray(general(numpy, (4, 4)))
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        x = numpy.linalg.solve(a, gp.ones(4))
        n = numpy.linalg.norm(a)
        w = numpy.linalg.eigvalsh(a + a.T)
    assert isinstance(x, gp.ndarray) and isinstance(w, gp.ndarray)
    numpy.testing.assert_allclose(float(n), numpy.linalg.norm(a.get()), rtol=1e-12)


def test_array_api_members(xp):
    x3 = lambda xp: general(xp, (2, 3, 3), dominant=False)  # noqa: E731
    assert_same_cases(xp, [
        ("diagonal", lambda xp: xp.linalg.diagonal(x3(xp))),
        ("diagonal offset", lambda xp: xp.linalg.diagonal(x3(xp), offset=-1)),
        ("trace", lambda xp: xp.linalg.trace(x3(xp))),
        ("trace offset dtype", lambda xp: xp.linalg.trace(x3(xp), offset=1, dtype="float32")),
        ("trace int", lambda xp: xp.linalg.trace(general(xp, (2, 4, 4), "int8"))),
        ("matrix_transpose", lambda xp: xp.linalg.matrix_transpose(x3(xp))),
        ("matrix_transpose 1-d", lambda xp: xp.linalg.matrix_transpose(xp.ones(3))),
        ("outer", lambda xp: xp.linalg.outer(xp.arange(3.0), xp.arange(4))),
        ("outer 2-d", lambda xp: xp.linalg.outer(xp.ones((2, 2)), xp.ones(2))),
        ("cross", lambda xp: xp.linalg.cross(x3(xp), x3(xp)[::-1])),
        ("cross axis", lambda xp: xp.linalg.cross(x3(xp), x3(xp)[::-1], axis=1)),
        ("cross 2", lambda xp: xp.linalg.cross(xp.ones(2), xp.ones(2))),
        ("matmul", lambda xp: xp.linalg.matmul(x3(xp), x3(xp))),
        ("tensordot", lambda xp: xp.linalg.tensordot(x3(xp), x3(xp), axes=1)),
        ("vecdot", lambda xp: xp.linalg.vecdot(x3(xp), x3(xp), axis=1)),
        ("matrix_power", lambda xp: xp.linalg.matrix_power(x3(xp), 3)),
        ("matrix_power -1", lambda xp: xp.linalg.matrix_power(general(xp, (3, 3)), -1)),
        ("multi_dot", lambda xp: xp.linalg.multi_dot([general(xp, (3, 4)), general(xp, (4, 5)),
                                                      general(xp, (5, 2))])),
    ], rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape, dtype", [((4, 4), "float32"), ((2, 3, 3), "float64"),
                                          ((3, 3), "complex64"), ((3, 3), "int64")], ids=str)
def test_matrix_power_association(xp, shape, dtype):
    """NumPy's products in NumPy's order, written out (bit for bit on any device, the NumPy
    half checks them): n == 3 is (a @ a) @ a (the binary decomposition would give
    a @ (a @ a)); larger n squares z = z @ z and multiplies result @ z at each set bit; a
    negative n inverts first; 0 is the identity, 1 ``a`` itself."""
    def body(xp):
        a = general(xp, shape, dtype, dominant=False)
        mm = xp.matmul
        a2 = mm(a, a)
        a4 = mm(a2, a2)
        ai = xp.linalg.inv(a)
        ai2 = mm(ai, ai)
        want = {0: xp.broadcast_to(xp.eye(shape[-1], dtype=dtype), shape), 1: a, 2: a2,
                3: mm(a2, a), 4: a4, 5: mm(a, a4), 6: mm(a2, a4), 7: mm(mm(a, a2), a4),
                11: mm(mm(a, a2), mm(a4, a4)), -1: ai, -2: ai2, -3: mm(ai2, ai),
                -5: mm(ai, mm(ai2, ai2))}
        got = {n: xp.linalg.matrix_power(a, n) for n in want}
        return ([bool(xp.array_equal(got[n], w)) for n, w in want.items()],
                [(got[n].dtype, got[n].shape) for n in want], got[1] is a)
    assert_same(xp, body)
    # and NumPy's values (bit for bit where NumPy's products run: the host device)
    assert_same(xp, lambda xp: [xp.linalg.matrix_power(general(xp, shape, dtype), n)
                                for n in (-3, 0, 1, 2, 3, 4, 7, 12)],
                **host_tol(numpy.result_type(dtype, numpy.float32)))


def test_inputs_from_lists(xp):
    assert_same_cases(xp, [
        ("solve lists", lambda xp: xp.linalg.solve([[2, 1], [1, 3]], [1, 2])),
        ("det list", lambda xp: xp.linalg.det([[1, 2], [3, 4]])),
        ("inv bool", lambda xp: xp.linalg.inv([[True, False], [False, True]])),
        ("eigvalsh list", lambda xp: xp.linalg.eigvalsh([[2.0, 1.0], [1.0, 2.0]])),
    ], rtol=1e-12, atol=1e-12)


def test_host_dtypes_and_dates(gp):
    """Strings and objects (data the device does not hold) and dates or durations (which no
    factorisation takes) are NumPy's function on the host: its LinAlgError for a 0-d string,
    its gufunc's casting error, qr's and norm's results."""
    def run(xp):
        out = []
        for x in ("abc", [["a", "b"], ["c", "d"]], numpy.array([[1, 0], [0, 2]], dtype=object),
                  numpy.array([[1, 0], [0, 2]], dtype="m8[s]"),
                  numpy.array([[1, 0], [0, 2]], dtype="M8[D]")):
            if isinstance(x, numpy.ndarray) and x.dtype.kind in "mM":
                x = xp.asarray(x)
            for name in ("det", "inv", "cholesky", "eigvals", "eigh", "svd", "qr", "pinv",
                         "matrix_rank", "slogdet", "norm", "cond", "solve", "lstsq"):
                f = getattr(xp.linalg, name)
                try:
                    r = f(x, x) if name in ("solve", "lstsq") else f(x)
                    r = r[0] if isinstance(r, tuple) else r
                    out.append((name, repr(numpy.asarray(r).tolist())))
                except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                    out.append((name, type(e).__name__, str(e)))
        return out
    assert run(gp) == run(numpy)


def test_qr_deprecation_warnings_point_at_caller(gp):
    """As NumPy's: the user's line, past the namespace's wrappers (host dtypes, subclasses)."""
    import warnings
    for mode in ("full", "economic"):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            gp.linalg.qr(gp.eye(2), mode=mode)
        dep = [x for x in w if issubclass(x.category, DeprecationWarning)]
        assert len(dep) == 1 and dep[0].filename == __file__, [x.filename for x in w]
