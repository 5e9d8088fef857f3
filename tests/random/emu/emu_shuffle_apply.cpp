// Driver appended to a rendered shuffle_apply.cu (kernels renamed emu_links, emu_follow):
// reads n, J[n], the sorted targets tgt[n] and the steps order[n] (JT each) from argv[1], runs
// both grids (a process per block, global memory a shared mapping), writes out[n] (int64) to
// argv[2].
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long n;
  if (fread(&n, 8, 1, f) != 1) return 2;
  const size_t cap = (size_t)n * (5 * sizeof(JT) + 8) + 4096;
  char* shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  long long* out = (long long*)shm;
  JT* J = (JT*)(out + n);
  JT* tgt = J + n;
  JT* order = tgt + n;
  JT* up1 = order + n;
  if (fread(J, sizeof(JT), n, f) != (size_t)n || fread(tgt, sizeof(JT), n, f) != (size_t)n
      || fread(order, sizeof(JT), n, f) != (size_t)n) return 2;
  fclose(f);
  std::memset(up1, 0, sizeof(JT) * n);
  const unsigned grid = (unsigned)((n + 255) / 256);
  emu_grid(grid, 256, 4, [&] { emu_links(tgt, order, n, up1); });
  emu_grid(grid, 256, 4, [&] { emu_follow(tgt, order, up1, n, out); });
  FILE* o = fopen(argv[2], "wb");
  fwrite(out, 8, n, o);
  fclose(o);
  return 0;
}
