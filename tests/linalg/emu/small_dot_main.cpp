// Host driver for a rendered small_dot.cu kernel (renamed emu_kernel), over the warp emulation
// of tests/random/emu/gpu_emu.h, as small_gemm_main.cpp: blocks one after another (the
// kernel's static __shared__ array serves each in turn), the check's scratch words and its
// last-block count real memory.  Buffers are 64-byte aligned, so an operand's first element
// is 16-byte aligned where its place is a whole number of vectors (the test shifts one to
// make it not).
// argv[1]: input of little-endian 8-byte words: k count, ab ak, bb bk, cb, lt, grid, mask,
// la lb lc (element counts), aoff boff coff (the first elements' places), then A's la, B's lb
// and C's lc elements (as EMU_T); argv[2]: output: the categories recorded, the number of
// records, the scratch words after the launch, then C's lc elements.
#include <cstdio>
#include <cstdlib>

#include "emu_io.h"


int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long w[16];
  for (int i = 0; i < 16; ++i) w[i] = rd(f);
  EMU_T* A = emu_buffer(w[10], f);
  EMU_T* B = emu_buffer(w[11], f);
  EMU_T* C = emu_buffer(w[12], f);
  fclose(f);
  unsigned fd[4] = {0, 0, 0, 0}, fh[4] = {0, 0, 0, 0}, scratch[4] = {0, 0, 0, 0};
  const unsigned grid = (unsigned)w[8];
  for (unsigned bx = 0; bx < grid; ++bx) {
    blockIdx.x = bx; blockIdx.y = 0; blockIdx.z = 0;
    gridDim.x = grid; gridDim.y = 1; gridDim.z = 1;
    auto body = [&] {
      emu_kernel(fd, fh, 1u, scratch, (unsigned)w[9], A + w[13], B + w[14], C + w[15], w[0],
                 w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
    };
    emu_block(256, body);
  }
  FILE* o = fopen(argv[2], "wb");
  long long head[4] = {emu_fpe_cats, emu_fpe_records, scratch[0], scratch[1]};
  fwrite(head, 8, 4, o);
  if (w[12]) fwrite(C, sizeof(EMU_T), w[12], o);
  fclose(o);
  return 0;
}
