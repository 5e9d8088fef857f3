"""Programs on behaviours that running NumPy's own _core tests against gpnumpy found different:
isclose's tolerances, resize by unsigned sizes, the layout of *_like arrays given a shape,
user subclasses whose methods NumPy's functions call, their repr, choose's result, a NumPy
array given as out= to functions, methods and ufunc methods (written and returned) or as
put_along_axis's target (written in place).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_core_isclose_tolerances(np):
    a = np.array([1.0, 2.0, 3.0])
    # bad tolerances warn whether they are Python numbers, NumPy scalars or arrays
    for atol, rtol in ((np.inf, 1e-5), (1e-8, np.nan), (np.float64(np.inf), 1e-5),
                       (np.array(np.nan), 1e-5), (1e-8, np.array([1.0, np.inf, 2.0]))):
        show(np.isclose(a, a, atol=atol, rtol=rtol))
    with np.errstate(invalid="raise"):
        attempt(np.isclose, a, a, atol=np.array(np.inf))
    with np.errstate(invalid="ignore"):
        show(np.isclose(a, a, atol=np.array(np.inf)))
    # a Python tolerance stays weak: float32 data are compared in float32
    f32 = np.array(1.0, "f4")
    show(np.isclose(f32, 2, atol=0, rtol=0.49999999999999994))
    show(np.isclose(f32, 2.0, atol=0, rtol=np.float64(0.49999999999999994)))
    show(np.isclose(np.float32(0.1), 0.1, atol=0, rtol=0))
    show(np.isclose([1e10, 1e-7], [1.00001e10, 1e-8]))


@program
def nt_core_resize_unsigned_sizes(np):
    a = np.array([[23, 95], [66, 37]])
    for size in (np.uint64(1), np.uint32(3), (np.uint8(2), 3), np.uint16(9), (np.uint64(0), 2)):
        attempt(np.resize, a, size)


@program
def nt_core_like_with_shape_layouts(np):
    protos = {"C": np.arange(24).reshape(2, 3, 4),
              "F": np.arange(24).reshape(2, 3, 4).T,
              "swapped": np.arange(24).reshape(2, 3, 4).swapaxes(0, 1),
              "F strided": np.arange(24).reshape(2, 3, 4).T[:, ::2],
              "2-d F": np.arange(6).reshape(2, 3).T}
    for name, d in protos.items():
        for shape in (None, (4, 3, 2), (3, 8), (6,), ()):
            for order in "KACF":
                z = np.zeros_like(d, dtype="f4", shape=shape, order=order)
                e = np.empty_like(d, shape=shape, order=order)
                print(name, shape, order, z.strides, e.strides,
                      np.full_like(d, 7, shape=shape, order=order).strides,
                      np.ones_like(d, shape=shape, order=order).flags.f_contiguous)


@program
def nt_core_subclass_method_overrides(np):
    class Logged(np.ndarray):
        def sum(self, axis=None, dtype=None, out=None):
            print("Logged.sum", axis, dtype)
            return np.ndarray.sum(self, axis, dtype, out, keepdims=True)

        def mean(self, *args, **kwargs):
            print("Logged.mean", args, sorted(kwargs))
            return -1.0

        def take(self, *args, **kwargs):
            print("Logged.take", args, sorted(kwargs))
            return self.view(np.ndarray).take(*args, **kwargs)

    x = np.arange(12).reshape(3, 4).view(Logged)
    show(np.sum(x, axis=0))
    show(np.sum(x, axis=1, dtype=float))
    attempt(np.sum, x, keepdims=True)
    print(np.mean(x, axis=0), np.mean(x))
    show(np.take(x, [0, 2], axis=1))
    show(np.max(x))  # (not overridden: NumPy's reduction)


@program
def nt_core_subclass_repr(np):
    class Meters(np.ndarray):
        pass

    class A(np.ndarray):
        pass

    m = np.arange(6.0).reshape(2, 3).view(Meters)
    print(repr(m))
    print(repr(m[0]), repr(m[1, 2]), str(m))
    print(repr(np.arange(2000).view(Meters)))
    print(repr(np.linspace(0, 1, 1500).reshape(3, 500).view(A)))
    print(repr(np.zeros((0, 3), dtype=np.int8).view(Meters)))


@program
def nt_core_choose_result_is_own(np):
    a = np.array([[0, 1, 2], [2, 1, 0]])
    r = np.choose(a, (np.zeros(3), np.ones((2, 3)), 5))
    show(r)
    print(r.flags.owndata, r.flags.c_contiguous, r.base is None)
    clipped = np.arange(10).reshape(2, 5).clip(2, 6)
    sel = np.less(np.arange(10).reshape(2, 5), 2) + 2 * np.greater(np.arange(10).reshape(2, 5), 6)
    r2 = sel.choose((np.arange(10).reshape(2, 5), 2, 6))
    print(np.array_equal(clipped, r2), r2.flags.owndata, r2.strides)


@program
def nt_core_assign_buffers_and_array_likes(np):
    import array

    class Wrapped:
        def __init__(self, data):
            self.data = data

        def __array__(self, dtype=None, copy=None):
            return np.asarray(self.data).get() if hasattr(np.asarray(self.data), "get") \
                else np.asarray(self.data)

    import numpy as host
    src = host.arange(20.0).reshape(4, 5)
    for value in (memoryview(src), memoryview(src[:, :1].copy()), bytearray(b"\x01\x02\x03\x04\x05"),
                  array.array("d", [9, 8, 7, 6, 5]), memoryview(host.float64(2.5)),
                  memoryview(src + 1j)):
        for key in (slice(None), [0, 1, 2, 3], (slice(None), [0, 2]), 1, (Ellipsis,)):
            a = np.zeros((4, 5))
            try:
                a[key] = value
                print(a.sum())
            except Exception as e:
                print(type(e).__name__, e)
    m = np.zeros((4, 5))
    mask = np.arange(20).reshape(4, 5) % 3 == 0
    attempt(m.__setitem__, mask, memoryview(host.arange(7.0)))
    print(m.sum())


@program
def nt_core_index_float_checked_before_slices(np):
    a = np.arange(8).reshape(2, 2, 2)
    for key in ((slice(0.0, None), 0.0), (slice(0.0, None),), (slice(None, 1.0),),
                (slice(0.0, None), 0.0, slice(None)), (slice(0.0, None), None),
                (slice(0.0, None), 5), (0, slice(1.5, None))):
        attempt(lambda: a[key])
        attempt(a.__setitem__, key, 1)


@program
def nt_core_complex_into_real_masked_assign(np):
    z = np.zeros((3, 4))
    mask = np.zeros((3, 4), dtype=bool)
    mask[0, 1] = mask[2, 3] = True
    z[mask] = np.array([1.5 + 2j])
    z[mask] = np.array(3 + 1j)
    z[mask] = np.complex128(4 - 1j)
    z[[0], [2]] = np.array([5 + 5j])
    z[mask] = np.array([7j, 8j])[:1]
    print(z)
    b = np.zeros(4, dtype=bool)
    b[np.array([True, False, True, False])] = np.array([2j])  # (complex to bool: no warning)
    print(b)


@program
def nt_core_subclass_array_copies(np):
    seen = []

    class Tracked(np.ndarray):
        def __array_finalize__(self, obj):
            seen.append(type(obj).__name__)
            self.snapshot = np.array(self)  # a plain copy: no finalize of its own

    t = np.arange(6.0).view(Tracked)
    seen.clear()
    for f in (lambda: np.array(t), lambda: np.array(t, dtype=np.float32), lambda: np.asarray(t),
              lambda: np.array(t, copy=False), lambda: np.array(t, subok=True),
              lambda: np.asanyarray(t), lambda: t[1:4], lambda: t.copy()):
        r = f()
        print(type(r).__name__, r.dtype, seen)
        seen.clear()
    print(type(t[2:].snapshot).__name__, t[2:].snapshot)


@program
def nt_core_spaces_keep_subclass(np):
    class Quantity(np.ndarray):
        pass

    a = np.array(1.0).view(Quantity)
    b = np.array(16.0).view(Quantity)
    for f in (np.linspace, np.logspace, np.geomspace):
        r = f(a, b, 5)
        print(f.__name__, type(r).__name__, r.dtype, r.shape)
    print(repr(np.geomspace(a, 16.0, 5)))
    print(repr(np.geomspace(2.0, b, 3, endpoint=False)))
    print(repr(np.geomspace(np.array([1.0, -4.0]).view(Quantity), 64.0, 4, axis=1)))
    print(type(np.geomspace(a, b, 1)).__name__, type(np.geomspace(1, 16, 3)).__name__)


@program
def nt_core_einsum_out_not_an_array(np):
    a = np.arange(6.0).reshape(2, 3)
    for out in ("result", 5, [0.0, 0.0], None):
        for optimize in (False, True):
            attempt(np.einsum, "ij->i", a, out=out, optimize=optimize)
            attempt(np.einsum, "ij->q", a, out=out, optimize=optimize)
            attempt(np.einsum, a, [0, 1], [0], out=out, optimize=optimize)
    attempt(np.einsum, "", 0, out="x")


@program
def nt_core_ufunc_positional_and_empty_outs(np):
    d = np.array([1.0, 3.0, 10.0])
    m = np.empty(3)
    e = np.empty(3, dtype=np.int32)
    mant, ex = np.frexp(d, m)  # one positional output of two: the other is new
    print(mant is m, ex is e, mant, ex, ex.dtype)
    mant, ex = np.frexp(d, None, e)
    print(mant is m, ex is e, mant, ex)
    q, r = np.divmod(d, 4.0, m)
    print(q is m, q, r)
    attempt(np.add, d, 1, out=())
    attempt(np.frexp, d, out=(m,))
    attempt(np.add, d, 1, m, out=m)
    show(np.add(d, 1, out=(None,)))


@program
def nt_core_numpy_array_as_out(np):
    # a NumPy array (host data) given as out= is written and returned, as NumPy's functions
    # and methods return their out; the result's values, dtype and errors are NumPy's
    import numpy as host
    a = np.arange(12.0).reshape(3, 4)
    calls = [
        ("take", lambda o: np.take(a, [1, 13], out=o, mode="wrap"), (2,), "i8"),
        ("take pos", lambda o: np.take(a, [1, 2], None, o), (2,), "f8"),
        ("a.take", lambda o: a.take([0, 5], out=o), (2,), "f4"),
        ("choose", lambda o: np.choose([0, 1, 0], [a[0, :3], a[1, :3]], out=o), (3,), "f8"),
        ("compress", lambda o: np.compress([1, 0, 1], a, axis=0, out=o), (2, 4), "f8"),
        ("a.compress", lambda o: a.compress([0, 1, 1], axis=0, out=o), (2, 4), "i4"),
        ("sum", lambda o: np.sum(a, axis=0, out=o), (4,), "f8"),
        ("a.max", lambda o: a.max(axis=1, out=o), (3,), "f8"),
        ("a.argmax", lambda o: a.argmax(axis=0, out=o), (4,), "i8"),
        ("any", lambda o: np.any(a > 5, axis=1, out=o), (3,), "?"),
        ("a.min 0-d", lambda o: a.min(out=o), (), "f8"),
        ("mean", lambda o: np.mean(a, axis=1, out=o), (3,), "f4"),
        ("cumsum pos", lambda o: np.cumsum(a[0], 0, None, o), (4,), "f8"),
        ("round", lambda o: np.round(a / 7, 2, out=o), (3, 4), "f8"),
        ("a.round", lambda o: (a / 7).round(1, out=o), (3, 4), "f8"),
        ("a.clip", lambda o: a.clip(2, 9, out=o), (3, 4), "f8"),
        ("percentile", lambda o: np.percentile(a, [25, 50], axis=1, out=o), (2, 3), "f8"),
        ("percentile pos", lambda o: np.percentile(a, 50, None, o), (), "f8"),
        ("median", lambda o: np.median(a, axis=0, out=o), (4,), "f8"),
        ("trace", lambda o: np.trace(a, out=o), (), "f8"),
        ("a.trace", lambda o: a.trace(out=o), (), "f8"),
        ("einsum", lambda o: np.einsum("ij->j", a, out=o), (4,), "f8"),
        ("concatenate", lambda o: np.concatenate([a[0], a[1]], out=o), (8,), "f8"),
        ("stack", lambda o: np.stack([a[0], a[1]], axis=1, out=o), (4, 2), "f8"),
        ("strided", lambda o: np.sum(a, axis=1, out=o[::2]), (6,), "f8"),
        ("a.sum pos", lambda o: a.sum(0, None, o), (4,), "f8"),
        ("a.max pos", lambda o: a.max(1, o), (3,), "f8"),
        ("a.take pos", lambda o: a.take([1, 2], None, o), (2,), "f8"),
        # (ndarray.any's second positional parameter is dtype, whatever its text signature)
        ("a.any pos", lambda o: a.any(0, o), (4,), "?"),
        ("a.any pos 3", lambda o: a.any(0, None, o), (4,), "?"),
    ]
    for name, call, shape, dt in calls:
        o = host.zeros(shape, dt)
        r = attempt(call, o, show=lambda r: None)
        print(name, r is o or (r is not None and r.base is o), repr(o))
    # NumPy's errors: shape, casting, a read-only out, a dtype the device does not hold
    attempt(np.take, a, [1, 2], out=host.zeros(3))
    attempt(np.sum, a, axis=0, out=host.zeros(4, "i8"))
    attempt(np.concatenate, [a[0], a[1]], out=host.zeros(8, "i8"))
    attempt(np.concatenate, [a[0], a[1]], out=host.zeros(8, "i8"), casting="unsafe")
    ro = host.zeros(2)
    ro.flags.writeable = False
    attempt(np.take, a, [1, 2], out=ro)
    attempt(np.mean, a, axis=1, out=host.zeros(3, "g"))
    # dot keeps NumPy's rules for its out's layout
    attempt(np.dot, a, a.T, out=host.zeros((6, 6))[::2, ::2])


@program
def nt_core_put_along_axis_numpy_target(np):
    # a NumPy array written in place by put_along_axis given gpnumpy indices or values (as by
    # put, putmask, place): NumPy's array changes
    import numpy as host
    h = host.zeros((2, 3))
    print(np.put_along_axis(h, np.array([[0], [2]]), 5, 1), h)
    np.put_along_axis(h, np.array([[1], [0]]), np.array([[1.5], [2.5]]), axis=1)
    print(h)
    i = host.zeros((2, 3), "i4")
    np.put_along_axis(i, np.array([1, 4]), 7.9, None)
    print(i)
    attempt(np.put_along_axis, host.zeros((2, 3)), np.array([[0], [3]]), 5, 1)


@program
def nt_core_ufunc_methods_numpy_out(np):
    # reduce, accumulate and reduceat write a NumPy array given as out= and return it
    import numpy as host
    a = np.arange(1.0, 7.0).reshape(2, 3)
    for name, call, shape, dt in (
            ("reduce", lambda o: np.multiply.reduce(a, out=o), (3,), "f8"),
            ("reduce pos", lambda o: np.add.reduce(a, 1, None, o), (2,), "f4"),
            ("reduce tuple", lambda o: np.add.reduce(a, None, out=(o,)), (), "f8"),
            ("reduce where", lambda o: np.maximum.reduce(a, out=o, where=np.array(
                [True, False, True]), initial=0), (3,), "f8"),
            ("reduce keepdims", lambda o: np.add.reduce(a, out=o, keepdims=True), (1, 3), "i8"),
            ("accumulate", lambda o: np.add.accumulate(a[0], out=o), (3,), "f8"),
            ("reduceat", lambda o: np.add.reduceat(a, [0, 2], axis=1, out=o), (2, 2), "f8")):
        o = host.ones(shape, dt)
        r = attempt(call, o, show=lambda r: None)
        print(name, r is o, repr(o))
    attempt(np.add.reduce, a, out=host.ones(4))
    ro = host.ones(3)
    ro.flags.writeable = False
    attempt(np.add.reduce, a, out=ro)
