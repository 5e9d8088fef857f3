"""gpnumpy.linalg: NumPy 2's ``numpy.linalg`` on cuSOLVER and cuBLAS.

``LinAlgError`` is NumPy's own class and the results are NumPy's named tuples
(``SVDResult``, ``EighResult``, ...), so code written for ``numpy.linalg`` catches and
unpacks them unchanged.  On a machine without a GPU the same front ends run NumPy's
routines on the host.
"""
import numpy as _numpy

from ._linalg import (  # noqa: F401
    LinAlgError as LinAlgError, cholesky as cholesky, cond as cond, cross as cross,
    det as det, diagonal as diagonal, eig as eig, eigh as eigh, eigvals as eigvals,
    eigvalsh as eigvalsh, inv as inv, lstsq as lstsq, matmul as matmul,
    matrix_norm as matrix_norm, matrix_power as matrix_power, matrix_rank as matrix_rank,
    matrix_transpose as matrix_transpose, multi_dot as multi_dot, norm as norm,
    outer as outer, pinv as pinv, qr as qr, slogdet as slogdet, solve as solve, svd as svd,
    svdvals as svdvals, tensordot as tensordot, tensorinv as tensorinv,
    tensorsolve as tensorsolve, trace as trace, vecdot as vecdot, vector_norm as vector_norm,
    __all__ as __all__,
)
from .._core import dispatch as _dispatch, subclassing as _subclassing


# numpy.linalg.solve(gpnumpy_array) reaches these through __array_function__ (det('abc') is
# NumPy's LinAlgError, norm of an object array a number)
_dispatch.register_native(globals(), _numpy.linalg, __all__, "linalg")
# the subclass numpy.linalg's functions give back (its __array_wrap__ rule), then each named
# by this module and unbound where NumPy's are (as the face's own functions)
_subclassing.install(globals(), _dispatch._native, _numpy.linalg, _subclassing.LINALG_RULES)
_dispatch.unbind_as_numpy(globals(), _numpy.linalg)
