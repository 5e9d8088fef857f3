"""Programs on NumPy's lib-level helpers as users write them: stride tricks (sliding windows,
as_strided, read-only broadcasts), np.pad in every mode, apply_along_axis / apply_over_axes,
vectorize, piecewise and select, grids and index tricks (meshgrid, mgrid, ogrid, r_, c_, s_,
indices, ix_), flat/multi index conversion, histogram2d/dd, digitize, bincount, recfunctions,
trim_zeros, unwrap, interp with a period, diagonal helpers and take/put_along_axis; with the
bad inputs users pass.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import importlib

from .runner import attempt, collection, show, show_each, show_rounded


PROGRAMS, program = collection()


@program
def lib_sliding_window_moving_average(np):
    swv = np.lib.stride_tricks.sliding_window_view
    x = np.arange(10, dtype=np.float64)
    w = swv(x, 3)
    show(w)
    show_rounded(w.mean(axis=-1))
    print(w.flags.writeable, w.base is not None)
    attempt(lambda: swv(x, 11))
    attempt(lambda: swv(x, 0))
    attempt(lambda: swv(x, -1))
    attempt(lambda: swv(x, (2, 2)))


@program
def lib_sliding_window_2d_axes(np):
    swv = np.lib.stride_tricks.sliding_window_view
    img = np.arange(20).reshape(4, 5)
    show(swv(img, (2, 3)).shape)
    show(swv(img, 2, axis=0))
    show(swv(img, 3, axis=1)[..., 0])
    show(swv(img, (2, 2), axis=(1, 0)).shape)
    show(swv(img, (2, 2), axis=(1, 1)).shape)
    patches = swv(img, (3, 3))
    print(patches.max(axis=(-2, -1)).tolist())
    attempt(lambda: swv(img, (2, 2, 2)))
    attempt(lambda: swv(img, 2, axis=2))
    attempt(lambda: swv(img, (2, 2), axis=0))
    v = swv(img.copy(), 2, axis=0, writeable=True)
    print(v.flags.writeable)
    attempt(lambda: swv(img, 2, subok=True).shape)


@program
def lib_sliding_window_readonly_write(np):
    swv = np.lib.stride_tricks.sliding_window_view
    x = np.arange(6)
    w = swv(x, 2)

    def write():
        w[0, 0] = 100
    attempt(write)
    show(x)


@program
def lib_as_strided_rolling_and_write(np):
    as_strided = np.lib.stride_tricks.as_strided
    x = np.arange(8, dtype=np.int64)
    r = as_strided(x, shape=(6, 3), strides=(8, 8))
    show(r)
    print(r.strides, r.flags.writeable)
    r[0, 1] = 99     # the view shares x's memory: every window through x[1] sees it
    show(x)
    show(r[:2])
    z = as_strided(x, shape=(3,), strides=(0,))
    show(z)
    ro = as_strided(x, shape=(2, 2), strides=(16, 8), writeable=False)

    def write():
        ro[0, 0] = 1
    attempt(write)
    show(as_strided(x))


@program
def lib_broadcast_to_readonly(np):
    row = np.array([1.0, 2.0, 3.0])
    b = np.broadcast_to(row, (4, 3))
    show(b)
    print(b.flags.writeable, b.strides)

    def write():
        b[0, 0] = 5
    attempt(write)
    attempt(lambda: np.broadcast_to(row, (3, 4)))
    attempt(lambda: np.broadcast_to(row, (3,)))
    attempt(lambda: np.broadcast_to(row, ()))
    attempt(lambda: np.broadcast_to(row, (-1, 3)))
    show(np.broadcast_to(5, (2, 2)))
    x, y = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
    show(x)
    show(y)
    print(np.broadcast_shapes((3, 1), (1, 4), (4,)))
    attempt(lambda: np.broadcast_shapes((3,), (4,)))


@program
def lib_pad_constant_per_axis(np):
    a = np.arange(6).reshape(2, 3)
    show(np.pad(a, 1))
    show(np.pad(a, ((1, 0), (0, 2)), constant_values=((-1, -2), (7, 8))))
    show(np.pad(a, (2, 1), constant_values=9))
    show(np.pad(a, ((0, 0), (1, 1)), mode="constant", constant_values=2.7))
    show(np.pad(a.astype(np.float32), 1, constant_values=np.nan))
    show(np.pad(np.array([True, False]), 1, constant_values=True))
    show(np.pad(a, 0))


@program
def lib_pad_edge_wrap_empty(np):
    a = np.array([[1, 2, 3], [4, 5, 6]])
    show(np.pad(a, 2, mode="edge"))
    show(np.pad(a, ((1, 1), (4, 4)), mode="wrap"))
    show(np.pad(np.arange(3), (7, 5), mode="wrap"))
    e = np.pad(a, 1, mode="empty")
    print(e.shape, e.dtype, e[1:-1, 1:-1].tolist())
    attempt(lambda: np.pad(np.zeros((0, 3)), 1, mode="edge"))
    attempt(lambda: np.pad(np.zeros((0, 3)), ((0, 0), (1, 1)), mode="edge"))
    attempt(lambda: np.pad(np.zeros((0, 3)), 1, mode="wrap"))


@program
def lib_pad_linear_ramp(np):
    x = np.array([5.0, 3.0, 1.0, 2.0])
    show(np.pad(x, (2, 3), mode="linear_ramp"))
    show(np.pad(x, (2, 3), mode="linear_ramp", end_values=(10, -10)))
    a = np.arange(1, 7).reshape(2, 3)
    show(np.pad(a, 2, mode="linear_ramp", end_values=((0, 100), (50, 0))))
    show(np.pad(np.array([1, 10], dtype=np.uint8), 3, mode="linear_ramp", end_values=200))


@program
def lib_pad_statistics(np):
    x = np.array([1.0, 5.0, 2.0, 8.0, 3.0])
    for mode in ("maximum", "minimum", "mean", "median"):
        show(np.pad(x, 2, mode=mode))
        show(np.pad(x, (1, 2), mode=mode, stat_length=2))
        show(np.pad(x, 2, mode=mode, stat_length=(1, 3)))
    a = np.arange(12).reshape(3, 4)
    show(np.pad(a, 1, mode="mean"))
    show(np.pad(a, 1, mode="median", stat_length=((1, 1), (2, 2))))
    attempt(lambda: np.pad(x, 1, mode="mean", stat_length=0))
    attempt(lambda: np.pad(x, 1, mode="maximum", stat_length=0))
    attempt(lambda: np.pad(x, 1, mode="mean", stat_length=-1))
    attempt(lambda: np.pad(np.array([], dtype=float), 1, mode="maximum"))


@program
def lib_pad_reflect_symmetric(np):
    x = np.array([1, 2, 3, 4, 5])
    for mode in ("reflect", "symmetric"):
        show(np.pad(x, (2, 3), mode=mode))
        show(np.pad(x, (2, 3), mode=mode, reflect_type="odd"))
        show(np.pad(x, 8, mode=mode))
    show(np.pad(np.array([7]), 3, mode="reflect"))
    show(np.pad(np.array([7]), 3, mode="symmetric"))
    img = np.arange(9.0).reshape(3, 3)
    show(np.pad(img, ((1, 2), (2, 1)), mode="reflect", reflect_type="odd"))
    attempt(lambda: np.pad(x, 2, mode="reflect", reflect_type="weird"))


@program
def lib_pad_callable(np):
    def pad_with(vector, pad_width, iaxis, kwargs):
        pad_value = kwargs.get("padder", 10)
        vector[:pad_width[0]] = pad_value
        if pad_width[1]:
            vector[-pad_width[1]:] = pad_value

    a = np.arange(6).reshape(2, 3)
    show(np.pad(a, 2, pad_with))
    show(np.pad(a, 1, pad_with, padder=-1))

    calls = []

    def record(vector, pad_width, iaxis, kwargs):
        calls.append((vector.shape, tuple(pad_width), iaxis))
    np.pad(a, ((1, 0), (0, 2)), record)
    print(calls)


@program
def lib_pad_bad_inputs(np):
    a = np.arange(6).reshape(2, 3)
    attempt(lambda: np.pad(a, 1, mode="nonsense"))
    attempt(lambda: np.pad(a, -1))
    attempt(lambda: np.pad(a, ((1, 2), (3, 4), (5, 6))))
    attempt(lambda: np.pad(a, 1.5))
    attempt(lambda: np.pad(a, 1, mode="edge", constant_values=3))
    attempt(lambda: np.pad(a, 1, mode="reflect", stat_length=2))
    attempt(lambda: np.pad(a, 1, mode="constant", end_values=2))
    attempt(lambda: np.pad(a, ((1,), (2,))))
    attempt(lambda: np.pad(a, [[1, 2, 3]]))


@program
def lib_apply_along_axis_rows(np):
    m = np.array([[3, 1, 2], [9, 7, 8], [4, 6, 5]])
    show(np.apply_along_axis(np.sort, 1, m))
    show(np.apply_along_axis(lambda r: r.max() - r.min(), 0, m))
    show(np.apply_along_axis(lambda r: (r[0] + r[-1]) / 2, 1, m))
    show(np.apply_along_axis(np.diag, -1, m))
    show(np.apply_along_axis(lambda r: [r.sum(), r.prod()], 1, m))
    show(np.apply_along_axis(np.cumsum, -1, np.arange(8).reshape(2, 2, 2)))
    attempt(lambda: np.apply_along_axis(np.sum, 2, m))
    attempt(lambda: np.apply_along_axis(np.sum, 0, np.zeros((0, 3))))
    attempt(lambda: np.apply_along_axis(lambda r: r[: r[0]], 1, m))


@program
def lib_apply_over_axes(np):
    a = np.arange(24).reshape(2, 3, 4)
    show(np.apply_over_axes(np.sum, a, [0, 2]))
    show(np.apply_over_axes(np.max, a, 1))
    show(np.apply_over_axes(np.mean, a.astype(float), (0, 1)))
    attempt(lambda: np.apply_over_axes(lambda x, axis: x.sum(axis=axis).ravel(), a, [0, 1]))


@program
def lib_vectorize_otypes_excluded(np):
    def clip_score(x, lo, hi):
        if x < lo:
            return lo
        if x > hi:
            return hi
        return x
    f = np.vectorize(clip_score)
    show(f(np.array([-2, 0, 5, 11]), 0, 10))
    g = np.vectorize(clip_score, otypes=[np.float64])
    show(g([-2, 0, 5, 11], 0.5, 10))

    def poly(x, coeffs):
        return sum(c * x ** i for i, c in enumerate(coeffs))
    p = np.vectorize(poly, excluded=["coeffs"])
    show(p(np.arange(4), coeffs=[1, 2, 3]))
    p2 = np.vectorize(poly, excluded={1})
    show(p2(np.arange(3), [0, 1]))
    h = np.vectorize(lambda s: len(s), otypes="i")
    show(h(np.array(["a", "bcd", ""])))
    attempt(lambda: np.vectorize(len, otypes="x"))
    attempt(lambda: np.vectorize(lambda x: x)([]))
    show(np.vectorize(lambda x: x, otypes=[float])([]))
    print(f.__name__ if hasattr(f, "__name__") else None, f.__doc__ is None)


@program
def lib_vectorize_signature(np):
    def moments(x):
        return x.mean(), x.std()
    mom = np.vectorize(moments, signature="(n)->(),()")
    data = np.array([[1.0, 2.0, 3.0], [2.0, 2.0, 2.0]])
    m, s = mom(data)
    show_rounded(m)
    show_rounded(s)
    outer = np.vectorize(np.outer, signature="(m),(n)->(m,n)")
    show(outer(np.arange(2), np.arange(3)))
    show(outer(np.arange(4).reshape(2, 2), np.arange(3)).shape)
    dot = np.vectorize(lambda a, b: float(a @ b), signature="(k),(k)->()")
    show(dot(np.ones((3, 2)), np.array([1.0, 2.0])))
    attempt(lambda: dot(np.ones((3, 2)), np.ones(3)))
    attempt(lambda: np.vectorize(np.sum, signature="(n)->()x"))
    attempt(lambda: np.vectorize(lambda x: x, signature="(n)->(n)")(np.float64(1.0)))
    bad = np.vectorize(lambda x: x[:1], signature="(n)->(n)")
    attempt(lambda: bad(np.ones((2, 3))))


@program
def lib_piecewise_tax(np):
    income = np.array([5000.0, 15000.0, 40000.0, 90000.0])
    tax = np.piecewise(income, [income < 10000, (income >= 10000) & (income < 50000),
                                income >= 50000],
                       [0, lambda x: 0.1 * (x - 10000), lambda x: 4000 + 0.3 * (x - 50000)])
    show(tax)
    x = np.linspace(-2, 2, 5)
    show(np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v ** 2]))
    show(np.piecewise(x, [x < -1, x > 1], [-1, 1, 0]))  # an extra default function
    show(np.piecewise(np.array(3), [True], [lambda v: v * 10]))
    show(np.piecewise(np.arange(4), [np.arange(4) > 1], [lambda v: v / 2]))
    attempt(lambda: np.piecewise(x, [x < 0], [1, 2, 3]))
    attempt(lambda: np.piecewise(x, [x < 0, x > 0], [1]))


@program
def lib_select_grades(np):
    scores = np.array([95, 82, 67, 45, 78, 100])
    grade = np.select([scores >= 90, scores >= 80, scores >= 70, scores >= 60],
                      ["A", "B", "C", "D"], default="F")
    show(grade)
    x = np.arange(-3, 4)
    show(np.select([x < 0, x > 0], [x * -1, x ** 2]))
    show(np.select([x < 0, x > 0], [x * 0.5, x], default=np.nan))
    show(np.select([], [], default=5) if False else np.select([x > 10], [x], default=-1))
    attempt(lambda: np.select([x < 0], [x, x]))
    attempt(lambda: np.select([], []))
    attempt(lambda: np.select([x], [x]))
    attempt(lambda: np.select([x < 0], [np.ones(3)]))


@program
def lib_meshgrid_variants(np):
    x = np.array([0.0, 0.5, 1.0])
    y = np.array([10, 20])
    X, Y = np.meshgrid(x, y)
    show(X)
    show(Y)
    Xi, Yi = np.meshgrid(x, y, indexing="ij")
    print(Xi.shape, Yi.shape, Yi.dtype)
    xs, ys = np.meshgrid(x, y, sparse=True)
    show(xs)
    show(ys)
    show((xs ** 2 + ys).round(3))
    Xn, Yn = np.meshgrid(x, y, copy=False)
    print(Xn.flags.writeable, Xn.strides, Xn.base is not None)
    out = np.meshgrid(x, y, np.arange(4), indexing="ij")
    print([o.shape for o in out])
    show(np.meshgrid())
    print(type(np.meshgrid(x, y)).__name__)
    show_rounded(np.meshgrid(x)[0])
    attempt(lambda: np.meshgrid(x, y, indexing="xyz"))
    attempt(lambda: np.meshgrid(x, y, flat=True))


@program
def lib_mgrid_ogrid(np):
    show(np.mgrid[0:3, 0:2])
    show(np.mgrid[-1:1:5j])
    show(np.mgrid[0:1:3j, 0:4:2])
    og = np.ogrid[0:3, 0:4]
    show_each(og)
    show((og[0] * 10 + og[1]))
    show(np.ogrid[0:5:2])
    show(np.ogrid[0:1:4j])
    show(np.mgrid[3:0:-1])
    show(np.mgrid[0:2.5:0.5])
    show(np.mgrid[0:0])


@program
def lib_r_c_concatenation(np):
    show(np.r_[1:4, 0, 8, np.array([-1, -2])])
    show(np.r_[-1:1:5j, [9.5]])
    show(np.r_["0,2", [1, 2], [3, 4]])
    show(np.r_["1,2,0", [1, 2], [3, 4]])
    show(np.r_["r", [1, 2, 3], [4, 5]])
    show(np.r_["c", [1, 2, 3]])
    show(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
    show(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
    show(np.r_[np.array([1, 2]), 3.5])
    attempt(lambda: np.r_[()])
    attempt(lambda: np.r_[np.ones((2, 2)), np.ones(3)])
    attempt(lambda: np.r_["bogus", [1]])


@program
def lib_s_index_exp(np):
    a = np.arange(30).reshape(5, 6)
    print(np.s_[1:3])
    print(np.s_[::2, 1])
    print(np.index_exp[1:3])
    print(np.s_[..., None, 2])
    region = np.s_[1:4, ::2]
    show(a[region])
    show(a[np.index_exp[2]])
    show(a[np.s_[-1]])
    print(np.s_[3], np.index_exp[3])


@program
def lib_indices_grid(np):
    show(np.indices((2, 3)))
    r, c = np.indices((3, 3))
    show(r - c)
    show(np.indices((2, 2), dtype=np.int8))
    sp = np.indices((2, 3), sparse=True)
    show_each(sp)
    show(np.indices(()))
    show(np.indices((0, 2)).shape)
    attempt(lambda: np.indices((2, -1)))


@program
def lib_ix_cross_selection(np):
    a = np.arange(20).reshape(4, 5)
    ixgrid = np.ix_([0, 3], [1, 2, 4])
    show_each(ixgrid)
    show(a[ixgrid])
    show(a[np.ix_([True, False, True, False], [2, 0])])
    show_each(np.ix_(np.array([], dtype=int)))
    show_each(np.ix_())
    attempt(lambda: np.ix_([[0, 1]], [1]))
    attempt(lambda: np.ix_([0.5, 1]))
    show_each(np.ix_(np.arange(3, dtype=np.uint8)))


@program
def lib_ravel_multi_index(np):
    arr = np.array([[3, 6, 6], [4, 5, 1]])
    show(np.ravel_multi_index(arr, (7, 6)))
    show(np.ravel_multi_index(arr, (7, 6), order="F"))
    show(np.ravel_multi_index(arr, (4, 6), mode="clip"))
    show(np.ravel_multi_index(arr, (4, 4), mode=("clip", "wrap")))
    show(np.ravel_multi_index((3, 1, 4, 1), (6, 7, 8, 9)))
    show(np.ravel_multi_index(([-1, 2], [0, 1]), (3, 3), mode="wrap"))
    attempt(lambda: np.ravel_multi_index(arr, (4, 6)))
    attempt(lambda: np.ravel_multi_index(arr, (7, 6), mode="bogus"))
    attempt(lambda: np.ravel_multi_index(arr, (7, 6), order="X"))
    attempt(lambda: np.ravel_multi_index((1, 2, 3), (7, 6)))
    attempt(lambda: np.ravel_multi_index(([1.0], [2.0]), (7, 6)))
    attempt(lambda: np.ravel_multi_index(([1], [2]), (7, 0)))
    attempt(lambda: np.ravel_multi_index(([0], [0]), (2**40, 2**40)))


@program
def lib_unravel_index(np):
    show_each(np.unravel_index([22, 41, 37], (7, 6)))
    show_each(np.unravel_index([31, 41, 13], (7, 6), order="F"))
    show_each(np.unravel_index(1621, (6, 7, 8, 9)))
    show_each(np.unravel_index(np.array([[0, 5], [3, 2]]), (2, 3)))
    a = np.array([[4, 9, 1], [7, 2, 8]])
    print(np.unravel_index(a.argmax(), a.shape))
    show_each(np.unravel_index(0, ()))
    attempt(lambda: np.unravel_index(42, (7, 6)))
    attempt(lambda: np.unravel_index(-1, (7, 6)))
    attempt(lambda: np.unravel_index(1.0, (7, 6)))
    attempt(lambda: np.unravel_index(3, (7, 6), order="K"))
    attempt(lambda: np.unravel_index(1, ()))


@program
def lib_histogram2d(np):
    x = np.array([0.1, 0.4, 0.45, 0.8, 0.95, 0.3, 0.6])
    y = np.array([0.2, 0.9, 0.5, 0.1, 0.7, 0.3, 0.6])
    H, xe, ye = np.histogram2d(x, y, bins=2)
    show(H)
    show_rounded(xe)
    show_rounded(ye)
    H2, xe2, ye2 = np.histogram2d(x, y, bins=[2, 4], range=[[0, 1], [0, 1]])
    show(H2)
    show(ye2)
    H3, _, _ = np.histogram2d(x, y, bins=(np.array([0, 0.5, 1]), 2), density=True)
    show_rounded(H3)
    Hw, _, _ = np.histogram2d(x, y, bins=2, range=[[0, 1], [0, 1]], weights=np.arange(7))
    show(Hw)
    attempt(lambda: np.histogram2d(x, y[:3]))
    attempt(lambda: np.histogram2d(x, y, bins=[1, 2, 3]))
    attempt(lambda: np.histogram2d(x, y, bins=0))
    attempt(lambda: np.histogram2d(x, y, range=[[1, 0], [0, 1]]))


@program
def lib_histogramdd(np):
    pts = np.array([[0.0, 0.0, 0.0], [1.0, 1.0, 1.0], [0.5, 0.2, 0.9], [0.9, 0.1, 0.4],
                    [0.2, 0.8, 0.6]])
    H, edges = np.histogramdd(pts, bins=(2, 2, 2))
    show(H)
    print(len(edges), [e.tolist() for e in edges])
    H, edges = np.histogramdd((pts[:, 0], pts[:, 1]), bins=[3, 2], range=[(0, 1), (0, 1)])
    show(H)
    show_rounded(edges[0])
    Hd, _ = np.histogramdd(pts, bins=2, density=True)
    show_rounded(Hd)
    attempt(lambda: np.histogramdd(pts, bins=(2, 2)))
    attempt(lambda: np.histogramdd(pts, bins=2, range=[(0, 1)]))
    attempt(lambda: np.histogramdd(pts, bins=[np.array([1.0, 0.0]), 2, 2]))
    attempt(lambda: np.histogramdd(pts, bins=2, weights=np.ones(3)))


@program
def lib_digitize_bins(np):
    x = np.array([0.2, 6.4, 3.0, 1.6, 10.0, -1.0])
    bins = np.array([0.0, 1.0, 2.5, 4.0, 10.0])
    show(np.digitize(x, bins))
    show(np.digitize(x, bins, right=True))
    show(np.digitize(x, bins[::-1]))
    show(np.digitize(x, bins[::-1], right=True))
    show(np.digitize(3, bins))
    show(np.digitize([[1, 2], [3, 4]], [2, 3]))
    show(np.digitize(np.array([1, np.nan]), [0, 2]))
    attempt(lambda: np.digitize(x, [1, 3, 2]))
    attempt(lambda: np.digitize(x, [[1, 2]]))
    attempt(lambda: np.digitize(np.array([1 + 1j]), [1, 2]))
    show(np.digitize(x, []))


@program
def lib_bincount_weights_minlength(np):
    votes = np.array([0, 1, 1, 3, 2, 1, 7])
    show(np.bincount(votes))
    show(np.bincount(votes, minlength=10))
    show(np.bincount(votes, minlength=3))
    w = np.array([0.3, 0.5, 0.2, 0.7, 1.0, -0.6, 0.25])
    show_rounded(np.bincount(votes, weights=w))
    show(np.bincount(np.array([], dtype=int)))
    show(np.bincount(np.array([], dtype=int), minlength=3))
    show(np.bincount(np.array([2, 2], dtype=np.uint8), weights=np.array([1, 2], dtype=np.int32)))
    attempt(lambda: np.bincount(np.array([1, -1, 2])))
    attempt(lambda: np.bincount(np.array([1.5, 2.0])))
    attempt(lambda: np.bincount(votes, minlength=-1))
    attempt(lambda: np.bincount(votes, weights=np.ones(3)))
    attempt(lambda: np.bincount(np.ones((2, 2), dtype=int)))


@program
def lib_recfunctions_structured_unstructured(np):
    rfn = importlib.import_module(np.__name__ + ".lib.recfunctions")
    dt = np.dtype([("x", "f8"), ("y", "f8"), ("z", "f8")])
    pts = np.array([(1.0, 2.0, 3.0), (4.0, 5.0, 6.0)], dtype=dt)
    u = rfn.structured_to_unstructured(pts)
    show(u)
    show(rfn.structured_to_unstructured(pts[["x", "z"]]))
    s = rfn.unstructured_to_structured(np.arange(6.0).reshape(2, 3), dt)
    show(s)
    s2 = rfn.unstructured_to_structured(np.arange(4).reshape(2, 2), names=["a", "b"])
    show(s2)
    mixed = np.array([(1, 2.5), (3, 4.5)], dtype=[("i", "i4"), ("f", "f4")])
    show(rfn.structured_to_unstructured(mixed))
    attempt(lambda: rfn.unstructured_to_structured(np.arange(6.0).reshape(2, 3),
                                                   np.dtype([("a", "f8")])))
    attempt(lambda: rfn.structured_to_unstructured(np.arange(3)))


@program
def lib_recfunctions_fields(np):
    rfn = importlib.import_module(np.__name__ + ".lib.recfunctions")
    people = np.array([("ann", 31, 1.62), ("bob", 45, 1.80)],
                      dtype=[("name", "U5"), ("age", "i4"), ("height", "f8")])
    show(rfn.drop_fields(people, "height"))
    show(rfn.drop_fields(people, ["name", "age"]))
    show(rfn.rename_fields(people, {"height": "h", "age": "years"}))
    with_w = rfn.append_fields(people, "weight", np.array([55.0, 80.0]), usemask=False)
    show(with_w)
    both = rfn.append_fields(people, ["id", "ok"], [np.array([1, 2]), np.array([True, False])],
                             usemask=False)
    print(both.dtype.names, both["id"].tolist(), both["ok"].tolist())
    print(rfn.get_names(people.dtype))
    attempt(lambda: rfn.append_fields(people, ["a", "b"], [np.ones(2)], usemask=False))


@program
def lib_trim_zeros_signal(np):
    sig = np.array([0, 0, 0, 1, 2, 0, 3, 0, 0])
    show(np.trim_zeros(sig))
    show(np.trim_zeros(sig, "f"))
    show(np.trim_zeros(sig, "b"))
    show(np.trim_zeros(sig, trim="FB"))
    show(np.trim_zeros(np.zeros(4)))
    show(np.trim_zeros(np.array([0.0, -0.0, 1e-300, 0.0])))
    print(np.trim_zeros([0, 4, 0]))
    m = np.array([[0, 0, 0], [0, 1, 0], [0, 0, 0]])
    attempt(lambda: np.trim_zeros(m))
    attempt(lambda: np.trim_zeros(m, axis=0))
    attempt(lambda: np.trim_zeros(sig, "x"))


@program
def lib_unwrap_phase(np):
    phase = np.linspace(0, 4 * np.pi, 9)
    wrapped = np.angle(np.exp(1j * phase))
    show_rounded(np.unwrap(wrapped))
    show_rounded(np.unwrap(np.array([0.0, 3.0, 6.5, 0.5, 3.6])))
    show(np.unwrap(np.array([1, 2, 3, 4, 5, 6, 1, 2, 3]), period=6))
    show_rounded(np.unwrap(np.array([0, 170, 350, 10, 190]), period=360))
    show_rounded(np.unwrap(np.array([0.0, 0.7, 1.4, 2.1]), discont=0.5))
    m = np.array([[0.0, 3.0, 6.2], [6.0, 0.1, 3.2]])
    show_rounded(np.unwrap(m, axis=0))
    show_rounded(np.unwrap(m, axis=-1))
    attempt(lambda: np.unwrap(m, axis=2))
    show(np.unwrap(np.array([], dtype=float)))


@program
def lib_interp_period(np):
    xp = np.array([190, -190, 350, -350], dtype=float)
    fp = np.array([5, 10, 3, 4], dtype=float)
    x = np.array([-180, -170, -185, 185, -10, -5, 0, 365], dtype=float)
    show_rounded(np.interp(x, xp, fp, period=360))
    ang = np.linspace(0, 2 * np.pi, 5)[:-1]
    show_rounded(np.interp(np.array([0.1, 6.2, -0.5]), ang, np.cos(ang), period=2 * np.pi))
    show_rounded(np.interp(2.5, [1, 2, 3], [3, 2, 0]))
    show_rounded(np.interp([0, 1, 1.5, 2.72, 3.14], [1, 2, 3], [3, 2, 0], left=-1, right=99))
    show_rounded(np.interp([0.5, 1.5], [0, 1, 2], [0j, 1 + 1j, 2]))
    attempt(lambda: np.interp(1.0, [0, 1], [0, 1], period=0))
    attempt(lambda: np.interp(1.0, [0, 1, 2], [0, 1]))
    attempt(lambda: np.interp(1.0, [], []))
    attempt(lambda: np.interp(1.0, [[0, 1]], [[0, 1]]))


@program
def lib_fill_diagonal_wrap(np):
    a = np.zeros((3, 3), dtype=int)
    np.fill_diagonal(a, 5)
    show(a)
    tall = np.zeros((7, 3), dtype=int)
    np.fill_diagonal(tall, 4)
    show(tall)
    tall2 = np.zeros((7, 3), dtype=int)
    np.fill_diagonal(tall2, [1, 2, 3, 4], wrap=True)
    show(tall2)
    wide = np.zeros((3, 5))
    np.fill_diagonal(wide, [1.5, 2.5])
    show(wide)
    cube = np.zeros((2, 2, 2), dtype=int)
    np.fill_diagonal(cube, 7)
    show(cube)
    attempt(lambda: np.fill_diagonal(np.zeros(3), 1))
    attempt(lambda: np.fill_diagonal(np.zeros((2, 3, 2)), 1))
    flipped = np.zeros((3, 3), dtype=int)
    np.fill_diagonal(np.fliplr(flipped), [1, 2, 3])
    show(flipped)


@program
def lib_tri_diag_indices(np):
    m = np.arange(16).reshape(4, 4)
    il = np.tril_indices(4)
    show_each(il)
    show(m[il])
    show_each(np.tril_indices(4, -1))
    show_each(np.triu_indices(3, 1, 5))
    show_each(np.triu_indices_from(m, k=2))
    show_each(np.tril_indices_from(np.ones((2, 3))))
    show_each(np.diag_indices(3))
    show_each(np.diag_indices(2, ndim=3))
    d = np.diag_indices_from(m)
    m2 = m.copy()
    m2[d] = -1
    show(m2)
    up = m.copy()
    up[np.triu_indices(4, 1)] = 0
    show(up)
    attempt(lambda: np.tril_indices_from(np.ones(3)))
    attempt(lambda: np.diag_indices_from(np.ones((2, 3))))
    show_each(np.tril_indices(0))


@program
def lib_take_put_along_axis(np):
    a = np.array([[10, 30, 20], [60, 40, 50]])
    order = np.argsort(a, axis=1)
    show(np.take_along_axis(a, order, axis=1))
    top = np.argmax(a, axis=1, keepdims=True)
    show(np.take_along_axis(a, top, axis=1))
    show(np.take_along_axis(a.ravel(), np.array([5, 0]), axis=None))
    b = a.copy()
    np.put_along_axis(b, top, -1, axis=1)
    show(b)
    np.put_along_axis(b, np.array([[0], [2]]), np.array([[100], [200]]), axis=1)
    show(b)
    c = np.zeros((2, 3))
    np.put_along_axis(c, np.array([[0, 1, 0]]), 1.5, axis=0)
    show(c)
    attempt(lambda: np.take_along_axis(a, np.array([0, 1]), axis=1))
    attempt(lambda: np.take_along_axis(a, np.array([[0.0]]), axis=1))
    attempt(lambda: np.take_along_axis(a, np.array([[3]]), axis=1))
    attempt(lambda: np.take_along_axis(a, order, axis=2))
    attempt(lambda: np.put_along_axis(b, np.array([[0, 1]]), 1, axis=None))
    show(np.take_along_axis(a, order, axis=-1))


@program
def lib_sliding_window_median_filter(np):
    swv = np.lib.stride_tricks.sliding_window_view
    noisy = np.array([1.0, 1.0, 9.0, 1.0, 2.0, 2.0, 8.0, 2.0, 3.0])
    padded = np.pad(noisy, 1, mode="edge")
    show(np.median(swv(padded, 3), axis=-1))
    img = np.array([[0, 0, 0, 0], [0, 9, 1, 0], [0, 1, 1, 0], [0, 0, 0, 0]], dtype=float)
    p = np.pad(img, 1, mode="reflect")
    show(np.median(swv(p, (3, 3)), axis=(-2, -1)))
    show(swv(p, (3, 3)).sum(axis=(-2, -1)))


@program
def lib_vectorize_pyfunc_types(np):
    classify = np.vectorize(lambda v: "neg" if v < 0 else ("zero" if v == 0 else "pos"))
    show(classify(np.array([-1.5, 0.0, 2.0])))
    to_bool = np.vectorize(lambda v: v > 1)
    show(to_bool([[0, 1], [2, 3]]))
    cplx = np.vectorize(lambda v: complex(v, -v))
    show(cplx(np.arange(3)))
    cached = np.vectorize(lambda v: v + 0.5, cache=True)
    show(cached(np.arange(3)))
    mixed = np.vectorize(lambda v: v if v else 0.5)
    show(mixed(np.array([0, 2, 3])))   # the first result fixes the dtype
    divide = np.vectorize(lambda p, q: p / q)
    attempt(lambda: divide([1, 2], [1, 0]))


@program
def lib_digitize_bincount_groupby(np):
    ages = np.array([23, 35, 47, 51, 19, 64, 38, 29, 72])
    spend = np.array([120.0, 80.0, 200.0, 50.0, 30.0, 90.0, 60.0, 110.0, 40.0])
    bins = np.array([20, 30, 40, 50, 60, 70])
    g = np.digitize(ages, bins)
    counts = np.bincount(g, minlength=len(bins) + 1)
    totals = np.bincount(g, weights=spend, minlength=len(bins) + 1)
    show(g)
    show(counts)
    show(totals)
    with np.errstate(invalid="ignore", divide="ignore"):
        show_rounded(totals / counts)
    show_rounded(np.divide(totals, counts, out=np.zeros_like(totals), where=counts > 0))


@program
def lib_grids_evaluate_function(np):
    x = np.linspace(-1, 1, 5)
    y = np.linspace(0, 1, 3)
    X, Y = np.meshgrid(x, y)
    Z = X ** 2 + Y
    show_rounded(Z)
    iy, ix = np.unravel_index(np.argmin(Z), Z.shape)
    print(iy, ix, X[iy, ix], Y[iy, ix])
    gx, gy = np.mgrid[-1:1:5j, 0:1:3j]
    show_rounded(np.allclose(gx.T, X))
    xx, yy = np.ogrid[-1:1:5j, 0:1:3j]
    show_rounded((xx ** 2 + yy).T)
    show(np.array(np.gradient(Z, axis=1)).round(6))


@program
def lib_ravel_unravel_mode_and_order_spellings(np):
    # a 1-d grid: the flat index of a scalar coordinate is a scalar
    show(np.ravel_multi_index((4,), (10,)))
    show(np.ravel_multi_index((), ()))
    # modes as NumPy's C code numbers them, None (the default), bytes, per-axis lists
    for mode in (None, 0, 1, 2, b"clip", [0, "wrap"], (None, "clip"), 3, True, 1.0):
        attempt(lambda: np.ravel_multi_index(([1, 4], [2, 7]), (5, 5), mode=mode))
    for order in (None, "c", "f", b"F", "a", "Fortran", 1):
        attempt(lambda: np.ravel_multi_index(([1, 4], [2, 3]), (5, 5), order=order))
        attempt(lambda: np.unravel_index([7, 13], (5, 5), order=order), show=print)
    attempt(lambda: np.ravel_multi_index(([1, 2], [3, 4, 0]), (5, 5)))
    attempt(lambda: np.unravel_index(5, (2**40, 2**40)), show=print)
    attempt(lambda: np.unravel_index(5, (2**40, 0, 2**40)), show=print)
    attempt(lambda: np.unravel_index(5, (2**63,)), show=print)
    # take and put read the same modes (an out-of-range number is 'raise' there)
    a = np.arange(5) * 10
    for mode in (None, 0, 1, 3, b"wrap"):
        attempt(lambda: np.take(a, [6, -7], mode=mode))


@program
def lib_bincount_argument_checks(np):
    labels = np.array([0, 2, 2, 1])
    attempt(lambda: np.bincount(labels, minlength=True))
    attempt(lambda: np.bincount(labels, minlength=np.int8(5)))
    attempt(lambda: np.bincount(labels, weights=[[0.5, 1.0, 1.5, 2.0]]))   # a nested list
    attempt(lambda: np.bincount(labels, weights=np.ones((4, 1))))
    attempt(lambda: np.bincount(labels, weights=np.ones((1, 4))))
    attempt(lambda: np.bincount(labels, weights=2.0))
    attempt(lambda: np.bincount(labels, weights=np.float64(2.0)))
    attempt(lambda: np.bincount(np.array([0, -1]), weights=[[1, 2]]))  # (the values first)
    show(np.bincount(np.array([], dtype=int), weights=[[1.0]]))        # (nothing to weigh)


@program
def lib_histogramdd_without_dimensions(np):
    sample = np.zeros((5, 0))   # five points with no coordinates
    attempt(lambda: np.histogramdd(sample, bins=3))
    attempt(lambda: np.histogramdd(np.zeros((0, 0))))
    h, edges = np.histogramdd(np.zeros((0, 2)), bins=2)
    show(h)
    print([e.tolist() for e in edges])


@program
def lib_fill_diagonal_degenerate_shapes(np):
    for shape in ((3, 0), (0, 3), (0, 0), (1, 4), (4, 1)):
        for wrap in (False, True):
            a = np.zeros(shape, dtype=int)
            np.fill_diagonal(a, [7, 8], wrap=wrap)
            show(a)
    strided = np.zeros((7, 4), dtype=int)
    np.fill_diagonal(strided[::2, ::2], [1, 2, 3], wrap=True)
    show(strided)


@program
def lib_along_axis_with_lists_and_float_axis(np):
    scores = np.array([[70, 85, 60], [90, 40, 75]])
    best = np.array([[1], [0]])
    show(np.take_along_axis(scores, best, axis=1))
    # NumPy's along-axis helpers read .ndim/.dtype/.flat off what they are given
    attempt(lambda: np.take_along_axis(scores, [[1], [0]], axis=1))
    attempt(lambda: np.take_along_axis(scores.tolist(), best, axis=1))
    attempt(lambda: np.take_along_axis(scores, [1, 0], axis=None))
    attempt(lambda: np.take_along_axis(scores.tolist(), np.array([1, 0]), axis=None))
    attempt(lambda: np.take_along_axis(scores, best, axis=1.0))
    attempt(lambda: np.take_along_axis(scores, best, axis="1"))
    show(np.take_along_axis(scores, best, axis=np.int64(1)))
    target = scores.copy()
    attempt(lambda: np.put_along_axis(target.tolist(), best, 0, axis=1))
    attempt(lambda: np.put_along_axis(target, [[1], [0]], 0, axis=1))
    attempt(lambda: np.put_along_axis(target, best, 0, axis=2.0))
    np.put_along_axis(target, best, 0, axis=-1)
    show(target)


@program
def lib_apply_over_axes_with_lists_and_scalars(np):
    table = [[1, 2, 3], [4, 5, 6]]
    show(np.apply_over_axes(np.sum, np.array(table), [0, 1]))
    attempt(lambda: np.apply_over_axes(np.sum, table, 0))   # NumPy reads a.ndim first
    attempt(lambda: np.apply_over_axes(lambda a, axis: int(a.sum()), np.array(table), 0))
    attempt(lambda: np.apply_over_axes(lambda a, axis: a.sum(axis=axis).tolist(),
                                       np.array(table), 1))
    show(np.apply_over_axes(lambda a, axis: a.max(axis=axis), np.array(table), (1, 0)))


@program
def lib_pad_statistics_of_durations(np):
    waits = np.array([30, 45, 20, 60], dtype="m8[s]")
    show(np.pad(waits, 2, mode="edge"))
    show(np.pad(waits, 1, mode="wrap"))
    show(np.pad(waits, (1, 2), mode="constant", constant_values=np.timedelta64(0, "s")))
    for mode in ("maximum", "minimum", "mean", "median"):
        attempt(lambda: np.pad(waits, 1, mode=mode))   # NumPy rounds these: rint refuses
    stamps = np.array(["2024-01-01", "2024-01-05", "2024-01-03"], dtype="M8[D]")
    attempt(lambda: np.pad(stamps, 1, mode="maximum"))
    attempt(lambda: np.pad(stamps, 1, mode="mean"))
    show(np.pad(np.array([3, 8, 4], dtype=np.int16), 2, mode="mean"))


@program
def lib_histogram_weights_shapes(np):
    x = np.array([0.1, 0.4, 0.8])
    y = np.array([0.3, 0.6, 0.9])
    for w in ([1.0, 2.0, 0.5], [[1.0, 2.0, 0.5]], np.ones((3, 1)), 2.0, [1.0, 2.0],
              np.array([1, 2, 3], dtype=np.int8), np.array([1j, 2, 3])):
        attempt(lambda: np.histogram2d(x, y, bins=2, range=[[0, 1], [0, 1]], weights=w)[0])
    pts = np.stack([x, y], axis=1)
    attempt(lambda: np.histogramdd(pts, bins=2, weights=np.array(1.0))[0])
    attempt(lambda: np.histogramdd(pts, bins=2, weights=[[1.0], [2.0], [3.0]])[0])


@program
def lib_broadcast_arrays_keep_full_shape_operands(np):
    temps = np.arange(6.0).reshape(3, 2)     # already of the broadcast shape
    offset = np.array([0.5, -0.5])
    t, o = np.broadcast_arrays(temps, offset)
    print(t is temps, t.strides, o.strides)
    t[0, 0] = 100.0                          # the original array: no warning
    show(temps)
    X, Y = np.meshgrid(np.array([1.0]), np.arange(3.0), copy=False)
    print(X.strides, Y.strides, X.shape, Y.shape)
    Y[1, 0] = -1.0                           # Y is the reshaped input, not a broadcast view
    show(Y)
    g = np.meshgrid(np.arange(2), np.arange(3), copy=False)[0]
    v = np.lib.stride_tricks.as_strided(g, shape=(2,), strides=g.strides[1:])
    print(v.flags.writeable)                 # NumPy: a view of a broadcast result is read-only
    w = np.lib.stride_tricks.sliding_window_view(g, 2, axis=1, writeable=True)
    print(w.flags.writeable, w.shape)


@program
def lib_trim_zeros_of_timestamps(np):
    # a log of event times, the epoch (0) standing for "no event"
    times = np.array([0, 0, 1_700_000_000, 1_700_000_060, 0], dtype="M8[s]")
    show(np.trim_zeros(times))
    show(np.trim_zeros(times, "b"))
    show(np.trim_zeros(np.array([0, -2**63, 0], dtype="M8[s]")))   # NaT is not zero
    gaps = np.array([0, 5, 0, 7, 0], dtype="m8[m]")
    show(np.trim_zeros(gaps, "f"))
    show(np.trim_zeros(np.array([0.0, np.nan, 0.0])))
    show(np.trim_zeros(np.array([0j, 1j, 0j])))
