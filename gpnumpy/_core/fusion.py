"""Automatic elementwise fusion: elementwise work deferred into a graph, flushed as one kernel.

With ``GPNUMPY_FUSION`` on, an elementwise operation (a ufunc loop, ``astype``, ``where``)
whose checks have all passed at its own line (NumPy's loop resolution, NEP 50 errors,
broadcasting) does not launch: it becomes a node of this thread's graph, and its result is
a normal ``ndarray`` whose memory is a ``_Lazy`` allocation -- a ``device.Memory`` whose
``ptr`` (and, on the host, ``host``) is produced by a *flush*.  Everything that touches data
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
keyed by the graph's structure, dtypes and layout class (contiguous with a vector width, or
strided with its collapsed rank); sizes and scalar values are kernel arguments.  On the host
device the same graph runs node by node through NumPy (``_run_host``), so CI exercises the
deferral, the hazards and the triggers.

Floating-point errors: a node whose loop can raise a category the error state (at the
operation) asks to ``raise`` or ``call`` is not deferred: it runs eagerly and raises at its
line.  Categories to warn, print or log are recorded by the fused kernel in the node's own
slot (``fperr.arguments`` with the node's name and state, in the nodes' order) and reported
at the next synchronization, as the unfused checked kernels do; a node whose result died
unread is still evaluated when it has categories to report.

Modes (``GPNUMPY_FUSION``, ``gpnumpy.fusion.set_mode``): ``off`` (the default: ``auto`` made
the application suite's small and medium sizes up to 3.8x slower on an H100), ``auto`` (defer
results of ``GPNUMPY_FUSION_MIN`` elements or more, 2^18 by default, and anything reading a
pending array: small operations keep the lean paths), ``force`` (defer everything but 0-d
results), ``force1`` (at most one pending node: flush before each new one; isolates hazard
bugs from code generation bugs).
"""
from __future__ import annotations

import os
import sys
import threading
import time
import warnings
import weakref

import numpy

from . import device, fperr
from . import ndarray as _ndarray_module
from .device import ON_DEVICE, Memory
from .elementwise import (_Scalar, _scalar_type, _collapse, _vec_for, UNROLL, _execute_host,
                          execute)
from .ndarray import _make, ndarray
from .._kernels import render, compiler
from .._kernels import launch as _launch
from .._kernels.render import code as _code
from .._kernels.lru import LRU

OFF, AUTO, FORCE, FORCE1 = 0, 1, 2, 3
MODES = {"off": OFF, "auto": AUTO, "force": FORCE, "force1": FORCE1}
_NAMES = {v: k for k, v in MODES.items()}


class _Config:
    """The switches the hot paths read (``cfg.mode``: 0 when off, one attribute read)."""
    __slots__ = ("mode", "threshold", "min", "max_nodes", "max_leaves", "log")

    def __repr__(self):
        return "<fusion %s, threshold %d>" % (_NAMES[self.mode], self.threshold)


def _env_mode():
    m = os.environ.get("GPNUMPY_FUSION", "off").strip().lower() or "off"
    if m not in MODES:
        raise ValueError("GPNUMPY_FUSION must be one of off, auto, force, force1, not %r" % m)
    return MODES[m]


cfg = _Config()
cfg.mode = _env_mode()
cfg.threshold = int(os.environ.get("GPNUMPY_FUSION_MIN", str(1 << 18)))
cfg.min = cfg.threshold if cfg.mode == AUTO else 0  # (the elements an operation defers from)
cfg.max_nodes = 64     # nodes per graph (the kernel's size and compile time)
cfg.max_leaves = 32    # arrays a graph reads (kernel parameters; memory the graph pins)
cfg.log = bool(os.environ.get("GPNUMPY_FUSION_LOG"))


# ---------------------------------------------------------------- statistics and the log
class _Stats:
    __slots__ = ("nodes", "flushes", "kernels", "hits", "misses", "compile_s", "stored",
                 "temporaries", "eager")

    def __init__(self):
        self.nodes = 0
        self.flushes = {}
        self.kernels = 0
        self.hits = self.misses = 0
        self.compile_s = 0.0
        self.stored = self.temporaries = 0
        self.eager = {}


_stats = _Stats()


def stats(reset=False):
    """Counters since the start (or the last reset): nodes deferred, flushes by reason,
    kernels launched, kernel cache hits and misses, compile seconds, outputs stored and
    temporaries never allocated, and operations run eagerly by reason."""
    global _stats
    s = _stats
    out = {"mode": _NAMES[cfg.mode], "nodes": s.nodes, "flushes": dict(s.flushes),
           "kernels": s.kernels, "cache_hits": s.hits, "cache_misses": s.misses,
           "compile_s": s.compile_s, "stored": s.stored, "temporaries": s.temporaries,
           "eager": dict(s.eager)}
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
_MPTR = Memory.ptr    # the slots a _Lazy fills at its flush
_MHOST = Memory.host
_MBUF = Memory.buf
_MKEY = Memory.key


class _Lazy(Memory):
    """The memory of a pending array: ``ptr`` and ``host`` flush its graph first."""
    __slots__ = ("node",)

    def _get_ptr(self):
        if self.node is not None:
            _materialize(self)
        return _MPTR.__get__(self, Memory)

    def _set_ptr(self, v):
        _MPTR.__set__(self, v)

    def _get_host(self):
        if self.node is not None:
            _materialize(self)
        return _MHOST.__get__(self, Memory)

    def _set_host(self, v):
        _MHOST.__set__(self, v)

    ptr = property(_get_ptr, _set_ptr)
    host = property(_get_host, _set_host)


def _materialize(lm):
    node = lm.node
    if node is not None:
        g = node.graph
        g.flush("read")
        if lm.node is not None:  # pragma: no cover - a flush always settles its outputs
            raise RuntimeError("gpnumpy.fusion: a pending array was not computed")


def pending(a):
    """Whether the array ``a`` is computed by a pending graph."""
    m = a._mem
    return type(m) is _Lazy and m.node is not None


# ---------------------------------------------------------------- the graph
class _Node:
    """One deferred loop: ``ins`` per input a leaf index, a _Node, or a _Scalar (value,
    type); ``out`` a weak reference to the pending memory (dead: a graph-only temporary);
    ``fm`` the floating-point categories recorded under ``st`` (the state at the op)."""
    __slots__ = ("graph", "name", "expr", "loop", "ins", "dtype", "strides", "check", "st",
                 "fm", "out", "nbytes", "__weakref__")

    def __repr__(self):
        return "<_Node %s %s>" % (self.name, "".join(d.char for d in self.loop))


class _Graph:
    """This thread's pending work: nodes in creation order over one shape, the leaf arrays
    they read (``leafmems``: their allocations, for the hazards)."""
    __slots__ = ("nodes", "leaves", "leafkeys", "leafmems", "shape", "tid", "__weakref__")

    def __init__(self):
        self.tid = threading.get_ident()
        self._reset()

    def _reset(self):
        self.nodes = []
        self.leaves = []
        self.leafkeys = {}
        self.leafmems = set()
        self.shape = None

    def flush(self, reason):
        """Compute every live pending array of this graph (one kernel on the device)."""
        with _lock:
            nodes, leaves, shape = self.nodes, self.leaves, self.shape
            if not nodes:
                return
            self._reset()
            _pending.discard(self)
            if not _pending:
                device.hazard = None
            fl = _stats.flushes
            fl[reason] = fl.get(reason, 0) + 1
            _run(nodes, leaves, shape, reason)


_lock = threading.RLock()
_pending = set()      # graphs holding nodes (every thread's): the hazards look at them
_tls = threading.local()


def _graph():
    try:
        return _tls.graph
    except AttributeError:
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
        if mem is None or id(mem) in g.leafmems:
            g.flush(reason)


# ---------------------------------------------------------------- deferring
def defer(name, expr, loop, ops, shape, strides, check):
    """The pending result of loop ``loop`` (NumPy's dtypes, inputs then the one output) of
    ufunc ``name`` (table expression ``expr``) over ``ops`` (ndarrays broadcastable to
    ``shape``, or _Scalar kernel arguments), to be laid out with ``strides``; None where this
    operation runs eagerly (the caller goes on as without fusion)."""
    mode = cfg.mode
    n = 1
    for s in shape:
        n *= s
    if not shape or not n:
        return None
    for d in loop:
        if d.kind in "Mm":
            return None  # (datetime units: the general path casts them)
    g = _graph()
    arrays = False
    for op in ops:
        if type(op) is not _Scalar:
            m = op._mem
            if type(m) is _Lazy and m.node is not None:
                node = m.node
                if node.graph is not g:
                    return _eager("other thread")
                arrays = True
            elif m.shared:
                return _eager("shared memory")  # (others may write it behind our back)
            if op._dtype.kind in "MmOSUV":
                return None
    if n < cfg.min and not arrays:
        return None
    fm = 0
    st = None
    if check is not None and check.mask:
        st = fperr.state()
        fm = check.mask & st.check
        if fm & st.sync:
            return _eager("errstate raise/call")  # (it raises at its own line)
    with _lock:
        for op in ops:  # views of pending arrays in another geometry: computed now
            if type(op) is not _Scalar:
                m = op._mem
                if type(m) is _Lazy and m.node is not None:
                    node = m.node
                    if not (op._offset == 0 and op._shape == shape and op._dtype == node.dtype
                            and op._strides == node.strides):
                        m.ptr
        if g.nodes:
            if g.shape != shape:
                g.flush("shape")
            elif mode == FORCE1:
                g.flush("force1")
            elif len(g.nodes) >= cfg.max_nodes:
                g.flush("cap")
        ins = []
        new_leaves = []
        for k, op in enumerate(ops):
            if type(op) is _Scalar:
                # the kernel argument, converted now as the unfused launch converts it
                # (NumPy's cast warnings at the operation's line)
                ins.append(_Scalar(_scalar_type(_code(loop[k]))(op.value), None, False))
                continue
            m = op._mem
            if type(m) is _Lazy and m.node is not None:
                ins.append(m.node)  # (its own geometry: the value in a register)
                continue
            key = (id(m), op._offset, op._shape, op._strides, op._dtype)
            k = g.leafkeys.get(key)
            if k is None:
                for j, (key2, _) in enumerate(new_leaves):
                    if key2 == key:
                        k = -1 - j
                        break
                else:
                    new_leaves.append((key, op))
                    k = -len(new_leaves)
            ins.append(k)
        if new_leaves and len(g.leaves) + len(new_leaves) > cfg.max_leaves:
            if len(new_leaves) > cfg.max_leaves:
                return _eager("too many operands")
            g.flush("leaves")
            return defer(name, expr, loop, ops, shape, strides, check)
        base = len(g.leaves)
        for key, op in new_leaves:
            g.leafkeys[key] = len(g.leaves)
            g.leaves.append(op)
            g.leafmems.add(id(op._mem))
        ins = [base - 1 - k if type(k) is int and k < 0 else k for k in ins]
        node = _Node()
        node.graph = g
        node.name, node.expr, node.loop = name, expr, tuple(loop)
        node.ins = tuple(ins)
        dt = node.dtype = loop[-1]
        node.strides = strides
        node.check, node.st, node.fm = check, st, fm
        node.nbytes = n * dt.itemsize
        lm = object.__new__(_Lazy)
        lm.node = node
        _MBUF.__set__(lm, None)
        _MKEY.__set__(lm, None)
        lm.owner = None
        lm.shared = False
        lm.nbytes = node.nbytes
        node.out = weakref.ref(lm)
        g.nodes.append(node)
        if g.shape is None:
            g.shape = shape
            _pending.add(g)
            device.hazard = _hazard
        _stats.nodes += 1
    return _make(lm, 0, shape, strides, dt, None)


def defer_cast(a, dtype, strides):
    """``a.astype(dtype)`` deferred (ndarray's hook), or None."""
    if cfg.mode == OFF or a._dtype == dtype:
        return None
    if a._dtype.kind == "c" and dtype.kind != "c" and a._size:
        warnings.warn("Casting complex values to real discards the imaginary part",
                      numpy.exceptions.ComplexWarning, stacklevel=4)  # (NumPy's, at astype)
    return defer("_copy", "in0", (dtype, dtype), (a,), a._shape, strides,
                 fperr.cast_check(_code(a._dtype), _code(dtype)))


def pending_in(args):
    """Whether any ndarray among ``args`` is pending (the lean general path leaves those to
    the general one, which defers with them)."""
    for x in args:
        m = getattr(x, "_mem", None)
        if type(m) is _Lazy and m.node is not None:
            return True
    return False


# ---------------------------------------------------------------- flushing
def _needed(nodes):
    """The nodes to evaluate (live outputs, nodes with errors to record, and what they
    read), in creation order, and the live outputs' memories."""
    need = set()
    live = {}
    for node in reversed(nodes):
        lm = node.out()
        if lm is not None and lm.node is node:
            live[node] = lm
        if node in live or node.fm or node in need:
            need.add(node)
            for x in node.ins:
                if type(x) is _Node:
                    need.add(x)
    return [node for node in nodes if node in need], live


def _settle(lm, real):
    """Hand the allocation ``real`` to the pending memory ``lm`` (which then owns it)."""
    _MPTR.__set__(lm, real.ptr)
    _MHOST.__set__(lm, real.host)
    _MBUF.__set__(lm, real.buf)
    _MKEY.__set__(lm, real.key)
    real.buf = None  # (its block is lm's now: real's death must not return it)


def _run(nodes, leaves, shape, reason):
    order, live = _needed(nodes)
    _stats.temporaries += len(order) - len(live)
    if cfg.log:
        _log("flush (%s): %d nodes, %d evaluated, %d stored, shape %s: %s" % (
            reason, len(nodes), len(order), len(live), shape,
            " ".join(node.name for node in order)))
    if not order:
        for node in nodes:
            node.out = _dead
        return
    outs = [node for node in order if node in live]
    mems = []
    for node in outs:
        lm = live[node]
        _settle(lm, device.malloc(node.nbytes))
        mems.append(lm)
    try:
        if ON_DEVICE:
            # (settled before the launch: the executor reads the outputs' ``ptr``; another
            # thread may then use them on its own stream, unordered as unfused)
            for lm in mems:
                lm.node = None
            _run_device(order, outs, mems, leaves, shape)
        else:
            _run_host(order, outs, mems, leaves, shape)
    finally:
        for lm in mems:
            lm.node = None
        for node in nodes:
            node.out = _dead
    _stats.stored += len(outs)


def _dead():
    return None


def _bcast(a, shape):
    return a if a._shape == shape else a._broadcast_to(shape)


# -- the host device: NumPy node by node
class _View:
    """A host array where the host executor expects an operand (``_host_view``)."""
    __slots__ = ("h",)

    def __init__(self, h):
        self.h = h

    def _host_view(self):
        return self.h


def _run_host(order, outs, mems, leaves, shape):
    hv = [_bcast(a, shape)._host_view() for a in leaves]
    vals = {}
    stored = dict(zip(outs, mems))
    for node in order:
        ins = []
        for x in node.ins:
            t = type(x)
            if t is _Scalar:
                ins.append(x)
            elif t is _Node:
                ins.append(_View(vals[x]))
            else:
                ins.append(_View(hv[x]))
        lm = stored.get(node)
        if lm is not None:  # (the slot itself: reading ``host`` would flush again)
            h = numpy.ndarray(shape, node.dtype, buffer=_MHOST.__get__(lm, Memory),
                              strides=node.strides)
        else:
            h = numpy.empty(shape, node.dtype)
        if node.name == "_copy":
            with warnings.catch_warnings():
                # (a complex cast's ComplexWarning was NumPy's at the astype: defer_cast)
                warnings.simplefilter("ignore", numpy.exceptions.ComplexWarning)
                _host_node(node, ins, h)
        else:
            _host_node(node, ins, h)
        vals[node] = h


def _host_node(node, ins, h):
    if node.fm:  # (its errors reported under the state at the operation)
        st = node.st
        with numpy.errstate(call=st.call, **st.modes):
            _execute_host(node.name, node.loop, ins, (_View(h),), None, node.check)
    else:
        _execute_host(node.name, node.loop, ins, (_View(h),), None, None)


# -- the device: one kernel
_kernels = LRU(1024)  # spec -> kernel (the statistics' hits and misses; compiler caches too)


def _run_device(order, outs, mems, leaves, shape):
    if len(order) == 1 and outs:
        # one stored node is the unfused kernel itself: the executor's plan and kernel (no
        # compile), when the error state is still the operation's
        node = order[0]
        chk = node.check
        if chk is None or not chk.mask or fperr.state() is node.st:
            ops = [x if type(x) is _Scalar else _bcast(leaves[x], shape) for x in node.ins]
            execute(node.name, node.expr, node.loop, ops,
                    [_make(mems[0], 0, shape, node.strides, node.dtype, None)], None, True, chk)
            _stats.kernels += 1
            return
    n = 1
    for s in shape:
        n *= s
    index = {node: m for m, node in enumerate(order)}
    # leaves: used ones only, broadcast to the shape; one element broadcast: a pointer
    used = sorted({x for node in order for x in node.ins if type(x) is int})
    lmap = {k: j for j, k in enumerate(used)}
    lv = [_bcast(leaves[k], shape) for k in used]
    lkinds = []
    for a in lv:
        lkinds.append(("p" if a._size == 1 or not any(a._strides) else "a", _code(a._dtype)))
    outv = [_make(lm, 0, shape, node.strides, node.dtype, None) for node, lm in zip(outs, mems)]
    scodes, svals, nspec = [], [], []
    # floating-point records: one per fperr slot (nodes of one (name, state) run share it)
    recs, fargs, nrec = {}, [], {}
    for node in order:
        if node.fm:
            a = fperr.arguments(node.check.name, node.st)  # (once per node: it takes a slot)
            if a not in recs:
                recs[a] = len(recs)
                fargs.extend(a)
            nrec[node] = recs[a]
    for node in order:
        ins = []
        loopc = tuple(_code(d) for d in node.loop)
        for k, x in enumerate(node.ins):
            t = type(x)
            if t is _Scalar:
                ins.append(("s", len(scodes)))
                scodes.append(loopc[k])
                svals.append(x.value)
            elif t is _Node:
                ins.append(("n", index[x]))
            else:
                ins.append(("l", lmap[x]))
        nspec.append((node.name, node.expr, loopc, tuple(ins), node.fm,
                      node.check.expr if node.fm else None,
                      nrec.get(node)))
    arrays = [a for a, (kind, _) in zip(lv, lkinds) if kind == "a"]
    ops = outv + arrays
    ptrs = [a._mem.ptr + a._offset for a in lv]
    optrs = [_MPTR.__get__(lm, Memory) for lm in mems]  # (the slots: ``ptr`` would flush)
    aptrs = optrs + [p for p, (kind, _) in zip(ptrs, lkinds) if kind == "a"]
    if all(o._flags_c() for o in ops) or all(o._flags_f() for o in ops):
        vec = _vec_for([o._dtype.itemsize for o in ops])
        for o, p in zip(ops, aptrs):
            if p % min(16, vec * o._dtype.itemsize):
                vec = 1
                break
        unroll = (4 if vec >= 8 else UNROLL) if vec > 1 else 4
        layout = ("contig", vec, unroll)
        tail = [numpy.int64(n)]
        grid = _launch.grid_for(n, _launch.BLOCK * vec * unroll)
    else:
        cshape, cstrides = _collapse(shape, [o._strides for o in ops])
        nd = len(cshape)
        extent = max(sum((m - 1) * abs(st[d]) for d, m in enumerate(cshape)) for st in cstrides)
        idx = "i4" if n < 2**31 and extent < 2**31 else "i8"
        ityp = numpy.int32 if idx == "i4" else numpy.int64
        layout = ("strided", nd, idx)
        nout = len(outv)
        tail = [ityp(n)] + [ityp(m) for m in cshape]
        for st in cstrides[nout:] + cstrides[:nout]:  # (the leaves' strides, then the outputs')
            tail.extend(ityp(v) for v in st)
        grid = _launch.grid_for(n, _launch.BLOCK, 1 << 20)
    spec = (layout, tuple(lkinds), tuple(scodes), tuple(nspec), tuple(index[o] for o in outs))
    kern = _kernels.get(spec)
    if kern is None:
        t0 = time.perf_counter()
        kern = compiler.kernel(render.fused, spec)
        dt = time.perf_counter() - t0
        _stats.misses += 1
        _stats.compile_s += dt
        _kernels.put(spec, kern)
        if cfg.log:
            _log("kernel %s: %.1f ms" % (getattr(kern, "name", "?"), dt * 1e3))
    else:
        _stats.hits += 1
    args = fargs + ptrs + svals + optrs + tail
    _launch.launch(kern, grid, args, fresh=True)
    _stats.kernels += 1


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
    cfg.min = cfg.threshold if m == AUTO else 0
    return old


def get_mode():
    return _NAMES[cfg.mode]


# the hook of the floor below (ndarray's astype)
_ndarray_module._fuse_cast = defer_cast
