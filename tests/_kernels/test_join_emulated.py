"""join.cu (elementwise.copy_parts' one launch: a concatenation's, a stack's, an array of
arrays' parts) run on the host: the rendered kernel compiled with g++ as plain C++, every block
and thread of its grid in turn, over the table elementwise.join_table makes from the parts'
layouts (elementwise._rows).  The parts are views of random layouts (contiguous, reversed,
rows of a wider array, every other element, transposed) of every word size, their places those of
NumPy's concatenation along each axis; the output must be NumPy's, byte for byte, and nothing
around it written, for grids of one block, a few, and as many as the launch takes.  On the GPU
tests/_core's concatenate, stack and array() tests run the same kernel.
"""
import os
import subprocess

import numpy
import pytest

from gpnumpy._core import elementwise
from gpnumpy._kernels import render
from gpnumpy._kernels.launch import grid_for
from tests.emu_build import KERNELS_EMU, build, needs_gxx

pytestmark = needs_gxx

_PRELUDE = r"""
struct uint4 { unsigned x, y, z, w; };
#define __global__
#define __launch_bounds__(...)
#define __restrict__
struct emu_dim { unsigned x, y, z; };
static emu_dim blockIdx = {0, 0, 0}, blockDim = {1, 1, 1}, gridDim = {1, 1, 1}, threadIdx = {0, 0, 0};
"""
_DTYPES = {1: "u1", 2: "u2", 4: "u4", 8: "u8", 16: "c16"}
_SRC = 1 << 16  # (the sources' region of the buffer; the output follows it)


def _build(unit):
    src, kname = render.join(unit)
    body = src[len(render.prelude(False)):].replace(kname, "emu_kernel")
    return build(_PRELUDE + body + '#include "join_emu.cpp"\n', (KERNELS_EMU,), std="c++17")


def _part(rng, buf, shape, dt, kind):
    """A view of ``shape`` over the sources' region of ``buf``, laid out as ``kind`` says."""
    isz = dt.itemsize
    wide = tuple(2 * n + 1 for n in shape)
    need = int(numpy.prod(wide)) * isz
    off = int(rng.integers(0, (_SRC - need) // isz)) * isz
    full = numpy.ndarray(wide, dt, buffer=buf, offset=off)
    inner = tuple(slice(0, n) for n in shape)
    if kind == "contiguous":
        return numpy.ndarray(shape, dt, buffer=buf, offset=off)
    if kind == "rows":  # (the leading rows of a wider array: a pitch per row)
        return full[inner]
    if kind == "reversed":
        return numpy.ndarray(shape, dt, buffer=buf, offset=off)[::-1]
    if kind == "every other":  # (one element a row, where no other axis is long)
        return full[tuple(slice(0, 2 * n, 2) for n in shape)]
    assert kind == "transposed"
    return numpy.ndarray(shape[::-1], dt, buffer=buf, offset=off).T


@pytest.mark.parametrize("isz", sorted(_DTYPES))
@pytest.mark.parametrize("nd", [1, 2, 3])
def test_join_matches_numpys_concatenation(tmp_path, isz, nd):
    rng = numpy.random.default_rng(isz * 10 + nd)
    dt = numpy.dtype(_DTYPES[isz])
    for case in range(12):
        buf = bytearray(rng.integers(0, 256, _SRC + (1 << 15), dtype=numpy.uint8).tobytes())
        base = numpy.frombuffer(buf, numpy.uint8).ctypes.data
        axis = int(rng.integers(0, nd))
        shape = [int(v) for v in rng.integers(1, 7, nd)]
        parts = []
        for _ in range(int(rng.integers(2, 9))):
            shape[axis] = int(rng.integers(0, 7))
            kind = ["contiguous", "rows", "reversed", "every other", "transposed"][int(rng.integers(0, 5))]
            parts.append(_part(rng, buf, tuple(shape), dt, kind))
        want = numpy.concatenate(parts, axis)
        out_off = _SRC + int(rng.integers(0, 4)) * 16 + (isz if case % 3 == 0 else 0)
        if out_off + want.nbytes > len(buf):
            continue
        ostrides = want.strides
        rows, ids, src, offs, index = [], [], [], [], {}
        pos = 0
        for x in parts:
            key = (x.shape, x.strides)
            if x.size:
                r = elementwise._rows(x.shape, x.strides, ostrides, isz)
                if r is None:  # (not rows: copy_parts copies it with copy_into)
                    assert len([n for n in x.shape if n != 1]) >= 2
                else:
                    if key not in index:
                        index[key] = len(rows)
                        rows.append(r)
                    ids.append(index[key])
                    src.append(x.ctypes.data - base)
                    offs.append(pos * ostrides[axis])
            pos += x.shape[axis]
        if len(ids) < 1:
            continue
        t, unit, total = elementwise.join_table(rows, ids, src, offs, out_off)
        assert all(v % unit == 0 for v in list(t[:2].ravel()) + [out_off])
        keep = bytes(buf)
        for grid, block in ((1, 256), (3, 32), (grid_for(total, 256, 1 << 16), 256)):
            hdr = numpy.array([len(ids), total, grid, block, len(buf)], numpy.int64)
            inp, outp = str(tmp_path / "in"), str(tmp_path / "out")
            with open(inp, "wb") as f:
                f.write(hdr.tobytes() + t.tobytes() + keep)
            subprocess.run([_build(unit), inp, outp], check=True, timeout=300)
            got = numpy.fromfile(outp, numpy.uint8)
            ref = numpy.frombuffer(keep, numpy.uint8).copy()
            placed = numpy.ndarray(want.shape, dt, buffer=ref, offset=out_off)
            pos = 0
            for x in parts:
                k = x.shape[axis]
                if x.size and elementwise._rows(x.shape, x.strides, ostrides, isz) is not None:
                    sl = [slice(None)] * nd
                    sl[axis] = slice(pos, pos + k)
                    placed[tuple(sl)] = x
                pos += k
            assert got.tobytes() == ref.tobytes(), (case, unit, grid, block)


def test_words_follow_the_alignment():
    """The word is the widest (up to 16 bytes) dividing every address, row and pitch."""
    for rows, src, base, unit in (([(1, 64, 0, 0)], [0, 64], 256, 16),
                                  ([(1, 64, 0, 0)], [8, 64], 256, 8),
                                  ([(3, 12, 24, -36)], [4, 100], 0, 4),
                                  ([(1, 6, 0, 0)], [0, 16], 0, 2),
                                  ([(1, 16, 0, 0)], [0, 16], 3, 1)):
        t, u, total = elementwise.join_table(rows, [0, 0], src, [0, 1 << 10], base)
        assert u == unit
        assert total == 2 * rows[0][0] * rows[0][1] // unit
        assert list(t[5]) == [0, total // 2]
