"""common.cuh's float-to-integer casts, compiled with g++ on the host: NaN, infinities and
values out of the integer's range give what NumPy's casts give on x86-64 (cvtt's INT64_MIN /
INT32_MIN, uint64 cut as x - 2^63 from 2^63 up), so device casts print NumPy's numbers."""
import os
import re
import subprocess

import numpy

from tests.emu_build import build, needs_gxx

COMMON = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                      "gpnumpy", "_kernels", "common.cuh")


def _casts_source():
    """The cast functions of common.cuh, as they are there."""
    with open(COMMON) as f:
        text = f.read()
    m = re.search(r"// Float to integer.*?(?=template <class To> struct gp_to)", text, re.S)
    assert m, "common.cuh's float-to-integer casts moved"
    return m.group(0)


DRIVER = r"""
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#define GP_DEV static inline
typedef int32_t gp_i4; typedef int64_t gp_i8; typedef uint64_t gp_u8;
%s
int main() {
  char a[64];
  while (scanf("%%63s", a) == 1) {
    const double x = strtod(a, 0);
    printf("%%d %%lld %%llu\n", (int)gp_cvtt32(x), (long long)gp_cvtt64(x),
           (unsigned long long)gp_cvtt_u64(x));
  }
}
"""

VALUES = [float("nan"), float("inf"), -float("inf"), 0.0, -0.0, 1.5, -2.7, 1e20, -1e20, -1.0,
          2.0 ** 31, -2.0 ** 31, -2.0 ** 31 - 1, 2.0 ** 32, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64,
          2.0 ** 64 - 2048, 2.0 ** 63 + 2048, 9.3e18, 1.8e19, 3e19, -9.3e18, 4294967295.5]


@needs_gxx
def test_float_to_integer_casts_are_numpys():
    exe = build(DRIVER % _casts_source())
    text = "".join("%s\n" % float(v).hex() for v in VALUES)
    out = subprocess.run([exe], input=text, capture_output=True, text=True, check=True).stdout
    got = [tuple(int(t) for t in line.split()) for line in out.splitlines()]
    x = numpy.array(VALUES)
    with numpy.errstate(invalid="ignore"):
        want = list(zip(x.astype(numpy.int32).tolist(), x.astype(numpy.int64).tolist(),
                        x.astype(numpy.uint64).tolist()))
    for v, g, w in zip(VALUES, got, want):
        assert g == w, (v, g, w)
