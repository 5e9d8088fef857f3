"""einsum and einsum_path against NumPy: implicit and explicit outputs, ellipses, repeated
labels (diagonals), sums over single operands, broadcasting of size-1 axes, the interleaved
form, every optimize= mode and explicit paths, out=, dtype=, casting=, every dtype, views,
and NumPy's exception types."""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import ALL_DTYPES, assert_same, assert_same_cases, make, short

from .test_products import tol
from gpnumpy._core.device import ON_DEVICE

#: (subscripts, operand shapes)
EXPRESSIONS = [
    ("ij,jk->ik", [(3, 4), (4, 5)]), ("ij,jk", [(3, 4), (4, 5)]), ("ij,kj->ik", [(3, 4), (5, 4)]),
    ("i,i", [(4,)] * 2), ("i,i->i", [(4,)] * 2), ("i,j->ij", [(3,), (4,)]), ("i,j", [(3,), (4,)]),
    ("ij->ji", [(3, 4)]), ("ij->", [(3, 4)]), ("ij->i", [(3, 4)]), ("ij", [(3, 4)]),
    ("ji", [(3, 4)]), ("ii->i", [(4, 4)]), ("ii", [(4, 4)]), ("iij->j", [(3, 3, 2)]),
    ("iji->j", [(3, 2, 3)]), ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)]),
    ("bij,jk->bik", [(2, 3, 4), (4, 5)]), ("ij,ij->i", [(3, 4)] * 2), ("ij,ij->", [(3, 4)] * 2),
    ("ij,ij->ij", [(3, 4)] * 2), ("...ij,...jk->...ik", [(2, 3, 4), (4, 5)]),
    ("...ij,...jk", [(2, 1, 3, 4), (5, 4, 2)]), ("i...->...", [(3, 2, 4)]),
    ("...i,...i", [(2, 3), (3,)]), ("ij...,jk...->ik...", [(3, 4, 2), (4, 5, 2)]),
    ("ij,jk,kl->il", [(2, 3), (3, 4), (4, 5)]), ("ij,jk,kl", [(2, 3), (3, 4), (4, 5)]),
    ("a,b,c->abc", [(2,), (3,), (4,)]), ("ijk,jil->kl", [(3, 4, 5), (4, 3, 2)]),
    ("ii,ij->j", [(3, 3), (3, 4)]), ("ij,jj->i", [(3, 4), (4, 4)]), ("ijk,ikl,ilm->ijm",
                                                                       [(2, 3, 4), (2, 4, 5), (2, 5, 3)]),
    ("i,i,i->", [(5,)] * 3), ("ij,j,k->ik", [(3, 4), (4,), (2,)]), (",ij->ij", [(), (3, 4)]),
    ("ij,->ij", [(3, 4), ()]), (",", [(), ()]), ("i,i", [(1,), (4,)]), ("ij,jk", [(3, 1), (4, 5)]),
    ("ij,jk->ik", [(0, 4), (4, 5)]), ("ij,jk->ik", [(3, 0), (0, 5)]), ("ij->", [(0, 3)]),
    ("Ab,bA->A", [(3, 4), (4, 3)]), ("abcd,cd->ab", [(2, 3, 4, 5), (4, 5)]),
]


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
def test_einsum_expressions(xp, dtype):
    cases = []
    for subs, shapes in EXPRESSIONS:
        def body(xp, subs=subs, shapes=shapes, opt=False):
            ops = [make(xp, s, dtype, seed=i) for i, s in enumerate(shapes)]
            return xp.einsum(subs, *ops, optimize=opt)
        cases.append((subs, body))
        if len(shapes) > 2:
            cases.append((subs + " greedy", lambda xp, b=body: b(xp, opt="greedy")))
            cases.append((subs + " optimal", lambda xp, b=body: b(xp, opt="optimal")))
            cases.append((subs + " True", lambda xp, b=body: b(xp, opt=True)))
    assert_same_cases(xp, cases, **tol(dtype))


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex128"], ids=short)
def test_einsum_expressions_by_the_products_on_the_host(xp, dtype, monkeypatch):
    """The products' and reductions' values (the device's), run on the host: within the
    dtype's tolerance of NumPy's own sums of products."""
    if xp is not numpy:
        import gpnumpy._core.einsum as e
        monkeypatch.setattr(e, "HOST_NUMPY_EINSUM", False)
    test_einsum_expressions(xp, dtype)


@pytest.mark.parametrize("dtype", ["float32", "float64", "complex64", "complex128"], ids=short)
def test_einsum_sums_by_the_host_loop(gp, dtype):
    """NumPy's plain einsum sums its products in its own unrolled order (no BLAS): matmul's or
    a reduction's sums differ in the last bits ('ij,ij->i' of rows of 20). On the host device
    the values are NumPy's, bit for bit, in every layout; on a GPU the device sums its way."""
    cases = [("ij,ij->i", [(30, 20)] * 2), ("ij,jk->ik", [(30, 20), (20, 10)]),
             ("ij,kj->ik", [(30, 20), (10, 20)]), ("ij->j", [(30, 20)]), ("i,i", [(50,)] * 2),
             ("bij,bjk->bik", [(3, 8, 20), (3, 20, 5)]), ("ij,j->i", [(30, 20), (20,)])]
    for subs, shapes in cases:
        for layout in ("C", "T", "neg"):
            ops = [make(numpy, s, dtype, layout, seed=i) for i, s in enumerate(shapes)]
            gops = [make(gp, s, dtype, layout, seed=i) for i, s in enumerate(shapes)]
            for order in ("K", "F"):
                want = numpy.einsum(subs, *ops, order=order)
                got = numpy.asarray(gp.einsum(subs, *gops, order=order))
                if ON_DEVICE:
                    numpy.testing.assert_allclose(got, want, **tol(dtype))
                else:
                    assert got.dtype == want.dtype and numpy.array_equal(got, want), \
                        (subs, layout, order)


@pytest.mark.parametrize("dtype", ["int8", "float32", "complex128"], ids=short)
def test_einsum_layouts_and_forms(xp, dtype):
    m = lambda xp, s, seed=0, layout="C": make(xp, s, dtype, layout, seed=seed)  # noqa: E731
    assert_same_cases(xp, [
        ("T operands", lambda xp: xp.einsum("ij,jk->ik", m(xp, (3, 4), 0, "T"),
                                            m(xp, (4, 5), 1, "T"))),
        ("negative strides", lambda xp: xp.einsum("bij,bjk->bik", m(xp, (2, 3, 4), 0, "neg"),
                                                  m(xp, (2, 4, 5), 1, "neg"))),
        ("sliced", lambda xp: xp.einsum("ij,jk", m(xp, (3, 4), 0, "slice"),
                                        m(xp, (4, 5), 1, "slice"))),
        ("diagonal of a view", lambda xp: xp.einsum("ii->i", m(xp, (4, 4), 0, "T"))),
        ("interleaved", lambda xp: xp.einsum(m(xp, (3, 4)), [0, 1], m(xp, (4, 5), 1), [1, 2],
                                             [0, 2])),
        ("interleaved implicit", lambda xp: xp.einsum(m(xp, (3, 4)), [0, 1], m(xp, (4, 5), 1),
                                                      [1, 2])),
        ("interleaved ellipsis", lambda xp: xp.einsum(m(xp, (2, 3, 4)), [Ellipsis, 0, 1],
                                                      m(xp, (4, 5), 1), [1, 2],
                                                      [Ellipsis, 0, 2])),
        ("explicit path", lambda xp: xp.einsum("ij,jk,kl->il", m(xp, (2, 3)), m(xp, (3, 4), 1),
                                               m(xp, (4, 5), 2),
                                               optimize=["einsum_path", (1, 2), (0, 1)])),
        ("memory limit", lambda xp: xp.einsum("ij,jk,kl->il", m(xp, (2, 3)), m(xp, (3, 4), 1),
                                              m(xp, (4, 5), 2), optimize=("greedy", 100))),
        ("lists", lambda xp: xp.einsum("i,i", [1, 2, 3], [4, 5, 6])),
        ("python scalar", lambda xp: xp.einsum(",i->i", 2, m(xp, (3,)))),
    ], **tol(dtype))


def test_einsum_out_dtype_casting(xp):
    a = lambda xp, dt="float64": make(xp, (3, 4), dt)  # noqa: E731
    b = lambda xp, dt="float64": make(xp, (4, 5), dt, seed=1)  # noqa: E731
    assert_same_cases(xp, [
        ("out", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp), out=xp.zeros((3, 5)))),
        ("returns out", lambda xp: (lambda o: xp.einsum("ij,jk->ik", a(xp), b(xp), out=o) is o)(
            xp.zeros((3, 5)))),
        ("out wider", lambda xp: xp.einsum("ij,jk->ik", a(xp, "float32"), b(xp, "float32"),
                                           out=xp.zeros((3, 5)))),
        ("out narrower safe", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp),
                                                   out=xp.zeros((3, 5), "float32"))),
        ("out narrower unsafe", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp),
                                                     out=xp.zeros((3, 5), "float32"),
                                                     casting="unsafe")),
        ("out wrong shape", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp), out=xp.zeros((5, 3)))),
        ("out view", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp), out=xp.zeros((5, 3)).T)),
        ("dtype safe", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp, "float32"), dtype="float32")),
        ("dtype same_kind", lambda xp: xp.einsum("ij,jk->ik", a(xp), b(xp, "float32"),
                                                 dtype="float32", casting="same_kind")),
        ("dtype widen", lambda xp: xp.einsum("ij,jk->ik", a(xp, "int8"), b(xp, "int8"),
                                             dtype="int64")),
        ("int8 wraps", lambda xp: xp.einsum("ij,jk->ik", a(xp, "int8") * 9, b(xp, "int8") * 7)),
        ("mixed", lambda xp: xp.einsum("ij,jk->ik", a(xp, "int8"), b(xp, "uint8"))),
        ("mixed float", lambda xp: xp.einsum("i,i", make(xp, (5,), "float16"),
                                             make(xp, (5,), "float32"))),
    ], **TOL_F)


TOL_F = dict(rtol=1e-5, atol=1e-4)


def test_einsum_out_sets_the_computation_type(xp):
    """NumPy's C einsum (plain, or the optimized one's single-operand step) given out= adds
    it to the types it computes in: int8 sums into an int64 out do not wrap, bools sum as
    counts, float32 accumulates in float64; a dtype= must be castable from out's too.  The
    optimized pairs (matmul, multiply) compute in the operands' type."""
    def into(spec, n, din, dout, **kw):
        def body(xp):
            ops = [xp.full((4, 200) if spec.startswith("ij") else 200, 100, din)] * n
            o = xp.zeros(4 if spec.endswith("->i") else (), dout)
            r = xp.einsum(spec, *ops, out=o, **kw)
            return r is o, o
        return body
    cases = []
    for opt in (False, True):
        for label, spec, n, din, dout, kw in [
                ("int8 sum into int64", "i->", 1, "int8", "int64", {}),
                ("int8 rows into int64", "ij->i", 1, "int8", "int64", {}),
                ("int8 products into int64", "i,i->", 2, "int8", "int64", {}),
                ("uint8 rows of products into uint64", "ij,ij->i", 2, "uint8", "uint64", {}),
                ("bool count into int64", "i->", 1, "bool", "int64", {}),
                ("bool products into int16", "i,i->", 2, "bool", "int16", {}),
                ("float16 into float64", "i->", 1, "float16", "float64", {}),
                ("int64 into int8, safe", "i->", 1, "int64", "int8", {}),
                ("int64 into int8, unsafe", "i->", 1, "int64", "int8", {"casting": "unsafe"}),
                ("int8 into uint64: float64 computed", "i->", 1, "int8", "uint64", {}),
                ("dtype=bool, out float64", "i->", 1, "bool", "float64", {"dtype": "bool"}),
                ("dtype=int8, out int64", "i->", 1, "int8", "int64", {"dtype": "int8"}),
                ("dtype=int8, out int64 unsafe", "i->", 1, "int8", "int64",
                 {"dtype": "int8", "casting": "unsafe"}),
                ("three operands", "i,i,i->", 3, "int8", "int64", {})]:
            cases.append(("%s optimize=%s" % (label, opt),
                          into(spec, n, din, dout, optimize=opt, **kw)))
    assert_same_cases(xp, cases)


def test_einsum_errors(xp):
    m = lambda xp, *s: make(xp, s)  # noqa: E731
    assert_same_cases(xp, [
        ("too many subscripts", lambda xp: xp.einsum("ij,jk", m(xp, 2, 3))),
        ("too few operands", lambda xp: xp.einsum("ij", m(xp, 2, 3), m(xp, 3))),
        ("ndim", lambda xp: xp.einsum("i,i", m(xp, 2, 3), m(xp, 3))),
        ("size mismatch", lambda xp: xp.einsum("ij,jk", m(xp, 2, 3), m(xp, 2, 4))),
        ("diagonal mismatch", lambda xp: xp.einsum("ii->i", m(xp, 2, 3))),
        ("output label unknown", lambda xp: xp.einsum("ij->k", m(xp, 2, 3))),
        ("output repeated", lambda xp: xp.einsum("ij->ii", m(xp, 2, 3))),
        ("bad character", lambda xp: xp.einsum("i$", m(xp, 2, 3))),
        ("no operands", lambda xp: xp.einsum("i")),
        ("nothing", lambda xp: xp.einsum()),
        ("bad casting", lambda xp: xp.einsum("i,i", make(xp, (3,), "float64"),
                                            make(xp, (3,), "float64"), dtype="int8")),
        ("bad optimize", lambda xp: xp.einsum("ij,jk,kl", m(xp, 2, 3), m(xp, 3, 4), m(xp, 4, 5),
                                              optimize="fastest")),
        ("two ellipses", lambda xp: xp.einsum("...i...", m(xp, 2, 3))),
    ])


def test_einsum_output_without_the_ellipsis(xp):
    """An explicit output without '...' where an operand's '...' stands for axes: NumPy's
    plain einsum refuses it (ValueError), its optimized one sums those axes; an ellipsis of
    no axes (a 0-d operand, or labels for every axis) is no error either way."""
    m = lambda xp, *s: make(xp, s)  # noqa: E731
    calls = [
        ("...j->j", "...j->j", lambda xp: (m(xp, 2, 3),)),
        ("a unit ellipsis", "...j->j", lambda xp: (m(xp, 1, 3),)),
        ("...->", "...->", lambda xp: (m(xp, 3),)),
        ("...-> of 0-d", "...->", lambda xp: (m(xp),)),
        ("...j-> with no axes for it", "...j->", lambda xp: (m(xp, 3),)),
        ("i...->i", "i...->i", lambda xp: (m(xp, 2, 3),)),
        ("...j,...j->j", "...j,...j->j", lambda xp: (m(xp, 2, 3), m(xp, 3))),
        ("...,i->i of 0-d", "...,i->i", lambda xp: (m(xp), m(xp, 3))),
    ]
    cases = [("%s optimize=%s" % (label, opt),
              lambda xp, spec=spec, ops=ops, opt=opt: xp.einsum(spec, *ops(xp), optimize=opt))
             for label, spec, ops in calls for opt in (False, True)]
    cases += [
        ("sublists", lambda xp: xp.einsum(m(xp, 2, 3), [Ellipsis, 1], [1])),
        ("sublists optimized", lambda xp: xp.einsum(m(xp, 2, 3), [Ellipsis, 1], [1],
                                                    optimize=True)),
        ("sublists of two", lambda xp: xp.einsum(m(xp, 2, 3), [Ellipsis, 1], m(xp, 3), [1],
                                                 [1])),
        ("sublists with the ellipsis out", lambda xp: xp.einsum(m(xp, 2, 3), [Ellipsis, 1],
                                                                [Ellipsis])),
    ]
    assert_same_cases(xp, cases, **TOL_F)


def test_einsum_path(xp):
    m = lambda xp, *s: make(xp, s)  # noqa: E731
    ops = lambda xp: (m(xp, 2, 3), m(xp, 3, 4), m(xp, 4, 5), m(xp, 5, 2))  # noqa: E731
    assert_same_cases(xp, [
        ("greedy", lambda xp: xp.einsum_path("ij,jk,kl,lm->im", *ops(xp))),
        ("optimal", lambda xp: xp.einsum_path("ij,jk,kl,lm->im", *ops(xp), optimize="optimal")),
        ("False", lambda xp: xp.einsum_path("ij,jk,kl,lm", *ops(xp), optimize=False)),
        ("explicit", lambda xp: xp.einsum_path("ij,jk,kl,lm", *ops(xp),
                                               optimize=["einsum_path", (0, 1), (0, 1), (0, 1)])),
        ("ellipsis", lambda xp: xp.einsum_path("...ij,...jk", m(xp, 2, 3, 4), m(xp, 4, 5))),
        ("mismatch", lambda xp: xp.einsum_path("ij,jk", m(xp, 2, 3), m(xp, 4, 5))),
    ])


def test_einsum_single_operand_view(xp):
    """NumPy returns a view for a pure diagonal or transpose: writes reach the operand."""
    def body(xp):
        a = make(xp, (4, 4))
        d = xp.einsum("ii->i", a)
        d[...] = 7.0
        return a
    assert_same_cases(xp, [("diagonal view", body)])


def test_einsum_order(xp):
    """order= gives a computed result's layout (C, F, or A: F when every operand is F-contiguous,
    1-d ones included), in any case; a view stays a view; another letter is NumPy's ValueError."""
    def layout(r):
        return (r.shape, bool(r.flags.c_contiguous), bool(r.flags.f_contiguous))
    f, c, v = ((lambda xp: xp.asfortranarray(make(xp, (2, 3)))), (lambda xp: make(xp, (2, 3))),
               (lambda xp: make(xp, (3,))))
    cases = []
    for sub, ops in [("ab,bc->ac", (f, lambda xp: make(xp, (3, 4)))), ("ij,ij->ij", (f, f)),
                     ("ij,ij->ji", (c, c)), ("i,j->ij", (v, v)), ("ij,j->ij", (f, v)),
                     ("ij->ji", (c,)), ("i,j,k->ijk", (v, v, v))]:
        for order in ("C", "F", "A", "f", "a"):
            for opt in (False, True):
                cases.append(("%s %s %s" % (sub, order, opt), lambda xp, sub=sub, ops=ops,
                              order=order, opt=opt: layout(xp.einsum(
                                  sub, *[o(xp) for o in ops], order=order, optimize=opt))))
        for opt in (False, True):
            cases.append(("%s bad order %s" % (sub, opt), lambda xp, sub=sub, ops=ops, opt=opt:
                          xp.einsum(sub, *[o(xp) for o in ops], order="X", optimize=opt)))
    assert_same_cases(xp, cases)


def test_einsum_single_operand_sum_layout(xp):
    """A single operand summed over some axes (order='K'): the result's strides follow the
    operand's, as NumPy's C einsum writes them, optimized or not."""
    def strides(sub, shape, transposed, opt):
        def body(xp):
            x = make(xp, shape[::-1]).T if transposed else make(xp, shape)
            r = xp.einsum(sub, x, optimize=opt)
            return r.shape, r.strides, r
        return body
    assert_same_cases(xp, [
        ("%s %s %s" % (sub, t, opt), strides(sub, shape, t, opt))
        for sub, shape in [("ijk->ik", (2, 3, 4)), ("ijk->ki", (2, 3, 4)), ("iij->ji", (3, 3, 2))]
        for t in (False, True) for opt in (False, True)], rtol=1e-12)


def test_einsum_full_contraction_result_kind(xp):
    """A full contraction is a scalar, but an optimized one whose last step is a pair with a
    summed label (NumPy's matmul step) is a 0-d array; a last pair of sums alone multiplies
    scalars into a scalar."""
    v, m = (lambda xp: make(xp, (3,))), (lambda xp: make(xp, (3, 3)))
    cases = []
    for sub, ops in [("i,i", (v, v)), ("i,j->", (v, v)), ("ij,ji", (m, m)), ("ii,jj", (m, m)),
                     ("ii,i", (m, v)), ("i,ij,j", (v, m, v)), ("i,j,k->", (v, v, v)), ("i->", (v,))]:
        for opt in (False, True, "optimal"):
            cases.append(("%s %s" % (sub, opt), lambda xp, sub=sub, ops=ops, opt=opt: (lambda r: (
                type(r).__name__, r))(xp.einsum(sub, *[o(xp) for o in ops], optimize=opt))))
    cases.append(("explicit triple", lambda xp: type(xp.einsum(
        "i,ij,j", make(xp, (3,)), make(xp, (3, 3)), make(xp, (3,)),
        optimize=["einsum_path", (0, 1, 2)])).__name__))
    assert_same_cases(xp, cases, rtol=1e-12)


def test_einsum_single_operand_view_dtype(xp):
    # nothing summed: NumPy's einsum returns a view of the operand in its own dtype, whatever
    # dtype= asks for (once casting= allows it)
    m = lambda xp, *s: xp.arange(int(numpy.prod(s))).reshape(s)  # noqa: E731
    assert_same_cases(xp, [
        ("transpose float", lambda xp: xp.einsum("ij->ji", m(xp, 2, 3), dtype="float64")),
        ("diagonal float", lambda xp: xp.einsum("ii->i", m(xp, 3, 3), dtype=float)),
        ("identity int8 unsafe", lambda xp: xp.einsum("i", m(xp, 4), dtype="int8",
                                                      casting="unsafe")),
        ("identity int8 safe", lambda xp: xp.einsum("i", m(xp, 4), dtype="int8")),
        ("0-d", lambda xp: xp.einsum("", xp.asarray(3), dtype=float)),
        ("optimize", lambda xp: xp.einsum("ii->i", m(xp, 3, 3), dtype=complex, optimize=True)),
        ("a view", lambda xp: (lambda a: xp.shares_memory(a, xp.einsum("ij->ji", a,
                                                                       dtype=float)))(m(xp, 2, 2))),
    ])


def _einsum_errors(xp, body, mode):
    """The warnings' messages of ``body(xp, big, infs, fin)`` under errstate(all=mode), or
    ("raised", message).  (The result is read inside the block: gpnumpy reports 'warn' at
    the next synchronization.)"""
    import warnings
    big = xp.asarray([1e300, 3e38, -1e20])   # (cast to float32: inf, 3e38, -1e20)
    infs = xp.asarray([numpy.inf, -numpy.inf])
    fin = xp.asarray([3e38, 3e38, 1.0])      # (finite in float32; 3e38 * 3e38 is not)
    with warnings.catch_warnings(record=True) as got, xp.errstate(all=mode):
        warnings.simplefilter("always")
        try:
            numpy.asarray(body(xp, big, infs, fin))
        except FloatingPointError as e:
            return "raised", str(e)
    return [str(w.message) for w in got]


_SAME = {"dtype": "f4", "casting": "same_kind"}
#: optimized einsum pairs whose cast makes an infinite operand before a product that
#: overflows too (NumPy: the casts' warnings, then "overflow encountered in matmul")
_CAST_THEN_PRODUCT = {
    "cast dot optimized": lambda xp, big, infs, fin: xp.einsum("i,i->", big, big, optimize=True,
                                                               **_SAME),
    "cast three optimized": lambda xp, big, infs, fin: xp.einsum("i,i,i->", big, big, big,
                                                                 optimize=True, **_SAME),
}


def test_einsum_floating_point_errors(xp):
    """NumPy's plain einsum (and a single operand with any optimize=) casts and sums without
    reporting floating-point errors; its optimized pairs report their casts ("... in cast", a
    step's operands as the step takes them) and their matmul.  The warnings, in order, and
    the exception under 'raise'."""
    bodies = {
        "sum inf-inf": lambda xp, big, infs, fin: xp.einsum("i->", infs),
        "rows inf-inf": lambda xp, big, infs, fin: xp.einsum("ij->i", xp.stack([infs, infs]),
                                                             optimize=True),
        "cast dot": lambda xp, big, infs, fin: xp.einsum("i,i->", big, big, **_SAME),
        "cast single": lambda xp, big, infs, fin: xp.einsum("i->", big, optimize=True, **_SAME),
        "dot optimized overflow": lambda xp, big, infs, fin: xp.einsum("i,i->", fin, fin,
                                                                       optimize=True, **_SAME),
        "dot plain overflow": lambda xp, big, infs, fin: xp.einsum("i,i->", fin, fin, **_SAME),
    }
    cases = [("%s %s" % (name, mode), lambda xp, b=b, mode=mode: _einsum_errors(xp, b, mode))
             for name, b in bodies.items() for mode in ("warn", "raise")]
    cases += [("%s raise" % name, lambda xp, b=b: _einsum_errors(xp, b, "raise"))
              for name, b in _CAST_THEN_PRODUCT.items()]
    assert_same_cases(xp, cases)


@pytest.mark.xfail(ON_DEVICE, strict=True, reason=(
    "on a GPU the product's check (cuBLAS has no status flags) reads an infinite result of "
    "an infinite operand as no error: NumPy's BLAS also reports the overflow of another "
    "product in the same sum (docs/ARCHITECTURE.md, products' floating-point errors)"))
def test_einsum_cast_then_product_overflow(xp):
    """The optimized pairs' warnings where a cast made an infinite operand and a product of
    finite ones overflows as well: the casts', then the matmul's."""
    if xp is numpy:
        pytest.skip("the reference itself (the gpnumpy case compares with it)")
    cases = [("%s warn" % name, lambda xp, b=b: _einsum_errors(xp, b, "warn"))
             for name, b in _CAST_THEN_PRODUCT.items()]
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("optimize", [True, "greedy", "optimal"])
@pytest.mark.parametrize("dtype", [None, "float32", "float64"], ids=str)
def test_einsum_optimized_steps_keep_their_operands_precision(xp, optimize, dtype):
    # NumPy's optimized einsum computes each step in its own operands' common type (dtype=
    # where given) and sums a pair's own labels in each operand's dtype before multiplying:
    # float16 steps round where a wider operand comes in only later
    a = numpy.array(-4, "int16")
    b = numpy.array([[-1.134, -0.523], [-0.1538, 0.4438]], "float16")
    c = numpy.array([[-1.428, 0.2227], [0.5444, 1.463]], "float16")
    v = numpy.array([0.3, -0.71, 1.9], "float64")
    m = numpy.array([[0.113, 2.71, -0.33], [1.57, -0.91, 0.0777]], "float16")
    kw = {"optimize": optimize} if dtype is None else {"optimize": optimize, "dtype": dtype}
    cases = [
        ("scalar and traces", lambda xp: xp.einsum(",cb,dd->", *map(xp.asarray, (a, b, c)),
                                                   **kw)),
        ("pair sums apart", lambda xp: xp.einsum("cb,->", xp.asarray(b), xp.asarray(a), **kw)),
        ("float16 pair first", lambda xp: xp.einsum("ij,jk,k->i", *map(xp.asarray, (b, m, v)),
                                                    **kw)),
        ("into out", lambda xp: xp.einsum("ij,jk,kl->", *map(xp.asarray, (b, c, m)),
                                          out=xp.zeros((), "float64"), **kw)),
    ]
    assert_same_cases(xp, cases)



def _complex_warnings(fn):
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        fn()
    return sum(1 for w in got if issubclass(w.category, numpy.exceptions.ComplexWarning))


@pytest.mark.parametrize("optimize", [False, True])
@pytest.mark.parametrize("case", ["real out", "empty", "bool out", "complex out", "dtype f4",
                                  "three into out f4", "host out", "operands to dtype"])
def test_einsum_unsafe_out_gives_the_complex_warning(gp, optimize, case):
    # casting='unsafe': a complex result written into a real out warns (empty too; not into
    # bool), and so does a complex out read into a real dtype= by NumPy's C einsum (the plain
    # one, or an optimized step of three operands; not its matmul of two)
    def run(m):
        z = m.asarray(numpy.array([1 + 2j, 3j]))
        r = m.asarray(numpy.array([1.0, 2.0]))
        kw = {"optimize": optimize, "casting": "unsafe"}
        calls = {
            "real out": lambda: m.einsum("i,i->i", z, z, out=m.zeros(2), **kw),
            "empty": lambda: m.einsum("i,i->i", z[:0], z[:0], out=m.zeros(0), **kw),
            "bool out": lambda: m.einsum("i,i->i", z, z, out=m.zeros(2, bool), **kw),
            "complex out": lambda: m.einsum("i,i->i", r, r, out=m.zeros(2, complex), **kw),
            "dtype f4": lambda: m.einsum("i,i->i", r, r, out=m.zeros(2, complex),
                                         dtype="float32", **kw),
            "three into out f4": lambda: m.einsum("i,i,i->i", r, r, r, out=m.zeros(2, complex),
                                                  dtype="float32", **kw),
            "host out": lambda: m.einsum("i,i->", z, z, out=numpy.zeros(()), **kw),
            "operands to dtype": lambda: m.einsum("i,i->i", z, z, dtype="float64", **kw),
        }
        return _complex_warnings(calls[case])
    assert run(gp) == run(numpy)


def test_einsum_view_of_one_operand_skips_the_cast(gp):
    """A single operand only viewed (no sum, no out=) is NumPy's view before its C einsum
    casts: dtype= and casting= that do not allow the cast raise nothing (the interleaved form
    and a 0-d operand too); one that is summed still raises."""
    m = lambda xp, *s: make(xp, s) if s else xp.asarray(numpy.float64(2.5))  # noqa: E731
    assert_same_cases(gp, [
        ("sublist float to bool", lambda xp: xp.einsum(m(xp, 4, 4, 3), [1, 4, 6], dtype=bool)),
        ("string float to bool", lambda xp: xp.einsum("ijk->kji", m(xp, 4, 4, 3), dtype=bool)),
        ("diagonal", lambda xp: xp.einsum(m(xp, 3, 3), [0, 0], [0], dtype="int8",
                                          optimize=True)),
        ("0-d to float32", lambda xp: xp.einsum(m(xp), [], [], dtype="float32")),
        ("0-d uint64 to float16", lambda xp: xp.einsum(xp.asarray(numpy.uint64(7)), [], [],
                                                       dtype="float16", casting="safe")),
        ("summed", lambda xp: xp.einsum("ijk->ij", m(xp, 4, 4, 3), dtype=bool)),
    ])


def test_einsum_zero_d_operand_stays_an_array(gp):
    """einsum of a 0-d operand with nothing to sum is NumPy's scalar, a copy: the operand
    itself stays the array it was."""
    for call in (lambda x: gp.einsum("->", x), lambda x: gp.einsum(x, []),
                 lambda x: gp.einsum(x, [], []), lambda x: gp.einsum("", x, optimize=True)):
        x = gp.asarray(numpy.array(2.5))
        r = call(x)
        assert type(x) is gp.ndarray and x.ndim == 0
        assert isinstance(r, gp.float64) and r == 2.5
        x[...] = 4.0
        assert r == 2.5


def test_einsum_optimized_pair_casts_as_its_ufunc(gp):
    """Without casting=, NumPy's optimized einsum casts a step of two operands as its multiply
    or matmul does ('same_kind'), and writes out= through it, or assigns the result where it
    reshapes the matmul's (unsafe, with the ComplexWarning); its C einsum steps and the plain
    einsum keep 'safe'; a casting= given holds everywhere."""
    def c(shape, dt, seed=1):
        return lambda xp: make(xp, shape, dt, seed=seed)
    z = numpy.array([[1 + 2j, 3], [4j, 5]])

    def warned(body):
        def run(xp):
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                r = body(xp)
            return r, sorted({w.category.__name__ for w in got
                              if w.category.__name__ != "FallbackWarning"})
        return run
    assert_same_cases(gp, [
        ("0-d pair to float16", lambda xp: xp.einsum(
            xp.asarray(numpy.float32(1.5)), [], xp.asarray(numpy.int64(3)), [], [],
            optimize="greedy", dtype="float16")),
        ("pair to float32", lambda xp: xp.einsum(
            c((3, 3, 1), "float64")(xp), [4, 4, 5], c((2, 2, 1), "uint8")(xp), [6, 0, 5],
            optimize="optimal", dtype="float32")),
        ("pair safe given", lambda xp: xp.einsum(
            c((3, 3, 1), "float64")(xp), [4, 4, 5], c((2, 2, 1), "uint8")(xp), [6, 0, 5],
            optimize="optimal", dtype="float32", casting="safe")),
        ("plain stays safe", lambda xp: xp.einsum(
            "ij,jk", c((2, 3), "float64")(xp), c((3, 2), "float64")(xp), dtype="float32")),
        ("three in one step stay safe", lambda xp: xp.einsum(
            "i,i,i", *[c((3,), "float64", s)(xp) for s in (1, 2, 3)], dtype="float32",
            optimize=["einsum_path", (0, 1, 2)])),
        ("multiply into int8 out", lambda xp: xp.einsum(
            c((2,), "int64")(xp), [4], c((1, 1, 1), "int64")(xp), [0, 0, 0], [],
            optimize=True, out=xp.zeros((), "int8"))),
        ("matmul into real out", warned(lambda xp: xp.einsum(
            "ij,jk->ki", xp.asarray(z), xp.asarray(z), optimize=True, out=xp.zeros((2, 2))))),
        ("assigned into real out", warned(lambda xp: xp.einsum(
            "ij,jk->ik", xp.asarray(z), xp.asarray(z), optimize=True, out=xp.zeros((2, 2))))),
        ("last multiply into bool out", lambda xp: xp.einsum(
            "...fda,dba...,b->...", c((2, 2, 2, 1), "complex64")(xp),
            c((1, 4, 1), "float16")(xp), c((4,), "bool")(xp), optimize="optimal",
            out=xp.zeros((2,), bool))),
    ], rtol=1e-3)


def test_einsum_optimized_pair_with_axes_of_one(gp):
    """NumPy's optimized einsum takes a label of length 1 in one operand of a pair for one it
    lacks: the other sums that label alone, in its own dtype (a bool sum is a logical or); a
    pair that then sums nothing multiplies (a scalar, not the 0-d array of a matmul), and an
    operand of 1 along an output label broadcasts."""
    def c(shape, dt, seed=1):
        return lambda xp: make(xp, shape, dt, seed=seed)
    cases = []
    rng = numpy.random.default_rng(766)
    flags, ints = rng.integers(0, 2, (2, 4, 3, 3)).astype(bool), rng.integers(-5, 6, (1, 4, 4))
    for opt in (True, "greedy", "optimal"):
        cases += [
            ("bool sums apart %s" % opt, lambda xp, opt=opt: xp.einsum(
                "dbcc,cbb->", xp.asarray(flags), xp.asarray(ints.astype("int8")),
                optimize=opt)),
            ("multiply of sums %s" % opt, lambda xp, opt=opt: (lambda r: (type(r).__name__, r))(
                xp.einsum("i,i->", c((3,), "float64")(xp), c((1,), "float64")(xp),
                          optimize=opt))),
            ("broadcast output label %s" % opt, lambda xp, opt=opt: xp.einsum(
                c((3, 1, 1), "uint64")(xp), [0, 2, 4], c((1,), "int64")(xp), [0], [0, 2, 4],
                optimize=opt)),
        ]
    assert_same_cases(gp, cases, rtol=1e-12)


def test_einsum_optimized_steps_lay_out_as_the_reference(gp):
    """An optimized einsum of several steps: each intermediate in NumPy's order of its labels
    (by length, then letter), a pair that sums nothing multiplied in that order, and a last
    step of three operands or more written in its C einsum's iterator order (of the operands
    taken last first): the result's strides are NumPy's."""
    def body(sub, shapes, opt):
        def run(xp):
            r = xp.einsum(sub, *[make(xp, s, seed=i) for i, s in enumerate(shapes)],
                          optimize=opt)
            return r.strides, r
        return run
    assert_same_cases(gp, [
        (f"{sub} {opt}", body(sub, shapes, opt)) for sub, shapes in [
            ("c,b,b->cb", [(3,), (4,), (4,)]), ("d,,b->bd", [(3,), (), (4,)]),
            ("ag,,daaf->adf", [(3, 2), (), (4, 3, 3, 5)]),
            ("ij,jk,kl->li", [(2, 3), (3, 4), (4, 5)]),
            ("ab,bc,cd,de->ea", [(2, 3), (3, 4), (4, 5), (5, 6)]),
            ("bd,aed,gea->bgead", [(2, 3), (4, 5, 3), (2, 5, 4)]),
            ("i,j,k->kji", [(2,), (3,), (4,)])]
        for opt in (True, "greedy", "optimal")], rtol=1e-12)


def test_plain_einsum_results_own_their_data(xp):
    # NumPy's einsum (optimize=False) writes a new output array whenever it sums or
    # multiplies: OWNDATA true, no base (a full contraction's scalar too); a result with
    # nothing summed stays a view of the operand
    def body(xp):
        a, b, v = xp.arange(24.0).reshape(4, 6), xp.arange(12.0).reshape(6, 2), xp.arange(6.0)
        out = []
        for subs, ops in [("ij->i", (a,)), ("ij->j", (a,)), ("ij,jk->ik", (a, b)),
                          ("ij,jk->ki", (a, b)), ("ij,j->i", (a, v)), ("i,i->", (v, v)),
                          ("i,i->i", (v, v)), ("i,j->ij", (v, v)), ("ij,ij->ij", (a, a))]:
            r = xp.einsum(subs, *ops)
            out.append((r, r.flags.owndata, getattr(r, "base", None) is None))
        t = xp.einsum("ij->ji", a)
        return out, t.flags.owndata, t.base is a
    assert_same(xp, body)
