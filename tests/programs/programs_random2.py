"""More programs on gpnumpy.random as NumPy users write them: seeded Generators mixing many
methods in one stream, distributions with broadcast parameter arrays (gpnumpy arrays among
them), size tuples, dtype= and out=, choice with p and without replacement, shuffle, permutation
and permuted along axes, legacy seed/RandomState code, state round trips (bit_generator.state,
get_state/set_state, spawn, jumped) and the bad parameters users pass.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Integers and uniform draws print exactly; other floats are rounded (device math may differ in the
last bits).
"""
from .runner import attempt_rounded as attempt, collection, r6, show_rounded as show


PROGRAMS, program = collection()


# ---- one stream, many methods ------------------------------------------------------------------

@program
def mixed_calls_stay_in_step(np):
    rng = np.random.default_rng(20240501)
    print(rng.integers(0, 10, 3), rng.random(2).tolist())
    show(rng.normal(size=2))
    print(rng.choice(5, 2, replace=False), rng.permutation(4))
    show(rng.gamma(2.0, size=2))
    print(rng.poisson(3.0, 3), rng.integers(100))
    print(rng.random(), rng.uniform(2, 3))
    x = np.arange(6)
    rng.shuffle(x)
    print(x, rng.binomial(10, 0.5, 2))
    show(rng.standard_normal())
    print(rng.integers(0, 10, (2, 2)), rng.bytes(3).hex())
    print(rng.random(3).tolist())


@program
def mixed_calls_legacy_stream(np):
    np.random.seed(99)
    print(np.random.randint(0, 10, 4), np.random.rand(2).tolist())
    show(np.random.randn(2))
    print(np.random.choice(8, 3, replace=False), np.random.permutation(5))
    show(np.random.gamma(1.5, 2.0, 2))
    x = np.arange(5)
    np.random.shuffle(x)
    print(x, np.random.poisson(2, 3), np.random.binomial(4, 0.5, 3))
    show(np.random.normal())
    print(np.random.random_integers(5), np.random.rand())
    print(np.random.rand(3).tolist())


@program
def float32_stream_consumption(np):
    rng = np.random.default_rng(7)
    a = rng.random(3, dtype=np.float32)
    b = rng.random(3)
    print(a.tolist(), a.dtype, b.tolist())
    c = rng.standard_normal(3, dtype=np.float32)
    show(c)
    print(rng.integers(0, 1000, 3, dtype=np.int32), rng.integers(0, 1000, 3, dtype=np.int16))
    show(rng.standard_exponential(3, dtype=np.float32))
    show(rng.standard_gamma(2.0, 3, dtype=np.float32))
    print(rng.random(2).tolist())
    r = rng.random(dtype=np.float32)
    print(type(r).__name__, r)


# ---- parameters as gpnumpy arrays --------------------------------------------------------------

@program
def broadcast_params_device_arrays(np):
    rng = np.random.default_rng(123)
    loc = np.linspace(-1, 1, 3)
    scale = np.array([[0.5], [2.0]])
    show(rng.normal(loc, scale))
    show(rng.lognormal(loc, 0.25, size=(2, 3)))
    show(rng.laplace(loc, scale))
    show(rng.logistic(loc, scale, size=(4, 2, 3)).mean(axis=0).shape)
    show(rng.gumbel(loc=loc))
    show(rng.uniform(loc, loc + 1))
    show(rng.exponential(np.arange(1, 4) * 1.0))
    show(rng.weibull(np.array([0.5, 1.0, 2.0])))
    show(rng.pareto(np.array([[1.0], [3.0]]), size=(2, 2)))
    show(rng.rayleigh(scale=np.array([1.0, 2.0])))
    show(rng.wald(np.array([1.0, 2.0]), np.array([[1.0], [0.5]])))


@program
def discrete_broadcast_params(np):
    rng = np.random.default_rng(321)
    n = np.array([5, 10, 20])
    p = np.array([[0.1], [0.5], [0.9]])
    b = rng.binomial(n, p)
    print(b, b.dtype, b.shape)
    print(rng.negative_binomial(n, 0.5))
    print(rng.poisson(np.array([0.5, 5.0, 50.0]), size=(2, 3)))
    print(rng.geometric(np.array([0.2, 0.8])))
    print(rng.hypergeometric(np.array([10, 20]), np.array([5, 5]), 3))
    print(rng.zipf(np.array([2.0, 3.0, 4.0])))
    print(rng.logseries(np.array([0.1, 0.9])))
    print(rng.binomial(np.int32(7), np.float32(0.25), size=4))
    attempt(rng.binomial, n, p, size=(2, 3))
    attempt(rng.poisson, np.array([1.0, 2.0]), size=(3, 3))


@program
def legacy_broadcast_params(np):
    rs = np.random.RandomState(17)
    mu = np.array([0.0, 10.0, 100.0])
    show(rs.normal(mu, 1.0))
    show(rs.normal(mu, np.array([[1.0], [0.1]])))
    show(rs.uniform(mu, mu + 1, size=(2, 3)))
    print(rs.binomial(np.array([1, 10]), 0.5, size=(3, 2)))
    print(rs.poisson(np.array([1.0, 4.0])), rs.randint(np.array([1, 5]), 10))
    show(rs.gamma(np.array([0.5, 5.0]), np.array([2.0, 0.2])))
    show(rs.beta(np.array([1.0, 2.0]), 3.0))
    attempt(rs.normal, mu, 1.0, size=4)
    attempt(rs.randint, np.array([5, 1]), 3)


@program
def integers_array_bounds(np):
    rng = np.random.default_rng(44)
    lo = np.array([0, 10, -5])
    hi = np.array([5, 11, 5])
    print(rng.integers(lo, hi))
    print(rng.integers(lo, hi, endpoint=True, size=(2, 3)))
    print(rng.integers(lo, hi, dtype=np.int8), rng.integers(0, hi, dtype=np.int8).dtype)
    print(rng.integers(np.array([[1], [100]]), 1000, size=(2, 4)).shape)
    attempt(rng.integers, lo, np.array([5, 10, 5]))
    attempt(rng.integers, np.array([0, 1]), np.array([1, 2, 3]))
    attempt(rng.integers, np.array([0, -1]), 10, dtype=np.uint8)
    attempt(rng.integers, 0, np.array([10, 300]), dtype=np.uint8)
    attempt(rng.integers, np.array([1.5, 2.0]), 5)


# ---- size, dtype, out ---------------------------------------------------------------------------

@program
def size_as_lists_and_numpy_ints(np):
    rng = np.random.default_rng(5)
    print(rng.random([2, 2]).shape, rng.normal(size=[3]).shape)
    print(rng.integers(5, size=np.int16(3)), rng.integers(5, size=(np.int64(2), 2)).shape)
    print(rng.poisson(2, size=np.array([2, 3])).shape)
    print(rng.gamma(1.0, size=(1, 1, 1)).shape, rng.binomial(3, 0.5, size=()).shape)
    attempt(rng.random, (2, -2))
    attempt(rng.normal, size=(2.0, 3))
    attempt(rng.integers, 5, size="3")
    attempt(rng.poisson, 1, size=[-1])


@program
def out_arrays_for_generator(np):
    rng = np.random.default_rng(88)
    buf = np.zeros((3, 2))
    r = rng.random(out=buf)
    print(r is buf, buf.tolist())
    r = rng.standard_normal(size=(3, 2), out=buf)
    show(buf)
    f32 = np.ones(4, dtype=np.float32)
    rng.random(out=f32, dtype=np.float32)
    print(f32.tolist())
    e = np.empty(3)
    rng.standard_exponential(out=e)
    show(e)
    g = np.empty(2)
    rng.standard_gamma(3.0, out=g)
    show(g)
    attempt(rng.random, out=np.zeros(3, dtype=np.int64))
    attempt(rng.standard_normal, out=np.zeros(3), dtype=np.float32)
    attempt(rng.standard_normal, size=(3, 1), out=np.zeros((3, 2)))
    attempt(rng.standard_gamma, [1.0, 2.0], out=np.zeros(3))
    sl = np.zeros(6)
    attempt(rng.random, out=sl[::2])
    print(rng.random(2).tolist())


@program
def out_into_views_and_readonly(np):
    rng = np.random.default_rng(19)
    m = np.zeros((4, 3))
    rng.random(out=m[1:3])
    print(m.tolist())
    ro = np.zeros(3)
    ro.flags.writeable = False
    attempt(rng.random, out=ro)
    attempt(rng.standard_normal, out=ro)
    print(rng.integers(0, 100, 3))


@program
def integer_dtypes_strings(np):
    rng = np.random.default_rng(202)
    for dt in ("i1", "u1", "int16", "uint32", "i8", np.dtype("int32"), "bool", bool, int):
        r = rng.integers(0, 2, size=4, dtype=dt)
        print(r, r.dtype)
    attempt(rng.integers, 0, 2, dtype="f8")
    attempt(rng.integers, 0, 2, dtype="c16")
    attempt(rng.integers, 0, 2, dtype=np.float16)
    attempt(rng.integers, 0, 256, dtype="i1")
    attempt(rng.integers, -129, 0, dtype=np.int8)
    print(rng.integers(-128, 127, size=3, dtype=np.int8, endpoint=True))
    print(rng.integers(0, 255, size=3, dtype=np.uint8, endpoint=True))
    s = rng.integers(0, 5, dtype=np.uint16)
    print(type(s).__name__, s)


@program
def legacy_randint_and_scalars(np):
    rs = np.random.RandomState(1)
    x = rs.randint(10)
    print(type(x).__name__, x)
    y = rs.randint(10, dtype=np.uint8)
    print(type(y).__name__, y)
    print(rs.randint(0, 10, size=(2, 2), dtype="i2"), rs.randint(2, size=3, dtype=bool))
    attempt(rs.randint, 3, size=3, dtype=bool)
    z = rs.rand()
    print(type(z).__name__, z)
    w = rs.normal()
    print(type(w).__name__, round(w, 6))
    p = rs.poisson(3)
    print(type(p).__name__, p)
    print(type(rs.binomial(5, 0.5)).__name__, type(rs.choice(4)).__name__)
    attempt(rs.randint, 0, 2 ** 63, dtype=np.int64)
    attempt(rs.randint, 0, 2, dtype="f4")
    attempt(rs.randint, 10, 10)


# ---- choice -----------------------------------------------------------------------------------

@program
def choice_with_device_population(np):
    rng = np.random.default_rng(61)
    pop = np.arange(10, 20)
    print(rng.choice(pop, 4), rng.choice(pop, 4, replace=False))
    p = np.linspace(1, 10, 10)
    p = p / p.sum()
    s = rng.choice(pop, size=(2, 3), p=p)
    print(s, s.dtype)
    print(rng.choice(pop, 5, replace=False, p=p))
    v = rng.choice(pop)
    print(type(v).__name__, v)
    m = np.arange(20).reshape(4, 5)
    print(rng.choice(m, 2, axis=0), rng.choice(m, 3, axis=1, replace=False))
    print(rng.choice(m, (2, 2), axis=1).shape)
    w = rng.choice(np.array([0.5, 1.5, 2.5]), 2)
    print(w.tolist(), w.dtype)
    attempt(rng.choice, pop, 11, replace=False)
    attempt(rng.choice, pop, 3, p=p[:5])


@program
def choice_probabilities_errors(np):
    rng = np.random.default_rng(9)
    attempt(rng.choice, 4, p=[0.25, 0.25, 0.25, 0.26])
    attempt(rng.choice, 4, p=[0.5, 0.5, 0.5, -0.5])
    attempt(rng.choice, 4, p=[np.nan, 0.5, 0.25, 0.25])
    attempt(rng.choice, 4, p=np.array([0.25] * 4))
    attempt(rng.choice, 4, p=np.array([0.5, 0.5]))
    attempt(rng.choice, 4, 3, replace=False, p=[0.9, 0.1, 0.0, 0.0])
    attempt(rng.choice, 4, p=[1, 0, 0, 0])
    attempt(rng.choice, 3, size=2.5)
    attempt(rng.choice, 3, size=-1)
    np.random.seed(9)
    attempt(np.random.choice, 4, p=[0.25, 0.25, 0.25, 0.26])
    attempt(np.random.choice, 4, p=[0.5, 0.5, 0.5, -0.5])
    attempt(np.random.choice, 4, 3, replace=False, p=[0.9, 0.1, 0.0, 0.0])
    attempt(np.random.choice, 4, p=np.array([0.25] * 4))
    attempt(np.random.choice, np.arange(5), 2, p=np.full(5, 0.2))
    attempt(np.random.choice, np.arange(5), 6, replace=False)


@program
def choice_legacy_device_population(np):
    np.random.seed(3)
    colors = np.array([10, 20, 30, 40])
    print(np.random.choice(colors, 6), np.random.choice(colors, 2, replace=False))
    print(np.random.choice(colors, (2, 2), p=[0.1, 0.2, 0.3, 0.4]))
    c = np.random.choice(colors)
    print(type(c).__name__, c)
    attempt(np.random.choice, np.zeros((2, 2)), 2)
    attempt(np.random.choice, np.array([], dtype=np.int64), 1)
    print(np.random.choice(np.array([], dtype=np.int64), 0))
    rs = np.random.RandomState(3)
    print(rs.choice(colors, 3, replace=False, p=np.array([0.4, 0.3, 0.2, 0.1])))


@program
def weighted_sampling_without_replacement(np):
    rng = np.random.default_rng(2025)
    items = np.array(["apple", "kiwi", "plum", "fig", "lime"])
    weights = np.array([5, 1, 1, 2, 1], dtype=float)
    picks = rng.choice(items, size=3, replace=False, p=weights / weights.sum())
    print(picks, picks.dtype)
    counts = np.zeros(5, dtype=int)
    for _ in range(200):
        counts[rng.choice(5, 2, replace=False, p=weights / weights.sum())] += 1
    print(counts, counts.sum())
    print(rng.choice(5, 5, replace=False, p=weights / weights.sum()))
    print(rng.choice(5, 3, replace=False, shuffle=False))


# ---- shuffle, permutation, permuted ----------------------------------------------------------

@program
def shuffle_along_axes_3d(np):
    rng = np.random.default_rng(111)
    a = np.arange(24).reshape(2, 3, 4)
    rng.shuffle(a, axis=2)
    print(a)
    rng.shuffle(a, axis=-2)
    print(a[0])
    rng.shuffle(a, axis=0)
    print(a[:, 0, 0])
    attempt(rng.shuffle, a, axis=3)
    attempt(rng.shuffle, a, axis=-4)
    b = np.arange(10.0)
    rng.shuffle(b[::2])
    print(b.tolist())
    c = np.arange(12).reshape(3, 4).T
    rng.shuffle(c)
    print(c)


@program
def permutation_axes_and_dtypes(np):
    rng = np.random.default_rng(303)
    a = np.arange(12).reshape(3, 4)
    print(rng.permutation(a, axis=-1))
    print(rng.permutation(a.astype(np.float32)).dtype, rng.permutation(a > 5).dtype)
    print(rng.permutation(np.int8(5)), rng.permutation(np.uint8(4)).dtype)
    p = rng.permutation(np.array([1 + 2j, 3 - 1j]))
    print(p, p.dtype)
    attempt(rng.permutation, a, axis=2)
    attempt(rng.permutation, -3)
    attempt(rng.permutation, 2.5)
    attempt(rng.permutation, np.array(4))
    q = rng.permutation(a)
    print(q.flags["OWNDATA"] or q.base is not a, (q.sum(axis=1) % 4 == 2).all())


@program
def permuted_each_row_independently(np):
    rng = np.random.default_rng(404)
    m = np.tile(np.arange(5), (3, 1))
    r = rng.permuted(m, axis=1)
    print(r, r.dtype, (np.sort(r, axis=1) == m).all())
    print(m[0])
    c = rng.permuted(m, axis=0)
    print(c)
    f = rng.permuted(m)
    print(f.shape, np.sort(f.ravel()).tolist() == np.sort(m.ravel()).tolist())
    out = np.empty((3, 5), dtype=np.float64)
    rng.permuted(m, axis=1, out=out)
    print(out.tolist())
    rng.permuted(out, axis=1, out=out)
    print(out[0].tolist())
    attempt(rng.permuted, m, axis=1, out=np.empty((3, 4)))
    attempt(rng.permuted, m.astype(float), axis=1, out=np.empty((3, 5), dtype=np.int64))
    attempt(rng.permuted, m, axis=2)


@program
def legacy_shuffle_multidim(np):
    rs = np.random.RandomState(5)
    a = np.arange(9).reshape(3, 3)
    rs.shuffle(a)
    print(a)
    b = np.arange(6.0).reshape(3, 2)
    rs.shuffle(b)
    print(b.tolist())
    p = rs.permutation(a)
    print(p, p.dtype)
    np.random.seed(5)
    s = np.array(["a", "b", "c", "d"])
    np.random.shuffle(s)
    print(s)
    e = np.zeros((0, 3))
    np.random.shuffle(e)
    print(e.shape, np.random.permutation(np.zeros((0, 2))).shape)
    print(np.random.randint(100, size=3))


# ---- state round trips ----------------------------------------------------------------------

@program
def checkpoint_and_resume_generator(np):
    rng = np.random.default_rng(555)
    warm = rng.normal(size=5)
    state = rng.bit_generator.state
    a = rng.integers(0, 10 ** 6, 4)
    b = rng.random(2)
    rng.bit_generator.state = state
    a2 = rng.integers(0, 10 ** 6, 4)
    b2 = rng.random(2)
    print(a, (a == a2).all(), b.tolist() == b2.tolist())
    fresh = np.random.default_rng()
    fresh.bit_generator.state = state
    print(fresh.integers(0, 10 ** 6, 4))
    show(warm)
    st = rng.bit_generator.state
    print(st["has_uint32"], st["uinteger"] if st["has_uint32"] else 0)
    rng.integers(0, 10, dtype=np.int32)
    st = rng.bit_generator.state
    print(st["has_uint32"])


@program
def legacy_state_tuple_round_trip(np):
    np.random.seed(2718)
    np.random.randn()  # leaves a cached gaussian
    st = np.random.get_state()
    print(st[0], st[2], st[3], round(st[4], 6))
    a = np.random.randn(3)
    np.random.set_state(st)
    b = np.random.randn(3)
    print(r6(a).tolist() == r6(b).tolist())
    rs = np.random.RandomState()
    rs.set_state(st)
    print(r6(rs.randn(3)).tolist() == r6(a).tolist())
    d = np.random.get_state(legacy=False)
    print(d["bit_generator"], d["has_gauss"], sorted(d["state"]))
    np.random.set_state(d)
    print(np.random.randint(0, 100, 3))
    attempt(np.random.set_state, ("PCG64", st[1], st[2]))
    attempt(np.random.set_state, {"bit_generator": "PCG64"})
    attempt(np.random.set_state, "state")


@program
def spawn_and_jumped_workers(np):
    root = np.random.default_rng(31337)
    workers = root.spawn(3)
    print([w.integers(0, 100, 2).tolist() for w in workers])
    print(root.integers(0, 100, 2))
    again = np.random.default_rng(31337).spawn(3)
    print([a.integers(0, 100, 2).tolist() for a in again])
    bg = np.random.PCG64(8)
    jumps = [np.random.Generator(bg.jumped(k)) for k in (1, 2)]
    print([j.random(2).tolist() for j in jumps])
    attempt(root.spawn, -1)
    print(len(root.spawn(0)))
    ss = np.random.SeedSequence(8)
    gens = [np.random.Generator(np.random.Philox(s)) for s in ss.spawn(2)]
    print([g.integers(0, 1000, 3).tolist() for g in gens])


@program
def seed_sequence_reproducibility(np):
    ss = np.random.SeedSequence(42)
    print(ss.generate_state(3).tolist(), ss.generate_state(1, np.uint64).dtype)
    print(ss.spawn(1)[0].spawn_key, ss.spawn(1)[0].spawn_key, ss.n_children_spawned)
    g1 = np.random.default_rng(np.random.SeedSequence(42, spawn_key=(0,)))
    g2 = np.random.default_rng(42).spawn(1)[0]
    print(g1.integers(0, 1000, 3), g2.integers(0, 1000, 3))
    print(np.random.SeedSequence(0).entropy, np.random.SeedSequence([0, 0]).generate_state(2))
    attempt(ss.generate_state, 2, np.int32)
    attempt(np.random.SeedSequence, [1, -1])


@program
def bit_generator_state_other_kinds(np):
    for name in ("MT19937", "Philox", "SFC64", "PCG64DXSM"):
        bg = getattr(np.random, name)(10)
        g = np.random.Generator(bg)
        g.integers(0, 10, 3)
        st = g.bit_generator.state
        x = g.random(3).tolist()
        g.bit_generator.state = st
        print(name, x == g.random(3).tolist(), g.integers(0, 100, 2))
    attempt(setattr, np.random.PCG64(1), "state", np.random.MT19937(1).state)


@program
def random_state_from_generator_state(np):
    g = np.random.Generator(np.random.MT19937(12))
    rs = np.random.RandomState(np.random.MT19937(12))
    print(g.integers(0, 100, 3), rs.randint(0, 100, 3))
    rs2 = np.random.RandomState(12)
    print(rs2.random_sample(2).tolist(), np.random.RandomState(12).rand(2).tolist())
    np.random.set_state(rs2.get_state())
    print(np.random.rand(2).tolist(), rs2.rand(2).tolist())
    print(str(np.random.RandomState(np.random.PCG64(1))))
    print(np.random.RandomState(np.random.PCG64(1)).randint(0, 100, 3))


# ---- distributions in use -------------------------------------------------------------------

@program
def sample_statistics_match(np):
    rng = np.random.default_rng(1001)
    n = 20000
    x = rng.normal(3.0, 2.0, n)
    print(round(float(x.mean()), 1), round(float(x.std()), 1))
    e = rng.exponential(0.5, n)
    print(round(float(e.mean()), 2))
    g = rng.gamma(4.0, 0.5, n)
    print(round(float(g.mean()), 1), round(float(g.var()), 1))
    u = rng.uniform(-2, 2, n)
    print(round(float(u.mean()), 1), float(u.min()) >= -2, float(u.max()) < 2)
    b = rng.binomial(50, 0.3, n)
    print(round(float(b.mean())), b.min() >= 0, b.max() <= 50)
    hist, _ = np.histogram(rng.integers(0, 4, n), bins=4)
    print(hist.sum(), (np.abs(hist - n / 4) < 400).all())


@program
def distributions_scalar_results(np):
    rng = np.random.default_rng(2)
    for name, args in (("normal", (0, 1)), ("gamma", (2.0,)), ("beta", (1, 2)),
                       ("binomial", (3, 0.5)), ("poisson", (2,)), ("geometric", (0.3,)),
                       ("hypergeometric", (4, 4, 2)), ("chisquare", (2,)),
                       ("standard_cauchy", ()), ("triangular", (0, 1, 2)), ("vonmises", (0, 1)),
                       ("negative_binomial", (2, 0.5)), ("zipf", (3.0,)), ("logseries", (0.3,))):
        v = getattr(rng, name)(*args)
        print(name, type(v).__name__, round(float(v), 6))
    print(type(rng.normal([0.0])).__name__, rng.normal([0.0]).shape)
    print(type(rng.poisson(np.float64(2.0))).__name__)
    print(type(rng.normal(np.array(1.0))).__name__)


@program
def multivariate_normal_from_covariance(np):
    rng = np.random.default_rng(4242)
    A = np.array([[2.0, 0.3, 0.0], [0.3, 1.0, 0.2], [0.0, 0.2, 0.5]])
    mean = np.array([1.0, 0.0, -1.0])
    s = rng.multivariate_normal(mean, A, size=4)
    show(s)
    show(rng.multivariate_normal(mean, A, method="cholesky"))
    show(rng.multivariate_normal(mean, A, size=2, method="eigh"))
    attempt(rng.multivariate_normal, mean, A[:2, :2])
    attempt(rng.multivariate_normal, mean, A, method="qr")
    attempt(rng.multivariate_normal, mean, np.array([[1.0, 2.0, 0.0], [2.0, 1.0, 0.0],
                                                     [0.0, 0.0, 1.0]]), check_valid="raise")
    attempt(rng.multivariate_normal, mean, A, check_valid="maybe")
    np.random.seed(4242)
    show(np.random.multivariate_normal(mean, A, 2))


@program
def dirichlet_and_multinomial_rows(np):
    rng = np.random.default_rng(777)
    alpha = np.array([0.5, 1.0, 2.0, 4.0])
    d = rng.dirichlet(alpha, size=(2, 3))
    print(d.shape, r6(d.sum(axis=-1)))
    show(rng.dirichlet(alpha))
    pvals = np.array([0.1, 0.2, 0.3, 0.4])
    m = rng.multinomial(np.array([10, 100]), pvals)
    print(m, m.sum(axis=1), m.dtype)
    m2 = rng.multinomial(20, np.array([[0.5, 0.5, 0.0, 0.0], [0.25, 0.25, 0.25, 0.25]]))
    print(m2)
    attempt(rng.dirichlet, [0.0, 0.0])
    attempt(rng.dirichlet, np.array([[1.0, 2.0]]))
    attempt(rng.multinomial, 10, [0.5, 0.5, 0.5])
    attempt(rng.multinomial, 10, [[0.5, 0.5]], size=3)
    np.random.seed(777)
    print(np.random.multinomial(10, np.array([0.2, 0.8]), size=2))
    attempt(np.random.multinomial, 10, [0.5, 0.6])


@program
def multivariate_hypergeometric_draws(np):
    rng = np.random.default_rng(66)
    colors = np.array([16, 8, 4])
    print(rng.multivariate_hypergeometric(colors, 6))
    print(rng.multivariate_hypergeometric(colors, 6, size=(2, 2)).shape)
    print(rng.multivariate_hypergeometric([3, 3], 6, method="marginals"))
    attempt(rng.multivariate_hypergeometric, colors, 29)
    attempt(rng.multivariate_hypergeometric, [3, -1], 1)
    attempt(rng.multivariate_hypergeometric, [3, 3], 2, method="pick")
    attempt(rng.multivariate_hypergeometric, [2.5, 3], 2)


@program
def bad_scales_generator(np):
    rng = np.random.default_rng(13)
    for name, args in (("normal", (0, [1.0, -0.5])), ("gamma", (2.0, -1.0)),
                       ("exponential", ([1.0, -1.0],)), ("laplace", (0, -1)),
                       ("logistic", (0, -2)), ("gumbel", (0, -1)), ("rayleigh", (-1,)),
                       ("wald", (1, 0)), ("weibull", (-1,)), ("pareto", (0,)), ("power", (0,)),
                       ("chisquare", (0,)), ("f", (1, 0)), ("standard_t", (0,)),
                       ("noncentral_chisquare", (1, -1)), ("noncentral_f", (1, 1, -1)),
                       ("beta", (1, -1)), ("vonmises", (0, -1)), ("lognormal", (0, -1)),
                       ("standard_gamma", (-1,))):
        attempt(getattr(rng, name), *args)
    print(rng.random(2).tolist())


@program
def bad_discrete_params_generator(np):
    rng = np.random.default_rng(14)
    attempt(rng.binomial, 5, [0.5, 1.1])
    attempt(rng.binomial, [5, -1], 0.5)
    attempt(rng.binomial, 5, np.nan)
    attempt(rng.negative_binomial, 0, 0.5)
    attempt(rng.negative_binomial, 5, 0)
    attempt(rng.poisson, np.nan)
    attempt(rng.geometric, 1.5)
    attempt(rng.geometric, [0.5, -0.1])
    attempt(rng.hypergeometric, -1, 5, 2)
    attempt(rng.hypergeometric, 5, 5, 0)
    attempt(rng.hypergeometric, 5, 5, 11)
    attempt(rng.zipf, [2.0, 0.5])
    attempt(rng.logseries, 1.0)
    attempt(rng.logseries, -0.1)
    attempt(rng.integers, 10, 0)
    attempt(rng.integers, 0, 0, endpoint=False)
    print(rng.integers(0, 0, endpoint=True, size=3))
    print(rng.integers(1, 2, size=2))


@program
def bad_parameters_legacy_module(np):
    np.random.seed(15)
    attempt(np.random.gamma, 1.0, -1.0)
    attempt(np.random.exponential, [1.0, -1.0])
    attempt(np.random.beta, -1, 1)
    attempt(np.random.geometric, 0)
    attempt(np.random.hypergeometric, 2, 2, 5)
    attempt(np.random.negative_binomial, -1, 0.5)
    attempt(np.random.zipf, 0.9)
    attempt(np.random.logseries, 2)
    attempt(np.random.triangular, 2, 1, 0)
    attempt(np.random.vonmises, 0, -2)
    attempt(np.random.wald, -1, 1)
    attempt(np.random.randint, 5)
    attempt(np.random.randint, 0)
    attempt(np.random.uniform, np.nan, 1)
    attempt(np.random.normal, [0, 0], [1, 1], size=3)
    attempt(np.random.dirichlet, [])
    attempt(np.random.dirichlet, [-1, 1])
    attempt(np.random.standard_t, -1)
    print(np.random.randint(5, size=3))


@program
def uniform_low_high_quirks(np):
    rng = np.random.default_rng(16)
    print(rng.uniform(5, 5, 2).tolist())
    attempt(rng.uniform, 5, 1, 2)
    attempt(rng.uniform, np.array([0.0, 1.0]), 0.5)
    print(rng.uniform(np.array([0.0, 1.0]), 2.5).tolist())
    attempt(rng.uniform, 0, 1e308 * 10)
    attempt(rng.uniform, -1e308, 1e308)
    np.random.seed(16)
    attempt(np.random.uniform, 3, 1, 2)
    attempt(np.random.uniform, -1e308, 1e308)
    print(np.random.uniform(low=[1, 2], high=3).tolist())


# ---- idioms ---------------------------------------------------------------------------------

@program
def kfold_cross_validation(np):
    rng = np.random.default_rng(2020)
    n = 12
    idx = rng.permutation(n)
    folds = np.array_split(idx, 3)
    for k, test in enumerate(folds):
        train = np.setdiff1d(idx, test)
        print(k, np.sort(test), train.size)
    X = rng.normal(size=(n, 2))
    y = (X[:, 0] > 0).astype(int)
    perm = rng.permutation(n)
    print(y[perm], r6(X[perm][:2]))


@program
def minibatch_sgd_loop(np):
    rng = np.random.default_rng(0)
    X = rng.normal(size=(64, 3))
    true_w = np.array([1.0, -2.0, 0.5])
    y = X @ true_w + 0.01 * rng.standard_normal(64)
    w = np.zeros(3)
    for epoch in range(5):
        order = rng.permutation(64)
        for start in range(0, 64, 16):
            b = order[start:start + 16]
            grad = 2 * X[b].T @ (X[b] @ w - y[b]) / len(b)
            w -= 0.1 * grad
    print(np.round(w, 3))


@program
def dropout_and_augmentation(np):
    rng = np.random.default_rng(9)
    batch = np.ones((2, 3, 4), dtype=np.float32)
    mask = rng.random(batch.shape) > 0.25
    out = np.where(mask, batch / 0.75, 0).astype(np.float32)
    print(mask.sum(), out.dtype, r6(out[0, 0]))
    flips = rng.integers(0, 2, size=2).astype(bool)
    imgs = np.arange(2 * 4).reshape(2, 4)
    imgs[flips] = imgs[flips][:, ::-1]
    print(flips, imgs)
    noise = rng.normal(0, 0.1, batch.shape).astype(np.float32)
    print(noise.dtype, noise.shape, r6(noise[1, 2]))
    crops = rng.integers(0, 3, size=(2, 2))
    print(crops)


@program
def gillespie_queue_simulation(np):
    rng = np.random.default_rng(31)
    t, queue, times = 0.0, 0, []
    lam, mu = 1.0, 1.5
    for _ in range(50):
        rate = lam + (mu if queue > 0 else 0)
        t += rng.exponential(1 / rate)
        if rng.random() < lam / rate:
            queue += 1
        else:
            queue -= 1
        times.append(queue)
    print(round(t, 6), times[-10:], max(times))


@program
def bootstrap_with_legacy_api(np):
    np.random.seed(100)
    data = np.array([12.0, 15.5, 9.8, 11.2, 14.1, 13.3, 10.0, 16.2])
    boots = np.array([np.random.choice(data, data.size).mean() for _ in range(200)])
    print(r6(boots[:4]), r6(np.percentile(boots, [5, 95])))
    idx = np.random.randint(0, data.size, (100, data.size))
    print(idx[0], r6(data[idx].mean(axis=1).std()))


@program
def reservoir_and_random_split(np):
    rng = np.random.default_rng(72)
    stream = np.arange(100, 200)
    k = 5
    res = stream[:k].copy()
    for i in range(k, stream.size):
        j = rng.integers(0, i + 1)
        if j < k:
            res[j] = stream[i]
    print(res)
    mask = rng.random(10) < 0.3
    print(mask, np.flatnonzero(mask))
    parts = np.split(rng.permutation(10), [6, 8])
    print([p.tolist() for p in parts])


@program
def random_sample_of_rows_with_replacement(np):
    rng = np.random.default_rng(81)
    table = np.array([[1, 10], [2, 20], [3, 30], [4, 40]])
    rows = rng.choice(table, size=3, replace=True)
    print(rows)
    sample = table[rng.integers(0, len(table), size=5)]
    print(sample[:, 1])
    shuffled = rng.permuted(table, axis=0)
    print(shuffled)
    cols = rng.choice(table, 1, axis=1)
    print(cols.ravel())


# ---- calling mistakes -----------------------------------------------------------------------

@program
def wrong_argument_counts(np):
    rng = np.random.default_rng(10)
    attempt(rng.permuted, np.arange(4), 0)  # (axis is keyword-only)
    attempt(rng.normal, 0, 1, 3, 4)
    attempt(rng.random, 3, np.float32, None, 1)
    attempt(rng.integers)
    attempt(rng.choice)
    attempt(rng.choice, 5, 2, True, None, 0, True, 1)
    attempt(rng.shuffle)
    attempt(rng.permutation, np.arange(3), 0, 1)
    attempt(rng.spawn)
    attempt(rng.uniform, 0, 1, 2, low=0)
    attempt(rng.standard_exponential, 2, np.float64, "zig", None, 1)
    attempt(rng.exponential, scale=1.0, sigma=2.0)
    rs = np.random.RandomState(10)
    attempt(rs.shuffle)
    attempt(rs.permutation, np.arange(3), 0)
    attempt(rs.choice)
    attempt(rs.seed, 1, 2)
    attempt(rs.get_state, True, 1)
    attempt(rs.set_state)
    attempt(np.random.seed, 1, 2)
    attempt(np.random.choice)
    attempt(np.random.shuffle, np.arange(3), 0)
    attempt(np.random.rand, size=3)
    print(rng.integers(0, 100, 3), rs.randint(0, 100, 3))


@program
def singleton_bit_generator_swap(np):
    old = np.random.get_bit_generator()
    np.random.set_bit_generator(np.random.PCG64(3))
    print(np.random.randint(0, 100, 4), type(np.random.get_bit_generator()).__name__)
    attempt(np.random.set_bit_generator, 5)
    attempt(np.random.set_bit_generator, "PCG64")
    np.random.set_bit_generator(np.random.MT19937(3))
    print(np.random.randint(0, 100, 4))
    np.random.set_bit_generator(old)
    np.random.seed(3)
    print(np.random.randint(0, 100, 4))


# ---- other dtypes, views, empty and read-only arrays -------------------------------------------

@program
def shuffle_dates_records_and_strings(np):
    rng = np.random.default_rng(5)
    days = np.arange("2024-01-01", "2024-01-08", dtype="datetime64[D]")
    print(rng.choice(days, 3), rng.permutation(days))
    rng.shuffle(days)
    print(days)
    recs = np.zeros(4, dtype=[("id", "i4"), ("score", "f8")])
    recs["id"] = np.arange(4)
    recs["score"] = np.array([0.5, 1.5, 2.5, 3.5])
    rng.shuffle(recs)
    print(recs)
    print(rng.permutation(recs)["id"], rng.choice(recs, 2)["id"])
    words = np.array(["x", "yy", "zzz"])
    print(rng.choice(words, 5), rng.permuted(words))
    z = np.array([1 + 1j, 2 - 2j, 3j], dtype=np.complex64)
    rng.shuffle(z)
    print(z, rng.choice(z, 2).dtype)
    np.random.seed(5)
    print(np.random.choice(days, 2), np.random.permutation(words))
    np.random.shuffle(recs)
    print(recs["id"])


@program
def shuffle_views_in_place(np):
    rng = np.random.default_rng(6)
    m = np.arange(12.0).reshape(4, 3)
    rng.shuffle(m[:, 1])
    print(m)
    rng.shuffle(m[::2])
    print(m)
    rng.shuffle(m.T)
    print(m)
    a = np.arange(10)
    rng.shuffle(a[2:8])
    print(a)
    rng.shuffle(a.reshape(2, 5), axis=1)
    print(a)
    np.random.seed(6)
    np.random.shuffle(m[1:3])
    print(m)


@program
def read_only_and_broadcast_inputs(np):
    rng = np.random.default_rng(8)
    b = np.broadcast_to(np.arange(3), (2, 3))
    attempt(rng.shuffle, b)
    ro = np.arange(6).reshape(2, 3)
    ro.flags.writeable = False
    attempt(rng.shuffle, ro, axis=1)
    attempt(rng.permuted, ro, out=ro)
    show(rng.permuted(ro))
    show(rng.permutation(ro))
    np.random.seed(8)
    attempt(np.random.shuffle, b)
    attempt(np.random.shuffle, ro[0])
    print(np.random.randint(100, size=3), rng.integers(100, size=3))


@program
def empty_shuffles_keep_stream(np):
    rs = np.random.RandomState(1)
    rs.shuffle(np.zeros((3, 0)))  # (the legacy loop still draws for each row)
    print(rs.randint(100, size=3))
    np.random.seed(1)
    np.random.shuffle(np.zeros((4, 0)))
    print(np.random.randint(100, size=3))
    print(np.random.permutation(np.zeros((4, 0))).shape, np.random.randint(100, size=3))
    rng = np.random.default_rng(1)
    rng.shuffle(np.zeros((3, 0)))
    print(rng.integers(100, size=3))
    print(rng.permutation(np.zeros((4, 0))).shape, rng.integers(100, size=3))
    print(rng.permuted(np.zeros((4, 0)), axis=0).shape, rng.integers(100, size=3))
    print(rng.permuted(np.zeros((0, 4)), axis=1).shape, rng.integers(100, size=3))
    attempt(rng.choice, np.zeros((2, 0)), axis=1)
    show(rng.choice(np.zeros((2, 0)), 0, axis=1))


@program
def device_scalars_and_sizes_as_arguments(np):
    rng = np.random.default_rng(8)
    print(rng.normal([np.array(1.0), np.array(2.0)], 1).round(6))
    print(rng.integers(np.array(3), np.array(10), size=np.array(2)))
    print(rng.choice(np.array(5), np.array(3)), rng.choice(np.arange(5), np.array([2, 2])))
    print(type(rng.normal(np.array(1.0), np.array(0.5))).__name__,
          type(rng.integers(np.array(1), np.array(5))).__name__)
    r = rng.choice(np.arange(6).reshape(3, 2), size=())
    print(type(r).__name__, r)
    attempt(rng.choice, np.arange(5), 2.0)
    attempt(rng.shuffle, np.arange(6).reshape(2, 3), np.array(1))
    attempt(rng.choice, np.arange(6).reshape(2, 3), 2, axis=np.int8(1))
    np.random.seed(8)
    print(np.random.randint(np.array(10), size=np.array([2])),
          type(np.random.normal(np.array(1.0), np.array(0.5))).__name__)
    attempt(np.random.choice, np.arange(5), np.array(3), replace=False)
    attempt(np.random.permutation, np.array(3.5))
