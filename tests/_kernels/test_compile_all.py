"""Every loop of every ufunc in the table renders and compiles with NVRTC for sm_90.

NVRTC needs no GPU, so CI (CPU only) catches a template or table row that does
not compile.  Kernels of one ufunc are compiled together to keep CI short.
"""
import numpy
import pytest

from gpnumpy._core.ufunc_table import TABLE, NOT_ELEMENTWISE, ASSOCIATIVE, expression, errors
from gpnumpy._kernels import render
from tests import nvrtc_build

try:
    from gpnumpy._kernels import compiler
    compiler._nvrtc_version()
    HAVE_NVRTC = True
except Exception as exc:  # pragma: no cover - depends on the machine
    HAVE_NVRTC = False
    WHY = "NVRTC is not installed (pip install '.[test]' brings it): %s" % exc

SUPPORTED = "?bBhHiIlLqQefdFDMm"


def _head(src):
    """The prelude ``src`` starts with (complex library and datetime helpers where used)."""
    return render.prelude(src.startswith(render.COMPLEX_HEAD),
                          "gp_dt_" if render.DATETIME in src else "")


def _prelude_for(srcs):
    """One prelude for several sources compiled together."""
    return render.prelude(any(s.startswith(render.COMPLEX_HEAD) for s in srcs),
                          "gp_dt_" if any(render.DATETIME in s for s in srcs) else "")


#: loops another supported NumPy has that the installed one may not (the table's rows
#: serve both: NumPy 2.5's timedelta sign gives float64)
OTHER_VERSIONS = {"sign": ["m->d"]}


def loops(name):
    seen = set()
    for t in list(getattr(numpy, name).types) + OTHER_VERSIONS.get(name, []):
        ins, outs = t.split("->")
        if set(ins + outs) - set(SUPPORTED):
            continue
        dts = tuple(render.code(numpy.dtype(c)) for c in ins + outs)
        if dts in seen:
            continue
        seen.add(dts)
        yield t, dts, len(ins)


def sources(name):
    for types, dts, nin in loops(name):
        expr = expression(name, types)
        assert expr is not None, "%s has no expression for loop %s" % (name, types)
        ins = tuple(("a", c) for c in dts[:nin])
        outs = dts[nin:]
        lin = dts[:nin]
        yield render.elementwise(name, expr, dts, ins, outs, ("contig", 1, 4))
        yield render.elementwise(name, expr, dts, ins, outs, ("strided", 2, "i4"), where=True)
        # a scalar second operand and a broadcast-pointer first operand
        if nin == 2:
            yield render.elementwise(name, expr, dts, (("p", lin[0]), ("s", lin[1])), outs,
                                     ("contig", 2, 2))


ASSOCIATIVE_NAMES = sorted(n for n, row in TABLE.items() if row.fold == ASSOCIATIVE)
NAMES = sorted(n for n in TABLE if n not in NOT_ELEMENTWISE and list(loops(n)))


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
@pytest.mark.parametrize("name", NAMES)
def test_ufunc_loops_compile(name):
    srcs = list(sources(name))
    assert srcs
    body = []
    needs_std = False
    for src, kname in srcs:
        std = src.startswith(render.COMPLEX_HEAD)
        needs_std |= std
        head = _head(src)
        assert src.startswith(head)
        rest = src[len(head):]
        assert kname in rest
        body.append(rest)
    combined = _prelude_for([s for s, _ in srcs]) + "\n".join(body)
    cubin = nvrtc_build.compile_cubin(combined, "90", "gpnumpy_all_" + name)
    assert len(cubin) > 1000


def test_every_numpy_ufunc_has_a_row():
    names = {getattr(numpy, n).__name__ for n in dir(numpy) if isinstance(getattr(numpy, n), numpy.ufunc)}
    missing = sorted(names - set(TABLE) - set(NOT_ELEMENTWISE))
    assert missing == []
    extra = sorted(set(TABLE) - names)
    assert extra == []


def test_copy_kernel_compiles_for_every_dtype_pair():
    if not HAVE_NVRTC:
        pytest.skip(WHY)
    codes = sorted({render.code(numpy.dtype(c)) for c in SUPPORTED})
    body = []
    for a in codes:
        for b in codes:
            src, kname = render.elementwise("_copy", "in0", (b, b), (("a", a),), (b,), ("contig", 4, 2))
            body.append(src[len(render.COMMON):])
    for a in ("M8", "m8"):  # casts between datetime64/timedelta64 units (timeunits.py)
        for name, expr, nargs in (("_dt_linear", "gp_dt_scale(in0, in1, in2)", 2),
                                  ("_dt_from_months", "gp_dt_from_months(in0, in1, in2, in3)", 3),
                                  ("_dt_to_months", "gp_dt_to_months(in0, in1, in2, in3)", 3)):
            src, kname = render.elementwise(name, expr, (a,) + ("i8",) * nargs + (a,),
                                            (("a", a),) + (("s", "i8"),) * nargs, (a,),
                                            ("strided", 2, "i4"), True)
            body.append(src[len(render.COMMON + render.DATETIME):])
    for c in codes:  # arange's kernel: the element index times a step plus a start
        if c[0] in "uf":
            src, kname = render.elementwise("_affine", "in0 * in1 + in2", (c,) * 4,
                                            (("i", "i8"), ("s", c), ("s", c)), (c,),
                                            ("contig", 4, 2))
            body.append(src[len(render.COMMON):])
    cubin = nvrtc_build.compile_cubin(render.COMMON + render.DATETIME + "\n".join(body), "90",
                                   "gpnumpy_all_casts")
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_compaction_kernels_compile():
    # stream compaction (boolean masks, nonzero): a mask of any dtype, indices or raw values
    codes = sorted({render.code(numpy.dtype(c)) for c in SUPPORTED})
    body = []
    for c in codes:
        for sel in ("index", 1, 2, 4, 8, 16):
            src, _ = render.scan("add", "in0 + in1", "i8", c, "i8", "tile", 8, "gp_cast(AT, 0)",
                                 select=sel)
            body.append(src[len(render.COMMON):])
    cubin = nvrtc_build.compile_cubin(render.COMMON + "\n".join(body), "90", "gpnumpy_all_compactions")
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_index_kernels_compile():
    # advanced indexing: every mode and element size; ufunc.at for every loop of the
    # ufuncs used with it most (the CAS loop, or the hardware atomic where there is one)
    body = {}
    for mode in ("gather", "check", "claim", "scatter"):
        for isz in (1, 2, 4, 8, 16):
            src, kname = render.index(mode, isz, 2, ("i8", "i4"))
            body[kname] = src
    for name in ("add", "subtract", "multiply", "maximum", "minimum", "bitwise_or", "negative",
                 "logical_not"):
        for types, dts, nin in loops(name):
            if (max(numpy.dtype("?" if d == "b1" else d).itemsize for d in dts) > 8
                    and name not in ("add", "subtract")):
                continue  # complex128: an atomic per part for add/subtract, else the host
            atomic = TABLE[name].atomic_for(dts[-1]) if len(set(dts)) == 1 else None
            src, kname = render.index("at", 1, 1, ("i8",), (expression(name, types), dts, dts[-1],
                                                             nin == 1, atomic))
            body[kname] = src  # (same expression and types: same kernel)
    srcs = list(body.values())
    cubin = nvrtc_build.compile_cubin(_prelude_for(srcs) + "\n".join(s[len(_head(s)):] for s in srcs), "90",
                                   "gpnumpy_all_index")
    assert len(cubin) > 1000


def reduction_sources(name):
    from gpnumpy._core.reduction import _acc_code
    for types, dts, nin in loops(name):
        if nin != 2 or not (dts[0] == dts[1] == dts[2]):
            continue
        acc = dts[0]
        expr = expression(name, types)
        neutral = TABLE[name].device_neutral(acc)
        part = _acc_code(acc)
        yield render.reduction(name, expr, acc, acc, acc, "row", 1, 1, 16 // max(1, numpy.dtype(
            "?" if acc == "b1" else acc).itemsize), False, neutral)
        yield render.reduction(name, expr, acc, acc, part, "row", 2, 2, 1, True, neutral)
        # short rows: groups of lanes a row, vectors along it or masked strided steps
        yield render.reduction(name, expr, acc, acc, acc, "row", 1, 1, 16 // max(1, numpy.dtype(
            "?" if acc == "b1" else acc).itemsize), False, neutral, lanes=8)
        yield render.reduction(name, expr, acc, acc, part, "row", 2, 2, 1, True, neutral, lanes=32)
        yield render.reduction(name, expr, acc, acc, part, "col", 1, 1, 1, False, neutral)
        yield render.reduction(name, expr, part, part, acc, "col", 0, 3, 1, True, neutral)
        # the scans of the same loop
        yield render.scan(name, expr, part, acc, acc, "tile", 8 if part != "c16" else 4, neutral)
        yield render.scan(name, expr, part, acc, acc, "seq", 8, neutral)
        if name in ("maximum", "minimum"):
            arg = name[:3]
            yield render.reduction(name, "", acc, acc, "i8", "row", 0, 1, 4, False, neutral, arg=arg)
            yield render.reduction(name, "", acc, acc, "i8", "row", 1, 1, 4, False, neutral, arg=arg,
                                   lanes=2)
            yield render.reduction(name, "", acc, acc, "pair", "col", 2, 1, 1, False, neutral, arg=arg)
            yield render.reduction(name, "", acc, "pair", "i8", "row", 1, 1, 1, False, neutral, arg=arg)


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
@pytest.mark.parametrize("name", ASSOCIATIVE_NAMES)  # (one program each: spread over workers)
def test_reduction_kernels_compile(name):
    srcs = list(reduction_sources(name))
    assert srcs, name
    body = [s[len(_head(s)):] for s, _ in srcs]
    cubin = nvrtc_build.compile_cubin(_prelude_for([s for s, _ in srcs]) + "\n".join(body), "90",
                                   "gpnumpy_all_reduce_" + name)
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_searchsorted_kernels_compile():
    codes = sorted({render.code(numpy.dtype(c)) for c in SUPPORTED})
    body = []
    for c in codes:
        for side in ("left", "right"):
            for sorter in (False, True):
                src, kname = render.searchsorted(c, side, sorter)
                assert src.startswith(render.COMMON) and kname in src
                body.append(src[len(render.COMMON):])
    cubin = nvrtc_build.compile_cubin(render.COMMON + "\n".join(body), "90",
                                   "gpnumpy_all_searchsorted")
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_single_pass_scans_compile():
    # tile scans with the look-back: every associative loop whose running value is one
    # 4- or 8-byte number (no header included: the source is the prelude and the kernel)
    from gpnumpy._core.reduction import _LOOK_CODES
    body = {}
    for name in ASSOCIATIVE_NAMES:
        for types, dts, nin in loops(name):
            if nin != 2 or not (dts[0] == dts[1] == dts[2]) or dts[0] not in _LOOK_CODES:
                continue
            src, kname = render.scan(name, expression(name, types), dts[0], dts[0], dts[0],
                                     "tile", 8, TABLE[name].device_neutral(dts[0]), look=True)
            head = render.prelude(False)
            assert src.startswith(head)
            body[kname] = src[len(head):]
    assert len(body) > 20
    cubin = nvrtc_build.compile_cubin(head + "\n".join(body.values()), "90", "gpnumpy_all_look")
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_radix_sorts_compile():
    # the radix sort (one-block and device-wide kernels) of every key dtype sort_pairs takes,
    # without values and with int32/int64 ones; no headers, so all of them build in one go
    body = {}
    for c in ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8"):
        for v in (None, "i4", "i8"):
            for kernel in render.RADIX_KERNELS:
                src, kname = render.radix_sort(c, v, kernel)
                assert "#include" not in src and kname.endswith("_" + kernel)
                body[src] = kname
    assert len(body) == 12 * 3 * 2  # one source for the block, one for the other three
    cubin = nvrtc_build.compile_cubin("\n".join(body), "90", "gpnumpy_all_radix_sorts")
    assert len(cubin) > 1000


# ---------------------------------------------------------------- floating-point error checks
def checked_sources(name):
    """The checked variants (fpe.cuh) of every loop of ``name`` that can raise: the layouts
    of ``sources``, every category (the compiler keeps the tests the state asks for: the
    default's divide/overflow/invalid too)."""
    for types, dts, nin in loops(name):
        mask, check = errors(name, types)
        if not mask:
            continue
        expr = expression(name, types)
        ins = tuple(("a", c) for c in dts[:nin])
        outs = dts[nin:]
        for fm in {mask, mask & 11}:
            if not fm:
                continue
            yield render.elementwise(name, expr, dts, ins, outs, ("contig", 2, 2), fpe=(fm, check))
            yield render.elementwise(name, expr, dts, ins, outs, ("strided", 2, "i4"), True,
                                     fpe=(fm, check))
        if nin == 2:
            yield render.elementwise(name, expr, dts, (("a", dts[0]), ("s", dts[1])), outs,
                                     ("contig", 4, 2), fpe=(mask, check))
            isz = numpy.dtype(dts[1]).itemsize
            tile = 64 if isz * 64 * 65 <= 40960 else 32  # (the engine's choice)
            yield render.elementwise(name, expr, dts, (("a", dts[0]), ("t", dts[1])), outs,
                                     ("tiled", tile, "i4", 2), fpe=(mask, check))
        if nin == 2 and len(set(dts)) == 1 and TABLE[name].fold != "ordered":
            from gpnumpy._core.reduction import _acc_code
            acc = dts[0]
            neutral = TABLE[name].device_neutral(acc)
            part = _acc_code(acc)
            yield render.reduction(name, expr, acc, acc, acc, "row", 1, 1, 4, False, neutral,
                                   fpe=(mask, check))
            yield render.reduction(name, expr, acc, acc, acc, "row", 1, 1, 4, False, neutral,
                                   fpe=(mask, check), lanes=4)
            yield render.reduction(name, expr, part, part, acc, "col", 0, 3, 1, True, neutral,
                                   fpe=(mask, check))


CHECKED_NAMES = sorted(n for n in NAMES if TABLE[n].errors)


def _compile_together(srcs, label):
    std = any(s.startswith(render.COMPLEX_HEAD) for s, _ in srcs)
    dt = "gp_dt_" if any(render.DATETIME in s for s, _ in srcs) else ""  # (timedelta checks)
    head = render.prelude(std, dt, fpe=True)
    body = []
    for src, kname in srcs:
        own = render.prelude(src.startswith(render.COMPLEX_HEAD),
                             "gp_dt_" if render.DATETIME in src else "", fpe=True)
        assert src.startswith(own) and kname in src
        body.append(src[len(own):])
    cubin = nvrtc_build.compile_cubin(head + "\n".join(body), "90", label)
    assert len(cubin) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
@pytest.mark.parametrize("name", CHECKED_NAMES)
def test_checked_variants_compile(name):
    srcs = list(checked_sources(name))
    assert srcs
    _compile_together(srcs, "gpnumpy_all_checked_" + name)


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_checked_casts_compile():
    from gpnumpy._core import fperr
    codes = sorted({render.code(numpy.dtype(c)) for c in SUPPORTED})
    srcs = []
    for a in codes:
        for b in codes:
            m = fperr.cast_mask(a, b)
            if m:
                srcs.append(render.elementwise("_copy", "in0", (b, b), (("a", a),), (b,),
                                               ("contig", 4, 2), fpe=(m, None)))
                srcs.append(render.elementwise("_copy", "in0", (b, b), (("a", a),), (b,),
                                               ("strided", 2, "i4"), True, fpe=(m, None)))
    assert srcs
    _compile_together(srcs, "gpnumpy_all_checked_casts")


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_join_kernels_compile():
    # elementwise.copy_parts' one launch, for each word (uint4: NVRTC's built-in vector type)
    for unit in sorted(render.JOIN_WORDS):
        src, kname = render.join(unit)
        assert kname in src and "${" not in src
        assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_hermitian_planes_kernels_compile():
    # irfft2/irfftn's Hermitian fix of the zero/Nyquist planes (fft/_transforms.py), which
    # runs on a GPU only (the host device's fake cuFFT path takes the ufunc chain)
    for c in ("c8", "c16"):
        src, kname = render.hermitian_planes(c)
        assert kname in src and "${" not in src
        assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000
    with pytest.raises(ValueError):
        render.hermitian_planes("f8")


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_product_check_kernels_compile():
    # the floating-point check after a cuBLAS product (products._fp_check), GPU only
    for c in ("f2", "f4", "f8", "c8", "c16"):
        src, kname = render.product_check(c)
        assert kname in src and "${" not in src
        assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_small_gemm_kernels_compile():
    # small products in one launch, the check fused (products._small_gemm), GPU only
    for c in ("f4", "f8"):
        for pack in (False, True):  # (32 x 32 tiles; several small matrices a step)
            src, kname = render.small_gemm(c, pack)
            assert kname in src and "${" not in src
            assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_small_dot_kernels_compile():
    # stacks of dot products (m = n = 1) in one launch, the check fused (products._small_dot),
    # GPU only: and within the registers render._SD_BLOCKS allows, nothing spilled (the
    # cubin's .nv.info: EIATTR_REGCOUNT and EIATTR_FRAME_SIZE)
    for c in ("f4", "f8"):
        src, kname = render.small_dot(c)
        assert kname in src and "${" not in src
        cubin = compiler.compile_cubin(src, "90", kname)  # (full: its registers are the check)
        assert len(cubin) > 1000
        regs, frame = _regs_and_frame(cubin, kname)
        assert regs <= 65536 // (256 * render._SD_BLOCKS[c]) and frame == 0, (c, regs, frame)


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_small_vecmat_kernels_compile():
    # a vector times a matrix read across its rows, the check fused (products._small_vecmat),
    # GPU only: nothing spilled
    for c in ("f4", "f8"):
        src, kname = render.small_vecmat(c)
        assert kname in src and "${" not in src
        cubin = compiler.compile_cubin(src, "90", kname)
        assert len(cubin) > 1000
        regs, frame = _regs_and_frame(cubin, kname)
        assert regs <= 255 and frame == 0, (c, regs, frame)


def _regs_and_frame(cubin, kname):
    """(registers a thread, stack frame bytes) of kernel ``kname`` from a cubin's .nv.info
    section (attributes of format 4: EIATTR_REGCOUNT 0x2f, EIATTR_FRAME_SIZE 0x11, each the
    kernel's symbol index and the value)."""
    import struct
    shoff, = struct.unpack_from("<Q", cubin, 0x28)
    size, num, strndx = struct.unpack_from("<HHH", cubin, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", cubin, shoff + i * size) for i in range(num)]

    def name(tab, off):
        s = cubin[secs[tab][4] + off:]
        return s[:s.index(b"\0")].decode()
    sym, info = None, b""
    for sh in secs:
        n = name(strndx, sh[0])
        if n == ".symtab":
            for j in range(sh[5] // 24):
                if name(sh[6], struct.unpack_from("<I", cubin, sh[4] + 24 * j)[0]) == kname:
                    sym = j
        elif n == ".nv.info":
            info = cubin[sh[4]:sh[4] + sh[5]]
    got, i = {}, 0
    while i < len(info):
        fmt, attr = info[i], info[i + 1]
        if fmt == 4:
            ln, = struct.unpack_from("<H", info, i + 2)
            if ln == 8 and struct.unpack_from("<I", info, i + 4)[0] == sym:
                got[attr] = struct.unpack_from("<I", info, i + 8)[0]
            i += 4 + ln
        else:
            i += 4
    return got[0x2F], got.get(0x11, 0)


@pytest.mark.skipif(not HAVE_NVRTC, reason="NVRTC unavailable")
def test_shuffle_band_kernels_compile():
    # NumPy's shuffle draws of one mask range with many warps (random/_shuffle.py), GPU only
    for code in ("i4", "i8"):
        for part in ("maps", "chain", "emit"):
            src, kname = render.random_shuffle_band(code, part)
            assert kname in src and "${" not in src
            assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000
        for part in ("links", "follow"):
            src, kname = render.shuffle_apply(code, part)
            assert kname in src and "${" not in src
            assert len(nvrtc_build.compile_cubin(src, "90", kname)) > 1000
