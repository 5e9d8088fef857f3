"""Bit packing (NumPy's "Bit-wise operations" page): packbits and unpackbits on the device.

Both move the packed axis last (a view), then:
- packbits: each element's truth as 0/1, zero-padded to a multiple of 8, read as rows of 8
  bits that are weighted (128..1, or 1..128 for ``bitorder='little'``) and summed in uint8;
- unpackbits: each byte shifted right by 7..0 (0..7) and masked with 1, the 8 bits laid
  out along the axis, then cut or zero-padded to ``count``.
(The ufuncs bitwise_and, ..., left_shift are in the ufunc table; binary_repr is NumPy's.)
"""
from __future__ import annotations

import numpy
from numpy.lib.array_utils import normalize_axis_index

from .ndarray import ndarray, asarray_any, axis_index, as_intp, _c_strides, _f_strides
from . import umath as um
from .reduction import reduce
from .creation import asarray, zeros
from .manipulation import concatenate, moveaxis

__all__ = ["packbits", "unpackbits"]

_U8 = numpy.dtype(numpy.uint8)


def _prepare(a, axis):
    """(array with the packed axis last, that axis's position in the input); ``axis`` an int
    (``_axis_arg``) or None."""
    if axis is None:
        return a.reshape(-1), None
    if a._ndim == 0:   # NumPy treats a 0-d array as a 1-d one here
        a = a.reshape(1)
    axis = normalize_axis_index(axis, a._ndim)
    return moveaxis(a, axis, -1), axis


def _restore(res, axis, a):
    """NumPy's result: a new array (PyArray_NEW), in Fortran order where the input ``a`` is
    Fortran and not C-contiguous (PyArray_ISFORTRAN), else in C order."""
    if axis is not None:
        res = moveaxis(res, -1, axis)
    fortran = axis is not None and a._flags_f() and not a._flags_c()
    if res._base is None and res._strides == (_f_strides if fortran else _c_strides)(
            res._shape, 1):
        return res
    return res.copy(order="F" if fortran else "C")


def _axis_arg(axis):
    """``axis`` as NumPy's argument parser reads it, before the other arguments are looked
    at (its TypeError comes first); its bounds are checked after the array's dtype."""
    return None if axis is None else axis_index(axis)


def _order_arg(bitorder, func, position):
    """``bitorder`` as NumPy's argument parser reads a str argument."""
    if not isinstance(bitorder, str):
        raise TypeError("%s() argument %d must be str, not %s" % (
            func, position, "None" if bitorder is None else type(bitorder).__name__))
    return bitorder


def _weights(little, dtype):
    w = [1 << i for i in range(8)]
    return asarray(w if little else w[::-1], dtype=dtype)


def packbits(a, /, axis=None, bitorder="big"):
    """Packs the elements of a binary-valued array into bits in a uint8 array."""
    # NumPy's order of checks: the axis' and bitorder's types, bitorder's value, then the
    # array (its conversion and dtype), then the axis' bounds
    axis = _axis_arg(axis)
    bitorder = _order_arg(bitorder, "pack", 3)
    if bitorder.startswith("little"):
        little = True
    elif bitorder.startswith("big"):
        little = False
    else:
        raise ValueError("'order' must be either 'little' or 'big'")
    a = a if isinstance(a, ndarray) else asarray_any(a)
    if a._dtype.kind not in "biu":
        raise TypeError("Expected an input array of integer or boolean data type")
    x, axis = _prepare(a, axis)
    n = x._shape[-1]
    bits = um.not_equal(x, 0).astype(_U8)
    pad = -n % 8
    if pad:
        bits = concatenate([bits, zeros(x._shape[:-1] + (pad,), _U8)], axis=-1)
    rows = bits.reshape(x._shape[:-1] + ((n + pad) // 8, 8))
    packed = reduce(um.add, um.multiply(rows, _weights(little, _U8)), -1, _U8, None, False)
    return _restore(packed, axis, a)


def unpackbits(a, /, axis=None, count=None, bitorder="big"):
    """Unpacks elements of a uint8 array into a binary-valued output array."""
    # (packbits' order of checks; ``count`` is read after the axis' bounds)
    axis = _axis_arg(axis)
    bitorder = _order_arg(bitorder, "unpack", 4)
    if bitorder[:1] not in ("l", "b"):
        raise ValueError("'order' must begin with 'l' or 'b'")
    little = bitorder[0] == "l"
    a = a if isinstance(a, ndarray) else asarray_any(a)
    if a._dtype != _U8:
        raise TypeError("Expected an input array of unsigned byte data type")
    x, axis = _prepare(a, axis)
    if count is not None:
        count = as_intp(count)
    n = x._shape[-1]
    shifts = asarray(list(range(8)) if little else list(range(7, -1, -1)), dtype=_U8)
    bits = um.bitwise_and(um.right_shift(x.reshape(x._shape + (1,)), shifts), 1)
    bits = bits.reshape(x._shape[:-1] + (8 * n,))
    if count is not None:
        total = 8 * n
        if count < 0:
            if -count > total:
                raise ValueError("-count larger than number of elements")
            bits = bits[..., :total + count]
        elif count <= total:
            bits = bits[..., :count]
        else:
            bits = concatenate([bits, zeros(x._shape[:-1] + (count - total,), _U8)], axis=-1)
    return _restore(bits, axis, a)
