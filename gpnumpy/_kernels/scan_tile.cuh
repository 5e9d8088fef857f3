${lookdecl}  const long long t = blockIdx.x, row = t / T, k = t - row * T;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const long long w0 = k * (256LL * ${items}) + warp * (32LL * ${items});
  AT v[${items}];
  AT carry = neutral;
  unsigned bits = 0;
  // all loads first (${items} requests in flight per thread), then the warp scans
#pragma unroll
  for (int r = 0; r < ${items}; ++r) {
    const long long e = w0 + r * 32 + lane;
    AT x = neutral;
    if (e < K) { ${load} }
    v[r] = x;
  }
#pragma unroll
  for (int r = 0; r < ${items}; ++r) {
    AT x = v[r];
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) { AT y = gp_shfl_up(x, o); if (lane >= o) x = op(y, x); }
    x = op(carry, x);
    v[r] = x;
    carry = gp_shfl(x, 31);
  }
  __shared__ AT wtot[8];
  __shared__ AT wpre[8];
  if (lane == 31) wtot[warp] = carry;
  __syncthreads();
  if (warp == 0) {
    AT s = lane < 8 ? wtot[lane] : neutral;
#pragma unroll
    for (int o = 1; o < 8; o <<= 1) { AT y = gp_shfl_up(s, o); if (lane >= o) s = op(y, s); }
    AT ex = gp_shfl_up(s, 1);
    if (lane == 0) ex = neutral;
    if (phase == 1 && lane == 7) tot[t] = s;  // the tile's aggregate
    AT pre0 = (phase == 2 && k > 0) ? pre[t - 1] : neutral;
${lookback}    if (lane < 8) wpre[lane] = op(pre0, ex);
  }
  __syncthreads();
  if (phase == 1) return;
  const AT wp = wpre[warp];
#pragma unroll
  for (int r = 0; r < ${items}; ++r) {
    const long long e = w0 + r * 32 + lane;
    if (e < K) { const AT x = op(wp, v[r]); ${store} }
  }${check_after}
