"""Device choice (CUDA or host), per-thread streams, the caching memory pool.

gpnumpy runs on one CUDA device when one is usable and on the host otherwise.
``GPNUMPY_DEVICE=cpu`` forces the host; ``GPNUMPY_DEVICE=cuda`` turns a missing
GPU into an error.  Everything above this module asks ``ON_DEVICE`` which of
the two it is on; on the host, array storage is a NumPy byte buffer.
"""
from __future__ import annotations

import collections
import ctypes
import itertools
import os
import threading
import weakref

import numpy

__all__ = ["ON_DEVICE", "current_stream", "synchronize", "malloc", "Memory", "driver", "check"]


class _State:
    backend = "host"
    device = None          # cuda.core.Device (made at the first device use: _device)
    ordinal = 0            # the CUDA device gpnumpy uses
    error = None           # why the GPU is not used
    arch = None            # "90" for sm_90


_state = _State()
_drv = None


def _check(res):
    err = res[0]
    if err != _drv.CUresult.CUDA_SUCCESS:
        name = _drv.cuGetErrorName(err)[1]
        raise RuntimeError("CUDA error %s" % (name.decode() if isinstance(name, bytes) else name))
    return res[1] if len(res) == 2 else res[1:]


def _init():
    """Decide between the GPU and the host through the driver API alone: its library, cuInit,
    the device count and the compute capability.  No context is made here (nor cuda-core
    imported): the device's primary context is made current at the first device use
    (``_device``), so ``import gpnumpy`` reserves no device memory."""
    global _drv
    want = os.environ.get("GPNUMPY_DEVICE", "").strip().lower()
    if want in ("cpu", "host"):
        _state.error = "GPNUMPY_DEVICE=%s" % want
        return
    if want not in ("", "cuda", "gpu"):
        raise ValueError("GPNUMPY_DEVICE must be 'cpu' or 'cuda', not %r" % want)
    try:
        if not want:  # (no driver library: the host, without importing the bindings, ~40 ms)
            ctypes.CDLL("libcuda.so.1")
        from cuda.bindings import driver
        _drv = driver
        _check(driver.cuInit(0))
        if _check(driver.cuDeviceGetCount()) < 1:
            raise RuntimeError("CUDA error CUDA_ERROR_NO_DEVICE")
        # (the device of a context current in this thread, made by another library; else 0:
        # cuda.core's Device() would choose the same)
        if int(_check(driver.cuCtxGetCurrent())):
            _state.ordinal = int(_check(driver.cuCtxGetDevice()))
        dev = _check(driver.cuDeviceGet(_state.ordinal))
        attr = driver.CUdevice_attribute
        _state.arch = "%d%d" % (
            _check(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                               dev)),
            _check(driver.cuDeviceGetAttribute(attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                               dev)))
        _state.backend = "cuda"
    except Exception as exc:  # no driver, no device, no cuda-bindings
        _drv = None
        _state.arch = None
        _state.error = "%s: %s" % (type(exc).__name__, exc)
        if want in ("cuda", "gpu"):
            raise RuntimeError("GPNUMPY_DEVICE=cuda but no CUDA device is usable: "
                               + _state.error) from exc


_init()
ON_DEVICE = _state.backend == "cuda"
_device_lock = threading.Lock()
#: callables run once, in the thread of the first device use, once the context is current
#: (libraries.py: the CUDA libraries loaded in the background)
at_first_use = []


def _device():
    """cuda.core's Device, made at the first device use (cuda-core imported, the primary
    context made current in the calling thread; each other thread's first ``current_stream``
    makes it current there)."""
    dev = _state.device
    if dev is None:
        with _device_lock:
            dev = _state.device
            if dev is None:
                from cuda.core import Device
                dev = Device(_state.ordinal)
                dev.set_current()
                _state.device = dev
                for f in at_first_use:
                    f()
    return dev


# The public face of the driver API for the floors above (launch.py): cuda.bindings'
# driver module and the check that turns a CUresult into an exception (None on the host).
# A thread makes its first call that needs a context after ``current_stream`` (which makes
# the device's context current in it).
if not ON_DEVICE:
    _check = None
driver = _drv
check = _check
_NOT_READY = _drv.CUresult.CUDA_ERROR_NOT_READY if ON_DEVICE else None


# ---------------------------------------------------------------- streams
_tls = threading.local()


_shared = []  # the one stream every thread's work goes to, made at the first device use


def current_stream():
    """The stream gpnumpy's work goes to (a ``cuda.core.Stream``; None on the host): one for
    every thread, so that an array one thread computes is complete for any operation another
    thread queues after it (NumPy's results are complete when the call returns; with a stream
    per thread, a worker's result read by the main thread could be read before the device
    wrote it), as CuPy's default stream orders its threads' work."""
    try:
        return _tls.stream
    except AttributeError:
        if not ON_DEVICE:
            _tls.stream = None
        else:
            dev = _device()
            dev.set_current()  # a new thread has no current context yet
            with _device_lock:
                if not _shared:
                    _shared.append(dev.create_stream())
            _tls.stream = _shared[0]
            _tls.handle = int(_tls.stream.handle)
        return _tls.stream


def stream_handle():
    try:
        return _tls.handle
    except AttributeError:
        current_stream()
        return getattr(_tls, "handle", 0)


def synchronize():
    """Wait until every operation issued on this thread's stream has finished."""
    if hazard is not None:
        hazard(None, "sync")
    if ON_DEVICE:
        current_stream().sync()
    if _after_sync is not None:
        _after_sync()


_after_sync = _unsettled = None


# ---------------------------------------------------------------- is the device behind?
class _Lag:
    """``busy``'s state: its marker, an event (no timing) on the shared stream, recorded
    again each time the device was found past it; the last answer, kept until ``next``
    (perf_counter seconds); ``hook``, told of each change of the answer."""
    event = None
    answer = False
    next = 0.0
    interval = 2e-3   # (seconds an answer holds: the device moves on in between)
    hook = None


_lag = _Lag()
_perf = __import__("time").perf_counter
_watch = 1 << 62  # allocations of this many bytes or more ask ``busy`` again (``watch_lag``)


def busy():
    """Whether the device is still running work queued before the last time this was asked
    (at least ``_lag.interval`` ago): the host is ahead of the device, so host time spent now
    is hidden behind the device's.  An answer that finds the device past its marker records
    the marker again at the stream's end.  One driver query at most every 2 ms (the
    answer in between is the last one); False on the host."""
    lag = _lag
    now = _perf()
    if now < lag.next:
        return lag.answer
    lag.next = now + lag.interval
    b = False
    if ON_DEVICE:
        ev = lag.event
        if ev is None:
            stream_handle()  # (the device's context current in this thread)
            ev = lag.event = _check(_drv.cuEventCreate(
                _drv.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        b = _drv.cuEventQuery(ev)[0] == _NOT_READY
        if not b:
            _check(_drv.cuEventRecord(ev, stream_handle()))
    if b is not lag.answer:
        lag.answer = b
        if lag.hook is not None:
            lag.hook(b)
    return b


_left = 0  # (watched allocations until the clock is read again)


def _watched():
    """A watched allocation: every 16th reads the clock, and asks ``busy`` once its last
    answer is older than its interval."""
    global _left
    if _left:
        _left -= 1
    else:
        _left = 15
        if _perf() >= _lag.next:
            busy()


def watch_lag(nbytes, hook):
    """From now on each allocation of ``nbytes`` bytes or more asks ``busy`` again (once its
    last answer is older than its interval), and ``hook(answer)`` is called when the answer
    changes (fusion's ``auto`` defers mid-size work only while the device is behind);
    ``nbytes`` None: no more."""
    global _watch
    _lag.hook = hook
    _watch = 1 << 62 if nbytes is None else nbytes


def after_sync(fn, unsettled):
    """Call ``fn()`` after each ``synchronize`` (fperr reports floating-point errors there:
    the host waits for the device anyway; on the host device, those another thread found in
    this thread's deferred operations); ``unsettled()``: whether ``fn`` has anything to
    report now (a read from a host mirror, which need not wait, synchronizes then)."""
    global _after_sync, _unsettled
    _after_sync, _unsettled = fn, unsettled


# ---------------------------------------------------------------- write epoch
# ``epoch`` changes whenever device memory that existed before an operation may have
# been written (a kernel writing an ``out=``/in-place operand, a copy or memset into an
# existing array); launches that write only memory they just allocated leave it.  What
# was learned about an array's contents (index bounds, see advanced.py) holds while the
# epoch it was learned in lasts.
_epochs = itertools.count(1)
epoch = 0


class _Fresh(threading.local):
    depth = 0


_fresh = _Fresh()


class fresh_writes:
    """``with fresh_writes():`` around the steps of a routine that write only memory the
    routine itself allocated (its result, its temporaries: linspace's in-place steps on its
    new array): those writes start no epoch, as a launch with ``fresh=True``.  Never around
    a write that may reach the caller's memory (an ``out=``)."""
    __slots__ = ()

    def __enter__(self):
        _fresh.depth += 1

    def __exit__(self, *exc):
        _fresh.depth -= 1


def wrote():
    """Existing device memory is about to change: a new epoch (none inside fresh_writes)."""
    global epoch
    if _fresh.depth:
        return
    epoch = next(_epochs)
    if hazard is not None:
        hazard(None, "write")


# While deferred elementwise work is pending (fusion.py): ``hazard(mem, reason)`` computes
# what reads the allocation ``mem`` (None: any) before it is written, exported or waited for,
# or before an allocation the device could not make is tried again (``_pressed`` meanwhile).
hazard = None
_pressed = False


# ---------------------------------------------------------------- memory
class Memory:
    """One allocation: device memory (``ptr``) or, on the host, a NumPy byte buffer.

    Pool blocks go back to the free list when the last array using them dies.
    ``owner`` keeps foreign memory (DLPack, CUDA array interface) alive instead.
    ``shared``: others may write it behind gpnumpy's back (foreign, or exported).
    """
    __slots__ = ("ptr", "nbytes", "buf", "key", "host", "owner", "shared", "mirror",
                 "__weakref__")

    def __del__(self):
        buf = self.buf
        if buf is not None:
            self.buf = None
            try:
                _pool.release(self.key, buf, self.ptr)
            except Exception:  # interpreter shutdown
                pass


def _bucket(nbytes):
    # Round so that freed blocks are reused by similar requests without
    # wasting more than ~1/8 of a block.
    if nbytes <= 4096:
        return max(512, (nbytes + 511) & ~511)
    step = 1 << max(9, nbytes.bit_length() - 4)
    return (nbytes + step - 1) // step * step


_INTP_MAX = numpy.iinfo(numpy.intp).max


class _Pool:
    """Size-bucketed free list over stream-ordered cuda-core buffers.

    A freed block is reused only on the stream it was freed on, so reuse needs
    no event: the stream orders the old user's kernels before the new one's.
    """

    def __init__(self):
        self.free = {}
        self.cached = 0
        self.limit = None
        self.lock = threading.Lock()

    def malloc(self, nbytes):
        if not ON_DEVICE:
            if nbytes <= 4096:
                # (small blocks as NumPy's allocator aligns them, 16 bytes: reading the
                # address to align them cost more than the rest of an element access)
                return host_bytes(numpy.empty(max(nbytes, 1), numpy.uint8)[:nbytes])
            # 64-byte alignment, like the device pool gives (and more).
            if nbytes > _INTP_MAX - 64:  # (no room for it: memory, not NumPy's size error)
                raise MemoryError("cannot allocate %d bytes" % nbytes)
            raw = numpy.empty(nbytes + 64, numpy.uint8)
            off = (-raw.ctypes.data) % 64
            return host_bytes(raw[off:off + nbytes])
        m = Memory()
        m.buf = None
        m.owner = None
        m.shared = False
        m.mirror = None
        m.host = None
        m.nbytes = nbytes
        try:
            key = (_tls.handle, _bucket(nbytes))
        except AttributeError:
            key = (stream_handle(), _bucket(nbytes))
        lst = self.free.get(key)
        if lst:
            try:
                # list.pop is atomic under the GIL: no lock on this path
                m.buf, m.ptr = lst.pop()
                self.cached -= key[1]
                m.key = key
                if nbytes >= _watch:
                    _watched()
                return m
            except IndexError:
                pass
        buf = self._allocate(key[1])
        m.buf = buf
        m.ptr = int(buf.handle)
        m.key = key
        if nbytes >= _watch:
            _watched()
        return m

    def _allocate(self, size):
        global _pressed
        stream = current_stream()
        dev = _state.device
        try:
            return dev.allocate(size, stream=stream)
        except Exception as exc:
            if "OUT_OF_MEMORY" not in str(exc) and "out of memory" not in str(exc).lower():
                raise
        if hazard is not None and not _pressed:
            # deferred work (fusion.py) computed first: the arrays only a pending graph still
            # held go back to the pool (once: the flush's own allocations do not flush again)
            _pressed = True
            try:
                hazard(None, "memory")
            finally:
                _pressed = False
        self.clear()
        stream.sync()
        try:
            return dev.allocate(size, stream=stream)
        except Exception as exc:
            if "OUT_OF_MEMORY" not in str(exc) and "out of memory" not in str(exc).lower():
                raise
            free, total = mem_info()
            raise MemoryError(
                "Out of device memory allocating %d bytes (%d bytes free of %d on %s)"
                % (size, free, total, _state.device.name)) from None

    def release(self, key, buf, ptr):
        lst = self.free.get(key)
        if lst is None:
            lst = self.free[key] = []
        lst.append((buf, ptr))
        self.cached += key[1]
        if self.limit is None:
            self.limit = mem_info()[1] // 2
        if self.cached > self.limit:
            self.clear()

    def _clear_locked(self):
        for (handle, _), lst in self.free.items():
            for buf, _ptr in lst:
                buf.close()
        self.free.clear()
        self.cached = 0

    def clear(self):
        with self.lock:
            self._clear_locked()


_pool = _Pool()


def malloc(nbytes):
    """A new Memory of ``nbytes`` bytes on the current device, ordered on this thread's stream."""
    return _pool.malloc(nbytes)


bucket = _bucket
_free = _pool.free
_new_memory = object.__new__


def take(size, nbytes):
    """``malloc(nbytes)`` where ``size`` is ``bucket(nbytes)``, computed once by the caller:
    the lean paths' allocation (a block from this thread's free list, else ``malloc``)."""
    try:
        key = (_tls.handle, size)
        buf, ptr = _free[key].pop()
    except (AttributeError, KeyError, IndexError):  # no stream yet, no list, an empty one
        return _pool.malloc(nbytes)
    _pool.cached -= size
    m = _new_memory(Memory)
    m.ptr = ptr
    m.nbytes = nbytes
    m.buf = buf
    m.key = key
    m.host = m.owner = m.mirror = None
    m.shared = False
    if size >= _watch:
        _watched()
    return m


def foreign_memory(ptr, nbytes, owner, host=None):
    """Wrap memory gpnumpy did not allocate (kept alive by ``owner``)."""
    m = Memory()
    m.shared = True
    m.mirror = None
    m.ptr = ptr
    m.nbytes = nbytes
    m.buf = None
    m.key = None
    m.host = host
    m.owner = owner
    return m


def mem_info():
    """(free, total) bytes of device memory."""
    if not ON_DEVICE:
        return (0, 0)
    current_stream()  # (the context current in this thread)
    free, total = _check(_drv.cuMemGetInfo())
    return int(free), int(total)


def free_cached_memory():
    """Return every cached block to the driver's pool."""
    if ON_DEVICE:
        synchronize()
        _pool.clear()


# ---------------------------------------------------------------- copies
def copy_h2d(dst_ptr, src_ptr, nbytes, fresh=False):
    """Copy host bytes to device memory (``fresh``: memory this operation just allocated)."""
    if nbytes:
        if not fresh:
            wrote()
        _check(_drv.cuMemcpyHtoDAsync(dst_ptr, src_ptr, nbytes, stream_handle()))


_STAGE_BYTES = 4096


def _stage():
    """This thread's pinned host buffer for small device-to-host copies (a copy into
    pageable memory goes through the driver's own staging: slower for a few bytes)."""
    ptr = getattr(_tls, "stage", None)
    if ptr is None:
        current_stream()  # (a thread whose first call copies out has no current context yet)
        ptr = _tls.stage = int(_check(_drv.cuMemHostAlloc(_STAGE_BYTES, 0)))
    return ptr


def mapped_record():
    """This thread's 16-byte pinned host record that kernels write directly (mapped into
    the device's address space): ``(device pointer, ctypes view of two int64)``.  Reading
    it needs only a stream synchronization, no copy; whoever reads a nonzero record
    zeroes it again."""
    rec = getattr(_tls, "record", None)
    if rec is None:
        current_stream()
        host = int(_check(_drv.cuMemHostAlloc(16, 0x3)))  # PORTABLE | DEVICEMAP
        ctypes.memset(host, 0, 16)
        rec = _tls.record = (int(_check(_drv.cuMemHostGetDevicePointer(host, 0))),
                             (ctypes.c_longlong * 2).from_address(host))
    return rec


def copy_d2h(dst_ptr, src_ptr, nbytes):
    """Copy device bytes to host memory and wait for them."""
    if nbytes:
        if nbytes <= _STAGE_BYTES:
            stage = _stage()
            _check(_drv.cuMemcpyDtoHAsync(stage, src_ptr, nbytes, stream_handle()))
            synchronize()
            ctypes.memmove(dst_ptr, stage, nbytes)
            return
        _check(_drv.cuMemcpyDtoHAsync(dst_ptr, src_ptr, nbytes, stream_handle()))
        synchronize()


# ---------------------------------------------------------------- host mirrors
# Code that reads a small array element by element (``for i in range(n): float(x[i])``, the
# array-API suite's comparisons of every element) would wait for the device at each
# element.  A pool allocation of at most MIRROR_MAX bytes whose elements are read again and
# again within one write epoch gets a host copy of all its bytes, its *mirror*
# (``Memory.mirror``: (epoch, reads counted, bytes or None)); the reads after it in that
# epoch come from it, without waiting.  An element read is a read of part of an allocation
# (``read``), or an element taken as a device scalar (``element``: the scalar's memory is
# then a ``Held``, the element's bytes on the host, so reading its value waits for nothing
# either, and device memory is made only where the device needs the scalar).  Any write
# into existing device memory (``wrote``) ends the epoch, and so every mirror; memory others
# may write (``shared``: foreign, or exported) has none.  A mirror is made at the second
# element read, plus one more per 64 KiB of the allocation (so that its copy costs about
# what the waits it saves cost); the _MIRRORS allocations mirrored last keep theirs
# (bounding the host memory mirrors hold).
MIRROR_MAX = 1 << 20
_MIRRORS = 16
_mirrored = collections.deque()


def _mirror(mem):
    """The bytes of ``mem``'s valid mirror, made now if this element read is the one that
    earns it; None where the read goes to the device."""
    if type(mem) is not Memory or mem.nbytes > MIRROR_MAX or mem.shared:
        return None
    e = epoch
    mi = mem.mirror
    if mi is None or mi[0] != e:
        mem.mirror = (e, 1, None)
        return None
    if mi[2] is not None:
        if _unsettled is not None and _unsettled():
            synchronize()  # (floating-point errors are reported where a read would wait)
        return mi[2]
    if mi[1] + 1 < 2 + (mem.nbytes >> 16):
        mem.mirror = (e, mi[1] + 1, None)
        return None
    buf = numpy.empty(mem.nbytes, numpy.uint8)
    copy_d2h(buf.ctypes.data, mem.ptr, mem.nbytes)
    if epoch == e:  # (nothing the synchronization ran wrote existing memory)
        mem.mirror = (e, 0, buf)
        _mirrored.append(weakref.ref(mem))
        if len(_mirrored) > _MIRRORS:
            old = _mirrored.popleft()()
            if old is not None:
                old.mirror = None
    return buf


class Held:
    """The memory of a device scalar or new 0-d array whose value is known on the host (an
    element of a mirrored allocation, ``element``; a NumPy scalar's, scalars.from_numpy; a
    number's, ndarray.held): its bytes (``mirror``: (None, 0, bytes)); device memory
    (``real``, a Memory) is made, from those bytes, at the first ``ptr``.  From then on
    reads go to the device (whoever asked for ``ptr`` may write), unless the memory is
    ``frozen``: a device scalar's, which nothing writes (scalars are immutable; exported
    memory, ``shared``, is read from the device again), keeps its bytes."""
    __slots__ = ("real", "mirror", "nbytes", "host", "owner", "shared", "frozen",
                 "__weakref__")

    @property
    def ptr(self):
        r = self.real
        if r is None:
            b = self.mirror[2]
            r = self.real = malloc(self.nbytes)
            copy_h2d(r.ptr, b.ctypes.data, self.nbytes, fresh=True)
            if not self.frozen:
                self.mirror = None  # (the bytes are the value while mirror is set)
        return r.ptr


def held(b, frozen=False):
    """A ``Held`` of the host bytes ``b`` (a uint8 array the caller gives up); ``frozen``:
    a device scalar's (see Held).  On the host device, whose memory is host bytes, plain
    memory of those bytes (``host_bytes``; a copy where ``b`` is read-only)."""
    if not ON_DEVICE:
        return host_bytes(b if b.flags.writeable else b.copy())
    m = Held()
    m.real = m.host = m.owner = None
    m.shared = False
    m.frozen = frozen
    m.nbytes = b.nbytes
    m.mirror = (None, 0, b)
    return m


def host_bytes(b):
    """On the host device: the memory of a new array made of the host bytes ``b`` (a contiguous
    uint8 array the caller gives up: ``held``'s, the pool's new host blocks, a reduction's new
    NumPy result), without the pool's allocation and copy."""
    m = _new_memory(Memory)
    m.buf = m.key = m.owner = m.mirror = None
    m.shared = False
    m.host = b
    m.nbytes = b.nbytes
    m.ptr = 0
    return m


def held_of(h):
    """A ``Held`` of a copy of the bytes of the one-element NumPy array ``h``."""
    return held(h.reshape(1).view(numpy.uint8).copy())


def element(mem, offset, nbytes):
    """An element read of the ``nbytes`` bytes at ``offset`` of ``mem`` for a new device
    scalar: the scalar's memory (a ``Held``) where ``mem`` has a valid mirror, else None
    (the caller copies the element on the device); on the host device, memory of a copy of
    the bytes."""
    if not ON_DEVICE:
        if hazard is not None:
            hazard(mem, "host view")  # (pending writers of it first: fusion.py)
        return held(mem.host[offset:offset + nbytes].copy())
    if type(mem) is Held:  # (a held array's element: its bytes, while they are the value)
        h = mem.mirror[2] if mem.mirror is not None and not mem.shared else None
    else:
        h = _mirror(mem)
    return None if h is None else held(h[offset:offset + nbytes].copy())


def held_value(a):
    """The value of array ``a`` of one element as a NumPy scalar where it can be read on the
    host without waiting: its memory a ``Held`` whose bytes are the value (no device memory
    yet, or frozen), or on the host device its own host memory; else None."""
    m = a._mem
    if type(m) is Held:
        if m.mirror is None or m.shared or a._offset or a._dtype.itemsize != m.nbytes:
            return None  # (a field of a record: read as any other)
        return m.mirror[2].view(a._dtype)[0]
    if ON_DEVICE or type(m) is not Memory or a._size != 1 or a._dtype.hasobject:
        return None
    if hazard is not None:
        hazard(m, "host view")  # (pending writers of it first: fusion.py)
    return m.host[a._offset:a._offset + a._dtype.itemsize].view(a._dtype)[0]


def read(dst_ptr, mem, offset, nbytes):
    """Copy ``nbytes`` bytes at byte ``offset`` of memory ``mem`` to host address
    ``dst_ptr``, as the device holds them after every operation issued so far."""
    if nbytes < mem.nbytes:
        h = _mirror(mem)
    else:  # (the whole allocation: a mirror already made, a Held's bytes)
        mi = getattr(mem, "mirror", None)
        h = mi[2] if mi is not None and (mi[0] == epoch or mi[0] is None) \
            and not mem.shared else None
        if h is not None and _unsettled is not None and _unsettled():
            synchronize()
    if h is None:
        copy_d2h(dst_ptr, mem.ptr + offset, nbytes)
    else:
        ctypes.memmove(dst_ptr, h.ctypes.data + offset, nbytes)


def copy_d2d(dst_ptr, src_ptr, nbytes, fresh=False):
    """Copy device bytes (``fresh``: into memory this operation just allocated)."""
    if nbytes:
        if not fresh:
            wrote()
        _check(_drv.cuMemcpyDtoDAsync(dst_ptr, src_ptr, nbytes, stream_handle()))


def memset(ptr, nbytes, fresh=False):
    """Zero device bytes (``fresh``: memory this operation just allocated)."""
    if nbytes:
        if not fresh:
            wrote()
        _check(_drv.cuMemsetD8Async(ptr, 0, nbytes, stream_handle()))


# ---------------------------------------------------------------- config
def device_name():
    """One line: the GPU in use, or why gpnumpy runs on the host (plainly when there is simply
    no GPU: no driver library, or a driver that sees no device)."""
    if ON_DEVICE:
        dev = _device()
        return "cuda:%d (%s, sm_%s)" % (dev.device_id, dev.name, _state.arch)
    err = _state.error or ""
    if err.startswith("GPNUMPY_DEVICE="):
        why = "%s: running on the host" % err
    elif ("DynamicLibNotFoundError" in err or "CUDA_ERROR_NO_DEVICE" in err
          or "ModuleNotFoundError" in err or err.startswith("OSError: libcuda.so.1")):
        why = "no GPU found: running on the host"
    else:  # a GPU may be there but failed: say how
        why = "the GPU is not usable (%s): running on the host" % " ".join(err.split())
    return "host (%s through NumPy %s)" % (why, numpy.__version__)


def arch():
    """The compute capability digits of the device ("90"), or None on the host."""
    return _state.arch


def sm_count():
    """The device's number of multiprocessors (132 on an H100 SXM), or 0 on the host."""
    if not ON_DEVICE:
        return 0
    n = getattr(_state, "sms", None)
    if n is None:
        n = _state.sms = int(_device().properties.multiprocessor_count)
    return n


def driver_version():
    """The CUDA driver API version as (major, minor), or None on the host."""
    if not ON_DEVICE:
        return None
    ver = _check(_drv.cuDriverGetVersion())
    return ver // 1000, ver % 1000 // 10
