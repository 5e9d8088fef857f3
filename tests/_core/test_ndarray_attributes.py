"""ndarray's resize, byteswap, getfield/setfield, setflags, ctypes and data; the array API's
inspection namespace, __array_api_version__, and sort/argsort's ``descending``.

Each body runs with numpy and with the candidate ``xp`` (see tests/conftest.py).
"""
import ctypes

import numpy
import pytest

from gpnumpy.testing._xp import ALL_DTYPES, LAYOUTS, assert_same, assert_same_cases, make, short


def _resized(xp, shape_args, **kw):
    a = make(xp, (2, 3), "float64")
    a = a.copy()   # an array that owns its data
    a.resize(*shape_args, **kw)
    return a


def test_resize(xp):
    assert_same_cases(xp, [
        ("grow", lambda xp: _resized(xp, ((3, 4),), refcheck=False)),
        ("shrink", lambda xp: _resized(xp, (4,), refcheck=False)),
        ("args", lambda xp: _resized(xp, (2, 2), refcheck=False)),
        ("zero", lambda xp: _resized(xp, (0,), refcheck=False)),
        ("none", lambda xp: _resized(xp, (), refcheck=False)),
        ("negative", lambda xp: _resized(xp, (-1,), refcheck=False)),
        ("view", lambda xp: xp.arange(6.0)[1:].resize(8, refcheck=False)),
        ("strided", lambda xp: xp.arange(6.0)[::2].resize(8, refcheck=False)),
    ])


def test_resize_refuses_an_array_with_a_weak_reference(xp):
    """A weak reference to the array refuses a resize to another size as NumPy's does
    (refcheck=False too): ValueError, the array kept; the same size only reshapes."""
    import weakref

    def body(xp):
        a = xp.arange(6.0)
        ref = weakref.ref(a)
        out = []
        for check in (True, False):
            try:
                a.resize((5, 1), refcheck=check)
                out.append("resized")
            except ValueError as e:
                out.append(str(e))
        a.resize((2, 3))
        return out, a, ref() is a
    assert_same(xp, body)


def _resized_layout(xp, a, *shape_args):
    a.resize(*shape_args, refcheck=False)
    return a, a.strides, a.flags.c_contiguous, a.flags.f_contiguous


def test_resize_keeps_memory_order(xp):
    # an F-contiguous array resizes in its memory order and stays F-ordered; the same size
    # only takes the new shape, so a contiguous view may resize and stays a view; an empty
    # tuple is the 0-d shape (no arguments at all leave the array as it is)
    def fortran(xp):
        return xp.asfortranarray(make(xp, (2, 3), "int32"))

    def view_writes_through(xp):
        base = xp.arange(6)
        v = base[:3]
        v.resize((3, 1))
        v[0, 0] = 9
        return base, v.strides
    assert_same_cases(xp, [
        ("F grow", lambda xp: _resized_layout(xp, fortran(xp), (2, 4))),
        ("F same size", lambda xp: _resized_layout(xp, fortran(xp), (3, 2))),
        ("F shrink", lambda xp: _resized_layout(xp, fortran(xp), 2, 2)),
        ("F to 1-d", lambda xp: _resized_layout(xp, fortran(xp), 6)),
        ("transposed view same size", lambda xp: _resized_layout(
            xp, make(xp, (2, 3), "float64").T, 6)),
        ("view same size", view_writes_through),
        ("view new size", lambda xp: xp.arange(6)[:3].resize(4)),
        ("0-d", lambda xp: _resized_layout(xp, xp.arange(1.0), ())),
        ("no arguments", lambda xp: (lambda a: (a.resize(), a)[1])(xp.arange(3.0))),
    ])


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_byteswap(xp, dtype, layout):
    def inplace(xp):
        a = make(xp, (3, 4), dtype, layout)
        r = a.byteswap(inplace=True)
        return a, r is a
    assert_same_cases(xp, [
        ("copy", lambda xp: make(xp, (3, 4), dtype, layout).byteswap()),
        ("twice", lambda xp: make(xp, (3, 4), dtype, layout).byteswap().byteswap()),
        ("inplace", inplace),
    ])


@pytest.mark.parametrize("dtype", ["float64", "int16", "int8", "complex64", "bool"])
def test_byteswap_of_scalars(xp, dtype):
    """A scalar's byteswap is a new scalar and leaves the scalar as it was (a device scalar's
    copy is itself: it was swapped in place); in place it is NumPy's ValueError."""
    def body(xp):
        x = xp.asarray(numpy.array([258, 3], dtype=dtype))[0]
        y = x.byteswap()
        try:
            x.byteswap(inplace=True)
        except ValueError as exc:
            return x, y, type(y).__name__, str(exc)
    assert_same(xp, body)


def test_getfield_setfield(xp):
    c = lambda xp: make(xp, (3, 2), "complex128")  # noqa: E731

    def setfield(xp):
        a = c(xp)
        a.setfield(7.5, numpy.float64, 8)
        return a

    def write_through(xp):
        a = make(xp, (4,), "int32")
        a.getfield(numpy.int16)[...] = 1
        return a
    assert_same_cases(xp, [
        ("real part", lambda xp: c(xp).getfield(numpy.float64)),
        ("imag part", lambda xp: c(xp).getfield(numpy.float64, 8)),
        ("int half", lambda xp: make(xp, (5,), "int64").getfield(numpy.int32, 4)),
        ("setfield", setfield),
        ("view writes", write_through),
        ("too large", lambda xp: make(xp, (3,), "float32").getfield(numpy.float64)),
        ("offset", lambda xp: make(xp, (3,), "float64").getfield(numpy.int32, 6)),
        ("negative", lambda xp: make(xp, (3,), "float64").getfield(numpy.int32, -1)),
    ])


def test_setflags(xp):
    def readonly(xp):
        a = xp.arange(4)
        a.setflags(write=False)
        a[0] = 1

    def back(xp):
        a = xp.arange(4)
        a.setflags(write=False)
        a.setflags(write=True)
        a[0] = 9
        return a, a.flags.writeable

    def view_of_readonly(xp):
        a = xp.arange(4)
        a.setflags(write=False)
        a[1:].setflags(write=True)
    assert_same_cases(xp, [
        ("readonly", readonly), ("back", back), ("view of readonly", view_of_readonly),
        ("uic", lambda xp: xp.arange(3).setflags(uic=True)),
        ("align", lambda xp: (xp.arange(3).setflags(align=True), xp.arange(3).flags.aligned)),
    ])


def test_setflags_align_false(xp):
    # NumPy clears ALIGNED on that array object (repr, behaved, carray, num); its views and
    # results compute their own; setflags(align=True) or flags['A'] = True sets it again
    def cleared(xp):
        a = xp.arange(6.0).reshape(2, 3)
        a.setflags(write=False, align=False)
        f = a.flags
        return (repr(f), f.aligned, f["ALIGNED"], f.behaved, f.carray, f.num,
                a[1:].flags.aligned, a.view().flags.aligned, (a + 1).flags.aligned,
                a.copy().flags.aligned, a.T.flags.farray)

    def again(xp):
        a = xp.arange(4)
        a.flags.aligned = False
        first = a.flags.aligned
        a.setflags(align=True)
        second = a.flags.aligned
        a.flags["A"] = False
        third = a.flags.aligned
        a.flags["A"] = True
        return first, second, third, a.flags.aligned

    assert_same_cases(xp, [("cleared", cleared), ("set again", again)])


def test_ctypes_and_data(gp):
    a = gp.arange(6, dtype="int32").reshape(2, 3)
    c = a.ctypes
    assert c.data == a.__array_interface__["data"][0] if hasattr(a, "__array_interface__") \
        else isinstance(c.data, int)
    assert list(c.shape) == [2, 3] and list(c.strides) == [12, 4]
    assert isinstance(c.data_as(ctypes.c_void_p), ctypes.c_void_p)
    assert bytes(a.data) == numpy.arange(6, dtype="int32").tobytes()
    assert a.data.nbytes == 24


def test_ctypes_host_address(gp):
    if gp.ndarray([1]).device != "cpu":
        pytest.skip("on the GPU ctypes.data is a device address, which the host cannot read")
    a = gp.arange(4, dtype="float64")
    p = a.ctypes.data_as(ctypes.POINTER(ctypes.c_double))
    assert [p[i] for i in range(4)] == [0.0, 1.0, 2.0, 3.0]
    a.data[0] = 5.0
    assert float(a[0]) == 5.0


def test_data_of_a_read_only_array_is_read_only(xp):
    def body(xp):
        r = xp.arange(3.0)
        r.flags.writeable = False
        return r.data.readonly, bytes(r.data)
    assert_same(xp, body)


# No ``__buffer__`` (PEP 688): NumPy's asarray asks a Python buffer before ``__array__``, and a
# device array's buffer could only be a host copy, read-only (writes lost silently otherwise):
# numpy.asarray(a) would then be read-only where libraries write into it (scikit-learn's
# KMeans, seen on the GPU).  ``bytes(a)`` and ``a.data`` give the bytes.


# --------------------------------------------------------------------------------------------------
# the array API
# --------------------------------------------------------------------------------------------------
def test_array_api_version_and_info(gp):
    # NumPy's version of the standard (2.4: 2024.12, 2.5: 2025.12) and its container of devices
    assert gp.__array_api_version__ == numpy.__array_api_version__
    info = gp.__array_namespace_info__()
    dev = gp.arange(1).device
    np_devices = numpy.__array_namespace_info__().devices()
    assert info.default_device() == dev and info.devices() == type(np_devices)([dev])
    for version in ("2023.12", "2024.12", "2025.12", "2026.12", None):
        try:
            numpy.ones(1).__array_namespace__(api_version=version)
        except ValueError:
            with pytest.raises(ValueError):
                gp.ones(1).__array_namespace__(api_version=version)
        else:
            assert gp.ones(1).__array_namespace__(api_version=version) is gp
    caps = info.capabilities()
    assert caps["boolean indexing"] and caps["data-dependent shapes"]
    assert caps["max dimensions"] == 64
    assert info.default_dtypes() == numpy.__array_namespace_info__().default_dtypes()
    assert info.dtypes() == numpy.__array_namespace_info__().dtypes()
    for kind in ("bool", "signed integer", "unsigned integer", "integral", "real floating",
                 "complex floating", "numeric", ("bool", "real floating")):
        assert set(info.dtypes(kind=kind)) == set(numpy.__array_namespace_info__().dtypes(kind=kind))
    with pytest.raises(ValueError):
        info.dtypes(device="tpu")
    with pytest.raises(ValueError):
        info.dtypes(kind="strings")
    assert gp.arange(3).__array_namespace__() is gp


@pytest.mark.parametrize("dtype", ["int8", "uint16", "float32", "float64", "bool"], ids=short)
@pytest.mark.parametrize("axis", [0, 1, -1, None])
def test_sort_descending(gp, dtype, axis):
    # the array API's descending=: stable, equal elements in their original order
    h = (make(numpy, (5, 9), dtype) * 3).astype(dtype)
    a = gp.asarray(h)
    flat = h.ravel() if axis is None else None
    got_sort = gp.sort(a, axis=axis, descending=True).get()
    got_arg = gp.argsort(a, axis=axis, descending=True, stable=True).get()
    ax = -1 if axis is None else axis
    src = flat if axis is None else h
    keys = numpy.moveaxis(src, ax, -1)
    exp_arg = numpy.empty(keys.shape, numpy.int64)
    for idx in numpy.ndindex(keys.shape[:-1]):
        row = keys[idx].tolist()
        exp_arg[idx] = sorted(range(len(row)), key=row.__getitem__, reverse=True)
    exp_arg = numpy.moveaxis(exp_arg, -1, ax)
    numpy.testing.assert_array_equal(got_arg, exp_arg)
    numpy.testing.assert_array_equal(got_sort, numpy.take_along_axis(src, exp_arg, ax))


_SPECIAL = [numpy.array([3., numpy.nan, -0., 0., 1., numpy.nan, 3.]),
            numpy.array([1., -0., 0., numpy.inf, -numpy.inf, numpy.nan], numpy.float16),
            numpy.array([3, -1, 3, numpy.iinfo(numpy.int64).min, 7]),
            numpy.array([2, 0, 255, 7, 7], numpy.uint8), numpy.array([True, False, True]),
            numpy.array([1 + 1j, numpy.nan + 0j, 2 + 0j, 1 + numpy.nan * 1j, 1 + 1j]),
            numpy.array(["2024-01-01", "NaT", "2023-01-01", "2024-01-01"], "M8[D]")]


@pytest.mark.parametrize("k", range(len(_SPECIAL)))
def test_sort_descending_special_values(gp, k):
    """descending=True as NumPy 2.5 sorts (the reference where the installed NumPy has the
    keyword; NumPy 2.4's stable sort of the order-reversing key otherwise): NaN and NaT
    last, equal elements (-0.0 and 0.0) in their original order, in place too."""
    h = _SPECIAL[k]
    try:
        want_v, want_i = numpy.sort(h, descending=True), numpy.argsort(h, descending=True)
    except TypeError:  # (NumPy 2.4: no descending=)
        key = (~h.view(numpy.int64) if h.dtype.kind == "M" else ~h if h.dtype.kind in "iub"
               else -h)
        want_i = numpy.argsort(key, kind="stable")
        want_v = h[want_i]
    got_v = gp.sort(gp.asarray(h), descending=True).get()
    inplace = gp.asarray(h)
    inplace.sort(descending=True)
    assert got_v.dtype == want_v.dtype and str(got_v.tolist()) == str(want_v.tolist())
    assert str(inplace.get().tolist()) == str(want_v.tolist())
    numpy.testing.assert_array_equal(gp.argsort(gp.asarray(h), descending=True).get(), want_i)
    with pytest.raises(ValueError, match="`kind` and keyword parameters"):
        gp.sort(gp.asarray(h), descending=True, kind="stable")


def test_sort_descending_false_is_plain_sort(xp):
    assert_same_cases(xp, [
        ("sort", lambda xp: xp.sort(make(xp, (4, 5), "float32"), descending=False)
         if xp is not numpy else numpy.sort(make(xp, (4, 5), "float32"))),
        ("argsort", lambda xp: xp.argsort(make(xp, (4, 5), "int16"), descending=False)
         if xp is not numpy else numpy.argsort(make(xp, (4, 5), "int16"), kind="stable")),
    ])


def test_sort_descending_given_conflicts_with_kind(gp):
    # NumPy 2.5: descending= given (False too) conflicts with kind= as stable= does; None is
    # "not given"
    a = gp.asarray([3, 1, 2])
    for call in (lambda: gp.sort(a, kind="stable", descending=False),
                 lambda: gp.argsort(a, kind="stable", descending=False),
                 lambda: a.argsort(kind="stable", descending=False),
                 lambda: a.copy().sort(kind="stable", descending=False)):
        with pytest.raises(ValueError, match="`kind` and keyword parameters"):
            call()
    assert gp.sort(a, kind="stable", descending=None).tolist() == [1, 2, 3]
    assert a.argsort(kind="stable", descending=None).tolist() == [1, 2, 0]


def test_missing_attribute_message(xp):
    # a.tostring() (gone in NumPy 2): AttributeError naming NumPy's type, with name and obj
    def missing(obj, name):
        try:
            getattr(obj, name)
        except AttributeError as e:
            return str(e), e.name, e.obj is obj
    assert_same_cases(xp, [
        ("array", lambda xp: missing(xp.arange(3), "tostring")),
        ("float64 scalar", lambda xp: missing(xp.arange(3.0).sum(), "foo")),
        ("int8 scalar", lambda xp: missing(xp.arange(3, dtype="int8")[1], "_private")),
        ("bool scalar", lambda xp: missing((xp.arange(3) > 1).any(), "foo")),
        ("hasattr", lambda xp: (hasattr(xp.arange(3), "tostring"), hasattr(xp.arange(3), "T"))),
    ])


def test_flags_combined(xp):
    # behaved, carray, farray and num (NumPy's bits), by attribute and by key; the aliases
    # contiguous and fortran (C and F: an array of one line is both, fortran too, as np.info prints)
    def flags(a):
        f = a.flags
        return (f.behaved, f.carray, f.farray, f.num, f["B"], f["CA"], f["FA"], f["CARRAY"],
                f.contiguous, f.fortran, f.fnc, f.forc, f["FORTRAN"])
    assert_same_cases(xp, [
        ("1-d", lambda xp: flags(xp.arange(6))),
        ("one row", lambda xp: flags(xp.zeros((1, 3)))),
        ("0-d", lambda xp: flags(xp.zeros(()))),
        ("C", lambda xp: flags(xp.arange(6).reshape(2, 3))),
        ("F", lambda xp: flags(xp.arange(6).reshape(2, 3).T)),
        ("strided view", lambda xp: flags(xp.arange(6).reshape(2, 3)[:, ::2])),
        ("read-only", lambda xp: flags(xp.broadcast_to(xp.arange(3), (2, 3)))),
        ("scalar", lambda xp: flags(xp.arange(3.0).sum())),
    ])


@pytest.mark.parametrize("key", ["C", "c", "W", "w", "Writeable", "FNC", "X", "nonsense", 1])
def test_flags_keys(xp, key):
    # (NumPy's keys are exact: upper case; only W/A/X and their long names can be set)
    assert_same(xp, lambda xp: xp.arange(3).flags[key])

    def set_key(xp):
        a = xp.arange(3)
        a.flags[key] = False
        return a.flags.writeable
    assert_same(xp, set_key)


@pytest.mark.parametrize("name", ["c_contiguous", "owndata", "fnc", "num", "nonsense", "writeable",
                                  "aligned", "writebackifcopy"])
def test_flags_attribute_set_messages(xp, name):
    a = xp.arange(3)
    try:
        setattr(a.flags, name, False)
        got = ("ok", a.flags.writeable)
    except AttributeError as e:
        got = ("AttributeError", str(e))
    h = numpy.arange(3)
    try:
        setattr(h.flags, name, False)
        want = ("ok", h.flags.writeable)
    except AttributeError as e:
        want = ("AttributeError", str(e))
    assert got == want


def test_array_namespace_version_messages(xp):
    a = xp.arange(2)
    for v in (2023, b"2023.12"):
        with pytest.raises(ValueError, match="^Only None and strings are allowed as the Array API "
                                             "version, but received: "):
            a.__array_namespace__(api_version=v)
    # (NumPy's quirk kept: a kind= that asks for bool gives bool's scalar type)
    assert xp.__array_namespace_info__().dtypes(kind=("bool", "integral"))["bool"] is numpy.bool


def test_missing_attribute_messages(xp):
    """AttributeError names NumPy's types: numpy.ndarray, a scalar's numpy.<type>."""
    def body(xp):
        a = xp.arange(3.0)
        out = []
        for f in (lambda: a.tostring(), lambda: a.no_such_name, lambda: a.sum().tostring(),
                  lambda: a.argmax().hex(), lambda: (a > 1).any().nope,
                  lambda: a.astype("f4").max().hex()):
            try:
                f()
            except AttributeError as exc:
                out.append(str(exc))
        return out
    assert_same(xp, body)


def test_type_hints(xp):
    from typing import Any

    def body(xp):
        def f(x: xp.ndarray[Any, xp.dtype[xp.float64]]) -> xp.ndarray:
            return x * 2
        alias = xp.ndarray[Any, xp.dtype[xp.float64]]
        return f(xp.ones(2)), alias.__args__, alias.__origin__.__name__
    assert_same(xp, body)
    assert_same_cases(xp, [
        ("one argument", lambda xp: xp.ndarray[Any].__args__),
        ("no argument", lambda xp: xp.ndarray[()].__args__),
        ("three arguments", lambda xp: xp.ndarray[Any, Any, Any].__args__),
    ])


def _attribute_error(action):
    try:
        action()
    except AttributeError as e:
        return str(e)
    return "no error"


@pytest.mark.parametrize("name", ["ndim", "size", "itemsize", "nbytes", "device", "T", "mT",
                                  "base", "flags", "ctypes", "data"])
def test_setting_a_read_only_attribute_says_it_is_not_writable(xp, name):
    # NumPy's getset descriptors: "attribute 'ndim' of 'numpy.ndarray' objects is not
    # writable", for assignment and deletion alike (not Python's property messages)
    def body(xp):
        a = xp.arange(6.0).reshape(2, 3)
        return (_attribute_error(lambda: setattr(a, name, getattr(a, name))),
                _attribute_error(lambda: delattr(a, name)))
    assert_same(xp, body)


@pytest.mark.parametrize("name", ["shape", "dtype", "strides", "real", "imag", "flat"])
def test_deleting_a_settable_attribute_names_it(xp, name):
    def body(xp):
        a = xp.arange(6.0)
        return _attribute_error(lambda: delattr(a, name))
    assert_same(xp, body)


@pytest.mark.parametrize("name", ["ndim", "size", "device", "T", "base", "real", "imag",
                                  "flags", "shape", "strides"])
def test_a_scalars_attributes_are_not_writable(xp, name):
    # NumPy's scalars are immutable: every attribute, shape and strides too, refuses with
    # 'numpy.generic' in the message
    def body(xp):
        s = xp.arange(3.0).sum()
        return _attribute_error(lambda: setattr(s, name, getattr(s, name)))
    assert_same(xp, body)


def test_a_subclass_keeps_the_messages(xp):
    def body(xp):
        class Sub(xp.ndarray):
            pass
        a = xp.arange(3.0).view(Sub)
        return (_attribute_error(lambda: setattr(a, "T", a)),
                _attribute_error(lambda: setattr(a, "device", "cpu")))
    assert_same(xp, body)


def test_the_class_attributes_repr_as_getset_descriptors(xp):
    # rougier's GPUData (a subclass of ndarray) printed at class level: NumPy's getset
    # descriptors' repr, "<attribute 'dtype' of 'numpy.ndarray' objects>"
    def body(xp):
        class Sub(xp.ndarray):
            pass
        names = ("dtype", "shape", "strides", "T", "mT", "base", "flat", "data", "ndim",
                 "size", "itemsize", "nbytes", "real", "imag", "flags", "ctypes", "device")
        return ([repr(getattr(xp.ndarray, n)) for n in names]
                + [repr(getattr(Sub, n)) for n in names]
                + [repr(getattr(type(xp.arange(3.0).sum()), n)) for n in ("real", "T")])
    assert_same(xp, body)


def _layouts_of_broadcast(xp):
    """A (2, 3, 4) int16 array in layouts whose copies NumPy orders differently: C, F,
    transposed non-contiguous, negative strides, broadcast (zero strides)."""
    b = xp.arange(24, dtype="int16").reshape(2, 3, 4)
    return {"C": b, "F": b.T, "T-slice": b.T[::2], "swapped": b.transpose(1, 0, 2),
            "neg": b[:, ::-1], "broadcast": xp.broadcast_to(b[:1], b.shape)}


@pytest.mark.parametrize("name", ["C", "F", "T-slice", "swapped", "neg", "broadcast"])
def test_byteswap_copy_layout_and_read_only_check(xp, name):
    """byteswap's copy is NumPy's order='A' copy (C unless Fortran-ordered: a broadcast
    array's too); in place, a read-only array is refused for 1-byte and empty dtypes as well."""
    def body(xp):
        r = _layouts_of_broadcast(xp)[name].byteswap()
        return r, r.strides
    assert_same(xp, body)
    assert_same_cases(xp, [
        ("read-only bool", lambda xp: xp.broadcast_to(xp.ones(1, "bool"), (3,)).byteswap(True)),
        ("read-only int8", lambda xp: xp.broadcast_to(xp.ones(1, "int8"), (3,)).byteswap(True)),
        ("read-only empty", lambda xp: xp.broadcast_to(xp.ones(0, "uint64"), (2, 0))
         .byteswap(inplace=True)),
    ])


@pytest.mark.parametrize("name", ["C", "F", "T-slice", "swapped", "neg", "broadcast"])
def test_imag_of_real_array_layout(xp, name):
    """The imaginary part of a real array: NumPy's read-only zeros, Fortran-ordered only where
    the array is (not its order='K' layout)."""
    def body(xp):
        r = _layouts_of_broadcast(xp)[name].imag
        return r, r.strides, r.flags.writeable
    assert_same(xp, body)
