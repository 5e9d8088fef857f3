"""NumPy's submodules resolve to gpnumpy's: ``import gpnumpy.X``, ``from gpnumpy.X import y`` and
``gpnumpy.X`` as an attribute, each giving NumPy's behaviour for gpnumpy arrays (the host-backed
modules of gpnumpy._core.dispatch: NumPy on host copies, numeric results on the device, masked,
record and ctypes objects NumPy's own).

linalg, fft, random and lib.stride_tricks have device packages of their own and are not tested here.
"""
import importlib
import io
import pkgutil
import subprocess
import sys
import os
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, make

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sub(xp, name):
    """xp's submodule ``name`` ('lib.recfunctions'), imported as a user would."""
    return importlib.import_module("%s.%s" % (xp.__name__, name))


# (submodule, a name to import from it)
MODULES = [
    ("lib", "NumpyVersion"), ("lib.recfunctions", "merge_arrays"), ("lib.scimath", "sqrt"),
    ("lib.format", "write_array"), ("lib.npyio", "NpzFile"),
    ("lib.mixins", "NDArrayOperatorsMixin"), ("lib.array_utils", "normalize_axis_index"),
    ("lib.introspect", "opt_func_info"), ("polynomial", "Polynomial"),
    ("polynomial.polynomial", "polyval"), ("polynomial.chebyshev", "Chebyshev"),
    ("polynomial.polyutils", "as_series"), ("testing", "assert_allclose"),
    ("exceptions", "AxisError"), ("typing", "NDArray"), ("ma", "masked_array"),
    ("strings", "upper"), ("char", "upper"), ("rec", "fromarrays"), ("dtypes", "Float64DType"),
    ("ctypeslib", "as_array"), ("version", "version"),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("name, attr", MODULES, ids=[m[0] for m in MODULES])
def test_import_forms(gp, name, attr):
    """import gpnumpy.X, from gpnumpy.X import y, gpnumpy.X as an attribute: one module object."""
    mod = importlib.import_module("gpnumpy." + name)
    assert mod.__name__ == "gpnumpy." + name
    ns = {}
    exec("from gpnumpy.%s import %s as y" % (name, attr), ns)
    assert ns["y"] is getattr(mod, attr)
    obj = gp
    for part in name.split("."):
        obj = getattr(obj, part)
    assert obj is mod
    np_mod = importlib.import_module("numpy." + name)
    assert set(getattr(np_mod, "__all__", ())) <= set(dir(mod))


def _public_numpy_submodules():
    skip = {"linalg", "fft", "random", "tests", "conftest", "f2py", "distutils", "core",
            "matrixlib", "matlib"}  # device packages; build tools; numpy.core is deprecated
    names = []
    for pkg, prefix in ((numpy, ""), (numpy.lib, "lib."), (numpy.polynomial, "polynomial.")):
        for m in pkgutil.iter_modules(pkg.__path__):
            n = prefix + m.name
            if not m.name.startswith("_") and m.name not in skip and n != "lib.stride_tricks":
                names.append(n)
    return names


@pytest.mark.gp_only
def test_every_public_submodule_resolves(gp):
    """Every public numpy.X (and numpy.lib.X, numpy.polynomial.X) imports as gpnumpy.X."""
    missing = []
    for name in _public_numpy_submodules():
        try:
            importlib.import_module("gpnumpy." + name)
        except ImportError as exc:
            missing.append("%s (%s)" % (name, exc))
    assert not missing, missing


@pytest.mark.gp_only
def test_import_star_and_fresh_interpreter(gp):
    """``from gpnumpy.X import *`` in a new process, before anything else touched gpnumpy."""
    code = ("from gpnumpy.lib.recfunctions import *\nfrom gpnumpy.ma import *\n"
            "import gpnumpy.lib.format as f\nimport gpnumpy.polynomial.hermite as h\n"
            "print(merge_arrays.__name__, masked_array.__name__, f.__name__, h.hermval.__name__)")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == ["merge_arrays", "MaskedArray", "gpnumpy.lib.format", "hermval"]


@pytest.mark.gp_only
def test_unknown_submodule(gp):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("gpnumpy.no_such_module_anywhere")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("gpnumpy.lib._private_helper_module")


def test_removed_names_keep_their_advice(xp):
    # np.float_, np.NaN (removed in NumPy 2.0): NumPy's message says what to use instead
    def missing(xp, name):
        try:
            getattr(xp, name)
        except AttributeError as e:
            return str(e)
    assert_same(xp, lambda xp: [missing(xp, n) for n in ("float_", "NaN", "round_", "alltrue")])
    # (an unknown name: the module's own name in the message)
    assert missing(xp, "no_such_name") == "module %r has no attribute 'no_such_name'" % xp.__name__


@pytest.mark.gp_only
@pytest.mark.parametrize("name", ["float_", "NaN", "alltrue", "find_common_type", "product",
                                  "no_such_name"])
def test_missing_attribute_messages(gp, name):
    """NumPy's AttributeError text (the names NumPy 2.0 removed say what to use instead), the
    module named gpnumpy where NumPy names its own."""
    def message(module):
        with pytest.raises(AttributeError) as info:
            getattr(module, name)
        return str(info.value)
    assert message(gp) == message(numpy).replace("module 'numpy'", "module 'gpnumpy'")
    with pytest.raises(AttributeError, match="module 'gpnumpy.linalg' has no attribute"):
        gp.linalg.no_such_name


# ------------------------------------------------------------------------------------ behaviour
def _npy_roundtrip(xp, a):
    fmt = sub(xp, "lib.format")
    buf = io.BytesIO()
    fmt.write_array(buf, a)
    buf.seek(0)
    return fmt.read_array(buf)


def _poly(xp):
    return sub(xp, "polynomial")


def _structured():
    s = numpy.zeros(3, dtype=[("x", "f8"), ("y", "i4")])
    s["x"] = [1.5, 2.5, 3.5]
    s["y"] = [1, 2, 3]
    return s


CASES = [
    # numpy.lib.*
    ("lib.scimath.sqrt", lambda xp: sub(xp, "lib.scimath").sqrt(make(xp, (3, 4)))),
    ("emath.log", lambda xp: xp.emath.log(make(xp, (5,)))),
    ("emath.power", lambda xp: xp.emath.power(make(xp, (4,)), 2)),
    ("lib.format round trip", lambda xp: _npy_roundtrip(xp, make(xp, (3, 4), "float32", "T"))),
    ("lib.format round trip int8", lambda xp: _npy_roundtrip(xp, make(xp, (5,), "int8"))),
    ("lib.format header", lambda xp: sub(xp, "lib.format").header_data_from_array_1_0(
        make(xp, (2, 3), "int16"))),
    ("recfunctions.structured_to_unstructured",
     lambda xp: sub(xp, "lib.recfunctions").structured_to_unstructured(_structured())),
    ("recfunctions.unstructured_to_structured",
     lambda xp: sub(xp, "lib.recfunctions").unstructured_to_structured(
         make(xp, (3, 2)), names=["a", "b"]).tolist()),
    ("array_utils.normalize_axis_index", lambda xp: sub(xp, "lib.array_utils").normalize_axis_index(-1, 3)),
    ("array_utils.normalize_axis_tuple error",
     lambda xp: sub(xp, "lib.array_utils").normalize_axis_tuple(5, 2)),
    ("npyio.NpzFile", lambda xp: _npz(xp)),
    ("lib.version compare", lambda xp: sub(xp, "lib").NumpyVersion("2.1.0") > "1.26.0"),
    # numpy.polynomial: classes and functions take and give xp arrays
    ("Polynomial call", lambda xp: _poly(xp).Polynomial([1, 2, 3])(make(xp, (6,)))),
    ("Polynomial of xp coefficients", lambda xp: _poly(xp).Polynomial(make(xp, (3,)))(2.0)),
    ("Polynomial.fit", lambda xp: _poly(xp).Polynomial.fit(make(xp, (8,)), make(xp, (8,), seed=1), 2)(
        make(xp, (3,), seed=2))),
    ("Polynomial roots", lambda xp: _poly(xp).Polynomial([2.0, -3.0, 1.0]).roots()),
    ("Polynomial linspace", lambda xp: _poly(xp).Polynomial([1.0, 1.0]).linspace(5)),
    ("Polynomial arithmetic", lambda xp: (_poly(xp).Polynomial([1, 2]) * 2 + 1)(make(xp, (4,)))),
    ("Chebyshev deriv", lambda xp: _poly(xp).Chebyshev([1, 2, 3]).deriv()(make(xp, (4,)))),
    ("polynomial.polyval", lambda xp: sub(xp, "polynomial.polynomial").polyval(make(xp, (5,)), [1, 2])),
    ("polynomial.polyfit", lambda xp: sub(xp, "polynomial.polynomial").polyfit(
        make(xp, (6,)), make(xp, (6,), seed=3), 1)),
    ("legendre.legvander", lambda xp: sub(xp, "polynomial.legendre").legvander(make(xp, (4,)), 2)),
    ("hermite.hermval of a matrix", lambda xp: sub(xp, "polynomial.hermite").hermval(
        make(xp, (2, 3)), [0.5, 1.0])),
    ("ma.masked_array sum", lambda xp: _masked(xp).sum()),
    # classes and exceptions are NumPy's own
    ("exceptions.AxisError", lambda xp: xp.exceptions.AxisError is numpy.exceptions.AxisError),
    ("dtypes.Float32DType", lambda xp: xp.dtypes.Float32DType is numpy.dtypes.Float32DType),
    ("typing.NDArray", lambda xp: xp.typing.NDArray is numpy.typing.NDArray),
    ("lib.mixins", lambda xp: sub(xp, "lib.mixins").NDArrayOperatorsMixin is
     numpy.lib.mixins.NDArrayOperatorsMixin),
]


# results that stay on the host in both runs (masked arrays' parts, records, ctypes, strings)
HOST_CASES = [
    ("ma.masked_array filled", lambda xp: _masked(xp).filled(0.0)),
    ("ma.masked_array mask", lambda xp: _masked(xp).mask),
    ("ma.masked_where mean", lambda xp: xp.ma.masked_where(make(xp, (6,)) > 0, make(xp, (6,))).mean()),
    ("ma.masked_invalid count", lambda xp: xp.ma.masked_invalid(xp.log(make(xp, (6,)))).count()),
    ("rec.fromarrays", lambda xp: xp.rec.fromarrays([make(xp, (3,)), make(xp, (3,), "int32")],
                                                   names="a,b").a),
    ("ctypeslib.as_array", lambda xp: xp.ctypeslib.as_array((numpy.ctypeslib.ctypes.c_double * 3)(1, 2, 3))),
    ("char.center", lambda xp: xp.char.center(xp.array(["a", "bb"]), 5, "*")),
    ("strings.replace", lambda xp: xp.strings.replace(xp.array(["aba", "b"]), "a", "x")),
]


def _npz(xp):
    buf = io.BytesIO()
    xp.savez(buf, a=make(xp, (3,)))
    buf.seek(0)
    f = xp.load(buf)
    return isinstance(f, sub(xp, "lib.npyio").NpzFile), f["a"]


def _masked(xp):
    return xp.ma.masked_array(make(xp, (2, 3)), mask=make(xp, (2, 3), "bool", seed=4))


def _host_value(res):
    """Masked arrays, record arrays and NumPy's other subclasses are host objects in both runs:
    compare their data as plain arrays."""
    if isinstance(res, tuple):
        return tuple(_host_value(r) for r in res)
    if isinstance(res, numpy.ndarray) and type(res) is not numpy.ndarray:
        return numpy.asarray(res)
    return res


@pytest.mark.parametrize("label, body", CASES, ids=[c[0] for c in CASES])
def test_submodule_behaviour(xp, label, body):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", numpy.exceptions.RankWarning)
        assert_same(xp, lambda xp: _host_value(body(xp)), approx=True)


@pytest.mark.parametrize("label, body", HOST_CASES, ids=[c[0] for c in HOST_CASES])
def test_submodule_host_results(xp, label, body):
    assert_same(xp, lambda xp: _host_value(body(xp)), expect_host=True)


PLACEMENT = [
    ("masked arrays stay on the host", lambda gp: type(_masked(gp)) is numpy.ma.MaskedArray),
    ("record arrays stay on the host", lambda gp: type(gp.rec.fromarrays([gp.arange(2)], names="a"))
     is numpy.rec.recarray),
    ("polynomial results are device arrays",
     lambda gp: isinstance(gp.polynomial.Polynomial([1, 2])(gp.arange(3.0)), gp.ndarray)),
    ("polynomial coefficients are device arrays",
     lambda gp: isinstance(gp.polynomial.Chebyshev.fit(gp.arange(4.0), gp.arange(4.0), 1).coef,
                           gp.ndarray)),
    ("polynomial instances subclass the library's classes",
     lambda gp: isinstance(gp.polynomial.Polynomial([1, 2]), numpy.polynomial.Polynomial)),
    ("read_array gives a device array", lambda gp: isinstance(_npy_roundtrip(gp, gp.arange(3)), gp.ndarray)),
    ("scimath gives a device array", lambda gp: isinstance(gp.emath.sqrt(gp.arange(3.0)), gp.ndarray)),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("label, check", PLACEMENT, ids=[c[0] for c in PLACEMENT])
def test_where_results_live(gp, label, check):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        assert check(gp)


@pytest.mark.gp_only
def test_polynomial_pickles(gp):
    import pickle
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        p = gp.polynomial.Polynomial([1.0, 2.0])
        q = pickle.loads(pickle.dumps(p))
        assert type(q) is type(p) and q == p


# ------------------------------------------------------------------------------------ testing
def _raises(fn):
    """True when ``fn`` raises AssertionError (NumPy's asserts failing), else its result."""
    try:
        fn()
    except AssertionError:
        return True
    return False


TESTING_CASES = [
    ("assert_allclose passes", lambda xp: xp.testing.assert_allclose(make(xp, (3, 4)), make(xp, (3, 4)))),
    ("assert_allclose fails", lambda xp: _raises(lambda: xp.testing.assert_allclose(
        make(xp, (3,)), make(xp, (3,), seed=1)))),
    ("assert_array_equal", lambda xp: xp.testing.assert_array_equal(make(xp, (2, 2), "int8"),
                                                                   make(numpy, (2, 2), "int8"))),
    ("assert_array_equal fails", lambda xp: _raises(lambda: xp.testing.assert_array_equal(
        make(xp, (2, 2), "int8"), make(xp, (2, 2), "int8", "T")))),
    ("assert_equal arrays", lambda xp: xp.testing.assert_equal(make(xp, (4,)), make(xp, (4,)))),
    ("assert_equal dict", lambda xp: xp.testing.assert_equal({"a": make(xp, (2,)), "b": [make(xp, (1,))]},
                                                           {"a": make(xp, (2,)), "b": [make(xp, (1,))]})),
    ("assert_equal dict fails", lambda xp: _raises(lambda: xp.testing.assert_equal(
        {"a": make(xp, (2,))}, {"a": make(xp, (2,), seed=2)}))),
    ("assert_almost_equal", lambda xp: xp.testing.assert_almost_equal(make(xp, (3,)), make(xp, (3,)) + 1e-9)),
    ("assert_array_almost_equal", lambda xp: xp.testing.assert_array_almost_equal(
        make(xp, (3,)), make(xp, (3,)) + 1e-9)),
    ("assert_array_less", lambda xp: xp.testing.assert_array_less(make(xp, (3,)), make(xp, (3,)) + 1)),
    ("assert_array_less fails", lambda xp: _raises(lambda: xp.testing.assert_array_less(
        make(xp, (3,)), make(xp, (3,))))),
    ("assert_array_max_ulp", lambda xp: xp.testing.assert_array_max_ulp(make(xp, (3,)), make(xp, (3,)))),
    ("assert_array_almost_equal_nulp", lambda xp: xp.testing.assert_array_almost_equal_nulp(
        make(xp, (3,)), make(xp, (3,)))),
    ("assert_approx_equal of reductions", lambda xp: xp.testing.assert_approx_equal(
        make(xp, (5,)).sum(), make(xp, (5,)).sum())),
    ("assert_string_equal", lambda xp: xp.testing.assert_string_equal("a", "a")),
    # (a reduction is a scalar: NumPy's message prints scalars, not 0-d arrays)
    ("assert_almost_equal of scalars fails", lambda xp: _message(
        lambda: xp.testing.assert_almost_equal(make(xp, (5,)).sum(), make(xp, (5,))[0]))),
    ("assert_equal of scalars fails", lambda xp: _message(
        lambda: xp.testing.assert_equal(make(xp, (5,)).max(), make(xp, (5,)).min()))),
    ("assert_raises", lambda xp: xp.testing.assert_raises(ValueError, xp.reshape, make(xp, (6,)), (4, 2))),
    # (a class is compared as it is: gpnumpy's array class has a ``get`` too)
    ("assert_equal of classes", lambda xp: xp.testing.assert_equal(type(xp.float64(1.0)), xp.float64)),
    ("assert_equal of classes fails", lambda xp: _raises(lambda: xp.testing.assert_equal(xp.ndarray, int))),
    # (a pandas Series has shape, dtype and a ``get(key)``: read as it is, through __array__)
    ("assert_allclose of a keyed object", lambda xp: xp.testing.assert_allclose(
        _Keyed([1.0, 2.0]), xp.asarray([1.0, 2.0]))),
    ("assert_array_equal of a keyed object fails", lambda xp: _raises(lambda: xp.testing.assert_array_equal(
        xp.asarray([1.0, 3.0]), _Keyed([1.0, 2.0])))),
]


class _Keyed:
    """A pandas Series' hooks: ``shape``, ``dtype``, ``__array__`` and a ``get(key)``."""

    def __init__(self, values):
        self._v = numpy.asarray(values)
        self.shape, self.dtype = self._v.shape, self._v.dtype

    def __array__(self, dtype=None, copy=None):
        return self._v if dtype is None else self._v.astype(dtype)

    def get(self, key, default=None):
        return default


def _message(f):
    try:
        f()
    except AssertionError as e:
        return str(e)


@pytest.mark.parametrize("label, body", TESTING_CASES, ids=[c[0] for c in TESTING_CASES])
def test_testing_asserts_take_arrays(xp, label, body):
    """xp.testing's asserts accept xp arrays (also inside lists and dicts) and fail as NumPy's;
    what they return (assert_array_max_ulp's differences) is NumPy's."""
    assert_same(xp, body, expect_host=True)


@pytest.mark.parametrize("name", ["float_", "Inf", "NaN", "product", "round_", "mat", "infty"])
def test_names_removed_in_2_0(xp, name):
    """NumPy's message for a name it removed says what to use instead."""
    def body(xp):
        try:
            getattr(xp, name)
        except AttributeError as e:
            return str(e).replace("gpnumpy", "numpy")  # (generic messages name the module)
    assert_same(xp, body)


# ------------------------------------------------------------------------ the namespace itself
class _Holder:
    pass


@pytest.mark.parametrize("name", ["array", "asarray", "asanyarray", "ascontiguousarray", "zeros",
                                  "empty", "arange", "promote_types", "nested_iters",
                                  "random.random", "random.normal"])
def test_c_functions_do_not_bind_as_methods(xp, name):
    """NumPy's C functions (np.array, np.zeros, ...) held by a class are called as they are from
    an instance (``class C: array = np.array``, a pattern of NumPy's own tests), as are the
    functions of np.random (bound methods of its RandomState); the former pickle by name.  (np.linalg.norm, a Python function, binds: a class holding it gets a method.)"""
    import inspect
    import pickle

    def body(xp):
        f = xp.random.random if name == "random.random" else \
            xp.random.normal if name == "random.normal" else getattr(xp, name)
        holder = type("Holder", (_Holder,), {"f": f, "norm": xp.linalg.norm})()
        args = {"promote_types": ("i1", "f4"), "arange": (3,), "zeros": (2,), "empty": (0,),
                "nested_iters": (xp.zeros((2, 3)), [[0], [1]]), "random.random": (3,),
                "random.normal": (0.0, 1.0, 2)}.get(name, ([1, 2],))
        r = holder.f(*args)
        r = r.shape if name.startswith("random.") else r
        r = [it.itviews[0].shape for it in r] if name == "nested_iters" else r
        # (NumPy's np.random functions pickle with a copy of their RandomState)
        same = None if name.startswith("random.") else pickle.loads(pickle.dumps(f)) is f
        return r, same, inspect.ismethod(holder.norm)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert_same(xp, body)


@pytest.mark.parametrize("name", ["sum", "mean", "concatenate", "concat", "where", "histogram",
                                  "asmatrix", "linalg.solve", "linalg.norm", "fft.rfft",
                                  "lib.recfunctions.merge_arrays", "ma.masked_invalid",
                                  "emath.sqrt", "char.array", "char.chararray"])
def test_functions_pickle_by_reference(xp, name):
    """NumPy's public functions pickle by reference (``multiprocessing`` and joblib hand
    ``np.mean`` to their workers so) and load as the same object; those of the namespace,
    linalg and fft name it as their module."""
    import pickle

    def body(xp):
        if name.startswith("lib."):
            importlib.import_module("%s.%s" % (xp.__name__, name.rsplit(".", 1)[0]))
        f = xp
        for attr in name.split("."):
            f = getattr(f, attr)
        same = pickle.loads(pickle.dumps(f)) is f
        module = name.split(".")[0] in ("sum", "mean", "linalg", "fft") and f.__module__
        return same, module and module.replace(xp.__name__, "X", 1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert_same(xp, body)


@pytest.mark.parametrize("name", ["sin", "add", "divide", "true_divide", "matmul", "isnat",
                                  "strings.str_len", "strings.equal"])
def test_ufuncs_pickle_by_name(xp, name):
    """NumPy's ufuncs pickle by name and load as the same object (a worker process handed
    ``np.sin`` by multiprocessing or joblib), in this process and in a new one."""
    import pickle

    def body(xp):
        f = xp
        for attr in name.split("."):
            f = getattr(f, attr)
        data = pickle.dumps(f)
        code = ("import pickle, sys; f = pickle.loads(sys.stdin.buffer.read()); import %s as xp; "
                "print(f is xp.%s, f.__name__)" % (xp.__name__, name))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        other = subprocess.run([sys.executable, "-c", code], input=data, capture_output=True,
                               env=env, timeout=120)
        return pickle.loads(data) is f, other.stdout.decode().split(), other.returncode
    assert_same(xp, body)


def test_functions_carry_numpys_documentation():
    # help(np.sum) / a notebook's np.sum? show NumPy's documentation of the behaviour gpnumpy
    # gives, as gpnumpy's ufuncs do
    import numpy
    import gpnumpy
    for name in ("sum", "concatenate", "where", "unique", "linalg.solve", "fft.fft"):
        mine, theirs = gpnumpy, numpy
        for part in name.split("."):
            mine, theirs = getattr(mine, part), getattr(theirs, part)
        assert mine.__doc__ == theirs.__doc__, name


MASKED_AFTER_NUMBERS = [
    ("concatenate 0 then masked", lambda xp, m: xp.concatenate([0, m], axis=None)),
    ("concatenate scalar then masked", lambda xp, m: xp.concatenate((xp.float64(3), m), axis=None)),
    ("concatenate bool then masked", lambda xp, m: xp.concatenate([True, m[0]], axis=None)),
    ("stack number then masked", lambda xp, m: xp.stack([2.5, m[0, 0]])),
    ("hstack number then masked", lambda xp, m: xp.hstack([1.0, m[0]])),
    ("append number then masked", lambda xp, m: xp.append(1.0, m)),
]


@pytest.mark.parametrize("label, call", MASKED_AFTER_NUMBERS, ids=[c[0] for c in MASKED_AFTER_NUMBERS])
def test_masked_array_after_numbers_in_a_sequence(label, call):
    """A masked array after numbers in a sequence argument: NumPy's function answers (its
    result is of the masked array's class), as for a masked array first."""
    import gpnumpy

    def run(xp):
        m = xp.ma.masked_array(xp.asarray([[1.0, 2.0], [3.0, 4.0]]), mask=[[0, 1], [1, 0]])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", gpnumpy.FallbackWarning)
            r = call(xp, m)
        return type(r).__name__, r.dtype, numpy.asarray(r).tolist(), numpy.ma.getmaskarray(r).tolist()
    assert run(gpnumpy) == run(numpy)
