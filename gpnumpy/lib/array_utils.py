"""gpnumpy.lib.array_utils: ``numpy.lib.array_utils``; ``byte_bounds`` gives a gpnumpy array's
own memory bounds (NumPy's function would see a host copy), the axis helpers are NumPy's."""
import sys as _sys

from .._core.dispatch import host_module as _host_module
from .._core.miscellaneous import byte_bounds as byte_bounds  # noqa: F401

_host_module(_sys.modules[__name__])
