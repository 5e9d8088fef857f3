// ${name}: X[b] = inv(A[b]) B[b] for a stack of small systems (${what}), padded
// to ${w} x ${w}: LAPACK's getrf (LU with partial pivoting) then getrs, in registers.
// ${w} lanes of a warp hold one system: lane r keeps row r of A (and, solving, entry r of
// the right-hand side columns at hand).  Rows are never swapped: a row remembers the step at which it
// became the pivot row (``step``), and every lane knows which lane that was (``pl``).
// Rows and columns n..${w}-1 are the identity's, right-hand side 0: they change nothing
// (the n real rows are the pivots of the first n steps, the padding's the rest).
// The pivot of column j is the unused row of largest |a| (${abs1_rule}) as in LAPACK's
// i?amax; NaN counts as infinite and ties go to the lower row, so all lanes agree.
// An exactly zero pivot (NumPy's "Singular matrix") sets *info to 1; the factorisation
// then goes on without that column, as LAPACK's does.
// Blocks of up to 256 threads.  Right-hand sides go ${chunk} columns at a time; when there
// are too few systems to fill the device, blockIdx.y spreads the columns over more blocks
// (each of which repeats the factorisation).  B == 0: the right-hand sides are the
// identity's columns (the inverse).
#define GP_W ${w}

GP_DEV ${r} gp_ss_abs1(${t} v) { return ${abs1}; }

extern "C" __global__ void __launch_bounds__(256) ${name}(
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ X,
    long long batch, long long n, long long k,
    long long sab, long long sar, long long sac,
    long long sbb, long long sbr, long long sbc,
    long long sxb, long long sxr, long long sxc, int* info) {
  const long long sys = (blockIdx.x * (long long)blockDim.x + threadIdx.x) / GP_W;
  const int r = threadIdx.x & (GP_W - 1);
  const int base = (threadIdx.x & 31) & ~(GP_W - 1);   // this system's first lane
  const bool live = sys < batch;                        // dead lanes still shuffle
  const bool real_row = live && r < n;
  const ${t} zero = ${zero}, one = ${one};
  ${t} a[GP_W];
  const ${t}* ap = A + (live ? sys : 0) * sab + r * sar;
#pragma unroll
  for (int c = 0; c < GP_W; ++c)
    a[c] = real_row ? (c < n ? ap[c * sac] : zero) : (c == r ? one : zero);
  int step = GP_W;        // the step this row was pivot at (GP_W: not yet)
  int pl[GP_W];           // pl[j]: the lane (row) that was pivot at step j
  bool singular = false;
#pragma unroll
  for (int j = 0; j < GP_W; ++j) {
    ${r} v = step == GP_W ? gp_ss_abs1(a[j]) : (${r})-1;
    if (v != v) v = (${r})GP_INF;
    int p = r;
#pragma unroll
    for (int o = GP_W / 2; o > 0; o >>= 1) {
      const ${r} v2 = __shfl_xor_sync(0xffffffffu, v, o, GP_W);
      const int p2 = __shfl_xor_sync(0xffffffffu, p, o, GP_W);
      if (v2 > v || (v2 == v && p2 < p)) { v = v2; p = p2; }
    }
    pl[j] = p;
    const ${t} piv = gp_shfl(a[j], base + p);
    const bool zero_pivot = piv == zero;
    singular |= zero_pivot;
    if (r == p) step = j;
    // only the n real rows and columns take part: the padding stays the identity's,
    // exactly (an inf multiplier times a padding zero would make a NaN)
    const bool elim = step == GP_W && !zero_pivot && j < n && r < n;
    const ${t} l = elim ? a[j] / piv : zero;
    if (elim) a[j] = l;   // the multiplier, kept where L's entry belongs
#pragma unroll
    for (int c = j + 1; c < GP_W; ++c) {
      const ${t} u = gp_shfl(a[c], base + p);
      if (elim && c < n) a[c] = a[c] - l * u;
    }
  }
  if (singular && live && r == 0) *info = 1;   // mapped host memory: read after a sync
  // The right-hand sides, ${chunk} columns at a time: the columns' substitutions are
  // independent, so their shuffles overlap instead of waiting on each other.
  for (long long k0 = (long long)blockIdx.y * ${chunk}; k0 < k;
       k0 += (long long)gridDim.y * ${chunk}) {
    ${t} y[${chunk}], x[${chunk}];
#pragma unroll
    for (int q = 0; q < ${chunk}; ++q) {
      const long long col = k0 + q;
      if (!real_row || col >= k) y[q] = zero;
      else if (B) y[q] = B[sys * sbb + r * sbr + col * sbc];
      else y[q] = r == col ? one : zero;
      x[q] = zero;
    }
    // forward: L y = P b, in pivot order (a row eliminated at step j holds its multiplier)
#pragma unroll
    for (int j = 0; j < GP_W - 1; ++j) {
#pragma unroll
      for (int q = 0; q < ${chunk}; ++q) {
        const ${t} yj = gp_shfl(y[q], base + pl[j]);
        if (step > j) y[q] = y[q] - a[j] * yj;
      }
    }
    // backward: U x = y, U's row j is the pivot row of step j
#pragma unroll
    for (int j = GP_W - 1; j >= 0; --j) {
#pragma unroll
      for (int q = 0; q < ${chunk}; ++q) {
        const ${t} xj = gp_shfl(y[q] / a[j], base + pl[j]);
        if (step < j) y[q] = y[q] - a[j] * xj;
        if (r == j) x[q] = xj;
      }
    }
#pragma unroll
    for (int q = 0; q < ${chunk}; ++q)
      if (real_row && k0 + q < k) X[sys * sxb + r * sxr + (k0 + q) * sxc] = x[q];
  }
}
