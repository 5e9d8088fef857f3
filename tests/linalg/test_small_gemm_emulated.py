"""small_gemm.cu's kernel, run on the host, against NumPy.

The rendered CUDA source (with product_check.cuh's check) is compiled with g++ over the warp
emulation of tests/random/emu/gpu_emu.h and launched with the arguments
``products._small_gemm`` gives it, so the kernel's own code -- tiles of 32 x 32 over a
stack, k in steps of 32, operands read through their strides (transposed, broadcast), edges
that are not multiples of 32, blocks striding over tiles, and the fused floating-point check
with its last-block count -- is checked without a GPU.  On a GPU, test_products.py runs it
through matmul.
"""
import os
import shutil
import struct
import subprocess
import tempfile

import numpy
import pytest

from gpnumpy._kernels import render
from tests.emu_build import LINALG_EMU, RANDOM_EMU, build, flat, needs_gxx

pytestmark = needs_gxx
OVER, INVALID = 2, 8


def _build(code):
    src, name = render.small_gemm(code)
    body = src[len(render.prelude(False, fpe=True)):].replace(name, "emu_kernel")
    ctype = {"f4": "float", "f8": "double"}[code]
    text = ('#include "small_gemm_emu.h"\n#define EMU_T %s\n%s\n#include "small_gemm_main.cpp"\n'
            % (ctype, body))
    return build(text, (LINALG_EMU, RANDOM_EMU))


def emulate(a, b, c=None, grid=None, mask=OVER | INVALID):
    """a @ b over stacks (a (count, m, k), b (count, k, n) NumPy arrays of one real dtype,
    strides as they lie, a batch stride 0 broadcasts) into c (default: a new C-ordered
    array), by the emulated kernel on ``grid`` blocks (default: every tile a block);
    returns (c, categories recorded, records made, scratch words after)."""
    count, m, k = a.shape
    n = b.shape[-1]
    if c is None:
        c = numpy.full((count, m, n), -7, a.dtype)  # (untouched places keep -7)
    exe = _build(render.code(a.dtype))
    tiles = -(-m // 32) * -(-n // 32) * count
    grid = tiles if grid is None else grid
    (abuf, sa, aoff, _), (bbuf, sb, boff, _) = flat(a), flat(b)
    cbuf, sc, coff, cidx = flat(c)
    words = [m, n, k, count, *sa, *sb, *sc, grid, mask, abuf.size, bbuf.size, cbuf.size,
             aoff, boff, coff]
    d = tempfile.mkdtemp(prefix="gpnumpy_sg_")
    try:
        with open(os.path.join(d, "in"), "wb") as f:
            f.write(struct.pack("<%dq" % len(words), *words))
            for buf in (abuf, bbuf, cbuf):
                f.write(buf.tobytes())
        subprocess.run([exe, os.path.join(d, "in"), os.path.join(d, "out")], check=True,
                       timeout=300)
        raw = open(os.path.join(d, "out"), "rb").read()
    finally:
        shutil.rmtree(d, ignore_errors=True)
    cats, records, w0, w1 = struct.unpack("<4q", raw[:32])
    out = numpy.frombuffer(raw[32:], a.dtype)
    return out[cidx], cats, records, (w0, w1)


def _rand(shape, dtype, seed):
    return numpy.random.default_rng(seed).standard_normal(shape).astype(dtype)


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
