// NumPy's Fisher-Yates draws (random_shuffle.cu says which), one mask range (bounds lo ..
// 2 lo - 1, mask 2 lo - 1) with many warps: gpnumpy/random/_shuffle.py's band model, which
// the tests check against NumPy.  The range starts at bound ir (known to the host) and at
// word st[1 + r] (known on the device: where range r - 1 ended); its words are cut into K
// chunks of C (a multiple of 32).  st[0] is nonzero once a range failed (a band missed the
// bound, a chunk's runs overflowed, the words ran out): every later kernel then does nothing
// and random_shuffle.cu reports it, so the host takes its own path.
//   ${name}_maps, a warp a chunk: the chunk's map over the entry band [I0, I1] (rec: I0, I1,
//     the band's final lowest value, the count of entries where two runs met, -1 for none
//     kept; those entries, ascending, in D).
//   ${name}_chain, one block: each chunk's exact entry (ent) from its predecessor's map, to
//     the chunk where the bound falls below lo (st[64 + r]).
//   ${name}_emit, a warp a chunk: the chunk from its exact entry, J[bound] = word; the warp of
//     the last chunk writes where the range ended (st[2 + r]).
typedef unsigned long long u64;
typedef unsigned int u32;
typedef ${jt} JT;
#define GP_FULL 0xffffffffu
#define GP_DCAP ${dcap}
#define GP_WARPS 4  // warps a block
#define GP_AHEAD 8  // maps, emit: batches of 32 words a lane loads at once
#define GP_BATCH 32 // chain: chunks whose maps a block loads at once

// the entry band of a chunk starting t words into the range (_shuffle.band)
__device__ __forceinline__ void gp_band(long long lo, long long ir, long long t, long long* I0,
                                        long long* I1) {
  const double c = (double)(ir + 1) * pow(1.0 - 0.5 / (double)lo, (double)t) - 1.0;
  const double h = 4.0 * sqrt((double)t) + 64.0;
  const long long a = (long long)floor(c - h), b = (long long)ceil(c + h);
  *I0 = a > lo ? a : lo;
  *I1 = b < ir ? b : ir;
}

extern "C" __global__ void __launch_bounds__(32 * GP_WARPS) ${name}_maps(
    const u32* __restrict__ w, long long nw, const long long* st, int r, long long lo,
    long long ir, long long C, long long K, long long* rec, u32* D) {
  __shared__ u32 s_d[GP_WARPS][GP_DCAP];
  __shared__ u32 s_m[GP_WARPS][32];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const long long k = (long long)blockIdx.x * GP_WARPS + warp;
  if (k >= K) return;
  long long* out = rec + 4 * k;
  const long long pos = st[1 + r] + k * C;
  long long I0, I1;
  gp_band(lo, ir, k * C, &I0, &I1);
  if (st[0] || I1 < I0 || pos + C > nw) {  // (a failed range, an empty band, too few words)
    if (lane == 0) { out[0] = I0; out[1] = I1; out[2] = 0; out[3] = -1; }
    return;
  }
  const u32 mask = (u32)(2 * lo - 1);
  long long low = I0, high = I1;  // the band's lowest and highest values
  int nd = 0;                     // runs met (the same in every lane)
  // one batch of 32 words (lane L's the L-th): false once the runs overflowed
  auto batch = [&](u32 word) -> bool {
    const long long m = word & mask;
    // by lane L the band moved down by L at most: sure for all its values, or not sure
    const u32 all = __ballot_sync(GP_FULL, m <= low - 31);
    const u32 none = __ballot_sync(GP_FULL, m > high);
    if ((all | none) == GP_FULL) {
      low -= __popc(all);
      high -= __popc(all);
      return true;
    }
    s_m[warp][lane] = (u32)m;
    __syncwarp();
    if (lane == 0) {  // the words in order, the unsure ones one by one
      for (int L = 0; L < 32; ++L) {
        const long long x = s_m[warp][L];
        if ((all >> L) & 1u || x <= low) {
          --low;
          --high;
        } else if (x <= high) {  // the run at value x joins the one at x - 1
          long long s = I0 + (x - low);  // its first entry: the (x - low)-th run's
          int j = 0;
          for (; j < nd && s_d[warp][j] <= s; ++j) ++s;
          if (nd == GP_DCAP) { nd = GP_DCAP + 1; break; }
          int q = nd++;
          for (; q > 0 && s_d[warp][q - 1] > s; --q) s_d[warp][q] = s_d[warp][q - 1];
          s_d[warp][q] = (u32)s;
          --high;
        }
      }
    }
    __syncwarp();
    low = __shfl_sync(GP_FULL, low, 0);
    high = __shfl_sync(GP_FULL, high, 0);
    nd = __shfl_sync(GP_FULL, nd, 0);
    return nd <= GP_DCAP;
  };
  for (long long b0 = 0; b0 < C; b0 += 32 * GP_AHEAD) {
    u32 pre[GP_AHEAD];  // GP_AHEAD batches' words, loaded together
#pragma unroll
    for (int j = 0; j < GP_AHEAD; ++j)
      pre[j] = b0 + 32 * j < C ? __ldg(w + pos + b0 + 32 * j + lane) : 0u;
    bool go = true;
#pragma unroll
    for (int j = 0; j < GP_AHEAD; ++j)
      if (go && b0 + 32 * j < C) go = batch(pre[j]);
    if (!go) break;
  }
  if (lane == 0) { out[0] = I0; out[1] = I1; out[2] = low; out[3] = nd > GP_DCAP ? -1 : nd; }
  if (nd <= GP_DCAP)
    for (int j = lane; j < nd; j += 32) D[k * GP_DCAP + j] = s_d[warp][j];
}

extern "C" __global__ void __launch_bounds__(1024) ${name}_chain(
    long long* st, int r, long long lo, long long ir, long long K, const long long* rec,
    const u32* __restrict__ D, long long* ent) {
  // GP_BATCH chunks' maps at a time: all threads load them into shared memory, then warp 0
  // follows the bound through them (the loads do not wait on the bound)
  __shared__ long long s_rec[GP_BATCH][4];
  __shared__ u32 s_d[GP_BATCH][GP_DCAP];
  __shared__ long long s_x;
  __shared__ int s_state;  // 0 going on, 1 the range ended, 2 failed
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (st[0]) return;
  if (threadIdx.x == 0) { s_x = ir; s_state = 0; }
  for (long long k0 = 0; k0 < K; k0 += GP_BATCH) {
    const int nb = (int)(K - k0 < GP_BATCH ? K - k0 : GP_BATCH);
    if (threadIdx.x < 4 * nb) s_rec[threadIdx.x >> 2][threadIdx.x & 3] = rec[4 * k0 + threadIdx.x];
    __syncthreads();
    for (int t = threadIdx.x; t < nb * GP_DCAP; t += blockDim.x) {
      const int c = t / GP_DCAP, j = t - c * GP_DCAP;
      if (j < s_rec[c][3]) s_d[c][j] = D[(k0 + c) * GP_DCAP + j];
    }
    __syncthreads();
    if (warp == 0) {
      long long x = s_x;
      int state = 0;
      for (int c = 0; c < nb; ++c) {
        const long long I0 = s_rec[c][0], I1 = s_rec[c][1], low = s_rec[c][2], nd = s_rec[c][3];
        if (nd < 0 || x < I0 || x > I1) { state = 2; break; }  // (the band missed)
        int cnt = 0;
        for (long long j = lane; j < nd; j += 32) cnt += s_d[c][j] <= x ? 1 : 0;
        for (int d = 16; d; d >>= 1) cnt += __shfl_xor_sync(GP_FULL, cnt, d);
        if (lane == 0) ent[k0 + c] = x;
        x = low + (x - I0) - cnt;
        if (x < lo) {
          if (lane == 0) st[64 + r] = k0 + c;
          state = 1;
          break;
        }
      }
      if (lane == 0) { s_x = x; s_state = state; }
    }
    __syncthreads();
    if (s_state) break;
  }
  if (threadIdx.x == 0 && s_state != 1) st[0] = 1;  // (failed, or did not end within K)
}

extern "C" __global__ void __launch_bounds__(32 * GP_WARPS) ${name}_emit(
    const u32* __restrict__ w, long long* st, int r, long long lo, long long C,
    const long long* ent, JT* __restrict__ J) {
  __shared__ u32 s_m[GP_WARPS][32];
  __shared__ u32 s_acc[GP_WARPS];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const u32 lt = (1u << lane) - 1u;
  const long long k = (long long)blockIdx.x * GP_WARPS + warp;
  if (st[0] || k > st[64 + r]) return;
  const bool last = k == st[64 + r];
  const long long pos = st[1 + r] + k * C;
  const u32 mask = (u32)(2 * lo - 1);
  long long x = ent[k];
  // one batch of 32 words at word b of the chunk: false once the range ended
  auto batch = [&](u32 word, long long b) -> bool {
    const long long m = word & mask;
    u32 acc = __ballot_sync(GP_FULL, m <= x - 31);
    const u32 odd = __ballot_sync(GP_FULL, m > x - 31 && m <= x);
    if (odd) {
      s_m[warp][lane] = (u32)m;
      __syncwarp();
      if (lane == 0) {
        for (u32 o = odd; o; o &= o - 1) {
          const int L = __ffs((int)o) - 1;
          if ((long long)s_m[warp][L] <= x - __popc(acc & ((1u << L) - 1u))) acc |= 1u << L;
        }
        s_acc[warp] = acc;
      }
      __syncwarp();
      acc = s_acc[warp];
    }
    const long long bound = x - __popc(acc & lt);
    if (((acc >> lane) & 1u) && bound >= lo) J[bound] = (JT)m;
    if (((acc >> lane) & 1u) && bound == lo) st[2 + r] = pos + b + lane + 1;  // the range's end
    x -= __popc(acc);
    return x >= lo;
  };
  for (long long b0 = 0; b0 < C; b0 += 32 * GP_AHEAD) {
    u32 pre[GP_AHEAD];  // GP_AHEAD batches' words, loaded together
#pragma unroll
    for (int j = 0; j < GP_AHEAD; ++j)
      pre[j] = b0 + 32 * j < C ? __ldg(w + pos + b0 + 32 * j + lane) : 0u;
    bool go = true;
#pragma unroll
    for (int j = 0; j < GP_AHEAD; ++j)
      if (go && b0 + 32 * j < C) go = batch(pre[j], b0 + 32 * j);
    if (!go) return;
  }
  if (last && lane == 0) st[0] = 1;  // (the chain said the range ends here: it did not)
}
