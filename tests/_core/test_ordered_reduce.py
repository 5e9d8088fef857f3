"""reduce and accumulate of every binary ufunc, against NumPy.

Ufuncs NumPy does not reorder (subtract, divide, remainder, lcm, ...) fold each line in NumPy's
order on the device (a thread per line), so real-float results are compared exactly; the
reorderable ones beyond add/multiply/max/min (hypot, logaddexp, logaddexp2, gcd) reduce in the
tree as sums do, compared with a tolerance.  NumPy's float power and arctan2 reduce/accumulate
are not left folds (their results even change with the data's alignment): those are compared with
a left fold of NumPy's elementwise calls instead.
"""
import functools

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, make, short, ufunc_tolerance

NAMES = sorted(n for n in dir(numpy) if isinstance(getattr(numpy, n), numpy.ufunc)
               and getattr(numpy, n).nin == 2 and getattr(numpy, n).nout == 1
               and getattr(numpy, n).signature is None)
DTYPES = ["bool", "int8", "uint16", "int64", "float16", "float32", "float64", "complex64",
          "complex128"]
# folds of many steps: a few ulp per step for the functions computed differently
RTOL = {"float16": 1e-2, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5, "complex128": 1e-12}
TREE = ("hypot", "logaddexp", "logaddexp2")


def kind(name, dtype):
    k = numpy.dtype(dtype).kind
    if name in ("left_shift", "right_shift", "bitwise_left_shift", "bitwise_right_shift"):
        return "shift"
    if name in ("power", "pow", "float_power"):
        return "exponent" if k in "iu" else "positive"
    if name in ("divide", "true_divide", "floor_divide", "remainder", "mod", "fmod"):
        return "nonzero"
    return "small"


REORDERED = ("add", "multiply") + TREE  # device order differs from NumPy's: rounding only
NOT_FOLDED = ("power", "pow", "arctan2", "atan2")


def result_dtype(name, dtype):
    try:
        return getattr(numpy, name).reduce(numpy.ones(2, dtype)).dtype
    except TypeError:
        return numpy.dtype(dtype)


def tol(name, dtype):
    d = str(result_dtype(name, dtype))
    if d in RTOL and (name in REORDERED or "power" in name or name in NOT_FOLDED
                      or d == "float16" or ufunc_tolerance(name, (d, d)).get("approx")):
        r = RTOL[d]
        if "power" in name and d.startswith("complex"):
            # a chain of complex powers: each step's b*log(a) multiplies the relative error
            # of what came before by |b log a|, and two libms' clog/cexp differ in last bits
            r *= 100
        return {"rtol": r, "atol": r}
    return {}


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("name", NAMES)
def test_reduce_accumulate_every_ufunc(xp, name, dtype):
    if name in NOT_FOLDED and result_dtype(name, dtype).kind in "fc":
        pytest.skip("NumPy's float power/arctan2 reduce is not a left fold: test_not_folded")
    if name == "ldexp" and dtype in ("int16", "uint16", "int32"):
        pytest.skip("NumPy's ldexp.reduce of int16/uint16/int32 is not a left fold "
                    "(its uint16 reduce of [3, 1, 2] is 12.0): test_ldexp_folds")
    k = kind(name, dtype)
    a = lambda xp, layout="C": make(xp, (5, 7), dtype, layout, seed=3, kind=k)  # noqa: E731
    uf = lambda xp: getattr(xp, name)  # noqa: E731
    cases = []
    for layout in ("C", "T", "neg", "slice"):
        for axis in (0, 1, -1):
            cases.append((f"reduce {layout} axis={axis}", lambda xp, layout=layout, axis=axis:
                          uf(xp).reduce(a(xp, layout), axis=axis)))
        cases.append((f"accumulate {layout} axis=0", lambda xp, layout=layout:
                      uf(xp).accumulate(a(xp, layout), axis=0)))
        cases.append((f"accumulate {layout} axis=1", lambda xp, layout=layout:
                      uf(xp).accumulate(a(xp, layout), axis=1)))
    cases += [
        ("axis=None 2-d", lambda xp: uf(xp).reduce(a(xp), axis=None)),
        ("axis=(0, 1)", lambda xp: uf(xp).reduce(a(xp), axis=(0, 1))),
        ("axis=(1, 0) keepdims", lambda xp: uf(xp).reduce(a(xp), axis=(1, 0), keepdims=True)),
        ("axis=()", lambda xp: uf(xp).reduce(a(xp), axis=())),
        ("1-d", lambda xp: uf(xp).reduce(a(xp)[1])),
        ("1-d axis=None", lambda xp: uf(xp).reduce(a(xp)[:, 2], axis=None)),
        ("one element", lambda xp: uf(xp).reduce(a(xp)[:1, 3])),
        ("keepdims", lambda xp: uf(xp).reduce(a(xp), axis=1, keepdims=True)),
        ("0-d", lambda xp: uf(xp).reduce(a(xp)[2, 2])),
        ("3-d middle axis", lambda xp: uf(xp).reduce(a(xp).reshape(5, 7, 1) + a(xp)[:1, :3].reshape(1, 1, 3), axis=1)),
        ("accumulate 1-d", lambda xp: uf(xp).accumulate(a(xp).reshape(-1))),
        ("accumulate 3-d axis=2", lambda xp: uf(xp).accumulate(a(xp).reshape(5, 1, 7), axis=2)),
    ]
    assert_same_cases(xp, cases, **tol(name, dtype))


ORDERED = ["subtract", "divide", "floor_divide", "remainder", "fmod", "copysign", "nextafter",
           "heaviside", "float_power", "lcm", "left_shift", "right_shift"]


def _dtype_for(name):
    if name in ("lcm", "left_shift", "right_shift"):
        return "int32"
    return "float64"


@pytest.mark.parametrize("name", ORDERED)
def test_ordered_arguments(xp, name):
    dt = _dtype_for(name)
    k = kind(name, dt)
    a = lambda xp: make(xp, (4, 6), dt, seed=7, kind=k)  # noqa: E731
    mask = numpy.array([[True, False, True, True, False, True]] * 4)
    init = {"float64": 2.5, "int32": 3}[dt]
    uf = lambda xp: getattr(xp, name)  # noqa: E731

    def with_out(xp):
        o = xp.asarray(numpy.full(4, -1, dt))
        r = uf(xp).reduce(a(xp), axis=1, out=o)
        return r, o, r is o

    def acc_out(xp):
        o = xp.asarray(numpy.zeros((4, 6), dt))
        r = uf(xp).accumulate(a(xp), axis=0, out=o)
        return r, o, r is o

    cases = [
        ("initial", lambda xp: uf(xp).reduce(a(xp), axis=1, initial=init)),
        ("initial axis=0", lambda xp: uf(xp).reduce(a(xp), axis=0, initial=init)),
        ("initial axis=()", lambda xp: uf(xp).reduce(a(xp), axis=(), initial=init)),
        ("where without initial", lambda xp: uf(xp).reduce(a(xp), axis=1, where=xp.asarray(mask))),
        ("where with initial", lambda xp: uf(xp).reduce(a(xp), axis=1, where=xp.asarray(mask),
                                                        initial=init)),
        ("where broadcast, axis 0", lambda xp: uf(xp).reduce(a(xp), axis=0, initial=init,
                                                             where=xp.asarray(mask[0, :1]))),
        ("where transposed", lambda xp: uf(xp).reduce(a(xp).T, axis=0, initial=init,
                                                      where=xp.asarray(mask).T)),
        ("all masked", lambda xp: uf(xp).reduce(a(xp), axis=1, initial=init,
                                                where=xp.asarray(numpy.zeros(6, bool)))),
        ("out", with_out),
        ("accumulate out", acc_out),
        ("dtype=", lambda xp: uf(xp).reduce(a(xp), axis=1, dtype="float32")),
        ("accumulate dtype=", lambda xp: uf(xp).accumulate(a(xp), axis=1, dtype="float32")),
        ("empty axis with initial", lambda xp: uf(xp).reduce(a(xp)[:, :0], axis=1, initial=init)),
        ("empty axis", lambda xp: uf(xp).reduce(a(xp)[:, :0], axis=1)),
        ("empty kept axis", lambda xp: uf(xp).reduce(a(xp)[:0], axis=1)),
        ("empty accumulate", lambda xp: uf(xp).accumulate(a(xp)[:0], axis=1)),
        ("two axes", lambda xp: uf(xp).reduce(a(xp), axis=(0, 1))),
        ("bad axis", lambda xp: uf(xp).reduce(a(xp), axis=2)),
        ("accumulate bad axis", lambda xp: uf(xp).accumulate(a(xp), axis=(0, 1))),
        ("list input", lambda xp: uf(xp).reduce([[3, 2, 1], [4, 5, 6]], axis=1)),
    ]
    assert_same_cases(xp, cases, **tol(name, dt))


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int64", "uint64"], ids=short)
def test_integer_subtract_wraps(xp, dtype):
    # the device computes integer subtract folds as first - sum(rest): it must wrap alike
    def body(xp):
        info = numpy.iinfo(dtype)
        host = numpy.array([[info.min, info.max, 7, info.max, 1, info.min],
                            [0, info.max, info.max, 2, 3, 1]], dtype)
        a = xp.asarray(host)
        return [xp.subtract.reduce(a, axis=1), xp.subtract.reduce(a, axis=0),
                xp.subtract.accumulate(a, axis=1), xp.subtract.accumulate(a.T, axis=0),
                xp.subtract.reduce(a, axis=1, initial=5),
                xp.subtract.reduce(a, axis=1, initial=5, where=xp.asarray([True, False] * 3)),
                xp.subtract.reduce(a, axis=1, dtype="int16")]
    assert_same(xp, body)


@pytest.mark.parametrize("name", ["subtract", "divide", "remainder", "hypot", "logaddexp"])
@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"], ids=short)
def test_long_lines(xp, name, dtype):
    # long lines (one thread folds a whole line) and many short ones; float16 rounds every step
    k = "nonzero" if name in ("divide", "remainder") else "small"
    # (float16: NumPy rounds every step where the reduced axis is not its inner loop, the
    # device folds subtract/divide in float32, as NumPy's inner-loop reduce does)
    t = {} if name not in TREE and dtype != "float16" else {"rtol": RTOL[dtype] * 10,
                                                            "atol": RTOL[dtype] * 10}
    if dtype == "float16" and name in ("subtract", "divide"):
        t = {"rtol": 1e-2, "atol": 1.0}
    uf = lambda xp: getattr(xp, name)  # noqa: E731
    cases = [
        ("1-d 20001", lambda xp: uf(xp).reduce(make(xp, (20001,), dtype, seed=1, kind=k))),
        ("3 x 5000 axis=1", lambda xp: uf(xp).reduce(make(xp, (3, 5000), dtype, seed=2, kind=k),
                                                     axis=1)),
        ("300 x 700 axis=0", lambda xp: uf(xp).reduce(make(xp, (300, 700), dtype, seed=3, kind=k),
                                                      axis=0)),
        ("accumulate 4001", lambda xp: uf(xp).accumulate(make(xp, (4001,), dtype, seed=4, kind=k))),
        ("accumulate 300 x 70 axis=0", lambda xp: uf(xp).accumulate(
            make(xp, (300, 70), dtype, "T", seed=5, kind=k), axis=0)),
    ]
    assert_same_cases(xp, cases, **t)


def test_reorderable_initial_and_masks(xp):
    # a line with nothing selected is the initial value itself; several axes at once
    def body(xp):
        a = xp.asarray(numpy.array([[-3.0, 4.0, 12.0], [5.0, -0.0, 2.0]]))
        i = xp.asarray(numpy.array([[-3, 4, 12], [5, 0, -6]]))
        none = xp.asarray(numpy.zeros(3, bool))
        some = xp.asarray(numpy.array([True, False, True]))
        return [xp.hypot.reduce(a, axis=1, where=none, initial=-5.0),
                xp.hypot.reduce(a, axis=1, where=some, initial=-5.0),
                xp.hypot.reduce(a[:, :1], axis=1), xp.hypot.reduce(a, axis=None),
                xp.add.reduce(a, axis=1, where=none, initial=-0.0),
                xp.gcd.reduce(i, axis=1, where=none, initial=-5),
                xp.gcd.reduce(i[:, :1], axis=1), xp.gcd.reduce(i, axis=(0, 1)),
                xp.gcd.reduce(i, axis=1, initial=-4),
                xp.lcm.reduce(i[:, :1], axis=1), xp.lcm.reduce(i, axis=0),
                xp.logaddexp.reduce(a, axis=(0, 1), keepdims=True),
                xp.logaddexp2.reduce(a, axis=0, where=some, initial=1.0),
                xp.hypot.accumulate(a, axis=1), xp.gcd.accumulate(i, axis=1)]
    assert_same(xp, body, rtol=1e-12, signed_zeros=True)


def _fold_ref(uf, a, axis, steps=False, initial=None, where=None):
    """The left fold of NumPy array ``a`` along ``axis`` by elementwise calls of ``uf``."""
    lines = list(numpy.moveaxis(a, axis, 0))
    masks = None if where is None else list(numpy.moveaxis(numpy.broadcast_to(where, a.shape), axis, 0))
    x = lines[0] if initial is None else numpy.full(lines[0].shape, initial, a.dtype)
    out = [x]
    for k in range(1 if initial is None else 0, len(lines)):
        y = uf(x, lines[k])
        x = y if masks is None else numpy.where(masks[k], y, x)
        out.append(x)
    return numpy.moveaxis(numpy.stack(out), 0, axis) if steps else x


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "complex128"],
                         ids=short)
@pytest.mark.parametrize("name", ["power", "arctan2"])
def test_not_folded(name, dtype):
    gp = pytest.importorskip("gpnumpy")
    if name == "arctan2" and dtype.startswith("complex"):
        pytest.skip("arctan2 has no complex loop")
    ref_uf = getattr(numpy, name)
    h = make(numpy, (5, 7), dtype, seed=3, kind="positive")
    h = numpy.asarray(h) * numpy.asarray(0.1, dtype) + numpy.asarray(0.9, dtype)  # near 1: no overflow
    g = gp.asarray(h)
    uf = getattr(gp, name)
    t = {"complex64": 1e-4}.get(dtype, RTOL[str(numpy.dtype(dtype))])  # (complex pow: a few ulp a step)
    with numpy.errstate(all="ignore"):
        checks = [
            (uf.reduce(g, axis=0), _fold_ref(ref_uf, h, 0)),
            (uf.reduce(g, axis=1), _fold_ref(ref_uf, h, 1)),
            (uf.reduce(g.T, axis=0), _fold_ref(ref_uf, h.T, 0)),
            (uf.reduce(g, axis=1, keepdims=True), _fold_ref(ref_uf, h, 1)[:, None]),
            (uf.reduce(g, axis=1, initial=1.5), _fold_ref(ref_uf, h, 1, initial=1.5)),
            (uf.reduce(g, axis=1, initial=1.5, where=gp.asarray(h[0] > 0.9)),
             _fold_ref(ref_uf, h, 1, initial=1.5, where=h[0] > 0.9)),
            (uf.accumulate(g, axis=0), _fold_ref(ref_uf, h, 0, steps=True)),
            (uf.accumulate(g, axis=1), _fold_ref(ref_uf, h, 1, steps=True)),
            (uf.reduceat(g, [0, 3, 1, 5], axis=1), numpy.stack(
                [_fold_ref(ref_uf, h[:, i:j], 1) for i, j in ((0, 3), (3, 4), (1, 5), (5, 7))], 1)),
        ]
    for got, want in checks:
        got = got.get() if hasattr(got, "get") else numpy.asarray(got)
        assert got.dtype == want.dtype and got.shape == want.shape
        numpy.testing.assert_allclose(got, want, rtol=t, atol=t)


def test_integer_power_folds(xp):
    # integer power folds left to right in NumPy; a negative exponent raises, a negative
    # first element (a base) does not
    a = lambda xp: xp.asarray(numpy.array([[2, 3, 1, 2], [-3, 0, 2, 1], [-1, 2, 3, 1]], "int64"))  # noqa: E731
    assert_same_cases(xp, [
        ("reduce", lambda xp: xp.power.reduce(a(xp), axis=1)),
        ("accumulate", lambda xp: xp.power.accumulate(a(xp), axis=1)),
        ("reduceat", lambda xp: xp.power.reduceat(a(xp), [0, 2], axis=1)),
        ("reduce axis 0 raises", lambda xp: xp.power.reduce(a(xp), axis=0)),
        ("accumulate axis 0 raises", lambda xp: xp.power.accumulate(a(xp), axis=0)),
        ("reduceat over a negative exponent raises", lambda xp: xp.power.reduceat(a(xp), [0], axis=0)),
        ("reduceat: negatives only at segment starts", lambda xp: xp.power.reduceat(a(xp), [0, 1, 2], axis=0)),
        ("initial makes the first an exponent", lambda xp: xp.power.reduce(a(xp), axis=1, initial=2)),
        ("masked-out negative exponent", lambda xp: xp.power.reduce(
            a(xp), axis=0, initial=1, where=xp.asarray(numpy.array([[True], [False], [False]])))),
        ("elementwise negative exponent", lambda xp: xp.power(a(xp), a(xp))),
        ("uint8", lambda xp: xp.power.reduce(a(xp).astype("uint8"), axis=1)),
    ])


def test_ldexp_folds():
    # ldexp.reduce of integers folds x * 2**y left to right (NumPy does for bool, int8, uint8,
    # uint32 and int64 input; for uint16 its answer is not a fold)
    gp = pytest.importorskip("gpnumpy")
    for dt in ("uint16", "int16", "int32", "int8", "int64"):
        h = numpy.array([[3, 1, 2, 0], [1, 0, 3, 2], [0, 2, 2, 1]], dt)
        want = _fold_ref(lambda x, y: numpy.ldexp(x, y.astype("int32")),
                         h.astype(result_dtype("ldexp", dt)), 1)
        got = gp.ldexp.reduce(gp.asarray(h), axis=1)
        assert got.dtype == want.dtype
        numpy.testing.assert_array_equal(got.get() if hasattr(got, "get") else got, want)
