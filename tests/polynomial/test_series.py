"""gpnumpy.polynomial against numpy.polynomial: the six series classes and their modules'
functions, on gpnumpy arrays.  Each case runs with NumPy and with gpnumpy; results are compared
as values (series by class name, coefficients, domain, window and symbol; arrays by value, dtype
and shape; strings exactly), exceptions by type and message, warnings by category and message.
gpnumpy's array results must be gpnumpy arrays (they are computed on the device)."""
import copy
import pickle
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import to_numpy

gp = pytest.importorskip("gpnumpy")

KINDS = [("Polynomial", "polynomial", "poly"), ("Chebyshev", "chebyshev", "cheb"),
         ("Legendre", "legendre", "leg"), ("Laguerre", "laguerre", "lag"),
         ("Hermite", "hermite", "herm"), ("HermiteE", "hermite_e", "herme")]


def _norm(x, lib):
    """A comparable form of a result (and a check that gpnumpy gives its own arrays)."""
    if isinstance(x, numpy.polynomial._polybase.ABCPolyBase):
        if lib is gp:
            assert type(x).__module__.startswith("gpnumpy.polynomial"), type(x)
            assert isinstance(x.coef, gp.ndarray), type(x.coef)
        return ("series", type(x).__name__, _norm(x.coef, lib), numpy.asarray(to_numpy(x.domain)),
                numpy.asarray(to_numpy(x.window)), x.symbol)
    if isinstance(x, (tuple, list)):
        return type(x).__name__, [_norm(v, lib) for v in x]
    if isinstance(x, numpy.ndarray) and lib is gp and x.dtype.kind in "biufc" and x.ndim:
        raise AssertionError("gpnumpy gave a NumPy array: %r" % (x,))
    if isinstance(x, (numpy.ndarray, numpy.generic)) or (lib is gp and isinstance(x, gp.ndarray)):
        a = numpy.asarray(to_numpy(x))
        return ("array", a.dtype.str, a.shape, a)
    return x


def _run(body, lib):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = ("ok", _norm(body(lib), lib))
        except Exception as exc:   # noqa: BLE001 - NumPy's exception is the expected answer
            out = ("raise", type(exc).__name__, str(exc))
    return out, [(w.category.__name__, str(w.message)) for w in caught]


def _same(want, got, rtol):
    if isinstance(want, tuple) and want and want[0] == "array":
        assert isinstance(got, tuple) and got[0] == "array", got
        assert want[1:3] == got[1:3], (want[1:3], got[1:3])
        if want[3].dtype.kind in "fc":
            numpy.testing.assert_allclose(got[3], want[3], rtol=rtol, atol=rtol)
        else:
            numpy.testing.assert_array_equal(got[3], want[3])
    elif isinstance(want, (tuple, list)):
        assert type(want) is type(got) and len(want) == len(got), (want, got)
        for w, g in zip(want, got):
            _same(w, g, rtol)
    elif isinstance(want, numpy.ndarray):
        numpy.testing.assert_allclose(got, want, rtol=rtol, atol=rtol)
    else:
        assert want == got, (want, got)


def check(body, rtol=1e-9):
    __tracebackhide__ = True
    want, want_w = _run(body, numpy)
    got, got_w = _run(body, gp)
    assert want[0] == got[0], (want, got)
    if want[0] == "raise":
        # (messages that print the class name the class's module: gpnumpy's classes are ours)
        assert want == got[:2] + (got[2].replace("gpnumpy.polynomial.", "numpy.polynomial."),)
    else:
        _same(want[1], got[1], rtol)
    assert [w for w in got_w if w[0] != "FallbackWarning"] == want_w
    # (object arrays, as NumPy makes of bool coefficients, are held on the host by design)
    assert not [w for w in got_w if w[0] == "FallbackWarning" and "dtype object" not in w[1]], got_w


def _cls(lib, name):
    return getattr(lib.polynomial, name)


def _arr(lib, values, dtype=None):
    return lib.asarray(numpy.asarray(values, dtype=dtype))


# ---------------------------------------------------------------- the classes
CLASS_CASES = [
    ("construct", lambda C, L: C([1, 2, 3])),
    ("construct int8 array", lambda C, L: C(_arr(L, [1, 2], "int8"))),
    ("construct bool", lambda C, L: C([True, False])),
    ("construct complex", lambda C, L: C([1j, 2])),
    ("construct domain window symbol", lambda C, L: C([1, 2], domain=[0, 4], window=[-2, 2],
                                                      symbol="t")),
    ("bad 2-d coefficients", lambda C, L: C([[1, 2], [3, 4]])),
    ("bad domain", lambda C, L: C([1, 2], domain=[0, 1, 2])),
    ("bad symbol", lambda C, L: C([1, 2], symbol="1x")),
    ("call", lambda C, L: C([1, 2, 3], domain=[0, 2])(L.linspace(-1, 3, 7))),
    ("call scalar", lambda C, L: C([1, 2, 3])(0.5)),
    ("call list", lambda C, L: C([1, 2, 3])([0.0, 1.0])),
    ("call 2-d", lambda C, L: C([1, -2, 0.5])(L.reshape(L.arange(6.0), (2, 3)))),
    ("composition", lambda C, L: C([1, 2, 3])(C([0, 1, 1]))),
    ("add", lambda C, L: C([1, 2, 3]) + C([4, 5])),
    ("add scalar", lambda C, L: C([1, 2, 3]) + 2),
    ("radd", lambda C, L: 2 + C([1, 2, 3])),
    ("sub", lambda C, L: C([1, 2, 3]) - C([4, 5, 6, 7])),
    ("rsub", lambda C, L: 1.5 - C([1, 2])),
    ("mul", lambda C, L: C([1, 2, 3]) * C([0, 1])),
    ("mul scalar", lambda C, L: C([1, 2, 3]) * 0.5),
    ("neg pos", lambda C, L: (-C([1, -2]), +C([1, -2]))),
    ("truediv scalar", lambda C, L: C([1, 2, 4]) / 2),
    ("floordiv", lambda C, L: C([1, 2, 3, 4]) // C([1, 1])),
    ("mod", lambda C, L: C([1, 2, 3, 4]) % C([1, 1])),
    ("divmod", lambda C, L: divmod(C([1, 2, 3, 4]), C([1, 1]))),
    ("pow", lambda C, L: C([1, 2]) ** 3),
    ("pow negative", lambda C, L: C([1, 2]) ** -1),
    ("different domains", lambda C, L: C([1, 2]) + C([1, 2], domain=[0, 1])),
    ("eq ne", lambda C, L: (C([1, 2]) == C([1, 2]), C([1, 2]) != C([1, 2.5]),
                            C([1, 2]) == C([1, 2], domain=[0, 1]))),
    ("has_samecoef", lambda C, L: (C([1, 2]).has_samecoef(C([1, 2])),
                                   C([1, 2]).has_samecoef(C([1, 2, 0])))),
    ("degree len", lambda C, L: (C([1, 2, 3]).degree(), len(C([1, 2, 3, 0])))),
    ("copy", lambda C, L: C([1, 2], domain=[0, 3]).copy()),
    ("deepcopy", lambda C, L: copy.deepcopy(C([1, 2], domain=[0, 3]))),
    ("pickle", lambda C, L: pickle.loads(pickle.dumps(C([1, 2], domain=[0, 3])))),
    ("list", lambda C, L: list(C([1.5, 2]))),
    ("trim", lambda C, L: C([1, 2, 1e-12, 0]).trim(1e-10)),
    ("truncate", lambda C, L: C([1, 2, 3, 4]).truncate(2)),
    ("cutdeg", lambda C, L: C([1, 2, 3, 4]).cutdeg(1)),
    ("cutdeg bad", lambda C, L: C([1, 2, 3, 4]).cutdeg(-1)),
    ("deriv", lambda C, L: C([1, 2, 3, 4], domain=[0, 2]).deriv(2)),
    ("integ", lambda C, L: C([1, 2, 3]).integ()),
    ("integ k lbnd", lambda C, L: C([1, 2, 3], domain=[0, 1]).integ(2, k=[1, 2], lbnd=0.5)),
    ("integ bad", lambda C, L: C([1, 2]).integ(-1)),
    ("roots", lambda C, L: C.fromroots([-1.5, 0.5, 2.0]).roots()),
    ("fromroots", lambda C, L: C.fromroots([1, 2, 3], domain=[0, 4])),
    ("identity", lambda C, L: C.identity(domain=[0, 2])),
    ("basis", lambda C, L: C.basis(3)),
    ("basis bad", lambda C, L: C.basis(-1)),
    ("linspace", lambda C, L: C([1, 2, 3]).linspace(5)),
    ("linspace domain", lambda C, L: C([1, 2, 3]).linspace(4, domain=[0, 1])),
    ("mapparms", lambda C, L: C([1], domain=[0, 4]).mapparms()),
    ("convert", lambda C, L: C([1, 2, 3]).convert(kind=L.polynomial.Chebyshev)),
    ("convert domain", lambda C, L: C([1, 2, 3]).convert(domain=[0, 1])),
    ("cast", lambda C, L: C.cast(L.polynomial.Legendre([1, 2, 3]))),
    ("fit", lambda C, L: C.fit(L.linspace(0, 2, 30), L.sin(L.linspace(0, 2, 30)), 4)),
    ("fit full", lambda C, L: C.fit(L.linspace(0, 2, 10), L.linspace(0, 2, 10) ** 2, 2,
                                    full=True)[1][:2]),
    ("fit weights deg list", lambda C, L: C.fit(L.arange(8.0), L.arange(8.0) ** 3, [0, 3],
                                                w=L.ones(8), domain=[0, 7])),
    ("fit window", lambda C, L: C.fit([0.0, 1, 2, 3], [1.0, 3, 2, 5], 1, window=[0, 1])),
    ("fit rank warning", lambda C, L: C.fit(L.ones(5), L.arange(5.0), 3)),
    ("fit bad deg", lambda C, L: C.fit(L.arange(4.0), L.arange(4.0), -1)),
    ("fit mismatched", lambda C, L: C.fit(L.arange(4.0), L.arange(5.0), 1)),
    ("str", lambda C, L: str(C([1, -2.5, 0, 3e-5, 1e20]))),
    ("repr", lambda C, L: repr(C([1, 2.5], domain=[0, 1], symbol="t"))),
    ("format ascii", lambda C, L: format(C([1, -2, 3.25]), "ascii")),
    ("format unicode", lambda C, L: format(C([1, -2, 3.25]), "unicode")),
    ("format bad", lambda C, L: format(C([1, 2]), "latex")),
    ("latex", lambda C, L: C([1, -2, 0, 3], domain=[0, 2])._repr_latex_()),
    ("str with printoptions", lambda C, L: _with_printoptions(L, C([1 / 3, 2 / 3, 12345.678]))),
    ("domain of a fit", lambda C, L: C.fit([1.0, 2, 4], [0.0, 1, 0], 2).domain),
]


def _with_printoptions(L, p):
    with L.printoptions(precision=3):
        return str(p)


@pytest.mark.parametrize("name", [k[0] for k in KINDS])
@pytest.mark.parametrize("label, body", CLASS_CASES, ids=[c[0] for c in CLASS_CASES])
def test_series_class(name, label, body):
    check(lambda L: body(_cls(L, name), L))


def test_classes_are_numpys():
    """The classes subclass NumPy's: isinstance holds, and NumPy's print style is shared."""
    for name, _, _ in KINDS:
        c = _cls(gp, name)
        assert issubclass(c, getattr(numpy.polynomial, name)) and c.__name__ == name
        assert c is getattr(gp.polynomial, name) and c.__module__.startswith("gpnumpy.polynomial.")
    p = gp.polynomial.Polynomial([1, 2])
    try:
        gp.polynomial.set_default_printstyle("ascii")
        assert str(p) == str(numpy.polynomial.Polynomial([1, 2])) == "1.0 + 2.0 x"
    finally:
        gp.polynomial.set_default_printstyle("unicode")


def test_mixed_with_numpys_series():
    """NumPy's series and gpnumpy's of one kind do not mix (NumPy's rule for two classes)."""
    with pytest.raises(TypeError, match="Polynomial types differ"):
        gp.polynomial.Polynomial([1, 2]) + numpy.polynomial.Polynomial([1, 2])


# ---------------------------------------------------------------- the modules' functions
def _fn(L, mod, prefix, name):
    return getattr(getattr(L.polynomial, mod), prefix + name)


MODULE_CASES = [
    ("val", lambda f, L: f("val")(L.linspace(-1, 1, 9), [1, 2, 3])),
    ("val 2-d c", lambda f, L: f("val")(L.arange(3.0), L.reshape(L.arange(6.0), (3, 2)))),
    ("val tensor false", lambda f, L: f("val")(L.arange(2.0), L.reshape(L.arange(6.0), (3, 2)),
                                               tensor=False)),
    ("val2d", lambda f, L: f("val2d")(L.arange(3.0), L.arange(3.0), L.ones((2, 3)))),
    ("val3d", lambda f, L: f("val3d")([0.5, 1], [1, 2], [0, 1], L.ones((2, 2, 2)))),
    ("grid2d", lambda f, L: f("grid2d")([0.5, 1], [1, 2, 3], L.ones((2, 3)))),
    ("vander", lambda f, L: f("vander")(L.linspace(-1, 1, 5), 3)),
    ("vander bad", lambda f, L: f("vander")(L.arange(3.0), -1)),
    ("vander2d", lambda f, L: f("vander2d")([0.0, 1, 2], [1.0, 2, 3], [1, 2])),
    ("add", lambda f, L: f("add")([1, 2, 3], L.asarray([1.0, 1]))),
    ("sub", lambda f, L: f("sub")([1, 2], [1, 2, 3])),
    ("mul", lambda f, L: f("mul")([1, 2, 3], [0, 1])),
    ("mul non-finite", lambda f, L: f("mul")([numpy.nan, numpy.inf, -1], [1.0, numpy.inf, -1])),
    ("mulx", lambda f, L: f("mulx")([1, 2, 3])),
    ("div", lambda f, L: f("div")([1, 2, 3, 4], [1, 1])),
    ("div by zero", lambda f, L: f("div")([1, 2], [0])),
    ("pow", lambda f, L: f("pow")([1, 2], 3)),
    ("pow maxpower", lambda f, L: f("pow")([1, 2], 20, maxpower=16)),
    ("der", lambda f, L: f("der")([1, 2, 3, 4], 2, scl=0.5)),
    ("der axis", lambda f, L: f("der")(L.reshape(L.arange(12.0), (4, 3)), axis=1)),
    ("int", lambda f, L: f("int")([1, 2, 3], 2, k=[1, -1], lbnd=1)),
    ("int bad k", lambda f, L: f("int")([1, 2, 3], 1, k=[1, 2])),
    ("roots", lambda f, L: f("roots")([-2.0, 1, 3])),
    ("roots linear", lambda f, L: f("roots")([2.0, 4])),
    ("fromroots", lambda f, L: f("fromroots")([1, -1, 2.5])),
    ("fit", lambda f, L: f("fit")(L.linspace(0, 1, 20), L.exp(L.linspace(0, 1, 20)), 3)),
    ("fit 2-d y", lambda f, L: f("fit")(L.arange(6.0), L.reshape(L.arange(12.0), (6, 2)), 1)),
    ("fit full", lambda f, L: f("fit")(L.arange(5.0), L.arange(5.0) ** 2, 2, full=True)[1][1:3]),
    ("companion", lambda f, L: f("companion")([1, 2, 3, 4])),
    ("companion short", lambda f, L: f("companion")([1])),
    ("line", lambda f, L: f("line")(3, 2)),
    ("trim", lambda f, L: f("trim")([1, 2, 0, 0])),
]


@pytest.mark.parametrize("mod, prefix", [(k[1], k[2]) for k in KINDS], ids=[k[1] for k in KINDS])
@pytest.mark.parametrize("label, body", MODULE_CASES, ids=[c[0] for c in MODULE_CASES])
def test_module_functions(mod, prefix, label, body):
    check(lambda L: body(lambda name: _fn(L, mod, prefix, name), L), rtol=1e-8)


def _pm(L, name):
    return getattr(L.polynomial.polynomial, name)


def _cm(L, name):
    return getattr(L.polynomial.chebyshev, name)


def _pu(L, name):
    return getattr(L.polynomial.polyutils, name)


class _Overriding:
    """Another library's array (NEP 18): NumPy's dispatched functions hand calls to it."""

    def __array_function__(self, func, types, args, kwargs):
        return "%s.%s" % (func.__module__, func.__name__)


ONE_OFF_CASES = [
    ("polyvalfromroots", lambda L: _pm(L, "polyvalfromroots")(L.arange(4.0), [1, 2])),
    ("polyvalfromroots 2-d r", lambda L: _pm(L, "polyvalfromroots")([1.0, 2],
                                                                     L.ones((2, 3)))),
    ("chebinterpolate", lambda L: _cm(L, "chebinterpolate")(L.cos, 5)),
    ("chebpts1", lambda L: _cm(L, "chebpts1")(5)),
    ("chebpts2", lambda L: _cm(L, "chebpts2")(5)),
    ("chebgauss", lambda L: _cm(L, "chebgauss")(4)),
    ("leggauss", lambda L: L.polynomial.legendre.leggauss(5)),
    ("hermgauss", lambda L: L.polynomial.hermite.hermgauss(4)),
    ("lagweight", lambda L: L.polynomial.laguerre.lagweight(L.arange(3.0))),
    ("poly2cheb", lambda L: _cm(L, "poly2cheb")([0, 1, 2, 3])),
    ("cheb2poly", lambda L: _cm(L, "cheb2poly")([0, 1, 2, 3])),
    ("as_series", lambda L: _pu(L, "as_series")([[1, 2], L.asarray([3.0])])),
    ("as_series empty", lambda L: _pu(L, "as_series")([[]])),
    ("trimseq", lambda L: _pu(L, "trimseq")(L.asarray([1.0, 0, 0]))),
    ("trimcoef", lambda L: _pu(L, "trimcoef")([1, 1e-3, 0], 1e-2)),
    ("getdomain", lambda L: _pu(L, "getdomain")(L.asarray([3.0, -1, 2]))),
    ("mapdomain", lambda L: _pu(L, "mapdomain")(L.arange(3.0), [0, 2], [-1, 1])),
    ("mapparms", lambda L: _pu(L, "mapparms")([0, 2], [-1, 1])),
    ("polyval2d of an overriding object",
     lambda L: _pm(L, "polyval2d")(_Overriding(), L.arange(2.0), [[1.0, 2], [3, 4]])),
    ("polygrid2d of an overriding object",
     lambda L: _pm(L, "polygrid2d")(L.arange(2.0), L.arange(3.0), _Overriding())),
    ("polyval2d of arrays beside the override protocol",
     lambda L: _pm(L, "polyval2d")(L.arange(2.0), L.arange(2.0), [[1.0, 2], [3, 4]])),
    ("mapparms zero width", lambda L: _pu(L, "mapparms")(L.asarray([1.0, 1.0]), [-1, 1])),
]


@pytest.mark.parametrize("label, body", ONE_OFF_CASES, ids=[c[0] for c in ONE_OFF_CASES])
def test_other_functions(label, body):
    check(body)


def test_modules_import_as_numpys():
    import gpnumpy.polynomial.chebyshev as ch
    from gpnumpy.polynomial.polynomial import polyval
    from gpnumpy.polynomial import polyutils
    assert ch is gp.polynomial.chebyshev and polyval is gp.polynomial.polynomial.polyval
    public = {k for k in dir(numpy.polynomial.polyutils) if not k.startswith("_")}
    assert public <= set(dir(polyutils))
    assert sorted(gp.polynomial.__all__) == sorted(numpy.polynomial.__all__)
