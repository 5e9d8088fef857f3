"""The raw streams of NumPy's PCG64 and Philox as positions: the state after any number of draws,
the draw at any position, the parameters a device kernel needs to start there.  Pure Python
(integers of any size); what the device kernels compute in parallel, these compute for one
position, so the host state can be moved on by exactly the draws a device call consumed.

Positions count 64-bit draws ("raws") from an *aligned* state: for Philox one whose buffer is
used up (the next raw starts a new counter block), for 32-bit words one with no half draw kept
(``has_uint32 == 0``).  A 32-bit word stream takes the low then the high half of each raw.
"""
from __future__ import annotations

import numpy

from ._bitgen import DEVICE_TYPES

M128 = (1 << 128) - 1
M64 = (1 << 64) - 1
PCG_MULT = (2549297995355413924 << 64) | 4865540595714422341
PHILOX_M0, PHILOX_M1 = 0xD2E7470EE14C6C93, 0xCA5A826395121157
PHILOX_W0, PHILOX_W1 = 0x9E3779B97F4A7C15, 0xBB67AE8584CAA73B

#: rows of the PCG64 jump table for 2^i steps (any position below 2^64 raws)
JUMP_BITS = 64
#: rows for 1 .. SMALL_STEPS steps (a lane's first unit of a chunk, an attempt's further words)
SMALL_STEPS = 1024


def pcg_jump(k, inc):
    """(A, C) with state_after_k_steps = A * state + C (mod 2^128)."""
    a, c = 1, 0
    ma, mc = PCG_MULT, inc & M128
    while k:
        if k & 1:
            a, c = (ma * a) & M128, (ma * c + mc) & M128
        ma, mc = (ma * ma) & M128, (ma * mc + mc) & M128
        k >>= 1
    return a, c


def pcg_jump_table():
    """(A, G) for 2^i steps, i < JUMP_BITS: C = inc * G, independent of the increment."""
    rows = []
    a, g = PCG_MULT, 1
    for _ in range(JUMP_BITS):
        rows.append((a, g))
        a, g = (a * a) & M128, (a * g + g) & M128
    return rows


def pcg_small_table():
    """(A, G) for 1, 2, ..., SMALL_STEPS steps."""
    rows = []
    a, g = PCG_MULT, 1
    for _ in range(SMALL_STEPS):
        rows.append((a, g))
        a, g = (PCG_MULT * a) & M128, (PCG_MULT * g + 1) & M128
    return rows


def pcg_output(s):
    hi, lo = s >> 64, s & M64
    v = hi ^ lo
    rot = hi >> 58
    return ((v >> rot) | (v << ((64 - rot) & 63))) & M64


def philox_block(ctr, key):
    """Philox4x64-10 of the 256-bit counter ``ctr`` and 128-bit ``key``: four raws."""
    c = [(ctr >> (64 * i)) & M64 for i in range(4)]
    k0, k1 = key & M64, key >> 64
    for r in range(10):
        if r:
            k0, k1 = (k0 + PHILOX_W0) & M64, (k1 + PHILOX_W1) & M64
        p0, p1 = PHILOX_M0 * c[0], PHILOX_M1 * c[2]
        c = [(p1 >> 64) ^ c[1] ^ k0, p1 & M64, (p0 >> 64) ^ c[3] ^ k1, p0 & M64]
    return c


def _u64s(x, n):
    return numpy.array([(x >> (64 * i)) & M64 for i in range(n)], dtype=numpy.uint64)


def _int_of(words):
    return sum(int(w) << (64 * i) for i, w in enumerate(words))


class Stream:
    """An aligned position of a PCG64 or Philox bit generator and the way back to its state.

    ``kind``: 'pcg64' or 'philox'; ``raw(r)`` is the r-th raw draw from here; ``state_after(q,
    half)`` the bit generator's state dict after q raws (and a kept high half of the last one
    when ``half``); ``params`` the six 64-bit kernel parameters of this position (``gparams``
    keeps them).
    """

    __slots__ = ("kind", "state", "s", "inc", "ctr", "key", "gparams")

    def __init__(self, kind, state):
        self.kind = kind
        self.state = state
        if kind == "pcg64":
            self.s, self.inc = state["state"]["state"], state["state"]["inc"]
        else:
            self.ctr = _int_of(state["state"]["counter"])
            self.key = _int_of(state["state"]["key"])
        self.gparams = self.params()

    def raw(self, r):
        if self.kind == "pcg64":
            a, c = pcg_jump(r + 1, self.inc)
            return pcg_output((a * self.s + c) & M128)
        return philox_block((self.ctr + 1 + r // 4) & ((1 << 256) - 1), self.key)[r % 4]

    def params(self):
        """The six uint64 kernel parameters of this position: PCG64 (state hi, lo, increment
        hi, lo); Philox (the four counter words, the two key words)."""
        if self.kind == "pcg64":
            vals = [self.s >> 64, self.s & M64, self.inc >> 64, self.inc & M64, 0, 0]
        else:
            vals = [(self.ctr >> (64 * i)) & M64 for i in range(4)]
            vals += [self.key & M64, self.key >> 64]
        return [numpy.uint64(v) for v in vals]

    def state_after(self, q, half=None):
        """The state dict after ``q`` raws from here; ``half`` (a 32-bit word) is then kept as
        the buffered high half (``has_uint32``), else the buffered half is as it was."""
        st = dict(self.state)
        if self.kind == "pcg64":
            a, c = pcg_jump(q, self.inc)
            st["state"] = {"state": (a * self.s + c) & M128, "inc": self.inc}
        elif q:
            blk = (self.ctr + 1 + (q - 1) // 4) & ((1 << 256) - 1)
            st["state"] = {"counter": _u64s(blk, 4), "key": _u64s(self.key, 2)}
            st["buffer"] = numpy.array(philox_block(blk, self.key), dtype=numpy.uint64)
            st["buffer_pos"] = (q - 1) % 4 + 1
        if half is not None:
            st["has_uint32"], st["uinteger"] = 1, int(half)
        return st


def aligned(bitgen, words32, kept=False):
    """The Stream of ``bitgen`` when its state is aligned for a device call drawing 64-bit
    (``words32`` False) or 32-bit words; None when it is not (a Philox buffer not used up, a
    kept half draw before 32-bit words) or the bit generator has no device stream.
    ``kept``: a kept half draw is the caller's to place before the stream's 32-bit words (the
    Stream starts after it: ``kept_word(bitgen)`` gives it)."""
    name = type(bitgen).__name__
    if name not in ("PCG64", "Philox") or type(bitgen) not in DEVICE_TYPES:
        return None
    st = bitgen.state
    if words32 and st["has_uint32"]:
        if not kept:
            return None
        st = dict(st, has_uint32=0)  # NumPy keeps the used half's value in uinteger
    if name == "Philox":
        if st["buffer_pos"] != 4:
            return None
        return Stream("philox", st)
    return Stream("pcg64", st)


def kept_word(bitgen):
    """The kept high half NumPy's next 32-bit draw returns first, or None."""
    st = bitgen.state
    return int(st["uinteger"]) if st["has_uint32"] else None


def words_consumed(stream, words, words32):
    """The bit generator's state after ``words`` words (64- or 32-bit) from ``stream``."""
    if not words32:
        return stream.state_after(words)
    q = (words + 1) // 2
    if words % 2:
        return stream.state_after(q, stream.raw(q - 1) >> 32)
    st = stream.state_after(q)
    if q:  # NumPy leaves the last high half in uinteger once it is used
        st["has_uint32"], st["uinteger"] = 0, stream.raw(q - 1) >> 32
    return st
