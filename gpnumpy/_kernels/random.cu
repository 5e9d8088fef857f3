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
#ifndef GP_STORE16  // a fill kernel's 16-byte stores
#define GP_STORE16(p, v) (*(p) = (v))
#endif
#ifndef GP_TRACE  // the host emulation counts the rare paths here (tests/random/emu)
#define GP_TRACE(i)
#endif
#ifndef GP_BEFORE_INCL  // the host emulation may delay a tile's exact values here
#define GP_BEFORE_INCL()
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
#define GP_LW 32                          // tile: words per lane (one bitmask word)
#ifndef GP_WB
#define GP_WB 4                           // tile: warps per block (a block makes a tile)
#endif
#define GP_UPL (GP_LW / GP_WPU)           // tile: units per lane
#define GP_SW (32 * GP_LW)                // tile: words per warp
#define GP_NW (GP_SW / 32)                // tile: bitmask words per warp
#define GP_TW (GP_WB * GP_SW)             // tile: words
#define GP_TU (GP_TW / GP_WPU)            // tile: units
#ifndef GP_MINB
#define GP_MINB 8                         // tile: blocks an SM (the register bound)
#endif
#ifndef GP_LOOK
#define GP_LOOK 1                         // look-back: tiles per lane in a window (1 measured fastest)
#endif
// position q's slot in a warp's per-position arrays: one slot skipped every 32, so that a lane
// writing its 32 consecutive positions and a warp reading 32 of them side by side meet no bank
// conflicts
#define GP_PI(q) ((q) + ((q) >> 5))
#if GP_WBITS == 64
#define GP_WORDT u64
#else
#define GP_WORDT u32
#endif
static_assert(32 * GP_WB == ${tile_threads} && GP_TW == ${tile_words},
              "render.RANDOM_TILE_THREADS / RANDOM_TILE_WORDS describe this template");
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
// the state `steps` (<= 1024) steps after s, from the table of small jumps
__device__ __forceinline__ gp_u128 gp_pcg_small(const GpParams& P, gp_u128 s, u32 steps) {
  return steps ? gp_madd128(gp_row_a(P, 63 + steps), s, gp_row_c(P, 63 + steps)) : s;
}
// the state `steps` steps after s, made by a whole warp (every lane calls it with the same
// arguments): lane i takes the table rows of bits i and i + 32, and the lanes' maps combine in
// a butterfly (maps of the same LCG commute), so the jump costs one round of loads and five
// compositions instead of a serial chain of up to 64 (one lane's loop held its warp ~2 us)
__device__ __noinline__ gp_u128 gp_pcg_jump_warp(const GpParams& P, gp_u128 s, u64 steps) {
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
  return gp_madd128(A, s, C);
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
// An attempt's further words: a PCG64 state near them (s, before unit ub: the warp's) makes a
// word up to 1024 raws on with one small jump; others (and Philox) are made from the start.
// Words in shared memory (slots, from word wt) would be read there; the tile kernels pass
// none (null), and the field stays: without it the ziggurat kernels' machine code changes.
#if defined(GP_GEN_PCG64)
struct GpNear { u64 ub; gp_u128 s; const GP_WORDT* slots; u64 wt; };
__device__ __noinline__ u64 gp_word_near(const GpParams& P, const GpNear& N, u64 p) {
  if (N.slots && p >= N.wt && p - N.wt < (u64)GP_SW) return N.slots[GP_PI(p - N.wt)];
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
struct GpNear { u64 ub; const GP_WORDT* slots; u64 wt; };
__device__ __forceinline__ u64 gp_word_near(const GpParams& P, const GpNear& N, u64 p) {
  if (N.slots && p >= N.wt && p - N.wt < (u64)GP_SW) return N.slots[GP_PI(p - N.wt)];
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
//   write: each chunk walked from its exact entry over its list (a chunk whose list overflowed
//          runs its specials again), outputs stored at their ranks through a warp's stage in
//          shared memory; the thread storing value n-1 writes where its attempt ends, and the
//          last chunk's warp goes on past the chunks while the outputs fell short of n (the
//          chunk count comes from an estimate).
// An entry past a table (an attempt of 33 words or more across a chunk boundary: NumPy's tail
// loops, about never) is found by one thread walking the chunk word by word.  Lemire's
// integers (every attempt one word, carries always 0) need no walks and no lists.
#ifndef GP_CR
#define GP_CR (2048 / (32 * GP_WPG))      // chunk: rounds
#endif
#ifndef GP_CE
#define GP_CE 32                          // chunk: entries of its table (a lane each)
#endif
#define GP_RW (32 * GP_WPG)               // chunk: words a round
#define GP_CW (GP_CR * GP_RW)             // chunk: words
#ifndef GP_CB
#define GP_CB 256                         // agg, down: chunks a block
#endif
#ifndef GP_CK
#define GP_CK 64                          // a chunk's list: specials
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
  if (threadIdx.x == 0) {
    gp_u128 A, C;
    gp_pcg_map(P, 32ull * GP_FU, A, C);
    s_cmap[0] = A.hi; s_cmap[1] = A.lo; s_cmap[2] = C.hi; s_cmap[3] = C.lo;
    gp_pcg_map(P, (nw - 1) * GP_CR * 32ull * GP_FU, A, C);
    s_cmap[4] = A.hi; s_cmap[5] = A.lo; s_cmap[6] = C.hi; s_cmap[7] = C.lo;
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
// lane `lane`'s group of round 0 of chunk c
__device__ __forceinline__ GpLane gp_lane_at(const GpParams& P, u64 u0, u64 c, int lane) {
  GpLane L;
  L.ub = u0 + (c * GP_CR * 32ull + (u64)lane) * GP_FU;
#if defined(GP_GEN_PCG64)
  L.s = gp_pcg_jump(P, gp_start(P), L.ub);
#endif
  return L;
}
__device__ __forceinline__ GpNear gp_lane_near(const GpLane& L) {
  GpNear N;
  N.ub = L.ub; N.slots = nullptr; N.wt = 0;
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
// a warp-wide exclusive sum; tot: the sum
__device__ __forceinline__ u32 gp_warp_excl(u32 x, u32& tot) {
  const int lane = threadIdx.x & 31;
  u32 s = x;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const u32 y = __shfl_up_sync(GP_FULL, s, o);
    if (lane >= o) s += y;
  }
  tot = __shfl_sync(GP_FULL, s, 31);
  return s - x;
}

// One thread: NumPy's walk through chunk c from entry e, word by word (entries past a table)
__device__ __noinline__ void gp_chunk_walk(const GpParams& P, const GpMethod& M, u64 u0, u64 c,
                                           u64 e, u64& outs, u64& carry) {
  const u64 w0 = u0 * GP_WPU + c * (u64)GP_CW;
  GpNear N;
  N.ub = w0 / GP_WR; N.slots = nullptr; N.wt = 0;
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
};
#define GP_BUNK 0xffffffffffffffffull
#define GP_CHUNK_DECL GP_PARAMS_DECL, u64* __restrict__ wsp, long long nch
__device__ __forceinline__ GpChunkWs gp_chunk_ws(u64* p, long long nch) {
  const u64 nb = ((u64)nch + GP_CB - 1) / GP_CB;
  GpChunkWs W;
  W.tab = (u32*)p; p += (u64)nch * GP_CE / 2;
  W.lcnt = (u32*)p; p += ((u64)nch + 1) / 2;
  W.lmeta = (u32*)p; p += (u64)nch * GP_CK / 2;
  W.lval = (OT*)p; p += (u64)nch * GP_CK * sizeof(OT) / 8;
  W.btab = p; p += nb * 2 * GP_CE;
  W.bres = p; p += 2 * nb;
  W.cres = p;
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
      u32 tot;
      const u32 off = gp_warp_excl((u32)__popc(sp), tot);
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
    u64 e = W.bres[2 * blockIdx.x], k = W.bres[2 * blockIdx.x + 1];
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

extern "C" __global__ void GP_CLB ${name}_write(GP_CHUNK_DECL) {
  GP_PARAMS_INIT
  const GpChunkWs W = gp_chunk_ws(wsp, nch);
  __shared__ OT s_stage[8][GP_RW];
#if !defined(GP_ONEWORD)
  __shared__ u32 s_lmeta[8][GP_CK];
  __shared__ OT s_lval[8][GP_CK];
#endif
  const u64 u0 = b / GP_WPU;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const u64 nw = (u64)gridDim.x * (blockDim.x >> 5);
  u64 c = (u64)blockIdx.x * (blockDim.x >> 5) + (u64)warp;
  if (n == 0 && c == 0 && lane == 0) *endp = b;
  gp_chunk_maps(P, nw);
  if (c >= (u64)nch) return;
  GpLane L = gp_lane_at(P, u0, c, lane);
  OT* stage = s_stage[warp];
  for (;;) {
    u64 wc = W.cres[2 * c], rank = W.cres[2 * c + 1];
    if (rank >= (u64)n) return;  // (the warp's later chunks start later still)
    const bool last = c + 1 == (u64)nch;
#if !defined(GP_ONEWORD)
    // the chunk's specials from count (a list that overflowed: run them again, the last
    // chunk's rounds past the chunk: likewise)
    const u32 nl = W.lcnt[c];
    const bool listed = nl != GP_LOVER;
    if (listed) {
      for (u32 i = (u32)lane; i < nl; i += 32) {
        s_lmeta[warp][i] = W.lmeta[c * GP_CK + i];
        s_lval[warp][i] = W.lval[c * GP_CK + i];
      }
    }
    __syncwarp();
    u32 li = 0;
#endif
    int r = 0;
    for (; rank < (u64)n && (r < GP_CR || last); ++r) {
      u64 w[GP_WPG];
      OT v[GP_WPG];
      const u32 sp = gp_lane_round(P, M, L, w, v);
      const u64 rb = (u64)r * GP_RW + (u64)lane * GP_WPG;  // the lane's first position
      u32 cov = 0, yield = 0;  // positions an attempt before covers; specials yielding
      unsigned short len[GP_WPG];
#pragma unroll
      for (int j = 0; j < GP_WPG; ++j) {
        len[j] = 1;
        if (rb + (u64)j < wc) cov |= 1u << j;
      }
#if defined(GP_ONEWORD)
      for (u32 m = sp; m; m &= m - 1) {
        const int j = __ffs((int)m) - 1;
        bool yes;
        OT x;
        gp_lane_special(P, M, L, w, j, yes, x);
        if (yes) { yield |= 1u << j; gp_put(v, j, x); }
      }
#else
      if (listed && r < GP_CR) {
        // the round's specials from the list, in order (wc is the same in every lane)
        const u64 re = (u64)(r + 1) * GP_RW;
        for (; li < nl; ++li) {
          const u32 m = s_lmeta[warp][li], q = m & 0xffffu;
          if (q >= re) break;
          if (q < wc) continue;  // covered: not an attempt
          const u32 ln = (m >> 16) & 0x7fffu;
          const int j = (int)(q - (u32)rb);
          if (j >= 0 && j < GP_WPG) {  // the lane holding it
            if (m >> 31) { yield |= 1u << j; gp_put(v, j, s_lval[warp][li]); }
            gp_put(len, j, (unsigned short)ln);
          }
          wc = q + ln;
#pragma unroll
          for (int jj = 0; jj < GP_WPG; ++jj)
            if (rb + (u64)jj > q && rb + (u64)jj < wc) cov |= 1u << jj;
        }
      } else {
        for (u32 any = __ballot_sync(GP_FULL, sp != 0); any; any &= any - 1) {
          const int l = __ffs((int)any) - 1;
          for (u32 m = __shfl_sync(GP_FULL, sp, l); m; m &= m - 1) {
            const int j = __ffs((int)m) - 1;
            const u64 q = (u64)r * GP_RW + (u64)l * GP_WPG + (u64)j;
            if (q < wc) continue;  // covered: not an attempt
            int ln = 0;
            if (lane == l) {
              bool yes;
              OT x;
              ln = gp_lane_special(P, M, L, w, j, yes, x);
              if (yes) { yield |= 1u << j; gp_put(v, j, x); }
              gp_put(len, j, (unsigned short)min(ln, 65535));
            }
            ln = __shfl_sync(GP_FULL, ln, l);
            wc = q + (u64)ln;
#pragma unroll
            for (int jj = 0; jj < GP_WPG; ++jj)
              if (rb + (u64)jj > q && rb + (u64)jj < wc) cov |= 1u << jj;
          }
        }
      }
#endif
      const u32 em = ((~sp & ~cov) | yield) & ((1u << GP_WPG) - 1u);
      const u32 cnt = (u32)__popc(em);
      u32 tot;
      u32 i = gp_warp_excl(cnt, tot);
#pragma unroll
      for (int j = 0; j < GP_WPG; ++j) {
        if ((em >> j) & 1u) {
          if (rank + i == (u64)n - 1)  // the last value: where its attempt ends
            *endp = L.ub * GP_WPU + (u64)j + (u64)(((sp >> j) & 1u) ? len[j] : 1u);
          stage[i++] = v[j];
        }
      }
      __syncwarp();
      for (u32 t = (u32)lane; t < tot && rank + t < (u64)n; t += 32) out[rank + t] = GP_POST(stage[t]);
      __syncwarp();
      rank += tot;
      gp_lane_move(L, 0, 32ull * GP_FU);
    }
    if (r < GP_CR) return;  // (n reached: the warp's later chunks start later still)
    c += nw;
    if (c >= (u64)nch) return;
    gp_lane_move(L, 1, (nw - 1) * GP_CR * 32ull * GP_FU);
  }
}
#else
// ---------------------------------------------------------------- tile
// A block makes one tile of GP_TW words (a ticket from an atomic counter numbers it: tickets
// follow the order blocks start in, so a look-back only waits on tiles of blocks that started
// earlier); warp w makes its GP_SW words from w * GP_SW, lane j of it GP_LW consecutive words.
// st[t]: status (epoch << 2 | 1: summary, | 2: exact), the entry-0 summary (masks: the first
// 32 positions' attempt starts << 32 | their outputs; agg: outputs | carry out << 32), the
// exact values (outputs up to the end of the tile, carry into the next), and with the summary
// alt: the walk from the first position of its first 32 that is not an attempt start of the
// entry-0 walk (GP_ALT).  ctrl[e % 64]: the ticket counter of call e (the block with ticket 0
// zeroes the next call's).
struct GpTile { u64 status, masks, agg, incl_p, incl_c, alt; };

__device__ __forceinline__ u64 gp_ld(const u64* p) { return *(const volatile u64*)p; }
__device__ __forceinline__ void gp_st(u64* p, u64 v) { *(volatile u64*)p = v; }

// A slot holds a position's value, or for Lemire's integers its word (half the shared memory
// of 64-bit outputs from 32-bit words); GP_VALUE makes the value of a slot.
#if defined(GP_METHOD_lemire)
#define GP_SLOT GP_WORDT
#define GP_VALUE(z) gp_word_value(M, (z))
__device__ __forceinline__ OT gp_word_value(const GpMethod& M, u64 w) {
  OT v;
  gp_fast(M, w, v);
  return v;
}
#else
#define GP_SLOT OT
#define GP_VALUE(z) (z)
#endif
struct GpWarpTile {
  u32 spec[GP_NW];      // positions where the fast path failed (lane j: word j)
  u32 outb[GP_NW];      // ... and whose attempt yields a value
  u32 emit[GP_NW];      // positions that yield an output
  u32 wpre[GP_NW];      // outputs before each word of emit
#if !defined(GP_METHOD_lemire)
  unsigned short len[GP_SW + GP_NW];  // attempt lengths at the specials (Lemire's are all 1)
#endif
  GP_SLOT val[GP_SW + GP_NW];         // the value of the attempt at each position
};

#if defined(GP_METHOD_lemire)
#define GP_LEN(W, q) 1u
#define GP_SET_LEN(W, q, l)
#else
#define GP_LEN(W, q) ((u32)(W).len[GP_PI(q)])
#define GP_SET_LEN(W, q, l) ((W).len[GP_PI(q)] = (unsigned short)((l) < 65535 ? (l) : 65535))
#endif
__shared__ GpWarpTile s_warp[GP_WB];
// per warp: entry-0 summary (attempt starts and outputs among its first 32 positions, outputs,
// carry out), then its true entry's outputs, and the outputs before it in the call
__shared__ u32 s_r32[GP_WB], s_o32[GP_WB];
__shared__ u64 s_cnt0[GP_WB], s_co0[GP_WB], s_ent[GP_WB], s_cnt[GP_WB], s_pre[GP_WB];
__shared__ u64 s_blk[4];  // the ticket; then the outputs up to the end of the tile, its carry out

// clear bits [lo, hi) of a shared bitmask (other lanes may edit other bits of a word)
__device__ void gp_clear(u32* m, u32 lo, u32 hi) {
  while (lo < hi) {
    const u32 k = lo >> 5, bit = lo & 31, nb = min(32u - bit, hi - lo);
    const u32 mask = (nb == 32u ? GP_FULL : ((1u << nb) - 1u)) << bit;
    atomicAnd(&m[k], ~mask);
    lo += nb;
  }
}
// set bits [lo, hi) of a shared bitmask
__device__ void gp_set(u32* m, u32 lo, u32 hi) {
  while (lo < hi) {
    const u32 k = lo >> 5, bit = lo & 31, nb = min(32u - bit, hi - lo);
    const u32 mask = (nb == 32u ? GP_FULL : ((1u << nb) - 1u)) << bit;
    atomicOr(&m[k], mask);
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

// One thread: a warp's chain of attempts from entry c (positions before it belong to an
// earlier attempt): its outputs (*cnt) and the carry out; kEmit: also its emit and the attempt
// starts among its first 32 positions (else the warp's emit is left as it is).
template <bool kEmit>
__device__ __noinline__ u64 gp_walk(GpWarpTile& W, u64 c, u32* start0, u64* cnt) {
  const u32 cc = c < (u64)GP_SW ? (u32)c : (u32)GP_SW;
  if (kEmit) {
    for (int k = 0; k < GP_NW; ++k) W.emit[k] = GP_FULL;
    gp_clear(W.emit, 0, cc);
  }
  u32 st0 = GP_FULL & ~gp_bits0(0, cc);
  u64 cur = c, n = 0;  // n: the outputs of the attempts before cur
  while (cur < (u64)GP_SW) {
    u32 k = (u32)cur >> 5;
    u32 bits = W.spec[k] & (GP_FULL << ((u32)cur & 31));
    while (!bits && ++k < (u32)GP_NW) bits = W.spec[k];
    if (!bits) break;
    const u32 s = k * 32 + (u32)(__ffs((int)bits) - 1);
    const u32 len = GP_LEN(W, s);
    const u32 yields = (W.outb[s >> 5] >> (s & 31)) & 1u;
    n += (s - cur) + yields;  // (one-word attempts up to the special, then its own)
    if (kEmit) {
      gp_clear(W.emit, s, min(s + len, (u32)GP_SW));
      if (yields) atomicOr(&W.emit[s >> 5], 1u << (s & 31));
    }
    st0 &= ~gp_bits0(s + 1, s + len);
    cur = (u64)s + len;
  }
  if (cur < (u64)GP_SW) n += (u64)GP_SW - cur;
  *start0 = st0;
  *cnt = n;
  return cur > (u64)GP_SW ? cur - GP_SW : 0ull;
}

// What the look-back knows of a run of tiles: nothing (kind 0), a composed entry-0 summary
// (1: the run's first tile's attempt starts r and outputs o among its first 32 positions and
// its alt, the run's outputs cnt from entry 0 of its first tile, the carry co out of its last),
// or exact values (2: cnt outputs up to the end of the run, carry co out of it); bad: the
// composition is not determined by the summaries (a carry into a position neither the entry-0
// walk nor the alt walk starts at).
struct GpLook { u32 r, o, alt; u64 cnt, co; int kind, bad; };
// alt: 0, or a position a (1..31) that is not an attempt start of the tile's entry-0 walk, where
// the walk from a rejoins it before the tile's second warp, making d more outputs (two's
// complement, 16 bits) by then: GP_ALT(a, d).  Without it a carry into such a position (an
// attempt over the tile boundary meeting a special at the next tile's start, ~1e-4 of tiles)
// made every look-back across it wait for its predecessor's exact values until that tile's
// own look-back ended (on an H200, 7% of a 2^28 normal call's look-backs, spinning in line)
#define GP_ALT(a, d) ((u32)(a) | ((u32)(d) & 0xffffu) << 16)
#define GP_ALT_POS(x) ((x) & 31u)
#define GP_ALT_D(x) ((long long)(short)((x) >> 16))
// A after B (B is the run just before A).  An exact A needs nothing of B: a run B that does
// not compose (bad) only spoils an A that is not exact (tested first: else one undetermined
// pair of tiles spoiled every window that reached it, and each such tile waited for its
// predecessor's exact values: 4% of the tiles of a 2^28 normal call on an H200)
__device__ __forceinline__ GpLook gp_after(GpLook A, GpLook B) {
  if (A.bad || A.kind == 2 || B.kind == 0) return A;
  if (B.bad) { A.bad = 1; return A; }
  if (A.kind == 0) return B;
  GpLook R = A;
  if (B.co < 32 && ((A.r >> B.co) & 1u)) {
    R.cnt = B.cnt + A.cnt - __popc(A.o & ((1u << B.co) - 1u));
  } else if (B.co < 32 && B.co != 0 && GP_ALT_POS(A.alt) == B.co) {
    R.cnt = B.cnt + (u64)((long long)A.cnt + GP_ALT_D(A.alt));
    GP_TRACE(8);
  } else {
    A.bad = 1;
    return A;
  }
  R.co = A.co;
  R.kind = B.kind;
  R.r = B.r; R.o = B.o; R.alt = B.alt;
  return R;
}
__device__ __forceinline__ GpLook gp_shfl_look(GpLook a, int d) {
  GpLook b;
  b.r = __shfl_down_sync(GP_FULL, a.r, d);
  b.o = __shfl_down_sync(GP_FULL, a.o, d);
  b.alt = __shfl_down_sync(GP_FULL, a.alt, d);
  b.cnt = __shfl_down_sync(GP_FULL, a.cnt, d);
  b.co = __shfl_down_sync(GP_FULL, a.co, d);
  b.kind = __shfl_down_sync(GP_FULL, a.kind, d);
  b.bad = __shfl_down_sync(GP_FULL, a.bad, d);
  return b;
}

// Tiles idx0, idx0 - 1, ..., idx0 - GP_LOOK + 1 read together: every status load is in flight
// at once, then every payload load, so a window of a lane costs two round trips to L2, not two
// a tile (serial reads made a look-back window of 256 tiles take ~5 us, slower than tiles came)
__device__ __forceinline__ void gp_read_window(const GpTile* st, long long idx0, u64 epoch,
                                               GpLook R[GP_LOOK]) {
  u64 s[GP_LOOK], a[GP_LOOK], c[GP_LOOK], x[GP_LOOK];
#pragma unroll
  for (int i = 0; i < GP_LOOK; ++i) s[i] = idx0 - i >= 0 ? gp_ld(&st[idx0 - i].status) : 0ull;
#pragma unroll
  for (int i = 0; i < GP_LOOK; ++i) {
    if (idx0 - i < 0) continue;
    while ((s[i] >> 2) != epoch) { GP_SPIN_PAUSE(); s[i] = gp_ld(&st[idx0 - i].status); }
  }
  __threadfence();
#pragma unroll
  for (int i = 0; i < GP_LOOK; ++i) {
    a[i] = c[i] = x[i] = 0;
    if (idx0 - i < 0) continue;
    const GpTile* T = &st[idx0 - i];
    const bool two = (s[i] & 3) == 2;
    a[i] = gp_ld(two ? &T->incl_p : &T->masks);
    c[i] = gp_ld(two ? &T->incl_c : &T->agg);
    if (!two) x[i] = gp_ld(&T->alt);
  }
#pragma unroll
  for (int i = 0; i < GP_LOOK; ++i) {
    GpLook& E = R[i];
    E.kind = 0; E.bad = 0; E.r = E.o = E.alt = 0; E.cnt = E.co = 0;
    if (idx0 - i < 0) continue;
    if ((s[i] & 3) == 2) {
      E.kind = 2; E.cnt = a[i]; E.co = c[i];
    } else {
      E.kind = 1; E.r = (u32)(a[i] >> 32); E.o = (u32)a[i]; E.cnt = c[i] & 0xffffffffull; E.co = c[i] >> 32;
      E.alt = (u32)x[i];
    }
  }
}

// One warp: the exact (outputs before tile t, entry of tile t) from what the tiles before it
// published, window by window: GP_LOOK tiles a lane (nearest first), lanes composed in a warp
// reduction, so a window reaches 32 * GP_LOOK tiles back in one round of loads.
__device__ __noinline__ void gp_lookback(const GpTile* st, long long t, u64 epoch, int lane,
                                         u64& prefix, u64& entry) {
  GpLook F;
  F.kind = 0; F.bad = 0; F.r = F.o = F.alt = 0; F.cnt = F.co = 0;
  int nearest = 0;  // what tile t - 1 had published
  for (long long k = t - 1;; k -= 32 * GP_LOOK) {
    GpLook R[GP_LOOK];
    gp_read_window(st, k - (long long)lane * GP_LOOK, epoch, R);
    GpLook E = R[0];
    if (k == t - 1) nearest = __shfl_sync(GP_FULL, E.kind, 0);
#pragma unroll
    for (int i = 1; i < GP_LOOK; ++i)
      if (!(E.kind == 2 || E.bad)) E = gp_after(E, R[i]);
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const GpLook B = gp_shfl_look(E, d);
      if (lane + d < 32) E = gp_after(E, B);
    }
    if (lane == 0) F = gp_after(F, E);
    const int stop = __shfl_sync(GP_FULL, (int)(F.kind == 2 || F.bad), 0);
    if (stop) break;
    if (lane == 0) GP_TRACE(7);
  }
  const int bad = __shfl_sync(GP_FULL, F.bad, 0);
  u64 P = F.cnt, C = F.co;
  if (bad) {  // rare: wait for the predecessor's exact values
    if (lane == 0) {
      GP_TRACE(4);
      u64 s;
      do { s = gp_ld(&st[t - 1].status); if (s != ((epoch << 2) | 2)) GP_SPIN_PAUSE(); } while (s != ((epoch << 2) | 2));
      __threadfence();
      P = gp_ld(&st[t - 1].incl_p); C = gp_ld(&st[t - 1].incl_c);
    }
  } else if (lane == 0 && nearest == 1) {
    GP_TRACE(3);
  }
  prefix = __shfl_sync(GP_FULL, P, 0);
  entry = __shfl_sync(GP_FULL, C, 0);
}

// word i of a lane whose first unit is ub (PCG64: s, the state before it), made again
__device__ __noinline__ u64 gp_lane_word(const GpParams& P, u64 ub, int i
#if defined(GP_GEN_PCG64)
                                         , gp_u128 s
#endif
                                         ) {
  const int u = i / GP_WPU, k = i % GP_WPU;
  u64 r[GP_RPU], w[GP_WPU];
#if defined(GP_GEN_PCG64)
  r[0] = gp_pcg_out(gp_pcg_small(P, s, (u32)u + 1));
#else
  gp_philox(P, ub + u, r);
#endif
  gp_words(r, w);
  u64 x = w[0];
#pragma unroll
  for (int j = 1; j < GP_WPU; ++j) if (j == k) x = w[j];
  return x;
}

// One warp, after its specials (mine, mout: the lane's specials and those that yield): the
// bitmasks and its entry-0 walk: r32 (which of its first 32 positions start an attempt), its
// outputs cnt0 and carry out co0; W.emit the entry-0 walk's outputs.
__device__ void gp_warp_summary(GpWarpTile& W, u32 q0, u32 mine, u32 mout, u32& r32, u64& cnt0,
                                u64& co0) {
  const int lane = threadIdx.x & 31;
  W.spec[lane] = mine;
  W.outb[lane] = mout;
  W.emit[lane] = GP_FULL;
  __syncwarp();
  // the entry-0 walk: in parallel unless an attempt covers another special
  int conflict = 0;
  for (u32 m = mine; m; m &= m - 1) {
    const u32 q = q0 + (u32)(__ffs((int)m) - 1), len = GP_LEN(W, q);
    if (len > 1 && gp_any(W.spec, q + 1, min(q + len, (u32)GP_SW))) conflict = 1;
  }
  conflict = __ballot_sync(GP_FULL, conflict) != 0;
  u32 starts = mine;  // the lane's specials that start an attempt of the entry-0 walk
  if (conflict) {
    // Attempts that cover other specials.  The attempt starts among the specials are the one
    // set T that no attempt of T covers (a special's cover depends only on starts before it,
    // so T is the only such set).  T1 = the specials no special's attempt covers and T2 =
    // those no attempt of T1 covers are found in parallel; where they agree, T1 is that set.
    // Chains (a covered special covering another) differ and take the walk below.
    u32* cov = W.wpre;  // (scratch until the outputs' ranks are counted)
    u32 t[2];
#pragma unroll
    for (int round = 0; round < 2; ++round) {
      cov[lane] = 0u;
      __syncwarp();
      for (u32 m = round ? t[0] : mine; m; m &= m - 1) {
        const u32 q = q0 + (u32)(__ffs((int)m) - 1), len = GP_LEN(W, q);
        if (len > 1) gp_set(cov, q + 1, min(q + len, (u32)GP_SW));
      }
      __syncwarp();
      t[round] = mine & ~cov[lane];
      __syncwarp();
    }
    conflict = __ballot_sync(GP_FULL, t[0] != t[1]) != 0;
    starts = t[0];
  }
  if (!conflict) {
    u32 in0 = 0, maxend = 0;
    for (u32 m = starts; m; m &= m - 1) {
      const u32 q = q0 + (u32)(__ffs((int)m) - 1), len = GP_LEN(W, q);
      gp_clear(W.emit, q, min(q + len, (u32)GP_SW));
      if ((mout >> (q - q0)) & 1u) atomicOr(&W.emit[q >> 5], 1u << (q & 31));
      in0 |= gp_bits0(q + 1, q + len);
      maxend = max(maxend, q + len);
    }
#pragma unroll
    for (int d = 16; d; d >>= 1) {
      in0 |= __shfl_xor_sync(GP_FULL, in0, d);
      maxend = max(maxend, __shfl_xor_sync(GP_FULL, maxend, d));
    }
    r32 = ~in0;
    co0 = maxend > (u32)GP_SW ? (u64)(maxend - GP_SW) : 0ull;
    __syncwarp();
    u32 c = __popc(W.emit[lane]);
#pragma unroll
    for (int d = 16; d; d >>= 1) c += __shfl_xor_sync(GP_FULL, c, d);
    cnt0 = c;
  } else {
    u64 co = 0, cn = 0;
    u32 st0 = 0;
    if (lane == 0) { GP_TRACE(0); co = gp_walk<true>(W, 0, &st0, &cn); }
    r32 = __shfl_sync(GP_FULL, st0, 0);
    co0 = __shfl_sync(GP_FULL, co, 0);
    cnt0 = __shfl_sync(GP_FULL, cn, 0);
  }
}

// One warp: its words of the block's tile t (first word wt of the call's stream, first unit
// ub of the lane; PCG64: s the lane's state before it), NumPy's one-word fast path at each,
// the whole attempt at the rare words where it fails ("specials"), the bitmasks, and the
// warp's entry-0 summary into s_r32 ... s_co0.  A special's slot keeps its word until its
// attempt is made (where a value and a word have one size); the word after it is read from
// there when it is a special too, else made again.
__device__ void gp_warp_make(const GpParams& P, const GpMethod& M, GpWarpTile& W, int warp,
                             u64 wt, u64 ub
#if defined(GP_GEN_PCG64)
                             , gp_u128 s
#endif
                             ) {
  const int lane = threadIdx.x & 31;
  const u32 q0 = (u32)lane * GP_LW;
  u32 mine = 0, mout = 0;
  u64 first = 0;
  union Slot { GP_SLOT v; u64 w; };
  constexpr bool keep = sizeof(OT) * 8 == GP_WBITS;
#if defined(GP_METHOD_lemire)
  constexpr bool words = false;  // a rejected word is the whole attempt
#else
  constexpr bool words = true;
#endif
#if defined(GP_GEN_PCG64)
  const gp_u128 mul = {2549297995355413924ull, 4865540595714422341ull}, inc = {P.g[2], P.g[3]};
  gp_u128 sl = s;
#endif
#pragma unroll
  for (int u = 0; u < GP_UPL; ++u) {
    u64 r[GP_RPU], w[GP_WPU];
#if defined(GP_GEN_PCG64)
    sl = gp_madd128(mul, sl, inc);
    r[0] = gp_pcg_out(sl);
#else
    gp_philox(P, ub + u, r);
#endif
    gp_words(r, w);
    if (u == 0) first = w[0];
#pragma unroll
    for (int k = 0; k < GP_WPU; ++k) {
      OT x;
      const u32 q = GP_PI(q0 + u * GP_WPU + k);
      if (gp_fast(M, w[k], x)) {
#if defined(GP_METHOD_lemire)
        W.val[q] = (GP_SLOT)w[k];
#else
        W.val[q] = x;
#endif
      } else {
        mine |= 1u << (u * GP_WPU + k);
        if (keep) {
          Slot z;
          z.w = w[k];
          W.val[q] = z.v;
        }
      }
    }
  }
#if defined(GP_DIAG_NOSPECIAL)  // benchmarks/diag_random.py: the specials' cost (wrong values)
  mine = 0;
#endif
  const u64 nextfirst = __shfl_down_sync(GP_FULL, first, 1);
  GpNear N;
  N.ub = ub; N.slots = nullptr; N.wt = 0;
#if defined(GP_GEN_PCG64)
  N.s = s;
#endif
  for (u32 m = mine; m; m &= m - 1) {
    const int i = __ffs((int)m) - 1;
    const u32 q = q0 + (u32)i;
    u64 w = 0, wn = nextfirst;
    if (!words) {
    } else if (keep) {
      Slot z;
      z.v = W.val[GP_PI(q)];
      w = GP_WBITS == 64 ? z.w : (z.w & 0xffffffffull);
    } else {
      w = gp_lane_word(P, ub, i
#if defined(GP_GEN_PCG64)
                       , s
#endif
                       );
    }
    if (words && i + 1 < GP_LW) {
      if (keep && ((mine >> (i + 1)) & 1u)) {
        Slot z;
        z.v = W.val[GP_PI(q + 1)];
        wn = GP_WBITS == 64 ? z.w : (z.w & 0xffffffffull);
      } else {
        wn = gp_lane_word(P, ub, i + 1
#if defined(GP_GEN_PCG64)
                          , s
#endif
                          );
      }
    }
    bool o;
    OT x;
    // the last word of the warp's last lane: its next word is the next warp's (made again)
    const bool hn = i + 1 < GP_LW || lane != 31;
    const int len = gp_special(P, N, M, wt + q, w, wn, hn, o, x);
    GP_SET_LEN(W, q, len);
#if !defined(GP_METHOD_lemire)  // (a rejected word has no value)
    W.val[GP_PI(q)] = x;
#endif
    if (o) mout |= 1u << i;
  }
  u32 r32;
  u64 co0, cnt0;
  gp_warp_summary(W, q0, mine, mout, r32, cnt0, co0);
  if (lane == 0) {
    s_r32[warp] = r32; s_o32[warp] = W.emit[0]; s_cnt0[warp] = cnt0; s_co0[warp] = co0;
  }
}

// One thread: the block's warps 1.. from the tile's entry-0 walk of warp 0 (warp w's entry
// is the carry out of warp w - 1): each warp's entry (s_ent), emit and outputs (s_cnt); the
// tile's carry out.  A warp whose entry is an attempt start of its own entry-0 walk only loses
// the outputs before it; any other entry takes a walk.
__device__ __noinline__ u64 gp_chain() {
  s_ent[0] = 0;
  s_cnt[0] = s_cnt0[0];
  u64 c = s_co0[0];
  for (int w = 1; w < GP_WB; ++w) {
    GpWarpTile& W = s_warp[w];
    s_ent[w] = c;
    if (c == 0) {
      s_cnt[w] = s_cnt0[w];
      c = s_co0[w];
    } else if (c < 32 && ((s_r32[w] >> c) & 1u)) {
      const u32 below = (1u << c) - 1u;
      W.emit[0] = s_o32[w] & ~below;
      s_cnt[w] = s_cnt0[w] - __popc(s_o32[w] & below);
      c = s_co0[w];
      GP_TRACE(1);
    } else {
      u32 st0;
      u64 cn;
      c = gp_walk<true>(W, c, &st0, &cn);
      s_cnt[w] = cn;
      GP_TRACE(2);
    }
  }
  return c;
}
// ... and again from warp 1 with entry c once warp 0's true entry changed its carry: warps
// whose entry changes take a walk (which rebuilds their emit), until one's is unchanged
// (from there on nothing changes: the tile's carry out is `co`).
__device__ __noinline__ u64 gp_rechain(u64 c, u64 co) {
  for (int w = 1; w < GP_WB; ++w) {
    if (c == s_ent[w]) return co;
    s_ent[w] = c;
    u32 st0;
    u64 cn;
    c = gp_walk<true>(s_warp[w], c, &st0, &cn);
    s_cnt[w] = cn;
    GP_TRACE(6);
  }
  return c;
}

// The block's tile t.  known: the outputs before it and its entry are kp, ke (the grid's last
// block going on alone); else it publishes its summary and looks back.  Returns the outputs up
// to the end of the tile; ke becomes the carry into the next.
__device__ u64 gp_tile(const GpParams& P, const GpMethod& M, u64 w0, u64 e, u64 epoch,
                       GpTile* st, OT* __restrict__ out, long long n, u64* endp, long long t,
                       bool known, u64 kp, u64& ke
#if defined(GP_GEN_PCG64)
                       , gp_u128 s
#endif
                       ) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  GpWarpTile& W = s_warp[warp];
  const u64 wt = w0 + (u64)t * GP_TW + (u64)warp * GP_SW;  // the warp's first word
  const u64 ub = (w0 / GP_WPU) + (u64)t * GP_TU + (u64)warp * (GP_SW / GP_WPU) + (u64)lane * GP_UPL;
#if defined(GP_GEN_PCG64)
  s = gp_pcg_small(P, s, (u32)lane * GP_UPL);  // s: the warp's state before its first unit
  gp_warp_make(P, M, W, warp, wt, ub, s);
#else
  gp_warp_make(P, M, W, warp, wt, ub);
#endif
  __syncthreads();
  // ---- warp 0: the tile's summary, the look-back, the warps from the tile's true entry
  if (warp == 0) {
    u64 co = 0, cnt = 0;
    if (lane == 0) {
      co = gp_chain();  // the warps from entry 0 of the tile
      for (int w = 0; w < GP_WB; ++w) cnt += s_cnt[w];
    }
    co = __shfl_sync(GP_FULL, co, 0);
    cnt = __shfl_sync(GP_FULL, cnt, 0);
    const u32 r32 = s_r32[0], o32 = s_o32[0];
    u64 prefix, entry;
    if (known) { prefix = kp; entry = ke; }
    else if (t == 0) { prefix = 0; entry = e; }
    else {
      if (lane == 0) {
        // alt: the walk from the first position of the first 32 that the entry-0 walk covers
        u32 alt = 0;
        const u32 cov = ~r32 & ~1u;
#if defined(GP_DIAG_NOALT)  // benchmarks/diag_random.py, tests: look-backs without alt walks
        if (false) {
#else
        if (cov) {
#endif
          const u32 a = (u32)(__ffs((int)cov) - 1);
          u32 st0;
          u64 cn;
          const u64 ca = gp_walk<false>(s_warp[0], a, &st0, &cn);
          const long long d = (long long)cn - (long long)s_cnt0[0];
          if (ca == (GP_WB > 1 ? s_ent[GP_WB > 1 ? 1 : 0] : co) && d >= -32768 && d < 32768)
            alt = GP_ALT(a, d);
        }
        gp_st(&st[t].alt, alt);
        gp_st(&st[t].masks, ((u64)r32 << 32) | o32);
        gp_st(&st[t].agg, cnt | (co << 32));
        __threadfence();
        gp_st(&st[t].status, (epoch << 2) | 1);
      }
#if defined(GP_DIAG_NOLOOK)  // benchmarks/diag_random.py: the look-back's cost (wrong ranks)
      prefix = (u64)t * (GP_TW - 64); entry = 0;
#else
      gp_lookback(st, t, epoch, lane, prefix, entry);
#endif
    }
    if (lane == 0) {
      if (entry != 0) {
        if (entry < 32 && ((r32 >> entry) & 1u)) {
          // warp 0 loses its outputs before the entry; the later warps' entries are unchanged
          const u32 below = (1u << entry) - 1u;
          s_warp[0].emit[0] &= ~below;
          s_cnt[0] -= __popc(o32 & below);
          GP_TRACE(1);
        } else {
          u32 st0;
          u64 cn;
          const u64 c1 = gp_walk<true>(s_warp[0], entry, &st0, &cn);
          s_cnt[0] = cn;
          GP_TRACE(2);
          co = gp_rechain(c1, co);
        }
        cnt = 0;
        for (int w = 0; w < GP_WB; ++w) cnt += s_cnt[w];
      }
      u64 pre = prefix;
      for (int w = 0; w < GP_WB; ++w) { s_pre[w] = pre; pre += s_cnt[w]; }
      s_blk[0] = prefix + cnt;
      s_blk[3] = co;
      if (!known) {
        GP_BEFORE_INCL();
        gp_st(&st[t].incl_p, prefix + cnt);
        gp_st(&st[t].incl_c, co);
        __threadfence();
        gp_st(&st[t].status, (epoch << 2) | 2);
      }
    }
  }
  __syncthreads();
  // ---- outputs before each bitmask word, then each output at its rank (lanes on
  // consecutive positions: consecutive ranks)
  {
    const u32 c = __popc(W.emit[lane]);
    u32 incl = c;
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const u32 y = __shfl_up_sync(GP_FULL, incl, d);
      if (lane >= d) incl += y;
    }
    W.wpre[lane] = incl - c;
  }
  __syncwarp();
  const u64 pre = s_pre[warp];
  if (pre + s_cnt[warp] < (u64)n) {
    // every output of the warp is in range and none is the last: ranks from a running count
    OT* __restrict__ o = out + pre;
    const u32 below = (1u << lane) - 1u;
    u32 run = 0;
#pragma unroll 8
    for (int m = 0; m < GP_LW; ++m) {
      const u32 word = W.emit[m];
      if ((word >> lane) & 1u) o[run + __popc(word & below)] = GP_POST(GP_VALUE(W.val[GP_PI(m * 32 + lane)]));
      run += __popc(word);
    }
  } else {
#pragma unroll 4
    for (int m = 0; m < GP_LW; ++m) {
      const u32 q = (u32)(m * 32 + lane);
      const u32 word = W.emit[m];
      if ((word >> lane) & 1u) {
        const u64 rank = pre + W.wpre[m] + __popc(word & ((1u << lane) - 1u));
        if (rank < (u64)n) {
          out[rank] = GP_POST(GP_VALUE(W.val[GP_PI(q)]));
          if (rank == (u64)n - 1) {
            const u32 len = ((W.spec[m] >> lane) & 1u) ? GP_LEN(W, q) : 1u;
            *endp = wt + q + len;
          }
        }
      }
    }
  }
  const u64 done = s_blk[0];
  ke = s_blk[3];
  __syncthreads();  // the shared arrays are free again
  return done;
}

#if defined(GP_GEN_PCG64)
// the PCG64 state before the first unit of warp `warp` of tile t (the warp's lanes together)
__device__ __forceinline__ gp_u128 gp_warp_state(const GpParams& P, u64 u0, long long t, int warp) {
  return gp_pcg_jump_warp(P, gp_start(P), u0 + (u64)t * GP_TU + (u64)warp * (GP_SW / GP_WPU));
}
#endif

// A block of GP_WB warps, one tile.  While thread 0 takes the ticket, each warp jumps to its
// words of tile blockIdx.x (blocks start in index order, so that is nearly always the ticket)
extern "C" __global__ void __launch_bounds__(32 * GP_WB, GP_MINB) ${name}(GP_PARAMS_DECL, GpTile* st,
                                                                   u64* ctrl, u64 epoch) {
  GP_PARAMS_INIT
  const u64 u0 = b / GP_WPU, w0 = u0 * GP_WPU, e = b - w0;
  const int warp = threadIdx.x >> 5;
  if (threadIdx.x == 0) {
    const u64 ticket = atomicAdd(&ctrl[epoch & 63], 1ull);
    if (ticket == 0) gp_st(&ctrl[(epoch + 1) & 63], 0);
    s_blk[0] = ticket;
  }
#if defined(GP_GEN_PCG64)
  gp_u128 s = gp_warp_state(P, u0, (long long)blockIdx.x, warp);
#endif
  __syncthreads();
  const long long t = (long long)s_blk[0];
#if defined(GP_GEN_PCG64)
  if (t != (long long)blockIdx.x) s = gp_warp_state(P, u0, t, warp);
#endif
  u64 ke = 0;
  u64 done = gp_tile(P, M, w0, e, epoch, st, out, n, endp, t, false, 0, ke
#if defined(GP_GEN_PCG64)
                     , s
#endif
                     );
  // the grid's last tile: outputs still missing (the grid was sized from an estimate) are
  // made here, tile after tile
  for (long long t2 = t + 1; t == (long long)gridDim.x - 1 && done < (u64)n; ++t2) {
    if (threadIdx.x == 0) GP_TRACE(5);
#if defined(GP_GEN_PCG64)
    done = gp_tile(P, M, w0, e, epoch, st, out, n, endp, t2, true, done, ke,
                   gp_warp_state(P, u0, t2, warp));
#else
    done = gp_tile(P, M, w0, e, epoch, st, out, n, endp, t2, true, done, ke);
#endif
  }
}
#endif
