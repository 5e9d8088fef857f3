"""An array and a Python scalar: the second call of a (dtype, scalar type) pair takes the
ufunc's lean path; it must answer as the first (and as NumPy) for every value and layout."""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases, make, short


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint8", "int64", "uint64", "float16", "float32",
                                   "complex64"], ids=short)
def test_array_and_python_scalar_repeated(xp, dtype):
    def body(xp, scalar, first, name, layout="C", shape=(6, 5)):
        a = make(xp, shape, dtype, layout, seed=4, kind="small")
        f = getattr(xp, name)
        call = (lambda: f(scalar, a)) if first else (lambda: f(a, scalar))
        return [call(), call(), call()]  # the general path once, then the lean one

    cases = []
    for name in ("add", "subtract", "multiply", "true_divide", "less", "maximum", "power"):
        # (power: small exponents only; complex64 z ** 300 is ill-conditioned in float32)
        big = () if name == "power" else (255, 300, -129, 2**63, 2**64 - 1)
        for scalar in (3, -2, 2.5, 1j, True) + big:
            for first in (False, True):
                cases.append((f"{name} {scalar!r} first={first}",
                              lambda xp, s=scalar, f=first, n=name: body(xp, s, f, n)))
    cases += [
        ("transposed", lambda xp: body(xp, 3, False, "add", "T")),
        ("negative strides", lambda xp: body(xp, 2.5, True, "multiply", "neg")),
        ("one element", lambda xp: body(xp, 3, False, "add", shape=(1,))),
        ("0-d", lambda xp: body(xp, 3, True, "subtract", shape=())),
        ("empty", lambda xp: body(xp, 3, False, "add", shape=(0, 3))),
    ]
    assert_same_cases(xp, cases, approx=True)


def _with_warnings(xp, f):
    """``f(xp)``'s result (values, dtype, shape) or exception, and its warnings."""
    with warnings.catch_warnings(record=True) as got, numpy.errstate(all="warn"):
        warnings.simplefilter("always")
        try:
            r = f(xp)
            res = (numpy.asarray(r).tolist(), str(r.dtype), numpy.shape(r))
        except Exception as exc:  # noqa: BLE001
            res = type(exc).__name__
    return res, [(w.category.__name__, str(w.message)) for w in got]


@pytest.mark.parametrize("dtype", ["float16", "float32", "complex64"], ids=short)
def test_empty_array_and_python_scalar_cast_warns(xp, dtype):
    """A Python number is converted to the loop's dtype whatever the size of the array: its
    overflow warns for an empty array too (each path: lean, 2-d, strided, out=, methods)."""
    def e(xp, shape=(0,)):
        return xp.zeros(shape, dtype)
    cases = [
        ("add", lambda xp: e(xp) + 1e300),
        ("radd", lambda xp: 1e300 + e(xp)),
        ("equal big int", lambda xp: e(xp) == 2**128 if dtype == "float32" else e(xp) == 2**31),
        ("less", lambda xp: e(xp) < -1e300),
        ("2-d", lambda xp: xp.add(e(xp, (2, 0)), 1e300)),
        ("strided", lambda xp: e(xp, (4,))[:0:2] * 1e300),
        ("keyword", lambda xp: xp.subtract(e(xp), 1e300, casting="same_kind")),
        ("out", lambda xp: xp.add(e(xp), 1e300, out=e(xp))),
        ("clip", lambda xp: e(xp).clip(1e300, None)),
        ("in range", lambda xp: e(xp) + 3.0),
        ("twice", lambda xp: [e(xp) + 1e300, e(xp) + 1e300][1]),
    ]
    for name, f in cases:
        assert _with_warnings(xp, f) == _with_warnings(numpy, f), name
