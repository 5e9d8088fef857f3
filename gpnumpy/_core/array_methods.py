"""Operators and methods of ndarray (and the engine methods of ufunc), attached from above.

ndarray.py stands below every engine and routine, so it cannot import the functions its
operators and methods call.  This module stands above them all and attaches them at
import time from two tables, ``_array_operators`` and ``_array_methods``, with one
``setattr`` loop (the pattern of JAX's ``jax/_src/numpy/array_methods.py``).  The face
imports it, so every array has them before any user code runs.
"""
from __future__ import annotations

import collections
import operator
import sys
import weakref
from sys import getrefcount

import numpy

from .ndarray import ndarray, _NoValue, _above, _empty, copy_into, int_arg as _int_arg
from .ufunc import ufunc, _lean2, _lean2_takes, _lean_with_scalar, _NO
from . import umath as um
from . import ufunc as ufunc_module, dispatch
from . import elementwise as _elementwise
_TEMPORARY = _elementwise.TEMPORARY
from . import (advanced, dlpack, flatiter, indexing, linalg, logic, manipulation, mathematical,
               products, reduction, searching, sorting, statistics, type_utilities)
from . import io
from . import fperr
from .reduction import _keepdims_arg  # (a method's keepdims: np._NoValue is a value to it)
from .scalars import SCALAR_TYPES as _SCALARS, SCALAR_TYPE_SET as _SCALAR_SET
from . import scalars as _scalars
from .scalar_ops import call as _scalar_call  # (integer overflow of NumPy's scalar math)
from .scalar_ops import OPERATORS as _OPERATORS  # (each ufunc's Python operator)
from .scalar_ops import _ORDERING  # (the ordering comparisons' own rule)
from .device import ON_DEVICE
from .ndarray import (_c_strides, _fresh, _shape_arg, check_dtype, _host_dtype, as_getsets,
                      ALIGN_CLEARED)


# ---------------------------------------------------------------- operators
# Operators between device scalars (and Python or NumPy scalars) are NumPy's scalar math,
# whose floating-point errors name 'scalar <ufunc>' (fperr.scalar_math)
# (with the device scalars; Python's own types, not their subclasses: those are NumPy's default
# types, and one may opt out of ufuncs, __array_ufunc__ = None, which the operator defers to)
_PY_OPERANDS = frozenset((int, float, complex, bool))


# the kinds in NumPy's order (bool < int < float < complex): NumPy's scalar math takes a Python
# scalar of the scalar's own kind or a lower one (np.int64(1) / 0.0 promotes: the array path)
_KIND_RANK = {"i": 1, "u": 1, "f": 2, "c": 3}


def _python_rank(o):
    return 0 if isinstance(o, bool) else 1 if isinstance(o, int) else 2 if isinstance(
        o, float) else 3


def _scalar_op(self, o, left=True):
    # (the device scalars by type first: isinstance asks their __class__, a property, once
    # for every class of a tuple that their type is not)
    if type(self) not in _SCALAR_SET or not (type(o) in _SCALAR_SET or type(o) in _PY_OPERANDS
                                             or isinstance(o, numpy.generic)):
        return False
    if (not left and isinstance(o, numpy.bool_)) or self._dtype.kind == "b" and (
            left or not isinstance(o, numpy.generic)):
        # (NumPy's bool scalars have no scalar math: their operators are ufuncs, whichever
        # side the bool is on (np.True_ - x wraps silently); a NumPy scalar of another type on
        # the left (``left`` false) computes with its own scalar math, which takes a bool:
        # np.int32(-2**31) - x reports its overflow)
        return False
    od = getattr(o, "dtype", None)  # (None: a Python scalar)
    if od is None:
        return _python_rank(o) <= _KIND_RANK.get(self._dtype.kind, 3)
    if od == self._dtype:
        return True
    if _host_dtype(od):
        return False  # (np.longdouble(2), np.str_('a'): the ufunc takes them to NumPy on the host)
    # NumPy's scalar math takes a scalar of another type where one of the two casts safely to
    # the other; where both promote to a third (float32 / intp: float64) the array path does
    # it, and its errors name the ufunc alone ("... encountered in divide")
    return numpy.can_cast(od, self._dtype) or numpy.can_cast(self._dtype, od)


def _numpy_scalar_operator(uf, inputs):
    """``np.float64(1) / x`` with a device scalar ``x``: NumPy's scalar operator hands the
    operation to ``x``'s ``__array_ufunc__`` (it cannot compute on ``x`` itself), so a NumPy
    scalar on the left arrives there (ndarray.__array_ufunc__ calls this); it is NumPy's scalar
    math, whose errors name 'scalar <ufunc>', as ``x``'s reflected operator would do."""
    if _scalar_op(inputs[1], inputs[0], False):
        with fperr.scalar_math():
            return _scalar_call(uf, inputs)
    return uf(*inputs)


# NumPy's forward and in-place operators give way to the other operand (NotImplemented: Python
# then calls its reflected operator) where it opts out of ufuncs (``__array_ufunc__ = None``,
# numpy.polynomial's series: ``array + series`` is the series' ``__radd__``; not in place) or,
# having no ``__array_ufunc__``, has the higher ``__array_priority__``
_NEVER_DEFER = frozenset((int, float, complex, bool, str, bytes, list, tuple, type(None)))
_ABSENT = object()


def _defers(self, o, inplace=False):
    t = type(o)
    if t in _NEVER_DEFER or isinstance(o, (ndarray, numpy.ndarray, numpy.generic)):
        return False
    f = getattr(t, "__array_ufunc__", _ABSENT)
    if f is not _ABSENT:
        return f is None and not inplace
    try:
        prio = getattr(o, "__array_priority__", -1e6)
    except Exception:  # (NumPy's lookup: an error in it counts as no priority)
        return False
    return isinstance(prio, (int, float)) and self.__array_priority__ < prio


def _overrides(o, method):
    """``o`` is of one of NumPy's ndarray subclasses and its class has an operator ``method``
    of its own (matrix's ``__mul__``/``__rmul__``: a matrix product).  Python calls such a
    subclass's reflected operator before NumPy's ndarray's forward one (``_subclass_first``),
    with a NumPy array: a gpnumpy array's operators do the same (the forward one asks the
    subclass's reflected one first; the reflected one, reached where the subclass's forward
    operator refused a gpnumpy array, gives it the host array)."""
    t = type(o)
    return (t is not numpy.ndarray and isinstance(o, numpy.ndarray)
            and getattr(t, method, None) is not getattr(numpy.ndarray, method, None))


def _host_operand(self):
    """``self`` as NumPy would hold it: an array, or a scalar for a device scalar."""
    h = self.get()
    return h[()] if type(self) in _SCALAR_SET else h


_COMPARISONS = frozenset(("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"))


def _subclass_first(self, o, method):
    """``o``'s operator ``method`` (see ``_overrides``) with ``self`` as NumPy holds it, or
    NotImplemented (matrix's ``__rpow__`` is: ``v ** m`` is then the array's own power).  A
    device scalar asks only for comparisons: NumPy's scalar compares as its 0-d array, but
    computes with the ufunc (``s * masked`` multiplies the data under the mask too)."""
    if not _overrides(o, method) or (type(self) in _SCALAR_SET and method not in _COMPARISONS):
        return NotImplemented
    return getattr(type(o), method)(o, _host_operand(self))


def _give_way(self, o, method):
    """The forward operator where NumPy's gives way to ``o`` (``_defers``): ``o``'s operator
    ``method`` (the reflected one), which Python calls next, asked here with the array as it is
    and, where it refuses it, with the array as NumPy holds it (a pandas Timestamp's and a
    SciPy sparse matrix's take NumPy's arrays only: ``dates > ts``, ``a + m``); NotImplemented
    where it refuses both (Python asks it once more, then raises its TypeError)."""
    f = getattr(type(o), method, None) if method is not None else None
    if f is None:
        return NotImplemented
    r = f(o, self)
    return f(o, _host_operand(self)) if r is NotImplemented else r


def _given_way(self, o, method):
    """The reflected operator reached where ``o``'s forward one ``method`` refused the array
    and NumPy's would have given way to ``o`` (``_defers``): that operator with the array as
    NumPy holds it (``ts - dates``), or NotImplemented."""
    if method is None or not _defers(self, o):
        return NotImplemented
    f = getattr(type(o), method, None)
    return NotImplemented if f is None else f(o, _host_operand(self))


def _repeated(o):
    """``o`` is a Python sequence a device scalar leaves to repeat itself (``_scalars.SEQUENCES``);
    NumPy's own str_ and bytes_ are NumPy scalars, which multiply as the ufunc."""
    return isinstance(o, _scalars.SEQUENCES) and not isinstance(o, numpy.generic)


def _binary(uf, reflected=None):
    hit = uf._fast.hit  # (the lean paths of ufunc.__call__, one call frame less)
    lean = uf._lean
    repeats = uf is um.multiply  # (a device scalar and a Python sequence: sequence_repeat)
    pyobj = _OPERATORS.get(uf._name)
    # two device scalars of one float type on a GPU (``rr_new / rr``, a CG's step): NumPy's
    # scalar math there is the ufunc's loop with its errors named 'scalar <ufunc>', which the
    # lean path runs (values held on the host: NumPy's math there) without scalar_ops' layers
    # (comparisons report no 'invalid' of their own: scalar_ops)
    same_floats = ON_DEVICE and uf._name not in _ORDERING

    def op(self, o):
        if type(o) is ndarray and type(self) is ndarray:
            da = self._dtype
            db = o._dtype
            ent = hit((da, db, da.char, db.char))
            if (ent is not None and self._shape == o._shape and (self._cc or self._flags_c())
                    and (o._cc or o._flags_c())):
                return _lean2(ent, self, o)
            r = lean((self, o), None)  # views, broadcasting
            if r is not _NO:
                return r
        elif (type(o) is ndarray and type(self) in _SCALAR_SET
              or type(self) is ndarray and type(o) in _SCALAR_SET):
            r = lean((self, o), None)  # a device scalar and an array (alpha * y)
            if r is not _NO:
                return r
        elif type(self) is ndarray and (type(o) is float or type(o) is int):
            r = _lean_with_scalar(hit, self, o, 1)  # (``x * 2.0``: ufunc.__call__'s lean path)
            if r is not _NO:
                return r
        elif same_floats and type(o) is type(self) and type(self) in _SCALAR_SET and \
                self._dtype.kind == "f":
            with fperr.scalar_math():
                r = lean((self, o), None)
                return r if r is not _NO else _scalar_call(uf, (self, o))
        elif _scalar_op(self, o):
            with fperr.scalar_math():
                return _scalar_call(uf, (self, o))
        elif repeats and type(self) in _SCALAR_SET and _repeated(o):
            return _scalars.sequence_repeat(self)
        elif type(o) not in _NEVER_DEFER:
            if _defers(self, o):
                return _give_way(self, o, reflected)
            if reflected is not None:
                r = _subclass_first(self, o, reflected)
                if r is not NotImplemented:
                    return r
        if pyobj is not None and _python_object_operand(self, o):
            return pyobj(self._host().item(), o)
        return uf(self, o)
    return op


# Python's complex computes with NumPy's float64 scalars itself (a Python float): its result,
# a Python complex (1j * np.float64(2) is 2j, 1j / np.float64(0) its ZeroDivisionError)
_PYTHON_COMPLEX_OPS = {n: _OPERATORS[n] for n in ("add", "subtract", "multiply", "divide")}


def _python_complex_with_float64(self, o):
    return type(o) is complex and type(self) in _SCALAR_SET and self._dtype.char == "d"


def _reflected(uf, forward=None):
    pyop = _PYTHON_COMPLEX_OPS.get(uf._name)
    repeats = uf is um.multiply
    concat = uf is um.add
    pyobj = _OPERATORS.get(uf._name)
    hit = uf._fast.hit

    def op(self, o):
        if type(self) is ndarray and (type(o) is float or type(o) is int):
            r = _lean_with_scalar(hit, self, o, 0)  # (``2.0 * x``: ufunc.__call__'s lean path)
            if r is not _NO:
                return r
        if concat and type(self) in _SCALAR_SET and isinstance(o, (str, bytes)):
            # NumPy's scalar add gives way to a str or bytes on its left: Python's own
            # concatenation then ("x" + s: its TypeError, not the ufunc's; an array adds)
            return NotImplemented
        if pyop is not None and _python_complex_with_float64(self, o):
            return pyop(o, self.get()[()])
        if forward is not None and type(o) not in _NEVER_DEFER:
            r = _subclass_first(self, o, forward)
            if r is NotImplemented:
                r = _given_way(self, o, forward)
            if r is not NotImplemented:
                return r
        if _scalar_op(self, o):
            with fperr.scalar_math():
                return _scalar_call(uf, (o, self))
        if repeats and type(self) in _SCALAR_SET and _repeated(o):
            return _scalars.sequence_repeat(self)
        if pyobj is not None and _python_object_operand(self, o):
            return pyobj(o, self._host().item())
        return uf(o, self)
    return op


def _inplace(uf):
    hit = uf._fast.hit
    lean = uf._lean

    def op(self, o):
        if type(self) is ndarray:
            if type(o) is ndarray:
                ent = hit((self._dtype, o._dtype, self._dtype.char, o._dtype.char))
                if (ent is not None and self._shape == o._shape and (o._cc or o._flags_c())
                        and _lean2_takes(ent, self, o, self)):
                    # (``a += x * 2``: the operand no one keeps; elementwise.TEMPORARY)
                    temp = (_elementwise.fuse_store is not None
                            and getrefcount(o) == _TEMPORARY[1])  # (before the call pushes o)
                    return _lean2(ent, self, o, self, temp)
            r = lean((self, o), self)
            if r is not _NO:
                return r
        if _defers(self, o, inplace=True):
            return NotImplemented
        return uf(self, o, out=self)
    return op


def _unary(uf):
    def op(self):
        if type(self) in _SCALAR_SET:
            with fperr.scalar_math():
                return _scalar_call(uf, (self,))
        return uf(self)
    return op


def _power(self, o, mod=None):
    if mod is not None:
        return NotImplemented   # pow(a, b, m): NumPy has no modular power (Python's TypeError)
    if _defers(self, o):
        return _give_way(self, o, "__rpow__")
    r = _subclass_first(self, o, "__rpow__")
    if r is not NotImplemented:
        return r
    if _scalar_op(self, o):
        with fperr.scalar_math():
            return _scalar_call(um.power, (self, o))  # (NumPy's scalar power is power itself)
    if _python_object_operand(self, o):
        return self._host().item() ** o
    if type(self) in _SCALAR_SET:
        return um.power(self, o)  # (a scalar's ** is the ufunc: True_ ** 2 is int64, not int8)
    return _fast_power(self, o, None)


def _rpower(self, o, mod=None):
    if mod is not None:
        return NotImplemented
    if _python_complex_with_float64(self, o):
        return o ** self.get()[()]
    r = _subclass_first(self, o, "__pow__")
    if r is NotImplemented:
        r = _given_way(self, o, "__pow__")
    if r is not NotImplemented:
        return r
    if _scalar_op(self, o):
        with fperr.scalar_math():
            return _scalar_call(um.power, (o, self))
    if _python_object_operand(self, o):
        return o ** self._host().item()
    return um.power(o, self)


def _ipower(self, o):
    if _defers(self, o, inplace=True):
        return NotImplemented
    return _fast_power(self, o, self)


def _fast_power(a, exponent, out):
    # ndarray.__pow__ in NumPy turns a few exponents into cheaper ufuncs, which changes
    # result dtypes (bool ** 2 is int8) and rounding: only a Python int 2 (square, any
    # dtype) or -1 (reciprocal), or a Python float 0.5 (sqrt), the last two for float and
    # complex arrays; NumPy scalars and other values go through power (int ** 2.0 is float64).
    uf = None
    t = type(exponent)
    if t is int:
        if exponent == 2:
            uf = um.square
        elif exponent == -1 and a._dtype.kind in "fc":
            uf = um.reciprocal
    elif t is float and exponent == 0.5 and a._dtype.kind in "fc":
        uf = um.sqrt
    if uf is None:
        return um.power(a, exponent) if out is None else um.power(a, exponent, out=out)
    return uf(a) if out is None else uf(a, out=out)


def _record_compare(uf, a, b):
    """``a == b`` / ``a != b`` of structured arrays: NumPy's field-by-field comparison (all
    fields equal, every element of a subarray field), on the device when both hold the same
    fields and NumPy promotes the two dtypes (a field's title prevents it); otherwise NumPy's
    on host copies (its TypeError where there is no common dtype: records and numbers, voids
    of two sizes)."""
    if (isinstance(b, ndarray) and a._dtype.names is not None
            and b._dtype.names == a._dtype.names and _promotes(a._dtype, b._dtype)):
        shape = ufunc_module.broadcast_or_raise((a.shape, b.shape))  # (the ufunc's message)
        nd = len(shape)
        if not a._dtype.names:  # (records of no fields are all equal: NumPy's array of it)
            res = _empty(shape, numpy.bool_)
            res.fill(uf is um.equal)
            return res
        fold, join = (logic.all, um.logical_and) if uf is um.equal else (logic.any, um.logical_or)
        res = None
        for name in a._dtype.names:
            x, y = a[name], b[name]
            c = (x == y) if uf is um.equal else (x != y)  # (a nested structure recurses)
            if c.ndim > nd:  # a subarray field: every element of it
                c = fold(c, axis=tuple(range(nd, c.ndim)))
            res = c if res is None else join(res, c)
        return res
    # (the operator, not ndarray's method: a record's host copy is NumPy's void scalar)
    op, name = (operator.eq, "__eq__") if uf is um.equal else (operator.ne, "__ne__")
    return dispatch.fallback_call(op, (a, b), {}, name="ndarray." + name)


def _promotes(t1, t2):
    try:
        numpy.result_type(t1, t2)
    except TypeError:
        return False
    return True


try:  # (NumPy's class of "no loop for these dtypes" errors, which == and != turn into answers)
    from numpy._core._exceptions import _UFuncNoLoopError as _NO_LOOP
except ImportError:  # pragma: no cover - another NumPy layout: every TypeError, as before
    _NO_LOOP = None


def _scalar_with_subclass(self, o):
    """A device scalar compared with a user's array subclass: NumPy's scalar compares as its
    0-d array (its richcompare runs again with the array, so Python asks the subclass's
    reflected comparison first, the subclass's own ``__eq__`` among them)."""
    return (type(self) in _SCALAR_SET and isinstance(o, ndarray) and type(o) is not ndarray
            and type(o) not in _SCALAR_SET)


def _object_scalar(self, o):
    """A device scalar compared with an object NumPy holds only as a 0-d object array (a
    Fraction, a Decimal, a symbolic expression), which has no ``__array_ufunc__`` and does not
    take precedence: NumPy's scalar compares its Python value with it, so the object's own
    comparison answers (Python's bool, or whatever it returns)."""
    t = type(o)
    if (type(self) not in _SCALAR_SET or t in _NEVER_DEFER or t in _SCALAR_SET
            or isinstance(o, (ndarray, numpy.ndarray, numpy.generic))
            or hasattr(t, "__array_ufunc__") or _defers(self, o)):
        return False
    try:
        h = numpy.asarray(o)
    except Exception:  # (NumPy's comparison gives its error)
        return False
    return h.dtype == object and h.ndim == 0


def _python_object_operand(self, o):
    """A device scalar's operand NumPy holds only as a 0-d object array (``_object_scalar``) or
    None: NumPy's scalar operator is then Python's of the scalar's value (``np.int64(3) + F``
    a Fraction, ``divmod`` too, which has no object loop; a datetime64 plus a
    datetime.timedelta a datetime.date)."""
    return (o is None and type(self) in _SCALAR_SET) or _object_scalar(self, o)


def _comparison(compare, pyop):
    def op(self, o):
        if _scalar_with_subclass(self, o):
            return pyop(self._view(self._shape, self._strides, self._offset), o)
        if _object_scalar(self, o):
            return pyop(self._host().item(), o)
        return compare(self, o)
    return op


def _compare_or_constant(uf, constant, reflected):
    def op(self, o):
        if o is None and type(self) in _SCALAR_SET:
            return constant  # (NumPy's scalars answer None themselves, a Python bool: NaT too)
        r = _subclass_first(self, o, reflected)  # (a masked array's own ==: its data under
        if r is not NotImplemented:              # the mask compares the masks)
            return r
        if self._dtype.kind == "V" or isinstance(o, (ndarray, numpy.ndarray)) and (
                o.dtype.kind == "V"):  # (records or voids on either side: NumPy's rules)
            return _record_compare(uf, self, o)
        if _defers(self, o):
            return _give_way(self, o, reflected)
        try:
            return uf(self, o)
        except TypeError as exc:
            # NumPy compares objects it has no loop for as all different; its other errors
            # (timedeltas of months and of days: no common unit) are raised
            if _NO_LOOP is not None and not isinstance(exc, _NO_LOOP):
                raise
            # (the answer has the operands' broadcast shape; 0-d: a scalar, as NumPy's)
            oshape = o.shape if isinstance(o, (ndarray, numpy.ndarray)) else numpy.shape(o)
            shape = ufunc_module.broadcast_or_raise([self._shape, oshape])
            res = _empty(shape, numpy.dtype(bool))
            copy_into(res, constant)
            # (a user's subclass among the operands wraps the answer, as a ufunc's result)
            subs = [x for x in (self, o) if isinstance(x, ndarray) and type(x) is not ndarray
                    and type(x) not in _SCALAR_SET]
            if subs:
                return dispatch.array_wrap(ufunc_module.wrapper_of(subs), res,
                                           (uf, (self, o), 0), not shape)
            return res if shape else _scalars.as_scalar(res)
    return op


def _contains(self, value):
    return bool(numpy.any((self == value).get()))


def _matmul(self, o):
    if _defers(self, o):
        return NotImplemented
    return products.matmul(self, o)


def _rmatmul(self, o):
    return products.matmul(o, self)


def _imatmul(self, o):
    # NumPy's a @= b: matmul into a itself with its core axes named, so that the result keeps
    # a's shape (a vector a: b must be a matrix); those axes not fitting (b not a matrix, a
    # 0-d) are NumPy's ValueError
    if _defers(self, o, inplace=True):
        return NotImplemented
    axes = [-1, (-2, -1), -1] if self.ndim == 1 else [(-2, -1), (-2, -1), (-2, -1)]
    try:
        return products.matmul(self, o, out=self, axes=axes)
    except numpy.exceptions.AxisError:
        raise ValueError("inplace matrix multiplication requires the first operand to have at "
                         "least one and the second at least two dimensions.") from None


#: a binary operator's reflected one, by its ufunc's name (``a + b`` is also ``b.__radd__(a)``,
#: ``a < b`` is ``b > a``): ndarray.__array_ufunc__ asks a user's subclass first (gh-4709)
_reflected_by_ufunc = {"matmul": "__rmatmul__", "power": "__rpow__", "divmod": "__rdivmod__",
                       "equal": "__eq__", "not_equal": "__ne__", "less": "__gt__",
                       "less_equal": "__ge__", "greater": "__lt__", "greater_equal": "__le__"}
_array_operators = {"__contains__": _contains, "__matmul__": _matmul, "__rmatmul__": _rmatmul,
                    "__imatmul__": _imatmul,
                    "__pow__": _power, "__rpow__": _rpower, "__ipow__": _ipower,
                    "__eq__": _comparison(_compare_or_constant(um.equal, False, "__eq__"),
                                          operator.eq),
                    "__ne__": _comparison(_compare_or_constant(um.not_equal, True, "__ne__"),
                                          operator.ne)}
for _name, _uf in (("add", um.add), ("sub", um.subtract), ("mul", um.multiply),
                   ("truediv", um.true_divide), ("floordiv", um.floor_divide),
                   ("mod", um.remainder), ("lshift", um.left_shift), ("rshift", um.right_shift),
                   ("and", um.bitwise_and), ("or", um.bitwise_or), ("xor", um.bitwise_xor)):
    _array_operators["__%s__" % _name] = _binary(_uf, "__r%s__" % _name)
    _array_operators["__r%s__" % _name] = _reflected(_uf, "__%s__" % _name)
    _array_operators["__i%s__" % _name] = _inplace(_uf)
    _reflected_by_ufunc[_uf.__name__] = "__r%s__" % _name
_array_operators["__divmod__"] = _binary(um.divmod, "__rdivmod__")
_array_operators["__rdivmod__"] = _reflected(um.divmod, "__divmod__")
for _name, _uf in (("lt", um.less), ("le", um.less_equal), ("gt", um.greater),
                   ("ge", um.greater_equal)):
    _array_operators["__%s__" % _name] = _comparison(
        _binary(_uf, _reflected_by_ufunc[_uf.__name__]), getattr(operator, _name))
for _name, _uf in (("neg", um.negative), ("pos", um.positive), ("abs", um.absolute),
                   ("invert", um.invert)):
    _array_operators["__%s__" % _name] = _unary(_uf)


# ---------------------------------------------------------------- methods
def _sum(self, axis=None, dtype=None, out=None, keepdims=False, initial=_NoValue, where=True):
    return reduction.reduce(um.add, self, axis, dtype, out, keepdims, initial, where)


def _prod(self, axis=None, dtype=None, out=None, keepdims=False, initial=_NoValue, where=True):
    return reduction.reduce(um.multiply, self, axis, dtype, out, keepdims, initial, where)


# (the methods NumPy writes in Python carry its functions' names and parameters: _amax,
# _amin, _std, _var; all and any take a dtype, std and var no correction.  They hand their
# arguments on as given: np._NoValue is a value to them, "not given" to the functions)
def _amax(self, axis=None, out=None, keepdims=False, initial=_NoValue, where=True):
    return reduction.reduce(um.maximum, self, axis, None, out, keepdims, initial, where)


def _amin(self, axis=None, out=None, keepdims=False, initial=_NoValue, where=True):
    return reduction.reduce(um.minimum, self, axis, None, out, keepdims, initial, where)


def _mean(self, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    return statistics._mean(self, axis, dtype, out, _keepdims_arg(keepdims), where)


def _std(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
         mean=_NoValue):
    return statistics._root(statistics._var(self, axis, dtype, out, ddof,
                                            _keepdims_arg(keepdims), where, mean))


def _var(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False, *, where=True,
         mean=_NoValue):
    return statistics._var(self, axis, dtype, out, ddof, _keepdims_arg(keepdims), where, mean)


def _all(self, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    if dtype is None and out is None:
        dtype = bool
    return reduction.reduce(um.logical_and, self, axis, dtype, out, keepdims, _NoValue, where)


def _any(self, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    if dtype is None and out is None:
        dtype = bool
    return reduction.reduce(um.logical_or, self, axis, dtype, out, keepdims, _NoValue, where)


def _arg_method(func, name):
    """argmax/argmin as NumPy's C methods read their arguments: axis and out by position
    or name, keepdims by name only."""
    def method(self, *args, **kwargs):
        if len(args) > 2:
            raise TypeError("%s() takes from 0 to 2 positional arguments but %d were given"
                            % (name, len(args)))
        return func(self, **_method_arguments(name, ("axis", "out", "keepdims"), 0, args,
                                               kwargs))
    method.__name__ = name
    method.__doc__ = getattr(numpy.ndarray, name).__doc__
    return method


def _scan_method(func, name):
    """cumsum/cumprod as NumPy's C methods read (axis, dtype, out), with their parser's
    words."""
    params = ("axis", "dtype", "out")

    def method(self, *args, **kwargs):
        n = len(args) + len(kwargs)
        if n > len(params):
            raise TypeError("%s() takes at most %d %sarguments (%d given)"
                            % (name, len(params), "" if args else "keyword ", n))
        for k, p in enumerate(params[:len(args)]):
            if p in kwargs:
                raise TypeError("argument for %s() given by name ('%s') and position (%d)"
                                % (name, p, k + 1))
        for key in kwargs:
            if key not in params:
                raise TypeError("'%s' is an invalid keyword argument for %s()" % (key, name))
        return func(self, *args, **kwargs)
    method.__name__ = name
    method.__doc__ = getattr(numpy.ndarray, name).__doc__
    return method


def _sort(self, axis=-1, kind=None, order=None, *, stable=None, descending=None):
    axis = _int_arg(axis)  # (NumPy parses its arguments first: axis=None is a TypeError)
    if not self._writeable():
        # (NumPy checks kind, order and axis before the array: as they are checked on none
        # of its elements)
        sorting.sorted_copy(_no_elements(self), axis, kind, order, stable, descending)
        raise ValueError("sort array is read-only")
    self[...] = sorting.sorted_copy(self, axis, kind, order, stable, descending)


def _partition(self, kth, axis=-1, kind="introselect", order=None):
    axis = _int_arg(axis)
    if not self._writeable():
        # (kind, order and axis as sort's; kth after the array)
        sorting._check_select_kind(kind)
        sorting.sorted_copy(_no_elements(self), axis, None, order)
        raise ValueError("partition array is read-only")
    self[...] = sorting.partitioned_copy(self, kth, axis, kind, order)


def _no_elements(a):
    """A view of none of ``a``'s elements, of its dtype and dimensions (a 0-d array itself)."""
    return a._view((0,) * a._ndim, a._strides, a._offset) if a._ndim else a


def _conj_method(name):
    # (NumPy's ndarray.conj/conjugate take out by position only)
    def method(self, *args, **kwargs):
        if kwargs:
            raise TypeError("ndarray.%s() takes no keyword arguments" % name)
        if len(args) > 1:
            raise TypeError("conjugate() takes at most 1 argument (%d given)" % len(args))
        return _conj(self, *args)
    method.__name__ = name
    method.__doc__ = getattr(numpy.ndarray, name).__doc__
    return method


def _conj(self, out=None):
    # NumPy's ndarray.conjugate: the ufunc for complex numbers; any other number is its own
    # conjugate (the array itself, or a same_kind copy into out); no other dtype conjugates
    if out is not None and (not isinstance(out, ndarray) or isinstance(out, numpy.generic)):
        raise TypeError("output must be an array")  # (a device scalar is none)
    if self._dtype.kind == "c":
        return um.conjugate(self) if out is None else um.conjugate(self, out)
    if self._dtype.kind not in "biuf":
        raise TypeError("cannot conjugate non-numeric dtype")
    if out is None:
        return self
    manipulation.write_into(out, self)
    return out


def _choose(self, *choices, **kwargs):
    # NumPy's method: one positional argument is the choices, several are them all (out and
    # mode are keywords)
    if not choices:
        raise TypeError("choose() takes exactly 1 argument (0 given)")
    for key in kwargs:
        if key not in ("out", "mode"):
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
    return indexing.choose(self, choices[0] if len(choices) == 1 else choices, **kwargs)


def _compress(self, condition, axis=None, out=None):
    return indexing.compress(condition, self, axis, out)


def _reshape(self, *shape, order="C", copy=None):
    if len(shape) == 1:  # (one argument is the shape: NumPy's errors for a float, a bool)
        shape = self._shape if shape[0] is None else shape[0]
    elif not shape:
        raise TypeError("reshape() takes exactly 1 argument (0 given)")
    return manipulation.reshape(self, shape, order=order, copy=copy)


def _ravel(self, order="C"):
    return manipulation.ravel(self, order)


def _flatten(self, order="C"):
    r = manipulation.ravel(self, order)
    # (a view of the array, or of the 0-d copy ravel makes of a scalar: NumPy's flatten owns
    # its data)
    return r.copy() if r._mem is self._mem or r._base is not None else r


def _flat_get(self):
    """A flat iterator over the array (C order): ``gpnumpy.flatiter``."""
    _flat_ndim(self)
    return flatiter.flatiter(self)


def _scalar_flat(self):
    # (NumPy's scalar's flat iterates a new 0-d array of its value: writes through it leave
    # the scalar as it is, and its base is that array)
    return _flat_get(_scalars._plain_copy(self))


def _flat_set(self, value):
    _flat_ndim(self)
    flatiter.flatiter(self)[...] = value


def _flat_ndim(a):
    # (NumPy's flatiter is its C iterator: at most 32 dimensions, though arrays have 64)
    if a.ndim > 32:
        raise RuntimeError("this function only supports up to 32 dimensions but the array "
                           "has %d." % a.ndim)


def _dlpack(self, *, stream=None, max_version=None, dl_device=None, copy=None):
    return dlpack.to_dlpack(self, stream=stream, max_version=max_version,
                            dl_device=dl_device, copy=copy)


def _dlpack_device(self):
    return dlpack.dlpack_device(self)


# (Python's argument errors name them as NumPy's do: "__dlpack__() got an unexpected ...")
_dlpack.__name__ = _dlpack.__qualname__ = "__dlpack__"
_dlpack_device.__name__ = _dlpack_device.__qualname__ = "__dlpack_device__"


def _array_namespace(self, *, api_version=None):
    if api_version is not None and not isinstance(api_version, str):
        raise ValueError("Only None and strings are allowed as the Array API version, but "
                         "received: %r." % (api_version,))
    if api_version not in (None, "2021.12", "2022.12", "2023.12", "2024.12"):
        raise ValueError("Version \"%s\" of the Array API Standard is not supported." % api_version)
    # the package itself: it is being imported (it imports this module), never imported here
    return sys.modules[__name__.split(".")[0]]


def _delegate(func, name):
    # an ndarray method NumPy defines as the function of the same name: self first
    def method(self, *args, **kwargs):
        return func(self, *args, **kwargs)
    method.__name__ = name
    method.__doc__ = getattr(numpy.ndarray, name).__doc__
    return method


def _put(self, indices, values, mode="raise"):
    # (ndarray.put's keywords are indices and values: np.put's are ind and v)
    return indexing.put(self, indices, values, mode)


_put.__doc__ = numpy.ndarray.put.__doc__


def _clip(self, min=None, max=None, out=None, **kwargs):
    # (ndarray.clip: both bounds optional, unlike np.clip's)
    return mathematical.clip(self, min, max, out=out, **kwargs)


_clip.__doc__ = numpy.ndarray.clip.__doc__

_array_methods = {
    "clip": _clip, "sum": _sum, "prod": _prod, "max": _amax, "min": _amin, "mean": _mean,
    "std": _std, "var": _var, "all": _all, "any": _any,
    "argmax": _arg_method(searching._argmax, "argmax"),
    "argmin": _arg_method(searching._argmin, "argmin"),
    "cumsum": _scan_method(mathematical.cumsum, "cumsum"),
    "cumprod": _scan_method(mathematical.cumprod, "cumprod"), "sort": _sort, "partition": _partition, "conj": _conj_method("conj"),
    "conjugate": _conj_method("conjugate"),
    "choose": _choose, "put": _put,
    "compress": _compress, "reshape": _reshape, "ravel": _ravel, "flatten": _flatten,
    "__dlpack__": _dlpack, "__dlpack_device__": _dlpack_device,
    "__array_namespace__": _array_namespace, "flat": property(_flat_get, _flat_set),
}
for _name, _func in (("argsort", sorting.argsort), ("argpartition", sorting.argpartition),
                     ("diagonal", indexing.diagonal), ("nonzero", searching.nonzero),
                     ("ptp", statistics.ptp),
                     ("repeat", manipulation.repeat), ("round", mathematical.round),
                     ("searchsorted", searching.searchsorted),
                     ("take", indexing.take), ("trace", linalg.trace)):
    if hasattr(numpy.ndarray, _name):
        _array_methods[_name] = _delegate(_func, _name)
# structured arrays: their records live on the device, but these methods sort, partition or
# test elements, which only NumPy does for records (ndarray.sort(order=...)): NumPy's method
# on the host, as numpy.sort and friends do (dispatch.host_dtype_guard); searchsorted of
# values with no common dtype with the array (a number in dates) too
# (choose: choices of strings or objects are NumPy's on the host, as numpy.choose's are)
for _name in ("sort", "partition", "argsort", "argpartition", "nonzero", "searchsorted",
              "choose"):
    _array_methods[_name] = dispatch.host_dtype_guard(
        _array_methods[_name], getattr(numpy.ndarray, _name), "ndarray." + _name)
# the reductions and scans given a dtype the device does not hold (dtype=numpy.longdouble):
# NumPy's method on the host, as numpy.sum and friends are
for _name in ("sum", "prod", "mean", "std", "var", "cumsum", "cumprod"):
    _array_methods[_name] = dispatch.host_dtype_guard(
        _array_methods[_name], getattr(numpy.ndarray, _name), "ndarray." + _name)
# the other methods that take out=: a NumPy array given as out= is written as NumPy's method
# writes it (dispatch.host_dtype_guard: the device computes, the values are copied into it)
for _name in ("max", "min", "all", "any", "argmax", "argmin", "clip", "compress", "round",
              "take", "trace"):
    _array_methods[_name] = dispatch.host_dtype_guard(
        _array_methods[_name], getattr(numpy.ndarray, _name), "ndarray." + _name)
# products.dot may be replaced by a device version: looked up at each call; dates and
# durations are NumPy's method on the host, as for numpy.dot (dispatch.host_dtype_guard)
_dot_method = _delegate(lambda self, *a, **k: products.dot(self, *a, **k), "dot")
_dot_method.writes_numpy_out = True
_array_methods["dot"] = dispatch.host_dtype_guard(_dot_method, numpy.ndarray.dot, "ndarray.dot")


def _bound_resize(self):
    """1 if a bound method ``self.resize`` references ``self`` (the one being called), else 0."""
    import gc
    import types
    return int(any(isinstance(r, types.MethodType) and r.__self__ is self
                   and getattr(r.__func__, "__name__", None) in ("_resize", "resize")
                   for r in gc.get_referrers(self)))


def _resize(self, *new_shape, **kwargs):
    """Change shape and size of the array in place (new elements are zero).

    As NumPy's: the elements keep their memory order (C, or F for an F-contiguous array,
    which stays F-ordered); a new size gets new device memory holding the first elements,
    the same size only takes the new shape (a view stays a view).  Views made before keep
    the old memory (``refcheck``, on by default, refuses an array that they, or other names,
    reference, as NumPy's; with refcheck=False a view's data is no longer shared, nothing is
    freed under it).
    """
    # (NumPy's method takes refcheck as its one keyword)
    if len(kwargs) > 1:
        raise TypeError("function takes at most 1 keyword argument (%d given)" % len(kwargs))
    for name in kwargs:
        if name != "refcheck":
            raise TypeError("'%s' is an invalid keyword argument for this function" % name)
    refcheck = operator.index(kwargs.get("refcheck", True))  # (NumPy's: a C long, at once)
    if not new_shape:
        return None
    if len(new_shape) == 1:
        new_shape = new_shape[0]
        if new_shape is None:
            return None
    shape = _shape_arg(new_shape)
    if any(n < 0 for n in shape):
        raise ValueError("negative dimensions not allowed")
    fortran = self._flags_f() and not self._flags_c()
    if not (fortran or self._flags_c()):
        raise ValueError("resize only works on single-segment arrays")
    size = 1
    for n in shape:
        size *= n
    # (memory order is C order of the reversed shape, for the old and the new layout)
    order = (lambda shp: shp[::-1]) if fortran else (lambda shp: shp)
    strides = _c_strides(order(shape), self._dtype.itemsize)
    if size != self._size:
        # (NumPy checks ownership only when the memory must change size)
        if self._base is not None:
            raise ValueError("cannot resize this array: it does not own its data")
        # (NumPy's refcheck: a reference besides the caller's own, a view's base or another
        # name, is refused; here the caller's name, this frame's self and getrefcount's
        # argument make 3 (a temporary's 2), and a bound ``a.resize`` called through a name
        # (``f = a.resize; f(...)``) holds one more, which NumPy's C method does not count;
        # a weak reference is refused, refcheck or not)
        if (refcheck and sys.getrefcount(self) - _bound_resize(self) > 3
                or weakref.getweakrefcount(self)):
            raise ValueError("cannot resize an array that references or is referenced\n"
                             "by another object in this way.\nUse the np.resize function to get "
                             "a new resized copy or\n set refcheck=False to disable this check")
        new = _fresh((size,), self._dtype)
        keep = min(size, self._size)
        if keep < size:
            copy_into(new[keep:], 0)
        if keep:
            old = self.transpose() if fortran else self
            copy_into(new[:keep], old.reshape(self._size)[:keep])
        self._mem, self._offset = new._mem, 0
    self._shape, self._strides = shape, order(strides)
    self._ndim, self._size, self._cc, self._ib = len(shape), size, None, None
    return None


def _byteswap(self, inplace=False):
    """Swap the bytes of each element (of each part of a complex element, of each field of
    a record); the dtype stays. The copy is NumPy's (order 'A')."""
    if self._dtype.names is not None:
        if inplace and not self._writeable():
            raise ValueError("array to be byte-swapped is read-only")
        target = self if inplace else self.copy(order="A")
        for name in self._dtype.names:
            _byteswap(target[name], inplace=True)
        return target
    part = self._dtype.itemsize // (2 if self._dtype.kind == "c" else 1)
    if type(self) in _SCALAR_SET:  # (immutable: NumPy swaps into a new scalar)
        if inplace:
            raise ValueError("cannot byteswap a scalar in-place")
        return _scalars.as_scalar(_byteswap(_scalars._plain_copy(self), True))
    if inplace and not self._writeable():  # (NumPy's check: of bytes and empties too)
        raise ValueError("array to be byte-swapped is read-only")
    target = self if inplace else self.copy(order="A")
    if part == 1 or target._size == 0:
        return target
    src = target if inplace and target._flags_c() else target.copy(order="C")
    b = src.reshape(src._size).view(numpy.uint8).reshape(src._size * self._dtype.itemsize // part,
                                                         part)
    swapped = manipulation.flip(b, 1).copy()
    res = swapped.view(numpy.uint8).reshape(-1).view(self._dtype).reshape(self._shape)
    copy_into(target, res)
    return target


def _getfield(self, dtype, offset=0):
    """A view of the array's bytes at ``offset`` within each element as ``dtype``."""
    dt = check_dtype(dtype)
    offset = operator.index(offset)
    if offset < 0:
        raise ValueError("offset is negative")
    if dt.itemsize > self._dtype.itemsize:
        raise ValueError("new type is larger than original type")
    if offset + dt.itemsize > self._dtype.itemsize:
        raise ValueError("new type plus offset is larger than original type")
    v = self._view(self._shape, self._strides, self._offset + offset, dt)
    v._ro = not self._writeable()
    return v


def _setfield(self, val, dtype, offset=0):
    """Write ``val`` into the field of type ``dtype`` at ``offset`` of each element."""
    if not self._writeable():
        raise ValueError("assignment destination is read-only")
    _getfield(self, dtype, offset)[...] = val  # (a plain view: no subclass hook called)


def _setflags(self, write=None, align=None, uic=None):
    """Set the WRITEABLE flag and the ALIGNED flag (False marks this array object unaligned, as
    NumPy's flag; True only where its elements are; WRITEBACKIFCOPY: only False, as NumPy
    allows)."""
    if uic:
        raise ValueError("cannot set WRITEBACKIFCOPY flag to True")
    if align is not None:
        if align:
            ALIGN_CLEARED.pop(id(self), None)
            if not self.flags.aligned:
                raise ValueError("cannot set aligned flag of mis-aligned array to True")
        else:
            ALIGN_CLEARED[id(self)] = self
    if write is not None:
        if write and not self._writeable():
            base = self._base
            if base is not None and not base._writeable():
                raise ValueError("cannot set WRITEABLE flag to True of this array")
        self._ro = not write


def _ctypes(self):
    """NumPy's ctypes helper over the array's address: a device pointer on the GPU (for
    C code that runs CUDA on it; the host must not dereference it), the host buffer
    without a GPU."""
    ptr = dlpack._address(self) if self._size else 0
    try:
        from numpy._core._internal import _ctypes as helper  # NumPy's own helper class
    except ImportError:  # pragma: no cover - NumPy always has it in 2.x
        return ptr
    return helper(self, ptr)


def _data(self):
    """The buffer of the array's data: on the host device a memoryview of its memory, as in
    NumPy; on the GPU a read-only memoryview of a host copy (device memory is no Python
    buffer; writes through it would be lost, so they raise)."""
    if type(self) in _SCALAR_SET:
        return self._host().data  # (NumPy's scalar's: read-only, a date's or duration's bytes)
    if not ON_DEVICE:
        mv = self._host_view().data
        return mv if self._writeable() else mv.toreadonly()  # (NumPy's: as writeable as a)
    return memoryview(self.get()).toreadonly()


def _bytes(self):
    """``bytes(a)``: NumPy's array is a buffer, whose bytes (C order) ``bytes`` copies; a 0-d
    integer array is an index first (``bytes(n)``: n zero bytes), as in NumPy."""
    if self._ndim == 0 and self._dtype.kind in "iu":
        return bytes(operator.index(self))
    return io.tobytes(self)


_array_methods.update({
    "__bytes__": _bytes, "resize": _resize, "byteswap": _byteswap, "getfield": _getfield, "setfield": _setfield,
    "setflags": _setflags, "ctypes": property(_ctypes), "data": property(_data),
    "tobytes": io.tobytes, "tofile": io.tofile, "dump": io.dump, "dumps": io.dumps,
})


# ---------------------------------------------------------------- ufunc's engine methods
def _host_method(self, method, inputs, kwargs, run):
    """``run()`` (a ufunc method's engine), or, where it fails on data the device does not
    hold (strings, bytes, objects, records: NumPy arrays on the host), NumPy's method on the
    host, as ``ufunc.__call__`` does (its results and errors are NumPy's); NumPy's method
    outright for NumPy's own subclasses (a masked array's ``add.reduce`` skips the masked)
    unless another operand overrides ufuncs (ufunc_override asks it first, as NumPy does)."""
    r = dispatch.ufunc_override(self._np, method, inputs, kwargs)
    if r is not dispatch.NO_OVERRIDE:  # (another library's objects, a subclass's own hook)
        return r
    if dispatch.holds_host_subclass(inputs, kwargs):
        return dispatch.ufunc_fallback(self._np, method, inputs, kwargs)
    try:
        return run()
    except (TypeError, ValueError) as exc:
        if not isinstance(exc, dispatch.HostData) and not dispatch.holds_host_dtype(
                inputs, kwargs) and not (method == "at" and isinstance(inputs[0], numpy.ndarray)):
            raise  # (at into a NumPy array: NumPy's at writes it, whatever its dtype)
        r = dispatch.ufunc_fallback(self._np, method, inputs, kwargs)
        if r is NotImplemented:
            raise
        return r


def _ufunc_at(self, *args, **kwargs):
    if kwargs:
        raise TypeError("at() takes no keyword arguments")
    advanced.at_supported(self)  # (NumPy asks the ufunc before it reads the arguments)
    if not 2 <= len(args) <= 3:
        raise TypeError("at() takes at %s (%d given)" % (
            "least 2 arguments" if len(args) < 2 else "most 3 arguments", len(args)))
    return _host_method(self, "at", args, {}, lambda: advanced.ufunc_at(self, *args))


def _method_arguments(name, params, required, args, kwargs):
    """The arguments of ufunc method ``name`` by parameter (``params`` in order, the first
    ``required`` of them required), with NumPy's argument parser's errors (its words, not
    Python's: NumPy's methods are C functions)."""
    if len(args) > len(params):
        raise TypeError("%s() takes from %d to %d positional arguments but %d were given"
                        % (name, required, len(params), len(args)))
    got = dict(zip(params, args))
    for key, value in kwargs.items():
        if key not in params:
            raise TypeError("%s() got an unexpected keyword argument '%s'" % (name, key))
        if key in got:
            raise TypeError("argument for %s() given by name ('%s') and position (position %d)"
                            % (name, key, params.index(key)))
        got[key] = value
    for k in range(required):
        if params[k] not in got:
            raise TypeError("%s() missing required argument '%s' (pos %d)" % (name, params[k], k))
    return got


_REDUCE = ("array", "axis", "dtype", "out", "keepdims", "initial", "where")
_ACCUMULATE = ("array", "axis", "dtype", "out")
_REDUCEAT = ("array", "indices", "axis", "dtype", "out")


def _keyword_out(g, kwargs):
    """``g`` with an out= given by name read as NumPy's ufunc methods read it."""
    if "out" in kwargs:
        g["out"] = reduction.keyword_out(kwargs["out"])
    elif g.get("out") is Ellipsis:
        raise TypeError("out=... is only allowed as a keyword argument.")
    return g


def _method_host(self, method, g, nin, run):
    """``_host_method`` of the arguments ``g`` (by parameter) of method ``method``.  A NumPy
    array given as ``out=`` is written through a device stand-in (``run`` reads ``g``) and
    returned, as NumPy returns its out; NumPy's method writes one the device cannot stand for."""
    params = list(g)
    inputs = tuple(g[p] for p in params[:nin])
    host = g.get("out")
    if isinstance(host, numpy.ndarray) and not dispatch.holds_host_subclass(inputs, {"out": host}):
        def on_device(dev):
            g["out"] = dev
            return _host_method(self, method, inputs, {p: g[p] for p in params[nin:]}, run)
        return dispatch.into_host_out(host, on_device, lambda: dispatch.ufunc_fallback(
            self._np, method, inputs, {p: g[p] for p in params[nin:]}))
    return _host_method(self, method, inputs, {p: g[p] for p in params[nin:]}, run)


def _ufunc_reduce(self, *args, **kwargs):
    g = _keyword_out(_method_arguments("reduce", _REDUCE, 1, args, kwargs), kwargs)
    if g.get("initial") is _NoValue:
        del g["initial"]  # ("not given": an __array_ufunc__ does not see it, as NumPy's)
    ell = g.get("out") is Ellipsis  # (out=...: a 0-d result stays an array)
    return _method_host(self, "reduce", g, 1, lambda: reduction.reduce(
        self, g["array"], g.get("axis", 0), g.get("dtype"), None if ell else g.get("out"),
        g.get("keepdims", False), g.get("initial", _NoValue), g.get("where", True), ell))


def _ufunc_accumulate(self, *args, **kwargs):
    g = _keyword_out(_method_arguments("accumulate", _ACCUMULATE, 1, args, kwargs), kwargs)
    if g.get("out") is Ellipsis:  # (out=...: its results are arrays anyway)
        g["out"] = None
    return _method_host(self, "accumulate", g, 1, lambda: reduction.accumulate(
        self, g["array"], g.get("axis", 0), g.get("dtype"), g.get("out")))


def _ufunc_reduceat(self, *args, **kwargs):
    g = _keyword_out(_method_arguments("reduceat", _REDUCEAT, 2, args, kwargs), kwargs)
    if g.get("out") is Ellipsis:  # (out=...: its results are arrays anyway)
        g["out"] = None
    return _method_host(self, "reduceat", g, 2, lambda: reduction.reduceat(
        self, g["array"], g["indices"], g.get("axis", 0), g.get("dtype"), g.get("out")))


_ufunc_methods = {"at": _ufunc_at, "reduce": _ufunc_reduce, "accumulate": _ufunc_accumulate,
                  "reduceat": _ufunc_reduceat}


def _attach():
    for cls, table in ((ndarray, _array_operators), (ndarray, _array_methods),
                       (ufunc, _ufunc_methods)):
        for name, func in table.items():
            setattr(cls, name, func)
    as_getsets(ndarray)  # (flat, ctypes, data: NumPy's messages for a.data = ...)
    # a scalar's flat is read-only, as its shape and strides (NumPy's AttributeError: 'not
    # writable'; an array's flat is settable)
    _scalars.generic.flat = property(_scalar_flat)
    as_getsets(_scalars.generic)
    for name, func in _ufunc_methods.items():
        func.__name__ = func.__qualname__ = name  # (Python's argument errors name it: "reduce()")
    _numpy_signatures()


_FunctionType = type(_attach)
#: ndarray's dunder methods whose signatures NumPy's scalars share (array API ones, copies)
_SIGNED_DUNDERS = ("__array_namespace__", "__copy__", "__deepcopy__")


def _numpy_signatures():
    """ndarray's public methods show NumPy's signatures (``inspect.signature``, ``help``,
    IDEs): many take ``*args, **kwargs`` and read them as NumPy's parser does.  Each names
    NumPy's method as the one it wraps, so that ``inspect.signature`` reads NumPy's when asked
    (parsing them all here took ~5 ms of ``import gpnumpy``); NumPy's methods without a text
    signature, and gpnumpy's own methods, keep their own."""
    public = [(name, f) for name, f in vars(ndarray).items()
              if (name[0] != "_" or name in _SIGNED_DUNDERS) and type(f) is _FunctionType]
    uses = collections.Counter(id(f) for _, f in public)
    for name, f in public:
        theirs = getattr(numpy.ndarray, name, None)
        if getattr(theirs, "__text_signature__", None) is not None:
            f.__wrapped__ = theirs
        if theirs is None:
            continue
        # a.sum.__name__ is 'sum' and help(a.sum) NumPy's text, as NumPy's methods show them
        # (a helper or closure behind one method only: _sum, _amax, _delegate's, ...; they
        # pickle by that name too: array_methods.ndarray.sum is the function)
        if uses[id(f)] == 1 and (f.__name__ != name and f.__name__.startswith("_")
                                 or "<locals>" in f.__qualname__):
            f.__name__, f.__qualname__ = name, "ndarray." + name
        if not f.__doc__ and getattr(theirs, "__doc__", None):
            f.__doc__ = theirs.__doc__
    # (a ufunc's methods likewise: help(np.add.reduce) is NumPy's text, its signature NumPy's)
    for name, f in vars(ufunc).items():
        theirs = getattr(numpy.ufunc, name, None)
        if name[0] == "_" or type(f) is not _FunctionType or theirs is None:
            continue
        if getattr(theirs, "__text_signature__", None) is not None:
            f.__wrapped__ = theirs
        if not f.__doc__:
            f.__doc__ = theirs.__doc__
    _above.scalar_operator = _numpy_scalar_operator
    _above.reflected = _reflected_by_ufunc
    _above.getitem, _above.setitem = advanced.getitem, advanced.setitem
    _above.ufuncs, _above.ufunc_of = ufunc_module._by_np, ufunc_module.of_numpy
    _above.ufunc_fallback = dispatch.ufunc_fallback
    _above.array_function = dispatch.array_function
    _above.host_astype = dispatch.host_astype
    _above.host_view = dispatch.host_view
    _above.from_cai = dlpack.from_cai
    _above.from_dlpack = dlpack.from_dlpack
    _above.same_value = type_utilities.same_value
    _above.same_value_chars = type_utilities.SAME_VALUE_CHARS


_attach()
