"""ufuncs gpnumpy does not own (issue 14, item 10): ``numpy.frompyfunc``'s, a user's, SciPy's.

NumPy hands them gpnumpy arrays through ``ndarray.__array_ufunc__``, which runs NumPy's method
on host copies (``dispatch.ufunc_fallback``): results of device dtypes come back as gpnumpy
arrays (object results stay NumPy arrays on the host), ``out=`` and ``at``'s operand are
written back, one FallbackWarning a function points at the caller's line, and what NumPy
refuses it refuses with its own exception and message.  tests/test_fallback.py holds the first
cases; these add the methods' keywords, at's read-only and broadcast operands, device scalars,
the messages, the warnings and SciPy's functions that are not ufuncs (they return NumPy's
arrays: SciPy converts its arguments with ``numpy.asarray``).
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, make

_ADD = numpy.frompyfunc(lambda x, y: x + y, 2, 1)        # a user's ufunc: object results
_NEG = numpy.frompyfunc(lambda x: -x, 1, 1)
_DIVMOD = numpy.frompyfunc(divmod, 2, 2)


def _with_out(xp, shape, call, dtype="float64"):
    """(whether the call returned its out= itself, the out= array after it)"""
    o = xp.zeros(shape, dtype=dtype)
    res = call(o)
    return (res[0] if isinstance(res, tuple) else res) is o, o


def _at(xp, a, func, *args):
    """(at's result, ``a`` after it): at returns None and writes ``a``."""
    return func(a, *args), a


def _read_only(xp, a):
    a.flags.writeable = False
    return a


def _broadcast(xp):
    return xp.broadcast_to(xp.arange(1.0, 4.0), (2, 3))


def same_error(xp, body):
    """``body`` raises in NumPy, and in ``xp`` the same exception type with the same message."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            body(numpy)
        except Exception as e:   # noqa: BLE001 - NumPy's exception is the reference
            want = e
        else:
            raise AssertionError("the test body does not raise with NumPy")
        with pytest.raises(type(want)) as got:
            body(xp)
    assert str(got.value) == str(want), (str(got.value), str(want))


# ==================================================================================================
# a user's ufunc (frompyfunc): results, keywords, methods
# ==================================================================================================
DEVICE_CASES = [   # numeric results and writes: gpnumpy arrays in gpnumpy
    ("out= positional", lambda xp: _with_out(xp, (4,), lambda o: _ADD(
        make(xp, (4,)), 1.5, o, casting="unsafe"))),
    ("out= tuple", lambda xp: _with_out(xp, (4,), lambda o: _ADD(
        make(xp, (4,)), make(xp, (4,), seed=1), out=(o,), casting="unsafe"))),
    ("out= a strided view", lambda xp: (lambda big: (_ADD(make(xp, (3,)), 1.0, out=big[::2],
                                                          casting="unsafe"), big)[1])(xp.zeros(6))),
    ("out= broadcasting", lambda xp: _with_out(xp, (2, 3), lambda o: _ADD(
        make(xp, (3,)), make(xp, (2, 1), seed=1), out=o, casting="unsafe"))),
    ("where= with out=", lambda xp: _with_out(xp, (2, 3), lambda o: _NEG(
        make(xp, (2, 3)), out=o, where=make(xp, (3,), "bool", seed=3), casting="unsafe"))),
    ("where=False", lambda xp: _with_out(xp, (3,), lambda o: _NEG(
        make(xp, (3,)), out=o, where=False, casting="unsafe"))),
    ("where= a host mask", lambda xp: _with_out(xp, (3,), lambda o: _NEG(
        make(xp, (3,)), out=o, where=numpy.array([True, False, True]), casting="unsafe"))),
    ("two outputs, one given", lambda xp: (lambda o: (_DIVMOD(
        make(xp, (5,), "int64", kind="positive"), 3, out=(None, o), casting="unsafe")[1] is o, o))(
        xp.zeros(5, dtype="int64"))),
    ("reduce out= 0-d", lambda xp: _with_out(xp, (), lambda o: _ADD.reduce(
        make(xp, (5,)), out=o, casting="unsafe"))),
    ("reduce out= axis", lambda xp: _with_out(xp, (4,), lambda o: _ADD.reduce(
        make(xp, (3, 4)), axis=0, out=o, casting="unsafe"))),
    ("accumulate out=", lambda xp: _with_out(xp, (2, 3), lambda o: _ADD.accumulate(
        make(xp, (2, 3)), axis=1, out=o, casting="unsafe"))),
    ("outer out=", lambda xp: _with_out(xp, (3, 2), lambda o: _ADD.outer(
        make(xp, (3,)), make(xp, (2,), seed=1), out=o, casting="unsafe"))),
    ("reduceat out=", lambda xp: _with_out(xp, (3,), lambda o: _ADD.reduceat(
        make(xp, (6,)), [0, 2, 5], out=o, casting="unsafe"))),
    ("at float", lambda xp: _at(xp, make(xp, (5,)), _ADD.at, [0, 1, 1, 4], 10.0)),
    ("at int, values an array", lambda xp: _at(xp, make(xp, (5,), "int32"), _ADD.at,
                                               [4, 0, 4], make(xp, (3,), "int32", seed=2))),
    ("at unary", lambda xp: _at(xp, make(xp, (4,)), _NEG.at, [1, 1, 3])),
    ("at 2-d tuple index", lambda xp: _at(xp, make(xp, (2, 3), "int64"), _ADD.at,
                                          (xp.array([0, 1, 1]), xp.array([2, 0, 0])), 5)),
    ("at index arrays of xp", lambda xp: _at(xp, make(xp, (4,)), _ADD.at,
                                                  xp.array([3, 3, 0]), xp.array([1.0, 2.0, 4.0]))),
    ("at a slice", lambda xp: _at(xp, make(xp, (5,), "int64"), _ADD.at, slice(1, 4), 7)),
    ("at a mask", lambda xp: _at(xp, make(xp, (3,), "int64"), _ADD.at,
                                 xp.array([True, False, True]), 7)),
    ("at a transposed view", lambda xp: (lambda a: (_ADD.at(a.T, (0, 1), 9.0), a)[1])(
        make(xp, (2, 3)))),
    ("at a strided view", lambda xp: (lambda a: (_ADD.at(a[::2], [0, 2, 2], 9.0), a)[1])(
        make(xp, (6,)))),
    # NumPy's at writes a read-only array where its index leaves no slice (gpnumpy's own
    # add.at does the same) ...
    ("at a read-only array", lambda xp: _at(xp, _read_only(xp, make(xp, (4,))), _ADD.at,
                                            [0, 2], 1.0)),
    # ... and a broadcast's shared elements once per index into their one memory
    ("at a broadcast", lambda xp: _at(xp, _broadcast(xp), _ADD.at, ([0, 1], [1, 1]), 2.0)),
]

HOST_CASES = [     # object results: NumPy arrays on the host in both runs
    ("call", lambda xp: _ADD(make(xp, (2, 3)), make(xp, (3,), "int32", seed=1))),
    ("call 0-d", lambda xp: _ADD(xp.array(2.0), xp.array(3.0))),
    ("call empty", lambda xp: _NEG(xp.zeros((0, 3)))),
    ("call F-ordered", lambda xp: _NEG(xp.asfortranarray(make(xp, (2, 3))))),
    ("call np.frompyfunc's", lambda xp: xp.frompyfunc(lambda x: 2 * x, 1, 1)(make(xp, (3,)))),
    ("call with a host array", lambda xp: _ADD(make(xp, (3,)), numpy.arange(3))),
    ("two outputs", lambda xp: _DIVMOD(make(xp, (4,), "int64", kind="positive"), 3)),
    ("out= an object array", lambda xp: _with_out(xp, (3,), lambda o: _ADD(
        make(xp, (3,)), 1, out=o), dtype=object)),
    ("reduce keepdims", lambda xp: _ADD.reduce(make(xp, (3, 4)), axis=1, keepdims=True)),
    ("reduce initial where", lambda xp: _ADD.reduce(make(xp, (3, 4)), axis=1, initial=0.5,
                                                    where=xp.array([True, False, True, True]))),
    ("reduce dtype", lambda xp: _ADD.reduce(make(xp, (3, 4), "int64"), axis=0, dtype=object)),
    ("accumulate", lambda xp: _ADD.accumulate(make(xp, (2, 3)), axis=0)),
    ("outer 2-d", lambda xp: _ADD.outer(make(xp, (2, 2)), make(xp, (3,), seed=1))),
    ("reduceat xp indices", lambda xp: _ADD.reduceat(make(xp, (6,)), xp.array([0, 3, 1]))),
    # NumPy's arrays written: written in place, themselves
    ("at into a host array, xp indices", lambda xp: _at(xp, numpy.arange(4.0), _ADD.at,
                                                        xp.array([1, 1]), 1.0)),
]

SCALAR_CASES = [   # device scalars in, Python objects out (an object ufunc's 0-d result)
    ("0-d object result", lambda xp: _ADD(xp.sum(make(xp, (3,), "int64")), 1)),
    ("reduce to a Python int", lambda xp: _ADD.reduce(make(xp, (5,), "int64"))),
]


@pytest.mark.parametrize("label, body", DEVICE_CASES, ids=[c[0] for c in DEVICE_CASES])
def test_user_ufunc_device_results(xp, label, body):
    assert_same(xp, body)


@pytest.mark.parametrize("label, body", HOST_CASES, ids=[c[0] for c in HOST_CASES])
def test_user_ufunc_object_results(xp, label, body):
    assert_same(xp, body, expect_host=True)


@pytest.mark.parametrize("label, body", SCALAR_CASES, ids=[c[0] for c in SCALAR_CASES])
def test_user_ufunc_scalars(xp, label, body):
    assert_same(xp, body)


ERROR_CASES = [    # NumPy's exception and message
    ("wrong argument count", lambda xp: _ADD(make(xp, (3,)))),
    ("unknown keyword", lambda xp: _ADD(make(xp, (3,)), 1, axis=0)),
    ("reduce of a unary ufunc", lambda xp: _NEG.reduce(make(xp, (3,)))),
    ("accumulate of a unary ufunc", lambda xp: _NEG.accumulate(make(xp, (3,)))),
    ("outer of a unary ufunc", lambda xp: _NEG.outer(make(xp, (3,)), make(xp, (3,)))),
    ("reduce of two outputs", lambda xp: _DIVMOD.reduce(make(xp, (3,)))),
    ("out= of the wrong shape", lambda xp: _ADD(make(xp, (3,)), 1, out=xp.zeros(4), casting="unsafe")),
    ("out= a list", lambda xp: _ADD(make(xp, (3,)), 1, out=[0, 0, 0])),
    ("out= object results into float", lambda xp: _ADD(make(xp, (3,)), 1, out=xp.zeros(3))),
    ("out= read-only", lambda xp: _ADD(make(xp, (3,)), 1, casting="unsafe",
                                       out=_read_only(xp, xp.zeros(3)))),
    ("out= a device scalar", lambda xp: _ADD(make(xp, (3,))[0], 1, out=xp.sum(make(xp, (3,))))),
    ("reduce out= a device scalar", lambda xp: _ADD.reduce(make(xp, (3,)), out=xp.sum(make(xp, (3,))))),
    ("at of a device scalar", lambda xp: _ADD.at(xp.sum(make(xp, (3,))), [0], 1.0)),
    ("at of a device scalar, no index", lambda xp: _ADD.at(xp.sum(make(xp, (3,))), (), 1.0)),
    ("at out of bounds", lambda xp: _ADD.at(make(xp, (3,)), [5], 1.0)),
    ("at keywords", lambda xp: _ADD.at(make(xp, (3,)), [0], 1.0, foo=1)),
    ("at a slice of a read-only array", lambda xp: _ADD.at(_read_only(xp, make(xp, (3,))),
                                                           slice(None), 1.0)),
    ("at a broadcast by a slice", lambda xp: _ADD.at(_broadcast(xp), (slice(None), 0), 1.0)),
    ("at of two outputs", lambda xp: _DIVMOD.at(make(xp, (3,)), [0], 1.0)),
    ("at without its operand", lambda xp: _ADD.at(make(xp, (3,)), [0])),
    ("reduceat index out of bounds", lambda xp: _ADD.reduceat(make(xp, (4,)), [0, 9])),
]


@pytest.mark.parametrize("label, body", ERROR_CASES, ids=[c[0] for c in ERROR_CASES])
def test_user_ufunc_errors(xp, label, body):
    same_error(xp, body)


def test_at_writes_the_array_itself(xp):
    """at returns None and writes the gpnumpy array in place: a view taken before sees it."""
    def body(xp):
        a = make(xp, (2, 3))
        row = a[1]
        r = _ADD.at(a, (1, [0, 0, 2]), 1.0)
        return r, row, type(a) is xp.ndarray
    assert_same(xp, body)


# ==================================================================================================
# the warning: once a function, at the caller's line
# ==================================================================================================
_USER = numpy.frompyfunc(lambda x, y: x * y, 2, 1)   # (this test's own: its warnings are its own)

WARNING_CASES = [
    ("call", lambda gp: _USER(gp.arange(3), 2), "ufunc '<lambda> (vectorized)'"),
    ("reduce", lambda gp: _USER.reduce(gp.arange(1, 4)), "ufunc '<lambda> (vectorized)'.reduce"),
    ("accumulate", lambda gp: _USER.accumulate(gp.arange(1, 4)), ".accumulate"),
    ("outer", lambda gp: _USER.outer(gp.arange(2), gp.arange(2)), ".outer"),
    ("reduceat", lambda gp: _USER.reduceat(gp.arange(4), [0, 2]), ".reduceat"),
    ("at", lambda gp: _USER.at(gp.arange(3.0), [0], 2.0), ".at"),
    ("out=", lambda gp: _USER(gp.arange(3.0), 2.0, out=gp.zeros(3), casting="unsafe"),
     "ufunc '<lambda> (vectorized)'"),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("label, call, name", WARNING_CASES, ids=[c[0] for c in WARNING_CASES])
def test_warning_at_the_callers_line(gp, fresh_warnings, label, call, name):
    with pytest.warns(gp.FallbackWarning) as rec:
        call(gp)
    fallback = [w for w in rec if issubclass(w.category, gp.FallbackWarning)]
    assert len(fallback) == 1, [str(w.message) for w in fallback]
    w = fallback[0]
    assert (w.filename, w.lineno) == (__file__, call.__code__.co_firstlineno), (w.filename, w.lineno)
    assert name in str(w.message)
    with warnings.catch_warnings():   # once a function: the second call is silent
        warnings.simplefilter("error", gp.FallbackWarning)
        call(gp)


@pytest.mark.gp_only
def test_no_warning_without_device_arrays(gp, fresh_warnings):
    """A foreign ufunc on NumPy's data and Python numbers does not reach gpnumpy at all."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        _USER(numpy.arange(3), 2)
        _USER.reduce([1, 2, 3])


@pytest.mark.gp_only
def test_defers_to_an_overriding_type(gp):
    """An operand of another library that overrides ufuncs answers, as with NumPy's arrays."""
    class Other:
        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            return ("other", method)
    assert _USER(gp.arange(3), Other()) == ("other", "__call__")
    assert _USER.outer(gp.arange(3), Other()) == ("other", "outer")

    class Refuses:
        __array_ufunc__ = None
    with pytest.raises(TypeError):
        _USER(gp.arange(3), Refuses())


# ==================================================================================================
# SciPy (CI may lack it)
# ==================================================================================================
def _scipy(module="scipy"):
    import importlib
    pytest.importorskip("scipy", reason="SciPy is not installed here")
    return importlib.import_module(module)


def _scipy_where(label):
    """SciPy 1.17.1 with NumPy 2.4.6 corrupts the heap in its special ufuncs given where= (NumPy's
    arrays alone: ``scipy.special.erf(numpy.linspace(0, 1, 3), out=o, where=mask)`` aborts the
    process within a few hundred calls); 1.18.1 with NumPy 2.5.2 does not."""
    import scipy
    if "where" in label and tuple(int(p) for p in scipy.__version__.split(".")[:2]) < (1, 18):
        pytest.skip("SciPy < 1.18's special ufuncs corrupt the heap with where= (no gpnumpy involved)")


SP_UFUNC_CASES = [  # scipy.special's ufuncs: device results in gpnumpy
    ("erf", lambda xp, sp: sp.erf(make(xp, (3, 4)))),
    ("erfc of a negative-strided view", lambda xp, sp: sp.erfc(make(xp, (3, 4), layout="neg"))),
    ("expit", lambda xp, sp: sp.expit(make(xp, (5,), "float32"))),
    ("logit", lambda xp, sp: sp.logit(xp.linspace(0.05, 0.95, 7))),
    ("gammaln of ints", lambda xp, sp: sp.gammaln(make(xp, (6,), "int32", kind="positive"))),
    ("xlogy broadcast", lambda xp, sp: sp.xlogy(make(xp, (3, 1)), make(xp, (4,), kind="positive"))),
    ("xlogy with a Python number", lambda xp, sp: sp.xlogy(2, make(xp, (4,), kind="positive"))),
    ("xlogy with a host array", lambda xp, sp: sp.xlogy(make(xp, (3,)), numpy.arange(1.0, 4.0))),
    ("erf of complex", lambda xp, sp: sp.erf(xp.array([1 + 1j, 0.5j]))),
    ("erf of bool", lambda xp, sp: sp.erf(xp.array([True, False]))),
    ("erf of float16", lambda xp, sp: sp.erf(xp.array([0.5, 1.0], dtype="float16"))),
    ("erf of 0-d", lambda xp, sp: sp.erf(xp.array(0.3))),
    ("erf of a device scalar", lambda xp, sp: sp.erf(xp.sum(make(xp, (3,))) / 10)),
    ("erf of empty", lambda xp, sp: sp.erf(xp.zeros((0, 2)))),
    ("erf dtype=", lambda xp, sp: sp.erf(make(xp, (3,)), dtype="float32")),
    ("erf signature=", lambda xp, sp: sp.erf(make(xp, (3,)), signature="f->f")),
    ("erf out=", lambda xp, sp: _with_out(xp, (5,), lambda o: sp.erf(make(xp, (5,)), out=o))),
    ("erf out= positional", lambda xp, sp: _with_out(xp, (5,), lambda o: sp.erf(make(xp, (5,)), o))),
    ("erf where=", lambda xp, sp: _with_out(xp, (4,), lambda o: sp.erf(
        make(xp, (4,)), out=o, where=xp.array([True, False, False, True])))),
    ("xlogy reduce axis out=", lambda xp, sp: _with_out(xp, (2,), lambda o: sp.xlogy.reduce(
        make(xp, (3, 2), kind="positive"), axis=0, out=o))),
    ("xlogy reduce keepdims", lambda xp, sp: sp.xlogy.reduce(make(xp, (3, 2), kind="positive"),
                                                             axis=1, keepdims=True)),
    ("xlogy reduce initial where", lambda xp, sp: sp.xlogy.reduce(
        make(xp, (3, 2), kind="positive"), axis=1, initial=2.0, where=xp.array([True, False]))),
    ("xlogy accumulate dtype", lambda xp, sp: sp.xlogy.accumulate(
        make(xp, (3, 2), kind="positive"), axis=1, dtype="float32")),
    ("xlogy accumulate out=", lambda xp, sp: _with_out(xp, (3, 2), lambda o: sp.xlogy.accumulate(
        make(xp, (3, 2), kind="positive"), out=o))),
    ("xlogy reduceat", lambda xp, sp: sp.xlogy.reduceat(make(xp, (6,), kind="positive"),
                                                        xp.array([0, 3]))),
    ("xlogy outer where", lambda xp, sp: _with_out(xp, (2, 3), lambda o: sp.xlogy.outer(
        make(xp, (2,), kind="positive"), make(xp, (3,), kind="positive", seed=1), out=o,
        where=xp.array([True, False, True])))),
    ("xlogy at", lambda xp, sp: _at(xp, make(xp, (4,), kind="positive"), sp.xlogy.at,
                                    xp.array([0, 2, 2]), xp.array([1.0, 2.0, 3.0]))),
    ("erf at a read-only array", lambda xp, sp: _at(xp, _read_only(xp, make(xp, (3,))),
                                                    sp.erf.at, [1])),
    ("xlogy at a broadcast", lambda xp, sp: _at(xp, _broadcast(xp), sp.xlogy.at,
                                                ([0, 1], [0, 0]), 2.0)),
    ("xlogy reduce to a scalar", lambda xp, sp: sp.xlogy.reduce(make(xp, (4,), kind="positive"))),
]

SP_HOST_CASES = [   # NumPy's arrays written in place
    ("erf where= on host data", lambda xp, sp: _with_out(numpy, (3,), lambda o: sp.erf(
        numpy.linspace(0, 1, 3), out=o, where=xp.array([True, False, True])))),
    ("erf out= a host array", lambda xp, sp: _with_out(numpy, (3,), lambda o: sp.erf(make(xp, (3,)), out=o))),
]

SP_ERROR_CASES = [
    ("erf reduce", lambda xp, sp: sp.erf.reduce(make(xp, (3,)))),
    ("erf outer", lambda xp, sp: sp.erf.outer(make(xp, (2,)), make(xp, (2,)))),
    ("erf of strings", lambda xp, sp: sp.erf(xp.array(["a"]))),
    ("erf casting='no'", lambda xp, sp: sp.erf(make(xp, (3,), "int64"), casting="no")),
    ("erf out= int", lambda xp, sp: sp.erf(make(xp, (3,)), out=xp.zeros(3, dtype="int64"))),
    ("erf three arguments", lambda xp, sp: sp.erf(make(xp, (3,)), xp.zeros(3), xp.zeros(3))),
    ("erf unknown keyword", lambda xp, sp: sp.erf(make(xp, (3,)), axis=0)),
    ("xlogy reduce of two axes", lambda xp, sp: sp.xlogy.reduce(make(xp, (2, 2)), axis=None)),
    ("xlogy reduce of nothing", lambda xp, sp: sp.xlogy.reduce(xp.zeros(0))),
    ("xlogy at out of bounds", lambda xp, sp: sp.xlogy.at(make(xp, (2,)), [5], 2.0)),
    ("erf at of a device scalar", lambda xp, sp: sp.erf.at(xp.sum(make(xp, (3,))), [0])),
    ("erf out= a device scalar", lambda xp, sp: sp.erf(make(xp, (3,))[0], out=xp.sum(make(xp, (3,))))),
]


@pytest.mark.parametrize("label, body", SP_UFUNC_CASES, ids=[c[0] for c in SP_UFUNC_CASES])
def test_scipy_special_ufuncs(xp, label, body):
    sp = _scipy("scipy.special")
    _scipy_where(label)
    assert_same(xp, lambda xp: body(xp, sp), approx=True)


@pytest.mark.parametrize("label, body", SP_HOST_CASES, ids=[c[0] for c in SP_HOST_CASES])
def test_scipy_special_host_out(xp, label, body):
    sp = _scipy("scipy.special")
    _scipy_where(label)
    assert_same(xp, lambda xp: body(xp, sp), approx=True, expect_host=True)


@pytest.mark.parametrize("label, body", SP_ERROR_CASES, ids=[c[0] for c in SP_ERROR_CASES])
def test_scipy_special_errors(xp, label, body):
    sp = _scipy("scipy.special")
    same_error(xp, lambda xp: body(xp, sp))


@pytest.mark.gp_only
def test_scipy_warning_at_the_callers_line(gp, fresh_warnings):
    sp = _scipy("scipy.special")
    x = gp.linspace(-1, 1, 5)
    with pytest.warns(gp.FallbackWarning) as rec:
        sp.gammaincc(2.0, x * x)   # (a ufunc no other test here calls)
    w = [w for w in rec if issubclass(w.category, gp.FallbackWarning)]
    assert len(w) == 1 and w[0].filename == __file__, [(x.filename, str(x.message)) for x in w]
    assert "ufunc 'gammaincc'" in str(w[0].message)


def _minimize(xp, method, jac):
    so = _scipy("scipy.optimize")
    target = xp.array([1.0, -2.0, 0.5])

    def f(v):
        return xp.sum((v - target) ** 2) + 0.1 * xp.sum(v ** 4)

    def grad(v):
        # (NumPy's array: L-BFGS-B and SLSQP hand the gradient to compiled code that takes only
        # NumPy's arrays; README: SciPy)
        return numpy.asarray(2 * (v - target) + 0.4 * v ** 3)
    r = so.minimize(f, xp.zeros(3), method=method, jac=grad if jac else None)
    return numpy.asarray(r.x).round(5), bool(r.success)


# SciPy's other functions on gpnumpy arrays: SciPy reads them with numpy.asarray (__array__) and
# returns NumPy's arrays (expect_host)
SP_FUNCTION_CASES = [
    ("special.softmax", lambda xp: _scipy("scipy.special").softmax(make(xp, (3, 4)), axis=1)),
    ("special.logsumexp", lambda xp: _scipy("scipy.special").logsumexp(make(xp, (3, 4)), axis=0)),
    ("special.logsumexp b=", lambda xp: _scipy("scipy.special").logsumexp(
        make(xp, (4,)), b=make(xp, (4,), kind="positive"))),
    ("stats.norm.pdf", lambda xp: _scipy("scipy.stats").norm.pdf(make(xp, (5,)))),
    ("stats.norm.cdf", lambda xp: _scipy("scipy.stats").norm.cdf(make(xp, (5,)), loc=0.5, scale=2)),
    ("stats.norm.ppf", lambda xp: _scipy("scipy.stats").norm.ppf(xp.array([0.025, 0.5, 0.975]))),
    ("stats.zscore", lambda xp: _scipy("scipy.stats").zscore(make(xp, (3, 4)), axis=1)),
    ("stats.pearsonr", lambda xp: tuple(_scipy("scipy.stats").pearsonr(make(xp, (8,)),
                                                                       make(xp, (8,), seed=1)))),
    ("stats.describe", lambda xp: tuple(_scipy("scipy.stats").describe(make(xp, (9,))))),
    ("linalg.solve", lambda xp: _scipy("scipy.linalg").solve(
        make(xp, (3, 3)) + 3 * xp.eye(3), make(xp, (3,), seed=1))),
    ("linalg.expm", lambda xp: _scipy("scipy.linalg").expm(make(xp, (3, 3)) / 4)),
    ("linalg.cho_factor", lambda xp: _scipy("scipy.linalg").cho_factor(
        (lambda m: m @ m.T + 3 * xp.eye(3))(make(xp, (3, 3))))[0]),
    ("ndimage.gaussian_filter", lambda xp: _scipy("scipy.ndimage").gaussian_filter(
        make(xp, (5, 6)), sigma=1.0)),
    ("interpolate.interp1d", lambda xp: _scipy("scipy.interpolate").interp1d(
        xp.linspace(0, 3, 7), make(xp, (7,)))(xp.array([0.25, 1.7]))),
    ("sparse.csr_matrix", lambda xp: _scipy("scipy.sparse").csr_matrix(
        xp.array([[0.0, 1.0], [2.0, 0.0]])).toarray()),
    ("sparse.csr_matrix @ an xp vector", lambda xp: _scipy("scipy.sparse").csr_matrix(
        xp.array([[0.0, 1.0], [2.0, 0.0]])) @ xp.array([1.0, 2.0])),
    ("optimize.minimize Nelder-Mead", lambda xp: _minimize(xp, "Nelder-Mead", False)),
    ("optimize.minimize BFGS", lambda xp: _minimize(xp, "BFGS", False)),
    ("optimize.minimize L-BFGS-B jac", lambda xp: _minimize(xp, "L-BFGS-B", True)),
    ("optimize.minimize SLSQP jac", lambda xp: _minimize(xp, "SLSQP", True)),
]


@pytest.mark.parametrize("label, body", SP_FUNCTION_CASES, ids=[c[0] for c in SP_FUNCTION_CASES])
def test_scipy_functions(xp, label, body):
    _scipy()
    assert_same(xp, body, approx=True, expect_host=True)


@pytest.mark.gp_only
def test_scipy_device_gradient_for_compiled_minimizers(gp):
    """What README says: L-BFGS-B's compiled code takes NumPy's arrays only; a ``jac`` that
    returns a gpnumpy array meets SciPy's ``np.atleast_1d``, which (NEP 18) gives it back as a
    gpnumpy array, and SciPy's TypeError."""
    so = _scipy("scipy.optimize")
    target = gp.array([1.0, 2.0])
    with pytest.raises(TypeError, match="must be numpy.ndarray"):
        so.minimize(lambda v: gp.sum((v - target) ** 2), gp.zeros(2), method="L-BFGS-B",
                    jac=lambda v: 2 * (v - target))
