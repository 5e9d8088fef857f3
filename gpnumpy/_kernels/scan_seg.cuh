  const long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= M) return;
  const long long* seg = reinterpret_cast<const long long*>(pre);
  const long long og = m / inner, g = og % T, o = og / T;
  const long long base = o * K * inner + (m - og * inner), row = 0;
  const long long ka = seg[g], kb = g + 1 < T ? seg[g + 1] : K, k1 = kb > ka ? kb : ka + 1;
  long long pf = (8LL << 20) / (M * (long long)sizeof(*p));
  pf = pf < 2 * ${items} ? 2 * ${items} : (pf > 8192 ? 8192 : pf);
  AT x;
  long long kk = ka;
  if (tot) {
    x = *tot;
  } else {
    const long long e = base + ka * inner;
    ${load}
    if (phase == 1) { ${store} }
    ++kk;
  }
  AT v[${items}];
  bool u[${items}];
#define GP_FETCH(START)   _Pragma("unroll") for (int r = 0; r < ${items}; ++r) {     const long long k = (START) + r;     u[r] = false;     if (k < k1) { const long long e = base + k * inner; AT x; ${load} v[r] = x; u[r] = ${wbit}; }     if ((inner > 1 || r == 0) && k + pf < k1)       asm volatile("prefetch.global.L1 [%0];" :: "l"(p + (base + (k + pf) * inner)));   }
  GP_FETCH(kk)
  for (; kk < k1; kk += ${items}) {
    AT c[${items}];
    bool cu[${items}];
#pragma unroll
    for (int r = 0; r < ${items}; ++r) { c[r] = v[r]; cu[r] = u[r]; }
    GP_FETCH(kk + ${items})
#pragma unroll
    for (int r = 0; r < ${items}; ++r) {
      if (kk + r < k1) {
        const long long e = base + (kk + r) * inner;
        const AT y = c[r];
        ${update_step}
        if (phase == 1) { ${store} }
      }
    }
  }
#undef GP_FETCH
  if (phase == 0) { const long long e = m; ${store} }
