"""The array libraries the suite compares: how to import each, move data in and out,
synchronise, time on the device, and release cached memory.

NumPy and gpnumpy are required; CuPy and PyTorch are optional (missing, or without a GPU,
means "n/a").  Every library is a ``Lib`` record so the runner treats them alike.
"""
import contextlib
import re
import time
import types
import warnings

import numpy

from _common import import_gpnumpy

LIB_NAMES = ("numpy", "gpnumpy", "cupy", "torch")


class Lib:
    """One library: ``np`` is the namespace the applications receive."""
    __slots__ = ("name", "np", "why", "device", "on_gpu", "sync", "timer", "to_host", "asarray",
                 "free", "native", "settle")

    def __init__(self, name, np=None, why=None, device="", on_gpu=False, sync=None, timer=None,
                 to_host=None, asarray=None, free=None, native=None, settle=None):
        self.name = name
        self.np = np
        self.why = why              # None when usable, else why not ("n/a")
        self.device = device
        self.on_gpu = on_gpu
        self.sync = sync or (lambda: None)
        self.timer = timer          # () -> (start(), stop() -> device ms), or None
        self.to_host = to_host or (lambda x: x)
        self.asarray = asarray or (lambda x: x)
        self.free = free or (lambda: None)
        self.native = native        # the library's array type
        # after the warm-up: what the library still builds in the background is finished
        # (gpnumpy's full builds of kernels a cold cache served quick or unfused), so that
        # the timed runs time the kernels a later run of the program gets
        self.settle = settle or (lambda: None)

    def __repr__(self):
        return "Lib(%s, %s)" % (self.name, self.why or self.device)


class _Namespace:
    """A library's module with a few NumPy names it lacks filled in (looked up first)."""

    def __init__(self, base, extra):
        self._base = base
        self.__dict__.update(extra)

    def __getattr__(self, name):
        return getattr(self._base, name)


def _event_timer(make_event, record, elapsed):
    """A device timer from a library's events: ``start()`` records the first event,
    ``stop()`` the second, waits for it and returns the milliseconds between them."""
    class Timer:
        __slots__ = ("e1", "e2")

        def __init__(self):
            self.e1, self.e2 = make_event(), make_event()

        def start(self):
            record(self.e1)

        def stop(self):
            record(self.e2)
            return elapsed(self.e1, self.e2)
    return Timer


def make_numpy():
    return Lib("numpy", np=numpy, device="host", native=numpy.ndarray)


def make_gpnumpy():
    gp = import_gpnumpy(None)
    from gpnumpy._core import device
    from gpnumpy._kernels import compiler
    timer = None
    if device.ON_DEVICE:
        from cuda.core import EventOptions
        opt = EventOptions(timing_enabled=True)

        def event():
            return device.current_stream().device.create_event(opt)

        def elapsed(e1, e2):
            e2.sync()
            return float(e2 - e1)
        def record(e):
            gp.fusion.flush()  # (pending work is work issued before the event: fusion's auto)
            device.current_stream().record(e)
        timer = _event_timer(event, record, elapsed)
    return Lib("gpnumpy", np=gp, device=device.device_name(), on_gpu=device.ON_DEVICE,
               sync=gp.synchronize, timer=timer, to_host=gp.asnumpy, asarray=gp.asarray,
               free=device.free_cached_memory, native=gp.ndarray, settle=compiler.finish_builds)


def make_cupy():
    try:
        import cupy  # optional heavy dependency
        ndev = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:
        return Lib("cupy", why="%s: %s" % (type(exc).__name__, str(exc).splitlines()[0][:80]
                                           if str(exc) else ""))
    if not ndev:
        return Lib("cupy", why="no CUDA device")
    np = cupy
    if not hasattr(cupy, "astype"):
        np = _Namespace(cupy, {"astype": lambda a, dtype, copy=True: a.astype(dtype, copy=copy)})
    props = cupy.cuda.runtime.getDeviceProperties(cupy.cuda.Device().id)
    name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])

    def elapsed(e1, e2):
        e2.synchronize()
        return float(cupy.cuda.get_elapsed_time(e1, e2))
    return Lib("cupy", np=np, device=name, on_gpu=True,
               sync=lambda: cupy.cuda.Device().synchronize(),
               timer=_event_timer(cupy.cuda.Event, lambda e: e.record(), elapsed),
               to_host=cupy.asnumpy, asarray=cupy.asarray,
               free=lambda: cupy.get_default_memory_pool().free_all_blocks(),
               native=cupy.ndarray)


def make_torch():
    try:
        import torch  # optional heavy dependency
    except Exception as exc:
        return Lib("torch", why="%s: %s" % (type(exc).__name__, exc))
    from _torch_np import TorchNumPy
    gpu = torch.cuda.is_available()
    dev = "cuda" if gpu else "cpu"
    ns = TorchNumPy(torch, dev)
    if gpu:
        name = torch.cuda.get_device_name()

        def elapsed(e1, e2):
            e2.synchronize()
            return float(e1.elapsed_time(e2))
        timer = _event_timer(lambda: torch.cuda.Event(enable_timing=True), lambda e: e.record(),
                             elapsed)
        sync, free = torch.cuda.synchronize, torch.cuda.empty_cache
    else:
        name, timer, sync, free = "cpu (no CUDA)", None, None, None

    def to_host(x):
        return x.detach().cpu().numpy()
    return Lib("torch", np=ns, device=name, on_gpu=gpu, sync=sync, timer=timer,
               to_host=to_host, asarray=ns.asarray, free=free, native=torch.Tensor)


MAKERS = {"numpy": make_numpy, "gpnumpy": make_gpnumpy, "cupy": make_cupy, "torch": make_torch}


def make(name):
    """The Lib for ``name``; an import failure of an optional library is a Lib with ``why``."""
    try:
        return MAKERS[name]()
    except Exception as exc:
        if name in ("numpy", "gpnumpy"):
            raise
        return Lib(name, why="%s: %s" % (type(exc).__name__, exc))


def host_tree(lib, out):
    """``out`` (an array, a scalar or a tuple of them) as host NumPy values, and whether a
    non-NumPy library handed back NumPy arrays (its work ran on the host)."""
    items = out if isinstance(out, tuple) else (out,)
    res, on_host = [], False
    for x in items:
        if lib.native is not None and isinstance(x, lib.native) and lib.name != "numpy":
            res.append(numpy.asarray(lib.to_host(x)))
        elif isinstance(x, numpy.ndarray):
            on_host = on_host or lib.name != "numpy"
            res.append(x)
        else:
            res.append(numpy.asarray(x))
    return (tuple(res) if isinstance(out, tuple) else res[0]), on_host


class _Watch:
    """A stand-in for a module that records which of its callables the program fetches."""

    def __init__(self, base, prefix, names):
        self._base, self._prefix, self._names = base, prefix, names

    def __getattr__(self, name):
        obj = getattr(self._base, name)
        if isinstance(obj, types.ModuleType):
            return _Watch(obj, "%s%s." % (self._prefix, name), self._names)
        if callable(obj) and not isinstance(obj, type):
            self._names.add(self._prefix + name)
        return obj


class _Face:
    """gpnumpy's namespace for the first (recorded) call: its NumPy submodules (``random``,
    ``fft``, ``linalg`` before their device versions land) are watched, since work through
    them never reaches gpnumpy's fallback (``default_rng`` returns NumPy's generator)."""

    def __init__(self, gp, names):
        self._gp, self._names = gp, names

    def __getattr__(self, name):
        obj = getattr(self._gp, name)
        if isinstance(obj, types.ModuleType) and obj.__name__.split(".")[0] == "numpy":
            return _Watch(obj, name + ".", self._names)
        return obj


def first_call_namespace(lib, names):
    """The namespace the first call gets: gpnumpy's with its NumPy submodules watched."""
    return _Face(lib.np, names) if lib.name == "gpnumpy" else lib.np


def tidy_fallbacks(names):
    """One name per function: 'fft.rfft2' rather than also the warning's 'rfft2'."""
    dotted = {n.rsplit(".", 1)[-1] for n in names if "." in n}
    return sorted(n for n in names if "." in n or n not in dotted)


_FALLBACK_MSG = re.compile(r"^gpnumpy\.(\S+?):? ")  # "gpnumpy.NAME: why" (dispatch._warn)


@contextlib.contextmanager
def recording_fallbacks(lib, names):
    """Add to ``names`` every gpnumpy function that runs through the NumPy fallback inside the
    block (the FallbackWarning is emitted once per process, so the set of functions already
    warned about is emptied for the block and merged back after)."""
    if lib.name != "gpnumpy":
        yield
        return
    from gpnumpy._core import dispatch
    saved_warned = getattr(dispatch, "_warned", None)
    saved_call = getattr(dispatch, "fallback_call", None)
    if isinstance(saved_warned, set):
        dispatch._warned = set()
    if saved_call is not None:
        def counting(func, args, kwargs, name=None):
            names.add(name or getattr(func, "__name__", str(func)))
            return saved_call(func, args, kwargs, name=name)
        dispatch.fallback_call = counting
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", lib.np.FallbackWarning)
            yield
        for w in caught:
            if issubclass(w.category, lib.np.FallbackWarning):
                m = _FALLBACK_MSG.search(str(w.message))
                names.add(m.group(1) if m else str(w.message)[:40])
    finally:
        if saved_call is not None:
            dispatch.fallback_call = saved_call
        if isinstance(saved_warned, set):
            saved_warned |= dispatch._warned
            dispatch._warned = saved_warned


@contextlib.contextmanager
def quiet(lib):
    """Inside the timing: no FallbackWarning (recorded on the first call instead) and no
    floating-point warnings (the applications run into overflow on purpose, e.g. Mandelbrot)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        if lib.name == "gpnumpy":
            warnings.simplefilter("ignore", lib.np.FallbackWarning)
        with numpy.errstate(all="ignore"):
            yield


def now():
    return time.perf_counter()
