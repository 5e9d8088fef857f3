// Driver appended to a rendered random.cu (kernel renamed emu_kernel): reads the call from the
// file argv[1], runs its grid (one process per block), writes the results to argv[2].
// Input (little-endian u64 / f64 words): g[6], njt, jt[njt], ma, mb, moff, mrng, mthr,
// ntab (bytes, multiple of 8), tab, grid (chunk mode: chunks), ncalls, then per call: n, base,
// hasbase, shift.
// Output per call: endp, then n values; then the 16 GP_TRACE counters.
// Blocks run as processes, at most EMU_RESIDENT at a time, started in index order (as the GPU
// dispatches them).  Chunk mode runs its kernels in turn as _device._draw launches them.
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <vector>

static unsigned long long rd(FILE* f) {
  unsigned long long x;
  if (fread(&x, 8, 1, f) != 1) { fprintf(stderr, "emu: short input\n"); exit(2); }
  return x;
}

#if defined(EMU_REVERSED)  // blocks start in reverse index order
#define EMU_REVERSED_ON true
#else
#define EMU_REVERSED_ON false
#endif
#ifndef EMU_RESIDENT
#define EMU_RESIDENT 4
#endif
#ifndef EMU_OUT_SKEW
#define EMU_OUT_SKEW 0
#endif
#ifndef EMU_CHUNK_BLOCKS
#define EMU_CHUNK_BLOCKS 3
#endif
int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  unsigned long long g[6];
  for (int i = 0; i < 6; ++i) g[i] = rd(f);
  const unsigned long long njt = rd(f);
  emu_global((size_t)1 << 31);
  emu_counters = (unsigned long long*)emu_alloc(128);
  std::memset(emu_counters, 0, 128);
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
  const unsigned long long ncalls = rd(f);
  FILE* o = fopen(argv[2], "wb");
  for (unsigned long long c = 0; c < ncalls; ++c) {
    const long long n = (long long)rd(f);
    const unsigned long long base = rd(f), hasbase = rd(f);
    const int shift = (int)rd(f);
    // EMU_OUT_SKEW: values before out in its allocation (out off a 16-byte boundary)
    OT* out = (OT*)emu_alloc(sizeof(OT) * (n + EMU_OUT_SKEW + 1)) + EMU_OUT_SKEW;
    unsigned long long* basep = (unsigned long long*)emu_alloc(8);
    unsigned long long* endp = (unsigned long long*)emu_alloc(8);
    *basep = base;
    *endp = ~0ull;
    const unsigned long long* bp = hasbase ? basep : nullptr;
#if defined(GP_MODE_chunk)
    // grid: the call's chunks; count and write take them on EMU_CHUNK_BLOCKS blocks of 8
    // warps (each warp goes on over the grid), agg and down on a block of GP_CB chunks each,
    // top on one block; the workspace as gp_chunk_ws lays it out
    const long long nch = (long long)grid;
    const unsigned nb = (unsigned)((nch + GP_CB - 1) / GP_CB);
    const unsigned cg = (unsigned)min((nch + 7) / 8, (long long)EMU_CHUNK_BLOCKS);
    const size_t words = gp_chunk_ws(nullptr, nch).words;
    unsigned long long* wsp = (unsigned long long*)emu_alloc(8 * words);
    const unsigned grids[5] = {cg, nb, 1, nb, cg};
    for (int part = 0; part < 5; ++part)
      if (nb > 1 || part == 0 || part > 2)  // (one block of chunks: no agg, no top)
      emu_grid(grids[part], 256, EMU_RESIDENT, [&] {
        auto k = part == 0 ? emu_kernel_count : part == 1 ? emu_kernel_agg : part == 2 ? emu_kernel_top
               : part == 3 ? emu_kernel_down : emu_kernel_write;
        k(g[0], g[1], g[2], g[3], g[4], g[5], jt, ma, mb, moff, mrng, mthr, tab, out, n, bp, shift,
          endp, wsp, nch);
      }, EMU_REVERSED_ON);
#else
    emu_grid(grid, 256, EMU_RESIDENT, [&] {
      emu_kernel(g[0], g[1], g[2], g[3], g[4], g[5], jt, ma, mb, moff, mrng, mthr, tab, out, n,
                 bp, shift, endp);
    }, EMU_REVERSED_ON);
#endif
    fwrite(endp, 8, 1, o);
    fwrite(out, sizeof(OT), n, o);
  }
  fwrite(emu_counters, 8, 16, o);
  fclose(o);
  return 0;
}
