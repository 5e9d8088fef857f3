"""Machine-learning libraries written in plain NumPy (eriklindernoren/ML-From-Scratch,
ddbourgin/numpy-ml), run on small seeded data with ``np`` bound to NumPy and to gpnumpy: what a
difference between the two looked like inside their models, layers, optimizers and helpers.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def mls_placeholder_for_a_missing_dependency(np):
    # numpy-ml's GP and Bayesian regressions with scipy replaced by a placeholder whose
    # __getattr__ answers every name and iterates as empty (as a stand-in module does): NumPy coerces it by its
    # __array_struct__ (not a capsule) and says so, in an operator as in asarray
    class Placeholder:
        def __getattr__(self, name):
            return Placeholder()

        def __call__(self, *args, **kwargs):
            return Placeholder()

        def __iter__(self):
            return iter(())

    z = np.ones(3)
    attempt(lambda: z * Placeholder())
    attempt(lambda: Placeholder() + z)
    attempt(lambda: np.exp(Placeholder()))
    attempt(np.asarray, Placeholder())
    attempt(np.array, [Placeholder(), Placeholder()])
