"""Programs on floating-point and integer edge cases as numerics users write them: finfo/iinfo
fields and their use, nextafter/spacing, frexp/ldexp/modf, fmod vs remainder, floor division of
negatives, signed zeros, float16 rounding, integer overflow (arrays wrap, scalars warn), errstate
in numerics code, isclose/allclose, rounding half to even, int conversions of large floats,
integer powers, shifts past the width, gcd/lcm, clip with mixed dtypes and NEP 50 promotion.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def fp_finfo_fields(np):
    for dt in (np.float16, np.float32, np.float64, np.complex64, np.complex128):
        fi = np.finfo(dt)
        print(dt.__name__, fi.dtype, fi.bits, fi.precision, fi.resolution, fi.eps, fi.epsneg)
        print(" ", fi.tiny, fi.smallest_normal, fi.smallest_subnormal, fi.max, fi.min)
        print(" ", fi.nmant, fi.nexp, fi.iexp, fi.maxexp, fi.minexp, fi.machep, fi.negep)
        print(" ", type(fi.eps).__name__, type(fi.max).__name__)
    print(np.finfo(np.float64) is np.finfo(float), np.finfo(np.float64) == np.finfo(float))
    attempt(np.finfo, np.int32)
    attempt(np.finfo, "float64")
    attempt(lambda: np.finfo(np.float32(1.0)).eps)
    attempt(lambda: np.finfo(np.array([1.0], np.float32).dtype).eps)


@program
def fp_iinfo_fields_and_use(np):
    for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
        ii = np.iinfo(dt)
        print(dt.__name__, ii.bits, ii.min, ii.max, ii.dtype, type(ii.max).__name__)
    print(repr(np.iinfo(np.int16)))
    attempt(np.iinfo, np.float64)
    attempt(np.iinfo, "i4")
    attempt(lambda: np.iinfo(np.uint16(3)).max)
    attempt(lambda: np.iinfo(np.arange(3, dtype=np.uint16).dtype).max)
    # a user clamps readings to the range of the target type before casting
    x = np.array([-1e6, -129.5, 0.4, 127.6, 300.0, 1e9])
    ii = np.iinfo(np.int8)
    show(np.clip(np.rint(x), ii.min, ii.max).astype(np.int8))


@program
def fp_eps_in_convergence_tests(np):
    # Newton's method for sqrt(2) stopping at a few eps
    eps = np.finfo(np.float64).eps
    x = np.float64(1.0)
    for it in range(60):
        nx = 0.5 * (x + 2.0 / x)
        if abs(nx - x) <= 4 * eps * abs(nx):
            break
        x = nx
    print(it, repr(nx), type(nx).__name__)
    print(1.0 + eps > 1.0, 1.0 + eps / 2 == 1.0, np.float32(1) + np.finfo(np.float32).eps / 2)
    e32 = np.finfo(np.float32).eps
    print(repr(e32), repr(np.float32(1) + e32), (np.float32(1) + e32).dtype)
    # machine epsilon found the textbook way
    e = np.float32(1)
    while np.float32(1) + e / np.float32(2) > np.float32(1):
        e = e / np.float32(2)
    print(repr(e), e == e32)


@program
def fp_nextafter_and_spacing(np):
    show(np.nextafter(1.0, 2.0) - 1.0)
    show(np.nextafter(np.float32(1), np.float32(0)))
    show(np.nextafter(0.0, 1.0))
    show(np.nextafter(-0.0, -1.0))
    show(np.nextafter(np.array([1.0, 0.0, -1.0, np.inf]), np.array([np.inf, -1.0, 0.0, 0.0])))
    show(np.nextafter(np.float16(1), np.float16(2)))
    show(np.spacing(np.array([1.0, 1e10, -1.0, 0.0, np.inf, np.nan])))
    show(np.spacing(np.float32([1, 1024, 1e-3])))
    show(np.spacing(np.float16(1000)))
    show(np.spacing(np.array([1, 2, 4])))
    attempt(np.nextafter, np.array([1, 2]), 3)
    print(np.spacing(1.0) == np.finfo(float).eps, np.nextafter(np.finfo(float).max, np.inf))


@program
def fp_frexp_ldexp_roundtrip(np):
    x = np.array([0.0, -0.0, 1.0, 0.75, -6.5, 1e-310, 1e300, np.inf, np.nan])
    m, e = np.frexp(x)
    show(m)
    show(e)
    show(np.ldexp(m, e))
    m32, e32 = np.frexp(np.float32([3.0, 0.1]))
    show(m32)
    show(e32)
    show(np.ldexp(np.float32(0.5), np.array([1, 130, -150])))
    show(np.ldexp(1.0, np.arange(-2, 3)))
    show(np.ldexp(np.array([1, 2, 3]), 2))
    show(np.frexp(np.float16(24)))
    attempt(np.ldexp, 1.0, 2.5)
    attempt(np.frexp, np.array([1, 2]))


@program
def fp_modf_split(np):
    x = np.array([3.75, -3.75, 0.0, -0.0, 1e20, np.inf, -np.inf, np.nan])
    frac, whole = np.modf(x)
    show(frac)
    show(whole)
    show(np.modf(np.float32(-2.5)))
    show(np.modf(np.arange(3)))
    hours = np.array([7.5, 13.25, 23.99])
    f, h = np.modf(hours)
    print((h.astype(int)).tolist(), np.round(f * 60).astype(int).tolist())


@program
def fp_fmod_vs_remainder(np):
    a = np.array([7, -7, 7, -7])
    b = np.array([3, 3, -3, -3])
    show(np.fmod(a, b))
    show(np.remainder(a, b))
    show(a % b)
    show(np.mod(a.astype(np.float32), b))
    x = np.array([5.5, -5.5, 0.0, -0.0, np.inf, 1.0])
    show(np.fmod(x, 2.0))
    show(np.remainder(x, 2.0))
    show(np.remainder(x, -2.0))
    show(np.fmod(1.0, np.array([0.0, np.inf, -np.inf])))
    with np.errstate(all="ignore"):
        show(np.remainder(1.0, np.array([0.0, np.inf, -np.inf])))
    show(np.fmod(np.array([5, -5], np.int8), np.int8(0)))
    show(np.remainder(np.array([5, -5]), 0))


@program
def fp_angle_wrapping(np):
    # a user wraps angles to (-180, 180] and [0, 360)
    deg = np.array([-540.0, -190.0, -180.0, 0.0, 179.5, 180.0, 359.0, 725.0])
    print(np.mod(deg, 360.0).tolist())
    print((np.mod(deg + 180.0, 360.0) - 180.0).tolist())
    print(np.fmod(deg, 360.0).tolist())
    rad = np.deg2rad(deg)
    print(np.round(np.remainder(rad, 2 * np.pi), 6).tolist())
    print(np.round(np.arctan2(np.sin(rad), np.cos(rad)), 6).tolist())


@program
def fp_floor_divide_negatives(np):
    a = np.array([7, -7, 7, -7, 0, -1])
    b = np.array([2, 2, -2, -2, 5, 5])
    show(a // b)
    show(np.floor_divide(a, b))
    show(np.divmod(a, b))
    show(np.divmod(np.array([7.5, -7.5, -0.5]), 2.0))
    show(np.floor_divide(np.array([1.0, -1.0, 0.0]), 0.0))
    show(np.divmod(-7, 2))
    print(divmod(np.int64(-7), np.int64(2)), divmod(np.float64(-7.5), 2))
    show(np.iinfo(np.int32).min // np.array([-1], np.int32))
    show(np.array([-128], np.int8) // np.int8(-1))
    show(np.array([5, -5]) // 0)


@program
def fp_copysign_and_signbit(np):
    z = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, -np.nan])
    show(np.signbit(z))
    show(np.copysign(1.0, z))
    show(np.copysign(np.array([3, -4]), -1))
    show(np.copysign(np.float32(2), -0.0))
    show(np.sign(z))
    print(-0.0 == 0.0, np.array(-0.0) == 0.0, repr(np.float64(-0.0)), str(np.array([-0.0])))
    print(1 / np.float64(-0.0) if False else np.divide(1.0, -0.0, where=False, out=np.zeros(())))
    with np.errstate(divide="ignore"):
        show(np.divide(1.0, np.array([0.0, -0.0])))
    show(np.signbit(np.array([-1, 0, 1])))
    show(np.abs(np.array([-0.0])))


@program
def fp_float16_sums_and_rounding(np):
    h = np.full(3000, 1, dtype=np.float16)
    show(h.sum())
    show(np.cumsum(np.ones(5, np.float16) * np.float16(0.1)))
    s = np.float16(0)
    for _ in range(3000):
        s = s + np.float16(1)
    show(s)
    show(np.float16(2048) + np.float16(1))
    show(np.float16(0.1) + np.float16(0.2))
    show(np.array([0.1, 0.2, 0.3], np.float16).mean())
    show(np.array([1e-8, 6e-8, 1e-4], dtype=np.float16))
    show(np.float16(1) / np.float16(3))
    print(np.float16(0.1), repr(np.float16(0.1)), float(np.float16(0.1)))


@program
def fp_float16_overflow_casting(np):
    show(np.float16(65504))
    show(np.float16(65519))
    show(np.float16(65520))
    show(np.array([65504.0, 65519.99, 65520.0, -70000.0]).astype(np.float16))
    show(np.float16(60000) + np.float16(10000))
    show(np.array([60000], np.float16) * 2)
    with np.errstate(over="raise"):
        attempt(lambda: np.array([60000], np.float16) * np.float16(2))
        attempt(lambda: np.array([1e5]).astype(np.float16))
    attempt(np.float16, "70000")


@program
def fp_int_array_overflow_wraps(np):
    a = np.array([100, 120, 127], dtype=np.int8)
    show(a + np.int8(10))
    show(a * 2)
    show(np.array([250], np.uint8) + np.array([10], np.uint8))
    show(np.array([0], np.uint8) - np.array([1], np.uint8))
    show(np.cumsum(np.array([100, 100, 100], np.int8)))
    show(np.cumsum(np.array([100, 100, 100], np.int8), dtype=np.int8))
    show(np.array([2**62], np.int64) * 4)
    show(np.abs(np.array([-128], np.int8)))
    show(-np.array([-128], np.int8))
    show(np.array([200, 100], np.uint8).sum())
    show(np.array([200, 100], np.uint8).sum(dtype=np.uint8))


@program
def fp_int_scalar_overflow_warns(np):
    attempt(lambda: np.int8(100) + np.int8(100))
    attempt(lambda: np.int16(-32768) * np.int16(-1))
    attempt(lambda: np.uint8(0) - np.uint8(1))
    attempt(lambda: np.int64(2**62) * 4)
    attempt(lambda: np.int32(2) ** 40)
    attempt(lambda: -np.int8(-128))
    attempt(lambda: abs(np.int8(-128)))
    attempt(lambda: np.int8(-128) // np.int8(-1))
    attempt(lambda: np.uint64(2**63) * np.uint64(2))
    with np.errstate(over="ignore"):
        attempt(lambda: np.int8(127) + np.int8(1))
    with np.errstate(over="raise"):
        attempt(lambda: np.int8(127) + np.int8(1))


@program
def fp_errstate_divide_invalid(np):
    x = np.array([1.0, 0.0, -1.0])
    with np.errstate(divide="ignore", invalid="ignore"):
        show(x / 0.0)
        show(np.log(x))
    attempt(lambda: x / 0.0)
    with np.errstate(divide="raise"):
        attempt(lambda: x / 0.0)
        attempt(lambda: np.log(np.array([0.0])))
    with np.errstate(invalid="raise"):
        attempt(lambda: np.sqrt(np.array([-1.0])))
        attempt(lambda: np.array([np.inf]) - np.inf)
        attempt(lambda: np.array([0.0]) / 0.0)
    with np.errstate(all="warn"):
        attempt(lambda: np.log(np.array([-1.0, 0.0])))
    attempt(lambda: np.arccos(np.array([2.0])))


@program
def fp_errstate_over_under(np):
    with np.errstate(over="raise"):
        attempt(lambda: np.exp(np.array([1000.0])))
        attempt(lambda: np.array([1e308]) * 10)
        attempt(lambda: np.float64(1e308) * 10)
        attempt(lambda: np.float32(3e38) * np.float32(2))
    with np.errstate(under="raise"):
        attempt(lambda: np.exp(np.array([-1000.0])))
        attempt(lambda: np.array([1e-300]) * 1e-300)
    attempt(lambda: np.exp(np.array([1000.0, -1000.0])))
    attempt(lambda: np.array([1e-300]) * 1e-300)
    with np.errstate(under="warn"):
        attempt(lambda: np.array([1e-300]) * 1e-300)


@program
def fp_errstate_nested_and_geterr(np):
    print(sorted(np.geterr().items()))
    with np.errstate(all="ignore"):
        print(sorted(np.geterr().items()))
        with np.errstate(divide="raise"):
            print(sorted(np.geterr().items()))
            attempt(lambda: np.array([1.0]) / 0)
            attempt(lambda: np.array([-1.0]) ** 0.5)
        attempt(lambda: np.array([1.0]) / 0)
    print(sorted(np.geterr().items()))
    old = np.seterr(over="raise")
    print(sorted(old.items()))
    attempt(lambda: np.array([1e308]) * 10)
    np.seterr(**old)
    print(sorted(np.geterr().items()))
    attempt(lambda: np.errstate(divide="loud").__enter__())
    attempt(lambda: np.seterr(invalid="maybe"))
    print(sorted(np.geterr().items()))


@program
def fp_errstate_as_decorator(np):
    @np.errstate(divide="ignore", invalid="ignore")
    def safe_ratio(a, b):
        r = np.asarray(a, dtype=float) / b
        return np.where(np.isfinite(r), r, 0.0)

    show(safe_ratio([1, 2, 0, -3], [2, 0, 0, 4]))
    attempt(lambda: np.array([1.0]) / np.array([0.0]))

    def relative_error(approx, exact):
        with np.errstate(divide="ignore", invalid="ignore"):
            rel = np.abs(approx - exact) / np.abs(exact)
        return np.where(exact == 0, np.abs(approx - exact), rel)

    show(np.round(relative_error(np.array([1.01, 0.0, 2.5, 0.001]), np.array([1.0, 0.0, 2.0, 0.0])), 6))


@program
def fp_isclose_allclose(np):
    a = np.array([1.0, 1e-10, 1e10, np.nan, np.inf, -np.inf, 0.0])
    b = np.array([1.0 + 1e-9, 2e-10, 1e10 + 1, np.nan, np.inf, np.inf, 1e-9])
    show(np.isclose(a, b))
    show(np.isclose(a, b, equal_nan=True))
    show(np.isclose(a, b, atol=0.0))
    show(np.isclose(a, b, rtol=0.0, atol=1e-8))
    print(np.allclose(a, b), np.allclose(a[:3], b[:3]), np.allclose(a, a, equal_nan=True))
    print(type(np.allclose([1], [1])).__name__, type(np.isclose(1.0, 1.0)).__name__)
    show(np.isclose(1, [1, 2]))
    show(np.isclose(np.array([1, 2], np.int8), np.array([1, 3], np.int8)))
    show(np.isclose(np.float32(0.1), 0.1))
    show(np.isclose(np.float32(0.1), 0.1, rtol=0, atol=0))
    attempt(np.allclose, [1, 2], [1, 2, 3])
    show(np.isclose([1 + 1j, np.nan * 1j], [1 + 1.0000001j, np.nan * 1j], equal_nan=True))


@program
def fp_assert_style_comparisons(np):
    expected = np.array([0.1, 0.2, 0.3])
    computed = np.array([0.1, 0.2, 0.1 + 0.2])
    print((computed == expected).tolist(), np.allclose(computed, expected))
    print(np.array_equal(computed, expected), np.array_equal([np.nan], [np.nan]),
          np.array_equal([np.nan], [np.nan], equal_nan=True))
    print(np.array_equiv([1, 1], 1), np.array_equiv([[1, 2]], [[1, 2], [1, 2]]))
    diff = np.abs(computed - expected)
    ulps = diff / np.spacing(expected)
    print(ulps.tolist())
    print(np.max(np.abs(computed - expected) / np.abs(expected)) < 1e-15)


@program
def fp_round_half_even(np):
    x = np.array([0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5])
    show(np.round(x))
    show(np.around(x))
    show(x.round())
    show(np.round(np.array([0.125, 0.375, 1.005, 2.675]), 2))
    show(np.round(np.array([1234.5678, -1250.0, 1350.0, 15.0]), -2))
    show(np.round(np.array([1250, 1350, -1250, 15, 25]), -2))
    show(np.round(np.array([115, 125], np.int8), -1))
    attempt(lambda: np.round(np.array([125, 135], np.int16), -1).astype(np.int8))
    show(np.round(np.float32(2.5)))
    show(np.round(np.float16(0.3333), 2))
    print(round(np.float64(2.5)), type(round(np.float64(2.5))).__name__, round(np.float64(2.675), 2))
    print(type(round(np.float32(1.25), 1)).__name__, round(np.float32(1.25), 1))
    show(np.round(np.array([1 + 2.5j, 0.5 - 1.5j])))
    show(np.round(np.array([True, False])))


@program
def fp_rint_fix_trunc_floor_ceil(np):
    x = np.array([-2.5, -1.5, -0.7, -0.5, -0.2, 0.0, 0.2, 0.5, 1.5, 2.5])
    for f in (np.rint, np.fix, np.trunc, np.floor, np.ceil):
        show(f(x))
    show(np.floor(np.array([-1, 2], np.int16)))
    show(np.ceil(np.float32(-0.5)))
    show(np.trunc(np.array([np.inf, -np.inf, np.nan])))
    show(np.fix(np.array([[-3.7, 3.7]])))
    show(np.rint(np.array([1, 2, 3], np.uint8)))
    show(np.floor(np.array([True, False])))


@program
def fp_large_float_to_int(np):
    x = np.array([2.0**53, 2.0**53 + 2, 2.0**62, 9.2e18])
    show(x.astype(np.int64))
    print(int(np.float64(2**63)), int(np.float64(1e20)), int(np.float32(16777217)))
    attempt(int, np.float64(np.inf))
    attempt(int, np.float64(np.nan))
    attempt(lambda: np.int64(np.float64(1e10)))
    attempt(lambda: np.int32(np.float64(3.9)))
    attempt(lambda: np.int8(-1.7))
    show(np.array([3.9, -3.9, 255.5]).astype(np.uint8)[:2])
    show(np.array([1e10]).astype(np.int32) * 0)
    print(np.float64(2**53) + 1 == np.float64(2**53), np.float32(16777216) + np.float32(1))
    print(float(np.int64(2**63 - 1)), np.int64(2**63 - 1).astype(float))
    show(np.array([2**63 - 1]) == np.array([2**63 - 1]).astype(float))


@program
def fp_power_negative_int_exponents(np):
    attempt(np.power, np.array([2, 3]), -1)
    attempt(np.power, np.array([2, 3]), np.array([2, -2]))
    attempt(lambda: np.arange(1, 4) ** -1)
    attempt(lambda: np.int64(2) ** -1)
    attempt(lambda: np.int64(2) ** np.int64(-1))
    show(np.power(np.array([2.0, 3.0]), -1))
    show(np.arange(1, 4) ** -1.0)
    show(np.float_power(np.arange(1, 4), -2))
    show(np.power(np.array([2, 3], np.uint8), 2))
    show(np.power(np.array([2, 3], np.uint8), np.array([10, 6], np.uint8)))
    show(np.power(np.array([0, 1, -1]), 0))
    show(np.array([-8.0, 8.0]) ** (1 / 3))
    show(np.cbrt(np.array([-8.0, 8.0])))
    show(np.power(np.array([-1]), np.array([2, 3, 63])))
    show(np.array([2]) ** np.array([63, 64]))


@program
def fp_bit_shifts_past_width(np):
    a = np.array([1, 1, 1, 1], dtype=np.int32)
    show(np.left_shift(a, np.array([0, 31, 32, 40])))
    show(np.right_shift(np.array([-8, -8, 8], np.int32), np.array([1, 40, 40])))
    show(np.array([1], np.uint8) << np.array([7, 8, 9], np.uint8))
    show(np.array([255], np.uint8) >> np.array([4, 8, 100], np.uint8))
    show(np.left_shift(np.int64(1), np.int64(63)))
    show(np.left_shift(np.int64(1), np.int64(64)))
    show(np.right_shift(np.int64(-1), np.int64(64)))
    show(np.array([1], np.int8) << 3)
    attempt(lambda: np.array([1], np.int8) << -1)
    attempt(lambda: np.array([1.0]) << 1)
    attempt(lambda: np.array([1], np.uint64) << np.array([1], np.int64))
    show(np.uint8(1) << 8)
    show(np.invert(np.array([0, 1, -1], np.int8)))
    show(~np.array([0, 255], np.uint8))


@program
def fp_gcd_lcm(np):
    show(np.gcd(np.array([12, -18, 0, 0, 7]), np.array([18, 12, 5, 0, 13])))
    show(np.lcm(np.array([4, -6, 0, 7]), np.array([6, 4, 5, 13])))
    show(np.gcd.reduce(np.array([48, 180, 96])))
    show(np.lcm.reduce(np.arange(1, 11)))
    show(np.gcd(np.array([2**40], np.int64), 2**20))
    show(np.gcd(np.uint8(200), np.uint8(150)))
    show(np.lcm(np.array([200], np.uint8), np.array([3], np.uint8)))
    show(np.gcd(np.array([-128], np.int8), np.array([0], np.int8)))
    attempt(np.gcd, np.array([1.5]), 3)
    attempt(np.lcm, 4.0, 6)
    attempt(np.gcd, np.array([True, False]), np.array([True, True]))
    # reduce a fraction
    num, den = np.array([6, 10, -9]), np.array([8, 25, 12])
    g = np.gcd(num, den)
    print((num // g).tolist(), (den // g).tolist())


@program
def fp_clip_mixed_dtypes(np):
    a = np.array([-5, 0, 5, 300], dtype=np.int16)
    show(np.clip(a, 0, 255))
    show(np.clip(a, 0.5, 100.5))
    show(np.clip(np.array([1, 2, 3], np.uint8), -1, 2))
    attempt(np.clip, np.array([1, 2, 3], np.uint8), 0, 300)
    show(np.clip(np.array([0.5, 1.5, np.nan]), 0, 1))
    show(np.clip(np.array([1.0, 2.0, 3.0], np.float32), np.float64(1.5), 2.5))
    show(np.clip(np.arange(5), [1, 1, 1, 1, 1], 3))
    show(np.clip(np.arange(5), 3, 1))
    show(np.clip(np.arange(5), None, 2))
    attempt(np.clip, np.arange(5))
    show(np.clip(np.arange(5.0), min=1, max=3))
    show(np.arange(5).clip(1.5))
    out = np.zeros(5, np.int64)
    attempt(np.clip, np.arange(5), 1.5, 3, out=out)


@program
def fp_nep50_python_scalars(np):
    u = np.array([1, 200, 250], np.uint8)
    show(u + 5)
    attempt(lambda: u + 300)
    attempt(lambda: u + -1)
    attempt(lambda: np.uint8(5) + 300)
    show(u + np.int64(300))
    show(u * 2.0)
    i8 = np.array([1, 2, 3], np.int8)
    show(i8 + 1.5)
    show(i8 + 1j)
    show(i8 * True)
    show(np.float32([1, 2]) + 1e300 * 0 + 0.1)
    attempt(lambda: np.float32([1, 2]) + 1e300)
    show(np.int8(100) + 27)
    attempt(lambda: np.int8(100) + 28)
    attempt(lambda: np.array([1], np.int8) + 2**100)
    attempt(lambda: np.array([1], np.uint64) + 2**64)
    show(np.array([1], np.uint64) + 2**63)
    attempt(lambda: np.array([1], np.uint64) - (-1))
    show(np.result_type(np.uint8, 300))
    show(np.result_type(np.int8, 1.5))
    show(np.result_type(np.float16, 1e10))


@program
def fp_nep50_comparisons(np):
    u = np.array([0, 100, 255], np.uint8)
    show(u == 300)
    show(u < -1)
    show(u > 254.5)
    show(np.int8(5) < 1000)
    show(np.array([1.0], np.float32) == 0.1)
    show(np.float32(0.1) == 0.1)
    show(np.array([2**63], np.uint64) > -1)
    show(np.array([-1], np.int64) < np.array([2**63], np.uint64))


@program
def fp_scalar_result_types(np):
    x = np.float64(1.5)
    for r in (x + 1, 1 + x, x * 2.0, x / 2, x ** 2, -x, abs(x), x // 1, x % 1):
        print(type(r).__name__, repr(r))
    f = np.float32(1.5)
    for r in (f + 1, f + 1.0, f * np.float64(2), f / 2, f + np.int64(1), f + np.int8(1)):
        print(type(r).__name__, repr(r))
    i = np.int32(7)
    for r in (i + 1, i / 2, i // 2, i * 1.0, i + np.int64(1), i ** 2, i + True):
        print(type(r).__name__, repr(r))
    print(isinstance(np.float64(1), float), isinstance(np.float32(1), float),
          isinstance(np.int64(1), int))
    print(type(np.sum([1.0, 2.0])).__name__, type(np.array([1.0]).item()).__name__,
          type(np.array([1.0])[0]).__name__, type(np.array([1.0]).tolist()[0]).__name__)
    print(type(np.sqrt(2.0)).__name__, type(np.sqrt(2)).__name__, type(np.float64(4) ** 0.5).__name__)
    print(type(np.float16(1) + 1).__name__, type(np.float16(1) + 1.0).__name__)


@program
def fp_subnormals(np):
    fi = np.finfo(np.float64)
    print(fi.smallest_subnormal, fi.smallest_subnormal / 2, fi.smallest_subnormal * 0.75)
    x = np.array([fi.tiny, fi.tiny / 2, fi.tiny / 2**52, fi.tiny / 2**53])
    show(x)
    show(x > 0)
    show(np.frexp(x)[1])
    f32 = np.finfo(np.float32)
    show(np.array([f32.tiny, f32.smallest_subnormal], np.float32))
    show(np.float32(f32.smallest_subnormal) / np.float32(2))
    show(np.float16(np.finfo(np.float16).smallest_subnormal))
    show(np.array([1e-45, 1e-46]).astype(np.float32))
    print(np.isfinite(x).all(), np.nextafter(np.float32(0), np.float32(1)) == f32.smallest_subnormal)


@program
def fp_inf_nan_arithmetic(np):
    with np.errstate(invalid="ignore"):
        show(np.array([np.inf]) - np.inf)
        show(np.array([0.0]) * np.inf)
        show(np.array([np.inf]) / np.inf)
    show(np.array([np.inf, -np.inf]) + 1e308)
    show(np.maximum(np.array([np.nan, 1.0]), 0.0))
    show(np.fmax(np.array([np.nan, 1.0]), 0.0))
    show(np.minimum(np.array([-0.0]), 0.0))
    show(np.max(np.array([1.0, np.nan, 3.0])))
    show(np.nanmax(np.array([1.0, np.nan, 3.0])))
    attempt(lambda: np.nanmax(np.array([np.nan, np.nan])))
    show(np.isnan(np.array([np.nan, np.inf])) | np.isinf(np.array([np.nan, np.inf])))
    show(np.nan_to_num(np.array([np.nan, np.inf, -np.inf, 1.0])))
    show(np.nan_to_num(np.array([np.nan, np.inf], np.float32), nan=-1, posinf=9))
    print(np.nan == np.nan, np.nan != np.nan, np.inf == np.inf, np.isposinf(-np.inf))


@program
def fp_kahan_and_compensated_sum(np):
    # a textbook exercise: naive float32 accumulation vs Kahan summation vs float64
    vals = np.full(10000, 0.1, dtype=np.float32)
    naive = np.float32(0)
    for v in vals[:2000]:
        naive += v
    s = np.float32(0)
    c = np.float32(0)
    for v in vals[:2000]:
        y = v - c
        t = s + y
        c = (t - s) - y
        s = t
    print(repr(naive), repr(s), type(s).__name__)
    print(round(float(vals[:2000].astype(np.float64).sum()), 6))
    print(abs(float(s) - 200.0) < abs(float(naive) - 200.0))


@program
def fp_float32_vs_float64_precision(np):
    x = np.float32(0.1)
    print(repr(x), float(x), repr(np.float64(x)), x == 0.1, np.float64(x) == 0.1)
    print(repr(np.float32(16777216.0) + np.float32(1.0)), repr(np.float64(2**53) + 1.0))
    a = np.array([1e8, 1.0, -1e8], np.float32)
    print(repr(a[0] + a[1] + a[2]), repr((a[0] + a[2]) + a[1]))
    print(np.array([1 / 3], np.float32), np.array([1 / 3]), np.array([1 / 3], np.float16))
    print(np.float32(1 / 3).astype(np.float64), np.float64(np.float32(1 / 3)) == 1 / 3)
    show(np.array([0.1], np.float32).astype(np.float64))
    show(np.finfo(np.float32).resolution * 10)


@program
def fp_integer_division_by_zero(np):
    a = np.array([5, -5, 0])
    attempt(lambda: a // 0)
    attempt(lambda: a % 0)
    attempt(lambda: np.divmod(a, 0))
    attempt(lambda: a / 0)
    attempt(lambda: np.int64(5) // np.int64(0))
    attempt(lambda: np.int64(5) % np.int64(0))
    attempt(lambda: np.int64(0) / np.int64(0))
    with np.errstate(divide="raise"):
        attempt(lambda: a // 0)
        attempt(lambda: np.int64(5) // 0)
    attempt(lambda: 5 // np.int8(0))


@program
def fp_cast_out_of_range_floats(np):
    with np.errstate(invalid="ignore"):
        show(np.array([np.nan, np.inf, -np.inf]).astype(np.int64) * 0)
    attempt(lambda: np.array([np.nan]).astype(np.int32))
    attempt(lambda: np.array([1e10]).astype(np.int32))
    attempt(lambda: np.array([3.0, 4.7]).astype(np.int32))
    attempt(lambda: np.array([-1.0]).astype(np.uint32))
    attempt(lambda: np.array([300.0]).astype(np.int16))
    attempt(lambda: np.array([1e40]).astype(np.float32))
    attempt(lambda: np.array([-1, 256]).astype(np.uint8))
    attempt(lambda: np.array([2**40]).astype(np.int32))
    attempt(np.can_cast, 300, np.uint8)
    print(np.can_cast(np.float64, np.int64), np.can_cast(np.int64, np.float64),
          np.can_cast(np.float64, np.float32, "same_kind"), np.can_cast(np.uint8, np.int8))


@program
def fp_reciprocal_and_integer_reciprocal(np):
    show(np.reciprocal(np.array([1.0, 2.0, 0.5, -4.0])))
    show(np.reciprocal(np.array([1, 2, -1, 3])))
    attempt(lambda: np.reciprocal(np.array([0.0])))
    attempt(lambda: np.reciprocal(np.array([0])))
    show(np.reciprocal(np.float32(3)))
    show(np.positive(np.array([-0.0, 1])))
    show(np.negative(np.array([0, 1], np.uint8)))
    attempt(lambda: -np.array([True]))
    attempt(np.negative, np.array([True, False]))


@program
def fp_logaddexp_and_stable_softplus(np):
    x = np.array([-1000.0, -30.0, 0.0, 30.0, 1000.0])
    with np.errstate(over="ignore"):
        naive = np.log1p(np.exp(x))
    show(np.round(naive, 6))
    stable = np.logaddexp(0.0, x)
    show(np.round(stable, 6))
    show(np.round(np.logaddexp2(np.array([1.0, 1000.0]), np.array([1.0, 1000.0])), 6))
    show(np.logaddexp(-np.inf, -np.inf))
    show(np.round(np.expm1(np.array([1e-10, 1e-5, 1.0])) / np.array([1e-10, 1e-5, 1.0]), 6))
    show(np.round(np.log1p(np.array([1e-10, -0.5])), 12))
    attempt(lambda: np.log1p(np.array([-1.0, -2.0])))


@program
def fp_hypot_and_overflow_safe_norm(np):
    big = np.array([1e200, 1e200])
    with np.errstate(over="ignore"):
        show(np.sqrt(np.sum(big ** 2)))
    attempt(lambda: np.sqrt(np.sum(big ** 2)))
    show(np.hypot(1e200, 1e200))
    show(np.hypot(np.array([3, 5]), np.array([4, 12])))
    show(np.hypot(np.inf, np.nan))
    show(np.hypot(np.float32(3e38), np.float32(3e38)))
    show(np.linalg.norm(big) / 1e200)
    show(np.hypot(np.array([3], np.int8), np.int8(4)))


@program
def fp_quantize_to_uint8(np):
    # a user converts a float image in [0, 1] to 8-bit, with the usual mistakes
    img = np.array([[-0.1, 0.0, 0.5], [0.999, 1.0, 1.2]])
    print((img * 255).astype(np.uint8).tolist())
    print(np.clip(np.round(img * 255), 0, 255).astype(np.uint8).tolist())
    print((np.clip(img, 0, 1) * 255 + 0.5).astype(np.uint8).tolist())
    q = np.clip(np.round(img * 255), 0, 255).astype(np.uint8)
    back = q / 255
    print(back.dtype, np.round(back, 4).tolist())
    print((q + q).tolist(), (q.astype(np.int16) + q).tolist(), (q // 2 + q // 2).dtype)
    print(np.mean(q), np.mean(q, dtype=np.uint8), q.sum(), q.sum().dtype)


@program
def fp_cumulative_overflow_detection(np):
    # a user checks whether a product overflows int64 before computing it
    vals = np.array([10**6, 10**6, 10**6, 10**6], dtype=np.int64)
    prod_wrapped = np.prod(vals)
    log_prod = np.sum(np.log10(vals.astype(float)))
    print(prod_wrapped, log_prod, log_prod > np.log10(np.iinfo(np.int64).max))
    print(np.prod(vals.astype(object)), np.prod(vals.astype(float)))
    with np.errstate(over="raise"):
        attempt(np.prod, vals)
    f = np.cumprod(np.arange(1, 25, dtype=np.int64))
    print(f[19], f[20], f[20] < 0, np.argmax(f < 0))
    print(np.prod(np.arange(1, 25, dtype=np.uint64)))


@program
def fp_datetime_free_bin_edges(np):
    # a user bins values with floor division and finds off-by-one float issues
    x = np.array([0.0, 0.1, 0.2, 0.3, 0.6, 0.7, 1.0])
    w = 0.1
    print((x // w).astype(int).tolist())
    print(np.floor(x / w).astype(int).tolist())
    print(np.floor(np.round(x / w, 9)).astype(int).tolist())
    print(np.digitize(x, np.linspace(0, 1, 11)).tolist())
    print(np.searchsorted(np.round(np.linspace(0, 1, 11), 12), x, side="right").tolist())


@program
def fp_bool_and_int_edge_arithmetic(np):
    b = np.array([True, False, True])
    show(b + b)
    show(b * 3)
    show(b.sum())
    attempt(lambda: b - b)
    show(b / b)
    show(np.add(b, b, dtype=np.int8))
    show(True + np.int8(127))
    show(np.array([True]) + np.uint8(255))
    show(np.mean(b))
    show(np.bool_(True) + np.bool_(True))
    attempt(lambda: np.bool_(True) - np.bool_(True))


@program
def fp_ulp_distance(np):
    # distance in ulps between float64 values, via the integer bit patterns
    def ulp_dist(a, b):
        ia = np.asarray(a, np.float64).view(np.int64)
        ib = np.asarray(b, np.float64).view(np.int64)
        ia = np.where(ia < 0, np.iinfo(np.int64).min - ia, ia)
        ib = np.where(ib < 0, np.iinfo(np.int64).min - ib, ib)
        return np.abs(ia - ib)

    a = np.array([1.0, 1.0, 0.0, -0.0, 1.0])
    b = np.array([1.0, np.nextafter(1.0, 2.0), 5e-324, 5e-324, 1.0 + 2 * np.finfo(float).eps])
    show(ulp_dist(a, b))
    show(np.float32(1).view(np.int32))
    show(np.array([1.0, -2.0]).view(np.uint64))
    show(np.array([0x3F800000], np.uint32).view(np.float32))
    show(np.float16(1).view(np.uint16))


@program
def fp_round_into_out_buffers(np):
    # rounding into preallocated buffers, as a simulation loop does to avoid allocations
    x = np.array([1.25, -2.35, 3.45, 1e3 + 0.5])
    buf = np.empty(4)
    r = np.round(x, 1, out=buf)
    print(r is buf, buf.tolist())
    ibuf = np.empty(4, np.int64)
    attempt(np.round, x, 0, out=ibuf)
    attempt(np.round, x, 1, out=np.empty(3))
    attempt(np.round, x, 0, out=np.empty((2, 2)))
    attempt(np.round, np.arange(4), 0, out=np.empty((2, 2)))
    attempt(np.round, np.arange(4), -1, out=np.empty(5))
    attempt(np.round, np.arange(4), 2, out=np.empty((1, 4)))
    z = np.array([1.55 + 2.45j, -0.5 - 1.5j])
    attempt(np.round, z, 1, out=np.empty(2, np.complex64))
    attempt(np.round, z, 1, out=np.empty((2, 1), complex))
    real_out = np.zeros(2)
    attempt(np.round, z, 1, out=real_out)
    print(real_out.tolist())
    attempt(lambda: x.round(2, out=np.empty(4, np.float32)))
    attempt(np.fix, z)
    attempt(np.fix, np.array([-2.5, 2.5]), out=np.empty(2, np.int64))
    show(np.fix(np.array([-2.5, 2.5]), out=np.empty(2, np.float32)))


@program
def fp_integer_only_ufuncs_on_python_numbers(np):
    # gcd/lcm/shifts/bitwise ops called on plain Python numbers read from a config
    show(np.gcd(12, 18))
    show(np.lcm(4, 6))
    show(np.left_shift(1, 10))
    show(np.bitwise_xor(0b1100, 0b1010))
    attempt(np.gcd, 12.0, 18)
    attempt(np.lcm, 4, 6.0)
    attempt(np.gcd, 2.5, True)
    attempt(np.left_shift, 1.0, 2)
    attempt(np.bitwise_and, 3, 1.0)
    attempt(np.invert, 1.5)
    attempt(np.gcd, 2**70, 2)
    attempt(np.gcd, 1j, 2)
