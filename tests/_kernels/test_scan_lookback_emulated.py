"""scan.cu's single-pass tile scan (our decoupled look-back, scan_look_*.cuh), run on the host.

The rendered kernel is compiled with g++ over tests/random/emu/gpu_emu.h (a block is a process
of 256 threads, warp shuffles and ballots are barriers, global memory one shared mapping) and
emu/scan_emu.h (the few common.cuh helpers it uses), and run as reduction._scan launches it:
phase 3 clears the tile statuses, phase 4 scans in one pass.  Blocks run concurrently (a few at
a time, in index order), so look-backs meet predecessors that published nothing, their
aggregate or their inclusive prefix, and windows of 32 tiles that end without a prefix.
Integer sums are exact: the result must equal NumPy's cumsum; so are float64 sums of small
integers, with a row of -0.0 that must stay -0.0 (the scan starts from -0.0, as NumPy's from
the first element).  On the GPU, the scan tests of
tests/_core run the same kernels.
"""
import subprocess

import numpy
import pytest

from gpnumpy._core.reduction import _neutral
from gpnumpy._core.ufunc_table import expression
from gpnumpy._kernels import render
from tests.emu_build import KERNELS_EMU, RANDOM_EMU, build, needs_gxx

pytestmark = needs_gxx

#: (name, dtype, items per thread, K, rows, blocks resident at once): tiles of 256 * items
#: elements; rows check that no look-back crosses into the row before; with many blocks
#: resident and inclusive prefixes published late, look-backs fold aggregates over more than
#: one window of 32 tiles
CASES = [("add", numpy.int64, 1, 256 * 40 - 3, 1, 3),
         ("add", numpy.int32, 2, 512 * 9 + 5, 3, 3),
         ("multiply", numpy.int64, 1, 256 * 35, 2, 3),
         ("add", numpy.uint32, 1, 256 * 70 + 1, 1, 3),
         ("add", numpy.int64, 1, 256 * 70 - 1, 1, 48),
         ("add", numpy.int32, 1, 256 * 40, 2, 48),
         ("add", numpy.float64, 1, 256 * 40 - 3, 2, 3)]


def _build(src, kname, at, items, resident):
    body = src[len(render.prelude(False)):].replace(kname, "emu_kernel")
    code = "#define EMU_RESIDENT %d\n" % resident
    if resident > 3:
        code += "#define EMU_LATE_PREFIX\n"
    code += '#define ITEMS %d\n#include "scan_emu.h"\ntypedef %s AT_;\n' % (items, at)
    code += '%s\n#include "scan_emu.cpp"\n' % body
    return build(code, (KERNELS_EMU, RANDOM_EMU))


@pytest.mark.parametrize("name, dtype, items, K, M, resident", CASES)
def test_lookback_scan_matches_numpy(tmp_path, name, dtype, items, K, M, resident):
    dt = numpy.dtype(dtype)
    code = render.code(dt)
    src, kname = render.scan(name, expression(name, dt.char * 2 + "->" + dt.char), code, code,
                             code, "tile", items, _neutral(name, code, True), look=True)
    assert "#include" not in src
    exe = _build(src, kname, render.STORAGE[code], items, resident)
    rng = numpy.random.default_rng(K)
    if name == "multiply":  # (signs: exact, and every element matters)
        x = rng.choice(numpy.array([-1, 1], dt), size=(M, K))
    else:
        x = rng.integers(-1000 if dt.kind in "if" else 0, 1000, size=(M, K)).astype(dt)
        if dt.kind == "f":
            x[0] = -0.0
    inp, outp = str(tmp_path / "in"), str(tmp_path / "out")
    with open(inp, "wb") as f:
        f.write(numpy.array([K, M], numpy.int64).tobytes() + x.tobytes())
    subprocess.run([exe, inp, outp], check=True, timeout=600)
    got = numpy.fromfile(outp, dt).reshape(M, K)
    want = getattr(numpy, name).accumulate(x, axis=1)
    assert numpy.array_equal(want, want.astype(dt))  # (NumPy 2.5 accumulates int32 in int64)
    bits = "u%d" % dt.itemsize
    numpy.testing.assert_array_equal(got.view(bits), want.astype(dt).view(bits))
