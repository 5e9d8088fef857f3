"""The legacy RandomState and module functions of gpnumpy.random against NumPy's (same seeds, same
numbers, results as gpnumpy arrays)."""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same

CALLS = [
    ("rand", (3, 2), {}), ("randn", (5,), {}), ("randint", (0, 10), {"size": 6}),
    ("random_sample", (4,), {}), ("random", (4,), {}), ("ranf", (3,), {}), ("sample", (3,), {}),
    ("choice", (10, 4), {}), ("permutation", (8,), {}), ("normal", (1.0, 2.0, 5), {}),
    ("uniform", (0, 3, 5), {}), ("binomial", (10, 0.5, 5), {}), ("poisson", (3.0, 5), {}),
    ("standard_normal", (7,), {}), ("exponential", (2.0, 4), {}), ("gamma", (2.0, 1.0, 3), {}),
    ("beta", (2.0, 3.0, 3), {}), ("multinomial", (10, [0.2, 0.8], 3), {}),
    ("multivariate_normal", ([0.0, 1.0], [[1.0, 0.0], [0.0, 2.0]], 3), {}),
    ("bytes", (5,), {}), ("rand", (), {}), ("randint", (5,), {}),
]


@pytest.mark.parametrize("call", CALLS, ids=lambda c: c[0])
def test_module_functions(xp, call):
    name, args, kwargs = call

    def body(xp):
        xp.random.seed(1234)
        a = getattr(xp.random, name)(*args, **kwargs)
        return a, xp.random.rand(2)
    assert_same(xp, body, approx=True)


def test_state_round_trip_and_randomstate(xp):
    def body(xp):
        xp.random.seed(5)
        st = xp.random.get_state()
        a = xp.random.randn(4)
        xp.random.set_state(st)
        b = xp.random.randn(4)
        rs = xp.random.RandomState(77)
        d = rs.get_state(legacy=False)
        c = rs.randint(0, 100, size=5)
        rs.set_state(d)
        return a, b, c, rs.randint(0, 100, size=5), rs.tomaxint(2)
    assert_same(xp, body)


def test_legacy_shuffle_permutation_choice(xp):
    def body(xp):
        rs = xp.random.RandomState(3)
        x = xp.arange(12).reshape(4, 3)
        rs.shuffle(x)
        y = xp.arange(9)
        rs.shuffle(y)
        return (x, y, rs.permutation(xp.arange(6).reshape(3, 2)), rs.permutation(5),
                rs.choice(xp.arange(10) * 2, 3), rs.choice(xp.arange(5), 3, replace=False),
                rs.choice(xp.arange(5)), rs.rand(2))
    assert_same(xp, body)


def test_legacy_errors(xp):
    assert_same(xp, lambda xp: xp.random.RandomState(1).choice(xp.arange(6).reshape(2, 3)))
    assert_same(xp, lambda xp: xp.random.RandomState(1).permutation(xp.asarray(numpy.float64(2))))
    assert_same(xp, lambda xp: xp.random.RandomState(1).normal(0, -1, 3))


def test_module_seed_of_another_bit_generator(xp):
    # the module-level seed reseeds whatever bit generator the singleton has (set_bit_generator)
    # as a new one of its type with that seed; NumPy 2.5 also drops the kept Gaussian
    def body(xp):
        original = xp.random.get_bit_generator()
        try:
            bg = xp.random.SFC64(3)
            xp.random.set_bit_generator(bg)
            first = xp.random.standard_normal()  # (keeps its second Gaussian)
            xp.random.seed(2024)
            a = xp.random.standard_normal(3)
            st = xp.random.get_state(legacy=False)
            xp.random.seed(2024)
            b = xp.random.standard_normal()
            xp.random.seed(xp.asarray([7, 8]))
            c = xp.random.randint(0, 1000, 4)
            return (first, a, b, c, st["bit_generator"], st["has_gauss"],
                    st["state"]["state"].tolist(), xp.random.get_bit_generator() is bg)
        finally:
            xp.random.set_bit_generator(original)
    assert_same(xp, body)
    assert_same(xp, lambda xp: xp.random.seed(-1))


def test_randomstate_pickle_keeps_gaussian(xp):
    # a pickled RandomState holds its kept Gaussian (its bit generator's state does not)
    import pickle

    def body(xp):
        out = []
        for rs in (xp.random.RandomState(0), xp.random.RandomState(xp.random.PCG64(5))):
            rs.standard_normal()
            copy = pickle.loads(pickle.dumps(rs))
            out += [copy.get_state(legacy=False)["has_gauss"], copy.standard_normal(2),
                    rs.standard_normal(2), type(copy._bit_generator).__name__]
        return out
    assert_same(xp, body)


def test_numpy_warnings_from_the_users_line():
    # NumPy's compiled samplers warn from the line that called them: the user's, not gpnumpy's
    import warnings

    import gpnumpy
    calls = [lambda: gpnumpy.random.shuffle({0: 0, 1: 1, 2: 2}),
             lambda: gpnumpy.random.RandomState(1).shuffle({0: 0, 1: 1, 2: 2}),
             lambda: gpnumpy.random.default_rng(1).shuffle({0: 0, 1: 1, 2: 2}),
             lambda: gpnumpy.random.RandomState(1).random_integers(5, size=3),
             lambda: gpnumpy.random.RandomState(gpnumpy.random.PCG64()).get_state()]
    for call in calls:
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            call()
        assert len(got) == 1 and got[0].filename == __file__, [(w.filename, w.message) for w in got]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(UserWarning, match="you are shuffling a 'dict' object"):
            gpnumpy.random.default_rng(1).shuffle({0: 0, 1: 1})


def test_mtrand_module_and_poisson_bound(xp):
    # np.random.mtrand holds the legacy names, the module functions' own singleton among them
    # (scikit-learn's check_random_state(None) returns np.random.mtrand._rand); RandomState and
    # Generator have NumPy's _poisson_lam_max
    def body(xp):
        m = xp.random.mtrand
        m.seed(11)
        a = m.rand(3)
        xp.random.seed(11)
        b = xp.random.rand(3)
        xp.random.seed(12)
        c = m._rand.randint(0, 100, 4)
        bg = xp.random.PCG64(5)
        original = xp.random.get_bit_generator()
        try:
            m.set_bit_generator(bg)
            swapped = [type(m._rand._bit_generator).__name__, xp.random.get_bit_generator() is bg]
        finally:
            m.set_bit_generator(original)
        lam = xp.random.RandomState(0)._poisson_lam_max
        return [a, b, c, swapped, sorted(m.__all__), m.rand is xp.random.rand,
                m.RandomState is xp.random.RandomState, isinstance(m._rand, xp.random.RandomState),
                lam, xp.random.default_rng(0)._poisson_lam_max]
    assert_same(xp, body)


def test_randomstate_pickling_constructor(xp):
    # RandomState.__reduce__ is NumPy's triple: a constructor taking the bit generator or (old
    # pickles) a bit generator's name, the bit generator, the state with the kept Gaussian
    def body(xp):
        rs = xp.random.RandomState(xp.random.MT19937(0))
        rs.standard_normal(1)
        ctor, (bitgen,), state = rs.__reduce__()
        named = ctor("MT19937")
        named.set_state(state)
        return [type(bitgen).__name__, type(ctor("PCG64")._bit_generator).__name__,
                named.standard_normal(3), rs.standard_normal(3),
                type(ctor(xp.random.SFC64(1))._bit_generator).__name__]
    assert_same(xp, body)


def test_warning_then_error_gives_both():
    # random_integers warns of its deprecation before it checks its bounds: NumPy gives the
    # warning (from the user's line) and then raises; the warning is not lost with the error
    import warnings

    import gpnumpy
    seen = []
    for mod in (numpy, gpnumpy):
        for size in ((2, 3), numpy.array([2, 3])):
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                with pytest.raises(ValueError, match="high is out of bounds for int64"):
                    mod.random.RandomState(9).random_integers(-5, 2 ** 63, size=size)
            seen.append([(w.category, str(w.message), w.filename) for w in got])
    assert seen[2:] == seen[:2]
    assert seen[0][0] == (DeprecationWarning, "This function is deprecated. Please call "
                          "randint(-5, 9223372036854775808 + 1) instead", __file__)


def test_parameter_cast_warnings_from_the_users_line():
    # the casts of integer parameters warn inside NumPy's compiled samplers: from the user's line
    import warnings

    import gpnumpy
    big = numpy.float32(2.0 ** 63)
    for mod in (numpy, gpnumpy):
        calls = [lambda: mod.random.default_rng(1).integers(mod.asarray([1 + 0j]), 10),
                 lambda: mod.random.RandomState(1).randint(mod.asarray([1 + 0j]), 10),
                 lambda: mod.random.default_rng(1).binomial(big, 0.5),
                 lambda: mod.random.RandomState(1).hypergeometric(big, 5, 3),
                 lambda: mod.random.default_rng(1).multinomial(big, [0.5, 0.5])]
        for call in calls:
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                try:
                    call()
                except (ValueError, OverflowError):  # (after the warning, as NumPy's)
                    pass
            assert got and all(w.filename == __file__ for w in got), (
                mod.__name__, [(w.filename, w.message) for w in got])
