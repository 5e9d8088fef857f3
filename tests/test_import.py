"""What a bare ``import gpnumpy`` loads (issue #16: a notebook restart or a script pays it every
time).  The packages users may not touch (linalg, fft, random, polynomial, testing, ...) load at
their first use, as NumPy's own random, fft and polynomial do; the CUDA libraries and cuda-core
load at the first device use: the import makes no CUDA context.  Each test runs a fresh Python."""
import os
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: modules a bare ``import gpnumpy`` leaves alone (each has a cost: a package's modules, NumPy's
#: random and fft, the CUDA libraries' bindings)
NOT_AT_IMPORT = ("gpnumpy.linalg", "gpnumpy.fft", "gpnumpy.random", "gpnumpy.polynomial",
                 "gpnumpy.testing", "gpnumpy.ma", "numpy.random", "numpy.fft", "numpy.polynomial",
                 "cuda.core", "cuda.bindings.nvrtc", "cuda.bindings.cublas", "nvmath",
                 "nvmath.bindings")
#: the standard library's modules gpnumpy itself imports at first use (a machine with a driver
#: imports cuda-bindings' driver module, which loads some of them itself: H200, cuda-bindings
#: 13.3, tempfile and importlib.resources)
STDLIB_LATER = ("hashlib", "tempfile", "fractions", "importlib.resources")
#: native libraries an import would load for the packages (cuBLAS, cuFFT, ...) or kernels
LIBRARIES = ("libcublas", "libcufft", "libcusolver", "libcurand", "libnvrtc", "libnvJitLink")


def _run(code, **env):
    path = os.environ.get("PYTHONPATH")  # (the parent's too: a GPU machine's carried wheels)
    e = dict(os.environ, PYTHONPATH=ROOT + (os.pathsep + path if path else ""), **env)
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=e, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stdout + r.stderr[-3000:]
    return r.stdout


def test_bare_import_loads_no_package_and_no_cuda_library():
    _run("""
        import os, sys
        import gpnumpy
        from gpnumpy._core import device
        loaded = [m for m in %r if m in sys.modules]
        assert not loaded, loaded
        if "cuda.bindings" not in sys.modules:
            loaded = [m for m in %r if m in sys.modules]
            assert not loaded, loaded
        if not device.ON_DEVICE:  # (no driver library: the bindings are not even imported)
            assert os.environ.get("GPNUMPY_DEVICE") or "cuda.bindings" not in sys.modules
        assert device._state.device is None  # (no cuda-core Device, no context made current)
        if sys.platform.startswith("linux"):
            maps = open("/proc/self/maps").read()
            assert not [lib for lib in %r if lib in maps], maps
        print("ok")
    """ % (NOT_AT_IMPORT, STDLIB_LATER, LIBRARIES))


def test_packages_load_at_first_use():
    # NumPy's face: the names exist (hasattr, dir) before their packages are imported; each
    # spelling imports the package; NumPy's own functions given device arrays reach gpnumpy's
    # (no FallbackWarning), and objects pickle by reference
    _run("""
        import pickle, sys, warnings
        import numpy
        warnings.simplefilter("error", __import__("gpnumpy").FallbackWarning)
        import gpnumpy as gp
        assert "linalg" in dir(gp) and "random" in dir(gp) and "fft" in dir(gp)
        assert "gpnumpy.fft" not in sys.modules
        r = numpy.fft.fft(gp.arange(4.0))          # NumPy's function: gpnumpy's fft, loaded
        assert type(r) is gp.ndarray and "gpnumpy.fft" in sys.modules
        assert gp.fft.fft is sys.modules["gpnumpy.fft"].fft
        assert "gpnumpy.linalg" not in sys.modules
        assert float(numpy.linalg.norm(gp.asarray([3.0, 4.0]))) == 5.0
        assert "gpnumpy.linalg" in sys.modules and gp.linalg.norm.__module__ == "gpnumpy.linalg"
        assert pickle.loads(pickle.dumps(gp.linalg.norm)) is gp.linalg.norm
        assert hasattr(gp, "random") and "gpnumpy.random" in sys.modules
        from gpnumpy.random import default_rng
        g = pickle.loads(pickle.dumps(default_rng(0)))
        assert type(g.random(3)) is gp.ndarray
        import gpnumpy.polynomial
        assert gp.polynomial is sys.modules["gpnumpy.polynomial"]
        assert gp.roots(gp.asarray([1.0, -3.0, 2.0])).shape == (2,)   # (linalg inside)
        print("ok")
    """)


def test_import_on_a_gpu_makes_no_context():
    # benchmarks/host_profile.py's stand-in driver: the device paths as on a GPU.  The import
    # decides on the device through the driver API alone (cuInit, the device count, the compute
    # capability); cuda-core's Device and its context come with the first device use.
    _run("""
        import sys
        sys.path.insert(0, %r)
        import host_profile as hp
        hp._install_fake_cuda()
        made = []
        Device = sys.modules["cuda.core"].Device
        class Counting(Device):
            def __init__(self, device_id=0):
                made.append(device_id)
        sys.modules["cuda.core"].Device = Counting
        import gpnumpy as gp
        from gpnumpy._core import device
        assert device.ON_DEVICE and device.arch() == "90" and not made, made
        hp._stub_compiler()
        gp.ones(3) + 1
        assert made == [0], made
        print("ok")
    """ % os.path.join(ROOT, "benchmarks"))


def test_version_is_numpys():
    # code gating on the NumPy it runs on (np.lib.NumpyVersion(np.__version__) >= "2.0") gets
    # the installed NumPy's version, whose behaviour gpnumpy gives; gpnumpy's own is apart
    import numpy
    import gpnumpy
    from gpnumpy._version import __version__ as own
    assert gpnumpy.__version__ == numpy.__version__
    assert gpnumpy.lib.NumpyVersion(gpnumpy.__version__) == numpy.__version__
    assert gpnumpy.__gpnumpy_version__ == own and own != numpy.__version__


def test_first_device_use_preloads_cublas_in_the_background():
    # (the stand-in driver: the device paths as on a GPU).  The first device use starts one
    # thread that loads the libraries of GPNUMPY_PRELOAD (default cuBLAS: a new process's first
    # product found it unloaded, ~70 ms on an H200); a fork first waits for it, so no thread of
    # gpnumpy's is alive across the fork (Python 3.12 warns of a fork with threads alive)
    out = _run("""
        import os, sys, threading, time, warnings
        sys.path.insert(0, %r)
        import host_profile as hp
        hp._install_fake_cuda()
        import gpnumpy as gp
        from gpnumpy._core import libraries
        hp._stub_compiler()
        assert libraries._PRELOAD == ["cublas"] and libraries._preloader is None
        loaded = []
        def slow(name):  # (a library that takes its time to load)
            time.sleep(0.5)
            loaded.append(name)
        libraries._load_library = slow
        gp.ones(3) + 1
        t = libraries._preloader
        assert t is not None and t.name == "gpnumpy-preload" and t.daemon and t.is_alive()
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # (3.12's DeprecationWarning of a fork with threads)
            pid = os.fork()
        if pid == 0:
            os._exit(0 if threading.active_count() == 1 else 3)
        assert not t.is_alive() and loaded == ["cublas"], loaded
        assert os.waitpid(pid, 0)[1] == 0
        gp.ones(3) + 1
        assert libraries._preloader is t  # (once per process)
        print("ok")
    """ % os.path.join(ROOT, "benchmarks"))
    assert out.strip() == "ok"
    # GPNUMPY_PRELOAD=0: no thread
    _run("""
        import sys
        sys.path.insert(0, %r)
        import host_profile as hp
        hp._install_fake_cuda()
        import gpnumpy as gp
        from gpnumpy._core import libraries
        hp._stub_compiler()
        gp.ones(3) + 1
        assert libraries._PRELOAD == [] and libraries._preloader is None
        print("ok")
    """ % os.path.join(ROOT, "benchmarks"), GPNUMPY_PRELOAD="0")
