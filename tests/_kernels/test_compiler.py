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


@pytest.fixture(autouse=True)
def _no_builds_under_way():
    """Every test here starts with this process's background builds ended: a test that
    replaces ``compile_cubin`` or the cache dir must not hand its stand-in to a full build
    an earlier test queued (on a GPU, an earlier test's argmax kernels got a fake cubin
    from test_build_log_names_each_build_and_its_test and failed to load)."""
    compiler.finish_builds()
    yield
    compiler.finish_builds()


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


def _clear():
    compiler.finish_builds()
    for cache in (compiler._rendered, compiler._modules, compiler._functions):
        cache.clear()
    compiler.quick_kernels.clear()
    compiler.full_of.clear()
    compiler._failed.clear()
    compiler._unready.clear()
    compiler._followers.clear()
    del compiler.build_errors[:]


@pytest.fixture
def soon(monkeypatch, tmp_path):
    """An empty cache dir, this process's caches empty, quick builds on and cuda.core's
    ObjectCode a stand-in."""
    if not HAVE_NVRTC:
        pytest.skip("NVRTC is not installed")
    _clear()  # (first: on a GPU, this process's own builds may be under way)
    import cuda.core
    monkeypatch.setattr(cuda.core, "ObjectCode", _Module, raising=False)
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(compiler, "_target_arch", "90")
    monkeypatch.setattr(compiler, "QUICK_BUILDS", True)
    swaps = []
    monkeypatch.setattr(compiler, "on_swap", [lambda quick, full: swaps.append((quick, full))])
    _Module.loaded.clear()
    yield swaps
    _clear()


def test_cold_cache_quick_then_full(soon):
    src, name = _render_soon("a")
    quick_path = compiler._cache_path(src, "90", quick=True)
    full_path = compiler._cache_path(src, "90")
    assert quick_path != full_path  # the quick options are part of the key
    first = compiler.kernel(_render_soon, "a")
    assert first[:2] == ("kernel", name)
    assert first[2] == compiler._read_cache(quick_path)  # the quick build served at once
    assert first in compiler.quick_kernels
    followed = []
    compiler.when_full(first, followed.append)
    compiler.finish_builds()  # (the full build, in a builder thread)
    full = compiler._read_cache(full_path)
    assert full is not None and full != first[2]
    # the full build replaced the quick kernel: the launcher was told, the follower too
    assert len(soon) == 1 and soon[0][0] is first and soon[0][1][2] == full
    assert followed == [soon[0][1]] and compiler.full_of[first] is soon[0][1]
    assert first not in compiler.quick_kernels and not compiler._pending
    later = []
    compiler.when_full(first, later.append)  # (after the swap: at once)
    assert later == [soon[0][1]]
    assert compiler.get_kernel(src, name)[2] == full  # a new lookup: the full kernel
    # a new process (memory caches empty) with the cache filled: the full build, nothing built
    for cache in (compiler._rendered, compiler._modules, compiler._functions):
        cache.clear()
    before = len(compiler.built)
    assert compiler.kernel(_render_soon, "a")[2] == full
    assert len(compiler.built) == before and not compiler._pending and len(soon) == 1


def test_kernels_of_one_source_while_its_full_build_runs(soon, monkeypatch):
    import threading
    real, go = compiler.compile_cubin, threading.Event()

    def held(source, arch="90", name="gpnumpy", quick=False):
        if not quick:
            go.wait(30)  # (the full build waits until both kernels were asked for)
        return real(source, arch, name, quick)
    monkeypatch.setattr(compiler, "compile_cubin", held)
    src, name = _render_soon("e")
    two = src + 'extern "C" __global__ void gpnumpy_soon_e2(float* p) { p[0] = 2.0f; }\n'
    one = compiler.get_kernel(two, name)
    other = compiler.get_kernel(two, "gpnumpy_soon_e2")
    assert one in compiler.quick_kernels and other in compiler.quick_kernels
    assert one[2] == other[2]  # (one quick module)
    go.set()
    compiler.finish_builds()
    assert {q[1] for q, _ in soon} == {name, "gpnumpy_soon_e2"}
    full = compiler._read_cache(compiler._cache_path(two, "90"))
    assert compiler.full_of[other][1:] == ("gpnumpy_soon_e2", full)
    assert compiler.get_kernel(two, name)[2] == full


def test_quick_builds_knob_builds_in_full(soon, monkeypatch):
    monkeypatch.setattr(compiler, "QUICK_BUILDS", False)
    src, _ = _render_soon("b")
    k = compiler.kernel(_render_soon, "b")
    assert k[2] == compiler._read_cache(compiler._cache_path(src, "90"))
    assert compiler._read_cache(compiler._cache_path(src, "90", quick=True)) is None
    assert not compiler._pending and not compiler.quick_kernels


def test_quick_builds_only_for_the_devices_arch(soon):
    src, name = _render_soon("f")
    k = compiler.get_kernel(src, name, arch="80")  # (another arch: built in full at once)
    assert k[2] == compiler._read_cache(compiler._cache_path(src, "80"))
    assert not compiler._pending


def test_quick_builds_read_only_cache_dir(soon, monkeypatch):
    ro = os.path.join(compiler.cache_dir(), "ro")
    os.mkdir(ro)
    os.chmod(ro, 0o555)
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", ro)
    try:
        k = compiler.kernel(_render_soon, "c")
        compiler.finish_builds()
        full = compiler.full_of[k]
        assert full[2] != k[2] and full[2][:4] == b"\x7fELF"  # full build, kept in memory only
        assert os.listdir(ro) == [] or os.geteuid() == 0
    finally:
        os.chmod(ro, 0o755)


def test_full_build_error_keeps_the_quick_kernel(soon, monkeypatch):
    real = compiler.compile_cubin

    def failing(source, arch="90", name="gpnumpy", quick=False):
        if not quick:
            raise RuntimeError("gpnumpy: NVRTC failed to compile kernel %s" % name)
        return real(source, arch, name, quick)
    monkeypatch.setattr(compiler, "compile_cubin", failing)
    k = compiler.kernel(_render_soon, "d")
    compiler.finish_builds()
    assert [n for n, _ in compiler.build_errors] == ["gpnumpy_soon_d"]
    assert "gpnumpy_soon_d" in str(compiler.build_errors[0][1])
    assert compiler.kernel(_render_soon, "d") is k and not soon and not compiler._pending


def test_no_wait_gives_none_until_the_full_build_is_loaded(soon, monkeypatch):
    """``wait=False`` (fusion: it runs a graph unfused meanwhile): no quick build, None while
    the full build runs in the background, then the full kernel; a caller that waits for the
    same source meanwhile gets the full kernel too (no quick one)."""
    import threading
    real, go = compiler.compile_cubin, threading.Event()
    quick = []

    def held(source, arch="90", name="gpnumpy", quick_=False):
        quick.append(quick_)
        go.wait(30)
        return real(source, arch, name, quick_)
    monkeypatch.setattr(compiler, "compile_cubin", held)
    src, name = _render_soon("w")
    assert compiler.kernel(_render_soon, "w", wait=False) is None
    assert compiler.kernel(_render_soon, "w", wait=False) is None  # (still building)
    assert src in compiler._pending and not compiler.quick_kernels
    got = []
    waiter = threading.Thread(target=lambda: got.append(compiler.get_kernel(src, name)))
    waiter.start()
    go.set()
    waiter.join(60)
    compiler.finish_builds()
    full = compiler._read_cache(compiler._cache_path(src, "90"))
    assert quick == [False] and full is not None  # (one build: the full one)
    assert got == [("kernel", name, full)]
    assert compiler.kernel(_render_soon, "w", wait=False) == ("kernel", name, full)
    assert not soon and not compiler.quick_kernels


def test_no_wait_build_error_reaches_the_caller(soon, monkeypatch):
    def failing(source, arch="90", name="gpnumpy", quick=False):
        raise RuntimeError("gpnumpy: NVRTC failed to compile kernel %s" % name)
    monkeypatch.setattr(compiler, "compile_cubin", failing)
    assert compiler.kernel(_render_soon, "v", wait=False) is None
    compiler.finish_builds()
    assert [n for n, _ in compiler.build_errors] == ["gpnumpy_soon_v"]
    with pytest.raises(RuntimeError, match="gpnumpy_soon_v"):  # (built at once: its error)
        compiler.kernel(_render_soon, "v", wait=False)


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


def test_quick_kernel_launches_run_the_full_build_after_it(monkeypatch, tmp_path):
    """On the device: a launch record (Prepared) and launch() of a quick kernel run the full
    build once it replaced the quick one, with the same results."""
    from gpnumpy._core import device
    if not device.ON_DEVICE:
        pytest.skip("needs a CUDA device (the launcher's driver handles)")
    import uuid

    import numpy

    import gpnumpy as gp
    from gpnumpy._kernels import launch
    monkeypatch.setenv("GPNUMPY_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(compiler, "QUICK_BUILDS", True)
    # (the device first: a process's first device use can outlast the background build)
    a = gp.zeros(launch.BLOCK, numpy.float32)
    ptr = a._mem.ptr + a._offset
    src, name = _render_soon("g" + uuid.uuid4().hex[:12])  # (a source no cache holds)
    k = compiler.get_kernel(src, name)
    assert k in compiler.quick_kernels or k in compiler.full_of  # (the quick build's kernel)
    quick_fn = int(k.handle)  # (the quick module's function, whenever the record is made)
    prep = launch.Prepared(k, (int,))
    launch.launch(k, 1, [ptr])
    prep.fire(1, ptr)
    compiler.finish_builds()
    assert k in compiler.full_of and not [e for e in compiler.build_errors if e[0] == name]
    full_fn = int(compiler.full_of[k].handle)
    assert full_fn != quick_fn
    assert int(prep.fn) == full_fn and int(launch._function(k)) == full_fn
    launch.launch(k, 1, [ptr])
    prep.fire(1, ptr)
    numpy.testing.assert_array_equal(gp.asnumpy(a), numpy.full(launch.BLOCK, 4, numpy.float32))


@pytest.fixture
def shipped(soon, tmp_path, monkeypatch):
    """An empty shipped directory with sm_80 and sm_90 (the ``soon`` fixture's cache and
    stand-in module beside it); NVRTC must not be called unless a test allows it."""
    d = tmp_path / "shipped"
    for arch in ("80", "90"):
        (d / ("sm_" + arch)).mkdir(parents=True)
    monkeypatch.setattr(compiler, "SHIPPED_DIR", str(d))
    monkeypatch.setattr(compiler, "_shipped_archs", None)
    monkeypatch.setattr(compiler, "_SHIPPED", True)
    monkeypatch.setattr(compiler, "_from_shipped", set())

    def no_nvrtc(*a, **k):
        raise AssertionError("NVRTC called although a shipped build is there")
    monkeypatch.setattr(compiler, "compile_cubin", no_nvrtc)
    return d


def test_shipped_build_is_read_before_compiling(shipped, monkeypatch):
    src, name = _render_soon("shipped")
    for arch in ("80", "90"):
        compiler._write_cache(compiler.shipped_path(src, arch), b"\x7fELF shipped " + arch.encode())
    def no_nvrtc_loaded():
        raise AssertionError("NVRTC loaded for its version although the build is shipped")
    monkeypatch.setattr(compiler, "_nvrtc_version", no_nvrtc_loaded)
    k = compiler.get_kernel(src, name)
    assert k == ("kernel", name, b"\x7fELF shipped 90")
    assert k not in compiler.quick_kernels and not compiler._pending  # no build at all
    # a device of a later minor version of sm_8x runs sm_80's build; no other major does
    for arch, want in (("80", "sm_80"), ("86", "sm_80"), ("89", "sm_80"), ("90", "sm_90")):
        assert os.path.basename(os.path.dirname(compiler.shipped_path(src, arch))) == want
    assert compiler.shipped_path(src, "75") is None and compiler.shipped_path(src, "100") is None
    assert compiler.cubin_for(src, "86") == b"\x7fELF shipped 80"
    assert compiler.shipped_path("#include <cuda/std/limits>\n" + src, "90") is None
    # the shipped key leaves out the NVRTC and gpnumpy versions; the cache's holds them
    monkeypatch.setattr(compiler, "_nvrtc_version", lambda: "13.0")
    path, key = compiler.shipped_path(src, "90"), compiler._key(src, "90")
    monkeypatch.setattr(compiler, "_nvrtc_version", lambda: "0.0")
    monkeypatch.setattr(compiler, "_gp_version", "other")
    assert compiler.shipped_path(src, "90") == path and compiler._key(src, "90") != key
    # quick builds and GPNUMPY_SHIPPED=0 never read it
    assert compiler.cubin_for(src, "90", quick=True, cached_only=True) is None
    monkeypatch.setattr(compiler, "_SHIPPED", False)
    assert compiler.cubin_for(src, "90", cached_only=True) is None


def test_shipped_build_the_driver_refuses_is_built_here(shipped, monkeypatch):
    import cuda.core

    class Refusing(_Module):
        def get_kernel(self, name):
            if self.cubin.startswith(b"refused"):
                raise RuntimeError("CUDA_ERROR_UNSUPPORTED_PTX_VERSION")
            return super().get_kernel(name)
    monkeypatch.setattr(cuda.core, "ObjectCode", Refusing)
    monkeypatch.setattr(compiler, "compile_cubin", lambda source, arch, name, quick=False:
                        b"\x7fELF built here")
    src, name = _render_soon("refused")
    compiler._write_cache(compiler.shipped_path(src, "90"), b"refused by this driver")
    assert compiler.get_kernel(src, name) == ("kernel", name, b"\x7fELF built here")
    assert compiler._read_cache(compiler._cache_path(src, "90")) == b"\x7fELF built here"


def test_shipped_files_are_valid_and_current():
    """Every shipped file loads (digest, deflate) as a cubin and is in its MANIFEST, and
    every kernel scripts/ship_kernels.py traces has its shipped build (run the script again
    after changing a kernel template)."""
    import subprocess
    import sys
    archs = [d for d in os.listdir(compiler.SHIPPED_DIR) if d.startswith("sm_")]
    assert "sm_90" in archs
    for d in archs:
        path = os.path.join(compiler.SHIPPED_DIR, d)
        files = sorted(f[:-6] for f in os.listdir(path) if f.endswith(".cubin"))
        with open(os.path.join(path, "MANIFEST")) as f:
            assert sorted(line.split()[0] for line in f if line.strip()) == files
        for f in files:
            assert compiler._read_cache(os.path.join(path, f + ".cubin"))[:4] == b"\x7fELF"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    res = subprocess.run([sys.executable, os.path.join(root, "scripts", "ship_kernels.py"),
                          "--check"], capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stdout + res.stderr
