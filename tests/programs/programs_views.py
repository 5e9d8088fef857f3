"""Programs on views, copies and memory layout as users meet them: slices and writes through
them, reshape/ravel/flatten orders, transposes, contiguity helpers, flags and writeability,
strides and base chains, memory sharing, NumPy 2 copy= semantics, overlapping assignments,
broadcast_to's read-only views, dtype reinterpretation, squeeze/expand_dims and resize.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


def flags_of(a):
    f = a.flags
    return (f["C_CONTIGUOUS"], f["F_CONTIGUOUS"], f["OWNDATA"], f["WRITEABLE"])


@program
def view_slice_writes_through(np):
    a = np.arange(12).reshape(3, 4)
    row = a[1]
    row[:] = -1
    col = a[:, 2]
    col *= 10
    show(a)
    print(row.base is a, col.base is a, flags_of(row), flags_of(col))
    print(np.shares_memory(a, row), np.shares_memory(row, col))
    sub = a[::2, ::3]
    sub[...] = 99
    show(a)
    print(sub.strides, a.strides, sub.shape)


@program
def view_fancy_index_is_copy(np):
    a = np.arange(10)
    b = a[[1, 3, 5]]
    b[:] = 0
    m = a[a > 6]
    m += 100
    show(a)
    print(b.base is None, m.base is None, np.shares_memory(a, b), np.may_share_memory(a, m))
    a[[1, 3, 5]] = 0
    a[a > 7] += 100
    show(a)


@program
def view_reshape_view_or_copy(np):
    a = np.arange(24).reshape(4, 6)
    r = a.reshape(2, 12)
    print(np.shares_memory(a, r), r.base is a.base or r.base is a, flags_of(r))
    t = a.T
    r2 = t.reshape(24)
    print(np.shares_memory(t, r2), flags_of(r2))
    r3 = t.reshape(24, order="F")
    print(np.shares_memory(t, r3), r3[:8])
    r4 = t.reshape((6, 4), order="A")
    print(np.shares_memory(t, r4), flags_of(r4))
    s = a[:, ::2]
    r5 = s.reshape(-1)
    print(np.shares_memory(a, r5), r5)
    attempt(a.reshape, 5, 5)
    attempt(a.reshape, -1, -1)
    attempt(a.reshape, (4, 6), order="X")
    attempt(lambda: a.reshape(-1, 7))


@program
def view_reshape_orders_values(np):
    a = np.arange(12).reshape(3, 4)
    for order in ("C", "F", "A"):
        show(np.reshape(a, (2, 6), order=order))
        show(np.reshape(a.T, (2, 6), order=order))
    f = np.asfortranarray(a)
    show(f.reshape(4, 3, order="A"))
    show(f.reshape(4, 3))
    attempt(np.reshape, a, (4, 3), order="K")


@program
def view_reshape_shape_assignment(np):
    a = np.zeros((2, 6))
    a.shape = (3, 4)
    print(a.shape, a.strides)
    a.shape = (-1,)
    print(a.shape)
    t = np.zeros((3, 4)).T
    def set_shape():
        t.shape = (12,)
    attempt(set_shape)
    def bad_shape():
        a.shape = (5,)
    attempt(bad_shape)
    print(t.shape)


@program
def view_ravel_flatten_orders(np):
    a = np.arange(6).reshape(2, 3)
    t = a.T
    for order in ("C", "F", "A", "K"):
        r = t.ravel(order=order)
        print(order, r, np.shares_memory(t, r), t.flatten(order=order))
    s = np.arange(24).reshape(2, 3, 4)[:, ::-1, 1::2]
    for order in ("C", "F", "A", "K"):
        print(order, s.ravel(order=order))
    attempt(a.ravel, order="Z")
    attempt(a.flatten, order=1)
    f = a.flatten()
    f[0] = 100
    print(a[0, 0], f.flags.owndata)


@program
def view_ravel_k_of_permuted_axes(np):
    a = np.arange(24).reshape(2, 3, 4)
    p = a.transpose(2, 0, 1)
    k = p.ravel(order="K")
    print(k, np.shares_memory(a, k))
    q = np.moveaxis(a, 0, -1)[::-1]
    print(q.ravel("K"), q.ravel("A"))
    n = a[:, :, ::-1]
    print(n.ravel(order="K"))
    print(np.ravel(a.swapaxes(0, 2), order="K")[:6])


@program
def view_transpose_family(np):
    a = np.arange(24).reshape(2, 3, 4)
    for v in (a.T, a.transpose(), a.transpose(1, 0, 2), a.transpose((2, 1, 0)),
              np.swapaxes(a, 0, 2), np.moveaxis(a, 0, -1), np.moveaxis(a, [0, 1], [-1, -2]),
              a.mT, np.permute_dims(a, (1, 2, 0))):
        print(v.shape, v.strides, v.base is a, flags_of(v))
    attempt(a.transpose, 0, 1)
    attempt(a.transpose, 0, 0, 1)
    attempt(a.transpose, 0, 1, 3)
    attempt(np.swapaxes, a, 0, 3)
    attempt(np.moveaxis, a, 0, 5)
    attempt(np.moveaxis, a, [0, 0], [1, 2])
    attempt(np.moveaxis, a, [0, 1], [1])
    attempt(lambda: np.arange(3).mT)


@program
def view_transpose_write_back(np):
    img = np.zeros((2, 3, 4), dtype=np.uint8)
    chw = np.moveaxis(img, -1, 0)
    chw[0] = 255
    chw[3, 1] = 7
    show(img[..., 0])
    show(img[..., 3])
    m = np.arange(9.0).reshape(3, 3)
    m.T[0] = -1.0
    show(m)


@program
def view_contiguity_helpers(np):
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    c = np.ascontiguousarray(a)
    print(c is a, np.shares_memory(c, a), flags_of(c))
    f = np.asfortranarray(a)
    print(f is a, np.shares_memory(f, a), flags_of(f), f.strides)
    ff = np.asfortranarray(f)
    print(ff is f)
    cc = np.ascontiguousarray(a.T)
    print(flags_of(cc), cc.strides, np.shares_memory(cc, a))
    s = np.ascontiguousarray(5.0)
    print(s.shape, s.ndim, flags_of(s))
    d = np.ascontiguousarray([[1, 2], [3, 4]], dtype=np.int16)
    show(d)
    fs = np.asfortranarray(np.arange(5)[::2])
    print(flags_of(fs), fs)
    print(np.ascontiguousarray(a, dtype=np.float64).dtype)


@program
def view_flags_of_common_arrays(np):
    cases = {
        "arange": np.arange(6),
        "2d": np.zeros((2, 3)),
        "T": np.zeros((2, 3)).T,
        "col": np.zeros((4, 1)),
        "row_slice": np.zeros((3, 4))[1],
        "col_slice": np.zeros((3, 4))[:, 1],
        "step": np.arange(10)[::2],
        "empty": np.zeros((0, 3)),
        "scalar": np.array(3.0),
        "bcast": np.broadcast_to(np.arange(3), (2, 3)),
        "fortran": np.ones((2, 3), order="F"),
        "one": np.ones((1, 5))[:, ::2],
    }
    for name, v in cases.items():
        print(name, flags_of(v), v.flags.c_contiguous, v.flags.f_contiguous, v.flags.contiguous,
              v.flags.fnc, v.flags.forc)


@program
def view_flags_repr_and_attrs(np):
    a = np.arange(4.0)
    print(a.flags)
    v = a[::2]
    print(repr(v.flags))
    print(v.flags.owndata, v.flags.writeable, v.flags.aligned, v.flags.writebackifcopy)
    print(a.flags["C"], a.flags["F"], a.flags["O"], a.flags["W"], a.flags["A"])
    attempt(lambda: a.flags["BOGUS"])
    attempt(lambda: a.flags.bogus)


@program
def view_writeable_false(np):
    a = np.arange(5)
    a.flags.writeable = False
    def write():
        a[0] = 9
    attempt(write)
    def iadd():
        a += 1
    attempt(iadd)
    attempt(np.add, a, 1, out=a)
    v = a[1:]
    print(v.flags.writeable)
    def vwrite():
        v[0] = 1
    attempt(vwrite)
    def make_view_writeable():
        v.flags.writeable = True
    attempt(make_view_writeable)
    a.flags.writeable = True
    a[0] = 42
    print(a, v.flags.writeable)
    b = np.zeros(3)
    b.setflags(write=False)
    attempt(lambda: b.fill(1))
    attempt(np.copyto, b, 2)
    attempt(lambda: b.sort())
    c = b.copy()
    c[0] = 1
    print(c, c.flags.writeable)


@program
def view_readonly_view_of_writeable(np):
    a = np.arange(6).reshape(2, 3)
    ro = a.view()
    ro.flags.writeable = False
    a[0, 0] = -5
    print(ro[0, 0], a.flags.writeable)
    def write():
        ro[1] = 0
    attempt(write)
    def reenable():
        ro.flags.writeable = True
        return ro
    attempt(reenable)
    ro[1, 1] = 100
    print(a)


@program
def view_setflags_errors(np):
    a = np.arange(3)
    attempt(a.setflags, align=False)
    attempt(a.setflags, uic=True)
    attempt(a.setflags, write=True, align=True)
    def set_c():
        a.flags.c_contiguous = False
    attempt(set_c)
    def set_owndata():
        a.flags.owndata = True
    attempt(set_owndata)
    print(flags_of(a))


@program
def view_strides_users_read(np):
    for dt in (np.int8, np.int32, np.float64, np.complex128):
        a = np.zeros((3, 4, 5), dtype=dt)
        print(dt.__name__, a.strides, a.itemsize, a.nbytes, a.T.strides,
              a[:, ::2, 1].strides, a[..., ::-1].strides)
    f = np.zeros((3, 4), order="F")
    print(f.strides, f[1:, 1:].strides, f.reshape(12, order="F").strides)
    e = np.zeros((0, 4))
    print(e.strides, np.zeros(()).strides)


@program
def view_base_chains(np):
    a = np.arange(24)
    b = a.reshape(4, 6)
    c = b[1:3]
    d = c.T
    e = d[::2]
    for x in (b, c, d, e):
        print(x.base is a, x.base is None, x.flags.owndata)
    f = e.copy()
    print(f.base is None, f.flags.owndata)
    g = np.asarray(e)
    print(g is e)
    h = a.view()
    print(h is a, h.base is a, np.shares_memory(h, a))
    s = a[3:4].squeeze()
    print(s.shape, s.base is a)


@program
def view_shares_memory_cases(np):
    a = np.arange(20)
    pairs = [
        (a[:10], a[10:]),
        (a[:11], a[10:]),
        (a[::2], a[1::2]),
        (a[::2], a[::3]),
        (a, a.copy()),
        (a.reshape(4, 5)[:, 0], a.reshape(4, 5)[:, 1]),
        (a.reshape(4, 5)[:, :2], a.reshape(4, 5)[1:, 1]),
        (a[5:], a[5:][::-1]),
    ]
    for x, y in pairs:
        print(np.shares_memory(x, y), np.may_share_memory(x, y))
    print(np.shares_memory(a, 3), np.may_share_memory([1, 2], [1, 2]))
    print(np.shares_memory(a[:0], a), np.may_share_memory(a[:0], a))
    attempt(np.shares_memory, a, a, max_work=None)
    attempt(np.shares_memory, a[::2], a[1::2], max_work=0)


@program
def view_array_copy_semantics(np):
    a = np.arange(6, dtype=np.float64)
    for kw in ({}, {"copy": True}, {"copy": None}, {"copy": False}):
        b = np.array(a, **kw)
        print(kw, b is a, np.shares_memory(a, b))
    attempt(np.array, a, dtype=np.float32, copy=False)
    attempt(np.array, a[::2], copy=False)
    attempt(np.array, [1, 2, 3], copy=False)
    attempt(np.array, a, order="F", copy=False)
    print(np.array(a, dtype=np.float32, copy=None).dtype)
    c = np.array(a.reshape(2, 3), order="F")
    print(flags_of(c))


@program
def view_asarray_copy_semantics(np):
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    for kw in ({}, {"copy": True}, {"copy": None}, {"copy": False}, {"dtype": np.int32},
               {"dtype": np.int32, "copy": False}):
        b = np.asarray(a, **kw)
        print(kw, b is a, np.shares_memory(a, b))
    attempt(np.asarray, a, dtype=np.int64, copy=False)
    attempt(np.asarray, [[1, 2], [3, 4]], copy=False)
    attempt(np.asarray, a, order="F", copy=False)
    print(np.asarray(a, order="F").flags.f_contiguous, np.asarray(a.T, order="A") is not None)
    print(np.asarray(a.T, order="K").flags.f_contiguous)


@program
def view_astype_copy(np):
    a = np.arange(5, dtype=np.int64)
    b = a.astype(np.int64)
    c = a.astype(np.int64, copy=False)
    d = a.astype(np.float64, copy=False)
    print(b is a, c is a, d is a, d.dtype)
    f = np.arange(6.0).reshape(2, 3).T
    g = f.astype(np.float64, order="C", copy=False)
    print(g is f, flags_of(g))
    h = f.astype(np.float32, order="K")
    print(flags_of(h), h.strides)
    attempt(a.astype, np.float32, order="Q")
    attempt(a.astype, "no_such_type")


@program
def view_np_copy_orders(np):
    a = np.arange(12).reshape(3, 4)
    t = a.T
    for order in ("C", "F", "A", "K"):
        c = np.copy(t, order=order)
        print(order, flags_of(c), c.strides)
        c2 = t.copy(order=order)
        print(order, c2.strides)
    s = a[:, ::-2]
    print(np.copy(s, order="K").strides, s.copy().strides)
    attempt(np.copy, a, order="X")
    ro = np.broadcast_to(np.arange(3), (2, 3))
    c = np.copy(ro)
    print(c.flags.writeable, flags_of(c))


@program
def view_overlapping_shift_assign(np):
    a = np.arange(10)
    a[1:] = a[:-1]
    show(a)
    b = np.arange(10)
    b[:-1] = b[1:]
    show(b)
    c = np.arange(10.0)
    c[2:] = c[:-2] * 2
    show(c)
    d = np.arange(12).reshape(3, 4)
    d[1:, :] = d[:-1, :]
    show(d)
    e = np.arange(8)
    e[::2] = e[1::2]
    e[:] = e[::-1]
    show(e)


@program
def view_overlapping_inplace_ops(np):
    a = np.ones(8, dtype=np.int64)
    a[1:] += a[:-1]
    show(a)
    b = np.arange(8)
    b[:-1] += b[1:]
    show(b)
    c = np.arange(6.0)
    np.add(c[1:], c[:-1], out=c[:-1])
    show(c)
    d = np.arange(10)
    d[2:] -= d[:-2]
    show(d)
    e = np.arange(9).reshape(3, 3)
    e += e.T
    show(e)
    f = np.arange(5)
    np.multiply(f[::-1], 2, out=f)
    show(f)


@program
def view_cumulative_via_views(np):
    # a running difference and a moving average written with views
    x = np.array([3.0, 5.0, 4.0, 8.0, 10.0, 9.0, 12.0])
    diff = x[1:] - x[:-1]
    print(diff, np.array_equal(diff, np.diff(x)))
    ma = (x[:-2] + x[1:-1] + x[2:]) / 3
    print(np.round(ma, 6))
    y = x.copy()
    y[1:-1] = (x[:-2] + x[2:]) / 2
    print(y)
    z = np.lib.stride_tricks.sliding_window_view(x, 3)
    print(z.shape, z.flags.writeable, np.round(z.mean(axis=1), 6))


@program
def view_broadcast_to_readonly(np):
    row = np.arange(4)
    b = np.broadcast_to(row, (3, 4))
    print(b.strides, flags_of(b), np.shares_memory(b, row), b.base is None)
    def write():
        b[0, 0] = 5
    attempt(write)
    def iadd():
        b += 1
    attempt(iadd)
    attempt(np.add, 1, 1, out=b)
    def unlock():
        b.flags.writeable = True
    attempt(unlock)
    c = np.array(b)
    c[0, 0] = 5
    print(c, row)
    attempt(np.broadcast_to, row, (3, 5))
    attempt(np.broadcast_to, row, (4,)[:0])
    attempt(np.broadcast_to, np.ones((2, 1)), (2,))
    r = np.broadcast_to(5, (2, 2))
    show(r)
    print(r.strides)


@program
def view_broadcast_arrays_writes(np):
    x = np.arange(3).reshape(3, 1)
    y = np.arange(4)
    bx, by = np.broadcast_arrays(x, y)
    print(bx.shape, by.shape, bx.strides, by.strides)
    print(bx.flags.writeable, by.flags.writeable)
    def write():
        by[0, 0] = 1
    attempt(write)
    same, other = np.broadcast_arrays(np.zeros((2, 2)), np.zeros((2, 2)))
    print(same.flags.writeable)
    same[0, 0] = 3
    print(same)


@program
def view_dtype_reinterpret_scalars(np):
    f = np.array([1.0, -2.0, 0.5], dtype=np.float32)
    i = f.view(np.int32)
    print(i, i.dtype, np.shares_memory(f, i))
    print(i.view(np.float32))
    u = f.view(np.uint8)
    print(u.shape, u[:4])
    i[0] = 0
    print(f)
    h = np.array([1, 256, 65535], dtype=np.uint16).view(np.int16)
    print(h)
    b = np.array([0, 1, 2], dtype=np.uint8).view(bool)
    print(b.dtype, b.shape)
    d = np.arange(3, dtype=np.float64).view(np.complex64)
    print(d.shape, d.dtype)


@program
def view_dtype_last_axis_changes(np):
    a = np.zeros((2, 4), dtype=np.int16)
    for dt in (np.int8, np.int32, np.int64, np.complex128):
        attempt(lambda: a.view(dt).shape)
    b = np.zeros((2, 3), dtype=np.int16)
    attempt(lambda: b.view(np.int32))
    attempt(lambda: b.T.view(np.int8))
    attempt(lambda: b[:, ::2].view(np.int8))
    c = np.zeros((3, 2), dtype=np.int32, order="F")
    attempt(lambda: c.view(np.int64))
    attempt(lambda: c.view(np.int16).shape)
    s = np.zeros((), dtype=np.int32)
    attempt(lambda: s.view(np.int16))
    attempt(lambda: s.view(np.float32))
    e = np.zeros((2, 0), dtype=np.int32)
    attempt(lambda: e.view(np.int64).shape)
    attempt(lambda: a.view("not_a_dtype"))


@program
def view_dtype_complex_parts(np):
    z = np.array([1 + 2j, 3 - 4j, -5 + 0.5j])
    parts = z.view(np.float64).reshape(-1, 2)
    show(parts)
    parts[:, 1] *= -1
    show(z)
    print(np.shares_memory(z.real, z), np.shares_memory(z.imag, z), z.real.strides)
    z.imag[:] = 0
    show(z)
    zr = z.real
    zr += 1
    show(z)
    r = np.arange(3.0)
    print(r.real is r or np.shares_memory(r.real, r), r.imag.flags.writeable)


@program
def view_squeeze_expand_dims(np):
    a = np.arange(6).reshape(1, 2, 1, 3)
    s = a.squeeze()
    print(s.shape, np.shares_memory(a, s), s.base is a)
    s[0, 0] = 100
    print(a[0, 0, 0, 0])
    print(np.squeeze(a, axis=0).shape, np.squeeze(a, axis=(0, 2)).shape, a.squeeze(-2).shape)
    attempt(np.squeeze, a, axis=1)
    attempt(np.squeeze, a, axis=4)
    e = np.expand_dims(s, 0)
    print(e.shape, np.shares_memory(e, a))
    print(np.expand_dims(s, (0, -1)).shape, np.expand_dims(s, -1).strides)
    attempt(np.expand_dims, s, 3)
    attempt(np.expand_dims, s, (0, 0))
    print(s[None, :, None].shape, s[np.newaxis].base is a)
    print(np.atleast_2d(np.arange(3)).shape, np.atleast_3d(np.arange(3)).shape)


@program
def view_resize_function_vs_method(np):
    a = np.arange(5)
    print(np.resize(a, (2, 4)), np.resize(a, 3), np.resize(a, 0))
    print(np.resize(np.zeros(0), 0), np.resize(np.arange(3.0), (2, 2)))
    attempt(np.resize, a, -1)
    b = np.arange(6)
    b.resize((2, 4), refcheck=False)
    print(b)
    c = np.arange(4)
    c.resize(2, refcheck=False)
    print(c, c.flags.owndata)
    d = np.arange(4)
    v = d[:2]
    attempt(d.resize, 8)
    attempt(v.resize, 2)
    e = np.arange(6).reshape(2, 3).T
    attempt(e.resize, 3)
    f = np.zeros((2, 2))
    f.resize(3, 3, refcheck=False)
    print(f)
    attempt(f.resize, (2, -1))


@program
def view_resize_refcheck_referenced(np):
    a = np.arange(4)
    other = a
    attempt(a.resize, 6)
    a.resize(6, refcheck=False)
    print(a, other is a)
    b = np.ones(3)
    b.resize(3)
    print(b)


@program
def view_setitem_broadcast_into_views(np):
    grid = np.zeros((4, 5), dtype=np.int32)
    grid[1:3] = [1, 2, 3, 4, 5]
    grid[:, -1] = np.arange(4)
    grid[::3, ::2] += 10
    show(grid)
    def bad():
        grid[1:3] = [1, 2, 3]
    attempt(bad)
    def bad2():
        grid[:, 0] = np.ones((4, 1))
    attempt(bad2)
    show(grid)


@program
def view_copy_to_and_from_views(np):
    dst = np.zeros((3, 4))
    src = np.arange(4.0)
    np.copyto(dst[1:], src)
    np.copyto(dst[:, 0], -1.0, where=[True, False, True])
    show(dst)
    attempt(np.copyto, dst[:2], np.arange(3.0))
    attempt(np.copyto, np.zeros(3, dtype=np.int32), np.arange(3.0))
    np.copyto(dst[0], dst[2])
    show(dst)


@program
def view_diagonal_readonly(np):
    m = np.arange(9).reshape(3, 3)
    d = m.diagonal()
    print(d, d.flags.writeable, np.shares_memory(d, m), d.strides)
    def write():
        d[0] = 1
    attempt(write)
    np.fill_diagonal(m, 0)
    print(m, d)
    idx = np.diag_indices(3)
    m[idx] = 7
    print(np.trace(m), m.diagonal(1))


@program
def view_tolist_and_item_independent(np):
    a = np.arange(6).reshape(2, 3)
    l = a.tolist()
    l[0][0] = 100
    x = a.item(1, 2)
    print(a[0, 0], x, type(x).__name__, l)
    s = a[0, 1]
    a[0, 1] = -1
    print(s, type(s).__name__)
    z = a[0, 1:2]
    a[0, 1] = 55
    print(z)


@program
def view_split_returns_views(np):
    a = np.arange(12).reshape(3, 4)
    parts = np.split(a, 2, axis=1)
    parts[0][:] = 0
    print(a)
    print([p.base is a for p in parts], [np.shares_memory(p, a) for p in parts])
    hs = np.hsplit(a, [1, 3])
    print([h.shape for h in hs], [h.flags.c_contiguous for h in hs])
    attempt(np.split, a, 3, axis=1)
    st = np.stack([a[0], a[1]])
    print(np.shares_memory(st, a))


@program
def view_ravel_then_modify(np):
    a = np.arange(6).reshape(2, 3)
    r = a.ravel()
    r[0] = 100
    f = a.flatten()
    f[1] = 200
    rt = a.T.ravel()
    rt[2] = 300
    rf = a.ravel(order="F")
    print(a, np.shares_memory(a, rf))
    rk = np.asfortranarray(a).ravel("K")
    print(rk)
    r2 = np.reshape(a, -1)
    r2[-1] = -7
    print(a)


@program
def view_negative_strides(np):
    a = np.arange(8)
    r = a[::-1]
    print(r.strides, flags_of(r), r.base is a)
    r[0] = 100
    print(a)
    m = np.arange(12).reshape(3, 4)[::-1, ::-1]
    print(m.strides, m.ravel(), np.ascontiguousarray(m).strides)
    f = np.flip(m)
    print(f.base is not None, np.shares_memory(f, m), f)
    print(np.flipud(m).strides, np.fliplr(m).strides)
    print(np.rot90(np.arange(6).reshape(2, 3)).strides)


@program
def view_as_strided_rolling(np):
    st = np.lib.stride_tricks
    x = np.arange(8, dtype=np.int64)
    w = st.as_strided(x, shape=(6, 3), strides=(8, 8))
    print(w, w.flags.writeable, np.shares_memory(w, x))
    ro = st.as_strided(x, shape=(3, 2), strides=(16, 8), writeable=False)
    print(ro.flags.writeable, ro)
    def write():
        ro[0, 0] = 1
    attempt(write)
    sw = st.sliding_window_view(np.arange(12).reshape(3, 4), (2, 2))
    print(sw.shape, sw[1, 2])
    attempt(st.sliding_window_view, x, 9)
    attempt(st.sliding_window_view, x, (2, 2))
    sww = st.sliding_window_view(x, 3, writeable=True)
    print(sww.flags.writeable)


@program
def view_real_world_image_crop(np):
    img = np.arange(5 * 6 * 3, dtype=np.uint8).reshape(5, 6, 3)
    crop = img[1:4, 2:5]
    print(crop.shape, crop.strides, crop.flags.c_contiguous, np.shares_memory(img, crop))
    gray = crop.mean(axis=-1)
    print(np.round(gray, 3))
    crop[..., 0] = 0
    print(img[1, :, 0])
    safe = crop.copy()
    safe[...] = 1
    print(img[2, 3], safe.flags.c_contiguous)
    bgr = img[..., ::-1]
    print(bgr.strides, bgr[0, 0], np.ascontiguousarray(bgr).strides)


@program
def view_matrix_batches_layout(np):
    batch = np.arange(2 * 3 * 4, dtype=np.float64).reshape(2, 3, 4)
    mt = np.swapaxes(batch, -1, -2)
    print(mt.shape, mt.strides, mt.flags.c_contiguous)
    prod = batch @ mt
    print(prod.flags.c_contiguous, prod.shape, prod[1])
    flat = mt.reshape(-1, 3)
    print(np.shares_memory(flat, batch), flat[:2])
    col = batch[:, :, 1:2]
    print(col.shape, col.strides, col.squeeze(-1).strides)


@program
def view_empty_and_zero_size(np):
    e = np.zeros((0, 5))
    print(flags_of(e), flags_of(e.T), e.reshape(5, 0).shape, e.ravel().shape)
    print(np.shares_memory(e, e), np.may_share_memory(e, e))
    attempt(e.reshape, -1, 0)
    attempt(e.reshape, 0, -1)
    print(e.view(np.int32).shape, e[:, ::2].flags.c_contiguous)
    z = np.empty((3, 0, 2))
    print(z.strides, z.transpose(1, 0, 2).flags.c_contiguous, np.squeeze(z).shape)
