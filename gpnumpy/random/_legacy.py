"""gpnumpy's RandomState and the legacy module functions (``gpnumpy.random.rand``, ``seed``,
...): NumPy's RandomState on the host (MT19937 by default, NumPy's legacy samplers, so NumPy's
numbers for NumPy's seeds), results moved to the device; shuffle, permutation and choice of
gpnumpy arrays gather on the device with NumPy's draws.
"""
from __future__ import annotations

import numpy

from .._core.ndarray import ndarray
from . import _common

__all__ = ["RandomState"]

_NPRS = numpy.random.RandomState


def _sampler(name):
    def method(self, *args, **kwargs):
        return _common.host_call(getattr(self._rs, name), args, kwargs)
    method.__name__ = name
    method.__qualname__ = "RandomState." + name
    method.__doc__ = getattr(_NPRS, name).__doc__
    return method


class RandomState:
    """Container for the slow Mersenne Twister pseudo-random number generator (NumPy's legacy
    RandomState, results on the device).  ``RandomState(seed)`` takes what NumPy's takes,
    including a BitGenerator."""

    __slots__ = ("_rs", "__weakref__")
    _poisson_lam_max = _NPRS._poisson_lam_max  # (poisson's largest lam, as NumPy's attribute)

    def __init__(self, seed=None):
        if isinstance(seed, ndarray):
            seed = seed.get()
        self._rs = _NPRS(seed)

    def __repr__(self):
        return "%s at 0x%X" % (self, id(self))

    def __str__(self):
        return "%s(%s)" % (type(self).__name__, type(self._rs._bit_generator).__name__)

    def __getstate__(self):
        return self.get_state(legacy=False)

    def __setstate__(self, state):
        if not hasattr(self, "_rs"):
            self._rs = _NPRS()
        self.set_state(state)

    def __reduce__(self):
        # (as NumPy's: its pickling constructor, the bit generator, then the state with the
        # kept Gaussian, which the bit generator's own state lacks)
        return _randomstate_ctor, (self._rs._bit_generator,), self.__getstate__()

    @property
    def _bit_generator(self):
        return self._rs._bit_generator

    @_common.numpy_arguments("_rs")
    def seed(self, seed=None):
        """Reseed a legacy MT19937 BitGenerator (as NumPy's RandomState.seed)."""
        if isinstance(seed, ndarray):
            seed = seed.get()
        self._rs.seed(seed)

    @_common.numpy_arguments("_rs")
    def get_state(self, legacy=True):
        """Return a tuple (or dict) representing the internal state of the generator."""
        return _common.numpy_call(self._rs.get_state, legacy)

    @_common.numpy_arguments("_rs")
    def set_state(self, state):
        """Set the internal state of the generator from a tuple or dict."""
        self._rs.set_state(_common.to_host(state))

    @_common.numpy_arguments("_rs")
    def shuffle(self, x):
        """Modify a sequence in-place by shuffling its contents (a device gather for gpnumpy
        arrays, NumPy's draws)."""
        if isinstance(x, ndarray):
            return _common.shuffle_array(self._rs.shuffle, x, 0)
        return _common.numpy_call(self._rs.shuffle, x)

    @_common.numpy_arguments("_rs")
    def permutation(self, x):
        """Randomly permute a sequence, or return a permuted range (on the device)."""
        return _common.permutation_of(self._rs.shuffle, x, 0, legacy=True)

    @_common.numpy_arguments("_rs")
    def choice(self, a, size=None, replace=True, p=None):
        """Generates a random sample from a given 1-D array."""
        if isinstance(a, ndarray):
            return _common.choice_of(self._rs.choice, a, size, replace, p, 0, True, legacy=True)
        return _common.host_call(self._rs.choice, (a, size, replace, p), {})


for _name in dir(_NPRS):
    if (not _name.startswith("_") and _name not in RandomState.__dict__
            and callable(getattr(_NPRS, _name))):
        setattr(RandomState, _name, _sampler(_name))
for _name in ("seed", "get_state", "set_state", "shuffle", "permutation", "choice"):
    getattr(RandomState, _name).__doc__ = getattr(_NPRS, _name).__doc__
del _name


def _randomstate_ctor(bit_generator_name="MT19937",
                      bit_generator_ctor=_common.BIT_GENERATOR_CTOR):
    """The pickling constructor of a RandomState, as NumPy's (_common.pickled_bit_generator)."""
    return RandomState(_common.pickled_bit_generator(bit_generator_name, bit_generator_ctor))


_rand = RandomState()


def get_bit_generator():
    """The singleton RandomState's bit generator (gpnumpy's module functions use it)."""
    return _rand._rs._bit_generator


def set_bit_generator(bitgen):
    """Set the singleton RandomState's bit generator."""
    bitgen.capsule  # (NumPy's AttributeError for anything but a bit generator)
    _rand._rs = _NPRS(bitgen)


# NumPy 2.5's module-level seed clears the kept Gaussian of a singleton whose bit generator is
# not MT19937 (2.4 keeps it)
_SEED_RESETS_GAUSS = numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0"


def _seed(*args, **kwargs):
    """NumPy's module-level seed: RandomState.seed for the legacy MT19937; any other bit
    generator of the singleton (set_bit_generator) is given the state a new one of its type
    seeded with ``seed`` has."""
    try:
        return _reseed(*args, **kwargs)
    except TypeError as e:
        if not _common.unbound(e):
            raise
    return numpy.random.seed(*args, **kwargs)  # (arguments that do not bind: NumPy's TypeError)


def _reseed(seed=None):
    bitgen = _rand._rs._bit_generator
    if isinstance(bitgen, numpy.random.MT19937):
        return _rand.seed(seed)
    if isinstance(seed, ndarray):
        seed = seed.get()
    state = type(bitgen)(seed).state
    if _SEED_RESETS_GAUSS:
        _rand._rs.set_state(dict(state, has_gauss=0, gauss=0.0))
    else:
        bitgen.state = state


def _module_function(name):
    if name == "seed":
        f = _seed
        f.__name__ = f.__qualname__ = name
        f.__doc__ = numpy.random.seed.__doc__
        return f
    method = name if hasattr(RandomState, name) else "random_sample"  # ranf, sample: aliases

    def f(*args, **kwargs):
        return getattr(_rand, method)(*args, **kwargs)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = getattr(numpy.random, name).__doc__
    return f


LEGACY_FUNCTIONS = (
    "beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma",
    "get_state", "geometric", "gumbel", "hypergeometric", "laplace", "logistic", "lognormal",
    "logseries", "multinomial", "multivariate_normal", "negative_binomial",
    "noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "poisson", "power",
    "rand", "randint", "randn", "random", "random_integers", "random_sample", "ranf", "rayleigh",
    "sample", "seed", "set_state", "shuffle", "standard_cauchy", "standard_exponential",
    "standard_gamma", "standard_normal", "standard_t", "triangular", "uniform", "vonmises",
    "wald", "weibull", "zipf")
