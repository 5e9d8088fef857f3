"""Device scalars: the 0-d results NumPy hands back as scalars.

NumPy returns a scalar (``numpy.float64``, ``numpy.int64``, ``numpy.True_``, ...) from full
reductions, full integer indexing and 0-d ufunc results.  gpnumpy keeps those values on the
device, as 0-d arrays of a subclass of ndarray that behaves as NumPy's scalars wherever Python
asks: immutable (item assignment raises, in-place operators rebind), hashable (the hash of the
Python number), ``round``/``math.trunc``/``floor``/``ceil``, 0-d results of the array methods as scalars
(``view``, ``getfield``, ``reshape``, ``transpose``), ``numbers`` registration as NumPy's
(``numpy.isscalar`` is true through ``__class__``, below), NumPy's dtype as the class's ``dtype``
(``numpy.dtype(type(x))``), NumPy's type as ``__class__`` (``isinstance(x, numpy.integer)``;
``ndarray.host_scalar`` tells NumPy's own scalars apart), NumPy's scalar ``repr``/``str``, no
``len``, no iteration.  Only the
conversions (``float``, ``int``, ``bool``, ``hash``, ``repr``, ``item``, ...) synchronise.

A record (``a[i]`` of a structured array of device fields) is ``void``, NumPy's void scalar:
unlike the others a view of the array's memory that writes through, as NumPy's is; where the
dtype's type is NumPy's record, ``record``, NumPy's record scalar (fields as attributes).

Engines make a scalar by re-classing a result they just allocated (``as_scalar``: no copy);
indexing copies the element first (``scalar_copy``: one small device copy), so later writes to
the array cannot change the value.

A scalar is flagged read-only (``_ro``) so that every view of it (``s.reshape(1)``,
``asarray_any(s)``) is read-only, while its own ``_writeable()`` stays true for the engines:
compositions such as ``mean`` divide a reduction's result in place (``out=``), as NumPy's own
``_methods`` do.
"""
from __future__ import annotations

import math
import numbers
import operator

import numpy

from . import device, fperr
from .ndarray import ndarray, _fresh, _make, _above, as_getsets
from .ndarray import _upload, check_dtype, held as _held, _host_assign


def _type_name(a):
    return "numpy." + a._dtype.type.__name__


def _zero_d_bool(k):
    if type(k) is bool or isinstance(k, numpy.bool_):
        return True
    return isinstance(k, (ndarray, numpy.ndarray)) and k.ndim == 0 and k.dtype == bool


_SET_CLASS = object.__dict__["__class__"].__set__


class _Absent:
    """An ndarray attribute NumPy's scalar types do not have: reading it from a device scalar
    raises NumPy's AttributeError."""

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, cls=None):
        if obj is None:
            raise AttributeError("type object '%s' has no attribute '%s'"
                                 % (cls.__name__, self.name))
        raise AttributeError("'%s' object has no attribute '%s'" % (_type_name(obj), self.name),
                             name=self.name, obj=obj)


class generic(ndarray):
    """A 0-d device array that behaves as a NumPy scalar (see the module docstring)."""

    __slots__ = ()
    _numpy_type = None  # (the classes made by _named: the NumPy scalar type they stand for)
    __array_priority__ = -1000000.0  # (NumPy's scalars': below any array's, a subclass's)

    def __new__(cls, *args, **kwargs):
        if cls._numpy_type is None:
            raise TypeError("cannot create 'numpy.%s' instances" % cls.__name__)
        # NumPy's constructor decides (np.float64([1, 2]) is an array)
        h = numpy.asarray(cls._numpy_type(*args, **kwargs))
        return from_numpy(h) if not h.ndim else result(_upload(h))

    # ---- what NumPy's scalars are
    @property
    def __class__(self):
        # NumPy's scalar type: isinstance(x, numpy.integer), numpy.floating, numpy.generic,
        # ... hold, as for NumPy's scalars (Python's isinstance asks __class__ after the
        # type; type(x) stays this class, a device array)
        return self._numpy_type

    @__class__.setter
    def __class__(self, cls):
        _SET_CLASS(self, cls)  # (the engines re-class arrays: as_scalar, _plain_copy)

    def _writeable(self):
        return True  # the engines may write a result they just made (see the module docstring)

    def _host(self):
        return self.get()[()]

    def __hash__(self):
        return hash(self._host())

    def __repr__(self):
        return repr(self._host())

    def __str__(self):
        return str(self._host())

    def __index__(self):
        if self._dtype.kind not in "iu":  # (NumPy's scalars other than integers have none)
            raise TypeError("'%s' object cannot be interpreted as an integer" % _type_name(self))
        return ndarray.__index__(self)

    def __len__(self):
        raise TypeError("object of type '%s' has no len()" % _type_name(self))

    def __iter__(self):
        raise TypeError("'%s' object is not iterable" % _type_name(self))

    def __contains__(self, value):
        raise TypeError("argument of type '%s' is not iterable" % _type_name(self))

    def __getitem__(self, key):
        if type(key) is tuple and not key:
            return self
        keys = key if isinstance(key, tuple) else (key,)
        # NumPy's scalars take None, Ellipsis and 0-d boolean masks (a new array); no
        # integer, slice or n-d index
        if all(k is None or k is Ellipsis or _zero_d_bool(k) for k in keys):
            return ndarray.__getitem__(_plain_copy(self), key)  # a new array, as NumPy's
        raise IndexError("invalid index to scalar variable.")

    def __setitem__(self, key, value):
        raise TypeError("'%s' object does not support item assignment" % _type_name(self))

    def __delitem__(self, key):
        if self._dtype.names is not None:  # (a record: NumPy's void scalar's words)
            raise ValueError("cannot delete scalar field")
        raise TypeError("'%s' object does not support item deletion" % _type_name(self))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (_rebuild, (self._host(),))

    def fill(self, value):
        """NumPy's scalars fill a temporary array: the scalar does not change."""
        return None

    def put(self, indices, values, mode="raise"):
        """NumPy's scalars put into a temporary array (its IndexError for a bad index): the
        scalar does not change."""
        ndarray.put(_plain_copy(self), indices, values, mode)

    def resize(self, *new_shape, refcheck=True):
        """NumPy's scalars resize a temporary array (its errors for a bad shape): the scalar
        does not change."""
        operator.index(refcheck)  # (NumPy's: a C long, read at once)
        # (the temporary has no other reference, as NumPy's own: its refcheck never refuses;
        # counted here it would be Python's version's count of a temporary argument)
        ndarray.resize(_plain_copy(self), *new_shape, refcheck=False)

    def setfield(self, val, dtype, offset=0):
        raise TypeError("Can't set fields in a non-void array scalar.")

    def astype(self, dtype, order="K", casting="unsafe", subok=True, copy=True):
        """NumPy's scalar ``astype``: a scalar of the new dtype (the engines' writeable copies
        come from ``_plain_copy``; ``array(s)`` makes one itself)."""
        r = ndarray.astype(self, dtype, order, casting, subok, copy)
        if isinstance(r, numpy.ndarray) and not r.ndim:
            return r[()]  # (host dtypes: NumPy's scalar, np.str_, np.void, an object itself)
        if r is self or not isinstance(r, ndarray) or r._ndim:
            return r  # (copy=False of the same dtype: the scalar itself)
        return as_scalar(r) if type(r) is ndarray else r

    def copy(self, order="K"):
        """NumPy's scalar ``copy``: an equal scalar (immutable: the value itself)."""
        return self

    # NumPy's scalar methods are its array methods of the 0-d array, whose 0-d result is
    # given back as a scalar: a view of other bytes, a field, a 0-d reshape or transpose
    def view(self, *args, **kwargs):
        return _value(ndarray.view(self, *args, **kwargs))

    def getfield(self, *args, **kwargs):
        return _value(ndarray.getfield(self, *args, **kwargs))

    def reshape(self, *args, **kwargs):
        return _value(ndarray.reshape(self, *args, **kwargs))

    def transpose(self, *args):
        return _value(ndarray.transpose(self, *args))

    @property
    def T(self):
        return self

    # the array attributes NumPy's scalars lack: AttributeError (hasattr is false), as theirs
    mT, partition, argpartition, dot, ctypes = (_Absent() for _ in range(5))

    def setflags(self, write=None, align=None, uic=None):
        """NumPy's scalars' setflags changes nothing (their flags are fixed; setting one
        through ``flags`` raises)."""
        return None

    @property
    def base(self):
        return None

    @property
    def real(self):
        return self if self._dtype.kind != "c" else scalar_copy(ndarray.real.fget(self))

    @property
    def imag(self):
        if self._dtype.kind != "c":
            return as_scalar(ndarray.imag.fget(self).copy())
        return scalar_copy(ndarray.imag.fget(self))

    # NumPy's scalars have no matrix product: an array's, or Python's TypeError
    def __matmul__(self, o): return _lacking(operator.matmul, self, o, False)
    def __rmatmul__(self, o): return _lacking(operator.matmul, self, o, True)

    # ---- in-place operators make a new scalar, as for Python's numbers
    def __iadd__(self, o): return self + o
    def __isub__(self, o): return self - o
    def __imul__(self, o): return self * o
    def __itruediv__(self, o): return self / o
    def __ifloordiv__(self, o): return self // o
    def __imod__(self, o): return self % o
    def __ipow__(self, o): return self ** o
    def __ilshift__(self, o): return self << o
    def __irshift__(self, o): return self >> o
    def __iand__(self, o): return self & o
    def __ior__(self, o): return self | o
    def __ixor__(self, o): return self ^ o
    def __imatmul__(self, o): return self @ o


def _returns_scalar(name):
    """NumPy's scalar method ``name``: the array method's, whose 0-d array result (its out=)
    comes back as a scalar of its value (NumPy's PyArray_Return); the out is written."""
    def method(self, *args, **kwargs):
        r = getattr(ndarray, name)(self, *args, **kwargs)
        return scalar_copy(r) if type(r) is ndarray and not r._shape else r
    method.__name__ = method.__qualname__ = name
    method.__doc__ = getattr(ndarray, name, None).__doc__ if hasattr(ndarray, name) else None
    return method


for _name in ("all", "any", "argmax", "argmin", "choose", "clip", "conj", "conjugate", "max",
              "mean", "min", "prod", "round", "std", "sum", "take", "var"):
    setattr(generic, _name, _returns_scalar(_name))


class _real(generic):
    __slots__ = ()

    def __round__(self, ndigits=None):
        if ndigits is None:
            return round(self._host())  # a Python int, as NumPy's
        r = self.round(ndigits)
        return r if isinstance(r, generic) else as_scalar(r)

    def __trunc__(self):
        if self._dtype.char != "d":  # (float64 is NumPy's one scalar with __trunc__: a float)
            raise TypeError("type %s doesn't define __trunc__ method" % _type_name(self))
        return math.trunc(self._host())

    # (NumPy's integer scalars have no __floor__ or __ceil__: Python floors their float, so a
    # uint64's 2**64 - 1 gives 2**64, as NumPy's)
    def __floor__(self):
        return math.floor(float(self._host()))

    def __ceil__(self):
        return math.ceil(float(self._host()))


def _no_round(self, ndigits=None):
    # (NumPy's bool and complex scalars have no __round__ or __trunc__: Python's TypeError,
    # naming NumPy's type)
    raise TypeError("type %s doesn't define __round__ method" % _type_name(self))


def _no_trunc(self):
    raise TypeError("type %s doesn't define __trunc__ method" % _type_name(self))


class bool_(generic):
    """A device scalar of dtype bool (NumPy: ``numpy.bool``)."""
    __slots__ = ()

    __round__, __trunc__ = _no_round, _no_trunc


#: what NumPy's scalars leave to repeat itself: ``'#' * n``, ``[0] * n`` (array_methods)
SEQUENCES = (str, bytes, bytearray, list, tuple)


def sequence_repeat(s):
    """``s * seq`` or ``seq * s`` of a device scalar ``s`` and one of ``SEQUENCES``: NumPy's
    scalars leave the sequence to repeat itself instead of multiplying it as an array
    (NotImplemented: Python repeats it by an integer's ``__index__``; a scalar of another
    kind is Python's TypeError, naming NumPy's type)."""
    if s._dtype.kind in "iu":
        return NotImplemented
    raise TypeError("can't multiply sequence by non-int of type '%s'" % _type_name(s))


class integer(_real):
    """A device scalar of an integer dtype (NumPy: ``numpy.integer``)."""
    __slots__ = ()

    # numbers.Integral's and NumPy's integer scalars' own methods (fractions.Fraction(n), ...)
    @property
    def numerator(self):
        return self

    @property
    def denominator(self):
        return 1

    def is_integer(self):
        return True

    def bit_count(self):
        return self._host().bit_count()


class floating(_real):
    """A device scalar of a floating dtype (NumPy: ``numpy.floating``)."""
    __slots__ = ()

    # NumPy's floating scalars' methods, as Python's float has them
    def is_integer(self):
        return self._host().is_integer()

    def as_integer_ratio(self):
        return self._host().as_integer_ratio()


def _hex(self):
    return self._host().hex()


def _fromhex(cls, string):
    return cls(cls._numpy_type.fromhex(string))


#: what a NumPy scalar type has of its own beyond its kind's: float64 is a Python float, so it
#: has float's hex() and the class method fromhex() (``type(x).fromhex``; NumPy's other floats
#: have neither)
_OWN = {numpy.float64: {"hex": _hex, "fromhex": classmethod(_fromhex)}}


class complexfloating(generic):
    """A device scalar of a complex dtype (NumPy: ``numpy.complexfloating``)."""
    __slots__ = ()

    # NumPy's complex scalars convert to float and int (the real part, with NumPy's
    # ComplexWarning) where a 0-d complex array refuses
    def __float__(self):
        fperr.discard_imaginary()
        return float(self._host().real)

    def __int__(self):
        fperr.discard_imaginary()
        return int(self._host().real)

    __round__, __trunc__ = _no_round, _no_trunc

    # NumPy's complex scalars have no floor division, remainder or divmod of their own
    def __floordiv__(self, o): return _lacking(operator.floordiv, self, o, False)
    def __rfloordiv__(self, o): return _lacking(operator.floordiv, self, o, True)
    def __mod__(self, o): return _lacking(operator.mod, self, o, False)
    def __rmod__(self, o): return _lacking(operator.mod, self, o, True)
    def __divmod__(self, o): return _lacking(divmod, self, o, False)
    def __rdivmod__(self, o): return _lacking(divmod, self, o, True)


_ARRAY_OPS = {operator.floordiv: ("__floordiv__", "__rfloordiv__"),
              operator.mod: ("__mod__", "__rmod__"), divmod: ("__divmod__", "__rdivmod__"),
              operator.matmul: ("__matmul__", "__rmatmul__")}


def host_operand(o):
    """A device scalar's value as NumPy's scalar; anything else as it is."""
    return o._host() if isinstance(o, generic) else o


def _lacking(op, s, o, reflected):
    """The operator ``op`` of scalar ``s`` and ``o`` where NumPy's scalar has none of its own:
    with an array the array's (its ufunc's error), with anything else NumPy's scalars on the
    host values say what they say (their "unsupported operand type(s)", or the ufunc's)."""
    if not (isinstance(o, (ndarray, numpy.ndarray))
            and not isinstance(o, (generic, numpy.generic))):
        a, b = (o, s) if reflected else (s, o)
        op(host_operand(a), host_operand(b))  # (raises NumPy's TypeError)
    return getattr(ndarray, _ARRAY_OPS[op][reflected])(s, o)


class datetime64(generic):
    """A device scalar of a datetime64 dtype (NumPy: ``numpy.datetime64``)."""
    __slots__ = ()


class timedelta64(generic):
    """A device scalar of a timedelta64 dtype (NumPy: ``numpy.timedelta64``, an integer)."""
    __slots__ = ()

    # NumPy's timedelta64 is a signedinteger: numbers.Integral's methods of NumPy's integers
    # (no bit_count: NumPy's has none)
    numerator, denominator, is_integer = integer.numerator, integer.denominator, integer.is_integer


class void(generic):
    """A record (NumPy: ``numpy.void``): ``a[i]`` of a structured array, a 0-d view of the
    array's memory that writes through as NumPy's void scalar does (``r['x'] = 1``, ``r[0] =
    1``); a sequence of its fields (``len``, iteration, fields by name or position: the
    structured arrays' rules in ndarray.py).  Its copies (``copy``, ``astype``, results of
    routines) are records of their own memory."""
    __slots__ = ()
    _numpy_type = numpy.void

    __getitem__ = ndarray.__getitem__
    _writeable = ndarray._writeable  # (a view of a read-only array is read-only)

    def __setitem__(self, key, value):
        """NumPy's void scalar's assignment: one field, by name or by position (an integer;
        any other key, a bool, a slice, ``...``, a list of names: IndexError), its value
        packed as one element of the field's dtype, as NumPy's element assignment packs it
        (``int()`` of a sequence for an integer field: TypeError; a 1-element array into a
        float: ValueError; a list into a bool: its truth)."""
        names = self._dtype.names
        if not isinstance(key, str):
            try:
                if isinstance(key, (bool, numpy.bool_)):
                    raise TypeError
                n = operator.index(key)
            except TypeError:
                raise IndexError("invalid index") from None
            if n < 0:
                n += len(names)
            if not 0 <= n < len(names):
                raise IndexError("invalid index (%d)" % n)
            key = names[n]
        elif key not in self._dtype.fields:
            raise ValueError("no field of name %s" % key)
        if not self._writeable():
            raise ValueError("assignment destination is read-only")
        probe = numpy.zeros(1, self._dtype.fields[key][0])
        _host_assign(probe, 0, value.get() if isinstance(value, ndarray) else value, True)
        ndarray.__setitem__(self, key, probe.reshape(probe.shape[1:]))
    fill = ndarray.fill

    def setfield(self, val, dtype, offset=0):
        # into the record's bytes, as NumPy's void scalar writes (array_methods.py attaches
        # the array's method)
        return ndarray.setfield(self, val, dtype, offset)

    def __len__(self):
        return len(self._dtype.names)

    def __iter__(self):
        return (self[name] for name in self._dtype.names)

    def __contains__(self, value):
        return any(f == value for f in self)  # (NumPy's: a field equal to it)

    def copy(self, order="K"):
        return scalar_copy(self)

    def __copy__(self):
        return scalar_copy(self)

    def __deepcopy__(self, memo):
        return scalar_copy(self)

    @property
    def base(self):
        return ndarray.base.fget(self)


class record(void):
    """A record of a dtype whose type is NumPy's ``record`` (``a.view(np.dtype((np.record,
    a.dtype)))``, the dtype NumPy's record arrays hold): NumPy's record scalar, whose fields
    are attributes too (after its own attributes), its nested records records again, and
    ``pprint``."""
    __slots__ = ()
    _numpy_type = numpy.record

    def _fields(self):
        try:
            return object.__getattribute__(self, "_dtype").fields or {}
        except AttributeError:  # (not made yet: no fields)
            return {}

    def __getattr__(self, name):  # (called after the array's own attributes)
        if not name.startswith("__") and name in self._fields():
            return self[name]
        if any(name in c.__dict__ for c in type(self).__mro__):
            return object.__getattribute__(self, name)  # (a property's own error)
        raise AttributeError("'record' object has no attribute '%s'" % name, name=name, obj=self)

    def __setattr__(self, name, value):
        if name in ("setfield", "getfield", "dtype"):
            raise AttributeError("Cannot set '%s' attribute" % name)
        if name in self._fields():
            self[name] = value
        elif name.startswith("_") or any(name in c.__dict__ for c in type(self).__mro__):
            object.__setattr__(self, name, value)  # (the engines' own attributes, __class__)
        else:
            raise AttributeError("'record' object has no attribute '%s'" % name)

    def pprint(self):
        """Pretty-print all fields."""
        names = self._dtype.names
        width = max(len(name) for name in names)
        return "\n".join("%*s: %s" % (width, name, getattr(self, name)) for name in names)


# (bool_ and datetime64 are no numbers.Number, as NumPy's: numpy.isscalar is true of them
# through isinstance(x, numpy.generic), which asks __class__; matplotlib's units take a
# Number for a plain number, not a date)
numbers.Integral.register(integer)
numbers.Integral.register(timedelta64)
numbers.Real.register(floating)
numbers.Complex.register(complexfloating)

_BY_KIND = {"b": bool_, "i": integer, "u": integer, "f": floating, "c": complexfloating,
            "M": datetime64, "m": timedelta64}


class _TypeDtype:
    """A device scalar class's ``dtype``: an instance's dtype, and on the class NumPy's dtype
    of the type it stands for, which is how NumPy reads a class that is none of its own
    (``numpy.dtype(type(x))``, ``issubdtype(type(x), numpy.integer)``, ``dtype=type(x)``)."""
    __slots__ = ("_dt",)

    def __init__(self, dt):
        self._dt = dt

    def __get__(self, obj, cls=None):
        return self._dt if obj is None else obj._dtype


class _TypeDoc:
    """A device scalar class's ``__doc__``: its NumPy type's, as NumPy's reads on the class
    and on an instance (``help(x)``, ``np.info(x)``: the instance's begins with the
    constructor's signature, which the class's leaves out)."""
    __slots__ = ("_t",)

    def __init__(self, t):
        self._t = t

    def __get__(self, obj, cls=None):
        return self._t.__doc__ if obj is None else vars(self._t).get("__doc__")


def _named(t):
    """The device scalar class for NumPy's scalar type ``t``: a subclass of its kind's class
    that Python names as ``t`` (``type(x).__name__`` is 'float64', ``type(x)`` prints
    ``<class 'numpy.float64'>``, json's TypeError names 'int64'), though it is not ``t``;
    calling it makes a value as ``t`` does (``type(x)(0.5)``)."""
    cls = type(t.__name__, (_BY_KIND[numpy.dtype(t).kind],),
               {"__slots__": (), "_numpy_type": t, "__qualname__": t.__qualname__,
                "__doc__": _TypeDoc(t), "dtype": _TypeDtype(numpy.dtype(t)), **_OWN.get(t, {})})
    cls.__module__ = t.__module__  # (after ndarray's __init_subclass__: one of gpnumpy's own)
    return cls


# the record classes as Python names them, and their dtypes on the classes, as _named's classes
# (type(r) prints <class 'numpy.void'>, numpy.dtype(type(r)) is dtype('V'))
for _cls in (void, record):
    _cls.__module__, _cls.__doc__ = "numpy", _TypeDoc(_cls._numpy_type)
    _cls.dtype = _TypeDtype(numpy.dtype(_cls._numpy_type))

# NumPy's scalars are immutable: shape and strides (settable on an array) are not writable,
# and every attribute refuses assignment with NumPy's message ('numpy.generic' objects)
generic.shape = property(ndarray.shape.fget)
generic.strides = property(ndarray.strides.fget)
for _cls in (generic, _real, bool_, integer, floating, complexfloating, datetime64, timedelta64,
             void, record):
    as_getsets(_cls)

# one class per NumPy scalar type of a device dtype, made once (as_scalar re-classes by it)
_BY_TYPE = {t: _named(t) for t in {numpy.dtype(c).type for c in numpy.typecodes["All"]}
            if numpy.dtype(t).kind in _BY_KIND}
_BY_TYPE[numpy.void] = void  # (records of structured arrays of device fields)
_BY_TYPE[numpy.record] = record
#: the record classes, by whether the dtype's type is NumPy's record (ndarray.py's hook)
RECORD_TYPES = (void, record)
SCALAR_TYPES = (*_BY_TYPE.values(), bool_, integer, floating, complexfloating, datetime64,
                timedelta64)
#: the same for ``type(x) in``: a set finds a type by its hash, where a tuple compares each
#: with == through the metaclass (a quarter of a microsecond an operation)
SCALAR_TYPE_SET = frozenset(SCALAR_TYPES)


def inplace(fn, target, *args, **kw):
    """``fn(*args, out=target, **kw)``: a routine's in-place step on its own intermediate
    ``target``; where that is a device scalar (immutable: no ufunc takes one as ``out=``), on a
    writeable copy, which comes back as a scalar.  Returns the result."""
    if isinstance(target, generic):
        t = _plain_copy(target)
        fn(*args, out=t, **kw)
        return as_scalar(t)
    return fn(*args, out=target, **kw)


def as_scalar(a):
    """The 0-d array ``a``, which the caller just allocated, as a device scalar (no copy)."""
    if type(a) is ndarray:
        cls = a.__class__ = _BY_TYPE[a._dtype.type]
        a._ro = cls not in RECORD_TYPES  # (a record of its own memory is writeable, as NumPy's)
        m = a._mem
        if type(m) is device.Held and m.real is None:
            # (a read-only scalar's memory whose bytes are still its value: nothing writes it;
            # once device memory was made for an array, the device's bytes are the value)
            m.frozen = a._ro
    return a


def scalar_copy(v):
    """A device scalar holding a copy of the element of the 0-d array ``v`` (asynchronous)."""
    return element(v, v._offset)


def element(v, offset):
    """A device scalar holding a copy of the element of array ``v`` at byte ``offset`` (a
    full integer index, ndarray.__getitem__; asynchronous)."""
    dt = v._dtype
    if dt.hasobject:  # pragma: no cover - (object data lives in NumPy arrays, on the host)
        out = _fresh((), dt)
        out._host_view()[()] = _make(v._mem, offset, (), (), dt, None)._host_view()
    else:
        m = device.element(v._mem, offset, dt.itemsize)
        if m is not None:  # (the element's bytes, from a host mirror or host memory)
            out = _make(m, 0, (), (), dt, None)
        else:
            out = _fresh((), dt)
            device.copy_d2d(out._mem.ptr, v._mem.ptr + offset, dt.itemsize, fresh=True)
    cls = out.__class__ = _BY_TYPE[dt.type]
    out._ro = cls not in RECORD_TYPES
    if type(out._mem) is device.Held:
        out._mem.frozen = out._ro  # (a read-only scalar's new memory: nothing writes it)
    return out


def _value(r):
    """A scalar method's result ``r``: a plain 0-d array as a scalar of its value (a copy, as
    NumPy's PyArray_Return gives); anything else as it is."""
    return scalar_copy(r) if type(r) is ndarray and not r._shape else r


def _plain_copy(s):
    """A new, writeable plain 0-d array with the value of ``s``."""
    out = scalar_copy(s)
    out.__class__ = ndarray
    out._ro = False
    if type(out._mem) is device.Held:
        out._mem.frozen = False  # (an array's memory: it may be written)
    return out


def plain(s):
    """A plain ndarray view of ``s``, a device scalar or an instance of a user's subclass
    (what ``asarray`` hands on to the engines); it keeps ``s``'s writeability (a scalar's
    view is read-only)."""
    v = _make(s._mem, s._offset, s._shape, s._strides, s._dtype, s)
    v._ro = s._ro
    return v


_PY_NUMBERS = (int, float, complex, bool)


def held_values(args):
    """The host values of ``args`` where each is a device scalar or 0-d array whose value is
    held on the host (``device.held_value``) or a Python number, at least one of the
    former; else None."""
    hv = []
    held = False
    for x in args:
        if type(x) in SCALAR_TYPE_SET or type(x) is ndarray and not x._shape:
            v = device.held_value(x)
            if v is None:
                return None
            hv.append(v)
            held = True
        elif type(x) in _PY_NUMBERS:
            hv.append(x)
        else:
            return None
    return hv if held else None


def on_host(name, fn, hv, quiet=False):
    """``fn(*hv)``, NumPy's own math of host values, its floating-point errors reported as
    ``name``'s (``fperr.host``; ``quiet``: the loop sets no error flags, so none to catch);
    its NumPy scalars (one, or a tuple) as device scalars."""
    if quiet:
        r = fn(*hv)
    elif _big_python_number(hv):
        # (NumPy casts a Python number into the loop's type first: one beyond float16's range
        # may overflow there, '... in cast', NumPy's names through its error log; a Python
        # int only where a float16/float32/complex64 scalar takes it)
        r = fperr.host_numpy(lambda: fn(*hv), scalar=True)
    else:
        r = fperr.host(name, lambda: fn(*hv))
    if type(r) is tuple:
        return tuple(from_numpy(x) if isinstance(x, numpy.generic) else x for x in r)
    return from_numpy(r) if isinstance(r, numpy.generic) else r


def _big_python_number(hv):
    """Whether a Python number among the host values may overflow in NumPy's cast of it to
    the loop's type (beyond float16's range; an int only where a narrow scalar takes it)."""
    for v in hv:
        t = type(v)
        if t in _HELD:  # (a NumPy scalar: the usual case, nothing to cast)
            continue
        if (t is float or t is complex) and abs(v) > 65504.0 or \
                t is int and abs(v) > 65504 and _narrow_among(hv):
            return True
    return False


def _narrow_among(hv):
    """Whether a float16, float32 or complex64 NumPy scalar is among the host values."""
    return any(type(v) in _NARROW_TYPES for v in hv)


_NARROW_TYPES = frozenset((numpy.float16, numpy.float32, numpy.complex64))

#: NumPy's numeric scalar types and their dtypes (from_numpy's quick path)
_HELD = {t: check_dtype(numpy.dtype(t)) for t in (
    numpy.bool_, numpy.int8, numpy.uint8, numpy.int16, numpy.uint16, numpy.int32, numpy.uint32,
    numpy.int64, numpy.uint64, numpy.float16, numpy.float32, numpy.float64, numpy.complex64,
    numpy.complex128)}


def from_numpy(h):
    """A device scalar with the value of the NumPy scalar (or 0-d array) ``h``: on a GPU, its
    bytes held on the host (device.Held: device memory only where the device needs it)."""
    dt = _HELD.get(type(h))
    if dt is not None:  # (a NumPy scalar of a numeric type: its bytes, read-only)
        s = _make(device.held(numpy.frombuffer(h, numpy.uint8), True), 0, (), (), dt, None)
        s.__class__ = _BY_TYPE[dt.type]  # (as_scalar's, in line: no record type here)
        s._ro = True
        return s
    return as_scalar(_upload(numpy.asarray(h)))  # (a 0-d value: held too, ndarray.held)


def iterate(a):
    """``iter(a)`` of a 1-d array of a numeric dtype on a GPU (ndarray.__iter__): its elements
    as device scalars whose values come from host copies of runs of the array, one wait per
    run (16 elements, doubling up to 64 Ki; 16 again after a write), not one per element: Python's ``sum(a)``, ``list``
    and ``for x in a`` then cost host work alone (the scalars are held, from_numpy).  A run is
    read again from the next element where a write into existing device memory (a new
    device.epoch: the loop's body wrote, e.g. ``a[i + 1] += x``) or an export (``shared``: a
    foreign writer) may have changed it, so every element is the array's value when taken,
    as NumPy's iteration gives; exported memory is read element by element."""
    n = a._shape[0]
    i = 0
    run = 16
    while i < n:
        if a._mem.shared:
            yield a[i]
            i += 1
            continue
        h = a[i:i + min(run, n - i)].get()
        e = device.epoch  # (after the read: a flush it made may have begun a new epoch)
        m = a._mem
        run = min(run * 2, 65536)
        for v in h:
            if device.epoch != e or m.shared:
                run = 16  # (a loop that writes: short runs again)
                break
            i += 1
            yield from_numpy(v)


def result(r):
    """A routine's result ``r``, which the routine just allocated: as NumPy's scalar when 0-d."""
    return as_scalar(r) if type(r) is ndarray and not r._shape else r


def _rebuild(h):
    return from_numpy(h)


# the array floor calls these at run time (ndarray.py's _above)
_above.scalar_copy, _above.plain, _above.from_numpy = scalar_copy, plain, from_numpy
_above.element, _above.iterate = element, iterate
_above.scalar_types = SCALAR_TYPES
_above.record_types = RECORD_TYPES
