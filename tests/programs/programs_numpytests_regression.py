"""Programs from the differences that running NumPy's own test_regression.py against gpnumpy
found: an object array holds the very objects it was given (lists, dicts: not copies), dot
writes into a NumPy array given as ``out=``, ``getfield`` of a user's subclass keeps the
subclass, and a NumPy scalar (or array) compared with a user's subclass that has its own
comparison gets that comparison's answer (gh-4709).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import copy

import numpy

from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_rg_object_elements_are_the_objects(np):
    a, b = {"a": 1}, {"b": 2}
    arr = np.array([[a, b], [a, b]], order="F")
    print(arr.dtype, arr[0, 1] is b, arr[0, 1] is arr[1, 1], arr[0, 0] is a)
    cp = copy.deepcopy(arr)
    print(cp[0, 1] is b, cp[0, 1] is cp[1, 1], cp[0, 0] == a)
    l1, l2 = [1, 2], [3]
    ragged = np.array([l1, l2], dtype=object)
    print(ragged[0] is l1, ragged[1] is l2)
    l1.append(9)
    print(ragged[0])
    mixed = np.array([l1, l2, a], dtype=object)
    print(mixed[0] is l1, mixed[2] is a)
    print(np.full(2, a, dtype=object)[1] is a)
    e = np.empty(2, dtype=object)
    e[0] = a
    e[1:] = [b]
    print(e[0] is a, e[1] is b)
    t = (a, 1)
    print(np.array([t, t], dtype=object)[0, 0] is a)


@program
def nt_rg_dot_into_numpy_out(np):
    a = np.arange(6.).reshape(2, 3)
    b = np.ones((3, 2))
    out = numpy.zeros((2, 2))
    r = np.dot(a, b, out=out)
    print(r is out, out)
    o = numpy.zeros(())
    r = np.dot(np.arange(3.), np.arange(3.), out=o)
    print(type(r).__name__, r, r is o)
    o = numpy.zeros(3)
    print(np.dot(2., np.ones(3), out=o) is o, o)
    z = np.ones(10)
    zo = np.lib.stride_tricks.as_strided(z, (0, 10), (0, 0))
    show(np.dot(np.ones((0, 1)), np.ones((1, 10)), out=zo))
    print(z)
    for bad in (numpy.zeros((2, 2), "f4"), numpy.zeros((2, 3)), numpy.zeros((2, 2), order="F"),
                numpy.zeros((2, 4))[:, ::2]):
        attempt(lambda: np.dot(a, b, out=bad))
    ro = numpy.zeros((2, 2))
    ro.flags.writeable = False
    attempt(lambda: np.dot(a, b, out=ro))
    attempt(lambda: np.dot(a, a, out=numpy.zeros((2, 2))))


@program
def nt_rg_subclass_getfield(np):
    class Tagged(np.ndarray):
        def __array_finalize__(self, obj):
            self.info = getattr(obj, "info", "none")

    d = np.arange(8.).reshape(2, 4).view(Tagged)
    d.info = "jubba"
    g = d.getfield(np.int32, 0)
    print(type(g).__name__, g.info, g.dtype, g.shape)
    g = d.getfield(np.float64)
    print(type(g).__name__, g.info, g)
    d.setfield(4, np.int32, 0)
    print(type(d).__name__, d.info)
    print(d.view(np.int32)[:, ::2])
    v = d.astype(np.int64, subok=False)
    print(type(v).__name__)


@program
def nt_rg_scalar_compares_with_subclass(np):
    class Foo(np.ndarray):
        def __eq__(self, other):
            return "OK"

        def __lt__(self, other):
            return "LT"

        def __gt__(self, other):
            return "GT"

        def __radd__(self, other):
            return "RADD"

    x = np.array([1, 2, 3]).view(Foo)
    for left in (10, np.int32(10), np.float64(1.5), np.array([10]), numpy.array([1, 5, 1]),
                 numpy.array(2)):
        print(repr(left == x), repr(left != x), repr(left < x), repr(left > x),
              repr(left <= x), repr(left + x))
    show(np.equal(np.int32(2), x))
    show(np.less(numpy.array([1, 5, 1]), x))
