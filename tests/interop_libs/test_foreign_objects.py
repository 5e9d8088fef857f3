"""Objects of other libraries given to gpnumpy's ufuncs and functions, without those libraries:
small stand-ins with the hooks pandas, xarray and matplotlib rely on.  NumPy's behaviour is the
reference (``xp`` runs each test with NumPy and with gpnumpy)."""
import numpy
import pytest


class Overrides:
    """A pandas-like object: ufuncs are its own to answer (``__array_ufunc__``)."""

    def __init__(self, values):
        self.values = list(values)

    def __array__(self, dtype=None, copy=None):
        return numpy.array(self.values, dtype=dtype)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        names = [type(x).__name__ if isinstance(x, Overrides) else "other" for x in inputs]
        out = kwargs.get("out")
        return ("answered", ufunc.__name__, method, names, None if out is None else len(out))


class Declines(Overrides):
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        return NotImplemented


class NoUfuncs(Overrides):
    __array_ufunc__ = None


class Child(Overrides):
    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        return ("child first", ufunc.__name__)


def test_ufunc_defers_to_array_ufunc(xp):
    o = Overrides([1.0, 2.0])
    a = xp.arange(2.0)
    assert xp.log(o) == ("answered", "log", "__call__", ["Overrides"], None)
    assert xp.add(a, o) == ("answered", "add", "__call__", ["other", "Overrides"], None)
    assert a + o == ("answered", "add", "__call__", ["other", "Overrides"], None)
    assert (a < o) == ("answered", "less", "__call__", ["other", "Overrides"], None)
    assert xp.multiply(2.0, o) == ("answered", "multiply", "__call__", ["other", "Overrides"], None)
    assert xp.add(a, a, out=o) == ("answered", "add", "__call__", ["other", "other"], 1)
    assert xp.add(a, a, o) == ("answered", "add", "__call__", ["other", "other"], 1)
    assert xp.add(Overrides([1.0]), Child([2.0])) == ("child first", "add")


class WrapsMasked:
    """A wrapper of a masked array that answers ufuncs with its unwrapped operands (NumPy's
    ma/tests/test_subclassing.py's WrappedArray, gh-15200)."""
    __array_priority__ = 20

    def __init__(self, m):
        self.m = m

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method != "__call__":
            return NotImplemented
        r = ufunc(*(x.m if isinstance(x, WrapsMasked) else x for x in inputs), **kwargs)
        return WrapsMasked(r)


def test_ufunc_with_a_masked_array_asks_the_other_operands_override(xp):
    """A masked array's __array_ufunc__ is ndarray's: the other operand's override answers,
    in either order, and the masked array alone is NumPy's masked ufunc."""
    m = numpy.ma.masked_array([1.0, 3.0, 5.0], mask=[0, 1, 0])
    w = WrapsMasked(m)
    got = []
    for r in (xp.add(m, w), xp.add(w, m), xp.hypot(m, w), xp.divide(w, m), xp.log(w)):
        assert type(r) is WrapsMasked and type(r.m) is numpy.ma.MaskedArray
        got.append((r.m.filled(-1.0).tolist(), r.m.mask.tolist()))
    mask = [False, True, False]
    assert got == [([2.0, -1.0, 10.0], mask), ([2.0, -1.0, 10.0], mask),
                   ([numpy.hypot(1.0, 1.0), -1.0, numpy.hypot(5.0, 5.0)], mask),
                   ([1.0, -1.0, 1.0], mask), ([0.0, -1.0, numpy.log(5.0)], mask)]
    with pytest.raises(TypeError, match=r"operand 'NoUfuncs' does not support ufuncs"):
        xp.add(m, NoUfuncs([1.0, 2.0, 3.0]))
    # (the ufunc's methods ask it too: it declines them, and that is NumPy's TypeError)
    for method in (lambda: xp.add.at(m.copy(), [0], w), lambda: xp.add.accumulate(m, out=w),
                   lambda: xp.add.reduce(m, out=w),
                   lambda: xp.add.reduceat(m, WrapsMasked(numpy.array([0, 2])))):
        with pytest.raises(TypeError, match="all returned NotImplemented from __array_ufunc__"):
            method()


def test_ufunc_array_ufunc_none_and_notimplemented(xp):
    a = xp.arange(2.0)
    with pytest.raises(TypeError, match=r"operand 'NoUfuncs' does not support ufuncs \(__array_ufunc__=None\)"):
        xp.add(a, NoUfuncs([1.0, 2.0]))
    with pytest.raises(TypeError, match="operand type.s. all returned NotImplemented from __array_ufunc__"):
        xp.sqrt(Declines([1.0, 4.0]))


class Reflects:
    """An object that opts out of ufuncs and answers operators itself (numpy.polynomial's
    series): the array's forward operators give way to its reflected ones."""
    __array_ufunc__ = None

    def __radd__(self, o):
        return "radd"

    def __rmul__(self, o):
        return "rmul"

    def __rpow__(self, o):
        return "rpow"

    def __rmatmul__(self, o):
        return "rmatmul"

    def __gt__(self, o):
        return "gt"

    def __eq__(self, o):
        return "eq"


class Priority:
    """An object without ``__array_ufunc__`` and of higher ``__array_priority__``."""
    __array_priority__ = 50

    def __radd__(self, o):
        return "radd"

    def __array__(self, dtype=None, copy=None):
        return numpy.array([5.0, 6.0])


def test_operators_give_way_to_reflected_operators(xp):
    a = xp.arange(2.0)
    r = Reflects()
    assert (a + r, a * r, a ** r, a @ r, a < r, a == r) == (
        "radd", "rmul", "rpow", "rmatmul", "gt", "eq")
    assert a[0] + r == "radd"  # (a scalar's operators too)
    with pytest.raises(TypeError, match="does not support ufuncs"):
        a += r  # (in place: the ufunc, which refuses it)
    assert a + Priority() == "radd"
    b = xp.arange(2.0)
    b += Priority()  # (in place too: Python's a = a + o)
    assert b == "radd"


class TakesHostOperands:
    """A pandas Timestamp's (a SciPy sparse matrix's) operators: a higher ``__array_priority__``,
    no ``__array_ufunc__``, operators that take NumPy's arrays and float64 scalars only."""
    __array_priority__ = 100
    __hash__ = None

    def _take(self, o, name):
        if type(o) is numpy.ndarray or type(o) is numpy.float64:
            return (name, type(o).__name__, o.tolist())
        return NotImplemented

    def __add__(self, o):
        return self._take(o, "add")

    def __radd__(self, o):
        return self._take(o, "radd")

    def __rsub__(self, o):
        return self._take(o, "rsub")

    def __pow__(self, o):
        return self._take(o, "pow")

    def __rpow__(self, o):
        return self._take(o, "rpow")

    def __lt__(self, o):
        return self._take(o, "lt")

    def __eq__(self, o):
        return self._take(o, "eq")


class RefusesOperands:
    __array_priority__ = 100

    def __radd__(self, o):
        return NotImplemented

    def __gt__(self, o):
        return NotImplemented


def test_operators_given_way_hand_host_arrays_to_an_operator_that_takes_only_those(xp):
    """``dates > pd.Timestamp(...)``, ``a + sparse_matrix``: NumPy's operators give way to the
    other operand (higher ``__array_priority__``), whose operators take NumPy's arrays: they
    are given the array as NumPy holds it, in either order, in place too."""
    a = xp.arange(2.0)
    h = TakesHostOperands()
    arr = ("ndarray", [0.0, 1.0])
    assert a + h == ("radd",) + arr
    assert h + a == ("add",) + arr
    assert a - h == ("rsub",) + arr
    assert (a > h) == ("lt",) + arr
    assert (h < a) == ("lt",) + arr
    assert (a == h) == ("eq",) + arr
    assert a ** h == ("rpow",) + arr
    assert h ** a == ("pow",) + arr
    assert a[1] + h == ("radd", "float64", 1.0)
    assert (a[1] == h) == ("eq", "float64", 1.0)
    b = xp.arange(2.0)
    b += h
    assert b == ("radd",) + arr
    # (an operand that refuses them too: Python's TypeError, == the identity)
    with pytest.raises(TypeError):
        a + RefusesOperands()
    with pytest.raises(TypeError, match="unsupported operand"):
        a - RefusesOperands()
    with pytest.raises(TypeError, match="not supported between"):
        a < RefusesOperands()
    assert (a == RefusesOperands()) is False


class _Compares(numpy.ndarray):
    """A NumPy subclass with comparisons of its own (as ``numpy.ma.MaskedArray`` has)."""

    def __gt__(self, other):
        return "gt"

    def __le__(self, other):
        return "le"

    def __ne__(self, other):
        return "ne"


def test_comparisons_ask_a_host_subclass_first(xp):
    """Python asks a subclass's reflected comparison before NumPy's array's (``a == m`` is
    ``m.__eq__(a)``, ``a < s`` is ``s.__gt__(a)``): a masked array's own == and != compare the
    masks under the mask, and a subclass's own operator answers."""
    a = xp.arange(6.0).reshape(2, 3)
    m = numpy.ma.masked_array(numpy.arange(6.0).reshape(2, 3), mask=[[0, 1, 0], [0, 0, 1]])
    got = []
    for r in (a == m, a != m, m == a, a < m, a >= m):
        assert type(r) is numpy.ma.MaskedArray
        got.append((r.data.tolist(), r.mask.tolist(), r.dtype))
    assert got == [
        ([[True, False, True], [True, True, False]], [[False, True, False], [False, False, True]],
         numpy.dtype(bool)),
        ([[False, True, False], [False, False, True]], [[False, True, False], [False, False, True]],
         numpy.dtype(bool)),
        ([[True, False, True], [True, True, False]], [[False, True, False], [False, False, True]],
         numpy.dtype(bool)),
        ([[False] * 3] * 2, [[False, True, False], [False, False, True]], numpy.dtype(bool)),
        ([[True] * 3] * 2, [[False, True, False], [False, False, True]], numpy.dtype(bool))]
    s = numpy.arange(6.0).reshape(2, 3).view(_Compares)
    assert (a < s, a >= s, a != s) == ("gt", "le", "ne")
    assert (a > s).tolist() == [[False] * 3] * 2  # (an inherited one: the ufunc)


def test_scalar_arithmetic_with_a_masked_array_is_the_ufunc(xp):
    """A scalar's arithmetic with a masked array is the ufunc's (the data under the mask
    computed too), its comparisons the masked array's own (masks compared under the mask)."""
    two = xp.arange(3.0)[2]
    m = numpy.ma.masked_array([1.5, 2.0, 3.0], mask=[0, 1, 0])
    got = []
    for r in (two * m, two + m, two - m, two / m, two ** m, two == m, two != m, two < m):
        assert type(r) is numpy.ma.MaskedArray
        got.append((r.data.tolist(), r.mask.tolist(), r.dtype))
    f, b, mask = numpy.dtype(float), numpy.dtype(bool), [False, True, False]
    assert got == [([3.0, 4.0, 6.0], mask, f), ([3.5, 4.0, 5.0], mask, f),
                   ([0.5, 0.0, -1.0], mask, f), ([4 / 3, 1.0, 2 / 3], mask, f),
                   ([2.0 ** 1.5, 4.0, 8.0], mask, f), ([False, False, False], mask, b),
                   ([True, True, True], mask, b), ([False, False, True], mask, b)]


def test_ufunc_of_a_masked_array_with_outputs_given_positionally(xp):
    """A several-output ufunc given a masked array and only some of its outputs positionally
    (``modf(m, o)``) fills the others with new arrays, as with out=(o, None)."""
    m = numpy.ma.masked_array([1.5, -2.25, 3.0], mask=[0, 1, 0])
    got = []
    for call in (lambda o: xp.modf(m, o), lambda o: xp.modf(m, None, o),
                 lambda o: xp.frexp(m, o), lambda o: xp.divmod(m, 2.0, o),
                 lambda o: xp.modf(m, out=(o, None))):
        o = numpy.zeros(3)
        got.append([(type(x).__name__, x is o, numpy.ma.filled(x, -9).tolist(),
                     numpy.ma.getmaskarray(x).tolist()) for x in call(o)])
    f, mask = [False] * 3, [False, True, False]
    assert got == [
        [("ndarray", True, [0.5, -0.25, 0.0], f), ("MaskedArray", False, [1.0, -9, 3.0], mask)],
        [("MaskedArray", False, [0.5, -9, 0.0], mask), ("ndarray", True, [1.0, -2.0, 3.0], f)],
        [("ndarray", True, [0.75, -0.5625, 0.75], f), ("MaskedArray", False, [1, -9, 2], mask)],
        [("ndarray", True, [0.0, -2.0, 1.0], f), ("MaskedArray", False, [1.5, -9, 1.0], mask)],
        [("ndarray", True, [0.5, -0.25, 0.0], f), ("MaskedArray", False, [1.0, -9, 3.0], mask)]]
    with pytest.raises(TypeError, match="cannot specify 'out' as both a positional and keyword"):
        xp.add(m, 1.0, numpy.zeros(3), out=numpy.zeros(3))


def test_ufunc_arrays_and_scalars_do_not_override(xp):
    a = xp.arange(3.0)
    h = numpy.arange(3.0)
    r = xp.add(a, h)
    assert type(r) is type(a) and r.tolist() == [0.0, 2.0, 4.0]
    assert xp.add(a, [1, 2, 3]).tolist() == [1.0, 3.0, 5.0]
    assert float(xp.add(a.sum(), numpy.float64(1.0))) == 4.0


class Methods:
    """An object with NumPy's method names (a pandas Series, a DataFrame): NumPy's functions
    call its method."""

    def __init__(self, values):
        self.values = numpy.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __len__(self):
        return len(self.values)

    def sum(self, axis=None, dtype=None, out=None, **kwargs):
        return ("sum", axis, dtype, out, sorted(kwargs))

    def mean(self, axis=None, dtype=None, out=None, **kwargs):
        return ("mean", axis, dtype, sorted(kwargs))

    def std(self, axis=None, dtype=None, out=None, ddof=0, **kwargs):
        return ("std", axis, ddof, sorted(kwargs))

    def max(self, axis=None, out=None, **kwargs):
        return ("max", axis, sorted(kwargs))

    def cumsum(self, axis=None, dtype=None, out=None):
        return ("cumsum", axis)

    def round(self, decimals=0, out=None):
        return ("round", decimals)

    def argmax(self, axis=None, out=None):
        return ("argmax", axis)

    def compress(self, condition, axis=None, out=None):
        return ("compress", list(condition), axis)

    def clip(self, lower, upper, out=None, **kwargs):
        return ("clip", lower, upper)


def test_functions_call_the_objects_methods(xp):
    m = Methods([3.0, 1.0, 2.0])
    assert xp.sum(m) == ("sum", None, None, None, [])
    assert xp.sum(m, axis=0, keepdims=True) == ("sum", 0, None, None, ["keepdims"])
    assert xp.mean(m, axis=0) == ("mean", 0, None, [])
    assert xp.std(m, ddof=1) == ("std", None, 1, [])
    assert xp.max(m) == ("max", None, [])
    assert xp.amax(m, axis=0) == ("max", 0, [])
    assert xp.cumsum(m) == ("cumsum", None)
    assert xp.round(m, 2) == ("round", 2)
    assert xp.around(m) == ("round", 0)
    assert xp.argmax(m) == ("argmax", None)
    assert xp.compress([True, False, True], m) == ("compress", [True, False, True], None)
    assert xp.clip(m, 0, 1) == ("clip", 0, 1)
    # (the module's arrays and scalars among the other arguments reach the method as NumPy's)
    r = xp.clip(m, xp.arange(2.0)[1], xp.asarray([2.0, 3.0, 4.0]))
    assert r[0] == "clip" and type(r[1]) is numpy.float64 and r[1] == 1.0
    assert type(r[2]) is numpy.ndarray and r[2].tolist() == [2.0, 3.0, 4.0]
    r = xp.compress(xp.asarray([True, False, True]), m)
    assert r == ("compress", [True, False, True], None) and type(r[1][0]) is numpy.bool_


def test_functions_without_the_method_read_the_object_as_an_array(xp):
    m = Methods([3.0, 1.0, 2.0])
    r = xp.prod(m)  # (no prod method: the object's data)
    assert float(r) == 6.0
    assert xp.sort(m).tolist() == [1.0, 2.0, 3.0]  # (sort is not one of NumPy's method callers)
    assert float(xp.sum(xp.asarray(m))) == 6.0


class Wraps:
    """An array-like without NumPy's methods but with ``__array_wrap__`` (a container that
    wants its class back): NumPy's method-calling functions give it their results to wrap."""

    def __init__(self, values):
        self.values = numpy.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __array_wrap__(self, arr, context=None, return_scalar=False):
        return ("wrapped", numpy.asarray(arr).tolist(), arr.ndim, context, return_scalar)


def test_functions_without_the_method_wrap_through_array_wrap(xp):
    w = Wraps([[3.0, -1.5], [2.5, 0.0]])
    assert xp.clip(w, 0, 2.6) == ("wrapped", [[2.6, 0.0], [2.5, 0.0]], 2, None, False)
    assert xp.round(w) == ("wrapped", [[3.0, -2.0], [2.0, 0.0]], 2, None, False)
    assert xp.around(w, 1) == ("wrapped", [[3.0, -1.5], [2.5, 0.0]], 2, None, False)
    assert xp.cumsum(w) == ("wrapped", [3.0, 1.5, 4.0, 4.0], 1, None, False)
    assert xp.cumprod(w, axis=0) == ("wrapped", [[3.0, -1.5], [7.5, -0.0]], 2, None, False)
    assert xp.take(w, [3, 0]) == ("wrapped", [0.0, 3.0], 1, None, False)
    assert xp.reshape(w, -1) == ("wrapped", [3.0, -1.5, 2.5, 0.0], 1, None, False)
    assert xp.repeat(w, 2, axis=0)[1] == [[3.0, -1.5], [3.0, -1.5], [2.5, 0.0], [2.5, 0.0]]
    assert xp.swapaxes(w, 0, 1)[1] == [[3.0, 2.5], [-1.5, 0.0]]
    assert xp.transpose(w)[1] == [[3.0, 2.5], [-1.5, 0.0]]
    assert xp.squeeze(w)[1] == [[3.0, -1.5], [2.5, 0.0]]
    assert xp.compress([False, True], w, axis=0)[1] == [[2.5, 0.0]]
    assert xp.argsort(w, axis=None) == ("wrapped", [1, 3, 2, 0], 1, None, False)
    assert xp.argpartition(Wraps([3, 1, 2]), 0)[1][0] == 1
    # a scalar result is wrapped as a 0-d array
    assert xp.argmax(w) == ("wrapped", 0, 0, None, False)
    assert xp.argmin(w, axis=1) == ("wrapped", [1, 1], 1, None, False)
    assert xp.searchsorted(Wraps([1, 3, 5]), 4) == ("wrapped", 2, 0, None, False)
    assert xp.nonzero(w) == ("wrapped", [[0, 0, 1], [0, 1, 0]], 2, None, False)
    assert xp.choose(Wraps([1, 0]), [[5, 6], [7, 8]]) == ("wrapped", [7, 6], 1, None, False)
    # the reductions wrap too (through their ufunc); lists and arrays stay unwrapped
    assert xp.sum(w) == ("wrapped", 4.0, 0, None, True)
    assert type(xp.clip([1, 5], 0, 2)) is type(xp.arange(1))
    assert type(xp.argmax([1, 5])) is not tuple
    # an object that overrides NumPy's functions answers the call itself, unwrapped
    assert xp.clip(WrapsAndOverrides([1.0, 2.0]), 0, 1) == ("overridden", "clip")
    assert xp.argmax(WrapsAndOverrides([1.0, 2.0])) == ("overridden", "argmax")


class WrapsAndOverrides(Wraps):
    def __array_function__(self, func, types, args, kwargs):
        return ("overridden", func.__name__)


@pytest.mark.filterwarnings("ignore:.*held on the host")
def test_objects_read_as_object_data_go_to_the_host(xp):
    """``None`` among broadcast_arrays' arguments (matplotlib's ``bar`` passes its hatch so)."""
    x, h = xp.broadcast_arrays(xp.arange(3), None)
    assert x.dtype == numpy.int64 and list(x.tolist()) == [0, 1, 2]
    assert h.dtype == object and h.tolist() == [None, None, None]
    assert xp.atleast_1d(None).dtype == object


@pytest.mark.filterwarnings("ignore:.*runs through NumPy on host copies")
def test_ufunc_with_none(xp):
    assert (xp.arange(3) == None).tolist() == [False, False, False]  # noqa: E711
    assert xp.not_equal(xp.arange(2), None).tolist() == [True, True]


class TakesHostArrays:
    """A pandas-like object whose ``__array_ufunc__`` takes NumPy's arrays and scalars and
    declines other array types (pandas' ``_HANDLED_TYPES``): gpnumpy's arrays are handed to it
    as NumPy's, as NumPy's ufunc hands it NumPy's arrays."""

    def __init__(self, values):
        self.values = numpy.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        args = []
        for x in inputs:
            if isinstance(x, TakesHostArrays):
                args.append(x.values)
            elif type(x) is numpy.ndarray or type(x) in (int, float) or type(x).__module__ == "numpy":
                args.append(x)
            else:
                return NotImplemented
        return TakesHostArrays(getattr(ufunc, method)(*args, **kwargs))


def test_ufunc_override_that_takes_only_host_arrays(xp):
    """np.maximum(a, series) is a Series (pandas answers ufuncs without an operator, arctan2,
    hypot, fmax, ..., only for NumPy's arrays), the array first or second, a reduction's
    scalar too; an override that declines them all is still NumPy's TypeError."""
    h = TakesHostArrays([1.0, 0.0, 5.0])
    a = xp.arange(3.0)
    got = [xp.maximum(a, h), xp.maximum(h, a), xp.arctan2(a, h), xp.hypot(h, a.sum()),
           xp.fmin(a.max(), h), xp.maximum.outer(a[:2], h)]
    for r in got:
        assert type(r) is TakesHostArrays and type(r.values) is numpy.ndarray
    vals = [r.values.tolist() for r in got]
    hh, aa = h.values, numpy.arange(3.0)
    exact = [numpy.maximum(aa, hh).tolist(), numpy.maximum(hh, aa).tolist(),
             numpy.fmin(2.0, hh).tolist(), numpy.maximum.outer(aa[:2], hh).tolist()]
    assert [vals[k] for k in (0, 1, 4, 5)] == exact
    # (NumPy's own loops: a 0-d operand and a Python float take paths of its SIMD code that
    # differ by an ulp on some hosts, hypot(5, 3) on the GPU machine's)
    numpy.testing.assert_allclose(vals[2], numpy.arctan2(aa, hh), rtol=1e-15, atol=0)
    numpy.testing.assert_allclose(vals[3], numpy.hypot(hh, 3.0), rtol=1e-15, atol=0)
    with pytest.raises(TypeError, match="operand type.s. all returned NotImplemented from __array_ufunc__"):
        xp.maximum(a, Declines([1.0, 2.0, 3.0]))


def _identity_class(xp):
    """A user's container whose ``__array_ufunc__`` answers the module's ``np.add`` only,
    tested by identity (``ufunc is np.add``), and declines the others."""
    class Money:
        def __init__(self, v):
            self.v = v

        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            if ufunc is not xp.add:
                return NotImplemented
            vals = [x.v if isinstance(x, Money) else x for x in inputs]
            return Money(getattr(ufunc, method)(*vals, **kwargs).tolist())
    return Money


def test_ufunc_override_that_declines_all_but_the_modules_ufunc(xp):
    """code written against gpnumpy tests for gpnumpy's ufuncs: asked with NumPy's ufunc it
    declines, so it is asked again with gpnumpy's own (as override_call does for functions);
    a ufunc it declines is still NumPy's TypeError"""
    Money = _identity_class(xp)
    assert xp.add(Money(2), 3).v == 5
    assert (xp.arange(2) + Money(4)).v == [4, 5]
    assert xp.add.reduce(Money(xp.arange(4))).v == 6
    assert xp.add.outer(Money(xp.arange(2)), xp.arange(2)).v == [[0, 1], [1, 2]]
    with pytest.raises(TypeError, match="operand type.s. all returned NotImplemented from __array_ufunc__"):
        xp.subtract(Money(2), 3)


def _units_class(xp):
    """A user's quantity (NumPy's NDArrayOperatorsMixin) whose ``__array_ufunc__`` tests the
    ufunc it is handed against the module's: ``ufunc in (np.add, ...)``, ``ufunc == np.sqrt``."""
    class Quantity(xp.lib.mixins.NDArrayOperatorsMixin):
        def __init__(self, value, unit):
            self.value, self.unit = xp.asarray(value), unit

        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            units = {x.unit for x in inputs if isinstance(x, Quantity)}
            args = [x.value if isinstance(x, Quantity) else x for x in inputs]
            result = getattr(ufunc, method)(*args, **kwargs)
            if ufunc in (xp.add, xp.subtract, xp.maximum):
                if len(units) > 1:
                    raise ValueError("unit mismatch")
                return Quantity(result, units.pop())
            if ufunc == xp.sqrt:
                return Quantity(result, "sqrt(%s)" % units.pop())
            return result
    return Quantity


def test_ufunc_override_compares_the_ufunc_with_the_modules(xp):
    """gpnumpy's ufunc equals (and hashes as) NumPy's of the same name, which the hooks are
    handed: membership, == and dict lookups find it; other ufuncs and objects stay unequal"""
    Q = _units_class(xp)
    a, b = Q([1.0, 2.0], "m"), Q([3.0, 4.0], "m")
    got = [a + b, xp.add(a, b), xp.arange(2.0) + a, 2 - a, xp.maximum(a, b), xp.sqrt(a)]
    assert [(type(q).__name__, q.value.tolist(), q.unit) for q in got] == [
        ("Quantity", [4.0, 6.0], "m"), ("Quantity", [4.0, 6.0], "m"), ("Quantity", [1.0, 3.0], "m"),
        ("Quantity", [1.0, 0.0], "m"), ("Quantity", [3.0, 4.0], "m"),
        ("Quantity", [1.0, 2.0 ** 0.5], "sqrt(m)")]
    assert type(a * b) is type(xp.arange(1)) and (a * b).tolist() == [3.0, 8.0]
    with pytest.raises(ValueError, match="unit mismatch"):
        a + Q([1.0, 1.0], "s")
    assert xp.add == numpy.add and numpy.add == xp.add and not xp.add != numpy.add
    assert {numpy.add: 1}[xp.add] == 1 and {xp.matmul: 2}[numpy.matmul] == 2
    assert xp.add != xp.subtract and xp.add != numpy.subtract and xp.add != "add"


class IndexesAndTransposes:
    """An object with ``ndim``, indexing and ``transpose`` of its own (a pandas Series):
    NumPy's flip indexes it, NumPy's moveaxis calls its transpose."""
    ndim = 1

    def __init__(self, values):
        self.values = numpy.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __getitem__(self, key):
        return ("getitem", key)

    def transpose(self, *axes):
        return ("transpose", axes)


def test_flip_and_moveaxis_use_the_objects_indexing_and_transpose(xp):
    o = IndexesAndTransposes([1.0, 2.0, 3.0])
    assert xp.flip(o) == ("getitem", (slice(None, None, -1),))
    assert xp.flip(o, 0) == ("getitem", (slice(None, None, -1),))
    assert xp.moveaxis(o, 0, -1) == ("transpose", ([0],))
    # (without them, the object's data; __array_wrap__ is not asked)
    for r in (xp.flip(Wraps([1.0, 2.0])), xp.moveaxis(Wraps([[1.0, 2.0]]), 0, 1)):
        assert type(r) is type(xp.arange(1))
    assert xp.flip(Wraps([1.0, 2.0])).tolist() == [2.0, 1.0]
    assert xp.moveaxis(Wraps([[1.0, 2.0]]), 0, 1).tolist() == [[1.0], [2.0]]
    assert xp.flip([1, 2, 3]).tolist() == [3, 2, 1]


class ReducesItself:
    """A pandas Index's hooks: ``__array__`` and an ``__array_ufunc__`` that answers reductions
    itself (here: ten times NumPy's), refusing a ``where=`` as pandas' reductions do; NumPy's
    sum, prod, max, any, ptp hand it ``ufunc.reduce`` with the keywords the call gave."""

    def __init__(self, values):
        self.values = numpy.asarray(values)

    def __array__(self, dtype=None, copy=None):
        return self.values if dtype is None else self.values.astype(dtype)

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        if method != "reduce":
            return NotImplemented
        if "where" in kwargs:
            raise TypeError("max() got an unexpected keyword argument 'where'")
        return 10 * getattr(ufunc, method)(self.values, **kwargs)


def test_reductions_of_an_object_that_overrides_ufuncs_ask_it(xp):
    """np.sum(pd.Index(...)), np.ptp(series): NumPy's ufunc.reduce asks the object's hook."""
    o = ReducesItself([1.0, 3.0, 2.0])
    assert (xp.sum(o), xp.prod(o), xp.max(o), xp.min(o), xp.amax(o)) == (60.0, 60.0, 30.0, 10.0, 30.0)
    assert xp.any(o) == 10 and xp.all(o) == 10
    assert float(xp.ptp(o)) == 20.0
    assert xp.sum(o, axis=0, keepdims=True).tolist() == [60.0]
    assert xp.max(o, initial=5.0) == 50.0
    with pytest.raises(TypeError, match="unexpected keyword argument 'where'"):
        xp.sum(o, where=[True, False, True])
    # (functions that read the object as an array first: its data)
    assert float(xp.mean(o)) == 2.0 and float(xp.median(o)) == 2.0
