// What small_gemm.cu and product_check.cuh take from gpnumpy's prelude (common.cuh, fpe.cuh),
// for real types on the host, over tests/random/emu/gpu_emu.h.  The record of the
// floating-point check (fpe.cuh's gp_fpe_rec) ORs its categories into emu_fpe_cats.
#pragma once
#include "gpu_emu.h"
#include <cmath>
#define GP_DEV static inline
#define GP_FPE_O 2u
#define GP_FPE_I 8u
using std::fma;
#define __align__(n) __attribute__((aligned(n)))
struct float4 { float x, y, z, w; };
struct double2 { double x, y; };
using std::isinf;
inline unsigned __float_as_uint(float v) { unsigned u; std::memcpy(&u, &v, 4); return u; }
inline long long __double_as_longlong(double v) { long long u; std::memcpy(&u, &v, 8); return u; }
using std::isnan;
struct gp_half { unsigned short x; };
inline float gp_h2f(gp_half) { return 0.0f; }  // (no half kernel runs here)
template <class T> struct gp_complex { T re, im; };
static unsigned emu_fpe_cats = 0, emu_fpe_records = 0;
struct gp_fpe_rec {
  unsigned f;
  unsigned* d;
  unsigned* h;
  unsigned g;
  ~gp_fpe_rec() { emu_fpe_cats |= f; ++emu_fpe_records; }
};
