"""The device's complex functions, compiled for the host CPU, against NumPy.

complex_math.cuh is plain C++ over the math library's functions (exp, log1p, atan2, hypot...),
so the C++ compiler of the host builds it too: with the host's libm in place of CUDA's, every
table expression of the complex loops (the ufunc table's own text) runs over the grids of
tests/_core/test_complex_math.py and must give NumPy's NaNs, infinities and signed zeros and
its finite values within a few ulp.  This checks the algorithms where there is no GPU (CI); the
device's values are checked by tests/_core/test_complex_math.py on a GPU.
"""
import ctypes
import os
import re
import shutil
import subprocess

import numpy
import pytest

from gpnumpy._core.ufunc_table import expression
from gpnumpy._kernels import render
from gpnumpy.testing._ulp import (assert_modulus_close, assert_parts_close, complex_ulps,
                                  extreme_values, special_grid, worst_cases)
from tests._core.test_complex_math import (COMPLEX, MODULUS, MODULUS_EPS, PART_ULPS, PARTWISE,
                                           POWER_EPS, _power_operands, cancelling_terms,
                                           _large_exponent_operands, _assert_amplified_close)

CXX = shutil.which(os.environ.get("CXX", "g++")) or shutil.which("c++")

# what common.cuh takes from CUDA, for the host
_SHIM = r"""
#include <cmath>
#include <math.h>
#include <cstring>
#define __device__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
static inline double __longlong_as_double(long long v) { double d; memcpy(&d, &v, 8); return d; }
#define GP_DEV static inline
#define GP_INF __longlong_as_double(0x7ff0000000000000LL)
#define GP_NAN __longlong_as_double(0x7ff8000000000000LL)
"""

_SIG = {"complex64": ("F", "float"), "complex128": ("D", "double")}


def _common_complex_section():
    """common.cuh's complex type and arithmetic (its section, up to the next one)."""
    text = render.COMMON
    start = text.rfind("\n", 0, text.index("complex (storage and arithmetic)")) + 1
    end = text.index("\n// ---", start + 1)
    return text[start:end]


def _entry(cname, expr, ctype, nin):
    args = ", ".join("const %s* a%d" % (ctype, k) for k in range(nin))
    ins = " ".join("gp_complex<%s> in%d = gp_cx(a%d[2 * i], a%d[2 * i + 1]);" % (ctype, k, k, k)
                   for k in range(nin))
    return ('extern "C" void %s(%s, %s* out, long n) { for (long i = 0; i < n; ++i) { %s '
            'gp_complex<%s> w = %s; out[2 * i] = w.re; out[2 * i + 1] = w.im; } }'
            % (cname, args, ctype, ins, ctype, expr))


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    if CXX is None:
        pytest.skip("no host C++ compiler (g++ or c++) to build complex_math.cuh for the CPU")
    entries = []
    for dt in COMPLEX:
        ch, ctype = _SIG[dt]
        for name in PARTWISE + MODULUS:
            entries.append(_entry("%s_%s" % (name, dt), expression(name, ch + "->" + ch), ctype, 1))
        entries.append(_entry("power_" + dt, expression("power", ch * 2 + "->" + ch), ctype, 2))
    src = _SHIM + _common_complex_section() + render.COMPLEX_MATH + "\n".join(entries) + "\n"
    d = tmp_path_factory.mktemp("complex_math")
    (d / "cm.cpp").write_text(src)
    # IEEE arithmetic as the kernels get it from NVRTC: no contraction into fma, no fast math
    cmd = [CXX, "-O2", "-std=c++17", "-ffp-contract=off", "-fno-fast-math", "-shared", "-fPIC",
           "-o", str(d / "cm.so"), str(d / "cm.cpp")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr[-4000:]
    return ctypes.CDLL(str(d / "cm.so"))


def _call(lib, name, dtype, *args):
    part = numpy.dtype(numpy.dtype(dtype).char.lower())
    flat = [numpy.ascontiguousarray(a, dtype=dtype).view(part) for a in args]
    out = numpy.empty_like(flat[0])
    fn = getattr(lib, "%s_%s" % (name, dtype))
    fn(*[ctypes.c_void_p(a.ctypes.data) for a in flat], ctypes.c_void_p(out.ctypes.data),
       ctypes.c_long(args[0].size))
    return out.view(dtype)


def _numpy(name, *args):
    with numpy.errstate(all="ignore"):
        return getattr(numpy, name)(*args)


def test_entries_are_the_table_expressions():
    for name in PARTWISE + MODULUS + ["power"]:
        for ch in "FD":
            expr = expression(name, ch * (2 if name == "power" else 1) + "->" + ch)
            assert re.fullmatch(r"gp_c\w+\(in0(, in1)?\)", expr), (name, expr)


@pytest.mark.parametrize("dtype", COMPLEX)
@pytest.mark.parametrize("name", PARTWISE + MODULUS)
@pytest.mark.parametrize("grid", ["special", "extreme"])
def test_unary(lib, name, dtype, grid):
    z = special_grid(dtype) if grid == "special" else extreme_values(dtype)
    expected, got = _numpy(name, z), _call(lib, name, dtype, z)
    if name in MODULUS:
        assert_modulus_close(z, expected, got, MODULUS_EPS[dtype], cancelling_terms(name, z))
    else:
        assert_parts_close(z, expected, got, PART_ULPS[dtype])


@pytest.mark.parametrize("dtype", COMPLEX)
def test_power(lib, dtype):
    a, b = _power_operands(dtype)
    expected, got = _numpy("power", a, b), _call(lib, "power", dtype, a, b)
    assert_modulus_close(a, expected, got, POWER_EPS)
    ints = slice(a.size - 4000, None)
    d = complex_ulps(expected[ints], got[ints])
    assert not (d > 0).any(), "\n".join(worst_cases(a[ints], expected[ints], got[ints], d, 0))


@pytest.mark.parametrize("dtype", COMPLEX)
def test_power_large_integral_exponents(lib, dtype):
    a, b = _large_exponent_operands(dtype)
    expected, got = _numpy("power", a, b), _call(lib, "power", dtype, a, b)
    _assert_amplified_close(a, b, expected, got)
