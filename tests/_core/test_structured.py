"""Structured dtypes of numeric fields on the device: records held as bytes, a field a
strided view (the field's dtype, its offset, the record strides), record assignment,
NumPy's text; functions gpnumpy has no record path for run NumPy's (FallbackWarning)."""
import copy
import pickle

import numpy
import pytest

from gpnumpy.testing._xp import assert_same

DT = [("x", "f8"), ("y", "i8")]
NESTED = numpy.dtype([("a", "i4"), ("b", "f4"), ("c", "f8", (3,)),
                     ("d", [("u", "u2"), ("v", "M8[D]")])], align=True)


FULL_SUB = numpy.dtype([("a", {"names": ["p", "q"], "formats": ["f4", "f4"],
                               "offsets": [0, 4]}, (2, 3))])
SPARSE_SUB = numpy.dtype([("a", {"names": ["q"], "formats": ["f4"], "offsets": [4],
                                 "itemsize": 8}, (2, 3))])


def recs(xp):
    return xp.array([(1.5, 2), (3.0, -4), (-1.0, 7), (0.25, 0)], dtype=DT)


def nested(xp):
    return xp.array([(1, 2.0, [1, 2, 3], (5, "2016-07-01")),
                     (-3, 0.5, [0, 0, 1], (6, "NaT"))], dtype=NESTED)


def _set(a, key, value):
    a[key] = value
    return a


CASES = [
    ("zeros", lambda xp: xp.zeros(3, dtype=[("x", float), ("y", int)])),
    ("zeros 2-d", lambda xp: xp.zeros((2, 2), dtype=DT)),
    ("ones", lambda xp: xp.ones(2, dtype=DT)),
    ("empty dtype", lambda xp: xp.empty(3, dtype=DT).dtype),
    ("full tuple", lambda xp: xp.full(2, (1, 2), DT)),
    ("array of tuples", lambda xp: recs(xp)),
    ("nested and subarray", lambda xp: nested(xp)),
    ("repr", lambda xp: repr(recs(xp))),
    ("repr nested", lambda xp: repr(nested(xp))),
    ("str", lambda xp: str(recs(xp))),
    ("repr record", lambda xp: repr(recs(xp)[1])),
    ("repr 0-d arrays and records", lambda xp: [
        repr(recs(xp)[1, ...]), repr(xp.zeros((), dtype=DT)), repr(xp.zeros((), dtype=DT)[()]),
        repr(recs(xp)[:1].reshape(())), repr(recs(xp).reshape(2, 2)[1, 0])]),
    ("field", lambda xp: recs(xp)["x"]),
    ("field strides", lambda xp: recs(xp)["y"].strides),
    ("field of a slice", lambda xp: recs(xp)[::-2]["y"]),
    ("subarray field", lambda xp: nested(xp)["c"]),
    ("nested field", lambda xp: nested(xp)["d"]["v"]),
    ("field arithmetic", lambda xp: recs(xp)["x"] * recs(xp)["y"]),
    ("field reduction", lambda xp: recs(xp)["x"].sum()),
    ("multi-field view", lambda xp: recs(xp)[["y", "x"]]),
    ("missing field", lambda xp: recs(xp)["z"]),
    ("record", lambda xp: recs(xp)[2]),
    ("record field", lambda xp: recs(xp)[2]["y"]),
    ("record item", lambda xp: recs(xp)[2].item()),
    ("tolist", lambda xp: str(nested(xp).tolist())),
    ("slice", lambda xp: recs(xp)[1:3]),
    ("fancy", lambda xp: recs(xp)[[3, 0, 0]]),
    ("mask", lambda xp: recs(xp)[recs(xp)["x"] > 0]),
    ("reshape T", lambda xp: recs(xp).reshape(2, 2).T),
    ("copy of a view", lambda xp: recs(xp)[::-1].copy()),
    ("set field", lambda xp: _set(recs(xp), "x", [9.0, 8.0, 7.0, 6.0])),
    ("set field scalar", lambda xp: _set(recs(xp), "y", 5)),
    ("set record", lambda xp: _set(recs(xp), 1, (10.0, 20))),
    ("set slice of records", lambda xp: _set(recs(xp), slice(0, 2), [(1, 1), (2, 2)])),
    ("set fancy", lambda xp: _set(recs(xp), [0, 3], (7.0, 7))),
    ("set mask", lambda xp: _set(recs(xp), recs(xp)["y"] > 0, (0.0, 0))),
    ("set through a record", lambda xp: (lambda a: (_set(a[1], "y", 42), a)[1])(recs(xp))),
    ("set subarray field", lambda xp: _set(nested(xp), "c", 1.5)),
    ("set from records", lambda xp: _set(recs(xp), Ellipsis, recs(xp)[::-1])),
    ("astype other fields", lambda xp: recs(xp).astype([("x", "f4"), ("y", "i4")])),
    ("==", lambda xp: recs(xp) == recs(xp)[::-1]),
    ("== self", lambda xp: nested(xp) == nested(xp)),
    ("!=", lambda xp: recs(xp) != recs(xp)[[0, 0, 2, 2]]),
    ("concatenate", lambda xp: xp.concatenate([recs(xp), recs(xp)[:1]])),
    ("stack", lambda xp: xp.stack([recs(xp), recs(xp)])),
    ("take", lambda xp: xp.take(recs(xp), [2, 1])),
    ("where", lambda xp: xp.where(xp.asarray(numpy.array([True, False, True, False])),
                                  recs(xp), recs(xp)[::-1])),
    ("flip", lambda xp: xp.flip(recs(xp))),
    ("zeros_like", lambda xp: xp.zeros_like(recs(xp))),
    ("sort order", lambda xp: xp.sort(recs(xp), order="y")),
    ("argsort order", lambda xp: xp.argsort(recs(xp), order=["x"])),
    ("add refused", lambda xp: recs(xp) + recs(xp)),
    ("record fields are scalars", lambda xp: [repr(recs(xp)[1]["x"]), repr(nested(xp)[0]["d"]),
                                              repr(nested(xp)[0]["d"]["u"]), repr(nested(xp)[1]["c"]),
                                              repr(xp.zeros((), dtype=DT)["y"])]),
    ("sort method", lambda xp: _sorted(recs(xp), order="y")),
    ("sort method, no order", lambda xp: _sorted(recs(xp)[::-1].copy())),
    ("argsort method", lambda xp: recs(xp).argsort(order=["y", "x"])),
    ("partition method", lambda xp: _partitioned(recs(xp), 1)),
    ("argpartition method", lambda xp: recs(xp).argpartition(2, order="x")),
    ("nonzero method", lambda xp: recs(xp).nonzero()),
    ("byteswap", lambda xp: recs(xp).byteswap()),
    ("record as a sequence", lambda xp: (lambda r: [len(r), list(r), tuple(r), r[0], r[-1],
                                                    r[numpy.int64(1)]])(recs(xp)[2])),
    ("record reversed", lambda xp: list(reversed(recs(xp)[2]))),
    ("record index out of range", lambda xp: recs(xp)[2][-3]),
    ("set record field by position", lambda xp: (lambda a: (_set(a[1], -1, 42), a)[1])(
        recs(xp))),
    ("set record from a list", lambda xp: _set(recs(xp), 1, [1.0, 2])),
    ("len of a 0-d structured array", lambda xp: len(xp.zeros((), dtype=DT))),
    ("byteswap nested in place", lambda xp: (lambda a: (a.byteswap(inplace=True), a)[1])(
        nested(xp))),
    # a view of some fields writes those fields only (the others lie in its records' gaps)
    ("set a multi-field view", lambda xp: _set(recs(xp), ["y"], 5)),
    ("set a multi-field view from records", lambda xp: (lambda a: (
        _set(a[["y"]], slice(None), a[::-1][["y"]]), a)[1])(recs(xp))),
    ("set nested fields around a gap", lambda xp: _set(nested(xp), ["a", "d"], (7, (8, "NaT")))),
    ("fields named by a string array", lambda xp: (
        recs(xp)[numpy.array(["y", "x"])], _set(recs(xp), numpy.array(["x"]), 0.5))),
    ("duplicate field", lambda xp: recs(xp)[["y", "y"]]),
    ("fields of an aligned structure", lambda xp: (lambda v: (
        v, v.dtype.isalignedstruct, v.dtype.alignment, repr(v.dtype)))(xp.ones(3, dtype=xp.dtype(
            [("a", "i1"), ("b", "i4"), ("c", "f8")], align=True))[["c", "a"]])),
    ("field not a string", lambda xp: recs(xp)[["y", 1]]),
    # a subarray of records with gaps: writes leave the gaps' bytes alone
    ("set a subarray field of sparse records", lambda xp: (lambda a: (
        _set(a.view(SPARSE_SUB), Ellipsis, 2.5), _set(a.view(SPARSE_SUB), [0, 2], 7.0),
        a)[2])(xp.zeros(3, FULL_SUB))),
    ("view as a record of no fields", lambda xp: xp.zeros(2, dtype={
        "names": [], "formats": [], "itemsize": 8}).view(xp.dtype([]))),
    ("compare records of no fields", lambda xp: (lambda a, z: (
        a == a, a != z, z == z, a[0] == a[1]))(xp.zeros(3, dtype=[]), xp.zeros((), dtype=[]))),
    # no common dtype (a field's title prevents promotion; a number and a void): TypeError
    ("compare records whose field has a title", lambda xp: xp.zeros(3, dtype=[("a", "i1")])
        == xp.zeros(3, dtype=[(("t", "a"), "i1")])),
    ("compare records whose field has a title, !=", lambda xp: xp.zeros(3, dtype=[("a", "i1")])
        != xp.zeros(3, dtype=[(("t", "a"), "i1")])),
    ("compare numbers with voids", lambda xp: xp.zeros(3) == xp.zeros(3, dtype="V8")),
    ("compare numbers with voids, !=", lambda xp: xp.zeros(3) != xp.zeros(3, dtype="V8")),
    ("compare records whose fields promote", lambda xp: xp.zeros(3, dtype=[("a", "i1")])
        == xp.zeros(3, dtype=[("a", "i2")])),
]


def _sorted(a, **kw):
    a.sort(**kw)
    return a


def _partitioned(a, kth):
    a.partition(kth)
    return a


@pytest.mark.parametrize("label, body", CASES, ids=[c[0] for c in CASES])
def test_structured(xp, label, body):
    assert_same(xp, body)


def _kind(r):
    """What a user's code sees of ``r``: its class name, NumPy's scalar types it is an
    instance of, its value."""
    return (type(r).__name__, isinstance(r, numpy.void), isinstance(r, numpy.generic),
            numpy.isscalar(r), r.dtype, r.shape, repr(r))


def _written(r, key, value, *seen):
    r[key] = value
    return [x.tolist() for x in (r,) + seen]


RECORD_CASES = [
    ("a record", lambda xp: _kind(recs(xp)[1])),
    ("a record by a negative index", lambda xp: _kind(recs(xp)[-1])),
    ("a record of a 2-d array", lambda xp: _kind(xp.zeros((2, 2), DT)[1, 0])),
    ("a nested record", lambda xp: [_kind(nested(xp)[1]), _kind(nested(xp)[0]["d"])]),
    ("a record's type", lambda xp: (lambda t: (repr(t), t.__name__, numpy.dtype(t),
                                               xp.issubdtype(t, numpy.void)))(type(recs(xp)[0]))),
    ("the record of a 0-d array", lambda xp: _kind(xp.zeros((), DT)[()])),
    ("records by iteration and flat", lambda xp: [_kind(r) for r in recs(xp)]
     + [_kind(recs(xp).flat[2])]),
    ("a record's fields list", lambda xp: _kind(recs(xp)[1][["y"]])),
    ("a record's getfield and view", lambda xp: (lambda r: [
        repr(r.getfield(numpy.int64, 8)), _kind(r.view([("p", "i8"), ("q", "f8")]))])(
            recs(xp)[1])),
    ("a record's copy is writeable, of its own memory", lambda xp: (lambda a: _written(
        a[1].copy(), "y", 9, a))(recs(xp))),
    ("copy.copy and deepcopy of a record", lambda xp: (lambda a: [
        _kind(copy.copy(a[0])), _written(copy.deepcopy(a[0]), "x", 5.0, a)])(recs(xp))),
    ("pickled record", lambda xp: _kind(pickle.loads(pickle.dumps(recs(xp)[2])))),
    ("astype of a record", lambda xp: _kind(recs(xp)[1].astype([("p", "f4"), ("q", "i2")]))),
    ("take of one record", lambda xp: _kind(xp.take(recs(xp), 2))),
    ("take's record is writeable", lambda xp: (lambda a: _written(xp.take(a, 2), "y", 1, a))(
        recs(xp))),
    ("asarray of a record views it", lambda xp: (lambda a: _written(
        xp.asarray(a[1]), "y", 5, a))(recs(xp))),
    ("array and copy of a record view it too", lambda xp: (lambda a: [
        _written(xp.array(a[1]), "y", 5, a), _written(xp.copy(a[2]), "x", 0.5, a),
        _written(xp.array(a[0], ndmin=2), "y", 1, a)])(recs(xp))),
    ("array of a record with a dtype copies", lambda xp: (lambda a: _written(
        xp.array(a[1], dtype=a.dtype), "y", 5, a))(recs(xp))),
    ("error: array of a record with a dtype, copy=False", lambda xp: (lambda a: xp.array(
        a[1], dtype=a.dtype, copy=False))(recs(xp))),
    ("error: a record of a read-only view", lambda xp: _written(
        xp.broadcast_to(recs(xp), (2, 4))[0, 1], "y", 1)),
    ("in a record: a field equal to it", lambda xp: (lambda r: (
        1.5 in r, 2 in r, 7 in r, 2.0 in r))(recs(xp)[0])),
    ("error: record == tuple", lambda xp: recs(xp)[0] == (1.5, 2)),
    ("error: sum of a record", lambda xp: recs(xp)[0].sum()),
    ("error: max of a record", lambda xp: recs(xp)[0].max()),
    ("error: argmax of a record", lambda xp: recs(xp)[0].argmax()),
    ("error: any of a record", lambda xp: recs(xp)[0].any()),
    ("error: dot of records", lambda xp: recs(xp)[0].dot(recs(xp)[1])),
    ("error: hash of a record", lambda xp: hash(recs(xp)[0])),
]


@pytest.mark.parametrize("label, body", RECORD_CASES, ids=[c[0] for c in RECORD_CASES])
def test_records_are_void_scalars(xp, label, body):
    """A record (a[i] of a structured array of device fields) is NumPy's void scalar to user
    code: an instance of numpy.void and numpy.generic, named 'void', a scalar to isscalar;
    a view that writes through, whose copies (copy, astype, take, pickling) are writeable
    records of their own memory; asarray of one is a view of it, as NumPy's."""
    assert_same(xp, body)


def as_records(a):
    """``a`` viewed with its dtype's type NumPy's record (the dtype numpy.rec's arrays hold)."""
    return a.view(numpy.dtype((numpy.record, a.dtype)))


def _attr_written(r, name, value, a):
    setattr(r, name, value)
    return repr(a.tolist())  # (a subarray field lists as NumPy's array)


RECORD_TYPE_CASES = [
    ("a record", lambda xp: (_kind(as_records(recs(xp))[1]),
                             isinstance(as_records(recs(xp))[1], numpy.record))),
    ("fields as attributes", lambda xp: (lambda r: (repr(r.a), repr(r.b), _kind(r.d),
                                                    repr(r.d.v), repr(r.c)))(
        as_records(nested(xp))[0])),
    ("nested records are records", lambda xp: (lambda r: [_kind(r["d"]), _kind(r[3]),
                                                          _kind(r[["d", "a"]])])(
        as_records(nested(xp))[1])),
    ("a record of a plain dtype keeps void fields", lambda xp: _kind(nested(xp)[1]["d"])),
    ("attributes write through", lambda xp: (lambda a: _attr_written(a[2], "y", 11, a))(
        as_records(recs(xp)))),
    ("nested attributes write through", lambda xp: (lambda a: _attr_written(
        a[1].d, "u", 9, a))(as_records(nested(xp)))),
    ("pprint", lambda xp: as_records(nested(xp))[0].pprint()),
    ("copies and pickles are records", lambda xp: (lambda r: [
        _kind(r.copy()), _kind(copy.deepcopy(r)), _kind(pickle.loads(pickle.dumps(r))),
        _kind(xp.take(as_records(recs(xp)), 1))])(as_records(recs(xp))[3])),
    ("error: an attribute that is no field", lambda xp: as_records(recs(xp))[0].z),
    ("error: setting one", lambda xp: setattr(as_records(recs(xp))[0], "z", 1)),
    ("error: setting the dtype", lambda xp: setattr(as_records(recs(xp))[0], "dtype", 1)),
]


@pytest.mark.parametrize("label, body", RECORD_TYPE_CASES, ids=[c[0] for c in RECORD_TYPE_CASES])
def test_records_of_a_record_dtype(xp, label, body):
    """Where the dtype's type is NumPy's record, a[i] is NumPy's record scalar: fields read
    and write as attributes too, nested records are records, pprint lists the fields."""
    assert_same(xp, body)


def test_a_records_setfield_writes_through(xp):
    def body(xp):
        a = recs(xp)
        a[1].setfield(-2.5, "f8", 0)
        a[2].setfield(3, "i8", 8)
        as_records(a)[3].setfield(6, "i8", 8)
        return a.tolist()
    assert_same(xp, body)
    assert_same(xp, lambda xp: recs(xp)[0].setfield(1, "f8", 8))  # (past the record's end)


def test_resize_packs_a_structure_with_gaps(xp):
    """NumPy's resize concatenates copies of the data: a structure with gaps (offsets, a
    larger itemsize) comes out in its packed form, as concatenate gives it."""
    gaps = numpy.dtype({"names": ["p", "q"], "formats": ["i4", "i4"], "offsets": [8, 0],
                        "itemsize": 16})

    def body(xp):
        a = xp.zeros(3, gaps)
        a["p"] = [1, 2, 3]
        a["q"] = [4, 5, 6]
        return [(r.dtype, r.tolist()) for r in (xp.resize(a, 7), xp.resize(a, (2, 2)),
                                                 xp.resize(a, 0), xp.resize(a[:2], 3))]
    assert_same(xp, body)


def test_fields_are_device_views(gp):
    z = gp.zeros(4, dtype=DT)
    x = z["x"]
    assert isinstance(z, gp.ndarray) and isinstance(x, gp.ndarray)
    x[...] = 2.5
    assert x.base is z and z["x"].tolist() == [2.5] * 4 and z["y"].tolist() == [0] * 4


PACKED = [("a", "u1"), ("b", "f8")]


def test_packed_records_stay_on_the_host(xp):
    """A packed record's misaligned field cannot be loaded by a kernel: such arrays are
    NumPy's on the host (as NumPy: values, fields, assignment)."""
    def body(xp):
        z = xp.zeros(3, dtype=PACKED)
        z["b"] = [1.5, 2.5, 3.5]
        z[1] = (7, 0.25)
        return z["b"].tolist(), z.tolist(), xp.zeros(2, dtype=numpy.dtype(PACKED, align=True)).dtype
    assert_same(xp, body)


@pytest.mark.parametrize("how", ["dtype", "type"])
def test_view_as_host_class_is_a_clear_error(gp, how):
    """NumPy's ndarray subclasses (recarray, matrix) hold host memory: viewing a device array
    as one raises a TypeError that says so (not a dtype error), and the array is unchanged."""
    a = gp.zeros(3, dtype=[("x", float), ("y", int)])
    for cls in (numpy.recarray, numpy.matrix):
        with pytest.raises(TypeError, match="cannot be viewed as .*host memory"):
            a.view(cls) if how == "dtype" else a.view(type=cls)
    assert a.view(gp.ndarray).shape == (3,) and a["x"].shape == (3,)


def _subarray_field_written(xp, a, t, base):
    c = t[2]  # (nested's subarray field "c")
    c[0] = 9.0
    return isinstance(c, xp.ndarray), (c.base is a) if base else None, repr(c), repr(a.tolist())


@pytest.mark.parametrize("how", ["item", "item of a record", "tolist", "tolist 2-d"])
def test_item_and_tolist_give_subarray_fields_as_views(xp, how):
    """NumPy's item (and tolist) of a record gives a subarray field as an array of the
    array's memory (its base the array; a write reaches it), not a host copy."""
    def body(xp):
        a = nested(xp)
        if how == "item":
            return _subarray_field_written(xp, a, a.item(1), True)
        if how == "item of a record":
            return _subarray_field_written(xp, a, a[1].item(), False)
        if how == "tolist":
            return _subarray_field_written(xp, a, a.tolist()[1], True)
        a = a.reshape(2, 1)
        return _subarray_field_written(xp, a, a.tolist()[1][0], True)
    assert_same(xp, body)


@pytest.mark.parametrize("op", ["==", "!="])
def test_compare_records_of_shapes_that_do_not_broadcast(xp, op):
    """NumPy's comparison of records whose shapes do not broadcast raises the ufunc's
    ValueError (its message names the operands' shapes)."""
    def body(xp):
        a, b = xp.zeros(2, dtype=DT), xp.zeros(3, dtype=DT)
        try:
            a == b if op == "==" else a != b
        except ValueError as e:
            return str(e)
    assert_same(xp, body)


@pytest.mark.parametrize("n", [0, 2])
@pytest.mark.parametrize("src, dst", [
    ([("a", "i4", (2,)), ("b", "c8")], [("a", "i4")]),   # (fewer fields: no cast)
    ([("a", "u1"), ("b", "f4")], [("a", "i4")]),
    (DT, "f8"),                                          # (several fields to one value)
    (DT, [("p", "f4"), ("q", "i4")]),
    ([("a", "i4")], "f8"),
    ("f8", DT),
], ids=str)
def test_astype_structured_cast_checked_before_values(xp, n, src, dst):
    # (NumPy refuses a cast between these dtypes for any array, an empty one too)
    assert_same(xp, lambda xp: xp.zeros(n, src).astype(dst))


def _index_error(fn):
    try:
        fn()
    except IndexError as e:
        return str(e)
    return None


@pytest.mark.parametrize("shape", [(5,), (2, 3)], ids=str)
@pytest.mark.parametrize("key", [([0], [0]), (0, [0]), ([0], None, [0]), ([0], 0, 0),
                                 ([0], [0], [0]), ([0], ..., [0], [0])], ids=str)
def test_too_many_indices_message(xp, shape, key):
    # (the records' own dimensions in NumPy's message, not those of their bytes)
    def read(xp):
        return _index_error(lambda: xp.zeros(shape, DT)[key])

    def write(xp):
        a = xp.zeros(shape, DT)

        def set_():
            a[key] = (1.0, 2)
        return _index_error(set_)
    assert read(xp) == read(numpy)
    assert write(xp) == write(numpy)


def test_record_list_index_message(xp):
    assert _index_error(lambda: recs(xp)[0][[0]]) == _index_error(lambda: recs(numpy)[0][[0]])


_VOID_KEYS = [0, -1, 2, numpy.int64(1), "b", "c", numpy.str_("d"), True, numpy.True_, 1.0,
              None, slice(None), Ellipsis, (), (0,), ["a", "b"], b"a", 7, -8, "zz"]
_VOID_VALUES = [5, 2.5, (9, 10), [9], [2.5], numpy.array([2.5]), numpy.array(2.5), [4, 5],
                [4, 5, 6], (1, 2.0), 1j, None, "7", "x", 300, 1e10, [1]]


@pytest.mark.parametrize("key", _VOID_KEYS, ids=repr)
def test_record_scalar_assignment_keys_and_values(xp, key):
    """A record (``a[i]`` of a structured array) takes a field by name or position only (other
    keys: IndexError 'invalid index'); the value is packed as one element of the field's dtype,
    NumPy's element assignment (int() of a sequence: TypeError; a list into a bool field: its
    truth; a complex into a real field: TypeError), with its warnings."""
    import warnings
    dt = numpy.dtype([("a", "i1"), ("b", "f4"), ("c", "i2", (2,)), ("d", "?"),
                      ("e", "c8"), ("f", [("p", "i4"), ("q", "f8")])], align=True)

    def body(xp):
        out = []
        for v in _VOID_VALUES:
            x = xp.zeros(2, dt)
            r = x[1]
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                try:
                    r[key] = v
                    got = x[1].item()
                except (TypeError, ValueError, IndexError, OverflowError) as e:
                    got = type(e).__name__, str(e)
            out.append((got, [(x.category, str(x.message)) for x in w]))
        ro = xp.zeros(2, dt)
        ro.setflags(write=False)
        try:
            ro[1][key] = 1
        except (ValueError, IndexError) as e:
            out.append((type(e).__name__, str(e)))
        return out
    assert_same(xp, body)
