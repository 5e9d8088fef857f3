// ${name}: X[b] = inv(A[b]) B[b] for a stack of small systems (${what}), padded to
// ${w} x ${w}: LAPACK's getrf (LU with partial pivoting) then getrs, in registers and
// shared memory.  ${w} lanes of a warp hold one system.
//
// Loading: lane c reads column c of each row of A (neighbouring lanes on neighbouring
// addresses when A's rows are contiguous; lane r reads row r when its columns are) into a
// shared tile, from which lane r takes row r into registers.  Rows and columns n..${w}-1 are
// the identity's: they change nothing (the n real rows are the pivots of the first n steps,
// the padding's the rest).
//
// Factorisation, column by column as OpenBLAS's getf2 (the LU NumPy's solve and inv use),
// whose order of operations decides which nearly singular matrices come out exactly singular:
// column j's entries of the rows already pivoted become U's, each minus its dot product with
// the entries above it (getf2's DOT); the other rows' entries are reduced by theirs too, four
// columns at a time (getf2's GEMV kernel); the pivot is the remaining row of largest |a|
// (${abs1_rule}) as LAPACK's i?amax, NaN counting as infinite, ties to the row that stands
// first after getf2's row swaps (``pos``); the multipliers are the entries times the
// pivot's reciprocal (divided by it when the reciprocal would overflow, as getf2).  Rows are
// never swapped in registers: a row remembers the step at which it became the pivot row
// (``step``) and every lane knows which lane that was (``pl``).  An exactly zero pivot
// (NumPy's "Singular matrix") sets *info to 1; the factorisation then goes on without that
// column, as LAPACK's does.
//
// Substitution (${mode_rule}).  The determinant mode reads B as its log|det| output and
// passes no info word (a singular matrix is a result there, not an error).
// When there are too few systems to fill the device, blockIdx.y spreads the right-hand
// side columns over more blocks (each of which repeats the factorisation).  B == 0: the
// right-hand sides are the identity's columns (the inverse).
#define GP_W ${w}
#define GP_NW ${warps}
#define GP_LD (GP_W + 1)   // tile row stride: lanes reading down a column hit distinct banks

GP_DEV ${r} gp_ss_abs1(${t} v) { return ${abs1}; }
// acc - x * y with one rounding where the BLAS kernels fuse it
GP_DEV ${t} gp_ss_fms(${t} x, ${t} y, ${t} acc) { return ${fms}; }
GP_DEV ${t} gp_ss_fma(${t} x, ${t} y, ${t} acc) { return ${fma}; }
// The divisions (complex: one copy of Smith's in the program, called where needed; inline
// in every unrolled step it doubled NVRTC's time).
${div_linkage} ${t} gp_ss_div(${t} x, ${t} y) { return x / y; }

extern "C" __global__ void __launch_bounds__(GP_NW * 32) ${name}(
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ X,
    long long batch, long long n, long long k,
    long long sab, long long sar, long long sac,
    long long sbb, long long sbr, long long sbc,
    long long sxb, long long sxr, long long sxc, int* info) {
  // per system: a W x (W+1) tile (A on its way in; in the column mode, the LU factors in
  // pivot order), the reciprocals of U's diagonal and the row each step pivoted on
  __shared__ ${t} tiles[GP_NW * 32 * GP_LD];
  __shared__ ${t} rdiags[GP_NW * 32];
  __shared__ int prows[GP_NW * 32];
${ytile}  const int lane = threadIdx.x & 31;
  const int r = lane & (GP_W - 1);
  const int base = lane & ~(GP_W - 1);                  // this system's first lane
  const int tb = (threadIdx.x / GP_W) * (GP_W * GP_LD);   // this system's tile
#define GP_TILE(i, j) tiles[tb + (i) * GP_LD + (j)]
  const long long sys = (blockIdx.x * (long long)blockDim.x + threadIdx.x) / GP_W;
  const bool live = sys < batch;                        // dead lanes still shuffle
  const int nn = (int)n;
  const ${t} zero = ${zero}, one = ${one};
  const ${r} sfmin = ${sfmin};
  {
    const ${t}* as = A + (live ? sys : 0) * sab;
    const bool by_row = sar == 1 && sac != 1;           // (an F-ordered matrix)
    if (live && r < nn)
      for (int i = 0; i < nn; ++i) {
        const int rr = by_row ? r : i, cc = by_row ? i : r;
        GP_TILE(rr, cc) = as[rr * sar + cc * sac];
      }
  }
  __syncwarp();
  const bool real_row = live && r < nn;
  ${t} a[GP_W];
#pragma unroll
  for (int c = 0; c < GP_W; ++c)
    a[c] = real_row ? (c < nn ? GP_TILE(r, c) : zero) : (c == r ? one : zero);
  __syncwarp();

  int swaps = 0;          // getf2's row swaps (the determinant's sign)
  int step = GP_W;        // the step this row was pivot at (GP_W: not yet)
  int pos = r;            // where getf2's row swaps have put this row
  int pl[GP_W];           // pl[j]: the lane (row) that was pivot at step j
  bool singular = false;
  ${t} dg = one, rd = one;  // this row's pivot and its reciprocal (once it is a pivot row)
#pragma unroll
  for (int j = 0; j < GP_W; ++j) {
    // the pivot: the largest |a| of the rows not yet pivoted, ties to the first position
    ${r} m = step == GP_W ? gp_ss_abs1(a[j]) : (${r})-1;
    if (m != m) m = (${r})GP_INF;
    int ps = step == GP_W ? pos : 0x7fffffff;
#pragma unroll
    for (int o = GP_W / 2; o > 0; o >>= 1) {
      const ${r} m2 = __shfl_xor_sync(0xffffffffu, m, o, GP_W);
      const int ps2 = __shfl_xor_sync(0xffffffffu, ps, o, GP_W);
      if (m2 > m || (m2 == m && ps2 < ps)) { m = m2; ps = ps2; }
    }
    const unsigned won = __ballot_sync(0xffffffffu, step == GP_W && pos == ps);
    const int p = __ffs((int)((won >> base) & (GP_W == 32 ? 0xffffffffu : ((1u << GP_W) - 1u)))) - 1;
    pl[j] = p;
    const ${t} piv = gp_shfl(a[j], base + p);
    const bool zero_pivot = piv == zero;
    singular |= zero_pivot;
    if (j < nn && ps != j) ++swaps;
    if (pos == j) pos = ps;                // getf2 swaps rows j and the pivot's
    if (r == p) pos = j;
    const ${t} rp = gp_ss_div(one, piv);
    if (r == p) { step = j; dg = piv; rd = rp; }
    // only the n real rows and columns take part: the padding stays the identity's,
    // exactly (an inf multiplier times a padding zero would make a NaN)
    const bool elim = step == GP_W && !zero_pivot && j < nn && r < nn;
    ${t} l = zero;
    if (elim) l = gp_ss_abs1(piv) >= sfmin ? a[j] * rp : gp_ss_div(a[j], piv);
    if (elim) a[j] = l;   // the multiplier, kept where L's entry belongs
#pragma unroll
    for (int c = j + 1; c < GP_W; ++c) {
      const ${t} u = gp_shfl(a[c], base + p);
      if (elim && c < nn) a[c] = gp_ss_fms(l, u, a[c]);
    }
  }
  if (info && singular && live && r == 0) *info = 1;   // mapped host memory: read after a sync
${substitution}
}
