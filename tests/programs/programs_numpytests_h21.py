"""Programs on behaviours that running NumPy's own packbits, getlimits, arrayterator and memmap
tests against gpnumpy found different: a memmap (host memory) cleaned in place by
nan_to_num(copy=False), and NumPy arrays given as outputs that are read-only.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import os
import tempfile

from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_h21_memmap_cleaned_in_place(np):
    # sensor readings stored on disk, opened with np.load(mmap_mode=...), cleaned in place
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "readings.npy")
        data = np.array([[1.5, np.nan, 3.0], [np.inf, -2.0, -np.inf]], dtype=np.float32)
        np.save(path, data)
        mm = np.load(path, mmap_mode="r+")
        cleaned = np.nan_to_num(mm, copy=False, nan=0.0, posinf=99.0, neginf=-99.0)
        print(type(cleaned).__name__, cleaned is mm, cleaned.dtype)
        mm.flush()
        del mm, cleaned
        print(np.load(path))
        # read-only: NumPy's error, the file untouched
        ro = np.load(path, mmap_mode="r")
        attempt(np.nan_to_num, ro, copy=False)
        del ro
        cp = np.load(path, mmap_mode="c")
        np.multiply(cp, 2, out=cp)
        print(np.asarray(cp).tolist())
        del cp
        print(np.load(path).tolist())


@program
def nt_h21_read_only_host_outputs(np):
    # a NumPy buffer locked by its owner, written by mistake through out=
    import numpy
    buf = numpy.zeros(4)
    buf.flags.writeable = False
    x = np.linspace(0.0, 1.0, 4)
    attempt(np.add, x, 1.0, out=buf)
    attempt(np.sqrt, x, buf)
    attempt(np.vecdot, np.ones((4, 3)), np.ones(3), out=buf)
    attempt(buf.__iadd__, x)
    print(buf.tolist())
    buf.flags.writeable = True
    print(np.add(x, 1.0, out=buf) is buf, buf.tolist())
