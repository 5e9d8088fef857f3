"""Programs a user writes after reading NumPy's user guide: the quickstart (creation, printing
and set_printoptions, basic operations, ufuncs, indexing and iterating with nditer, ndenumerate
and ndindex, shape manipulation, stacking and splitting, copies and views, broadcasting, fancy
indexing, ix_, mgrid/ogrid, linear algebra, histograms), data types and NEP 50 promotion,
byte-swapping, structured arrays, masked arrays, genfromtxt and MATLAB-style idioms.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, r6, show


PROGRAMS, program = collection()


@program
def guide_creation_basics(np):
    a = np.array([2, 3, 4])
    b = np.array([1.2, 3.5, 5.1])
    show(a)
    show(b)
    c = np.array([(1.5, 2, 3), (4, 5, 6)])
    show(c)
    print(c.ndim, c.shape, c.size, c.itemsize, c.dtype.name, type(c).__name__)
    d = np.array([[1, 2], [3, 4]], dtype=complex)
    show(d)
    attempt(np.array, 1, 2, 3, 4)  # the classic mistake: several numbers instead of a list
    attempt(np.array, [[1, 2], [3]])
    show(np.array([1, 2, 3.0]))
    show(np.array([True, 2]))


@program
def guide_creation_placeholders(np):
    show(np.zeros((3, 4)))
    show(np.ones((2, 3, 4), dtype=np.int16))
    e = np.empty((2, 3))
    print(e.shape, e.dtype)
    show(np.full((2, 2), 7))
    show(np.full((2, 2), 7.5, dtype=np.float32))
    show(np.eye(3, k=1))
    show(np.identity(2, dtype=int))
    show(np.zeros_like(np.arange(6).reshape(2, 3)))
    show(np.ones_like([[1.5, 2.5]]))
    show(np.full_like(np.arange(4), 0.7))
    attempt(np.zeros, (2, -1))
    attempt(np.zeros, 2.5)
    attempt(np.ones, (2, 3), dtype="float33")


@program
def guide_arange_linspace(np):
    show(np.arange(10, 30, 5))
    show(np.arange(0, 2, 0.3))
    show(np.linspace(0, 2, 9))
    x = np.linspace(0, 2 * np.pi, 8)
    show(np.sin(x).round(4))
    show(np.linspace(1, 2, 5, endpoint=False))
    v, step = np.linspace(0, 1, 5, retstep=True)
    print(v, step)
    show(np.logspace(0, 3, 4))
    show(np.geomspace(1, 1000, 4))
    show(np.arange(5, dtype=np.float32))
    show(np.arange(3, 0, -1))
    show(np.arange(0))
    attempt(np.arange, 0, 10, 0)
    attempt(np.linspace, 0, 1, -1)
    attempt(np.arange, 1, 2, "a")


@program
def guide_printing_large_arrays(np):
    print(np.arange(6))
    print(np.arange(12).reshape(4, 3))
    print(np.arange(24).reshape(2, 3, 4))
    print(np.arange(10000))
    print(np.arange(10000).reshape(100, 100))
    print(repr(np.arange(2000).reshape(2, 1000)))
    print(np.linspace(0, 1, 1500))


@program
def guide_set_printoptions(np):
    a = np.array([1.0 / 3, 2.0 / 3, 1e-8, 123.456])
    with np.printoptions(precision=3):
        print(a)
    with np.printoptions(suppress=True):
        print(a)
    with np.printoptions(threshold=5, edgeitems=2):
        print(np.arange(20))
    with np.printoptions(linewidth=30):
        print(np.arange(20))
    with np.printoptions(formatter={"float": lambda v: f"{v:.1f}"}):
        print(a)
    with np.printoptions(formatter={"int": lambda v: f"<{v}>"}):
        print(np.arange(2000))  # (summarised: the corners, formatted)
        print(repr(np.arange(1500).reshape(3, 500)))
    with np.printoptions(formatter={"all": lambda v: "*"}, threshold=4, edgeitems=1):
        print(np.linspace(0, 1, 9), np.array2string(np.arange(9.0)))
    with np.printoptions(override_repr=lambda arr: f"<array of {arr.size}>"):
        print(repr(np.arange(5000)), repr(np.zeros((2, 2))), [np.ones(3)], np.array_repr(np.ones(2)))
        print(str(np.arange(3)))
    with np.printoptions(floatmode="fixed", precision=2):
        print(np.array([1.0, 2.5, 3.125]))
    with np.printoptions(sign="+"):
        print(np.array([1.0, -2.0, 0.0]))
    old = np.get_printoptions()
    np.set_printoptions(precision=2)
    try:
        print(np.array([3.14159, 2.71828]))
        print(np.get_printoptions()["precision"])
    finally:
        np.set_printoptions(**old)
    print(np.array([3.14159, 2.71828]))
    try:
        np.set_printoptions(precision=-1)  # accepted; printing then refuses it
        attempt(np.array_str, np.array([1.5]))
    finally:
        np.set_printoptions(**old)
    attempt(np.set_printoptions, floatmode="weird")
    print(np.array2string(np.array([1.5, 2.25]), separator=", "))
    print(np.array_repr(np.array([1, 2], dtype=np.int8)))
    print(np.array_str(np.array([[1.0, 2.0]]), precision=1))


@program
def guide_basic_operations(np):
    a = np.array([20, 30, 40, 50])
    b = np.arange(4)
    show(a - b)
    show(b ** 2)
    show(10 * np.sin(a).round(3))
    show(a < 35)
    A = np.array([[1, 1], [0, 1]])
    B = np.array([[2, 0], [3, 4]])
    show(A * B)
    show(A @ B)
    show(A.dot(B))
    c = np.ones((2, 3), dtype=int)
    c *= 3
    show(c)
    d = np.zeros(3)
    d += np.array([1, 2, 3])
    show(d)
    def bad():
        c2 = np.ones(3, dtype=int)
        c2 += 0.5
        return c2
    attempt(bad)
    attempt(lambda: A @ np.ones(3))
    attempt(lambda: np.arange(3) + np.arange(4))


@program
def guide_upcasting(np):
    a = np.ones(3, dtype=np.int32)
    b = np.linspace(0, np.pi, 3)
    c = a + b
    print(c.dtype.name)
    d = np.exp(c * 1j)
    print(d.dtype.name, r6(d.real), r6(d.imag))
    e = np.arange(3, dtype=np.uint8) + np.arange(3, dtype=np.int8)
    print(e.dtype)
    print((np.float32(1) + np.arange(2)).dtype)
    print((np.arange(3, dtype=np.float32) * 2.5).dtype)
    print((np.arange(3, dtype=np.int16) + np.int32(70000)).dtype)


@program
def guide_unary_reductions(np):
    a = np.arange(12).reshape(3, 4) * 1.5
    print(a.sum(), a.min(), a.max(), a.mean())
    show(a.sum(axis=0))
    show(a.min(axis=1))
    show(a.cumsum(axis=1))
    show(a.cumprod(axis=0))
    show(a.argmax(axis=0))
    print(a.argmin(), np.ptp(a))
    print(np.ptp(a, axis=1))
    show(a.std(axis=0).round(6))
    show(a.var(ddof=1).round(6))
    attempt(a.sum, axis=2)
    attempt(a.sum, axis=(0, 0))
    attempt(np.arange(0).max)
    show(np.arange(0).sum())
    attempt(np.arange(0.0).mean)


@program
def guide_universal_functions(np):
    B = np.arange(3)
    show(np.exp(B).round(6))
    show(np.sqrt(B).round(6))
    C = np.array([2.0, -1.0, 4.0])
    show(np.add(B, C))
    out = np.empty(3)
    r = np.multiply(B, C, out=out)
    print(r is out, out)
    show(np.sqrt(np.array([-1.0, 4.0])))
    show(np.log(np.array([0.0, 1.0])))
    show(np.array([1, 2]) // np.array([0, 1]))
    show(np.floor(np.array([-1.5, 1.5])))
    show(np.maximum(np.array([1, 5, 3]), 2))
    show(np.add.reduce(np.arange(5)))
    show(np.add.accumulate(np.arange(5)))
    show(np.multiply.outer(np.arange(1, 4), np.arange(1, 3)))
    print(np.add.nin, np.add.nout, np.add.identity, np.sin.types[:3])
    attempt(np.add, 1)
    attempt(np.sqrt, "x")
    attempt(np.add, np.arange(3), np.arange(3), out=np.empty(2))


@program
def guide_indexing_slicing_1d(np):
    a = np.arange(10) ** 3
    show(a[2])
    show(a[2:5])
    a[:6:2] = 1000
    show(a)
    show(a[::-1])
    for i in a[:3]:
        print(i ** (1 / 3.0))
    attempt(lambda: a[10])
    attempt(lambda: a[-11])
    attempt(lambda: a[1.0])
    attempt(lambda: a["1"])
    show(a[10:20])
    show(a[-3:])


@program
def guide_indexing_multidim(np):
    def f(x, y):
        return 10 * x + y
    b = np.fromfunction(f, (5, 4), dtype=int)
    show(b)
    show(b[2, 3])
    show(b[0:5, 1])
    show(b[:, 1])
    show(b[1:3, :])
    show(b[-1])
    c = np.array([[[0, 1, 2], [10, 12, 13]], [[100, 101, 102], [110, 112, 113]]])
    print(c.shape)
    show(c[1, ...])
    show(c[..., 2])
    attempt(lambda: b[1, 2, 3])
    attempt(lambda: b[..., ...])
    attempt(lambda: b[5, 0])
    show(b[None, 1].shape)
    show(np.fromfunction(lambda i, j: i == j, (3, 3)))


@program
def guide_iterating(np):
    b = np.arange(6).reshape(2, 3)
    for row in b:
        print(row)
    for element in b.flat:
        print(element, end=" ")
    print()
    print(list(b.flat)[:4], type(b.flat).__name__)
    for x in np.arange(3, dtype=np.float32):
        print(repr(x))
    attempt(lambda: [x for x in np.array(5)])
    print(len(b), len(b[0]))
    attempt(len, np.array(5))


@program
def guide_ndenumerate_ndindex(np):
    a = np.array([[1.5, 2.5], [3.5, 4.5]])
    for idx, v in np.ndenumerate(a):
        print(idx, v)
    for idx in np.ndindex(2, 3):
        print(idx, end=" ")
    print()
    for idx in np.ndindex((2, 1, 2)):
        print(idx, end=" ")
    print()
    print(list(np.ndindex(())))
    print(list(np.ndindex(0, 3)))
    print(list(np.ndenumerate(np.array(7))))
    total = 0
    for idx in np.ndindex(a.shape):
        total += a[idx]
    print(total)


@program
def guide_nditer(np):
    a = np.arange(6).reshape(2, 3)
    for x in np.nditer(a):
        print(x, end=" ")
    print()
    for x in np.nditer(a.T):
        print(x, end=" ")
    print()
    for x in np.nditer(a.T, order="C"):
        print(x, end=" ")
    print()
    for x in np.nditer(a[:, ::-1]):  # (order 'K': memory order, whatever the strides' signs)
        print(x, end=" ")
    print()
    for chunk in np.nditer(a[:, :2], flags=["external_loop"]):  # (a gap between the rows)
        print(chunk, end=" ")
    print()
    for chunk in np.nditer(a[::-1].T, flags=["external_loop"]):
        print(chunk, end=" ")
    print()
    b = a.astype(float)
    with np.nditer(b, op_flags=["readwrite"]) as it:
        for x in it:
            x[...] = 2 * x
    print(b)
    it = np.nditer(a, flags=["multi_index"])
    for x in it:
        print(it.multi_index, int(x), end="; ")
    print()
    it = np.nditer(a, flags=["f_index"])
    print([(int(x), it.index) for x in it])
    for x, y in np.nditer([np.arange(3), np.arange(2).reshape(2, 1)]):
        print(int(x), int(y), end=" | ")
    print()
    def bad_write():
        for x in np.nditer(a):
            x[...] = 0
    attempt(bad_write)
    attempt(lambda: list(np.nditer([np.arange(3), np.arange(2)])))
    it = np.nditer([a, None])
    with it:
        for x, y in it:
            y[...] = x * x
        show(it.operands[1])


@program
def guide_shape_manipulation(np):
    a = np.floor(10 * np.linspace(0.05, 0.95, 12)).reshape(3, 4)
    show(a)
    print(a.shape)
    show(a.ravel())
    show(a.reshape(6, 2))
    show(a.T)
    print(a.T.shape, a.shape)
    a.resize((2, 6))
    show(a)
    show(a.reshape(3, -1))
    attempt(a.reshape, 5, -1)
    attempt(a.reshape, -1, -1)
    attempt(a.reshape, (7,))
    b = np.arange(6)
    attempt(b.resize, (2, 2))
    c = np.arange(6)
    v = c.view()
    attempt(c.resize, (8,))
    show(np.resize(np.arange(3), (2, 4)))
    show(np.arange(6).reshape((2, 3), order="F"))


@program
def guide_stacking(np):
    a = np.arange(4).reshape(2, 2)
    b = np.arange(4, 8).reshape(2, 2)
    show(np.vstack((a, b)))
    show(np.hstack((a, b)))
    show(np.column_stack((np.array([4.0, 2.0]), np.array([3.0, 8.0]))))
    show(np.column_stack((a, b)))
    show(np.hstack((np.array([4, 2]), np.array([3, 8]))))
    show(np.r_[1:4, 0, 4])
    show(np.c_[np.array([1, 2]), np.array([3, 4])])
    show(np.stack((a, b), axis=-1))
    show(np.dstack((a, b)).shape)
    show(np.concatenate((a, b), axis=None))
    show(np.block([[a, np.zeros((2, 1), int)], [np.ones((1, 3), int)]]))
    attempt(np.vstack, (np.arange(3), np.arange(4)))
    attempt(np.concatenate, (a, np.arange(2)))
    attempt(np.stack, (a, np.arange(3)))
    attempt(np.concatenate, (a, b), axis=2)
    attempt(np.hstack, a)
    show(np.concatenate((np.arange(2), np.arange(2.0))))


@program
def guide_splitting(np):
    a = np.arange(24).reshape(2, 12)
    for part in np.hsplit(a, 3):
        show(part)
    for part in np.hsplit(a, (3, 4)):
        print(part.shape)
    print([p.tolist() for p in np.array_split(np.arange(7), 3)])
    print([p.shape for p in np.vsplit(np.arange(16).reshape(4, 4), 2)])
    print([p.shape for p in np.dsplit(np.arange(16).reshape(2, 2, 4), [1])])
    attempt(np.split, np.arange(7), 3)
    attempt(np.hsplit, np.arange(7), 7)
    attempt(np.vsplit, np.arange(6), 2)
    attempt(np.array_split, np.arange(3), 0)
    print([p.tolist() for p in np.split(np.arange(6), [2, 10])])


@program
def guide_copies_and_views(np):
    a = np.array([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]])
    b = a
    print(b is a)
    c = a.view()
    print(c is a, c.base is a, c.flags.owndata)
    c = c.reshape((2, 6))
    print(a.shape)
    c[0, 4] = 1234
    show(a)
    s = a[:, 1:3]
    s[:] = 10
    show(a)
    d = a.copy()
    print(d.base is None, d is a)
    d[0, 0] = 9999
    print(a[0, 0])
    big = np.arange(1000)
    small = big[:5].copy()
    del big
    show(small)
    print(np.shares_memory(a, s), np.may_share_memory(a, d))
    print(a[[0, 1]].base is a, a[a > 5].flags.owndata)
    r = a.ravel()
    print(np.shares_memory(r, a), np.shares_memory(a.T.ravel(), a))
    f = a.flatten()
    print(np.shares_memory(f, a))


@program
def guide_broadcasting_rules(np):
    x = np.arange(4)
    xx = x.reshape(4, 1)
    y = np.ones(5)
    z = np.ones((3, 4))
    show(xx + y)
    print((x + z).shape)
    attempt(lambda: x + y)
    show(np.array([1.0, 2.0, 3.0]) * 2.0)
    a = np.array([0.0, 10.0, 20.0, 30.0])
    b = np.array([1.0, 2.0, 3.0])
    show(a[:, np.newaxis] + b)
    attempt(lambda: a + b)
    print(np.broadcast_shapes((8, 1, 6, 1), (7, 1, 5)))
    attempt(np.broadcast_shapes, (2, 3), (3, 2))
    show(np.broadcast_to(np.arange(3), (2, 3)))
    attempt(np.broadcast_to, np.arange(3), (3, 2))
    bb = np.broadcast(np.arange(3), np.arange(2).reshape(2, 1))
    print(bb.shape, bb.nd, bb.size)
    u, v = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
    print(u.tolist(), v.tolist(), u.flags.writeable)
    attempt(lambda: np.broadcast_to(np.arange(3), (2, 3)).__setitem__(0, 5))


@program
def guide_vector_quantization(np):
    observation = np.array([111.0, 188.0])
    codes = np.array([[102.0, 203.0], [132.0, 193.0], [45.0, 155.0], [57.0, 173.0]])
    diff = codes - observation
    dist = np.sqrt(np.sum(diff ** 2, axis=-1))
    print(r6(dist), np.argmin(dist))
    obs = np.array([[100.0, 200.0], [50.0, 160.0], [130.0, 190.0]])
    d2 = ((obs[:, None, :] - codes[None, :, :]) ** 2).sum(-1)
    print(d2.shape, d2.argmin(axis=1))


@program
def guide_fancy_indexing_arrays(np):
    a = np.arange(12) ** 2
    i = np.array([1, 1, 3, 8, 5])
    show(a[i])
    j = np.array([[3, 4], [9, 7]])
    show(a[j])
    palette = np.array([[0, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]])
    image = np.array([[0, 1, 2, 0], [0, 3, 4, 0]])
    print(palette[image].shape)
    show(palette[image][1])
    b = np.arange(12).reshape(3, 4)
    ii = np.array([[0, 1], [1, 2]])
    jj = np.array([[2, 1], [3, 3]])
    show(b[ii, jj])
    show(b[ii, 2])
    show(b[:, jj].shape)
    attempt(lambda: b[[ii, jj]])
    show(b[(ii, jj)])
    attempt(lambda: a[np.array([1, 12])])
    attempt(lambda: a[np.array([1.0, 2.0])])
    attempt(lambda: b[ii, np.array([0, 1, 2])])


@program
def guide_fancy_index_argmax_time_series(np):
    time = np.linspace(20, 145, 5)
    data = np.sin(np.arange(20)).reshape(5, 4)
    ind = data.argmax(axis=0)
    print(ind)
    time_max = time[ind]
    data_max = data[ind, range(data.shape[1])]
    print(time_max, r6(data_max))
    print(np.all(data_max == data.max(axis=0)))
    print(r6(np.take_along_axis(data, np.expand_dims(ind, 0), axis=0)))


@program
def guide_fancy_index_assignment(np):
    a = np.arange(5)
    a[[1, 3, 4]] = 0
    show(a)
    a = np.arange(5)
    a[[0, 0, 2]] = [1, 2, 3]
    show(a)
    a = np.arange(5)
    a[[0, 0, 2]] += 1
    show(a)
    a = np.arange(5)
    np.add.at(a, [0, 0, 2], 1)
    show(a)
    attempt(lambda: a.__setitem__([0, 1], [1, 2, 3]))
    attempt(lambda: a.__setitem__([7], 1))
    f = np.zeros(3)
    f[[2, 0]] = [1.5, -2.5]
    show(f)


@program
def guide_boolean_indexing(np):
    a = np.arange(12).reshape(3, 4)
    b = a > 4
    show(b)
    show(a[b])
    a[b] = 0
    show(a)
    a = np.arange(12).reshape(3, 4)
    b1 = np.array([False, True, True])
    b2 = np.array([True, False, True, False])
    show(a[b1, :])
    show(a[b1])
    show(a[:, b2])
    attempt(lambda: a[b1, b2])
    attempt(lambda: a[np.array([True, False])])
    attempt(lambda: a[b2])
    show(a[(a % 2 == 0) & (a > 3)])
    attempt(lambda: a[(a % 2 == 0) and (a > 3)])
    show(np.nonzero(a > 8))
    show(np.where(a > 8, a, -1))
    print(np.count_nonzero(a > 3), np.any(a > 10), np.all(a >= 0))


@program
def guide_mandelbrot(np):
    def mandelbrot(h, w, maxit=20, r=2):
        x = np.linspace(-2.5, 1.5, 4 * h + 1)
        y = np.linspace(-1.5, 1.5, 3 * w + 1)
        A, B = np.meshgrid(x, y)
        C = A + B * 1j
        z = np.zeros_like(C)
        divtime = maxit + np.zeros(z.shape, dtype=int)
        for i in range(maxit):
            z = z ** 2 + C
            diverge = abs(z) > r
            div_now = diverge & (divtime == maxit)
            divtime[div_now] = i
            z[diverge] = r
        return divtime
    m = mandelbrot(5, 6)
    print(m.shape, m.dtype, int(m.sum()))
    print(np.bincount(m.ravel()).tolist())


@program
def guide_ix_function(np):
    a = np.array([2, 3, 4, 5])
    b = np.array([8, 5, 4])
    c = np.array([5, 4, 6, 8, 3])
    ax, bx, cx = np.ix_(a, b, c)
    print(ax.shape, bx.shape, cx.shape)
    result = ax + bx * cx
    print(result[3, 2, 4], a[3] + b[2] * c[4])
    def ufunc_reduce(ufct, *vectors):
        vs = np.ix_(*vectors)
        r = ufct.identity
        for v in vs:
            r = ufct(v, r)
        return r
    show(ufunc_reduce(np.add, a, b).T)
    m = np.arange(20).reshape(4, 5)
    show(m[np.ix_([0, 2], [1, 3, 4])])
    show(m[np.ix_([True, False, True, False], [0, 4])])
    attempt(np.ix_, np.arange(4).reshape(2, 2))
    attempt(np.ix_, np.array([1.5]))
    print([x.shape for x in np.ix_()])


@program
def guide_mgrid_ogrid_meshgrid(np):
    show(np.mgrid[0:3, 0:2])
    show(np.mgrid[-1:1:5j])
    o = np.ogrid[0:3, 0:4]
    print([x.shape for x in o], (o[0] * o[1]).tolist())
    show(np.ogrid[0:1:3j])
    xs, ys = np.meshgrid(np.arange(3), np.arange(2))
    show(xs)
    show(ys)
    xi, yi = np.meshgrid(np.arange(3), np.arange(2), indexing="ij")
    print(xi.shape, yi.shape)
    xs2, ys2 = np.meshgrid(np.arange(3), np.arange(2), sparse=True)
    print(xs2.shape, ys2.shape)
    attempt(np.meshgrid, np.arange(2), indexing="xy2")
    show(np.indices((2, 3)))
    show(np.mgrid[0:4:2, 1:2])


@program
def guide_linear_algebra_basics(np):
    a = np.array([[1.0, 2.0], [3.0, 4.0]])
    show(a.transpose())
    show(r6(np.linalg.inv(a)))
    u = np.eye(2)
    j = np.array([[0.0, -1.0], [1.0, 0.0]])
    show(j @ j)
    print(np.trace(u))
    y = np.array([[5.0], [7.0]])
    show(r6(np.linalg.solve(a, y)))
    w, v = np.linalg.eig(j)
    print(r6(np.sort_complex(w)))
    print(r6(np.linalg.det(a)), np.linalg.matrix_rank(a), r6(np.linalg.norm(a)))
    attempt(np.linalg.inv, np.array([[1.0, 2.0], [2.0, 4.0]]))
    attempt(np.linalg.solve, a, np.ones(3))
    attempt(np.linalg.inv, np.ones((2, 3)))
    attempt(np.linalg.det, np.ones(3))
    x, res, rank, sv = np.linalg.lstsq(np.array([[1.0, 0], [1, 1], [1, 2]]),
                                       np.array([1.0, 2.0, 2.9]), rcond=None)
    print(r6(x), r6(res), rank, r6(sv))
    show(np.dot(np.arange(3), np.arange(3)))
    show(np.outer([1, 2], [3, 4]))
    show(np.cross([1, 0, 0], [0, 1, 0]))
    show(np.vdot([1 + 1j, 2], [1, 1j]))


@program
def guide_histograms(np):
    rg = np.random.default_rng(1)
    v = rg.normal(2, 0.5, 10000)
    n, bins = np.histogram(v, bins=50, density=True)
    print(n.shape, bins.shape, r6(bins[0]), r6(bins[-1]), r6(n.sum() * (bins[1] - bins[0])))
    counts, edges = np.histogram([1, 2, 1, 4, 3, 3, 3], bins=[0, 1, 2, 3, 4])
    print(counts, edges)
    print(np.histogram(np.arange(10), bins=3))
    print(np.histogram(np.arange(10), bins=4, range=(0, 8)))
    print(np.histogram(np.array([1.0, 2.0]), bins=2, weights=[0.5, 2.0]))
    attempt(np.histogram, np.arange(5), bins=[3, 1, 2])
    attempt(np.histogram, np.arange(5), bins=-2)
    attempt(np.histogram, np.arange(5), range=(5, 1))
    attempt(np.histogram, np.array([1.0, np.nan]))
    h, xe, ye = np.histogram2d([0, 1, 1, 2], [0, 0, 1, 2], bins=2)
    print(h, xe, ye)
    print(np.histogram_bin_edges(np.arange(10), bins="auto"))
    print(np.digitize([0.5, 1.5, 3.0], [0, 1, 2]))
    print(np.bincount([0, 1, 1, 3], minlength=5))
    attempt(np.bincount, [0, -1])


@program
def guide_dtypes_and_conversion(np):
    x = np.float32(1.0)
    print(repr(x), type(x).__name__)
    y = np.int_([1, 2, 4])
    show(y)
    z = np.arange(3, dtype=np.uint8)
    show(z)
    show(np.array([1, 2, 3], dtype="f"))
    show(np.array([1, 2, 3], dtype="d"))
    show(np.array([1, 2], dtype="i2"))
    show(z.astype(float))
    show(np.int8(z))
    print(z.dtype, np.dtype("f8"), np.dtype(np.int32).itemsize, np.dtype("c16").name)
    print(np.dtype(float).char, np.dtype("int64").str, np.dtype("U5"), np.dtype("S3").itemsize)
    print(np.issubdtype(z.dtype, np.integer), np.issubdtype(np.float32, np.floating))
    print(np.iinfo(np.int16), end="")
    print(np.finfo(np.float32).eps, np.finfo(np.float64).max, np.iinfo(np.uint8).max)
    attempt(np.dtype, "int7")
    attempt(np.iinfo, np.float64)
    attempt(np.finfo, np.int32)
    show(np.array([1.7, -1.7, 2.5]).astype(int))
    show(np.array([300, -1]).astype(np.uint8))
    show(np.array(["1.5", "2"]).astype(float))
    attempt(np.array(["1.5", "x"]).astype, float)
    print(np.can_cast(np.int64, np.float64), np.can_cast(np.float64, np.int64),
          np.can_cast(np.int32, np.int16, casting="same_kind"))
    print(np.result_type(np.int8, np.uint8), np.promote_types("i4", "f4"))


@program
def guide_overflow_and_limits(np):
    a = np.array([127], dtype=np.int8)
    show(a + np.int8(1))
    print(np.power(100, 8, dtype=np.int64), np.power(100, 8, dtype=np.int32))
    attempt(lambda: np.int8(127) + np.int8(1))
    attempt(lambda: np.array([1, 2], dtype=np.uint8) + 300)
    attempt(np.uint8, 300)
    attempt(np.array, [300], dtype=np.uint8)
    attempt(lambda: np.int64(2) ** 63)
    show(np.array([2**62]) * 4)
    print(np.float16(65504) * np.float16(2))
    print(np.float32(1e38) * 10)
    print(np.finfo(np.float16))


@program
def guide_nep50_promotion(np):
    u8 = np.array([1, 2, 3], dtype=np.uint8)
    print((u8 + 2).dtype, (u8 * 2.5).dtype, (u8 + 2j).dtype)
    f32 = np.array([1.5], dtype=np.float32)
    print((f32 + 3.0).dtype, (f32 + np.float64(3.0)).dtype, (f32 + 1).dtype)
    print((np.float32(3) + 3.0).dtype, type(np.float32(3) + 3.0).__name__)
    print((np.int16(5) + 1).dtype, (np.int16(5) + np.int32(1)).dtype)
    print(type(np.uint8(1) + 1).__name__, type(np.uint8(1) + 1.0).__name__)
    attempt(lambda: u8 + 1000)
    attempt(lambda: u8 + (-1))
    attempt(lambda: np.uint8(1) + 300)
    attempt(lambda: np.uint8(200) + 100)
    show(u8 + np.int64(1000))
    print(np.result_type(u8, 1), np.result_type(np.int8, 1.0), np.result_type(3, 4.0))
    print((np.arange(3, dtype=np.int32) / 2).dtype, (np.arange(3, dtype=np.int8) // 2).dtype)
    print((u8 > 300).tolist(), (u8 == -1).tolist())
    print(np.array([1, 2], dtype=np.int8).sum().dtype, np.array([1.0], np.float16).mean().dtype)


@program
def guide_byteswapping(np):
    # (gpnumpy holds every array in native byte order (ndarray.check_dtype): the values of a
    # big-endian array and of a byte-swapped one are compared here, not their dtypes' order
    # or raw bytes)
    big = np.array([1, 770], dtype=">i2")
    print(big.tolist(), big.dtype.itemsize, big.dtype.kind)
    little = big.astype("<i2")
    print(little.dtype.str, little.tolist(), little.tobytes())
    sw = big.byteswap()
    print(sw.tolist())
    raw = bytes([0, 1, 3, 2])
    print(np.frombuffer(raw, dtype=">u2").tolist(), np.frombuffer(raw, dtype="<u2").tolist())
    a = np.frombuffer(raw, dtype=">u2")
    b = a.byteswap().view(a.dtype.newbyteorder())
    print(b.tolist(), (a == b).all())
    print(np.dtype(">f8").newbyteorder("=").str, np.dtype("=i4").byteorder, np.dtype("u1").byteorder)
    print(np.dtype(">i4").newbyteorder().str, np.dtype("<i4") == np.dtype(">i4").newbyteorder())
    attempt(np.dtype("<i4").newbyteorder, "x")
    print((big + 1).tolist(), np.sum(big), (big * 1.5).tolist())
    attempt(lambda: a.__setitem__(0, 5))
    print(np.array([1.5, -2.0], dtype="<f8").byteswap().tobytes().hex())
    print(np.array([1, 2], dtype=np.int32).byteswap().tolist())
    c = np.array([1, 256], dtype=np.int16)
    c.byteswap(inplace=True)
    print(c.tolist())


@program
def guide_structured_arrays(np):
    x = np.array([("Rex", 9, 81.0), ("Fido", 3, 27.0)],
                 dtype=[("name", "U10"), ("age", "i4"), ("weight", "f4")])
    show(x)
    print(x[1])
    show(x["age"])
    x["age"] = 5
    show(x)
    print(x.dtype.names, x.dtype.fields["age"], x.dtype.itemsize)
    print(np.dtype("i8, f4, S3"))
    print(np.dtype({"names": ["col1", "col2"], "formats": ["i4", "f4"]}))
    print(np.dtype({"names": ["a", "b"], "formats": ["i4", "f4"], "offsets": [0, 8],
                    "itemsize": 12}))
    attempt(lambda: x["height"])
    attempt(np.dtype, [("a", "i4"), ("a", "f4")])
    y = np.zeros(3, dtype=[("x", "f4"), ("y", "f4")])
    y[0] = (1.5, 2.5)
    y[1] = 7
    attempt(lambda: y.__setitem__(2, (1, 2, 3)))
    show(y)
    show(x[["name", "weight"]])
    attempt(lambda: x[["age", "age"]])
    attempt(lambda: x[["age", "color"]])
    print(x[0]["name"], x[0][1], type(x[0]).__name__)
    s = np.sort(np.array([(2, "b"), (1, "z"), (2, "a")], dtype=[("k", "i4"), ("v", "U1")]),
                order=["k", "v"])
    show(s)


@program
def guide_structured_assignment_and_compare(np):
    a = np.zeros(2, dtype="i8, f4, ?, S1")
    a[:] = (3, 3.5, True, b"x")
    show(a)
    b = np.ones(2, dtype=[("x", "f4"), ("y", "S1"), ("z", "O")])
    show(b)
    c = np.array([(1, 2)], dtype=[("a", "i4"), ("b", "i4")])
    d = np.array([(1, 2)], dtype=[("p", "i4"), ("q", "i4")])
    attempt(lambda: c == d)
    print(c == np.array([(1, 3)], dtype=[("a", "i4"), ("b", "i4")]))
    attempt(lambda: c == np.array([(1, 2, 3)], dtype="i4,i4,i4"))
    print(c.view(np.int32), c.tolist(), c.dtype.descr)
    r = np.rec.array([(1, 2.0), (3, 4.0)], dtype=[("x", "i4"), ("y", "f8")])
    print(r.x, r.y, r[0].x, type(r).__name__)
    attempt(lambda: r.nope)


@program
def guide_masked_arrays_basics(np):
    ma = np.ma
    x = np.array([1, 2, 3, -1, 5])
    mx = ma.masked_array(x, mask=[0, 0, 0, 1, 0])
    print(mx, mx.mean(), mx.sum(), mx.count())
    show(mx)
    y = ma.masked_values([1.0, 1e20, 3.0, 4.0], 1e20)
    print(y, y.mask, y.filled(0.0))
    z = ma.masked_where(x < 0, x)
    print(z, z.compressed(), ma.getmaskarray(z))
    w = ma.masked_invalid(np.array([1.0, np.nan, np.inf, 4.0]))
    print(w, w.mean())
    w[0] = ma.masked
    print(w, ma.count_masked(w))
    print((mx * 2) + 1, ma.sqrt(ma.array([4.0, -1.0, 9.0])))
    print(ma.array([1, 2], mask=[1, 1]).sum())
    print(mx.fill_value, ma.array([1.5]).fill_value)
    attempt(ma.masked_array, [1, 2, 3], mask=[1, 0])
    print(ma.masked_outside([0.1, 0.5, 1.5, 2.0], 0.3, 1.6))


@program
def guide_genfromtxt(np):
    from io import StringIO
    data = "1, 2, 3\n4, 5, 6"
    show(np.genfromtxt(StringIO(data), delimiter=","))
    data = "  1  2  3\n  4  5 67\n890123  4"
    show(np.genfromtxt(StringIO(data), delimiter=3))
    data = "# header\n1 2 # inline\n3 4\n"
    show(np.genfromtxt(StringIO(data)))
    data = "a,b,c\n1,2,3\n4,5,6"
    arr = np.genfromtxt(StringIO(data), delimiter=",", names=True)
    show(arr)
    print(arr.dtype.names, arr["b"])
    data = "1,,3\n4,5,"
    show(np.genfromtxt(StringIO(data), delimiter=","))
    show(np.genfromtxt(StringIO(data), delimiter=",", filling_values=-1))
    m = np.genfromtxt(StringIO(data), delimiter=",", usemask=True)
    print(m)
    show(np.genfromtxt(StringIO("1 2 3\n4 5 6\n7 8 9"), skip_header=1, skip_footer=1))
    show(np.genfromtxt(StringIO("1 2 3\n4 5 6"), usecols=(0, -1), dtype=int))
    show(np.genfromtxt(StringIO("x 1\ny 2"), dtype=None, encoding="utf-8"))
    attempt(np.genfromtxt, StringIO("1 2 3\n4 5"))
    show(np.genfromtxt(StringIO("1,2\n3,4"), delimiter=",", converters={1: lambda s: float(s) * 10}))


@program
def guide_loadtxt_savetxt(np):
    from io import StringIO
    a = np.arange(6).reshape(2, 3) * 0.5
    buf = StringIO()
    np.savetxt(buf, a, fmt="%.2f", delimiter=",", header="x,y,z")
    print(buf.getvalue(), end="")
    buf.seek(0)
    show(np.loadtxt(buf, delimiter=","))
    show(np.loadtxt(StringIO("1 2\n3 4"), dtype=int))
    attempt(np.loadtxt, StringIO("1 2\n3 x"))
    attempt(np.loadtxt, StringIO("1 2\n3"))


@program
def guide_matlab_idioms(np):
    a = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]])
    print(np.ndim(a), np.size(a), np.shape(a), a.shape[1])
    show(a[-1])
    show(a[1, 4 - 3])
    show(a[0:2, :])
    show(a[-2:])
    show(a[0:3][:, 1:3])
    show(a[np.ix_([0, 2], [0, 2])])
    show(a[::2, :])
    show(a[::-1, :])
    show(a[np.r_[:len(a), 0]])
    show(a.conj().T)
    show(a * 2)
    show(a / 2)
    show(a ** 3)
    show(a > 4)
    show(np.nonzero(a > 5))
    show(a[:, np.nonzero(np.array([1, 0, 1]) > 0.5)[0]])
    b = a.copy()
    b[b < 5] = 0
    show(b)
    show(a * (a > 5))
    show(np.tile(np.array([1, 2]), (2, 3)))
    show(np.concatenate((a, a), axis=1).shape)
    show(a.max(0))
    show(a.max(1))
    print(a.max())
    show(np.maximum(a, np.eye(3) * 9))
    print(r6(np.linalg.norm(np.array([3.0, 4.0]))))
    show(np.logical_and(a > 2, a < 8))
    show(np.logical_or(a < 2, a > 8))
    show(np.unique(np.array([3, 1, 3, 2])))
    show(a.squeeze())
    show(np.arange(1.0, 11.0))
    show(np.arange(10.0)[:, np.newaxis].shape)
    show(np.zeros((3, 4, 5)).shape)
    show(np.diag(a))
    show(np.diag(np.array([1, 2]), 1))
    show(np.tile(a[:1], (2, 1)))
    show(r6(np.linalg.pinv(a) @ a))
    q, r = np.linalg.qr(a)
    print(r6(np.abs(np.diag(r))))
    show(np.sort(a, axis=0)[:, ::-1])
    I = np.argsort(a[:, 0])
    show(a[I, :])
    show(np.fliplr(a))
    show(np.flipud(a))
    show(np.rot90(a))
    show(np.kron(np.eye(2), np.array([[1, 2]])))
    show(a.flatten("F"))
    show(np.hstack((a[:, :1], a[:, 2:])))


@program
def guide_matlab_array_vs_matrix(np):
    m = np.asmatrix(np.array([[1, 2], [3, 4]]))
    show(m)
    show(m * m)
    show(m.T)
    print(m[0].shape, m.A.shape, type(m.A1).__name__, m.A1)
    show(np.asarray(m) * np.asarray(m))
    show(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))
    attempt(np.linalg.matrix_power, np.ones((2, 3)), 2)
    show(np.array([[1, 2], [3, 4]]).reshape(-1, order="F"))
    show(np.arange(1, 7).reshape(2, 3, order="F"))


@program
def guide_index_tricks_misc(np):
    show(np.r_[-1:1:6j, [0] * 3, 5, 6])
    show(np.r_["0,2", [1, 2, 3], [4, 5, 6]])
    show(np.r_["1,2,0", [1, 2, 3], [4, 5, 6]])
    show(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
    show(np.s_[2::2])
    show(np.index_exp[2::2])
    a = np.arange(10)
    show(a[np.s_[1:8:3]])
    print(np.unravel_index(22, (7, 6)), np.ravel_multi_index((3, 4), (7, 6)))
    attempt(np.unravel_index, 42, (7, 6))
    attempt(np.ravel_multi_index, (7, 0), (7, 6))
    show(np.diag_indices(3))
    b = np.zeros((3, 3), int)
    b[np.diag_indices(3)] = 5
    np.fill_diagonal(b[:, ::-1], 1)
    show(b)
    show(np.tril_indices(3))
    show(np.triu(np.arange(9).reshape(3, 3), 1))
    attempt(lambda: np.r_[1:3, "x"])


@program
def guide_automatic_reshaping_and_vector_stacking(np):
    a = np.arange(30)
    b = a.reshape((2, -1, 3))
    print(b.shape)
    x = np.arange(0, 10, 2)
    y = np.arange(5)
    m = np.vstack([x, y])
    show(m)
    xy = np.hstack([x, y])
    show(xy)
    show(np.atleast_2d(np.arange(3)))
    show(np.atleast_3d(np.arange(3)).shape)
    show(np.expand_dims(np.arange(3), axis=(0, 2)).shape)
    show(np.squeeze(np.ones((1, 3, 1))).shape)
    attempt(np.squeeze, np.ones((1, 3)), axis=1)
    show(np.moveaxis(np.zeros((3, 4, 5)), 0, -1).shape)
    show(np.swapaxes(np.zeros((3, 4, 5)), 0, 2).shape)
    attempt(np.moveaxis, np.zeros((3, 4)), 0, 2)
    show(np.transpose(np.zeros((2, 3, 4)), (1, 0, 2)).shape)
    attempt(np.transpose, np.zeros((2, 3)), (0, 0))


@program
def guide_scalars_and_item(np):
    a = np.array([[1.5, 2.5], [3.5, 4.5]])
    print(a.item(3), a.item((0, 1)), type(a.item(0)).__name__)
    attempt(a.item)
    print(a.tolist(), type(a.tolist()[0][0]).__name__)
    print(float(np.array(2.5)), int(np.array(3)))
    attempt(float, np.array([2.5]))
    attempt(float, a)
    attempt(int, np.array([1, 2]))
    print(np.float64(1.5).is_integer(), np.float64(2.0).as_integer_ratio())
    print(repr(a[0, 0]), str(a[0, 0]), a[0, 0].dtype)
    print(np.array(5).ndim, np.array(5)[()], repr(np.array(5)[...]))
    print(bool(np.array([0])), bool(np.array([3])))
    attempt(bool, np.array([1, 2]))
    attempt(bool, np.array([]))


@program
def guide_sorting_and_searching(np):
    a = np.array([[3, 1, 2], [9, 7, 8]])
    show(np.sort(a))
    show(np.sort(a, axis=None))
    show(np.argsort(a, axis=0))
    show(np.searchsorted([1, 3, 5, 7], [0, 3, 6, 8]))
    show(np.searchsorted([1, 3, 5, 7], 3, side="right"))
    show(np.partition(np.array([5, 2, 8, 1, 9]), 2)[2])
    show(np.lexsort(([1, 2, 1], [3, 3, 1])))
    attempt(np.sort, a, axis=3)
    attempt(np.searchsorted, [1, 2], 1, side="middle")
    attempt(np.partition, np.arange(3), 5)


@program
def guide_where_clip_and_misc_math(np):
    a = np.array([-2.5, -0.5, 0.5, 1.5, 2.5])
    show(np.round(a))
    show(np.around(a, 1))
    show(np.clip(a, -1, 1))
    show(np.abs(a))
    show(np.sign(a))
    show(np.trunc(a))
    show(np.ceil(a))
    show(np.rint(a))
    show(np.where(a > 0))
    show(np.where(a > 0, 1, 0))
    show(np.select([a < 0, a > 1], [-1, 1], default=0))
    show(np.piecewise(a, [a < 0, a >= 0], [lambda v: -v, lambda v: v * 2]))
    show(np.cumsum(np.arange(5)))
    show(np.diff(np.array([1, 4, 9, 16])))
    show(np.diff(np.array([1, 4, 9, 16]), n=2))
    show(np.gradient(np.array([1.0, 4.0, 9.0, 16.0])))
    attempt(np.clip, a)
    attempt(np.select, [a < 0], [1, 2])


@program
def guide_nditer_buffering_and_external_loop(np):
    a = np.arange(6).reshape(2, 3)
    for x in np.nditer(a, flags=["external_loop"]):
        print(x, end=" ")
    print()
    for x in np.nditer(a, flags=["external_loop"], order="F"):
        print(x, end=" ")
    print()
    for x in np.nditer(a, flags=["buffered"], op_dtypes=["float64"]):
        print(repr(x), end=" ")
    print()
    attempt(lambda: list(np.nditer(a, op_dtypes=["float64"])))
    attempt(lambda: list(np.nditer(a, flags=["buffered"], op_dtypes=["int8"])))
    for x in np.nditer(a, flags=["buffered"], op_dtypes=["int8"], casting="unsafe"):
        print(int(x), end=" ")
    print()
    it = np.nditer(a, flags=["c_index", "multi_index"])
    while not it.finished:
        print(it.index, it.multi_index, end="; ")
        it.iternext()
    print()
    print(np.nditer(a).ndim, np.nditer(a).itersize, np.nditer(a).shape)
    attempt(np.nditer, a, flags=["bogus"])
    attempt(np.nditer, a, op_flags=["readonly", "writeonly"])


@program
def guide_nditer_reduction_and_output(np):
    a = np.arange(24).reshape(2, 3, 4)
    b = np.zeros((2, 3))
    with np.nditer([a, b], flags=["reduce_ok"], op_axes=[None, [0, 1, -1]],
                   op_flags=[["readonly"], ["readwrite"]]) as it:
        for x, y in it:
            y[...] += x
    show(b)
    print(np.all(b == a.sum(axis=2)))
    def square(x):
        it = np.nditer([x, None], op_dtypes=[None, np.float64])
        with it:
            for p, q in it:
                q[...] = p * p
            return it.operands[1]
    show(square(np.array([1, 2, 3], dtype=np.int16)))
    def bad_reduce():
        c = np.zeros((2, 3))
        with np.nditer([a, c], op_axes=[None, [0, 1, -1]],
                       op_flags=[["readonly"], ["readwrite"]]) as it:
            for x, y in it:
                y[...] += x
    attempt(bad_reduce)


@program
def guide_printing_special_values(np):
    print(np.array([np.nan, np.inf, -np.inf, 0.0, -0.0]))
    print(np.array([1e-10, 1.0, 1e10]))
    print(np.array([1e-3, 1e3]))
    print(np.array([1 + 2j, 3.5 - 1j]))
    print(np.array([0.1, 0.25], dtype=np.float16), np.array([1 / 3], dtype=np.float32))
    print(repr(np.array([1e16, 1.0])), repr(np.array([], dtype=np.int8)))
    print(repr(np.zeros((2, 0))), repr(np.array(3.0)), repr(np.array([True, False])))
    print(np.array([[1.5, np.nan], [2.0, 3.25]]))
    with np.printoptions(nanstr="NaN", infstr="Inf"):
        print(np.array([np.nan, np.inf]))
    with np.printoptions(legacy="1.13"):
        print(np.array([1.0, 2.5]), repr(np.float64(0.5)))
    with np.printoptions(legacy="1.25"):
        print(repr(np.float64(0.5)), repr(np.int8(3)))
    print(repr(np.float64(0.5)), repr(np.int8(3)), str(np.float32(0.1)), repr(np.bool_(True)))
    print(np.format_float_positional(0.1 + 0.2), np.format_float_scientific(12345.678, precision=3))
    print(np.format_float_positional(np.float32(0.1)), np.format_float_positional(1.5, trim="-"))


@program
def guide_structured_nested_and_subarrays(np):
    dt = np.dtype([("pos", [("x", "f8"), ("y", "f8")]), ("vel", "f4", (2,)), ("id", "u2")])
    print(dt, dt.itemsize)
    p = np.zeros(3, dtype=dt)
    p["pos"]["x"] = [1.0, 2.0, 3.0]
    p["vel"] = [[0.5, 1.5]]
    p[1]["id"] = 7
    show(p)
    print(p["pos"].dtype, p["vel"].shape, p[0]["vel"], p["pos"][["y"]].dtype)
    print(p[["id", "vel"]])
    attempt(lambda: p["vel"].__setitem__(0, [1, 2, 3]))
    a = np.array([(1, [2, 3])], dtype=[("a", "i1"), ("b", "i1", 2)])
    print(a.tolist(), a["b"], a.itemsize)
    print(np.zeros(2, dtype=[("c", "c16")]))
    s = np.array([("ab", 1.5)], dtype=[("k", "S2"), ("v", "f8")])
    print(s, s["k"], s[0]["k"])


@program
def guide_masked_arrays_operations(np):
    ma = np.ma
    a = ma.array([[1, 2, 3], [4, 5, 6]], mask=[[0, 1, 0], [0, 0, 1]])
    print(a)
    print(a.sum(axis=0), a.sum(axis=1), a.mean(axis=0))
    print(a.max(), a.min(axis=1), a.argmax(), a.T)
    print(a.filled(-1), a.count(axis=0))
    print(ma.getmask(a), ma.getdata(a))
    b = a.copy()
    b[0, 1] = 20
    print(b, b.mask)
    b.mask = ma.nomask
    print(b)
    c = ma.array([1.0, 2.0, 3.0], mask=[0, 1, 0])
    print(c / ma.array([1.0, 0.0, 0.0]))
    print(ma.log(ma.array([-1.0, 1.0, np.e])))
    print(ma.average(ma.array([1, 2, 3], mask=[0, 0, 1]), weights=[1, 3, 5]))
    print(repr(ma.array([1, 2], mask=[0, 1])))
    print(ma.concatenate([c, ma.array([9.0])]))
    print(c.harden_mask().hardmask, ma.is_masked(c), ma.is_masked(ma.array([1])))
    print(ma.masked_equal([1, 2, 1], 1), ma.masked_greater([1, 5, 9], 4))
    print(ma.array([3, 1, 2], mask=[0, 0, 1]).sort() is None)
    x = ma.array([3, 1, 2], mask=[0, 0, 1])
    x.sort()
    print(x)
    print(np.mean(c), np.sum(c), type(np.sum(c)).__name__)


@program
def guide_genfromtxt_dtypes_and_names(np):
    from io import StringIO
    data = "name,score,ok\nann,1.5,1\nbob,nan,0\ncid,3.25,1"
    r = np.genfromtxt(StringIO(data), delimiter=",", names=True, dtype=None, encoding="utf-8")
    show(r)
    print(r.dtype.names, r["score"], r[r["ok"] == 1]["name"])
    r2 = np.genfromtxt(StringIO(data), delimiter=",", skip_header=1,
                       dtype=[("n", "U3"), ("s", "f4"), ("o", "?")], encoding="utf-8")
    show(r2)
    r3 = np.genfromtxt(StringIO("1 2 3\n4 5 6"), names="a, b, c")
    print(r3.dtype, r3["c"])
    r4 = np.genfromtxt(StringIO("1 2 3\n4 5 6"), dtype=(int, float, int))
    print(r4, r4.dtype)
    r5 = np.genfromtxt(StringIO("1;N/A;3\n4;5;???"), delimiter=";", missing_values=["N/A", "???"],
                       filling_values=0)
    show(r5)
    r6_ = np.genfromtxt(StringIO("a,b\n1,2"), delimiter=",", names=True, deletechars="",
                        case_sensitive="upper")
    print(r6_.dtype.names)
    print(np.genfromtxt(StringIO("1 2\n3 4"), unpack=True))
    print(np.genfromtxt(StringIO("  1 \n 2"), autostrip=True, dtype=int))
    print(np.genfromtxt(StringIO("1,2\n3,4"), delimiter=",", max_rows=1))
    attempt(np.genfromtxt, StringIO("1,2\n3,4"), delimiter=",", usecols=(5,))
    attempt(np.genfromtxt, StringIO("1,2"), delimiter=",", skip_header=-1)


@program
def guide_type_promotion_table(np):
    kinds = [np.bool_, np.int8, np.uint8, np.int16, np.uint32, np.int64, np.uint64,
             np.float16, np.float32, np.float64, np.complex64]
    for t in kinds:
        print(t.__name__, [np.promote_types(t, u).name for u in kinds])
    for t in kinds:
        print(t.__name__, [(np.ones(1, t) + v).dtype.name for v in (True, 1, 1.0, 1j)])
    attempt(np.promote_types, "i4", "S3")
    attempt(np.promote_types, "i4", "M8[s]")
    print(np.result_type(np.float16, 1e10), np.result_type(np.int8, np.array(1000)))
    attempt(lambda: np.ones(1, np.int8) + 1000)
    print(np.min_scalar_type(1000), np.min_scalar_type(-1), np.min_scalar_type(3.5))


@program
def guide_scalar_types_and_hierarchy(np):
    print(np.int32(5) == 5, np.float64(2.0) == 2, isinstance(np.float64(1), float))
    print(isinstance(np.int64(1), int), isinstance(np.bool_(True), bool))
    print(issubclass(np.float32, np.floating), issubclass(np.uint8, np.signedinteger))
    print(np.dtype(np.intp).name, np.dtype("l").char, np.dtype(np.longlong).itemsize)
    print(np.sctypeDict["float32"], np.sctypeDict["int64"], np.typename("d"))
    print(np.array(1).astype(np.float32).item().__class__.__name__)
    print(np.float32(16777217.0), np.float64(2**53 + 1), np.int8(-128) // np.int8(-1))
    print(np.isclose(np.float32(0.1), 0.1), np.float32(0.1) == 0.1)
    print(np.longdouble(1).dtype.kind, np.clongdouble(1j).dtype.kind)


@program
def guide_linalg_more(np):
    a = np.array([[4.0, 1.0], [1.0, 3.0]])
    w, v = np.linalg.eigh(a)
    print(r6(w), r6(np.abs(v)))
    print(r6(np.linalg.cholesky(a)))
    u, s, vt = np.linalg.svd(a)
    print(r6(s), u.shape, vt.shape)
    print(r6(np.linalg.norm(a, ord=1)), r6(np.linalg.norm(a, ord=np.inf)), r6(np.linalg.cond(a)))
    print(r6(np.linalg.solve(a, np.eye(2))))
    print(np.linalg.matrix_rank(np.ones((3, 3))), r6(np.linalg.slogdet(a)[1]))
    attempt(np.linalg.cholesky, np.array([[1.0, 2.0], [2.0, 1.0]]))
    attempt(np.linalg.eig, np.ones((2, 3)))
    attempt(np.linalg.norm, a, ord="fro2")
    stack = np.stack([np.eye(2) * k for k in (1.0, 2.0, 4.0)])
    print(r6(np.linalg.inv(stack)[:, 0, 0]), r6(np.linalg.det(stack)))
    print(r6(np.einsum("ij,jk->ik", a, a)), np.einsum("ii", a), np.einsum("i,i", [1, 2], [3, 4]))
    print(r6(np.tensordot(np.ones((2, 3)), np.ones((3, 2)), axes=1)))
    print(np.matmul(np.ones((2, 1, 1, 3)), np.ones((4, 3, 2))).shape)
    attempt(np.matmul, np.ones((2, 1, 3)), np.ones((4, 3, 2)))
    attempt(np.matmul, np.ones(3), 2.0)
    attempt(np.einsum, "ij,jk", a, np.ones(3))


@program
def guide_iterating_with_apply_and_vectorize(np):
    def clip01(v):
        return 0.0 if v < 0 else (1.0 if v > 1 else v)
    vf = np.vectorize(clip01)
    show(vf(np.array([-0.5, 0.25, 1.5])))
    vi = np.vectorize(lambda x, y: x * 10 + y, otypes=[int])
    show(vi(np.arange(3)[:, None], np.arange(2)))
    show(np.apply_along_axis(lambda r: r.max() - r.min(), 1, np.arange(12).reshape(3, 4) ** 2))
    show(np.apply_over_axes(np.sum, np.arange(24).reshape(2, 3, 4), [0, 2]))
    f = np.frompyfunc(lambda a, b: a + b, 2, 1)
    show(f(np.arange(3), 1))
    attempt(vf, np.array(["a"]))
    show(np.fromiter((x * x for x in range(5)), dtype=float))
    attempt(np.fromiter, iter([1, 2]), dtype=int, count=5)


@program
def guide_views_shape_and_flags(np):
    a = np.arange(12)
    every_other = a[::2]
    every_other.shape = (2, 3)  # (a strided view can take a new shape when no copy is needed)
    show(every_other)
    col = np.arange(12).reshape(3, 4)[:, 1]
    col.shape = (3, 1)
    show(col)
    t = np.arange(6).reshape(2, 3).T
    def flatten_in_place():
        t.shape = (6,)
    attempt(flatten_in_place)
    base = np.arange(6.0)
    head = base[:3]
    base.flags.writeable = False
    head[0] = 100.0  # (the view keeps the flag it was made with)
    print(base, head.flags.writeable, base[:2].flags.writeable)
    def unlock():
        head.flags.writeable = False
        head.flags.writeable = True
    attempt(unlock)
    base.flags.writeable = True
    unlock()
    print(head.flags.writeable)
    attempt(lambda: np.broadcast_to(base, (2, 6)).__setitem__((0, 0), 1))


@program
def guide_views_dtype_and_strides_attributes(np):
    a = np.arange(4, dtype=np.int32)
    a.dtype = np.int16  # (deprecated by NumPy 2.5: a.view(np.int16))
    print(a, a.shape)
    b = np.zeros(4)
    b.dtype = np.complex128
    print(b, b.shape)
    def bad_dtype():
        c = np.arange(3, dtype=np.int32)
        c.dtype = np.int64
    attempt(bad_dtype)
    def bad_name():
        c = np.arange(3)
        c.dtype = "nope"
    attempt(bad_name)
    m = np.arange(6).reshape(2, 3)
    m.strides = (8, 16)  # (deprecated by NumPy 2.4: np.lib.stride_tricks.as_strided)
    print(m, m.flags.c_contiguous, m.sum())
    def too_far():
        m.strides = (48, 8)
    attempt(too_far)
    def wrong_length():
        m.strides = (8,)
    attempt(wrong_length)
