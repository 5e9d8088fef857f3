${common}
extern "C" __global__ void __launch_bounds__(NT) ${ns}_block(
    const UT* __restrict__ in_k, UT* __restrict__ out_k, const VT* __restrict__ in_v,
    VT* __restrict__ out_v, int n, int gen) {
  __shared__ Smem s;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  UT k[BITEMS];
  VT v[BITEMS];
  unsigned d[BITEMS], rk[BITEMS];
#pragma unroll
  for (int r = 0; r < BITEMS; ++r) {
    const int i = warp * 32 * BITEMS + r * 32 + lane;
    if (i < n) {
      k[r] = in_k[i];
      if (HAS_V) v[r] = gen ? (VT)i : in_v[i];
    }
  }
  for (int p = 0; p < PASSES; ++p) {
#pragma unroll
    for (int r = 0; r < BITEMS; ++r) {
      const int i = warp * 32 * BITEMS + r * 32 + lane;
      d[r] = i < n ? digit(k[r], 8 * p) : 256u;
    }
    for (int i = t; i < NW * 256; i += NT) s.hist[i] = 0;
    __syncthreads();
    rank(d, rk, s.hist + warp * 256, lane, n == BTILE);
    __syncthreads();
    const unsigned c = digit_total<NW>(s.hist, t);
    if (__syncthreads_or(c == (unsigned)n)) continue;  // one digit for all: the order stands
    s.start[t] = excl_scan<NW>(c, s.wsum, t);
    __syncthreads();
#pragma unroll
    for (int r = 0; r < BITEMS; ++r)
      if (d[r] < 256u) rk[r] += s.start[d[r]] + s.hist[warp * 256 + d[r]];
    __syncthreads();
    UT* sk = reinterpret_cast<UT*>(s.stage);
#pragma unroll
    for (int r = 0; r < BITEMS; ++r)
      if (d[r] < 256u) sk[rk[r]] = k[r];
    __syncthreads();
#pragma unroll
    for (int r = 0; r < BITEMS; ++r) {
      const int i = warp * 32 * BITEMS + r * 32 + lane;
      if (i < n) k[r] = sk[i];
    }
    if (HAS_V) {
      VT* sv = reinterpret_cast<VT*>(s.stage);
      __syncthreads();
#pragma unroll
      for (int r = 0; r < BITEMS; ++r)
        if (d[r] < 256u) sv[rk[r]] = v[r];
      __syncthreads();
#pragma unroll
      for (int r = 0; r < BITEMS; ++r) {
        const int i = warp * 32 * BITEMS + r * 32 + lane;
        if (i < n) v[r] = sv[i];
      }
    }
    __syncthreads();
  }
#pragma unroll
  for (int r = 0; r < BITEMS; ++r) {
    const int i = warp * 32 * BITEMS + r * 32 + lane;
    if (i < n) {
      out_k[i] = k[r];
      if (HAS_V) out_v[i] = v[r];
    }
  }
}

}  // namespace ${ns}
