"""The checked variants of scan.cu (floating-point errors of cumsum/accumulate, ordered folds),
run on the host: the rendered kernel is compiled with g++ over the emulation of
tests/random/emu/gpu_emu.h and emu/scan_emu.h, with fpe.cuh's checks as plain C++ and a record
of our own (emu/fpe_emu.h), and launched as reduction._scan and reduction._fold launch it:
the single-pass tile scan (look-back between tiles), the thread-per-line scan, the ordered
folds of contiguous lines (rows mode).  The values must be NumPy's (exact data) and the
categories recorded NumPy's ("overflow encountered in accumulate", ...): an overflow or an
invalid step anywhere in a long row, in a tile after the first, in the last element, none
where NumPy finds none.  On the GPU the fperr tests of tests/_core run the same kernels.
"""
import os
import subprocess
import warnings

import numpy
import pytest

from gpnumpy._core.reduction import _neutral, _acc_code
from gpnumpy._core.ufunc_table import expression, errors, TABLE
from gpnumpy._kernels import render
from tests.emu_build import KERNELS_EMU, RANDOM_EMU, build, needs_gxx

KERNELS = os.path.dirname(render.__file__)
pytestmark = needs_gxx

_BITS = {1: "divide by zero", 2: "overflow", 4: "underflow", 8: "invalid value"}


def _build(src, kname, at, items, defines):
    body = src[len(render.prelude(False, fpe=True)):].replace(kname, "emu_kernel")
    code = "".join("#define %s %s\n" % kv for kv in defines.items())
    code += ('#define ITEMS %d\n#include "scan_emu.h"\n#include "fpe_emu.h"\ntypedef %s AT_;\n'
             % (items, at))
    code += '%s\n#include "scan_fpe_emu.cpp"\n' % body
    return build(code, (KERNELS_EMU, RANDOM_EMU, KERNELS))


def _numpy_categories(fn):
    got = []
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with numpy.errstate(all="warn"):
            res = fn()
    for x in w:
        text = str(x.message)
        for bit, t in _BITS.items():
            if text.startswith(t + " encountered"):
                got.append(bit)
    return res, sum(set(got))


def _run(tmp_path, name, dt, mode, x, items, nf=False, **kw):
    """``nf``: the variant checked only where a step's result is not finite (render.scan's
    fpe_nonfinite), for rows whose errors allow it."""
    code = render.code(dt)
    types = dt.char * 2 + "->" + dt.char
    acc = _acc_code(code)
    mask, check = errors(name, types)
    if code == "f2":
        mask |= 6
    defines = {}
    rkw = {}
    if mode == "look":
        rkw["look"] = True
        defines["EMU_LOOK"] = 1
        rmode = "tile"
    elif mode == "seq":
        defines["EMU_SEQ"] = 1
        rmode = "seq"
    else:
        rows, phase = kw["rows"], kw["phase"]
        rkw["rows"] = rows
        rkw["round_steps"] = phase == 1 or not TABLE[name].half_reduce_in_float
        defines.update(EMU_ROWS=rows, EMU_PHASE=phase)
        rmode = "rows"
        if kw.get("guard"):
            rkw["guard"] = True
            defines["EMU_GUARD"] = 1
    if nf:  # (errstate's default: underflow is not checked)
        rkw["fpe_nonfinite"] = True
        mask &= ~4
    src, kname = render.scan(name, expression(name, types), acc, code, code, rmode, items,
                             _neutral(name, acc), fpe=(mask, check), **rkw)
    assert "_fpe" in kname and ("_nf" in kname) == nf and kname.endswith("_g") == bool(kw.get("guard"))
    exe = _build(src, kname, render.STORAGE[code], items, defines)
    M, K = x.shape if mode != "seq" else x.T.shape
    vals, bits = run_driver(exe, tmp_path, K, M, x)
    return vals, bits & mask, 15 & ~4 if nf else 15  # (what NumPy's categories are compared in)


def run_driver(exe, tmp_path, K, M, x):
    """Run an emulation driver on ``x`` (K, M and the values, as emu_scan_read reads them):
    its results (of x's dtype) and the categories its record found (NumPy's bits)."""
    inp, outp = str(tmp_path / "in"), str(tmp_path / "out")
    with open(inp, "wb") as f:
        f.write(numpy.array([K, M], numpy.int64).tobytes() + numpy.ascontiguousarray(x).tobytes())
    subprocess.run([exe, inp, outp], check=True, timeout=600)
    raw = numpy.fromfile(outp, numpy.uint8)
    words = raw[-16:].view(numpy.uint32)
    return raw[:-16].view(x.dtype), sum(1 << c for c in range(4) if words[c])


def _row(K, pos, values, dt, fill=1.0):
    x = numpy.full(K, fill, dt)
    for p, v in zip(pos, values):
        x[p] = v
    return x


F8, F4 = numpy.dtype(numpy.float64), numpy.dtype(numpy.float32)
BIG8, BIG4 = 1e308, 3e38

#: (label, ufunc, dtype, items, rows of the input (M, K)): each row a scan of its own
LOOK_CASES = [
    ("no error", "add", F8, 2, numpy.stack([numpy.arange(3000, dtype=F8)] * 2)),
    ("overflow in tile 3", "add", F8, 2, numpy.stack([_row(3000, [1400, 1401], [BIG8, BIG8], F8),
                                                      _row(3000, [], [], F8)])),
    ("inf - inf last", "add", F8, 2, _row(5000, [10, 4999], [numpy.inf, -numpy.inf], F8)[None]),
    ("nan input only", "add", F4, 4, _row(5000, [100], [numpy.nan], F4)[None]),
    ("product overflow", "multiply", F4, 4, _row(4100, [3000, 4000], [1e30, 1e30], F4)[None]),
    ("inf input, then -inf", "add", F8, 2, _row(3000, [5, 2900], [numpy.inf, -numpy.inf], F8)[None]),
    ("inf input only", "add", F4, 4, _row(3000, [1500], [-numpy.inf], F4)[None]),
    ("0 * inf", "multiply", F8, 2, _row(3000, [700, 2000], [0.0, numpy.inf], F8)[None]),
    ("second row", "add", F4, 4, numpy.stack([_row(1100, [], [], F4),
                                              _row(1100, [1050, 1099], [BIG4, BIG4], F4)])),
]


@pytest.mark.parametrize("nf", [False, True], ids=["every step", "nonfinite"])
@pytest.mark.parametrize("label, name, dt, items, x", LOOK_CASES, ids=[c[0] for c in LOOK_CASES])
def test_checked_lookback_scan(tmp_path, label, name, dt, items, x, nf):
    vals, bits, keep = _run(tmp_path, name, dt, "look", x, items, nf=nf)
    want, wbits = _numpy_categories(lambda: getattr(numpy, name).accumulate(x, axis=1))
    numpy.testing.assert_array_equal(vals.reshape(x.shape), want)
    assert bits == wbits & keep, (bits, wbits)


SEQ_CASES = [
    ("overflow", "add", F8, _row(300, [7, 8], [BIG8, BIG8], F8)),
    ("fine", "add", F8, numpy.arange(300, dtype=F8)),
    ("invalid", "add", F4, _row(70, [3, 60], [numpy.inf, -numpy.inf], F4)),
]


@pytest.mark.parametrize("nf", [False, True], ids=["every step", "nonfinite"])
@pytest.mark.parametrize("label, name, dt, x", SEQ_CASES, ids=[c[0] for c in SEQ_CASES])
def test_checked_seq_scan(tmp_path, label, name, dt, x, nf):
    # lines along the slow axis: (K, lines) in C order, a thread per line
    cols = numpy.stack([x, numpy.arange(x.size, dtype=dt), x[::-1]], axis=1)
    vals, bits, keep = _run(tmp_path, name, dt, "seq", cols, 4, nf=nf)
    want, wbits = _numpy_categories(lambda: getattr(numpy, name).accumulate(cols, axis=0))
    numpy.testing.assert_array_equal(vals.reshape(cols.shape), want)
    assert bits == wbits & keep, (bits, wbits)


FOLD_CASES = [
    ("subtract overflow", "subtract", F8, 0, numpy.stack([_row(200, [0, 150], [-BIG8, BIG8], F8),
                                                           _row(200, [], [], F8)])),
    ("divide by zero", "divide", F8, 1, _row(100, [60], [0.0], F8)[None]),
    ("divide fine", "divide", F8, 0, numpy.stack([_row(100, [], [], F8)] * 3)),
    ("0/0", "divide", F4, 1, numpy.stack([_row(64, [0, 1], [0.0, 0.0], F4), _row(64, [], [], F4)])),
    ("power overflow", "power", F8, 0, _row(41, [0, 40], [10.0, 400.0], F8)[None]),
    # whole chunks (128 elements a lane at rows 1): a class change inside one, in the next,
    # an infinite element that only keeps the class, NaN met after inf
    ("overflow in a whole chunk", "subtract", F8, 0,
     numpy.stack([_row(700, [0, 130], [-BIG8, BIG8], F8), _row(700, [300], [numpy.inf], F8),
                  _row(700, [10, 200, 500], [numpy.inf, numpy.inf, numpy.nan], F8)])),
    ("inf - inf in a later chunk", "subtract", F4, 0,
     numpy.stack([_row(600, [3, 400], [numpy.inf, -numpy.inf], F4),
                  _row(600, [3, 400], [numpy.inf, numpy.inf], F4)])),
    ("divide by zero in a whole chunk", "divide", F4, 0,
     numpy.stack([_row(600, [260], [0.0], F4), _row(600, [], [], F4, fill=2.0)])),
    ("accumulate, chunks", "multiply", F8, 1,
     numpy.stack([_row(600, [100, 420], [1e200, 1e200], F8), _row(600, [5, 6], [0.0, numpy.inf], F8)])),
]


@pytest.mark.parametrize("nf", [False, True], ids=["every step", "nonfinite"])
@pytest.mark.parametrize("rows", [1, 8])
@pytest.mark.parametrize("label, name, dt, phase, x", FOLD_CASES, ids=[c[0] for c in FOLD_CASES])
def test_checked_ordered_fold(tmp_path, label, name, dt, phase, x, rows, nf):
    if nf and not TABLE[name].nonfinite_errors:
        pytest.skip("%s's errors do not all come with results that are not finite" % name)
    vals, bits, keep = _run(tmp_path, name, dt, "rows", x, 4, rows=rows, phase=phase, nf=nf)
    uf = getattr(numpy, name)
    fn = (lambda: uf.accumulate(x, axis=1)) if phase else (lambda: uf.reduce(x, axis=1))
    want, wbits = _numpy_categories(fn)
    numpy.testing.assert_array_equal(vals.reshape(want.shape), want)
    assert bits == wbits & keep, (bits, wbits)


@pytest.mark.parametrize("rows", [1, 8])
@pytest.mark.parametrize("label, name, dt, phase, x",
                         [c for c in FOLD_CASES if c[3] == 0 and TABLE[c[1]].nonfinite_errors],
                         ids=[c[0] for c in FOLD_CASES if c[3] == 0 and TABLE[c[1]].nonfinite_errors])
def test_guarded_ordered_fold(tmp_path, label, name, dt, phase, x, rows):
    """The checked pass after an unchecked one (reduction._fold on large inputs): with the
    totals already in q, warps whose totals are all finite return, the others fold again;
    the categories are NumPy's and the totals unchanged (rows that are finite and rows that
    are not share warps at rows=8)."""
    vals, bits, keep = _run(tmp_path, name, dt, "rows", x, 4, rows=rows, phase=phase, nf=True,
                            guard=True)
    want, wbits = _numpy_categories(lambda: getattr(numpy, name).reduce(x, axis=1))
    numpy.testing.assert_array_equal(vals.reshape(want.shape), want)
    assert bits == wbits & keep, (bits, wbits)
