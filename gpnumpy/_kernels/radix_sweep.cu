${common}
// bins[PASSES][256] (zero before) += the digit counts of keys[0, n); clears clear[0, words).
extern "C" __global__ void __launch_bounds__(NT) ${ns}_histogram(
    const UT* __restrict__ keys, long long n, unsigned long long* __restrict__ bins,
    unsigned* __restrict__ clear, long long words) {
  __shared__ unsigned h[COPIES][PASSES][256];
  const int t = threadIdx.x;
  for (long long i = (long long)blockIdx.x * NT + t; i < words; i += (long long)gridDim.x * NT)
    clear[i] = 0u;
  for (int i = t; i < COPIES * PASSES * 256; i += NT) (&h[0][0][0])[i] = 0u;
  __syncthreads();
  const int cp = (t & 31) % COPIES;
  // runs of one digit are counted in registers first (skewed digits, e.g. the high bytes of
  // small integers, would make every lane add to one shared counter)
  unsigned run_d[PASSES], run_c[PASSES];
#pragma unroll
  for (int p = 0; p < PASSES; ++p) run_d[p] = run_c[p] = 0u;
  for (long long at = (long long)blockIdx.x * TILE; at < n; at += (long long)gridDim.x * TILE) {
    UT k[ITEMS];  // a tile's keys read at once: ITEMS loads in flight a thread
#pragma unroll
    for (int r = 0; r < ITEMS; ++r)
      if (at + r * NT + t < n) k[r] = keys[at + r * NT + t];
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
      if (at + r * NT + t >= n) break;
      const UT o = okey(k[r]);
#pragma unroll
      for (int p = 0; p < PASSES; ++p) {
        const unsigned dg = (unsigned)(o >> (8 * p)) & 255u;
        if (dg != run_d[p]) {
          if (run_c[p]) atomicAdd(&h[cp][p][run_d[p]], run_c[p]);
          run_d[p] = dg;
          run_c[p] = 0u;
        }
        ++run_c[p];
      }
    }
  }
#pragma unroll
  for (int p = 0; p < PASSES; ++p)
    if (run_c[p]) atomicAdd(&h[cp][p][run_d[p]], run_c[p]);
  __syncthreads();
  for (int i = t; i < PASSES * 256; i += NT) {
    unsigned sum = 0;
    for (int c = 0; c < COPIES; ++c) sum += (&h[c][0][0])[i];
    if (sum) atomicAdd(&bins[i], (unsigned long long)sum);
  }
}

// One block.  offs[p * stride + digit]: where pass p's digit starts in the output (the first
// portion's; each portion's last tile writes the next one's).  plan[p]: -1 (the pass is
// skipped) or src | dst << 2 | first << 4, buffers 0 = the input, 1 = the output, 2 = the
// spare; the last pass that moves keys writes the output.
extern "C" __global__ void __launch_bounds__(NT) ${ns}_plan(
    const unsigned long long* __restrict__ bins, unsigned long long* __restrict__ offs,
    int* __restrict__ plan, long long n, int stride) {
  __shared__ unsigned long long wsum[NW];
  __shared__ int moves[PASSES];
  const int t = threadIdx.x;
  for (int p = 0; p < PASSES; ++p) {
    const unsigned long long c = bins[p * 256 + t];
    const int one = __syncthreads_or(c == (unsigned long long)n);
    offs[(long long)p * stride + t] = excl_scan(c, wsum, t);
    if (t == 0) moves[p] = !one;
    __syncthreads();
  }
  if (t == 0) {
    int e[PASSES], m = 0;
    for (int p = 0; p < PASSES; ++p) {
      plan[p] = -1;
      if (moves[p]) e[m++] = p;
    }
    if (m == 0) e[m++] = PASSES - 1;  // nothing to order: one pass copies the input out
    int src = 0;
    for (int j = 0; j < m; ++j) {
      const int dst = ((m - 1 - j) & 1) ? 2 : 1;
      plan[e[j]] = src | (dst << 2) | ((j == 0) << 4);
      src = dst;
    }
  }
}

// One pass over one portion (keys [base, base + count) of the input): tile ids come from an
// atomic counter, so a tile only waits on tiles already running.  Clears clear[0, words) (the
// look-back words of the next launch).
extern "C" __global__ void __launch_bounds__(NT${min_blocks}) ${ns}_onesweep(
    const UT* __restrict__ in_k, UT* out_k, UT* tmp_k, const VT* __restrict__ in_v, VT* out_v,
    VT* tmp_v, const int* __restrict__ plan, const unsigned long long* __restrict__ offs,
    unsigned long long* offs_next, unsigned* look, unsigned* __restrict__ clear,
    unsigned* counter, int pass, long long base, int count, long long words, int gen) {
  __shared__ Smem s;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  for (long long i = (long long)blockIdx.x * NT + t; i < words; i += (long long)gridDim.x * NT)
    clear[i] = 0u;
  const int pl = plan[pass];
  if (pl < 0) return;
  const int src = pl & 3, dst = (pl >> 2) & 3;
  const bool make_v = gen && ((pl >> 4) & 1);  // the first pass makes the positions
  const UT* sk = src == 0 ? in_k : src == 1 ? out_k : tmp_k;
  UT* dk = dst == 1 ? out_k : tmp_k;
  const VT* sv = src == 0 ? in_v : src == 1 ? out_v : tmp_v;
  VT* dv = dst == 1 ? out_v : tmp_v;
  const int shift = 8 * pass;

  if (t == 0) s.tile = (int)atomicAdd(counter, 1u);
  for (int i = t; i < NW * 256; i += NT) s.hist[i] = 0;
  __syncthreads();
  const int tile = s.tile;
  const int valid = count - tile * TILE < TILE ? count - tile * TILE : TILE;
  const long long at = base + (long long)tile * TILE;
  UT k[ITEMS];
  unsigned d[ITEMS], rk[ITEMS];
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) {
    const int i = warp * 32 * ITEMS + r * 32 + lane;
    d[r] = 256u;
    if (i < valid) {
      k[r] = sk[at + i];
      d[r] = digit(k[r], shift);
    }
  }
  rank(d, rk, s.hist + warp * 256, lane, valid == TILE);
  __syncthreads();
  const unsigned c = digit_total(s.hist, t);
  volatile unsigned* lb = look;
  lb[tile * 256 + t] = (tile == 0 ? PREFIX : AGG) | c;
  const unsigned start = excl_scan(c, s.wsum, t);
  unsigned before = 0;  // keys of digit t in the tiles before this one
  if (tile > 0) {
    // back from the tile before, WINDOW tiles a read, adding counts up to the first prefix;
    // a tile not published yet is read again (it has its tile id, so it is running)
    for (int j = tile - 1;;) {
      unsigned w[WINDOW];
#pragma unroll
      for (int q = 0; q < WINDOW; ++q) w[q] = j - q >= 0 ? lb[(j - q) * 256 + t] : PREFIX;
      int used = WINDOW;
      bool done = false;
#pragma unroll
      for (int q = 0; q < WINDOW; ++q) {
        if (done || used < WINDOW) continue;
        if (!(w[q] & (AGG | PREFIX))) {
          used = q;
        } else {
          before += w[q] & COUNT;
          done = (w[q] & PREFIX) != 0;
        }
      }
      if (done) break;
      j -= used;
    }
    lb[tile * 256 + t] = PREFIX | (before + c);
  }
  const long long g = (long long)offs[t] + before;
  if (offs_next && tile == (count - 1) / TILE) offs_next[t] = (unsigned long long)(g + c);
  s.gbase[t] = g - start;
  s.start[t] = start;
  __syncthreads();
#pragma unroll
  for (int r = 0; r < ITEMS; ++r)
    if (d[r] < 256u) rk[r] += s.start[d[r]] + s.hist[warp * 256 + d[r]];
  __syncthreads();
  UT* stk = reinterpret_cast<UT*>(s.stage);
#pragma unroll
  for (int r = 0; r < ITEMS; ++r)
    if (d[r] < 256u) stk[rk[r]] = k[r];
  __syncthreads();
  unsigned od[ITEMS];  // the digit of each key this thread writes
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) {
    const int i = r * NT + t;
    if (i < valid) {
      const UT key = stk[i];
      od[r] = digit(key, shift);
      dk[s.gbase[od[r]] + i] = key;
    }
  }
  if (HAS_V) {
    VT v[ITEMS];
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
      const int i = warp * 32 * ITEMS + r * 32 + lane;
      if (i < valid) v[r] = make_v ? (VT)(at + i) : sv[at + i];
    }
    __syncthreads();
    VT* stv = reinterpret_cast<VT*>(s.stage);
#pragma unroll
    for (int r = 0; r < ITEMS; ++r)
      if (d[r] < 256u) stv[rk[r]] = v[r];
    __syncthreads();
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
      const int i = r * NT + t;
      if (i < valid) dv[s.gbase[od[r]] + i] = stv[i];
    }
  }
}
}  // namespace ${ns}
