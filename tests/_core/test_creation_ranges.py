"""Numerical ranges and building matrices: arange, linspace, logspace, geomspace, eye, identity,
tri, tril, triu, diag, diagflat, meshgrid, indices, fromfunction.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
arange and linspace are compared bit for bit (NumPy's formulas are replayed exactly); logspace and
geomspace go through ``power``/``log10`` and are compared within a few ulp.
"""

import random

import numpy
import pytest

from gpnumpy.testing._xp import (
    LAYOUTS, assert_same, assert_same_cases, layout_of, make, short, to_numpy,
)

ALL = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "float16", "float32", "float64", "complex64", "complex128"]
NUMERIC = ALL[1:]


def case(label, fn):
    return (label, fn)


# ==================================================================================================
# arange
# ==================================================================================================
ARANGE_CASES = [
    ((10,), {}), ((0,), {}), ((-3,), {}), ((3, 10), {}), ((10, 3), {}), ((10, 3, -1), {}),
    ((10, 3, -3), {}), ((0, 10, 3), {}), ((0, 1, 0.1), {}), ((1, 0, -0.1), {}),
    ((0.5, 10.3, 0.7), {}), ((0.5, 10.3, 0.7), {"dtype": "float32"}),
    ((0.5, 10.3, 0.7), {"dtype": "float16"}), ((-2.5, 2.5, 0.25), {"dtype": "float16"}),
    ((0, 5 + 1j, 1 + 0.5j), {}), ((0, 10, 1), {"dtype": "complex64"}),
    ((1 + 1j, 10 + 5j, 0.5 + 0.25j), {}), ((0, 7, 0.3), {"dtype": "complex128"}),
    ((0, 1000, 3), {"dtype": "int8"}), ((0, 400, 100), {"dtype": "uint8"}),
    ((10, 0, -1), {"dtype": "uint8"}), ((3.5, 0, -1), {"dtype": "uint8"}),
    ((0.5, 3), {"dtype": "int64"}), ((5.0,), {"dtype": "int8"}), ((-5, 5, 2), {"dtype": "int16"}),
    ((2,), {"dtype": "bool"}), ((1, 3), {"dtype": "bool"}), ((1,), {"dtype": "bool"}),
    ((True,), {}), ((0, 1e-320, 1e300), {}), ((0, -1e-320, 1e300), {}), ((1, 2, -numpy.inf), {}),
    ((1, 2, numpy.inf), {}), ((5, None), {}), ((5, None, 2), {}), ((0, 5, None), {}),
    ((2 ** 63,), {}), ((0, 10, 3), {"dtype": "float32"}), ((1e9, 1e9 + 50, 0.5), {}),
    ((0, 20, 1.5), {"dtype": "uint64"}), ((-20, 20, 1.5), {"dtype": "int32"}),
    ((0, 2 ** 40, 2 ** 35), {"dtype": "uint64"}),
]


@pytest.mark.parametrize("args,kw", ARANGE_CASES, ids=[f"{a}-{k}" for a, k in ARANGE_CASES])
def test_arange(xp, args, kw):
    assert_same(xp, lambda xp: xp.arange(*args, **kw))


def test_arange_np_scalar_arguments(xp):
    n = numpy
    cases = [
        ("f32 stop", lambda xp: xp.arange(n.float32(3))),
        ("i8 stop", lambda xp: xp.arange(n.int8(5))),
        ("u64 stop", lambda xp: xp.arange(n.uint64(5))),
        ("f16 stop", lambda xp: xp.arange(n.float16(4))),
        ("f32 all", lambda xp: xp.arange(n.float32(0), n.float32(1), n.float32(0.1))),
        ("f32 all, dtype f32", lambda xp: xp.arange(n.float32(0), n.float32(1), n.float32(0.1),
                                                     dtype="float32")),
        ("c64 step", lambda xp: xp.arange(0, 10, n.complex64(1))),
        ("0-d array", lambda xp: xp.arange(n.array(5))),
        ("0-d f64 array start", lambda xp: xp.arange(n.array(-2.5), 3)),
        ("0-d array into u4", lambda xp: xp.arange(n.array(-5), 55.8, 22.7, dtype="uint32")),
        ("f64 scalar into i8", lambda xp: xp.arange(n.float64(5), dtype="int8")),
        ("bool scalar", lambda xp: xp.arange(n.True_)),
        ("int64 scalars", lambda xp: xp.arange(n.int64(-7), n.int64(9), n.int64(4))),
        ("gp 0-d as stop", lambda xp: xp.arange(xp.asarray(n.array(6)))),
    ]
    assert_same_cases(xp, cases)


def test_arange_keywords(xp):
    cases = [
        ("stop=", lambda xp: xp.arange(stop=5)),
        ("start=, stop=", lambda xp: xp.arange(start=2, stop=5)),
        ("step=, dtype=", lambda xp: xp.arange(0, 9, step=2, dtype="float32")),
        ("positional dtype", lambda xp: xp.arange(0, 10, 3, "int32")),
        ("device cpu", lambda xp: xp.arange(5, device="cpu")),
    ]
    assert_same_cases(xp, cases)


def test_arange_errors(xp):
    n = numpy
    cases = [
        ("zero int step", lambda xp: xp.arange(0, 10, 0)),
        ("zero int step, empty", lambda xp: xp.arange(0, 0, 0)),
        ("zero float step", lambda xp: xp.arange(0.0, 10, 0.0)),
        ("zero numpy step", lambda xp: xp.arange(0, 10, n.float64(0))),
        ("0/0 numpy step", lambda xp: xp.arange(0, 0, n.float64(0))),
        ("inf stop", lambda xp: xp.arange(0, n.inf)),
        ("nan stop", lambda xp: xp.arange(0, n.nan)),
        ("2**64", lambda xp: xp.arange(2 ** 64)),
        ("1e19", lambda xp: xp.arange(1e19)),
        ("bool length 3", lambda xp: xp.arange(3, dtype=bool)),
        ("-1 into uint8", lambda xp: xp.arange(-1, 3, dtype="uint8")),
        ("300 into int8", lambda xp: xp.arange(300, 310, dtype="int8")),
        ("np.int64(-3) into uint8", lambda xp: xp.arange(n.int64(-3), 3, 2, dtype="uint8")),
        ("f64 300 into int8", lambda xp: xp.arange(n.float64(300.0), 310, dtype="int8")),
        ("nan into int", lambda xp: xp.arange(n.nan, 1, 1, dtype="int64")),
        ("tuple", lambda xp: xp.arange((1, 2))),
        ("tuple stop", lambda xp: xp.arange(0, (1, 2))),
        ("no arguments", lambda xp: xp.arange()),
        ("start= only", lambda xp: xp.arange(start=5)),
        ("None", lambda xp: xp.arange(None)),
        ("1-d array", lambda xp: xp.arange(n.array([5]))),
        ("str dtype", lambda xp: xp.arange(0, 5, dtype="U")),
        ("str arg", lambda xp: xp.arange("a")),
        ("unknown keyword", lambda xp: xp.arange(5, stepp=1)),
        ("too many positional", lambda xp: xp.arange(0, 5, 1, None, 7)),
        ("complex into float", lambda xp: xp.arange(1j, 5, dtype="float64")),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("n", [17, 100, 257, 1000, 4097, 12345, 2 ** 20 + 3])
@pytest.mark.parametrize("dtype", ["int8", "uint16", "int64", "uint64", "float16", "float32",
                                   "float64", "complex64"])
def test_arange_long(xp, n, dtype):
    """Lengths past the doubling base case: the broadcast rows, remainders and recursion."""
    if dtype == "float16" and n > 12345:
        n = 30000
    cases = [
        ("unit step", lambda xp: xp.arange(n, dtype=dtype)),
        ("offset, step 3", lambda xp: xp.arange(-7, -7 + 3 * n, 3, dtype=dtype)),
        ("negative step", lambda xp: xp.arange(5, 5 - 2 * n, -2, dtype=dtype)),
    ]
    if numpy.dtype(dtype).kind in "fc":
        cases.append(("float step", lambda xp: xp.arange(0.25, 0.25 + 0.37 * n, 0.37,
                                                         dtype=dtype)))
    assert_same_cases(xp, cases)


def test_arange_float32_beyond_2_24(xp):
    """float32 results longer than 2**24: the index is rounded to float before the multiply."""
    n = 2 ** 24 + 5

    def body(xp):
        return xp.arange(0.5, 0.5 + 0.75 * n, 0.75, dtype="float32")[-64:]
    assert_same(xp, body)


def _random_scalar(rng):
    r = rng.random()
    if r < 0.3:
        return rng.randint(-300, 300)
    if r < 0.55:
        return round(rng.uniform(-300, 300), rng.choice([0, 1, 2, 5]))
    if r < 0.6:
        return rng.choice([0, 0.0, -0.0, True, False, 1e-320])
    if r < 0.65:
        return complex(round(rng.uniform(-9, 9), 2), round(rng.uniform(-9, 9), 2))
    t = rng.choice([numpy.int8, numpy.int32, numpy.int64, numpy.uint8, numpy.uint64,
                    numpy.float16, numpy.float32, numpy.float64, numpy.complex64, numpy.bool_])
    v = rng.randint(0, 120) if t in (numpy.uint8, numpy.uint64) else rng.randint(-120, 120)
    return t(v)


def _random_arange_cases(seed, count):
    rng = random.Random(seed)
    dts = [None, None, None] + ALL
    out = []
    for i in range(count):
        form = rng.randint(1, 3)
        if form == 1:
            args = (_random_scalar(rng),)
        elif form == 2:
            args = (_random_scalar(rng), _random_scalar(rng))
        else:
            step = rng.choice([rng.randint(1, 40), -rng.randint(1, 40),
                               round(rng.uniform(0.05, 30), 3), -round(rng.uniform(0.05, 30), 3),
                               _random_scalar(rng)])
            args = (_random_scalar(rng), _random_scalar(rng), step)
        dt = rng.choice(dts)
        kw = {} if dt is None else {"dtype": dt}
        out.append((f"{args} {kw}", (lambda a, k: lambda xp: xp.arange(*a, **k))(args, kw)))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_arange_random_arguments(xp, seed):
    """Random mixes of Python and NumPy scalars and dtypes: values, dtypes and exceptions."""
    assert_same_cases(xp, _random_arange_cases(seed, 150))


# ==================================================================================================
# linspace, logspace, geomspace
# ==================================================================================================
def test_linspace_scalars(xp):
    n = numpy
    cases = [
        ("default", lambda xp: xp.linspace(0, 1)),
        ("num 5", lambda xp: xp.linspace(2.0, 3.0, num=5)),
        ("endpoint False", lambda xp: xp.linspace(2.0, 3.0, num=5, endpoint=False)),
        ("retstep", lambda xp: xp.linspace(0, 1, 5, retstep=True)),
        ("retstep num 1", lambda xp: xp.linspace(0, 1, 1, retstep=True)),
        ("retstep num 0", lambda xp: xp.linspace(0, 1, 0, retstep=True)),
        ("num 0", lambda xp: xp.linspace(0, 1, 0)),
        ("num 1", lambda xp: xp.linspace(3, 7, 1)),
        ("num 1 no endpoint", lambda xp: xp.linspace(3, 7, 1, endpoint=False)),
        ("num 2", lambda xp: xp.linspace(3, 7, 2)),
        ("decreasing", lambda xp: xp.linspace(10, -3, 7)),
        ("equal ends", lambda xp: xp.linspace(4, 4, 5)),
        ("int dtype", lambda xp: xp.linspace(0, 10, 5, dtype=int)),
        ("int dtype negative", lambda xp: xp.linspace(-1, -10, 5, dtype=int)),
        ("uint8 dtype", lambda xp: xp.linspace(0, 255, 7, dtype="uint8")),
        ("float32 dtype", lambda xp: xp.linspace(0, 1, 11, dtype="float32")),
        ("bool dtype", lambda xp: xp.linspace(0, 1, 4, dtype=bool)),
        ("complex", lambda xp: xp.linspace(0, 1 + 2j, 6)),
        ("complex64 dtype", lambda xp: xp.linspace(1j, 3, 5, dtype="complex64")),
        ("float16 start", lambda xp: xp.linspace(n.float16(0), 1, 9)),
        ("float32 start", lambda xp: xp.linspace(n.float32(0), 1.5, 7)),
        ("int8 scalars", lambda xp: xp.linspace(n.int8(0), n.int8(5), 3)),
        ("bool start", lambda xp: xp.linspace(True, 1, 3)),
        ("uint64 start", lambda xp: xp.linspace(n.uint64(0), 1, 3)),
        ("denormal step", lambda xp: xp.linspace(0, 1e-320, 3)),
        ("long", lambda xp: xp.linspace(-1.3, 2.9, 1001)),
        ("long float32", lambda xp: xp.linspace(n.float32(-1.3), n.float32(2.9), 777)),
        ("axis -1 on scalars", lambda xp: xp.linspace(0, 1, 3, axis=-1)),
        ("device", lambda xp: xp.linspace(0, 1, 3, device="cpu")),
    ]
    assert_same_cases(xp, cases)


def test_linspace_arrays(xp):
    def a(xp, values, dtype=None):
        return xp.asarray(numpy.array(values, dtype=dtype))
    cases = [
        ("1-d ends", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 3]), 3)),
        ("axis 1", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 3]), 3, axis=1)),
        ("axis -1", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 3]), 3, axis=-1)),
        ("2-d ends", lambda xp: xp.linspace(a(xp, [[0.0], [1.0]]), a(xp, [5, 6, 7.5]), 4)),
        ("2-d ends axis 2", lambda xp: xp.linspace(a(xp, [[0.0], [1.0]]), a(xp, [5, 6, 7.5]), 4,
                                                    axis=2)),
        ("int16 array start", lambda xp: xp.linspace(a(xp, [0, 1], "int16"), 5, 3)),
        ("float32 arrays", lambda xp: xp.linspace(a(xp, [0, 1], "float32"),
                                                  a(xp, [2, -3], "float32"), 5)),
        ("retstep arrays", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 5]), 5,
                                                  retstep=True)),
        ("zero step in one", lambda xp: xp.linspace(a(xp, [0.0, 1.0]), a(xp, [1e-320, 2.0]), 3)),
        ("int dtype arrays", lambda xp: xp.linspace(a(xp, [0, -7]), a(xp, [9, 7]), 6,
                                                    dtype="int32")),
        ("num 0 arrays", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 3]), 0)),
        ("num 1 arrays axis 1", lambda xp: xp.linspace(a(xp, [0, 1]), a(xp, [2, 3]), 1, axis=1)),
        ("lists", lambda xp: xp.linspace([0, 1], [2, 3], 3)),
    ]
    assert_same_cases(xp, cases)


def test_linspace_errors(xp):
    cases = [
        ("float num", lambda xp: xp.linspace(0, 1, 2.0)),
        ("negative num", lambda xp: xp.linspace(0, 1, -1)),
        ("axis out of range", lambda xp: xp.linspace(0, 1, 3, axis=1)),
        ("bad device", lambda xp: xp.linspace(0, 1, 3, device="tpu")),
    ]
    assert_same_cases(xp, cases)


def test_linspace_geomspace_axis_messages(gp):
    """Both move the sample axis with numpy.moveaxis: its errors name the 'destination', and a
    one-axis tuple is an axis."""
    for f in (lambda m: m.linspace([0, 1], [1, 2], 3, axis=3),
              lambda m: m.geomspace([1, 2], [4, 8], 3, axis=-3),
              lambda m: m.linspace(0, 1, 3, axis=(0, 1)),
              lambda m: m.geomspace(1, 8, 3, axis=1.5)):
        got, want = [], []
        for m, into in ((numpy, want), (gp, got)):
            try:
                f(m)
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                into.append((type(e).__name__, str(e)))
        assert got == want and want
    for m in (numpy, gp):
        y = m.linspace([0, 1], [1, 2], 3, axis=(1,))
        assert y.shape == (2, 3) and m.geomspace([1, 2], [4, 8], 3, axis=(-1,)).shape == (2, 3)


def test_logspace(xp):
    def a(xp, values, dtype=None):
        return xp.asarray(numpy.array(values, dtype=dtype))
    cases = [
        ("default", lambda xp: xp.logspace(0, 3)),
        ("num 4", lambda xp: xp.logspace(0, 3, 4)),
        ("base 2", lambda xp: xp.logspace(0, 10, 11, base=2)),
        ("endpoint False", lambda xp: xp.logspace(0, 2, 4, endpoint=False)),
        ("int dtype", lambda xp: xp.logspace(0, 3, 4, dtype=int)),
        ("float32 dtype", lambda xp: xp.logspace(-2, 2, 9, dtype="float32")),
        ("num 0", lambda xp: xp.logspace(0, 3, 0)),
        ("num 1", lambda xp: xp.logspace(2, 3, 1)),
        ("array base", lambda xp: xp.logspace(0, 3, 4, base=[2, 10], axis=1)),
        ("array base axis 0", lambda xp: xp.logspace(0, 3, 4, base=a(xp, [2.0, 10.0]))),
        ("array ends", lambda xp: xp.logspace(a(xp, [0, 1]), a(xp, [2, 3]), 3)),
        ("array ends axis -1", lambda xp: xp.logspace(a(xp, [0, 1]), a(xp, [2, 3]), 3, axis=-1)),
        ("complex", lambda xp: xp.logspace(0, 1j, 4)),
    ]
    assert_same_cases(xp, cases, approx=True)


def test_geomspace(xp):
    def a(xp, values, dtype=None):
        return xp.asarray(numpy.array(values, dtype=dtype))
    cases = [
        ("1 to 1000", lambda xp: xp.geomspace(1, 1000, 4)),
        ("default num", lambda xp: xp.geomspace(1, 256)),
        ("endpoint False", lambda xp: xp.geomspace(1, 1000, 3, endpoint=False)),
        ("negative", lambda xp: xp.geomspace(-1, -1000, 4)),
        ("decreasing", lambda xp: xp.geomspace(1000, 1, 4)),
        ("imaginary", lambda xp: xp.geomspace(1j, 1000j, 4)),
        ("complex", lambda xp: xp.geomspace(-1 + 0j, 1 + 0j, 5)),
        ("int dtype", lambda xp: xp.geomspace(1, 1000, 4, dtype=int)),
        ("float32 dtype", lambda xp: xp.geomspace(1, 256, 9, dtype="float32")),
        ("num 0", lambda xp: xp.geomspace(1, 10, 0)),
        ("num 1", lambda xp: xp.geomspace(2, 10, 1)),
        ("arrays", lambda xp: xp.geomspace(a(xp, [1, -1]), a(xp, [1000, -1000j]), 3)),
        ("arrays axis 1", lambda xp: xp.geomspace(a(xp, [1.0, 2.0]), a(xp, [16.0, 64.0]), 5,
                                                  axis=1)),
        ("float32 arrays", lambda xp: xp.geomspace(a(xp, [1, 2], "float32"),
                                                   a(xp, [8, 32], "float32"), 4)),
        ("zero start", lambda xp: xp.geomspace(0, 10)),
        ("zero in stop", lambda xp: xp.geomspace(a(xp, [1.0, 2.0]), a(xp, [3.0, 0.0]), 3)),
    ]
    assert_same_cases(xp, cases, approx=True)


# ==================================================================================================
# eye, identity, tri, tril, triu
# ==================================================================================================
@pytest.mark.parametrize("dtype", ALL, ids=short)
def test_eye_dtypes(xp, dtype):
    cases = [
        ("square", lambda xp: xp.eye(4, dtype=dtype)),
        ("wide k=1", lambda xp: xp.eye(3, 5, k=1, dtype=dtype)),
        ("tall k=-2", lambda xp: xp.eye(5, 3, k=-2, dtype=dtype)),
        ("identity", lambda xp: xp.identity(3, dtype=dtype)),
    ]
    assert_same_cases(xp, cases)


def test_eye(xp):
    n = numpy
    cases = [
        ("default", lambda xp: xp.eye(3)),
        ("N=0", lambda xp: xp.eye(0)),
        ("M=0", lambda xp: xp.eye(3, 0)),
        ("k = M", lambda xp: xp.eye(3, k=3)),
        ("k beyond", lambda xp: xp.eye(3, 4, k=7)),
        ("k far negative", lambda xp: xp.eye(3, 4, k=-7)),
        ("k = -N", lambda xp: xp.eye(3, 4, k=-3)),
        ("float k beyond", lambda xp: xp.eye(3, k=5.0)),
        ("numpy ints", lambda xp: xp.eye(n.uint64(3), n.int8(4), k=n.int64(1))),
        ("order F layout", lambda xp: layout_of(xp.eye(3, 4, k=1, order="F"))),
        ("order F", lambda xp: xp.eye(3, 4, k=-1, order="F")),
        ("identity default", lambda xp: xp.identity(4)),
        ("float N", lambda xp: xp.eye(3.0)),
        ("float k", lambda xp: xp.eye(3, k=1.0)),
        ("negative N", lambda xp: xp.eye(-1)),
        ("order K", lambda xp: xp.eye(3, order="K")),
        ("order X", lambda xp: xp.eye(3, order="X")),
    ]
    assert_same_cases(xp, cases)


def test_tri(xp):
    cases = [
        ("3", lambda xp: xp.tri(3)),
        ("3x5 k=2", lambda xp: xp.tri(3, 5, 2)),
        ("5x3 k=-1", lambda xp: xp.tri(5, 3, k=-1)),
        ("k far out", lambda xp: xp.tri(2, 3, k=-5)),
        ("k large", lambda xp: xp.tri(2, 3, k=50)),
        ("int dtype", lambda xp: xp.tri(4, dtype=int)),
        ("bool dtype", lambda xp: xp.tri(4, 2, dtype=bool)),
        ("complex dtype", lambda xp: xp.tri(3, dtype="complex64")),
        ("negative N", lambda xp: xp.tri(-1)),
        ("negative M", lambda xp: xp.tri(3, -1)),
        ("float k", lambda xp: xp.tri(3, k=1.5)),
        ("big", lambda xp: xp.tri(300, 200, k=-40, dtype="int8")),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("name", ["tril", "triu"])
@pytest.mark.parametrize("dtype", ALL, ids=short)
def test_tril_triu_dtypes(xp, name, dtype):
    cases = [(f"k={k}", (lambda k: lambda xp: getattr(xp, name)(make(xp, (4, 5), dtype), k))(k))
             for k in (-5, -1, 0, 2, 9)]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("name", ["tril", "triu"])
def test_tril_triu(xp, name):
    def f(xp, *a, **k):
        return getattr(xp, name)(*a, **k)
    cases = [
        ("batch", lambda xp: f(xp, make(xp, (2, 3, 4, 3), "float32"), 1)),
        ("1-d", lambda xp: f(xp, make(xp, (4,), "int64"))),
        ("list", lambda xp: f(xp, [[1, 2, 3], [4, 5, 6]], -1)),
        ("specials kept", lambda xp: f(xp, xp.asarray(numpy.array(
            [[numpy.nan, numpy.inf, -0.0], [numpy.inf, numpy.nan, 1.0], [-numpy.inf, 2.0, numpy.nan]]
        )))),
        ("empty", lambda xp: f(xp, make(xp, (0, 3), "float64"))),
        ("zero-size batch", lambda xp: f(xp, make(xp, (0, 3, 3), "float64"))),
        ("0-d", lambda xp: f(xp, xp.asarray(numpy.array(5.0)))),
    ]
    for layout in LAYOUTS[:4]:
        cases.append((f"layout {layout}",
                      (lambda lay: lambda xp: f(xp, make(xp, (4, 6), "float64", lay), 1))(layout)))
    assert_same_cases(xp, cases, signed_zeros=True)


# ==================================================================================================
# diag, diagflat
# ==================================================================================================
@pytest.mark.parametrize("dtype", ALL, ids=short)
def test_diag_dtypes(xp, dtype):
    cases = [(f"1-d k={k}", (lambda k: lambda xp: xp.diag(make(xp, (4,), dtype), k))(k))
             for k in (-3, 0, 2)]
    cases += [(f"2-d k={k}", (lambda k: lambda xp: xp.diag(make(xp, (3, 5), dtype), k))(k))
              for k in (-4, -1, 0, 3, 6)]
    assert_same_cases(xp, cases)


def test_diag(xp):
    cases = [
        ("2-d is a read-only view", lambda xp: (lambda r: {"r": r, "writeable": r.flags.writeable})(
            xp.diag(make(xp, (4, 4))))),
        ("2-d transposed", lambda xp: xp.diag(make(xp, (3, 5), "int32", "T"), 1)),
        ("2-d reversed", lambda xp: xp.diag(make(xp, (4, 5), "float32", "neg"), -1)),
        ("2-d sliced", lambda xp: xp.diag(make(xp, (4, 5), "complex64", "slice"), 2)),
        ("2-d k beyond", lambda xp: xp.diag(make(xp, (2, 3)), 5)),
        ("2-d empty", lambda xp: xp.diag(make(xp, (0, 3)))),
        ("1-d empty", lambda xp: xp.diag(make(xp, (0,)), 2)),
        ("1-d strided", lambda xp: xp.diag(make(xp, (5,), "int16", "neg"), -2)),
        ("list", lambda xp: xp.diag([1, 2, 3], 1)),
        ("list of lists", lambda xp: xp.diag([[1, 2], [3, 4]])),
        ("numpy int k", lambda xp: xp.diag(make(xp, (3,)), numpy.int64(-1))),
        ("0-d", lambda xp: xp.diag(5)),
        ("3-d", lambda xp: xp.diag(make(xp, (2, 2, 2)))),
        ("float k", lambda xp: xp.diag(make(xp, (3,)), 1.0)),
        ("float k 2-d", lambda xp: xp.diag(make(xp, (3, 3)), 1.0)),
    ]
    assert_same_cases(xp, cases)


def test_diagflat(xp):
    cases = [
        ("1-d", lambda xp: xp.diagflat(make(xp, (3,), "int32"))),
        ("2-d k=-1", lambda xp: xp.diagflat([[1, 2], [3, 4]], -1)),
        ("k=2", lambda xp: xp.diagflat(make(xp, (2, 2), "float32", "T"), 2)),
        ("scalar", lambda xp: xp.diagflat(5)),
        ("empty", lambda xp: xp.diagflat(make(xp, (0,)), 1)),
        ("bool", lambda xp: xp.diagflat(make(xp, (4,), "bool"))),
        ("float k", lambda xp: xp.diagflat([1, 2], 1.0)),
    ]
    assert_same_cases(xp, cases)


# ==================================================================================================
# meshgrid, indices, fromfunction
# ==================================================================================================
@pytest.mark.parametrize("indexing", ["xy", "ij"])
@pytest.mark.parametrize("sparse", [False, True])
@pytest.mark.parametrize("copy", [True, False])
def test_meshgrid(xp, indexing, sparse, copy):
    kw = dict(indexing=indexing, sparse=sparse, copy=copy)
    cases = [
        ("none", lambda xp: xp.meshgrid(**kw)),
        ("one", lambda xp: xp.meshgrid(make(xp, (3,)), **kw)),
        ("two", lambda xp: xp.meshgrid(make(xp, (3,), "int32"), make(xp, (2,), "float32"), **kw)),
        ("three", lambda xp: xp.meshgrid(make(xp, (3,)), make(xp, (2,), seed=1),
                                         make(xp, (4,), "complex64"), **kw)),
        ("2-d input flattened", lambda xp: xp.meshgrid(make(xp, (2, 2)), make(xp, (3,)), **kw)),
        ("empty input", lambda xp: xp.meshgrid(make(xp, (0,)), make(xp, (3,)), **kw)),
        ("lists", lambda xp: xp.meshgrid([1, 2, 3], [4, 5], **kw)),
        ("layouts", lambda xp: [layout_of(r) for r in xp.meshgrid(
            make(xp, (3,)), make(xp, (2,), seed=1), **kw)]),
    ]
    assert_same_cases(xp, cases)


def test_meshgrid_errors(xp):
    assert_same(xp, lambda xp: xp.meshgrid(make(xp, (3,)), indexing="yx"))


def test_indices(xp):
    cases = [
        ("2-d", lambda xp: xp.indices((2, 3))),
        ("3-d float", lambda xp: xp.indices((2, 1, 3), dtype=float)),
        ("int8", lambda xp: xp.indices((4, 5), dtype="int8")),
        ("sparse", lambda xp: xp.indices((2, 3), sparse=True)),
        ("sparse float32", lambda xp: xp.indices((3, 1, 2), dtype="float32", sparse=True)),
        ("empty dim", lambda xp: xp.indices((2, 0))),
        ("no dims", lambda xp: xp.indices(())),
        ("list", lambda xp: xp.indices([3])),
    ]
    assert_same_cases(xp, cases)


def test_fromfunction(xp):
    cases = [
        ("i+j float", lambda xp: xp.fromfunction(lambda i, j: i + j, (2, 3))),
        ("i+j int", lambda xp: xp.fromfunction(lambda i, j: i + j, (2, 3), dtype=int)),
        ("i==j", lambda xp: xp.fromfunction(lambda i, j: i == j, (3, 3), dtype=int)),
        ("kwargs", lambda xp: xp.fromfunction(lambda i, j, scale: scale * i - j, (3, 4),
                                              scale=2.5)),
        ("1-d", lambda xp: xp.fromfunction(lambda i: i * i, (5,), dtype="int16")),
    ]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("args", [
    (0, 1e300, 1e299, numpy.float32),   # start fits, next overflows: 0 * inf not reported
    (0, 1e40, 1e39, numpy.complex64),
    (1e39, 1e40, 1e39, numpy.float32),  # both overflow: inf - inf in the fill, silently NaN
    (0, 80000, 10000, numpy.float16),   # the fill's own overflow to half: no warning in NumPy
    (60000, 80000, 5000, numpy.float16),
    (3e38, 3.4e38, 1e37, numpy.float32),
    (-3e38, 1e39, 6e38, numpy.float32),   # delta = next - start overflows in float
    (0.0, 5.0, 0.5, numpy.float32),
], ids=lambda a: "%s-%s-%s-%s" % (a[0], a[1], a[2], a[3].__name__))
def test_arange_narrow_overflow_errors(xp, args):
    """arange into a narrow float type: NumPy warns for the casts of start and start + step
    (from the user's line) and not for its fill loop; the same values, under every state."""
    import os
    import warnings
    from tests._core.test_errstate import assert_same_errors

    start, stop, step, dt = args

    def body(xp):
        return xp.arange(start, stop, step, dtype=dt)
    for state in ({}, {"all": "raise"}, {"over": "call", "call": "record"}):
        assert_same_errors(xp, body, **state)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        to_numpy(body(xp))
    assert {os.path.basename(x.filename) for x in w} <= {os.path.basename(__file__)}


def test_arange_dtype_by_name_is_not_a_date(gp, monkeypatch):
    """A dtype given by name ('f4', 'float32', 'i8', 'e') is no date: gpnumpy's own arange,
    not NumPy's on the host and an upload (which only datetime64/timedelta64 ranges take)."""
    from gpnumpy._core import creation
    calls = []
    real = creation.numpy.arange

    def spy(*args, **kw):
        calls.append(kw.get("dtype"))
        return real(*args, **kw)
    monkeypatch.setattr(creation.numpy, "arange", spy)
    for d in ("f4", "float32", "i8", "e"):
        r = gp.arange(10, dtype=d)
        assert r.dtype == numpy.dtype(d)
        assert numpy.asarray(r).tolist() == real(10, dtype=d).tolist()
    named = [c for c in calls if isinstance(c, str)]  # (the host path's call: the dtype as given)
    assert named == []
    gp.arange(0, 3, dtype="M8[D]")
    assert [c for c in calls if isinstance(c, str)] == ["M8[D]"]


@pytest.mark.parametrize("order", ["c", "f", None, "F", "a", "k", "x"], ids=repr)
def test_eye_order_spellings(xp, order):
    # NumPy's eye hands order to zeros: either case and None (C) are accepted, 'A'/'K' refused
    def body(m):
        try:
            r = m.eye(2, 3, k=1, order=order)
        except ValueError as exc:
            return str(exc)
        return r, layout_of(r)
    assert_same(xp, body)


def test_eye_checks_its_shape_before_its_order(xp):
    assert_same(xp, lambda m: m.eye(2.0, order="x"))


def test_linspace_of_scalar_endpoints_is_a_view_of_its_range(xp):
    # NumPy scales its arange in place for scalar endpoints: the result has a base and does
    # not own its data (rougier's info() prints OWNDATA); array endpoints, num < 2 and a cast
    # to dtype= give a new array
    def body(xp):
        out = []
        for args, kw in [((0, 1, 5), {}), ((0, 1, 5), {"endpoint": False}), ((1, 1, 3), {}),
                         ((0, 1e-320, 3), {}), ((0, 1 + 1j, 3), {}), ((0, 1, 1), {}),
                         (([0, 1], [1, 2], 3), {}), (([0, 1], [1, 2], 3), {"axis": 1}),
                         ((0, 10, 5), {"dtype": int}), ((0, 1, 4), {"retstep": True})]:
            y = xp.linspace(*args, **kw)
            y = y[0] if kw.get("retstep") else y
            out.append((y.flags.owndata, None if y.base is None else y.base.shape, y))
        edges = xp.histogram(xp.arange(5.0), bins=2)[1]
        return out, edges.flags.owndata, edges.base.shape
    assert_same(xp, body)
