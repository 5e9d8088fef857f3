"""Programs on behaviours that running NumPy's own array-API, error-state, casting-error,
protocol, poly1d and matrixlib tests against gpnumpy found different: the strides of arrays
made from lists and NumPy arrays (unit axes, ndmin's leading axes, order='A'), and matrices
built by bmat from a string of names or viewed by asmatrix.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_h16_array_layouts_and_ndmin(np):
    import numpy
    grid = [[0.5, 1.5, 2.5]]
    # a row asked for in Fortran order, and lifted to 3 and 4 dimensions
    for order in "KACF":
        r = np.array(grid, order=order)
        print(order, r.strides, r.flags.c_contiguous, r.flags.f_contiguous,
              np.array(grid, order=order, ndmin=3).strides,
              np.array(r.T, order=order, ndmin=4).strides)
    # NumPy arrays brought in: kept as they are laid out, or copied as NumPy copies them
    host_row = numpy.asfortranarray(numpy.ones((1, 4)))
    strided = numpy.arange(24.0).reshape(4, 6).T[::2]
    print(np.asarray(host_row).strides, np.array(host_row).strides,
          np.array(host_row, order="F").strides)
    print(np.array(strided, order="A").strides, np.array(strided, order="K").strides,
          np.array(strided, order="A", dtype=np.float32).strides)
    print(np.array([]).strides, np.asarray(numpy.zeros((2, 0, 3))).strides)
    # atleast_3d and friends lift as ndmin does
    col = np.arange(4.0).reshape(4, 1)
    print(np.atleast_3d(col).strides, np.array(col.T, ndmin=3, order="F").strides)


@program
def nt_h16_matrix_from_names(np):
    A = np.array([[1, 2], [3, 4]])
    B = np.array([[5, 6], [7, 8]])
    print(np.bmat("A, B; B, A"))
    print(np.bmat("A", ldict={"A": B}, gdict={}))
    m = np.asmatrix(np.zeros((3, 2)))
    print(m.flags.writeable)
    m[:, 1] = np.ones((3, 1)) > 0.5
    print(m, type(m).__name__)
