# numpy.testing.assert_equal of two gpnumpy arrays (neither a numpy.ndarray) falls to
# `desired == actual` in a bool context: convert device arrays first (a harness shim).
import numpy, numpy.testing
import numpy.testing._private.utils as _u
import gpnumpy
_orig = _u.assert_equal
def _conv(x):
    if isinstance(x, gpnumpy.ndarray):
        return numpy.asarray(x)
    if isinstance(x, (list, tuple)) and any(isinstance(y, gpnumpy.ndarray) for y in x):
        return type(x)(_conv(y) for y in x)
    return x
def assert_equal(actual, desired, *a, **k):
    return _orig(_conv(actual), _conv(desired), *a, **k)
_u.assert_equal = assert_equal
numpy.testing.assert_equal = assert_equal
# numpy.ma.testutils.assert_equal likewise (NumPy's loadtxt and recfunctions tests use it)
try:
    import numpy.ma.testutils as _mt
except ImportError:  # (a NumPy without it)
    _mt = None
if _mt is not None:
    _mt_orig = _mt.assert_equal

    def _ma_assert_equal(actual, desired, *a, **k):
        return _mt_orig(_conv(actual), _conv(desired), *a, **k)
    _mt.assert_equal = _ma_assert_equal
