"""The xp pattern shared by tests/ and conformance/.

A test body is written once as ``body(xp)`` and run with ``xp=numpy`` (the reference) and with a
candidate module (``gpnumpy``; or ``numpy`` again, which validates the test itself).  ``assert_same``
compares what the two runs produce: values, dtype, shape, result type, or the exception type when
NumPy raises.

    def test_add(xp):
        assert_same(xp, lambda xp: xp.add(make(xp, (3, 4), "int8", "T"), 3))

This module imports only NumPy at import time: gpnumpy is imported lazily, so the helpers work (and the
NumPy half of the suite runs) even while gpnumpy itself does not import.
"""

import contextlib
import math
import operator
import os
import warnings
import zlib

import numpy

__all__ = [
    "ALL_DTYPES", "BOOL_DTYPES", "INT_DTYPES", "UINT_DTYPES", "INTEGER_DTYPES", "FLOAT_DTYPES",
    "COMPLEX_DTYPES", "INEXACT_DTYPES", "NUMERIC_DTYPES", "TYPECHARS", "LAYOUTS",
    "make", "make_special", "make_int_extremes", "values", "layout_shape", "layout_of",
    "assert_same", "assert_same_cases", "compare", "to_numpy", "quiet",
    "approx_tol", "gpnumpy_or_none", "gpnumpy_import_error", "device_description", "is_cuda_device",
    "short", "ids", "BINARY_OPERATORS", "INPLACE_OPERATORS", "OPERATOR_UFUNC",
    "ufunc_domain", "ufunc_tolerance", "UFUNC_APPROX", "UFUNC_APPROX_COMPLEX",
]

# --------------------------------------------------------------------------------------------------
# dtypes and layouts
# --------------------------------------------------------------------------------------------------
BOOL_DTYPES = ["bool"]
INT_DTYPES = ["int8", "int16", "int32", "int64"]
UINT_DTYPES = ["uint8", "uint16", "uint32", "uint64"]
INTEGER_DTYPES = INT_DTYPES + UINT_DTYPES
FLOAT_DTYPES = ["float16", "float32", "float64"]
COMPLEX_DTYPES = ["complex64", "complex128"]
INEXACT_DTYPES = FLOAT_DTYPES + COMPLEX_DTYPES
NUMERIC_DTYPES = INTEGER_DTYPES + INEXACT_DTYPES
ALL_DTYPES = BOOL_DTYPES + NUMERIC_DTYPES

#: type characters of the supported dtypes, as they appear in ``ufunc.types``
TYPECHARS = "?bBhHiIlLqQefdFD"

#: "C" contiguous, "T" transposed view, "neg" negative strides on every axis, "slice" a [::2] view on
#: every axis, "empty" a zero-size array (first axis 0), "0d" a 0-d array.
LAYOUTS = ("C", "T", "neg", "slice", "empty", "0d")

_SHORT = {"bool": "b1", "int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8", "uint8": "u1",
          "uint16": "u2", "uint32": "u4", "uint64": "u8", "float16": "f2", "float32": "f4",
          "float64": "f8", "complex64": "c8", "complex128": "c16"}


def short(dtype):
    """'float32' -> 'f4' (for test ids)."""
    name = numpy.dtype(dtype).name
    return _SHORT.get(name, name)


def ids(values):
    """pytest ids for a list of dtypes or tuples of dtypes."""
    out = []
    for v in values:
        if isinstance(v, (tuple, list)):
            out.append("_".join(short(x) for x in v))
        else:
            out.append(short(v))
    return out


# --------------------------------------------------------------------------------------------------
# gpnumpy, lazily
# --------------------------------------------------------------------------------------------------
_GP = None
_GP_ERROR = None


def gpnumpy_or_none():
    """The gpnumpy module, or None when it does not import (see gpnumpy_import_error())."""
    global _GP, _GP_ERROR
    if _GP is None and _GP_ERROR is None:
        try:
            import gpnumpy
            _GP = gpnumpy
        except Exception as exc:  # the library may be incomplete: any error means "not usable"
            _GP_ERROR = f"{type(exc).__name__}: {exc}"
    return _GP


def gpnumpy_import_error():
    gpnumpy_or_none()
    return _GP_ERROR


def device_description():
    """One line on the device gpnumpy uses (from show_config), or why there is none."""
    gp = gpnumpy_or_none()
    if gp is None:
        return f"gpnumpy does not import ({_GP_ERROR})"
    import io
    buf = io.StringIO()
    try:
        with contextlib.redirect_stdout(buf):
            ret = gp.show_config()
    except Exception as exc:
        return f"show_config failed: {type(exc).__name__}: {exc}"
    text = buf.getvalue().strip()
    if not text and ret is not None:
        text = str(ret)
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if "device" in ln.lower():
            return ln.split(":", 1)[1].strip() if ln.lower().startswith("gpnumpy device:") else ln
    return " | ".join(lines[:3]) if lines else "(show_config printed nothing)"


def is_cuda_device():
    """True when gpnumpy's arrays live on a CUDA device (judged from an array's ``device``)."""
    gp = gpnumpy_or_none()
    if gp is None:
        return False
    try:
        dev = gp.zeros(1).device
    except Exception:
        return "cuda" in device_description().lower()
    return "cuda" in str(dev).lower() or "gpu" in str(dev).lower()


def _gp_ndarray_type():
    gp = _GP
    nd = getattr(gp, "ndarray", None) if gp is not None else None
    return nd if isinstance(nd, type) and nd is not numpy.ndarray else None


def _is_gp_array(x):
    nd = _gp_ndarray_type()
    if nd is not None and isinstance(x, nd):
        return True
    return (not isinstance(x, (numpy.ndarray, numpy.generic, dict))
            and callable(getattr(x, "get", None)) and hasattr(x, "dtype") and hasattr(x, "shape"))


def to_numpy(x):
    """A gpnumpy array (via gpnumpy.asnumpy) or anything array-like with ``.get()`` (via .get()) as a
    numpy.ndarray; other objects unchanged."""
    nd = _gp_ndarray_type()
    if nd is not None and isinstance(x, nd):
        return _GP.asnumpy(x)
    if _is_gp_array(x):
        return x.get()
    return x


# --------------------------------------------------------------------------------------------------
# data
# --------------------------------------------------------------------------------------------------
def layout_shape(shape, layout):
    """The shape an array of ``layout`` gets when ``shape`` is asked for."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if layout == "0d":
        return ()
    if layout == "empty":
        return (0,) + shape[1:] if shape else (0,)
    return shape


def _ints(rng, shape, dtype, lo, hi):
    info = numpy.iinfo(dtype)
    lo, hi = max(lo, info.min), min(hi, info.max)
    return rng.integers(lo, hi, size=shape, endpoint=True).astype(dtype)


def _floats(rng, shape, kind):
    if kind == "unit":
        x = rng.uniform(-0.95, 0.95, shape)
    elif kind == "ge1":
        x = rng.uniform(1.0, 6.0, shape)
    elif kind in ("positive", "nonzero"):
        x = rng.uniform(0.125, 5.0, shape)
    elif kind in ("small", "exponent"):
        x = rng.uniform(-3.0, 3.0, shape)
    elif kind == "nonneg":
        x = rng.uniform(0.0, 5.0, shape)
    else:
        x = rng.uniform(-5.0, 5.0, shape)
    x = numpy.asarray(x, dtype=numpy.float64)
    flat = x.reshape(-1)
    # every third element on a multiple of 1/2: exact integers and ties for rint/floor/round
    flat[::3] = numpy.round(flat[::3] * 2.0) / 2.0
    if kind in ("positive", "nonzero", "ge1"):
        flat[::3] = numpy.maximum(flat[::3], 1.0)
    return x


def values(shape, dtype, seed=0, kind="default"):
    """Deterministic random values of ``dtype`` and ``shape`` as a fresh C-contiguous numpy array.

    kinds (ints / floats):
      default   signed ints in [-9, 9], unsigned in [0, 18]; floats in [-5, 5] (a third on halves)
      small     ints in [-3, 3] / [0, 4]; floats in [-3, 3]
      exponent  ints in [0, 4] (non-negative, for integer power); floats in [-3, 3]
      nonneg    ints in [0, 9]; floats in [0, 5]
      positive  ints in [1, 9]; floats in [0.125, 5]
      nonzero   ints in [-9, 9] without 0; floats as positive
      shift     ints in [0, bits-1] (valid shift counts)
      unit      floats in (-1, 1) (arcsin, arctanh); ints as small
      ge1       floats in [1, 6] (arccosh); ints as positive
    """
    dtype = numpy.dtype(dtype)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    rng = numpy.random.default_rng([seed, dtype.num, zlib.crc32(kind.encode())])
    if dtype.kind == "b":
        if kind in ("positive", "nonzero", "ge1"):
            return numpy.ones(shape, dtype=bool)
        return rng.integers(0, 1, size=shape, endpoint=True).astype(bool)
    if dtype.kind in "iu":
        signed = dtype.kind == "i"
        if kind == "shift":
            lo, hi = 0, dtype.itemsize * 8 - 1
        elif kind in ("small", "unit"):
            lo, hi = (-3, 3) if signed else (0, 4)
        elif kind == "exponent":
            lo, hi = 0, 4
        elif kind == "nonneg":
            lo, hi = 0, 9
        elif kind in ("positive", "ge1"):
            lo, hi = 1, 9
        else:
            lo, hi = (-9, 9) if signed else (0, 18)
        out = _ints(rng, shape, dtype, lo, hi)
        if kind == "nonzero":
            out[out == 0] = 1
        return numpy.array(out, order="C")
    if dtype.kind == "f":
        return numpy.array(_floats(rng, shape, kind), dtype=dtype, order="C")
    if dtype.kind == "c":
        re = _floats(rng, shape, kind)
        im = _floats(rng, shape, "small" if kind == "default" else kind)
        out = numpy.empty(shape, dtype=dtype)
        out.real = re
        out.imag = im
        return out
    raise TypeError(f"values(): unsupported dtype {dtype}")


def _view(xp, base, layout):
    nd = base.ndim
    if layout == "T":
        return base.T
    if layout == "neg":
        return base[(slice(None, None, -1),) * nd]
    if layout == "slice":
        return base[(slice(None, None, 2),) * nd]
    return base


def _base_shape(shape, layout):
    if layout == "T":
        return shape[::-1]
    if layout == "slice":
        return tuple(2 * n for n in shape)
    return shape


def _place(xp, host, layout):
    arr = host if xp is numpy else xp.asarray(host)
    return _view(xp, arr, layout)


def make(xp, shape=(3, 4), dtype="float64", layout="C", seed=0, kind="default"):
    """Deterministic random array of ``shape``/``dtype`` laid out as ``layout`` (see LAYOUTS).

    The data is built in NumPy, moved with ``xp.asarray`` and the view (``.T``, ``[::-1]``, ``[::2]``)
    is taken in ``xp``, so the gpnumpy array really is a strided view.  Same arguments, same values,
    whichever ``xp``.  ``layout`` "empty" and "0d" override ``shape`` (see layout_shape).
    """
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}")
    shape = layout_shape(shape, layout)
    host = values(_base_shape(shape, layout), dtype, seed, kind)
    return _place(xp, host, layout)


def _special_floats(dtype):
    fi = numpy.finfo(dtype)
    return [numpy.nan, numpy.inf, -numpy.inf, -0.0, 0.0, 1.0, -1.0, 0.5, -2.5, 3.0,
            float(fi.max), -float(fi.max), float(fi.smallest_subnormal), float(fi.tiny)]


def make_special(xp, dtype="float64", layout="C", axis=None):
    """Float special values: nan, +-inf, +-0.0, +-1, 0.5, -2.5, 3, +-max, smallest subnormal, tiny.

    ``axis=0`` gives them as a column (n, 1), ``axis=1`` as a row (1, n): ``f(make_special(xp, dt,
    axis=0), make_special(xp, dt, axis=1))`` covers every pair.  Complex dtypes get the values in the
    real part and a fixed imaginary part pattern.  Layouts "C", "neg" (reversed) and "T" (for
    axis given) are supported.
    """
    dtype = numpy.dtype(dtype)
    vals = _special_floats(dtype if dtype.kind == "f" else numpy.dtype(dtype.char.lower()))
    host = numpy.array(vals, dtype=numpy.float64)
    if dtype.kind == "c":
        im = numpy.resize(numpy.array([0.0, -0.0, 1.0, numpy.nan, -numpy.inf]), host.shape)
        host = (host + 0j).astype(dtype)
        host.imag = im
    else:
        host = host.astype(dtype)
    if axis == 0:
        host = host.reshape(-1, 1)
    elif axis == 1:
        host = host.reshape(1, -1)
    if layout == "T" and axis is not None:
        host = numpy.ascontiguousarray(host.T)
    host = numpy.array(host, order="C")
    arr = host if xp is numpy else xp.asarray(host)
    if layout == "T" and axis is not None:
        return arr.T
    if layout == "neg":
        return arr[(slice(None, None, -1),) * arr.ndim]
    return arr


def make_int_extremes(xp, dtype, axis=None):
    """min, min+1, -1, 0, 1, 2, max-1, max of an integer dtype (unsigned: 0, 1, 2, max-1, max)."""
    info = numpy.iinfo(dtype)
    vals = [info.min, info.min + 1, -1, 0, 1, 2, info.max - 1, info.max]
    vals = sorted({v for v in vals if info.min <= v <= info.max})
    host = numpy.array(vals, dtype=dtype)
    if axis == 0:
        host = host.reshape(-1, 1)
    elif axis == 1:
        host = host.reshape(1, -1)
    host = numpy.array(host, order="C")
    return host if xp is numpy else xp.asarray(host)


def layout_of(a):
    """What tests compare about an array's memory layout, as a dict (readable failure paths).

    Strides of zero-size arrays are left out: NumPy itself gives the same empty shape different
    strides depending on how the array was made (np.zeros((2, 0)).strides == (0, 0), while
    np.zeros((2, 3))[:, :0].strides == (24, 8)), so no program can rely on them.
    """
    return {"shape": a.shape, "dtype": a.dtype, "strides": a.strides if a.size else None,
            "c_contiguous": a.flags.c_contiguous, "f_contiguous": a.flags.f_contiguous}


def approx_tol(dtype):
    """Tolerance for results of transcendental functions (a few ulp): dict(rtol=..., atol=...)."""
    dt = numpy.dtype(dtype)
    if dt.kind == "c":
        dt = numpy.dtype(dt.char.lower())
    if dt.kind != "f":
        return {"rtol": 0, "atol": 0}
    rtol = {2: 2e-3, 4: 2e-5, 8: 1e-12}[dt.itemsize]
    return {"rtol": rtol, "atol": float(numpy.finfo(dt).tiny)}


# --------------------------------------------------------------------------------------------------
# running and comparing
# --------------------------------------------------------------------------------------------------
@contextlib.contextmanager
def quiet():
    """Silence floating-point errors and every warning (NumPy's RuntimeWarning, ComplexWarning...)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with numpy.errstate(all="ignore"):
            yield


def _public_exception_type(exc_type):
    """The exception class a candidate must raise (a subclass of) when NumPy raised ``exc_type``.

    NumPy's private classes (numpy._core._exceptions._UFuncOutputCastingError, UFuncTypeError, ...)
    are replaced by their nearest public base (TypeError); classes of numpy.exceptions stay.
    """
    for cls in exc_type.__mro__:
        mod = getattr(cls, "__module__", "")
        if mod == "builtins" or mod == "numpy.exceptions":
            return cls
        if mod.startswith("numpy") and "._" not in mod and not cls.__name__.startswith("_"):
            return cls
    return Exception


def _run(body, xp):
    with quiet():
        try:
            return True, body(xp)
        except Exception as exc:  # noqa: BLE001 - we compare exception types
            return False, exc


class _Fail(AssertionError):
    pass


def _fmt(x, limit=300):
    s = repr(x)
    return s if len(s) <= limit else s[:limit] + "..."


def _mask_for(shape, only_where):
    m = numpy.broadcast_to(numpy.asarray(to_numpy(only_where), dtype=bool), shape)
    return m


#: an audit: GPNUMPY_TEST_SIGNED_ZEROS=1 makes every comparison require the sign of zero
#: results to match (a zero's sign rarely depends on the order of a computation: x + -x is
#: +0.0 in any order; a device result of the other sign is mostly a bug)
_AUDIT_ZEROS = os.environ.get("GPNUMPY_TEST_SIGNED_ZEROS") == "1"


def _compare_arrays(exp, act, path, rtol, atol, signed_zeros, only_where):
    signed_zeros = signed_zeros or _AUDIT_ZEROS
    if exp.shape != act.shape:
        raise _Fail(f"{path}: shape {act.shape} != numpy's {exp.shape}")
    if exp.dtype != act.dtype:
        raise _Fail(f"{path}: dtype {act.dtype} != numpy's {exp.dtype}")
    if exp.dtype.names is not None:  # records: field by field (NaN and NaT fields, padding)
        for name in exp.dtype.names:
            _compare_arrays(exp[name], act[name], f"{path}[{name!r}]", rtol, atol, signed_zeros,
                            None if only_where is None else numpy.broadcast_to(
                                numpy.asarray(to_numpy(only_where)).reshape(
                                    numpy.shape(to_numpy(only_where)) + (1,) * (exp[name].ndim - exp.ndim)),
                                exp[name].shape))
        return
    e, a = exp, act
    if only_where is not None:
        m = _mask_for(exp.shape, only_where)
        e, a = e[m], a[m]
    if e.dtype.kind in "Mm":  # (NaT != NaT: compare the int64 counts)
        bad = numpy.asarray(e.view(numpy.int64) != a.view(numpy.int64))
    elif e.dtype.kind not in "fc":
        bad = numpy.asarray(e != a)
    else:
        bad = numpy.zeros(e.shape, dtype=bool)
        scale = numpy.abs(e.astype(numpy.complex128 if e.dtype.kind == "c" else numpy.float64))
        parts = [(e.real, a.real), (e.imag, a.imag)] if e.dtype.kind == "c" else [(e, a)]
        for pe, pa in parts:
            pe = pe.astype(numpy.float64)
            pa = pa.astype(numpy.float64)
            ne, na = numpy.isnan(pe), numpy.isnan(pa)
            bad |= ne != na
            both = ~ne & ~na
            inf = both & (numpy.isinf(pe) | numpy.isinf(pa))
            bad |= inf & (pe != pa)
            fin = both & ~inf
            if rtol == 0 and atol == 0:
                bad |= fin & (pe != pa)
            else:
                with numpy.errstate(all="ignore"):
                    diff = numpy.abs(pe - pa)
                    lim = atol + rtol * numpy.where(numpy.isfinite(scale), scale, 0.0)
                bad |= fin & ~(diff <= lim)
            if signed_zeros:
                z = both & (pe == 0) & (pa == 0)
                bad |= z & (numpy.signbit(pe) != numpy.signbit(pa))
    bad = numpy.asarray(bad)
    if bad.any():
        idx = numpy.argwhere(bad)[:5]
        flat_e = numpy.asarray(e)
        flat_a = numpy.asarray(a)
        rows = []
        for i in idx:
            i = tuple(int(j) for j in i)
            rows.append(f"  at {i}: got {flat_a[i]!r}, numpy {flat_e[i]!r}")
        tol = "" if (rtol == 0 and atol == 0) else f" (rtol={rtol}, atol={atol})"
        raise _Fail(f"{path}: {int(bad.sum())} of {bad.size} values differ{tol}"
                    + (" (only where= True compared)" if only_where is not None else "")
                    + "\n" + "\n".join(rows)
                    + f"\n  numpy: {_fmt(exp)}\n  got:   {_fmt(act)}")


def _scalar_equal(e, a, signed_zeros):
    signed_zeros = signed_zeros or _AUDIT_ZEROS
    if isinstance(e, float) and isinstance(a, float):
        if math.isnan(e) or math.isnan(a):
            return math.isnan(e) and math.isnan(a)
        if signed_zeros and e == 0 and a == 0:
            return math.copysign(1, e) == math.copysign(1, a)
        return e == a
    if isinstance(e, complex) and isinstance(a, complex):
        return (_scalar_equal(e.real, a.real, signed_zeros)
                and _scalar_equal(e.imag, a.imag, signed_zeros))
    return e == a


def _tol_for(dtype, rtol, atol, approx):
    """(rtol, atol) for comparing arrays of ``dtype``: approx_tol where ``approx`` applies."""
    if approx:
        kinds = "fc" if approx is True else approx
        if dtype.kind in kinds:
            t = approx_tol(dtype)
            return max(rtol, t["rtol"]), max(atol, t["atol"])
    return rtol, atol


def compare(expected, actual, xp, *, rtol=0, atol=0, approx=False, signed_zeros=False,
            only_where=None, expect_host=False, path="result"):
    """Compare a NumPy result with a candidate's (raises AssertionError with a readable message).

    numpy.ndarray -> the candidate returns ``xp.ndarray`` (a numpy.ndarray when expect_host);
    numpy scalar  -> a numpy scalar or a 0-d ``xp.ndarray`` of the same dtype and value;
    Python scalar, str, None, dtype -> the same type and an equal value;
    tuple/list    -> the same container type and length, compared element by element.
    """
    kw = dict(rtol=rtol, atol=atol, approx=approx, signed_zeros=signed_zeros,
              only_where=only_where, expect_host=expect_host)
    if isinstance(expected, (tuple, list)):
        if type(actual) is not type(expected):
            raise _Fail(f"{path}: type {type(actual).__name__} != numpy's {type(expected).__name__}")
        if len(actual) != len(expected):
            raise _Fail(f"{path}: length {len(actual)} != numpy's {len(expected)}")
        for i, (e, a) in enumerate(zip(expected, actual)):
            compare(e, a, xp, path=f"{path}[{i}]", **kw)
        return
    if isinstance(expected, dict):
        if not isinstance(actual, dict) or set(actual) != set(expected):
            raise _Fail(f"{path}: {_fmt(actual)} != numpy's {_fmt(expected)}")
        for k in expected:
            compare(expected[k], actual[k], xp, path=f"{path}[{k!r}]", **kw)
        return
    array_type = numpy.ndarray if (expect_host or xp is numpy) else xp.ndarray
    if isinstance(expected, numpy.ndarray):
        if not isinstance(actual, array_type):
            raise _Fail(f"{path}: type {type(actual).__module__}.{type(actual).__name__} is not "
                        f"{array_type.__module__}.{array_type.__name__} (numpy returned an ndarray)")
        act = numpy.asarray(to_numpy(actual))
        r, a = _tol_for(expected.dtype, rtol, atol, approx)
        _compare_arrays(expected, act, path, r, a, signed_zeros, only_where)
        return
    if isinstance(expected, numpy.generic):
        if isinstance(actual, numpy.generic):
            act = numpy.asarray(actual)
        elif isinstance(actual, array_type) and getattr(actual, "ndim", None) == 0:
            act = numpy.asarray(to_numpy(actual))
        else:
            shape = f" of shape {actual.shape}" if hasattr(actual, "shape") else ""
            raise _Fail(f"{path}: {type(actual).__name__}{shape} is neither a numpy scalar nor a 0-d "
                        f"array (numpy returned {type(expected).__name__} {expected!r})")
        r, a = _tol_for(expected.dtype, rtol, atol, approx)
        _compare_arrays(numpy.asarray(expected), act, path, r, a, signed_zeros, only_where)
        return
    if type(actual) is not type(expected):
        raise _Fail(f"{path}: type {type(actual).__name__} ({_fmt(actual)}) != numpy's "
                    f"{type(expected).__name__} ({_fmt(expected)})")
    if isinstance(expected, (float, complex)):
        rtol, atol = _tol_for(numpy.dtype(type(expected)), rtol, atol, approx)
    if isinstance(expected, (float, complex)) and (rtol or atol):
        e = complex(expected)
        a = complex(actual)
        both_finite = all(math.isfinite(v) for v in (e.real, e.imag, a.real, a.imag))
        ok = (abs(e - a) <= atol + rtol * abs(e)) if both_finite else _scalar_equal(expected, actual,
                                                                                     False)
        if not ok:
            raise _Fail(f"{path}: {actual!r} != numpy's {expected!r} (rtol={rtol}, atol={atol})")
        return
    if not _scalar_equal(expected, actual, signed_zeros):
        raise _Fail(f"{path}: {_fmt(actual)} != numpy's {_fmt(expected)}")


#: NumPy raising one of these means the test body itself is broken, not that NumPy refuses
_BODY_BUGS = (NameError, ImportError, AssertionError, SyntaxError)


def _log_numpy_exception(exc):
    path = os.environ.get("XP_LOG_NUMPY_EXCEPTIONS")
    if path:
        test = os.environ.get("PYTEST_CURRENT_TEST", "?").split(" ")[0]
        with open(path, "a") as f:
            f.write(f"{test}\t{type(exc).__name__}\t{str(exc)[:150]!r}\n")


def _check(xp, body, kw):
    ok_np, res_np = _run(body, numpy)
    if not ok_np:
        if isinstance(res_np, _BODY_BUGS):
            raise _Fail(f"the test body is broken: with numpy it raised {type(res_np).__name__}: "
                        f"{res_np}") from res_np
        _log_numpy_exception(res_np)
    ok_xp, res_xp = _run(body, xp)
    name = getattr(xp, "__name__", str(xp))
    if not ok_np:
        want = _public_exception_type(type(res_np))
        if ok_xp:
            raise _Fail(f"numpy raised {type(res_np).__name__}({res_np}) but {name} returned "
                        f"{_fmt(res_xp)}")
        if not isinstance(res_xp, want):
            raise _Fail(f"numpy raised {type(res_np).__name__}({res_np}) [expect a {want.__name__}] "
                        f"but {name} raised {type(res_xp).__name__}({res_xp})") from res_xp
        return
    if not ok_xp:
        raise _Fail(f"{name} raised {type(res_xp).__name__}: {res_xp}\n  numpy returned "
                    f"{_fmt(res_np)}") from res_xp
    compare(res_np, res_xp, xp, **kw)


def assert_same(xp, body, *, rtol=0, atol=0, approx=False, signed_zeros=False, only_where=None,
                expect_host=False):
    """Run ``body(numpy)`` and ``body(xp)``; assert the same result, or the same exception type.

    rtol/atol     tolerance for float/complex values (|got - numpy| <= atol + rtol*|numpy|);
                  NaN positions and infinities must always match exactly.
    approx        True: each float/complex result gets approx_tol(its dtype) (a few ulp, for
                  transcendental functions); "c": only complex results do.
    signed_zeros  also require the sign of zero results to match.
    only_where    boolean mask: compare only those elements (e.g. ufunc where= without out=).
    expect_host   numpy.ndarray results are expected from the candidate too (e.g. numpy.asarray(x)).
    Both runs happen with floating-point errors and warnings silenced.
    """
    __tracebackhide__ = True
    _check(xp, body, dict(rtol=rtol, atol=atol, approx=approx, signed_zeros=signed_zeros,
                          only_where=only_where, expect_host=expect_host))


def assert_same_cases(xp, cases, **kw):
    """``assert_same`` for each ``(label, body)`` in ``cases``; every mismatch is reported together."""
    __tracebackhide__ = True
    failures = []
    n = 0
    for label, body in cases:
        n += 1
        try:
            _check(xp, body, kw)
        except AssertionError as exc:
            failures.append(f"[{label}] {exc}")
    if failures:
        raise AssertionError(f"{len(failures)} of {n} cases differ from numpy:\n"
                             + "\n".join(failures))


# --------------------------------------------------------------------------------------------------
# per-ufunc knowledge shared by the ufunc and operator tests
# --------------------------------------------------------------------------------------------------
def ufunc_domain(name, arg, dtype):
    """The ``make`` kind for argument ``arg`` of ufunc ``name``: values where the function is
    interesting (out-of-domain NaNs would still be compared, but would test little) and free of
    undefined behaviour (integer power with negative exponents raises, shift counts below the width).
    """
    kind = numpy.dtype(dtype).kind
    if name in ("arcsin", "arccos", "arctanh") and kind in "fc":
        return "unit"
    if name == "arccosh" and kind == "f":
        return "ge1"
    if name in ("log", "log2", "log10", "log1p", "sqrt") and kind == "f":
        return "positive" if (arg == 0 and name != "sqrt") else "nonneg"
    if name in ("power", "float_power"):
        if kind in "iu":
            return ("small", "exponent")[arg]
        if kind == "f" or name == "float_power":
            return ("positive", "small")[arg]
        return "small"
    if name in ("left_shift", "right_shift") and arg == 1:
        return "shift"
    if name == "ldexp" and arg == 1:
        return "small"
    if name == "reciprocal" and kind in "iu":
        return "nonzero"  # integer reciprocal of 0 is undefined behaviour in C
    return "default"


#: compared with a few ulp (approx_tol); every other ufunc result is rounded once by IEEE rules (or is
#: an integer) and is compared exactly
UFUNC_APPROX = frozenset({
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "cbrt", "sin", "cos", "tan", "arcsin",
    "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "arctan2", "hypot",
    "logaddexp", "logaddexp2", "power", "float_power", "deg2rad", "rad2deg", "degrees", "radians",
})
#: exact for real floats, a few ulp for complex (division algorithm, hypot, complex sqrt).
#: multiply/square: NumPy's SIMD loops fuse the complex product (FMA) and its scalar
#: loops (used e.g. under where=) do not, so NumPy itself differs by an ulp between paths.
UFUNC_APPROX_COMPLEX = frozenset({"divide", "reciprocal", "absolute", "sign", "sqrt",
                                  "multiply", "square"})


def ufunc_tolerance(name, sig=None):
    """assert_same keywords for the results of ufunc ``name``."""
    if name in UFUNC_APPROX:
        return {"approx": True}
    if name in UFUNC_APPROX_COMPLEX:
        # complex inputs: a few ulp also when the result is real (absolute)
        if sig is not None and any(numpy.dtype(s).kind == "c" for s in sig):
            return {"approx": True}
        return {"approx": "c"}
    return {}


# operator helpers used by several test files
BINARY_OPERATORS = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
    "//": operator.floordiv, "%": operator.mod, "**": operator.pow, "&": operator.and_,
    "|": operator.or_, "^": operator.xor, "<<": operator.lshift, ">>": operator.rshift,
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
    ">=": operator.ge,
}
OPERATOR_UFUNC = {
    "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "//": "floor_divide",
    "%": "remainder", "**": "power", "&": "bitwise_and", "|": "bitwise_or", "^": "bitwise_xor",
    "<<": "left_shift", ">>": "right_shift", "==": "equal", "!=": "not_equal", "<": "less",
    "<=": "less_equal", ">": "greater", ">=": "greater_equal",
}
INPLACE_OPERATORS = {
    "+": operator.iadd, "-": operator.isub, "*": operator.imul, "/": operator.itruediv,
    "//": operator.ifloordiv, "%": operator.imod, "**": operator.ipow, "&": operator.iand,
    "|": operator.ior, "^": operator.ixor, "<<": operator.ilshift, ">>": operator.irshift,
}
