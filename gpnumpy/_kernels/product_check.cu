// ${name}: NumPy's floating-point errors of a product cuBLAS made.  NumPy's product loops
// raise them through the CPU's IEEE status flags, which cuBLAS has no counterpart of; here
// they come from the values, in two launches over one pair of scratch words w (zero between
// products: the last block of the second launch clears them):
//   role 0, the result: ORs 1 (an infinity) and 2 (a NaN) into w[0];
//   role 1, the operands X and Y, only where w[0] holds 1 or 2 (otherwise every block leaves
//     at once: a finite result costs one word read a block): ORs 4 (an infinity) and 8 (a
//     NaN); the last block to finish then records the categories (``mask``: those the error
//     state asks for) in the operation's slot (fpe.cuh's gp_fpe_rec):
//       finite operands: an infinity or a NaN overflowed (a NaN: then an inf - inf, invalid);
//       infinities but no NaN: a NaN is invalid (inf * 0, inf - inf), an infinity no error;
//       a NaN: none (it propagates quietly).
// Each array is up to four axes, C order (n0 outermost), element strides s0..s3.
GP_DEV unsigned gp_pc_bits(float v) { return (isinf(v) ? 1u : 0u) | (isnan(v) ? 2u : 0u); }
GP_DEV unsigned gp_pc_bits(double v) { return (isinf(v) ? 1u : 0u) | (isnan(v) ? 2u : 0u); }
GP_DEV unsigned gp_pc_bits(gp_half v) { return gp_pc_bits(gp_h2f(v)); }
template <class T> GP_DEV unsigned gp_pc_bits(gp_complex<T> v) {
  return gp_pc_bits(v.re) | gp_pc_bits(v.im);
}

GP_DEV unsigned gp_pc_scan(const ${t}* __restrict__ X, long long total, long long n1,
                           long long n2, long long n3, long long s0, long long s1,
                           long long s2, long long s3) {
  unsigned f = 0;
  for (long long e = blockIdx.x * (long long)blockDim.x + threadIdx.x; e < total;
       e += (long long)gridDim.x * blockDim.x) {
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

extern "C" __global__ void __launch_bounds__(256) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask, int role,
    const ${t}* __restrict__ X, long long xt, long long xn1, long long xn2, long long xn3,
    long long xs0, long long xs1, long long xs2, long long xs3,
    const ${t}* __restrict__ Y, long long yt, long long yn1, long long yn2, long long yn3,
    long long ys0, long long ys1, long long ys2, long long ys3) {
  __shared__ unsigned s_f;
  if (role == 1 && !(*reinterpret_cast<volatile unsigned*>(w) & 3u)) return;
  if (threadIdx.x == 0) s_f = 0;
  __syncthreads();
  unsigned f = gp_pc_scan(X, xt, xn1, xn2, xn3, xs0, xs1, xs2, xs3);
  if (role == 1) f |= gp_pc_scan(Y, yt, yn1, yn2, yn3, ys0, ys1, ys2, ys3);
  for (int d = 16; d; d >>= 1) f |= __shfl_xor_sync(0xffffffffu, f, d);
  if (f && (threadIdx.x & 31) == 0) atomicOr(&s_f, f);
  __syncthreads();
  if (threadIdx.x != 0) return;
  const unsigned bits = role == 1 ? s_f << 2 : s_f;
  if (bits) atomicOr(w, bits);
  if (role == 0) return;
  __threadfence();
  if (atomicAdd(w + 1, 1u) != gridDim.x - 1) return;
  // the last block: every operand's bits are in w[0]
  const unsigned all = atomicOr(w, 0u);
  unsigned cat = 0;
  if (!(all & 8u)) {
    if (all & 4u) {
      if (all & 2u) cat = GP_FPE_I;
    } else {
      cat = GP_FPE_O | ((all & 2u) ? GP_FPE_I : 0u);
    }
  }
  w[0] = 0;
  w[1] = 0;
  gp_fpe_rec rec;
  rec.f = cat & mask;
  rec.d = fd;
  rec.h = fh;
  rec.g = g;
}
