"""The array API inspection namespace (``gpnumpy.__array_namespace_info__``), of the standard
NumPy declares (``__array_api_version__``: 2024.12 for NumPy 2.4, 2025.12 for NumPy 2.5).

gpnumpy has one device per process: the GPU (``"cuda:0"``), or the host (``"cpu"``) when no
GPU is usable.  Arrays report it as ``x.device``; the creation functions and ``to_device``
accept it (and the aliases ``"cuda"``, ``"gpu"``) as ``device=``, and on a GPU also NumPy's
``"cpu"``, which code written for NumPy passes: the array is on the GPU all the same.  Default
and supported dtypes are NumPy's.
"""
from __future__ import annotations

import numpy

from .device import ON_DEVICE

# The standard's version is NumPy's (drop-in: code that reads it, and the conformance suite,
# see the same version as with NumPy); 2025.12 adds tuples where 2024.12 had lists.
__array_api_version__ = getattr(numpy, "__array_api_version__", "2024.12")
_DEVICES_TYPE = tuple if __array_api_version__ >= "2025.12" else list

DEVICE = "cuda:0" if ON_DEVICE else "cpu"
# what ``device=`` accepts for that one device (creation.py's check accepts the same names)
_ALIASES = frozenset({DEVICE, "cuda", "gpu", "cpu"} if ON_DEVICE else {DEVICE})

_KINDS = {
    "bool": ("bool",),
    "signed integer": ("int8", "int16", "int32", "int64"),
    "unsigned integer": ("uint8", "uint16", "uint32", "uint64"),
    "real floating": ("float32", "float64"),
    "complex floating": ("complex64", "complex128"),
}
_KINDS["integral"] = _KINDS["signed integer"] + _KINDS["unsigned integer"]
_KINDS["numeric"] = _KINDS["integral"] + _KINDS["real floating"] + _KINDS["complex floating"]
_ALL = _KINDS["bool"] + _KINDS["numeric"]


def _check(device):
    if device is not None and device not in _ALIASES:
        raise ValueError('Device not understood. Only "%s" is allowed, but received: %s'
                         % (DEVICE, device))


class __array_namespace_info__:
    """Get the array API inspection namespace for gpnumpy.

    Its functions: ``capabilities()``, ``default_device()``, ``default_dtypes()``,
    ``dtypes()``, ``devices()`` (see the array API standard's "Inspection" page).
    """
    __module__ = "gpnumpy"

    def capabilities(self):
        """The library's capabilities: boolean indexing and data-dependent shapes are
        supported; arrays have at most 64 dimensions (NumPy's limit)."""
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self):
        """The device new arrays are made on: ``"cuda:0"``, or ``"cpu"`` without a GPU."""
        return DEVICE

    def devices(self):
        """The devices gpnumpy can hold arrays on (one per process): a tuple under the
        standard 2025.12 (NumPy 2.5), a list under 2024.12 (NumPy 2.4), as NumPy's."""
        return _DEVICES_TYPE((DEVICE,))

    def default_dtypes(self, *, device=None):
        """The default dtypes of new arrays (NumPy's: float64, complex128, intp)."""
        _check(device)
        return {"real floating": numpy.dtype(numpy.float64),
                "complex floating": numpy.dtype(numpy.complex128),
                "integral": numpy.dtype(numpy.intp),
                "indexing": numpy.dtype(numpy.intp)}

    def dtypes(self, *, device=None, kind=None):
        """The array API dtypes gpnumpy supports, by name; ``kind`` selects a kind (a name of
        the standard's, or a tuple of them)."""
        _check(device)
        if kind is None:
            names = _ALL
        else:
            kinds = kind if isinstance(kind, tuple) else (kind,)
            names = []
            for k in kinds:
                if k not in _KINDS:
                    raise ValueError("unsupported kind: %r" % (k,))
                names.extend(n for n in _KINDS[k] if n not in names)
        # (NumPy's: a kind= that asks for "bool" gives its scalar type, not its dtype)
        return {n: numpy.bool if n == "bool" and kind is not None else numpy.dtype(n)
                for n in names}
