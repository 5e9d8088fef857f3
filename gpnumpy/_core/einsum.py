"""einsum and einsum_path: Einstein summation as batched GEMMs.

NumPy parses the subscripts (implicit or explicit output, ellipses, the interleaved form) and
chooses the contraction order (``numpy.einsum_path``), both on zero-strided stand-ins of the
operands, so nothing is allocated or read on the host.  Each operand then loses its repeated
labels (a diagonal is a strided view) and the labels no other term needs (a sum); each pair of
the path becomes one call of the products' ``gemm``: the operands transposed to (batch,
free, contracted) and (batch, contracted, free) views, reshaped to three axes (a copy only
where the layout does not allow it), multiplied as a strided batch (the optimized einsum's
last pair with nothing summed is NumPy's multiply: the ufunc, for its result's layout).
"""
from __future__ import annotations

import warnings

import numpy

from .._kernels.lru import LRU, dtype_key
from .device import ON_DEVICE
from .ndarray import ndarray, check_dtype, _prod, _empty, _make, as_dtype
from . import fperr
from .ufunc import copy_into, _overlaps, UFUNCS as _um
from .elementwise import iterator_order
from .manipulation import reshape
from .mathematical import sum as _sum
from .products import _arr, _standin, _numpy_error, _product_into, _as_scalar, _scalar_copy
from .creation import ascontiguousarray, asfortranarray

__all__ = ["einsum", "einsum_path"]

#: the plain einsum of floats and complex on the host device: NumPy's values (tests turn it
#: off to check the products' and reductions' values on the host)
HOST_NUMPY_EINSUM = not ON_DEVICE


def _parse(operands):
    """(input subscripts, output subscript) in letters, ellipses replaced (NumPy's parser)."""
    from numpy._core.einsumfunc import _parse_einsum_input
    ins, out, _ = _parse_einsum_input([_standin(x) if isinstance(x, ndarray) else x
                                       for x in operands])
    return ins.split(","), out


def einsum_path(*operands, optimize="greedy", einsum_call=False):
    """Evaluates the lowest cost contraction order for an einsum expression (NumPy's own
    answer, computed from the operands' shapes only)."""
    return numpy.einsum_path(*[_standin(x) for x in operands], optimize=optimize,
                             einsum_call=einsum_call)


class _Term:
    """An operand on its way through the contraction: an array and one label per axis."""
    __slots__ = ("a", "labels")

    def __init__(self, a, labels):
        self.a, self.labels = a, labels


def einsum(*operands, out=None, optimize=False, dtype=None, order="K", casting=None):
    """Evaluates the Einstein summation convention on the operands (``casting`` not given:
    NumPy's 'safe', but the ufuncs' default for an optimized step of two operands)."""
    if not operands:
        raise ValueError("must specify the einstein sum subscripts string and at least one "
                         "operand, or at least one operand and its corresponding subscripts list")
    if isinstance(operands[0], str):
        arrays = [_arr(x) for x in operands[1:]]
        call = (operands[0],) + tuple(arrays)
    else:
        # the interleaved form: operand, sublist, operand, sublist, ..., [output sublist]
        nops = len(operands) // 2
        call = tuple(_arr(x) if k % 2 == 0 and k < 2 * nops else x
                     for k, x in enumerate(operands))
        arrays = [call[2 * k] for k in range(nops)]
    if isinstance(order, str) and order.upper() not in ("C", "F", "A", "K"):
        # (NumPy's optimized path of two operands repeats the class name in its message)
        raise ValueError("%sorder must be one of 'C', 'F', 'A', or 'K' (got '%s')" % (
            "ValueError: " if optimize is not False and len(arrays) >= 2 else "", order))
    kw = {"dtype": dtype}
    if casting is not None:
        kw["casting"] = casting
    if out is not None:
        kw["out"] = out
    if optimize is not False:
        kw["optimize"] = optimize  # (NumPy's optimized einsum checks its own way: its errors)
    if out is not None and not isinstance(out, (ndarray, numpy.ndarray)):
        _numpy_error(numpy.einsum, call, kw)  # (out= that is no array: NumPy's TypeError)
    plan = _plan(call, arrays, out, optimize, dtype, casting, kw)
    subs, out_labels, sizes, dt, path = plan.subs, plan.out_labels, plan.sizes, plan.dt, plan.path
    terms = [_Term(a, s) for a, s in zip(arrays, subs)]
    # ---- a single view when nothing is summed (NumPy's einsum returns one too, in the
    # operand's own dtype even where dtype= asks for another that `casting` allows)
    if len(terms) == 1 and out is None and set(terms[0].labels) == set(out_labels):
        t = _diagonal(terms[0])
        if not out_labels:
            # (a 0-d operand, nothing to sum: NumPy's scalar, a copy: the operand stays an array)
            return _scalar_copy(t.a)
        return t.a.transpose([t.labels.index(c) for c in out_labels])
    if casting == "unsafe" and out is not None and dtype is not None \
            and (optimize is False or len(path[-1]) != 2):
        # (NumPy's ComplexWarning, whatever the size, for a complex out read into the real
        # dtype= asked for by the C einsum that writes it: the plain one, or an optimized
        # step of other than two operands; the operands' casts warn as astype's)
        fperr.discard_imaginary(out.dtype, dt)
    quiet = optimize is False or len(arrays) == 1
    if quiet:  # (NumPy's plain einsum, and its optimized one's single operand, cast without
        # reporting floating-point errors)
        with numpy.errstate(all="ignore"):
            for t in terms:
                if t.a._dtype != dt:
                    t.a = t.a.astype(dt)
    matmul_last = False  # (NumPy's optimized einsum ends in a matmul: a 0-d array, no scalar)
    for k, step in enumerate(path):
        picked = [terms[i] for i in step]
        # (its optimized one casts a step's operands as it takes them: to dtype= where given,
        # else to their own common type, a step's result in its operands' precision)
        sdt = dt if optimize is False or dtype is not None else check_dtype(
            numpy.result_type(*(t.a._dtype for t in picked)))
        for t in picked:  # (a pair: each summed apart in its own dtype first, by _pair)
            if t.a._dtype != sdt and (optimize is False or len(picked) != 2):
                t.a = t.a.astype(sdt)
        last = [(terms[i].a, terms[i].labels) for i in sorted(step, reverse=True)]
        terms = [t for i, t in enumerate(terms) if i not in step]
        rest = out_labels + "".join(t.labels for t in terms)
        # (a pair that sums a label longer than 1 in both is NumPy's matmul, else its multiply)
        matmul_last = (optimize is not False and len(picked) == 2 and any(
            c not in rest for c in _long(picked[0]) & _long(picked[1])))
        if matmul_last:
            # (NumPy's optimized einsum takes a step's operands last first; where it sums,
            # its product's layout follows that order)
            picked.reverse()
        acc = picked[0]
        for nxt in picked[1:]:
            others = rest + "".join(t.labels for t in picked if t is not acc and t is not nxt)
            # (NumPy's optimized einsum multiplies two terms with matmul, or multiply
            # where nothing is summed, into its step's labels in its order, and reports their
            # floating-point errors)
            acc = _pair(acc, nxt, others, sdt,
                        optimize is not False and len(picked) == 2,
                        out_labels if not terms else
                        plan.orders[k] if k < len(plan.orders) else None)
        if len(picked) == 1:
            acc = _reduce(_diagonal(acc), rest)
        if k < len(plan.orders) and set(acc.labels) == set(plan.orders[k]):
            # (an intermediate's axes in NumPy's order of its labels, a view: the next step
            # lays out its product as NumPy's does)
            acc = _Term(acc.a.transpose([acc.labels.index(c) for c in plan.orders[k]]),
                        plan.orders[k])
        terms.append(acc)
    t = _reduce(_diagonal(terms[0]), out_labels)
    r = t.a.transpose([t.labels.index(c) for c in out_labels]) if t.a._ndim else t.a
    if HOST_NUMPY_EINSUM and optimize is False and out is None and r._dtype.kind in "fc" \
            and r._size and not any(r._mem is a._mem for a in arrays):
        # (the host device: the values of NumPy's own sums of products, whose unrolled order
        # no product or reduction here follows (last bits); the result's layout, errors and
        # warnings stay ours. With out=, NumPy sums in out's type: the products' values.)
        with numpy.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            r._host_view()[...] = numpy.einsum(
                *[x._host_view() if isinstance(x, ndarray) else x for x in call], dtype=dtype,
                order=order, **({} if casting is None else {"casting": casting}))
    if out is not None:
        if casting == "unsafe" or plan.out_rule is None:
            # (NumPy's write of a complex result; its assignment to out= where its optimized
            # einsum reshaped or transposed the last matmul's)
            fperr.discard_imaginary(r._dtype, out.dtype)
        copy_into(out, r)
        return out
    o = order.upper() if isinstance(order, str) else "K"
    if r._ndim > 1 and o != "K":  # (a computed result in the layout asked for; 'A': F if all are)
        f = o == "F" or (o == "A" and all(a._flags_f() for a in arrays))
        r = asfortranarray(r) if f else ascontiguousarray(r)
    elif r._ndim > 1 and (optimize is False or len(path[-1]) != 2):
        # (NumPy's plain einsum, and its optimized one's last step of other than two operands,
        # write a new output in the C iterator's order, of that step's operands in NumPy's
        # order: its einsum takes them last first)
        ops, labs = (arrays, subs) if optimize is False else zip(*last)
        want = _plain_strides(ops, labs, out_labels, sizes, r._dtype.itemsize)
        if r._strides != want:
            n = _empty(r._shape, r._dtype, want)
            copy_into(n, r, fresh=True)
            r = n
    if any(r._mem is a._mem for a in arrays):
        r = r.copy()  # a new array, as NumPy's einsum gives whenever it computes
    elif (optimize is False and r._base is not None and r._offset == 0
          and r._size * r._dtype.itemsize == r._mem.nbytes):
        # (NumPy's plain einsum writes a new output: it owns its data, no base; ours is a
        # view of the memory its last step wrote, which nothing else holds)
        r = _make(r._mem, 0, r._shape, r._strides, r._dtype, None)
    # (a full contraction: NumPy's scalar, but for a last pair with a summed label)
    return r if r._ndim or matmul_last else _as_scalar(r)



def _plain_strides(arrays, subs, out_labels, sizes, itemsize):
    """The strides of the output NumPy's plain (C) einsum allocates: its iterator runs over
    the output's labels and then the summed ones (by character code), and orders them as for
    order='K' from the operands' strides (a repeated label: their sum; length 1: none)."""
    labels = list(out_labels) + sorted(set("".join(subs)) - set(out_labels))
    ops = [[sum(a._strides[k] for k, c in enumerate(s) if c == lab and a._shape[k] != 1)
            for lab in labels] for a, s in zip(arrays, subs)]
    out = [0] * len(out_labels)
    acc = itemsize
    for d in iterator_order(len(labels), ops):
        if d < len(out_labels):
            out[d] = acc
            acc *= sizes[out_labels[d]]
    return tuple(out)


class _Plan:
    """What einsum decided for one call signature: the labels of each operand and of the
    output, each label's size, the computation dtype, the contraction path and the casting
    rule out= is written under (None: assigned, as NumPy's optimized einsum may)."""
    __slots__ = ("subs", "out_labels", "sizes", "dt", "path", "out_rule", "orders")

    def __init__(self, subs, out_labels, sizes, dt, path, out_rule, orders):
        self.subs, self.out_labels, self.sizes = subs, out_labels, sizes
        self.dt, self.path, self.out_rule, self.orders = dt, path, out_rule, orders


_plans = LRU(256)  # signature of a call -> _Plan
PLAN_CACHE_SIZE = 256


def _plan(call, arrays, out, optimize, dtype, casting, kw):
    """The call's _Plan (cached per subscripts, operand shapes and dtypes, options); NumPy's
    error for a call that has none."""
    try:
        key = dtype_key(tuple((x._shape, x._dtype) if isinstance(x, ndarray) else
                              tuple(x) if isinstance(x, list) else x for x in call),
                        None if out is None else (out._shape, out._dtype),
                        optimize if not isinstance(optimize, list) else tuple(optimize),
                        dtype, casting)
        hit = _plans.get(key)
    except TypeError:  # something unhashable: no caching
        key, hit = None, None
    if hit is not None:
        return hit
    # (NumPy's optimized einsum parses with the Python parser _parse uses, its plain one with
    # its C parser, which has its own messages and refuses sublist labels outside [0, 52))
    plain = optimize is False
    try:
        subs, out_labels = _parse(call)
    except Exception as exc:
        if plain:
            _numpy_error(numpy.einsum, call, kw)
        raise exc.with_traceback(None) from None
    if plain and not isinstance(call[0], str) and any(
            isinstance(lab, int) and not 0 <= lab < 52
            for sub in call[1::2] + call[len(call) - len(call) % 2:]
            if isinstance(sub, (list, tuple)) for lab in sub):
        _numpy_error(numpy.einsum, call, kw)
    if len(subs) != len(arrays) or plain and _drops_broadcast(call, arrays):
        _numpy_error(numpy.einsum, call, kw)
    # ---- sizes of the labels (size 1 broadcasts, as NumPy's iterator does)
    sizes = {}
    for a, s in zip(arrays, subs):
        if len(s) != a._ndim:
            _numpy_error(numpy.einsum, call, kw)
        for lab, n in zip(s, a._shape):
            if sizes.get(lab, 1) == 1:
                sizes[lab] = n
            elif n != 1 and n != sizes[lab]:
                _numpy_error(numpy.einsum, call, kw)
    for a, s in zip(arrays, subs):
        for lab in set(s):
            ns = {n for x, n in zip(s, a._shape) if x == lab}
            if len(ns) > 1:
                _numpy_error(numpy.einsum, call, kw)
    if len(set(out_labels)) != len(out_labels) or any(c not in sizes for c in out_labels):
        _numpy_error(numpy.einsum, call, kw)
    # ---- the contraction order (NumPy's optimized einsum follows its einsum_path for two
    # operands too, and asks for it before it casts anything)
    if len(arrays) <= 2 and optimize is False:
        path = [tuple(range(len(arrays)))]
    else:
        opt = "greedy" if optimize is False or optimize is True else optimize
        try:
            path = numpy.einsum_path(*[_standin(x) for x in call], optimize=opt)[0][1:]
        except Exception as exc:
            raise exc.with_traceback(None) from None
    orders = ()
    if optimize is not False and len(path) > 1:
        # (the labels of NumPy's intermediates, in its order: by length, then letter)
        orders = [eq.split("->")[1] for _, eq, *_ in numpy.einsum_path(
            *[_standin(x) for x in call], optimize=["einsum_path"] + path,
            einsum_call=True)[1][:-1]]
    # ---- the computation dtype, the operands cast to it under `casting` (NumPy's C einsum,
    # the plain one or an optimized step of other than two operands, given out= reads and
    # writes it through its iterator: it computes in the type of the operands and out
    # together, and a dtype= asked for must be castable from out's too)
    by_c = out is not None and (optimize is False or len(path[-1]) != 2)
    dt = check_dtype(numpy.result_type(*(a._dtype for a in arrays),
                                       *((out.dtype,) if by_c else ())) if dtype is None
                     else as_dtype(dtype))
    # (one operand that is only viewed, nothing summed and no out=: NumPy's C einsum returns
    # the view before it casts, whatever dtype= and casting say)
    viewed = len(arrays) == 1 and out is None and set(subs[0]) == set(out_labels)
    rules, out_rule = _castings(call, arrays, out, optimize, casting, path)
    for a, rule in zip(arrays, rules):
        if not viewed and not numpy.can_cast(a._dtype, dt, rule):
            _numpy_error(numpy.einsum, call, kw)
    if out is not None:
        if not isinstance(out, ndarray) or out._shape != tuple(sizes[c] for c in out_labels) \
                or out_rule is not None and not numpy.can_cast(dt, out._dtype, out_rule) \
                or not out._writeable() \
                or by_c and not numpy.can_cast(out._dtype, dt, out_rule):
            _numpy_error(numpy.einsum, call, kw)
    plan = _Plan(subs, out_labels, sizes, dt, path, out_rule, orders)
    if key is not None:
        _plans.put(key, plan, PLAN_CACHE_SIZE)
    return plan


def _castings(call, arrays, out, optimize, casting, path):
    """(the casting rule each operand is cast to the computation dtype under, the rule ``out``
    is written under or None where nothing is checked).  ``casting=None``: not given.  NumPy's
    C einsum (the plain one, an optimized step of other than two operands) casts under
    ``casting``, 'safe' by default; its optimized einsum's step of two operands is a multiply
    or matmul ufunc (bmm_einsum), under ``casting`` where given, else the ufuncs' 'same_kind',
    and writes ``out`` through that ufunc, or assigns its result to ``out`` (no rule: NumPy's
    setitem casts as 'unsafe') where the matmul's result is reshaped or transposed first."""
    c_rule = "safe" if casting is None else casting
    if optimize is False:
        return [c_rule] * len(arrays), c_rule
    pair_rule = "same_kind" if casting is None else casting
    rules = [c_rule] * len(arrays)
    held = list(range(len(arrays)))  # (the operands' places: an original's index, or None)
    for step in path:
        for i in step:
            if held[i] is not None:
                rules[held[i]] = pair_rule if len(step) == 2 else c_rule
        held = [k for i, k in enumerate(held) if i not in step] + [None]
    if out is None or len(path[-1]) != 2:
        return rules, c_rule
    from numpy._core.einsumfunc import _parse_eq_to_batch_matmul
    steps = numpy.einsum_path(*[_standin(x) for x in call], optimize=["einsum_path"] + path,
                              einsum_call=True)[1]
    # (the shapes of the last step's operands: an intermediate's labels take the sizes
    # other than 1 of its own step's operands, as that step's multiply or matmul broadcasts)
    held = [a._shape for a in arrays]
    for inds, eq, *_ in steps:
        ins, res = eq.split("->")
        shapes = [held.pop(i) for i in inds]
        size = {}
        for term, shape in zip(ins.split(","), shapes):
            size.update((c, n) for c, n in zip(term, shape) if n != 1)
        held.append(tuple(size.get(c, 1) for c in res))
    *_, new_shape_ab, perm_ab, pure = _parse_eq_to_batch_matmul(eq, *shapes)
    return rules, pair_rule if pure or (new_shape_ab is None and perm_ab is None) else None


def _drops_broadcast(call, arrays):
    """Whether an explicit output without an ellipsis leaves out axes an operand's ellipsis
    stands for: NumPy's plain einsum (its C parser) refuses that ("output has more
    dimensions than subscripts given"), its optimized one sums them."""
    if isinstance(call[0], str):
        spec = call[0].replace(" ", "")
        if spec.count("->") != 1:
            return False
        ins, out = spec.split("->")
        ins = [(len(s) - 3, True) if "..." in s else (len(s), False) for s in ins.split(",")]
        has_out = "..." not in out
    else:
        subs = call[1:2 * len(arrays):2]
        ins = [(sum(1 for x in s if x is not Ellipsis), any(x is Ellipsis for x in s))
               for s in subs]
        has_out = len(call) % 2 == 1 and not any(x is Ellipsis for x in call[-1])
    return has_out and any(dots and a._ndim > n for (n, dots), a in zip(ins, arrays))


def _diagonal(t):
    """The term with each repeated label taken once: a[i, i] as a view of stride sum."""
    if len(set(t.labels)) == len(t.labels):
        return t
    labels, shape, strides = "", [], []
    for lab, n, s in zip(t.labels, t.a._shape, t.a._strides):
        k = labels.find(lab)
        if k >= 0:
            strides[k] += s
        else:
            labels += lab
            shape.append(n)
            strides.append(s)
    return _Term(t.a._view(shape, strides, t.a._offset), labels)


def _long(t):
    """The labels of a term's axes longer (or shorter) than 1."""
    return {c for c, n in zip(t.labels, t.a._shape) if n != 1}


def _reduce(t, keep):
    """Sum the axes whose labels ``keep`` does not hold (in the term's dtype, as einsum)."""
    drop = tuple(k for k, c in enumerate(t.labels) if c not in keep)
    if not drop:
        return t
    with numpy.errstate(all="ignore"):  # (NumPy's einsum sums without reporting errors)
        a = _sum(t.a, axis=drop, dtype=t.a._dtype)
    return _Term(a, "".join(c for c in t.labels if c in keep))


def _pair(x, y, keep, dt, report=False, final=None):
    """Contract two terms, keeping the labels in ``keep``: one batched GEMM (``final``: the
    labels of the pair's result in NumPy's order, the output's for its last step, where
    NumPy's optimized einsum multiplies them instead).  As NumPy's optimized einsum
    (bmm_einsum), an operand's label of length 1 is one it lacks: each operand sums the labels
    not kept that the other does not hold longer than 1, and the pair's result is as long as
    its operands make it (1 where both are)."""
    x, y = _diagonal(x), _diagonal(y)
    shared = "".join(_long(x) & _long(y))
    x, y = _reduce(x, keep + shared), _reduce(y, keep + shared)
    sizes = {}
    for t in (x, y):
        sizes.update((c, n) for c, n in zip(t.labels, t.a._shape) if n != 1)
    sizes = {c: sizes.get(c, 1) for c in x.labels + y.labels}
    # (NumPy's optimized einsum sums a pair's own labels in each operand's dtype, then
    # multiplies in the step's)
    x, y = (t if t.a._dtype == dt else _Term(t.a.astype(dt), t.labels) for t in (x, y))
    batch = [c for c in x.labels if c in y.labels and c in keep]
    summed = [c for c in x.labels if c in y.labels and c not in keep]
    if report and final is not None and all(sizes[c] == 1 for c in summed):
        # NumPy's optimized einsum multiplies two terms that sum nothing longer than 1,
        # spread to its result's axes: its layout is the multiply's (a ufunc's 'K')
        order = [c for c in final if c in x.labels or c in y.labels]

        def spread(t):  # (a label of length 1 stays 1 there: the multiply broadcasts it)
            a = t.a.transpose([t.labels.index(c) for c in order if c in t.labels]
                              + [k for k, c in enumerate(t.labels) if c not in order])
            return reshape(a, tuple(t.a._shape[t.labels.index(c)] if c in t.labels else 1
                                    for c in order))
        return _Term(_um["multiply"](spread(x), spread(y)), "".join(order))
    left = [c for c in x.labels if c not in y.labels]
    right = [c for c in y.labels if c not in x.labels]

    def arrange(t, order, groups):
        a = t.a.transpose([t.labels.index(c) for c in order])
        full = tuple(sizes[c] for c in order)
        if a._shape != full:  # size-1 axes broadcast against the other operand
            a = a._broadcast_to(full)
        return reshape(a, tuple(_prod(sizes[c] for c in g) for g in groups))

    a = arrange(x, batch + left + summed, (batch, left, summed))
    b = arrange(y, batch + summed + right, (batch, summed, right))
    r = _product_into(a, b, None, dt, a._shape[:1],
                      ("matmul" if summed else "multiply") if report else None)
    shape = tuple(sizes[c] for c in batch + left + right)
    return _Term(reshape(r, shape), "".join(batch + left + right))
