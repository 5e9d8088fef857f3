"""class ufunc: the front end of the one elementwise engine.

``ufunc.__call__`` normalises arguments (NEP 50 weak Python scalars), asks NumPy
for the loop, broadcasts, allocates the outputs and hands the loop to
``elementwise.execute`` (the executor below the array).  The methods that are
other engines (``reduce``, ``accumulate``, ``reduceat``, ``at``) are attached
from above by ``array_methods.py``.
"""
from __future__ import annotations

import inspect
import warnings

import numpy

from .device import ON_DEVICE, take as _take, bucket as _bucket, wrote as _wrote, Held as _Held
from .ndarray import (ndarray, asarray_any, check_dtype, _fresh, _empty, _make, _prod, _c_strides,
                      _f_strides, WARN_ON_WRITE, warn_on_write, order_name, broadcast_shapes,
                      as_dtype)
from .scalars import (as_scalar, plain as _plain, SCALAR_TYPE_SET as _SCALAR_TYPE_SET,
                      held_values as _held_values, on_host as _on_host)
from .ufunc_table import TABLE, NOT_ELEMENTWISE, Row, expression, errors as _errors
from . import fperr
from . import fusion as _fusion
from .device import synchronize as _synchronize
from .elementwise import (execute, copy_into, _Scalar, Iota, _output_order_strides, _like_strides,  # noqa: F401
                          _overlaps, _overlaps_other, _self_overlaps, _scalar_type, _kernel,
                          _vec_for, UNROLL)
from . import elementwise as _elementwise
from .dispatch import (fallback_call, holds_host_dtype, ufunc_override, NO_OVERRIDE, HostData,
                       wraps as _wraps, array_wrap as _array_wrap)
from .._kernels.render import code as _code
from .._kernels import launch as _launch
from .._kernels.lru import LRU, dtype_key

_NO = object()  # (the lean general path does not take this call)


_PY_SCALARS = (int, float, complex)
_fz = _fusion.cfg  # (``_fz.mode``: 0 when fusion is off, the one read the lean paths pay)
# (the graphs holding nodes, every thread's: empty, no operand can be pending -- under auto,
# below its size, the one further read the lean paths pay)
_fz_graphs = _fusion.graphs
_Lazy = _fusion._Lazy  # (the memory of a pending array)
#: the range a Python int scalar must lie in, by the loop dtype's char (integer loops)
_INT_RANGES = {}


def _int_range(dt):
    """(lo, hi): the Python ints a loop of dtype ``dt`` takes as a scalar operand; others
    are NumPy's to decide (OverflowError, or a comparison answered by value).  An integer
    loop takes its own range; a bool loop a C long's (NumPy packs the int as a long first:
    np.logical_and(a, 2**63) raises OverflowError), a datetime64/timedelta64 loop int64's
    (its count: dates + 2**63 raises); other loops what NumPy converts (int64 or uint64
    values)."""
    if dt.kind in "bmM":  # (datetime64/timedelta64: an int64 count)
        return _LONG_INT
    if dt.kind not in "iu":
        return _ANY_INT
    r = _INT_RANGES.get(dt.char)
    if r is None:
        info = numpy.iinfo(dt)
        r = _INT_RANGES[dt.char] = (int(info.min), int(info.max))
    return r


_ANY_INT = (-2**63, 2**64 - 1)
_LONG_INT = (-2**63, 2**63 - 1)


# ---------------------------------------------------------------- the front end
def _normalize_input(x):
    if isinstance(x, ndarray):
        return x
    t = type(x)
    if t is bool or t is numpy.bool_:
        return _Scalar(bool(x), numpy.dtype(bool), False)
    if t in _PY_SCALARS:
        return _Scalar(x, t, True)
    if isinstance(x, _PY_SCALARS) and not isinstance(x, numpy.generic):
        # a subclass of int, float or complex (an IntEnum member) is no weak scalar (NEP 50:
        # only Python's own types are): NumPy's default type of its kind, as NumPy converts it
        x = numpy.asarray(x)
    if isinstance(x, numpy.generic):
        dt = check_dtype(x.dtype)
        return _Scalar(x, dt, False)
    if isinstance(x, numpy.ndarray) and x.ndim == 0:
        dt = check_dtype(x.dtype)
        return _Scalar(x[()], dt, False)
    return asarray_any(x)


def _time_operands(ops, loop, first=None):
    """The operands of a datetime64/timedelta64 loop in the loop's units, as NumPy casts
    them (an int array in a timedelta slot is a count of the loop's unit: the kernel's
    int64 load does that).  ``first`` (the call's where=): only those NumPy casts before it
    checks the shapes -- scalars (a Python scalar converted to the loop's DType as NumPy
    converts it: its errors for a float, a complex, an int past int64, an int as a date), and
    without where= the arrays of at most one axis and of at most its buffer size, which its
    ufunc machinery copies up front (their overflow comes before a broadcasting error); the
    other arrays by a second call, after the check."""
    lim = None if first is None else -1 if first is not True else numpy.getbufsize()
    res = []
    for op, ld in zip(ops, loop):
        if ld.kind in "Mm":
            if isinstance(op, ndarray):
                if op._dtype != ld and op._dtype.kind in "Mm" and (
                        lim is None or op._ndim <= 1 and op._size <= lim):
                    op = op.astype(ld)
            elif op.weak:
                if ld.kind == "M" and type(op.value) in (int, bool):
                    numpy.asarray(op.value, _GENERIC_DATE)  # (NumPy's ValueError: no unit)
                op = _Scalar(numpy.asarray(op.value, ld)[()], ld, False)
            elif op.dtype != ld:
                op = _Scalar(numpy.asarray(op.value).astype(ld)[()], ld, False)
        res.append(op)
    return res


_GENERIC_DATE = numpy.dtype("M8")


_TIME_WARNINGS = {}


def _time_scalar_warning(uf, in_keys, dtype=None, signature=None):
    """NumPy's warning for a datetime64/timedelta64 loop given a Python int (NumPy 2.5: "The
    'generic' unit for NumPy timedelta is deprecated", for ``dates + 1``), asked of the
    installed NumPy once per ufunc, operand kinds and the call's ``dtype=``/``signature=``
    (np.fmax(1, days, dtype='M8') gives none), and given again at each call (such a call is
    never remembered for the lean paths, which give no warnings).  True if it warned."""
    key = dtype_key(uf._name, in_keys, dtype, signature)
    w = _TIME_WARNINGS.get(key, False)
    if w is False:
        proxies = [k(1) if k is int else numpy.zeros(1, k) if isinstance(k, numpy.dtype)
                   else k(1) for k in in_keys]
        kw = {k: v for k, v in (("dtype", dtype), ("signature", signature)) if v is not None}
        w = _TIME_WARNINGS[key] = fperr.numpy_warning(lambda: uf._np(*proxies, **kw))
    if w is not None and issubclass(w[0], DeprecationWarning):
        fperr.warn(w[1], w[0])
        return True
    return False


def _dt_key(op):
    if isinstance(op, ndarray):
        return op._dtype
    return op.dtype


_COMPARISONS = ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal")


def resolve_loop(uf, keys, casting, kw):
    """NumPy's ``uf.resolve_dtypes(keys, casting=casting, **kw)``, keys holding Python scalar
    types (int, float, complex) for weak scalars.  Under casting='equiv' NumPy's ufunc call
    refuses a Python scalar whose loop dtype is not its default one (TypeError "cannot cast
    Python int to int8 ..."), and resolve_dtypes, which has no scalar to name, crashes there:
    the loop is found under 'unsafe' first and that case raised here."""
    # (a dtype compares equal to int: the keys are told by their type)
    weak = [isinstance(k, type) and k in (int, float, complex) for k in keys]
    if casting == "equiv" and any(weak):
        loop = uf.resolve_dtypes(keys, casting="unsafe", **kw)
        # NumPy first gives each Python scalar the common dtype of its loop dtype and the
        # scalar's kind (3 into int8: int8; 1j into float16: complex64; 3 into bool: its
        # default int64), refusing one that is not its default dtype (TypeError, below);
        # then it validates every operand's cast to the loop (its UFuncTypeError naming
        # the first that fails, a scalar as that dtype), asked of NumPy with the loop fixed
        # (a unary ufunc's one Python scalar: its default dtype, as an array's -- two or more
        # stay Python scalars, np.add(1, 0.5, casting='equiv') refuses the int; a comparison
        # of a Python int with an integer array is NumPy's own exact one, no cast)
        strong = uf.nin == 1
        valid = list(keys)
        for i, (k, w, d) in enumerate(zip(keys, weak, loop)):
            if not w:
                continue
            if k is int and d.kind in "iu" and uf.__name__ in _COMPARISONS:
                valid[i] = d
                continue
            default = numpy.asarray(k(0)).dtype
            if strong:
                s = default
            elif d.kind == "m":
                s = numpy.dtype("m8") if k is int else default
            else:
                try:
                    s = numpy.result_type(d, k(0))
                except TypeError:
                    s = default
            if s.kind != "O" and not numpy.can_cast(default, s, "equiv"):
                raise TypeError("cannot cast Python %s to %s under the casting rule 'equiv'"
                                % (k.__name__, s))
            valid[i] = s
        uf.resolve_dtypes(tuple(valid), casting="equiv", signature=tuple(loop))
    return uf.resolve_dtypes(keys, casting=casting, **kw)


def broadcast_or_raise(shapes):
    """The broadcast shape of ``shapes``, or NumPy's ValueError naming every one of them (a
    ufunc's operands, ``where``'s)."""
    try:
        return broadcast_shapes(*shapes)
    except ValueError as e:
        if "too large" in str(e):  # (shapes that broadcast, to more elements than an intp counts)
            raise ValueError("iterator is too large") from None
        raise ValueError("operands could not be broadcast together with shapes "
                         + " ".join(str(s).replace(" ", "") for s in shapes) + " ") from None


#: the installed NumPy's warning for a ufunc given ``where=`` and no ``out=`` (NumPy 2.4:
#: uninitialized memory in the output), or None
_WHERE_WITHOUT_OUT = fperr.numpy_warning(
    lambda: numpy.add(numpy.ones(1), 1.0, where=numpy.ones(1, bool)))


def ellipsis_out(positional, out):
    """NumPy's ``out=...`` of a ufunc call: (out, whether 0-d results stay arrays), with
    NumPy's errors for ``...`` among the positional outputs or inside an out= tuple."""
    if any(a is Ellipsis for a in positional):
        raise TypeError("out=... is only allowed as a keyword argument.")
    if out is Ellipsis:
        return None, True
    if isinstance(out, tuple) and any(o is Ellipsis for o in out):
        raise TypeError("must use `...` as `out=...` and not per-operand/in a tuple")
    return out, False


def _out_tuple(out, nout):
    """NumPy's form of a ufunc call's ``out=`` (not None): a tuple of one entry per output,
    or None where every entry is None, with NumPy's errors (which come before any operand's
    ``__array_ufunc__`` is asked)."""
    if not isinstance(out, tuple):
        if nout > 1:
            raise TypeError("'out' must be a tuple of arrays")
        out = (out,)
    if out and all(o is None for o in out):  # (an empty tuple: NumPy's ValueError below)
        return None
    if len(out) != nout:
        raise ValueError("The 'out' tuple must have exactly one entry per ufunc output")
    return out


#: NumPy 2.4's deprecation of an output given to np.maximum/np.minimum positionally (where
#: the installed NumPy has it)
_EXTREMA = (("maximum", "minimum") if numpy.lib.NumpyVersion(numpy.__version__) >= "2.4.0"
            else ())
_EXTREMA_OUT = ("Passing more than 2 positional arguments to np.maximum and np.minimum is "
                "deprecated. If you meant to use the third argument as an output, use the `out` "
                "keyword argument instead. If you hoped to work with more than 2 inputs, combine "
                "them into a single array and get the extrema for the relevant axis.")


#: the keywords of a ufunc's call (and a generalized ufunc's own)
_CALL_KEYWORDS = ("out", "where", "casting", "order", "dtype", "subok", "signature", "sig")
_GUFUNC_KEYWORDS = ("axes", "axis", "keepdims")


class _Doc:
    """A ufunc's ``__doc__``: NumPy's ufunc's, unless one was set on the object (a deleted
    one gives NumPy's again, as NumPy's ufuncs do); on the class, the class's own text."""

    def __init__(self, text):
        self.text = text

    def __get__(self, obj, cls=None):
        return self.text if obj is None else obj._np.__doc__


class _NumPySignature:
    """A ufunc's ``__signature__`` (inspect.signature, the array API's signature checks):
    NumPy's ufunc's, read at the first request and kept on the object (not at import)."""

    def __get__(self, obj, cls=None):
        if obj is None:
            raise AttributeError("__signature__")
        try:
            sig = inspect.signature(obj._np)
        except (TypeError, ValueError):  # (none to read: inspect reads the object's own)
            raise AttributeError("__signature__") from None
        obj.__dict__["__signature__"] = sig
        return sig


def wrapper_of(subs):
    """Of the subclass operands ``subs`` (one at least), the one whose ``__array_wrap__`` wraps
    a result: NumPy's rule, the highest ``__array_priority__``, the first of equals."""
    w = subs[0]
    for x in subs[1:]:
        if getattr(x, "__array_priority__", 0.0) > getattr(w, "__array_priority__", 0.0):
            w = x
    return w


class ufunc:
    __doc__ = _Doc("A gpnumpy universal function: NumPy's ufunc of the same name, run on the "
                   "device.")

    def __init__(self, name, np_ufunc=None):
        self._name = name
        # (NumPy's ufuncs have a __qualname__, their name: an instance attribute here, as a
        # class's own __qualname__ must be a str)
        self.__qualname__ = name
        self._np = getattr(numpy, name) if np_ufunc is None else np_ufunc
        self.nin, self.nout = self._np.nin, self._np.nout
        self._row = TABLE.get(name) or Row(name, {})  # (every fact about it: ufunc_table)
        # (no loop of it sets floating-point error flags: NumPy's own call on host values
        # needs no catching, scalars.on_host)
        self._quiet = name in TABLE and not TABLE[name].errors
        self.nargs = self.nin + self.nout
        self._cache = LRU(2048)  # dtype resolution per argument signature
        # lean-path entries (_FastLoop) by operand types: bounded by the dtypes that exist
        self._fast = LRU(512)
        # the lean general path's records (_LeanPlan) by call geometry (see _lean)
        self._plans = LRU(1024)
        # and by geometry without the pointers, for calls reading pending arrays (fusion)
        self._fplans = LRU(256)

    __signature__ = _NumPySignature()

    @property
    def __name__(self):
        return self._name

    @property
    def identity(self):
        return self._np.identity

    @property
    def ntypes(self):
        return self._np.ntypes

    @property
    def types(self):
        return self._np.types

    @property
    def signature(self):
        return self._np.signature

    def __repr__(self):
        return "<ufunc '%s'>" % self._name

    def __reduce__(self):
        # pickled by name, as NumPy's ufuncs (multiprocessing, joblib): the one gpnumpy ufunc
        # of that NumPy ufunc in the unpickling process
        return of_numpy, (self._np,)

    def __eq__(self, other):
        # NumPy's ufunc is this one to code that compares them: a user's __array_ufunc__,
        # handed NumPy's (dispatch.ufunc_override), tests ``ufunc in (np.add, np.subtract)``
        # or looks it up in a registry keyed by gpnumpy's, as it would NumPy's
        return True if other is self or other is self._np else NotImplemented

    def __hash__(self):
        return hash(self._np)

    # -------------------------------------------------------------- dtype resolution
    def _resolve(self, in_keys, out_dtypes, dtype, signature, casting):
        key = dtype_key(in_keys, out_dtypes, dtype, signature, casting)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        if dtype is not None:
            if signature is not None:
                raise TypeError("cannot specify both 'signature' and 'dtype'")
            signature = (None,) * self.nin + (as_dtype(dtype),) * self.nout
        if isinstance(signature, str):
            sig = signature
        elif signature is not None:
            if isinstance(signature, (numpy.dtype, type)):
                signature = (signature,) * self.nargs
            sig = tuple(None if s is None else numpy.dtype(s) for s in signature)
        else:
            sig = None
        kw = {} if sig is None else {"signature": sig}
        loop = resolve_loop(self._np, tuple(in_keys) + tuple(out_dtypes), casting, kw)
        for d in loop:
            check_dtype(d)
            if d.names is not None:  # (records: NumPy's ufunc on the host, ufunc.__call__)
                raise TypeError("ufunc '%s' runs on structured data through NumPy" % self._name)
        types = "".join(d.char for d in loop[:self.nin]) + "->" + "".join(d.char for d in loop[self.nin:])
        expr = expression(self._name, types)
        if expr is None:
            if any(d.kind in "Mm" for d in loop):
                # (NumPy's resolution names a datetime loop its ufunc has not got:
                # np.absolute(dates, dtype='m8'); its call's error, on one-element stand-ins)
                self._np(*[numpy.zeros(1, k) if isinstance(k, numpy.dtype) else k(0)
                           for k in in_keys], casting=casting,
                         out=tuple(None if d is None else numpy.zeros(1, d) for d in out_dtypes),
                         **kw)
            raise TypeError("ufunc '%s' has no gpnumpy loop for %s" % (self._name, types))
        mask, check = _errors(self._name, types)
        hit = (tuple(loop), expr, fperr.Check(self._name, mask, check))
        self._cache.put(key, hit)
        return hit

    # -------------------------------------------------------------- __call__
    def _override(self, args, kwargs):
        """What an operand's own ``__array_ufunc__`` (another library's objects, a user's
        subclass, NumPy's subclasses) answers for this call, or NO_OVERRIDE; outputs given
        positionally are passed as ``out=``."""
        ins, kw = args, kwargs
        if len(args) > self.nin and "out" not in kwargs:
            ins, kw = args[:self.nin], dict(kwargs, out=args[self.nin:])
        return ufunc_override(self._np, "__call__", ins, kw,
                              lambda: self._override_args(args, kwargs))

    def _override_args(self, args, kwargs):
        """The inputs and keywords NumPy's ufunc hands an ``__array_ufunc__`` for the call
        ``self(*args, **kwargs)``, after its checks of the call (which raise as NumPy's do
        before any hook is asked): the outputs as a tuple ``out=``, left out where none is
        given, ``sig=`` as ``signature=``."""
        nin, nout = self.nin, self.nout
        allowed = _CALL_KEYWORDS + (_GUFUNC_KEYWORDS if self._name in NOT_ELEMENTWISE else ())
        for k in kwargs:
            if k not in allowed:
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (self._name, k))
        self._check_count(args)
        kw = dict(kwargs)
        if "sig" in kw:
            if "signature" in kw:
                raise TypeError("cannot specify both 'sig' and 'signature'")
            kw["signature"] = kw.pop("sig")
        out = kw.pop("out", None)
        if "out" in kwargs and out is None and nout > 1:
            _out_none(self)  # (NumPy 2.4 raises for out=None of a several-output ufunc)
        if len(args) > nin:
            out = self._positional_outs(args, "out" in kwargs)
        elif out is not None:
            out = _out_tuple(out, nout)
        if out is not None and any(o is not None for o in out):
            kw["out"] = out
        return args[:nin], kw

    def _check_count(self, args):
        """NumPy's TypeError for a call with too few or too many positional arguments."""
        nin, nout = self.nin, self.nout
        if not nin <= len(args) <= nin + nout:
            raise TypeError("%s() takes from %d to %d positional arguments but %d %s given"
                            % (self._name, nin, nin + nout, len(args),
                               "was" if len(args) == 1 else "were"))

    def _positional_outs(self, args, out_given):
        """The outputs of a call that gives them positionally (the rest: new arrays), with
        NumPy's TypeError where ``out=`` was given too."""
        if out_given:
            raise TypeError("cannot specify 'out' as both a positional and keyword argument")
        return args[self.nin:] + (None,) * (self.nin + self.nout - len(args))

    def __call__(self, *args, **kwargs):
        # The lean path: same-shape contiguous arrays and nothing else.  Small
        # operations are dominated by Python time, so this path must not walk
        # the general machinery (its entries are made by _call).
        if len(args) > 2 and self._name in _EXTREMA:
            warnings.warn(_EXTREMA_OUT, DeprecationWarning, stacklevel=2)
        if kwargs and len(kwargs) == 1 and kwargs.get("out", _NO) is None and self.nout == 1:
            kwargs = {}  # (out=None, as routines forward it: as if not given)
        if not kwargs:
            if len(args) == 2:
                a, b = args
                if type(a) is ndarray:
                    if type(b) is ndarray:
                        # (the dtypes, then their type codes: lru.dtype_key's key, inline)
                        ent = self._fast.hit((a._dtype, b._dtype, a._dtype.char, b._dtype.char))
                        if (ent is not None and a._shape == b._shape and (a._cc or a._flags_c())
                                and (b._cc or b._flags_c())):
                            return _lean2(ent, a, b)
                    else:
                        # an array and a Python scalar (the loop depends on the scalar's type
                        # only; an int must fit the loop's range)
                        r = _lean_with_scalar(self._fast.hit, a, b, 1)
                        if r is not _NO:
                            return r
                elif type(b) is ndarray:
                    r = _lean_with_scalar(self._fast.hit, b, a, 0)
                    if r is not _NO:
                        return r
            elif len(args) == 1:
                a = args[0]
                if type(a) is ndarray:
                    ent = self._fast.hit((a._dtype, a._dtype.char))
                    if ent is not None and (a._cc or a._flags_c()):
                        return _lean1(ent, a)
            if len(args) == self.nin:
                r = self._lean(args, None)
                if r is not _NO:
                    return r
            elif len(args) == self.nargs and self.nout == 1 and type(args[-1]) is ndarray:
                r = self._lean(args[:-1], args[-1])  # (the output given positionally)
                if r is not _NO:
                    return r
        elif len(kwargs) == 1 and len(args) == self.nin and self.nout == 1:
            out = kwargs.get("out")
            if type(out) is tuple and len(out) == 1:
                out = out[0]
            if type(out) is ndarray:
                if len(args) == 2:
                    a, b = args
                    if type(a) is ndarray and type(b) is ndarray:
                        ent = self._fast.hit((a._dtype, b._dtype, a._dtype.char, b._dtype.char))
                        if (ent is not None and a._shape == b._shape
                                and (a._cc or a._flags_c()) and (b._cc or b._flags_c())
                                and _lean2_takes(ent, a, b, out)):
                            return _lean2(ent, a, b, out)
                r = self._lean(args, out)
                if r is not _NO:
                    return r
        r = self._override(args, kwargs)
        if r is not NO_OVERRIDE:  # another library's objects (a pandas Series): theirs to answer
            return r
        if "where" in kwargs and "out" not in kwargs and len(args) <= self.nin and \
                kwargs["where"] is not True and _WHERE_WITHOUT_OUT is not None:
            # (the installed NumPy's warning for where= without out=, if it gives one)
            warnings.warn(_WHERE_WITHOUT_OUT[1], _WHERE_WITHOUT_OUT[0], stacklevel=2)
        try:
            return self._call(*args, **kwargs)
        except (TypeError, ValueError) as exc:
            # strings, bytes, void or object data live on the host: NumPy's ufunc runs there
            if not isinstance(exc, HostData) and not holds_host_dtype(args, kwargs):
                raise
        return fallback_call(self._np, args, kwargs, name=self._name)

    def _call(self, *args, out=_NO, where=True, casting="same_kind", order="K",
              dtype=None, subok=True, signature=_NO, **gufunc_kw):
        nin, nout = self.nin, self.nout
        if out is _NO:
            out = None
        elif out is None and nout > 1:
            _out_none(self)  # (NumPy 2.4 raises for out=None of a several-output ufunc)
        if "sig" in gufunc_kw:  # (NumPy's older name of signature=)
            if signature is not _NO:
                raise TypeError("cannot specify both 'sig' and 'signature'")
            signature = gufunc_kw.pop("sig")
        if subok is not True and subok is not False:  # (NumPy's converter takes bools only)
            raise TypeError("'subok' must be a boolean")
        if signature is _NO:
            signature = None
        elif isinstance(signature, bytes):  # (a type string as bytes: NumPy reads it so)
            signature = signature.decode()
        elif not isinstance(signature, (str, tuple)):  # (signature=None given too)
            raise TypeError("the signature object to ufunc must be a string or a tuple.")
        elif isinstance(signature, tuple) and len(signature) != self.nargs:
            # (NumPy checks the tuple's length before the other arguments: its own error, of
            # its call with that signature alone)
            self._np(*[numpy.zeros(0)] * nin, signature=signature)
        out, arrays_out = ellipsis_out(args[nin:], out)
        if gufunc_kw and self._name not in NOT_ELEMENTWISE:
            # axis/axes/keepdims belong to generalized ufuncs only
            raise TypeError("%s() got an unexpected keyword argument '%s'"
                            % (self._name, next(iter(gufunc_kw))))
        self._check_count(args)
        if len(args) > nin:
            out = self._positional_outs(args, out is not None)
            args = args[:nin]
        if self._name in NOT_ELEMENTWISE:
            kw = dict(gufunc_kw)
            for name, value, default in (("out", ... if arrays_out else out, None),
                                         ("where", where, True),
                                         ("casting", casting, "same_kind"), ("order", order, "K"),
                                         ("dtype", dtype, None), ("subok", subok, True),
                                         ("signature", signature, None)):
                if value is not default:
                    kw[name] = value
            return fallback_call(self._np, args, kw)
        order = order_name(order)  # (NumPy's: either case, str or bytes; others raise)
        # ---- outputs
        if out is not None:
            out = _out_tuple(out, nout)
        outs = out if out is not None else (None,) * nout
        host_outs = None
        checked = []
        for o in outs:
            if o is None or isinstance(o, ndarray) and type(o) not in _SCALAR_TYPE_SET:
                checked.append(o)  # (a device scalar is NumPy's scalar, no array: TypeError)
            elif isinstance(o, numpy.ndarray):
                if not o.flags.writeable:  # (the device copy is writeable: NumPy's check here)
                    raise ValueError("output array is read-only")
                host_outs = host_outs or {}
                dev = asarray_any(o)
                host_outs[len(checked)] = o
                checked.append(dev)
            else:
                raise TypeError("return arrays must be of ArrayType")
        outs = checked
        for o in outs:
            if o is not None and not o._writeable():
                raise ValueError("output array is read-only")
            if o is not None and o._ro is WARN_ON_WRITE:
                warn_on_write(o)
        # ---- inputs
        ops = [_normalize_input(a) for a in args]
        scalar_keys = None  # (Python scalars alone: their abstract types, for NumPy's error)
        if ((dtype is None and signature is None or nin == 1 or self._name in _COMPARISONS)
                and not any(isinstance(o, ndarray) or not o.weak for o in ops)):
            scalar_keys = tuple(_dt_key(o) for o in ops)
            # Only Python scalars: NumPy gives them their default dtypes (beside a NumPy
            # scalar they stay weak: np.float16(1) + 2 is float16; a dtype= or signature=
            # gives them its dtype: np.add(200, 100, dtype=np.uint8) is uint8, but not to
            # the one operand of a unary ufunc, whose cast to it is checked as an array's:
            # np.negative(1, dtype=np.uint8) raises; nor for comparisons, which NumPy
            # answers for Python ints in its object loop).
            if len(ops) > 1 and any(type(o.value) is int and not -2**63 <= o.value < 2**63
                                    for o in ops):
                # a Python int beyond int64 among Python scalars alone: NumPy's own call
                # decides (OverflowError where its loop takes the ints as int64: add,
                # maximum, gcd; comparisons answer in its object loop)
                with numpy.errstate(all="ignore"), warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    self._np(*[o.value for o in ops])
            for o in ops:
                if o.weak:
                    h = numpy.asarray(o.value)
                    o.dtype, o.weak = h.dtype, False
                    check_dtype(o.dtype)
                    o.value = h[()]  # (NumPy's scalar: cast into the loop as one, unsafe: C's)
        in_keys = tuple(_dt_key(o) for o in ops)
        out_dts = tuple(None if o is None else o._dtype for o in outs)
        if dtype is not None:
            dtype = _dtype_arg(dtype)
        try:
            loop, expr, chk = self._resolve(in_keys, out_dts, dtype, signature, casting)
        except TypeError:
            if scalar_keys is not None and dtype is None and signature is None:
                # no loop for them: NumPy's error names the Python scalars' abstract dtypes
                # (_PyFloatDType, not float64): resolved with the scalars' types it raises so;
                # where NumPy takes them, their casts checked as Python scalars' (np.add(1,
                # 0.5, casting='no') is 1.5), their default dtypes' loop
                resolve_loop(self._np, scalar_keys + out_dts, casting, {})
                if nin == 1:
                    raise  # (a unary ufunc's one Python scalar is checked as an array)
                loop, expr, chk = self._resolve(in_keys, out_dts, dtype, signature, "unsafe")
            else:
                if any(type(o) is _Scalar and o.weak and o.dtype is int for o in ops):
                    # NumPy packs a Python int into its loop's dtype before it checks the
                    # casts: one the loop cannot hold raises OverflowError first
                    # (np.add(a_bool, 2**63, out=a_bool)); NumPy's call on stand-ins of the
                    # operands decides
                    proxies = [numpy.zeros(1, o._dtype) if isinstance(o, ndarray) else o.value
                               for o in ops]
                    kw = {k: v for k, v in (("dtype", dtype), ("signature", signature))
                          if v is not None}
                    kw["out"] = tuple(None if o is None else numpy.zeros(1, o._dtype)
                                      for o in outs)
                    try:
                        with numpy.errstate(all="ignore"):
                            self._np(*proxies, casting=casting, **kw)
                    except OverflowError:
                        raise
                    except Exception:
                        pass  # (NumPy's own cast error: ours, raised below)
                raise
        if casting == "unsafe":  # (only it casts complex to real: NumPy's ComplexWarning)
            for src, dst in zip(in_keys + loop[nin:], loop[:nin] + out_dts):
                if isinstance(src, numpy.dtype) and dst is not None:
                    fperr.discard_imaginary(src, dst)
            for k, o in enumerate(ops):
                if type(o) is _Scalar and type(o.value) is complex and loop[k].kind in "biuf":
                    # a Python complex into a real loop (dtype=): NumPy's cast of it, its real
                    # part (into bool: whether it is nonzero), with the warning as for arrays
                    fperr.discard_imaginary(numpy.dtype(complex), loop[k])
                    ops[k] = (_Scalar(bool(o.value), loop[k], False) if loop[k].kind == "b"
                              else _Scalar(o.value.real, float, True))
                    o = ops[k]
                if type(o) is _Scalar and type(o.value) is float and loop[k].kind in "iu":
                    # a Python float into an integer loop (dtype=): NumPy's cast of it as a
                    # float64 (NaN, inf, out of range: "invalid value encountered in cast" and
                    # C's value), not Python's int() of it
                    h = numpy.asarray(o.value)
                    ops[k] = _Scalar(fperr.host_cast(lambda: h.astype(loop[k]))[()], loop[k],
                                     False)
        if dtype is not None or signature is not None:
            _cast_inputs(ops, loop, self._name, where is not True)
        timed = any(d.kind in "Mm" for d in loop)
        later = None
        warned = False
        if timed:
            ops = _time_operands(ops, loop, where)
            if int in in_keys:
                warned = _time_scalar_warning(self, in_keys, dtype, signature)
        # ---- Python ints that do not fit the loop: NumPy decides (it raises
        # OverflowError, or a comparison is answered by value for every element, once the
        # shapes are checked below)
        const = None
        for k, op in enumerate(ops):
            if isinstance(op, _Scalar) and op.weak and op.dtype is int:
                ld = loop[k]
                lo, hi = _int_range(ld)
                if not lo <= op.value <= hi:
                    proxies = [numpy.zeros(1, o._dtype) if isinstance(o, ndarray) else o.value for o in ops]
                    # (the call's dtype keywords: np.add(300, 1, dtype=np.uint8) raises)
                    kw = {k: v for k, v in (("dtype", dtype), ("signature", signature))
                          if v is not None}
                    with numpy.errstate(all="ignore"):
                        res = self._np(*proxies, casting=casting, **kw)
                    if ld.kind in "iu":
                        const = res
                        break
        # ---- broadcasting
        shapes = [o._shape for o in ops if isinstance(o, ndarray)]
        wmask = None
        if where is not True:
            wmask = _normalize_where(where)
            shapes.append(wmask._shape)
        try:
            shape = broadcast_shapes(*shapes) if shapes else ()
        except ValueError:
            shape = None
        oshapes = [o._shape for o in outs if o is not None]
        if shape is None or any(s != shape for s in oshapes):
            # NumPy's messages: every operand's shape (inputs, scalars as (), the outputs
            # given, the where= mask) when they do not broadcast together; else the first
            # output the broadcast shape does not fit
            every = ([o._shape if isinstance(o, ndarray) else () for o in ops] + oshapes
                     + ([wmask._shape] if wmask is not None else []))
            broadcast_or_raise(every)
            for s in oshapes:
                full = broadcast_shapes(shape, s)
                if full != s:
                    raise ValueError("non-broadcastable output operand with shape %s doesn't match "
                                     "the broadcast shape %s" % (str(s).replace(" ", ""),
                                                                 str(full).replace(" ", "")))
                shape = s
        if const is not None:
            return self._constant_result(const, shape, outs, wmask)
        if timed:
            # (the other operands' units cast once the shapes are checked: NumPy's broadcasting
            # error comes before their cast's overflow)
            ops = _time_operands(ops, loop)
            # an out= in other units than the loop's output: computed aside, then cast
            later = {k: o for k, o in enumerate(outs)
                     if o is not None and o._dtype != loop[nin + k] and o._dtype.kind in "Mm"}
            for k in later:
                outs[k] = None
        if self._name == "power" and loop[0].kind in "iu" and loop[1].kind == "i" and \
                _prod(shape):  # (NumPy's loop raises per element: an empty result does not)
            _check_int_power(ops[1], wmask, loop[1])
        # ---- allocate outputs
        arrays = [o for o in ops if isinstance(o, ndarray)]
        if order == "A":
            order = _order_a(shape, ops, in_keys, loop)
        if (_fz.mode and out is None and wmask is None and nout == 1 and not later and shape
                and not any((isinstance(x, ndarray) and type(x) is not ndarray
                             and type(x) not in _SCALAR_TYPE_SET) or _wraps(x) for x in args)):
            r = _fusion.defer(self._name, expr, loop, ops, shape,
                              _out_strides(shape, loop[nin], arrays, order), chk)
            if r is not None:  # (deferred: fusion.py)
                return r
        result = []
        for k, o in enumerate(outs):
            if o is None:
                dt = loop[nin + k]
                o = _make_out(shape, dt, arrays, order)
            result.append(o)
        # ---- an output= that overlaps an input and itself is written through a copy, then
        # copied back (NumPy's write-back: the copy's order decides which element's value a
        # shared byte keeps)
        back = None
        for k, o in enumerate(outs):
            if o is not None and _self_overlaps(o) and any(
                    isinstance(op, ndarray) and _overlaps_other(op, o) for op in ops):
                back = back or {}
                back[k] = o
                result[k] = o.copy()
        # ---- operands and a where= mask that overlap an output are read from a copy
        bops = []
        for op in ops:
            if isinstance(op, ndarray):
                if any(_overlaps_other(op, o) for o in result):
                    op = op.copy()
                op = op._broadcast_to(shape) if op._shape != shape else op
            bops.append(op)
        if wmask is not None:
            if any(_overlaps_other(wmask, o) for o in result):
                wmask = wmask.copy()
            wmask = wmask._broadcast_to(shape) if wmask._shape != shape else wmask
        if (out is None and wmask is None and nout == 1 and dtype is None and signature is None
                and casting == "same_kind" and order == "K"
                and not (self._name == "power" and loop[0].kind in "iu") and not warned
                and not (timed and any(isinstance(x, ndarray) and x._dtype != d and d.kind in "Mm"
                                       for x, d in zip(args, loop)))):
            # (datetime operands in other units than the loop's are cast first: not lean)
            self._remember_fast(args, ops, arrays, in_keys, loop, expr, chk)
        execute(self._name, expr, loop, bops, result, wmask, fresh=out is None,
                check=_out_casts(chk, self._name, loop[nin:], result))
        if back:
            for k, o in back.items():
                copy_into(o, result[k])
                result[k] = o
        if later:
            for k, o in later.items():
                copy_into(o, result[k], wmask)
                result[k] = outs[k] = o
        if host_outs:
            for k, h in host_outs.items():
                h[...] = result[k].get()
                result[k] = h
        subs = subok and [x for x in args if (type(x) is not ndarray
                                              and type(x) not in _SCALAR_TYPE_SET
                                              and isinstance(x, ndarray)) or _wraps(x)]
        # (the arguments a wrap sees: NumPy's inputs, then the outputs where any is given)
        ctx = tuple(args) if out is None else tuple(args) + tuple(out)
        if subs:  # (subok=False: plain arrays, no input wraps them)
            # NumPy's subclass protocol (an object of another kind that has __array_wrap__
            # too): the input of highest __array_priority__ (the first of equals) wraps the
            # results it was not given as out=
            w = wrapper_of(subs)
            result = [r if o is not None else _array_wrap(w, r, (self, ctx, k),
                                                          not shape and not arrays_out)
                      for k, (o, r) in enumerate(zip(outs, result))]
        elif not shape and not arrays_out:  # 0-d results NumPy returns as scalars (those not given as out=)
            result = [r if o is not None else as_scalar(r) for o, r in zip(outs, result)]
        if out is not None:
            # an output given is returned, or what its own __array_wrap__ makes of it where it
            # is a subclass (NumPy calls it, the call's arguments, outputs included, as context)
            result = [r if o is None else o if type(o) is ndarray or not isinstance(o, ndarray)
                      else _array_wrap(o, o, (self, ctx, k), False)
                      for k, (o, r) in enumerate(zip(out, result))]
        return result[0] if nout == 1 else tuple(result)

    # -------------------------------------------------------------- the lean general path
    def _lean(self, args, out):
        """``self(*args, out=out)`` (``out`` None or a plain ndarray) through a plan kept per
        call geometry: the operands' dtypes (a Python scalar's type), shapes and strides, the
        output's, and the pointers' alignment.  What ``_call`` decides once per geometry
        (NumPy's loop, broadcasting, the output's layout, the kernel and its parameters)
        the plan holds; what depends on values is checked per call (a Python int within
        the loop's range, a writeable output, no partial overlap of the output with an
        input).  Returns ``_NO`` where ``_call`` must run (it raises NumPy's errors)."""
        key = []
        vals = []
        ptrs = []  # (the arrays' pointers: their alignment)
        bits = 0
        fz = _fz.mode
        for x in args:
            t = type(x)
            if t is ndarray or t in _SCALAR_TYPE_SET:
                m = x._mem
                if fz and out is None and type(m) is _Lazy and m.node is not None:
                    r = self._lean_pending(args)
                    if r is not _NO:
                        return r
                    # (not deferred -- a 0-d result, a reduction's pending result read --:
                    # its pointer below computes it, the call runs here)
                if out is None and (type(m) is _Held and m.mirror is not None
                                    or not ON_DEVICE and not x._shape):
                    hv = _held_values(args)  # (values held on the host: NumPy's ufunc there)
                    if hv is not None:
                        return _on_host(self._name, self._np, hv, self._quiet)
                p = m.ptr + x._offset  # (a pending operand of a write: computed here)
                key += (x._dtype, x._dtype.char, x._shape, x._strides)
                bits |= p
                vals.append(p)
                ptrs.append(p)
            elif t is float or t is int or t is complex:
                key.append(t)
                vals.append(x)
            else:
                return _NO
        if out is not None:
            q = out._mem.ptr + out._offset
            key += (out._dtype, out._dtype.char, out._shape, out._strides)
            bits |= q
        if bits & 15:  # (alignment decides vector widths: the residues are part of the key)
            key.append(tuple(p & 15 for p in ptrs) + ((q & 15,) if out is not None else ()))
        key = tuple(key)
        ent = self._plans.hit(key)
        if ent is None:
            ent = self._plans.get(key)
            if ent is None:
                ent = self._lean_plan(args, out)
                if ent is None:
                    return _NO  # (not cached: _call raises, or a value decided it)
                self._plans.put(key, ent)
        if ent is False:
            return _NO
        for k, lo, hi in ent.bounds:
            if not lo <= args[k] <= hi:
                return _NO
        if out is not None:
            if not out._writeable() or out._ro is WARN_ON_WRITE:
                return _NO
            mem = out._mem
            for x in args:
                if type(x) is not int and type(x) is not float and type(x) is not complex and \
                        x._mem is mem and not (x._offset == out._offset and x._shape == out._shape
                                               and x._strides == out._strides) \
                        and _overlaps(x, out):
                    return _NO  # (_call reads that input from a copy)
            o = out
        else:
            if fz and ent.size >= _fz.min:
                r = _fusion.defer_op(ent.fop, args, ent.shape, ent.strides, ent.size)
                if r is not None:  # (deferred: fusion.py)
                    return r
            mem = _take(ent.bucket, ent.nbytes)
            q = mem.ptr
            o = _make(mem, 0, ent.shape, ent.strides, ent.out_dtype, None)
        if ent.size:
            if not ON_DEVICE:
                ops = [_Scalar(x, type(x), True) if type(x) in _PY_SCALARS else
                       (x if x._shape == ent.shape else x._broadcast_to(ent.shape)) for x in args]
                execute(self._name, ent.expr, ent.loop, ops, (o,), check=ent.check)
            else:
                for k, st in ent.scalars:
                    vals[k] = fperr.scalar(st, vals[k])
                if out is not None:
                    _wrote()  # (existing memory written: a new epoch)
                fm = ent.fmask
                if fm:
                    st = fperr.state()
                    fm &= st.check
                if fm:  # the checked variant (see fperr)
                    cfm, pl, prep = ent.last
                    if cfm != fm:
                        pl, prep = ent.variant(self._name, fm)
                        ent.last = (fm, pl, prep)
                    vals[:0] = fperr.arguments(self._name, st)
                else:
                    pl, prep = ent.plan, ent.prep
                    if pl is None:  # (made at the first unchecked call: none may come)
                        pl, prep = ent.plan, ent.prep = ent.variant(self._name, 0)
                if prep is not None:
                    prep.fire(pl.grid, *vals, q, *pl.tail)
                else:
                    _launch.launch(pl.kernel, pl.grid, vals + [q] + list(pl.tail), fresh=True)
                if fm:
                    fperr.after(fm, st)
        else:
            for k, stype in ent.scalars:  # (NumPy converts a Python scalar at any size: it warns)
                fperr.scalar(stype, vals[k])
        if out is not None:
            return out
        return o if ent.shape else as_scalar(o)

    def _lean_pending(self, args):
        """``_lean`` of a call reading a pending array (fusion), with no output given:
        deferred with it through a record kept per geometry without pointers (none exists
        yet), or ``_NO``.  (A write into ``out=`` is not deferred: ``_lean`` computes the
        pending operands it reads, as any read does, and runs.)"""
        key = []
        for x in args:
            t = type(x)
            if t is ndarray or t in _SCALAR_TYPE_SET:
                # (a dtype by identity: its hash is slow; the record holds the dtypes)
                key += (id(x._dtype), x._shape, x._strides)
            elif t is float or t is int or t is complex:
                key.append(t)
            else:
                return _NO
        key = tuple(key)
        rec = self._fplans.hit(key)
        if rec is None:
            rec = self._fplans.get(key)
            if rec is None:
                ent = self._lean_plan(args, None, False)
                if ent is None:
                    return _NO
                rec = (ent, [x._dtype for x in args if hasattr(x, "_dtype")])
                self._fplans.put(key, rec)
        ent = rec[0]
        if ent is False:
            return _NO
        for k, lo, hi in ent.bounds:
            if not lo <= args[k] <= hi:
                return _NO
        r = _fusion.defer_op(ent.fop, args, ent.shape, ent.strides, ent.size)
        return _NO if r is None else r

    def _lean_plan(self, args, out, planned=True):
        """The ``_LeanPlan`` of this call's geometry; False: this ufunc or these operand
        types never take the lean path; None: not this call (``_call`` decides).
        ``planned`` False: no device plan (operands may be pending: no pointers)."""
        if self.nout != 1 or self._name in NOT_ELEMENTWISE:
            return False
        ops = []
        for x in args:
            ops.append(_Scalar(x, type(x), True) if type(x) in _PY_SCALARS else x)
        arrays = [x for x in ops if type(x) is not _Scalar]
        if not arrays:
            return False  # (Python scalars alone take their default dtypes: _call)
        in_keys = tuple(_dt_key(x) for x in ops)
        try:
            loop, expr, chk = self._resolve(in_keys, (None if out is None else out._dtype,), None,
                                            None, "same_kind")
            shape = broadcast_shapes(*[x._shape for x in arrays])
            if out is None and 0 in shape and len(shape) > 1:
                return None  # (_call: a new empty array's other axes may span too many bytes)
            if out is not None and out._shape != shape:
                if broadcast_shapes(shape, out._shape) != out._shape:
                    return None
                shape = out._shape
        except (TypeError, ValueError):
            return None
        if self._name == "power" and loop[0].kind in "iu":
            return False  # (a negative integer exponent raises: a check per call)
        if any(d.kind in "Mm" for d in loop):
            return False  # (datetime units: _call casts operands and out= to the loop's)
        bounds, scalars = [], []
        for k, x in enumerate(ops):
            if type(x) is _Scalar:
                if x.dtype is int:
                    lo, hi = _int_range(loop[k])
                    if not lo <= x.value <= hi:
                        return None  # (NumPy decides: _call)
                    bounds.append((k, lo, hi))
                scalars.append((k, _scalar_type(_code(loop[k]))))
        if out is None:
            self._remember_fast(args, ops, arrays, in_keys, loop, expr, chk)
        elif self._fast.get(dtype_key(*in_keys)) is None:
            # (an out= call's operands, as a call without out= resolves them: ``y += z``
            # alone makes the entry the in-place lean path uses)
            try:
                plain = self._resolve(in_keys, (None,), None, None, "same_kind")
            except (TypeError, ValueError):
                plain = None
            if plain is not None:
                self._remember_fast(args, ops, arrays, in_keys, *plain)
        out_dtype = loop[-1]
        if out is not None:
            o = out
            strides = out._strides
        else:
            strides = _output_order_strides(shape, out_dtype.itemsize, arrays)
            # (a fresh block is 16-byte aligned: a stand-in address plans it)
            o = _make(_PROBE, 0, shape, strides, out_dtype, None)
        if out is not None:
            chk = _out_casts(chk, self._name, loop[-1:], (out,))
        ent = _LeanPlan(loop, expr, shape, strides, out_dtype, tuple(bounds), tuple(scalars), chk)
        ent.fop = _fusion.op(self._name, expr, loop, chk)
        if ON_DEVICE and ent.size and planned:
            bops = [x if type(x) is _Scalar or x._shape == shape else x._broadcast_to(shape)
                    for x in ops]
            # the plan keeps stand-ins (no memory: a cached plan must not hold arrays alive)
            ent.bops = [x if type(x) is _Scalar else
                        _make(_PROBE, (x._mem.ptr + x._offset) & 15, x._shape, x._strides,
                              x._dtype, None) for x in bops]
            ent.probe = o if out is None else _make(_PROBE, (out._mem.ptr + out._offset) & 15,
                                                    out._shape, out._strides, out._dtype, None)
            stypes = dict(scalars)
            with numpy.errstate(all="ignore"):  # (the call itself converts and warns)
                ent.sample = [stypes[k](x.value) if k in stypes else 0
                              for k, x in enumerate(ops)]
            # the unchecked kernel is built at its first use: under the default errstate a
            # loop that can raise runs its checked variant only (one NVRTC build, not two)
        return ent

    def _remember_fast(self, args, ops, arrays, in_keys, loop, expr, chk):
        """Make the lean-path entry (``_fast``) of a call with no ``out=``, ``where=`` or
        other keyword that NumPy's loop ``loop`` answered: arrays alone, or an array and
        a Python scalar."""
        nin = self.nin
        if len(arrays) == nin:
            self._fast.put(dtype_key(*in_keys), _FastLoop(self._name, expr, loop, None, chk))
        elif nin == 2 and len(arrays) == 1 and type(args[1 if ops[0] is arrays[0] else 0]) in _PY_FAST:
            # an array and a Python scalar: (..., the range an int scalar must lie in)
            pos = 1 if ops[0] is arrays[0] else 0
            bounds = _int_range(loop[pos]) if type(args[pos]) is int else None
            key = (arrays[0]._dtype, type(args[pos])) if pos else (type(args[0]), arrays[0]._dtype)
            self._fast.put(dtype_key(*key), _FastLoop(self._name, expr, loop, bounds, chk))

    def _constant_result(self, res, shape, outs, wmask):
        # A comparison with a Python int outside the array's range has the
        # same answer for every element: NumPy's answer on a proxy element (of the broadcast
        # shape; into an out= where the where= mask is true).
        value = numpy.asarray(res).reshape(-1)[0]
        if outs[0] is not None:
            if wmask is None:
                outs[0][...] = value
            else:
                copy_into(outs[0], value, wmask)
            return outs[0]
        res = _empty(shape, value.dtype)
        copy_into(res, value)
        return as_scalar(res) if not shape else res

    # -------------------------------------------------------------- methods
    def outer(self, *args, **kwargs):
        if self.nin != 2:
            raise ValueError("outer product only supported for binary functions")
        if len(args) != 2:  # (NumPy's words, whatever the count)
            raise TypeError("exactly two arguments expected")
        r = ufunc_override(self._np, "outer", args, kwargs,
                           lambda: self._override_args(args, kwargs))
        if r is not NO_OVERRIDE:  # (an operand's own __array_ufunc__ answers, as for __call__)
            return r
        try:
            A, B = args
            A = _normalize_input(A)
            B = _normalize_input(B)
            if isinstance(A, _Scalar):
                A = asarray_any(numpy.asarray(A.value) if A.weak else A.value)
            if isinstance(B, _Scalar):
                B = asarray_any(numpy.asarray(B.value) if B.weak else B.value)
            A2 = A.reshape(A._shape + (1,) * B._ndim)
            return self(A2, B, **kwargs)
        except (TypeError, ValueError) as exc:
            # strings, bytes, void or object data live on the host: NumPy's outer runs there
            if isinstance(exc, HostData) or not holds_host_dtype(args, kwargs):
                raise
        return fallback_call(self._np.outer, args, kwargs, name="ufunc %r.outer" % self._name)

    def _row_expr(self, dtype):
        """The table expression of this ufunc's (dtype, dtype) -> dtype loop."""
        c = dtype.char
        return expression(self._name, c + c + "->" + c)

    # reduce, accumulate, reduceat (reduction.py) and at (advanced.py) are engines
    # above this one: array_methods.py attaches them.

    def resolve_dtypes(self, *args, **kwargs):
        return self._np.resolve_dtypes(*args, **kwargs)


ufunc.__module__ = "gpnumpy"  # (named by its public module, as NumPy's is 'numpy')


class _Geometry:
    """What a C-ordered output of one shape and dtype needs: its strides and size, the
    bytes to allocate and their pool bucket (computed once per shape, not per call)."""
    __slots__ = ("shape", "size", "strides", "nbytes", "bucket")

    def __init__(self, shape, dtype):
        self.shape = shape
        self.size = _prod(shape)
        self.strides = _c_strides(shape, dtype.itemsize)
        self.nbytes = self.size * dtype.itemsize
        self.bucket = _bucket(self.nbytes)

    def __repr__(self):
        return "<_Geometry %s: %d bytes>" % (self.shape, self.nbytes)


class _FastLoop:
    """A lean-path entry of one ufunc (``ufunc._fast``, keyed by the operand types): the
    loop C-contiguous arrays of one shape take, or an array and a Python scalar.

    ``bounds``: the range a Python int scalar must lie in (None: any value of its type).
    ``prepared``: the kernel per alignment (True: every operand 16-byte aligned; the checked
    variants under ``categories << 1 | alignment``, an int, no tuple made per call), as a
    ``launch.Prepared`` for arrays alone and for an array and a real scalar, else (an entry of
    a complex scalar: ``_run_fast``) (kernel, elements per block).  ``geometry``:
    the output's of the last shape seen (replaced whole, so threads read one consistent
    record).  ``check``: the loop's floating-point errors (``fperr.Check``), ``fmask`` its
    categories (0: none).  ``stypes``: the kernel parameter type of a Python scalar at each
    input position, made at the first scalar call."""
    __slots__ = ("name", "expr", "loop", "out_dtype", "bounds", "prepared", "geometry",
                 "spare", "check", "fmask", "fop", "stypes")

    def __init__(self, name, expr, loop, bounds=None, check=None):
        self.name, self.expr, self.loop, self.bounds = name, expr, loop, bounds
        self.check = check
        self.fop = _fusion.op(name, expr, loop, check)  # (the loop as a fusion node)
        self.fmask = check.mask if check is not None else 0
        self.out_dtype = loop[-1]
        self.prepared = {}
        self.geometry = self.spare = _Geometry((), loop[-1])
        self.stypes = None  # (a Python scalar's kernel parameter type by position: _lean_scalar)

    def geometry_of(self, shape):
        """The ``_Geometry`` of ``shape``, made the current one; the one it replaces is kept
        as the spare, so that a loop alternating two shapes (CG's row slices and whole
        arrays through one subtract) computes neither again."""
        g = self.spare
        if g.shape != shape:
            g = _Geometry(shape, self.out_dtype)
        self.spare = self.geometry
        self.geometry = g
        return g

    def __repr__(self):
        return "<_FastLoop %s %s>" % (self.name, "".join(d.char for d in self.loop))


_out_none_errors = {}


def _out_none(uf):
    """NumPy's answer to ``out=None`` for a ufunc of several outputs, asked once: its error
    raised again, or nothing where the installed NumPy takes it as no ``out``."""
    name = uf._name
    if name not in _out_none_errors:
        err = None
        try:
            with numpy.errstate(all="ignore"):
                uf._np(*[numpy.ones(1)] * uf.nin, out=None)
        except TypeError as exc:
            err = str(exc)
        _out_none_errors[name] = err
    if _out_none_errors[name] is not None:
        raise TypeError(_out_none_errors[name])


class _LeanPlan:
    """The lean general path's record of one call geometry (``ufunc._plans``): NumPy's loop
    and the table expression, the output's shape, strides and dtype (and its allocation),
    the Python int scalars' ranges (``bounds``: (position, lo, hi)), the kernel parameter
    type of each Python scalar (``scalars``: (position, type)), the loop's floating-point
    errors (``check``, ``fmask`` its categories), and on the device the elementwise ``Plan``
    and its ``launch.Prepared`` (None where a complex scalar takes two parameter slots), and
    those of the checked variants per category mask (``checked``; ``last``: (mask, Plan,
    Prepared) of the latest used)."""
    __slots__ = ("loop", "expr", "shape", "strides", "out_dtype", "size", "nbytes", "bucket",
                 "bounds", "scalars", "plan", "prep", "check", "fmask", "checked", "bops",
                 "probe", "sample", "fop", "last")

    def __init__(self, loop, expr, shape, strides, out_dtype, bounds, scalars, check):
        self.loop, self.expr, self.shape, self.strides = loop, expr, shape, strides
        self.out_dtype, self.bounds, self.scalars = out_dtype, bounds, scalars
        self.size = _prod(shape)
        self.nbytes = self.size * out_dtype.itemsize  # (C or a permutation of it: dense)
        self.bucket = _bucket(self.nbytes)
        self.plan = self.prep = None
        self.check = check
        self.fmask = check.mask if check is not None else 0
        self.checked = {}
        self.last = (0, None, None)

    def variant(self, name, fm):
        """(Plan, Prepared or None) of the kernel checking categories ``fm`` (0: unchecked),
        made once per mask from the operands kept at planning (stand-ins: no data)."""
        got = self.checked.get(fm)
        if got is None:
            fpe = (fm, self.check.expr) if fm else None
            pl = _elementwise.plan(name, self.expr, self.loop, self.bops, (self.probe,), None, fpe)
            lead = [0, 0, numpy.uint32(0)] if fm else []  # (fperr.arguments' types)
            prep = pl.prepare(lead + self.sample + [0] + list(pl.tail)) or None
            got = self.checked[fm] = (pl, prep)
        return got

    def __repr__(self):
        return "<_LeanPlan %s %s>" % ("".join(d.char for d in self.loop), self.shape)


_PROBE = _elementwise.PROBE


def _dtype_arg(dtype):
    """A ufunc's ``dtype=`` as a dtype: a DType class (``type(a.dtype)``, NumPy's "this DType,
    its parameters as the loop resolves them") is its dtype, or none for datetime64 and
    timedelta64 (the loop's own units)."""
    if isinstance(dtype, type) and issubclass(dtype, numpy.dtype):
        dt = numpy.dtype(dtype.type)
        return None if dt.kind in "Mm" else dt
    return as_dtype(dtype)


def _lean1(ent, a):
    """``ufunc(a)`` of a C-contiguous array: allocate, pack, launch (``_lean2``'s path for
    one operand: the output's geometry from the entry, its kernel a ``launch.Prepared``)."""
    shape = a._shape
    g = ent.geometry
    if g.shape != shape:
        g = ent.geometry_of(shape)
    n = g.size
    if _fz.mode and (n >= _fz.min or _fz_graphs and type(a._mem) is _Lazy):
        r = _fusion.defer_op(ent.fop, (a,), shape, g.strides, n, True)
        if r is not None:  # (deferred: fusion.py)
            return r
    if n <= 1 or not ON_DEVICE:
        return _run_fast(ent, (a,), a)
    fm = ent.fmask
    if fm:
        st = fperr.state()
        fm &= st.check
    pa = a._mem.ptr + a._offset
    mem = _take(g.bucket, g.nbytes)
    q = mem.ptr
    out = _make(mem, 0, shape, g.strides, ent.out_dtype, None)
    aligned = not ((pa | q) & 15)
    key = fm << 1 | aligned if fm else aligned
    prep = ent.prepared.get(key)
    if prep is None:
        kern, per_block = _contig_kernel(ent.name, ent.expr, ent.loop, (a,), (out,), aligned,
                                         (fm, ent.check.expr) if fm else None)
        prep = ent.prepared[key] = _launch.Prepared(
            kern, _FPE_TYPES + (int, int, int) if fm else (int, int, int), per_block)
    if fm:  # the checked variant (see fperr)
        d, h, c = fperr.arguments(ent.name, st)
        prep.fire(-(-n // prep.per_block), d, h, c, pa, q, n)
        if fm & st.sync:
            _synchronize()
        return out
    prep.fire(-(-n // prep.per_block), pa, q, n)
    return out


def _lean2(ent, a, b, o=None, temp=False):
    """``ufunc(a, b)`` of two C-contiguous arrays of one shape: allocate, pack, launch; or
    ``ufunc(a, b, out=o)`` where ``_lean2_takes(ent, a, b, o)``: pack, launch (``temp``: ``b``
    is the caller's temporary, which a fused write need not keep: fusion.write_into)."""
    shape = a._shape
    g = ent.geometry
    if g.shape != shape:
        g = ent.geometry_of(shape)
    n = g.size
    if o is None:
        if _fz.mode and (n >= _fz.min or _fz_graphs and (type(a._mem) is _Lazy
                                                          or type(b._mem) is _Lazy)):
            r = _fusion.defer_op(ent.fop, (a, b), shape, g.strides, n, True)
            if r is not None:  # (deferred: fusion.py)
                return r
        if n <= 1 or not ON_DEVICE:
            return _run_fast(ent, (a, b), a)
    elif _fz.mode and _fz_graphs and (type(a._mem) is _Lazy or type(b._mem) is _Lazy) and \
            _fusion.write_into(o, ent.fop, (a, b), shape, g.strides, n, b if temp else None):
        return o  # (joined the operand's graph, stored into o by its kernel: fusion.py)
    fm = ent.fmask
    if fm:
        st = fperr.state()
        fm &= st.check
    pa = a._mem.ptr + a._offset
    pb = b._mem.ptr + b._offset
    if o is None:
        mem = _take(g.bucket, g.nbytes)
        q = mem.ptr
        out = _make(mem, 0, shape, g.strides, ent.out_dtype, None)
    else:
        q = o._mem.ptr + o._offset
        out = o
        _wrote()  # (existing memory written: a new epoch)
    aligned = not ((pa | pb | q) & 15)
    if fm:  # the checked variant (see fperr)
        prep = ent.prepared.get(fm << 1 | aligned)
        if prep is None:
            kern, per_block = _contig_kernel(ent.name, ent.expr, ent.loop, (a, b), (out,),
                                             aligned, (fm, ent.check.expr))
            prep = ent.prepared[fm << 1 | aligned] = _launch.Prepared(kern, _FPE_TYPES + (
                int, int, int, int), per_block)
        d, h, g = fperr.arguments(ent.name, st)
        prep.fire(-(-n // prep.per_block), d, h, g, pa, pb, q, n)
        if fm & st.sync:
            _synchronize()
        return out
    prep = ent.prepared.get(aligned)
    if prep is None:
        kern, per_block = _contig_kernel(ent.name, ent.expr, ent.loop, (a, b), (out,), aligned)
        prep = ent.prepared[aligned] = _launch.Prepared(kern, (int, int, int, int), per_block)
    prep.fire(-(-n // prep.per_block), pa, pb, q, n)
    return out


def _lean2_takes(ent, a, b, o):
    """Whether ``_lean2`` writes ``ufunc(a, b)`` (its operands checked) into ``o``: a plain
    writeable C-contiguous array of the loop's dtype and the operands' shape on a GPU, which
    each operand is or does not share memory with (``_lean`` checks partial overlaps), of
    more than one element.  (Pending operands, with fusion on: the write joins their graph,
    stored into ``o`` by its kernel (fusion.write_into); a pending output: its pointer
    computes it.)"""
    if not ON_DEVICE or type(o) is not ndarray or o._shape != a._shape or \
            o._dtype != ent.out_dtype or not (o._cc or o._flags_c()) or a._size <= 1 or \
            not o._writeable() or o._ro is WARN_ON_WRITE:
        return False
    m, q = o._mem, o._offset
    return (a._mem is not m or a._offset == q) and (b._mem is not m or b._offset == q)


def _lean_with_scalar(hit, a, value, pos):
    """``ufunc(a, value)`` (``pos`` 1) or ``ufunc(value, a)`` (``pos`` 0) through
    ``_lean_scalar`` where ``hit`` (the ufunc's ``_fast.hit``) has the entry of the array's
    dtype and the scalar's type, the array is C-contiguous and an int lies in the loop's range;
    else ``_NO`` (ufunc.__call__ and the operators of array_methods)."""
    d = a._dtype
    ent = hit((d, type(value), d.char) if pos else (type(value), d, d.char))
    if ent is not None and (a._cc or a._flags_c()) and (
            ent.bounds is None or ent.bounds[0] <= value <= ent.bounds[1]):
        return _lean_scalar(ent, a, value, pos)
    return _NO


def _lean_scalar(ent, a, value, pos):
    """``ufunc(a, value)`` (``pos`` 1) or ``ufunc(value, a)`` (``pos`` 0) of a C-contiguous
    array and a Python scalar, the scalar a kernel parameter of the loop's type."""
    g = ent.geometry
    if g.shape != a._shape:
        g = ent.geometry_of(a._shape)
    n = g.size
    if _fz.mode and (n >= _fz.min or _fz_graphs and type(a._mem) is _Lazy):
        r = _fusion.defer_op(ent.fop, (a, value) if pos else (value, a), a._shape, g.strides, n,
                             True)
        if r is not None:  # (deferred: fusion.py)
            return r
    stypes = ent.stypes
    if stypes is None:
        stypes = ent.stypes = tuple(_scalar_type(_code(d)) for d in ent.loop[:2])
    stype = stypes[pos]
    fm = ent.fmask
    if fm:
        st = fperr.state()
        fm &= st.check
    if n <= 1 or not ON_DEVICE or stype in _SPLIT:
        s = _Scalar(value, type(value), True)
        return _run_fast(ent, (a, s) if pos else (s, a), a)
    pa = a._mem.ptr + a._offset
    mem = _take(g.bucket, g.nbytes)
    q = mem.ptr
    out = _make(mem, 0, a._shape, g.strides, ent.out_dtype, None)
    aligned = not ((pa | q) & 15)
    key = fm << 1 | aligned if fm else aligned
    prep = ent.prepared.get(key)
    if prep is None:
        s = _Scalar(value, type(value), True)
        kern, per_block = _contig_kernel(ent.name, ent.expr, ent.loop, (a, s) if pos else (s, a),
                                         (out,), aligned, (fm, ent.check.expr) if fm else None)
        types = (int, stype, int, int) if pos else (stype, int, int, int)
        prep = ent.prepared[key] = _launch.Prepared(
            kern, _FPE_TYPES + types if fm else types, per_block)
    sv = fperr.scalar(stype, value)
    if fm:  # the checked variant (see fperr)
        d, h, g = fperr.arguments(ent.name, st)
        if pos:
            prep.fire(-(-n // prep.per_block), d, h, g, pa, sv, q, n)
        else:
            prep.fire(-(-n // prep.per_block), d, h, g, sv, pa, q, n)
        if fm & st.sync:
            _synchronize()
        return out
    if pos:
        prep.fire(-(-n // prep.per_block), pa, sv, q, n)
    else:
        prep.fire(-(-n // prep.per_block), sv, pa, q, n)
    return out


_SPLIT = (numpy.complex64, numpy.complex128)  # (two parameter slots: launch's general path)


def _run_fast(ent, ops, a):
    """The lean path's launch: ``ops`` are C-contiguous arrays of ``a``'s shape, or one of them
    a Python scalar (_Scalar, passed as a kernel parameter of the loop's type)."""
    n = a._size
    if n == 1 and not a._shape:
        hv = _held_values([op.value if type(op) is _Scalar else op for op in ops])
        if hv is not None:  # (0-d values held on the host: NumPy's ufunc there)
            return _on_host(ent.name, _by_np[ent.name]._np, hv, not ent.fmask)
    out = _fresh(a._shape, ent.out_dtype)
    if n <= 1 or not ON_DEVICE:  # (empty: execute converts a Python scalar, as NumPy)
        execute(ent.name, ent.expr, ent.loop, ops, (out,), check=ent.check, fresh=True)
        return out if out._shape else as_scalar(out)
    fm = ent.fmask
    if fm:
        st = fperr.state()
        fm &= st.check
    args = []
    bits = out._mem.ptr
    for k, op in enumerate(ops):
        if type(op) is _Scalar:
            args.append(fperr.scalar(_scalar_type(_code(ent.loop[k])), op.value))
        else:
            p = op._mem.ptr + op._offset
            bits |= p
            args.append(p)
    args.append(out._mem.ptr)
    aligned = not (bits & 15)
    key = fm << 1 | aligned if fm else aligned
    kk = ent.prepared.get(key)
    if kk is None:
        kk = ent.prepared[key] = _contig_kernel(ent.name, ent.expr, ent.loop, ops, (out,),
                                                aligned, (fm, ent.check.expr) if fm else None)
    kern, per_block = kk
    args.append(n)
    if fm:  # the checked variant (see fperr)
        args[:0] = fperr.arguments(ent.name, st)
        _launch.launch(kern, -(-n // per_block), args, fresh=True)
        if fm & st.sync:
            _synchronize()
        return out
    _launch.launch(kern, -(-n // per_block), args, fresh=True)
    return out


_PY_FAST = (int, float, complex)  # (a Python bool is a strong bool scalar: not this path)


_FPE_TYPES = (int, int, numpy.uint32)  # a checked kernel's leading arguments (fperr.arguments)


def _contig_kernel(name, expr, loop, ops, outs, aligned, fpe=None):
    """The contiguous kernel for these operand types (arrays, or a _Scalar: a parameter),
    and the elements a block covers; ``fpe``: the checked variant's (categories, check)."""
    arrays = [o for o in ops if type(o) is not _Scalar]
    sizes = [o._dtype.itemsize for o in outs] + [o._dtype.itemsize for o in arrays]
    vec = _vec_for(sizes) if aligned else 1
    unroll = (4 if vec >= 8 else UNROLL) if vec > 1 else 4
    loopc = tuple(_code(d) for d in loop)
    ins = tuple(("s", loopc[k]) if type(o) is _Scalar else ("a", _code(o._dtype))
                for k, o in enumerate(ops))
    kern = _kernel(name, expr, loopc, ins, tuple(_code(o._dtype) for o in outs),
                   ("contig", vec, unroll), False, fpe)
    return kern, _launch.BLOCK * vec * unroll


def _cast_inputs(ops, loop, name, masked):
    """Arrays that dtype= or signature= cast to a loop dtype where the cast can raise
    floating-point errors the error state does not ignore (to a narrower float, float to
    int: fperr.cast_mask) are cast first, in place in ``ops``: NumPy casts its inputs so, into
    its buffers, before the loop.  Its messages name the cast ("overflow encountered in
    cast") where the operands are of one dimension (or none) and fit one buffer
    (numpy.getbufsize()) and no where= mask is given (``masked``), else the ufunc, whose
    loop finds them (under where=, NumPy casts every element, those masked out too)."""
    st = label = None
    for k, op in enumerate(ops):
        if isinstance(op, ndarray) and op._dtype != loop[k]:
            m = fperr.cast_mask(_code(op._dtype), _code(loop[k]))
            if m:
                st = st or fperr.state()
                if m & st.check:
                    if label is None:
                        arrays = [o for o in ops if isinstance(o, ndarray)]
                        label = "cast" if not masked and all(o._ndim <= 1 for o in arrays) and max(
                            o._size for o in arrays) <= numpy.getbufsize() else name
                    dst = _empty(op._shape, loop[k], _like_strides(op, loop[k].itemsize))
                    copy_into(dst, op, name=label, fresh=True)
                    ops[k] = dst


def _out_casts(chk, name, louts, outs):
    """``chk`` with the casts of the loop's results into outputs of other dtypes: NumPy's
    loop reports them as its own ("invalid value encountered in add" for a NaN stored into
    an integer out=)."""
    m = 0
    for lo, o in zip(louts, outs):
        if o._dtype != lo:
            m |= fperr.cast_mask(_code(lo), _code(o._dtype))
    if not m or (chk is not None and not m & ~chk.mask):
        return chk
    return fperr.Check(name, m | (chk.mask if chk is not None else 0),
                       chk.expr if chk is not None else None)


def _check_int_power(exp, where=None, dtype=None):
    """NumPy's integer power loop raises for a negative exponent it uses: under a where=
    mask, one of the elements the mask selects; ``dtype``: the loop's, into which an integer
    exponent of another is cast first (a dtype= and casting='unsafe' may wrap it)."""
    if isinstance(exp, _Scalar):
        neg = exp.value < 0 and (where is None or bool(where.any()))
    elif exp._size and dtype is not None and exp._dtype != dtype and exp._dtype.kind in "biu":
        m = exp.astype(dtype) < 0  # (an integer cast: no error to report)
        neg = bool((m if where is None else m & where).any())
    elif exp._size and exp._dtype.kind == "i":
        # (on the device: one any-reduction, a bool back)
        m = exp < 0
        neg = bool((m if where is None else m & where).any())
    else:
        neg = False
    if neg:
        raise ValueError("Integers to negative integer powers are not allowed.")


def _normalize_where(where):
    """The where= mask as NumPy reads it: an array (NumPy's or ours) must cast safely to
    bool; anything else (a list, a scalar, NumPy's scalars, None) is read as bools, each
    element by its truth."""
    if isinstance(where, (ndarray, numpy.ndarray)) and type(where) not in _SCALAR_TYPE_SET:
        w = asarray_any(where)
        if w._dtype != numpy.bool_:
            raise TypeError("Cannot cast %s from %r to dtype('bool') according to the rule 'safe'"
                            % ("array data" if w._ndim else "scalar", w._dtype))
        return w
    if type(where) in _SCALAR_TYPE_SET:
        where = bool(where)
    w = asarray_any(where)
    if w._dtype != numpy.bool_:
        w = asarray_any(numpy.asarray(where, dtype=bool))
    return w


def _order_a(shape, ops, keys, loop):
    """NumPy's order='A' for a new output: F where every array operand of one dimension or
    more is F-contiguous, unless its loop of same-shaped operands runs (all of the output's
    shape, C-contiguous too and given in the loop's types, ``keys``: it writes C); else C."""
    nd = [(a, k == d) for a, k, d in zip(ops, keys, loop) if isinstance(a, ndarray) and a._ndim]
    if not nd or not all(a._flags_f() for a, _ in nd):
        return "C"
    return "C" if all(a._shape == shape and a._flags_c() and same for a, same in nd) else "F"


def _out_strides(shape, dtype, arrays, order):
    """The strides ``_make_out`` would give a new output."""
    if order in ("K", None) and arrays:
        return _output_order_strides(shape, dtype.itemsize, arrays)
    if order == "F":
        return _f_strides(shape, dtype.itemsize)
    return _c_strides(shape, dtype.itemsize)


def _make_out(shape, dtype, arrays, order):
    if order in ("K", None) and arrays:
        strides = _output_order_strides(shape, dtype.itemsize, arrays)
        return _empty(shape, dtype, strides)
    if order == "F":
        return _empty(shape, dtype, order="F")
    return _empty(shape, dtype)


# One gpnumpy ufunc per NumPy ufunc name (aliases share the object, as in NumPy).
_by_np = {}


def _build():
    out = {}
    # (numpy's own dict, not dir()/getattr: those would import numpy's lazy submodules, f2py,
    # testing, ma, ... : a fifth of a second of every `import gpnumpy`)
    for name, obj in sorted(vars(numpy).items()):
        if isinstance(obj, numpy.ufunc):
            u = _by_np.get(obj.__name__)
            if u is None:
                u = _by_np[obj.__name__] = ufunc(obj.__name__)
            out[name] = u
    return out


UFUNCS = _build()

# gpnumpy's ufuncs for NumPy's ufuncs that are not in NumPy's namespace (numpy.strings.str_len,
# isalpha, ...), made once each: the same front end, whose host-dtype retry runs NumPy's loop
# and gives numeric results as device arrays (docs/coverage.md counts them as fallbacks).
_of_numpy = {}


def of_numpy(np_ufunc):
    """gpnumpy's ufunc for NumPy's ufunc object ``np_ufunc``: the face's own where NumPy's
    namespace holds it (``numpy.strings.equal is numpy.equal``), else one made for it."""
    u = _by_np.get(np_ufunc.__name__)
    if u is not None and u._np is np_ufunc:
        return u
    u = _of_numpy.get(np_ufunc)
    if u is None:
        u = _of_numpy[np_ufunc] = ufunc(np_ufunc.__name__, np_ufunc)
        u.__gpnumpy_fallback__ = True
    return u
