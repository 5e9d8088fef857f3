"""nvmath-python's binding modules are imported without running the package's __init__
(which preloads every CUDA library and imports its Python layers), and a later
``import nvmath`` by the user still gets the whole package, sharing those modules."""
import importlib.util
import subprocess
import sys
import textwrap

import pytest

HAVE_NVMATH = importlib.util.find_spec("nvmath") is not None


@pytest.mark.skipif(not HAVE_NVMATH, reason="nvmath-python is not installed here (the GPU "
                                            "machine has it; CI does not)")
def test_binding_import_leaves_the_package_to_the_user():
    code = textwrap.dedent("""
        import sys
        from gpnumpy._core import libraries
        m = libraries._bindings("cublas")
        assert hasattr(m, "gemm_ex") and hasattr(m, "sgemv")
        assert "nvmath" not in sys.modules and "nvmath.bindings" not in sys.modules
        s = libraries._bindings("cusolverDn")
        assert libraries._bindings("cublas") is m
        import nvmath
        import nvmath.bindings
        assert nvmath.bindings.cublas is m and nvmath.bindings.cusolverDn is s
        assert hasattr(nvmath, "linalg") and hasattr(nvmath, "fft")
        print("ok")
    """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=240)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip().endswith("ok")
