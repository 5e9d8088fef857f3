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
