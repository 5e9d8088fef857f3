"""gpnumpy.random: NumPy's random API with results on the device and NumPy's numbers for NumPy's
seeds.

The bit generators and SeedSequence are NumPy's own classes (they hold the state; gpnumpy's
names for them take gpnumpy arrays as seeds: ``_bitgen``);
``Generator`` and ``RandomState`` draw exactly as NumPy's do on them and return gpnumpy arrays.
"""
from numpy.random import BitGenerator as BitGenerator

from ._bitgen import (
    SeedSequence as SeedSequence, MT19937 as MT19937, PCG64 as PCG64, PCG64DXSM as PCG64DXSM,
    Philox as Philox, SFC64 as SFC64,
)

from ._generator import Generator as Generator, default_rng as default_rng
from ._legacy import (
    RandomState as RandomState, get_bit_generator as get_bit_generator,
    set_bit_generator as set_bit_generator,
)
from . import _legacy
from .._core import dispatch as _dispatch
import numpy as _numpy

# The legacy module functions run on one module-level RandomState (gpnumpy's own singleton).
for _name in _legacy.LEGACY_FUNCTIONS:
    globals()[_name] = _legacy._module_function(_name)
del _name
# (NumPy's are bound methods of its RandomState: a class holding one does not bind it)
_dispatch.unbind_as_numpy(globals(), _numpy.random)
from . import mtrand as mtrand  # (NumPy's module of the legacy names, the same objects)
from . import bit_generator as bit_generator  # (NumPy's module of the seed sequences' classes)

__all__ = [
    "beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma",
    "geometric", "get_state", "gumbel", "hypergeometric", "laplace", "logistic", "lognormal",
    "logseries", "multinomial", "multivariate_normal", "negative_binomial",
    "noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "poisson", "power",
    "rand", "randint", "randn", "random", "random_integers", "random_sample", "ranf", "rayleigh",
    "sample", "seed", "set_state", "shuffle", "standard_cauchy", "standard_exponential",
    "standard_gamma", "standard_normal", "standard_t", "triangular", "uniform", "vonmises",
    "wald", "weibull", "zipf", "Generator", "RandomState", "SeedSequence", "MT19937", "Philox",
    "PCG64", "PCG64DXSM", "SFC64", "default_rng", "BitGenerator",
]
