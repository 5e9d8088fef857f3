// What the scan kernels take from common.cuh, for the host emulation (over gpu_emu.h).
#pragma once
#include "gpu_emu.h"
#include <cstdio>
#include <cstring>
#include <sys/mman.h>
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

// The drivers' input (argv[1]: K and M, then M rows of K values of type V) in memory mapped
// MAP_SHARED (the blocks are processes): p the values, q the results, tiles the look-back's
// statuses and values of T tiles a row, `extra` zeroed bytes after them; false: a short read.
template <class V> struct emu_scan_io {
  long long K, M, n, T;
  V *p, *q, *tiles;
  size_t look;
  char* extra;
};
template <class V> static bool emu_scan_read(const char* path, size_t extra, emu_scan_io<V>& io) {
  FILE* f = fopen(path, "rb");
  if (!f || fread(&io.K, 8, 1, f) != 1 || fread(&io.M, 8, 1, f) != 1) return false;
  io.n = io.K * io.M;
  io.T = (io.K + 256LL * ITEMS - 1) / (256LL * ITEMS);
  io.look = ((io.T * io.M * 4 + 15) & ~15LL) + 16 * io.T * io.M;
  const size_t cap = 2 * io.n * sizeof(V) + io.look + extra + 4096;
  char* shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  io.p = (V*)shm;
  io.q = io.p + io.n;
  io.tiles = (V*)(((size_t)(io.q + io.n) + 63) & ~(size_t)63);
  memset(io.tiles, 0xab, io.look);  // (phase 3 must clear what the look-back reads)
  io.extra = (char*)io.tiles + io.look;
  memset(io.extra, 0, extra);
  const bool ok = fread(io.p, sizeof(V), io.n, f) == (size_t)io.n;
  fclose(f);
  return ok;
}
