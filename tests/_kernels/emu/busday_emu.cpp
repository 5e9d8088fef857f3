// Host driver for busday.cu (renamed emu_kernel), compiled as plain C++ after the few
// common.cuh pieces datetime.cuh needs: one thread walks every element (the kernel's
// grid-stride loop).  argv[1]: mode, n, nhol, weekmask, nbus, roll, then a[n], b[n], hol[nhol]
// (int64); argv[2]: q[n] (int64, or bool widened to int64) and the bad index.
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long hdr[6];
  if (fread(hdr, 8, 6, f) != 6) return 2;
  const long long n = hdr[1], nhol = hdr[2];
  std::vector<long long> a(n + 1), b(n + 1), hol(nhol + 1), q(n + 1);
  std::vector<bool> dummy;
  if (fread(a.data(), 8, n, f) != (size_t)n || fread(b.data(), 8, n, f) != (size_t)n ||
      fread(hol.data(), 8, nhol, f) != (size_t)nhol) return 2;
  std::vector<unsigned char> qb(n + 1);
  unsigned long long bad = ~0ull;
  void* out = hdr[0] == 0 ? (void*)qb.data() : (void*)q.data();
  emu_kernel(a.data(), b.data(), out, hol.data(), nhol, (unsigned)hdr[3], (int)hdr[4],
             (int)hdr[5], (long long*)&bad, n);
  FILE* o = fopen(argv[2], "wb");
  for (long long i = 0; i < n; ++i) {
    long long v = hdr[0] == 0 ? (long long)qb[i] : q[i];
    fwrite(&v, 8, 1, o);
  }
  long long bi = (long long)bad;
  fwrite(&bi, 8, 1, o);
  fclose(o);
  return 0;
}
