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


def test_private_helpers_the_test_suites_import():
    """numpy.testing's names outside __all__ that NumPy's own test files import from it
    (``from numpy.testing import _assert_valid_refcount``) are gpnumpy.testing's too."""
    import numpy.testing
    from gpnumpy.testing import _assert_valid_refcount, _gen_alignment_data
    assert _assert_valid_refcount is numpy.testing._assert_valid_refcount
    assert _gen_alignment_data is numpy.testing._gen_alignment_data
    _assert_valid_refcount(gpnumpy.add)
