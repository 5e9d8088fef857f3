"""NumPy's ComplexWarning ("Casting complex values to real discards the imaginary part"): given
once per cast NumPy sets up from complex to a dtype neither complex nor bool, whatever the size,
by every routine that casts (astype, copyto, item and slice assignment, put, take's out=, ufuncs
and reductions with a real dtype= or out=, concatenate), and never by the host device's loops a
second time.  Each case records the warnings and the values, in the same run, for NumPy and
gpnumpy."""
import warnings

import numpy
import pytest

Z = numpy.array([1.5 + 2j, -3.25 - 1j, 0.5j])

CASES = {
    "astype_float": lambda xp, z: z.astype(numpy.float64),
    "astype_int": lambda xp, z: z.astype(numpy.int32),
    "astype_bool": lambda xp, z: z.astype(bool),
    "astype_empty": lambda xp, z: z[:0].astype(numpy.float32),
    "copyto_unsafe": lambda xp, z: _into(xp.zeros(3), lambda o: xp.copyto(o, z, casting="unsafe")),
    "copyto_bool": lambda xp, z: _into(xp.zeros(3, bool), lambda o: xp.copyto(o, z, casting="unsafe")),
    "copyto_empty": lambda xp, z: _into(xp.zeros(0), lambda o: xp.copyto(o, z[:0], casting="unsafe")),
    "copyto_where_false": lambda xp, z: _into(
        xp.zeros(3), lambda o: xp.copyto(o, z, casting="unsafe", where=False)),
    "copyto_where_mask": lambda xp, z: _into(
        xp.zeros(3), lambda o: xp.copyto(o, z, casting="unsafe", where=xp.asarray([True, False, True]))),
    "copyto_same_kind": lambda xp, z: _into(xp.zeros(3), lambda o: xp.copyto(o, z)),
    "setitem_slice": lambda xp, z: _into(xp.zeros(3), lambda o: o.__setitem__(slice(None), z)),
    "setitem_host_value": lambda xp, z: _into(xp.zeros(3), lambda o: o.__setitem__(slice(None), Z)),
    "setitem_broadcast": lambda xp, z: _into(xp.zeros((2, 3)), lambda o: o.__setitem__(Ellipsis, z)),
    "setitem_bool": lambda xp, z: _into(xp.zeros(3, bool), lambda o: o.__setitem__(slice(None), z)),
    "setitem_fancy": lambda xp, z: _into(xp.zeros(3), lambda o: o.__setitem__([2, 0, 1], z)),
    "setitem_fancy_host_value": lambda xp, z: _into(xp.zeros(3),
                                                    lambda o: o.__setitem__([2, 0, 1], Z)),
    "setitem_element": lambda xp, z: _into(xp.zeros(3), lambda o: o.__setitem__(1, Z[0])),
    "put": lambda xp, z: _into(xp.zeros(3), lambda o: o.put([0, 2], z[:2])),
    "take_out": lambda xp, z: _into(xp.zeros(2), lambda o: xp.take(z, [2, 0], out=o)),
    # (NumPy 2.5's check of a real take's complex out= warns too; 2.4's does not)
    "take_real_out_complex": lambda xp, z: _into(
        xp.zeros(2, complex), lambda o: xp.take(z.real, [2, 0], out=o)),
    "take_out_int": lambda xp, z: _into(xp.zeros(2, int), lambda o: xp.take(z, [2, 0], out=o)),
    "ufunc_out": lambda xp, z: _into(xp.zeros(3), lambda o: xp.add(z, 1, out=o, casting="unsafe")),
    "ufunc_dtype": lambda xp, z: xp.multiply(z, 2, dtype=numpy.float64, casting="unsafe"),
    "ufunc_where_out": lambda xp, z: _into(xp.zeros(3), lambda o: xp.multiply(
        z, 2, out=o, where=xp.asarray([True, False, True]), casting="unsafe")),
    "ufunc_bool_out": lambda xp, z: _into(xp.zeros(3, bool), lambda o: xp.add(z, 1, out=o, casting="unsafe")),
    "clip_out": lambda xp, z: _into(xp.zeros(3), lambda o: xp.clip(z, 0, 1, out=o, casting="unsafe")),
    "sum_dtype": lambda xp, z: xp.sum(z, dtype=numpy.float64),
    "sum_out": lambda xp, z: _into(xp.zeros(()), lambda o: xp.sum(z, out=o)),
    "cumsum_dtype": lambda xp, z: xp.cumsum(z, dtype=numpy.float64),
    "accumulate_dtype": lambda xp, z: xp.add.accumulate(z, dtype=numpy.float32),
    "reduceat_dtype": lambda xp, z: xp.add.reduceat(z, [0, 2], dtype=numpy.float64),
    "concatenate_out": lambda xp, z: _into(
        xp.zeros(6), lambda o: xp.concatenate([z, z], out=o, casting="unsafe")),
    "concatenate_dtype": lambda xp, z: xp.concatenate([z, xp.zeros(1)], dtype=float, casting="unsafe"),
    "array_dtype": lambda xp, z: xp.array(z, dtype=float),
    "fill": lambda xp, z: _into(xp.zeros(3), lambda o: o.fill(Z[1])),
    "full": lambda xp, z: xp.full(2, Z[0], dtype=float),
    "round_real_out": lambda xp, z: _into(xp.zeros(3), lambda o: xp.round(z, out=o)),
    "ufunc_at": lambda xp, z: _into(xp.ones(3), lambda o: xp.add.at(o, [0, 0, 2], z)),
    "ufunc_at_scalar": lambda xp, z: _into(xp.ones(3), lambda o: xp.multiply.at(o, [1], 1j)),
    "ufunc_at_no_index": lambda xp, z: _into(xp.ones(3), lambda o: xp.add.at(o, [], 1j)),
    "ufunc_at_int": lambda xp, z: _into(xp.ones(3, int), lambda o: xp.add.at(
        o, [0], numpy.complex64(1j))),
    "ufunc_at_bool": lambda xp, z: _into(xp.ones(3, bool), lambda o: xp.add.at(o, [0], 1j)),
    "ufunc_at_compare": lambda xp, z: _into(xp.ones(3), lambda o: xp.greater.at(o, [0], 1j)),
    "ufunc_at_out_of_bounds": lambda xp, z: _into(xp.ones(3), lambda o: xp.add.at(o, [5], 1j)),
    "ufunc_at_bad_shape": lambda xp, z: _into(xp.ones(3), lambda o: xp.add.at(o, [0, 1], z)),
}


def _into(out, fn):
    fn(out)
    return out


def _run(xp, name):
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            res = CASES[name](xp, xp.asarray(Z))
            value = numpy.asarray(res.get() if hasattr(res, "get") else res)
        except Exception as exc:
            value = type(exc).__name__
        if hasattr(xp, "_core"):  # (gpnumpy: the device's pending reports)
            from gpnumpy._core import fperr
            fperr.flush()
    return value, [(w.category.__name__, str(w.message)) for w in got]


@pytest.mark.parametrize("name", sorted(CASES))
def test_complex_cast_warns_as_reference(gp, name):
    want_value, want = _run(numpy, name)
    got_value, got = _run(gp, name)
    assert got == want
    if isinstance(want_value, str):
        assert got_value == want_value
    else:
        assert got_value.dtype == want_value.dtype and got_value.shape == want_value.shape
        numpy.testing.assert_array_equal(got_value, want_value)


def test_repeated_reduction_warns_every_time(gp):
    """The reduction's loop dtype is asked of NumPy once and kept; the warning is not."""
    z = gp.asarray(Z)
    for _ in range(3):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            gp.sum(z, dtype=numpy.float32)
        assert [w.category for w in got] == [numpy.exceptions.ComplexWarning]
