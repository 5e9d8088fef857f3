"""The radix sort under every sort (``_sortcore.sort_pairs``) against NumPy's stable sort.

Sizes around the one-block sort (4096 keys) and across many onesweep tiles, every key dtype,
three kinds of data: every bit pattern (full-range integers, floats of every exponent with NaN
payloads of both signs), special values with many ties (NaNs, -0.0 and 0.0, infinities,
extremes: the stable order of equal keys shows in argsort) and a narrow range (the passes of
high digits move nothing and are skipped).  Floats are compared bit for bit (a view as
unsigned integers), so -0.0, 0.0 and NaN payloads must come back where NumPy puts them.
"""
import zlib

import numpy
import pytest

from gpnumpy.testing._xp import assert_same_cases, short

REAL_DTYPES = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
               "float16", "float32", "float64"]
SIZES = (1, 2, 3, 255, 4095, 4096, 4097, 13001, 70001)
KINDS = ("bits", "special", "narrow")


def data(dtype, n, kind, seed=0):
    """A host array of ``n`` keys of ``dtype`` (see the module's docstring for ``kind``)."""
    dt = numpy.dtype(dtype)
    rng = numpy.random.default_rng([seed, n, dt.num, zlib.crc32(kind.encode())])
    if dt.kind == "b":
        return rng.integers(0, 2, size=n).astype(bool)
    if kind == "bits":
        return rng.integers(0, 256, size=n * dt.itemsize, dtype=numpy.uint8).view(dt)
    if kind == "narrow":
        pool = numpy.array([-3, -1, 0, 2, 5] if dt.kind != "u" else [0, 1, 4, 7], dtype=dt)
    elif dt.kind == "f":
        bits = numpy.dtype("u%d" % dt.itemsize)
        payload = numpy.array(numpy.nan, dtype=dt).view(bits) | bits.type(3)
        pool = numpy.concatenate([
            numpy.array([numpy.nan, -numpy.nan, numpy.inf, -numpy.inf, 0.0, -0.0, 1.0, -1.0,
                         numpy.finfo(dt).max, -numpy.finfo(dt).max, numpy.finfo(dt).tiny,
                         numpy.finfo(dt).smallest_subnormal], dtype=dt),
            numpy.array([payload, payload | bits.type(1 << (8 * dt.itemsize - 1))],
                        dtype=bits).view(dt)])
    else:
        info = numpy.iinfo(dt)
        pool = numpy.array(sorted({info.min, info.min + 1, 0, 1, info.max - 1, info.max}),
                           dtype=dt)
    return pool[rng.integers(0, len(pool), size=n)]


def bits(xp, a):
    """``a`` as unsigned integers of its width (floats compared bit for bit)."""
    if a.dtype.kind == "f":
        return a.view("u%d" % a.dtype.itemsize)
    return a


def sort_cases(dtype, sizes, kinds=KINDS):
    cases = []
    for kind in kinds:
        for n in sizes:
            host = data(dtype, n, kind)
            cases.append((f"sort {kind} {n}", lambda xp, h=host: bits(
                xp, xp.sort(xp.asarray(h), kind="stable"))))
            cases.append((f"argsort {kind} {n}", lambda xp, h=host: xp.argsort(
                xp.asarray(h), kind="stable")))
    return cases


@pytest.mark.parametrize("dtype", REAL_DTYPES, ids=short)
def test_radix_sort_sizes_and_kinds(xp, dtype):
    assert_same_cases(xp, sort_cases(dtype, SIZES))


@pytest.mark.parametrize("dtype", ["float32", "int64", "uint16"], ids=short)
def test_radix_sort_many_tiles(xp, dtype):
    assert_same_cases(xp, sort_cases(dtype, ((1 << 20) + 3,)))


@pytest.mark.parametrize("dtype", ["int32", "float64", "uint8", "float16"], ids=short)
def test_radix_sort_portions(xp, dtype, monkeypatch):
    # keys split into portions of 9000 (two onesweep tiles, the second partial, for every
    # tile size render.RADIX_TILES gives): each portion's last tile hands its digit offsets to
    # the next portion's launch
    from gpnumpy._core import _sortcore
    from gpnumpy._kernels import render
    for threads, items in render.RADIX_TILES.values():
        assert threads * items < 9000 < 2 * threads * items
    monkeypatch.setattr(_sortcore, "_PORTION", 9000)
    assert_same_cases(xp, sort_cases(dtype, (9000, 40001)))


@pytest.mark.parametrize("dtype", ["float32", "int16"], ids=short)
def test_radix_sort_carries_values(xp, dtype):
    # lexsort carries int32 positions through later passes, rows of argsort carry them
    # through a pass on the row number; unique and friends carry int64 ones
    a, b = data(dtype, 30001, "special"), data(dtype, 30001, "narrow", seed=1)
    cases = [
        ("lexsort", lambda xp: xp.lexsort([xp.asarray(a), xp.asarray(b)])),
        ("argsort rows", lambda xp: xp.argsort(xp.asarray(a[:30000]).reshape(6, 5000),
                                               axis=1, kind="stable")),
        ("argsort columns", lambda xp: xp.argsort(xp.asarray(a[:30000]).reshape(5000, 6),
                                                  axis=0, kind="stable")),
        ("unique", lambda xp: xp.unique(xp.asarray(b), return_index=True,
                                        return_inverse=True, return_counts=True)),
        ("isin", lambda xp: xp.isin(xp.asarray(a), xp.asarray(b))),
    ]
    if dtype == "float32":
        cases += [("median", lambda xp: xp.median(xp.asarray(a))),
                  ("percentile", lambda xp: xp.percentile(xp.asarray(b), [5, 50, 95]))]
    assert_same_cases(xp, cases)
