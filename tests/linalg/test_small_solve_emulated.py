"""small_solve.cu's kernels, run on the host, against NumPy.

The rendered CUDA source is compiled with g++ over the warp emulation of
tests/random/emu/gpu_emu.h (a thread per lane; shuffles, ballots and __syncwarp are
barriers) and launched exactly as gpnumpy launches it on a GPU (``_solvers.small_launch``:
width, substitution mode, grid, block), so the kernel's own code -- LU with partial pivoting
in getf2's row order, both substitutions, operands read through their strides, the padding
to a power-of-two width, the singular flag -- is checked without a GPU.  Real dtypes only
(the emulation has no complex arithmetic); on a GPU, test_small_systems.py runs them all.
"""
import struct

import numpy
import pytest

from gpnumpy._kernels import render
from gpnumpy.linalg import _solvers
from tests.emu_build import LINALG_EMU, RANDOM_EMU, build, flat, needs_gxx, run

pytestmark = needs_gxx


def _build(code, width, mode):
    src, name = render.small_solve(code, width, mode)
    body = src[len(render.prelude(False)):].replace(name, "emu_kernel")
    ctype = {"f4": "float", "f8": "double"}[code]
    text = ('#include "small_solve_emu.h"\n#define EMU_T %s\n%s\n#include "small_solve_main.cpp"\n'
            % (ctype, body))
    return build(text, (LINALG_EMU, RANDOM_EMU))




def emulate(a, b, det=None):
    """inv(a) @ b (b None: inv(a); b 1-d per system: a vector) by the emulated kernel, with
    the info flag: a and b are (batch, n, n) and (batch, n[, k]) NumPy arrays of one real
    dtype; strides as they lie (an element stride 0 broadcasts).  ``det`` 'slogdet' or
    'det': the determinant mode, launched as ``_solvers._small_det`` launches it: (sign,
    logdet, info), or (det, info)."""
    nb, n = a.shape[0], a.shape[-1]
    code = render.code(a.dtype)
    vector = b is not None and b.ndim == 2
    k = 0 if det else n if b is None else (1 if vector else b.shape[-1])
    width, mode, grid, block = _solvers.small_launch(nb, n, k, code, "det" if det else None)
    exe = _build(code, width, mode)

    abuf, (sab, sar, sac), aoff, _ = flat(a)
    if det:  # (B: the log|det| output, X: the signs; no B: X the determinants)
        bbuf = numpy.zeros(nb if det == "slogdet" else 0, a.dtype)
        (sbb, sbr, sbc), boff = (0, 0, 0), 0
    elif b is None:
        bbuf, (sbb, sbr, sbc), boff = numpy.zeros(0, a.dtype), (0, 0, 0), 0
    elif vector:
        bbuf, (sbb, sbr), boff, _ = flat(b)
        sbc = 0
    else:
        bbuf, (sbb, sbr, sbc), boff, _ = flat(b)
    lx = nb if det else nb * n * k
    xs = (1, 0, 0) if det else (n * k, k, 1)
    words = [nb, n, k, sab, sar, sac, sbb, sbr, sbc, *xs, grid[0], grid[1], block,
             int(det == "slogdet" or b is not None), abuf.size, bbuf.size, lx, aoff, boff,
             int(bool(det))]
    raw = run(exe, words, (abuf, bbuf), "gpnumpy_ss_")
    info = struct.unpack("<q", raw[:8])[0]
    out = numpy.frombuffer(raw[8:], a.dtype)
    if det == "slogdet":
        return out[:nb], out[nb:], info
    if det:
        return out[:nb], info
    x = out[:lx].reshape((nb, n) if vector else (nb, n, k))
    return x, info


def _mats(nb, n, dtype, seed):
    rng = numpy.random.default_rng(seed)
    return (rng.standard_normal((nb, n, n)) + 0.5 * numpy.eye(n)).astype(dtype)


def _close(x, ref, dtype):
    tol = 2e-3 if numpy.dtype(dtype) == numpy.float32 else 1e-9
    scale = max(1.0, float(numpy.abs(ref).max()))
    assert numpy.abs(x - ref).max() <= tol * scale, numpy.abs(x - ref).max()


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 12, 16, 17, 32])
def test_inverse_and_solves(n, dtype):
    a = _mats(3, n, dtype, n)
    ref_inv = numpy.linalg.inv(a.astype("f8"))
    x, info = emulate(a, None)
    assert info == 0
    _close(x, ref_inv, dtype)
    b = numpy.random.default_rng(1).standard_normal((3, n)).astype(dtype)
    x, info = emulate(a, b)
    assert info == 0
    _close(x, numpy.linalg.solve(a.astype("f8"), b[..., None].astype("f8"))[..., 0], dtype)
    bm = numpy.random.default_rng(2).standard_normal((3, n, 3)).astype(dtype)
    x, info = emulate(a, bm)
    assert info == 0
    _close(x, numpy.linalg.solve(a.astype("f8"), bm.astype("f8")), dtype)


def test_layouts_and_many_columns():
    a = _mats(5, 6, "float64", 7)
    b = numpy.random.default_rng(3).standard_normal((5, 40, 6)).swapaxes(-1, -2)
    cases = [
        ("A transposed (read by rows)", a.swapaxes(-1, -2), None),
        ("B transposed, 40 columns", a, b),
        ("A broadcast", numpy.broadcast_to(a[0], a.shape), b),
        ("negative strides", a[::-1, ::-1, ::-1], None),
    ]
    for label, aa, bb in cases:
        x, info = emulate(aa, bb)
        assert info == 0, label
        ref = numpy.linalg.inv(aa) if bb is None else numpy.linalg.solve(aa, bb)
        _close(x, ref, "float64")


def test_pivoting_matches_lapack_order():
    """Ties between equal |a| go to the row getf2's swaps put first: the LU of a matrix with
    ties solves as NumPy's does, bit for bit on these exactly representable cases."""
    p = numpy.array([[[0.0, 1.0, 2.0], [1.0, 0.0, 3.0], [4.0, -3.0, 8.0]],
                     [[1.0, 2.0, 0.0], [-1.0, 2.0, 1.0], [1.0, -2.0, 4.0]]])
    x, info = emulate(p, None)
    assert info == 0
    numpy.testing.assert_allclose(x, numpy.linalg.inv(p), rtol=1e-14, atol=1e-15)


@pytest.mark.parametrize("n", [3, 9, 32])
def test_singular_flag(n):
    a = _mats(6, n, "float64", 11)
    a[4, n - 1] = a[4, 0]            # two equal rows in one matrix of the stack
    for b in (None, numpy.ones((6, n))):
        _, info = emulate(a, b)
        assert info == 1
    z = a.copy()
    z[4] = _mats(1, n, "float64", 12)[0]
    z[2, :, 1] = 0                   # a zero column
    _, info = emulate(z, None)
    assert info == 1
    _, info = emulate(_mats(6, n, "float64", 13), None)
    assert info == 0


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 17, 32])
def test_determinant_mode(n, dtype):
    """slogdet's sign and log|det| from the kernel's factors: NumPy's, the sign exactly (the
    row swaps' parity and the pivots' signs), an exactly singular matrix sign 0 and log -inf,
    a NaN matrix a NaN log; no info word written."""
    a = _mats(5, n, dtype, 20 + n)
    a[1] = a[1][::-1]                     # row swaps: the parity counts
    if n > 1:
        a[3, :, 1] = 0                    # a zero column: exactly singular
    a[4, 0, 0] = numpy.nan
    sign, logdet, info = emulate(a, None, det="slogdet")
    assert info == 0
    with numpy.errstate(invalid="ignore"):  # (NumPy's LAPACK warns for the NaN matrix)
        ref_s, ref_l = numpy.linalg.slogdet(a)
    assert sign.dtype == a.dtype and logdet.dtype == a.dtype
    numpy.testing.assert_array_equal(sign[:3], ref_s[:3])
    if n > 1:
        assert sign[3] == 0 and logdet[3] == -numpy.inf and ref_l[3] == -numpy.inf
    assert numpy.isnan(logdet[4]) and numpy.isnan(ref_l[4])
    tol = 1e-4 if dtype == "float32" else 1e-12
    numpy.testing.assert_allclose(logdet[:3], ref_l[:3], rtol=tol, atol=tol)
    # a layout read through its strides
    t = a[:3].swapaxes(-1, -2)
    sign, logdet, _ = emulate(t, None, det="slogdet")
    numpy.testing.assert_array_equal(sign, numpy.linalg.slogdet(t)[0])
    # the determinant itself (no log|det| output): NumPy's det, sign * exp(log|det|)
    d, info = emulate(a, None, det="det")
    assert info == 0 and d.dtype == a.dtype
    with numpy.errstate(invalid="ignore"):
        ref = numpy.linalg.det(a)
    numpy.testing.assert_allclose(d[:3], ref[:3], rtol=tol * 10, atol=0)
    assert numpy.sign(d[0]) == numpy.sign(ref[0]) and numpy.isnan(d[4])
    if n > 1:
        assert d[3] == 0 and ref[3] == 0
