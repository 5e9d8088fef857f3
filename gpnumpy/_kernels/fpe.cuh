// Floating-point error checks (numpy.errstate): pasted after common.cuh into the checked
// variants of the kernels only, so the kernels of the all-'ignore' state stay as they were.
// A GPU has no IEEE status flags: each check derives NumPy's categories from a loop's
// operands and results, as NumPy's loops raise them on x86 (see ufunc_table's _ERRORS).
// Every check is a template on M, the categories the error state asks for: the compiler
// drops the tests of the others.
#define GP_FPE_D 1u   // divide by zero (NumPy's bits, in NumPy's order)
#define GP_FPE_O 2u   // overflow
#define GP_FPE_U 4u   // underflow
#define GP_FPE_I 8u   // invalid value

template <class T> struct gp_fpe_lim;
template <> struct gp_fpe_lim<float> { GP_DEV float tiny() { return 1.17549435082228750797e-38f; } };
template <> struct gp_fpe_lim<double> { GP_DEV double tiny() { return 2.2250738585072013831e-308; } };

// subnormal (not zero) / below the normal range (zero included)
template <class T> GP_DEV bool gp_fpe_sub(T x) { return x != 0 && fabs(x) < gp_fpe_lim<T>::tiny(); }
template <class T> GP_DEV bool gp_fpe_sub0(T x) { return fabs(x) < gp_fpe_lim<T>::tiny(); }

// The IEEE rule on a result r: NaN from inputs without NaN is invalid; an infinity from
// finite inputs divides by zero where the exact result is infinite (``pole``), else overflows.
template <unsigned M, class T> GP_DEV unsigned gp_fpe_res(T r, bool nan_in, bool fin_in, bool pole) {
  unsigned f = 0;
  if ((M & GP_FPE_I) && isnan(r) && !nan_in) f |= GP_FPE_I;
  if ((M & (GP_FPE_D | GP_FPE_O)) && isinf(r) && fin_in) f |= pole ? GP_FPE_D : GP_FPE_O;
  return f & M;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe1(T r, T x, bool pole) {
  return gp_fpe_res<M>(r, (bool)isnan(x), (bool)isfinite(x), pole);
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe2(T r, T x, T y, bool pole) {
  return gp_fpe_res<M>(r, isnan(x) || isnan(y), isfinite(x) && isfinite(y), pole);
}
// underflow: a subnormal result (``gp_fpe_u``) or one below the normal range (``gp_fpe_u0``)
// where ``cond`` says the exact result is not that value
template <unsigned M, class T> GP_DEV unsigned gp_fpe_u(T r, bool cond) {
  return ((M & GP_FPE_U) && cond && gp_fpe_sub(r)) ? GP_FPE_U : 0u;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_u0(T r, bool cond) {
  return ((M & GP_FPE_U) && cond && gp_fpe_sub0(r)) ? GP_FPE_U : 0u;
}

// Whether a product or quotient r of finite a, b was rounded.  float: exactly in double.
// double: the residual by fma, the operand below 1 scaled by 2^128 first so that the
// residual of a result near the subnormal range stays representable.
GP_DEV bool gp_fpe_mul_inexact(float a, float b, float r) { return (double)a * (double)b != (double)r; }
GP_DEV bool gp_fpe_div_inexact(float a, float b, float r) { return (double)a / (double)b != (double)r; }
GP_DEV bool gp_fpe_mul_inexact(double a, double b, double r) {
  const double s = 3.402823669209384634633746e38;  // 2^128
  if (fabs(a) < 1) a *= s; else b *= s;
  return fma(a, b, -(r * s)) != 0;
}
GP_DEV bool gp_fpe_div_inexact(double a, double b, double r) {
  const double s = 3.402823669209384634633746e38;  // a == r * b exactly?
  return gp_fpe_mul_inexact(r * s, b, a * s);
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_umul(T a, T b, T r) {
  if (!(M & GP_FPE_U) || !gp_fpe_sub0(r) || a == 0 || b == 0 || !isfinite(a) || !isfinite(b)) return 0u;
  return (r == 0 || gp_fpe_mul_inexact(a, b, r)) ? GP_FPE_U : 0u;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_udiv(T a, T b, T r) {
  if (!(M & GP_FPE_U) || !gp_fpe_sub0(r) || a == 0 || !isfinite(a) || !isfinite(b) || b == 0) return 0u;
  return (r == 0 || gp_fpe_div_inexact(a, b, r)) ? GP_FPE_U : 0u;
}

// ------------------------------------------------------------ particular loops
// integer floor_divide/divmod (and remainder/fmod, which take only the first test): x/0
// divides by zero, the lowest value over -1 overflows
template <unsigned M, class T> GP_DEV unsigned gp_fpe_idiv(T a, T b) {
  if (b == 0) return M & GP_FPE_D;
  return (gp_lim<T>::is_signed && b == (T)-1 && a == gp_lim<T>::min()) ? (M & GP_FPE_O) : 0u;
}
// NumPy's integer *scalar* math (``np.int8(127) + np.int8(1)``: "overflow encountered in
// scalar add"; its array loops wrap silently), from the operands alone: the kernel's own
// result (``(OT0)(in0 * in1)``) is a signed overflow for int32/int64, which the compiler
// takes as impossible (NVVM and g++ fold ``(a * b) / a != b`` to false), so the wrapped
// value is recomputed here in unsigned arithmetic, where wrapping is defined
template <class T> GP_DEV T gp_fpe_wrap(unsigned long long w) { return (T)w; }
template <unsigned M, class T> GP_DEV unsigned gp_fpe_sadd(T a, T b) {
  if (!(M & GP_FPE_O)) return 0u;
  const T r = gp_fpe_wrap<T>((unsigned long long)a + (unsigned long long)b);
  const bool o = gp_lim<T>::is_signed ? ((a < 0) == (b < 0) && (r < 0) != (a < 0)) : (r < a);
  return o ? GP_FPE_O : 0u;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_ssub(T a, T b) {
  if (!(M & GP_FPE_O)) return 0u;
  const T r = gp_fpe_wrap<T>((unsigned long long)a - (unsigned long long)b);
  const bool o = gp_lim<T>::is_signed ? ((a < 0) != (b < 0) && (r < 0) != (a < 0)) : (a < b);
  return o ? GP_FPE_O : 0u;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_smul(T a, T b) {
  if (!(M & GP_FPE_O)) return 0u;
  const T r = gp_fpe_wrap<T>((unsigned long long)a * (unsigned long long)b);
  bool o;
  if (gp_lim<T>::is_signed)  // (the lowest value times -1 first: r / a would not be defined)
    o = (a == (T)-1 && b == gp_lim<T>::min()) || (b == (T)-1 && a == gp_lim<T>::min())
        || (a != 0 && a != (T)-1 && (T)(r / a) != b);
  else
    o = a != 0 && (T)(r / a) != b;
  return o ? GP_FPE_O : 0u;
}
// negative: the lowest signed value, any unsigned value but 0; absolute: the lowest value
template <unsigned M, class T> GP_DEV unsigned gp_fpe_sneg(T a) {
  return ((M & GP_FPE_O) && (gp_lim<T>::is_signed ? a == gp_lim<T>::min() : a != 0)) ? GP_FPE_O : 0u;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_sabs(T a) {
  return ((M & GP_FPE_O) && gp_lim<T>::is_signed && a == gp_lim<T>::min()) ? GP_FPE_O : 0u;
}
// floor_divide/divmod: x/0 divides by zero; an overflowing quotient also meets inf - inf in
// NumPy's rounding step (invalid); the quotient a / b may underflow though the floor is 0
template <unsigned M, class T> GP_DEV unsigned gp_fpe_floordiv(T r, T a, T b) {
  unsigned f = gp_fpe2<M>(r, a, b, b == 0);
  if ((M & GP_FPE_I) && isinf(r) && isfinite(a) && isfinite(b) && b != 0) f |= GP_FPE_I;
  // (NumPy divides a / b again only for the sign of a zero quotient)
  return r == 0 ? f | gp_fpe_udiv<M>(a, b, a / b) : f;
}
// a duration times or over a float (m * d, m / d, m // d): NumPy computes r in double from the
// count a (not NaT) and b (IEEE's categories of that operation), gives NaT for a result that
// is not finite, and truncates the others to int64 (x86: invalid outside its range)
template <unsigned M> GP_DEV unsigned gp_fpe_td(double r, double a, double b, bool div) {
  unsigned f = gp_fpe2<M>(r, a, b, div && b == 0)
               | (div ? gp_fpe_udiv<M>(a, b, r) : gp_fpe_umul<M>(a, b, r));
  if ((M & GP_FPE_I) && isfinite(r) && (r >= 9223372036854775808.0 || r < -9223372036854775808.0))
    f |= GP_FPE_I;
  return f;
}
// power: 0 ** negative divides by zero (-inf included in NumPy's float and double power,
// not in float_power's or float16's)
template <unsigned M, class T> GP_DEV unsigned gp_fpe_pow(T r, T a, T b, bool ninf) {
  unsigned f = 0;
  if ((M & GP_FPE_D) && isinf(r) && a == 0 && b < 0 && (ninf || isfinite(b))) f |= GP_FPE_D;
  else f |= gp_fpe2<M>(r, a, b, false);
  return f | gp_fpe_u0<M>(r, a != 0 && b != 1 && isfinite(a) && isfinite(b));
}
// logaddexp(2): any NaN operand meets an ordered comparison (invalid), x - y may overflow,
// and exp(-|x - y|) may underflow
template <unsigned M, class T> GP_DEV unsigned gp_fpe_logaddexp(T a, T b, bool base2) {
  unsigned f = 0;
  if ((M & GP_FPE_I) && (isnan(a) || isnan(b))) f |= GP_FPE_I;
  const T t = a - b;
  if ((M & GP_FPE_O) && isinf(t) && isfinite(a) && isfinite(b)) f |= GP_FPE_O;
  if ((M & GP_FPE_U) && isfinite(t) && t != 0 && gp_fpe_sub0(base2 ? exp2(-fabs(t)) : exp(-fabs(t)))) f |= GP_FPE_U;
  return f;
}
// nextafter of float and double (C's): a subnormal or zero step underflows, a step past the
// largest finite value overflows
template <unsigned M, class T> GP_DEV unsigned gp_fpe_nextafter(T r, T a, T b) {
  unsigned f = 0;
  if ((M & GP_FPE_O) && isinf(r) && isfinite(a)) f |= GP_FPE_O;
  if ((M & GP_FPE_U) && a != b && !isnan(a) && !isnan(b) && (gp_fpe_sub(r) || (r == 0 && a != 0))) f |= GP_FPE_U;
  return f;
}
// NumPy's float16 loops compute in float and round each result to float16, which overflows
// from 65520 on and underflows when a value below 2^-14 is not a multiple of 2^-24
template <unsigned M> GP_DEV unsigned gp_fpe_half(double x) {
  unsigned f = 0;
  if ((M & GP_FPE_O) && isfinite(x) && fabs(x) >= 65520.0) f |= GP_FPE_O;
  if ((M & GP_FPE_U) && x != 0 && fabs(x) < 6.103515625e-05) {
    const double s = x * 16777216.0;  // 2^24
    if (s != rint(s)) f |= GP_FPE_U;
  }
  return f;
}

// ------------------------------------------------------------ complex
// The real rule on each part of r; nan_in/fin_in/pole of the whole operands.
template <unsigned M, class T> GP_DEV unsigned gp_fpe_cres(gp_complex<T> r, bool nan_in, bool fin_in, bool pole) {
  return gp_fpe_res<M>(r.re, nan_in, fin_in, pole) | gp_fpe_res<M>(r.im, nan_in, fin_in, pole);
}
template <class T> GP_DEV bool gp_fpe_cnan(gp_complex<T> z) { return isnan(z.re) || isnan(z.im); }
template <class T> GP_DEV bool gp_fpe_cfin(gp_complex<T> z) { return isfinite(z.re) && isfinite(z.im); }
template <unsigned M, class T> GP_DEV unsigned gp_fpe_c1(gp_complex<T> r, gp_complex<T> x, bool pole) {
  return gp_fpe_cres<M>(r, gp_fpe_cnan(x), gp_fpe_cfin(x), pole);
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_c2(gp_complex<T> r, gp_complex<T> x, gp_complex<T> y, bool pole) {
  return gp_fpe_cres<M>(r, gp_fpe_cnan(x) || gp_fpe_cnan(y), gp_fpe_cfin(x) && gp_fpe_cfin(y), pole);
}
// multiply, as common.cuh's operator*: fma(a.re, b.re, -(a.im * b.im)) and
// fma(a.re, b.im, a.im * b.re), each IEEE operation's flags: 0 * inf and inf - inf are
// invalid (not 0 * inf inside an fma whose addend is NaN, as x86's), an infinity from finite
// operands overflows
template <unsigned M, class T> GP_DEV unsigned gp_fpe_fmapart(T x, T y, T u, T v, T sign) {
  const T q = u * v, c = sign * q;
  unsigned f = gp_fpe2<M>(q, u, v, false);
  if (M & GP_FPE_I) {
    // (the fma's product is exact: infinite only for an infinite factor)
    const bool pinf = (isinf(x) || isinf(y)) && x != 0 && y != 0 && !isnan(x) && !isnan(y);
    if (((x == 0 && isinf(y)) || (isinf(x) && y == 0)) && !isnan(c)) f |= GP_FPE_I;
    else if (pinf && isinf(c) && ((x > 0) == (y > 0)) != (c > 0)) f |= GP_FPE_I;
  }
  if ((M & GP_FPE_O) && isfinite(x) && isfinite(y) && isfinite(c) && isinf(fma(x, y, c))) f |= GP_FPE_O;
  return f;
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_cmul(gp_complex<T> a, gp_complex<T> b) {
  return gp_fpe_fmapart<M>(a.re, b.re, a.im, b.im, T(-1)) | gp_fpe_fmapart<M>(a.re, b.im, a.im, b.re, T(1));
}
// divide and reciprocal, as common.cuh's (Smith's algorithm, NumPy's), operation by operation;
// the divisor's parts are compared with ordered comparisons: a NaN part is invalid
template <unsigned M, class T> GP_DEV unsigned gp_fpe_cdiv(gp_complex<T> a, gp_complex<T> b) {
  const T abs_br = fabs(b.re), abs_bi = fabs(b.im);
  unsigned f = ((M & GP_FPE_I) && (isnan(abs_br) || isnan(abs_bi))) ? GP_FPE_I : 0u;
  if (abs_br >= abs_bi) {
    if (abs_br == 0 && abs_bi == 0)
      return f | gp_fpe2<M>(a.re / abs_br, a.re, abs_br, true) | gp_fpe2<M>(a.im / abs_bi, a.im, abs_bi, true);
    const T rat = b.im / b.re, t = b.im * rat, den = b.re + t, scl = T(1) / den;
    const T u = a.im * rat, v = a.re + u, w = a.re * rat, z = a.im - w;
    return f | gp_fpe2<M>(rat, b.im, b.re, false) | gp_fpe2<M>(t, b.im, rat, false)
        | gp_fpe2<M>(den, b.re, t, false) | gp_fpe2<M>(scl, T(1), den, den == 0)
        | gp_fpe2<M>(u, a.im, rat, false) | gp_fpe2<M>(v, a.re, u, false) | gp_fpe2<M>(v * scl, v, scl, false)
        | gp_fpe2<M>(w, a.re, rat, false) | gp_fpe2<M>(z, a.im, w, false) | gp_fpe2<M>(z * scl, z, scl, false);
  }
  const T rat = b.re / b.im, t = b.re * rat, den = b.im + t, scl = T(1) / den;
  const T u = a.re * rat, v = u + a.im, w = a.im * rat, z = w - a.re;
  return f | gp_fpe2<M>(rat, b.re, b.im, false) | gp_fpe2<M>(t, b.re, rat, false)
      | gp_fpe2<M>(den, b.im, t, false) | gp_fpe2<M>(scl, T(1), den, den == 0)
      | gp_fpe2<M>(u, a.re, rat, false) | gp_fpe2<M>(v, u, a.im, false) | gp_fpe2<M>(v * scl, v, scl, false)
      | gp_fpe2<M>(w, a.im, rat, false) | gp_fpe2<M>(z, w, a.re, false) | gp_fpe2<M>(z * scl, z, scl, false);
}
template <unsigned M, class T> GP_DEV unsigned gp_fpe_crecip(gp_complex<T> b) {
  unsigned f = ((M & GP_FPE_I) && (isnan(b.re) || isnan(b.im))) ? GP_FPE_I : 0u;
  if (fabs(b.im) <= fabs(b.re)) {
    const T r = b.im / b.re, t = b.im * r, d = b.re + t, nr = -r;
    return f | gp_fpe2<M>(r, b.im, b.re, b.re == 0) | gp_fpe2<M>(t, b.im, r, false)
        | gp_fpe2<M>(d, b.re, t, false) | gp_fpe2<M>(T(1) / d, T(1), d, d == 0) | gp_fpe2<M>(nr / d, nr, d, d == 0);
  }
  const T r = b.re / b.im, t = b.re * r, d = t + b.im;
  return f | gp_fpe2<M>(r, b.re, b.im, b.im == 0) | gp_fpe2<M>(t, b.re, r, false)
      | gp_fpe2<M>(d, t, b.im, false) | gp_fpe2<M>(r / d, r, d, d == 0) | gp_fpe2<M>(T(-1) / d, T(-1), d, d == 0);
}
// add and subtract: part by part
template <unsigned M, class T> GP_DEV unsigned gp_fpe_cparts(gp_complex<T> r, gp_complex<T> x, gp_complex<T> y) {
  return gp_fpe2<M>(r.re, x.re, y.re, false) | gp_fpe2<M>(r.im, x.im, y.im, false);
}
template <class T> GP_DEV bool gp_fpe_czero(gp_complex<T> z) { return z.re == 0 && z.im == 0; }
template <class T> GP_DEV bool gp_fpe_cis(gp_complex<T> z, double re, double im) { return z.re == re && z.im == im; }
// NumPy's complex <, <= (and >, >= swapped) compare the real parts with an ordered (signalling)
// comparison, and the imaginary parts too when the real parts are equal: a NaN met is invalid
template <unsigned M, class T> GP_DEV unsigned gp_fpe_clt(gp_complex<T> a, gp_complex<T> b) {
  if (!(M & GP_FPE_I)) return 0u;
  if (isnan(a.re) || isnan(b.re)) return GP_FPE_I;
  return (a.re == b.re && (isnan(a.im) || isnan(b.im))) ? GP_FPE_I : 0u;
}
// |z|: an infinity from finite parts overflows
template <unsigned M, class T> GP_DEV unsigned gp_fpe_cabs(T r, gp_complex<T> x) {
  return ((M & GP_FPE_O) && isinf(r) && gp_fpe_cfin(x)) ? GP_FPE_O : 0u;
}

// ------------------------------------------------------------ casts (NumPy's, on x86-64)
template <class T> struct gp_fpe_is_complex { static const bool value = false; };
template <class T> struct gp_fpe_is_complex<gp_complex<T> > { static const bool value = true; };
// Float to integer goes through a 32-bit cvtt (to 8, 16 and 32-bit signed, 8 and 16-bit
// unsigned) or a 64-bit one (int64, uint32; uint64 from 2^63 on subtracts 2^63 first); a
// value outside its range (NaN, infinities) is invalid.  To a narrower float: an infinity
// from a finite value overflows, an inexact result below the normal range underflows.
template <class To> struct gp_fpe_cast_to {
  template <unsigned M> GP_DEV unsigned from(double x) {
    if (!(M & GP_FPE_I)) return 0u;
    if (gp_lim<To>::bits == 64 && !gp_lim<To>::is_signed)
      return (x < 9223372036854775808.0 ? !(x >= -9223372036854775808.0) : !(x < 18446744073709551616.0)) ? GP_FPE_I : 0u;
    if (gp_lim<To>::bits == 64 || (gp_lim<To>::bits == 32 && !gp_lim<To>::is_signed))
      return !(x >= -9223372036854775808.0 && x < 9223372036854775808.0) ? GP_FPE_I : 0u;
    return !(x > -2147483649.0 && x < 2147483648.0) ? GP_FPE_I : 0u;
  }
};
template <> struct gp_fpe_cast_to<bool> { template <unsigned M> GP_DEV unsigned from(double x) { return 0u; } };
template <> struct gp_fpe_cast_to<double> { template <unsigned M> GP_DEV unsigned from(double x) { return 0u; } };
template <> struct gp_fpe_cast_to<float> {
  template <unsigned M> GP_DEV unsigned from(double x) {
    const float r = (float)x;
    unsigned f = 0;
    if ((M & GP_FPE_O) && isinf(r) && isfinite(x)) f |= GP_FPE_O;
    if ((M & GP_FPE_U) && gp_fpe_sub0(r) && (double)r != x) f |= GP_FPE_U;
    return f;
  }
};
// to datetime64/timedelta64 (int64 counts): NaN is NaT, any other value outside int64 invalid
struct gp_fpe_time {};
template <> struct gp_fpe_cast_to<gp_fpe_time> {
  template <unsigned M> GP_DEV unsigned from(double x) {
    return ((M & GP_FPE_I) && !isnan(x) && !(x >= -9223372036854775808.0 && x < 9223372036854775808.0))
        ? GP_FPE_I : 0u;
  }
};
template <> struct gp_fpe_cast_to<gp_half> { template <unsigned M> GP_DEV unsigned from(double x) { return gp_fpe_half<M>(x); } };
template <class T> struct gp_fpe_cast_to<gp_complex<T> > {
  template <unsigned M> GP_DEV unsigned from(double x) { return gp_fpe_cast_to<T>().template from<M>(x); }
};
// the source's value (the real part of a complex one; the imaginary part too into complex)
template <unsigned M, class To, class F> GP_DEV unsigned gp_fpe_cast(F x) {
  return gp_fpe_cast_to<To>().template from<M>((double)x);
}
template <unsigned M, class To> GP_DEV unsigned gp_fpe_cast(gp_half x) {
  return gp_fpe_cast_to<To>().template from<M>((double)gp_h2f(x));
}
template <unsigned M, class To, class T> GP_DEV unsigned gp_fpe_cast(gp_complex<T> x) {
  unsigned f = gp_fpe_cast_to<To>().template from<M>((double)x.re);
  if (gp_fpe_is_complex<To>::value) f |= gp_fpe_cast_to<To>().template from<M>((double)x.im);
  return f;
}

// ------------------------------------------------------------ the record
// Each thread ORs its elements' categories into ``f``; when the kernel ends (the
// destructor) the lanes of a warp combine theirs and one lane records each category once per
// interval ``g`` between two host synchronizations: the first to swap g into the device word
// of the category writes g into the mapped host word, which the host reads after its next
// stream synchronization (no copy, no reset: a word holding an older g means nothing).
#ifdef __CUDA_ARCH__
struct gp_fpe_rec {
  unsigned f;
  unsigned* d;
  unsigned* h;
  unsigned g;
  __device__ __forceinline__ ~gp_fpe_rec() {
    const unsigned m = __activemask();
    const int lead = __ffs(m) - 1;
#pragma unroll
    for (int c = 0; c < 4; ++c) {
      const unsigned any = __ballot_sync(m, f & (1u << c));
      if (any && (int)(threadIdx.x & 31) == lead
          && *reinterpret_cast<volatile unsigned*>(d + c) != g && atomicExch(d + c, g) != g)
        *reinterpret_cast<volatile unsigned*>(h + c) = g;
    }
  }
};
#endif
