"""product_check.cuh's scan of an array's values (``gp_pc_scan``: bit 1 an infinity, bit 2 a
NaN), run on the host with g++ against NumPy's ``isinf``/``isnan``.

The scan of a contiguous, 16-byte aligned array reads 16 bytes a load and finds the bits
from the words with integer operations (one rule per part size: float16, float32, float64,
and complex values' parts); the rest of the array (its tail, or an array that is not
aligned) goes value by value.  Every special value (signed infinities, quiet and signalling
NaNs with payloads, the largest finite values, subnormals) is put at every kind of place: the
first vector, the second of a thread's pair, a lone last vector, the tail, and in an array
offset from the alignment.  On a GPU, test_errstate.py's cuBLAS-size products run it.
"""
import os
import struct
import subprocess
import tempfile

import numpy
import pytest

from tests.emu_build import LINALG_EMU, RANDOM_EMU, build, needs_gxx

pytestmark = needs_gxx
KERNELS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))), "gpnumpy", "_kernels")

_TYPES = {"f2": "gp_half", "f4": "float", "f8": "double", "c8": "gp_complex<float>",
          "c16": "gp_complex<double>"}

_MAIN = r'''
#include "small_gemm_emu.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
%s
typedef %s T;
int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long head[3];  // total, threads, byte offset from a 16-byte boundary
  if (fread(head, 8, 3, f) != 3) return 2;
  const long long total = head[0], threads = head[1], off = head[2];
  unsigned char* mem = static_cast<unsigned char*>(aligned_alloc(16, total * sizeof(T) + 32));
  if (fread(mem + off, sizeof(T), total, f) != (size_t)total) return 3;
  fclose(f);
  const T* X = reinterpret_cast<const T*>(mem + off);
  const gp_pc_layout L = {total, 1, 1, total, 0, 0, 0, 1};
  unsigned bits = 0;
  for (long long t = 0; t < threads; ++t) bits |= gp_pc_scan(X, L, t, threads);
  printf("%%u\n", bits);
  return 0;
}
'''


def _exe(code):
    with open(os.path.join(KERNELS, "product_check.cuh")) as f:
        cuh = f.read()
    return build(_MAIN % (cuh, _TYPES[code]), (LINALG_EMU, RANDOM_EMU))


def scan(x, threads, offset=0):
    d = tempfile.mkdtemp(prefix="gpnumpy_pc_")
    path = os.path.join(d, "in")
    with open(path, "wb") as f:
        f.write(struct.pack("<3q", x.size, threads, offset))
        f.write(numpy.ascontiguousarray(x).tobytes())
    try:
        out = subprocess.run([_exe(x.dtype.str[1:]), path], check=True, capture_output=True,
                             text=True, timeout=120).stdout
    finally:
        os.remove(path)
        os.rmdir(d)
    return int(out)


def want(x):
    v = numpy.concatenate([x.real.ravel(), x.imag.ravel()]) if x.dtype.kind == "c" else x
    return (1 if numpy.isinf(v).any() else 0) | (2 if numpy.isnan(v).any() else 0)


def _specials(code):
    """Bit patterns of a part's special values (as its unsigned integer type)."""
    part = {"f2": "f2", "f4": "f4", "f8": "f8", "c8": "f4", "c16": "f8"}[code]
    ft = numpy.dtype(part)
    ut = numpy.dtype("u%d" % ft.itemsize)
    info = numpy.finfo(ft)
    nbits = ft.itemsize * 8
    mant = info.nmant
    expo = ((1 << (nbits - 1 - mant)) - 1) << mant
    sign = 1 << (nbits - 1)
    vals = {"inf": expo, "-inf": expo | sign, "qnan": expo | (1 << (mant - 1)),
            "snan": expo | 1, "-nan payload": expo | sign | (1 << (mant - 2)) | 5,
            "max": int(numpy.array(info.max, ft).view(ut)),
            "-max": int(numpy.array(-info.max, ft).view(ut)),
            "subnormal": 1, "-zero": sign, "exp all ones but one": expo - (1 << mant) | 7}
    return vals, ut  # (bit patterns: a float conversion would quieten the signalling NaN)


@pytest.mark.parametrize("code", list(_TYPES))
def test_scan_finds_each_special_value_anywhere(code):
    dt = numpy.dtype(code)
    specials, ut = _specials(code)
    per = 16 // dt.itemsize
    threads = 3
    # 7 whole vectors for 3 threads: pairs, then lone vectors; then a tail of per - 1
    n = 7 * per + per - 1
    places = sorted(p for p in {0, per - 1, per, 3 * per + 1, 6 * per, 7 * per - 1, 7 * per, n - 1}
                    if p < n)
    for name, v in specials.items():
        for at in places:
            for part in ((0, 1) if dt.kind == "c" else (0,)):
                x = numpy.ones(n, dt)
                view = x.view(ut).reshape(n, -1)
                view[at, part] = v
                for offset in (0, dt.itemsize if dt.itemsize < 16 else 0):
                    got = scan(x, threads, offset)
                    assert got == want(x), (code, name, at, part, offset, got)


@pytest.mark.parametrize("code", list(_TYPES))
def test_scan_of_sizes_and_thread_counts(code):
    """No value missed or read twice beyond the end: random arrays with a few specials, sizes
    around the vectors' and the threads' multiples."""
    dt = numpy.dtype(code)
    specials, ut = _specials(code)
    rng = numpy.random.default_rng(7)
    for n in (1, 2, 7, 8, 9, 15, 16, 17, 63, 64, 65, 257):
        for threads in (1, 2, 5, 32):
            x = (rng.standard_normal(n) * 1000).astype(dt)
            assert scan(x, threads) == want(x) == 0
            for name in ("inf", "qnan"):
                y = x.copy()
                y.view(ut)[rng.integers(0, y.view(ut).size)] = specials[name]
                assert scan(y, threads) == want(y), (code, n, threads, name)
