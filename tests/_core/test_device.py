"""The device layer: device choice, streams, the memory pool, out-of-memory, config."""
import os
import subprocess
import sys
import threading

import numpy
import pytest

import gpnumpy as gp
from gpnumpy._core import device

ON_GPU = device.ON_DEVICE
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _run(code, **env):
    e = dict(os.environ, PYTHONPATH=REPO, **env)
    return subprocess.run([sys.executable, "-c", code], env=e, capture_output=True, text=True)


def test_show_config_names_the_device(capsys):
    gp.show_config()
    out = capsys.readouterr().out
    assert out.startswith("gpnumpy device: ")
    assert ("cuda:" in out) == ON_GPU


def test_show_config_dicts_are_numpys_and_gpnumpys():
    import numpy
    got = gp.show_config(mode="dicts")
    want = numpy.show_config(mode="dicts")
    assert {k: v for k, v in got.items() if k != "gpnumpy"} == want
    assert got["gpnumpy"][0].startswith("gpnumpy device: ")
    with pytest.raises(AttributeError):  # (NumPy's answer to another mode)
        gp.show_config(mode="yaml")


def test_device_cpu_forces_host():
    r = _run("from gpnumpy._core import device; print(device.ON_DEVICE, device.device_name())",
             GPNUMPY_DEVICE="cpu")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("False host")


def test_device_cuda_without_gpu_is_an_error():
    if ON_GPU:
        r = _run("from gpnumpy._core import device; print(device.ON_DEVICE)", GPNUMPY_DEVICE="cuda")
        assert r.stdout.strip() == "True"
    else:
        r = _run("import gpnumpy", GPNUMPY_DEVICE="cuda")
        assert r.returncode != 0 and "RuntimeError" in r.stderr


def test_bad_device_value():
    r = _run("import gpnumpy", GPNUMPY_DEVICE="tpu")
    assert r.returncode != 0 and "ValueError" in r.stderr


def test_out_of_memory_is_memoryerror():
    with pytest.raises(MemoryError) as info:
        gp.empty(2**52, dtype=numpy.uint8)
    if ON_GPU:
        assert str(2**52) in str(info.value) and "free" in str(info.value)
    # the device still works afterwards
    a = gp.asarray([1.0, 2.0])
    assert (a + 1).tolist() == [2.0, 3.0]


@pytest.mark.parametrize("n", [numpy.iinfo(numpy.intp).max, numpy.iinfo(numpy.intp).max - 63])
def test_out_of_memory_near_the_largest_size_is_memoryerror(n):
    """A size an intp holds but no memory does (its last bytes too): MemoryError, as NumPy's,
    not a size error of the allocator's alignment."""
    with pytest.raises(MemoryError):
        gp.empty(n, dtype=numpy.uint8)


def test_synchronize_and_results_after_it():
    a = gp.asarray(numpy.arange(1000, dtype=numpy.float32))
    b = a * 2
    gp.synchronize()
    numpy.testing.assert_array_equal(b.get(), numpy.arange(1000, dtype=numpy.float32) * 2)


@pytest.mark.skipif(not ON_GPU, reason="streams exist only on a CUDA device")
def test_threads_share_one_stream():
    handles = []

    def work():
        handles.append(device.stream_handle())
        x = gp.asarray(numpy.ones(10)) + 1
        assert x.get().tolist() == [2.0] * 10

    t = threading.Thread(target=work)
    t.start()
    t.join()
    assert handles and handles[0] == device.stream_handle()


def test_a_threads_result_is_complete_for_another_thread():
    """An array a worker thread computed, read by the main thread at once: NumPy's result is
    complete when the worker's call returns (work long enough that a reader on a stream of
    its own would copy it out before the device wrote it)."""
    n = 1 << 24
    got = {}

    def worker():
        x = gp.arange(n, dtype=gp.float64)
        for _ in range(8):
            x = x * 1.0000001 + 1.0
        got["x"] = x

    t = threading.Thread(target=worker)
    t.start()
    t.join()
    want = numpy.arange(n, dtype=numpy.float64)
    for _ in range(8):
        want = want * 1.0000001 + 1.0
    numpy.testing.assert_array_equal(got["x"].get(), want)


@pytest.mark.skipif(not ON_GPU, reason="the pool caches device memory only")
def test_pool_reuses_freed_blocks():
    a = gp.empty(12345, dtype=numpy.float32)
    ptr = a._mem.ptr
    del a
    b = gp.empty(12345, dtype=numpy.float32)
    assert b._mem.ptr == ptr


@pytest.mark.skipif(not ON_GPU, reason="kernels are compiled only on a CUDA device")
def test_new_scalar_value_does_not_recompile():
    from gpnumpy._kernels import compiler
    a = gp.asarray(numpy.ones(100, dtype=numpy.float32))
    (a + 1.5).get()
    n = len(compiler._rendered)
    for v in (2.5, -7.0, 1e30):
        assert float((a + v)[0]) == numpy.float32(1) + numpy.float32(v)
    assert len(compiler._rendered) == n


def test_a_new_threads_first_call_reads_an_array():
    # a thread whose first gpnumpy call is a small copy out (its stage buffer) or a memory
    # query had no current CUDA context (CUDA_ERROR_INVALID_CONTEXT on a GPU)
    import threading
    import numpy
    import gpnumpy as gp
    from gpnumpy._core import device
    a = gp.arange(16.0) * 2
    got = {}

    def reader():
        try:
            got["v"] = a.get()
            got["m"] = device.mem_info()
        except Exception as exc:  # (reported below, in the test's thread)
            got["err"] = exc
    t = threading.Thread(target=reader)
    t.start()
    t.join()
    assert "err" not in got, got.get("err")
    numpy.testing.assert_array_equal(got["v"], numpy.arange(16.0) * 2)
