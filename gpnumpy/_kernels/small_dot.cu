// ${name}: c[i] = a[i, :] . b[:, i] over a stack of ``count`` dot products (products whose
// m = n = 1: vecdot, einsum 'ij,ij->i', inner of stacks, (B, 1, k) @ (B, k, 1)), k of any
// length, with NumPy's floating-point check of the product (product_check.cuh) in the same
// launch, as small_gemm.cu: cuBLAS's strided-batched gemm with 1 x 1 outputs ran such stacks
// at a sixth of the memory's bandwidth.
// A (count, 1, k) with element strides ab (batch) and ak (along k), B (count, k, 1) with bb
// and bk, C (count) with cb; a batch stride may be 0 (a broadcast operand) or negative, and
// every offset is 64-bit.  2^lt threads make an output (4 .. 256: a group of lanes of one
// warp, a warp, or up to eight warps; the host's choice, products._sd_lanes), 256 >> lt
// outputs a block's step, blocks striding over the outputs.  Where both operands' rows are
// contiguous along k and 16-byte aligned (the pointer aligned, the batch stride a whole
// number of vectors), a thread reads 16 bytes a load of each operand (4 floats or 2
// doubles), consecutive threads consecutive vectors (coalesced), two of each in flight, the
// last k % (16 / sizeof(T)) elements one a thread; any other layout (strided, stride 0 along
// k, negative, unaligned) element by element, consecutive threads consecutive elements, four
// of each in flight.  Each thread keeps fused multiply-adds in T (float32 in float32, as
// cuBLAS), then the group sums its threads' values by warp shuffles (and, past a warp, through
// shared memory); the order of the sum is not NumPy's (as cuBLAS's is not), the result within
// the dtype's rounding of it.  The check keeps a running maximum of the outputs' keys
// (gp_pc_key), as small_gemm.cu.  ``mask`` 0: no check (the error state ignores overflow and
// invalid, or the product reports none).  ``blocks``: the blocks an SM is to hold, which
// bounds the registers a thread takes: 6 (40 registers for float32 and float64, none spilled;
// the loop over k four LDG.E.128 and 8 or 4 FFMA/DFMA an iteration, read with nvdisasm from
// NVRTC's sm_90 cubin; at 8 blocks, 32 registers, it spilled).

// every output of the stack this block makes; returns the check's bits of this thread's values
template <class T>
GP_DEV unsigned gp_sd_run(T* __restrict__ red, const T* __restrict__ A,
                          const T* __restrict__ B, T* __restrict__ C, long long K,
                          long long count, long long ab, long long ak, long long bb,
                          long long bk, long long cb, int lt) {
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T);
  const int t = threadIdx.x, L = 1 << lt, r = t & (L - 1);
  const int per = 256 >> lt;  // (outputs a block's step)
  // 16 bytes a load: every row of both operands contiguous along k and 16-byte aligned
  const bool vec = ak == 1 && bk == 1 && ab % VK == 0 && bb % VK == 0 &&
                   !(reinterpret_cast<unsigned long long>(A) & 15) &&
                   !(reinterpret_cast<unsigned long long>(B) & 15);
  const long long nv = K / VK;  // (the whole vectors of a row)
  const long long da = (long long)L * ak, db = (long long)L * bk;
  unsigned mx = 0;
  // (the loop's condition is the block's: every thread reaches the shuffles and barriers)
  for (long long base = (long long)blockIdx.x * per; base < count;
       base += (long long)gridDim.x * per) {
    const long long i = base + (t >> lt);
    T s0 = T(0), s1 = T(0);
    if (i < count) {
      const T* __restrict__ a = A + i * ab;
      const T* __restrict__ b = B + i * bb;
      if (vec) {
        const V* __restrict__ av = reinterpret_cast<const V*>(a) + r;
        const V* __restrict__ bv = reinterpret_cast<const V*>(b) + r;
        long long v = r;
        for (; v + L < nv; v += 2 * L) {
          const V x0 = av[0], x1 = av[L], y0 = bv[0], y1 = bv[L];
#pragma unroll
          for (int j = 0; j < VK; ++j) {
            s0 = fma(gp_sg_at(x0, j), gp_sg_at(y0, j), s0);
            s1 = fma(gp_sg_at(x1, j), gp_sg_at(y1, j), s1);
          }
          av += 2 * L;
          bv += 2 * L;
        }
        if (v < nv) {
          const V x0 = av[0], y0 = bv[0];
#pragma unroll
          for (int j = 0; j < VK; ++j) s0 = fma(gp_sg_at(x0, j), gp_sg_at(y0, j), s0);
        }
        const long long e = nv * VK + r;  // (the last K % VK elements: VK <= 4 <= L)
        if (e < K) s1 = fma(a[e], b[e], s1);
      } else {
        const T* __restrict__ pa = a + r * ak;
        const T* __restrict__ pb = b + r * bk;
        long long e = r;
        for (; e + 3 * L < K; e += 4 * L) {
          const T x0 = pa[0], x1 = pa[da], x2 = pa[2 * da], x3 = pa[3 * da];
          const T y0 = pb[0], y1 = pb[db], y2 = pb[2 * db], y3 = pb[3 * db];
          s0 = fma(x0, y0, s0);
          s1 = fma(x1, y1, s1);
          s0 = fma(x2, y2, s0);
          s1 = fma(x3, y3, s1);
          pa += 4 * da;
          pb += 4 * db;
        }
        for (; e < K; e += L) {
          s0 = fma(*pa, *pb, s0);
          pa += da;
          pb += db;
        }
      }
    }
    // the group's sum: its lanes of a warp by shuffles, then (past a warp) its warps'
    T s = s0 + s1;
    for (int d = (L < 32 ? L : 32) >> 1; d; d >>= 1) s += __shfl_xor_sync(0xffffffffu, s, d);
    if (L > 32) {
      if ((t & 31) == 0) red[t >> 5] = s;
      __syncthreads();
      if (r == 0) {
        s = red[t >> 5];
        for (int q = 1; q < (L >> 5); ++q) s += red[(t >> 5) + q];
      }
      __syncthreads();
    }
    if (r == 0 && i < count) {
      C[i * cb] = s;
      mx = max(mx, gp_pc_key(s));
    }
  }
  return gp_pc_key_bits(mx, gp_pc_inf(static_cast<const T*>(nullptr)));
}

extern "C" __global__ void __launch_bounds__(256, ${blocks}) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ C,
    long long k, long long count, long long ab, long long ak, long long bb, long long bk,
    long long cb, long long lt) {
  typedef ${t} T;
  __shared__ T red[8];  // (a group of several warps: each warp's sum)
  const unsigned f = gp_sd_run<T>(red, A, B, C, k, count, ab, ak, bb, bk, cb, (int)lt);
  if (mask)
    gp_pc_finish_stack(f, fd, fh, g, w, mask, A, B, 1, 1, k, count, ab, 0, ak, bb, bk, 0);
}
