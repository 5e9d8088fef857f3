"""Programs on behaviours that running NumPy's own _core/tests/test_indexing.py and
test_numeric.py against gpnumpy found different: indices given as objects with
``__array__`` or as NumPy's 0-d integer arrays (read, written, ufunc.at), NumPy's limits on
the number of index arrays and result axes, the memory layout of an advanced index's result,
and the bases of a subclass's views and advanced results.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import numpy

from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_h12_array_like_indices(np):
    class Labels:
        """A user's container of row labels that hands NumPy its positions."""
        def __init__(self, rows):
            self.rows = rows

        def __array__(self, dtype=None, copy=None):
            return numpy.asarray(self.rows, dtype)

    table = np.arange(12.0).reshape(4, 3)
    show(table[Labels([3, 0])])
    show(table[Labels(2)])
    show(table[Labels(2), Labels(1)])
    show(table[Labels([True, False, True, False])])
    table[Labels([1, 2])] = -1.0
    show(table)
    np.add.at(table, Labels([0, 0]), 10.0)
    show(table)
    attempt(lambda: table[Labels([0.5])])
    # NumPy's own 0-d integer arrays, as a loop over a NumPy index array hands them over
    picks = numpy.array([2, 0])
    for i in picks[..., None]:
        show(table[i[0]])
        show(table[i[0], 1:])
    for k in (numpy.array(1), (numpy.array(1), Ellipsis), (numpy.array(0), None)):
        t = np.zeros(3)
        t[k] = 5.0
        show(t)
    attempt(lambda: np.zeros(3).__setitem__(numpy.array(1), [5.0]))


@program
def nt_h12_index_limits(np):
    a = np.ones((1,) * 64)
    attempt(lambda: a[(np.array([0]),) * 64].shape)
    attempt(lambda: a[(np.array([0]),) * 63 + (0,)].shape)
    attempt(lambda: a[(True,) * 32].shape)
    b = np.ones(1)
    attempt(lambda: b[(True,) * 64].shape)
    attempt(lambda: b[(True,) * 65].shape)
    attempt(lambda: b[(None,) * 63 + (np.array([0]),)].shape)
    attempt(lambda: b.__setitem__((True,) * 64, 2.0))


@program
def nt_h12_fancy_result_layout(np):
    data = np.arange(10) * 1.5
    idx = np.arange(10).reshape(5, 2).T          # an F-ordered index array
    r = data[idx]
    print(r, r.strides, r.flags.c_contiguous, r.flags.f_contiguous)
    col = data.reshape(-1, 1)
    for r in (col[idx, 0], col[idx], col.T[:, idx], data[idx, None]):
        print(r.shape, r.strides, r.flags.f_contiguous, r.base is None)
    grid = np.arange(100).reshape(10, 10)
    for r in (grid[idx, idx], grid[idx], grid[:, idx], grid[idx, 3]):
        print(r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous)
    empty = grid[:, np.zeros((3, 0), int)]
    print(empty.shape, empty.strides, empty.ravel(order="K").shape)


@program
def nt_h12_subclass_bases(np):
    class Tagged(np.ndarray):
        pass

    base = np.arange(12).reshape(3, 4)
    t = base.view(Tagged)
    rows = t[:2]
    print(rows.base is t, rows[1:].base is t, t.T.base is t, t[0].base is t)
    print(t.view(np.ndarray).base is base.base, type(t[[0, 2]]).__name__,
          type(t[[0, 2]].base).__name__, t[[0, 2]].base is t, t[t > 5].base is None)
    c = t[np.array(1), :]
    print(type(c).__name__, c.base is None, c.flags.owndata)
