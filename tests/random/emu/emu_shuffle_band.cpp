// Driver appended to a rendered random_shuffle_band.cu and random_shuffle.cu (kernels renamed
// emu_maps, emu_chain, emu_emit and emu_kernel): reads n, nw, the nw 32-bit words, the count
// of band ranges and (lo, ir, C, K) of each from argv[1]; runs each range's three grids (a
// process per block, global memory a shared mapping) and then random_shuffle.cu's one block
// from where they ended; writes the words used (-1: failed) and J[0 .. n) to argv[2].
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>
#include <vector>


int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long n, nw, nr;
  if (fread(&n, 8, 1, f) != 1 || fread(&nw, 8, 1, f) != 1) return 2;
  emu_global((size_t)1 << 32);
  unsigned* w = (unsigned*)emu_alloc(4 * (nw ? nw : 1));
  if (nw && fread(w, 4, nw, f) != (size_t)nw) return 2;
  if (fread(&nr, 8, 1, f) != 1) return 2;
  std::vector<long long> plan(4 * nr);
  if (nr && fread(plan.data(), 8, 4 * nr, f) != (size_t)(4 * nr)) return 2;
  fclose(f);
  long long kmax = 1;
  for (long long r = 0; r < nr; ++r) kmax = plan[4 * r + 3] > kmax ? plan[4 * r + 3] : kmax;
  JT* J = (JT*)emu_alloc(sizeof(JT) * (n ? n : 1));
  long long* st = (long long*)emu_alloc(8 * 128);
  std::memset(st, 0, 8 * 128);
  long long* rec = (long long*)emu_alloc(8 * 4 * kmax);
  unsigned* D = (unsigned*)emu_alloc(4 * GP_DCAP * kmax);
  long long* ent = (long long*)emu_alloc(8 * kmax);
  for (int r = 0; r < (int)nr; ++r) {
    const long long lo = plan[4 * r], ir = plan[4 * r + 1], C = plan[4 * r + 2], K = plan[4 * r + 3];
    const unsigned blocks = (unsigned)((K + GP_WARPS - 1) / GP_WARPS);
    emu_grid(blocks, 32 * GP_WARPS, 4, [&] { emu_maps(w, nw, st, r, lo, ir, C, K, rec, D); });
    emu_grid(1, 1024, 1, [&] { emu_chain(st, r, lo, ir, K, rec, D, ent); });
    emu_grid(blocks, 32 * GP_WARPS, 4, [&] { emu_emit(w, st, r, lo, C, ent, J); });
  }
  long long used = -2;
  blockIdx.x = 0; gridDim.x = 1;
  auto body = [&] { emu_kernel(w, nw, n, J, &used, nr ? st : nullptr, (int)nr); };
  emu_block(1024, body);
  FILE* o = fopen(argv[2], "wb");
  fwrite(&used, 8, 1, o);
  fwrite(J, sizeof(JT), n, o);
  fclose(o);
  return 0;
}
