"""Array manipulation: reshape/ravel/transpose family, broadcasting, joining, splitting, tiling,
rearranging, insert/delete/append, copyto and the shape queries.

Each body is written once and run with numpy and with the candidate ``xp`` (see tests/conftest.py).
Views versus copies: ``shares(xp, r, a)`` says whether a result overlaps its source in memory, and the
write-through cases write into a result and return the source, so both have to match NumPy's.
"""

import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    LAYOUTS, assert_same, assert_same_cases, layout_of, make, short,
)

DTYPES = ["bool", "int8", "int64", "uint16", "float16", "float32", "complex128"]


def shares(xp, r, a):
    """Whether ``r`` overlaps ``a`` in memory (None for 0-d results: NumPy may give a scalar)."""
    if getattr(r, "ndim", 0) == 0:
        return None
    if xp is numpy:
        return bool(numpy.may_share_memory(r, a))
    if r._mem is not a._mem or r.size == 0 or a.size == 0:
        return False
    lo_r, hi_r = r._extent()
    lo_a, hi_a = a._extent()
    return lo_r < hi_a and lo_a < hi_r


def info(xp, r, a):
    """A result with its layout and whether it is a view of ``a``."""
    return {"r": r, "layout": layout_of(r), "shares": shares(xp, r, a)}


def infos(xp, rs, a):
    return type(rs)(info(xp, r, a) for r in rs)


def host(xp, values, dtype=None):
    return xp.asarray(numpy.array(values, dtype=dtype))


def run_on(xp, maker, cases):
    """assert_same_cases over ``cases`` = [(label, fn(xp, a))] with ``a = maker(xp)``."""
    assert_same_cases(xp, [(label, (lambda fn: lambda xp: fn(xp, maker(xp)))(fn))
                           for label, fn in cases])


# --------------------------------------------------------------------------------------------------
# shape queries
# --------------------------------------------------------------------------------------------------
def test_shape_ndim_size(xp):
    cases = [
        ("shape 3-d", lambda xp: xp.shape(make(xp, (2, 3, 4)))),
        ("shape list", lambda xp: xp.shape([[1, 2, 3], [4, 5, 6]])),
        ("shape scalar", lambda xp: xp.shape(3.0)),
        ("shape strings", lambda xp: xp.shape(["a", "b"])),
        ("ndim", lambda xp: xp.ndim(make(xp, (2, 3), "int8", "T"))),
        ("ndim 0d", lambda xp: xp.ndim(make(xp, (), "int8", "0d"))),
        ("ndim list", lambda xp: xp.ndim([[1], [2]])),
        ("size", lambda xp: xp.size(make(xp, (2, 3, 4)))),
        ("size axis", lambda xp: xp.size(make(xp, (2, 3, 4)), 1)),
        ("size axis -1", lambda xp: xp.size(make(xp, (2, 3, 4)), -1)),
        ("size axis tuple", lambda xp: xp.size(make(xp, (2, 3, 4)), (0, 2))),
        ("size list axis", lambda xp: xp.size([[1, 2, 3]], 1)),
        ("size axis out of range", lambda xp: xp.size(make(xp, (2, 3)), 2)),
        ("size repeated axis", lambda xp: xp.size(make(xp, (2, 3)), (0, 0))),
        ("size empty", lambda xp: xp.size(make(xp, (2, 3), layout="empty"))),
        ("numpy.shape of xp array", lambda xp: numpy.shape(make(xp, (2, 5)))),
        ("numpy.size of xp array", lambda xp: numpy.size(make(xp, (2, 5)), 0)),
    ]
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# reshape / ravel
# --------------------------------------------------------------------------------------------------
RESHAPE = [
    ("-1", lambda xp, a: info(xp, xp.reshape(a, -1), a)),
    ("shape= keyword", lambda xp, a: info(xp, xp.reshape(a, shape=(a.size,)), a)),
    ("tuple with -1", lambda xp, a: info(xp, xp.reshape(a, (-1, 2) if a.size % 2 == 0 else -1), a)),
    ("order F", lambda xp, a: info(xp, xp.reshape(a, (-1,), order="F"), a)),
    ("order F 2-d", lambda xp, a: info(xp, xp.reshape(a, (2, -1) if a.size % 2 == 0 else -1,
                                                      order="F"), a)),
    ("order A", lambda xp, a: info(xp, xp.reshape(a, -1, order="A"), a)),
    ("order lower c", lambda xp, a: info(xp, xp.reshape(a, -1, order="c"), a)),
    ("order None", lambda xp, a: info(xp, xp.reshape(a, -1, order=None), a)),
    ("copy=True", lambda xp, a: info(xp, xp.reshape(a, -1, copy=True), a)),
    ("copy=False", lambda xp, a: info(xp, xp.reshape(a, -1, copy=False), a)),
    ("same shape", lambda xp, a: info(xp, xp.reshape(a, a.shape), a)),
    ("add unit axes", lambda xp, a: info(xp, xp.reshape(a, (1,) + a.shape + (1,)), a)),
    ("order K", lambda xp, a: xp.reshape(a, -1, order="K")),
    ("order X", lambda xp, a: xp.reshape(a, -1, order="X")),
    ("wrong size", lambda xp, a: xp.reshape(a, (a.size + 1,))),
    ("two unknowns", lambda xp, a: xp.reshape(a, (-1, -1))),
    ("newshape keyword", lambda xp, a: xp.reshape(a, newshape=-1)),
    ("no shape", lambda xp, a: xp.reshape(a)),
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_reshape(xp, dtype, layout):
    run_on(xp, lambda xp: make(xp, (2, 3, 4), dtype, layout), RESHAPE)


RAVEL = [(o, (lambda o: lambda xp, a: info(xp, xp.ravel(a, order=o), a))(o))
         for o in ("C", "F", "A", "K", "k", None)] + [
    ("order X", lambda xp, a: xp.ravel(a, order="X")),
]


@pytest.mark.parametrize("layout", LAYOUTS + ("T-neg", "slice-neg", "mixed"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_ravel(xp, dtype, layout):
    def maker(xp):
        if layout == "T-neg":
            return make(xp, (3, 4, 2), dtype, "T")[::-1]
        if layout == "slice-neg":
            return make(xp, (3, 8), dtype)[::2, ::-2]
        if layout == "mixed":
            return make(xp, (4, 3, 2), dtype).transpose(1, 0, 2)[:, ::-1]
        return make(xp, (2, 3, 4), dtype, layout)
    run_on(xp, maker, RAVEL)


def test_reshape_ravel_of_lists(xp):
    assert_same_cases(xp, [
        ("reshape list", lambda xp: xp.reshape([1, 2, 3, 4], (2, 2))),
        ("reshape scalar", lambda xp: xp.reshape(5, (1, 1))),
        ("ravel list", lambda xp: xp.ravel([[1.5, 2], [3, 4]])),
        ("ravel scalar", lambda xp: xp.ravel(True)),
        ("ravel 1-d reversed is a copy", lambda xp: info(xp, xp.ravel(make(xp, (5,))[::-1]),
                                                          make(xp, (5,)))),
    ])


def test_method_calling_functions_of_scalars(xp):
    # NumPy's reshape, transpose, squeeze and moveaxis call the array's method, a scalar's own
    # when given a scalar (one of NumPy's, or a reduction's): its 0-d result is a scalar, any
    # other an array; a Python number is a 0-d array's (found by numpy-ml's GELU/distances)
    scalars = [("numpy float64", lambda xp: numpy.float64(2.5)),
               ("numpy int8", lambda xp: numpy.int8(-3)),
               ("numpy bool", lambda xp: numpy.bool_(True)),
               ("numpy complex64", lambda xp: numpy.complex64(1 - 2j)),
               ("reduction", lambda xp: xp.sum(xp.arange(4.0))),
               ("python float", lambda xp: 2.5),
               ("0-d array", lambda xp: xp.asarray(7))]
    calls = [("squeeze", lambda xp, x: xp.squeeze(x)),
             ("squeeze axis=()", lambda xp, x: xp.squeeze(x, axis=())),
             ("squeeze axis=0", lambda xp, x: xp.squeeze(x, axis=0)),
             ("transpose", lambda xp, x: xp.transpose(x)),
             ("transpose axes=()", lambda xp, x: xp.transpose(x, ())),
             ("transpose axes=(0,)", lambda xp, x: xp.transpose(x, (0,))),
             ("reshape ()", lambda xp, x: xp.reshape(x, ())),
             ("reshape (1, 1)", lambda xp, x: xp.reshape(x, (1, 1))),
             ("reshape (2,)", lambda xp, x: xp.reshape(x, (2,))),
             ("reshape order F", lambda xp, x: xp.reshape(x, (), order="F")),
             ("moveaxis", lambda xp, x: xp.moveaxis(x, [], [])),
             ("moveaxis 0", lambda xp, x: xp.moveaxis(x, 0, 0))]
    def body(s, f):  # (the result, and whether it is a scalar: compare() takes a 0-d array
        # for a scalar)
        def run(xp):
            r = f(xp, s(xp))
            return r, isinstance(r, numpy.generic)
        return run
    assert_same_cases(xp, [(f"{fn} of {sn}", body(s, f)) for sn, s in scalars for fn, f in calls])


@pytest.mark.parametrize("shape", [(-1, 4), (4, -1), (-1, 4, 2), (2, -1, 4), (0, -1), (4,), (4, 2),
                                   (-1, -1, 4), (-5, 4), (-1, -2)], ids=str)
def test_reshape_error_messages(gp, shape):
    # NumPy's text of the shape: a leading -1 is left out, a later one reads 'newaxis'
    def message(xp):
        with pytest.raises(ValueError) as info:
            xp.arange(6).reshape(shape)
        return str(info.value)
    assert message(gp) == message(numpy)


def test_reshape_any_negative_is_the_unknown_dimension(xp):
    # NumPy takes any negative entry, not only -1, for the one unknown dimension
    assert_same_cases(xp, [
        ("(-2, 3)", lambda xp: xp.arange(6).reshape(-2, 3)),
        ("(2, -3)", lambda xp: xp.arange(6).reshape(2, -3)),
        ("(-7,) of a 2-d array", lambda xp: xp.reshape(xp.arange(6).reshape(2, 3), (-7,))),
    ])


# --------------------------------------------------------------------------------------------------
# transpose family
# --------------------------------------------------------------------------------------------------
TRANSPOSE = [
    ("transpose", lambda xp, a: info(xp, xp.transpose(a), a)),
    ("transpose axes", lambda xp, a: info(xp, xp.transpose(a, (1, 2, 0)), a)),
    ("transpose negative axes", lambda xp, a: info(xp, xp.transpose(a, [-1, 0, -2]), a)),
    ("transpose repeated axis", lambda xp, a: xp.transpose(a, (0, 0, 1))),
    ("transpose axis out of range", lambda xp, a: xp.transpose(a, (0, 1, 3))),
    ("transpose too few axes", lambda xp, a: xp.transpose(a, (0, 1))),
    ("swapaxes", lambda xp, a: info(xp, xp.swapaxes(a, 0, 2), a)),
    ("swapaxes negative", lambda xp, a: info(xp, xp.swapaxes(a, -1, 1), a)),
    ("swapaxes out of range", lambda xp, a: xp.swapaxes(a, 0, 3)),
    ("moveaxis", lambda xp, a: info(xp, xp.moveaxis(a, 0, -1), a)),
    ("moveaxis several", lambda xp, a: info(xp, xp.moveaxis(a, [0, 1], [-1, -2]), a)),
    ("moveaxis length mismatch", lambda xp, a: xp.moveaxis(a, [0, 1], [0])),
    ("moveaxis repeated", lambda xp, a: xp.moveaxis(a, [0, 0], [1, 2])),
    ("moveaxis out of range", lambda xp, a: xp.moveaxis(a, 3, 0)),
    ("rollaxis", lambda xp, a: info(xp, xp.rollaxis(a, 2), a)),
    ("rollaxis start", lambda xp, a: info(xp, xp.rollaxis(a, 0, 2), a)),
    ("rollaxis start=ndim", lambda xp, a: info(xp, xp.rollaxis(a, 0, 3), a)),
    ("rollaxis identity", lambda xp, a: info(xp, xp.rollaxis(a, 1, 1), a)),
    ("rollaxis negative start", lambda xp, a: info(xp, xp.rollaxis(a, 2, -3), a)),
    ("rollaxis bad start", lambda xp, a: xp.rollaxis(a, 0, 4)),
    ("rollaxis bad axis", lambda xp, a: xp.rollaxis(a, -4)),
    ("expand_dims 0", lambda xp, a: info(xp, xp.expand_dims(a, 0), a)),
    ("expand_dims -1", lambda xp, a: info(xp, xp.expand_dims(a, -1), a)),
    ("expand_dims tuple", lambda xp, a: info(xp, xp.expand_dims(a, (0, 2, -1)), a)),
    ("expand_dims repeated", lambda xp, a: xp.expand_dims(a, (1, 1))),
    ("expand_dims out of range", lambda xp, a: xp.expand_dims(a, 4)),
    ("squeeze", lambda xp, a: info(xp, xp.squeeze(xp.expand_dims(a, (0, 2))), a)),
    ("squeeze axis", lambda xp, a: info(xp, xp.squeeze(xp.expand_dims(a, (0, 2)), axis=2), a)),
    ("squeeze axis tuple", lambda xp, a: info(xp, xp.squeeze(xp.expand_dims(a, (0, 2)), (0, -3)), a)),
    ("squeeze non-unit axis", lambda xp, a: xp.squeeze(a, axis=1)),
    ("squeeze axis out of range", lambda xp, a: xp.squeeze(a, axis=5)),
]

TRANSPOSE_0D = [
    ("transpose", lambda xp, a: xp.transpose(a)),
    ("transpose ()", lambda xp, a: xp.transpose(a, ())),
    ("swapaxes", lambda xp, a: xp.swapaxes(a, 0, 0)),
    ("moveaxis", lambda xp, a: xp.moveaxis(a, 0, 0)),
    ("rollaxis", lambda xp, a: xp.rollaxis(a, 0)),
    ("expand_dims", lambda xp, a: xp.expand_dims(a, 0)),
    ("expand_dims -1", lambda xp, a: xp.expand_dims(a, (-1, 0))),
    ("squeeze", lambda xp, a: xp.squeeze(a)),
    ("squeeze axis", lambda xp, a: xp.squeeze(a, 0)),
]


def test_transpose_axes_of_one_int_like(xp):
    """axes= is NumPy's sequence of ints or, where len() refuses it, one int: a device scalar
    or a 0-d array as an int (an axis of a 1-d array; else 'axes don't match array')."""
    i = lambda xp, v: xp.asarray([v])[0]  # noqa: E731
    assert_same_cases(xp, [
        ("scalar, 2-d", lambda xp: xp.transpose(xp.ones((2, 3)), i(xp, 1))),
        ("0-d array, 2-d", lambda xp: xp.transpose(xp.ones((2, 3)), xp.asarray(1))),
        ("scalar, 1-d", lambda xp: xp.transpose(xp.arange(3), i(xp, 0))),
        ("scalar, 0-d", lambda xp: xp.transpose(xp.asarray(3.0), i(xp, 0))),
        ("permute_dims", lambda xp: xp.permute_dims(xp.ones((2, 3)), i(xp, 1))),
        ("1-d axes", lambda xp: xp.transpose(xp.ones((2, 3)), xp.asarray([1, 0]))),
    ])


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_transpose_family(xp, dtype, layout):
    cases = TRANSPOSE_0D if layout == "0d" else TRANSPOSE
    run_on(xp, lambda xp: make(xp, (2, 3, 4), dtype, layout), cases)


def test_transpose_family_of_lists(xp):
    assert_same_cases(xp, [
        ("transpose list", lambda xp: xp.transpose([[1, 2, 3]])),
        ("swapaxes list", lambda xp: xp.swapaxes([[1, 2, 3]], 0, 1)),
        ("moveaxis list", lambda xp: xp.moveaxis([[1, 2, 3]], 0, 1)),
        ("expand_dims scalar", lambda xp: xp.expand_dims(2.5, 0)),
        ("squeeze list", lambda xp: xp.squeeze([[[1], [2]]])),
        ("numpy.transpose dispatches", lambda xp: numpy.transpose(make(xp, (2, 3), "int8"))),
        ("numpy.moveaxis dispatches", lambda xp: numpy.moveaxis(make(xp, (2, 3, 4)), 0, -1)),
    ])


# --------------------------------------------------------------------------------------------------
# broadcasting
# --------------------------------------------------------------------------------------------------
BROADCAST = [
    ("broadcast_to", lambda xp, a: info(xp, xp.broadcast_to(a, (2,) + a.shape), a)),
    ("broadcast_to same shape", lambda xp, a: info(xp, xp.broadcast_to(a, a.shape), a)),
    ("broadcast_to unit axis", lambda xp, a: info(xp, xp.broadcast_to(a[:, :1], (3, a.shape[0], 5)), a)),
    ("broadcast_to read-only", lambda xp, a: xp.broadcast_to(a, (2,) + a.shape).flags.writeable),
    ("broadcast_to write fails", lambda xp, a: xp.broadcast_to(a, (2,) + a.shape).__setitem__(0, 0)),
    ("broadcast_to bad shape", lambda xp, a: xp.broadcast_to(a, (5, 7))),
    ("broadcast_to fewer dims", lambda xp, a: xp.broadcast_to(a, (a.shape[-1],))),
    ("broadcast_to scalar shape", lambda xp, a: xp.broadcast_to(a, ())),
    ("broadcast_to negative", lambda xp, a: xp.broadcast_to(a, (-1,) + a.shape)),
    ("broadcast_to float shape", lambda xp, a: xp.broadcast_to(a, (2.0,) + a.shape)),
    ("broadcast_arrays", lambda xp, a: infos(xp, xp.broadcast_arrays(a, a[:1, :, None]), a)),
    ("broadcast_arrays same", lambda xp, a: tuple(r is a for r in xp.broadcast_arrays(a, a))),
    ("broadcast_arrays writeable", lambda xp, a: tuple(r.flags.writeable for r in
                                                       xp.broadcast_arrays(a, a[:1, :, None]))),
    ("broadcast_arrays mismatch", lambda xp, a: xp.broadcast_arrays(a, a[:, :2])),
    ("broadcast_arrays one", lambda xp, a: infos(xp, xp.broadcast_arrays(a), a)),
    ("broadcast_arrays none", lambda xp, a: xp.broadcast_arrays()),
    ("broadcast_arrays scalar", lambda xp, a: xp.broadcast_arrays(a, 5)[1]),
    ("broadcast_shapes", lambda xp, a: xp.broadcast_shapes(a.shape, (1, 4), ())),
    ("broadcast_shapes mismatch", lambda xp, a: xp.broadcast_shapes((2, 3), (4,))),
]


@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice", "empty"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_broadcast(xp, dtype, layout):
    run_on(xp, lambda xp: make(xp, (3, 4), dtype, layout), BROADCAST)


def test_broadcast_0d_and_lists(xp):
    assert_same_cases(xp, [
        ("0d to shape", lambda xp: xp.broadcast_to(make(xp, (), "int8", "0d"), (2, 3))),
        ("0d to ()", lambda xp: xp.broadcast_to(make(xp, (), "int8", "0d"), ())),
        ("int shape", lambda xp: xp.broadcast_to(make(xp, (3,), "float32"), 3)),
        ("list", lambda xp: xp.broadcast_to([1, 2, 3], (2, 3))),
        ("scalar", lambda xp: xp.broadcast_to(1.5, (2,))),
        ("arrays of lists", lambda xp: xp.broadcast_arrays([1, 2], [[1.5], [2.5]])),
        ("read-only source stays read-only",
         lambda xp: xp.broadcast_arrays(xp.broadcast_to(make(xp, (3,)), (2, 3)),
                                        make(xp, (4, 1, 1)))[0].flags.writeable),
        ("numpy.broadcast_to dispatches", lambda xp: numpy.broadcast_to(make(xp, (3,)), (2, 3))),
    ])


@pytest.mark.parametrize("shape,to", [((3,), (2, 4)), ((3, 2), (4, 3, 3)), ((2, 1), (3, 4))])
def test_broadcast_to_error_message(xp, shape, to):
    """NumPy's message, two spaces before 'and' included."""
    msgs = []
    for mod in (numpy, xp):
        with pytest.raises(ValueError) as e:
            mod.broadcast_to(mod.ones(shape), to)
        msgs.append(str(e.value))
    assert msgs[1] == msgs[0]


def test_broadcast_views_warn_on_write(xp):
    """broadcast_arrays' results (and meshgrid(copy=False)'s) are writeable with NumPy's
    warn-on-write flag: reading it warns (FutureWarning), the first write warns
    (DeprecationWarning) and clears it, flags' repr shows it; a view of a read-only
    broadcast_to view is read-only."""
    def body(xp):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            x, y = xp.broadcast_arrays(xp.arange(3.0), xp.arange(2.0)[:, None])
            out = [x.flags.writeable, repr(x.flags), x[0].flags.writeable]
            x[0, 0] = 7
            y += 1
            out += [x.flags.writeable, x.tolist(), y.tolist()]
            z, = xp.broadcast_arrays(xp.arange(2))
            out.append(z.flags.writeable)
            q, r = xp.broadcast_arrays(xp.ones((2, 2)), xp.ones(2))
            q.flags.writeable = True
            q[0, 0] = 3
            r.fill(2)
            X, _ = xp.meshgrid(xp.arange(2), xp.arange(3), copy=False)
            X[0, 0] = 1
            b = xp.broadcast_to(xp.arange(3), (2, 3))
            out.append([v.flags.writeable for v in (b[0], b.T, b[:, 1:], b[None])])
            try:
                b[0][0] = 5
            except ValueError as exc:
                out.append(str(exc))
            c = xp.arange(4.0).reshape(2, 2)[0]
            c.flags.writeable = False
            out.append((c[0:1].flags.writeable, c[...].flags.writeable))
        out.append([(w.category.__name__, str(w.message)) for w in got])
        return out
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# atleast_nd
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_atleast(xp, dtype):
    cases = []
    for fn in ("atleast_1d", "atleast_2d", "atleast_3d"):
        for shape in [(), (3,), (2, 3), (2, 3, 4), (1, 2, 1, 2)]:
            for layout in (("C", "neg") if shape else ("C",)):
                cases.append((f"{fn} {shape} {layout}",
                              (lambda fn, shape, layout: lambda xp: (
                                  lambda a: info(xp, getattr(xp, fn)(a), a))(
                                  make(xp, shape, dtype, layout)))(fn, shape, layout)))
        cases.append((f"{fn} several", (lambda fn: lambda xp: getattr(xp, fn)(
            make(xp, (), dtype, "0d"), make(xp, (2,), dtype), [1, 2]))(fn)))
        cases.append((f"{fn} none", (lambda fn: lambda xp: getattr(xp, fn)())(fn)))
        cases.append((f"{fn} python scalar", (lambda fn: lambda xp: getattr(xp, fn)(3))(fn)))
        cases.append((f"{fn} identity", (lambda fn: lambda xp: (
            lambda a: getattr(xp, fn)(a) is a)(make(xp, (2, 3, 4), dtype)))(fn)))
    assert_same_cases(xp, cases)


# --------------------------------------------------------------------------------------------------
# concatenate / stack family
# --------------------------------------------------------------------------------------------------
def _two(xp, dtype, layout, dtype2=None):
    a = make(xp, (2, 3, 4), dtype, layout)
    b = make(xp, (2, 3, 4), dtype2 or dtype, layout, seed=1)
    return a, b


CONCAT = [
    ("axis 0", lambda xp, a, b: xp.concatenate([a, b])),
    ("axis 1", lambda xp, a, b: xp.concatenate((a, b[:, :1]), axis=1)),
    ("axis -1", lambda xp, a, b: xp.concatenate([a, b, a], axis=-1)),
    ("axis None", lambda xp, a, b: xp.concatenate([a, b[:, :1]], axis=None)),
    ("single", lambda xp, a, b: info(xp, xp.concatenate([a]), a)),
    ("layout", lambda xp, a, b: layout_of(xp.concatenate([a, b], axis=1))),
    ("layout C + T", lambda xp, a, b: layout_of(xp.concatenate([a, xp.ascontiguousarray(b)], axis=0))),
    ("out", lambda xp, a, b: (lambda o: (xp.concatenate([a, b], axis=2, out=o) is o, o))(
        xp.zeros(a.shape[:2] + (2 * a.shape[2],), "float64"))),
    ("out strided", lambda xp, a, b: (lambda o: (xp.concatenate([a, b], out=o[:, ::-1]), o))(
        xp.zeros((2 * a.shape[0], a.shape[2], a.shape[1]), "complex128").transpose(0, 2, 1))),
    ("out axis None", lambda xp, a, b: (lambda o: (xp.concatenate([a, b], axis=None, out=o), o))(
        xp.zeros(2 * a.size + 1, "float32")[::2])),
    ("out wrong shape", lambda xp, a, b: xp.concatenate([a, b], out=xp.zeros(a.shape))),
    ("out wrong ndim", lambda xp, a, b: xp.concatenate([a, b], out=xp.zeros(2 * a.size))),
    ("out wrong size axis None", lambda xp, a, b: xp.concatenate([a, b], axis=None, out=xp.zeros(3))),
    ("out 2-d axis None", lambda xp, a, b: xp.concatenate([a, b], axis=None,
                                                          out=xp.zeros((2, a.size)))),
    ("out not an array", lambda xp, a, b: xp.concatenate([a, b], out=[0])),
    ("out read-only", lambda xp, a, b: xp.concatenate([a, b], axis=None,
                                                      out=xp.broadcast_to(xp.zeros(1), (2 * a.size,)))),
    ("out and dtype", lambda xp, a, b: xp.concatenate([a, b], out=xp.zeros((4, 3, 4)), dtype=float)),
    ("dtype float32", lambda xp, a, b: xp.concatenate([a, b], dtype="float32")),
    ("dtype int8 unsafe", lambda xp, a, b: xp.concatenate([a, b], dtype="int8", casting="unsafe")),
    ("dtype int8 same_kind", lambda xp, a, b: xp.concatenate([a, b], dtype="int8")),
    ("dtype bool safe", lambda xp, a, b: xp.concatenate([a, b], dtype=bool, casting="safe")),
    ("casting no", lambda xp, a, b: xp.concatenate([a, b], dtype="float64", casting="no")),
    ("casting equiv", lambda xp, a, b: xp.concatenate([a, b], casting="equiv")),
    # (the rule judges the dtype asked for: no array casts to a byte-swapped one under 'no')
    ("casting no non-native", lambda xp, a, b: xp.concatenate([a, b], dtype=">f8", casting="no")),
    ("casting no non-native axis None", lambda xp, a, b: xp.concatenate([a, b], axis=None,
                                                                        dtype=">i8", casting="no")),
    ("casting bad string", lambda xp, a, b: xp.concatenate([a, b], casting="bogus")),
    ("casting None", lambda xp, a, b: xp.concatenate([a, b], casting=None)),
    ("ndim mismatch", lambda xp, a, b: xp.concatenate([a, b[0]])),
    ("shape mismatch", lambda xp, a, b: xp.concatenate([a, b[:, :2]], axis=0)),
    ("axis out of range", lambda xp, a, b: xp.concatenate([a, b], axis=3)),
    ("axis -4", lambda xp, a, b: xp.concatenate([a, b], axis=-4)),
    ("axis float", lambda xp, a, b: xp.concatenate([a, b], axis=1.0)),
    ("empty list", lambda xp, a, b: xp.concatenate([])),
    ("generator", lambda xp, a, b: xp.concatenate(x for x in [a, b])),
    ("array as sequence", lambda xp, a, b: xp.concatenate(a)),
    ("numpy.concatenate dispatches", lambda xp, a, b: numpy.concatenate([a, b], axis=1)),
    ("stack", lambda xp, a, b: xp.stack([a, b])),
    ("stack axis 1", lambda xp, a, b: xp.stack((a, b, a), axis=1)),
    ("stack axis -1", lambda xp, a, b: xp.stack([a, b], axis=-1)),
    ("stack layout", lambda xp, a, b: layout_of(xp.stack([a, b], axis=2))),
    ("stack axis out of range", lambda xp, a, b: xp.stack([a, b], axis=4)),
    ("stack shape mismatch", lambda xp, a, b: xp.stack([a, b[:, :1]])),
    ("stack empty", lambda xp, a, b: xp.stack([])),
    ("stack generator", lambda xp, a, b: xp.stack(x for x in [a, b])),
    ("stack out", lambda xp, a, b: (lambda o: (xp.stack([a, b], out=o), o))(xp.zeros((2,) + a.shape))),
    ("stack dtype", lambda xp, a, b: xp.stack([a, b], dtype="complex64")),
    ("stack casting", lambda xp, a, b: xp.stack([a, b], dtype="uint8", casting="safe")),
    ("stack casting no non-native", lambda xp, a, b: xp.stack([a, b], dtype=">c16", casting="no")),
    ("hstack", lambda xp, a, b: xp.hstack([a, b])),
    ("hstack 1-d", lambda xp, a, b: xp.hstack([a[0, 0], b[0, 0], a[1, 1]])),
    ("hstack dtype", lambda xp, a, b: xp.hstack([a, b], dtype="float16")),
    ("hstack generator", lambda xp, a, b: xp.hstack(x for x in [a, b])),
    ("vstack", lambda xp, a, b: xp.vstack([a, b])),
    ("vstack 1-d", lambda xp, a, b: xp.vstack([a[0, 0], b[0, 0]])),
    ("vstack casting", lambda xp, a, b: xp.vstack([a, b], dtype="int16", casting="same_kind")),
    ("dstack", lambda xp, a, b: xp.dstack([a, b])),
    ("dstack 2-d and 1-d", lambda xp, a, b: xp.dstack([a[0], b[0]])),
    ("dstack 1-d", lambda xp, a, b: xp.dstack([a[0, 0], b[0, 0]])),
    ("column_stack 1-d", lambda xp, a, b: xp.column_stack([a[0, 0], b[0, 0]])),
    ("column_stack 2-d", lambda xp, a, b: xp.column_stack([a[0], b[1]])),
    ("column_stack mismatch", lambda xp, a, b: xp.column_stack([a[0, 0], b[0, :2, 0]])),
    ("row_stack (NumPy < 2.5)", lambda xp, a, b: xp.row_stack([a[0], b[0]])),
    ("append", lambda xp, a, b: xp.append(a, b)),
    ("append axis", lambda xp, a, b: xp.append(a, b, axis=1)),
    ("append axis mismatch", lambda xp, a, b: xp.append(a, b[0], axis=0)),
]


@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice", "empty"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_concatenate_stack(xp, dtype, layout):
    assert_same_cases(xp, [(label, (lambda fn: lambda xp: fn(xp, *_two(xp, dtype, layout)))(fn))
                           for label, fn in CONCAT])


def _many(xp, dtype, n=6):
    """``n`` parts of one shape, contiguous and rows of a wider array in turn."""
    return [make(xp, (3, 4), dtype, seed=k) if k % 2 == 0 else make(xp, (3, 7), dtype, seed=k)[:, 1:5]
            for k in range(n)]


@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_concatenate_many_parts(xp, dtype, monkeypatch):
    """Four parts or more of the result's dtype go into one table (elementwise.copy_parts: one
    launch on a GPU, NumPy over the host bytes here): NumPy's values, dtype and layout along
    each axis, flattened, stacked and as array() of rows, with parts of other dtypes (cast
    each), empty parts and 0-d parts among them."""
    from gpnumpy._core import elementwise, creation
    tables = []
    if xp is not numpy:
        monkeypatch.setattr(creation, "ON_DEVICE", True)  # (array() of arrays: a GPU's path)
        for name in ("_join_host", "_join_device"):
            real = getattr(elementwise, name)
            monkeypatch.setattr(elementwise, name, (lambda real: lambda out, rows, ids, *a:
                                                    (tables.append(len(ids)), real(out, rows, ids, *a)))(real))
    other = "int16" if dtype != "int16" else "float32"
    assert_same_cases(xp, [
        ("axis 0", lambda xp: layout_of(xp.concatenate(_many(xp, dtype)))),
        ("axis 1", lambda xp: layout_of(xp.concatenate(_many(xp, dtype), axis=1))),
        ("axis None", lambda xp: xp.concatenate(_many(xp, dtype) + [make(xp, (), dtype, "0d")],
                                                axis=None)),
        ("stack axis 1", lambda xp: layout_of(xp.stack(_many(xp, dtype, 9), axis=1))),
        ("vstack with another dtype and empty parts", lambda xp: xp.vstack(
            _many(xp, dtype)[:3] + [make(xp, (0, 4), dtype), make(xp, (2, 4), other)]
            + _many(xp, dtype)[3:], dtype=dtype, casting="unsafe")),
        ("array of rows", lambda xp: layout_of(xp.array([r for x in _many(xp, dtype) for r in x]))),
        ("a part twice", lambda xp: xp.concatenate([make(xp, (3, 4), dtype)] * 5, axis=1)),
        # (transposed and reversed parts are not rows of contiguous bytes: copied each)
        ("transposed and reversed among them", lambda xp: layout_of(xp.concatenate(
            [make(xp, (3, 4), dtype, "T")] + _many(xp, dtype) + [make(xp, (3, 4), dtype, "neg")],
            axis=1))),
        # (items of one C-contiguous layout: creation._stacked, whatever the axis; others as
        # concatenate's parts)
        ("stack of one layout", lambda xp: layout_of(xp.stack(
            [make(xp, (3, 4), dtype, seed=k) for k in range(5)]))),
        ("stack of rows as columns", lambda xp: layout_of(xp.stack(
            [make(xp, (6,), dtype, seed=k) for k in range(5)], axis=1))),
        ("stack of transposed parts", lambda xp: layout_of(xp.stack(
            [make(xp, (3, 4), dtype, "T", seed=k) for k in range(5)]))),
        ("stack of one-element parts", lambda xp: layout_of(xp.stack(
            [make(xp, (1, 1), dtype, seed=k) for k in range(5)], axis=2))),
        # (array() of items of two layouts: each part's rows; of transposed items: each copied)
        ("array of two layouts", lambda xp: layout_of(xp.array(
            [make(xp, (4,), dtype, seed=k) if k % 2 else make(xp, (8,), dtype, seed=k)[::2]
             for k in range(6)]))),
        ("array of transposed items", lambda xp: layout_of(xp.array(
            [make(xp, (3, 4), dtype, "T", seed=k) for k in range(5)]))),
    ])
    if xp is not numpy:
        assert tables == [6, 6, 7, 9, 6, 18, 5, 6, 5, 5, 5, 6], tables


MIXED = [("int8", "uint16"), ("bool", "float16"), ("int64", "uint64"), ("float32", "complex64"),
         ("uint16", "float16"), ("int64", "float32")]


@pytest.mark.parametrize("dtypes", MIXED, ids=lambda d: "_".join(short(x) for x in d))
def test_concatenate_mixed_dtypes(xp, dtypes):
    d1, d2 = dtypes
    assert_same_cases(xp, [
        ("concatenate", lambda xp: xp.concatenate([make(xp, (2, 3), d1), make(xp, (1, 3), d2, "neg")])),
        ("axis None", lambda xp: xp.concatenate([make(xp, (2, 3), d1, "T"), make(xp, (4,), d2)], axis=None)),
        ("same_kind to first", lambda xp: xp.concatenate([make(xp, (2,), d1), make(xp, (2,), d2)], dtype=d1)),
        ("out of first dtype", lambda xp: xp.concatenate([make(xp, (2,), d1), make(xp, (2,), d2)],
                                                          out=xp.zeros(4, d1))),
        ("stack", lambda xp: xp.stack([make(xp, (2,), d1), make(xp, (2,), d2)])),
        ("hstack", lambda xp: xp.hstack([make(xp, (2,), d1), make(xp, (3,), d2)])),
    ])


def test_concatenate_scalars_and_lists(xp):
    i8 = lambda xp: make(xp, (2,), "int8")  # noqa: E731
    f4 = lambda xp: make(xp, (2,), "float32")  # noqa: E731
    assert_same_cases(xp, [
        ("lists", lambda xp: xp.concatenate([[1, 2], [3.5]])),
        ("0-d arrays", lambda xp: xp.concatenate([make(xp, (), "int8", "0d"), i8(xp)])),
        ("0-d arrays axis None", lambda xp: xp.concatenate([make(xp, (), "int8", "0d"), i8(xp)], axis=None)),
        ("weak int axis None", lambda xp: xp.concatenate([i8(xp), 3], axis=None)),
        ("weak big int axis None", lambda xp: xp.concatenate([i8(xp), 300], axis=None)),
        # (a weak int into unsigned data: no same_kind question, NumPy converts it, wrapped)
        ("weak int into uint8", lambda xp: xp.concatenate([i8(xp).astype("u1"), 2], axis=None)),
        ("weak big int into uint8", lambda xp: xp.concatenate([i8(xp).astype("u1"), 300], axis=None)),
        ("weak negative int into uint8", lambda xp: xp.concatenate([-1, i8(xp).astype("u1")], axis=None)),
        ("union1d with an int", lambda xp: xp.union1d(i8(xp).astype("u1"), 2)),
        ("weak float axis None", lambda xp: xp.concatenate([f4(xp), 2.5], axis=None)),
        ("weak float into int8", lambda xp: xp.concatenate([i8(xp), 2.5], axis=None)),
        ("weak complex", lambda xp: xp.concatenate([f4(xp), 1j], axis=None)),
        ("python scalars only", lambda xp: xp.concatenate([1, 2], axis=None)),
        ("numpy scalar", lambda xp: xp.concatenate([i8(xp), numpy.int64(3)], axis=None)),
        ("stack of scalars", lambda xp: xp.stack([1, 2.5])),
        ("stack of 0-d", lambda xp: xp.stack([make(xp, (), "float32", "0d"), 2.5])),
        ("hstack scalars", lambda xp: xp.hstack([f4(xp), 2.5])),
        ("vstack 0-d", lambda xp: xp.vstack([make(xp, (), "int64", "0d"), 2])),
        ("hstack empty", lambda xp: xp.hstack([])),
        ("vstack empty", lambda xp: xp.vstack(())),
        ("append lists", lambda xp: xp.append([1, 2], [[3.5]])),
        ("append scalar", lambda xp: xp.append(i8(xp), 5)),
        ("append 0-d", lambda xp: xp.append(make(xp, (), "uint16", "0d"), i8(xp))),
        ("column_stack scalars", lambda xp: xp.column_stack([1, 2])),
    ])
    # a NumPy out= stays NumPy's
    assert_same(xp, lambda xp: numpy.concatenate([i8(xp), i8(xp)], out=numpy.zeros(4)),
                expect_host=True)


def _read_only(xp, n, dtype="float64"):
    o = xp.zeros(n, dtype)
    o.flags.writeable = False
    return o


def _written(xp, f, o):
    try:
        f(o)
    except Exception as exc:  # (the error, and what out= holds then)
        return type(exc).__name__, str(exc), o
    return "ok", o


_C = lambda xp, n: xp.ones(n, complex)  # noqa: E731
_LATE = lambda xp: xp.asarray(numpy.array(["2400-02-29", "1600-03-01"], "M8[m]"))  # noqa: E731


@pytest.mark.parametrize("label, f", [
    # along an axis each array's assignment checks a read-only out= before its cast; the
    # flattened copy (axis=None) checks the cast first
    ("read-only, bad cast, axis", lambda xp: _written(xp, lambda o: xp.concatenate(
        [_C(xp, 3), _C(xp, 3)], out=o), _read_only(xp, 6))),
    ("read-only, bad cast, axis None", lambda xp: _written(xp, lambda o: xp.concatenate(
        [_C(xp, 3), _C(xp, 3)], axis=None, out=o), _read_only(xp, 6))),
    ("read-only, later bad cast, axis None", lambda xp: _written(xp, lambda o: xp.concatenate(
        [xp.ones(3), _C(xp, 3)], axis=None, out=o), _read_only(xp, 6))),
    ("read-only, casts fine", lambda xp: _written(xp, lambda o: xp.concatenate(
        [xp.ones(3), xp.ones(3)], out=o), _read_only(xp, 6))),
    ("read-only, empty first, axis None", lambda xp: _written(xp, lambda o: xp.concatenate(
        [xp.ones(0, complex), xp.ones(3)], axis=None, out=o), _read_only(xp, 3))),
    ("stack read-only", lambda xp: _written(xp, lambda o: xp.stack(
        [xp.ones(3), xp.ones(3)], out=o), _read_only(xp, (2, 3), "int32"))),
    # each array cast in turn: the first's overflow before the second's refused cast, the
    # arrays before a refused one in out=
    ("overflow before a refused cast", lambda xp: xp.concatenate(
        [_LATE(xp), xp.asarray(numpy.array([5, -5], "m8[ns]"))])),
    ("refused cast before an overflow", lambda xp: xp.concatenate(
        [xp.asarray(numpy.array([5, -5], "m8[ns]")), _LATE(xp)])),
    ("written before a refused cast", lambda xp: _written(xp, lambda o: xp.concatenate(
        [xp.asarray(numpy.array(["2000-01-01", "NaT"], "M8[D]")), xp.ones(2)], out=o),
        xp.zeros(4, "M8[ns]"))),
    # the flattened copy (axis=None) names a 0-d array it cannot cast a scalar
    ("0-d refused, axis None", lambda xp: xp.concatenate(
        [xp.ones(2, "int8"), xp.asarray(1.5)], axis=None, dtype="int8")),
    ("0-d first refused, axis None", lambda xp: xp.concatenate(
        [xp.asarray(1.5), xp.ones(2)], axis=None, out=xp.zeros(3, "int8"))),
    ("1-d refused before a 0-d, axis None", lambda xp: xp.concatenate(
        [xp.ones(2), xp.asarray(1.5)], axis=None, dtype="int8")),
])
def test_concatenate_checks_each_array_in_turn(xp, label, f):
    assert_same(xp, f)
    try:
        f(numpy)
    except Exception as exc:  # (the message too)
        with pytest.raises(type(exc)) as got:
            f(xp)
        assert str(got.value) == str(exc)


# --------------------------------------------------------------------------------------------------
# block
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_block(xp, dtype, layout):
    def m(xp, shape, seed=0, dt=dtype):
        return make(xp, shape, dt, layout, seed=seed)
    assert_same_cases(xp, [
        ("1-d", lambda xp: xp.block([m(xp, (3,)), m(xp, (2,), 1)])),
        ("2x2", lambda xp: xp.block([[m(xp, (2, 2)), m(xp, (2, 3), 1)],
                                     [m(xp, (1, 2), 2), m(xp, (1, 3), 3)]])),
        ("2x2 layout", lambda xp: layout_of(xp.block([[m(xp, (2, 2)), m(xp, (2, 3), 1)],
                                                      [m(xp, (1, 2), 2), m(xp, (1, 3), 3)]]))),
        ("scalars", lambda xp: xp.block([[1, 2], [3, m(xp, (1, 1))]])),
        ("mixed dtypes", lambda xp: xp.block([m(xp, (2,)), m(xp, (2,), 1, "float32")])),
        ("3-d blocks", lambda xp: xp.block([[[m(xp, (2, 1, 2)), m(xp, (2, 1, 1), 1)]]])),
        ("lower-dim blocks", lambda xp: xp.block([[m(xp, (2, 3))], [m(xp, (3,), 1)]])),
        ("plain array", lambda xp: (lambda a: info(xp, xp.block(a), a))(m(xp, (2, 3)))),
        ("single list", lambda xp: (lambda a: info(xp, xp.block([a]), a))(m(xp, (2, 3)))),
        ("scalar", lambda xp: xp.block(5)),
        ("tuple", lambda xp: xp.block((m(xp, (2,)), m(xp, (2,))))),
        ("inner tuple", lambda xp: xp.block([[m(xp, (2,))], (m(xp, (2,)),)])),
        ("empty list", lambda xp: xp.block([])),
        ("empty inner list", lambda xp: xp.block([[], [m(xp, (2,))]])),
        ("depth mismatch", lambda xp: xp.block([[m(xp, (2,))], m(xp, (2,))])),
        ("shape mismatch", lambda xp: xp.block([[m(xp, (2, 2)), m(xp, (3, 2))]])),
        ("shape mismatch rows", lambda xp: xp.block([[m(xp, (2, 2))], [m(xp, (2, 3))]])),
    ])


def test_block_large_uses_slicing(xp):
    # past 2*512*512 elements NumPy fills a preallocated array (C or F order)
    def big(xp, layout):
        a = make(xp, (400, 700), "float32", layout)
        r = xp.block([[a, a], [a, a]])
        return r[::97, ::89], layout_of(r)
    assert_same_cases(xp, [("C", lambda xp: big(xp, "C")), ("T", lambda xp: big(xp, "T"))])


# --------------------------------------------------------------------------------------------------
# split family / unstack
# --------------------------------------------------------------------------------------------------
SPLIT = [
    ("split 2", lambda xp, a: infos(xp, xp.split(a, 2), a)),
    ("split axis 1", lambda xp, a: infos(xp, xp.split(a, 3, axis=1), a)),
    ("split axis -1", lambda xp, a: infos(xp, xp.split(a, 2, axis=-1), a)),
    ("split indices", lambda xp, a: infos(xp, xp.split(a, [1, 3], axis=2), a)),
    ("split indices out of range", lambda xp, a: infos(xp, xp.split(a, [1, 10], axis=2), a)),
    ("split indices unsorted", lambda xp, a: infos(xp, xp.split(a, [3, 1], axis=2), a)),
    ("split negative indices", lambda xp, a: infos(xp, xp.split(a, [-1], axis=1), a)),
    ("split empty indices", lambda xp, a: infos(xp, xp.split(a, [], axis=1), a)),
    ("split uneven", lambda xp, a: xp.split(a, 3, axis=2)),
    ("split 0 sections", lambda xp, a: xp.split(a, 0)),
    ("split float sections", lambda xp, a: infos(xp, xp.split(a, 2.0, axis=2), a)),
    ("split axis out of range", lambda xp, a: xp.split(a, 1, axis=3)),
    ("array_split", lambda xp, a: infos(xp, xp.array_split(a, 3, axis=2), a)),
    ("array_split more than length", lambda xp, a: infos(xp, xp.array_split(a, 5, axis=1), a)),
    ("array_split indices", lambda xp, a: infos(xp, xp.array_split(a, (2,), axis=1), a)),
    ("array_split 0", lambda xp, a: xp.array_split(a, 0)),
    ("array_split negative", lambda xp, a: xp.array_split(a, -2)),
    ("array_split axis out of range", lambda xp, a: xp.array_split(a, 2, axis=-4)),
    ("hsplit", lambda xp, a: infos(xp, xp.hsplit(a, 3), a)),
    ("hsplit 1-d", lambda xp, a: infos(xp, xp.hsplit(a[0, 0], 2), a)),
    ("vsplit", lambda xp, a: infos(xp, xp.vsplit(a, [1]), a)),
    ("vsplit 1-d", lambda xp, a: xp.vsplit(a[0, 0], 2)),
    ("dsplit", lambda xp, a: infos(xp, xp.dsplit(a, 2), a)),
    ("dsplit 2-d", lambda xp, a: xp.dsplit(a[0], 2)),
    ("unstack", lambda xp, a: infos(xp, xp.unstack(a), a)),
    ("unstack axis 1", lambda xp, a: infos(xp, xp.unstack(a, axis=1), a)),
    ("unstack axis -1", lambda xp, a: infos(xp, xp.unstack(a, axis=-1), a)),
    ("unstack axis out of range", lambda xp, a: xp.unstack(a, axis=3)),
    ("numpy.split dispatches", lambda xp, a: numpy.split(a, 2, axis=2)),
]


@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice", "empty"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_split_family(xp, dtype, layout):
    run_on(xp, lambda xp: make(xp, (2, 3, 4), dtype, layout), SPLIT)


def test_split_edge_cases(xp):
    assert_same_cases(xp, [
        ("hsplit 0-d", lambda xp: xp.hsplit(make(xp, (), "int8", "0d"), 1)),
        ("unstack 0-d", lambda xp: xp.unstack(make(xp, (), "int8", "0d"))),
        ("split list", lambda xp: xp.split([1, 2, 3, 4], 2)),
        ("array_split list", lambda xp: xp.array_split([1, 2, 3], 2)),
        ("split 0-length axis", lambda xp: xp.split(make(xp, (0, 3), "float32", "empty"), 3, axis=1)),
    ])


# --------------------------------------------------------------------------------------------------
# tile / repeat / resize
# --------------------------------------------------------------------------------------------------
TILE = [
    ("tile 2", lambda xp, a: xp.tile(a, 2)),
    ("tile (2, 1, 3)", lambda xp, a: xp.tile(a, (2, 1, 3))),
    ("tile more reps than dims", lambda xp, a: xp.tile(a, (2, 1, 1, 2))),
    ("tile fewer reps", lambda xp, a: xp.tile(a, (3, 1))),
    ("tile 0", lambda xp, a: xp.tile(a, 0)),
    ("tile zero in reps", lambda xp, a: xp.tile(a, (2, 0, 1))),
    ("tile all ones is a copy", lambda xp, a: info(xp, xp.tile(a, (1, 1, 1)), a)),
    ("tile all ones more dims", lambda xp, a: info(xp, xp.tile(a, (1, 1, 1, 1)), a)),
    ("tile layout", lambda xp, a: layout_of(xp.tile(a, (1, 2, 1)))),
    ("tile negative", lambda xp, a: xp.tile(a, -1)),
    ("tile float", lambda xp, a: xp.tile(a, 1.5)),
    ("repeat 2", lambda xp, a: xp.repeat(a, 2)),
    ("repeat 0", lambda xp, a: xp.repeat(a, 0)),
    ("repeat axis 0", lambda xp, a: xp.repeat(a, 3, axis=0)),
    ("repeat axis -1", lambda xp, a: xp.repeat(a, 2, axis=-1)),
    ("repeat list", lambda xp, a: xp.repeat(a, [1, 0, 3], axis=1)),
    ("repeat list equal runs", lambda xp, a: xp.repeat(a, [2, 2, 2, 0], axis=2)),
    ("repeat one-element list", lambda xp, a: xp.repeat(a, [2], axis=1)),
    ("repeat tuple", lambda xp, a: xp.repeat(a, (2, 1), axis=0)),
    ("repeat numpy counts", lambda xp, a: xp.repeat(a, numpy.array([0, 1, 2]), axis=1)),
    ("repeat float", lambda xp, a: xp.repeat(a, 1.5, axis=0)),
    ("repeat string", lambda xp, a: xp.repeat(a, "2", axis=0)),
    ("repeat numpy float counts", lambda xp, a: xp.repeat(a, numpy.array([1.0, 2.0]), axis=0)),
    ("repeat negative", lambda xp, a: xp.repeat(a, -1, axis=0)),
    ("repeat negative in list", lambda xp, a: xp.repeat(a, [1, -1, 2], axis=1)),
    ("repeat wrong length", lambda xp, a: xp.repeat(a, [1, 2], axis=1)),
    ("repeat empty list", lambda xp, a: xp.repeat(a, [], axis=1)),
    ("repeat 2-d counts", lambda xp, a: xp.repeat(a, [[1, 2]], axis=0)),
    ("repeat axis out of range", lambda xp, a: xp.repeat(a, 2, axis=3)),
    ("repeat axis float", lambda xp, a: xp.repeat(a, 2, axis=1.0)),
    ("repeat is a copy", lambda xp, a: info(xp, xp.repeat(a, 1, axis=0), a)),
    ("repeat device counts", lambda xp, a: xp.repeat(a, xp.asarray(numpy.array([0, 1, 2])), axis=1)),
    ("repeat device counts flat", lambda xp, a: xp.repeat(a, xp.asarray(numpy.arange(24) % 3))),
    ("repeat device one count", lambda xp, a: xp.repeat(a, xp.asarray(numpy.array([2])), axis=0)),
    ("repeat device 0-d counts", lambda xp, a: xp.repeat(a, xp.asarray(numpy.int32(2)), axis=2)),
    ("repeat device bool counts", lambda xp, a: xp.repeat(a, xp.asarray(numpy.array([1, 0, 1], bool)),
                                                          axis=1)),
    ("repeat device zero counts", lambda xp, a: xp.repeat(a, xp.zeros(4, "int8"), axis=-1)),
    ("repeat device float counts", lambda xp, a: xp.repeat(a, xp.asarray([1.0, 2.0]), axis=0)),
    ("repeat device uint64 counts", lambda xp, a: xp.repeat(a, xp.asarray(numpy.array([1, 2], "u8")),
                                                            axis=0)),
    ("repeat device negative counts", lambda xp, a: xp.repeat(a, xp.asarray([1, -1, 2]), axis=1)),
    ("repeat device counts wrong length", lambda xp, a: xp.repeat(a, xp.asarray([1, 2]), axis=1)),
    ("repeat device 2-d counts", lambda xp, a: xp.repeat(a, xp.asarray([[1, 2]]), axis=0)),
    ("method repeat", lambda xp, a: a.repeat(2, axis=1)),
    ("method repeat list", lambda xp, a: a.repeat([3, 0, 1], 1)),
    ("resize larger", lambda xp, a: xp.resize(a, (5, 7))),
    ("resize smaller", lambda xp, a: info(xp, xp.resize(a, 5), a)),
    ("resize same", lambda xp, a: info(xp, xp.resize(a, a.shape), a)),
    ("resize to 0", lambda xp, a: xp.resize(a, (0, 3))),
    ("resize negative", lambda xp, a: xp.resize(a, (-1, 2))),
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_tile_repeat_resize(xp, dtype, layout):
    def maker(xp):
        return make(xp, (2, 3, 4), dtype, layout)
    cases = TILE
    if layout == "0d":
        cases = [c for c in TILE if "axis" not in c[0] and "list" not in c[0] and "counts" not in c[0]
                 and "tuple" not in c[0]] + [
            ("repeat 0-d axis 0", lambda xp, a: xp.repeat(a, 3, axis=0)),
            ("repeat 0-d axis -1", lambda xp, a: xp.repeat(a, [2], axis=-1)),
            ("repeat 0-d axis 1", lambda xp, a: xp.repeat(a, 3, axis=1)),
        ]
    run_on(xp, maker, cases)


def test_repeat_many_runs(xp):
    # more runs of equal counts than block copies are worth: one gather
    counts = (numpy.arange(300) * 7) % 5
    assert_same_cases(xp, [
        ("list counts", lambda xp: xp.repeat(xp.asarray(numpy.arange(600.0).reshape(300, 2)),
                                             counts.tolist(), axis=0)),
        ("device counts", lambda xp: xp.repeat(xp.asarray(numpy.arange(300, dtype="int16")),
                                               xp.asarray(counts))),
        ("columns", lambda xp: xp.repeat(xp.asarray(numpy.arange(900).reshape(3, 300)).T.T,
                                         counts, axis=1)),
    ])


def test_tile_repeat_resize_of_lists(xp):
    assert_same_cases(xp, [
        ("tile list", lambda xp: xp.tile([1, 2], (2, 2))),
        ("tile list all ones", lambda xp: xp.tile([1.5, 2], 1)),
        ("tile scalar", lambda xp: xp.tile(3, 4)),
        ("repeat list", lambda xp: xp.repeat([[1, 2], [3, 4]], 2)),
        ("repeat scalar", lambda xp: xp.repeat(7, 3)),
        ("repeat empty negative", lambda xp: xp.repeat(make(xp, (0,), "int8"), -1)),
        ("resize list", lambda xp: xp.resize([1, 2, 3], (2, 4))),
        ("resize numpy int", lambda xp: xp.resize(make(xp, (3,), "int8"), numpy.int64(7))),
        ("resize empty", lambda xp: xp.resize(make(xp, (0,), "float16"), (2, 2))),
        ("repeat many runs (fallback)",
         lambda xp: xp.repeat(make(xp, (100,), "int64"), list(range(100)))),
        ("repeat device counts (fallback)",
         lambda xp: xp.repeat(make(xp, (4,), "float32"), xp.asarray(numpy.array([1, 0, 2, 1])))),
    ])


def test_dimension_limits(xp):
    """NumPy's arrays have at most 64 axes: shapes of 64 are made (zeros too, whose host path
    zeroes the bytes of its block), tile repeats along up to 64 axes; a shape of 65 is refused
    by each front end with NumPy's message, before the shape's items are read."""
    s64, s65 = (1,) * 64, (1,) * 65

    def body(xp):
        out = []
        for f in (lambda: xp.zeros(s64), lambda: xp.zeros((2,) + (1,) * 63, order="F"),
                  lambda: xp.zeros_like(xp.ones(s64)), lambda: xp.zeros(s64, dtype="i4,f4"),
                  lambda: xp.tile(1, [1] * 64), lambda: xp.tile(xp.arange(2.0), [1] * 40 + [3]),
                  lambda: xp.tile(xp.arange(6).reshape(2, 3), (2,) + (1,) * 40 + (3, 2)),
                  lambda: xp.tile(xp.ones((1, 2)).T, [2] * 5 + [1] * 45),
                  lambda: xp.empty(s65), lambda: xp.zeros([1.5] * 65), lambda: xp.ndarray(s65),
                  lambda: xp.arange(1).reshape(s65), lambda: xp.arange(1).reshape(*s65),
                  lambda: xp.reshape(xp.arange(1), [-1] * 65), lambda: xp.ones(1).resize(s65),
                  lambda: xp.empty_like(xp.ones(1), shape=s65), lambda: xp.ix_(*[[0]] * 65),
                  lambda: xp.expand_dims(xp.zeros(1), tuple(range(64))),
                  lambda: xp.broadcast_to(xp.zeros(1), s65),
                  lambda: xp.broadcast_to(xp.zeros(1), (1.5,) * 65),
                  lambda: xp.tile(xp.zeros(1), s65), lambda: xp.tile(xp.zeros(1), (1,) * 64),
                  lambda: xp.lib.stride_tricks.as_strided(xp.zeros(1), s65, (0,) * 65),
                  lambda: xp.lib.stride_tricks.as_strided(xp.zeros(1), (-1,) * 65, (0,) * 65),
                  lambda: xp.lib.stride_tricks.as_strided(xp.zeros(1), s65, (0,) * 64),
                  lambda: xp.lib.stride_tricks.as_strided(xp.zeros(1), s64, (0,) * 64),
                  lambda: xp.unravel_index(0, s65), lambda: xp.unravel_index(0, s64),
                  lambda: xp.ravel_multi_index([0] * 65, s65),
                  lambda: xp.ravel_multi_index([0] * 64, s64),
                  lambda: xp.ravel_multi_index([0] * 64, s64, mode="foo"),
                  lambda: xp.ravel_multi_index([0] * 63, (1,) * 63)):
            try:
                out.append(f())
            except (TypeError, ValueError) as exc:
                out.append("%s: %s" % (type(exc).__name__, exc))
        return out
    assert_same(xp, body)


# --------------------------------------------------------------------------------------------------
# flip / rot90 / roll
# --------------------------------------------------------------------------------------------------
FLIP = [
    ("flip", lambda xp, a: info(xp, xp.flip(a), a)),
    ("flip axis 0", lambda xp, a: info(xp, xp.flip(a, 0), a)),
    ("flip axis -1", lambda xp, a: info(xp, xp.flip(a, -1), a)),
    ("flip axes tuple", lambda xp, a: info(xp, xp.flip(a, (0, 2)), a)),
    ("flip axis out of range", lambda xp, a: xp.flip(a, 3)),
    ("flip repeated axis", lambda xp, a: xp.flip(a, (1, 1))),
    ("fliplr", lambda xp, a: info(xp, xp.fliplr(a), a)),
    ("flipud", lambda xp, a: info(xp, xp.flipud(a), a)),
    ("fliplr 1-d", lambda xp, a: xp.fliplr(a[0, 0])),
    ("rot90", lambda xp, a: info(xp, xp.rot90(a), a)),
    ("rot90 k=2", lambda xp, a: info(xp, xp.rot90(a, 2), a)),
    ("rot90 k=3", lambda xp, a: info(xp, xp.rot90(a, 3), a)),
    ("rot90 k=-1", lambda xp, a: info(xp, xp.rot90(a, -1), a)),
    ("rot90 k=4", lambda xp, a: info(xp, xp.rot90(a, 4), a)),
    ("rot90 axes", lambda xp, a: info(xp, xp.rot90(a, 1, axes=(2, 0)), a)),
    ("rot90 negative axes", lambda xp, a: info(xp, xp.rot90(a, 1, axes=(-1, -2)), a)),
    ("rot90 same axes", lambda xp, a: xp.rot90(a, axes=(1, 1))),
    ("rot90 axes out of range", lambda xp, a: xp.rot90(a, axes=(0, 3))),
    ("rot90 three axes", lambda xp, a: xp.rot90(a, axes=(0, 1, 2))),
    ("roll", lambda xp, a: info(xp, xp.roll(a, 5), a)),
    ("roll negative", lambda xp, a: xp.roll(a, -7)),
    ("roll axis", lambda xp, a: info(xp, xp.roll(a, 1, axis=1), a)),
    ("roll axis large shift", lambda xp, a: xp.roll(a, 10, axis=-1)),
    ("roll zero shift", lambda xp, a: info(xp, xp.roll(a, 0, axis=0), a)),
    ("roll two axes", lambda xp, a: xp.roll(a, (1, -2), axis=(0, 2))),
    ("roll same axis twice", lambda xp, a: xp.roll(a, (1, 2), axis=(2, 2))),
    ("roll one shift many axes", lambda xp, a: xp.roll(a, 1, axis=(0, 1, 2))),
    ("roll layout", lambda xp, a: layout_of(xp.roll(a, 1, axis=0))),
    ("roll shift/axis mismatch", lambda xp, a: xp.roll(a, (1, 2, 3), axis=(0, 1))),
    ("roll 2-d shift", lambda xp, a: xp.roll(a, [[1]], axis=0)),
    ("roll axis out of range", lambda xp, a: xp.roll(a, 1, axis=3)),
    ("roll device shift", lambda xp, a: xp.roll(a, xp.asarray(-3), axis=2)),
    ("roll device shifts and axes", lambda xp, a: xp.roll(a, xp.asarray([1, 2]), axis=xp.asarray([0, 2]))),
    ("roll device float shift", lambda xp, a: xp.roll(a, xp.asarray(1.5), axis=0)),
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_flip_rot90_roll(xp, dtype, layout):
    cases = FLIP
    if layout == "0d":
        cases = [(label, fn) for label, fn in FLIP if label in ("flip", "flipud", "rot90", "roll",
                                                                 "roll negative", "flip axis 0")]
    run_on(xp, lambda xp: make(xp, (2, 3, 4), dtype, layout), cases)


def test_flip_of_lists(xp):
    assert_same_cases(xp, [
        ("flip list", lambda xp: xp.flip([[1, 2], [3, 4]], 1)),
        ("flipud list", lambda xp: xp.flipud([1.5, 2])),
        ("rot90 list", lambda xp: xp.rot90([[1, 2], [3, 4]])),
        ("rot90 1-d", lambda xp: xp.rot90(make(xp, (3,)))),
        ("roll list", lambda xp: xp.roll([1, 2, 3], 1)),
        ("roll numpy shift", lambda xp: xp.roll(make(xp, (5,)), numpy.int64(2))),
        ("roll empty", lambda xp: xp.roll(make(xp, (0, 3), "int8", "empty"), 2, axis=0)),
    ])


# --------------------------------------------------------------------------------------------------
# insert / delete
# --------------------------------------------------------------------------------------------------
INSERT_DELETE = [
    ("insert scalar", lambda xp, a: xp.insert(a, 1, 7)),
    ("insert scalar axis", lambda xp, a: xp.insert(a, 1, 7, axis=1)),
    ("insert at end", lambda xp, a: xp.insert(a, 4, 7, axis=2)),
    ("insert negative", lambda xp, a: xp.insert(a, -1, 7, axis=0)),
    ("insert out of range", lambda xp, a: xp.insert(a, 5, 7, axis=2)),
    ("insert axis out of range", lambda xp, a: xp.insert(a, 0, 7, axis=3)),
    ("insert row (scalar index moves axis)", lambda xp, a: xp.insert(a, 1, [1, 2, 3], axis=2)),
    ("insert [index] broadcasts", lambda xp, a: xp.insert(a, [1], [[1], [2], [3]], axis=2)),
    ("insert list values", lambda xp, a: xp.insert(a, 2, [5, 6], axis=None)),
    ("insert array values", lambda xp, a: xp.insert(a, 0, a[:, :1], axis=1)),
    ("insert numpy index", lambda xp, a: xp.insert(a, numpy.int64(1), 0, axis=1)),
    ("insert values mismatch", lambda xp, a: xp.insert(a, 1, [1, 2], axis=1)),
    ("insert float values", lambda xp, a: xp.insert(a, 1, 1.75, axis=0)),
    ("insert slice", lambda xp, a: xp.insert(a, slice(0, 4, 2), 9, axis=2)),
    ("insert slice step 1", lambda xp, a: xp.insert(a, slice(1, 3), 9, axis=2)),
    ("insert slice values", lambda xp, a: xp.insert(a, slice(1, 3), [8, 9], axis=2)),
    ("insert slice values axis 0", lambda xp, a: xp.insert(a, slice(0, 2), a[:1] * 0, axis=0)),
    ("insert slice negative step", lambda xp, a: xp.insert(a, slice(None, None, -2), [5, 6], axis=2)),
    ("insert slice negative step 3", lambda xp, a: xp.insert(a, slice(3, None, -1), [1, 2, 3, 4], axis=2)),
    ("insert slice one index", lambda xp, a: xp.insert(a, slice(2, 3), [[7]], axis=1)),
    ("insert slice flat", lambda xp, a: xp.insert(a, slice(1, 20, 5), -1)),
    ("insert list of indices", lambda xp, a: xp.insert(a, [0, 2], 9, axis=2)),
    ("insert repeated negative positions", lambda xp, a: xp.insert(a, [4, -1, 0, 4, 1], [1, 2, 3, 4, 5],
                                                                  axis=2)),
    ("insert positions flat", lambda xp, a: xp.insert(a, [3, 0, 24], [7, 8, 9])),
    ("insert positions column values", lambda xp, a: xp.insert(a, [1, 0], [[5], [6]], axis=1)),
    ("insert device positions", lambda xp, a: xp.insert(a, xp.asarray([2, 1]), 9, axis=1)),
    ("insert device one position", lambda xp, a: xp.insert(a, xp.asarray([2]), 9, axis=1)),
    ("insert mask", lambda xp, a: xp.insert(a, numpy.array([True, False, True]), 9, axis=1)),
    ("insert mask one true", lambda xp, a: xp.insert(a, numpy.array([False, True, False]), 9, axis=1)),
    # (NumPy asks the list or bool itself for .ndim: an AttributeError)
    ("insert mask as a list", lambda xp, a: xp.insert(a, [True, False, True], 9, axis=1)),
    ("insert Python bool", lambda xp, a: xp.insert(a, True, 9, axis=1)),
    ("insert positions out of range", lambda xp, a: xp.insert(a, [0, 6], 9, axis=2)),
    ("insert float positions", lambda xp, a: xp.insert(a, [1.0, 2.0], 9, axis=2)),
    ("insert one float position", lambda xp, a: xp.insert(a, numpy.array([1.0]), 9, axis=2)),
    ("insert 2-d positions", lambda xp, a: xp.insert(a, [[0, 1]], 9, axis=2)),
    ("insert empty list", lambda xp, a: xp.insert(a, [], 9, axis=2)),
    ("insert positions values mismatch", lambda xp, a: xp.insert(a, [0, 1], [1, 2, 3], axis=2)),
    ("insert empty slice", lambda xp, a: xp.insert(a, slice(2, 2), 9, axis=2)),
    ("insert layout", lambda xp, a: layout_of(xp.insert(a, 1, 0, axis=1))),
    ("delete scalar", lambda xp, a: xp.delete(a, 1)),
    ("delete scalar axis", lambda xp, a: xp.delete(a, 1, axis=2)),
    ("delete negative", lambda xp, a: xp.delete(a, -1, axis=1)),
    ("delete out of range", lambda xp, a: xp.delete(a, 3, axis=1)),
    ("delete axis out of range", lambda xp, a: xp.delete(a, 0, axis=-4)),
    ("delete numpy int", lambda xp, a: xp.delete(a, numpy.uint8(0), axis=0)),
    ("delete [index]", lambda xp, a: xp.delete(a, [2], axis=2)),
    ("delete slice", lambda xp, a: xp.delete(a, slice(1, 3), axis=2)),
    ("delete slice step", lambda xp, a: xp.delete(a, slice(0, None, 2), axis=2)),
    ("delete slice step 3", lambda xp, a: xp.delete(a, slice(1, None, 3))),
    ("delete slice negative step", lambda xp, a: xp.delete(a, slice(None, None, -2), axis=2)),
    ("delete everything", lambda xp, a: xp.delete(a, slice(None), axis=1)),
    ("delete empty slice", lambda xp, a: info(xp, xp.delete(a, slice(3, 1), axis=1), a)),
    ("delete layout", lambda xp, a: layout_of(xp.delete(a, 0, axis=2))),
    ("delete list", lambda xp, a: xp.delete(a, [0, 2], axis=2)),
    ("delete list repeated negative", lambda xp, a: xp.delete(a, [-1, 0, 3, 0], axis=2)),
    ("delete list flat", lambda xp, a: xp.delete(a, [0, 5, 23, -2])),
    ("delete 2-d positions", lambda xp, a: xp.delete(a, [[0], [2]], axis=2)),
    ("delete device positions", lambda xp, a: xp.delete(a, xp.asarray([1, 3]), axis=2)),
    ("delete device one position", lambda xp, a: xp.delete(a, xp.asarray([2]), axis=1)),
    ("delete list out of range", lambda xp, a: xp.delete(a, [0, 4], axis=2)),
    ("delete float positions", lambda xp, a: xp.delete(a, [0.0, 1.0], axis=2)),
    ("delete empty list", lambda xp, a: xp.delete(a, [], axis=1)),
    ("delete empty numpy float array", lambda xp, a: xp.delete(a, numpy.array([], float), axis=1)),
    ("delete mask", lambda xp, a: xp.delete(a, [True, False, True], axis=1)),
    ("delete device mask", lambda xp, a: xp.delete(a, xp.asarray([False, True, True, False]), axis=2)),
    ("delete mask wrong length", lambda xp, a: xp.delete(a, [True, False], axis=1)),
]


@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice", "empty"))
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
def test_insert_delete(xp, dtype, layout):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        run_on(xp, lambda xp: make(xp, (2, 3, 4), dtype, layout), INSERT_DELETE)


def test_insert_delete_edge_cases(xp):
    assert_same_cases(xp, [
        ("insert into 0-d", lambda xp: xp.insert(make(xp, (), "int8", "0d"), 0, 5)),
        ("insert into list", lambda xp: xp.insert([1, 2, 3], 1, 2.5)),
        ("insert overflow", lambda xp: xp.insert(make(xp, (3,), "int8"), 1, 300)),
        ("insert F order input", lambda xp: layout_of(xp.insert(make(xp, (3, 4), "float32", "T"), 1, 0,
                                                                axis=0))),
        ("insert complex into real", lambda xp: xp.insert(make(xp, (3,), "float32"), slice(0, 2), 1 + 2j)),
        ("delete from 0-d", lambda xp: xp.delete(make(xp, (), "int8", "0d"), 0)),
        ("delete from list", lambda xp: xp.delete([1, 2, 3], 1)),
        ("delete F order input", lambda xp: layout_of(xp.delete(make(xp, (3, 4), "float32", "T"), 1,
                                                                axis=1))),
        ("delete bool scalar", lambda xp: xp.delete(make(xp, (3,), "int8"), True)),
    ])


def test_trim_zeros(xp):
    def arr(xp, vals, dtype="int64"):
        return host(xp, vals, dtype)
    assert_same_cases(xp, [
        ("fb", lambda xp: xp.trim_zeros(arr(xp, [0, 0, 1, 2, 0, 3, 0]))),
        ("f", lambda xp: xp.trim_zeros(arr(xp, [0, 0, 1, 2, 0], "float32"), "f")),
        ("b", lambda xp: xp.trim_zeros(arr(xp, [0, 1, 0], "bool"), trim="b")),
        ("all zeros", lambda xp: xp.trim_zeros(arr(xp, [0, 0], "uint16"))),
        ("2-d", lambda xp: xp.trim_zeros(arr(xp, [[0, 0, 0], [0, 1, 0], [0, 0, 0]]))),
        ("2-d axis 0", lambda xp: xp.trim_zeros(arr(xp, [[0, 0, 0], [0, 1, 0], [0, 0, 2], [0] * 3]),
                                               axis=0)),
        ("2-d axis -1 b", lambda xp: xp.trim_zeros(arr(xp, [[0, 0, 0, 0], [0, 1, 0, 0]]), "b", axis=-1)),
        ("3-d axes (0, 2) bf", lambda xp: xp.trim_zeros(
            xp.asarray(numpy.pad(numpy.arange(1, 7.0).reshape(1, 2, 3), ((2, 1), (1, 0), (0, 3)))),
            "BF", axis=(0, 2))),
        ("3-d all axes", lambda xp: xp.trim_zeros(
            xp.asarray(numpy.pad(numpy.arange(1, 7).reshape(1, 2, 3), ((2, 1), (1, 2), (0, 3)))))),
        ("nan and -0.0", lambda xp: xp.trim_zeros(arr(xp, [-0.0, numpy.nan, 0.0, 1.0, -0.0], "float64"))),
        ("complex", lambda xp: xp.trim_zeros(arr(xp, [0, 1j, 0, 2, 0], "complex64"))),
        ("2-d all zeros", lambda xp: xp.trim_zeros(xp.zeros((3, 4)), axis=1)),
        ("empty", lambda xp: xp.trim_zeros(xp.zeros((0, 3)))),
        ("0-d", lambda xp: xp.trim_zeros(xp.asarray(numpy.float32(0)))),
        ("axis ()", lambda xp: xp.trim_zeros(arr(xp, [0, 1, 0]), axis=())),
        ("strided view", lambda xp: xp.trim_zeros(arr(xp, [0, 5, 0, 0, 3, 0, 0, 0])[::2])),
        ("bad trim", lambda xp: xp.trim_zeros(arr(xp, [0, 1]), "x")),
        ("bad axis", lambda xp: xp.trim_zeros(arr(xp, [0, 1]), axis=1)),
        ("list stays a list", lambda xp: xp.trim_zeros([0, 3, 0])),
    ])

    def view(xp):
        a = arr(xp, [0, 1, 2, 0])
        t = xp.trim_zeros(a)
        t[0] = 9
        return a
    assert_same(xp, view)


# --------------------------------------------------------------------------------------------------
# copyto
# --------------------------------------------------------------------------------------------------
def _copyto(xp, dst, src, **kw):
    r = xp.copyto(dst, src, **kw)
    return r, dst


COPYTO_DTYPES = ["bool", "int8", "uint16", "float16", "float32", "complex128"]


@pytest.mark.parametrize("dst_dtype", COPYTO_DTYPES, ids=short)
@pytest.mark.parametrize("src_dtype", COPYTO_DTYPES, ids=short)
def test_copyto_casting(xp, src_dtype, dst_dtype):
    cases = []
    for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
        cases.append((f"array {casting}", (lambda c: lambda xp: _copyto(
            xp, make(xp, (3, 4), dst_dtype, "T"), make(xp, (4,), src_dtype, seed=1), casting=c))(casting)))
        cases.append((f"0-d array {casting}", (lambda c: lambda xp: _copyto(
            xp, make(xp, (3,), dst_dtype), make(xp, (), src_dtype, "0d", seed=1), casting=c))(casting)))
        cases.append((f"numpy scalar {casting}", (lambda c: lambda xp: _copyto(
            xp, make(xp, (3,), dst_dtype), numpy.dtype(src_dtype).type(1), casting=c))(casting)))
    assert_same_cases(xp, cases)


PY_VALUES = [3, -1, 300, 1.5, 1e300, 1j, True]


@pytest.mark.parametrize("dst_dtype", COPYTO_DTYPES, ids=short)
def test_copyto_python_scalars(xp, dst_dtype):
    cases = []
    for v in PY_VALUES:
        if numpy.dtype(dst_dtype).kind == "u" and isinstance(v, float):
            continue  # float -> unsigned out of range is undefined behaviour in C
        for casting in ("no", "equiv", "safe", "same_kind", "unsafe"):
            cases.append((f"{v!r} {casting}", (lambda v, c: lambda xp: _copyto(
                xp, make(xp, (2, 3), dst_dtype, "neg"), v, casting=c))(v, casting)))
    assert_same_cases(xp, cases)


def test_copyto_checks_where_before_the_cast(xp):
    # (NumPy reads where= before it checks the cast of an array or float, after a Python int)
    def body(xp):
        msgs = []
        for src, where in [(xp.asarray(numpy.array([1.5])), numpy.array([1, 0, 1])),
                           (xp.asarray(numpy.array([1, 2, 3])), numpy.array([1, 0, 1])),
                           (1.5, numpy.array([1, 0, 1])), (300, numpy.array([1, 0, 1])),
                           (xp.asarray(numpy.array([1.5])), [1, 0, 1]),
                           (xp.asarray(numpy.ones(3, numpy.uint8)), numpy.array(1.0))]:
            try:
                xp.copyto(xp.zeros(3, numpy.uint8), src, where=xp.asarray(where))
            except (TypeError, OverflowError) as e:
                msgs.append("%s: %s" % (type(e).__name__, e))
        return msgs
    assert_same(xp, body)


def test_copyto_shape_messages(xp):
    # NumPy names a source's shape without the leading unit axes it may drop ("from shape
    # (2,) into shape (1,)"), a where mask's shape as given
    def body(xp):
        msgs = []
        for dst, src, where in [((1,), (1, 2), True), ((2, 1), (1, 1, 3), True),
                                ((2, 2), (0, 1, 3), True), ((1,), (), (1, 1, 2))]:
            w = where if where is True else xp.ones(where, bool)
            try:
                xp.copyto(xp.zeros(dst), xp.zeros(src), where=w)
            except ValueError as e:
                msgs.append(str(e))
        return msgs
    assert_same(xp, body)



def _copyto_seen(xp, n, src, where, dt, casting):
    """copyto of ``src`` into ``n`` zeros of ``dt``: the values or the exception, and the
    warnings (NumPy's warnings name whether its cast ran, and where)."""
    dst = xp.zeros(n, dt)
    if isinstance(src, numpy.ndarray) and xp is not numpy:
        src = xp.asarray(src)
    if where in ("none", "all", "odd"):
        where = xp.asarray(numpy.arange(n) % 2 == 1 if where == "odd" else
                           numpy.full(n, where == "all"))
    with warnings.catch_warnings(record=True) as got, numpy.errstate(all="warn"):
        warnings.simplefilter("always")
        try:
            xp.copyto(dst, src, where=where, casting=casting)
            res = repr(numpy.asarray(dst).tolist())
        except Exception as exc:  # noqa: BLE001
            res = "%s: %s" % (type(exc).__name__, exc)
    return res, [(w.category.__name__, str(w.message)) for w in got]


@pytest.mark.parametrize("dt", ["float16", "int8", "int32", "bool", "complex64"], ids=short)
def test_copyto_one_value_casts_as_assigned(xp, dt):
    """One value (a 0-d array, a NumPy number) is cast once before the mask into more than
    one element, and into one element only where it is written (none into an empty array);
    a Python number of a kind above the destination's is an array of its default dtype, cast
    as that array (its errors first); one of the destination's kind converts at once."""
    srcs = [lambda: numpy.float64(1e300), lambda: numpy.array(1e300), lambda: numpy.uint32(2**32 - 1),
            lambda: numpy.complex128(1e300 + 1j), lambda: numpy.array([1e300]), lambda: 1e300,
            lambda: 3j, lambda: 2**100, lambda: 2**63, lambda: 300, lambda: -1, lambda: 2.5]
    for n in (0, 1, 2, 3):
        for src in srcs:
            for where in (True, False, "none", "all", "odd"):
                for casting in ("unsafe", "same_kind", "equiv"):
                    args = (n, where, dt, casting)
                    assert _copyto_seen(xp, n, src(), *args[1:]) == \
                        _copyto_seen(numpy, n, src(), *args[1:]), (repr(src()), args)


def _refused(call):
    """The exception ``call`` raises, as (type name, message), or its result."""
    try:
        return call()
    except Exception as e:
        return type(e).__name__, str(e)


def test_copyto_behaviour(xp):
    f = lambda xp: make(xp, (3, 4), "float64")  # noqa: E731
    assert_same_cases(xp, [
        ("broadcast row", lambda xp: _copyto(xp, f(xp), make(xp, (4,), "float32", seed=1))),
        ("broadcast column", lambda xp: _copyto(xp, f(xp), make(xp, (3, 1), "int8", seed=1))),
        ("leading unit dims", lambda xp: _copyto(xp, f(xp), make(xp, (1, 1, 4), seed=1))),
        ("leading non-unit dims", lambda xp: _copyto(xp, f(xp), make(xp, (2, 3, 4), seed=1))),
        ("shape mismatch", lambda xp: _copyto(xp, f(xp), make(xp, (3,), seed=1))),
        ("list", lambda xp: _copyto(xp, f(xp), [1, 2, 3, 4])),
        ("list of floats into int", lambda xp: _copyto(xp, make(xp, (3,), "int8"), [1.5, 2, 3])),
        ("list of ints into int8", lambda xp: _copyto(xp, make(xp, (3,), "int8"), [1, 2, 300])),
        ("numpy array", lambda xp: _copyto(xp, f(xp), numpy.arange(4.0))),
        ("string", lambda xp: _copyto(xp, f(xp), "x")),
        ("None", lambda xp: _copyto(xp, f(xp), None)),
        ("where mask", lambda xp: _copyto(xp, f(xp), 0.0, where=make(xp, (3, 4), "bool", seed=2))),
        ("where broadcast", lambda xp: _copyto(xp, f(xp), make(xp, (3, 4), seed=1),
                                               where=make(xp, (4,), "bool", seed=2))),
        ("where list", lambda xp: _copyto(xp, f(xp), -1.0, where=[True, False, True, False])),
        ("where False", lambda xp: _copyto(xp, f(xp), -1.0, where=False)),
        ("where numpy True", lambda xp: _copyto(xp, f(xp), -1.0, where=numpy.True_)),
        ("where 0-d array", lambda xp: _copyto(xp, f(xp), -1.0, where=make(xp, (), "bool", "0d", 3))),
        ("where int", lambda xp: _copyto(xp, f(xp), -1.0, where=make(xp, (4,), "int8"))),
        ("where int list", lambda xp: _copyto(xp, f(xp), -1.0, where=[1, 0, 1, 0])),
        ("where bad shape", lambda xp: _copyto(xp, f(xp), -1.0, where=make(xp, (3,), "bool"))),
        ("casting bad", lambda xp: _copyto(xp, f(xp), 1.0, casting="bogus")),
        ("casting None", lambda xp: _copyto(xp, f(xp), 1.0, casting=None)),
        ("read-only dst", lambda xp: _copyto(xp, xp.broadcast_to(make(xp, (4,)), (3, 4)), 1.0)),
        ("dst not an array", lambda xp: _copyto(xp, [1.0, 2.0], 1.0)),
        # (a scalar, a reduction's or NumPy's, is immutable: NumPy's TypeError names its type)
        ("dst a scalar", lambda xp: _refused(lambda: xp.copyto(xp.sum(f(xp)), 1.0))),
        ("dst an element", lambda xp: _refused(lambda: xp.copyto(f(xp)[1, 2], 1.0))),
        ("dst numpy's scalar", lambda xp: _refused(lambda: xp.copyto(numpy.int8(3), 1))),
        ("place into a scalar", lambda xp: _refused(lambda: xp.place(xp.sum(f(xp)), True, [1]))),
        ("into a view", lambda xp: (lambda a: (xp.copyto(a[::2, 1:3], 5.0), a))(f(xp))),
        ("overlapping", lambda xp: (lambda a: (xp.copyto(a[:, 1:], a[:, :-1]), a))(f(xp))),
        ("overlapping reversed", lambda xp: (lambda a: (xp.copyto(a, a[::-1]), a))(f(xp))),
        ("empty", lambda xp: _copyto(xp, make(xp, (0, 3), "int8", "empty"), 5)),
        ("numpy.copyto dispatches",
         lambda xp: (lambda d: (numpy.copyto(d, make(xp, (4,), seed=1)), d))(f(xp))),
    ])
    # a NumPy destination stays NumPy's
    assert_same(xp, lambda xp: (lambda d: (numpy.copyto(d, make(xp, (4,), seed=1)), d))(numpy.zeros((2, 4))),
                expect_host=True)


# --------------------------------------------------------------------------------------------------
# views versus copies: writing into the result
# --------------------------------------------------------------------------------------------------
def _write(xp, fn, layout="C"):
    a = make(xp, (2, 3, 4), "int16", layout)
    r = fn(xp, a)
    if isinstance(r, (list, tuple)):
        r = r[0]
    r[...] = -5
    return a


WRITES = [
    ("reshape", lambda xp, a: xp.reshape(a, (6, 4))),
    ("reshape F", lambda xp, a: xp.reshape(a, (4, 6), order="F")),
    ("ravel", lambda xp, a: xp.ravel(a)),
    ("ravel K", lambda xp, a: xp.ravel(a, "K")),
    ("transpose", lambda xp, a: xp.transpose(a)),
    ("swapaxes", lambda xp, a: xp.swapaxes(a, 0, 1)),
    ("moveaxis", lambda xp, a: xp.moveaxis(a, 0, 1)),
    ("rollaxis", lambda xp, a: xp.rollaxis(a, 2)),
    ("expand_dims", lambda xp, a: xp.expand_dims(a, 1)),
    ("squeeze", lambda xp, a: xp.squeeze(a[:1])),
    ("atleast_3d", lambda xp, a: xp.atleast_3d(a[0])),
    ("split", lambda xp, a: xp.split(a, 2, axis=2)),
    ("array_split", lambda xp, a: xp.array_split(a, 2, axis=1)),
    ("unstack", lambda xp, a: xp.unstack(a, axis=1)),
    ("flip", lambda xp, a: xp.flip(a, 1)[:1]),
    ("rot90", lambda xp, a: xp.rot90(a)[0]),
    ("concatenate", lambda xp, a: xp.concatenate([a])),
    ("stack", lambda xp, a: xp.stack([a])),
    ("tile", lambda xp, a: xp.tile(a, 1)),
    ("repeat", lambda xp, a: xp.repeat(a, 1)),
    ("roll", lambda xp, a: xp.roll(a, 0)),
    ("resize", lambda xp, a: xp.resize(a, 6)),
    ("delete", lambda xp, a: xp.delete(a, slice(5, 2), axis=2)),
    ("block", lambda xp, a: xp.block([a])),
]


@pytest.mark.parametrize("layout", ("C", "T", "neg", "slice"))
def test_write_through(xp, layout):
    assert_same_cases(xp, [(label, (lambda fn: lambda xp: _write(xp, fn, layout))(fn))
                           for label, fn in WRITES])


# --------------------------------------------------------------------------------------------------
# gpnumpy only: these run natively (no FallbackWarning), also through numpy.<func>
# --------------------------------------------------------------------------------------------------
NATIVE = ["reshape", "ravel", "transpose", "moveaxis", "rollaxis", "swapaxes", "squeeze",
          "expand_dims", "broadcast_to", "broadcast_arrays", "atleast_1d", "atleast_2d",
          "atleast_3d", "concatenate", "stack", "hstack", "vstack", "dstack", "column_stack",
          "block", "unstack", "split", "array_split", "hsplit", "vsplit", "dsplit", "tile",
          "repeat", "flip", "fliplr", "flipud", "roll", "rot90", "resize", "append", "insert",
          "delete", "copyto", "shape", "ndim", "size"]


def test_native_no_fallback(gp):
    a = gp.asarray(numpy.arange(24.0).reshape(2, 3, 4))
    calls = {
        "reshape": lambda m: m.reshape(a, (4, 6)), "ravel": lambda m: m.ravel(a),
        "transpose": lambda m: m.transpose(a), "moveaxis": lambda m: m.moveaxis(a, 0, 1),
        "rollaxis": lambda m: m.rollaxis(a, 1), "swapaxes": lambda m: m.swapaxes(a, 0, 1),
        "squeeze": lambda m: m.squeeze(a), "expand_dims": lambda m: m.expand_dims(a, 0),
        "broadcast_to": lambda m: m.broadcast_to(a, (2, 2, 3, 4)),
        "broadcast_arrays": lambda m: m.broadcast_arrays(a, a[0]),
        "atleast_1d": lambda m: m.atleast_1d(a), "atleast_2d": lambda m: m.atleast_2d(a),
        "atleast_3d": lambda m: m.atleast_3d(a), "concatenate": lambda m: m.concatenate([a, a]),
        "stack": lambda m: m.stack([a, a]), "hstack": lambda m: m.hstack([a, a]),
        "vstack": lambda m: m.vstack([a, a]), "dstack": lambda m: m.dstack([a, a]),
        "column_stack": lambda m: m.column_stack([a, a]), "block": lambda m: m.block([a, a]),
        "unstack": lambda m: m.unstack(a), "split": lambda m: m.split(a, 2),
        "array_split": lambda m: m.array_split(a, 3), "hsplit": lambda m: m.hsplit(a, 3),
        "vsplit": lambda m: m.vsplit(a, 2), "dsplit": lambda m: m.dsplit(a, 2),
        "tile": lambda m: m.tile(a, 2), "repeat": lambda m: m.repeat(a, [1, 2], axis=0),
        "flip": lambda m: m.flip(a), "fliplr": lambda m: m.fliplr(a),
        "flipud": lambda m: m.flipud(a), "roll": lambda m: m.roll(a, 1),
        "rot90": lambda m: m.rot90(a), "resize": lambda m: m.resize(a, 7),
        "append": lambda m: m.append(a, a), "insert": lambda m: m.insert(a, slice(0, 3), 1),
        "delete": lambda m: m.delete(a, slice(0, 3, 2)), "copyto": lambda m: m.copyto(a, 1.0),
        "shape": lambda m: m.shape(a), "ndim": lambda m: m.ndim(a), "size": lambda m: m.size(a),
    }
    assert sorted(calls) == sorted(NATIVE)
    bad = []
    for name, call in calls.items():
        for mod in (gp, numpy):
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                call(mod)
            if any(issubclass(x.category, gp.FallbackWarning) for x in w):
                bad.append(f"{mod.__name__}.{name}")
    assert not bad, f"fell back to the host: {bad}"


def test_row_stack_warns(gp):
    if not hasattr(numpy, "row_stack"):
        assert not hasattr(gp, "row_stack")
        return
    with pytest.warns(DeprecationWarning):
        gp.row_stack([gp.zeros(2), gp.ones(2)])


def test_namespace_identity(gp):
    assert gp.broadcast_shapes is numpy.broadcast_shapes
    # (gpnumpy's own function, named by its public module as NumPy's is: numpy.concatenate's
    # module is 'numpy')
    assert gp.concatenate is not numpy.concatenate and gp.concatenate.__module__ == "gpnumpy"


# --------------------------------------------------------------------------------------------------
# random strided views: layouts (strides of new arrays, unit axes included) and views as NumPy's
# --------------------------------------------------------------------------------------------------
def _random_view(xp, rng, dtype="int32"):
    a = make(xp, (4, 5, 6), dtype)
    perm = [0, 1, 2]
    rng.shuffle(perm)
    a = a.transpose(perm)
    return a[tuple(slice(rng.choice([None, 1]), None, rng.choice([1, -1, 2, -2])) for _ in range(3))]


RANDOM_OPS = {
    "reshape": lambda xp, a, rng: xp.reshape(
        a, rng.choice([(-1,), (a.shape[0], -1), (1, a.shape[0], 1, -1, 1), a.shape[::-1]]),
        order=rng.choice("CFA")),
    "ravel": lambda xp, a, rng: xp.ravel(a, rng.choice("CFAK")),
    "concatenate": lambda xp, a, rng: xp.concatenate([a, a[::-1, :, :1]], axis=2),
    "stack": lambda xp, a, rng: xp.stack([a, a[::-1]], axis=rng.randrange(-4, 4)),
    "insert": lambda xp, a, rng: xp.insert(a, slice(rng.randrange(-6, 7), rng.randrange(-6, 7),
                                                   rng.choice([1, 2, 3, -1, -2])), 9, axis=rng.randrange(3)),
    "delete": lambda xp, a, rng: xp.delete(
        a, slice(rng.randrange(-6, 7), rng.randrange(-6, 7), rng.choice([1, 2, 3, -1, -2, -4])),
        axis=rng.choice([0, 1, 2, None])),
    "repeat": lambda xp, a, rng: xp.repeat(a, [rng.randrange(3) for _ in range(a.shape[1])], axis=1),
    "roll": lambda xp, a, rng: xp.roll(a, (rng.randrange(-9, 9), rng.randrange(-9, 9)),
                                       axis=(rng.randrange(3), rng.randrange(3))),
    "tile": lambda xp, a, rng: xp.tile(a, tuple(rng.randrange(1, 3) for _ in range(rng.randrange(1, 5)))),
    "resize": lambda xp, a, rng: xp.resize(a, (rng.randrange(0, 9), rng.randrange(1, 40))),
    "broadcast_to": lambda xp, a, rng: xp.broadcast_to(a[:, :1], (2,) + a[:, :1].shape),
    "rot90": lambda xp, a, rng: xp.rot90(a, rng.randrange(-5, 5), axes=tuple(rng.sample(range(-3, 3), 2))),
    "expand_dims": lambda xp, a, rng: xp.expand_dims(a, tuple(rng.sample(range(-5, 5), rng.randrange(1, 3)))),
}


@pytest.mark.parametrize("op", sorted(RANDOM_OPS))
def test_random_views(xp, op):
    import random

    def body(seed):
        def run(xp):
            rng = random.Random(seed)
            a = _random_view(xp, rng)
            return info(xp, RANDOM_OPS[op](xp, a, rng), a)
        return run
    assert_same_cases(xp, [(f"seed {s}", body(s)) for s in range(40)])


def test_squeeze_zero_d_axis(xp):
    # (a 0-d array takes an integer axis 0 or -1, not a tuple of them: NumPy's converter)
    assert_same_cases(xp, [
        ("method 0", lambda xp: xp.array(3).squeeze(axis=0)),
        ("method -1", lambda xp: xp.array(3.5).squeeze(axis=-1)),
        ("function 0", lambda xp: xp.squeeze(xp.array(3), 0)),
        ("tuple", lambda xp: xp.squeeze(xp.array(3), (0,))),
        ("tuple method", lambda xp: xp.array(3).squeeze(axis=(-1,))),
        ("axis 1", lambda xp: xp.array(3).squeeze(axis=1)),
    ])
    a = xp.array(3)
    assert a.squeeze(axis=0) is a and xp.squeeze(a, -1) is a


@pytest.mark.parametrize("make, shape", [
    (lambda xp: xp.arange(24.0).reshape(2, 3, 4)[:, :, 1], (3, 2)),      # a strided view
    (lambda xp: xp.arange(24.0).reshape(2, 3, 4)[:, :, 1], (6,)),        # merges: a copy
    (lambda xp: xp.arange(24.0).reshape(2, 3, 4)[:, 1], (2, 2, 2)),       # splits: a view
    (lambda xp: xp.arange(24.0).reshape(4, 6).T, (6, 4)),                 # the same shape
    (lambda xp: xp.arange(24.0).reshape(4, 6).T, (3, 2, 4)),              # split of an axis
    (lambda xp: xp.arange(24.0).reshape(4, 6)[::2, ::3], (1, 4, 1)),      # ones added
    (lambda xp: xp.arange(48.0).reshape(4, 12)[:, ::2], (4, 2, -1)),      # the unknown size
], ids=["strided", "merge-copy", "split", "same", "T-split", "ones", "unknown"])
def test_reshape_of_a_view_is_numpys_view_or_copy(make, shape):
    """``reshape(v, shape)`` of a non-contiguous view: NumPy's strides where it views the
    same memory, a copy where it cannot, the same values either way."""
    import gpnumpy
    v_np, v_gp = make(numpy), make(gpnumpy)
    want, got = numpy.reshape(v_np, shape), gpnumpy.reshape(v_gp, shape)
    assert got.shape == want.shape and got.strides == want.strides
    assert gpnumpy.shares_memory(got, v_gp) == numpy.shares_memory(want, v_np)
    numpy.testing.assert_array_equal(got.get(), want)


def test_bad_axes_and_array_dtypes_raise(xp):
    a = lambda xp: make(xp, (2, 3), "int64")  # noqa: E731
    assert_same_cases(xp, [
        ("transpose of one int axis", lambda xp: xp.transpose(a(xp), 1)),
        ("transpose of one int axis, 1-d", lambda xp: xp.transpose(a(xp).ravel(), 0)),
        ("zeros_like of an array as dtype", lambda xp: xp.zeros_like(a(xp), dtype=a(xp))),
        ("empty of an array as dtype", lambda xp: xp.empty(2, dtype=a(xp))),
        ("astype of an array", lambda xp: a(xp).astype(a(xp))),
    ])


@pytest.mark.parametrize("order", ["K", "A", "C", "F"])
@pytest.mark.parametrize("case", range(8))
def test_ravel_flatten_order_k_of_broadcast_views(xp, order, case):
    """ravel/flatten(order='K') of an array that is no flat view: NumPy's flat copy in its
    iterator's order, where a broadcast (zero-stride) axis keeps its place."""
    def body(xp):
        b = xp.arange(24, dtype="int8").reshape(2, 3, 4)
        a = [xp.broadcast_to(b[:1], b.shape), xp.broadcast_to(b[:, :1], b.shape),
             xp.broadcast_to(b[..., :1], b.shape).transpose(2, 0, 1),
             xp.broadcast_to(b[:1, :, ::-1], b.shape), b.T[::2], b[::-1, :, ::-2],
             xp.broadcast_to(xp.arange(4, dtype="int8")[:, None, None], (4, 3, 2)),
             b.transpose(0, 2, 1)[:, ::2]][case]
        return a.ravel(order), a.flatten(order)
    assert_same(xp, body)


def test_tile_is_a_view_of_its_last_repeat(xp):
    # NumPy's tile reshapes the output of its last repeat (rows of the axes from the last
    # repeated one on): OWNDATA false, a base of that 2-d shape; all-one reps copy an array
    def body(xp):
        out = []
        for a, reps in [(xp.arange(6).reshape(2, 3), 2), (xp.arange(6).reshape(2, 3), (2, 1)),
                        (xp.arange(6).reshape(2, 3), (3, 2, 2)), (xp.arange(3), 1),
                        ([1, 2], 1), ([1, 2], (2, 1)), (5, 3),
                        (xp.arange(6).reshape(2, 3).T, (1, 2)), (xp.zeros((0, 3)), 2)]:
            y = xp.tile(a, reps)
            out.append((y, y.flags.owndata, None if y.base is None else y.base.shape))
        return out
    assert_same(xp, body)
