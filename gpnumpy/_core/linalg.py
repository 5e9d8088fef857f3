"""NumPy's "Linear algebra" page: the functions that compose from views, ufuncs and reductions
(trace: the diagonal view summed; outer: ``multiply`` of a column and a row view)."""
from __future__ import annotations

from .ndarray import ndarray, asarray_any, int_arg
from . import umath as um
from .indexing import diagonal
from .mathematical import sum as _sum


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """Return the sum along diagonals of the array."""
    # (offset and the axes are C ints to NumPy's trace, as its method reads them)
    offset, axis1, axis2 = int_arg(offset), int_arg(axis1), int_arg(axis2)
    return _sum(diagonal(asarray_any(a), offset, axis1, axis2), axis=-1, dtype=dtype, out=out)


def outer(a, b, out=None):
    """Compute the outer product of two vectors (inputs are flattened)."""
    a, b = asarray_any(a).ravel(), asarray_any(b).ravel()
    return um.multiply(a[:, None], b[None, :], out)
