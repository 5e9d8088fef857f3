// The emulation drivers' input: little-endian 8-byte words.
#pragma once
#include <cstdio>
#include <cstdlib>

static long long rd(FILE* f) {
  long long x;
  if (fread(&x, 8, 1, f) != 1) { fprintf(stderr, "emu: short input\n"); exit(2); }
  return x;
}
