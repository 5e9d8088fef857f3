// Host driver for join.cu (renamed emu_kernel), compiled as plain C++: every block and every
// thread of the grid runs in turn (the copies are independent).  argv[1]: nparts, total, grid,
// block, bytes (int64), the table (6 x nparts int64: addresses as offsets into the buffer),
// then the buffer's bytes; argv[2]: the buffer after the launch.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long hdr[5];
  if (fread(hdr, 8, 5, f) != 5) return 2;
  const long long n = hdr[0], total = hdr[1], bytes = hdr[4];
  std::vector<long long> t(6 * n);
  if (fread(t.data(), 8, 6 * n, f) != (size_t)(6 * n)) return 2;
  unsigned char* buf = (unsigned char*)aligned_alloc(64, (bytes + 63) / 64 * 64);
  if (fread(buf, 1, bytes, f) != (size_t)bytes) return 2;
  fclose(f);
  for (long long i = 0; i < 2 * n; ++i) t[i] += (long long)buf;
  gridDim.x = (unsigned)hdr[2];
  blockDim.x = (unsigned)hdr[3];
  for (unsigned b = 0; b < gridDim.x; ++b) {
    blockIdx.x = b;
    for (unsigned th = 0; th < blockDim.x; ++th) {
      threadIdx.x = th;
      emu_kernel(t.data(), n, total);
    }
  }
  FILE* o = fopen(argv[2], "wb");
  fwrite(buf, 1, bytes, o);
  fclose(o);
  free(buf);
  return 0;
}
