"""NVIDIA's libraries (cuBLAS, cuSOLVER, cuFFT, cuRAND) through nvmath-python's bindings.

One handle per library per thread (a handle is not for two threads at once), bound to the
stream gpnumpy's work goes to (``device.current_stream``, one for every thread). Library calls take raw device pointers
(``data_ptr``); scratch memory comes from gpnumpy's pool (``workspace``). The bindings
raise their own exceptions for a failed status (``cuBLASError``, ``cuFFTError``, ...);
``info`` words of cuSOLVER are read by the callers, which raise NumPy's ``LinAlgError``.

On the host device nothing here is used: the front ends run NumPy's routine instead.
"""
from __future__ import annotations

import os
import threading

from . import device

__all__ = ["available", "missing_reason", "cublas", "cusolver", "cusolver_params", "data_ptr",
           "workspace", "host_workspace", "info_word"]

_tls = threading.local()
_missing = None  # why the bindings could not be imported (None: not tried; "": fine)


_bind_lock = threading.Lock()  # (_bindings' bare parents in sys.modules: one thread at a time)


def _bindings(name):
    # nvmath-python is an optional heavy dependency (the cuda12/cuda13 extras): imported on
    # first use only, so the host device and CI never need it.
    import sys
    mod = sys.modules.get("nvmath.bindings." + name)
    if mod is not None:
        return mod
    with _bind_lock:
        return _import_binding(name)


def _import_binding(name):
    import importlib
    import sys
    full = "nvmath.bindings." + name
    mod = sys.modules.get(full)
    if mod is not None:
        return mod
    if "nvmath" in sys.modules:
        return importlib.import_module(full)
    # The package's __init__ preloads every CUDA library it wraps and imports its Python
    # layers (fft, linalg, sparse, tensor): about half a second of a first product in a new
    # process, for the one binding module a call needs.  The binding is imported under
    # bare, unexecuted parent packages, which are then taken out of sys.modules again, so a
    # later `import nvmath` by the user runs the package's own __init__ as usual (it finds
    # the binding modules already imported).  Any failure: the plain import.
    import importlib.util
    made = []
    try:
        for pkg in ("nvmath", "nvmath.bindings"):
            spec = importlib.util.find_spec(pkg)
            if spec is None or spec.submodule_search_locations is None:
                raise ImportError(pkg)
            sys.modules[pkg] = importlib.util.module_from_spec(spec)
            made.append(pkg)
        mod = importlib.import_module(full)
    except Exception:
        mod = None
    finally:
        for pkg in made:
            sys.modules.pop(pkg, None)
    if mod is None:
        for k in [k for k in sys.modules if k.startswith("nvmath.")]:
            del sys.modules[k]  # (a partial import: start clean)
        mod = importlib.import_module(full)
    return mod


#: the libraries loaded in a background thread at the first device use, so that their first
#: call finds them loaded (cuBLAS: ~70 ms of a new process's first product, mostly the
#: library's loading, which CuPy pays at its import): GPNUMPY_PRELOAD, names among cublas,
#: cufft, cusolver separated by commas ("0" or "": none; default cublas).  Only the shared
#: libraries are loaded there (cuda-pathfinder's loader, which nvmath's bindings load them
#: through): the bindings are imported, and handles made (one per thread, bound to its
#: stream), by the thread that first calls a library.
_PRELOAD = [n for n in os.environ.get("GPNUMPY_PRELOAD", "cublas").replace(" ", "").split(",")
            if n in ("cublas", "cufft", "cusolver")]
_preloader = None


def _load_library(name):
    from cuda import pathfinder
    pathfinder.load_nvidia_dynamic_lib(name)


def _preload():
    for name in _PRELOAD:
        try:
            _load_library(name)
        except Exception:  # (missing or broken: its first call says so, as without a preload)
            pass


def _start_preload():
    global _preloader
    if _PRELOAD and _preloader is None:
        t = threading.Thread(target=_preload, name="gpnumpy-preload", daemon=True)
        try:
            t.start()
        except RuntimeError:  # (no thread to be had: each library loads at its first call)
            return
        _preloader = t


def _join_preload():
    """Before a fork: the preload finished, so that no thread of gpnumpy's is alive across
    it (a child would inherit the import or loader locks it held)."""
    t = _preloader
    if t is not None and t.is_alive():
        t.join()


device.at_first_use.append(_start_preload)
os.register_at_fork(before=_join_preload)


def available(binding="cublas"):
    """True when the device is a GPU and nvmath-python's binding ``binding`` (the one the
    caller is about to use: "cublas", "cusolverDn", "cufft") imports.  Each caller asks for
    its own, so that a first fft or solve imports no cuBLAS binding (~10 ms of its first call
    on an H200); one that fails marks them all missing (``_missing``: the reason)."""
    global _missing
    if not device.ON_DEVICE or _missing:
        return False
    if binding not in _imported:
        try:
            _bindings(binding)
        except Exception as exc:  # not installed, or a library not found
            _missing = "%s: %s" % (type(exc).__name__, exc)
            return False
        _imported.add(binding)
        _missing = ""
    return True


_imported = set()  # the bindings ``available`` saw import


def missing_reason():
    """Why the libraries cannot be called on this GPU, in words for a FallbackWarning
    ("" when they can, or on the host device)."""
    if available() or not device.ON_DEVICE:
        return ""
    if _missing.startswith("ModuleNotFoundError") and "nvmath" in _missing:
        return "nvmath-python is not installed"
    return "nvmath-python's bindings could not be loaded (%s)" % _missing


def _handle(name, setup):
    h = getattr(_tls, name, None)
    if h is None:
        device.current_stream()
        h = setup()
        setattr(_tls, name, h)
    return h


def cublas():
    """``(module, handle)`` of cuBLAS for the calling thread's stream.

    Default math mode: float32 products at full float32 precision (no TF32), as NumPy."""
    def setup():
        lib = _bindings("cublas")
        h = lib.create()
        lib.set_stream(h, device.stream_handle())
        lib.set_math_mode(h, int(lib.Math.DEFAULT_MATH))
        return lib, h
    return _handle("cublas", setup)


def cusolver():
    """``(module, handle)`` of cuSOLVER's dense API for the calling thread's stream."""
    def setup():
        lib = _bindings("cusolverDn")
        h = lib.create()
        lib.set_stream(h, device.stream_handle())
        return lib, h
    return _handle("cusolver", setup)


def cusolver_params():
    """The calling thread's ``cusolverDnParams_t`` (default algorithms), which the 64-bit
    ``cusolverDnX*`` routines take next to the handle."""
    def setup():
        lib, _ = cusolver()
        return lib.create_params()
    return _handle("cusolver_params", setup)


def data_ptr(a):
    """Device address of the first element of gpnumpy array ``a``."""
    return a._mem.ptr + a._offset


def workspace(nbytes):
    """Scratch device memory from the pool (a ``device.Memory``; keep it alive while used)."""
    return device.malloc(max(int(nbytes), 1))


def host_workspace(nbytes):
    """Address of this thread's host scratch buffer of at least ``nbytes`` (0 for none).

    The 64-bit cuSOLVER routines ask for host memory next to device memory; the buffer
    only grows and stays alive with the thread, so no call can outlive the memory it was
    given (a smaller one it replaces is kept too: work queued earlier may still use it)."""
    nbytes = int(nbytes)
    if nbytes <= 0:
        return 0
    buf = getattr(_tls, "host_ws", None)
    if buf is None or buf.nbytes < nbytes:
        import numpy
        if buf is not None:
            _tls.host_ws_old = getattr(_tls, "host_ws_old", []) + [buf]
        buf = _tls.host_ws = numpy.empty(nbytes, numpy.uint8)
    return buf.ctypes.data


def info_word():
    """``(device address, ctypes int)`` of this thread's info word: pinned host memory mapped
    into the device's address space, which a kernel sets to report a condition that decides
    an exception (a singular matrix).  The caller zeroes it before the launch and reads it
    after a stream synchronisation: no copy is needed."""
    rec = getattr(_tls, "info", None)
    if rec is None:
        import ctypes
        drv, check = device.driver, device.check
        device.stream_handle()  # (the device's context current in this thread)
        host = int(check(drv.cuMemHostAlloc(4, 0x3)))  # CU_MEMHOSTALLOC_PORTABLE | DEVICEMAP
        word = ctypes.c_int.from_address(host)
        word.value = 0
        rec = _tls.info = (int(check(drv.cuMemHostGetDevicePointer(host, 0))), word)
    return rec
