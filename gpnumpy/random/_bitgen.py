"""gpnumpy's bit generators and SeedSequence: NumPy's classes (they hold the state, NumPy's
code draws from them), under gpnumpy's names so that they take gpnumpy arrays where NumPy's take
arrays (a seed, Philox's counter and key, SeedSequence's entropy and spawn key: moved to the
host first).  An object of NumPy's class counts as one of gpnumpy's (``isinstance``,
``issubclass``), so bit generators made by NumPy and by gpnumpy mix freely.
"""
from __future__ import annotations

import numpy

from .._core.ndarray import to_host
from .._core.scalars import host_operand

__all__ = ["MT19937", "PCG64", "PCG64DXSM", "Philox", "SFC64", "SeedSequence", "DEVICE_TYPES"]


class _NumPysClass(type):
    """The type of gpnumpy's names for NumPy's classes: NumPy's objects are theirs too."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, cls._numpy)

    def __subclasscheck__(cls, sub):
        return issubclass(sub, cls._numpy)


def _host(x):
    """An argument as NumPy's class takes it: gpnumpy arrays as NumPy's, a device scalar as
    NumPy's scalar (SeedSequence tells an integer from a sequence by its type)."""
    return to_host(host_operand(x))


def _named(np_cls):
    def __init__(self, *args, **kwargs):
        np_cls.__init__(self, *map(_host, args), **{k: _host(v) for k, v in kwargs.items()})
    return _NumPysClass(np_cls.__name__, (np_cls,), {
        "__module__": "gpnumpy.random", "__qualname__": np_cls.__name__,
        "__doc__": np_cls.__doc__, "__init__": __init__, "_numpy": np_cls, "__slots__": ()})


MT19937 = _named(numpy.random.MT19937)
PCG64 = _named(numpy.random.PCG64)
PCG64DXSM = _named(numpy.random.PCG64DXSM)
Philox = _named(numpy.random.Philox)
SFC64 = _named(numpy.random.SFC64)
SeedSequence = _named(numpy.random.SeedSequence)

#: the exact types whose streams the device makes (NumPy's PCG64 and Philox, and gpnumpy's)
DEVICE_TYPES = (numpy.random.PCG64, numpy.random.Philox, PCG64, Philox)
