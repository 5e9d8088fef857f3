"""THE table: one row per NumPy ufunc, holding every fact gpnumpy keeps about it.

A row (``Row``) is the ufunc's C++ expressions, as a dict from loop class to expression,
and what the reductions, scans and ``ufunc.at`` need to know: its fold kind, its neutral
element, NumPy's float16 reduce rule, the host's left folds and the hardware atomic.
nin, nout, identity and the loops themselves are NumPy's own (read from the
``numpy.ufunc`` object), so they cannot drift from the specification;
tests/_core/test_ufunc_table.py checks the rest against NumPy where NumPy can answer.

In an expression ``in0``, ``in1`` are the inputs in their compute type (float16
computes in float, as NumPy's half loops do), ``CT0``/``CT1`` are those types and
``OT0`` the output's.  A one-output expression is the value of ``out0``; a
two-output one assigns ``out0`` and ``out1``.

Loop classes, most specific first: the loop's type string (``'ee->e'``), then
the first input's type char (``'e'``), then its kind (``'?'`` bool, ``'i'``
signed, ``'u'`` unsigned, ``'f'`` real float, ``'c'`` complex), then ``'int'``
(signed or unsigned, bool included), then the default ``''``.

datetime64/timedelta64 loops (an ``M`` or ``m`` in the type string) take only their own
entries -- the type string, then ``'M'`` or ``'m'`` for the first input -- never a default:
their values are int64 counts (``datetime.cuh``), NaT the lowest int64, and the ufunc front
end has already cast every operand to the loop's units (``timeunits.py``).
"""
from __future__ import annotations

import numpy

def _TIME(expr):
    """The same expression for the datetime64 ('M') and timedelta64 ('m') loops."""
    return {"M": expr, "m": expr}


_EXPRESSIONS = {
    # ---------------------------------------------------------------- arithmetic
    "add": {"": "in0 + in1", "?": "in0 || in1", "M": "gp_dt_add(in0, in1)",
            "m": "gp_dt_add(in0, in1)"},
    "subtract": {"": "in0 - in1", "M": "gp_dt_sub(in0, in1)", "m": "gp_dt_sub(in0, in1)"},
    "multiply": {"": "in0 * in1", "?": "in0 && in1", "mq->m": "gp_td_mul(in0, in1)",
                 "qm->m": "gp_td_mul(in1, in0)", "md->m": "gp_td_mulf(in0, in1)",
                 "dm->m": "gp_td_mulf(in1, in0)"},
    "divide": {"": "in0 / in1", "mq->m": "gp_td_div(in0, in1)", "md->m": "gp_td_divf(in0, in1)",
               "mm->d": "gp_td_ratio(in0, in1)"},
    # (NumPy's timedelta // int and // float truncate, as its divide loops)
    "floor_divide": {"int": "gp_floordiv(in0, in1)", "f": "gp_ffloordiv(in0, in1)",
                     "mq->m": "gp_td_div(in0, in1)", "md->m": "gp_td_divf(in0, in1)",
                     "mm->q": "gp_td_floordiv(in0, in1)"},
    "remainder": {"int": "gp_remainder(in0, in1)", "f": "gp_fremainder(in0, in1)",
                  "m": "gp_td_rem(in0, in1)"},
    "fmod": {"int": "gp_fmod(in0, in1)", "f": "fmod(in0, in1)"},
    "divmod": {"int": "out0 = gp_floordiv(in0, in1); out1 = gp_remainder(in0, in1);",
               "f": "out0 = gp_fdivmod(in0, in1, &out1);",
               "m": "out0 = gp_td_floordiv(in0, in1); out1 = gp_td_rem(in0, in1);"},
    "power": {"int": "gp_ipow(in0, in1)", "f": "gp_pow(in0, in1)", "c": "gp_cpow(in0, in1)"},
    "float_power": {"f": "gp_pow(in0, in1)", "c": "gp_cpow(in0, in1)"},
    "negative": {"": "-in0", "u": "(OT0)(0 - in0)", "m": "gp_td_neg(in0)"},
    "positive": {"": "in0", "m": "in0"},
    # (a float's magnitude by its sign bit cleared, NaN's too, as NumPy's: the device's fabs
    # may keep a NaN's sign)
    "absolute": {"": "in0", "i": "gp_iabs(in0)", "f": "gp_fabs(in0)", "c": "gp_cabs(in0)",
                 "m": "gp_td_abs(in0)"},
    "fabs": {"f": "gp_fabs(in0)"},
    # (a timedelta's sign: NumPy 2.4's loop m->m, the int64 one, NaT giving -1; 2.5's m->d,
    # NaT giving NaN: the output type decides)
    "sign": {"int": "gp_isign(in0)", "f": "gp_fsign(in0)", "c": "gp_csign(in0)",
             "m": "gp_td_sign(in0, OT0())"},
    "conjugate": {"": "gp_conj(in0)"},
    "square": {"": "in0 * in0"},
    "reciprocal": {"int": "gp_ireciprocal(in0)", "f": "CT0(1) / in0", "c": "gp_creciprocal(in0)"},
    "heaviside": {"f": "gp_heaviside(in0, in1)"},
    "gcd": {"int": "gp_gcd(in0, in1)"},
    "lcm": {"int": "gp_lcm(in0, in1)"},
    # ---------------------------------------------------------------- exponents and logarithms
    "exp": {"f": "exp(in0)", "c": "gp_cexp(in0)"},
    "exp2": {"f": "exp2(in0)", "c": "gp_cexp2(in0)"},
    "expm1": {"f": "expm1(in0)", "c": "gp_cexpm1(in0)"},
    "log": {"f": "log(in0)", "c": "gp_clog(in0)"},
    "log2": {"f": "gp_log2(in0)", "c": "gp_clog2(in0)"},
    "log10": {"f": "gp_log10(in0)", "c": "gp_clog10(in0)"},
    "log1p": {"f": "log1p(in0)", "c": "gp_clog1p(in0)"},
    "logaddexp": {"f": "gp_logaddexp(in0, in1)"},
    "logaddexp2": {"f": "gp_logaddexp2(in0, in1)"},
    "sqrt": {"f": "sqrt(in0)", "c": "gp_csqrt(in0)"},
    "cbrt": {"f": "cbrt(in0)"},
    # ---------------------------------------------------------------- trigonometric
    "sin": {"f": "sin(in0)", "c": "gp_csin(in0)"},
    "cos": {"f": "cos(in0)", "c": "gp_ccos(in0)"},
    "tan": {"f": "tan(in0)", "c": "gp_ctan(in0)"},
    "arcsin": {"f": "asin(in0)", "c": "gp_casin(in0)"},
    "arccos": {"f": "acos(in0)", "c": "gp_cacos(in0)"},
    "arctan": {"f": "atan(in0)", "c": "gp_catan(in0)"},
    "arctan2": {"f": "atan2(in0, in1)"},
    "hypot": {"f": "gp_hypot(in0, in1)"},
    "sinh": {"f": "sinh(in0)", "c": "gp_csinh(in0)"},
    "cosh": {"f": "cosh(in0)", "c": "gp_ccosh(in0)"},
    "tanh": {"f": "tanh(in0)", "c": "gp_ctanh(in0)"},
    "arcsinh": {"f": "asinh(in0)", "c": "gp_casinh(in0)"},
    "arccosh": {"f": "acosh(in0)", "c": "gp_cacosh(in0)"},
    "arctanh": {"f": "atanh(in0)", "c": "gp_catanh(in0)"},
    # NumPy multiplies by a constant computed in the loop's own precision.
    "degrees": {"f": "in0 * (CT0(180) / CT0(3.141592653589793238462643383279502884))"},
    "rad2deg": {"f": "in0 * (CT0(180) / CT0(3.141592653589793238462643383279502884))"},
    "radians": {"f": "in0 * (CT0(3.141592653589793238462643383279502884) / CT0(180))"},
    "deg2rad": {"f": "in0 * (CT0(3.141592653589793238462643383279502884) / CT0(180))"},
    # ---------------------------------------------------------------- floating point
    "rint": {"int": "in0", "f": "rint(in0)", "c": "gp_crint(in0)"},
    "floor": {"int": "in0", "f": "floor(in0)"},
    "ceil": {"int": "in0", "f": "ceil(in0)"},
    "trunc": {"int": "in0", "f": "trunc(in0)"},
    "copysign": {"f": "copysign(in0, in1)"},
    "nextafter": {"f": "nextafter(in0, in1)", "e": "gp_half_nextafter(in0, in1)"},
    "spacing": {"f": "gp_spacing(in0)", "e": "gp_half_spacing(in0)"},
    "signbit": {"f": "signbit(in0) != 0"},
    "ldexp": {"": "ldexp(in0, (int)max((long long)-2147483647 - 1, min((long long)2147483647, (long long)in1)))"},
    "frexp": {"": "int e_; out0 = gp_frexp(in0, &e_); out1 = e_;"},
    "modf": {"": "out0 = modf(in0, &out1);"},
    "isnan": {"": "gp_isnan(in0)", "M": "gp_dt_isnat(in0)", "m": "gp_dt_isnat(in0)"},
    "isinf": {"": "gp_isinf(in0)", "M": "false", "m": "false"},
    "isfinite": {"": "gp_isfinite(in0)", "M": "!gp_dt_isnat(in0)", "m": "!gp_dt_isnat(in0)"},
    "isnat": {"M": "gp_dt_isnat(in0)", "m": "gp_dt_isnat(in0)"},
    # ---------------------------------------------------------------- comparisons
    "equal": {"": "gp_eq(in0, in1)", **_TIME("gp_dt_eq(in0, in1)")},
    "not_equal": {"": "!gp_eq(in0, in1)", **_TIME("!gp_dt_eq(in0, in1)")},
    "less": {"": "gp_lt(in0, in1)", **_TIME("gp_dt_lt(in0, in1)")},
    "less_equal": {"": "gp_le(in0, in1)", **_TIME("gp_dt_le(in0, in1)")},
    "greater": {"": "gp_lt(in1, in0)", **_TIME("gp_dt_lt(in1, in0)")},
    "greater_equal": {"": "gp_le(in1, in0)", **_TIME("gp_dt_le(in1, in0)")},
    "maximum": {"": "gp_maximum(in0, in1)", "?": "in0 || in1", "c": "gp_cmaximum(in0, in1)",
                **_TIME("gp_dt_max(in0, in1)")},
    "minimum": {"": "gp_minimum(in0, in1)", "?": "in0 && in1", "c": "gp_cminimum(in0, in1)",
                **_TIME("gp_dt_min(in0, in1)")},
    "fmax": {"": "gp_fmax(in0, in1)", "?": "in0 || in1", "c": "gp_cfmax(in0, in1)",
             **_TIME("gp_dt_fmax(in0, in1)")},
    "fmin": {"": "gp_fmin(in0, in1)", "?": "in0 && in1", "c": "gp_cfmin(in0, in1)",
             **_TIME("gp_dt_fmin(in0, in1)")},
    # ---------------------------------------------------------------- logic and bits
    "logical_and": {"": "gp_bool(in0) && gp_bool(in1)"},
    "logical_or": {"": "gp_bool(in0) || gp_bool(in1)"},
    "logical_xor": {"": "gp_bool(in0) != gp_bool(in1)"},
    "logical_not": {"": "!gp_bool(in0)"},
    "bitwise_and": {"": "in0 & in1", "?": "in0 && in1"},
    "bitwise_or": {"": "in0 | in1", "?": "in0 || in1"},
    "bitwise_xor": {"": "in0 ^ in1", "?": "in0 != in1"},
    "invert": {"": "~in0", "?": "!in0"},
    "left_shift": {"": "gp_lshift(in0, in1)"},
    "right_shift": {"": "gp_rshift(in0, in1)"},
    "bitwise_count": {"": "gp_popcount(in0)"},
}



# ---------------------------------------------------------------- floating-point errors
#: What each loop class can raise (letters of NumPy's categories, in its order: D divide by
#: zero, O overflow, U underflow, I invalid) and the C++ check that finds it (fpe.cuh), as
#: NumPy's loops raise them on x86 (the IEEE conditions of each operation; checked against
#: NumPy by tests/_kernels/test_fpe_checks.py).  In a check, ``in0``/``in1`` are the
#: inputs, ``out0``/``out1`` the results in the compute type (a float16 loop's float results:
#: the rounding to float16 is checked by the renderer for every such loop) and ``FM`` the
#: categories the error state asks for.  Loops missing here raise nothing (comparisons of
#: real numbers, min/max, rounding, bit operations, ...).
_C1 = "gp_fpe_c1<FM>(out0, in0, false)"
_C2 = "gp_fpe_c2<FM>(out0, in0, in1, false)"
_F1 = "gp_fpe1<FM>(out0, in0, false)"
_IDIV = "gp_fpe_idiv<FM>(in0, in1)"
_IZERO = "(in1 == 0 ? FM & GP_FPE_D : 0u)"
_SCALE = "gp_fpe1<FM>(out0, in0, false) | gp_fpe_u0<FM>(out0, in0 != 0 && isfinite(in0))"
_LOG = {"f": ("DI", "gp_fpe1<FM>(out0, in0, in0 == 0)"),
        "c": ("DI", "gp_fpe_c1<FM>(out0, in0, gp_fpe_czero(in0))")}
_ERRORS = {
    "add": {"f": ("OI", "gp_fpe2<FM>(out0, in0, in1, false)"),
            "c": ("OI", "gp_fpe_cparts<FM>(out0, in0, in1)")},
    "subtract": {"f": ("OI", "gp_fpe2<FM>(out0, in0, in1, false)"),
                 "c": ("OI", "gp_fpe_cparts<FM>(out0, in0, in1)")},
    "multiply": {"f": ("OUI", "gp_fpe2<FM>(out0, in0, in1, false) | gp_fpe_umul<FM>(in0, in1, out0)"),
                 "c": ("OI", "gp_fpe_cmul<FM>(in0, in1)")},
    "divide": {"f": ("DOUI", "gp_fpe2<FM>(out0, in0, in1, in1 == 0) | gp_fpe_udiv<FM>(in0, in1, out0)"),
               "c": ("DOI", "gp_fpe_cdiv<FM>(in0, in1)")},
    "floor_divide": {"int": ("DO", _IDIV), "f": ("DOUI", "gp_fpe_floordiv<FM>(out0, in0, in1)")},
    "divmod": {"int": ("DO", _IDIV),
               "f": ("DOUI", "gp_fpe_floordiv<FM>(out0, in0, in1) | gp_fpe2<FM>(out1, in0, in1, false)")},
    "remainder": {"int": ("D", _IZERO), "f": ("I", "gp_fpe2<FM>(out0, in0, in1, false)")},
    "fmod": {"int": ("D", _IZERO), "f": ("I", "gp_fpe2<FM>(out0, in0, in1, false)")},
    "power": {"e": ("DOUI", "gp_fpe_pow<FM>(out0, in0, in1, false)"),
              "f": ("DOUI", "gp_fpe_pow<FM>(out0, in0, in1, true)"), "c": ("OI", _C2)},
    "float_power": {"f": ("DOUI", "gp_fpe_pow<FM>(out0, in0, in1, false)"), "c": ("OI", _C2)},
    # NumPy's integer reciprocal is 1.0 / x cast back: 1 / 0 divides, the infinity is invalid
    "reciprocal": {"int": ("DI", "(in0 == 0 ? FM & (GP_FPE_D | GP_FPE_I) : 0u)"),
                   "f": ("DOU", "gp_fpe1<FM>(out0, in0, in0 == 0) | gp_fpe_udiv<FM>(CT0(1), in0, out0)"),
                   "c": ("DOI", "gp_fpe_crecip<FM>(in0)")},
    "square": {"f": ("OU", "gp_fpe1<FM>(out0, in0, false) | gp_fpe_umul<FM>(in0, in0, out0)"),
               "c": ("OI", _C1)},
    "absolute": {"c": ("O", "gp_fpe_cabs<FM>(out0, in0)")},
    "exp": {"f": ("OU", "gp_fpe1<FM>(out0, in0, false) | gp_fpe_u0<FM>(out0, (bool)isfinite(in0))"),
            "c": ("OI", _C1)},
    "exp2": {"f": ("OU", "gp_fpe1<FM>(out0, in0, false) | gp_fpe_u0<FM>(out0, (bool)isfinite(in0))"),
             "c": ("OI", _C1)},
    # (float16: a result below float16's normal range rounds inexactly, see the renderer)
    "expm1": {"e": ("OU", _F1), "f": ("O", _F1), "c": ("OI", _C1)},
    "log": _LOG, "log2": _LOG, "log10": _LOG,
    "log1p": {"e": ("DIU", "gp_fpe1<FM>(out0, in0, in0 == -1)"),
              "f": ("DI", "gp_fpe1<FM>(out0, in0, in0 == -1)"),
              "c": ("DI", "gp_fpe_c1<FM>(out0, in0, gp_fpe_cis(in0, -1.0, 0.0))")},
    "sqrt": {"f": ("I", _F1)},
    "sin": {"f": ("IU", "gp_fpe1<FM>(out0, in0, false) | gp_fpe_u<FM>(out0, true)"), "c": ("OI", _C1)},
    "cos": {"f": ("I", _F1), "c": ("OI", _C1)},
    "tan": {"f": ("I", _F1), "c": ("OI", _C1)},
    "arcsin": {"f": ("I", _F1)},
    "arccos": {"f": ("I", _F1)},
    "arctan": {"c": ("D", "gp_fpe_c1<FM>(out0, in0, gp_fpe_cis(in0, 0.0, 1.0) || gp_fpe_cis(in0, 0.0, -1.0))")},
    "arctan2": {"f": ("U", "gp_fpe_u0<FM>(out0, in0 != 0 && isfinite(in0) && isfinite(in1))")},
    "hypot": {"f": ("OU", "gp_fpe2<FM>(out0, in0, in1, false) | gp_fpe_u<FM>(out0, in0 != 0 && in1 != 0)")},
    "sinh": {"f": ("O", _F1), "c": ("OI", _C1)},
    "cosh": {"f": ("O", _F1), "c": ("OI", _C1)},
    "tanh": {"c": ("OI", _C1)},
    "arccosh": {"f": ("I", _F1)},
    "arctanh": {"f": ("DI", "gp_fpe1<FM>(out0, in0, in0 == 1 || in0 == -1)"),
                "c": ("DI", "gp_fpe_c1<FM>(out0, in0, gp_fpe_cis(in0, 1.0, 0.0) || gp_fpe_cis(in0, -1.0, 0.0))")},
    "degrees": {"f": ("OU", _SCALE)}, "rad2deg": {"f": ("OU", _SCALE)},
    "radians": {"f": ("OU", _SCALE)}, "deg2rad": {"f": ("OU", _SCALE)},
    "logaddexp": {"f": ("OUI", "gp_fpe_logaddexp<FM>(in0, in1, false)")},
    "logaddexp2": {"f": ("OUI", "gp_fpe_logaddexp<FM>(in0, in1, true)")},
    "nextafter": {"e": ("O", "(isinf(out0) && isfinite(in0) ? FM & GP_FPE_O : 0u)"),
                  "f": ("OU", "gp_fpe_nextafter<FM>(out0, in0, in1)")},
    # NumPy's float16 spacing of an infinity or NaN is invalid
    "spacing": {"e": ("OI", "gp_fpe1<FM>(out0, in0, false) | (isfinite(in0) ? 0u : FM & GP_FPE_I)"),
                "f": ("U", "gp_fpe_u<FM>(in0, true)")},
    "ldexp": {"f": ("OU", _SCALE)},
    # complex <, <=, >, >= compare with ordered comparisons: a NaN met is invalid
    "less": {"c": ("I", "gp_fpe_clt<FM>(in0, in1)")},
    "less_equal": {"c": ("I", "gp_fpe_clt<FM>(in0, in1)")},
    "greater": {"c": ("I", "gp_fpe_clt<FM>(in1, in0)")},
    "greater_equal": {"c": ("I", "gp_fpe_clt<FM>(in1, in0)")},
}



# ---------------------------------------------------------------- reduction facts
#: fold kinds: how reduce/accumulate may evaluate a binary ufunc
ASSOCIATIVE = "associative"   # any order (floating add and multiply up to rounding, as NumPy's
                              # own pairwise summation): tree reductions and parallel scans
REORDERABLE = "reorderable"   # NumPy reduces several axes at once (associative and commutative
                              # up to rounding, each starting from its identity: hypot.reduce([-3.])
                              # is 3.0): reductions take the tree, accumulations run in order
ORDERED = "ordered"           # NumPy's order only (a left fold per line)

_FOLDS = {
    ASSOCIATIVE: ("add", "multiply", "maximum", "minimum", "fmax", "fmin", "logical_and",
                  "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor"),
    REORDERABLE: ("hypot", "logaddexp", "logaddexp2", "gcd"),
}

#: the neutral element of a reduction's accumulator, by name (see ``neutral``); a row with
#: none (an ordered fold starts from the first element or ``initial``) renders the highest
#: value as a start its kernels never read
_NEUTRALS = {
    "zero": ("add", "logical_or", "logical_xor", "bitwise_or", "bitwise_xor", "gcd", "hypot"),
    "one": ("multiply", "lcm"),
    "-inf": ("logaddexp", "logaddexp2"),
    "true": ("logical_and",),
    "all ones": ("bitwise_and",),
    "lowest": ("maximum",),
    "highest": ("minimum",),
    "nan or lowest": ("fmax",),   # fmax/fmin skip NaN
    "nan or highest": ("fmin",),
}

#: dtype kinds whose reduce and accumulate fold in NumPy's order though the ufunc is
#: associative: a complex product with an infinite part depends on where it starts and in
#: what order it goes ((1+0j)*(inf+0j) is inf+nanj; NumPy's accumulate starts from each
#: line's first element, its reduce from the identity, once, and both go left to right).
#: reduction.py keeps the order where that stays fast (``_keeps_order``)
_IN_ORDER = {"multiply": "c"}

#: NumPy's float16 loops round every step to float16, except the reduce loops of these (a
#: running float, rounded once)
_HALF_REDUCE_IN_FLOAT = ("add", "subtract", "multiply", "divide")

#: NumPy's float power and arctan2 loops do not fold reduce, accumulate and reduceat left to
#: right (NumPy 2.4/2.5 on x86: power.reduce([2., 3., .5]) is 2 ** .5, and the results change
#: with the data's alignment and layout): here they fold left to right, as the ufunc
#: documentation defines reduce, on the device and on the host alike.  ldexp, whose exponent
#: NumPy's loop takes as an integer, folds with the exponent truncated alike (NumPy's own
#: reduce of int16, uint16 and int32 input is not a fold: ldexp.reduce([3, 1, 2], dtype
#: uint16) is 12, not 24).  The dtype kinds the host folds, by name:
_HOST_FOLDS = {"power": "fc", "arctan2": "fc", "ldexp": "biufc"}

#: binary ufuncs whose floating-point errors (but underflow) come only with a result that is
#: not finite (overflow and divide: inf; invalid: NaN), and whose running value, once not
#: finite, stays so (finite, then inf, then NaN: never back): a checked scan or fold of
#: float32/float64 checks only those steps (reduction.py; render.scan's fpe_nonfinite)
_NONFINITE_ERRORS = ("add", "subtract", "multiply", "divide")

#: ufunc.at through the hardware's atomics, by name: (operation, element codes).  atomicAdd
#: has no long long overload (two's complement adds alike as unsigned); complex add and
#: subtract take an atomicAdd per part (complex128 has no 16-byte atomic)
_ATOMICS = {
    "add": ("add", ("i4", "u4", "i8", "u8", "f4", "f8", "c8", "c16")),
    "subtract": ("sub", ("c8", "c16")),
    "maximum": ("max", ("i4", "u4", "i8", "u8")),
    "minimum": ("min", ("i4", "u4", "i8", "u8")),
}


class Row:
    """Every fact gpnumpy keeps about one ufunc.

    exprs      loop class -> C++ expression (see the module's docstring)
    fold       ASSOCIATIVE, REORDERABLE or ORDERED (binary ufuncs' reduce/accumulate)
    neutral    the accumulator's neutral element by name (a key of _NEUTRALS), or None
    half_reduce_in_float   NumPy's float16 reduce loop runs in float, rounded once (else
                           every step rounds to float16)
    host_fold  dtype kinds whose reduce/accumulate/reduceat the host computes as a left fold
               of elementwise calls instead of NumPy's own method
    in_order   dtype kinds whose reduce and accumulate fold in NumPy's order (not a tree
               or a parallel scan) though ``fold`` is ASSOCIATIVE
    atomic     (operation, element codes): ufunc.at by the hardware atomic 'add', 'sub',
               'max' or 'min' on elements of those codes, or None
    errors     loop class -> (categories, C++ check): the floating-point errors its loops
               raise and how a kernel finds them (see _ERRORS)
    nonfinite_errors  its errors, but underflow, come only with a result that is not
               finite, and a running value that is not finite stays so (_NONFINITE_ERRORS)
    """
    __slots__ = ("name", "exprs", "fold", "neutral", "half_reduce_in_float", "host_fold",
                 "atomic", "errors", "in_order", "nonfinite_errors")

    def __init__(self, name, exprs, fold=ORDERED, neutral=None, half_reduce_in_float=False,
                 host_fold="", atomic=None, errors=None, in_order="", nonfinite_errors=False):
        self.name, self.exprs, self.fold, self.neutral = name, exprs, fold, neutral
        self.half_reduce_in_float, self.host_fold, self.atomic = (
            half_reduce_in_float, host_fold, atomic)
        self.errors = errors or {}
        self.in_order = in_order
        self.nonfinite_errors = nonfinite_errors

    @property
    def reorderable(self):
        """NumPy reduces several axes at once (and any order is right)."""
        return self.fold != ORDERED

    def atomic_for(self, code):
        """The hardware atomic of ``ufunc.at`` on elements of dtype code ``code``, or None."""
        if self.atomic is not None and code in self.atomic[1]:
            return self.atomic[0]
        return None

    def device_neutral(self, code, first=False):
        """C++ for the accumulator's start (type ``AT``, dtype code ``code``): the neutral
        element, or the extreme it cannot beat.  ``first``: the start of a scan, which NumPy
        begins at each line's first element: a float zero is then -0.0 (-0.0 + x is x for
        every x, +0.0 + -0.0 is +0.0), where a reduce starts from NumPy's identity +0.0."""
        kind, n = code[0], self.neutral
        if first and n == "zero" and kind in "fc":
            return "(AT)(-0.0)" if kind == "f" else "gp_to<AT>::from(gp_cx(-0.0, -0.0))"
        if kind in "Mm" and n in ("lowest", "nan or lowest", "nan or highest"):
            # datetime64/timedelta64: NaT is the lowest int64; maximum's start is the value
            # above it, fmax/fmin skip NaT (NaT is their neutral)
            return "(AT)(-9223372036854775807LL)" if n == "lowest" else \
                "(AT)(-9223372036854775807LL - 1)"
        if n == "zero":
            return "gp_cast(AT, 0)"
        if n == "-inf":
            return "(AT)(-GP_INF)"
        if n == "one":
            return "gp_cast(AT, 1)"
        if n == "true":
            return "true"
        if n == "all ones":
            return "true" if kind == "b" else "gp_cast(AT, -1)"
        lowest = n in ("lowest", "nan or lowest")
        if kind == "b":
            return "false" if lowest else "true"
        if kind in "iuMm":
            return "gp_lim<AT>::min()" if lowest else "gp_lim<AT>::max()"
        if n in ("nan or lowest", "nan or highest"):
            return "gp_cast(AT, GP_NAN)"
        if kind == "c":
            return "gp_to<AT>::from(gp_cx(-GP_INF, -GP_INF))" if lowest else \
                "gp_to<AT>::from(gp_cx(GP_INF, GP_INF))"
        return "(AT)(-GP_INF)" if lowest else "(AT)(GP_INF)"

    def host_neutral(self, dt):
        """The host value of ``device_neutral`` in NumPy dtype ``dt``: what a masked-out
        element contributes."""
        n = self.neutral
        if dt.kind in "Mm" and n in ("lowest", "highest", "nan or lowest", "nan or highest"):
            bits = {"lowest": -2**63 + 1, "highest": 2**63 - 1}.get(n, -2**63)
            return numpy.array(bits, numpy.int64).view(dt)[()]
        if n in ("nan or lowest", "nan or highest") and dt.kind in "fc":
            return numpy.nan
        if n in ("lowest", "highest", "nan or lowest", "nan or highest"):
            low = n.endswith("lowest")
            if dt.kind == "b":
                return not low
            if dt.kind in "iu":
                info = numpy.iinfo(dt)
                return info.min if low else info.max
            inf = -numpy.inf if low else numpy.inf
            return complex(inf, inf) if dt.kind == "c" else inf
        if n == "all ones":
            return True if dt.kind == "b" else numpy.array(-1).astype(dt)[()]
        return {"one": 1, "true": True, "-inf": -numpy.inf}.get(n, 0)

    def __repr__(self):
        return "<Row %s: %s, neutral %s>" % (self.name, self.fold, self.neutral)


def _rows():
    fold = {n: f for f, names in _FOLDS.items() for n in names}
    neutral = {n: k for k, names in _NEUTRALS.items() for n in names}
    return {name: Row(name, exprs, fold.get(name, ORDERED), neutral.get(name),
                      name in _HALF_REDUCE_IN_FLOAT, _HOST_FOLDS.get(name, ""),
                      _ATOMICS.get(name), _ERRORS.get(name), _IN_ORDER.get(name, ""),
                      name in _NONFINITE_ERRORS)
            for name, exprs in _EXPRESSIONS.items()}


#: name -> Row: THE table
TABLE = _rows()

# Generalized ufuncs (core dimensions) belong to linalg; they run through the
# NumPy fallback until that issue lands.
NOT_ELEMENTWISE = ("matmul", "matvec", "vecmat", "vecdot")

_KIND = {"?": "?", "b": "i", "h": "i", "i": "i", "l": "i", "q": "i",
         "B": "u", "H": "u", "I": "u", "L": "u", "Q": "u",
         "e": "f", "f": "f", "d": "f", "F": "c", "D": "c"}


def _classes(types):
    first = types[0]
    kind = _KIND.get(first)
    return (types, first, kind, "int" if kind in ("?", "i", "u") else None, "")


def expression(name, types):
    """The C++ expression for ufunc ``name`` on loop ``types`` ('ff->f'), or None."""
    row = TABLE[name].exprs
    if "M" in types or "m" in types:  # (datetime loops: their own entries, no fallback)
        return row.get(types, row.get(types[0]))
    for k in _classes(types):
        if k is not None and k in row:
            return row[k]
    return None


_BITS = {"D": 1, "O": 2, "U": 4, "I": 8}


# The datetime loops that set the floating-point status as NumPy's (its timedelta divisions:
# a NaT operand of floor_divide/divmod is invalid, a zero divisor divides by zero; remainder
# gives NaT for a NaT operand silently and divides by zero for a zero divisor; true division
# of two durations is a division of doubles)
_TD_DIV = "((in0 == GP_NAT || in1 == GP_NAT) ? FM & GP_FPE_I : in1 == 0 ? FM & GP_FPE_D : 0u)"
# A duration over an integer divides by zero only where the divisor is one value for the whole
# call (NumPy's loop takes a stride-0 divisor apart: ``a / 0``, ``a / np.array([0])``; an array
# of zeros gives NaT silently). ``one1``: the renderer's "input 1 is one value" (true/false).
_TD_IDIV = "((one1 && in1 == 0) ? FM & GP_FPE_D : 0u)"


def _td_float(op, m=0):
    """A duration (input ``m``) times or over a float (the other input): the double operation
    and its truncation (fpe.cuh's gp_fpe_td); a NaT duration raises nothing."""
    d = "(double)in%d" % m
    x = "in%d" % (1 - m)
    expr = "%s %s %s" % ((d, op, x) if m == 0 else (x, op, d))
    return "(in%d == GP_NAT ? 0u : gp_fpe_td<FM>(%s, %s, %s, %s))" % (
        m, expr, d, x, "true" if op == "/" else "false")


_TIME_ERRORS = {
    ("divide", "mq->m"): ("D", _TD_IDIV),
    ("floor_divide", "mq->m"): ("D", _TD_IDIV),
    ("multiply", "md->m"): ("OUI", _td_float("*")),
    ("multiply", "dm->m"): ("OUI", _td_float("*", 1)),
    ("divide", "md->m"): ("DOUI", _td_float("/")),
    ("floor_divide", "md->m"): ("DOUI", _td_float("/")),
    # (a zero divisor that is one value divides by zero whatever the dividend, NaT included)
    ("floor_divide", "mm->q"): ("DI", "((one1 && in1 == 0) ? FM & GP_FPE_D : %s)" % _TD_DIV),
    ("divmod", "mm->qm"): ("DI", _TD_DIV),
    ("remainder", "mm->m"): ("D", "((in0 != GP_NAT && in1 == 0) ? FM & GP_FPE_D : 0u)"),
    # true division: NaT gives NaN silently; otherwise the doubles' division (x / 0: divide by
    # zero, 0 / 0: invalid)
    ("divide", "mm->d"): ("DI", "((in0 == GP_NAT || in1 == GP_NAT || in1 != 0) ? 0u : "
                                "in0 == 0 ? FM & GP_FPE_I : FM & GP_FPE_D)"),
}


def errors(name, types):
    """(categories as NumPy's bits, C++ check) of ufunc ``name``'s loop ``types``: what the
    loop can raise, (0, None) for nothing."""
    if "M" in types or "m" in types:
        # (the other datetime loops are integer arithmetic on counts: nothing recorded)
        cats, check = _TIME_ERRORS.get((name, types), ("", None))
        return sum(_BITS[c] for c in cats), check
    row = TABLE[name].errors
    for k in _classes(types):
        if k is not None and k in row:
            cats, check = row[k]
            return sum(_BITS[c] for c in cats), check
    return 0, None
