"""small_dot.cu's kernel (stacks of dot products, m = n = 1), run on the host, against NumPy.

The rendered CUDA source (with product_check.cuh's fused check) is compiled with g++ over the
warp emulation of tests/random/emu/gpu_emu.h and launched with the arguments
``products._small_dot`` gives it, so the kernel's own code -- groups of 4 .. 256 threads an
output (lanes of a warp, a warp, several warps summed through shared memory), 16-byte loads
of rows contiguous and aligned and element-by-element reads of any other layout (strided,
stride 0, negative, unaligned, broadcast over the stack), k's tail past the last whole
vector, blocks striding over the outputs, and the floating-point check with its last-block
count -- is checked without a GPU.  On a GPU, test_products.py runs it through vecdot,
einsum and matmul.
"""
import ctypes
import ctypes.util
import struct

import numpy
import pytest

from gpnumpy._core import products
from gpnumpy._kernels import render
from tests.emu_build import build_product, flat, needs_gxx, run

pytestmark = needs_gxx
OVER, INVALID = 2, 8
#: the resident threads of an H200 at small_dot.cu's 6 blocks an SM (products._sd_lanes' input)
THREADS = 132 * 6 * 256


def _build(code):
    return build_product(render.small_dot(code), code, "small_dot_main.cpp")


def emulate(a, b, c=None, grid=None, mask=OVER | INVALID, lt=None, shift=(0, 0)):
    """c[i] = a[i] . b[i] (a, b (count, k) NumPy arrays of one real dtype, strides as they
    lie: a stride 0 broadcasts) into c (default: a new array), by the emulated kernel on
    ``grid`` blocks (default: a block a step of outputs) with 2^lt threads an output (default:
    products._sd_lanes' choice on an H200), operands' first elements ``shift`` elements past
    a 64-byte boundary (plus their buffers' own offsets); returns (c, categories recorded,
    records made, scratch words after)."""
    count, k = a.shape
    if c is None:
        c = numpy.full(count, -7, a.dtype)  # (untouched places keep -7)
    (abuf, sa, aoff, _), (bbuf, sb, boff, _) = flat(a), flat(b)
    cbuf, sc, coff, cidx = flat(c)
    abuf = numpy.concatenate([numpy.zeros(shift[0], a.dtype), abuf])
    bbuf = numpy.concatenate([numpy.zeros(shift[1], a.dtype), bbuf])
    aoff, boff = aoff + shift[0], boff + shift[1]
    if lt is None:
        lt = products._sd_lanes(k, count, a.itemsize, THREADS)
    exe = _build(render.code(a.dtype))
    grid = -(-count >> (8 - lt)) if grid is None else grid
    words = [k, count, sa[0], sa[1], sb[0], sb[1], sc[0], lt, grid, mask, abuf.size, bbuf.size,
             cbuf.size, aoff, boff, coff]
    raw = run(exe, words, (abuf, bbuf, cbuf), "gpnumpy_sd_")
    cats, records, w0, w1 = struct.unpack("<4q", raw[:32])
    out = numpy.frombuffer(raw[32:], a.dtype)
    return out[cidx], cats, records, (w0, w1), out


def _rand(shape, dtype, seed):
    return numpy.random.default_rng(seed).standard_normal(shape).astype(dtype)


def _close(got, a, b):
    """got[i] is a[i] . b[i] within the dtype's rounding of a sum of k products in any order
    (k eps sum |a b|, beside float64's sum)."""
    a64, b64 = a.astype("f8"), b.astype("f8")
    want = (a64 * b64).sum(-1)
    bound = numpy.abs(a64 * b64).sum(-1) * a.shape[-1] * numpy.finfo(a.dtype).eps
    assert got.shape == want.shape
    bad = numpy.abs(got - want) > bound + 1e-300
    assert not bad.any(), (numpy.argwhere(bad)[:5], got[bad][:5], want[bad][:5])


_LIBM = ctypes.CDLL(ctypes.util.find_library("m"))
_LIBM.fmaf.restype = ctypes.c_float
_LIBM.fmaf.argtypes = (ctypes.c_float,) * 3
_LIBM.fma.restype = ctypes.c_double
_LIBM.fma.argtypes = (ctypes.c_double,) * 3


def _exact(a, b, lt=None, shift=(0, 0)):
    """c[i] = a[i] . b[i] as the kernel makes it, bit for bit: each thread's two fused
    multiply-add chains (16 bytes a load: its vectors r, r + 2L, ... and r + L, r + 3L, ...,
    each vector's elements in order, and one of k's tail; element by element: its elements
    r, r + 4L, ... and r + L, r + 5L, ... in pairs, then the rest), their sum, the shuffles'
    sums over the group's lanes (xor distances 16 .. 1) and, past a warp, the warps' sums in
    order (libm's fused multiply-add)."""
    count, k = a.shape
    dt = a.dtype.type
    f = _LIBM.fmaf if a.dtype == numpy.float32 else _LIBM.fma
    vk = 16 // a.itemsize
    if lt is None:
        lt = products._sd_lanes(k, count, a.itemsize, THREADS)
    big = 1 << lt
    lanes = min(big, 32)
    (_, sa, aoff, _), (_, sb, boff, _) = flat(a), flat(b)
    vec = (sa[1] == 1 and sb[1] == 1 and sa[0] % vk == 0 and sb[0] % vk == 0
           and (aoff + shift[0]) % vk == 0 and (boff + shift[1]) % vk == 0)
    out = numpy.zeros(count, a.dtype)
    al, bl = a.tolist(), b.tolist()
    for i in range(count):
        x, y = al[i], bl[i]
        part = []
        for r in range(big):
            s0 = s1 = 0.0
            if vec:
                nv = k // vk
                v = r
                while v + big < nv:
                    for j in range(vk):
                        s0 = f(x[v * vk + j], y[v * vk + j], s0)
                        s1 = f(x[(v + big) * vk + j], y[(v + big) * vk + j], s1)
                    v += 2 * big
                if v < nv:
                    for j in range(vk):
                        s0 = f(x[v * vk + j], y[v * vk + j], s0)
                e = nv * vk + r
                if e < k:
                    s1 = f(x[e], y[e], s1)
            else:
                e = r
                while e + 3 * big < k:
                    s0 = f(x[e], y[e], s0)
                    s1 = f(x[e + big], y[e + big], s1)
                    s0 = f(x[e + 2 * big], y[e + 2 * big], s0)
                    s1 = f(x[e + 3 * big], y[e + 3 * big], s1)
                    e += 4 * big
                while e < k:
                    s0 = f(x[e], y[e], s0)
                    e += big
            part.append(dt(s0) + dt(s1))
        d = lanes >> 1
        while d:
            part = [part[r] + part[r ^ d] for r in range(big)]
            d >>= 1
        tot = part[0]
        for w in range(1, big >> 5):
            tot = tot + part[32 * w]
        out[i] = tot
    return out


def _same(got, a, b, **kw):
    """got is the kernel's a . b bit for bit (_exact)."""
    want = _exact(a, b, **kw)
    assert got.shape == want.shape
    u = "u%d" % got.itemsize
    assert got.tobytes() == want.tobytes(), numpy.argwhere(got.view(u) != want.view(u))[:5]


def _layout(x, how, seed):
    """x (count, k) laid out ``how``: 'rows' C order; 'padded' rows a whole number of
    vectors apart (16 bytes a load, k's tail past the last whole one element by element);
    'cols' column-major (each row strided by count); 'strided' every other element along k; 'neg'
    k reversed; 'batchneg' the stack reversed; 'odd' rows of k + 1 elements (contiguous,
    not 16-byte aligned from the second on); 'broadcast' the first row over the stack;
    'kzero' one value along each row (stride 0 along k)."""
    if how == "rows":
        return numpy.ascontiguousarray(x)
    if how == "cols":
        return numpy.asfortranarray(x)
    if how == "strided":
        y = _rand(x.shape[:1] + (2 * x.shape[1],), x.dtype, seed)
        y[:, ::2] = x
        return y[:, ::2]
    if how == "neg":
        return numpy.ascontiguousarray(x[:, ::-1])[:, ::-1]
    if how == "batchneg":
        return numpy.ascontiguousarray(x[::-1])[::-1]
    if how == "padded":
        y = _rand((x.shape[0], -(-x.shape[1] // 8) * 8), x.dtype, seed)
        y[:, :x.shape[1]] = x
        return y[:, :x.shape[1]]
    if how == "odd":
        y = _rand((x.shape[0], x.shape[1] + 1), x.dtype, seed)
        y[:, :-1] = x
        return y[:, :-1]
    if how == "broadcast":
        return numpy.broadcast_to(x[:1], x.shape)
    return numpy.broadcast_to(x[:, :1], x.shape)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("k", [33, 34, 35, 37, 40, 63, 64, 65, 100, 127, 128, 129, 255, 1000,
                               1023, 1024, 1031])
def test_lengths(dtype, k):
    """k odd, a multiple of the vector or not (the tail past the last whole vector), short rows
    (several outputs a warp) and long ones (a warp each): within rounding, every output
    written, nothing recorded, the scratch words cleared."""
    count = 37
    a, b = _rand((count, k), dtype, k), _rand((count, k), dtype, k + 1)
    c, cats, records, words, _ = emulate(a, b)
    _close(c, a, b)
    _same(c, a, b)
    assert (cats, records, words) == (0, 0, (0, 0))  # (finite: no operand scan, no record)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("lt", range(2, 9))
def test_group_sizes(dtype, lt):
    """Every group size (4 .. 32 lanes of a warp, 2 .. 8 warps summed through shared memory),
    a stack that ends inside a block's step, blocks striding over the outputs (fewer blocks
    than steps): within rounding."""
    for k, count in ((200, 45), (1031, 7)):
        a, b = _rand((count, k), dtype, lt), _rand((count, k), dtype, lt + 1)
        for grid in (1, 2, None):
            c, cats, _, words, _ = emulate(a, b, lt=lt, grid=grid)
            _close(c, a, b)
            _same(c, a, b, lt=lt)
            assert (cats, words) == (0, (0, 0)), (k, count, grid)


LAYOUTS = ("rows", "padded", "cols", "strided", "neg", "batchneg", "odd", "broadcast", "kzero")


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("k", [37, 64, 130])
def test_operand_layouts(dtype, k):
    """Every pair of operand layouts: 16 bytes a load where both operands' rows are contiguous
    and aligned, element by element otherwise (strided, transposed, negative along k or the
    stack, rows not a whole number of vectors apart, stride 0 along k or the stack)."""
    count = 11
    for la in LAYOUTS:
        for lb in LAYOUTS:
            a = _layout(_rand((count, k), dtype, 3), la, 4)
            b = _layout(_rand((count, k), dtype, 5), lb, 6)
            c, cats, _, words, _ = emulate(a, b, grid=2)
            _close(c, a, b)
            _same(c, a, b)
            assert (cats, words) == (0, (0, 0)), (la, lb)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_unaligned_pointers(dtype):
    """An operand's first element one (or, for float32, two or three) elements past a 16-byte
    boundary: element by element, within rounding; both aligned: the same values."""
    count, k = 9, 101
    a, b = _rand((count, k), dtype, 7), _rand((count, k), dtype, 8)
    ref, _, _, _, _ = emulate(a, b)
    for shift in ((1, 0), (0, 1), (1, 1), (2, 3), (3, 0)):
        c, cats, _, words, _ = emulate(a, b, shift=shift)
        _close(c, a, b)
        _same(c, a, b, shift=shift)
        assert (cats, words) == (0, (0, 0)), shift
    c, _, _, _, _ = emulate(a, b, shift=(4, 8))  # (a whole 16 bytes either way: vectors)
    assert c.tobytes() == ref.tobytes()


def test_results_into_strided_and_reversed_outputs():
    """c with a stride (every third place: the others untouched) or reversed."""
    for dtype in ("float32", "float64"):
        count, k = 21, 77
        a, b = _rand((count, k), dtype, 9), _rand((count, k), dtype, 10)
        big = numpy.full(3 * count, -7, dtype)
        c, _, _, _, buf = emulate(a, b, c=big[::3])
        _close(c, a, b)
        gaps = numpy.ones(buf.size, bool)
        gaps[::3] = False  # (the buffer spans the view: its places every third)
        assert buf.size == 3 * count - 2 and (buf[gaps] == 0).all()  # (flat's zeros)
        c, _, _, _, _ = emulate(a, b, c=numpy.full(count, -7, dtype)[::-1], grid=1)
        _close(c, a, b)


def test_k_zero_gives_zeros():
    """k = 0 (gemm itself writes zeros; the kernel too): +0, nothing recorded."""
    a = numpy.zeros((5, 0), "float32")
    c, cats, _, words, _ = emulate(a, a, lt=2)
    assert (c == 0).all() and not numpy.signbit(c).any() and (cats, words) == (0, (0, 0))


def test_host_lanes():
    """products._sd_lanes: lanes of a warp for short rows (a thread two vectors of each
    operand), a warp for long ones, more warps (up to a block) only where the outputs leave
    the device's threads idle; products._dot_stack: which stacks take the kernel."""
    assert products._sd_lanes(33, 10 ** 6, 4, THREADS) == 2
    assert products._sd_lanes(64, 10 ** 6, 4, THREADS) == 3
    assert products._sd_lanes(1024, 16384, 4, THREADS) == 5
    assert products._sd_lanes(1024, 16384, 8, THREADS) == 5
    assert products._sd_lanes(40, 10 ** 6, 8, THREADS) == 3
    assert products._sd_lanes(1 << 20, 16, 4, THREADS) == 8
    assert products._sd_lanes(4096, 4000, 4, THREADS) == 6
    assert products._sd_lanes(4096, 1000, 4, THREADS) == 8
    dot = products._dot_stack
    assert dot("f", 33, 2, 4) and dot("d", 1024, 16384, 8) and dot("f", 1 << 20, 64, 4)
    assert dot("f", 1 << 14, 2, 4) and dot("d", 1 << 13, 63, 8)
    assert not dot("f", 32, 100, 4)  # (small_gemm.cu's stacks)
    assert not dot("f", 1000, 1, 4)  # (one product: gemv)
    assert not dot("F", 1000, 100, 8) and not dot("e", 1000, 100, 2)
    assert not dot("f", (1 << 14) + 1, 63, 4)  # (few long products: cuBLAS)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("lt", [3, 5, 7])
def test_floating_point_check(dtype, lt):
    """product_check's rule, as small_gemm.cu's: finite operands overflowing (an infinity:
    over; +inf and -inf in one sum making a NaN: over and invalid), inf * 0 invalid, a NaN
    operand quiet, an infinity times a finite value no error; ``mask`` selects what is
    recorded; one record a product, the scratch words cleared for the next."""
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    count, k = 13, 150
    ones = numpy.ones((count, k), dtype)
    for i in (0, 5, 12):  # (first, middle, last output)
        a = ones.copy()
        a[i, 70] = big
        b = ones.copy()
        b[i, 70] = big
        c, cats, records, words, _ = emulate(a, b, lt=lt, grid=2)
        assert numpy.isinf(c[i]) and numpy.isfinite(numpy.delete(c, i)).all()
        assert (cats, records, words) == (OVER, 1, (0, 0)), i
        c, cats, records, words, _ = emulate(a, b, lt=lt, grid=2, mask=INVALID)
        assert (cats, records, words) == (0, 1, (0, 0)), i
        b[i, 3] = -big
        a[i, 3] = big
        c, cats, records, _, _ = emulate(a, b, lt=lt, grid=2)
        assert numpy.isnan(c[i]) and cats == OVER | INVALID and records == 1
    a = ones.copy()
    a[7, 100] = numpy.inf
    z = ones.copy()
    z[7, 100] = 0
    c, cats, records, _, _ = emulate(a, z, lt=lt)
    assert numpy.isnan(c[7]) and cats == INVALID and records == 1
    c, cats, _, _, _ = emulate(a, z, lt=lt, mask=OVER)
    assert cats == 0  # (invalid not asked for)
    c, cats, records, _, _ = emulate(a, ones, lt=lt)  # (inf * 1: no error)
    assert numpy.isinf(c[7]) and cats == 0 and records == 1
    a[7, 100] = numpy.nan
    c, cats, records, _, _ = emulate(a, ones, lt=lt)
    assert numpy.isnan(c[7]) and cats == 0 and records == 1
    c, cats, records, words, _ = emulate(a, ones, lt=lt, mask=0)
    assert (cats, records, words) == (0, 0, (0, 0))  # no check: nothing counted


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_check_of_strided_and_broadcast_operands(dtype):
    """The check's operand scan (the last block, where the result is not finite) through the
    strides small_dot.cu hands it: an inf * 0 in a strided, reversed or broadcast operand is
    invalid, a NaN in one quiet."""
    count, k = 6, 90
    for la in ("strided", "neg", "batchneg", "cols", "broadcast"):
        x = numpy.ones((count, k), dtype)
        x[0, 11] = numpy.inf
        a = _layout(x, la, 1)
        z = numpy.ones((count, k), dtype)
        z[:, 11] = 0
        c, cats, records, _, _ = emulate(a, z, grid=1)
        assert numpy.isnan(c[0]) and cats == INVALID and records == 1, la
        x[0, 11] = numpy.nan
        c, cats, _, _, _ = emulate(_layout(x, la, 1), z, grid=1)
        assert numpy.isnan(c[0]) and cats == 0, la
