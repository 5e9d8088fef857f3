"""Grid/block choice and the one launch call every kernel goes through."""
from __future__ import annotations

import ctypes
import struct
import threading
from functools import partial

import numpy

from .._core import device, fperr
from .._core.device import stream_handle, wrote as _wrote
from . import compiler
from .lru import LRU

# (fperr's exit report, which the interpreter runs after the compiler's exit hook, may flush a
# fused graph and so build a kernel: its full build, in a thread, is waited for after it)
fperr.after_exit.append(compiler.finish_builds)

# Kernels are built for this device's arch unless a caller names another.
compiler.set_target_arch(device.arch())
_drv, _check = device.driver, device.check
_SUCCESS = _drv.CUresult.CUDA_SUCCESS if _drv is not None else None

BLOCK = 256
_MAX_GRID = (1 << 31) - 1


def grid_for(n, per_block, cap=_MAX_GRID):
    return max(1, min(cap, -(-n // per_block)))


# Kernel parameters are packed by ``struct`` into one per-thread buffer per argument
# signature, each in an 8-byte slot (16 for complex128), and handed to cuLaunchKernel
# as the array of their addresses (the driver copies the values at the call).
_SLOTS = {int: "q", bool: "?7x", float: "d",
          numpy.int64: "q", numpy.uint64: "Q", numpy.int32: "i4x", numpy.uint32: "I4x",
          numpy.int16: "h6x", numpy.uint16: "H6x", numpy.int8: "b7x", numpy.uint8: "B7x",
          numpy.bool_: "?7x", numpy.float64: "d", numpy.float32: "f4x", numpy.float16: "e6x",
          numpy.complex64: "ff", numpy.complex128: "dd"}
_COMPLEX = (numpy.complex64, numpy.complex128)
_tls = threading.local()
_get_ident = threading.get_ident
# CUfunction per kernel object (the driver's handle, made once)
_handles = LRU(65536)
_launch_kernel = _drv.cuLaunchKernel if _drv is not None else None


class _Layout:
    __slots__ = ("pack", "buf", "ptrs", "addr", "split")

    def __init__(self, types):
        fmt, offs, off = "=", [], 0
        for t in types:
            f = _SLOTS[t]  # KeyError: not a kernel parameter type
            offs.append(off)
            fmt += f
            off += 16 if t is numpy.complex128 else 8
        self.pack = struct.Struct(fmt).pack_into
        self.buf = ctypes.create_string_buffer(max(off, 8))
        base = ctypes.addressof(self.buf)
        self.ptrs = (ctypes.c_void_p * max(len(offs), 1))(*[base + o for o in offs])
        self.addr = ctypes.addressof(self.ptrs)
        self.split = any(t in _COMPLEX for t in types)


def _flat(args):
    out = []
    for a in args:
        if isinstance(a, _COMPLEX):
            out += (a.real, a.imag)
        else:
            out.append(a)
    return out


def _function(kernel):
    fn = _handles.hit(kernel)
    if fn is None:
        fn = _handles.get(kernel)
        if fn is None:
            # (a quick build's kernel that its full build replaced: the full one's handle)
            fn = _drv.CUfunction(int(compiler.full_of.get(kernel, kernel).handle))
            _handles.put(kernel, fn)
    return fn


def _swap(quick, full):
    """A full build replaces the quick kernel ``quick`` (compiler.on_swap; under the
    compiler's lock): every launch of ``quick`` from now on runs ``full``."""
    fn = _drv.CUfunction(int(full.handle))
    _handles.put(quick, fn)
    for key in [k for k in list(_resident) if k[0] is quick]:
        _resident.pop(key, None)


compiler.on_swap.append(_swap)


_resident = {}


def resident(kernel, block=BLOCK):
    """Blocks of ``block`` threads of ``kernel`` that one multiprocessor holds at once (the
    driver's occupancy for its registers and shared memory): a kernel whose blocks stride
    over their work runs that many an SM, with no block left to start after the others."""
    n = _resident.get((kernel, block))
    if n is None:
        stream_handle()  # (the query needs the device's context current in this thread)
        n = _resident[(kernel, block)] = max(1, int(_check(
            _drv.cuOccupancyMaxActiveBlocksPerMultiprocessor(_function(kernel), block, 0))))
    return n


def _layout(types):
    """This thread's parameter layout of argument types ``types``."""
    try:
        lays = _tls.layouts
    except AttributeError:
        lays = _tls.layouts = LRU(1024)
    lay = lays.hit(types)
    if lay is None:
        lay = lays.get(types)
        if lay is None:
            try:
                lay = _Layout(types)
            except KeyError:
                raise TypeError("kernel parameter types %s" % (types,)) from None
            lays.put(types, lay)
    return lay


def launch(kernel, grid, args, block=BLOCK, fresh=False):
    """Launch ``kernel`` on ``grid`` blocks (an int or an (x, y) pair) of ``block`` threads,
    with ``args`` (Python ints, e.g. pointers, as int64; NumPy scalars as their type) on
    this thread's stream: the one launch call every kernel goes through.  ``fresh``: the
    kernel writes only memory allocated for this operation (else: a new write epoch)."""
    if not fresh:
        _wrote()
    lay = _layout(tuple(map(type, args)))
    lay.pack(lay.buf, 0, *(_flat(args) if lay.split else args))
    gx, gy = (grid, 1) if type(grid) is int else grid  # grid: blocks, or (x, y) blocks
    res = _launch_kernel(_function(kernel), gx, gy, 1, block, 1, 1, 0, stream_handle(),
                         lay.addr, 0)
    if res[0] != _SUCCESS:
        _check(res + (None,))


class Prepared:
    """One kernel and one argument signature with everything a launch needs resolved: the
    lean paths (a + b, a.sum(), x[i]) keep one in their records and call ``fire``.

    ``types``: the argument types, as ``launch`` would see them (no complex scalars).
    ``per_block``: elements a block covers (the caller's grid arithmetic); ``gy``: the
    grid's second dimension, fixed by the record (a column-mode reduction's chunks).  The
    parameter buffer belongs to the thread that made the record; ``fire`` from another
    thread takes ``launch``'s path (its own buffer)."""
    __slots__ = ("kernel", "fn", "pack", "buf", "addr", "tid", "per_block", "types", "layout",
                 "gy", "put")

    def __init__(self, kernel, types, per_block=BLOCK, gy=1):
        lay = _Layout(types)
        assert not lay.split
        self.kernel, self.types, self.per_block, self.gy = kernel, types, per_block, gy
        self.fn = _function(kernel)
        compiler.when_full(kernel, self._full)  # (a quick build's record follows its full one)
        # the layout owns the buffer and the array of slot addresses that ``addr`` points at:
        # it lives as long as this record
        self.layout = lay
        self.pack, self.buf, self.addr = lay.pack, lay.buf, lay.addr
        self.put = partial(lay.pack, lay.buf, 0)  # (put(*args): no list built per call)
        self.tid = _get_ident()

    def _full(self, full):
        self.fn = _drv.CUfunction(int(full.handle))

    def fire(self, grid, *args):
        """Launch on (``grid``, ``gy``) blocks of BLOCK threads, writing only fresh memory."""
        if self.tid == _get_ident():
            self.put(*args)
            res = _launch_kernel(self.fn, grid, self.gy, 1, BLOCK, 1, 1, 0, stream_handle(),
                                 self.addr, 0)
            if res[0] != _SUCCESS:
                _check(res + (None,))
        else:
            launch(self.kernel, grid if self.gy == 1 else (grid, self.gy), list(args),
                   fresh=True)

    def __repr__(self):
        return "<Prepared %s %s>" % (getattr(self.kernel, "name", self.kernel), self.types)
