"""gpnumpy.random against numpy.random: the same seeds give the same numbers, calls in any mix stay in
step, states round-trip, errors match.  Each body runs with xp=numpy and xp=gpnumpy; on a GPU the
sizes of 10**6 take the device paths (PCG64 and Philox streams made on the device)."""
import pickle

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, to_numpy

BITGENS = ["PCG64", "Philox", "MT19937", "SFC64", "PCG64DXSM"]
DEVICE_BITGENS = ["PCG64", "Philox"]
SEEDS = [0, 12345, [1, 2, 3]]
SIZES = [1, 7, (3, 5), 10 ** 6]

# (method, args, kwargs, tolerance kind): "exact" bitwise; "ulp" within a few ulp (device log/exp)
METHODS = [
    ("random", (), {}, "exact"),
    ("random", (), {"dtype": numpy.float32}, "exact"),
    ("integers", (0, 1000), {}, "exact"),
    ("integers", (-5, 2 ** 40), {}, "exact"),
    ("integers", (0, 3 * 2 ** 62), {"dtype": numpy.uint64}, "exact"),
    ("integers", (10, 2 ** 31 - 1), {"dtype": numpy.int32, "endpoint": True}, "exact"),
    ("integers", (0, 2 ** 32), {"dtype": numpy.uint32}, "exact"),
    ("integers", (0, 2 ** 64), {"dtype": numpy.uint64}, "exact"),
    ("integers", (7, 8), {}, "exact"),
    ("integers", (0, 100), {"dtype": numpy.int16}, "exact"),
    ("standard_normal", (), {}, "ulp"),
    ("standard_normal", (), {"dtype": numpy.float32}, "ulp"),
    ("normal", (1.5, 3.0), {}, "ulp"),
    ("uniform", (-2.0, 5.0), {}, "exact"),
    ("standard_exponential", (), {}, "ulp"),
    ("standard_exponential", (), {"dtype": numpy.float32}, "ulp"),
    ("exponential", (2.5,), {}, "ulp"),
    ("standard_gamma", (2.0,), {}, "ulp"),
    ("binomial", (10, 0.3), {}, "exact"),
    ("poisson", (4.0,), {}, "exact"),
    ("beta", (2.0, 3.0), {}, "ulp"),
]


def _plain(state):
    """A bit generator state dict with its NumPy arrays as lists of ints (comparable as data)."""
    if isinstance(state, dict):
        return {k: _plain(v) for k, v in state.items()}
    if isinstance(state, numpy.ndarray):
        return [int(v) for v in state.ravel()]
    return state


def _rng(xp, name, seed):
    return xp.random.Generator(getattr(xp.random, name)(seed))


def _tol(kind):
    return {"approx": True} if kind == "ulp" else {}


def _mid(size):
    return size if size != 10 ** 6 else 10 ** 6


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("seed", SEEDS, ids=str)
@pytest.mark.parametrize("bitgen", BITGENS)
@pytest.mark.parametrize("method", METHODS, ids=lambda m: "%s-%s" % (m[0], "-".join(
    str(getattr(v, "__name__", v)) for v in m[2].values()).replace("numpy.", "")))
def test_draws_and_state_match(xp, method, bitgen, seed, size):
    name, args, kwargs, kind = method
    if size == 10 ** 6 and bitgen not in DEVICE_BITGENS:
        pytest.skip("the 10**6 draws are for the device bit generators (the others run NumPy's own code)")

    def body(xp):
        g = _rng(xp, bitgen, seed)
        a = getattr(g, name)(*args, size=size, **kwargs)
        b = g.random(3)                      # the stream is in step afterwards
        c = g.random(3, dtype=numpy.float32)
        st = g.bit_generator.state
        return a, b, c, st["has_uint32"], st["uinteger"]
    assert_same(xp, body, **_tol(kind))


@pytest.mark.parametrize("bitgen", DEVICE_BITGENS)
def test_mixed_sequence_stays_in_step(xp, bitgen):
    def body(xp):
        g = _rng(xp, bitgen, 42)
        out = [g.random(5), g.normal(size=3), g.integers(10, size=4),
               g.random(10 ** 5 + 3, dtype=numpy.float32), g.standard_normal(10 ** 5 + 1),
               g.integers(0, 1000, size=10 ** 5 + 5), g.standard_normal(77777, dtype=numpy.float32),
               g.standard_exponential(10 ** 5), g.uniform(0, 2, size=(300, 301)),
               g.exponential(3.0, size=10 ** 5), g.random(), g.integers(5), g.normal()]
        return out
    assert_same(xp, body, approx=True)


@pytest.mark.parametrize("bitgen", DEVICE_BITGENS)
@pytest.mark.parametrize("seed", [3, 2 ** 40 + 11])
def test_chained_device_calls(xp, bitgen, seed):
    # device calls that start where the last one ended on the device: odd counts of 32-bit words
    # (a call starting in mid-raw), 64-bit raws followed by 32-bit words, Philox in mid-block,
    # then a word-size change that needs the host state, and the state at the end
    def body(xp):
        g = _rng(xp, bitgen, seed)
        out = [g.random(2 ** 15 + 1, dtype=numpy.float32), g.standard_normal(2 ** 15 + 3, dtype=numpy.float32),
               g.integers(0, 1000, size=2 ** 15 + 5), g.integers(0, 2 ** 32, size=2 ** 14 + 1, dtype=numpy.uint32),
               g.random(2 ** 15), g.standard_normal(2 ** 15 + 7), g.integers(-3, 2 ** 40, size=2 ** 14 + 3),
               g.random(2 ** 14 + 1, dtype=numpy.float32), g.standard_exponential(2 ** 15, dtype=numpy.float32),
               g.exponential(0.5, size=2 ** 15 + 9), g.random(3)]
        return out, _plain(g.bit_generator.state)
    assert_same(xp, body, approx=True)


def test_shared_bit_generator_stays_in_step(xp):
    # a bit generator held outside the Generator sees every device call's effect at once
    def body(xp):
        bg = numpy.random.PCG64(77)
        g = xp.random.Generator(bg)
        a = g.standard_normal(2 ** 16, dtype=numpy.float32)
        st = _plain(bg.state)
        b = [float(v) for v in numpy.random.Generator(bg).random(3)]
        return a, st, b, g.random(2 ** 15)
    assert_same(xp, body, approx=True)


@pytest.mark.parametrize("bitgen", BITGENS)
def test_state_round_trips(xp, bitgen):
    def body(xp):
        g = _rng(xp, bitgen, 7)
        g.random(3, dtype=numpy.float32)
        st = g.bit_generator.state
        a = g.standard_normal(50001)
        g.bit_generator.state = st
        b = g.standard_normal(50001)
        j = xp.random.Generator(g.bit_generator.jumped()).random(4)
        kids = [k.random(3) for k in g.spawn(2)]
        g2 = pickle.loads(pickle.dumps(g))
        return a, b, j, kids, g2.random(4), g.random(4)
    assert_same(xp, body, approx=True)


def test_default_rng_and_seed_sequence(xp):
    def body(xp):
        g = xp.random.default_rng(xp.random.SeedSequence(99))
        h = xp.random.default_rng(99)
        return g.random(6), h.integers(0, 10, size=6), str(h)
    assert_same(xp, body)


def test_bit_generators_are_the_reference_classes(gp):
    # gpnumpy's names for them are NumPy's classes taking gpnumpy arrays; NumPy's objects are
    # theirs too
    assert gp.random.BitGenerator is numpy.random.BitGenerator
    for name in ["PCG64", "Philox", "MT19937", "SFC64", "PCG64DXSM", "SeedSequence"]:
        ours, numpys = getattr(gp.random, name), getattr(numpy.random, name)
        assert issubclass(ours, numpys) and issubclass(numpys, ours) and ours.__name__ == name
        assert isinstance(numpys(), ours)
    assert type(gp.random.default_rng(1).bit_generator) is gp.random.PCG64
    g = gp.random.default_rng(1)
    assert isinstance(g.bit_generator, numpy.random.PCG64)
    assert isinstance(g.random(4), gp.ndarray)
    assert isinstance(g.random(), float)


def test_bit_generator_module_and_signatures(xp):
    # np.random.bit_generator holds the seed sequences' classes (gpnumpy's SeedSequence, the
    # others NumPy's); the classes' signatures are NumPy's (seed=None), not (*args, **kwargs)
    import inspect
    import gpnumpy.random.bit_generator  # noqa: F401 - importable as NumPy's

    def body(xp):
        m = xp.random.bit_generator
        seq = m.SeedSequence(xp.asarray([3, 4]))
        out = [sorted(m.__all__), m.SeedSequence is xp.random.SeedSequence,
               m.BitGenerator is xp.random.BitGenerator, seq.generate_state(2).tolist(),
               isinstance(seq, m.ISpawnableSeedSequence), isinstance(seq, m.ISeedSequence),
               isinstance(m.SeedlessSeedSequence(), m.ISeedSequence),
               _outcome(lambda: m.SeedlessSeedSequence().generate_state(1))]
        for cls in (xp.random.Generator, xp.random.RandomState, xp.random.BitGenerator,
                    m.SeedSequence, m.SeedlessSeedSequence, *(getattr(xp.random, name)
                                                             for name in BITGENS)):
            out.append(str(inspect.signature(cls)))
        return out
    assert_same(xp, body)


def test_bit_generators_take_device_array_seeds(xp):
    # a seed, Philox's key and SeedSequence's entropy may be gpnumpy arrays and device scalars
    def body(xp):
        seed = xp.arange(6, dtype=xp.uint32) * 7
        out = [xp.random.Generator(getattr(xp.random, name)(seed)).random(3) for name in BITGENS]
        out.append(xp.random.Generator(xp.random.MT19937(seed[2])).integers(0, 100, 3))
        out.append(xp.random.SeedSequence(seed, spawn_key=xp.asarray([1])).generate_state(3)
                   .tolist())
        out.append(xp.random.Philox(key=xp.asarray([3, 4], dtype=xp.uint64)).random_raw(2)
                   .tolist())
        out.append(xp.random.default_rng(seed[1:3]).integers(0, 100, 3))
        out.append(xp.random.RandomState(xp.random.SFC64(seed)).randint(0, 100, 3))
        bg = xp.random.PCG64(seed)
        out += [bg.state["bit_generator"], type(bg.jumped()) is type(bg),
                pickle.loads(pickle.dumps(bg)).random_raw(), bg.random_raw()]
        return out
    assert_same(xp, body)
    assert_same(xp, lambda xp: xp.random.MT19937(xp.asarray(-1)))
    assert_same(xp, lambda xp: xp.random.SeedSequence(xp.asarray([1.5])))


BAD = [
    ("normal", (0.0, -1.0), {"size": 3}),
    ("normal", (0.0, float("nan")), {"size": 10 ** 5}),
    ("exponential", (-2.0,), {"size": 10 ** 5}),
    ("uniform", (0.0, float("inf")), {"size": 10 ** 5}),
    ("integers", (5, 5), {"size": 10 ** 5}),
    ("integers", (0, 2 ** 63), {"size": 10 ** 5}),
    ("integers", (-1, 10), {"size": 10 ** 5, "dtype": numpy.uint32}),
    ("integers", (0, 10), {"size": 10 ** 5, "dtype": numpy.float64}),
    ("random", (), {"size": 10 ** 5, "dtype": numpy.int64}),
    ("standard_normal", (), {"size": -1}),
    ("binomial", (10, 1.5), {"size": 3}),
    ("choice", (5, 6), {"replace": False}),
]


@pytest.mark.parametrize("case", BAD, ids=lambda c: c[0] + str(c[1]))
def test_bad_parameters_raise_reference_errors(xp, case):
    name, args, kwargs = case
    assert_same(xp, lambda xp: getattr(xp.random.default_rng(3), name)(*args, **kwargs))


def test_parameter_broadcasting(xp):
    def body(xp):
        g = xp.random.default_rng(11)
        loc = xp.asarray(numpy.arange(4.0))
        scale = xp.asarray(numpy.array([[1.0], [2.0], [3.0]]))
        return (g.normal(loc, scale), g.uniform(loc, 10.0, size=(2, 3, 4)),
                g.integers(xp.asarray(numpy.array([0, 10, 20])), 30), g.poisson(loc + 1))
    assert_same(xp, body)


@pytest.mark.parametrize("n", [1, 9, 10 ** 6])
def test_out_argument(xp, n):
    def body(xp):
        g = xp.random.default_rng(5)
        o = xp.zeros(n)
        o32 = xp.zeros((n,), dtype=numpy.float32)
        r1 = g.random(out=o)
        g.standard_normal(out=o32, dtype=numpy.float32)
        g.standard_exponential(size=n, out=xp.zeros(n))
        return r1 is o, o, o32, g.random(2)
    assert_same(xp, body, approx=True)


def test_out_errors(xp):
    assert_same(xp, lambda xp: xp.random.default_rng(5).random(out=xp.zeros(4, dtype=numpy.float32)))
    assert_same(xp, lambda xp: xp.random.default_rng(5).random(size=3, out=xp.zeros(4)))
    assert_same(xp, lambda xp: xp.random.default_rng(5).random(out=xp.zeros((4, 4))[:, 0]))


@pytest.mark.parametrize("shape,axis", [((10,), 0), ((4, 5), 0), ((4, 5), 1), ((3, 4, 5), -1),
                                        ((3, 0, 2), 1), ((10 ** 5 + 1,), 0)])
def test_shuffle_in_place_on_device(xp, shape, axis):
    def body(xp):
        g = xp.random.default_rng(8)
        x = xp.arange(int(numpy.prod(shape)), dtype=numpy.float64).reshape(shape)
        view = x
        g.shuffle(x, axis=axis)
        return x, view, g.random(2)
    assert_same(xp, body)


@pytest.mark.parametrize("shape,axis", [((10,), 0), ((4, 5), 1), ((3, 4, 5), 2), ((3, 4, 5), 0)])
def test_permutation_and_permuted(xp, shape, axis):
    def body(xp):
        g = xp.random.default_rng(9)
        x = xp.arange(int(numpy.prod(shape))).reshape(shape)
        out = xp.empty(shape, dtype=numpy.int64)
        r = [g.permutation(x, axis=axis), g.permutation(12), g.permuted(x, axis=axis),
             g.permuted(x), g.permuted(x.T), g.permuted(x, axis=axis, out=out), out,
             g.random(2)]
        return r
    assert_same(xp, body)


def test_permutation_of_strings_and_objects(xp):
    # (a list of file names or labels: NumPy's array of strings, its rows in NumPy's order)
    def body(xp):
        g = xp.random.default_rng(4)
        r = [g.permutation(["a.png", "b.png", "c.png", "d.png"]),
             g.permutation([["x", "y"], ["z", "w"], ["u", "v"]], axis=1),
             g.permutation(numpy.array(["p", "q", "r"])), g.permutation([None, 1, "s"]),
             g.permutation([]), g.random(2)]
        xp.random.seed(3)
        r += [xp.random.permutation(["x", "y", "z"]), xp.random.rand(2)]
        return [v.tolist() if isinstance(v, numpy.ndarray) and v.dtype.kind in "OU" else v
                for v in r]
    assert_same(xp, body)


@pytest.mark.parametrize("bitgen", DEVICE_BITGENS)
def test_large_shuffles_stay_in_step(xp, bitgen):
    # sizes whose Fisher-Yates draws are made on the device (gpnumpy/random/_shuffle.py), after
    # states with a kept half draw and a part-used Philox block, then the stream goes on
    def body(xp):
        g = _rng(xp, bitgen, 21)
        out = [g.permutation(2 ** 17 + 3)]
        g.random(1)
        out.append(g.permutation(xp.arange(70001) * 2))
        g.random(3, dtype=numpy.float32)
        x = xp.arange(3 * 70000).reshape(70000, 3)
        g.shuffle(x)
        out += [x, g.permuted(xp.arange(70001)), g.standard_normal(2 ** 15), g.random(2)]
        p = g.permutation(2 ** 22 + 5)  # (many chunks a mask range: the band kernels' grids)
        out += [p[:1000], p[-1000:], p[::4099], int(p.sum()), g.random(2)]
        return out, _plain(g.bit_generator.state)
    assert_same(xp, body, approx=True)


def test_shuffle_errors(xp):
    assert_same(xp, lambda xp: xp.random.default_rng(1).shuffle(xp.asarray(numpy.float64(3.0))))
    assert_same(xp, lambda xp: xp.random.default_rng(1).shuffle(xp.arange(6).reshape(2, 3), axis=2))
    assert_same(xp, lambda xp: xp.random.default_rng(1).permuted(xp.arange(6), out=xp.zeros(5)))


def test_choice_on_device_arrays(xp):
    def body(xp):
        g = xp.random.default_rng(4)
        a = xp.arange(20) * 3
        m = xp.arange(24).reshape(4, 6)
        return [g.choice(a, 5), g.choice(a), g.choice(a, (2, 3), replace=False),
                g.choice(m, 3, axis=1), g.choice(m, axis=0), g.choice(a, size=()),
                g.choice(a, 4, p=numpy.full(20, 0.05)), g.choice(7, 3), g.random(2)]
    assert_same(xp, body)


def test_size_none_scalars(xp):
    def body(xp):
        g = xp.random.default_rng(2)
        return [g.random(), g.integers(10), g.normal(), g.standard_normal(dtype=numpy.float32),
                g.uniform(), g.exponential(), g.binomial(5, 0.5), g.integers(10, size=())]
    assert_same(xp, body)


def _outcome(f):
    """``f()``'s result, or its exception's type and message (for comparing NumPy's messages)."""
    try:
        return f()
    except Exception as e:
        return type(e).__name__, str(e)


def test_axis_errors_as_reference(xp):
    # NumPy's normalize_axis_index on the axis as given: a float or None is its TypeError
    def body(xp):
        g = xp.random.default_rng(1)
        x = xp.arange(6).reshape(2, 3)
        return [_outcome(lambda: g.shuffle(x, axis=None)), x,
                _outcome(lambda: g.shuffle(x, axis=1.0)),
                _outcome(lambda: g.permutation(x, axis=1.0)),
                _outcome(lambda: g.permuted(x, axis=1.0)), g.random(2)]
    assert_same(xp, body)


@pytest.mark.parametrize("shape,axis", [((3, 4), 1), ((2, 3, 4), 1), ((2, 3, 4), 2), ((4, 3), 0)])
def test_permutation_layout_follows_indexing(xp, shape, axis):
    # NumPy's permutation indexes the array with the order along axis: a later axis gives the
    # indexing's (F-like) layout, for a gpnumpy array and for a list alike
    def body(xp):
        g = xp.random.default_rng(6)
        x = xp.arange(int(numpy.prod(shape))).reshape(shape)
        r = [g.permutation(x, axis=axis), g.permutation(x.tolist(), axis=axis)]
        return r + [[v.strides, v.flags.c_contiguous, v.flags.f_contiguous] for v in r]
    assert_same(xp, body)


def test_out_fortran_order(xp):
    # NumPy fills an F-contiguous out in memory order (or asks for a C one: standard_gamma)
    def body(xp):
        g = xp.random.default_rng(5)
        f = xp.zeros((3, 4), order="F")
        f32 = xp.zeros((3, 4), dtype=numpy.float32, order="F")
        r = g.random(out=f)
        g.standard_normal(out=f32, dtype=numpy.float32)
        return [r is f, f, f32, _outcome(lambda: g.standard_gamma(2.0, out=xp.zeros((2, 3),
                                                                                    order="F"))),
                g.random(2)]
    assert_same(xp, body)


def test_default_rng_of_random_state(xp):
    # NumPy's default_rng takes a RandomState: a Generator on its bit generator
    def body(xp):
        rs = xp.random.RandomState(8)
        g = xp.random.default_rng(rs)
        return [str(g), g.bit_generator is rs._bit_generator, g.integers(0, 100, 4),
                rs.randint(0, 100, 4), xp.random.default_rng(numpy.random.RandomState(3)).random(2)]
    assert_same(xp, body)


def test_pickling_constructor_as_reference(xp):
    # Generator.__reduce__ is NumPy's triple: a constructor taking the bit generator or (old
    # pickles) a bit generator's name, the bit generator, no state of its own
    def body(xp):
        g = xp.random.Generator(xp.random.PCG64DXSM(0))
        g.standard_normal(1)
        ctor, (bitgen,), rest = g.__reduce__()
        named = ctor("SFC64")
        h = pickle.loads(pickle.dumps(g))
        return [type(bitgen).__name__, rest, type(named.bit_generator).__name__,
                ctor(bitgen).integers(0, 100, 3), h.standard_normal(2), g.standard_normal(2),
                _outcome(lambda: ctor("Nope"))]
    assert_same(xp, body)


def test_seed_sequence_rejects_nested_entropy(xp):
    # NumPy takes one level of sequence (device scalars and 0-d arrays in it converted); deeper
    # ones, a list holding itself included (NumPy before 2.5 crashes on that one), are its
    # TypeError
    cyclic = []
    cyclic.append(cyclic)
    cases = [cyclic] if numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0" else []

    def body(xp):
        cases_here = cases + [[[1, 2], [3, 4]], [xp.arange(2)], ([1], 2), [[xp.arange(2)]]]
        return [_outcome(lambda: xp.random.SeedSequence(c).generate_state(2).tolist())
                for c in cases_here] + [
                xp.random.SeedSequence([xp.uint64(5), 7]).generate_state(2).tolist(),
                xp.random.SeedSequence(3, spawn_key=(xp.int64(2),)).generate_state(2).tolist(),
                xp.random.Philox(key=[xp.uint64(1), 2]).random_raw(2).tolist()]
    assert_same(xp, body)


def test_array_protocol_arguments(xp):
    # an object whose __array__ gives an array of the library in use (a gpnumpy one with
    # gpnumpy) is an array-like to every method; one giving no array is NumPy's ValueError
    def body(xp):
        class Wrapped:
            def __init__(self, a):
                self.a = a

            def __array__(self, dtype=None, copy=None):
                return self.a

        g = xp.random.Generator(xp.random.MT19937(1))
        rs = xp.random.RandomState(3)
        w = Wrapped(xp.arange(5))
        bad = Wrapped([1, 2])
        return [g.permutation(w), g.choice(w, 3), g.normal(Wrapped(xp.arange(3.0))),
                g.integers(0, Wrapped(xp.arange(1, 4))), rs.permutation(w), rs.choice(w, 2),
                rs.uniform(Wrapped(xp.zeros(2)), 1.0),
                _outcome(lambda: g.permutation(bad)), _outcome(lambda: g.normal(bad)),
                g.random(2)]
    assert_same(xp, body)


def test_user_seed_sequence_giving_library_arrays(xp):
    # a user's ISeedSequence written with the library in use gives its words as that library's
    # array; it stays the bit generator's seed_seq (not spawnable: NumPy's TypeError)
    from numpy.random.bit_generator import ISeedSequence

    def body(xp):
        class Words:
            def generate_state(self, n_words, dtype=numpy.uint32):
                return xp.arange(1, n_words + 1, dtype=dtype) * 3

        ISeedSequence.register(Words)
        seq = Words()
        out = []
        for name in BITGENS:
            g = xp.random.Generator(getattr(xp.random, name)(seq))
            out += [g.integers(0, 1000, 3), g.bit_generator.seed_seq is seq,
                    "generate_state" in vars(seq)]
        g = xp.random.default_rng(seq)
        return out + [g.random(2), _outcome(lambda: g.spawn(2)),
                      _outcome(lambda: g.bit_generator.spawn(2))]
    assert_same(xp, body)


def test_scalar_parameters_convert_as_their_class(xp):
    # NumPy reads 0-d parameters by converting the object given: a subclass's own __float__ /
    # __int__ run (their values, their exceptions)
    def body(xp):
        class NoFloat(xp.ndarray):
            def __float__(self):
                raise TypeError("no float here")

        class NoInt(xp.ndarray):
            def __int__(self):
                raise TypeError("no int here")

        class Half(xp.ndarray):
            def __float__(self):
                return 0.5

        g = xp.random.Generator(xp.random.MT19937(3))
        rs = xp.random.RandomState(3)
        nf, ni, half = (xp.array(1.0).view(NoFloat), xp.array(1).view(NoInt),
                        xp.array(2.0).view(Half))
        return [_outcome(lambda: g.uniform(nf, nf)), _outcome(lambda: g.hypergeometric(ni, 1, 1)),
                _outcome(lambda: rs.uniform(nf)), g.normal(half), rs.normal(half),
                g.normal(xp.array([2.0]).view(Half)), g.random(2)]
    assert_same(xp, body)


def test_choice_without_size_copies_rows(xp):
    # size=None from an array of two or more dimensions: NumPy's take, a new array (writing to
    # it leaves the population as it was)
    def body(xp):
        g = xp.random.default_rng(3)
        a = xp.arange(24).reshape(2, 3, 4)
        r0, r1, r2 = g.choice(a), g.choice(a, axis=-1), g.choice(a, axis=1, shuffle=False)
        r0[...] = -1
        r1[...] = -2
        r2[...] = -3
        return r0, r1, r2, a, g.random(2)
    assert_same(xp, body)


def test_out_given_by_position(xp):
    # out is the last positional parameter of random, standard_normal, standard_exponential and
    # standard_gamma: filled and returned as by keyword; a NumPy out is NumPy's, returned
    def body(xp):
        g = xp.random.default_rng(8)
        outs = [xp.zeros(3), xp.zeros((2, 2), dtype=numpy.float32), xp.zeros(3), xp.zeros(3),
                numpy.zeros(4)]
        got = [g.random(None, numpy.float64, outs[0]),
               g.standard_normal(None, numpy.float32, outs[1]),
               g.standard_exponential(3, numpy.float64, "inv", outs[2]),
               g.standard_gamma(xp.asarray([1.0, 2.0, 3.0]), None, numpy.float64, outs[3]),
               g.random(4, numpy.float64, outs[4])]
        return ([r is o for r, o in zip(got, outs)], outs[:4], outs[4].tolist(), type(got[4]).__name__,
                _outcome(lambda: g.random(None, numpy.float64, outs[0], 5)), g.random(2))
    assert_same(xp, body)


def test_permuted_out_of_other_kinds(xp):
    # a NumPy out is filled by NumPy's permuted (and returned); a cast refused into the out of a
    # 0-d x names a scalar, as NumPy's copyto does
    def body(xp):
        g = xp.random.default_rng(5)
        o = numpy.zeros((2, 3), dtype=numpy.int64)
        r = g.permuted(xp.arange(6).reshape(2, 3), axis=1, out=o)
        return [r is o, o.tolist(), _outcome(lambda: g.permuted(xp.arange(6).reshape(2, 3),
                                                        out=numpy.zeros((3, 2), numpy.int64))),
                _outcome(lambda: g.permuted(xp.asarray(3.0), out=xp.zeros((), numpy.float32))),
                g.random(2)]
    assert_same(xp, body)


def test_permutation_of_an_empty_array_returns_it(xp):
    # NumPy copies a 1-d array only where it shares memory with x, which no empty one does
    def body(xp):
        a = xp.zeros(0)
        return [xp.random.default_rng(1).permutation(a) is a,
                xp.random.RandomState(1).permutation(a) is a]
    assert_same(xp, body)


def test_device_scalar_arguments_reach_samplers_as_scalars(xp):
    # a device scalar is given to NumPy's sampler as NumPy's scalar of its type (NumPy's
    # messages name that type, and its values are read as a scalar's)
    def body(xp):
        g = xp.random.default_rng(1)
        f, t, n = xp.asarray([2.5])[0], xp.asarray([True])[0], xp.asarray([4])[0]
        return [_outcome(lambda: g.choice(f)), _outcome(lambda: g.random(t)),
                _outcome(lambda: g.integers(f)), g.choice(n, 2), g.permutation(n),
                g.normal(f), xp.random.RandomState(2).randint(n, size=n), g.random(2)]
    assert_same(xp, body)
