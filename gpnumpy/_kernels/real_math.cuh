// Real functions whose exact cases CUDA's libdevice rounds otherwise than NumPy's C library
// (part of common.cuh for every kernel, render.COMMON, in a file of its own, which the host
// emulations compile too: tests/_kernels/emu/fpe_emu.h, tests/_kernels/test_real_math_emulated.py).
// Results that are exact numbers show it: 10.0 ** -4 one ulp off prints as scientific,
// log2(2.0 ** -13) just above -13 truncates to -12, x ** 2 in float32 rounds twice.
//
// Power: a whole exponent up to 64 is computed to about 100 bits, x ** |n| by squaring in
// double-double (hi + lo), its reciprocal for n < 0, rounded once (float32: the float64 value
// rounded to float, within one rounding of exact).  Results near the ends of the range, and
// other exponents, are CUDA's pow / powf.
GP_DEV void gp_dd_mul(double &h, double &l, double bh, double bl) {
  const double p = h * bh;
  const double e = fma(h, bh, -p) + (h * bl + l * bh);
  h = p + e;
  l = e - (h - p);
}
GP_DEV double gp_pow(double x, double y) {
  if (y == trunc(y) && fabs(y) <= 64.0 && x != 0.0 && fabs(x) < 1e300 && fabs(x) > 1e-300) {
    int n = (int)fabs(y);
    double rh = 1.0, rl = 0.0, bh = x, bl = 0.0;
    for (;;) {
      if (n & 1) gp_dd_mul(rh, rl, bh, bl);
      n >>= 1;
      if (!n) break;
      gp_dd_mul(bh, bl, bh, bl);
    }
    const double m = fabs(rh);
    if (m > 0x1p-960 && m < 0x1p960) {
      if (y >= 0) return rh + rl;
      const double q = 1.0 / rh;
      const double r = fma(-q, rh, 1.0) - q * rl;  // (1 - q * (rh + rl)), q's relative error
      return fma(q, r, q);
    }
  }
  return pow(x, y);
}
GP_DEV float gp_pow(float x, float y) {
  if (y == truncf(y) && fabsf(y) <= 64.0f) return (float)gp_pow((double)x, (double)y);
  return powf(x, y);
}
// Logarithms of float64 powers of their base are the whole exponent.
GP_DEV double gp_log2(double x) {
  int e;
  return frexp(x, &e) == 0.5 ? (double)(e - 1) : log2(x);
}
GP_DEV double gp_log10(double x) {
  const double r = log10(x), k = rint(r);
  if (r != k && fabs(r - k) < 1e-9 && fabs(k) <= 64.0 && gp_pow(10.0, k) == x) return k;
  return r;
}
GP_DEV float gp_log2(float x) { return log2f(x); }
GP_DEV float gp_log10(float x) { return log10f(x); }
