"""Programs on what running NumPy's own lib tests against gpnumpy turned up, as user code meets
it: subclasses of ndarray through the lib functions (their own methods, apply_along_axis,
vectorize, average's weight sums, repr), Fractions as quantile probabilities, object fill
values, array-likes whose __array__ returns the library's array, tri* sizes given as NumPy
integer scalars, other libraries' objects that override NumPy's functions, operator-mixin
wrappers in products, and the byte bounds of a strided view.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from fractions import Fraction

from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_lib_subclass_with_own_statistics(np):
    class Robust(np.ndarray):
        """A sample type whose mean is trimmed: np.mean and np.median must use it."""
        def mean(self, axis=None, dtype=None, out=None):
            s = np.sort(np.asarray(self), axis=-1 if axis is None else axis)
            return np.asarray(s).mean(axis=axis, dtype=dtype) * 0 + 42.0

        def sum(self, axis=None, dtype=None, out=None, **kwargs):
            return "custom sum over axis %s with %s" % (axis, sorted(kwargs))

    data = np.array([[3.0, 1.0, 2.0], [9.0, 7.0, 8.0]]).view(Robust)
    print(np.mean(data), np.mean(data, axis=0))
    print(np.median(data), np.median(data, axis=1))
    print(np.sum(data), np.sum(data, axis=1, keepdims=True))
    print(np.max(data), np.std(data), type(np.cumsum(data)).__name__)


@program
def nt_lib_subclass_repr_and_average(np):
    class Meters(np.ndarray):
        pass

    d = np.arange(6.0).reshape(2, 3).view(Meters)
    print(repr(d))
    print(np.array_repr(d[0]))
    print(repr(np.arange(2000).view(Meters)))
    w = np.array([1.0, 2.0, 3.0]).view(Meters)
    avg, wsum = np.average(d, axis=1, weights=w, returned=True)
    print(repr(avg), repr(wsum), type(wsum).__name__)
    avg, wsum = np.average(d, weights=np.ones((2, 3)).view(Meters), returned=True)
    print(avg, wsum, type(wsum).__name__)


@program
def nt_lib_apply_along_axis_classes(np):
    class Tagged(np.ndarray):
        unit = "s"

    class Pairs(np.ndarray):
        pass

    def describe(row):
        return len(getattr(row, "unit", "")) + row.max()

    def outer_pairs(row):
        return np.multiply.outer(row, row[:2]).view(Pairs)

    t = np.arange(12.0).reshape(3, 4).view(Tagged)
    plain = np.arange(12).reshape(3, 4)
    for f, arr, axis in ((describe, t, 1), (np.cumsum, t, 0), (outer_pairs, plain, 1),
                         (outer_pairs, t, 0), (lambda r: float(r[0]), t, 1)):
        r = np.apply_along_axis(f, axis, arr)
        print(type(r).__name__, r.shape, r.ravel()[:6])


@program
def nt_lib_vectorize_on_subclasses(np):
    class Grid(np.ndarray):
        pass

    clip01 = np.vectorize(lambda x: min(max(x, 0.0), 1.0))
    g = np.linspace(-0.5, 1.5, 6).reshape(2, 3).view(Grid)
    r = clip01(g)
    print(type(r).__name__, r)
    rot = np.vectorize(np.matmul, signature="(m,m),(m)->(m)")
    r = rot(np.array([[0.0, -1.0], [1.0, 0.0]]).view(Grid), np.eye(2).view(Grid))
    print(type(r).__name__, r)
    both = np.vectorize(lambda a, b: (a + b, a - b))(g, 1.0)
    print([type(x).__name__ for x in both], both[1])


@program
def nt_lib_quantiles_with_fractions(np):
    scores = [3, 1, 4, 1, 5, 9, 2, 6]
    print(np.quantile(scores, Fraction(1, 2)), np.percentile(scores, Fraction(25)))
    print(np.quantile([1, 2], q=Fraction(1)), np.nanpercentile(scores, Fraction(75)))
    print(np.quantile(scores, [Fraction(1, 3), Fraction(2, 3)]).tolist())
    attempt(lambda: np.quantile(scores, Fraction(1, 2), method="lower"))
    attempt(lambda: np.quantile(np.array([1.0, 2.0]), Fraction(1, 2)))


@program
def nt_lib_object_fill_and_array_likes(np):
    board = np.full((3, 3), None)
    board[1, 1] = "X"
    print(board.dtype, board.tolist())
    print(np.pad(np.full((1, 2), None), 1, mode="edge").tolist())

    class Votes:
        def __array__(self, dtype=None, copy=None):
            return np.array([0, 2, 2, 1, 3, 2], dtype=np.uint8)

    print(np.bincount(Votes()), np.bincount(Votes(), minlength=6))


@program
def nt_lib_triangles_with_numpy_integer_sizes(np):
    # (NumPy 2.4 overflows at k - 1 of an unsigned m; 2.5 reads the sizes as Python ints)
    attempt(lambda: np.triu_indices(np.uint64(4), m=np.uint8(5)))
    attempt(lambda: np.tril_indices(np.uint16(3), k=np.int8(-1)))
    attempt(lambda: np.tri(np.uint8(3), np.uint8(4), np.uint8(1)))
    print(np.triu(np.ones((3, 3), dtype=int), np.uint8(1)))


@program
def nt_lib_other_library_objects(np):
    class LazyFrame:
        """Another library's array: it takes over NumPy's functions."""
        def __array_function__(self, func, types, args, kwargs):
            return "LazyFrame handles %s(%d args, %s)" % (func.__name__, len(args),
                                                         sorted(kwargs))

    lf = LazyFrame()
    print(np.histogram2d(lf, [1, 2]))
    print(np.histogram2d([1, 2], [3, 4], bins=lf))
    print(np.histogram2d([1, 2], [3, 4], weights=lf))
    print(np.mean(lf), np.unique(lf))


@program
def nt_lib_operator_mixin_wrapper_products(np):
    class Tagged(np.lib.mixins.NDArrayOperatorsMixin):
        """A unit-tagged array of the NumPy docs' kind: it only takes the library's arrays."""
        def __init__(self, value, unit):
            self.value, self.unit = np.asarray(value), unit

        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            if not all(isinstance(x, (Tagged, np.ndarray, int, float)) for x in inputs):
                return NotImplemented
            vals = [x.value if isinstance(x, Tagged) else x for x in inputs]
            return Tagged(getattr(ufunc, method)(*vals, **kwargs), self.unit)

        def __repr__(self):
            return "Tagged(%s, %r)" % (self.value, self.unit)

    w = Tagged([[1.0, 2.0], [3.0, 4.0]], "m")
    v = np.array([0.5, 0.25])
    print(w @ v, v @ w, np.matmul(w, v), np.vecdot(v, Tagged(v, "s")))
    print(np.matvec(w, v), np.vecmat(v, w), w * 2 + 1)
    lo, hi = np.lib.array_utils.byte_bounds(np.arange(12.0)[::3])
    print(hi - lo)
