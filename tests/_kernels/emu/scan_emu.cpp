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
  long long K, M;
  FILE* f = fopen(argv[1], "rb");
  if (fread(&K, 8, 1, f) != 1 || fread(&M, 8, 1, f) != 1) return 2;
  const long long T = (K + 256LL * ITEMS - 1) / (256LL * ITEMS), n = K * M;
  const size_t look = ((T * M * 4 + 15) & ~15LL) + 16 * T * M;
  const size_t cap = 2 * n * sizeof(AT_) + look + 4096;
  char* shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  AT_* p = (AT_*)shm;
  AT_* q = p + n;
  AT_* tiles = (AT_*)(((size_t)(q + n) + 63) & ~(size_t)63);
  memset(tiles, 0xab, look);  // phase 3 must clear what the look-back reads
  if (fread(p, sizeof(AT_), n, f) != (size_t)n) return 2;
  emu_grid((unsigned)((T * M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, K, T, 1, M, nullptr, tiles, 3); });
  emu_grid((unsigned)(T * M), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, K, T, 1, M, nullptr, tiles, 4); });
  FILE* o = fopen(argv[2], "wb");
  fwrite(q, sizeof(AT_), n, o);
  fclose(o);
  return 0;
}
