"""Discrete Fourier transforms (``numpy.fft``) on the GPU through cuFFT.

Every function takes NumPy's arguments and gives NumPy 2's results, dtypes and errors:
float32/complex64 (and float16) input is transformed in single precision, everything else in
double; ``n``/``s`` crop or zero-pad, ``norm`` is "backward", "ortho" or "forward".  Results
are gpnumpy arrays; inputs may be any array-like.  Without a GPU the same front end runs
``numpy.fft`` as its innermost step.
"""
from ._transforms import (
    fft as fft, ifft as ifft, rfft as rfft, irfft as irfft, hfft as hfft, ihfft as ihfft,
    rfftn as rfftn, irfftn as irfftn, rfft2 as rfft2, irfft2 as irfft2, fft2 as fft2,
    ifft2 as ifft2, fftn as fftn, ifftn as ifftn,
)
from ._helper import (
    fftshift as fftshift, ifftshift as ifftshift, fftfreq as fftfreq, rfftfreq as rfftfreq,
)
from .._core import dispatch as _dispatch
import numpy.fft as _numpy_fft

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "rfftn", "irfftn", "rfft2",
           "irfft2", "fft2", "ifft2", "fftn", "ifftn", "fftshift", "ifftshift", "fftfreq",
           "rfftfreq"]

# numpy.fft.fft(gpnumpy_array) reaches these through __array_function__
_dispatch.register_native(globals(), _numpy_fft, __all__, "fft")
_dispatch.unbind_as_numpy(globals(), _numpy_fft)  # (named by this module, as NumPy's)
