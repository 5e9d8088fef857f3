"""random.cu's kernels, run on the host, against NumPy.

The CUDA source gpnumpy renders is compiled with g++ over a small emulation of the CUDA features it
uses (tests/random/emu/gpu_emu.h: a block is a process of 256 threads, shared memory is per
process, global memory a shared mapping, __syncthreads and warp shuffles are barriers), so the
kernels' own code (the PCG64 jump-ahead, Philox, NumPy's samplers, the rejection samplers'
chunk walks, their tables composed and the slow exact paths) is checked against NumPy's numbers
and NumPy's stream position without a GPU.  Chunks are made small in some cases (GP_CR=1, GP_CB=4)
so that a call spans hundreds of them and many blocks, and too few in others so that the last
chunk's warp goes on alone.  On the GPU, test_generator.py checks the same kernels directly.
"""
import os
import struct
import subprocess
import tempfile

import numpy
import pytest

from gpnumpy._kernels import render
from gpnumpy.random import _device, _streams
from tests.emu_build import RANDOM_EMU, build, needs_gxx

pytestmark = needs_gxx

F4, F8 = numpy.float32, numpy.float64
#: per emulated run, how often random.cu's rare paths ran (GP_TRACE): 9 a chunk walked by one
#: thread (an entry past its table: a long attempt across a chunk boundary)
TRACE = []


def _build(job, gen, defines=""):
    src, name = job.source(gen, "count" if job.reject else None)
    if job.reject:  # (five kernels in one source: emu_kernel_count, ...)
        name = name[:-len("_count")]
    body = src[len(render.prelude(False)):].replace(name, "emu_kernel")
    # e.g. "EMU_RESIDENT=1" (blocks one at a time), "GP_CR=1" (chunks of one round)
    flags = defines + " " + os.environ.get("GPNUMPY_EMU_DEFINES", "")
    code = "".join("#define %s\n" % d.replace("=", " ") for d in flags.split())
    code += '#include "gpu_emu.h"\n%s\n#include "emu_main.cpp"\n' % body
    return build(code, (RANDOM_EMU,))


def _u64(x):
    return struct.pack("<Q", x & 0xFFFFFFFFFFFFFFFF)


def _emulate(job, stream, calls, grid, tab=None, defines=""):
    """Run the kernel for ``calls`` [(n, base, hasbase, shift)] on ``grid`` blocks (a rejection
    sampler: chunks): [(end word, values)]."""
    gen = "PCG64" if stream.kind == "pcg64" else "PHILOX"
    exe = _build(job, gen, defines)
    jt = _device.jump_rows() if stream.kind == "pcg64" else numpy.zeros(0, numpy.uint64)
    if tab is None:
        tab = _device.zig_rows(job.method, job.wbits) if job.zig() else numpy.zeros(0, numpy.uint8)
    tab = tab.tobytes()
    tab += b"\0" * (-len(tab) % 8)
    inp = b"".join(_u64(int(v)) for v in stream.gparams) + _u64(len(jt)) + jt.tobytes()
    inp += struct.pack("<dd", job.a, job.b) + _u64(job.off) + _u64(job.rng) + _u64(job.thr)
    inp += _u64(len(tab)) + tab + _u64(grid) + _u64(len(calls))
    for n, base, has, shift in calls:
        inp += _u64(n) + _u64(base) + _u64(has) + _u64(shift)
    with tempfile.TemporaryDirectory() as d:
        fi, fo = os.path.join(d, "in"), os.path.join(d, "out")
        with open(fi, "wb") as f:
            f.write(inp)
        subprocess.run([exe, fi, fo], check=True, timeout=600)
        with open(fo, "rb") as f:
            raw = f.read()
    dt = numpy.dtype(job.code)
    res, pos = [], 0
    for n, *_ in calls:
        end = struct.unpack_from("<Q", raw, pos)[0]
        pos += 8
        res.append((end, numpy.frombuffer(raw, dt, n, pos).copy()))
        pos += n * dt.itemsize
    TRACE.append(struct.unpack_from("<16Q", raw, pos))
    return res


def states_equal(a, b):
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(
            states_equal(a[k], b[k]) for k in a)
    if isinstance(a, numpy.ndarray) or isinstance(b, numpy.ndarray):
        return numpy.array_equal(a, b)
    return a == b


# (label, job maker, NumPy call)
def _int_case(lo, hi, dt):
    return (lambda: _device.integer_job(lo, hi, dt, False, None),
            lambda g, n: g.integers(lo, hi, size=n, dtype=dt))


CASES = {
    "random_f8": (lambda: _device.Job("random", 64, "f8", None), lambda g, n: g.random(n)),
    "random_f4": (lambda: _device.Job("random", 32, "f4", None),
                  lambda g, n: g.random(n, dtype=F4)),
    "uniform": (lambda: _device.Job("uniform", 64, "f8", None, a=-2.0, b=7.0),
                lambda g, n: g.uniform(-2.0, 5.0, n)),
    "offset32_i8": _int_case(-5, 2 ** 32 - 5, numpy.int64),
    "offset64_u8": _int_case(0, 2 ** 64, numpy.uint64),
    "offset32_u4": _int_case(0, 2 ** 32, numpy.uint32),
    "lemire32_i8": _int_case(0, 1000, numpy.int64),
    "lemire32_u4_half": _int_case(0, 2 ** 31 + 1, numpy.uint32),
    "lemire32_i4": _int_case(-7, 2 ** 31 - 9, numpy.int32),
    "lemire64_i8": _int_case(-5, 2 ** 40, numpy.int64),
    "lemire64_u8": _int_case(0, 3 * 2 ** 62, numpy.uint64),
    "normal_f8": (lambda: _device.Job("normal", 64, "f8", None), lambda g, n: g.standard_normal(n)),
    "normal_f4": (lambda: _device.Job("normal", 32, "f4", None),
                  lambda g, n: g.standard_normal(n, dtype=F4)),
    "normal_affine": (lambda: _device.Job("normal", 64, "f8", None, a=1.5, b=3.0, affine=True),
                      lambda g, n: g.normal(1.5, 3.0, n)),
    "exp_f8": (lambda: _device.Job("exponential", 64, "f8", None),
               lambda g, n: g.standard_exponential(n)),
    "exp_f4": (lambda: _device.Job("exponential", 32, "f4", None),
               lambda g, n: g.standard_exponential(n, dtype=F4)),
    "exp_affine": (lambda: _device.Job("exponential", 64, "f8", None, b=2.5, affine=True),
                   lambda g, n: g.exponential(2.5, n)),
}


def _check(case, bitgen, seed, calls, grid=None, defines=""):
    """Emulated calls of one sampler (chained through their bases) against NumPy: values and
    the words consumed (NumPy's state after them).  ``grid``: blocks (a rejection sampler:
    chunks; by default as the device path sizes them)."""
    make, call = CASES[case]
    job = make()
    words32 = job.wbits == 32
    bg = getattr(numpy.random, bitgen)(seed)
    stream = _streams.aligned(bg, words32)
    assert stream is not None
    if grid is None:
        grid = max(_device.chunk_shape(job, n)[0] for n, *_ in calls) if job.reject else 2
    got = _emulate(job, stream, calls, grid, defines=defines)
    for (n, base, has, shift), (end, vals) in zip(calls, got):
        start = (base << shift) if has else 0
        ref = getattr(numpy.random, bitgen)(seed)
        ref.state = _streams.words_consumed(stream, start, words32)
        want = call(numpy.random.Generator(ref), n)
        assert vals.dtype == want.dtype
        bad = numpy.flatnonzero(vals != want)
        assert bad.size == 0, (case, bitgen, seed, n, start, bad[:10], vals[bad[:5]], want[bad[:5]])
        assert states_equal(_streams.words_consumed(stream, end, words32), ref.state), (end,)


FILL = ["random_f8", "random_f4", "uniform", "offset32_i8", "offset64_u8", "offset32_u4"]
REJECT = ["lemire32_i8", "lemire32_u4_half", "lemire32_i4", "lemire64_i8", "lemire64_u8",
        "normal_f8", "normal_f4", "normal_affine", "exp_f8", "exp_f4", "exp_affine"]


@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
@pytest.mark.parametrize("case", FILL)
def test_fill(case, bitgen):
    # a fresh start, odd bases (a 32-bit word stream in mid-raw, Philox in mid-block), a base
    # in 64-bit raws shifted to 32-bit words, sizes that end inside a group
    shift = 1 if CASES[case][0]().wbits == 32 else 0
    _check(case, bitgen, 12345, [(1, 0, 1, 0), (9, 0, 0, 0), (4099, 3, 1, 0), (70001, 101, 1, 0),
                                 (1237, 7, 1, shift)], grid=2)


def _normal64_reference(words, n, ki, wi, fi):
    """NumPy's random_standard_normal over 64-bit ``words`` with ziggurat tables ki, wi, fi:
    (values, words consumed)."""
    import math
    from gpnumpy.random import _ziggurat as Z

    def nd(v):
        return (int(v) >> 11) * (1.0 / 9007199254740992.0)
    out, p = [], 0
    while len(out) < n:
        w = int(words[p])
        idx, r = w & 0xFF, w >> 8
        rabs = (r >> 1) & 0x000FFFFFFFFFFFFF
        x = rabs * float(wi[idx])
        if r & 1:
            x = -x
        if rabs < int(ki[idx]):
            out.append(x)
            p += 1
            continue
        if idx == 0:
            j = 0
            while True:
                xx = -Z.ZIGGURAT_NOR_INV_R * math.log1p(-nd(words[p + 1 + 2 * j]))
                yy = -math.log1p(-nd(words[p + 2 + 2 * j]))
                if yy + yy > xx * xx:
                    v = Z.ZIGGURAT_NOR_R + xx
                    out.append(-v if (rabs >> 8) & 1 else v)
                    p += 3 + 2 * j
                    break
                j += 1
            continue
        u = nd(words[p + 1])
        if (float(fi[idx - 1]) - float(fi[idx])) * u + float(fi[idx]) < math.exp(-0.5 * x * x):
            out.append(x)
        p += 2
    return numpy.array(out), p


# ---------------------------------------------------------------- chunk mode
@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
@pytest.mark.parametrize("case", REJECT)
def test_chunk(case, bitgen):
    # chunks of 2048 words: a call spans ~10-20 of them, taken by 24 warps going on over the
    # chunks; two calls in a row, the second from an odd base; sizes below one chunk
    _check(case, bitgen, 7, [(40001, 0, 0, 0), (20011, 13, 1, 0), (1, 5, 1, 0), (9, 0, 0, 0)])


@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
@pytest.mark.parametrize("case", ["normal_f8", "normal_f4", "exp_f4", "lemire32_u4_half",
                                  "lemire64_u8"])
def test_chunk_small_chunks(case, bitgen):
    # chunks of one round (64-256 words) composed 4 a block: hundreds of chunks and blocks, so
    # attempts cross chunk ends often and down applies many blocks' tables before its own
    _check(case, bitgen, 11, [(60001, 3, 1, 0)], defines="GP_CR=1 GP_CB=4")


@pytest.mark.parametrize("skew", [1, 3])
@pytest.mark.parametrize("case", ["normal_f4", "normal_f8", "lemire32_i4", "lemire64_u8"])
def test_chunk_out_off_16_bytes(case, skew):
    # out starting 1 or 3 values past a 16-byte boundary: write stores each chunk's first and
    # last values one by one and the whole 16-byte units between them (chunks of one round:
    # many chunk boundaries, in every position of a unit)
    _check(case, "PCG64", 5, [(30011, 0, 0, 0), (7001, 3, 1, 0)],
           defines="GP_CR=1 GP_CB=4 EMU_OUT_SKEW=%d" % skew)


@pytest.mark.parametrize("case", ["normal_f4", "lemire32_u4_half", "exp_f8"])
def test_chunk_too_few_chunks(case):
    # 3 chunks for a call that needs ~15: the last chunk's warp goes on alone
    _check(case, "PCG64", 99, [(30011, 5, 1, 0)], grid=3)


@pytest.mark.parametrize("shrink,defines", [(2, "GP_CR=1 GP_CB=4 GP_CK=16"),
                                            (8, "GP_CR=1 GP_CB=4 GP_CE=2"),
                                            (8, "")])
def test_chunk_rare_paths(shrink, defines):
    # the ziggurat's fast-path bounds shrunk: most words fail it, attempts cover other specials
    # and reach past chunk ends, some by more than a table holds (a walk by one thread, trace
    # counter 9); NumPy's algorithm on the same tables (in Python) gives the values and the
    # words consumed
    job = _device.Job("normal", 64, "f8", None)
    tab = _device.zig_rows("normal", 64).copy()
    tab[:256] //= shrink
    n = 40000
    stream = _streams.aligned(numpy.random.PCG64(2024), False)
    words = numpy.random.PCG64(2024).random_raw(n * 4 + 100000)
    want, used = _normal64_reference(words, n, tab[:256], tab[256:512].view(F8), tab[512:].view(F8))
    del TRACE[:]
    (end, vals), = _emulate(job, stream, [(n, 0, 0, 0)], -(-used // 64) + 4, tab=tab,
                            defines=defines)
    assert end == used
    bad = numpy.flatnonzero(vals != want)
    assert bad.size == 0, (bad[:10], vals[bad[:5]], want[bad[:5]])
    if defines and shrink == 8:
        assert TRACE[-1][9], TRACE[-1]


# ---------------------------------------------------------------- the device path, end to end
@pytest.fixture
def emulated_device(monkeypatch):
    """gpnumpy.random's device path on host arrays, each launch run by the emulation: checks
    _device.py's own logic (alignment prefixes, calls chained through the device words, word
    size changes, settling the host state) together with the kernels."""
    import ctypes
    import types
    from gpnumpy._core import device as dev
    from gpnumpy.random import _generator
    if dev.ON_DEVICE:
        # (the emulation reads arrays' host copies at raw addresses: a GPU machine's arrays
        # live in device memory, and the real device path runs in test_generator.py there)
        pytest.skip("the emulated device path needs host-held arrays: not on a GPU machine")

    def host_ptr(a):
        return a._mem.host.ctypes.data + a._offset

    def launch(kernel, grid, args, block=256, fresh=False):
        job, gen, part = kernel
        assert block == 256
        if part is not None:  # a rejection sampler: the emulation runs its kernels at the last
            if part != "write":
                return
            grid = int(args[-1])  # (its chunks)
        LAUNCHES.append((job.method, job.wbits, args[15] != 0, args[16]))
        g6 = args[:6]
        tabp, dst, n, basep, shift, endp = args[12], args[13], args[14], args[15], args[16], args[17]
        tab = None
        if tabp:
            width = 8 if job.wbits == 64 else 4
            tab = numpy.frombuffer(ctypes.string_at(tabp, 768 * width), numpy.uint8)
        base = ctypes.c_uint64.from_address(basep).value if basep else 0
        stream = types.SimpleNamespace(kind="pcg64" if gen == "PCG64" else "philox", gparams=g6)
        (end, vals), = _emulate(job, stream, [(n, base, 1 if basep else 0, shift)], grid,
                                tab=tab)
        ctypes.memmove(dst, vals.ctypes.data, vals.nbytes)
        ctypes.c_uint64.from_address(endp).value = end

    monkeypatch.setattr(_device, "ON_DEVICE", True)
    monkeypatch.setattr(_device, "sm_count", lambda: 1)
    monkeypatch.setattr(_device, "stream_handle", lambda: 1)
    monkeypatch.setattr(_device, "_ptr", host_ptr)
    monkeypatch.setattr(_device.Job, "kernel", lambda self, gen, part=None: (self, gen, part))
    monkeypatch.setattr(_device.launch, "launch", launch)
    monkeypatch.setattr(dev, "memset", lambda p, nb, fresh=False: ctypes.memset(p, 0, nb))
    monkeypatch.setattr(dev, "copy_d2h", lambda d, s, nb: ctypes.memmove(d, s, nb))
    return _generator


LAUNCHES = []


def _sequence(xp, bitgen, seed):
    g = xp.random.Generator(getattr(numpy.random, bitgen)(seed))
    out = [g.random(20000), g.standard_normal(20001), g.random(20003, dtype=F4),
           g.integers(0, 1000, size=20005), g.standard_normal(17000, dtype=F4),
           g.random(16400), g.exponential(2.0, size=16385), g.random(5),
           g.integers(-5, 2 ** 40, size=(128, 129)), g.random(3, dtype=F4),
           g.standard_exponential(16387, dtype=F4), g.uniform(-1.0, 2.0, size=16384)]
    o = xp.zeros(16390)
    g.random(out=o)
    out.append(o)
    st = g.bit_generator.state
    return out, st


@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
def test_device_path_sequence(emulated_device, bitgen):
    import gpnumpy
    want, wst = _sequence(numpy, bitgen, 31)
    del LAUNCHES[:]
    got, gst = _sequence(gpnumpy, bitgen, 31)
    # every call but the two small ones ran on the "device"; most started from the last one's
    # device word, one of them shifted from 64-bit raws to 32-bit words
    assert len(LAUNCHES) == 11 and sum(c[2] for c in LAUNCHES) >= 5
    assert any(c[3] == 1 for c in LAUNCHES)
    for a, b in zip(got, want):
        a = a.get() if hasattr(a, "get") else a
        assert a.dtype == b.dtype and a.shape == b.shape
        assert numpy.array_equal(a, b)
    assert states_equal(gst, wst)


def test_device_path_shared_bit_generator(emulated_device):
    # a bit generator someone else holds is settled after every call
    import gpnumpy
    bg, ref = numpy.random.PCG64(5), numpy.random.PCG64(5)
    g, r = gpnumpy.random.Generator(bg), numpy.random.Generator(ref)
    a = g.standard_normal(20000, dtype=F4)
    assert g._pending is None
    b = r.standard_normal(20000, dtype=F4)
    assert numpy.array_equal(a.get(), b) and states_equal(bg.state, ref.state)
    # a private one is settled when its state is asked for
    g2, r2 = gpnumpy.random.default_rng(6), numpy.random.default_rng(6)
    g2.integers(0, 7, size=30000)
    r2.integers(0, 7, size=30000)
    assert g2._pending is not None
    assert states_equal(g2.bit_generator.state, r2.bit_generator.state)
    assert g2._pending is None


# ---------------------------------------------------------------- shuffle draws
def _run_emu(parts, driver, payload):
    """Build the kernel sources ``parts`` (C++ bodies, prelude left out) with the emulation
    driver ``driver``, run it on ``payload`` (its input file's bytes): its output's bytes."""
    code_cpp = '#include "gpu_emu.h"\n%s\n#include "%s"\n' % ("\n".join(parts), driver)
    exe = build(code_cpp, (RANDOM_EMU,))
    with tempfile.TemporaryDirectory() as tmp:
        fi, fo = os.path.join(tmp, "in"), os.path.join(tmp, "out")
        with open(fi, "wb") as f:
            f.write(payload)
        subprocess.run([exe, fi, fo], check=True, timeout=600)
        with open(fo, "rb") as f:
            return f.read()


def _body(renderer, code, parts):
    """A multi-kernel source (one of ``renderer(code, part)``), each kernel renamed emu_<part>."""
    src, _ = renderer(code, parts[0])
    body = src[len(render.prelude(False)):]
    for part in parts:
        body = body.replace(renderer(code, part)[1] + "(", "emu_%s(" % part)
    return body


def _shuffle_emulate(words, n, code="i4", plan=None):
    """random_shuffle.cu's draws (after random_shuffle_band.cu's ranges of ``plan``): the words
    used (-1: failed) and J."""
    src, name = render.random_shuffle(code)
    parts = [src[len(render.prelude(False)):].replace(name, "emu_kernel")]
    payload = struct.pack("<qq", n, words.size) + words.astype(numpy.uint32).tobytes()
    if plan is None:
        raw = _run_emu(parts, "emu_shuffle.cpp", payload)
    else:
        parts.insert(0, _body(render.random_shuffle_band, code, ("maps", "chain", "emit")))
        payload += struct.pack("<q", len(plan)) + numpy.array(plan, numpy.int64).tobytes()
        raw = _run_emu(parts, "emu_shuffle_band.cpp", payload)
    used = struct.unpack_from("<q", raw)[0]
    return used, numpy.frombuffer(raw, numpy.dtype(code), n, 8)


# (sizes: 4097 has chunks cut at the cap, 70001 chunks of several warps (a cap above 1024
# words from lo = 16384 on); the emulation of a 300007 or 2^20 draw took 14-43 s of CI, and
# test_generator.py's permutations of 70001, 2^17 + 3 and 2^22 + 5 elements against NumPy
# run the kernels themselves on a GPU)
@pytest.mark.parametrize("bitgen,n,band_min", [(b, n, None) for b in ("PCG64", "Philox")
                                               for n in (2, 3, 1000, 4097)]
                         + [("PCG64", 70001, None)]
                         + [("PCG64", 1000, 256), ("PCG64", 70001, 256),
                            ("Philox", 300007, 256)])
def test_shuffle_draws(bitgen, n, band_min):
    # random_shuffle.cu against the host model (itself checked against NumPy's permutation in
    # test_shuffle.py): the draws and the words they used; with band_min, random_shuffle_band.cu's
    # ranges from lo = band_min up first (as the device runs them from BAND_MIN), then
    # random_shuffle.cu from where they ended
    from gpnumpy.random import _shuffle
    bg = getattr(numpy.random, bitgen)(n)
    stream = _streams.aligned(bg, True)
    nw = int(1.3863 * n + 12.0 * n ** 0.5 + 65536)
    words = getattr(numpy.random, bitgen)(n).random_raw((nw + 1) // 2).view(numpy.uint32)[:nw]
    want = _shuffle.draws(bg, n)
    plan = None if band_min is None else _shuffle.band_plan(n, band_min)
    if plan is not None:
        assert len(plan) >= (2 if n > 1000 else 1)
    used, J = _shuffle_emulate(words, n, "i4" if n % 2 else "i8", plan)
    assert numpy.array_equal(J.astype(numpy.int64), want)
    assert states_equal(_streams.words_consumed(stream, used, True), bg.state)
    if plan is None:
        # too few words: the kernel says so (-1) instead of drawing past them
        used, _ = _shuffle_emulate(words[:n // 2], n)
        assert used == -1 or n < 4


@pytest.mark.parametrize("n", [2, 3, 1000, 70001])
def test_shuffle_apply(n):
    # shuffle_apply.cu (the permutation from the draws and their stable sort by target)
    # against NumPy's permutation
    from gpnumpy.random import _shuffle
    J = _shuffle.draws(numpy.random.PCG64(n), n)
    code = "i4" if n % 2 else "i8"
    order = numpy.argsort(J, kind="stable")
    raw = _run_emu([_body(render.shuffle_apply, code, ("links", "follow"))],
                   "emu_shuffle_apply.cpp",
                   struct.pack("<q", n) + J.astype(code).tobytes()
                   + J[order].astype(code).tobytes() + order.astype(code).tobytes())
    got = numpy.frombuffer(raw, numpy.int64)
    assert numpy.array_equal(got, numpy.random.Generator(numpy.random.PCG64(n)).permutation(n))
