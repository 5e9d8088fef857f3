// What small_solve.cu takes from gpnumpy's prelude (common.cuh), for real types on the host,
// over tests/random/emu/gpu_emu.h.
#pragma once
#include "gpu_emu.h"
#include <cmath>
#define GP_DEV static inline
#define GP_INF INFINITY
template <class T> inline T __shfl_xor_sync(unsigned m, T v, int o, int) { return __shfl_xor_sync(m, v, o); }
inline float gp_shfl(float v, int o) { return __shfl_sync(0xffffffffu, v, o); }
inline double gp_shfl(double v, int o) { return __shfl_sync(0xffffffffu, v, o); }
using std::fabs;
using std::fma;
using std::log;
