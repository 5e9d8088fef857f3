"""Host mirrors (device.read): a small array read element by element is copied to the host
once per write epoch, and every write into existing memory ends the epoch.

The policy tests drive ``device.read`` over host memory with a counting copy in place of the
device's (so they run without a GPU).  The write tests read elements of an array often
enough to mirror it (on a GPU), write it in place one way or another, and read every
element one by one again: each value must be NumPy's after the same write."""
import ctypes
import warnings

import numpy
import pytest

import gpnumpy
from gpnumpy._core import device


# ---------------------------------------------------------------- the policy, on host memory
class _Copies:
    """``device.copy_d2h`` over host addresses, counting the copies."""

    def __init__(self):
        self.calls = []

    def __call__(self, dst, src, nbytes):
        self.calls.append(nbytes)
        ctypes.memmove(dst, src, nbytes)


def _memory(values, shared=False):
    m = device.Memory()
    m.host = numpy.ascontiguousarray(values).view(numpy.uint8).reshape(-1)
    m.ptr = m.host.ctypes.data
    m.nbytes = m.host.nbytes
    m.buf = m.key = m.owner = m.mirror = None
    m.shared = shared
    return m


def _read(mem, index, dtype=numpy.int64):
    out = numpy.empty((), dtype)
    device.read(out.ctypes.data, mem, index * out.itemsize, out.itemsize)
    return int(out)


@pytest.fixture
def copies(monkeypatch):
    c = _Copies()
    # (the device's policy: on the host device itself an element read is host memory)
    monkeypatch.setattr(device, "ON_DEVICE", True)
    monkeypatch.setattr(device, "copy_d2h", c)
    monkeypatch.setattr(device, "_mirrored", device.collections.deque())
    return c


def test_second_read_in_an_epoch_mirrors_a_small_allocation(copies):
    src = numpy.arange(100, dtype=numpy.int64)
    m = _memory(src)
    assert [_read(m, i) for i in (3, 5, 7, 9)] == [3, 5, 7, 9]
    # the first read is one element; the second copies the allocation; then none
    assert copies.calls == [8, 800]


def test_a_write_ends_the_mirror(copies):
    src = numpy.arange(100, dtype=numpy.int64)
    m = _memory(src)
    _read(m, 0), _read(m, 1)
    m.host.view(numpy.int64)[1] = -1  # (what a kernel writing existing memory does) ...
    device.wrote()                   # ... after announcing it
    assert _read(m, 1) == -1
    assert copies.calls == [8, 800, 8]


def test_shared_memory_is_never_mirrored(copies):
    m = _memory(numpy.arange(100, dtype=numpy.int64), shared=True)
    assert [_read(m, i) for i in range(4)] == [0, 1, 2, 3]
    assert copies.calls == [8] * 4
    m2 = _memory(numpy.arange(100, dtype=numpy.int64))
    _read(m2, 0), _read(m2, 1)
    m2.shared = True  # (exported after its mirror was made: others may write it now)
    m2.host.view(numpy.int64)[2] = 42
    assert _read(m2, 2) == 42


def test_reads_of_the_whole_allocation_and_large_ones_are_plain_copies(copies):
    m = _memory(numpy.arange(4, dtype=numpy.int64))
    out = numpy.empty(4, numpy.int64)
    for _ in range(3):
        device.read(out.ctypes.data, m, 0, 32)
    assert copies.calls == [32] * 3 and m.mirror is None
    big = _memory(numpy.zeros(device.MIRROR_MAX // 8 + 1, numpy.int64))
    for i in range(40):
        _read(big, i)
    assert copies.calls[3:] == [8] * 40 and big.mirror is None


def test_larger_allocations_wait_for_more_reads(copies):
    n = (1 << 18) // 8  # 256 KiB: 2 + 4 reads
    m = _memory(numpy.arange(n, dtype=numpy.int64))
    assert [_read(m, i) for i in range(8)] == list(range(8))
    assert copies.calls == [8] * 5 + [n * 8]


def test_only_the_last_allocations_keep_their_mirrors(copies):
    mems = [_memory(numpy.arange(10, dtype=numpy.int64)) for _ in range(device._MIRRORS + 1)]
    for m in mems:
        _read(m, 0), _read(m, 1)
    assert mems[0].mirror is None
    assert all(m.mirror[2] is not None for m in mems[1:])


def test_an_element_of_a_mirrored_allocation_is_held_on_the_host(copies, monkeypatch):
    src = _memory(numpy.arange(100, dtype=numpy.int64))
    assert device.element(src, 56, 8) is None  # (the first read: the device copies it)
    held = [device.element(src, 8 * i, 8) for i in (8, 9)]
    assert copies.calls == [800]
    assert [_read(h, 0) for h in held] == [8, 9] and copies.calls == [800]
    device.wrote()
    assert _read(held[0], 0) == 8  # (a scalar's value: no write reaches it)
    # device memory at the first ``ptr``, from the bytes; reads go to the device from then on
    made = []

    def malloc(n):
        made.append(_memory(numpy.zeros(1, numpy.int64)))
        return made[-1]
    monkeypatch.setattr(device, "malloc", malloc)
    monkeypatch.setattr(device, "copy_h2d",
                        lambda dst, src, n, fresh=False: ctypes.memmove(dst, src, n))
    assert held[1].ptr == made[0].ptr and made[0].host.view(numpy.int64)[0] == 9
    assert _read(held[1], 0) == 9 and copies.calls == [800, 8]


# ---------------------------------------------------------------- writes, against NumPy
def _mirror_then(xp, make, write):
    x = make(xp)
    flat = x.reshape(-1)
    for _ in range(3):  # (enough reads to mirror it: then the write must end the mirror)
        [flat[i].item() for i in range(min(3, flat.size))]
    write(xp, x)
    flat = x.reshape(-1)
    return [flat[i].item() for i in range(flat.size)]


def _ints(xp):
    return xp.arange(12, dtype=xp.int64)


def _floats(xp):
    return xp.linspace(-2.0, 3.0, 12)


def _mat(xp):
    return xp.arange(16.0).reshape(4, 4)


def _at(xp, x):
    xp.add.at(x, [0, 0, 3], 5)


def _setitem_array(xp, x):
    x[2:5] = xp.asarray([7, 8, 9])


def _matmul_out(xp, x):
    a = xp.arange(16.0).reshape(4, 4)
    xp.matmul(a, a, out=x)


def _dot_out(xp, x):
    a = xp.arange(16.0).reshape(4, 4)
    xp.dot(a, a.T, out=x)


def _einsum_out(xp, x):
    xp.einsum("ij->ji", xp.ones((4, 4)), out=x)


def _put_along(xp, x):
    xp.put_along_axis(x, xp.asarray([[0], [1], [2], [3]]), 99.0, axis=1)


def _sum_out(xp, x):
    xp.sum(xp.ones((3, 12)), axis=0, out=x)


def _byteswap(xp, x):
    x.byteswap(inplace=True)


WRITES = [
    ("setitem_scalar", _ints, lambda xp, x: x.__setitem__(2, 70)),
    ("setitem_slice", _ints, lambda xp, x: x.__setitem__(slice(1, 9, 2), -3)),
    ("setitem_array", _ints, _setitem_array),
    ("setitem_fancy", _ints, lambda xp, x: x.__setitem__([0, 5, 11], 9)),
    ("setitem_mask", _ints, lambda xp, x: x.__setitem__(x > 6, 0)),
    ("iadd", _ints, lambda xp, x: x.__iadd__(1)),
    ("imul_array", _floats, lambda xp, x: x.__imul__(x)),
    ("ufunc_out", _floats, lambda xp, x: xp.negative(x, out=x)),
    ("ufunc_where", _floats, lambda xp, x: xp.multiply(x, 10, out=x, where=x > 0)),
    ("copyto", _ints, lambda xp, x: xp.copyto(x, xp.arange(12)[::-1])),
    ("copyto_where", _ints, lambda xp, x: xp.copyto(x, 5, where=x % 2 == 0)),
    ("fill", _floats, lambda xp, x: x.fill(2.5)),
    ("put", _ints, lambda xp, x: xp.put(x, [1, 2], [50, 60])),
    ("place", _ints, lambda xp, x: xp.place(x, x > 8, [1, 2])),
    ("putmask", _ints, lambda xp, x: xp.putmask(x, x < 4, -x)),
    ("sort", lambda xp: xp.asarray([5, 3, 9, 1, 7, 2, 8, 0, 6, 4, 11, 10]),
     lambda xp, x: x.sort()),
    ("partition", lambda xp: xp.asarray([5, 3, 9, 1, 7, 2, 8, 0, 6, 4, 11, 10]),
     lambda xp, x: x.partition(5)),
    ("ufunc_at", _ints, _at),
    ("cumsum_out", _ints, lambda xp, x: xp.cumsum(xp.ones(12, xp.int64), out=x)),
    ("sum_out", _floats, _sum_out),
    ("clip_out", _floats, lambda xp, x: xp.clip(x, -1, 1, out=x)),
    ("around_out", _floats, lambda xp, x: xp.around(x * 1.37, 1, out=x)),
    ("take_out", _ints, lambda xp, x: xp.take(xp.arange(100, 112), xp.arange(12)[::-1], out=x)),
    ("matmul_out", _mat, _matmul_out),
    ("dot_out", _mat, _dot_out),
    ("einsum_out", _mat, _einsum_out),
    ("fill_diagonal", _mat, lambda xp, x: xp.fill_diagonal(x, -1)),
    ("put_along_axis", _mat, _put_along),
    ("flat", _ints, lambda xp, x: x.flat.__setitem__(4, 40)),
    ("view_write", _mat, lambda xp, x: x[:, 1].__setitem__(Ellipsis, 0)),
    ("transpose_write", _mat, lambda xp, x: x.T.__setitem__(slice(None), xp.eye(4))),
    ("byteswap", _ints, _byteswap),
    ("real_view", lambda xp: xp.arange(6) * (1 + 2j), lambda xp, x: x.real.__setitem__(
        Ellipsis, 7)),
]


@pytest.mark.parametrize("make, write", [w[1:] for w in WRITES], ids=[w[0] for w in WRITES])
def test_each_element_after_a_write_is_numpys(make, write):
    assert _mirror_then(gpnumpy, make, write) == _mirror_then(numpy, make, write)


@pytest.mark.parametrize("kind", ["shuffle", "random_out", "normal_out", "legacy_shuffle"])
def test_random_writes_in_place(kind):
    def go(xp):
        def write(xp, x):
            if kind == "shuffle":
                xp.random.default_rng(5).shuffle(x)
            elif kind == "random_out":
                xp.random.default_rng(5).random(out=x)
            elif kind == "normal_out":
                xp.random.default_rng(5).standard_normal(out=x)
            else:
                xp.random.seed(5)
                xp.random.shuffle(x)
        make = _ints if "shuffle" in kind else _floats
        return _mirror_then(xp, make, write)
    assert go(gpnumpy) == go(numpy)


def test_fft_out():
    def go(xp):
        def write(xp, x):
            xp.fft.fft(xp.arange(12.0), out=x)
        return _mirror_then(xp, lambda xp: xp.zeros(12, complex), write)
    assert go(gpnumpy) == pytest.approx(go(numpy), abs=1e-12)


def test_an_element_loop_sees_every_write_between_its_reads():
    """A loop that reads, writes and reads again (each write a new epoch)."""
    res = {}
    for xp in (numpy, gpnumpy):
        x = xp.zeros(50)
        seen = []
        for i in range(1, 50):
            x[i] = x[i - 1].item() + i
            seen.append((x[i - 1].item(), x[i].item(), float(x[i // 2])))
        res[xp] = seen
    assert res[gpnumpy] == res[numpy]


def test_warnings_of_earlier_operations_come_at_a_mirrored_read():
    """A read from a mirror waits for nothing, but reports the floating-point errors of the
    operations before it as the waiting read would (here: at ``.item()``, before the end of
    the ``catch_warnings`` block)."""
    import warnings
    x = gpnumpy.arange(10.0)
    x[1].item(), x[2].item(), x[3].item()
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        y = x / 0  # (x[0] is 0: 0/0 invalid; the rest divide by zero)
        x[4].item()
        del y
    assert {str(w.message) for w in got} == {"divide by zero encountered in divide",
                                               "invalid value encountered in divide"}


def test_export_then_foreign_write_is_seen():
    """An array whose memory was exported (DLPack) may be written by its consumer: its
    element reads never come from a mirror afterwards."""
    torch = pytest.importorskip("torch", reason="torch writes through DLPack (GPU machine)")
    if not device.ON_DEVICE or not torch.cuda.is_available():
        pytest.skip("a CUDA tensor needs a GPU")
    x = gpnumpy.arange(10.0)
    x[1].item(), x[2].item(), x[3].item()
    t = torch.from_dlpack(x)
    t[3] = 99.0
    torch.cuda.synchronize()
    assert x[3].item() == 99.0


# ---------------------------------------------------------------- scalars held on the host
_VALUES = {"int8": [127, 1, -128, 0, 3], "uint8": [0, 1, 255, 2, 7], "int64": [2**62, 3, -7, 0, 5],
           "float32": [3e38, 2.0, -0.0, 0.0, 1.5], "float64": [1e308, 10.0, -2.5, 0.0, 3.0],
           "complex64": [1 + 2j, 0j, 3 - 1j, 2, 1j], "bool": [True, False, True, True, False]}
_SCALAR_OPS = [
    ("add", lambda a, b: a + b), ("sub", lambda a, b: a - b), ("mul", lambda a, b: a * b),
    ("div", lambda a, b: a / b), ("floordiv", lambda a, b: a // b),
    ("mod", lambda a, b: a % b), ("pow", lambda a, b: a ** b), ("gt", lambda a, b: a > b),
    ("eq", lambda a, b: a == b), ("neg", lambda a, b: -a), ("abs", lambda a, b: abs(a)),
    ("divmod", lambda a, b: divmod(a, b)), ("and", lambda a, b: a & b),
    ("lshift", lambda a, b: a << b), ("py_add", lambda a, b: a + 1),
    ("py_mul", lambda a, b: 2.5 * a), ("py_cmp", lambda a, b: a > 0.5),
    ("chain", lambda a, b: (a * b + a) * 2 > b),
    # (a Python number beyond the scalar's range: NumPy's cast of it overflows, '... in cast')
    ("py_big", lambda a, b: a + 1e300), ("py_bigj", lambda a, b: a * 1e300j),
]


def _scalar_math(xp, dtype, name, op):
    x = xp.asarray(_VALUES[dtype], dtype=dtype)
    for _ in range(3):
        [x[i].item() for i in range(5)]  # (on a GPU: mirrored, its elements held on the host)
    out = []
    for i, j in ((0, 1), (0, 0), (2, 3), (1, 3), (4, 2)):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                r = op(x[i], x[j])
                rs = r if isinstance(r, tuple) else (r,)
                res = [(v.__class__.__name__, repr(v), str(getattr(v, "dtype", ""))) for v in rs]
            except Exception as e:
                res = type(e).__name__
        out.append((res, sorted({(w.category.__name__, str(w.message)) for w in got})))
    return out


@pytest.mark.parametrize("name, op", _SCALAR_OPS, ids=[n for n, _ in _SCALAR_OPS])
@pytest.mark.parametrize("dtype", list(_VALUES))
def test_operators_of_held_scalars_are_numpys_scalar_math(dtype, name, op):
    """Scalars read from a mirrored array hold their values on the host; their operators are
    NumPy's scalar math there: values, types, warnings and errors as NumPy's scalars give."""
    assert _scalar_math(gpnumpy, dtype, name, op) == _scalar_math(numpy, dtype, name, op)


def test_held_scalar_meets_the_device():
    """A held scalar used by a device operation gets device memory from its bytes."""
    res = {}
    for xp in (numpy, gpnumpy):
        x = xp.asarray([1.5, 2.5, 3.5])
        [x[i].item() for i in range(3)], [x[i].item() for i in range(3)]
        s = x[1] * 2.0
        res[xp] = (xp.add(s, xp.ones(3)).tolist(), (xp.ones(2) * x[2]).tolist(),
                   float(xp.sqrt(s)), xp.asarray(s).item(), float(s))
    assert res[gpnumpy] == res[numpy]


_UFUNC_CALLS = [
    ("sqrt", lambda xp, a, b: xp.sqrt(a)), ("exp", lambda xp, a, b: xp.exp(a)),
    ("add", lambda xp, a, b: xp.add(a, b)), ("maximum", lambda xp, a, b: xp.maximum(0, a)),
    ("modf", lambda xp, a, b: xp.modf(a)), ("divide", lambda xp, a, b: xp.divide(a, b)),
    ("isnan", lambda xp, a, b: xp.isnan(a)), ("power", lambda xp, a, b: xp.power(a, 3)),
    ("add_big", lambda xp, a, b: xp.add(a, 1e300)),
]


@pytest.mark.parametrize("name, call", _UFUNC_CALLS, ids=[n for n, _ in _UFUNC_CALLS])
@pytest.mark.parametrize("dtype", list(_VALUES))
def test_ufuncs_of_held_scalars_are_numpys(dtype, name, call):
    """A ufunc of held scalars (and Python numbers) is NumPy's ufunc of the host values:
    its values, result types, warnings (an array loop's: integer overflow wraps silently)."""
    def run(xp):
        return _scalar_math(xp, dtype, name, lambda a, b: call(xp, a, b))
    assert run(gpnumpy) == run(numpy)


# ---------------------------------------------------------------- 0-d arrays held on the host
# A new 0-d array of a known value (asarray of a number, zeros/ones/full of shape (), an empty
# sum's tensordot) holds its bytes on the host on a GPU: NumPy's ufuncs and reductions of such
# arrays (with held scalars and Python numbers) run there, and device memory is made only
# where the device needs the array.  Each result must be NumPy's: an array loop's semantics
# (integer overflow wraps silently), NumPy's scalar as the result, its warnings and errors.
_MAKERS = [
    ("asarray", lambda xp, v, dt: xp.asarray(v, dtype=dt)),
    ("full", lambda xp, v, dt: xp.full((), v, dtype=dt)),
    ("zeros_plus", lambda xp, v, dt: xp.zeros((), dtype=dt) + xp.asarray(v, dtype=dt)),
    ("ones_times", lambda xp, v, dt: xp.ones((), dtype=dt) * xp.asarray(v, dtype=dt)),
    ("empty_sum", lambda xp, v, dt: xp.tensordot(xp.zeros(0, dt), xp.zeros(0, dt), axes=1)
     + xp.asarray(v, dtype=dt)),
]
_ZERO_D_CALLS = [
    ("add", lambda xp, a, b: a + b), ("ufunc_add", lambda xp, a, b: xp.add(a, b)),
    ("sub", lambda xp, a, b: a - b), ("mul_py", lambda xp, a, b: a * 3),
    ("rsub_py", lambda xp, a, b: 2.5 - a), ("div", lambda xp, a, b: a / b),
    ("floordiv", lambda xp, a, b: a // b), ("eq", lambda xp, a, b: a == b),
    ("equal", lambda xp, a, b: xp.equal(a, b)), ("neg", lambda xp, a, b: -a),
    ("sqrt", lambda xp, a, b: xp.sqrt(a)), ("modf", lambda xp, a, b: xp.modf(a)),
    ("with_element", lambda xp, a, b: a * b[()]), ("element_first", lambda xp, a, b: b[()] - a),
    ("sum", lambda xp, a, b: xp.sum(a)), ("sum_keepdims", lambda xp, a, b: xp.sum(a, keepdims=True)),
    ("all", lambda xp, a, b: xp.all(a)), ("any_axis0", lambda xp, a, b: xp.any(a, axis=0)),
    ("max", lambda xp, a, b: a.max()), ("mean", lambda xp, a, b: xp.mean(a)),
    ("prod_f4", lambda xp, a, b: xp.prod(a, dtype=xp.float32)),
    ("min_axis1", lambda xp, a, b: xp.min(a, axis=1)),
    ("bool_all_eq", lambda xp, a, b: bool(xp.all(xp.equal(a, b)))),
]


def _describe(r):
    rs = r if isinstance(r, tuple) else (r,)
    return [(v.__class__.__name__, repr(v), str(getattr(v, "dtype", ""))) for v in rs]


def _zero_d_math(xp, dtype, make, call):
    vals = _VALUES[dtype]
    out = []
    for i, j in ((0, 1), (0, 0), (2, 3), (1, 3), (4, 2)):
        a, b = make(xp, vals[i], dtype), make(xp, vals[j], dtype)
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                res = _describe(call(xp, a, b))
            except Exception as e:
                res = type(e).__name__
        out.append((res, sorted({(w.category.__name__, str(w.message)) for w in got}),
                    _describe(a)))
    return out


@pytest.mark.parametrize("name, call", _ZERO_D_CALLS, ids=[n for n, _ in _ZERO_D_CALLS])
@pytest.mark.parametrize("maker, make", _MAKERS, ids=[n for n, _ in _MAKERS])
@pytest.mark.parametrize("dtype", list(_VALUES))
def test_math_of_held_0d_arrays_is_numpys(dtype, maker, make, name, call):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (the makers' own overflow: NumPy's as well)
        want = _zero_d_math(numpy, dtype, make, call)
        got = _zero_d_math(gpnumpy, dtype, make, call)
    assert got == want


def _writes(xp):
    z = xp.zeros((), xp.float64)
    v = z.reshape(1)
    v[0] = 7  # (a write through a view of the held array)
    y = xp.asarray(3)
    y += 2
    w = xp.full((), 1.5)
    w[...] = 4
    q = xp.ones(())
    xp.add(q, 1, out=q)
    t = xp.asarray(2.0)
    s = t * xp.ones(3)  # (the device needs t: its memory is made from the held bytes)
    t[()] = 5
    u = xp.asarray(6.0)
    k = u.reshape(1)  # (a view made while u is held, written after u met the device)
    u2 = u + xp.ones(2)
    k[0] = -1
    return [float(z), float(v[0]), int(y), float(w + 1), q.item(), s.tolist(), float(t),
            float(u), u2.tolist(), float(xp.sum(u)), bool(xp.all(u == -1))]


def test_writes_into_held_0d_arrays_are_seen_as_numpys():
    assert _writes(gpnumpy) == _writes(numpy)


@pytest.mark.skipif(not device.ON_DEVICE, reason="memory is held on the host only on a GPU "
                    "(on the host device every array's memory is host memory)")
def test_held_0d_math_makes_no_device_memory():
    """The mechanism itself: the math of held 0-d arrays gives held results and leaves its
    operands held (no device memory made, so nothing was launched on them); a write makes
    the device memory, and reads go there from then on."""
    u8 = numpy.uint8
    x, y = gpnumpy.zeros((), u8), gpnumpy.asarray(0, dtype=u8)
    e = gpnumpy.equal(x, y)
    r = gpnumpy.all(e)
    s = x + 1
    for a in (x, y, e, r, s):
        assert type(a._mem) is device.Held and a._mem.real is None
    assert bool(r) is True and int(s) == 1
    x[...] = 9
    assert x._mem.real is not None and int(x) == 9 and int(x + 1) == 10


_NEW_RESULTS = [
    ("concatenate", lambda xp, x, i: xp.concatenate([x, x])),
    ("where", lambda xp, x, i: xp.where(x > 0.5, x, 0.0)),
    ("cumsum", lambda xp, x, i: xp.cumsum(x)),
    ("cumsum_rows", lambda xp, x, i: xp.cumsum(x.reshape(10, 100), axis=1)),
    ("nonzero", lambda xp, x, i: xp.nonzero(x > 0.5)),
    ("mask_index", lambda xp, x, i: x[x > 0.5]),
    ("arange", lambda xp, x, i: xp.arange(3, 1000, 7)),
    ("searchsorted", lambda xp, x, i: xp.searchsorted(xp.sort(x), x[:10])),
    ("argsort", lambda xp, x, i: xp.argsort(x)),
]


@pytest.mark.parametrize("name, op", _NEW_RESULTS, ids=[n for n, _ in _NEW_RESULTS])
def test_operations_writing_only_their_results_keep_the_mirrors(name, op):
    """An operation that writes only memory it allocated (its result, its temporaries) starts
    no write epoch, so an element loop around it keeps reading from its mirrors; its values
    are NumPy's."""
    rng = numpy.random.default_rng(7)
    h = rng.random(1000)
    x = gpnumpy.asarray(h)
    e = device.epoch
    got = op(gpnumpy, x, None)
    assert device.epoch == e
    want = op(numpy, h, None)
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        # (a float cumsum on the device sums in another order than NumPy's loop: to rounding)
        numpy.testing.assert_allclose(g.get(), w, rtol=1e-13)


def _joins(xp):
    x = xp.asarray([1.5, 2.5, 3.5])
    for _ in range(2):
        [x[i].item() for i in range(3)]  # (on a GPU: mirrored, its elements held)
    a, b = x[0], x[2]
    out = [xp.stack([a * b, a - b, b]), xp.stack([a, b], axis=-1),
           xp.stack([xp.asarray(1, dtype=xp.int8), xp.asarray(-2, dtype=xp.int8)]),
           xp.stack([a, xp.asarray(2.0, dtype=xp.float32)]),  # (two dtypes: the device's join)
           xp.concatenate([xp.stack([a]), xp.stack([b]), xp.asarray([7.0])]),
           xp.concatenate([xp.reshape(a, (1, 1)), xp.reshape(b, (1, 1))], axis=None)]
    return [(r.tolist(), str(r.dtype), r.shape, r.strides) for r in out] + [float(a), float(b)]


def test_joins_of_held_values_are_numpys():
    """stack/concatenate of values held on the host join them there (one copy to the
    device): NumPy's values, dtype, shape and layout."""
    assert _joins(gpnumpy) == _joins(numpy)


@pytest.mark.skipif(not device.ON_DEVICE, reason="memory is held on the host only on a GPU "
                    "(on the host device every array's memory is host memory)")
def test_held_scalars_keep_their_values_after_meeting_the_device():
    """A held scalar's bytes stay its value once the device needed it (scalars are
    immutable), and a stack of held values leaves them held."""
    x = gpnumpy.asarray([1.5, 2.5, 3.5])
    for _ in range(2):
        [x[i].item() for i in range(3)]
    a, b = x[0], x[2]
    s = gpnumpy.stack([a, b])
    assert a._mem.real is None and b._mem.real is None and s.tolist() == [1.5, 3.5]
    y = a * gpnumpy.ones(3)  # (a's device memory made)
    assert a._mem.real is not None and device.held_value(a) == 1.5
    assert float(a) == 1.5 and y.tolist() == [1.5] * 3
    z = gpnumpy.zeros(())  # (an array's held bytes end at its device memory: it may be written)
    z + gpnumpy.ones(2)
    assert z._mem.real is not None and device.held_value(z) is None and float(z) == 0.0


# ---------------------------------------------------------------- 0-d values against NumPy, broadly
_ZERO_D_VALUES = [
    numpy.array(3, numpy.int8), numpy.array(-7, numpy.int64), numpy.array(200, numpy.uint8),
    numpy.array(2.5, numpy.float16), numpy.array(1e38, numpy.float32), numpy.array(numpy.nan),
    numpy.array(1 + 2j, numpy.complex64), numpy.array(True), numpy.array(0.0),
    numpy.array(-0.0), numpy.array(numpy.datetime64("2020-01-02", "D")),
    numpy.array(numpy.timedelta64(5, "h"))]
_BINARY = ["add", "subtract", "multiply", "true_divide", "floor_divide", "power", "equal", "less",
           "maximum", "logical_and", "bitwise_and", "remainder", "arctan2", "hypot", "copysign",
           "ldexp", "left_shift"]
_UNARY = ["negative", "sqrt", "exp", "isnan", "isfinite", "abs", "sign", "floor", "logical_not",
          "invert", "spacing", "isnat", "square", "reciprocal"]
_REDUCTIONS = ["sum", "prod", "max", "min", "all", "any", "mean", "argmax", "cumsum"]
_PY_OTHERS = [1, 2.5, 1e300, 1j, True, -3, 0]


def _zero_d_outcomes(xp, v):
    """Each ufunc and reduction of the 0-d value ``v`` (made anew for every call, so that each
    starts held on a GPU), with Python numbers and itself: result type, repr, dtype, warnings."""
    def outcome(f):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                r = f()
                res = (type(r).__name__, repr(r), str(getattr(r, "dtype", "")))
            except Exception as e:
                res = ("error", type(e).__name__)
        return res, sorted({(w.category.__name__, str(w.message)) for w in got
                            if w.category.__name__ != "FallbackWarning"})

    def make():
        return xp.asarray(v)
    out = []
    for name in _BINARY:
        f = getattr(xp, name)
        for o in _PY_OTHERS + ["self"]:
            other = make if o == "self" else (lambda o=o: o)
            out.append(outcome(lambda: f(make(), other())))
            out.append(outcome(lambda: f(other(), make())))
    out += [outcome(lambda: getattr(xp, name)(make())) for name in _UNARY + _REDUCTIONS]
    return out


@pytest.mark.parametrize("v", _ZERO_D_VALUES, ids=[str(v.dtype) + "_" + str(v)
                                                   for v in _ZERO_D_VALUES])
def test_ufuncs_and_reductions_of_0d_values_are_numpys(v):
    """17 binary ufuncs with Python numbers and the value itself (both orders), 14 unary ones
    and 9 reductions of a 0-d array: NumPy's values, result types, warnings and errors (on a
    GPU: the held path's math on the host)."""
    assert _zero_d_outcomes(gpnumpy, v) == _zero_d_outcomes(numpy, v)
