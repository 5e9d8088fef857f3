// NumPy's random streams on the device.  Generator ${gen}, ${wbits}-bit words, sampler
// ${method}, output ${ot}, kernel mode ${mode}.
//
// Words are counted from the stream's start (an aligned bit generator state): word p is raw
// p / GP_WR, its low then its high half for 32-bit words.  A call starts at word b (the
// words earlier calls consumed: *basep << shift, read on the device, so calls chain without
// the host reading anything) and writes where its words end to *endp.  Raws come in units:
// one PCG64 step (an LCG jump-ahead gives any position), or one Philox4x64-10 counter block
// of four raws.
//
//   fill: samplers taking one word per value (random, uniform, integers over a whole
//         word): thread t makes groups of consecutive units t, t + T, ... (one PCG64 jump
//         a group) and stores value k = word k - b with 16-byte stores.
//   tile: rejection samplers (Lemire's bounded integers, the ziggurat normal and
//         exponential), in one pass.  A block takes tiles of GP_TW words from an atomic
//         counter (tiles are claimed in the order blocks run, so a look-back only waits on
//         tiles that running blocks hold).  Each thread makes its words (row i of a tile:
//         256 consecutive units, one a thread) and tries NumPy's one-word fast path on
//         each; the rare words where it fails ("specials") run NumPy's whole attempt (its
//         length in words, whether it yields a value, the value).  Which positions start an
//         attempt depends on where the previous tile's last attempt ended (the entry
//         carry), so a tile publishes its summary for entry 0 (outputs, carry out, which of
//         its first 32 positions start an attempt and which of those yield): summaries of
//         consecutive tiles compose, and a decoupled look-back over them gives the tile's
//         exact entry and the count of outputs before it.  Each output's rank is that count
//         plus the outputs before it in the tile (a bitmask and its word prefix), values
//         are stored there, and the thread storing value n-1 writes where its attempt ends.
//         Rare cases take a slower exact path: attempts that overlap other specials (a walk
//         by one thread), an entry that is not an attempt start of the entry-0 walk (the
//         walk from the true entry; the look-back then waits for the predecessor's exact
//         value), a call outgrowing its tile table (the last block finishes alone).
#define GP_GEN_${gen} 1
#define GP_WBITS ${wbits}
#define GP_METHOD_${method} 1
#define GP_MODE_${mode} 1
${extra}typedef unsigned long long u64;
typedef unsigned int u32;
typedef ${ot} OT;
#ifndef GP_SPIN_PAUSE
#define GP_SPIN_PAUSE()
#endif
#ifndef GP_TRACE  // the host emulation counts the rare paths here (tests/random/emu)
#define GP_TRACE(i)
#endif

#define GP_WR (64 / GP_WBITS)             // words per raw
#if defined(GP_GEN_PCG64)
#define GP_RPU 1                          // raws per unit
#define GP_FU 2                           // fill: units per group
#else
#define GP_RPU 4
#define GP_FU 1
#endif
#define GP_WPU (GP_RPU * GP_WR)           // words per unit
#define GP_WPG (GP_FU * GP_WPU)           // fill: words per group
#ifndef GP_WPT
#define GP_WPT 16                         // tile: words per thread
#endif
#define GP_UPT (GP_WPT / GP_WPU)          // tile: units (rows) per thread
#define GP_TW (256 * GP_WPT)              // tile: words
#define GP_TU (256 * GP_UPT)              // tile: units
#define GP_NW (GP_TW / 32)                // tile: bitmask words
static_assert(GP_NW % 32 == 0 && GP_UPT >= 1, "a tile is whole bitmask words for warp 0's lanes");
#define GP_FULL 0xffffffffu

struct gp_u128 { u64 hi, lo; };
__device__ __forceinline__ gp_u128 gp_mul128(gp_u128 a, gp_u128 b) {
  gp_u128 r;
  r.lo = a.lo * b.lo;
  r.hi = __umul64hi(a.lo, b.lo) + a.lo * b.hi + a.hi * b.lo;
  return r;
}
__device__ __forceinline__ gp_u128 gp_madd128(gp_u128 a, gp_u128 s, gp_u128 c) {
  const gp_u128 m = gp_mul128(a, s);
  gp_u128 r;
  r.lo = m.lo + c.lo;
  r.hi = m.hi + c.hi + (r.lo < m.lo ? 1ull : 0ull);
  return r;
}

struct GpParams { u64 g[6]; const u64* jt; };
struct GpMethod { double a, b; u64 off, rng, thr; const void* tab; };

#if defined(GP_GEN_PCG64)
// g: state (hi, lo), increment (hi, lo).  jt rows (A_hi, A_lo, G_hi, G_lo) of the map
// s -> A s + inc G: rows 0..63 for 2^i steps, rows 64 + j for j + 1 steps (j < 256).
__device__ __forceinline__ u64 gp_pcg_out(gp_u128 s) {
  const u64 v = s.hi ^ s.lo;
  const unsigned rot = (unsigned)(s.hi >> 58);
  return (v >> rot) | (v << ((64u - rot) & 63u));
}
__device__ __forceinline__ gp_u128 gp_row_a(const GpParams& P, int r) {
  gp_u128 a; a.hi = __ldg(P.jt + 4 * r); a.lo = __ldg(P.jt + 4 * r + 1); return a;
}
__device__ __forceinline__ gp_u128 gp_row_c(const GpParams& P, int r) {
  gp_u128 g, inc;
  g.hi = __ldg(P.jt + 4 * r + 2); g.lo = __ldg(P.jt + 4 * r + 3);
  inc.hi = P.g[2]; inc.lo = P.g[3];
  return gp_mul128(inc, g);
}
// the state `steps` steps after s
__device__ gp_u128 gp_pcg_jump(const GpParams& P, gp_u128 s, u64 steps) {
  for (int i = 0; steps; ++i, steps >>= 1)
    if (steps & 1) s = gp_madd128(gp_row_a(P, i), s, gp_row_c(P, i));
  return s;
}
// the map of `steps` steps: s -> A s + C
__device__ void gp_pcg_map(const GpParams& P, u64 steps, gp_u128& A, gp_u128& C) {
  A.hi = 0; A.lo = 1; C.hi = 0; C.lo = 0;
  for (int i = 0; steps; ++i, steps >>= 1) {
    if (steps & 1) {
      const gp_u128 a = gp_row_a(P, i);
      C = gp_madd128(a, C, gp_row_c(P, i));
      A = gp_mul128(a, A);
    }
  }
}
__device__ __forceinline__ gp_u128 gp_start(const GpParams& P) {
  gp_u128 s; s.hi = P.g[0]; s.lo = P.g[1]; return s;
}
__device__ u64 gp_raw_at(const GpParams& P, u64 r) {
  return gp_pcg_out(gp_pcg_jump(P, gp_start(P), r + 1));
}
#else
// g: the 256-bit counter, the 128-bit key.  Raw r is lane r % 4 of the block of counter
// + 1 + r / 4.
__device__ __forceinline__ void gp_philox(const GpParams& P, u64 block, u64 r[4]) {
  u64 c0 = P.g[0] + 1 + block, c1 = P.g[1], c2 = P.g[2], c3 = P.g[3];
  if (c0 < P.g[0] || (c0 == P.g[0] && block + 1 == 0)) { c1 += 1; if (c1 == 0) { c2 += 1; if (c2 == 0) c3 += 1; } }
  u64 k0 = P.g[4], k1 = P.g[5];
  for (int i = 0; i < 10; ++i) {
    if (i) { k0 += 0x9E3779B97F4A7C15ull; k1 += 0xBB67AE8584CAA73Bull; }
    const u64 lo0 = 0xD2E7470EE14C6C93ull * c0, hi0 = __umul64hi(0xD2E7470EE14C6C93ull, c0);
    const u64 lo1 = 0xCA5A826395121157ull * c2, hi1 = __umul64hi(0xCA5A826395121157ull, c2);
    c0 = hi1 ^ c1 ^ k0; c1 = lo1; c2 = hi0 ^ c3 ^ k1; c3 = lo0;
  }
  r[0] = c0; r[1] = c1; r[2] = c2; r[3] = c3;
}
__device__ u64 gp_raw_at(const GpParams& P, u64 r) {
  u64 b[4];
  gp_philox(P, r >> 2, b);
  return b[r & 3];
}
#endif

// the words of a unit's raws, and any word by its position
__device__ __forceinline__ void gp_words(const u64 r[GP_RPU], u64 w[GP_WPU]) {
#pragma unroll
  for (int i = 0; i < GP_RPU; ++i) {
#if GP_WBITS == 64
    w[i] = r[i];
#else
    w[2 * i] = r[i] & 0xffffffffull;
    w[2 * i + 1] = r[i] >> 32;
#endif
  }
}
__device__ __noinline__ u64 gp_word_at(const GpParams& P, u64 p) {
#if GP_WBITS == 64
  return gp_raw_at(P, p);
#else
  const u64 r = gp_raw_at(P, p >> 1);
  return (p & 1) ? (r >> 32) : (r & 0xffffffffull);
#endif
}
__device__ __forceinline__ double gp_next_double(u64 w) { return (double)(w >> 11) * (1.0 / 9007199254740992.0); }
__device__ __forceinline__ float gp_next_float(u64 w) { return (float)((u32)w >> 8) * (1.0f / 16777216.0f); }

// ---- NumPy's samplers.  gp_fast(M, w, v): the attempt starting at word w is that one word
// and yields v.  gp_special(P, M, p, w, wn, hn, out, v): NumPy's whole attempt starting at
// word p (first word w, where the fast path failed; wn the next word when hn): its length in
// words, whether it yields a value (out) and the value.
#if defined(GP_METHOD_random)
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
#if GP_WBITS == 64
  v = (OT)gp_next_double(w);
#else
  v = (OT)gp_next_float(w);
#endif
  return true;
}
#elif defined(GP_METHOD_uniform)
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
  v = (OT)(M.a + M.b * gp_next_double(w));
  return true;
}
#elif defined(GP_METHOD_offset)  // integers whose range is the whole word
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
  v = (OT)(M.off + w);
  return true;
}
#elif defined(GP_METHOD_lemire)  // NumPy's bounded integers: Lemire's multiply and rejection
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
  const u64 excl = M.rng + 1;
#if GP_WBITS == 64
  const u64 lo = w * excl, hi = __umul64hi(w, excl);
#else
  const u64 m = w * excl;
  const u64 lo = m & 0xffffffffull, hi = m >> 32;
#endif
  v = (OT)(M.off + hi);
  return lo >= M.thr;
}
#define GP_SPECIAL_DEFINED 1
__device__ __noinline__ int gp_special(const GpParams&, const GpMethod&, u64, u64, u64, bool, bool& out, OT&) {
  out = false;  // a rejected word: an attempt of one word without a value
  return 1;
}
#elif defined(GP_METHOD_normal)
#define GP_SPECIAL_DEFINED 1
#if GP_WBITS == 64
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
  const u64* ki = (const u64*)M.tab;
  const double* wi = (const double*)(ki + 256);
  const int idx = (int)(w & 0xff);
  const u64 r = w >> 8;
  const u64 rabs = (r >> 1) & 0x000fffffffffffffull;
  double x = (double)rabs * __ldg(wi + idx);
  if (r & 1) x = -x;
  v = x;
  return rabs < __ldg(ki + idx);
}
__device__ __noinline__ int gp_special(const GpParams& P, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u64* ki = (const u64*)M.tab;
  const double* fi = (const double*)(ki + 512);
  double x;
  gp_fast(M, w, x);
  const int idx = (int)(w & 0xff);
  const u64 rabs = ((w >> 8) >> 1) & 0x000fffffffffffffull;
  if (idx == 0) {
    for (int k = 0;; ++k) {
      const double xx = -${nor_inv_r} * log1p(-gp_next_double(gp_word_at(P, p + 1 + 2 * k)));
      const double yy = -log1p(-gp_next_double(gp_word_at(P, p + 2 + 2 * k)));
      if (yy + yy > xx * xx) {
        out = true;
        v = ((rabs >> 8) & 1) ? -(${nor_r} + xx) : ${nor_r} + xx;
        return 3 + 2 * k;
      }
    }
  }
  const double u = gp_next_double(hn ? wn : gp_word_at(P, p + 1));
  out = ((fi[idx - 1] - fi[idx]) * u + fi[idx]) < exp(-0.5 * x * x);
  v = x;
  return 2;
}
#else
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w64, OT& v) {
  const u32* ki = (const u32*)M.tab;
  const float* wi = (const float*)(ki + 256);
  const u32 w = (u32)w64;
  const int idx = (int)(w & 0xff);
  const u32 rabs = (w >> 9) & 0x0007fffffu;
  float x = (float)rabs * __ldg(wi + idx);
  if ((w >> 8) & 1) x = -x;
  v = x;
  return rabs < __ldg(ki + idx);
}
__device__ __noinline__ int gp_special(const GpParams& P, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u32* ki = (const u32*)M.tab;
  const float* fi = (const float*)(ki + 512);
  float x;
  gp_fast(M, w, x);
  const int idx = (int)(w & 0xff);
  const u32 rabs = ((u32)w >> 9) & 0x0007fffffu;
  if (idx == 0) {
    for (int k = 0;; ++k) {
      const float xx = -${nor_inv_r_f} * log1pf(-gp_next_float(gp_word_at(P, p + 1 + 2 * k)));
      const float yy = -log1pf(-gp_next_float(gp_word_at(P, p + 2 + 2 * k)));
      if (yy + yy > xx * xx) {
        out = true;
        v = ((rabs >> 8) & 1) ? -(${nor_r_f} + xx) : ${nor_r_f} + xx;
        return 3 + 2 * k;
      }
    }
  }
  const float u = gp_next_float(hn ? wn : gp_word_at(P, p + 1));
  out = ((fi[idx - 1] - fi[idx]) * u + fi[idx]) < exp(-0.5 * (double)x * (double)x);
  v = x;
  return 2;
}
#endif
#if defined(GP_AFFINE)
#define GP_POST(z) ((OT)(M.a + M.b * (z)))
#endif
#elif defined(GP_METHOD_exponential)
#define GP_SPECIAL_DEFINED 1
#if GP_WBITS == 64
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w, OT& v) {
  const u64* ke = (const u64*)M.tab;
  const double* we = (const double*)(ke + 256);
  const u64 ri = w >> 3;
  const int idx = (int)(ri & 0xff);
  const u64 r = ri >> 8;
  v = (double)r * __ldg(we + idx);
  return r < __ldg(ke + idx);
}
__device__ __noinline__ int gp_special(const GpParams& P, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u64* ke = (const u64*)M.tab;
  const double* fe = (const double*)(ke + 512);
  double x;
  gp_fast(M, w, x);
  const int idx = (int)((w >> 3) & 0xff);
  const double u = gp_next_double(hn ? wn : gp_word_at(P, p + 1));
  if (idx == 0) { out = true; v = ${exp_r} - log1p(-u); return 2; }
  out = (fe[idx - 1] - fe[idx]) * u + fe[idx] < exp(-x);
  v = x;
  return 2;
}
#else
__device__ __forceinline__ bool gp_fast(const GpMethod& M, u64 w64, OT& v) {
  const u32* ke = (const u32*)M.tab;
  const float* we = (const float*)(ke + 256);
  const u32 ri = (u32)w64 >> 1;
  const int idx = (int)(ri & 0xff);
  const u32 r = ri >> 8;
  v = (float)r * __ldg(we + idx);
  return r < __ldg(ke + idx);
}
__device__ __noinline__ int gp_special(const GpParams& P, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u32* ke = (const u32*)M.tab;
  const float* fe = (const float*)(ke + 512);
  float x;
  gp_fast(M, w, x);
  const int idx = (int)(((u32)w >> 1) & 0xff);
  const float u = gp_next_float(hn ? wn : gp_word_at(P, p + 1));
  if (idx == 0) { out = true; v = ${exp_r_f} - log1pf(-u); return 2; }
  out = (fe[idx - 1] - fe[idx]) * u + fe[idx] < expf(-x);
  v = x;
  return 2;
}
#endif
#if defined(GP_AFFINE)
#define GP_POST(z) ((OT)(M.b * (z)))
#endif
#endif
#ifndef GP_POST
#define GP_POST(z) (z)
#endif
#ifndef GP_SPECIAL_DEFINED  // one-word samplers: the fast path never fails
__device__ __noinline__ int gp_special(const GpParams&, const GpMethod& M, u64, u64 w, u64, bool, bool& out, OT& v) {
  out = gp_fast(M, w, v);
  return 1;
}
#endif

#define GP_PARAMS_DECL u64 g0, u64 g1, u64 g2, u64 g3, u64 g4, u64 g5, const u64* jt, \
    double ma, double mb, u64 moff, u64 mrng, u64 mthr, const void* mtab, OT* __restrict__ out, \
    long long n, const u64* basep, int shift, u64* endp
#define GP_PARAMS_INIT \
  GpParams P; P.g[0] = g0; P.g[1] = g1; P.g[2] = g2; P.g[3] = g3; P.g[4] = g4; P.g[5] = g5; \
  P.jt = jt; \
  GpMethod M; M.a = ma; M.b = mb; M.off = moff; M.rng = mrng; M.thr = mthr; M.tab = mtab; \
  const u64 b = basep ? (*(const volatile u64*)basep << shift) : 0ull;

#if defined(GP_MODE_fill)
// ---------------------------------------------------------------- fill
extern "C" __global__ void __launch_bounds__(256) ${name}(GP_PARAMS_DECL) {
  GP_PARAMS_INIT
  const u64 u0 = b / GP_WPU;                        // the unit holding word b
  const long long e = (long long)(b - u0 * GP_WPU);  // its words used before this call
  if (blockIdx.x == 0 && threadIdx.x == 0) *endp = b + (u64)n;
  const u64 T = (u64)gridDim.x * blockDim.x;
  const u64 ngroups = ((u64)n + (u64)e + GP_WPG - 1) / GP_WPG;
  u64 g = (u64)blockIdx.x * blockDim.x + threadIdx.x;
  const bool vec = e == 0 && (((unsigned long long)out) & 15) == 0;
#if defined(GP_GEN_PCG64)
  __shared__ u64 s_jump[4];
  if (threadIdx.x == 0) {  // from the last unit of a group to the first of the thread's next
    gp_u128 A, C;
    gp_pcg_map(P, T * GP_FU - (GP_FU - 1), A, C);
    s_jump[0] = A.hi; s_jump[1] = A.lo; s_jump[2] = C.hi; s_jump[3] = C.lo;
  }
  __syncthreads();
  gp_u128 JA, JC, s;
  JA.hi = s_jump[0]; JA.lo = s_jump[1]; JC.hi = s_jump[2]; JC.lo = s_jump[3];
  const gp_u128 mul = {2549297995355413924ull, 4865540595714422341ull}, inc = {P.g[2], P.g[3]};
  if (g < ngroups) s = gp_pcg_jump(P, gp_start(P), u0 + g * GP_FU + 1);
#endif
  for (; g < ngroups; g += T) {
    u64 w[GP_WPG];
#if defined(GP_GEN_PCG64)
#pragma unroll
    for (int f = 0; f < GP_FU; ++f) {
      u64 r[1];
      r[0] = gp_pcg_out(s);
      gp_words(r, w + f * GP_WPU);
      s = f + 1 < GP_FU ? gp_madd128(mul, s, inc) : gp_madd128(JA, s, JC);
    }
#else
    {
      u64 r[4];
      gp_philox(P, u0 + g, r);
      gp_words(r, w);
    }
#endif
    union { OT v[GP_WPG]; uint4 q[(GP_WPG * sizeof(OT) + 15) / 16]; } buf;
#pragma unroll
    for (int k = 0; k < GP_WPG; ++k) {
      OT x;
      gp_fast(M, w[k], x);
      buf.v[k] = GP_POST(x);
    }
    const long long k0 = (long long)(g * GP_WPG) - e;
    if (vec && k0 + GP_WPG <= n && (GP_WPG * sizeof(OT)) % 16 == 0) {
      uint4* dst = (uint4*)(out + k0);
#pragma unroll
      for (int c = 0; c < (int)(GP_WPG * sizeof(OT) / 16); ++c) dst[c] = buf.q[c];
    } else {
#pragma unroll
      for (int k = 0; k < GP_WPG; ++k)
        if (k0 + k >= 0 && k0 + k < n) out[k0 + k] = buf.v[k];
    }
  }
}
#else
// ---------------------------------------------------------------- tile
// st[t]: status (epoch << 2 | 1: summary, | 2: exact), the entry-0 summary (masks: the first
// 32 positions' attempt starts << 32 | their outputs; agg: outputs | carry out << 32), the
// exact values (outputs before the next tile, carry into it).  ctrl: tile counter, done flag,
// blocks finished (the last block resets them).
struct GpTile { u64 status, masks, agg, incl_p, incl_c, pad; };

__device__ __forceinline__ u64 gp_ld(const u64* p) { return *(const volatile u64*)p; }
__device__ __forceinline__ void gp_st(u64* p, u64 v) { *(volatile u64*)p = v; }

__shared__ u32 s_spec[GP_NW];      // positions where the fast path failed
__shared__ u32 s_outb[GP_NW];      // ... and whose attempt yields a value
__shared__ u32 s_emit[GP_NW];      // positions that yield an output
__shared__ u32 s_wpre[GP_NW];      // outputs before each word of s_emit
__shared__ unsigned short s_len[GP_TW];  // attempt lengths at the specials
__shared__ OT s_val[GP_TW];              // the value of the attempt at each position
__shared__ long long s_tile;
__shared__ u64 s_base[2];
__shared__ u32 s_start0, s_maxend;
__shared__ u64 s_prefix, s_cnt, s_co;
__shared__ int s_flag;

// clear bits [lo, hi) of a shared bitmask (other threads may edit other bits of a word)
__device__ void gp_clear(u32* m, u32 lo, u32 hi) {
  while (lo < hi) {
    const u32 k = lo >> 5, bit = lo & 31, nb = min(32u - bit, hi - lo);
    const u32 mask = (nb == 32u ? GP_FULL : ((1u << nb) - 1u)) << bit;
    atomicAnd(&m[k], ~mask);
    lo += nb;
  }
}
__device__ bool gp_any(const u32* m, u32 lo, u32 hi) {
  while (lo < hi) {
    const u32 k = lo >> 5, bit = lo & 31, nb = min(32u - bit, hi - lo);
    const u32 mask = (nb == 32u ? GP_FULL : ((1u << nb) - 1u)) << bit;
    if (m[k] & mask) return true;
    lo += nb;
  }
  return false;
}
// bits lo..hi-1 of word 0 (empty where lo >= 32)
__device__ __forceinline__ u32 gp_bits0(u32 lo, u32 hi) {
  if (hi > 32u) hi = 32u;
  if (lo >= hi) return 0u;
  const u32 nb = hi - lo;
  return (nb == 32u ? GP_FULL : ((1u << nb) - 1u)) << lo;
}

// One thread: the chain of attempts from entry c (positions before it belong to an earlier
// attempt): s_emit, the attempt starts among the first 32 positions, and the carry out.
__device__ __noinline__ u64 gp_walk(u64 c, u32* start0) {
  for (int k = 0; k < GP_NW; ++k) s_emit[k] = GP_FULL;
  const u32 cc = c < (u64)GP_TW ? (u32)c : (u32)GP_TW;
  gp_clear(s_emit, 0, cc);
  u32 st0 = GP_FULL & ~gp_bits0(0, cc);
  u64 cur = c;
  while (cur < (u64)GP_TW) {
    u32 k = (u32)cur >> 5;
    u32 bits = s_spec[k] & (GP_FULL << ((u32)cur & 31));
    while (!bits && ++k < (u32)GP_NW) bits = s_spec[k];
    if (!bits) break;
    const u32 s = k * 32 + (u32)(__ffs((int)bits) - 1);
    const u32 len = s_len[s];
    gp_clear(s_emit, s, min(s + len, (u32)GP_TW));
    if ((s_outb[s >> 5] >> (s & 31)) & 1u) atomicOr(&s_emit[s >> 5], 1u << (s & 31));
    st0 &= ~gp_bits0(s + 1, s + len);
    cur = (u64)s + len;
  }
  *start0 = st0;
  return cur > (u64)GP_TW ? cur - GP_TW : 0ull;
}

// warp 0: outputs in s_emit (every lane gets the sum)
__device__ __forceinline__ u64 gp_count(int lane) {
  u32 c = 0;
  for (int k = lane; k < GP_NW; k += 32) c += __popc(s_emit[k]);
#pragma unroll
  for (int d = 16; d; d >>= 1) c += __shfl_xor_sync(GP_FULL, c, d);
  return c;
}

// warp 0: the exact (outputs before tile t, entry of tile t) from the summaries before it
__device__ __noinline__ void gp_lookback(const GpTile* st, long long t, u64 epoch, int lane, u64& prefix, u64& entry) {
  int have = 0, done = 0, fail = 0;
  u32 Fr = 0, Fo = 0;
  u64 Fcnt = 0, Fco = 0, Pv = 0, Cv = 0;
  for (long long k = t - 1;; k -= 32) {
    const long long idx = k - lane;
    u64 s = 0, x0 = 0, x1 = 0;
    if (idx >= 0) {
      do { s = gp_ld(&st[idx].status); if ((s >> 2) != epoch) GP_SPIN_PAUSE(); } while ((s >> 2) != epoch);
      __threadfence();
      if ((s & 3) == 2) { x0 = gp_ld(&st[idx].incl_p); x1 = gp_ld(&st[idx].incl_c); }
      else { x0 = gp_ld(&st[idx].masks); x1 = gp_ld(&st[idx].agg); }
    }
    // the window's nearest exact tile ends it (tile 0 is always exact)
    const u32 exact = __ballot_sync(GP_FULL, idx >= 0 && (s & 3) == 2);
    const int last = exact ? __ffs((int)exact) - 1 : 31;
    for (int L = 0; L <= last; ++L) {
      const u64 sl = __shfl_sync(GP_FULL, s, L), al = __shfl_sync(GP_FULL, x0, L),
                bl = __shfl_sync(GP_FULL, x1, L);
      if (lane == 0 && !done && !fail && k - L >= 0) {
        if ((sl & 3) == 2) {          // exact: outputs before the next tile, carry into it
          if (!have) { Pv = al; Cv = bl; done = 1; }
          else if (bl < 32 && ((Fr >> bl) & 1u)) {
            Pv = al + Fcnt - __popc(Fo & ((1u << bl) - 1u)); Cv = Fco; done = 1;
            GP_TRACE(3);
          } else fail = 1;
        } else {                      // a summary: compose it in front of F
          const u32 r = (u32)(al >> 32), o = (u32)al;
          const u64 cnt0 = bl & 0xffffffffull, co0 = bl >> 32;
          if (!have) { Fr = r; Fo = o; Fcnt = cnt0; Fco = co0; have = 1; }
          else if (co0 < 32 && ((Fr >> co0) & 1u)) {
            Fcnt = cnt0 + Fcnt - __popc(Fo & ((1u << co0) - 1u)); Fr = r; Fo = o;
            if (co0) GP_TRACE(6);
          } else fail = 1;
        }
      }
    }
    done = __shfl_sync(GP_FULL, done, 0);
    fail = __shfl_sync(GP_FULL, fail, 0);
    if (done || fail) break;
    if (lane == 0) GP_TRACE(7);
  }
  if (fail) {  // rare: wait for the predecessor's exact values
    u64 s = 0;
    if (lane == 0) {
      GP_TRACE(4);
      do { s = gp_ld(&st[t - 1].status); if (s != ((epoch << 2) | 2)) GP_SPIN_PAUSE(); } while (s != ((epoch << 2) | 2));
      __threadfence();
      Pv = gp_ld(&st[t - 1].incl_p); Cv = gp_ld(&st[t - 1].incl_c);
    }
  }
  prefix = __shfl_sync(GP_FULL, Pv, 0);
  entry = __shfl_sync(GP_FULL, Cv, 0);
}

struct GpCtx {
  u64 u0, w0, e, epoch;
  long long cap;
  GpTile* st;
  u64* ctrl;
#if defined(GP_GEN_PCG64)
  gp_u128 base;            // thread 0: the state before unit `baseu`
  u64 baseu;
#endif
};

// One tile, by the whole block (t must be the same in every thread).  known: the outputs
// before it and its entry are kp, ke (the last block past the tile table); else the tile
// publishes its summary and looks back.  Returns whether output n-1 is at or before it; with
// known, kp/ke move on to the next tile.
__device__ bool gp_tile(const GpParams& P, const GpMethod& M, GpCtx& X, OT* __restrict__ out,
                        long long n, u64* endp, long long t, bool known, u64& kp, u64& ke) {
  const int j = threadIdx.x, lane = j & 31, warp = j >> 5;
  for (int k = j; k < GP_NW; k += 256) { s_spec[k] = 0; s_outb[k] = 0; s_emit[k] = GP_FULL; }
#if defined(GP_GEN_PCG64)
  if (j == 0) {
    const u64 U = X.u0 + (u64)t * GP_TU;
    X.base = gp_pcg_jump(P, X.base, U - X.baseu);
    X.baseu = U;
    s_base[0] = X.base.hi; s_base[1] = X.base.lo;
  }
#endif
  if (j == 0) { s_start0 = GP_FULL; s_maxend = 0; }
  __syncthreads();
  // ---- the thread's words: row i holds units t * GP_TU + i * 256 + (0..255)
  const u64 wt = X.w0 + (u64)t * GP_TW;  // the tile's first word
  u32 mine = 0;
#if defined(GP_GEN_PCG64)
  gp_u128 s;
  {
    s.hi = s_base[0]; s.lo = s_base[1];
    s = gp_madd128(gp_row_a(P, 64 + j), s, gp_row_c(P, 64 + j));  // j + 1 steps on
  }
  const gp_u128 JA = gp_row_a(P, 8), JC = gp_row_c(P, 8);  // a row on: 256 steps
#endif
#pragma unroll 1
  for (int i = 0; i < GP_UPT; ++i) {
    u64 r[GP_RPU], w[GP_WPU];
#if defined(GP_GEN_PCG64)
    r[0] = gp_pcg_out(s);
    s = gp_madd128(JA, s, JC);
#else
    gp_philox(P, X.u0 + (u64)t * GP_TU + (u64)i * 256 + j, r);
#endif
    gp_words(r, w);
    const u64 nextfirst = __shfl_down_sync(GP_FULL, w[0], 1);
#pragma unroll
    for (int k = 0; k < GP_WPU; ++k) {
      const u32 q = (u32)((i * 256 + j) * GP_WPU + k);
      OT x;
      if (!gp_fast(M, w[k], x)) {
        bool o;
        const bool hn = k + 1 < GP_WPU || lane != 31;
        const u64 wn = k + 1 < GP_WPU ? w[k + 1 < GP_WPU ? k + 1 : k] : nextfirst;
        const int len = gp_special(P, M, wt + q, w[k], wn, hn, o, x);
        s_len[q] = (unsigned short)(len < 65535 ? len : 65535);
        atomicOr(&s_spec[q >> 5], 1u << (q & 31));
        if (o) atomicOr(&s_outb[q >> 5], 1u << (q & 31));
        mine |= 1u << (i * GP_WPU + k);
      }
      s_val[q] = x;
    }
  }
  __syncthreads();
  // ---- the entry-0 walk: in parallel unless an attempt covers another special
  int conflict = 0;
  for (u32 m = mine; m; m &= m - 1) {
    const int bi = __ffs((int)m) - 1;
    const u32 q = (u32)(((bi / GP_WPU) * 256 + j) * GP_WPU + bi % GP_WPU), len = s_len[q];
    if (len > 1 && gp_any(s_spec, q + 1, min(q + len, (u32)GP_TW))) conflict = 1;
  }
  conflict = __syncthreads_or(conflict);
  if (!conflict) {
    for (u32 m = mine; m; m &= m - 1) {
      const int bi = __ffs((int)m) - 1;
      const u32 q = (u32)(((bi / GP_WPU) * 256 + j) * GP_WPU + bi % GP_WPU), len = s_len[q];
      gp_clear(s_emit, q, min(q + len, (u32)GP_TW));
      if ((s_outb[q >> 5] >> (q & 31)) & 1u) atomicOr(&s_emit[q >> 5], 1u << (q & 31));
      const u32 in0 = gp_bits0(q + 1, q + len);
      if (in0) atomicAnd(&s_start0, ~in0);
      atomicMax(&s_maxend, q + len);
    }
  } else if (j == 0) {
    GP_TRACE(0);
    u32 st0;
    const u64 co = gp_walk(0, &st0);
    s_start0 = st0;
    s_maxend = co ? (u32)(co + GP_TW) : 0u;
  }
  __syncthreads();
  // ---- warp 0: summary, look-back, the tile from its true entry, ranks
  if (warp == 0) {
    const u64 cnt0 = gp_count(lane);
    const u32 me = s_maxend;
    const u64 co0 = me > (u32)GP_TW ? (u64)(me - GP_TW) : 0ull;
    const u32 r32 = s_start0, o32 = s_emit[0];
    u64 prefix, entry;
    if (known) { prefix = kp; entry = ke; }
    else if (t == 0) { prefix = 0; entry = X.e; }
    else {
      if (lane == 0) {
        gp_st(&X.st[t].masks, ((u64)r32 << 32) | o32);
        gp_st(&X.st[t].agg, cnt0 | (co0 << 32));
        __threadfence();
        gp_st(&X.st[t].status, (X.epoch << 2) | 1);
      }
      gp_lookback(X.st, t, X.epoch, lane, prefix, entry);
    }
    u64 cnt = cnt0, co = co0;
    if (entry != 0) {
      if (entry < 32 && ((r32 >> entry) & 1u)) {
        const u32 below = (1u << entry) - 1u;
        if (lane == 0) { s_emit[0] &= ~below; GP_TRACE(1); }
        cnt = cnt0 - __popc(o32 & below);
      } else {
        u64 c2 = 0;
        if (lane == 0) { u32 st0; c2 = gp_walk(entry, &st0); GP_TRACE(2); }
        co = __shfl_sync(GP_FULL, c2, 0);
        __syncwarp();
        cnt = gp_count(lane);
      }
    }
    __syncwarp();
    // outputs before each bitmask word (exclusive scan, 4 words a lane)
    u32 c4[GP_NW / 32], tot = 0;
#pragma unroll
    for (int k = 0; k < GP_NW / 32; ++k) { c4[k] = __popc(s_emit[lane * (GP_NW / 32) + k]); tot += c4[k]; }
    u32 incl = tot;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const u32 y = __shfl_up_sync(GP_FULL, incl, d);
      if (lane >= d) incl += y;
    }
    u32 run = incl - tot;
#pragma unroll
    for (int k = 0; k < GP_NW / 32; ++k) { s_wpre[lane * (GP_NW / 32) + k] = run; run += c4[k]; }
    if (lane == 0) {
      s_prefix = prefix; s_cnt = cnt; s_co = co;
      if (!known) {
        gp_st(&X.st[t].incl_p, prefix + cnt);
        gp_st(&X.st[t].incl_c, co);
        __threadfence();
        gp_st(&X.st[t].status, (X.epoch << 2) | 2);
      }
    }
  }
  __syncthreads();
  // ---- each output at its rank (lanes on consecutive positions: consecutive ranks)
  const u64 prefix = s_prefix, cnt = s_cnt, co = s_co;
#pragma unroll 4
  for (int m = 0; m < GP_WPT; ++m) {
    const u32 q = (u32)(m * 256 + j);
    const u32 word = s_emit[q >> 5];
    if ((word >> (q & 31)) & 1u) {
      const u64 rank = prefix + s_wpre[q >> 5] + __popc(word & ((1u << (q & 31)) - 1u));
      if (rank < (u64)n) {
        out[rank] = GP_POST(s_val[q]);
        if (rank == (u64)n - 1) {
          const u32 len = ((s_spec[q >> 5] >> (q & 31)) & 1u) ? (u32)s_len[q] : 1u;
          *endp = wt + q + len;
          gp_st(&X.ctrl[1], 1);
          __threadfence();
        }
      }
    }
  }
  __syncthreads();  // the shared arrays are free again
  kp = prefix + cnt;
  ke = co;
  return prefix + cnt >= (u64)n;
}

extern "C" __global__ void __launch_bounds__(256, 4) ${name}(GP_PARAMS_DECL, GpTile* st, long long cap,
                                                         u64* ctrl, u64 epoch) {
  GP_PARAMS_INIT
  GpCtx X;
  X.u0 = b / GP_WPU;
  X.w0 = X.u0 * GP_WPU;
  X.e = b - X.w0;
  X.epoch = epoch;
  X.cap = cap;
  X.st = st;
  X.ctrl = ctrl;
#if defined(GP_GEN_PCG64)
  X.base = gp_start(P);
  X.baseu = 0;
#endif
  u64 kp = 0, ke = 0;
  for (;;) {
    if (threadIdx.x == 0) {
      long long t = -1;
      if (!gp_ld(&ctrl[1])) {
        t = (long long)atomicAdd(&ctrl[0], 1ull);
        if (t >= cap) t = -1;
      }
      s_tile = t;
    }
    __syncthreads();
    const long long t = s_tile;
    __syncthreads();
    if (t < 0) break;
    if (gp_tile(P, M, X, out, n, endp, t, false, kp, ke)) break;
  }
  // the last block out: finish alone if the tile table ran out, then reset the counters
  if (threadIdx.x == 0) {
    __threadfence();
    s_flag = atomicAdd(&ctrl[2], 1ull) == (u64)gridDim.x - 1;
  }
  __syncthreads();
  if (s_flag) {
    __threadfence();
    if (!gp_ld(&ctrl[1])) {
      kp = gp_ld(&st[cap - 1].incl_p);
      ke = gp_ld(&st[cap - 1].incl_c);
      for (long long t = cap; !gp_tile(P, M, X, out, n, endp, t, true, kp, ke); ++t) {
        if (threadIdx.x == 0) GP_TRACE(5);
      }
    }
    __syncthreads();
    if (threadIdx.x == 0) { gp_st(&ctrl[0], 0); gp_st(&ctrl[1], 0); gp_st(&ctrl[2], 0); __threadfence(); }
  }
}
#endif
