"""``astype(dtype, casting='same_value')`` (NumPy 2.4): the cast of numbers that raises
ValueError where a value would change (a fraction or NaN into an integer type, a value out of
the target's range, a float rounded into a narrower one, a nonzero imaginary part dropped),
with NumPy's message, its warnings (ComplexWarning, no floating-point warning) and its
TypeError for dtypes other than numbers.

Each body runs with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases

NUMBERS = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float16", "float32", "float64", "complex64", "complex128"]


def _outcome(f):
    """What ``f()`` gives, with the warnings it gives: its result or its exception's type and
    message."""
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            r = f()
        except Exception as exc:  # noqa: BLE001 - compared with NumPy's
            r = (type(exc).__name__, str(exc))
    return r, [(c.category.__name__, str(c.message)) for c in w]


# values at the edges of every type: fractions, extremes, NaN and infinities, complex parts
_VALUES = {
    "b": [0, 1],
    "i": [0, 1, -1, 127, -128, 255, 2048, 32767, -32768, 65504, 65535, -65504, 2**24 + 1,
          2**31 - 1, -2**31, 2**53 + 1, 2**63 - 1, -2**63],
    "u": [0, 1, 127, 255, 2048, 65504, 65535, 2**24 + 1, 2**32 - 1, 2**53 + 1, 2**64 - 1],
    "f": [0.0, -0.0, 0.5, 1.0, -1.0, 0.1, 10.666, 127.0, 128.0, -129.0, 255.0, 256.0, 65504.0,
          65520.0, 2.0**31, -2.0**31, 2.0**63, 2.0**64, 1e-10, 1e-300, 1e300, float("nan"),
          float("inf"), float("-inf")],
    "c": [0j, 1 + 0j, 1 + 1j, 0.1 + 0j, 65504 + 0j, complex(float("nan"), 0),
          complex(0, float("nan")), complex(1e300, 1), complex(1, 1e300)],
}


def _sources(xp, src):
    """One array of ``src`` per value of its kind that ``src`` holds exactly as written (a
    value out of an integer type's range is not made)."""
    dt = numpy.dtype(src)
    out = []
    for v in _VALUES[dt.kind]:
        if dt.kind in "iu":
            info = numpy.iinfo(dt)
            if not info.min <= v <= info.max:
                continue
        with numpy.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out.append(xp.asarray(numpy.array([v, 0], dtype=dt)))
    return out


@pytest.mark.parametrize("src", NUMBERS)
def test_same_value_every_pair(xp, src):
    def case(dst):
        return lambda xp: [_outcome(lambda a=a: a.astype(dst, casting="same_value"))
                           for a in _sources(xp, src)]
    assert_same_cases(xp, [(dst, case(dst)) for dst in NUMBERS])


def test_same_value_layouts_scalars_and_refusals(xp):
    def strided(xp):
        a = xp.asarray(numpy.arange(24.0).reshape(4, 6))[::-1, ::2].T
        return _outcome(lambda: a.astype("int16", casting="same_value")), \
            _outcome(lambda: (a + 0.5).astype("int16", casting="same_value"))

    assert_same_cases(xp, [
        ("strided views", strided),
        ("0-d array", lambda xp: _outcome(
            lambda: xp.asarray(2.5).astype("int32", casting="same_value"))),
        ("scalar", lambda xp: _outcome(lambda: xp.float64(2.5).astype("int32", casting="same_value"))),
        ("scalar that fits", lambda xp: _outcome(
            lambda: xp.sum(xp.asarray([1.0, 2.0])).astype("int32", casting="same_value"))),
        ("empty", lambda xp: _outcome(lambda: xp.zeros(0).astype("int8", casting="same_value"))),
        ("same dtype, copy=False", lambda xp: (lambda a: a.astype(
            "float64", casting="same_value", copy=False) is a)(xp.ones(3))),
        ("order F", lambda xp: xp.ones((2, 3)).astype("int8", casting="same_value", order="F")
         .flags.f_contiguous),
        ("datetime refused", lambda xp: _outcome(
            lambda: xp.ones(3).astype("M8[s]", casting="same_value"))),
        ("to timedelta refused", lambda xp: _outcome(
            lambda: xp.arange(3).astype("m8[s]", casting="same_value"))),
        ("from datetime refused", lambda xp: _outcome(
            lambda: xp.asarray(numpy.arange(3).astype("M8[s]")).astype("M8[s]",
                                                                         casting="same_value"))),
        ("complex to real warns first", lambda xp: _outcome(
            lambda: xp.asarray([1 + 1j]).astype("float32", casting="same_value"))),
        ("other functions refuse it", lambda xp: _outcome(
            lambda: xp.add(xp.ones(2), 1.5, casting="same_value"))),
        ("can_cast refuses it", lambda xp: _outcome(
            lambda: xp.can_cast("f8", "i4", casting="same_value"))),
        ("copyto refuses it", lambda xp: _outcome(
            lambda: xp.copyto(xp.zeros(2, "i4"), xp.ones(2), casting="same_value"))),
    ])
