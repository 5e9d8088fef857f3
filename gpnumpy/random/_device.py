"""Device paths of Generator methods: NumPy's PCG64 and Philox streams made on the GPU.

Each function takes the Generator and the method's arguments and returns the result, or
NotImplemented where it declines (no GPU, another bit generator, a small or scalar draw,
array parameters, an unusual dtype, a bad argument: NumPy's own sampler then runs on the host
and raises NumPy's errors).  A device call starts at an *aligned* stream position
(``_streams.aligned``): a few elements drawn by NumPy on the host get it there when the state
holds a buffered half draw or an unused Philox block.

Samplers that take one word per value (random, uniform, integers over a whole word) run one
``fill`` kernel; rejection samplers (NumPy's Lemire bounded integers, the ziggurat normal and
exponential) the five ``chunk`` kernels (count each chunk's walks, compose them by blocks,
place each block, then each chunk exactly, write; random.cu says how).

No call reads the device.  Each kernel writes where its words end to a device word of the
Generator (two of them, used in turn); while nothing outside the Generator can see its bit
generator (its reference count says so), the host state is left behind (``Generator._pending``:
the stream position the kernels count words from, and which word holds the end), and the next
device call of the same word size starts on the device from that word.  Anything that needs
the state (the ``bit_generator`` property, a host-drawn method, pickling, another word size,
another CUDA stream) first settles it: one read, and the state set to where NumPy's would be
(``_streams.words_consumed``).
"""
from __future__ import annotations

import operator
import sys
import threading

import numpy

from .._kernels.lru import LRU
from .._core import device as _dev
from .._core.device import ON_DEVICE, sm_count, stream_handle
from .._core.ndarray import ndarray, _empty, asarray_any, as_dtype
from .._core.libraries import data_ptr as _ptr
from . import _bitgen, _streams, _ziggurat
from .._kernels import compiler, render, launch

#: fewer elements than this: NumPy on the host
DEVICE_MIN = 1 << 14
#: rejection samplers: words a chunk (random.cu's GP_CW), blocks of count and write an SM
CHUNK_WORDS = render.RANDOM_CHUNK_WORDS
CHUNK_BLOCKS_PER_SM = 8
#: fill kernels: blocks of 256 threads an SM (each thread goes on over the grid); on the H100
#: random() float64 2^28 took 0.731 ms with 4 (CuPy 0.745), 0.795 with 8; float32 0.380/0.376
FILL_BLOCKS_PER_SM = 4

_F8, _F4 = numpy.dtype(numpy.float64), numpy.dtype(numpy.float32)
_U8 = numpy.dtype(numpy.uint64)
_INT_DTYPES = {numpy.dtype(t): c for t, c in ((numpy.int64, "i8"), (numpy.uint64, "u8"),
                                               (numpy.int32, "i4"), (numpy.uint32, "u4"))}
_CONSTS = (_ziggurat.ZIGGURAT_NOR_R, _ziggurat.ZIGGURAT_NOR_INV_R, _ziggurat.ZIGGURAT_EXP_R)
_GEN = {"pcg64": "PCG64", "philox": "PHILOX"}
_cache = LRU(64)  # constant device tables by name


def _device_array(key, build):
    a = _cache.get(key)
    if a is None:
        a = asarray_any(build())
        _cache.put(key, a)
    return a


def jump_rows():
    """The PCG64 jump table of random.cu as uint64 rows (A hi, A lo, G hi, G lo) of the map
    s -> A s + inc G: 2^i steps (i < 64), then 1 .. 256 steps."""
    rows = []
    for a, g in _streams.pcg_jump_table() + _streams.pcg_small_table():
        rows += [a >> 64, a & _streams.M64, g >> 64, g & _streams.M64]
    return numpy.array(rows, dtype=numpy.uint64)


def _jump_table():
    return _device_array("jt", jump_rows)


def zig_rows(method, wbits):
    """The ziggurat table of a sampler as random.cu reads it: k[256], w[256], f[256] in words
    of the sampler's width."""
    Z = _ziggurat
    if method == "normal":
        k, w, f = ((Z.KI_DOUBLE, Z.WI_DOUBLE, Z.FI_DOUBLE) if wbits == 64 else
                   (Z.KI_FLOAT, Z.WI_FLOAT, Z.FI_FLOAT))
    else:
        k, w, f = ((Z.KE_DOUBLE, Z.WE_DOUBLE, Z.FE_DOUBLE) if wbits == 64 else
                   (Z.KE_FLOAT, Z.WE_FLOAT, Z.FE_FLOAT))
    it, ft = (numpy.uint64, numpy.float64) if wbits == 64 else (numpy.uint32, numpy.float32)
    parts = [numpy.array(k, dtype=it),
             numpy.array([float.fromhex(x) for x in w], dtype=ft).view(it),
             numpy.array([float.fromhex(x) for x in f], dtype=ft).view(it)]
    return numpy.concatenate(parts)


def _zig_table(method, wbits):
    return _device_array(("zig", method, wbits), lambda: zig_rows(method, wbits))


# ------------------------------------------------------------------ arguments
def _shape(size):
    if size is None:
        return None
    try:
        shape = tuple(operator.index(s) for s in size) if isinstance(size, (tuple, list)) \
            else (operator.index(size),)
    except TypeError:
        return None
    if any(s < 0 for s in shape):
        return None
    return shape


def _real(x):
    """A Python or NumPy real scalar as a float, else None (arrays decline the device path)."""
    if isinstance(x, (bool, numpy.bool_)) or not isinstance(x, (int, float, numpy.integer,
                                                                 numpy.floating)):
        return None
    return float(x)


def _target(size, dtype, out):
    """(result array, its element count) for size/out as NumPy's samplers take them, or None."""
    if out is not None:
        if (not isinstance(out, ndarray) or out.dtype != dtype or not out._flags_c()
                or not out._writeable() or _ptr(out) % dtype.itemsize):
            return None  # (the kernels store whole values: an unaligned out stays on the host)
        if size is not None and _shape(size) != out.shape:
            return None
        return out, out.size
    shape = _shape(size)
    if shape is None:
        return None
    res = _empty(shape, dtype)
    return res, res.size


def _usable(gen, n):
    if not ON_DEVICE or n < DEVICE_MIN:
        return False
    return type(gen._bit_generator) in _bitgen.DEVICE_TYPES


# ------------------------------------------------------------------ jobs
class Job:
    """One device draw: NumPy's sampler ``method`` (a random.cu sampler) making values of dtype
    code ``code`` from ``wbits``-bit words, with its parameters (``a``, ``b``: uniform's low
    and range, normal's loc and scale, exponential's scale; ``off``, ``rng``, ``thr``: the
    bounded integers' offset, range and Lemire threshold); ``host(count)`` draws values with
    NumPy (the alignment prefix).  ``reject``: a rejection sampler (random.cu's chunk kernels);
    ``ratio``: a generous bound on the words an output takes on average."""

    __slots__ = ("method", "wbits", "code", "affine", "a", "b", "off", "rng", "thr", "host",
                 "reject", "ratio")

    def __init__(self, method, wbits, code, host, a=0.0, b=0.0, off=0, rng=0, thr=0,
                 affine=False):
        self.method, self.wbits, self.code, self.host = method, wbits, code, host
        self.a, self.b, self.off, self.rng, self.thr = a, b, off, rng, thr
        self.affine = affine
        self.reject = method in ("lemire", "normal", "exponential")
        # words an output takes on average (NumPy's ziggurats: measured over 10^6 draws)
        if method == "lemire":
            self.ratio = 1.0 / (1.0 - thr / float(1 << wbits))
        else:
            self.ratio = {"normal": 1.0225, "exponential": 1.0340}.get(method, 1.0)

    def mode(self):
        """random.cu's kernel mode: 'chunk' for a rejection sampler (five launches), else
        'fill' (one word a value)."""
        return "chunk" if self.reject else "fill"

    def source(self, gen, part=None):
        """(source, kernel name) for bit generator ``gen`` ('PCG64' or 'PHILOX'); ``part``:
        which of the chunk mode's kernels."""
        return render.random_stream(gen, self.wbits, self.method, self.code, self.mode(),
                                    self.affine, _CONSTS, part)

    def kernel(self, gen, part=None):
        # (a cold cache's full build of the samplers takes 1.4 s of NVRTC on an H200's host;
        # the quick build, the same semantics and so the same bits, serves until it is done)
        return compiler.kernel(render.random_stream, gen, self.wbits, self.method,
                               self.code, self.mode(), self.affine, _CONSTS, part)

    def margs(self, tab):
        """The sampler's kernel arguments; ``tab`` the address of its ziggurat table."""
        return [float(self.a), float(self.b), numpy.uint64(self.off & _streams.M64),
                numpy.uint64(self.rng), numpy.uint64(self.thr), tab]

    def zig(self):
        return self.method in ("normal", "exponential")


def fill_grid(kind, job, n):
    """Blocks of a fill kernel making n values (each thread goes on over the grid)."""
    wpg = (2 if kind == "pcg64" else 4) * (64 // job.wbits)
    groups = -(-(n + 8) // wpg)
    return max(1, min(-(-groups // 256), max(sm_count(), 1) * FILL_BLOCKS_PER_SM))


def chunk_shape(job, n):
    """(chunks, grid of count and write, blocks of agg and down, workspace words) of a
    rejection sampler's call making n values: the chunks cover the words n outputs are
    expected to take with a margin of many standard deviations (the last chunk's warp goes on
    if they fall short); the workspace as random.cu's gp_chunk_ws lays it out."""
    words = int(n * job.ratio * 1.0005 + 8.0 * (n * max(job.ratio - 1.0, 0.05)) ** 0.5
                + 2 * CHUNK_WORDS)
    nch = max(1, -(-words // CHUNK_WORDS))
    nb = -(-nch // render.RANDOM_CHUNK_PER_BLOCK)
    ce, ck = render.RANDOM_CHUNK_ENTRIES, render.RANDOM_CHUNK_LIST
    space = (nch * ce // 2 + (nch + 1) // 2 + nch * ck // 2
             + nch * ck * numpy.dtype(job.code).itemsize // 8 + nb * 2 * ce + 2 * nb + 2 * nch)
    return (nch, max(1, min(-(-nch // 8), max(sm_count(), 1) * CHUNK_BLOCKS_PER_SM)), nb, space)


_tls = threading.local()


def _workspace(words):
    """The current CUDA stream's scratch words for the chunk kernels (per thread; grown, never
    shrunk; written before they are read, so never cleared)."""
    spaces = getattr(_tls, "spaces", None)
    if spaces is None:
        spaces = _tls.spaces = {}
    h = stream_handle()
    ws = spaces.get(h)
    if ws is None or ws.size < words:
        ws = spaces[h] = _empty((max(words, 2 * (ws.size if ws is not None else 0)),), _U8)
    return ws


# ------------------------------------------------------------------ pending host state
class _Pending:
    """Where a Generator's stream stands after device calls the host state does not show yet:
    ``stream`` (the aligned position the kernels count words from), ``words32`` (their word
    size), ``slot`` (which of the Generator's two device words holds the words consumed since
    ``stream``), ``handle`` (the CUDA stream of the last call)."""

    __slots__ = ("stream", "words32", "slot", "handle")

    def __init__(self, stream, words32, slot, handle):
        self.stream, self.words32, self.slot, self.handle = stream, words32, slot, handle


#: references to a bit generator that a Generator holds itself (its own and its NumPy
#: Generator's), measured once on a fresh Generator: more means someone else can see the state
_own_refs = None


def _refs(gen):
    return sys.getrefcount(gen._bit_generator)


def _private(gen):
    global _own_refs
    if _own_refs is None:
        _own_refs = _refs(type(gen)(numpy.random.PCG64(0)))
    return _refs(gen) <= _own_refs


def _settle_locked(gen):
    pend = gen._pending
    if pend is None:
        return
    gen._pending = None
    if pend.handle != stream_handle():
        _dev.check(_dev.driver.cuStreamSynchronize(pend.handle))
    word = numpy.zeros(1, numpy.uint64)
    _dev.copy_d2h(word.ctypes.data, _ptr(gen._slots) + 8 * pend.slot, 8)
    gen._bit_generator.state = _streams.words_consumed(pend.stream, int(word[0]), pend.words32)


def settle(gen):
    """Set the bit generator's state to where the device calls left the stream (one read)."""
    if gen._pending is not None:
        with gen._bit_generator.lock:
            _settle_locked(gen)


# ------------------------------------------------------------------ the calls
def _run(gen, job, res, n):
    """Fill the C-contiguous ``res`` (n values) from the generator's stream; returns res."""
    private = _private(gen)
    bitgen = gen._bit_generator
    words32 = job.wbits == 32
    with bitgen.lock:
        pend = gen._pending
        if pend is not None:
            if pend.handle == stream_handle() and (
                    pend.words32 == words32 or (words32 and not pend.stream.state["has_uint32"])):
                # go on from where the last device call ended, on the device
                shift = 1 if words32 and not pend.words32 else 0
                _draw(gen, pend.stream, job, _ptr(res), n, pend.slot, shift, words32, private)
                return res
            _settle_locked(gen)
        stream = _streams.aligned(bitgen, words32)
        if stream is not None:
            _draw(gen, stream, job, _ptr(res), n, None, 0, words32, private)
            return res
    # NumPy on the host up to an aligned position (a kept half draw, an unused Philox block)
    flat = res.reshape(-1)
    k = 0
    while _streams.aligned(bitgen, words32) is None and k < n:
        if k >= 16:  # still not aligned: the rest on the host too
            flat[k:] = job.host(n - k)
            return res
        flat[k] = job.host(1)[0]
        k += 1
    if k == n:
        return res
    with bitgen.lock:
        stream = _streams.aligned(bitgen, words32) if gen._pending is None else None
        if stream is not None:
            _draw(gen, stream, job, _ptr(res) + k * res.dtype.itemsize, n - k, None, 0,
                  words32, private)
    if stream is None:  # another thread moved the state in between: NumPy on the host
        settle(gen)
        flat[k:] = job.host(n - k)
    return res


def _draw(gen, stream, job, dst, n, src, shift, words32, private):
    """Launch the kernel for n values at ``dst`` from ``stream`` (words already consumed: the
    Generator's device word ``src`` shifted left by ``shift``, or none); the bit generator lock
    is held."""
    slots = gen._slots
    if slots is None:
        slots = gen._slots = _empty((2,), _U8)
    sp = _ptr(slots)
    new = 0 if src is None else 1 - src
    kind = stream.kind
    jt = _ptr(_jump_table()) if kind == "pcg64" else 0
    tab = _ptr(_zig_table(job.method, job.wbits)) if job.zig() else 0
    args = stream.gparams + [jt] + job.margs(tab) + [
        dst, n, 0 if src is None else sp + 8 * src, shift, sp + 8 * new]
    if job.reject:
        nch, cg, nb, words = chunk_shape(job, n)
        args += [_ptr(_workspace(words)), numpy.int64(nch)]
        for part, grid in zip(render.RANDOM_CHUNK_PARTS, (cg, nb, 1, nb, cg)):
            if part in ("agg", "top") and nb == 1:
                continue  # (one block of chunks: down starts from the call's entry)
            launch.launch(job.kernel(_GEN[kind], part), grid, args,
                          block=render.RANDOM_CHUNK_BLOCK)
    else:
        launch.launch(job.kernel(_GEN[kind]), fill_grid(kind, job, n), args)
    gen._pending = _Pending(stream, words32, new, stream_handle())
    if not private:
        _settle_locked(gen)


def fill_words(stream, dst, nw):
    """``nw`` 32-bit words of NumPy's next_uint32 from the aligned ``stream`` at ``dst`` (the
    bit generator's state is the caller's to move on)."""
    job = Job("offset", 32, "u4", None)
    scratch = _empty((1,), _U8)
    jt = _ptr(_jump_table()) if stream.kind == "pcg64" else 0
    launch.launch(job.kernel(_GEN[stream.kind]), fill_grid(stream.kind, job, nw),
                  stream.gparams + [jt] + job.margs(0) + [dst, nw, 0, 0, _ptr(scratch)],
                  fresh=True)


# ------------------------------------------------------------------ the methods
def _one(gen, name, **kw):
    """NumPy's sampler for ``count`` values on the host (the alignment prefix)."""
    def host(count):
        return getattr(gen._gen, name)(size=count, **kw)
    return host


def random(gen, size=None, dtype=numpy.float64, out=None):
    return _standard(gen, "random", size, dtype, out, "random")


def uniform(gen, low=0.0, high=1.0, size=None):
    lo, hi = _real(low), _real(high)
    if lo is None or hi is None:
        return NotImplemented
    rng = hi - lo
    if not (numpy.isfinite(rng) and rng >= 0):
        return NotImplemented
    t = _target(size, _F8, None)
    if t is None or not _usable(gen, t[1]):
        return NotImplemented
    res, n = t
    return _run(gen, Job("uniform", 64, "f8", _one(gen, "uniform", low=low, high=high),
                         a=lo, b=rng), res, n)


def _standard(gen, method, size, dtype, out, name, **kw):
    try:
        dt = as_dtype(dtype)
    except TypeError:
        return NotImplemented
    if dt not in (_F8, _F4):
        return NotImplemented
    t = _target(size, dt, out)
    if t is None or not _usable(gen, t[1]):
        return NotImplemented
    res, n = t
    job = Job(method, 64 if dt == _F8 else 32, "f8" if dt == _F8 else "f4",
              _one(gen, name, dtype=dt, **kw))
    return _run(gen, job, res, n)


def standard_normal(gen, size=None, dtype=numpy.float64, out=None):
    return _standard(gen, "normal", size, dtype, out, "standard_normal")


def standard_exponential(gen, size=None, dtype=numpy.float64, method="zig", out=None):
    if method != "zig":
        return NotImplemented
    return _standard(gen, "exponential", size, dtype, out, "standard_exponential")


def normal(gen, loc=0.0, scale=1.0, size=None):
    a, b = _real(loc), _real(scale)
    if a is None or b is None or not b >= 0:
        return NotImplemented
    t = _target(size, _F8, None)
    if t is None or not _usable(gen, t[1]):
        return NotImplemented
    res, n = t
    return _run(gen, Job("normal", 64, "f8", _one(gen, "normal", loc=loc, scale=scale),
                         a=a, b=b, affine=True), res, n)


def exponential(gen, scale=1.0, size=None):
    b = _real(scale)
    if b is None or not b >= 0:
        return NotImplemented
    t = _target(size, _F8, None)
    if t is None or not _usable(gen, t[1]):
        return NotImplemented
    res, n = t
    return _run(gen, Job("exponential", 64, "f8", _one(gen, "exponential", scale=scale),
                         b=b, affine=True), res, n)


def integer_job(low, high, dtype, endpoint, host):
    """The Job of NumPy's integers(low, high, dtype=dtype, endpoint=endpoint) for Python-int
    bounds (None: not a device case), or the int fill value where the range holds one value."""
    dt = as_dtype(dtype)
    code = _INT_DTYPES.get(dt)
    if code is None:
        return None
    lo, hi = (0, int(low)) if high is None else (int(low), int(high))
    if not endpoint:
        hi -= 1
    info = numpy.iinfo(dt)
    if lo < info.min or hi > info.max or lo > hi:
        return None
    rng = hi - lo
    if rng == 0:
        return lo
    if rng <= 0xFFFFFFFF:
        return (Job("offset", 32, code, host, off=lo) if rng == 0xFFFFFFFF else
                Job("lemire", 32, code, host, off=lo, rng=rng, thr=(1 << 32) % (rng + 1)))
    return (Job("offset", 64, code, host, off=lo) if rng == _streams.M64 else
            Job("lemire", 64, code, host, off=lo, rng=rng, thr=(1 << 64) % (rng + 1)))


def integers(gen, low, high=None, size=None, dtype=numpy.int64, endpoint=False):
    if not ON_DEVICE or size is None:
        return NotImplemented
    try:
        dt = as_dtype(dtype)
    except TypeError:
        return NotImplemented
    ints = (int, numpy.integer)
    if (dt not in _INT_DTYPES or not isinstance(low, ints) or isinstance(low, (bool, numpy.bool_))
            or (high is not None and (not isinstance(high, ints)
                                      or isinstance(high, (bool, numpy.bool_))))):
        return NotImplemented
    job = integer_job(low, high, dt, endpoint,
                      _one(gen, "integers", low=low, high=high, dtype=dt, endpoint=endpoint))
    if job is None:
        return NotImplemented
    t = _target(size, dt, None)
    if t is None or not _usable(gen, t[1]):
        return NotImplemented
    res, n = t
    if not isinstance(job, Job):
        res.fill(job)
        return res
    return _run(gen, job, res, n)
