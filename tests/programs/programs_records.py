"""Programs on structured and record dtypes as real code uses them (tables of measurements, particle
systems, joined datasets: fields, nested fields, subarray fields, sorting by order=, np.rec,
numpy.lib.recfunctions, views, tolist, reprs) and on the array-API namespace used generically
(``xp = x.__array_namespace__()``: sort, astype, unique_*, asarray(copy=), clip, the namespace
info, to_device, finfo/iinfo), bad inputs included.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import importlib
import inspect

import numpy

from .runner import attempt, attempt_each, collection, show, show_each, show_rounded


PROGRAMS, program = collection()

# (sort/argsort's descending= is NumPy 2.5's: gpnumpy has it under every NumPy, as the array API
# asks; under an older NumPy the programs that use it print what they can compare)
_DESCENDING = "descending" in inspect.signature(numpy.sort).parameters


def _rfn(np):
    return importlib.import_module(np.__name__ + ".lib.recfunctions")


# ------------------------------------------------------------------------------- building tables

@program
def records_sensor_table_zeros(np):
    reading = np.dtype([("t", "f8"), ("temp", "f4"), ("ok", "?"), ("station", "i2")])
    log = np.zeros(5, dtype=reading)
    log["t"] = np.arange(5) * 0.25
    log["temp"] = [20.5, 21.0, np.nan, 22.25, 19.75]
    log["ok"] = ~np.isnan(log["temp"])
    log["station"] = [3, 3, 7, 7, 3]
    show(log)
    print(log.dtype, log.itemsize, log.nbytes, log.strides)
    good = log[log["ok"]]
    show(good["temp"])
    print(round(float(good["temp"].mean()), 4))
    for st in np.unique(log["station"]):
        print(int(st), log["temp"][(log["station"] == st) & log["ok"]].tolist())


@program
def records_array_from_tuples_and_lists(np):
    dt = [("id", "i4"), ("xy", "f8", (2,)), ("label", "U6")]
    a = np.array([(1, (0.5, 1.5), "alpha"), (2, [2.0, -1.0], "beta")], dtype=dt)
    show(a)
    show(a["xy"])
    print(a[0], a[1]["label"], a["xy"].shape)
    attempt(np.array, [(1, (0.5, 1.5))], dtype=dt)             # too few fields
    attempt(np.array, [[1, [0.5, 1.5], "x"]], dtype=dt)        # lists are not records
    attempt(np.array, [(1, (0.5, 1.5, 2.5), "x")], dtype=dt)   # subarray of the wrong length
    attempt(np.array, [("one", (0, 0), "x")], dtype=dt)


@program
def records_dtype_construction_forms(np):
    forms = [
        [("a", "i4"), ("b", "f8")],
        {"names": ["a", "b"], "formats": ["i4", "f8"]},
        {"names": ["a", "b"], "formats": ["u1", "f4"], "offsets": [0, 4], "itemsize": 12},
        "i4, f8, (2,3)u1",
        np.dtype([("a", "<i4"), ("b", ">f8")]),
    ]
    for f in forms:
        d = np.dtype(f)
        print(d, d.names, d.itemsize, d.isalignedstruct, d.descr)
    print(np.dtype([("a", "u1"), ("b", "f8")], align=True).itemsize)
    for bad in ([("a", "i4"), ("a", "f8")], [("a", "q4")], {"names": ["a"], "formats": []},
                [(1, "i4")], [("a",)]):
        attempt(np.dtype, bad)


@program
def records_field_metadata(np):
    dt = np.dtype([("name", "U8"), ("pos", "f4", (3,)), ("mass", "f8")])
    print(dt.names, dt.fields["pos"], dt.fields["mass"][1])
    print(dt["pos"].shape, dt["pos"].base, dt["pos"].subdtype, dt.kind, dt.char, dt.num)
    print(len(dt), "mass" in dt.names, dt[2], dt[-1])
    print(np.dtype(dt.descr) == dt,
          dt == np.dtype([("name", "U8"), ("pos", "f4", 3), ("mass", "f8")]))
    attempt(lambda: dt["velocity"])
    attempt(lambda: dt[5])
    attempt(lambda: dt[["name", "mass"]])
    print(dt.hasobject, dt.isnative, dt.flags)


# --------------------------------------------------------------------------- fields and records

@program
def records_particles_update_fields(np):
    p = np.zeros(4, dtype=[("pos", "f8", (2,)), ("vel", "f8", (2,)), ("m", "f4")])
    p["pos"] = np.arange(8.0).reshape(4, 2)
    p["vel"][:, 0] = 1.0
    p["vel"][:, 1] = [-0.5, 0.0, 0.5, 1.0]
    p["m"] = [1, 2, 3, 4]
    dt = 0.1
    p["pos"] += dt * p["vel"]
    show(np.round(p["pos"], 6))
    ke = 0.5 * p["m"] * (p["vel"] ** 2).sum(axis=1)
    show(np.round(ke, 5))
    com = (p["m"][:, None] * p["pos"]).sum(axis=0) / p["m"].sum()
    print(np.round(com, 6).tolist())
    p[1]["m"] = 10
    p["m"][2] = 20
    show(p["m"])


@program
def records_nested_fields(np):
    addr = np.dtype([("city", "U8"), ("zip", "i4")])
    person = np.dtype([("name", "U6"), ("age", "u1"), ("home", addr), ("scores", "i2", (3,))])
    people = np.zeros(3, dtype=person)
    people["name"] = ["Ann", "Bo", "Cy"]
    people["age"] = [31, 42, 27]
    people["home"]["city"] = ["Oslo", "Rome", "Oslo"]
    people["home"]["zip"] = [150, 100, 151]
    people["scores"] = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    show(people)
    show(people["home"])
    show(people["home"]["zip"])
    show(people[people["home"]["city"] == "Oslo"]["name"])
    print(people[1]["home"], people[1]["home"]["city"], people["scores"].sum(axis=1))
    print(person.fields["home"][0].names, people.dtype["home"]["zip"])
    attempt(lambda: people["home"]["street"])
    attempt(lambda: people["home.city"])


@program
def records_multifield_index(np):
    a = np.array([(1, 2.0, 3), (4, 5.0, 6)], dtype=[("a", "i4"), ("b", "f8"), ("c", "i2")])
    sub = a[["a", "c"]]
    show(sub)
    print(sub.dtype, sub.itemsize, sub.dtype.offsets if hasattr(sub.dtype, "offsets") else None)
    sub["a"] = 100                 # a view: writes through
    show(a)
    show(a[["c", "a"]])
    attempt(lambda: a[["a", "a"]])
    attempt(lambda: a[["a", 1]])
    attempt(lambda: a[[]])
    print(_rfn(np).repack_fields(sub).dtype)


@program
def records_assign_records(np):
    dt = np.dtype([("x", "i4"), ("y", "f4")])
    a = np.zeros(4, dtype=dt)
    a[0] = (1, 1.5)
    a[1:3] = [(2, 2.5), (3, 3.5)]
    a[3] = a[0]
    show(a)
    b = np.ones(4, dtype=[("p", "i8"), ("q", "f8")])
    a[:] = b                        # assigned by position, not by name
    show(a)
    a[2] = np.array((7, 8.0), dtype=[("y", "f8"), ("x", "i8")])
    show(a)
    attempt(a.__setitem__, 0, (1, 2, 3))
    attempt(a.__setitem__, 0, 5)
    show(a)
    attempt(a.__setitem__, 0, "x")
    attempt(a.__setitem__, slice(None), [(1, 2)] * 3)


@program
def records_scalar_records(np):
    dt = np.dtype([("a", "i4"), ("b", "f8"), ("c", "U3")])
    arr = np.array([(1, 2.5, "x"), (2, -1.0, "yz")], dtype=dt)
    r = arr[0]
    print(type(r).__name__, r, repr(r), r.dtype, r.shape, r.ndim)
    print(r["a"], r[1], r[-1], len(r), tuple(r), r.item())
    r["b"] = 9.5                      # writes into arr
    print(arr[0], arr[["a", "b"]][1])
    attempt(lambda: r[3])
    attempt(lambda: r["zz"])
    print(r == arr[0], r == arr[1], arr[1] != arr[1])


@program
def records_record_equality(np):
    dt = np.dtype([("k", "i4"), ("v", "f8")])
    a = np.array([(1, 1.0), (2, np.nan), (3, 3.0)], dtype=dt)
    b = np.array([(1, 1.0), (2, np.nan), (3, 3.5)], dtype=dt)
    show(a == b)
    show(a != b)
    show(a == a[0])
    other = np.array([(1, 1.0)], dtype=[("k", "i8"), ("v", "f4")])
    show(a == other)
    renamed = np.array([(1, 1.0)], dtype=[("key", "i4"), ("val", "f8")])
    attempt(lambda: a == renamed)
    attempt(lambda: a == np.array([(1,)], dtype=[("k", "i4")]))
    attempt(lambda: a == 1)
    attempt(lambda: a < b)
    print(np.array_equal(a, a), np.array_equal(a[[0, 2]], b[[0, 2]]))


@program
def records_tolist_and_item(np):
    dt = [("id", "u2"), ("w", "f4", (2,)), ("sub", [("p", "i1"), ("q", "?")])]
    a = np.zeros(3, dtype=dt)
    a["id"] = [10, 20, 30]
    a["w"] = [[0.5, 1.0], [1.5, 2.0], [2.5, 3.0]]
    a["sub"]["p"] = [-1, 0, 1]
    a["sub"]["q"] = [True, False, True]
    print(a.tolist())
    print(a[1].item(), type(a[1].item()).__name__)
    print(a.reshape(3, 1)[2].tolist())
    print(a[["id"]].tolist())
    print(np.array(a.tolist(), dtype=dt) == a)
    print(a.item(0), a.item(-1))
    attempt(a.item)


# ----------------------------------------------------------------------------- sorting by order=

@program
def records_sort_leaderboard(np):
    dt = np.dtype([("player", "U6"), ("level", "i2"), ("score", "i4"), ("time", "f8")])
    board = np.array([("ann", 3, 900, 12.5), ("bob", 5, 900, 11.0), ("cy", 3, 1200, 15.0),
                      ("di", 5, 700, 9.5), ("ed", 3, 900, 10.0)], dtype=dt)
    show(np.sort(board, order=["level", "score"])["player"])
    show(np.sort(board, order="score")[::-1]["player"])
    show(np.argsort(board, order=("score", "time"), kind="stable"))
    lex = np.lexsort((board["time"], -board["score"]))
    show(board["player"][lex])
    board.sort(order="time")
    show(board)
    for bad in ("rank", ["score", "rank"], 3, ["score", "score"]):
        attempt(np.sort, board, order=bad)
    attempt(board.argsort, order=[])


@program
def records_sort_partial_order_and_ties(np):
    dt = [("a", "i4"), ("b", "f8"), ("c", "i4")]
    x = np.array([(2, 1.0, 9), (1, 2.0, 8), (2, 0.5, 7), (1, 2.0, 6), (1, np.nan, 5)], dtype=dt)
    show(np.sort(x, order="a"))            # the rest of the fields break ties
    show(np.sort(x, order=["b"]))
    show(np.argsort(x))                    # no order: all fields in turn
    show(np.searchsorted(np.sort(x["a"]), [0, 1, 2, 3]))
    show(np.sort(x[["c", "a"]], order="c"))
    show(np.partition(x["c"], 2))


@program
def records_sort_nested_field_order(np):
    dt = np.dtype([("key", [("major", "i2"), ("minor", "i2")]), ("val", "f4")])
    x = np.array([((1, 2), 0.5), ((0, 9), 1.5), ((1, 1), 2.5), ((0, 3), 3.5)], dtype=dt)
    show(np.sort(x, order="key"))
    show(np.sort(x, order=["val"]))
    show(np.argsort(x["key"], order=["minor", "major"]))
    attempt(np.sort, x, order="key.minor")


# ------------------------------------------------------------------------------- np.rec / recarray

@program
def records_fromarrays_attribute_access(np):
    t = np.array([0.0, 0.5, 1.0, 1.5])
    v = np.array([1.0, 0.8, 0.5, 0.1])
    flag = np.array([True, True, False, True])
    r = np.rec.fromarrays([t, v, flag], names="t,v,flag")
    print(type(r).__name__, r.dtype, r.shape)
    show(r.v[r.flag])
    print(r[2], r[2].t, r[2].v, type(r[2]).__name__)
    r.v *= 2
    print(r.v.tolist(), r["v"].tolist())
    print(repr(r))
    attempt(lambda: r.speed)
    attempt(np.rec.fromarrays, [t, v[:3]], names="t,v")
    attempt(np.rec.fromarrays, [t, v], names="t")
    attempt(np.rec.fromarrays, [t, v], names="t,v,w")


@program
def records_fromrecords_and_formats(np):
    r = np.rec.fromrecords([(1, "a", 2.5), (2, "bb", -1.0)], names="n,s,x")
    print(r.dtype, r.n.tolist(), r.s.tolist(), r.x.dtype)
    r2 = np.rec.array([(1, 2.0), (3, 4.0)], formats="i2,f4", names="p,q")
    print(r2.dtype, r2.p, r2.q)
    r3 = np.rec.array(np.zeros(2, dtype=[("a", "i4"), ("b", "f8")]))
    print(type(r3).__name__, r3.a, r3.b.dtype)
    back = np.asarray(r3)
    print(type(back).__name__, back.dtype)
    attempt(np.rec.fromrecords, [(1, 2), (3,)], names="a,b")
    attempt(np.rec.array, [(1, 2.0)], formats="i2,q9", names="p,q")


@program
def records_recarray_view_of_structured(np):
    a = np.zeros(3, dtype=[("x", "f8"), ("y", "f8"), ("tag", "i4")])
    a["x"] = [1, 2, 3]
    a["y"] = [4, 5, 6]
    r = a.view(np.recarray)
    print(np.round(np.hypot(r.x, r.y), 6).tolist())
    r.tag = [7, 8, 9]
    show(a["tag"])
    print(r.field("y"), r.field(0))
    print(type(r[0]).__name__, type(r[:2]).__name__)
    print(type(r.x).__name__)
    attempt(r.field, "zz")


@program
def records_recarray_create_and_repr(np):
    r = np.recarray((2,), dtype=[("a", "i4"), ("b", "f4")])
    r.a = [1, 2]
    r.b = 0.5
    print(repr(r))
    print(str(r))
    e = np.rec.array(np.zeros(0, dtype=[("a", "i4")]))
    print(repr(e), e.shape)
    print(np.rec.format_parser(["i4", "f8"], ["a", "b"], []).dtype)


# ----------------------------------------------------------------------------------- recfunctions

@program
def records_append_and_drop_fields(np):
    rfn = _rfn(np)
    base = np.array([(1, 10.0), (2, 20.0), (3, 30.0)], dtype=[("id", "i4"), ("val", "f8")])
    withz = rfn.append_fields(base, "z", np.array([0.1, 0.2, 0.3]), usemask=False)
    show(withz)
    two = rfn.append_fields(base, ["flag", "n"], [np.array([True, False, True]),
                                                   np.array([5, 6, 7], dtype="u1")],
                            usemask=False)
    print(two.dtype)
    show(rfn.drop_fields(two, ["val", "flag"]))
    show(rfn.drop_fields(base, "val"))
    print(rfn.drop_fields(base, ["id", "val"]))
    show(rfn.drop_fields(base, "missing"))
    print(rfn.rename_fields(base, {"val": "value"}).dtype)
    attempt(rfn.append_fields, base, "id", np.zeros(3), usemask=False)


@program
def records_structured_to_unstructured(np):
    rfn = _rfn(np)
    pts = np.array([(1.0, 2.0, 3), (4.0, 5.0, 6)], dtype=[("x", "f4"), ("y", "f8"), ("n", "i2")])
    u = rfn.structured_to_unstructured(pts)
    show(u)
    show(rfn.structured_to_unstructured(pts[["x", "y"]]))
    show(rfn.structured_to_unstructured(pts, dtype=np.int32))
    nested = np.zeros(2, dtype=[("a", "f4", (2,)), ("b", [("c", "f4"), ("d", "f4")])])
    nested["a"] = [[1, 2], [3, 4]]
    nested["b"]["d"] = [9, 8]
    show(rfn.structured_to_unstructured(nested))
    attempt(rfn.structured_to_unstructured, np.arange(4.0))


@program
def records_unstructured_to_structured(np):
    rfn = _rfn(np)
    m = np.arange(12.0).reshape(4, 3)
    s = rfn.unstructured_to_structured(m, np.dtype([("x", "f8"), ("y", "f8"), ("z", "f8")]))
    show(s)
    s2 = rfn.unstructured_to_structured(m, names=["a", "b", "c"])
    print(s2.dtype, s2["b"].tolist())
    s3 = rfn.unstructured_to_structured(m.astype("i4"), np.dtype([("p", "i2", (2,)), ("q", "f4")]))
    show(s3)
    attempt(rfn.unstructured_to_structured, m, np.dtype([("x", "f8"), ("y", "f8")]))
    attempt(rfn.unstructured_to_structured, np.float64(3.0), names=["a"])
    attempt(rfn.unstructured_to_structured, m)


@program
def records_join_by_key(np):
    rfn = _rfn(np)
    left = np.array([(1, 5.0), (2, 6.0), (4, 7.0)], dtype=[("key", "i4"), ("a", "f8")])
    right = np.array([(1, 50), (3, 60), (4, 70)], dtype=[("key", "i4"), ("b", "i8")])
    inner = rfn.join_by("key", left, right, usemask=False)
    show(inner)
    outer = rfn.join_by("key", left, right, jointype="outer")
    print(outer.dtype, outer["key"].tolist(), outer["a"].mask.tolist(),
          outer["b"].filled(-1).tolist())
    lo = rfn.join_by("key", left, right, jointype="leftouter", usemask=False,
                     defaults={"b": -9})
    show(lo)
    attempt(rfn.join_by, "key", left, right, jointype="sideways")
    attempt(rfn.join_by, "nokey", left, right)


@program
def records_merge_and_stack_arrays(np):
    rfn = _rfn(np)
    a = np.array([1, 2, 3])
    b = np.array([0.5, 1.5, 2.5])
    attempt(rfn.merge_arrays, (a, b[:2]), flatten=True, usemask=False)
    m = rfn.merge_arrays((a, b), flatten=True, usemask=False)
    print(m.dtype, m.tolist())
    x = np.array([(1, 2.0)], dtype=[("p", "i4"), ("q", "f8")])
    y = np.array([(3, 4.0, 5)], dtype=[("p", "i4"), ("q", "f8"), ("r", "i2")])
    st = rfn.stack_arrays((x, y), autoconvert=True)
    print(st.dtype, st.filled(-1).tolist(), st["r"].mask.tolist())
    print(rfn.get_names(y.dtype), rfn.get_names_flat(np.dtype([("a", [("b", "i4")])])))
    keys = np.ma.array([(1,), (1,), (2,), (3,), (3,)], dtype=[("k", "i4")])
    dup, where = rfn.find_duplicates(keys, return_index=True)
    print(dup.tolist(), where.tolist())


@program
def records_apply_along_fields(np):
    rfn = _rfn(np)
    b = np.array([(1, 2, 5), (4, 5, 7), (7, 8, 11), (10, 11, 12)],
                 dtype=[("x", "i4"), ("y", "f4"), ("z", "f8")])
    show(rfn.apply_along_fields(np.mean, b))
    show(rfn.apply_along_fields(np.mean, b[["x", "z"]]))
    show(rfn.assign_fields_by_name(np.zeros(4, dtype=b.dtype), b))
    dst = np.zeros(4, dtype=[("z", "f8"), ("x", "i8")])
    rfn.assign_fields_by_name(dst, b)
    show(dst)


# -------------------------------------------------------------------------------------- views

@program
def records_view_between_compatible_dtypes(np):
    rgb = np.array([(255, 0, 10), (1, 2, 3)], dtype=[("r", "u1"), ("g", "u1"), ("b", "u1")])
    show(rgb.view(np.uint8))
    show(rgb.view((np.uint8, 3)))
    show(rgb.view("u1").reshape(-1, 3).sum(axis=1))
    xy = np.arange(6.0).view([("x", "f8"), ("y", "f8")])
    show(xy)
    show(xy["y"])
    c = np.array([1 + 2j, 3 - 4j]).view([("re", "f8"), ("im", "f8")])
    show(c)
    attempt(lambda: np.arange(5.0).view([("x", "f8"), ("y", "f8")]))
    attempt(lambda: rgb.view(np.float32))
    attempt(lambda: rgb.view([("rg", "u2")]))


@program
def records_view_struct_as_struct(np):
    pair = np.array([(1, 2), (3, 4)], dtype=[("lo", "<i4"), ("hi", "<i4")])
    as64 = pair.view("<i8")
    show(as64 == (pair["hi"].astype("<i8") << 32) + pair["lo"])
    swapped = pair.view([("hi", "<i4"), ("lo", "<i4")])
    show(swapped["hi"])
    show(pair.view(np.dtype((np.void, 8))).shape)
    padded = np.zeros(2, dtype={"names": ["a"], "formats": ["i4"], "offsets": [4], "itemsize": 8})
    padded["a"] = [5, 6]
    show(padded.view("<i4"))
    print(padded.dtype, padded.tolist())


@program
def records_field_views_are_strided(np):
    a = np.zeros((3, 2), dtype=[("u", "f4"), ("v", "i8")])
    u = a["u"]
    print(u.shape, u.strides, u.flags["C_CONTIGUOUS"], u.base is a or u.base is not None)
    u[...] = np.arange(6).reshape(3, 2)
    a["v"][1] = [7, 8]
    show(a)
    print(np.shares_memory(a["u"], a), np.shares_memory(a["u"], a["v"]))
    t = a.T
    show(t["u"])
    print(a["u"].copy().strides, np.ascontiguousarray(a["v"]).strides)


# ---------------------------------------------------------------------------------- conversions

@program
def records_astype_between_structs(np):
    src = np.array([(1, 2.5), (3, 4.5)], dtype=[("a", "i4"), ("b", "f8")])
    show(src.astype([("a", "i8"), ("b", "f4")]))
    show(src.astype([("x", "f8"), ("y", "i2")]))        # by position
    attempt(src.astype, [("a", "i8")])
    attempt(src.astype, np.float64)
    show(np.array([(7,)], dtype=[("only", "i4")]).astype(np.float64))
    show(np.arange(3).astype([("a", "i4"), ("b", "f4")]))
    print(np.can_cast(src.dtype, np.dtype([("a", "i8"), ("b", "f8")])),
          np.can_cast(src.dtype, np.dtype([("a", "i2"), ("b", "f4")])),
          np.can_cast(src.dtype, np.dtype([("a", "i8"), ("b", "f8")]), casting="same_kind"))
    print(np.result_type(src.dtype, src.dtype))
    attempt(np.result_type, src.dtype, np.float64)


@program
def records_concatenate_and_stack(np):
    dt = [("k", "i4"), ("v", "f8")]
    a = np.array([(1, 0.5)], dtype=dt)
    b = np.array([(2, 1.5), (3, 2.5)], dtype=dt)
    show(np.concatenate([a, b]))
    show(np.stack([b, b]))
    show(np.hstack([a, b])["k"])
    c = np.array([(4, 3.5)], dtype=[("k", "i8"), ("v", "f4")])
    show(np.concatenate([a, c]))
    attempt(np.concatenate, [a, np.array([(1, 2.0)], dtype=[("x", "i4"), ("y", "f8")])])
    attempt(np.concatenate, [a, np.arange(2)])
    show(np.where([True, False], b, a))
    show(np.repeat(a, 3)["v"])
    show(np.tile(b, 2)["k"])


@program
def records_empty_like_full_like(np):
    dt = np.dtype([("a", "i2"), ("b", "f4", (2,))])
    z = np.zeros((2, 2), dtype=dt)
    show(np.zeros_like(z))
    o = np.ones(2, dtype=dt)
    show(o)
    attempt(np.full, 2, (3, [1.5, 2.5]), dtype=dt)
    show(np.full(2, np.array((3, [1.5, 2.5]), dtype=dt)))
    attempt(np.full, 2, 7, dtype=dt)
    print(np.empty_like(z).dtype, np.ones_like(z)["b"].tolist())
    z.fill((1, (2, 3)))
    show(z)
    attempt(z.fill, (1, 2, 3))


@program
def records_unique_and_set_ops(np):
    dt = [("u", "i4"), ("v", "U2")]
    a = np.array([(1, "a"), (2, "b"), (1, "a"), (0, "z")], dtype=dt)
    u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
    show(u)
    print(idx.tolist(), inv.tolist(), cnt.tolist())
    b = np.array([(1, "a"), (5, "q")], dtype=dt)
    show(np.isin(a, b))
    show(np.intersect1d(a, b))
    show(np.setdiff1d(a, b))
    show(np.union1d(a, b))


@program
def records_numeric_only_struct_roundtrip(np):
    dt = np.dtype([("lat", "f8"), ("lon", "f8"), ("alt", "f4")])
    track = np.zeros(6, dtype=dt)
    track["lat"] = np.linspace(59.9, 60.4, 6)
    track["lon"] = np.linspace(10.7, 11.2, 6)
    track["alt"] = [100, 120, 150, 150, 130, 90]
    climb = np.diff(track["alt"])
    show(climb)
    step = np.hypot(np.diff(track["lat"]), np.diff(track["lon"]))
    show(np.round(step, 6))
    top = track[np.argmax(track["alt"])]
    print(round(float(top["lat"]), 6), float(top["alt"]))
    show(track[::2].copy())
    show(np.flip(track)["alt"])
    print(track.reshape(2, 3)["alt"].max(axis=1).tolist())
    attempt(np.sum, track)
    attempt(np.mean, track)
    attempt(np.max, track)


@program
def records_printing_reprs(np):
    dt = np.dtype([("name", "U4"), ("val", "f8"), ("n", "i4")])
    a = np.array([("a", 1.0, 1), ("bb", 1e-8, -2), ("ccc", np.inf, 3)], dtype=dt)
    print(repr(a))
    print(a)
    print(repr(a[2]))
    print(np.array2string(a, separator="; "))
    with np.printoptions(precision=2):
        print(a)
    print(repr(np.zeros((2, 2), dtype=[("x", "i1"), ("y", "?")])))
    print(repr(np.zeros(0, dtype=dt)))
    print(repr(np.array([((1, 2), [3.0, 4.0])], dtype=[("p", [("i", "i1"), ("j", "i1")]),
                                                        ("q", "f4", (2,))])))
    print(repr(dt), str(dt), repr(np.dtype("i4,f8")))


@program
def records_void_and_unnamed(np):
    a = np.array([(1, 2.0)], dtype="i4,f8")
    print(a.dtype.names, a["f0"], a["f1"])
    v = np.zeros(2, dtype="V4")
    print(repr(v), v.dtype, v.itemsize)
    print(np.dtype("V8").kind, np.dtype((np.void, 3)).str)
    b = np.frombuffer(b"\x01\x00\x02\x00", dtype=[("lo", "<u2")])
    print(b, b["lo"].tolist())
    attempt(np.frombuffer, b"\x01\x00\x02", dtype=[("lo", "<u2")])
    s = np.array([(1, 2.0)], dtype=[("a", "i4"), ("b", "f8")])
    print(bytes(s.tobytes()) == s.tobytes(), len(s.tobytes()))
    back = np.frombuffer(s.tobytes(), dtype=s.dtype)
    print(back, back.flags.writeable)


@program
def records_savetxt_style_rows(np):
    dt = np.dtype([("day", "i2"), ("open", "f8"), ("close", "f8")])
    a = np.array([(1, 10.0, 10.5), (2, 10.5, 10.25), (3, 10.25, 11.0)], dtype=dt)
    ret = (a["close"] - a["open"]) / a["open"]
    for row, r in zip(a, ret):
        print(f"{row['day']:>3d} {row['open']:7.2f} {row['close']:7.2f} {r:+.4f}")
    print([f"{x:.2f}" for x in a["close"]])
    rows = [tuple(row) for row in a]
    print(rows)
    print(np.array(rows, dtype=dt) == a)


# --------------------------------------------------------------------------- array API namespace

@program
def records_xp_generic_standardize(np):
    def standardize(x):
        xp = x.__array_namespace__()
        x = xp.asarray(x, dtype=xp.float64)
        mu = xp.mean(x, axis=0)
        sd = xp.std(x, axis=0)
        return (x - mu) / sd
    data = np.asarray([[1, 2], [3, 4], [5, 9]])
    z = standardize(data)
    show_rounded(z)
    xp = data.__array_namespace__()
    print(xp is np)


@program
def records_xp_sort_descending_stable(np):
    x = np.asarray([3, 1, 2, 3, 1, 5])
    xp = x.__array_namespace__()
    show(xp.sort(x))
    if _DESCENDING:
        attempt(xp.sort, x, descending=True)
        attempt(xp.argsort, x, descending=True, stable=True)
    show(xp.argsort(x, stable=True))
    f = np.asarray([[0.5, np.nan, -1.0], [2.0, 1.0, 0.0]])
    if _DESCENDING:
        attempt(xp.sort, f, axis=1, descending=True)
        attempt(xp.sort, f, axis=0, descending=True, stable=False)
        attempt(xp.sort, x, descending="yes")
        attempt(xp.sort, np.asarray(3), descending=True)
    attempt(xp.sort, x, axis=2)
    attempt(xp.argsort, x, stable=True, kind="quicksort")
    attempt(xp.sort, np.asarray(3))


@program
def records_xp_astype_and_can_cast(np):
    x = np.asarray([1.7, -2.2, 300.0])
    xp = x.__array_namespace__()
    show(xp.astype(x, xp.int32))
    show(xp.astype(x, xp.float32, copy=False))
    y = xp.astype(x, xp.float64, copy=False)
    print(y is x, xp.astype(x, xp.float64) is x)
    show(xp.astype(xp.asarray([0, 1, 2]), xp.bool))
    print(xp.can_cast(xp.int8, xp.int16), xp.can_cast(x, xp.int64),
          xp.isdtype(x.dtype, "real floating"))
    attempt(xp.astype, x, "int8")
    attempt(xp.astype, [1, 2], xp.int8)
    attempt(xp.astype, x, xp.int8, casting="safe")
    attempt(xp.astype, x, xp.complex64, device="cpu")
    # (device="gpu" is refused by NumPy, but names the device on a GPU: left out)


@program
def records_xp_unique_tuples(np):
    x = np.asarray([3, 1, 3, 2, 1, 3])
    xp = x.__array_namespace__()
    ua = xp.unique_all(x)
    print(type(ua).__name__, ua._fields)
    show_each(tuple(ua))
    uc = xp.unique_counts(x)
    print(uc.values.tolist(), uc.counts.tolist())
    ui = xp.unique_inverse(x)
    print(ui.values.tolist(), ui.inverse_indices.tolist(), ui.inverse_indices.dtype)
    show(xp.sort(xp.unique_values(x)))  # (NumPy 2.3+ leaves the order to a hash table)
    m = np.asarray([[1, 2], [2, 1]])
    show_each(tuple(xp.unique_inverse(m)))
    nan = np.asarray([np.nan, 1.0, np.nan])
    show_each(tuple(xp.unique_counts(nan)))
    show(xp.sort(xp.unique_values(nan)))
    attempt(xp.unique_counts, [1, 2, 2])


@program
def records_xp_asarray_copy_semantics(np):
    base = np.asarray([1.0, 2.0, 3.0])
    xp = base.__array_namespace__()
    a = xp.asarray(base)
    b = xp.asarray(base, copy=True)
    c = xp.asarray(base, copy=False)
    print(a is base, b is base, c is base, np.shares_memory(b, base))
    attempt(xp.asarray, base, dtype=xp.float32, copy=False)
    attempt(xp.asarray, [1, 2], copy=False)
    show(xp.asarray([1, 2], copy=True))
    show(xp.asarray(7, dtype=xp.int16))
    show(xp.asarray([True, 2]))
    attempt(xp.asarray, [[1, 2], [3]])
    show(xp.asarray(range(4), dtype=xp.float32))
    attempt(xp.asarray, base, copy="maybe")


@program
def records_xp_clip_min_max(np):
    x = np.asarray([-5, -1, 0, 3, 8], dtype=np.int16)
    xp = x.__array_namespace__()
    show(xp.clip(x, min=-2, max=4))
    show(xp.clip(x, min=0))
    show(xp.clip(x, max=1))
    show(xp.clip(x))
    show(xp.clip(x, -1, 1))
    f = np.asarray([0.5, np.nan, 2.5])
    show(xp.clip(f, min=xp.asarray([0.0, 0.0, 1.0]), max=2.0))
    show(xp.clip(x, min=2.5, max=4.5))
    attempt(xp.clip, x, min=1, a_min=1)
    attempt(xp.clip, x, min=3, max=1)
    attempt(xp.clip, x, a_min=None, a_max=None)


@program
def records_xp_namespace_info(np):
    x = np.asarray([1, 2])
    xp = x.__array_namespace__()
    info = xp.__array_namespace_info__()
    print(type(info).__name__)
    print(info.capabilities())
    print(info.default_device())
    dd = info.default_dtypes()
    print(sorted(dd), dd["real floating"], dd["indexing"])
    print(info.default_dtypes(device="cpu") == dd)
    attempt(info.default_dtypes, device="gpu")
    print(sorted(info.dtypes(kind="integral")))
    print(sorted(info.dtypes(kind=("bool", "complex floating"))))
    print(info.dtypes(kind="signed integer")["int8"])
    attempt(info.dtypes, kind="strings")
    print(list(info.devices()))  # (a tuple in NumPy 2.5, a list in the 2024.12 standard)


@program
def records_xp_to_device_and_device(np):
    x = np.asarray([1.5, 2.5])
    print(x.device, x.to_device("cpu") is x or np.array_equal(x.to_device("cpu"), x))
    attempt(x.to_device, "gpu")
    attempt(x.to_device, "cpu", stream=1)
    show(np.zeros(2, device="cpu"))
    attempt(np.zeros, 2, device="cuda")
    show(np.asarray([1], device="cpu"))


@program
def records_xp_finfo_iinfo(np):
    x = np.asarray([1.0], dtype=np.float32)
    xp = x.__array_namespace__()
    fi = xp.finfo(x.dtype)
    print(fi.bits, fi.eps, fi.max, fi.min, fi.smallest_normal, fi.dtype)
    print(xp.finfo(xp.float64).eps, xp.finfo(xp.complex64).dtype, xp.finfo("f2").bits)
    ii = xp.iinfo(xp.uint16)
    print(ii.bits, ii.min, ii.max, ii.dtype, ii.kind)
    print(xp.iinfo(xp.int64).max, xp.iinfo("i1"))
    attempt(xp.finfo, xp.int32)
    attempt(xp.iinfo, xp.float32)
    attempt(xp.iinfo, x.dtype)
    attempt(xp.finfo, "U3")
    attempt(xp.finfo, np.asarray([1, 2]).dtype)


@program
def records_xp_generic_topk(np):
    def top_k(x, k):
        xp = x.__array_namespace__()
        if _DESCENDING:
            idx = xp.argsort(x, descending=True, stable=True)[:k]
        else:
            idx = xp.flip(xp.argsort(xp.flip(x), stable=True))[:k]
            idx = x.shape[0] - 1 - idx
        return xp.take(x, idx), idx
    x = np.asarray([0.1, 0.9, 0.4, 0.9, 0.3])
    attempt_each(top_k, x, 3)
    attempt_each(top_k, np.asarray([], dtype=np.float32), 2)
    attempt_each(top_k, x, -1)


@program
def records_xp_generic_dtype_checks(np):
    xp = np.asarray(0).__array_namespace__()
    for dt in (xp.bool, xp.int8, xp.uint32, xp.float16, xp.complex128):
        print(dt.__name__ if hasattr(dt, "__name__") else dt,
              [xp.isdtype(dt, k) for k in ("bool", "integral", "numeric", "real floating",
                                             "complex floating")])
    print(xp.isdtype(xp.int32, (xp.int32, xp.int64)), xp.isdtype(xp.float32, xp.float64))
    attempt(xp.isdtype, xp.int32, "int")
    attempt(xp.isdtype, "i4", "integral")
    attempt(xp.isdtype, xp.dtype([("a", "i4")]), "numeric")
    print(xp.result_type(xp.int8, xp.uint8), xp.result_type(xp.float32, 1.0),
          xp.result_type(xp.asarray([1], dtype=xp.int16), 3))


@program
def records_unstructured_views_write_through(np):
    rfn = _rfn(np)
    frame = np.zeros(3, dtype=[("x", "f8"), ("y", "f8"), ("z", "f8"), ("id", "i4")])
    frame["x"] = [1.0, 2.0, 3.0]
    xyz = rfn.structured_to_unstructured(frame[["x", "y", "z"]], copy=False)
    print(xyz.shape, np.shares_memory(xyz, frame))
    xyz[:, 2] = xyz[:, 0] * 10           # edits the table through the view
    show(frame)
    grid = np.arange(6.0).reshape(3, 2)
    pts = rfn.unstructured_to_structured(grid, names=["u", "v"], copy=False)
    pts["v"] += 0.5
    show(grid)
    copied = rfn.structured_to_unstructured(frame[["x", "id"]], copy=False)
    copied[:] = -1                       # mixed dtypes: a copy, the table is unchanged
    show(frame["x"])
