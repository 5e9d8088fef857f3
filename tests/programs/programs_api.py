"""Programs on NumPy 2.x's array-API-flavoured surface and scalar semantics, as library code uses
them: asarray/array/astype copy keywords, isdtype, finfo/iinfo, NEP 50 weak Python scalars,
unique_* and the other array-API functions, broadcast views, 0-d arrays against NumPy scalars,
__array_namespace__, device and DLPack, copies and flags, and the exact messages of axis and dtype
errors; repr/str of arrays of every dtype.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import operator

from .runner import attempt, collection


PROGRAMS, program = collection()


# ---- copy keywords --------------------------------------------------------------------------------

@program
def asarray_copy_keyword_contract(np):
    a = np.arange(6, dtype=np.int32)
    print(np.asarray(a) is a, np.asarray(a, copy=None) is a, np.asarray(a, copy=False) is a)
    c = np.asarray(a, copy=True)
    print(c is a, np.shares_memory(c, a), c.dtype, c.flags.owndata)
    print(np.asarray(a, dtype=np.int32, copy=False) is a, np.asarray(a, dtype="i4") is a)
    attempt(lambda: np.asarray(a, dtype=np.int64, copy=False))
    attempt(lambda: np.asarray([1, 2, 3], copy=False))
    attempt(lambda: np.array((1.5, 2.5), copy=False))
    attempt(lambda: np.array(a[::2], copy=False, order="C"))
    print(np.array(a, copy=False) is a, np.array(a, copy=None) is a, np.array(a) is a)
    v = np.asarray(a[1:4], copy=False)
    v[0] = 99
    print(a, v.base is a)
    f = np.asarray(a.reshape(2, 3), order="F")
    print(f.flags.f_contiguous, f.flags.c_contiguous, np.shares_memory(f, a))
    attempt(lambda: np.asarray(a.reshape(2, 3), order="F", copy=False))
    attempt(lambda: np.asarray(a, copy="yes"))


@program
def astype_copy_false_identity(np):
    a = np.linspace(0, 1, 5)
    print(a.astype(np.float64, copy=False) is a, a.astype("f8", copy=False) is a,
          a.astype(np.float64) is a)
    b = a.astype(np.float32, copy=False)
    print(b is a, b.dtype, repr(b))
    s = a[::2]
    t = s.astype(np.float64, copy=False)
    print(t is s, t.flags.c_contiguous)
    u = s.astype(np.float64, order="C", copy=False)
    print(u is s, u.flags.c_contiguous, repr(u))
    print(np.astype(a, np.float64, copy=False) is a, np.astype(a, np.int8).dtype)
    attempt(lambda: np.astype([1, 2], np.int8))
    attempt(lambda: np.astype(3, np.int8))
    attempt(lambda: np.astype(a, np.int8, casting="same_kind"))
    print(repr(np.astype(np.float64(2.5), np.int16)), type(np.astype(np.float64(2.5), np.int16)).__name__)
    print(a.astype(np.int64, casting="unsafe"), a.astype("i2", subok=False).dtype)
    attempt(lambda: a.astype(np.int64, casting="safe"))
    attempt(lambda: a.astype(np.float32, casting="same_kind").dtype)
    attempt(lambda: a.astype(np.float32, casting="equiv"))
    attempt(lambda: a.astype(np.float64, casting="no").dtype)
    # (not casting="bogus": NumPy 2.4 names its new 'same_value' there, which gpnumpy lacks)


@program
def array_dunder_protocol_copy(np):
    class WithCopy:
        def __init__(self):
            self.calls = []

        def __array__(self, dtype=None, copy=None):
            self.calls.append((dtype, copy))
            return np.arange(3, dtype=dtype) if dtype is not None else np.arange(3)

    w = WithCopy()
    print(np.asarray(w), np.asarray(w, dtype=np.float32), np.array(w, copy=True))
    print(len(w.calls), [c[1] for c in w.calls])

    class Legacy:
        def __array__(self, dtype=None):
            return np.array([1.5, 2.5])

    print(np.asarray(Legacy()))
    attempt(lambda: np.asarray(Legacy(), copy=False))
    print(np.array(Legacy(), dtype=np.float32))


@program
def array_constructor_inputs(np):
    attempt(lambda: np.asarray(np.float32(1.5)))
    attempt(lambda: np.asarray([np.float32(1), 2.0]))
    attempt(lambda: np.asarray([np.float32(1), np.float16(2)]))
    attempt(lambda: np.asarray([np.int8(1), 300]))
    attempt(lambda: np.asarray([np.uint8(1), -1]))
    attempt(lambda: np.array(7, ndmin=3))
    attempt(lambda: np.asarray(range(4)))
    attempt(lambda: np.array([1, "a"]))
    attempt(lambda: np.array([[1], [1, 2]]))
    attempt(lambda: np.array([[1, 2], [3]], dtype=object))
    attempt(lambda: np.array([True, 2, 3.5]))
    attempt(lambda: np.array([1 + 0j, 2]))
    attempt(lambda: np.array(2**70))
    attempt(lambda: np.array([2**63 - 1, 2**63]))
    attempt(lambda: np.array([-1, 2**64 - 1]))
    attempt(lambda: np.array([1, 2], dtype=np.uint8) * np.array(300))
    attempt(lambda: np.array([], dtype=None))
    attempt(lambda: np.array([[], []]))
    attempt(lambda: np.array(None))
    attempt(lambda: np.array([1.5, None]))


# ---- dtype introspection --------------------------------------------------------------------------

@program
def isdtype_kind_tuples_and_errors(np):
    kinds = ("bool", "signed integer", "unsigned integer", "integral", "real floating",
             "complex floating", "numeric")
    for d in (np.dtype("u1"), np.dtype("i2"), np.dtype("f4"), np.dtype("c8"), np.dtype("?"),
              np.dtype("M8[s]"), np.dtype("U3"), np.dtype("O")):
        print(str(d), [k for k in kinds if np.isdtype(d, k)])
    print(np.isdtype(np.float64, ("integral", "complex floating")),
          np.isdtype(np.int16, ("integral", np.float64)), np.isdtype(np.int16, np.int16),
          np.isdtype(np.int16, np.dtype("i2")), np.isdtype(np.int16, np.int32))
    attempt(lambda: np.isdtype(1.0, "real floating"))
    attempt(lambda: np.isdtype(np.zeros(2), "numeric"))
    attempt(lambda: np.isdtype(np.float32, "floating"))
    attempt(lambda: np.isdtype(np.float32, ("real floating", "whatever")))
    attempt(lambda: np.isdtype(np.float32, 3))
    attempt(lambda: np.isdtype(np.float32, ()))
    x = np.arange(3.0)
    print(np.isdtype(x.dtype, "real floating"), np.isdtype(x.astype(np.int8).dtype, "signed integer"))


@program
def finfo_fields_by_type(np):
    for t in (np.float16, np.float32, np.float64, np.complex64, np.complex128):
        fi = np.finfo(t)
        print(fi.dtype, fi.bits, fi.precision, repr(fi.eps), repr(fi.smallest_normal),
              repr(fi.epsneg), fi.maxexp, fi.minexp, fi.negep, fi.machep, fi.iexp)
    print(np.finfo(np.float32))
    print(repr(np.finfo(np.float16)))
    print(np.finfo(np.float64) is np.finfo(float), np.finfo(np.dtype("f4")) == np.finfo(np.float32))
    print(np.finfo(np.float32).max * 2 if False else float(np.finfo(np.float32).max))
    attempt(lambda: np.finfo(np.bool_))
    attempt(lambda: np.finfo("i4"))
    attempt(lambda: np.finfo(None))
    attempt(lambda: np.finfo(1.0).dtype)
    attempt(lambda: np.finfo(np.complex64(1)).dtype)


@program
def iinfo_fields_by_type(np):
    for t in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
        ii = np.iinfo(t)
        print(ii.dtype, ii.kind, ii.bits, ii.min, ii.max, type(ii.min).__name__)
    print(np.iinfo(np.int16))
    print(repr(np.iinfo(np.uint8)))
    print(np.iinfo(int).max, np.iinfo("u4").max, np.iinfo(np.dtype("i1")).min)
    attempt(lambda: np.iinfo(np.bool_))
    attempt(lambda: np.iinfo("f4"))
    attempt(lambda: np.iinfo(np.float16))
    attempt(lambda: np.iinfo(np.int64(3)).bits)
    x = np.array([100, 120], dtype=np.int8)
    print(x.max() < np.iinfo(x.dtype).max, np.iinfo(x.dtype).max - x)


# ---- NEP 50 and scalar semantics ------------------------------------------------------------------

@program
def nep50_uint8_array_weak_ints(np):
    u = np.array([10, 200, 250], dtype=np.uint8)
    attempt(lambda: u + 300)
    attempt(lambda: u + 255)
    attempt(lambda: u - 256)
    attempt(lambda: u * -1)
    attempt(lambda: u + np.array(300))
    attempt(lambda: u + np.int64(300))
    attempt(lambda: u + 3.0)
    attempt(lambda: u + np.float32(3.0))
    attempt(lambda: u / 2)
    attempt(lambda: u // 0)
    attempt(lambda: u % 0)
    attempt(lambda: np.add(u, 300, dtype=np.int16))
    attempt(lambda: np.add(u, 6, dtype=np.uint8))
    attempt(lambda: u << 9)
    attempt(lambda: u & 256)
    attempt(lambda: u == 300)
    attempt(lambda: np.where(u > 100, u, -1))
    attempt(lambda: np.clip(u, 0, 300))


@program
def nep50_float32_overflow_warnings(np):
    f = np.array([1.0, 2.0, -3.0], dtype=np.float32)
    attempt(lambda: f * 1e40)
    attempt(lambda: f + 1e39)
    attempt(lambda: f * 1e30 * 1e10)
    attempt(lambda: f * np.float64(1e40))
    attempt(lambda: f * np.array(1e40))
    attempt(lambda: np.float32(2.0) * 1e40)
    attempt(lambda: np.float32(3e38) * np.float32(10))
    attempt(lambda: np.float32(3e38) + 3e38)
    attempt(lambda: np.float16(60000) * 2)
    attempt(lambda: np.array([60000], dtype=np.float16) + 10000)
    attempt(lambda: f ** 100)
    attempt(lambda: np.exp(f * 100))
    with np.errstate(over="raise"):
        attempt(lambda: f * 1e39)
        attempt(lambda: np.float32(3e38) * 2)
    with np.errstate(over="ignore"):
        attempt(lambda: f * 1e40)


@program
def int_scalar_overflow_semantics(np):
    attempt(lambda: np.int8(127) + np.int8(1))
    attempt(lambda: np.int8(127) + 1)
    attempt(lambda: np.int8(100) * 2)
    attempt(lambda: np.int8(1) + 300)
    attempt(lambda: np.int8(-128) // -1)
    attempt(lambda: np.int8(-128) % -1)
    attempt(lambda: -np.int8(-128))
    attempt(lambda: abs(np.int8(-128)))
    attempt(lambda: np.uint8(0) - 1)
    attempt(lambda: np.uint8(0) - np.uint8(1))
    attempt(lambda: np.int64(2**62) * 4)
    attempt(lambda: np.int32(7) // 0)
    attempt(lambda: np.int32(7) % 0)
    attempt(lambda: np.int16(2) ** 20)
    attempt(lambda: np.int16(2) ** -1)
    attempt(lambda: np.uint64(5) - 6)
    attempt(lambda: np.uint64(5) + np.int64(1))
    attempt(lambda: np.int8(5) + 2.5)
    attempt(lambda: np.int8(5) + 1j)
    attempt(lambda: np.int8(3) < 1000)
    attempt(lambda: np.uint8(3) == -1)
    with np.errstate(over="raise"):
        attempt(lambda: np.int8(127) + np.int8(1))
        attempt(lambda: np.int32(2**31 - 1) * 2)


@program
def result_type_with_weak_scalars(np):
    print(np.result_type(np.uint8, 300), np.result_type(np.int8, 1.0), np.result_type(np.float32, 1j),
          np.result_type(np.float16, 2), np.result_type(np.uint64, -1), np.result_type(True, np.int8))
    print(np.result_type(np.array([1], np.uint8), 1), np.result_type(np.array(1, np.int8), np.int16),
          np.result_type(np.float32(1), 1.0), np.result_type(np.float32, np.float64(1.0)))
    print(np.result_type(1, 2.0), np.result_type(1, True), np.result_type(1j, np.float32),
          np.result_type(np.bool_, 1), np.result_type("i1", "u1", "f2"))
    attempt(lambda: np.result_type())
    attempt(lambda: np.result_type("M8[s]", 1.0))
    attempt(lambda: np.result_type(np.int8, "U3"))
    attempt(lambda: np.result_type(np.int8, "S"))
    print(np.promote_types("i1", "u1"), np.promote_types("i8", "u8"), np.promote_types("f2", "i2"),
          np.promote_types("S3", "U2"), np.promote_types("?", "b"), np.promote_types("c8", "f8"),
          np.promote_types("M8[s]", "M8[ms]"), np.promote_types("m8[D]", "m8[h]"))
    attempt(lambda: np.promote_types("M8[s]", "f8"))
    attempt(lambda: np.promote_types("m8", "M8"))
    attempt(lambda: np.promote_types(1, np.int8))
    attempt(lambda: np.promote_types("i4", "bogus"))


@program
def can_cast_scalars_and_kinds(np):
    pairs = [(np.int8, np.uint8), (np.uint8, np.int16), (np.int64, np.float64), (np.float32, np.float16),
             (np.complex64, np.float64), (np.bool_, np.int8), (np.float64, np.complex64),
             (np.int32, "U5"), (np.int32, "U11"), ("U3", "S3"), ("M8[s]", "M8[ms]"), ("M8[ms]", "M8[s]")]
    for a, b in pairs:
        print(np.dtype(a), np.dtype(b), [np.can_cast(a, b, casting=c)
                                         for c in ("no", "equiv", "safe", "same_kind", "unsafe")])
    attempt(lambda: np.can_cast(300, np.uint8))
    attempt(lambda: np.can_cast(1.0, np.float32))
    attempt(lambda: np.can_cast(np.float64(1e300), np.float32))
    attempt(lambda: np.can_cast(np.array(1.0), np.float32))
    attempt(lambda: np.can_cast(np.int8, np.int16, casting="bad"))
    attempt(lambda: np.can_cast(np.zeros(2, np.int16), "i1", "same_kind"))
    attempt(lambda: np.can_cast("i8", None))


@program
def zero_d_vs_numpy_scalar_types(np):
    a = np.array(3.5)
    print(type(a[()]).__name__, type(a[...]).__name__, a[...].shape, a.ndim, a.size, a.shape)
    print(type(a.item()).__name__, a.item(), float(a), int(a), complex(a), bool(a))
    print(type(a + 1).__name__, type(a * a).__name__, type(np.add(a, 1)).__name__,
          type(np.add(a, 1, out=np.empty(()))).__name__, type(-a).__name__, type(a.sum()).__name__)
    print(type(np.sqrt(a)).__name__, type(a.reshape(1)[0]).__name__, type(a[None]).__name__)
    i = np.array(4, dtype=np.int16)
    print(operator.index(i), [10, 20, 30, 40, 50][i], range(10)[np.int8(2)], type(i.item()).__name__)
    attempt(lambda: operator.index(a))
    attempt(lambda: operator.index(np.array([4])))
    attempt(lambda: operator.index(np.float64(4.0)))
    attempt(lambda: operator.index(np.bool_(True)))
    attempt(lambda: [1, 2, 3][np.array([1])])
    attempt(lambda: [1, 2, 3][a])
    print(np.int64(5).__index__(), type(np.float32(2.5).item()).__name__, np.complex64(1 + 2j).item())
    print(np.array(2 + 3j).real, type(np.array(2 + 3j).imag).__name__, np.array(2 + 3j).conj())


@program
def python_conversions_of_arrays(np):
    attempt(lambda: float(np.array([1.5])))
    attempt(lambda: int(np.array([[7]])))
    attempt(lambda: complex(np.array([1 + 2j])))
    attempt(lambda: float(np.array([1.0, 2.0])))
    attempt(lambda: int(np.array([])))
    attempt(lambda: float(np.array(1 + 2j)))
    attempt(lambda: int(np.array(1 + 2j)))
    attempt(lambda: int(np.array(np.nan)))
    attempt(lambda: int(np.array(np.inf)))
    attempt(lambda: int(np.float64(1e20)))
    attempt(lambda: float(np.array("1.25")))
    attempt(lambda: int(np.array("12")))
    attempt(lambda: int(np.array(b"7")))
    attempt(lambda: float(np.array(True)))
    attempt(lambda: int(np.array(2**63, dtype=np.uint64)))
    attempt(lambda: np.array([3.7]).item())
    attempt(lambda: np.array([[1, 2], [3, 4]]).item(2))
    attempt(lambda: np.array([[1, 2], [3, 4]]).item((1, 0)))
    attempt(lambda: np.array([[1, 2], [3, 4]]).item(-1))
    attempt(lambda: np.array([[1, 2], [3, 4]]).item(4))
    attempt(lambda: np.array([[1, 2], [3, 4]]).item())
    attempt(lambda: np.array([]).item())
    attempt(lambda: np.array([[1, 2], [3, 4]]).item(0, 5))


@program
def truth_value_of_arrays(np):
    for x in (np.array([]), np.array([0]), np.array([[5]]), np.array(0.0), np.array(np.nan),
              np.array([1, 2]), np.zeros((0, 3)), np.array([""]), np.array(["a"]), np.array([0j])):
        attempt(lambda: bool(x))
    attempt(lambda: not np.array([1, 0]))
    attempt(lambda: np.array([1, 2]) and True)
    attempt(lambda: 1 if np.array([3]) else 0)
    attempt(lambda: [x for x in [np.array([1, 2])] if x])
    attempt(lambda: np.array([1, 2]) in [np.array([1, 2])])
    attempt(lambda: 2 in np.array([1, 2]))
    attempt(lambda: np.array([1, 2]) == None)  # noqa: E711
    attempt(lambda: np.any(np.array([])), )
    attempt(lambda: len(np.array(3)))
    attempt(lambda: iter(np.array(3)))
    attempt(lambda: list(np.array([[1, 2]])))


@program
def hashing_scalars_and_arrays(np):
    print(hash(np.float64(1.5)) == hash(1.5), hash(np.int64(3)) == hash(3), hash(np.bool_(True)) == hash(True),
          hash(np.float32(0.5)) == hash(0.5), hash(np.complex128(1 + 2j)) == hash(1 + 2j),
          hash(np.str_("ab")) == hash("ab"), hash(np.uint8(200)) == hash(200))
    d = {np.int64(1): "one", 2: "two", np.float64(3.0): "three"}
    print(d[1], d[np.int8(2)], d[3], d[np.float32(3.0)], len({np.int16(4), 4, 4.0, np.float16(4)}))
    # (the exception's type only: Python's message names the class, 'numpy.ndarray' in NumPy)
    for f in (lambda: hash(np.array(3)), lambda: hash(np.arange(3)), lambda: {np.arange(3): 1},
              lambda: set([np.array([1])])):
        try:
            f()
        except TypeError as e:
            print(type(e).__name__, "unhashable" in str(e))
    print(hash(np.arange(3).dtype) == hash(np.dtype("int64")), hash(np.array(5).item()) == hash(5))
    print(sorted({np.int64(3): 0, np.int64(1): 0}), sorted([np.float32(2.5), 1, np.int8(3)]))


# ---- array API namespace, device, DLPack ---------------------------------------------------------

@program
def array_namespace_and_info(np):
    a = np.arange(4)
    print(a.__array_namespace__() is np, a.__array_namespace__(api_version="2023.12") is np,
          a.__array_namespace__(api_version=None) is np)
    attempt(lambda: a.__array_namespace__(api_version="2020.10") is np)
    attempt(lambda: a.__array_namespace__(api_version=2023) is np)
    info = np.__array_namespace_info__()
    print(info.capabilities())
    # (a list under the 2024.12 standard gpnumpy and NumPy 2.4 declare; NumPy 2.5's 2025.12: a tuple)
    print(info.default_device(), list(info.devices()))
    print(info.default_dtypes())
    print(info.default_dtypes(device="cpu"))
    print(sorted(info.dtypes(kind="integral")))
    print(info.dtypes(kind="real floating"), info.dtypes(kind=("bool", "complex floating")))
    attempt(lambda: info.dtypes(kind="floaty"))
    attempt(lambda: info.default_dtypes(device="gpu9"))
    print(np.__array_api_version__ in ("2024.12", "2025.12"))  # (NumPy 2.4: 2024.12, 2.5: 2025.12)


@program
def device_and_to_device(np):
    a = np.arange(3.0)
    print(a.device, str(a.device), a.to_device("cpu") is a, np.asarray([1, 2], device="cpu").device)
    print(np.zeros(2, device="cpu"), np.empty_like(a, device="cpu").shape, np.arange(3, device="cpu"),
          np.ones((1, 2), device=None), np.full(2, 7, device="cpu"), np.linspace(0, 1, 3, device="cpu"),
          np.eye(2, device="cpu"))
    attempt(lambda: a.to_device("gpu"))
    attempt(lambda: np.zeros(2, device="gpu"))
    attempt(lambda: np.asarray([1], device="cuda"))
    attempt(lambda: a.to_device("cpu", stream=1))
    print(np.float64(2.0).device if hasattr(np.float64(2.0), "device") else "no device")


@program
def dlpack_of_host_arrays(np):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    print(a.__dlpack_device__())
    b = np.from_dlpack(a)
    print(b, b.dtype, b.shape, np.shares_memory(a, b) if b.__class__ is a.__class__ else "other")
    c = np.from_dlpack(a, copy=True)
    c[0, 0] = 100
    print(a[0, 0], c[0, 0])
    t = np.from_dlpack(a.T)
    print(t.shape, t.strides, t.flags.c_contiguous)
    cap = a.__dlpack__()
    print(type(cap).__name__)
    r = np.arange(3)
    r.flags.writeable = False
    attempt(lambda: type(r.__dlpack__()).__name__)
    attempt(lambda: type(r.__dlpack__(max_version=(1, 0))).__name__)
    attempt(lambda: np.from_dlpack(r))
    attempt(lambda: np.from_dlpack([1, 2]))
    attempt(lambda: np.from_dlpack(np.array(["a"])))
    attempt(lambda: a.__dlpack__(stream=5))
    attempt(lambda: np.from_dlpack(np.array([1 + 2j], np.complex64)))
    attempt(lambda: np.from_dlpack(np.array([True, False])))
    attempt(lambda: np.from_dlpack(np.float64(1.5)))
    attempt(lambda: np.from_dlpack(np.array(["2020-01-01"], dtype="M8[D]")))
    attempt(lambda: np.array([1, 2], dtype="m8[s]").__dlpack__())
    attempt(lambda: a.__dlpack__(max_version=1))
    attempt(lambda: a.__dlpack__(max_version=(1,)))
    attempt(lambda: a.__dlpack__(dl_device=(2, 0)))
    attempt(lambda: type(a.__dlpack__(dl_device=(1, 0), copy=True, max_version=(1, 0))).__name__)


# ---- array API functions --------------------------------------------------------------------------

@program
def unique_family_two_d_and_kinds(np):
    m = np.array([[3, 1, 3], [2, 1, 2]])
    v = np.unique_values(m)  # (NumPy 2.3+ leaves its order to a hash table: sorted here)
    print(repr(np.sort(v)), v.dtype, v.shape)
    c = np.unique_counts(m)
    print(type(c).__name__, c._fields, repr(c.values), repr(c.counts))
    inv = np.unique_inverse(m)
    print(inv._fields, repr(inv.inverse_indices), inv.inverse_indices.shape,
          bool((inv.values[inv.inverse_indices] == m).all()))
    al = np.unique_all(m)
    print(al._fields, repr(al.indices), repr(al.inverse_indices), repr(al.counts))
    print(repr(np.sort(np.unique_values(np.array([True, False, True])))))
    s = np.unique_counts(np.array(["b", "a", "b", "c"]))
    print(repr(s.values), repr(s.counts))
    e = np.unique_all(np.array([], dtype=np.float32))
    print(repr(e.values), repr(e.indices), repr(e.inverse_indices), repr(e.counts))
    # (which of -0.0 and 0.0 stands for both depends on the sort: NumPy's own differs by CPU)
    f = np.unique_counts(np.array([np.nan, 1.0, np.nan, 0.0, 0.0]))
    print(repr(f.values), repr(f.counts))
    print(repr(np.unique_values(np.array(5))), repr(np.unique_inverse(np.array(5)).inverse_indices))
    print(c)


@program
def matrix_transpose_vecdot_contracts(np):
    t = np.arange(24).reshape(2, 3, 4)
    mt = np.matrix_transpose(t)
    print(mt.shape, mt.base is t, bool((mt == np.swapaxes(t, -1, -2)).all()), repr(t.mT[1, :, 0]))
    attempt(lambda: np.matrix_transpose(np.array(5)))
    attempt(lambda: np.arange(3).mT)
    u = np.array([[1 + 1j, 2], [0, 1j]])
    print(repr(np.vecdot(u, u)), repr(np.vecdot(u, np.ones(2))), repr(np.vecdot(u[0], u[1])))
    x = np.arange(6.0).reshape(2, 3)
    print(repr(np.vecdot(x, x)), repr(np.vecdot(x, x, axis=0)), repr(np.vecdot(x, np.ones(3))))
    print(repr(np.vecdot(np.array([1, 2], np.int8), np.array([3, 4], np.int8))),
          repr(np.vecdot(np.array([True, True]), np.array([True, False]))))
    attempt(lambda: np.vecdot(x, np.ones(2)))
    attempt(lambda: np.vecdot(x, x, axis=2))
    attempt(lambda: np.vecdot(np.array(1.0), np.array(2.0)))
    attempt(lambda: np.vecdot(np.array(["a", "b"]), np.array(["c", "d"])))
    attempt(lambda: np.vecdot(np.array([1, 2], dtype=object), np.array([3, 4])))
    attempt(lambda: np.matmul(np.array([[1, 2]], dtype=object), np.array([1, 1])))
    print(repr(np.linalg.vecdot(x, x)), repr(np.linalg.matrix_transpose(x)))
    attempt(lambda: np.linalg.matrix_transpose(np.ones(3)))
    out = np.empty(2)
    r = np.vecdot(x, x, out=out)
    print(r is out, repr(out))


@program
def matvec_and_vecmat(np):
    if not hasattr(np, "matvec"):
        print("no matvec")
        return
    A = np.arange(6.0).reshape(2, 3)
    v = np.array([1.0, 0.0, -1.0])
    print(repr(np.matvec(A, v)), repr(A @ v))
    w = np.array([1.0, 2.0])
    print(repr(np.vecmat(w, A)), repr(w @ A))
    z = np.array([[1j, 1], [2, 0]])
    print(repr(np.vecmat(np.array([1j, 1]), z)), repr(np.matvec(z, np.array([1j, 1]))))
    S = np.stack([A, 2 * A])
    print(repr(np.matvec(S, v)), np.matvec(S, np.ones((4, 1, 3))).shape)
    attempt(lambda: np.matvec(A, np.ones(2)))
    attempt(lambda: np.vecmat(np.ones(3), A))
    attempt(lambda: np.matvec(v, v))
    print(np.matvec.nin, np.matvec.nout, np.matvec.signature, np.vecmat.signature, np.vecdot.signature)


@program
def cumulative_sum_prod_contracts(np):
    a = np.array([1, 2, 3, 4], dtype=np.int8)
    print(repr(np.cumulative_prod(a)), repr(np.cumulative_prod(a, include_initial=True)))
    print(repr(np.cumulative_sum(a, dtype=np.float32)), repr(np.cumulative_prod(a, dtype=np.int64)))
    b = np.array([True, True, False, True])
    print(repr(np.cumulative_sum(b)), repr(np.cumulative_prod(b)))
    m = np.arange(1, 7).reshape(2, 3)
    print(repr(np.cumulative_prod(m, axis=0)), repr(np.cumulative_prod(m, axis=-1, include_initial=True)))
    attempt(lambda: np.cumulative_prod(m))
    attempt(lambda: np.cumulative_sum(np.array(5)))
    attempt(lambda: np.cumulative_sum(np.array(5), axis=0))
    attempt(lambda: np.cumulative_sum(m, axis=2))
    print(repr(np.cumulative_sum(np.array([], dtype=np.float32), include_initial=True)),
          repr(np.cumulative_prod(np.zeros((2, 0)), axis=1, include_initial=True)))
    out = np.empty(5, dtype=np.int64)
    r = np.cumulative_sum(np.array([1, 2, 3, 4]), include_initial=True, out=out)
    print(r is out, repr(out))
    # (not an out= of the wrong shape: NumPy's message is its iterator's, out[1:] against x)
    print(repr(np.cumulative_sum(np.array([1 + 1j, 2]))), repr(np.cumulative_prod(np.array([0.5, 4.0]))))


@program
def take_put_along_axis_contracts(np):
    x = np.array([[10, 30, 20], [60, 40, 50]])
    idx = np.argsort(x, axis=1)
    print(repr(np.take_along_axis(x, idx, axis=1)), repr(np.take_along_axis(x, idx[:, :1], axis=1)))
    print(repr(np.take_along_axis(x, np.array([5, 0]), axis=None)))
    attempt(lambda: np.take_along_axis(x, np.array([0, 1]), axis=1))
    attempt(lambda: np.take_along_axis(x, idx.astype(float), axis=1))
    attempt(lambda: np.take_along_axis(x, idx, axis=2))
    attempt(lambda: np.take_along_axis(x, np.array([[9]]), axis=1))
    attempt(lambda: np.take_along_axis(x, idx))
    attempt(lambda: np.take_along_axis(x, np.array([[0], [1]]), axis=-1))
    y = x.copy()
    np.put_along_axis(y, np.array([[0], [2]]), 0, axis=1)
    print(repr(y))
    np.put_along_axis(y, np.array([[1], [1]]), np.array([[7], [8]]), axis=1)
    print(repr(y))
    np.put_along_axis(y, np.array([0, 5]), -1, axis=None)
    print(repr(y))
    attempt(lambda: np.put_along_axis(y, np.array([[0]]), 1.5, axis=1))
    print(repr(y))
    attempt(lambda: np.put_along_axis(y, np.array([[3], [0]]), 1, axis=1))
    attempt(lambda: np.put_along_axis(y, np.array([0, 1]), 1, axis=0))
    attempt(lambda: np.put_along_axis(x[None].repeat(2, 0)[0], np.array([[0], [1]]), 2, axis=0))


@program
def broadcast_views_are_readonly(np):
    a = np.arange(3)
    b = np.broadcast_to(a, (2, 3))
    print(b.flags.writeable, b.flags.owndata, b.strides, b.base is a or b.base is not None, np.shares_memory(a, b))
    attempt(lambda: b.__setitem__((0, 0), 5))
    attempt(lambda: np.add(b, 1, out=b))
    def inc():
        b[...] += 1
    attempt(inc)
    attempt(lambda: b.fill(0))
    attempt(lambda: setattr(b.flags, "writeable", True))
    attempt(lambda: np.copyto(b, 1))
    x, y = np.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
    print(x.shape, y.shape, x.flags.writeable, y.flags.writeable, x.strides, y.strides)
    p, q = np.broadcast_arrays(np.arange(3), np.ones(3))
    print(p.flags.writeable, p.strides)
    attempt(lambda: np.broadcast_to(a, (2, 2)))
    attempt(lambda: np.broadcast_to(a, (-1, 3)))
    attempt(lambda: np.broadcast_to(a, 3.0))
    attempt(lambda: np.broadcast_to(np.ones((2, 3)), (3,)))
    attempt(lambda: np.broadcast_arrays(np.ones(2), np.ones(3)))
    attempt(lambda: np.broadcast_shapes((2, 1), (1, 3), (4, 1, 1)))
    attempt(lambda: np.broadcast_shapes((2,), (3,)))
    attempt(lambda: np.broadcast_shapes((2, -1)))
    c = np.broadcast_to(5, (2, 2))
    print(repr(c), c.strides, c.copy().flags.writeable)
    print(repr(np.broadcast_to(np.arange(2), (0, 2))), np.broadcast_to(a, ()).shape if a.size == 1 else "")
    r = a.copy()
    r.flags.writeable = False
    print(np.broadcast_to(r, (2, 3)).flags.writeable, np.broadcast_arrays(r, a)[1].flags.writeable)


@program
def meshgrid_indices_ix_details(np):
    x, y = np.meshgrid(np.arange(3), np.arange(2.0))
    print(x.shape, y.shape, x.dtype, y.dtype, x.flags.writeable, x.base is None)
    xs, ys = np.meshgrid(np.arange(3), np.arange(2), sparse=True, indexing="ij")
    print(xs.shape, ys.shape, repr(xs), repr(ys))
    xc, yc = np.meshgrid(np.arange(3), np.arange(2), copy=False)
    print(xc.flags.writeable, xc.strides, yc.strides)
    print(type(np.meshgrid(np.arange(2))).__name__, np.meshgrid(), np.meshgrid(np.arange(2), np.arange(3),
                                                                              np.arange(4))[0].shape)
    attempt(lambda: np.meshgrid(np.arange(2), indexing="yx"))
    attempt(lambda: np.meshgrid(np.arange(2), bogus=True))
    print(repr(np.indices((2, 3))), np.indices((2, 3), dtype=np.float32).dtype)
    si = np.indices((2, 3), sparse=True)
    print(type(si).__name__, [s.shape for s in si], repr(np.indices(())))
    print(repr(np.indices((0, 2))))
    ix = np.ix_([0, 1], [True, False, True])
    print(repr(ix[0]), repr(ix[1]))
    print(repr(np.arange(12).reshape(3, 4)[np.ix_([2, 0], [3, 1])]), np.ix_())
    attempt(lambda: np.ix_([[0, 1]]))
    attempt(lambda: np.ix_([0.5, 1.0]))
    print(repr(np.ix_(np.array([], dtype=int))[0]), repr(np.ix_([])[0]))


@program
def axis_moving_errors(np):
    t = np.zeros((2, 3, 4))
    print(np.moveaxis(t, 0, -1).shape, np.moveaxis(t, [0, 1], [-1, -2]).shape, np.permute_dims(t, (1, 2, 0)).shape)
    attempt(lambda: np.moveaxis(t, [0, 0], [1, 2]))
    attempt(lambda: np.moveaxis(t, [0, 1], [1]))
    attempt(lambda: np.moveaxis(t, 3, 0))
    attempt(lambda: np.moveaxis(t, 0, -4))
    attempt(lambda: np.moveaxis(t, 0.0, 1))
    attempt(lambda: np.permute_dims(t, (0, 1)))
    attempt(lambda: np.permute_dims(t, (0, 1, 1)))
    attempt(lambda: np.permute_dims(t, (0, 1, 3)))
    attempt(lambda: np.permute_dims(t))
    attempt(lambda: t.transpose(2, 0))
    attempt(lambda: t.transpose((0, 1), 2))
    attempt(lambda: t.transpose(0, 0, 1))
    attempt(lambda: t.transpose(0, 5))
    attempt(lambda: np.zeros((2, 3)).transpose(1, 1))
    attempt(lambda: np.transpose(t, (2, 2, 0)))
    attempt(lambda: np.expand_dims(t, (0, 0)))
    attempt(lambda: np.expand_dims(t, 5))
    attempt(lambda: np.expand_dims(t, -5))
    print(np.expand_dims(t, (0, -1)).shape, np.expand_dims(t, 3).shape, np.expand_dims(np.array(1), (0, 1)).shape)
    s = np.zeros((1, 3, 1))
    attempt(lambda: np.squeeze(s, axis=1))
    attempt(lambda: np.squeeze(s, axis=3))
    attempt(lambda: s.squeeze(axis=(0, 0)))
    print(s.squeeze().shape, s.squeeze(axis=(0, 2)).shape, np.squeeze(s, -1).shape, np.array(3).squeeze(axis=()).shape)
    attempt(lambda: np.array(3).squeeze(axis=0))
    attempt(lambda: np.swapaxes(t, 0, 3))
    attempt(lambda: np.rollaxis(t, 4))
    print(np.rollaxis(t, 2).shape, np.rollaxis(t, 0, 3).shape, np.rollaxis(t, -1, 0).shape)


@program
def astype_between_kinds(np):
    f = np.array([1.9, -1.9, np.nan, np.inf, 300.5])
    with np.errstate(invalid="ignore"):
        print(repr(f.astype(np.int64)[:2]), repr(f[:2].astype(np.uint8)))
    attempt(lambda: f.astype(np.int32)[:2])
    print(repr(f.astype(bool)), repr(f.astype(np.complex64)), repr(f.astype(np.float16)))
    attempt(lambda: f.astype(str))
    attempt(lambda: f[:2].astype("U3"))
    attempt(lambda: f[:2].astype("S4"))
    z = np.array([1 + 2j, -3.5 + 0j])
    attempt(lambda: z.astype(np.float64))
    attempt(lambda: z.astype(np.int16))
    attempt(lambda: z.astype(bool))
    attempt(lambda: z.astype("U10"))
    s = np.array(["12", "-3", "7"])
    attempt(lambda: s.astype(np.int8))
    attempt(lambda: s.astype(np.float32))
    attempt(lambda: np.array(["1.5"]).astype(int))
    attempt(lambda: np.array(["abc"]).astype(float))
    attempt(lambda: np.array(["True", "False", ""]).astype(bool))
    attempt(lambda: np.array([300, -1, 255]).astype(np.uint8))
    attempt(lambda: np.array([True, False]).astype("U"))
    attempt(lambda: np.array([1, 2]).astype("M8[D]"))
    attempt(lambda: np.array([1.5]).astype("m8[s]"))
    attempt(lambda: np.array(["2020-01-02"]).astype("M8[D]").astype(np.int64))
    attempt(lambda: np.array([1, None, 2.5], dtype=object).astype(float))
    attempt(lambda: np.array([1, "x"], dtype=object).astype(float))
    attempt(lambda: np.array([2**40]).astype(np.float16))


# ---- copies, views, flags -------------------------------------------------------------------------

@program
def copy_function_and_bases(np):
    a = np.arange(12).reshape(3, 4)
    c = np.copy(a)
    print(c.base is None, c.flags.owndata, np.shares_memory(a, c))
    v = a[1:]
    w = v[:, ::2]
    print(v.base is a.base or v.base is a, w.base is v.base, a.reshape(12).base is a.base or True)
    print(np.shares_memory(a[::2], a[1::2]), np.may_share_memory(a[::2], a[1::2]),
          np.shares_memory(a[0], a[1]), np.may_share_memory(a[0], a[1]),
          np.shares_memory(a[:, 0], a[:, 1]), np.may_share_memory(a[:, 0], a[:, 1]))
    print(np.shares_memory(a, a.T), np.shares_memory(a.ravel(), a), np.shares_memory(a.flatten(), a),
          np.shares_memory(a.T.ravel(), a), np.may_share_memory(a, np.zeros(2)))
    print(np.shares_memory(a, a[..., None]), np.shares_memory(a.view(np.uint8), a),
          np.shares_memory(a.real, a), np.shares_memory(a[a > 5], a), np.shares_memory(a[[0, 1]], a))
    f = np.copy(np.asfortranarray(a))
    print(f.flags.c_contiguous, np.copy(np.asfortranarray(a), order="K").flags.f_contiguous,
          np.copy(a, order="F").flags.f_contiguous)
    r = a.copy()
    r.flags.writeable = False
    print(np.copy(r).flags.writeable, r.copy().flags.writeable, r[1:].flags.writeable, r.view().flags.writeable)
    attempt(lambda: np.shares_memory(a, [1, 2]))
    attempt(lambda: np.shares_memory(a, a, max_work=0))
    attempt(lambda: np.may_share_memory(3, 4))


@program
def flags_and_writeability(np):
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    for name, v in (("a", a), ("T", a.T), ("row", a[1]), ("col", a[:, 1]), ("step", a[:, ::2]),
                    ("sq", a[:1]), ("empty", a[:0]), ("one", a[:, :1]), ("scalar", a[1, 1:2])):
        fl = v.flags
        print(name, fl.c_contiguous, fl.f_contiguous, fl.owndata, fl.writeable, fl.aligned,
              fl["C_CONTIGUOUS"], fl["F"], fl.contiguous if hasattr(fl, "contiguous") else "")
    b = a.copy()
    print(a.flags == b.flags, a.T.flags == a.flags, a.flags != a[:, ::2].flags, a.flags == 1)
    b.flags.writeable = False
    print(a.flags == b.flags)
    attempt(lambda: b.__setitem__(0, 1))
    v = b[1:]
    attempt(lambda: setattr(v.flags, "writeable", True))
    b.flags.writeable = True
    b[0, 0] = 42
    print(b[0, 0], v.flags.writeable)
    attempt(lambda: setattr(a.flags, "c_contiguous", False))
    attempt(lambda: setattr(a.flags, "owndata", False))
    attempt(lambda: a.flags["W"])
    attempt(lambda: a.flags["nonsense"])
    a.setflags(write=False)
    print(a.flags.writeable)
    attempt(lambda: a.setflags(write=True, align=True, uic=True))
    attempt(lambda: a.__iadd__(1))


@program
def axis_value_error_messages(np):
    m = np.arange(6).reshape(2, 3)
    for f in (np.sum, np.mean, np.max, np.argmax, np.cumsum, np.sort, np.flip, np.any, np.std, np.ptp):
        attempt(lambda: f(m, axis=2))
    attempt(lambda: np.sum(m, axis=-3))
    attempt(lambda: np.sum(m, axis=1.0))
    attempt(lambda: np.sum(m, axis="0"))
    attempt(lambda: np.sum(m, axis=(0, 0)))
    attempt(lambda: np.sum(m, axis=(0, -2)))
    attempt(lambda: np.argmax(m, axis=(0, 1)))
    attempt(lambda: np.concatenate([m, m], axis=2))
    attempt(lambda: np.stack([m, m], axis=3))
    attempt(lambda: np.roll(m, 1, axis=2))
    attempt(lambda: np.take(m, [0], axis=2))
    attempt(lambda: np.diff(m, axis=2))
    attempt(lambda: np.median(m, axis=2))
    attempt(lambda: np.unique(m, axis=2))
    attempt(lambda: np.sum(np.float64(1), axis=1))
    attempt(lambda: np.count_nonzero(m, axis=2))
    attempt(lambda: np.linalg.norm(m, axis=2))
    attempt(lambda: np.split(m, 2, axis=5))
    attempt(lambda: np.repeat(m, 2, axis=-3))
    attempt(lambda: np.apply_along_axis(np.sum, 2, m))
    print(np.exceptions.AxisError.__mro__[1].__name__, issubclass(np.exceptions.AxisError, IndexError))
    try:
        np.sum(m, axis=4)
    except np.exceptions.AxisError as e:
        print(e.axis, e.ndim, repr(str(e)))


@program
def dtype_error_messages(np):
    attempt(lambda: np.zeros(3, dtype="q9"))
    attempt(lambda: np.dtype("i3"))
    attempt(lambda: np.dtype("float"))
    attempt(lambda: np.dtype(None))
    attempt(lambda: np.dtype("int"))
    attempt(lambda: np.dtype("Float64"))
    attempt(lambda: np.dtype(list))
    attempt(lambda: np.dtype(3))
    attempt(lambda: np.ones(2, dtype=[("a", "i4"), ("a", "f4")]))
    attempt(lambda: np.arange(3, dtype="U"))
    attempt(lambda: np.arange(3, dtype=np.bool_))
    attempt(lambda: np.empty(2, dtype="M8[fortnight]"))
    attempt(lambda: np.zeros(2, dtype=np.dtype))
    # (not dtype="a": its DeprecationWarning comes twice, from gpnumpy's try and NumPy's on the host)
    attempt(lambda: np.array([1.5], dtype=np.float64).view(np.int8))
    attempt(lambda: np.array([1.5, 2.5, 3.5]).view(np.int32))
    attempt(lambda: np.array([1, 2, 3], dtype=np.int16).view("f4"))
    attempt(lambda: np.sum(np.arange(3), dtype="U3"))
    attempt(lambda: np.add(np.arange(3), 1, dtype=str))
    attempt(lambda: np.linspace(0, 1, 3, dtype="S1"))


# ---- repr / str of every dtype --------------------------------------------------------------------

@program
def repr_every_dtype_small(np):
    for d in ("?", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8", "c8", "c16"):
        a = np.array([0, 1, 5], dtype=d)
        print(repr(a), str(a), a.dtype.str)
    for a in (np.array(["a", "bcd"]), np.array([b"x", b"yz"]), np.array(["2020-01-01", "NaT"], dtype="M8[D]"),
              np.array([1, -2], dtype="m8[h]"), np.array([1, "a", None], dtype=object),
              np.array([1.5, np.nan, -np.inf], dtype=np.float32), np.array([1e-10, 1e10]),
              np.array([np.nan + 1j, -0.0 - 2.5j], dtype=np.complex64), np.array([-0.0, 0.0], dtype=np.float16),
              np.array([2**64 - 1], dtype=np.uint64), np.array([-2**63], dtype=np.int64)):
        print(repr(a))
        print(str(a))


@program
def repr_empty_arrays_every_dtype(np):
    for d in ("?", "i1", "u2", "i4", "i8", "u8", "f2", "f4", "f8", "c8", "c16", "U3", "S2", "M8[s]", "m8", "O"):
        e = np.empty(0, dtype=d)
        print(repr(e), str(e))
    for shape in ((0, 3), (2, 0), (0, 0, 2), (3, 0, 1)):
        z = np.zeros(shape, dtype=np.int8)
        print(repr(z), str(z), repr(np.ones(shape)))
    print(repr(np.array([[]], dtype=np.float32)), repr(np.empty((0,), dtype=[("a", "i4")])))
    print(repr(np.zeros((2, 0), dtype="U1")), repr(np.arange(0, dtype=np.uint8).reshape(0, 4)))


@program
def repr_zero_d_every_dtype(np):
    for v, d in ((True, "?"), (-5, "i1"), (200, "u1"), (7, "i2"), (7, "u4"), (2**40, "i8"), (2**64 - 1, "u8"),
                 (0.1, "f2"), (0.1, "f4"), (0.1, "f8"), (1e100, "f8"), (1 - 2j, "c8"), (1e-5j, "c16"),
                 ("hello", "U"), (b"hi", "S"), ("2021-03-04T05", "M8[h]"), (3, "m8[ms]"), ({"k": 1}, "O")):
        a = np.array(v, dtype=d)
        print(repr(a), str(a), repr(a[()]), str(a[()]), a.dtype)
    print(repr(np.array(np.nan)), repr(np.array(-np.inf, dtype=np.float32)), repr(np.array(-0.0)))
    print(repr(np.float32(0.1) + np.float32(0.2)), repr(np.float64(1) / 3), repr(np.longdouble(1) == 1))
    print(np.array(0.1, dtype=np.float32).item(), np.array(1e16), np.array(123456789.0, dtype=np.float32))


@program
def repr_wide_and_summarised(np):
    print(repr(np.arange(1001)))
    print(repr(np.arange(30, dtype=np.float32).reshape(3, 10) / 7))
    print(repr(np.array([1e-8, 1.0, 1e8])), repr(np.array([0.5, 1e-5])), repr(np.array([1.0, 2.0, 1e16])))
    print(str(np.array([[1.5, -2], [1e3, 0.001]])))
    print(repr(np.array(["long string value", "x"] * 3).reshape(2, 3)))
    print(repr(np.array([[True, False]] * 3)))
    print(repr(np.linspace(0, 1, 7, dtype=np.float16)))
    print(repr(np.array([[1 + 2j, 3.25 - 1j]], dtype=np.complex128)))
    print(repr(np.arange(24).reshape(2, 3, 4).astype(np.uint16)))


# ---- more scalar/array API surface ----------------------------------------------------------------

@program
def array_api_alias_functions(np):
    x = np.array([0.5, -1.0, 2.0])
    print(repr(np.acos(np.clip(x, -1, 1))), repr(np.asin(np.array([0.0, 1.0]))), repr(np.atan(x)))
    print(repr(np.atan2(x, 2.0)), repr(np.acosh(np.array([1.0, 2.0]))), repr(np.asinh(x)),
          repr(np.atanh(np.array([0.0, 0.5]))))
    print(repr(np.pow(x, 2)), repr(np.pow(np.array([2, 3]), 3)), np.pow is np.power)
    print(repr(np.concat([x, x])), repr(np.concat([x[None], x[None]], axis=None)))
    print(repr(np.bitwise_left_shift(np.array([1, 2], np.uint8), 3)),
          repr(np.bitwise_right_shift(np.array([16], np.int16), 2)),
          repr(np.bitwise_invert(np.array([0, 5], np.int8))))
    print(np.unstack(np.arange(6).reshape(2, 3)), np.unstack(np.arange(6).reshape(2, 3), axis=1))
    attempt(lambda: np.unstack(np.array(1)))
    print(np.bool, np.bool is np.bool_, np.dtype(np.bool).name)
    print(repr(np.linalg.vector_norm(x)), repr(np.linalg.vector_norm(x, ord=1)),
          repr(np.linalg.matrix_norm(np.eye(2) * 3)), repr(np.linalg.matrix_norm(np.eye(2), ord="nuc")))
    print(repr(np.linalg.vector_norm(np.arange(6.0).reshape(2, 3), axis=1, keepdims=True)))
    attempt(lambda: np.linalg.matrix_norm(x))


@program
def size_zero_and_one_semantics(np):
    e = np.array([], dtype=np.float32)
    print(repr(e.sum()), repr(e.prod()), repr(np.cumulative_sum(e)), e.shape, e.size, e.ndim)
    attempt(lambda: e.max())
    attempt(lambda: np.argmin(e))
    attempt(lambda: e.mean())
    o = np.array([[2.5]])
    print(float(o[0, 0]), o.item(), o.squeeze().shape, type(o.squeeze()[()]).__name__, o.size == 1)
    print(repr(o.reshape(())), repr(o.ravel()), o.reshape(()).ndim, o.T is o, o.T.base is o)
    print(repr(np.zeros(0).reshape(0, 5).sum(axis=0)), repr(np.ones((0, 3)).max(axis=1)))
    attempt(lambda: np.ones((0, 3)).max(axis=0))
    attempt(lambda: np.zeros(0).reshape(-1, 0))
    attempt(lambda: np.zeros(6).reshape(-1, -1))
    attempt(lambda: np.zeros(6).reshape(4, -1))


@program
def scalar_methods_and_attributes(np):
    s = np.float32(2.5)
    print(s.dtype, s.shape, s.ndim, s.size, s.itemsize, s.nbytes, s.strides, s.flags.writeable)
    print(repr(s.astype(np.int8)), repr(s.reshape(1)), repr(s[()]), repr(s[...]), type(s[...]).__name__)
    print(s.is_integer(), np.float64(3.0).is_integer(), s.as_integer_ratio(), np.int16(6).bit_count())
    print(repr(s.round()), repr(round(s)), type(round(s)).__name__, repr(round(np.float64(2.567), 2)))
    print(repr(s.conjugate()), repr(np.int64(7).real), repr(np.complex64(1 + 2j).imag))
    print(repr(np.float64(1.5).__array__()), repr(s.tolist()), type(s.tolist()).__name__)
    attempt(lambda: s.__setitem__(0, 1))
    attempt(lambda: setattr(s, "shape", (1,)))
    attempt(lambda: s[0])
    attempt(lambda: len(s))
    attempt(lambda: np.int8(3).__index__())
    attempt(lambda: s.__index__())
    print(repr(np.float64(-0.0)), repr(np.int8(-0)), np.float64(1e300) * 10 if False else "", np.float64(7) // 2)


@program
def array_function_library_idioms(np):
    def as_float_array(x):
        x = np.asarray(x)
        if not np.isdtype(x.dtype, ("real floating", "complex floating")):
            x = x.astype(np.float64, copy=False)
        return x

    for x in ([1, 2], np.arange(3, dtype=np.int8), np.ones(2, np.float32), 3, True, [1j]):
        r = as_float_array(x)
        print(repr(r), r.dtype, r.shape)
    a = np.ones(3, np.float32)
    print(as_float_array(a) is a)

    def xp_of(*arrays):
        spaces = {type(x.__array_namespace__()) for x in arrays if hasattr(x, "__array_namespace__")}
        return len(spaces)

    print(xp_of(np.ones(2), np.zeros(3)), hasattr(np.float64(1), "__array_namespace__"),
          hasattr(np.ones(1), "__array_namespace__"))

    def safe_cast(x, dtype):
        dtype = np.dtype(dtype)
        if not np.can_cast(x.dtype, dtype, casting="same_kind"):
            raise TypeError(f"cannot cast {x.dtype} to {dtype}")
        return x.astype(dtype, copy=False)

    attempt(lambda: safe_cast(np.arange(3), np.float32))
    attempt(lambda: safe_cast(np.arange(3.0), np.int32))
    attempt(lambda: safe_cast(np.arange(3, dtype=np.int32), np.int8))
    fi = np.finfo(np.float32)
    x = np.array([1e-45, 1e-38, 1.0], dtype=np.float32)
    print(np.where(np.abs(x) < fi.smallest_normal, 0, x), x >= fi.smallest_subnormal)


@program
def ufunc_scalar_result_types(np):
    a = np.arange(3)
    print(type(np.add(1, 2)).__name__, type(np.add(1.0, 2)).__name__, type(np.sqrt(4)).__name__,
          type(np.add(np.int8(1), 1)).__name__, type(np.multiply(True, True)).__name__)
    print(type(np.sum(a)).__name__, type(np.mean(a)).__name__, type(a.max()).__name__,
          type(a.sum(keepdims=True)).__name__, type(np.sum(a, axis=0)).__name__)
    print(type(np.dot(a, a)).__name__, type(a @ a).__name__, type(np.vecdot(a, a)).__name__,
          type(np.linalg.norm(a)).__name__, type(np.argmax(a)).__name__, type(np.count_nonzero(a)).__name__)
    print(type(np.median(a)).__name__, type(np.percentile(a, 50)).__name__, type(np.any(a)).__name__,
          type(np.allclose(a, a)).__name__, type(np.array_equal(a, a)).__name__,
          type(np.isclose(1.0, 1.0)).__name__)
    print(type(np.add(1, 2, dtype=np.float32)).__name__, type(np.add.reduce([1, 2])).__name__,
          type(np.maximum(np.array(1), 2)).__name__, type(np.where(True, 1, 2)).__name__,
          type(np.clip(5, 0, 3)).__name__, type(np.round(2.5)).__name__, type(np.abs(-2)).__name__)
    print(repr(np.add(1, 2)), repr(np.sqrt(4)), repr(np.where(True, 1, 2)), repr(np.clip(5, 0, 3)),
          repr(np.round(2.5)), repr(np.unique_values(np.array([1]))))


@program
def nep50_mixed_in_functions(np):
    u = np.array([1, 2, 250], dtype=np.uint8)
    print(repr(np.where(u > 1, u, 0)), repr(np.where(u > 1, u, 1.5)), repr(np.maximum(u, 7)))
    attempt(lambda: np.maximum(u, 256))
    attempt(lambda: np.minimum(u, -1))
    attempt(lambda: np.full(3, 300, dtype=np.uint8))
    attempt(lambda: np.full_like(u, 300))
    attempt(lambda: np.full_like(u, 2.7))
    attempt(lambda: np.full_like(u, -1))
    attempt(lambda: np.concatenate([u, [300]]))
    attempt(lambda: np.append(u, 300))
    attempt(lambda: np.insert(u, 0, 300))
    attempt(lambda: np.insert(u, 0, -1))
    attempt(lambda: np.searchsorted(u, 300))
    attempt(lambda: np.isin(u, [250, 300]))
    attempt(lambda: np.isclose(u, 300))
    attempt(lambda: np.dot(u, 2))
    attempt(lambda: np.sum(u, initial=300))
    attempt(lambda: np.cumulative_sum(u, dtype=np.uint8))
    f = np.array([1.0, 2.0], np.float32)
    print(repr(np.where(f > 1, f, 1e-50)), repr(np.clip(f, 0, 1e40)), repr(np.full_like(f, 1e-46)))
    attempt(lambda: np.full_like(f, 1e40))
    attempt(lambda: np.polyval([1, 2], f))


@program
def put_and_setitem_casting_scalars(np):
    u = np.zeros(3, dtype=np.uint8)
    attempt(lambda: u.__setitem__(0, 300))
    attempt(lambda: u.__setitem__(0, -1))
    attempt(lambda: u.__setitem__(slice(None), [1, 2, 256]))
    attempt(lambda: u.__setitem__(0, 2.9))
    attempt(lambda: u.__setitem__(1, np.int64(300)))
    attempt(lambda: u.__setitem__(2, np.float64(np.nan)))
    print(repr(u))
    attempt(lambda: u.fill(256))
    attempt(lambda: u.fill(-5))
    attempt(lambda: np.put(u, [0], 1000))
    print(repr(u))
    f = np.zeros(2, dtype=np.float32)
    attempt(lambda: f.__setitem__(0, 1e40))
    attempt(lambda: f.__setitem__(1, 1 + 2j))
    attempt(lambda: f.__setitem__(1, "2.5"))
    attempt(lambda: f.__setitem__(1, "x"))
    attempt(lambda: f.__setitem__(0, None))
    print(repr(f))
    i = np.zeros(2, dtype=np.int64)
    attempt(lambda: i.__setitem__(0, 2**63))
    attempt(lambda: i.__setitem__(0, 2**63 - 1))
    attempt(lambda: i.__setitem__(1, np.uint64(2**64 - 1)))
    attempt(lambda: i.__setitem__(1, np.inf))
    print(repr(i))
