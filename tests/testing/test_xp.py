"""The harness itself: assert_same must catch every kind of difference the suite relies on.

The candidates here are fakes built on NumPy with one deliberate defect each.  (The class name
contains "Numpy" so that ``-k numpy`` selects these with the NumPy half.)
"""

import types

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, LAYOUTS, assert_same, assert_same_cases, make, make_int_extremes, make_special,
)


def fake(**overrides):
    """A module that is numpy except for ``overrides``."""
    mod = types.ModuleType("fake_xp")
    mod.__dict__.update({k: getattr(numpy, k) for k in dir(numpy) if not k.startswith("__")})
    mod.__dict__.update(overrides)
    return mod


class DuckArray:
    """A device-array stand-in: not a numpy.ndarray, converts with .get()."""

    def __init__(self, a):
        self._a = numpy.asarray(a)
        self.shape, self.dtype, self.ndim = self._a.shape, self._a.dtype, self._a.ndim

    def get(self):
        return self._a.copy()


def _fails(xp, body, **kw):
    with pytest.raises(AssertionError):
        assert_same(xp, body, **kw)


class TestHelpersWithNumpy:
    def test_numpy_against_itself(self):
        assert_same(numpy, lambda xp: xp.add(make(xp, (3, 4), "int8", "T"), 3))

    def test_value_difference(self):
        _fails(fake(add=lambda a, b: numpy.add(a, b) + 1),
               lambda xp: xp.add(make(xp, (3,), "int32"), 1))

    def test_single_ulp_difference(self):
        xp = fake(sin=lambda a: numpy.nextafter(numpy.sin(a), numpy.inf))
        _fails(xp, lambda xp: xp.sin(make(xp, (5,), "float32")))
        assert_same(xp, lambda xp: xp.sin(make(xp, (5,), "float32")), approx=True)

    def test_dtype_difference(self):
        _fails(fake(add=lambda a, b: numpy.add(a, b).astype("float32")),
               lambda xp: xp.add(make(xp, (3,), "float64"), 1.0))

    def test_shape_difference(self):
        _fails(fake(add=lambda a, b: numpy.add(a, b).reshape(1, -1)),
               lambda xp: xp.add(make(xp, (3,), "float64"), 1.0))

    def test_nan_position(self):
        _fails(fake(sqrt=lambda a: numpy.nan_to_num(numpy.sqrt(a))),
               lambda xp: xp.sqrt(make(xp, (6,), "float64")))

    def test_nan_equals_nan(self):
        assert_same(numpy, lambda xp: xp.sqrt(make(xp, (6,), "float64")))

    def test_infinity_is_exact(self):
        xp = fake(exp=lambda a: numpy.where(numpy.isinf(numpy.exp(a)), 1e308, numpy.exp(a)))
        _fails(xp, lambda xp: xp.exp(make_special(xp, "float64")), approx=True)

    def test_signed_zero_option(self):
        xp = fake(negative=lambda a: numpy.abs(numpy.negative(a)) * numpy.sign(numpy.negative(a)) + 0.0)
        body = lambda xp: xp.negative(make_special(xp, "float64"))  # noqa: E731
        _fails(xp, body, signed_zeros=True)

    def test_numpy_array_instead_of_candidate_array(self):
        class Other:
            pass
        xp = fake(ndarray=Other)  # the candidate's arrays must be xp.ndarray
        _fails(xp, lambda xp: xp.add(make(xp, (3,), "int32"), 1))

    def test_zero_d_array_accepted_for_numpy_scalar(self):
        xp = fake(add=lambda a, b: numpy.asarray(numpy.add(a, b)))
        assert_same(xp, lambda xp: xp.add(make(xp, (), "float32", "0d"), 1))

    def test_zero_d_array_dtype_still_checked(self):
        xp = fake(add=lambda a, b: numpy.asarray(numpy.add(a, b), dtype="float64"))
        _fails(xp, lambda xp: xp.add(make(xp, (), "float32", "0d"), 1))

    def test_python_scalar_type(self):
        _fails(fake(ndarray=numpy.ndarray), lambda xp: (numpy.float64(1.5) if xp is not numpy
                                                        else 1.5))

    def test_container_type(self):
        _fails(fake(), lambda xp: [1, 2] if xp is not numpy else (1, 2))

    def test_missing_exception(self):
        _fails(fake(add=lambda a, b: numpy.add(numpy.asarray(a, "int64"), b)),
               lambda xp: xp.add(make(xp, (3,), "uint8"), 300))

    def test_wrong_exception_type(self):
        def add(a, b):
            raise ValueError("wrong type")
        _fails(fake(add=add), lambda xp: xp.add(make(xp, (3,), "uint8"), 300))

    def test_private_numpy_exception_maps_to_public_base(self):
        def add(a, b, out=None):
            raise TypeError("cannot cast")  # numpy raises _UFuncOutputCastingError(TypeError)
        assert_same(fake(add=add), lambda xp: xp.add(make(xp, (3,)), 1.0,
                                                     out=xp.zeros(3, "int64")))

    def test_exception_where_numpy_returns(self):
        def sqrt(a):
            raise RuntimeError("boom")
        _fails(fake(sqrt=sqrt), lambda xp: xp.sqrt(make(xp, (3,))))

    def test_only_where(self):
        xp = fake(add=lambda a, b, where=True: numpy.where(where, numpy.add(a, b), -99.0))
        mask = numpy.array([True, False, True])
        assert_same(xp, lambda xp: xp.add(make(xp, (3,)), 1.0, where=mask), only_where=mask)
        _fails(xp, lambda xp: xp.add(make(xp, (3,)), 1.0, where=mask))

    def test_cases_report_every_failure(self):
        xp = fake(add=lambda a, b: numpy.add(a, b) + 1)
        cases = [("one", lambda xp: xp.add(make(xp, (2,)), 1)),
                 ("two", lambda xp: xp.add(make(xp, (3,)), 2))]
        with pytest.raises(AssertionError, match=r"(?s)2 of 2 cases.*\[one\].*\[two\]"):
            assert_same_cases(xp, cases)

    def test_duck_array_results_are_converted(self):
        xp = fake(ndarray=DuckArray, add=lambda a, b: DuckArray(numpy.add(a, b)))
        assert_same(xp, lambda xp: xp.add(make(xp, (3,)), 1))
        xp_bad = fake(ndarray=DuckArray, add=lambda a, b: DuckArray(numpy.add(a, b) * 2))
        _fails(xp_bad, lambda xp: xp.add(make(xp, (3,)), 1))


class TestMakeNumpy:
    @pytest.mark.parametrize("dtype", ALL_DTYPES)
    @pytest.mark.parametrize("layout", LAYOUTS)
    def test_deterministic_and_shaped(self, dtype, layout):
        a, b = make(numpy, (3, 4), dtype, layout), make(numpy, (3, 4), dtype, layout)
        assert a.dtype == numpy.dtype(dtype)
        assert a.shape == {"empty": (0, 4), "0d": ()}.get(layout, (3, 4))
        numpy.testing.assert_array_equal(a, b)

    def test_layouts_are_views(self):
        c = make(numpy, (3, 4), "float32", "C")
        t = make(numpy, (3, 4), "float32", "T")
        n = make(numpy, (3, 4), "float32", "neg")
        s = make(numpy, (3, 4), "float32", "slice")
        assert c.flags.c_contiguous and c.base is None
        assert t.flags.f_contiguous and not t.flags.c_contiguous and t.base is not None
        assert all(st < 0 for st in n.strides) and n.base is not None
        assert s.strides == (64, 8) and s.base is not None

    def test_values_vary(self):
        for dtype in ALL_DTYPES:
            a = make(numpy, (30,), dtype)
            assert len(numpy.unique(a)) > 1, dtype

    def test_special_and_extremes(self):
        s = make_special(numpy, "float16")
        assert numpy.isnan(s).any() and numpy.isinf(s).any() and numpy.signbit(s[s == 0]).any()
        e = make_int_extremes(numpy, "int8")
        assert e.min() == -128 and e.max() == 127


class TestTestingWrappersNumpy:
    def test_assert_functions_accept_device_arrays(self):
        import gpnumpy.testing as gt  # needs gpnumpy's package __init__ to import
        gt.assert_array_equal(DuckArray([1, 2, 3]), numpy.array([1, 2, 3]))
        gt.assert_allclose((DuckArray([1.0]),), (numpy.array([1.0]),))
        with pytest.raises(AssertionError):
            gt.assert_array_equal(DuckArray([1, 2, 3]), numpy.array([1, 2, 4]))
        assert set(numpy.testing.__all__) <= set(dir(gt))

    def test_classes_are_compared_as_classes(self):
        # assert_equal(type(result), cls): a class with get/shape/dtype attributes is not an array
        import gpnumpy as gnp
        import gpnumpy.testing as gt
        r = gnp.percentile(gnp.arange(5.0), [50])
        gt.assert_equal(type(r), gnp.ndarray)
        gt.assert_equal(DuckArray, DuckArray)
        with pytest.raises(AssertionError):
            gt.assert_equal(type(r), numpy.ndarray)


def test_testing_asserts_take_named_tuples(gp):
    """A named tuple of device arrays (unique_counts', eigh's) is compared as NumPy compares one
    of NumPy's arrays: the same outcome and message (the tuple's repr kept)."""
    import collections
    import gpnumpy.testing as gt
    pair = collections.namedtuple("Pair", "a b")
    h = numpy.array([1.0, numpy.nan, -0.0])
    t = numpy.array([1, 2, "NaT"], "M8[s]")

    def dev(x):
        return type(x)._make(gp.asarray(a) for a in x)
    for x in (pair(h, h), pair(t, h[:2])):
        gt.assert_equal(dev(x), dev(x))
        gt.assert_equal(list(x), dev(x))
    gt.assert_allclose(dev(pair(h, h)), dev(pair(h, h)))
    u = gp.unique_counts(gp.asarray([1, 1, 2]))
    gt.assert_equal(u, u)
    for name, other in [("assert_equal", pair(h[:2], h)), ("assert_equal", pair(t, h)),
                        ("assert_almost_equal", pair(h + 1, h)),
                        ("assert_array_equal", pair(h, h * 2)), ("assert_allclose", pair(h * 2, h))]:
        with pytest.raises(AssertionError) as want:
            getattr(numpy.testing, name)(pair(h, h), other)
        with pytest.raises(AssertionError) as got:
            getattr(gt, name)(dev(pair(h, h)), dev(other))
        assert str(got.value) == str(want.value), name


def test_build_err_msg_prints_device_arrays_with_precision(gp):
    """build_err_msg prints device arrays as NumPy prints its own, with its precision= (not the
    repr's 8 digits)."""
    import gpnumpy.testing as gt
    x = numpy.array([1.000000001, 2.00002, 3.00003])
    y = numpy.array([1.000000002, 2.00003, 3.00004])
    for kw in ({}, {"precision": 10}, {"precision": 3, "names": ("A", "B")}):
        want = numpy.testing.build_err_msg([x, y], "mismatch", **kw)
        assert gt.build_err_msg([gp.asarray(x), gp.asarray(y)], "mismatch", **kw) == want
        assert gt.build_err_msg([x, 5], "mismatch", **kw) == numpy.testing.build_err_msg(
            [x, 5], "mismatch", **kw)
