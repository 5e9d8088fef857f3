"""Programs on what running NumPy's own polynomial tests against gpnumpy turned up, as user code
meets it: the legacy polyval given a subclass of ndarray (a unit-tagged sample), the 2-d
evaluation functions of numpy.polynomial given another library's object that overrides NumPy's
functions (a lazy array of the NEP 18 kind), and the series work around them (evaluation on
grids, Fraction coefficients, fits with weights and the bases' conversions).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Fitted values are printed rounded (a GPU's solvers round their own way).
"""
from fractions import Fraction

from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_poly_polyval_of_tagged_samples(np):
    class Volts(np.ndarray):
        """Measured voltages: results computed from them stay voltages."""
        unit = "V"

    v = np.array([0.5, 1.0, 1.5, 2.0]).view(Volts)
    calib = [0.1, -0.3, 1.2, 0.05]   # a cubic calibration curve, highest power first
    out = np.polyval(calib, v)
    print(type(out).__name__, getattr(out, "unit", None), out.round(6))
    out = np.polyval(np.array([2, 3, 4]), v.reshape(2, 2))
    print(type(out).__name__, out.shape, out)
    one = np.polyval([1.0, 0.0, -1.0], v[2:3])
    print(type(one).__name__, one)
    print(type(np.polyval([1, 2], np.array([3, 4]))).__name__, np.polyval([1, 2], 3))


@program
def nt_poly_2d_evaluation_of_lazy_arrays(np):
    class Lazy:
        """A deferred array of another library: NumPy's functions record the call."""
        def __init__(self, name):
            self.name = name

        def __array_function__(self, func, types, args, kwargs):
            return "deferred %s(%s)" % (func.__name__, ", ".join(
                a.name if isinstance(a, Lazy) else type(a).__name__ for a in args))

    P = np.polynomial.polynomial
    c = np.array([[1.0, 2.0], [3.0, 4.0]])
    x = np.array([0.5, 1.0, -1.0])
    print(P.polyval2d(Lazy("x"), Lazy("y"), c))
    print(P.polygrid2d(x, Lazy("y"), c))
    print(P.polyval2d(x, x, Lazy("c")))
    print(P.polyval2d(x, x, c), P.polygrid2d(x, x[:2], c).tolist())
    print(P.polyval3d(x, x, x, np.ones((2, 2, 2))), P.polygrid3d(x, x, x, c[None]).shape)
    attempt(P.polyval2d, x, x[:2], c)


@program
def nt_poly_series_on_grids_and_fractions(np):
    P = np.polynomial
    ch = P.Chebyshev([1.0, -0.5, 0.25], domain=[0, 4])
    grid = np.linspace(0, 4, 5)
    print(ch(grid).round(8), ch(grid.reshape(5, 1)).shape)
    h = P.Hermite([0.0, 1.0, 2.0])
    print(P.hermite.hermval2d(grid, grid, np.eye(3)).round(6))
    print(P.laguerre.laggrid2d([0.0, 1.0], [2.0], np.ones((2, 2))).round(8))
    print(h.convert(kind=P.Polynomial).coef, h.deriv(2).coef, h.integ(lbnd=1).coef.round(8))
    p = P.Polynomial([Fraction(1, 2), Fraction(1, 3)])
    q = 2 * p + p ** 2
    print(q.coef.dtype, list(q.coef), p(Fraction(3, 4)), q.deriv().coef.tolist())


@program
def nt_poly_weighted_fits_in_each_basis(np):
    P = np.polynomial
    x = np.linspace(-1, 1, 21)
    y = x ** 3 - 0.5 * x + 0.25
    w = np.where(np.abs(x) > 0.9, 0.0, 1.0)
    for cls in (P.Polynomial, P.Chebyshev, P.Legendre, P.Laguerre, P.Hermite, P.HermiteE):
        f = cls.fit(x, y, 3, w=w)
        print(cls.__name__, f.convert().coef.round(6) + 0, f.domain.tolist(),
              f(0.5).round(6), f.degree())
    c, (res, rank, sv, rcond) = P.legendre.legfit(x, y, [1, 3], full=True)
    print(c.round(6) + 0, rank, sv.round(6), res.round(10) + 0)
    print(P.chebyshev.chebfit(x, np.stack([y, 2 * y], axis=1), 3).round(6) + 0)
