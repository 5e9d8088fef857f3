"""The ufunc's lean general path (``ufunc._lean``): in-place operators, ``out=``, views and
0-d device scalars take a plan kept per call geometry.  Every body repeats its call, so the
first call makes the plan and the later ones use it; they must answer as NumPy does, also
where a later call of the same geometry differs in a value (a Python int out of range, an
output that overlaps an input, a read-only output)."""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, make


def _repeat(f, times=3):
    return [f() for _ in range(times)]


def _inplace(op):
    def run(xp, dtype, other, layout="C", shape=(6, 5), times=3):
        a = make(xp, shape, dtype, layout, seed=1, kind="small")
        o = other(xp) if callable(other) else other
        for _ in range(times):
            if op == "+":
                a += o
            elif op == "-":
                a -= o
            elif op == "*":
                a *= o
            elif op == "/":
                a /= o
            elif op == "//":
                a //= o
            elif op == "&":
                a &= o
        return a
    return run


def _arr(shape, dtype, layout="C", seed=2):
    return lambda xp: make(xp, shape, dtype, layout, seed=seed, kind="small")


def _cases_inplace():
    cases = []
    for dtype in ("float64", "float32", "int32", "uint8", "complex64", "bool"):
        for op in ("+", "-", "*", "/", "//", "&"):
            for label, other in (("array", _arr((6, 5), dtype)),
                                 ("row", _arr((5,), dtype)),
                                 ("float64 array", _arr((6, 5), "float64")),
                                 ("int 3", 3), ("float 0.5", 0.5), ("complex", 1j),
                                 ("bool", True), ("int 300", 300), ("int -1", -1)):
                for layout in ("C", "T", "neg", "slice"):
                    cases.append(("%s %s= %s %s" % (dtype, op, label, layout),
                                  lambda xp, d=dtype, o=op, ot=other, ly=layout:
                                  _inplace(o)(xp, d, ot, ly)))
    return cases


def test_inplace_operators(xp):
    # same_kind casting errors, NEP 50 Python scalars, broadcasting, strided outputs
    assert_same_cases(xp, _cases_inplace(), approx=True)


def _views(xp):
    g = make(xp, (9, 8), "float64", seed=3)
    h = make(xp, (9, 8), "float64", seed=4)
    return g, h


def _laplacian(xp):
    p = make(xp, (9, 8), "float64", seed=5)
    out = 4.0 * p
    for _ in range(2):
        out[1:, :] -= p[:-1, :]
        out[:-1, :] -= p[1:, :]
        out[:, 1:] -= p[:, :-1]
        out[:, :-1] -= p[:, 1:]
    return out


def _cg(xp):
    b = make(xp, (40,), "float64", seed=6)
    x = xp.zeros_like(b)
    r = xp.copy(b)
    p = xp.copy(b)
    rr = xp.sum(r * r)
    out = []
    for _ in range(4):
        ap = 3.0 * p
        alpha = rr / xp.sum(p * ap)
        x += alpha * p
        r -= alpha * ap
        rr_new = xp.sum(r * r)
        p = r + (rr_new / rr) * p
        rr = rr_new
        out += [alpha, rr, x.copy()]
    return out


def _out(xp, name, ins, out_dtype, out_shape=None, form="kw", times=3):
    f = getattr(xp, name)
    args = [i(xp) if callable(i) else i for i in ins]
    shape = out_shape or numpy.broadcast_shapes(*[numpy.shape(a) for a in args])
    o = xp.zeros(shape, out_dtype)
    res = []
    for _ in range(times):
        if form == "kw":
            r = f(*args, out=o)
        elif form == "tuple":
            r = f(*args, out=(o,))
        else:
            r = f(*args, o)
        res.append(r is o)
    return res + [o]


def _later_value(xp, dtype, good, bad, name="add"):
    # the plan is made with ``good``; the same geometry then meets ``bad``
    a = make(xp, (7,), dtype, seed=7, kind="small")
    f = getattr(xp, name)
    return [f(a, good), f(a, good), f(a, bad), f(bad, a)]


def _later_overlap(xp):
    a = make(xp, (12,), "float64", seed=8)
    b = make(xp, (12,), "float64", seed=9)
    c = make(xp, (12,), "float64", seed=10)
    xp.add(b[1:], c[:-1], out=a[1:])
    xp.add(b[1:], c[:-1], out=a[1:])
    xp.add(b[1:], a[:-1], out=a[1:])  # the output overlaps an input: read from a copy
    xp.add(a[:-1], b[1:], out=a[1:])
    return a


def _later_readonly(xp):
    a = make(xp, (5,), "float64", seed=11)
    o = xp.zeros(5)
    xp.multiply(a, 2.0, out=o)
    xp.multiply(a, 2.0, out=o)
    o.flags.writeable = False
    xp.multiply(a, 2.0, out=o)
    return o


def _scalar_views(xp, k):
    g, h = _views(xp)
    alpha = xp.sum(g)
    beta = xp.asarray(0.5)
    return [
        lambda: alpha * g,
        lambda: g * alpha,
        lambda: alpha / alpha,
        lambda: alpha - beta,
        lambda: make(xp, (9, 8), "float32", seed=12) * alpha,  # NEP 50: a 0-d array is strong
        lambda: make(xp, (9, 8), "float32", seed=12) * xp.float32(2.5),
        lambda: make(xp, (9, 8), "float32", seed=12) * 2.5,
        lambda: make(xp, (9, 8), "int8", seed=12, kind="small") + xp.int64(3),
        lambda: alpha * g[1:-1, 2:],
        lambda: g[1:-1, 2:] - g[1:-1, :-2],
        lambda: (g[2:, 1:-1] + h[:-2, 1:-1]) * 0.25,
        lambda: g[::-1, ::2] * h[::-1, ::2],
        lambda: g.T + h,
        lambda: g[:, None, :] * h[:, :, None][:, :3],
        lambda: xp.negative(g[1:, ::3]),
        lambda: xp.sqrt(g[1:, 1:]),
        lambda: g[:0] + h[:0],
        lambda: g[3, 2] + g[1:4, 2],
    ][k]


def test_views_and_device_scalars(xp):
    cases = [("call %d" % k, lambda xp, k=k: _repeat(_scalar_views(xp, k))) for k in range(18)]
    cases += [("laplacian", _laplacian), ("cg", _cg)]
    assert_same_cases(xp, cases, approx=True)


def test_out(xp):
    f8 = _arr((4, 5), "float64")
    cases = [
        ("kw", lambda xp: _out(xp, "add", [f8, f8], "float64")),
        ("tuple", lambda xp: _out(xp, "add", [f8, f8], "float64", form="tuple")),
        ("positional", lambda xp: _out(xp, "add", [f8, f8], "float64", form="pos")),
        ("wider out", lambda xp: _out(xp, "multiply", [_arr((4, 5), "int32"), 3], "float64")),
        ("same_kind error", lambda xp: _out(xp, "add", [f8, f8], "int32")),
        ("bool out of float", lambda xp: _out(xp, "less", [f8, 0.5], "float32")),
        ("broadcast into out", lambda xp: _out(xp, "multiply", [_arr((5,), "float64"), 2.0],
                                               "float64", (4, 5))),
        ("out of the wrong shape", lambda xp: _out(xp, "add", [f8, f8], "float64", (5, 4))),
        ("0-d operands into out", lambda xp: _out(xp, "add", [lambda xp: xp.sum(f8(xp)), 1.0],
                                                  "float64", (3,))),
        ("unary", lambda xp: _out(xp, "negative", [_arr((4, 5), "int16")], "int16")),
        ("unary cast error", lambda xp: _out(xp, "sqrt", [f8], "float32")),
        ("uint8 then 300", lambda xp: _later_value(xp, "uint8", 3, 300)),
        ("uint8 then -1", lambda xp: _later_value(xp, "uint8", 3, -1)),
        ("int8 less 300", lambda xp: _later_value(xp, "int8", 3, 300, "less")),
        ("float32 then 2**70", lambda xp: _later_value(xp, "float32", 3, 2**70)),
        ("overlap", _later_overlap),
        ("read-only", _later_readonly),
    ]
    assert_same_cases(xp, cases, approx=True)


def test_out_view_written_in_place(xp):
    def body(xp):
        a = make(xp, (6, 6), "float64", seed=13)
        v = a[1:-1, 1:-1]
        for _ in range(3):
            xp.multiply(v, 0.5, out=v)
            v += 1
            a[...] += 1  # stores the view back onto itself
        return a
    assert_same_cases(xp, [("body", body)])


@pytest.mark.parametrize("dtype", ["float64", "int64"])
def test_setitem_same_shape(xp, dtype):
    def body(xp):
        a = make(xp, (6, 5), dtype, seed=14)
        b = make(xp, (6, 5), dtype, seed=15)
        for _ in range(2):
            a[1:-1, 1:-1] = b[1:-1, 1:-1]
            a[:, -1] = a[:, -2]
            a[0, :] = a[1, :]
            a[-1] = 0
            a[2:4, 1:3] = a[1:3, 2:4]  # an overlapping copy
        return a
    assert_same_cases(xp, [("body", body)])


@pytest.mark.parametrize("name", ["add", "multiply", "sqrt", "divmod", "modf", "maximum"])
def test_out_none_is_no_out(xp, name):
    """``out=None``, as routines forward it, is no ``out=``: a new result, NumPy's dtype,
    repeated calls alike (the lean paths take it)."""
    def body(m):
        uf = getattr(m, name)
        a = m.asarray(numpy.arange(1.0, 7.0).reshape(2, 3))
        args = (a,) if uf.nin == 1 else (a, a[:, ::-1])
        res = [uf(*args, out=None) for _ in range(3)] + [uf(*args)]
        assert not any(r is a for r in res)
        return [x for r in res for x in (r if isinstance(r, tuple) else (r,))]
    assert_same(xp, body)
