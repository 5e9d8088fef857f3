// A host emulation of the CUDA features our kernels use, for testing them without a GPU
// (tests/random/test_kernels_emulated.py, tests/_kernels/test_scan_lookback_emulated.py,
// tests/linalg/test_small_solve_emulated.py).  A block is a process (so __shared__ = static is
// per block) whose threads are fibers (ucontext) on one OS thread, switched only where a CUDA
// thread could wait: __syncthreads, warp shuffles, ballots and __syncwarp are barriers over the
// block's or warp's fibers, and a spinning lane (emu_pause) lets the others run.
// Global memory is one MAP_SHARED mapping made before the blocks fork, so blocks of one grid run
// concurrently (emu_grid) and look-backs meet their predecessors in every state.  A shuffle that
// not every lane of the warp reaches deadlocks here as it is undefined there.  Why fibers: an OS
// thread per CUDA thread (1024 per process) spent the 2-core CI machine's time in the scheduler.
// A block is 1024 threads at most.
#pragma once
#include <cmath>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <sched.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>

#define __global__
#define __device__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __shared__ static
#define GP_TRACE(i) emu_trace(i)
static unsigned long long* emu_counters;  // how often each rare path ran (in shared memory)
inline void emu_trace(int i) { __atomic_fetch_add(&emu_counters[i], 1ull, __ATOMIC_SEQ_CST); }

struct emu_dim { unsigned x, y, z; };
struct uint4 { unsigned x, y, z, w; };
emu_dim threadIdx;  // the running fiber's (set by emu_block at each switch)
emu_dim blockIdx, gridDim, blockDim;

typedef signed char gp_i1;   typedef unsigned char gp_u1;
typedef short gp_i2;         typedef unsigned short gp_u2;
typedef int gp_i4;           typedef unsigned int gp_u4;
typedef long long gp_i8;     typedef unsigned long long gp_u8;

// ---- fibers: the threads of the block this process runs
struct emu_fiber { ucontext_t ctx; char* stack; bool done; };
static ucontext_t emu_sched;
static emu_fiber* emu_fibers;
static unsigned emu_cur;
static void (*emu_body)(void*);
static void* emu_body_arg;
inline void emu_yield() { swapcontext(&emu_fibers[emu_cur].ctx, &emu_sched); }
inline void emu_pause() { emu_yield(); }  // a spinning lane: the others (and other blocks) run
static void emu_fiber_main() {
  emu_body(emu_body_arg);
  emu_fibers[emu_cur].done = true;  // (returns to emu_sched through uc_link)
}
struct emu_bar {  // a barrier of `count` fibers
  unsigned count, arrived = 0, gen = 0;
  explicit emu_bar(unsigned c) : count(c) {}
  void arrive_and_wait() {
    const unsigned g = gen;
    if (++arrived == count) { arrived = 0; ++gen; return; }
    while (gen == g) emu_yield();
  }
};
static emu_bar* emu_block_bar;
static emu_bar* emu_warp_bar[32];
static const size_t EMU_STACK = 1 << 18;

// Run `body` as the `n` threads of one block (blockIdx/gridDim set by the caller), round robin.
template <class F> static void emu_block(unsigned n, F& body) {
  blockDim.x = n; blockDim.y = blockDim.z = 1;
  emu_block_bar = new emu_bar(n);
  for (unsigned w = 0; w < (n + 31) / 32; ++w) emu_warp_bar[w] = new emu_bar(n - 32 * w < 32 ? n - 32 * w : 32);
  emu_body = [](void* p) { (*(F*)p)(); };
  emu_body_arg = &body;
  emu_fibers = new emu_fiber[n];
  char* stacks = (char*)mmap(nullptr, EMU_STACK * n, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (stacks == MAP_FAILED) { fprintf(stderr, "emu: no memory for stacks\n"); exit(6); }
  for (unsigned t = 0; t < n; ++t) {
    emu_fiber& f = emu_fibers[t];
    getcontext(&f.ctx);
    f.stack = stacks + EMU_STACK * t;
    f.done = false;
    f.ctx.uc_stack.ss_sp = f.stack;
    f.ctx.uc_stack.ss_size = EMU_STACK;
    f.ctx.uc_link = &emu_sched;
    makecontext(&f.ctx, emu_fiber_main, 0);
  }
  for (unsigned live = n; live;) {
    for (unsigned t = 0; t < n; ++t) {
      if (emu_fibers[t].done) continue;
      emu_cur = t;
      threadIdx.x = t; threadIdx.y = threadIdx.z = 0;
      swapcontext(&emu_sched, &emu_fibers[t].ctx);
      if (emu_fibers[t].done) --live;
    }
    sched_yield();  // (fibers waiting for another block's flags let it run)
  }
  munmap(stacks, EMU_STACK * n);
  delete[] emu_fibers;
  for (unsigned w = 0; w < (n + 31) / 32; ++w) delete emu_warp_bar[w];
  delete emu_block_bar;
}

// ---- the grid: each block a process (forked after global memory was mapped MAP_SHARED), at
// most `resident` at once, started in index order as the GPU dispatches them (`reversed`: blocks
// take their indices in reverse start order).
static void emu_reap() {
  int st = 0;
  pid_t k = wait(&st);
  if (k < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0) { fprintf(stderr, "emu: block failed\n"); exit(4); }
}
template <class F> static void emu_grid(unsigned grid, unsigned block, unsigned resident, F body,
                                        bool reversed = false) {
  unsigned running = 0;
  for (unsigned b = 0; b < grid; ++b) {
    if (running == resident) { emu_reap(); --running; }
    fflush(nullptr);
    pid_t pid = fork();
    if (pid == 0) {
      blockIdx.x = reversed ? grid - 1 - b : b;
      blockIdx.y = blockIdx.z = 0;
      gridDim.x = grid; gridDim.y = gridDim.z = 1;
      emu_block(block, body);
      _exit(0);
    }
    if (pid < 0) { fprintf(stderr, "emu: fork failed\n"); exit(5); }
    ++running;
  }
  while (running) { emu_reap(); --running; }
}

// ---- a driver's global memory: one MAP_SHARED mapping (the blocks are processes) of `cap`
// bytes, handed out by emu_alloc in 64-byte aligned pieces
static char* emu_shm;
static size_t emu_off, emu_cap;
static void emu_global(size_t cap) {
  emu_cap = cap;
  emu_shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE,
                        MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (emu_shm == MAP_FAILED) { fprintf(stderr, "emu: no global memory\n"); exit(3); }
}
// a 16-byte store (random.cu's GP_STORE16) to an address the GPU would refuse: stop
#define GP_STORE16(p, v) emu_store16((p), (v))
template <class T> inline void emu_store16(T* p, const T& v) {
  if ((size_t)p & 15) { fprintf(stderr, "emu: misaligned 16-byte store\n"); abort(); }
  *p = v;
}
static void* emu_alloc(size_t n) {
  emu_off = (emu_off + 63) & ~(size_t)63;
  if (emu_off + n > emu_cap) { fprintf(stderr, "emu: out of shared memory\n"); exit(3); }
  void* p = emu_shm + emu_off;
  emu_off += n;
  return p;
}

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
template <class T> inline T __ldcg(const T* p) { return *p; }
template <class T> inline T min(T a, T b) { return b < a ? b : a; }
template <class T> inline T max(T a, T b) { return a < b ? b : a; }
