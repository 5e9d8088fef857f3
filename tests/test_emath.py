"""gpnumpy.emath (numpy.lib.scimath) against NumPy: each function over the dtypes NumPy
promotes differently, inputs that do and do not turn complex (negatives, magnitudes above 1,
zeros, NaN and inf), Python scalars and lists, and the device path (no FallbackWarning)."""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases

DTYPES = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
          "uint16", "uint32", "uint64", "bool", "complex64", "complex128"]
VALUES = {
    "positive": [0.25, 1.0, 4.0, 9.0],
    "negative": [-4.0, 0.0, 2.0, -0.5],
    "unit": [-1.0, -0.5, 0.0, 0.75],
    "beyond one": [-2.0, 0.5, 1.5, 1.0],
    "special": [numpy.nan, numpy.inf, -numpy.inf, 0.0],
}
UNARY = ["sqrt", "log", "log2", "log10", "arccos", "arcsin", "arctanh"]


def _data(xp, values, dtype):
    with numpy.errstate(invalid="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (NaN/inf/negatives into integer and bool types)
        h = numpy.array(values).astype(dtype)
    if h.dtype.kind == "c":
        h = h + numpy.array([0, 1j, 0, -2j]).astype(dtype) * (h.real > 1)  # (some non-real)
    return xp.asarray(h)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("values", sorted(VALUES))
def test_unary(xp, dtype, values):
    assert_same_cases(xp, [
        (name, (lambda name: lambda xp: getattr(xp.emath, name)(
            _data(xp, VALUES[values], dtype)))(name)) for name in UNARY], approx=True)


@pytest.mark.parametrize("dtype", DTYPES)
def test_power_and_logn(xp, dtype):
    assert_same_cases(xp, [
        ("power positive base", lambda xp: xp.emath.power(_data(xp, [1, 2, 3, 4], dtype), 2)),
        ("power negative base", lambda xp: xp.emath.power(_data(xp, [-1, 2, -3, 4], dtype), 2)),
        ("power negative exponent", lambda xp: xp.emath.power(
            2, _data(xp, [-1, 2, -3, 4], dtype))),
        ("power arrays", lambda xp: xp.emath.power(_data(xp, [4, 9, 16, 25], dtype),
                                                   _data(xp, [0.5, 1, 2, 0], dtype))),
        ("logn", lambda xp: xp.emath.logn(2, _data(xp, [1, 2, 4, 8], dtype))),
        ("logn negative x", lambda xp: xp.emath.logn(2, _data(xp, [-1, 2, -4, 8], dtype))),
        ("logn array base", lambda xp: xp.emath.logn(_data(xp, [2, 3, 10, 4], dtype), 100.0)),
        ("logn negative base", lambda xp: xp.emath.logn(-2, _data(xp, [1, 2, 4, 8], dtype))),
    ], approx=True)


def test_scalars_lists_and_shapes(xp):
    assert_same_cases(xp, [  # (approx: transcendental functions, a few ulp on the device)
        ("sqrt -1", lambda xp: xp.emath.sqrt(-1)),
        ("sqrt 4", lambda xp: xp.emath.sqrt(4)),
        ("sqrt list", lambda xp: xp.emath.sqrt([-4, 4])),
        ("sqrt -1.0", lambda xp: xp.emath.sqrt(-1.0)),
        ("log -e", lambda xp: xp.emath.log(-numpy.e)),
        ("log10 list", lambda xp: xp.emath.log10([10 ** -2, -10 ** 2])),
        ("log2 0", lambda xp: xp.emath.log2(0)),
        ("power scalars", lambda xp: xp.emath.power(-2, -2)),
        ("power ints", lambda xp: xp.emath.power(2, [-1, 2])),
        ("arccos 2", lambda xp: xp.emath.arccos(2)),
        ("arcsin list", lambda xp: xp.emath.arcsin([0.5, -3])),
        ("arctanh 0.5", lambda xp: xp.emath.arctanh(0.5)),
        ("arctanh list", lambda xp: xp.emath.arctanh([0.5, 2j, 2])),
        ("2-d", lambda xp: xp.emath.sqrt(xp.asarray(numpy.arange(-3.0, 3.0).reshape(2, 3)))),
        ("0-d", lambda xp: xp.emath.sqrt(xp.asarray(numpy.array(-9.0)))),
        ("empty", lambda xp: xp.emath.sqrt(xp.asarray(numpy.zeros((0, 3), "f4")))),
        ("view", lambda xp: xp.emath.log(xp.asarray(numpy.arange(-4.0, 4.0))[::-3])),
    ], approx=True)


def test_runs_on_the_device(gp):
    """gpnumpy's own functions (no NumPy fallback), reachable as NumPy's are."""
    import gpnumpy.emath
    import gpnumpy.lib.scimath
    assert gp.emath.sqrt is gpnumpy.emath.sqrt is gpnumpy.lib.scimath.sqrt
    assert sorted(gpnumpy.emath.__all__) == sorted(numpy.emath.__all__)
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        r = gp.emath.sqrt(gp.asarray([-4.0, 4.0]))
    assert isinstance(r, gp.ndarray) and r.dtype == numpy.complex128


def test_emath_dispatch_and_host_dtypes(gp):
    """numpy.emath.sqrt(gpnumpy array) reaches gpnumpy's function (__array_function__); data
    the device does not hold (strings, objects) is NumPy's, as numpy.emath gives it."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        r = numpy.emath.sqrt(gp.asarray([-4.0, 4.0]))
    assert isinstance(r, gp.ndarray) and r.tolist() == [2j, 2 + 0j]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = gp.emath.sqrt(numpy.array([-4, 4], dtype=object))
    assert got.tolist() == numpy.emath.sqrt(numpy.array([-4, 4], dtype=object)).tolist()
    with pytest.raises(TypeError):  # (NumPy's UFuncTypeError, a TypeError)
        gp.emath.log(numpy.array(["a"]))


@pytest.mark.parametrize("case", ["python scalars", "0/0", "host scalars", "0-d arrays",
                                  "array x", "array base"])
def test_logn_warns_as_its_division_does(xp, case):
    """logn divides with the operator, as NumPy: 0-d inputs (scalars) warn of a "scalar
    divide", arrays of a "divide"."""
    args = {"python scalars": lambda m: (1, 2), "0/0": lambda m: (1, 1),
            "host scalars": lambda m: (numpy.uint64(1), numpy.int32(-1)),
            "0-d arrays": lambda m: (m.asarray(1.0), m.asarray(2.0)),
            "array x": lambda m: (1, m.asarray([1.0, 2.0])),
            "array base": lambda m: (m.asarray([1.0, 2.0]), 1)}[case]

    def messages(m):
        with warnings.catch_warnings(record=True) as w, numpy.errstate(all="warn"):
            warnings.simplefilter("always")
            m.emath.logn(*args(m))
        return [str(c.message) for c in w if issubclass(c.category, RuntimeWarning)]
    assert messages(xp) == messages(numpy)
