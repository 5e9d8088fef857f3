"""small_gemm.cu's kernel, run on the host, against NumPy.

The rendered CUDA source (with product_check.cuh's check) is compiled with g++ over the warp
emulation of tests/random/emu/gpu_emu.h and launched with the arguments
``products._small_gemm`` gives it, so the kernel's own code -- tiles of 32 x 32 over a
stack, k in steps of 32, operands read through their strides (transposed, broadcast), edges
that are not multiples of 32, blocks striding over tiles, and the fused floating-point check
with its last-block count -- is checked without a GPU.  On a GPU, test_products.py runs it
through matmul.
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


def _build(code, pack):
    return build_product(render.small_gemm(code, pack), code, "small_gemm_main.cpp")


def emulate(a, b, c=None, grid=None, mask=OVER | INVALID, pack=None):
    """a @ b over stacks (a (count, m, k), b (count, k, n) NumPy arrays of one real dtype,
    strides as they lie, a batch stride 0 broadcasts) into c (default: a new C-ordered
    array), by the emulated kernel on ``grid`` blocks (default: every tile a block) in the
    variant ``pack`` (default: the one products._small_gemm takes);
    returns (c, categories recorded, records made, scratch words after)."""
    count, m, k = a.shape
    n = b.shape[-1]
    if c is None:
        c = numpy.full((count, m, n), -7, a.dtype)  # (untouched places keep -7)
    (abuf, sa, aoff, _), (bbuf, sb, boff, _) = flat(a), flat(b)
    cbuf, sc, coff, cidx = flat(c)
    if pack is None:
        pack = products._sg_pack(m, n, k, sa[1:], sa[0], sb[1:], sb[0])
    exe = _build(render.code(a.dtype), pack)
    tiles = products._sg_tiles(m, n, k, count, a.itemsize, pack)
    grid = tiles if grid is None else grid
    words = [m, n, k, count, *sa, *sb, *sc, grid, mask, abuf.size, bbuf.size, cbuf.size,
             aoff, boff, coff]
    raw = run(exe, words, (abuf, bbuf, cbuf), "gpnumpy_sg_")
    cats, records, w0, w1 = struct.unpack("<4q", raw[:32])
    out = numpy.frombuffer(raw[32:], a.dtype)
    return out[cidx], cats, records, (w0, w1)


def _rand(shape, dtype, seed):
    return numpy.random.default_rng(seed).standard_normal(shape).astype(dtype)


_LIBM = ctypes.CDLL(ctypes.util.find_library("m"))
_LIBM.fmaf.restype = ctypes.c_float
_LIBM.fmaf.argtypes = (ctypes.c_float,) * 3
_LIBM.fma.restype = ctypes.c_double
_LIBM.fma.argtypes = (ctypes.c_double,) * 3


_EXACT = {}


def _exact(a, b):
    """a @ b as the kernel makes it, bit for bit: each value fma(a[i, l], b[l, j], acc) for
    l = 0 .. k - 1 in order from +0 (libm's fused multiply-add)."""
    key = (a.dtype.str, a.shape, b.shape, a.tobytes(), b.tobytes())
    if key not in _EXACT:
        if len(_EXACT) > 8:
            _EXACT.clear()
        _EXACT[key] = _exact_of(a, b)
    return _EXACT[key]


def _exact_of(a, b):
    f = _LIBM.fmaf if a.dtype == numpy.float32 else _LIBM.fma
    count, m, k = a.shape
    n = b.shape[-1]
    c = numpy.zeros((count, m, n), a.dtype)
    al, bl = a.tolist(), b.tolist()
    for s in range(count):
        for i in range(m):
            for j in range(n):
                acc = 0.0
                for l in range(k):
                    acc = f(al[s][i][l], bl[s][l][j], acc)
                c[s, i, j] = acc
    return c


def _same(got, a, b):
    """got is a @ b bit for bit (_exact)."""
    want = _exact(a, b)
    assert got.shape == want.shape
    assert got.tobytes() == want.tobytes(), numpy.argwhere(got.view("u%d" % got.itemsize)
                                                           != want.view("u%d" % got.itemsize))


def _close(got, a, b):
    want = numpy.matmul(a.astype("f8"), b.astype("f8"))
    tol = 1e-5 if a.dtype == numpy.float32 else 1e-13
    scale = max(1.0, float(numpy.abs(want).max()))
    assert got.shape == want.shape
    assert numpy.abs(got - want).max() <= tol * scale * a.shape[-1], numpy.abs(got - want).max()


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("m,k,n", [(1, 1, 1), (5, 7, 3), (32, 32, 32), (33, 31, 40),
                                   (64, 64, 64), (1, 64, 17), (50, 1, 2)])
def test_products(dtype, m, k, n):
    a, b = _rand((2, m, k), dtype, 1), _rand((2, k, n), dtype, 2)
    c, cats, records, words = emulate(a, b, grid=3)
    _close(c, a, b)
    _same(c, a, b)
    assert (cats, words) == (0, (0, 0))  # finite: nothing recorded, the scratch words cleared


def test_layouts():
    a = _rand((3, 20, 9), "float64", 3)
    b = _rand((3, 9, 13), "float64", 4)
    cases = [
        ("a transposed", numpy.ascontiguousarray(a.swapaxes(1, 2)).swapaxes(1, 2), b),
        ("b transposed", a, numpy.ascontiguousarray(b.swapaxes(1, 2)).swapaxes(1, 2)),
        ("a broadcast over the stack", numpy.broadcast_to(a[:1], a.shape), b),
        ("b broadcast over the stack", a, numpy.broadcast_to(b[1:2], b.shape)),
        ("every other row and column", _rand((3, 40, 18), "float64", 5)[:, ::2, ::2], b),
        ("negative strides", a[::-1, ::-1, ::-1], b[:, ::-1]),
    ]
    for label, x, y in cases:
        c, cats, _, _ = emulate(x, y, grid=2)
        _close(c, x, y)
        _same(c, x, y)
        assert cats == 0, label
    # into a transposed result: only the result's places are written
    x, y = a[:1], b[:1]
    out = numpy.full((1, 13, 20), -7.0).swapaxes(1, 2)
    c, _, _, _ = emulate(x, y, c=out)
    _close(c, x, y)


def test_k_zero_gives_zeros():
    a, b = numpy.zeros((2, 3, 0)), numpy.zeros((2, 0, 4))
    c, cats, _, words = emulate(a, b, grid=1)
    assert (c == 0).all() and cats == 0 and words == (0, 0)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_floating_point_check(dtype):
    """product_check's rule: finite operands overflowing (and an inf - inf making a NaN),
    inf * 0 invalid, NaN operands quiet; ``mask`` selects what is recorded; one record a
    product, the scratch words cleared for the next."""
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    ones = numpy.ones((2, 3, 4), dtype)
    over = ones.copy()
    over[1, 2, 3] = big
    c, cats, records, words = emulate(over, numpy.full((2, 4, 3), big, dtype))
    assert numpy.isfinite(c[0]).all()  # (big * 1 summed: only the big * big places overflow)
    assert numpy.isinf(c).any() and cats == OVER and records == 1 and words == (0, 0)
    inf0 = ones.copy()
    inf0[0, 0, 0] = numpy.inf
    zeros = numpy.zeros((2, 4, 5), dtype)
    c, cats, records, _ = emulate(inf0, zeros, grid=1)
    assert numpy.isnan(c[0, 0]).all() and cats == INVALID and records == 1
    c, cats, _, _ = emulate(inf0, zeros, mask=OVER)
    assert cats == 0  # invalid not asked for
    nan = ones.copy()
    nan[1, 1, 1] = numpy.nan
    c, cats, records, _ = emulate(nan, ones.swapaxes(1, 2).copy())
    assert numpy.isnan(c).any() and cats == 0 and records == 1
    c, cats, records, words = emulate(nan, ones.swapaxes(1, 2).copy(), mask=0)
    assert cats == 0 and records == 0 and words == (0, 0)  # no check: nothing counted


def _layout(x, how, seed):
    """x (count, r, c) laid out ``how``: 'rows' C order, 'cols' each matrix transposed in
    memory, 'shifted' C order one element past a 16-byte boundary (read element by element),
    'strided' every other column, 'broadcast' the first matrix over the stack."""
    if how == "rows":
        return numpy.ascontiguousarray(x)
    if how == "cols":
        return numpy.ascontiguousarray(x.swapaxes(1, 2)).swapaxes(1, 2)
    if how == "shifted":
        buf = numpy.empty(x.size + 1, x.dtype)
        y = buf[1:].reshape(x.shape)
        y[...] = x
        return y
    if how == "strided":
        y = _rand(x.shape[:2] + (2 * x.shape[2],), x.dtype, seed)
        y[:, :, ::2] = x
        return y[:, :, ::2]
    return numpy.broadcast_to(x[:1], x.shape)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("m,k,n", [(32, 32, 32), (36, 40, 20), (8, 4, 12), (33, 31, 6),
                                   (2, 64, 64)])
def test_operand_paths(dtype, m, k, n):
    """Every pair of operand layouts, each read 16 bytes a load along k (A in rows, B in
    columns), across rows or columns and stored transposed (A in columns, B in rows), or
    element by element (shifted, strided, or an extent that is not a multiple of the vector),
    with edges of the 32 x 32 tiles and of the thread's 2 x 2 block: bit for bit."""
    for la in ("rows", "cols", "shifted", "strided", "broadcast"):
        for lb in ("rows", "cols", "shifted", "strided", "broadcast"):
            a = _layout(_rand((2, m, k), dtype, 7), la, 8)
            b = _layout(_rand((2, k, n), dtype, 9), lb, 10)
            c, cats, _, words = emulate(a, b, grid=2)
            _same(c, a, b)
            assert (cats, words) == (0, (0, 0)), (la, lb)


def test_wide_offsets():
    """A row stride past 2^24 elements (offsets inside a matrix past 32 bits): bit for bit."""
    big = (1 << 24) + 3
    a = _rand((1, 2, 5), "float32", 11)
    b = _rand((1, 5, 3), "float32", 12)
    buf = numpy.zeros(big + 8, "float32")
    wa = numpy.lib.stride_tricks.as_strided(buf, (1, 2, 5), (0, big * 4, 4))
    wa[...] = a
    c, cats, _, _ = emulate(wa, b)
    _same(c, wa, b)
    assert cats == 0


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_check_at_each_place_of_a_thread(dtype):
    """A thread makes rows i, i + 16 and columns j, j + 16 of a tile: an overflow or a NaN
    at each of the four (and in a second row and column of tiles) is found."""
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    for i, j in [(3, 5), (3, 21), (19, 5), (19, 21), (35, 37), (50, 60)]:
        m, n = (36, 40) if i < 32 and j < 32 else (64, 64)
        a = numpy.ones((1, m, 8), dtype)
        b = numpy.ones((1, 8, n), dtype)
        a[0, i, :] = big
        b[0, :, j] = big
        c, cats, records, words = emulate(a, b, grid=2)
        assert numpy.isinf(c[0, i, j]) and numpy.isfinite(c).sum() == c.size - 1
        assert (cats, records, words) == (OVER, 1, (0, 0)), (i, j)
        a[0, i, 0] = numpy.nan
        c, cats, records, words = emulate(a, b, grid=2)
        assert numpy.isnan(c[0, i]).all() and (cats, records, words) == (0, 1, (0, 0)), (i, j)


def test_general_variant_of_small_shapes():
    """The 32 x 32 tile variant still makes small products (where an operand's offsets pass
    32 bits the host takes it for them): bit for bit, every layout of one shape."""
    for dtype in ("float32", "float64"):
        for la in ("rows", "cols", "shifted", "strided", "broadcast"):
            for lb in ("rows", "cols", "shifted", "strided", "broadcast"):
                a = _layout(_rand((3, 5, 9), dtype, 7), la, 8)
                b = _layout(_rand((3, 9, 12), dtype, 9), lb, 10)
                c, cats, _, words = emulate(a, b, grid=2, pack=False)
                _same(c, a, b)
                assert (cats, words) == (0, (0, 0)), (la, lb)


# ---- the variant for stacks of small matrices (m, n <= 16, k <= 32: products._sg_pack):
# several whole matrices a block's step, a thread an output


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("m", range(1, 17))
def test_pack_shapes(dtype, m):
    """Every m, n in 1 .. 16 (k through 1 .. 32), stacks that end inside a step's group of
    matrices, blocks striding over the groups or one a group: bit for bit, every output
    written."""
    ns = range(1, 17) if dtype == "float32" else (1, 2, 3, 4, 7, 8, 9, 15, 16)
    for n in ns:
        k = 1 + (5 * m + 3 * n) % 32
        count = 3 + (m * n) % 7 + 4096 // (m * n * max(k, 4) * 2)  # (over a step's group)
        a, b = _rand((count, m, k), dtype, m), _rand((count, k, n), dtype, n)
        assert products._sg_pack(m, n, k, (k, 1), m * k, (n, 1), k * n)
        # (a block a step, products._sg_tiles' count: the host's group size is the kernel's)
        c, cats, _, words = emulate(a, b, grid=3 if (m + n) % 2 else None)
        _same(c, a, b)
        assert (cats, words) == (0, (0, 0)), (m, n, k)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_pack_every_k(dtype):
    """k through 0 .. 32 for 8 x 8 (the padding of k to a power of two and a whole vector)."""
    for k in range(0, 33):
        a, b = _rand((9, 8, k), dtype, k), _rand((9, k, 8), dtype, k + 1)
        c, cats, _, words = emulate(a, b, grid=2)
        if k:
            _same(c, a, b)
        else:
            assert (c == 0).all() and not numpy.signbit(c).any()
        assert (cats, words) == (0, (0, 0)), k


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("m,k,n,count", [(8, 8, 8, 9), (5, 7, 13, 11), (16, 32, 16, 3),
                                         (1, 3, 16, 40), (16, 32, 1, 20), (4, 32, 4, 37),
                                         (2, 2, 3, 300)])
def test_pack_operand_paths(dtype, m, k, n, count):
    """Every pair of operand layouts (rows, transposed, shifted, strided, broadcast over the
    stack) with several matrices a step: bit for bit."""
    for la in ("rows", "cols", "shifted", "strided", "broadcast"):
        for lb in ("rows", "cols", "shifted", "strided", "broadcast"):
            a = _layout(_rand((count, m, k), dtype, 7), la, 8)
            b = _layout(_rand((count, k, n), dtype, 9), lb, 10)
            c, cats, _, words = emulate(a, b, grid=2, pack=True)
            _same(c, a, b)
            assert (cats, words) == (0, (0, 0)), (la, lb)


def test_pack_negative_strides_and_results():
    """Negative strides of the operands, a transposed and a strided result: bit for bit."""
    for dtype in ("float32", "float64"):
        a = _rand((6, 7, 5), dtype, 3)
        b = _rand((6, 5, 9), dtype, 4)
        x, y = a[::-1, ::-1, ::-1], b[:, ::-1]
        c, cats, _, _ = emulate(x, y, grid=2, pack=True)
        _same(c, x, y)
        out = numpy.full((6, 9, 7), -7, dtype).swapaxes(1, 2)
        c, _, _, _ = emulate(a, b, c=out, pack=True)
        _same(c, a, b)
        big = numpy.full((6, 14, 18), -7, dtype)
        c, _, _, _ = emulate(a, b, c=big[:, ::2, ::2], grid=1, pack=True)
        _same(c, a, b)


def test_pack_wide_strides():
    """A batch stride past what 32-bit offsets over a step's matrices allow takes the 32 x 32
    variant; one just inside them the small-matrix variant: both bit for bit."""
    assert not products._sg_pack(2, 3, 4, (4, 1), 1 << 23, (3, 1), 12)
    assert products._sg_pack(2, 3, 4, (4, 1), 1 << 22, (3, 1), 12)
    for stride in ((1 << 23) + 5, 1 << 22):
        buf = numpy.zeros(2 * stride, "float32")
        a = numpy.lib.stride_tricks.as_strided(buf, (2, 2, 4), (stride * 4, 16, 4))
        a[...] = _rand((2, 2, 4), "float32", 1)
        b = _rand((2, 4, 3), "float32", 2)
        c, cats, _, _ = emulate(a, b)
        _same(c, a, b)
        assert cats == 0


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_pack_check(dtype):
    """product_check's rule over a step of several matrices: an overflow in one matrix of a
    step's group (or in two) recorded once, inf * 0 invalid, NaN operands quiet, in the last
    group (which ends inside its matrices) too; ``mask`` selects what is recorded."""
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    count = 11  # (8 x 8: 8 matrices a step, a thread's outputs in s and s + 4; the last step 3)
    for mats in ([5], [1, 5], [4, 6], [10], [0, 10]):
        a = numpy.ones((count, 8, 8), dtype)
        b = numpy.ones((count, 8, 8), dtype)
        for s in mats:
            a[s, 3, :] = big
            b[s, :, 6] = big
        c, cats, records, words = emulate(a, b, grid=2)
        bad = numpy.argwhere(~numpy.isfinite(c))
        assert sorted(map(tuple, bad)) == [(s, 3, 6) for s in mats]
        assert (cats, records, words) == (OVER, 1, (0, 0)), mats
        c, cats, records, words = emulate(a, b, grid=2, mask=INVALID)
        assert (cats, records, words) == (0, 1, (0, 0)), mats
    a = numpy.ones((count, 8, 8), dtype)
    a[9, 2, 2] = numpy.inf
    z = numpy.zeros((count, 8, 8), dtype)
    c, cats, records, _ = emulate(a, z, grid=1)
    assert numpy.isnan(c[9, 2]).all() and cats == INVALID and records == 1
    assert numpy.isfinite(numpy.delete(c, 9, axis=0)).all()
    a[9, 2, 2] = numpy.nan
    c, cats, records, _ = emulate(a, numpy.ones_like(a), grid=1)
    assert numpy.isnan(c[9, 2]).all() and cats == 0 and records == 1
    c, cats, records, words = emulate(a, numpy.ones_like(a), mask=0)
    assert (cats, records, words) == (0, 0, (0, 0))
