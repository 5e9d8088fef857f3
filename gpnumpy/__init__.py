"""gpnumpy: NumPy on NVIDIA GPUs.  ``import gpnumpy as np``.

Explicit re-exports only; NumPy names gpnumpy does not implement yet resolve
through the module ``__getattr__`` to NumPy on host copies (FallbackWarning).
"""
from ._version import __version__ as __gpnumpy_version__

import sys as _sys

import numpy as _numpy

# NumPy's version: gpnumpy gives the installed NumPy's behaviour, and code that gates on
# ``np.__version__`` (``np.lib.NumpyVersion(np.__version__) >= "2.0"``) asks which NumPy's
# behaviour it gets; gpnumpy's own version is ``__gpnumpy_version__``
__version__ = _numpy.__version__

from ._core.device import synchronize as synchronize
from ._core.fperr import (  # NumPy's own error state (see fperr: one state for both)
    errstate as errstate, seterr as seterr, geterr as geterr, seterrcall as seterrcall,
    geterrcall as geterrcall,
)
from ._core.config import show_config as show_config
from ._core.dispatch import FallbackWarning as FallbackWarning
from ._core.ndarray import ndarray as ndarray
from ._core.flatiter import flatiter as flatiter  # (the type of a.flat, as NumPy's)
from ._core.ufunc import ufunc as ufunc
from ._core.creation import (
    empty as empty, zeros as zeros, ones as ones, full as full,
    empty_like as empty_like, zeros_like as zeros_like, ones_like as ones_like,
    full_like as full_like, array as array, asarray as asarray, asanyarray as asanyarray,
    ascontiguousarray as ascontiguousarray, asfortranarray as asfortranarray, copy as copy,
    arange as arange, linspace as linspace, logspace as logspace, geomspace as geomspace,
    eye as eye, identity as identity, tri as tri, tril as tril, triu as triu, diag as diag,
    diagflat as diagflat, indices as indices,
    fromfunction as fromfunction, vander as vander,
)
from ._core.manipulation import (
    meshgrid as meshgrid,
    reshape as reshape, ravel as ravel, transpose as transpose, moveaxis as moveaxis,
    rollaxis as rollaxis, swapaxes as swapaxes, squeeze as squeeze, expand_dims as expand_dims,
    broadcast_to as broadcast_to, broadcast_arrays as broadcast_arrays,
    broadcast_shapes as broadcast_shapes, atleast_1d as atleast_1d, atleast_2d as atleast_2d,
    atleast_3d as atleast_3d, concatenate as concatenate, stack as stack, hstack as hstack,
    vstack as vstack, dstack as dstack, column_stack as column_stack, row_stack as row_stack,
    block as block, unstack as unstack, split as split, array_split as array_split,
    hsplit as hsplit, vsplit as vsplit, dsplit as dsplit, tile as tile, repeat as repeat,
    flip as flip, fliplr as fliplr, flipud as flipud, roll as roll, rot90 as rot90,
    resize as resize, append as append, insert as insert, delete as delete,
    trim_zeros as trim_zeros, copyto as copyto, shape as shape, ndim as ndim, size as size,
    permute_dims as permute_dims, matrix_transpose as matrix_transpose, concat as concat,
    asarray_chkfinite as asarray_chkfinite,
)
if not hasattr(_numpy, "row_stack"):  # NumPy 2.5 removed it: follow the installed NumPy
    del row_stack
from ._core.dlpack import from_dlpack as from_dlpack
from ._core.mathematical import (
    sum as sum, prod as prod, cumsum as cumsum, cumprod as cumprod,
    cumulative_sum as cumulative_sum, cumulative_prod as cumulative_prod,
    clip as clip, interp as interp, convolve as convolve, correlate as correlate,
    nansum as nansum, nanprod as nanprod, nancumsum as nancumsum, nancumprod as nancumprod,
    diff as diff, ediff1d as ediff1d, round as round, around as around, fix as fix, real as real,
    imag as imag, angle as angle, nan_to_num as nan_to_num, real_if_close as real_if_close,
    sinc as sinc, trapezoid as trapezoid, gradient as gradient,
)
from ._core.window import (
    hanning as hanning, hamming as hamming, blackman as blackman, bartlett as bartlett,
)
from ._core.linalg import trace as trace, outer as outer
from ._core.type_utilities import (
    can_cast as can_cast, promote_types as promote_types, min_scalar_type as min_scalar_type,
    issubdtype as issubdtype, isdtype as isdtype, common_type as common_type,
    mintypecode as mintypecode, iterable as iterable, astype as astype, finfo as finfo,
    iinfo as iinfo,
)
from ._core.miscellaneous import (
    shares_memory as shares_memory, may_share_memory as may_share_memory,
)
from ._core.indexing import (
    take as take, put as put, take_along_axis as take_along_axis,
    put_along_axis as put_along_axis, choose as choose, compress as compress, extract as extract,
    place as place, putmask as putmask, select as select, diagonal as diagonal,
    fill_diagonal as fill_diagonal, ix_ as ix_, unravel_index as unravel_index,
    ravel_multi_index as ravel_multi_index, diag_indices as diag_indices,
    diag_indices_from as diag_indices_from, tril_indices as tril_indices,
    triu_indices as triu_indices, tril_indices_from as tril_indices_from,
    triu_indices_from as triu_indices_from, mask_indices as mask_indices,
)
from ._core.padding import pad as pad
from ._core.statistics import (
    max as max, min as min, amax as amax, amin as amin, mean as mean, var as var, std as std,
    ptp as ptp, count_nonzero as count_nonzero, average as average, median as median,
    percentile as percentile, quantile as quantile, nanmin as nanmin, nanmax as nanmax,
    nanargmin as nanargmin, nanargmax as nanargmax, nanmean as nanmean, nanvar as nanvar,
    nanstd as nanstd, nanmedian as nanmedian, nanpercentile as nanpercentile,
    nanquantile as nanquantile, bincount as bincount, digitize as digitize,
    histogram as histogram, histogram_bin_edges as histogram_bin_edges,
    histogram2d as histogram2d, histogramdd as histogramdd, cov as cov, corrcoef as corrcoef,
)
from ._core.logic import (
    all as all, any as any, iscomplex as iscomplex, isreal as isreal, iscomplexobj as iscomplexobj,
    isrealobj as isrealobj, isposinf as isposinf, isneginf as isneginf, isscalar as isscalar,
    isfortran as isfortran, isclose as isclose, allclose as allclose, array_equal as array_equal,
    array_equiv as array_equiv,
)
from ._core.searching import (
    argmax as argmax, argmin as argmin, nonzero as nonzero, flatnonzero as flatnonzero,
    argwhere as argwhere, where as where,
)
from ._core.interop import asnumpy as asnumpy, result_type as result_type
from ._core.datetimes import (
    is_busday as is_busday, busday_offset as busday_offset, busday_count as busday_count,
    datetime_as_string as datetime_as_string, busdaycalendar as busdaycalendar,
)
from ._core.sorting import (
    sort as sort, argsort as argsort, lexsort as lexsort, partition as partition,
    argpartition as argpartition, sort_complex as sort_complex,
)
from ._core.searching import searchsorted as searchsorted
from ._core.sets import (
    unique as unique, unique_values as unique_values, unique_counts as unique_counts,
    unique_inverse as unique_inverse, unique_all as unique_all, isin as isin,
    intersect1d as intersect1d, union1d as union1d, setdiff1d as setdiff1d,
    setxor1d as setxor1d,
)
from ._core.ufunc import UFUNCS as _UFUNCS
from ._core import array_methods as _array_methods  # noqa: F401,E402  (attaches ndarray's operators and methods)

globals().update(_UFUNCS)

# The packages linalg, fft and random are imported at their first use, as NumPy's random and
# fft are (`gpnumpy.linalg`, `import gpnumpy.fft`, `from gpnumpy.random import default_rng`:
# the module __getattr__ below imports the package for NumPy's name of its module); each
# finishes itself (its __array_function__ entries, subclass rules and names) when imported,
# and NumPy's functions given gpnumpy arrays import it (dispatch.LAZY_NATIVE).
from . import fusion as fusion  # noqa: E402  (automatic elementwise fusion: modes and statistics)

# Input and output, functional programming, polynomials, bit packing, and the array API's
# inspection namespace (the polynomial functions stand above linalg: roots and polyfit use it).
from ._core.io import (  # noqa: E402
    save as save, savez as savez, savez_compressed as savez_compressed, savetxt as savetxt,
    load as load, loadtxt as loadtxt, genfromtxt as genfromtxt, fromfile as fromfile,
    frombuffer as frombuffer, fromiter as fromiter, fromstring as fromstring,
    fromregex as fromregex, array2string as array2string, array_repr as array_repr,
    array_str as array_str, format_float_positional as format_float_positional,
    format_float_scientific as format_float_scientific, info as info,
)
from ._core.functional import (  # noqa: E402
    apply_along_axis as apply_along_axis, apply_over_axes as apply_over_axes,
    piecewise as piecewise, nditer as nditer, nested_iters as nested_iters,
)
from .lib._polynomial_impl import (  # noqa: E402
    poly as poly, roots as roots, polyadd as polyadd, polysub as polysub, polymul as polymul,
    polydiv as polydiv, polyder as polyder, polyint as polyint, polyval as polyval,
    polyfit as polyfit, poly1d as poly1d,
)
from ._core.bitwise import packbits as packbits, unpackbits as unpackbits  # noqa: E402
# (numpy.lib.stride_tricks.sliding_window_view and numpy.emath's functions given gpnumpy arrays
# reach these through __array_function__: the modules register them when imported)
from .lib import stride_tricks as _lib_stride_tricks, scimath as _lib_scimath  # noqa: E402,F401
from ._core.mathematical import unwrap as unwrap, i0 as i0  # noqa: E402
from ._core.window import kaiser as kaiser  # noqa: E402
from ._core.manipulation import require as require  # noqa: E402
from ._core.array_api_info import (  # noqa: E402
    __array_namespace_info__ as __array_namespace_info__,
    __array_api_version__ as __array_api_version__,
)

# NumPy's constants and scalar types are NumPy's own objects.
from numpy import (  # noqa: E402
    e as e, pi as pi, inf as inf, nan as nan, euler_gamma as euler_gamma, newaxis as newaxis,
    bool_ as bool_, int8 as int8, int16 as int16, int32 as int32, int64 as int64,
    uint8 as uint8, uint16 as uint16, uint32 as uint32, uint64 as uint64,
    float16 as float16, float32 as float32, float64 as float64,
    complex64 as complex64, complex128 as complex128, dtype as dtype,
    intp as intp, uintp as uintp, bool as bool,
    datetime_data as datetime_data,  # (a dtype's unit and count: no array data)
)

from ._core import dispatch as _dispatch  # noqa: E402


def _register_native():
    g = globals()
    for name, obj in list(g.items()):
        if name.startswith("_") or not callable(obj) or isinstance(obj, type):
            continue
        np_obj = getattr(_numpy, name, None)
        if np_obj is not None and callable(np_obj):
            if obj is not np_obj and not isinstance(obj, ufunc) and not isinstance(np_obj, type) \
                    and not hasattr(obj, "__gpnumpy_native__"):  # (guarded once)
                # strings, objects, ...: NumPy's function on the host (dispatch.host_dtype_guard)
                obj = g[name] = _dispatch.host_dtype_guard(obj, np_obj, name)
            mod = getattr(np_obj, "__module__", "numpy") or "numpy"
            _dispatch._native[(mod, getattr(np_obj, "__name__", name))] = obj


_register_native()
_dispatch.install_host_modules()  # gpnumpy.ma, gpnumpy.lib.recfunctions, ...: NumPy's, host-backed
_dispatch.LAZY_NATIVE.update({"numpy.linalg": __name__ + ".linalg", "numpy.fft": __name__ + ".fft"})


def __getattr__(name):
    return _dispatch.module_getattr(_sys.modules[__name__], _numpy, name)


def __dir__():
    return sorted(set(dir(_numpy)) | {k for k in globals() if not k.startswith("_")})

# Products (cuBLAS / our integer kernel; NumPy on the host device); matmul and the vector
# gufuncs replace the elementwise engine's entries of the same names.
from ._core.products import (  # noqa: E402
    matmul as matmul, dot as dot, vdot as vdot, inner as inner, tensordot as tensordot,
    kron as kron, cross as cross, vecdot as vecdot,
)
from ._core.einsum import einsum as einsum, einsum_path as einsum_path  # noqa: E402
if hasattr(_numpy, "matvec"):
    from ._core.products import matvec as matvec, vecmat as vecmat  # noqa: E402
_register_native()

# Which subclass NumPy's functions give back (their methods', ufuncs', concatenate's rule).
from ._core import subclassing as _subclassing  # noqa: E402
_subclassing.install(globals(), _dispatch._native)
_subclassing.keep_in_call(_dispatch._host_class(_numpy.vectorize, "vectorize", __name__))

# NumPy's functions that call an object's own method (np.mean(series) is series.mean()):
# objects of other libraries go to NumPy's function (the namespace only: __array_function__'s
# table keeps gpnumpy's functions, which NumPy's would call back)
for _name in _dispatch.METHOD_FUNCTIONS:
    if _name in globals():
        globals()[_name] = _dispatch.through_methods(globals()[_name], getattr(_numpy, _name), _name)
# creation functions' like= (NEP 35): an object of another kind answers through its
# __array_function__
for _name in _dispatch.LIKE_FUNCTIONS:
    if _name in globals():
        globals()[_name] = _dispatch.with_like(globals()[_name], _name)
del _name

# NumPy's aliases are one function (np.concat is np.concatenate, np.permute_dims is
# np.transpose): the names above were wrapped one by one, so each alias takes its original's
for _name, _obj in list(globals().items()):
    _np_obj = getattr(_numpy, _name, None)
    _orig = getattr(_np_obj, "__name__", _name)
    if (_orig != _name and not _name.startswith("_") and callable(_obj)
            and not isinstance(_obj, (type, ufunc)) and _orig in globals()
            and getattr(_numpy, _orig, None) is _np_obj):
        globals()[_name] = globals()[_orig]
del _name, _obj, _np_obj, _orig

# NumPy's C functions (np.array, np.zeros, ...) do not bind as methods of a class that holds
# them; ours are Python functions, which would (dispatch.unbound); the others are named by
# their public module, as NumPy's are (pickle finds them there)
_dispatch.unbind_as_numpy(globals(), _numpy)

# mgrid, ogrid, r_, c_: NumPy's classes run over the namespace above, now complete
from .lib._index_tricks import mgrid as mgrid, ogrid as ogrid, r_ as r_, c_ as c_  # noqa: E402
