"""The checked variants (floating-point errors, fpe.cuh) of the ufunc methods' kernels compile
with NVRTC for sm_90: scans (tile with and without the look-back, seq) and ordered folds (seg,
rows, with where=, float16 steps rounded or not) of the loops that can raise, reductions that
check their loads' casts (sum(dtype=)), ufunc.at (compare-and-swap, hardware atomics, results
cast into the element's type) and elementwise kernels storing into outputs of another dtype.
The device runs these sources; tests/_core/test_fpe_scans.py checks what they report.
"""
import numpy
import pytest

from gpnumpy._core import fperr
from gpnumpy._core.reduction import _acc_code, _LOOK_CODES
from gpnumpy._core.ufunc_table import TABLE, expression, errors
from gpnumpy._kernels import compiler, render
from tests import nvrtc_build

try:
    compiler._nvrtc_version()
    HAVE_NVRTC = True
except Exception:  # pragma: no cover - depends on the machine
    HAVE_NVRTC = False

pytestmark = pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")


def _code(ch):
    return render.code(numpy.dtype(ch))


def _compile(srcs, label):
    srcs = dict((k, s) for s, k in srcs)
    std = any(s.startswith(render.COMPLEX_HEAD) for s in srcs.values())
    head = render.prelude(std, fpe=True)
    body = []
    for kname, src in srcs.items():
        own = render.prelude(src.startswith(render.COMPLEX_HEAD), fpe=True)
        assert src.startswith(own) and kname in src and "${" not in src
        body.append(src[len(own):])
    cubin = nvrtc_build.compile_cubin(head + "\n".join(body), "90", label)
    assert len(cubin) > 1000


#: (ufunc, NumPy loop) of the scans and folds, the loops that raise in each class
SCAN_LOOPS = [("add", "ee->e"), ("add", "ff->f"), ("add", "dd->d"), ("add", "FF->F"),
              ("add", "DD->D"), ("multiply", "ff->f"), ("multiply", "dd->d"),
              ("multiply", "DD->D"), ("logaddexp", "dd->d")]
FOLD_LOOPS = [("subtract", "ee->e"), ("subtract", "dd->d"), ("divide", "ff->f"),
              ("divide", "DD->D"), ("power", "dd->d"), ("floor_divide", "ll->l"),
              ("remainder", "ii->i"), ("arctan2", "dd->d"), ("hypot", "ee->e")]


def _step_check(name, types):
    mask, check = errors(name, types)
    if types[0] == "e":
        mask |= fperr.OVER | fperr.UNDER
    return mask, check


@pytest.mark.parametrize("name, types", SCAN_LOOPS, ids=["%s %s" % c for c in SCAN_LOOPS])
def test_checked_scans_compile(name, types):
    c = _code(types[0])
    acc = _acc_code(c)
    expr, neutral = expression(name, types), TABLE[name].device_neutral(acc)
    fpe = _step_check(name, types)
    srcs = [render.scan(name, expr, acc, c, c, "tile", 4, neutral, fpe=fpe),
            render.scan(name, expr, acc, c, c, "seq", 4, neutral, fpe=fpe),
            render.scan(name, expr, acc, "f8" if c != "f8" else "f4", c, "seq", 4, neutral,
                        fpe=fpe)]
    if acc in _LOOK_CODES:
        srcs.append(render.scan(name, expr, acc, c, c, "tile", 8, neutral, look=True, fpe=fpe))
    if fpe[0] & 11:  # (the default state's categories alone)
        srcs.append(render.scan(name, expr, acc, c, c, "tile", 4, neutral, fpe=(fpe[0] & 11, fpe[1])))
    if TABLE[name].nonfinite_errors and acc in ("f4", "f8") and c == acc:
        # checked only where a step's result is not finite (errstate's default, no underflow)
        nf = dict(fpe=(fpe[0] & 11, fpe[1]), fpe_nonfinite=True)
        srcs += [render.scan(name, expr, acc, c, c, "tile", 8, neutral, look=True, **nf),
                 render.scan(name, expr, acc, c, c, "tile", 4, neutral, **nf),
                 render.scan(name, expr, acc, c, c, "seq", 4, neutral, **nf)]
        assert all(k.endswith("_nf") for _, k in srcs[-3:])
    _compile(srcs, "gpnumpy_checked_scans_" + name)


@pytest.mark.parametrize("name, types", FOLD_LOOPS, ids=["%s %s" % c for c in FOLD_LOOPS])
def test_checked_folds_compile(name, types):
    c = _code(types[0])
    acc = _acc_code(c)
    expr, neutral = expression(name, types), TABLE[name].device_neutral(acc)
    fpe = _step_check(name, types)
    srcs = []
    for rnd in (True, False):
        for masked in (False, True):
            srcs.append(render.scan(name, expr, acc, c, c, "seg", 8, neutral, masked=masked,
                                    round_steps=rnd, fpe=fpe))
            for rows in (1, 32):
                srcs.append(render.scan(name, expr, acc, c, c, "rows", 4, neutral, masked=masked,
                                        round_steps=rnd, rows=rows, fpe=fpe))
            if TABLE[name].nonfinite_errors and acc in ("f4", "f8") and c == acc and rnd:
                nf = dict(fpe=(fpe[0] & 11, fpe[1]), fpe_nonfinite=True, masked=masked)
                srcs += [render.scan(name, expr, acc, c, c, "seg", 8, neutral, **nf),
                         render.scan(name, expr, acc, c, c, "rows", 4, neutral, rows=1, **nf),
                         render.scan(name, expr, acc, c, c, "rows", 4, neutral, rows=8, **nf)]
    _compile(srcs, "gpnumpy_checked_folds_" + name)


def test_nonfinite_variants_refused_where_they_would_miss_errors():
    expr, neutral = expression("add", "ee->e"), TABLE["add"].device_neutral("f4")
    mask, check = errors("add", "ff->f")
    with pytest.raises(ValueError, match="fpe_nonfinite"):  # underflow comes with finite results
        render.scan("add", expr, "f4", "f4", "f4", "seq", 4, neutral, fpe=(mask | 4, check),
                    fpe_nonfinite=True)
    with pytest.raises(ValueError, match="fpe_nonfinite"):  # a float16 result's rounding
        render.scan("add", expr, "f4", "f2", "f2", "seq", 4, neutral, fpe=(mask, check),
                    fpe_nonfinite=True)
    with pytest.raises(ValueError, match="fpe_nonfinite"):
        render.reduction("add", expr, "f4", "f4", "f2", "row", 1, 1, 1, False, neutral,
                         fpe=(mask, check), fpe_nonfinite=True)
    from gpnumpy._core.reduction import _nonfinite
    assert _nonfinite("add", "f8", mask, check) and not _nonfinite("add", "f8", mask | 4, check)
    assert not _nonfinite("power", "f8", *errors("power", "dd->d"))
    assert not _nonfinite("add", "c16", *errors("add", "DD->D"))


#: (ufunc, loop code, input code): reductions whose loads' casts can raise
CAST_REDUCTIONS = [("add", "f4", "f8"), ("add", "i4", "f8"), ("add", "f2", "f4"), ("add", "u8", "f4"),
                   ("multiply", "f4", "f8"), ("maximum", "i8", "f8"), ("add", "c8", "c16"),
                   ("minimum", "f2", "f8")]


def test_checked_cast_reductions_compile():
    srcs = []
    for name, acc, src in CAST_REDUCTIONS:
        types = numpy.dtype("?" if acc == "b1" else acc).char * 2
        types += "->" + types[0]
        expr, neutral = expression(name, types), TABLE[name].device_neutral(acc)
        mask, check = errors(name, types)
        fm = mask | fperr.cast_mask(src, acc)
        part = _acc_code(acc)
        for mode, nk, nr, vec, where in (("row", 1, 1, 16 // numpy.dtype(src).itemsize, False),
                                         ("row", 2, 2, 1, True), ("col", 1, 1, 1, False),
                                         ("col", 0, 3, 1, True)):
            src_code, kname = render.reduction(name, expr, acc, src, part, mode, nk, nr, vec, where,
                                               neutral, fpe=(fm, check), fpe_cast=True)
            assert kname.endswith("c") and "gp_fpe_cast" in src_code
            srcs.append((src_code, kname))
    _compile(srcs, "gpnumpy_checked_cast_reductions")


def test_checked_nonfinite_reductions_compile():
    # sum/prod in errstate's default state: each step checked only where its result is not
    # finite (render.reduction's fpe_nonfinite)
    srcs = []
    for name in ("add", "multiply"):
        for acc in ("f4", "f8"):
            types = numpy.dtype(acc).char * 2 + "->" + numpy.dtype(acc).char
            expr, neutral = expression(name, types), TABLE[name].device_neutral(acc)
            mask, check = errors(name, types)
            for mode, nk, nr, vec, where in (("row", 0, 1, 16 // numpy.dtype(acc).itemsize, False),
                                             ("row", 2, 2, 1, True), ("col", 1, 1, 1, False)):
                src, kname = render.reduction(name, expr, acc, acc, acc, mode, nk, nr, vec, where,
                                              neutral, fpe=(mask & 11, check), fpe_nonfinite=True)
                assert kname.endswith("_nf") and "isfinite(out0)" in src
                srcs.append((src, kname))
    _compile(srcs, "gpnumpy_checked_nonfinite_reductions")


#: ufunc.at: (ufunc, NumPy loop, element code)
AT_LOOPS = [("add", "ff->f", "f4"), ("add", "dd->d", "f8"), ("add", "dd->d", "f4"),
            ("add", "dd->d", "i8"), ("add", "FF->F", "c8"), ("add", "DD->D", "c16"),
            ("subtract", "DD->D", "c16"), ("subtract", "ff->f", "f4"), ("multiply", "dd->d", "f8"),
            ("multiply", "DD->D", "c16"), ("divide", "dd->d", "f8"), ("add", "ee->e", "f2"),
            ("floor_divide", "ll->l", "i8"), ("floor_divide", "ii->i", "i4"),
            ("remainder", "dd->d", "f8"), ("power", "dd->d", "f8"), ("sqrt", "d->d", "f8"),
            ("log", "f->f", "f4"), ("exp", "e->e", "f2"), ("negative", "d->d", "u1")]


def test_checked_at_compile():
    srcs = []
    for name, types, elem in AT_LOOPS:
        nin = len(types.split("->")[0])
        dts = tuple(_code(ch) for ch in types.replace("->", ""))
        mask, check = errors(name, types)
        fm = mask | (fperr.OVER | fperr.UNDER if dts[-1] == "f2" else 0)
        if elem != dts[-1]:
            fm |= fperr.cast_mask(dts[-1], elem)
        if not fm:
            continue
        atomic = TABLE[name].atomic_for(elem) if dts == (elem,) * 3 else None
        for nd, idx in ((1, ("i8",)), (2, ("i4", "i8"))):
            srcs.append(render.index("at", 1, nd, idx, (expression(name, types), dts, elem,
                                                        nin == 1, atomic), fpe=(fm, check)))
    _compile(srcs, "gpnumpy_checked_at")


#: elementwise loops storing into an output of another dtype: (ufunc, loop, output code)
OUT_CASTS = [("add", "dd->d", "i8"), ("add", "dd->d", "f4"), ("multiply", "ff->f", "f2"),
             ("sqrt", "d->d", "u1"), ("negative", "e->e", "i4"), ("divide", "dd->d", "i4"),
             ("exp", "f->f", "u8"), ("add", "DD->D", "c8"), ("divmod", "dd->dd", "i2")]


def test_checked_out_casts_compile():
    srcs = []
    for name, types, oc in OUT_CASTS:
        ins_s, outs_s = types.split("->")
        loop = tuple(_code(ch) for ch in ins_s + outs_s)
        lin, lout = loop[:len(ins_s)], loop[len(ins_s):]
        mask, check = errors(name, types)
        fm = mask | fperr.cast_mask(lout[0], oc)
        outs = (oc,) * len(lout)
        ins = tuple(("a", c) for c in lin)
        for layout in (("contig", 2, 2), ("strided", 2, "i4")):
            src, kname = render.elementwise(name, expression(name, types), loop, ins, outs,
                                            layout, fpe=(fm, check))
            assert "gp_fpe_cast" in src
            srcs.append((src, kname))
    _compile(srcs, "gpnumpy_checked_out_casts")
