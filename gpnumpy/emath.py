"""``gpnumpy.emath``: ``numpy.emath``'s functions on the device (gpnumpy.lib.scimath)."""
from .lib.scimath import (  # noqa: F401
    __all__, sqrt, log, log2, logn, log10, power, arccos, arcsin, arctanh)
