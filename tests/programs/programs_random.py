"""Seeded random numbers as real code uses them: reproducible streams (default_rng, np.random.seed
and the legacy functions), Generator methods and distributions, parameter broadcasting, state
round trips, the bit generators, SeedSequence, bootstrap and Monte-Carlo idioms, train/test
splits, and NumPy's errors for bad parameters.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Integers and uniform draws print exactly; other floats are rounded (device math may differ in the
last bits).
"""
from .runner import attempt_rounded as attempt, collection, r6, show_rounded as show


PROGRAMS, program = collection()


# ---- reproducibility ---------------------------------------------------------------------------

@program
def rng_same_seed_same_stream(np):
    a = np.random.default_rng(2024)
    b = np.random.default_rng(2024)
    x, y = a.random(5), b.random(5)
    print(x.tolist(), x.dtype, (x == y).all())
    print(a.integers(0, 10, 8), b.integers(0, 10, 8).tolist())
    show(a.normal(size=3))
    show(b.normal(size=3))
    c = np.random.default_rng(np.random.SeedSequence(2024))
    print(c.random(2).tolist() == np.random.default_rng(2024).random(2).tolist())
    print(np.random.default_rng([1, 2, 3]).integers(100, size=4))
    print(np.random.default_rng(np.int64(7)).integers(100, size=4))
    print(np.random.default_rng(np.array([5, 6])).random(2).tolist())


@program
def legacy_seed_functions(np):
    np.random.seed(123)
    print(np.random.rand(3).tolist())
    print(np.random.rand(2, 2).tolist())
    show(np.random.randn(2, 3))
    print(np.random.randint(10), np.random.randint(5, 10, size=4),
          np.random.randint(3, size=(2, 2)))
    print(np.random.random_sample(3).tolist(), np.random.random((1, 2)).tolist())
    print(np.random.ranf(2).tolist(), np.random.sample(2).tolist())
    print(type(np.random.rand()).__name__, type(np.random.randint(4)).__name__)
    x = np.arange(10)
    np.random.shuffle(x)
    print(x)
    print(np.random.permutation(7), np.random.permutation(np.arange(4) * 10))
    print(np.random.choice(5, 3), np.random.choice([1.5, 2.5, 3.5], 2))
    np.random.seed(123)
    print(np.random.rand(3).tolist())


@program
def legacy_randint_dtypes(np):
    np.random.seed(5)
    for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64,
               bool):
        r = np.random.randint(0, 2, size=5, dtype=dt)
        print(r, r.dtype)
    print(np.random.randint(-5, 5, size=(2, 3)))
    print(np.random.randint(np.array([0, 10, 100]), np.array([5, 20, 200])))
    print(np.random.randint(2 ** 40, size=3))
    attempt(np.random.randint, 5, 1)
    attempt(np.random.randint, 0, 300, dtype=np.uint8)
    attempt(np.random.randint, 0, 10, dtype=np.float64)
    attempt(np.random.randint, -1, 5, dtype=np.uint8)


@program
def random_state_objects(np):
    rs = np.random.RandomState(42)
    print(rs.rand(3).tolist(), rs.randint(0, 100, 5))
    show(rs.normal(10, 2, 3))
    show(rs.standard_normal((2, 2)))
    rs2 = np.random.RandomState(42)
    print((rs2.rand(3) == np.random.RandomState(42).rand(3)).all())
    st = rs.get_state()
    print(type(st).__name__, st[0], len(st), st[1].dtype, st[1].shape, st[2:])
    a = rs.random_sample(4)
    rs.set_state(st)
    print((rs.random_sample(4) == a).all())
    d = rs.get_state(legacy=False)
    print(sorted(d), d["bit_generator"])
    rs3 = np.random.RandomState(np.random.MT19937(42))
    print(rs3.randint(100, size=3))
    print(str(rs).startswith("RandomState(MT19937)"))


@program
def global_state_round_trip(np):
    np.random.seed(0)
    st = np.random.get_state()
    first = np.random.randn(4)
    np.random.rand(10)
    np.random.set_state(st)
    again = np.random.randn(4)
    print((first == again).all())
    show(first)
    print(np.random.get_state()[3:], np.random.get_state(legacy=False)["has_gauss"])
    np.random.seed(1)
    np.random.standard_normal()
    print(np.random.get_state()[3], round(np.random.get_state()[4], 6))


# ---- Generator basics ----------------------------------------------------------------------------

@program
def integers_endpoint_dtype(np):
    rng = np.random.default_rng(11)
    print(rng.integers(5, size=6), rng.integers(1, 6, size=6, endpoint=True))
    for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
        r = rng.integers(0, 100, size=4, dtype=dt)
        print(r, r.dtype)
    b = rng.integers(0, 2, size=6, dtype=bool)
    print(b, b.dtype, rng.integers(0, 1, size=3, dtype=bool, endpoint=True))
    print(rng.integers(-2 ** 63, 2 ** 63 - 1, size=2, endpoint=True))
    print(rng.integers(0, 2 ** 64, size=2, dtype=np.uint64))
    print(rng.integers([0, 10, 100], [5, 15, 105]))
    print(rng.integers(np.array([[0], [100]]), 110, size=(2, 3)))
    x = rng.integers(10)
    print(type(x).__name__, x)
    print(rng.integers(7, 8, size=3), rng.integers(3, size=0), rng.integers(3, size=(2, 0)).shape)


@program
def random_dtype_and_out(np):
    rng = np.random.default_rng(3)
    a = rng.random(4)
    print(a.tolist(), a.dtype)
    b = rng.random(3, dtype=np.float32)
    print(b.tolist(), b.dtype)
    c = rng.random((2, 2), dtype="f4")
    print(c.dtype, c.shape)
    out = np.zeros(5)
    r = rng.random(out=out)
    print(r is out, out.tolist())
    o2 = np.empty((2, 3))
    rng.standard_normal(out=o2)
    show(o2)
    o3 = np.empty(4, dtype=np.float32)
    rng.standard_exponential(out=o3, dtype=np.float32)
    show(o3)
    s = rng.random()
    print(type(s).__name__, s)
    attempt(rng.random, 3, dtype=np.int32)
    attempt(rng.random, out=np.zeros(3, dtype=np.float32))
    attempt(rng.random, size=4, out=np.zeros(3))
    attempt(rng.random, out=np.zeros((4, 4))[:, 0])


@program
def uniform_and_scalars(np):
    rng = np.random.default_rng(8)
    u = rng.uniform(-1, 1, 5)
    print(u.tolist(), u.dtype)
    print(rng.uniform(size=3).tolist(), rng.uniform(0.5).__class__.__name__)
    print(rng.uniform(np.array([0., 10.]), np.array([1., 20.])).tolist())
    print(rng.uniform(0, np.array([[1.], [2.]]), size=(2, 3)).tolist())
    print(type(rng.normal()).__name__, type(rng.exponential()).__name__,
          type(rng.poisson(3)).__name__, type(rng.binomial(3, .5)).__name__,
          type(rng.integers(2, size=None)).__name__)
    print(rng.standard_normal(size=()).shape, type(rng.standard_normal(dtype=np.float32)))
    attempt(rng.uniform, 0, np.inf)
    attempt(rng.uniform, 3, 1, 3)


@program
def distributions_continuous(np):
    rng = np.random.default_rng(42)
    show(rng.normal(5, 2, 4))
    show(rng.standard_normal((2, 2)))
    show(rng.exponential(3.0, 3))
    show(rng.gamma(2.0, 2.0, 3))
    show(rng.standard_gamma(0.5, 3))
    show(rng.beta(2, 5, 3))
    show(rng.lognormal(0, 0.5, 3))
    show(rng.standard_t(4, 3))
    show(rng.chisquare(3, 3))
    show(rng.f(5, 10, 3))
    show(rng.triangular(0, 1, 3, 4))
    show(rng.vonmises(0, 4, 3))
    show(rng.laplace(0, 1, 3))
    show(rng.logistic(0, 1, 3))
    show(rng.gumbel(0, 1, 3))
    show(rng.weibull(1.5, 3))
    show(rng.pareto(3, 3))
    show(rng.power(2, 3))
    show(rng.rayleigh(2, 3))
    show(rng.wald(1, 2, 3))
    show(rng.standard_cauchy(3))
    show(rng.noncentral_chisquare(3, 2, 3))
    show(rng.noncentral_f(3, 5, 1, 3))


@program
def distributions_discrete(np):
    rng = np.random.default_rng(7)
    show(rng.binomial(10, 0.3, 6))
    show(rng.poisson(4.0, 6))
    show(rng.poisson([1, 10, 100]))
    show(rng.geometric(0.25, 6))
    show(rng.negative_binomial(5, 0.5, 4))
    show(rng.hypergeometric(10, 5, 6, 5))
    show(rng.zipf(2.0, 5))
    show(rng.logseries(0.6, 5))
    show(rng.binomial(np.array([1, 10, 100]), 0.5))
    show(rng.multinomial(20, [0.2, 0.3, 0.5]))
    show(rng.multinomial(10, [0.5, 0.5], size=3))
    show(rng.multinomial([5, 10], [0.1, 0.9]))
    show(rng.multivariate_hypergeometric([5, 3, 2], 4))
    show(rng.multivariate_hypergeometric([5, 3, 2], 4, size=2, method="count"))
    show(rng.poisson(0.0, 3))


@program
def distributions_multivariate(np):
    rng = np.random.default_rng(99)
    mean = np.array([1.0, -1.0])
    cov = np.array([[2.0, 0.5], [0.5, 1.0]])
    s = rng.multivariate_normal(mean, cov, size=5)
    show(s)
    show(rng.multivariate_normal(mean, cov))
    show(rng.multivariate_normal(mean, cov, size=(2, 2), method="cholesky"))
    show(rng.multivariate_normal([0, 0], [[1, 0], [0, 1]], 3, method="eigh"))
    big = rng.multivariate_normal(mean, cov, size=20000)
    print(r6(big.mean(0).round(1)), r6(np.cov(big.T).round(1)))
    d = rng.dirichlet([1.0, 2.0, 3.0], 3)
    show(d)
    print(r6(d.sum(axis=1)))
    show(rng.dirichlet([0.5, 0.5]))
    attempt(rng.multivariate_normal, mean, np.eye(3))
    attempt(rng.dirichlet, [1.0, -1.0])


@program
def parameter_broadcasting(np):
    rng = np.random.default_rng(5)
    loc = np.arange(3.0)
    scale = np.array([[1.0], [10.0]])
    x = rng.normal(loc, scale)
    show(x)
    show(rng.normal(loc, 1.0, size=(4, 3)))
    show(rng.gamma(np.array([1.0, 2.0, 3.0]), 2.0))
    show(rng.binomial(np.array([[10], [20]]), np.array([0.1, 0.5, 0.9])))
    show(rng.poisson(np.array([[1.0, 2.0], [3.0, 4.0]]), size=(3, 2, 2)))
    show(rng.triangular(np.zeros(3), np.array([0.5, 1.0, 1.5]), 2.0))
    attempt(rng.normal, loc, 1.0, size=(2, 2))
    attempt(rng.normal, np.zeros(3), np.ones(4))
    show(rng.exponential([1.0, 2.0]))
    show(rng.uniform(low=[0, 1], high=[[2], [3]]))


# ---- choice, shuffle, permutation ------------------------------------------------------------

@program
def choice_variants(np):
    rng = np.random.default_rng(1)
    print(rng.choice(10, 5), rng.choice(10, 5, replace=False))
    print(rng.choice(np.arange(100, 110), size=(2, 3)))
    print(rng.choice(["red", "green", "blue"], 4, p=[0.5, 0.25, 0.25]))
    print(rng.choice(5, 3, p=[0.1, 0.2, 0.3, 0.2, 0.2], replace=False))
    m = np.arange(12).reshape(4, 3)
    print(rng.choice(m, 2), rng.choice(m, 2, axis=1).tolist())
    print(rng.choice(m, 3, replace=False, shuffle=False))
    print(rng.choice(m, 2, replace=False, axis=1, shuffle=False))
    c = rng.choice(np.array([1.5, 2.5, 3.5]))
    print(type(c).__name__, c)
    print(rng.choice(4), type(rng.choice(4)).__name__)
    print(rng.choice([[1, 2], [3, 4], [5, 6]]))
    print(rng.choice(np.arange(5), size=()), rng.choice(5, 0).shape, rng.choice(5, 0).dtype)


@program
def choice_errors(np):
    rng = np.random.default_rng(2)
    attempt(rng.choice, 5, 6, replace=False)
    attempt(rng.choice, 3, p=[0.5, 0.5])
    attempt(rng.choice, 3, p=[0.5, 0.6, -0.1])
    attempt(rng.choice, 3, p=[0.2, 0.2, 0.2])
    attempt(rng.choice, 0, 1)
    attempt(rng.choice, [], 2)
    attempt(rng.choice, np.array([]), 2)
    attempt(rng.choice, -3)
    attempt(rng.choice, np.arange(6).reshape(2, 3), axis=2)
    attempt(rng.choice, 3, p=[[0.5, 0.5]])
    attempt(rng.choice, 4, 3, replace=False, p=[0.0, 0.0, 0.5, 0.5])
    print(rng.choice(np.arange(4), 0))
    attempt(rng.choice, 2.5)
    np.random.seed(0)
    attempt(np.random.choice, 5, 6, replace=False)
    attempt(np.random.choice, [], 3)
    attempt(np.random.choice, np.arange(6).reshape(2, 3))
    attempt(np.random.choice, 3, p=[0.4, 0.4, 0.4])
    attempt(np.random.choice, 0)


@program
def shuffle_and_permute_axes(np):
    rng = np.random.default_rng(12)
    x = np.arange(12).reshape(3, 4)
    rng.shuffle(x)
    print(x)
    rng.shuffle(x, axis=1)
    print(x)
    print(rng.permutation(x, axis=1))
    print(rng.permutation(10), rng.permutation([3, 1, 4, 1, 5]))
    print(rng.permuted(np.arange(12).reshape(3, 4), axis=1))
    print(rng.permuted(np.arange(12).reshape(3, 4), axis=0))
    print(rng.permuted(np.arange(6)))
    out = np.empty((2, 3), dtype=np.int64)
    r = rng.permuted(np.arange(6).reshape(2, 3), axis=1, out=out)
    print(r is out, out)
    lst = list(range(6))
    rng.shuffle(lst)
    print(lst)
    y = np.arange(5.0)
    rng.shuffle(y[1:])
    print(y)
    attempt(rng.shuffle, np.arange(6).reshape(2, 3), axis=2)
    attempt(rng.permutation, np.float64(3.0))
    attempt(rng.shuffle, np.array(5))
    ro = np.arange(4)
    ro.flags.writeable = False
    attempt(rng.shuffle, ro)


@program
def legacy_shuffle_permutation(np):
    np.random.seed(10)
    x = np.arange(12).reshape(4, 3)
    np.random.shuffle(x)
    print(x)
    print(np.random.permutation(x))
    p = np.random.permutation(6)
    print(p, p.dtype)
    print(np.random.permutation(np.int32(5)).dtype)
    print(np.random.permutation(["a", "b", "c"]))
    lst = [1, 2, 3, 4]
    np.random.shuffle(lst)
    print(lst)
    attempt(np.random.permutation, np.array(3.0))
    attempt(np.random.shuffle, np.array(3))
    rs = np.random.RandomState(3)
    z = np.arange(8.0)
    rs.shuffle(z)
    print(z.tolist(), rs.permutation(5))


@program
def bytes_and_small_things(np):
    rng = np.random.default_rng(4)
    b = rng.bytes(8)
    print(type(b).__name__, len(b), b.hex())
    np.random.seed(4)
    print(np.random.bytes(5).hex())
    print(rng.bytes(0))
    print(rng.integers(0, 256, 4, dtype=np.uint8).tobytes().hex())


# ---- bit generators and SeedSequence -------------------------------------------------------------

@program
def bit_generators_streams(np):
    for name in ("PCG64", "PCG64DXSM", "Philox", "MT19937", "SFC64"):
        bg = getattr(np.random, name)(1234)
        g = np.random.Generator(bg)
        print(name, g.random(2).tolist(), g.integers(0, 1000, 3), type(g.bit_generator).__name__)
        show(g.standard_normal(2))
    g = np.random.Generator(np.random.PCG64(1))
    print(str(g), repr(g).startswith("Generator(PCG64) at 0x"))
    print(np.random.default_rng(np.random.Philox(7)).integers(100, size=3))
    print(np.random.default_rng(np.random.MT19937(7)).integers(100, size=3))


@program
def bit_generator_state_round_trip(np):
    rng = np.random.default_rng(21)
    rng.random(3)
    st = rng.bit_generator.state
    print(st["bit_generator"], sorted(st), sorted(st["state"]))
    a = rng.integers(0, 1000, 5)
    rng.bit_generator.state = st
    b = rng.integers(0, 1000, 5)
    print(a, b, (a == b).all())
    other = np.random.Generator(np.random.PCG64())
    other.bit_generator.state = st
    print(other.integers(0, 1000, 5))
    ph = np.random.Philox(3)
    g = np.random.Generator(ph)
    g.random(1)
    s = ph.state
    x = g.random(3).tolist()
    ph.state = s
    print(x == g.random(3).tolist(), s["buffer_pos"], s["bit_generator"])
    mt = np.random.MT19937(0)
    print(mt.state["state"]["key"].shape, mt.state["state"]["pos"])
    try:
        rng.bit_generator.state = {"bit_generator": "MT19937"}
    except Exception as e:
        print(type(e).__name__, e)


@program
def seed_sequence_spawn(np):
    ss = np.random.SeedSequence(12345)
    print(ss.entropy, ss.spawn_key, ss.pool_size, ss.n_children_spawned)
    print(ss.generate_state(4), ss.generate_state(2, dtype=np.uint64))
    kids = ss.spawn(3)
    print([k.spawn_key for k in kids], ss.n_children_spawned)
    gens = [np.random.default_rng(k) for k in kids]
    print([g.integers(0, 100, 3).tolist() for g in gens])
    rng = np.random.default_rng(12345)
    children = rng.spawn(2)
    print([type(c).__name__ for c in children], [c.integers(100, size=2).tolist()
                                                  for c in children])
    bgs = np.random.PCG64(5).spawn(2)
    print([np.random.Generator(b).random(2).tolist() for b in bgs])
    ss2 = np.random.SeedSequence(entropy=1, spawn_key=(2,))
    print(np.random.default_rng(ss2).integers(100, size=3))
    print(np.random.SeedSequence([1, 2, 3]).generate_state(3))


@program
def jumped_and_advance(np):
    bg = np.random.PCG64(77)
    streams = [np.random.Generator(bg.jumped(i)) for i in range(3)]
    print([s.integers(0, 1000, 3).tolist() for s in streams])
    a = np.random.PCG64(1)
    a.advance(10)
    b = np.random.PCG64(1)
    b.random_raw(10)
    print(a.state == b.state, a.random_raw(2), b.random_raw(2))
    ph = np.random.Philox(9).jumped()
    print(np.random.Generator(ph).integers(100, size=4))
    mt = np.random.MT19937(9).jumped(2)
    print(np.random.Generator(mt).integers(100, size=4))


@program
def parallel_workers_seeding(np):
    seeds = np.random.SeedSequence(2023).spawn(4)
    totals = []
    for s in seeds:
        g = np.random.default_rng(s)
        draws = g.integers(1, 7, size=(100, 2)).sum(axis=1)
        totals.append(int((draws == 7).sum()))
    print(totals)
    g = np.random.default_rng(2023)
    results = [c.random() for c in g.spawn(3)]
    print([round(r, 12) for r in results])


# ---- idioms ---------------------------------------------------------------------------------

@program
def bootstrap_mean_ci(np):
    rng = np.random.default_rng(0)
    data = np.array([2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8, 4.1, 3.9, 2.5])
    idx = rng.integers(0, data.size, size=(1000, data.size))
    means = data[idx].mean(axis=1)
    print(idx[:2], means.shape, r6(means[:3]))
    lo, hi = np.percentile(means, [2.5, 97.5])
    print(r6(lo), r6(hi))
    boots = rng.choice(data, size=(500, data.size), replace=True)
    print(r6(np.median(boots, axis=1)[:5]), r6(boots.std(axis=1, ddof=1).mean()))


@program
def monte_carlo_pi(np):
    rng = np.random.default_rng(314)
    n = 100000
    xy = rng.random((n, 2))
    inside = (xy ** 2).sum(axis=1) <= 1.0
    print(int(inside.sum()), r6(4 * inside.mean()))
    np.random.seed(314)
    u = np.random.rand(n)
    v = np.random.rand(n)
    print(int((u * u + v * v <= 1).sum()))
    est = [4 * (rng.random((1000, 2)) ** 2).sum(1).__le__(1).mean() for _ in range(3)]
    print([r6(e) for e in est])


@program
def train_test_split(np):
    rng = np.random.default_rng(42)
    X = np.arange(40).reshape(20, 2)
    y = np.arange(20) % 3
    perm = rng.permutation(len(X))
    cut = int(0.8 * len(X))
    tr, te = perm[:cut], perm[cut:]
    print(te, X[te].tolist(), y[te])
    np.random.seed(42)
    idx = np.random.permutation(20)
    print(idx[:5])
    mask = rng.random(20) < 0.7
    print(mask.sum(), X[~mask][:, 0])
    folds = np.array_split(rng.permutation(20), 4)
    print([f.tolist() for f in folds])
    strat = [rng.choice(np.flatnonzero(y == k), 2, replace=False) for k in range(3)]
    print(np.concatenate(strat))


@program
def random_walks(np):
    rng = np.random.default_rng(17)
    steps = rng.choice([-1, 1], size=(3, 50))
    walks = steps.cumsum(axis=1)
    print(walks[:, -1], walks.max(axis=1), np.abs(walks).argmax(axis=1))
    g = rng.normal(0, 0.01, size=(2, 250))
    prices = 100 * np.exp(g.cumsum(axis=1))
    print(prices.shape, r6(prices[:, -1]))
    np.random.seed(17)
    w = np.where(np.random.rand(100) > 0.5, 1, -1).cumsum()
    print(w[-5:], w.min())


@program
def noise_and_dropout(np):
    rng = np.random.default_rng(123)
    x = np.linspace(0, 1, 8)
    noisy = x + rng.normal(scale=0.1, size=x.shape)
    show(noisy)
    mask = rng.random((3, 4)) > 0.5
    print(mask.astype(int), mask.dtype)
    keep = rng.binomial(1, 0.8, size=(2, 5))
    print(keep, keep.dtype)
    w = rng.standard_normal((3, 2)) * np.sqrt(2 / 3)
    show(w.astype(np.float32))
    he = rng.uniform(-np.sqrt(6 / 5), np.sqrt(6 / 5), size=(2, 2))
    print(he.tolist())


@program
def sampling_weighted_events(np):
    rng = np.random.default_rng(55)
    weights = np.array([5.0, 1.0, 3.0, 1.0])
    p = weights / weights.sum()
    draws = rng.choice(len(p), size=1000, p=p)
    print(np.bincount(draws, minlength=4))
    arrivals = rng.exponential(scale=2.0, size=10).cumsum()
    print(r6(arrivals[-1]), int((arrivals < 10).sum()))
    counts = rng.poisson(lam=3.0, size=(4, 5))
    print(counts.sum(axis=0), counts.dtype)
    k = rng.multinomial(100, p)
    print(k, k.sum())
    cat = rng.choice(["a", "b", "c", "d"], size=8, p=p)
    print(cat, cat.dtype)


@program
def simulate_dice_and_cards(np):
    rng = np.random.default_rng(6)
    rolls = rng.integers(1, 7, size=(1000, 2))
    sums = rolls.sum(axis=1)
    print(np.bincount(sums)[2:], rolls.dtype)
    deck = np.arange(52)
    rng.shuffle(deck)
    hands = deck[:20].reshape(4, 5)
    print(hands, hands // 13)
    print(rng.permutation(deck)[:5])
    coin = rng.integers(0, 2, size=20, dtype=bool)
    print(coin.sum(), np.diff(np.flatnonzero(np.diff(coin.astype(int)))).max())


@program
def legacy_distributions(np):
    np.random.seed(8)
    show(np.random.normal(1, 2, 3))
    show(np.random.uniform(0, 10, 3))
    show(np.random.exponential(2, 3))
    show(np.random.gamma(2, 1, 3))
    show(np.random.beta(0.5, 0.5, 3))
    show(np.random.binomial(20, 0.4, 4))
    show(np.random.poisson(5, 4))
    show(np.random.multinomial(10, [0.3, 0.7], size=2))
    show(np.random.multivariate_normal([0, 1], [[1, 0.2], [0.2, 1]], 2))
    show(np.random.dirichlet([1, 1, 1]))
    show(np.random.standard_t(5, 2))
    show(np.random.lognormal(0, 1, 2))
    show(np.random.geometric(0.4, 4))
    show(np.random.hypergeometric(7, 3, 4, 4))
    show(np.random.triangular(-1, 0, 2, 3))
    show(np.random.vonmises(1, 2, 2))
    show(np.random.zipf(3, 4))
    show(np.random.negative_binomial(3, 0.3, 3))
    show(np.random.logseries(0.5, 3))
    show(np.random.random_integers(1, 6, 4))
    show(np.random.chisquare(2, 2))
    show(np.random.standard_cauchy(2))
    show(np.random.wald(2, 1, 2))
    show(np.random.rayleigh(1, 2))
    show(np.random.weibull(2, 2))
    show(np.random.pareto(2, 2))
    show(np.random.power(3, 2))
    show(np.random.laplace(size=2))
    show(np.random.logistic(size=2))
    show(np.random.gumbel(size=2))
    show(np.random.f(2, 3, 2))
    show(np.random.noncentral_chisquare(2, 1, 2))
    show(np.random.noncentral_f(2, 3, 1, 2))
    show(np.random.standard_gamma(2, 2))
    show(np.random.standard_exponential(2))


@program
def bad_parameters_generator(np):
    rng = np.random.default_rng(0)
    attempt(rng.normal, 0, -1)
    attempt(rng.exponential, -2.0)
    attempt(rng.binomial, 10, 1.5)
    attempt(rng.binomial, -1, 0.5)
    attempt(rng.poisson, -1)
    attempt(rng.poisson, 1e20)
    attempt(rng.gamma, -1)
    attempt(rng.beta, 0, 1)
    attempt(rng.geometric, 0)
    attempt(rng.hypergeometric, 5, 5, 20)
    attempt(rng.triangular, 1, 0, 2)
    attempt(rng.triangular, 0, 0, 0)
    attempt(rng.zipf, 1.0)
    attempt(rng.uniform, 0, np.nan)
    attempt(rng.standard_normal, -1)
    attempt(rng.integers, 5, 5)
    attempt(rng.integers, 0, 2 ** 63)
    attempt(rng.integers, -1, 10, dtype=np.uint32)
    attempt(rng.integers, 0, 10, dtype=np.float64)
    attempt(rng.integers, 1.5)
    attempt(rng.multinomial, 10, [0.5, 0.6])
    attempt(rng.multinomial, -1, [0.5, 0.5])
    attempt(rng.vonmises, 0, -1)
    attempt(rng.lognormal, 0, -1)
    attempt(rng.normal, size=(2, -1))
    attempt(rng.normal, size=2.5)
    attempt(rng.normal, np.array([0.0, 1.0]), np.array([1.0, -1.0]))
    attempt(rng.poisson, [1.0, -2.0])


@program
def bad_parameters_legacy(np):
    np.random.seed(0)
    attempt(np.random.normal, 0, -1)
    attempt(np.random.binomial, 10, -0.1)
    attempt(np.random.poisson, -3)
    attempt(np.random.uniform, 0, np.inf)
    attempt(np.random.rand, -1)
    attempt(np.random.rand, 2.5)
    attempt(np.random.randn, 2, -3)
    attempt(np.random.seed, -1)
    attempt(np.random.seed, 2 ** 32)
    attempt(np.random.seed, 1.5)
    attempt(np.random.seed, "abc")
    attempt(np.random.RandomState, -5)
    attempt(np.random.set_state, ("MT19937", [1, 2, 3], 0))
    attempt(np.random.default_rng, -1)
    attempt(np.random.default_rng, 1.5)
    attempt(np.random.SeedSequence, -3)
    attempt(np.random.PCG64, "seed")
    attempt(np.random.Generator, 5)
    attempt(np.random.multivariate_normal, [0, 0], [[1, 2], [2, 1]])


@program
def seed_with_array_types(np):
    np.random.seed(np.array([1, 2, 3]))
    print(np.random.randint(100, size=3))
    np.random.seed([4, 5])
    print(np.random.rand(2).tolist())
    np.random.seed(np.uint32(9))
    print(np.random.randint(100, size=3))
    np.random.seed(None)
    print(np.random.rand(3).shape)
    rs = np.random.RandomState(np.arange(4))
    print(rs.randint(100, size=3))
    g = np.random.default_rng(np.arange(3, dtype=np.uint64))
    print(g.integers(100, size=3))
    print(np.random.default_rng(None).random(2).shape)
    # (SeedSequence and the bit generators are NumPy's own classes in gpnumpy: they do not
    # take a gpnumpy array as entropy, a known difference; a list of the same ints)
    print(np.random.SeedSequence(np.array([7, 8]).tolist()).generate_state(2))


@program
def generator_from_generator(np):
    g = np.random.default_rng(3)
    h = np.random.default_rng(g)
    print(h is g)
    bg = np.random.PCG64(3)
    a = np.random.Generator(bg)
    b = np.random.default_rng(bg)
    print(a.bit_generator is bg, b.bit_generator is bg)
    print(a.integers(100, size=3), b.integers(100, size=3), a.integers(100, size=3))
    import pickle
    c = np.random.default_rng(10)
    c.random(3)
    d = pickle.loads(pickle.dumps(c))
    print(c.random(2).tolist() == d.random(2).tolist(), type(d).__name__)
    rs = np.random.RandomState(10)
    rs.rand(2)
    rs2 = pickle.loads(pickle.dumps(rs))
    print((rs.rand(3) == rs2.rand(3)).all())


@program
def dtype_of_results(np):
    rng = np.random.default_rng(9)
    for name, args in (("binomial", (5, 0.5)), ("poisson", (2.0,)), ("geometric", (0.5,)),
                       ("hypergeometric", (5, 5, 3)), ("zipf", (2.0,)), ("logseries", (0.5,)),
                       ("negative_binomial", (2, 0.5)), ("normal", ()), ("gamma", (1.0,)),
                       ("standard_t", (3,)), ("multinomial", (5, [0.5, 0.5])),
                       ("dirichlet", ([1.0, 1.0],))):
        r = getattr(rng, name)(*args, size=3)
        print(name, r.dtype, r.shape)
    print(rng.standard_normal(2, dtype=np.float32).dtype, rng.standard_gamma(1.0, 2,
                                                                          dtype=np.float32).dtype)
    print(rng.standard_exponential(2, dtype="float32").dtype)
    attempt(rng.standard_normal, 2, dtype=np.float16)
    attempt(rng.standard_exponential, 2, method="inv").__class__.__name__
    np.random.seed(9)
    print(np.random.binomial(5, 0.5, 2).dtype, np.random.poisson(2, 2).dtype,
          np.random.randint(5, size=2).dtype, np.random.permutation(3).dtype)


@program
def random_with_device_arrays_as_params(np):
    rng = np.random.default_rng(13)
    lam = np.linspace(1, 5, 5)
    show(rng.poisson(lam))
    p = np.full(4, 0.25)
    print(rng.choice(4, 6, p=p))
    mu = np.zeros(2)
    show(rng.multivariate_normal(mu, np.eye(2), 2))
    show(rng.dirichlet(np.ones(3)))
    show(rng.multinomial(10, p))
    n = np.array([10, 20])
    show(rng.binomial(n, np.array(0.5)))
    print(rng.integers(np.array(5), size=3), rng.integers(np.int32(3), np.int64(9), size=3))
    print(rng.integers(np.array([1, 2]), np.array([[3], [4]])))
    show(rng.normal(np.float32(1.0), np.float64(0.5), 2))
    print(rng.choice(np.arange(6), 3, replace=False, p=np.arange(6) / 15))


@program
def shuffle_lists_and_objects(np):
    rng = np.random.default_rng(31)
    names = ["ann", "bob", "cat", "dan", "eve"]
    rng.shuffle(names)
    print(names)
    print(rng.permutation(names), rng.choice(names, 2, replace=False))
    rows = [[1, 2], [3, 4], [5, 6]]
    rng.shuffle(rows)
    print(rows)
    s = np.array(["x", "y", "z", "w"])
    rng.shuffle(s)
    print(s, s.dtype)
    o = np.array([{"a": 1}, None, 3.5], dtype=object)
    print(rng.permutation(o))
    t = (1, 2, 3)
    attempt(rng.shuffle, t)
    print(rng.permuted([[1, 2, 3], [4, 5, 6]], axis=1))


@program
def size_tuples_and_zero(np):
    rng = np.random.default_rng(14)
    print(rng.random((2, 0)).shape, rng.normal(size=0).shape, rng.integers(3, size=(0, 2)).dtype)
    print(rng.random([2, 3]).shape, rng.random(np.int64(2)).shape)
    print(rng.binomial(3, 0.5, size=(2, 1, 2)).shape, rng.poisson(size=()).shape)
    print(rng.standard_normal(np.array(3)).shape)
    print(rng.choice(4, (2, 2)).shape, rng.permutation(0), rng.permutation(1))
    np.random.seed(14)
    print(np.random.rand(0).shape, np.random.rand(2, 0).shape, np.random.randint(5, size=0))
    print(np.random.choice(3, ()), np.random.choice(3, (2, 0)).shape)


@program
def hypergeometric_and_multinomial_stats(np):
    rng = np.random.default_rng(77)
    h = rng.hypergeometric(ngood=20, nbad=30, nsample=10, size=2000)
    print(h.min(), h.max(), r6(h.mean().round(1)))
    m = rng.multinomial(12, [1 / 6] * 6, size=1000)
    print(m.shape, m.sum(axis=1).min(), m.sum(axis=1).max(), m.dtype)
    mh = rng.multivariate_hypergeometric([4, 6, 10], 5, size=3, method="marginals")
    print(mh, mh.sum(axis=1))
    z = rng.zipf(1.5, 1000)
    print(z.min(), np.median(z))
    g = rng.geometric(p=[0.1, 0.9], size=(3, 2))
    print(g)


@program
def von_mises_triangular_shapes(np):
    rng = np.random.default_rng(88)
    v = rng.vonmises(np.pi / 2, [0.0, 1.0, 100.0])
    show(v)
    print(bool((np.abs(rng.vonmises(0, 0.5, 1000)) <= np.pi).all()))
    t = rng.triangular(left=[0, 1], mode=[0.5, 1], right=[1, 2])
    show(t)
    show(rng.triangular(0, 0, 1, 3))
    show(rng.triangular(0, 1, 1, 3))
    show(rng.standard_t(df=[1, 10, 100]))
    show(rng.beta(a=[0.5, 2.0], b=0.5, size=(2, 2)))


@program
def legacy_get_state_dict_and_generator_interop(np):
    rs = np.random.RandomState(2)
    d = rs.get_state(legacy=False)
    g = np.random.Generator(np.random.MT19937())
    g.bit_generator.state = d
    print(g.integers(0, 100, 4))
    rs2 = np.random.RandomState(2)
    bg = np.random.MT19937()
    bg.state = rs2.get_state(legacy=False)
    print(np.random.Generator(bg).integers(0, 100, 4))
    rs3 = np.random.RandomState()
    rs3.set_state(d)
    print(rs3.randint(0, 100, 4), rs.randint(0, 100, 4))
    bg2 = np.random.get_bit_generator()
    print(type(bg2).__name__)
    np.random.seed(2)
    print(np.random.randint(0, 100, 4))


@program
def permutation_index_gathers(np):
    rng = np.random.default_rng(101)
    X = np.arange(24.0).reshape(6, 4)
    y = np.array([0, 1, 0, 1, 1, 0])
    p = rng.permutation(6)
    print(p, X[p][:, 0], y[p])
    Xs = rng.permutation(X)
    print(Xs[:, 0], X[:, 0])
    Xc = X.copy()
    rng.shuffle(Xc.T)
    print(Xc[0])
    batches = [p[i:i + 2] for i in range(0, 6, 2)]
    print([b.tolist() for b in batches])
    f = np.asfortranarray(np.arange(6).reshape(2, 3))
    print(rng.permuted(f), rng.permuted(f).flags["F_CONTIGUOUS"])
    print(rng.permutation(np.arange(6).reshape(3, 2)[::-1]))


@program
def generator_interop_and_layouts(np):
    rs = np.random.RandomState(8)
    g = np.random.default_rng(rs)
    print(str(g), g.bit_generator is rs._bit_generator if hasattr(rs, "_bit_generator") else "")
    print(g.integers(0, 100, 4), rs.randint(0, 100, 4))
    rng = np.random.default_rng(8)
    p = rng.permutation(np.arange(12).reshape(3, 4), axis=1)
    print(p, p.flags["C_CONTIGUOUS"], p.flags["F_CONTIGUOUS"])
    q = rng.permutation([[1, 2, 3], [4, 5, 6]], axis=1)
    print(q, q.flags["F_CONTIGUOUS"], rng.permutation(np.arange(24).reshape(2, 3, 4), 2).strides)
    f = np.zeros((2, 3), order="F")
    rng.random(out=f)
    print(f.tolist())
    rng.standard_normal(out=f)
    show(f)
    attempt(rng.standard_gamma, 2.0, out=np.zeros((2, 3), order="F"))
    attempt(rng.shuffle, np.arange(6).reshape(2, 3), axis=None)
    attempt(rng.shuffle, np.arange(6).reshape(2, 3), axis=1.0)
    attempt(rng.permutation, np.arange(6).reshape(2, 3), axis=1.0)
    attempt(rng.permuted, np.arange(6).reshape(2, 3), axis=1.0)
