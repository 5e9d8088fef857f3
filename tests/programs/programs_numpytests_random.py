"""Programs on gpnumpy.random found by running NumPy's own random tests against gpnumpy: the
legacy singleton reseeded after set_bit_generator, and pickled generators that hold a kept
Gaussian, as NumPy users write them.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import pickle

from .runner import attempt_rounded as attempt, collection


PROGRAMS, program = collection()


@program
def nt_rnd_seed_after_set_bit_generator(np):
    original = np.random.get_bit_generator()
    try:
        np.random.set_bit_generator(np.random.Philox(11))
        print(np.random.randint(0, 100, 4), round(float(np.random.standard_normal()), 6))
        np.random.seed(42)  # reseeds the Philox (a new Philox(42)'s state)
        st = np.random.get_state(legacy=False)
        print(st["bit_generator"], st["state"]["counter"].tolist(), st["has_gauss"])
        print(np.random.randint(0, 100, 4), np.random.rand(2).round(6))
        np.random.seed(42)
        print(np.random.randint(0, 100, 4))
        attempt(np.random.seed, -3)
        attempt(np.random.seed, 2.5)
        np.random.set_bit_generator(np.random.MT19937(0))
        np.random.seed(42)  # MT19937: the legacy seeding
        print(np.random.randint(0, 100, 4))
    finally:
        np.random.set_bit_generator(original)


@program
def nt_rnd_pickled_generators_resume(np):
    rs = np.random.RandomState(2024)
    print(rs.standard_normal(3).round(6))  # an odd count: one Gaussian kept
    copy = pickle.loads(pickle.dumps(rs))
    print(copy.get_state(legacy=False)["has_gauss"])
    print(copy.standard_normal(2).round(6), rs.standard_normal(2).round(6))
    rs = np.random.RandomState(np.random.SFC64(9))
    rs.normal(size=1)
    copy = pickle.loads(pickle.dumps(rs))
    print(type(copy.get_state(legacy=False)["state"]["state"]).__name__,
          copy.normal(size=2).round(6), rs.normal(size=2).round(6))
    g = np.random.default_rng(5)
    g.standard_normal(5)
    h = pickle.loads(pickle.dumps(g))
    print(h.standard_normal(2).round(6), g.standard_normal(2).round(6))
