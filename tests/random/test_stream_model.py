"""The device algorithm of gpnumpy.random, modelled in Python and checked against NumPy on the host.

random.cu places rejection samplers' outputs without running the stream in order: each chunk of
words tabulates its walk of attempts from each of its first 32 positions (outputs, carry out),
tables compose, and applying them in turn from the call's entry gives each chunk its true entry
and the outputs before it.  This model runs the same steps (same tables, same stream positions
from ``_streams``) chunk by chunk, checking every composition against the exact values, so CI
checks the design, the ziggurat tables and the state bookkeeping without a GPU; test_kernels_emulated.py runs the kernels' own code
on the host, and on the GPU test_generator.py checks them against NumPy directly.
"""
import math

import numpy
import pytest

from gpnumpy.random import _streams, _ziggurat as Z

F32 = numpy.float32


def states_equal(a, b):
    """Bit generator state dicts (with NumPy arrays inside) equal."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(
            states_equal(a[k], b[k]) for k in a)
    if isinstance(a, numpy.ndarray) or isinstance(b, numpy.ndarray):
        return numpy.array_equal(a, b)
    return a == b


def _word(stream, p, wbits):
    if wbits == 64:
        return stream.raw(p)
    r = stream.raw(p >> 1)
    return (r >> 32) if p & 1 else (r & 0xFFFFFFFF)


def _nd(w):
    return (w >> 11) * (1.0 / 9007199254740992.0)


def _nf(w):
    return F32((w & 0xFFFFFFFF) >> 8) * F32(1.0 / 16777216.0)


def _tables(method, wbits):
    if method == "normal":
        k, w, f = (Z.KI_DOUBLE, Z.WI_DOUBLE, Z.FI_DOUBLE) if wbits == 64 else (Z.KI_FLOAT, Z.WI_FLOAT, Z.FI_FLOAT)
    else:
        k, w, f = (Z.KE_DOUBLE, Z.WE_DOUBLE, Z.FE_DOUBLE) if wbits == 64 else (Z.KE_FLOAT, Z.WE_FLOAT, Z.FE_FLOAT)
    t = float if wbits == 64 else F32
    return k, [t(float.fromhex(x)) for x in w], [t(float.fromhex(x)) for x in f]


def _sampler(method, wbits, rng=0):
    """(fast(w) -> (ok, value), attempt(stream, p) -> (len, out, value)) as random.cu has them."""
    if method == "lemire":
        excl = rng + 1
        thr = (1 << wbits) % excl

        def fast(w):
            m = w * excl
            return (m & ((1 << wbits) - 1)) >= thr, m >> wbits

        def attempt(s, p):
            ok, v = fast(_word(s, p, wbits))
            return 1, ok, v
        return fast, attempt
    k, wt, f = _tables(method, wbits)
    if method == "normal" and wbits == 64:
        def fast(w):
            idx, r = w & 0xFF, w >> 8
            rabs = (r >> 1) & 0x000FFFFFFFFFFFFF
            x = rabs * wt[idx]
            return rabs < k[idx], (-x if r & 1 else x)

        def attempt(s, p):
            w = _word(s, p, 64)
            ok, x = fast(w)
            if ok:
                return 1, True, x
            idx, rabs = w & 0xFF, ((w >> 8) >> 1) & 0x000FFFFFFFFFFFFF
            if idx == 0:
                j = 0
                while True:
                    xx = -Z.ZIGGURAT_NOR_INV_R * math.log1p(-_nd(_word(s, p + 1 + 2 * j, 64)))
                    yy = -math.log1p(-_nd(_word(s, p + 2 + 2 * j, 64)))
                    if yy + yy > xx * xx:
                        v = Z.ZIGGURAT_NOR_R + xx
                        return 3 + 2 * j, True, (-v if (rabs >> 8) & 1 else v)
                    j += 1
            u = _nd(_word(s, p + 1, 64))
            return 2, ((f[idx - 1] - f[idx]) * u + f[idx]) < math.exp(-0.5 * x * x), x
        return fast, attempt
    if method == "normal":
        def fast(w):
            idx, rabs = w & 0xFF, (w >> 9) & 0x7FFFFF
            x = F32(rabs) * wt[idx]
            return rabs < k[idx], (-x if (w >> 8) & 1 else x)

        def attempt(s, p):
            w = _word(s, p, 32)
            ok, x = fast(w)
            if ok:
                return 1, True, x
            idx, rabs = w & 0xFF, (w >> 9) & 0x7FFFFF
            if idx == 0:
                j = 0
                while True:
                    xx = -F32(Z.ZIGGURAT_NOR_INV_R_F) * numpy.log1p(-_nf(_word(s, p + 1 + 2 * j, 32)))
                    yy = -numpy.log1p(-_nf(_word(s, p + 2 + 2 * j, 32)))
                    if yy + yy > xx * xx:
                        v = F32(Z.ZIGGURAT_NOR_R_F) + xx
                        return 3 + 2 * j, True, (-v if (rabs >> 8) & 1 else v)
                    j += 1
            u = _nf(_word(s, p + 1, 32))
            return 2, float((f[idx - 1] - f[idx]) * u + f[idx]) < math.exp(-0.5 * float(x) * float(x)), x
        return fast, attempt
    if wbits == 64:
        def fast(w):
            ri = w >> 3
            idx, r = ri & 0xFF, ri >> 8
            return r < k[idx], r * wt[idx]

        def attempt(s, p):
            w = _word(s, p, 64)
            ok, x = fast(w)
            if ok:
                return 1, True, x
            idx = (w >> 3) & 0xFF
            u = _nd(_word(s, p + 1, 64))
            if idx == 0:
                return 2, True, Z.ZIGGURAT_EXP_R - math.log1p(-u)
            return 2, (f[idx - 1] - f[idx]) * u + f[idx] < math.exp(-x), x
        return fast, attempt

    def fast(w):
        ri = (w & 0xFFFFFFFF) >> 1
        idx, r = ri & 0xFF, ri >> 8
        return r < k[idx], F32(r) * wt[idx]

    def attempt(s, p):
        w = _word(s, p, 32)
        ok, x = fast(w)
        if ok:
            return 1, True, x
        idx = ((w & 0xFFFFFFFF) >> 1) & 0xFF
        u = _nf(_word(s, p + 1, 32))
        if idx == 0:
            return 2, True, F32(Z.ZIGGURAT_EXP_R_F) - numpy.log1p(-u)
        return 2, (f[idx - 1] - f[idx]) * u + f[idx] < numpy.exp(-x), x
    return fast, attempt


def _chunk_model(stream, method, wbits, n, rng=0, cw=64, entries=32, per_block=4):
    """random.cu's chunk kernels: each chunk's table (for every entry e < ``entries``, the walk
    of attempts from e: outputs and carry out; a carry past the table unknown), the tables
    composed by blocks of ``per_block`` chunks, the blocks' tables applied in turn from the
    call's entry, then the chunks' in each block (checked against the exact walk wherever the
    tables answer), and the outputs from each chunk's true entry."""
    fast, attempt = _sampler(method, wbits, rng)
    memo = {}

    def att(p):  # (length, output?, value) of the attempt starting at word p
        if p not in memo:
            ok, v = fast(_word(stream, p, wbits))
            memo[p] = (1, True, v) if ok else attempt(stream, p)
        return memo[p]

    def walk(t, c):  # from entry c: [(position, value, length)] of outputs, carry
        p, outs = t * cw + c, []
        while p < (t + 1) * cw:
            ln, ok, v = att(p)
            if ok:
                outs.append((p, v, ln))
            p += ln
        return outs, p - (t + 1) * cw

    def table(t):
        tab = []
        for e in range(entries):
            outs, co = walk(t, e)
            tab.append((len(outs), co))
        return tab

    def then(f, g):  # f then g, tables as lists of (outputs, carry) or None (unknown)
        out = []
        for v in f:
            if v is None or v[1] >= len(g) or g[v[1]] is None:
                out.append(None)
            else:
                out.append((v[0] + g[v[1]][0], g[v[1]][1]))
        return out

    out, t, consumed = [], 0, None
    entry, prefix = 0, 0
    while len(out) < n:
        # the block from chunk t: its composed table, applied to the exact entry
        tabs = [table(t + i) for i in range(per_block)]
        block = tabs[0]
        for tb in tabs[1:]:
            block = then(block, tb)
        e0, p0 = entry, prefix
        for i in range(per_block):
            outs, co = walk(t, entry)
            if entry < entries:  # the chunk's table answers for its true entry
                assert tabs[i][entry] == (len(outs), co)
            for p, v, ln in outs:
                if len(out) < n:
                    out.append(v)
                    if len(out) == n:
                        consumed = p + ln
            prefix += len(outs)
            entry = co
            t += 1
        if e0 < entries and block[e0] is not None:
            assert (p0 + block[e0][0], block[e0][1]) == (prefix, entry)
    return out, consumed


CASES = [  # (bit generator, method, word bits, numpy call)
    ("PCG64", "normal", 64, lambda g, n: g.standard_normal(n)),
    ("PCG64", "normal", 32, lambda g, n: g.standard_normal(n, dtype=numpy.float32)),
    ("Philox", "normal", 64, lambda g, n: g.standard_normal(n)),
    ("PCG64", "exponential", 64, lambda g, n: g.standard_exponential(n)),
    ("Philox", "exponential", 32, lambda g, n: g.standard_exponential(n, dtype=numpy.float32)),
    ("PCG64", "lemire", 32, lambda g, n: g.integers(0, 1000, n)),
    ("Philox", "lemire", 64, lambda g, n: g.integers(0, 3 * 2 ** 62, n, dtype=numpy.uint64)),
    ("PCG64", "lemire", 32, lambda g, n: g.integers(0, 3 * 2 ** 30 + 1, n, dtype=numpy.uint32)),
]


@pytest.mark.parametrize("seed", [0, 12345])
@pytest.mark.parametrize("case", CASES, ids=lambda c: "%s-%s%d" % c[:3])
def test_model_matches_numpy_and_stays_in_step(case, seed):
    name, method, wbits, call = case
    n = 700
    bg = getattr(numpy.random, name)(seed)
    stream = _streams.aligned(bg, wbits == 32)
    assert stream is not None
    rng = 0
    if method == "lemire":
        rng = {0: 999, 1: 3 * 2 ** 62 - 1, 2: 3 * 2 ** 30}[CASES.index(case) - 5]
    out, consumed = _chunk_model(stream, method, wbits, n, rng)
    ref = numpy.random.Generator(getattr(numpy.random, name)(seed))
    want = call(ref, n)
    if method == "lemire":
        got = numpy.array(out, dtype=numpy.uint64).astype(want.dtype)
        numpy.testing.assert_array_equal(got, want)
    else:
        got = numpy.array(out, dtype=want.dtype)
        numpy.testing.assert_allclose(got, want, rtol=4 * numpy.finfo(want.dtype).eps, atol=0)
    bg.state = _streams.words_consumed(stream, consumed, wbits == 32)
    assert states_equal(bg.state, ref.bit_generator.state)
    numpy.testing.assert_array_equal(numpy.random.Generator(bg).random(5), ref.random(5))
    numpy.testing.assert_array_equal(numpy.random.Generator(bg).random(3, dtype=numpy.float32),
                                     ref.random(3, dtype=numpy.float32))


@pytest.mark.parametrize("name", ["PCG64", "Philox"])
def test_stream_positions_match_numpy_raw_draws(name):
    bg = getattr(numpy.random, name)(2024)
    stream = _streams.aligned(bg, False)
    raws = bg.random_raw(11)
    assert [stream.raw(i) for i in range(11)] == [int(r) for r in raws]
    for q in (0, 1, 4, 7, 10):
        b2 = getattr(numpy.random, name)(2024)
        b2.state = stream.state_after(q)
        assert int(b2.random_raw()) == int(raws[q])


def test_aligned_declines_buffered_states():
    g = numpy.random.Generator(numpy.random.Philox(1))
    g.random(1)
    assert _streams.aligned(g.bit_generator, False) is None
    g2 = numpy.random.Generator(numpy.random.PCG64(1))
    g2.random(1, dtype=numpy.float32)
    assert _streams.aligned(g2.bit_generator, True) is None
    assert _streams.aligned(g2.bit_generator, False) is not None
    assert _streams.aligned(numpy.random.MT19937(1), False) is None
