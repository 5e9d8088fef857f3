"""Programs on behaviours that running NumPy's own numpy/fft/tests (test_pocketfft.py,
test_helper.py) and numpy/lib/tests/test_regression.py against gpnumpy found different: sizes
past what an intp counts (advanced indexing whose index arrays broadcast, or whose result is,
too large; histogramdd's flat bin index too large; broadcast_to, ufunc operands, tile and
reshapes of empty arrays too large) refused with NumPy's ValueError.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_lf_fancy_index_too_large(np):
    # index arrays that broadcast to more elements than an intp counts
    big = int((2 ** 64) ** (1.0 / 5.0) + 1)
    a = np.ones((3,) * 5)
    i = np.arange(big) % 3
    ix = np.ix_(i, i, i, i, i)
    attempt(lambda: a[ix])

    def store():
        a[ix] = 0
    attempt(store)
    attempt(lambda: np.add.at(a, ix, 1))
    # index arrays that fit, a result (with a sliced axis) that does not
    s = int((2 ** 63) ** (1.0 / 5.0)) - 100
    b = np.ones((3,) * 6)
    j = np.arange(s) % 3
    jx = (slice(None),) + np.ix_(j, j, j, j, j)
    attempt(lambda: b[jx])

    def store2():
        b[jx] = 1
    attempt(store2)
    attempt(lambda: np.add.at(b, jx, 1))
    attempt(lambda: b[np.ix_(j, j, j, j, j)].shape)  # (its elements fit, their bytes do not)
    # shapes that do not broadcast are still an IndexError
    attempt(lambda: a[np.arange(2), np.arange(3)])
    show(a[np.ix_([0, 2], [1], [0, 1], [2], [0])])


@program
def nt_lf_histogramdd_too_many_bins(np):
    attempt(lambda: np.histogramdd(np.ones((1, 10)), bins=2 ** 10))
    attempt(lambda: np.histogramdd(np.ones((0, 10)), bins=2 ** 10))
    attempt(lambda: np.histogramdd(np.ones((3, 4)), bins=[np.arange(3.0), 2 ** 20, 2 ** 20,
                                                          2 ** 24]))
    h, edges = np.histogramdd(np.array([[0.5, 1.0], [0.2, 3.0]]), bins=(2, 3))
    show(h)
    print(len(edges), [e.shape for e in edges])


@program
def nt_lf_broadcast_too_large(np):
    # shapes that broadcast, to more elements than an intp counts: NumPy's iterator refuses them
    big = 2 ** 32
    a = np.broadcast_to(np.ones(1), (big,))
    print(a.shape, a.strides)
    attempt(lambda: np.broadcast_to(np.ones(1), (big, big)))
    attempt(lambda: np.broadcast_to(np.ones(1), (2 ** 62, 4)))
    attempt(lambda: np.broadcast_to(np.ones(2), (2 ** 62, 3)))  # (a mismatch comes first)
    show(np.broadcast_to(np.ones(1), (3, 0)))
    attempt(lambda: np.broadcast_to(np.ones(1), (0, 2 ** 62, 4)).shape)
    attempt(lambda: np.broadcast_to(np.ones(1, np.int8), (0, 2 ** 61, 2)).shape)
    attempt(lambda: np.broadcast_to(np.ones(1), (2 ** 61, 2)).shape)  # (elements fit, bytes not)
    attempt(lambda: np.broadcast_to(np.ones(1, np.int8), (2 ** 61, 2)).shape)
    attempt(lambda: np.broadcast_to(np.ones(2), (2 ** 64, 3)))
    attempt(lambda: np.broadcast_to(np.ones(1), (0, 2 ** 64)))
    attempt(lambda: a[:, None] + a)
    attempt(lambda: np.multiply.outer(a, a))
    # (a condition broadcast from one element: `a[:, None] > 0` would first compute 4 GiB)
    attempt(lambda: np.where(np.broadcast_to(True, (big, 1)), 1, a))
    attempt(lambda: np.add(a[:, None], a, out=np.empty(3)))
    attempt(lambda: np.broadcast_shapes((big, 1), (1, big)))
    attempt(lambda: [x.shape for x in np.broadcast_arrays(a[:, None], a)])
    attempt(lambda: np.ones((2, 1)) + np.ones(3, dtype=np.float32))
    # tile past an intp's bytes
    attempt(lambda: np.tile(np.ones(2), (2 ** 62,)))
    attempt(lambda: np.tile(np.ones(2, np.int8), (2 ** 62, 1)))
    show(np.tile(np.arange(6).reshape(2, 3).T, 2))


@program
def nt_lf_reshape_empty_too_large(np):
    e = np.ones(0)
    for shape in ((0, 2 ** 64), (0, 2 ** 62, 4), (-1, 2 ** 62, 4), (0, 2 ** 60), (-1, 2 ** 64),
                  (0, -1), (-1, 3, 0), (3, 0)):
        attempt(lambda: e.reshape(shape).shape)
    attempt(lambda: np.ones(0, np.int8).reshape(0, 2 ** 62, 2).shape)
    for shape in ((2 ** 64,), (2 ** 62, 4), (-1, 2 ** 62, 4), (-1, 3), (3, -1, 1)):
        attempt(lambda: np.ones(6).reshape(shape).shape)


@program
def nt_lf_empty_ufunc_result_too_large(np):
    # an empty result whose other axes span more bytes than an intp counts (NumPy's bound)
    e = np.zeros((0, 2 ** 60, 2), np.int8)
    for f in (lambda: e + 1.5, lambda: np.sin(e), lambda: e * e, lambda: e > 0,
              lambda: np.add(e, 1, dtype=np.float64), lambda: np.negative(e),
              lambda: np.exp(np.zeros((0, 2 ** 61), np.float32)), lambda: e.astype(float),
              lambda: np.zeros((0, 3)) + 1, lambda: np.zeros((2, 0)) * np.ones((2, 1))):
        attempt(lambda: (lambda r: (r.shape, r.dtype))(f()))
    for _ in range(2):  # (the second call as the first: nothing cached lets it through)
        attempt(lambda: (e + 1.5).shape)
