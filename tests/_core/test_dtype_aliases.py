"""longlong and int64 (ulonglong and uint64) kept apart by every cache.

Where both are 64 bits (Linux), ``dtype('q') == dtype('l')`` and their hashes are equal, yet
NumPy keeps them apart: a longlong operand gives a longlong result ('q', repr
``dtype=int64``), an int64 one an int64 result ('l', no dtype in the repr).  gpnumpy's
caches are keyed by dtypes, so the first call of an operation once decided the type of the
other's results.  Each case runs with one type, the other, then the first again, in one
process (so the second call meets the first's cache entries, the third the second's), and
in a fresh interpreter with either type first; the type code, the scalar type and the repr
must be NumPy's.
"""
import json
import os
import subprocess
import sys

import numpy
import pytest

from gpnumpy.testing._xp import assert_same

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

#: the pairs of equal, hash-equal, distinct dtypes of this platform (type codes)
ALIASES = [(x, y) for i, x in enumerate(numpy.typecodes["All"])
           for y in numpy.typecodes["All"][i + 1:]
           if numpy.dtype(x) == numpy.dtype(y) and numpy.dtype(x).char != numpy.dtype(y).char
           and numpy.dtype(x).char == x and numpy.dtype(y).char == y]

#: the pairs the cases run with: longlong/int64 and ulonglong/uint64 (where they are equal)
PAIRS = [p for p in (("q", "l"), ("Q", "L")) if p in ALIASES or p[::-1] in ALIASES]


def _a(xp, t):
    return xp.arange(1, 7, dtype=t)


def _b(xp, t):
    return xp.arange(6, 0, -1, dtype=t)


def _s(xp, t):
    """A scalar of type ``t`` (a device scalar in gpnumpy)."""
    return _a(xp, t)[2]


def _other(t):
    """The other type code of ``t``'s pair."""
    for p in PAIRS:
        if t in p:
            return p[1] if t == p[0] else p[0]
    return t


def _small(t):
    """A narrower integer type of ``t``'s kind."""
    return "i" if numpy.dtype(t).kind == "i" else "I"


def _out(xp, t):
    o = xp.zeros(6, dtype=t)
    r = xp.add(_a(xp, t), _b(xp, t), out=o)
    return r, o


def _out_other(xp, t):
    o = xp.zeros(6, dtype=t)
    xp.multiply(_a(xp, _other(t)), 2, out=o)
    return o


def _iadd(xp, t):
    a = _a(xp, t)
    a += _b(xp, t)
    return a


def _iadd_views(xp, t):
    a = _a(xp, t)
    a[::2] += _b(xp, t)[::2]
    return a


def _isub_int(xp, t):
    a = _a(xp, t)
    a -= 1
    return a


def _setitem(xp, t):
    a = xp.arange(6, dtype=t)
    a[1:3] = 9
    a[xp.asarray([0])] = 5
    return a


def _sort_in_place(xp, t):
    b = _b(xp, t)
    b.sort()
    return b


def _random(f):
    """A random result's type code, scalar type and shape (its values are the generator's)."""
    def case(xp, t):
        r = f(xp, t)
        return r.dtype.char, type(r).__name__, r.shape
    return case


CASES = {
    # ---- ufunc calls, operators, out=, keywords
    "add": lambda xp, t: xp.add(_a(xp, t), _b(xp, t)),
    "operator +": lambda xp, t: _a(xp, t) + _b(xp, t),
    "operator * int": lambda xp, t: _a(xp, t) * 3,
    "int * operator": lambda xp, t: 3 * _a(xp, t),
    "operator * float": lambda xp, t: _a(xp, t) * 1.5,
    "operator -x": lambda xp, t: -_a(xp, t),
    "operator ~x": lambda xp, t: ~_a(xp, t),
    "operator &": lambda xp, t: _a(xp, t) & _b(xp, t),
    "operator <<": lambda xp, t: _a(xp, t) << 2,
    "operator //": lambda xp, t: _a(xp, t) // 2,
    "operator **": lambda xp, t: _a(xp, t) ** 2,
    "absolute": lambda xp, t: xp.absolute(_a(xp, t)),
    "square": lambda xp, t: xp.square(_a(xp, t)),
    "sign": lambda xp, t: xp.sign(_a(xp, t)),
    "maximum": lambda xp, t: xp.maximum(_a(xp, t), _b(xp, t)),
    "gcd": lambda xp, t: xp.gcd(_a(xp, t), 4),
    "divmod": lambda xp, t: xp.divmod(_a(xp, t), 4),
    "with the other": lambda xp, t: _a(xp, t) + _a(xp, _other(t)),
    "the other with": lambda xp, t: _a(xp, _other(t)) + _a(xp, t),
    "with a narrower type": lambda xp, t: _a(xp, t) + _a(xp, _small(t)),
    "views": lambda xp, t: _a(xp, t)[::2] + _b(xp, t)[::2],
    "broadcast": lambda xp, t: _a(xp, t).reshape(2, 3) + _b(xp, t)[:3],
    "0-d operand": lambda xp, t: _a(xp, t) + xp.asarray(_a(xp, t)[2]),
    "0-d result": lambda xp, t: xp.array(5, dtype=t) + 1,
    "scalars": lambda xp, t: _a(xp, t)[0] + _a(xp, t)[1],
    # (NumPy's scalar operators compute in the type of the scalar that takes the operation,
    # where the floor_divide, remainder, power, shift and bitwise loops give int64)
    "scalar operators with an int": lambda xp, t: (
        _s(xp, t) // 2, _s(xp, t) % 2, divmod(_s(xp, t), 2), _s(xp, t) ** 2, _s(xp, t) << 1,
        _s(xp, t) & 1, _s(xp, t) | 1, _s(xp, t) ^ 1, _s(xp, t) >> 1, -_s(xp, t)),
    "reflected scalar operators": lambda xp, t: (
        7 // _s(xp, t), 7 % _s(xp, t), 2 ** _s(xp, t), 1 << _s(xp, t), 6 & _s(xp, t)),
    "scalar with the other's scalar": lambda xp, t: (
        _s(xp, t) + _s(xp, _other(t)), _s(xp, t) // _s(xp, _other(t)),
        _s(xp, t) * _s(xp, _other(t))),
    "host scalar with a scalar": lambda xp, t: (
        numpy.dtype(t).type(2) + _s(xp, _other(t)), _s(xp, t) + numpy.dtype(_other(t)).type(2)),
    "out=": _out,
    "out= of the other": _out_other,
    "+=": _iadd,
    "+= views": _iadd_views,
    "-= int": _isub_int,
    "where=": lambda xp, t: xp.add(_a(xp, t), _b(xp, t), where=_a(xp, t) > 2,
                                   out=xp.zeros(6, t)),
    "dtype= code": lambda xp, t: xp.add(_a(xp, _small(t)), 1, dtype=t),
    "dtype= object": lambda xp, t: xp.add(_a(xp, _small(t)), 1, dtype=numpy.dtype(t)),
    "signature=": lambda xp, t: xp.add(_a(xp, _small(t)), 1,
                                       signature=(numpy.dtype(t),) * 3),
    "outer": lambda xp, t: xp.multiply.outer(_a(xp, t), _b(xp, t)[:2]),
    "clip": lambda xp, t: xp.clip(_a(xp, t), 2, 4),
    "clip of arrays": lambda xp, t: xp.clip(_a(xp, t), _b(xp, t) - 3, 4),
    "clip casting=": lambda xp, t: xp.clip(_a(xp, t), 2, 4, casting="unsafe"),
    "clip dtype=": lambda xp, t: xp.clip(_a(xp, _small(t)), 2, 4, dtype=t),
    # ---- reductions and scans
    "sum": lambda xp, t: _a(xp, t).sum(),
    "sum axis": lambda xp, t: _a(xp, t).reshape(2, 3).sum(axis=0),
    "sum dtype= code": lambda xp, t: _a(xp, _small(t)).sum(dtype=t),
    "sum dtype= object": lambda xp, t: _a(xp, _small(t)).sum(dtype=numpy.dtype(t)),
    "sum of the narrower": lambda xp, t: xp.sum(_a(xp, _small(t))),
    "prod": lambda xp, t: _a(xp, t).prod(),
    "max": lambda xp, t: _a(xp, t).max(),
    "max axis": lambda xp, t: _a(xp, t).reshape(2, 3).max(axis=1),
    "min": lambda xp, t: xp.min(_a(xp, t)),
    "ptp": lambda xp, t: xp.ptp(_a(xp, t)),
    "add.reduce": lambda xp, t: xp.add.reduce(_a(xp, t)),
    "reduce keepdims": lambda xp, t: xp.multiply.reduce(_a(xp, t), keepdims=True),
    "cumsum": lambda xp, t: _a(xp, t).cumsum(),
    "cumsum axis": lambda xp, t: xp.cumsum(_a(xp, t).reshape(2, 3), axis=1),
    "cumsum dtype= object": lambda xp, t: _a(xp, _small(t)).cumsum(dtype=numpy.dtype(t)),
    "cumprod": lambda xp, t: xp.cumprod(_a(xp, t)),
    "add.accumulate": lambda xp, t: xp.add.accumulate(_a(xp, t)),
    "add.reduceat": lambda xp, t: xp.add.reduceat(_a(xp, t), [0, 2]),
    "trace": lambda xp, t: xp.trace(_a(xp, t).reshape(2, 3)),
    "diff": lambda xp, t: xp.diff(_a(xp, t)),
    "argmax": lambda xp, t: xp.argmax(_a(xp, t)),
    "mean": lambda xp, t: xp.mean(_a(xp, t)),
    # ---- casts
    "astype code": lambda xp, t: _a(xp, _small(t)).astype(t),
    "astype object": lambda xp, t: _a(xp, "d").astype(numpy.dtype(t)),
    "astype from the other": lambda xp, t: _a(xp, _other(t)).astype(t),
    "astype to the other": lambda xp, t: _a(xp, t).astype(_other(t)),
    "view": lambda xp, t: _a(xp, "d").view(t),
    # ---- creation
    "zeros": lambda xp, t: xp.zeros(3, dtype=t),
    "zeros object": lambda xp, t: xp.zeros(3, dtype=numpy.dtype(t)),
    "ones": lambda xp, t: xp.ones((2, 2), dtype=t),
    "empty": lambda xp, t: xp.empty(0, dtype=t),
    "full": lambda xp, t: xp.full(3, 7, dtype=t),
    "arange": lambda xp, t: xp.arange(5, dtype=t),
    "arange step": lambda xp, t: xp.arange(1, 10, 2, dtype=t),
    "array": lambda xp, t: xp.array([1, 2], dtype=t),
    "asarray of a host array": lambda xp, t: xp.asarray(numpy.arange(3, dtype=t)),
    "asarray as the other": lambda xp, t: xp.asarray(_a(xp, t), dtype=_other(t)),
    "asarray as the other, copy=False": lambda xp, t: xp.asarray(_a(xp, t), dtype=numpy.dtype(
        _other(t)), copy=False),
    "array as the other": lambda xp, t: xp.array(_a(xp, t), dtype=_other(t)),
    "asarray as its own": lambda xp, t: xp.asarray(_a(xp, t), dtype=t),
    "zeros_like": lambda xp, t: xp.zeros_like(_a(xp, t)),
    "full_like": lambda xp, t: xp.full_like(_a(xp, t), 4),
    "eye": lambda xp, t: xp.eye(2, dtype=t),
    "linspace": lambda xp, t: xp.linspace(0, 10, 5, dtype=t),
    "frombuffer": lambda xp, t: xp.frombuffer(numpy.arange(3, dtype=t).tobytes(), dtype=t),
    "copy": lambda xp, t: _a(xp, t).copy(),
    # ---- sorting, searching, sets
    "sort": lambda xp, t: xp.sort(_b(xp, t)),
    "sort in place": _sort_in_place,
    "argsort": lambda xp, t: xp.argsort(_b(xp, t)),
    "partition": lambda xp, t: xp.partition(_b(xp, t), 2),
    "unique": lambda xp, t: xp.unique(_b(xp, t)),
    "intersect1d": lambda xp, t: xp.intersect1d(_a(xp, t), _b(xp, t)),
    "searchsorted": lambda xp, t: xp.searchsorted(_a(xp, t), 3),
    "nonzero": lambda xp, t: xp.nonzero(_a(xp, t)),
    "where": lambda xp, t: xp.where(_a(xp, t) > 2, _a(xp, t), _b(xp, t)),
    "where with an int": lambda xp, t: xp.where(_a(xp, t) > 2, _a(xp, t), 0),
    # ---- indexing
    "ravel_multi_index": lambda xp, t: xp.ravel_multi_index((_a(xp, t), _b(xp, t)), (7, 7)),
    "unravel_index": lambda xp, t: xp.unravel_index(_a(xp, t), (2, 4)),
    "take": lambda xp, t: xp.take(_a(xp, t), [0, 2]),
    "integer array index": lambda xp, t: _a(xp, t)[xp.asarray([0, 2])],
    "index of this type": lambda xp, t: _a(xp, "d")[xp.asarray([0, 2], dtype=t)],
    "boolean mask": lambda xp, t: _a(xp, t)[_a(xp, t) > 2],
    "slice": lambda xp, t: _a(xp, t)[1:],
    "element": lambda xp, t: _a(xp, t)[1],
    "setitem": _setitem,
    # ---- joining and rearranging
    "concatenate": lambda xp, t: xp.concatenate([_a(xp, t), _b(xp, t)]),
    "concatenate with the other": lambda xp, t: xp.concatenate([_a(xp, t), _a(xp, _other(t))]),
    "stack": lambda xp, t: xp.stack([_a(xp, t), _b(xp, t)]),
    "repeat": lambda xp, t: xp.repeat(_a(xp, t), 2),
    "tile": lambda xp, t: xp.tile(_a(xp, t), 2),
    "roll": lambda xp, t: xp.roll(_a(xp, t), 1),
    "transposed copy": lambda xp, t: _a(xp, t).reshape(2, 3).T.copy(),
    "pad": lambda xp, t: xp.pad(_a(xp, t), 1),
    "tril": lambda xp, t: xp.tril(xp.ones((3, 3), dtype=t)),
    # ---- products
    "matmul": lambda xp, t: _a(xp, t).reshape(2, 3) @ _b(xp, t).reshape(3, 2),
    "matmul out=": lambda xp, t: xp.matmul(_a(xp, t).reshape(2, 3), _b(xp, t).reshape(3, 2),
                                           out=xp.zeros((2, 2), t)),
    "dot of vectors": lambda xp, t: xp.dot(_a(xp, t), _b(xp, t)),
    "dot of matrices": lambda xp, t: xp.dot(_a(xp, t).reshape(2, 3), _b(xp, t).reshape(3, 2)),
    "inner": lambda xp, t: xp.inner(_a(xp, t), _b(xp, t)),
    "outer product": lambda xp, t: xp.outer(_a(xp, t), _b(xp, t)),
    "vecdot": lambda xp, t: xp.vecdot(_a(xp, t), _b(xp, t)),
    "einsum": lambda xp, t: xp.einsum("i,i->", _a(xp, t), _b(xp, t)),
    "einsum of matrices": lambda xp, t: xp.einsum("ij,jk", _a(xp, t).reshape(2, 3),
                                                  _b(xp, t).reshape(3, 2)),
    # ---- random and fft
    "Generator.integers": _random(lambda xp, t: xp.random.default_rng(0).integers(
        0, 10, 5, dtype=t)),
    "randint": _random(lambda xp, t: xp.random.randint(0, 10, 5, dtype=t)),
    "fft": lambda xp, t: xp.fft.fft(_a(xp, t)).dtype.char,
}


def _describe(r):
    """What must be NumPy's: for each array or NumPy scalar its type, type code and repr."""
    if isinstance(r, tuple):
        return tuple(_describe(x) for x in r)
    if hasattr(r, "dtype") and not isinstance(r, numpy.dtype):
        return type(r).__name__, r.dtype.char, repr(r)
    return r


def _run(xp, name, types):
    """Case ``name`` with each type code of ``types`` in turn."""
    return [_describe(CASES[name](xp, t)) for t in types]


def _all_cases(xp, first):
    """Every case and pair, the pair's ``first`` (0 or 1) type before the other."""
    return {"%s %s" % (name, pair[first]): _run(xp, name, (pair[first], pair[1 - first]))
            for name in CASES for pair in PAIRS}


def test_aliases_of_this_platform():
    """The pairs the cases run with are what this NumPy makes of them (on Linux both)."""
    assert {frozenset(p) for p in PAIRS} == {frozenset(p) for p in ALIASES}


@pytest.mark.parametrize("pair", PAIRS, ids=["".join(p) for p in PAIRS])
@pytest.mark.parametrize("name", list(CASES))
def test_alias_results(xp, name, pair):
    """One type, the other, the first again (each meets the previous call's entries)."""
    a, b = pair
    assert_same(xp, lambda xp: _run(xp, name, (a, b, a)))
    assert_same(xp, lambda xp: _run(xp, name, (b, a, b)))


_FRESH = """
import json, sys, warnings
import numpy, gpnumpy
sys.path.insert(0, %r)
from tests._core import test_dtype_aliases as m
warnings.simplefilter("ignore")
first = int(sys.argv[1])
with numpy.errstate(all="ignore"):
    got = m._all_cases(gpnumpy, first)
    want = m._all_cases(numpy, first)
print(json.dumps([[k, repr(want[k]), repr(got[k])] for k in want if want[k] != got[k]]))
"""


@pytest.mark.gp_only
@pytest.mark.parametrize("fusion", ["off", "force"])
@pytest.mark.parametrize("first", [0, 1], ids=["longlong_first", "int64_first"])
def test_alias_results_in_a_fresh_process(gp, first, fusion):
    """Every case in a new interpreter, with no cache entry before the first type's calls
    (gpnumpy's runs before NumPy's)."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""),
               GPNUMPY_FUSION=fusion)
    r = subprocess.run([sys.executable, "-c", _FRESH % ROOT, str(first)], capture_output=True,
                       text=True, env=env, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    differ = json.loads(r.stdout.strip().splitlines()[-1])
    assert differ == [], "\n".join("%s: numpy %s, got %s" % tuple(d) for d in differ[:20])


@pytest.mark.gp_only
@pytest.mark.parametrize("pair", PAIRS, ids=["".join(p) for p in PAIRS])
def test_lean_entries_by_type(gp, pair):
    """The lean paths' entries (ufunc._fast, reduction._front) are made under the keys their
    lookups build (the dtypes, then their type codes), one for each type of the pair: a
    repeated call finds its own type's entry, not the other's, and not none (the general
    path: several microseconds more on the benchmarked ``a + b`` and ``a.sum()``)."""
    from gpnumpy._core import reduction
    for t in pair + pair[:1]:
        a, b = _a(gp, t), _b(gp, t)
        for _ in range(2):
            a + b, a * 2, 2 * a, -a, a.sum()
        d = a._dtype
        ents = [gp.add._fast.hit((d, d, d.char, d.char)),
                gp.multiply._fast.hit((d, int, d.char)),
                gp.multiply._fast.hit((int, d, d.char)),
                gp.negative._fast.hit((d, d.char))]
        assert [e.out_dtype.char for e in ents] == [t] * 4
        fc = reduction._front.hit(("add", d, a._shape, a._strides, None, None, False, d.char))
        assert fc.acc.char == t


@pytest.mark.gp_only
def test_dtype_key(gp):
    """lru.dtype_key: the parts, then the type code of every dtype in them, in tuples too."""
    from gpnumpy._kernels.lru import dtype_key
    q, l, f = numpy.dtype("q"), numpy.dtype("l"), numpy.dtype("f")
    assert dtype_key("add", (q, int), None, ((3,), (f,))) == (
        "add", (q, int), None, ((3,), (f,)), "q", "f")
    assert dtype_key((q, int)) != dtype_key((l, int))
    assert dtype_key("x", 1) == ("x", 1)
