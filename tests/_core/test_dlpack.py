"""DLPack: export (``__dlpack__``), import (``from_dlpack``) and the ctypes structures behind both.

On the host device the capsules carry host memory (kDLCPU), so NumPy is the consumer and producer on
the other side and memory is shared both ways.  The structure tests build and read capsules over NumPy
memory directly, so the code that runs on the GPU (only the device type differs) is exercised in CI.
The GPU tests at the end run where gpnumpy uses a CUDA device and PyTorch or CuPy is installed.
"""

import ctypes
import gc
import warnings
import weakref

import numpy
import pytest

from gpnumpy.testing._xp import LAYOUTS, assert_same_cases, is_cuda_device, make, short

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]

on_host = pytest.mark.skipif("is_cuda_device()", reason="host-memory DLPack (gpnumpy on the host)")
on_gpu = pytest.mark.skipif("not is_cuda_device()", reason="needs gpnumpy on a CUDA device")


@pytest.fixture
def D():
    from gpnumpy._core import dlpack
    return dlpack


def _collect():
    for _ in range(3):
        gc.collect()


# --------------------------------------------------------------------------------------------------
# the structures
# --------------------------------------------------------------------------------------------------
def test_struct_layout(D):
    """The ABI of dlpack.h on a 64-bit platform."""
    assert ctypes.sizeof(D.DLDevice) == 8
    assert ctypes.sizeof(D.DLDataType) == 4
    assert ctypes.sizeof(D.DLTensor) == 48
    assert D.DLTensor.shape.offset == 24 and D.DLTensor.byte_offset.offset == 40
    assert ctypes.sizeof(D.DLManagedTensor) == 64
    assert D.DLManagedTensor.deleter.offset == 56
    assert ctypes.sizeof(D.DLManagedTensorVersioned) == 80
    assert D.DLManagedTensorVersioned.flags.offset == 24
    assert D.DLManagedTensorVersioned.dl_tensor.offset == 32


class _Wrapper:
    """An object exporting a capsule built by make_capsule over a NumPy array (kDLCPU)."""

    def __init__(self, D, arr, versioned_ok=True):
        self.D, self.arr, self.versioned_ok = D, arr, versioned_ok

    def __dlpack_device__(self):
        return (1, 0)

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        a = self.arr
        versioned = self.versioned_ok and max_version is not None and max_version[0] >= 1
        flags = 0 if a.flags.writeable else self.D.FLAG_READ_ONLY
        return self.D.make_capsule(a.ctypes.data, a.shape,
                                   tuple(s // a.itemsize for s in a.strides), a.dtype, 1, 0, a,
                                   versioned=versioned, flags=flags)


@pytest.mark.parametrize("versioned", [False, True], ids=["legacy", "versioned"])
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_make_capsule_consumed_by_np(D, dtype, versioned):
    src = make(numpy, (3, 4), dtype, "T")          # strided
    owner = numpy.array(src, copy=True)
    view = owner.T[::-1]                             # negative strides into owner
    w = _Wrapper(D, view, versioned)
    live = len(D._live)
    got = numpy.from_dlpack(w)
    assert got.dtype == view.dtype and got.shape == view.shape and got.strides == view.strides
    assert numpy.array_equal(got, view)
    assert len(D._live) == live + 1
    del got
    _collect()
    assert len(D._live) == live                     # numpy called our deleter


def test_make_capsule_unconsumed_is_released(D):
    a = numpy.arange(6.0)
    ref = weakref.ref(a)
    cap = D.make_capsule(a.ctypes.data, a.shape, (1,), a.dtype, 1, 0, a)
    del a
    _collect()
    assert ref() is not None                        # the capsule keeps the array alive
    del cap
    _collect()
    assert ref() is None                            # destructor ran the deleter


@pytest.mark.parametrize("versioned", [False, True], ids=["legacy", "versioned"])
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_parse_np_capsule(D, dtype, versioned):
    a = numpy.array(make(numpy, (4, 5), dtype, "slice"))[::2, ::-1]
    ref = weakref.ref(a.base if a.base is not None else a)
    cap = a.__dlpack__(max_version=(1, 0)) if versioned else a.__dlpack__()
    expect, strides = a.copy(), a.strides
    del a
    p = D.parse_capsule(cap)
    assert p.versioned == versioned
    assert p.device == (1, 0) and p.dtype == expect.dtype and p.shape == expect.shape
    assert p.strides == strides and not p.readonly
    assert numpy.array_equal(D._host_view_of(p), expect)
    with pytest.raises(BufferError):
        D.parse_capsule(cap)                        # consumed: renamed "used_dltensor..."
    del cap
    _collect()
    assert ref() is not None                        # the owner still holds numpy's tensor
    owner = p.owner
    del p
    owner.release()
    del owner
    _collect()
    assert ref() is None                            # numpy's deleter ran


def test_parse_readonly_and_flags(D):
    a = numpy.arange(4.0)
    a.flags.writeable = False
    p = D.parse_capsule(a.__dlpack__(max_version=(1, 0)))
    assert p.readonly


def test_parse_rejects_unsupported(D):
    # two lanes: not representable; the capsule stays unconsumed (its destructor frees it)
    a = numpy.arange(4.0)
    cap = D.make_capsule(a.ctypes.data, a.shape, (1,), a.dtype, 1, 0, a)
    m = ctypes.cast(ctypes.pythonapi.PyCapsule_GetPointer(ctypes.py_object(cap), b"dltensor"),
                    ctypes.POINTER(D.DLManagedTensor))
    m.contents.dl_tensor.dtype.lanes = 2
    with pytest.raises(BufferError):
        D.parse_capsule(cap)
    assert "used" not in repr(cap)
    with pytest.raises(BufferError):
        D.parse_capsule(object())
    live = len(D._live)
    del cap, m
    _collect()
    assert len(D._live) == live - 1


def test_dtype_codes(D):
    assert (D._dl_dtype(numpy.dtype(bool)).code, D._dl_dtype(numpy.dtype(bool)).bits) == (6, 8)
    for dt, code in (("int16", 0), ("uint32", 1), ("float16", 2), ("complex64", 5)):
        d = D._dl_dtype(numpy.dtype(dt))
        assert (d.code, d.bits, d.lanes) == (code, 8 * numpy.dtype(dt).itemsize, 1)


# --------------------------------------------------------------------------------------------------
# gpnumpy arrays through numpy (host device)
# --------------------------------------------------------------------------------------------------
@on_host
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_export_to_np(gp, dtype, layout):
    a = make(gp, (3, 4), dtype, layout)
    h = numpy.from_dlpack(a)
    expect = a.get()
    assert h.dtype == expect.dtype and h.shape == expect.shape
    assert numpy.array_equal(h, expect)
    if a.size:
        assert h.strides == a.strides


@on_host
def test_export_shares_memory(gp):
    a = gp.arange(6.0).reshape(2, 3)
    h = numpy.from_dlpack(a[:, ::-1])
    h[0, 0] = 100.0
    assert a[0, 2].item() == 100.0
    del a
    _collect()
    assert h[0, 0] == 100.0                         # the capsule kept the memory alive


@on_host
def test_export_capsule_names_and_lifetime(gp, D):
    a = gp.arange(5)
    live = len(D._live)
    assert "dltensor" in repr(a.__dlpack__()) and "versioned" not in repr(a.__dlpack__())
    assert "dltensor_versioned" in repr(a.__dlpack__(max_version=(1, 0)))
    assert "versioned" not in repr(a.__dlpack__(max_version=(0, 8)))
    _collect()
    assert len(D._live) == live                     # unconsumed capsules released everything
    assert a.__dlpack_device__() == (1, 0)


@on_host
def test_export_readonly(gp):
    b = gp.broadcast_to(gp.arange(3), (2, 3))
    b.flags.writeable = False
    with pytest.raises(BufferError):
        b.__dlpack__()
    h = numpy.from_dlpack(b)                        # numpy asks for a versioned capsule
    assert not h.flags.writeable
    assert numpy.array_equal(h, [[0, 1, 2], [0, 1, 2]])


@on_host
def test_export_copy_and_device(gp):
    a = gp.arange(4)[::-1]
    h = numpy.from_dlpack(a, copy=True)
    h[0] = 99
    assert a[0].item() == 3
    h = numpy.from_dlpack(a, device="cpu")
    assert numpy.array_equal(h, [3, 2, 1, 0])
    with pytest.raises(BufferError):
        a.__dlpack__(dl_device=(2, 0))
    try:  # (NumPy's error: RuntimeError in 2.4, ValueError in 2.5)
        numpy.zeros(1).__dlpack__(stream=1)
    except (RuntimeError, ValueError) as exc:
        want = type(exc)
    with pytest.raises(want, match=r"^NumPy only supports stream=None\.$"):
        a.__dlpack__(stream=1)
    with pytest.raises(AttributeError, match="^'list' object has no attribute '__dlpack__'$"):
        gp.from_dlpack([1, 2])


def test_dlpack_argument_reading(xp):
    """__dlpack__'s and from_dlpack's arguments read as NumPy reads them (its errors, by type
    and message; copy= as NumPy's copy keyword)."""
    def dunder(**kw):
        return lambda xp: xp.arange(3.0).__dlpack__(**kw)

    assert_same_cases(xp, [
        ("dl_device list", dunder(dl_device=[1, 0])),
        ("dl_device int", dunder(dl_device=1)),
        ("dl_device of one", dunder(dl_device=(1,))),
        ("dl_device of three", dunder(dl_device=(1, 0, 0))),
        ("dl_device of a string", dunder(dl_device=("a", 0))),
        ("copy string", dunder(copy="yes")),
        ("unknown keyword", dunder(foo=1)),
        ("from_dlpack copy string", lambda xp: xp.from_dlpack(xp.arange(3.0), copy="if_needed")),
        ("from_dlpack copy NEVER", lambda xp: (lambda a: (
            xp.from_dlpack(a, copy=numpy._CopyMode.NEVER), xp.shares_memory(
                a, xp.from_dlpack(a, copy=numpy._CopyMode.NEVER))))(xp.arange(3.0))),
        ("from_dlpack copy 1", lambda xp: (lambda a: xp.shares_memory(
            a, xp.from_dlpack(a, copy=1)))(xp.arange(3.0))),
    ])


@on_host
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_import_from_np(gp, dtype, layout):
    h = make(numpy, (3, 4), dtype, layout)
    a = gp.from_dlpack(h)
    assert isinstance(a, gp.ndarray)
    assert a.dtype == h.dtype and a.shape == h.shape
    assert numpy.array_equal(a.get(), h)
    b = gp.from_dlpack(h, copy=True)
    assert numpy.array_equal(b.get(), h)


@on_host
def test_import_shares_memory_and_lifetime(gp):
    x = numpy.arange(6.0).reshape(2, 3)
    ref = weakref.ref(x)
    a = gp.from_dlpack(x)
    del x
    _collect()
    assert ref() is not None
    a[0, 0] = 100.0
    assert ref()[0, 0] == 100.0
    c = gp.from_dlpack(ref(), copy=True)
    c[0, 1] = -1.0
    assert ref()[0, 1] == 1.0
    del a
    _collect()
    assert ref() is None                            # the deleter released numpy's array


@on_host
def test_import_readonly_and_errors(gp):
    ro = numpy.arange(3)
    ro.flags.writeable = False
    a = gp.from_dlpack(ro)
    assert not a.flags.writeable
    with pytest.raises(ValueError):
        a[0] = 5
    assert gp.from_dlpack(ro, copy=True).flags.writeable
    with pytest.raises(AttributeError):  # (NumPy's)
        gp.from_dlpack([1, 2, 3])
    with pytest.raises(ValueError):
        gp.from_dlpack(numpy.arange(3), device="tpu")


def test_from_dlpack_of_own_array(xp):
    """The namespace's own array, or a user's subclass of it: a new array of the base class
    over the same memory (its writeability kept); copy=True a writeable copy."""
    class Sub(xp.ndarray):
        pass

    a = xp.arange(3.0)
    for x in (a, a.view(Sub)):
        y = xp.from_dlpack(x)
        assert type(y) is xp.ndarray and y is not x and y.flags.writeable
        y[0] = 7.0
        assert float(x[0]) == 7.0
        b = xp.from_dlpack(x, copy=True)
        assert type(b) is xp.ndarray and not xp.shares_memory(b, x)
    ro = xp.arange(3)
    ro.flags.writeable = False
    assert not xp.from_dlpack(ro).flags.writeable
    assert xp.from_dlpack(ro, copy=True).flags.writeable


@on_host
def test_from_dlpack_unversioned_host_tensor_is_read_only(xp, D):
    """A host tensor given by the unversioned protocol (a producer that takes no max_version:
    an older library, a subclass overriding __dlpack__) is a read-only view, as NumPy makes it."""
    class Old(xp.ndarray):
        def __dlpack__(self, stream=None):
            return super().__dlpack__(stream=stream)

    x = xp.arange(4).view(Old)
    y = xp.from_dlpack(x)
    assert type(y) is xp.ndarray and not y.flags.writeable
    x[0] = 9
    assert int(y[0]) == 9                  # (a view)
    h = numpy.arange(4.0)
    for versioned_ok in (False, True):
        y = xp.from_dlpack(_Wrapper(D, h, versioned_ok=versioned_ok))
        assert y.flags.writeable == versioned_ok
        assert numpy.array_equal(numpy.asarray(y), h)


@pytest.fixture
def dlpack_registry():
    """NumPy's registry of user dtypes for DLPack (NumPy 2.5's register_dlpack_dtype), as it
    was again after the test."""
    if not hasattr(numpy.dtypes, "register_dlpack_dtype"):
        pytest.skip("numpy.dtypes.register_dlpack_dtype is new in NumPy 2.5")
    from numpy._core._multiarray_umath import _dlpack_registry_replace
    saved = _dlpack_registry_replace({}, {})
    _dlpack_registry_replace(dict(saved[0]), dict(saved[1]))
    yield numpy.dtypes.register_dlpack_dtype
    _dlpack_registry_replace(*saved)


_V2 = numpy.dtype("V2")   # (one object: a registration may be repeated with the same dtype)


def test_from_dlpack_registered_dtype(xp, dlpack_registry):
    """A host tensor of a data type only NumPy's registry names (as ml_dtypes registers
    bfloat16 for code 4): NumPy's import, a NumPy array (a dtype the device does not hold)."""
    dlpack_registry((4, 16), _V2)
    h = numpy.frombuffer(bytearray(b"\x01\x02\x03\x04"), _V2)
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        y = xp.from_dlpack(h)
    assert type(y) is numpy.ndarray and y.dtype == _V2 and numpy.shares_memory(y, h)
    assert y.tobytes() == h.tobytes() and y.flags.writeable
    if xp is not numpy:   # (gpnumpy says where its data stay on the host)
        assert [w.category for w in got] == [xp.FallbackWarning]
    with pytest.raises(BufferError):   # (a dtype nobody registered: NumPy's error)
        xp.from_dlpack(numpy.array([b"ab"]))


def test_round_trip(xp):
    """numpy.from_dlpack / xp.from_dlpack both ways give the values, dtypes and shapes."""
    cases = []
    for dt in ("bool", "int8", "uint64", "float16", "complex64"):
        cases.append((f"{dt} xp->xp", (lambda d: lambda xp: xp.from_dlpack(
            make(xp, (2, 3), d, "neg")))(dt)))
        cases.append((f"{dt} numpy->xp", (lambda d: lambda xp: xp.from_dlpack(
            make(numpy, (2, 3), d, "T")))(dt)))
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# the GPU path (runs where gpnumpy uses CUDA)
# --------------------------------------------------------------------------------------------------
class _OnlyDLPack:
    """Hides __cuda_array_interface__: only the DLPack protocol is left."""

    def __init__(self, obj):
        self.obj = obj

    def __dlpack__(self, **kw):
        return self.obj.__dlpack__(**kw)

    def __dlpack_device__(self):
        return self.obj.__dlpack_device__()


@on_gpu
@pytest.mark.parametrize("dtype", ["bool", "int8", "int64", "uint8", "float16", "float32",
                                   "float64", "complex64", "complex128"], ids=short)
def test_gpu_torch_round_trip(gp, D, dtype):
    torch = pytest.importorskip("torch")
    a = make(gp, (4, 6), dtype, "T")
    t = torch.from_dlpack(a)
    assert t.is_cuda and tuple(t.shape) == a.shape
    assert numpy.array_equal(t.cpu().numpy(), a.get())
    t2 = torch.from_dlpack(a.__dlpack__(stream=torch.cuda.current_stream().cuda_stream or 1))
    assert numpy.array_equal(t2.cpu().numpy(), a.get())
    # back, through the capsule parser (no __cuda_array_interface__)
    src = torch.arange(24, device="cuda").reshape(4, 6)[:, ::2]
    b = gp.from_dlpack(_OnlyDLPack(src))
    assert numpy.array_equal(b.get(), src.cpu().numpy())
    src[0, 0] = 77
    torch.cuda.synchronize()
    assert b[0, 0].item() == 77                     # shares memory
    live = len(D._live)
    del t, t2
    _collect()
    assert len(D._live) <= live


@on_gpu
def test_gpu_cupy_round_trip(gp):
    cupy = pytest.importorskip("cupy")
    a = gp.arange(10.0)[::-3]
    c = cupy.from_dlpack(a)
    assert numpy.array_equal(cupy.asnumpy(c), a.get())
    b = gp.from_dlpack(_OnlyDLPack(cupy.arange(12, dtype=cupy.int16).reshape(3, 4).T))
    assert numpy.array_equal(b.get(), numpy.arange(12, dtype=numpy.int16).reshape(3, 4).T)


@on_gpu
def test_gpu_export_to_host_device(gp):
    a = gp.arange(5)
    h = numpy.from_dlpack(a, device="cpu")           # dl_device=(1, 0): a host copy
    assert numpy.array_equal(h, numpy.arange(5))
    assert a.__dlpack_device__() == (2, 0)
