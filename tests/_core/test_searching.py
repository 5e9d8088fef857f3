"""searchsorted: sides, sorter, scalar and array v of any layout, NumPy's NaN order and the
dtype a and v are compared in; and the kernel renders for every dtype."""
import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, COMPLEX_DTYPES, assert_same, assert_same_cases,
                                 is_cuda_device, make, short)  # noqa: F401

from .test_sorting import pool, special


def sorted_a(xp, dtype, n=40, seed=0):
    """A sorted 1-d array with repeats and every special value of ``dtype``."""
    host = numpy.sort(special(numpy, dtype, (n,), seed=seed))
    return host if xp is numpy else xp.asarray(host)


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_dtypes_layouts(xp, dtype, side):
    cases = []
    for layout in ("C", "T", "neg", "slice", "empty", "0d"):
        cases.append((f"v {layout}", lambda xp, layout=layout: xp.searchsorted(
            sorted_a(xp, dtype), make(xp, (4, 5), dtype, layout, seed=1), side)))
    cases.append(("v special", lambda xp: xp.searchsorted(sorted_a(xp, dtype), special(
        xp, dtype, (3, 7), seed=2), side=side)))
    cases.append(("every pool value", lambda xp: xp.searchsorted(
        sorted_a(xp, dtype), xp.asarray(pool(dtype)), side=side)))
    cases.append(("a view", lambda xp: xp.searchsorted(sorted_a(xp, dtype, 60)[::3],
                                                       special(xp, dtype, (9,), seed=3), side)))
    cases.append(("method", lambda xp: sorted_a(xp, dtype).searchsorted(
        special(xp, dtype, (5,), seed=4), side)))
    cases.append(("empty a", lambda xp: xp.searchsorted(sorted_a(xp, dtype)[:0],
                                                        special(xp, dtype, (5,)), side)))
    cases.append(("one element a", lambda xp: xp.searchsorted(sorted_a(xp, dtype)[3:4],
                                                              special(xp, dtype, (9,)), side)))
    cases.append(("scalar of a", lambda xp: xp.searchsorted(sorted_a(xp, dtype),
                                                            pool(dtype)[1], side)))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("side", ["left", "right"])
def test_searchsorted_python_scalars_and_promotion(xp, side):
    def a(xp, dt):
        return xp.asarray(numpy.array([-3, 1, 2, 2, 3, 100], dtype=dt))

    cases = []
    for dt in ("int8", "uint8", "int64", "uint64", "float16", "float32", "bool"):
        for v in (2, 2.5, -1, 300, 2 ** 63, 1j, 2 + 1j, True, 70000.0, -0.0, numpy.nan,
                  numpy.inf, numpy.float32(2.5), numpy.int8(-1), numpy.uint64(2 ** 64 - 1),
                  [1, 2.5], [[2, 300]], [True, False]):
            cases.append((f"{dt} {v!r}", lambda xp, dt=dt, v=v: xp.searchsorted(a(xp, dt), v,
                                                                               side=side)))
    cases += [
        ("int8 a, uint8 v", lambda xp: xp.searchsorted(a(xp, "int8"), xp.asarray(
            numpy.array([0, 1, 2, 200], numpy.uint8)), side)),
        ("int64 a, uint64 v", lambda xp: xp.searchsorted(a(xp, "int64"), xp.asarray(
            numpy.array([2 ** 63, 1], numpy.uint64)), side)),
        ("float16 a, float32 v", lambda xp: xp.searchsorted(a(xp, "float16"), xp.asarray(
            numpy.array([2.0001, 70000.0], numpy.float32)), side)),
        ("float32 a, int64 v", lambda xp: xp.searchsorted(a(xp, "float32"), xp.asarray(
            numpy.array([2 ** 60, 3], numpy.int64)), side)),
        ("list a", lambda xp: xp.searchsorted([1, 2, 3], 2, side)),
        ("bool a", lambda xp: xp.searchsorted(xp.asarray([False, True, True]), [2, 0.5, -1])),
        ("int64 big", lambda xp: xp.searchsorted(xp.asarray(numpy.array(
            [2 ** 53, 2 ** 53 + 1, 2 ** 62], numpy.int64)), xp.asarray(numpy.array(
                [2 ** 53 + 1], numpy.int64)), side)),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", COMPLEX_DTYPES + ["float32", "float64"], ids=short)
def test_searchsorted_nan_order(xp, dtype):
    nan, inf = numpy.nan, numpy.inf
    if numpy.dtype(dtype).kind == "c":
        items = [complex(-inf, 0), complex(1, -1), complex(1, 1), complex(1, nan), complex(2, nan),
                 complex(nan, -1), complex(nan, 3), complex(nan, nan)]
    else:
        items = [-inf, -1.0, -0.0, 0.0, 1.0, inf, nan, nan]
    a = numpy.array(items, dtype=dtype)
    assert_same_cases(xp, [
        (side, lambda xp, side=side: xp.searchsorted(xp.asarray(a), xp.asarray(a), side))
        for side in ("left", "right")] + [
        (f"pool {side}", lambda xp, side=side: xp.searchsorted(xp.asarray(a), xp.asarray(
            pool(dtype)), side)) for side in ("left", "right")])


@pytest.mark.parametrize("dtype", ["int16", "uint32", "float64", "complex64", "bool"], ids=short)
def test_searchsorted_sorter(xp, dtype):
    def unsorted(xp):
        return special(xp, dtype, (30,), seed=5)

    def sorter(xp, dt="int64"):
        return xp.argsort(unsorted(xp), kind="stable").astype(dt)

    cases = []
    for side in ("left", "right"):
        for sdt in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32"):
            cases.append((f"{side} sorter {sdt}", lambda xp, side=side, sdt=sdt: xp.searchsorted(
                unsorted(xp), special(xp, dtype, (3, 4), seed=6), side, sorter(xp, sdt))))
        cases.append((f"{side} sorter list", lambda xp, side=side: xp.searchsorted(
            unsorted(xp), special(xp, dtype, (7,), seed=7), side,
            numpy.argsort(special(numpy, dtype, (30,), seed=5), kind="stable").tolist())))
        cases.append((f"{side} sorter view", lambda xp, side=side: xp.searchsorted(
            unsorted(xp)[::-1], special(xp, dtype, (7,), seed=8), side,
            xp.argsort(unsorted(xp)[::-1], kind="stable"))))
        cases.append((f"{side} scalar v", lambda xp, side=side: xp.searchsorted(
            unsorted(xp), pool(dtype)[0], side, sorter(xp))))
    cases.append(("empty a and sorter", lambda xp: xp.searchsorted(
        unsorted(xp)[:0], special(xp, dtype, (7,)), sorter=xp.zeros(0, dtype="int32"))))
    assert_same_cases(xp, cases)


def test_searchsorted_bad_arguments(xp):
    a = lambda xp: xp.asarray(numpy.array([1.0, 2.0, 3.0]))  # noqa: E731
    assert_same_cases(xp, [
        ("side x", lambda xp: xp.searchsorted(a(xp), 2, side="x")),
        ("side r", lambda xp: xp.searchsorted(a(xp), 2, side="r")),
        ("side empty", lambda xp: xp.searchsorted(a(xp), 2, side="")),
        ("side None", lambda xp: xp.searchsorted(a(xp), 2, side=None)),
        ("side int", lambda xp: xp.searchsorted(a(xp), 2, side=1)),
        ("side bytes", lambda xp: xp.searchsorted(a(xp), 2, side=b"right")),
        ("a 2-d", lambda xp: xp.searchsorted(make(xp, (2, 3)), 2)),
        ("a 0-d", lambda xp: xp.searchsorted(make(xp, (), "float64", "0d"), 2)),
        ("sorter short", lambda xp: xp.searchsorted(a(xp), 2, sorter=[0, 1])),
        ("sorter float", lambda xp: xp.searchsorted(a(xp), 2, sorter=[0.0, 1, 2])),
        ("sorter bool", lambda xp: xp.searchsorted(a(xp), 2, sorter=[True, False, True])),
        ("sorter uint64", lambda xp: xp.searchsorted(a(xp), 2, sorter=xp.asarray(
            numpy.array([0, 1, 2], numpy.uint64)))),
        ("sorter 2-d", lambda xp: xp.searchsorted(a(xp), 2, sorter=[[0, 1, 2]])),
        ("sorter out of range", lambda xp: xp.searchsorted(a(xp), [0.5, 2, 9],
                                                           sorter=[3, 4, 5])),
        ("sorter negative", lambda xp: xp.searchsorted(a(xp), [0.5, 2, 9],
                                                       sorter=[-4, -5, -6])),
    ])


@pytest.mark.skipif("is_cuda_device()", reason="the device checks every sorter position: its "
                    "searches, one a value, read other positions than NumPy's")
def test_searchsorted_sorter_positions_never_read(xp):
    # NumPy refuses a bad sorter position only where its binary search reads it
    a = lambda xp: xp.asarray(numpy.array([40, 10, 30, 20]))  # noqa: E731
    assert_same_cases(xp, [
        ("unread", lambda xp: xp.searchsorted(a(xp), 25, sorter=[1, 3, 2, 9])),
        ("read", lambda xp: xp.searchsorted(a(xp), 35, sorter=[1, 3, 2, 9])),
        ("several values", lambda xp: xp.searchsorted(a(xp), [25, 5], sorter=[1, 3, 2, 9])),
        ("negative unread", lambda xp: xp.searchsorted(a(xp), 5, sorter=[1, 3, -2, -9])),
        ("big int unread", lambda xp: xp.searchsorted(a(xp), -2**70, sorter=[1, 3, 9, 9])),
        ("big int read", lambda xp: xp.searchsorted(a(xp), 2**70, sorter=[1, 3, 2, 9])),
        ("big int read low", lambda xp: xp.searchsorted(a(xp), -2**70, sorter=[9, 3, 2, 0])),
    ])


def test_searchsorted_returns_device_scalar(gp):
    r = gp.searchsorted(gp.asarray([1, 2, 3]), 2)
    assert isinstance(r, gp.ndarray) and r.shape == () and r.dtype == numpy.int64
    assert int(r) == 1


def test_searchsorted_big(xp):
    assert_same(xp, lambda xp: xp.searchsorted(xp.sort(make(xp, (100003,), "float32", seed=9)),
                                               make(xp, (70001,), "float32", seed=10), "right"))


def test_searchsorted_side_near_misses(xp):
    # NumPy's parser: a side starting with l/r that is not exact has its own message
    for side in ("LEFT", "l", "Right", "rightx", "middle", ""):
        msgs = []
        for m in (numpy, xp):
            with pytest.raises(ValueError) as e:
                m.searchsorted(m.array([1, 2, 3]), 2, side=side)
            msgs.append(str(e.value))
        assert msgs[0] == msgs[1], (side, msgs)


def test_where_result_layout(xp):
    # NumPy's where makes its result in the operands' memory order (order='K')
    f = lambda xp: xp.asarray(numpy.arange(6.0).reshape(2, 3), order="F")  # noqa: E731
    strides = lambda r: (r.strides, r.flags.f_contiguous, r)  # noqa: E731
    assert_same_cases(xp, [
        ("F condition", lambda xp: strides(xp.where(f(xp) > 2, 1, 0))),
        ("F condition and value", lambda xp: strides(xp.where(f(xp) > 2, f(xp), -1.0))),
        ("C condition, F value", lambda xp: strides(xp.where(xp.arange(6).reshape(2, 3) > 2,
                                                             f(xp), 0))),
        ("transposed 3-d", lambda xp: strides(xp.where(
            xp.arange(24).reshape(2, 3, 4).transpose(2, 0, 1) > 5, 1.5, 0))),
    ])


def test_nonzero_and_argwhere_layout(xp):
    """nonzero's index arrays are the columns of one C-ordered (n, ndim) array (strides of
    ndim items, views), argwhere is that array transposed back ((8, 8n) strides); a 1-d
    input's indices are a view too; a 0-d argwhere is that of its one element, sliced."""
    def grid(xp):
        return xp.arange(24).reshape(2, 3, 4) % 5

    def laid(r):
        return r, r.strides, r.flags.owndata, r.flags.writeable
    cases = [
        ("nonzero 3-d", lambda xp: [laid(c) for c in xp.nonzero(grid(xp))]),
        ("nonzero transposed", lambda xp: [laid(c) for c in grid(xp).T.nonzero()]),
        ("nonzero 1-d", lambda xp: [laid(c) for c in xp.nonzero(grid(xp)[0, 0])]),
        ("nonzero empty", lambda xp: [c.strides for c in xp.nonzero(xp.zeros((2, 3)))]),
        ("where 2-d", lambda xp: [laid(c) for c in xp.where(grid(xp)[0] > 2)]),
        ("argwhere 3-d", lambda xp: laid(xp.argwhere(grid(xp)))),
        ("argwhere 1-d", lambda xp: laid(xp.argwhere(grid(xp)[0, 0]))),
        ("argwhere 0-d", lambda xp: (xp.argwhere(xp.asarray(3)).strides,
                                     xp.argwhere(xp.asarray(0)).strides)),
    ]
    assert_same_cases(xp, cases)


def test_searchsorted_results_own_their_data(xp):
    # searchsorted (and digitize through it) gives a new array owning its memory, as NumPy's:
    # it was a reshaped view of the indices it made (base set, OWNDATA false; found by the
    # numpy-ml hunt)
    def body(xp):
        a = xp.arange(6.0)
        v = xp.asarray(numpy.array([[0.5, 2.0], [7.0, -1.0]]))
        rs = [xp.searchsorted(a, v), xp.searchsorted(a, v[0], side="right"), a.searchsorted(v),
              xp.searchsorted(a, v, sorter=xp.arange(6)), xp.digitize(v, a),
              xp.digitize(v, a[::-1], right=True), xp.searchsorted(a, 2.5)]
        return [(r, r.flags.owndata, r.base is None) for r in rs]
    assert_same(xp, body)


def test_nonzero_of_1d_and_flatnonzero_are_views_of_an_index_column(xp):
    # NumPy's nonzero writes the indices into one (n, ndim) array and returns its columns, a
    # 1-d array's too (a base of shape (n, 1)); flatnonzero is nonzero(ravel(a))[0]
    def body(xp):
        out = []
        for a in ([0, 1, 2, 0, 3], [], [5], [[0, 1], [2, 0]], [True, False, True]):
            a = xp.asarray(a)
            r, f = xp.nonzero(a)[-1], xp.flatnonzero(a)
            out += [(x, x.flags.owndata, x.base.shape, x.flags.writeable) for x in (r, f)]
        return out, xp.flatnonzero(3).base.shape
    assert_same(xp, body)
