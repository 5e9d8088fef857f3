"""ndarray.flat against NumPy's flatiter for every kind of key, read and written: the result
(value, dtype, shape, scalar or array), the array after a write, the exception (type and
message), the warnings (category and message, NumPy's deprecations of float and 0-d boolean
keys included) and the iterator's index afterwards."""

import fractions
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import to_numpy


def _host(xp, h):
    return h if xp is numpy else xp.asarray(h)


# (label, key maker): a key for the module ``xp`` (its index arrays are xp arrays)
_KEYS = [
    ("int", lambda xp: 5), ("negative int", lambda xp: -1), ("int past end", lambda xp: 12),
    ("int before start", lambda xp: -13), ("huge int", lambda xp: 10**20),
    ("np.int8", lambda xp: numpy.int8(3)), ("np.uint64", lambda xp: numpy.uint64(3)),
    ("np.uint64 2**63", lambda xp: numpy.uint64(2**63)),
    ("float", lambda xp: 1.5), ("negative float", lambda xp: -1.5),
    ("float past end", lambda xp: 12.0), ("nan", lambda xp: float("nan")),
    ("np.float32", lambda xp: numpy.float32(2.5)), ("complex", lambda xp: 1j),
    ("Fraction", lambda xp: fractions.Fraction(7, 2)),
    ("True", lambda xp: True), ("False", lambda xp: False),
    ("np.True_", lambda xp: numpy.True_), ("np.False_", lambda xp: numpy.False_),
    ("0-d True", lambda xp: _host(xp, numpy.array(True))),
    ("0-d False", lambda xp: _host(xp, numpy.array(False))),
    ("0-d int", lambda xp: _host(xp, numpy.array(3))),
    ("0-d int past end", lambda xp: _host(xp, numpy.array(99))),
    ("0-d float", lambda xp: _host(xp, numpy.array(2.0))),
    ("host 0-d True", lambda xp: numpy.array(True)),
    ("slice", lambda xp: slice(1, 7, 2)), ("reversed slice", lambda xp: slice(None, None, -3)),
    ("empty slice", lambda xp: slice(4, 2)), ("wide slice", lambda xp: slice(-100, 100)),
    ("zero step", lambda xp: slice(None, None, 0)), ("float slice", lambda xp: slice(1.0, 3)),
    ("Ellipsis", lambda xp: Ellipsis), ("()", lambda xp: ()), ("(...,)", lambda xp: (Ellipsis,)),
    ("(3,)", lambda xp: (3,)), ("(1, 2)", lambda xp: (1, 2)), ("(1.0,)", lambda xp: (1.0,)),
    ("(True,)", lambda xp: (True,)), ("(None,)", lambda xp: (None,)),
    ("(..., 1)", lambda xp: (Ellipsis, 1)), ("(..., ...)", lambda xp: (Ellipsis, Ellipsis)),
    ("(0-d True, 3)", lambda xp: (_host(xp, numpy.array(True)), 3)),
    ("(0-d True, ...)", lambda xp: (_host(xp, numpy.array(True)), Ellipsis)),
    ("(..., 0-d True)", lambda xp: (Ellipsis, _host(xp, numpy.array(True)))),
    ("((),)", lambda xp: ((),)),
    ("int list", lambda xp: [0, 3, 3, -1]), ("bool list", lambda xp: [True, False]),
    ("full bool list", lambda xp: [True] * 6 + [False] * 6),
    ("np.bool list", lambda xp: [numpy.True_]), ("float list", lambda xp: [1.0, 2.5]),
    ("nested list", lambda xp: [[1, 2], [3, 4]]), ("empty list", lambda xp: []),
    ("nested empty list", lambda xp: [[]]), ("list past end", lambda xp: [0, 12, 13]),
    ("list of None", lambda xp: [None]), ("str list", lambda xp: ["a"]),
    ("big int list", lambda xp: [10**20]),
    ("int array", lambda xp: _host(xp, numpy.array([1, 5, -2]))),
    ("2-d int array", lambda xp: _host(xp, numpy.array([[1], [2]]))),
    ("uint8 array", lambda xp: _host(xp, numpy.array([1, 2], "uint8"))),
    ("uint64 wrapping", lambda xp: _host(xp, numpy.array([2**64 - 1], "uint64"))),
    ("int array past end", lambda xp: _host(xp, numpy.array([3, 12, -20]))),
    ("mask", lambda xp: _host(xp, numpy.arange(12) % 3 == 0)),
    ("short mask", lambda xp: _host(xp, numpy.ones(2, bool))),
    ("2-d mask", lambda xp: _host(xp, numpy.ones((3, 4), bool))),
    ("empty mask", lambda xp: _host(xp, numpy.zeros(0, bool))),
    ("float array", lambda xp: _host(xp, numpy.array([1.0, 2.0]))),
    ("empty int array", lambda xp: _host(xp, numpy.zeros(0, int))),
    ("host float array", lambda xp: numpy.array([1.0])),
    ("None", lambda xp: None), ("str", lambda xp: "a"), ("dict", lambda xp: {}),
    ("object", lambda xp: object),
    # a reduction's scalar (gpnumpy's device scalar) is NumPy's scalar, no 0-d array
    ("int scalar", lambda xp: xp.arange(4).max()),
    ("float scalar", lambda xp: xp.arange(3.0).max()),
    ("bool scalar", lambda xp: (xp.arange(3) > 1).any()),
    ("(bool scalar,)", lambda xp: ((xp.arange(3) > 1).any(),)),
    ("slice to a float scalar", lambda xp: slice(0, xp.arange(3.0).max())),
    ("slice to an int scalar", lambda xp: slice(0, xp.arange(4).max())),
]

_VALUES = [
    ("scalar", lambda xp: 7), ("float", lambda xp: 2.7), ("two", lambda xp: [100, 200]),
    ("three", lambda xp: [1, 2, 3]), ("empty", lambda xp: []), ("2-d", lambda xp: [[5], [6]]),
    ("twenty", lambda xp: list(range(20))), ("nan", lambda xp: float("nan")),
    ("str", lambda xp: "x"), ("None", lambda xp: None), ("complex", lambda xp: 1 + 2j),
    ("too big", lambda xp: 2**70), ("device 0-d", lambda xp: _host(xp, numpy.array(9))),
    ("device array", lambda xp: _host(xp, numpy.array([7, 8, 9]))),
    ("device floats", lambda xp: _host(xp, numpy.array([1.5, numpy.nan]))),
]


def _observe(xp, action, layout):
    a = xp.arange(12).reshape(3, 4)
    if layout == "T":
        a = xp.arange(12).reshape(4, 3).T
    f = a.flat
    next(f)
    next(f)  # (a 0-d boolean reads and writes where the iterator stands)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = action(f)
            got = ("value", type(r).__name__ if numpy.isscalar(r) else "array",
                   to_numpy(r).tolist(), str(r.dtype), r.shape)
        except Exception as e:
            got = ("raised", type(e).__name__, str(e))
        # (on a GPU a write's cast warning comes at the next synchronization: this read)
        after = to_numpy(a).tolist()
    warned = [(w.category.__name__, str(w.message)) for w in caught
              if w.category.__name__ != "FallbackWarning"]
    return got, warned, after, f.index


def _xp_of(f, gp):
    return numpy if type(f.base) is numpy.ndarray else gp


def _check(gp, action, layout):
    assert _observe(gp, action, layout) == _observe(numpy, action, layout)


@pytest.mark.parametrize("layout", ["C", "T"])
@pytest.mark.parametrize("label, key", _KEYS, ids=[k[0] for k in _KEYS])
def test_flat_read_key(gp, label, key, layout):
    _check(gp, lambda f: f[key(_xp_of(f, gp))], layout)


@pytest.mark.parametrize("layout", ["C", "T"])
@pytest.mark.parametrize("label, key", _KEYS, ids=[k[0] for k in _KEYS])
def test_flat_write_key(gp, label, key, layout):
    for _, value in _VALUES:
        def action(f, value=value):
            xp = _xp_of(f, gp)
            f[key(xp)] = value(xp)
            return numpy.int64(0)
        _check(gp, action, layout)


def test_flat_delete_and_read_only(gp):
    def delete(f):
        del f[0]
    _check(gp, delete, "C")

    def read_only(xp):
        a = xp.broadcast_to(xp.arange(3), (2, 3))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                a.flat[1.5] = 1  # (the array is refused before the key is read)
            except ValueError as e:
                return str(e), [str(w.message) for w in caught]
    assert read_only(gp) == read_only(numpy)


def test_flat_deprecations_as_errors(gp):
    def body(xp):
        a = xp.arange(4)
        out = []
        for key in (1.0, True):
            with warnings.catch_warnings():
                warnings.simplefilter("error", DeprecationWarning)
                try:
                    a.flat[key]
                except DeprecationWarning as e:
                    out.append(str(e))
        return out
    assert body(gp) == body(numpy)
