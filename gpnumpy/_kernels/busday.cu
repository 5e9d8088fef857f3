// Business days of datetime64[D] counts (NumPy's is_busday, busday_offset, busday_count, with
// NumPy's rules: numpy/_core/src/multiarray/datetime_busday.c), ${mode} mode; a thread per
// element of the (broadcast, C-ordered) operands.
//   weekmask: bit k set when day k of the week (Monday 0) is a business day; nbus its count
//   hol:      the calendar's normalized holidays (sorted, unique, no NaT, on business
//             weekdays only), nhol of them
//   is:       q (bool) = a is a business day
//   offset:   q = a rolled by ``roll`` (0 raise, 1 nat, 2 following, 3 preceding,
//             4 modifiedfollowing, 5 modifiedpreceding) then moved by b business days
//   count:    q = business days in [a, b) (negative when b < a)
// An element that raises in NumPy (NaT, or a non-business day under roll 'raise') records
// its index: the smallest such index ends in *bad (the host reads it).
#ifndef GP_BUSDAY_HELPERS  // (the helpers once where several modes are compiled together)
#define GP_BUSDAY_HELPERS
#define GP_BD_IS 0
#define GP_BD_OFFSET 1
#define GP_BD_COUNT 2

GP_DEV int gp_bd_weekday(gp_i8 d) {  // 1970-01-05 was a Monday
  int w = (int)((d - 4) % 7);
  return w < 0 ? w + 7 : w;
}
GP_DEV bool gp_bd_on(unsigned wm, int w) { return (wm >> w) & 1u; }
// the first holiday not before d (its position), the first after d
GP_DEV long long gp_bd_lower(const gp_i8* hol, long long lo, long long hi, gp_i8 d) {
  while (lo < hi) { const long long m = lo + (hi - lo) / 2; if (hol[m] < d) lo = m + 1; else hi = m; }
  return lo;
}
GP_DEV long long gp_bd_upper(const gp_i8* hol, long long lo, long long hi, gp_i8 d) {
  while (lo < hi) { const long long m = lo + (hi - lo) / 2; if (hol[m] <= d) lo = m + 1; else hi = m; }
  return lo;
}
GP_DEV bool gp_bd_holiday(const gp_i8* hol, long long lo, long long hi, gp_i8 d) {
  const long long k = gp_bd_lower(hol, lo, hi, d);
  return k < hi && hol[k] == d;
}
GP_DEV bool gp_bd_busy(unsigned wm, const gp_i8* hol, long long lo, long long hi, gp_i8 d, int w) {
  return gp_bd_on(wm, w) && !gp_bd_holiday(hol, lo, hi, d);
}
GP_DEV int gp_bd_month(gp_i8 d) {  // the month number of the date (0..11)
  const gp_i8 m = gp_dt_months_from_days(d) % 12;
  return (int)(m < 0 ? m + 12 : m);
}
// one step forward (+1) or backward (-1) until a business day
GP_DEV gp_i8 gp_bd_walk(gp_i8 d, int* w, int dir, unsigned wm, const gp_i8* hol, long long nhol) {
  do {
    d += dir;
    *w += dir;
    if (*w == 7) *w = 0;
    if (*w == -1) *w = 6;
  } while (!gp_bd_busy(wm, hol, 0, nhol, d, *w));
  return d;
}
#endif

extern "C" __global__ void __launch_bounds__(256) ${name}(
    const gp_i8* __restrict__ a, const gp_i8* __restrict__ b, void* __restrict__ q,
    const gp_i8* __restrict__ hol, long long nhol, unsigned wm, int nbus, int roll,
    long long* __restrict__ bad, long long n) {
  const int mode = ${mode};
  const long long stride = (long long)blockDim.x * gridDim.x;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    gp_i8 d = a[i];
    if (mode == GP_BD_IS) {
      reinterpret_cast<bool*>(q)[i] = d != GP_NAT && gp_bd_busy(wm, hol, 0, nhol, d, gp_bd_weekday(d));
      continue;
    }
    gp_i8* out = reinterpret_cast<gp_i8*>(q);
    if (mode == GP_BD_COUNT) {
      gp_i8 e = b[i];
      if (d == GP_NAT || e == GP_NAT) { atomicMin(reinterpret_cast<unsigned long long*>(bad), (unsigned long long)i); continue; }
      bool swapped = false;
      if (d == e) { out[i] = 0; continue; }
      if (d > e) {  // (the end date excluded either way: NumPy's gh-23197)
        const gp_i8 t = d; d = e + 1; e = t + 1;
        swapped = true;
      }
      const long long h0 = gp_bd_lower(hol, 0, nhol, d), h1 = gp_bd_lower(hol, h0, nhol, e);
      gp_i8 count = -(h1 - h0);
      const gp_i8 weeks = (e - d) / 7;
      count += weeks * nbus;
      d += weeks * 7;
      for (int w = gp_bd_weekday(d); d < e; ++d, w = w == 6 ? 0 : w + 1) count += gp_bd_on(wm, w);
      out[i] = swapped ? -count : count;
      continue;
    }
    // busday_offset: the roll, then the offset
    gp_i8 off = b[i];
    if (d == GP_NAT) {
      if (roll == 0) atomicMin(reinterpret_cast<unsigned long long*>(bad), (unsigned long long)i);
      out[i] = GP_NAT;
      continue;
    }
    int w = gp_bd_weekday(d);
    if (!gp_bd_busy(wm, hol, 0, nhol, d, w)) {
      const gp_i8 start = d;
      const int w0 = w;
      if (roll == 0) { atomicMin(reinterpret_cast<unsigned long long*>(bad), (unsigned long long)i); out[i] = GP_NAT; continue; }
      if (roll == 1) { out[i] = GP_NAT; continue; }
      const int dir = (roll == 2 || roll == 4) ? 1 : -1;
      d = gp_bd_walk(d, &w, dir, wm, hol, nhol);
      if (roll >= 4 && gp_bd_month(start) != gp_bd_month(d)) {  // modified: stay in the month
        d = start;
        w = w0;
        d = gp_bd_walk(d, &w, -dir, wm, hol, nhol);
      }
    }
    long long lo = 0, hi = nhol;
    if (off > 0) {
      lo = gp_bd_lower(hol, lo, hi, d);           // holidays before d no longer matter
      d += (off / nbus) * 7;
      off %= nbus;
      const long long t = gp_bd_upper(hol, lo, hi, d);  // those crossed add steps
      off += t - lo;
      lo = t;
      while (off > 0) {
        ++d;
        if (++w == 7) w = 0;
        if (gp_bd_busy(wm, hol, lo, hi, d, w)) --off;
      }
    } else if (off < 0) {
      hi = gp_bd_upper(hol, lo, hi, d);           // holidays after d no longer matter
      d += (off / nbus) * 7;
      off %= nbus;
      const long long t = gp_bd_lower(hol, lo, hi, d);
      off -= hi - t;
      hi = t;
      while (off < 0) {
        --d;
        if (--w == -1) w = 6;
        if (gp_bd_busy(wm, hol, lo, hi, d, w)) ++off;
      }
    }
    out[i] = d;
  }
}
