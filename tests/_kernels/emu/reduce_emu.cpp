// Driver appended to a rendered reduce.cu kernel in row mode, one kept and one reduced axis
// (renamed emu_kernel), over gpu_emu.h, scan_emu.h and fpe_emu.h: reads K, M and M rows of K
// values (type AT_) from argv[1], runs the kernel as reduction._plan launches it with G = 1
// (EMU_LANES > 0: groups of that many lanes a row, 256 / EMU_LANES rows a block; 0: a block a
// row), EMU_CHECKED: the checked variant's record after the input and output; writes the M
// results and the record's four host words (the interval's number where a category was
// found) to argv[2].
#ifndef EMU_RESIDENT
#define EMU_RESIDENT 3
#endif
int main(int argc, char** argv) {
  emu_scan_io<AT_> io;
  if (!emu_scan_read(argv[1], 32, io)) return 2;
  const long long K = io.K, M = io.M;
  AT_ *p = io.p, *q = io.q;
  unsigned* words = (unsigned*)io.extra;  // the record: 4 device, 4 host words
  const unsigned g = 7;
  const long long isz = (long long)sizeof(AT_);
  const unsigned grid = EMU_LANES ? (unsigned)((M * EMU_LANES + 255) / 256) : (unsigned)M;
#ifdef EMU_CHECKED
  emu_grid(grid, 256, EMU_RESIDENT, [&] { emu_kernel(p, q, words, words + 4, g, M, K, 1, K, M, K * isz, K, isz); });
#else
  emu_grid(grid, 256, EMU_RESIDENT, [&] { emu_kernel(p, q, M, K, 1, K, M, K * isz, K, isz); });
#endif
  FILE* o = fopen(argv[2], "wb");
  fwrite(q, sizeof(AT_), M, o);
  unsigned got[4];
  for (int c = 0; c < 4; ++c) got[c] = words[4 + c] == g;
  fwrite(got, 4, 4, o);
  fclose(o);
  return 0;
}
