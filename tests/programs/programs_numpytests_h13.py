"""Programs on behaviours found different while running NumPy's lib tests of function_base,
twodim_base and type_check against gpnumpy (and probing around them): an array-like container
with ``__array_wrap__`` handed to NumPy's method-calling functions (clip, round, argsort, ...),
``out=...`` given to reducing functions, the out= of the nan-functions on integer data, and
nan_to_num's copy=False and isreal of Python numbers.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_fb_container_keeps_its_class(np):
    class Series:
        """A small labelled container: NumPy hands results back through __array_wrap__."""
        def __init__(self, values, name):
            self.values, self.name = np.asarray(values), name

        def __array__(self, dtype=None, copy=None):
            return self.values.get() if hasattr(self.values, "get") else self.values

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return Series(arr, self.name + "'")

        def __repr__(self):
            return "Series(%s, %s, %s)" % (self.name, self.values.tolist(), self.values.dtype)

    s = Series([3.25, -1.5, 8.0, 0.5], "s")
    print(np.clip(s, 0, 4))
    print(np.round(s), np.around(s, 1))
    print(np.cumsum(s), np.cumprod(s))
    print(np.argsort(s), np.argmax(s), np.argmin(s))
    print(np.take(s, [2, 0]), np.reshape(s, (2, 2)), np.repeat(s, 2))
    print(np.searchsorted(Series([1, 3, 5], "t"), 4))
    print(np.sqrt(np.abs(s)), np.max(s))   # (ufuncs and reductions wrap too)


@program
def nt_fb_reductions_refuse_out_ellipsis(np):
    a = np.array([[1.0, 4.0, 2.0], [3.0, 0.5, 6.0]])
    for f in (np.sum, np.prod, np.max, np.min, np.mean, np.std, np.var, np.ptp, np.any,
              np.all, np.nansum, np.median):
        attempt(f, a, out=...)
    attempt(a.sum, out=...)
    attempt(a.mean, axis=0, out=...)
    # (the ufunc's reduce and nanmax/nanmin take it by name: a 0-d array, not a scalar)
    show(np.add.reduce(a, axis=None, out=...))
    show(np.nanmax(a, out=...))
    show(np.nanmin(a, axis=0, out=...))


@program
def nt_fb_nan_functions_assign_out(np):
    counts = np.array([[4, 9, 1, 7], [2, 2, 8, 3], [6, 5, 0, 1]], dtype=np.int32)
    o = np.zeros(4, np.int16)
    r = np.nanpercentile(counts, 40, axis=0, out=o)
    print(r is o, o)
    wide = np.zeros((2, 4))
    print(np.nanmedian(counts, axis=0, out=wide) is wide, wide)
    k = np.zeros((1, 4), np.uint8)
    np.nanmedian(counts - 5, axis=0, keepdims=True, out=k)
    print(k)
    attempt(np.percentile, counts, 40, axis=0, out=np.zeros(4, np.int16))


@program
def nt_tc_nan_to_num_and_isreal(np):
    host = __import__("numpy").array([float("nan"), float("inf"), -2.0])
    r = np.nan_to_num(host, copy=False, posinf=100.0)
    print(r is host, host.tolist())
    attempt(np.nan_to_num, [float("nan"), 1.0], copy=False)
    attempt(np.nan_to_num, float("nan"), copy=False)
    show(np.nan_to_num([float("nan"), 1.0], copy=None))
    d = np.array([np.nan, 1.0, -np.inf])
    print(np.nan_to_num(d, copy=False, nan=7.0) is d, d)
    for v in (1, 2.5, 1 + 2j, 3 + 0j, True):
        r = np.isreal(v)
        print(repr(r), type(r).__name__)
    print(np.isreal(np.complex64(1)), np.isreal([1, 2j]))
