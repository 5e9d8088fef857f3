"""ndarray.flat: NumPy's flatiter (indexing, assignment, iteration, len, base, index, coords,
copy) over every layout; ndarray.flatten unchanged."""

import numpy
import pytest

from gpnumpy.testing._xp import LAYOUTS, assert_same, assert_same_cases, make


def _flat_layouts():
    return [l for l in LAYOUTS if l != "empty"]


_READS = [
    ("int", lambda xp, f: f[5]),
    ("negative int", lambda xp, f: f[-1]),
    ("np int", lambda xp, f: f[numpy.int64(3)]),
    ("slice", lambda xp, f: f[1:7:2]),
    ("reversed slice", lambda xp, f: f[::-3]),
    ("empty slice", lambda xp, f: f[4:2]),
    ("ellipsis", lambda xp, f: f[...]),
    ("empty tuple", lambda xp, f: f[()]),
    ("list", lambda xp, f: f[[0, 3, 3, -1]]),
    ("2-d index array", lambda xp, f: f[xp.asarray(numpy.array([[1], [2]]))]),
    ("mask", lambda xp, f: f[xp.asarray(numpy.arange(len(f)) % 3 == 0)]),
    ("out of bounds", lambda xp, f: f[len(f)]),
    ("out of bounds negative", lambda xp, f: f[-len(f) - 1]),
    ("index array out of bounds", lambda xp, f: f[[0, len(f)]]),
    ("two indices", lambda xp, f: f[1, 2]),
    ("2-d mask", lambda xp, f: f[xp.ones((2, 2), dtype=bool)]),
    ("short mask", lambda xp, f: f[xp.ones(2, dtype=bool)]),
]


@pytest.mark.parametrize("layout", _flat_layouts())
def test_flat_reads(xp, layout):
    cases = []
    for label, fn in _READS:
        def body(xp, fn=fn, label=label):
            a = make(xp, (3, 4), "int32", layout)
            f = a.flat
            if layout == "0d" and label not in ("ellipsis", "empty tuple", "int", "negative int"):
                f = make(xp, (3, 4), "int32", "T").flat
            r = fn(xp, f)
            a[...] = 0   # reads are values/copies, never views
            return r, bool(numpy.isscalar(r))
        cases.append((label, body))
    assert_same_cases(xp, cases)


_WRITES = [
    ("int", lambda xp, f: f.__setitem__(5, 99)),
    ("negative int", lambda xp, f: f.__setitem__(-2, 7)),
    ("float into int", lambda xp, f: f.__setitem__(1, 2.7)),
    ("slice cyclic", lambda xp, f: f.__setitem__(slice(None, 5), [100, 200])),
    ("slice scalar", lambda xp, f: f.__setitem__(slice(1, 3), 5)),
    ("step slice", lambda xp, f: f.__setitem__(slice(None, None, 3), [-1, -2])),
    ("ellipsis", lambda xp, f: f.__setitem__(Ellipsis, 1)),
    ("repeated indices: last wins", lambda xp, f: f.__setitem__([0, 5, 0], [7, 8, 9])),
    ("index array cyclic", lambda xp, f: f.__setitem__([1, 2, 3], [4, 5])),
    ("2-d values flattened", lambda xp, f: f.__setitem__([1, 2], xp.asarray(numpy.array([[5], [6]])))),
    ("mask scalar", lambda xp, f: f.__setitem__(xp.asarray(numpy.arange(12) > 5), 0)),
    ("mask cyclic", lambda xp, f: f.__setitem__(xp.asarray(numpy.arange(12) > 5), [1, 2])),
    ("empty values", lambda xp, f: f.__setitem__(slice(None), [])),
    ("out of bounds", lambda xp, f: f.__setitem__(12, 1)),
    ("device values", lambda xp, f: f.__setitem__(slice(2, 6), xp.arange(4) * 10)),
]


@pytest.mark.parametrize("layout", ["C", "T", "neg", "slice"])
def test_flat_writes(xp, layout):
    cases = []
    for label, fn in _WRITES:
        def body(xp, fn=fn):
            a = make(xp, (3, 4), "int64", layout)
            fn(xp, a.flat)
            return a
        cases.append((label, body))
    assert_same_cases(xp, cases)


def test_flat_setter(xp):
    def body(xp):
        a = make(xp, (3, 4), "float32")
        a.flat = [1, 2, 3]
        b = make(xp, (2, 3), "float32", "T")
        b.flat = 7
        return a, b
    assert_same(xp, body)


def test_flat_read_only(xp):
    def body(xp):
        a = xp.broadcast_to(xp.arange(3), (2, 3))
        a.flat[0] = 5
    assert_same(xp, body)


def test_flat_of_a_scalar(xp):
    # a scalar's flat is read-only (AttributeError, NumPy's message, as for its shape), and it
    # iterates a new 0-d array of the value: a write through it leaves the scalar as it is
    # (assigning s.flat gave ValueError 'assignment destination is read-only', and s.flat[0] = 1
    # TypeError)
    def scalars(xp):
        return [xp.sum(xp.ones(2)), xp.arange(3, dtype=xp.int8)[1], xp.any(xp.ones(2)),
                xp.asarray([1j])[0]]

    def errors(xp):
        out = []
        for s in scalars(xp):
            for f in (lambda: setattr(s, "flat", 1), lambda: delattr(s, "flat")):
                try:
                    f()
                    out.append("no error")
                except AttributeError as e:
                    out.append(str(e))
        return out

    def writes(xp):
        out = []
        for s in scalars(xp):
            it = s.flat
            it[0] = 1
            out += [s, it.base, it.base is s, list(s.flat), s.flat[0], s.flat.copy()]
        return out
    assert_same_cases(xp, [("set and delete", errors), ("write through", writes)])


@pytest.mark.parametrize("layout", _flat_layouts())
def test_flat_iteration_index_coords(xp, layout):
    def body(xp):
        a = make(xp, (3, 4), "float64", layout)
        f = a.flat
        states = [(f.index, f.coords)]
        first = [next(f), next(f)]
        states.append((f.index, f.coords))
        f[3]                      # indexing starts the iterator over
        states.append((f.index, f.coords))
        rest = list(f)
        states.append((f.index, f.coords))
        return (first, rest, states, len(a.flat), a.flat.base is a,
                [bool(numpy.isscalar(v)) for v in rest])
    assert_same(xp, body)


def test_flat_iterates_live_values(xp):
    def body(xp):
        a = make(xp, (5,), "int32")
        out = []
        for i, v in enumerate(a.flat):
            out.append(v)
            if i + 1 < 5:
                a[i + 1] = -i
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("layout", _flat_layouts())
def test_flat_copy_array_compare(xp, layout):
    def body(xp):
        a = make(xp, (3, 4), "int16", layout)
        f = a.flat
        next(f)
        c = f.copy()
        a[...] = 0   # copy() is a copy
        return c, f.index, make(xp, (3, 4), "int16", layout).flat == 3
    assert_same(xp, body)
    # numpy.asarray of a flatiter is a NumPy array in both runs
    assert_same(xp, lambda xp: numpy.asarray(make(xp, (3, 4), "int16", layout).flat),
                expect_host=True)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_flatten_unchanged(xp, layout):
    def body(xp):
        a = make(xp, (3, 4), "complex64", layout)
        r = a.flatten(), a.flatten("F"), a.flatten("A"), a.flatten("K")
        a[...] = 0
        return r
    assert_same(xp, body)


def test_flatten_owns_its_data(xp):
    # flatten is a new array owning its memory, of a scalar too (a scalar's gave a view of the
    # temporary 0-d copy ravel makes of it: base set, OWNDATA false)
    def body(xp):
        out = []
        for a in [xp.sum(xp.ones(2)), xp.arange(3, dtype=xp.int8)[1], xp.asarray(2.5),
                  xp.arange(6).reshape(2, 3), xp.arange(6).reshape(2, 3).T, xp.arange(4)[::2]]:
            for order in ("C", "F", "A", "K"):
                r = a.flatten(order)
                out.append((r, r.flags.owndata, r.base is None, r.flags.writeable))
        return out
    assert_same(xp, body)


def test_flat_of_empty(xp):
    def body(xp):
        a = make(xp, (0, 3), "float64")
        f = a.flat
        return len(f), list(f), f[:], f.coords, f.copy()
    assert_same(xp, body)


def test_flat_of_more_than_32_dimensions_raises(xp):
    # NumPy's flatiter is its C iterator: RuntimeError beyond 32 dimensions (arrays have 64)
    def flat(xp, n, assign):
        a = xp.ones((1,) * n)
        try:
            if assign:
                a.flat = 3.0
            else:
                a.flat
        except RuntimeError as e:
            return str(e)
        return a.sum()
    assert_same_cases(xp, [
        ("32 get", lambda xp: flat(xp, 32, False)),
        ("32 set", lambda xp: flat(xp, 32, True)),
        ("33 get", lambda xp: flat(xp, 33, False)),
        ("64 set", lambda xp: flat(xp, 64, True)),
    ])


@pytest.mark.parametrize("dtype", [None, "float64", "float32"])
def test_flat_array_is_read_only_unless_a_view(xp, dtype):
    # NumPy's flat.__array__: a view of a writeable C-contiguous array (writeable), else a
    # read-only copy
    def flags(xp):
        a = xp.arange(20.0).reshape(4, 5)
        r = a.copy()
        r.flags.writeable = False
        return [x.flat.__array__(dtype).flags.writeable
                for x in (a, a[::2, ::2], a.T, r, r[::2])]
    assert_same(xp, flags)


def test_flatiter_is_the_type_of_flat(xp):
    # np.flatiter is the type ndarray.flat gives (isinstance holds, as NumPy's)
    a = xp.arange(6).reshape(2, 3)
    assert isinstance(a.flat, xp.flatiter)
    assert isinstance(a.T.flat, xp.flatiter)
    assert type(a.flat) is xp.flatiter
