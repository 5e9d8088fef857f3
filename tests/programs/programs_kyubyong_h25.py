"""Kyubyong's numpy_exercises (github.com/Kyubyong/numpy_exercises): its thirteen chapters of
NumPy's API (array creation, manipulation, strings, help functions, input and output, linear
algebra, the DFT, logic, mathematical functions, random sampling, sets, sorting and searching,
statistics), the solutions' cells run with NumPy and with gpnumpy (Python 3, and NumPy 2's
names where a cell used one NumPy 2 removed: str for np.str, isin for in1d, tobytes for
tostring): what a difference between the two looked like in an exercise.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import io
import os
import re
import sys
import tempfile

from .runner import attempt, collection, show, show_rounded


PROGRAMS, program = collection()


def _gone(f):
    """``f()``'s AttributeError for a name NumPy 2 removed, less the module's name (the
    message is the module's: 'numpy', 'gpnumpy')."""
    try:
        f()
    except AttributeError as e:
        print("AttributeError", re.sub(r"^module '\w+' ", "module ", str(e)))


@program
def kb_help_functions_info(np):
    # chapter 4: np.info(np.dot) prints NumPy's docstring alone (NumPy's dot is no Python
    # function, so there is no signature line of its own): so do the other dispatchers, an
    # alias (amax), a submodule's function, a class, an array's method, a host-backed one, a
    # ufunc's method and the ndarray class's methods and properties
    for obj in (np.dot, np.sum, np.amax, np.linalg.inv, np.fft.fft, np.char.add, np.ndarray,
                np.arange(3).sum, np.ma.alltrue, np.unique, np.sin, np.add.reduce,
                np.multiply.outer, np.ndarray.reshape, np.ndarray.shape, np.ndarray.__mul__):
        out = io.StringIO()
        np.info(obj, output=out)
        text = out.getvalue()
        print(text.splitlines()[:2], len(text))
    out = io.StringIO()
    np.info(np.dot, output=out)
    print(out.getvalue())
    # chapter 10's samplers: a generator's and the legacy state's methods, bound
    for obj in (np.random.default_rng(0).random, np.random.default_rng(0).choice,
                np.random.RandomState(0).rand, np.random.RandomState(0).randint):
        out = io.StringIO()
        np.info(obj, output=out)
        print(out.getvalue().splitlines()[:2])


@program
def kb_help_machine_limits(np):
    # chapter 4's help, of np.iinfo: the object and its class as NumPy's print them (type(),
    # the class's repr, help()'s docstring), finfo's alike; a subclass of its own
    i, f = np.iinfo(np.int8), np.finfo(np.float32)
    print(type(i), type(f), np.iinfo, np.finfo, repr(i))
    print(isinstance(i, np.iinfo), isinstance(f, np.finfo), i.__doc__.split("\n")[1:3])
    for obj in (i, np.iinfo, f):
        out = io.StringIO()
        np.info(obj, output=out)
        print(out.getvalue().splitlines()[:3])

    class Limits(np.iinfo):
        pass
    s = Limits(np.int16)
    print(type(s).__name__, s.max, isinstance(s, np.iinfo))


@program
def kb_array_creation_routines(np):
    # chapter 1 (np.empty's values are whatever the memory held: only its dtype and shape)
    e = np.empty([2, 2], int)
    print(e.dtype, e.shape)
    X = np.array([[1, 2, 3], [4, 5, 6]], np.int32)
    print(np.empty_like(X).dtype)
    show(np.eye(3))
    show(np.identity(3))
    show(np.ones([3, 2], float))
    x = np.arange(4, dtype=np.int64)
    show(np.ones_like(x))
    show(np.zeros_like(x))
    show(np.full((2, 5), 6, dtype=np.uint))
    show(np.ones([2, 5], dtype=np.uint) * 6)
    show(np.full_like(x, 6))
    show(np.asmatrix(np.array([[1, 2], [3, 4]])))
    _gone(lambda: np.asfarray([1, 2]))
    show(np.asarray([1, 2], float))
    x = np.array([30])
    show(x.item())
    show(x[0])
    show(np.arange(2, 101, 2))
    show(np.linspace(3., 10, 50))
    show(np.logspace(3., 10., 50, endpoint=False))
    X = np.array([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]])
    show(np.diag(X))
    show(X.diagonal())
    show(np.diagflat([1, 2, 3, 4]))
    show(np.tri(3, 5, -1))
    show(np.tril(np.arange(1, 13).reshape(4, 3), -1))
    show(np.triu(np.arange(1, 13).reshape(4, 3), -1))


@program
def kb_array_manipulation_routines(np):
    # chapter 2
    x = np.ones([10, 10, 3])
    print(np.reshape(x, [-1, 150]).shape)
    x = np.array([[1, 2, 3], [4, 5, 6]])
    print(np.ravel(x, order='F'), x.flatten(order="F"), x.flat[4], np.ravel(x)[4])
    print(np.swapaxes(np.zeros((3, 4, 5)), 1, 0).shape, np.expand_dims(np.zeros((3, 4)), 1).shape,
          np.squeeze(np.zeros((3, 4, 1))).shape)
    y = np.array([[7, 8, 9], [10, 11, 12]])
    print(np.hstack((x, y)))
    print(np.vstack((x, y)))
    print(np.column_stack(((1, 2, 3), (4, 5, 6))))
    print(np.squeeze(np.dstack((np.array((1, 2, 3)), np.array((4, 5, 6))))))
    print(np.dstack((np.array([[1], [2], [3]]), np.array([[4], [5], [6]]))))
    print(np.split(np.arange(1, 10), [4, 6]))
    print(np.split(np.arange(16).reshape(2, 2, 4), [3], axis=2))
    print(np.hsplit(np.arange(16).reshape((4, 4)), 2))
    print(np.vsplit(np.arange(16).reshape((4, 4)), 2))
    x = np.array([0, 1, 2])
    print(np.tile(x, [2, 2]), np.resize(x, [2, 6]), np.repeat(x, 2))
    print(np.trim_zeros(np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))))
    print(np.unique(np.array([2, 2, 1, 5, 4, 5, 1, 2, 3]), return_counts=True))
    x = np.array([[1, 2], [3, 4]])
    print(np.fliplr(x), np.flipud(x), np.rot90(x))
    print(np.roll(np.arange(1, 9).reshape([2, 4]), 1, axis=1))
    # concatenate's flattened copy of 0-d arrays into a narrower dtype: NumPy names the
    # 0-d array it refuses a scalar
    attempt(np.concatenate, (np.array(1.5), np.array([2.5])), axis=None, dtype=np.int8)
    attempt(np.concatenate, (np.array([2.5]), np.array(1.5)), axis=None, dtype=np.int8)
    attempt(np.concatenate, (np.array(1.5), np.array(2.5)), axis=None, dtype=np.int8,
            casting="unsafe")


@program
def kb_string_operations(np):
    # chapter 3 (np.str is gone in NumPy 2: its message, then the cells with str)
    _gone(lambda: np.array(['Hello', 'Say'], dtype=np.str))
    x1 = np.array(['Hello', 'Say'], dtype=str)
    x2 = np.array([' world', ' something'], dtype=str)
    print(np.char.add(x1, x2), np.char.multiply(np.array(['Hello ', 'Say ']), 3))
    x = np.array(['heLLo woRLd', 'Say sOmething'])
    for f in ("capitalize", "lower", "upper", "swapcase", "title"):
        print(f, getattr(np.char, f)(x))
    x = np.array(['hello world', 'say something'])
    print(np.char.center(x, 20, fillchar='_'), np.char.ljust(x, 20, fillchar='_'),
          np.char.rjust(x, 20, fillchar='_'))
    encoded = np.char.encode(x, 'cp500')
    print(encoded, np.char.decode(encoded, 'cp500'))
    print(np.char.join(" ", x))
    x = np.array(['   hello world   ', '\tsay something\n'])
    print(np.char.strip(x), np.char.lstrip(x), np.char.rstrip(x))
    print(np.char.split(np.array(['Hello my name is John'])),
          np.char.splitlines(np.array(['Hello\nmy name is John'])))
    print(np.char.zfill(np.array(['34']), 4),
          np.char.replace(np.array(['Hello nmy name is John']), "John", "Jim"))
    x1 = np.array(['Hello', 'my', 'name', 'is', 'John'])
    x2 = np.array(['Hello', 'my', 'name', 'is', 'Jim'])
    print(np.char.equal(x1, x2), np.char.not_equal(x1, x2))
    x = np.array(['Hello', 'my', 'name', 'is', 'Lily'])
    print(np.char.count(x, "l"), np.char.find(x, "l"))
    attempt(np.char.index, x, "l")
    x = np.array(['Hello', 'I', 'am', '20', 'years', 'old'])
    print(np.char.isdigit(x), np.char.islower(x), np.char.isupper(x))
    print(np.char.startswith(np.array(['he', 'his', 'him', 'his']), "hi"))


@program
def kb_input_and_output(np):
    # chapter 5, in a temporary directory
    cwd = os.getcwd()
    with tempfile.TemporaryDirectory() as d:
        os.chdir(d)
        try:
            x = np.arange(10)
            np.save('temp.npy', x)
            print(np.array_equal(x, np.load('temp.npy')))
            np.savez('temp.npz', x=x, y=np.arange(11, 20))
            with np.load('temp.npz') as data:
                print(data['x'], data['y'])
            np.savetxt('temp.txt', np.arange(10).reshape(2, 5), fmt="%d",
                       header='num1 num2 num3 num4 num5')
            with open('temp.txt') as f:
                print(f.read())
            show(np.loadtxt('temp.txt'))
            np.savetxt('temp.txt', (np.arange(10), np.arange(11, 21), np.arange(22, 32)), fmt='%d')
            show(np.loadtxt('temp.txt'))
        finally:
            os.chdir(cwd)
    x = np.array([1, 2, 3, 4])
    attempt(lambda: x.tostring())
    print(np.array_equal(x, np.frombuffer(x.tobytes(), dtype=x.dtype)))
    print(np.array(a := [[1, 2], [3, 4]]).tolist() == a)
    x = np.arange(10).reshape(2, 5)
    x_str = np.array_str(x)
    print(x_str, "\n", type(x_str))
    x_str = x_str.replace("[", "").replace("]", "")
    show(np.fromstring(x_str, dtype=x.dtype, sep=" ").reshape(x.shape))
    np.random.seed(0)
    x = np.random.uniform(size=[10, 100])
    attempt(np.set_printoptions, precision=1, threshold=np.nan, suppress=True)
    with np.printoptions(precision=1, threshold=sys.maxsize, suppress=True):
        print(x)
    print(np.binary_repr(12), np.base_repr(12, base=2), np.base_repr(1100, base=16))


@program
def kb_linear_algebra(np):
    # chapter 6
    x, y = [1, 2], [[4, 1], [2, 2]]
    print(np.dot(x, y), np.dot(y, x), np.matmul(x, y), np.inner(x, y), np.inner(y, x))
    print(np.dot([[4, 1], [2, 2], [1, 1]], [[1, 0], [0, 1]]))
    x, y = np.array([[1, 4], [5, 6]]), np.array([[4, 1], [2, 2]])
    show(np.vdot(x, y))
    show(np.inner(x.flatten(), y.flatten()))
    x, y = np.array(['a', 'b'], dtype=object), np.array([1, 2])
    print(np.inner(x, y), np.inner(y, x), np.outer(x, y), np.outer(y, x))
    L = np.linalg.cholesky(np.array([[4, 12, -16], [12, 37, -43], [-16, -43, 98]], np.int32))
    show(L)
    x = np.array([[12, -51, 4], [6, 167, -68], [-4, 24, -41]], dtype=np.float32)
    q, r = np.linalg.qr(x)
    print(q.dtype, r.dtype, np.allclose(np.dot(q, r), x, atol=1e-4))
    x = np.array([[1, 0, 0, 0, 2], [0, 0, 3, 0, 0], [0, 0, 0, 0, 0], [0, 2, 0, 0, 0]], np.float32)
    U, s, V = np.linalg.svd(x, full_matrices=False)
    print(U.shape, s.round(5), V.shape, np.allclose(np.dot(U, np.dot(np.diag(s), V)), x, atol=1e-5))
    x = np.diag((1, 2, 3))
    show(np.linalg.eig(x))
    show(np.linalg.eigvals(x))
    x = np.arange(1, 10).reshape((3, 3))
    print(round(float(np.linalg.norm(x, 'fro')), 8), np.linalg.cond(x, 'fro') > 1e15)
    # the same exercise in single precision, on an invertible matrix (NumPy inverts in double)
    x32 = (x + 2 * np.eye(3)).astype(np.float32)
    for p in ('fro', 1, np.inf, 'nuc'):
        show(np.linalg.cond(x32, p))
    x = np.arange(1, 5).reshape((2, 2))
    show(np.linalg.det(x).round(8))
    show(np.linalg.matrix_rank(np.eye(4)))
    sign, logdet = np.linalg.slogdet(x)
    show(sign)
    show(logdet.round(8))
    show(np.trace(np.eye(4)))
    show(np.linalg.inv(np.array([[1., 2.], [3., 4.]])).round(8))


@program
def kb_discrete_fourier_transform(np):
    # chapter 7
    # (device math and cuFFT: values rounded, zeros unsigned; their last bits differ)
    show_rounded(np.angle(1 + 1j))
    a = np.array([1+2j, 3+4j, 5+6j])
    print(a.real, a.imag)
    a.real = 9
    a.imag = [5, 7, 9]
    print(a)
    show(np.conjugate(1 + 2j))
    a = np.exp(2j * np.pi * np.arange(8))
    print(np.fft.fft(a).round(8) + 0, np.fft.ifft(np.fft.fft(a)).round(8) + 0)
    show_rounded(np.fft.rfft([0, 1, 0, 0]))
    show_rounded(np.fft.fft([0, 1, 0, 0]))
    signal = np.array([-2, 8, 6, 4, 1, 0, 3, 5], dtype=np.float32)
    show_rounded(np.fft.fft(signal))
    show(np.fft.fftfreq(signal.size, d=1))
    for w in (np.bartlett(5), np.blackman(5), np.hamming(5), np.hanning(5), np.kaiser(5, 14)):
        show_rounded(w)


@program
def kb_logic_functions(np):
    # chapter 8
    print(np.all(np.array([1, 2, 3])), np.all(np.array([1, 0, 3])), np.any(np.array([1, 0, 0])),
          np.any(np.array([0, 0, 0])))
    x = np.array([1, 0, np.nan, np.inf])
    print(np.isfinite(x), np.isinf(x), np.isnan(x))
    x = np.array([1+1j, 1+0j, 4.5, 3, 2, 2j])
    print(np.iscomplex(x), np.isreal(x), np.isscalar(3), np.isscalar([3]), np.isscalar(True))
    print(np.logical_and([True, False], [False, False]),
          np.logical_or([True, False, True], [True, False, False]),
          np.logical_xor([True, False, True], [True, False, False]),
          np.logical_not([True, False, 0, 1]))
    print(np.allclose([3], [2.999999]), np.array_equal([3], [2.999999]))
    x, y = np.array([4, 5]), np.array([2, 5])
    print(np.greater(x, y), np.greater_equal(x, y), np.less(x, y), np.less_equal(x, y))
    print(np.equal([1, 2], [1, 2.000001]), np.isclose([1, 2], [1, 2.000001]))


@program
def kb_mathematical_functions(np):
    # chapter 9 (a cell compares each of a list of arrays with "": the ambiguous truth value)
    x = np.array([0., 1., 30, 90])
    print(np.sin(x), np.cos(x), np.tan(x))
    x = np.array([-1., 0, 1.])
    print(np.arcsin(x), np.arccos(x), np.arctan(x), np.sinh(x), np.cosh(x), np.tanh(x))
    x = np.array([-np.pi, -np.pi/2, np.pi/2, np.pi])
    print(np.degrees(x), np.array_equiv(np.degrees(x), np.rad2deg(x)))
    print(np.radians(np.array([-180., -90., 90., 180.])))
    x = np.array([2.1, 1.5, 2.5, 2.9, -2.1, -2.5, -2.9])
    print(np.around(x), np.floor(x), np.ceil(x), np.trunc(x), [round(e) for e in x])
    print(np.floor(np.abs(x) + 0.5) * np.sign(x))
    x = np.array([[1, 2, 3, 4], [5, 6, 7, 8]])
    outs = [np.sum(x), np.sum(x, axis=0), np.sum(x, axis=1, keepdims=True), "",
            np.prod(x), np.prod(x, axis=1, keepdims=True), np.cumsum(x, axis=0),
            np.cumprod(x, axis=1), np.min(x, axis=1, keepdims=True), np.max(x),
            np.mean(x), np.mean(x, axis=1, keepdims=True)]
    for out in outs:
        if isinstance(out, str):
            print()
        else:
            print("->", out)
    attempt(lambda: [print() if out == "" else print("->", out) for out in outs])
    x = np.array([1, 2, 4, 7, 0])
    print(np.diff(x), np.ediff1d(x, to_begin=[0, 0], to_end=[100]),
          np.insert(np.append(np.diff(x), 100), 0, [0, 0]))
    print(np.cross([1, 2, 3], [4, 5, 6]))
    x = np.array([1., 2., 3.], np.float32)
    print(np.exp(x), np.expm1(x), np.exp2(x), 2 ** x)
    x = np.array([1, np.e, np.e**2])
    print(np.log(x), np.log10(x), np.log2(x), np.log1p(np.array([1e-99, 1e-100])))
    print(np.signbit(np.array([-3, -2, -1, 0, 1, 2, 3])), np.copysign(np.array([-1, 0, 1]), -1.1))
    print(np.add([1, 2, 3], [-1, -2, -3]), np.subtract(np.array([3, 4, 5]), np.array(3)),
          np.multiply([3, 4, 5], [1, 0, -1]))
    x, y = np.array([3., 4., 5.]), np.array([1., 2., 3.])
    print(np.true_divide(x, y), np.floor_divide(x, y), np.negative(np.array([1, -1])),
          np.reciprocal(np.array([1., 2., .2])), np.power([[1, 2], [3, 4]], [[1, 2], [1, 2]]))
    x = np.array([-3, -2, -1, 1, 2, 3])
    print(np.mod(x, 2), x % 2, np.fmod(x, 2), np.clip(np.arange(10), 3, 7))
    print(np.square([1, 2, -1]), np.sqrt([1., 4., 9.]), np.abs([[1, -1], [3, -3]]),
          np.sign([1, 3, 0, -1, -3]))


@program
def kb_random_sampling(np):
    # chapter 10, seeded
    np.random.seed(10)
    show(np.random.rand(3, 2))
    out1 = np.random.randn(100, 100)
    out3 = np.random.normal(loc=0.0, scale=1.0, size=(100, 100))
    print(round(float(np.mean(out3)), 8), round(float(np.std(out1)), 8))
    show(np.random.randint(0, 4, (3, 2)))
    x = [b'3 out of 10', b'5 out of 10', b'2 out of 10']
    for _ in range(5):
        show(np.random.choice(x, p=[.3, .5, .2]))
    show(np.random.choice(10, 3, replace=False))
    x = np.arange(10)
    np.random.shuffle(x)
    print(x, np.random.permutation(10))


@program
def kb_set_routines(np):
    # chapter 11 (np.in1d is gone in NumPy 2: its message, then isin)
    x = np.array([1, 2, 6, 4, 2, 3, 2])
    out, indices = np.unique(x, return_inverse=True)
    print(out, indices, out[indices])
    x, y = np.array([0, 1, 2, 5, 0]), np.array([0, 1])
    _gone(lambda: np.in1d(x, y))
    show(np.isin(x, y))
    y = np.array([0, 1, 4])
    print(np.intersect1d(x, y), np.setdiff1d(x, y), np.setxor1d(x, y), np.union1d(x, y))


@program
def kb_sorting_searching_counting(np):
    # chapter 12 (partition's order besides the kth is NumPy's own: only the kth is printed)
    x = np.array([[1, 4], [3, 1]])
    out = np.sort(x, axis=1)
    x.sort(axis=1)
    print(out, np.array_equal(out, x))
    show(np.lexsort((('Heinrich', 'Galileo', 'Gustav'), ('Hertz', 'Galilei', 'Hertz'))))
    show(np.argsort(np.array([[1, 4], [3, 1]]), axis=1))
    np.random.seed(1)
    x = np.random.permutation(10)
    print(x, np.partition(x, 5)[5], x[np.argpartition(x, 3)][3])
    x = np.random.permutation(10).reshape(2, 5)
    print(x, np.max(x, 1), np.argmax(x, 1), np.min(x, 1), np.argmin(x, 1))
    x = np.array([[np.nan, 4], [3, 2]])
    print(np.nanmax(x, 1), np.nanargmax(x, 1), np.nanmin(x, 1), np.nanargmin(x, 1))
    x = np.array([[1, 2, 3], [1, 3, 5]])
    print(x[x > 2], np.nonzero(x > 2), np.extract(x > 2, x), np.flatnonzero(x > 2))
    print(np.where(np.arange(-5, 4).reshape(3, 3) < 0, 0, np.arange(-5, 4).reshape(3, 3)))
    show(np.searchsorted([1, 3, 5, 7, 9], [0, 4, 2, 6]))
    x = [[0, 1, 7, 0, 0], [3, 0, 0, 2, 19]]
    show(np.count_nonzero(x))
    attempt(lambda: len(x[x != 0]))


@program
def kb_statistics(np):
    # chapter 13
    x = np.arange(4).reshape((2, 2))
    print(np.amin(x, 1), np.amax(x, 1, keepdims=True))
    x = np.arange(10).reshape((2, 5))
    print(np.ptp(x, 1), np.percentile(np.arange(1, 11).reshape((2, 5)), 75, 1))
    show(np.median(np.arange(1, 10).reshape((3, 3))))
    x, weights = np.arange(5), np.arange(1, 6)
    show(np.average(x, weights=weights))
    show((x * (weights / weights.sum())).sum())
    show(np.mean(x))
    show(np.std(x))
    show(np.var(x))
    print(np.cov(np.array([0, 1, 2]), np.array([2, 1, 0])))
    print(np.corrcoef(np.array([0, 1, 3]), np.array([2, 4, 5])))
    print(np.correlate(np.array([0, 1, 3]), np.array([2, 4, 5])))
    print(np.histogram(np.array([0.5, 0.7, 1.0, 1.2, 1.3, 2.1]), np.array([0, 1, 2, 3])))
    H, xedges, yedges = np.histogram2d(np.array([0, 0.1, 0.2, 1., 1.1, 2., 2.1]),
                                       np.array([0, 0.1, 0.2, 1., 1.1, 2., 3.3]),
                                       bins=([0, 1, 2, 3], [0, 1, 2, 3, 4]))
    print(H, xedges, yedges)
    print(np.bincount(np.array([0, 1, 1, 3, 2, 1, 7])))
    print(np.digitize(np.array([0.2, 6.4, 3.0, 1.6]), np.array([0.0, 1.0, 2.5, 4.0, 10.0])))
    # the percentile exercise on an empty sample of integers: NumPy's IndexError, by method
    for method in ("linear", "lower", "midpoint", "nearest", "weibull"):
        for q in (75, 0, 100):
            attempt(np.percentile, np.arange(0), q, method=method)
    attempt(np.percentile, np.arange(0.0), 75)
