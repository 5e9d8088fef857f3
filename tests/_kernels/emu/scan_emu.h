// What the scan kernels take from common.cuh, for the host emulation (over gpu_emu.h).
#pragma once
#include "gpu_emu.h"
#include <unistd.h>
#define GP_DEV static inline
#define gp_cast(T, x) ((T)(x))
template <class T> GP_DEV T gp_shfl(T v, int o) { return __shfl_sync(0xffffffffu, v, o); }
template <class T> GP_DEV T gp_shfl_up(T v, int o) { return __shfl_up_sync(0xffffffffu, v, o); }
template <class T> GP_DEV T gp_shfl_down(T v, int o) { return __shfl_down_sync(0xffffffffu, v, o); }
GP_DEV unsigned gp_ld_acquire(const unsigned* p) {
  emu_pause();  // (a spinning lane lets the others, and the blocks it waits for, run)
  return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}
GP_DEV void gp_st_release(unsigned* p, unsigned v) {
#ifdef EMU_LATE_PREFIX
  if (v == 2u) usleep(20000);  // (inclusive prefixes come late: successors meet aggregates)
#endif
  __atomic_store_n(p, v, __ATOMIC_RELEASE);
}
