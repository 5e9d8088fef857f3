// Driver appended to a rendered checked scan.cu kernel (renamed emu_kernel), over gpu_emu.h,
// scan_emu.h and fpe_emu.h: reads K, M and M rows of K values (type AT_) from argv[1], runs
// the kernel as the reduction engine launches it (EMU_LOOK: phases 3 and 4 of the tile scan
// with the look-back; EMU_SEQ: a thread per line, the M lines interleaved; EMU_ROWS: the ordered fold of contiguous
// lines, phase EMU_PHASE, EMU_ROWS lines a warp), writes the results and the record's four
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
  long long K, M;
  FILE* f = fopen(argv[1], "rb");
  if (fread(&K, 8, 1, f) != 1 || fread(&M, 8, 1, f) != 1) return 2;
  const long long n = K * M;
  const long long T = (K + 256LL * ITEMS - 1) / (256LL * ITEMS);
  const size_t look = ((T * M * 4 + 15) & ~15LL) + 16 * T * M;
  const size_t cap = 2 * n * sizeof(AT_) + look + 4096;
  char* shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  AT_* p = (AT_*)shm;
  AT_* q = p + n;
  AT_* tiles = (AT_*)(((size_t)(q + n) + 63) & ~(size_t)63);
  unsigned* words = (unsigned*)((char*)tiles + look);  // the record: 4 device, 4 host words
  memset(words, 0, 32);
  if (fread(p, sizeof(AT_), n, f) != (size_t)n) return 2;
  const unsigned g = 7;
#if defined(EMU_LOOK)
  memset(tiles, 0xab, look);  // phase 3 must clear what the look-back reads
  emu_grid((unsigned)((T * M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, T, 1, M, nullptr, tiles, 3); });
  emu_grid((unsigned)(T * M), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, T, 1, M, nullptr, tiles, 4); });
#elif defined(EMU_SEQ)
  emu_grid((unsigned)((M + 255) / 256), 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, K, 1, M, M, nullptr, nullptr, 0); });  // (M lines M apart)
#else
  static long long first[1] = {0};
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
