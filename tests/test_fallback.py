"""NumPy functions gpnumpy does not implement natively still work (DESIGN: semantics decisions).

Through the gpnumpy namespace (module ``__getattr__``) and through ``numpy.<func>(gp_array)``
(``__array_function__``): NumPy's values, the candidate's array type, and one
``gpnumpy.FallbackWarning`` per function.  The functions used here are deliberately obscure; if gpnumpy
ever implements one of them natively, replace it with another that it does not.
"""

import io
import json
import os
import subprocess
import sys
import textwrap

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, make

FALLBACK_CASES = [
    ("polyval", lambda xp: xp.polyval(make(xp, (3,), "float64"), make(xp, (5,), "float64", seed=1))),
    ("polyval of lists", lambda xp: xp.polyval([1, 2, 3], 2)),
    ("polyval int arrays", lambda xp: xp.polyval(make(xp, (3,), "int32"), make(xp, (2, 2), "int32"))),
    ("cross", lambda xp: xp.cross(make(xp, (4, 3), "float64"), make(xp, (4, 3), "float64", seed=2))),
    ("cross float32 axis=0", lambda xp: xp.cross(make(xp, (3, 5), "float32"),
                                                 make(xp, (3, 5), "float32", seed=3), axis=0)),
    ("cross of views", lambda xp: xp.cross(make(xp, (3, 4), "float64", "T"),
                                           make(xp, (4, 3), "int32", seed=4))),
    ("kron", lambda xp: xp.kron(make(xp, (2, 2), "int32"), make(xp, (2, 3), "int32", seed=1))),
    ("kron mixed dtypes", lambda xp: xp.kron(make(xp, (2,), "int8"), make(xp, (3,), "float32"))),
    ("error propagates (bad axis)", lambda xp: xp.cross(make(xp, (3,)), make(xp, (3,)), axisa=4)),
]


@pytest.mark.parametrize("label, body", FALLBACK_CASES, ids=[c[0] for c in FALLBACK_CASES])
def test_fallback_through_namespace(xp, label, body):
    """xp.<func>(xp arrays) gives NumPy's values as xp arrays."""
    assert_same(xp, body)


DISPATCH_CASES = [
    ("polyval", lambda xp: numpy.polyval(make(xp, (3,)), make(xp, (4,), seed=1))),
    ("trapezoid", lambda xp: numpy.trapezoid(make(xp, (3, 4)), axis=0)),
    ("cross", lambda xp: numpy.cross(make(xp, (2, 3)), make(xp, (2, 3), seed=1))),
    ("kron", lambda xp: numpy.kron(make(xp, (2, 2), "int64"), make(xp, (2,), "int64"))),
    ("kron with a host array", lambda xp: numpy.kron(make(xp, (2,), "int64"), make(numpy, (2,), "int64"))),
    ("zeros_like", lambda xp: numpy.zeros_like(make(xp, (2, 3), "float32"))),
    ("full_like", lambda xp: numpy.full_like(make(xp, (2, 3), "int8", "T"), 4)),
    ("copy", lambda xp: numpy.copy(make(xp, (3,), "complex64"))),
    ("concatenate", lambda xp: numpy.concatenate([make(xp, (2, 3), "float64", "T"),
                                                  make(xp, (1, 2), "float64")])),
    # (numpy.asarray/ascontiguousarray do not dispatch: they use __array__, see test_ndarray.py)
]


@pytest.mark.parametrize("label, body", DISPATCH_CASES, ids=[c[0] for c in DISPATCH_CASES])
def test_array_function_dispatch(xp, label, body):
    """numpy.<func>(xp array) goes through __array_function__ and gives xp arrays."""
    assert_same(xp, body)


class _Overrides:
    """Another library's array type: it overrides NumPy's functions (NEP 18)."""
    def __array_function__(self, function, types, args, kwargs):
        return function.__name__, [t.__name__ for t in types], len(args), sorted(kwargs)


def test_foreign_array_function_objects_get_the_call(xp):
    """A function given another library's overriding object hands it the call, as NumPy's
    does, also where gpnumpy's own code would stumble on it (len() of it, as a bin spec)."""
    def body(xp):
        import warnings
        o, xy = _Overrides(), [1, 2]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # (gpnumpy's FallbackWarning)
            return [xp.histogram2d(o, xy), xp.histogram2d(xy, o), xp.histogram2d(xy, xy, bins=o),
                    xp.histogram2d(xy, xy, bins=[o, 5]), xp.histogram2d(xy, xy, weights=o),
                    xp.sum(o), xp.unique(o), xp.triu(o)]
    assert_same(xp, body)


def test_missing_attribute(xp):
    assert_same(xp, lambda xp: getattr(xp, "no_such_function_anywhere"))


def test_namespace_dir(xp):
    """dir(xp) lists every public NumPy name (natively implemented or through the fallback)."""
    assert_same(xp, lambda xp: sorted(n for n in dir(numpy) if not n.startswith("_") and n not in dir(xp)))


_WARNING_SCRIPT = textwrap.dedent("""
    import json, warnings
    import numpy
    import gpnumpy as gp

    a = gp.asarray(numpy.arange(6.0).reshape(2, 3))
    p = gp.asarray(numpy.array([1.0, 2.0, 3.0]))
    calls = {
        "asmatrix": lambda: gp.asmatrix(a),
        "bmat": lambda: gp.bmat([[a, a]]),
        "ma.sqrt": lambda: gp.ma.sqrt(p),
    }
    out = {"is_warning": issubclass(gp.FallbackWarning, Warning)}
    for name, call in calls.items():
        seen = []
        for _ in range(2):
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                call()
            seen.append([str(x.message) for x in w if issubclass(x.category, gp.FallbackWarning)])
        out[name] = seen
    print(json.dumps(out))
""")


@pytest.mark.gp_only
def test_fallback_warning_once_per_function(gp):
    """The first call of each fallback function emits exactly one FallbackWarning naming it; the second
    call none.  Run in a fresh interpreter: the once-per-function state is process-wide."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-c", _WARNING_SCRIPT], capture_output=True, text=True,
                          env=env, cwd=root, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out.pop("is_warning"), "gpnumpy.FallbackWarning must be a Warning subclass"
    problems = []
    for name, (first, second) in out.items():
        if len(first) != 1 or name not in first[0]:
            problems.append(f"{name}: first call gave FallbackWarnings {first} (want exactly one naming it)")
        if second:
            problems.append(f"{name}: second call gave FallbackWarnings {second} (want none)")
    assert not problems, "\n".join(problems)


# ==================================================================================================
# Arguments NumPy writes come back to the device (issue 14, item 7)
# ==================================================================================================
def _fb(xp, func):
    """``func`` itself for NumPy; for gpnumpy, ``func`` run through the NumPy fallback (host copies),
    so that functions gpnumpy also implements natively are tested on the fallback path too."""
    if xp is numpy:
        return func
    from gpnumpy._core.dispatch import fallback_call
    return lambda *a, **k: fallback_call(func, a, k)


def _after(xp, a, func, *args, **kwargs):
    """(what ``func`` returned, whether that is ``a`` itself, ``a`` after the call)."""
    res = _fb(xp, func)(a, *args, **kwargs)
    return (None if res is None else "a" if res is a else res), a


VECTORIZE_CASES = [
    ("vectorize", lambda xp: xp.vectorize(lambda x, y: x * 2 if x > y else y)(
        make(xp, (3, 4)), make(xp, (4,), seed=1))),
    ("vectorize otypes", lambda xp: xp.vectorize(lambda x: int(x) % 3, otypes=[numpy.int8])(
        make(xp, (5,), "int32"))),
    ("vectorize decorator", lambda xp: xp.vectorize(abs)(make(xp, (2, 3), "T"))),
    ("vectorize signature", lambda xp: xp.vectorize(lambda v: v.sum(), signature="(n)->()")(
        make(xp, (3, 4)))),
    ("vectorize excluded", lambda xp: xp.vectorize(lambda x, p: x ** p, excluded={"p"})(
        make(xp, (3,)), p=2)),
]


@pytest.mark.parametrize("label, body", VECTORIZE_CASES, ids=[c[0] for c in VECTORIZE_CASES])
def test_vectorize(xp, label, body):
    """xp.vectorize takes xp arrays and gives xp arrays (the Python function runs on the host)."""
    assert_same(xp, body)


def _nan_data(xp):
    return xp.asarray(numpy.array([numpy.nan, 1.0, numpy.inf, -numpy.inf]))


def _permuted_in_place(xp, a):
    res = _fb(xp, numpy.random.default_rng(1).permuted)(a, axis=1, out=a)
    return res is a, a


def _writer(v):
    """A function nobody declared as writing: it writes its argument (and NumPy writes it too)."""
    v[:2] = -1
    numpy.copyto(v[2:], 5)


WRITE_CASES = [
    ("copyto", lambda xp: _after(xp, make(xp, (3, 4)), numpy.copyto, make(xp, (4,), seed=1))),
    ("copyto where", lambda xp: _after(xp, make(xp, (3, 4), "T"), numpy.copyto, 7.0,
                                       where=make(xp, (3, 4), "bool", seed=2))),
    ("copyto into a view", lambda xp: _after(xp, make(xp, (6,), "int32")[::2], numpy.copyto, 3)),
    ("put", lambda xp: _after(xp, make(xp, (3, 4)), numpy.put, [0, 5, -1], [9.0, 8.0, 7.0])),
    ("put mode=clip", lambda xp: _after(xp, make(xp, (5,), "int16"), numpy.put, [7, -9], 4, mode="clip")),
    ("put out of bounds", lambda xp: _after(xp, make(xp, (5,)), numpy.put, [7], 4)),
    ("place", lambda xp: _after(xp, make(xp, (2, 3)), numpy.place, make(xp, (2, 3), "bool", seed=3), [1, 2])),
    ("putmask", lambda xp: _after(xp, make(xp, (2, 3), "int64"), numpy.putmask,
                                  make(xp, (2, 3), "bool", seed=4), make(xp, (2,), "int64", seed=5))),
    ("fill_diagonal", lambda xp: _after(xp, make(xp, (3, 3)), numpy.fill_diagonal, 5.0)),
    ("fill_diagonal wrap", lambda xp: _after(xp, make(xp, (7, 3), "int8"), numpy.fill_diagonal, 2,
                                             wrap=True)),
    ("put_along_axis", lambda xp: _after(xp, make(xp, (3, 4)), numpy.put_along_axis,
                                         numpy.array([[0], [3], [1]]), 7.0, axis=1)),
    ("nan_to_num copy=False", lambda xp: _after(xp, _nan_data(xp), numpy.nan_to_num, copy=False)),
    ("nan_to_num copy=True", lambda xp: _after(xp, _nan_data(xp), numpy.nan_to_num)),
    ("Generator.shuffle", lambda xp: _after(xp, make(xp, (6, 2)), numpy.random.default_rng(7).shuffle)),
    ("Generator.shuffle axis=1", lambda xp: _after(xp, make(xp, (2, 5)), numpy.random.default_rng(7).shuffle,
                                                   axis=1)),
    ("RandomState.shuffle", lambda xp: _after(xp, make(xp, (8,), "int32"), numpy.random.RandomState(3).shuffle)),
    ("Generator.permuted out=", lambda xp: _permuted_in_place(xp, make(xp, (3, 4)))),
    ("add.at", lambda xp: _after(xp, make(xp, (5,)), numpy.add.at, [0, 0, 3], 1.5)),
    ("negative.at", lambda xp: _after(xp, make(xp, (5,), "int8"), numpy.negative.at, [1, 1])),
    ("ndarray.sort", lambda xp: _after(xp, make(xp, (3, 4)), numpy.ndarray.sort, axis=0)),
    ("ndarray.partition", lambda xp: _after(xp, make(xp, (7,), "int32"), numpy.ndarray.partition, 3)),
    ("ndarray.fill", lambda xp: _after(xp, make(xp, (2, 2), "complex64"), numpy.ndarray.fill, 1 + 2j)),
    ("an undeclared writer", lambda xp: _after(xp, make(xp, (5,)), _writer)),
    ("read-only destination", lambda xp: _after(xp, xp.broadcast_to(make(xp, (1,)), (3,)), numpy.put, [0], 1.0)),
    ("read-only out=", lambda xp: _after(xp, make(xp, (3,)), numpy.negative,
                                         out=xp.broadcast_to(make(xp, (1,)), (3,)))),
]


@pytest.mark.parametrize("label, body", WRITE_CASES, ids=[c[0] for c in WRITE_CASES])
def test_fallback_writes_back(xp, label, body):
    """What NumPy writes into an argument on the host reaches the device array (or NumPy's error)."""
    assert_same(xp, body)


def test_writes_table_is_tested():
    """Every entry of dispatch.WRITES has a case above (array-api-strict's completeness check)."""
    from gpnumpy._core.dispatch import WRITES
    labels = " ".join(c[0] for c in WRITE_CASES)
    assert [name for name in WRITES if name not in labels] == []


OUT_CASES = [
    ("dot out=", lambda xp: _with_out(xp, (3,), lambda o: xp.dot(make(xp, (3, 2)), make(xp, (2,)), out=o))),
    ("dot out positional", lambda xp: _with_out(xp, (3,), lambda o: xp.dot(make(xp, (3, 2)), make(xp, (2,)), o))),
    # integers: exact on every device (a float product's last bit depends on the summation order)
    ("einsum out=", lambda xp: _with_out(xp, (2, 2), lambda o: xp.einsum(
        "ij,jk->ik", make(xp, (2, 3), "int64"), make(xp, (3, 2), "int64"), out=o), "int64")),
    ("is_busday out=", lambda xp: _with_out(xp, (3,), lambda o: xp.is_busday(
        numpy.array(["2023-01-02", "2023-01-07", "2023-01-09"], dtype="M8[D]"), out=o), "bool")),
    ("dot out= through array_function", lambda xp: _with_out(xp, (3,), lambda o: numpy.dot(make(xp, (3, 2)), make(xp, (2,)), out=o))),
]


def test_fallback_scalar_out_is_a_host_scalar(xp):
    """A device scalar given as out= to a call NumPy answers is NumPy's scalar there: its
    TypeError ("return arrays must be of ArrayType"), not a read-only array's ValueError."""
    s = lambda xp: xp.sum(xp.ones(2))  # noqa: E731
    assert_same_cases(xp, [
        # (a DType class as dtype=: NumPy's ufunc on the host)
        ("dtype class", lambda xp: xp.subtract(1.0, 2.0, out=s(xp), where=True,
                                               dtype=numpy.dtypes.Float64DType)),
        ("dtype class tuple", lambda xp: xp.subtract(xp.ones(2), 2.0, out=(s(xp),),
                                                     dtype=numpy.dtypes.Float64DType)),
        ("strings", lambda xp: xp.add(numpy.array(["a"]), "b", out=s(xp))),
    ])


def _with_out(xp, shape, call, dtype="float64"):
    o = xp.zeros(shape, dtype=dtype)
    res = call(o)
    return res is o, o


@pytest.mark.parametrize("label, body", OUT_CASES, ids=[c[0] for c in OUT_CASES])
def test_fallback_out(xp, label, body):
    """out= of a function that falls back: written on the device, and returned as itself
    (a float product within its precision: its last bit depends on the summation order)."""
    assert_same(xp, body, rtol=1e-13)


def _a_full_index_is_a_view():
    """Whether a[i] still aliases a (issue 14, item 1, another branch); NumPy's own shuffle of a
    gpnumpy array swaps through a[i], so it needs a[i] to be a value."""
    import gpnumpy
    a = gpnumpy.arange(2)
    x = a[0]
    a[0] = 5
    return int(x) == 5


@pytest.mark.parametrize("rng", ["Generator", "RandomState"])
def test_host_library_shuffle_of_a_device_array(xp, rng):
    """numpy.random's own shuffle on an xp array (not through __array_function__: NumPy treats it
    as a mutable sequence) permutes it in place as it permutes a NumPy array."""
    if xp is not numpy and _a_full_index_is_a_view():
        pytest.xfail("NumPy's shuffle of a non-NumPy sequence swaps x[i], x[j] = x[j], x[i]: it "
                     "needs a full integer index to give a value (issue 14, item 1)")
    def body(xp):
        a = make(xp, (9,), "int64")
        g = numpy.random.default_rng(5) if rng == "Generator" else numpy.random.RandomState(5)
        g.shuffle(a)
        return a
    assert_same(xp, body)


# ==================================================================================================
# FallbackWarning at the user's line, and its words on the host (issue 14, item 9)
# ==================================================================================================
_PYFUNC = numpy.frompyfunc(lambda x, y: x + 2 * y, 2, 1)

def _a_fallback():
    """A NumPy function gpnumpy still runs through the fallback, with arguments (functions move
    to the device over time: the first candidate that still falls back)."""
    import gpnumpy
    cands = [("apply_over_axes", lambda xp: (numpy.sum, xp.arange(6.0).reshape(2, 3), [0])),
             ("piecewise", lambda xp: (xp.arange(3.0), [xp.arange(3) > 0], [1.0, 2.0])),
             ("unwrap", lambda xp: (xp.arange(3.0),)), ("i0", lambda xp: (xp.arange(3.0),))]
    for name, args in cands:
        if getattr(getattr(gpnumpy, name), "__gpnumpy_fallback__", False):
            return name, args
    return None, None


_FB, _FB_ARGS = _a_fallback()

WARNING_SITES = [
    ("namespace", lambda gp: getattr(gp, _FB)(*_FB_ARGS(gp)), "gpnumpy.%s" % _FB),
    ("array_function", lambda gp: getattr(numpy, _FB)(*_FB_ARGS(gp)), "gpnumpy.%s" % _FB),
    ("foreign ufunc", lambda gp: _PYFUNC(gp.arange(3), 1), "ufunc '<lambda> (vectorized)'"),
    ("its method", lambda gp: _PYFUNC.accumulate(gp.arange(3.0)), ".accumulate"),
    ("host dtype", lambda gp: gp.array(["a"]), "gpnumpy.array: dtype <U1"),
    ("astype to str", lambda gp: gp.arange(2).astype(str), "gpnumpy.ndarray.astype"),
    ("host-backed module", lambda gp: gp.ma.sqrt(gp.arange(3.0)), "gpnumpy.ma.sqrt"),
    ("matrix", lambda gp: gp.bmat([[gp.arange(2)]]), "gpnumpy.bmat"),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("label, call, names", WARNING_SITES, ids=[c[0] for c in WARNING_SITES])
def test_fallback_warning_points_at_the_caller(gp, fresh_warnings, label, call, names):
    """The warning's file and line are the caller's (this file), whatever depth of gpnumpy and NumPy
    frames lies between; on the host it does not claim a device gap."""
    if label in ("namespace", "array_function") and _FB is None:
        pytest.skip("no candidate of _a_fallback falls back any more: add one that does")
    with pytest.warns(gp.FallbackWarning) as rec:
        call(gp)
    fallback = [w for w in rec if issubclass(w.category, gp.FallbackWarning)]
    assert len(fallback) == 1, [str(w.message) for w in fallback]
    w = fallback[0]
    # the caller is the table's lambda, in this file
    assert (w.filename, w.lineno) == (__file__, call.__code__.co_firstlineno), (w.filename, w.lineno)
    assert names in str(w.message)
    from gpnumpy._core.device import ON_DEVICE
    if not ON_DEVICE and "dtype" not in str(w.message):
        assert "no GPU was found" in str(w.message)
        assert "not implemented on the device" not in str(w.message)


@pytest.mark.gp_only
@pytest.mark.parametrize("label, call", [
    ("normalize_axis_index", lambda gp: gp.lib.array_utils.normalize_axis_index(-1, 2)),
    ("lib version compare", lambda gp: gp.lib.NumpyVersion("2.0.0") < "2.1.0"),
    ("host arrays through a host module", lambda gp: gp.ma.masked_array([1.0, 2.0], mask=[0, 1]).sum()),
    # (a host-backed module keeps every result on the host: a host dtype there moves nothing)
    ("host dtype through a host module", lambda gp: gp.ma.arange(4, dtype=gp.longdouble)),
    ("strings through a host module", lambda gp: gp.ma.masked_equal(["a", "b"], "a")),
], ids=lambda v: v if isinstance(v, str) else "")
def test_no_warning_when_no_array_moves(gp, fresh_warnings, label, call):
    """Nothing crosses between device and host: no FallbackWarning."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        call(gp)


def test_host_module_host_dtype_without_warnings(xp, fresh_warnings):
    """np.ma with a long double: NumPy's masked array, values and dtype, and (under
    filterwarnings('error'), as NumPy's own ma tests run) no warning at all."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        a = xp.ma.arange(5, dtype=xp.longdouble)
        a[-1] = xp.ma.masked
        r = xp.ma.add(a, a)
    assert type(r) is numpy.ma.MaskedArray
    assert r.dtype == numpy.longdouble
    assert r.mask.tolist() == [False] * 4 + [True]
    assert r.filled(-1).tolist() == [0, 2, 4, 6, -1]


# The library's own warnings of a function run through the fallback name the caller's line, as
# the library's call from there does (its stacklevel=2 reaches past gpnumpy's fallback frames)
OWN_WARNING_SITES = [
    ("ma.mask_rows axis", lambda xp: xp.ma.mask_rows(
        xp.ma.masked_equal(xp.arange(4).reshape(2, 2), 1), axis=0)),
    ("ma.mask_cols axis", lambda xp: xp.ma.mask_cols(
        xp.ma.masked_equal(xp.arange(6.0).reshape(2, 3), 4.0), axis=1)),
    ("ma.round_", lambda xp: xp.ma.round_(xp.asarray([1.5, 2.5, -0.5]))),  # (deprecated in 2.5)
]


@pytest.mark.gp_only
@pytest.mark.parametrize("label, call", OWN_WARNING_SITES, ids=[c[0] for c in OWN_WARNING_SITES])
def test_library_warnings_of_a_fallback_name_the_callers_line(gp, fresh_warnings, label, call):
    import warnings

    def run(xp):
        with warnings.catch_warnings(record=True) as rec:
            warnings.simplefilter("always")
            res = call(xp)
        return res, [(w.category, str(w.message), w.filename, w.lineno) for w in rec
                     if not issubclass(w.category, gp.FallbackWarning)]

    want, want_warnings = run(numpy)
    got, got_warnings = run(gp)
    assert got_warnings == want_warnings
    assert all((f, n) == (__file__, call.__code__.co_firstlineno) for _, _, f, n in got_warnings)
    assert type(got) is type(want) and got.dtype == want.dtype
    numpy.testing.assert_array_equal(numpy.ma.getdata(got), numpy.ma.getdata(want))
    numpy.testing.assert_array_equal(numpy.ma.getmaskarray(got), numpy.ma.getmaskarray(want))


@pytest.mark.gp_only
def test_library_deprecation_of_a_fallback_shown_by_default_filters_of_main(gp):
    """Python's default filters show the DeprecationWarnings of __main__ only: one that the
    library gives at the caller of a fallback function is __main__'s, as it is in the library."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("PYTHONWARNINGS", None)
    script = textwrap.dedent("""
        import warnings, sys
        import %s as xp
        if hasattr(xp, "FallbackWarning"):
            warnings.simplefilter("ignore", xp.FallbackWarning)
        m = xp.ma.masked_equal(xp.arange(4).reshape(2, 2), 1)
        xp.ma.mask_rows(m, axis=0)
        """)
    err = {}
    for mod in ("numpy", "gpnumpy"):
        proc = subprocess.run([sys.executable, "-c", script % mod], capture_output=True,
                              text=True, env=env, cwd=root, timeout=120)
        assert proc.returncode == 0, proc.stderr[-3000:]
        err[mod] = proc.stderr
    assert "<string>:7: DeprecationWarning: The axis argument" in err["numpy"], err["numpy"]
    assert err["gpnumpy"] == err["numpy"]


# ==================================================================================================
# ufuncs gpnumpy does not own (issue 14, item 10)
# ==================================================================================================
_F2 = numpy.frompyfunc(lambda x, y: x * 2 + y, 2, 1)
_F1 = numpy.frompyfunc(lambda x: -x, 1, 1)
_DIVMOD = numpy.frompyfunc(divmod, 2, 2)


class _Other:
    """An array-like that overrides ufuncs itself: gpnumpy must defer to it."""
    __array_ufunc__ = staticmethod(lambda *args, **kwargs: "other")


FOREIGN_DEVICE_CASES = [   # results on the device in gpnumpy (numeric outputs, writes)
    ("call out= float", lambda xp: _with_out(xp, (4,), lambda o: _F2(
        make(xp, (4,)), make(xp, (4,), seed=1), out=o, casting="unsafe"))),
    ("call where=", lambda xp: _with_out(xp, (4,), lambda o: _F1(
        make(xp, (4,)), out=o, where=make(xp, (4,), "bool", seed=2), casting="unsafe"))),
    ("two outputs", lambda xp: _with_out(xp, (3,), lambda o: _DIVMOD(
        make(xp, (3,), "int64", kind="positive"), 2, out=(o, xp.zeros(3)), casting="unsafe")[0])),
    ("at", lambda xp: _after(xp, make(xp, (5,)), _F2.at, [0, 0, 4], 1.0)),
    ("at unary", lambda xp: _after(xp, make(xp, (4,), "int32"), _F1.at, [1, 3])),
    ("at out of bounds", lambda xp: _after(xp, make(xp, (4,)), _F2.at, [9], 1.0)),
    ("defers to an overriding type", lambda xp: _F2(make(xp, (3,)), _Other())),
    ("error: wrong argument count", lambda xp: _F2(make(xp, (3,)))),
    ("error: reduce of a unary ufunc", lambda xp: _F1.reduce(make(xp, (3,)))),
]

FOREIGN_HOST_CASES = [     # object results: NumPy arrays in both runs
    ("call", lambda xp: _F2(make(xp, (2, 3)), make(xp, (3,), "int32", seed=1))),
    ("call of a view", lambda xp: _F1(make(xp, (3, 2), "T"))),
    ("reduce", lambda xp: _F2.reduce(make(xp, (3, 4), "int64"), axis=1)),
    ("reduce all", lambda xp: _F2.reduce(make(xp, (5,), "int64"))),
    ("accumulate", lambda xp: _F2.accumulate(make(xp, (2, 3)), axis=0)),
    ("outer", lambda xp: _F2.outer(make(xp, (3,)), make(xp, (2,), seed=1))),
    ("reduceat", lambda xp: _F2.reduceat(make(xp, (6,), "int64"), [0, 2, 5])),
]


@pytest.mark.parametrize("label, body", FOREIGN_DEVICE_CASES, ids=[c[0] for c in FOREIGN_DEVICE_CASES])
def test_foreign_ufunc(xp, label, body):
    """frompyfunc's ufuncs on xp arrays: NumPy's values; out=, where= and at write the xp array."""
    assert_same(xp, body)


@pytest.mark.parametrize("label, body", FOREIGN_HOST_CASES, ids=[c[0] for c in FOREIGN_HOST_CASES])
def test_foreign_ufunc_object_results(xp, label, body):
    """Object results are host arrays (docs/ARCHITECTURE.md: host dtypes)."""
    assert_same(xp, body, expect_host=True)


SCIPY_CASES = [
    ("erf", lambda xp, sp: sp.erf(make(xp, (3, 4)))),
    ("erf of a view", lambda xp, sp: sp.erf(make(xp, (4, 3), "float32", "T"))),
    ("erf out=", lambda xp, sp: _with_out(xp, (5,), lambda o: sp.erf(make(xp, (5,)), out=o))),
    ("erf at", lambda xp, sp: _after(xp, make(xp, (5,)), sp.erf.at, [1, 3])),
    ("gammaln int input", lambda xp, sp: sp.gammaln(make(xp, (5,), "int32", kind="positive"))),
    ("beta outer", lambda xp, sp: sp.beta.outer(make(xp, (3,), kind="positive"),
                                                make(xp, (2,), kind="positive", seed=1))),
    ("beta reduce", lambda xp, sp: sp.beta.reduce(make(xp, (3, 2), kind="positive"), axis=0)),
    ("error: erf outer", lambda xp, sp: sp.erf.outer(make(xp, (2,)), make(xp, (2,)))),
]


@pytest.mark.parametrize("label, body", SCIPY_CASES, ids=[c[0] for c in SCIPY_CASES])
def test_scipy_ufuncs(xp, label, body):
    """SciPy's ufuncs (the foreign ufuncs users meet most) on xp arrays."""
    sp = pytest.importorskip("scipy.special", reason="SciPy is not installed here")
    assert_same(xp, lambda xp: body(xp, sp), approx=True)


def test_fallback_host_out_returned_as_given(xp):
    """A NumPy array given as out= stays that NumPy array (written on the host, returned itself)."""
    def body(xp):
        o = numpy.zeros(3)
        res = _fb(xp, numpy.negative)(make(xp, (3,)), out=o)
        return res is o, o
    assert_same(xp, body, expect_host=True)


def test_fallback_result_viewing_an_argument_is_a_view(xp):
    """A NumPy result that views its argument (structured_to_unstructured(copy=False), a field
    view of a record array) views the device array: writes through it reach the argument; a
    broadcast view stays read-only."""
    import importlib

    def body(xp):
        rfn = importlib.import_module(xp.__name__ + ".lib.recfunctions")
        a = xp.zeros(3, dtype=[("x", "f8"), ("y", "f8"), ("z", "f8")])
        v = rfn.structured_to_unstructured(a[["x", "z"]], copy=False)
        v[:, 1] = 7
        u = xp.arange(6.0).reshape(3, 2)
        s = rfn.unstructured_to_structured(u, names=["a", "b"], copy=False)
        s["a"][0] = 100
        b = _fb(xp, numpy.broadcast_to)(u[0], (2, 2))
        return a["z"], u, b.flags.writeable
    assert_same(xp, body)


_MODULE_LEVEL_BLOCK = None  # (a global bmat's string names)


def test_bmat_names_from_the_callers_namespace(xp):
    """bmat's string form reads its names where it is called (NumPy's reads its caller's
    frame: the locals, then the globals), and ldict/gdict as given."""
    def body(xp):
        global _MODULE_LEVEL_BLOCK
        _MODULE_LEVEL_BLOCK = xp.array([[9, 9], [9, 9]])
        A = xp.array([[1, 2], [3, 4]])  # noqa: F841 (named in the strings)
        B = xp.asmatrix(xp.array([[5, 6], [7, 8]]))  # noqa: F841
        out = []
        for text, kw in [("A,B;B,A", {}), ("A _MODULE_LEVEL_BLOCK", {}),
                         ("A,A", {"ldict": {"A": xp.ones((1, 1))}, "gdict": {}}),
                         ("A", {"gdict": {"A": 1}})]:
            try:
                m = xp.bmat(text, **kw)
                out.append((type(m).__name__, m.tolist()))
            except Exception as e:  # (gdict without ldict: NumPy's TypeError)
                out.append(type(e).__name__)
        m = xp.bmat([[A, A]])
        out.append((type(m).__name__, m.tolist()))
        return out
    assert_same(xp, body)


def test_asmatrix_of_a_writable_array_is_writable(xp):
    """np.asmatrix(a) holds host data here, a view of a copy: writable as NumPy's view of a
    writable array is (a read-only array's stays read-only)."""
    def body(xp):
        m = xp.asmatrix(xp.zeros((3, 2)))
        out = [m.flags.writeable, m[0].flags.writeable]
        m[:, 1] = xp.ones((3, 1)) > 0.5
        out.append(m.tolist())
        r = xp.zeros((2, 2))
        r.flags.writeable = False
        out.append(xp.asmatrix(r).flags.writeable)
        return out
    assert_same(xp, body)
