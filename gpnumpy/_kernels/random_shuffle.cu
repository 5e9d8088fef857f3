// NumPy's Fisher-Yates draws on the device: j_i = random_interval(i) for i = n-1 .. 1 from the
// 32-bit words w[0 .. nw) of the stream (NumPy's next_uint32): word p masked to the smallest
// 2^b - 1 >= i and rejected while above i.  One block of 32 warps goes through the words in
// chunks of C words that stay inside one mask range.  In a chunk the bound falls by at most C,
// so a word at or below i - C + 1 is accepted and one above i rejected whatever came before it
// in the chunk; the few in between ("ambiguous", about C^2 / 2^(b+1) of them) are decided one by
// one, in order, by thread 0.  Accepted word number a of a chunk (a accepted before it) is
// j_(i - a).  Writes J[i] (J[0] = 0) and the words used to *used (-1: the words ran out).
// With st: it goes on where random_shuffle_band.cu's ranges ended.
typedef unsigned long long u64;
typedef unsigned int u32;
typedef ${jt} JT;
#define GP_FULL 0xffffffffu

__shared__ u32 s_acc[32][32];   // per warp, per row of 32 words: accepted lanes
__shared__ u32 s_amb[32][32];   // ... ambiguous lanes
__shared__ u32 s_rpre[32][32];  // certain accepts before each row within the warp
__shared__ u32 s_rows[32];      // per warp: the rows holding ambiguous words
__shared__ long long s_wpre[33];
__shared__ int s_any;

extern "C" __global__ void __launch_bounds__(1024) ${name}(const u32* __restrict__ w, long long nw,
                                                          long long n, JT* __restrict__ J,
                                                          long long* used, const long long* st,
                                                          int r) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const u32 lt = (1u << lane) - 1u;  // lanes below this one
  // st: the bounds from n - 1 down to n were drawn by random_shuffle_band.cu's r ranges,
  // which ended at word st[1 + r] (st[0]: they failed)
  long long i = n - 1, pos = 0;
  if (st != 0) {
    if (st[0]) {
      if (threadIdx.x == 0) *used = -1;
      return;
    }
    pos = st[1 + r];
    if (r > 0) i = ((1ll << (63 - __clzll((u64)i))) >> (r - 1)) - 1;  // (below the r ranges)
  }
  if (threadIdx.x == 0) J[0] = 0;
  while (i >= 1) {
    const long long lo = 1ll << (63 - __clzll((u64)i));
    const u32 mask = (u32)(2 * lo - 1);
    // a chunk: inside the mask range, at most 32 x 1024 words, few ambiguous ones
    long long cap = (long long)(8.0 * sqrt((double)(2 * lo)));
    if (cap < 32) cap = 32;
    if (cap > 32768) cap = 32768;
    long long C = i - lo + 1;
    if (C > cap) C = cap;
    if (pos + C > nw) {
      if (threadIdx.x == 0) *used = -1;
      return;
    }
    const long long thr = i - C + 1;
    u32 v[32];
    u32 cnt = 0, any = 0, rows = 0;
#pragma unroll
    for (int k = 0; k < 32; ++k) {
      const long long t = (long long)warp * 1024 + k * 32 + lane;
      const bool valid = t < C;
      v[k] = valid ? (__ldg(w + pos + t) & mask) : 0u;
      const u32 acc = __ballot_sync(GP_FULL, valid && (long long)v[k] <= thr);
      const u32 amb = __ballot_sync(GP_FULL, valid && (long long)v[k] > thr && (long long)v[k] <= i);
      if (lane == 0) { s_acc[warp][k] = acc; s_amb[warp][k] = amb; s_rpre[warp][k] = cnt; }
      cnt += __popc(acc);
      any |= amb;
      if (amb) rows |= 1u << k;
    }
    if (lane == 0) { s_wpre[warp] = cnt; s_rows[warp] = rows; }
    any = __syncthreads_or(any != 0);
    if (threadIdx.x == 0) {
      // certain accepts before each warp
      long long a = 0;
      for (int W = 0; W < 32; ++W) { const long long c = s_wpre[W]; s_wpre[W] = a; a += c; }
      s_wpre[32] = a;
      if (any) {  // the ambiguous words, in order
        long long extra = 0;  // ambiguous words accepted so far
        for (int W = 0; W < 32; ++W) {
          for (u32 rs = s_rows[W]; rs; rs &= rs - 1) {
            const int k = __ffs((int)rs) - 1;
            const u32 m = s_amb[W][k], orig = s_acc[W][k];
            for (u32 b = m; b; b &= b - 1) {
              const int L = __ffs((int)b) - 1;
              const long long before = s_wpre[W] + s_rpre[W][k] + __popc(orig & ((1u << L) - 1u)) + extra;
              const u32 x = __ldg(w + pos + (long long)W * 1024 + k * 32 + L) & mask;
              if ((long long)x <= i - before) { s_acc[W][k] |= 1u << L; ++extra; }
            }
          }
        }
        s_any = extra > 0;
      } else {
        s_any = 0;
      }
    }
    __syncthreads();
    if (s_any) {  // accepts changed: the prefixes again
      if (lane == 0) {
        u32 c = 0;
        for (int k = 0; k < 32; ++k) { s_rpre[warp][k] = c; c += __popc(s_acc[warp][k]); }
        s_wpre[warp] = c;
      }
      __syncthreads();
      if (threadIdx.x == 0) {
        long long a = 0;
        for (int W = 0; W < 32; ++W) { const long long c = s_wpre[W]; s_wpre[W] = a; a += c; }
        s_wpre[32] = a;
      }
      __syncthreads();
    }
    const long long base = s_wpre[warp];
#pragma unroll
    for (int k = 0; k < 32; ++k) {
      const u32 m = s_acc[warp][k];
      if ((m >> lane) & 1u) {
        const long long a = base + (long long)s_rpre[warp][k] + __popc(m & lt);
        J[i - a] = (JT)v[k];
      }
    }
    const long long total = s_wpre[32];
    __syncthreads();
    i -= total;
    pos += C;
  }
  if (threadIdx.x == 0) *used = pos;
}
