// gpnumpy device helpers: storage types, NumPy's casts, NumPy's integer and
// floating-point semantics.  Pasted ahead of every rendered kernel.
// Functions here follow NumPy's C loops (numpy/_core/src/umath, npymath), so a
// kernel gives NumPy's answer, not C's or CUDA's default.

typedef signed char gp_i1;   typedef unsigned char gp_u1;
typedef short gp_i2;         typedef unsigned short gp_u2;
typedef int gp_i4;           typedef unsigned int gp_u4;
typedef long long gp_i8;     typedef unsigned long long gp_u8;

#define GP_DEV static __device__ __forceinline__
#define GP_INF __longlong_as_double(0x7ff0000000000000LL)
#define GP_NAN __longlong_as_double(0x7ff8000000000000LL)

// ------------------------------------------------------------ traits
template <class T> struct gp_lim;
#define GP_LIM(T, U, S, BITS, MIN, MAX) \
  template <> struct gp_lim<T> { typedef U unsigned_t; static const bool is_signed = S; \
    static const int bits = BITS; GP_DEV T min() { return MIN; } GP_DEV T max() { return MAX; } };
GP_LIM(bool, unsigned char, false, 8, false, true)
GP_LIM(gp_i1, gp_u1, true, 8, -128, 127)
GP_LIM(gp_u1, gp_u1, false, 8, 0, 255)
GP_LIM(gp_i2, gp_u2, true, 16, -32768, 32767)
GP_LIM(gp_u2, gp_u2, false, 16, 0, 65535)
GP_LIM(gp_i4, gp_u4, true, 32, (-2147483647 - 1), 2147483647)
GP_LIM(gp_u4, gp_u4, false, 32, 0u, 4294967295u)
GP_LIM(gp_i8, gp_u8, true, 64, (-9223372036854775807LL - 1), 9223372036854775807LL)
GP_LIM(gp_u8, gp_u8, false, 64, 0ull, 18446744073709551615ull)

// ------------------------------------------------------------ float16
// Stored as its bits; arithmetic happens in float, as NumPy's half loops do.
struct gp_half { unsigned short x; };
// NaNs keep their sign and payload bits as in NumPy's half conversions (cvt would
// return the canonical NaN); everything else rounds to nearest even.
GP_DEV float gp_h2f(gp_half h) {
  if ((h.x & 0x7c00u) == 0x7c00u && (h.x & 0x03ffu))
    return __uint_as_float(((unsigned)(h.x & 0x8000u) << 16) | 0x7f800000u | ((unsigned)(h.x & 0x03ffu) << 13));
  float f; asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h.x)); return f;
}
GP_DEV gp_half gp_nan2h(unsigned sign, unsigned long long top10) {
  gp_half h; unsigned short r = (unsigned short)(0x7c00u + top10);
  if (r == 0x7c00u) ++r;
  h.x = (unsigned short)(sign | r); return h;
}
GP_DEV gp_half gp_f2h(float f) {
  if (isnan(f)) { unsigned b = __float_as_uint(f); return gp_nan2h((b >> 16) & 0x8000u, (b & 0x7fffffu) >> 13); }
  gp_half h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.x) : "f"(f)); return h;
}
GP_DEV gp_half gp_d2h(double d) {
  if (isnan(d)) {
    unsigned long long b = (unsigned long long)__double_as_longlong(d);
    return gp_nan2h((unsigned)(b >> 48) & 0x8000u, (b & 0xfffffffffffffULL) >> 42);
  }
  gp_half h; asm("cvt.rn.f16.f64 %0, %1;" : "=h"(h.x) : "d"(d)); return h;
}

// ------------------------------------------------------------ complex (storage and arithmetic)
template <class T> struct gp_complex { T re, im; };
typedef gp_complex<float> gp_c8;
typedef gp_complex<double> gp_c16;
template <class T> GP_DEV gp_complex<T> gp_cx(T re, T im) { gp_complex<T> z; z.re = re; z.im = im; return z; }
template <class T> GP_DEV gp_complex<T> operator+(gp_complex<T> a, gp_complex<T> b) { return gp_cx(a.re + b.re, a.im + b.im); }
template <class T> GP_DEV gp_complex<T> operator-(gp_complex<T> a, gp_complex<T> b) { return gp_cx(a.re - b.re, a.im - b.im); }
template <class T> GP_DEV gp_complex<T> operator-(gp_complex<T> a) { return gp_cx(-a.re, -a.im); }
// NumPy's SIMD loops multiply with one fused multiply-add per part.
template <class T> GP_DEV gp_complex<T> operator*(gp_complex<T> a, gp_complex<T> b) {
  return gp_cx(fma(a.re, b.re, -(a.im * b.im)), fma(a.re, b.im, a.im * b.re));
}
// ... while its scalar C code (npy_cpow) multiplies without fusing.
template <class T> GP_DEV gp_complex<T> gp_cmul_plain(gp_complex<T> a, gp_complex<T> b) {
  T rr = a.re * b.re, ii = a.im * b.im, ri = a.re * b.im, ir = a.im * b.re;
  return gp_cx(rr - ii, ri + ir);
}
// Smith's division, as NumPy's complex divide loop.
template <class T> GP_DEV gp_complex<T> operator/(gp_complex<T> a, gp_complex<T> b) {
  T abs_br = fabs(b.re), abs_bi = fabs(b.im);
  if (abs_br >= abs_bi) {
    if (abs_br == 0 && abs_bi == 0) return gp_cx(a.re / abs_br, a.im / abs_bi);
    T rat = b.im / b.re, scl = T(1) / (b.re + b.im * rat);
    return gp_cx((a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl);
  }
  T rat = b.re / b.im, scl = T(1) / (b.im + b.re * rat);
  return gp_cx((a.re * rat + a.im) * scl, (a.im * rat - a.re) * scl);
}
template <class T> GP_DEV bool operator==(gp_complex<T> a, gp_complex<T> b) { return a.re == b.re && a.im == b.im; }
template <class T> GP_DEV bool operator!=(gp_complex<T> a, gp_complex<T> b) { return !(a == b); }
// NumPy orders complex numbers lexicographically; a NaN imaginary part on either side makes
// the real parts' strict order false (NumPy's CLT/CLE), so maximum keeps 0+nanj over 1+1j.
template <class T> GP_DEV bool gp_cre_lt(gp_complex<T> a, gp_complex<T> b) { return a.re < b.re && !isnan(a.im) && !isnan(b.im); }
template <class T> GP_DEV bool operator<(gp_complex<T> a, gp_complex<T> b) { return gp_cre_lt(a, b) || (a.re == b.re && a.im < b.im); }
template <class T> GP_DEV bool operator<=(gp_complex<T> a, gp_complex<T> b) { return gp_cre_lt(a, b) || (a.re == b.re && a.im <= b.im); }
template <class T> GP_DEV bool operator>(gp_complex<T> a, gp_complex<T> b) { return b < a; }
template <class T> GP_DEV bool operator>=(gp_complex<T> a, gp_complex<T> b) { return b <= a; }
// NumPy's sort order (npysort's LT): NaN after everything else; complex numbers
// lexicographic with R+Rj < R+nanj < nan+Rj < nan+nanj.
// The bits b of an IEEE float (inf: the bits of +inf) as an unsigned key in NumPy's sort
// order: -0.0 equal to 0.0, every NaN the greatest (all ones), negatives reversed.
template <class UT> GP_DEV UT gp_float_key(UT b, UT inf) {
  const UT sign = (UT)((UT)1 << (sizeof(UT) * 8 - 1));
  const UT a = (UT)(b & (UT)~sign);
  if (a > inf) return (UT)~(UT)0;
  if (a == 0) return sign;
  return (b & sign) ? (UT)~b : (UT)(b | sign);
}
template <class T> GP_DEV bool gp_sort_lt(T a, T b) { return a < b; }
GP_DEV bool gp_sort_lt(float a, float b) { return a < b || (b != b && a == a); }
GP_DEV bool gp_sort_lt(double a, double b) { return a < b || (b != b && a == a); }
template <class T> GP_DEV bool gp_sort_lt(gp_complex<T> a, gp_complex<T> b) {
  if (a.re < b.re) return a.im == a.im || b.im != b.im;
  if (a.re > b.re) return b.im != b.im && a.im == a.im;
  if (a.re == b.re || (a.re != a.re && b.re != b.re)) return a.im < b.im || (b.im != b.im && a.im == a.im);
  return b.re != b.re;
}

// ------------------------------------------------------------ casts (NumPy's, on x86-64)
// Float to integer: out-of-range and NaN give what x86's cvtt gives NumPy.
GP_DEV gp_i4 gp_cvtt32(double x) { return (x != x || x >= 2147483648.0 || x <= -2147483649.0) ? (gp_i4)0x80000000 : (gp_i4)x; }
GP_DEV gp_i8 gp_cvtt64(double x) {
  return (x != x || x >= 9223372036854775808.0 || x < -9223372036854775808.0) ? (gp_i8)0x8000000000000000ULL : (gp_i8)x;
}
// (to uint64: a value from 2^63 up is cut as x - 2^63, its top bit set again; NaN, as every
// other value, is cut as it is: 2^63 where cvtt gives INT64_MIN, as NumPy's)
GP_DEV gp_u8 gp_cvtt_u64(double x) {
  return x >= 9223372036854775808.0 ? ((gp_u8)gp_cvtt64(x - 9223372036854775808.0) ^ 0x8000000000000000ULL) : (gp_u8)gp_cvtt64(x);
}

template <class To> struct gp_to {
  template <class F> GP_DEV To from(F x) { return static_cast<To>(x); }
  GP_DEV To from(gp_half x) { return from(gp_h2f(x)); }
  GP_DEV To from(float x) { return from((double)x); }
  GP_DEV To from(double x) {
    if (gp_lim<To>::bits == 64) return gp_lim<To>::is_signed ? (To)gp_cvtt64(x) : (To)gp_cvtt_u64(x);
    if (gp_lim<To>::bits == 32 && !gp_lim<To>::is_signed) return (To)gp_cvtt64(x);
    return (To)gp_cvtt32(x);
  }
  template <class T> GP_DEV To from(gp_complex<T> x) { return from(x.re); }
};
template <> struct gp_to<bool> {
  template <class F> GP_DEV bool from(F x) { return x != 0; }
  GP_DEV bool from(gp_half x) { return gp_h2f(x) != 0.0f; }
  template <class T> GP_DEV bool from(gp_complex<T> x) { return x.re != 0 || x.im != 0; }
};
template <> struct gp_to<float> {
  template <class F> GP_DEV float from(F x) { return (float)x; }
  GP_DEV float from(gp_half x) { return gp_h2f(x); }
  template <class T> GP_DEV float from(gp_complex<T> x) { return (float)x.re; }
};
template <> struct gp_to<double> {
  template <class F> GP_DEV double from(F x) { return (double)x; }
  GP_DEV double from(gp_half x) { return (double)gp_h2f(x); }
  template <class T> GP_DEV double from(gp_complex<T> x) { return (double)x.re; }
};
template <> struct gp_to<gp_half> {
  template <class F> GP_DEV gp_half from(F x) { return gp_d2h((double)x); }
  GP_DEV gp_half from(bool x) { return gp_f2h(x ? 1.0f : 0.0f); }
  GP_DEV gp_half from(gp_half x) { return x; }
  GP_DEV gp_half from(float x) { return gp_f2h(x); }
  GP_DEV gp_half from(double x) { return gp_d2h(x); }
  template <class T> GP_DEV gp_half from(gp_complex<T> x) { return from(x.re); }
};
template <class T> struct gp_to<gp_complex<T> > {
  template <class F> GP_DEV gp_complex<T> from(F x) { return gp_cx((T)x, (T)0); }
  GP_DEV gp_complex<T> from(gp_half x) { return gp_cx((T)gp_h2f(x), (T)0); }
  template <class U> GP_DEV gp_complex<T> from(gp_complex<U> x) { return gp_cx((T)x.re, (T)x.im); }
};
#define gp_cast(T, x) (gp_to<T>::from(x))

// ------------------------------------------------------------ truth, comparisons
template <class T> GP_DEV bool gp_bool(T x) { return gp_to<bool>::from(x); }
// Mixed int64/uint64 comparisons compare values, not C's converted bits.
template <class A, class B> GP_DEV bool gp_lt(A a, B b) { return a < b; }
GP_DEV bool gp_lt(gp_i8 a, gp_u8 b) { return a < 0 || (gp_u8)a < b; }
GP_DEV bool gp_lt(gp_u8 a, gp_i8 b) { return b >= 0 && a < (gp_u8)b; }
template <class A, class B> GP_DEV bool gp_eq(A a, B b) { return a == b; }
GP_DEV bool gp_eq(gp_i8 a, gp_u8 b) { return a >= 0 && (gp_u8)a == b; }
GP_DEV bool gp_eq(gp_u8 a, gp_i8 b) { return b >= 0 && a == (gp_u8)b; }
template <class A, class B> GP_DEV bool gp_le(A a, B b) { return gp_lt(a, b) || gp_eq(a, b); }
template <class T> GP_DEV bool gp_le(gp_complex<T> a, gp_complex<T> b) { return a <= b; }
template <class T> GP_DEV bool gp_le(T a, T b) { return a <= b; }

template <class T> GP_DEV bool gp_isnan(T x) { return false; }
GP_DEV bool gp_isnan(float x) { return isnan(x); }
GP_DEV bool gp_isnan(double x) { return isnan(x); }
template <class T> GP_DEV bool gp_isnan(gp_complex<T> x) { return isnan(x.re) || isnan(x.im); }
template <class T> GP_DEV bool gp_isinf(T x) { return false; }
GP_DEV bool gp_isinf(float x) { return isinf(x); }
GP_DEV bool gp_isinf(double x) { return isinf(x); }
template <class T> GP_DEV bool gp_isinf(gp_complex<T> x) { return isinf(x.re) || isinf(x.im); }
template <class T> GP_DEV bool gp_isfinite(T x) { return true; }
GP_DEV bool gp_isfinite(float x) { return isfinite(x); }
GP_DEV bool gp_isfinite(double x) { return isfinite(x); }
template <class T> GP_DEV bool gp_isfinite(gp_complex<T> x) { return isfinite(x.re) && isfinite(x.im); }

// maximum/minimum propagate NaN; fmax/fmin ignore it (NumPy's loop formulas).
template <class T> GP_DEV T gp_maximum(T a, T b) { return (a >= b || gp_isnan(a)) ? a : b; }
template <class T> GP_DEV T gp_minimum(T a, T b) { return (a <= b || gp_isnan(a)) ? a : b; }
template <class T> GP_DEV T gp_fmax(T a, T b) { return (a >= b || gp_isnan(b)) ? a : b; }
template <class T> GP_DEV T gp_fmin(T a, T b) { return (a <= b || gp_isnan(b)) ? a : b; }

// ------------------------------------------------------------ integer semantics
template <class T> GP_DEV T gp_floordiv(T a, T b) {
  if (gp_lim<T>::is_signed) {
    if (b == 0) return 0;
    if (b == (T)-1 && a == gp_lim<T>::min()) return a;
    T q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
  }
  return b == 0 ? (T)0 : (T)(a / b);
}
template <class T> GP_DEV T gp_remainder(T a, T b) {
  if (b == 0) return 0;
  if (gp_lim<T>::is_signed) {
    if (b == (T)-1) return 0;
    T r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
  }
  return a % b;
}
template <class T> GP_DEV T gp_fmod(T a, T b) {
  if (b == 0) return 0;
  if (gp_lim<T>::is_signed && b == (T)-1) return 0;
  return a % b;
}
// Integer power by squaring, wrapping as NumPy does (unsigned arithmetic avoids C's UB).
template <class T> GP_DEV T gp_ipow(T a, T b) {
  typedef typename gp_lim<T>::unsigned_t U;
  if (b == 0) return 1;
  U base = (U)a, out = 1;
  U e = (U)b;
  while (e) { if (e & 1) out = (U)(out * base); base = (U)(base * base); e >>= 1; }
  return (T)out;
}
template <class T> GP_DEV T gp_lshift(T a, T b) {
  typedef typename gp_lim<T>::unsigned_t U;
  return ((unsigned long long)b < (unsigned long long)gp_lim<T>::bits) ? (T)(U)((U)a << b) : (T)0;
}
template <class T> GP_DEV T gp_rshift(T a, T b) {
  if ((unsigned long long)b < (unsigned long long)gp_lim<T>::bits) return (T)(a >> b);
  return (gp_lim<T>::is_signed && a < 0) ? (T)-1 : (T)0;
}
template <class T> GP_DEV T gp_iabs(T a) { return (gp_lim<T>::is_signed && a < 0) ? (T)(0 - a) : a; }
// A float's magnitude: its sign bit cleared, a NaN's too (NumPy's abs/fabs). In PTX, which
// the compiler cannot turn into abs.f32/f64: those may keep a NaN's sign (the H200's does).
GP_DEV float gp_fabs(float x) {
  unsigned r; asm("and.b32 %0, %1, 0x7fffffff;" : "=r"(r) : "r"(__float_as_uint(x))); return __uint_as_float(r);
}
GP_DEV double gp_fabs(double x) {
  unsigned long long r;
  asm("and.b64 %0, %1, 0x7fffffffffffffff;" : "=l"(r) : "l"((unsigned long long)__double_as_longlong(x)));
  return __longlong_as_double((long long)r);
}
// gcd in the unsigned magnitudes, as NumPy's: gcd(int8 -128, 96) is 32, not -32
template <class T> GP_DEV T gp_gcd(T a, T b) {
  typedef typename gp_lim<T>::unsigned_t U;
  U x = (U)gp_iabs(a), y = (U)gp_iabs(b);
  while (x != 0) { U c = x; x = (U)(y % x); y = c; }
  return (T)y;
}
template <class T> GP_DEV T gp_lcm(T a, T b) {
  T g = gp_gcd(a, b);
  return g == 0 ? (T)0 : (T)(gp_iabs(a) / g * gp_iabs(b));
}
template <class T> GP_DEV gp_u1 gp_popcount(T a) {
  typedef typename gp_lim<T>::unsigned_t U;
  return (gp_u1)__popcll((unsigned long long)(U)gp_iabs(a));
}
template <class T> GP_DEV T gp_isign(T a) { return (T)((a > 0) - (a < 0)); }
// NumPy's integer reciprocal computes 1.0/x and casts back (x86 cvtt for 1/0).
template <class T> GP_DEV T gp_ireciprocal(T a) { return gp_to<T>::from(1.0 / (double)a); }

// ------------------------------------------------------------ floating semantics
// npy_divmod: floor division and Python's modulo, signs and zeros as NumPy.
template <class T> GP_DEV T gp_fdivmod(T a, T b, T* modulus) {
  T mod = fmod(a, b);
  if (!b) { *modulus = mod; return a / b; }
  T div = (a - mod) / b;
  if (mod) {
    if ((b < 0) != (mod < 0)) { mod += b; div -= T(1); }
  } else {
    mod = copysign(T(0), b);
  }
  T floordiv;
  if (div) {
    floordiv = floor(div);
    if (div - floordiv > T(0.5)) floordiv += T(1);
  } else {
    floordiv = copysign(T(0), a / b);
  }
  *modulus = mod;
  return floordiv;
}
template <class T> GP_DEV T gp_ffloordiv(T a, T b) { T m; return gp_fdivmod(a, b, &m); }
template <class T> GP_DEV T gp_fremainder(T a, T b) {
  if (!b) return fmod(a, b);
  T m; gp_fdivmod(a, b, &m); return m;
}
template <class T> GP_DEV T gp_fsign(T x) { return x > 0 ? T(1) : (x < 0 ? T(-1) : (x == 0 ? T(0) : x)); }
template <class T> GP_DEV T gp_heaviside(T x, T h0) { return x < 0 ? T(0) : (x == 0 ? h0 : (x > 0 ? T(1) : x)); }
template <class T> GP_DEV T gp_logaddexp(T x, T y) {
  if (x == y) return x + T(0.693147180559945309417232121458176568);
  T t = x - y;
  if (t > 0) return x + log1p(exp(-t));
  if (t <= 0) return y + log1p(exp(t));
  return t;
}
template <class T> GP_DEV T gp_logaddexp2(T x, T y) {
  const T log2e = T(1.442695040888963407359924681001892137);
  if (x == y) return x + T(1);
  T t = x - y;
  if (t > 0) return x + log2e * log1p(exp2(-t));
  if (t <= 0) return y + log2e * log1p(exp2(t));
  return t;
}
template <class T> GP_DEV T gp_frexp(T x, int* e) {
  if (!isfinite(x) || x == 0) { *e = 0; return x + x; }
  return frexp(x, e);
}
template <class T> GP_DEV T gp_spacing(T x) {
  if (isinf(x) || isnan(x)) return GP_NAN;
  if (x == 0) return nextafter(T(0), (T)GP_INF);   // +-0: the smallest positive step
  return nextafter(x, copysign((T)GP_INF, x)) - x;
}
// float16 steps on its own bits.
GP_DEV float gp_half_nextafter(float xf, float yf) {
  if (isnan(xf) || isnan(yf)) return GP_NAN;
  if (xf == yf) return yf;                                     // also +0 vs -0
  unsigned short x = gp_f2h(xf).x, y = gp_f2h(yf).x, r;
  if ((x & 0x7fff) == 0) r = (unsigned short)((y & 0x8000) | 1);  // smallest subnormal toward y
  else if ((xf < yf) == !(x & 0x8000)) r = x + 1;              // away from zero
  else r = x - 1;                                              // toward zero
  gp_half h; h.x = r; return gp_h2f(h);
}
// NumPy's half spacing is the size of the ulp at x, always positive (at a
// negative power of two, the smaller ulp below it).
GP_DEV float gp_half_spacing(float xf) {
  unsigned short h = gp_f2h(xf).x, e = h & 0x7c00, sig = h & 0x03ff, r;
  if (e == 0x7c00) return GP_NAN;
  if (h == 0x7bff) return GP_INF;
  if ((h & 0x8000) && sig == 0)
    r = e > 0x2c00 ? e - 0x2c00 : (e > 0x0400 ? 1 << ((e >> 10) - 2) : 1);
  else
    r = e > 0x2800 ? e - 0x2800 : (e > 0x0400 ? 1 << ((e >> 10) - 1) : 1);
  gp_half out; out.x = r; return gp_h2f(out);
}

// ------------------------------------------------------------ complex helpers that need no library
// |z| as NumPy's SIMD loop computes it: big * sqrt(1 + (small/big)^2).
template <class T> GP_DEV T gp_hypot_scaled(T x, T y) {
  T a = fabs(x), b = fabs(y);
  if (isinf(a) || isinf(b)) return (T)GP_INF;
  if (isnan(a) || isnan(b)) return (T)GP_NAN;
  T big = a > b ? a : b, small = a > b ? b : a;
  T r = big == 0 ? T(0) : small / big;
  return sqrt(fma(r, r, T(1))) * big;
}
template <class T> GP_DEV T gp_cabs(gp_complex<T> z) { return gp_hypot_scaled(z.re, z.im); }
// Real hypot: float through double is exact enough to round like libm.
GP_DEV float gp_hypot(float x, float y) { return (float)hypot((double)x, (double)y); }
GP_DEV double gp_hypot(double x, double y) { return gp_hypot_scaled(x, y); }
template <class T> GP_DEV gp_complex<T> gp_conj(gp_complex<T> z) { return gp_cx(z.re, -z.im); }
template <class T> GP_DEV T gp_conj(T x) { return x; }
template <class T> GP_DEV gp_complex<T> gp_csquare(gp_complex<T> z) { return z * z; }
template <class T> GP_DEV gp_complex<T> gp_creciprocal(gp_complex<T> z) {
  if (fabs(z.im) <= fabs(z.re)) { T r = z.im / z.re, d = z.re + z.im * r; return gp_cx(T(1) / d, -r / d); }
  T r = z.re / z.im, d = z.re * r + z.im; return gp_cx(r / d, T(-1) / d);
}
template <class T> GP_DEV gp_complex<T> gp_csign(gp_complex<T> z) {
  if (isnan(z.re) || isnan(z.im)) return gp_cx((T)GP_NAN, (T)GP_NAN);
  T a = hypot(z.re, z.im);
  if (a == 0) return gp_cx(T(0), T(0));
  if (isinf(a)) {
    if (isinf(z.re) && isinf(z.im)) return gp_cx((T)GP_NAN, (T)GP_NAN);
    return gp_cx(isinf(z.re) ? copysign(T(1), z.re) : copysign(T(0), z.re),
                 isinf(z.im) ? copysign(T(1), z.im) : copysign(T(0), z.im));
  }
  return gp_cx(z.re / a, z.im / a);
}
template <class T> GP_DEV gp_complex<T> gp_crint(gp_complex<T> z) { return gp_cx(rint(z.re), rint(z.im)); }
template <class T> GP_DEV gp_complex<T> gp_cmaximum(gp_complex<T> a, gp_complex<T> b) { return (gp_isnan(a) || a >= b) ? a : b; }
template <class T> GP_DEV gp_complex<T> gp_cminimum(gp_complex<T> a, gp_complex<T> b) { return (gp_isnan(a) || a <= b) ? a : b; }
template <class T> GP_DEV gp_complex<T> gp_cfmax(gp_complex<T> a, gp_complex<T> b) { return (gp_isnan(b) || a >= b) ? a : b; }
template <class T> GP_DEV gp_complex<T> gp_cfmin(gp_complex<T> a, gp_complex<T> b) { return (gp_isnan(b) || a <= b) ? a : b; }

// ------------------------------------------------------------ vector access
template <class T, int N> struct __align__((sizeof(T) * N >= 16) ? 16 : sizeof(T) * N) gp_vec { T v[N]; };

// ------------------------------------------------------------ flags between blocks (look-backs)
// A value stored before gp_st_release(flag) is seen by a block whose gp_ld_acquire saw the flag.
GP_DEV unsigned gp_ld_acquire(const unsigned* p) {
  unsigned v;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}
GP_DEV void gp_st_release(unsigned* p, unsigned v) {
  asm volatile("st.release.gpu.global.u32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}

// ------------------------------------------------------------ warp shuffles for any compute type
// gp_shfl_down / gp_shfl_up (by o lanes) and gp_shfl (from lane o), full warp.
#define GP_SHFL(NAME, INTR) \
  GP_DEV float NAME(float v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV double NAME(double v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV gp_i8 NAME(gp_i8 v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV gp_u8 NAME(gp_u8 v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV gp_i4 NAME(gp_i4 v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV gp_u4 NAME(gp_u4 v, int o) { return INTR(0xffffffffu, v, o); } \
  GP_DEV gp_i2 NAME(gp_i2 v, int o) { return (gp_i2)INTR(0xffffffffu, (int)v, o); } \
  GP_DEV gp_u2 NAME(gp_u2 v, int o) { return (gp_u2)INTR(0xffffffffu, (unsigned)v, o); } \
  GP_DEV gp_i1 NAME(gp_i1 v, int o) { return (gp_i1)INTR(0xffffffffu, (int)v, o); } \
  GP_DEV gp_u1 NAME(gp_u1 v, int o) { return (gp_u1)INTR(0xffffffffu, (unsigned)v, o); } \
  GP_DEV bool NAME(bool v, int o) { return INTR(0xffffffffu, (int)v, o) != 0; } \
  template <class T> GP_DEV gp_complex<T> NAME(gp_complex<T> v, int o) { \
    return gp_cx(NAME(v.re, o), NAME(v.im, o)); }
GP_SHFL(gp_shfl_down, __shfl_down_sync)
GP_SHFL(gp_shfl_up, __shfl_up_sync)
GP_SHFL(gp_shfl, __shfl_sync)
#undef GP_SHFL

// (value, index) pairs of argmax/argmin: the better value wins, NaN beats every number
// (the first NaN), and of equal values the lower index, whatever the combining order.
template <class T> struct gp_arg { T v; long long i; };
template <class T> GP_DEV gp_arg<T> gp_shfl_down(gp_arg<T> a, int o) {
  gp_arg<T> r; r.v = gp_shfl_down(a.v, o); r.i = gp_shfl_down(a.i, o); return r;
}
template <bool MAX, class T> GP_DEV gp_arg<T> gp_argbest(gp_arg<T> a, gp_arg<T> b) {
  const bool na = gp_isnan(a.v), nb = gp_isnan(b.v);
  bool take;
  if (na || nb) take = nb && (!na || b.i < a.i);
  else take = (MAX ? a.v < b.v : b.v < a.v) || (b.v == a.v && b.i < a.i);
  return take ? b : a;
}

// One thread's step over its own elements, met in increasing index order: only a strictly
// better value or a NaN over a number replaces the best so far (ties keep the earlier), and
// the first element always (the neutral's index).
template <bool MAX, class T> GP_DEV bool gp_argbetter(const T b, const T a) {
  return (MAX ? a < b : b < a) || (gp_isnan(b) && !gp_isnan(a));
}
template <bool MAX, class T> GP_DEV void gp_argstep(gp_arg<T>& a, const gp_arg<T> b) {
  if (a.i == 0x7fffffffffffffffLL || gp_argbetter<MAX>(b.v, a.v)) a = b;
}

// Atomic read-modify-write of one element: a CAS loop on the element (4, 8 or, from
// sm_90 on, 16 bytes: complex128, 16-byte aligned) or on the aligned 32-bit word holding it
// (1 or 2 bytes).
template <int N> struct gp_word { typedef unsigned T; };
template <> struct gp_word<8> { typedef unsigned long long T; };
template <class T, class F> GP_DEV void gp_atomic_apply(T* addr, F f) {
  if (sizeof(T) == 4 || sizeof(T) == 8) {
    typedef typename gp_word<sizeof(T)>::T W;
    W* w = reinterpret_cast<W*>(addr);
    W old = *reinterpret_cast<volatile W*>(w), assumed;
    do {
      assumed = old;
      T cur; memcpy(&cur, &assumed, sizeof(T));
      T nv = f(cur);
      W nw; memcpy(&nw, &nv, sizeof(T));
      old = atomicCAS(w, assumed, nw);
    } while (old != assumed);
  } else if (sizeof(T) == 16) {
#if __CUDA_ARCH__ >= 900
    struct __align__(16) W { unsigned long long lo, hi; };
    W* w = reinterpret_cast<W*>(addr);
    W old, assumed;
    old.lo = reinterpret_cast<volatile unsigned long long*>(w)[0];
    old.hi = reinterpret_cast<volatile unsigned long long*>(w)[1];
    do {
      assumed = old;
      T cur; memcpy(&cur, &assumed, sizeof(T));
      T nv = f(cur);
      W nw; memcpy(&nw, &nv, sizeof(T));
      old = atomicCAS(w, assumed, nw);
    } while (old.lo != assumed.lo || old.hi != assumed.hi);
#endif
  } else {
    const unsigned long long a = reinterpret_cast<unsigned long long>(addr);
    unsigned* w = reinterpret_cast<unsigned*>(a & ~3ULL);
    const int sh = (int)(a & 3) * 8;
    const unsigned mask = (sizeof(T) == 1 ? 0xffu : 0xffffu) << sh;
    unsigned old = *reinterpret_cast<volatile unsigned*>(w), assumed;
    do {
      assumed = old;
      unsigned bits = (assumed & mask) >> sh;
      T cur; memcpy(&cur, &bits, sizeof(T));
      T nv = f(cur);
      unsigned nb = 0; memcpy(&nb, &nv, sizeof(T));
      old = atomicCAS(w, assumed, (assumed & ~mask) | (nb << sh));
    } while (old != assumed);
  }
}

