"""Robert Johansson's "Numerical Python" (the book's chapter notebooks: arrays and their creation,
indexing, reshaping, vectorize, aggregates, sets and einsum (ch02), polynomial interpolation
(ch07), statistics with seeded random numbers and histograms (ch13), spectra by FFT and windows
(ch17), linear algebra (ch05), array layouts (ch19)) and his scientific-python-lectures
(Lecture 2: text and .npy files, the matrix class, iterating, copies and views, casting), run
with ``np`` bound to NumPy and to gpnumpy.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import os
import tempfile

from .runner import attempt, collection, show_rounded


PROGRAMS, program = collection()


@program
def npy_type_of_arrays_names_the_public_module(np):
    # ch02 / Lecture 2: "type(data)" shows the class by its public module, as NumPy's
    # <class 'numpy.ndarray'> (gpnumpy's was <class 'gpnumpy._core.ndarray.ndarray'>)
    data = np.array([[1, 2], [3, 4], [5, 6]])
    name = np.__name__
    for obj in (data, data.flat, np.add):
        t = type(obj)
        print(repr(t).replace(name, "NP"), t.__module__.replace(name, "NP"), t.__name__)
    print(repr(np.busdaycalendar).replace(name, "NP"), np.busdaycalendar.__name__)
    print(type(data) is np.ndarray, isinstance(data, np.ndarray), type(data.T).__name__)
    print(data.ndim, data.shape, data.size, data.dtype, data.nbytes, type(data.nbytes).__name__)


@program
def npy_ch02_creation_indexing_and_views(np):
    print(np.fromfunction(lambda m, n: m + n, (3, 4)))
    f = lambda m, n: n + 10 * m
    A = np.fromfunction(f, (6, 6), dtype=int)
    print(A[:, 1], A[1, :], A[::2, ::2], A[1::2, 1::3])
    B = A[1:5, 1:5]
    B[:, :] = 0
    print(A, B.base is A, B.flags.owndata)
    C = B[1:3, 1:3].copy()
    C[:, :] = 1
    print(B)
    A = np.arange(10)
    B = A[[2, 4, 6]]
    B[0] = -1
    A[[2, 4, 6]] = -1
    print(A, B)
    A = np.arange(10)
    B = A[A > 5]
    B[0] = -1
    A[A > 5] = -1
    print(A, B)
    x, y = np.array([-1, 0, 1]), np.array([-2, 0, 2])
    X, Y = np.meshgrid(x, y)
    print(repr(X), repr(Y), X.flags.c_contiguous)
    print(repr(np.mgrid[0:3, 0:2]), repr(np.ogrid[0:1:3j]))
    data = np.array([[1, 2], [3, 4]])
    r = data.ravel()
    f = data.flatten()
    f[0] = 5
    print(np.shares_memory(r, data), np.shares_memory(data.T.ravel(), data), data)
    print(repr(np.vstack((np.arange(3), np.arange(3)))), repr(np.arange(5)[:, np.newaxis].shape))
    heaviside = np.vectorize(lambda x: 1 if x > 0 else 0)
    r = heaviside(np.linspace(-5, 5, 11))
    print(repr(r), r.dtype)
    x = np.linspace(-4, 4, 9)
    print(repr(np.where(x < 0, x ** 2, x ** 3)),
          repr(np.select([x < -1, x < 2, x >= 2], [x ** 2, x ** 3, x ** 4])),
          repr(np.choose([0, 0, 0, 1, 1, 1, 2, 2, 2], [x ** 2, x ** 3, x ** 4])))
    a, b = np.unique([1, 2, 3, 3]), np.unique([2, 3, 4, 4, 5, 6, 5])
    print(repr(np.isin(a, b)), repr(np.union1d(a, b)), repr(np.intersect1d(a, b)),
          repr(np.setdiff1d(b, a)), repr(np.setxor1d(a, b)))
    A = np.arange(9).reshape(3, 3)
    print(repr(np.einsum("mk,kn", A, A.T)), repr(np.einsum("ii", A)), repr(np.einsum("ij->", A)),
          repr(np.kron(np.ones((2, 2)), np.identity(2))), repr(np.tensordot(A, A)))


@program
def npy_ch07_polynomial_interpolation(np):
    from numpy import polynomial as P
    p1 = P.Polynomial([1, 2, 3])
    print(p1, repr(p1), repr(p1.roots()), p1.deriv(), p1.integ())
    c1 = P.Chebyshev.fromroots([-1, 1])
    print(c1, repr(c1(np.array([0.5, 1.5, 2.5]))))
    x, y = np.array([1, 2, 3, 4]), np.array([1, 3, 5, 4])
    A = P.polynomial.polyvander(x, 3)
    c = np.linalg.solve(A, y)
    print(repr(A), repr(c.round(10)), repr(P.Polynomial(c)(2.5).round(10)))
    f2 = P.Chebyshev.fit(x, y, 3)
    print(f2, repr(f2.domain), repr(f2.convert(kind=P.Polynomial).coef.round(10)))
    xx = np.linspace(-1, 1, 11)
    yy = 1 / (1 + 25 * xx ** 2)
    for n in (5, 10):
        show_rounded(P.Chebyshev.fit(xx, yy, n)(np.linspace(-1, 1, 5)))
    print(repr(np.polyfit(x, y, 2).round(10)), repr(np.polyval([1, 2, 3], x)))
    attempt(np.polyfit, x, y, 5)


@program
def npy_ch13_ch17_statistics_and_spectra(np):
    np.random.seed(123456789)
    print(repr(np.random.rand(3)), repr(np.random.randint(10, size=5)),
          repr(np.random.choice(10, 5, replace=False)))
    x = np.array([3.5, 1.1, 2.0, 1.3, 5.0, 0.1])
    print(repr(np.median(x)), repr(x.var()), repr(x.var(ddof=1)), repr(x.std(ddof=1)))
    Y = np.random.randn(1000)
    print(repr(np.histogram(Y, bins=5, density=True)), repr(np.histogram(Y, bins=[-3, -1, 0, 1, 3])))
    np.random.seed(0)
    N, f_s = 600, 60.0
    t = np.linspace(0, N / f_s, N)
    f_t = 2 * np.sin(2 * np.pi * t) + 3 * np.sin(22 * 2 * np.pi * t) + 2 * np.random.randn(N)
    F = np.fft.fft(f_t)
    f = np.fft.fftfreq(N, 1 / f_s)
    mask = np.where(f >= 0)
    print(F.dtype, type(mask).__name__, repr(f[:3]))
    show_rounded(np.log(abs(F[mask]))[:4])
    show_rounded(np.fft.ifft(F * (abs(f) <= 2)).real[:4])
    for n in (5, 6):
        print(repr(np.hanning(n)), repr(np.blackman(n)), repr(np.hamming(n)))
    data = np.random.RandomState(3).randn(4410)
    N = 220
    f = np.fft.fftfreq(N, 1.0 / 4410)
    mask = (f > 0) * (f < 1000)
    N_max, f_values = int(data.shape[0] / N), np.sum(1 * mask)
    spect = np.zeros((N_max, f_values))
    window = np.blackman(N)
    for n in range(N_max):
        spect[n, :] = np.log(abs(np.fft.fft(data[N * n:N * (n + 1)] * window)[mask]))
    print(spect.shape, type(f_values).__name__, round(float(spect.mean()), 6))


@program
def npy_lecture2_files_matrix_and_casting(np):
    d = tempfile.mkdtemp()
    rng = np.random.RandomState(5)
    p = os.path.join(d, "stockholm_td_adj.dat")
    with open(p, "w") as fh:
        for i in range(24):
            fh.write("%d %d %d %r 0.0 0.0 1\n" % (1800 + i // 12, i % 12 + 1, 1, rng.randn() * 5))
    data = np.genfromtxt(p)
    print(data.shape, data.dtype, repr(np.unique(data[:, 1])), repr(np.mean(data[data[:, 1] == 2, 3])))
    M = np.random.RandomState(1).rand(3, 3)
    q = os.path.join(d, "random-matrix.csv")
    np.savetxt(q, M, fmt="%.5f")
    with open(q) as fh:
        print(fh.read())
    np.save(os.path.join(d, "m.npy"), M)
    print(np.array_equal(np.load(os.path.join(d, "m.npy")), M))
    Mm = np.matrix(np.arange(25).reshape(5, 5))
    v = np.matrix(np.arange(5)).T
    print(repr(Mm * v), repr(v.T * v), type(Mm * v).__name__)
    attempt(lambda: Mm * np.matrix([1, 2, 3, 4, 5, 6]).T)
    C = np.matrix([[1j, 2j], [3j, 4j]])
    print(repr(C.H), repr(C.I * C), repr(abs(C)))
    attempt(np.zeros((3, 3), dtype=int).__setitem__, (0, 0), "hello")
    M = np.array([[-1, 2], [0, 4]])
    print(repr(M.astype(float)), repr(M.astype(bool)))
    for row_idx, row in enumerate(M):
        for col_idx, element in enumerate(row):
            M[row_idx, col_idx] = element ** 2
    print(repr(M), type(M[0, 0]).__name__)
    A = np.array([[1, 2], [3, 4]])
    B = A
    B[0, 0] = 10
    B = np.copy(A)
    B[0, 0] = -5
    print(repr(A), repr(B), repr(np.diag(A)), repr(A.take([0, 3])), repr(np.choose([1, 0], [[-2, -2], [5, 5]])))


@program
def npy_wrappers_hand_on_numpys_novalue(np):
    # A helper written as NumPy writes its own (defaults np._NoValue, handed on): NumPy's
    # functions read np._NoValue as "not given"; gpnumpy's had a sentinel of their own, so
    # np.sum(a, keepdims=np._NoValue) raised TypeError and np.median kept the dimensions
    def reduced(f, a, axis=None, keepdims=np._NoValue, where=np._NoValue):
        kw = {} if where is np._NoValue else {"where": where}
        return f(a, axis=axis, keepdims=keepdims, **kw)

    a = np.arange(6.).reshape(2, 3)
    for f in (np.sum, np.prod, np.mean, np.max, np.min, np.all, np.any, np.std, np.var,
              np.median, np.nanmean, np.nansum, np.nanmax, np.ptp, np.average):
        attempt(reduced, f, a)
        attempt(reduced, f, a, 1)
    for f in (np.sum, np.mean, np.max, np.all):
        attempt(f, a, where=np._NoValue)
    attempt(np.argmax, a, keepdims=np._NoValue)
    attempt(np.argmin, a, axis=0, keepdims=np._NoValue)
    attempt(np.percentile, a, 50, keepdims=np._NoValue)
    # the methods (and count_nonzero, which hands keepdims on to one) read it as a value
    for name in ("sum", "mean", "std", "max", "all", "argmax"):
        attempt(getattr(a, name), keepdims=np._NoValue)
    attempt(np.count_nonzero, a, keepdims=np._NoValue)
    attempt(np.add.reduce, a, keepdims=np._NoValue)
    attempt(np.add.reduce, a, initial=np._NoValue)


@program
def npy_amax_and_amin_are_functions_of_their_own(np):
    # ch02's aggregates by np.amax/np.amin: functions of their own in NumPy (gpnumpy's were
    # max and min under a second name: repr <function max>, "max() got an unexpected ...")
    data = np.arange(1, 10).reshape(3, 3)
    for f in (np.amax, np.amin, np.max, np.min):
        print(repr(f).split(" at ")[0], f.__name__, repr(f(data)), repr(f(data, axis=0)),
              repr(f(data, axis=1, keepdims=True)))
    attempt(np.amax, data, axes=0)
    attempt(np.amin, data, initial=5, where=data > 5)
