"""Data-munging programs: joining and splitting, padding, rolling and tiling, insert/delete,
unique and set operations, index-finding, take/put/choose/select, binning, grids, dtype rules,
layout changes, structured sorts, copyto/where and host string arrays.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt_each as attempt, collection, show


PROGRAMS, program = collection()


# ---- joining -------------------------------------------------------------------------------------

@program
def concatenate_mixed_dtypes(np):
    a = np.array([1, 2, 3], dtype=np.int8)
    b = np.array([1.5, 2.5], dtype=np.float32)
    c = np.array([True, False])
    attempt(np.concatenate, (a, b))
    attempt(np.concatenate, (a, c))
    attempt(np.concatenate, (a, np.array([300], dtype=np.int16)))
    attempt(np.concatenate, (a, np.array([2**40])))
    attempt(np.concatenate, (np.array([1], np.uint64), np.array([-1], np.int64)))
    attempt(np.concatenate, (np.ones((2, 2)), np.zeros((3, 2))), axis=None)
    attempt(np.concatenate, (np.ones((2, 2)), np.zeros((2, 3))), axis=1)
    attempt(np.concatenate, (np.ones((2, 2)), np.zeros((2, 3))))
    attempt(np.concatenate, (np.ones((2, 2)), np.zeros(2)))
    attempt(np.concatenate, (np.ones((2, 2)), np.zeros((2, 2))), axis=2)
    attempt(np.concatenate, ([1, 2], [3.5]), dtype=np.int32)
    attempt(np.concatenate, ([1, 2], [3.5]), dtype=np.int32, casting="unsafe")
    attempt(np.concatenate, ([1, 2], [3]), dtype=np.float32, casting="safe")
    attempt(np.concatenate, ([1, 2], [3]), dtype=np.int8, casting="same_kind")
    attempt(np.concatenate, ([1.0], [2.0]), dtype=np.int8, casting="same_kind")
    out = np.zeros(5, dtype=np.float64)
    r = np.concatenate(([1, 2], [3, 4, 5]), out=out)
    print(r is out, out)
    attempt(np.concatenate, ([1, 2], [3]), out=np.zeros(4))
    attempt(np.concatenate, ([1, 2], [3]), out=np.zeros(3), dtype=np.int32)
    attempt(np.concatenate, ())
    attempt(np.concatenate, ([[1, 2]], [[3, 4]]), axis=-1)


@program
def stack_family(np):
    a = np.array([1, 2, 3])
    b = np.array([4.0, 5.0, 6.0])
    attempt(np.stack, (a, b))
    attempt(np.stack, (a, b), axis=1)
    attempt(np.stack, (a, b), axis=-1)
    attempt(np.stack, (a, b), axis=2)
    attempt(np.stack, (a, b[:2]))
    attempt(np.stack, (a, b), dtype=np.float32)
    attempt(np.stack, (a, b), dtype=np.int64)
    attempt(np.stack, (a, b), dtype=np.int64, casting="unsafe")
    attempt(np.stack, [])
    attempt(np.hstack, (a, b))
    attempt(np.hstack, ([[1], [2]], [[3, 4], [5, 6]]))
    attempt(np.vstack, (a, b))
    attempt(np.vstack, (a, [[7, 8, 9], [1, 1, 1]]))
    attempt(np.vstack, (a, [1, 2]))
    attempt(np.dstack, (a, b))
    attempt(np.dstack, ([[1, 2]], [[3, 4]]))
    attempt(np.column_stack, (a, b))
    attempt(np.column_stack, (a, [[1, 2], [3, 4], [5, 6]]))
    attempt(np.vstack, (a, a))
    attempt(np.hstack, (a, b), dtype=np.int32, casting="unsafe")
    attempt(np.vstack, (a, b), dtype=np.int32)
    attempt(np.stack, (np.int8(1), np.int8(2)))
    attempt(np.hstack, (1, 2.5, True))


@program
def block_layouts(np):
    A = np.ones((2, 2), dtype=np.int32)
    B = np.zeros((2, 1), dtype=np.float32)
    C = np.full((1, 3), 7, dtype=np.int64)
    attempt(np.block, [[A, B], [C]])
    attempt(np.block, [1, 2, 3])
    attempt(np.block, [[1, 2], [3, 4]])
    attempt(np.block, [[A, A], [A, A]])
    attempt(np.block, [A, B])
    attempt(np.block, [[A], [B]])
    attempt(np.block, [[A, B], C])
    attempt(np.block, [])
    attempt(np.block, [[[1], [2]], [[3], [4]]])
    attempt(np.block, np.array([1, 2]))
    attempt(np.block, [(1, 2)])


# ---- splitting -----------------------------------------------------------------------------------

@program
def split_family(np):
    x = np.arange(10)
    attempt(np.split, x, 5)
    attempt(np.split, x, 3)
    attempt(np.split, x, [3, 7])
    attempt(np.split, x, [3, 20])
    attempt(np.split, x, [7, 3])
    attempt(np.split, x, [-2])
    attempt(np.array_split, x, 3)
    attempt(np.array_split, x, 4)
    attempt(np.array_split, x, 12)
    attempt(np.array_split, x, 0)
    m = np.arange(24).reshape(4, 6)
    attempt(np.hsplit, m, 3)
    attempt(np.hsplit, m, [1, 4])
    attempt(np.vsplit, m, 2)
    attempt(np.vsplit, m, 3)
    attempt(np.hsplit, np.arange(6), 2)
    attempt(np.vsplit, np.arange(6), 2)
    attempt(np.dsplit, m.reshape(2, 2, 6), [2])
    attempt(np.dsplit, m, 2)
    attempt(np.array_split, m, 3, axis=1)
    attempt(np.split, m, 2, axis=-1)
    parts = np.split(x, 2)
    parts[0][0] = 99
    print(x[:3])


# ---- padding -------------------------------------------------------------------------------------

@program
def pad_constant_and_edge(np):
    a = np.array([1, 2, 3, 4, 5])
    m = np.arange(6).reshape(2, 3)
    attempt(np.pad, a, 2)
    attempt(np.pad, a, (2, 3), constant_values=(-1, 9))
    attempt(np.pad, a, (1, 1), constant_values=2.7)
    attempt(np.pad, m, ((1, 0), (0, 2)), constant_values=((10, 20), (30, 40)))
    attempt(np.pad, m, 1, constant_values=-5)
    attempt(np.pad, m, ((1,), (2,)))
    attempt(np.pad, m, 1, mode="edge")
    attempt(np.pad, m, ((0, 0), (2, 1)), mode="edge")
    attempt(np.pad, a.astype(np.float32), 1, constant_values=np.nan)
    attempt(np.pad, a, 0)
    attempt(np.pad, a, -1)
    attempt(np.pad, a, ((1, 2), (3, 4)))
    attempt(np.pad, m, (1, 2, 3))
    attempt(np.pad, a, 1, mode="nosuch")
    attempt(np.pad, a, 1, mode="edge", constant_values=3)
    attempt(np.pad, np.zeros((0, 3)), 1, mode="edge")
    attempt(np.pad, np.zeros((0, 3)), ((0, 0), (1, 1)), mode="edge")
    attempt(np.pad, np.zeros((0, 3)), 1)
    # (mode="empty" leaves the padding uninitialised: only the copied part is printed)
    r = np.pad(m, ((0, 1), (1, 0)), mode="empty")
    print(r.dtype, r.shape, r[:2, 1:].tolist())


@program
def pad_reflect_symmetric_wrap(np):
    a = np.array([1, 2, 3, 4])
    m = np.arange(1, 7).reshape(2, 3)
    for mode in ("reflect", "symmetric", "wrap"):
        attempt(np.pad, a, 2, mode=mode)
        attempt(np.pad, a, 6, mode=mode)
        attempt(np.pad, a, (0, 9), mode=mode)
        attempt(np.pad, m, ((1, 2), (2, 1)), mode=mode)
    attempt(np.pad, a, 2, mode="reflect", reflect_type="odd")
    attempt(np.pad, a, 5, mode="symmetric", reflect_type="odd")
    attempt(np.pad, np.array([7]), 3, mode="reflect")
    attempt(np.pad, np.array([7]), 3, mode="symmetric")
    attempt(np.pad, np.array([7]), 3, mode="wrap")
    attempt(np.pad, np.zeros(0), 2, mode="wrap")
    attempt(np.pad, np.zeros(0), 2, mode="reflect")
    attempt(np.pad, a.astype(np.float32), 2, mode="reflect", reflect_type="odd")
    attempt(np.pad, a, 1, mode="reflect", reflect_type="bad")


@program
def pad_ramp_and_stats(np):
    a = np.array([1.0, 2.0, 6.0, 3.0, 10.0])
    m = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 90]])
    attempt(np.pad, a, (2, 3), mode="linear_ramp")
    attempt(np.pad, a, (2, 3), mode="linear_ramp", end_values=(5, -4))
    attempt(np.pad, np.array([1, 5, 9]), 3, mode="linear_ramp", end_values=2)
    attempt(np.pad, m, 1, mode="linear_ramp", end_values=((0, 10), (20, 30)))
    for mode in ("maximum", "minimum", "mean", "median"):
        attempt(np.pad, a, 2, mode=mode)
        attempt(np.pad, a, 2, mode=mode, stat_length=2)
        attempt(np.pad, a, (1, 2), mode=mode, stat_length=(1, 3))
        attempt(np.pad, m, 1, mode=mode, stat_length=((1, 2), (2, 1)))
    attempt(np.pad, np.array([1, 2, 4]), 1, mode="mean")
    attempt(np.pad, np.array([1, 2, 4], dtype=np.int8), 1, mode="median", stat_length=2)
    attempt(np.pad, a, 2, mode="mean", stat_length=0)
    attempt(np.pad, a, 2, mode="mean", stat_length=-1)
    attempt(np.pad, a, 2, mode="maximum", stat_length=100)
    attempt(np.pad, np.zeros((0, 2)), 1, mode="maximum")
    attempt(np.pad, a, 1, mode="mean", end_values=3)


# ---- rolling, flipping, tiling -------------------------------------------------------------------

@program
def roll_flip_rot90(np):
    m = np.arange(12).reshape(3, 4)
    attempt(np.roll, m, 1)
    attempt(np.roll, m, -1, axis=0)
    attempt(np.roll, m, (1, 2), axis=(0, 1))
    attempt(np.roll, m, 1, axis=(0, 1))
    attempt(np.roll, m, (1, -1), axis=1)
    attempt(np.roll, m, (1, 2), axis=(0, 1, 0))
    attempt(np.roll, m, 14, axis=1)
    attempt(np.roll, m, 1, axis=2)
    attempt(np.roll, np.zeros((0, 3)), 2, axis=0)
    attempt(np.flip, m)
    attempt(np.flip, m, axis=(0, 1))
    attempt(np.flip, m, axis=-1)
    attempt(np.flip, m, axis=3)
    attempt(np.fliplr, np.arange(3))
    attempt(np.flipud, np.arange(3))
    attempt(np.rot90, m)
    attempt(np.rot90, m, 2)
    attempt(np.rot90, m, -1)
    attempt(np.rot90, m, 5)
    attempt(np.rot90, m, 1, axes=(1, 0))
    attempt(np.rot90, m.reshape(3, 2, 2), 1, axes=(0, 2))
    attempt(np.rot90, m, 1, axes=(0, 0))
    attempt(np.rot90, m, 1, axes=(0,))
    attempt(np.rot90, np.arange(3))
    f = np.flip(m, 0)
    f[0, 0] = -1
    print(m[2, 0])


@program
def tile_repeat(np):
    a = np.array([1, 2, 3])
    m = np.array([[1, 2], [3, 4]])
    attempt(np.tile, a, 2)
    attempt(np.tile, a, (2, 2))
    attempt(np.tile, m, (2, 1, 3))
    attempt(np.tile, m, 0)
    attempt(np.tile, m, (1,))
    attempt(np.tile, 5, 3)
    attempt(np.tile, a, -1)
    attempt(np.repeat, a, 2)
    attempt(np.repeat, a, [1, 0, 3])
    attempt(np.repeat, a, [1, 2])
    attempt(np.repeat, a, [1, -1, 2])
    attempt(np.repeat, m, 2)
    attempt(np.repeat, m, [2, 1], axis=0)
    attempt(np.repeat, m, [0, 3], axis=1)
    attempt(np.repeat, m, 2, axis=-1)
    attempt(np.repeat, m, 2, axis=2)
    attempt(np.repeat, m, np.array([1, 2]), axis=1)
    attempt(np.repeat, 7, 3)
    attempt(np.repeat, a, 2.0)
    attempt(lambda: m.repeat(2, axis=0))
    attempt(np.repeat, a, np.array([[1, 1, 1]]))


# ---- insert / delete / append --------------------------------------------------------------------

@program
def insert_variants(np):
    a = np.array([10, 20, 30, 40])
    m = np.arange(6).reshape(2, 3)
    attempt(np.insert, a, 1, 99)
    attempt(np.insert, a, -1, 99)
    attempt(np.insert, a, 4, 99)
    attempt(np.insert, a, 5, 99)
    attempt(np.insert, a, [1, 3], [7, 8])
    attempt(np.insert, a, [1, 1], [7, 8])
    attempt(np.insert, a, [3, 1], [7, 8])
    attempt(np.insert, a, slice(1, 3), 0)
    attempt(np.insert, a, 1, 2.9)
    attempt(np.insert, a, 1, [5, 6])
    attempt(np.insert, a, [1], [5, 6])
    attempt(np.insert, m, 1, 9)
    attempt(np.insert, m, 1, 9, axis=0)
    attempt(np.insert, m, 1, [7, 8, 9], axis=0)
    attempt(np.insert, m, [1], [[7], [8]], axis=1)
    attempt(np.insert, m, 1, [7, 8], axis=1)
    attempt(np.insert, m, -1, 0, axis=1)
    attempt(np.insert, m, 0, 0, axis=2)
    attempt(np.insert, m, 5, 0, axis=1)
    attempt(np.insert, a, np.array([True, False, True, False]), 0)
    attempt(np.insert, a, [], [])
    attempt(np.insert, a, 1.0, 5)


@program
def delete_append(np):
    a = np.array([10, 20, 30, 40, 50])
    m = np.arange(12).reshape(3, 4)
    attempt(np.delete, a, 1)
    attempt(np.delete, a, -1)
    attempt(np.delete, a, [0, 2, 2])
    attempt(np.delete, a, [-1, 0])
    attempt(np.delete, a, slice(1, 4, 2))
    attempt(np.delete, a, slice(None, None, -1))
    attempt(np.delete, a, np.array([True, False, True, False, False]))
    attempt(np.delete, a, np.array([True, False]))
    attempt(np.delete, a, 5)
    attempt(np.delete, a, [5])
    attempt(np.delete, a, [])
    attempt(np.delete, a, 1.0)
    attempt(np.delete, m, 1, axis=0)
    attempt(np.delete, m, [0, -1], axis=1)
    attempt(np.delete, m, 1)
    attempt(np.delete, m, slice(0, 2), axis=1)
    attempt(np.delete, m, 0, axis=2)
    attempt(np.append, a, 60)
    attempt(np.append, a, [1.5, 2.5])
    attempt(np.append, m, [[1, 2, 3, 4]], axis=0)
    attempt(np.append, m, [1, 2, 3, 4], axis=0)
    attempt(np.append, m, [[1], [2], [3]], axis=1)
    attempt(np.append, m, m)
    attempt(np.append, np.array([], dtype=np.int8), np.array([1], dtype=np.uint8))


# ---- unique and sets -----------------------------------------------------------------------------

@program
def unique_axis_and_returns(np):
    m = np.array([[1, 2], [3, 4], [1, 2], [0, 9], [3, 4]])
    attempt(np.unique, m, axis=0)
    u, idx, inv, cnt = np.unique(m, axis=0, return_index=True, return_inverse=True,
                                 return_counts=True)
    for r in (u, idx, inv, cnt):
        show(r)
    attempt(np.unique, m, axis=1)
    attempt(np.unique, m, axis=-1, return_counts=True)
    attempt(np.unique, m, axis=2)
    a = np.array([3, 1, 2, 3, 1, 1])
    u, inv = np.unique(a, return_inverse=True)
    show(inv)
    print(np.array_equal(u[inv], a))
    u, inv = np.unique(m, return_inverse=True)
    show(inv)
    f = np.array([1.0, np.nan, 2.0, np.nan, 1.0])
    attempt(np.unique, f)
    attempt(np.unique, f, equal_nan=False)
    attempt(np.unique, f, return_counts=True)
    attempt(np.unique, f, return_index=True, return_inverse=True)
    attempt(np.unique, np.array([], dtype=np.float32), return_counts=True)
    attempt(np.unique, np.zeros((0, 3)), axis=0)
    attempt(np.unique, np.array([[True, False], [True, False]]), axis=0)
    attempt(np.unique, [3, 1, 3], sorted=True)


@program
def unique_array_api(np):
    a = np.array([[2, 1, 2], [5, 1, 1]])
    r = np.unique_counts(a)
    print(type(r).__name__, r._fields)
    show(r.values)
    show(r.counts)
    r = np.unique_inverse(a)
    show(r.values)
    show(r.inverse_indices)
    r = np.unique_all(a)
    for x in r:
        show(x)
    show(np.sort(np.unique_values(a)))  # (NumPy 2.3+ leaves unique_values unsorted: hash order)
    f = np.array([np.nan, 1.0, np.nan])
    show(np.sort(np.unique_values(f)))
    show(np.unique_counts(f).counts)
    show(np.unique_inverse(np.array([], dtype=np.int16)).inverse_indices)


@program
def isin_and_set_ops(np):
    a = np.array([[1, 5, 3], [7, 2, 9]])
    b = [2, 3, 4, 9]
    attempt(np.isin, a, b)
    attempt(np.isin, a, b, invert=True)
    attempt(np.isin, a, b, kind="table")
    attempt(np.isin, a, b, kind="sort", invert=True)
    attempt(np.isin, a.astype(float), b, kind="table")
    attempt(np.isin, a, b, kind="bogus")
    attempt(np.isin, a, np.array([], dtype=np.int64))
    attempt(np.isin, 3, b)
    attempt(np.isin, np.array([1.0, np.nan]), [np.nan])
    attempt(np.isin, a, set(b))
    attempt(np.isin, a, [[2], [9]], assume_unique=True)
    x = np.array([5, 1, 3, 9, 7])
    y = np.array([3, 4, 5, 6])
    attempt(np.intersect1d, x, y)
    attempt(np.intersect1d, x, y, assume_unique=True)
    attempt(np.intersect1d, x, y, return_indices=True)
    attempt(np.intersect1d, [1, 1, 2], [1, 2, 2], return_indices=True)
    attempt(np.union1d, x, y)
    attempt(np.setdiff1d, x, y)
    attempt(np.setdiff1d, x, y, assume_unique=True)
    attempt(np.setxor1d, x, y)
    attempt(np.setxor1d, x, y, assume_unique=True)
    attempt(np.union1d, [[1, 2]], [2.5])
    attempt(np.setdiff1d, np.array([1, 2], np.uint8), np.array([-1, 2], np.int8))


# ---- sorting -------------------------------------------------------------------------------------

@program
def lexsort_keys(np):
    last = np.array([3, 1, 2, 1, 3, 2])
    first = np.array([9, 8, 7, 6, 5, 4])
    show(np.lexsort((first, last)))
    show(np.lexsort((last, first)))
    show(np.lexsort([np.array([1.5, np.nan, 0.5, 1.5]), np.array([1, 1, 0, 0])]))
    k = np.array([[1, 0, 1], [0, 0, 1]])
    show(np.lexsort(k))
    show(np.lexsort(k, axis=0))
    show(np.lexsort(np.array([[3, 1, 2], [1, 1, 0], [0, 0, 0]])))
    show(np.lexsort((np.array([True, False, True]), np.array([2, 2, 1], dtype=np.uint8))))
    attempt(np.lexsort, (np.array([1, 2]), np.array([1, 2, 3])))
    attempt(np.lexsort, np.array([3, 1, 2]))
    names = np.array(["b", "a", "b", "a"])
    ages = np.array([30, 25, 20, 25])
    show(np.lexsort((ages, names)))


@program
def argsort_2d_and_structured(np):
    m = np.array([[3, 1, 2], [1, 3, 1], [2, 2, 3]])
    show(np.argsort(m, axis=0, kind="stable"))
    show(np.argsort(m, axis=1, kind="stable"))
    show(np.argsort(m, axis=None, kind="stable"))
    show(np.argsort(m, axis=-2, kind="stable"))
    show(np.argsort(-m, axis=1, kind="stable"))
    show(np.sort(m, axis=None))
    show(np.sort(m.T, axis=0))
    attempt(np.argsort, m, axis=2)
    attempt(np.sort, m, kind="nosuch")
    dt = np.dtype([("name", "U5"), ("age", "i4"), ("h", "f8")])
    s = np.array([("ann", 30, 1.6), ("bob", 25, 1.8), ("cy", 30, 1.5), ("di", 25, 1.7)], dtype=dt)
    print(np.sort(s, order="age"))
    print(np.sort(s, order=["age", "h"]))
    print(np.argsort(s, order=("age", "name"), kind="stable"))
    attempt(np.sort, s, order="weight")
    attempt(np.sort, m, order="x")


# ---- finding -------------------------------------------------------------------------------------

@program
def argwhere_nonzero_nd(np):
    t = np.array([[[0, 1], [2, 0]], [[0, 0], [3, 4]]])
    show(np.argwhere(t))
    show(np.argwhere(t > 1))
    for r in np.nonzero(t):
        show(r)
    show(np.flatnonzero(t))
    show(np.flatnonzero(t.T))
    show(np.argwhere(np.array(5)))
    show(np.argwhere(np.array(0)))
    show(np.argwhere(np.zeros((2, 0))))
    show(np.flatnonzero([0, 0.5, -1, np.nan]))
    show(np.count_nonzero(t, axis=(0, 2)))
    show(np.count_nonzero(t, axis=1, keepdims=True))
    print(t[np.nonzero(t)])
    attempt(np.nonzero, np.array(3))


# ---- take / put / choose -------------------------------------------------------------------------

@program
def take_put_choose_compress(np):
    m = np.arange(12).reshape(3, 4) * 10
    show(np.take(m, [[0, 5], [11, -1]]))
    show(np.take(m, [2, 0], axis=0))
    show(np.take(m, [-1, 1], axis=1))
    attempt(np.take, m, [3], axis=0)
    show(np.take(m, [3, -4], axis=0, mode="wrap"))
    show(np.take(m, [7, -2], axis=1, mode="clip"))
    attempt(np.take, m, [0], axis=2)
    out = np.zeros(2, dtype=m.dtype)
    np.take(m, [1, 2], out=out)
    print(out)
    a = np.arange(6)
    np.put(a, [0, 2], [-1, -2])
    np.put(a, [7, -9], 100, mode="wrap")
    print(a)
    np.put(a, [9], 55, mode="clip")
    print(a)
    attempt(np.put, a, [9], 1)
    np.put(a, [0, 1, 2, 3], [7, 8])
    print(a)
    choices = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]
    attempt(np.choose, [2, 0, 1, 0], choices)
    attempt(np.choose, [2, 3, 1, 0], choices)
    attempt(np.choose, [2, 3, 1, -1], choices, mode="wrap")
    attempt(np.choose, [2, 3, 1, -1], choices, mode="clip")
    attempt(np.choose, [[0], [1]], [np.array([1, 2, 3]), 9])
    attempt(np.compress, [0, 1, 1], m, axis=0)
    attempt(np.compress, [True, False], m, axis=1)
    attempt(np.compress, [1, 0, 1], m)
    attempt(np.compress, [1, 0, 1, 0, 1], m, axis=0)
    attempt(lambda: m.compress([False, True], axis=0))
    attempt(np.choose, 1, [5, 6.5])
    attempt(np.take, m, [99], mode="w")
    attempt(np.searchsorted, [1, 2, 3], 2, side="Left")


@program
def extract_place_putmask(np):
    a = np.arange(10).reshape(2, 5)
    show(np.extract(a % 3 == 0, a))
    show(np.extract([1, 0, 1], a))
    b = a.astype(float)
    np.place(b, b > 6, [-1, -2])
    print(b)
    c = a.copy()
    np.place(c, c < 3, 9.7)
    print(c)
    attempt(np.place, c, c > 100, [])
    attempt(np.place, c, c > 1, [])
    attempt(np.place, [1, 2], [True, False], [3])
    d = a.copy()
    np.putmask(d, d % 2 == 1, [100, 200, 300])
    print(d)
    e = np.zeros(5)
    np.putmask(e, [True, False, True, False, True], np.array([1.5, 2.5]))
    print(e)
    attempt(np.putmask, e, [True, False], 1)
    f = np.zeros(3, dtype=np.int16)
    attempt(np.putmask, f, [True, True, False], 70000)
    print(f)


@program
def select_piecewise_where(np):
    x = np.array([-3, -1, 0, 2, 5])
    attempt(np.select, [x < 0, x > 2], [-x, x * 10])
    attempt(np.select, [x < 0, x > 2], [-x, x * 10], default=99)
    attempt(np.select, [x < 0, x > 2], [-x, x * 0.5], default=np.nan)
    attempt(np.select, [x < 0], [x, x])
    attempt(np.select, [x], [x])
    attempt(np.select, [], [])
    attempt(np.select, [x < 0, x < 1], [1, 2], default=3)
    xf = x.astype(float)
    attempt(np.piecewise, xf, [xf < 0, xf >= 0], [lambda v: -v, lambda v: v ** 2])
    attempt(np.piecewise, xf, [xf < 0], [lambda v: -v, 100])
    attempt(np.piecewise, x, [x < 0, x > 2], [0, 1])
    attempt(np.piecewise, xf, [xf < -1, xf > 1], [-1, lambda v: v / 2, 0.5])
    attempt(np.piecewise, xf, [xf < 0], [1, 2, 3])
    attempt(np.where, x > 0, 1, 0)
    attempt(np.where, x > 0, 1.5, 0)
    attempt(np.where, x > 0, x, 0.5)
    attempt(np.where, x > 0, np.int8(1), np.uint8(2))
    attempt(np.where, x > 0, x.astype(np.int8), 300)
    attempt(np.where, x > 0, "yes", "no")
    attempt(np.where, [[True], [False]], [1, 2], [[3], [4]])
    attempt(np.where, x > 0, x)
    attempt(np.where, x > 0, x, [1, 2])


# ---- searching and binning -----------------------------------------------------------------------

@program
def searchsorted_digitize(np):
    a = np.array([40, 10, 30, 20, 30])
    s = np.argsort(a, kind="stable")
    show(np.searchsorted(a, [30, 5, 45], sorter=s))
    show(np.searchsorted(a, [30, 20], side="right", sorter=s))
    show(np.searchsorted(a, 25, sorter=s))
    attempt(np.searchsorted, a, 3, sorter=[0, 1])
    attempt(np.searchsorted, a, 3, side="middle")
    show(np.searchsorted([1.0, 2.0, np.nan], [np.nan, 1.5]))
    bins = np.array([0, 10, 20, 30])
    v = np.array([-5, 0, 10, 15, 30, 35])
    show(np.digitize(v, bins))
    show(np.digitize(v, bins, right=True))
    show(np.digitize(v, bins[::-1]))
    show(np.digitize(v, bins[::-1], right=True))
    show(np.digitize(v.astype(float), [0.0, 12.5]))
    attempt(np.digitize, v, [0, 20, 10])
    attempt(np.digitize, v, [[0, 1]])
    show(np.digitize(np.array([[1, 11], [21, 31]]), bins))


@program
def histogram_options(np):
    x = np.array([0.5, 1.5, 1.5, 2.5, 3.5, 9.0])
    w = np.array([1, 2, 3, 4, 5, 6])
    h, e = np.histogram(x, bins=4, range=(0, 4))
    show(h)
    show(np.round(e, 6))
    h, e = np.histogram(x, bins=4, range=(0, 4), weights=w)
    show(h)
    h, e = np.histogram(x, bins=4, range=(0, 4), weights=w.astype(float) / 2)
    show(np.round(h, 6))
    h, e = np.histogram(x, bins=[0, 1, 3, 10], density=True)
    show(np.round(h, 6))
    h, e = np.histogram(x, bins=3, density=True, weights=w)
    show(np.round(h, 6))
    show(np.round(e, 6))
    h, e = np.histogram(np.array([1, 2, 2, 3]), bins=3)
    show(h)
    show(np.round(e, 6))
    h, e = np.histogram(np.array([5, 5, 5]))
    show(h)
    show(np.round(e, 6))
    attempt(np.histogram, x, bins=[3, 1, 2])
    attempt(np.histogram, x, bins=-1)
    attempt(np.histogram, x, range=(4, 0))
    attempt(np.histogram, x, weights=[1, 2])
    attempt(np.histogram, np.array([1.0, np.nan]))
    h, e = np.histogram(np.array([1.0, np.nan]), range=(0, 2), bins=2)
    show(h)


@program
def bincount_options(np):
    x = np.array([0, 1, 1, 3, 2, 1, 7])
    show(np.bincount(x))
    show(np.bincount(x, minlength=10))
    show(np.bincount(x, minlength=3))
    show(np.bincount(x, weights=np.linspace(0, 1, 7)).round(6))
    show(np.bincount(x, weights=np.arange(7, dtype=np.int32)))
    show(np.bincount(x, weights=np.arange(7, dtype=np.float32)))
    show(np.bincount(x, weights=[True] * 7))
    show(np.bincount(np.array([], dtype=np.int64)))
    show(np.bincount(np.array([], dtype=np.int64), minlength=3))
    show(np.bincount(np.array([1, 2], dtype=np.uint8)))
    attempt(np.bincount, np.array([1, -1]))
    attempt(np.bincount, np.array([1.0, 2.0]))
    attempt(np.bincount, x, minlength=-1)
    attempt(np.bincount, x, weights=[1, 2])
    attempt(np.bincount, np.array([[1, 2]]))
    attempt(np.bincount, x, weights=np.ones(7, dtype=complex))


# ---- grids ---------------------------------------------------------------------------------------

@program
def meshgrid_mgrid_indices(np):
    x = np.array([1, 2, 3])
    y = np.array([10.0, 20.0])
    for r in np.meshgrid(x, y):
        show(r)
    for r in np.meshgrid(x, y, indexing="ij"):
        show(r)
    for r in np.meshgrid(x, y, sparse=True):
        show(r)
    for r in np.meshgrid(x, y, np.array([5]), indexing="ij", sparse=True):
        show(r)
    X, Y = np.meshgrid(x, y, copy=False)
    print(X.flags.owndata, X.strides == (0, X.itemsize), Y.shape)
    attempt(np.meshgrid, x, y, indexing="ji")
    print(np.meshgrid())
    show(np.meshgrid(x)[0])
    show(np.mgrid[0:1:5j])
    show(np.mgrid[0:2, 0:3])
    show(np.round(np.mgrid[-1:1:3j, 0:4:2], 6))
    show(np.mgrid[0:5:2])
    show(np.mgrid[0:1:0.25])
    for r in np.ogrid[0:3, 0:1:3j]:
        show(np.round(r, 6))
    show(np.ogrid[0:4])
    show(np.indices((2, 3)))
    for r in np.indices((2, 3), sparse=True):
        show(r)
    show(np.indices((2, 2), dtype=np.int8))
    show(np.indices(()))


# ---- dtypes --------------------------------------------------------------------------------------

@program
def astype_casting_and_copy(np):
    a = np.array([1.7, -2.2, 300.0])
    attempt(lambda: a.astype(np.int8, casting="safe"))
    attempt(lambda: a.astype(np.float32, casting="same_kind"))
    attempt(lambda: a.astype(np.int64, casting="same_kind"))
    attempt(lambda: a.astype(np.float32, casting="no"))
    attempt(lambda: a.astype(np.float64, casting="no"))
    attempt(lambda: a.astype(np.complex64, casting="safe"))
    b = a.astype(np.float64, copy=False)
    print(b is a)
    c = a.astype(np.float32, copy=False)
    print(c is a, c.dtype)
    i = np.array([1, 2, 3], dtype=np.int32)
    attempt(lambda: i.astype(np.int64, casting="safe"))
    attempt(lambda: i.astype(np.int16, casting="safe"))
    attempt(lambda: i.astype(np.uint32, casting="same_kind"))
    attempt(lambda: i.astype(np.float32, casting="safe"))
    attempt(lambda: i.astype(np.float64, casting="safe"))
    attempt(lambda: i.astype(bool, casting="same_kind"))
    attempt(lambda: np.array([True, False]).astype(np.uint8, casting="safe"))
    attempt(lambda: i.astype("i4", copy=False) is i)
    attempt(lambda: i.astype(str))
    attempt(lambda: a.astype(str))
    attempt(lambda: np.array([1e20, np.nan, np.inf]).astype(str))
    attempt(lambda: np.array(["1.5", "2"]).astype(float))
    attempt(lambda: np.array(["1.5", "x"]).astype(float))


@program
def type_promotion_functions(np):
    attempt(np.result_type, np.int8, 1)
    attempt(np.result_type, np.int8, 300)
    attempt(np.result_type, np.uint8, -1)
    attempt(np.result_type, np.float32, 1.0)
    attempt(np.result_type, np.int32, 1.0)
    attempt(np.result_type, np.int64, 1j)
    attempt(np.result_type, np.float16, np.int8)
    attempt(np.result_type, np.array([1], np.int8), np.array(2, np.int64))
    attempt(np.result_type, 1, 2.0)
    attempt(np.result_type, True, np.int8)
    attempt(np.result_type, "i4", "f4")
    attempt(np.result_type)
    attempt(np.can_cast, np.int32, np.int64)
    attempt(np.can_cast, np.int64, np.float32)
    attempt(np.can_cast, np.int64, np.float32, casting="same_kind")
    attempt(np.can_cast, np.float64, np.int8, "unsafe")
    attempt(np.can_cast, "i8", "U21")
    attempt(np.can_cast, np.array([1], np.int16), np.int8)
    attempt(np.can_cast, 300, np.int8)
    attempt(np.can_cast, np.int8, np.uint8, casting="bogus")
    attempt(np.promote_types, np.int8, np.uint8)
    attempt(np.promote_types, np.uint64, np.int64)
    attempt(np.promote_types, "f2", "i2")
    attempt(np.promote_types, "S3", "i4")
    attempt(np.promote_types, np.bool_, "c8")
    attempt(np.promote_types, "M8[s]", "f8")
    attempt(np.min_scalar_type, 10)
    attempt(np.min_scalar_type, -129)
    attempt(np.min_scalar_type, 2**64)
    attempt(np.min_scalar_type, 1e50)
    attempt(np.min_scalar_type, 3.0)
    attempt(np.min_scalar_type, np.array([1, 300]))
    attempt(np.common_type, np.array([1], np.int8), np.array([1.0], np.float32))
    attempt(np.common_type, np.array([1], np.float16))


# ---- layout ---------------------------------------------------------------------------------------

@program
def ravel_reshape_orders(np):
    m = np.arange(6).reshape(2, 3)
    show(m.ravel())
    show(m.ravel(order="F"))
    show(m.T.ravel(order="A"))
    show(m.T.ravel(order="K"))
    show(m[:, ::-1].ravel(order="K"))
    show(m.flatten("F"))
    attempt(lambda: m.ravel(order="X"))
    show(m.reshape(3, 2, order="F"))
    show(np.reshape(np.arange(6), (2, 3), order="F"))
    show(m.reshape(-1, order="F"))
    show(np.asfortranarray(m).reshape(3, 2, order="A"))
    f = m.copy(order="f")
    print(f.flags.f_contiguous, m.astype(float, order="f").flags.f_contiguous)
    print(np.asarray([[1, 2], [3, 4]], order="f").flags.f_contiguous)
    print(np.zeros_like(m.T, order="a").flags.f_contiguous)
    attempt(lambda: m.copy(order="x"))
    attempt(lambda: m.reshape(4, -1))
    attempt(lambda: m.reshape(-1, -1))
    attempt(lambda: m.reshape((2, 3), order="Z"))
    r = m.ravel()
    r[0] = 100
    print(m[0, 0])
    f = m.flatten()
    f[1] = -1
    print(m[0, 1])
    t = m.T.ravel()
    t[0] = 7
    print(m[0, 0])
    print(np.shares_memory(m, m.ravel(order="F")), np.shares_memory(m.T, m.T.ravel(order="F")))


@program
def axes_moves_and_squeeze(np):
    t = np.arange(24).reshape(2, 3, 4)
    print(np.swapaxes(t, 0, 2).shape, np.swapaxes(t, -1, -2)[1, 3, 2])
    print(np.moveaxis(t, 0, -1).shape, np.moveaxis(t, [0, 1], [-1, -2]).shape)
    attempt(np.moveaxis, t, [0, 0], [1, 2])
    attempt(np.moveaxis, t, [0, 1], [2])
    attempt(np.moveaxis, t, 3, 0)
    print(np.transpose(t, (1, 0, 2)).shape, t.transpose(2, 0, 1).shape, t.transpose().shape)
    print(np.transpose(t, (-1, 0, -2)).shape)
    attempt(np.transpose, t, (0, 1))
    attempt(np.transpose, t, (0, 1, 1))
    attempt(np.transpose, t, (0, 1, 3))
    print(np.permute_dims(t, (2, 1, 0)).shape, np.matrix_transpose(t).shape)
    print(np.expand_dims(t, (0, 4)).shape, np.expand_dims(t, (-1, 1)).shape)
    attempt(np.expand_dims, t, (0, 0))
    attempt(np.expand_dims, t, 5)
    s = np.zeros((1, 3, 1, 1))
    print(np.squeeze(s).shape, np.squeeze(s, axis=(0, 2)).shape, np.squeeze(s, -1).shape)
    attempt(np.squeeze, s, axis=1)
    attempt(np.squeeze, s, axis=(0, 0))
    print(np.squeeze(np.zeros((1, 1))).shape, np.squeeze(np.array(3)).shape)
    print(np.atleast_2d(np.arange(3)).shape, np.atleast_3d(np.arange(3)).shape,
          [x.shape for x in np.atleast_1d(1, [2, 3])])


@program
def broadcast_to_and_arrays(np):
    b = np.broadcast_to(np.arange(3), (2, 3))
    print(b.flags.writeable, b.strides, b.shape)
    try:
        b[0, 0] = 5
    except ValueError as e:
        print("ValueError", e)
    attempt(np.broadcast_to, np.arange(3), (3, 2))
    attempt(np.broadcast_to, np.arange(3), (-1, 3))
    attempt(np.broadcast_to, 5, ())
    attempt(np.broadcast_to, [[1], [2]], (2, 0))
    x, y = np.broadcast_arrays(np.arange(3), np.array([[1], [2]]))
    show(x)
    show(y)
    print(np.broadcast_shapes((2, 1), (3,), (1, 1, 1)))
    attempt(np.broadcast_shapes, (2,), (3,))
    c = b.copy()
    c[0, 0] = 9
    print(c, c.flags.writeable)


# ---- copyto --------------------------------------------------------------------------------------

@program
def copyto_where_casting(np):
    dst = np.zeros((2, 3), dtype=np.int32)
    np.copyto(dst, [1, 2, 3])
    print(dst)
    np.copyto(dst, 7, where=[[True, False, True], [False, True, False]])
    print(dst)
    attempt(np.copyto, dst, np.array([1.5, 2.5, 3.5]))
    np.copyto(dst, np.array([1.5, 2.5, 3.5]), casting="unsafe")
    print(dst)
    attempt(np.copyto, dst, np.array([1, 2, 3], dtype=np.int64))
    attempt(np.copyto, dst, np.array([1, 2, 3], dtype=np.int64), casting="same_kind")
    attempt(np.copyto, dst, np.array([1, 2, 3], dtype=np.int16), casting="no")
    attempt(np.copyto, dst, 3.0)
    attempt(np.copyto, dst, 2**40)
    attempt(np.copyto, dst, np.zeros(4))
    attempt(np.copyto, dst, 1, where=[True, False])
    f = np.zeros(3)
    np.copyto(f, np.array([1, 2, 3], dtype=np.int8), where=np.array([1, 0, 1], dtype=bool))
    print(f)
    attempt(np.copyto, f, 1, where=[1, 0, 1])
    attempt(np.copyto, [1, 2], 3)
    ro = np.broadcast_to(np.zeros(3), (2, 3))
    attempt(np.copyto, ro, 1)


# ---- strings (host) ------------------------------------------------------------------------------

@program
def string_arrays_basic(np):
    s = np.array(["apple", "Banana", "cherry pie", ""])
    print(repr(s), s.dtype, s.shape)
    show(np.char.upper(s))
    show(np.char.capitalize(s))
    show(np.char.str_len(s))
    show(np.char.add(s, "!"))
    show(np.char.multiply(s, 2))
    show(np.char.find(s, "an"))
    show(np.char.startswith(s, "c"))
    show(np.char.replace(s, "a", "A"))
    show(np.char.strip(np.array(["  x ", "y  "])))
    show(np.char.split(np.array(["a b", "c"])))
    show(np.char.join("-", np.array(["abc", "de"])))
    show(np.char.zfill(np.array(["7", "42"]), 4))
    show(np.strings.upper(s))
    show(np.strings.str_len(s))
    show(np.strings.find(s, "e"))
    show(np.strings.isdigit(np.array(["12", "1a", ""])))
    show(np.strings.center(np.array(["ab"]), 6, "*"))
    show(s == "apple")
    show(s < "b")
    show(np.sort(s))
    show(np.argsort(s, kind="stable"))
    show(np.unique(np.array(["b", "a", "b"])))
    show(s[np.char.str_len(s) > 5])
    show(np.array([1, 22, 333]).astype(str))
    show(np.array([1.5, 2.0]).astype("U3"))
    show(np.array(["3", "10", "2"]).astype(int))
    show(np.char.count(s, "a"))
    b = np.array([b"ab", b"c"])
    show(b)
    show(np.char.decode(b))
    show(np.char.encode(np.array(["x"])))
    show(np.where(s == "", "<empty>", s))
    show(np.concatenate((s, np.array(["kiwi-fruit-long"]))))
    attempt(np.char.add, s, np.array([1, 2, 3, 4]))
    attempt(lambda: s + 1)


# ---- more corners ----------------------------------------------------------------------------------

@program
def joins_of_dates_and_records(np):
    d = np.array(["2024-01-01", "2024-02-01"], dtype="datetime64[D]")
    e = np.array(["2024-03-01T12"], dtype="datetime64[h]")
    attempt(np.concatenate, (d, e))
    attempt(np.stack, (d, d.astype("datetime64[s]")))
    attempt(np.concatenate, (d, np.array([1, 2])))
    attempt(np.hstack, (np.array([1, 2], "m8[s]"), np.array([3], "m8[ms]")))
    attempt(np.pad, d, 1, mode="edge")
    attempt(np.roll, d, 1)
    attempt(np.unique, np.concatenate((d, d)))
    attempt(np.repeat, d, [2, 1])
    attempt(np.insert, d, 1, np.datetime64("2023-12-25"))
    attempt(np.delete, d, 0)
    attempt(np.where, d > np.datetime64("2024-01-15"), d, np.datetime64("NaT"))
    rec = np.array([(1, 2.0), (3, 4.0)], dtype=[("a", "i4"), ("b", "f8")])
    attempt(np.concatenate, (rec, rec[:1]))
    attempt(np.concatenate, (rec, np.array([1, 2])))
    attempt(np.tile, rec, 2)


@program
def split_and_join_roundtrip(np):
    m = np.arange(20).reshape(4, 5)
    parts = np.array_split(m, 3, axis=1)
    print([p.shape for p in parts])
    back = np.concatenate(parts, axis=1)
    print(np.array_equal(back, m))
    parts = np.split(m, np.array([1, 3]), axis=0)
    print([p.shape for p in parts], np.vstack(parts).sum())
    parts = np.array_split(m, [2, 2, 10])
    print([p.shape for p in parts])
    attempt(np.split, m, 2.0)
    attempt(np.split, m, [1.5])
    attempt(np.array_split, m, -1)
    attempt(np.split, m, (), axis=0)
    attempt(np.split, m, 4, axis=0)
    attempt(np.split, m, 5, axis=1)
    attempt(np.split, m, 3, axis=2)
    tri = np.array_split(np.arange(7.0), 3)
    print([np.round(np.mean(t), 6) for t in tri])


@program
def unique_float_axis_and_nans(np):
    m = np.array([[1.0, np.nan], [1.0, np.nan], [0.0, 2.0], [0.0, 2.0]])
    attempt(np.unique, m, axis=0)
    attempt(np.unique, m, axis=0, equal_nan=False)
    attempt(np.unique, m, axis=0, return_counts=True)
    c = np.array([1 + 1j, np.nan + 0j, 1 + 1j, complex(0, np.nan), 2 + 0j])
    attempt(np.unique, c)
    attempt(np.unique, np.array([-0.0, 0.0, 1.0]))
    attempt(np.unique, np.array([3, 1, 2], dtype=np.uint64), return_index=True)
    attempt(np.unique, np.array([[True, False, True]]), return_inverse=True, axis=None)
    attempt(np.unique, np.array([5, 5, 5]), return_inverse=True, return_counts=True)
    attempt(np.unique, np.array([2, 1, 2]), sorted=False, return_counts=True)


@program
def take_along_and_put_along(np):
    m = np.array([[10, 30, 20], [60, 40, 50]])
    idx = np.argsort(m, axis=1, kind="stable")
    show(np.take_along_axis(m, idx, axis=1))
    show(np.take_along_axis(m, idx[:, :1], axis=1))
    show(np.take_along_axis(m, np.argmax(m, axis=0, keepdims=True), axis=0))
    attempt(np.take_along_axis, m, idx.astype(float), axis=1)
    attempt(np.take_along_axis, m, idx[0], axis=1)
    show(np.take_along_axis(m, np.array([4, 0]), axis=None))
    a = m.copy()
    np.put_along_axis(a, np.array([[0], [2]]), 0, axis=1)
    print(a)
    np.put_along_axis(a, np.array([[1, 1, 0]]), [[7, 8, 9]], axis=0)
    print(a)
    attempt(np.put_along_axis, a, np.array([[5]]), 0, axis=1)
    show(np.apply_along_axis(lambda r: r.max() - r.min(), 1, m))
    show(np.apply_along_axis(lambda r: r[::-1], 0, m))
    show(np.apply_over_axes(np.sum, m, [0, 1]))


@program
def resize_trim_ediff(np):
    a = np.array([0, 0, 1, 2, 0, 3, 0, 0])
    show(np.trim_zeros(a))
    show(np.trim_zeros(a, "f"))
    show(np.trim_zeros(a, "b"))
    show(np.trim_zeros(np.zeros(3)))
    show(np.resize(np.array([1, 2, 3]), (2, 4)))
    show(np.resize(np.array([1, 2, 3]), 0))
    show(np.resize(np.array([], dtype=np.int8), 3))
    attempt(np.resize, np.array([1, 2]), -1)
    show(np.ediff1d(np.array([1, 4, 9, 16])))
    show(np.ediff1d(np.array([[1, 2], [4, 8]]), to_begin=[-1, -2], to_end=100))
    attempt(np.ediff1d, np.array([1, 2], dtype=np.int8), to_begin=1000)
    show(np.diff(np.array([1, 4, 9]), prepend=0, append=[20, 30]))
    show(np.diff(np.array([[1, 2, 4], [0, 0, 1]]), n=2, axis=1))
    show(np.diff(np.array([True, False, False, True])))
    attempt(np.diff, np.array([1, 2]), n=-1)


@program
def histogram_binning_rules(np):
    x = np.array([1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 10])
    for b in ("auto", "sturges", "fd", "sqrt", "rice", "scott", "doane", "stone"):
        h, e = np.histogram(x, bins=b)
        print(b, h.tolist(), np.round(e, 6).tolist())
    show(np.round(np.histogram_bin_edges(x, bins=3, range=(0, 12)), 6))
    h, e = np.histogram(x.astype(np.int8), bins=np.array([0, 5, 10], dtype=np.uint8))
    show(h)
    show(e)
    attempt(np.histogram, x, bins="nosuch")
    attempt(np.histogram, np.array([1.0, np.inf]), bins=2)
    h, xe, ye = np.histogram2d(np.array([0.1, 0.5, 0.9]), np.array([0.2, 0.2, 0.8]), bins=2)
    show(h)
    h, edges = np.histogramdd(np.array([[0.1, 0.2], [0.5, 0.2], [0.9, 0.8]]), bins=(2, 3),
                              range=[(0, 1), (0, 1)])
    show(h)
    print([np.round(e, 6).tolist() for e in edges])
    show(np.digitize(np.array([np.nan, 1.0, -np.inf]), [0.0, 2.0]))
    show(np.digitize(np.array([5], dtype=np.uint8), np.array([-1, 3, 7])))
