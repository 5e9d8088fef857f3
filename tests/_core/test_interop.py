"""Zero-copy interop with other array libraries: every pair in both directions, and a write
through one side seen by the other.

On the GPU: CuPy (``gpnumpy.asarray(cupy)``, ``cupy.asarray(gp)``), torch
(``torch.from_dlpack(gp)``, ``gpnumpy.from_dlpack(t)``, ``gpnumpy.asarray(t)``) and numba's
CUDA device arrays, through ``__cuda_array_interface__`` or DLPack; each test skips with its
reason where the library does not import or gpnumpy has no GPU.  On the host device the pair
is NumPy <-> gpnumpy through DLPack (kDLCPU), which shares memory both ways.
"""
import importlib

import numpy
import pytest

from gpnumpy.testing._xp import is_cuda_device, make, short

on_gpu = pytest.mark.skipif("not is_cuda_device()", reason="needs gpnumpy on a CUDA device")
on_host = pytest.mark.skipif("is_cuda_device()",
                             reason="host memory is shared with NumPy only on the host device")

DTYPES = ["bool", "int8", "uint16", "int64", "float16", "float32", "float64", "complex64"]
# torch's CUDA kernels for uint16 are partial (indexing copies, equal): left out there
TORCH_DTYPES = [d for d in DTYPES if d != "uint16"]


def _lib(name):
    try:
        return importlib.import_module(name)
    except Exception as exc:  # not installed, or installed without a usable GPU
        pytest.skip("%s does not import here (%s: %s)" % (name, type(exc).__name__, exc))


def _cupy():
    cupy = _lib("cupy")
    if not cupy.cuda.is_available():
        pytest.skip("CuPy sees no GPU")
    return cupy


def _torch():
    torch = _lib("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch sees no GPU")
    return torch


def _numba_cuda():
    cuda = _lib("numba.cuda")
    if not cuda.is_available():
        pytest.skip("numba sees no GPU")
    return cuda


def _same_memory(gp, a, ptr):
    return a.__cuda_array_interface__["data"][0] == ptr


# ------------------------------------------------------------------------------------------- CuPy
@on_gpu
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_cupy_into_gp_shares(gp, dtype):
    cupy = _cupy()
    c = cupy.asarray(make(numpy, (4, 6), dtype))[:, ::2]
    g = gp.asarray(c)
    assert g.shape == c.shape and g.dtype == c.dtype and g.strides == c.strides
    assert _same_memory(gp, g, c.__cuda_array_interface__["data"][0])
    numpy.testing.assert_array_equal(g.get(), cupy.asnumpy(c))
    # a write through gpnumpy, seen by CuPy
    g[0] = g[1]
    gp.synchronize()
    numpy.testing.assert_array_equal(cupy.asnumpy(c[0]), cupy.asnumpy(c[1]))
    # a write through CuPy, seen by gpnumpy
    c[2] = c[3]
    cupy.cuda.get_current_stream().synchronize()
    numpy.testing.assert_array_equal(g[2].get(), g[3].get())
    assert gp.asarray(c, copy=True)._mem is not g._mem


@on_gpu
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_gp_into_cupy_shares(gp, dtype):
    cupy = _cupy()
    g = make(gp, (4, 6), dtype, "T")
    c = cupy.asarray(g)
    assert c.shape == g.shape and c.strides == g.strides
    assert c.__cuda_array_interface__["data"][0] == g.__cuda_array_interface__["data"][0]
    numpy.testing.assert_array_equal(cupy.asnumpy(c), g.get())
    c[0] = c[1]
    cupy.cuda.get_current_stream().synchronize()
    numpy.testing.assert_array_equal(g[0].get(), g[1].get())
    g[2] = g[3]
    gp.synchronize()
    numpy.testing.assert_array_equal(cupy.asnumpy(c[2]), cupy.asnumpy(c[3]))
    d = cupy.from_dlpack(g)
    assert d.data.ptr == c.data.ptr


@on_gpu
def test_cupy_stream_is_waited_for(gp):
    # work queued on CuPy's stream before the hand-over is finished before gpnumpy reads
    cupy = _cupy()
    with cupy.cuda.Stream(non_blocking=True):
        c = cupy.zeros(1 << 22, dtype=cupy.float32)
        c += 1
        g = gp.asarray(c)
        assert float(g.sum()) == float(1 << 22)


# ------------------------------------------------------------------------------------------ torch
@on_gpu
@pytest.mark.parametrize("dtype", TORCH_DTYPES, ids=short)
def test_gp_into_torch_shares(gp, dtype):
    torch = _torch()
    g = make(gp, (4, 6), dtype, "T")
    t = torch.from_dlpack(g)
    assert t.is_cuda and tuple(t.shape) == g.shape
    assert t.data_ptr() == g.__cuda_array_interface__["data"][0]
    numpy.testing.assert_array_equal(t.cpu().numpy(), g.get())
    t[0] = t[1]
    torch.cuda.synchronize()
    numpy.testing.assert_array_equal(g[0].get(), g[1].get())
    g[2] = g[3]
    gp.synchronize()
    assert torch.equal(t[2], t[3])


@on_gpu
@pytest.mark.parametrize("how", ["from_dlpack", "asarray"])
@pytest.mark.parametrize("dtype", TORCH_DTYPES, ids=short)
def test_torch_into_gp_shares(gp, dtype, how):
    torch = _torch()
    t = torch.from_numpy(make(numpy, (4, 6), dtype)).cuda()[:, 1::2]
    g = getattr(gp, how)(t)
    assert g.shape == tuple(t.shape)
    assert g.__cuda_array_interface__["data"][0] == t.data_ptr()
    numpy.testing.assert_array_equal(g.get(), t.cpu().numpy())
    t[0] = t[1]
    torch.cuda.synchronize()
    numpy.testing.assert_array_equal(g[0].get(), g[1].get())
    g[2] = g[3]
    gp.synchronize()
    assert torch.equal(t[2], t[3])


@on_gpu
def test_torch_cpu_tensor_is_copied(gp):
    torch = _torch()
    t = torch.arange(6, dtype=torch.float32)
    numpy.testing.assert_array_equal(gp.asarray(t).get(), t.numpy())
    numpy.testing.assert_array_equal(gp.from_dlpack(t).get(), t.numpy())
    with pytest.raises(BufferError):
        gp.from_dlpack(t, copy=False)


# ------------------------------------------------------------------------------------------ numba
@on_gpu
@pytest.mark.parametrize("dtype", ["int32", "float64", "complex128"], ids=short)
def test_numba_both_ways(gp, dtype):
    cuda = _numba_cuda()
    d = cuda.to_device(make(numpy, (3, 5), dtype))
    g = gp.asarray(d)
    assert g.__cuda_array_interface__["data"][0] == d.__cuda_array_interface__["data"][0]
    g[0] = g[1]
    gp.synchronize()
    h = d.copy_to_host()
    numpy.testing.assert_array_equal(h[0], h[1])
    back = cuda.as_cuda_array(g)
    assert back.__cuda_array_interface__["data"][0] == g.__cuda_array_interface__["data"][0]
    numpy.testing.assert_array_equal(back.copy_to_host(), g.get())


# ------------------------------------------------------------------------- NumPy (kDLCPU, host)
@on_host
def test_host_dlpack_shares_memory_both_ways(gp):
    h = numpy.arange(12.0).reshape(3, 4)
    g = gp.from_dlpack(h)
    g[0, 0] = 7
    assert h[0, 0] == 7
    back = numpy.from_dlpack(g)
    back[1, 1] = 9
    assert float(g[1, 1]) == 9


def test_dlpack_cpu_export_and_import(xp):
    # __dlpack__(dl_device=(kDLCPU, 0)): NumPy can always read a gpnumpy array (a host copy on
    # the GPU, where the standard allows one)
    g = xp.asarray(numpy.arange(6, dtype="int16"))
    h = numpy.from_dlpack(g, device="cpu") if xp is not numpy else numpy.from_dlpack(g)
    numpy.testing.assert_array_equal(h, numpy.arange(6))
    cap = g.__dlpack__(dl_device=(1, 0), copy=True)
    assert type(cap).__name__ == "PyCapsule"
    numpy.testing.assert_array_equal(xp.from_dlpack(numpy.arange(3.0), copy=True), [0.0, 1.0, 2.0])


def test_from_dlpack_device_argument(gp):
    dev = gp.__array_namespace_info__().default_device()
    a = gp.arange(3)
    b = gp.from_dlpack(a, device=dev)
    assert b is not a and b._mem is a._mem   # (as NumPy's: a new array over a's memory)
    assert gp.from_dlpack(a, device=dev, copy=True)._mem is not a._mem
    with pytest.raises(ValueError):
        gp.from_dlpack(a, device="tpu:3")
