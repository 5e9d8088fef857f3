// NumPy's floating-point errors of a product, found from its values: after a cuBLAS product
// (product_check.cu, a launch of its own) or in the product's own launch (small_gemm.cu,
// small_dot.cu: gp_pc_finish_stack).
// NumPy's product loops raise them through the CPU's IEEE status flags, which a GPU product
// has no counterpart of.  Every block ORs the bits of its share of the result R (1: an
// infinity, 2: a NaN) into the scratch word w[0] and counts itself in w[1]; the last block to
// finish reads the whole result's bits and clears both words for the next product, and where
// the result is not finite (rare) it reads the operands X and Y alone and records the
// categories (``mask``: those the error state asks for) in the operation's slot (fpe.cuh's
// gp_fpe_rec):
//   finite operands: an infinity or a NaN overflowed (a NaN: then an inf - inf, invalid);
//   infinities but no NaN: a NaN is invalid (inf * 0, inf - inf), an infinity no error;
//   a NaN: none (it propagates quietly).
// A value part's key: an unsigned integer ordered finite < infinity < NaN, from its bits alone
// (float16 and float32: |bits|; float64: the high word of |bits| with the low word's "any"
// in its lowest bit, which keeps a finite value's high word below an infinity's); a key is an
// infinity's (``gp_pc_inf``) or above it (a NaN's).  ``gp_pc_bits`` reads a value's,
// ``gp_pc_vec`` those of 16 bytes of values (product_check.cu's scan), small_gemm.cu and
// small_dot.cu a running maximum of them (``gp_pc_key_bits``).
GP_DEV unsigned gp_pc_key16(unsigned h) { return h & 0x7fffu; }
GP_DEV unsigned gp_pc_key32(unsigned w) { return w & 0x7fffffffu; }
GP_DEV unsigned gp_pc_key64(unsigned lo, unsigned hi) { return (hi & 0x7fffffffu) | (lo != 0u); }
GP_DEV unsigned gp_pc_key(gp_half v) { return gp_pc_key16(v.x); }
GP_DEV unsigned gp_pc_key(float v) { return gp_pc_key32(__float_as_uint(v)); }
GP_DEV unsigned gp_pc_key(double v) {
  const unsigned long long u = (unsigned long long)__double_as_longlong(v);
  return gp_pc_key64((unsigned)u, (unsigned)(u >> 32));
}
GP_DEV constexpr unsigned gp_pc_inf(const gp_half*) { return 0x7c00u; }
GP_DEV constexpr unsigned gp_pc_inf(const float*) { return 0x7f800000u; }
GP_DEV constexpr unsigned gp_pc_inf(const double*) { return 0x7ff00000u; }
// the bits of a key: 1 an infinity, 2 a NaN (of a running maximum: one NaN hides the
// infinities beside it, and gp_pc_finish asks only for "any" and "any NaN")
GP_DEV unsigned gp_pc_key_bits(unsigned key, unsigned inf) {
  return key > inf ? 2u : key == inf ? 1u : 0u;
}
template <class T> GP_DEV unsigned gp_pc_bits(T v) {
  const unsigned k = gp_pc_key(v), inf = gp_pc_inf(static_cast<const T*>(nullptr));
  return (k == inf ? 1u : 0u) | (k > inf ? 2u : 0u);
}
template <class T> GP_DEV unsigned gp_pc_bits(gp_complex<T> v) {
  return gp_pc_bits(v.re) | gp_pc_bits(v.im);
}

// The size of a value's real parts (a complex value's two parts are one type), and the bits
// of the 16 bytes ``u`` holds, values of that size, from their words' keys.
GP_DEV constexpr int gp_pc_part(const gp_half*) { return 2; }
GP_DEV constexpr int gp_pc_part(const float*) { return 4; }
GP_DEV constexpr int gp_pc_part(const double*) { return 8; }
template <class T> GP_DEV constexpr int gp_pc_part(const gp_complex<T>*) { return sizeof(T); }

template <int P> struct gp_pc_size {};
GP_DEV unsigned gp_pc_vec(const uint4& u, gp_pc_size<2>) {
  const unsigned w[4] = {u.x, u.y, u.z, u.w}, inf = gp_pc_inf((const gp_half*)nullptr);
  unsigned i = 0, n = 0;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const unsigned lo = gp_pc_key16(w[k]), hi = gp_pc_key16(w[k] >> 16);
    i |= (lo == inf) | (hi == inf);
    n |= (lo > inf) | (hi > inf);
  }
  return i | (n << 1);
}
GP_DEV unsigned gp_pc_vec(const uint4& u, gp_pc_size<4>) {
  const unsigned w[4] = {u.x, u.y, u.z, u.w}, inf = gp_pc_inf((const float*)nullptr);
  unsigned i = 0, n = 0;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    const unsigned a = gp_pc_key32(w[k]);
    i |= a == inf;
    n |= a > inf;
  }
  return i | (n << 1);
}
// (little-endian: x and z the low words)
GP_DEV unsigned gp_pc_vec(const uint4& u, gp_pc_size<8>) {
  const unsigned a = gp_pc_key64(u.x, u.y), b = gp_pc_key64(u.z, u.w);
  const unsigned inf = gp_pc_inf((const double*)nullptr);
  return ((a == inf) | (b == inf)) | (((a > inf) | (b > inf)) << 1);
}

// An array of up to four axes, C order (n0 = total / (n1 n2 n3) outermost), element strides
// s0..s3.
struct gp_pc_layout {
  long long total, n1, n2, n3, s0, s1, s2, s3;
};

// the bits of X's elements start, start + step, ... (flat C-order positions)
template <class T>
GP_DEV unsigned gp_pc_scan(const T* __restrict__ X, const gp_pc_layout& L, long long start,
                           long long step) {
  unsigned f = 0;
  if (L.total == L.n3) {  // one axis (a result, a contiguous operand): no index arithmetic
    if (L.s3 == 1 && 16 % sizeof(T) == 0 && !(reinterpret_cast<unsigned long long>(X) & 15)) {
      // contiguous and aligned (a product's result): 16 bytes a load, two loads in flight a
      // thread, the bits found from the words with integer operations, so that the check
      // runs at the memory's bandwidth (a float16 product's check was 5% of the product)
      constexpr int P = gp_pc_part(static_cast<const T*>(nullptr));
      const uint4* __restrict__ X4 = reinterpret_cast<const uint4*>(X);
      const long long nv = L.total / (16 / sizeof(T));
      long long e = start;
      for (; e + step < nv; e += 2 * step) {
        const uint4 u = X4[e], w = X4[e + step];
        f |= gp_pc_vec(u, gp_pc_size<P>()) | gp_pc_vec(w, gp_pc_size<P>());
      }
      if (e < nv) f |= gp_pc_vec(X4[e], gp_pc_size<P>());
      for (e = nv * (16 / sizeof(T)) + start; e < L.total; e += step) f |= gp_pc_bits(X[e]);
      return f;
    }
    for (long long e = start; e < L.total; e += step) f |= gp_pc_bits(X[e * L.s3]);
    return f;
  }
  for (long long e = start; e < L.total; e += step) {
    long long rest = e / L.n3, off = (e - rest * L.n3) * L.s3;
    if (rest) {
      const long long i2 = rest % L.n2;
      rest /= L.n2;
      off += i2 * L.s2 + (rest % L.n1) * L.s1 + (rest / L.n1) * L.s0;
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

// The check's end, called by every thread of every block once it has the bits f of its
// share of the result.
template <class T>
GP_DEV void gp_pc_finish(unsigned f, unsigned* fd, unsigned* fh, unsigned g, unsigned* w,
                         unsigned mask, const T* __restrict__ X, const gp_pc_layout& LX,
                         const T* __restrict__ Y, const gp_pc_layout& LY) {
  __shared__ unsigned s_f, s_o, s_all;
  if (threadIdx.x == 0) s_f = s_o = 0;
  __syncthreads();
  f = gp_pc_block_or(f, &s_f);
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
  unsigned o = gp_pc_scan(X, LX, threadIdx.x, blockDim.x);
  o |= gp_pc_scan(Y, LY, threadIdx.x, blockDim.x);
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

// The check's end in a stack product's own launch (small_gemm.cu, small_dot.cu): A (count, m,
// k) and B (count, k, n) with element strides (batch, row, column), a batch stride 0 where an
// operand is broadcast (gp_pc_finish's operands, read only where the result is not finite).
template <class T>
GP_DEV void gp_pc_finish_stack(unsigned f, unsigned* fd, unsigned* fh, unsigned g, unsigned* w,
                               unsigned mask, const T* __restrict__ A, const T* __restrict__ B,
                               long long m, long long n, long long k, long long count,
                               long long ab, long long ar, long long ac, long long bb,
                               long long br, long long bc) {
  const gp_pc_layout LA = {count * m * k, count, m, k, 0, ab, ar, ac};
  const gp_pc_layout LB = {count * k * n, count, k, n, 0, bb, br, bc};
  gp_pc_finish(f, fd, fh, g, w, mask, A, LA, B, LB);
}

// A 16-byte vector of a product's real type T and its element j (j a constant once
// unrolled): small_gemm.cu's and small_dot.cu's loads.
template <class T> struct gp_sg_vec;
template <> struct gp_sg_vec<float> { typedef float4 type; };
template <> struct gp_sg_vec<double> { typedef double2 type; };
GP_DEV float gp_sg_at(const float4& v, int j) { return j == 0 ? v.x : j == 1 ? v.y : j == 2 ? v.z : v.w; }
GP_DEV double gp_sg_at(const double2& v, int j) { return j == 0 ? v.x : v.y; }
GP_DEV void gp_sg_set(float4& v, int j, float x) {
  if (j == 0) v.x = x; else if (j == 1) v.y = x; else if (j == 2) v.z = x; else v.w = x;
}
GP_DEV void gp_sg_set(double2& v, int j, double x) { if (j == 0) v.x = x; else v.y = x; }
