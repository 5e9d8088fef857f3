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
  for (long long at = (long long)blockIdx.x * HTILE; at < n; at += (long long)gridDim.x * HTILE) {
    UT k[HITEMS];  // HITEMS loads in flight a thread
#pragma unroll
    for (int r = 0; r < HITEMS; ++r)
      if (at + r * NT + t < n) k[r] = keys[at + r * NT + t];
#pragma unroll
    for (int r = 0; r < HITEMS; ++r) {
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
    offs[(long long)p * stride + t] = excl_scan<NW>(c, wsum, t);
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
extern "C" __global__ void __launch_bounds__(ONT${min_blocks}) ${ns}_onesweep(
    const UT* __restrict__ in_k, UT* out_k, UT* tmp_k, const VT* __restrict__ in_v, VT* out_v,
    VT* tmp_v, const int* __restrict__ plan, const unsigned long long* __restrict__ offs,
    unsigned long long* offs_next, unsigned* look, unsigned* __restrict__ clear,
    unsigned* counter, int pass, long long base, int count, long long words, int gen) {
  __shared__ OSmem s;
  const int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  // the plan, the tile id and digit t's offset (thread t < 256 looks after digit t) are read
  // at once; a skipped pass only spends a tile id
  const int pl = plan[pass];
  if (t == 0) s.tile = (int)atomicAdd(counter, 1u);
  const unsigned long long off = t < 256 ? offs[t] : 0ull;
  for (long long i = (long long)blockIdx.x * ONT + t; i < words; i += (long long)gridDim.x * ONT)
    clear[i] = 0u;
  for (int i = t; i < ONW * 256; i += ONT) s.whist[i] = 0u;
  __syncthreads();
  if (pl < 0) return;
  const int src = pl & 3, dst = (pl >> 2) & 3;
  const bool make_v = gen && ((pl >> 4) & 1);  // the first pass makes the positions
  const UT* sk = src == 0 ? in_k : src == 1 ? out_k : tmp_k;
  UT* dk = dst == 1 ? out_k : tmp_k;
  const VT* sv = src == 0 ? in_v : src == 1 ? out_v : tmp_v;
  VT* dv = dst == 1 ? out_v : tmp_v;
  const int shift = 8 * pass;
  const int tile = s.tile;
  const int valid = count - tile * TILE < TILE ? count - tile * TILE : TILE;
  const bool full = valid == TILE;
  const long long at = base + (long long)tile * TILE;
  UT k[ITEMS];
  unsigned d[ITEMS];
  const int wbase = warp * 32 * ITEMS + lane;
  if (full) {
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) k[r] = sk[at + wbase + r * 32];
  } else {
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) k[r] = wbase + r * 32 < valid ? sk[at + wbase + r * 32] : (UT)0;
  }
  // each warp counts its digits (a place past the tile's keys counts as digit 255: it ranks
  // after every key of the tile)
  unsigned* wh = s.whist + warp * 256;
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) {
    d[r] = full || wbase + r * 32 < valid ? digit(k[r], shift) : 255u;
    atomicAdd(wh + d[r], 1u);
  }
  __syncthreads();
  unsigned c = 0, mine = 0;  // keys of digit t in the tile, places past its keys included or not
  if (t < 256) {
    c = digit_total<ONW>(s.whist, t);
    mine = t == 255 ? c - (TILE - valid) : c;
  }
  volatile unsigned* lb = look;
  if (EARLY && t < 256) lb[tile * 256 + t] = (tile == 0 ? PREFIX : AGG) | mine;
  const unsigned start = excl_scan<ONW>(c, s.wsum, t);  // digit t's start in the tile
  if (t < 256) {
#pragma unroll
    for (int w = 0; w < ONW; ++w) s.whist[w * 256 + t] += start;
  }
  __syncthreads();
  // ranks: a digit's leader takes its peers' places from the warp's offset of the digit
  unsigned rk[ITEMS];
  const unsigned below = (1u << lane) - 1u;
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) {
    const unsigned peers = peers_of(d[r]);
    const int leader = 31 - __clz(peers);
    unsigned old = 0;
    if (lane == leader) old = atomicAdd(wh + d[r], (unsigned)__popc(peers));
    rk[r] = __shfl_sync(FULL, old, leader) + __popc(peers & below);
  }
  if (!EARLY && t < 256) lb[tile * 256 + t] = (tile == 0 ? PREFIX : AGG) | mine;
  __syncthreads();
  UT* stk = reinterpret_cast<UT*>(s.stage);
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) stk[rk[r]] = k[r];
  if (t < 256) {
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
      lb[tile * 256 + t] = PREFIX | (before + mine);
    }
    const long long g = (long long)off + before;
    if (offs_next && tile == (count - 1) / TILE) offs_next[t] = (unsigned long long)(g + mine);
    s.gbase[t] = g - start;
  }
  __syncthreads();
  unsigned od[ITEMS];  // the digit of each key this thread writes
#pragma unroll
  for (int r = 0; r < ITEMS; ++r) {
    const int i = r * ONT + t;
    if (full || i < valid) {
      const UT key = stk[i];
      od[r] = digit(key, shift);
      dk[s.gbase[od[r]] + i] = key;
    }
  }
  if (HAS_V) {
    VT v[ITEMS];
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
      const int i = wbase + r * 32;
      v[r] = 0;
      if (full || i < valid) v[r] = make_v ? (VT)(at + i) : sv[at + i];
    }
    __syncthreads();
    VT* stv = reinterpret_cast<VT*>(s.stage);
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) stv[rk[r]] = v[r];
    __syncthreads();
#pragma unroll
    for (int r = 0; r < ITEMS; ++r) {
      const int i = r * ONT + t;
      if (full || i < valid) dv[s.gbase[od[r]] + i] = stv[i];
    }
  }
}
}  // namespace ${ns}
