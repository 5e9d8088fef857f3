// Driver appended to a rendered random.cu (kernel renamed emu_kernel): reads the call from the
// file argv[1], runs its grid (one process per block), writes the results to argv[2].
// Input (little-endian u64 / f64 words): g[6], njt, jt[njt], ma, mb, moff, mrng, mthr,
// ntab (bytes, multiple of 8), tab, grid, cap, ncalls, then per call: n, base, hasbase, shift.
// Output per call: endp, then n values; then ctrl[3], then the 8 GP_TRACE counters.
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

static char* emu_shm;
static size_t emu_off, emu_cap;
static void* emu_alloc(size_t n) {
  emu_off = (emu_off + 63) & ~(size_t)63;
  if (emu_off + n > emu_cap) { fprintf(stderr, "emu: out of shared memory\n"); exit(3); }
  void* p = emu_shm + emu_off;
  emu_off += n;
  return p;
}
static unsigned long long rd(FILE* f) {
  unsigned long long x;
  if (fread(&x, 8, 1, f) != 1) { fprintf(stderr, "emu: short input\n"); exit(2); }
  return x;
}

template <class F> static void emu_grid(unsigned grid, F body) {
  std::vector<pid_t> kids;
  for (unsigned b = 0; b < grid; ++b) {
    pid_t pid = fork();
    if (pid == 0) {
      blockIdx.x = b; blockIdx.y = blockIdx.z = 0;
      gridDim.x = grid; gridDim.y = gridDim.z = 1;
      blockDim.x = 256; blockDim.y = blockDim.z = 1;
      emu_block_bar = new std::barrier<>(256);
      for (int w = 0; w < 8; ++w) emu_warp_bar[w] = new std::barrier<>(32);
      std::vector<std::thread> ts;
      for (unsigned t = 0; t < 256; ++t)
        ts.emplace_back([t, &body] { threadIdx.x = t; threadIdx.y = threadIdx.z = 0; body(); });
      for (auto& t : ts) t.join();
      _exit(0);
    }
    kids.push_back(pid);
  }
  for (pid_t k : kids) {
    int st = 0;
    waitpid(k, &st, 0);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) { fprintf(stderr, "emu: block failed\n"); exit(4); }
  }
}

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  unsigned long long g[6];
  for (int i = 0; i < 6; ++i) g[i] = rd(f);
  const unsigned long long njt = rd(f);
  emu_cap = (size_t)1 << 31;
  emu_shm = (char*)mmap(nullptr, emu_cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  emu_counters = (unsigned long long*)emu_alloc(64);
  std::memset(emu_counters, 0, 64);
  unsigned long long* jt = (unsigned long long*)emu_alloc(8 * (njt ? njt : 1));
  for (unsigned long long i = 0; i < njt; ++i) jt[i] = rd(f);
  unsigned long long x = rd(f);
  double ma, mb;
  std::memcpy(&ma, &x, 8);
  x = rd(f);
  std::memcpy(&mb, &x, 8);
  const unsigned long long moff = rd(f), mrng = rd(f), mthr = rd(f), ntab = rd(f);
  unsigned long long* tab = (unsigned long long*)emu_alloc(ntab ? ntab : 8);
  for (unsigned long long i = 0; i < ntab / 8; ++i) tab[i] = rd(f);
  const unsigned grid = (unsigned)rd(f);
  const long long cap = (long long)rd(f);
  const unsigned long long ncalls = rd(f);
#if defined(GP_MODE_tile)
  GpTile* st = (GpTile*)emu_alloc(sizeof(GpTile) * (cap ? cap : 1));
  std::memset(st, 0, sizeof(GpTile) * (cap ? cap : 1));
  unsigned long long* ctrl = (unsigned long long*)emu_alloc(24);
  ctrl[0] = ctrl[1] = ctrl[2] = 0;
#endif
  FILE* o = fopen(argv[2], "wb");
  for (unsigned long long c = 0; c < ncalls; ++c) {
    const long long n = (long long)rd(f);
    const unsigned long long base = rd(f), hasbase = rd(f);
    const int shift = (int)rd(f);
    OT* out = (OT*)emu_alloc(sizeof(OT) * (n ? n : 1));
    unsigned long long* basep = (unsigned long long*)emu_alloc(8);
    unsigned long long* endp = (unsigned long long*)emu_alloc(8);
    *basep = base;
    *endp = ~0ull;
    const unsigned long long* bp = hasbase ? basep : nullptr;
#if defined(GP_MODE_tile)
    const unsigned long long epoch = c + 1;
    emu_grid(grid, [&] {
      emu_kernel(g[0], g[1], g[2], g[3], g[4], g[5], jt, ma, mb, moff, mrng, mthr, tab, out, n,
                 bp, shift, endp, st, cap, ctrl, epoch);
    });
#else
    emu_grid(grid, [&] {
      emu_kernel(g[0], g[1], g[2], g[3], g[4], g[5], jt, ma, mb, moff, mrng, mthr, tab, out, n,
                 bp, shift, endp);
    });
#endif
    fwrite(endp, 8, 1, o);
    fwrite(out, sizeof(OT), n, o);
  }
#if defined(GP_MODE_tile)
  fwrite(ctrl, 8, 3, o);
#else
  unsigned long long z[3] = {0, 0, 0};
  fwrite(z, 8, 3, o);
#endif
  fwrite(emu_counters, 8, 8, o);
  fclose(o);
  return 0;
}
