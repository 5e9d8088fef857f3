// The emulation drivers' input: little-endian 8-byte words.
#pragma once
#include <cstdio>
#include <cstdlib>

static long long rd(FILE* f) {
  long long x;
  if (fread(&x, 8, 1, f) != 1) { fprintf(stderr, "emu: short input\n"); exit(2); }
  return x;
}

// n elements of the driver's element type EMU_T read from f into a 64-byte aligned buffer (an
// operand's first element is 16-byte aligned where its place is a whole number of vectors)
#ifdef EMU_T
static EMU_T* emu_buffer(long long n, FILE* f) {
  EMU_T* p = (EMU_T*)aligned_alloc(64, ((n ? n : 1) * sizeof(EMU_T) + 63) / 64 * 64);
  if (n && fread(p, sizeof(EMU_T), n, f) != (size_t)n) exit(2);
  return p;
}
#endif
