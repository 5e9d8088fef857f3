// ${name}: NumPy's floating-point errors of a product cuBLAS made.  NumPy's product loops
// raise them through the CPU's IEEE status flags, which cuBLAS has no counterpart of; here
// they come from the values, in one launch after the product: every block ORs the bits of
// its share of the result R (1: an infinity, 2: a NaN) into the scratch word w[0] and counts
// itself in w[1]; the last block to finish reads the whole result's bits and clears both
// words for the next product, and where the result is not finite (rare) it reads the
// operands X and Y alone and records the categories (``mask``: those the error state asks
// for) in the operation's slot (fpe.cuh's gp_fpe_rec):
//   finite operands: an infinity or a NaN overflowed (a NaN: then an inf - inf, invalid);
//   infinities but no NaN: a NaN is invalid (inf * 0, inf - inf), an infinity no error;
//   a NaN: none (it propagates quietly).
// Each array is up to four axes, C order (n0 outermost), element strides s0..s3.
GP_DEV unsigned gp_pc_bits(float v) { return (isinf(v) ? 1u : 0u) | (isnan(v) ? 2u : 0u); }
GP_DEV unsigned gp_pc_bits(double v) { return (isinf(v) ? 1u : 0u) | (isnan(v) ? 2u : 0u); }
GP_DEV unsigned gp_pc_bits(gp_half v) { return gp_pc_bits(gp_h2f(v)); }
template <class T> GP_DEV unsigned gp_pc_bits(gp_complex<T> v) {
  return gp_pc_bits(v.re) | gp_pc_bits(v.im);
}

// the bits of X's elements start, start + step, ... (flat C-order positions)
GP_DEV unsigned gp_pc_scan(const ${t}* __restrict__ X, long long total, long long n1,
                           long long n2, long long n3, long long s0, long long s1,
                           long long s2, long long s3, long long start, long long step) {
  unsigned f = 0;
  if (total == n3) {  // one axis (a result, a contiguous operand): no index arithmetic
    for (long long e = start; e < total; e += step) f |= gp_pc_bits(X[e * s3]);
    return f;
  }
  for (long long e = start; e < total; e += step) {
    long long rest = e / n3, off = (e - rest * n3) * s3;
    if (rest) {
      const long long i2 = rest % n2;
      rest /= n2;
      off += i2 * s2 + (rest % n1) * s1 + (rest / n1) * s0;
    }
    f |= gp_pc_bits(X[off]);
  }
  return f;
}

// the OR of every thread's f, in thread 0 (s: a zeroed shared word)
GP_DEV unsigned gp_pc_block_or(unsigned f, unsigned* s) {
  for (int d = 16; d; d >>= 1) f |= __shfl_xor_sync(0xffffffffu, f, d);
  if (f && (threadIdx.x & 31) == 0) atomicOr(s, f);
  __syncthreads();
  return *s;
}

extern "C" __global__ void __launch_bounds__(256) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ R, long long rt, long long rn1, long long rn2, long long rn3,
    long long rs0, long long rs1, long long rs2, long long rs3,
    const ${t}* __restrict__ X, long long xt, long long xn1, long long xn2, long long xn3,
    long long xs0, long long xs1, long long xs2, long long xs3,
    const ${t}* __restrict__ Y, long long yt, long long yn1, long long yn2, long long yn3,
    long long ys0, long long ys1, long long ys2, long long ys3) {
  __shared__ unsigned s_f, s_o, s_all;
  if (threadIdx.x == 0) s_f = s_o = 0;
  __syncthreads();
  const long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long T = (long long)gridDim.x * blockDim.x;
  const unsigned f = gp_pc_block_or(gp_pc_scan(R, rt, rn1, rn2, rn3, rs0, rs1, rs2, rs3, t, T),
                                    &s_f);
  if (threadIdx.x == 0) {
    if (f) atomicOr(w, f);
    __threadfence();
    const bool last = atomicAdd(w + 1, 1u) == gridDim.x - 1;
    s_all = last ? atomicOr(w, 0u) | 16u : 0u;  // (16: this is the last block)
    if (last) {  // the whole result's bits are in; the words are ready for the next product
      w[0] = 0;
      w[1] = 0;
    }
  }
  __syncthreads();
  const unsigned all = s_all;
  if (!(all & 16u) || !(all & 3u)) return;
  // the last block, where the result is not finite (rare): the operands, by this block alone
  unsigned o = gp_pc_scan(X, xt, xn1, xn2, xn3, xs0, xs1, xs2, xs3, threadIdx.x, blockDim.x);
  o |= gp_pc_scan(Y, yt, yn1, yn2, yn3, ys0, ys1, ys2, ys3, threadIdx.x, blockDim.x);
  o = gp_pc_block_or(o, &s_o);
  if (threadIdx.x != 0) return;
  unsigned cat = 0;
  if (!(o & 2u)) {
    if (o & 1u) {
      if (all & 2u) cat = GP_FPE_I;
    } else {
      cat = GP_FPE_O | ((all & 2u) ? GP_FPE_I : 0u);
    }
  }
  gp_fpe_rec rec;
  rec.f = cat & mask;
  rec.d = fd;
  rec.h = fh;
  rec.g = g;
}
