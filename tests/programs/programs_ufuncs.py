"""Programs on ufunc objects and their methods as real code uses them: reduce, accumulate,
reduceat, outer and at of add, multiply, maximum, minimum, the logical and bitwise ufuncs and the
non-commutative subtract and divide (axis None and tuples, dtype=, out=, keepdims=, initial=,
where=), reductions of empty arrays, reduceat's decreasing and out-of-range indices, at with
repeated and negative indices; the ufunc attributes; ufuncs with two outputs and out= tuples;
the less common elementwise ufuncs at their edges (ldexp, nextafter, spacing, copysign,
heaviside, gcd/lcm, hypot, logaddexp, float_power, fmax/fmin, signbit, shifts, sign); where=,
casting= and dtype= of calls; np.frompyfunc and np.vectorize on arrays; and the errors of bad
arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_each, collection, show, show_each


PROGRAMS, program = collection()


# ---- reduce --------------------------------------------------------------------------------------

@program
def uf_reduce_axes(np):
    a = np.arange(24).reshape(2, 3, 4)
    for uf in (np.add, np.multiply, np.maximum, np.minimum):
        for axis in (0, 1, -1, None, (0, 2), (), (2, 0, 1)):
            attempt(uf.reduce, a, axis=axis)
    attempt(np.add.reduce, a, axis=(0, 0))
    attempt(np.add.reduce, a, axis=3)
    attempt(np.add.reduce, a, axis=-4)
    attempt(np.add.reduce, a, axis=1.0)
    attempt(np.add.reduce, a, axis=np.int64(1))


@program
def uf_reduce_keepdims_dtype(np):
    a = np.arange(1, 13, dtype=np.int8).reshape(3, 4)
    attempt(np.add.reduce, a, axis=1, keepdims=True)
    attempt(np.add.reduce, a, axis=None, keepdims=True)
    attempt(np.multiply.reduce, a, axis=0, dtype=np.int8)
    attempt(np.multiply.reduce, a, axis=0, dtype=np.int64)
    attempt(np.add.reduce, a, axis=0, dtype=np.float32)
    attempt(np.add.reduce, a.astype(bool), axis=0)
    attempt(np.add.reduce, np.array([True, True, False]))
    attempt(np.multiply.reduce, np.array([True, True]))
    attempt(np.add.reduce, a.astype(np.uint8), axis=None)
    attempt(np.add.reduce, a.astype(np.float16), axis=1, dtype=np.float64)
    attempt(np.maximum.reduce, a, axis=(0, 1), keepdims=True)


@program
def uf_reduce_initial_where(np):
    a = np.array([[1.0, 5.0, -2.0], [4.0, np.nan, 0.5]])
    attempt(np.add.reduce, a, axis=1, initial=10)
    attempt(np.maximum.reduce, a, axis=1, initial=100.0)
    attempt(np.minimum.reduce, a, axis=0, initial=-5)
    m = np.array([[True, False, True], [False, False, True]])
    attempt(np.add.reduce, a, axis=1, where=m)
    attempt(np.add.reduce, a, axis=None, where=m)
    attempt(np.maximum.reduce, a, axis=1, where=m, initial=-np.inf)
    attempt(np.maximum.reduce, a, axis=1, where=m)
    attempt(np.multiply.reduce, a, axis=0, where=m, keepdims=True)
    attempt(np.add.reduce, a, axis=1, where=np.array([True, False, True]))
    attempt(np.add.reduce, a, axis=1, where=np.array([True, False]))
    attempt(np.add.reduce, a, axis=1, initial=None)


@program
def uf_reduce_out(np):
    a = np.arange(12.0).reshape(3, 4)
    o = np.full(4, -1.0)
    r = np.add.reduce(a, axis=0, out=o)
    print(r is o, o)
    o2 = np.zeros((1, 4), dtype=np.float32)
    r = np.add.reduce(a, axis=0, out=o2, keepdims=True)
    print(r is o2, o2, o2.dtype)
    attempt(np.add.reduce, a, axis=0, out=np.zeros(3))
    attempt(np.add.reduce, a, axis=0, out=np.zeros(4, dtype=np.int64))
    attempt(np.add.reduce, a, axis=0, out=(np.zeros(4),))
    oi = np.zeros(3, dtype=np.int32)
    attempt(np.add.reduce, np.arange(12).reshape(3, 4), axis=1, out=oi)
    print(oi)
    z = np.zeros(())
    attempt(np.add.reduce, a, axis=None, out=z)
    print(z)
    attempt(np.add.reduce, a, axis=None, out=np.zeros(1))


@program
def uf_reduce_empty(np):
    e = np.zeros((0, 3))
    for uf in (np.add, np.multiply, np.maximum, np.minimum, np.logical_and, np.logical_or,
               np.bitwise_and, np.bitwise_or, np.bitwise_xor, np.subtract, np.divide):
        attempt(uf.reduce, e, axis=0)
        attempt(uf.reduce, e, axis=1)
    attempt(np.maximum.reduce, e, axis=0, initial=-1.0)
    attempt(np.maximum.reduce, np.array([], dtype=np.int16))
    attempt(np.add.reduce, np.array([], dtype=np.int8))
    attempt(np.bitwise_and.reduce, np.array([], dtype=np.uint8))
    attempt(np.bitwise_and.reduce, np.array([], dtype=np.int8))
    attempt(np.logical_and.reduce, np.array([]))
    attempt(np.add.reduce, np.zeros((2, 0)), axis=None)
    attempt(np.minimum.reduce, np.zeros((2, 0)), axis=None)


@program
def uf_reduce_noncommutative(np):
    a = np.array([[100.0, 2.0, 5.0], [64.0, 4.0, 2.0]])
    attempt(np.subtract.reduce, a, axis=1)
    attempt(np.subtract.reduce, a, axis=0)
    attempt(np.divide.reduce, a, axis=1)
    attempt(np.true_divide.reduce, a, axis=-1, keepdims=True)
    attempt(np.subtract.reduce, a, axis=None)
    attempt(np.subtract.reduce, a, axis=(0, 1))
    attempt(np.divide.reduce, a, axis=(1,))
    attempt(np.subtract.reduce, a, axis=())
    attempt(np.power.reduce, np.array([2, 3, 2]))
    attempt(np.floor_divide.reduce, np.array([100, 3, 2]))
    attempt(np.subtract.reduce, a, axis=1, initial=0.0)
    attempt(np.subtract.reduce, a, axis=1, where=np.array([True, False, True]))


@program
def uf_reduce_logical_bitwise(np):
    a = np.array([[1, 0, 3], [2, 2, 0]])
    for uf in (np.logical_and, np.logical_or, np.logical_xor):
        attempt(uf.reduce, a, axis=0)
        attempt(uf.reduce, a, axis=None)
        attempt(uf.reduce, a.astype(float), axis=1)
    b = np.array([[0b1100, 0b1010], [0b0110, 0b0011]], dtype=np.uint8)
    for uf in (np.bitwise_and, np.bitwise_or, np.bitwise_xor):
        attempt(uf.reduce, b, axis=0)
        attempt(uf.reduce, b, axis=None, keepdims=True)
    attempt(np.bitwise_and.reduce, np.array([1.0, 2.0]))
    attempt(np.logical_and.reduce, np.array([1 + 0j, 0j]))
    attempt(np.logical_or.reduce, np.array([[True, False], [False, False]]), axis=1,
            dtype=np.int32)
    print(np.logical_and.identity, np.logical_or.identity, np.bitwise_and.identity,
          np.bitwise_xor.identity, np.logical_xor.identity)


@program
def uf_reduce_bad_args(np):
    a = np.arange(6).reshape(2, 3)
    attempt(np.add.reduce, a, axis=0, bogus=1)
    attempt(np.add.reduce)
    attempt(np.add.reduce, a, 0, None, None, False, 0, True, 7)
    attempt(np.sin.reduce, a)
    attempt(np.divmod.reduce, a)
    attempt(np.add.reduce, a, dtype="S3")
    attempt(np.add.reduce, 5)
    attempt(np.add.reduce, [[1, 2], [3, 4]], axis=1)
    attempt(np.add.reduce, np.float64(3.0))
    attempt(np.add.reduce, np.array(3.0), axis=0)
    attempt(np.add.reduce, np.array(3.0), axis=None)
    attempt(np.add.reduce, np.array(3.0), axis=())
    attempt(np.matmul.reduce, a)


# ---- accumulate ----------------------------------------------------------------------------------

@program
def uf_accumulate(np):
    a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16)
    for uf in (np.add, np.multiply, np.maximum, np.minimum, np.subtract, np.logical_or,
               np.bitwise_xor):
        attempt(uf.accumulate, a, axis=0)
        attempt(uf.accumulate, a, axis=1)
    attempt(np.add.accumulate, a, axis=1, dtype=np.float32)
    attempt(np.divide.accumulate, a.astype(float), axis=1)
    attempt(np.divide.accumulate, a, axis=1)
    attempt(np.add.accumulate, a, axis=None)
    attempt(np.add.accumulate, a, axis=(0, 1))
    attempt(np.add.accumulate, a, axis=2)
    attempt(np.add.accumulate, np.array(5))
    attempt(np.add.accumulate, np.zeros((0, 3)))
    attempt(np.maximum.accumulate, np.zeros((0, 3)), axis=1)
    attempt(np.add.accumulate, a, keepdims=True)
    attempt(np.add.accumulate, a, initial=3)
    attempt(np.add.accumulate, a, where=True)


@program
def uf_accumulate_out(np):
    a = np.arange(1.0, 7.0).reshape(2, 3)
    o = np.empty((2, 3))
    r = np.multiply.accumulate(a, axis=1, out=o)
    print(r is o, o)
    o32 = np.zeros((2, 3), dtype=np.float32)
    r = np.add.accumulate(a, axis=0, out=o32)
    print(r is o32, o32, o32.dtype)
    attempt(np.add.accumulate, a, out=np.zeros((2, 3), dtype=int))
    attempt(np.add.accumulate, np.arange(4), out=np.zeros(4, dtype=np.int8))
    b = np.arange(6.0)
    np.add.accumulate(b, out=b)
    print(b)
    attempt(np.add.accumulate, np.array([1, 2, 3], dtype=np.uint8), dtype=np.uint8)
    attempt(np.add.accumulate, np.array([200, 100], dtype=np.uint8))
    attempt(np.add.accumulate, np.array([True, True, True]))


# ---- reduceat ------------------------------------------------------------------------------------

@program
def uf_reduceat(np):
    x = np.arange(8)
    attempt(np.add.reduceat, x, [0, 4, 1, 5])
    attempt(np.add.reduceat, x, [0, 3, 3, 7])
    attempt(np.add.reduceat, x, [5, 2, 7])
    attempt(np.multiply.reduceat, x + 1, [0, 2, 4])
    attempt(np.maximum.reduceat, x, [6, 0])
    attempt(np.minimum.reduceat, x, np.array([1, 1, 1]))
    attempt(np.subtract.reduceat, x, [0, 4])
    attempt(np.add.reduceat, x, [])
    attempt(np.add.reduceat, x, [0, 8])
    attempt(np.add.reduceat, x, [0, -1])
    attempt(np.add.reduceat, x, [-8])
    attempt(np.add.reduceat, x, [0.0, 2.0])
    attempt(np.add.reduceat, x, [[0, 2]])
    attempt(np.add.reduceat, x, 3)
    attempt(np.add.reduceat, np.array([], dtype=float), [0])
    attempt(np.add.reduceat, x, np.array([0, 2], dtype=np.uint8))


@program
def uf_reduceat_2d(np):
    a = np.arange(20.0).reshape(4, 5)
    attempt(np.add.reduceat, a, [0, 2], axis=0)
    attempt(np.add.reduceat, a, [0, 3, 1], axis=1)
    attempt(np.add.reduceat, a, [0, 3, 1], axis=-1, dtype=np.float32)
    attempt(np.maximum.reduceat, a, [4, 0], axis=1)
    attempt(np.add.reduceat, a, [0, 2], axis=2)
    attempt(np.add.reduceat, a, [0, 2], axis=None)
    o = np.zeros((2, 5))
    r = np.add.reduceat(a, [0, 2], axis=0, out=o)
    print(r is o, o)
    attempt(np.add.reduceat, a, [0, 2], axis=0, out=np.zeros((3, 5)))
    attempt(np.logical_or.reduceat, a > 10, [0, 1, 3], axis=0)
    attempt(np.add.reduceat, a.astype(np.int8), [0, 2], axis=1)
    attempt(np.add.reduceat, a, [0], axis=0, keepdims=True)


# ---- outer ---------------------------------------------------------------------------------------

@program
def uf_outer(np):
    x = np.array([1, 2, 3])
    y = np.array([10.0, 20.0])
    for uf in (np.add, np.multiply, np.subtract, np.divide, np.maximum, np.power, np.less,
               np.logical_and, np.hypot):
        attempt(uf.outer, x, y)
    a = np.arange(4).reshape(2, 2)
    b = np.arange(6).reshape(3, 2)
    r = attempt(np.multiply.outer, a, b)
    attempt(np.add.outer, a, 5)
    attempt(np.add.outer, 3, 4)
    attempt(np.add.outer, [1, 2], [[1], [2]])
    attempt(np.add.outer, x, y, dtype=np.float32)
    o = np.zeros((3, 2))
    r = np.subtract.outer(x, y, out=o)
    print(r is o, o)
    attempt(np.add.outer, x, y, out=np.zeros((2, 3)))
    attempt(np.add.outer, x, y, where=np.array([True, False]), out=np.full((3, 2), -7.0))
    attempt(np.sin.outer, x, y)
    attempt(np.add.outer, x)
    attempt_each(np.divmod.outer, x, np.array([2, 3]))
    attempt(np.add.outer, x, y, keepdims=True)


# ---- at ------------------------------------------------------------------------------------------

@program
def uf_at_repeated(np):
    a = np.zeros(6)
    np.add.at(a, [0, 1, 1, 5, 5, 5], 1.0)
    print(a)
    np.add.at(a, [-1, -6], [10.0, 20.0])
    print(a)
    b = np.ones(5, dtype=np.int64)
    np.multiply.at(b, [1, 1, 2], [3, 4, 5])
    print(b)
    np.subtract.at(b, np.array([0, 0, 0]), 1)
    print(b)
    c = np.array([5.0, 1.0, 7.0])
    np.maximum.at(c, [0, 1, 1], [2.0, 9.0, 3.0])
    np.minimum.at(c, [2], -1.0)
    print(c)
    d = np.arange(6).reshape(2, 3)
    np.add.at(d, (0, [0, 2, 2]), 100)
    print(d)
    np.add.at(d, [1], np.array([1, 2, 3]))
    print(d)
    np.add.at(d, (slice(None), 1), [[7], [8]][0])
    print(d)
    np.negative.at(d, [0])
    print(d)
    e = np.array([True, False, True])
    np.logical_not.at(e, [0, 0])
    print(e)
    f = np.arange(4, dtype=np.uint8)
    np.bitwise_or.at(f, [0, 1], 8)
    np.left_shift.at(f, [3], 7)
    print(f, f.dtype)


@program
def uf_at_errors(np):
    a = np.zeros(4)
    attempt(np.add.at, a, [4], 1.0)
    attempt(np.add.at, a, [-5], 1.0)
    attempt(np.add.at, a, [0, 1], [1.0, 2.0, 3.0])
    attempt(np.add.at, a, [0.5], 1.0)
    attempt(np.add.at, a, [0])
    attempt(np.negative.at, a, [0], 1.0)
    attempt(np.add.at, a, [0], 1.0, 2.0)
    attempt(np.add.at, a, [0], 1.0, out=a)
    attempt(np.divmod.at, a, [0], 1.0)
    i = np.zeros(3, dtype=np.int32)
    attempt(np.add.at, i, [0], 1.5)
    attempt(np.add.at, i, [0], 2**40)
    print(i)
    attempt(np.add.at, np.zeros((2, 2)), [[0, 1]], 1.0)
    b = np.zeros((2, 2))
    np.add.at(b, ([0, 1, 1], [1, 0, 0]), 1.0)
    print(b)
    m = np.zeros(3)
    np.add.at(m, np.array([True, False, True]), 5.0)
    print(m)


# ---- attributes ----------------------------------------------------------------------------------

@program
def uf_attributes(np):
    for uf in (np.add, np.subtract, np.sin, np.divmod, np.modf, np.frexp, np.isnat, np.maximum,
               np.matmul, np.logical_and, np.heaviside, np.ldexp, np.invert, np.vecdot):
        print(uf.__name__, uf.nin, uf.nout, uf.nargs, uf.ntypes, repr(uf), str(uf))
        print("  ", uf.identity, uf.signature, uf.types[:4], type(uf.types).__name__)
    print(np.true_divide is np.divide, np.abs is np.absolute, np.conjugate is np.conj)
    print(np.divide.__name__, np.abs.__name__, np.bitwise_not.__name__, np.mod.__name__)
    print(isinstance(np.add, np.ufunc), type(np.add).__name__, callable(np.add))
    print(np.add.__doc__.splitlines()[0] if np.add.__doc__ else None)
    print(sorted(n for n in ("reduce", "accumulate", "reduceat", "outer", "at",
                             "resolve_dtypes") if hasattr(np.add, n)))
    print(np.multiply.identity, type(np.multiply.identity).__name__, np.maximum.identity,
          np.subtract.identity, np.bitwise_and.identity)


@program
def uf_pass_ufunc_around(np):
    def combine(fn, xs):
        r = xs[0]
        for x in xs[1:]:
            r = fn(r, x)
        return r
    xs = [np.array([1, 5, 2]), np.array([4, 0, 3]), np.array([2, 2, 9])]
    for uf in (np.add, np.maximum, np.minimum, np.bitwise_or):
        print(uf.__name__, combine(uf, xs), uf.reduce(np.stack(xs)))
    ops = {"sum": np.add, "prod": np.multiply}
    for name, uf in ops.items():
        print(name, uf.reduce(np.arange(1, 6)), uf.accumulate(np.arange(1, 6)))
    print([u.__name__ for u in sorted((np.sin, np.add, np.cos), key=lambda u: u.__name__)])
    d = {np.add: "plus", np.subtract: "minus"}
    print(d[np.add], d.get(np.multiply, "?"))


# ---- two outputs ---------------------------------------------------------------------------------

@program
def uf_two_outputs(np):
    x = np.array([7, -7, 7, -7, 0])
    y = np.array([2, 2, -2, -2, 3])
    attempt_each(np.divmod, x, y)
    attempt_each(np.divmod, x.astype(float), y.astype(float))
    attempt_each(np.divmod, x, 0)
    attempt_each(np.divmod, x.astype(float), 0.0)
    attempt_each(np.modf, np.array([2.5, -2.5, np.inf, -0.0, np.nan]))
    attempt_each(np.frexp, np.array([0.0, 1.0, -3.0, 1e-310, np.inf, np.nan]))
    attempt_each(np.frexp, np.array([1, 8], dtype=np.float32))
    attempt_each(np.frexp, np.array([1, 8]))
    attempt_each(np.modf, np.array([1, 2], dtype=np.int16))
    attempt_each(np.frexp, np.array([1.5], dtype=np.float16))
    q, r = np.divmod(np.uint8(200), np.uint8(7))
    print(q, r, type(q).__name__)


@program
def uf_two_outputs_out(np):
    x = np.array([7.5, -2.25, 3.0])
    o1 = np.zeros(3)
    o2 = np.zeros(3)
    r = np.modf(x, out=(o1, o2))
    print(r[0] is o1, r[1] is o2, o1, o2)
    m = np.empty(3)
    e = np.zeros(3, dtype=np.int32)
    r = np.frexp(x, m, e)
    print(r[0] is m, r[1] is e, m, e)
    r = np.divmod(x, 2.0, out=(None, o2))
    print(type(r).__name__, r[1] is o2, r[0], o2)
    attempt_each(np.divmod, x, 2.0, out=(o1,))
    attempt_each(np.divmod, x, 2.0, out=o1)
    attempt_each(np.divmod, x, 2.0, out=(o1, o2, o1))
    attempt_each(np.modf, x, out=(np.zeros(3, dtype=int), o2))
    attempt_each(np.frexp, x, out=(m, np.zeros(3)))
    attempt_each(np.divmod, x, 2.0, out=(np.zeros(2), o2))
    attempt_each(np.modf, x, where=x > 0, out=(np.full(3, 9.0), np.full(3, 8.0)))
    attempt_each(np.divmod, x, 2.0, dtype=np.float32)


# ---- elementwise edges ---------------------------------------------------------------------------

@program
def uf_ldexp_nextafter_spacing(np):
    attempt(np.ldexp, np.array([1.0, 0.5, -3.0]), np.array([2, -1, 1000]))
    attempt(np.ldexp, np.array([1.0], dtype=np.float32), np.array([3], dtype=np.int64))
    attempt(np.ldexp, np.array([1.0], dtype=np.float16), 3)
    attempt(np.ldexp, np.array([1, 2]), 3)
    attempt(np.ldexp, 1.0, 2.5)
    attempt(np.ldexp, np.array([1.0]), np.array([2], dtype=np.uint64))
    attempt(np.nextafter, np.array([0.0, 1.0, -1.0]), np.array([1.0, 2.0, -np.inf]))
    attempt(lambda: np.nextafter(np.float32(1), np.float32(2)) - np.float32(1))
    attempt(np.nextafter, np.array([1, 2]), 3)
    attempt(np.nextafter, np.array([np.nan, 1.0]), np.array([0.0, np.nan]))
    attempt(np.spacing, np.array([1.0, -1.0, 0.0, 1e300, np.inf, np.nan]))
    attempt(np.spacing, np.array([1.0], dtype=np.float16))
    attempt(np.spacing, np.array([1, 2]))


@program
def uf_copysign_heaviside_signbit(np):
    x = np.array([-2.0, -0.0, 0.0, 3.0, np.nan, -np.inf])
    attempt(np.copysign, np.ones(6), x)
    attempt(np.copysign, x, -1)
    attempt(np.copysign, np.array([1, 2]), np.array([-1, 1]))
    attempt(np.heaviside, x, 0.5)
    attempt(np.heaviside, x, np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0]))
    attempt(np.heaviside, np.array([-1, 0, 1]), 0.5)
    attempt(np.heaviside, np.array([-1, 0, 1]), np.array([2]))
    attempt(np.signbit, x)
    attempt(np.signbit, np.array([-1, 0, 1]))
    attempt(np.signbit, np.array([1, 2], dtype=np.uint8))
    attempt(np.signbit, np.array([1 + 1j]))
    attempt(np.signbit, np.array([True]))


@program
def uf_gcd_lcm(np):
    a = np.array([12, -12, 0, 7, -15, 0])
    b = np.array([18, 18, 5, 0, -25, 0])
    attempt(np.gcd, a, b)
    attempt(np.lcm, a, b)
    attempt(np.gcd, a.astype(np.int8), np.int8(-4))
    attempt(np.lcm, np.array([4, 6], dtype=np.uint16), np.array([6, 10], dtype=np.int16))
    attempt(np.gcd, np.array([4.0, 6.0]), 2)
    attempt(np.gcd.reduce, np.array([12, 18, 30]))
    attempt(np.lcm.reduce, np.array([4, 6, 10]))
    attempt(np.gcd.reduce, np.array([], dtype=int))
    attempt(np.lcm.accumulate, np.array([2, 3, 4, 5]))
    attempt(np.gcd, np.array([-128], dtype=np.int8), np.array([0], dtype=np.int8))
    attempt(np.lcm, np.array([True, False]), np.array([True, True]))
    print(np.gcd.identity, np.lcm.identity)


@program
def uf_hypot_logaddexp_float_power(np):
    attempt(np.hypot, np.array([3.0, np.inf, np.nan, 1e200]), np.array([4.0, np.nan, np.inf,
                                                                         1e200]))
    attempt(np.hypot, np.array([3, 5]), np.array([4, 12]))
    attempt(np.hypot, np.array([3], dtype=np.float32), 4)
    attempt(np.logaddexp, np.array([0.0, -np.inf, 1000.0, -np.inf]),
            np.array([0.0, 1.0, 1000.0, -np.inf]))
    attempt(np.logaddexp2, np.array([1.0, 3.0, -np.inf]), np.array([1.0, 3.0, 2.0]))
    attempt(np.logaddexp.reduce, np.array([0.0, 0.0, 0.0]))
    attempt(np.logaddexp.reduce, np.array([]))
    attempt(np.float_power, np.array([2, 3, -8]), np.array([3, -1, 2]))
    attempt(np.float_power, np.array([-8.0]), 1 / 3)
    attempt(np.float_power, np.array([2], dtype=np.float32), 2)
    attempt(np.float_power, np.array([1j, 2]), 2)
    attempt(np.float_power, np.array([0.0]), -1)
    print(np.float_power.types)


@program
def uf_fmax_fmin_nan(np):
    a = np.array([1.0, np.nan, np.nan, -0.0, 3.0])
    b = np.array([np.nan, 2.0, np.nan, 0.0, -np.inf])
    for uf in (np.fmax, np.fmin, np.maximum, np.minimum):
        attempt(uf, a, b)
        attempt(uf.reduce, a)
        attempt(uf.reduce, np.array([np.nan, np.nan]))
        attempt(uf.accumulate, a)
    attempt(np.fmax, np.array([1 + 1j, np.nan + 0j]), np.array([np.nan, 1 + 2j]))
    attempt(np.fmax, np.array([3, 1]), np.array([2, 4]))
    attempt(np.fmax.reduce, np.array([], dtype=float))
    attempt(np.fmin.reduce, np.array([], dtype=float), initial=np.inf)
    attempt(np.fmax.reduce, np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1)
    print(np.fmax.identity, np.maximum.identity)


@program
def uf_isnat_signs_unsigned(np):
    t = np.array(["2020-01-01", "NaT", "2021-06-30"], dtype="datetime64[D]")
    attempt(np.isnat, t)
    attempt(np.isnat, t - t[0])
    attempt(np.isnat, np.array([1.0]))
    attempt(np.isnat, np.array([1]))
    u = np.array([0, 1, 255], dtype=np.uint8)
    attempt(np.negative, u)
    attempt(np.positive, u)
    attempt(lambda: -u)
    attempt(lambda: +u)
    attempt(np.negative, np.array([True, False]))
    attempt(np.positive, np.array([True, False]))
    attempt(np.negative, np.array([-128, 127], dtype=np.int8))
    attempt(np.absolute, np.array([-128, 127], dtype=np.int8))
    attempt(np.invert, np.array([True, False]))
    attempt(lambda: ~np.array([True, False]))
    attempt(np.invert, u)
    attempt(np.invert, np.array([0, -1, 5], dtype=np.int16))
    attempt(np.invert, np.array([1.0]))
    attempt(np.bitwise_not, np.array([7], dtype=np.uint64))


@program
def uf_shift_overflow(np):
    a = np.array([1, 1, 1, 1, -1], dtype=np.int8)
    s = np.array([6, 7, 8, 100, 3], dtype=np.int8)
    attempt(np.left_shift, a, s)
    attempt(np.right_shift, np.array([-128, 64, -1], dtype=np.int8), np.array([7, 8, 100],
                                                                                dtype=np.int8))
    attempt(np.left_shift, np.array([1], dtype=np.uint64), np.array([63, 64], dtype=np.uint64))
    attempt(np.left_shift, np.array([1, 2], dtype=np.uint8), -1)
    attempt(np.left_shift, np.array([1, 2], dtype=np.uint8), np.array([-1, 2]))
    attempt(np.left_shift, np.array([3]), 62)
    attempt(np.left_shift, np.array([3]), 64)
    attempt(np.right_shift, np.array([-5]), 70)
    attempt(np.left_shift, np.array([1.0]), 2)
    attempt(np.left_shift, np.array([True]), np.array([True]))
    attempt(lambda: np.array([1], dtype=np.uint8) << 9)
    attempt(lambda: np.uint8(1) << 9)


@program
def uf_sign(np):
    attempt(np.sign, np.array([-2.5, -0.0, 0.0, 3.0, np.nan, -np.inf]))
    attempt(np.sign, np.array([3 + 4j, -2j, 0j, complex(np.nan, 1), complex(1, np.nan)]))
    attempt(np.sign, np.array([complex(np.inf, 1), complex(np.inf, np.inf)]))
    attempt(np.sign, np.array([-3, 0, 5], dtype=np.int8))
    attempt(np.sign, np.array([0, 5], dtype=np.uint16))
    attempt(np.sign, np.array([True, False]))
    attempt(np.sign, np.array([1.0], dtype=np.float16))
    attempt(np.sign, np.array(-4.0))
    attempt(np.sign, -4)
    attempt(np.sign, np.array([3 + 4j], dtype=np.complex64))


# ---- keywords of calls ---------------------------------------------------------------------------

@program
def uf_where_with_out(np):
    x = np.array([1.0, -2.0, 3.0, -4.0])
    o = np.full(4, 99.0)
    r = np.sqrt(x, where=x > 0, out=o)
    print(r is o, o)
    o = np.full(4, -1.0)
    np.add(x, 10, out=o, where=np.array([True, False, True, False]))
    print(o)
    o = np.full((2, 4), 7.0)
    np.multiply(x, 2, out=o, where=np.array([[True], [False]]))
    print(o)
    o = np.zeros(4, dtype=np.int64)
    attempt(np.add, np.arange(4), 1, out=o, where=[True, False, True, True])
    print(o)
    attempt(np.add, x, 1, out=np.zeros(4), where=np.array([True, False]))
    attempt(np.add, x, 1, out=np.zeros(4), where=np.array([1, 0, 1, 0]))
    attempt(np.add, x, 1, out=np.zeros(4), where=np.array([1.0, 0, 1, 0]))
    o = np.full(4, 5.0)
    np.negative(x, o, where=False)
    print(o)
    np.negative(x, o, where=True)
    print(o)
    o = np.array([1, 2, 3, 4])
    np.floor_divide(o, 2, out=o, where=o % 2 == 0)
    print(o)


@program
def uf_casting_dtype_keywords(np):
    a = np.array([1, 2, 3], dtype=np.int32)
    b = np.array([0.5, 1.5, 2.5])
    attempt(np.add, a, b, dtype=np.float32)
    attempt(np.add, a, b, dtype=np.int32)
    attempt(np.add, a, b, dtype=np.int32, casting="unsafe")
    attempt(np.add, a, a, dtype=np.int8, casting="same_kind")
    attempt(np.add, a, a, dtype=np.int8, casting="safe")
    attempt(np.add, a, a, dtype=np.int64, casting="safe")
    attempt(np.add, a, b, out=np.zeros(3, dtype=np.int32))
    attempt(np.add, a, b, out=np.zeros(3, dtype=np.int32), casting="unsafe")
    attempt(np.add, a, a, out=np.zeros(3, dtype=np.int16), casting="same_kind")
    attempt(np.add, a, a, out=np.zeros(3, dtype=np.int16), casting="no")
    attempt(np.add, a, a, casting="equiv")
    attempt(np.add, a, a.astype(np.int64), casting="no")
    attempt(np.add, a, a, casting="bogus")
    attempt(np.multiply, a, 2, signature=(None, None, np.float64))
    attempt(np.multiply, a, 2, signature="ii->i")
    attempt(np.multiply, a, 2, signature="dd->d")
    attempt(np.multiply, a, 2, dtype=np.float64, signature="dd->d")
    attempt(np.sqrt, a, dtype=np.float32)
    attempt(np.sqrt, a, dtype=np.int32)
    attempt(np.equal, a, b, dtype=np.bool_)
    attempt(np.equal, a, b, dtype=np.float64)
    attempt(np.true_divide, a, a, dtype=np.int64)


@program
def uf_call_bad_arguments(np):
    a = np.arange(3.0)
    attempt(np.add, a)
    attempt(np.add)
    attempt(np.add, a, a, a, a)
    attempt(np.sin, a, a, a)
    attempt(np.sin, a, out=a, bogus=True)
    attempt(np.add, a, a, out=np.zeros(2))
    attempt(np.add, a, a, out=[0, 0, 0])
    attempt(np.add, a, a, out=(np.zeros(3), np.zeros(3)))
    attempt(np.add, a, a, np.zeros(3), out=np.zeros(3))
    attempt(np.add, a, np.arange(4.0))
    attempt(np.sin, "abc")
    attempt(np.add, a, a, order="X")
    attempt(np.add, a, a, axis=0)
    attempt(np.add, a, a, keepdims=True)
    attempt(np.add, a, None)
    attempt(np.sin, a, subok=False)
    attempt(np.add, a, a, out=np.zeros(3, dtype=bool))
    attempt(np.negative, np.array(["x"]))


@program
def uf_out_positional_and_scalars(np):
    a = np.arange(4.0)
    o = np.zeros(4)
    r = np.add(a, 1, o)
    print(r is o, o)
    r = np.sin(a, o)
    print(r is o, o.round(4))
    r = np.add(2.0, 3.0)
    print(repr(r), type(r).__name__)
    r = np.add(np.float32(2), 3)
    print(repr(r), type(r).__name__)
    r = np.add(np.int8(100), np.int8(100))
    print(repr(r), type(r).__name__)
    z = np.zeros(())
    r = np.add(1.0, 2.0, out=z)
    print(r is z, repr(z))
    r = np.add(np.array(1.0), np.array(2.0))
    print(repr(r), type(r).__name__)
    r = np.add(np.array(1.0), np.array(2.0), out=None)
    print(repr(r), type(r).__name__)
    r = np.add([1, 2], [3, 4])
    print(repr(r), type(r).__name__)
    r = np.multiply(np.array([1, 2]), 3, out=(None,))
    print(repr(r))


# ---- frompyfunc and vectorize --------------------------------------------------------------------

@program
def uf_frompyfunc(np):
    def clamp(x, lo):
        return x if x > lo else lo
    f = np.frompyfunc(clamp, 2, 1)
    print(f.nin, f.nout, f.__name__, f.identity, f.ntypes, f.types)
    a = np.array([1, 5, -3, 8])
    r = f(a, 2)
    print(r, r.dtype, type(r).__name__)
    print(f(a.reshape(2, 2), np.array([[0], [6]])))
    print(f.reduce(a), f.accumulate(a))
    print(f.outer(np.array([1, 3]), np.array([0, 2, 4])))
    g = np.frompyfunc(divmod, 2, 2)
    q, m = g(np.array([7, 8]), 3)
    print(q, m, q.dtype)
    h = np.frompyfunc(lambda x, y: x + y, 2, 1, identity=0)
    print(h.identity, h.reduce(np.array([], dtype=object)), h.reduce(a))
    r = f(3, 1)
    print(repr(r), type(r).__name__)
    attempt(np.frompyfunc, clamp, 2)
    attempt(np.frompyfunc, 5, 1, 1)


@program
def uf_vectorize_otypes_excluded(np):
    def scale(x, k=2, mode="mul"):
        return x * k if mode == "mul" else x + k
    v = np.vectorize(scale)
    a = np.array([1, 2, 3])
    r = v(a)
    print(r, r.dtype)
    r = v(a, 0.5)
    print(r, r.dtype)
    vf = np.vectorize(scale, otypes=[np.float32])
    r = vf(a, 3)
    print(r, r.dtype)
    ve = np.vectorize(scale, excluded={"mode"})
    print(ve(a, 10, mode="add"), ve(a, k=np.array([1, 2, 3]), mode="mul"))
    ve2 = np.vectorize(lambda x, table: table[x], excluded={1})
    print(ve2(np.array([0, 2, 1]), [10, 20, 30]))
    vs = np.vectorize(lambda x: str(x), otypes=["U5"])
    print(vs(a), vs(a).dtype)
    attempt(v, np.zeros((0, 2)))
    r = np.vectorize(scale, otypes="d")(np.zeros((0, 2)))
    print(r.shape, r.dtype)
    attempt(np.vectorize(scale, otypes=["i"]), np.array([1.5, 2.5]))
    attempt(lambda: np.vectorize(scale, otypes="zz")(a))
    r = v(np.int64(4))
    print(repr(r), type(r).__name__)


@program
def uf_vectorize_signature(np):
    def stats(v):
        return v.mean(), v.max()
    vs = np.vectorize(stats, signature="(n)->(),()")
    m, mx = vs(np.arange(12.0).reshape(3, 4))
    print(m, mx, m.dtype, m.shape)
    vo = np.vectorize(lambda a, b: np.outer(a, b), signature="(m),(n)->(m,n)")
    r = vo(np.ones((2, 3)), np.arange(4.0))
    print(r.shape, r.dtype, r[1, 2])
    vp = np.vectorize(lambda v: v[::-1], signature="(n)->(n)")
    print(vp(np.arange(6).reshape(2, 3)))
    attempt(vp, np.arange(3.0).reshape(1, 3))
    attempt(np.vectorize(lambda v: v.sum(), signature="(n)->()"), np.arange(3.0))
    attempt(np.vectorize(lambda v: v, signature="(n)->(n)"), np.float64(3.0))
    attempt(np.vectorize(lambda v: v, signature="(n)->(m)"), np.arange(3.0))
    attempt(np.vectorize(lambda a, b: a + b, signature="(n),(n)->(n)"), np.ones(3),
            np.ones(4))
    attempt(lambda: np.vectorize(lambda v: v, signature="(n->(n)")(np.ones(2)))
    attempt(np.vectorize(lambda v: v.sum(), signature="(n)->()", otypes=[np.int8]),
            np.arange(6.0).reshape(2, 3) * 50)


@program
def uf_vectorize_decorator_and_cache(np):
    calls = []

    @np.vectorize
    def piecewise(x):
        calls.append(x)
        return x ** 2 if x < 0 else x
    r = piecewise(np.array([-2, -1, 0, 3]))
    print(r, r.dtype, len(calls))
    calls.clear()
    vc = np.vectorize(lambda x: (calls.append(x), x / 2)[1], cache=True)
    r = vc(np.array([4, 6]))
    print(r, r.dtype, len(calls))
    print(piecewise.__name__ if hasattr(piecewise, "__name__") else None)
    print(piecewise(np.float64(-3.0)), type(piecewise(np.float64(-3.0))).__name__)
    print(piecewise([[1, -4], [2, -5]]))


# ---- larger user-style uses ----------------------------------------------------------------------

@program
def uf_histogram_by_add_at(np):
    rng_vals = np.array([0.1, 0.4, 0.45, 0.9, 0.99, 0.5, 0.55, 0.2])
    bins = np.floor(rng_vals * 4).astype(int)
    counts = np.zeros(4, dtype=np.int64)
    np.add.at(counts, bins, 1)
    print(counts, counts.sum())
    weights = np.linspace(1, 2, 8)
    w = np.zeros(4)
    np.add.at(w, bins, weights)
    print(w.round(6))
    grid = np.zeros((3, 3), dtype=np.int32)
    rows = np.array([0, 1, 1, 2, 2, 2])
    cols = np.array([0, 1, 1, 2, 0, 2])
    np.add.at(grid, (rows, cols), 1)
    print(grid)
    seg_max = np.full(3, -np.inf)
    np.maximum.at(seg_max, rows, weights[:6])
    print(seg_max.round(6))


@program
def uf_segment_sums_reduceat(np):
    values = np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0])
    lengths = np.array([3, 0, 2, 3])
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))
    print(starts)
    sums = np.add.reduceat(values, starts[lengths > 0])
    print(sums)
    s = np.add.reduceat(values, np.minimum(starts, len(values) - 1))
    print(np.where(lengths > 0, s, 0.0))
    print(np.maximum.reduceat(values, [0, 3, 5]), np.minimum.reduceat(values, [0, 3, 5]))
    counts = np.diff(np.append(starts, len(values)))
    print(counts, counts.dtype)


@program
def uf_outer_tables(np):
    n = np.arange(1, 6)
    table = np.multiply.outer(n, n)
    print(table)
    print(np.equal.outer(n % 2, n % 3).astype(int))
    d = np.abs(np.subtract.outer(np.linspace(0, 1, 4), np.linspace(0, 1, 3)))
    print(d.round(4), d.shape)
    print(np.greater.outer(np.array([1, 3]), np.array([[0, 2], [4, 1]])).shape)
    pts = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0]])
    dist = np.hypot.outer(pts[:, 0], pts[:, 1])
    print(dist.round(4))
    print(np.power.outer(np.array([2, 3]), np.arange(4)))
    print(np.logical_xor.outer([True, False], [True, False, True]))


@program
def uf_running_extrema(np):
    prices = np.array([10.0, 12.0, 11.0, 15.0, 14.0, 9.0, 13.0])
    peak = np.maximum.accumulate(prices)
    dd = (prices - peak) / peak
    print(peak, dd.round(4), dd.min().round(4), int(np.argmin(dd)))
    trough = np.minimum.accumulate(prices[::-1])[::-1]
    print(trough)
    flags = np.logical_or.accumulate(prices > 14)
    print(flags, flags.dtype)
    m = np.array([[3, 1, 4], [1, 5, 9], [2, 6, 5]])
    print(np.maximum.accumulate(m, axis=1), np.maximum.accumulate(m, axis=0))
    print(np.multiply.accumulate(np.full(5, 1.1)).round(6))


@program
def uf_reduce_vs_methods(np):
    a = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32)
    print(np.add.reduce(a, axis=1), a.sum(axis=1), np.sum(a, 1))
    print(np.add.reduce(a, axis=None).dtype, a.sum().dtype, np.add.reduce(a).dtype)
    print(np.multiply.reduce(a, axis=0), a.prod(axis=0))
    print(np.maximum.reduce(a, axis=None), a.max())
    print(np.logical_and.reduce(a > 0, axis=1), np.all(a > 0, axis=1))
    print(np.add.reduce(a.astype(np.uint8)).dtype, a.astype(np.uint8).sum().dtype)
    print(np.add.reduce(a.astype(np.float16)).dtype, a.astype(np.float16).sum().dtype)
    print(type(np.add.reduce(a, axis=None)).__name__, np.add.reduce(a, axis=None))
    print(type(np.add.reduce(np.arange(3))).__name__)


@program
def uf_at_vs_fancy_assignment(np):
    idx = np.array([0, 0, 2, 2, 2])
    a = np.zeros(3)
    a[idx] += 1
    b = np.zeros(3)
    np.add.at(b, idx, 1)
    print(a, b)
    c = np.arange(5.0)
    np.multiply.at(c, slice(1, 4), 10)
    print(c)
    np.add.at(c, Ellipsis, 1)
    print(c)
    d = np.zeros(3, dtype=np.int8)
    attempt(np.add.at, d, [0, 0], 100)
    print(d)
    e = np.zeros(3)
    np.add.at(e, [0, 1], np.float32(0.5))
    print(e)
    f = np.array([1.0, 2.0, 3.0])
    np.power.at(f, [0, 2], [2, 3])
    np.divide.at(f, [1], 0.0)
    print(f)


@program
def uf_resolve_dtypes(np):
    attempt(np.add.resolve_dtypes, (np.dtype(np.int32), np.dtype(np.float32), None))
    attempt(np.add.resolve_dtypes, (np.dtype(np.int8), int, None))
    attempt(np.add.resolve_dtypes, (np.dtype(np.int8), float, None))
    attempt(np.sqrt.resolve_dtypes, (np.dtype(np.int16), None))
    attempt(np.add.resolve_dtypes, (np.dtype(np.int8), np.dtype(np.int8), None),
            signature=(None, None, np.dtype(np.float64)))
    attempt(np.add.resolve_dtypes, (np.dtype(np.int8), None))
    attempt(np.equal.resolve_dtypes, (np.dtype(np.float32), np.dtype(np.float64), None))
    attempt(np.add.resolve_dtypes, (np.dtype("S3"), np.dtype("S3"), None))
    attempt(np.add.resolve_dtypes, (np.dtype(np.int64), np.dtype(np.int64), None),
            casting="no")


@program
def uf_reduce_dtype_overflow(np):
    a = np.array([100, 100, 100], dtype=np.int8)
    attempt(np.add.reduce, a)
    attempt(np.add.reduce, a, dtype=np.int8)
    attempt(np.multiply.reduce, a, dtype=np.int16)
    attempt(np.add.reduce, np.array([250, 10], dtype=np.uint8), dtype=np.uint8)
    attempt(np.add.reduce, np.array([1e308, 1e308]))
    attempt(np.multiply.reduce, np.array([1e200, 1e200, 0.0]))
    attempt(np.add.reduce, np.array([60000.0, 60000.0], dtype=np.float16))
    attempt(np.add.reduce, np.array([60000.0, 60000.0], dtype=np.float16), dtype=np.float32)
    attempt(np.add.accumulate, np.array([1e308, 1e308, -1e308]))
    attempt(np.multiply.reduce, np.array([2**62, 4]))
    attempt(np.add.reduce, np.array([1.5, 2.5]), dtype=np.int64)
    attempt(np.add.reduce, np.array([1.5, 2.5]), dtype=bool)


@program
def uf_complex_reductions(np):
    z = np.array([[1 + 2j, 3 - 1j], [0.5j, -2 + 0j]])
    attempt(np.add.reduce, z, axis=0)
    attempt(np.multiply.reduce, z, axis=1)
    attempt(np.maximum.reduce, z, axis=None)
    attempt(np.minimum.accumulate, z.ravel())
    attempt(np.subtract.reduceat, z.ravel(), [0, 2])
    attempt(np.add.outer, z[0], z[1])
    attempt(np.add.reduce, z, dtype=np.float64)
    attempt(np.add.reduce, z, dtype=np.complex64)
    attempt(np.logical_or.reduce, z, axis=1)
    attempt(np.equal.reduce, np.array([1, 1, 1]))
    attempt(np.equal.reduce, np.array([True, False, False]))
    attempt(np.less.reduce, np.array([1, 2]))


@program
def uf_methods_on_lists_and_scalars(np):
    attempt(np.add.reduce, [1, 2, 3])
    attempt(np.add.reduce, [[1.5, 2], [3, 4]], axis=0)
    attempt(np.add.accumulate, (1, 2, 3))
    attempt(np.maximum.reduceat, [4, 1, 7, 2], [0, 2])
    attempt(np.multiply.outer, [1, 2], (3, 4))
    attempt(np.add.outer, 2.5, [1, 2])
    attempt(np.add.reduce, [])
    attempt(np.maximum.reduce, [])
    attempt(np.add.reduce, [True, True])
    attempt(np.add.reduce, [[]], axis=1)
    lst = [1, 2, 3]
    attempt(np.add.at, lst, [0], 1)
    print(lst)
    attempt(np.add.reduce, np.arange(5)[::2])
    attempt(np.add.accumulate, np.arange(10)[::-3])
    attempt(np.add.reduceat, np.arange(10)[::-1], [0, 5])
    attempt(np.add.outer, np.arange(4)[::2], np.arange(6).reshape(2, 3).T)


@program
def uf_reduce_where_keepdims_out_combo(np):
    a = np.arange(24.0).reshape(2, 3, 4)
    w = (a % 3) != 0
    attempt(np.add.reduce, a, axis=(0, 2), where=w, keepdims=True)
    attempt(np.maximum.reduce, a, axis=(0, 2), where=w, initial=-1.0)
    attempt(np.minimum.reduce, a, axis=1, where=w[:, :1, :], initial=100.0)
    o = np.full((3,), -9.0)
    r = np.add.reduce(a, axis=(0, 2), where=w, out=o)
    print(r is o, o)
    attempt(np.add.reduce, a, axis=-1, where=np.array([True, False, True, False]),
            dtype=np.float32)
    attempt(np.multiply.reduce, a + 1, axis=None, where=a < 4)
    attempt(np.logical_and.reduce, a > 0, axis=2, where=a < 20)
    attempt(np.maximum.reduce, np.zeros((2, 0)), axis=1, where=np.zeros((2, 0), bool),
            initial=0.0)
    attempt(np.add.reduce, a, axis=1, where=w, out=np.zeros((2, 4), dtype=np.int64))
