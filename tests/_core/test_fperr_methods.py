"""Floating-point errors of the ufunc methods as NumPy reports them: scans ('... in
accumulate'), ordered reductions (subtract/divide/power.reduce: '... in reduce'), reduceat
('... in reduceat') and ufunc.at (NumPy names those 'at', or the ufunc's own name where its
loop reports), under every error-state mode; the host runs NumPy's own loops and reports
what they raised under the names NumPy's messages give (``fperr.host_numpy``); on a GPU
their checked kernels record them (more cases: test_fpe_scans.py)."""
import numpy
import pytest

from tests._core.test_errstate import assert_same_errors, arr

INF, NAN = numpy.inf, numpy.nan


def _at(name, values, dtype, idx, b=None):
    def body(xp):
        a = arr(xp, values, dtype)
        uf = getattr(xp, name)
        if b is None:
            uf.at(a, idx)
        else:
            uf.at(a, idx, b)
        return a
    return body


# (label, body, checked on the device by a method's own kernel)
CASES = [
    ("cumsum f4", lambda xp: xp.cumsum(arr(xp, [3e38, 3e38], "f4")), True),
    ("cumsum inf-inf", lambda xp: xp.cumsum(arr(xp, [INF, -INF], "f8")), True),
    ("cumprod f4", lambda xp: xp.cumprod(arr(xp, [1e30, 1e30], "f4")), True),
    ("cumsum f2", lambda xp: xp.cumsum(arr(xp, [60000, 60000], "f2")), True),
    ("nancumsum", lambda xp: xp.nancumsum(arr(xp, [3e38, NAN, 3e38], "f4")), True),
    ("divide.accumulate", lambda xp: xp.divide.accumulate(arr(xp, [1., 0.], "f8")), True),
    ("cumsum fine", lambda xp: xp.cumsum(arr(xp, [1., 2.], "f4")), False),
    ("subtract.reduce", lambda xp: xp.subtract.reduce(arr(xp, [-3e38, 3e38], "f4")), True),
    ("divide.reduce", lambda xp: xp.divide.reduce(arr(xp, [1., 0.], "f8")), True),
    ("divide.reduce 0/0", lambda xp: xp.divide.reduce(arr(xp, [[0., 1.], [0., 1.]], "f8"),
                                                    axis=0), True),
    ("power.reduce", lambda xp: xp.power.reduce(arr(xp, [10., 400.], "f8")), True),
    ("subtract.reduce fine", lambda xp: xp.subtract.reduce(arr(xp, [1., 2.], "f4")), False),
    ("add.reduceat", lambda xp: xp.add.reduceat(arr(xp, [3e38, 3e38, 1.], "f4"), [0, 2]), True),
    ("divide.reduceat", lambda xp: xp.divide.reduceat(arr(xp, [1., 0., 2.], "f8"), [0, 2]), True),
    ("add.at", _at("add", [3e38, 1.], "f4", [0, 0], 3e38), True),
    ("divide.at", _at("divide", [1., 1.], "f8", [0], 0.), True),
    ("sqrt.at", _at("sqrt", [-1., 1.], "f8", [0]), True),
    ("log.at", _at("log", [0., 1.], "f8", [0, 1]), True),
    ("add.at fine", _at("add", [1., 1.], "f8", [0, 1], 1.), False),
    ("sum", lambda xp: xp.sum(arr(xp, [3e38, 3e38], "f4")), False),
    ("max with nan", lambda xp: xp.max(arr(xp, [NAN, 1.], "f8")), False),
]


@pytest.mark.parametrize("label, body, device_gap", CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("mode", ["warn", "raise", "ignore"])
def test_method_errors(xp, label, body, device_gap, mode):
    assert_same_errors(xp, body, all=mode)


@pytest.mark.parametrize("call", ["record", "log"])
def test_method_errors_call_and_log(xp, call):
    def body(xp):
        return (xp.cumsum(arr(xp, [3e38, 3e38], "f4")),
                xp.divide.reduce(arr(xp, [1., 0.], "f8")),
                _at("sqrt", [-1., 1.], "f8", [0])(xp))
    assert_same_errors(xp, body, all="call" if call == "record" else "log", call=call)
