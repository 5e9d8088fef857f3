"""NumPy's Fisher-Yates shuffle order for large arrays, without its sequential loop.

NumPy's ``Generator.shuffle`` (and ``permutation``, ``permuted`` along a flat array) swaps
``x[i]`` with ``x[j_i]`` for ``i = n-1 .. 1``, ``j_i = random_interval(i)``: 32-bit words of the
bit generator masked to the smallest ``2^b - 1 >= i``, rejected while above ``i``.  Both halves
of that loop are sequential in NumPy; here they are not:

* the draws ``j_i`` from the stream.  Which word serves which ``i`` depends on the rejections
  before it, but within a chunk of ``C`` words the bound ``i`` moves by at most ``C``, so nearly
  every word is accepted or rejected whatever came before it in the chunk; only the few words
  within ``C`` of the bound are decided one by one.  Chunks stay inside one mask range.
  ``device_draws``: one block of random_shuffle.cu over words the fill kernel made; ``draws``:
  the same in NumPy on the host (the model the tests check the kernel against).
* ``apply(J, xp)``: the permutation those swaps make.  After all swaps position ``i`` holds
  what position ``j_i`` held just before step ``i``: the value the latest earlier step
  targeting ``j_i`` brought there (``nxt``: the next larger step with the same target), or, if
  none, ``j_i`` itself; and what a step ``s`` brought is what position ``s`` held before step
  ``s`` (``up``: the smallest step above ``s`` targeting ``s``), followed to the end of its
  chain (pointer jumping).  A stable sort by target groups the steps; everything else is
  gathers and scatters (on the device with gpnumpy's own functions).
"""
from __future__ import annotations

import types

import numpy

from .._core import creation, manipulation, searching, sorting, logic, umath, _sortcore
from .._core.ndarray import _empty
from .._core.libraries import data_ptr as _ptr
from .._core.device import ON_DEVICE
from .._kernels import compiler, render, launch
from . import _bitgen, _streams, _device

#: gpnumpy's functions that ``apply`` uses, as a namespace (numpy's module works the same)
GP = types.SimpleNamespace(
    arange=creation.arange, argsort=sorting.argsort, concatenate=manipulation.concatenate,
    where=searching.where, asarray=creation.asarray, empty=creation.empty,
    flatnonzero=searching.flatnonzero, full=creation.full, all=logic.all,
    maximum=umath.maximum)
#: fewer steps than this: NumPy's own shuffle on the host
DEVICE_MIN = 1 << 16

#: below this bound the draws are decided one by one (Python)
_SEQUENTIAL = 4096


def supported(bitgen, n):
    """Whether ``draws`` handles this bit generator and length (32-bit draws, PCG64/Philox)."""
    return (type(bitgen) in _bitgen.DEVICE_TYPES
            and 2 <= n <= 0xFFFFFFFF)


def device_draws(bitgen, n):
    """``draws`` on the device (J an int32 or int64 gpnumpy array), or None where it declines
    (no GPU, a small n, a bit generator or state it does not take, the words running out: the
    state is then untouched).  The bit generator's lock is taken here."""
    if not ON_DEVICE or n < DEVICE_MIN or not supported(bitgen, n):
        return None
    code = "i4" if n < (1 << 31) else "i8"  # (J, and the indices of device_apply)
    kern = compiler.kernel(render.random_shuffle, code)
    with bitgen.lock:
        first = _streams.kept_word(bitgen)
        stream = _streams.aligned(bitgen, True, kept=True)
        if stream is None:
            return None
        nw = int(1.3863 * n + 12.0 * n ** 0.5 + 65536)  # NumPy's draws take 2 ln 2 words a step
        # the stream's words from word 2 on (the fill keeps 8-byte alignment); a kept half draw
        # (NumPy returns it first) goes just before them, in word 1
        words = _empty((nw + 2,), numpy.dtype(numpy.uint32))
        _device.fill_words(stream, _ptr(words) + 8, nw)
        skip = 2
        if first is not None:
            words[1] = first
            skip = 1
        J = _empty((n,), numpy.dtype(code))
        used = _empty((1,), numpy.dtype(numpy.int64))
        wp, wn = _ptr(words) + 4 * skip, nw + 2 - skip
        plan = band_plan(n)
        st = _band(plan, code, wp, wn, J) if plan else None
        launch.launch(kern, 1, [wp, wn, n, _ptr(J), _ptr(used), 0 if st is None else _ptr(st),
                                numpy.int32(len(plan))], block=1024, fresh=True)
        u = int(used.get()[0])
        if u < 0:
            return None
        if first is not None:
            u -= 1  # the kept half came first (n >= 2 draws at least one word)
        bitgen.state = _streams.words_consumed(stream, u, True)
    return J


def _band(plan, code, wp, wn, J):
    """random_shuffle_band.cu's three kernels for each range of ``plan`` (band_plan), on the
    words at ``wp`` (``wn`` of them) into ``J``: its control words (where each range started
    and ended, whether one failed), which random_shuffle.cu goes on from."""
    kmax = max(p[3] for p in plan)
    st = creation.zeros(128, dtype=numpy.int64)
    rec = _empty((4 * kmax,), numpy.dtype(numpy.int64))
    D = _empty((DCAP * kmax,), numpy.dtype(numpy.uint32))
    ent = _empty((kmax,), numpy.dtype(numpy.int64))
    maps, chain, emit = (compiler.kernel(render.random_shuffle_band, code, part, DCAP)
                         for part in ("maps", "chain", "emit"))
    ps, pr, pd, pe, pj = _ptr(st), _ptr(rec), _ptr(D), _ptr(ent), _ptr(J)
    for r, (lo, ir, C, K) in enumerate(plan):
        grid, r32 = -(-K // 4), numpy.int32(r)
        launch.launch(maps, grid, [wp, wn, ps, r32, lo, ir, C, K, pr, pd], block=128, fresh=True)
        launch.launch(chain, 1, [ps, r32, lo, ir, K, pr, pd, pe], block=1024, fresh=True)
        launch.launch(emit, grid, [wp, ps, r32, lo, C, pe, pj], block=128, fresh=True)
    return st


def device_permutation(bitgen, n):
    """NumPy's shuffle of ``arange(n)`` as a gpnumpy int64 array, made on the device, or None
    (then NumPy's shuffle runs on the host)."""
    J = device_draws(bitgen, n)
    if J is None:
        return None
    return device_apply(J)


def device_apply(J):
    """``apply(J, GP)`` in two kernels after the stable sort (shuffle_apply.cu)."""
    n = J.shape[0]
    code = "i4" if J.dtype == numpy.int32 else "i8"
    tgt, order = _sortcore.sort_positions(J, J.dtype)
    out = _empty((n,), numpy.dtype(numpy.int64))
    up1 = creation.zeros(n, dtype=J.dtype)
    links, follow = (compiler.kernel(render.shuffle_apply, code, part)
                     for part in ("links", "follow"))
    grid = -(-n // 256)
    launch.launch(links, grid, [_ptr(tgt), _ptr(order), n, _ptr(up1)], fresh=True)
    launch.launch(follow, grid, [_ptr(tgt), _ptr(order), _ptr(up1), n, _ptr(out)], fresh=True)
    return out


class _Words:
    """The 32-bit words NumPy's next_uint32 gives from a bit generator's current state on (a
    copy makes them, in blocks of raws as needed): ``get(pos, count)``; ``state_after(pos)``:
    the bit generator's state after ``pos`` of them."""

    __slots__ = ("gen", "buf", "size", "first", "marks", "st0")
    BLOCK = 1 << 20  # raws

    def __init__(self, bitgen, expect):
        st = self.st0 = bitgen.state
        self.first = st["uinteger"] if st["has_uint32"] else None  # the kept high half first
        copy = type(bitgen)()
        copy.state = st
        self.gen = copy
        self.buf = numpy.empty(expect + 2 * self.BLOCK + 1, numpy.uint32)
        self.size = 0
        if self.first is not None:
            self.buf[0] = self.first
            self.size = 1
        self.marks = []  # (raws made before a block, the copy's state then)

    def get(self, pos, count):
        while pos + count > self.size:
            if self.size + 2 * self.BLOCK > self.buf.size:
                self.buf = numpy.concatenate([self.buf, numpy.empty_like(self.buf)])
            self.marks.append((self._raws(), self.gen.state))
            self.buf[self.size:self.size + 2 * self.BLOCK] = \
                self.gen.random_raw(self.BLOCK).view(numpy.uint32)  # low half, then high half
            self.size += 2 * self.BLOCK
        return self.buf[pos:pos + count]

    def _raws(self):
        return (self.size - (self.first is not None)) // 2

    def state_after(self, pos):
        k = pos - (self.first is not None)  # words taken from raws
        if k < 0:
            return self.st0
        if k == 0:
            return dict(self.st0, has_uint32=0)
        q = (k + 1) // 2  # raws taken
        before, st = [m for m in self.marks if m[0] < q][-1]
        g = type(self.gen)()
        g.state = st
        last = int(g.random_raw(q - before)[-1])
        st = dict(g.state)
        st["has_uint32"], st["uinteger"] = (1 if k % 2 else 0), last >> 32
        return st


def _one_by_one(bitgen, words, J, i, pos):
    """The draws of bounds i .. 1 from word ``pos`` on, one at a time (the small bounds of
    ``draws`` and ``band_draws``); the bit generator moved past the words used; J."""
    while i >= 1:
        mask = (1 << i.bit_length()) - 1
        while True:
            w = int(words.get(pos, 1)[0]) & mask
            pos += 1
            if w <= i:
                break
        J[i] = w
        i -= 1
    bitgen.state = words.state_after(pos)
    return J


def draws(bitgen, n):
    """NumPy's ``random_interval(i)`` for i = n-1 .. 1 as its shuffle draws them (``J[i]``;
    ``J[0] = 0``, int64), and the bit generator's state moved on as NumPy's shuffle moves it."""
    st0 = bitgen.state
    words = _Words(bitgen, int(1.4 * n))  # NumPy's masked draws take 2 ln 2 words a step
    J = numpy.zeros(n, dtype=numpy.int64)
    i, pos = n - 1, 0
    while i >= _SEQUENTIAL:
        lo = 1 << (i.bit_length() - 1)  # this mask range holds bounds lo .. 2 lo - 1
        mask = 2 * lo - 1
        # C words: few are undecided (about C^2 / 2 lo), few chunks (host time per chunk)
        C = min(i - lo + 1, max(64, int(12 * lo ** 0.5)))
        v = words.get(pos, C) & numpy.uint32(mask)
        # at the p-th word of the chunk, p' < p words were accepted: the bound is i - p'
        acc = v <= i - C + 1
        amb = numpy.flatnonzero(~acc & (v <= i))
        if amb.size:
            before = numpy.cumsum(acc) - acc  # certain accepts before each word
            extra = 0
            for p, vp, bp in zip(amb.tolist(), v[amb].tolist(), before[amb].tolist()):
                if vp <= i - bp - extra:
                    acc[p] = True
                    extra += 1
        vals = v[acc]
        m = vals.size
        J[i - m + 1:i + 1] = vals[::-1]
        i -= m
        pos += C
    return _one_by_one(bitgen, words, J, i, pos)


# ---------------------------------------------------------------- the band model
# random_shuffle_band.cu draws a mask range's steps with many warps, where the single block of
# random_shuffle.cu goes through them chunk after chunk.  A range (bounds lo .. 2 lo - 1, mask
# 2 lo - 1) starts at a known bound ``ir`` (n - 1 for the first range, 2 lo - 1 after) and at
# a word position known on the device.  Its words are cut into chunks of C, and:
# * maps (a warp a chunk): the chunk's map from entry bound to exit bound, for every entry in a
#   band around the expected bound there (``band``: the bound + 1 decays by 1 - 1/(2 lo) a word
#   in expectation; 8 standard deviations and 64 either side).  All trajectories of the band
#   move together: a word at or below the band's lowest value is accepted by all (the band
#   moves down), one above its highest by none; one inside is accepted by the values at or
#   above it, and the two trajectories at the word - 1 and the word meet there for good.  So
#   the band stays one run of values, each value the exit of a run of entries, and the map is
#   the band's final lowest value and the entries where two runs met (``D``, a few a chunk).
# * chain (one warp): from the exact entry of chunk 0, each chunk's exact exit from its map, in
#   order, to the chunk where the bound falls below lo (the range's end).
# * emit (a warp a chunk): each chunk again from its exact entry, writing J; the last chunk's
#   warp writes where the range ended.
# Ranges with lo < BAND_MIN go to random_shuffle.cu, from where the band ranges ended.
BAND_MIN = 1 << 10
#: merge entries a chunk keeps (a chunk is sized for about 32)
DCAP = 256


def band(lo, ir, t):
    """The entry bounds [I0, I1] a chunk starting t words into a range considers."""
    c = (ir + 1) * (1.0 - 0.5 / lo) ** t - 1.0
    h = 4.0 * t ** 0.5 + 64.0
    return max(lo, int(numpy.floor(c - h))), min(ir, int(numpy.ceil(c + h)))


def chunking(lo, ir):
    """(C, K): a range's chunk size in words (a multiple of 32: about 32 merges a chunk) and
    how many chunks its maps cover (its expected words and 10 deviations, and one more)."""
    words = 2.0 * lo * numpy.log((ir + 1.0) / lo)   # expected words of the range
    wmax = 2.0 * (4.0 * (words + 40.0 * lo ** 0.5) ** 0.5 + 64.0)   # the widest band
    C = int(min(65536, max(32, 32 * 2 * lo / wmax))) // 32 * 32
    K = int((words + 20.0 * lo ** 0.5) // C) + 2
    return C, K


def band_plan(n, band_min=BAND_MIN, chunking=chunking):
    """The mask ranges random_shuffle_band.cu draws for ``n`` steps: (lo, ir, C, K) each."""
    plan, i = [], n - 1
    while i >= 1 and (1 << (i.bit_length() - 1)) >= band_min:
        lo = 1 << (i.bit_length() - 1)
        plan.append((lo, i) + tuple(chunking(lo, i)))
        i = lo - 1
    return plan


def band_map(v, lo, ir, t):
    """One chunk's map (maps): (I0, I1, the band's final lowest value, D sorted), v the
    chunk's masked words; None where more than DCAP runs met."""
    I0, I1 = band(lo, ir, t)
    if I1 < I0:
        return None
    low, high, D = I0, I1, []
    for m in v.tolist():
        if m <= low:
            low -= 1
            high -= 1
        elif m <= high:  # the run at value m joins the one at m - 1: its first entry
            s = I0 + (m - low)
            for d in D:
                if d <= s:
                    s += 1
            D.append(s)
            D.sort()
            high -= 1
            if len(D) > DCAP:
                return None
    return I0, I1, low, D


def band_draws(bitgen, n, band_min=BAND_MIN, chunking=chunking):
    """``draws`` as random_shuffle_band.cu makes them (the model its kernels follow): the
    ranges from lo = band_min up by maps, chain and emit, the rest one by one; None where a
    chunk's band missed the bound or overflowed (the device then uses random_shuffle.cu)."""
    words = _Words(bitgen, int(1.4 * n))
    J = numpy.zeros(n, dtype=numpy.int64)
    i, pos = n - 1, 0
    while i >= 1 and (1 << (i.bit_length() - 1)) >= band_min:
        lo = 1 << (i.bit_length() - 1)
        mask = numpy.uint32(2 * lo - 1)
        ir = i
        C, K = chunking(lo, ir)
        maps = [band_map(words.get(pos + k * C, C) & mask, lo, ir, k * C) for k in range(K)]
        # chain
        entries, x = [], ir
        for k in range(K):
            mp = maps[k]
            if mp is None or not mp[0] <= x <= mp[1]:
                return None
            I0, _, low, D = mp
            entries.append(x)
            x = low + (x - I0) - sum(1 for d in D if d <= x)
            if x < lo:
                break
        else:
            return None
        # emit
        for k, x in enumerate(entries):
            v = words.get(pos + k * C, C) & mask
            for p, m in enumerate(v.tolist()):
                if m <= x:
                    J[x] = m
                    x -= 1
                    if x < lo:
                        break
            if x < lo:
                pos += k * C + p + 1
                break
        i = lo - 1
    return _one_by_one(bitgen, words, J, i, pos)


def apply(J, xp):
    """The permutation of ``arange(len(J))`` that NumPy's swaps (x[i], x[J[i]]), i = n-1 .. 1,
    make, computed with ``xp`` (``GP``: gpnumpy on the device; numpy works too): int64."""
    n = J.shape[0]
    idx = xp.arange(n, dtype=numpy.int64)
    order = xp.argsort(J, kind="stable")          # steps grouped by target, ascending
    tgt = J[order].astype(numpy.int64)
    same = tgt[1:] == tgt[:-1]
    # nxt[s]: the next larger step with the same target as step s, else -1
    nxt_sorted = xp.concatenate([xp.where(same, order[1:], -1),
                                 xp.asarray(numpy.array([-1], dtype=numpy.int64))])
    nxt = xp.empty(n, dtype=numpy.int64)
    nxt[order] = nxt_sorted
    # up[y]: the smallest step above y that targets y (the first of y's group, or the second
    # when the first is y itself), else -1
    starts = xp.flatnonzero(xp.concatenate([xp.asarray(numpy.array([True])), ~same]))
    y = tgt[starts]
    s0 = order[starts]
    cand = xp.where(s0 > y, s0, nxt[s0])
    up = xp.full(n, -1, dtype=numpy.int64)
    up[y] = cand
    # root[y]: the end of y's chain y -> up(y) -> ... (pointer jumping to the fixed point)
    p = xp.where(up < 0, idx, up)
    while True:
        q = p[p]
        if bool(xp.all(q == p)):
            break
        p = q
    return xp.where(nxt >= 0, p[xp.maximum(nxt, 0)], J.astype(numpy.int64))
