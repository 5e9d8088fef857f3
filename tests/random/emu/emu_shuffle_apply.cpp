// Driver appended to a rendered shuffle_apply.cu (kernels renamed emu_links, emu_follow):
// reads n, J[n] (JT) and order[n] (int64) from argv[1], runs both grids (a process per block,
// global memory a shared mapping), writes out[n] (int64) to argv[2].
#include <cstdio>
#include <cstdlib>
#include <sys/mman.h>

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long n;
  if (fread(&n, 8, 1, f) != 1) return 2;
  const size_t cap = (size_t)n * (sizeof(JT) + 32) + 4096;
  char* shm = (char*)mmap(nullptr, cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  long long* order = (long long*)shm;
  long long* nxt = order + n;
  long long* up1 = nxt + n;
  long long* out = up1 + n;
  JT* J = (JT*)(out + n);
  if (fread(J, sizeof(JT), n, f) != (size_t)n || fread(order, 8, n, f) != (size_t)n) return 2;
  fclose(f);
  std::memset(up1, 0, 8 * n);
  const unsigned grid = (unsigned)((n + 255) / 256);
  emu_grid(grid, 256, 4, [&] { emu_links(J, order, n, nxt, up1); });
  emu_grid(grid, 256, 4, [&] { emu_follow(J, nxt, up1, n, out); });
  FILE* o = fopen(argv[2], "wb");
  fwrite(out, 8, n, o);
  fclose(o);
  return 0;
}
