"""Strings, bytes, void and object arrays (and other dtypes the device does not hold) are plain
NumPy arrays on the host (docs/ARCHITECTURE.md): NumPy's values and dtypes, one FallbackWarning
per function, numeric arrays unchanged.

datetime64/timedelta64 and structured dtypes of device fields live on the device: their tests are
tests/_core/test_datetime.py and tests/_core/test_structured.py.
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, make


def _s(xp):
    return xp.array(["pear", "apple", "fig", "apple"])


def _sd(na_object):
    return numpy.dtypes.StringDType(na_object=na_object)


HOST_CASES = [
    # creation
    ("array of str", lambda xp: xp.array(["a", "bc"])),
    ("array of bytes", lambda xp: xp.array([b"a", b"bc"])),
    ("array object dtype", lambda xp: xp.array([1, "x"], dtype=object)),
    ("array of objects", lambda xp: xp.array([None, 1.5], dtype=object)),
    ("asarray of host str array", lambda xp: xp.asarray(numpy.array(["ab", "c"]))),
    ("asarray dtype=str", lambda xp: xp.asarray([1, 2], dtype=str)),
    ("zeros U5", lambda xp: xp.zeros(3, dtype="U5")),
    ("zeros S2 positional", lambda xp: xp.zeros((2, 2), "S2")),
    ("zeros object", lambda xp: xp.zeros(3, dtype=object)),
    ("empty_like str", lambda xp: xp.empty_like(_s(xp)).shape),
    ("ones object", lambda xp: xp.ones(2, dtype=object)),
    ("full str", lambda xp: xp.full(3, "ab")),
    ("full_like str", lambda xp: xp.full_like(_s(xp), "z")),
    ("zeros void", lambda xp: xp.zeros(2, dtype="V4")),
    # a structured dtype spelled as a dict of names and formats (as the Python Data Science
    # Handbook's structured-data chapter writes it)
    ("zeros dict dtype", lambda xp: xp.zeros(4, dtype={"names": ("name", "age", "weight"),
                                                       "formats": ("U10", "i4", "f8")})),
    ("zeros dict dtype positional", lambda xp: xp.zeros(2, {"names": ("a", "b"),
                                                            "formats": ("U3", "f8")})),
    ("zeros dict dtype of numbers", lambda xp: xp.zeros(3, dtype={"names": ("x", "y"),
                                                                  "formats": ("i4", "f8")})),
    ("empty dict dtype", lambda xp: xp.empty(3, dtype={"names": ("n",), "formats": ("S2",)}).shape),
    ("astype dict dtype", lambda xp: make(xp, (3,), "int32").astype({"names": ("v", "s"),
                                                                     "formats": ("f4", "U4")})),
    ("full of a dict", lambda xp: xp.full(2, {"a": 1})),
    # the ndarray constructor over a host dtype: a binary file's packed records, strings
    ("ndarray of packed records over bytes", lambda xp: xp.ndarray(
        shape=(2,), dtype=[("id", "<i4"), ("val", "<f8")],
        buffer=numpy.array([(1, 2.5), (7, -1.0)], "i4,f8").tobytes())),
    ("ndarray of packed records at an offset", lambda xp: xp.ndarray(
        shape=(1,), dtype="i4,f8", buffer=bytes(range(24)), offset=12)),
    ("ndarray U1 over bytes", lambda xp: xp.ndarray((2,), "U1", buffer=b"a\0\0\0b\0\0\0")),
    ("ndarray S1 F over bytes", lambda xp: xp.ndarray((2, 2), dtype="S1", buffer=b"abcd", order="F")),
    ("ndarray S2 over a device array", lambda xp: xp.ndarray((2,), "S2", buffer=xp.arange(4, dtype="u1"))),
    ("ndarray U3 empty", lambda xp: xp.ndarray((3,), "U3").shape),
    ("zeros longdouble", lambda xp: xp.zeros(3, dtype=numpy.longdouble)),
    ("asarray longdouble", lambda xp: xp.asarray(numpy.arange(3, dtype=numpy.longdouble))),
    # astype of a device array
    ("astype str", lambda xp: make(xp, (2, 3), "float64").astype(str)),
    ("astype U3", lambda xp: make(xp, (4,), "int32").astype("U3")),
    ("astype object", lambda xp: make(xp, (3,), "int64").astype(object)),
    ("astype bytes of view", lambda xp: make(xp, (3, 2), "int8", "T").astype("S4")),
    # view of a device array as a dtype the device does not hold: NumPy's view of a host copy
    ("view S1", lambda xp: make(xp, (4,), "uint8").view("S1")),
    ("view S2 of rows", lambda xp: make(xp, (2, 4), "uint8").view("S2")),
    ("view V4", lambda xp: make(xp, (3,), "int32").view("V4")),
    ("view object", lambda xp: make(xp, (3,), "int64").view(object)),
    ("view S3 of odd bytes", lambda xp: make(xp, (4,), "uint8").view("S3")),
    ("array(device, dtype=str)", lambda xp: xp.array(make(xp, (3,), "float32"), dtype=str)),
    # routines meeting host arrays
    ("unique", lambda xp: xp.unique(_s(xp))),
    ("unique return_counts", lambda xp: xp.unique(_s(xp), return_counts=True)),
    ("sort", lambda xp: xp.sort(_s(xp))),
    ("argsort", lambda xp: xp.argsort(_s(xp), kind="stable")),
    ("concatenate", lambda xp: xp.concatenate([_s(xp), xp.array(["kiwi"])])),
    ("where str", lambda xp: xp.where(make(xp, (4,), "bool"), "yes", "no")),
    ("where mask and host arrays", lambda xp: xp.where(make(xp, (4,), "bool"), _s(xp), "-")),
    ("isin", lambda xp: xp.isin(_s(xp), ["apple", "kiwi"])),
    ("reshape", lambda xp: xp.reshape(_s(xp), (2, 2))),
    ("stack", lambda xp: xp.stack([_s(xp), _s(xp)])),
    ("take", lambda xp: xp.take(_s(xp), [3, 0])),
    ("searchsorted", lambda xp: xp.searchsorted(xp.array(["a", "c", "e"]), "d")),
    ("char.upper", lambda xp: xp.char.upper(_s(xp))),
    ("char.add", lambda xp: xp.char.add(_s(xp), "!")),
    ("strings.startswith", lambda xp: xp.strings.startswith(_s(xp), "ap")),
    # NumPy's string ufuncs through the host-backed modules: numeric results on the device
    ("strings.str_len", lambda xp: xp.strings.str_len(_s(xp))),
    ("char.str_len", lambda xp: xp.char.str_len(_s(xp).astype("S"))),
    ("strings.isalpha StringDType", lambda xp: xp.strings.isalpha(_s(xp).astype("T"))),
    # StringDType (numpy.dtypes.StringDType, "T") meeting device arrays, and its na_object
    ("astype T of a device array", lambda xp: make(xp, (2, 3), "float32").astype("T")),
    ("astype of T to a device dtype", lambda xp: xp.astype(xp.array(["1.5", "-2"], dtype="T"), "f8")),
    ("strings.multiply T by device counts", lambda xp: xp.strings.multiply(
        _s(xp).astype("T"), xp.arange(4))),
    ("T indexed by a device mask", lambda xp: _s(xp).astype("T")[xp.arange(4) % 2 == 0]),
    ("where device mask T na None", lambda xp: xp.where(
        xp.arange(4) > 1, _s(xp).astype(_sd(None)), None)),
    ("isnan T na nan", lambda xp: xp.isnan(xp.array(["a", numpy.nan], dtype=_sd(numpy.nan)))),
    ("sort T na nan", lambda xp: xp.sort(xp.array(["b", numpy.nan, "a"], dtype=_sd(numpy.nan)))),
    ("strings.isalpha T na nan", lambda xp: xp.strings.isalpha(
        xp.array(["b", numpy.nan, "1"], dtype=_sd(numpy.nan)))),
    ("asarray T na nan dtype f8", lambda xp: xp.asarray(
        xp.array(["1", numpy.nan], dtype=_sd(numpy.nan)), dtype="f8")),
    ("error: strings.str_len T na None", lambda xp: xp.strings.str_len(
        xp.array(["a", None], dtype=_sd(None)))),
    ("error: multiply T by T", lambda xp: xp.multiply(_s(xp).astype("T"), _s(xp).astype("T"))),
    ("strings.isdigit out= where=", lambda xp: xp.strings.isdigit(
        xp.array(["1", "x", "2"]), where=xp.arange(3) != 1, out=xp.ones(3, dtype=bool))),
    ("strings.equal", lambda xp: xp.strings.equal(_s(xp), "fig")),
    ("strings.less arrays", lambda xp: xp.strings.less(_s(xp), _s(xp)[::-1])),
    ("strings.add", lambda xp: xp.strings.add(_s(xp), "!")),
    ("strings.str_len of a str", lambda xp: xp.strings.str_len("abc")),
    ("error: strings.str_len of ints", lambda xp: xp.strings.str_len(xp.arange(3))),
    ("error: strings.isalpha reduce", lambda xp: xp.strings.isalpha.reduce(_s(xp))),
    ("object array sum", lambda xp: xp.sum(xp.array([1, 2.5, 3], dtype=object))),
    # the ufunc objects meeting host arrays
    ("ufunc equal str", lambda xp: xp.equal(_s(xp), "apple")),
    ("ufunc add str", lambda xp: xp.add(_s(xp), _s(xp))),
    ("ufunc multiply object", lambda xp: xp.multiply(xp.array([1, 2.5], dtype=object), 2)),
    ("ufunc not_equal object", lambda xp: xp.not_equal(xp.array([1, "x", None], dtype=object), 1)),
    ("ufunc out= str", lambda xp: xp.add(_s(xp), "!", out=numpy.empty(4, dtype="U8"))),
    ("error: ufunc add int and str", lambda xp: xp.add(xp.arange(3), "x")),
    ("error: sum of strings", lambda xp: xp.sum(_s(xp))),
    ("error: bad dtype name", lambda xp: xp.zeros(3, dtype="U-1")),
]


_DEVICE_CHARS = "?bBhHiIlLqQefdFD"   # what gpnumpy's device arrays hold


@pytest.mark.parametrize("label, body", HOST_CASES, ids=[c[0] for c in HOST_CASES])
def test_host_dtypes(xp, label, body):
    """NumPy's results: host-dtype arrays as numpy.ndarray, numeric ones (unique's counts,
    argsort's positions) as device arrays."""
    assert_same(xp, lambda xp: _placed(body(xp), xp), expect_host=True)


def _placed(res, xp):
    """(where the result must live, its value on the host); checks the candidate's placement."""
    if isinstance(res, tuple):
        return tuple(_placed(r, xp) for r in res)
    if isinstance(res, (numpy.ndarray, numpy.generic)) or hasattr(res, "__array_namespace__"):
        where = "device" if res.dtype.char in _DEVICE_CHARS else "host"
        if xp is not numpy and getattr(res, "ndim", 0):
            want = xp.ndarray if where == "device" else numpy.ndarray
            assert type(res) is want, "%s result is a %s" % (where, type(res))
        return where, numpy.asarray(res.get() if hasattr(res, "get") else res)
    return res


WARN_CASES = [
    ("array", lambda gp: gp.array(["a", "b"]), "<U1"),
    ("zeros", lambda gp: gp.zeros(3, dtype="U5"), "<U5"),
    ("ndarray.astype", lambda gp: gp.arange(3).astype(str), "<U21"),
    ("ndarray.view", lambda gp: gp.arange(3, dtype=gp.uint8).view("S1"), "|S1"),
    ("unique", lambda gp: gp.unique(numpy.array(["b", "a"])), "<U1"),
    ("char.upper", lambda gp: gp.char.upper(numpy.array(["b", "a"])), "<U1"),
    ("array", lambda gp: gp.array([1, "x"], dtype=object), "object"),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("name, body, dtype", WARN_CASES, ids=[c[0] + "-" + c[2] for c in WARN_CASES])
def test_host_dtype_warns_once(gp, fresh_warnings, name, body, dtype):
    """One FallbackWarning per function naming it and the dtype, at the caller's line."""
    with pytest.warns(gp.FallbackWarning, match="gpnumpy.%s: dtype %s is held on the host"
                      % (name.replace(".", r"\."), dtype)) as rec:
        res = body(gp)
    assert isinstance(res, numpy.ndarray)
    assert len([w for w in rec if issubclass(w.category, gp.FallbackWarning)]) == 1
    assert rec[0].filename == __file__
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        body(gp)   # the second call: no warning


def test_string_ufuncs_are_ufuncs_of_the_namespace(xp):
    """numpy.strings' ufuncs are ufuncs; those of NumPy's namespace are its objects
    (numpy.strings.equal is numpy.equal), and numpy.char shares numpy.strings' objects."""
    assert xp.strings.equal is xp.equal and xp.strings.add is xp.add and xp.char.add is xp.add
    assert xp.char.str_len is xp.strings.str_len
    assert isinstance(xp.strings.isalpha, xp.ufunc) and xp.strings.str_len.__name__ == "str_len"
    assert (xp.strings.str_len.nin, xp.strings.str_len.nout) == (1, 1)
    assert repr(xp.strings.isdigit) == "<ufunc 'isdigit'>"


@pytest.mark.parametrize("label, body", [
    ("object array of a float scalar", lambda xp, s, i: xp.array([s, "x", None], dtype=object)),
    ("None among scalars", lambda xp, s, i: xp.array([[s], [None]])),
    ("tuple of scalars", lambda xp, s, i: xp.asarray((s, i, None))),
    ("int beyond int64", lambda xp, s, i: xp.array([i, 2**70])),
    ("0-d object", lambda xp, s, i: xp.array(s, dtype=object)),
    ("scalar view as bytes", lambda xp, s, i: s.view("S8")),
    ("scalar astype str", lambda xp, s, i: i.astype("U3")),
], ids=lambda v: v if isinstance(v, str) else "")
def test_device_scalars_are_host_scalars_among_host_data(xp, label, body):
    """A device scalar among host data is NumPy's scalar to NumPy: an object array holds an
    np.float64 (not a 0-d array), a scalar's view/astype to a host dtype is NumPy's scalar."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = body(numpy, numpy.arange(3.)[1], numpy.arange(3)[2])
        got = body(xp, xp.arange(3.)[1], xp.arange(3)[2])
    assert type(got) is type(want) and repr(got) == repr(want)
    if isinstance(want, numpy.ndarray):
        assert [type(v) for v in got.flat] == [type(v) for v in want.flat]


@pytest.mark.parametrize("dtype", ["U5", "S3", "T", str, object])
def test_array_with_host_dtype_reads_each_element_once(xp, dtype):
    """array(data, dtype=<strings>) reads each element as often as NumPy's array does (once:
    an object's __str__ runs once, not a second time for the host retry)."""
    class Named:
        calls = 0

        def __str__(self):
            Named.calls += 1
            return "x"

    def reads(mod, data):
        Named.calls = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r = mod.array(data, dtype=dtype)
        return Named.calls, r.dtype, r.shape

    for data in ([Named(), Named()], [[Named()], [Named()]], (Named(),)):
        assert reads(xp, data) == reads(numpy, data)


@pytest.mark.gp_only
def test_asarray_of_host_array_is_that_array(gp):
    """numpy.asarray returns its argument when nothing needs changing; so does gpnumpy for host
    dtypes (no copy, no upload)."""
    h = numpy.array(["x", "y"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        assert gp.asarray(h) is h


NUMERIC_CASES = [
    ("zeros", lambda gp: gp.zeros(3)),
    ("array of ints", lambda gp: gp.array([1, 2])),
    ("astype float32", lambda gp: gp.arange(3).astype("float32")),
    ("unique", lambda gp: gp.unique(gp.asarray([2, 1, 2]))),
    ("full with a numeric string dtype name", lambda gp: gp.full(2, 1, dtype="f4")),
]


@pytest.mark.gp_only
@pytest.mark.parametrize("label, body", NUMERIC_CASES, ids=[c[0] for c in NUMERIC_CASES])
def test_numeric_paths_stay_on_the_device(gp, label, body):
    """Numeric dtypes are untouched: device arrays, no FallbackWarning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        assert isinstance(body(gp), gp.ndarray)


@pytest.mark.gp_only
@pytest.mark.parametrize("label, body, exc", [
    ("reshape", lambda gp: gp.reshape(gp.arange(6), (4, 2)), ValueError),
    ("reshape order=", lambda gp: gp.reshape(gp.arange(6), (3, 2), order="X"), ValueError),
    ("zeros bad shape", lambda gp: gp.zeros("3"), TypeError),
], ids=lambda v: v if isinstance(v, str) else "")
def test_numeric_errors_are_raised_as_they_are(gp, fresh_warnings, label, body, exc):
    """A numeric call's TypeError/ValueError is raised as it is: no retry through NumPy (no
    FallbackWarning), whatever option strings the call carries."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        with pytest.raises(exc):
            body(gp)


def _holds_itself():
    lst = []
    lst.append(lst)
    return lst


def _dict_holds_itself():
    d = {}
    d["me"] = d
    return d


SELF_HOLDING_CASES = [
    ("object array of lists holding themselves",
     lambda xp: xp.array([_holds_itself()] * 3, dtype=object).shape),
    ("ragged object array with such a list",
     lambda xp: xp.array([_holds_itself(), [None], _holds_itself()], dtype=object).shape),
    ("asarray object", lambda xp: xp.asarray([_holds_itself()], dtype=object).ndim),
    ("object array of dicts holding themselves",
     lambda xp: xp.array([_dict_holds_itself()] * 2).shape),
    ("error: array of a list holding itself", lambda xp: xp.array(_holds_itself())),
    ("error: sum", lambda xp: xp.sum([_holds_itself(), 1])),
    ("error: concatenate", lambda xp: xp.concatenate([_holds_itself()])),
    ("error: stack", lambda xp: xp.stack([_holds_itself()] * 2)),
    ("error: full", lambda xp: xp.full(2, _holds_itself(), dtype=object)),
]


@pytest.mark.parametrize("label, body", SELF_HOLDING_CASES, ids=[c[0] for c in SELF_HOLDING_CASES])
def test_lists_that_hold_themselves(xp, label, body):
    """A list (or dict) that holds itself is read as NumPy reads it: an object array stops at
    NumPy's 64 dimensions, other dtypes give NumPy's ValueError (not a RecursionError from
    gpnumpy's own walk through the data)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert_same(xp, body)


def test_view_as_host_dtype_with_plain_type():
    """a.view(dtype, type(a)) with a string or void dtype is the view without the type: the
    same values, NumPy's layout errors."""
    import gpnumpy
    for dt in ("S2", "V2", "S8"):
        for make_a in (lambda xp: xp.arange(4, dtype="int16"), lambda xp: xp.zeros((2, 4), "float32"),
                       lambda xp: xp.arange(3, dtype="int8"), lambda xp: xp.arange(6.).reshape(2, 3).T,
                       lambda xp: xp.array(1.0, "float32")):
            assert_same(gpnumpy, lambda xp: make_a(xp).view(dt, type(make_a(xp))), expect_host=True)
