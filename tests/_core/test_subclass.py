"""NumPy's subclassing protocol: view casting, new from template (indexing), the explicit
constructor, __array_finalize__, __array_wrap__ and __array_priority__ for ufuncs and reductions."""

import inspect
import operator
import pickle

import numpy
import pytest

import gpnumpy

from gpnumpy.testing._xp import assert_same, make


def _classes(xp):
    class Info(xp.ndarray):
        def __array_finalize__(self, obj):
            self.info = getattr(obj, "info", "new" if obj is None else "default")
            self.seen = None if obj is None else type(obj).__name__

    class Wrapping(xp.ndarray):
        __array_priority__ = 1000.0
        calls = []

        def __array_wrap__(self, arr, context=None, return_scalar=False):
            Wrapping.calls.append((None if context is None else context[0].__name__, return_scalar))
            return super().__array_wrap__(arr, context, return_scalar)

    return Info, Wrapping


def _kind(x):
    return type(x).__name__ if type(x).__name__ in ("Info", "Wrapping") else (
        "scalar" if numpy.isscalar(x) else "ndarray")


def test_view_casting_and_finalize(xp):
    def body(xp):
        Info, _ = _classes(xp)
        a = make(xp, (2, 3), "float64").view(Info)
        b = make(xp, (4,), "int32").view(type=Info)
        c = make(xp, (4,), "int32").view(numpy.int32, Info) if xp is numpy else \
            make(xp, (4,), "int32").view(xp.int32, Info)
        return (_kind(a), a.info, a.seen, _kind(b), b.info, _kind(c), a.view(xp.ndarray),
                _kind(a.view()), _kind(a.view(xp.ndarray)))
    assert_same(xp, body)


def test_new_from_template_indexing(xp):
    def body(xp):
        Info, _ = _classes(xp)
        a = make(xp, (3, 4), "float32").view(Info)
        a.info = "mine"
        rows, fancy, elem = a[1:], a[[0, 2]], a[1, 2]
        return (_kind(rows), rows.info, _kind(fancy), fancy.info, _kind(elem), _kind(a[1]),
                _kind(a[...]), rows.view(xp.ndarray), elem)
    assert_same(xp, body)


def test_explicit_constructor(xp):
    def body(xp):
        Info, _ = _classes(xp)
        a = Info((2, 3), dtype=numpy.int16)
        return _kind(a), a.info, a.seen, a.shape, a.dtype
    assert_same(xp, body)


def test_ufuncs_keep_the_subclass(xp):
    def body(xp):
        Info, _ = _classes(xp)
        a = make(xp, (5,), "float64").view(Info)
        a.info = "kept"
        p = make(xp, (5,), "float64")
        rs = [a + 1, 1 + a, a * p, p * a, xp.sqrt(xp.abs(a)), -a, a > 0, xp.add(a, p)]
        o = xp.zeros(5)
        given = xp.add(a, 1, out=o)
        return ([(_kind(r), r.info) for r in rs], [r.view(xp.ndarray) for r in rs], _kind(given),
                given is o)
    assert_same(xp, body)


def test_array_wrap_and_priority(xp):
    def body(xp):
        Info, Wrapping = _classes(xp)
        Wrapping.calls.clear()
        a = make(xp, (3,), "float64").view(Info)
        w = make(xp, (3,), "float64").view(Wrapping)
        r1, r2 = a + w, w + a
        calls = list(Wrapping.calls)
        return _kind(r1), _kind(r2), calls, r1.view(xp.ndarray)
    assert_same(xp, body)


def test_reductions_keep_the_subclass(xp):
    def body(xp):
        Info, Wrapping = _classes(xp)
        a = xp.asarray(numpy.array([[3.0, -1.0, 4.0], [1.0, -5.0, 9.0]])).view(Info)
        a.info = "r"
        s, s0, m = a.sum(), a.sum(axis=0), xp.max(a)
        return (_kind(s), s.info, _kind(s0), s0.info, _kind(m), s.view(xp.ndarray),
                s0.view(xp.ndarray))
    assert_same(xp, body)


def test_functions_accept_subclass_instances(xp):
    def body(xp):
        Info, _ = _classes(xp)
        a = make(xp, (2, 3), "int32").view(Info)
        return (xp.concatenate([a, a]).view(xp.ndarray), xp.sort(a, axis=0).view(xp.ndarray),
                xp.where(a > 0, a, 0).view(xp.ndarray))
    assert_same(xp, body)


def _sub(xp):
    class A(xp.ndarray):
        def __array_finalize__(self, obj):
            self.seen = None if obj is None else type(obj).__name__
    return A


def _typed(r):
    """What NumPy's subclass protocol decides about a result: its type (by name), the
    __array_finalize__ argument's type, and the values as a plain array."""
    name = type(r).__name__
    if name not in ("A", "B"):
        return ("scalar" if numpy.isscalar(r) else name, r)
    return (name, r.seen, r.view(type(r).__mro__[-2]))


# (label, method or function on A, keeps NumPy's finalize argument)
METHODS = [
    ("reshape", lambda xp, a: a.reshape(3, 2)), ("ravel", lambda xp, a: a.ravel()),
    ("flatten", lambda xp, a: a.flatten()), ("T", lambda xp, a: a.T),
    ("transpose", lambda xp, a: a.transpose()), ("swapaxes", lambda xp, a: a.swapaxes(0, 1)),
    ("squeeze", lambda xp, a: a[None].squeeze()), ("copy", lambda xp, a: a.copy()),
    ("astype", lambda xp, a: a.astype(numpy.int64)),
    ("astype subok=False", lambda xp, a: a.astype(numpy.int64, subok=False)),
    ("view", lambda xp, a: a.view()), ("view dtype", lambda xp, a: a.view(numpy.int64)),
    ("getitem row", lambda xp, a: a[0]), ("getitem slice", lambda xp, a: a[:, ::2]),
    ("getitem fancy", lambda xp, a: a[[1, 0]]), ("getitem element", lambda xp, a: a[0, 1]),
    ("repeat", lambda xp, a: a.repeat(2)), ("take", lambda xp, a: a.take([0, 1])),
    ("diagonal", lambda xp, a: a.diagonal()), ("clip", lambda xp, a: a.clip(1, 3)),
    ("round", lambda xp, a: a.round()), ("imag", lambda xp, a: a.imag),
    ("cumsum", lambda xp, a: a.cumsum()), ("sum", lambda xp, a: a.sum()),
    ("sum axis", lambda xp, a: a.sum(0)), ("sum keepdims", lambda xp, a: a.sum(keepdims=True)),
    ("mean", lambda xp, a: a.mean()), ("mean axis", lambda xp, a: a.mean(0)),
    ("max", lambda xp, a: a.max()), ("min axis", lambda xp, a: a.min(1)),
    ("std axis", lambda xp, a: a.std(0)), ("prod axis", lambda xp, a: a.prod(0)),
    ("any axis", lambda xp, a: a.any(0)), ("argmax", lambda xp, a: a.argmax()),
    ("argmax axis", lambda xp, a: a.argmax(0)), ("argsort", lambda xp, a: a.argsort()),
    ("nonzero", lambda xp, a: a.nonzero()[0]), ("trace", lambda xp, a: a.trace()),
    ("searchsorted", lambda xp, a: a[0].searchsorted(1.5)),
    ("dot", lambda xp, a: a.dot(a.T)), ("copy.copy", lambda xp, a: __import__("copy").copy(a)),
    ("ufunc", lambda xp, a: xp.sqrt(a)), ("operator", lambda xp, a: a * 2),
    ("comparison", lambda xp, a: a > 2), ("add.reduce", lambda xp, a: xp.add.reduce(a)),
    ("add.accumulate", lambda xp, a: xp.add.accumulate(a)),
    ("add.outer", lambda xp, a: xp.add.outer(a[0], a[0])),
    ("asarray", lambda xp, a: xp.asarray(a)), ("asanyarray", lambda xp, a: xp.asanyarray(a)),
    ("array", lambda xp, a: xp.array(a)), ("array subok", lambda xp, a: xp.array(a, subok=True)),
    ("copy()", lambda xp, a: xp.copy(a)), ("copy subok", lambda xp, a: xp.copy(a, subok=True)),
    ("zeros_like", lambda xp, a: xp.zeros_like(a)), ("ones_like", lambda xp, a: xp.ones_like(a)),
    ("empty_like subok=False", lambda xp, a: type(xp.empty_like(a, subok=False)).__name__),
    ("full_like", lambda xp, a: xp.full_like(a, 7)),
    ("concatenate", lambda xp, a: xp.concatenate([a, a])),
    ("ascontiguousarray", lambda xp, a: xp.ascontiguousarray(a)),
    ("sum function", lambda xp, a: xp.sum(a, 0)), ("mean function", lambda xp, a: xp.mean(a)),
]


@pytest.mark.parametrize("label, call", METHODS, ids=[m[0] for m in METHODS])
def test_methods_keep_the_subclass(xp, label, call):
    def body(xp):
        a = xp.asarray(numpy.arange(6.0).reshape(2, 3)).view(_sub(xp))
        return _typed(call(xp, a))
    assert_same(xp, body)


def test_array_priority_picks_the_wrapper(xp):
    def body(xp):
        A = _sub(xp)

        class B(A):
            __array_priority__ = 20.0

        a = xp.asarray(numpy.arange(3.0)).view(A)
        b = xp.asarray(numpy.arange(3.0)).view(B)
        return [type(r).__name__ for r in (a + b, b + a, a * 2, xp.add(a, b), xp.maximum(b, a))]
    assert_same(xp, body)


def test_structured_subclass_indexing_keeps_the_class(xp):
    """A user's subclass of structured dtype: a field, several, a slice and gathered records
    are of its class (``__array_finalize__`` called), a record is NumPy's void scalar."""
    def body(xp):
        class Tagged(xp.ndarray):
            def __array_finalize__(self, obj):
                self.tag = getattr(obj, "tag", "none" if obj is None else "from " + type(obj).__name__)

        m = xp.zeros(4, dtype=[("f", "i8"), ("g", "f8")]).view(Tagged)
        m["f"] = [1, 2, 3, 4]
        out = []
        for r in (m["f"], m[["g"]], m[1:3], m[[0, 2]], m[m["f"] > 1], m[0], m["f"][1:]):
            out.append((type(r).__name__, getattr(r, "tag", None), r.tolist()))
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("dt1, dt2", [([("f", "i")], [("f", "i")]),
                                      ([("f", "i"), ("g", "f")], [("f", "i"), ("g", "f")]),
                                      ("M8[s]", "f8")], ids=["record", "two fields", "no loop"])
def test_comparison_with_a_subclass_wraps(xp, dt1, dt2):
    """``==``/``!=`` with a user's subclass: records (field by field) and operands without a
    comparison loop (all False/True) give the subclass, through its ``__array_wrap__``."""
    def body(xp):
        class Wrapping(xp.ndarray):
            calls = 0

            def __array_wrap__(self, new, context=None, return_scalar=False):
                type(self).calls += 1
                return super().__array_wrap__(new, context, return_scalar)

        a = xp.zeros(5, dtype=dt1)
        m = xp.zeros(5, dtype=dt2).view(Wrapping)
        res = [op(x, y) for op in (operator.eq, operator.ne) for x, y in ((a, m), (m, a))]
        return [(type(r).__name__, r.tolist()) for r in res], Wrapping.calls
    assert_same(xp, body)


class _InfoMixin:
    """NumPy's recipe for a subclass's own attributes through pickle (module level: pickle
    finds the class by its name)."""
    def __array_finalize__(self, obj):
        self.info = getattr(obj, "info", None)

    def __reduce__(self):
        f, args, state = super().__reduce__()
        return f, args, state + (self.info,)

    def __setstate__(self, state):
        self.info = state[-1]
        super().__setstate__(state[:-1])


class _InfoHost(_InfoMixin, numpy.ndarray):
    pass


class _InfoDevice(_InfoMixin, gpnumpy.ndarray):
    pass


def test_pickling_a_subclass_keeps_what_its_reduce_adds(xp):
    """``super().__reduce__()`` of a subclass is a 3-tuple whose state the subclass extends,
    its ``__setstate__`` reads its part and hands the rest to ``super().__setstate__``
    (layouts kept: C, Fortran, a view's copy)."""
    def body(xp):
        cls = _InfoHost if xp is numpy else _InfoDevice
        a = xp.arange(6.0).reshape(2, 3).view(cls)
        a.info = "kept"
        out = []
        for x in (a, a.T, a[:, :2], xp.array([1 + 2j, 3]).view(cls),
                  xp.zeros(2, dtype=[("f", "i8"), ("g", "f8")]).view(cls)):
            b = pickle.loads(pickle.dumps(x))
            out.append((type(b).__name__.replace("Host", "").replace("Device", ""), b.info,
                        b.dtype, b.flags.c_contiguous, b.flags.f_contiguous, b.flags.owndata,
                        b.tolist()))
        return out
    assert_same(xp, body)


def test_setstate_of_a_state(xp):
    """``ndarray.__setstate__``: NumPy's state tuple, with or without its version, sets the
    array in place (Fortran order read as such); a malformed one is NumPy's error and leaves
    the array as it was."""
    def body(xp):
        a = xp.zeros(3)
        a.__setstate__((1, (2, 2), numpy.dtype("f8"), True, numpy.arange(4.0).tobytes()))
        out = [a.tolist(), a.shape, a.flags.f_contiguous, a.flags.owndata]
        a.__setstate__(((3,), numpy.dtype("i4"), False, numpy.arange(3, dtype="i4").tobytes()))
        out += [a.tolist(), a.dtype]
        # (a state whose bytes are too few: NumPy 2.5 raises, 2.4 reads past them)
        for bad in [(1, 2), 5]:
            try:
                a.__setstate__(bad)
            except (TypeError, ValueError) as e:
                out.append((type(e).__name__, str(e)))
        out.append(a.tolist())
        return out
    assert_same(xp, body)


def test_sort_and_partition_call_the_subclasss_own_method(xp):
    """``np.sort``/``np.partition`` of a subclass with its own ``sort``/``partition``: NumPy
    calls it on a copy (``descending`` passed on only where given); its ``super()`` call sorts."""
    def body(xp):
        class Own(xp.ndarray):
            seen = []

            def sort(self, **kwargs):
                Own.seen.append(sorted(kwargs.items()))
                super().sort(**kwargs)

            def partition(self, kth, **kwargs):
                Own.seen.append((kth, sorted(kwargs.items())))
                super().partition(kth, **kwargs)

        m = xp.array([[3, 1, 2], [0, 5, 4]]).view(Own)
        out = [xp.sort(m), xp.sort(m, axis=None), xp.sort(m, axis=0), xp.partition(m, 1),
               xp.partition(m, 2, axis=None)]
        if "descending" in inspect.signature(numpy.sort).parameters:  # (NumPy >= 2.5)
            out += [xp.sort(m, descending=False), xp.sort(m, descending=True)]
        return [(type(r).__name__, r.tolist()) for r in out], Own.seen, m.tolist()
    assert_same(xp, body)


def test_an_error_in_the_other_operands_priority_counts_as_none(xp):
    """An ``__array_priority__`` property that raises: NumPy's operator takes it as no
    priority (the operand does not win), not as the error."""
    def body(xp):
        class Raising:
            @property
            def __array_priority__(self):
                raise RuntimeError("no priority")

            def __radd__(self, other):
                return "reflected"

        low = type("Low", (xp.ndarray,), {"__array_priority__": -1000})
        r = xp.arange(3).view(low) + Raising()
        return r.dtype, r.tolist()  # (an object result: a NumPy array on the host)
    assert_same(xp, body)


def test_scalar_compared_with_a_subclass_asks_the_subclass_first(xp):
    """NumPy's scalar compares as its 0-d array: a subclass's own comparison answers (its
    ``__eq__`` for ==, its ``__gt__`` for <), an inherited one gives the subclass's array."""
    def body(xp):
        class Eq(xp.ndarray):
            def __eq__(self, other):
                return "eq"

            def __gt__(self, other):
                return "gt"

        x = xp.array([1, 2, 3]).view(Eq)
        s = xp.array([1, 20]).sum()   # a scalar NumPy's reduction gives
        e = xp.array([1.5, 2.5])[0]   # one element of an array
        plain = xp.array([1, 2, 3]).view(type("Plain", (xp.ndarray,), {}))
        return (s == x, e == x, s < x, s != x, s > x, type(s != x).__name__,
                s == plain, type(e >= plain).__name__)
    assert_same(xp, body)


def test_subclass_methods_overridden(xp):
    """A subclass's own method is not replaced; inherited ones keep the subclass."""
    def body(xp):
        class C(xp.ndarray):
            def reshape(self, *shape, **kw):
                return "mine"

        class D(C):
            pass

        d = xp.asarray(numpy.arange(4.0)).view(D)
        return d.reshape(2, 2), type(d.ravel()).__name__, type(d.T).__name__
    assert_same(xp, body)


def test_functions_call_a_subclass_own_method(xp):
    """np.sum/np.mean/np.std/... of a subclass that overrides the method call it (NumPy's
    _wrapreduction), with the arguments NumPy passes; median takes the mean of its middle
    through the subclass's mean; subclasses that override nothing keep gpnumpy's path."""
    def body(xp):
        class Own(xp.ndarray):
            def mean(self, axis=None, dtype=None, out=None):
                return ("mean", axis)

            def sum(self, axis=None, dtype=None, out=None, **kw):
                return ("sum", axis, sorted(kw))

            def max(self, *args, **kw):
                return ("max", args, sorted(kw))

        class Scaled(xp.ndarray):
            def mean(self, axis=None, dtype=None, out=None):
                return super().mean(axis=axis, dtype=dtype, out=out) * 10

        a = xp.asarray(numpy.arange(6.0).reshape(2, 3)).view(Own)
        s = xp.asarray(numpy.array([[1.0, numpy.nan, 3.0], [1.0, 2.0, 4.0]])).view(Scaled)
        plain = xp.asarray(numpy.arange(6.0).reshape(2, 3)).view(_sub(xp))
        return (xp.mean(a), xp.mean(a, axis=1), xp.sum(a), xp.sum(a, axis=0, keepdims=True),
                xp.max(a, axis=1), xp.amax(a), xp.median(a), xp.median(a, axis=0),
                xp.median(s, axis=1), xp.median(s[1]), type(xp.median(s[1])).__name__,
                xp.sum(plain, axis=0), type(xp.sum(plain, axis=0)).__name__)
    assert_same(xp, body)


def test_repr_names_the_subclass(xp):
    def body(xp):
        class MyArr(xp.ndarray):
            pass

        a = xp.asarray(numpy.arange(12.0).reshape(3, 4)).view(MyArr)
        long = xp.arange(3000).view(MyArr)
        return (repr(a), xp.array_repr(a), repr(long), repr(a[0, 0]), str(a),
                repr(xp.arange(3, dtype=xp.int8).view(MyArr)), repr(xp.asarray(a)))
    assert_same(xp, body)


def test_printing_reads_elements_through_the_subclass_getitem(xp):
    # (gh-10663: NumPy formats each element as the array's own a[index], so a subclass that
    # gives 0-d arrays of its class there has its formatter called with those)
    def body(xp):
        class DuckCounter(xp.ndarray):
            def __getitem__(self, item):
                result = super().__getitem__(item)
                if not isinstance(result, DuckCounter):
                    result = result[...].view(DuckCounter)
                return result

            def to_string(self):
                return {0: "zero", 1: "one", 2: "two"}.get(self.item(), "many")

            def __str__(self):
                if self.shape == ():
                    return self.to_string()
                return xp.array2string(self, formatter={"all": lambda x: x.to_string()})

        dc = xp.arange(5).view(DuckCounter)
        big = xp.arange(2000).reshape(2, 1000).view(DuckCounter)  # (summarised: its corners)
        seen = []
        xp.array2string(xp.arange(3.0).view(DuckCounter),
                        formatter={"all": lambda x: seen.append(type(x).__name__) or "x"})
        with xp.printoptions(formatter={"all": lambda x: type(x).__name__[:4]}):
            typed = (repr(dc), xp.array_repr(big), xp.array_str(dc))
        return (str(dc), str(dc[0]), repr(dc), str(big), repr(big), seen, typed,
                repr(xp.asarray([[1.5, 2], [3, 4]]).view(DuckCounter)))
    assert_same(xp, body)


def test_average_returned_weight_sums_keep_the_subclass(xp):
    def body(xp):
        A = _sub(xp)
        a = xp.asarray(numpy.arange(4.0).reshape(2, 2)).view(A)
        w = xp.asarray(numpy.array([[1.0, 2.0], [3.0, 4.0]])).view(A)
        out = []
        for kw in ({"weights": w}, {"weights": w[0], "axis": 1}, {"weights": w[:, 0], "axis": 0}):
            avg, scl = xp.average(a, returned=True, **kw)
            out += [avg, scl, type(avg).__name__, type(scl).__name__]
        return out
    assert_same(xp, body)


def test_vectorize_keeps_the_subclass(xp):
    """vectorize's results are wrapped by the input of highest priority (NumPy's frompyfunc
    ufunc; with a signature, the class of the function's results on the slices)."""
    def body(xp):
        import warnings
        A = _sub(xp)

        class P(xp.ndarray):
            __array_priority__ = 5.0

        m = xp.asarray(numpy.eye(3)).view(A)
        v = xp.asarray(numpy.arange(9.0).reshape(3, 3)).view(A)
        f = xp.vectorize(lambda x: x + 1)
        g = xp.vectorize(lambda x, y: (x + y, x * y))
        out = []
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # (gpnumpy's FallbackWarning)
            for r in (xp.vectorize(xp.matmul, signature="(m,m),(m)->(m)")(m, v), f(m), f(m[0]),
                      f(xp.asarray(2.0).view(A)), f(xp.arange(3.0)),
                      xp.vectorize(lambda x: x, otypes=[float])(v)):
                out += [r, type(r).__name__]
            pair = g(xp.arange(3.0).view(A), xp.arange(3.0).view(P))
            out += [pair, [type(x).__name__ for x in pair]]
        return out
    assert_same(xp, body)


def test_out_argument_comes_back_itself(xp):
    """A subclass's method or function given a plain out= array returns that array (not a
    view of it re-classed)."""
    def body(xp):
        Info, _ = _classes(xp)
        a = make(xp, (2, 3), "int64").view(Info)
        o = xp.zeros(3, dtype=numpy.int64)
        c = xp.zeros((2, 3), dtype=numpy.int64)
        rs = (a.sum(axis=0, out=o), a.max(0, o), a.cumsum(axis=1, out=c),
              a.clip(1, 2, out=c), xp.take(a, [0], out=xp.zeros(1, dtype=numpy.int64)),
              xp.cumsum(a, out=xp.zeros(6, dtype=numpy.int64)),
              xp.add.reduce(a, 0, out=(xp.zeros(3, dtype=numpy.int64),)))
        return [_kind(r) for r in rs], rs[0] is o, rs[1] is o, rs[2] is c
    assert_same(xp, body)


def test_cumulative_functions_wrap_through_array_wrap(xp):
    """cumsum/cumprod/cumulative_sum are accumulate: the input's __array_wrap__ makes the
    result; cumulative_sum's include_initial concatenates (concatenate's rule)."""
    def body(xp):
        _, Wrapping = _classes(xp)
        Wrapping.calls.clear()
        a = make(xp, (2, 3), "int64").view(Wrapping)
        rs = (xp.cumsum(a), a.cumprod(axis=1), xp.cumulative_sum(a, axis=0),
              xp.cumulative_prod(a, axis=1, include_initial=True))
        return [_kind(r) for r in rs], len(Wrapping.calls), [r.view(xp.ndarray) for r in rs]
    assert_same(xp, body)


def test_view_bases(xp):
    """The base of a view as NumPy sets it: a subclass's view keeps the array it was made
    from (NumPy collapses a chain of views only through arrays of the view's own class);
    a plain view of a subclass follows the chain to its plain end."""
    def body(xp):
        class Sub(xp.ndarray):
            pass

        class Deeper(Sub):
            pass
        a = xp.arange(12).reshape(3, 4)
        s = a.view(Sub)
        s1 = s[:2]
        named = {id(a): "a", id(s): "s", id(s1): "s1", id(a.base): "a.base"}
        views = {"s[:2]": s1, "s1[1:]": s1[1:], "s.T": s.T, "s1.T": s1.T,
                 "s.reshape": s.reshape(4, 3), "s.view(Sub)": s.view(Sub), "s[0]": s[0],
                 "s[None]": s[None], "s.ravel": s.ravel(), "s.swapaxes": s.swapaxes(0, 1),
                 "s.view(Deeper)[1:]": s.view(Deeper)[1:], "s.view(ndarray)": s.view(xp.ndarray),
                 "asarray(s)[1:]": xp.asarray(s)[1:], "a[1:].view(Sub)[1:]": a[1:].view(Sub)[1:]}
        return [(k, type(v).__name__, named.get(id(v.base), type(v.base).__name__))
                for k, v in views.items()]
    assert_same(xp, body)
