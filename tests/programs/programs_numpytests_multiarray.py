"""Programs on ndarray methods as user code meets them, from the differences that running
NumPy's own test_multiarray.py against gpnumpy found: transpose given its axes as an array,
ndarray.choose's several positional choices, take/choose's ``out=`` that is no array,
ndarray.conjugate of real numbers (the array itself) and of non-numbers (refused), the
keywords an object overriding ufuncs is handed (sig= as signature=; out= checked first).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_ma_transpose_axes_array(np):
    a = np.arange(24).reshape(2, 3, 4)
    for axes in (np.array([2, 0, 1]), range(3), np.array([[2, 0, 1]]), np.array([2., 0., 1.]),
                 np.array(1), np.arange(2)):
        attempt(lambda: a.transpose(axes).shape)
    attempt(lambda: np.transpose(a, np.array([1, 2, 0])).shape)


@program
def nt_ma_choose_method_choices(np):
    idx = np.array([1, 0, 2, 1])
    attempt(lambda: idx.choose([10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]))
    attempt(lambda: idx.choose([5, 6], [7, 8], [9, 10], mode="clip"))  # (broadcast refused)
    attempt(lambda: idx.choose([[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]))
    attempt(lambda: idx.choose(np.arange(3), np.arange(4)))  # (two choices, not out)
    attempt(lambda: idx.choose())
    attempt(lambda: idx.choose(choices=[[1], [2], [3]]))
    attempt(lambda: idx.choose([1], [2], bogus=1))
    attempt(lambda: idx.choose([[1], [2], [3]], out=[0, 0, 0, 0]))
    out = np.zeros(4, dtype=np.int64)
    r = idx.choose([[1], [2], [3]], out=out, mode="wrap")
    print(r is out, out)
    attempt(lambda: np.array([0, 1]).choose(["a", "b"], ["c", "d"]))
    attempt(lambda: np.ones(2).choose([1, 2], [3, 4]))


@program
def nt_ma_take_choose_out_not_array(np):
    a = np.arange(5)
    attempt(lambda: a.take([0, 9], out=[0, 0]))  # (out is refused before the index)
    attempt(lambda: np.take(a, [1], out=(0,), mode="nonsense"))
    attempt(lambda: np.take(a, [1], axis=0.5, out=[0]))
    attempt(lambda: np.choose([0, 5], [a[:2], a[2:4]], out=[0, 0]))
    attempt(lambda: np.choose([0, 1], [a[:2], a[2:4]], out=np.zeros(3)))


@program
def nt_ma_conjugate_real_and_nonnumeric(np):
    for dt in ("?", "b", "H", "i", "q", "e", "f", "d"):
        a = np.ones(3, dtype=dt)
        print(dt, a.conj() is a, a.conjugate() is a, np.conjugate(a) is a)
    for dt in ("M8[s]", "m8[ms]"):
        attempt(lambda: np.ones(3, dtype=dt).conj())
    c = np.array([1 - 2j, 3 + 4j])
    out = np.empty_like(c)
    print(c.conjugate(out) is out, out)
    f = np.array([1.5, -2.5])
    out = np.zeros((2, 2))
    print(f.conjugate(out) is out, out)
    attempt(lambda: f.conjugate(np.zeros(2, dtype=int)))
    attempt(lambda: f.conj([0, 0]))
    attempt(lambda: c.conjugate(np.zeros(2)))
    show(np.array(2.5).conj())


@program
def nt_ma_resize_refcheck_argument(np):
    for refcheck in ("hi", 1.5, None, [], np.float64(0)):
        attempt(lambda: np.eye(3).resize((9,), refcheck=refcheck))
    attempt(lambda: np.eye(3).resize(refcheck="hi"))  # (refcheck is read before the shape)
    for refcheck in (0, False, np.int8(0), 2):
        a = np.eye(2)
        a.resize(5, refcheck=refcheck)
        print(a)


@program
def nt_ma_putmask_mask_overlapping_target(np):
    x = np.array([True, False, True, False])
    np.putmask(x[1:4], x[:3], [True, False, True])
    print(x)
    x = np.array([True, False, True, False, True, False])
    np.putmask(x[1:], x[:5], x[:5] | True)
    print(x)
    y = np.arange(6)
    np.putmask(y[::-1][:5], y[1:] % 2 == 0, -1)
    print(y)


@program
def nt_ma_reduction_methods_host_dtypes(np):
    a = np.arange(1, 7, dtype=np.float32).reshape(2, 3)
    for name in ("sum", "prod", "mean", "var", "std", "cumsum", "cumprod"):
        for dt in (np.longdouble, np.clongdouble, object):
            r = attempt(lambda: getattr(a, name)(axis=1, dtype=dt))
    attempt(lambda: a.sum(None, np.longdouble))
    attempt(lambda: a.mean(dtype=object))
    attempt(lambda: np.sum(a, dtype=object))
    attempt(lambda: np.add.reduce(a, axis=0, dtype=object))
    attempt(lambda: a.sum(dtype="U"))


@program
def nt_ma_newaxis_past_max_dims(np):
    for a in (np.array(2.0), np.arange(3), np.ones((2, 2))):
        for key in ((None,) * 64, (None,) * 65, (None,) * 70, (None,) * 63 + (Ellipsis,),
                    (None,) * 64 + (1,), (None,) * 64 + (7,)):
            attempt(lambda: a[key].ndim)


@program
def nt_ma_ndarray_strides_argument(np):
    x = np.arange(10)
    for strides in (-8, np.int64(-8), np.array(-8), (-8,), [np.int8(-8)], -16, 1.5, "a",
                    [True]):
        attempt(lambda: np.ndarray(4, buffer=x, dtype=int, offset=32, strides=strides))
    attempt(lambda: np.ndarray(8, buffer=x, dtype=int, offset=24, strides=0))
    attempt(lambda: np.ndarray((2, 2), buffer=x, dtype=int, strides=16))
    attempt(lambda: np.ndarray((2, 2), buffer=x, dtype=int, strides=np.array([16, 8])))
    attempt(lambda: np.ndarray(3, strides=8).shape)
    attempt(lambda: np.ndarray(3, strides=16))
    attempt(lambda: np.ndarray(3, strides=-8))
    attempt(lambda: np.ndarray((2, 3), strides=(0, 8)).strides)


@program
def nt_ma_ndarray_buffer_checks(np):
    x = np.arange(10)
    attempt(lambda: np.ndarray(20, buffer=x, dtype=int))
    attempt(lambda: np.ndarray(4, buffer=x, dtype=int, offset=80))
    attempt(lambda: np.ndarray(0, buffer=x, dtype=int, offset=80))
    attempt(lambda: np.ndarray(3, buffer=x, dtype=int, offset=8, strides=24))
    attempt(lambda: np.ndarray(4, buffer=x, dtype=int, offset=8, strides=24))
    attempt(lambda: np.ndarray(2, buffer=x[2:], dtype=int, offset=8, strides=-24))
    attempt(lambda: np.ndarray(0, buffer=x, dtype=int, offset=8, strides=2400))
    attempt(lambda: np.ndarray(2, buffer=x[::2], dtype=int))
    attempt(lambda: np.ndarray(6, buffer=np.ones((2, 3)).T))
    attempt(lambda: np.ndarray(-1, buffer=x, dtype=np.int32))
    attempt(lambda: np.ndarray((-1,), buffer=x, dtype=np.int16, offset=8))
    attempt(lambda: np.ndarray((2, -1), buffer=x))
    attempt(lambda: np.ndarray((2, 2), buffer=x, offset=8, strides=(0, 8)))


@program
def nt_ma_ndarray_bytes_buffers(np):
    r = attempt(lambda: np.ndarray(3, dtype="u1", buffer=b"abc"))
    print(r.flags.writeable)
    attempt(lambda: r.__setitem__(0, 1))
    attempt(lambda: np.ndarray(0, dtype="i4", buffer=b""))
    r = attempt(lambda: np.ndarray(2, dtype="u1", buffer=bytearray(b"abc"), offset=1))
    print(r.flags.writeable)
    attempt(lambda: np.ndarray(1, dtype="<u2", buffer=memoryview(b"abcd")))
    attempt(lambda: np.ndarray(1, dtype="<u2", buffer=memoryview(b"abcd")[::2]))
    attempt(lambda: np.ndarray(-1, dtype="<u2", buffer=b"abcde"))
    attempt(lambda: np.ndarray(3, dtype="u1", buffer=b"ab"))
    attempt(lambda: np.ndarray(3, buffer=[1, 2, 3]))
    attempt(lambda: np.ndarray(3, buffer=5))


@program
def nt_ma_array_ufunc_override_sig_keyword(np):
    # an object overriding ufuncs is handed NumPy's normal form of the keywords: the older
    # sig= as signature=, both at once refused
    class Recorder:
        def __array_ufunc__(self, ufunc, method, *inputs, **kw):
            return ufunc.__name__, method, sorted(kw.items())

    r = Recorder()
    print(np.add(r, [1]))
    print(np.add(r, [1], sig="ii->i"))
    print(np.multiply([2.0], r, signature="dd->d"))
    print(np.add(r, [1], sig=("i", "i", "i"), casting="unsafe"))
    attempt(lambda: np.add(r, [1], sig="ii->i", signature="ii->i"))


@program
def nt_ma_array_ufunc_override_out_checked_first(np):
    # out= of the wrong form is refused before an overriding operand is asked (a several-
    # output ufunc's out must be a tuple of one entry per output); the right form reaches it
    class Where:
        def __array_ufunc__(self, ufunc, method, *inputs, **kw):
            return [i for i, x in enumerate(inputs) if x is self], [
                j for j, x in enumerate(kw.get("out", ())) if x is self]

    w = Where()
    d = np.arange(2.0)
    attempt(lambda: np.modf(d, out=w))
    attempt(lambda: np.modf(d, out=(w,)))
    attempt(lambda: np.modf(d, out=(w, None, None)))
    attempt(lambda: np.sin(d, out=(w, w)))
    attempt(lambda: np.sin(w, out=()))
    print(np.modf(d, out=(None, w)), np.modf(d, None, w), np.sin(d, out=(w,)), np.sin(w, w))
    print(np.sin(d, out=(None,)), np.modf(d, out=(None, None)))
