"""Programs on behaviours that running NumPy's own item-selection, array-printing, float16 and
lib-utils tests against gpnumpy found different: choose over a long list of candidate arrays
(NumPy iterates the choices with the index array, at most 64 operands).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_h19_choose_many_candidates(np):
    # a piecewise lookup: each sample takes the reading of the sensor its label names
    readings = np.arange(70 * 6, dtype=np.float32).reshape(70, 6) / 7
    labels = np.array([0, 5, 62, 3, 61, 1])
    attempt(np.choose, labels, list(readings[:63]))
    attempt(np.choose, labels % 63, readings[:63], mode="wrap")
    # one sensor more than NumPy iterates with the labels
    attempt(np.choose, labels, list(readings[:64]))
    attempt(np.choose, labels, readings, mode="clip")
    attempt(np.choose, labels + 0.5, readings)
    attempt(labels.choose, readings[:64])
