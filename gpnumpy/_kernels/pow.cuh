// Float power, part of common.cuh for every kernel (render.COMMON) in a file of its own, which
// the host emulations compile too (tests/_kernels/emu/fpe_emu.h).  NumPy's float64 loop is the C library's pow, correctly rounded in practice;
// CUDA's may be an ulp or two off, which shows where results are exact decimals (10.0 ** -4,
// logspace of whole decades, whose printing switches to scientific below 1e-4).  A whole
// exponent up to 64 is computed to about 100 bits: x ** |n| by squaring in double-double
// (hi + lo), its reciprocal for n < 0, rounded once.  Results near the ends of the range, and
// every other exponent, are CUDA's pow (float and float16 loops: powf).
GP_DEV void gp_dd_mul(double &h, double &l, double bh, double bl) {
  const double p = h * bh;
  const double e = fma(h, bh, -p) + (h * bl + l * bh);
  h = p + e;
  l = e - (h - p);
}
GP_DEV float gp_pow(float x, float y) { return powf(x, y); }
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
