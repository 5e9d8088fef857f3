"""NumPy's integer scalar math reports overflow ("overflow encountered in scalar add") where its
array loops wrap silently: device scalars (full integer indexes, full reductions) follow the
scalar rules, 0-d arrays and ufunc calls the array rules; every error-state mode; the checks
the device runs (fpe.cuh's gp_fpe_s*) compiled with g++ against NumPy's scalar math, and the
checked kernels compiled with NVRTC."""
import itertools
import operator
import os
import subprocess
import tempfile

import numpy
import pytest

from tests._core.test_errstate import assert_same_errors, arr
from tests._kernels.test_fpe_checks import _PRELUDE, _KERNELS, CXX
from tests import nvrtc_build


def S(xp, v, dt):
    """A scalar of dtype ``dt``: NumPy's from indexing, gpnumpy's device scalar likewise."""
    return arr(xp, [v], dt)[0]


I64MIN = -2**63
CASES = [
    ("add i1", lambda xp: S(xp, 127, "i1") + S(xp, 1, "i1")),
    ("add i1 ok", lambda xp: S(xp, 126, "i1") + S(xp, 1, "i1")),
    ("add py int", lambda xp: S(xp, 127, "i1") + 1),
    ("radd py int", lambda xp: 1 + S(xp, 127, "i1")),
    ("add np scalar", lambda xp: S(xp, 127, "i1") + numpy.int8(1)),
    ("np scalar on the left", lambda xp: numpy.int8(127) + S(xp, 1, "i1")),
    ("np scalar on the left, promoted", lambda xp: numpy.uint8(0) - S(xp, 1, "u1")),
    ("np scalar on the left, wider", lambda xp: numpy.int32(2**31 - 1) + S(xp, 1, "i2")),
    ("add promoted", lambda xp: S(xp, 32767, "i2") + S(xp, 1, "i1")),
    ("add mixed no overflow", lambda xp: S(xp, 127, "i1") + S(xp, 1, "i2")),
    ("add u1 i1 -> i2", lambda xp: S(xp, 255, "u1") + S(xp, 1, "i1")),
    ("add u8", lambda xp: S(xp, 2**64 - 1, "u8") + S(xp, 1, "u8")),
    ("add i8 negative", lambda xp: S(xp, I64MIN, "i8") + S(xp, -1, "i8")),
    ("sub u1", lambda xp: S(xp, 0, "u1") - S(xp, 1, "u1")),
    ("sub i1", lambda xp: S(xp, -128, "i1") - S(xp, 1, "i1")),
    ("rsub py int", lambda xp: 100 - S(xp, -100, "i1")),
    ("sub i4 ok", lambda xp: S(xp, -5, "i4") - S(xp, 7, "i4")),
    ("mul i8", lambda xp: S(xp, 2**62, "i8") * S(xp, 4, "i8")),
    ("mul u8", lambda xp: S(xp, 2**63, "u8") * S(xp, 2, "u8")),
    ("mul i1 min*-1", lambda xp: S(xp, -128, "i1") * S(xp, -1, "i1")),
    ("mul i8 -1*min", lambda xp: S(xp, -1, "i8") * S(xp, I64MIN, "i8")),
    ("mul i8 min*1", lambda xp: S(xp, I64MIN, "i8") * S(xp, 1, "i8")),
    ("mul i4", lambda xp: S(xp, 2**30, "i4") * S(xp, 4, "i4")),
    ("rmul py int", lambda xp: 2 * S(xp, 100, "i1")),
    ("mul u2 ok", lambda xp: S(xp, 255, "u2") * S(xp, 257, "u2")),
    ("neg i1 min", lambda xp: -S(xp, -128, "i1")),
    ("neg i8 min", lambda xp: -S(xp, I64MIN, "i8")),
    ("neg u1", lambda xp: -S(xp, 1, "u1")),
    ("neg u1 zero", lambda xp: -S(xp, 0, "u1")),
    ("neg i2 ok", lambda xp: -S(xp, -5, "i2")),
    ("abs i1 min", lambda xp: abs(S(xp, -128, "i1"))),
    ("abs i8 min", lambda xp: abs(S(xp, I64MIN, "i8"))),
    ("abs u4", lambda xp: abs(S(xp, 2**32 - 1, "u4"))),
    ("pos i1 min", lambda xp: +S(xp, -128, "i1")),
    ("power i1 (no warning)", lambda xp: S(xp, 2, "i1") ** S(xp, 8, "i1")),
    ("lshift i1 (no warning)", lambda xp: S(xp, 64, "i1") << S(xp, 2, "i1")),
    ("floor_divide by zero", lambda xp: S(xp, 1, "i1") // S(xp, 0, "i1")),
    ("floor_divide min -1", lambda xp: S(xp, -128, "i1") // S(xp, -1, "i1")),
    ("remainder by zero", lambda xp: S(xp, 1, "u2") % S(xp, 0, "u2")),
    ("divmod min -1", lambda xp: divmod(S(xp, -128, "i1"), S(xp, -1, "i1"))),
    ("from a reduction", lambda xp: xp.sum(arr(xp, [2**62, 2**62 - 1], "i8")) + S(xp, 2, "i8")),
    ("max of int8", lambda xp: xp.max(arr(xp, [127, 3], "i1")) + S(xp, 1, "i1")),
    ("bool add", lambda xp: S(xp, True, "?") + S(xp, True, "?")),
    # a host scalar of another type on the left computes with its own scalar math, which
    # takes the bool; a bool on the left has none (the ufunc: no warning)
    ("host int32 - bool", lambda xp: numpy.int32(-2**31) - S(xp, True, "?")),
    ("host int8 + bool", lambda xp: numpy.int8(127) + S(xp, True, "?")),
    ("host uint8 * bool", lambda xp: numpy.uint8(255) * S(xp, True, "?")),
    ("host bool - int32 (no warning)", lambda xp: numpy.True_ - S(xp, -2**31, "i4")),
    ("bool - host int32 (no warning)", lambda xp: S(xp, True, "?") - numpy.int32(-2**31)),
    ("host bool + bool", lambda xp: numpy.True_ + S(xp, True, "?")),
    ("float16 add", lambda xp: S(xp, 60000, "f2") + S(xp, 60000, "f2")),
    # the array rules: 0-d arrays and ufunc calls wrap silently
    ("ufunc of scalars", lambda xp: xp.add(S(xp, 127, "i1"), S(xp, 1, "i1"))),
    ("0-d arrays", lambda xp: arr(xp, 127, "i1") + arr(xp, 1, "i1")),
    ("scalar + 0-d array", lambda xp: S(xp, 127, "i1") + arr(xp, 1, "i1")),
    ("array", lambda xp: arr(xp, [127, 1], "i1") + S(xp, 1, "i1")),
    ("negative ufunc", lambda xp: xp.negative(S(xp, -128, "i1"))),
]


@pytest.mark.parametrize("label, body", CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize("mode", ["warn", "raise", "ignore"])
def test_scalar_integer_overflow(xp, label, body, mode):
    assert_same_errors(xp, body, over=mode, divide=mode)


@pytest.mark.parametrize("call", ["record", "log"])
def test_scalar_integer_overflow_call_and_log(xp, call):
    def body(xp):
        return (S(xp, 127, "i1") + S(xp, 1, "i1"), -S(xp, 0, "u1"), abs(S(xp, -128, "i1")))
    mode = "call" if call == "record" else "log"
    assert_same_errors(xp, body, all=mode, call=call)


def test_scalar_overflow_python_int_out_of_range(xp):
    """A Python int the scalar's dtype cannot hold: NumPy's OverflowError, not a warning."""
    def body(xp):
        try:
            S(xp, 1, "i1") + 1000
        except OverflowError as e:
            return type(e).__name__
        return "no error"
    assert_same_errors(xp, body, over="raise")


# ---------------------------------------------------------------- the device checks
_OPS = {"add": operator.add, "subtract": operator.sub, "multiply": operator.mul,
        "negative": operator.neg, "absolute": abs}
_TYPES = {"i1": "gp_i1", "u1": "gp_u1", "i2": "gp_i2", "u2": "gp_u2", "i4": "gp_i4",
          "u4": "gp_u4", "i8": "gp_i8", "u8": "gp_u8"}


def _grid(code):
    info = numpy.iinfo(code)
    vals = {0, 1, 2, 3, 4, info.max, info.max - 1, info.max // 2, info.max // 2 + 1,
            info.max // 4 + 1, int(numpy.sqrt(info.max)), int(numpy.sqrt(info.max)) + 1}
    if info.min < 0:
        vals |= {-1, -2, info.min, info.min + 1, info.min // 2, info.min // 2 - 1,
                 -int(numpy.sqrt(info.max)) - 1}
    return sorted(vals)


def _lit(v, code):
    t = _TYPES[code]
    if code == "i8" and v == I64MIN:
        return "(%s)(-9223372036854775807LL - 1)" % t
    return "(%s)%d%s" % (t, v, "ull" if code[0] == "u" else "ll")


def _kernel_body(name, code):
    """The checked kernel's body for one loop, as a C++ function of operands the compiler
    cannot see (read through a volatile pointer): the loop's expression and the check as
    the device compiles them, so that an optimisation resting on the expression's signed
    overflow (a check folded away) happens here too."""
    from gpnumpy._core.scalar_ops import _CHECKS
    from gpnumpy._core.ufunc_table import expression
    nin = 1 if name in ("negative", "absolute") else 2
    ch = numpy.dtype(code).char
    t = _TYPES[code]
    return ("static unsigned k_%s_%s(const volatile %s* v) { typedef %s CT0; typedef %s CT1; "
            "typedef %s OT0; CT0 in0 = v[0]; CT1 in1 = v[%d]; (void)in1; OT0 out0; "
            "out0 = (OT0)(%s); (void)out0; return %s; }"
            % (name, code, t, t, t, t, nin - 1, expression(name, ch * nin + "->" + ch),
               _CHECKS[name].replace("<FM>", "<15u>")))


@pytest.mark.skipif(CXX is None, reason="no C++ compiler to run fpe.cuh on the host")
def test_device_checks_match_numpy_scalar_math():
    """fpe.cuh's gp_fpe_s* inside the kernel body (the loop's expression, then the check) at
    -O2, over each type's grid of edge values, against NumPy's scalar math."""
    fpe = open(os.path.join(_KERNELS, "fpe.cuh")).read()
    fpe = fpe[:fpe.index("#ifdef __CUDA_ARCH__")] if "#ifdef __CUDA_ARCH__" in fpe else fpe
    common = open(os.path.join(_KERNELS, "common.cuh")).read()
    iabs = next(l for l in common.splitlines() if " gp_iabs(" in l and "template" in l)
    # (one table of operands and one loop per kernel: a statement per case made a main()
    # that g++ -O2 took 36 s of CI to compile)
    funcs, lines, want = [], [], []
    for code, (name, op) in itertools.product(_TYPES, _OPS.items()):
        nin = 1 if name in ("negative", "absolute") else 2
        funcs.append(_kernel_body(name, code))
        rows = []
        for args in itertools.product(_grid(code), repeat=nin):
            xs = [numpy.dtype(code).type(v) for v in args]
            got = [0]
            with numpy.errstate(all="call", call=lambda k, s: got.__setitem__(0, got[0] | s)):
                op(*xs)
            lits = [_lit(int(v), code) for v in args]
            rows.append("{%s}" % ", ".join(lits + lits[:2 - nin]))
            want.append((name, code, args, got[0] & 2))
        lines.append("{ static const %s t[][2] = {%s};\n"
                     "  for (unsigned j = 0; j < sizeof t / sizeof t[0]; ++j) {\n"
                     "    volatile %s v[2] = {t[j][0], t[j][1]};\n"
                     "    printf(\"%%u\\n\", k_%s_%s(v)); } }"
                     % (_TYPES[code], ", ".join(rows), _TYPES[code], name, code))
    src = (_PRELUDE + fpe + iabs + "\n" + "\n".join(funcs) + "\nint main() {\n"
           + "\n".join(lines) + "\nreturn 0; }\n")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "s.cpp")
        with open(path, "w") as f:
            f.write(src)
        exe = os.path.join(d, "s")
        subprocess.run([CXX, "-O2", "-w", "-o", exe, path], check=True)
        out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout.split()
    got = [int(x) for x in out]
    assert len(got) == len(want)
    bad = [(w[:3], g, w[3]) for g, w in zip(got, want) if g != w[3]]
    assert not bad, bad[:10]


def test_checked_scalar_kernels_compile():
    from tests._kernels.test_compile_all import HAVE_NVRTC
    if not HAVE_NVRTC:
        pytest.skip("NVRTC unavailable")
    from gpnumpy._core.scalar_ops import _CHECKS
    from gpnumpy._core.ufunc_table import expression
    from gpnumpy._kernels import render
    body = []
    for name, check in _CHECKS.items():
        nin = 1 if name in ("negative", "absolute") else 2
        for c in _TYPES:
            ch = numpy.dtype(c).char
            expr = expression(name, ch * nin + "->" + ch)
            ins = (("p", c),) * nin if nin == 1 else (("p", c), ("s", c))
            src, _ = render.elementwise(name, expr, (c,) * (nin + 1), ins, (c,), ("contig", 1, 1),
                                        fpe=(2, check))
            body.append(src[len(render.prelude(False, "", True)):])
    cubin = nvrtc_build.compile_cubin(render.prelude(False, "", True) + "\n".join(body), "90",
                                   "gpnumpy_scalar_overflow")
    assert len(cubin) > 1000
