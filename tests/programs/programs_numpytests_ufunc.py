"""Programs on the ufunc keywords and methods as a user meets them, where NumPy's own ufunc
tests found gpnumpy differing: signature= and its older name sig=, out=... (0-d results kept
as arrays), where= masks given as lists or scalars, vecdot's keepdims with axes=, initial= on
sums of negative zeros, comparisons without a loop, object arrays accumulated in place.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_uf_signature_forms(np):
    a = np.arange(4)
    attempt(lambda: np.add(a, 0.5, sig="ii->i", casting="unsafe"))
    attempt(lambda: np.add(a, 2, sig=(None, None, None)))
    attempt(lambda: np.multiply(a, 3, signature=b"dd->d"))
    for bad in (None, 2.5, [None, None, None], np.float32, b"dd-d", b"\xff->d"):
        attempt(lambda: np.add(a, 1, signature=bad))
    attempt(lambda: np.add(a, 1, sig="ll->l", signature="ll->l"))


@program
def nt_uf_out_ellipsis_keeps_arrays(np):
    x = np.linspace(0, 1, 5)
    total = np.add.reduce(x, out=...)
    show(total)
    show(np.multiply(total, 2, out=...))
    show(np.divmod(np.asarray(17), 5, out=...))
    show(np.matmul(x, x, out=...))
    show(np.add.accumulate(x, out=...))
    attempt(lambda: np.add(1, 2, ...))
    attempt(lambda: np.negative(1.5, out=(...,)))
    attempt(lambda: np.add.reduce(x, 0, None, ...))


@program
def nt_uf_where_masks_as_lists(np):
    prices = np.array([10.0, 12.5, 9.0, 11.0])
    out = np.zeros(4)
    show(np.multiply(prices, 1.1, out=out, where=[1, 0, 1, 0]))
    show(np.add.reduce(prices, where=[True, False, True, True]))
    show(np.mean(prices, where=[1.0, 1.0, 0.0, 0.0]))
    show(np.add(prices, 1, out=np.zeros(4), where=["x", "", "y", ""]))
    attempt(lambda: np.add(prices, 1, out=np.zeros(4), where=np.array([1, 0, 1, 1])))
    attempt(lambda: np.add(prices, 1, out=np.zeros(4), where=np.array(1)))


@program
def nt_uf_vecdot_keepdims_axes(np):
    a = np.arange(24.0).reshape(2, 3, 4)
    b = np.ones((2, 3, 4))
    for axes in ([(-1,), (-1,), (-1,)], [(-1,), (-1,), (0,)], [0, 0, 0], [1, 1]):
        attempt(lambda: np.vecdot(a, b, axes=axes, keepdims=True))
    attempt(lambda: np.vecdot(a, b, axis=1, keepdims=True))
    attempt(lambda: np.vecdot(a, b, keepdims="yes"))


@program
def nt_uf_negative_zero_sums(np):
    z = np.array([-0.0, -0.0, -0.0])
    print(np.sum(z), np.sum(z, initial=-0.0), np.sum(z, initial=0.0))
    m = np.array([[-0.0, 0.0], [-0.0, -0.0]], dtype=np.float32)
    print(np.add.reduce(m, axis=1, initial=np.float32(-0.0)))
    print(np.add.reduce([], initial=np._NoValue))


@program
def nt_uf_comparisons_without_a_loop(np):
    codes = np.array(["a", "b", "c"])
    print(repr(np.arange(3) == codes), repr(np.asarray(1) != np.asarray("s")))
    print(repr(np.ones((2, 1)) == codes))
    attempt(lambda: np.arange(2) == codes)


@program
def nt_uf_object_accumulate_in_place(np):
    bags = np.empty(4, dtype=object)
    bags[:] = [[k] for k in range(4)]
    np.add.accumulate(bags, out=bags)
    print(bags)
    counts = np.array([3, 1, 4, 1], dtype=object)
    np.add.reduceat(counts, [0, 2], out=counts[:2])
    print(counts, repr(np.add.reduce([], dtype=object)))


@program
def nt_uf_subok_false_plain_results(np):
    class Tagged(np.ndarray):
        __array_priority__ = 10

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return arr.view(type(self))

    readings = np.array([0.5, 1.5, 2.5]).view(Tagged)
    for subok in (True, False):
        for r in (np.add(readings, 2, subok=subok), np.add(readings, 2, None, subok=subok),
                  np.add(readings, 2, out=(None,), subok=subok),
                  np.sqrt(readings[1:2].reshape(()), subok=subok)):
            print(subok, type(r).__name__, r)
        print([type(x).__name__ for x in np.divmod(readings, 2, subok=subok)])
    out = np.empty(3)
    print(type(np.multiply(readings, 3, out=out, subok=False)).__name__)
    for bad in (0, 1, None, "yes", np.True_):
        attempt(np.add, readings, 1, subok=bad)


@program
def nt_uf_array_wrap_of_outputs_and_wrappers(np):
    class Logged(np.ndarray):
        def __array_wrap__(self, arr, context=None, return_scalar=False):
            if context is not None:
                print("wrap", context[0].__name__, len(context[1]), context[2], return_scalar)
            return super().__array_wrap__(arr, context, return_scalar)

    buf = np.zeros(3).view(Logged)
    r = np.add(np.arange(3.0), 1, out=buf)
    print(r is buf, type(r).__name__, r)
    r = np.add(np.arange(3.0), 1, buf)
    print(r is buf, np.multiply(2.0, 3.0, out=(buf[:1],)))
    plain = np.zeros(3)
    print(np.add(buf, 1, out=plain) is plain)
    mant, ex = np.frexp(np.array([8.0, 3.0]), np.zeros(2).view(Logged), None)
    print(type(mant).__name__, type(ex).__name__, mant, ex)

    class Swap(np.ndarray):
        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return "swapped"
    print(np.sqrt(np.ones(2), out=np.empty(2).view(Swap)))

    class Sensor:  # not an array: NumPy converts it and wraps results through its hook
        def __array__(self, dtype=None, copy=None):
            return np.asarray([3.0, 1.0, 2.0]).__array__()

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            return ("Sensor", arr.shape, return_scalar, float(arr.sum()))

    s = Sensor()
    print(np.maximum.reduce(s), np.add.accumulate(s), np.add.reduceat(s, [0, 2]))
    print(np.add.reduce(s, keepdims=True), np.sum(s), np.negative(s))


@program
def nt_uf_array_ufunc_hooks_see_numpys_call(np):
    class Recorder:  # another library's object: its __array_ufunc__ answers
        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            return ufunc.__name__, method, len(inputs), sorted(kwargs.items(), key=str)

        def __repr__(self):
            return "Recorder()"

    r = Recorder()
    show(np.multiply(r, 2, subok=False, where=True))
    show(np.add(r, 1, None))
    show(np.modf(r, None, None))
    show(np.add(1, 2, out=(r,)))
    show(np.add(1, 2, where=r))  # (a where= mask is asked too)
    show(np.multiply.outer(r, 3))
    show(np.multiply.at(r, [0, 1], 2))
    show(np.add.reduce(r, 0, None, None, False, np._NoValue, True))
    show(np.multiply(r, 1, sig="dd->d"))
    # the call is checked before any hook is asked
    for call in (lambda: np.multiply(r, 1, foo=1), lambda: np.multiply(r),
                 lambda: np.multiply(r, r, r, r), lambda: np.add(r, 1, sig="a", signature="a"),
                 lambda: np.sin(r, "o", out="o"), lambda: np.sin(r, out=("o", "p")),
                 lambda: np.modf(r, out="o"), lambda: np.add(r, 1, keepdims=True),
                 lambda: np.multiply.outer(r, 1, sig="a", signature="a")):
        attempt(call)

    class Declines:
        def __array_ufunc__(self, *args, **kwargs):
            return NotImplemented

        def __repr__(self):
            return "Declines()"

    for call in (lambda: np.negative(Declines()), lambda: np.add(Declines(), 1, out=1),
                 lambda: np.add(Declines(), 2, where=True), lambda: np.add.outer(Declines(), 1),
                 lambda: np.modf(Declines(), out=(None, 1))):
        attempt(call)

    class Units(np.ndarray):  # a subclass whose hook defers to ndarray's through super()
        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            inputs = [x.view(np.ndarray) if isinstance(x, Units) else x for x in inputs]
            r = super().__array_ufunc__(ufunc, method, *inputs, **kwargs)
            return r if r is NotImplemented else np.asarray(r).view(Units)

    class Answers:
        def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
            return "Answers answered" if any(isinstance(x, Units) for x in inputs) else NotImplemented

    u = np.arange(3.0).view(Units)
    print(np.add(u, Answers()), type(np.add(u, 1)).__name__, np.add(u, 1))
    plain = np.arange(3.0)
    print(plain.__array_ufunc__(np.add, "__call__", plain, plain))
    for args in ((1, 2), (1, "__call__", plain)):
        attempt(plain.__array_ufunc__, *args)
