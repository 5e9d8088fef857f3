// datetime64/timedelta64: int64 counts of a unit, NaT the lowest int64.  Pasted after
// common.cuh into the kernels whose expression uses these helpers (render.prelude).
// Each follows NumPy's datetime loops (numpy/_core/src/umath/loops.c.src) and casts
// (lowlevel_strided_loops, datetime.c): NaT in gives NaT out (0 or NaN where NumPy's
// loop says so), the arithmetic wraps as NumPy's int64 arithmetic does, and a value
// that comes out NaT's bit pattern is NaT.

#define GP_NAT ((gp_i8)0x8000000000000000ULL)

GP_DEV bool gp_dt_isnat(gp_i8 a) { return a == GP_NAT; }
GP_DEV gp_i8 gp_dt_wrap_add(gp_i8 a, gp_i8 b) { return (gp_i8)((gp_u8)a + (gp_u8)b); }
GP_DEV gp_i8 gp_dt_wrap_mul(gp_i8 a, gp_i8 b) { return (gp_i8)((gp_u8)a * (gp_u8)b); }

// ------------------------------------------------------------ arithmetic
GP_DEV gp_i8 gp_dt_add(gp_i8 a, gp_i8 b) { return (a == GP_NAT || b == GP_NAT) ? GP_NAT : gp_dt_wrap_add(a, b); }
GP_DEV gp_i8 gp_dt_sub(gp_i8 a, gp_i8 b) {
  return (a == GP_NAT || b == GP_NAT) ? GP_NAT : (gp_i8)((gp_u8)a - (gp_u8)b);
}
GP_DEV gp_i8 gp_td_neg(gp_i8 a) { return a == GP_NAT ? GP_NAT : (gp_i8)(0ULL - (gp_u8)a); }
GP_DEV gp_i8 gp_td_abs(gp_i8 a) { return a < 0 ? gp_td_neg(a) : a; }
// sign (the second argument the loop's output type): NumPy 2.4's loop m->m is the int64 sign
// (NaT, the lowest int64, gives -1); 2.5's m->d gives the sign as a double, NaT NaN
GP_DEV gp_i8 gp_td_sign(gp_i8 a, gp_i8) { return (gp_i8)((a > 0) - (a < 0)); }
GP_DEV double gp_td_sign(gp_i8 a, double) { return a == GP_NAT ? GP_NAN : (double)((a > 0) - (a < 0)); }
// m * int (either order)
GP_DEV gp_i8 gp_td_mul(gp_i8 a, gp_i8 b) { return a == GP_NAT ? GP_NAT : gp_dt_wrap_mul(a, b); }
// m * float, m / float: the product in double, truncated; not finite -> NaT
GP_DEV gp_i8 gp_td_from_double(double r) { return isfinite(r) ? gp_cvtt64(r) : GP_NAT; }
GP_DEV gp_i8 gp_td_mulf(gp_i8 a, double b) { return a == GP_NAT ? GP_NAT : gp_td_from_double((double)a * b); }
GP_DEV gp_i8 gp_td_divf(gp_i8 a, double b) { return a == GP_NAT ? GP_NAT : gp_td_from_double((double)a / b); }
// m / int and m // int: C's truncating division; a zero divisor -> NaT
GP_DEV gp_i8 gp_td_div(gp_i8 a, gp_i8 b) {
  if (a == GP_NAT || b == 0) return GP_NAT;
  return b == -1 ? gp_td_neg(a) : a / b;
}
// m / m -> float64
GP_DEV double gp_td_ratio(gp_i8 a, gp_i8 b) {
  return (a == GP_NAT || b == GP_NAT) ? GP_NAN : (double)a / (double)b;
}
// m // m -> int64, rounded toward -inf; NaT or a zero divisor -> 0
GP_DEV gp_i8 gp_td_floordiv(gp_i8 a, gp_i8 b) {
  if (a == GP_NAT || b == GP_NAT || b == 0) return 0;
  if (b == -1) return (gp_i8)(0ULL - (gp_u8)a);
  gp_i8 q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
// m % m: the sign of the divisor (Python's); NaT or a zero divisor -> NaT
GP_DEV gp_i8 gp_td_rem(gp_i8 a, gp_i8 b) {
  if (a == GP_NAT || b == GP_NAT || b == 0) return GP_NAT;
  if (b == -1) return 0;
  gp_i8 r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}

// ------------------------------------------------------------ comparisons (NaT unordered)
GP_DEV bool gp_dt_eq(gp_i8 a, gp_i8 b) { return a == b && a != GP_NAT; }
GP_DEV bool gp_dt_lt(gp_i8 a, gp_i8 b) { return a < b && a != GP_NAT && b != GP_NAT; }
GP_DEV bool gp_dt_le(gp_i8 a, gp_i8 b) { return a <= b && a != GP_NAT && b != GP_NAT; }
// maximum/minimum propagate NaT; fmax/fmin ignore it
GP_DEV gp_i8 gp_dt_max(gp_i8 a, gp_i8 b) { return a == GP_NAT ? a : b == GP_NAT ? b : (a > b ? a : b); }
GP_DEV gp_i8 gp_dt_min(gp_i8 a, gp_i8 b) { return a == GP_NAT ? a : b == GP_NAT ? b : (a < b ? a : b); }
GP_DEV gp_i8 gp_dt_fmax(gp_i8 a, gp_i8 b) { return a == GP_NAT ? b : b == GP_NAT ? a : (a >= b ? a : b); }
GP_DEV gp_i8 gp_dt_fmin(gp_i8 a, gp_i8 b) { return a == GP_NAT ? b : b == GP_NAT ? a : (a <= b ? a : b); }

// ------------------------------------------------------------ unit conversions (casts)
GP_DEV gp_i8 gp_dt_floordiv(gp_i8 a, gp_i8 b) { gp_i8 q = a / b; return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }
// x units of one kind as units of another, num/den apart: NumPy's floor formula
GP_DEV gp_i8 gp_dt_scale(gp_i8 x, gp_i8 num, gp_i8 den) {
  if (x == GP_NAT) return GP_NAT;
  const gp_i8 p = gp_dt_wrap_mul(x, num);
  return x < 0 ? (gp_i8)((gp_u8)p - (gp_u8)(den - 1)) / den : p / den;
}
// Calendar months since 1970-01 <-> days since 1970-01-01 (the proleptic Gregorian
// calendar, counted in 400-year eras of 146097 days, as NumPy's datetime structs).
GP_DEV gp_i8 gp_dt_days_from_months(gp_i8 months) {
  const gp_i8 yq = gp_dt_floordiv(months, 12);
  const gp_i8 m = months - yq * 12 + 1;                 // 1..12
  const gp_i8 y = 1970 + yq - (m <= 2 ? 1 : 0);         // years starting in March
  const gp_i8 era = gp_dt_floordiv(y, 400);
  const gp_i8 yoe = y - era * 400;                      // 0..399
  const gp_i8 doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5;
  const gp_i8 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}
GP_DEV gp_i8 gp_dt_months_from_days(gp_i8 days) {
  const gp_i8 z = days + 719468;
  const gp_i8 era = gp_dt_floordiv(z, 146097);
  const gp_i8 doe = z - era * 146097;                   // 0..146096
  const gp_i8 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const gp_i8 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const gp_i8 mp = (5 * doy + 2) / 153;                 // 0 = March
  const gp_i8 m = mp < 10 ? mp + 3 : mp - 9;            // 1..12
  const gp_i8 y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return (y - 1970) * 12 + (m - 1);
}
// a datetime in (multiples of) months or years -> a linear unit: months per source unit,
// then days -> destination num/den
GP_DEV gp_i8 gp_dt_from_months(gp_i8 x, gp_i8 months_per, gp_i8 num, gp_i8 den) {
  if (x == GP_NAT) return GP_NAT;
  return gp_dt_scale(gp_dt_days_from_months(gp_dt_wrap_mul(x, months_per)), num, den);
}
// a datetime in a linear unit -> (multiples of) months or years: source -> days num/den,
// then the calendar month, then months per destination unit (rounded down)
GP_DEV gp_i8 gp_dt_to_months(gp_i8 x, gp_i8 num, gp_i8 den, gp_i8 months_per) {
  if (x == GP_NAT) return GP_NAT;
  return gp_dt_floordiv(gp_dt_months_from_days(gp_dt_scale(x, num, den)), months_per);
}
