"""One element assigned a Python number, ``a[1] = v``, against NumPy: the stored value, the
exception (type and message: NumPy's conversion decides) and the warnings, for every kind of
number into every kind of dtype, at the edges of each range.  On a machine without a GPU the
element is written by NumPy's own element assignment on the array's memory (ndarray's host
path); on a GPU by the general path."""
import warnings

import numpy
import pytest

import gpnumpy

CASES = [("f8", 1.5), ("f4", 1e300), ("f4", -1e300), ("f2", 70000.0), ("f2", 70000),
         ("f2", 1e-10), ("i1", 300), ("u1", -1), ("i8", 2**63), ("i8", -2**63), ("i4", float("nan")),
         ("i4", float("inf")), ("i4", 3.7), ("i4", -3.7), ("u8", -1.5), ("u8", 2**64 - 1),
         ("?", 2), ("?", 0.0), ("?", 1j), ("f8", 1 + 2j), ("c8", 1e300 + 1j), ("c16", 1 + 2j),
         ("i8", True), ("f8", 2**1030), ("u4", 2**32), ("i2", 1e10), ("f4", float("nan")),
         ("c8", complex("nan+infj")), ("u2", 65535.9)]


def _observe(xp, dt, v):
    a = xp.zeros(3, dt)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            a[1] = v
            res = repr(numpy.asarray(a)[1])
        except Exception as exc:
            res = "%s: %s" % (type(exc).__name__, exc)
    return res, [(w.category.__name__, str(w.message)) for w in got]


@pytest.mark.parametrize("dt, v", CASES, ids=["%s=%r" % c for c in CASES])
def test_one_element_from_a_python_number(dt, v):
    assert _observe(gpnumpy, dt, v) == _observe(numpy, dt, v)


def test_element_of_a_view_and_of_a_second_axis():
    """The element's place: a strided view's, an offset view's, a 2-d array's."""
    for make in (lambda xp: xp.arange(12.0).reshape(3, 4),
                 lambda xp: xp.arange(12.0)[::3],
                 lambda xp: xp.arange(24, dtype=xp.int16).reshape(4, 6)[1:, 2:]):
        want, got = make(numpy), make(gpnumpy)
        key = (1, 2) if want.ndim == 2 else 2
        want[key] = 99
        got[key] = 99
        numpy.testing.assert_array_equal(numpy.asarray(got), want)


def test_read_only_and_warn_on_write():
    a = gpnumpy.zeros(3)
    a.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        a[1] = 1.0
    b = gpnumpy.broadcast_to(gpnumpy.zeros(3), (2, 3))
    with pytest.raises(ValueError):
        b[0, 1] = 1.0


@pytest.mark.parametrize("dt, v", [("f2", 1e5), ("f4", 1e300), ("c8", 1e300 + 0j)])
def test_cast_overflow_under_raise_writes_nothing(dt, v):
    """errstate(over='raise'): NumPy's conversion raises before the element is stored."""
    def run(xp):
        a = xp.full(3, -1.0, dtype=dt)
        with xp.errstate(over="raise"):
            try:
                a[1] = v
                raised = None
            except FloatingPointError as exc:
                raised = str(exc)
        return raised, numpy.asarray(a).tolist()
    assert run(gpnumpy) == run(numpy)


ZERO_D_VALUES = [
    ("f8", "list", lambda xp: [1.5]), ("f8", "tuple", lambda xp: (2,)),
    ("f8", "1-d array", lambda xp: xp.asarray([1.5])), ("i4", "1-d array", lambda xp: xp.asarray([3.0])),
    ("f8", "host 1-d array", lambda xp: numpy.array([1.5])), ("i1", "2-d array", lambda xp: xp.asarray([[1]])),
    ("c16", "2 values", lambda xp: xp.asarray([1.0, 2.0])), ("f8", "0-d array", lambda xp: xp.asarray(3.5)),
    ("f8", "python float", lambda xp: 2.5), ("?", "1-d array", lambda xp: xp.asarray([True])),
]


@pytest.mark.parametrize("dt, label, value", ZERO_D_VALUES,
                         ids=["%s-%s" % (dt, label) for dt, label, _ in ZERO_D_VALUES])
def test_empty_tuple_key_of_a_0d_array_is_one_element(dt, label, value):
    """``a[()] = v`` of a 0-d array is NumPy's element assignment (as ``a[0] = v`` of a 1-d
    one): a sequence or an array of one or more dimensions raises, where ``a[...] = v``
    broadcasts."""
    def observe(xp):
        a = xp.zeros((), dt)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                a[()] = value(xp)
                res = repr(numpy.asarray(a))
            except Exception as exc:
                res = type(exc).__name__
        return res, [w.category.__name__ for w in got]
    assert observe(gpnumpy) == observe(numpy)


HOST_VALUES = [
    # (dtype, shape, key, value): a masked constant converts by its data into more than one
    # element (an array cast), by float()/int() into one (UserWarning, MaskError)
    ("i8", (2, 2), 0, "masked"), ("f8", (2, 2), 0, "masked"), ("f8", (3,), slice(0, 2), "masked"),
    ("f8", (), Ellipsis, "masked"), ("f8", (), (), "masked"), ("i8", (3,), 0, "masked"),
    ("f8", (3,), 1, "masked"), ("f4", (2, 2), (0, slice(None)), "masked 2.5"),
    ("i2", (2, 2), 1, "masked 0-d 300.7"),
    # a NumPy array of NaN into integers: the cast's RuntimeWarning (invalid value)
    ("i8", (2, 2), 0, "nan row"), ("i8", (2, 2), 0, "0-d nan"), ("i1", (2, 2), 0, "300 row"),
]


def _host_value(label):
    return {"masked": lambda: numpy.ma.masked,
            "masked 2.5": lambda: numpy.ma.array(2.5, mask=True),
            "masked 0-d 300.7": lambda: numpy.ma.array(300.7),
            "nan row": lambda: numpy.array([numpy.nan, 1.0]),
            "0-d nan": lambda: numpy.array(numpy.nan),
            "300 row": lambda: numpy.array([300, 1])}[label]()


@pytest.mark.parametrize("dt, shape, key, label", HOST_VALUES,
                         ids=["%s-%s-%r-%s" % c for c in HOST_VALUES])
def test_host_array_value_subclass_and_cast_warnings(dt, shape, key, label):
    """A NumPy array value (np.ma.masked among them): NumPy's element assignment for one
    element, its array cast (the subclass's data, the cast's warnings) for more."""
    def observe(xp):
        a = xp.ones(shape, dt)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                a[key] = _host_value(label)
                res = repr(numpy.asarray(a))
            except Exception as exc:
                res = type(exc).__name__
        return res, [w.category.__name__ for w in got if w.category is not gpnumpy.FallbackWarning]
    assert observe(gpnumpy) == observe(numpy)


class _UserSequence:
    """A class of the user's with ``__len__`` and ``__getitem__``: a sequence to NumPy."""

    def __init__(self, items):
        self.items = items

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


OTHER_SEQUENCES = {
    "range": lambda: range(3), "range(1)": lambda: range(1), "empty range": lambda: range(0),
    "deque": lambda: __import__("collections").deque([4.5, 5, 6]),
    "user sequence": lambda: _UserSequence([7, 8, 9]),
    "nested user sequences": lambda: _UserSequence([_UserSequence([1, 2, 3])] * 2),
    "huge range": lambda: range(2**70, 2**70 + 3), "dict": lambda: {0: 1}, "set": lambda: {1}}


@pytest.mark.parametrize("dt", ["i8", "f8", "u1", "?"])
@pytest.mark.parametrize("key", [0, (0, 0), slice(None), Ellipsis, (0, slice(None))],
                         ids=repr)
@pytest.mark.parametrize("label", list(OTHER_SEQUENCES))
def test_a_sequence_other_than_list_or_tuple(dt, key, label):
    """A range, a deque, a user's sequence class: NumPy reads its items (a row, broadcast,
    or its errors: a broadcast mismatch, int() of it into one element); a dict or a set is
    no sequence to NumPy.  gpnumpy took them for scalars (int(range(3)): TypeError)."""
    def observe(xp):
        a = xp.zeros((2, 3), dt)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                a[key] = OTHER_SEQUENCES[label]()
                res = repr(numpy.asarray(a))
            except Exception as exc:
                res = "%s: %s" % (type(exc).__name__, exc)
        return res, [w.category.__name__ for w in got if w.category is not gpnumpy.FallbackWarning]
    assert observe(gpnumpy) == observe(numpy)
