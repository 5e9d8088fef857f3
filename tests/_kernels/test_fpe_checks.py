"""The floating-point error checks of the table (ufunc_table._ERRORS, fpe.cuh) against NumPy,
on the host: fpe.cuh is compiled as plain C++ (g++) and each row's check is evaluated on
NumPy's own operands and results, over a grid of special values (zeros, ones, infinities,
NaN, the largest and smallest finite values, subnormals, values near the ends of exp's range),
for float16/32/64 and complex64/128 and the integer loops that raise.  The categories found
must be NumPy's (recorded with errstate(all='call')), except the documented deviations in
``_DEVIATES``.  Casts (astype) are checked the same way.  The device runs the same C++.
"""
import itertools
import os
import shutil
import subprocess
import tempfile
import warnings

import numpy
import pytest

from gpnumpy._core import ufunc_table
from gpnumpy._kernels import render

CXX = shutil.which("g++") or shutil.which("c++")
pytestmark = pytest.mark.skipif(CXX is None, reason="no C++ compiler to run fpe.cuh on the host")

_KERNELS = os.path.dirname(render.__file__)
_BITS = {1: "D", 2: "O", 4: "U", 8: "I"}

REAL = [0., -0., 1., -1., 2., -2., 0.5, 3.0, numpy.inf, -numpy.inf, numpy.nan, 1e308, -1e308,
        1e-308, 5e-324, 1e-200, 700., 1000., -1000., 3e38, -3e38, 1e-40, 1e-45, 65504., -65504.,
        1e5, 1e-5, 6e-8, 100., 89., -89., 12., -12., 11.5]
COMPLEX_PARTS = [0., -0., 1., -1., numpy.inf, -numpy.inf, numpy.nan, 1e308, 1e-308, 1000.]

#: (ufunc, dtype char) -> categories where the device check is allowed to differ from NumPy:
#: underflow in NumPy's SIMD transcendental loops and complex functions (intermediate
#: results of its algorithms, not the IEEE condition of the function's value) and the
#: flags NumPy's complex functions raise from NaN/infinite parts; D, O and I of real loops
#: must always match.
_DEVIATES = {
    ("cos", "f"): "U", ("exp", "f"): "U", ("arctan2", "f"): "U",
    ("float_power", "d"): "U", ("float_power", "f"): "U",
    ("power", "e"): "U", ("float_power", "e"): "U",
    # NumPy's SIMD power raises overflow for (+-1e308) ** inf, where libm's raises nothing
    ("power", "d"): "UO", ("power", "f"): "UO",
    ("logaddexp", "e"): "U", ("logaddexp2", "e"): "U",
    # NumPy's loops differ with the CPU it dispatches for: on a CPU without AVX-512 (this
    # project's AMD EPYC hosts) its loops of these raise underflow at subnormal arguments
    # (the result is the argument), its AVX-512 loops (the GPU machine's host) do not
    ("arcsin", "f"): "U", ("arcsin", "d"): "U", ("arctanh", "f"): "U", ("arctanh", "d"): "U",
    ("expm1", "f"): "U", ("expm1", "d"): "U", ("log1p", "f"): "U", ("log1p", "d"): "U",
    ("sinh", "f"): "U", ("sinh", "d"): "U", ("tan", "f"): "U", ("tan", "d"): "U",
}
#: single cases whose flags NumPy raises on some CPUs only: 0 ** -inf is divide-by-zero in
#: NumPy's AVX-512 power, nothing in its baseline loop (the device raises NumPy's AVX-512
#: answer); (ufunc, dtype char, arguments) -> the categories that may differ
_DISPATCH_DEPENDENT = {("power", ch, (z, -numpy.inf)): "D" for ch in "fd" for z in (0.0, -0.0)}
_COMPLEX_DEVIATES = "DOUI"   # complex transcendental functions: counted, reported, not failed
_COMPLEX_STRICT = ("add", "subtract", "multiply", "divide", "less", "less_equal", "greater",
                   "greater_equal", "absolute", "log", "log2", "log10", "reciprocal", "square")

_PRELUDE = r"""
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
using std::isnan; using std::isinf; using std::isfinite; using std::fabs; using std::fma;
using std::rint; using std::exp; using std::exp2;
#define GP_DEV static inline
typedef signed char gp_i1; typedef unsigned char gp_u1; typedef short gp_i2; typedef unsigned short gp_u2;
typedef int gp_i4; typedef unsigned int gp_u4; typedef long long gp_i8; typedef unsigned long long gp_u8;
template <class T> struct gp_lim;
#define GP_LIM(T, S, BITS, MIN) template <> struct gp_lim<T> { static const bool is_signed = S; \
  static const int bits = BITS; GP_DEV T min() { return MIN; } };
GP_LIM(bool, false, 8, false) GP_LIM(gp_i1, true, 8, -128) GP_LIM(gp_u1, false, 8, 0)
GP_LIM(gp_i2, true, 16, -32768) GP_LIM(gp_u2, false, 16, 0) GP_LIM(gp_i4, true, 32, (-2147483647 - 1))
GP_LIM(gp_u4, false, 32, 0u) GP_LIM(gp_i8, true, 64, (-9223372036854775807LL - 1)) GP_LIM(gp_u8, false, 64, 0ull)
struct gp_half { unsigned short x; };
GP_DEV float gp_h2f(gp_half h) { return (float)h.x; }  // (unused: casts are checked from float)
template <class T> struct gp_complex { T re, im; };
typedef gp_complex<float> gp_c8; typedef gp_complex<double> gp_c16;
#define GP_NAT ((gp_i8)0x8000000000000000ULL)
"""


def _lit(x, t):
    x = float(x)
    if numpy.isnan(x):
        return "(%s)NAN" % t
    if numpy.isinf(x):
        return "(%s)(%sINFINITY)" % (t, "-" if x < 0 else "")
    return "(%s)%s" % (t, x.hex())


def _flags(fn):
    got = []
    with numpy.errstate(all="call", call=lambda kind, status: got.append(status)):
        res = fn()
    s = got[0] if got else 0
    return s, res


def _cases(name, ch):
    """(inputs, results, NumPy's bits) of ufunc ``name`` on loop char ``ch``'s special values."""
    uf = getattr(numpy, name)
    dt = numpy.dtype(ch)
    if dt.kind == "c":
        vals = [complex(a, b) for a in COMPLEX_PARTS for b in COMPLEX_PARTS[::2]]
    elif dt.kind == "f":
        vals = REAL
    else:
        info = numpy.iinfo(dt)
        # (the largest 64-bit values are not doubles: the harness passes values as doubles)
        vals = sorted(v for v in {0, 1, 2, 5, -1, -2, info.min, info.max}
                      if info.min <= v <= info.max and float(v) == v and abs(v) <= 2**53)
        vals.append(info.min)
    with numpy.errstate(all="ignore"):
        arrs = []
        for v in vals:
            a = numpy.array([v]).astype(dt)
            if dt.kind == "f" and (numpy.isinf(a[0]) and not numpy.isinf(v) or a[0] == 0 and v != 0):
                continue  # not representable in this dtype
            if not any(a.tobytes() == b.tobytes() for b in arrs):
                arrs.append(a)
    out = []
    for args in itertools.product(arrs, repeat=uf.nin):
        sig = (dt,) * uf.nin + (None,) * uf.nout
        s, res = _flags(lambda: uf(*args, signature=sig))
        res = res if isinstance(res, tuple) else (res,)
        if dt.char == "e" and "e" not in ufunc_table.TABLE[name].exprs:
            # NumPy's float16 loop computes in float: the float results, rounded by the check
            with numpy.errstate(all="ignore"):
                fres = uf(*[a.astype(numpy.float32) for a in args])
            res = fres if isinstance(fres, tuple) else (fres,)
        out.append(([a[0] for a in args], [r[0] for r in res], s))
    return out


def _function(fid, name, types, mask, check, nin, nout):
    ch = types[0]
    dt = numpy.dtype(ch)
    code = render.code(dt)
    ct = render.COMPUTE[code]
    octs = [render.COMPUTE[render.code(numpy.dtype(c))] for c in types.split("->")[1]]
    lines = ["static unsigned f%d(const double* v) {" % fid,
             "  constexpr unsigned FM = %du;" % mask]
    part = 0
    for k in range(nin):
        lines.append("  typedef %s CT%d;" % (ct, k))
    for k in range(nout):
        lines.append("  typedef %s OT%d;" % (octs[k], k))
    vals = ["in%d" % k for k in range(nin)] + ["out%d" % k for k in range(nout)]
    for k, var in enumerate(vals):
        typ = "CT%d" % k if k < nin else "OT%d" % (k - nin)
        if dt.kind == "c" and (k < nin or octs[k - nin].startswith("gp_c")):
            lines.append("  %s %s; %s.re = v[%d]; %s.im = v[%d];" % (typ, var, var, part, var, part + 1))
        else:
            lines.append("  %s %s = (%s)v[%d];" % (typ, var, typ, part))
        part += 2
    expr = "(%s)" % check
    if code == "f2":
        expr += " | " + " | ".join("gp_fpe_half<FM>(out%d)" % k for k in range(nout))
    lines.append("  return %s;" % expr)
    lines.append("}")
    return "\n".join(lines)


def _parts(x):
    c = complex(x)
    return [c.real, c.imag]


def _run_cpp(functions, records):
    src = (_PRELUDE + open(os.path.join(_KERNELS, "fpe.cuh")).read() + "\n"
           + "\n".join(functions) + "\n"
           + "typedef unsigned (*fn_t)(const double*);\nstatic fn_t table[] = {%s};\n"
           % ", ".join("f%d" % k for k in range(len(functions)))
           + r"""
int main() {
  int id; double v[8];
  while (scanf("%d %la %la %la %la %la %la %la %la", &id, v, v + 1, v + 2, v + 3, v + 4, v + 5,
               v + 6, v + 7) == 9)
    printf("%u\n", table[id](v));
  return 0;
}
""")
    with tempfile.TemporaryDirectory() as d:
        cpp, exe = os.path.join(d, "fpe.cpp"), os.path.join(d, "fpe")
        with open(cpp, "w") as f:
            f.write(src)
        subprocess.run([CXX, "-std=c++17", "-O1", "-ffp-contract=off", "-fno-fast-math",
                        "-w", cpp, "-o", exe], check=True)
        text = "".join("%d %s\n" % (fid, " ".join(float(x).hex() for x in vals))
                       for fid, vals in records)
        res = subprocess.run([exe], input=text, capture_output=True, text=True, check=True)
    return [int(x) for x in res.stdout.split()]


def _names(bits):
    return "".join(v for k, v in _BITS.items() if bits & k)


def _loops():
    out = []
    for name in sorted(ufunc_table.TABLE):
        if not ufunc_table.TABLE[name].errors or name == "ldexp":  # (an integer exponent)
            continue
        uf = getattr(numpy, name)
        seen = set()
        for t in uf.types:
            ins, outs = t.split("->")
            ch = ins[0]
            if ch not in "bhilqBHILQefdFD" or ch in seen or set(ins) != {ch} and name != "ldexp":
                continue
            mask, check = ufunc_table.errors(name, t)
            if mask:
                seen.add(ch)
                out.append((name, t, mask, check, uf.nin, uf.nout))
    return out


def test_ufunc_checks_are_numpys():
    loops = _loops()
    functions, records, expect = [], [], []
    for fid, (name, types, mask, check, nin, nout) in enumerate(loops):
        ch = types[0]
        functions.append(_function(fid, name, types, mask, check, nin, nout))
        for ins, outs, bits in _cases(name, ch):
            vals = [p for x in ins + outs for p in _parts(x)]
            vals += [0.0] * (8 - len(vals))
            records.append((fid, vals))
            expect.append((name, ch, mask, tuple(ins), bits))
    got = _run_cpp(functions, records)
    assert len(got) == len(expect)
    failures, tolerated = {}, {}
    for (name, ch, mask, ins, bits), g in zip(expect, got):
        want = bits & mask
        if g == want:
            continue
        diff = g ^ want
        allowed = _DEVIATES.get((name, ch), "")
        if numpy.dtype(ch).kind == "c" and name not in _COMPLEX_STRICT:
            allowed = _COMPLEX_DEVIATES
        if numpy.dtype(ch).kind == "f":  # (a signed zero keys as its value: both listed)
            allowed += _DISPATCH_DEPENDENT.get((name, ch, tuple(float(v) for v in ins)), "")
        bucket = tolerated if not (set(_names(diff)) - set(allowed)) else failures
        bucket.setdefault((name, ch), []).append((ins, _names(want), _names(g)))
    # every NumPy category a loop raised must be one the row declares (or a deviation)
    assert not failures, "\n".join("%s %s: %d cases, e.g. %s" % (k[0], k[1], len(v), v[:4])
                                   for k, v in sorted(failures.items()))


def test_rows_declare_what_numpy_raises():
    """A loop class without a category NumPy raises would never render its check."""
    missing = {}
    for name, types, mask, check, nin, nout in _loops():
        ch = types[0]
        for ins, outs, bits in _cases(name, ch):
            extra = bits & ~mask
            allowed = set(_DEVIATES.get((name, ch), ""))
            if numpy.dtype(ch).kind == "c":
                allowed = set(_COMPLEX_DEVIATES)
            if set(_names(extra)) - allowed:
                missing.setdefault((name, ch), set()).update(_names(extra))
    assert not missing, missing


_CAST_VALUES = [numpy.nan, numpy.inf, -numpy.inf, -1.0, -129., 300., 70000., 3e9, -3e9, 5e9,
                1e19, 2e19, -1e19, 1e300, 1e-300, 1e-40, 1e-6, 65519., 65520., 3.5, 0., -0.,
                2.0**63, 2.0**64, -2.0**63, -2.0**63 - 2048, 2147483647.5, -2147483648.5,
                2147483648., -2147483649., 4294967296.]


def test_cast_checks_are_numpys():
    from gpnumpy._core import fperr
    functions, records, expect = [], [], []
    srcs = ("f4", "f8", "c8", "c16")
    dsts = ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8", "c8",
            "m8", "M8")
    for src in srcs:
        for dst in dsts:
            mask = fperr.cast_mask(src, dst)
            if not mask:
                continue
            fid = len(functions)
            st = render.STORAGE[src]
            load = ("  %s x0; x0.re = v[0]; x0.im = v[1];" % st if src[0] == "c"
                    else "  %s x0 = (%s)v[0];" % (st, st))
            functions.append("static unsigned f%d(const double* v) {\n  constexpr unsigned FM = %du;\n"
                             "%s\n  return gp_fpe_cast<FM, %s>(x0);\n}"
                             % (fid, mask, load, render.fpe_cast_type(dst)))
            sdt = numpy.dtype(src)
            ddt = numpy.dtype("?" if dst == "b1" else dst + "[s]" if dst[0] in "mM" else dst)
            for v in _CAST_VALUES + [complex(1e300, 1e300), complex(numpy.nan, 0), complex(0, 1e300)]:
                if not isinstance(v, complex) or sdt.kind == "c":
                    with numpy.errstate(all="ignore"):
                        a = numpy.array([v]).astype(sdt)
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", numpy.exceptions.ComplexWarning)
                        s, _ = _flags(lambda: a.astype(ddt))
                    records.append((fid, _parts(a[0]) + [0.0] * 6))
                    expect.append((src, dst, mask, v, s))
    got = _run_cpp(functions, records)
    bad = [(src, dst, v, _names(s & mask), _names(g)) for (src, dst, mask, v, s), g
           in zip(expect, got) if (s & mask) != g]
    assert not bad, bad[:20]
    # the mask holds every category NumPy raised
    missing = [(src, dst, v, _names(s)) for (src, dst, mask, v, s) in expect if s & ~mask]
    assert not missing, missing[:20]


_TD_COUNTS = [0, 1, 3, -2, 7, 2**53, -2**53, None]          # None: NaT
_TD_INTS = [0, 1, -1, 2, 5, -7]


def _td_value(ch, v):
    """A NumPy operand of loop char ``ch`` ('m' a count of seconds or NaT, 'q', 'd')."""
    if ch == "m":
        return numpy.timedelta64("NaT", "s") if v is None else numpy.timedelta64(v, "s")
    return numpy.int64(v) if ch == "q" else numpy.float64(v)


def test_timedelta_checks_are_numpys():
    """The datetime rows (ufunc_table._TIME_ERRORS) against NumPy, each with its divisor as one
    value for the whole call (a scalar: ``one1`` true) and as an array (false): NumPy flags
    a duration over an integer zero only in the first case."""
    functions, records, expect = [], [], []
    for (name, types), (cats, check) in sorted(ufunc_table._TIME_ERRORS.items()):
        mask = sum(ufunc_table._BITS[c] for c in cats)
        ins = types.split("->")[0]
        ctype = {"m": "gp_i8", "q": "gp_i8", "d": "double"}
        for ones in ((), (1,)):
            fid = len(functions)
            lines = ["static unsigned f%d(const double* v) {" % fid, "  constexpr unsigned FM = %du;" % mask]
            lines += ["  %s in%d = (%s)v[%d];" % (ctype[c], k, ctype[c], 2 * k) for k, c in enumerate(ins)]
            lines += ["  double out0 = 0, out1 = 0; (void)out0; (void)out1;",
                      "  return %s;" % render._one(check, ones), "}"]
            functions.append("\n".join(lines))
            pools = [_TD_COUNTS if c == "m" else _TD_INTS if c == "q" else REAL for c in ins]
            for vals in itertools.product(*pools):
                ops = [_td_value(c, v) for c, v in zip(ins, vals)]
                if not ones:  # arrays of two elements: no operand is one value
                    ops = [numpy.array([o, o]) for o in ops]
                elif ins[0] == "m":
                    ops[0] = numpy.array([ops[0], ops[0]])
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    bits, _ = _flags(lambda: getattr(numpy, name)(*ops))
                parts = [float(-2**63) if v is None else float(v) for v in vals]
                records.append((fid, [p for x in parts for p in (x, 0.0)] + [0.0] * (8 - 2 * len(parts))))
                expect.append((name, types, ones, vals, bits))
    got = _run_cpp(functions, records)
    bad = [(name, types, ones, vals, _names(bits), _names(g))
           for (name, types, ones, vals, bits), g in zip(expect, got) if bits != g]
    assert not bad, "%d differ, e.g. %s" % (len(bad), bad[:12])


def test_timedelta_rows_cover_numpys_raising_loops():
    """Every duration loop (operands m, q, d) that raises on these values has a row."""
    missing = set()
    for name in sorted(ufunc_table.TABLE):
        uf = getattr(numpy, name, None)
        if not isinstance(uf, numpy.ufunc):
            continue
        for types in uf.types:
            ins = types.split("->")[0]
            if "m" not in ins or set(ins) - set("mqd") or (name, types) in ufunc_table._TIME_ERRORS:
                continue
            pools = [_TD_COUNTS if c == "m" else _TD_INTS if c == "q" else REAL for c in ins]
            for vals in itertools.product(*pools):
                ops = [_td_value(c, v) for c, v in zip(ins, vals)]
                for one in (False, True):
                    args = ops if one else [numpy.array([o, o]) for o in ops]
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", DeprecationWarning)
                        try:
                            bits, _ = _flags(lambda: uf(*args))
                        except TypeError:
                            bits = 0
                    if bits:
                        missing.add((name, types))
    assert not missing, sorted(missing)


def test_lean_kernels_tell_the_checks_their_scalar_arguments(monkeypatch):
    """The lean paths' contiguous kernels (``a / 0``: the divisor a kernel parameter) render
    a check naming one<k> with that input as one value; an array divisor is not."""
    import gpnumpy as gp
    from gpnumpy._core import elementwise, ufunc
    sources = []

    def kernel(render_fn, *args):
        sources.append(render_fn(*args)[0])
        return object()
    monkeypatch.setattr(elementwise.compiler, "kernel", kernel)
    a = gp.zeros(3, "m8[s]")
    loop = (numpy.dtype("m8[s]"), numpy.dtype("i8"), numpy.dtype("m8[s]"))
    mask, check = ufunc_table.errors("divide", "mq->m")
    expr = ufunc_table.expression("divide", "mq->m")
    for ops in ((a, ufunc._Scalar(0, int, True)), (a, gp.zeros(3, "i8"))):
        ufunc._contig_kernel("divide", expr, loop, ops, (a,), True, (mask, check))
    assert "true && in1 == 0" in sources[0] and "false && in1 == 0" in sources[1]
