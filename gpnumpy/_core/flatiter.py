"""``ndarray.flat``: NumPy's flatiter over a device array.

Reads index the array in C order and give new arrays (an integer gives a scalar); writes go
to the array itself, values repeated cyclically over the selection as NumPy's flat assignment
does.  A C-contiguous array is indexed through its flat view; any other layout reads a C-order
copy, and a write goes through such a copy and back (two copies, no host round trip).
"""
from __future__ import annotations

import operator
import warnings

import numpy

from .ndarray import (ndarray, asarray_any, as_intp, first_out_of_bounds, slice_indices,
                      _scalar_for, to_host)
from .manipulation import resize
from .elementwise import copy_into
from .scalars import SCALAR_TYPE_SET


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

    def _at(self):
        """The flat index of the next element (after a write through an index array, the
        last index written, a 0-d device array read only now)."""
        i = self._i
        if not isinstance(i, int):
            n = self._a._size
            i = self._i = int(to_host(i))
            if i < 0:
                i = self._i = i + n
        return i

    @property
    def index(self):
        """The flat index of the next element."""
        return self._at()

    @property
    def coords(self):
        """The N-dimensional index of the next element."""
        return self._coords(self._at())

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
        i = self._at()
        if i >= a._size:
            raise StopIteration
        v = a[self._coords(i)]
        self._i = i + 1
        return v

    def copy(self):
        """A copy of the iterated array, flattened (one dimension, C order)."""
        return self._a.flatten()

    def __array__(self, dtype=None, copy=None):
        # (the array's own conversion: a cast's warnings come from the caller's line)
        h = self._a.__array__(dtype, copy=True).reshape(-1)
        if not (self._a.flags.c_contiguous and self._a.flags.writeable):
            # (NumPy's: a view of a writeable C-contiguous array, else a read-only copy)
            h.flags.writeable = False
        return h

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

    def _here(self):
        """The coordinates of the iterator's current element (NumPy's ``dataptr``, which a 0-d
        boolean index reads and writes without starting over).  Past the end NumPy reads
        memory beyond the array; here that is an IndexError."""
        n = self._a._size
        i = self._at()
        if i >= n:
            raise IndexError("index %d is out of bounds for size %d" % (i, n))
        return self._coords(i)

    def __getitem__(self, key):
        n = self._a._size
        kind, entries = _parse(key, n)
        first = entries[0][0] if entries else None
        if first == _NEW:
            raise IndexError(_GENERAL)
        if kind == _ELL:
            return self[slice(None)]
        if first == _BOOL0:
            _deprecated(_BOOL0)
            if entries[0][1]:
                return self._a[self._here()]
            return self._flat()[0][0:0].copy()
        self._i = 0  # (NumPy's flatiter starts over here, whatever follows)
        if kind == _INT:
            return self._a[self._coords(_in_bounds(entries[0][1], n))]
        flat, _ = self._flat()
        if kind == _SLICE:
            r = flat[_slice(entries[0][1], n)]
        elif kind == _BOOL:
            r = flat[entries[0][1]]
        elif kind == _FANCY:
            k = _intp(entries[0])
            try:
                r = flat[k]
            except IndexError:
                bad = first_out_of_bounds(k, n)
                if bad:  # (NumPy's text: "... for size n", not "for axis 0 ...")
                    _in_bounds(bad[1], n)
                raise
        else:
            raise IndexError(_GENERAL)
        return r.copy() if r._base is not None else r  # (NumPy: a new array)

    def __setitem__(self, key, value):
        a = self._a
        if not a._writeable():
            raise ValueError("underlying array is read-only")
        n = a._size
        kind, entries = _parse(key, n)
        first = entries[0][0] if entries else None
        if first == _NEW:
            raise IndexError(_GENERAL)
        if kind == _ELL:
            if isinstance(key, tuple):  # flat[()] and flat[...,] read all, write nothing
                raise IndexError("Assigning to a flat iterator with a 0-D index is not "
                                 "supported")
            self[slice(None)] = value
            return
        if first == _BOOL0:
            _deprecated(_BOOL0)
            if entries[0][1]:
                a[self._here()] = _pack(value, a._dtype)  # (NumPy's own errors here)
            return
        self._i = 0
        if kind == _INT:
            i = _in_bounds(entries[0][1], n)
            try:
                v = _pack(value, a._dtype)
            except Exception:
                raise ValueError("Error setting single item of array.") from None
            a[self._coords(i)] = v
            return
        vals = _values(value, a._dtype)  # (NumPy converts the values before the index checks)
        if vals._size == 0:
            return
        if kind == _SLICE:
            k = _slice(entries[0][1], n)
            self._scatter(k, (len(range(*k.indices(n))),), vals)
        elif kind == _BOOL:
            k = entries[0][1]
            self._scatter(k, (int(k.sum()) if vals._size > 1 else 1,), vals)
        elif kind == _FANCY:
            k = _intp(entries[0])
            try:
                self._scatter(k, k._shape, vals)
            except IndexError:
                # NumPy writes index by index: those before the first bad one are written
                bad = first_out_of_bounds(k, n)
                if bad:
                    p = bad[0]
                    if p:
                        self._scatter(k.reshape(-1)[:p], (p,), vals)
                        self._i = k.reshape(-1)[p - 1]
                    _in_bounds(bad[1], n)
                raise
            if k._size:
                # NumPy's iterator stays at the last index written: read only if asked (_at)
                self._i = k.reshape(-1)[k._size - 1]
        else:
            raise IndexError(_GENERAL)

    def __delitem__(self, key):
        raise TypeError("Cannot delete iterator elements")

    def _scatter(self, k, target_shape, vals):
        """Write ``vals`` repeated cyclically over the ``target_shape`` elements ``k`` selects
        of the C-order elements (through a copy and back for a layout that is not C)."""
        a = self._a
        m = 1
        for d in target_shape:
            m *= d
        if m == 0:
            return
        if vals._size not in (1, m):  # NumPy repeats the values over the selection
            vals = resize(vals, m)
        vals = vals.reshape(target_shape) if vals._size == m else vals.reshape(())
        flat, copied = self._flat()
        flat[k] = vals
        if copied:
            copy_into(a, flat.reshape(a._shape))


flatiter.__module__ = "gpnumpy"  # (named by its public module, as NumPy's is 'numpy')


# ---------------------------------------------------------------- the key, as NumPy reads it
# The key is read on the host as NumPy's prepare_index_noarray reads a flat iterator's key
# (one dimension of the iterator's size): its entries in order, each an Ellipsis, None, slice,
# integer, boolean array or integer array, with NumPy's errors and deprecations; index arrays
# that are gpnumpy arrays stay on the device (only a 0-d one is read).
_ELL, _NEW, _SLICE, _INT, _BOOL, _FANCY, _SCALAR_ARRAY = 1, 2, 4, 8, 16, 32, 64
_BOOL0 = "bool0"  # an entry's kind only: a 0-d boolean (counts as _FANCY in the key's kind)
_MAXDIMS = 64     # NumPy 2's NPY_MAXDIMS

_GENERAL = ("only integers, slices (`:`), ellipsis (`...`) and integer or boolean arrays are "
            "valid indices")
_BOOL_ITER = ("boolean indices for iterators are not supported because of previous behavior "
              "that was confusing (valid boolean indices are expected to work in the future)")


def _is_array(x):
    return isinstance(x, (ndarray, numpy.ndarray))


def _parse(key, n):
    """(the key's kind: _ELL | _NEW | ... bits, its entries [(kind, value, extent)])."""
    if type(key) is tuple:
        raw = list(key)
    elif isinstance(key, tuple):
        raw = list(tuple(key))  # (a tuple subclass: through its __iter__)
    else:
        raw = [key]
    if len(raw) > 2 * _MAXDIMS:
        raise IndexError("too many indices for array")
    kind, used, new, fancy_ndim = 0, 0, 0, 0
    entries = []
    ell_at = -1
    for obj in raw:
        if len(entries) > 2 * _MAXDIMS:
            raise IndexError("too many indices for flat iterator")
        if type(obj) in SCALAR_TYPE_SET:
            obj = obj.get()[()]  # (a device scalar is NumPy's scalar, no array)
        if obj is Ellipsis:
            if kind & _ELL:
                raise IndexError("an index can only have a single ellipsis ('...')")
            kind |= _ELL
            ell_at = len(entries)
            entries.append([_ELL, 0, None])
            continue
        if obj is None:
            kind |= _NEW
            entries.append([_NEW, None, None])
            new += 1
            continue
        if isinstance(obj, slice):
            kind |= _SLICE
            entries.append([_SLICE, obj, None])
            used += 1
            new += 1
            continue
        if type(obj) is int or not _is_array(obj):
            try:
                i = as_intp(obj)
            except Exception:  # (NumPy clears any error here and tries the object as an array)
                pass
            else:
                kind |= _INT
                entries.append([_INT, i, None])
                used += 1
                continue
        if _is_array(obj):
            arr = obj
        else:
            tmp = numpy.asarray(to_host(obj))
            if tmp.dtype.kind == "b" and type(key) is not bool:
                raise IndexError(_BOOL_ITER)
            if tmp.size == 0 or tmp.dtype.kind not in "biu":
                try:
                    arr = tmp.astype(numpy.intp)  # (NumPy's forced cast, its warnings)
                except ValueError:
                    raise IndexError(_GENERAL) from None
                if tmp.size and tmp.dtype.kind != "b":
                    _deprecated(_FANCY)  # a float, a Fraction...: still taken, deprecated
            else:
                arr = tmp
        dk = arr.dtype.kind
        if dk == "b":
            if len(raw) == 1 and arr.ndim == 1 and arr.shape[0] == n:
                kind = _BOOL
                entries.append([_BOOL, arr if isinstance(arr, ndarray) else asarray_any(arr),
                                None])
                used = 1
                fancy_ndim = 1
                break
            if arr.ndim == 0:
                kind |= _FANCY
                entries.append([_BOOL0, bool(to_host(arr)), None])
                fancy_ndim = max(fancy_ndim, 1)
                continue
            if len(entries) + arr.ndim >= 2 * _MAXDIMS:
                raise IndexError("too many indices for flat iterator")
            kind |= _FANCY
            # (the nonzero positions are needed only for a lone 1-d mask: _intp finds them)
            entries.extend([_FANCY, arr if d == 0 else None, arr.shape[d]]
                           for d in range(arr.ndim))
            used += arr.ndim
            fancy_ndim = max(fancy_ndim, 1)
            continue
        if dk in "iu":
            if arr.ndim == 0:
                entries.append([_INT, as_intp(to_host(arr)), None])
                kind |= _INT | _SCALAR_ARRAY
                used += 1
                continue
            fancy_ndim = max(fancy_ndim, arr.ndim)
            kind |= _FANCY
            entries.append([_FANCY, arr, -1])
            used += 1
            continue
        if arr is obj:
            raise IndexError("arrays used as indices must be of integer (or boolean) type")
        raise IndexError(_GENERAL)
    if used < 1:
        if kind & _ELL:
            entries[ell_at][1] = 1 - used
            new += 1 - used
        else:
            kind |= _ELL
            entries.append([_ELL, 1 - used, None])
            new += 1 - used
        used = 1
    elif used > 1:
        raise IndexError("too many indices for flat iterator: flat iterator is 1-dimensional, "
                         "but %d were indexed" % used)
    if kind & _SCALAR_ARRAY:
        if kind & _FANCY or kind == _INT | _SCALAR_ARRAY:
            kind -= _SCALAR_ARRAY
    if kind & (_NEW | _FANCY):
        if new + fancy_ndim > _MAXDIMS:
            raise IndexError("number of dimensions must be within [0, %d], indexing result "
                             "would have %d" % (_MAXDIMS, new + fancy_ndim))
        for t, _, ext in entries:
            if t == _FANCY and ext is not None and ext > 0 and ext != n:
                raise IndexError("boolean index did not match indexed flat iterator along axis "
                                 "0; size of axis is %d but size of corresponding boolean axis "
                                 "is %d" % (n, ext))
    return kind, entries


def _intp(entry):
    """A fancy entry's index array on the device as intp (NumPy's forced cast: a uint64 index
    wraps), or a 1-d mask's nonzero positions."""
    _, arr, ext = entry
    if ext is not None and ext >= 0:
        arr = numpy.asarray(to_host(arr)).nonzero()[0]  # (an empty mask: nothing to read)
    k = arr if isinstance(arr, ndarray) else asarray_any(numpy.asarray(arr))
    return k if k._dtype == numpy.intp else k.astype(numpy.intp)


def _slice(s, n):
    """``s`` with its bounds resolved for ``n`` elements (NumPy's PySlice_GetIndicesEx: its
    errors for a zero step or bounds that are not integers)."""
    start, stop, step = slice_indices(s, n)
    return slice(start, None if stop < 0 else stop, step)


def _in_bounds(i, n):
    if i < -n or i >= n:
        raise IndexError("index %d is out of bounds for size %d" % (i, n))
    return i + n if i < 0 else i


_PROBES = {_BOOL0: True, _FANCY: 0.0}
_said = {}


def _deprecated(which):
    """NumPy's DeprecationWarning for a 0-d boolean (``_BOOL0``) or a non-integer (``_FANCY``)
    flat index, its text asked of NumPy on a one-element stand-in (once): should a NumPy
    refuse such keys, its exception is raised instead."""
    said = _said.get(which)
    if said is None:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                numpy.zeros(1).flat[_PROBES[which]]
                said = [(w.category, str(w.message)) for w in caught]
            except Exception as e:  # (a NumPy that refuses the key)
                said = e
        _said[which] = said
    if isinstance(said, Exception):
        raise type(said)(*said.args)
    for category, message in said:
        warnings.warn(message, category, stacklevel=4)


def _pack(value, dtype):
    """``value`` as one element of ``dtype`` the way NumPy's PyArray_Pack makes it (its
    errors and warnings: a sequence refused, a bool of any object's truth): NumPy's own
    assignment of an integer-indexed element into a one-element host array."""
    if isinstance(value, ndarray):
        # (a device array: its element when it has one, else a stand-in of its shape)
        value = to_host(value) if value._size <= 1 else numpy.broadcast_to(
            numpy.zeros((), value._dtype), value._shape)
    h = numpy.empty(1, dtype)
    h[0] = value
    return h[0]


def _values(value, dtype):
    """The assigned values as a 1-d device array of ``dtype`` (NumPy's forced conversion:
    its errors for Python values out of range, its warnings for casts)."""
    if isinstance(value, ndarray):
        v = value
        if v._dtype != dtype:
            v = v.astype(dtype)
    else:
        v = asarray_any(numpy.asarray(to_host(value), dtype=dtype))
    return v.reshape(-1)
