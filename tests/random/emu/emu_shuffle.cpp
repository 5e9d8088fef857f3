// Driver appended to a rendered random_shuffle.cu (kernel renamed emu_kernel): reads n, nw and
// the nw 32-bit words from argv[1], runs the one block of 1024 threads, writes the words used
// (-1: they ran out) and J[0 .. n) to argv[2].
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  long long n, nw;
  if (fread(&n, 8, 1, f) != 1 || fread(&nw, 8, 1, f) != 1) return 2;
  std::vector<unsigned> w(nw ? nw : 1);
  if (nw && fread(w.data(), 4, nw, f) != (size_t)nw) return 2;
  fclose(f);
  std::vector<JT> J(n ? n : 1);
  long long used = -2;
  blockIdx.x = 0; gridDim.x = 1;
  auto body = [&] { emu_kernel(w.data(), nw, n, J.data(), &used, nullptr, 0); };
  emu_block(1024, body);
  FILE* o = fopen(argv[2], "wb");
  fwrite(&used, 8, 1, o);
  fwrite(J.data(), sizeof(JT), n, o);
  fclose(o);
  return 0;
}
