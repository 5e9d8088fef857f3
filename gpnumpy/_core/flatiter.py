"""``ndarray.flat``: NumPy's flatiter over a device array.

Reads index the array in C order and give new arrays (an integer gives a scalar); writes go
to the array itself, values repeated cyclically over the selection as NumPy's flat assignment
does.  A C-contiguous array is indexed through its flat view; any other layout reads a C-order
copy, and a write goes through such a copy and back (two copies, no host round trip).
"""
from __future__ import annotations

import operator

import numpy

from .ndarray import ndarray, asarray_any, _scalar_for, to_host
from .manipulation import resize
from .elementwise import copy_into


class flatiter:
    """Flat iterator object to iterate over a gpnumpy array (NumPy's ``numpy.flatiter``)."""

    __slots__ = ("_a", "_i")
    __hash__ = None

    def __init__(self, a):
        self._a = a
        self._i = 0

    @property
    def base(self):
        """The array being iterated over."""
        return self._a

    @property
    def index(self):
        """The flat index of the next element."""
        return self._i

    @property
    def coords(self):
        """The N-dimensional index of the next element."""
        return self._coords(self._i)

    def _coords(self, i):
        shape = self._a._shape
        out = []
        for n in reversed(shape[1:]):
            if n == 0:
                out.append(0)
                continue
            i, r = divmod(i, n)
            out.append(r)
        if shape:
            out.append(i)
        return tuple(reversed(out))

    def __len__(self):
        return self._a._size

    def __iter__(self):
        return self

    def __next__(self):
        a = self._a
        if self._i >= a._size:
            raise StopIteration
        v = a[self._coords(self._i)]
        self._i += 1
        return v

    def copy(self):
        """A copy of the iterated array, flattened (one dimension, C order)."""
        return self._a.flatten()

    def __array__(self, dtype=None, copy=None):
        h = self._a.get().reshape(-1)
        return h if dtype is None else h.astype(dtype, copy=False)

    def __repr__(self):
        return "<gpnumpy.flatiter object at %#x>" % id(self)

    # comparisons: NumPy's flatiter compares as its flattened copy
    def __eq__(self, o): return self.copy() == o
    def __ne__(self, o): return self.copy() != o
    def __lt__(self, o): return self.copy() < o
    def __le__(self, o): return self.copy() <= o
    def __gt__(self, o): return self.copy() > o
    def __ge__(self, o): return self.copy() >= o

    # ------------------------------------------------------------ indexing
    def _flat(self):
        """(a 1-d C-order array of the elements, whether it is a copy)."""
        a = self._a
        if a._flags_c():
            return a._view((a._size,), (a._dtype.itemsize,), a._offset), False
        return a.ravel(), True

    def _key(self, key):
        """The key as ('int', i) | ('slice', s) | ('array', device array)."""
        if isinstance(key, tuple):
            if len(key) > 1:
                raise IndexError("too many indices for flat iterator: flat iterator is "
                                 "1-dimensional, but %d were indexed" % len(key))
            key = key[0] if key else Ellipsis
        if key is Ellipsis:
            return "slice", slice(None)
        if isinstance(key, slice):
            return "slice", key
        if isinstance(key, (bool, numpy.bool_)):
            key = asarray_any(numpy.array([key]))  # (NumPy: a 0-d boolean mask)
        if not isinstance(key, (ndarray, numpy.ndarray, list, tuple)) and hasattr(key, "__index__"):
            n = self._a._size
            i = operator.index(key)
            if i < -n or i >= n:
                raise IndexError("index %d is out of bounds for size %d" % (i, n))
            return "int", i + n if i < 0 else i
        if isinstance(key, (float, complex, numpy.inexact)) or key is None:
            raise IndexError("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis "
                             "(`None`) and integer or boolean arrays are valid indices")
        k = key if isinstance(key, ndarray) else asarray_any(
            numpy.asarray(key) if not isinstance(key, list) or key else numpy.zeros(0, numpy.intp))
        if k._dtype.kind == "b":
            if k._ndim > 1:
                raise IndexError("too many indices for flat iterator: flat iterator is "
                                 "1-dimensional, but %d were indexed" % k._ndim)
            if k._ndim == 1 and k._shape[0] != self._a._size:
                raise IndexError("boolean index did not match indexed flat iterator along axis "
                                 "0; size of axis is %d but size of corresponding boolean axis "
                                 "is %d" % (self._a._size, k._shape[0]))
        elif k._dtype.kind not in "iu":
            raise IndexError("arrays used as indices must be of integer (or boolean) type")
        return "array", k

    def __getitem__(self, key):
        self._i = 0  # (NumPy's flatiter starts over on indexing)
        kind, k = self._key(key)
        if kind == "int":
            return self._a[self._coords(k)]
        flat, _ = self._flat()
        r = flat[k]
        return r.copy() if r._base is not None else r  # (NumPy: a new array)

    def __setitem__(self, key, value):
        self._i = 0
        a = self._a
        if not a._writeable():
            raise ValueError("underlying array is read-only")
        kind, k = self._key(key)
        if kind == "int":
            a[self._coords(k)] = _one_value(value, a._dtype)
            return
        vals = _values(value, a._dtype)
        if vals._size == 0:
            return
        flat, copied = self._flat()
        if kind == "slice":
            n = len(range(*k.indices(a._size)))
            target_shape = (n,)
        elif k._dtype.kind == "b":
            n = int(k.sum()) if vals._size > 1 else 1
            target_shape = (n,)
        else:
            n = k._size
            target_shape = k._shape
        if n == 0:
            return
        if vals._size not in (1, n):  # NumPy repeats the values over the selection
            vals = resize(vals, n)
        if vals._size == n:
            vals = vals.reshape(target_shape)
        else:
            vals = vals.reshape(())
        flat[k] = vals
        if copied:
            copy_into(a, flat.reshape(a._shape))


def _values(value, dtype):
    """The assigned values as a 1-d device array of ``dtype`` (NumPy casts them unsafely)."""
    if isinstance(value, ndarray):
        v = value
        if v._dtype != dtype:
            v = v.astype(dtype)
    elif numpy.ndim(value) == 0 and not isinstance(value, numpy.ndarray):
        v = asarray_any(_scalar_for(value, dtype))
    else:
        h = numpy.asarray(to_host(value))
        with numpy.errstate(all="ignore"):
            h = h.astype(dtype) if h.dtype != dtype else h
        v = asarray_any(h)
    return v.reshape(-1)


def _one_value(value, dtype):
    v = _values(value, dtype)
    if v._size == 0:
        raise ValueError("Error setting single item of array.")
    return v[0]
