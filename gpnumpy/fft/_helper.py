"""fftfreq, rfftfreq, fftshift and ifftshift (``numpy.fft``'s helper routines), on the device."""
from __future__ import annotations

import numpy

from .._core.creation import arange, empty, _check_device
from .._core.manipulation import roll
from .._core.ndarray import asarray_any
from .._core import scalars

__all__ = ["fftshift", "ifftshift", "fftfreq", "rfftfreq"]

# NumPy's integers: Python's, NumPy's scalars and gpnumpy's device scalars of them (what
# NumPy's numpy.integer covers, numpy.timedelta64 included)
_INTEGER_TYPES = (int, numpy.integer, scalars.integer, scalars.timedelta64)


def fftshift(x, axes=None):
    """Shift the zero-frequency component to the center of the spectrum
    (``numpy.fft.fftshift``): a roll by half of each axis (all axes by default)."""
    x = asarray_any(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [dim // 2 for dim in x.shape]
    elif isinstance(axes, _INTEGER_TYPES):
        shift = x.shape[axes] // 2
    else:
        shift = [x.shape[ax] // 2 for ax in axes]
    return roll(x, shift, axes)


def ifftshift(x, axes=None):
    """The inverse of `fftshift` (``numpy.fft.ifftshift``)."""
    x = asarray_any(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [-(dim // 2) for dim in x.shape]
    elif isinstance(axes, _INTEGER_TYPES):
        shift = -(x.shape[axes] // 2)
    else:
        shift = [-(x.shape[ax] // 2) for ax in axes]
    return roll(x, shift, axes)


def _as_dtype(result, dtype):
    # The array API's ``dtype=`` (NumPy's fftfreq has none): NumPy's float64 values, cast.
    return result if dtype is None else result.astype(dtype, copy=False)


def fftfreq(n, d=1.0, device=None, *, dtype=None):
    """Return the Discrete Fourier Transform sample frequencies (``numpy.fft.fftfreq``):
    ``[0, 1, ..., -2, -1] / (d * n)``.  ``device`` and ``dtype`` as in the array API."""
    if not isinstance(n, _INTEGER_TYPES):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    _check_device(device)
    results = empty(n, int)
    N = (n - 1) // 2 + 1
    results[:N] = arange(0, N, dtype=int)
    results[N:] = arange(-(n // 2), 0, dtype=int)
    return _as_dtype(results * val, dtype)


def rfftfreq(n, d=1.0, device=None, *, dtype=None):
    """Return the sample frequencies for `rfft` and `irfft` (``numpy.fft.rfftfreq``):
    ``[0, 1, ..., n // 2] / (d * n)``.  ``device`` and ``dtype`` as in the array API."""
    if not isinstance(n, _INTEGER_TYPES):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    N = n // 2 + 1
    _check_device(device)
    results = arange(0, N, dtype=int)
    return _as_dtype(results * val, dtype)
