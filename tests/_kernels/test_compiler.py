"""The kernel cache: full key, atomic writes, corrupt files ignored and rebuilt."""
import os

import pytest

from gpnumpy._kernels import compiler

try:
    compiler._nvrtc_version()
    HAVE_NVRTC = True
except Exception:  # pragma: no cover
    HAVE_NVRTC = False

SRC = 'extern "C" __global__ void gpnumpy_test_k(float* p) { p[threadIdx.x] += 1.0f; }\n'


def test_key_holds_source_arch_and_options(monkeypatch):
    if not HAVE_NVRTC:
        pytest.skip("NVRTC is not installed: the key holds its version")
    k = compiler._key(SRC, "90")
    assert k == compiler._key(SRC, "90")
    assert k != compiler._key(SRC + " ", "90")
    assert k != compiler._key(SRC, "80")
    monkeypatch.setattr(compiler, "_gp_version", "other")
    assert k != compiler._key(SRC, "90")
    monkeypatch.setitem(compiler._OPTIONS, "fma", True)
    assert compiler._key(SRC, "90") != k


def test_cache_roundtrip_and_corruption(tmp_path):
    path = str(tmp_path / "ab" / "key.cubin")
    blob = b"\x7fELF" + bytes(range(256)) * 8
    compiler._write_cache(path, blob)
    assert compiler._read_cache(path) == blob
    assert not [f for f in os.listdir(tmp_path / "ab") if f.startswith(".tmp")]
    data = open(path, "rb").read()
    for broken in (data[:-10], data[:20], b"", b"garbage" + data, data[:-1] + b"\x00"):
        with open(path, "wb") as f:
            f.write(broken)
        assert compiler._read_cache(path) is None
    assert compiler._read_cache(str(tmp_path / "missing.cubin")) is None


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC is not installed")
def test_compile_for_sm90_without_gpu():
    cubin = compiler.compile_cubin(SRC, "90", "gpnumpy_test_k")
    assert cubin[:4] == b"\x7fELF"


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC is not installed")
def test_compile_error_names_the_kernel():
    with pytest.raises(RuntimeError, match="gpnumpy_bad"):
        compiler.compile_cubin("this is not C++", "90", "gpnumpy_bad")


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC is not installed")
def test_debug_kernels_dumps_source(monkeypatch, capsys):
    monkeypatch.setenv("GPNUMPY_DEBUG_KERNELS", "1")
    compiler.compile_cubin(SRC, "90", "gpnumpy_test_k")
    assert "gpnumpy_test_k" in capsys.readouterr().err
