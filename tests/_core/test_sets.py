"""unique (and the array API unique_*), isin, intersect1d, union1d, setdiff1d, setxor1d.

NumPy's answers are unique except in a few places the tests avoid: unique_values (and
unique(..., sorted=False)) may come back in any order, so those results are sorted before
comparing; and positions of elements NumPy considers different but orders as equal (several
NaNs with equal_nan=False, NaN-holding rows with axis=) depend on NumPy's unstable quicksort
unless return_index asks for its stable sort.
"""
import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, INEXACT_DTYPES, assert_same, assert_same_cases,
                                 make, short)

from .test_sorting import pool, special

LAYOUTS = ("C", "T", "neg", "slice", "empty", "0d")
FLAGS = [dict(), dict(return_index=True), dict(return_inverse=True), dict(return_counts=True),
         dict(return_index=True, return_inverse=True, return_counts=True)]


def one_nan(xp, dtype, shape=(6, 9), seed=0, layout="C"):
    """special() with at most one NaN-holding element (NaN classes of complex kept apart)."""
    host = numpy.array(special(numpy, dtype, shape, seed, layout))
    if host.dtype.kind in "fc":
        nan = numpy.isnan(host)
        host[nan] = pool(dtype)[-1] if host.dtype.kind == "c" else 7
        if host.size:
            host.reshape(-1)[host.size // 2] = numpy.nan
    return host if xp is numpy else xp.asarray(host)


# ------------------------------------------------------------------ unique
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_unique_flags_layouts(xp, dtype):
    cases = []
    for layout in LAYOUTS:
        for kw in FLAGS:
            cases.append((f"{layout} {kw}", lambda xp, layout=layout, kw=kw: xp.unique(
                make(xp, (5, 7), dtype, layout, seed=1, kind="small"), **kw)))
    for kw in FLAGS:
        for equal_nan in (True, False):
            kw2 = dict(kw, equal_nan=equal_nan)
            if not equal_nan and kw.get("return_inverse") and not kw.get("return_index"):
                data = one_nan  # NumPy's inverse of several NaNs depends on its quicksort
            else:
                data = special
            cases.append((f"special {kw2}", lambda xp, kw2=kw2, data=data: xp.unique(
                data(xp, dtype), **kw2)))
    cases.append(("list", lambda xp: xp.unique([3, 1, 2, 1, 3], return_counts=True)))
    cases.append(("sorted=False", lambda xp: xp.sort(xp.unique(special(xp, dtype),
                                                               sorted=False))))
    cases.append(("sorted=False counts", lambda xp: xp.unique(special(xp, dtype), sorted=False,
                                                              return_counts=True)))
    cases.append(("axis=0 on 1-d", lambda xp: xp.unique(special(xp, dtype, (20,)), axis=0,
                                                        return_inverse=True, return_index=True)))
    cases.append(("axis=-1 on 1-d", lambda xp: xp.unique(special(xp, dtype, (20,)), axis=-1)))
    assert_same_cases(xp, cases)


def repeated_rows(xp, dtype, shape, axis, seed=0, layout="C", nan=True):
    """An array whose slices along ``axis`` repeat (every slice appears 1-3 times)."""
    rng = numpy.random.default_rng([seed, numpy.dtype(dtype).num])
    base = special(numpy, dtype, shape, seed) if nan else numpy.array(
        make(numpy, shape, dtype, seed=seed, kind="small"))
    n = base.shape[axis]
    take = rng.integers(0, n, size=2 * n)
    host = numpy.take(base, take, axis=axis)
    if layout == "T":
        return (xp.asarray(numpy.ascontiguousarray(host.T)) if xp is not numpy
                else numpy.ascontiguousarray(host.T)).T
    arr = host if xp is numpy else xp.asarray(host)
    if layout == "neg":
        return arr[(slice(None, None, -1),) * arr.ndim]
    return arr


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_unique_axis(xp, dtype):
    cases = []
    for shape, axis in (((5, 3), 0), ((3, 5), 1), ((4, 3), -1), ((4, 2, 3), 1), ((3, 2, 4), 2),
                        ((4, 2, 3), 0), ((6, 1), 0)):
        for layout in ("C", "T", "neg"):
            # no NaN rows: positions are unique, compare every flag
            for kw in FLAGS:
                cases.append((f"{shape} {axis} {layout} {kw}",
                              lambda xp, shape=shape, axis=axis, layout=layout, kw=kw: xp.unique(
                                  repeated_rows(xp, dtype, shape, axis, 1, layout, nan=False),
                                  axis=axis, **kw)))
            # NaN rows never equal another row; return_index asks for NumPy's stable order
            for kw in (dict(), dict(return_counts=True), FLAGS[-1]):
                cases.append((f"special {shape} {axis} {layout} {kw}",
                              lambda xp, shape=shape, axis=axis, layout=layout, kw=kw: xp.unique(
                                  repeated_rows(xp, dtype, shape, axis, 2, layout),
                                  axis=axis, **kw)))
    cases.append(("equal_nan=False", lambda xp: xp.unique(repeated_rows(
        xp, dtype, (4, 3), 0, 3), axis=0, equal_nan=False, return_index=True)))
    assert_same_cases(xp, cases)


def test_unique_edges(xp):
    z = lambda xp: make(xp, (), "float64", "0d")  # noqa: E731
    assert_same_cases(xp, [
        ("0-d all flags", lambda xp: xp.unique(z(xp), return_index=True, return_inverse=True,
                                               return_counts=True)),
        ("0-d axis", lambda xp: xp.unique(z(xp), axis=0)),
        ("empty all flags", lambda xp: xp.unique(xp.zeros((0, 3)), return_index=True,
                                                 return_inverse=True, return_counts=True)),
        ("empty rows axis 0", lambda xp: xp.unique(xp.zeros((0, 3)), axis=0, return_index=True,
                                                   return_inverse=True, return_counts=True)),
        ("zero-length rows axis 0", lambda xp: xp.unique(xp.zeros((3, 0)), axis=0,
                                                         return_index=True, return_inverse=True,
                                                         return_counts=True)),
        ("zero-length rows axis 1", lambda xp: xp.unique(xp.zeros((3, 0, 2)), axis=1,
                                                         return_counts=True)),
        ("axis out of bounds", lambda xp: xp.unique(make(xp, (2, 3)), axis=2)),
        ("axis -3", lambda xp: xp.unique(make(xp, (2, 3)), axis=-3)),
        ("axis 1 on 1-d", lambda xp: xp.unique(make(xp, (4,)), axis=1)),
        ("axis float", lambda xp: xp.unique(make(xp, (2, 3)), axis=1.0)),
        ("truthy flags", lambda xp: xp.unique(make(xp, (9,), "int8"), return_index=1,
                                              return_counts="yes")),
        ("one element", lambda xp: xp.unique(make(xp, (1,), "int8"), return_inverse=True)),
        ("all equal", lambda xp: xp.unique(xp.zeros((4, 4)), return_counts=True,
                                           return_index=True)),
    ])


@pytest.mark.parametrize("dtype", INEXACT_DTYPES, ids=short)
def test_unique_nans(xp, dtype):
    nan, inf = numpy.nan, numpy.inf
    if numpy.dtype(dtype).kind == "c":
        items = [complex(nan, 1), complex(1, nan), 2, complex(nan, nan), complex(1, nan),
                 complex(nan, -2), 2, complex(-inf, 0), complex(0, -0.0)]
    else:
        items = [nan, 1.0, -nan, inf, nan, -0.0, 0.0, 1.0, -inf]
    host = numpy.array(items, dtype=dtype)
    cases = []
    for kw in FLAGS[1:]:
        cases.append((f"{kw}", lambda xp, kw=kw: xp.unique(xp.asarray(host), **kw)))
        cases.append((f"{kw} all nan", lambda xp, kw=kw: xp.unique(xp.asarray(
            numpy.full(5, nan, dtype)), **kw)))
        if not kw.get("return_inverse") or kw.get("return_index"):
            cases.append((f"{kw} equal_nan=False", lambda xp, kw=kw: xp.unique(
                xp.asarray(host), equal_nan=False, **kw)))
    assert_same_cases(xp, cases)


def test_unique_nat_equal_nan_false(xp):
    # NumPy's hash-based unique (datetime64 values only) keeps one NaT; timedelta64 and the
    # sorting path (any return_*) keep each
    d = numpy.array(["NaT", "2024-01-02", "NaT", "2024-01-01"], "M8[D]")
    assert_same_cases(xp, [
        ("datetime", lambda xp: xp.unique(xp.asarray(d), equal_nan=False)),
        ("datetime unsorted", lambda xp: xp.unique(xp.asarray(d), equal_nan=False,
                                                   sorted=False)),
        ("datetime counts", lambda xp: xp.unique(xp.asarray(d), equal_nan=False,
                                                 return_counts=True)),
        ("unique_counts", lambda xp: xp.unique_counts(xp.asarray(d))),
        ("timedelta", lambda xp: xp.unique(xp.asarray(d.view("m8[D]")), equal_nan=False)),
    ])


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_unique_array_api(xp, dtype):
    cases = []
    for layout in ("C", "T", "0d", "empty"):
        x = lambda xp, layout=layout: make(xp, (4, 6), dtype, layout, seed=3, kind="small")  # noqa: E731
        cases += [
            (f"values {layout}", lambda xp, x=x: xp.sort(xp.unique_values(x(xp)))),
            (f"counts {layout}", lambda xp, x=x: xp.unique_counts(x(xp))),
            (f"inverse {layout}", lambda xp, x=x: xp.unique_inverse(x(xp))),
            (f"all {layout}", lambda xp, x=x: xp.unique_all(x(xp))),
        ]
    cases += [
        ("values special", lambda xp: xp.sort(xp.unique_values(special(xp, dtype)))),
        ("counts special", lambda xp: xp.unique_counts(special(xp, dtype))),
        ("inverse one NaN", lambda xp: xp.unique_inverse(one_nan(xp, dtype))),
        ("all special", lambda xp: xp.unique_all(special(xp, dtype))),
        ("fields", lambda xp: xp.unique_all(make(xp, (5,), dtype, seed=4))._fields),
    ]
    assert_same_cases(xp, cases)


# ------------------------------------------------------------------ isin
PAIRS = [("int8", "int8"), ("int16", "uint8"), ("int64", "uint64"), ("uint64", "int8"),
         ("bool", "int32"), ("bool", "bool"), ("float16", "float16"), ("float32", "int64"),
         ("float64", "float32"), ("complex64", "complex64"), ("complex128", "float64"),
         ("int32", "complex64"), ("uint16", "float16")]


@pytest.mark.parametrize("dts", PAIRS, ids=lambda d: "_".join(short(x) for x in d))
def test_isin_dtypes(xp, dts):
    da, db = dts
    cases = []
    for kind in (None, "sort", "table"):
        for invert in (False, True):
            for layout in ("C", "T", "neg", "0d", "empty"):
                cases.append((f"{kind} {invert} {layout}",
                              lambda xp, kind=kind, invert=invert, layout=layout: xp.isin(
                                  make(xp, (4, 5), da, layout, seed=5),
                                  make(xp, (3, 2), db, seed=6, kind="small"), invert=invert,
                                  kind=kind)))
            cases.append((f"{kind} {invert} special", lambda xp, kind=kind, invert=invert: xp.isin(
                special(xp, da, (5, 6), seed=7), special(xp, db, (4,), seed=8), invert=invert,
                kind=kind)))
            cases.append((f"{kind} {invert} many tests", lambda xp, kind=kind, invert=invert:
                          xp.isin(special(xp, da, (4,), seed=9), special(xp, db, (50,), seed=10),
                                  invert=invert, kind=kind)))
            cases.append((f"{kind} {invert} empty tests", lambda xp, kind=kind, invert=invert:
                          xp.isin(special(xp, da, (4,)), make(xp, (3,), db, "empty"),
                                  invert=invert, kind=kind)))
    assert_same_cases(xp, cases)


def test_isin_arguments(xp):
    a = lambda xp: make(xp, (3, 4), "int32", seed=11, kind="small")  # noqa: E731
    u = lambda xp: xp.asarray(numpy.array([4, -7, 0, 2, 9, -1], numpy.int64))  # noqa: E731
    assert_same_cases(xp, [
        ("assume_unique", lambda xp: xp.isin(u(xp), xp.asarray([2, 9, 100, -7]),
                                             assume_unique=True)),
        ("assume_unique invert", lambda xp: xp.isin(u(xp), xp.asarray([2, 9, 100, -7]),
                                                    assume_unique=True, invert=True)),
        ("assume_unique long", lambda xp: xp.isin(u(xp), xp.arange(-3, 80),
                                                  assume_unique=True)),
        ("lists", lambda xp: xp.isin([1, 2, 3], [[3, 1]])),
        ("scalar", lambda xp: xp.isin(3, [1, 3])),
        ("scalar test", lambda xp: xp.isin(a(xp), 2)),
        ("kind foo", lambda xp: xp.isin(a(xp), [1], kind="foo")),
        ("table floats", lambda xp: xp.isin(make(xp, (3,)), [1.0], kind="table")),
        ("table float tests", lambda xp: xp.isin(a(xp), [1.0], kind="table")),
        ("table float empty", lambda xp: xp.isin(make(xp, (3,)), [], kind="table")),
        ("table span too wide", lambda xp: xp.isin(a(xp), xp.asarray(numpy.array(
            [-128, 127], numpy.int8)), kind="table")),
        ("table bool", lambda xp: xp.isin(a(xp), [True], kind="table")),
        ("table empty element", lambda xp: xp.isin(xp.zeros(0, "int8"), [1, 5], kind="table")),
        ("int64 vs uint64 exact", lambda xp: xp.isin(
            xp.asarray(numpy.array([2 ** 62, 2 ** 62 + 1, -1, 5, 2 ** 53 + 1], numpy.int64)),
            xp.asarray(numpy.array([2 ** 62, 5, 2 ** 64 - 1, 2 ** 53], numpy.uint64)))),
        ("uint64 vs negatives", lambda xp: xp.isin(
            xp.asarray(numpy.array([2 ** 64 - 1, 3, 0], numpy.uint64)),
            xp.asarray(numpy.array([-1, 3, -5], numpy.int64)))),
        ("uint64 vs only negatives", lambda xp: xp.isin(
            xp.asarray(numpy.array([2 ** 64 - 1, 3], numpy.uint64)), [-1, -3])),
    ])


# ------------------------------------------------------------------ 1-d set operations
SET_PAIRS = [("int8", "int8"), ("uint16", "int32"), ("bool", "bool"), ("float16", "float32"),
             ("float64", "float64"), ("complex64", "complex128"), ("int64", "float64")]


@pytest.mark.parametrize("dts", SET_PAIRS, ids=lambda d: "_".join(short(x) for x in d))
def test_set_operations(xp, dts):
    da, db = dts

    def a(xp, layout="C", seed=12):
        return make(xp, (4, 5), da, layout, seed=seed, kind="small")

    def b(xp, layout="C", seed=13):
        return make(xp, (7,), db, layout, seed=seed, kind="small")

    def ua(xp):
        return xp.unique(a(xp))

    def ub(xp):
        return xp.unique(b(xp))

    cases = []
    for layout in ("C", "T", "neg", "empty", "0d"):
        cases += [
            (f"intersect1d {layout}", lambda xp, layout=layout: xp.intersect1d(a(xp, layout),
                                                                              b(xp))),
            (f"intersect1d indices {layout}", lambda xp, layout=layout: xp.intersect1d(
                a(xp, layout), b(xp), return_indices=True)),
            (f"union1d {layout}", lambda xp, layout=layout: xp.union1d(a(xp, layout), b(xp))),
            (f"setdiff1d {layout}", lambda xp, layout=layout: xp.setdiff1d(a(xp, layout), b(xp))),
            (f"setdiff1d rev {layout}", lambda xp, layout=layout: xp.setdiff1d(b(xp),
                                                                              a(xp, layout))),
            (f"setxor1d {layout}", lambda xp, layout=layout: xp.setxor1d(a(xp, layout), b(xp))),
        ]
    cases += [
        ("intersect1d unique", lambda xp: xp.intersect1d(ua(xp), ub(xp), assume_unique=True)),
        ("intersect1d unique indices", lambda xp: xp.intersect1d(ua(xp), ub(xp),
                                                                 assume_unique=True,
                                                                 return_indices=True)),
        ("setdiff1d unique", lambda xp: xp.setdiff1d(ua(xp), b(xp), assume_unique=True)),
        ("setxor1d unique", lambda xp: xp.setxor1d(ua(xp), ub(xp), assume_unique=True)),
        ("special intersect1d", lambda xp: xp.intersect1d(special(xp, da, (20,), seed=1),
                                                          special(xp, db, (20,), seed=2),
                                                          return_indices=True)),
        ("special union1d", lambda xp: xp.union1d(special(xp, da, (20,), seed=1),
                                                  special(xp, db, (20,), seed=2))),
        ("special setdiff1d", lambda xp: xp.setdiff1d(special(xp, da, (20,), seed=1),
                                                      special(xp, db, (20,), seed=2))),
        ("special setxor1d", lambda xp: xp.setxor1d(special(xp, da, (20,), seed=1),
                                                    special(xp, db, (20,), seed=2))),
    ]
    assert_same_cases(xp, cases)


def test_set_operations_python_inputs(xp):
    assert_same_cases(xp, [
        ("union1d scalars", lambda xp: xp.union1d(3, 4)),
        ("intersect1d scalars", lambda xp: xp.intersect1d(3, 3)),
        ("setdiff1d scalars", lambda xp: xp.setdiff1d(3, 4)),
        ("setxor1d scalars", lambda xp: xp.setxor1d(3, 4)),
        ("setxor1d empty", lambda xp: xp.setxor1d([], [])),
        ("union1d lists", lambda xp: xp.union1d([[1, 2], [3, 1]], [3, 1, 5.0])),
        ("intersect1d lists", lambda xp: xp.intersect1d([1, 2, 3, 1], [3, 1, 5],
                                                        return_indices=True)),
        ("setdiff1d 2-d unique", lambda xp: xp.setdiff1d([[1, 2], [3, 4]], [3, 1, 5],
                                                         assume_unique=True)),
    ])


def test_unique_big(xp):
    assert_same(xp, lambda xp: xp.unique(make(xp, (300, 400), "int16", seed=14), return_index=True,
                                         return_inverse=True, return_counts=True))


@pytest.mark.parametrize("d1, d2", [("m8[h]", "m8[M]"), ("m8[Y]", "m8[D]"), ("M8[h]", "M8[M]"),
                                    ("M8[h]", "m8[h]"), ("M8[h]", "i8"), ("m8[h]", "i8"),
                                    ("m8[h]", "f8")], ids=str)
@pytest.mark.parametrize("n1, n2", [(1, 0), (0, 1), (1, 1), (3, 2), (1, 40)], ids=str)
def test_isin_of_time_units_without_a_common_one(xp, d1, d2, n1, n2):
    # NumPy compares few test elements one by one: timedeltas of years and of days (no common
    # unit) are its TypeError, dates and numbers all different; many are sorted together
    def body(m):
        return m.isin(m.zeros(n1, d1), m.zeros(n2, d2))
    assert_same(xp, body)
