"""Automatic elementwise fusion: elementwise work deferred into a graph, flushed as one kernel.

With ``GPNUMPY_FUSION`` on, an elementwise operation (a ufunc loop, ``astype``, ``where``)
whose checks have all passed at its own line (NumPy's loop resolution, NEP 50 errors,
broadcasting) does not launch: it becomes a node of this thread's graph, and its result is
a normal ``ndarray`` whose memory is a ``_Lazy`` -- the node itself, a memory whose ``ptr``
(and, on the host, ``host``) is produced by a *flush*.  Everything that touches data
asks for one of those two attributes, so every read flushes: kernels, copies to the host,
printing, exports (DLPack, ``__cuda_array_interface__``), reductions, library calls.  Views
of a pending array share its ``_Lazy`` memory, so a write through a view (or an ``out=``)
reads ``ptr`` and flushes first.  Writes to memory a pending node *reads* (a leaf) flush
too: ``device.wrote`` (every device write into existing memory announces itself there, for
the write epoch), ``device.synchronize``, exports and, on the host device, every host view
of a leaf's allocation (``device.hazard``).  So nothing a program can observe changes; only
when the kernels run does.

A flush renders ONE kernel for the graph (``render.fused``): each node is its table loop
with the unfused kernel's loads, casts and stores, its value kept in a register in its
storage type (so results are bitwise those of the loops run one by one: same NVRTC options,
no contraction); only nodes whose array is still alive are stored, temporaries that live
only in the graph are never allocated; a node used twice is computed once.  The kernel is
keyed by the graph's structure, dtypes and layout class (contiguous with a vector width;
tiled for two axes with transposed leaves; rows, a block per run of a long last axis; or
strided), as elementwise.plan chooses per loop; sizes and scalar values are kernel
arguments.  A graph whose kernel is not built yet (a cold cache) runs its nodes unfused, one
table loop each (their kernels mostly shipped or cached), while NVRTC builds the fused
kernel in the background (``compiler.get_kernel(wait=False)``); the flushes after the build
launch it.  (A quick build, as other kernels take, runs a large graph's kernel many times
slower than its full build: Black-Scholes, 63 nodes, 615 ms a call against 5 on an H200.)
``dst[...] = pending`` (elementwise.copy_into's hook) is one more output of the flush's
kernel where the graph does not read ``dst`` (no copy kernel).  On the host device the same
graph runs node by node through NumPy (``_run_unfused``), so CI exercises the deferral, the
hazards and the triggers.

A reduction of a node's pending result joins the graph as a *sink* (``sink``): its result is
pending too, and at the flush one reduction kernel computes the node where it loads it
(render.reduction's ``source``): the value is never stored if the node's array died
meanwhile, else stored by that kernel as it is reduced.

Host cost (benchmarks/host_fusion.py): a node is made by ``defer_op`` from the ``_Op`` the
lean paths keep in their records (no loop resolution, no dtype hashing); its leaves'
pointers, alignment and geometry are taken at the operation, so a flush of a graph whose
structure, geometry and alignment were seen before is a ``_Plan``
lookup, argument packing and one ``launch.Prepared`` call.

Floating-point errors: a node whose loop can raise a category the error state (at the
operation) asks to ``raise`` or ``call`` is not deferred: it runs eagerly and raises at its
line.  Categories to warn, print or log are recorded by the fused kernel in the node's own
slot (``fperr.arguments`` with the node's name and state, in the nodes' order) and reported
at the next synchronization, as the unfused checked kernels do; a node whose result died
unread is still evaluated when it has categories to report.

Modes (``GPNUMPY_FUSION``, ``gpnumpy.fusion.set_mode``): ``off``; ``auto``, the default
(defer results of ``GPNUMPY_FUSION_BIG`` elements or more, 2^23 by default, and anything
reading a pending array; with ``GPNUMPY_FUSION_MIN`` set below that, results from there up
only while the device is behind the host (``device.busy``, asked at allocations of such a
result's bytes at most every 2 ms): a deferral and a flush cost more host time than the
launches a short graph saves, which pays only where the host would wait for the device
anyway; small operations keep the lean paths), ``force`` (defer everything but 0-d results),
``force1`` (at most one pending node: flush before each new one; isolates hazard bugs from
code generation bugs).
"""
from __future__ import annotations

import os
import sys
import threading
import time
import weakref

import numpy

from . import device, fperr
from . import elementwise as _elementwise
from . import ndarray as _ndarray_module
from .device import ON_DEVICE
from .elementwise import (_Scalar, _scalar_type, _collapse, _c_strides, _vec_for, UNROLL,
                          TILE, execute)
from .ndarray import _make, ndarray
from .._kernels import render, compiler
from .._kernels import launch as _launch
from .._kernels.render import code as _code
from .._kernels.lru import LRU, dtype_key

OFF, AUTO, FORCE, FORCE1 = 0, 1, 2, 3
MODES = {"off": OFF, "auto": AUTO, "force": FORCE, "force1": FORCE1}
_NAMES = {v: k for k, v in MODES.items()}


class _Config:
    """The switches the hot paths read (``cfg.mode``: 0 when off, one attribute read)."""
    __slots__ = ("mode", "threshold", "min", "big", "max_nodes", "max_leaves",
                 "max_leaf_bytes", "log")

    def __repr__(self):
        return "<fusion %s, threshold %d>" % (_NAMES[self.mode], self.threshold)


def _env_mode():
    m = os.environ.get("GPNUMPY_FUSION", "auto").strip().lower() or "auto"
    if m not in MODES:
        raise ValueError("GPNUMPY_FUSION must be one of off, auto, force, force1, not %r" % m)
    return MODES[m]


cfg = _Config()
cfg.mode = _env_mode()
# auto: results of ``big`` elements or more always defer (0: every result of ``threshold``
# or more); with a ``threshold`` below ``big`` (GPNUMPY_FUSION_MIN), results from there up
# defer only while the device is behind the host (``device.busy``, asked at allocations): a
# small graph's host time (deferrals, a flush) exceeds that of the launches it saves, so it
# pays only where the host would wait for the device anyway.  By default ``threshold`` is
# ``big``: no lag watch.  Measured on an H200 (benchmarks/diag_auto.py, sessions 37 and
# 39), the watch never found the device behind on the application rows, and cost host
# time (auto against off 0.96-0.99 with it, 0.98-1.03 without); deferring mid-size results
# regardless made Black-Scholes small 0.61x and Richardson-Lucy medium 0.86x of off.
cfg.big = int(os.environ.get("GPNUMPY_FUSION_BIG", str(1 << 23)))
cfg.threshold = int(os.environ.get("GPNUMPY_FUSION_MIN", str(cfg.big or 1 << 18)))
cfg.min = 0  # (the elements an operation defers from, not reading a pending array: _adapt)
cfg.max_nodes = 64     # nodes per graph (the kernel's size and compile time)
cfg.max_leaves = 32    # arrays a graph reads (kernel parameters; memory the graph pins)
# the bytes of the leaves' allocations a graph may keep alive (a loop making new arrays and
# never reading a result would otherwise pin 32 of them): a flush ("memory") beyond; a
# quarter of the device's memory (host: 1 GiB), asked at the first leaf (0 until then)
cfg.max_leaf_bytes = int(os.environ.get("GPNUMPY_FUSION_PIN", "0"))

cfg.log = bool(os.environ.get("GPNUMPY_FUSION_LOG"))


def _pin_cap():
    cfg.max_leaf_bytes = device.mem_info()[1] // 4 if ON_DEVICE else 1 << 30
    return cfg.max_leaf_bytes


# ---------------------------------------------------------------- statistics and the log
class _Stats:
    __slots__ = ("nodes", "flushes", "kernels", "hits", "misses", "compile_s", "stored",
                 "temporaries", "eager", "stores", "unfused", "sinks", "sinks_fused")

    def __init__(self):
        self.nodes = 0
        self.flushes = {}
        self.kernels = 0
        self.hits = self.misses = 0
        self.compile_s = 0.0
        self.stored = self.temporaries = self.stores = self.unfused = 0
        self.sinks = self.sinks_fused = 0
        self.eager = {}


_stats = _Stats()


def stats(reset=False):
    """Counters since the start (or the last reset): nodes deferred, flushes by reason,
    kernels launched, kernel cache hits and misses, compile seconds, outputs stored and
    temporaries never allocated, stores into existing arrays (``dst[...] = pending`` by the
    graph's kernel), flushes that ran their nodes one loop each (``unfused``: one-node
    graphs, and graphs whose fused kernel was still being built), reductions deferred into
    a graph (``sinks``) and those that read the graph's leaves, their input never stored
    (``sinks_fused``), and operations run eagerly by reason."""
    global _stats
    s = _stats
    nodes = s.nodes + sum(len(g.refs) for g in list(_pending))  # (counted at their flush)
    out = {"mode": _NAMES[cfg.mode], "nodes": nodes, "flushes": dict(s.flushes),
           "kernels": s.kernels, "cache_hits": s.hits, "cache_misses": s.misses,
           "compile_s": s.compile_s, "stored": s.stored, "temporaries": s.temporaries,
           "stores": s.stores, "unfused": s.unfused, "sinks": s.sinks,
           "sinks_fused": s.sinks_fused, "eager": dict(s.eager)}
    if reset:
        _stats = _Stats()
    return out


def _log(msg):
    sys.stderr.write("gpnumpy.fusion: %s\n" % msg)


def _eager(why):
    e = _stats.eager
    e[why] = e.get(why, 0) + 1
    return None


# ---------------------------------------------------------------- pending memory
class _Lazy:
    """The memory of a pending array, and its graph node: ``node`` is the graph that will
    compute it (None once computed), ``idx`` its node's place there, ``st`` the error state
    at its operation.  ``ptr`` and ``host`` flush the graph first; the flush hands it a
    real allocation (``real``, a ``device.Memory``, which returns its block when this
    memory dies: no finalizer here).  ``owner``, ``shared`` and ``nbytes`` as Memory's."""
    __slots__ = ("node", "idx", "st", "real", "owner", "shared", "nbytes", "__weakref__")

    @property
    def ptr(self):
        if self.node is not None:
            _materialize(self)
        return self.real.ptr

    @property
    def host(self):
        if self.node is not None:
            _materialize(self)
        return self.real.host

    def __repr__(self):
        return "<_Lazy %s>" % ("pending" if self.node is not None else "computed")


def _materialize(lm):
    g = lm.node
    if g is not None:
        g.flush("read")
        if lm.node is not None:  # pragma: no cover - a flush always settles its outputs
            raise RuntimeError("gpnumpy.fusion: a pending array was not computed")


def pending(a):
    """Whether the array ``a`` is computed by a pending graph."""
    m = a._mem
    return type(m) is _Lazy and m.node is not None


# ---------------------------------------------------------------- operations
class _Op:
    """One loop as a node runs it, made once per loop (``op``; the lean paths keep theirs):
    the ufunc's name and table expression, NumPy's loop dtypes (inputs then the output),
    their codes, the kernel parameter type of a scalar per input (``stypes``), the loop's
    floating-point ``check`` (``mask`` its categories), ``ok`` (False: a datetime loop, which
    the general path casts) and ``spec`` (the node spec's fixed part, render.fused)."""
    __slots__ = ("name", "expr", "loop", "loopc", "dtype", "itemsize", "stypes", "check",
                 "mask", "ok", "spec")

    def __repr__(self):
        return "<_Op %s %s>" % (self.name, "".join(d.char for d in self.loop))


_ops = LRU(4096)
_ALL_FPE = fperr.DIVIDE | fperr.OVER | fperr.UNDER | fperr.INVALID


def op(name, expr, loop, check):
    """The ``_Op`` of loop ``loop`` of ``name`` with table expression ``expr`` and
    floating-point ``check`` (an ``fperr.Check`` or None)."""
    loop = tuple(loop)
    key = dtype_key(name, expr, loop) if check is None else dtype_key(
        name, expr, loop, check.name, check.mask, check.expr)
    o = _ops.hit(key)
    if o is None:
        o = _ops.get(key)
        if o is None:
            o = _Op()
            o.name, o.expr, o.loop = name, expr, loop
            o.loopc = tuple(_code(d) for d in loop)
            o.dtype = loop[-1]
            o.itemsize = o.dtype.itemsize
            o.ok = not any(d.kind in "Mm" for d in loop)
            o.stypes = tuple(_scalar_type(c) for c in o.loopc[:-1]) if o.ok else ()
            o.check = check
            # (the host device's loops are NumPy's, which report every category they find:
            # a checked loop may raise any of them there, complex power's underflow too, where
            # the device checks the table's categories only)
            o.mask = 0 if check is None else check.mask if ON_DEVICE or not check.mask \
                else _ALL_FPE
            o.spec = (name, expr, o.loopc)
            _ops.put(key, o)
    return o


# ---------------------------------------------------------------- the graph
class _Graph:
    """This thread's pending work over one shape: per node (in creation order) a weak
    reference to its pending memory (``refs``: dead, a graph-only temporary) and its
    structure (``sigs``: (op, categories recorded, inputs, strides, record run), the
    flush's cache key; an input is a leaf index >= 0, an earlier node ``~m`` or None, the
    graph's next scalar value); the leaves the nodes read (``lptr`` their pointers,
    ``lsigs`` the id of the dtype, shape, strides and alignment, ``lrest`` the array, its
    allocation, dtype and offset, all taken at the operation; ``leafkeys`` by its array's id a
    leaf's index, allocation, dtype, offset, shape and strides, one lookup for a leaf read
    again); the scalar values in the nodes' order (``svals``: kernel arguments); the (name, state) of
    each node recording floating-point errors (``runs``: one fperr slot each)."""
    __slots__ = ("refs", "sigs", "leafkeys", "lptr", "lsigs", "lrest", "lmems", "lbytes", "svals",
                 "runs", "sinks", "shape", "tid", "thread", "stream", "inbox", "cap", "last",
                 "__weakref__")

    def __init__(self):
        self.tid = threading.get_ident()
        self.thread = threading.current_thread()  # (the owner: alive, it reports; see _as_owner)
        self.stream = device.current_stream()  # (the owner's: see _run)
        self.inbox = fperr.inbox()  # (the owner's: another thread reports its errors there)
        self.cap = cfg.max_nodes  # (the nodes at which it flushes: ``_recap``)
        self.last = None  # (the ops of the last graph, where it ended at its cap)
        self._reset()

    def _reset(self):
        self.refs = []
        self.sigs = []
        self.leafkeys = {}
        self.lptr = []
        self.lsigs = []
        self.lrest = []
        self.lmems = set()  # (the ids of the leaves' allocations, which ``lrest`` holds)
        self.lbytes = 0    # the bytes of the leaves' allocations: cfg.max_leaf_bytes
        self.svals = []
        self.runs = []
        self.sinks = []    # reductions of pending nodes (``sink``): (node, reduction, memory)
        self.shape = None

    def _undo(self, nl):
        """Forget the leaves from ``nl`` on (an operation that was not deferred after all)."""
        if not self.refs:
            self._reset()
            return
        for r in self.lrest[nl:]:
            self.leafkeys.pop(id(r[0]), None)
        del self.lrest[nl:], self.lptr[nl:], self.lsigs[nl:]
        self.lmems = {id(r[1]) for r in self.lrest}

    def _recap(self):
        """At a flush for the cap: the cap again, so that a loop's graphs repeat.  A loop
        whose body of P operations never reads a result would otherwise be cut every
        ``cfg.max_nodes`` nodes at a phase moving through its body, each cut a graph of its
        own (a kernel to build: seconds each for large ones).  Where the ops of this graph and
        the one before it (also ended at the cap) repeat with a period P of at most
        ``cfg.max_nodes``, the cap becomes the largest multiple of P up to it: every graph
        from the next one on starts at the same place of the body, the same graph."""
        ops = [sig[0] for sig in self.sigs]
        seq = ops if self.last is None else self.last + ops
        n = len(seq)
        for p in range(1, min(cfg.max_nodes, n // 2) + 1):
            i = n - 1
            while i >= p and seq[i] is seq[i - p]:
                i -= 1
            if i < p:
                self.cap = p * (cfg.max_nodes // p)
                break
        else:
            if n >= 2 * self.cap:  # (else too short to tell: the first graph after a flush
                self.cap = cfg.max_nodes  # of another reason keeps the loop's cap)
        self.last = ops

    def flush(self, reason, stores=()):
        """Compute every live pending array of this graph (one kernel on the device);
        ``stores``: (node, array) pairs, the node's value stored into the array too."""
        _acquire()
        try:
            refs = self.refs
            if not refs:
                return
            if reason == "cap":
                self._recap()
            else:
                self.last = None
            sigs, svals, runs, shape = self.sigs, self.svals, self.runs, self.shape
            leaves = (self.lrest, self.lptr, self.lsigs)
            sinks = self.sinks
            self._reset()
            _pending.discard(self)
            if not _pending:
                device.hazard = None
            fl = _stats.flushes
            fl[reason] = fl.get(reason, 0) + 1
            _stats.nodes += len(refs)
            _run(self, refs, sigs, leaves, svals, runs, shape, reason, stores, sinks)
        finally:
            _release()


_lock = threading.RLock()
_acquire, _release = _lock.acquire, _lock.release
_pending = set()      # graphs holding nodes (every thread's): the hazards look at them
graphs = _pending     # (the same set, never replaced: empty, no array is pending -- the lean
#                       paths' one read beyond their size under auto)
class _Local(threading.local):
    graph = None  # (this thread's _Graph, made at its first deferral; a class default: a
    #               missing attribute of a threading.local costs microseconds to ask for)


_tls = _Local()


def _graph():
    g = _tls.graph
    if g is None:
        g = _tls.graph = _Graph()
    return g


def flush_all(reason="flush"):
    """Flush every pending graph (every thread's)."""
    if _pending:
        for g in list(_pending):
            g.flush(reason)


def _hazard(mem, reason):
    """``device.hazard``: existing memory ``mem`` is about to be written or handed out (None:
    any memory; or a synchronization): flush the graphs that read it."""
    for g in list(_pending):
        if mem is None or id(mem) in g.lmems:
            g.flush(reason)


# ---------------------------------------------------------------- deferring
_PY = (int, float, complex, bool)
_state = fperr.state
_ref = weakref.ref
_new = object.__new__
_take, _bucket = device.take, device.bucket
_get_ident = threading.get_ident


def defer(name, expr, loop, ops, shape, strides, check):
    """The pending result of loop ``loop`` (NumPy's dtypes, inputs then the one output) of
    ufunc ``name`` (table expression ``expr``) over ``ops`` (ndarrays broadcastable to
    ``shape``, or _Scalar kernel arguments), to be laid out with ``strides``; None where this
    operation runs eagerly (the caller goes on as without fusion)."""
    n = 1
    for s in shape:
        n *= s
    if n < cfg.min and not pending_in(ops):
        return None  # (before the loop's _Op is looked up: the general paths' every call)
    return defer_op(op(name, expr, loop, check), ops, shape, strides, n)


def defer_op(o, ops, shape, strides, n, cc=None):
    """``defer`` of the ``_Op`` ``o`` over ``n`` elements (the lean paths' entry): ``ops``
    ndarrays, _Scalar or Python scalars (converted to the loop's type here, as the unfused
    launch converts them: NumPy's cast warnings at the operation's line); ``cc`` True where
    ``strides`` are C-ordered (the result's flag, known to the caller)."""
    if not n or not shape or not o.ok:
        return None
    if n < cfg.min and not pending_in(ops):
        return None
    fm = 0
    st = None
    if o.mask:
        st = _state()
        fm = o.mask & st.check
        if fm & st.sync:
            # (it raises at its own line; before any scalar is converted: the unfused launch
            # converts them, and warns, itself)
            return _eager("errstate raise/call")
    # the scalars as kernel arguments, converted before the graph is touched: a conversion
    # that overflows runs the pending graph first (fperr.scalar: NumPy's warning order)
    conv = None
    for x in ops:
        if type(x) is not ndarray:  # (arrays first: the common case builds no list)
            conv = [fperr.scalar(o.stypes[k], x.value if type(x) is _Scalar else x)
                    for k, x in enumerate(ops) if type(x) is _Scalar or type(x) in _PY]
            break
    g = _tls.graph
    if g is None:
        g = _graph()
    _acquire()
    try:
        refs = g.refs
        if refs:
            if g.shape is not shape and g.shape != shape:
                g.flush("shape")
                refs = g.refs
            elif cfg.mode == FORCE1:
                g.flush("force1")
                refs = g.refs
            elif len(refs) >= g.cap:
                g.flush("cap")
                refs = g.refs
        nl = len(g.lrest)
        ins = []
        sv = None
        for x in ops:
            t = type(x)
            if t is not ndarray and (t is _Scalar or t in _PY):
                # the kernel argument, converted above as the unfused launch converts it
                if sv is None:
                    sv = [conv[0]]
                else:
                    sv.append(conv[len(sv)])
                ins.append(None)
                continue
            m = x._mem
            dt = x._dtype
            if type(m) is _Lazy:
                mg = m.node
                if mg is not None:
                    if mg is not g:
                        g._undo(nl)
                        return _eager("other thread")
                    if m.idx is None:  # (a reduction's pending result (``sink``): computed now)
                        g._undo(nl)
                        m.ptr
                        return defer_op(o, _converted(o, ops), shape, strides, n, cc)
                    sig = g.sigs[m.idx]
                    if (x._offset or x._shape != shape or x._strides != sig[3]
                            or (dt is not sig[0].dtype and dt != sig[0].dtype)):
                        # a view of a pending array in another geometry: computed now
                        g._undo(nl)
                        m.ptr
                        return defer_op(o, _converted(o, ops), shape, strides, n, cc)
                    ins.append(~m.idx)  # (its own geometry: the value in a register)
                    continue
            # a leaf read again: the same array object, its geometry unchanged (the graph
            # holds it: its id is not reused)
            k = g.leafkeys.get(id(x))
            if k is not None and k[1] is m and k[2] is dt and k[3] == x._offset \
                    and k[4] is x._shape and k[5] is x._strides:
                ins.append(k[0])
                continue
            if m.shared:
                g._undo(nl)
                return _eager("shared memory")  # (others may write it behind our back)
            if dt.kind in "MmOSUV":
                g._undo(nl)
                return None
            j = len(g.lrest)
            lmems = g.lmems
            pin = 0 if id(m) in lmems else m.nbytes  # (views: once)
            if j >= cfg.max_leaves or (refs and g.lbytes + pin > (cfg.max_leaf_bytes
                                                                 or _pin_cap())):
                # (the kernel's parameters; the memory a graph keeps from being freed)
                g._undo(nl)
                if not g.refs:
                    return _eager("too many operands")
                g.flush("leaves" if j >= cfg.max_leaves else "memory")
                return defer_op(o, _converted(o, ops), shape, strides, n, cc)
            # (the pointer now: the leaf's allocation is fixed and held; its alignment
            # is part of the flush's key)
            p = m.ptr + x._offset
            g.lbytes += pin
            lmems.add(id(m))
            g.leafkeys[id(x)] = (j, m, dt, x._offset, x._shape, x._strides)
            g.lrest.append((x, m, dt, x._offset))
            g.lptr.append(p)
            # (the dtype by identity, not its hash, which is slow; ``lrest`` holds it)
            g.lsigs.append((id(dt), x._shape, x._strides, p & 15))
            ins.append(j)
        if sv is not None:
            g.svals.extend(sv)
        ins = tuple(ins)
        idx = len(refs)
        lm = _Lazy()
        lm.node = g
        lm.real = None
        lm.idx = idx
        lm.st = st
        lm.owner = None
        lm.shared = False
        lm.nbytes = n * o.itemsize
        refs.append(_ref(lm))
        if fm:
            # the node's floating-point record: a slot of its own, as each unfused operation
            runs = g.runs
            runs.append((o.check.name, st, fperr.name_prefix()))  # (reported as where deferred)
            g.sigs.append((o, fm, ins, strides, len(runs) - 1))
        else:
            g.sigs.append((o, 0, ins, strides, None))
        if not idx:
            g.shape = shape
            _pending.add(g)
            device.hazard = _hazard
    finally:
        _release()
    a = _new(ndarray)  # (ndarray._make, its size known)
    a._mem = lm
    a._offset = 0
    a._shape = shape
    a._strides = strides
    a._dtype = o.dtype
    a._base = None
    a._ndim = len(shape)
    a._size = n
    a._ro = False
    a._cc = cc
    a._ib = None
    return a


def _converted(o, ops):
    """``ops`` with their scalars as the loop's values (an operation deferred again after a
    flush converts nothing twice: NumPy's cast warnings once)."""
    return [_Scalar(fperr.scalar(o.stypes[k], x.value if type(x) is _Scalar else x), None, False)
            if type(x) is _Scalar or type(x) in _PY else x for k, x in enumerate(ops)]


def defer_cast(a, dtype, strides):
    """``a.astype(dtype)`` deferred (ndarray's hook), or None."""
    if cfg.mode == OFF or a._dtype == dtype or a._size < cfg.min and not pending(a):
        return None
    return defer_op(op("_copy", "in0", (dtype, dtype), fperr.cast_check(_code(a._dtype),
                                                                         _code(dtype))),
                    (a,), a._shape, strides, a._size)


def _as(dst, dt, offset, shape, strides):
    """Whether a view of ``dst``'s memory of this geometry is ``dst`` itself: each of its
    elements read by the thread that then writes it (a kernel storing into ``dst`` may read it
    so; any other view would race the store)."""
    return (dt is dst._dtype and offset == dst._offset and shape == dst._shape
            and strides == dst._strides)


def _reads_only_as(g, dst):
    """Whether graph ``g`` reads ``dst``'s memory (if at all) only as ``dst`` itself."""
    dm = dst._mem
    for r, sg in zip(g.lrest, g.lsigs):
        if r[1] is dm and not _as(dst, r[2], r[3], sg[1], sg[2]):
            return False
    return True


class _Elided:
    """The memory of a temporary whose value was only stored elsewhere (``_elide``): never
    read (its reader would be a bug: said so, rather than reading stale memory)."""
    __slots__ = ()

    @property
    def ptr(self):
        raise RuntimeError("gpnumpy.fusion: an elided temporary was read")

    host = ptr


_ELIDED = _Elided()


def _sole(a):
    """``sys.getrefcount`` of an object whose only owner is one attribute, read as ``_elide``
    reads a ``_Lazy`` (a local bound to it, then the call): measured on this interpreter."""
    m = a._mem
    return sys.getrefcount(m)


class _Owner:
    __slots__ = ("_mem",)


_o = _Owner()
_o._mem = object()
_SOLE = _sole(_o)
del _o


def _elide(a):
    """Drop the pending value of ``a``, a temporary of the caller's expression (elementwise.
    TEMPORARY) whose node the graph about to flush stores elsewhere, unless another array (a
    view) shares its memory: its node is then no output of the kernel (a value in a register,
    not written to memory)."""
    m = a._mem
    if type(m) is _Lazy and m.node is not None and sys.getrefcount(m) == _SOLE:
        m.node = None
        m.real = _ELIDED


def store_into(dst, src, temp=False):
    """``dst[...] = src`` (elementwise.copy_into's hook) where ``src`` is a node's pending
    result of ``dst``'s shape and dtype in this thread's graph and the graph reads ``dst``'s
    memory only as ``dst``: the graph is flushed now with the node's value also stored into
    ``dst`` (no copy kernel; ``temp``: ``src`` is the caller's temporary, not written itself).
    False where the copy runs as before."""
    m = src._mem
    if type(m) is not _Lazy:
        return False
    g = m.node
    if g is None or dst._shape != src._shape or dst._dtype != src._dtype or src._offset \
            or src._shape != g.shape:
        return False  # (a view of the node's result, as roll's parts: the copy)
    _acquire()
    try:
        if m.node is not g or g.tid != threading.get_ident() or m.idx is None:
            return False
        sig = g.sigs[m.idx]
        dm = dst._mem
        if (src._strides != sig[3] or (type(dm) is _Lazy and dm.node is not None)
                or dst._dtype.kind in "MmOSUV" or not _reads_only_as(g, dst)):
            return False  # (a graph that reads the target otherwise: the copy after the flush)
        idx = m.idx
        if temp:
            del m
            _elide(src)
        g.flush("store", ((idx, dst),))
    finally:
        _release()
    return True


def write_into(dst, o, ops, shape, strides, n, temp=None):
    """The ``_Op`` ``o`` over ``ops`` written into ``dst`` (an in-place operator, a lean call's
    ``out=``: C-contiguous, of ``shape`` and the op's dtype) where an operand is pending: the
    operation joins the operand's graph, which is flushed at once with the operation's value
    stored into ``dst`` -- one kernel, no temporary (``x += alpha * p``).  False (nothing done)
    where the graph or the operands read ``dst``'s memory other than as ``dst``, or ``dst`` is
    pending or shared: the caller runs the operation as before.  ``temp``: an operand that is
    the caller's temporary (``x += alpha * p``'s product), not written itself."""
    dm = dst._mem
    if type(dm) is _Lazy or dm.shared or dst._dtype is not o.dtype and dst._dtype != o.dtype:
        return False
    for x in ops:  # (an operand reading dst's memory otherwise: pending or not)
        if type(x) is ndarray and x._mem is dm and not _as(dst, x._dtype, x._offset, x._shape,
                                                          x._strides):
            return False
    g = _tls.graph
    if g is not None and not _reads_only_as(g, dst):
        return False
    r = defer_op(o, ops, shape, strides, n, True)
    if r is None:
        return False
    m = r._mem
    del r  # (the value is not kept: the kernel stores it into dst alone)
    _acquire()
    try:
        g = m.node
        idx = m.idx
        del m
        if temp is not None:
            _elide(temp)
        g.flush("store", ((idx, dst),))
    finally:
        _release()
    return True


#: reductions a graph holds before it flushes (each keeps its result's memory)
MAX_SINKS = 16


def sink(a, red, nbytes, st):
    """A reduction of the pending array ``a`` deferred into its graph (a *sink*): its result
    is pending too, and the flush computes it with the graph, reading the graph's leaves
    where the reduction loads ``a`` (``red.fused``: one kernel; ``a``, if still alive then,
    stored by it as it is reduced).  ``red`` is the
    reduction's record (reduction.py's ``_Sink``), ``nbytes`` its result's size, ``st`` the
    error state at the operation (its errors reported under it, as the nodes').  Returns the
    result's memory (a ``_Lazy``), or None where ``a`` is not a node's own result in this
    thread's graph (a view of it, another geometry): the caller reduces it now."""
    m = a._mem
    g = m.node
    if g is None or m.idx is None or a._offset or g.tid != threading.get_ident():
        return None
    _acquire()
    try:
        if m.node is not g:
            return None
        sig = g.sigs[m.idx]
        if a._shape != g.shape or a._strides != sig[3] or not a._flags_c() or (
                a._dtype is not sig[0].dtype and a._dtype != sig[0].dtype):
            return None
        if len(g.sinks) >= MAX_SINKS:
            g.flush("cap")
            return None
        lm = _Lazy()
        lm.node = g
        lm.real = None
        lm.idx = None  # (no node of the graph's shape: defer_op and store_into compute it first)
        lm.st = st
        lm.owner = None
        lm.shared = False
        lm.nbytes = nbytes
        g.sinks.append((m.idx, red, lm, fperr.name_prefix()))
    finally:
        _release()
    _stats.sinks += 1
    return lm


def pending_in(args):
    """Whether any ndarray among ``args`` is pending."""
    if not _pending:  # (no graph holds a node: the common answer, without looking)
        return False
    for x in args:
        m = getattr(x, "_mem", None)
        if type(m) is _Lazy and m.node is not None:
            return True
    return False


# ---------------------------------------------------------------- flushing
def _order(sigs, live, covered=()):
    """The nodes to evaluate (live outputs, nodes with errors to record, and what they
    read), in creation order, from the graph's structure and its live nodes' indices;
    ``covered``: checked nodes whose errors another kernel records (a sink's)."""
    need = [False] * len(sigs)
    for m in live:
        need[m] = True
    for m in range(len(sigs) - 1, -1, -1):
        if need[m] or sigs[m][1] and m not in covered:
            need[m] = True
            for x in sigs[m][2]:
                if x is not None and x < 0:
                    need[~x] = True
    return [m for m, v in enumerate(need) if v]


def _scalar_index(sigs):
    """Each node's first scalar's index in the graph's scalar values, and their count."""
    first, s = [], 0
    for sig in sigs:
        first.append(s)
        for x in sig[2]:
            if x is None:
                s += 1
    return first, s


def _leaf(leaves, j, shape):
    """Leaf ``j`` as an array (its geometry at the operation that read it) broadcast to
    ``shape``."""
    lrest, lptr, lsigs = leaves
    _, lshape, strides, _ = lsigs[j]
    _, m, dt, off = lrest[j]
    a = _make(m, off, lshape, strides, dt, None)
    return a if lshape == shape else a._broadcast_to(shape)


def _run(g, refs, sigs, leaves, svals, runs, shape, reason, stores, sinks=()):
    live = []
    mems = []
    for r in refs:
        lm = r()
        if lm is not None and lm.node is g:
            live.append(lm.idx)
            mems.append(lm)
    if cfg.log:
        _log("flush (%s): %d nodes, %d stored, %d reductions, shape %s: %s" % (
            reason, len(sigs), len(live), len(sinks), shape, " ".join(sig[0].name for sig in sigs)))
    if not live and not runs and not stores and not sinks:
        _stats.temporaries += len(sigs)
        return
    try:
        if ON_DEVICE:
            # (each output allocated by ``_alloc`` just before the kernel that writes it is
            # launched; settled -- ``node`` None -- only once the flush has written it, below:
            # a reader meanwhile, the owner's thread while another thread flushes its graph,
            # finds it pending and waits for the flush's lock, not for memory not yet written)
            if g.tid == _get_ident():
                _run_device(sigs, leaves, svals, runs, shape, live, mems, stores, sinks)
            else:
                _as_owner(g, lambda: _run_device(sigs, leaves, svals, runs, shape, live, mems,
                                                 stores, sinks))
        else:
            # (the host device: NumPy node by node, through the executor's host loops)
            ins = [m for m, _, _, _ in sinks]
            order = _order(sigs, live + [m for m, _ in stores] + ins)
            _stats.temporaries += len(order) - len(live)

            def run():
                vals = _run_unfused(sigs, order, live, mems, leaves, svals, runs, shape, stores,
                                    keep=ins)
                for m, red, lm, pre in sinks:
                    _settle(lm, red.plain(vals[m], pre))
            if g.tid == threading.get_ident():
                # (this thread's own graph reports here, also when its flush comes inside the
                # flush of another thread's graph -- a leaf they share read on the host --,
                # whose errors go to that thread's inbox: not this graph's)
                with fperr.reporting_to(None):
                    run()
            else:
                _as_owner(g, run)
    finally:
        for lm in mems:
            _alloc(lm)  # (after an error before its kernel: memory, never written)
            lm.node = None
        for _, _, lm, _ in sinks:
            if lm.real is not None:  # (else an error before it: the read raises)
                lm.node = None
    _stats.stored += len(live)


def _alloc(lm):
    """The allocation of a live node's memory ``lm``, taken just before the kernel that
    writes it, not for all of them at the flush's start: a graph run node by node (its fused
    kernel building, or the host device's) then holds what the unfused program would
    (Black-Scholes' first run held a block more than fusion off).  ``lm`` stays pending
    (``node``) until the flush has written it (``_run``)."""
    if lm.real is None:
        nb = lm.nbytes
        lm.real = _take(_bucket(nb), nb) if ON_DEVICE else device.malloc(nb)
    return lm.real


def _settle(lm, mem):
    """A sink's result computed: ``mem`` (of a C-ordered array at offset 0) holds it (``lm``
    stays pending until the flush ends, as ``_alloc``'s)."""
    lm.real = mem


def _as_owner(g, run):
    """``run()``, the flush of another thread's graph ``g``, with what its checked nodes find
    left to the owner to report (fperr.reporting_to).  On a GPU it launches on this thread's
    stream, as the unfused kernels were ordered on the owner's: after the owner's earlier work
    (the leaves) and finished before the owner's later work (which reads the results); its
    records, read back once finished, go to the owner (fperr.hand_over).  An owner that has
    ended will synchronize no more: what its operations raise is reported here, as NumPy
    warned (in the owner's thread, at each operation)."""
    with fperr.reporting_to(g.inbox if g.thread.is_alive() else None):
        if not ON_DEVICE:
            run()
            return
        g.stream.sync()
        start = fperr.mark()
        run()
        device.current_stream().sync()
        fperr.hand_over(start)


# -- the device: one kernel, its launch prepared once per graph key
_kernels = LRU(1024)  # spec -> kernel (the statistics' hits and misses; compiler caches too)
_plans = LRU(1024)    # graph key -> _Plan


class _Plan:
    """How a graph of one structure, geometry and alignment runs:
    ``single`` (the index of the one stored node, which the unfused executor runs: no
    compile) or the fused kernel with its grid, the leaves it reads (``lidx``; None: all,
    in order), the scalar values it takes (``sidx``; None: all), the parameters after the
    outputs' pointers (``tail``) and its ``launch.Prepared`` (None: ``launch``'s general
    packing, for complex scalars).  ``keep`` holds the leaves' dtypes (the key has their
    ids)."""
    __slots__ = ("single", "kernel", "grid", "lidx", "sidx", "tail", "prep", "ntemp",
                 "layout", "keep", "spec", "types", "order", "nrec")

    def __repr__(self):
        return "<_Plan %s>" % (self.layout,)


def _prepare(kernel, types):
    """The ``launch.Prepared`` of a fused kernel's argument types (None: the general launch)."""
    if any(t in _COMPLEX for t in types):
        return None
    return _launch.Prepared(kernel, types)


_COMPLEX = (numpy.complex64, numpy.complex128)


def _run_device(sigs, leaves, svals, runs, shape, live, mems, stores, sinks=()):
    # floating-point records: one per operation (``runs``), each given its fperr slot's
    # arguments; past fperr.SLOTS operations share slots, and their records then get the
    # same arguments (a slot's words are set idempotently): the kernel, keyed by the graph's
    # structure alone, stays the same whichever slots are shared
    fargs = []
    for name, st, pre in runs:
        fargs.extend(fperr.arguments(name, st, prefix=pre))
    if not sinks:
        _run_main(sigs, leaves, svals, runs, shape, live, mems, stores, fargs)
        return
    # each reduction reads the graph's leaves itself (its nodes' errors recorded there); a
    # node whose array is alive is stored by its first reduction's kernel as it is reduced
    # (a softmax's exp and its row sums: one kernel); the graph's own kernel runs for what is
    # left.  A second reduction of a stored node reads it.
    stored = dict(zip(live, mems))
    own = {}
    covered = set()
    for m, _, _, _ in sinks:
        covered.update(_order(sigs, [m], range(len(sigs))))  # (m and what it reads)
        if m in stored:
            own[m] = stored[m]
    covered = frozenset(covered)
    rest = [m for m in live if m not in own]
    if _order(sigs, rest + [m for m, _ in stores], covered):
        _run_main(sigs, leaves, svals, runs, shape, rest, [stored[m] for m in rest], stores,
                  list(fargs), covered)
    gen = fperr.interval()
    for m, red, lm, pre in sinks:
        if runs and fperr.interval() != gen:
            # (a synchronization since the records' slots were taken: slots of this interval)
            fargs = []
            for name, st, pre_ in runs:
                fargs.extend(fperr.arguments(name, st, prefix=pre_))
            gen = fperr.interval()
        if m in stored and m not in own:  # (stored by the graph's kernel or a reduction's)
            o = sigs[m]
            _settle(lm, red.plain(_make(_alloc(stored[m]), 0, shape, o[3], o[0].dtype, None),
                                  pre))
        else:
            dst = own.pop(m, None)
            _settle(lm, _run_sink(sigs, leaves, svals, shape, m, red, pre, fargs,
                                  None if dst is None else _alloc(dst).ptr))


_sink_plans = LRU(1024)


def _run_sink(sigs, leaves, svals, shape, m, red, pre, fargs, dst=None):
    """The reduction ``red`` of node ``m``'s value, computed from the graph's leaves where the
    reduction loads it (render.reduction's ``source``): one kernel, the value stored at
    ``dst`` (a pointer) as it is reduced, or never stored."""
    key = (tuple(sigs[:m + 1]), m, tuple(leaves[2]), shape, dst is not None)
    sp = _sink_plans.get(key)
    if sp is None:
        sp = _sink_plan(sigs, leaves, shape, m, dst is not None) + ({},)
        _sink_plans.put(key, sp)
    spec, lidx, sidx, nrec, tail, ready = sp
    lptr = leaves[1]
    args = fargs[:3 * nrec] + [lptr[j] for j in lidx] + [svals[j] for j in sidx]
    if dst is not None:
        args.append(dst)
    args += tail
    o = sigs[m]
    a = _make(_elementwise.PROBE, 0, shape, o[3], o[0].dtype, None)  # (its geometry alone)
    _stats.sinks_fused += 1
    _stats.kernels += 1
    return red.fused(a, spec, args, pre, ready)


def _sink_plan(sigs, leaves, shape, m, store=False):
    """(spec, leaves read, scalar values read, records, extents and strides) of a sink's
    source: node ``m`` and what it reads, its leaves contiguous ('a'; 'v' 16-byte aligned),
    one element ('p') or strided ('s') over the collapsed axes of ``shape``."""
    order = _order(sigs, [m], range(len(sigs)))  # (node m and what it reads)
    index = {k: i for i, k in enumerate(order)}
    first, _ = _scalar_index(sigs)
    used = sorted({x for k in order for x in sigs[k][2] if x is not None and x >= 0})
    lmap = {j: i for i, j in enumerate(used)}
    lv = [_leaf(leaves, j, shape) for j in used]
    kinds = []
    for j, a in zip(used, lv):
        if a._size == 1 or not any(a._strides):
            kinds.append(("p", _code(a._dtype)))
        elif a._flags_c():  # (16-byte aligned: loaded as vectors where the reduction's are)
            kinds.append(("a" if leaves[2][j][3] else "v", _code(a._dtype)))
        else:
            kinds.append(("s", _code(a._dtype)))
    nspec, scodes, sidx, _ = _node_specs(sigs, order, first, index, lmap)
    nrec = max([sigs[k][4] + 1 for k in order if sigs[k][1]] or [0])
    strided = [a for a, (kind, _) in zip(lv, kinds) if kind == "s"]
    tail, ndim, idx = [], 1, "i8"
    if strided:
        # (the collapsed axes of the source's C order, the flat index ``e`` of the kernel)
        cshape, cstrides = _collapse(shape, [_c_strides(shape, sigs[m][0].itemsize)]
                                     + [a._strides for a in strided])
        ndim = len(cshape)  # (>= 1: a strided leaf has an axis of more than one element)
        extent = max(sum((e - 1) * abs(st[d]) for d, e in enumerate(cshape)) for st in cstrides)
        idx = "i4" if extent < 2**31 else "i8"  # (32-bit divisions where offsets fit)
        ityp = numpy.int32 if idx == "i4" else numpy.int64
        tail = [ityp(v) for v in cshape]
        for st in cstrides[1:]:
            tail.extend(ityp(v) for v in st)
    spec = (("sink", ndim, idx, store), tuple(kinds), tuple(scodes), tuple(nspec), (index[m],))
    return spec, tuple(used), tuple(sidx), nrec, tuple(tail)


def _run_main(sigs, leaves, svals, runs, shape, live, mems, stores, fargs, covered=frozenset()):
    """The graph's own kernel: its live nodes (and ``stores``), every checked node's errors
    but those of ``covered`` (recorded by a sink's kernel)."""
    key = (tuple(sigs), tuple(live), tuple(leaves[2]), shape)  # (the runs: the sigs' indices)
    if covered:
        key += (covered,)
    sptrs = ()
    targets = stores  # ((node, dst) pairs; ``stores`` becomes their geometry)
    if stores:
        # (the stores' targets: their nodes, strides and alignment)
        sptrs = []
        geo = []
        for m, dst in stores:
            p = dst._mem.ptr + dst._offset
            sptrs.append(p)
            geo.append((m, dst._strides, p & 15))
        stores = tuple(geo)
        key += (stores,)
    plan = _plans.hit(key)
    if plan is None:
        plan = _plans.get(key)
        if plan is None:
            plan = _plan(sigs, leaves, shape, live, svals, stores, covered)
            _plans.put(key, plan)
        else:
            _stats.hits += 1
    else:
        _stats.hits += 1
    if plan.single is not None:
        # one stored node: the unfused executor's kernel itself (no compile), launched
        # through the plan's record (``_plan_single``), else through the executor
        pl = plan.kernel
        if pl is None:
            _run_unfused(sigs, plan.order, live, mems, leaves, svals, runs, shape, targets,
                         covered)
            return
        o = sigs[plan.single]
        # (its own record's; none where a sink's kernel records its errors)
        fargs = fargs[3 * o[4]:3 * o[4] + 3] if o[1] and plan.single not in covered else []
        lptr = leaves[1]
        for j in plan.lidx:
            fargs.append(lptr[j] if j >= 0 else svals[~j])
        fargs.append(_alloc(mems[0]).ptr)
        fargs += pl.tail
        if plan.prep is not None:
            plan.prep.fire(pl.grid, *fargs)
        else:
            _launch.launch(pl.kernel, pl.grid, fargs, fresh=True)
        _stats.kernels += 1
        _stats.unfused += 1
        return
    if plan.kernel is None and not _built(plan):
        # a graph whose fused kernel's build runs in the background: its nodes unfused
        # meanwhile
        _run_unfused(sigs, plan.order, live, mems, leaves, svals, runs, shape, targets,
                     covered)
        return
    _stats.temporaries += plan.ntemp
    args = fargs if len(fargs) == 3 * plan.nrec else fargs[:3 * plan.nrec]
    lidx = plan.lidx
    if lidx is None:
        args += leaves[1]
    else:
        lptr = leaves[1]
        for j in lidx:
            args.append(lptr[j])
    sidx = plan.sidx
    if sidx is None:
        args += svals
    else:
        for j in sidx:
            args.append(svals[j])
    for lm in mems:
        args.append(_alloc(lm).ptr)
    if sptrs:
        args += sptrs
        device.wrote()  # (existing memory written: a new epoch; other graphs reading it first)
        _stats.stores += len(sptrs)
    args += plan.tail
    prep = plan.prep
    if prep is not None:
        prep.fire(plan.grid, *args)
    else:
        _launch.launch(plan.kernel, plan.grid, args, fresh=True)
    _stats.kernels += 1


def _built(plan):
    """Whether the fused kernel of ``plan`` (built in the background) is ready now; if so,
    the plan takes it."""
    kern = _kernels.get(plan.spec)
    if kern is _BUILDING:
        kern = compiler.kernel(render.fused, plan.spec, wait=False)
        if kern is None:
            return False
        _kernels.put(plan.spec, kern)
    plan.kernel = kern
    plan.prep = _prepare(kern, plan.types)
    return True


def _run_unfused(sigs, order, live, mems, leaves, svals, runs, shape, stores,
                 covered=frozenset(), keep=()):
    """The graph's nodes one loop each (the unfused executor's kernels, the same results;
    on the host device NumPy's loops), as the host device runs every graph and a GPU one
    whose fused kernel is being built: each node's errors recorded under the state and name
    of its operation (but those of ``covered``, which a sink's kernel records), the stores
    as copies.  A temporary is allocated at its node and given back after its last reader
    ran, as the unfused program's temporaries are (a graph's worth of them held at once
    took Black-Scholes 2^24 to 5.9x the memory of fusion off).  Returns the arrays of the
    live nodes and of ``keep`` (the sinks' inputs)."""
    vals = {}
    stored = dict(zip(live, mems))
    first, _ = _scalar_index(sigs)
    # the position in ``order`` of each temporary's last reader (the values read later --
    # the live nodes, the stores' and the sinks' -- are kept)
    last = {}
    for pos, m in enumerate(order):
        for x in sigs[m][2]:
            if x is not None and x < 0:
                last[~x] = pos
    for m in stored:
        last.pop(m, None)
    for m, _ in stores:
        last.pop(m, None)
    for m in keep:
        last.pop(m, None)
    done = {}
    for t, pos in last.items():
        done.setdefault(pos, []).append(t)
    for pos, m in enumerate(order):
        o, fm, ins, strides, run = sigs[m]
        ops = []
        s = first[m]
        for x in ins:
            if x is None:
                ops.append(_Scalar(svals[s], None, False))
                s += 1
            else:
                ops.append(vals[~x] if x < 0 else _leaf(leaves, x, shape))
        lm = stored.get(m)  # (its allocation: the pending memory's ``host`` would flush again)
        out = _make(_alloc(lm), 0, shape, strides, o.dtype, None) if lm is not None else \
            _ndarray_module._empty(shape, o.dtype)
        if fm and m not in covered:  # (the categories the state at its operation asks of it)
            _, st, pre = runs[run]
            with fperr.reporting_as(pre):
                execute(o.name, o.expr, o.loop, ops, [out], None, True, o.check, st)
        else:  # (nothing asked: unchecked, a cast too, whatever the state is now)
            execute(o.name, o.expr, o.loop, ops, [out], None, True, _UNCHECKED)
        vals[m] = out
        for t in done.get(pos, ()):
            del vals[t]  # (its last reader ran: the block goes back to the pool)
    for m, dst in stores:
        execute("_copy", "in0", (dst._dtype, dst._dtype), [vals[m]], [dst])
    if ON_DEVICE:
        _stats.kernels += len(order) + len(stores)
        _stats.stores += len(stores)
        _stats.unfused += 1
    return vals


#: a fused kernel whose build runs in the background (``_kernels``' entry meanwhile)
_BUILDING = object()
#: the check of a node whose operation's state asked nothing of it (no category)
_UNCHECKED = fperr.Check("", 0, None)


def _plan_single(plan, sigs, leaves, shape, svals, covered=()):
    """A one-node graph's launch, made once per graph key as ``execute`` would make it:
    ``kernel`` the executor's ``Plan`` of the node's loop over its leaves (their geometry
    and alignment are the key's) into a new output, ``prep`` its ``launch.Prepared`` (None:
    ``launch``'s packing), ``lidx`` per input a leaf's index or ``~k`` for scalar value k.
    The flush then packs pointers and values: no ``execute`` (its key, its slot, its state),
    so a node deferred and read at once costs little more than the lean path."""
    m = plan.single
    o, fm, ins, strides, _ = sigs[m]
    if m in covered:
        fm = 0  # (a sink's kernel records its errors)
    s = _scalar_index(sigs)[0][m]
    ops, lidx, sample = [], [], []
    for x in ins:
        if x is None:
            ops.append(_Scalar(svals[s], None, False))
            lidx.append(~s)
            sample.append(svals[s])
            s += 1
        else:
            ops.append(_leaf(leaves, x, shape))
            lidx.append(x)
            sample.append(0)
    out = _make(_elementwise.PROBE, 0, shape, strides, o.dtype, None)
    pl = _elementwise.plan(o.name, o.expr, o.loop, ops, [out], None,
                           (fm, o.check.expr) if fm else None)
    lead = [0, 0, numpy.uint32(0)] if fm else []  # (fperr.arguments' types)
    prep = pl.prepare(lead + sample + [0] + list(pl.tail))
    plan.kernel, plan.prep, plan.lidx = pl, prep or None, tuple(lidx)


def _plan(sigs, leaves, shape, live, svals, stores=(), covered=()):
    """The ``_Plan`` of a graph (``_run_device``'s cache miss): the nodes to evaluate, the
    spec of their kernel (render.fused), its layout and parameters.  ``stores``: (node,
    strides, alignment) of existing arrays the kernel also writes, after the live nodes;
    ``covered``: checked nodes whose errors a sink's kernel records."""
    order = _order(sigs, live + [m for m, _, _ in stores], covered)
    plan = _Plan()
    # (the records the kernel takes: those up to its last checked node's, render.fused's)
    # (a node of ``covered`` is unchecked here: its errors recorded once, by the sink's kernel)
    plan.nrec = nrec = max([sigs[m][4] + 1 for m in order if sigs[m][1] and m not in covered]
                           or [0])
    plan.ntemp = len(order) - len(live)
    plan.single = plan.kernel = None
    plan.layout = None
    plan.keep = tuple(r[2] for r in leaves[0])
    plan.order = order
    if len(order) == 1 and live and not stores:
        plan.single = order[0]
        if _elementwise.ON_DEVICE:
            _plan_single(plan, sigs, leaves, shape, svals, covered)
        return plan
    n = 1
    for s in shape:
        n *= s
    index = {m: k for k, m in enumerate(order)}
    first, _ = _scalar_index(sigs)
    # leaves: used ones only, broadcast to the shape; one element broadcast: a pointer
    used = sorted({x for m in order for x in sigs[m][2] if x is not None and x >= 0})
    lmap = {j: k for k, j in enumerate(used)}
    lv = [_leaf(leaves, j, shape) for j in used]
    lkinds = [("p" if a._size == 1 or not any(a._strides) else "a", _code(a._dtype))
              for a in lv]
    outs = live + [m for m, _, _ in stores]
    ostrides = [sigs[m][3] for m in live] + [st for _, st, _ in stores]
    odtypes = [sigs[m][0].dtype for m in outs]
    oalign = [0] * len(live) + [a for _, _, a in stores]
    nspec, scodes, sidx, stypes = _node_specs(sigs, order, first, index, lmap, covered)
    layout, grid, tail = _layout(shape, n, lv, lkinds, ostrides, odtypes, oalign)
    spec = (layout, tuple(lkinds), tuple(scodes), tuple(nspec), tuple(index[m] for m in outs))
    kern = _kernels.get(spec)
    if kern is None:
        # (a cold cache: no quick build, which for a large graph runs many times slower
        # than the full one; the nodes run unfused until the full build is loaded)
        t0 = time.perf_counter()
        kern = compiler.kernel(render.fused, spec, wait=False) or _BUILDING
        dt = time.perf_counter() - t0
        _stats.misses += 1
        _stats.compile_s += dt
        _kernels.put(spec, kern)
        if cfg.log:
            _log("kernel of %d nodes: %s in %.1f ms" % (
                len(order), "building" if kern is _BUILDING else "loaded", dt * 1e3))
    else:
        _stats.hits += 1
    plan.grid, plan.tail, plan.layout, plan.spec = grid, tail, layout, spec
    plan.lidx = None if used == list(range(len(leaves[1]))) else tuple(used)
    plan.sidx = None if sidx == list(range(len(svals))) else tuple(sidx)
    types = [int, int, numpy.uint32] * nrec  # (a record per operation: fperr.arguments)
    types += [int] * len(used) + stypes + [int] * len(outs) + [type(v) for v in tail]
    plan.types = tuple(types)
    plan.kernel = plan.prep = None
    _built(plan)
    return plan


def _node_specs(sigs, order, first, index, lmap, covered=()):
    """render.fused's node specs of the nodes ``order`` (``index``: a node's place among
    them; ``lmap``: a leaf's index among the kernel's; ``first``: each node's first scalar
    value; ``covered``: nodes left unchecked, a sink's kernel records their errors), with the
    codes, value indices and parameter types of the scalars they read."""
    nspec, scodes, sidx, stypes = [], [], [], []
    for m in order:
        o, fm, ins, _, run = sigs[m]
        if m in covered:
            fm = 0
        spec_ins = []
        s = first[m]
        for k, x in enumerate(ins):
            if x is None:
                spec_ins.append(("s", len(scodes)))
                scodes.append(o.loopc[k])
                stypes.append(o.stypes[k])
                sidx.append(s)
                s += 1
            elif x < 0:
                spec_ins.append(("n", index[~x]))
            else:
                spec_ins.append(("l", lmap[x]))
        nspec.append(o.spec + (tuple(spec_ins), fm, o.check.expr if fm else None,
                               run if fm else None))
    return nspec, scodes, sidx, stypes


def _layout(shape, n, lv, lkinds, ostrides, odtypes, oalign):
    """(layout, grid, tail) of a fused kernel: contiguous (every array and output C- or
    F-ordered alike) with vectors where the alignment allows; else over the collapsed axes:
    tiled (two axes, some leaves transposed: those through shared memory; ``lkinds`` marks
    them 't'), rows (a long last axis) or strided."""
    arrays = [a for a, (kind, _) in zip(lv, lkinds) if kind == "a"]
    outs = [_make(None, 0, shape, st, dt, None) for st, dt in zip(ostrides, odtypes)]
    ops = outs + arrays
    if all(a._flags_c() for a in ops) or all(a._flags_f() for a in ops):
        vec = _vec_for([a._dtype.itemsize for a in ops])
        for a in arrays:
            if (a._mem.ptr + a._offset) % min(16, vec * a._dtype.itemsize):
                vec = 1
                break
        for a, p in zip(outs, oalign):  # (stores into existing arrays: their alignment)
            if p % min(16, vec * a._dtype.itemsize):
                vec = 1
        unroll = (4 if vec >= 8 else UNROLL) if vec > 1 else 4
        return (("contig", vec, unroll), _launch.grid_for(n, _launch.BLOCK * vec * unroll),
                (numpy.int64(n),))
    cshape, cstrides = _collapse(shape, list(ostrides) + [a._strides for a in arrays])
    nd = len(cshape)
    extent = max(sum((m - 1) * abs(st[d]) for d, m in enumerate(cshape)) for st in cstrides)
    idx = "i4" if n < 2**31 and extent < 2**31 else "i8"
    ityp = numpy.int32 if idx == "i4" else numpy.int64
    nout = len(ostrides)
    tail = [ityp(n)] + [ityp(m) for m in cshape]
    for st in cstrides[nout:] + cstrides[:nout]:  # (the leaves' strides, then the outputs')
        tail.extend(ityp(v) for v in st)
    if nd == 2 and cshape[0] >= 8 and cshape[1] >= 8:
        # leaves whose fastest axis is the outputs' slow one go through a shared-memory
        # tile, so that every global access stays coalesced (elementwise.plan's choice)
        trans = [abs(st[0]) < abs(st[1]) for st in cstrides[nout:]]
        tbytes = sum(a._dtype.itemsize for a, t in zip(arrays, trans) if t)
        if any(trans) and tbytes * 32 * 33 <= 40960:
            tile = TILE if tbytes * TILE * (TILE + 1) <= 40960 else 32
            tiles = iter(trans)
            for k, (kind, c) in enumerate(lkinds):
                if kind == "a" and next(tiles):
                    lkinds[k] = ("t", c)
            tail = [ityp(cshape[0]), ityp(cshape[1])]
            for st in cstrides[nout:] + cstrides[:nout]:
                tail.extend(ityp(v) for v in st)
            return (("tiled", tile, idx, 1), -(-cshape[0] // tile) * -(-cshape[1] // tile),
                    tuple(tail))
    last = cshape[-1] if nd >= 2 else 0
    if ROWS_MIN and last >= ROWS_MIN:
        # rows of the last axis, a block per run of vec x 256 elements: no division per
        # element (views, row and column broadcasts, transposed outputs of long rows)
        vec = 4 if last >= 4096 else 2 if last >= 1024 else 1
        runs = -(-last // (_launch.BLOCK * vec))
        if n // last * runs < 2**31:
            return ("rows", nd, vec, idx), n // last * runs, tuple(tail)
    return ("strided", nd, idx), _launch.grid_for(n, _launch.BLOCK, 1 << 20), tuple(tail)


# the row length from which _layout takes the rows layout over the strided one (a tuning
# knob; 0: never)
ROWS_MIN = int(os.environ.get("GPNUMPY_FUSION_ROWS", "256"))


# ---------------------------------------------------------------- modes
def set_mode(mode):
    """Switch fusion ``off``, ``auto``, ``force`` or ``force1`` (pending work is flushed
    first); returns the previous mode's name."""
    m = MODES.get(str(mode).lower())
    if m is None:
        raise ValueError("fusion mode must be one of off, auto, force, force1, not %r" % (mode,))
    old = _NAMES[cfg.mode]
    flush_all("mode")
    cfg.mode = m
    _adapt()
    _elementwise.fuse_store = store_into if m else None
    return old


def _lagging(behind):
    """``device.busy``'s answer changed (auto): mid-size results defer while it is True."""
    cfg.min = cfg.threshold if behind else cfg.big


def _adapt():
    """``cfg.min`` for the mode: auto watches the device's lag at allocations of a mid-size
    result's bytes (``device.watch_lag``), starting as if the device kept up."""
    if cfg.mode == AUTO and cfg.big > cfg.threshold:
        cfg.min = cfg.threshold if device._lag.answer else cfg.big
        device.watch_lag(cfg.threshold, _lagging)
    else:
        cfg.min = cfg.threshold if cfg.mode == AUTO else 0
        device.watch_lag(None, None)


_adapt()


def get_mode():
    return _NAMES[cfg.mode]


def _deferred_checks():
    """Whether a pending graph holds operations that record floating-point errors."""
    if _pending:
        for g in list(_pending):
            if g.runs:
                return True
    return False


# the hooks of the floors below (ndarray's astype, copies into existing arrays, the reads
# that report floating-point errors)
fperr.deferred_checks = _deferred_checks
_ndarray_module._fuse_cast = defer_cast
_elementwise.fuse_store = store_into if cfg.mode else None
