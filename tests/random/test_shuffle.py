"""NumPy's Fisher-Yates order without its loop (gpnumpy/random/_shuffle.py): the draws resolved
in chunks (the model random_shuffle.cu follows) and the permutation rebuilt from them by a sort and
pointer jumping, against NumPy's own permutation and the bit generator state it leaves."""
import numpy
import pytest

from gpnumpy.random import _shuffle

SIZES = [2, 3, 7, 100, 4095, 4097, 70001, 10 ** 6]


def _state(bg):
    return str(bg.state)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("seed", [0, 123])
@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
@pytest.mark.parametrize("before", ["none", "half", "philox_block"])
def test_draws_and_apply_match_numpy(bitgen, seed, n, before):
    bg, ref = getattr(numpy.random, bitgen)(seed), getattr(numpy.random, bitgen)(seed)
    for b in (bg, ref):  # a kept half draw / part of a Philox block used before the shuffle
        if before == "half":
            numpy.random.Generator(b).random(3, dtype=numpy.float32)
        elif before == "philox_block":
            numpy.random.Generator(b).random(1)
    J = _shuffle.draws(bg, n)
    want = numpy.random.Generator(ref).permutation(n)
    assert numpy.array_equal(_shuffle.apply(J, numpy), want)
    assert _state(bg) == _state(ref)


@pytest.mark.parametrize("n", [2, 5, 1000, 70001])
def test_apply_with_gpnumpy_functions(n):
    # the same rebuilding with gpnumpy's functions (on the GPU: the device path's own)
    import gpnumpy
    J = _shuffle.draws(numpy.random.PCG64(n), n)
    got = _shuffle.apply(gpnumpy.asarray(J.astype(numpy.int32)), _shuffle.GP)
    assert isinstance(got, gpnumpy.ndarray) and got.dtype == numpy.int64
    assert numpy.array_equal(got.get(), numpy.random.Generator(numpy.random.PCG64(n)).permutation(n))


@pytest.mark.parametrize("n", [2, 1000, 1025, 70001, 300007])
@pytest.mark.parametrize("seed", [0, 7])
@pytest.mark.parametrize("bitgen", ["PCG64", "Philox"])
def test_band_model_matches_draws(bitgen, seed, n):
    # random_shuffle_band.cu's model (band maps, chain, emit), its ranges from lo = 64 up:
    # NumPy's draws and the state NumPy's shuffle leaves
    bg, ref = getattr(numpy.random, bitgen)(seed), getattr(numpy.random, bitgen)(seed)
    numpy.random.Generator(bg).random(3, dtype=numpy.float32)  # (a kept half draw first)
    numpy.random.Generator(ref).random(3, dtype=numpy.float32)
    J = _shuffle.band_draws(bg, n, band_min=64)
    assert J is not None
    assert numpy.array_equal(J, _shuffle.draws(ref, n))
    assert _state(bg) == _state(ref)


def test_band_map_runs():
    # a map is the band's final lowest value and the entries where runs met: checked against
    # every entry's own trajectory
    rng = numpy.random.default_rng(3)
    lo, ir = 1 << 12, (1 << 13) - 1
    for t in (0, 1000, 4000):
        v = rng.integers(0, 2 * lo, 1024).astype(numpy.uint32)
        I0, I1, low, D = _shuffle.band_map(v, lo, ir, t)
        assert D == sorted(D) and len(D) > 0
        for e in range(I0, I1 + 1):
            x = e
            for m in v.tolist():
                x -= m <= x
            assert x == low + (e - I0) - sum(1 for d in D if d <= e)
