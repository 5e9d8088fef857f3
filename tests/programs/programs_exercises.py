"""Programs in the style of the classic "NumPy exercises" that learners and interview candidates
write: creating vectors and matrices, ranges, reversing, the nearest value, sorting by a column,
swapping rows, moving averages, the most frequent value, matrix rank, integer parts, generators,
in-place arithmetic, read-only arrays, closest points, the n largest values, cartesian products,
structured arrays, in-place casts, centring rows, null columns, the Game of Life, and the
mistakes learners make on the way (wrong shapes, bad axes, dtype surprises).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_rounded, collection, r6, show, show_rounded


PROGRAMS, program = collection()


@program
def ex_null_vectors_and_ranges(np):
    z = np.zeros(10)
    show(z)
    print(z.size * z.itemsize, z.nbytes)
    z[4] = 1
    show(z)
    show(np.arange(10, 50))
    show(np.arange(10, 50)[::-1])
    show(np.arange(9).reshape(3, 3))
    show(np.arange(0, 1, 0.25))
    show(np.linspace(0, 1, 11, endpoint=False)[1:])
    show(np.linspace(0, 1, 12)[1:-1].round(4))
    attempt(np.arange, 9, 0, 0)
    attempt(lambda: np.arange(10).reshape(3, 3))
    attempt(lambda: np.zeros(-1))
    attempt(lambda: np.zeros((2, 3.0)))
    show(np.zeros((2, 3), dtype=int))
    show(np.empty(0))
    show(np.full((2, 2), 7))
    show(np.full((2, 2), 7.5, dtype=np.int16))


@program
def ex_identity_diagonals_borders(np):
    show(np.eye(3))
    show(np.eye(3, 4, k=1, dtype=int))
    show(np.diag(1 + np.arange(4), k=-1))
    show(np.diag(np.arange(9).reshape(3, 3)))
    show(np.diag(np.arange(9).reshape(3, 3), k=1))
    z = np.ones((5, 5))
    z[1:-1, 1:-1] = 0
    show(z)
    show(np.pad(np.ones((3, 3)), pad_width=1, mode="constant", constant_values=0))
    checker = np.zeros((8, 8), dtype=int)
    checker[1::2, ::2] = 1
    checker[::2, 1::2] = 1
    show(checker)
    show(np.tile(np.array([[0, 1], [1, 0]]), (4, 4)) == checker)
    print(np.array_equal(np.tile(np.array([[0, 1], [1, 0]]), (4, 4)), checker))
    show(np.unravel_index(99, (6, 7, 8)))
    attempt(np.unravel_index, 336, (6, 7, 8))
    attempt(np.diag, np.zeros((2, 2, 2)))
    show(np.identity(2, dtype=bool))


@program
def ex_nonzero_and_indices(np):
    a = np.array([1, 2, 0, 0, 4, 0])
    show(np.nonzero(a))
    show(np.flatnonzero(a))
    show(np.argwhere(a))
    show(np.count_nonzero(a))
    m = np.array([[0, 3], [4, 0]])
    show(np.nonzero(m))
    show(np.transpose(np.nonzero(m)))
    show(m[np.nonzero(m)])
    show(np.where(a > 0, a, -1))
    show(np.where(a > 0))
    attempt(np.where, a > 0, a)
    show(np.count_nonzero(m, axis=0))
    attempt(np.count_nonzero, m, axis=2)


@program
def ex_nan_comparisons_and_surprises(np):
    print(0 * np.nan, np.nan == np.nan, np.inf > np.nan, np.nan - np.nan)
    print(np.nan in {np.nan}, 0.3 == 3 * 0.1, np.isclose(0.3, 3 * 0.1))
    print(np.array(0) / np.array(0) if False else "skip")
    with np.errstate(all="ignore"):
        show(np.array([0.0, 1.0, -1.0]) / 0)
    show(np.array([0.0, 1.0, -1.0]) / 0)
    show(np.array([1, 2, 3]) // 0)
    print(np.array(np.nan).astype(int) if False else np.isnan(np.array([1.0, np.nan])).any())
    show(np.sqrt(np.array([-1.0, 4.0])))
    show(np.array([0]).astype(float) / 0)
    print(np.array([np.nan, 1.0]).max(), np.nanmax(np.array([np.nan, 1.0])))
    show(np.nanmean(np.array([[np.nan, np.nan], [1.0, 3.0]]), axis=1))
    show(np.isnan(np.nan), )
    print(np.float64(1) / 3 * 3 == 1)


@program
def ex_random_matrix_stats(np):
    rng = np.random.default_rng(42)
    z = rng.random((10, 10))
    print(r6(z.min()), r6(z.max()), r6(z.mean()))
    show(z.argmax(), )
    print(np.unravel_index(z.argmax(), z.shape))
    v = rng.random(30)
    print(r6(v.mean()), r6(v.std()), r6(v.var(ddof=1)))
    n = (z - z.min()) / (z.max() - z.min())
    print(r6(n.min()), r6(n.max()))
    x = rng.integers(0, 10, size=(3, 4))
    show(x)
    show(x.sum(axis=0))
    show(x.sum(axis=1, keepdims=True))
    show(x.mean(axis=1))
    attempt(x.sum, axis=2)
    attempt(x.sum, axis=-3)
    attempt(x.mean, axis=(0, 0))
    show(rng.permutation(5))


@program
def ex_nearest_value(np):
    z = np.array([0.5, 2.25, 3.0, 7.75, 8.5, 9.0])
    for target in (2.0, 7.9, 100.0, -3.0):
        idx = np.abs(z - target).argmin()
        print(target, idx, z[idx])
    srt = np.sort(z)
    i = np.searchsorted(srt, 5.0)
    print(i, srt[max(i - 1, 0)], srt[min(i, len(srt) - 1)])
    show(np.searchsorted(srt, [0, 3.0, 9.0, 10], side="right"))
    show(np.searchsorted(srt, np.array([[1.0], [8.6]])))
    attempt(np.searchsorted, srt, 1.0, side="middle")
    g = np.array([[1, 5], [9, 2]])
    show(np.abs(g - 4).argmin())
    show(g.flat[np.abs(g - 4).argmin()])
    attempt(np.argmin, np.array([]))


@program
def ex_sort_by_column(np):
    a = np.array([[3, 9, 1], [1, 4, 7], [2, 0, 5], [1, 2, 8]])
    show(a[a[:, 1].argsort()])
    show(a[a[:, 0].argsort(kind="stable")])
    show(a[np.lexsort((a[:, 1], a[:, 0]))])
    show(a[a[:, 2].argsort()[::-1]])
    show(np.sort(a, axis=0))
    show(np.sort(a, axis=None))
    show(np.sort(a))
    attempt(np.sort, a, axis=2)
    attempt(lambda: a[a[:, 3].argsort()])
    attempt(np.argsort, a, kind="fastest")
    st = np.array([(1, 2.0), (1, 1.0), (0, 3.0)], dtype=[("k", int), ("v", float)])
    show(np.sort(st, order=["k", "v"]))
    attempt(np.sort, st, order="w")


@program
def ex_swap_rows_and_columns(np):
    a = np.arange(12).reshape(3, 4)
    b = a.copy()
    b[[0, 1]] = b[[1, 0]]
    show(b)
    c = a.copy()
    c[:, [0, 3]] = c[:, [3, 0]]
    show(c)
    d = a.copy()
    d[0], d[2] = d[2], d[0]  # the learner's mistake: views, so both rows end equal
    show(d)
    e = a.copy()
    e[0], e[2] = e[2].copy(), e[0].copy()
    show(e)
    show(a[::-1])
    show(a[:, ::-1])
    show(np.flip(a))
    show(np.flipud(a))
    show(np.fliplr(a))
    attempt(np.fliplr, np.arange(3))
    attempt(lambda: a[[0, 3]])
    show(np.roll(a, 1, axis=0))
    show(np.roll(a, -1))


@program
def ex_moving_average(np):
    x = np.arange(10, dtype=float) ** 2

    def moving_average(a, n=3):
        c = np.cumsum(a, dtype=float)
        c[n:] = c[n:] - c[:-n]
        return c[n - 1:] / n
    show(moving_average(x))
    show(moving_average(x, 4))
    show(np.convolve(x, np.ones(3) / 3, mode="valid").round(6))
    show(np.convolve(x, np.ones(3), mode="same"))
    show(np.convolve(np.arange(4), np.array([1, 1])))
    w = np.lib.stride_tricks.sliding_window_view(x, 3)
    show(w.mean(axis=-1))
    print(w.shape, w.strides, w.flags.writeable)
    attempt(np.lib.stride_tricks.sliding_window_view, x, 11)
    attempt(np.convolve, x, np.array([]))
    attempt(np.convolve, x, np.ones((2, 2)))
    attempt(np.convolve, x, np.ones(3), mode="full ")


@program
def ex_most_frequent_value(np):
    z = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])
    show(np.bincount(z))
    print(np.bincount(z).argmax())
    vals, counts = np.unique(z, return_counts=True)
    show(vals)
    show(counts)
    print(vals[counts.argmax()])
    show(np.bincount(z, minlength=12))
    show(np.bincount(np.array([0, 1, 1]), weights=np.array([0.5, 1.0, 2.0])))
    attempt(np.bincount, np.array([1, -1]))
    attempt(np.bincount, np.array([1.5, 2.0]))
    attempt(np.bincount, np.array([[1, 2]]))
    show(np.bincount(np.array([], dtype=int)))
    r = np.unique_counts(z)
    show(r.values)
    show(r.counts)
    words = np.array(["a", "b", "a", "c", "a"])
    u, c = np.unique(words, return_counts=True)
    print(u[c.argmax()], u.dtype)


@program
def ex_matrix_rank_and_det(np):
    a = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]])
    print(np.linalg.matrix_rank(a))
    print(np.linalg.matrix_rank(np.array([[1, 2], [2, 4]])))
    print(np.linalg.matrix_rank(np.zeros((3, 3))))
    print(np.linalg.matrix_rank(np.ones(4)))
    print(round(float(np.linalg.det(a)), 6))
    s = np.linalg.svd(a, compute_uv=False)
    print(int((s > s.max() * 1e-10).sum()))
    show_rounded(np.linalg.inv(a) @ a)
    attempt(np.linalg.inv, np.array([[1.0, 2.0], [2.0, 4.0]]))
    attempt(np.linalg.inv, np.ones((2, 3)))
    attempt(np.linalg.det, np.arange(3.0))
    show_rounded(np.linalg.solve(a, np.array([1.0, 2.0, 3.0])))
    attempt(np.linalg.solve, a, np.array([1.0, 2.0]))
    print(np.trace(a), np.trace(np.eye(3, dtype=int)))


@program
def ex_integer_part(np):
    z = np.array([-2.7, -1.5, -0.5, 0.2, 1.5, 2.5, 3.9])
    show(z - z % 1)
    show(z // 1)
    show(np.floor(z))
    show(np.ceil(z) - 1)
    show(z.astype(int))
    show(np.trunc(z))
    show(np.fix(z))
    show(np.rint(z))
    show(np.round(z))
    show(np.around(z, 1))
    show(np.modf(z))
    show(np.divmod(z, 1))
    show(np.copysign(np.ceil(np.abs(z)), z))
    show(np.round(np.array([1234.5678]), -2))
    show(np.round(np.array([15, 25, 35]), -1))


@program
def ex_generator_and_iterables(np):
    def gen():
        for x in range(10):
            yield x * x
    show(np.fromiter(gen(), dtype=float, count=-1))
    show(np.fromiter(gen(), dtype=np.int16, count=5))
    attempt(np.fromiter, gen(), dtype=int, count=20)
    attempt(np.fromiter, gen(), dtype=None)
    show(np.fromiter(((i, i / 2) for i in range(3)), dtype=[("a", int), ("b", float)]))
    show(np.array(list(gen())))
    a = np.array(gen())
    print(a.dtype, a.shape, type(a.item()).__name__)
    show(np.fromiter(iter([]), dtype=float))
    show(np.array(range(5)))
    show(np.array(map(abs, [-1, 2])).dtype)
    show(np.fromiter("abc", dtype="U1"))


@program
def ex_in_place_arithmetic(np):
    a = np.ones(3) * 1
    b = np.ones(3) * 2
    np.add(a, b, out=b)
    np.divide(a, 2, out=a)
    np.negative(a, out=a)
    np.multiply(a, b, out=a)
    show(a)
    show(b)
    i = np.arange(5)
    i += 1
    show(i)
    attempt(lambda: i.__iadd__(1.5))
    attempt(lambda: np.add(i, 1.5, out=i))
    show(np.add(i, 1.5, out=i, casting="unsafe"))
    j = np.arange(5)
    j *= 2
    j //= 3
    show(j)
    attempt(lambda: j.__itruediv__(2))
    f = np.arange(4, dtype=np.float32)
    f += np.float64(0.1)
    show(f)
    attempt(np.add, np.ones(3), np.ones(3), out=np.ones(2))
    attempt(np.add, np.ones(3), 1, out=[1, 2, 3])
    u = np.zeros(3, dtype=np.uint8)
    u -= 1
    show(u)


@program
def ex_make_array_immutable(np):
    z = np.zeros(5)
    z.flags.writeable = False
    print(z.flags.writeable)

    def write():
        z[0] = 1
    attempt(write)
    attempt(lambda: z.fill(3))
    attempt(lambda: z.__iadd__(1))
    attempt(np.add, z, 1, out=z)
    v = z[1:3]
    print(v.flags.writeable)
    attempt(lambda: setattr(v.flags, "writeable", True))
    c = z.copy()
    c[0] = 9
    show(c)
    w = np.arange(4)
    w.setflags(write=False)
    attempt(lambda: w.sort())
    attempt(lambda: np.copyto(w, 1))
    show(w + 1)
    w2 = np.arange(3)
    ro = w2.view()
    ro.flags.writeable = False
    w2[0] = 5
    show(ro)
    attempt(lambda: setattr(np.arange(3).flags, "owndata", False))


@program
def ex_closest_pair_of_points(np):
    pts = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [5.0, 5.0], [1.2, 0.9]])
    d = np.sqrt(((pts[:, None, :] - pts[None, :, :]) ** 2).sum(-1))
    show(d.round(4))
    np.fill_diagonal(d, np.inf)
    i, j = np.unravel_index(d.argmin(), d.shape)
    print(i, j, round(float(d[i, j]), 6))
    x, y = np.atleast_2d(pts[:, 0], pts[:, 1])
    dd = np.sqrt((x - x.T) ** 2 + (y - y.T) ** 2)
    print(dd.shape, r6(dd.max()))
    show(np.hypot(pts[:, 0], pts[:, 1]).round(6))
    show(np.linalg.norm(pts - pts[0], axis=1).round(6))
    attempt(lambda: pts - pts[:, 0])
    attempt(lambda: pts[:, None] - pts[:3].T)
    show(np.triu_indices(3, 1))
    iu = np.triu_indices(len(pts), 1)
    print(len(iu[0]), r6(d[iu].min()))


@program
def ex_n_largest_values(np):
    z = np.array([9, 1, 8, 2, 7, 3, 6, 4, 5, 0])
    n = 3
    show(z[np.argsort(z)[-n:]])
    show(np.sort(z)[-n:][::-1])
    show(np.sort(z[np.argpartition(-z, n)[:n]]))
    show(np.partition(z, 3)[:3])
    show(np.sort(np.partition(z, -n)[-n:]))
    show(np.argpartition(z, 2)[2])
    attempt(np.partition, z, 10)
    attempt(np.argpartition, z, -11)
    attempt(np.partition, z, 1.5)
    m = np.array([[3, 1, 2], [9, 8, 7]])
    show(np.sort(m, axis=1)[:, -2:])
    show(np.take_along_axis(m, np.argsort(m, axis=1)[:, ::-1][:, :2], axis=1))
    show(np.partition(m, 1, axis=None))
    show(np.max(m), )
    show(np.argmax(m, axis=1))
    show(np.argmax(m, axis=0, keepdims=True))


@program
def ex_cartesian_product(np):
    def cartesian(*arrays):
        grids = np.meshgrid(*arrays, indexing="ij")
        return np.stack(grids, axis=-1).reshape(-1, len(arrays))
    show(cartesian(np.array([1, 2, 3]), np.array([4, 5]), np.array([6, 7])))
    show(cartesian(np.array([1.5]), np.arange(2)))
    show(np.array(np.meshgrid([1, 2], [3, 4, 5])))
    show(np.array(np.meshgrid([1, 2], [3, 4, 5], indexing="ij")))
    attempt(np.meshgrid, [1, 2], [3], indexing="xyz")
    show(np.indices((2, 3)))
    show(np.transpose(np.indices((2, 2))).reshape(-1, 2))
    show(np.ix_([0, 1], [2, 4]))
    a = np.arange(20).reshape(4, 5)
    show(a[np.ix_([0, 1], [2, 4])])
    show(np.outer(np.arange(1, 4), np.arange(1, 4)))
    show(np.add.outer(np.arange(3), np.arange(3) * 10))
    attempt(np.ix_, [[0, 1]])
    show(np.ix_(np.array([True, False, True])))


@program
def ex_structured_positions_and_colors(np):
    dt = np.dtype([("position", [("x", float), ("y", float)]),
                   ("color", [("r", float), ("g", float), ("b", float)])])
    z = np.zeros(3, dtype=dt)
    print(z.dtype)
    print(z.itemsize, z.dtype.names, z.dtype["position"].names)
    show(z)
    z["position"]["x"] = [1.0, 2.0, 3.0]
    z["color"]["g"] = 0.5
    z[1] = ((9.0, 8.0), (0.1, 0.2, 0.3))
    show(z)
    show(z["position"])
    print(repr(z[0]), z[0]["color"])
    attempt(lambda: z["alpha"])
    attempt(lambda: z.__setitem__(0, (1.0, 2.0)))
    p = np.array([(1, "red"), (2, "blue")], dtype=[("id", "i4"), ("name", "U5")])
    show(p)
    print(p["name"][p["id"] > 1])
    show(p[["name", "id"]])
    show(np.sort(p, order="name"))


@program
def ex_float32_to_int32_in_place(np):
    z = (np.arange(10, dtype=np.float32) * 1.5).astype(np.float32)
    y = z.view(np.int32)
    y[:] = z
    show(y)
    print(y.base is z, z.dtype, z.nbytes == y.nbytes)
    show(z.astype(np.int32, copy=False))
    show(np.array([1.9, -1.9, 2.5], dtype=np.float32).astype(np.int32))
    attempt(lambda: np.arange(3.0).view(np.int32).shape)
    attempt(lambda: np.arange(3).view("S3"))
    attempt(lambda: np.arange(3.0).astype(np.int32, casting="safe"))
    show(np.arange(3.0).astype(np.int32, casting="unsafe"))
    show(np.array([300], dtype=np.int32).astype(np.int8))
    attempt(lambda: np.array([1.5], dtype=np.float32).astype("int33"))
    show(np.array(["1", "22"]).astype(int))
    attempt(lambda: np.array(["1.5"]).astype(int))
    show(np.array([True, False]).view(np.uint8))


@program
def ex_subtract_row_means(np):
    rng = np.random.default_rng(3)
    x = rng.integers(0, 10, (4, 5)).astype(float)
    show(x)
    c = x - x.mean(axis=1, keepdims=True)
    show(c.round(6))
    c2 = x - x.mean(axis=1).reshape(-1, 1)
    print(np.allclose(c, c2))
    attempt(lambda: x - x.mean(axis=1))
    col = x - x.mean(axis=0)
    show(r6(col.sum(axis=0)))
    z = (x - x.mean(axis=0)) / x.std(axis=0)
    show(z.round(6))
    xi = np.arange(6).reshape(2, 3)
    attempt(lambda: xi.__isub__(xi.mean(axis=1, keepdims=True)))
    xi2 = xi - xi.mean(axis=1, keepdims=True)
    show(xi2)
    show(np.ones((2, 3)).mean(axis=-1))
    attempt(np.mean, xi, axis=(1, 2))


@program
def ex_null_columns_and_rows(np):
    z = np.array([[1, 0, 0, 2], [0, 0, 3, 0], [4, 0, 0, 0]])
    print((~z.any(axis=0)).any())
    show(~z.any(axis=0))
    show(np.where(~z.any(axis=0))[0])
    show(z[:, z.any(axis=0)])
    show(z.all(axis=1))
    show(np.any(z == 0, axis=1))
    f = np.array([[1.0, np.nan], [2.0, np.nan]])
    print(np.isnan(f).all(axis=0).any())
    show(f[:, ~np.isnan(f).any(axis=0)])
    attempt(np.any, z, axis=2)
    show(np.all(np.array([])))
    show(np.any(np.zeros((0, 3)), axis=0))
    show(np.all(z, axis=(0, 1)))


@program
def ex_game_of_life(np):
    def step(z):
        n = (z[0:-2, 0:-2] + z[0:-2, 1:-1] + z[0:-2, 2:] + z[1:-1, 0:-2] + z[1:-1, 2:]
             + z[2:, 0:-2] + z[2:, 1:-1] + z[2:, 2:])
        birth = (n == 3) & (z[1:-1, 1:-1] == 0)
        survive = ((n == 2) | (n == 3)) & (z[1:-1, 1:-1] == 1)
        z[...] = 0
        z[1:-1, 1:-1][birth | survive] = 1
        return z
    z = np.zeros((8, 8), dtype=int)
    z[1, 2] = z[2, 3] = z[3, 1] = z[3, 2] = z[3, 3] = 1  # a glider
    for _ in range(4):
        z = step(z)
    show(z)
    print(z.sum(), np.argwhere(z).tolist())

    def step_roll(b):
        n = sum(np.roll(np.roll(b, i, 0), j, 1) for i in (-1, 0, 1) for j in (-1, 0, 1)
                if (i, j) != (0, 0))
        return (n == 3) | (b & (n == 2))
    b = np.zeros((5, 5), dtype=bool)
    b[2, 1:4] = True  # a blinker
    b1 = step_roll(b)
    show(b1.astype(int))
    print(np.array_equal(step_roll(b1), b))
    attempt(lambda: np.roll(b, 1, axis=2))


@program
def ex_dtype_limits_and_info(np):
    for t in (np.int8, np.int32, np.int64, np.uint16):
        info = np.iinfo(t)
        print(info.min, info.max, info.bits, info.dtype)
    for t in (np.float16, np.float32, np.float64):
        info = np.finfo(t)
        print(info.eps, info.max, info.tiny, info.precision, info.resolution)
    attempt(np.iinfo, np.float64)
    attempt(np.finfo, np.int32)
    print(np.iinfo("u1"), end="")
    print(repr(np.finfo(np.float32).eps))
    print(np.int8(127) + np.int8(1) if False else np.array([127], dtype=np.int8) + 1)
    attempt(lambda: np.int8(300))
    attempt(lambda: np.array([300], dtype=np.int8))
    print(np.uint8(200) + np.uint8(100))
    print(np.int64(2) ** 63 if False else np.float64(2) ** 63)


@program
def ex_print_options(np):
    z = np.arange(2000)
    print(z)
    with np.printoptions(threshold=5, edgeitems=2):
        print(z)
        print(np.arange(30).reshape(5, 6))
    with np.printoptions(precision=3, suppress=True):
        print(np.array([1e-8, 1.23456789, 1000.5]))
    with np.printoptions(formatter={"float": "{:.1f}".format}):
        print(np.array([1.25, 2.5]))
    print(np.array2string(np.array([1.0, 2.5]), separator=", "))
    print(np.array_repr(np.array([[1, 2]], dtype=np.int8)))
    print(np.array_str(np.array([1.5, np.nan, np.inf])))
    attempt(np.set_printoptions, threshold="many")
    attempt(np.set_printoptions, sign="x")
    print(np.get_printoptions()["threshold"], np.get_printoptions()["precision"])


@program
def ex_dot_products_and_matmul(np):
    a = np.ones((5, 3))
    b = np.arange(6).reshape(3, 2)
    show(a @ b)
    show(np.dot(a, b))
    attempt(np.dot, a, a)
    attempt(lambda: a @ a)
    show(a @ a.T)
    v = np.array([1, 2, 3])
    show(v @ v)
    show(np.dot(v, v.T))
    show(np.inner(v, v))
    show(np.outer(v, v))
    show(v * v)
    show(np.einsum("i,i->", v, v))
    show(np.einsum("ij,jk->ik", a, b))
    attempt(np.einsum, "ij,jk->ik", a, a)
    attempt(lambda: np.ones(3) @ 2)
    show(np.vdot(np.array([1 + 2j, 3j]), np.array([2, 1j])))
    show(np.cross(np.array([1, 0, 0]), np.array([0, 1, 0])))
    attempt(np.cross, np.array([1, 2, 3, 4]), np.array([1, 2, 3, 4]))


@program
def ex_negate_between(np):
    z = np.arange(11)
    z[(3 < z) & (z < 8)] *= -1
    show(z)
    attempt(lambda: z[3 < z < 8])
    attempt(lambda: z[(3 < z) and (z < 8)])
    show(z[(z > 5) | (z < -5)])
    show(np.logical_and(z > 0, z < 4))
    show(z[~(z > 0)])
    attempt(lambda: z[~(z.astype(float) > 0).astype(float)])
    y = np.arange(5)
    y[y > 2] = y[y > 2] * 10
    show(y)
    show(np.clip(z, -2, 6))
    show(np.clip(z, None, 3))
    attempt(np.clip, z)
    print(sum(range(5), -1), np.sum(range(5), -1))


@program
def ex_integer_vector_expressions(np):
    z = np.arange(5)
    show(z ** z)
    show(2 << z >> 2)
    show(z < -z)
    show(1j * z)
    show(z / 1 / 1)
    attempt(lambda: z < z > z)
    show(np.array(0) / np.array(0) if False else np.array([0]) // np.array([0]))
    show(np.array([np.nan]).astype(int) if False else np.array([0.0]).astype(int))
    attempt(lambda: z ** -1)
    show(z ** -1.0)
    show(z.astype(float) ** -1)
    show(np.power(2, np.arange(5)))
    show(np.left_shift(1, np.arange(4, dtype=np.uint8)))
    attempt(np.left_shift, 1.0, 2)


@program
def ex_round_away_from_zero(np):
    z = np.array([-2.5, -1.2, 0.0, 0.3, 1.5, 2.7])
    show(np.copysign(np.ceil(np.abs(z)), z))
    show(np.where(z > 0, np.ceil(z), np.floor(z)))
    show(np.round(z))
    show(np.sign(z))
    show(np.sign(np.array([-3, 0, 5])))
    show(np.heaviside(z, 0.5))
    show(np.abs(np.array([-128], dtype=np.int8)))
    show(np.absolute(np.array([-1 - 1j, 3 + 4j])))


@program
def ex_common_values_and_sets(np):
    a = np.array([0, 4, 2, 8, 6, 4])
    b = np.array([4, 7, 8, 1])
    show(np.intersect1d(a, b))
    show(np.intersect1d(a, b, return_indices=True))
    show(np.union1d(a, b))
    show(np.setdiff1d(a, b))
    show(np.setxor1d(a, b))
    show(np.isin(a, b))
    show(np.isin(a, b, invert=True))
    show(np.unique(a))
    show(np.unique(a, return_index=True, return_inverse=True))
    show(np.unique(np.array([[1, 2], [1, 2], [3, 4]]), axis=0))
    attempt(np.unique, np.array([[1, 2]]), axis=2)
    show(np.in1d(a, b) if hasattr(np, "in1d") else "no in1d")
    show(np.intersect1d(np.array([1.0, np.nan]), np.array([np.nan, 1.0])))
    show(np.unique(np.array([np.nan, 1.0, np.nan])))
    show(np.unique(np.array([np.nan, 1.0, np.nan]), equal_nan=False))


@program
def ex_dates(np):
    today = np.datetime64("2024-02-28", "D")
    print(today - np.timedelta64(1, "D"), today + np.timedelta64(2, "D"))
    show(np.arange("2024-02-26", "2024-03-03", dtype="datetime64[D]"))
    print(np.datetime64("2024-03") - np.datetime64("2024-01"))
    attempt(lambda: np.datetime64("2024-03") - np.datetime64("2024-01-01"))
    attempt(lambda: np.datetime64("2024-13-01"))
    attempt(lambda: today + 1.5)
    print(today + 1, (today + 1).dtype)
    print(np.busday_count("2024-01-01", "2024-02-01"))
    print(np.is_busday(np.datetime64("2024-03-02")))
    d = np.array(["2024-01-15", "2023-12-31"], dtype="datetime64[D]")
    show(d.astype("datetime64[Y]").astype(int) + 1970)
    show(d.astype("datetime64[M]"))
    show(np.sort(d))
    show(np.diff(d))


@program
def ex_in_place_expression(np):
    A = np.ones(3) * 1
    B = np.ones(3) * 2
    np.add(A, B, out=B)
    np.divide(A, 2, out=A)
    np.negative(A, out=A)
    np.multiply(A, B, out=A)
    show(A)
    A2 = np.arange(3.0)
    B2 = np.arange(3.0) + 1
    expected = (A2 + B2) * (-A2 / 2)
    B2 += A2
    A2 *= -0.5
    A2 *= B2
    print(np.array_equal(A2, expected))
    show(A2)
    x = np.arange(4, dtype=np.int32)
    attempt(np.divide, x, 2, out=x)
    np.floor_divide(x, 2, out=x)
    show(x)
    y = np.arange(6.0).reshape(2, 3)
    np.add(y, y[0], out=y)
    show(y)
    np.subtract(y[:, :1], 1, out=y[:, :1])
    show(y)


@program
def ex_vector_magnitude_and_normalize(np):
    v = np.array([3.0, 4.0, 12.0])
    print(np.linalg.norm(v), np.sqrt(v @ v), np.linalg.norm(v, 1), np.linalg.norm(v, np.inf))
    show((v / np.linalg.norm(v)).round(6))
    m = np.array([[3.0, 4.0], [0.0, 0.0], [1.0, 1.0]])
    n = np.linalg.norm(m, axis=1, keepdims=True)
    with np.errstate(invalid="ignore"):
        show((m / n).round(6))
    show((m / n).round(6))
    safe = np.divide(m, n, out=np.zeros_like(m), where=n != 0)
    show(safe.round(6))
    print(round(float(np.linalg.norm(m)), 6), round(float(np.linalg.norm(m, "fro")), 6))
    attempt(np.linalg.norm, m, ord="nuc2")
    attempt(np.linalg.norm, v, ord="fro")
    attempt(np.linalg.norm, m, axis=2)
    show(np.linalg.norm(np.array([1, 2, 2])))


@program
def ex_random_choice_and_shuffle(np):
    rng = np.random.default_rng(7)
    show(rng.choice(10, 3, replace=False))
    show(rng.choice(np.array(["a", "b", "c"]), 5, p=[0.5, 0.25, 0.25]))
    attempt(rng.choice, 3, 5, replace=False)
    attempt(rng.choice, 3, 2, p=[0.5, 0.5, 0.5])
    attempt(rng.choice, [], 1)
    a = np.arange(10)
    rng.shuffle(a)
    show(a)
    show(rng.permutation(np.arange(6).reshape(3, 2)))
    z = np.zeros(25)
    z[rng.choice(25, 4, replace=False)] = 1
    print(int(z.sum()))
    np.random.seed(0)
    show(np.random.randint(0, 5, 6))
    show(np.random.rand(2).round(6))
    attempt(np.random.randint, 5, 1)


@program
def ex_replace_max_with_zero(np):
    z = np.array([4.0, 9.5, 1.0, 9.5, 3.0])
    y = z.copy()
    y[y.argmax()] = 0
    show(y)
    w = z.copy()
    w[w == w.max()] = 0
    show(w)
    m = np.array([[1, 5, 3], [7, 2, 7]])
    m2 = m.copy()
    m2[np.arange(2), m2.argmax(axis=1)] = 0
    show(m2)
    attempt(lambda: m.max(axis=3))
    attempt(np.max, np.array([]))
    show(np.max(np.array([]), initial=-1))
    show(np.maximum.reduce(np.array([[1, 9], [8, 2]]), axis=None))
    show(np.fmax(np.array([np.nan, 1.0]), np.array([0.0, np.nan])))


@program
def ex_float_equality_and_tolerances(np):
    a = np.array([0.1 + 0.2, 1e-10, 1e8 + 1])
    b = np.array([0.3, 0.0, 1e8])
    print(np.array_equal(a, b), np.allclose(a, b))
    show(np.isclose(a, b))
    show(np.isclose(a, b, rtol=0, atol=1e-12))
    show(np.isclose(np.array([np.nan, np.inf]), np.array([np.nan, np.inf])))
    show(np.isclose(np.array([np.nan]), np.array([np.nan]), equal_nan=True))
    print(np.allclose(np.ones(3), np.ones((2, 3))))
    attempt(np.allclose, np.ones(3), np.ones(2))
    print(np.array_equiv(np.array([1, 2]), np.array([[1, 2], [1, 2]])))
    print(np.array_equal(np.array([1, np.nan]), np.array([1, np.nan]), equal_nan=True))
    print(np.float32(0.1) == 0.1, np.float32(0.1) == np.float32(0.1))
    print(np.spacing(np.float64(1)), np.nextafter(np.float32(1), np.float32(2)))


@program
def ex_broadcast_mistakes(np):
    a = np.arange(6).reshape(2, 3)
    attempt(lambda: a + np.arange(2))
    show(a + np.arange(2)[:, None])
    show(a + np.arange(3))
    attempt(np.broadcast_to, np.arange(3), (3, 2))
    show(np.broadcast_to(np.arange(3), (2, 3)))
    attempt(np.broadcast_shapes, (2, 3), (3, 2))
    print(np.broadcast_shapes((5, 1, 4), (3, 1)))
    b = np.broadcast(np.arange(3)[:, None], np.arange(4))
    print(b.shape, b.ndim, b.size)
    show(np.broadcast_arrays(np.array([[1], [2]]), np.array([10, 20, 30]))[1])
    bt = np.broadcast_to(np.arange(3), (2, 3))

    def write():
        bt[0, 0] = 5
    attempt(write)
    attempt(lambda: np.arange(4).reshape(2, 2) @ np.arange(3))
    attempt(lambda: np.concatenate([np.ones((2, 2)), np.ones(2)]))
    attempt(lambda: np.stack([np.ones(2), np.ones(3)]))
    attempt(lambda: np.vstack([np.ones(2), np.ones(3)]))
    show(np.hstack([np.ones(2), np.zeros(3)]))
    show(np.column_stack([np.arange(3), np.arange(3) * 2]))


@program
def ex_reshape_mistakes(np):
    a = np.arange(12)
    show(a.reshape(3, -1))
    show(a.reshape((-1, 2, 2)).shape)
    attempt(a.reshape, 5, -1)
    attempt(a.reshape, -1, -1)
    attempt(a.reshape, (3, 4, -2))
    show(a.reshape(3, 4, order="F"))
    attempt(a.reshape, 3, 4, order="X")
    b = a.reshape(3, 4).T
    attempt(lambda: setattr(b, "shape", (12,)))
    show(b.ravel())
    show(b.flatten(order="F"))
    show(a[:, np.newaxis].shape)
    show(np.expand_dims(a, (0, 2)).shape)
    attempt(np.expand_dims, a, 3)
    show(np.squeeze(np.ones((1, 3, 1))).shape)
    attempt(np.squeeze, np.ones((1, 3)), axis=1)
    show(np.atleast_3d(np.arange(2)).shape)
    attempt(np.resize, a, (-1,))
    show(np.resize(np.arange(3), (2, 4)))


@program
def ex_repeat_tile_and_blocks(np):
    z = np.array([1, 2, 3, 4, 5])
    nz = 3
    out = np.zeros(len(z) + (len(z) - 1) * nz)
    out[::nz + 1] = z
    show(out)
    show(np.repeat(z, 2))
    show(np.repeat(np.array([[1, 2], [3, 4]]), [1, 2], axis=0))
    attempt(np.repeat, z, [1, 2])
    attempt(np.repeat, z, -1)
    show(np.tile(z, 2))
    show(np.tile(np.array([[1, 2]]), (2, 1, 2)).shape)
    show(np.kron(np.eye(2, dtype=int), np.ones((2, 2), dtype=int)))
    blocks = np.arange(16).reshape(4, 4)
    show(blocks.reshape(2, 2, 2, 2).sum(axis=(1, 3)))
    show(np.add.reduceat(np.add.reduceat(blocks, [0, 2], axis=0), [0, 2], axis=1))
    show(np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), np.array([[9.0]])]]))
    attempt(np.block, [[np.eye(2)], [np.ones((1, 3))]])


@program
def ex_multiply_5x3_and_stacks(np):
    rng = np.random.default_rng(11)
    a = rng.integers(0, 5, (5, 3))
    b = rng.integers(0, 5, (3, 2))
    show(a @ b)
    stack = rng.integers(0, 3, (4, 2, 2))
    show(stack @ stack)
    show(np.matmul(stack, np.eye(2, dtype=int)).sum())
    show(np.einsum("nij,njk->nik", stack, stack).shape)
    show(np.tensordot(stack, np.ones((2, 2)), axes=([1, 2], [0, 1])))
    show(np.einsum("ijk->i", stack))
    attempt(np.tensordot, stack, np.ones((3, 3)), axes=([1], [0]))
    attempt(np.matmul, stack, np.ones((3, 2, 2)))
    show(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))
    attempt(np.linalg.matrix_power, np.ones((2, 3)), 2)
    show(np.linalg.matrix_power(np.array([[2.0, 0.0], [0.0, 4.0]]), -1))


@program
def ex_rows_unique_and_equal(np):
    z = np.array([[1, 1, 1], [2, 2, 3], [4, 4, 4], [0, 1, 0]])
    show(z[np.all(z == z[:, :1], axis=1)])
    show(z[z.max(axis=1) != z.min(axis=1)])
    show(np.ptp(z, axis=1))
    d = np.array([[1, 2], [3, 4], [1, 2], [5, 6], [3, 4]])
    u, idx, inv, cnt = np.unique(d, axis=0, return_index=True, return_inverse=True,
                                 return_counts=True)
    show(u)
    show(idx)
    show(inv)
    show(cnt)
    show(d[np.sort(idx)])
    attempt(np.ptp, z, axis=3)
    bits = np.array([[0, 1], [1, 0], [0, 1]], dtype=np.uint8)
    show(np.unique(np.packbits(bits, axis=1)))
    show(np.packbits(np.array([1, 0, 1, 1, 0, 0, 0, 1], dtype=bool)))
    show(np.unpackbits(np.array([5], dtype=np.uint8)))
    attempt(np.unpackbits, np.array([5]))


@program
def ex_binary_representation(np):
    i = np.array([0, 1, 3, 8, 255], dtype=np.uint8)
    bits = ((i[:, None] & (1 << np.arange(8))) > 0).astype(int)
    show(bits[:, ::-1])
    show(np.unpackbits(i[:, None], axis=1))
    print([np.binary_repr(x, width=8) for x in (5, -5)])
    print(np.base_repr(255, 16), np.base_repr(-10, 2))
    attempt(np.base_repr, 10, 1)
    show(np.bitwise_and(np.array([12]), 10))
    show(np.invert(np.array([0, 1], dtype=np.uint8)))
    show(~np.array([True, False]))
    attempt(np.bitwise_or, np.array([1.0]), 2)
    show(np.bitwise_count(np.array([7, 255, -1], dtype=np.int16)))


@program
def ex_cumulative_and_diffs(np):
    z = np.array([1, 3, 6, 10, 15])
    show(np.diff(z))
    show(np.diff(z, n=2))
    show(np.diff(z, prepend=0))
    show(np.ediff1d(z, to_begin=[-1]))
    show(np.cumsum(np.diff(z, prepend=0)))
    show(np.cumprod(np.array([1, 2, 3, 4])))
    show(np.cumsum(np.array([[1, 2], [3, 4]])))
    show(np.cumsum(np.array([[1, 2], [3, 4]]), axis=1))
    show(np.cumulative_sum(np.array([1, 2, 3]), include_initial=True))
    attempt(np.cumulative_sum, np.array([[1, 2], [3, 4]]))
    attempt(np.diff, z, n=-1)
    attempt(np.diff, np.array(5))
    show(np.diff(np.array([True, False, False])))
    show(np.diff(np.array([3, 1], dtype=np.uint8)))
    show(np.cumsum(np.array([100, 100], dtype=np.int8)))


@program
def ex_conditional_counts_and_histograms(np):
    rng = np.random.default_rng(5)
    x = rng.integers(0, 100, 50)
    print((x > 50).sum(), np.count_nonzero(x % 2 == 0), x[x > 90].size)
    counts, edges = np.histogram(x, bins=5, range=(0, 100))
    show(counts)
    show(edges)
    show(np.digitize(np.array([5, 25, 100]), np.array([0, 20, 40, 100])))
    show(np.digitize(np.array([5, 25, 100]), np.array([0, 20, 40, 100]), right=True))
    show(np.histogram(np.array([1, 2, 2, 3]), bins=[0, 2, 4]))
    attempt(np.histogram, x, bins=-1)
    attempt(np.histogram, x, bins=[3, 1])
    attempt(np.histogram, np.array([1.0, np.nan]))
    h, xe, ye = np.histogram2d(np.array([0.1, 0.9, 0.5]), np.array([0.2, 0.8, 0.4]), bins=2)
    show(h)
    show(np.add.at(np.zeros(3), np.array([0, 0, 2]), 1) is None)
    acc = np.zeros(3)
    np.add.at(acc, [0, 0, 2], 1)
    show(acc)
    acc2 = np.zeros(3)
    acc2[[0, 0, 2]] += 1
    show(acc2)


@program
def ex_strided_windows_and_views(np):
    z = np.arange(1, 15, dtype=np.uint32)
    r = np.lib.stride_tricks.as_strided(z, (11, 4), (4, 4))
    show(r)
    w = np.lib.stride_tricks.sliding_window_view(np.arange(16).reshape(4, 4), (2, 2))
    print(w.shape)
    show(w[1, 2])
    a = np.arange(10)
    v = a[2:5]
    v[0] = 100
    show(a)
    print(np.shares_memory(a, v), np.may_share_memory(a, a[::2].copy()), v.base is a)
    s = a[[2, 3]]
    s[0] = -1
    show(a[2])
    show(a[::3].strides)
    print(np.arange(12).reshape(3, 4).T.flags["C_CONTIGUOUS"], np.ascontiguousarray(
        np.arange(12).reshape(3, 4).T).flags.c_contiguous)
    attempt(np.lib.stride_tricks.sliding_window_view, np.arange(5), (2, 2))
    attempt(np.lib.stride_tricks.sliding_window_view, np.arange(5), 2, axis=1)


@program
def ex_polynomials_and_roots(np):
    print(np.polyval([1, -3, 2], 4))
    show(np.roots([1, -3, 2]))
    show(np.poly([1, 2]))
    x = np.arange(6.0)
    y = 2 * x ** 2 - x + 1
    show(np.polyfit(x, y, 2).round(6))
    show(np.polyder([1, 2, 3]))
    show(np.polyint([3, 2, 1]))
    show(np.polyadd([1, 2], [1, 0, 0]))
    q, r = np.polydiv([1, -3, 2], [1, -1])
    show(q)
    show(r)
    attempt(np.polyfit, x, y[:-1], 1)
    attempt(np.polyfit, x, y, -1)
    p = np.poly1d([1, 0, -1])
    print(p)
    print(p(3), p.roots, p.order)
    P = np.polynomial.Polynomial([1, 2, 3])
    print(P, P(2), P.deriv())


@program
def ex_string_and_char_arrays(np):
    s = np.array(["numpy", "is", "fun"])
    print(s.dtype, s.itemsize)
    s[1] = "isn't it"
    show(s)
    show(np.char.upper(s))
    show(np.char.add(s, "!"))
    show(np.strings.str_len(s))
    show(np.strings.find(s, "u"))
    attempt(lambda: s + 1)
    show(np.array(["a", 1, 2.5]))
    show(np.array([b"x", b"yy"]))
    show(np.char.split(np.array(["a b", "c"])))
    show(np.strings.replace(s, "u", "U"))
    show(np.sort(np.array(["b", "A", "a", "B"])))
    attempt(np.strings.upper, np.array([1, 2]))
    show(np.char.zfill(np.array(["7", "42"]), 3))


@program
def ex_vectorize_and_apply(np):
    def clip_sign(x, t):
        return 1 if x > t else (-1 if x < -t else 0)
    vf = np.vectorize(clip_sign)
    show(vf(np.array([-3, -1, 0, 2, 5]), 1))
    vf2 = np.vectorize(clip_sign, otypes=[float])
    show(vf2(np.array([[-3, 2]]), 1))
    attempt(vf, np.array([]), 1)
    show(np.vectorize(clip_sign, otypes=[int])(np.array([]), 1))
    show(np.apply_along_axis(lambda r: r.max() - r.min(), 1, np.array([[1, 5], [3, 4]])))
    show(np.apply_along_axis(np.sort, 0, np.array([[3, 1], [2, 4]])))
    show(np.apply_over_axes(np.sum, np.arange(8).reshape(2, 2, 2), [0, 2]))
    attempt(np.apply_along_axis, np.sum, 2, np.ones((2, 2)))
    f = np.frompyfunc(lambda a, b: a * b + 1, 2, 1)
    r = f(np.arange(3), 2)
    print(r, r.dtype)
    x = np.array([-2.0, 0.5, 3.0])
    show(np.piecewise(x, [x < 0, x > 1], [0, lambda t: t * 2, 1]))
    attempt(np.piecewise, x, [x < 0], [0, 1, 2])


@program
def ex_sum_small_array_faster(np):
    z = np.arange(10)
    print(np.add.reduce(z), sum(z), np.sum(z), z.sum())
    print(type(np.add.reduce(z)).__name__, type(sum(z)).__name__)
    show(np.add.reduce(np.arange(6).reshape(2, 3), axis=1))
    show(np.multiply.reduce(np.array([1, 2, 3, 4])))
    show(np.add.accumulate(np.array([1, 2, 3])))
    show(np.logical_or.reduce(np.array([False, True])))
    attempt(np.add.reduce, np.array([]), initial=None)
    show(np.minimum.reduce(np.array([], dtype=float), initial=np.inf))
    attempt(np.minimum.reduce, np.array([]))
    attempt(np.add.reduce, np.arange(3), axis=1)
    show(np.sum(np.array([0.1] * 10)) == 1.0)
    show(np.sum(np.array([1, 2], dtype=np.uint8)).dtype)
    show(np.sum(np.array([200, 100], dtype=np.uint8), dtype=np.uint8))
    show(np.prod(np.array([], dtype=int)))


@program
def ex_extract_blocks_and_subarrays(np):
    z = np.arange(25).reshape(5, 5)
    show(z[1:4, 1:4])
    show(z[::2, ::2])
    show(z[[0, 2, 4]][:, [1, 3]])
    show(z[[0, 2, 4], [1, 3, 3]])
    attempt(lambda: z[[0, 2, 4], [1, 3]])
    show(z[z % 7 == 0])
    show(z[-2:, -2:])
    show(z[..., 0])
    show(z[None, 0, :2])
    attempt(lambda: z[5])
    attempt(lambda: z[0, 0, 0])
    attempt(lambda: z[1.0])
    attempt(lambda: z[[1.0]])
    attempt(lambda: z["a"])
    show(z[np.array([True, False, True, False, False])])
    attempt(lambda: z[np.array([True, False])])
    show(np.take(z, [0, 6, 24]))
    attempt(np.take, z, [25])
    show(np.take(z, [25, -30], mode="wrap"))
    show(np.compress([True, False, True], z, axis=1))


@program
def ex_mean_of_groups(np):
    v = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    g = np.array([0, 1, 0, 2, 1, 0])
    sums = np.bincount(g, weights=v)
    counts = np.bincount(g)
    show(sums / counts)
    order = np.argsort(g, kind="stable")
    bounds = np.flatnonzero(np.diff(g[order], prepend=-1))
    show(np.add.reduceat(v[order], bounds))
    keys, inv = np.unique(g, return_inverse=True)
    out = np.zeros(len(keys))
    np.add.at(out, inv, v)
    show(out)
    show(np.average(v, weights=np.arange(1, 7)).round(6))
    show(np.average(np.arange(6.0).reshape(2, 3), axis=1, weights=[1, 1, 2]))
    attempt(np.average, v, weights=np.zeros(6))
    attempt(np.average, v, weights=np.ones(3))
    show(np.average(v, returned=True))


@program
def ex_copy_vs_view_and_identity(np):
    a = np.arange(5)
    b = a
    c = a.view()
    d = a.copy()
    a[0] = 99
    print(b[0], c[0], d[0], b is a, c is a, c.base is a, d.base)
    print(np.may_share_memory(a, c), np.shares_memory(a, d))
    e = a.reshape(5, 1)
    e[1, 0] = -1
    print(a[1], e.base is a)
    f = a[[0, 1]]
    print(f.base is None or f.base is not a)
    g = np.asarray(a)
    h = np.array(a)
    print(g is a, h is a, np.array(a, copy=False) is a if False else "skip")
    attempt(np.array, [1, 2], copy=False)
    print(np.asarray(a, dtype=np.int64) is a, np.asarray(a, dtype=float) is a)
    print(a.copy(order="F").flags.f_contiguous)


@program
def ex_triangles_and_symmetry(np):
    a = np.arange(1, 10).reshape(3, 3)
    show(np.triu(a))
    show(np.tril(a, -1))
    s = np.triu(a) + np.triu(a, 1).T
    show(s)
    print(np.array_equal(s, s.T))
    show(np.tri(3, 4, 1, dtype=int))
    show(np.tril_indices(3))
    show(a[np.tril_indices(3, -1)])
    show(np.triu_indices_from(a, 1))
    attempt(np.triu_indices_from, np.ones(3))
    show(np.triu(np.arange(3)))
    class Sym(np.ndarray):
        def __setitem__(self, index, value):
            i, j = index
            super().__setitem__((i, j), value)
            super().__setitem__((j, i), value)
    z = np.zeros((3, 3), dtype=int).view(Sym)
    z[0, 2] = 7
    print(type(z).__name__, z.tolist())


@program
def ex_sum_of_p_matrices(np):
    p, n = 4, 3
    M = np.ones((p, n, n))
    V = np.ones((p, n, 1))
    S = np.tensordot(M, V, axes=[[0, 2], [0, 1]])
    show(S)
    show(np.einsum("pij,pjk->ik", M, V))
    show(sum(m @ v for m, v in zip(M, V)))
    attempt(np.tensordot, M, V, axes=[[0, 1], [0, 1, 2]])
    attempt(np.tensordot, M, V, axes=3)
    show(np.tensordot(np.arange(3), np.arange(3), axes=0))
    show(np.einsum("ii", np.arange(9).reshape(3, 3)))
    show(np.einsum("ij->ji", np.arange(6).reshape(2, 3)))
    attempt(np.einsum, "ij,j", np.ones((2, 3)), np.ones(2))
    attempt(np.einsum, "i->j", np.ones(2))


@program
def ex_zero_div_and_nan_casts(np):
    print(np.array(0) / np.array(0))
    print(np.array(0) // np.array(0))
    print(np.array(7) % np.array(0), np.fmod(np.array([7]), 0))
    nan_int = np.array([np.nan, 1.5]).astype(int)
    print(nan_int.dtype, nan_int[1])
    print(np.array([np.inf]).astype(np.int32).dtype)
    print(np.array([1e20]).astype(np.float32), np.array([1e40]).astype(np.float32))
    print(np.float16(70000), np.array([65519.0]).astype(np.float16))
    print(np.sqrt(-1), np.emath.sqrt(-1), np.sqrt(-1) == np.emath.sqrt(-1))
    print(np.emath.log(-1), np.emath.log10(np.array([-10.0, 100.0])))
    with np.errstate(all="ignore"):
        print(np.log(np.array([0.0, -1.0])))
    old = np.seterr(all="ignore")
    print(np.ones(1) / 0, np.zeros(1) / 0)
    np.seterr(**old)
    print(np.geterr()["divide"], np.geterr()["under"])
    print(np.exp(np.array([1000.0])), np.exp(np.float32(100)))


@program
def ex_structured_grid_coordinates(np):
    z = np.zeros((3, 3), [("x", float), ("y", float)])
    z["x"], z["y"] = np.meshgrid(np.linspace(0, 1, 3), np.linspace(0, 1, 3))
    show(z)
    print(z.shape, z.dtype, z[1, 2], z["x"][0])
    show(z[z["x"] > 0.4])
    show(z.ravel()[::4])
    show(np.sort(z.ravel(), order="y")[:3])
    rgba = np.dtype([("r", np.ubyte), ("g", np.ubyte), ("b", np.ubyte), ("a", np.ubyte)])
    px = np.zeros(2, dtype=rgba)
    px["r"] = [255, 10]
    px[1]["a"] = 128
    show(px)
    print(px.view(np.uint32).dtype, px.itemsize)
    attempt(lambda: px.__setitem__("r", 256))
    print(px.tolist())
    show(np.array([(1.0, 2.0)], dtype=z.dtype) == np.array([(1.0, 2.0)], dtype=z.dtype))
    attempt(lambda: z + 1)
    attempt(lambda: z["x"].view([("x", float), ("y", float)]))
    z[["y"]] = 9.0  # (writes y only: x lies in the view's gaps)
    show(z[0])
    show(z.ravel()[["y", "x"]][:2])
    cols = np.array(["y"])
    z[cols] = -1.0
    print(z["x"].sum(), z["y"].sum())
    attempt(lambda: z[["x", "x"]])


@program
def ex_array_subclass_with_name(np):
    class NamedArray(np.ndarray):
        def __new__(cls, array, name="no name"):
            obj = np.asarray(array).view(cls)
            obj.name = name
            return obj

        def __array_finalize__(self, obj):
            if obj is None:
                return
            self.name = getattr(obj, "name", "no name")
    z = NamedArray(np.arange(10), "range_10")
    print(z.name, type(z).__name__)
    print(z[2:4].name, type(z[2:4]).__name__)
    y = z * 2
    print(type(y).__name__, getattr(y, "name", None), y[-1])
    s = z.sum()
    print(type(s).__name__, s)
    print(np.asarray(z).__class__.__name__)
    print(type(z.reshape(2, 5)).__name__, z.reshape(2, 5).name)
    print(repr(NamedArray([1.5, 2.5], "pair")))
    o = np.zeros(10, dtype=z.dtype)
    r = z.cumsum(out=o)
    print(type(r).__name__, r is o, type(z.sum(keepdims=True, out=o[:1])).__name__)
    c = np.cumsum(z)
    print(type(c).__name__, c.name, c[-1])

    class Meters(np.ndarray):
        def __array_wrap__(self, arr, context=None, return_scalar=False):
            out = super().__array_wrap__(arr, context, return_scalar)
            if isinstance(out, Meters):
                out.unit = "m"
            return out
    m = np.array([1.0, 2.5, 4.0]).view(Meters)
    for r in (m * 2, np.cumsum(m), m.cumsum(), np.cumulative_sum(m), np.sqrt(m)):
        print(type(r).__name__, getattr(r, "unit", None))
    Tagged = type("Tagged", (np.ndarray,), {"tag": "t"})
    t = np.arange(3).view(Tagged)
    print(type(t + 1).__name__, (t + 1).tag)


@program
def ex_iterators_and_enumerate(np):
    a = np.arange(3).reshape(1, 3)
    b = np.arange(3).reshape(3, 1)
    it = np.nditer([a, b, None])
    for x, y, z in it:
        z[...] = x + y
    show(it.operands[2])
    for idx, value in np.ndenumerate(np.array([[1, 2], [3, 4]])):
        print(idx, value)
    print(list(np.ndindex(2, 2)))
    for row in np.arange(6).reshape(3, 2):
        print(row, end=" ")
    print()
    for v in np.nditer(np.arange(6).reshape(2, 3), order="F"):
        print(int(v), end=",")
    print()
    c = np.arange(4.0)
    with np.nditer(c, op_flags=["readwrite"]) as it2:
        for v in it2:
            v[...] = v * v
    show(c)
    attempt(np.nditer, [np.ones(2), np.ones(3)])
    m = np.zeros((2, 2))
    for i, j in np.ndindex(m.shape):
        m[i, j] = i * 10 + j
    show(m)


@program
def ex_gaussian_and_cauchy_matrices(np):
    x, y = np.meshgrid(np.linspace(-1, 1, 5), np.linspace(-1, 1, 5))
    d = np.sqrt(x * x + y * y)
    sigma, mu = 1.0, 0.0
    g = np.exp(-((d - mu) ** 2 / (2.0 * sigma ** 2)))
    show(g.round(6))
    print(r6(g.sum()), g.argmax(), np.unravel_index(g.argmax(), g.shape))
    xs = np.arange(4)
    ys = xs + 0.5
    c = 1.0 / np.subtract.outer(xs, ys)
    show(c.round(6))
    print(round(float(np.linalg.det(c)), 6))
    c2 = 1.0 / np.subtract.outer(xs, xs)
    print(np.isinf(c2).sum())
    attempt(lambda: 1 / np.subtract.outer(xs, xs))


@program
def ex_polar_coordinates(np):
    pts = np.array([[1.0, 0.0], [0.0, 2.0], [-1.0, -1.0], [3.0, -4.0], [0.0, 0.0]])
    x, y = pts[:, 0], pts[:, 1]
    r = np.sqrt(x ** 2 + y ** 2)
    t = np.arctan2(y, x)
    show(r.round(6))
    show(t.round(6))
    show(np.degrees(t).round(4))
    show(np.rad2deg(np.arctan2(np.array([1, -1]), np.array([-0.0, -0.0]))))
    back = np.column_stack([r * np.cos(t), r * np.sin(t)])
    print(np.allclose(back, pts))
    attempt(lambda: np.arctan2(pts))
    x2, y2 = pts.T
    show(np.hypot(x2, y2).round(6))
    attempt(lambda: np.unwrap(np.array([0.0, 3.0, 6.5, -3.0])).round(4))


@program
def ex_read_file_with_missing(np):
    import io
    text = "# a comment\n1, 2, 3, 4, 5\n6,  ,  , 7, 8\n ,  , 9,10,11\n"
    z = np.genfromtxt(io.StringIO(text), delimiter=",", dtype=int)
    show(z)
    f = np.genfromtxt(io.StringIO(text), delimiter=",")
    show(f)
    show(np.nanmean(f, axis=0))
    show(np.genfromtxt(io.StringIO(text), delimiter=",", filling_values=-1, dtype=int))
    show(np.loadtxt(io.StringIO("1 2\n3 4\n")))
    attempt(np.loadtxt, io.StringIO("1 2\n3\n"))
    attempt(np.loadtxt, io.StringIO("1 x\n"))
    s = io.StringIO()
    np.savetxt(s, np.array([[1.5, 2.0], [3.0, 4.25]]), fmt="%.2f", delimiter=";")
    print(s.getvalue(), end="")
    show(np.genfromtxt(io.StringIO("a,b\n1,2\n3,4"), delimiter=",", names=True))


@program
def ex_random_placement_and_sampling(np):
    rng = np.random.default_rng(1)
    n, p = 5, 4
    z = np.zeros((n, n), dtype=int)
    np.put(z, rng.choice(n * n, p, replace=False), 1)
    print(z.sum(), z.shape)
    attempt(np.put, z, [100], 1)
    np.put(z, [100], 7, mode="clip")
    print(z[-1, -1])
    x = rng.random(20)
    means = rng.choice(x, (100, x.size)).mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    print(lo <= x.mean() <= hi, means.shape)
    show(np.percentile(np.arange(11.0), [10, 50, 90]))
    show(np.quantile(np.arange(5), 0.5, method="lower"))
    attempt(np.percentile, np.arange(5), 120)
    attempt(np.quantile, np.arange(5), 0.5, method="middle")
    show(np.median(np.array([[1, 3], [2, 8]]), axis=0))


@program
def ex_unique_colors_and_4d_sums(np):
    rng = np.random.default_rng(2)
    img = rng.integers(0, 2, (8, 8, 3)).astype(np.ubyte)
    flat = img.reshape(-1, 3)
    print(len(np.unique(flat, axis=0)))
    attempt(lambda: flat[:, 1] * 256)  # (the uint8 surprise: 256 does not fit)
    packed = flat[:, 0].astype(np.uint32) * 65536 + flat[:, 1].astype(np.uint32) * 256 + flat[:, 2]
    print(len(np.unique(packed)), packed.dtype)
    a = rng.integers(0, 10, (3, 4, 3, 4))
    s1 = a.sum(axis=(-2, -1))
    s2 = a.reshape(a.shape[:-2] + (-1,)).sum(axis=-1)
    print(np.array_equal(s1, s2), s1.shape)
    show(s1)
    z = np.ones((5, 5, 3))
    y = 2 * np.ones((5, 5))
    attempt(lambda: z * y)
    show((z * y[:, :, None]).sum())
    show(np.einsum("ijk,ij->k", z, y))


@program
def ex_einsum_equivalents(np):
    a = np.arange(1, 4)
    b = np.arange(4, 7)
    print(np.einsum("i->", a), np.einsum("i,i->i", a, b), np.einsum("i,i", a, b))
    show(np.einsum("i,j->ij", a, b))
    m = np.arange(9).reshape(3, 3)
    n = np.arange(9).reshape(3, 3)[::-1]
    show(np.diag(m @ n))
    show(np.einsum("ij,ji->i", m, n))
    show(np.sum(m * n.T, axis=1))
    show(np.einsum("ii->i", m))
    show(np.einsum("...i,...i", m, n))
    show(np.einsum(m, [0, 1], [1]))
    attempt(np.einsum, "ij,jk", m, a)
    attempt(np.einsum, "ii->i", np.ones((2, 3)))
    attempt(np.einsum, "i", m)
    z = np.arange(5)
    print(np.array_equal(z ** 3, np.einsum("i,i,i->i", z, z, z)), np.power(z, 3).dtype)


@program
def ex_equidistant_path_sampling(np):
    phi = np.arange(0, 4 * np.pi, 0.5)
    a = 1
    x = a * phi * np.cos(phi)
    y = a * phi * np.sin(phi)
    dr = np.sqrt(np.diff(x) ** 2 + np.diff(y) ** 2)
    r = np.zeros_like(x)
    r[1:] = np.cumsum(dr)
    r_int = np.linspace(0, r.max(), 10)
    xi = np.interp(r_int, r, x)
    yi = np.interp(r_int, r, y)
    show(xi.round(4))
    show(yi.round(4))
    show(np.interp(np.array([-1, 0.5, 5]), np.array([0, 1]), np.array([10, 20])))
    show(np.interp(2.5, [1, 2, 3], [3, 2, 0], left=-1, right=-2))
    attempt(np.interp, [1], [1, 2], [1, 2, 3])
    attempt(np.interp, [1], [], [])
    show(np.interp(1.5, [1, 2], [1j, 2 + 1j]))
    show(np.interp(370, [350, 10], [0, 1], period=360))


@program
def ex_triangle_segments(np):
    faces = np.array([[0, 1, 2], [1, 2, 3], [2, 3, 0], [4, 5, 1]])
    f = np.roll(faces.repeat(2, axis=1), -1, axis=1)
    f = f.reshape(len(f) * 3, 2)
    f = np.sort(f, axis=1)
    g = f.view(dtype=[("p0", f.dtype), ("p1", f.dtype)])
    g = np.unique(g)
    show(g)
    show(np.unique(f, axis=0))
    print(len(np.unique(f, axis=0)))
    c = np.array([0, 2, 1, 1])
    a = np.repeat(np.arange(len(c)), c)
    show(a)
    print(np.array_equal(np.bincount(a), c))
    attempt(np.repeat, np.arange(3), np.array([1, -1, 0]))


@program
def ex_rows_containing_elements(np):
    rng = np.random.default_rng(9)
    a = rng.integers(0, 5, (8, 3))
    b = rng.integers(0, 5, (2, 2))
    c = a[..., np.newaxis, np.newaxis] == b
    rows = np.where(c.any((3, 1)).all(1))[0]
    show(a)
    show(b)
    show(rows)
    x = np.asarray([[1.0, 0.0, 3.0, 8.0], [2.0, 0.0, 1.0, 1.0], [1.5, 2.5, 1.0, 0.0]])
    n = 4
    m = np.logical_and.reduce(np.mod(x, 1) == 0, axis=-1)
    m &= x.sum(axis=-1) == n
    show(x[m])
    show(np.logical_and.reduce(np.array([[True, False], [True, True]]), axis=1))
    attempt(np.logical_and.reduce, np.ones((2, 2)), axis=(0, 3))


@program
def ex_centered_subpart_with_padding(np):
    z = np.arange(1, 26).reshape(5, 5)
    shape, fill, pos = (3, 3), 0, (0, 1)
    padded = np.pad(z, 1, constant_values=fill)
    r = padded[pos[0]:pos[0] + shape[0], pos[1]:pos[1] + shape[1]]
    show(r)
    show(np.pad(np.arange(3), (2, 1), mode="edge"))
    show(np.pad(np.arange(3), 2, mode="reflect"))
    show(np.pad(np.arange(3), 2, mode="wrap"))
    show(np.pad(np.arange(4).reshape(2, 2), ((1, 0), (0, 2)), mode="maximum"))
    attempt(np.pad, np.arange(3), -1)
    attempt(np.pad, np.arange(3), 1, mode="mirror")
    attempt(np.pad, np.arange(3), ((1, 2), (3, 4)))
    show(np.pad(np.arange(3.0), 1, mode="linear_ramp", end_values=10))


@program
def ex_negate_bool_and_sign_in_place(np):
    b = np.array([True, False, True])
    np.logical_not(b, out=b)
    show(b)
    attempt(np.negative, b)
    attempt(lambda: -b)
    f = np.array([1.5, -2.0, 0.0])
    np.negative(f, out=f)
    show(f)
    f *= -1.0
    show(f)
    u = np.array([1, 2], dtype=np.uint8)
    show(-u)
    show(np.negative(u))
    attempt(np.subtract, b, b)
    show(b ^ True)
    show(np.invert(b))
    i = np.array([5, -3])
    show(np.positive(i))
    attempt(np.positive, np.array(["a"]))


@program
def ex_distance_point_to_lines(np):
    def distance(p0, p1, p):
        t = p1 - p0
        l2 = (t ** 2).sum(axis=1)
        u = -((p0[:, 0] - p[..., 0]) * t[:, 0] + (p0[:, 1] - p[..., 1]) * t[:, 1]) / l2
        u = u.reshape(len(u), 1)
        d = p0 + u * t - p
        return np.sqrt((d ** 2).sum(axis=1))
    p0 = np.array([[0.0, 0.0], [1.0, 1.0], [-2.0, 3.0]])
    p1 = np.array([[1.0, 0.0], [2.0, 2.0], [-2.0, 4.0]])
    p = np.array([0.5, 2.0])
    show(distance(p0, p1, p).round(6))
    ps = np.array([[0.0, 1.0], [3.0, 3.0]])
    show(np.array([distance(p0, p1, q) for q in ps]).round(6))
    attempt(distance, p0, p1[:2], p)
    with np.errstate(invalid="ignore", divide="ignore"):
        show(distance(p0, p0, p))
