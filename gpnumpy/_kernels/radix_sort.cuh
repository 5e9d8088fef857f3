// Stable LSD radix sort of ${key} keys (${order}), 8 bits a pass, carrying ${values}.
// Keys move as their own bits; only the digits are read through okey(), the order-preserving
// unsigned image of a key, so -0.0 and NaN payloads come back as they were and equal images
// (both zeros, all NaNs) keep their input order.  No header: NVRTC builds this in a blink.
//   block      up to 256 x ${bitems} keys in one block, every pass in shared memory
//   histogram  every pass's 256 digit counts in one read of the keys
//   plan       each pass's digit offsets; which passes move keys (a pass whose digit is the
//              same for every key moves nothing) and through which buffers
//   onesweep   one pass over tiles of ${threads} x ${items} keys: each tile counts its digits and
//              publishes the counts at once (decoupled look-back), ranks its keys by digit,
//              adds the counts of the tiles before it and writes its keys in digit order
// A tile's keys are warp-striped: warp w holds keys w*32*ITEMS + r*32 + lane, ranked r by r,
// so ranks follow the input order (stability).
namespace ${ns} {
typedef ${ut} UT;
typedef ${vt} VT;
constexpr bool HAS_V = ${has_v};
constexpr int PASSES = ${passes};
constexpr int NT = 256, NW = NT / 32;  // the block, histogram and plan kernels
constexpr int BITEMS = ${bitems}, BTILE = NT * BITEMS;  // the one-block sort
constexpr int HITEMS = 16, HTILE = NT * HITEMS;         // keys a histogram block reads at once
constexpr int ONT = ${threads}, ONW = ONT / 32;         // onesweep threads
constexpr int ITEMS = ${items}, TILE = ONT * ITEMS;     // a onesweep tile
constexpr int COPIES = ${copies};                       // histogram copies (lane % COPIES)
constexpr int WINDOW = ${window};        // look-back words a thread reads at once
constexpr bool MATCH_ANY = ${match_any};  // peers by match.any instead of ballots
constexpr bool EARLY = ${early};  // counts published before ranking (false: after; measuring)
constexpr unsigned FULL = 0xFFFFFFFFu;
// look-back words: a flag and a count of keys (a portion holds < 2^30 keys)
constexpr unsigned AGG = 0x40000000u, PREFIX = 0x80000000u, COUNT = 0x3FFFFFFFu;
constexpr int SB = (HAS_V && sizeof(VT) > sizeof(UT)) ? sizeof(VT) : sizeof(UT);
static_assert(ONT >= 256 && ONT % 32 == 0, "a onesweep thread for every digit");

__device__ __forceinline__ UT okey(UT b) { ${okey} }
__device__ __forceinline__ unsigned digit(UT b, int shift) {
  return (unsigned)(okey(b) >> shift) & 255u;
}

struct Smem {  // the one-block sort
  union {  // the per-warp digit counts while ranking, then the keys (values) in tile order
    unsigned long long stage[BTILE * SB / 8];
    unsigned hist[NW * 256];
  };
  unsigned start[256];  // a digit's start in the tile
  unsigned wsum[NW];
};

struct OSmem {  // a onesweep tile
  union {  // each warp's digit counts, then its digit offsets while ranking; then the keys
           // (values) in tile order
    unsigned long long stage[TILE * SB / 8];
    unsigned whist[ONW * 256];
  };
  long long gbase[256];  // a digit's place in the output, less its start in the tile
  unsigned wsum[ONW];
  int tile;
};
static_assert(sizeof(OSmem) <= 48 * 1024, "a onesweep tile over 48 KiB of shared memory");

// The lanes of the warp whose digit (0..255) is d: one ballot a bit (match.any is slower).
__device__ __forceinline__ unsigned peers_of(unsigned d) {
  if (MATCH_ANY) return __match_any_sync(FULL, d);
  unsigned peers = FULL;
#pragma unroll
  for (int b = 0; b < 8; ++b) {
    const bool on = (d >> b) & 1u;
    const unsigned m = __ballot_sync(FULL, on);
    peers &= on ? m : ~m;
  }
  return peers;
}

// Ranks of N digits a thread (256 = no key) among its warp's keys in (r, lane) order, counted
// in wh[256] (zero before): the peers of a digit, plus a ballot on "holds a key" where some
// lanes hold none (!full); their leader counts them.
template <int N>
__device__ __forceinline__ void rank(const unsigned (&d)[N], unsigned (&rk)[N], unsigned* wh,
                                     int lane, bool full) {
  const unsigned below = (1u << lane) - 1u;
#pragma unroll
  for (int r = 0; r < N; ++r) {
    unsigned peers = peers_of(d[r] & 255u);
    if (!full) {
      const bool on = d[r] < 256u;
      const unsigned m = __ballot_sync(FULL, on);
      peers &= on ? m : ~m;
    }
    const int leader = 31 - __clz(peers);
    unsigned old = 0;
    if (lane == leader && d[r] < 256u) {
      old = wh[d[r]];
      wh[d[r]] = old + __popc(peers);
    }
    rk[r] = __shfl_sync(FULL, old, leader) + __popc(peers & below);
    __syncwarp();
  }
}

// Thread t (< 256): the per-warp counts of digit t (W warps) become exclusive prefixes over
// the warps; returns the count of digit t over all of them.
template <int W>
__device__ __forceinline__ unsigned digit_total(unsigned* hist, int t) {
  unsigned c = 0;
#pragma unroll
  for (int w = 0; w < W; ++w) {
    const unsigned x = hist[w * 256 + t];
    hist[w * 256 + t] = c;
    c += x;
  }
  return c;
}

// The exclusive sum of c over a block of W warps (one barrier inside).
template <int W, class T>
__device__ __forceinline__ T excl_scan(T c, T* wsum, int t) {
  const int lane = t & 31, warp = t >> 5;
  T x = c;
#pragma unroll
  for (int o = 1; o < 32; o <<= 1) {
    const T y = __shfl_up_sync(FULL, x, o);
    if (lane >= o) x += y;
  }
  if (lane == 31) wsum[warp] = x;
  __syncthreads();
  T pre = 0;
  for (int w = 0; w < warp; ++w) pre += wsum[w];
  return pre + x - c;
}
