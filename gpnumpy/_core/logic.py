"""Truth value reductions (NumPy's \"Logic functions\" page)."""
from __future__ import annotations

from .reduction import reduce, NoValue


def _ufunc(name):
    from .ufunc import _by_np  # (a cycle at import time: ufunc imports this module's users)
    return _by_np[name]


def all(a, axis=None, out=None, keepdims=False, *, where=True):
    """Test whether all array elements along a given axis evaluate to True."""
    return reduce(_ufunc("logical_and"), a, axis, bool if out is None else None, out, keepdims,
                  NoValue, where)


def any(a, axis=None, out=None, keepdims=False, *, where=True):
    """Test whether any array element along a given axis evaluates to True."""
    return reduce(_ufunc("logical_or"), a, axis, bool if out is None else None, out, keepdims,
                  NoValue, where)
