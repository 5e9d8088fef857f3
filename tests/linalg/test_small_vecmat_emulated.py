"""small_vecmat.cu's kernel (a vector times a matrix read across its rows: X.T @ r, w @ M),
run on the host, against NumPy.

The rendered CUDA source (with product_check.cuh's fused check) is compiled with g++ over the
warp emulation of tests/random/emu/gpu_emu.h and launched with the grid ``products._vm_plan``
gives it, so the kernel's own code -- column tiles of 1 .. 256 threads, 16-byte loads of
aligned rows and element-by-element reads otherwise (unaligned, rows not a whole number of
vectors apart, the last columns of a vector), four rows in flight and the rest one by one,
the block's sum over its row threads, one slab writing C or several slabs' sums summed by each
tile's last block (blocks run first to last and last to first, so either end finishes a
tile), the tiles' counts set back to zero, and the floating-point check -- is checked without
a GPU.  On a GPU, test_products.py runs it through matmul, dot and vecmat.
"""
import struct

import numpy
import pytest

from gpnumpy._core import products
from gpnumpy._kernels import render
from tests.emu_build import build_product, flat, needs_gxx, run

pytestmark = needs_gxx
OVER, INVALID = 2, 8
SMS = 132  # (an H200's: the plans of products._vm_plan)


def _build(code):
    return build_product(render.small_vecmat(code), code, "small_vecmat_main.cpp")


def emulate(a, b, plan=None, mask=OVER | INVALID, shift=0, reverse=False, cb=1):
    """c = b @ a (a (k, n) with rows contiguous along n, b (k,)) by the emulated kernel on
    ``plan`` (ct, tiles, slabs, rows; default products._vm_plan's on an H200), a's first
    element ``shift`` elements past a 64-byte boundary, c every ``cb``th place of its buffer;
    returns (c, categories recorded, records made, scratch words 0 and 1 after, the tiles'
    counts' sum after)."""
    k, n = a.shape
    (abuf, sa, aoff, _), (bbuf, sb, boff, _) = flat(a), flat(b)
    assert sa[1] == 1 or n == 1
    abuf = numpy.concatenate([numpy.zeros(shift, a.dtype), abuf])
    aoff += shift
    isz = a.itemsize
    vec = (sa[0] % (16 // isz) == 0 and aoff % (16 // isz) == 0)
    if plan is None:
        plan = products._vm_plan(k, n, isz, vec, SMS)
    ct, tiles, slabs, rows = plan
    cbuf = numpy.full(n * cb, -7, a.dtype)
    exe = _build(render.code(a.dtype))
    words = [k, n, sa[0], sb[0], cb, tiles, slabs, rows, ct, int(vec), mask, abuf.size,
             bbuf.size, cbuf.size, aoff, boff, 0, int(reverse)]
    raw = run(exe, words, (abuf, bbuf, cbuf), "gpnumpy_vm_")
    cats, records, w0, w1, counts = struct.unpack("<5q", raw[:40])
    out = numpy.frombuffer(raw[40:], a.dtype)
    if cb > 1:
        assert (numpy.delete(out, numpy.arange(0, n * cb, cb)) == -7).all()  # (untouched)
    return out[::cb], cats, records, (w0, w1), counts


def _rand(shape, dtype, seed):
    return numpy.random.default_rng(seed).standard_normal(shape).astype(dtype)


def _close(got, a, b):
    """got[j] is sum_i b[i] a[i, j] within the dtype's rounding of a sum of k products in any
    order."""
    a64, b64 = a.astype("f8"), b.astype("f8")
    want = b64 @ a64
    bound = numpy.abs(b64) @ numpy.abs(a64) * a.shape[0] * numpy.finfo(a.dtype).eps
    assert got.shape == want.shape
    bad = numpy.abs(got - want) > bound + 1e-300
    assert not bad.any(), (numpy.argwhere(bad)[:5], got[bad][:5], want[bad][:5])


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("k, n", [(1, 5), (3, 64), (100, 7), (300, 64), (2000, 33), (4000, 64),
                                  (64, 1000), (9, 2050), (513, 130)])
def test_shapes_with_the_hosts_plan(dtype, k, n):
    """Products._vm_plan's grid for each shape (one slab or many, tiles narrowed to fill the
    grid), blocks finishing in either order: within rounding, every output written, nothing
    recorded, the scratch words and every tile's count back to zero."""
    a, b = _rand((k, n), dtype, k), _rand(k, dtype, n)
    for reverse in (False, True):
        c, cats, records, words, counts = emulate(a, b, reverse=reverse)
        _close(c, a, b)
        assert (cats, records, words, counts) == (0, 0, (0, 0), 0)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("ct", range(0, 9))
def test_every_tile_width(dtype, ct):
    """2^ct threads across a tile (1 .. 256), one slab and several (the tile's last block
    sums over them with 256 / width threads a column, or a thread a column past 256), the
    columns past the last tile's end and the last partial vector left alone."""
    k = 203
    for n in (77, 76):  # (rows 77 apart: a column a thread; 76: a vector, but the last's end)
        a, b = _rand((k, n), dtype, ct), _rand(k, dtype, ct + 1)
        isz = a.itemsize
        width = (1 << ct) * (16 // isz if n % (16 // isz) == 0 else 1)
        tiles = -(-n // width)
        for slabs in (1, 2, 5, 13):
            rows = -(-k // slabs)
            c, cats, _, words, counts = emulate(a, b, plan=(ct, tiles, -(-k // rows), rows),
                                                reverse=slabs == 5)
            _close(c, a, b)
            assert (cats, words, counts) == (0, (0, 0), 0), (n, slabs)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_layouts(dtype):
    """Rows not a whole number of vectors apart (element by element), the matrix's first
    element off a 16-byte boundary (element by element), a strided and a broadcast vector,
    the output strided: within rounding, and aligned data gives the same values either way
    of reading it within a slab's order."""
    k, n = 150, 45
    a, b = _rand((k, n), dtype, 1), _rand(k, dtype, 2)
    _close(emulate(a, b)[0], a, b)
    wide = _rand((k, n + 3), dtype, 3)
    wide[:, :n] = a
    _close(emulate(wide[:, :n], b)[0], a, b)  # (rows n + 3 apart: element by element)
    for shift in (1, 2, 3):
        _close(emulate(a, b, shift=shift)[0], a, b)
    bb = _rand(2 * k, dtype, 4)
    _close(emulate(a, bb[::2])[0], a, bb[::2])
    _close(emulate(a, numpy.broadcast_to(b[:1], (k,)))[0], a, numpy.broadcast_to(b[:1], (k,)))
    c, _, _, _, _ = emulate(a, b, cb=3)
    _close(c, a, b)


@pytest.mark.parametrize("dtype", ["float64", "float32"])
def test_floating_point_check(dtype):
    """product_check's rule, as small_dot.cu's: finite operands overflowing (over), inf * 0
    (invalid), a NaN operand quiet; ``mask`` selects; one record a product, whichever block
    wrote the output, the scratch words and the counts cleared."""
    big = {"float32": 1e30, "float64": 1e200}[dtype]
    k, n = 700, 40
    for j, i in ((0, 0), (39, 699), (17, 350)):
        for plan in (None, (3, 3, 1, k), (2, 5, 7, 100)):  # (float32: tiles past the end)
            a = numpy.ones((k, n), dtype)
            b = numpy.ones(k, dtype)
            a[i, j] = big
            b[i] = big
            c, cats, records, words, counts = emulate(a, b, plan=plan)
            assert numpy.isinf(c[j]) and numpy.isfinite(numpy.delete(c, j)).all(), plan
            assert (cats, records, words, counts) == (OVER, 1, (0, 0), 0), plan
            c, cats, records, _, _ = emulate(a, b, plan=plan, mask=INVALID)
            assert (cats, records) == (0, 1), plan
    a = numpy.ones((k, n), dtype)
    a[5, 9] = numpy.inf
    z = numpy.ones(k, dtype)
    z[5] = 0
    c, cats, records, _, _ = emulate(a, z)
    assert numpy.isnan(c[9]) and cats == INVALID and records == 1
    a[5, 9] = numpy.nan
    c, cats, records, _, _ = emulate(a, numpy.ones(k, dtype))
    assert numpy.isnan(c[9]) and cats == 0 and records == 1


def test_host_plans():
    """products._vm_plan: a tile as wide as the columns, narrowed until two blocks an SM,
    slabs of at least 8 rows a thread and at most 32 sums a thread at a tile's end; too many
    tiles: None (cuBLAS)."""
    assert products._vm_plan(65536, 64, 4, True, SMS) == (3, 2, 132, 497)
    assert products._vm_plan(4096, 4096, 8, True, SMS) == (7, 16, 17, 241)
    assert products._vm_plan(256, 100000, 4, True, SMS) == (8, 98, 3, 86)
    assert products._vm_plan(2, 64, 4, True, SMS)[2] == 1
    assert products._vm_plan(10, 4 * 256 * 1025, 4, True, SMS) is None
    for k, n, isz, vec in ((65536, 64, 4, True), (1024, 1024, 8, True), (100, 4096, 8, True),
                           (5000, 33, 4, False), (7, 3, 8, True)):
        ct, tiles, slabs, rows = products._vm_plan(k, n, isz, vec, SMS)
        width = (1 << ct) * (16 // isz if vec else 1)
        assert tiles * width >= n > (tiles - 1) * width and (slabs - 1) * rows < k <= slabs * rows
        assert -(-slabs // max(1, 256 // width)) * -(-width // 256) <= 32
