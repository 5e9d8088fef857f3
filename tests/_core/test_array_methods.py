"""ndarray's namespace is pinned: the operators and methods attached from above
(array_methods.py) are exactly the ones the array had when they lived in ndarray.py.
A name added or lost here is a change of the public type: update the list on purpose."""
import numpy

import gpnumpy

PUBLIC = set("""
    T __abs__ __add__ __and__ __array__ __array_function__ __array_namespace__
    __array_finalize__ __array_priority__ __array_ufunc__ __array_wrap__ __bool__ __bytes__ __class__ __class_getitem__ __complex__ __contains__ __copy__
    __cuda_array_interface__ __deepcopy__ __delattr__ __dir__ __divmod__ __dlpack__
    __dlpack_device__ __doc__ __eq__ __float__ __floordiv__ __format__ __ge__ __getattr__ __getattribute__
    __getitem__ __getstate__ __gt__ __hash__ __iadd__ __iand__ __ifloordiv__ __ilshift__
    __imatmul__ __imod__ __imul__ __index__ __init__ __init_subclass__ __int__ __invert__ __ior__
    __ipow__ __irshift__ __isub__ __iter__ __itruediv__ __ixor__ __le__ __len__ __lshift__ __lt__
    __matmul__ __mod__ __module__ __mul__ __ne__ __neg__ __new__ __or__ __pos__ __pow__ __radd__
    __rand__ __rdivmod__ __reduce__ __reduce_ex__ __repr__ __rfloordiv__ __rlshift__ __rmatmul__
    __rmod__ __rmul__ __ror__ __rpow__ __rrshift__ __rshift__ __rsub__ __rtruediv__ __rxor__
    __setattr__ __setitem__ __setstate__ __delitem__ __sizeof__ __slots__ __str__ __sub__ __subclasshook__ __truediv__
    __weakref__ __xor__ all any argmax argmin argpartition argsort astype base choose clip
    compress conj conjugate copy cumprod cumsum device diagonal dot dtype fill flags flat flatten get
    imag item itemsize mT max mean min nbytes ndim nonzero partition prod put ravel real repeat
    reshape round searchsorted shape size sort squeeze std strides sum swapaxes take to_device
    to_numpy tolist trace transpose var view
    byteswap ctypes data dump dumps getfield resize setfield setflags tobytes tofile
""".split())
PRIVATE = set("""
    _as_host_scalar _base _broadcast_to _cc _compute_c _dtype _extent _flags_c _flags_f
    _host_strided _host_view _ib _mem _ndim _offset _owner _printable _ro _set_dtype _shape _size
    _strides
    _view _view_dtype _writeable
""".split())


def test_ndarray_namespace_is_pinned():
    assert set(dir(gpnumpy.ndarray)) == PUBLIC | PRIVATE


def test_ndarray_public_names_are_numpys():
    """Every public name is NumPy's, but for CuPy's ``get`` and the data libraries'
    ``to_numpy`` (matplotlib asks for it first: datetime64 data finds its converter), the CUDA
    array interface,
    ``__getattr__`` (NumPy's message for a missing attribute) and ``__bytes__`` (``bytes(a)``
    of NumPy's buffer, which a Python class cannot be before Python 3.12)."""
    ours = PUBLIC - {"get", "to_numpy", "__cuda_array_interface__", "__module__", "__slots__", "__weakref__",
                     "__getattr__", "__bytes__"}
    assert ours <= set(dir(numpy.ndarray))


def test_ufunc_engine_methods_are_attached():
    for name in ("reduce", "accumulate", "reduceat", "at", "outer"):
        assert callable(getattr(gpnumpy.ufunc, name)), name


def test_method_signatures_are_numpys():
    # inspect.signature (help(), IDEs) of every public method NumPy's ndarray has: NumPy's
    # (many of gpnumpy's take *args, **kwargs and parse them as NumPy's C methods do)
    import inspect
    names = sorted(n for n in PUBLIC if (not n.startswith("_") or n in (
        "__array_namespace__", "__copy__", "__deepcopy__")) and callable(
        getattr(numpy.ndarray, n, None)) and not isinstance(getattr(numpy.ndarray, n), type))
    assert len(names) > 50
    for n in names:
        want = inspect.signature(getattr(numpy.ndarray, n))
        assert inspect.signature(getattr(gpnumpy.ndarray, n)) == want, n
        assert inspect.signature(getattr(gpnumpy.arange(3.0), n)) == inspect.signature(
            getattr(numpy.arange(3.0), n)), n


def test_ufunc_methods_are_documented_and_signed_as_numpys():
    # help(np.add.reduce) (the Scientific Python Lectures read ufuncs with help): NumPy's text
    # and NumPy's signature, for every public method of NumPy's ufunc
    import inspect
    names = [n for n in dir(numpy.ufunc) if not n.startswith("_")
             and callable(getattr(numpy.ufunc, n))]
    assert {"reduce", "accumulate", "reduceat", "at", "outer", "resolve_dtypes"} <= set(names)
    for n in names:
        mine, theirs = getattr(gpnumpy.add, n), getattr(numpy.add, n)
        assert mine.__doc__ == theirs.__doc__, n
        assert inspect.signature(mine) == inspect.signature(theirs), n


def test_methods_are_named_and_documented_as_numpys():
    """``a.sum.__name__`` is 'sum' and ``help(a.mean)`` has text, as NumPy's methods (a
    notebook printing ``f.__name__`` for f in (x.mean, x.std, x.max)); bound methods pickle."""
    import pickle
    from gpnumpy.testing._xp import assert_same

    names = sorted(n for n in dir(numpy.ndarray)
                   if not n.startswith("_") and callable(getattr(numpy.ndarray, n)))

    def body(xp):
        a = xp.arange(6.0).reshape(2, 3)
        described = [(n, getattr(a, n).__name__, bool(getattr(a, n).__doc__)) for n in names]
        summary = [f.__name__ + "=" + str(f()) for f in (a.mean, a.std, a.max, a.argmin)]
        back = [pickle.loads(pickle.dumps(f))() for f in (a.sum, a.argmax, a.ravel, a.cumsum)]
        return described, summary, back
    assert_same(gpnumpy, body)
