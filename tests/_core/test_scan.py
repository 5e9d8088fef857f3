"""Scans: cumsum, cumprod, cumulative_sum/prod and ufunc.accumulate through the reduction core.

The device scans in a tree (tiles chained by look-back); NumPy accumulates one element after
the other, so float results are compared with tolerances; integer results are exact.
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (ALL_DTYPES, assert_same, assert_same_cases, is_cuda_device, make,
                                 short)

RTOL = {"float16": 2e-2, "float32": 1e-5, "float64": 1e-12, "complex64": 1e-5, "complex128": 1e-12}
ATOL = {"float16": 1.0, "float32": 1e-3, "float64": 1e-9, "complex64": 1e-3, "complex128": 1e-9}


def tol(dtype, scale=1.0):
    d = str(numpy.dtype(dtype))
    if d not in RTOL:
        return {}
    return {"rtol": RTOL[d], "atol": ATOL[d] * scale}


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ["cumsum", "cumprod"])
def test_cumsum_cumprod_layouts_axes(xp, name, dtype):
    kind = "unit" if name == "cumprod" else "default"
    if name == "cumprod" and numpy.dtype(dtype).kind in "iu":
        kind = "small"
    cases = []
    for layout in ("C", "T", "neg", "slice", "empty"):
        for axis in (None, 0, 1, -1):
            cases.append((f"{name}({layout}, axis={axis})",
                          lambda xp, layout=layout, axis=axis: getattr(xp, name)(
                              make(xp, (5, 7), dtype, layout, seed=3, kind=kind), axis=axis)))
    cases.append(("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d", seed=1))))
    cases.append(("0-d axis=0", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d"), axis=0)))
    cases.append(("3-d axis=1", lambda xp: getattr(xp, name)(make(xp, (3, 4, 5), dtype, kind=kind),
                                                             axis=1)))
    cases.append(("method", lambda xp: getattr(make(xp, (3, 4), dtype, "T", kind=kind), name)(axis=1)))
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", ["int8", "int32", "uint64", "float32", "float64", "complex64", "bool"],
                         ids=short)
def test_long_scans_take_every_kernel_path(xp, dtype):
    # tiles chained by look-back (1-d, many rows), a thread per line (contiguous inner axis),
    # and few long lines across the contiguous axis (scanned as rows after a transpose)
    shapes = [((200001,), 0), ((1 << 20) + 3,), ((3, 70001), 1), ((70001, 3), 0),
              ((3000, 700), 0), ((100, 3000), 0), ((5000, 40), 1), ((40, 50, 300), 2)]
    cases = []
    for s in shapes:
        shape, axis = s[0], (s[1] if len(s) > 1 else None)
        cases.append((f"cumsum {shape} axis={axis}", lambda xp, shape=shape, axis=axis:
                      xp.cumsum(make(xp, shape, dtype, seed=5, kind="small"), axis=axis)))
    cases.append(("maximum.accumulate", lambda xp: xp.maximum.accumulate(
        make(xp, (3, 70001), dtype, seed=6), axis=1)))
    cases.append(("cumsum T", lambda xp: xp.cumsum(make(xp, (300, 2001), dtype, "T", seed=7,
                                                        kind="small"), axis=0)))
    assert_same_cases(xp, cases, **tol(dtype, scale=1000))


ACC_UFUNCS = ["add", "multiply", "maximum", "minimum", "fmax", "fmin", "logical_and", "logical_or",
              "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "subtract", "divide",
              "power", "gcd"]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ACC_UFUNCS)
def test_ufunc_accumulate(xp, name, dtype):
    if name == "power" and numpy.dtype(dtype).kind in "fc":
        pytest.skip("NumPy's float power.accumulate is not a left fold: "
                    "test_ordered_reduce.test_not_folded")
    kind = "unit" if name in ("multiply", "divide", "power") else "small"
    cases = [(f"{name}.accumulate axis={ax}", lambda xp, ax=ax: getattr(xp, name).accumulate(
        make(xp, (4, 6), dtype, "T", seed=2, kind=kind), axis=ax)) for ax in (0, 1, -1)]
    assert_same_cases(xp, cases, **tol(dtype))


def test_nan_propagation(xp):
    def body(xp):
        a = xp.asarray([1.0, numpy.nan, 3.0, -1.0, 5.0])
        return [xp.maximum.accumulate(a), xp.fmax.accumulate(a), xp.cumsum(a),
                xp.minimum.accumulate(xp.asarray([2.0, -numpy.inf, numpy.nan]))]
    assert_same(xp, body)


_CX_ROWS = {
    # (every line's first element finite: the first row and the first column)
    "finite first": [[2 + 0j, 1 + 0j, 0.5 + 1j], [1 + 0j, numpy.inf + 0j, 3j],
                     [0.5 + 1j, 1 + 0j, numpy.nan + 0j], [1j, complex(0, numpy.inf), 1 + 0j]],
    "infinite first": [[numpy.inf + 0j, 2 + 1j, 0j], [complex(0, numpy.inf), 1 + 0j, 1 + 0j],
                       [-numpy.inf + 0j, -1 + 0j, 0.5 + 0j]],
}


@pytest.mark.parametrize("dtype", ["complex64", "complex128"], ids=short)
@pytest.mark.parametrize("rows", ["finite first", "infinite first"])
def test_complex_products(xp, dtype, rows):
    """Complex multiply folds (cumprod, prod, multiply.accumulate/reduce/reduceat) with
    infinities and NaN, in the scan and reduction layouts, as NumPy's loops give them."""
    def data(xp, n=1):
        return xp.asarray(numpy.tile(numpy.array(_CX_ROWS[rows], dtype), (1, n)))

    with numpy.errstate(invalid="ignore"):
        assert_same_cases(xp, [
            ("cumprod rows", lambda xp: xp.cumprod(data(xp), axis=1)),
            ("cumprod columns", lambda xp: xp.cumprod(data(xp), axis=0)),
            ("cumprod flat", lambda xp: xp.cumprod(data(xp))),
        ])
        # (long lines, folded in NumPy's order on the device: up to reduction._SERIAL_MAX
        # elements, or reduction._SERIAL_LINES lines and more; NumPy's SIMD loops may fuse a
        # complex product's multiply-add where its scalar loops and the device's do not: a
        # few ulp)
        many = -(-1024 // len(_CX_ROWS[rows]))
        assert_same_cases(xp, [
            ("cumprod long rows", lambda xp: xp.cumprod(data(xp, 1365), axis=1)),
            ("cumprod long columns", lambda xp: xp.cumprod(data(xp, 1365).T, axis=0)),
            ("cumulative_prod include_initial", lambda xp: xp.cumulative_prod(
                data(xp, 700), axis=1, include_initial=True)),
            ("cumprod many long rows", lambda xp: xp.cumprod(xp.asarray(numpy.tile(
                numpy.array(_CX_ROWS[rows], dtype), (many, 1700))), axis=1)),
            ("prod many long rows", lambda xp: xp.prod(xp.asarray(numpy.tile(
                numpy.array(_CX_ROWS[rows], dtype), (many, 1700))), axis=1)),
        ], approx=True)
        assert_same_cases(xp, [
            ("multiply.accumulate", lambda xp: xp.multiply.accumulate(data(xp), axis=1)),
            ("prod rows", lambda xp: xp.prod(data(xp), axis=1)),
            ("prod first", lambda xp: xp.prod(data(xp)[:, :1], axis=1)),
            ("prod columns", lambda xp: xp.prod(data(xp), axis=0)),
            ("multiply.reduce", lambda xp: xp.multiply.reduce(data(xp)[0])),
            ("multiply.reduceat", lambda xp: xp.multiply.reduceat(data(xp)[0], [0, 2])),
            ("prod all", lambda xp: xp.prod(data(xp))),
            ("prod all F-ordered", lambda xp: xp.prod(xp.asfortranarray(data(xp)))),
            ("prod all strided", lambda xp: xp.prod(data(xp, 2)[:, ::2])),
            ("prod axis=()", lambda xp: xp.multiply.reduce(data(xp), axis=())),
            ("prod where", lambda xp: xp.prod(data(xp), axis=1, where=xp.asarray(
                numpy.array([[True], [False], [True]] + [[True]] * (len(_CX_ROWS[rows]) - 3))))),
            ("prod all where", lambda xp: xp.prod(data(xp), where=xp.asarray(
                numpy.array([True, False, True])))),
            ("prod initial", lambda xp: xp.prod(data(xp), axis=0, initial=2 - 1j)),
            ("prod keepdims", lambda xp: xp.prod(data(xp), axis=1, keepdims=True)),
        ])


def test_complex_products_fold_in_order_where_fast():
    """The device keeps NumPy's order for complex products (the table row's in_order kinds)
    on short lines or many lines; a few long lines take the tree and the scan."""
    from gpnumpy._core import reduction
    from gpnumpy._core.ufunc_table import TABLE
    row, c8, f8 = TABLE["multiply"], numpy.dtype("c8"), numpy.dtype("f8")
    assert row.in_order == "c" and TABLE["add"].in_order == ""
    assert reduction._keeps_order(row, c8, 1, reduction._SERIAL_MAX)
    assert not reduction._keeps_order(row, c8, reduction._SERIAL_LINES - 1,
                                      reduction._SERIAL_MAX + 1)
    assert reduction._keeps_order(row, c8, reduction._SERIAL_LINES, 10 ** 7)
    assert not reduction._keeps_order(row, f8, 1, 2)


@pytest.mark.parametrize("dtype", ["complex64", "complex128"], ids=short)
def test_complex_products_few_long_lines(xp, dtype, request):
    """A few lines longer than reduction._SERIAL_MAX take the parallel scan and the tree:
    where no part is infinite the values are NumPy's (a few ulp)."""
    if xp is not numpy and is_cuda_device():
        request.applymarker(pytest.mark.xfail(
            reason="a parallel scan starts each line from 1+0j and combines in another order: "
            "(1+0j)*(inf+0j) is inf+nanj where NumPy's accumulate starts from the element "
            "(README: what still differs)", strict=True))
    rng = numpy.random.default_rng(5)
    unit = numpy.exp(1j * rng.random((3, 9000))).astype(dtype)
    special = unit.copy()
    special[0, 1] = numpy.inf
    with numpy.errstate(invalid="ignore"):
        assert_same_cases(xp, [
            ("cumprod finite", lambda xp: xp.cumprod(xp.asarray(unit), axis=1)),
            ("prod finite", lambda xp: xp.prod(xp.asarray(unit), axis=1)),
            ("cumprod 1-d finite", lambda xp: xp.cumprod(xp.asarray(unit[1]))),
        ], approx=True)
        assert_same_cases(xp, [
            ("cumprod an infinite part", lambda xp: xp.cumprod(xp.asarray(special), axis=1)),
        ])


def test_dtype_and_out(xp):
    cases = [
        ("cumsum int8", lambda xp: xp.cumsum(make(xp, (9,), "int8"))),
        ("cumsum bool", lambda xp: xp.cumsum(make(xp, (9,), "bool", seed=4))),
        ("cumsum uint8 dtype", lambda xp: xp.cumsum(make(xp, (9,), "uint8"), dtype="float32")),
        ("cumprod int16", lambda xp: xp.cumprod(make(xp, (5,), "int16", kind="small"))),
        ("add.accumulate int8", lambda xp: xp.add.accumulate(make(xp, (9,), "int8"))),
        ("add.accumulate bool", lambda xp: xp.add.accumulate(make(xp, (9,), "bool", seed=4))),
        ("add.accumulate dtype", lambda xp: xp.add.accumulate(make(xp, (9,), "int32"), dtype="int8")),
        ("cumsum f32 dtype=int16", lambda xp: xp.cumsum(make(xp, (6,), "float32"), dtype="int16")),
    ]

    def with_out(xp):
        out = xp.zeros((3, 4), "float64")
        r = xp.cumsum(make(xp, (3, 4), "int32"), axis=1, out=out)
        return r is out, out

    def acc_out(xp):
        out = xp.zeros((3, 4), "int32")
        r = xp.add.accumulate(make(xp, (3, 4), "float32"), axis=0, out=out)
        return r is out, out
    cases += [("cumsum out", with_out), ("accumulate out", acc_out)]
    assert_same_cases(xp, cases, rtol=1e-6)


def test_results_laid_out_as_the_input(xp):
    """NumPy's accumulations are laid out as the input (order='K'; C-ordered where an axis is
    broadcast), whichever path computes them; values and an out= too."""
    def body(xp):
        base = make(xp, (2, 3, 4), "float32", seed=7)
        arrays = [xp.asfortranarray(base), base.T, base.transpose(1, 0, 2), base[::-1, :, ::2],
                  xp.broadcast_to(make(xp, (4,), "float32"), (3, 4))]
        out = []
        for a in arrays:
            for axis in range(a.ndim):
                for r in (xp.cumsum(a, axis=axis), xp.cumprod(a, axis=axis),
                          xp.maximum.accumulate(a, axis=axis),
                          xp.subtract.accumulate(a.astype("int32"), axis=axis),
                          xp.nancumsum(a, axis=axis), xp.cumulative_sum(a, axis=axis)):
                    out.append((r.strides, r))
            o = xp.zeros(a.shape)
            out.append((xp.cumsum(a, axis=0, out=o) is o, o))
        return out
    assert_same(xp, body, rtol=1e-5)


def test_cumulative_sum_prod(xp):
    cases = []
    for name in ("cumulative_sum", "cumulative_prod"):
        for incl in (False, True):
            cases += [
                (f"{name} 1-d {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (6,), "int32", kind="small"), include_initial=incl)),
                (f"{name} axis=1 {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (3, 4), "float64", "T", kind="unit"), axis=1, include_initial=incl)),
                (f"{name} axis=0 dtype {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (3, 4), "int8", kind="small"), axis=0, dtype="int8",
                    include_initial=incl)),
                (f"{name} bool {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (5,), "bool", seed=3), include_initial=incl)),
                (f"{name} empty {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (2, 0), "float32"), axis=1, include_initial=incl)),
                (f"{name} 0-d {incl}", lambda xp, name=name, incl=incl: getattr(xp, name)(
                    make(xp, (), "float64", "0d"), include_initial=incl)),
                (f"{name} 2-d no axis", lambda xp, name=name: getattr(xp, name)(
                    make(xp, (3, 4), "float64"))),
            ]
    assert_same_cases(xp, cases, rtol=1e-12)


def test_cumulative_include_initial_into_out(xp):
    # NumPy indexes out with one item per dimension of atleast_1d(x) (an out of fewer is its
    # IndexError, an axis beyond them a list's IndexError, a 0-d x's axis too), scans into the
    # slots after the first and only then writes the initial value: an error leaves out as
    # it was
    x2 = lambda xp: xp.asarray(numpy.arange(6.0).reshape(2, 3))  # noqa: E731
    x0 = lambda xp: xp.asarray(numpy.array(2.5))  # noqa: E731

    def into(xp, name, x, oshape, odt="float64", **kw):
        o = xp.full(oshape, 9, odt)
        try:
            r = getattr(xp, name)(x, include_initial=True, out=o, **kw)
            return r is o, o
        except (IndexError, ValueError, TypeError) as e:
            return type(e).__name__, o
    cases = []
    for name in ("cumulative_sum", "cumulative_prod"):
        cases += [
            (f"{name} fitting", lambda xp, n=name: into(xp, n, x2(xp), (3, 3), axis=0)),
            (f"{name} last axis", lambda xp, n=name: into(xp, n, x2(xp), (2, 4), axis=-1)),
            (f"{name} 1-d out", lambda xp, n=name: into(xp, n, x2(xp), (3,), axis=0)),
            (f"{name} axis beyond", lambda xp, n=name: into(xp, n, x2(xp), (2, 4), axis=2)),
            (f"{name} no axis", lambda xp, n=name: into(xp, n, x2(xp), (3, 3))),
            (f"{name} 0-d", lambda xp, n=name: into(xp, n, x0(xp), (2,))),
            (f"{name} 0-d axis", lambda xp, n=name: into(xp, n, x0(xp), (2,), axis=2)),
            (f"{name} float axis", lambda xp, n=name: into(xp, n, x2(xp), (3, 3), axis=1.0)),
            (f"{name} cast refused", lambda xp, n=name: into(xp, n, x2(xp), (3, 3), "int8",
                                                             axis=0, dtype="complex128")),
        ]
    assert_same_cases(xp, cases)


def test_bad_input(xp):
    cases = [
        ("accumulate 0-d", lambda xp: xp.add.accumulate(make(xp, (), "float64", "0d"))),
        ("out wrong size", lambda xp: xp.add.accumulate(make(xp, (3,), "float64"), out=xp.zeros(4))),
        ("cumsum out wrong size", lambda xp: xp.cumsum(make(xp, (3,), "float64"), out=xp.zeros(4))),
        ("several axes", lambda xp: xp.add.accumulate(make(xp, (2, 3), "float64"), axis=(0, 1))),
        ("axis None 2-d", lambda xp: xp.add.accumulate(make(xp, (2, 3), "float64"), axis=None)),
        ("axis out of bounds", lambda xp: xp.cumsum(make(xp, (2, 3), "float64"), axis=2)),
        ("unary ufunc", lambda xp: xp.negative.accumulate(make(xp, (3,), "float64"))),
        ("no loop", lambda xp: xp.equal.accumulate(make(xp, (3,), "float64"))),
    ]
    assert_same_cases(xp, cases)


def test_accumulate_axis_checked_in_reference_order(gp):
    # NumPy converts and bounds-checks the axes (a tuple's each; 0 and -1 of a 0-d array none)
    # before it refuses a 0-d array, and that before it counts them; a list is no tuple; cumsum
    # and cumulative_sum check the axis before dtype='s ComplexWarning
    def run(m):
        calls = [lambda: m.add.accumulate(m.ones(2), axis=(0, 5)),
                 lambda: m.add.reduceat(m.ones((1, 2)), [0], axis=(0, 5)),
                 lambda: m.add.accumulate(m.ones(2), axis=[0]),
                 lambda: m.multiply.reduceat(m.ones((2, 2)), [0], axis=[1]),
                 lambda: m.add.accumulate(m.array(1.0), axis=5),
                 lambda: m.add.accumulate(m.array(1.0), axis=(0,)),
                 lambda: m.add.accumulate(m.array(1.0), axis=-1),
                 lambda: m.add.accumulate(m.ones((2, 2)), axis=(0, 0)),
                 lambda: m.add.accumulate(m.ones(2), axis=(True,)),
                 lambda: m.add.accumulate(m.arange(3), axis=(-1,)),
                 lambda: m.cumsum(m.array([1 + 2j]), axis=1, dtype="float32"),
                 lambda: m.cumprod(m.array([1 + 2j]), axis=True, dtype="int32"),
                 lambda: m.cumulative_sum(m.array([1 + 2j]), axis=[0], dtype="float32"),
                 lambda: m.cumulative_sum(m.array([1 + 2j]), axis=2, dtype="float32"),
                 lambda: m.cumulative_prod(m.array([[1 + 2j, 2j]]), axis=(1,), dtype="complex64"),
                 lambda: m.cumsum(m.array([1 + 2j, 2j]), axis=0, dtype="float64")]
        res = []
        for f in calls:
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                try:
                    r = repr(f())
                except Exception as e:  # noqa: BLE001 - the exception is the outcome compared
                    r = (type(e).__name__, str(e))
            res.append((r, [(x.category.__name__, str(x.message)) for x in w
                            if x.category.__name__ != "FallbackWarning"]))
        return res
    assert run(gp) == run(numpy)



@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "complex128"],
                         ids=short)
def test_negative_zeros_keep_their_sign(gp, dtype):
    # NumPy's accumulate starts each line at its first element: a line of -0.0 sums to -0.0
    # (a start at +0.0 gives +0.0).  Every scan path: one thread per line, tiles with and
    # without the look-back, few long lines, the totals' scan of split lines.  Lines of -0.0
    # alone, and lines that leave the zeros (-0.0, -0.0, 1.0, -1.0, ...: +0.0 after); in
    # nancumsum a NaN counts as +0.0.  Compared bitwise (the sums are exact)
    import gpnumpy
    shapes = [((7,), 0), ((200001,), 0), ((3, 70001), 1), ((70001, 3), 0), ((3000, 700), 0),
              ((5000, 40), 1), ((40, 50, 300), 2), ((4, 5), 0)]
    dt = numpy.dtype(dtype)
    bits = "u%d" % (dt.itemsize // (2 if dt.kind == "c" else 1))
    for shape, axis in shapes:
        mixed = numpy.full(shape, -0.0, dt)
        mixed[(slice(None),) * axis + (2,)] = 1
        mixed[(slice(None),) * axis + (3,)] = -1
        holed = mixed.copy()
        holed[(slice(None),) * axis + (1,)] = numpy.nan
        for f, x in (("cumsum", numpy.full(shape, -0.0, dt)), ("cumsum", mixed),
                     ("nancumsum", holed)):
            want = getattr(numpy, f)(x, axis=axis)
            got = getattr(gpnumpy, f)(gpnumpy.asarray(x), axis=axis).get()
            assert got.dtype == want.dtype and got.shape == want.shape
            numpy.testing.assert_array_equal(got.view(bits), want.view(bits),
                                             err_msg="%s %s axis %d" % (f, shape, axis))
    for x in (numpy.array(-0.0, dt), numpy.array([-0.0, -0.0], dt)):
        want = numpy.add.accumulate(numpy.atleast_1d(x))
        for got in (gpnumpy.cumsum(gpnumpy.asarray(x)), gpnumpy.cumulative_sum(gpnumpy.asarray(x)
                    if x.ndim else gpnumpy.asarray(x[None])),
                    gpnumpy.add.accumulate(gpnumpy.asarray(numpy.atleast_1d(x)))):
            numpy.testing.assert_array_equal(got.get().view(bits), want.view(bits))
