// ${name}: many copies in one launch (elementwise.copy_parts: the places of a concatenation,
// a stack, an array of arrays).  Part p copies rows x cols words W (${unit} bytes each) from
// its source to its destination: word c of row r is read at src + r * sp + c and written at
// dst + r * dp + c (pitches and cols in words).  The parts' words are numbered one after the
// other: part p holds words start[p] .. start[p + 1] - 1, the last part's end is ``total``.
// The table T holds nparts entries of each column in turn: src, dst (addresses), sp, dp,
// cols, start.  A thread walks its words at the grid stride; a word past the thread's part
// finds its own by a binary search over start from there (starts rise: no empty part).
typedef ${word} W;

extern "C" __global__ void __launch_bounds__(256) ${name}(
    const long long* __restrict__ T, long long nparts, long long total) {
  const long long* __restrict__ start = T + 5 * nparts;
  long long p = 0, lo = 0, hi = 0, sp = 0, dp = 0, cols = 1;
  const W* src = 0;
  W* dst = 0;
  for (long long g = blockIdx.x * (long long)blockDim.x + threadIdx.x; g < total;
       g += (long long)gridDim.x * blockDim.x) {
    if (g >= hi) {
      long long a = p, b = nparts - 1;
      while (a < b) {
        const long long m = (a + b + 1) >> 1;
        if (start[m] <= g) a = m; else b = m - 1;
      }
      p = a;
      lo = start[p];
      hi = p + 1 < nparts ? start[p + 1] : total;
      src = (const W*)T[p];
      dst = (W*)T[nparts + p];
      sp = T[2 * nparts + p];
      dp = T[3 * nparts + p];
      cols = T[4 * nparts + p];
    }
    long long c = g - lo, r = 0;
    if (c >= cols) {
      r = c / cols;
      c -= r * cols;
    }
    dst[r * dp + c] = src[r * sp + c];
  }
}
