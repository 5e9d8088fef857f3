"""NumPy's integer scalar math on device scalars: overflow is an error there.

NumPy's array loops wrap integers silently, but its scalar operators (``np.int8(127) +
np.int8(1)``, ``-np.uint8(1)``, ``abs(np.int64(-2**63))``) report "overflow encountered in
scalar add" under the error state.  The operators of gpnumpy's device scalars
(``array_methods``) are that scalar math: when the state does not ignore overflow and the
loop is an integer one, the operation runs as a checked kernel whose check (fpe.cuh's
``gp_fpe_s*``) finds the overflow from the operands, reported as 'scalar <ufunc>'
(``fperr.scalar_math`` names it).  The value is the ufunc's (NumPy's wrapped result); in the
all-'ignore' state, and for every other loop, the ufunc runs as it is.  Division by zero and
``MIN // -1`` are the table's own checks of the integer loops (``floor_divide``,
``remainder``, ``divmod``).  Power does not warn (NumPy's scalar power does not either).
On the host device the operators are NumPy's own scalar math of the host values
(``OPERATORS``, ``_host_math``).
"""
from __future__ import annotations

import operator

import numpy

from . import device, fperr
from .device import ON_DEVICE
from .elementwise import execute, _Scalar
from .ndarray import ndarray, _fresh
from .scalars import as_scalar, SCALAR_TYPE_SET as _SCALAR_SET, held_values, on_host
from .ufunc import _normalize_input, _dt_key

#: the Python operator behind each ufunc a device scalar's operator calls (array_methods reads
#: it too): on the host device a device scalar's value is a NumPy scalar in host memory, and
#: NumPy's own scalar math of it is the answer (its value, type, errors), at NumPy's speed
#: (the ufunc's host path took ~29 us)
OPERATORS = {"add": operator.add, "subtract": operator.sub, "multiply": operator.mul,
             "divide": operator.truediv, "true_divide": operator.truediv,
             "floor_divide": operator.floordiv, "remainder": operator.mod,
             "power": operator.pow, "divmod": divmod, "left_shift": operator.lshift,
             "right_shift": operator.rshift, "bitwise_and": operator.and_,
             "bitwise_or": operator.or_, "bitwise_xor": operator.xor,
             "negative": operator.neg, "positive": operator.pos, "absolute": abs,
             "invert": operator.invert, "less": operator.lt, "less_equal": operator.le,
             "greater": operator.gt, "greater_equal": operator.ge}


#: ufunc -> its check of a wrapped integer result (the device's scalar math)
_CHECKS = {
    "add": "gp_fpe_sadd<FM>(in0, in1)",
    "subtract": "gp_fpe_ssub<FM>(in0, in1)",
    "multiply": "gp_fpe_smul<FM>(in0, in1)",
    "negative": "gp_fpe_sneg<FM>(in0)",
    "absolute": "gp_fpe_sabs<FM>(in0)",
}
_checks = {}  # ufunc name -> fperr.Check
#: the ufuncs whose operators NumPy's complex scalars do not have
_NO_COMPLEX_OP = frozenset(("floor_divide", "remainder", "divmod"))
#: the ordering comparisons: NumPy's scalar math reports no error of the comparison itself
#: (its complex loop's 'invalid' for a NaN operand; the cast of a Python float into the
#: scalar's type still reports its overflow)
_ORDERING = frozenset(("less", "less_equal", "greater", "greater_equal"))


def _host_value(x):
    if isinstance(x, ndarray):
        return x.get()[()]
    return x


#: the type codes whose dtype equals another's (longlong and int64 where both are 64 bits)
_ALIASED = frozenset(c for c in numpy.typecodes["All"] for o in numpy.typecodes["All"]
                     if numpy.dtype(c).char == c != numpy.dtype(o).char
                     and numpy.dtype(o) == numpy.dtype(c))


def _host_math(op, name, args):
    """``op(*args)`` as NumPy's scalar math of the host values (on the host device), its
    floating-point errors reported as the operation's ('scalar <name>' inside
    ``fperr.scalar_math``), the result (a NumPy scalar, or a pair of them) as device
    scalars."""
    hv = []
    for x in args:
        if isinstance(x, ndarray):
            # (a 0-d value's bytes as NumPy's scalar, no view made; else its host view's)
            v = device.held_value(x) if not x._shape else None
            hv.append(x._host_view()[()] if v is None else v)
        else:
            hv.append(x)
    return on_host(name, op, hv)


def call(uf, args):
    """``uf(*args)`` as NumPy's scalar operator of device scalars (the caller is inside
    ``fperr.scalar_math``): an integer loop's overflow reported under the error state.
    NumPy's operator computes in the type of the scalar that took the operation (the left
    one where the other converts to it safely): where the ufunc's result has an equal type
    of another code, it is that scalar's (``np.longlong(7) // 2`` is a longlong, where
    floor_divide's loop gives int64; ``np.uint64(1) + np.ulonglong(2)`` a uint64)."""
    if not ON_DEVICE:
        op = OPERATORS.get(uf._name)
        if op is not None:
            return _host_math(op, uf._name, args)
    else:
        # scalars whose values are held on the host (an element read from a host mirror, a
        # result of this math): NumPy's scalar math there too, no device work at all
        hv = held_values(args)
        if hv is not None:
            op = OPERATORS.get(uf._name)
            if op is not None:
                return on_host(uf._name, op, hv)
    r = _call(uf, args)
    if type(r) is tuple:
        return tuple(_taker_type(x, args) for x in r)
    dt = getattr(r, "_dtype", None)  # (_taker_type's test in line: almost every call ends here)
    return r if dt is None or dt.char not in _ALIASED else _taker_type(r, args)


def _taker_type(r, args):
    dt = getattr(r, "_dtype", None)
    if dt is None or dt.char not in _ALIASED:
        return r
    for a in args:
        d = getattr(a, "dtype", None)
        if isinstance(d, numpy.dtype) and d == dt:
            return r if d.char == dt.char else as_scalar(r.view(d))
    return r


def _call(uf, args):
    check = _CHECKS.get(uf._name)
    if check is None:
        if uf._name in _NO_COMPLEX_OP and any(isinstance(a, complex) or getattr(a, "dtype", None) is not
                                     None and a.dtype.kind == "c" for a in args):
            # NumPy's complex scalars have none of these operators: its scalar math of the
            # host values raises its TypeError ("unsupported operand type(s)", or the ufunc's)
            OPERATORS[uf._name](*[_host_value(a) for a in args])
        if uf._name in _ORDERING:
            with numpy.errstate(invalid="ignore"):
                return uf(*args)
        return uf(*args)
    st = fperr.state()
    if not st.check & fperr.OVER:
        return uf(*args)
    for a in args:
        t = type(a)
        if t is float or t is complex or t in _SCALAR_SET and a._dtype.kind in "fc":
            return uf(*args)  # (an inexact operand: a float loop, which checks itself)
    ops = [_normalize_input(a) for a in args]
    loop, expr, _ = uf._resolve(tuple(_dt_key(o) for o in ops), (None,), None, None,
                                "same_kind")
    if loop[-1].kind not in "iu":
        return uf(*args)  # (a float loop checks itself)
    for op, ld in zip(ops, loop):
        if isinstance(op, _Scalar) and op.weak and op.dtype is int:
            info = numpy.iinfo(ld)
            if not info.min <= op.value <= info.max:
                return uf(*args)  # (NumPy's OverflowError, from the ufunc)
    # (the device's route: on the host device ``call`` answers with NumPy's scalar math)
    name = uf._name
    chk = _checks.get(name)
    if chk is None:
        chk = _checks[name] = fperr.Check(name, fperr.OVER, check)
    out = _fresh((), loop[-1])
    execute(name, expr, loop, ops, [out], None, fresh=True, check=chk)
    return as_scalar(out)
