"""Programs on shape manipulation as users write it: joining (concatenate, concat, stack and its
hstack/vstack/dstack/column_stack/block relatives) with mixed dtypes and shapes, splitting
(split, array_split, hsplit/vsplit/dsplit, unstack), tile, repeat, roll, rot90, flips,
expand_dims/squeeze, atleast_nd, append/insert/delete, resize and trim_zeros, with the bad inputs
users pass them (and NumPy's messages for those).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_each, collection, show, show_each


PROGRAMS, program = collection()


@program
def shp_concatenate_mixed_dtypes(np):
    a = np.arange(4, dtype=np.int8)
    b = np.array([1.5, 2.5], dtype=np.float32)
    c = np.array([True, False])
    show(np.concatenate([a, b]))
    show(np.concatenate([a, c]))
    show(np.concatenate([c, c]))
    show(np.concatenate([a, np.array([300], dtype=np.int16)]))
    show(np.concatenate([np.array([1, 2], np.uint8), np.array([-1], np.int8)]))
    show(np.concatenate([a, np.array([1 + 2j])]))
    show(np.concatenate((a, [7, 8])))
    show(np.concatenate(([1, 2], [3.0])))


@program
def shp_concatenate_axis_and_none(np):
    x = np.arange(6).reshape(2, 3)
    y = np.arange(6, 12).reshape(2, 3)
    show(np.concatenate([x, y]))
    show(np.concatenate([x, y], axis=1))
    show(np.concatenate([x, y], axis=-1))
    show(np.concatenate([x, y.T], axis=None))
    show(np.concatenate([x, np.arange(3)], axis=None))
    attempt(np.concatenate, [x, y], axis=2)
    attempt(np.concatenate, [x, y], axis=-3)
    attempt(np.concatenate, [x, y], axis=1.0)


@program
def shp_concatenate_bad_shapes(np):
    x = np.ones((2, 3))
    attempt(np.concatenate, [x, np.ones((2, 4))])
    attempt(np.concatenate, [x, np.ones((3, 4))], axis=1)
    attempt(np.concatenate, [x, np.ones(3)])
    attempt(np.concatenate, [np.ones(3), x])
    attempt(np.concatenate, [x, np.ones((1, 2, 3))])
    attempt(np.concatenate, [])
    attempt(np.concatenate, ())
    attempt(np.concatenate, [np.array(1), np.array(2)])
    attempt(np.concatenate, [np.array(1), np.array(2)], axis=None)
    attempt(np.concatenate, np.arange(3))


@program
def shp_concatenate_dtype_and_casting(np):
    a = np.array([1, 2, 3])
    b = np.array([0.5, 1.5])
    attempt(np.concatenate, [a, b], dtype=np.int64)
    attempt(np.concatenate, [a, b], dtype=np.int64, casting="unsafe")
    attempt(np.concatenate, [a, b], dtype=np.float32)
    attempt(np.concatenate, [a, b], dtype=np.float32, casting="same_kind")
    attempt(np.concatenate, [a, a], dtype=np.int32, casting="safe")
    attempt(np.concatenate, [a, a], dtype=np.int32, casting="no")
    attempt(np.concatenate, [a, a], dtype=np.int64, casting="equiv")
    attempt(np.concatenate, [a, b], dtype="c16", casting="safe")
    attempt(np.concatenate, [a, b], dtype=np.float64, casting="bogus")
    attempt(np.concatenate, [a, b], dtype=str)
    attempt(np.concatenate, [a, b], dtype=np.bool_, casting="unsafe")


@program
def shp_concatenate_out(np):
    a = np.arange(3)
    b = np.arange(3, 5)
    out = np.zeros(5, dtype=np.float64)
    r = np.concatenate([a, b], out=out)
    show(out)
    print(r is out)
    attempt(np.concatenate, [a, b], out=np.zeros(4))
    attempt(np.concatenate, [a, b], out=np.zeros(5, np.int8), casting="safe")
    attempt(np.concatenate, [a, b], out=np.zeros(5), dtype=np.float64)
    o2 = np.zeros((2, 5), dtype=np.int32)
    np.concatenate([a, b], out=o2[1])
    show(o2)


@program
def shp_concat_array_api_name(np):
    parts = [np.arange(3), np.arange(3) * 2.0]
    show(np.concat(parts))
    show(np.concat(parts, axis=None))
    m = np.concat([np.eye(2), np.zeros((2, 1))], axis=1)
    show(m)
    attempt(np.concat, [np.eye(2), np.zeros(2)], axis=1)
    print(np.concat is np.concatenate)


@program
def shp_concatenate_empty_pieces(np):
    chunks = [np.array([], dtype=np.int64), np.arange(3), np.empty(0)]
    show(np.concatenate(chunks))
    show(np.concatenate([np.empty((0, 3)), np.ones((2, 3))]))
    show(np.concatenate([np.empty((0, 3)), np.empty((0, 3))]))
    attempt(np.concatenate, [np.empty((0, 3)), np.ones((2, 4))])
    show(np.concatenate([np.empty((2, 0)), np.ones((2, 2), np.int32)], axis=1))
    show(np.concatenate([[], [1, 2]]))


@program
def shp_stack_basic_and_axis(np):
    rows = [np.array([1, 2, 3]), np.array([4, 5, 6])]
    show(np.stack(rows))
    show(np.stack(rows, axis=1))
    show(np.stack(rows, axis=-1))
    show(np.stack([np.float32(1), np.int16(2), np.int8(3)]))
    show(np.stack((np.zeros((2, 2)), np.ones((2, 2))), axis=2).shape)
    attempt(np.stack, rows, axis=2)
    attempt(np.stack, rows, axis=-3)
    attempt(np.stack, [np.arange(3), np.arange(4)])
    attempt(np.stack, [])
    attempt(np.stack, [np.arange(2), np.ones((1, 2))])


@program
def shp_stack_dtype_casting_out(np):
    rows = [np.array([1.7, -2.2]), np.array([3.0, 4.9])]
    attempt(np.stack, rows, dtype=np.int32)
    attempt(np.stack, rows, dtype=np.int32, casting="unsafe")
    attempt(np.stack, rows, dtype=np.float32)
    attempt(np.stack, rows, dtype=np.float32, casting="safe")
    out = np.empty((2, 2))
    r = np.stack(rows, axis=1, out=out)
    print(r is out)
    show(out)
    attempt(np.stack, rows, out=np.empty((2, 3)))
    attempt(np.stack, rows, out=np.empty((2, 2), np.int64))


@program
def shp_hstack_vstack_mixed(np):
    a = np.array([1, 2, 3])
    b = np.array([4.0, 5.0, 6.0])
    show(np.hstack([a, b]))
    show(np.vstack([a, b]))
    show(np.vstack([a, np.ones((2, 3), dtype=np.int8)]))
    show(np.hstack([np.ones((2, 1)), np.zeros((2, 2), np.int32)]))
    show(np.hstack([1, 2, 3.5]))
    show(np.vstack([1, 2]))
    attempt(np.vstack, [a, np.arange(4)])
    attempt(np.hstack, [np.ones((2, 1)), np.ones((3, 1))])
    attempt(np.hstack, [])
    attempt(np.vstack, ())
    show(np.hstack([a, b], dtype=np.float32))
    attempt(np.vstack, [a, b], dtype=np.int64)
    show(np.vstack([a, b], dtype=np.int64, casting="unsafe"))


@program
def shp_dstack_column_stack(np):
    r = np.array([1, 2, 3])
    g = np.array([4, 5, 6])
    show(np.dstack([r, g]))
    show(np.dstack([np.ones((2, 2)), np.zeros((2, 2))]).shape)
    show(np.column_stack([r, g]))
    show(np.column_stack([r, np.array([[7, 8], [9, 10], [11, 12]])]))
    show(np.column_stack([r.astype(np.float32), g.astype(np.uint8)]))
    attempt(np.column_stack, [r, np.arange(4)])
    attempt(np.dstack, [r, np.arange(4)])
    attempt(np.column_stack, [])
    show(np.column_stack([np.array(1), np.array(2)]))


@program
def shp_block_matrices(np):
    A = np.eye(2)
    B = np.zeros((2, 3))
    C = np.ones((1, 2), dtype=np.int32)
    D = np.full((1, 3), 7)
    show(np.block([[A, B], [C, D]]))
    show(np.block([1, 2, 3]))
    show(np.block([[1, 2], [3, 4]]))
    show(np.block([np.arange(2), np.arange(3.0)]))
    show(np.block(np.array(5)))
    show(np.block([[np.ones(2)], [np.zeros(2)]]))


@program
def shp_block_errors(np):
    A = np.eye(2)
    attempt(np.block, [[A, np.zeros((3, 3))]])
    attempt(np.block, [[A], A])
    attempt(np.block, [A, [A]])
    attempt(np.block, [])
    attempt(np.block, [[]])
    attempt(np.block, [[A, A], []])
    attempt(np.block, (A, A))
    attempt(np.block, [[A, A], [A]])


@program
def shp_split_sections_and_indices(np):
    x = np.arange(12)
    attempt_each(np.split, x, 3)
    attempt_each(np.split, x, [2, 5, 9])
    attempt_each(np.split, x, [5, 3])
    attempt_each(np.split, x, [0, 20])
    attempt_each(np.split, x, [-3])
    attempt_each(np.split, x, 5)
    attempt_each(np.split, x, 0)
    attempt_each(np.split, x.reshape(3, 4), 2, axis=1)
    attempt_each(np.split, x.reshape(3, 4), 2, axis=2)


@program
def shp_array_split_uneven(np):
    x = np.arange(10.0)
    attempt_each(np.array_split, x, 3)
    attempt_each(np.array_split, x, 4)
    attempt_each(np.array_split, x, 12)
    attempt_each(np.array_split, x, 0)
    attempt_each(np.array_split, x, -1)
    attempt_each(np.array_split, x.reshape(2, 5), 3, axis=1)
    attempt_each(np.array_split, np.array([]), 2)
    attempt_each(np.array_split, x, np.int64(2))
    attempt_each(np.array_split, x, 2.0)


@program
def shp_hsplit_vsplit_dsplit(np):
    m = np.arange(24).reshape(2, 3, 4)
    attempt_each(np.hsplit, m, 3)
    attempt_each(np.vsplit, m, [1])
    attempt_each(np.dsplit, m, 2)
    attempt_each(np.dsplit, m, [1, 3])
    attempt_each(np.hsplit, np.arange(6), 2)
    attempt_each(np.hsplit, np.array(3), 1)
    attempt_each(np.vsplit, np.arange(6), 2)
    attempt_each(np.dsplit, np.ones((2, 2)), 2)
    attempt_each(np.hsplit, m, 2)


@program
def shp_unstack(np):
    x = np.arange(6).reshape(2, 3)
    attempt_each(np.unstack, x)
    attempt_each(np.unstack, x, axis=1)
    attempt_each(np.unstack, x, axis=-1)
    attempt_each(np.unstack, x, axis=2)
    attempt(np.unstack, np.array(3))
    attempt_each(np.unstack, np.empty((0, 2)))
    r = np.unstack(x)
    print(type(r).__name__, len(r))
    show(np.stack(np.unstack(x, axis=1), axis=1))


@program
def shp_tile_patterns(np):
    a = np.array([0, 1, 2])
    show(np.tile(a, 2))
    show(np.tile(a, (2, 2)))
    show(np.tile(a, (2, 1, 2)))
    b = np.array([[1, 2], [3, 4]], dtype=np.uint16)
    show(np.tile(b, 2))
    show(np.tile(b, (2, 1)))
    show(np.tile(b, 0))
    show(np.tile(5, 3))
    show(np.tile(np.float32(1.5), (2, 2)))
    show(np.tile(b, ()))
    attempt(np.tile, a, -1)
    attempt(np.tile, a, 1.5)
    attempt(np.tile, a, (2, "x"))
    attempt(np.tile, a, None)
    attempt(np.tile, b, (2, None))


@program
def shp_repeat_axis_and_counts(np):
    x = np.array([[1, 2], [3, 4]])
    show(np.repeat(x, 2))
    show(np.repeat(x, 2, axis=0))
    show(np.repeat(x, [1, 3], axis=1))
    show(np.repeat(x, [0, 2], axis=0))
    show(x.repeat(3, axis=-1))
    show(np.repeat(7, 4))
    show(np.repeat(np.array(2.5), 3))
    show(np.repeat(x, np.array([2]), axis=0))
    attempt(np.repeat, x, [1, 2, 3], axis=0)
    attempt(np.repeat, x, -1)
    attempt(np.repeat, x, [1, -1], axis=1)
    attempt(np.repeat, x, 2, axis=2)
    attempt(np.repeat, x, 1.5)
    attempt(np.repeat, x, [[1, 2]], axis=0)


@program
def shp_roll_shifts_and_axes(np):
    x = np.arange(10)
    show(np.roll(x, 2))
    show(np.roll(x, -3))
    show(np.roll(x, 23))
    g = x.reshape(2, 5)
    show(np.roll(g, 1))
    show(np.roll(g, 1, axis=1))
    show(np.roll(g, (1, 2), axis=(0, 1)))
    show(np.roll(g, (1, 1), axis=(1, 1)))
    show(np.roll(g, 2, axis=(0, 1)))
    show(np.roll(g, (1, -1), axis=1))
    attempt(np.roll, g, (1, 2, 3), axis=(0, 1))
    attempt(np.roll, g, 1, axis=2)
    attempt(np.roll, g, (1, 2))
    attempt(np.roll, g, 1.5)
    show(np.roll(np.array(4), 3))
    show(np.roll(np.empty((0, 3)), 1, axis=1))


@program
def shp_rot90_k_and_axes(np):
    m = np.arange(6).reshape(2, 3)
    for k in (0, 1, 2, 3, 4, -1, 5):
        show(np.rot90(m, k))
    c = np.arange(8).reshape(2, 2, 2)
    show(np.rot90(c, axes=(1, 2)))
    show(np.rot90(c, 1, axes=(2, 0)))
    attempt(np.rot90, m, 1, (0, 0))
    attempt(np.rot90, m, 1, (0, 2))
    attempt(np.rot90, m, 1, (0,))
    attempt(np.rot90, np.arange(3))
    attempt(np.rot90, m, 1.0)


@program
def shp_flips(np):
    img = np.arange(12).reshape(3, 4)
    show(np.flip(img))
    show(np.flip(img, 0))
    show(np.flip(img, axis=(0, 1)))
    show(np.flip(img, -1))
    show(np.fliplr(img))
    show(np.flipud(img))
    show(np.flipud(np.arange(4.0)))
    attempt(np.fliplr, np.arange(4))
    attempt(np.flip, img, 2)
    attempt(np.flipud, np.array(1))
    show(np.flip(np.array(3)))
    f = np.flip(img)
    f[0, 0] = -1
    print(img[-1, -1])


@program
def shp_expand_dims_tuples(np):
    v = np.array([1, 2, 3])
    show(np.expand_dims(v, 0).shape)
    show(np.expand_dims(v, -1).shape)
    show(np.expand_dims(v, (0, 2)).shape)
    show(np.expand_dims(v, (0, -1)).shape)
    show(np.expand_dims(np.array(5), (0, 1)))
    attempt(np.expand_dims, v, 3)
    attempt(np.expand_dims, v, (0, 0))
    attempt(np.expand_dims, v, (0, -3))
    attempt(np.expand_dims, v, -3)
    attempt(np.expand_dims, v, 1.0)
    attempt(np.expand_dims, v, [0, 1])


@program
def shp_squeeze_axis_errors(np):
    x = np.zeros((1, 3, 1, 2))
    show(np.squeeze(x).shape)
    show(np.squeeze(x, axis=0).shape)
    show(np.squeeze(x, axis=(0, 2)).shape)
    show(x.squeeze(-2).shape)
    attempt(np.squeeze, x, axis=1)
    attempt(np.squeeze, x, axis=4)
    attempt(np.squeeze, x, axis=(0, 0))
    attempt(np.squeeze, x, axis=-5)
    attempt(lambda: x.squeeze(axis=3))
    show(np.squeeze(np.array([[7]])))
    show(np.squeeze(np.array(7.5)))
    attempt(np.squeeze, np.array(7), axis=0)
    show(np.squeeze(np.array(7), axis=()))


@program
def shp_atleast_nd(np):
    for x in (3, 2.5, [1, 2], np.arange(4).reshape(2, 2), np.array(1j), np.ones((2, 1, 1, 3))):
        show(np.atleast_1d(x))
        show(np.atleast_2d(x))
        show(np.atleast_3d(x).shape)
    r = np.atleast_1d(1, [2, 3])
    print(type(r).__name__, len(r))
    show_each(np.atleast_2d(np.arange(2), 5))
    show_each(np.atleast_3d([1, 2], [[3]]))
    print(np.atleast_2d())


@program
def shp_append(np):
    a = np.array([[1, 2], [3, 4]])
    show(np.append(a, [5, 6]))
    show(np.append(a, [[5, 6]], axis=0))
    show(np.append(a, [[9], [9]], axis=1))
    show(np.append(a, 0.5))
    show(np.append([], [1, 2]))
    show(np.append(np.array([], dtype=np.int32), np.array([1, 2], dtype=np.int8)))
    attempt(np.append, a, [5, 6], axis=0)
    attempt(np.append, a, [[1, 2, 3]], axis=0)
    attempt(np.append, a, [[1]], axis=2)
    show(np.append(np.array(1), 2))


@program
def shp_insert(np):
    a = np.arange(6).reshape(2, 3)
    show(np.insert(a, 1, 9))
    show(np.insert(a, 1, 9, axis=0))
    show(np.insert(a, 1, [7, 8, 9], axis=0))
    attempt(np.insert, a, 1, [7, 8], axis=0)
    show(np.insert(a, [1], [[7], [8]], axis=1))
    show(np.insert(a, [0, 2, 2], 5, axis=1))
    show(np.insert(np.arange(5), [1, 3], [10, 30]))
    show(np.insert(np.arange(5), -1, 99))
    show(np.insert(np.arange(5), 5, 99))
    show(np.insert(np.arange(5.0), 2, 1.25))
    show(np.insert(np.arange(5), 2, 1.75))
    show(np.insert(np.arange(5), slice(1, 3), [-1, -2]))


@program
def shp_insert_errors(np):
    a = np.arange(5)
    attempt(np.insert, a, 6, 0)
    attempt(np.insert, a, -7, 0)
    attempt(np.insert, a, [1, 9], 0)
    attempt(np.insert, a, 1.5, 0)
    attempt(np.insert, a, [1.0], 0)
    attempt(np.insert, a, 1, [1, 2, 3])
    attempt(np.insert, a.reshape(1, 5), 1, [1, 2], axis=1)
    attempt(np.insert, a, 1, 0, axis=1)
    attempt(np.insert, np.array(3), 0, 1)
    attempt(np.insert, a, [True, False], 0)


@program
def shp_delete(np):
    a = np.arange(12).reshape(3, 4)
    show(np.delete(a, 1))
    show(np.delete(a, 1, axis=0))
    show(np.delete(a, [0, 3], axis=1))
    show(np.delete(a, slice(None, None, 2), axis=1))
    show(np.delete(a, -1, axis=0))
    show(np.delete(np.arange(6), [1, 1, 4]))
    mask = np.array([True, False, True, False, False, False])
    show(np.delete(np.arange(6), mask))
    show(np.delete(np.arange(6), []))
    attempt(np.delete, a, 3, axis=0)
    attempt(np.delete, a, -5, axis=1)
    attempt(np.delete, a, [0, 7], axis=1)
    attempt(np.delete, a, 1, axis=2)
    attempt(np.delete, a, 1.0)
    attempt(np.delete, np.arange(6), np.array([True, False]))
    attempt(np.delete, np.array(5), 0)


@program
def shp_resize(np):
    a = np.array([[0, 1], [2, 3]])
    show(np.resize(a, (2, 3)))
    show(np.resize(a, (1, 4)))
    show(np.resize(a, 7))
    show(np.resize(a, (3, 3)))
    show(np.resize(a, 0))
    show(np.resize(np.array([], dtype=np.float32), (2, 2)))
    show(np.resize(np.array(5), (2, 2)))
    show(np.resize([1.5, 2.5], 3))
    attempt(np.resize, a, (-1, 2))
    attempt(np.resize, a, 2.5)


@program
def shp_trim_zeros(np):
    sig = np.array([0, 0, 3, 0, 5, 0, 0])
    show(np.trim_zeros(sig))
    show(np.trim_zeros(sig, "f"))
    show(np.trim_zeros(sig, "b"))
    show(np.trim_zeros(sig, trim="B"))
    show(np.trim_zeros(np.zeros(4)))
    show(np.trim_zeros(np.array([0.0, -0.0, 1.5, 0.0])))
    show(np.trim_zeros(np.array([False, True, False])))
    print(np.trim_zeros([0, 1, 2, 0]))
    m = np.zeros((4, 5), dtype=int)
    m[1:3, 2:4] = 1
    show(np.trim_zeros(m))
    show(np.trim_zeros(m, axis=0))
    show(np.trim_zeros(m, "f", axis=-1))
    attempt(np.trim_zeros, sig, "x")
    attempt(np.trim_zeros, m, axis=2)


@program
def shp_zero_d_inputs(np):
    s = np.array(4.5)
    attempt(np.concatenate, [s, s])
    show(np.stack([s, s]))
    show(np.hstack([s, s]))
    show(np.vstack([s, s]))
    show(np.dstack([s, s]))
    attempt(np.split, s, 1)
    attempt(np.roll, s, 1, axis=0)
    show(np.repeat(s, 2))
    attempt(np.repeat, s, 2, axis=0)
    show(np.tile(s, 2))
    show(np.expand_dims(s, 0))
    attempt(np.flip, s, 0)
    show(np.append(s, s))
    attempt(np.delete, s, 0, axis=0)
    attempt(np.unstack, s)


@program
def shp_empty_inputs(np):
    e = np.empty((0, 3))
    show(np.vstack([e, e]))
    show(np.hstack([e, e]))
    show(np.stack([e, e]).shape)
    attempt_each(np.split, e, 3, axis=1)
    attempt_each(np.array_split, e, 2)
    show(np.tile(e, (2, 2)))
    show(np.repeat(e, 3, axis=1))
    show(np.roll(e, 2))
    show(np.rot90(e))
    show(np.flip(e))
    show(np.squeeze(np.empty((1, 0))))
    attempt(np.squeeze, e, axis=0)
    show(np.delete(np.arange(3), np.array([], dtype=int)))
    attempt(np.delete, np.arange(3), np.array([]))
    show(np.insert(np.array([]), 0, 1))


@program
def shp_image_channels_pipeline(np):
    h, w = 2, 3
    r = np.arange(h * w, dtype=np.uint8).reshape(h, w)
    g = r + 10
    b = r + 20
    rgb = np.stack([r, g, b], axis=-1)
    show(rgb.shape)
    planes = np.moveaxis(rgb, -1, 0)
    show(planes.shape)
    alpha = np.full((h, w, 1), 255, dtype=np.uint8)
    rgba = np.concatenate([rgb, alpha], axis=2)
    show(rgba[0, 0])
    show(rgba.shape)
    gray = rgb.mean(axis=-1).round(3)
    show(gray)
    batch = np.stack([rgb, np.flip(rgb, axis=1)])
    show(batch.shape)
    show(batch[1, :, :, 0])
    show(np.dsplit(rgba, [3])[1].squeeze(-1))


@program
def shp_sliding_windows_by_stacking(np):
    x = np.arange(1.0, 9.0)
    win = 3
    rows = np.stack([x[i:i + win] for i in range(len(x) - win + 1)])
    show(rows)
    show(rows.mean(axis=1))
    lagged = np.column_stack([np.roll(x, k) for k in range(3)])[2:]
    show(lagged)
    pad = np.concatenate([np.repeat(x[:1], 2), x, np.repeat(x[-1:], 2)])
    show(pad)


@program
def shp_batching_with_array_split(np):
    data = np.arange(23).reshape(-1, 1) * np.array([1, 10])
    batches = np.array_split(data, 4)
    for i, b in enumerate(batches):
        print(i, b.shape, b[:, 0].sum())
    back = np.vstack(batches)
    print(np.array_equal(back, data))
    idx = np.cumsum([5, 5, 5])
    parts = np.split(data, idx)
    print([p.shape for p in parts])


@program
def shp_grid_assembly(np):
    tiles = [[np.full((2, 2), 3 * i + j) for j in range(3)] for i in range(2)]
    grid = np.block(tiles)
    show(grid)
    rows = [np.hstack(t) for t in tiles]
    print(np.array_equal(np.vstack(rows), grid))
    checker = np.tile(np.array([[0, 1], [1, 0]], dtype=np.int8), (2, 3))
    show(checker)
    show(np.kron(np.eye(2, dtype=int), np.ones((1, 2), dtype=int)))


@program
def shp_rotate_and_flip_equivalences(np):
    m = np.arange(12).reshape(3, 4)
    print(np.array_equal(np.rot90(m, 2), np.flip(m)))
    print(np.array_equal(np.rot90(m), np.flipud(m.T)))
    print(np.array_equal(np.rot90(m, -1), np.fliplr(m.T)))
    print(np.array_equal(np.rot90(np.rot90(m, 3), 1), m))
    print(np.array_equal(np.roll(np.roll(m, 1, 0), -1, 0), m))
    show(np.rot90(m).strides == np.rot90(m).copy().strides)
    show(np.rot90(m).flags["C_CONTIGUOUS"])


@program
def shp_stack_generators_and_lists(np):
    attempt(np.stack, (np.arange(2) for _ in range(3)))
    attempt(np.hstack, (np.arange(2) for _ in range(3)))
    attempt(np.vstack, map(np.arange, [2, 2]))
    show(np.stack([[1, 2], [3, 4]]))
    show(np.stack([[1, 2], np.array([3.0, 4.0])], axis=1))
    attempt(np.stack, np.arange(6).reshape(2, 3))
    attempt(np.concatenate, np.arange(6).reshape(2, 3))
    attempt(np.stack, [1, [2, 3]])


@program
def shp_concatenate_strings_and_objects(np):
    a = np.array(["ab", "c"])
    b = np.array(["defg"])
    show(np.concatenate([a, b]))
    attempt(np.concatenate, [a, np.array([1, 2])])
    attempt(np.concatenate, [a, np.array([1.5])], dtype="U")
    o = np.array([1, "x", None], dtype=object)
    show(np.concatenate([o, np.array([2.5])]))
    show(np.stack([np.array([b"x"]), np.array([b"yz"])]))
    attempt(np.concatenate, [np.array([b"x"]), a])


@program
def shp_insert_delete_roundtrip(np):
    a = np.arange(10, 16)
    positions = [1, 4]
    ins = np.insert(a, positions, [-1, -2])
    show(ins)
    where = np.flatnonzero(ins < 0)
    show(where)
    show(np.delete(ins, where))
    m = np.arange(9).reshape(3, 3)
    col = np.insert(m, 1, 0, axis=1)
    show(col)
    show(np.delete(col, 1, axis=1))
    show(np.append(m, m.sum(axis=0, keepdims=True), axis=0))


@program
def shp_repeat_to_build_labels(np):
    counts = np.array([3, 0, 2, 1])
    labels = np.repeat(np.arange(len(counts)), counts)
    show(labels)
    names = np.array(["a", "b", "c", "d"])
    show(np.repeat(names, counts))
    show(np.repeat(np.array([1.5, 2.5]), np.array([2, 1], dtype=np.uint8)))
    attempt(np.repeat, names, counts.astype(np.float64))
    attempt(np.repeat, names, np.array([1, 2]))
    show(np.tile(np.arange(3), (2, 1)).T.ravel())


@program
def shp_bad_first_arguments(np):
    attempt(np.concatenate, 5)
    attempt(np.concatenate, None, axis=None)
    attempt(np.concatenate, np.array(1.5))
    attempt(np.concatenate, 5, out=np.zeros(2))
    attempt(np.concatenate, np.array(1), out=np.zeros(2))
    attempt(np.concatenate, {1, 2})
    attempt(np.concat, np.float64(2))
    attempt(np.stack, 5)
    attempt(np.hstack, None)
    attempt(np.block, 5)


@program
def shp_bad_positions_for_insert_delete_resize(np):
    a = np.arange(5)
    attempt(np.insert, a, None, 9)
    attempt(np.insert, a, [None], 9)
    attempt(np.insert, a, 10.5, 9)
    attempt(np.insert, a, np.array(1, dtype=object), 9)
    attempt(np.delete, a, None)
    attempt(np.delete, a, np.array([1, 2], dtype=object))
    attempt(np.resize, a, (2, 2.0))
    attempt(np.resize, a, (2, np.float64(3)))
    attempt(np.resize, a, (2**31, 2**31, 2**31))
    attempt(np.rot90, np.ones((2, 3)), 1, (0.0, 1))


@program
def shp_in_place_resize_and_swapaxes_methods(np):
    buf = np.arange(6)
    buf.resize((2, 4))
    show(buf)
    buf.resize(3, refcheck=False)
    show(buf)
    grow = np.zeros(2)
    for arg in (2.0, "a", np.array([2, 2]), (2, -1)):
        attempt(lambda: (grow.resize(arg), grow)[1])
    attempt(lambda: grow.resize(4, refcheck=False, strict=True))
    attempt(lambda: grow.resize(new_shape=4))
    m = np.ones((2, 3, 4))
    show(m.swapaxes(0, -1).shape)
    attempt(m.swapaxes, 0, 3)
    attempt(m.swapaxes, -4, 1)
    attempt(m.swapaxes, 0, 1.0)
    attempt(np.swapaxes, m, 3, 0)


@program
def shp_results_too_big_to_address(np):
    attempt(np.repeat, [1.0], 2**62)
    attempt(np.repeat, [1.0, 2.0], [2**61, 2**61])
    attempt(np.tile, [1.0], 2**62)
    attempt(np.resize, [1.0], (2**32, 2**32))
    attempt(np.empty, (2**32, 2**32))
    attempt(np.empty, 2**63)
    attempt(np.empty, (2**62, 0))
    show(np.empty((2**20, 0)))
