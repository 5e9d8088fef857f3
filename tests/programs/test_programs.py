"""User-style programs (tests/programs/programs*.py, one domain a file) run with NumPy and with
gpnumpy: the same printed output, exception (type and message) and warnings."""

import numpy
import pytest

from gpnumpy.testing._xp import gpnumpy_or_none, is_cuda_device

from .programs import PROGRAMS
from .programs_algos import PROGRAMS as ALGOS_PROGRAMS
from .programs_api import PROGRAMS as API_PROGRAMS
from .programs_casting import PROGRAMS as CASTING_PROGRAMS
from .programs_complex import PROGRAMS as COMPLEX_PROGRAMS
from .programs_datetime import PROGRAMS as DATETIME_PROGRAMS
from .programs_dtypes import PROGRAMS as DTYPES_PROGRAMS
from .programs_edge import PROGRAMS as EDGE_PROGRAMS
from .programs_exercises import PROGRAMS as EXERCISES_PROGRAMS
from .programs_tutorials_h23 import PROGRAMS as TUTORIALS_H23_PROGRAMS
from .programs_finance import PROGRAMS as FINANCE_PROGRAMS
from .programs_fft import PROGRAMS as FFT_PROGRAMS
from .programs_guide import PROGRAMS as GUIDE_PROGRAMS
from .programs_fpedge import PROGRAMS as FPEDGE_PROGRAMS
from .programs_flat import PROGRAMS as FLAT_PROGRAMS
from .programs_imaging import PROGRAMS as IMAGING_PROGRAMS
from .programs_indexing import PROGRAMS as INDEXING_PROGRAMS
from .programs_geometry import PROGRAMS as GEOMETRY_PROGRAMS
from .programs_io import PROGRAMS as IO_PROGRAMS
from .programs_lib import PROGRAMS as LIB_PROGRAMS
from .programs_linalg import PROGRAMS as LINALG_PROGRAMS
from .programs_ma import PROGRAMS as MA_PROGRAMS
from .programs_library import PROGRAMS as LIBRARY_PROGRAMS
from .programs_munging import PROGRAMS as MUNGING_PROGRAMS
from .programs_ml import PROGRAMS as ML_PROGRAMS
from .programs_mlsim import PROGRAMS as MLSIM_PROGRAMS
from .programs_notebook import PROGRAMS as NOTEBOOK_PROGRAMS
from .programs_numerics import PROGRAMS as NUMERICS_PROGRAMS
from .programs_numpytests import PROGRAMS as NUMPYTESTS_PROGRAMS
from .programs_numpytests_multiarray import PROGRAMS as NT_MULTIARRAY_PROGRAMS
from .programs_numpytests_random import PROGRAMS as NT_RANDOM_PROGRAMS
from .programs_numpytests_ufunc import PROGRAMS as NUMPYTESTS_UFUNC_PROGRAMS
from .programs_numpytests_core import PROGRAMS as NT_CORE_PROGRAMS
from .programs_numpytests_dtype import PROGRAMS as NT_DTYPE_PROGRAMS
from .programs_numpytests_linalg import PROGRAMS as NUMPYTESTS_LINALG_PROGRAMS
from .programs_numpytests_poly import PROGRAMS as NT_POLY_PROGRAMS
from .programs_numpytests_regression import PROGRAMS as NT_REGRESSION_PROGRAMS
from .programs_numpytests_libfft import PROGRAMS as NT_LIBFFT_PROGRAMS
from .programs_numpytests_h12 import PROGRAMS as NT_H12_PROGRAMS
from .programs_numpytests_h13 import PROGRAMS as NT_H13_PROGRAMS
from .programs_numpytests_h14 import PROGRAMS as NT_H14_PROGRAMS
from .programs_numpytests_h15 import PROGRAMS as NT_H15_PROGRAMS
from .programs_numpytests_h16 import PROGRAMS as NT_H16_PROGRAMS
from .programs_numpytests_h18 import PROGRAMS as NT_H18_PROGRAMS
from .programs_numpytests_h19 import PROGRAMS as NT_H19_PROGRAMS
from .programs_numpytests_h21 import PROGRAMS as NT_H21_PROGRAMS
from .programs_numpytests_h20 import PROGRAMS as NT_H20_PROGRAMS
from .programs_numpytests_h22 import PROGRAMS as NT_H22_PROGRAMS
from .programs_poly import PROGRAMS as POLY_PROGRAMS
from .programs_printing import PROGRAMS as PRINTING_PROGRAMS
from .programs_random import PROGRAMS as RANDOM_PROGRAMS
from .programs_random2 import PROGRAMS as RANDOM2_PROGRAMS
from .programs_records import PROGRAMS as RECORDS_PROGRAMS
from .programs_reduce import PROGRAMS as REDUCE_PROGRAMS
from .programs_science import PROGRAMS as SCIENCE_PROGRAMS
from .programs_scipy import PROGRAMS as SCIPY_PROGRAMS
from .programs_signal import PROGRAMS as SIGNAL_PROGRAMS
from .programs_shapes import PROGRAMS as SHAPES_PROGRAMS
from .programs_scalars import PROGRAMS as SCALARS_PROGRAMS
from .programs_sim import PROGRAMS as SIM_PROGRAMS
from .programs_strings import PROGRAMS as STRINGS_PROGRAMS
from .programs_sortsets import PROGRAMS as SORTSETS_PROGRAMS
from .programs_stats import PROGRAMS as STATS_PROGRAMS
from .programs_ufuncs import PROGRAMS as UFUNC_PROGRAMS
from .programs_views import PROGRAMS as VIEWS_PROGRAMS
from .programs_rougier_lectures import PROGRAMS as ROUGIER_LECTURES_PROGRAMS
from .programs_mlscratch_h24 import PROGRAMS as MLSCRATCH_H24_PROGRAMS
from .programs_algorithms_h25 import PROGRAMS as ALGORITHMS_H25_PROGRAMS
from .programs_kyubyong_h25 import PROGRAMS as KYUBYONG_H25_PROGRAMS
from .programs_thinkdsp_h25 import PROGRAMS as THINKDSP_H25_PROGRAMS
from .programs_cs231n_h26 import PROGRAMS as CS231N_H26_PROGRAMS
from .programs_cfd_h26 import PROGRAMS as CFD_H26_PROGRAMS
from .programs_raschka_h26 import PROGRAMS as RASCHKA_H26_PROGRAMS
from .programs_numpython_h26 import PROGRAMS as NUMPYTHON_H26_PROGRAMS
from .runner import missing_requirement, same_output, trace


ALL = (PROGRAMS + EDGE_PROGRAMS + MUNGING_PROGRAMS + SCIENCE_PROGRAMS + SIM_PROGRAMS + ML_PROGRAMS
       + LIBRARY_PROGRAMS + NUMERICS_PROGRAMS + API_PROGRAMS + NOTEBOOK_PROGRAMS
       + IMAGING_PROGRAMS + FINANCE_PROGRAMS + IO_PROGRAMS + SIGNAL_PROGRAMS + STATS_PROGRAMS
       + GEOMETRY_PROGRAMS + RANDOM_PROGRAMS + PRINTING_PROGRAMS + INDEXING_PROGRAMS
       + CASTING_PROGRAMS + SORTSETS_PROGRAMS + FLAT_PROGRAMS + UFUNC_PROGRAMS
       + LINALG_PROGRAMS + DTYPES_PROGRAMS + FFT_PROGRAMS + POLY_PROGRAMS + MA_PROGRAMS
       + LIB_PROGRAMS + VIEWS_PROGRAMS + COMPLEX_PROGRAMS + FPEDGE_PROGRAMS
       + STRINGS_PROGRAMS + REDUCE_PROGRAMS + SHAPES_PROGRAMS + RANDOM2_PROGRAMS
       + DATETIME_PROGRAMS + SCALARS_PROGRAMS
       + RECORDS_PROGRAMS
       + NUMPYTESTS_PROGRAMS
       + NT_MULTIARRAY_PROGRAMS
       + NT_RANDOM_PROGRAMS
       + NUMPYTESTS_UFUNC_PROGRAMS
       + NT_CORE_PROGRAMS
       + NT_DTYPE_PROGRAMS
       + NUMPYTESTS_LINALG_PROGRAMS
       + NT_POLY_PROGRAMS
       + NT_REGRESSION_PROGRAMS
       + NT_LIBFFT_PROGRAMS
       + NT_H12_PROGRAMS
       + NT_H13_PROGRAMS
       + NT_H14_PROGRAMS
       + NT_H15_PROGRAMS
       + NT_H16_PROGRAMS
       + NT_H18_PROGRAMS
       + NT_H19_PROGRAMS
       + NT_H21_PROGRAMS
       + NT_H20_PROGRAMS
       + NT_H22_PROGRAMS
       + EXERCISES_PROGRAMS
       + ALGOS_PROGRAMS
       + GUIDE_PROGRAMS
       + SCIPY_PROGRAMS
       + MLSIM_PROGRAMS
       + TUTORIALS_H23_PROGRAMS
       + ROUGIER_LECTURES_PROGRAMS
       + MLSCRATCH_H24_PROGRAMS
       + KYUBYONG_H25_PROGRAMS
       + ALGORITHMS_H25_PROGRAMS
       + THINKDSP_H25_PROGRAMS
       + CS231N_H26_PROGRAMS
       + CFD_H26_PROGRAMS
       + RASCHKA_H26_PROGRAMS
       + NUMPYTHON_H26_PROGRAMS)


@pytest.mark.parametrize("prog", ALL, ids=[p.__name__ for p in ALL])
def test_program(prog):
    gp = gpnumpy_or_none()
    if gp is None:
        pytest.fail("gpnumpy does not import")
    if prog.__name__ in _HOST_DEVICE_ONLY and is_cuda_device():
        pytest.skip(_HOST_DEVICE_ONLY[prog.__name__])
    missing = missing_requirement(prog)
    if missing is not None:   # (@requires: a library the program uses besides NumPy)
        pytest.skip("%s is not installed here" % missing)
    want = trace(prog, numpy)
    assert want["exception"] is None or prog.__name__ in _RAISING, want["exception"]
    got = trace(prog, gp)
    assert got["exception"] == want["exception"]
    assert got["warnings"] == want["warnings"]
    # (on a GPU, printed numbers within 1e-6 and zeros of either sign: runner.same_output)
    assert same_output(got["stdout"], want["stdout"], is_cuda_device()), _differing(
        got["stdout"], want["stdout"])


def _differing(got, want):
    """The printed lines that differ: a diff from NumPy's output to gpnumpy's."""
    import difflib
    return "\n".join(difflib.unified_diff(want.splitlines(), got.splitlines(), "numpy",
                                           "gpnumpy", n=0, lineterm=""))


_RAISING = ()  # programs that end in an exception on purpose (none so far)

# programs run on the host device only, each with its reason: those that print what NumPy, a
# CPU library, says about devices (on a GPU gpnumpy's answers differ by design: x.device is
# "cuda:0", __dlpack_device__ is (2, 0), DLPack streams are CUDA streams; tests/_core/
# test_device.py, test_dlpack.py and test_creation.py check them there)
_HOST_DEVICE_ONLY = {
    "records_xp_namespace_info": "prints the default device and the devices: 'cuda:0' on a GPU",
    "records_xp_to_device_and_device": "prints x.device and expects 'gpu' and 'cuda' refused: on "
                                       "a GPU they name the device",
    "array_namespace_and_info": "prints the default device and the devices: 'cuda:0' on a GPU",
    "device_and_to_device": "prints x.device and expects 'gpu' refused: on a GPU it is the device",
    "dlpack_of_host_arrays": "DLPack of CPU arrays: on a GPU the arrays are CUDA memory and "
                             "__dlpack__(stream=5) takes 5 as a CUDA stream handle",
}
