"""gpnumpy.lib.stride_tricks: ``numpy.lib.stride_tricks`` as views of device memory."""
import numpy.lib.stride_tricks as _numpy_stride_tricks

from .._core import dispatch as _dispatch
from .._core.stride_tricks import (  # noqa: F401
    as_strided as as_strided, sliding_window_view as sliding_window_view,
)

__all__ = ["as_strided", "sliding_window_view"]

# numpy.lib.stride_tricks.sliding_window_view(gpnumpy_array) reaches it through
# __array_function__ (a read-only view of the array, as gpnumpy's own call gives; as_strided
# is no NumPy dispatcher)
_dispatch._native[("numpy.lib.stride_tricks", "sliding_window_view")] = sliding_window_view
