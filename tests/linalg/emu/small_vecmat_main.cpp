// Host driver for a rendered small_vecmat.cu kernel (renamed emu_kernel), over the warp
// emulation of tests/random/emu/gpu_emu.h, as small_dot_main.cpp: blocks one after another,
// first to last or last to first (so that another block is a tile's last), the check's scratch
// words and the tiles' counts real memory (fperr.scratch's layout: 4 words, then the counts).
// argv[1]: input of little-endian 8-byte words: k n, ar bk cb, tiles slabs rows ct vec, mask,
// la lb lc (element counts), aoff boff coff (the first elements' places), reverse (1: blocks
// in reverse order), then A's la, B's lb and C's lc elements (as EMU_T); argv[2]: output: the
// categories recorded, the number of records, the scratch words 0 and 1 after the launch,
// the sum of every tile's count after it, then C's lc elements.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "emu_io.h"


int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long w[18];
  for (int i = 0; i < 18; ++i) w[i] = rd(f);
  EMU_T* A = emu_buffer(w[11], f);
  EMU_T* B = emu_buffer(w[12], f);
  EMU_T* C = emu_buffer(w[13], f);
  fclose(f);
  const long long k = w[0], n = w[1], tiles = w[5], slabs = w[6];
  std::vector<EMU_T> P(slabs * n > 0 ? slabs * n : 1, EMU_T(-99));  // (unwritten: visible)
  unsigned fd[4] = {0, 0, 0, 0}, fh[4] = {0, 0, 0, 0};
  std::vector<unsigned> scratch(4 + 1024, 0u);
  const unsigned grid = (unsigned)(tiles * slabs);
  for (unsigned q = 0; q < grid; ++q) {
    const unsigned bx = w[17] ? grid - 1 - q : q;
    blockIdx.x = bx; blockIdx.y = 0; blockIdx.z = 0;
    gridDim.x = grid; gridDim.y = 1; gridDim.z = 1;
    auto body = [&] {
      emu_kernel(fd, fh, 1u, scratch.data(), (unsigned)w[10], A + w[14], B + w[15], C + w[16],
                 P.data(), k, n, w[2], w[3], w[4], tiles, w[7], w[8], w[9]);
    };
    emu_block(256, body);
  }
  long long counts = 0;
  for (int i = 4; i < 4 + 1024; ++i) counts += scratch[i];
  FILE* o = fopen(argv[2], "wb");
  long long head[5] = {emu_fpe_cats, emu_fpe_records, scratch[0], scratch[1], counts};
  fwrite(head, 8, 5, o);
  if (w[13]) fwrite(C, sizeof(EMU_T), w[13], o);
  fclose(o);
  return 0;
}
