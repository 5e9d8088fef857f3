// Driver appended to a rendered scan.cu tile kernel with the look-back (renamed emu_kernel),
// over tests/random/emu/gpu_emu.h: reads M rows of K values (type AT) from argv[1], runs
// phase 3 (statuses cleared) and phase 4 (the single pass) as the reduction engine launches
// them, writes the M * K results to argv[2].  Blocks are processes, at most EMU_RESIDENT at a
// time, started in index order (as the GPU dispatches them).
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

#ifndef EMU_RESIDENT
#define EMU_RESIDENT 3
#endif
int main(int argc, char** argv) {
  emu_scan_io<AT_> io;
  if (!emu_scan_read(argv[1], 0, io)) return 2;
  const long long K = io.K, M = io.M, T = io.T, n = io.n;
  AT_ *p = io.p, *q = io.q, *tiles = io.tiles;
  emu_grid((unsigned)((T * M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, K, T, 1, M, nullptr, tiles, 3); });
  emu_grid((unsigned)(T * M), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, K, T, 1, M, nullptr, tiles, 4); });
  FILE* o = fopen(argv[2], "wb");
  fwrite(q, sizeof(AT_), n, o);
  fclose(o);
  return 0;
}
