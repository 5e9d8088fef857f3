"""Copy NumPy's own test files with `np` bound to gpnumpy, to run them against gpnumpy and
compare the failures of two runs (host and GPU, fusion off and force):

    python3 scripts/numpy_tests/convert.py /tmp/npt $(cat scripts/numpy_tests/files.txt)
    cd /tmp/npt && PYTHONPATH=<repo> python3 -m pytest -v -n 16 --tb=short -p no:cacheprovider \
        --deselect test_core_shape_base.py::TestConcatenate::test_huge_list_error .

(paths relative to NumPy's package; the copies are named test_<package>_<file>; never put
them in the repository).  `numpy.testing`'s names come from gpnumpy.testing, whose asserts
take two device arrays, and the conftest shims NumPy's assert_equal for the ones imported
otherwise.  NumPy's test_huge_list_error builds a 2**31-element tuple (17 GB) itself: leave it
out.  Run with -v: a time limit that stops the run before pytest's summary still leaves
every result line.  files.txt: 39 files; files_short.txt: 10 of them (5405 tests)."""
import os, re, sys, shutil
import numpy
root = os.path.dirname(numpy.__file__)
out = sys.argv[1]
os.makedirs(out, exist_ok=True)
shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "conftest_shim.py"),
            os.path.join(out, "conftest.py"))
for rel in sys.argv[2:]:
    src = open(os.path.join(root, rel)).read()
    src = re.sub(r"^import numpy as np$", "import gpnumpy as np", src, flags=re.M)
    src = re.sub(r"^from numpy import ", "from gpnumpy import ", src, flags=re.M)
    # (gpnumpy.testing's asserts take two device arrays; NumPy's assert_equal does not)
    src = re.sub(r"^from numpy\.testing import ", "from gpnumpy.testing import ", src, flags=re.M)
    # (gpnumpy.lib's modules: array_utils, recfunctions, ... as NumPy's tests import them)
    src = re.sub(r"^from numpy\.lib import ", "from gpnumpy.lib import ", src, flags=re.M)
    # (numpy.polynomial's modules, as the polynomial tests import them: gpnumpy.polynomial's)
    src = re.sub(r"^import numpy\.polynomial\.(\w+) as ", r"import gpnumpy.polynomial.\1 as ", src,
                 flags=re.M)
    src = re.sub(r"^from numpy\.polynomial(\.\w+)? import ", r"from gpnumpy.polynomial\1 import ", src,
                 flags=re.M)
    # (NumPy's private tables some tests parametrize over, e.g. test_arraypad's np._core.sctypes)
    if "np._core.sctypes" in src:
        src = src.replace("np._core.sctypes", "_np_sctypes")
        src = "from numpy._core import sctypes as _np_sctypes\n" + src
    # (numpy/tests/ itself, e.g. tests/test_matlib.py: the copy is named test_top_<file>)
    d, f = ("", rel[len("tests/"):]) if rel.startswith("tests/") else rel.split("/tests/")
    name = "test_" + (d.strip("_").replace("/", "_") or "top") + "_" + f[len("test_"):]
    open(os.path.join(out, name), "w").write(src)
    # (the data files some tests read next to themselves: format's pickles, records' files)
    data = os.path.join(root, d, "tests", "data")
    if os.path.isdir(data) and not os.path.exists(os.path.join(out, "data")):
        os.symlink(data, os.path.join(out, "data"))
