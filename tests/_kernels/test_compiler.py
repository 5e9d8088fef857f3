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


class _Module:
    """Stand-in for cuda.core's ObjectCode (no driver on the host): records what it loads."""
    loaded = []

    def __init__(self, cubin, name):
        self.cubin, self.name = cubin, name
        _Module.loaded.append(self)

    @classmethod
    def from_cubin(cls, cubin, name=None):
        return cls(bytes(cubin), name)

    def get_kernel(self, name):
        return ("kernel", name, self.cubin)


def _render_soon(tag):
    return SRC.replace("gpnumpy_test_k", "gpnumpy_soon_" + tag), "gpnumpy_soon_" + tag


@pytest.fixture
def soon(monkeypatch, tmp_path):
    """kernel_soon with an empty cache dir, this process's caches empty and cuda.core's
    ObjectCode a stand-in."""
    if not HAVE_NVRTC:
        pytest.skip("NVRTC is not installed")
    import cuda.core
    monkeypatch.setattr(cuda.core, "ObjectCode", _Module, raising=False)
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(compiler, "_target_arch", "90")
    monkeypatch.setattr(compiler, "QUICK_BUILDS", True)
    for cache in (compiler._rendered, compiler._modules, compiler._functions):
        cache.clear()
    compiler._builds.clear()
    _Module.loaded.clear()
    yield tmp_path
    compiler.finish_builds()
    for cache in (compiler._rendered, compiler._modules, compiler._functions):
        cache.clear()
    compiler._builds.clear()


def test_kernel_soon_quick_then_full(soon):
    src, name = _render_soon("a")
    quick_path = compiler._cache_path(src, "90", quick=True)
    full_path = compiler._cache_path(src, "90")
    assert quick_path != full_path  # the quick options are part of the key
    first = compiler.kernel_soon(_render_soon, "a")
    assert first[:2] == ("kernel", name)
    assert first[2] == compiler._read_cache(quick_path)  # the quick build served at once
    compiler.finish_builds()  # (the full build, in its thread)
    full = compiler._read_cache(full_path)
    assert full is not None and full != first[2]
    second = compiler.kernel_soon(_render_soon, "a")
    assert second[2] == full and not compiler._builds
    assert compiler.kernel_soon(_render_soon, "a") is second  # cached: no second load
    # a new process (memory caches empty) with the cache filled: the full build, nothing built
    for cache in (compiler._rendered, compiler._modules, compiler._functions):
        cache.clear()
    before = len(compiler.built)
    assert compiler.kernel_soon(_render_soon, "a")[2] == full
    assert len(compiler.built) == before and not compiler._builds


def test_kernel_soon_knob_builds_in_full(soon, monkeypatch):
    monkeypatch.setattr(compiler, "QUICK_BUILDS", False)
    src, _ = _render_soon("b")
    k = compiler.kernel_soon(_render_soon, "b")
    assert k[2] == compiler._read_cache(compiler._cache_path(src, "90"))
    assert compiler._read_cache(compiler._cache_path(src, "90", quick=True)) is None
    assert not compiler._builds


def test_kernel_soon_read_only_cache_dir(soon, monkeypatch):
    ro = soon / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", str(ro))
    try:
        k = compiler.kernel_soon(_render_soon, "c")
        compiler.finish_builds()
        k2 = compiler.kernel_soon(_render_soon, "c")
        assert k2[2] != k[2] and k2[2][:4] == b"\x7fELF"  # full build, kept in memory only
        assert os.listdir(ro) == [] or os.geteuid() == 0
    finally:
        ro.chmod(0o755)


def test_kernel_soon_full_build_error_is_raised(soon, monkeypatch):
    real = compiler.compile_cubin

    def failing(source, arch="90", name="gpnumpy", quick=False):
        if not quick:
            raise RuntimeError("gpnumpy: NVRTC failed to compile kernel %s" % name)
        return real(source, arch, name, quick)
    monkeypatch.setattr(compiler, "compile_cubin", failing)
    compiler.kernel_soon(_render_soon, "d")
    compiler.finish_builds()
    with pytest.raises(RuntimeError, match="gpnumpy_soon_d"):
        compiler.kernel_soon(_render_soon, "d")


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC is not installed")
def test_quick_build_falls_back_to_full_where_unsupported(monkeypatch):
    # an NVRTC (or cuda-core) without -Ofast-compile: the quick build is a full one
    full = compiler.compile_cubin(SRC, "90", "gpnumpy_test_k")
    assert compiler.compile_cubin(SRC, "90", "gpnumpy_test_k", quick=True) != full
    monkeypatch.setitem(compiler._QUICK, "ofast_compile", "no-such-level")
    assert compiler.compile_cubin(SRC, "90", "gpnumpy_test_k", quick=True) == full
    with pytest.raises(RuntimeError, match="gpnumpy_bad"):
        compiler.compile_cubin("this is not C++", "90", "gpnumpy_bad", quick=True)


def test_build_log_names_each_build_and_its_test(tmp_path, monkeypatch):
    log = tmp_path / "builds.log"
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(compiler, "_BUILD_LOG", str(log))
    monkeypatch.setattr(compiler, "_nvrtc_version", lambda: "test")
    made = []
    monkeypatch.setattr(compiler, "compile_cubin",
                        lambda src, arch, name, quick=False: made.append(name) or b"\x7fELF-" + src.encode())
    compiler.cubin_for(SRC, "90", "gpnumpy_test_k")
    compiler.cubin_for(SRC, "90", "gpnumpy_test_k")  # from the disk cache: no build, no line
    compiler.cubin_for(SRC + " ", "90", "gpnumpy_test_k2", quick=True)
    lines = [l.split("\t") for l in log.read_text().splitlines()]
    assert made == ["gpnumpy_test_k", "gpnumpy_test_k2"]
    assert [l[1] for l in lines] == ["gpnumpy_test_k", "gpnumpy_test_k2 (quick)"]
    assert all(float(l[0]) >= 0 and "test_build_log_names_each_build" in l[2] for l in lines)
