"""Row-mode reductions (reduce.cu) run on the host: the rendered kernel compiled with g++ over
the emulation of tests/random/emu/gpu_emu.h (blocks as processes, threads as fibers, warp
shuffles) and launched as reduction._plan launches it: a block a row, or groups of lanes a row
for short rows (render.reduction's ``lanes``), vectors along the row or one element at a time,
unchecked and checked (emu/fpe_emu.h's record).  The sums must be NumPy's (data whose sums
are exact in any order) and the checked variants must report NumPy's categories and none
beyond: the shuffle trees check only their own steps (no lane with the next row's lanes, none
past a warp's end with itself).  On the GPU the reduction and errstate tests run the same
kernels.
"""
import os

import numpy
import pytest

from gpnumpy._core.reduction import _neutral
from gpnumpy._core.ufunc_table import expression, errors
from gpnumpy._kernels import render
from tests.emu_build import KERNELS_EMU, RANDOM_EMU, build, needs_gxx
from tests._kernels.test_scan_fpe_emulated import _numpy_categories, run_driver

KERNELS = os.path.dirname(render.__file__)
pytestmark = needs_gxx


def _run(tmp_path, x, lanes, vec, checked):
    dt = x.dtype
    code = render.code(dt)
    types = dt.char * 2 + "->" + dt.char
    mask, check = errors("add", types)
    kw = {"lanes": lanes} if lanes else {}
    if checked:
        kw["fpe"] = (mask, check)
    src, kname = render.reduction("add", expression("add", types), code, code, code, "row", 1, 1,
                                  vec, False, _neutral("add", code), **kw)
    body = src[len(render.prelude(False, expression("add", types), checked)):]
    body = body.replace(kname, "emu_kernel")
    code_ = "#define ITEMS 1\n#define EMU_LANES %d\n" % lanes
    if checked:
        code_ += "#define EMU_CHECKED 1\n"
    code_ += ('#include "scan_emu.h"\n#include "fpe_emu.h"\ntypedef %s AT_;\n'
              'template <class T, int N> struct alignas(sizeof(T) * N >= 16 ? 16 : sizeof(T) * N) '
              'gp_vec { T v[N]; };\n' % render.STORAGE[code])
    code_ += '%s\n#include "reduce_emu.cpp"\n' % body
    exe = build(code_, (KERNELS_EMU, RANDOM_EMU, KERNELS))
    M, K = x.shape
    vals, bits = run_driver(exe, tmp_path, K, M, x)
    return vals, bits & mask


def _cancelling(M, K, dt, lo, hi, big):
    """M rows: the first half zeros with +-big at ``lo`` and ``lo + 1`` and -+big at ``hi``
    and ``hi + 1``, the signs alternating between rows (the parts overflow together: a lane's
    with the next row's lane, a lane with itself; the rows do not), the others small integers
    (sums exact in any order)."""
    rng = numpy.random.default_rng(M * K)
    x = rng.integers(-8, 9, (M, K)).astype(dt)
    h = M // 2
    x[:h] = 0
    sign = numpy.where(numpy.arange(h) % 2, 1, -1).astype(dt)[:, None]
    x[:h, lo:lo + 2] = sign * dt.type(big)
    x[:h, hi:hi + 2] = -sign * dt.type(big)
    return x


F4, F8 = numpy.dtype(numpy.float32), numpy.dtype(numpy.float64)
#: (label, x, lanes, vec): the layouts reduction._plan chooses for such rows
CASES = [
    ("lanes 2, vectors", _cancelling(40, 32, F4, 0, 4, 1e38), 2, 4),
    ("lanes 8, one at a time", _cancelling(70, 30, F4, 0, 1, 1e38), 8, 1),
    ("lanes 32, vectors, float64", _cancelling(9, 256, F8, 0, 2, 1e308), 32, 2),
    ("lanes 1", _cancelling(300, 4, F8, 0, 2, 1e308)[:, 1:], 1, 1),
    ("a block a row", _cancelling(5, 2048, F4, 0, 124, 1e38), 0, 4),
    ("a block a row, one at a time", _cancelling(3, 1000, F8, 0, 31, 1e308), 0, 1),
]


@pytest.mark.parametrize("checked", [False, True], ids=["unchecked", "checked"])
@pytest.mark.parametrize("label, x, lanes, vec", CASES, ids=[c[0] for c in CASES])
def test_row_sums(tmp_path, label, x, lanes, vec, checked):
    vals, bits = _run(tmp_path, x, lanes, vec, checked)
    want, wbits = _numpy_categories(lambda: x.sum(axis=1))
    numpy.testing.assert_array_equal(vals, want)
    if checked:
        assert bits == wbits, (bits, wbits)


def test_row_sums_find_overflow(tmp_path):
    """A row whose sum overflows: the checked short-row kernel reports it, and the sums of the
    other rows are NumPy's."""
    x = _cancelling(40, 32, F4, 0, 4, 1e38)
    x[7, 5] = x[7, 4] = x[7, 1] = x[7, 0] = numpy.float32(1e38)
    vals, bits = _run(tmp_path, x, 2, 4, True)
    want, wbits = _numpy_categories(lambda: x.sum(axis=1))
    numpy.testing.assert_array_equal(vals, want)
    assert bits == wbits == 2, (bits, wbits)
