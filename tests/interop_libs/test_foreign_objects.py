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


def test_ufunc_array_ufunc_none_and_notimplemented(xp):
    a = xp.arange(2.0)
    with pytest.raises(TypeError, match=r"operand 'NoUfuncs' does not support ufuncs \(__array_ufunc__=None\)"):
        xp.add(a, NoUfuncs([1.0, 2.0]))
    with pytest.raises(TypeError, match="operand type.s. all returned NotImplemented from __array_ufunc__"):
        xp.sqrt(Declines([1.0, 4.0]))


def test_ufunc_arrays_and_scalars_do_not_override(xp):
    a = xp.arange(3.0)
    h = numpy.arange(3.0)
    r = xp.add(a, h)
    assert type(r) is type(a) and r.tolist() == [0.0, 2.0, 4.0]
    assert xp.add(a, [1, 2, 3]).tolist() == [1.0, 3.0, 5.0]
    assert float(xp.add(a.sum(), numpy.float64(1.0))) == 4.0


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
