"""The one cache policy: a bounded map that lets the least recently used entries go.

Every cache in gpnumpy (rendered kernels, launch layouts, ufunc loops, reduction plans,
cuFFT plans, ...) is an ``LRU``.  It sits in the kernels floor so that the compiler and
the launcher can use it; everything above imports it from here, and ``dtype_key``, the
form of a key that holds dtypes.
"""
from __future__ import annotations

import threading

import numpy

_MISS = object()
_DTYPE = numpy.dtype


#: the classes of NumPy's builtin dtypes, and key parts that are never dtypes (an isinstance
#: test of numpy.dtype costs ~70 ns, a set lookup ~20)
_DTYPES = frozenset(type(numpy.dtype(c)) for c in numpy.typecodes["All"])
_PLAIN = frozenset((type(None), str, int, float, complex, bool, type, bytes))


def dtype_key(*parts, _dts=_DTYPES, _plain=_PLAIN, _dt=_DTYPE, _is=isinstance, _tuple=tuple):
    """A cache key of ``parts`` that hold dtypes (directly or in tuples, at any depth):
    ``parts``, then the type code (``char``) of each of those dtypes.  Where both are 64
    bits, longlong ('q', 'Q') compares and hashes equal to int64's 'l' ('L'), and NumPy
    keeps them apart (a longlong operand gives a longlong result, with its own repr): keyed
    by dtypes alone, one type's entry answers the other's calls.  The caches whose entries
    hold a dtype key them so; hot paths build the same tuple inline
    (``(dt1, dt2, dt1.char, dt2.char)``)."""
    codes = []  # (two levels in line, types tested by set first, names bound as defaults:
    for p in parts:  # the general calls of the hot paths pay it)
        t = type(p)
        if t is _tuple:
            for q in p:
                tq = type(q)
                if tq in _dts or tq not in _plain and _is(q, _dt):
                    codes.append(q.char)
                elif tq is _tuple:
                    codes += dtype_key(*q)[len(q):]
        elif t in _dts or t not in _plain and _is(p, _dt):
            codes.append(p.char)
    return parts + _tuple(codes)


class LRU:
    """A map of at most ``maxsize`` entries; the least recently used go first.

    Two generations keep hits as cheap as a dict lookup: ``hit(key)`` (a bound
    ``dict.get``, for hot paths) finds the entries used since the last turn, ``get(key)``
    also finds the older ones and brings them back.  A full cache drops the older
    generation's entries in the order they were last used; when none is left, the
    recent generation becomes the older one (a turn).  So an entry used since the last
    turn is never dropped before one that was not.

    Hot paths::

        v = cache.hit(key)
        if v is None:
            v = cache.get(key)
            if v is None:
                v = make()
                cache.put(key, v)
    """
    __slots__ = ("hit", "maxsize", "_new", "_old", "_lock")

    def __init__(self, maxsize):
        self._new = {}
        self._old = {}
        self.hit = self._new.get  # the recent generation: C speed, no bookkeeping
        self.maxsize = maxsize
        self._lock = threading.Lock()

    def get(self, key, default=None):
        """The value of ``key`` (and it counts as used), or ``default``."""
        v = self._new.get(key, _MISS)
        if v is not _MISS:
            return v
        with self._lock:
            v = self._old.pop(key, _MISS)
            if v is _MISS:
                return default
            self._new[key] = v
        return v

    def put(self, key, value, maxsize=None):
        """Store ``value`` under ``key``; returns the values dropped to stay within
        ``maxsize`` (default: the cache's own) entries."""
        limit = max(int(self.maxsize if maxsize is None else maxsize), 0)
        dropped = []
        with self._lock:
            new, old = self._new, self._old
            old.pop(key, None)
            new[key] = value
            while len(new) + len(old) > limit:
                if not old:
                    # a turn: what was recent is now old (the dict ``hit`` reads stays)
                    old.update(new)
                    new.clear()
                dropped.append(old.pop(next(iter(old))))
        return dropped

    def __setitem__(self, key, value):
        self.put(key, value)

    def __contains__(self, key):
        return key in self._new or key in self._old

    def __len__(self):
        return len(self._new) + len(self._old)

    def values(self):
        return list(self._old.values()) + list(self._new.values())

    def clear(self):
        with self._lock:
            self._new.clear()
            self._old.clear()

    def __repr__(self):
        return "<LRU %d of %d>" % (len(self), self.maxsize)
