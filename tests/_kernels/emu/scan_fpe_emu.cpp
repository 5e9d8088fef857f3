// Driver appended to a rendered checked scan.cu kernel (renamed emu_kernel), over gpu_emu.h,
// scan_emu.h and fpe_emu.h: reads K, M and M rows of K values (type AT_) from argv[1], runs
// the kernel as the reduction engine launches it (EMU_LOOK: phases 3 and 4 of the tile scan
// with the look-back; EMU_SEQ: a thread per line, the M lines interleaved; EMU_ROWS: the ordered fold of contiguous
// lines, phase EMU_PHASE, EMU_ROWS lines a warp; EMU_GUARD: its guarded pass), writes the results and the record's four
// host words (the interval's number where a category was found) to argv[2].
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

#ifndef EMU_RESIDENT
#define EMU_RESIDENT 3
#endif
#ifndef EMU_PHASE
#define EMU_PHASE 1
#endif
int main(int argc, char** argv) {
  emu_scan_io<AT_> io;
  if (!emu_scan_read(argv[1], 32, io)) return 2;
  const long long K = io.K, M = io.M, T = io.T, n = io.n;
  AT_ *p = io.p, *q = io.q;
  AT_* tiles = io.tiles;
  unsigned* words = (unsigned*)io.extra;  // the record: 4 device, 4 host words
  const unsigned g = 7;
#if defined(EMU_LOOK)
  emu_grid((unsigned)((T * M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, T, 1, M, nullptr, tiles, 3); });
  emu_grid((unsigned)(T * M), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, T, 1, M, nullptr, tiles, 4); });
#elif defined(EMU_SEQ)
  emu_grid((unsigned)((M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, 1, M, M, nullptr, nullptr, 0); });  // (M lines M apart)
#else
  static long long first[1] = {0};
#if defined(EMU_GUARD)
  // the guarded pass (render.scan's guard) reads the totals the unchecked pass left in q: a
  // first run from totals that are not finite (no warp returns) leaves them, and its record
  // is cleared; the second run is the one whose categories count
  for (long long m = 0; m < M; ++m) q[m] = (AT_)NAN;
  emu_grid((unsigned)((M + 8 * EMU_ROWS - 1) / (8 * EMU_ROWS)), 256, EMU_RESIDENT, [&] {
    emu_kernel(p, q, words, words + 4, g, K, 1, 1, M, (const AT_*)first, nullptr, EMU_PHASE); });
  for (int c = 0; c < 8; ++c) words[c] = 0;
#endif
  emu_grid((unsigned)((M + 8 * EMU_ROWS - 1) / (8 * EMU_ROWS)), 256, EMU_RESIDENT, [&] {
    emu_kernel(p, q, words, words + 4, g, K, 1, 1, M, (const AT_*)first, nullptr, EMU_PHASE); });
#endif
  FILE* o = fopen(argv[2], "wb");
  fwrite(q, sizeof(AT_), EMU_PHASE == 0 ? M : n, o);
  unsigned got[4];
  for (int c = 0; c < 4; ++c) got[c] = words[4 + c] == g;
  fwrite(got, 4, 4, o);
  fclose(o);
  return 0;
}
