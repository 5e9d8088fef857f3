// A host emulation of the CUDA features random.cu uses, for testing its kernels without a GPU
// (tests/random/test_kernels_emulated.py).  A block is a process (so __shared__ = static is
// per block) running 256 std::threads; global memory is one MAP_SHARED mapping made before the
// blocks fork; __syncthreads and warp shuffles are barriers over the block's or warp's threads
// (a shuffle that not every lane of the warp reaches deadlocks here as it is undefined there).
// A block is 1024 threads at most.
#pragma once
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sched.h>
#include <thread>

#define __global__
#define __device__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __shared__ static
#define GP_SPIN_PAUSE() sched_yield()
#define GP_TRACE(i) emu_trace(i)
static unsigned long long* emu_counters;  // how often each rare path ran (in shared memory)
inline void emu_trace(int i) { __atomic_fetch_add(&emu_counters[i], 1ull, __ATOMIC_SEQ_CST); }

struct emu_dim { unsigned x, y, z; };
struct uint4 { unsigned x, y, z, w; };
thread_local emu_dim threadIdx;
emu_dim blockIdx, gridDim, blockDim;

typedef signed char gp_i1;   typedef unsigned char gp_u1;
typedef short gp_i2;         typedef unsigned short gp_u2;
typedef int gp_i4;           typedef unsigned int gp_u4;
typedef long long gp_i8;     typedef unsigned long long gp_u8;

static std::barrier<>* emu_block_bar;
static std::barrier<>* emu_warp_bar[32];
static unsigned long long emu_stage[32][32];
static int emu_red[1024];

inline void __syncthreads() { emu_block_bar->arrive_and_wait(); }
inline int __syncthreads_or(int p) {
  emu_red[threadIdx.x] = p;
  emu_block_bar->arrive_and_wait();
  int r = 0;
  for (unsigned i = 0; i < blockDim.x; ++i) r |= emu_red[i];
  emu_block_bar->arrive_and_wait();
  return r != 0;
}
inline void __syncwarp(unsigned = 0xffffffffu) { emu_warp_bar[threadIdx.x >> 5]->arrive_and_wait(); }
template <class T> inline T emu_shfl(T v, int src) {
  const int w = threadIdx.x >> 5, l = threadIdx.x & 31;
  unsigned long long x = 0;
  std::memcpy(&x, &v, sizeof(T));
  emu_stage[w][l] = x;
  emu_warp_bar[w]->arrive_and_wait();
  const unsigned long long y = emu_stage[w][src];
  emu_warp_bar[w]->arrive_and_wait();
  T r;
  std::memcpy(&r, &y, sizeof(T));
  return r;
}
template <class T> inline T __shfl_sync(unsigned, T v, int src) { return emu_shfl(v, src & 31); }
template <class T> inline T __shfl_down_sync(unsigned, T v, unsigned d) {
  const int l = threadIdx.x & 31;
  return emu_shfl(v, l + (int)d > 31 ? l : l + (int)d);
}
template <class T> inline T __shfl_up_sync(unsigned, T v, unsigned d) {
  const int l = threadIdx.x & 31;
  return emu_shfl(v, l - (int)d < 0 ? l : l - (int)d);
}
template <class T> inline T __shfl_xor_sync(unsigned, T v, int m) {
  return emu_shfl(v, (int)((threadIdx.x & 31) ^ m));
}

inline unsigned __ballot_sync(unsigned, int p) {
  const int w = threadIdx.x >> 5, l = threadIdx.x & 31;
  emu_stage[w][l] = p ? 1 : 0;
  emu_warp_bar[w]->arrive_and_wait();
  unsigned r = 0;
  for (int i = 0; i < 32; ++i) r |= (unsigned)emu_stage[w][i] << i;
  emu_warp_bar[w]->arrive_and_wait();
  return r;
}
inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
inline unsigned atomicOr(unsigned* p, unsigned v) { return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST); }
inline unsigned atomicAnd(unsigned* p, unsigned v) { return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST); }
inline unsigned atomicMax(unsigned* p, unsigned v) {
  unsigned old = __atomic_load_n(p, __ATOMIC_SEQ_CST);
  while (old < v && !__atomic_compare_exchange_n(p, &old, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {}
  return old;
}
inline unsigned long long atomicAdd(unsigned long long* p, unsigned long long v) {
  return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}
inline unsigned atomicAdd(unsigned* p, unsigned v) { return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST); }
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __clzll(unsigned long long x) { return x ? __builtin_clzll(x) : 64; }
inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
  return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
template <class T> inline T __ldg(const T* p) { return *p; }
template <class T> inline T min(T a, T b) { return b < a ? b : a; }
template <class T> inline T max(T a, T b) { return a < b ? b : a; }
