"""NVRTC through cuda.core, with an in-memory and an on-disk kernel cache.

The cache key holds everything that changes the binary: the source, the NVRTC
options, the target arch, the NVRTC version, the headers the source includes
and the gpnumpy version.  Files are written to a temporary name and renamed
(atomic); a file whose digest does not match is ignored and rebuilt.

Shipped kernels: ``shipped/sm_<arch>/`` in this package holds full builds of the kernels
that common first calls render (scripts/ship_kernels.py makes them with NVRTC, no GPU
needed), in the cache's file format, keyed by the source, the options and the arch alone
(a cubin's machine code does not depend on the NVRTC that made it).  A full build is read
from them first, then from the disk cache, then made by NVRTC: a new machine's first
``sum``, ``sort`` or ``standard_normal`` loads a file instead of waiting for NVRTC (and a
process whose kernels are all shipped never loads NVRTC).  ``GPNUMPY_SHIPPED=0`` leaves
them unread.
"""
from __future__ import annotations

import atexit
import os
import sys
import threading
import time
import zlib

from .._version import __version__ as _gp_version
from .lru import LRU

_MAGIC = b"GPNUMPY-CUBIN-2\n"  # then the cubin's sha256 (hex), a newline, the cubin deflated
_lock = threading.Lock()
_modules = LRU(4096)       # source -> ObjectCode (loaded)
_functions = LRU(8192)     # (source, name) -> Kernel

# NumPy answers bit for bit: no fast math, no flush-to-zero, no contraction of
# a*b+c into one fma (NumPy rounds twice).
_OPTIONS = dict(std="c++17", ftz=False, prec_sqrt=True, prec_div=True, fma=False,
                diag_suppress=[177])


def _nvrtc_version():
    from cuda.bindings import nvrtc  # native NVRTC: loaded when a kernel is first compiled
    err, major, minor = nvrtc.nvrtcVersion()
    return "%d.%d" % (major, minor)


_cccl_dir = None


def cccl_include():
    """The directory holding CCCL's headers (cuda/std/...), or None."""
    global _cccl_dir
    if _cccl_dir is None:
        found = ""
        try:
            from cuda import pathfinder  # searched once, when headers are first needed
            found = pathfinder.find_nvidia_header_directory("cccl") or ""
        except Exception:
            found = ""
        if not found:
            for cand in ("/usr/local/cuda/include/cccl", "/usr/local/cuda/include"):
                if os.path.exists(os.path.join(cand, "cuda", "std", "version")):
                    found = cand
                    break
        _cccl_dir = found
    return _cccl_dir or None


_sha256_type = None  # hashlib.sha256: hashlib (OpenSSL) imported at the first kernel, not at import


def _sha256(data=b""):
    global _sha256_type
    if _sha256_type is None:
        from hashlib import sha256 as _sha256_type
    return _sha256_type(data)


def _headers_hash(source):
    if "#include" not in source:
        return ""
    inc = cccl_include() or ""
    stamp = ""
    path = os.path.join(inc, "cuda", "std", "__cccl", "version.h")
    if os.path.exists(path):
        with open(path, "rb") as f:
            stamp = _sha256(f.read()).hexdigest()
    return inc + ":" + stamp


def cache_dir():
    d = os.environ.get("GPNUMPY_CACHE_DIR")
    if not d:
        d = os.path.join(os.path.expanduser("~"), ".cache", "gpnumpy")
    return d


#: what a quick build adds (``get_kernel`` on a cold cache): NVRTC's fastest compile, fewer optimisations
#: (the same semantics: the options above still hold; NVRTC >= 12.8)
_QUICK = dict(ofast_compile="max")


def _key(source, arch, quick=False, shipped=False):
    """The cache key of ``source``'s build for ``sm_<arch>``; ``shipped``: the key of the
    package's shipped builds (full builds of sources that include no header), which leaves
    out what does not change their machine code: the NVRTC version and gpnumpy's."""
    h = _sha256()
    opts = dict(_OPTIONS, **_QUICK) if quick else _OPTIONS
    parts = (source, repr(sorted(opts.items())), arch)
    if not shipped:
        parts += (_nvrtc_version(), _headers_hash(source), _gp_version)
    for part in parts:
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def _read_cache(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if not data.startswith(_MAGIC):
        return None
    rest = data[len(_MAGIC):]
    digest, _, packed = rest.partition(b"\n")
    try:
        cubin = zlib.decompress(packed)
    except zlib.error:
        return None
    if _sha256(cubin).hexdigest().encode() != digest or not cubin:
        return None
    return cubin


def _write_cache(path, cubin):
    d = os.path.dirname(path)
    try:
        os.makedirs(d, exist_ok=True)
        import tempfile  # (after a compile: not at import)
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(_MAGIC + _sha256(cubin).hexdigest().encode() + b"\n"
                    + zlib.compress(cubin, 6))
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache directory only costs recompiles


def compile_cubin(source, arch="90", name="gpnumpy", quick=False):
    """Compile CUDA C++ ``source`` to a cubin for ``sm_<arch>`` (no GPU needed); ``quick``:
    with NVRTC's fastest compile (``_QUICK``), or in full where this NVRTC or cuda-core has
    no such option."""
    if quick:
        try:
            return _compile(source, arch, name, dict(_OPTIONS, **_QUICK))
        except Exception:  # (an NVRTC before 12.8; a genuine error comes again below)
            pass
    return _compile(source, arch, name, dict(_OPTIONS))


def _compile(source, arch, name, opts):
    from cuda.core import Program, ProgramOptions  # NVRTC: loaded at the first compile
    if "#include" in source:
        inc = cccl_include()
        if inc:
            opts["include_path"] = [inc]
        if source.startswith("#include"):
            # NVRTC precompiles the leading include once and reuses it.
            opts["pch"] = True
            opts["pch_dir"] = os.path.join(cache_dir(), "pch")
            os.makedirs(opts["pch_dir"], exist_ok=True)
    if os.environ.get("GPNUMPY_DEBUG_KERNELS"):
        sys.stderr.write("// ---- gpnumpy kernel %s (sm_%s)\n%s\n" % (name, arch, source))
    try:
        options = ProgramOptions(arch="sm_" + arch, name=name, **opts)
    except TypeError:  # an older cuda-core without PCH options
        opts.pop("pch", None)
        opts.pop("pch_dir", None)
        options = ProgramOptions(arch="sm_" + arch, name=name, **opts)
    prog = Program(source, code_type="c++", options=options)
    try:
        try:
            obj = prog.compile("cubin")
        except Exception:
            if not opts.get("pch"):
                raise
            # a precompiled header NVRTC could not make (its heap, a cuda-core that cannot
            # report the status): the same source without one
            opts.pop("pch")
            opts.pop("pch_dir")
            prog = Program(source, code_type="c++",
                           options=ProgramOptions(arch="sm_" + arch, name=name, **opts))
            obj = prog.compile("cubin")
    except Exception as exc:
        raise RuntimeError("gpnumpy: NVRTC failed to compile kernel %s:\n%s\n--- kernel ---\n%s"
                           % (name, exc, source[-3000:])) from None
    return bytes(obj.code)


# The arch kernels are built for when a caller names none: the device's, set by
# launch.py (which stands on the device floor) when it is imported.
_target_arch = None


def set_target_arch(arch):
    """Build for ``sm_<arch>`` when ``get_kernel`` is given no arch ("90")."""
    global _target_arch
    _target_arch = arch


#: NVRTC builds of this process, (kernel name, seconds) in order (bench_first_calls reads it)
built = []


#: GPNUMPY_BUILD_LOG: a file each NVRTC build is appended to as one line (seconds, kernel
#: name, the pytest test running it when there is one), for finding which calls build what
_BUILD_LOG = os.environ.get("GPNUMPY_BUILD_LOG")


def _log_build(label, seconds):
    line = "%.4f\t%s\t%s\n" % (seconds, label, os.environ.get("PYTEST_CURRENT_TEST", ""))
    try:
        fd = os.open(_BUILD_LOG, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line.encode())  # one write of an O_APPEND file: lines stay whole
        finally:
            os.close(fd)
    except OSError:
        pass


def _cache_path(source, arch, quick=False):
    key = _key(source, arch, quick)
    return os.path.join(cache_dir(), key[:2], key + ".cubin")


#: the package's shipped builds (the module docstring); scripts/ship_kernels.py writes them
SHIPPED_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shipped")
_SHIPPED = os.environ.get("GPNUMPY_SHIPPED", "1") != "0"
_shipped_archs = None


def shipped_path(source, arch):
    """The file that holds (or would hold) the shipped build of ``source`` for a device of
    ``sm_<arch>``: the build for the newest shipped arch of the same major version at or
    below ``arch`` (a cubin runs on later minor versions of its major: sm_80's on an sm_86
    device).  None where no shipped arch fits or the source includes headers."""
    global _shipped_archs
    if _shipped_archs is None:
        try:
            _shipped_archs = sorted(int(d[3:]) for d in os.listdir(SHIPPED_DIR)
                                    if d.startswith("sm_") and d[3:].isdigit())
        except OSError:
            _shipped_archs = []
    a = int(arch) if str(arch).isdigit() else -1
    fits = [s for s in _shipped_archs if s // 10 == a // 10 and s <= a]
    if not fits or "#include" in source:
        return None
    return shipped_file(source, str(fits[-1]))


def shipped_file(source, arch):
    """The shipped build of ``source`` for exactly ``sm_<arch>``'s file (scripts/ship_kernels.py
    writes it)."""
    return os.path.join(SHIPPED_DIR, "sm_" + arch, _key(source, arch, shipped=True) + ".cubin")


#: sources whose build this process read from the shipped kernels (``get_kernel`` builds
#: one with NVRTC instead where the driver refuses the shipped file)
_from_shipped = set()


def cubin_for(source, arch, name="gpnumpy", quick=False, cached_only=False, background=False,
              shipped=True):
    """The cubin of ``source`` for ``sm_<arch>``: (a full build, ``shipped``) from the
    package's shipped builds, else from the disk cache, else compiled with NVRTC and written
    to the disk cache (``cached_only``: None instead of compiling).  Needs no GPU
    (benchmarks/bench_compile.py times it on the host).  The shipped builds come first: their
    key needs no NVRTC version, so a process whose kernels are all shipped never loads NVRTC
    (~0.2 s)."""
    if shipped and _SHIPPED and not quick:
        ship = shipped_path(source, arch)
        if ship is not None:
            cubin = _read_cache(ship)
            if cubin is not None:
                _from_shipped.add(source)
                return cubin
    path = _cache_path(source, arch, quick)
    cubin = _read_cache(path)
    if cubin is None and not cached_only:
        t = time.perf_counter()
        cubin = compile_cubin(source, arch, name, quick)
        label = name + (" (quick)" if quick else " (background)" if background else "")
        built.append((label, time.perf_counter() - t))
        if _BUILD_LOG:
            _log_build(label, built[-1][1])
        _write_cache(path, cubin)
    return cubin


def get_kernel(source, kernel_name, arch=None, cubin=None, wait=True):
    """The kernel ``kernel_name`` of ``source``, compiled for ``sm_<arch>`` (default: the
    device's) and loaded (cached); ``cubin``: its build, when the caller has it.

    Where the disk cache has no full build of ``source`` for the device's arch, a quick build
    (``_QUICK``: NVRTC's fastest compile, the same semantics and so the same results, about
    half the time, a fifth for the heaviest kernels) serves at once and the full build runs in
    a background thread (NVRTC releases the GIL), is written to the disk cache and then
    takes the quick kernel's place: the kernel object returned stays the one callers keep,
    and the launcher's handle of it becomes the full build's (``on_swap``).  A process that
    exits first waits for its builds (``finish_builds``), so the next one finds them on disk.
    ``GPNUMPY_QUICK_BUILDS=0``: every kernel built in full at once.

    ``wait=False`` (a caller that can do the work another way meanwhile: fusion runs a
    graph's nodes unfused): no quick build; None until the full build, queued in the
    background, is loaded.  A source whose background build failed is then built at once,
    so that its error reaches the caller."""
    while True:
        fn = _get_kernel(source, kernel_name, arch, cubin, wait)
        if type(fn) is not _Build:
            return fn
        fn.done.wait()  # (a caller that waits for a build queued by one that does not)


def _get_kernel(source, kernel_name, arch, cubin, wait):
    fkey = (source, kernel_name)
    fn = _functions.get(fkey)
    if fn is not None:
        return fn
    from cuda.core import ObjectCode  # cuda-core loads the driver: only where kernels run
    arch = arch or _target_arch
    if arch is None:
        raise RuntimeError("gpnumpy: no CUDA device to load kernel %s on" % kernel_name)
    with _lock:
        fn = _functions.get(fkey)
        if fn is not None:
            return fn
        mod = _modules.get(source)
        if mod is None:
            b = _pending.get(source)
            if b is None and cubin is None:
                quick = QUICK_BUILDS and arch == _target_arch
                cubin = cubin_for(source, arch, kernel_name,
                                  cached_only=quick and (wait or source not in _failed))
                if cubin is None:  # a cold cache: the quick build now, the full one later
                    b = _queue_build(source, kernel_name, arch, ObjectCode, wait)
            if b is not None:
                if b.quick is None:  # (a build for a caller that does not wait)
                    return b if wait else None
                fn = b.quick.get_kernel(kernel_name)
                b.kernels[kernel_name] = fn
                quick_kernels.add(fn)
                _functions.put(fkey, fn)
                return fn
            mod = ObjectCode.from_cubin(cubin, name=kernel_name)
            _modules.put(source, mod)
        try:
            fn = mod.get_kernel(kernel_name)
        except Exception:
            if source not in _from_shipped:
                raise
            # a shipped build this driver does not load (one older than the NVRTC that
            # made it): this machine's own build
            _from_shipped.discard(source)
            mod = ObjectCode.from_cubin(cubin_for(source, arch, kernel_name, shipped=False),
                                        name=kernel_name)
            _modules.put(source, mod)
            fn = mod.get_kernel(kernel_name)
        _functions.put(fkey, fn)
    return fn


_rendered = LRU(8192)


_unready = {}  # kernel's key -> (source, name) while its build runs (``wait=False``)


def kernel(render, *args, wait=True, **kw):
    """The kernel that ``render(*args, **kw)`` (a renderer returning source and name)
    describes: rendered and loaded once per argument tuple, the one cache every module
    keeps in front of ``get_kernel``; ``wait=False``: as ``get_kernel``'s (None while the
    build runs; the source is rendered once)."""
    key = (render, args, tuple(sorted(kw.items())) if kw else ())
    fn = _rendered.hit(key)
    if fn is None:
        fn = _rendered.get(key)
        if fn is None:
            made = _unready.get(key)
            source, name = made if made is not None else render(*args, **kw)
            fn = get_kernel(source, name, wait=wait)
            if fn is None:
                _unready[key] = (source, name)
                return None
            _unready.pop(key, None)
            _rendered.put(key, fn)
    return fn


class _Build:
    """A full build queued or under way in a background thread: the source, its quick module
    (None: none was made, ``get_kernel(wait=False)``; else kept loaded for the life of the
    process: launches already queued may still use its kernels), the quick kernels handed out (name -> kernel), set ``done`` when it ended and
    ``error`` where it failed (the quick kernels then stay: their results are the same)."""
    __slots__ = ("source", "name", "arch", "quick", "kernels", "done", "error")

    def __init__(self, source, name, arch, quick):
        self.source, self.name, self.arch, self.quick = source, name, arch, quick
        self.kernels = {}
        self.done = threading.Event()
        self.error = None

    def run(self, ObjectCode):
        try:
            cubin = cubin_for(self.source, self.arch, self.name, background=True)
            mod = ObjectCode.from_cubin(cubin, name=self.name)
            with _lock:
                _modules.put(self.source, mod)
                for name, quick in self.kernels.items():
                    full = mod.get_kernel(name)
                    _functions.put((self.source, name), full)
                    full_of[quick] = full
                    quick_kernels.discard(quick)
                    for swap in on_swap:
                        swap(quick, full)
                    for follow in _followers.pop(quick, ()):
                        follow(full)
                del _pending[self.source]
        except Exception as exc:  # (NVRTC's resources, a driver refusing the module)
            self.error = exc
            build_errors.append((self.name, exc))
            with _lock:
                _pending.pop(self.source, None)
                if self.quick is None:
                    _failed.add(self.source)
        finally:
            self.done.set()

    def __repr__(self):
        return "<_Build %s %s>" % (self.name, "done" if self.done.is_set() else "pending")


#: quick builds first on a cold cache (knob: GPNUMPY_QUICK_BUILDS=0 builds every kernel in
#: full at once, e.g. to time kernels from a cold cache)
QUICK_BUILDS = os.environ.get("GPNUMPY_QUICK_BUILDS", "1") != "0"
#: background builders: two where the machine has four cores or more, else one
_WORKERS = 2 if (os.cpu_count() or 1) >= 4 else 1
_pending = {}       # source -> _Build whose full module is not loaded yet
_queue = []         # builds waiting for a builder
_builders = []      # the builder threads alive
quick_kernels = set()  # quick kernels handed out whose full build has not replaced them yet
full_of = {}        # quick kernel -> the full build's kernel that replaced it
_failed = set()     # sources whose background build, with no quick one, failed
#: callables ``swap(quick, full)`` run (under the compiler's lock, in the builder's thread)
#: when a full build replaces a quick kernel: the launcher's handle cache and its records
on_swap = []
#: full builds that failed, (kernel name, exception): their quick kernels stay in use
build_errors = []
_followers = {}     # quick kernel -> callables ``follow(full)`` (when_full)


def when_full(kernel, follow):
    """Call ``follow(full)`` when the full build of the quick kernel ``kernel`` replaces it
    (at once if it already has; never for a kernel that is no quick build)."""
    with _lock:
        full = full_of.get(kernel)
        if full is None:
            if kernel in quick_kernels:
                _followers.setdefault(kernel, []).append(follow)
            return
    follow(full)


def _queue_build(source, name, arch, ObjectCode, quick=True):
    """Build ``source`` quick (the caller holds ``_lock``; ``quick`` False: no quick
    build), queue its full build."""
    if quick:
        quick = ObjectCode.from_cubin(cubin_for(source, arch, name, quick=True), name=name)
    b = _pending[source] = _Build(source, name, arch, quick or None)
    _queue.append((b, ObjectCode))
    _builders[:] = [t for t in _builders if t.is_alive()]
    if len(_builders) < _WORKERS:
        t = threading.Thread(target=_builder, name="gpnumpy-builder", daemon=True)
        _builders.append(t)
        t.start()
    return b


def _builder():
    try:  # (below the threads that wait for a build: a quick build, the user's work)
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
    except (AttributeError, OSError):  # (not Linux: a thread's priority is the process's)
        pass
    while True:
        with _lock:
            if not _queue:
                _builders.remove(threading.current_thread())
                return
            b, ObjectCode = _queue.pop(0)
        b.run(ObjectCode)


def finish_builds():
    """Wait for the full builds queued or under way: later launches run the full kernels
    (benchmarks time those, not the quick ones a cold cache serves first); at exit, so that
    the next process finds them on disk."""
    while True:
        with _lock:
            left = list(_pending.values())
        if not left:
            return
        for b in left:
            b.done.wait()


def _forget_builds():  # (a forked child has none of its parent's builder threads)
    global _lock
    _lock = threading.Lock()  # (it may have been held by one of them at the fork)
    _pending.clear()
    del _queue[:], _builders[:]


os.register_at_fork(after_in_child=_forget_builds)
atexit.register(finish_builds)


def describe():
    """Lines for show_config()."""
    lines = ["NVRTC: " + _nvrtc_version()]
    try:
        from cuda import pathfinder  # only for show_config
        lib = pathfinder.load_nvidia_dynamic_lib("nvrtc")
        lines.append("NVRTC library: " + str(getattr(lib, "abs_path", lib)))
    except Exception:
        pass
    lines.append("CCCL headers: " + str(cccl_include()))
    lines.append("kernel cache: " + cache_dir())
    return lines
