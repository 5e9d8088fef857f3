"""Programs on scalars and 0-d values as Python code meets them: reduction results and fully
indexed elements used as dict keys, set members and Counter entries, Python's numeric
conversions and protocols (round, math.floor/ceil/trunc, int/float/complex/bool, operator.index,
format specs, json), the numbers ABCs, repr/str of every dtype, hashing, scalar arithmetic with
Python and NumPy numbers (result types, integer overflow warnings), comparisons and sorting,
scalars as indices, slice and range bounds and shape entries; and ndarray subclasses (view
casting, __array_finalize__, __array_wrap__, ufuncs and methods keeping the class, asarray
against asanyarray).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import collections
import fractions
import json
import math
import numbers
import operator

from .runner import attempt, collection, show


def attempt_hash(f):
    # Python words "unhashable type: '...'" from the class's C name, which is 'numpy.ndarray' for NumPy's
    # ndarray and can only be 'ndarray' for a Python class that, as NumPy's, sets __hash__ = None (so that
    # no array is a collections.abc.Hashable): the type of the error and its gist are compared, not the name.
    try:
        f()
        print("hashed")
    except TypeError as e:
        print("TypeError", "unhashable type" in str(e), "ndarray" in str(e))


PROGRAMS, program = collection()


@program
def scalars_as_dict_keys(np):
    labels = np.array([3, 1, 3, 2, 1, 3])
    counts = {}
    for i in range(labels.size):
        k = labels[i]
        counts[k] = counts.get(k, 0) + 1
    print(sorted(counts.items()))
    print(counts[3], counts[np.int64(1)], counts.get(2.0), 4 in counts)
    d = {1: "one", 2.5: "two and a half", True: "yes"}
    a = np.array([1.0, 2.5])
    print(d[a[0]], d[a[1]], d[np.array([True])[0]])
    print(d[np.int8(1)], d[np.float32(2.5)])
    print({labels.max(): "max", labels.min(): "min"})


@program
def scalars_in_sets_and_counter(np):
    x = np.array([2, 7, 2, 9, 7, 7, 1], dtype=np.int32)
    s = set(x[i] for i in range(len(x)))
    print(sorted(s), len(s), 7 in s, 7.0 in s, np.int64(9) in s)
    c = collections.Counter(x.tolist())
    print(c.most_common(2))
    c2 = collections.Counter(x[i] for i in range(len(x)))
    print(sorted(c2.items()))
    print(c2[7], c2[np.int32(2)], c2[np.uint8(1)])
    f = np.array([0.5, 0.25, 0.5])
    print(sorted({f[0], f[1], f[2], 0.5}))
    print({np.float64(0.1) + np.float64(0.2), 0.30000000000000004})


@program
def scalars_hash_equals_python_number(np):
    a = np.array([5, -1, 2**40])
    f = np.array([1.5, -0.0, 3.0])
    for v in (a[0], a[1], a[2], f[0], f[1], f[2], a.sum(), f.max()):
        py = v.item()
        print(type(v).__name__, hash(v) == hash(py), v == py)
    print(hash(np.float32(0.5)) == hash(0.5), hash(np.bool_(True)) == hash(True))
    c = np.array([1 + 2j, 3 + 0j])
    print(hash(c[0]) == hash(1 + 2j), hash(c[1]) == hash(3), hash(c.sum()) == hash(4 + 2j))
    attempt_hash(lambda: hash(np.array([1, 2])))
    attempt_hash(lambda: hash(np.array(3)))
    print(isinstance(np.array([1, 2]), collections.abc.Hashable), isinstance(a[0], collections.abc.Hashable))


@program
def round_builtin_on_scalars(np):
    x = np.array([2.5, 3.5, -2.5, 1.23456, 1234.5678])
    for i in range(x.size):
        r0 = round(x[i])
        r2 = round(x[i], 2)
        rm = round(x[i], -1)
        print(type(r0).__name__, r0, type(r2).__name__, r2, type(rm).__name__, rm)
    n = np.array([17, 25, -35])
    for v in n:
        print(type(round(v)).__name__, round(v), round(v, -1), type(round(v, -1)).__name__)
    f32 = np.array([0.125, 2.675], dtype=np.float32)
    print(round(f32[0], 2), type(round(f32[0], 2)).__name__, round(f32[1]))
    attempt(lambda: round(np.array([1 + 1j])[0]))
    attempt(lambda: round(np.array([True])[0]))
    attempt(lambda: round(x[0], 1.5))
    print(round(x.mean(), 3), round(x.sum()))


@program
def scalars_math_floor_ceil_trunc(np):
    vals = np.array([-2.5, -0.5, 0.0, 0.5, 2.999])
    for v in vals:
        print(math.floor(v), math.ceil(v), math.trunc(v), type(math.floor(v)).__name__)
    i = np.array([7, -3], dtype=np.int16)
    print(math.floor(i[0]), math.ceil(i[1]), type(math.ceil(i[1])).__name__)
    attempt(lambda: math.trunc(i[0]))
    f32 = np.array([1.75], dtype=np.float32)
    print(math.floor(f32[0]), math.ceil(f32[0]))
    attempt(lambda: math.trunc(f32[0]))
    attempt(lambda: math.floor(np.array([1j])[0]))
    attempt(lambda: math.floor(np.array([np.nan])[0]))
    attempt(lambda: math.ceil(np.array([np.inf])[0]))
    print(math.isclose(vals.sum(), -0.001, abs_tol=1e-9), math.isfinite(vals.max()))
    print(math.sqrt(np.array([16.0])[0]), math.gcd(np.array([12])[0], np.array([18])[0]))


@program
def scalars_python_conversions(np):
    a = np.array([3.7, -2.2, 0.0])
    i = np.array([42, -7, 0], dtype=np.int8)
    b = np.array([True, False])
    c = np.array([1.5 + 2j, 3 + 0j])
    for v in (a[0], a[1], a[2], i[0], i[1], i[2], b[0], b[1]):
        print(type(v).__name__, int(v), float(v), complex(v), bool(v))
    print(complex(c[0]), bool(c[1]), bool(c[0] - c[0]))
    attempt(lambda: float(c[0]))
    attempt(lambda: int(c[1]))
    attempt(lambda: int(np.array([np.nan])[0]))
    attempt(lambda: int(np.array([np.inf])[0]))
    print(int(np.array([2**62]).sum()), float(np.float16(0.1)), int(np.uint64(2**64 - 1)))


@program
def operator_index_on_scalars(np):
    a = np.arange(10)
    k = a[3]
    print(operator.index(k), type(operator.index(k)).__name__)
    print([10, 20, 30, 40, 50][a[2]], "abcdef"[a[1]:a[4]], list(range(a[1], a[7], a[2])))
    print(bin(a[5]), hex(a.max()), oct(np.uint8(8)))
    for bad in (np.array([1.0])[0], np.array([True])[0], np.array([1j])[0], np.array(3)):
        attempt(operator.index, bad)
    attempt(lambda: range(np.float64(3)))
    print("ab" * a[3], [0] * np.int16(2), (1,) * a[2])


@program
def scalars_fstring_format_specs(np):
    x = np.array([3.14159265, -0.000123, 12345.678])
    n = np.array([7, -42, 1000000])
    for v in x:
        print(f"{v:.3f}|{v:10.2e}|{v:+g}|{v:>12}|{v!r}|{v!s}|{v:%}")
    for v in n:
        print(f"{v:5d}|{v:,}|{v:x}|{v:08b}|{v:^9}|{v:.1f}|{v!r}")
    m = x.mean()
    print(f"mean={m:.4f} max={x.max():.2f} argmax={x.argmax()} count={n.size:03d}")
    f32 = np.float32(0.1)
    print(f"{f32}|{f32:.10f}|{f32!r}|{np.float16(1.5):.2f}")
    b = np.array([True, False])
    print(f"{b[0]}|{b[1]!r}|{b[0]:>6}")
    c = np.array([1 + 2j])[0]
    print(f"{c}|{c:.2f}|{c!r}")
    attempt(lambda: format(x[0], "d"))
    attempt(lambda: format(b[0], ".2f"))
    print("{:.1f} and {}".format(x.sum(), n.min()), "%.2f %d %s" % (x[0], n[1], n[2]))


@program
def scalars_json_of_item_and_tolist(np):
    data = np.array([[1.5, 2.0], [np.nan, -3.25]])
    ints = np.array([1, 2, 3], dtype=np.int32)
    record = {"mean": np.nanmean(data).item(), "n": ints.sum().item(), "rows": data.tolist(),
              "ids": ints.tolist(), "flag": bool(ints.all()), "first": ints[0].item()}
    print(json.dumps(record, sort_keys=True))
    print(type(record["n"]).__name__, type(record["first"]).__name__, type(record["mean"]).__name__)
    attempt(lambda: json.dumps({"n": ints.sum()}))
    attempt(lambda: json.dumps([data[0, 0].item(), data[1, 1].tolist()]))
    attempt(lambda: json.dumps({"b": np.array([True])[0]}))
    print(json.dumps(np.array([True, False]).tolist()), json.dumps(np.float32(0.5).item()))
    print(json.dumps(np.array([1 + 0j]).real.tolist()), json.dumps(ints.astype(np.uint8).tolist()))


@program
def scalars_numbers_abc_checks(np):
    a = np.array([1, 2])
    f = np.array([1.5])
    c = np.array([1j])
    u = np.array([3], dtype=np.uint16)
    for name, v in (("int", a[0]), ("sum", a.sum()), ("float", f[0]),
                    ("complex", c[0]), ("uint", u[0]), ("f32", np.float32(1)),
                    ("0-d array", np.array(5)), ("array", a)):
        print(name, isinstance(v, numbers.Number), isinstance(v, numbers.Integral),
              isinstance(v, numbers.Real), isinstance(v, numbers.Complex),
              isinstance(v, int), isinstance(v, numbers.Rational))
    print(fractions.Fraction(a[1]), fractions.Fraction(f[0].item()), fractions.Fraction(a[0], a[1]))


@program
def scalars_isscalar_and_ndim(np):
    a = np.arange(6).reshape(2, 3)
    for v in (a[0, 0], a.sum(), a[0], np.array(2), 3, 2.5, "s", None, [1], np.float32(1),
              a.mean(), a[1, 2] * 2, np.array([1.5])[0], np.sum(a, axis=None)):
        print(np.isscalar(v), np.ndim(v), np.shape(v), np.size(v), type(v).__name__)


@program
def scalars_reprs_of_every_dtype(np):
    for dt in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
               "float16", "float32", "float64", "complex64", "complex128", "bool"):
        a = np.arange(3).astype(dt)
        v = a[-1]
        print(dt, repr(v), str(v), repr(a.max()), type(v).__name__)
    print(repr(np.array([1e20])[0]), repr(np.array([1e-7])[0]), repr(np.array([np.nan])[0]))
    print(repr(np.array([-np.inf], dtype=np.float32)[0]), repr(np.array([0.1], np.float16)[0]))
    print(repr(np.array([np.nan + 1j])[0]), repr(np.array([-0.0])[0]), str(np.array([-0.0])[0]))
    d = np.array(["2021-03-04", "2020-01-01"], dtype="datetime64[D]")
    print(repr(d[0]), str(d[0]), repr(d[0] - d[1]), str(d.max()))
    print(repr([np.array([1.5])[0], np.array([2])[0]]), str((np.array([True])[0],)))


@program
def scalars_arithmetic_result_types(np):
    i8 = np.array([100], dtype=np.int8)[0]
    f32 = np.array([1.5], dtype=np.float32)[0]
    i64 = np.arange(3).sum()
    for r in (i8 + 1, i8 * 2.0, i8 + np.int16(1), f32 + 1, f32 * 1.0, f32 + np.float64(1),
              i64 / 2, i64 // 2, i64 % 2, i64 ** 2, -i8, abs(f32 - 3), i64 + True,
              f32 + 1j, i8 + np.uint8(1), np.uint8(3) - i8, 2 ** i64, 7.0 // i64, divmod(i64, 2)):
        show(r)
        print(type(r).__name__)


@program
def scalars_integer_scalar_overflow_warnings(np):
    a = np.array([127, -128], dtype=np.int8)
    attempt(lambda: a[0] + np.int8(1))
    attempt(lambda: a[1] - np.int8(1))
    attempt(lambda: -a[1])
    attempt(lambda: abs(a[1]))
    attempt(lambda: a[0] * np.int8(2))
    u = np.array([0, 255], dtype=np.uint8)
    attempt(lambda: u[0] - np.uint8(1))
    attempt(lambda: u[1] + np.uint8(1))
    big = np.array([2**62, 2**62]).sum()
    attempt(lambda: big + big)
    attempt(lambda: a[0] + 1000)
    attempt(lambda: a[0] + 1)
    with np.errstate(over="raise"):
        attempt(lambda: a[0] + np.int8(1))
    with np.errstate(over="ignore"):
        attempt(lambda: a[0] + np.int8(1))
    attempt(lambda: a + np.int8(1))  # arrays wrap silently


@program
def scalars_integer_scalar_division_errors(np):
    n = np.array([7, 0, -9], dtype=np.int32)
    attempt(lambda: n[0] // n[1])
    attempt(lambda: n[0] % n[1])
    attempt(lambda: divmod(n[2], n[1]))
    attempt(lambda: n[0] / n[1])
    attempt(lambda: n[2] // 2)
    attempt(lambda: n[2] % 4)
    attempt(lambda: np.int32(-2**31) // np.int32(-1))
    f = np.array([1.0, 0.0])
    attempt(lambda: f[0] / f[1])
    attempt(lambda: f[1] / f[1])
    attempt(lambda: f[0] // f[1])
    with np.errstate(divide="raise"):
        attempt(lambda: f[0] / f[1])
        attempt(lambda: n[0] // n[1])


@program
def scalars_comparison_chains(np):
    x = np.array([0.2, 0.5, 0.9])
    lo, hi = x.min(), x.max()
    for v in (0.1, 0.5, 0.95, x[1]):
        print(lo <= v <= hi, lo < v < hi, type(lo <= v).__name__)
    n = np.arange(5)
    print(n[1] < n[2] < n[3], n[0] == 0 == n[0], 0 < n.sum() < 100)
    print(x[0] < 1 < n[2], n[4] > x[2] > 0.5 > n[0])
    print(np.nan < x[0], np.array([np.nan])[0] == np.array([np.nan])[0], n[2] != 2.0)
    if x.mean() > 0.5:
        print("above")
    else:
        print("not above")
    attempt(lambda: bool(x > 0.3))
    print(max(x[0], x[2], 0.7), min(n[3], 2.5, n[4]), type(max(n[1], n[2])).__name__)


@program
def sorting_python_lists_of_scalars(np):
    a = np.array([3.5, -1.0, 2.25, 0.0])
    b = np.array([2, 9, -4], dtype=np.int16)
    items = [a[i] for i in range(4)] + [b[i] for i in range(3)] + [1, 0.5]
    s = sorted(items)
    print(s)
    print([type(v).__name__ for v in s])
    print(sorted(items, reverse=True)[:3], max(items), min(items))
    words = ["x", "yy", "zzz"]
    lens = np.array([3, 1, 2])
    print(sorted(words, key=lambda w: lens[words.index(w)]))
    pairs = sorted(zip(a.tolist(), [a[i] for i in range(4)]), key=lambda p: p[1])
    print(pairs)
    print(sum([a[i] for i in range(4)]), type(sum([b[i] for i in range(3)])).__name__)
    attempt(lambda: sorted([a[0], np.array([1j])[0], 2]))


@program
def scalars_as_indices_and_slices(np):
    x = np.arange(20) * 3
    i = np.argmax(x % 7)
    j = x.size // np.int64(4)
    print(x[i], x[j], x[i:j], x[::np.int8(5)], x[np.uint8(2):np.int32(-2):np.int16(6)])
    m = np.arange(12).reshape(3, 4)
    r, c = np.unravel_index(np.argmax(m), m.shape)
    print(m[r, c], m[r], m[:, c], type(r).__name__)
    py = list(range(10))
    print(py[np.int64(3)], py[np.int32(1):np.uint16(4)], py[x.argmin()])
    attempt(lambda: x[np.float64(2)])
    attempt(lambda: x[np.array([2.0])[0]:5])
    attempt(lambda: x[np.int64(99)])
    attempt(lambda: x[np.array([True])[0]])


@program
def scalars_as_range_bounds_and_shapes(np):
    data = np.array([4, 2, 3])
    n = data.sum()
    print(list(range(data[1])), list(range(data.min(), data.max())), len(range(0, n, data[1])))
    z = np.zeros((data[0], data[1]))
    print(z.shape, type(z.shape[0]).__name__)
    print(np.ones(data[2]).shape, np.empty((n,)).shape, np.arange(data[1] * 2).reshape(data[1], -1).shape)
    print(np.full(data[1], data[0]).tolist(), np.eye(data[1], dtype=int).tolist())
    print(np.zeros((2, 3)).reshape((data[2], np.int8(2))).shape)
    attempt(lambda: np.zeros(np.float64(3)))
    attempt(lambda: np.zeros((data.mean(),)))
    attempt(lambda: list(range(np.float32(2))))
    attempt(lambda: np.zeros(np.array([True])[0]))
    attempt(lambda: np.zeros(-data[0]))
    print([0] * data[1], "=" * data.max())


@program
def reductions_return_scalars(np):
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    for r in (a.sum(), a.mean(), a.max(), a.argmax(), a.std(), np.median(a), a.any(),
              np.count_nonzero(a), a.prod(), np.sum(a, axis=(0, 1)), a.sum(keepdims=True),
              np.dot(a[0], a[1]), a[0] @ a[1], np.linalg.norm(a[0]), np.trace(a),
              np.nanmax(a), a.ptp() if hasattr(a, "ptp") else np.ptp(a)):
        print(type(r).__name__, repr(r))
    i = np.array([1, 2, 3], dtype=np.int8)
    for r in (i.sum(), i.prod(), i.mean(), np.add.reduce(i), i.cumsum()[-1], i.max()):
        print(type(r).__name__, repr(r))


@program
def zero_d_arrays_versus_scalars(np):
    z = np.array(5.5)
    s = np.float64(5.5)
    print(type(z).__name__, type(s).__name__, z.ndim, s.ndim, z.shape, s.shape)
    print(repr(z), repr(s), str(z), str(s), z == s, float(z) == s)
    print(type(z[()]).__name__, type(z[...]).__name__, type(z + 1).__name__, type(-z).__name__)
    print(type(np.sqrt(z)).__name__, type(np.add(z, z)).__name__, type(z.item()).__name__)
    z[()] = 7
    print(z, repr(np.asarray(s)), type(np.asarray(s)).__name__)
    attempt(lambda: s.__setitem__((), 1))
    attempt(lambda: z[0])
    attempt(lambda: s[0])
    attempt(lambda: len(s))
    attempt(lambda: len(z))
    attempt(lambda: list(z))
    attempt_hash(lambda: hash(z))
    print(s[()], repr(s[None]), repr(s[...]), s.reshape(1), s.item(), s.tolist())


@program
def scalars_methods_and_attributes(np):
    v = np.array([2.75, -1.5])[0]
    n = np.arange(5).sum()
    print(v.dtype, v.shape, v.ndim, v.size, v.itemsize, v.nbytes, v.real, v.imag)
    print(v.is_integer(), v.as_integer_ratio(), n.is_integer(), n.bit_count(), n.numerator,
          n.denominator)
    print(v.round(1), v.astype(np.int32), type(v.astype(np.int32)).__name__, v.conjugate())
    print(n.dtype.name, n.dtype.kind, n.dtype.itemsize, type(n.item()).__name__)
    print(v.hex(), float.fromhex(v.hex()))
    attempt(lambda: np.float32(2.5).hex())
    attempt(lambda: n.hex())
    print(np.array([1 + 2j])[0].real, np.array([1 + 2j])[0].imag, abs(np.array([3 + 4j])[0]))
    print(v.tolist(), n.tolist(), v.squeeze(), v.flatten(), v.T, v.copy())


@program
def in_place_operators_rebind_scalars(np):
    total = np.array([1.5, 2.5]).sum()
    before = total
    total += 1
    total *= 2
    print(total, before, total is before, type(total).__name__)
    k = np.array([3], dtype=np.uint8)[0]
    k -= 1
    k <<= 2
    k |= 1
    print(k, type(k).__name__)
    acc = np.float32(0)
    for x in np.linspace(0, 1, 5, dtype=np.float32):
        acc += x
    print(acc, type(acc).__name__)
    c = 0
    for x in np.arange(4):
        c += x
    print(c, type(c).__name__)


@program
def scalars_mixed_with_python_numbers(np):
    prices = np.array([19.99, 5.25, 100.0])
    qty = np.array([3, 10, 1])
    total = 0.0
    for p, q in zip(prices, qty):
        total += p * q
    print(round(total, 2), type(total).__name__)
    avg = prices.mean()
    print(1 - avg / 100, type(1 - avg / 100).__name__, 2 ** qty[0], type(2 ** qty[0]).__name__)
    print(qty[1] / 4, qty[1] // 4, qty[1] % 4, -qty[1], qty[1] ** 0.5, 1.5 * qty[2])
    print(type(qty[1] + 1.0).__name__, type(qty[1] + 2**63).__name__ if False else "-",
          type(True + qty[0]).__name__, type(prices[0] + 1j).__name__)
    attempt(lambda: qty[0] + 2**70)
    attempt(lambda: np.int32(5) + 2**40)
    attempt(lambda: qty[0] + "1")
    attempt(lambda: prices[0] + None)
    print(sum(prices) == prices.sum(), math.fsum(prices) == 125.24)


@program
def scalars_numpy_scalar_with_device_scalar(np):
    a = np.array([10], dtype=np.int16)[0]
    b = np.array([2.5], dtype=np.float32)[0]
    for r in (np.int8(3) + a, a + np.int8(3), np.float64(1) * b, b * np.float64(1),
              np.uint32(7) - a, np.bool_(True) + a, np.float16(2) * b, np.complex64(1j) + b):
        print(type(r).__name__, repr(r))
    print(np.int8(3) < a, a == np.int16(10), b != np.float32(2.5), np.maximum(a, np.int8(50)))


@program
def scalars_bool_contexts(np):
    x = np.array([0.0, 1e-300, -2.0])
    print([bool(v) for v in x], [not v for v in x], any(x), all(x))
    print(bool(np.array([0], np.uint8)[0]), bool(np.array([0j])[0]), bool(np.array([np.nan])[0]))
    mask = x > 0
    n = 0
    for m in mask:
        if m:
            n += 1
    print(n, type(mask[0]).__name__, mask[0] and mask[1], mask[1] or 5, mask[0] == np.False_)
    print(mask.any() == np.True_, mask.all() == False, x[1] and "tiny", x[0] or "zero")
    attempt(lambda: bool(mask))
    attempt(lambda: bool(np.array([], dtype=bool)))
    print(bool(np.array([[7]])))


@program
def scalars_bool_scalar_arithmetic(np):
    t, f = np.array([True, False])
    print(t + t, type(t + t).__name__, t * 3, t - 1, f + 0.5, ~t, t & f, t | f, t ^ t)
    print(-1 * t, t / 2, int(t) + int(t), t == 1, t == 1.0, t is True, sum([t, t, f]))
    attempt(lambda: -t)
    attempt(lambda: t - t)
    attempt(lambda: t - f)


@program
def scalars_counting_with_scalar_keys(np):
    rng_vals = np.array([0.1, 0.4, 0.35, 0.8, 0.41, 0.95, 0.05])
    bins = np.floor(rng_vals * 4).astype(int)
    hist = collections.Counter()
    for b in bins:
        hist[b] += 1
    print(sorted(hist.items()), hist[np.int64(1)], hist[1], hist[5])
    groups = collections.defaultdict(list)
    for k, v in zip(bins, rng_vals):
        groups[k].append(round(float(v), 2))
    print({int(k): v for k, v in sorted(groups.items())})
    uniq = {}
    for v in np.unique(bins):
        uniq[v] = int(np.sum(bins == v))
    print(uniq, json.dumps({str(k): v for k, v in uniq.items()}))


@program
def scalars_item_and_tolist_types(np):
    for dt in (np.int8, np.uint64, np.float16, np.float32, np.complex64, np.bool_):
        a = np.ones((2, 2), dtype=dt)
        v = a.item(3)
        print(dt.__name__, type(v).__name__, v, type(a.tolist()[0][0]).__name__,
              type(a[0, 0].item()).__name__, type(a.sum().item()).__name__)
    a = np.arange(6).reshape(2, 3)
    print(a.item(4), a.item((1, 0)), a.item(-1), a.item(np.int64(2)))
    attempt(lambda: a.item())
    attempt(lambda: a.item(6))
    attempt(lambda: a.item(1, 5))
    attempt(lambda: a.item(1.0))
    d = np.array(["2024-02-29"], dtype="datetime64[D]")
    print(repr(d[0].item()), repr(d.tolist()), repr((d[0] - d[0]).item()))


@program
def scalars_equality_and_identity(np):
    a = np.array([1, 2, 3])
    print(a[0] == 1, a[0] == 1.0, a[0] == True, a[0] == "1", a[0] == None, a[0] != None)
    print(a[0] is a[0], a[0] == a[0], a.sum() == 6, np.int8(6) == a.sum())
    print([1, 2, 3].index(a[1]), a.tolist().count(a[2]), a[2] in [1, 2, 3], a[2] in (3.0,))
    print(np.array([0.1])[0] + np.array([0.2])[0] == 0.3,
          math.isclose(np.array([0.1])[0] + np.array([0.2])[0], 0.3))
    print(np.float32(0.1) == 0.1, np.float32(0.5) == 0.5, np.array([0.1], np.float32)[0] == 0.1)
    print(a[0] == [1], type(a[0] == [1]).__name__, a[0] == (1, 2))


@program
def library_function_accepting_scalars(np):
    def clamp(value, lo=0, hi=1):
        if isinstance(value, numbers.Real) and not isinstance(value, numbers.Integral):
            kind = "real"
        elif isinstance(value, numbers.Integral):
            kind = "integral"
        else:
            kind = "other"
        return kind, min(max(value, lo), hi)

    x = np.array([1.7, -0.2])
    n = np.array([5, 0])
    for v in (x[0], x[1], n[0], n[1], x.mean(), np.array([True])[0], 0.5):
        kind, r = clamp(v)
        print(kind, r, type(r).__name__)

    def to_int(v):
        try:
            return operator.index(v)
        except TypeError as e:
            return "not an index: " + str(e)
    print([to_int(v) for v in (n[0], x[0], n.sum(), np.array([True])[0])])


@program
def scalars_dtype_of_python_operations(np):
    a = np.array([1, 2, 3], dtype=np.uint8)
    s = a[2]
    for r in (s + 1, s + 255, s * 1.5, s - 4, s << 1, s >> 1, s & 6, s // 2.0, pow(s, 2),
              s + np.int64(1), s * np.float32(2), s ** -1.0):
        print(type(r).__name__, r)
    attempt(lambda: s + 300)
    attempt(lambda: s ** -1)
    attempt(lambda: s << -1)
    attempt(lambda: s + 2**64)


@program
def scalars_float_scalar_specials(np):
    x = np.array([1.0, 0.0, -1.0, np.inf, np.nan])
    with np.errstate(all="ignore"):
        r = x[0] / x[1], x[2] / x[1], x[1] / x[1], x[3] - x[3], np.sqrt(x[2]), np.log(x[1])
    print(r)
    attempt(lambda: x[0] / x[1])
    attempt(lambda: np.log(x[1]))
    attempt(lambda: np.sqrt(x[2]))
    attempt(lambda: x[3] * 0)
    attempt(lambda: np.float32(3e38) * np.float32(10))
    attempt(lambda: np.array([1e308])[0] * 10)
    attempt(lambda: np.exp(np.array([1000.0])[0]))
    print(math.isnan(x[4]), math.isinf(x[3]), x[4] != x[4], np.isnan(x[4]), np.isinf(x).sum())


@program
def scalars_subclass_view_casting_and_finalize(np):
    class Tagged(np.ndarray):
        def __new__(cls, data, tag="none"):
            obj = np.asarray(data).view(cls)
            obj.tag = tag
            return obj

        def __array_finalize__(self, obj):
            self.tag = getattr(obj, "tag", "default")

    t = Tagged([1.0, 2.0, 3.0, 4.0], tag="meters")
    print(type(t).__name__, t.tag, repr(t))
    v = t[1:3]
    print(type(v).__name__, v.tag, isinstance(v, np.ndarray))
    w = np.arange(3.0).view(Tagged)
    print(type(w).__name__, w.tag)
    r = t.reshape(2, 2)
    print(type(r).__name__, r.tag, r.shape)
    c = t.copy()
    print(type(c).__name__, c.tag)
    e = t[0]
    print(type(e).__name__, e)
    s = t.sum()
    print(type(s).__name__, s)
    print(type(t.T).__name__, type(t.astype(np.float32)).__name__, t.astype(np.float32).tag)


@program
def scalars_subclass_ufuncs_and_array_wrap(np):
    class Unit(np.ndarray):
        def __array_finalize__(self, obj):
            self.unit = getattr(obj, "unit", None)

    u = np.array([1.0, 4.0, 9.0]).view(Unit)
    u.unit = "m"
    for r in (u + 1, u * u, np.sqrt(u), -u, u > 2, np.add(u, 1), u[u > 2], np.maximum(u, 3)):
        print(type(r).__name__, getattr(r, "unit", "-"), r.dtype)
    print(type(np.add(np.array([1.0]), u[:1])).__name__)

    class Logged(np.ndarray):
        calls = []

        def __array_wrap__(self, obj, context=None, return_scalar=False):
            Logged.calls.append(context[0].__name__ if context else None)
            return super().__array_wrap__(obj, context, return_scalar)

    lg = np.arange(3.0).view(Logged)
    r1 = np.exp(lg)
    r2 = lg * 2
    print(type(r1).__name__, type(r2).__name__, Logged.calls)
    r3 = np.add.reduce(lg)
    print(type(r3).__name__, r3)


@program
def scalars_subclass_methods_keep_class(np):
    class MyArr(np.ndarray):
        pass

    m = np.arange(12.0).reshape(3, 4).view(MyArr)
    for r in (m.sum(axis=0), m.mean(axis=1), m.max(axis=0), m.T, m.ravel(), m.flatten(),
              m.cumsum(), m.clip(2, 5), m.round(), m.astype(int), m[:, 1], m[[0, 2]],
              m.squeeze(), m.swapaxes(0, 1), m.repeat(2, axis=0), m.sum(), m.max()):
        print(type(r).__name__, r.shape if hasattr(r, "shape") else "")
    print(type(np.sum(m, axis=0)).__name__, type(np.mean(m)).__name__,
          type(np.concatenate([m, m])).__name__, type(np.where(m > 3, m, 0)).__name__)


@program
def scalars_asarray_versus_asanyarray(np):
    class Sub(np.ndarray):
        pass

    s = np.arange(4).view(Sub)
    a = np.asarray(s)
    b = np.asanyarray(s)
    c = np.array(s)
    d = np.array(s, subok=True)
    print(type(a).__name__, type(b).__name__, type(c).__name__, type(d).__name__)
    print(b is s, a is s, np.shares_memory(a, s), np.shares_memory(c, s))
    print(type(np.zeros_like(s)).__name__, type(np.zeros_like(s, subok=False)).__name__,
          type(np.empty_like(s)).__name__, type(np.ones_like(s)).__name__)
    print(type(np.asanyarray([1, 2])).__name__, type(np.asarray(np.float64(2))).__name__,
          type(np.asanyarray(np.float64(2))).__name__)
    print(np.asanyarray(np.array([1, 2]).sum()).ndim, type(np.asarray(s[1])).__name__)


@program
def scalars_subclass_with_info_through_operations(np):
    class Info(np.ndarray):
        def __new__(cls, input_array, info=None):
            obj = np.asarray(input_array).view(cls)
            obj.info = info
            return obj

        def __array_finalize__(self, obj):
            if obj is None:
                return
            self.info = getattr(obj, "info", None)

    x = Info(np.arange(6).reshape(2, 3), info="sensor-a")
    y = x * 10 + 1
    print(type(y).__name__, y.info, y.tolist())
    z = y[1]
    print(type(z).__name__, z.info)
    q = np.add.accumulate(x, axis=1)
    print(type(q).__name__, q.info, q.tolist())
    k = x.reshape(-1)[::2]
    print(type(k).__name__, k.info, k.tolist())
    print(repr(x), str(x))
    print(type(x == 3).__name__, type(np.any(x > 2)).__name__, type(x.sum(axis=1)).__name__)


@program
def scalars_subclass_scalar_results(np):
    class Sub(np.ndarray):
        pass

    s = np.array([1.5, 2.5, 3.0]).view(Sub)
    for r in (s[0], s.sum(), s.max(), s.mean(), np.add.reduce(s), s.dot(s), s[1] + s[2],
              np.sum(s), np.float64(1) + s[0]):
        print(type(r).__name__, repr(r))
    z = s.reshape(3, 1)[0]
    print(type(z).__name__, z.shape)


@program
def scalars_subclass_array_ufunc_override(np):
    class Counting(np.ndarray):
        n = 0

        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            Counting.n += 1
            args = [x.view(np.ndarray) if isinstance(x, Counting) else x for x in inputs]
            out = getattr(ufunc, method)(*args, **kwargs)
            if isinstance(out, np.ndarray) and out.ndim:
                return out.view(Counting)
            return out

    c = np.arange(5.0).view(Counting)
    r = c + 1
    print(type(r).__name__, Counting.n, r.tolist())
    r = np.sin(c)
    print(type(r).__name__, Counting.n)
    t = np.add.reduce(c)
    print(type(t).__name__, Counting.n, t)
    print(type(c.sum()).__name__, Counting.n)


@program
def scalars_used_as_seed_and_count(np):
    scores = np.array([0.91, 0.42, 0.77, 0.13])
    top = np.argsort(scores)[::-1][: np.int64(2)]
    print(top.tolist(), [round(scores[i], 2) for i in top])
    k = np.count_nonzero(scores > 0.5)
    print(k, type(k).__name__, list(range(k)), "*" * k)
    best = scores.argmax()
    print(["a", "b", "c", "d"][best], dict(zip("abcd", scores.round(1).tolist()))["abcd"[best]])
    print(np.linspace(0, 1, np.int32(3)).tolist(), np.arange(np.int8(2), np.int64(7), np.uint8(2)).tolist())
    attempt(lambda: np.linspace(0, 1, np.float64(3.0)))
    attempt(lambda: np.arange(np.float32(3)).dtype)


@program
def datetime_and_timedelta_scalars(np):
    d = np.array(["2024-01-15", "2024-03-01"], dtype="datetime64[D]")
    gap = d[1] - d[0]
    print(repr(gap), type(gap).__name__, gap / np.timedelta64(1, "D"), int(gap.astype(int)))
    print(repr(d[0] + 10), repr(d.min()), d[0] < d[1], str(d[1]), f"{d[0]}")
    print(isinstance(gap, numbers.Integral), np.isscalar(gap), np.isscalar(d[0]))
    print(hash(d[0]) == hash(np.datetime64("2024-01-15")), {d[0]: 1}[np.datetime64("2024-01-15")])
    attempt(lambda: d[0] + d[1])
    attempt(lambda: int(d[0]))
    attempt(lambda: float(gap))


@program
def scalars_type_used_as_dtype(np):
    total = np.arange(4).sum()
    peak = np.linspace(0, 1, 3)[-1]
    f32 = np.ones(2, dtype=np.float32)[0]
    for v in (total, peak, f32, np.array([True])[0], np.array([1 + 1j], np.complex64)[0]):
        t = type(v)
        print(t.__name__, np.dtype(t), np.issubdtype(t, np.integer), np.issubdtype(t, np.floating),
              np.zeros(2, dtype=t).dtype, np.can_cast(t, np.float64))
    buf = np.empty(3, dtype=type(total))
    buf[:] = [1, 2, 3]
    print(buf.dtype, buf.tolist(), np.array([1.5, 2.5], dtype=type(f32)).dtype)
    print(type(total)(7), type(type(total)(7)).__name__, type(peak)("2.5"), type(f32)(1) / 3)
    attempt(lambda: type(total)("x"))


@program
def scalars_pickle_and_copy(np):
    import copy
    import pickle
    a = np.array([[1.5, 2.5], [3.5, 4.5]])
    for v in (a[0, 1], a.sum(), np.arange(3).max(), np.array([True])[0], a.astype(np.float32)[1, 1],
              np.array(["2020-02-02"], dtype="datetime64[D]")[0]):
        r = pickle.loads(pickle.dumps(v))
        print(repr(r), type(r).__name__, r == v, repr(copy.copy(v)), repr(copy.deepcopy(v)))
    m = pickle.loads(pickle.dumps(a))
    print(repr(m), type(m).__name__, m.flags.writeable)
    m[0, 0] = 9
    print(a[0, 0], m[0, 0])


@program
def scalars_subclass_pickle_roundtrip(np):
    import pickle
    global PickledArray

    class PickledArray(np.ndarray):
        def __array_finalize__(self, obj):
            self.unit = getattr(obj, "unit", "unset")

    PickledArray.__qualname__ = "PickledArray"
    p = np.arange(4.0).view(PickledArray)
    p.unit = "kg"
    r = pickle.loads(pickle.dumps(p))
    print(type(r).__name__, r.unit, repr(r), (r * 2).unit, r.sum())
    q = pickle.loads(pickle.dumps(p[1:3].reshape(2, 1)))
    print(type(q).__name__, q.shape, q.tolist())
