"""svd and what is built on it (svdvals, pinv, matrix_rank, norm, cond, lstsq) for input
holding infinities or NaNs, against NumPy.

LAPACK gives a matrix holding an infinity (and no NaN) NaN singular values, so NumPy's pinv is
zero (or NaN), matrix_rank 0, the 2-norms NaN and cond inf; a NaN anywhere in the input raises
LinAlgError('SVD did not converge'), and lstsq raises for either.  NumPy 2.5.5's svd raises for
an infinity too (its cond still gives inf): gpnumpy asks the installed NumPy which
(``_solvers._svd_refuses_infinities``).  On the host device gpnumpy
calls NumPy's own routines: its answers are NumPy's, bit for bit, U and Vh included (whatever
LAPACK left in them).  On the device path cuSOLVER is given no infinities: those matrices get NaN
singular values and the identity's columns and rows for U and Vh (``_solvers._svd_not_finite``),
which ``test_device_path_logic`` runs on the host.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases

from ._mats import host_tol, numpy_routines

inf, nan = numpy.inf, numpy.nan
#: matrices holding infinities (no NaN): LAPACK leaves NaN in U and Vh for some, finite values
#: (pinv zero) for others
INF = {
    "inf corner": [[inf, 1.0], [2.0, 3.0]],
    "inf off diagonal": [[1.0, inf], [0.0, 1.0]],
    "wide": [[1.0, 2.0, 3.0], [4.0, inf, 6.0]],
    "tall -inf": [[-inf, 1.0], [1.0, 1.0], [2.0, 2.0]],
    "all inf": [[inf, inf], [inf, inf]],
}
#: those whose real pinv NumPy gives as zeros (LAPACK left U and Vh finite; complex ones NaN)
PINV_ZERO = ["inf corner", "wide", "tall -inf"]


def _stack(dtype):
    """A stack whose first and last matrices hold an infinity, the middle one finite."""
    h = numpy.array([[[inf, 1.0], [2.0, 3.0]], [[1.0, 2.0], [3.0, 4.5]], [[1.0, -inf], [0.0, 1.0]]])
    return h.astype(dtype)


def _cases(dtype, decompositions):
    """(label, body) of every function over the INF matrices and the stack;
    ``decompositions``: also svd's U and Vh and pinv (NumPy's are LAPACK's leftovers)."""
    cases = []
    mats = {k: numpy.array(v, dtype) for k, v in INF.items()}
    mats["stack"] = _stack(dtype)
    for label, h in mats.items():
        def a(xp, h=h):
            return xp.asarray(h)
        cases += [
            (label + " svd S", lambda xp, a=a: xp.linalg.svd(a(xp))[1]),
            (label + " svd reduced S",
             lambda xp, a=a: xp.linalg.svd(a(xp), full_matrices=False).S),
            (label + " svd shapes",
             lambda xp, a=a: [(x.shape, x.dtype) for x in xp.linalg.svd(a(xp))]),
            (label + " svd values", lambda xp, a=a: xp.linalg.svd(a(xp), compute_uv=False)),
            (label + " svdvals", lambda xp, a=a: xp.linalg.svdvals(a(xp))),
            (label + " matrix_rank", lambda xp, a=a: xp.linalg.matrix_rank(a(xp))),
            (label + " lstsq", lambda xp, a=a: xp.linalg.lstsq(a(xp), xp.ones(a(xp).shape[-2]))),
        ]
        for o in (2, -2, "nuc"):
            cases.append((f"{label} norm {o}",
                          lambda xp, a=a, o=o: xp.linalg.norm(a(xp), o, axis=(-2, -1))))
        for p in (None, 2, -2):
            cases.append((f"{label} cond {p}", lambda xp, a=a, p=p: xp.linalg.cond(a(xp), p)))
        if decompositions or (label in PINV_ZERO and numpy.dtype(dtype).kind == "f"):
            cases.append((label + " pinv", lambda xp, a=a: xp.linalg.pinv(a(xp))))
        if decompositions:
            cases += [
                (label + " svd", lambda xp, a=a: tuple(xp.linalg.svd(a(xp)))),
                (label + " svd reduced",
                 lambda xp, a=a: tuple(xp.linalg.svd(a(xp), full_matrices=False))),
            ]
    nan_mats = {"nan": [[nan, 1.0], [2.0, 3.0]], "nan and inf": [[nan, inf], [2.0, 3.0]],
                "nan in a stack": [[[1.0, 2.0], [3.0, 4.0]], [[inf, 1.0], [1.0, 1.0]],
                                   [[1.0, 1.0], [nan, 1.0]]]}
    for label, v in nan_mats.items():
        h = numpy.array(v, dtype)
        cases += [
            (label + " svd", lambda xp, h=h: xp.linalg.svd(xp.asarray(h))),
            (label + " svd values", lambda xp, h=h: xp.linalg.svd(xp.asarray(h), compute_uv=False)),
            (label + " pinv", lambda xp, h=h: xp.linalg.pinv(xp.asarray(h))),
            (label + " matrix_rank", lambda xp, h=h: xp.linalg.matrix_rank(xp.asarray(h))),
            (label + " norm 2", lambda xp, h=h: xp.linalg.norm(xp.asarray(h), 2, axis=(-2, -1))),
        ]
    return cases


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
def test_svd_not_finite(xp, dtype):
    """NumPy's answers end to end: bit for bit where NumPy's routines run, U, Vh and every
    pinv included; on a GPU the values these are built from (NaN singular values), the
    finite matrices of a stack to the dtype's tolerance."""
    assert_same_cases(xp, _cases(dtype, decompositions=numpy_routines()), **host_tol(dtype))


@pytest.fixture
def device_logic(gp, monkeypatch):
    """gpnumpy.linalg with the device path's handling of input that is not finite
    (``_solvers._svd_not_finite``, what ``_solvers.svd`` calls in place of cuSOLVER), NumPy's
    svd for finite input."""
    from gpnumpy.linalg import _solvers

    def numpy_svd(a, dt, full_matrices, compute_uv):  # (NumPy's, on either device)
        r = _solvers._host_call(numpy.linalg.svd, a, dt=dt, full_matrices=full_matrices,
                                compute_uv=compute_uv)
        return tuple(r) if compute_uv else r

    def svd(a, dt, full_matrices, compute_uv, finite=False):
        if not finite and not bool(gp.all(gp.isfinite(a))):
            return _solvers._svd_not_finite(a, dt, full_matrices, compute_uv)
        return numpy_svd(a, dt, full_matrices, compute_uv)
    monkeypatch.setattr(_solvers, "svd", svd)
    return gp


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"])
def test_device_path_logic(device_logic, dtype):
    """The device path's answer: NumPy's for everything built on the singular values (pinv
    where LAPACK leaves U and Vh finite); NaN singular values and the identity's columns and
    rows for U and Vh of the matrices holding an infinity, in NumPy's shapes and dtypes (full
    or reduced); a stack's finite matrices their own decomposition; LinAlgError for a NaN."""
    gp = device_logic
    assert_same_cases(gp, _cases(dtype, decompositions=False), **host_tol(dtype))
    h = _stack(dtype)
    bad = numpy.array([True, False, True])
    from gpnumpy.linalg import _solvers
    if _solvers._svd_refuses_infinities():
        # (the installed NumPy's svd raises for an infinity, as NumPy 2.5.5's: so does ours,
        # for a stack and for wide and tall matrices alike)
        for x in (h, numpy.array([[1.0, 2.0, inf], [4.0, 5.0, 6.0]], dtype)):
            for full in (True, False):
                with pytest.raises(numpy.linalg.LinAlgError, match="SVD did not converge"):
                    gp.linalg.svd(gp.asarray(x), full_matrices=full)
        return
    for full in (True, False):
        want = numpy.linalg.svd(numpy.where(bad[:, None, None], 0, h), full_matrices=full)
        got = [x.get() for x in gp.linalg.svd(gp.asarray(h), full_matrices=full)]
        for g, w in zip(got, want):
            assert g.dtype == w.dtype and g.shape == w.shape
        numpy.testing.assert_array_equal(got[1][bad], nan)
        for g, w in (got[0], want[0]), (got[2], want[2]):
            numpy.testing.assert_array_equal(g[bad], numpy.broadcast_to(
                numpy.eye(*w.shape[-2:], dtype=w.dtype), g[bad].shape))
            numpy.testing.assert_array_equal(g[~bad], w[~bad])
        numpy.testing.assert_array_equal(got[1][~bad], want[1][~bad])
    for wide in ([[1.0, 2.0, inf], [4.0, 5.0, 6.0]], [[1.0, 2.0], [inf, 5.0], [6.0, 7.0]]):
        for full in (True, False):
            u, s, vh = gp.linalg.svd(gp.asarray(numpy.array(wide, dtype)), full_matrices=full)
            w = numpy.linalg.svd(numpy.zeros((len(wide), len(wide[0])), dtype), full_matrices=full)
            assert [u.shape, s.shape, vh.shape] == [x.shape for x in w]
            numpy.testing.assert_array_equal(u.get(), numpy.eye(*w[0].shape, dtype=dtype))
            numpy.testing.assert_array_equal(vh.get(), numpy.eye(*w[2].shape, dtype=dtype))
    with pytest.raises(numpy.linalg.LinAlgError, match="SVD did not converge"):
        gp.linalg.svd(gp.asarray(numpy.array([[nan, inf], [1.0, 1.0]], dtype)), compute_uv=False)


def test_cond_takes_nan_singular_values(gp, monkeypatch):
    """Where NumPy's cond takes NaN singular values for a matrix its SVD does not converge on
    (NumPy 2.5.5 on, ``_linalg._cond_nan_svd``): NaN for a NaN matrix, inf for an infinite
    one, the others their condition number."""
    from gpnumpy.linalg import _linalg
    monkeypatch.setattr(_linalg, "_cond_nan_svd", lambda: True)
    h = numpy.array([[[1.0, 2.0], [3.0, 4.5]], [[nan, 1.0], [1.0, 1.0]],
                     [[inf, 1.0], [1.0, 1.0]]])
    for p in (None, 2, -2, "nuc"):
        got = gp.linalg.cond(gp.asarray(h), p).get()
        want = numpy.linalg.cond(h[0], p)
        assert got.dtype == numpy.float64 and numpy.isnan(got[1]) and got[2] == inf, (p, got)
        numpy.testing.assert_allclose(got[0], want, rtol=1e-12)
