"""Objects of other libraries given to gpnumpy's ufuncs and functions, without those libraries:
small stand-ins with the hooks pandas, xarray and matplotlib rely on.  NumPy's behaviour is the
reference (``xp`` runs each test with NumPy and with gpnumpy)."""
import numpy
import pytest


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
