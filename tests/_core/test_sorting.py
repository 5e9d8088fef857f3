"""sort, argsort, lexsort, partition, argpartition, sort_complex and the ndarray methods.

Sorted values are unique, so they are compared exactly.  Positions are compared exactly where
NumPy's answer is unique: stable sorts (kind='stable'/'mergesort', stable=True, lexsort), or
data without ties.  Otherwise (NumPy's quicksort breaks ties arbitrarily; partition may order
anything between the kth elements) the tests compare what NumPy guarantees: the values the
positions select, that they are a permutation, the kth elements, and the contents of each
stretch between kth elements.
"""
import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, COMPLEX_DTYPES, FLOAT_DTYPES, INEXACT_DTYPES,
                                 assert_same, assert_same_cases, make, short, values)

LAYOUTS = ("C", "T", "neg", "slice", "empty")
AXES = (-1, 0, 1, None)


# ------------------------------------------------------------------ data
def pool(dtype):
    """Values with every special case of ``dtype`` (NaN classes of complex included)."""
    dt = numpy.dtype(dtype)
    if dt.kind == "b":
        return numpy.array([False, True])
    if dt.kind in "iu":
        info = numpy.iinfo(dt)
        return numpy.array(sorted({info.min, info.min + 1, -1 if dt.kind == "i" else 7, 0, 1, 2,
                                   info.max - 1, info.max}), dtype=dt)
    nan, inf = numpy.nan, numpy.inf
    reals = [nan, -nan, inf, -inf, 0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-3]
    if dt.kind == "f":
        return numpy.array(reals, dtype=dt)
    parts = [nan, inf, -inf, 0.0, -0.0, 1.0, -2.5]
    return numpy.array([complex(r, i) for r in parts for i in parts], dtype=dt)


def special(xp, dtype, shape=(6, 9), seed=0, layout="C"):
    """A ``shape`` array drawn (with repeats) from pool(dtype), as ``layout``."""
    p = pool(dtype)
    rng = numpy.random.default_rng([seed, numpy.dtype(dtype).num])
    full = shape[::-1] if layout == "T" else shape
    host = p[rng.integers(0, len(p), size=full)]
    arr = host if xp is numpy else xp.asarray(host)
    if layout == "T":
        return arr.T
    if layout == "neg":
        return arr[(slice(None, None, -1),) * arr.ndim]
    return arr


def distinct(xp, dtype, shape=(5, 7), seed=0, layout="C"):
    """Values without ties (a permutation of 0..n-1 cast to ``dtype``; bool has only two)."""
    n = int(numpy.prod(shape))
    rng = numpy.random.default_rng([seed, numpy.dtype(dtype).num])
    host = rng.permutation(n).astype(dtype).reshape(shape)
    if numpy.dtype(dtype).kind == "c":
        host = host * (1 - 1j)
    if layout == "T":
        host = numpy.ascontiguousarray(host.T)
    arr = host if xp is numpy else xp.asarray(host)
    return arr.T if layout == "T" else arr


def take_along(xp, a, idx, axis):
    if axis is None:
        return a.reshape(-1)[idx]
    return xp.take_along_axis(a, idx, axis=axis)


def argsort_facts(xp, a, idx, axis):
    """What any correct argsort gives: the sorted values and a permutation of positions."""
    return take_along(xp, a, idx, axis), xp.sort(idx, axis=-1 if axis is None else axis)


# ------------------------------------------------------------------ sort
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_sort_layouts_axes(xp, dtype):
    cases = []
    for layout in LAYOUTS:
        for axis in AXES:
            cases.append((f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          xp.sort(make(xp, (5, 7), dtype, layout, seed=1), axis=axis)))
    cases.append(("0-d axis=None", lambda xp: xp.sort(make(xp, (), dtype, "0d"), axis=None)))
    cases.append(("0-d", lambda xp: xp.sort(make(xp, (), dtype, "0d"))))
    cases.append(("3-d axis=1", lambda xp: xp.sort(make(xp, (3, 4, 5), dtype, seed=2), axis=1)))
    cases.append(("3-d axis=0 T", lambda xp: xp.sort(make(xp, (3, 4, 5), dtype, "T", seed=3),
                                                    axis=0)))
    cases.append(("1-d", lambda xp: xp.sort(make(xp, (40,), dtype, seed=4))))
    cases.append(("(1, n)", lambda xp: xp.sort(make(xp, (1, 9), dtype, seed=5), axis=0)))
    cases.append(("list", lambda xp: xp.sort(values((9,), dtype, seed=6).tolist())))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_sort_special_values(xp, dtype):
    # NaNs last (complex: R+Rj < R+nanj < nan+Rj < nan+nanj), infinities, signed zeros, extremes
    cases = [(f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
              xp.sort(special(xp, dtype, layout=layout), axis=axis))
             for layout in ("C", "T", "neg") for axis in (-1, 0, None)]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["int16", "float32", "complex128"], ids=short)
def test_sort_kinds_and_stable(xp, dtype):
    cases = [(f"kind={k}", lambda xp, k=k: xp.sort(make(xp, (4, 6), dtype, seed=7), kind=k))
             for k in (None, "quicksort", "mergesort", "heapsort", "stable", "q", "STABLE",
                       b"stable")]
    cases += [(f"stable={s}", lambda xp, s=s: xp.sort(make(xp, (4, 6), dtype, seed=7), stable=s))
              for s in (None, True, False, 1)]
    assert_same_cases(xp, cases)


def test_sort_bad_arguments(xp):
    a = lambda xp: make(xp, (3, 4), "float64")  # noqa: E731
    assert_same_cases(xp, [
        ("kind foo", lambda xp: xp.sort(a(xp), kind="foo")),
        ("kind empty", lambda xp: xp.sort(a(xp), kind="")),
        ("kind int", lambda xp: xp.sort(a(xp), kind=3)),
        ("kind and stable", lambda xp: xp.sort(a(xp), kind="stable", stable=True)),
        ("kind and stable=False", lambda xp: xp.sort(a(xp), kind="quicksort", stable=False)),
        ("order", lambda xp: xp.sort(a(xp), order="x")),
        ("order list", lambda xp: xp.sort(a(xp), order=["x"])),
        ("axis 2", lambda xp: xp.sort(a(xp), axis=2)),
        ("axis -3", lambda xp: xp.sort(a(xp), axis=-3)),
        ("axis float", lambda xp: xp.sort(a(xp), axis=1.0)),
        ("axis tuple", lambda xp: xp.sort(a(xp), axis=(0,))),
        ("0-d order first", lambda xp: xp.sort(make(xp, (), "float64", "0d"), order="x")),
        ("argsort kind first", lambda xp: xp.argsort(a(xp), kind="foo", order="x")),
        ("argsort order", lambda xp: xp.argsort(a(xp), order="x")),
        ("argsort axis", lambda xp: xp.argsort(a(xp), axis=2)),
        ("argsort 0-d axis", lambda xp: xp.argsort(make(xp, (), "float64", "0d"), axis=1)),
        ("argsort kind and stable", lambda xp: xp.argsort(a(xp), kind="m", stable=False)),
    ])


def test_sort_big_rows_and_columns(xp):
    # many rows of a few elements and a few long rows: every row sorted on its own
    cases = [(f"{s} axis={ax} {dt}", lambda xp, s=s, ax=ax, dt=dt:
              xp.sort(make(xp, s, dt, seed=8), axis=ax))
             for s, ax in (((3, 20001), 1), ((20001, 3), 1), ((20001, 3), 0), ((300, 301), 0))
             for dt in ("int32", "float64", "complex64")]
    cases += [("argsort stable rows", lambda xp: xp.argsort(make(xp, (301, 300), "int8", seed=9),
                                                           axis=1, kind="stable")),
              ("argsort stable cols", lambda xp: xp.argsort(make(xp, (300, 301), "float16",
                                                                 seed=9), axis=0, stable=True))]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["bool", "int8", "uint16", "int32", "uint64", "float16", "float32",
                                   "float64"], ids=short)
def test_sort_sizes_around_the_one_block_sort(xp, dtype):
    # up to 4096 keys sort in one block (BlockRadixSort), more through the device-wide radix
    # sort; special values (NaNs of both signs, -0.0, extremes) and their stable order in both
    cases = []
    for n in (2, 255, 4095, 4096, 4097, 9000):
        # (stable: NumPy 2.4's default float16 sort misorders some arrays with NaNs of both signs)
        cases.append((f"sort {n}", lambda xp, n=n: xp.sort(special(xp, dtype, (n,), seed=n),
                                                          kind="stable")))
        cases.append((f"argsort {n}", lambda xp, n=n: xp.argsort(special(xp, dtype, (n,), seed=n),
                                                                kind="stable")))
        if numpy.dtype(dtype).kind == "f":
            cases.append((f"sort signbits {n}", lambda xp, n=n: xp.signbit(
                xp.sort(special(xp, dtype, (n,), seed=n), kind="stable"))))
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------ argsort
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_argsort_stable(xp, dtype):
    cases = []
    for layout in LAYOUTS:
        for axis in AXES:
            cases.append((f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          xp.argsort(make(xp, (5, 7), dtype, layout, seed=10), axis=axis,
                                     kind="stable")))
    cases += [(f"special {layout} axis={axis}", lambda xp, layout=layout, axis=axis:
               xp.argsort(special(xp, dtype, layout=layout), axis=axis, stable=True))
              for layout in ("C", "T", "neg") for axis in (-1, 0, None)]
    cases.append(("mergesort", lambda xp: xp.argsort(make(xp, (30,), dtype, seed=11),
                                                     kind="mergesort")))
    cases.append(("0-d", lambda xp: xp.argsort(make(xp, (), dtype, "0d"), kind="stable")))
    cases.append(("0-d axis=0", lambda xp: xp.argsort(make(xp, (), dtype, "0d"), axis=0)))
    cases.append(("0-d axis=None", lambda xp: xp.argsort(make(xp, (), dtype, "0d"), axis=None)))
    cases.append(("method", lambda xp: make(xp, (4, 5), dtype, seed=12).argsort(0, "stable")))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_argsort_unstable_kinds(xp, dtype):
    cases = []
    for kind in (None, "quicksort", "heapsort"):
        for layout in ("C", "T", "neg"):
            for axis in (-1, 0, None):
                if dtype != "bool":  # without ties every correct argsort is NumPy's
                    cases.append((f"distinct {kind} {layout} {axis}",
                                  lambda xp, kind=kind, layout=layout, axis=axis: xp.argsort(
                                      distinct(xp, dtype, layout=layout), axis=axis, kind=kind)))
                cases.append((f"ties {kind} {layout} {axis}",
                              lambda xp, kind=kind, layout=layout, axis=axis: argsort_facts(
                                  xp, a := special(xp, dtype, layout=layout),
                                  xp.argsort(a, axis=axis, kind=kind), axis)))
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------ lexsort
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_lexsort_dtypes(xp, dtype):
    def keys(xp, layout="C"):
        return [special(xp, dtype, (6, 9), seed=s, layout=layout) for s in (1, 2)] + [
            make(xp, (6, 9), "int8", layout, seed=3, kind="small")]

    cases = [(f"{layout} axis={axis}", lambda xp, layout=layout, axis=axis:
              xp.lexsort(keys(xp, layout), axis=axis))
             for layout in ("C", "T", "neg") for axis in (-1, 0, 1, -2)]
    cases.append(("one key", lambda xp: xp.lexsort([special(xp, dtype, (20,))])))
    cases.append(("tuple of 1-d", lambda xp: xp.lexsort((special(xp, dtype, (30,), seed=4),
                                                         make(xp, (30,), "bool", seed=5)))))
    cases.append(("2-d array of keys", lambda xp: xp.lexsort(special(xp, dtype, (3, 25)))))
    cases.append(("3-d array of keys", lambda xp: xp.lexsort(special(xp, dtype, (2, 5, 6)),
                                                             axis=0)))
    assert_same_cases(xp, cases)


def test_lexsort_edges(xp):
    k = lambda xp, s=0: make(xp, (4, 5), "float32", seed=s, kind="small")  # noqa: E731
    assert_same_cases(xp, [
        ("mixed dtypes", lambda xp: xp.lexsort([k(xp), make(xp, (4, 5), "uint8", seed=1),
                                                make(xp, (4, 5), "complex64", seed=2)])),
        ("lists", lambda xp: xp.lexsort(([3, 1, 2, 1], [1, 1, 0, 1]))),
        ("0-d keys", lambda xp: xp.lexsort([make(xp, (), "int32", "0d"), make(xp, (), "f8", "0d")])),
        ("0-d keys axis=0", lambda xp: xp.lexsort([make(xp, (), "int32", "0d")], axis=0)),
        ("0-d keys axis=1", lambda xp: xp.lexsort([make(xp, (), "int32", "0d")], axis=1)),
        ("1-d array: 0-d keys", lambda xp: xp.lexsort(make(xp, (3,), "int64"))),
        ("empty keys", lambda xp: xp.lexsort([make(xp, (4,), "f8", "empty")])),
        ("empty 3-d", lambda xp: xp.lexsort(xp.zeros((2, 3, 0)))),
        ("empty 3-d axis 0", lambda xp: xp.lexsort(xp.zeros((2, 3, 0)), axis=0)),
        ("no keys", lambda xp: xp.lexsort([])),
        ("no key rows", lambda xp: xp.lexsort(xp.zeros((0, 3)))),
        ("scalar", lambda xp: xp.lexsort(3)),
        ("0-d array", lambda xp: xp.lexsort(make(xp, (), "int32", "0d"))),
        ("shapes differ", lambda xp: xp.lexsort([k(xp), k(xp)[:3]])),
        ("axis None", lambda xp: xp.lexsort([k(xp)], axis=None)),
        ("axis float", lambda xp: xp.lexsort([k(xp)], axis=1.0)),
        ("axis out of bounds", lambda xp: xp.lexsort([k(xp)], axis=2)),
    ])


def test_lexsort_zero_d_keys_give_a_scalar(xp):
    # NumPy returns its scalar (np.int64(0)), not a 0-d array, for keys that are 0-d
    for keys in (lambda m: m.array([3, 1, 2]), lambda m: [3, 1, 2],
                 lambda m: [m.array(1), m.array(2)]):
        want, got = numpy.lexsort(keys(numpy)), xp.lexsort(keys(xp))
        assert repr(got) == repr(want) and xp.isscalar(got) == numpy.isscalar(want)


# ------------------------------------------------------------------ partition
def partition_facts(xp, p, kth, axis):
    """What NumPy guarantees of a partition ``p`` (values) for ``kth`` along ``axis``: the
    elements at the kth positions, and the contents of every stretch between them."""
    if axis is None:
        axis = 0
    p = xp.moveaxis(p, axis, -1)
    n = p.shape[-1]
    ks = sorted({k % n for k in numpy.atleast_1d(kth).tolist()}) if n else []
    out = [p[..., k] for k in ks]
    start = 0
    for k in ks + [n]:
        out.append(xp.sort(p[..., start:k], axis=-1))
        start = k + 1
    return out


KTHS = (0, 3, -1, -4, [1, 4], (0, 6), [2, 2, -2], numpy.array([5, 0], numpy.int8),
        numpy.uint64(2))


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_partition(xp, dtype):
    cases = []
    for kth in KTHS:
        for layout in ("C", "T", "neg"):
            for axis in (-1, 0):
                cases.append((f"kth={kth} {layout} axis={axis}",
                              lambda xp, kth=kth, layout=layout, axis=axis: partition_facts(
                                  xp, xp.partition(special(xp, dtype, (7, 7), layout=layout), kth,
                                                   axis=axis), kth, axis)))
        cases.append((f"kth={kth} axis=None", lambda xp, kth=kth: partition_facts(
            xp, xp.partition(special(xp, dtype, (3, 5)), kth, axis=None), kth, None)))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_argpartition(xp, dtype):
    def facts(xp, a, kth, axis):
        idx = xp.argpartition(a, kth, axis=axis)
        vals, perm = argsort_facts(xp, a, idx, axis)
        return [perm] + partition_facts(xp, vals, kth, axis)

    cases = []
    for kth in KTHS:
        for layout in ("C", "T", "neg"):
            for axis in (-1, 0):
                cases.append((f"kth={kth} {layout} axis={axis}",
                              lambda xp, kth=kth, layout=layout, axis=axis: facts(
                                  xp, special(xp, dtype, (7, 7), layout=layout), kth, axis)))
        cases.append((f"kth={kth} axis=None", lambda xp, kth=kth: facts(
            xp, special(xp, dtype, (3, 5)), kth, None)))
    if dtype != "bool":  # without ties the kth position is NumPy's exactly
        cases.append(("distinct kth", lambda xp: xp.argpartition(distinct(xp, dtype, (9,)),
                                                                 [2, 6])[[2, 6]]))
    assert_same_cases(xp, cases)


def test_partition_edges(xp):
    a = lambda xp: make(xp, (3, 4), "float64")  # noqa: E731
    z = lambda xp: make(xp, (), "float64", "0d")  # noqa: E731
    cases = []
    for f in ("partition", "argpartition"):
        cases += [
            (f"{f} kth too big", lambda xp, f=f: getattr(xp, f)(a(xp), 4)),
            (f"{f} kth too small", lambda xp, f=f: getattr(xp, f)(a(xp), -5)),
            (f"{f} kth list out", lambda xp, f=f: getattr(xp, f)(a(xp), [1, 5])),
            (f"{f} kth axis 0", lambda xp, f=f: getattr(xp, f)(a(xp), 3, axis=0)),
            (f"{f} kth float", lambda xp, f=f: getattr(xp, f)(a(xp), 1.0)),
            (f"{f} kth float array", lambda xp, f=f: getattr(xp, f)(a(xp), numpy.array([1.0]))),
            (f"{f} kth empty list", lambda xp, f=f: getattr(xp, f)(a(xp), [])),
            (f"{f} kth bool", lambda xp, f=f: getattr(xp, f)(a(xp), True)),
            (f"{f} kth bools", lambda xp, f=f: getattr(xp, f)(a(xp), [True, False])),
            (f"{f} kth 2-d", lambda xp, f=f: getattr(xp, f)(a(xp), [[0]])),
            # (an array of indices too deep: NumPy's message differs from a nested list's,
            # and the depth is checked before the dtype)
            (f"{f} kth 2-d array", lambda xp, f=f: getattr(xp, f)(a(xp), xp.asarray([[0]]))),
            (f"{f} kth 2-d host array", lambda xp, f=f: getattr(xp, f)(a(xp), numpy.ones((1, 1),
                                                                                   int))),
            (f"{f} kth 2-d float array", lambda xp, f=f: getattr(xp, f)(a(xp),
                                                                         numpy.ones((1, 1)))),
            (f"{f} kth 2-d float list", lambda xp, f=f: getattr(xp, f)(a(xp), [[1.0]])),
            (f"{f} kth 2-d bool list", lambda xp, f=f: getattr(xp, f)(a(xp), [[True]])),
            (f"{f} kth None", lambda xp, f=f: getattr(xp, f)(a(xp), None)),
            (f"{f} kth huge", lambda xp, f=f: getattr(xp, f)(a(xp), 2 ** 70)),
            (f"{f} kind", lambda xp, f=f: getattr(xp, f)(a(xp), 1, kind="quicksort")),
            (f"{f} kind None", lambda xp, f=f: getattr(xp, f)(a(xp), 1, kind=None)),
            (f"{f} kind bytes", lambda xp, f=f: getattr(xp, f)(a(xp), 1, kind=b"introselect")),
            (f"{f} order", lambda xp, f=f: getattr(xp, f)(a(xp), 1, order="x")),
            (f"{f} axis", lambda xp, f=f: getattr(xp, f)(a(xp), 1, axis=2)),
            (f"{f} axis float", lambda xp, f=f: getattr(xp, f)(a(xp), 1, axis=1.0)),
            (f"{f} empty", lambda xp, f=f: getattr(xp, f)(xp.zeros((2, 0)), 0)),
            (f"{f} empty kth out of bounds", lambda xp, f=f: getattr(xp, f)(xp.zeros((0, 3)), 5)),
            (f"{f} empty bad kth", lambda xp, f=f: getattr(xp, f)(xp.zeros(0), 1.0)),
            (f"{f} 0-d", lambda xp, f=f: getattr(xp, f)(z(xp), 0)),
            (f"{f} 0-d -1", lambda xp, f=f: getattr(xp, f)(z(xp), -1)),
            (f"{f} 0-d kth 1", lambda xp, f=f: getattr(xp, f)(z(xp), 1)),
            (f"{f} 0-d axis None", lambda xp, f=f: getattr(xp, f)(z(xp), 0, axis=None)),
            (f"{f} 0-d axis 5", lambda xp, f=f: getattr(xp, f)(z(xp), 0, axis=5)),
        ]
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------ sort_complex
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_sort_complex(xp, dtype):
    assert_same_cases(xp, [
        ("2-d", lambda xp: xp.sort_complex(special(xp, dtype, (4, 6)))),
        ("1-d", lambda xp: xp.sort_complex(make(xp, (11,), dtype, "neg"))),
        ("empty", lambda xp: xp.sort_complex(make(xp, (3,), dtype, "empty"))),
        ("0-d", lambda xp: xp.sort_complex(make(xp, (), dtype, "0d"))),
    ])


def test_sort_complex_list(xp):
    assert_same(xp, lambda xp: xp.sort_complex([3, 1j, -1, 2 - 1j]))


# ------------------------------------------------------------------ NaN classes of complex
@pytest.mark.parametrize("dtype", COMPLEX_DTYPES, ids=short)
def test_complex_nan_order(xp, dtype):
    nan = numpy.nan
    host = numpy.array([complex(nan, 1), complex(1, nan), complex(2, 0), complex(nan, nan),
                        complex(1, 1), complex(nan, 0), complex(3, nan), complex(-1, nan),
                        complex(nan, -5), complex(1, -numpy.inf), complex(-numpy.inf, nan),
                        complex(1, nan), complex(nan, 1)], dtype=dtype)
    assert_same_cases(xp, [
        ("sort", lambda xp: xp.sort(xp.asarray(host))),
        ("argsort stable", lambda xp: xp.argsort(xp.asarray(host), kind="stable")),
        ("lexsort", lambda xp: xp.lexsort([xp.asarray(host)])),
        ("lexsort two", lambda xp: xp.lexsort([xp.asarray(host), xp.asarray(host.real)])),
    ])


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_nan_and_signed_zero_ties_are_stable(xp, dtype):
    # -0.0 and 0.0 are equal, all NaNs are equal: a stable sort keeps them in input order
    host = numpy.array([0.0, -0.0, numpy.nan, -numpy.nan, 0.0, -0.0, numpy.nan, 1.0] * 3,
                       dtype=dtype)
    assert_same_cases(xp, [
        ("argsort", lambda xp: xp.argsort(xp.asarray(host), kind="stable")),
        ("lexsort", lambda xp: xp.lexsort([xp.asarray(host), xp.asarray(host[::-1])])),
        ("sort signbits", lambda xp: xp.signbit(xp.sort(xp.asarray(host), kind="stable").real)),
    ])


# ------------------------------------------------------------------ ndarray methods
@pytest.mark.parametrize("dtype", ["int64", "float16", "complex64", "bool"], ids=short)
def test_methods_in_place(xp, dtype):
    def sort_in_place(xp, layout, axis=-1, **kw):
        a = make(xp, (5, 6), dtype, layout, seed=13)
        r = a.sort(axis, **kw)
        return r, a

    def partition_in_place(xp, kth, axis=-1):
        a = special(xp, dtype, (6, 6))
        r = a.partition(kth, axis)
        return [r] + partition_facts(xp, a, kth, axis)

    cases = [(f"sort {layout} {axis}", lambda xp, layout=layout, axis=axis:
              sort_in_place(xp, layout, axis))
             for layout in ("C", "T", "neg", "slice") for axis in (-1, 0)]
    cases += [("sort kind", lambda xp: sort_in_place(xp, "C", kind="stable")),
              ("sort stable", lambda xp: sort_in_place(xp, "C", stable=True)),
              ("sort axis None", lambda xp: sort_in_place(xp, "C", None)),
              ("sort view writes through", lambda xp: (lambda b: (b[1:, ::2].sort(0), b)[1])(
                  make(xp, (5, 6), dtype, seed=14))),
              ("sort 0-d", lambda xp: make(xp, (), dtype, "0d").sort()),
              ("partition", lambda xp: partition_in_place(xp, 2)),
              ("partition axis 0", lambda xp: partition_in_place(xp, [1, -1], 0)),
              ("partition axis None", lambda xp: partition_in_place(xp, 1, None)),
              ("argpartition method", lambda xp: partition_facts(
                  xp, (a := special(xp, dtype, (8,)))[a.argpartition(3)], 3, -1)),
              ("argsort method 0-d", lambda xp: make(xp, (), dtype, "0d").argsort())]
    assert_same_cases(xp, cases)


def test_sort_read_only(xp):
    def body(xp):
        a = xp.broadcast_to(xp.arange(3.0), (2, 3))
        a.sort()
    assert_same(xp, body)


# ------------------------------------------------------------------ through NumPy's functions
def test_np_functions_dispatch(gp):
    # numpy.sort(gp_array) runs gpnumpy's sort (__array_function__), result on the device
    a = gp.asarray(numpy.array([3.0, 1.0, 2.0]))
    for f in (numpy.sort, numpy.argsort, numpy.sort_complex):
        r = f(a)
        assert isinstance(r, gp.ndarray)
        numpy.testing.assert_array_equal(r.get(), f(a.get()))
    r = numpy.partition(a, 1)
    assert isinstance(r, gp.ndarray) and r.get()[1] == 2.0


@pytest.mark.parametrize("dtype", FLOAT_DTYPES, ids=short)
def test_sort_results_are_new_arrays_laid_out_as_the_input(xp, dtype):
    """Sorted copies are laid out as the input (NumPy copies it in order='K', then sorts in
    place); argsort's positions are C-contiguous."""
    def body(xp):
        out = []
        for lay in ("C", "T", "slice", "neg"):
            a = make(xp, (4, 5), dtype, lay, seed=2)
            for r in (xp.sort(a, axis=0), xp.sort(a, axis=1), xp.partition(a, 1, axis=0),
                      xp.argsort(a, axis=0), xp.argsort(a), xp.sort_complex(a)):
                r[...] = 0  # (a new array: the input does not change)
                out.append((r.strides, r.flags.writeable))
            out.append(a)
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("call", [
    "a.sort()", "a.sort(axis=None)", "a.sort(axis=1.5)", "a.sort(axis=5)", "a.sort(kind='bogus')",
    "a.sort(order='x')", "a.sort(stable=True, kind='quick')",
    "a.partition(0)", "a.partition(5)", "a.partition(0, axis=None)", "a.partition(0, axis=-3)",
    "a.partition(0, kind='bogus')", "a.partition(0, kind='bogus', axis=4)",
    "a.partition(0, order='x')", "z.sort()", "z.partition(0)"])
def test_sort_partition_check_arguments_before_read_only(xp, call):
    """ndarray.sort/partition of a read-only array: NumPy's errors for axis (None is a
    TypeError), kind and order come before the read-only one; partition's kth after it."""
    def body(xp):
        a = xp.broadcast_to(xp.zeros(2), (3, 2))
        z = xp.array(1.0)
        z.setflags(write=False)
        return eval(call)
    assert_same(xp, body)


def test_sorted_copies_own_their_data(xp):
    # sort, argsort and lexsort give new arrays owning their memory, as NumPy's: along the
    # last axis they were views of the sorted buffer (base set, OWNDATA false; found by the
    # numpy-ml hunt)
    def body(xp):
        a = xp.asarray(numpy.array([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]]))
        rs = [xp.sort(a), xp.sort(a, axis=0), xp.sort(a[0]), xp.argsort(a), xp.argsort(a[1]),
              xp.lexsort([a[0]]), xp.lexsort([a]), xp.sort(a, axis=None), xp.sort(a.T)]
        return [(r, r.flags.owndata, r.base is None) for r in rs]
    assert_same(xp, body)
