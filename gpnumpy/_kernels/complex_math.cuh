// Complex elementary functions with NumPy's answers.  NumPy calls the C library's (glibc's)
// cexp, clog, csqrt, csin, ..., casin, ..., cpow: C99 Annex G special values (the signs of
// zeros, infinities and NaNs as glibc gives them, including its choices where Annex G leaves
// a sign open) and results within an ulp or two for every finite argument, tiny or huge.
// The finite-argument algorithms follow from the identities noted at each function (the
// inverse functions after Hull, Fairgrieve and Tang, ACM TOMS 23(3), 1997).  No library:
// a kernel with complex math compiles as fast as any other.
// complex64 evaluates in double and rounds once (CUDA's float functions are 1 to 3 ulp off,
// glibc's about 1: in double the result is within an ulp of glibc's).

// The functions are large (and so are the libm functions they call, all inlined): an unrolled
// loop calls one copy rather than compiling several.
#define GP_CFN static __device__ __noinline__

template <class T> struct gp_cm;
template <> struct gp_cm<double> {
  GP_DEV double eps() { return 2.220446049250313080847e-16; }         // 2^-52
  GP_DEV double max() { return 1.797693134862315708145e308; }
  GP_DEV double min() { return 2.225073858507201383090e-308; }        // smallest normal
  GP_DEV double exp_max() { return 709.0; }      // exp(x) and cosh(x) finite below
  GP_DEV double tanh_big() { return 354.0; }     // sinh(x)^2 finite below
  GP_DEV double up() { return 0x1p108; }         // scale (an even power of 2) for subnormal csqrt
  GP_DEV double down() { return 0x1p-54; }       // its square root, inverted
};
template <> struct gp_cm<float> {
  GP_DEV float eps() { return 1.1920928955078125e-7f; }
  GP_DEV float max() { return 3.402823466e38f; }
  GP_DEV float min() { return 1.175494351e-38f; }
  GP_DEV float exp_max() { return 88.0f; }
  GP_DEV float tanh_big() { return 44.0f; }
  GP_DEV float up() { return 0x1p50f; }
  GP_DEV float down() { return 0x1p-25f; }
};
#define GP_PI(T) T(3.141592653589793238462643383279502884)
#define GP_PI_2(T) T(1.570796326794896619231321691639751442)
#define GP_PI_4(T) T(0.785398163397448309615660845819875721)
#define GP_LN2(T) T(0.693147180559945309417232121458176568)

// --------------------------------------------------------------- helpers
// s + e == a + b exactly (Knuth's two-sum).
template <class T> GP_DEV void gp_two_sum(T a, T b, T* s, T* e) {
  T r = a + b, bb = r - a;
  *s = r;
  *e = (a - (r - bb)) + (b - bb);
}
// x^2 + y^2 - 1 without cancellation: the squares split exactly (fma), the sum compensated.
template <class T> GP_DEV T gp_x2y2m1(T x, T y) {
  T xh = x * x, xl = fma(x, x, -xh), yh = y * y, yl = fma(y, y, -yh);
  T s1, e1, s2, e2;
  gp_two_sum(xh, T(-1), &s1, &e1);
  gp_two_sum(s1, yh, &s2, &e2);
  return s2 + (((xl + yl) + e1) + e2);
}
// log(hypot(a, b)) for a >= b >= 0, a > 0 finite: no overflow, no underflow, and near
// |z| = 1 half log1p of the exact a^2 + b^2 - 1.
template <class T> GP_DEV T gp_log_abs(T a, T b) {
  if (a >= T(0.5) && a <= T(2)) {
    T s = gp_x2y2m1(a, b);
    if (s >= T(-0.5) && s <= T(1)) return T(0.5) * log1p(s);
  }
  T q = b / a;
  return log(a) + T(0.5) * log1p(q * q);
}
// NaN signs.  x86 negates a NaN by flipping its sign bit and passes a NaN operand through an
// operation with its sign, and glibc's answers carry that sign into zeros and infinities
// (catan(inf + nan j) = pi/2 + copysign(0, nan) j).  The GPU's negation and float arithmetic
// may return a NaN of their own, and the compiler may rewrite a sign-bit flip or a select of
// a NaN operand into them: these two helpers hide the value from it (inline PTX).
#ifdef __CUDA_ARCH__
GP_DEV double gp_flip(double x) {
  long long r;
  asm("xor.b64 %0, %1, 0x8000000000000000;" : "=l"(r) : "l"(__double_as_longlong(x)));
  return __longlong_as_double(r);
}
GP_DEV float gp_flip(float x) {
  int r;
  asm("xor.b32 %0, %1, 0x80000000;" : "=r"(r) : "r"(__float_as_int(x)));
  return __int_as_float(r);
}
GP_DEV double gp_opaque(double x) { double r; asm("mov.b64 %0, %1;" : "=d"(r) : "d"(x)); return r; }
GP_DEV float gp_opaque(float x) { float r; asm("mov.b32 %0, %1;" : "=f"(r) : "f"(x)); return r; }
#else
template <class T> GP_DEV T gp_flip(T x) { return -x; }
template <class T> GP_DEV T gp_opaque(T x) { return x; }
#endif
// i z, i.e. (-y, x)
template <class T> GP_DEV gp_complex<T> gp_times_i(gp_complex<T> z) { return gp_cx(gp_flip(z.im), z.re); }
// x k, a NaN x passed through as it is
template <class T> GP_DEV T gp_nan_keep_mul(T x, T k) { T p = x * k; return isnan(x) ? gp_opaque(x) : p; }
// sqrt(x^2 + y^2) correctly rounded but for rare ties, as glibc's hypot: the squares split
// exactly (fma), one Newton step on the square root, scaled by powers of 2 away from overflow
// and underflow.  (CUDA's hypot errs by an ulp and overflows at the largest doubles.)
GP_DEV double gp_chypot(double x, double y) {
  double a = fabs(x), b = fabs(y);
  if (isinf(a) || isinf(b)) return (double)GP_INF;
  if (isnan(a) || isnan(b)) return a + b;
  if (a < b) { double t = a; a = b; b = t; }
  if (b == 0) return a;
  double up = 1, down = 1;
  if (a > 0x1p500) { up = 0x1p-600; down = 0x1p600; }
  else if (a < 0x1p-500) { up = 0x1p600; down = 0x1p-600; }
  a *= up; b *= up;
  double aa = a * a, ea = fma(a, a, -aa), bb = b * b, eb = fma(b, b, -bb);
  double s = aa + bb, e = ((aa - s) + bb) + (ea + eb);   // s + e = a^2 + b^2 (aa >= bb)
  double h = sqrt(s);
  h += (fma(-h, h, s) + e) / (2 * h);
  return h * down;
}
// float: in double, rounded once (glibc's hypotf)
GP_DEV float gp_chypot(float x, float y) {
  double a = x, b = y;
  if (isinf(a) || isinf(b)) return (float)GP_INF;
  return (float)sqrt(a * a + b * b);
}
// C's complex multiplication (Annex G.5.1): the plain products, and infinities recovered
// where they came out NaN + NaN i.
template <class T> GP_DEV gp_complex<T> gp_cmul_c99(gp_complex<T> u, gp_complex<T> v) {
  T a = u.re, b = u.im, c = v.re, d = v.im;
  T ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  T x = ac - bd, y = ad + bc;
  if (isnan(x) && isnan(y)) {
    bool again = false;
    if (isinf(a) || isinf(b)) {
      a = copysign(isinf(a) ? T(1) : T(0), a); b = copysign(isinf(b) ? T(1) : T(0), b);
      if (isnan(c)) c = copysign(T(0), c);
      if (isnan(d)) d = copysign(T(0), d);
      again = true;
    }
    if (isinf(c) || isinf(d)) {
      c = copysign(isinf(c) ? T(1) : T(0), c); d = copysign(isinf(d) ? T(1) : T(0), d);
      if (isnan(a)) a = copysign(T(0), a);
      if (isnan(b)) b = copysign(T(0), b);
      again = true;
    }
    if (!again && (isinf(ac) || isinf(bd) || isinf(ad) || isinf(bc))) {
      if (isnan(a)) a = copysign(T(0), a);
      if (isnan(b)) b = copysign(T(0), b);
      if (isnan(c)) c = copysign(T(0), c);
      if (isnan(d)) d = copysign(T(0), d);
      again = true;
    }
    if (again) { x = (T)GP_INF * (a * c - b * d); y = (T)GP_INF * (a * d + b * c); }
  }
  return gp_cx(x, y);
}
GP_DEV gp_complex<double> gp_wide(gp_complex<float> z) { return gp_cx((double)z.re, (double)z.im); }
GP_DEV gp_complex<float> gp_narrow(gp_complex<double> z) { return gp_cx((float)z.re, (float)z.im); }

// --------------------------------------------------------------- exp, log, sqrt
template <class T> GP_CFN gp_complex<T> gp_cexp(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isfinite(x)) {
    if (!isfinite(y)) return gp_cx((T)GP_NAN, (T)GP_NAN);
    if (y == 0) return gp_cx(exp(x), y);
    T c = cos(y), s = sin(y);
    if (x < gp_cm<T>::exp_max()) { T e = exp(x); return gp_cx(e * c, e * s); }
    T h = exp(x * T(0.5));                  // exp(x) = h * h, each factor finite further out
    return gp_cx((h * c) * h, (h * s) * h);
  }
  if (isinf(x)) {
    if (isfinite(y)) {
      T v = x > 0 ? x : T(0);
      if (y == 0) return gp_cx(v, y);
      return gp_cx(copysign(v, cos(y)), copysign(v, sin(y)));
    }
    if (x > 0) return gp_cx(x, y - y);
    return gp_cx(T(0), copysign(T(0), y));
  }
  return gp_cx(x, y == 0 ? y : (T)GP_NAN);
}
// log|z| + i arg z
template <class T> GP_CFN gp_complex<T> gp_clog(gp_complex<T> z) {
  T a = fabs(z.re), b = fabs(z.im), arg = atan2(z.im, z.re);
  if (isinf(a) || isinf(b)) return gp_cx((T)GP_INF, arg);
  if (isnan(a) || isnan(b)) return gp_cx((T)GP_NAN, (T)GP_NAN);
  if (a < b) { T t = a; a = b; b = t; }
  if (a == 0) return gp_cx(T(-1) / a, arg);      // -inf (and divide-by-zero, as C's)
  return gp_cx(gp_log_abs(a, b), arg);
}
// sqrt(x + iy) = t + i y/(2t) for x >= 0, |y|/(2t) + i sign(y) t for x < 0, t = sqrt((|x| + |z|)/2)
template <class T> GP_CFN gp_complex<T> gp_csqrt(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isinf(y)) return gp_cx((T)GP_INF, y);
  if (isinf(x)) {
    if (x > 0) return gp_cx(x, isnan(y) ? y : copysign(T(0), y));
    return gp_cx(isnan(y) ? y : T(0), copysign((T)GP_INF, y));
  }
  if (isnan(x) || isnan(y)) return gp_cx((T)GP_NAN, (T)GP_NAN);
  if (x == 0 && y == 0) return gp_cx(T(0), y);
  T ax = fabs(x), ay = fabs(y), k = T(1);
  if (ax > gp_cm<T>::max() / 4 || ay > gp_cm<T>::max() / 4) {   // |x| + |z| would overflow
    ax *= T(0.25); ay *= T(0.25); k = T(2);
  } else if (ax < 4 * gp_cm<T>::min() && ay < 4 * gp_cm<T>::min()) {  // halving would round
    ax *= gp_cm<T>::up(); ay *= gp_cm<T>::up(); k = gp_cm<T>::down();
  }
  T t, u;
  if (ax == 0) { t = sqrt(T(0.5) * ay); u = t; }
  else { t = sqrt(T(0.5) * (ax + gp_chypot(ax, ay))); u = T(0.5) * (ay / t); }
  t *= k; u *= k;
  return x >= 0 ? gp_cx(t, copysign(u, y)) : gp_cx(u, copysign(t, y));
}

// --------------------------------------------------------------- hyperbolic and circular
// (sinh x cos y, cosh x sin y), finite x and y; past exp_max through exp(|x|/2)^2 / 2.
template <class T> GP_DEV gp_complex<T> gp_sinh_cis(T x, T y) {
  if (y == 0) return gp_cx(sinh(x), y);
  T c = cos(y), s = sin(y);
  if (fabs(x) < gp_cm<T>::exp_max()) return gp_cx(sinh(x) * c, cosh(x) * s);
  T h = exp(fabs(x) * T(0.5)), hh = T(0.5) * h;
  return gp_cx(copysign(T(1), x) * ((hh * c) * h), (hh * s) * h);
}
// (cosh x cos y, sinh x sin y), finite x and y.
template <class T> GP_DEV gp_complex<T> gp_cosh_cis(T x, T y) {
  if (y == 0) return gp_cx(cosh(x), copysign(T(1), x) * y);
  T c = cos(y), s = sin(y);
  if (fabs(x) < gp_cm<T>::exp_max()) return gp_cx(cosh(x) * c, sinh(x) * s);
  T h = exp(fabs(x) * T(0.5)), hh = T(0.5) * h;
  return gp_cx((hh * c) * h, copysign(T(1), x) * ((hh * s) * h));
}
template <class T> GP_CFN gp_complex<T> gp_csinh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isfinite(x)) {
    if (isfinite(y)) return gp_sinh_cis(x, y);
    return x == 0 ? gp_cx(x, y - y) : gp_cx((T)GP_NAN, (T)GP_NAN);
  }
  if (isinf(x)) {
    if (y == 0) return gp_cx(x, y);
    if (isfinite(y)) return gp_cx(copysign((T)GP_INF, cos(y)) * copysign(T(1), x), copysign((T)GP_INF, sin(y)));
    return gp_cx((T)GP_INF, y - y);
  }
  return gp_cx(x, y == 0 ? y : (T)GP_NAN);
}
template <class T> GP_CFN gp_complex<T> gp_ccosh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isfinite(x)) {
    if (isfinite(y)) return gp_cosh_cis(x, y);
    return gp_cx(y - y, x == 0 ? T(0) : (T)GP_NAN);
  }
  if (isinf(x)) {
    if (y == 0) return gp_cx((T)GP_INF, y * copysign(T(1), x));
    if (isfinite(y)) return gp_cx(copysign((T)GP_INF, cos(y)), copysign((T)GP_INF, sin(y)) * copysign(T(1), x));
    return gp_cx((T)GP_INF, y - y);
  }
  return gp_cx(x, y == 0 ? y : (T)GP_NAN);
}
// sin(x + iy) = sin x cosh y + i cos x sinh y
template <class T> GP_CFN gp_complex<T> gp_csin(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isfinite(y)) {
    if (isfinite(x)) { gp_complex<T> w = gp_sinh_cis(y, x); return gp_cx(w.im, w.re); }
    return y == 0 ? gp_cx(x - x, y) : gp_cx((T)GP_NAN, (T)GP_NAN);
  }
  if (isinf(y)) {
    if (x == 0) return gp_cx(x, y);
    if (isfinite(x)) return gp_cx(copysign((T)GP_INF, sin(x)), copysign((T)GP_INF, cos(x)) * copysign(T(1), y));
    return gp_cx(x - x, (T)GP_INF);
  }
  return gp_cx(x == 0 ? x : (T)GP_NAN, (T)GP_NAN);
}
// cos z = cosh(iz)
template <class T> GP_DEV gp_complex<T> gp_ccos(gp_complex<T> z) { return gp_ccosh(gp_times_i(z)); }
// tanh(x + iy) = (sinh x cosh x + i sin y cos y) / (sinh^2 x + cos^2 y)
template <class T> GP_CFN gp_complex<T> gp_ctanh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isinf(x)) {
    T im = copysign(T(0), y);
    if (isfinite(y) && fabs(y) > 1) im = copysign(T(0), sin(y) * cos(y));
    return gp_cx(copysign(T(1), x), im);
  }
  if (!isfinite(x) || !isfinite(y)) {
    if (y == 0) return z;
    return gp_cx(x == 0 ? x : (T)GP_NAN, (T)GP_NAN);
  }
  T s = sin(y), c = cos(y);
  T ax = fabs(x), big = gp_cm<T>::tanh_big();
  if (ax > big) {
    // real part 1 to rounding; imaginary sin y cos y / sinh^2 x = 4 sin y cos y exp(-2|x|)
    T e = exp(2 * big), im = (4 * s * c) / e;
    im = ax - big > big ? im / e : im / exp(2 * (ax - big));
    return gp_cx(copysign(T(1), x), im);
  }
  T sh = sinh(x), ch = cosh(x), den = sh * sh + c * c;
  return gp_cx(sh * ch / den, s * c / den);
}
// tan z = -i tanh(iz)
template <class T> GP_DEV gp_complex<T> gp_ctan(gp_complex<T> z) {
  gp_complex<T> w = gp_ctanh(gp_times_i(z));
  return gp_cx(w.im, -w.re);
}

// --------------------------------------------------------------- inverse functions
// For x, y >= 0 finite, (re, im) with asin(x + iy) = re + i im (want_acos false) or
// acos(x + iy) = re - i im (want_acos true).  With R = |z + 1|, S = |z - 1|, A = (R + S)/2 >= 1
// and B = x/A <= 1: asin z = asin B + i log(A + sqrt(A^2 - 1)), acos z = acos B - i log(...).
// A - 1 and A - x come without cancellation from R - (x + 1) = y^2/(R + x + 1) and
// S - |1 - x| = y^2/(S + |1 - x|); where B is near 1, asin B = atan(x / sqrt(A^2 - x^2)).
// Past 1/eps, A = |z| to rounding: log(2|z|) and arg.
template <class T> GP_CFN gp_complex<T> gp_asin_core(T x, T y, bool want_acos) {
  const T big = T(1) / gp_cm<T>::eps();
  if (x > big || y > big) {
    T m = x > y ? x : y, n = x > y ? y : x, q = n / m;
    return gp_cx(want_acos ? atan2(y, x) : atan2(x, y),
                 (log(m) + T(0.5) * log1p(q * q)) + GP_LN2(T));
  }
  T xp1 = x + 1, R = gp_chypot(xp1, y), S = gp_chypot(x - 1, y);
  T A = T(0.5) * (R + S), B = x / A, im, re;
  if (A <= T(1.5)) {
    if (x < 1) {
      T t = T(0.5) * (T(1) / (R + xp1) + T(1) / (S + (1 - x)));   // (A - 1) / y^2
      im = log1p(y * y * t + y * sqrt(t * (A + 1)));
    } else {
      T s = y * y / (R + xp1) + (S + (x - 1));                        // 2 (A - 1)
      im = log1p(T(0.5) * s + sqrt(s) * sqrt(T(0.5) * (A + 1)));
    }
  } else {
    im = log(A + sqrt(A * A - 1));
  }
  if (B <= T(0.6417)) {
    re = want_acos ? acos(B) : asin(B);
  } else {
    T f;                                                              // sqrt(A^2 - x^2)
    if (x <= 1) f = sqrt(T(0.5) * (A + x)) * sqrt(y * y / (R + xp1) + (S + (1 - x)));
    else f = y * sqrt(T(0.5) * ((A + x) / (R + xp1) + (A + x) / (S + (x - 1))));
    re = want_acos ? atan2(f, x) : atan2(x, f);
  }
  return gp_cx(re, im);
}
// asinh z = -i asin(iz)
template <class T> GP_DEV gp_complex<T> gp_casinh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isinf(y)) {
    if (isnan(x)) return gp_cx(copysign((T)GP_INF, x), x);
    return gp_cx(copysign((T)GP_INF, x), copysign(isinf(x) ? GP_PI_4(T) : GP_PI_2(T), y));
  }
  if (isinf(x)) return gp_cx(x, isnan(y) ? y : copysign(T(0), y));
  if (isnan(x)) return gp_cx(x, y == 0 ? y : (T)GP_NAN);
  if (isnan(y)) return gp_cx((T)GP_NAN, (T)GP_NAN);
  gp_complex<T> w = gp_asin_core(fabs(y), fabs(x), false);
  return gp_cx(copysign(w.im, x), copysign(w.re, y));
}
template <class T> GP_DEV gp_complex<T> gp_casin(gp_complex<T> z) {
  gp_complex<T> w = gp_casinh(gp_times_i(z));
  return gp_cx(w.im, -w.re);
}
template <class T> GP_DEV gp_complex<T> gp_cacos(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (!isfinite(x) || !isfinite(y)) {       // pi/2 - asin z
    gp_complex<T> w = gp_casin(z);
    T re = GP_PI_2(T) - w.re;
    return gp_cx(re == 0 ? T(0) : re, -w.im);
  }
  gp_complex<T> w = gp_asin_core(fabs(x), fabs(y), true);
  return gp_cx(signbit(x) ? GP_PI(T) - w.re : w.re, -copysign(w.im, y));
}
// acosh z = +-i acos z, the sign that makes the real part >= 0
template <class T> GP_DEV gp_complex<T> gp_cacosh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isinf(y)) {
    if (isnan(x)) return gp_cx((T)GP_INF, x);
    T a = isinf(x) ? (x < 0 ? GP_PI(T) - GP_PI_4(T) : GP_PI_4(T)) : GP_PI_2(T);
    return gp_cx((T)GP_INF, copysign(a, y));
  }
  if (isinf(x)) return gp_cx((T)GP_INF, isnan(y) ? y : copysign(x < 0 ? GP_PI(T) : T(0), y));
  if (isnan(x) || isnan(y)) return gp_cx((T)GP_NAN, x == 0 ? GP_PI_2(T) : (T)GP_NAN);
  gp_complex<T> w = gp_asin_core(fabs(x), fabs(y), true);
  return gp_cx(w.im, copysign(signbit(x) ? GP_PI(T) - w.re : w.re, y));
}
// atanh(x + iy) = 1/4 log1p(4x / ((1 - x)^2 + y^2)) + i/2 atan2(2y, 1 - x^2 - y^2)
template <class T> GP_CFN gp_complex<T> gp_catanh(gp_complex<T> z) {
  T x = z.re, y = z.im;
  if (isinf(y)) return gp_cx(copysign(T(0), x), copysign(GP_PI_2(T), y));
  if (isinf(x)) return gp_cx(copysign(T(0), x), isnan(y) ? y : copysign(GP_PI_2(T), y));
  if (isnan(x) || isnan(y)) return x == 0 ? gp_cx(x, y) : gp_cx((T)GP_NAN, (T)GP_NAN);
  T ax = fabs(x), ay = fabs(y), re, im;
  const T big = 16 / gp_cm<T>::eps();
  if (ax >= big || ay >= big) {
    // re = x / |z|^2 to rounding, im = pi/2
    T m = ax > ay ? ax : ay, q = (ax > ay ? ay : ax) / m;
    re = ((ax / m) / m) / (1 + q * q);
    im = GP_PI_2(T);
  } else {
    if (ax == 1 && ay < gp_cm<T>::eps()) re = T(0.5) * (GP_LN2(T) - log(ay));
    else {
      T d = 1 - ax;
      re = T(0.25) * log1p(4 * ax / (d * d + ay * ay));
    }
    T den = -gp_x2y2m1(ax, ay);
    if (den == 0) den = T(0);
    im = T(0.5) * atan2(2 * ay, den);
  }
  return gp_cx(copysign(re, x), copysign(im, y));
}
// atan z = -i atanh(iz)
template <class T> GP_DEV gp_complex<T> gp_catan(gp_complex<T> z) {
  gp_complex<T> w = gp_catanh(gp_times_i(z));
  return gp_cx(w.im, -w.re);
}

// --------------------------------------------------------------- NumPy's compositions
// log2 and log10 scale the natural log by log2(e), log10(e); exp2 takes exp(z ln 2), each part
// multiplied in the loop's precision, as NumPy's loops do (gp_clog2 and friends for complex64
// come after the complex64 forms of clog and cexp, below).
template <class T> GP_DEV gp_complex<T> gp_cscale(gp_complex<T> z, T k) {
  return gp_cx(gp_nan_keep_mul(z.re, k), gp_nan_keep_mul(z.im, k));
}
#define GP_LOG2E(T) T(1.442695040888963407359924681001892137)
#define GP_LOG10E(T) T(0.434294481903251827651128918916605082)
template <class T> GP_DEV gp_complex<T> gp_clog2(gp_complex<T> z) { return gp_cscale(gp_clog(z), GP_LOG2E(T)); }
template <class T> GP_DEV gp_complex<T> gp_clog10(gp_complex<T> z) { return gp_cscale(gp_clog(z), GP_LOG10E(T)); }
template <class T> GP_DEV gp_complex<T> gp_cexp2(gp_complex<T> z) { return gp_cexp(gp_cscale(z, GP_LN2(T))); }
template <class T> GP_DEV gp_complex<T> gp_cexpm1(gp_complex<T> z) {
  T s = sin(z.im / 2);
  return gp_cx(expm1(z.re) * cos(z.im) - 2 * s * s, exp(z.re) * sin(z.im));
}
template <class T> GP_DEV gp_complex<T> gp_clog1p(gp_complex<T> z) {
  T l = gp_chypot(z.re + 1, z.im);
  return gp_cx(log(l), atan2(z.im, z.re + 1));
}
// C's cpow: exp(b log a)
template <class T> GP_DEV gp_complex<T> gp_cexp_log(gp_complex<T> a, gp_complex<T> b) {
  return gp_cexp<T>(gp_cmul_c99(b, gp_clog<T>(a)));
}
GP_DEV gp_complex<float> gp_cexp_log(gp_complex<float> a, gp_complex<float> b);
// NumPy's complex power (npy_cpow): 1 for a zero exponent, 0 or NaN for a zero base, exact
// repeated products for small integral exponents, else C's cpow: exp(b log a).
template <class T> GP_CFN gp_complex<T> gp_cpow(gp_complex<T> a, gp_complex<T> b) {
  if (b.re == 0 && b.im == 0) return gp_cx(T(1), T(0));
  if (a.re == 0 && a.im == 0) {
    if (b.re > 0) return gp_cx(T(0), T(0));
    return gp_cx((T)GP_NAN, (T)GP_NAN);
  }
  if (b.im == 0 && b.re > -100 && b.re < 100 && b.re == (T)(int)b.re) {
    int n = (int)b.re;
    if (n == 1) return a;
    if (n == 2) return gp_cmul_plain(a, a);
    if (n == 3) return gp_cmul_plain(gp_cmul_plain(a, a), a);
    int m = n < 0 ? -n : n;
    gp_complex<T> acc = gp_cx(T(1), T(0)), p = a;
    while (m) { if (m & 1) acc = gp_cmul_plain(acc, p); m >>= 1; if (m) p = gp_cmul_plain(p, p); }
    return n < 0 ? gp_cx(T(1), T(0)) / acc : acc;
  }
  return gp_cexp_log(a, b);
}

// complex64: in double, rounded once (not expm1 and log1p: NumPy's own float formulas)
#define GP_CWIDE(name) \
  GP_DEV gp_complex<float> name(gp_complex<float> z) { return gp_narrow(name(gp_wide(z))); }
GP_CWIDE(gp_cexp) GP_CWIDE(gp_clog) GP_CWIDE(gp_csqrt) GP_CWIDE(gp_csin) GP_CWIDE(gp_ccos)
GP_CWIDE(gp_ctan) GP_CWIDE(gp_csinh) GP_CWIDE(gp_ccosh) GP_CWIDE(gp_ctanh) GP_CWIDE(gp_casin)
GP_CWIDE(gp_cacos) GP_CWIDE(gp_catan) GP_CWIDE(gp_casinh) GP_CWIDE(gp_cacosh) GP_CWIDE(gp_catanh)
#undef GP_CWIDE
// complex64 cpow as glibc's cpowf: log and exp (above, correctly rounded) around a product
// formed in float, whose rounding |b| amplifies into NumPy's answer.  Non-finite operands in
// double: the GPU's float arithmetic makes NaNs of its own sign, which glibc's answers would
// carry into the signs of zeros and infinities.
GP_DEV gp_complex<float> gp_cexp_log(gp_complex<float> a, gp_complex<float> b) {
  if (isfinite(a.re) && isfinite(a.im) && isfinite(b.re) && isfinite(b.im))
    return gp_cexp(gp_cmul_c99(b, gp_clog(a)));
  return gp_narrow(gp_cexp_log<double>(gp_wide(a), gp_wide(b)));
}
GP_DEV gp_complex<float> gp_clog2(gp_complex<float> z) { return gp_cscale(gp_clog(z), GP_LOG2E(float)); }
GP_DEV gp_complex<float> gp_clog10(gp_complex<float> z) { return gp_cscale(gp_clog(z), GP_LOG10E(float)); }
GP_DEV gp_complex<float> gp_cexp2(gp_complex<float> z) { return gp_cexp(gp_cscale(z, GP_LN2(float))); }
