// ${name}: C = A @ B over a stack of small matrices in one launch, with NumPy's
// floating-point check of the product (product_check.cuh) in the same launch: for products
// whose host time cuBLAS's call and a second launch would double.
// A (count, m, k), B (count, k, n), C (count, m, n), element strides (batch, row, column);
// a batch stride may be 0 (a broadcast operand); m, n, k <= 64 and fewer than 2^31 tiles
// (tiles and indices are counted in 32 bits).  A block makes 32 x 32 tiles of C, a thread
// four rows of one column, k in steps of 32 through shared memory (out-of-range elements
// read as zero and never stored), fused multiply-adds in k order; blocks stride over the
// tiles of every matrix, and each step's operands are loaded into registers while the step
// before it computes.  A thread reads its rows of A as 16-byte vectors of consecutive k (one
// shared-memory load a row for 4 floats or 2 doubles, broadcast to the warp).  ``mask`` 0: no
// check (the error state ignores overflow and invalid, or the product reports none).
// ``blocks``: the blocks an SM is to hold, which bounds the registers a thread takes (6 for
// float32, 5 for float64: the most that compile without spilling).

// a 16-byte vector of T and its element j (j a constant once unrolled)
template <class T> struct gp_sg_vec;
template <> struct gp_sg_vec<float> { typedef float4 type; };
template <> struct gp_sg_vec<double> { typedef double2 type; };
GP_DEV float gp_sg_at(const float4& v, int j) { return j == 0 ? v.x : j == 1 ? v.y : j == 2 ? v.z : v.w; }
GP_DEV double gp_sg_at(const double2& v, int j) { return j == 0 ? v.x : v.y; }

extern "C" __global__ void __launch_bounds__(256, ${blocks}) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ C,
    long long m, long long n, long long k, long long count,
    long long ab, long long ar, long long ac, long long bb, long long br, long long bc,
    long long cb, long long cr, long long cc) {
  typedef ${t} T;
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T);  // k a vector holds
  __shared__ __align__(16) T As[32][32 + VK];  // (rows 16-byte aligned)
  __shared__ T Bs[32][33];
  const int tx = threadIdx.x & 31, ty = threadIdx.x >> 5;
  // 32-bit tile and index arithmetic (64-bit divisions and products cost as many
  // instructions as a step's arithmetic)
  const int M = (int)m, N = (int)n, K = (int)k;
  const unsigned tn = (unsigned)(N + 31) >> 5, per = ((unsigned)(M + 31) >> 5) * tn;
  const unsigned tiles = per * (unsigned)count;
  const int steps = K > 0 ? (K + 31) >> 5 : 1;  // (k = 0: one step of zeros)
  // tile t: its matrix, first row and first column
  auto place = [&](unsigned t, unsigned& mat, int& i0, int& j0) {
    mat = t / per;
    const unsigned rest = t - mat * per, ti = rest / tn;
    i0 = (int)(ti << 5);
    j0 = (int)((rest - ti * tn) << 5);
  };
  // this thread's elements of step k0 of a tile: A's rows i0 + ty + 8r at column k0 + tx, B's
  // rows k0 + ty + 8r at column j0 + tx
  T ra[4], rb[4];
  auto fetch = [&](unsigned mat, int i0, int j0, int k0) {
    const T* a = A + (long long)mat * ab;
    const T* b = B + (long long)mat * bb;
#pragma unroll
    for (int r = 0; r < 4; ++r) {
      const int row = ty + 8 * r, ai = i0 + row, ak = k0 + tx, bk = k0 + row, bj = j0 + tx;
      ra[r] = (ai < M && ak < K) ? a[ai * ar + ak * ac] : T(0);
      rb[r] = (bk < K && bj < N) ? b[bk * br + bj * bc] : T(0);
    }
  };
  unsigned f = 0;
  T acc[4] = {T(0), T(0), T(0), T(0)};
  unsigned tile = blockIdx.x, mat = 0;
  int step = 0, i0 = 0, j0 = 0;
  if (tile < tiles) {
    place(tile, mat, i0, j0);
    fetch(mat, i0, j0, 0);
  }
  while (tile < tiles) {
#pragma unroll
    for (int r = 0; r < 4; ++r) {
      As[ty + 8 * r][tx] = ra[r];
      Bs[ty + 8 * r][tx] = rb[r];
    }
    __syncthreads();
    // the next step (of this tile, or the first of the block's next): in flight while this
    // one computes
    unsigned next = tile, nmat = mat;
    int nstep = step + 1, ni0 = i0, nj0 = j0;
    if (nstep == steps) {
      nstep = 0;
      next += gridDim.x;
      if (next < tiles) place(next, nmat, ni0, nj0);
    }
    if (next < tiles) fetch(nmat, ni0, nj0, nstep << 5);
#pragma unroll 2
    for (int kk = 0; kk < 32; kk += VK) {
      V a[4];
#pragma unroll
      for (int r = 0; r < 4; ++r) a[r] = *reinterpret_cast<const V*>(&As[ty * 4 + r][kk]);
#pragma unroll
      for (int j = 0; j < VK; ++j) {
        const T v = Bs[kk + j][tx];
#pragma unroll
        for (int r = 0; r < 4; ++r) acc[r] = fma(gp_sg_at(a[r], j), v, acc[r]);
      }
    }
    __syncthreads();
    if (nstep == 0) {  // the tile's last step: its values are made
      T* c = C + (long long)mat * cb;
      const int j = j0 + tx;
#pragma unroll
      for (int r = 0; r < 4; ++r) {
        const int i = i0 + ty * 4 + r;
        if (i < M && j < N) {
          c[i * cr + j * cc] = acc[r];
          f |= gp_pc_bits(acc[r]);
        }
        acc[r] = T(0);
      }
    }
    tile = next;
    mat = nmat;
    i0 = ni0;
    j0 = nj0;
    step = nstep;
  }
  if (!mask) return;
  const gp_pc_layout LA = {count * m * k, count, m, k, 0, ab, ar, ac};
  const gp_pc_layout LB = {count * k * n, count, k, n, 0, bb, br, bc};
  gp_pc_finish(f, fd, fh, g, w, mask, A, LA, B, LB);
}
