"""Zero-copy interop: the CUDA array interface and DLPack.

DLPack capsules are built and read with ctypes (no compiled helper): ``_export`` wraps an
array's memory in a ``DLManagedTensor`` (or ``DLManagedTensorVersioned``) inside a PyCapsule
named "dltensor" ("dltensor_versioned"); ``parse_capsule`` reads one, renames it
"used_dltensor" ("used_dltensor_versioned") and returns an owner object whose death calls
the producer's deleter.  Both run on the host too (device type kDLCPU), which is how CI
exercises the structures.
"""
from __future__ import annotations

import ctypes
import operator
import threading

import numpy

from . import device
from . import fperr
from .device import ON_DEVICE
from .ndarray import ndarray, _make, check_dtype, _c_strides, _upload, _above, _host_dtype, as_dtype
from .dispatch import _warn as _fallback_warning
from .creation import _check_device, _copy_arg

_KDL_CPU, _KDL_CUDA, _KDL_CUDA_HOST, _KDL_CUDA_MANAGED = 1, 2, 3, 13
_DEVICE_ID = 0

# DLDataTypeCode
_KDL_INT, _KDL_UINT, _KDL_FLOAT, _KDL_COMPLEX, _KDL_BOOL = 0, 1, 2, 5, 6
_CODE_OF_KIND = {"i": _KDL_INT, "u": _KDL_UINT, "f": _KDL_FLOAT, "c": _KDL_COMPLEX, "b": _KDL_BOOL}
_KIND_OF_CODE = {v: k for k, v in _CODE_OF_KIND.items()}

# DLManagedTensorVersioned.flags
FLAG_READ_ONLY = 1 << 0
FLAG_IS_COPIED = 1 << 1

DLPACK_VERSION = (1, 0)


# ---------------------------------------------------------------- the C structures (dlpack.h)
class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p),
                ("device", DLDevice),
                ("ndim", ctypes.c_int32),
                ("dtype", DLDataType),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)),
                ("byte_offset", ctypes.c_uint64)]


class DLManagedTensor(ctypes.Structure):
    pass


DLManagedTensorDeleter = ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensor))
DLManagedTensor._fields_ = [("dl_tensor", DLTensor),
                            ("manager_ctx", ctypes.c_void_p),
                            ("deleter", DLManagedTensorDeleter)]


class DLPackVersion(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class DLManagedTensorVersioned(ctypes.Structure):
    pass


DLManagedTensorVersionedDeleter = ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensorVersioned))
DLManagedTensorVersioned._fields_ = [("version", DLPackVersion),
                                     ("manager_ctx", ctypes.c_void_p),
                                     ("deleter", DLManagedTensorVersionedDeleter),
                                     ("flags", ctypes.c_uint64),
                                     ("dl_tensor", DLTensor)]


# ---------------------------------------------------------------- the CPython capsule API
_api = ctypes.pythonapi
_api.PyCapsule_New.restype = ctypes.py_object
_api.PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
_api.PyCapsule_IsValid.restype = ctypes.c_int
_api.PyCapsule_IsValid.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_api.PyCapsule_SetName.restype = ctypes.c_int
_api.PyCapsule_SetName.argtypes = [ctypes.py_object, ctypes.c_void_p]
# The capsule destructor gets a dying object: it must not touch reference counts, so these
# calls take the object as a bare pointer.
_IsValid_raw = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_IsValid", _api))
_GetPointer_raw = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_GetPointer", _api))

# Capsules keep a pointer to their name: the names live as long as the module.
_NAMES = {n: ctypes.create_string_buffer(n) for n in
          (b"dltensor", b"used_dltensor", b"dltensor_versioned", b"used_dltensor_versioned")}


def _name_ptr(name):
    return ctypes.addressof(_NAMES[name])


# ---------------------------------------------------------------- export
_live = {}           # address of the managed tensor -> _Export (what keeps the memory alive)
_live_lock = threading.Lock()


class _Export:
    """One exported tensor: the ctypes structure, its shape/strides and the array it views."""
    __slots__ = ("managed", "shape", "strides", "array", "versioned", "__weakref__")


def _release(addr):
    with _live_lock:
        _live.pop(addr, None)


def _deleter_impl(managed_ptr):
    try:
        _release(ctypes.cast(managed_ptr, ctypes.c_void_p).value)
    except Exception:  # interpreter shutdown
        pass


_deleter = DLManagedTensorDeleter(_deleter_impl)
_deleter_versioned = DLManagedTensorVersionedDeleter(_deleter_impl)


@ctypes.CFUNCTYPE(None, ctypes.c_void_p)
def _capsule_destructor(capsule):
    # Called when the capsule dies.  A consumer that took the tensor renamed the capsule
    # ("used_dltensor"), and then owns the deleter call; otherwise nobody did and we release.
    try:
        for name in (b"dltensor", b"dltensor_versioned"):
            if _IsValid_raw(capsule, name):
                addr = _GetPointer_raw(capsule, name)
                if addr:
                    _release(addr)
                return
    except Exception:  # interpreter shutdown
        pass


_DESTRUCTOR_PTR = ctypes.cast(_capsule_destructor, ctypes.c_void_p).value


# NumPy's errors for a dtype DLPack cannot carry, and for a stream given to a CPU array
_DTYPE_ERROR = fperr.numpy_error(lambda: numpy.zeros(1, "M8[s]").__dlpack__())
_STREAM_ERROR = fperr.numpy_error(lambda: numpy.zeros(1).__dlpack__(stream=5))


def _dl_dtype(dt):
    code = _CODE_OF_KIND.get(dt.kind)
    if code is None:
        raise _DTYPE_ERROR[0](_DTYPE_ERROR[1])
    return DLDataType(code, 8 * dt.itemsize, 1)


def make_capsule(ptr, shape, strides, dtype, device_type, device_id, owner, *,
                 versioned=False, flags=0):
    """A DLPack capsule over ``ptr`` (``strides`` in elements), keeping ``owner`` alive until
    the consumer's deleter call (or the unconsumed capsule's death)."""
    dtype = as_dtype(dtype)
    nd = len(shape)
    ex = _Export()
    ex.shape = (ctypes.c_int64 * max(nd, 1))(*shape)
    ex.strides = (ctypes.c_int64 * max(nd, 1))(*strides)
    ex.array = owner
    ex.versioned = versioned
    t = DLTensor()
    t.data = ptr or None
    t.device = DLDevice(device_type, device_id)
    t.ndim = nd
    t.dtype = _dl_dtype(dtype)
    t.shape = ctypes.cast(ex.shape, ctypes.POINTER(ctypes.c_int64))
    t.strides = ctypes.cast(ex.strides, ctypes.POINTER(ctypes.c_int64))
    t.byte_offset = 0
    if versioned:
        m = DLManagedTensorVersioned()
        m.version = DLPackVersion(*DLPACK_VERSION)
        m.deleter = _deleter_versioned
        m.flags = flags
        name = b"dltensor_versioned"
    else:
        m = DLManagedTensor()
        m.deleter = _deleter
        name = b"dltensor"
    m.dl_tensor = t
    addr = ctypes.addressof(m)
    m.manager_ctx = addr
    ex.managed = m
    with _live_lock:
        _live[addr] = ex
    try:
        return _api.PyCapsule_New(addr, _name_ptr(name), _DESTRUCTOR_PTR)
    except BaseException:
        _release(addr)
        raise


def dlpack_device(a):
    return (_KDL_CUDA, _DEVICE_ID) if ON_DEVICE else (_KDL_CPU, 0)


def _order_before_consumer(stream):
    """Make the consumer's ``stream`` wait for the work queued on this thread's stream."""
    if stream == -1:
        return
    ours = device.stream_handle()
    if stream is not None and stream == ours:
        return
    try:
        drv = device.driver
        target = 1 if stream in (None, 0) else int(stream)   # 1: CU_STREAM_LEGACY
        chk = device.check
        ev = chk(drv.cuEventCreate(drv.CUevent_flags.CU_EVENT_DISABLE_TIMING))
        try:
            chk(drv.cuEventRecord(ev, ours))
            chk(drv.cuStreamWaitEvent(target, ev, 0))
        finally:
            drv.cuEventDestroy(ev)
    except Exception:
        device.synchronize()


def _address(a):
    """The address of a's first element (device memory, or the host buffer on the host),
    for a consumer that may write it."""
    if device.hazard is not None:  # (the consumer may write it: pending readers first)
        device.hazard(a._mem, "export")
    a._mem.shared = True
    if ON_DEVICE:
        return a._mem.ptr + a._offset
    host = a._mem.host
    if host is None or not host.size:
        return 0
    return host.ctypes.data + a._offset


def to_dlpack(a, stream=None, max_version=None, dl_device=None, copy=None):
    """``a.__dlpack__(...)``: a capsule viewing ``a`` (a copy when ``copy=True``)."""
    if max_version is not None and not (type(max_version) is tuple and len(max_version) == 2):
        raise TypeError("max_version must be None or a tuple with two elements.")
    copy = _copy_arg(copy)
    if dl_device is not None:   # (NumPy's argument errors: a tuple of two integers)
        if not isinstance(dl_device, tuple):
            raise TypeError("dl_device must be a tuple")
        if len(dl_device) != 2:
            raise TypeError("function takes exactly 2 arguments (%d given)" % len(dl_device))
        dl_device = tuple(operator.index(v) for v in dl_device)
    here = dlpack_device(a)
    if dl_device is not None and tuple(dl_device) != here:
        if tuple(dl_device) == (_KDL_CPU, 0) and copy is not False:
            h = a.get()
            kw = {"copy": False}
            if max_version is not None:
                kw["max_version"] = max_version
            return h.__dlpack__(**kw)
        raise BufferError("unsupported device requested")  # (NumPy's message)
    if not ON_DEVICE and stream is not None:
        raise _STREAM_ERROR[0](_STREAM_ERROR[1])
    versioned = max_version is not None and tuple(max_version)[0] >= 1
    flags = 0
    if copy:
        a = a.copy()
        flags |= FLAG_IS_COPIED
    if not a._writeable():
        if not versioned:
            raise BufferError("Cannot export readonly array since signalling readonly is "
                              "unsupported by DLPack (supported by newer DLPack version).")
        flags |= FLAG_READ_ONLY
    it = a._dtype.itemsize
    if any(s % it for s in a._strides):
        raise BufferError("DLPack only supports strides which are a multiple of itemsize.")
    if ON_DEVICE:
        _order_before_consumer(stream)
    return make_capsule(_address(a), a._shape, tuple(s // it for s in a._strides), a._dtype,
                        here[0], here[1], a, versioned=versioned, flags=flags)


# ---------------------------------------------------------------- import
class DLPackOwner:
    """Holds a consumed DLPack tensor; calls the producer's deleter when it dies."""
    __slots__ = ("_managed", "_capsule", "__weakref__")

    def __init__(self, managed, capsule):
        self._managed = managed
        self._capsule = capsule   # the (renamed) capsule: keeps its producer objects alive too

    def release(self):
        m, self._managed = self._managed, None
        if m is not None:
            deleter = m.contents.deleter
            if deleter:
                deleter(m)

    def __del__(self):
        try:
            self.release()
        except Exception:  # interpreter shutdown
            pass


class ParsedTensor:
    __slots__ = ("ptr", "shape", "strides", "dtype", "device", "readonly", "owner", "versioned")

    def __repr__(self):
        return ("ParsedTensor(ptr=%#x, shape=%r, strides=%r, dtype=%s, device=%r, readonly=%r)"
                % (self.ptr or 0, self.shape, self.strides, self.dtype, self.device, self.readonly))


def parse_capsule(capsule):
    """Consume a DLPack capsule: its tensor (``strides`` in bytes, ``ptr`` with the byte offset
    applied) and an ``owner`` whose death calls the producer's deleter.

    The capsule is renamed "used_dltensor[_versioned]" only after it has been read successfully;
    an unsupported tensor raises BufferError and stays unconsumed (its destructor frees it).
    """
    if _api.PyCapsule_IsValid(capsule, b"dltensor_versioned"):
        versioned = True
        addr = _api.PyCapsule_GetPointer(capsule, b"dltensor_versioned")
        m = ctypes.cast(addr, ctypes.POINTER(DLManagedTensorVersioned))
        if m.contents.version.major > DLPACK_VERSION[0]:
            raise BufferError("DLPack version %d.%d is not supported (at most %d.x)"
                              % (m.contents.version.major, m.contents.version.minor,
                                 DLPACK_VERSION[0]))
        readonly = bool(m.contents.flags & FLAG_READ_ONLY)
    elif _api.PyCapsule_IsValid(capsule, b"dltensor"):
        versioned = False
        addr = _api.PyCapsule_GetPointer(capsule, b"dltensor")
        m = ctypes.cast(addr, ctypes.POINTER(DLManagedTensor))
        readonly = False
    else:
        raise BufferError("not a DLPack capsule, or one that was already consumed")
    t = m.contents.dl_tensor
    code, bits, lanes = t.dtype.code, t.dtype.bits, t.dtype.lanes
    kind = _KIND_OF_CODE.get(code)
    if lanes != 1 or kind is None or bits % 8 or (kind == "b" and bits != 8):
        raise BufferError("unsupported DLPack data type (code=%d, bits=%d, lanes=%d)"
                          % (code, bits, lanes))
    dt = numpy.dtype("?" if kind == "b" else "%s%d" % (kind, bits // 8))
    dt = check_dtype(dt)
    nd = t.ndim
    shape = tuple(int(t.shape[i]) for i in range(nd))
    if t.strides:
        strides = tuple(int(t.strides[i]) * dt.itemsize for i in range(nd))
    else:
        strides = _c_strides(shape, dt.itemsize)
    p = ParsedTensor()
    p.ptr = (t.data or 0) + t.byte_offset
    p.shape, p.strides, p.dtype = shape, strides, dt
    p.device = (t.device.device_type, t.device.device_id)
    p.readonly = readonly
    p.versioned = versioned
    used = b"used_dltensor_versioned" if versioned else b"used_dltensor"
    if _api.PyCapsule_SetName(capsule, _name_ptr(used)):
        raise BufferError("could not rename the DLPack capsule")
    p.owner = DLPackOwner(m, capsule)
    return p


def _extent(shape, strides, itemsize):
    lo = hi = 0
    for n, s in zip(shape, strides):
        if n == 0:
            return 0, 0
        if s < 0:
            lo += (n - 1) * s
        else:
            hi += (n - 1) * s
    return lo, hi + itemsize


def _host_buffer(ptr, nbytes):
    if nbytes == 0 or not ptr:
        return numpy.empty(0, numpy.uint8)
    return numpy.ctypeslib.as_array((ctypes.c_uint8 * nbytes).from_address(ptr))


def _wrap_parsed(p, host):
    """A gpnumpy array over a parsed tensor's memory (no copy)."""
    lo, hi = _extent(p.shape, p.strides, p.dtype.itemsize)
    if host:   # host memory: views address the byte buffer (ptr 0), as device.malloc's
        mem = device.foreign_memory(0, hi - lo, owner=p.owner,
                                    host=_host_buffer(p.ptr + lo, hi - lo))
    else:
        mem = device.foreign_memory(p.ptr + lo if hi > lo else p.ptr, hi - lo, owner=p.owner)
    a = _make(mem, -lo, p.shape, p.strides, p.dtype, None)
    if p.readonly:
        a._ro = True
    return a


def _host_view_of(p):
    """A NumPy array viewing a parsed host tensor (it keeps ``p.owner`` alive)."""
    lo, hi = _extent(p.shape, p.strides, p.dtype.itemsize)
    buf = _host_buffer(p.ptr + lo, hi - lo)
    h = numpy.ndarray(p.shape, p.dtype, buffer=buf, offset=-lo, strides=p.strides)
    return h


def _call_dlpack(x, stream):
    try:
        return x.__dlpack__(stream=stream, max_version=DLPACK_VERSION)
    except TypeError:
        return x.__dlpack__(stream=stream)


def _wait_for_producer(stream):
    """Make this thread's stream wait for the work queued on the producer's ``stream`` (the
    CUDA array interface v3: an integer stream handle, 1 the legacy and 2 the per-thread
    default stream; None: nothing to wait for).  An event, so the host does not wait."""
    if stream is None:
        return
    stream = int(stream)
    ours = device.stream_handle()
    if stream == ours:
        return
    drv = device.driver
    chk = device.check
    ev = chk(drv.cuEventCreate(drv.CUevent_flags.CU_EVENT_DISABLE_TIMING))
    try:
        chk(drv.cuEventRecord(ev, stream))
        chk(drv.cuStreamWaitEvent(ours, ev, 0))
    finally:
        drv.cuEventDestroy(ev)


def from_cai(obj):
    """Wrap an object exposing __cuda_array_interface__ (no copy; the producer's stream is
    waited for, as the protocol asks).  An object whose class declares the interface but
    that holds no device memory (a torch CPU tensor) is read through DLPack or NumPy."""
    try:
        cai = obj.__cuda_array_interface__
    except (AttributeError, RuntimeError, TypeError, ValueError):
        if hasattr(obj, "__dlpack__"):
            return from_dlpack(obj)
        return _upload(numpy.asarray(obj))
    dt = check_dtype(numpy.dtype(cai["typestr"]))
    shape = tuple(cai["shape"])
    strides = cai.get("strides")
    strides = _c_strides(shape, dt.itemsize) if strides is None else tuple(strides)
    ptr = cai["data"][0] or 0
    if ON_DEVICE:
        _wait_for_producer(cai.get("stream"))
    lo = hi = 0
    for n, s in zip(shape, strides):
        if n == 0:
            lo = hi = 0
            break
        if s < 0:
            lo += (n - 1) * s
        else:
            hi += (n - 1) * s
    mem = device.foreign_memory(ptr + lo, hi - lo + dt.itemsize, owner=obj)
    a = _make(mem, -lo, shape, strides, dt, None)
    if cai["data"][1]:
        a._ro = True
    return a


def from_dlpack(x, /, *, device=None, copy=None):
    """Create a gpnumpy array from an object exporting DLPack.

    Device (CUDA) tensors are wrapped without a copy; host tensors are wrapped without a copy
    on the host device and copied to the GPU otherwise (``copy=False`` then raises BufferError).
    """
    _check_device(device)
    copy = _copy_arg(copy)
    if isinstance(x, (numpy.generic,) + _above.scalar_types) or not hasattr(x, "__dlpack__"):
        # (NumPy's: the attribute it looked up; NumPy's scalars have none)
        name = type(x).__name__
        raise AttributeError("'%s' object has no attribute '__dlpack__'" % (
            "numpy." + name if isinstance(x, numpy.generic) or isinstance(x, ndarray) else name))
    if isinstance(x, ndarray) and type(x).__dlpack__ is ndarray.__dlpack__:
        _dl_dtype(x._dtype)  # (a dtype DLPack has no code for: NumPy's BufferError)
        a = _above.plain(x)  # (NumPy's: a new array of the base class over x's memory)
        return a.copy() if copy else a
    dev = tuple(x.__dlpack_device__()) if hasattr(x, "__dlpack_device__") else (_KDL_CPU, 0)
    if dev[0] == _KDL_CPU:
        if ON_DEVICE and copy is False:
            raise BufferError("gpnumpy: a host DLPack tensor can only be imported by copying it")
        capsule = _call_dlpack(x, None)
        try:
            p = parse_capsule(capsule)
        except BufferError:
            # (a data type NumPy's registry may name, numpy.dtypes.register_dlpack_dtype, else
            # NumPy's error: NumPy imports it, from a capsule of its own; this one unconsumed)
            del capsule
            h = numpy.from_dlpack(x, copy=copy)
            if _host_dtype(h.dtype):
                _fallback_warning("from_dlpack", h.dtype)
                return h
            return _upload(h)
        if ON_DEVICE:
            return _upload(_host_view_of(p))
        a = _wrap_parsed(p, host=True)
        if not p.versioned:
            a._ro = True   # (NumPy's: a host tensor of the unversioned protocol is read-only)
        return a.copy() if copy else a
    if dev[0] in (_KDL_CUDA, _KDL_CUDA_MANAGED) and ON_DEVICE:
        if hasattr(type(x), "__cuda_array_interface__"):
            a = from_cai(x)
        else:
            stream = _device_stream_arg()
            a = _wrap_parsed(parse_capsule(_call_dlpack(x, stream)), host=False)
        return a.copy() if copy else a
    raise BufferError("gpnumpy: importing DLPack device %r is not supported" % (dev,))


def _device_stream_arg():
    h = device.stream_handle()
    return h if h not in (0, None) else 1
