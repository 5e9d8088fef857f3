  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const long long m0 = ((long long)blockIdx.x * 8 + warp) * ${rows}, row = 0;
  if (m0 >= M) return;${guard}
  __shared__ AT gbuf[8][${rows} * (${cols} + ${pad})];
  __shared__ long long gra[8][${rows}], grb[8][${rows}];
${maskdecl}
  const long long* seg = reinterpret_cast<const long long*>(pre);
  AT x;
  long long len = 0;
  if (lane < ${rows}) {
    const long long m = m0 + lane;
    long long ra = 0, rb = 0;
    if (m < M) {
      const long long g = m % T, base = (m / T) * K;
      const long long ka = seg[g], kb = g + 1 < T ? seg[g + 1] : K, k1 = kb > ka ? kb : ka + 1;
      ra = base + ka;
      rb = base + k1;
      if (tot) {
        x = *tot;
      } else {
        const long long e = ra;
        ${load}
        if (phase == 1) { ${store} }
        ++ra;
      }
    }
    gra[warp][lane] = ra;
    grb[warp][lane] = rb;
    len = rb - ra;
  }
  long long most = len;
#pragma unroll
  for (int o = 16; o; o >>= 1) {
    const long long t = __shfl_xor_sync(0xffffffffu, most, o);
    most = t > most ? t : most;
  }
  __syncwarp();
  AT v[${items}];
  bool u[${items}];
#define GP_FETCH(START)   _Pragma("unroll") for (int r = 0; r < ${items}; ++r) {     const int f = r * 32 + lane, i = f / ${cols}, c = f - i * ${cols};     const long long e = gra[warp][i] + (START) + c;     u[r] = false;     if (e < grb[warp][i]) { AT x; ${load} v[r] = x; u[r] = ${wbit}; }   }
  GP_FETCH(0)
  for (long long kk = 0; kk < most; kk += ${cols}) {
#pragma unroll
    for (int r = 0; r < ${items}; ++r) {
      const int f = r * 32 + lane, i = f / ${cols}, c = f - i * ${cols};
      gbuf[warp][i * (${cols} + ${pad}) + c] = v[r];
      ${maskput}
    }
    __syncwarp();
    GP_FETCH(kk + ${cols})
    if (lane < ${rows}) {
      const long long left = len - kk;
      AT* b = &gbuf[warp][lane * (${cols} + ${pad})];
      if (left >= ${cols} && phase == 0) {
        // a whole chunk, totals only: a loop of known length (its loads run ahead)${chunk_start}
#pragma unroll 16
        for (int c = 0; c < ${cols}; ++c) {
          const AT y = b[c];
          ${update}
        }${chunk_check}
      } else {
        const int n = left < ${cols} ? (int)(left > 0 ? left : 0) : ${cols};
#pragma unroll 8
        for (int c = 0; c < n; ++c) {
          const AT y = b[c];
          ${update_step}
          if (phase == 1) b[c] = x;
        }
      }
    }
    __syncwarp();
    if (phase == 1) {
#pragma unroll
      for (int r = 0; r < ${items}; ++r) {
        const int f = r * 32 + lane, i = f / ${cols}, c = f - i * ${cols};
        const long long e = gra[warp][i] + kk + c;
        if (e < grb[warp][i]) { const AT x = gbuf[warp][i * (${cols} + ${pad}) + c]; ${store} }
      }
      __syncwarp();
    }
  }
#undef GP_FETCH
  if (phase == 0 && lane < ${rows} && m0 + lane < M) { const long long e = m0 + lane; ${store} }
