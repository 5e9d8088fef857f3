"""Programs on type promotion, casting and integer arithmetic as real code meets them: NEP 50 weak
Python scalars beside every array dtype, NumPy scalars beside arrays and each other, mixed
int/uint promotion, bool arithmetic, in-place ops and casting=, astype's casting and copy, casts
of nan/inf/out-of-range floats and of complex values, integer division/modulo/power/shifts at
their edges, overflow in reductions with dtype=, result_type/promote_types/can_cast/
min_scalar_type, dtype= and signature= of ufuncs, errstate, and the errors of bad arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import warnings

from .runner import attempt, collection


PROGRAMS, program = collection()

_INTS = ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64")
_ALL = ("bool",) + _INTS + ("float16", "float32", "float64", "complex64", "complex128")


# ---- NEP 50: Python scalars beside arrays --------------------------------------------------------

@program
def cast_python_int_beside_every_dtype(np):
    for name in _ALL:
        a = np.array([1, 0, 1], dtype=name)
        r = attempt(lambda: a + 1)
        if r is not None:
            print(name, "->", r.dtype)
        attempt(lambda: (a * 2).dtype)


@program
def cast_python_float_complex_beside_every_dtype(np):
    for name in _ALL:
        a = np.array([1, 2], dtype=name)
        print(name, (a + 1.5).dtype, (a * 2j).dtype, (1.5 - a).dtype, (a / 2).dtype)


@program
def cast_out_of_range_python_int(np):
    for name in _INTS:
        a = np.array([1, 2], dtype=name)
        attempt(lambda: a + 300)
        attempt(lambda: a + (-1))
        attempt(lambda: a * 2**40)
        attempt(lambda: a - 2**64)
    attempt(lambda: np.array([1], dtype=np.uint8) + 255)
    attempt(lambda: np.array([1], dtype=np.uint8) + 256)
    attempt(lambda: np.uint8(3) + 300)
    attempt(lambda: np.int8(3) * 1000)
    attempt(lambda: np.array([1.5], dtype=np.float16) + 10**6)
    attempt(lambda: np.array([True]) + 10**30)


@program
def cast_python_int_comparisons_out_of_range(np):
    a = np.array([0, 100, 255], dtype=np.uint8)
    print(a < 300, a == -1, a > -5, a != 1000)
    b = np.array([-128, 0, 127], dtype=np.int8)
    print(b >= 128, b < 2**70, np.equal(b, -129), np.maximum(b, 5).dtype)
    attempt(lambda: np.maximum(b, 300))
    attempt(lambda: np.where(b > 0, b, 1000))
    attempt(lambda: np.where(b > 0, b, 7).dtype)
    attempt(lambda: np.clip(b, -1000, 1000))


@program
def cast_uint8_image_brightness(np):
    img = np.array([[10, 200], [250, 0]], dtype=np.uint8)
    print(repr(img + 10), repr(img * 2), repr(img - 20))
    print(repr(img + np.uint8(10)), repr((img.astype(np.int16) + 10).clip(0, 255)))
    print(repr(img / 255), (img / 255).dtype, repr(img // 3), repr(img * 1.5))
    print(repr(np.clip(img.astype(np.int32) * 2, 0, 255).astype(np.uint8)))
    attempt(lambda: img + 256)
    attempt(lambda: img - (-1))


# ---- NumPy scalars -------------------------------------------------------------------------------

@program
def cast_numpy_scalar_overflow_warnings(np):
    for f in (lambda: np.int8(100) + np.int8(100), lambda: np.uint8(0) - np.uint8(1),
              lambda: np.int16(300) * np.int16(300), lambda: np.int64(2**62) * np.int64(4),
              lambda: -np.int8(-128), lambda: abs(np.int8(-128)),
              lambda: np.int32(-2**31) // np.int32(-1), lambda: np.uint64(0) - np.uint64(1),
              lambda: np.int8(10) ** np.int8(3)):
        r = attempt(f)
        if r is not None:
            print(type(r).__name__)


@program
def cast_numpy_scalar_with_python_scalars(np):
    attempt(lambda: np.uint8(0) - 1)
    attempt(lambda: np.uint8(255) + 1)
    attempt(lambda: np.int8(127) + 1)
    attempt(lambda: np.float32(1.5) + 1.5)
    attempt(lambda: np.float32(1.5) * 2j)
    attempt(lambda: np.int32(7) / 2)
    attempt(lambda: np.int16(7) // 2.0)
    attempt(lambda: np.float16(60000) * 2)
    attempt(lambda: np.float16(1) + 1e6)
    attempt(lambda: 3 - np.uint16(5))
    attempt(lambda: True + np.int8(3))
    attempt(lambda: np.bool_(True) + np.bool_(True))


@program
def cast_numpy_scalar_beside_array(np):
    a = np.arange(4, dtype=np.int8)
    for s in (np.int64(1), np.uint8(1), np.float32(1), np.float64(1), np.int16(1),
              np.complex64(1), np.bool_(True), np.uint64(1)):
        print(type(s).__name__, (a + s).dtype, (s * a).dtype, (a > s).dtype)
    f = np.ones(2, dtype=np.float32)
    print((f + np.float64(1)).dtype, (f + np.int64(1)).dtype, (f + np.float16(1)).dtype)
    attempt(lambda: a + np.int64(1000))


@program
def cast_zero_dim_arrays_are_not_weak(np):
    a = np.arange(3, dtype=np.uint8)
    print((a + np.array(1)).dtype, (a + np.array(300)).dtype, (a + np.array(1.0)).dtype)
    print((a + np.array(1, dtype=np.uint8)).dtype, (np.float32(1) + np.array(1.0)).dtype)
    print(repr(np.array(200, dtype=np.uint8) + np.array(100, dtype=np.uint8)))
    print(type(np.array(200, dtype=np.uint8) + 1).__name__)


@program
def cast_numpy_scalars_together(np):
    pairs = [(np.int8(1), np.uint8(1)), (np.int64(1), np.uint64(1)), (np.int32(1), np.float32(1)),
             (np.int16(1), np.float16(1)), (np.uint32(1), np.float32(1)),
             (np.int64(1), np.complex64(1)), (np.bool_(True), np.float16(1))]
    for x, y in pairs:
        r = x + y
        print(type(x).__name__, type(y).__name__, type(r).__name__, repr(r))


# ---- int/uint and bool ---------------------------------------------------------------------------

@program
def cast_mixed_int_uint_promotion(np):
    i64 = np.array([-1, 2], dtype=np.int64)
    u64 = np.array([2**63, 1], dtype=np.uint64)
    r = i64 + u64
    print(repr(r), r.dtype)
    print((np.array([1], np.int8) + np.array([1], np.uint8)).dtype,
          (np.array([1], np.int16) + np.array([1], np.uint32)).dtype,
          (np.array([1], np.int32) * np.array([1], np.uint64)).dtype)
    print(repr(u64 // np.array([3, 1], np.int64)), repr(u64 % 7), repr(u64 > i64))
    print(repr(np.array([2**64 - 1], np.uint64) == -1), repr(np.array([2**64 - 1], np.uint64)))


@program
def cast_bool_arithmetic(np):
    t = np.array([True, False, True])
    f = np.array([False, False, True])
    print(repr(t + f), repr(t * f), repr(t * 3), repr(t + 1.5), repr(np.sum(t)), np.sum(t).dtype)
    print(repr(t / f), repr(t.mean()), repr(t.cumsum()), repr(np.add(t, f, dtype=np.int8)))
    attempt(lambda: t - f)
    attempt(lambda: -t)
    attempt(lambda: np.negative(t))
    attempt(lambda: np.subtract(t, True))
    attempt(lambda: t - 1)
    print(repr(~t), repr(t ^ f), repr(np.abs(t)), repr(t ** 2), repr(t // t))


# ---- in-place ops and out=/casting= --------------------------------------------------------------

@program
def cast_inplace_same_kind(np):
    a = np.arange(4)
    attempt(lambda: a.__iadd__(1.5))
    a += 2
    print(repr(a))
    b = np.arange(4, dtype=np.int8)
    b += np.int64(5)
    b *= 30
    print(repr(b))
    u = np.arange(3, dtype=np.uint8)
    attempt(lambda: u.__isub__(np.array([1, 1, 1], np.int16)))
    attempt(lambda: u.__iadd__(-1))
    f = np.ones(3, dtype=np.float32)
    f += np.float64(0.1)
    f /= 3
    print(repr(f))
    attempt(lambda: f.__iadd__(1j))
    c = np.arange(3)
    attempt(lambda: c.__itruediv__(2))
    c //= 2
    print(repr(c))


@program
def cast_inplace_matmul(np):
    def imatmul(a, b):
        x = a
        x @= b
        return x, x is a

    m = np.arange(4, dtype=np.int8).reshape(2, 2)
    attempt(lambda: imatmul(m.copy(), m))
    attempt(lambda: imatmul(m.copy(), np.eye(2)))
    attempt(lambda: imatmul(m.astype(np.float32), np.eye(2)))
    attempt(lambda: imatmul(np.ones(2), np.eye(2)))
    attempt(lambda: imatmul(np.ones((2, 2)), np.ones(2)))
    attempt(lambda: imatmul(np.ones((2, 3)), np.ones((3, 3))))
    attempt(lambda: imatmul(np.ones((2, 2)), np.ones((3, 2, 2))))
    attempt(lambda: imatmul(np.ones((3, 2, 2)), np.eye(2) * 2))


@program
def cast_ufunc_out_casting(np):
    a = np.array([1.7, -2.2, 3.9])
    out = np.zeros(3, dtype=np.int32)
    attempt(lambda: np.add(a, 1, out=out))
    attempt(lambda: np.add(a, 1, out=out, casting="unsafe"))
    print(repr(out))
    attempt(lambda: np.add(a, 1, out=np.zeros(3, np.float32)))
    attempt(lambda: np.add(a, 1, out=np.zeros(3, np.float32), casting="safe"))
    attempt(lambda: np.multiply(np.arange(3), 2, out=np.zeros(3, np.int8), casting="same_kind"))
    attempt(lambda: np.multiply(np.arange(3), 2, out=np.zeros(3, np.int8), casting="safe"))
    attempt(lambda: np.add(a, 1, casting="no"))
    attempt(lambda: np.add(a, a, casting="no"))
    attempt(lambda: np.add(np.arange(3, dtype=np.int8), 1, casting="equiv"))
    attempt(lambda: np.add(a, 1, casting="wrong"))
    attempt(lambda: np.add(a, 1, out=np.zeros(3, bool), casting="unsafe"))


@program
def cast_ufunc_dtype_argument(np):
    a = np.array([100, 100], dtype=np.int8)
    attempt(lambda: np.add(a, a, dtype=np.int16))
    attempt(lambda: np.add(a, a, dtype=np.float32))
    attempt(lambda: np.add(a, 1.5, dtype=np.int8))
    attempt(lambda: np.add(a, 1.5, dtype=np.int8, casting="unsafe"))
    attempt(lambda: np.multiply(a, a, dtype="u1", casting="unsafe"))
    attempt(lambda: np.sqrt(np.array([4, 9]), dtype=np.float32))
    attempt(lambda: np.sqrt(np.array([4, 9]), dtype=np.int64))
    attempt(lambda: np.true_divide(np.arange(3), 2, dtype=np.int64))
    attempt(lambda: np.negative(np.arange(3, dtype=np.uint8), dtype=np.int16))
    attempt(lambda: np.add(a, a, dtype="bogus"))
    attempt(lambda: np.add(200, 100, dtype=np.uint8))
    attempt(lambda: np.add(300, 1, dtype=np.uint8))
    attempt(lambda: np.multiply(2, 3.5, dtype=np.float16))


@program
def cast_ufunc_signature_argument(np):
    a = np.array([1, 2, 3], dtype=np.int32)
    attempt(lambda: np.add(a, a, signature=(np.float64, np.float64, np.float64)))
    attempt(lambda: np.add(a, a, signature=(None, None, np.float32)))
    attempt(lambda: np.add(a, a, signature="dd->d"))
    attempt(lambda: np.add(a, 1.5, signature=(np.int32, np.int32, np.int32)))
    attempt(lambda: np.add(a, a, signature=(np.int8, np.int8, np.int8)))
    attempt(lambda: np.add(a, a, signature=(np.int32, np.int32)))
    attempt(lambda: np.add(a, a, dtype=np.float64, signature=(None, None, np.float64)))


# ---- astype --------------------------------------------------------------------------------------

@program
def cast_astype_casting_kinds(np):
    a = np.array([1, 2, 300], dtype=np.int64)
    for dt in (np.int8, np.int32, np.float32, np.float64, np.uint64, np.bool_, np.complex64):
        for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
            r = attempt(lambda: a.astype(dt, casting=casting))
            if r is not None:
                print(dt.__name__, casting, r.dtype)
    attempt(lambda: a.astype(np.int64, casting="no", copy=False) is a)
    attempt(lambda: a.astype(">i8", casting="no"))
    # (gpnumpy's device holds native byte order: the '>i8' result is printed by its values)
    attempt(lambda: a.astype(">i8", casting="equiv").tolist())


@program
def cast_astype_copy_semantics(np):
    a = np.arange(5, dtype=np.int32)
    b = a.astype(np.int32, copy=False)
    c = a.astype(np.int32)
    print(b is a, c is a, np.shares_memory(c, a))
    d = a.astype(np.int64, copy=False)
    d[0] = 100
    print(repr(a), repr(d))
    print(a.astype("i4", copy=False) is a, a.astype(np.dtype("int32"), copy=False) is a)
    attempt(lambda: a.astype(np.int32, copy=None) is a)
    attempt(lambda: a.astype(np.int32, casting=None))


@program
def cast_float_to_int_nan_inf(np):
    a = np.array([np.nan, np.inf, -np.inf, 1.5, -2.7, 1e20])
    for dt in ("int8", "int32", "int64", "uint8", "uint64"):
        r = attempt(lambda: a.astype(dt))
        if r is not None:
            print(dt, r.dtype, r.shape)
    print(repr(np.array([1.9, -1.9, 0.5, -0.5]).astype(np.int64)))
    print(repr(np.array([255.9, 256.0, -1.0]).astype(np.uint8)[:1]))
    attempt(lambda: np.int64(np.float64(np.nan)))
    attempt(lambda: int(np.float64(np.inf)))
    attempt(lambda: np.array(np.nan).astype(np.int32) * 0)


@program
def cast_float_to_int_in_range_ok(np):
    a = np.array([0.0, 127.0, -128.0, 3.99])
    print(repr(a.astype(np.int8)), repr(a.astype(np.int16)))
    print(repr(np.array([1e10]).astype(np.int64)), repr(np.array([65535.0]).astype(np.uint16)))
    with np.errstate(invalid="ignore"):
        r = np.array([np.nan, 2.0]).astype(np.int64)
        print(r.dtype, r[1])
    with np.errstate(invalid="raise"):
        attempt(lambda: np.array([np.nan, 2.0]).astype(np.int64))
        attempt(lambda: np.array([3.0, 2.0]).astype(np.int64))


@program
def cast_float_narrowing_overflow(np):
    a = np.array([1e5, 1e300, -1e300, 65504.0, 65520.0])
    attempt(lambda: a.astype(np.float16))
    attempt(lambda: a.astype(np.float32))
    attempt(lambda: np.float16(1e5))
    attempt(lambda: np.float32(1e300))
    attempt(lambda: np.array([1e300], dtype=np.float32))
    attempt(lambda: np.asarray(np.array([1e39]), dtype=np.float32))
    with np.errstate(over="raise"):
        attempt(lambda: a.astype(np.float16))
    with np.errstate(over="ignore"):
        attempt(lambda: a.astype(np.float32))
    print(repr(np.array([1e-50]).astype(np.float32)), repr(np.array([1e-8]).astype(np.float16)))


@program
def cast_complex_to_real(np):
    z = np.array([1 + 2j, -3.5 - 1j, 4 + 0j])
    attempt(lambda: z.astype(np.float64))
    attempt(lambda: z.astype(np.int32))
    attempt(lambda: z.astype(np.bool_))
    attempt(lambda: z.astype(np.float64, casting="same_kind"))
    attempt(lambda: float(np.complex128(1 + 2j)))
    attempt(lambda: int(np.complex64(3 + 0j)))
    attempt(lambda: np.float64(np.complex128(2 + 1j)))
    out = np.zeros(3)
    attempt(lambda: np.add(z, 1, out=out))
    attempt(lambda: np.add(z, 1, out=out, casting="unsafe"))
    attempt(lambda: np.asarray(z, dtype=np.float32))
    r = np.zeros(3)
    attempt(lambda: r.__setitem__(slice(None), z))
    print(repr(r))
    attempt(lambda: z.real.astype(np.int8))


@program
def cast_setitem_casts(np):
    a = np.zeros(4, dtype=np.int8)
    a[0] = 127
    attempt(lambda: a.__setitem__(1, 128))
    attempt(lambda: a.__setitem__(1, -129))
    a[2] = 3.9
    attempt(lambda: a.__setitem__(3, np.nan))
    print(repr(a))
    u = np.zeros(3, dtype=np.uint8)
    attempt(lambda: u.__setitem__(0, -1))
    u[1] = np.int64(300)
    u[2:] = np.array([-1])
    print(repr(u))
    f = np.zeros(2, dtype=np.float16)
    f[0] = 1e10
    print(repr(f))
    b = np.zeros(3, dtype=bool)
    b[:] = [0, 2, -1]
    print(repr(b))


# ---- integer division, modulo, power, shifts -----------------------------------------------------

@program
def cast_int_division_negative_operands(np):
    a = np.array([7, -7, 7, -7])
    b = np.array([2, 2, -2, -2])
    print(repr(a // b), repr(a % b), repr(np.fmod(a, b)), repr(np.remainder(a, b)))
    q, r = np.divmod(a, b)
    print(repr(q), repr(r), repr(a / b))
    print(repr(np.floor_divide(np.int8(-128), np.int8(3))), repr(np.int8(-7) % np.int8(3)))
    u = np.array([7, 200], dtype=np.uint8)
    print(repr(u // 3), repr(u % 3), repr(np.divmod(u, 3)))


@program
def cast_int_division_by_zero(np):
    a = np.array([5, -5, 0], dtype=np.int32)
    attempt(lambda: a // 0)
    attempt(lambda: a % 0)
    attempt(lambda: np.fmod(a, 0))
    attempt(lambda: np.divmod(a, 0))
    attempt(lambda: a / 0)
    attempt(lambda: np.int64(5) // np.int64(0))
    attempt(lambda: np.int64(5) % 0)
    attempt(lambda: np.uint8(5) // np.uint8(0))
    with np.errstate(divide="ignore"):
        attempt(lambda: a // 0)
    with np.errstate(divide="raise"):
        attempt(lambda: a // 0)
        attempt(lambda: a % np.array([1, 0, 1], np.int32))


@program
def cast_int_min_over_minus_one(np):
    for dt in (np.int8, np.int16, np.int32, np.int64):
        a = np.array([np.iinfo(dt).min, 6], dtype=dt)
        attempt(lambda: a // -1)
        attempt(lambda: a % -1)
        attempt(lambda: np.divmod(a, -1))


@program
def cast_float_floor_divide_signs(np):
    a = np.array([7.5, -7.5, 7.5, -7.5, 0.0, -0.0])
    b = np.array([2.0, 2.0, -2.0, -2.0, 3.0, 3.0])
    print(repr(a // b), repr(a % b), repr(np.fmod(a, b)), repr(np.divmod(a, b)))
    print(repr(np.array([1.0, -1.0]) % np.inf), repr(np.array([1.0, -1.0]) // np.inf))
    attempt(lambda: np.array([1.0, -1.0, 0.0]) // 0.0)
    attempt(lambda: np.array([1.0, -1.0, 0.0]) % 0.0)
    attempt(lambda: np.fmod(np.array([1.0, np.inf]), np.array([0.0, 2.0])))
    attempt(lambda: np.divmod(np.array([np.inf, 5.0]), np.array([2.0, 0.0])))
    print(repr(np.float32(-7.5) % np.float32(2)), repr(np.float16(7) // np.float16(-2)))


@program
def cast_power_negative_integer_exponents(np):
    a = np.array([2, 3, 4])
    attempt(lambda: a ** -1)
    attempt(lambda: a ** np.array([1, -1, 2]))
    attempt(lambda: np.power(a, -2))
    attempt(lambda: np.int64(2) ** -1)
    attempt(lambda: np.int8(2) ** np.int8(-1))
    attempt(lambda: a ** -1.0)
    attempt(lambda: a.astype(float) ** -1)
    attempt(lambda: np.array([1, -1]) ** -1)
    attempt(lambda: np.uint8(2) ** 9)
    attempt(lambda: np.array([2], np.uint8) ** 9)
    attempt(lambda: np.array([0]) ** 0)
    attempt(lambda: np.float_power(a, -1))
    attempt(lambda: np.array([True, False]) ** 2)


@program
def cast_shifts_large_and_negative(np):
    a = np.array([1, -8, 255], dtype=np.int64)
    print(repr(a << 3), repr(a >> 1), repr(a << 63), repr(a << 64), repr(a >> 64))
    print(repr(a >> 100), repr(np.left_shift(a, np.array([0, 70, 1]))))
    print(repr(np.array([1], np.uint8) << 8), repr(np.array([200], np.uint8) >> 9))
    print(repr(np.array([-1], np.int8) >> 10), repr(np.int8(1) << np.int8(7)))
    print(repr(a << -1), repr(a >> -1))
    attempt(lambda: np.array([1.0]) << 1)
    attempt(lambda: a << 1.5)
    attempt(lambda: np.array([1], np.uint64) << np.array([1], np.int64))
    attempt(lambda: np.array([1], np.uint64) << 1)
    print(repr(np.bitwise_and(np.array([-1], np.int16), 0xFF)))


# ---- reductions and scans with dtype= ------------------------------------------------------------

@program
def cast_reduction_overflow_wraps(np):
    a = np.array([100, 100, 100], dtype=np.int8)
    print(repr(a.sum()), a.sum().dtype, repr(np.sum(a, dtype=np.int8)), repr(a.prod()))
    print(repr(np.prod(a, dtype=np.int8)), repr(np.cumsum(a, dtype=np.int8)))
    print(repr(np.cumprod(a, dtype=np.int16)), repr(a.cumsum()), a.cumsum().dtype)
    u = np.array([200, 100], dtype=np.uint8)
    print(repr(u.sum()), u.sum().dtype, repr(u.sum(dtype=np.uint8)), repr(np.add.reduce(u)))
    print(repr(np.add.accumulate(u)), repr(np.multiply.reduce(u)), repr(u.mean()), u.mean().dtype)
    big = np.array([2**62, 2**62, 2**62], dtype=np.int64)
    print(repr(big.sum()), repr(big.sum(dtype=np.float64)), repr(big.cumsum()))
    print(repr(np.array([2**63 - 1, 1], np.int64).sum()), repr(np.uint64(2**64 - 1) + np.uint64(0)))


@program
def cast_reduction_dtype_argument(np):
    a = np.array([[1, 2], [3, 4]], dtype=np.int32)
    print(np.sum(a, dtype=np.int8).dtype, np.sum(a, axis=0, dtype=np.float32).dtype)
    print(np.prod(a, dtype=np.uint16).dtype, np.mean(a, dtype=np.float32).dtype,
          np.mean(a).dtype, np.std(a, dtype=np.float32).dtype)
    b = np.array([True, True, False])
    print(repr(b.sum()), repr(b.prod()), repr(np.sum(b, dtype=bool)), repr(b.any()))
    f = np.array([1.5, 2.5], dtype=np.float16)
    print(f.sum().dtype, f.mean().dtype, np.cumsum(f).dtype, np.sum(f, dtype=np.int64))
    print(np.add.reduce(a, dtype=np.float64).dtype, np.maximum.reduce(a, axis=1).dtype)
    attempt(lambda: np.sum(np.array([1.7, 2.8]), dtype=np.int32))
    attempt(lambda: np.add.reduce(np.array([1.7, 2.8]), dtype=np.int32))
    attempt(lambda: np.cumsum(np.array([1.7, 2.8]), dtype=np.int64))
    attempt(lambda: np.sum(a, dtype="not a dtype"))
    attempt(lambda: np.sum(np.array([1 + 1j]), dtype=np.float64))


@program
def cast_small_int_sums_upcast(np):
    for dt in _INTS + ("bool",):
        a = np.ones(3, dtype=dt)
        print(dt, a.sum().dtype, a.prod().dtype, a.cumsum().dtype, np.add.reduce(a).dtype,
              a.max().dtype, a.mean().dtype, np.diff(a).dtype if dt != "bool" else "-")


# ---- dtype functions -----------------------------------------------------------------------------

@program
def cast_result_type_mixes(np):
    attempt(lambda: np.result_type(np.int8, np.uint8))
    attempt(lambda: np.result_type(np.int64, np.uint64))
    attempt(lambda: np.result_type(np.uint8, 300))
    attempt(lambda: np.result_type(np.uint8, -1))
    attempt(lambda: np.result_type(np.int8, 1.5))
    attempt(lambda: np.result_type(np.float16, 1j))
    attempt(lambda: np.result_type(1, 2.0))
    attempt(lambda: np.result_type(1))
    attempt(lambda: np.result_type(True, 1))
    attempt(lambda: np.result_type(np.array([1], np.int8), np.array(300)))
    attempt(lambda: np.result_type(np.array([1], np.int8), np.int64(1)))
    attempt(lambda: np.result_type("i4", "f4"))
    attempt(lambda: np.result_type(np.float32, np.int64))
    attempt(lambda: np.result_type())
    attempt(lambda: np.result_type(np.int8, "S3"))
    attempt(lambda: np.result_type(np.int8, np.bool_))
    attempt(lambda: np.result_type(np.int8, None))


@program
def cast_promote_types_table(np):
    names = ("?", "b", "B", "h", "H", "i", "I", "l", "L", "e", "f", "d", "F", "D")
    for x in names:
        print(x, " ".join(np.promote_types(x, y).char for y in names))
    attempt(lambda: np.promote_types("i8", "U3"))
    attempt(lambda: np.promote_types("S2", "U3"))
    attempt(lambda: np.promote_types("M8[s]", "i8"))
    attempt(lambda: np.promote_types("M8[s]", "m8[ms]"))
    attempt(lambda: np.promote_types(1, 2))
    attempt(lambda: np.promote_types(">i4", "<i4"))


@program
def cast_can_cast_kinds(np):
    names = ("?", "b", "B", "h", "l", "L", "e", "f", "d", "D")
    for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
        rows = []
        for x in names:
            rows.append("".join("1" if np.can_cast(x, y, casting) else "0" for y in names))
        print(casting, " ".join(rows))
    attempt(lambda: np.can_cast(300, np.uint8))
    attempt(lambda: np.can_cast(1.5, np.float32))
    attempt(lambda: np.can_cast(np.int64(1), np.int8))
    attempt(lambda: np.can_cast(np.array(1), np.int8))
    attempt(lambda: np.can_cast(np.array([1.0]), np.int8, casting="same_kind"))
    attempt(lambda: np.can_cast("i8", "i4", casting="bogus"))
    attempt(lambda: np.can_cast("i8", "not a type"))
    attempt(lambda: np.can_cast(np.float64, np.int8, "unsafe"))
    attempt(lambda: np.can_cast(">i4", "<i4", "equiv"))
    attempt(lambda: np.can_cast(">i4", "<i4", "no"))


@program
def cast_min_scalar_type_values(np):
    for v in (0, 1, 255, 256, -1, -129, 2**31, 2**63, 2**64 - 1, 2**64, 1.0, 1e50, 1e-50, 3e38,
              65504.0, 1j, 1e300j, True, np.int64(5), np.float64(3), np.array([1, 2]),
              np.array(300), -0.0, float("nan"), float("inf")):
        attempt(lambda: np.min_scalar_type(v))
    attempt(lambda: np.min_scalar_type("abc"))


@program
def cast_dtype_of_arange_and_creation_with_scalars(np):
    print(np.arange(np.int8(5)).dtype, np.arange(np.uint8(0), 5).dtype,
          np.arange(0, np.float32(2), 0.5).dtype, np.arange(3, dtype=np.uint8).dtype)
    print(np.full(3, 7, dtype=np.int8).dtype, np.full(3, np.int8(7)).dtype,
          np.full(3, 2.5).dtype, np.full((2,), True).dtype)
    attempt(lambda: np.full(3, 300, dtype=np.int8))
    attempt(lambda: np.full(3, -1, dtype=np.uint8))
    attempt(lambda: np.array([1, 2], dtype=np.int8) + np.array([300]))
    print(np.zeros(2, np.uint8).fill(3), np.linspace(0, 10, 3, dtype=np.int16))
    print(repr(np.ones(2, np.int8) * np.array([True, False])))


# ---- errstate and warnings -----------------------------------------------------------------------

@program
def cast_errstate_scalar_overflow(np):
    with np.errstate(over="raise"):
        attempt(lambda: np.int8(100) + np.int8(100))
        attempt(lambda: np.array([100], np.int8) + np.array([100], np.int8))
        attempt(lambda: np.float32(3e38) * np.float32(10))
    with np.errstate(over="ignore"):
        attempt(lambda: np.int8(100) + np.int8(100))
        attempt(lambda: np.float64(1e308) * 10)
    with np.errstate(all="warn"):
        attempt(lambda: np.int16(-32768) // np.int16(-1))
    with np.errstate(divide="raise", invalid="ignore"):
        attempt(lambda: np.float64(0) / np.float64(0))
        attempt(lambda: np.float64(1) / np.float64(0))
    print(np.geterr()["over"], np.geterr()["divide"], np.geterr()["invalid"])


@program
def cast_warnings_as_errors(np):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        attempt(lambda: np.array([np.nan]).astype(np.int32))
        attempt(lambda: np.array([1 + 1j]).astype(np.float64))
        attempt(lambda: np.uint8(0) - np.uint8(1))
        attempt(lambda: np.array([1], np.int64) // 0)
        attempt(lambda: np.array([1e300]).astype(np.float32))


# ---- bad arguments -------------------------------------------------------------------------------

@program
def cast_bad_dtype_arguments(np):
    a = np.arange(3)
    attempt(lambda: a.astype("int7"))
    attempt(lambda: a.astype(None).dtype)
    attempt(lambda: np.zeros(2, dtype="float128x"))
    attempt(lambda: np.array([1, 2], dtype=[1]))
    attempt(lambda: np.dtype("i4") + 1)
    attempt(lambda: np.dtype("u1").type(256))
    attempt(lambda: np.uint8(-1))
    attempt(lambda: np.int8(128))
    attempt(lambda: np.int8("12"))
    attempt(lambda: np.int8(12.9))
    attempt(lambda: np.uint64(-1.0))
    attempt(lambda: np.float32("1.5"))
    attempt(lambda: np.int64(2**63))


@program
def cast_bad_ufunc_type_combinations(np):
    attempt(lambda: np.bitwise_and(np.array([1.0]), 1))
    attempt(lambda: np.invert(np.array([1.5])))
    attempt(lambda: np.logical_and(np.array([1.5]), 1j))
    attempt(lambda: np.add(np.array(["a"]), 1))
    attempt(lambda: np.floor_divide(np.array([1j]), 1))
    attempt(lambda: np.remainder(np.array([1 + 1j]), 2))
    attempt(lambda: np.gcd(np.array([4.0]), 2))
    attempt(lambda: np.lcm(np.array([4]), np.array([6], np.uint64)))
    attempt(lambda: np.right_shift(np.array([4]), np.array([1], np.uint64)))
    attempt(lambda: np.isnan(np.array([1, 2])))
    attempt(lambda: np.sign(np.array([True])))
    attempt(lambda: np.maximum(np.array([1], np.int64), np.array([1], np.uint64)))


# ---- realistic code ------------------------------------------------------------------------------

@program
def cast_histogram_counts_bincount_weights(np):
    data = np.array([0, 1, 1, 3, 3, 3], dtype=np.uint8)
    c = np.bincount(data)
    print(repr(c), c.dtype, repr(np.bincount(data, weights=np.ones(6, np.float32))))
    print(repr(c / c.sum()), repr(np.cumsum(c).astype(np.uint8) - 1))
    idx = np.array([1, 2], dtype=np.uint8)
    print(repr(np.arange(5)[idx - 1]), repr(np.arange(5)[idx.astype(np.int8) - 3]))


@program
def cast_pixel_normalisation_pipeline(np):
    img = np.array([[0, 64], [128, 255]], dtype=np.uint8)
    f = img.astype(np.float32) / 255.0
    print(f.dtype, repr(f))
    g = (f - f.mean()) / f.std()
    print(g.dtype, repr(np.round(g, 4)))
    back = np.clip(np.rint(f * 255), 0, 255).astype(np.uint8)
    print(repr(back), np.array_equal(back, img))
    h = (f * 1.2).astype(np.uint8, casting="unsafe")
    print(repr(h))
    attempt(lambda: (f * 300).astype(np.uint8))


@program
def cast_money_in_integer_cents(np):
    cents = np.array([1999, 250, 5], dtype=np.int32)
    qty = np.array([3, 2, 100], dtype=np.uint16)
    total = cents * qty
    print(repr(total), total.dtype, repr(total.sum()), total.sum().dtype)
    print(repr(total // 100), repr(total % 100), repr(np.divmod(-total, 100)))
    tax = total * 0.0825
    print(tax.dtype, repr(np.round(tax).astype(np.int64)))
    print(repr((cents * np.int64(10**9)).dtype), repr(cents.astype(np.int64) * 10**9))
    attempt(lambda: cents * 10**10)


@program
def cast_index_arithmetic_with_uint(np):
    n = np.uint64(10)
    i = np.arange(3)
    print((n - i).dtype, repr(n - i), (i + n).dtype)
    print(type(n - 1).__name__, repr(n - 1), type(n * 2.0).__name__)
    attempt(lambda: np.uint64(3) - np.uint64(5))
    attempt(lambda: int(np.uint64(2**64 - 1)) + 1)
    attempt(lambda: np.arange(10)[np.uint64(3)])
    attempt(lambda: np.arange(10)[np.array([1, 2], np.uint64)])
    attempt(lambda: np.arange(10)[np.float64(3)])
    attempt(lambda: np.arange(10)[np.array([1.0])])


@program
def cast_scalar_type_conversions(np):
    for v in (np.int8(-5), np.uint64(2**64 - 1), np.float16(1.5), np.float32(0.1),
              np.complex64(1 + 2j), np.bool_(True)):
        print(type(v).__name__, repr(v.item()), type(v.item()).__name__, repr(v.astype(np.int64)))
    print(int(np.float32(3.9)), float(np.int64(2**53 + 1)), bool(np.float64(0.0)))
    print(repr(np.float32(0.1) + 0.2), repr(np.float64(np.float32(0.1))))
    print(repr(np.float32(16777217)), repr(np.int32(np.float32(16777217))))
    attempt(lambda: np.int32(np.float32(3e9)))
    attempt(lambda: operator_index(np, np.float64(3)))


def operator_index(np, v):
    import operator
    return operator.index(v)


@program
def cast_where_and_concatenate_promotion(np):
    a = np.array([1, 2], dtype=np.int8)
    b = np.array([3, 4], dtype=np.uint8)
    print(np.concatenate([a, b]).dtype, np.stack([a, b]).dtype, np.where([True, False], a, b).dtype)
    print(np.concatenate([a, np.array([1.5], np.float16)]).dtype, np.hstack([a, [300]]).dtype)
    print(np.where(a > 1, a, 2.5).dtype, np.where(a > 1, a, np.float32(2)).dtype)
    print(np.select([a > 1], [a], default=0).dtype, np.choose([0, 1], [a, b]).dtype)
    attempt(lambda: np.concatenate([a, b], dtype=np.int8))
    attempt(lambda: np.concatenate([a, np.array([1.5])], dtype=np.int8))
    attempt(lambda: np.concatenate([a, np.array([1.5])], dtype=np.int8, casting="unsafe"))
    attempt(lambda: np.concatenate([a, b], casting="bogus"))
