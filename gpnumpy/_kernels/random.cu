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
//   chunk: rejection samplers (Lemire's bounded integers, the ziggurat normal and
//         exponential) in five launches over chunks of consecutive words (below).
#define GP_GEN_${gen} 1
#define GP_WBITS ${wbits}
#define GP_METHOD_${method} 1
#define GP_MODE_${mode} 1
${extra}typedef unsigned long long u64;
typedef unsigned int u32;
typedef ${ot} OT;
#ifndef GP_STORE16  // a fill kernel's 16-byte stores
#define GP_STORE16(p, v) (*(p) = (v))
#endif
#ifndef GP_TRACE  // the host emulation counts the rare paths here (tests/random/emu)
#define GP_TRACE(i)
#endif

#define GP_WR (64 / GP_WBITS)             // words per raw
#if defined(GP_GEN_PCG64)
#define GP_RPU 1                          // raws per unit
#ifndef GP_FU                             // units per group (fill), per lane a round (chunk)
#if defined(GP_MODE_chunk)
// 8 words a lane a round: the H200's chunk kernels with 4 words (standard_normal f4 2^28,
// FU 2) took 2.67 ms, with 8 (FU 4) 2.39, with 16 2.45; float64 (2^27) 1.97, 1.75 with 4
// words (FU 4), 1.60 with 8 (FU 8); integers(0, 1000) 1.63, 1.47 with 8 words, 1.75 with 16
#define GP_FU (8 / GP_WR)
#else
#define GP_FU 2
#endif
#endif
#else
#define GP_RPU 4
#define GP_FU 1
#endif
#define GP_WPU (GP_RPU * GP_WR)           // words per unit
#define GP_WPG (GP_FU * GP_WPU)           // fill (and a chunk's round): words per group
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
__device__ __forceinline__ gp_u128 gp_start(const GpParams& P) {
  gp_u128 s; s.hi = P.g[0]; s.lo = P.g[1]; return s;
}
__device__ u64 gp_raw_at(const GpParams& P, u64 r) {
  return gp_pcg_out(gp_pcg_jump(P, gp_start(P), r + 1));
}
// the state `steps` (<= 1024) steps after s, from the table of small jumps
__device__ __forceinline__ gp_u128 gp_pcg_small(const GpParams& P, gp_u128 s, u32 steps) {
  return steps ? gp_madd128(gp_row_a(P, 63 + steps), s, gp_row_c(P, 63 + steps)) : s;
}
// the map of `steps` steps (s -> A s + C), made by a whole warp (every lane calls it with the
// same arguments): lane i takes the table rows of bits i and i + 32, and the lanes' maps
// combine in a butterfly (maps of the same LCG commute), so it costs one round of loads and
// five compositions instead of a serial chain of up to 64 (one lane's loop held its warp ~2 us)
struct GpMap { gp_u128 A, C; };
__device__ __noinline__ GpMap gp_pcg_map_warp(const GpParams& P, u64 steps) {
  const int lane = threadIdx.x & 31;
  gp_u128 A, C;
  A.hi = 0; A.lo = 1; C.hi = 0; C.lo = 0;
  if ((steps >> lane) & 1ull) { A = gp_row_a(P, lane); C = gp_row_c(P, lane); }
  if ((steps >> (lane + 32)) & 1ull) {
    const gp_u128 a = gp_row_a(P, lane + 32);
    C = gp_madd128(a, C, gp_row_c(P, lane + 32));
    A = gp_mul128(a, A);
  }
#pragma unroll
  for (int d = 16; d; d >>= 1) {
    gp_u128 B, D;
    B.hi = __shfl_xor_sync(GP_FULL, A.hi, d); B.lo = __shfl_xor_sync(GP_FULL, A.lo, d);
    D.hi = __shfl_xor_sync(GP_FULL, C.hi, d); D.lo = __shfl_xor_sync(GP_FULL, C.lo, d);
    C = gp_madd128(A, D, C);  // s -> A (B s + D) + C
    A = gp_mul128(A, B);
  }
  GpMap m;
  m.A = A; m.C = C;
  return m;
}
// the state `steps` steps after s (the whole warp, as gp_pcg_map_warp)
__device__ __forceinline__ gp_u128 gp_pcg_jump_warp(const GpParams& P, gp_u128 s, u64 steps) {
  const GpMap m = gp_pcg_map_warp(P, steps);
  return gp_madd128(m.A, s, m.C);
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
// An attempt's further words: a PCG64 state near them (s, before unit ub) makes a word up to
// 2048 raws on with one or two small jumps; others (and Philox) are made from the start.
#if defined(GP_GEN_PCG64)
struct GpNear { u64 ub; gp_u128 s; };
__device__ __noinline__ u64 gp_word_near(const GpParams& P, const GpNear& N, u64 p) {
  const u64 r = p / GP_WR, d = r + 1 - N.ub;
  u64 raw;
  if (r >= N.ub && d <= 2048ull) {
    gp_u128 t = N.s;
    u32 dd = (u32)d;
    if (dd > 1024u) { t = gp_pcg_small(P, t, 1024u); dd -= 1024u; }
    raw = gp_pcg_out(gp_pcg_small(P, t, dd));
  } else {
    raw = gp_raw_at(P, r);
  }
#if GP_WBITS == 64
  return raw;
#else
  return (p & 1) ? (raw >> 32) : (raw & 0xffffffffull);
#endif
}
#else
struct GpNear { u64 ub; };
__device__ __forceinline__ u64 gp_word_near(const GpParams& P, const GpNear& N, u64 p) {
  return gp_word_at(P, p);
}
#endif
// NumPy's float32 exponential tests its wedge against the C library's expf (correctly rounded
// to within a hair on the host); the device's own is within 2 ulp, enough to flip the test (the
// stream then leaves NumPy's): the float32 result of the double function instead
__device__ __forceinline__ float gp_expf(float x) { return (float)exp((double)x); }
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
__device__ __noinline__ int gp_special(const GpParams&, const GpNear&, const GpMethod&, u64, u64, u64, bool, bool& out, OT&) {
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
__device__ __noinline__ int gp_special(const GpParams& P, const GpNear& N, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u64* ki = (const u64*)M.tab;
  const double* fi = (const double*)(ki + 512);
  double x;
  gp_fast(M, w, x);
  const int idx = (int)(w & 0xff);
  const u64 rabs = ((w >> 8) >> 1) & 0x000fffffffffffffull;
  if (idx == 0) {
    for (int k = 0;; ++k) {
      const double xx = -${nor_inv_r} * log1p(-gp_next_double(gp_word_near(P, N, p + 1 + 2 * k)));
      const double yy = -log1p(-gp_next_double(gp_word_near(P, N, p + 2 + 2 * k)));
      if (yy + yy > xx * xx) {
        out = true;
        v = ((rabs >> 8) & 1) ? -(${nor_r} + xx) : ${nor_r} + xx;
        return 3 + 2 * k;
      }
    }
  }
  const double u = gp_next_double(hn ? wn : gp_word_near(P, N, p + 1));
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
__device__ __noinline__ int gp_special(const GpParams& P, const GpNear& N, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u32* ki = (const u32*)M.tab;
  const float* fi = (const float*)(ki + 512);
  float x;
  gp_fast(M, w, x);
  const int idx = (int)(w & 0xff);
  const u32 rabs = ((u32)w >> 9) & 0x0007fffffu;
  if (idx == 0) {
    for (int k = 0;; ++k) {
      const float xx = -${nor_inv_r_f} * log1pf(-gp_next_float(gp_word_near(P, N, p + 1 + 2 * k)));
      const float yy = -log1pf(-gp_next_float(gp_word_near(P, N, p + 2 + 2 * k)));
      if (yy + yy > xx * xx) {
        out = true;
        v = ((rabs >> 8) & 1) ? -(${nor_r_f} + xx) : ${nor_r_f} + xx;
        return 3 + 2 * k;
      }
    }
  }
  const float u = gp_next_float(hn ? wn : gp_word_near(P, N, p + 1));
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
__device__ __noinline__ int gp_special(const GpParams& P, const GpNear& N, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u64* ke = (const u64*)M.tab;
  const double* fe = (const double*)(ke + 512);
  double x;
  gp_fast(M, w, x);
  const int idx = (int)((w >> 3) & 0xff);
  const double u = gp_next_double(hn ? wn : gp_word_near(P, N, p + 1));
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
__device__ __noinline__ int gp_special(const GpParams& P, const GpNear& N, const GpMethod& M, u64 p, u64 w, u64 wn, bool hn, bool& out, OT& v) {
  const u32* ke = (const u32*)M.tab;
  const float* fe = (const float*)(ke + 512);
  float x;
  gp_fast(M, w, x);
  const int idx = (int)(((u32)w >> 1) & 0xff);
  const float u = gp_next_float(hn ? wn : gp_word_near(P, N, p + 1));
  if (idx == 0) { out = true; v = ${exp_r_f} - log1pf(-u); return 2; }
  out = (fe[idx - 1] - fe[idx]) * u + fe[idx] < gp_expf(-x);
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
__device__ __noinline__ int gp_special(const GpParams&, const GpNear&, const GpMethod& M, u64, u64 w, u64, bool, bool& out, OT& v) {
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
  if (threadIdx.x < 32) {  // from the last unit of a group to the first of the thread's next
    const GpMap m = gp_pcg_map_warp(P, T * GP_FU - (GP_FU - 1));
    if (threadIdx.x == 0) {
      s_jump[0] = m.A.hi; s_jump[1] = m.A.lo; s_jump[2] = m.C.hi; s_jump[3] = m.C.lo;
    }
  }
  __syncthreads();
  gp_u128 JA, JC;
  JA.hi = s_jump[0]; JA.lo = s_jump[1]; JC.hi = s_jump[2]; JC.lo = s_jump[3];
  const gp_u128 mul = {2549297995355413924ull, 4865540595714422341ull}, inc = {P.g[2], P.g[3]};
  // the thread's first unit: its warp's by a warp-wide jump, then a small one (a thread's own
  // serial jump of up to 64 table rows held its warp ~4 us before its first value)
  const u32 lane = threadIdx.x & 31u;
  gp_u128 s = gp_pcg_small(P, gp_pcg_jump_warp(P, gp_start(P), u0 + (g - lane) * GP_FU + 1),
                           lane * GP_FU);
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
      for (int c = 0; c < (int)(GP_WPG * sizeof(OT) / 16); ++c) GP_STORE16(dst + c, buf.q[c]);
    } else {
#pragma unroll
      for (int k = 0; k < GP_WPG; ++k)
        if (k0 + k >= 0 && k0 + k < n) out[k0 + k] = buf.v[k];
    }
  }
}
#elif defined(GP_MODE_chunk)
// ---------------------------------------------------------------- chunk
// Rejection samplers in five launches over chunks of GP_CW consecutive words (chunk c starts at
// word u0 * GP_WPU + c * GP_CW; position q of a chunk is its word q).  A warp takes a chunk in
// GP_CR rounds; in round r lane l makes the chunk's fill group r * 32 + l (GP_WPG consecutive
// words) and tries NumPy's one-word fast path on each.  The words where it fails ("specials")
// run NumPy's whole attempt; which positions start an attempt depends only on where the
// attempt before ended (the entry: how many of the chunk's first positions an attempt before
// it covers), so:
//   count: for each entry e < 32 (lane e), the walk through the chunk: its outputs and its
//          carry out (how far its last attempt reaches past the chunk): the chunk's table.  The
//          specials queue up in the warp's shared memory and run 32 at a time (a lane each);
//          the walks then step over them in order.  The chunk's specials (position, length,
//          whether it yields, the value) go to its list for write (up to GP_CK of them).
//   agg:   a block composes the tables of GP_CB consecutive chunks into one (lane e: entry e).
//   top:   one thread applies the blocks' tables in turn to the call's entry: each block's
//          exact entry and the outputs before it.
//   down:  a block applies its chunks' tables in turn: each chunk's exact entry and rank.
//   write: each chunk walked from its exact entry over its list into bitmaps of the positions
//          its attempts cover and of the specials that yield (a chunk whose list overflowed
//          runs its specials again, round by round), its values ranked by a warp-wide sum
//          each round and stored through a ring in shared memory as 16-byte units (H200,
//          standard_normal f4 2^28: write 1.42 ms when each special of the list was applied
//          round by round by the whole warp and values left the stage one by one); the
//          thread storing value n-1 writes where its attempt ends, and the
//          last chunk's warp goes on past the chunks while the outputs fell short of n (the
//          chunk count comes from an estimate).
// An entry past a table (an attempt of 33 words or more across a chunk boundary: NumPy's tail
// loops, about never) is found by one thread walking the chunk word by word.  Lemire's
// integers (every attempt one word, carries always 0) need no walks and no lists.
// (sizes from render.RANDOM_CHUNK_*; tests/random's emulation defines smaller ones)
#ifndef GP_CR
#define GP_CR (${chunk_words} / GP_RW)    // chunk: rounds
#endif
#ifndef GP_CE
#define GP_CE ${chunk_entries}             // chunk: entries of its table (a lane each)
#endif
#define GP_RW (32 * GP_WPG)               // chunk: words a round
#define GP_CW (GP_CR * GP_RW)             // chunk: words
#ifndef GP_CB
#define GP_CB ${chunk_blocks}              // agg, down: chunks a block
#endif
#ifndef GP_CK
#define GP_CK ${chunk_list}                // a chunk's list: specials
#endif
#define GP_CQ 64                          // count: a warp's queue of specials
#define GP_CUNK 0xffffu                   // a table's carry out of range
#define GP_LOVER 0xffffffffu              // a list that overflowed
#if defined(GP_METHOD_lemire)
#define GP_ONEWORD 1
#endif
#if defined(GP_CMINB)  // count and write: blocks an SM the registers must allow
#define GP_CLB __launch_bounds__(256, GP_CMINB)
#else
#define GP_CLB __launch_bounds__(256)
#endif
static_assert(GP_CW < 65536 && GP_CE <= 32 && GP_CE % 2 == 0 && GP_CK % 2 == 0, "chunk sizes");

// a lane's fill group: PCG64 keeps s, the state before unit ub (GpNear's convention)
struct GpLane {
  u64 ub;
#if defined(GP_GEN_PCG64)
  gp_u128 s;
#endif
};
__device__ __forceinline__ void gp_lane_group(const GpParams& P, const GpLane& L, u64 (&w)[GP_WPG]) {
#if defined(GP_GEN_PCG64)
  const gp_u128 mul = {2549297995355413924ull, 4865540595714422341ull}, inc = {P.g[2], P.g[3]};
  gp_u128 t = L.s;
#pragma unroll
  for (int f = 0; f < GP_FU; ++f) {
    t = gp_madd128(mul, t, inc);
    u64 r[1];
    r[0] = gp_pcg_out(t);
    gp_words(r, w + f * GP_WPU);
  }
#else
  u64 r[4];
  gp_philox(P, L.ub, r);
  gp_words(r, w);
#endif
}
// maps of the lanes' moves (shared): to the next round's group (32 groups on), and from past a
// chunk's last round to the warp's next chunk (nw chunks on)
__shared__ u64 s_cmap[8];
__device__ __forceinline__ void gp_chunk_maps(const GpParams& P, u64 nw) {
#if defined(GP_GEN_PCG64)
  if (threadIdx.x < 32) {  // (warp 0: two warp-wide maps)
    const GpMap m0 = gp_pcg_map_warp(P, 32ull * GP_FU);
    const GpMap m1 = gp_pcg_map_warp(P, (nw - 1) * GP_CR * 32ull * GP_FU);
    if (threadIdx.x == 0) {
      s_cmap[0] = m0.A.hi; s_cmap[1] = m0.A.lo; s_cmap[2] = m0.C.hi; s_cmap[3] = m0.C.lo;
      s_cmap[4] = m1.A.hi; s_cmap[5] = m1.A.lo; s_cmap[6] = m1.C.hi; s_cmap[7] = m1.C.lo;
    }
  }
#endif
  __syncthreads();
}
__device__ __forceinline__ void gp_lane_move(GpLane& L, int which, u64 units) {
  L.ub += units;
#if defined(GP_GEN_PCG64)
  gp_u128 A, C;
  A.hi = s_cmap[4 * which]; A.lo = s_cmap[4 * which + 1];
  C.hi = s_cmap[4 * which + 2]; C.lo = s_cmap[4 * which + 3];
  L.s = gp_madd128(A, L.s, C);
#endif
}
// lane `lane`'s group of round 0 of chunk c (the whole warp calls it)
__device__ __forceinline__ GpLane gp_lane_at(const GpParams& P, u64 u0, u64 c, int lane) {
  GpLane L;
  const u64 u = u0 + c * GP_CR * 32ull * GP_FU;
  L.ub = u + (u64)lane * GP_FU;
#if defined(GP_GEN_PCG64)
  L.s = gp_pcg_small(P, gp_pcg_jump_warp(P, gp_start(P), u), (u32)lane * GP_FU);
#endif
  return L;
}
__device__ __forceinline__ GpNear gp_lane_near(const GpLane& L) {
  GpNear N;
  N.ub = L.ub;
#if defined(GP_GEN_PCG64)
  N.s = L.s;
#endif
  return N;
}
// lane 0's group of round 0 (the chunk's first unit), shared with the warp
__device__ __forceinline__ GpLane gp_lane_first(const GpLane& L) {
  GpLane F;
  F.ub = __shfl_sync(GP_FULL, L.ub, 0);
#if defined(GP_GEN_PCG64)
  F.s.hi = __shfl_sync(GP_FULL, L.s.hi, 0);
  F.s.lo = __shfl_sync(GP_FULL, L.s.lo, 0);
#endif
  return F;
}
template <class T, int K> __device__ __forceinline__ T gp_sel(const T (&a)[K], int j) {
  T x = a[0];
#pragma unroll
  for (int k = 1; k < K; ++k)
    if (k == j) x = a[k];
  return x;
}
template <class T, int K> __device__ __forceinline__ void gp_put(T (&a)[K], int j, T x) {
#pragma unroll
  for (int k = 0; k < K; ++k)
    if (k == j) a[k] = x;
}
// the round's words and fast values of a lane; returns its words where the fast path failed
__device__ __forceinline__ u32 gp_lane_round(const GpParams& P, const GpMethod& M, const GpLane& L,
                                             u64 (&w)[GP_WPG], OT (&v)[GP_WPG]) {
  gp_lane_group(P, L, w);
  u32 sp = 0;
#pragma unroll
  for (int j = 0; j < GP_WPG; ++j) {
    OT x;
    if (!gp_fast(M, w[j], x)) sp |= 1u << j;
    v[j] = x;
  }
  return sp;
}
// lane's special j: NumPy's whole attempt (its length, whether it yields, the value)
__device__ __forceinline__ int gp_lane_special(const GpParams& P, const GpMethod& M, const GpLane& L,
                                               const u64 (&w)[GP_WPG], int j, bool& yes, OT& x) {
  const GpNear N = gp_lane_near(L);
  const bool hn = j + 1 < GP_WPG;
  const u64 wn = hn ? gp_sel(w, j + 1) : 0ull;
  return gp_special(P, N, M, L.ub * GP_WPU + (u64)j, gp_sel(w, j), wn, hn, yes, x);
}
// a warp-wide exclusive sum of x <= GP_WPG; tot: the sum (a ballot a bit: independent
// instructions, where a chain of shuffles waits on each one)
__device__ __forceinline__ u32 gp_warp_excl(u32 x, u32& tot) {
  const u32 below = (1u << (threadIdx.x & 31)) - 1u;
  u32 s = 0, t = 0;
#pragma unroll
  for (int k = 0; (1 << k) <= GP_WPG; ++k) {
    const u32 bk = __ballot_sync(GP_FULL, (x >> k) & 1u);
    s += (u32)__popc(bk & below) << k;
    t += (u32)__popc(bk) << k;
  }
  tot = t;
  return s;
}

// One thread: NumPy's walk through chunk c from entry e, word by word (entries past a table)
__device__ __noinline__ void gp_chunk_walk(const GpParams& P, const GpMethod& M, u64 u0, u64 c,
                                           u64 e, u64& outs, u64& carry) {
  const u64 w0 = u0 * GP_WPU + c * (u64)GP_CW;
  GpNear N;
  N.ub = w0 / GP_WR;
#if defined(GP_GEN_PCG64)
  N.s = gp_pcg_jump(P, gp_start(P), N.ub);
#endif
  u64 q = e, k = 0;
  while (q < (u64)GP_CW) {
    const u64 w = gp_word_near(P, N, w0 + q);
    OT x;
    if (gp_fast(M, w, x)) { ++k; ++q; continue; }
    bool yes;
    const int len = gp_special(P, N, M, w0 + q, w, 0ull, false, yes, x);
    k += yes ? 1u : 0u;
    q += (u64)len;
  }
  outs = k;
  carry = q - (u64)GP_CW;
  GP_TRACE(9);
}
// (outputs, carry) of entry e of chunk c: its table, or (out of range) a walk
__device__ __forceinline__ void gp_chunk_step(const GpParams& P, const GpMethod& M, u64 u0,
                                              const u32* tab, u64 c, u64& e, u64& k) {
  if (e < GP_CE) {
    const u32 t = tab[c * GP_CE + e];
    if ((t >> 16) != GP_CUNK) {
      k += t & 0xffffu;
      e = t >> 16;
      return;
    }
  }
  u64 o, co;
  gp_chunk_walk(P, M, u0, c, e, o, co);
  k += o;
  e = co;
}

// The workspace: tab[c * GP_CE + e] (outputs | carry out << 16 of chunk c's walk from entry
// e), lmeta[c * GP_CK + i] (its i-th special: position | length << 16 | yields << 31) and
// lval (its value), lcnt[c] (the list's length, GP_LOVER: overflowed), btab[2 (b GP_CE + e)]
// (block b's composed walk from e: outputs, carry out, GP_BUNK: known only chunk by chunk),
// bres[2 b] / cres[2 c] (exact entry, outputs before: of block b, of chunk c).
struct GpChunkWs {
  u32* tab; u32* lmeta; OT* lval; u32* lcnt; u64* btab; u64* bres; u64* cres;
  u64 words;  // (the whole workspace)
};
#define GP_BUNK 0xffffffffffffffffull
#define GP_CHUNK_DECL GP_PARAMS_DECL, u64* __restrict__ wsp, long long nch
__device__ __forceinline__ GpChunkWs gp_chunk_ws(u64* p, long long nch) {
  const u64 n = (u64)nch, nb = (n + GP_CB - 1) / GP_CB;
  GpChunkWs W;
  u64 o = 0;
  W.tab = (u32*)(p + o); o += n * GP_CE / 2;
  W.lcnt = (u32*)(p + o); o += (n + 1) / 2;
  W.lmeta = (u32*)(p + o); o += n * GP_CK / 2;
  W.lval = (OT*)(p + o); o += n * GP_CK * sizeof(OT) / 8;
  W.btab = p + o; o += nb * 2 * GP_CE;
  W.bres = p + o; o += 2 * nb;
  W.cres = p + o; o += 2 * n;
  W.words = o;
  return W;
}

#if !defined(GP_ONEWORD)
// count: a warp's queue of specials (positions in the chunk, words, next words when the lane had
// them), then their lengths, yields, values
struct GpQueue {
  u32 q[GP_CQ];
  u64 w[GP_CQ], wn[GP_CQ];
  u32 meta[GP_CQ];
  OT val[GP_CQ];
};
__shared__ GpQueue s_queue[8];
// run the queue's qn specials (lane i: i, i + 32), then step the walks over them in order (lane
// e: the walk from entry e) and append them to the chunk's list
__device__ __forceinline__ void gp_queue_run(const GpParams& P, const GpMethod& M, const GpNear& N,
                                             u64 w0, GpQueue& Q, u32 qn, u32& wc, u32& lost,
                                             const GpChunkWs& W, u64 c, u32& nl) {
  const int lane = threadIdx.x & 31;
  for (u32 i = (u32)lane; i < qn; i += 32) {
    bool yes;
    OT x;
    const u32 q = Q.q[i];
    const int len = gp_special(P, N, M, w0 + q, Q.w[i], Q.wn[i], q % GP_WPG + 1 < GP_WPG, yes, x);
    Q.meta[i] = q | ((u32)min(len, 32767) << 16) | (yes ? 0x80000000u : 0u);
    Q.val[i] = x;
    if (nl + i < GP_CK) {
      W.lmeta[c * GP_CK + nl + i] = Q.meta[i];
      W.lval[c * GP_CK + nl + i] = x;
    }
  }
  __syncwarp();
  for (u32 i = 0; i < qn; ++i) {
    const u32 m = Q.meta[i], q = m & 0xffffu, len = (m >> 16) & 0x7fffu;
    if (q >= wc) {
      wc = q + len;
      lost += min(len, (u32)GP_CW - q) - (m >> 31);
    }
  }
  nl += qn;
  __syncwarp();
}
#endif

extern "C" __global__ void GP_CLB ${name}_count(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  const u64 u0 = b / GP_WPU;
  const int lane = threadIdx.x & 31;
  const u64 nw = (u64)gridDim.x * (blockDim.x >> 5);
  u64 c = (u64)blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  gp_chunk_maps(P, nw);
  if (c >= (u64)nch) return;
#if !defined(GP_ONEWORD)
  GpQueue& Q = s_queue[threadIdx.x >> 5];
#endif
  GpLane L = gp_lane_at(P, u0, c, lane);
  for (;;) {
    // lane e: the walk from entry e (wc: where the next attempt may start; lost: positions
    // that yield nothing)
    u32 wc = (u32)lane, lost = (u32)lane;
    const u64 w0 = L.ub * GP_WPU - (u64)lane * GP_WPG;  // the chunk's first word
#if defined(GP_ONEWORD)
    u32 rej = 0, low = 0;
#else
    const GpNear N = gp_lane_near(gp_lane_first(L));
    u32 qn = 0, nl = 0;
#endif
    for (int r = 0; r < GP_CR; ++r) {
      u64 w[GP_WPG];
      OT v[GP_WPG];
      const u32 sp = gp_lane_round(P, M, L, w, v);
      const u32 rb = (u32)(r * GP_RW) + (u32)lane * GP_WPG;  // the lane's first position
#if defined(GP_ONEWORD)
      u32 no = 0;  // rejected words (an attempt is one word, yielding or not)
      for (u32 m = sp; m; m &= m - 1) {
        const int j = __ffs((int)m) - 1;
        bool yes;
        OT x;
        gp_lane_special(P, M, L, w, j, yes, x);
        if (!yes) no |= 1u << j;
      }
      rej += (u32)__popc(no);
      if (rb < 32u) low |= no << rb;  // rejections among the first 32 positions
#else
      u32 tot = 0, off = 0;
      if (__ballot_sync(GP_FULL, sp != 0)) off = gp_warp_excl((u32)__popc(sp), tot);
      for (u32 base = 0; base < tot;) {  // append the round's specials, running a full queue
        const u32 take = min(tot - base, (u32)GP_CQ - qn);
        u32 k = off;
        for (u32 m = sp; m; m &= m - 1, ++k) {
          if (k < base || k >= base + take) continue;
          const int j = __ffs((int)m) - 1;
          const u32 i = qn + k - base;
          Q.q[i] = rb + (u32)j;
          Q.w[i] = gp_sel(w, j);
          Q.wn[i] = j + 1 < GP_WPG ? gp_sel(w, j + 1) : 0ull;
        }
        qn += take;
        base += take;
        __syncwarp();
        if (qn == GP_CQ) {
          gp_queue_run(P, M, N, w0, Q, qn, wc, lost, W, c, nl);
          qn = 0;
        }
      }
#endif
      gp_lane_move(L, 0, 32ull * GP_FU);
    }
#if defined(GP_ONEWORD)
    // every walk rejects the same words past its entry
    for (int o = 16; o; o >>= 1) rej += __shfl_xor_sync(GP_FULL, rej, o);
    for (int o = 16; o; o >>= 1) low |= __shfl_xor_sync(GP_FULL, low, o);
    lost += rej - (u32)__popc(low & ((1u << lane) - 1u));
#else
    if (qn) gp_queue_run(P, M, N, w0, Q, qn, wc, lost, W, c, nl);
    if (lane == 0) W.lcnt[c] = nl <= GP_CK ? nl : GP_LOVER;
#endif
    const u32 co = wc > (u32)GP_CW ? wc - (u32)GP_CW : 0u;
    if (lane < GP_CE) W.tab[c * GP_CE + lane] = ((u32)GP_CW - lost) | (min(co, GP_CUNK) << 16);
    c += nw;
    if (c >= (u64)nch) return;
    gp_lane_move(L, 1, (nw - 1) * GP_CR * 32ull * GP_FU);
  }
}

// block b's chunks composed: lane e walks entry e over their tables (in shared memory)
extern "C" __global__ void __launch_bounds__(GP_CB) ${name}_agg(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  (void)b;
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  __shared__ u32 s_tab[GP_CB * GP_CE];
  const long long c0 = (long long)blockIdx.x * GP_CB;
  const int nc = (int)min((long long)GP_CB, nch - c0);
  for (int i = threadIdx.x; i < nc * GP_CE; i += blockDim.x) s_tab[i] = W.tab[c0 * GP_CE + i];
  __syncthreads();
  if (threadIdx.x < GP_CE) {
    u64 e = threadIdx.x, k = 0;
    for (int i = 0; i < nc; ++i) {
      const u32 t = s_tab[i * GP_CE + (int)e];
      if ((t >> 16) == GP_CUNK || ((t >> 16) >= GP_CE && i + 1 < nc)) { e = GP_BUNK; break; }
      k += t & 0xffffu;
      e = t >> 16;
    }
    W.btab[2 * (blockIdx.x * GP_CE + threadIdx.x)] = k;
    W.btab[2 * (blockIdx.x * GP_CE + threadIdx.x) + 1] = e;
  }
}

// one block: the blocks' tables applied in turn from the call's entry (GP_CB blocks' tables at a
// time in shared memory)
extern "C" __global__ void __launch_bounds__(GP_CB) ${name}_top(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  const u64 u0 = b / GP_WPU;
  const long long nb = (nch + GP_CB - 1) / GP_CB;
  __shared__ u64 s_bt[64 * 2 * GP_CE];
  u64 e = b - u0 * GP_WPU, k = 0;
  for (long long b0 = 0; b0 < nb; b0 += 64) {
    const int m = (int)min(64ll, nb - b0);
    __syncthreads();
    for (int i = threadIdx.x; i < m * 2 * GP_CE; i += blockDim.x) s_bt[i] = W.btab[b0 * 2 * GP_CE + i];
    __syncthreads();
    if (threadIdx.x == 0) {
      for (int i = 0; i < m; ++i) {
        const u64 blk = (u64)(b0 + i);
        W.bres[2 * blk] = e;
        W.bres[2 * blk + 1] = k;
        if (e < GP_CE && s_bt[2 * (i * GP_CE + e) + 1] != GP_BUNK) {
          k += s_bt[2 * (i * GP_CE + e)];
          e = s_bt[2 * (i * GP_CE + e) + 1];
        } else {  // chunk by chunk
          const u64 ce = min((blk + 1) * GP_CB, (u64)nch);
          for (u64 c = blk * GP_CB; c < ce; ++c) gp_chunk_step(P, M, u0, W.tab, c, e, k);
        }
      }
    }
  }
}

// block b: its chunks' tables applied in turn from its exact entry
extern "C" __global__ void __launch_bounds__(GP_CB) ${name}_down(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  const u64 u0 = b / GP_WPU;
  __shared__ u32 s_tab[GP_CB * GP_CE];
  const long long c0 = (long long)blockIdx.x * GP_CB;
  const int nc = (int)min((long long)GP_CB, nch - c0);
  for (int i = threadIdx.x; i < nc * GP_CE; i += blockDim.x) s_tab[i] = W.tab[c0 * GP_CE + i];
  __syncthreads();
  if (threadIdx.x == 0) {
    // (one block of chunks: agg and top do not run, the call's entry is the block's)
    u64 e = nch > GP_CB ? W.bres[2 * blockIdx.x] : b - u0 * GP_WPU;
    u64 k = nch > GP_CB ? W.bres[2 * blockIdx.x + 1] : 0ull;
    for (int i = 0; i < nc; ++i) {
      W.cres[2 * (c0 + i)] = e;
      W.cres[2 * (c0 + i) + 1] = k;
      const u32 t = e < GP_CE ? s_tab[i * GP_CE + (int)e] : (GP_CUNK << 16);
      if ((t >> 16) != GP_CUNK) {
        k += t & 0xffffu;
        e = t >> 16;
      } else {
        gp_chunk_step(P, M, u0, W.tab, (u64)(c0 + i), e, k);
      }
    }
  }
}

// bits [lo, hi) of a lane's GP_WPG positions (lo, hi: positions relative to its first)
__device__ __forceinline__ u32 gp_span(int lo, int hi) {
  lo = max(lo, 0);
  hi = min(hi, GP_WPG);
  return hi > lo ? ((1u << hi) - 1u) & ~((1u << lo) - 1u) : 0u;
}

// write: the attempt starting at special position q (length ln; whether it yields and its value
// x matter only to the lane holding q) in a round: that lane's yields, values, lengths and
// attempt starts, every lane's positions it covers, and where the next attempt may start
__device__ __forceinline__ void gp_round_start(u32 q, u32 ln, bool yes, OT x, u32 rb, u32& wc,
                                               OT (&v)[GP_WPG], unsigned short (&len)[GP_WPG],
                                               u32& sl, u32& yield, u32& cov) {
  const int j = (int)q - (int)rb;
  if (j >= 0 && j < GP_WPG) {  // the lane holding it
    if (yes) { yield |= 1u << j; gp_put(v, j, x); }
    gp_put(len, j, (unsigned short)min(ln, 65535u));
    sl |= 1u << j;
  }
  wc = q + ln;
  cov |= gp_span(j + 1, (int)wc - (int)rb);
}

// write's stores: a warp's kept values go to a ring of GP_SR slots indexed by their element in
// out's 16-byte frame (A = rank + out's elements past a 16-byte boundary), and leave it as
// 16-byte stores of whole units; a unit that another chunk shares (a chunk's first and last)
// is stored value by value
#define GP_VPU (16 / (int)sizeof(OT))        // values a 16-byte unit
#define GP_SR (2 * GP_RW)                    // the ring's slots (a round's values and a unit)
static_assert(16 % sizeof(OT) == 0 && (GP_SR & (GP_SR - 1)) == 0, "write's ring");
// store the ring's values [fl, av) of the frame: value by value up to a unit boundary, then
// whole units up to the last boundary (fl: where stores stand, moved on; the same in every lane)
__device__ __forceinline__ void gp_flush(OT* out, u64 mis, const OT* ring, u64& fl, u64 av) {
  const int lane = threadIdx.x & 31;
  const u64 h = min((fl + GP_VPU - 1) / GP_VPU * GP_VPU, av);
  if ((u64)lane < h - fl) out[fl + (u64)lane - mis] = ring[(u32)(fl + (u64)lane) & (GP_SR - 1)];
  fl = h;
  const u64 ve = av / GP_VPU * GP_VPU;
  for (u64 a = fl + (u64)lane * GP_VPU; a < ve; a += 32ull * GP_VPU)
    GP_STORE16((uint4*)(out + (a - mis)), ((const uint4*)ring)[((u32)a & (GP_SR - 1)) / GP_VPU]);
  fl = max(fl, ve);
}
// a chunk's last values (fewer than a unit), value by value
__device__ __forceinline__ void gp_flush_tail(OT* out, u64 mis, const OT* ring, u64 fl, u64 av) {
  const int lane = threadIdx.x & 31;
  if ((u64)lane < av - fl) out[fl + (u64)lane - mis] = ring[(u32)(fl + (u64)lane) & (GP_SR - 1)];
}
#if !defined(GP_ONEWORD)
// a listed chunk's walk from its exact entry e over its specials (list m[0..nl), in order), into
// the chunk's bitmaps of positions covered by an attempt before (cov) and of attempts' first
// positions that yield (yld); returns where the next attempt may start (past the chunk: the
// carry).  A special starts an attempt iff its position is at or past the end of every
// attempt started before it (and of the entry): the whole list at once, a lane an entry, by
// rounds of a warp-wide max-scan of the started ones' ends, each round settling at least the
// next entry (a special covered by one whose own reach covers a third is the only chain:
// almost every chunk settles in two or three rounds; one lane's serial walk cost ~55
// instructions a special, ~20% of write's)
#define GP_LPE ((GP_CK + 31) / 32)           // list entries a lane
__device__ __forceinline__ u32 gp_range_bits(u32 k, u32 a, u32 b) {  // bits [a, b) in word k
  const u32 lo = max(a, k << 5), hi = min(b, (k << 5) + 32u);
  if (lo >= hi) return 0u;
  const u32 l = lo - (k << 5), h = hi - (k << 5);
  return (h >= 32u ? 0xffffffffu : (1u << h) - 1u) & ~((1u << l) - 1u);
}
__device__ __forceinline__ u32 gp_chunk_bitmaps(const u32* m, u32 nl, u32 e, u32* cov, u32* yld) {
  const u32 lane = threadIdx.x & 31;
  for (u32 k = lane; k < GP_CW / 32; k += 32) {
    cov[k] = gp_range_bits(k, 0u, min(e, (u32)GP_CW));
    yld[k] = 0u;
  }
  u32 q[GP_LPE], en[GP_LPE];
  bool st[GP_LPE];
#pragma unroll
  for (int h = 0; h < GP_LPE; ++h) {
    const u32 i = lane + 32u * h;
    const u32 t = i < nl ? m[i] : 0u;
    q[h] = t & 0xffffu;
    en[h] = q[h] + ((t >> 16) & 0x7fffu);
    st[h] = i < nl;
  }
  u32 run;
  for (;;) {
    run = e;  // the furthest end of the started attempts before the lanes' entries
    bool moved = false;
#pragma unroll
    for (int h = 0; h < GP_LPE; ++h) {
      u32 x = st[h] ? en[h] : 0u;
#pragma unroll
      for (u32 d = 1; d < 32; d <<= 1) {
        const u32 y = __shfl_up_sync(GP_FULL, x, d);
        if (lane >= d) x = max(x, y);
      }
      u32 before = __shfl_up_sync(GP_FULL, x, 1);
      before = max(lane ? before : 0u, run);
      const bool ns = lane + 32u * h < nl && q[h] >= before;
      moved |= ns != st[h];
      st[h] = ns;
      run = max(run, __shfl_sync(GP_FULL, x, 31));
    }
    if (!__ballot_sync(GP_FULL, moved)) break;  // (settled: the last round's scan was of these)
  }
  __syncwarp();
#pragma unroll
  for (int h = 0; h < GP_LPE; ++h) {
    if (!st[h]) continue;
    const u32 i = lane + 32u * h;
    if (m[i] >> 31) atomicOr(yld + (q[h] >> 5), 1u << (q[h] & 31u));
    const u32 a = q[h] + 1u, b = min(en[h], (u32)GP_CW);
    for (u32 k = a >> 5; a < b && k <= (b - 1u) >> 5; ++k) atomicOr(cov + k, gp_range_bits(k, a, b));
  }
  return run;
}
#endif

extern "C" __global__ void GP_CLB ${name}_write(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  __shared__ uint4 s_ring[8][GP_SR * sizeof(OT) / 16];
#if !defined(GP_ONEWORD)
  __shared__ u32 s_lmeta[8][GP_CK];
  __shared__ OT s_lval[8][GP_CK];
  __shared__ u32 s_cov[8][GP_CW / 32], s_yld[8][GP_CW / 32];
#endif
  const u64 u0 = b / GP_WPU;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const u64 nw = (u64)gridDim.x * (blockDim.x >> 5);
  u64 c = (u64)blockIdx.x * (blockDim.x >> 5) + (u64)warp;
  if (n == 0 && c == 0 && lane == 0) *endp = b;
  gp_chunk_maps(P, nw);
  if (c >= (u64)nch) return;
  GpLane L = gp_lane_at(P, u0, c, lane);
  OT* ring = (OT*)s_ring[warp];
  // out's elements past a 16-byte boundary (out is aligned to its values: the host sees to it)
  const u64 mis = (u64)(((unsigned long long)out / sizeof(OT)) % GP_VPU);
  const u64 an = (u64)n + mis;  // the frame's end of the call's values
  for (;;) {
    // positions relative to the chunk's first word (u32: the last chunk's warp going on past
    // the chunk stays far below 2^32); wc: where the next attempt may start (the same in
    // every lane)
    u32 wc = (u32)W.cres[2 * c];
    u64 rank = W.cres[2 * c + 1];
    if (rank >= (u64)n) return;  // (the warp's later chunks start later still)
    const bool last = c + 1 == (u64)nch;
    u64 fl = rank + mis;  // the frame's values stored so far
#if !defined(GP_ONEWORD)
    // the chunk's specials from count (a list that overflowed: run them again, the last
    // chunk's rounds past the chunk: likewise); a listed chunk's walk gives the bitmaps of the
    // positions its attempts cover and of the specials that yield
    const u32 nl = W.lcnt[c];
    const bool listed = nl != GP_LOVER;
    if (listed) {
      for (u32 i = (u32)lane; i < nl; i += 32) {
        s_lmeta[warp][i] = W.lmeta[c * GP_CK + i];
        s_lval[warp][i] = W.lval[c * GP_CK + i];
      }
      __syncwarp();
      wc = gp_chunk_bitmaps(s_lmeta[warp], nl, wc, s_cov[warp], s_yld[warp]);
    }
    __syncwarp();
    u32 li = 0;  // the list index of the round's first special
#endif
    int r = 0;
    for (; rank < (u64)n && (r < GP_CR || last); ++r) {
      u64 w[GP_WPG];
      OT v[GP_WPG];
      const u32 sp = gp_lane_round(P, M, L, w, v);
      const u32 rb = (u32)r * GP_RW + (u32)lane * GP_WPG;  // the lane's first position
      u32 cov, yield = 0, sl = 0;  // covered; specials yielding; specials starting an attempt
      unsigned short len[GP_WPG];  // (set where sl says, unless the round is listed)
#if defined(GP_ONEWORD)
      cov = gp_span(0, (int)(wc - min(wc, rb)));  // (the call's entry in its first unit)
      for (u32 m = sp; m; m &= m - 1) {
        const int j = __ffs((int)m) - 1;
        bool yes;
        OT x;
        gp_lane_special(P, M, L, w, j, yes, x);
        if (yes) { yield |= 1u << j; gp_put(v, j, x); }
        gp_put(len, j, (unsigned short)1);
      }
      sl = sp;
#else
      const bool lr = listed && r < GP_CR;  // a listed round
      u32 kb = 0;  // the list index of the lane's first special (a listed round)
      if (lr) {
        const u32 lmask = (u32)((1ull << GP_WPG) - 1ull);
        cov = (s_cov[warp][rb >> 5] >> (rb & 31u)) & lmask;
        yield = (s_yld[warp][rb >> 5] >> (rb & 31u)) & lmask;
        sl = sp & ~cov;
        if (__ballot_sync(GP_FULL, sp != 0)) {
          u32 tsp;
          kb = li + gp_warp_excl((u32)__popc(sp), tsp);
          u32 k = kb;
          for (u32 m = yield; m; m &= m - 1) {
            const int j = __ffs((int)m) - 1;
            gp_put(v, j, s_lval[warp][k + (u32)__popc(sp & ((1u << j) - 1u))]);
          }
          li += tsp;
        }
      } else {
        cov = gp_span(0, (int)(wc - min(wc, rb)));  // covered by an attempt before
        for (u32 any = __ballot_sync(GP_FULL, sp != 0); any; any &= any - 1) {
          const int l = __ffs((int)any) - 1;
          for (u32 m = __shfl_sync(GP_FULL, sp, l); m; m &= m - 1) {
            const int j = __ffs((int)m) - 1;
            const u32 q = (u32)r * GP_RW + (u32)l * GP_WPG + (u32)j;
            if (q < wc) continue;  // covered: not an attempt
            int ln = 0;
            bool yes = false;
            OT x = v[0];
            if (lane == l) ln = gp_lane_special(P, M, L, w, j, yes, x);
            gp_round_start(q, (u32)__shfl_sync(GP_FULL, ln, l), yes, x, rb, wc, v, len, sl, yield,
                           cov);
          }
        }
      }
#endif
      const u32 em = ((~sp & ~cov) | yield) & (u32)((1ull << GP_WPG) - 1ull);
      const u32 cnt = (u32)__popc(em);
      u32 tot;
      const u32 pre = gp_warp_excl(cnt, tot);
      const u64 left = (u64)n - rank;  // (> 0)
      if (left <= (u64)tot && (u32)left - 1u - pre < cnt) {
        // this lane's value is the call's last: where its attempt ends
        u32 m = em;
        for (u32 k = (u32)left - 1u - pre; k; --k) m &= m - 1;
        const int j = __ffs((int)m) - 1;
        u64 ln = 1;
        if ((sl >> j) & 1u) {
#if defined(GP_ONEWORD)
          ln = gp_sel(len, j);
#else
          ln = lr ? (u64)((s_lmeta[warp][kb + (u32)__popc(sp & ((1u << j) - 1u))] >> 16) & 0x7fffu)
                  : (u64)gp_sel(len, j);
#endif
        }
        *endp = L.ub * GP_WPU + (u64)j + ln;
      }
      u64 a = rank + mis + pre;
#pragma unroll
      for (int j = 0; j < GP_WPG; ++j)
        if ((em >> j) & 1u) ring[(u32)(a++) & (GP_SR - 1)] = GP_POST(v[j]);
      __syncwarp();
      rank += tot;
      gp_flush(out, mis, ring, fl, min(rank + mis, an));
      __syncwarp();
      gp_lane_move(L, 0, 32ull * GP_FU);
    }
    gp_flush_tail(out, mis, ring, fl, min(rank + mis, an));
    __syncwarp();
    if (r < GP_CR) return;  // (n reached: the warp's later chunks start later still)
    c += nw;
    if (c >= (u64)nch) return;
    gp_lane_move(L, 1, (nw - 1) * GP_CR * 32ull * GP_FU);
  }
}
#endif
