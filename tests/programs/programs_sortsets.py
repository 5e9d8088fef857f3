"""Sorting, searching and set-operation programs as real code writes them: sort/argsort kinds and
stability, descending orders, NaN/inf/-0.0/NaT placement, structured keys, lexsort, partition,
searchsorted, unique and its array-API forms, isin and the set functions, arg-reductions, top-k
and ranking idioms, bincount histograms, mixed signedness, empty inputs and bad arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt_each as attempt, collection, show


PROGRAMS, program = collection()


# ---- sort / argsort ------------------------------------------------------------------------------

@program
def ss_sort_kinds_stable(np):
    x = np.array([3, 1, 2, 1, 3, 0, 2, 1])
    # (ties of the unstable kinds come back in an order NumPy leaves open: their values only)
    for kind in (None, "quicksort", "mergesort", "heapsort", "stable"):
        attempt(np.sort, x, kind=kind)
        print(x[np.argsort(x, kind=kind)])
        if kind in ("mergesort", "stable"):
            attempt(np.argsort, x, kind=kind)
    attempt(np.argsort, x, stable=True)
    attempt(np.sort, x, stable=True)
    attempt(np.sort, x, stable=False)
    attempt(np.argsort, x, kind="stable", stable=True)
    attempt(np.sort, x, kind="bogus")
    attempt(np.argsort, x, kind="bogus")
    y = x.copy()
    print(y.sort(kind="stable"), y)
    attempt(y.sort, stable=True)
    print(y.argsort(stable=True))


@program
def ss_descending_idioms(np):
    x = np.array([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0])
    print(np.sort(x)[::-1])
    print(np.argsort(x)[::-1])
    print(np.argsort(-x, kind="stable"))
    print((-np.sort(-x)))
    m = np.array([[3, 1, 2], [9, 7, 8]])
    print(np.sort(m, axis=1)[:, ::-1])
    print(np.sort(m, axis=0)[::-1])
    print(np.flip(np.argsort(m, axis=-1), axis=-1))
    s = np.sort(x)[::-1]
    print(s.flags["C_CONTIGUOUS"], s.strides)


@program
def ss_sort_axes(np):
    m = np.array([[3, 1, 2], [0, 5, 4], [9, 9, 1]])
    attempt(np.sort, m)
    attempt(np.sort, m, axis=0)
    attempt(np.sort, m, axis=None)
    attempt(np.sort, m, axis=-2)
    attempt(np.sort, m, axis=2)
    attempt(np.argsort, m, axis=None)
    attempt(np.argsort, m, axis=0)
    attempt(np.argsort, m, axis=-3)
    attempt(np.sort, np.array(5))
    attempt(np.argsort, np.array(5))
    attempt(np.sort, np.array(5), axis=None)
    attempt(np.sort, 7.5)
    attempt(np.sort, [[3, 2], [1, 0]], axis=None)
    a3 = np.arange(24)[::-1].reshape(2, 3, 4)
    attempt(np.sort, a3, axis=1)
    attempt(np.argsort, a3, axis=0)
    mm = m.copy()
    mm.sort(axis=0)
    print(mm)
    attempt(mm.sort, axis=None)


@program
def ss_sort_nan_inf_negzero(np):
    x = np.array([np.nan, 1.0, -np.inf, -0.0, 0.0, np.inf, np.nan, -1.0])
    # (-0.0 and 0.0 are equal: only a stable sort fixes which comes first)
    print(np.sort(x, kind="stable"))
    print(np.argsort(x, kind="stable"))
    print(np.signbit(np.sort(x, stable=True)))
    print(np.sort(x, kind="stable")[::-1])
    print(np.sort(x) == np.sort(x, kind="stable"))
    f32 = x.astype(np.float32)
    print(np.sort(f32, stable=True), np.argsort(f32, stable=True))
    m = np.array([[np.nan, 2.0], [1.0, np.nan]])
    print(np.sort(m, axis=0), np.sort(m, axis=None))
    print(np.argmax(x), np.argmin(x), np.nanargmax(x), np.nanargmin(x))


@program
def ss_sort_complex_nan(np):
    z = np.array([1 + 2j, np.nan + 0j, 1 + np.nan * 1j, 0 - 1j, 1 + 1j, complex(np.nan, np.nan),
                  -1 + 5j, 1 + 1j])
    print(np.sort(z))
    print(np.argsort(z, kind="stable"))
    print(np.sort_complex([3, 1, 2]))
    print(np.sort_complex(np.array([1 + 1j, 1 - 1j, 0j], dtype=np.complex64)))
    print(np.sort_complex(np.array([3, 1], dtype=np.int8)).dtype)
    print(np.unique(z))
    print(np.searchsorted(np.sort(z), 1 + 1j))


@program
def ss_sort_bool_f16_small_ints(np):
    b = np.array([True, False, True, False, False])
    print(np.sort(b), np.argsort(b, stable=True), np.sort(b).dtype)
    h = np.array([1.5, np.nan, -2.0, 65504.0, -0.0, 0.0], dtype=np.float16)
    print(np.sort(h), np.argsort(h, stable=True), np.sort(h).dtype)
    i8 = np.array([-128, 127, 0, -1, 5], dtype=np.int8)
    print(np.sort(i8), np.argsort(i8, stable=True))
    u8 = np.array([255, 0, 128, 1], dtype=np.uint8)
    print(np.sort(u8)[::-1], np.argsort(u8).dtype)
    u64 = np.array([2**64 - 1, 0, 2**63, 1], dtype=np.uint64)
    print(np.sort(u64), np.argsort(u64))


@program
def ss_sort_datetime_nat(np):
    d = np.array(["2024-03-01", "NaT", "2023-01-15", "2024-03-01", "NaT", "1999-12-31"],
                 dtype="datetime64[D]")
    print(np.sort(d))
    print(np.argsort(d, kind="stable"))
    print(np.argmax(d), np.argmin(d))
    t = np.array([5, "NaT", -3, 0], dtype="timedelta64[s]")
    print(np.sort(t), np.argsort(t, stable=True))
    print(np.unique(d))
    print(np.unique(d, equal_nan=False))
    print(np.searchsorted(np.sort(d), np.datetime64("2024-01-01")))
    print(np.max(d), np.min(d), np.nanmax(d) if hasattr(np, "nanmax") else None)


@program
def ss_structured_order(np):
    dt = [("name", "U8"), ("age", "i4"), ("height", "f8")]
    people = np.array([("bob", 30, 1.8), ("alice", 25, 1.6), ("carol", 30, 1.7),
                       ("dave", 25, 1.9)], dtype=dt)
    print(np.sort(people, order="age"))
    print(np.sort(people, order=["age", "height"]))
    print(np.argsort(people, order=["age", "name"]))
    print(np.sort(people, order="height")["name"])
    attempt(np.sort, people, order="weight")
    attempt(np.sort, np.array([3, 1, 2]), order="age")
    p2 = people.copy()
    p2.sort(order="name")
    print(p2["name"], p2["age"])


# ---- lexsort -------------------------------------------------------------------------------------

@program
def ss_lexsort_keys(np):
    last = np.array(["smith", "jones", "smith", "adams", "jones"])
    first = np.array(["al", "bo", "ann", "zed", "al"])
    idx = np.lexsort((first, last))
    print(idx, last[idx], first[idx])
    a = np.array([1, 5, 1, 4, 3, 4, 4])
    b = np.array([9, 4, 0, 4, 0, 2, 1])
    print(np.lexsort((b, a)), np.lexsort((a, b)))
    print(np.lexsort((b, -a)))
    print(np.lexsort(np.array([b, a])))
    k2 = np.array([[3, 1, 2], [1, 1, 0]])
    print(np.lexsort(k2, axis=0), np.lexsort(k2, axis=-1))
    print(np.lexsort([[1.0, np.nan, 0.5, np.nan]]))
    attempt(np.lexsort, (a, b[:3]))
    attempt(np.lexsort, ())
    attempt(np.lexsort, np.array(3))
    print(np.lexsort((np.array([True, False, True]), np.array([2, 2, 1]))))


# ---- partition -----------------------------------------------------------------------------------

@program
def ss_partition_kth(np):
    x = np.array([7, 2, 9, 1, 5, 3, 8])
    p = np.partition(x, 3)
    print(p[3], np.all(p[:3] <= p[3]), np.all(p[4:] >= p[3]))
    p = np.partition(x, -1)
    print(p[-1])
    p = np.partition(x, [1, 5])
    print(p[1], p[5], sorted(p[:1].tolist()))
    ap = np.argpartition(x, 2)
    print(x[ap[2]], set(x[ap[:2]].tolist()))
    ap = np.argpartition(x, [-2, 0])
    print(x[ap[-2]], x[ap[0]])
    attempt(np.partition, x, 7)
    attempt(np.partition, x, -8)
    attempt(np.argpartition, x, 10)
    attempt(np.partition, x, [1, 9])
    attempt(np.partition, x, 2.0)
    attempt(np.partition, x, 1, kind="quicksort")
    attempt(np.partition, x, 1, kind="introselect")
    m = np.array([[9, 1, 5], [3, 8, 2]])
    print(np.partition(m, 1, axis=1)[:, 1], np.partition(m, 0, axis=0)[0])
    print(np.sort(np.partition(m, 2, axis=None)[:2]))
    attempt(np.partition, m, 5, axis=None)
    attempt(np.partition, np.array(3), 0)
    attempt(np.argpartition, np.array(3), 0)
    y = x.copy()
    y.partition(4)
    print(y[4])


@program
def ss_partition_nan(np):
    x = np.array([3.0, np.nan, 1.0, 2.0, np.nan])
    p = np.partition(x, 2)
    print(p[2], np.isnan(p[3:]).all())
    print(np.partition(x, -1)[-1])
    ap = np.argpartition(x, 0)
    print(x[ap[0]])
    print(np.partition(np.array([True, False, True]), 1))


# ---- searchsorted --------------------------------------------------------------------------------

@program
def ss_searchsorted_sides(np):
    a = np.array([1, 2, 2, 2, 3, 5])
    v = np.array([0, 2, 4, 5, 6])
    print(np.searchsorted(a, v), np.searchsorted(a, v, side="right"))
    print(np.searchsorted(a, 2), type(np.searchsorted(a, 2)).__name__)
    print(np.searchsorted(a, [[2, 3], [0, 9]]))
    print(a.searchsorted(3, side="right"))
    attempt(np.searchsorted, a, 2, side="middle")
    attempt(np.searchsorted, a, 2, side="R")
    attempt(np.searchsorted, a, 2, side="l")
    attempt(np.searchsorted, np.ones((2, 2)), 1)
    print(np.searchsorted(a, 2.5), np.searchsorted(a, np.array([2.5], dtype=np.float32)))
    print(np.searchsorted([], 1), np.searchsorted(a, []).dtype, np.searchsorted(a, []).shape)


@program
def ss_searchsorted_sorter(np):
    a = np.array([40, 10, 30, 20])
    s = np.argsort(a)
    print(np.searchsorted(a, [25, 10, 50], sorter=s))
    print(np.searchsorted(a, 30, side="right", sorter=s))
    attempt(np.searchsorted, a, 25, sorter=s[:2])
    attempt(np.searchsorted, a, 25, sorter=np.array([0, 1, 2, 9]))
    attempt(np.searchsorted, a, 25, sorter=np.array([0.0, 1.0, 2.0, 3.0]))
    # map values to their positions in an unsorted lookup table
    keys = np.array([101, 205, 150, 99])
    order = np.argsort(keys)
    q = np.array([150, 99, 205])
    print(order[np.searchsorted(keys, q, sorter=order)])


@program
def ss_searchsorted_nan(np):
    a = np.array([1.0, 2.0, np.inf, np.nan, np.nan])
    print(np.searchsorted(a, np.nan), np.searchsorted(a, np.nan, side="right"))
    print(np.searchsorted(a, np.inf), np.searchsorted(a, np.inf, side="right"))
    print(np.searchsorted(a, [-np.inf, 1.5, np.nan]))
    c = np.sort(np.array([1 + 1j, np.nan + 0j, 0j]))
    print(np.searchsorted(c, complex(np.nan, 0)))
    print(np.searchsorted(np.array([1, 2, 3]), 2.0000001), np.searchsorted([1, 2, 3], np.nan))


@program
def ss_digitize_binning(np):
    bins = np.array([0.0, 1.0, 2.5, 4.0])
    x = np.array([-1.0, 0.0, 0.5, 2.5, 3.9, 4.0, 10.0, np.nan])
    print(np.digitize(x, bins), np.digitize(x, bins, right=True))
    print(np.digitize(x, bins[::-1]), np.digitize(x, bins[::-1], right=True))
    attempt(np.digitize, x, np.array([0.0, 2.0, 1.0]))
    attempt(np.digitize, x, np.ones((2, 2)))
    attempt(np.digitize, np.array([1 + 1j]), bins)


# ---- unique --------------------------------------------------------------------------------------

@program
def ss_unique_returns(np):
    x = np.array([3, 1, 2, 3, 1, 1, 7])
    u, i, inv, c = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
    print(u, i, inv, c, u.dtype, i.dtype, inv.dtype, c.dtype)
    print(np.all(u[inv] == x), np.all(x[i] == u))
    m = np.array([[1, 2, 2], [3, 1, 2]])
    u, inv = np.unique(m, return_inverse=True)
    print(u, inv, inv.shape)
    u, inv = np.unique(m, return_inverse=True, axis=1)
    print(u, inv, inv.shape)
    print(np.unique([]), np.unique([]).dtype)
    r = np.unique(np.array([], dtype=np.int8), return_index=True, return_counts=True)
    print(r, [t.dtype for t in r])
    print(np.unique(5), np.unique([[True, False], [True, True]]))


@program
def ss_unique_axis(np):
    rows = np.array([[1, 0, 0], [1, 0, 0], [2, 3, 4], [0, 9, 9], [2, 3, 4]])
    u, i, inv, c = np.unique(rows, axis=0, return_index=True, return_inverse=True,
                             return_counts=True)
    print(u, i, inv, c)
    print(np.unique(rows, axis=1))
    print(np.unique(rows, axis=-1))
    attempt(np.unique, rows, axis=2)
    attempt(np.unique, rows, axis=1.0)
    f = np.array([[0.0, np.nan], [0.0, np.nan], [-0.0, 1.0]])
    print(np.unique(f, axis=0))
    print(np.unique(f, axis=0, equal_nan=False))
    s = np.array([(1, 2.0), (1, 2.0), (0, 1.0)], dtype=[("a", "i4"), ("b", "f8")])
    attempt(np.unique, s)
    attempt(np.unique, np.array([[1, 2], [1, 2]], dtype=object), axis=0)
    attempt(np.unique, np.empty((0, 3)), axis=0)
    attempt(np.unique, np.empty((3, 0)), axis=0)


@program
def ss_unique_nan_equal_nan(np):
    # (which of the tied -0.0 and 0.0 stands for both follows NumPy's sort, and NumPy 2.5.5's
    # writes +0.0 for both: the values are printed with + 0.0, the zero's sign left out)
    x = np.array([np.nan, 1.0, np.nan, -0.0, 0.0, np.inf, 1.0])
    print(np.unique(x) + 0.0)
    print(np.unique(x, equal_nan=False) + 0.0)
    u, c = np.unique(x, return_counts=True)
    print(u + 0.0, c)
    u, i, c = np.unique(x, return_index=True, return_counts=True, equal_nan=False)
    print(u + 0.0, i, c)
    z = np.array([complex(np.nan, 1), complex(1, np.nan), 1 + 1j, complex(np.nan, 1)])
    print(np.unique(z), np.unique(z, equal_nan=False))
    u, inv = np.unique(x.astype(np.float16), return_inverse=True)
    print(u + np.float16(0), inv)


@program
def ss_unique_sorted_flag(np):
    x = np.array([3, 1, 3, 2, 1])
    try:
        r = np.unique(x, sorted=False)
        print("sorted=False", np.sort(r))
    except TypeError as e:
        print("TypeError", e)
    try:
        r = np.unique(x, sorted=True, return_counts=True)
        print(r)
    except TypeError as e:
        print("TypeError", e)


@program
def ss_unique_array_api(np):
    x = np.array([[2, 1], [2, 3], [1, np.iinfo(np.int64).max]])
    r = np.unique_all(x)
    print(type(r).__name__, r._fields)
    print(r.values, r.indices, r.inverse_indices, r.counts)
    c = np.unique_counts(x)
    print(type(c).__name__, c.values, c.counts)
    v = np.unique_inverse(x)
    print(type(v).__name__, v.values, v.inverse_indices, v.inverse_indices.shape)
    print(np.sort(np.unique_values(x)))  # (NumPy's order here is its hash table's)
    f = np.array([np.nan, np.nan, 1.0])
    print(np.unique_values(f), np.unique_counts(f).counts)
    print(np.unique_all(f).indices, np.unique_inverse(f).inverse_indices)
    e = np.unique_all(np.array([], dtype=np.float32))
    print([t.dtype for t in e], [t.shape for t in e])
    print(np.unique_values(np.array(3.0)), np.unique_inverse(np.array(3.0)).inverse_indices.shape)


# ---- isin / set operations -----------------------------------------------------------------------

@program
def ss_isin_variants(np):
    e = np.array([[0, 2], [4, 6]])
    t = [1, 2, 4, 8]
    print(np.isin(e, t), np.isin(e, t, invert=True))
    print(np.isin(e, t, assume_unique=True))
    print(np.isin(e, t, kind="sort"), np.isin(e, t, kind="table"))
    print(np.isin(e, t, kind="table", invert=True))
    print(e[np.isin(e, t)])
    attempt(np.isin, e, t, kind="hash")
    attempt(np.isin, np.array([1.5]), [1.5], kind="table")
    attempt(np.isin, e, np.array([[2], [6]]))
    print(np.isin(e, 4), np.isin(3, t), np.isin(e, []))
    print(np.isin(np.array([1.0, np.nan]), [np.nan, 1]))
    print(np.isin(np.array([True, False]), [1]), np.isin(np.array([1, 2], np.uint8), [-1, 2]))
    print(np.isin(np.array(["a", "b"]), ["b", "c"]))
    attempt(np.isin, np.array([2**63], dtype=np.uint64), [-1, 2**63], kind="table")
    attempt(np.isin, np.array([2**63], dtype=np.uint64), np.array([0, 2**63], np.uint64),
            kind="table")
    print(np.isin(np.array([2**63], dtype=np.uint64), np.array([0, 2**63], np.uint64)))
    print(hasattr(np, "in1d"))


@program
def ss_intersect_indices(np):
    a = np.array([5, 1, 3, 5, 7, 9])
    b = np.array([3, 5, 8, 5, 1])
    print(np.intersect1d(a, b))
    r = np.intersect1d(a, b, return_indices=True)
    print(r, [x.dtype for x in r])
    r = np.intersect1d([1, 3, 4], [3, 4, 9], assume_unique=True, return_indices=True)
    print(r)
    print(np.intersect1d([[1, 2], [3, 4]], [4, 1]))
    print(np.intersect1d(np.array([1, 2], np.int8), np.array([2.0, 3.0])))
    print(np.intersect1d([], [1, 2]), np.intersect1d([], [1, 2]).dtype)
    print(np.intersect1d([np.nan, 1.0], [np.nan, 1.0]))


@program
def ss_union_diff_xor(np):
    a = np.array([4, 1, 2, 2, 9])
    b = np.array([2, 3, 3, 7, 1])
    print(np.union1d(a, b), np.setdiff1d(a, b), np.setxor1d(a, b))
    print(np.setdiff1d(a, b, assume_unique=True), np.setxor1d(a, b, assume_unique=True))
    print(np.setdiff1d([[5, 6], [7, 8]], [6]), np.union1d([[1]], [[2, 0]]))
    print(np.union1d(np.array([1], np.uint8), np.array([-1], np.int8)).dtype)
    print(np.setdiff1d(np.array([1.0, np.nan]), np.array([np.nan])))
    print(np.setxor1d([np.nan, 1.0], [np.nan]))
    print(np.setdiff1d([], []).dtype, np.setxor1d([], [1]).dtype, np.union1d([], []).shape)
    print(np.setdiff1d(np.array(["b", "a"]), ["a"]), np.union1d(["x"], ["aa"]).dtype)
    tags = np.array(["red", "blue", "red", "green"])
    print(np.setdiff1d(np.unique(tags), ["red"]))


# ---- argmax / argmin -----------------------------------------------------------------------------

@program
def ss_argmax_keepdims_ties(np):
    m = np.array([[3, 7, 7], [9, 1, 9], [2, 2, 2]])
    print(np.argmax(m), np.argmin(m), np.argmax(m, axis=0), np.argmax(m, axis=1))
    r = np.argmax(m, axis=1, keepdims=True)
    print(r, r.shape, r.dtype)
    r = np.argmin(m, keepdims=True)
    print(r, r.shape)
    r = np.argmin(m, axis=-2, keepdims=True)
    print(r, r.shape)
    print(m.argmax(axis=0, keepdims=True).shape)
    out = np.zeros(3, dtype=np.intp)
    print(np.argmax(m, axis=0, out=out) is out, out)
    attempt(np.argmax, m, axis=0, out=np.zeros(3, dtype=np.int32))
    attempt(np.argmax, m, axis=2)
    attempt(np.argmax, np.array([]))
    attempt(np.argmin, np.empty((0, 3)), axis=1)
    print(np.argmin(np.empty((0, 3)), axis=0) if False else "skip", np.argmax(np.empty((3, 0)),
                                                                            axis=0).shape)
    print(np.argmax([True, False, True]), np.argmax(np.array([False, False])))
    print(np.argmax(np.array([1 + 2j, 2 + 0j, 1 + 3j])), np.argmin(np.array([np.nan, -np.inf])))


@program
def ss_nanarg_all_nan(np):
    x = np.array([[np.nan, 2.0, 1.0], [np.nan, np.nan, np.nan]])
    print(np.nanargmax(x[0]), np.nanargmin(x[0]))
    attempt(np.nanargmax, x[1])
    attempt(np.nanargmin, x, axis=1)
    attempt(np.nanargmax, x)
    print(np.nanargmax(x, axis=0) if False else np.nanargmax(x[:, 1:], axis=0))
    r = np.nanargmin(x[:1], axis=1, keepdims=True)
    print(r, r.shape)
    print(np.nanargmax(np.array([1, 5, 5])), np.nanargmin(np.array([True, False])))
    attempt(np.nanargmax, np.array([]))


@program
def ss_count_nonzero(np):
    m = np.array([[0, 1, 7, 0], [3, 0, 0, 0], [0, 0, 0, 0]])
    c = np.count_nonzero(m)
    print(c, type(c).__name__)
    print(np.count_nonzero(m, axis=0), np.count_nonzero(m, axis=1).dtype)
    print(np.count_nonzero(m, axis=(0, 1)), np.count_nonzero(m, axis=1, keepdims=True))
    print(np.count_nonzero(np.array([np.nan, 0.0, -0.0, 1e-300])))
    print(np.count_nonzero(np.array(["", "a", "0"])), np.count_nonzero([True, False]))
    print(np.count_nonzero([]), np.count_nonzero(np.empty((0, 3)), axis=0))
    attempt(np.count_nonzero, m, axis=3)
    print(np.count_nonzero(np.array([0j, 1j, complex(0, -0.0)])))


# ---- idioms --------------------------------------------------------------------------------------

@program
def ss_topk(np):
    scores = np.array([0.1, 0.9, 0.35, 0.9, 0.2, 0.75, 0.5])
    k = 3
    top = np.argsort(scores)[-k:][::-1]
    print(top, scores[top])
    top = np.argsort(-scores, kind="stable")[:k]
    print(top, scores[top])
    part = np.argpartition(scores, -k)[-k:]
    print(np.sort(scores[part]))
    best = part[np.argsort(scores[part])[::-1]]
    print(scores[best])
    m = np.array([[5, 1, 4], [2, 8, 3]])
    idx = np.argsort(m, axis=1)[:, -2:]
    print(idx, np.take_along_axis(m, idx, axis=1))
    i2 = np.argpartition(m, -1, axis=1)[:, -1:]
    print(np.take_along_axis(m, i2, axis=1))
    flat = np.argsort(m, axis=None)[-2:]
    print(np.unravel_index(flat, m.shape))


@program
def ss_ranking_ties(np):
    x = np.array([40, 10, 30, 10, 40, 20])
    order = np.argsort(x, kind="stable")
    ranks = np.empty_like(order)
    ranks[order] = np.arange(len(x))
    print(ranks)
    print(np.argsort(np.argsort(x, stable=True), stable=True))
    u, inv, cnt = np.unique(x, return_inverse=True, return_counts=True)
    dense = inv + 1
    print(dense)
    csum = np.cumsum(cnt)
    avg = (csum - (cnt - 1) / 2.0)[inv]
    print(avg)
    print(np.searchsorted(np.sort(x), x, side="right"))
    print((x[:, None] > x[None, :]).sum(axis=1))


@program
def ss_bincount_hist(np):
    labels = np.array([2, 0, 2, 1, 4, 2])
    print(np.bincount(labels), np.bincount(labels, minlength=7))
    w = np.array([0.5, 1.0, 1.5, 2.0, 2.5, 3.0])
    print(np.bincount(labels, weights=w), np.bincount(labels, weights=w).dtype)
    print(np.bincount(labels, weights=w.astype(np.float32)).dtype)
    print(np.bincount(labels, weights=np.array([1, 2, 3, 4, 5, 6], np.int8)).dtype)
    print(np.argmax(np.bincount(labels)))
    attempt(np.bincount, np.array([1, -1]))
    attempt(np.bincount, np.array([1.0, 2.0]))
    attempt(np.bincount, np.array([[1, 2]]))
    attempt(np.bincount, labels, weights=w[:3])
    attempt(np.bincount, labels, minlength=-1)
    print(np.bincount(np.array([], dtype=np.int64)), np.bincount([], minlength=3))
    attempt(np.bincount, [])
    print(np.bincount(np.array([1, 1, 3], dtype=np.uint8)), np.bincount([True, True, False]))
    vals = np.array([2.0, 3.0, 2.0, 5.0])
    u, inv = np.unique(vals, return_inverse=True)
    print(u, np.bincount(inv))


@program
def ss_mixed_int_uint(np):
    a = np.array([3, 250, 1], dtype=np.uint8)
    b = np.array([-5, 2, 100], dtype=np.int8)
    c = np.concatenate([a, b])
    print(c.dtype, np.sort(c), np.argsort(c, stable=True))
    u64 = np.array([2**63 + 5, 1], dtype=np.uint64)
    i64 = np.array([-1, 2**62], dtype=np.int64)
    m = np.concatenate([u64, i64])
    print(m.dtype, np.sort(m))
    print(np.unique(np.array([1, 2], np.uint8)).dtype, np.union1d(u64, i64))
    print(np.searchsorted(np.array([1, 2, 3], np.uint8), -1))
    print(np.searchsorted(np.array([1, 2, 3], np.uint64), np.array([-1, 2])))
    print(np.isin(np.array([-1, 255], np.int16), np.array([255], np.uint8)))


@program
def ss_empty_inputs(np):
    e = np.array([], dtype=np.float64)
    print(np.sort(e), np.argsort(e), np.argsort(e).dtype)
    print(np.sort(np.empty((0, 3)), axis=0).shape, np.argsort(np.empty((2, 0)), axis=1).shape)
    print(np.unique(e, return_inverse=True), np.lexsort((e,)))
    print(np.partition(e, []) if False else np.partition(np.array([1.0]), 0))
    attempt(np.partition, e, 0)
    print(np.searchsorted(e, [1.0, 2.0]), np.isin(e, [1]), np.intersect1d(e, e).dtype)
    print(np.setdiff1d(e, [1]), np.union1d(e, np.array([], np.int32)).dtype)
    print(np.sort(np.empty((0,), dtype="M8[s]")).dtype, np.sort_complex(e).dtype)
    print(np.count_nonzero(e), np.bincount(np.array([], np.intp)).dtype)
    attempt(np.lexsort, (np.empty((2, 0)),))
    print(np.lexsort([[], []]))


@program
def ss_bad_arguments(np):
    x = np.array([3, 1, 2])
    attempt(np.sort, x, axis=1)
    attempt(np.sort, x, axis="0")
    attempt(np.argsort, x, order=["a"])
    attempt(np.searchsorted, x, 1, sorter=[0, 1])
    attempt(np.unique, x, return_counts="yes")
    attempt(np.partition, x, np.array([[1]]))
    attempt(np.isin, x, [1], kind="table", assume_unique=True)
    attempt(np.intersect1d, x, [1], return_indices=1)
    attempt(np.argmax, x, axis=(0,))
    attempt(np.lexsort, x, axis=1)
    attempt(np.lexsort, (x,), axis=-2)
    attempt(np.sort, x, kind="stable", stable=False)
    attempt(np.argsort, x, stable=1)


@program
def ss_sort_inplace_views(np):
    data = np.array([[5, 3, 8], [1, 9, 2]])
    col = data[:, 1]
    col.sort()
    print(data)
    row = data[1]
    row[::-1].sort()
    print(data)
    d2 = np.arange(10)[::-1].copy()
    d2[2:7].sort()
    print(d2)
    t = data.T
    t.sort(axis=0)
    print(data)
    ro = np.array([3, 2, 1])
    ro.flags.writeable = False
    attempt(ro.sort)
    attempt(ro.partition, 1)
    print(np.sort(ro), ro)


@program
def ss_sort_strings_and_objects(np):
    s = np.array(["banana", "Apple", "cherry", "apple", ""])
    print(np.sort(s), np.argsort(s, stable=True), np.sort(s).dtype)
    b = np.array([b"b", b"a", b"ab"])
    print(np.sort(b), np.unique(b), np.searchsorted(np.sort(b), b"aa"))
    o = np.array([3, 1.5, 2], dtype=object)
    print(np.sort(o), np.sort(o).dtype, np.argsort(o))
    print(np.unique(np.array(["x", "y", "x"]), return_counts=True))
    print(np.lexsort((np.array([2, 1, 3]), s[:3])))


@program
def ss_groupby_with_sort(np):
    keys = np.array([3, 1, 3, 2, 1, 3])
    vals = np.array([10.0, 20.0, 30.0, 40.0, 50.0, 60.0])
    order = np.argsort(keys, kind="stable")
    sk, sv = keys[order], vals[order]
    starts = np.flatnonzero(np.r_[True, sk[1:] != sk[:-1]])
    print(sk[starts], np.add.reduceat(sv, starts), np.maximum.reduceat(sv, starts))
    u, inv = np.unique(keys, return_inverse=True)
    sums = np.zeros(len(u))
    np.add.at(sums, inv, vals)
    print(u, sums, np.bincount(inv, weights=vals) / np.bincount(inv))
    first = np.unique(keys, return_index=True)[1]
    print(vals[first])


@program
def ss_dedupe_rows_preserve_order(np):
    pts = np.array([[1, 2], [3, 4], [1, 2], [0, 0], [3, 4], [5, 5]])
    _, idx = np.unique(pts, axis=0, return_index=True)
    print(pts[np.sort(idx)])
    x = np.array([4, 2, 4, 9, 2, 1])
    _, first = np.unique(x, return_index=True)
    print(x[np.sort(first)])
    dup = np.zeros(len(x), bool)
    dup[first] = True
    print(x[~dup])
    vals, counts = np.unique(x, return_counts=True)
    print(vals[counts > 1], vals[np.argmax(counts)])


@program
def ss_sorted_checks(np):
    x = np.array([1, 2, 2, 5])
    print(np.all(x[:-1] <= x[1:]), np.all(np.diff(x) > 0))
    print(np.array_equal(np.sort(x), x))
    y = np.array([3.0, np.nan, 1.0])
    print(np.all(np.diff(np.sort(y)[:-1]) >= 0), np.sort(y)[-1])
    merged = np.sort(np.concatenate([x, [0, 3, 9]]), kind="mergesort")
    print(merged, np.searchsorted(merged, x))


@program
def ss_argwhere_nonzero_flatnonzero(np):
    m = np.array([[0, 3, 0], [4, 0, 5]])
    print(np.nonzero(m), np.argwhere(m), np.flatnonzero(m))
    print(np.argwhere(m > 3).dtype, np.argwhere(np.array(5)).shape, np.argwhere(np.array(0)))
    print(np.nonzero(np.array([0.0, np.nan, -0.0])))
    attempt(np.nonzero, np.array(3))
    print(np.extract(m > 2, m), np.where(m.ravel() > 2)[0])


@program
def ss_sort_dtypes_roundtrip(np):
    for dt in (np.int16, np.uint32, np.float32, np.float64, np.int64, np.uint16):
        a = np.array([5, 0, 3, 2, 7, 1]).astype(dt)
        s = np.sort(a)
        i = np.argsort(a, stable=True)
        print(np.dtype(dt).name, s, s.dtype, i, i.dtype)
    attempt(np.sort, np.array([1, 2]), kind=3)


@program
def ss_percentile_by_sorting(np):
    x = np.array([7.0, 1.0, 3.0, np.nan, 5.0])
    s = np.sort(x)
    n = np.count_nonzero(~np.isnan(x))
    print(s[:n], s[(n - 1) // 2], np.nanmedian(x), np.median(x))
    print(np.partition(x[~np.isnan(x)], n // 2)[n // 2])
    print(np.quantile(np.array([1, 2, 3, 4]), 0.5, method="lower"))


@program
def ss_unique_inverse_shapes(np):
    m = np.array([[3, 1], [1, 3], [2, 2]])
    r = np.unique(m, return_inverse=True)
    print(r[1].shape, r[1])
    r = np.unique(m, return_inverse=True, axis=0)
    print(r[1].shape, r[1])
    r = np.unique(m.ravel(), return_inverse=True)
    print(r[1].shape)
    r = np.unique(np.array([[5]]), return_inverse=True, return_counts=True)
    print(r, [t.shape for t in r])


@program
def ss_isin_large_ranges(np):
    a = np.array([0, 10**6, -10**6, 5])
    b = np.array([5, 10**6])
    print(np.isin(a, b), np.isin(a, b, kind="table"), np.isin(a, b, kind="sort"))
    print(np.isin(a, b, invert=True, kind="table"))
    print(np.isin(a.astype(np.int8), np.array([5], np.int8), kind="table"))
    print(np.isin(np.array([True, False]), np.array([True]), kind="table"))
    d = np.array(["2024-01-01", "NaT"], dtype="M8[D]")
    print(np.isin(d, d[:1]), np.isin(d, d))
    attempt(np.isin, d, d, kind="table")


@program
def ss_median_of_groups_via_lexsort(np):
    g = np.array([1, 0, 1, 0, 1, 2])
    v = np.array([5.0, 2.0, 1.0, 8.0, 3.0, 4.0])
    o = np.lexsort((v, g))
    print(g[o], v[o])
    gs = g[o]
    bounds = np.searchsorted(gs, np.arange(3))
    ends = np.searchsorted(gs, np.arange(3), side="right")
    print(bounds, ends, [float(np.median(v[o][b:e])) for b, e in zip(bounds, ends)])
