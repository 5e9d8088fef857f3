"""Render identity: a broad set of kernels, rendered as the engines ask for them, must keep
their sources byte for byte unless a change means to alter them.

Every ufunc row x each of its loops x several layouts and operand kinds (elementwise),
reductions (row and column modes, vectors, where=, argmax/argmin and their pairs), scans
(tile, look-back, seq, the ordered seg and rows folds, compactions), advanced-indexing
kernels (gather, check, claim, scatter, ufunc.at of every row), the radix sort and
searchsorted, the small solver's modes, the products' own kernels (product_check, small_gemm,
small_dot), fused graphs (render.fused, golden/fused_specs.txt).
The digests per family live in golden/render_identity.json.

    python3 tests/_kernels/test_render_identity.py --dump DIR   # every source into DIR
    GPNUMPY_REGOLD=1 python3 -m pytest tests/_kernels/test_render_identity.py  # after an
                                                                # intended change
    python3 scripts/ship_kernels.py   # then the shipped builds of the changed sources
"""
import ast
import hashlib
import json
import os
import sys

import numpy

from gpnumpy._core import ufunc_table
from gpnumpy._kernels import render

HERE = os.path.join(os.path.dirname(__file__), "golden", "render_identity.json")

_CHARS = "?bhilqBHILQefdFD"


def _code(ch):
    return render.code(numpy.dtype(ch))


def _loops(name):
    """(types string, codes) of each NumPy loop of ``name`` the table covers."""
    out = []
    for t in getattr(numpy, name).types:
        ins, outs = t.split("->")
        if any(c not in _CHARS for c in ins + outs):
            continue
        if ufunc_table.expression(name, t) is None:
            continue
        out.append((t, tuple(_code(c) for c in ins + outs)))
    return out


def _elementwise():
    for name in sorted(ufunc_table.TABLE):
        for types, loop in _loops(name):
            expr = ufunc_table.expression(name, types)
            nin = len(types.split("->")[0])
            lin, lout = loop[:nin], loop[nin:]
            arrays = tuple(("a", c) for c in lin)
            sizes = [numpy.dtype("?" if c == "b1" else c).itemsize
                     for c in lin + lout]
            vec = max(1, min(16 // min(sizes), 32 // max(sizes)))
            variants = [(arrays, lout, ("contig", vec, 2 if vec < 8 else 4), False),
                        (arrays, lout, ("contig", 1, 4), False),
                        (arrays, lout, ("strided", 2, "i4"), False),
                        (arrays, lout, ("strided", 3, "i8"), True)]
            if nin == 2:
                variants += [((("a", lin[0]), ("s", lin[1])), lout, ("contig", vec, 2), False),
                             ((("p", lin[0]), ("a", lin[1])), lout, ("strided", 1, "i4"), True),
                             ((("a", lin[0]), ("t", lin[1])), lout, ("tiled", 32, "i8", 1), False),
                             ((("t", lin[0]), ("a", lin[1])), lout, ("tiled", 64, "i4", 2), False)]
            if nin == 1:
                # an input of another dtype than the loop's, an index operand
                variants += [((("a", "i1"),), lout, ("contig", 4, 2), False),
                             ((("i", "i8"),), lout, ("strided", 1, "i8"), False)]
            for ins, outs, layout, where in variants:
                yield ("elementwise:" + name, "%s %s %s %s %s" % (types, ins, outs, layout, where),
                       render.elementwise, (name, expr, loop, ins, outs, layout, where))
    # copies and selections (storage types)
    for a in ("b1", "i1", "u2", "i4", "i8", "f2", "f4", "f8", "c8", "c16"):
        for b in ("b1", "i8", "f2", "f4", "c16"):
            yield ("elementwise:_copy", a + b, render.elementwise,
                   ("_copy", "in0", (b, b), (("a", a),), (b,), ("contig", 4, 2), False))
            yield ("elementwise:_copy", a + b + "s", render.elementwise,
                   ("_copy", "in0", (b, b), (("a", a),), (b,), ("strided", 2, "i4"), True))


def _neutral(name, code):
    return ufunc_table.TABLE[name].device_neutral(code)


def _binary_loops():
    """(name, types, code, expression) of each binary loop of one type throughout."""
    for name in sorted(ufunc_table.TABLE):
        uf = getattr(numpy, name)
        if uf.nin != 2 or uf.nout != 1:
            continue
        for types, loop in _loops(name):
            if len(set(loop)) == 1:
                yield name, types, loop[0], ufunc_table.expression(name, types)


def _reductions():
    for name, types, acc, expr in _binary_loops():
        neutral = _neutral(name, "f4" if acc == "f2" else acc)
        for src in sorted({acc, "b1", "i1", "f2"}):
            for mode, nk, nr, vec, where in (("row", 1, 1, 4, False), ("row", 0, 1, 1, False),
                                             ("row", 2, 2, 1, True), ("col", 1, 1, 1, False),
                                             ("col", 2, 1, 1, True), ("col", 1, 2, 1, False)):
                for dst in (acc, "f4" if acc == "f2" else acc):
                    yield ("reduce:" + name, "%s %s %s %s" % (types, src, dst, (mode, nk, nr, vec, where)),
                           render.reduction,
                           (name, expr, acc, src, dst, mode, nk, nr, vec, where, neutral))
    for name, types, acc, expr in _binary_loops():
        # short rows: a group of lanes a row
        neutral = _neutral(name, "f4" if acc == "f2" else acc)
        for nk, nr, vec, where, lanes in ((1, 1, 4, False, 2), (0, 1, 1, False, 32),
                                          (2, 2, 1, True, 8)):
            yield ("reduce_lanes:" + name, "%s %s" % (types, (nk, nr, vec, where, lanes)),
                   render.reduction,
                   (name, expr, acc, acc, acc, "row", nk, nr, vec, where, neutral), {"lanes": lanes})
    for arg in ("max", "min"):
        for acc in ("b1", "i1", "u2", "i4", "i8", "u8", "f2", "f4", "f8", "c8", "c16"):
            name = "maximum" if arg == "max" else "minimum"
            neutral = _neutral(name, acc)
            for src, dst in ((acc, "i8"), (acc, "pair"), ("pair", "i8")):
                for mode, nk, nr, vec in (("row", 1, 1, 4), ("row", 1, 1, 2), ("row", 0, 1, 1),
                                          ("col", 1, 1, 1), ("row", 2, 1, 1)):
                    if src == "pair" and vec > 1:
                        continue  # (the second pass reads its pairs one by one)
                    yield ("argreduce:" + arg, "%s %s %s %s" % (acc, src, dst, (mode, nk, nr, vec)),
                           render.reduction,
                           (name, "", acc, src, dst, mode, nk, nr, vec, False, neutral), {"arg": arg})
            yield ("argreduce_lanes:" + arg, acc, render.reduction,
                   (name, "", acc, acc, "i8", "row", 1, 1, 4, False, neutral), {"arg": arg, "lanes": 2})


def _scans():
    for name, types, code, expr in _binary_loops():
        acc = "f4" if code == "f2" else code
        neutral = _neutral(name, acc)
        for src in sorted({code, "i1"}):
            for mode, items, kw in (("tile", 24, {}), ("tile", 12, {"look": True}),
                                    ("seq", 24, {}), ("seg", 8, {}),
                                    ("seg", 8, {"masked": True, "round_steps": False}),
                                    ("rows", 8, {"rows": 32}), ("rows", 4, {"rows": 1}),
                                    ("rows", 2, {"rows": 8, "masked": True})):
                yield ("scan:" + name, "%s %s %s %s %s" % (types, src, mode, items, sorted(kw.items())),
                       render.scan, (name, expr, acc, src, code, mode, items, neutral), kw)
    for mask in ("b1", "i4", "f8"):
        for sel in ("index", 1, 2, 4, 8, 16):
            yield ("scan:compact", "%s %s" % (mask, sel), render.scan,
                   ("add", "in0 + in1", "i8", mask, "i8", "tile", 8, "gp_cast(AT, 0)"), {"select": sel})


def _at_args(name, types, loop):
    """What advanced.py hands render.index for ufunc.at of ``name`` on loop ``types``."""
    expr = ufunc_table.expression(name, types)
    row = ufunc_table.TABLE[name]
    atomic = row.atomic_for(loop[0]) if len(set(loop)) == 1 else None
    return (expr, loop, loop[0], getattr(numpy, name).nin == 1, atomic)


def _index():
    for mode in ("gather", "check", "claim", "scatter"):
        for itemsize in (1, 2, 4, 8, 16):
            for ndim, codes in ((1, ("i8",)), (2, ("i8", "i4")), (3, ("i4",)), (1, ())):
                yield ("index:" + mode, "%d %d %s" % (itemsize, ndim, codes), render.index,
                       (mode, itemsize, ndim, codes))
    for name in sorted(ufunc_table.TABLE):
        uf = getattr(numpy, name)
        if uf.nout != 1:
            continue
        for types, loop in _loops(name):
            for ndim, codes in ((1, ("i8",)), (2, ("i4", "i8"))):
                yield ("index:at:" + name, "%s %d %s" % (types, ndim, codes), render.index,
                       ("at", numpy.dtype("?" if loop[0] == "b1" else loop[0]).itemsize, ndim, codes,
                        _at_args(name, types, loop)))


def _sorting():
    for code in ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8"):
        for vcode in (None, "i4", "i8"):
            for kernel in render.RADIX_KERNELS:
                yield ("sort", "%s %s %s" % (code, vcode, kernel), render.radix_sort,
                       (code, vcode, kernel))
        for side in ("left", "right"):
            for sorter in (False, True):
                yield ("searchsorted", "%s %s %s" % (code, side, sorter), render.searchsorted,
                       (code, side, sorter))


def _optional():
    # renderers other branches added (integer matmul, random): rendered where present
    if hasattr(render, "matmul_int"):
        for code in ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8"):
            yield ("matmul_int", code, render.matmul_int, (code,))
    if hasattr(render, "random_stream"):
        consts = (3.6541528853610088, 0.27366123732975828, 7.69711747013104972)
        for gen in ("PCG64", "PHILOX"):
            for wbits in (32, 64):
                for method in sorted(render._RANDOM_METHODS):
                    for mode in sorted(render._RANDOM_MODES):
                        part = "count" if mode == "chunk" else None  # (one source, five kernels)
                        for code, affine in (("f8", False), ("f4", True), ("i8", False)):
                            yield ("random:" + method, "%s %d %s %s %s" % (gen, wbits, mode, code, affine),
                                   render.random_stream,
                                   (gen, wbits, method, code, mode, affine, consts, part))


def _checked():
    """The checked variants (fpe.cuh) of every loop that can raise, casts, datetime loops."""
    for name in sorted(ufunc_table.TABLE):
        for types, loop in _loops(name):
            mask, check = ufunc_table.errors(name, types)
            if not mask:
                continue
            expr = ufunc_table.expression(name, types)
            nin = len(types.split("->")[0])
            lin, lout = loop[:nin], loop[nin:]
            ins = tuple(("a", c) for c in lin)
            variants = [(ins, ("contig", 2, 2), False), (ins, ("strided", 2, "i4"), True)]
            if nin == 2:
                variants += [((("a", lin[0]), ("s", lin[1])), ("contig", 4, 2), False),
                             ((("a", lin[0]), ("t", lin[1])), ("tiled", 32, "i4", 2), False)]
            for ins, layout, where in variants:
                yield ("checked:" + name, "%s %s %s %s" % (types, ins, layout, where),
                       render.elementwise, (name, expr, loop, ins, lout, layout, where, (mask, check)))
            if nin == 2 and len(set(loop)) == 1 and ufunc_table.TABLE[name].fold != "ordered":
                acc = loop[0]
                neutral = _neutral(name, "f4" if acc == "f2" else acc)
                for src, dst, mode, nk, nr, vec, where in ((acc, acc, "row", 1, 1, 4, False),
                                                           (acc, acc, "col", 0, 3, 1, True)):
                    yield ("checked:reduce:" + name, "%s %s %s" % (types, mode, where),
                           render.reduction, (name, expr, acc, src, dst, mode, nk, nr, vec, where,
                                              neutral), {"fpe": (mask, check)})
                yield ("checked:reduce_lanes:" + name, types, render.reduction,
                       (name, expr, acc, acc, acc, "row", 1, 1, 4, False, neutral),
                       {"fpe": (mask, check), "lanes": 4})
    for a in ("b1", "i8", "u2", "f2", "f4", "f8", "c8", "c16"):
        for b in ("b1", "i1", "u8", "f2", "f4", "f8", "c8", "c16"):
            yield ("checked:_copy", a + b, render.elementwise,
                   ("_copy", "in0", (b, b), (("a", a),), (b,), ("contig", 4, 2), False, (1 | 8, None)))
    for expr, n in (("gp_dt_scale(in0, in1, in2)", 2), ("gp_dt_from_months(in0, in1, in2, in3)", 3)):
        for c in ("M8", "m8"):
            yield ("datetime", "%s %s" % (expr, c), render.elementwise,
                   ("_timecast", expr, (c,) + ("i8",) * n + (c,), (("a", c),) + (("s", "i8"),) * n,
                    (c,), ("contig", 2, 2), False))
    for c in ("i1", "f2", "f8", "c16"):
        yield ("elementwise:_affine", c, render.elementwise,
               ("_affine", "in0 * in1 + in2", (c,) * 4, (("i", "i8"), ("s", c), ("s", c)), (c,),
                ("strided", 1, "i8"), False))
        yield ("elementwise:_where", c, render.elementwise,
               ("_where", "in0 ? in1 : in2", ("b1", c, c, c), (("a", "b1"), ("a", c), ("p", c)), (c,),
                ("contig", 1, 4), False))


def _more():
    """Linear algebra, shuffle draws, the many-part copy and the radix sort's measuring knobs."""
    for code in ("f4", "f8", "c8", "c16"):
        for width in (1, 4, 32):
            for mode in render.SMALL_SOLVE_MODES:
                yield ("small_solve", "%s %d %s" % (code, width, mode), render.small_solve,
                       (code, width, mode))
        if code[0] == "c":
            yield ("hermitian_planes", code, render.hermitian_planes, (code,))
    for code in ("f2", "f4", "f8", "c8", "c16"):
        yield ("product_check", code, render.product_check, (code,))
    for code in ("f4", "f8"):
        for pack in (False, True):
            yield ("small_gemm", "%s %s" % (code, pack), render.small_gemm, (code, pack))
        yield ("small_dot", code, render.small_dot, (code,))
        yield ("small_vecmat", code, render.small_vecmat, (code,))
    for code in ("b1", "i2", "f4", "f8", "c8", "c16"):
        for lower in (False, True):
            for wide in (False, True):
                yield ("triangle", "%s %s %s" % (code, lower, wide), render.triangle,
                       (code, lower, wide))
    for code in ("i4", "i8"):
        yield ("random_shuffle", code, render.random_shuffle, (code,))
    for unit in sorted(render.JOIN_WORDS):
        yield ("join", str(unit), render.join, (unit,))
    for code, vcode in (("f4", None), ("i8", "i8"), ("u2", "i4")):
        for kw in ({"threads": 256, "items": 9}, {"window": 1, "early": False},
                   {"match_any": True, "min_blocks": 0}):
            yield ("sort:tuned", "%s %s %s" % (code, vcode, sorted(kw.items())), render.radix_sort,
                   (code, vcode, "onesweep"), kw)


def _fused():
    """Fused elementwise graphs (render.fused): the specs in golden/fused_specs.txt."""
    with open(os.path.join(os.path.dirname(HERE), "fused_specs.txt")) as f:
        specs = ast.literal_eval(f.read())
    for k, spec in enumerate(specs):
        yield ("fused", "%d %s" % (k, spec[0]), render.fused, (spec,))


def cases():
    """(family, label, renderer, args[, kw]) of every kernel compared."""
    for gen in (_elementwise, _reductions, _scans, _index, _sorting, _optional, _checked, _more,
                _fused):
        yield from gen()


def render_all():
    """{family: [(label, source, kernel name)]}."""
    out = {}
    for case in cases():
        fam, label, fn, args = case[:4]
        kw = case[4] if len(case) > 4 else {}
        src, kname = fn(*args, **kw)
        out.setdefault(fam, []).append((label, src, kname))
    return out


def digests(rendered):
    res = {}
    for fam, items in sorted(rendered.items()):
        h = hashlib.sha256()
        for label, src, kname in items:
            for part in (label, kname, src):
                h.update(part.encode())
                h.update(b"\0")
        res[fam] = "%d %s" % (len(items), h.hexdigest()[:24])
    return res


def test_render_identity():
    got = digests(render_all())
    if os.environ.get("GPNUMPY_REGOLD"):
        with open(HERE, "w") as f:
            json.dump(got, f, indent=0, sort_keys=True)
            f.write("\n")
    with open(HERE) as f:
        want = json.load(f)
    changed = sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))
    assert not changed, "kernel sources changed in: %s" % ", ".join(changed[:20])


def _dump(path):
    os.makedirs(path, exist_ok=True)
    n = 0
    for fam, items in render_all().items():
        with open(os.path.join(path, fam.replace(":", "_") + ".cu"), "w") as f:
            for label, src, kname in items:
                # (the shared helpers abbreviated: the digests cover them)
                src = src.replace(render.COMPLEX_MATH, "<complex_math.cuh>\n")
                src = src.replace(render.COMMON, "<common.cuh>\n")
                f.write("//// %s | %s\n%s\n" % (label, kname, src))
                n += 1
    print("%d kernels written to %s" % (n, path))


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        _dump(sys.argv[2])
    else:
        print(sum(int(v.split()[0]) for v in digests(render_all()).values()), "kernels")
