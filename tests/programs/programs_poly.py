"""Polynomials as users write them: the numpy.polynomial package (the Polynomial, Chebyshev,
Legendre, Hermite, HermiteE and Laguerre classes: construction, fit with deg/domain/window/weights,
evaluation, arithmetic with series and scalars, deriv/integ, roots, convert/cast, linspace, repr,
str and the print style; the functional modules polyval/polyfit/chebval/legval/...) and the legacy
API (poly1d, polyfit with cov/full/w, polyval, polyadd/polysub/polymul/polydiv, polyder/polyint,
roots, poly), with integer, float32 and complex coefficients and the bad inputs users pass.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Fitted and root values are printed rounded (a GPU's solvers round their own way).
"""
from .runner import attempt, attempt_rounded, collection, show, show_rounded


PROGRAMS, program = collection()


def r6(x):
    """A list (or number) rounded to 6 decimals, with -0 as 0."""
    if hasattr(x, "round") and getattr(x, "ndim", 0):
        return (x.round(6) + 0).tolist()
    if isinstance(x, complex) or getattr(x, "dtype", None) is not None and x.dtype.kind == "c":
        z = complex(x)
        return complex(round(z.real, 6) + 0, round(z.imag, 6) + 0)
    return round(float(x), 6) + 0


def sorted_roots(np, r):
    """Roots sorted by (real, imag) after rounding, as a list of rounded numbers."""
    r = np.asarray(r)
    vals = [complex(round(complex(z).real, 6) + 0, round(complex(z).imag, 6) + 0)
            for z in r.tolist()]
    vals.sort(key=lambda z: (z.real, z.imag))
    return [z.real if z.imag == 0 else z for z in vals]


def pinfo(p):
    """A series' class, coefficients (rounded), domain and window."""
    print(type(p).__name__, r6(p.coef), p.coef.dtype, p.domain.tolist(), p.window.tolist())


# ---- the Polynomial class -----------------------------------------------------------------------

@program
def poly_class_construct_and_print(np):
    P = np.polynomial.Polynomial
    p = P([1, 2, 3])
    print(p)
    print(repr(p))
    print(p.coef, p.coef.dtype, p.degree(), len(p))
    q = P([0.5, -1.25, 0, 4.0], domain=[0, 2], window=[-1, 1], symbol="t")
    print(q)
    print(repr(q))
    print(q.symbol, q.domain, q.window, q.degree())
    print(P([1 + 2j, 3j]))
    print(P(np.array([1, 2], dtype=np.float32)).coef.dtype)
    attempt(P, [])
    print(P([0]).degree(), P([0]).coef)
    print(f"{p}")
    print(format(p, "ascii"))
    print(format(p, "unicode"))


@program
def poly_class_evaluate_on_arrays(np):
    p = np.polynomial.Polynomial([1.0, -3.0, 0.5])
    x = np.linspace(-2, 2, 5)
    y = p(x)
    print(r6(y), y.dtype, y.shape)
    print(r6(p(np.arange(6).reshape(2, 3))))
    v = p(2.5)
    print(r6(v), type(v).__name__)
    print(r6(p(np.array([1 + 1j, 2j]))))
    print(r6(p([0, 1, 2])))
    xs, ys = p.linspace(5)
    print(r6(xs), r6(ys))
    xs, ys = p.linspace(4, domain=[0, 3])
    print(r6(xs), r6(ys))


@program
def poly_class_arithmetic(np):
    P = np.polynomial.Polynomial
    a = P([1, 2])
    b = P([-1, 0, 3])
    for r in (a + b, a - b, a * b, b // a, b % a, a ** 3, -a, +b, a * 2, 2 * a, a + 1.5,
              3 - a, a / 2):
        print(r6(r.coef), r.coef.dtype)
    q, rem = divmod(b, a)
    print(r6(q.coef), r6(rem.coef))
    print(a == P([1, 2]), a != b, a == P([1, 2], domain=[0, 1]))
    print(r6((a * b)(np.array([0.0, 1.0, -1.0]))))
    attempt(lambda: a ** -1)
    attempt(lambda: a ** 1.5)
    try:  # (the message names the class: gpnumpy's is its own subclass of NumPy's)
        a / b
    except TypeError as e:
        print("TypeError", str(e).split(":")[0])
    attempt(lambda: a + P([1], domain=[0, 1]))
    attempt(lambda: a + np.polynomial.Chebyshev([1]))
    attempt(lambda: a // 0)
    attempt(lambda: a + "x")


@program
def poly_class_deriv_integ(np):
    p = np.polynomial.Polynomial([1, 2, 3, 4])
    print(p.deriv().coef, p.deriv(2).coef, p.deriv(0).coef)
    print(r6(p.integ().coef))
    print(r6(p.integ(2, k=[1, 2]).coef))
    print(r6(p.integ(1, k=5, lbnd=1).coef))
    print(r6(p.integ().deriv().coef))
    attempt(p.deriv, -1)
    attempt(p.integ, -1)
    attempt(p.integ, 2, k=[1, 2, 3])
    attempt(p.deriv, 1.5)
    q = np.polynomial.Polynomial([0, 0, 1], domain=[0, 2])
    print(r6(q.deriv().coef), q.deriv().domain)
    print(r6(q.integ().coef))


@program
def poly_class_roots_and_fromroots(np):
    P = np.polynomial.Polynomial
    p = P.fromroots([1, 2, 3])
    print(p.coef, p.coef.dtype)
    print(sorted_roots(np, p.roots()))
    q = P([1, 0, 1])
    print(sorted_roots(np, q.roots()), q.roots().dtype)
    print(P([5]).roots(), P([5]).roots().dtype, P([2, 1]).roots())
    z = P.fromroots([1j, -1j])
    print(z.coef, z.coef.dtype)
    print(sorted_roots(np, P.fromroots(np.array([0.5, -0.25])).roots()))
    c = np.polynomial.Chebyshev.fromroots([-0.5, 0.5])
    print(r6(c.coef), sorted_roots(np, c.roots()))


@program
def poly_class_fit_basic(np):
    x = np.linspace(0, 1, 21)
    y = 1 + 2 * x - 3 * x ** 2 + 0.01 * np.sin(40 * x)
    p = np.polynomial.Polynomial.fit(x, y, 2)
    pinfo(p)
    print(r6(p.convert().coef))
    c = p.convert(domain=[-1, 1])
    print(r6(c.coef), c.domain)
    p2, (resid, rank, sv, rcond) = np.polynomial.Polynomial.fit(x, y, 2, full=True)
    print(r6(resid), rank, r6(sv), r6(rcond))
    p3 = np.polynomial.Polynomial.fit(x, y, [0, 2])
    print(r6(p3.convert().coef))
    p4 = np.polynomial.Polynomial.fit(x, y, 2, domain=[0, 1], window=[0, 1])
    print(r6(p4.coef), p4.domain, p4.window)


@program
def poly_class_fit_weights_and_domain(np):
    x = np.arange(10.0)
    y = 0.5 * x ** 2 - x + 2
    y[3] += 5.0  # an outlier
    w = np.ones(10)
    w[3] = 0.0
    p = np.polynomial.Polynomial.fit(x, y, 2, w=w)
    print(r6(p.convert().coef))
    print(r6(np.polynomial.Polynomial.fit(x, y, 2).convert().coef))
    p = np.polynomial.Polynomial.fit(x, y, 2, domain=[])
    print(p.domain)
    p = np.polynomial.Polynomial.fit(x, y, 2, domain=[-10, 10])
    print(p.domain, r6(p.convert().coef))
    p = np.polynomial.Polynomial.fit(x, y, 2, symbol="z")
    print(p.symbol, p.convert().symbol)


@program
def poly_class_fit_bad_inputs(np):
    P = np.polynomial.Polynomial
    x = np.arange(5.0)
    y = x ** 2
    attempt(lambda: P.fit(x, y, -1))
    attempt(lambda: P.fit(x, y[:4], 2))
    attempt(lambda: P.fit(x, y, 2, w=np.ones(3)))
    attempt(lambda: P.fit([], [], 1))
    attempt(lambda: P.fit(x.reshape(5, 1), y, 1))
    attempt(lambda: P.fit(x, y, 2.5))
    attempt(lambda: P.fit(x, y, [-1, 2]))
    attempt(lambda: P.fit(x, y, []))
    attempt(lambda: P.fit(x, y, "2"))
    attempt(lambda: P.fit(x, y, 2, window=[0, 1, 2]))


@program
def poly_fit_rank_warning(np):
    x = np.array([0.0, 1.0, 2.0])
    y = np.array([1.0, 2.0, 0.5])
    p = np.polynomial.Polynomial.fit(x, y, 5)
    print(p.degree())
    c = np.polynomial.polynomial.polyfit(x, y, 4)
    print(c.shape)
    c = np.polyfit(x, y, 4)
    print(c.shape)


# ---- the other bases ----------------------------------------------------------------------------

@program
def poly_other_bases_print(np):
    for cls in (np.polynomial.Chebyshev, np.polynomial.Legendre, np.polynomial.Hermite,
                np.polynomial.HermiteE, np.polynomial.Laguerre):
        s = cls([1, 2, 3])
        print(s)
        print(repr(s))
        print(cls.basis_name, s.degree(), s.domain, s.window)
        print(r6(s(np.array([-1.0, 0.0, 0.5, 1.0]))))


@program
def poly_other_bases_basis_and_identity(np):
    for cls in (np.polynomial.Chebyshev, np.polynomial.Legendre, np.polynomial.Hermite,
                np.polynomial.HermiteE, np.polynomial.Laguerre):
        b = cls.basis(3)
        print(cls.__name__, r6(b.convert(kind=np.polynomial.Polynomial).coef))
        i = cls.identity()
        print(r6(i(np.array([0.25, 0.75]))), i.coef.tolist())
        attempt(cls.basis, -1)
        attempt(cls.basis, 1.5)


@program
def poly_chebyshev_fit_and_interpolate(np):
    C = np.polynomial.Chebyshev
    x = np.linspace(-1, 1, 50)
    y = np.exp(x)
    c = C.fit(x, y, 6)
    print(r6(c.coef), c.domain, c.window)
    print(r6(c(np.array([-0.5, 0.0, 0.5]))))
    print(float(np.max(np.abs(c(x) - y))) < 1e-6)
    ci = C.interpolate(np.cos, 5)
    print(r6(ci.coef))
    ci2 = C.interpolate(lambda t, a: t ** 2 + a, 3, args=(1.0,), domain=[0, 2])
    print(r6(ci2.coef), ci2.domain)
    attempt(C.interpolate, np.sin, -1)
    attempt(C.interpolate, np.sin, 2.5)


@program
def poly_convert_and_cast(np):
    P = np.polynomial.Polynomial
    C = np.polynomial.Chebyshev
    L = np.polynomial.Legendre
    p = P([1, 2, 3, 4])
    c = p.convert(kind=C)
    print(type(c).__name__, r6(c.coef))
    l = L.cast(p)
    print(type(l).__name__, r6(l.coef))
    back = c.convert(kind=P)
    print(r6(back.coef))
    h = np.polynomial.Hermite.cast(c)
    print(r6(h.coef))
    print(r6(np.polynomial.Laguerre.cast(p).convert(kind=P).coef))
    x = np.array([0.1, 0.7])
    print(r6(p(x)), r6(c(x)), r6(l(x)))
    m = p.convert(domain=[0, 1])
    print(r6(m.coef), m.domain, r6(m(np.array([0.25, 0.5]))))
    print([r6(v) for v in p.mapparms()], [r6(v) for v in m.mapparms()])


@program
def poly_cutdeg_truncate_trim(np):
    p = np.polynomial.Polynomial([1, 1e-12, 3, 1e-10, 0, 0])
    print(p.trim().coef, p.trim(1e-9).coef)
    print(p.truncate(3).coef, p.cutdeg(2).coef)
    print(p.has_samecoef(p.copy()), p.has_samedomain(np.polynomial.Polynomial([1])))
    attempt(p.truncate, 0)
    attempt(p.cutdeg, -1)
    attempt(p.trim, -1)
    print(np.polynomial.polynomial.polytrim([1, 2, 0, 0]), np.polynomial.polyutils.trimcoef(
        [0.0, 1e-3, 0.0], 1e-2))


@program
def poly_mixed_bases_arithmetic(np):
    C = np.polynomial.Chebyshev
    a = C([1, 2, 3])
    b = C([0, 1])
    for r in (a + b, a * b, a - 2, a // b, a % b, b ** 2):
        print(type(r).__name__, r6(r.coef))
    L = np.polynomial.Legendre
    print(r6((L([1, 1]) * L([1, 1])).coef))
    H = np.polynomial.Hermite
    print(r6((H([0, 1]) ** 3).coef))
    E = np.polynomial.HermiteE
    print(r6((E([0, 1]) ** 2).coef))
    G = np.polynomial.Laguerre
    print(r6((G([1, 1]) * G([0, 1])).coef))
    attempt(lambda: a * L([1]))
    attempt(lambda: a + C([1], window=[0, 1]))


@program
def poly_printstyle_options(np):
    P = np.polynomial.Polynomial
    p = P([1.5, -2, 0, 3.25])
    c = np.polynomial.Chebyshev([1, -1, 2])
    try:
        np.polynomial.set_default_printstyle("ascii")
        print(p)
        print(c)
        np.polynomial.set_default_printstyle("unicode")
        print(p)
        print(c)
        attempt(np.polynomial.set_default_printstyle, "latex")
        attempt(np.polynomial.set_default_printstyle, 3)
    finally:
        np.polynomial.set_default_printstyle("unicode")
    print(p._repr_latex_())
    print(c._repr_latex_())
    for spec in ("latex", "bad"):
        try:  # (the message names the class: gpnumpy's is its own subclass of NumPy's)
            format(p, spec)
        except ValueError as e:
            print("ValueError", str(e).split(" passed")[0], str(e).split(".")[-1])


@program
def poly_str_with_printoptions(np):
    p = np.polynomial.Polynomial([1 / 3, 2 / 3, 1e-5, 12345.678])
    print(p)
    with np.printoptions(precision=3):
        print(p)
        print(repr(p))
    with np.printoptions(precision=2, suppress=True):
        print(p)
    q = np.polynomial.Polynomial([-1, -2.5, -0.0, 1e20])
    print(q)
    print(np.polynomial.Polynomial([np.nan, np.inf, -np.inf]))
    print(np.polynomial.Polynomial(np.arange(1, 16)))
    print(np.polynomial.Polynomial([1, 2], symbol="time"))
    attempt(np.polynomial.Polynomial, [1, 2], symbol="1x")
    attempt(np.polynomial.Polynomial, [1, 2], symbol=5)


@program
def poly_class_bad_construction(np):
    P = np.polynomial.Polynomial
    attempt(P, [[1, 2], [3, 4]])
    attempt(P, [1, 2], domain=[0, 1, 2])
    attempt(P, [1, 2], window=[0])
    attempt(P, ["a", "b"])
    attempt(P, None)
    attempt(lambda: P([1, 2], domain=[0, 0])(np.array([1.0])))
    p = attempt(P, 3.0, show=lambda p: print(p.coef))
    attempt(P, np.array([1, 2], dtype=np.int8), show=lambda p: print(p.coef, p.coef.dtype))
    attempt(P, [True, False], show=lambda p: print(p.coef, p.coef.dtype))


@program
def poly_class_pickle_copy_and_hash(np):
    import copy
    import pickle
    p = np.polynomial.Legendre([1, 2, 3], domain=[0, 4])
    q = pickle.loads(pickle.dumps(p))
    print(q == p, type(q).__name__, q.domain)
    r = copy.deepcopy(p)
    print(r == p, r is p)
    attempt(hash, p)
    print(list(p), list(np.polynomial.Polynomial([1.5, 2])))


@program
def poly_class_iteration_and_indexing(np):
    p = np.polynomial.Polynomial([4, 3, 2, 1])
    print(p.coef[::-1], p.coef[1:])
    print([c for c in p])
    print(p.coef.sum(), np.sum(p.coef))
    print(r6(np.polyval(p.coef[::-1], 2.0)))
    s = p.coef.copy()
    s[0] = 100
    print(p.coef[0], s[0])


# ---- the functional modules ---------------------------------------------------------------------

@program
def poly_functional_polyval_family(np):
    from numpy.polynomial import polynomial as Poly
    c = np.array([1.0, -2.0, 3.0])
    x = np.array([0.0, 0.5, 1.0, 2.0])
    print(r6(np.polynomial.polynomial.polyval(x, c)))
    print(r6(np.polynomial.polynomial.polyval(x, np.array([[1, 2], [3, 4]]))))
    print(r6(np.polynomial.polynomial.polyval(x[:2], np.array([[1, 2], [3, 4]]),
                                              tensor=False)))
    print(r6(np.polynomial.polynomial.polyval2d(x, x, np.eye(2))))
    print(r6(np.polynomial.polynomial.polygrid2d(x[:2], x[:3], np.ones((2, 2)))))
    print(r6(np.polynomial.polynomial.polyval3d(x, x, x, np.ones((2, 2, 2)))))
    print(r6(np.polynomial.polynomial.polyvalfromroots(x, [1, 2])))
    v = np.polynomial.polynomial.polyval(2, [1, 2, 3])
    print(v, type(v).__name__)
    print(Poly is None)
    attempt(np.polynomial.polynomial.polyval2d, x, x[:2], np.eye(2))


@program
def poly_functional_cheb_leg_herm_lag(np):
    x = np.linspace(-1, 1, 5)
    c = [1.0, 0.5, 0.25]
    P = np.polynomial
    for mod, val in ((P.chebyshev, "chebval"), (P.legendre, "legval"), (P.hermite, "hermval"),
                     (P.hermite_e, "hermeval"), (P.laguerre, "lagval")):
        print(val, r6(getattr(mod, val)(x, c)))
    print(r6(P.chebyshev.chebder(c)), r6(P.chebyshev.chebint(c)))
    print(r6(P.legendre.legder(c, 2)), r6(P.legendre.legint(c, lbnd=-1)))
    print(r6(P.hermite.hermmul(c, c)), r6(P.hermite_e.hermeadd(c, [1])))
    print(r6(P.laguerre.lagsub(c, [0, 1])), r6(P.laguerre.lagpow([1, 1], 2)))
    print(r6(P.chebyshev.cheb2poly(c)), r6(P.chebyshev.poly2cheb([0, 0, 1])))
    print(r6(P.legendre.leg2poly(c)), r6(P.legendre.poly2leg([0, 0, 1])))


@program
def poly_functional_fit_and_vander(np):
    x = np.linspace(0, 2, 11)
    y = np.cos(x)
    P = np.polynomial
    print(r6(P.polynomial.polyfit(x, y, 3)))
    print(r6(P.chebyshev.chebfit(x, y, 3)))
    print(r6(P.legendre.legfit(x, y, [0, 1, 3])))
    c, (res, rank, sv, rc) = P.polynomial.polyfit(x, y, 2, full=True)
    print(r6(c), r6(res), rank, r6(sv))
    Y = np.stack([y, 2 * y], axis=1)
    print(r6(P.polynomial.polyfit(x, Y, 2)))
    print(r6(P.polynomial.polyvander(np.array([1.0, 2.0, 3.0]), 3)))
    print(r6(P.chebyshev.chebvander(np.array([0.0, 0.5]), 3)))
    V = P.legendre.legvander2d(np.array([0.1, 0.2]), np.array([0.3, 0.4]), [1, 2])
    print(V.shape, r6(V))
    attempt(P.polynomial.polyvander, x, -1)
    attempt(P.polynomial.polyfit, x, y, -2)
    attempt(P.polynomial.polyfit, x, y[:-1], 2)
    attempt(P.polynomial.polyfit, x, y, 2, w=np.ones((11, 1)))


@program
def poly_functional_arith(np):
    from numpy.polynomial import polynomial as Poly
    a = [1, 2, 3]
    b = [3, 2, 1]
    for f in (Poly.polyadd, Poly.polysub, Poly.polymul):
        r = f(a, b)
        print(f.__name__, r, r.dtype)
    q, r = Poly.polydiv(a, b)
    print(q, r)
    print(Poly.polypow([1, 1], 3), Poly.polymulx([1, 2]))
    print(Poly.polyder(a), Poly.polyder(a, 2, scl=2), Poly.polyint(a, k=1))
    print(Poly.polyint(a, 2, k=[1, 2], lbnd=1))
    print(Poly.polyfromroots([1, -1, 2]))
    print(sorted_roots(np, Poly.polyroots([6, -5, 1])))
    print(Poly.polyline(3, 2), Poly.polycompanion([1, 2, 3]))
    attempt(Poly.polydiv, a, [0])
    attempt(Poly.polyder, a, -1)
    attempt(Poly.polyint, a, 1, k=[1, 2])
    attempt(Poly.polypow, a, -1)
    attempt(Poly.polypow, a, 20, maxpower=5)
    attempt(Poly.polyadd, [[1]], [2])
    attempt(Poly.polycompanion, [1])


@program
def poly_functional_gauss_quadrature(np):
    P = np.polynomial
    for mod, name in ((P.legendre, "leggauss"), (P.chebyshev, "chebgauss"),
                      (P.hermite, "hermgauss"), (P.hermite_e, "hermegauss"),
                      (P.laguerre, "laggauss")):
        x, w = getattr(mod, name)(4)
        print(name, r6(x), r6(w), x.dtype)
    x, w = P.legendre.leggauss(5)
    print(r6(np.sum(w * x ** 4)))
    print(r6(P.chebyshev.chebweight(np.array([0.0, 0.5]))), r6(P.legendre.legweight(
        np.array([0.0, 0.5]))))
    print(r6(P.chebyshev.chebpts1(3)), r6(P.chebyshev.chebpts2(3)))
    attempt(P.legendre.leggauss, 0)
    attempt(P.legendre.leggauss, 2.5)
    attempt(P.chebyshev.chebpts1, 0)


@program
def poly_polyutils_helpers(np):
    pu = np.polynomial.polyutils
    print(pu.as_series([[1, 2], [3]]))
    print(pu.as_series([np.array([1.0, 0.0])], trim=True))
    print(pu.getdomain([1.0, 5.0, 3.0]), pu.getdomain([1 + 1j, 2 - 1j]))
    print(pu.mapdomain(np.array([0.0, 1.0, 2.0]), [0, 2], [-1, 1]))
    print(pu.mapparms([0, 2], [-1, 1]))
    attempt(pu.as_series, [[]])
    attempt(pu.as_series, [[[1]]])
    attempt(pu.mapparms, [0, 0], [-1, 1])


# ---- the legacy API -----------------------------------------------------------------------------

@program
def poly_legacy_poly1d_basics(np):
    p = np.poly1d([1, -3, 2])
    print(p)
    print(repr(p))
    print(p.order, p.coeffs, p.c, p.r, p.o, p.variable)
    print(r6(p(np.array([0.0, 1.5, 3.0]))), p(2), p(np.array([1, 2])))
    print(p[0], p[2], p[5])
    q = np.poly1d([1, 2], variable="z")
    print(q)
    print(q ** 2)
    r = np.poly1d([1, 2], r=True)
    print(r, r.coeffs)
    print(np.poly1d([0, 0, 0]), np.poly1d([]).coeffs)
    print(len(p), list(p))


@program
def poly_legacy_poly1d_arithmetic(np):
    p = np.poly1d([1, 2, 3])
    q = np.poly1d([1, -1])
    print(p + q)
    print(p - q)
    print(p * q)
    print(p / 2)
    print(p * 2.5)
    print(p / q)
    print(p == np.poly1d([1, 2, 3]), p != q)
    print(p.deriv())
    print(p.integ(k=1))
    print(p.deriv(2), p.integ(2, k=[1, 2]).coeffs)
    attempt(lambda: p ** -1)
    attempt(lambda: p ** 1.5)
    print(np.polyadd(p, [1]), type(np.polyadd(p, [1])).__name__)
    print(np.polymul(p, q).coeffs, np.polyder(p), np.polyint(q).coeffs)


@program
def poly_legacy_poly1d_setitem(np):
    p = np.poly1d([1, 2, 3])
    p[0] = 10
    print(p.coeffs)
    p[4] = 1
    print(p.coeffs)
    attempt(p.__setitem__, -1, 5)
    p2 = np.poly1d(np.array([2.5, 0.5], dtype=np.float32))
    print(p2.coeffs.dtype, p2(np.float32(2.0)), np.poly1d([1j, 1])(1j))
    attempt(np.poly1d, [[1, 2], [3, 4]])
    attempt(np.poly1d, "abc")


@program
def poly_legacy_polyfit_basic(np):
    x = np.arange(8.0)
    y = 2.0 * x ** 2 - 3.0 * x + 1.0 + np.array([0.1, -0.1, 0.05, -0.05, 0.0, 0.1, -0.1, 0.0])
    c = np.polyfit(x, y, 2)
    print(r6(c), c.dtype, c.shape)
    c1 = np.polyfit(x, y, 1)
    print(r6(c1))
    print(r6(np.polyval(c, np.array([0.5, 10.0]))))
    xi = np.arange(6)
    yi = xi ** 2
    print(r6(np.polyfit(xi, yi, 2)))
    x32 = x.astype(np.float32)
    c32 = np.polyfit(x32, y.astype(np.float32), 2)
    print(c32.dtype, [round(float(v), 3) for v in c32])
    Y = np.stack([y, -y], axis=1)
    print(r6(np.polyfit(x, Y, 1)))


@program
def poly_legacy_polyfit_full_and_cov(np):
    x = np.linspace(0, 4, 9)
    y = 1.0 - 0.5 * x + 0.25 * x ** 2 + np.array([0.02, -0.01, 0.0, 0.03, -0.02,
                                                   0.01, 0.0, -0.03, 0.01])
    c, res, rank, sv, rcond = np.polyfit(x, y, 2, full=True)
    print(r6(c), r6(res), rank, r6(sv), r6(rcond * 1e15))
    c, V = np.polyfit(x, y, 2, cov=True)
    print(r6(c), V.shape, r6(np.sqrt(np.diag(V)) * 1e3))
    c, Vu = np.polyfit(x, y, 2, cov="unscaled")
    print(r6(Vu))
    Y = np.stack([y, 2 * y], axis=1)
    c, V = np.polyfit(x, Y, 1, cov=True)
    print(c.shape, V.shape)
    attempt(np.polyfit, x[:3], y[:3], 2, cov=True)


@program
def poly_legacy_polyfit_weights(np):
    x = np.arange(10.0)
    y = 3.0 * x + 1.0
    y[7] = 100.0
    w = np.where(np.arange(10) == 7, 0.0, 1.0)
    print(r6(np.polyfit(x, y, 1, w=w)))
    print(r6(np.polyfit(x, y, 1, w=list(w))))
    sigma = np.linspace(1, 2, 10)
    c, V = np.polyfit(x, 3.0 * x + 1 + 0.1 * np.sin(x), 1, w=1 / sigma, cov=True)
    print(r6(c), r6(V * 1e4))
    attempt(np.polyfit, x, y, 1, w=np.ones(5))
    attempt(np.polyfit, x, y, 1, w=np.ones((10, 1)))


@program
def poly_legacy_polyfit_bad_inputs(np):
    x = np.arange(5.0)
    y = x ** 2
    attempt(np.polyfit, x, y, -1)
    attempt(np.polyfit, x, y[:3], 1)
    attempt(np.polyfit, [], [], 1)
    attempt(np.polyfit, x.reshape(5, 1), y, 1)
    attempt(np.polyfit, x, y.reshape(5, 1, 1), 1)
    attempt(np.polyfit, x, y, 1.7, show=lambda c: print(r6(c)))
    attempt(np.polyfit, x, y, "2")
    attempt(np.polyfit, ["a", "b"], [1, 2], 1)


@program
def poly_legacy_polyval(np):
    print(np.polyval([1, 2, 3], 2), np.polyval([1, 2, 3], np.array([0, 1, 2])))
    print(np.polyval([1.5, 0], np.array([1, 2])), np.polyval([], np.array([1.0, 2.0])))
    v = np.polyval(np.array([1, 0, -1], dtype=np.int32), np.array([2, 3], dtype=np.int8))
    print(v, v.dtype)
    v = np.polyval(np.array([1.0, 2.0], dtype=np.float32), np.array([0.5], dtype=np.float32))
    print(v, v.dtype)
    v = np.polyval([1j, 1], np.array([1.0, 2.0]))
    print(v, v.dtype)
    print(np.polyval(np.poly1d([1, 1]), 3.0), np.polyval([2, 0], np.poly1d([1, 1])))
    print(r6(np.polyval([1.0, -1.0], np.linspace(0, 1, 3).reshape(3, 1))))
    attempt(np.polyval, [[1, 2], [3, 4]], 2)


@program
def poly_legacy_add_sub_mul_div(np):
    a = np.array([1, 2, 3])
    b = np.array([4, 5])
    for f in (np.polyadd, np.polysub, np.polymul):
        r = f(a, b)
        print(f.__name__, r, r.dtype)
    print(np.polyadd([1.5], [1, 2, 3]), np.polysub([1j], [1, 2]))
    print(np.polymul([0, 0, 1, 2], [1, 1]), np.polymul([], [1, 2]))
    q, r = np.polydiv(np.array([1.0, -3.0, 2.0]), np.array([1.0, -1.0]))
    print(q, r, q.dtype)
    q, r = np.polydiv([1, 0, 0, 1], [2, 1])
    print(r6(q), r6(r))
    q, r = np.polydiv([3j, 1], [1, 1j])
    print(q, r, q.dtype)
    q, r = np.polydiv([1, 2], [1, 2, 3])
    print(q, r)
    attempt(np.polydiv, [1, 2], [0, 0])
    attempt(np.polydiv, [1, 2], [])


@program
def poly_legacy_polyder_polyint(np):
    p = np.array([3, 2, 1])
    print(np.polyder(p), np.polyder(p, 2), np.polyder(p, 3), np.polyder(p, 0))
    print(np.polyint(p), np.polyint(p, 2), np.polyint(p, k=5))
    print(np.polyint(p, 3, k=[1, 2, 3]), np.polyint(p, 2, k=7))
    print(np.polyder(np.array([1.5, 2.5], dtype=np.float32)).dtype, np.polyint(
        np.array([1, 2], dtype=np.float32)).dtype)
    print(np.polyint([1j, 2]), np.polyder([1j, 2, 3]))
    attempt(np.polyder, p, -1)
    attempt(np.polyint, p, -2)
    attempt(np.polyint, p, 2, k=[1, 2, 3])
    attempt(np.polyint, p, 3, k=[1, 2])
    print(np.polyder([]), np.polyint([]))


@program
def poly_legacy_roots(np):
    print(sorted_roots(np, np.roots([1, -6, 11, -6])))
    r = np.roots([1, 0, 1])
    print(sorted_roots(np, r), r.dtype)
    r = np.roots([0, 0, 1, -2, 0, 0])
    print(sorted_roots(np, r), r.dtype, r.shape)
    print(np.roots([5]), np.roots([0, 0]), np.roots([]), np.roots([3, 0]))
    r = np.roots(np.array([1, -2, 1], dtype=np.float32))
    print(sorted_roots(np, r), r.dtype)
    r = np.roots([1j, 1])
    print(sorted_roots(np, r), r.dtype)
    r = np.roots([2, -4])
    print(r, r.dtype)
    attempt(np.roots, [[1, 2], [3, 4]])
    attempt(np.roots, ["1", "2"])


@program
def poly_legacy_poly_from_roots(np):
    print(np.poly([1, 2, 3]), np.poly([]), np.poly([0]))
    c = np.poly([1j, -1j])
    print(c, c.dtype)
    c = np.poly([1 + 1j, 2])
    print(c, c.dtype)
    c = np.poly(np.array([[1.0, 2.0], [3.0, 4.0]]))
    print(r6(c))
    c = np.poly(np.array([0.5, 1.5], dtype=np.float32))
    print(c, c.dtype)
    c = np.poly(np.array([1, 2], dtype=np.int8))
    print(c, c.dtype)
    print(np.poly(np.poly1d([1, -3, 2])))
    attempt(np.poly, np.ones((2, 3)))
    attempt(np.poly, np.ones((2, 2, 2)))
    attempt(np.poly, np.zeros((0, 0)))


@program
def poly_legacy_roundtrip_notebook(np):
    # roots -> poly -> roots, and the fit of sampled data recovered through a poly1d
    true = np.poly1d([2.0, -3.0, -11.0, 6.0])
    print(true)
    print(sorted_roots(np, true.r))
    x = np.linspace(-3, 4, 15)
    y = true(x)
    fit = np.poly1d(np.polyfit(x, y, 3))
    print(r6(fit.coeffs))
    print(r6(np.poly(fit.r)))
    d = fit.deriv()
    crit = np.sort(d.r)
    print(r6(crit), r6(fit(crit)))
    area = fit.integ()
    print(r6(area(1.0) - area(-1.0)))


# ---- applications -------------------------------------------------------------------------------

@program
def poly_detrend_with_polyfit(np):
    t = np.arange(24.0)
    season = np.array([1.0, -1.0, 0.5, -0.5] * 6)
    series = 10 + 0.3 * t + season
    coef = np.polyfit(t, series, 1)
    trend = np.polyval(coef, t)
    resid = series - trend
    print(r6(coef), r6(resid[:6]), r6(resid.mean()))
    p = np.polynomial.Polynomial.fit(t, series, 1)
    print(r6(p.convert().coef), r6((series - p(t))[:4]))


@program
def poly_calibration_curve_inverse(np):
    # a sensor calibration: fit voltage -> temperature, then find where the curve hits a value
    volts = np.array([0.10, 0.35, 0.62, 0.88, 1.15, 1.41])
    temps = np.array([0.0, 10.0, 20.0, 30.0, 40.0, 50.0])
    cal = np.polynomial.Polynomial.fit(volts, temps, 2)
    print(r6(cal.convert().coef))
    print(r6(cal(np.array([0.5, 1.0]))))
    r = (cal - 25.0).roots()
    real = r[np.isreal(r)].real
    inside = real[(real >= 0.1) & (real <= 1.41)]
    print([round(float(v), 6) for v in inside])
    print(r6(cal.deriv()(np.array([0.5]))))


@program
def poly_series_approximation_error(np):
    # approximate exp on [0, 1] with increasing degree: max error falls
    x = np.linspace(0, 1, 101)
    errs = []
    for deg in (1, 2, 3, 4):
        c = np.polynomial.Chebyshev.fit(x, np.exp(x), deg)
        errs.append(float(np.max(np.abs(c(x) - np.exp(x)))))
    print([f"{e:.3e}" for e in errs])
    print(all(a > b for a, b in zip(errs, errs[1:])))
    taylor = np.polynomial.Polynomial([1, 1, 1 / 2, 1 / 6, 1 / 24])
    print(f"{float(np.max(np.abs(taylor(x) - np.exp(x)))):.4e}")


@program
def poly_integer_and_float32_coefficients(np):
    P = np.polynomial.Polynomial
    p = P(np.array([1, 2, 3], dtype=np.int64))
    print(p.coef.dtype, p(2), type(p(2)).__name__)
    f = P(np.array([1.5, 2.5], dtype=np.float32))
    print(f.coef.dtype, f(np.array([1.0, 2.0], dtype=np.float32)).dtype)
    print((f + f).coef.dtype, (f * 2).coef.dtype, f.deriv().coef.dtype)
    c = P([1 + 1j, 2])
    print(c.coef.dtype, c(1.0), r6(c.roots()))
    print(np.polynomial.polynomial.polyval(np.arange(3), np.array([1, 1], dtype=np.int8)))
    print(np.polynomial.polynomial.polyval(np.array([1, 2], dtype=np.float32), [1, 2]).dtype)
    print(np.polynomial.chebyshev.chebval(np.float32(0.5), [1, 1]))


@program
def poly_vander_least_squares_by_hand(np):
    # the fit written by hand with np.vander and lstsq agrees with polyfit
    x = np.linspace(-1, 1, 12)
    y = 0.5 - x + 2 * x ** 3
    V = np.vander(x, 4)
    c, *_ = np.linalg.lstsq(V, y, rcond=None)
    print(r6(c), np.allclose(c, np.polyfit(x, y, 3)))
    V2 = np.polynomial.polynomial.polyvander(x, 3)
    c2 = np.linalg.lstsq(V2, y, rcond=None)[0]
    print(r6(c2), np.allclose(c2[::-1], c))
    print(np.vander([1, 2, 3], 3, increasing=True), np.vander(np.array([2.0, 3.0])))
    attempt(np.vander, np.ones((2, 2)))
    attempt(np.vander, [1, 2], -1)


@program
def poly_series_with_arrays_and_scalars(np):
    # arrays and NumPy scalars on either side of a series: the series' own operators answer
    P = np.polynomial.Polynomial
    p = P([1.0, 2.0])
    x = np.array([1.0, 2.0])
    for r in (p + x, x + p, x * p, x - p, np.float64(2) * p, p * np.float64(2),
              np.float32(3) - p, np.int64(2) + p, p ** np.int64(2)):
        print(type(r).__name__, r6(r.coef))
    c = np.polynomial.Chebyshev([0, 1])
    print(type(np.array([2.0]) * c).__name__, (np.array([2.0]) * c).coef)
    print(np.array([1.0, 2.0]) == p, p == np.array([1.0, 2.0]))
    y = np.array([0.5, 1.0])
    y = y + p  # (the name now holds a series)
    print(type(y).__name__, y.coef)
    z = np.array([1.0])
    attempt(z.__iadd__, p)
    attempt(lambda: np.add(x, p))


@program
def poly_legacy_scalar_and_complex_inputs(np):
    # scalars where a coefficient sequence belongs, complex64 coefficients with real roots
    for f in (np.roots, np.poly):
        attempt(f, 3)
        attempt(f, np.float64(2.5))
        attempt(f, np.array(4))
    attempt(np.polyder, 3.0)
    attempt(np.polyint, np.array(2))
    attempt(np.polyval, 3, np.array([1.0, 2.0]))
    attempt(np.polyder, np.array([[1, 2], [3, 4]]))
    attempt(np.polyder, np.array([[1, 2, 3], [3, 4, 5]]), 0)
    r = np.roots(np.array([1, -3, 2], dtype=np.complex64))
    print(sorted_roots(np, r), r.dtype)
    r = np.roots(np.array([1, -3, 2], dtype=complex))
    print(sorted_roots(np, r), r.dtype)
    attempt(np.polydiv, [], [1, 2])
    attempt(np.polydiv, [], [0])
