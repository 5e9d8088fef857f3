"""gpnumpy.random.mtrand: the names of NumPy's ``numpy.random.mtrand`` (``RandomState``, the
legacy module functions, the module-level singleton ``_rand`` that they draw from), the same
objects as gpnumpy.random's (``np.random.mtrand._rand`` is what libraries take for
``np.random``'s own RandomState)."""
import sys

from . import _legacy

__all__ = sorted(_legacy.LEGACY_FUNCTIONS
                 + ("RandomState", "get_bit_generator", "set_bit_generator"))
_rand = _legacy._rand

_package = sys.modules[__package__]  # (imported by it, its functions made: they are shared)
for _name in __all__:
    globals()[_name] = getattr(_package, _name)
del _name, _package, sys
