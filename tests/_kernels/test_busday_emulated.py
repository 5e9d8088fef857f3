"""busday.cu (is_busday, busday_offset, busday_count on the device) run on the host: the
rendered kernel is compiled with g++ as plain C++ (its grid-stride loop walked by one thread,
after the few common.cuh pieces datetime.cuh needs) and compared with NumPy over random
dates, offsets and date pairs, weekmasks and holiday lists, every roll: the values, and the
first element NumPy raises for (NaT, a non-business day under roll='raise').  On the GPU the
tests of tests/_core/test_busday.py run the same kernel.
"""
import os
import subprocess

import numpy
import pytest

from gpnumpy._kernels import render
from tests.emu_build import KERNELS_EMU, build, needs_gxx
from tests import nvrtc_build

KERNELS = os.path.dirname(render.__file__)
pytestmark = needs_gxx

_PRELUDE = r"""
#include <cmath>
#include <cstdint>
#define GP_DEV static inline
#define __global__
#define __launch_bounds__(...)
#define __restrict__
typedef long long gp_i8; typedef unsigned long long gp_u8;
#define GP_NAN NAN
using std::isfinite;
static inline gp_i8 gp_cvtt64(double x) { return (gp_i8)x; }
struct emu_dim { unsigned x, y, z; };
static emu_dim blockIdx = {0, 0, 0}, blockDim = {1, 1, 1}, gridDim = {1, 1, 1}, threadIdx = {0, 0, 0};
static inline unsigned long long atomicMin(unsigned long long* p, unsigned long long v) {
  unsigned long long o = *p; if (v < o) *p = v; return o;
}
"""
ROLLS = ("raise", "nat", "following", "preceding", "modifiedfollowing", "modifiedpreceding")


def _build(mode):
    src, kname = render.busday(mode)
    body = src[len(render.prelude(False, "gp_dt_")):].replace(kname, "emu_kernel")
    code = _PRELUDE + '#include "datetime.cuh"\n' + body + '#include "busday_emu.cpp"\n'
    return build(code, (KERNELS_EMU, KERNELS), std="c++17")


def _run(tmp_path, mode, a, b, cal, roll="raise"):
    wm = sum(1 << k for k, on in enumerate(cal.weekmask) if on)
    hol = cal.holidays.astype(numpy.int64)
    a = numpy.asarray(a, "M8[D]").astype(numpy.int64).ravel()
    b = numpy.asarray(b).astype(numpy.int64).ravel() if b is not None else numpy.zeros_like(a)
    hdr = numpy.array([render.BUSDAY_MODES.index(mode), a.size, hol.size, wm,
                       int(cal.weekmask.sum()), ROLLS.index(roll)], numpy.int64)
    inp, outp = str(tmp_path / "in"), str(tmp_path / "out")
    with open(inp, "wb") as f:
        f.write(hdr.tobytes() + a.tobytes() + b.tobytes() + hol.tobytes())
    subprocess.run([_build(mode), inp, outp], check=True, timeout=300)
    res = numpy.fromfile(outp, numpy.int64)
    bad = res[-1]
    return res[:-1], (None if bad == -1 else int(bad))


def _calendars(rng):
    yield numpy.busdaycalendar()
    yield numpy.busdaycalendar(weekmask="Mon Wed Fri Sun")
    yield numpy.busdaycalendar(weekmask=[0, 0, 0, 0, 0, 0, 1])
    days = numpy.datetime64("1999-12-01") + rng.integers(0, 500, 60).astype("m8[D]")
    yield numpy.busdaycalendar(holidays=days)
    # a long run of holidays: rolls and offsets cross many of them, and month ends
    run = numpy.arange("2000-03-20", "2000-05-03", dtype="M8[D]")
    yield numpy.busdaycalendar(weekmask="1110110", holidays=numpy.concatenate([run, days]))


def _dates(rng, n):
    base = numpy.datetime64("1999-11-15")
    d = base + rng.integers(-40, 600, n).astype("m8[D]")
    far = numpy.array(["1600-02-28", "2400-03-01", "-0044-03-15", "1970-01-01"], "M8[D]")
    return numpy.concatenate([d, far])


def test_is_busday(tmp_path):
    rng = numpy.random.default_rng(1)
    d = numpy.concatenate([_dates(rng, 400), numpy.array(["NaT"], "M8[D]")])
    for cal in _calendars(rng):
        got, bad = _run(tmp_path, "is", d, None, cal)
        numpy.testing.assert_array_equal(got.astype(bool), numpy.is_busday(d, busdaycal=cal))
        assert bad is None


@pytest.mark.parametrize("roll", ROLLS[1:])
def test_busday_offset(tmp_path, roll):
    rng = numpy.random.default_rng(2)
    d = numpy.concatenate([_dates(rng, 400), numpy.array(["NaT"], "M8[D]")])
    offs = rng.integers(-300, 300, d.size)
    offs[:50] = rng.integers(-3, 4, 50)
    offs[50] = 0
    for cal in _calendars(rng):
        got, bad = _run(tmp_path, "offset", d, offs, cal, roll)
        want = numpy.busday_offset(d, offs, roll=roll, busdaycal=cal)
        numpy.testing.assert_array_equal(got.view("M8[D]"), want)
        assert bad is None


def test_busday_offset_raise(tmp_path):
    rng = numpy.random.default_rng(3)
    for cal in _calendars(rng):
        d = _dates(rng, 200)
        busy = numpy.is_busday(d, busdaycal=cal)
        ok = d[busy]
        offs = rng.integers(-50, 50, ok.size)
        got, bad = _run(tmp_path, "offset", ok, offs, cal, "raise")
        numpy.testing.assert_array_equal(got.view("M8[D]"),
                                         numpy.busday_offset(ok, offs, busdaycal=cal))
        assert bad is None
        # the first element NumPy raises for: a non-business day, or NaT
        mixed = numpy.concatenate([ok[:5], d[~busy][:3], numpy.array(["NaT"], "M8[D]")])
        _, bad = _run(tmp_path, "offset", mixed, numpy.zeros(mixed.size, int), cal, "raise")
        assert bad == min(5, ok.size)


def test_busday_count(tmp_path):
    rng = numpy.random.default_rng(4)
    a = _dates(rng, 500)
    b = a + rng.integers(-400, 400, a.size).astype("m8[D]")
    b[:40] = a[:40] + rng.integers(-8, 8, 40).astype("m8[D]")
    for cal in _calendars(rng):
        got, bad = _run(tmp_path, "count", a, b.astype(numpy.int64), cal)
        numpy.testing.assert_array_equal(got, numpy.busday_count(a, b, busdaycal=cal))
        assert bad is None
    a2 = numpy.concatenate([a[:3], numpy.array(["NaT"], "M8[D]"), a[3:6]])
    b2 = numpy.concatenate([b[:5], numpy.array(["NaT"], "M8[D]"), b[5:6]])
    _, bad = _run(tmp_path, "count", a2, b2.astype(numpy.int64), numpy.busdaycalendar())
    assert bad == 3


def test_busday_kernels_compile():
    from gpnumpy._kernels import compiler
    try:
        compiler._nvrtc_version()
    except Exception as exc:  # pragma: no cover - depends on the machine
        pytest.skip("NVRTC unavailable: %s" % exc)
    head = render.prelude(False, "gp_dt_")
    srcs = [render.busday(m) for m in render.BUSDAY_MODES]
    assert all(s.startswith(head) and k in s for s, k in srcs)
    cubin = nvrtc_build.compile_cubin(head + "\n".join(s[len(head):] for s, _ in srcs), "90",
                                   "gpnumpy_all_busday")
    assert len(cubin) > 1000
