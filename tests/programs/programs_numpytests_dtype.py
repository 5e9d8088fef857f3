"""Programs on behaviours that running NumPy's own dtype, overrides, deprecations and scalar
method tests against gpnumpy found different: creation functions' like= (NEP 35), the
__array_wrap__ of array-likes that are not arrays, NumPy's deprecation warnings (np.str, an
output given to np.maximum by position), and the way array methods take their arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_dt_like_of_other_kinds(np):
    class Duck:
        """An array-like of another library: creation functions hand it the call."""
        def __array_function__(self, func, types, args, kwargs):
            if func.__name__ == "zeros":
                return NotImplemented
            print("Duck answers", func.__name__, func is getattr(np, func.__name__),
                  [t.__name__ for t in types], args, sorted(kwargs))
            return "duck"

    class Plain:
        pass

    for ref in (Duck(), Plain(), 1, [1], None, np.array(1.5)):
        attempt(lambda: np.array([1, 2], like=ref))
        attempt(lambda: np.ones(2, dtype=int, like=ref))
        attempt(lambda: np.arange(1, 4, like=ref))
        attempt(lambda: np.asarray([3], like=ref))
        attempt(lambda: np.eye(2, like=ref))
        attempt(lambda: np.zeros(2, like=ref))
    # arguments the function refuses: its own TypeError comes first
    attempt(lambda: np.full(2, 1, bogus=True, like=Duck()))


@program
def nt_dt_like_of_subclass(np):
    class Tagged(np.ndarray):
        def __array_function__(self, func, types, args, kwargs):
            return super().__array_function__(func, types, args, kwargs).view(type(self))

    ref = np.array(1).view(Tagged)
    for make in (lambda: np.array([1, 2], like=ref), lambda: np.full(3, 7, like=ref),
                 lambda: np.asfortranarray(np.ones((2, 2)), like=ref),
                 lambda: np.identity(2, like=ref)):
        r = make()
        print(type(r).__name__)
        show(r.view(np.ndarray))


@program
def nt_dt_array_function_argument_checks(np):
    a = np.array([1, 2])
    attempt(lambda: a.__array_function__(np.reshape, (np.ndarray,), a, (2, 1)))
    attempt(lambda: a.__array_function__(np.reshape, (np.ndarray,), (a,), (2, 1)))
    attempt(lambda: a.__array_function__(np.reshape, (np.ndarray,), (a, (2, 1)), {}))


@program
def nt_dt_array_wrap_of_array_likes(np):
    class Wrapping:
        __array_priority__ = 3

        def __init__(self, v):
            self.v = v

        def __array__(self, dtype=None, copy=None):
            return np.asarray(self.v)

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return ("wrapped", arr.tolist(), context[0].__name__, context[2], return_scalar)

    class OldWrap(Wrapping):
        def __array_wrap__(self, arr):  # (the signature NumPy deprecated)
            return ("old", arr.tolist())

    class Context(Wrapping):
        def __array_wrap__(self, arr, context=None):
            return ("context", arr.tolist())

    show(np.add(Wrapping([1, 2]), 1))
    show(np.multiply(np.arange(2), Wrapping([3, 4])))
    show(np.negative(Wrapping(2.5)))
    show(np.divmod(Wrapping([7, 8]), 3))
    show(np.add(Wrapping([1]), 1, out=np.zeros(1)))
    show(np.negative(OldWrap([1, 2])))
    show(np.sqrt(Context([4.0])))


@program
def nt_dt_deprecated_names_and_calls(np):
    for name in ("str", "bytes", "object"):
        print(name, hasattr(np, name), name in dir(np))
    a, b = np.array([1.0, 5.0]), np.array([3.0, 2.0])
    out = np.empty(2)
    show(np.maximum(a, b, out))
    show(out)
    show(np.minimum(a, b, np.empty(2)))
    show(np.maximum(a, b, out=out))
    show(np.fmax(a, b, out))


@program
def nt_dt_method_arguments(np):
    a = np.arange(6.0).reshape(2, 3)
    c = np.array([1 + 2j, 3 - 1j])
    attempt(lambda: c.conj(out=c))
    attempt(lambda: c.conjugate(out=c))
    attempt(lambda: c.conj(c, c))
    attempt(lambda: c.conj(np.empty(2, complex)))
    attempt(lambda: a.swapaxes(axis1=0, axis2=1))
    attempt(lambda: a.swapaxes(0))
    attempt(lambda: a.swapaxes(1, 0))
    attempt(lambda: a.fill(value=1))
    attempt(lambda: a.fill())
    attempt(lambda: a.fill(1, 2))
    a.fill(2)
    show(a)
    attempt(lambda: a.view(type=None))
    attempt(lambda: a.view(np.int64, None))
    attempt(lambda: a.view(None))
    a.put(indices=[0, 4], values=[-1, -2], mode="clip")
    show(a)


@program
def nt_dt_view_through_a_subclass_dtype_setter(np):
    class Logged(np.ndarray):
        @property
        def dtype(self):
            return super().dtype

        @dtype.setter
        def dtype(self, dtype):
            print("setter given", repr(dtype))
            if hasattr(np.ndarray, "_set_dtype"):  # (NumPy 2.5's hook)
                np.ndarray._set_dtype(self, dtype)
            else:
                np.ndarray.dtype.__set__(self, dtype)

    a = np.arange(6).view(Logged)
    for dt in (np.float64, "i4", np.dtype("u2")):
        v = a.view(dt)
        print(type(v).__name__, v.dtype, v.shape)
    v = a.view()
    print(type(v).__name__, v.dtype, v.shape)


@program
def nt_dt_duck_arrays_take_over_functions(np):
    class Lazy:
        """A dask-like array: __array__ computes it, __array_function__ keeps calls lazy."""
        def __init__(self, v, takes=("sum", "concatenate", "norm", "where", "zeros_like")):
            self.v, self.takes = v, takes

        def __array__(self, dtype=None, copy=None):
            print("  computed")
            return np.asarray(self.v).__array__(dtype)

        def __array_function__(self, func, types, args, kwargs):
            if func.__name__ not in self.takes:
                return NotImplemented
            print("  Lazy takes", func.__name__, sorted(kwargs),
                  [t.__name__ for t in types], [type(x).__name__ for x in args])
            return "lazy " + func.__name__

    x = Lazy([1.0, 2.0, 3.0])
    a = np.arange(3.0)
    attempt(lambda: np.sum(x, axis=0))
    attempt(lambda: np.concatenate([a, x]))
    attempt(lambda: np.linalg.norm(x))
    attempt(lambda: np.where(a > 1, x, 0))
    attempt(lambda: np.zeros_like(x, dtype=int))
    # an object that answers NotImplemented: NumPy's TypeError
    attempt(lambda: np.mean(x))
    attempt(lambda: np.stack([x, x]))
    # nested in lists, after a list of numbers
    y = Lazy([[1.0, 2.0]], takes=("block", "stack"))
    attempt(lambda: np.block([[np.zeros((1, 2)), y]]))
    attempt(lambda: np.stack([[1.0, 2.0], y]))
    # an argument NumPy's dispatch does not ask about (take's indices): read as data
    attempt(lambda: np.take(a, Lazy([2, 0])))
    attempt(lambda: np.round(a + 0.25, 1))
    attempt(lambda: np.asarray(x))


@program
def nt_dt_custom_container_registry(np):
    # NumPy's "writing custom array containers" pattern, its registry keyed by np's functions
    HANDLED = {}

    def implements(np_function):
        def decorator(func):
            HANDLED[np_function] = func
            return func
        return decorator

    class Diagonal:
        def __init__(self, n, value):
            self.n, self.value = n, value

        def __repr__(self):
            return "Diagonal(N=%d, value=%s)" % (self.n, self.value)

        def __array__(self, dtype=None, copy=None):
            return (self.value * np.eye(self.n, dtype=dtype)).__array__()

        def __array_function__(self, func, types, args, kwargs):
            if func not in HANDLED or not all(issubclass(t, (Diagonal, np.ndarray)) for t in types):
                return NotImplemented
            return HANDLED[func](*args, **kwargs)

    @implements(np.sum)
    def _sum(arr, axis=None):
        return arr.n * arr.value if axis is None else np.full(arr.n, arr.value)

    @implements(np.mean)
    def _mean(arr):
        return arr.value / arr.n

    @implements(np.concatenate)
    def _concatenate(arrays, axis=0):
        return "concatenated %d" % len(arrays)

    @implements(np.linalg.det)
    def _det(arr):
        return arr.value ** arr.n

    d = Diagonal(4, 2.5)
    print(np.sum(d), np.mean(d), np.linalg.det(d))
    show(np.sum(d, axis=0))
    print(np.concatenate([d, np.ones(2)]), np.concatenate([np.zeros(3), d]))
    # functions the registry does not hold: NumPy's TypeError
    attempt(lambda: np.std(d))
    attempt(lambda: np.stack([d, d]))
    print(np.asarray(d).sum())
