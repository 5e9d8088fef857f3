// Host driver for a rendered small_solve.cu kernel (renamed emu_kernel), over the warp
// emulation of tests/random/emu/gpu_emu.h (a fiber per lane; shuffles, ballots and
// __syncwarp are barriers over the warp's threads).  Blocks run one after another, so the
// kernel's static __shared__ arrays serve each block in turn.
// argv[1]: input of little-endian 8-byte words: batch n k, sab sar sac, sbb sbr sbc,
// sxb sxr sxc, grid_x grid_y block, hasB, la lb lx (element counts), aoff boff (the first
// elements' places in their buffers), noinfo (the determinant mode: no info word), then A's
// la and B's lb elements (as T); argv[2]: output: info, then X's lx elements and B's lb
// (the determinant mode writes its log|det| there).
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "emu_io.h"

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long w[22];
  for (int i = 0; i < 22; ++i) w[i] = rd(f);
  const long long batch = w[0], n = w[1], k = w[2];
  const unsigned gx = (unsigned)w[12], gy = (unsigned)w[13], block = (unsigned)w[14];
  const bool hasB = w[15] != 0;
  std::vector<EMU_T> A(w[16] ? w[16] : 1), B(w[17] ? w[17] : 1), X(w[18] ? w[18] : 1);
  if (w[16] && fread(A.data(), sizeof(EMU_T), w[16], f) != (size_t)w[16]) return 2;
  if (w[17] && fread(B.data(), sizeof(EMU_T), w[17], f) != (size_t)w[17]) return 2;
  fclose(f);
  int info = 0;
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned bx = 0; bx < gx; ++bx) {
      blockIdx.x = bx; blockIdx.y = by; blockIdx.z = 0;
      gridDim.x = gx; gridDim.y = gy; gridDim.z = 1;
      auto body = [&] {
        emu_kernel(A.data() + w[19], hasB ? B.data() + w[20] : nullptr, X.data(), batch, n, k, w[3], w[4],
                   w[5], w[6], w[7], w[8], w[9], w[10], w[11], w[21] ? nullptr : &info);
      };
      emu_block(block, body);
    }
  FILE* o = fopen(argv[2], "wb");
  long long inf = info;
  fwrite(&inf, 8, 1, o);
  if (w[18]) fwrite(X.data(), sizeof(EMU_T), w[18], o);
  if (w[17]) fwrite(B.data(), sizeof(EMU_T), w[17], o);
  fclose(o);
  return 0;
}
