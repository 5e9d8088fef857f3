"""Every NumPy ufunc, every supported loop dtype, every layout; the ufunc keywords and methods.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""

import enum
import fractions
import warnings

import numpy
import pytest

import gpnumpy
from gpnumpy.testing._xp import (
    ALL_DTYPES, INTEGER_DTYPES, LAYOUTS, TYPECHARS, UFUNC_APPROX as APPROX, assert_same,
    assert_same_cases, layout_of, make, make_int_extremes, make_special, short, ufunc_domain as domain,
    ufunc_tolerance as tolerance, values, is_cuda_device,
)

# --------------------------------------------------------------------------------------------------
# the grid: every ufunc in numpy's namespace, every loop of a supported dtype
# --------------------------------------------------------------------------------------------------
SKIP = {
    "matmul": "generalized ufunc (core signature (n,k),(k,m)->(n,m)): belongs to the linalg tests",
    "matvec": "generalized ufunc (core signature (m,n),(n)->(m)): belongs to the linalg tests",
    "vecmat": "generalized ufunc (core signature (n),(n,m)->(m)): belongs to the linalg tests",
    "vecdot": "generalized ufunc (core signature (n),(n)->()): belongs to the linalg tests",
    "isnat": "defined only for datetime64/timedelta64: tests/_core/test_datetime.py",
}

ALL_NAMES = sorted(n for n in dir(numpy) if isinstance(getattr(numpy, n), numpy.ufunc))
# one test grid per ufunc object; its other names (abs, conj, mod, pow, acos, ...) get test_alias
CANONICAL = sorted({getattr(numpy, n).__name__ for n in ALL_NAMES})
ALIASES = [n for n in ALL_NAMES if n != getattr(numpy, n).__name__]


def ufunc(name):
    return getattr(numpy, name)


def signatures(name):
    """Input dtype tuples of the ufunc's loops, restricted to the supported dtypes."""
    out = []
    for t in ufunc(name).types:
        ins = t.split("->")[0]
        if set(t.replace("->", "")) <= set(TYPECHARS):
            sig = tuple(numpy.dtype(c).name for c in ins)
            if sig not in out:
                out.append(sig)
    return out


# minimum/maximum/fmin/fmax of (-0.0, 0.0) may return either zero
NO_SIGNED_ZERO = {"maximum", "minimum", "fmax", "fmin"}


def call(xp, name, *args, **kwargs):
    return getattr(xp, name)(*args, **kwargs)


def inputs(xp, name, sig, layout="C", shape=(3, 4)):
    return [make(xp, shape, dt, layout, seed=i, kind=domain(name, i, dt)) for i, dt in enumerate(sig)]


def _grid(names, layouts):
    out = []
    for name in names:
        if name in SKIP:
            out.append(pytest.param(name, (), "C", id=f"{name}",
                                    marks=pytest.mark.skip(reason=SKIP[name])))
            continue
        for sig in signatures(name):
            for layout in layouts:
                sid = "_".join(short(d) for d in sig)
                out.append(pytest.param(name, sig, layout, id=f"{name}-{sid}-{layout}"))
    return out


GRID = _grid(CANONICAL, LAYOUTS)
BINARY = [n for n in CANONICAL if n not in SKIP and ufunc(n).nin == 2]


@pytest.mark.parametrize("name, sig, layout", GRID)
def test_ufunc(xp, name, sig, layout):
    assert_same(xp, lambda xp: call(xp, name, *inputs(xp, name, sig, layout)),
                **tolerance(name, sig))


# --------------------------------------------------------------------------------------------------
# other names of the same ufunc
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("alias", ALIASES)
def test_alias(xp, alias):
    name = ufunc(alias).__name__
    if name in SKIP:
        pytest.skip(SKIP[name])
    cases = [(f"{alias}{sig}", lambda xp, sig=sig: call(xp, alias, *inputs(xp, name, sig)))
             for sig in signatures(name)]
    assert_same_cases(xp, cases, **tolerance(name))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_ufunc_attributes(xp, name):
    def body(xp):
        u = getattr(xp, name)
        return (isinstance(u, xp.ufunc), u.__name__, u.__qualname__, u.nin, u.nout, u.nargs,
                u.identity, u.signature)
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# special values: nan, inf, -inf, -0.0, huge, subnormal; every pair for binary ufuncs
# --------------------------------------------------------------------------------------------------
def _special_grid():
    out = []
    for name in CANONICAL:
        if name in SKIP:
            continue
        for sig in signatures(name):
            if any(numpy.dtype(d).kind == "f" for d in sig) and all(
                    numpy.dtype(d).kind in "fiu" for d in sig):
                out.append(pytest.param(name, sig, id=f"{name}-{'_'.join(short(d) for d in sig)}"))
    return out


def _special_args(xp, sig):
    if len(sig) == 1:
        return [make_special(xp, sig[0])]
    axes = (0, 1)
    return [make_special(xp, dt, axis=ax) if numpy.dtype(dt).kind == "f"
            else make_int_extremes(xp, dt, axis=ax) for dt, ax in zip(sig, axes)]


@pytest.mark.parametrize("name, sig", _special_grid())
def test_special_values(xp, name, sig):
    # real floats only here: APPROX_COMPLEX functions are exact, and so is the sign of their zeros
    signed = name not in APPROX and name not in NO_SIGNED_ZERO
    assert_same(xp, lambda xp: call(xp, name, *_special_args(xp, sig)), signed_zeros=signed,
                **tolerance(name))


@pytest.mark.parametrize("dt", ["float16", "float32", "float64"])
@pytest.mark.parametrize("name", ["absolute", "fabs"])
def test_magnitude_clears_the_sign_bit(xp, name, dt):
    """abs/fabs clear the sign bit of every float, a NaN's too (a GPU's fabs may keep it)."""
    def body(xp):
        a = xp.asarray(numpy.array([numpy.nan, -numpy.nan, -0.0, -numpy.inf, -1.5, 2.0], dt))
        r = getattr(xp, name)(a)
        s = getattr(xp, name)(a[1])  # (a scalar)
        return r, xp.signbit(r), xp.signbit(s), xp.signbit(abs(a))
    assert_same(xp, body, signed_zeros=True)


def test_gcd_in_the_unsigned_magnitude(xp):
    """gcd of the lowest integer: NumPy's is the gcd of the magnitudes (gcd(int8 -128, 96) is
    32, not -32), in loops, reductions and scalars."""
    cases = []
    for dt in ("int8", "int16", "int32", "int64"):
        lo = numpy.iinfo(dt).min
        q = -(lo // 4)
        cases.append((dt, lambda xp, dt=dt, lo=lo, q=q: xp.gcd(
            xp.asarray(numpy.array([lo, lo, lo, lo, -6, lo], dt)),
            xp.asarray(numpy.array([q * 3, -q * 3, 0, lo, 4, 1], dt)))))
        cases.append((dt + " reduce", lambda xp, dt=dt, lo=lo, q=q: xp.gcd.reduce(
            xp.asarray(numpy.array([lo, q * 3], dt)))))
        cases.append((dt + " scalar", lambda xp, dt=dt, lo=lo, q=q: xp.gcd(
            xp.asarray(numpy.array([lo], dt))[0], xp.asarray(numpy.array([q * 3], dt))[0])))
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# integers at their limits: wrap-around, int_min // -1, division by zero -> 0, shifts >= bit width
# --------------------------------------------------------------------------------------------------
NOT_AT_LIMITS = {
    "lcm": "lcm of int_min takes abs(int_min) and overflows: undefined behaviour in NumPy's C loop",
    "power": "covered with small operands in test_integer_power",
    "reciprocal": "integer reciprocal of 0 is undefined behaviour in NumPy's C loop",
}


def _int_limit_grid():
    out = []
    for name in CANONICAL:
        if name in SKIP:
            continue
        for sig in signatures(name):
            if all(numpy.dtype(d).kind in "iu" for d in sig):
                sid = "_".join(short(d) for d in sig)
                marks = ([pytest.mark.skip(reason=NOT_AT_LIMITS[name])]
                         if name in NOT_AT_LIMITS else [])
                out.append(pytest.param(name, sig, id=f"{name}-{sid}", marks=marks))
    return out


@pytest.mark.parametrize("name, sig", _int_limit_grid())
def test_integer_limits(xp, name, sig):
    def body(xp):
        if len(sig) == 1:
            return call(xp, name, make_int_extremes(xp, sig[0]))
        return call(xp, name, make_int_extremes(xp, sig[0], axis=0),
                    make_int_extremes(xp, sig[1], axis=1))
    assert_same(xp, body)


INT_SEMANTICS = [
    # (label, ufunc, dtype, a, b): a and b are built with numpy.array(.., dtype) then moved to xp
    ("floor_divide negative operands", "floor_divide", "int32", [7, -7, 7, -7, 0], [2, 2, -2, -2, 3]),
    ("remainder negative operands", "remainder", "int32", [7, -7, 7, -7, 0], [2, 2, -2, -2, 3]),
    ("fmod negative operands", "fmod", "int32", [7, -7, 7, -7, 0], [2, 2, -2, -2, 3]),
    ("divmod negative operands", "divmod", "int16", [7, -7, 7, -7, 0], [2, 2, -2, -2, 3]),
    ("floor_divide by zero", "floor_divide", "int64", [5, -5, 0], [0, 0, 0]),
    ("remainder by zero", "remainder", "int8", [5, -5, 0], [0, 0, 0]),
    ("fmod by zero", "fmod", "uint16", [5, 1, 0], [0, 0, 0]),
    ("divmod by zero", "divmod", "uint64", [5, 1, 0], [0, 0, 0]),
    ("int8 min // -1", "floor_divide", "int8", [-128, -128], [-1, 1]),
    ("int64 min // -1", "floor_divide", "int64", [numpy.iinfo("int64").min], [-1]),
    ("int64 min % -1", "remainder", "int64", [numpy.iinfo("int64").min], [-1]),
    ("left_shift by >= width", "left_shift", "int8", [1, -1, 3, 1], [7, 8, 9, 100]),
    ("left_shift uint64 by 64", "left_shift", "uint64", [1, 3], [63, 64]),
    ("right_shift negative by >= width", "right_shift", "int32", [-5, -1, 5, -5], [31, 32, 33, 100]),
    ("right_shift by negative count", "right_shift", "int16", [-5, 5], [-1, -1]),
    ("left_shift by negative count", "left_shift", "int16", [5, -5], [-1, -20]),
    ("integer true divide", "divide", "int32", [1, -7, 0, 5], [3, 2, 0, 0]),
    ("bool add", "add", "bool", [True, True, False], [True, False, False]),
    ("bool subtract", "subtract", "bool", [True], [False]),  # TypeError in NumPy
    ("bool negative", "negative", "bool", [True, False], None),  # TypeError in NumPy
    ("uint8 negative wraps", "negative", "uint8", [1, 0, 255], None),
    ("abs of int8 min", "absolute", "int8", [-128, -127], None),
]


@pytest.mark.parametrize("label, name, dtype, a, b", INT_SEMANTICS, ids=[r[0] for r in INT_SEMANTICS])
def test_integer_semantics(xp, label, name, dtype, a, b):
    def body(xp):
        args = [xp.asarray(numpy.array(v, dtype=dtype)) for v in (a, b) if v is not None]
        return call(xp, name, *args)
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", INTEGER_DTYPES)
def test_integer_power(xp, dtype):
    signed = numpy.dtype(dtype).kind == "i"
    base = [-3, -2, -1, 0, 1, 2, 3] if signed else [0, 1, 2, 3, 4, 5, 7]
    cases = [
        ("small exponents", lambda xp: xp.power(xp.asarray(numpy.array(base, dtype)).reshape(-1, 1),
                                                xp.asarray(numpy.arange(5, dtype=dtype)))),
        ("overflow wraps", lambda xp: xp.power(xp.asarray(numpy.array([3, 7], dtype)),
                                               xp.asarray(numpy.array([40, 50], dtype)))),
        ("0 ** 0", lambda xp: xp.power(xp.asarray(numpy.zeros(2, dtype)), 0)),
    ]
    if signed:
        cases += [
            # NumPy: ValueError "Integers to negative integer powers are not allowed."
            ("negative exponent array", lambda xp: xp.power(xp.asarray(numpy.array([2, 3], dtype)),
                                                            xp.asarray(numpy.array([1, -1], dtype)))),
            ("negative exponent scalar", lambda xp: xp.power(xp.asarray(numpy.array([2], dtype)), -2)),
            ("operator ** negative", lambda xp: xp.asarray(numpy.array([2], dtype)) ** -1),
        ]
    assert_same_cases(xp, cases)



def test_exact_powers_and_logarithms(gp):
    """Exact results are exact (real_math.cuh): a power with a whole exponent is rounded once
    (10.0 ** -4 is the double nearest 1e-4, so logspace prints as NumPy's with glibc; float32
    x ** 2 is x * x), float64 log2/log10 of powers of their base are whole numbers.  CUDA's
    functions alone are an ulp off in places (9.999999999999999e-05 prints as scientific;
    log2(2.0 ** -13) floors to -13 but truncates to -12).  The reference is the exact value:
    NumPy's own answer depends on its CPU (with AVX-512, its float64 power is SVML's, and
    10.0 ** -5 is an ulp above 1e-5 on the H200's host).  On the host device gpnumpy runs
    NumPy's loops, so there it is NumPy's answer."""
    from gpnumpy.testing._xp import is_cuda_device
    exact = is_cuda_device()
    k = numpy.arange(-22, 23)
    decades = numpy.array([float("1e%d" % v) for v in k])
    x32 = numpy.linspace(-3, 3, 101, dtype=numpy.float32)
    y32 = numpy.linspace(0.5, 3, 101, dtype=numpy.float32)
    cases = [
        ("10 ** k", lambda m: m.power(10.0, m.asarray(k.astype(float))), decades),
        ("logspace", lambda m: m.logspace(-6, 2, 9), decades[16:25]),
        ("float32 x ** 2", lambda m: m.power(m.asarray(x32), 2), x32 * x32),
        ("float32 x ** -3", lambda m: m.asarray(y32) ** -3.0,
         numpy.array([float(fractions.Fraction(float(v)) ** -3) for v in y32]).astype(numpy.float32)),
        ("log2 of 2 ** k", lambda m: m.log2(m.asarray(2.0 ** numpy.arange(-80, 81))),
         numpy.arange(-80, 81, dtype=float)),
        ("log10 of 10 ** k", lambda m: m.log10(m.asarray(decades)), k.astype(float)),
        ("digits", lambda m: m.floor(m.log10(m.asarray([1e-4, 1e-3, 0.1, 10.0, 1e3, 1e15]))),
         numpy.array([-4.0, -3, -1, 1, 3, 15])),
    ]
    for label, f, want in cases:
        got = f(gp).get()
        ref = want if exact else f(numpy)
        assert got.dtype == ref.dtype and numpy.array_equal(got, ref), (label, got, ref)
    assert repr(gp.logspace(-4, -1, 4)) == "array([0.0001, 0.001 , 0.01  , 0.1   ])"
    assert repr(gp.float_power(gp.asarray([10.0, 2.0]), -3)) == repr(
        numpy.array([1e-3, 0.125]))

# --------------------------------------------------------------------------------------------------
# broadcasting, Python scalars (NEP 50 weak scalars), NumPy scalars
# --------------------------------------------------------------------------------------------------
BROADCAST_PAIRS = [((3, 1), (4,)), ((2, 1, 3), (4, 1)), ((1,), (0,)), ((), (3,)), ((4, 1), (4, 5))]


def _binary_grid():
    out = []
    for name in BINARY:
        for sig in signatures(name):
            out.append(pytest.param(name, sig, id=f"{name}-{'_'.join(short(d) for d in sig)}"))
    return out


@pytest.mark.parametrize("name, sig", _binary_grid())
def test_broadcasting(xp, name, sig):
    def body(xp, sa, sb, swap):
        a = make(xp, sa, sig[0], seed=1, kind=domain(name, 0, sig[0]))
        b = make(xp, sb, sig[1], seed=2, kind=domain(name, 1, sig[1]))
        return call(xp, name, a, b)
    cases = [(f"{sa} with {sb}", lambda xp, sa=sa, sb=sb: body(xp, sa, sb, False))
             for sa, sb in BROADCAST_PAIRS]
    cases += [(f"{sb} with {sa}", lambda xp, sa=sa, sb=sb: body(xp, sb, sa, True))
              for sa, sb in BROADCAST_PAIRS]
    assert_same_cases(xp, cases, **tolerance(name, sig))


PY_SCALARS = [True, False, 0, 3, -3, 300, -300, 2**40, 2**70, 2.5, -0.0, float("nan"), 1e300,
              1.5 + 2j]
NP_SCALARS = [numpy.bool_(True), numpy.int8(-3), numpy.uint8(200), numpy.int64(5),
              numpy.uint64(2**63 + 1), numpy.float16(1.5), numpy.float32(2.5), numpy.float64(-1.25),
              numpy.complex64(1 - 2j), numpy.complex128(0.5 + 1j)]


def _scalar_grid():
    out = []
    for name in BINARY:
        dts = []
        for sig in signatures(name):
            for d in sig:
                if d not in dts:
                    dts.append(d)
        for d in sorted(dts, key=ALL_DTYPES.index):
            out.append(pytest.param(name, d, id=f"{name}-{short(d)}"))
    return out


@pytest.mark.parametrize("name, dtype", _scalar_grid())
@pytest.mark.parametrize("scalars", ["pyscalar", "npscalar"])
def test_scalar_operand(xp, name, dtype, scalars):
    """array op scalar and scalar op array: NEP 50 (e.g. uint8 array + 300 -> OverflowError)."""
    svals = PY_SCALARS if scalars == "pyscalar" else NP_SCALARS
    cases = []
    for s in svals:
        if (name in ("power", "float_power") and numpy.dtype(dtype).kind == "c"
                and isinstance(s, (int, numpy.integer)) and not isinstance(s, bool) and abs(int(s)) >= 2**40):
            # An overflowing complex power (|exponent| >= 2**40) gets the signs of its
            # infinities from libm's reduction of b*arg(a): not a value worth matching.
            continue
        cases.append((f"{name}(array, {s!r})",
                      lambda xp, s=s: call(xp, name, make(xp, (5,), dtype, kind=domain(name, 0, dtype)),
                                           s)))
        cases.append((f"{name}({s!r}, array)",
                      lambda xp, s=s: call(xp, name, s,
                                           make(xp, (5,), dtype, kind=domain(name, 1, dtype)))))
    cases.append(("0-d array with scalar",
                  lambda xp: call(xp, name, make(xp, (), dtype, "0d", kind=domain(name, 0, dtype)),
                                  svals[3])))
    assert_same_cases(xp, cases, **tolerance(name))


def test_scalar_only_arguments(xp):
    cases = [(f"{name}(3, 2)", lambda xp, name=name: call(xp, name, 3, 2)) for name in BINARY]
    cases += [(f"{name}(2.5)", lambda xp, name=name: call(xp, name, 2.5))
              for name in CANONICAL if name not in SKIP and ufunc(name).nin == 1]
    assert_same_cases(xp, cases, approx=True)


def test_list_arguments(xp):
    cases = [
        ("add(list, list)", lambda xp: xp.add([1, 2, 3], [4, 5, 6])),
        ("multiply(nested list, float)", lambda xp: xp.multiply([[1, 2], [3, 4]], 0.5)),
        ("sqrt(list of float)", lambda xp: xp.sqrt([1.0, 4.0, 9.0])),
        ("equal(list, array)", lambda xp: xp.equal([1, 2, 3], make(xp, (3,), "int64"))),
        ("add(tuple, array)", lambda xp: xp.add((1, 2, 3), make(xp, (3,), "int8"))),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# out=
# --------------------------------------------------------------------------------------------------
def _out_call(xp, name, sig, out_dtype, out_shape=(3, 4), out_layout="C", **kw):
    args = inputs(xp, name, sig)
    o = xp.asarray(numpy.full(out_shape if out_layout != "T" else out_shape[::-1], 7, out_dtype))
    if out_layout == "T":
        o = o.T
    elif out_layout == "neg":
        o = o[::-1, ::-1]
    r = call(xp, name, *args, out=o, **kw)
    return r, o, r is o


OUT_CASES = [
    # (label, ufunc, input dtypes, out dtype, out shape, out layout, extra keywords)
    ("same dtype", "add", ("float64", "float64"), "float64", (3, 4), "C", {}),
    ("int same dtype", "multiply", ("int32", "int32"), "int32", (3, 4), "C", {}),
    ("unary", "sqrt", ("float32",), "float32", (3, 4), "C", {}),
    ("safe upcast int->float", "add", ("int32", "int32"), "float64", (3, 4), "C", {}),
    ("same_kind int8->int16", "add", ("int8", "int8"), "int16", (3, 4), "C", {}),
    ("same_kind f8->f4", "add", ("float64", "float64"), "float32", (3, 4), "C", {}),
    ("same_kind i2->i1 (negative)", "negative", ("int16",), "int8", (3, 4), "C", {}),
    ("float->int refused", "add", ("float64", "float64"), "int64", (3, 4), "C", {}),
    ("float->int unsafe", "add", ("float64", "float64"), "int64", (3, 4), "C", {"casting": "unsafe"}),
    ("complex->float refused", "add", ("complex128", "complex128"), "float64", (3, 4), "C", {}),
    ("float->bool refused", "add", ("float64", "float64"), "bool", (3, 4), "C", {}),
    ("comparison to bool", "equal", ("int64", "int64"), "bool", (3, 4), "C", {}),
    ("comparison to int", "less", ("float32", "float32"), "int8", (3, 4), "C", {}),
    ("transposed out", "subtract", ("float32", "float32"), "float32", (3, 4), "T", {}),
    ("negative-stride out", "add", ("int16", "int16"), "int16", (3, 4), "neg", {}),
    ("out with extra leading axis broadcasts inputs", "add", ("float64", "float64"), "float64",
     (2, 3, 4), "C", {}),
    ("wrong shape (4, 3)", "add", ("float64", "float64"), "float64", (4, 3), "C", {}),
    ("too small (4,)", "add", ("float64", "float64"), "float64", (4,), "C", {}),
    ("too small (1, 4)", "multiply", ("int32", "int32"), "int32", (1, 4), "C", {}),
    ("unary wrong shape", "negative", ("float64",), "float64", (3, 5), "C", {}),
]


@pytest.mark.parametrize("label, name, sig, odt, oshape, olayout, kw", OUT_CASES,
                         ids=[c[0] for c in OUT_CASES])
def test_out(xp, label, name, sig, odt, oshape, olayout, kw):
    assert_same(xp, lambda xp: _out_call(xp, name, sig, odt, oshape, olayout, **kw))


@pytest.mark.parametrize("label, name, sig, odt, oshape, olayout, kw", OUT_CASES,
                         ids=[c[0] for c in OUT_CASES])
def test_out_untouched_after_error(xp, label, name, sig, odt, oshape, olayout, kw):
    """When the call raises, ``out`` keeps its old contents (no partial write)."""
    def body(xp):
        args = inputs(xp, name, sig)
        o = xp.asarray(numpy.full(oshape, 7, odt))
        try:
            call(xp, name, *args, out=o, **kw)
        except Exception:  # noqa: BLE001 - the exception type itself is test_out's business
            return "raised", o
        return "returned", o
    assert_same(xp, body)


def test_out_forms(xp):
    def a(xp):
        return make(xp, (3, 4), "float64", seed=1)

    def b(xp):
        return make(xp, (3, 4), "float64", seed=2)

    def z(xp, dt="float64", shape=(3, 4)):
        return xp.asarray(numpy.zeros(shape, dt))

    def positional(xp):
        o = z(xp)
        r = xp.add(a(xp), b(xp), o)
        return r, o, r is o

    def tuple_form(xp):
        o = z(xp)
        r = xp.add(a(xp), b(xp), out=(o,))
        return r, o, r is o

    def in_place(xp):
        x = a(xp)
        r = xp.multiply(x, b(xp), out=x)
        return r, x, r is x

    def zero_d(xp):
        o = xp.asarray(numpy.zeros((), "float64"))
        r = xp.add(make(xp, (), "float64", "0d"), 1.5, out=o)
        return r, o, r is o

    def not_an_array(xp):
        return xp.add(a(xp), b(xp), out=[1, 2])

    def both_positional_and_keyword(xp):
        o = z(xp)
        return xp.add(a(xp), b(xp), o, out=o)

    def out_none(xp):
        return xp.add(a(xp), b(xp), out=None)

    def out_tuple_too_long(xp):
        return xp.add(a(xp), b(xp), out=(z(xp), z(xp)))

    cases = [(f.__name__, f) for f in (positional, tuple_form, in_place, zero_d, not_an_array,
                                        both_positional_and_keyword, out_none, out_tuple_too_long)]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# where=
# --------------------------------------------------------------------------------------------------
MASK = values((3, 4), "bool", seed=5)
WHERE_CASES = [
    # (label, ufunc, input dtypes, mask (numpy, moved to xp; or a Python value))
    ("binary 2-d mask", "add", ("float64", "float64"), MASK),
    ("binary broadcast mask (4,)", "multiply", ("int32", "int32"), MASK[0]),
    ("binary broadcast mask (3, 1)", "subtract", ("float32", "float32"), MASK[:, :1]),
    ("unary", "sqrt", ("float64",), MASK),
    ("unary int", "negative", ("int8",), MASK),
    ("comparison", "less", ("int16", "int16"), MASK),
    ("complex", "multiply", ("complex64", "complex64"), MASK),
    ("where=True", "add", ("float64", "float64"), True),
    ("where=False", "add", ("float64", "float64"), False),
    ("where=list", "add", ("int64", "int64"), [True, False, True, False]),
]


def _where_arg(xp, mask):
    return xp.asarray(mask) if isinstance(mask, numpy.ndarray) else mask


@pytest.mark.parametrize("label, name, sig, mask", WHERE_CASES, ids=[c[0] for c in WHERE_CASES])
def test_where_with_out(xp, label, name, sig, mask):
    """Masked-out elements of ``out`` keep their old values."""
    def body(xp):
        o = xp.asarray(numpy.full((3, 4), 7, numpy.result_type(*sig) if name != "less" else bool))
        r = call(xp, name, *inputs(xp, name, sig), out=o, where=_where_arg(xp, mask))
        return r, o, r is o
    assert_same(xp, body, **tolerance(name, sig))


@pytest.mark.parametrize("label, name, sig, mask", WHERE_CASES, ids=[c[0] for c in WHERE_CASES])
def test_where_without_out(xp, label, name, sig, mask):
    """Without out= the masked-out elements are uninitialised: only where the mask is True counts."""
    full_mask = numpy.broadcast_to(numpy.asarray(mask, dtype=bool), (3, 4))
    assert_same(xp, lambda xp: call(xp, name, *inputs(xp, name, sig), where=_where_arg(xp, mask)),
                only_where=full_mask, **tolerance(name, sig))


def test_where_errors(xp):
    a = lambda xp: make(xp, (3, 4), "float64")  # noqa: E731
    cases = [
        ("integer mask", lambda xp: xp.add(a(xp), a(xp), where=xp.asarray(numpy.ones(4, "int64")))),
        ("mask of wrong shape", lambda xp: xp.add(a(xp), a(xp), where=xp.asarray(numpy.ones(5, bool)))),
        ("float mask", lambda xp: xp.add(a(xp), a(xp), where=xp.asarray(numpy.ones(4)))),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# casting=, dtype=, signature=
# --------------------------------------------------------------------------------------------------
KEYWORD_CASES = [
    # (label, ufunc, input dtypes, out dtype or None, keywords)
    ("casting=no same dtypes", "add", ("int32", "int32"), None, {"casting": "no"}),
    ("casting=no mixed dtypes", "add", ("int32", "int64"), None, {"casting": "no"}),
    ("casting=no out of other dtype", "add", ("int32", "int32"), "float64", {"casting": "no"}),
    ("casting=equiv", "add", ("int32", "int32"), "int32", {"casting": "equiv"}),
    ("casting=equiv mixed", "multiply", ("int8", "int16"), None, {"casting": "equiv"}),
    ("casting=safe upcast", "add", ("int32", "int32"), "float64", {"casting": "safe"}),
    ("casting=safe downcast", "add", ("float64", "float64"), "float32", {"casting": "safe"}),
    ("casting=safe mixed kinds", "multiply", ("uint8", "int8"), None, {"casting": "safe"}),
    ("casting=same_kind downcast", "add", ("float64", "float64"), "float32", {"casting": "same_kind"}),
    ("casting=same_kind float->int", "add", ("float64", "float64"), "int32",
     {"casting": "same_kind"}),
    ("casting=unsafe float->int8", "add", ("float64", "float64"), "int8", {"casting": "unsafe"}),
    ("casting=bogus", "add", ("float64", "float64"), None, {"casting": "bogus"}),
    ("dtype=f8 from ints", "add", ("int32", "int32"), None, {"dtype": "float64"}),
    ("dtype=i4 from floats", "add", ("float64", "float64"), None, {"dtype": "int32"}),
    ("dtype=i4 from floats unsafe", "add", ("float64", "float64"), None,
     {"dtype": "int32", "casting": "unsafe"}),
    ("dtype=f4 unary", "sqrt", ("int32",), None, {"dtype": "float32"}),
    ("dtype=i2 unary from u1", "negative", ("uint8",), None, {"dtype": "int16"}),
    ("dtype=f4 divide ints", "divide", ("int32", "int32"), None, {"dtype": "float32"}),
    ("dtype=i1 wraps", "add", ("int8", "int8"), None, {"dtype": "int8"}),
    ("dtype=f8 comparison", "equal", ("int32", "int32"), None, {"dtype": "float64"}),
    ("dtype=dtype object", "add", ("int16", "int16"), None, {"dtype": numpy.dtype("float32")}),
    ("dtype=python type", "add", ("int16", "int16"), None, {"dtype": float}),
    ("dtype with out", "add", ("int32", "int32"), "float64", {"dtype": "float64"}),
    ("signature tuple", "add", ("int32", "int32"), None, {"signature": ("float64",) * 3}),
    ("signature string", "add", ("int32", "int32"), None, {"signature": "dd->d"}),
    ("signature output only", "add", ("int32", "int32"), None, {"signature": (None, None, "f4")}),
    ("signature needs same_kind cast", "add", ("float64", "float64"), None, {"signature": "ii->i"}),
    ("signature with casting=no", "add", ("int32", "int32"), None,
     {"signature": "ii->i", "casting": "no"}),
    ("signature too short", "add", ("int32", "int32"), None, {"signature": ("float64",)}),
    ("signature two outputs", "divmod", ("float64", "float64"), None, {"signature": "dd->dd"}),
    ("signature and dtype", "add", ("int32", "int32"), None,
     {"signature": "dd->d", "dtype": "float64"}),
    ("unknown keyword", "add", ("int32", "int32"), None, {"bogus": 1}),
    ("order=F", "add", ("float64", "float64"), None, {"order": "F"}),
    ("subok=True", "add", ("float64", "float64"), None, {"subok": True}),
]


@pytest.mark.parametrize("label, name, sig, odt, kw", KEYWORD_CASES,
                         ids=[c[0] for c in KEYWORD_CASES])
def test_keywords(xp, label, name, sig, odt, kw):
    def body(xp):
        args = inputs(xp, name, sig)
        if odt is None:
            r = call(xp, name, *args, **kw)
            if label == "order=F":
                return r, r.flags.f_contiguous
            return r
        o = xp.asarray(numpy.zeros((3, 4), odt))
        r = call(xp, name, *args, out=o, **kw)
        return r, o
    assert_same(xp, body, **tolerance(name, sig))


def test_casting_equiv_python_scalars(xp):
    # NumPy refuses a Python scalar whose loop dtype is not its default one under 'equiv'
    # (and its resolve_dtypes crashes on that case: gpnumpy must not ask it)
    i8 = lambda xp: xp.asarray(numpy.arange(3, dtype=numpy.int8))  # noqa: E731
    f8 = lambda xp: xp.asarray(numpy.array([1.5, 2.5]))  # noqa: E731
    cases = [
        ("int beside int8", lambda xp: xp.add(i8(xp), 1, casting="equiv")),
        ("int beside float64", lambda xp: xp.add(f8(xp), 1, casting="equiv")),
        ("float beside float64", lambda xp: xp.add(f8(xp), 1.5, casting="equiv")),
        ("int beside int64", lambda xp: xp.add(xp.arange(3), 2, casting="equiv")),
        ("float beside float32", lambda xp: xp.multiply(f8(xp).astype("f4"), 2.0,
                                                        casting="equiv")),
        ("complex beside float64", lambda xp: xp.add(f8(xp), 1j, casting="equiv")),
        ("int with dtype=", lambda xp: xp.add(i8(xp), 1, dtype="i1", casting="equiv")),
        ("clip of int8", lambda xp: xp.clip(i8(xp), 0, 1, casting="equiv")),
        ("clip of int64", lambda xp: xp.clip(xp.arange(3), 0, 1, casting="equiv")),
    ]
    assert_same_cases(xp, cases)


_EQUIV_ORDER = [
    # a Python scalar given its loop's dtype (int into uint8, complex into float16's
    # complex64) refused by name before any operand's cast is validated
    ("int into uint8 beside bool", lambda xp: xp.multiply(
        xp.asarray(numpy.array([1, 0], "?")), 3, dtype="B", casting="equiv")),
    ("float into float16 beside bool", lambda xp: xp.multiply(
        xp.asarray(numpy.array([1, 0], "?")), 2.5, dtype="e", casting="equiv")),
    ("complex into float16", lambda xp: xp.multiply(
        xp.asarray(numpy.array([1, 2], "e")), 1j, casting="equiv")),
    ("int into int8, bool out", lambda xp: xp.add(
        xp.asarray(numpy.array([1, 2], "b")), 3, out=xp.zeros(2, "?"), casting="equiv")),
    # a Python scalar whose kind the loop does not take keeps its default dtype: the cast
    # validation names the first operand that fails (UFuncTypeError)
    ("int into bool loop, scalar first", lambda xp: xp.multiply(
        3, xp.arange(2), dtype="?", casting="equiv")),
    ("float into int64 loop", lambda xp: xp.multiply(
        xp.asarray(numpy.array([1, 0], "?")), 2.5, dtype="q", casting="equiv")),
    ("float beside int8, bool out", lambda xp: xp.multiply(
        xp.asarray(numpy.array([1, 2], "b")), 3.0, out=xp.zeros(2, "?"), casting="equiv")),
    # Python scalars alone are arrays of their default dtypes
    ("sqrt of an int", lambda xp: xp.sqrt(3, casting="equiv")),
    # NumPy compares a Python int with an integer array exactly, with no cast
    ("int8 less than an int", lambda xp: xp.less(
        xp.asarray(numpy.array([1, 5], "b")), 3, casting="equiv")),
    ("uint8 equal to an int", lambda xp: xp.equal(
        xp.asarray(numpy.array([1, 3], "B")), 3, casting="equiv")),
]


@pytest.mark.parametrize("label, body", _EQUIV_ORDER, ids=[c[0] for c in _EQUIV_ORDER])
def test_casting_equiv_errors_in_order(xp, label, body):
    # which error NumPy gives (the Python scalar's TypeError or the cast's UFuncTypeError),
    # and its message, follow NumPy's order of resolution
    def run(m):
        try:
            r = body(m)
        except TypeError as e:
            return type(e).__name__, str(e)
        return "ok", numpy.asarray(r.tolist()).tolist(), str(r.dtype)
    assert run(xp) == run(numpy)


@pytest.mark.parametrize("dt", ["?", "b", "B", "q", "e", "f", "d"])
def test_python_complex_into_real_loop_unsafe(xp, dt):
    # dtype= with casting='unsafe' casts a Python complex as NumPy's cast does: its real part
    # (into bool: nonzero), with the ComplexWarning where NumPy gives one
    def run(m):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            r = m.multiply(m.asarray(numpy.array([1, 2])), 1 + 2j, dtype=dt, casting="unsafe")
        cats = [x.category.__name__ for x in w if x.category.__name__ != "FallbackWarning"]
        return numpy.asarray(r.tolist()).tolist(), str(r.dtype), cats
    assert run(xp) == run(numpy)


def test_python_scalars_only_with_dtype(xp):
    # Python scalars alone take a dtype= or signature='s dtype (NumPy's scalar descriptor):
    # an int in range is converted, one out of it is NumPy's OverflowError
    cases = [
        ("uint8 wraps", lambda xp: xp.add(200, 100, dtype=xp.uint8)),
        ("uint8 out of range", lambda xp: xp.add(300, 1, dtype=xp.uint8)),
        ("uint8 negative", lambda xp: xp.add(-1, 1, dtype=xp.uint8)),
        ("int8", lambda xp: xp.multiply(100, 2, dtype=xp.int8)),
        ("float16", lambda xp: xp.add(1, 2.5, dtype=xp.float16)),
        ("float to int8 refused", lambda xp: xp.add(1.5, 2, dtype=xp.int8)),
        ("signature", lambda xp: xp.add(1, 2, signature=(xp.uint8, xp.uint8, xp.uint8))),
        ("signature out of range", lambda xp: xp.subtract(1, 256, signature="BB->B")),
        ("unary", lambda xp: xp.sqrt(4, dtype=xp.float16)),
        ("comparison", lambda xp: xp.less(1, 300, dtype=bool)),
        ("no dtype: defaults", lambda xp: xp.add(200, 100)),
    ]
    assert_same_cases(xp, cases)


def test_python_ints_beyond_int64_alone(xp):
    # Python scalars alone with an int beyond int64: NumPy's loop takes them as int64
    # (OverflowError: add, maximum, gcd), floats and comparisons answer, a lone int is uint64
    cases = [
        ("add", lambda xp: xp.add(2**63, 1)),
        ("add both", lambda xp: xp.add(2**63, 2**63)),
        ("subtract huge", lambda xp: xp.subtract(2**70, 2**70)),
        ("maximum", lambda xp: xp.maximum(2**63, 1)),
        ("gcd", lambda xp: xp.gcd(2**63, 2)),
        ("equal", lambda xp: xp.equal(2**63, 2**63)),
        ("less", lambda xp: xp.less(2**64, 1)),
        ("int64 min", lambda xp: xp.add(-2**63, 1)),
        ("with a float", lambda xp: xp.multiply(2**63, 1.5)),
        ("float and 2**64", lambda xp: xp.add(2**64, 1.0)),
        ("unary", lambda xp: xp.negative(2**63)),
    ]
    assert_same_cases(xp, cases)


def test_python_int_packed_before_cast_check(xp):
    # NumPy packs a Python int into its loop's dtype (a bool loop: as a C long) before it
    # checks the casts: one the loop cannot hold is OverflowError, not the cast's error
    def arr(xp, dt):
        return xp.asarray(numpy.array([1, 0], dtype=dt))

    def into(xp, dt, f):  # (f writes into its own array: the result is that array)
        a = arr(xp, dt)
        f(a)
        return a
    cases = [
        ("logical_and bool 2**63", lambda xp: xp.logical_and(arr(xp, "?"), 2**63)),
        ("logical_or bool 2**64-1", lambda xp: xp.logical_or(arr(xp, "?"), 2**64 - 1)),
        ("logical_and bool 2**63-1", lambda xp: xp.logical_and(arr(xp, "?"), 2**63 - 1)),
        ("add dtype=bool 2**63", lambda xp: xp.add(arr(xp, "?"), 2**63, dtype=bool)),
        ("add dtype=bool 1", lambda xp: xp.add(arr(xp, "?"), 1, dtype=bool)),
        ("add out=bool 2**63", lambda xp: into(xp, "?", lambda a: xp.add(a, 2**63, out=a))),
        ("iadd bool 2**63", lambda xp: into(xp, "?", lambda a: a.__iadd__(2**63))),
        ("add bool out=uint64", lambda xp: xp.add(arr(xp, "?"), 2**63,
                                                  out=xp.zeros(2, xp.uint64))),
        ("add int8 128 out=bool", lambda xp: xp.add(arr(xp, "b"), 128,
                                                    out=xp.zeros(2, bool))),
        ("add int8 1 out=bool", lambda xp: xp.add(arr(xp, "b"), 1, out=xp.zeros(2, bool))),
        ("unsafe into bool", lambda xp: xp.add(arr(xp, "Q"), 2**63, dtype=bool,
                                               casting="unsafe")),
    ]
    assert_same_cases(xp, cases)

def test_call_errors(xp):
    a = lambda xp: make(xp, (3, 4), "float64")  # noqa: E731
    cases = [
        ("too few arguments", lambda xp: xp.add(a(xp))),
        ("too many arguments", lambda xp: xp.negative(a(xp), a(xp), a(xp))),
        ("no loop: bitwise_and floats", lambda xp: xp.bitwise_and(a(xp), a(xp))),
        ("no loop: invert float", lambda xp: xp.invert(a(xp))),
        ("no loop: floor_divide complex", lambda xp: xp.floor_divide(
            make(xp, (3,), "complex128"), make(xp, (3,), "complex128"))),
        ("no loop: arctan2 complex", lambda xp: xp.arctan2(
            make(xp, (3,), "complex64"), make(xp, (3,), "complex64"))),
        ("no loop: left_shift float", lambda xp: xp.left_shift(a(xp), 1)),
        ("no loop: subtract bools", lambda xp: xp.subtract(make(xp, (3,), "bool"),
                                                          make(xp, (3,), "bool"))),
        ("no loop: negative bool", lambda xp: xp.negative(make(xp, (3,), "bool"))),
        ("no loop: isnat on floats", lambda xp: xp.isnat(a(xp))),
        ("string argument", lambda xp: xp.add(a(xp), "abc")),
        ("None argument", lambda xp: xp.add(a(xp), None)),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# multiple outputs
# --------------------------------------------------------------------------------------------------
MULTI_OUT = [("divmod", ("float64", "float64")), ("divmod", ("int32", "int32")),
             ("modf", ("float32",)), ("frexp", ("float64",)), ("frexp", ("float16",))]


@pytest.mark.parametrize("name, sig", MULTI_OUT, ids=[f"{n}-{short(s[0])}" for n, s in MULTI_OUT])
def test_multiple_outputs(xp, name, sig):
    rdt = [numpy.dtype(t) for t in
           getattr(numpy, name).resolve_dtypes(tuple(numpy.dtype(d) for d in sig) + (None, None))[-2:]]

    def outs(xp, dts=rdt, shape=(3, 4)):
        return tuple(xp.asarray(numpy.full(shape, 7, d)) for d in dts)

    def keyword(xp):
        o1, o2 = outs(xp)
        r = call(xp, name, *inputs(xp, name, sig), out=(o1, o2))
        return r, o1, o2, r[0] is o1, r[1] is o2

    def positional(xp):
        o1, o2 = outs(xp)
        r = call(xp, name, *inputs(xp, name, sig), o1, o2)
        return r, r[0] is o1, r[1] is o2

    def first_only(xp):
        o1, _ = outs(xp)
        r = call(xp, name, *inputs(xp, name, sig), out=(o1, None))
        return r, o1, r[0] is o1

    def second_only(xp):
        _, o2 = outs(xp)
        r = call(xp, name, *inputs(xp, name, sig), out=(None, o2))
        return r, o2, r[1] is o2

    def one_entry(xp):
        o1, _ = outs(xp)
        return call(xp, name, *inputs(xp, name, sig), out=(o1,))

    def single_array(xp):
        o1, _ = outs(xp)
        return call(xp, name, *inputs(xp, name, sig), out=o1)

    def second_float(xp):
        o1, o2 = outs(xp, (rdt[0], numpy.dtype("float64")))
        r = call(xp, name, *inputs(xp, name, sig), out=(o1, o2))
        return r, o2

    def wrong_shape(xp):
        o1, o2 = outs(xp)
        o3 = xp.asarray(numpy.full((4,), 7, rdt[1]))
        try:
            call(xp, name, *inputs(xp, name, sig), out=(o1, o3))
        except ValueError:
            return "raised", o1, o3
        return "returned", o1, o3

    def where(xp):
        o1, o2 = outs(xp)
        r = call(xp, name, *inputs(xp, name, sig), out=(o1, o2), where=xp.asarray(MASK))
        return r, o1, o2

    cases = [(f.__name__, f) for f in (keyword, positional, first_only, second_only, one_entry,
                                        single_array, second_float, wrong_shape, where)]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# ufunc.outer, ufunc.at
# --------------------------------------------------------------------------------------------------
OUTER_CASES = [
    ("add 1-d x 1-d", lambda xp: xp.add.outer(make(xp, (3,), "int32"), make(xp, (4,), "int32", seed=1))),
    ("multiply 2-d x 1-d", lambda xp: xp.multiply.outer(make(xp, (2, 3), "float64"),
                                                        make(xp, (4,), "float64", seed=1))),
    ("subtract transposed", lambda xp: xp.subtract.outer(make(xp, (2, 3), "float32", "T"),
                                                         make(xp, (2,), "float32", "neg"))),
    ("equal mixed dtypes", lambda xp: xp.equal.outer(make(xp, (3,), "int8"),
                                                     make(xp, (3,), "float64", seed=1))),
    ("divmod two outputs", lambda xp: xp.divmod.outer(make(xp, (3,), "int16"),
                                                      make(xp, (2,), "int16", kind="nonzero"))),
    ("maximum with nan", lambda xp: xp.maximum.outer(make_special(xp, "float64"),
                                                     make_special(xp, "float64")[:4])),
    ("python scalar first", lambda xp: xp.add.outer(3, make(xp, (3,), "uint8"))),
    ("empty operand", lambda xp: xp.add.outer(make(xp, (0,), "float64"), make(xp, (3,), "float64"))),
    ("0-d operands", lambda xp: xp.add.outer(make(xp, (), "float64", "0d"),
                                             make(xp, (), "float64", "0d", seed=1))),
    ("dtype keyword", lambda xp: xp.add.outer(make(xp, (3,), "int32"), make(xp, (2,), "int32"),
                                              dtype="float32")),
    ("out keyword", lambda xp: (lambda o: (xp.add.outer(make(xp, (3,), "int32"),
                                                        make(xp, (2,), "int32"), out=o), o))(
        xp.asarray(numpy.zeros((3, 2), "int64")))),
    ("unary ufunc", lambda xp: xp.negative.outer(make(xp, (3,)), make(xp, (3,)))),
]


@pytest.mark.parametrize("label, body", OUTER_CASES, ids=[c[0] for c in OUTER_CASES])
def test_outer(xp, label, body):
    assert_same(xp, body)


def _at(xp, method, a, *args):
    ret = getattr(xp, method).at(a, *args)
    return ret, a


def _arr(xp, v, dtype):
    return xp.asarray(numpy.array(v, dtype=dtype))


AT_CASES = [
    ("add duplicates accumulate", lambda xp: _at(xp, "add", make(xp, (6,), "int64"),
                                                 _arr(xp, [0, 1, 1, 2, 2, 2], "intp"), 1)),
    ("add array values", lambda xp: _at(xp, "add", make(xp, (5,), "float64"),
                                        _arr(xp, [4, 4, 0], "intp"), _arr(xp, [1.5, 2.5, -1.0], "f8"))),
    ("add negative indices", lambda xp: _at(xp, "add", make(xp, (5,), "float32"),
                                            _arr(xp, [-1, -1, -5, 0], "intp"), 2.0)),
    ("add list index", lambda xp: _at(xp, "add", make(xp, (5,), "int32"), [0, 0, 3], 10)),
    ("add 2-d tuple index", lambda xp: _at(xp, "add", make(xp, (3, 4), "int16"),
                                           (_arr(xp, [0, 0, 2], "intp"), _arr(xp, [1, 1, 3], "intp")),
                                           5)),
    ("add rows of 2-d", lambda xp: _at(xp, "add", make(xp, (3, 4), "float64"),
                                       _arr(xp, [0, 0], "intp"), make(xp, (4,), "float64", seed=1))),
    ("add on a transposed view", lambda xp: _at(xp, "add", make(xp, (3, 4), "float64", "T"),
                                                _arr(xp, [0, 3, 3], "intp"), 1.0)),
    ("add slice index", lambda xp: _at(xp, "add", make(xp, (5,), "int64"), slice(1, 4), 3)),
    ("add boolean mask index", lambda xp: _at(xp, "add", make(xp, (4,), "int64"),
                                              _arr(xp, [True, False, True, False], "bool"), 1)),
    ("add float into int", lambda xp: _at(xp, "add", make(xp, (4,), "int64"), [0, 0], 1.5)),
    ("multiply duplicates", lambda xp: _at(xp, "multiply", make(xp, (4,), "int32"),
                                           _arr(xp, [1, 1, 1], "intp"), 2)),
    ("subtract", lambda xp: _at(xp, "subtract", make(xp, (4,), "float64"), [3, 3], 0.5)),
    ("maximum duplicates", lambda xp: _at(xp, "maximum", make(xp, (4,), "int8"), [0, 0, 1], 5)),
    ("bitwise_or", lambda xp: _at(xp, "bitwise_or", make(xp, (4,), "uint8"), [2, 2], 4)),
    ("negative.at unary", lambda xp: _at(xp, "negative", make(xp, (5,), "float64"),
                                         _arr(xp, [0, 2, 4], "intp"))),
    ("negative.at duplicates", lambda xp: _at(xp, "negative", make(xp, (5,), "int32"), [1, 1, 1])),
    ("index out of bounds", lambda xp: _at(xp, "add", make(xp, (3,), "float64"), [5], 1.0)),
    ("negative index out of bounds", lambda xp: _at(xp, "add", make(xp, (3,), "float64"), [-4], 1.0)),
    ("float index", lambda xp: _at(xp, "add", make(xp, (3,), "float64"),
                                   _arr(xp, [0.0], "f8"), 1.0)),
    ("binary without values", lambda xp: _at(xp, "add", make(xp, (3,), "float64"), [0])),
    # a read-only array: NumPy before 2.5.5 refuses it only where the index leaves a subspace
    # (and writes a broadcast view), 2.5.5 refuses every one; either way as the installed NumPy
    ("read-only fancy index", lambda xp: _at(xp, "add", _frozen(make(xp, (2, 3), "float64")),
                                            ([0], [0]), 1.0)),
    ("read-only with a slice", lambda xp: _at(xp, "add", _frozen(make(xp, (2, 3), "float64")),
                                             (slice(None), [0]), 1.0)),
    ("broadcast view", lambda xp: _at(xp, "add", xp.broadcast_to(make(xp, (3,), "float64"),
                                                                 (2, 3)), ([0], [0]), 1.0)),
]


def _frozen(a):
    a.flags.writeable = False
    return a


@pytest.mark.parametrize("label, body", AT_CASES, ids=[c[0] for c in AT_CASES])
def test_at(xp, label, body):
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# broadcasting errors, overlapping in-place operations, result layout
# --------------------------------------------------------------------------------------------------
BROADCAST_ERRORS = [((3,), (4,)), ((2, 3), (3, 2)), ((2, 1, 3), (4, 2)), ((0,), (2,))]


@pytest.mark.parametrize("name", ["add", "arctan2", "less", "divmod", "bitwise_and"])
def test_broadcast_errors(xp, name):
    dt = "float64" if name in ("arctan2", "divmod") else "int32"
    cases = [(f"{sa} with {sb}", lambda xp, sa=sa, sb=sb: call(xp, name, make(xp, sa, dt),
                                                              make(xp, sb, dt)))
             for sa, sb in BROADCAST_ERRORS]
    assert_same_cases(xp, cases)


def _overlap(fn, shape=(10,)):
    def body(xp, dtype):
        a = make(xp, shape, dtype)
        fn(xp, a)
        return a
    return body


def _iadd(x, y):
    x += y


OVERLAP_CASES = [
    ("a[1:] += a[:-1]", _overlap(lambda xp, a: _iadd(a[1:], a[:-1]))),
    ("a[:-1] += a[1:]", _overlap(lambda xp, a: _iadd(a[:-1], a[1:]))),
    ("a[::2] += a[1::2]", _overlap(lambda xp, a: _iadd(a[::2], a[1::2]))),
    ("add(a[::-1], a, out=a)", _overlap(lambda xp, a: xp.add(a[::-1], a, out=a))),
    ("negative(a[::-1], out=a)", _overlap(lambda xp, a: xp.negative(a[::-1], out=a))),
    ("subtract(a[1:], a[:-1], out=a[:-1])", _overlap(
        lambda xp, a: xp.subtract(a[1:], a[:-1], out=a[:-1]))),
    ("multiply(a, a[::-1], out=a[::-1])", _overlap(lambda xp, a: xp.multiply(a, a[::-1],
                                                                              out=a[::-1]))),
    ("2-d a[1:] += a[:-1]", _overlap(lambda xp, a: _iadd(a[1:], a[:-1]), (4, 3))),
    ("2-d a += a.T", _overlap(lambda xp, a: _iadd(a, a.T), (4, 4))),
    ("2-d add(a, a.T, out=a.T)", _overlap(lambda xp, a: xp.add(a, a.T, out=a.T), (4, 4))),
]


@pytest.mark.parametrize("dtype", ["int64", "float64"])
@pytest.mark.parametrize("label, body", OVERLAP_CASES, ids=[c[0] for c in OVERLAP_CASES])
def test_overlapping_in_place(xp, label, body, dtype):
    assert_same(xp, lambda xp: body(xp, dtype))


def _mask_overlap(fn):
    def body(xp):
        m = xp.array([True, False, True, True, False, True, False, False, True, True, False])
        fn(xp, m)
        return m
    return body


def _setitem(a, key, value):
    a[key] = value


# a where= mask (or a boolean index) that shares memory with the output, other than each
# element's own bytes: NumPy reads it as it was before the call (as if copied first)
WHERE_OVERLAP_CASES = [
    ("logical_not(m[1:], out=m[:-1], where=m[1:])", _mask_overlap(
        lambda xp, m: xp.logical_not(m[1:], out=m[:-1], where=m[1:]))),
    ("logical_not(m[:-1], out=m[1:], where=m[:-1])", _mask_overlap(
        lambda xp, m: xp.logical_not(m[:-1], out=m[1:], where=m[:-1]))),
    ("invert(m, out=m[::-1], where=m)", _mask_overlap(
        lambda xp, m: xp.invert(m.copy(), out=m[::-1], where=m))),
    ("copyto(m[1:], False, where=m[:-1])", _mask_overlap(
        lambda xp, m: xp.copyto(m[1:], False, where=m[:-1]))),
    ("copyto(m[:-1], other, where=m[1:])", _mask_overlap(
        lambda xp, m: xp.copyto(m[:-1], ~m[1:], where=m[1:]))),
    ("m[1:][m[:-1]] = False", _mask_overlap(lambda xp, m: _setitem(m[1:], m[:-1], False))),
    ("putmask(m[:-1], m[1:], False)", _mask_overlap(
        lambda xp, m: xp.putmask(m[:-1], m[1:], False))),
]


@pytest.mark.parametrize("label, body", WHERE_OVERLAP_CASES, ids=[c[0] for c in WHERE_OVERLAP_CASES])
def test_where_mask_overlapping_output(xp, label, body):
    assert_same(xp, body)


@pytest.mark.gp_only
@pytest.mark.parametrize("label, body", WHERE_OVERLAP_CASES, ids=[c[0] for c in WHERE_OVERLAP_CASES])
def test_where_mask_overlapping_output_is_read_from_a_copy(gp, monkeypatch, label, body):
    """The executor never gets a mask that shares bytes with another element of an output:
    a GPU's threads would read mask bytes that other threads write (the host's NumPy loop
    copies it itself, so the values alone do not show it)."""
    from gpnumpy._core import elementwise, ufunc
    seen = []
    run = elementwise.execute

    def execute(name, expr, loop, operands, outs, where=None, *args, **kwargs):
        if where is not None:
            seen.append(any(elementwise._overlaps(where, o) and not (
                where._offset == o._offset and where._strides == o._strides) for o in outs))
        return run(name, expr, loop, operands, outs, where, *args, **kwargs)
    monkeypatch.setattr(elementwise, "execute", execute)
    monkeypatch.setattr(ufunc, "execute", execute)
    body(gp)
    assert seen and not any(seen)


def _rows(xp, a, stride):
    return xp.lib.stride_tricks.as_strided(a, a.shape, (stride,) + a.strides[1:])


# an out= overlapping itself (a row stride of 0, or of one byte) and its input: NumPy writes a
# copy, then copies it in (the last write of a shared byte wins)
SELF_OVERLAP_CASES = [
    ("negative(a, out=rows of stride 0)", _overlap(
        lambda xp, a: xp.negative(a, out=_rows(xp, a, 0)), (4, 3))),
    ("invert-or-negate(a, out=rows a byte apart)", _overlap(lambda xp, a: (
        xp.invert if a.dtype.kind == "i" else xp.negative)(a, out=_rows(xp, a, 1)), (4, 3))),
    ("add(a, 1, out=rows a byte apart, where=)", _overlap(lambda xp, a: xp.add(
        a, 1, out=_rows(xp, a, 1), where=xp.array([True, False, True])), (4, 3))),
]


@pytest.mark.skipif("is_cuda_device()", reason="a GPU writes the elements that share bytes in "
                    "parallel, and refuses a view of one-byte strides (unaligned)")
@pytest.mark.parametrize("dtype", ["int64", "float64"])
@pytest.mark.parametrize("label, body", SELF_OVERLAP_CASES, ids=[c[0] for c in SELF_OVERLAP_CASES])
def test_output_overlapping_itself(xp, label, body, dtype):
    assert_same(xp, lambda xp: body(xp, dtype))


RESULT_LAYOUT = [
    ("unary on transposed", lambda xp: xp.negative(make(xp, (3, 4), "float64", "T"))),
    ("binary both transposed", lambda xp: xp.add(make(xp, (3, 4), "float64", "T"),
                                                 make(xp, (3, 4), "float64", "T", seed=1))),
    ("binary transposed and C", lambda xp: xp.add(make(xp, (3, 4), "float64", "T"),
                                                  make(xp, (3, 4), "float64", seed=1))),
    ("unary on negative strides", lambda xp: xp.sqrt(make(xp, (3, 4), "float32", "neg"))),
    ("unary on sliced view", lambda xp: xp.absolute(make(xp, (3, 4), "int32", "slice"))),
]


@pytest.mark.parametrize("label, body", RESULT_LAYOUT, ids=[c[0] for c in RESULT_LAYOUT])
def test_result_layout(xp, label, body):
    """ufuncs allocate their result in the inputs' memory order (order='K'), as NumPy does."""
    def layout(xp):
        r = body(xp)
        return layout_of(r)
    assert_same(xp, layout)


# The shared-memory tile path (two collapsed axes, an operand running the other way):
# vector accesses when extents, strides and addresses allow, scalar ones otherwise, edge tiles.
TILED_SHAPES = [(64, 128), (136, 72), (8, 16), (70, 66), (9, 200), (257, 8)]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_tiled_copies_and_ops(xp, dtype):
    cases = []
    for shape in TILED_SHAPES:
        cases.append((f"ascontiguousarray(T) {shape}", lambda xp, shape=shape: xp.ascontiguousarray(
            make(xp, shape, dtype, seed=1).T)))
        cases.append((f"asfortranarray {shape}", lambda xp, shape=shape: xp.asfortranarray(
            make(xp, shape, dtype, seed=2))))
        cases.append((f"add(T, C) {shape}", lambda xp, shape=shape: xp.add(
            make(xp, shape, dtype, seed=3).T, make(xp, shape[::-1], dtype, seed=4))))
    cases.append(("offset by one element", lambda xp: xp.ascontiguousarray(
        make(xp, (65, 129), dtype, seed=5)[1:, 1:].T)))
    cases.append(("astype across a transpose", lambda xp: make(xp, (64, 32), dtype, seed=6).T.astype(
        "float64")))
    cases.append(("to float16 across a transpose", lambda xp: make(xp, (32, 64), dtype, seed=7).T.astype(
        "float16")))
    cases.append(("into a transposed out", lambda xp: xp.negative(
        make(xp, (48, 40), dtype, seed=8), out=xp.zeros((40, 48), dtype).T)
        if dtype != "bool" else xp.logical_not(make(xp, (48, 40), dtype, seed=8),
                                               out=xp.zeros((40, 48), dtype).T)))
    assert_same_cases(xp, cases, approx=True)


def test_tiled_two_outputs(xp):
    assert_same(xp, lambda xp: xp.divmod(make(xp, (64, 96), "float32", seed=9).T,
                                         make(xp, (96, 64), "float32", seed=10, kind="unit")),
                approx=True)


def test_generalized_ufunc_keywords(xp):
    # axis/axes/keepdims reach the generalized ufuncs (vecdot, matmul); elementwise ufuncs
    # refuse them as NumPy does
    assert_same_cases(xp, [
        ("vecdot axis", lambda xp: xp.vecdot(make(xp, (3, 4), "float64", seed=1),
                                             make(xp, (3, 4), "float64", seed=2), axis=0)),
        ("vecdot empty uint8", lambda xp: xp.vecdot(xp.asarray(numpy.zeros(0, numpy.uint8)),
                                                    xp.asarray(numpy.zeros(0, numpy.uint8)), axis=-1)),
        ("matmul axes", lambda xp: xp.matmul(make(xp, (2, 3), "float32", seed=3),
                                             make(xp, (3, 2), "float32", seed=4),
                                             axes=[(0, 1), (0, 1), (0, 1)])),
        ("vecdot keepdims", lambda xp: xp.vecdot(make(xp, (3, 4), "int32", seed=5),
                                                 make(xp, (3, 4), "int32", seed=6), keepdims=True)),
        ("add axis", lambda xp: xp.add(make(xp, (3,), "float64"), 1.0, axis=0)),
        ("add keepdims", lambda xp: xp.add(make(xp, (3,), "float64"), 1.0, keepdims=True)),
    ], approx=True)


# --------------------------------------------------------------------------------------------------
# NumPy's words and dtypes at the edges (tests/programs/programs_edge.py found these)
# --------------------------------------------------------------------------------------------------
def _outcomes(xp, cases):
    """What each ``case(xp)`` gives: its repr (a scalar's shows its dtype), or its exception and
    message."""
    return [_outcome(xp, f) for f in cases]


def _outcome(xp, f):
    try:
        r = f(xp)
    except Exception as exc:  # (the exception and its message are part of the behaviour)
        return type(exc).__name__, str(exc)
    return "ok", repr(r)


def test_generic_scalar_with_python_scalars(xp):
    """A NumPy scalar keeps its dtype beside Python scalars (NEP 50: they stay weak); only
    Python scalars alone take the default dtypes."""
    cases = [
        lambda xp: xp.remainder(numpy.float16(-7.5), 2), lambda xp: xp.add(numpy.float16(1.5), 2),
        lambda xp: xp.multiply(numpy.float32(1.5), 2.5),
        lambda xp: xp.add(numpy.complex64(1j), 1.5),
        lambda xp: xp.remainder(numpy.uint8(7), 3), lambda xp: xp.gcd(numpy.uint8(12), 8),
        lambda xp: xp.maximum(numpy.int8(-3), 5), lambda xp: xp.add(numpy.uint8(3), 300),
        lambda xp: xp.less(numpy.uint8(3), 300), lambda xp: xp.add(numpy.int8(3), 2.5),
        lambda xp: xp.power(numpy.int64(2), -1),
        lambda xp: xp.add(True, 2),
        lambda xp: xp.add(3, 2),
        lambda xp: xp.divmod(numpy.int16(7), 2), lambda xp: xp.add(numpy.array(2, numpy.uint8), 3),
    ]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


class _Float(float):
    pass


class _Int(int):
    pass


class _Complex(complex):
    pass


class _Level(enum.IntEnum):
    HIGH = 3


def test_python_scalar_subclasses_are_not_weak(xp):
    """Only int, float and complex themselves are weak (NEP 50); their subclasses (an IntEnum
    member) are NumPy's default types of their kind: float64, int64, complex128."""
    cases = [
        lambda xp: xp.ones(3, xp.float16) + _Float(1.5),
        lambda xp: _Float(1.5) * xp.ones(3, xp.float32),
        lambda xp: xp.add(xp.ones(2, xp.int8), _Int(3)),
        lambda xp: xp.arange(3, dtype=xp.uint8) - _Int(1),
        lambda xp: xp.maximum(xp.arange(3, dtype=xp.uint8), _Level.HIGH),
        lambda xp: xp.arange(3, dtype=xp.int16) == _Level.HIGH,
        lambda xp: xp.ones(2, xp.complex64) * _Complex(1j),
        lambda xp: xp.ones(2, xp.float32).sum() + _Float(0.5),
        lambda xp: _Float(0.5) - xp.ones(2, xp.float16).sum(),
        lambda xp: xp.arange(3, dtype=xp.int16)[1] + _Int(2),
        lambda xp: xp.arange(3, dtype=xp.int8)[2] * _Level.HIGH,
        lambda xp: xp.ones(2, xp.float32).sum() * _Complex(2),
        lambda xp: xp.ones(2, xp.float16)[0] < _Float(1.5),
        lambda xp: xp.arange(3, dtype=xp.int8) + _Int(2**70),  # (NumPy's object array)
    ]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_broadcast_error_messages(xp):
    """NumPy's messages: every operand's shape (inputs, Python scalars as (), the outputs given,
    the where= mask) when they do not broadcast together; else the output that does not fit."""
    cases = [
        lambda xp: xp.add(xp.ones(3), xp.ones(4), out=xp.empty(3)),
        lambda xp: xp.add(xp.ones(3), xp.ones(3), out=xp.empty(4)),
        lambda xp: xp.add(xp.ones((2, 1)), xp.ones(3), out=xp.empty(3)),
        lambda xp: xp.add(xp.ones((2, 1)), xp.ones(3), out=xp.empty((1, 3))),
        lambda xp: xp.negative(xp.ones(3), out=xp.empty(2)),
        lambda xp: xp.add(xp.ones(3), 1, out=xp.empty(2)),
        lambda xp: xp.add(xp.ones(3), 1, out=xp.empty(3), where=xp.ones(2, bool)),
        lambda xp: xp.add(xp.ones(3), 1, out=xp.empty(3), where=xp.ones((2, 1), bool)),
        lambda xp: xp.add(xp.ones(3), xp.ones((4, 1)), out=xp.empty((5, 1, 1)),
                          where=xp.ones(2, bool)),
        lambda xp: xp.add(xp.ones(3), xp.ones((4, 1)), out=xp.empty((4, 3)),
                          where=xp.ones((2, 1, 1), bool)),
        lambda xp: xp.divmod(xp.ones(3), 1, out=(None, xp.empty(2))),
        lambda xp: xp.divmod(xp.ones(3), 1, out=(xp.empty(3), xp.empty(2))),
        lambda xp: xp.ones(3) + xp.ones(2), lambda xp: xp.where(xp.ones(2, bool), xp.ones(3), 0),
        lambda xp: xp.where(xp.ones((2, 1), bool), xp.ones(3), xp.ones(4)),
    ]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_argument_count_messages(xp):
    cases = [lambda xp: xp.add(1), lambda xp: xp.add(1, 2, 3, 4), lambda xp: xp.sqrt(),
             lambda xp: xp.divmod(1.0, 2.0, 3.0, 4.0, 5.0)]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_where_without_out_warns(xp):
    """NumPy 2.4 warns of a where= mask without out= (the other elements are uninitialised);
    out=None, an output given by position, or where=True do not warn."""
    import warnings

    def body(xp):
        a = xp.ones(3)
        m = xp.asarray(numpy.array([True, False, True]))
        got = []
        for f in (lambda: xp.add(a, 1, where=m), lambda: xp.add(a, 1, where=True),
                  lambda: xp.add(a, 1, out=None, where=m),
                  lambda: xp.add(a, 1, xp.empty(3), where=m),
                  lambda: xp.sqrt(a, where=m), lambda: xp.divmod(a, 1, where=m),
                  lambda: xp.divmod(a, 1, out=(xp.empty(3), None), where=m),
                  lambda: xp.add(a, 1, where=numpy.True_)):
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                f()
            got.append([(x.category.__name__, str(x.message)) for x in w])
        return got
    assert_same(xp, body)


def test_method_of_multi_output_messages(xp):
    cases = [lambda xp, uf=uf, m=m: getattr(getattr(xp, uf), m)(xp.ones(3), *(
        [[0]] if m == "reduceat" else []))
        for uf in ("divmod", "modf", "sqrt") for m in ("reduce", "accumulate", "reduceat")]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_method_argument_messages(xp):
    """NumPy's C argument parser's words for reduce, accumulate and reduceat; outer's count of
    arguments; at's checks of the ufunc before its arguments, and of its first operand."""
    a = lambda xp: xp.arange(3.0)  # noqa: E731
    cases = [lambda xp: xp.add.reduce(), lambda xp: xp.add.reduce(a(xp), 0, None, None, False,
                                                                   0, True, 7),
             lambda xp: xp.add.reduce(a(xp), 0, axis=0), lambda xp: xp.add.reduce(a(xp), bog=0),
             lambda xp: xp.add.reduce(array=a(xp), initial=None),
             lambda xp: xp.add.accumulate(), lambda xp: xp.add.accumulate(a(xp), 0, None, None, 1),
             lambda xp: xp.add.accumulate(a(xp), 0, axis=0),
             lambda xp: xp.add.accumulate(array=a(xp)), lambda xp: xp.add.reduceat(a(xp)),
             lambda xp: xp.add.reduceat(a(xp), [0], 0, None, None, 1),
             lambda xp: xp.add.reduceat(a(xp), indices=[0, 1]),
             lambda xp: xp.add.outer(a(xp)), lambda xp: xp.add.outer(a(xp), a(xp), a(xp)),
             lambda xp: xp.add.outer(a(xp), B=a(xp)), lambda xp: xp.sin.outer(a(xp)),
             lambda xp: xp.divmod.at(a(xp), [0], 1.0), lambda xp: xp.divmod.at(a(xp)),
             lambda xp: xp.add.at([1.0], [0], 1.0), lambda xp: xp.negative.at([1.0], [0])]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


@pytest.mark.parametrize("order", [None, "c", "f", "k", "a", b"F", "X", "", "CC", 1])
def test_order_keyword(xp, order):
    """order= as NumPy's converter reads it: either case, str or bytes; others raise."""
    assert_same(xp, lambda xp: (lambda r: (r, r.flags.f_contiguous))(
        xp.add(xp.ones((2, 3)), 1.0, order=order)))


def test_order_a_output_layout(xp):
    """order='A' lays a new output out F where every operand (of one dimension or more) is
    F-contiguous, else C -- also for strided or permuted operands, which 'K' would follow;
    operands of the output's shape, C- and F-contiguous at once (a row, a column) and given
    in the loop's type, give C, as NumPy's loop of same-shaped operands writes."""
    ones = lambda xp, s: xp.ones(s)  # noqa: E731
    pairs = {"F F": lambda xp: (ones(xp, (3, 4)).T, ones(xp, (3, 4)).T),
             "F C": lambda xp: (ones(xp, (3, 4)).T, ones(xp, (4, 3))),
             "F column": lambda xp: (ones(xp, (3, 4)).T, ones(xp, (4, 1))),
             "permuted": lambda xp: (ones(xp, (2, 3, 4)).transpose(1, 0, 2), ones(xp, 4)),
             "F strided": lambda xp: (ones(xp, (2, 3, 4)).T[::2, :, ::-1], ones(xp, 2)),
             "row row": lambda xp: (ones(xp, (1, 4)), ones(xp, (1, 4))),
             "row vector": lambda xp: (ones(xp, (1, 4)), ones(xp, 4)),
             "column 0-d": lambda xp: (ones(xp, (4, 1)), xp.asarray(2.0))}
    cases = []
    for name, p in pairs.items():
        cases += [(name + " add", lambda xp, p=p: xp.add(*p(xp), order="A").strides),
                  (name + " negative", lambda xp, p=p: xp.negative(p(xp)[0], order="A").strides),
                  (name + " cast", lambda xp, p=p: xp.multiply(*p(xp), order="A",
                                                               dtype="f4").strides)]
    assert_same_cases(xp, cases)


def test_signature_keyword_forms(xp):
    """signature= as NumPy reads it: a string (bytes too) or a tuple; its older name sig=;
    anything else (None given by name, a float, a list, a dtype) is refused."""
    a = lambda xp: xp.arange(3)  # noqa: E731
    cases = [lambda xp: xp.add(a(xp), 0.5, sig="ii->i", casting="unsafe"),
             lambda xp: xp.add(a(xp), 2, sig=(None, None, None)),
             lambda xp: xp.add(a(xp), 2, sig="ll->l", signature="ll->l"),
             lambda xp: xp.add(a(xp), 2, signature=b"dd->d"),
             lambda xp: xp.add(a(xp), 2, signature=b"dd-d"),
             lambda xp: xp.add(a(xp), 2, signature=b"\xff\xff->d"),
             lambda xp: xp.add(a(xp), 2, signature=None),
             lambda xp: xp.add(a(xp), 2, sig=None),
             lambda xp: xp.add(a(xp), 2, signature=1.5),
             lambda xp: xp.add(a(xp), 2, signature=[None, None, None]),
             lambda xp: xp.add(a(xp), 2, signature=xp.float32),
             lambda xp: xp.add(3, 4, signature=numpy.dtype("f8"))]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_signature_length_checked_first(xp):
    """A signature tuple of the wrong length: NumPy's error before any other argument's (a
    positional out that is no array, a bad casting or order, out='s shape); its names of
    dtypes are no host data (one error, one warning)."""
    x = lambda xp: xp.ones(2)  # noqa: E731
    three = ("f8", "f8", "f8")
    cases = [lambda xp: xp.negative(x(xp), 5, signature=three),
             lambda xp: xp.negative(x(xp), out=5, signature=three),
             lambda xp: xp.negative(x(xp), out=(5,), signature=three),
             lambda xp: xp.negative(x(xp), 5, signature=("f8",)),
             lambda xp: xp.negative(x(xp), out=xp.ones(3), signature=three),
             lambda xp: xp.negative(x(xp), casting="bad", signature=three),
             lambda xp: xp.negative(x(xp), order="Q", signature=three),
             lambda xp: xp.add(x(xp), x(xp), signature=()),
             lambda xp: xp.add(x(xp), x(xp), 5, signature=("f8", None)),
             lambda xp: xp.add(x(xp), x(xp), signature=("f8", None, None)),
             lambda xp: xp.add(x(xp), x(xp), signature=(None, None, "i4")),
             lambda xp: xp.isnat(x(xp), signature=("f8", None, None))]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_out_ellipsis(xp):
    """out=... keeps 0-d results arrays (for a call and for reduce); by position, or inside an
    out tuple, NumPy refuses it."""
    cases = [lambda xp: xp.add(1, 2, out=...), lambda xp: xp.add(xp.float32(1), 2, out=...),
             lambda xp: xp.negative(xp.asarray(2.5), out=...),
             lambda xp: xp.divmod(xp.asarray(7), 2, out=...),
             lambda xp: xp.add(xp.arange(3), 1, out=...),
             lambda xp: xp.add.reduce(xp.arange(4), out=...),
             lambda xp: xp.add.reduce(xp.ones((2, 2)), None, out=...),
             lambda xp: xp.add.reduce(xp.ones((2, 2)), 1, out=...),
             lambda xp: xp.add.accumulate(xp.arange(3), out=...),
             lambda xp: xp.add.reduceat(xp.arange(3), [0], out=...),
             lambda xp: xp.add(1, 2, ...), lambda xp: xp.add.reduce(xp.arange(3), 0, None, ...),
             lambda xp: xp.add.accumulate(xp.arange(3), 0, None, ...),
             lambda xp: xp.negative(1, out=(...,)), lambda xp: xp.divmod(1, 2, out=(..., None)),
             lambda xp: xp.add.reduce(xp.arange(3), out=(...,))]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def test_out_ellipsis_subclass(xp):
    """out=... with a subclass input: its __array_wrap__ is asked for an array, not a scalar."""
    def body(xp):
        class Sub(xp.ndarray):
            pass
        one = xp.asarray(1).view(Sub)
        return [type(r).__name__ for r in (xp.add(one, 2, out=...), xp.add.reduce(one, out=...),
                                           *xp.divmod(one, 2, out=...))]
    assert_same(xp, body)


@pytest.mark.parametrize("where", [[1, 0, 1], [1.5, 0.0, 0.0], ["a", "", "b"], [None, 1, 0], 1,
                                   0.0, None, "int64_scalar", "int_array", "float_array",
                                   "int_0d", "bool_array"])
def test_where_mask_conversion(xp, where):
    """where= as NumPy reads it: lists and scalars by each element's truth; an array (a 0-d
    one too) only when it casts safely to bool."""
    def body(xp):
        w = {"int64_scalar": xp.int64(1), "int_array": xp.asarray([1, 0, 1]),
             "float_array": xp.asarray([1.0, 0.0, 1.0]), "int_0d": xp.asarray(1),
             "bool_array": xp.asarray([True, False, True])}.get(where, where) \
            if isinstance(where, str) else where
        return _outcomes(xp, [lambda xp: xp.add(xp.arange(3), 1, out=xp.zeros(3, int), where=w),
                              lambda xp: xp.add.reduce(xp.arange(3), where=w),
                              lambda xp: xp.mean(xp.arange(3.0), where=w)])
    assert_same(xp, body)


def test_compare_without_loop_shape(xp):
    """== and != of dtypes without a comparison loop (numbers and strings): every element
    unequal, in the operands' broadcast shape (0-d: a scalar), or NumPy's broadcast error."""
    s = lambda xp, *v: xp.asarray(numpy.array(list(v) if len(v) > 1 else v[0]))  # noqa: E731
    cases = [lambda xp: xp.asarray(1) == s(xp, "s", "t"), lambda xp: xp.asarray(1) != s(xp, "s"),
             lambda xp: xp.asarray(1) == s(xp, "s"), lambda xp: xp.asarray([1, 2]) == "s",
             lambda xp: xp.asarray(1.5) != "s", lambda xp: xp.ones((2, 1)) == s(xp, "a", "b", "c"),
             lambda xp: xp.asarray([1, 2, 3]) == s(xp, "a", "b"),
             lambda xp: xp.asarray(1.0) != [["a"]]]
    assert_same(xp, lambda xp: _outcomes(xp, cases))


def _longlong_then_long(xp):
    """A longlong ('q') array's operations, then the same operations on int64 ('l') arrays:
    each keeps NumPy's type (a cache keyed by dtypes, which compare and hash equal, once
    gave the int64 calls the longlong call's type, and a repr with dtype=int64; and a
    longlong call after an int64 one the int64 type).  More: test_dtype_aliases.py."""
    out = []
    for f in (xp.negative, xp.absolute, xp.conjugate, xp.square,
              lambda x: xp.add(x, x), lambda x: x + x, lambda x: x * 3):
        q = f(xp.array([1, 2, 3], dtype=numpy.longlong))
        out += [q.dtype.char, repr(q), q.dtype.type]
        r = f(xp.array([4, 5, 6]))
        out += [r.dtype.char, repr(r), r.dtype.type]
    return out


def test_longlong_calls_leave_int64_types(xp):
    assert_same(xp, _longlong_then_long)


@pytest.mark.parametrize("name", ["add", "frexp", "matmul", "vecdot"])
def test_doc_set_and_deleted(xp, name):
    # a ufunc's __doc__ is NumPy's; one set on it is read back, and deleting it gives NumPy's
    # again (NumPy's ufuncs keep their C docstring under a deleted __doc__)
    uf = getattr(xp, name)
    original = uf.__doc__
    assert original == getattr(numpy, name).__doc__
    try:
        uf.__doc__ = "notes"
        assert uf.__doc__ == "notes"
    finally:
        del uf.__doc__
    assert uf.__doc__ == original


def test_more_than_32_axes(xp):
    """NumPy's ufuncs, matmul and assignments take arrays of up to 64 axes (its
    broadcast_shapes, through the legacy iterator, only 32): the same results, and the same
    messages where the shapes do not broadcast."""
    S = (2,) + (1,) * 62 + (3,)

    def body(xp):
        a = xp.arange(6.0).reshape(S)
        out = []
        for f in (lambda: a + 1, lambda: xp.abs(a * 1j), lambda: a > a[..., ::-1],
                  lambda: xp.add(a, 1, out=xp.ones((4,) + S[1:])), lambda: a @ xp.ones((3, 2)),
                  lambda: xp.where(a > 2, a, -1), lambda: a[a > 2],
                  lambda: xp.copyto(xp.zeros(S), a[:1]), lambda: a.astype(xp.float32),
                  lambda: a + xp.ones(4), lambda: xp.add(a, 1, out=xp.ones(S[1:])),
                  lambda: xp.copyto(xp.zeros(S), xp.ones(4)),
                  lambda: a.__setitem__(Ellipsis, xp.ones((3, 1))),
                  lambda: a @ xp.ones((4, 2)),
                  lambda: xp.full(S, xp.arange(3.0)), lambda: xp.full_like(a, xp.arange(3.0)),
                  lambda: xp.take_along_axis(a, xp.zeros(S, int), -1),
                  lambda: a[(0,) * 63 + (xp.zeros(S, int),)],
                  lambda: a[(0,) * 63 + (xp.zeros((1,) * 40 + (4,), int),)],
                  lambda: a[(0,) * 62 + (xp.zeros((1,) * 33 + (2,), int),
                                         xp.zeros((1,) * 33 + (3,), int))],
                  lambda: xp.busday_count(xp.zeros(S, "M8[D]"), xp.ones(S, "M8[D]"))):
            try:
                out.append(f())
            except (IndexError, ValueError) as exc:
                out.append("%s: %s" % (type(exc).__name__, exc))
        return out
    assert_same(xp, body)


UNARY_PYTHON_SCALAR = [
    # a unary ufunc's one Python scalar is its default dtype where dtype=/signature= name the
    # loop: its cast to the loop is checked (and done) as an array's
    ("int into uint8", lambda xp: xp.absolute(1, dtype="uint8")),
    ("int negative into uint8", lambda xp: xp.negative(1, dtype="uint8")),
    ("int signature", lambda xp: xp.negative(1, signature=("u1", "u1"))),
    ("int into float16 safe", lambda xp: xp.negative(1, dtype="float16", casting="safe")),
    ("int into int8 safe", lambda xp: xp.negative(1, dtype="int8", casting="safe")),
    ("float into float32 no", lambda xp: xp.negative(1.0, dtype="float32", casting="no")),
    ("float into float32 safe", lambda xp: xp.negative(1.5, dtype="float32", casting="safe")),
    ("complex into complex64 no", lambda xp: xp.negative(1j, dtype="complex64", casting="no")),
    ("modf float32 safe", lambda xp: xp.modf(1.5, dtype="float32", casting="safe")),
    ("300 into uint8 unsafe", lambda xp: xp.negative(300, dtype="uint8", casting="unsafe")),
    ("300 into int8 unsafe", lambda xp: xp.negative(300, dtype="int8", casting="unsafe")),
    ("1.5 into int8 unsafe", lambda xp: xp.negative(1.5, dtype="int8", casting="unsafe")),
    ("bool into float16 safe", lambda xp: xp.sqrt(True, dtype="float16", casting="safe")),
    ("int into int64 no", lambda xp: xp.negative(1, dtype="int64", casting="no")),
    ("int into int8", lambda xp: xp.absolute(-1, dtype="int8")),
    ("binary stays weak", lambda xp: xp.add(1, 2, dtype="int8", casting="safe")),
]


@pytest.mark.parametrize("label, f", UNARY_PYTHON_SCALAR, ids=[c[0] for c in UNARY_PYTHON_SCALAR])
def test_unary_python_scalar_with_a_loop_dtype(xp, label, f):
    assert_same(xp, lambda xp: _outcome(xp, f))


PYTHON_SCALARS_ALONE_CASTING = [
    ("add int float no", lambda xp: xp.add(1, 0.5, casting="no")),
    ("add complex float no", lambda xp: xp.add(1j, 0.5, casting="no")),
    ("equal complex float no", lambda xp: xp.equal(1j, 0.5, casting="no")),
    ("equal int float no", lambda xp: xp.equal(1, 0.5, casting="no")),
    ("add int bool no", lambda xp: xp.add(1, True, casting="no")),
    ("less int float equiv", lambda xp: xp.less(1, 0.5, casting="equiv")),
    ("add int float equiv", lambda xp: xp.add(1, 0.5, casting="equiv")),
    ("add ints into int8 equiv", lambda xp: xp.add(1, 2, dtype="int8", casting="equiv")),
    ("add ints into float64 equiv", lambda xp: xp.add(1, 2, dtype="float64", casting="equiv")),
    ("add ints equiv", lambda xp: xp.add(1, 2, casting="equiv")),
    ("negative int equiv", lambda xp: xp.negative(2, casting="equiv")),
    ("add int float out float32 no", lambda xp: xp.add(1, 0.5, out=xp.zeros((), "f4"), casting="no")),
    ("equal complex float64 scalar no", lambda xp: xp.equal(1j, numpy.float64(0.5), casting="no")),
]


@pytest.mark.parametrize("label, f", PYTHON_SCALARS_ALONE_CASTING,
                         ids=[c[0] for c in PYTHON_SCALARS_ALONE_CASTING])
def test_python_scalars_alone_under_a_strict_casting(xp, label, f):
    """Python scalars alone take their default dtypes' loop, their casts to it checked as
    Python scalars' (NumPy takes an int into a float loop under casting='no')."""
    assert_same(xp, lambda xp: _outcome(xp, f))


OUT_OF_RANGE_COMPARISON_SHAPES = [
    ("where wider than the operands", lambda xp: xp.greater(
        numpy.uint8(2), -2, out=xp.zeros((), bool), where=xp.asarray([True, False]))),
    ("out narrower than the operands", lambda xp: xp.greater(
        xp.asarray([[1, 2, 3]], "u1"), -2, out=xp.zeros((3,), bool))),
    ("out wider than the operands", lambda xp: xp.greater(
        xp.asarray([1, 2, 3], "u1"), -2, out=xp.zeros((2, 3), bool))),
    ("broadcast result", lambda xp: xp.less(xp.asarray([[1], [2]], "i1"), 1000,
                                            out=xp.zeros((2, 3), "f4"))),
]


@pytest.mark.parametrize("label, f", OUT_OF_RANGE_COMPARISON_SHAPES,
                         ids=[c[0] for c in OUT_OF_RANGE_COMPARISON_SHAPES])
def test_comparison_with_an_out_of_range_int_checks_shapes(xp, label, f):
    """A comparison with a Python int beyond the array's range is one value for every element,
    of the shape the operands, out= and where= make (NumPy's errors where they do not fit)."""
    assert_same(xp, lambda xp: _outcome(xp, f))


@pytest.mark.parametrize("mask", [[True, False, True], [False] * 3, [[True, False, False], [False, True, True]]],
                         ids=["some", "none", "2-d"])
def test_comparison_with_an_out_of_range_int_under_where(xp, mask):
    """... and a where= mask keeps out='s other elements.  (NumPy 2.4/2.5 crash on this call
    with a uint8 array: its answer for the same values as int64 is the reference.)"""
    def body(xp):
        a = xp.asarray([1, 2, 3], "u1" if xp is not numpy else "i8")
        m = xp.asarray(mask)
        out = xp.zeros(m.shape, bool)
        out[..., 1] = True
        return xp.greater(a, -2, out=out, where=m), xp.less_equal(a, -300, out=out.copy(), where=m)
    assert_same(xp, body)


INT_POWER_UNDER_WHERE = [
    ("masked negative exponent", lambda xp: xp.power(
        xp.asarray([2, 3]), xp.asarray([-2, 1]), out=xp.zeros(2, int), where=xp.asarray([False, True]))),
    ("selected negative exponent", lambda xp: xp.power(
        xp.asarray([2, 3]), xp.asarray([-2, 1]), out=xp.zeros(2, int), where=xp.asarray([True, False]))),
    ("scalar exponent, nothing selected", lambda xp: xp.power(
        xp.asarray([2, 3]), -1, out=xp.zeros(2, int), where=False)),
    ("scalar exponent, one selected", lambda xp: xp.power(
        xp.asarray([2, 3]), -1, out=xp.zeros(2, int), where=xp.asarray([False, True]))),
    ("0-d exponent into complex", lambda xp: xp.power(
        False, xp.asarray(-2, "i4"), out=xp.zeros((), complex), where=False)),
    # (the loop's exponents are the operand cast into its dtype: -2**63 wraps to 0 in int32,
    # 200 to -56 in int8)
    ("exponent wrapping to zero", lambda xp: xp.power(
        xp.asarray([-100, 7, 0], "i2"), xp.asarray([-2**63, 7, 2]), dtype="int32", casting="unsafe")),
    ("exponent wrapping negative", lambda xp: xp.power(
        xp.asarray([-100, 7, 0], "i2"), xp.asarray([200, 7, 2], "u1"), dtype="int8", casting="unsafe")),
    ("exponent wrapping negative, masked", lambda xp: xp.power(
        xp.asarray([-100, 7, 0], "i2"), xp.asarray([200, 7, 2], "u1"), dtype="int8", casting="unsafe",
        out=xp.zeros(3, "i1"), where=xp.asarray([False, True, True]))),
]


@pytest.mark.parametrize("label, f", INT_POWER_UNDER_WHERE, ids=[c[0] for c in INT_POWER_UNDER_WHERE])
def test_integer_power_negative_exponent_under_where(xp, label, f):
    """NumPy's integer power raises for a negative exponent its loop uses: not for one the
    where= mask leaves out."""
    assert_same(xp, lambda xp: _outcome(xp, f))


PYTHON_FLOAT_INTO_INTEGER_LOOP = [
    ("nan into int16", lambda xp: xp.add(xp.asarray([1], "i2"), xp.nan, dtype="int16", casting="unsafe")),
    ("1e300 into int16", lambda xp: xp.add(xp.asarray([1], "i2"), 1e300, dtype="int16", casting="unsafe")),
    ("inf into uint16", lambda xp: xp.remainder(xp.asarray([1.5], "f2"), xp.inf, dtype="uint16",
                                                casting="unsafe")),
    ("-2.7 into uint8", lambda xp: xp.add(xp.asarray([1], "i2"), -2.7, dtype="uint8", casting="unsafe")),
    ("1.5 into int16", lambda xp: xp.add(xp.asarray([1], "i2"), 1.5, dtype="int16", casting="unsafe")),
    ("complex nan into int16", lambda xp: xp.add(xp.asarray([1], "i2"), complex(xp.nan, 1), dtype="int16",
                                                 casting="unsafe")),
    ("two floats into int16", lambda xp: xp.fmod(xp.nan, 1.0, dtype="int16", casting="unsafe")),
    ("unary nan into int8", lambda xp: xp.negative(xp.nan, dtype="int8", casting="unsafe")),
]


@pytest.mark.parametrize("label, f", PYTHON_FLOAT_INTO_INTEGER_LOOP,
                         ids=[c[0] for c in PYTHON_FLOAT_INTO_INTEGER_LOOP])
def test_python_float_into_an_integer_loop(label, f):
    """dtype= and casting='unsafe' put a Python float into an integer loop: NumPy casts it as
    a float64 (NaN, inf and values out of range warn "invalid value encountered in cast")."""
    def seen(xp):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            res = _outcome(xp, f)
        return res, [(w.category.__name__, str(w.message)) for w in got]
    assert seen(gpnumpy) == seen(numpy)
