// What the checked variants of the scan kernels take, for the host emulation: fpe.cuh's
// checks compiled as plain C++ (after scan_emu.h) and a record of our own: a block is a
// process, so each thread ORs the categories it found into the mapped words at its end
// (the GPU's record, fpe.cuh's gp_fpe_rec, does it once a warp).
#pragma once
#include <cmath>
using std::isnan; using std::isinf; using std::isfinite; using std::fabs; using std::fma;
using std::rint; using std::exp; using std::exp2; using std::trunc;
template <class T> struct gp_lim;
#define GP_LIM(T, S, BITS, MIN) template <> struct gp_lim<T> { static const bool is_signed = S; \
  static const int bits = BITS; GP_DEV T min() { return MIN; } };
GP_LIM(bool, false, 8, false) GP_LIM(gp_i1, true, 8, -128) GP_LIM(gp_u1, false, 8, 0)
GP_LIM(gp_i2, true, 16, -32768) GP_LIM(gp_u2, false, 16, 0) GP_LIM(gp_i4, true, 32, (-2147483647 - 1))
GP_LIM(gp_u4, false, 32, 0u) GP_LIM(gp_i8, true, 64, (-9223372036854775807LL - 1)) GP_LIM(gp_u8, false, 64, 0ull)
struct gp_half { unsigned short x; };
GP_DEV float gp_h2f(gp_half h) { return (float)h.x; }
template <class T> struct gp_complex { T re, im; };
#define GP_INF INFINITY
#include "fpe.cuh"
#include "real_math.cuh"
struct gp_fpe_rec {
  unsigned f;
  unsigned* d;
  unsigned* h;
  unsigned g;
  ~gp_fpe_rec() {
    for (int c = 0; c < 4; ++c)
      if (f & (1u << c)) __atomic_store_n(h + c, g, __ATOMIC_SEQ_CST);
  }
};
