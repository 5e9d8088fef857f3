"""gpnumpy.testing.overrides answers for gpnumpy's ufuncs and functions as NumPy's module answers
for NumPy's (both hand their calls to __array_ufunc__ / __array_function__ of an operand)."""
import numpy
import pytest

import gpnumpy

_NAMES = [("add", ""), ("sin", ""), ("concatenate", ""), ("mean", ""), ("where", ""),
          ("array", ""), ("norm", "linalg"), ("fft", "fft"), ("ndim", "")]


@pytest.mark.parametrize("name, ns", _NAMES, ids=[n for n, _ in _NAMES])
def test_overrides_answer_as_for_their_namesakes(name, ns):
    ours = getattr(getattr(gpnumpy, ns) if ns else gpnumpy, name)
    theirs = getattr(getattr(numpy, ns) if ns else numpy, name)
    o, t = gpnumpy.testing.overrides, numpy.testing.overrides
    assert o.allows_array_ufunc_override(ours) == t.allows_array_ufunc_override(theirs)
    assert o.allows_array_function_override(ours) == t.allows_array_function_override(theirs)


def test_overrides_is_a_module_of_its_own():
    import gpnumpy.testing.overrides as mod
    assert mod is gpnumpy.testing.overrides
    assert not mod.allows_array_ufunc_override(len)
    assert not mod.allows_array_function_override(len)
    assert mod.get_overridable_numpy_ufuncs() == numpy.testing.overrides.get_overridable_numpy_ufuncs()


def test_a_gpnumpy_ufunc_and_function_do_dispatch():
    class Other:
        def __array_ufunc__(self, uf, method, *args, **kwargs):
            return "ufunc"

        def __array_function__(self, func, types, args, kwargs):
            return "function"
    assert gpnumpy.add(Other(), 1) == "ufunc"
    assert gpnumpy.concatenate([Other(), Other()]) == "function"
