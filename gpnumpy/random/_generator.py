"""gpnumpy's Generator: NumPy's Generator API over NumPy's own bit generators, results on the
device.

The bit generator is NumPy's object (``Generator.bit_generator`` is it): it holds the state, and
seeding, ``.state``, ``jumped``, ``advance`` and ``spawn`` are NumPy's.  Every method draws as
NumPy's Generator on that bit generator would, so the same seed gives NumPy's numbers and a
program mixing calls stays in step with NumPy.  Methods with a device path (``_device.py``:
PCG64 and Philox streams generated on the GPU) compute there and move the host state on by the
draws they consumed; the others run NumPy's sampler on the host and move the result.
"""
from __future__ import annotations

import numpy

from .._core.ndarray import ndarray
from . import _bitgen
from . import _common
from . import _device
from . import _legacy

__all__ = ["Generator", "default_rng"]

_NPGen = numpy.random.Generator


def _sampler(name):
    """A Generator method that runs NumPy's sampler ``name`` on the host (the baseline)."""
    def method(self, *args, **kwargs):
        if self._pending is not None:
            _device.settle(self)
        return _common.host_call(getattr(self._gen, name), args, kwargs)
    method.__name__ = name
    method.__qualname__ = "Generator." + name
    method.__doc__ = getattr(_NPGen, name).__doc__
    return method


def _with_device(name):
    """A Generator method with a device path (``_device.<name>``) that falls back to NumPy's
    sampler where the device path declines (returns NotImplemented)."""
    dev = getattr(_device, name)

    def method(self, *args, **kwargs):
        try:
            res = dev(self, *args, **kwargs)
        except TypeError as e:  # (arguments NumPy's sampler refuses: its TypeError)
            if not _common.unbound(e):
                raise
            res = NotImplemented
        if res is NotImplemented:
            if self._pending is not None:
                _device.settle(self)
            return _common.host_call(getattr(self._gen, name), args, kwargs)
        return res
    method.__name__ = name
    method.__qualname__ = "Generator." + name
    method.__doc__ = getattr(_NPGen, name).__doc__
    return method


class Generator:
    """Container for the BitGenerators; gpnumpy arrays as results.

    ``Generator(bit_generator)`` with one of NumPy's bit generators (``PCG64``, ``Philox``,
    ``MT19937``, ``SFC64``, ``PCG64DXSM``).  Same seed, same bit generator, same calls: NumPy's
    numbers (see NumPy's ``numpy.random.Generator`` for each method).
    """

    # _pending: where device calls left the stream, not yet in the bit generator's state
    # (_device.py); _slots: the device words those calls write where their words end
    __slots__ = ("_gen", "_bit_generator", "_pending", "_slots", "__weakref__")
    _poisson_lam_max = _NPGen._poisson_lam_max  # (poisson's largest lam, as NumPy's attribute)

    def __init__(self, bit_generator):
        self._gen = _NPGen(bit_generator)  # NumPy's checks and its sampler on this bit generator
        self._bit_generator = bit_generator
        self._pending = None
        self._slots = None

    def _settled(self):
        """The bit generator, its state brought up to the device calls made so far."""
        if self._pending is not None:
            _device.settle(self)
        return self._bit_generator

    def __repr__(self):
        return "%s at 0x%X" % (self, id(self))

    def __str__(self):
        return "%s(%s)" % (type(self).__name__, type(self._bit_generator).__name__)

    def __reduce__(self):
        # (as NumPy's: its pickling constructor, the bit generator, no state of its own)
        return _generator_ctor, (self._settled(),), None

    @property
    def bit_generator(self):
        """The bit generator instance used by the generator (NumPy's object)."""
        return self._settled()

    @_common.numpy_arguments("_gen")
    def spawn(self, n_children):
        """Create new independent child generators (as NumPy's Generator.spawn)."""
        return [type(self)(bg) for bg in self._settled().spawn(n_children)]

    @_common.numpy_arguments("_gen")
    def shuffle(self, x, axis=0):
        """Modify an array or sequence in-place by shuffling its contents (a device gather for
        gpnumpy arrays, NumPy's draws)."""
        bitgen = self._settled()
        if isinstance(x, ndarray):
            return _common.shuffle_array(self._gen.shuffle, x, axis, bitgen)
        return _common.numpy_call(self._gen.shuffle, x, axis)

    @_common.numpy_arguments("_gen")
    def permutation(self, x, axis=0):
        """Randomly permute a sequence, or return a permuted range (on the device)."""
        return _common.permutation_of(self._gen.shuffle, x, axis, bitgen=self._settled())

    @_common.numpy_arguments("_gen")
    def permuted(self, x, *, axis=None, out=None):
        """Randomly permute ``x`` along axis ``axis`` (each slice independently)."""
        self._settled()
        if isinstance(out, ndarray) or (isinstance(x, ndarray) and out is None):
            return _common.permuted_array(self._gen, x, axis, out)
        # (another out: NumPy's, filled and returned, or NumPy's error)
        return _common.host_call(self._gen.permuted, (x,), dict(axis=axis, out=out))

    @_common.numpy_arguments("_gen")
    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        """Generates a random sample from a given array (NumPy's draws; a gpnumpy ``a`` is
        gathered on the device)."""
        self._settled()
        if isinstance(a, ndarray):
            return _common.choice_of(self._gen.choice, a, size, replace, p, axis, shuffle)
        return _common.host_call(self._gen.choice, (a, size, replace, p, axis, shuffle), {})


for _name in ("random", "integers", "standard_normal", "normal", "uniform",
              "standard_exponential", "exponential"):
    setattr(Generator, _name, _with_device(_name))

for _name in dir(_NPGen):
    if (not _name.startswith("_") and _name not in Generator.__dict__
            and callable(getattr(_NPGen, _name))):
        setattr(Generator, _name, _sampler(_name))

for _name in ("shuffle", "permutation", "permuted", "choice", "spawn"):
    getattr(Generator, _name).__doc__ = getattr(_NPGen, _name).__doc__
del _name


def _generator_ctor(bit_generator_name="MT19937", bit_generator_ctor=_common.BIT_GENERATOR_CTOR):
    """The pickling constructor of a Generator, as NumPy's (_common.pickled_bit_generator)."""
    return Generator(_common.pickled_bit_generator(bit_generator_name, bit_generator_ctor))


def default_rng(seed=None):
    """Construct a new Generator with the default BitGenerator (PCG64), as NumPy's
    ``default_rng``: the same seed gives NumPy's stream.  A gpnumpy Generator is returned
    unaltered; a NumPy Generator or a BitGenerator is wrapped (sharing its bit generator), and
    so is a RandomState's (gpnumpy's or NumPy's: NumPy's default_rng takes one)."""
    if isinstance(seed, Generator):
        return seed
    if isinstance(seed, _NPGen):
        return Generator(seed.bit_generator)
    if isinstance(seed, (_legacy.RandomState, numpy.random.RandomState)):
        return Generator(seed._bit_generator)
    if isinstance(seed, numpy.random.BitGenerator):
        return Generator(seed)
    return Generator(_bitgen.PCG64(seed))  # (gpnumpy's PCG64 takes a gpnumpy array seed)
