"""Which subclass NumPy's functions give back, function by function.

NumPy's functions treat an ndarray subclass in one of a few ways, depending on how each is
written: through the array's methods or ``asanyarray`` (the result is of the argument's
class, ``__array_finalize__`` called with an array of that class), through ufuncs (the input
of highest ``__array_priority__`` wraps the result: ``__array_wrap__``), through
``concatenate``'s rule (the input class of highest priority above ndarray's 0.0, made by the
constructor: ``__array_finalize__(None)``), through ``dot``'s (the second operand's class only
if its priority is higher) or through ``asarray`` (a plain ndarray).  gpnumpy's routines work
on plain arrays; ``RULES`` says per public function which rule NumPy's follows (measured on
NumPy 2.x), and ``install`` wraps those functions once at import: a call whose arguments are
all plain arrays pays one type test.  Methods keep the class through
``ndarray.__init_subclass__``; ufuncs, reductions and the product gufuncs wrap their own
results.
"""
from __future__ import annotations

import functools
import inspect

import numpy

from .ndarray import ndarray, keep_subclass, _as_subclass, _above, _given
from .scalars import SCALAR_TYPE_SET
from .dispatch import numpy_dispatches


def _user(x):
    """``x`` is an instance of a user's ndarray subclass."""
    t = type(x)
    return t is not ndarray and isinstance(x, ndarray) and t not in SCALAR_TYPE_SET


def _as_class(src, r, zero_d=False):
    """``r`` (a plain result) as ``src``'s class, ``__array_finalize__(src)``; a device
    scalar becomes a 0-d array of the class where NumPy's result is one (``zero_d``)."""
    if type(r) in SCALAR_TYPE_SET:
        if not zero_d:
            return r
        return _as_subclass(type(src), _above.plain(r), src)
    return keep_subclass(src, r)


def _wrap(src, r, zero_d=True):
    """``r`` wrapped as a ufunc's result by ``src`` (``__array_wrap__``)."""
    if type(r) in SCALAR_TYPE_SET:
        if not zero_d:
            return r
        r = _above.plain(r)
    elif type(r) is not ndarray:
        return r
    return src.__array_wrap__(r, None, False)


def _each(f, r):
    if isinstance(r, tuple):
        return tuple(f(x) for x in r)
    if isinstance(r, list):
        return [f(x) for x in r]
    return f(r)


def _priority_pick(arrays, strict_first=True):
    """NumPy's choice among inputs: the class of highest ``__array_priority__``, the first
    of equals; ndarray (priority 0.0) unless a subclass is strictly higher."""
    best, prio = None, 0.0
    for x in arrays:
        if _user(x):
            p = x.__array_priority__
            if p > prio or (best is None and not strict_first):
                best, prio = x, p
    return best


def _flat_arrays(seq):
    """The arrays of a (nested) sequence argument (concatenate's, block's)."""
    if isinstance(seq, ndarray):
        yield seq
    elif isinstance(seq, (list, tuple)):
        for x in seq:
            yield from _flat_arrays(x)


# ---------------------------------------------------------------- the rules
# Each rule is a function (impl, bound arguments, result) -> result, applied only when some
# argument is an instance of a user's subclass.
def _first(param, zero_d=False):
    """The class of argument ``param`` (NumPy's methods / asanyarray)."""
    def rule(args, r):
        src = args.get(param)
        if not _user(src):
            return r
        return _each(lambda x: _as_class(src, x, zero_d), r)
    rule.params = (param,)
    return rule


def _each_own(param):
    """Each result from the argument in the same position (``*arys``, meshgrid's ``*xi``)."""
    def rule(args, r):
        srcs = args.get(param) or ()
        if not isinstance(r, (tuple, list)):
            return _as_class(srcs[0], r) if srcs and _user(srcs[0]) else r
        res = [_as_class(s, x) if _user(s) else x for s, x in zip(srcs, r)]
        return type(r)(res) if isinstance(r, tuple) else res
    rule.params = (param,)
    return rule


def _ufunc_like(*params, zero_d=True):
    """NumPy composes ufuncs: the input of highest priority (the first of equals) wraps."""
    def rule(args, r):
        src = _priority_pick([args.get(p) for p in params], strict_first=False)
        if src is None:
            return r
        return _each(lambda x: _wrap(src, x, zero_d), r)
    rule.params = params
    return rule


def _concatenate(param):
    """concatenate's rule: the class of highest priority above 0.0, ``__array_finalize__``
    of the new array called with None."""
    def rule(args, r):
        src = _priority_pick(list(_flat_arrays(args.get(param))))
        if src is None or type(r) is not ndarray:
            return r
        return _as_subclass(type(src), r, None)
    rule.params = (param,)
    return rule


def _dot(a_name, b_name):
    """dot/inner: the second operand's class if its priority is higher, else the first's."""
    def rule(args, r):
        a, b = args.get(a_name), args.get(b_name)
        pa = a.__array_priority__ if isinstance(a, ndarray) else 0.0
        pb = b.__array_priority__ if isinstance(b, ndarray) else 0.0
        src = b if pb > pa else a
        if not _user(src) or type(r) is not ndarray:
            return r
        return _as_subclass(type(src), r, src)
    rule.params = (a_name, b_name)
    return rule


def _when(flag, default, rule):
    """``rule`` where keyword ``flag`` is true (``broadcast_to(subok=True)``)."""
    def r2(args, r):
        return rule(args, r) if args.get(flag, default) else r
    r2.params = rule.params
    return r2


def _round_rule(args, r):
    # NumPy's round of decimals=0 is the rint ufunc (wrapped); other decimals make a plain array
    if args.get("decimals", 0) == 0:
        return _ufunc_like("a")(args, r)
    return r


_round_rule.params = ("a",)


def _unique_rule(args, r):
    # the values (and the first indices) are of the class, the inverse and counts are not
    src = args.get("ar")
    if not _user(src):
        return r
    if not isinstance(r, tuple):
        return _as_class(src, r)
    keep = 2 if args.get("return_index", False) else 1
    return tuple(_as_class(src, x) if k < keep else x for k, x in enumerate(r))


_unique_rule.params = ("ar",)


def _unique_named(args, r):
    # unique_all/counts/inverse/values: a named tuple whose values (and indices) keep it
    src = args.get("x")
    if not _user(src):
        return r
    if not isinstance(r, tuple):
        return _as_class(src, r)
    fields = list(r)
    fields[0] = _as_class(src, fields[0])
    if getattr(r, "_fields", ("",))[1:2] == ("indices",):
        fields[1] = _as_class(src, fields[1])
    return type(r)(*fields)


_unique_named.params = ("x",)


def _count_rule(args, r):
    # count_nonzero: a scalar for a full count without keepdims, else the class
    if args.get("axis") is None and not args.get("keepdims", False):
        return r
    return _ufunc_like("a")(args, r)


_count_rule.params = ("a",)
_count_rule.plain_inputs = True


def _cumulative_rule(args, r):
    # cumulative_sum/prod: accumulate's result (wrapped by the input's __array_wrap__, as
    # gpnumpy's accumulate gives it); with include_initial, NumPy concatenates the initial
    # values and that result: concatenate's rule
    if args.get("include_initial", False) and args.get("out") is None:
        return _concatenate("x")({"x": [args.get("x")]}, r)
    return r


_cumulative_rule.params = ("x",)


def _resize_rule(args, r):
    # resize concatenates copies of the flattened array: the class where its priority is
    # above ndarray's
    a = args.get("a")
    if _user(a) and a.__array_priority__ > 0.0:
        return _as_class(a, r)
    return r


_resize_rule.params = ("a",)


def _diag_rule(args, r):
    # diag of a matrix is its diagonal (a view of the class); of a vector, a new plain matrix
    v = args.get("v")
    return _first("v")(args, r) if isinstance(v, ndarray) and v.ndim == 2 else r


_diag_rule.params = ("v",)


def _linalg(param, which=None, when=None):
    """numpy.linalg's rule: the results at positions ``which`` (all: None) wrapped by the
    array argument ``param``'s ``__array_wrap__`` (its ``_makearray``'s wrap)."""
    def rule(args, r):
        src = args.get(param)
        if not _user(src) or (when is not None and not when(args)):
            return r
        if not isinstance(r, tuple):
            return _wrap(src, r, False)
        fields = [_wrap(src, x, False) if which is None or k in which else x
                  for k, x in enumerate(r)]
        return type(r)(*fields) if hasattr(r, "_fields") else tuple(fields)
    rule.params = (param,)
    return rule


def _qr_rule(args, r):
    mode = args.get("mode", "reduced")
    return _linalg("a", (0,) if mode == "raw" else None)(args, r)


_qr_rule.params = ("a",)


def _multi_dot_rule(args, r):
    # products of dot's rule, left to right
    arrays = list(args.get("arrays") or ())
    if not arrays or type(r) is not ndarray:
        return r
    src = arrays[0]
    for b in arrays[1:]:
        pa = src.__array_priority__ if isinstance(src, ndarray) else 0.0
        pb = b.__array_priority__ if isinstance(b, ndarray) else 0.0
        if pb > pa:
            src = b
    return _as_subclass(type(src), r, src) if _user(src) else r


_multi_dot_rule.params = ("arrays",)

#: NumPy's function reads its arrays through ``asarray``: a subclass is seen as a plain array
PLAIN = "plain"

F = _first
#: numpy.linalg's functions
LINALG_RULES = {
    "inv": _linalg("a"), "solve": _linalg("b"), "cholesky": _linalg("a"), "pinv": _linalg("a"),
    "eigh": _linalg("a", (1,)), "eig": _linalg("a", (1,)), "qr": _qr_rule,
    "svd": _linalg("a", (0, 2), when=lambda args: args.get("compute_uv", True)),
    "lstsq": _linalg("b", (0, 1)), "tensorsolve": _linalg("a"), "matrix_power": F("a"),
    "multi_dot": _multi_dot_rule, "diagonal": F("x"),
    "norm": PLAIN, "vector_norm": PLAIN, "matrix_norm": PLAIN,
}
RULES = {
    # through the methods / asanyarray: the argument's class
    "reshape": F("a"), "transpose": F("a"), "ravel": F("a"), "squeeze": F("a"),
    "swapaxes": F("a"), "moveaxis": F("a"), "rollaxis": F("a"), "expand_dims": F("a"),
    "matrix_transpose": F("x"), "permute_dims": F("a"), "flip": F("m"), "fliplr": F("m"),
    "flipud": F("m"), "roll": F("a"), "rot90": F("m"), "tile": F("A"), "repeat": F("a"),
    "diagonal": F("a"), "take": F("a"), "take_along_axis": F("arr"), "compress": F("a"),
    "extract": F("arr"), "cumsum": F("a"), "cumprod": F("a"), "nancumsum": F("a"),
    "nancumprod": F("a"), "cumulative_sum": _cumulative_rule,
    "cumulative_prod": _cumulative_rule,
    "sort": F("a"), "argsort": F("a"), "partition": F("a"), "argpartition": F("a"),
    "split": F("ary"), "array_split": F("ary"), "hsplit": F("ary"), "vsplit": F("ary"),
    "dsplit": F("ary"), "unstack": F("x"), "insert": F("arr"), "delete": F("arr"),
    "argmax": F("a"), "argmin": F("a"), "nanargmax": F("a"), "nanargmin": F("a"),
    "median": F("a", zero_d=True), "nanmedian": F("a", zero_d=True),
    "quantile": F("a"), "percentile": F("a"), "nanquantile": F("a"), "nanpercentile": F("a"),
    "real_if_close": F("a"), "trapezoid": F("y", zero_d=True), "gradient": F("f"),
    "atleast_1d": _each_own("arys"), "atleast_2d": _each_own("arys"),
    "atleast_3d": _each_own("arys"), "meshgrid": _each_own("xi"),
    "broadcast_to": _when("subok", False, F("array")),
    "broadcast_arrays": _when("subok", False, _each_own("args")),
    "diag": _diag_rule, "unique": _unique_rule, "unique_all": _unique_named,
    "unique_counts": _unique_named, "unique_inverse": _unique_named,
    "unique_values": _first("x"), "count_nonzero": _count_rule, "resize": _resize_rule,
    # compositions of ufuncs: wrapped by the input of highest priority
    "round": _round_rule, "around": _round_rule, "isclose": _ufunc_like("a", "b"),
    "nan_to_num": _ufunc_like("x"), "angle": _ufunc_like("z"), "kron": _ufunc_like("a", "b"),
    # concatenate's rule
    "concatenate": _concatenate("arrays"), "concat": _concatenate("arrays"),
    "stack": _concatenate("arrays"), "vstack": _concatenate("tup"),
    "hstack": _concatenate("tup"), "dstack": _concatenate("tup"),
    "column_stack": _concatenate("tup"), "block": _concatenate("arrays"),
    "append": _concatenate("_both"),
    # dot's rule
    "dot": _dot("a", "b"), "inner": _dot("a", "b"),
    # through asarray
    "einsum": PLAIN,
}


def _binder(np_func, rule):
    """A function (args, kwargs) -> {param: value} for the parameters ``rule`` reads (NumPy's
    signature read at its first call, by a user's subclass: not at import)."""
    layout = []

    def read():
        params = list(inspect.signature(np_func).parameters.values())
        spots = {}
        for k, p in enumerate(params):
            if p.kind is p.VAR_POSITIONAL:
                spots[p.name] = ("var", k)
            elif p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                spots[p.name] = ("pos", k)
            else:
                spots[p.name] = ("kw", None)
        defaults = {p.name: p.default for p in params if p.default is not p.empty}
        layout[:] = [(spots, defaults)]  # (one assignment: a second reader makes the same)

    def bind(args, kwargs):
        if not layout:
            read()
        spots, defaults = layout[0]
        got = {}
        for name, (kind, k) in spots.items():
            if kind == "var":
                got[name] = args[k:]
            elif kind == "pos" and k < len(args):
                got[name] = args[k]
            elif name in kwargs:
                got[name] = kwargs[name]
            elif name in defaults:
                got[name] = defaults[name]
        return got
    return bind


def _seq_user(seq, depth=0):
    """A user's subclass instance inside a (nested) list or tuple argument (no deeper than
    NumPy's 64 dimensions: a list that holds itself)."""
    for y in seq:
        t = type(y)
        if t is ndarray or t is int or t is float:
            continue
        if t is list or t is tuple or isinstance(y, (list, tuple)):
            if depth < 64 and _seq_user(y, depth + 1):
                return True
        elif _user(y):
            return True
    return False


def _any_user(args, kwargs):
    # on every wrapped call: plain arrays, ints and shape tuples pass without a generator
    for x in args:
        t = type(x)
        if t is ndarray or t is int:
            continue
        if t is list or t is tuple or isinstance(x, (list, tuple)):
            if _seq_user(x):
                return True
        elif _user(x):
            return True
    if kwargs:
        for x in kwargs.values():
            if type(x) is not ndarray and _user(x):
                return True
    return False


def _plain(x):
    return _above.plain(x) if _user(x) else x


def keeping(func, name, np_func, rules=None):
    """``func`` (gpnumpy's ``name``) giving back the subclass NumPy's ``np_func`` gives."""
    rule = (RULES if rules is None else rules).get(name)
    if rule is None or np_func is None:
        return func
    # (a subclass that overrides __array_function__ takes the call first, through ``func``'s
    # host_dtype_guard: NumPy's rules below are for the call its dispatch hands back)
    if rule is PLAIN:
        @functools.wraps(func)
        def plain_inputs(*args, **kwargs):
            if _any_user(args, kwargs) and not numpy_dispatches(args, kwargs):
                args = tuple(_plain(x) for x in args)
                kwargs = {k: _plain(v) for k, v in kwargs.items()}
            return func(*args, **kwargs)
        return plain_inputs
    if name == "append":
        def bind(args, kwargs):
            got = {"_both": [args[0] if args else kwargs.get("arr"),
                             args[1] if len(args) > 1 else kwargs.get("values")]}
            return got
    else:
        bind = _binder(np_func, rule)

    plain_inputs = getattr(rule, "plain_inputs", False)

    @functools.wraps(func)
    def keeps(*args, **kwargs):
        if not _any_user(args, kwargs) or numpy_dispatches(args, kwargs):
            return func(*args, **kwargs)
        if plain_inputs:  # (computed on plain arrays, as NumPy's asarray)
            r = func(*(_plain(x) for x in args), **{k: _plain(v) for k, v in kwargs.items()})
        else:
            r = func(*args, **kwargs)
        if type(r) is ndarray and _given(r, args, kwargs):
            return r  # (the out= array it was given: NumPy returns it, of its own class)
        return rule(bind(args, kwargs), r)
    keeps.__gpnumpy_native__ = getattr(func, "__gpnumpy_native__", func)
    return keeps


def keep_in_call(cls):
    """``cls.__call__`` (vectorize's: NumPy's, on host copies) giving back the subclass
    NumPy's gives: its frompyfunc ufunc's result, wrapped by the input of highest priority
    (with a signature, NumPy's outputs are of the class of the function's results on the
    inputs' slices: the same for a function made of ufuncs)."""
    call = cls.__call__

    @functools.wraps(call)
    def __call__(self, *args, **kwargs):
        r = call(self, *args, **kwargs)
        if not _any_user(args, kwargs):
            return r
        src = _priority_pick(list(args) + list(kwargs.values()), strict_first=False)
        return r if src is None else _each(lambda x: _wrap(src, x), r)
    cls.__call__ = __call__
    return cls


def install(namespace, native, np_module=numpy, rules=None):
    """Wrap the functions of ``namespace`` (the face's globals, or a package's) that
    ``rules`` (``RULES``) names, and their entries in ``native`` (``__array_function__``'s
    table)."""
    rules = RULES if rules is None else rules
    keys = {}  # id of a function in ``native`` -> its keys there (one pass over the table)
    for key, value in native.items():
        keys.setdefault(id(value), []).append(key)
    for name in rules:
        func = namespace.get(name)
        np_func = getattr(np_module, name, None)
        if func is None or np_func is None or getattr(func, "__gpnumpy_subclass__", False):
            continue
        new = keeping(func, name, np_func, rules)
        new.__gpnumpy_subclass__ = True
        namespace[name] = new
        for key in keys.pop(id(func), ()):
            native[key] = new
