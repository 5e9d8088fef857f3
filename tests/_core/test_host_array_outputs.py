"""NumPy arrays (and subclasses of them living in host memory, a memmap) handed to gpnumpy as
outputs: ``out=`` of a ufunc or a gufunc, an in-place operator of a NumPy array with a gpnumpy
operand, ``nan_to_num(copy=False)``.  NumPy's checks of the output come first (a read-only one
is "output array is read-only"), and the host array is the one written and returned.
(From NumPy's test_memmap.py and test_ufunc.py habits.)"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases


def _raised(call):
    """The exception's type and message (assert_same compares types only), or the result."""
    try:
        return call()
    except Exception as exc:  # noqa: BLE001 - the exception is the compared value
        return type(exc).__name__, str(exc)


def _host(read_only=False, values=(1.0, numpy.nan, -numpy.inf, 4.0)):
    h = numpy.array(values)
    h.flags.writeable = not read_only
    return h


def _memmap(tmp_path, name, mode="w+"):
    path = str(tmp_path / name)
    m = numpy.memmap(path, dtype="float64", mode="w+", shape=(4,))
    m[:] = [1.0, numpy.nan, numpy.inf, -numpy.inf]
    m.flush()
    return m if mode == "w+" else numpy.memmap(path, dtype="float64", mode=mode, shape=(4,))


def _outcome(h, r):
    """(the call's message or result is the host array itself, the host array's values)"""
    if isinstance(r, tuple) and len(r) == 2 and isinstance(r[0], str):
        return r, h.tolist()
    return r is h, type(r).__name__, h.tolist()


READ_ONLY_CASES = [
    ("ufunc", lambda xp, h: xp.add(xp.arange(4.0), 1, out=h)),
    ("ufunc, positional out", lambda xp, h: xp.sqrt(xp.arange(4.0), h)),
    ("ufunc, a tuple of outputs", lambda xp, h: xp.modf(xp.arange(4.0), out=(h, xp.empty(4)))),
    ("ufunc, second output", lambda xp, h: xp.divmod(xp.arange(4.0), 2, out=(xp.empty(4), h))),
    ("ufunc with where=", lambda xp, h: xp.negative(xp.arange(4.0), out=h,
                                                    where=xp.arange(4) > 1)),
    ("in-place operator", lambda xp, h: h.__iadd__(xp.ones(4))),
    ("vecdot", lambda xp, h: xp.vecdot(xp.ones((4, 3)), xp.ones(3), out=h)),
    ("matmul", lambda xp, h: xp.matmul(xp.ones((4, 3)), xp.ones(3), out=h)),
    ("nan_to_num copy=False", lambda xp, h: xp.nan_to_num(h, copy=False)),
]


@pytest.mark.parametrize("read_only", [True, False], ids=["read-only", "writeable"])
def test_host_array_outputs(xp, read_only):
    cases = [(label, lambda xp, call=call: (lambda h: _outcome(h, _raised(lambda: call(xp, h))))(
        _host(read_only))) for label, call in READ_ONLY_CASES]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("mode", ["w+", "r", "c"])
def test_memmap_in_place(xp, tmp_path, mode):
    """A memmap written in place by gpnumpy: nan_to_num(copy=False) returns the memmap itself
    with its values replaced (NumPy's error for a read-only one), ufuncs' out= write it."""
    def case(call):
        def body(xp):
            m = _memmap(tmp_path, "m_%s_%d" % (xp.__name__, id(call)), mode)
            return _outcome(m, _raised(lambda: call(xp, m)))
        return body
    calls = [
        ("nan_to_num copy=False", lambda xp, m: xp.nan_to_num(m, copy=False)),
        ("nan_to_num copy=False, values", lambda xp, m: xp.nan_to_num(m, copy=False, nan=-1.0,
                                                                     posinf=7.0, neginf=-7.0)),
        ("ufunc out=", lambda xp, m: xp.multiply(m, 2, out=m)),
        ("clip out=", lambda xp, m: xp.clip(xp.arange(4.0), 1, 2, out=m)),
    ]
    assert_same_cases(xp, [(label, case(call)) for label, call in calls])
