"""Edge-case programs as NumPy's own test-suite and array-API users write them: dtype corners (NEP 50,
float16, complex64, bool arithmetic), zero-size and 0-d arrays, broadcasting and shape errors, indexing
corners, ufunc methods, sorting/searching, creation and math functions.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


# ---- dtype edge cases -----------------------------------------------------------------------------

@program
def uint_with_negative_python_ints(np):
    u8 = np.array([0, 1, 200, 255], dtype=np.uint8)
    attempt(lambda: u8 + -1)
    attempt(lambda: u8 - 1)
    attempt(lambda: u8 + 300)
    attempt(lambda: u8 * 2)
    attempt(lambda: u8 > -1)
    attempt(lambda: u8 == -1)
    attempt(lambda: u8 < 256)
    attempt(lambda: u8 != 1000)
    attempt(lambda: np.uint8(5) + -1)
    attempt(lambda: u8 + np.int64(-1))
    attempt(lambda: np.maximum(u8, -1))
    u16 = np.array([1, 65535], dtype=np.uint16)
    attempt(lambda: u16 + 1)
    attempt(lambda: u16 - 70000)
    attempt(lambda: u16 >= -5)


@program
def uint64_and_large_ints(np):
    u = np.array([0, 1, 2**63, 2**64 - 1], dtype=np.uint64)
    print(repr(u), u.dtype)
    attempt(lambda: u + 1)
    attempt(lambda: u + 2**64)
    attempt(lambda: u - (-1))
    attempt(lambda: u > -1)
    attempt(lambda: u == 2**64 - 1)
    attempt(lambda: u + np.int64(1))
    attempt(lambda: u.astype(np.float64))
    attempt(lambda: u // 3)
    attempt(lambda: u % 7)
    attempt(lambda: np.array([2**63]))
    attempt(lambda: np.array([2**64]))
    attempt(lambda: np.array([-1, 2**63]))
    attempt(lambda: np.int64(2**62) * 4)
    i8 = np.array([100, -100], dtype=np.int8)
    attempt(lambda: i8 + 200)
    attempt(lambda: i8 + 27)
    attempt(lambda: i8 * 100)


@program
def float16_arithmetic(np):
    h = np.array([0.1, 1.5, 65504.0, -2.25, 6e-8], dtype=np.float16)
    print(repr(h), h.dtype)
    print(repr(h + h), (h + h).dtype)
    print(repr(h * 2), repr(h / 3))
    print(repr(h + 1.0), (h + 1.0).dtype)
    print(repr(h + np.float32(1)), (h + np.float32(1)).dtype)
    print(repr(np.sqrt(np.abs(h))), repr(np.exp(h[:2])))
    with np.errstate(over="ignore"):
        print(repr(h * 10))
    print(repr(h.astype(np.float32)), repr(h.astype(np.int32)))
    print(str(h), h.tolist())
    print(repr(np.float16(1) / np.float16(3)), np.float16(0.1) + np.float16(0.2))
    print(repr(np.array([1, 2], dtype=np.float16) + np.array([1, 2], dtype=np.int8)))
    print(repr(np.array([1, 2], dtype=np.float16) + np.array([1, 2], dtype=np.int16)))


@program
def float16_reductions(np):
    h = (np.arange(1, 2049) / 1000).astype(np.float16)
    print(repr(h.sum()), h.sum().dtype)
    print(repr(h.mean()), h.mean().dtype)
    print(repr(h.max()), repr(h.min()), repr(h.argmax()))
    # (h.prod() of all 2048: NumPy multiplies in order and underflows to 0, the device's tree
    # overflows float32 partial products first: README)
    print(repr(h[:10].prod()), repr(h[1000:1010].prod()))
    print(repr(h.std()), repr(h.var()))
    # (float16 scans and sums over a non-contiguous axis: NumPy rounds each step to float16,
    # the device accumulates in float32 and rounds once, within float16's precision: README)
    c = np.cumsum(h[:8])
    print(c.dtype, c.shape, np.allclose(c, np.cumsum(h[:8].astype(np.float32)), rtol=2e-3, atol=0))
    print(repr(h.sum(dtype=np.float32)), repr(h.mean(dtype=np.float64)))
    m = h[:12].reshape(3, 4)
    s0 = m.sum(axis=0)
    print(s0.dtype, s0.shape, np.allclose(s0, m.astype(np.float32).sum(axis=0), rtol=2e-3, atol=0),
          repr(m.mean(axis=1)))
    print(repr(np.median(m)), repr(np.percentile(m, 30)))
    print(repr(np.linalg.norm(h[:5].astype(np.float32))))


@program
def complex64_basics(np):
    z = np.array([3 + 4j, -1 - 1j, 0j, 1j, -2 + 0j], dtype=np.complex64)
    print(repr(z), z.dtype)
    print(repr(np.abs(z)), np.abs(z).dtype)
    print(repr(np.angle(z)), repr(np.angle(z, deg=True)))
    print(repr(np.sqrt(z)), np.sqrt(z).dtype)
    print(repr(np.sqrt(np.array([-4.0, 4.0]) + 0j)))
    print(repr(z.real), repr(z.imag), repr(z.conj()))
    print(repr(z * 2), repr(z * 2.5), (z * 2.5).dtype, (z * np.float64(2.5)).dtype)
    print(repr(z + np.float64(1)), (z + np.array(1.0)).dtype)
    print(repr(np.sort(z)), repr(np.argsort(z)))
    print(repr(np.sort_complex(np.array([3, 1, 2]))))
    print(repr(z.sum()), repr(z.prod()), repr(z.mean()))
    print(str(z), z.tolist())
    print(repr(np.exp(z)), repr(np.log(z[:2])))
    print(repr(z.astype(np.complex128)))
    attempt(lambda: z.astype(np.float32))


@program
def complex_comparisons_and_nan_sort(np):
    z = np.array([1 + 2j, 1 + 1j, np.nan + 0j, 0 + np.nan * 1j, 1 - 1j, -1 + 5j])
    print(repr(np.sort(z)))
    print(repr(np.argsort(z, kind="stable")))
    print(repr(z.max()), repr(z.min()))
    w = np.array([1 + 2j, 1 + 1j, 2 + 0j])
    print(w > 1, w.max(), w.argmax(), np.maximum(w, 1 + 1.5j))
    print(repr(np.unique(np.array([1 + 1j, 1 + 1j, 2j, 2j, 0]))))


@program
def bool_arithmetic(np):
    b = np.array([True, False, True])
    print(repr(True + b), repr(b + b), repr(b * b), repr(b + 1), repr(b * 1.5))
    print(repr(b.sum()), repr(b.mean()), repr(np.cumsum(b)), repr(b.prod()))
    attempt(lambda: -b)
    attempt(lambda: b - b)
    attempt(lambda: np.subtract(b, b))
    attempt(lambda: np.negative(b))
    print(repr(~b), repr(np.invert(b)), repr(b ^ True), repr(np.logical_not(b)))
    print(repr(np.abs(b)), repr(b / b.astype(int).clip(1)))
    print(repr(b & np.array([1, 0, 3])), repr(b | 2))
    print(repr(np.add.reduce(b)), repr(np.logical_xor.reduce(b)), repr(np.maximum.reduce(b)))
    print(repr(b.astype(np.float16)), repr(np.array(True) + np.array(True)))
    print(repr(np.sum(b, dtype=bool)), repr(b.any()), repr(b.all()))


@program
def integer_division_negatives(np):
    a = np.array([7, -7, 7, -7, 0], dtype=np.int64)
    b = np.array([2, 2, -2, -2, 3], dtype=np.int64)
    print(repr(a // b), repr(a % b), repr(np.fmod(a, b)), repr(np.remainder(a, b)))
    print(repr(np.divmod(a, b)))
    print(repr(a // 3), repr(a % -3), repr(-7 // b), repr(-7 % b))
    i8 = np.array([-128, 127], dtype=np.int8)
    print(repr(i8 // np.int8(-1)), repr(i8 % np.int8(-1)))
    print(repr(np.array([-5, 5], dtype=np.uint8) if False else np.array([5, 250], dtype=np.uint8) // 7))
    print(repr(np.true_divide(a, b)), repr(a / 2), (a / b).dtype)


@program
def float_floordiv_mod_specials(np):
    x = np.array([5.5, -5.5, np.inf, -np.inf, np.nan, 0.0, -0.0, 1.0])
    y = np.array([2.0, 2.0, 2.0, 2.0, 2.0, 3.0, 3.0, np.inf])
    with np.errstate(all="ignore"):
        print(repr(x // y), repr(x % y), repr(np.fmod(x, y)))
        print(repr(np.divmod(x, y)))
        print(repr(x // 0), repr(x % 0), repr(np.fmod(x, 0.0)))
        print(repr(np.array([1.0, -1.0]) % np.inf), repr(np.array([1.0, -1.0]) // np.inf))
        print(repr(np.array([-1.0, 1.0]) % -np.inf), repr(np.array([-0.0]) % 5.0))
    r = np.array([5.0]) // np.array([0.0])
    print(repr(r))
    r = np.array([5.0]) % np.array([0.0])
    print(repr(r))


@program
def power_integer_negative_exponent(np):
    a = np.array([2, 3, 4])
    attempt(lambda: a ** -1)
    attempt(lambda: np.power(a, -2))
    attempt(lambda: np.power(a, np.array([1, -1, 2])))
    attempt(lambda: a ** 2)
    attempt(lambda: a ** 2.0)
    attempt(lambda: a ** -1.0)
    attempt(lambda: np.array([2], dtype=np.uint8) ** 9)
    attempt(lambda: np.int64(2) ** -1)
    attempt(lambda: np.array(0) ** -1)
    attempt(lambda: np.float_power(a, -1))
    attempt(lambda: np.power(np.array([0.0, -1.0, 2.0]), -0.5))
    attempt(lambda: np.array([1, -1]) ** np.array([-1, -1]))
    attempt(lambda: np.power(np.array([True, False]), 2))


@program
def float_to_int_casts(np):
    x = np.array([1.7, -1.7, np.nan, np.inf, -np.inf, 3e20])
    r = x.astype(np.int64)
    print(r.dtype, r.shape, repr(r[:2]))
    r = np.array([np.nan]).astype(np.int32)
    print(r.dtype)
    print(repr(np.array([1.9, -1.9, 255.5, 256.0]).astype(np.uint8)[:3]))
    print(repr(np.array([1.5, 2.5, -0.5]).astype(int)))
    print(repr(np.array([1e10]).astype(np.float16)), repr(np.array([70000.0]).astype(np.float16)))
    print(repr(np.array([3.9, -3.9], dtype=np.float16).astype(np.int8)))
    print(repr(np.array([True, False]).astype(np.float32)), repr(np.array([0.0, 0.5, np.nan]).astype(bool)))
    print(repr(np.array([1 + 2j]).real.astype(int)))


# ---- zero-size and 0-d arrays --------------------------------------------------------------------

@program
def empty_reductions_identities(np):
    e = np.array([])
    print(repr(e.sum()), repr(e.prod()), repr(np.add.reduce(e)), repr(np.multiply.reduce(e)))
    print(repr(np.logical_and.reduce(e)), repr(np.logical_or.reduce(e)), repr(e.any()), repr(e.all()))
    print(repr(np.bitwise_and.reduce(np.array([], dtype=np.uint8))), repr(np.bitwise_or.reduce(np.array([], dtype=int))))
    attempt(lambda: e.max())
    attempt(lambda: e.min())
    attempt(lambda: np.maximum.reduce(e))
    attempt(lambda: np.minimum.reduce(e))
    attempt(lambda: e.argmax())
    attempt(lambda: e.argmin())
    attempt(lambda: np.ptp(e))
    attempt(lambda: np.max(e, initial=-np.inf))
    attempt(lambda: np.maximum.reduce(e, initial=3.0))
    attempt(lambda: np.subtract.reduce(e))
    attempt(lambda: np.divide.reduce(e))
    attempt(lambda: np.power.reduce(e))
    m = np.zeros((0, 3))
    attempt(lambda: m.max(axis=0))
    attempt(lambda: m.max(axis=1))
    attempt(lambda: m.sum(axis=0))
    attempt(lambda: m.argmax(axis=1))
    attempt(lambda: m.argmax(axis=0))
    attempt(lambda: np.cumsum(m, axis=0))
    attempt(lambda: m.mean(axis=1))


@program
def empty_concat_stack(np):
    e = np.array([])
    print(repr(np.concatenate([e, e])), repr(np.concatenate([e, np.array([1, 2])])))
    print(repr(np.concatenate([np.zeros((0, 3)), np.ones((2, 3))])))
    print(repr(np.stack([e, e])), np.stack([e, e]).shape, np.stack([e, e], axis=1).shape)
    print(np.vstack([np.zeros((0, 2)), np.zeros((0, 2))]).shape, np.hstack([e, e]).dtype)
    print(repr(np.concatenate([np.array([], dtype=int), np.array([], dtype=np.int8)])))
    print(repr(np.concatenate([np.array([], dtype=np.uint8), np.array([1.5])])))
    attempt(lambda: np.concatenate([]))
    attempt(lambda: np.stack([]))
    attempt(lambda: np.concatenate([np.zeros((0, 3)), np.zeros((0, 2))]))
    attempt(lambda: np.concatenate([np.array(1), np.array(2)]))
    print(np.split(e, 3), np.array_split(np.arange(2), 3))


@program
def empty_index_arrays(np):
    a = np.arange(12).reshape(3, 4)
    attempt(lambda: a[[]])
    attempt(lambda: a[np.array([], dtype=int)])
    attempt(lambda: a[:, []])
    attempt(lambda: a[[], []])
    attempt(lambda: a[np.array([], dtype=bool)])
    attempt(lambda: a[np.zeros((3, 4), dtype=bool)])
    attempt(lambda: a[np.array([], dtype=float)])
    b = a.copy()
    b[[]] = 5
    b[np.array([], dtype=int)] += 1
    print(repr(b))
    attempt(lambda: np.take(a, []))
    attempt(lambda: np.zeros(0)[np.array([], dtype=int)])
    attempt(lambda: np.zeros(0)[0])
    attempt(lambda: np.zeros((0, 5))[:, 2])
    attempt(lambda: np.arange(3)[np.array([[], []], dtype=int)])


@program
def zero_d_arrays(np):
    z = np.array(5.0)
    print(repr(z), z.shape, z.ndim, z.size, repr(z[()]), repr(z[...]), repr(z + 1))
    attempt(lambda: len(z))
    attempt(lambda: z[0])
    attempt(lambda: iter(z))
    attempt(lambda: np.where(np.array(True)))
    attempt(lambda: np.where(np.array(False)))
    attempt(lambda: np.nonzero(np.array(3)))
    attempt(lambda: np.argwhere(np.array(1)))
    attempt(lambda: z + np.zeros((0, 2)))
    attempt(lambda: np.array(1) * np.zeros(0))
    attempt(lambda: z.item())
    attempt(lambda: np.arange(3).item())
    attempt(lambda: np.zeros(0).item())
    attempt(lambda: np.arange(6).reshape(2, 3).item(4))
    attempt(lambda: np.arange(6).reshape(2, 3).item((1, 2)))
    attempt(lambda: np.arange(6).item(9))
    attempt(lambda: z.reshape(1, 1))
    attempt(lambda: z.ravel())
    attempt(lambda: np.atleast_1d(z))
    attempt(lambda: z.sum(axis=0))
    attempt(lambda: z.sum(axis=None))
    attempt(lambda: np.sort(z))
    attempt(lambda: np.concatenate([z[None], z[None]]))
    attempt(lambda: np.array(3)[np.newaxis])
    attempt(lambda: np.array(3)[True])
    attempt(lambda: np.array(3)[np.array(True)])
    attempt(lambda: float(np.array([1.5])))
    attempt(lambda: int(np.array([[7]])))
    attempt(lambda: float(np.array([1.0, 2.0])))
    attempt(lambda: bool(np.array([])))
    attempt(lambda: bool(np.array([1, 2])))
    attempt(lambda: np.squeeze(z))


# ---- broadcasting and shape errors ----------------------------------------------------------------

@program
def broadcast_errors(np):
    attempt(lambda: np.ones((2, 3)) + np.ones((3, 2)))
    attempt(lambda: np.add(np.ones(3), np.ones(4), out=np.empty(3)))
    attempt(lambda: np.add(np.ones(3), np.ones(3), out=np.empty(4)))
    attempt(lambda: np.add(np.ones((2, 1)), np.ones(3), out=np.empty(3)))
    attempt(lambda: np.broadcast_arrays(np.ones(3), np.ones((2, 1))))
    attempt(lambda: np.broadcast_arrays(np.ones(3), np.ones(2)))
    attempt(lambda: np.broadcast_shapes((3,), (2, 1), ()))
    attempt(lambda: np.broadcast_shapes((3,), (4,)))
    attempt(lambda: np.broadcast_shapes())
    attempt(lambda: np.broadcast_to(np.ones(3), (2, 4)))
    attempt(lambda: np.broadcast_to(np.ones(3), (3, 1)))
    attempt(lambda: np.broadcast_to(np.arange(3), (2, 3)))
    b = np.broadcast_to(np.arange(3), (2, 3))
    print(b.flags.writeable, b.strides)
    attempt(lambda: b.__setitem__(0, 1))
    x, y = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
    print(x.shape, y.shape, x.strides, y.strides)  # (x.flags.writeable warns in NumPy)
    attempt(lambda: np.where(np.ones(2, bool), np.ones(3), 0))
    attempt(lambda: np.maximum(np.ones((2, 2)), np.ones((3,))))
    attempt(lambda: np.ones((2, 3)) @ np.ones(2))


@program
def reshape_resize_squeeze(np):
    a = np.arange(6)
    print(repr(a.reshape(2, 3, order="F")), repr(a.reshape((-1, 2), order="F")))
    print(repr(np.reshape(a, (3, -1), order="F")), repr(a.reshape(2, 3).reshape(-1, order="F")))
    attempt(lambda: a.reshape(-1, -1))
    attempt(lambda: a.reshape(4, -1))
    attempt(lambda: a.reshape(-2, 3))
    attempt(lambda: a.reshape((2, 3), order="K"))
    attempt(lambda: a.reshape(0, -1))
    attempt(lambda: np.zeros(0).reshape(0, -1))
    attempt(lambda: np.zeros(0).reshape(-1, 0))
    print(repr(np.resize(a, (2, 4))), repr(np.resize(a, 8)), repr(np.resize(np.array([]), 3)))
    print(repr(np.resize(a, 0)))
    attempt(lambda: np.resize(a, -1))
    b = np.arange(4)
    attempt(lambda: b.resize(6, refcheck=False))
    print(repr(b))
    c = np.zeros((1, 3, 1))
    print(np.squeeze(c).shape, np.squeeze(c, axis=0).shape, np.squeeze(c, axis=(0, 2)).shape)
    attempt(lambda: np.squeeze(c, axis=1))
    attempt(lambda: np.squeeze(c, axis=3))
    print(np.expand_dims(a, (0, 2)).shape, np.expand_dims(a, (-1, 0)).shape)
    attempt(lambda: np.expand_dims(a, (0, 0)))
    attempt(lambda: np.expand_dims(a, 3))


@program
def moveaxis_swapaxes_errors(np):
    a = np.zeros((2, 3, 4))
    print(np.moveaxis(a, 0, -1).shape, np.moveaxis(a, [0, 1], [-1, -2]).shape)
    attempt(lambda: np.moveaxis(a, 3, 0))
    attempt(lambda: np.moveaxis(a, [0, 0], [1, 2]))
    attempt(lambda: np.moveaxis(a, [0, 1], [2]))
    attempt(lambda: np.swapaxes(a, 0, 5))
    attempt(lambda: np.transpose(a, (0, 1)))
    attempt(lambda: np.transpose(a, (0, 1, 1)))
    attempt(lambda: a.transpose(2, 0, 3))
    attempt(lambda: np.rollaxis(a, 4))
    print(np.rollaxis(a, 2).shape, np.rollaxis(a, 2, 1).shape, np.swapaxes(a, -1, 0).shape)
    attempt(lambda: np.permute_dims(a, (2, 1, 0)))
    attempt(lambda: np.matrix_transpose(np.zeros(3)))
    attempt(lambda: np.flip(a, axis=(0, 0)))
    attempt(lambda: np.linalg.norm(a, axis=(0, 1, 2)))


# ---- indexing edge cases -------------------------------------------------------------------------

@program
def negative_steps_and_ellipsis(np):
    a = np.arange(24).reshape(2, 3, 4)
    print(repr(a[::-1, ::-2, ::-3]), a[::-1].strides, a[:, ::-2].flags.c_contiguous)
    print(repr(a[..., None, 1]), a[..., None, 1].shape, a[None, ..., None].shape)
    print(a[1, ..., ::-1].shape, a[..., 0].shape, a[np.newaxis, 0, np.newaxis].shape)
    print(repr(a[-1:-3:-1, 2]), repr(a[5:1:-1]), repr(a[:, 10:]))
    print(repr(np.arange(10)[8:2:-2]), repr(np.arange(10)[-1::-4]), repr(np.arange(10)[::-1][::-1]))
    attempt(lambda: a[..., 0, ...])
    attempt(lambda: a[::0])
    attempt(lambda: a[0, 0, 0, 0])
    attempt(lambda: a[0, 0, 0, ...])
    attempt(lambda: a[0, 0, 0, None])


@program
def bool_scalar_indexes(np):
    a = np.arange(3)
    attempt(lambda: a[True])
    attempt(lambda: a[False])
    attempt(lambda: a[np.True_])
    attempt(lambda: a[True, 0])
    attempt(lambda: a[..., True])
    attempt(lambda: a[None, False])
    b = a.copy()
    b[True] = 7
    print(repr(b))
    b[False] = 9
    print(repr(b))
    attempt(lambda: np.arange(6).reshape(2, 3)[np.array([True, False]), 1:])
    attempt(lambda: np.arange(6).reshape(2, 3)[[True, False, True]])
    attempt(lambda: np.arange(6).reshape(2, 3)[:, [True, False, True]])
    attempt(lambda: np.arange(6).reshape(2, 3)[np.ones((2, 3), bool)])
    attempt(lambda: np.arange(6).reshape(2, 3)[np.ones((2, 2), bool)])


@program
def mixed_advanced_basic(np):
    a = np.arange(120).reshape(2, 3, 4, 5)
    print(a[:, [0, 1], :, [0, 1]].shape)
    print(a[:, [0, 1], [2, 3], :].shape)
    print(a[[0, 1], :, [1, 2], :].shape)
    print(a[..., [0, 1]].shape, a[0, :, [1, 2]].shape, a[:, 0, [1, 2]].shape)
    print(a[[[0], [1]], :, [1, 2]].shape)
    print(a[1:, [2], 3:, [[4], [0]]].shape)
    print(a[None, [0, 1], None, 1].shape)
    print(repr(a[0, [0, 2], :, [1, 4]]))
    b = np.zeros((2, 3, 4))
    b[:, [0, 2], [1, 3]] = np.array([1, 2])
    print(repr(b.sum(axis=0)))
    b[0, :, [1, 2]] = np.arange(3)
    print(repr(b[0]))
    attempt(lambda: a[[0, 1], :, [1, 2, 3]])


@program
def ix_and_repeated_assignment(np):
    a = np.arange(20).reshape(4, 5)
    print(repr(a[np.ix_([0, 3], [1, 2, 4])]), repr(a[np.ix_([True, False, False, True], [0])]))
    ix = np.ix_([1, 2], [3, 4], [5])
    print([i.shape for i in ix], ix[0].dtype)
    print(repr(np.ix_()), [x.dtype for x in np.ix_([], [True])])
    attempt(lambda: np.ix_(np.zeros((2, 2), int)))
    b = np.zeros(5)
    b[[0, 0, 0, 3]] = [1, 2, 3, 4]
    print(repr(b))
    b[[1, 1]] += 1
    print(repr(b))
    b[np.array([4, 4, 4])] = np.array([7, 8, 9])
    print(repr(b))
    c = np.zeros((3, 3))
    c[[0, 2]] = np.array([1, 2, 3])
    c[[1, 1], [0, 0]] = [5, 6]
    print(repr(c))
    c[np.ix_([0, 2], [0, 2])] = [[10], [20]]
    print(repr(c))
    attempt(lambda: c.__setitem__(([0, 1],), np.ones((3, 3))))


@program
def take_put_modes(np):
    a = np.array([10, 20, 30, 40])
    print(repr(np.take(a, [-1, 5, 9], mode="wrap")), repr(np.take(a, [-1, 5, 9], mode="clip")))
    attempt(lambda: np.take(a, [5]))
    attempt(lambda: np.take(a, [5], mode="raise"))
    attempt(lambda: np.take(a, [-5]))
    attempt(lambda: np.take(a, [0], mode="bogus"))
    m = np.arange(12).reshape(3, 4)
    print(repr(np.take(m, [0, 2], axis=1)), repr(np.take(m, [[0, 1]], axis=0)), repr(np.take(m, 5)))
    attempt(lambda: np.take(m, [3], axis=0))
    attempt(lambda: np.take(m, [0], axis=2))
    b = a.copy()
    np.put(b, [0, 5, -7], [1, 2, 3], mode="wrap")
    print(repr(b))
    np.put(b, [10, -10], [8, 9], mode="clip")
    print(repr(b))
    attempt(lambda: np.put(b, [4], [0]))
    np.put(b, [0, 1, 2], 5)
    print(repr(b))
    np.put(b, [0, 1, 2, 3], [1, 2])
    print(repr(b))
    out = np.empty(3, dtype=int)
    print(repr(np.take(a, [0, 1, 7], mode="clip", out=out)), repr(out))


@program
def along_axis(np):
    a = np.array([[10, 30, 20], [60, 40, 50]])
    idx = np.argsort(a, axis=1)
    print(repr(np.take_along_axis(a, idx, axis=1)), repr(np.take_along_axis(a, idx[:, :1], axis=1)))
    print(repr(np.take_along_axis(a, np.argmax(a, axis=0)[None], axis=0)))
    print(repr(np.take_along_axis(a.ravel(), np.array([5, 0]), axis=None)))
    attempt(lambda: np.take_along_axis(a, np.array([0, 1]), axis=1))
    attempt(lambda: np.take_along_axis(a, idx.astype(float), axis=1))
    attempt(lambda: np.take_along_axis(a, idx + 3, axis=1))
    b = a.copy()
    np.put_along_axis(b, np.array([[0], [2]]), 99, axis=1)
    print(repr(b))
    np.put_along_axis(b, np.array([[1, 1, 0]]), [[-1, -2, -3]], axis=0)
    attempt(lambda: np.put_along_axis(b, np.array([[1, 1]]), [[-1, -2]], axis=0))
    print(repr(b))
    np.put_along_axis(b, np.array([0, 5]), [7, 8], axis=None)
    print(repr(b))


@program
def index_type_errors(np):
    a = np.arange(10)
    for ix in (1.0, np.float64(2), np.array(1.0), "1", None, [1.0, 2.0], np.array([1, 2], dtype=np.uint8),
               [True, 1], slice(1.0, 3), slice(None, None, 1.5), (1, 2), np.int8(-3), [[1, 2]], np.array([1], dtype=object)):
        attempt(lambda: a[ix])
    attempt(lambda: a[-11])
    attempt(lambda: a[np.array([-11, 0])])
    attempt(lambda: np.arange(6).reshape(2, 3)[np.array([0, 2])])
    attempt(lambda: np.arange(6).reshape(2, 3)[1, -4])
    attempt(lambda: np.arange(6).reshape(2, 3)[:, np.array([[3]])])


# ---- ufunc methods --------------------------------------------------------------------------------

@program
def add_reduce_variants(np):
    a = np.arange(24, dtype=float).reshape(2, 3, 4)
    print(repr(np.add.reduce(a, axis=None)), repr(np.add.reduce(a, axis=(0, 2))), repr(np.add.reduce(a, axis=())).__len__())
    print(repr(np.add.reduce(a, axis=1, keepdims=True)), repr(np.add.reduce(a, axis=-1, initial=100)))
    w = a > 5
    print(repr(np.add.reduce(a, axis=0, where=w)), repr(np.add.reduce(a, axis=None, where=w)))
    print(repr(np.maximum.reduce(a, axis=1, where=w, initial=-1)))
    attempt(lambda: np.maximum.reduce(a, axis=1, where=w))
    attempt(lambda: np.add.reduce(a, axis=(0, 0)))
    attempt(lambda: np.add.reduce(a, axis=3))
    attempt(lambda: np.minimum.reduce(a, axis=(0, 1)))
    attempt(lambda: np.subtract.reduce(a, axis=(0, 1)))
    print(repr(np.subtract.reduce(a, axis=2)), repr(np.divide.reduce(np.array([8.0, 2, 2]))))
    i = np.arange(5, dtype=np.int8) * 40
    print(repr(np.add.reduce(i)), repr(np.add.reduce(i, dtype=np.int8)), repr(i.sum()), i.sum().dtype)
    print(repr(np.add.reduce([1, 2, 3])), repr(np.multiply.reduce([[1, 2], [3, 4]], axis=1)))
    out = np.empty(4)
    print(repr(np.add.reduce(a, axis=(0, 1), out=out)), out is np.add.reduce(a, axis=(0, 1), out=out))


@program
def accumulate_outer(np):
    a = np.array([[1, 2, 3], [4, 5, 6]])
    print(repr(np.add.accumulate(a)), repr(np.add.accumulate(a, axis=1)), repr(np.multiply.accumulate(a, axis=1)))
    print(repr(np.maximum.accumulate(np.array([3, 1, 4, 1, 5, 9, 2]))), repr(np.subtract.accumulate([10, 1, 2])))
    print(repr(np.add.accumulate(a, dtype=float)), repr(np.logical_or.accumulate([False, True, False])))
    attempt(lambda: np.add.accumulate(a, axis=None))
    attempt(lambda: np.add.accumulate(np.array(5)))
    attempt(lambda: np.add.accumulate(a, axis=(0, 1)))
    print(repr(np.multiply.outer([1, 2, 3], [1, 10])), repr(np.multiply.outer(a, [1, -1]).shape))
    print(repr(np.subtract.outer(np.arange(3), np.arange(2))), repr(np.equal.outer([1, 2], [2, 1])))
    print(repr(np.add.outer(np.array(2), np.array([1, 2]))), repr(np.add.outer(2, 3)))
    attempt(lambda: np.divmod.outer([1, 2], [3]))
    attempt(lambda: np.add.accumulate(np.array([], dtype=float)))
    attempt(lambda: np.maximum.accumulate(np.zeros((0, 2)), axis=1))


@program
def ufunc_at_and_reduceat(np):
    a = np.zeros(5)
    np.add.at(a, [0, 1, 1, 1, 4, -1], 1)
    print(repr(a))
    b = np.arange(6).reshape(2, 3)
    np.add.at(b, (np.array([0, 0, 1]), np.array([2, 2, 0])), np.array([10, 20, 30]))
    print(repr(b))
    np.multiply.at(b, [0, 0], 2)
    print(repr(b))
    c = np.array([5, 5, 5])
    np.minimum.at(c, [0, 0, 2], [3, 1, 9])
    print(repr(c))
    np.negative.at(c, [1, 1])
    print(repr(c))
    attempt(lambda: np.add.at(np.zeros(3), [3], 1))
    attempt(lambda: np.add.at(np.zeros(3), [0, 1], [1, 2, 3]))
    attempt(lambda: np.add.at(np.zeros(3), [0.5], 1))
    x = np.array([4, 2, 7, 1, 9, 3, 8])
    print(repr(np.minimum.reduceat(x, [0, 3, 5])), repr(np.add.reduceat(x, [0, 4, 1, 5])))
    print(repr(np.add.reduceat(x, [6])), repr(np.maximum.reduceat(x, [3, 3, 0])))
    m = np.arange(16).reshape(4, 4)
    print(repr(np.add.reduceat(m, [0, 2], axis=1)), repr(np.multiply.reduceat(m, [0, 3])))
    attempt(lambda: np.add.reduceat(x, [7]))
    attempt(lambda: np.add.reduceat(x, [-1]))
    attempt(lambda: np.add.reduceat(x, []))
    print(repr(np.logical_and.reduce([[True, False], [True, True]], axis=0)), repr(np.logical_and.reduce([])))
    print(repr(np.logical_or.reduce(np.array([0, 2, 0]))), repr(np.logical_and.reduce(np.array([1.0, np.nan]))))


@program
def ufunc_attributes(np):
    for f in (np.add, np.subtract, np.multiply, np.maximum, np.minimum, np.logical_and, np.bitwise_xor,
              np.divmod, np.modf, np.sqrt, np.isnan, np.arctan2, np.hypot, np.logaddexp, np.power,
              np.matmul, np.frexp, np.gcd, np.fmax, np.copysign):
        print(f.__name__, f.nin, f.nout, f.nargs, repr(f.identity), f.signature, len(f.types) > 0)
    print(np.add.types[:5], np.sqrt.types[-3:], np.isnan.ntypes > 5)
    print(repr(np.add), str(np.sqrt), type(np.add).__name__, isinstance(np.add, np.ufunc))
    print(np.add.__doc__.splitlines()[0] if np.add.__doc__ else None)


@program
def ufunc_out_tuples_and_casting(np):
    a = np.array([1.5, -2.5, 3.25])
    q, r = np.empty(3), np.empty(3)
    res = np.divmod(a, 2, out=(q, r))
    print(res[0] is q, res[1] is r, repr(q), repr(r))
    m, e = np.frexp(a, out=(np.empty(3), np.empty(3, dtype=np.int32)))
    print(repr(m), repr(e))
    frac, whole = np.modf(a)
    print(repr(frac), repr(whole))
    attempt(lambda: np.divmod(a, 2, out=(q,)))
    attempt(lambda: np.add(a, 1, out=(np.empty(3), np.empty(3))))
    attempt(lambda: np.add(a, 1, out=np.empty(3, dtype=int)))
    attempt(lambda: np.add(a, 1, out=np.empty(3, dtype=int), casting="unsafe"))
    attempt(lambda: np.add(np.arange(3), 1.5, dtype=int))
    attempt(lambda: np.add(np.arange(3), 1, dtype=np.int8, casting="same_kind"))
    attempt(lambda: np.add(a, 1, casting="bogus"))
    attempt(lambda: np.sqrt(np.arange(3), dtype=np.int64))
    attempt(lambda: np.sqrt(a, dtype=np.float32))
    attempt(lambda: np.add(a, a, signature=(None, None, "f4")))
    attempt(lambda: np.add(np.array(["a"]), 1))
    attempt(lambda: np.add(np.arange(3), np.arange(3), out=np.empty(3, dtype=np.int8)))
    attempt(lambda: np.negative(np.arange(3), out=np.empty(3, dtype=np.uint8)))
    attempt(lambda: np.multiply(np.arange(3), 2, out=np.empty(3, dtype=bool)))
    attempt(lambda: np.less(a, 1, out=np.empty(3, dtype=np.int8)))
    attempt(lambda: np.add(a, 1, 2))
    attempt(lambda: np.add(a))
    attempt(lambda: np.add(a, 1, out=np.empty(3), foo=1))


# ---- sorting and searching -----------------------------------------------------------------------

@program
def sort_nans_ties(np):
    x = np.array([3.0, np.nan, 1.0, -np.inf, np.nan, 1.0, np.inf, 0.0, 2.0])
    # (no -0.0 beside 0.0: their order is NumPy's platform's, x86-simd-sort or its own)
    print(repr(np.sort(x, kind="stable")), repr(np.argsort(x, kind="stable")), repr(np.argsort(-x, kind="stable")))
    print(repr(np.sort(x, stable=True)[::-1]), repr(np.argmax(x)), repr(np.argmin(x)), repr(np.nanargmax(x)))
    print(repr(np.sort(x.astype(np.float16))), repr(np.sort(x.astype(np.float32), kind="mergesort")))
    t = np.array([2, 1, 2, 1, 2, 1, 0])
    print(repr(np.argsort(t, kind="stable")), repr(np.argsort(t, kind="mergesort")), repr(np.argsort(t, stable=True)))
    m = np.array([[3, 1, 2], [9, 7, 8]])
    print(repr(np.sort(m, axis=None)), repr(np.sort(m, axis=0)), repr(np.sort(m, descending=False) if False else np.sort(m)))
    attempt(lambda: np.sort(m, kind="bogus"))
    attempt(lambda: np.sort(m, stable=True, kind="quicksort"))
    print(repr(np.partition(np.array([5, 1, 4, 2, 3]), 2)[2]), repr(np.partition(x, 3)[3]))
    p = np.partition(np.array([9, 1, 8, 2, 7, 3]), (1, 4))
    print(p[1], p[4], sorted(p[:1]), sorted(p[2:4]))
    attempt(lambda: np.partition(np.arange(3), 3))
    attempt(lambda: np.partition(np.arange(3), -4))
    print(repr(np.sort(np.array([True, False, True]))), repr(np.sort(np.array([], dtype=int))))


@program
def unique_numpy2_rules(np):
    a = np.array([[1, 0, 1], [1, 0, 1], [2, 3, 4]])
    print(repr(np.unique(a)))
    u, inv = np.unique(a, return_inverse=True)
    print(repr(u), repr(inv), inv.shape)
    u, idx, inv, cnt = np.unique(a, axis=0, return_index=True, return_inverse=True, return_counts=True)
    print(repr(u), repr(idx), repr(inv), inv.shape, repr(cnt))
    u, inv = np.unique(a, axis=1, return_inverse=True)
    print(repr(u), repr(inv), inv.shape)
    f = np.array([1.0, np.nan, np.nan, 2.0, 1.0])
    print(repr(np.unique(f)), repr(np.unique(f, equal_nan=False)))
    print(repr(np.unique(f, return_counts=True)))
    r = np.unique_all(f)
    print(repr(r.values), repr(r.indices), repr(r.inverse_indices), repr(r.counts))
    print(repr(np.unique_values(np.array([3, 1, 3]))), repr(np.unique_counts(np.array([3, 1, 3]))))
    print(repr(np.unique_inverse(a)))
    print(repr(np.unique(np.array([]), return_inverse=True, return_counts=True)))
    attempt(lambda: np.unique(a, axis=2))
    print(repr(np.unique(np.array([-0.0, 0.0, 0.0]))), repr(np.unique(np.array([True, False, True]))))


@program
def searchsorted_sorter(np):
    a = np.array([40, 10, 30, 20])
    s = np.argsort(a)
    print(repr(np.searchsorted(a, [25, 10, 45], sorter=s)), repr(np.searchsorted(a, 30, side="right", sorter=s)))
    f = np.array([1.0, 2.0, np.nan, np.nan])
    print(repr(np.searchsorted(f, [np.nan, 2.0, 3.0])), repr(np.searchsorted(f, np.nan, side="right")))
    attempt(lambda: np.searchsorted(a, 1, sorter=[0, 1]))
    attempt(lambda: np.searchsorted(a, 1, side="middle"))
    attempt(lambda: np.searchsorted(np.ones((2, 2)), 1))
    print(repr(np.searchsorted([1, 2, 3], np.array([[1.5], [2.5]]))), repr(np.searchsorted([], 5)))
    print(repr(np.searchsorted(np.array([1, 2, 3], dtype=np.uint8), -1)), repr(np.searchsorted(np.arange(3), 1.5)))
    print(repr(np.digitize([0.5, 1.0, 2.5], [1, 2, 3], right=True)), repr(np.digitize([3, 1], [3, 2, 1])))


# ---- creation ------------------------------------------------------------------------------------

@program
def arange_edges(np):
    for args in ((0, 1, 0.1), (1, 0, -0.25), (10,), (0.5, 3), (5, 1), (0, 10, 3), (-3, 3, 1.5), (1, 2, 0.3)):
        attempt(np.arange, *args)
    attempt(np.arange, 5, dtype=np.float32)
    attempt(np.arange, 0, 5, 0.5, dtype=int)
    attempt(np.arange, 0, 1, 0)
    attempt(np.arange, 0, np.inf)
    attempt(np.arange, np.nan)
    attempt(np.arange, 3, dtype=np.uint8)
    attempt(np.arange, -3, dtype=np.uint8)
    attempt(np.arange, 0, 1, 0.1, dtype=np.float16)
    attempt(np.arange, np.int8(3))
    attempt(np.arange, 2**62, 2**62 + 3)
    attempt(np.arange, True)
    attempt(np.arange)
    attempt(lambda: np.arange(start=3))
    attempt(lambda: np.arange(stop=3))


@program
def linspace_edges(np):
    attempt(np.linspace, 0, 1, 5)
    attempt(np.linspace, 0, 1, 5, endpoint=False)
    attempt(np.linspace, 0, 1, 0)
    attempt(np.linspace, 0, 1, 1)
    attempt(np.linspace, 0, 1, 1, endpoint=False)
    attempt(np.linspace, 0, 1, 5, retstep=True)
    attempt(np.linspace, 0, 1, 1, retstep=True)
    attempt(np.linspace, 0, 1, 0, retstep=True)
    attempt(np.linspace, 2, 10, 5, dtype=int)
    attempt(np.linspace, 0, 1, -1)
    attempt(np.linspace, 0, 1, 2.5)
    attempt(np.linspace, [0, 1], [1, 3], 3)
    attempt(np.linspace, [0, 1], [1, 3], 3, axis=1)
    attempt(np.linspace, 0, 1j, 3)
    attempt(np.linspace, 5, 5, 3)
    attempt(np.logspace, 0, 3, 4)
    attempt(np.logspace, 0, 3, 4, base=2, dtype=int)
    attempt(np.geomspace, 1, 1000, 4)
    attempt(np.geomspace, -1, -1000, 4)
    attempt(np.geomspace, 0, 10, 3)
    attempt(np.linspace, np.float32(0), np.float32(1), 3)
    attempt(np.linspace, np.float16(0), 1, 3)


@program
def full_eye_tri(np):
    for v in (1, 1.5, True, 1 + 2j, np.int8(3), np.float32(2.5), [1, 2, 3], "x"):
        attempt(np.full, 3, v)
    attempt(np.full, (2, 2), 300, dtype=np.uint8)
    attempt(np.full, (2, 2), -1, dtype=np.uint8)
    attempt(np.full, 2, np.nan, dtype=int)
    attempt(np.full, (2, 3), [1, 2])
    attempt(np.full_like, np.arange(3), 2.7)
    attempt(np.full_like, np.arange(3), 2.7, dtype=float)
    attempt(np.eye, 3, k=1)
    attempt(np.eye, 2, 4, k=-1, dtype=int)
    attempt(np.eye, 3, k=5)
    attempt(np.eye, 0)
    attempt(np.eye, 3, dtype=bool)
    attempt(np.eye, 2, dtype=np.complex64, order="F")
    attempt(np.identity, 3, dtype=np.uint8)
    attempt(np.tri, 3, 4, k=1)
    attempt(np.tri, 3, dtype=int)
    attempt(np.tril, np.ones((3, 3)), -1)
    attempt(np.triu, np.arange(6).reshape(2, 3), 1)
    attempt(np.triu, np.arange(3))
    attempt(np.eye, -1)
    attempt(np.zeros, -1)
    attempt(np.empty, (2, -3))
    attempt(np.ones, 2.5)


@program
def fromfunction_and_nested(np):
    print(repr(np.fromfunction(lambda i, j: i + 10 * j, (2, 3))))
    print(repr(np.fromfunction(lambda i, j: i == j, (3, 3), dtype=int)))
    print(repr(np.array([[1, 2.5], [3, 4]])), repr(np.array([1, True, 2.0])), repr(np.array([1, 2 ** 40])))
    print(repr(np.array([1, 1j])), repr(np.array([[1], [2]], dtype=np.float32)))
    attempt(np.array, [[1, 2], [3]])
    attempt(np.array, [[1, 2], [3, [4]]])
    attempt(np.array, [1, [2, 3]])
    attempt(np.array, [[1, 2], 3])
    attempt(np.array, [[1, 2], [3]], dtype=object)
    attempt(np.array, [1, "a"])
    attempt(np.array, [1, None])
    attempt(np.array, [[], []])
    attempt(np.array, [[[]]])
    attempt(np.array, [3], ndmin=3)
    attempt(np.array, 3, ndmin=2)
    attempt(np.array, np.arange(3), ndmin=2, copy=False)
    attempt(np.array, [[1, 2]], ndmin=1)
    for r in (np.asarray(x for x in range(3)), np.array(iter([1, 2]))):  # (0-d object arrays)
        print(type(r).__name__, r.dtype, r.shape, type(r[()]).__name__)
    attempt(lambda: np.array(range(4)))
    attempt(lambda: np.fromiter((x * x for x in range(4)), dtype=float))
    attempt(lambda: np.array([np.float32(1), np.float16(2)]))
    attempt(lambda: np.array([np.int8(1), 300]))
    attempt(lambda: np.array([np.uint8(1), -1]))
    attempt(lambda: np.array(2**70))
    attempt(lambda: np.array([1.5], dtype=int))
    attempt(lambda: np.asarray([1.5, 2], dtype=np.int8))
    attempt(lambda: np.array("abc", dtype=float))


# ---- math ----------------------------------------------------------------------------------------

@program
def rounding(np):
    x = np.array([0.5, 1.5, 2.5, -0.5, -1.5, 2.675, 1234.5678, -1e-3])
    print(repr(np.round(x)), repr(np.round(x, 2)), repr(np.round(x, -1)), repr(np.round(x, -2)))
    print(repr(np.around(np.array([15, 25, -35, 149]), -1)), repr(np.round(np.array([15, 25], dtype=np.int8), -1)))
    print(repr(np.round(np.array([1, 2, 3]), 2)), np.round(np.array([1, 2, 3]), 2).dtype, repr(np.round(np.int64(1234), -2)))
    print(repr(np.round(np.float16(2.5))), repr(np.round(np.array([1.25, 1.35], dtype=np.float32), 1)))
    print(repr(np.round(np.array([1.5 + 2.5j, -0.5 - 3.5j]))), repr(np.rint(x)), repr(np.fix(x)))
    print(repr(round(np.float64(2.5))), repr(round(np.float64(2.675), 2)), type(round(np.float64(2.5))).__name__)
    print(repr(np.round(np.array([True, False]))), repr(np.round(np.uint8(255), -1)))
    print(repr(np.floor(np.array([-1.5, 1.5]))), repr(np.ceil(np.array([-0.5]))), repr(np.trunc(np.array([-2.7]))))
    print(repr(np.floor(np.array([1, 2]))), np.floor(np.array([1, 2])).dtype, repr(np.ceil(np.array([True]))))


@program
def divide_by_zero_warnings(np):
    a = np.array([1, -1, 0])
    print(repr(a // 0), repr(a % 0), repr(np.floor_divide(a, np.array([0, 0, 0]))))
    print(repr(np.divmod(a, 0)))
    print(repr(a / 0))
    print(repr(np.array([1.0]) // 0.0), repr(np.array([0.0]) / 0.0))
    print(repr(np.fmod(a, 0)), repr(np.remainder(a, 0)))
    print(repr(np.array([-128], dtype=np.int8) // -1))
    print(repr(np.int64(1) // 0), repr(np.float64(1) / 0))
    with np.errstate(divide="raise"):
        attempt(lambda: a // 0)
        attempt(lambda: np.array([1.0]) / 0)


@program
def fmod_remainder_signs(np):
    a = np.array([-7, -3, 3, 7])
    b = np.array([3, -2, -2, -3])
    print(repr(np.fmod(a, b)), repr(np.remainder(a, b)), repr(np.mod(a, b)))
    x = np.array([-7.5, -0.0, 7.5, 2.0])
    print(repr(np.fmod(x, 2)), repr(np.remainder(x, -2)), repr(np.mod(x, 2.0)))
    print(repr(np.fmod(np.float32(-7.5), np.float32(2))), repr(np.remainder(np.float16(-7.5), 2)))
    print(repr(np.fmod(np.array([-7], dtype=np.int8), np.int8(3))), repr(np.remainder(np.uint8(7), 3)))


@program
def float_bits(np):
    print(repr(np.nextafter(1.0, 2.0)), repr(np.nextafter(np.float32(1), np.float32(0))), repr(np.nextafter(0.0, -1.0)))
    print(repr(np.nextafter(np.array([1.0, 0.0], dtype=np.float16), 2)))
    print(repr(np.spacing(np.array([1.0, 0.0, -1.0, 1e300]))), repr(np.spacing(np.float32(1))), repr(np.spacing(np.float16(1))))
    m, e = np.frexp(np.array([8.0, 0.5, 0.0, -3.0, np.inf, np.nan]))
    print(repr(m), repr(e), e.dtype)
    m, e = np.frexp(np.array([3.0], dtype=np.float16))
    print(repr(m), repr(e))
    print(repr(np.ldexp(np.array([1.0, 0.5]), np.array([3, -1]))), repr(np.ldexp(np.float32(1), 4)))
    print(repr(np.ldexp(1.0, np.array([1024, -1080]))), repr(np.ldexp(np.array([1.0], dtype=np.float16), 20)))
    attempt(lambda: np.ldexp(np.array([1.0]), np.array([1.5])))
    print(repr(np.copysign(np.array([1.0, 2.0]), np.array([-0.0, -1.0]))), repr(np.signbit(np.array([-0.0, 0.0, -np.nan]))))
    print(repr(np.finfo(np.float16).eps), repr(np.finfo(np.float32).tiny), repr(np.iinfo(np.uint16).max))


@program
def gcd_lcm_cbrt(np):
    print(repr(np.gcd(np.array([12, -18, 0, 0]), np.array([8, 12, 5, 0]))), repr(np.lcm(np.array([4, -6, 0]), np.array([6, 4, 3]))))
    print(repr(np.gcd.reduce(np.array([12, 18, 30]))), repr(np.lcm.reduce(np.array([2, 3, 4]))), repr(np.gcd(np.int8(-128), np.int8(0))))
    print(repr(np.gcd(np.uint8(12), 8)), repr(np.lcm(np.array([2**40]), 3)))
    attempt(lambda: np.gcd(np.array([1.0]), 2))
    print(repr(np.cbrt(np.array([-8.0, 27.0, 0.0, -0.0, np.inf]))), repr(np.cbrt(np.array([8], dtype=np.int8))), repr(np.cbrt(np.float32(-27))))
    print(repr(np.sinc(np.array([0.0, 0.5, 1.0, -1.5]))), repr(np.sinc(np.float32(0.5))), repr(np.sinc(np.array([0, 1]))))
    print(repr(np.i0(np.array([0.0, 1.0, -2.5, 10.0]))), repr(np.i0(np.array([1]))), repr(np.i0(0.5)))
    attempt(lambda: np.i0(np.array([1 + 1j])))


@program
def unwrap_interp_period(np):
    ph = np.array([0.0, 3.0, 6.0, 9.0, 12.0, -1.0])
    print(repr(np.unwrap(ph)), repr(np.unwrap(ph, discont=4)), repr(np.unwrap(np.array([0, 350, 10]), period=360)))
    print(repr(np.unwrap(np.array([[0.0, 4.0], [7.0, 1.0]]), axis=0)), repr(np.unwrap(np.array([1, 5, 3]), period=4)))
    xp = np.array([190, -190, 350, -350])
    fp = np.array([5.0, 10.0, 3.0, 4.0])
    print(repr(np.interp(np.array([-180, -170, 0, 170, 185, 360]), xp, fp, period=360)))
    print(repr(np.interp(2.5, [1, 2, 3], [3, 2, 0])), repr(np.interp([0, 4], [1, 2, 3], [3, 2, 0], left=-1, right=9)))
    print(repr(np.interp(1.5, [1, 2], [1j, 2 + 2j])), repr(np.interp(np.array([1.5], dtype=np.float32), [1, 2], [1, 2])))
    attempt(lambda: np.interp(1, [1, 2], [1, 2, 3]))
    attempt(lambda: np.interp(1, [], []))
    attempt(lambda: np.interp(1, [1, 2], [1, 2], period=0))


@program
def polyfit_polyval(np):
    x = np.array([0.0, 1.0, 2.0, 3.0, 4.0])
    y = 2 * x ** 2 - 3 * x + 1
    c = np.polyfit(x, y, 2)
    print(repr(np.round(c, 10) + 0.0))
    print(repr(np.polyval([1, -3, 2], np.array([0, 1, 2, 3]))), repr(np.polyval(np.array([1.5]), 10)))
    print(repr(np.polyval([1, 2], np.array([[1, 2]], dtype=np.float32))), repr(np.polyval([], 3)))
    c, res, rank, sv, rc = np.polyfit(x, y + np.array([0.1, -0.1, 0.1, -0.1, 0.1]), 1, full=True)
    print(np.round(c, 8), np.round(res, 8), rank, np.round(sv, 8))
    c2, cov = np.polyfit(x, y + np.array([0.1, -0.1, 0.1, -0.1, 0.1]), 1, cov=True)
    print(np.round(cov, 8))
    c3 = np.polyfit(x, np.stack([y, -y], axis=1), 1)
    print(c3.shape, np.round(c3, 8))
    attempt(lambda: np.polyfit(x, y, -1))
    attempt(lambda: np.polyfit(x, y[:3], 1))
    attempt(lambda: np.polyfit([], [], 1))
    print(repr(np.roots([1, -3, 2])), repr(np.poly([1, 2])), repr(np.polyder([1, 2, 3])), repr(np.polyint([2, 2])))


@program
def convolve_cross_trapezoid(np):
    a = np.array([1, 2, 3])
    v = np.array([0, 1, 0.5])
    for mode in ("full", "same", "valid"):
        print(mode, repr(np.convolve(a, v, mode=mode)), repr(np.correlate(a, v, mode=mode)))
    print(repr(np.convolve([1, 2], [1, 2, 3, 4], "same")), repr(np.convolve([1, 2], [1, 2, 3, 4], "valid")))
    print(repr(np.convolve(np.array([1j, 2]), [1, 1])), repr(np.correlate([1, 2j], [1j, 1], "full")))
    attempt(lambda: np.convolve([], [1, 2]))
    attempt(lambda: np.convolve([1, 2], [1], mode="bogus"))
    attempt(lambda: np.convolve(np.ones((2, 2)), [1]))
    print(repr(np.cross([1, 2, 3], [4, 5, 6])), repr(np.cross(np.eye(3), np.array([1, 0, 0]))))
    attempt(lambda: np.cross([1, 2], [3, 4]))
    attempt(lambda: np.cross([1, 2], [3, 4, 5]))
    attempt(lambda: np.cross([1, 2, 3, 4], [1, 2, 3]))
    print(repr(np.trapezoid([1, 2, 3])), repr(np.trapezoid([1, 2, 3], x=[0, 1, 4])), repr(np.trapezoid([1, 2, 3], dx=0.5)))
    print(repr(np.trapezoid(np.arange(6).reshape(2, 3), axis=0)), repr(np.trapezoid(np.array([1]))), repr(np.trapezoid([])))
    print(repr(np.trapezoid(np.array([True, True]))), repr(np.trapezoid(np.array([1, 2], dtype=np.float32))))


# ---- found while writing the programs above ------------------------------------------------------

@program
def power_operator_dtypes(np):
    for dt in ("int64", "uint8", "bool", "float32", "complex64"):
        a = np.array([0, 1, 2], dtype=dt)
        for e in (2, 2.0, 0.5, np.int64(2), np.float64(0.5), 3):
            with np.errstate(all="ignore"):
                attempt(lambda: a ** e)
    b = np.arange(3)
    attempt(lambda: b.__ipow__(2.0))
    c = np.arange(3.0)
    c **= 0.5
    print(repr(c))


@program
def generic_scalars_with_python_scalars(np):
    attempt(lambda: np.float16(1.5) + 2)
    attempt(lambda: np.add(np.float16(1.5), 2))
    attempt(lambda: np.remainder(np.uint8(7), 3))
    attempt(lambda: np.maximum(np.int8(-3), 5))
    attempt(lambda: np.multiply(np.float32(0.1), 3.0))
    attempt(lambda: np.add(np.uint8(200), 100))
    attempt(lambda: np.add(3, 2))
    attempt(lambda: np.true_divide(np.int16(7), 2))
    attempt(lambda: np.hypot(np.float16(3), 4))


@program
def shape_argument_errors(np):
    for s in (2.5, None, True, np.float64(2), [2, 2.5], (2, None), range(2, 4), [], np.int8(3)):
        attempt(lambda: np.zeros(s).shape)
        attempt(lambda: np.arange(6).reshape(s).shape)
    attempt(lambda: np.arange(6).reshape())
    attempt(lambda: np.empty_like(np.ones(2), shape=2.5))


@program
def object_data_from_lists(np):
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (gpnumpy's FallbackWarning)
        for f in (lambda: np.array([1, None]), lambda: np.array([2**64, 1]), lambda: np.full(2, 2**70),
                  lambda: np.array([1, 2**70]) + 1):
            r = f()
            print(type(r).__name__, r.dtype, r.shape, r.tolist())


@program
def ufunc_where_without_out(np):
    a = np.arange(4.0)
    m = np.array([True, False, True, False])
    r = np.add(a, 1, where=m)
    print(r[m])
    r = np.add(a, 1, out=None, where=m)
    print(r[m], np.add(a, 1, where=True))
    out = np.zeros(4)
    print(np.sqrt(a, out=out, where=m), out)
