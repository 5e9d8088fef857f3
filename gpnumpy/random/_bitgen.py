"""gpnumpy's bit generators and SeedSequence: NumPy's classes (they hold the state, NumPy's
code draws from them), under gpnumpy's names so that they take gpnumpy arrays where NumPy's take
arrays (a seed, Philox's counter and key, SeedSequence's entropy and spawn key: moved to the
host first).  An object of NumPy's class counts as one of gpnumpy's (``isinstance``,
``issubclass``), so bit generators made by NumPy and by gpnumpy mix freely.
"""
from __future__ import annotations

import contextlib
import inspect

import numpy
from numpy.random.bit_generator import ISeedSequence

from .._core.ndarray import to_host
from .._core.scalars import host_operand

__all__ = ["MT19937", "PCG64", "PCG64DXSM", "Philox", "SFC64", "SeedSequence", "DEVICE_TYPES"]


class _NumPysClass(type):
    """The type of gpnumpy's names for NumPy's classes: NumPy's objects are theirs too."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, cls._numpy)

    def __subclasscheck__(cls, sub):
        return issubclass(sub, cls._numpy)


def _host(x, _within=()):
    """An argument as NumPy's class takes it: gpnumpy arrays as NumPy's, a device scalar as
    NumPy's scalar (SeedSequence tells an integer from a sequence by its type), in lists and
    tuples too; a list inside itself is left as it is there (NumPy's TypeError for it)."""
    if isinstance(x, (list, tuple)):
        if id(x) in _within:
            return x
        return type(x)(_host(v, _within + (id(x),)) for v in x)
    return to_host(host_operand(x))


@contextlib.contextmanager
def _host_words(seed):
    """While NumPy's bit generator is made from ``seed``, a user's ISeedSequence (not NumPy's
    SeedSequence) gives its ``generate_state`` words as NumPy's array (written with gpnumpy,
    it gives a gpnumpy one, which NumPy's code refuses); the object stays the ``seed_seq``."""
    if (not isinstance(seed, ISeedSequence) or isinstance(seed, numpy.random.SeedSequence)
            or not hasattr(seed, "__dict__") or "generate_state" in vars(seed)):
        yield
        return
    words = seed.generate_state
    seed.generate_state = lambda *a, **k: to_host(words(*a, **k))
    try:
        yield
    finally:
        del seed.generate_state


def _named(np_cls):
    def __init__(self, *args, **kwargs):
        seed = args[0] if args else kwargs.get("seed")
        with _host_words(seed if np_cls is not numpy.random.SeedSequence else None):
            np_cls.__init__(self, *map(_host, args), **{k: _host(v) for k, v in kwargs.items()})
    return _NumPysClass(np_cls.__name__, (np_cls,), {
        "__module__": "gpnumpy.random", "__qualname__": np_cls.__name__,
        "__doc__": np_cls.__doc__, "__init__": __init__, "_numpy": np_cls, "__slots__": (),
        "__signature__": inspect.signature(np_cls)})  # (NumPy's, not __init__'s *args)


MT19937 = _named(numpy.random.MT19937)
PCG64 = _named(numpy.random.PCG64)
PCG64DXSM = _named(numpy.random.PCG64DXSM)
Philox = _named(numpy.random.Philox)
SFC64 = _named(numpy.random.SFC64)
SeedSequence = _named(numpy.random.SeedSequence)

#: the exact types whose streams the device makes (NumPy's PCG64 and Philox, and gpnumpy's)
DEVICE_TYPES = (numpy.random.PCG64, numpy.random.Philox, PCG64, Philox)
