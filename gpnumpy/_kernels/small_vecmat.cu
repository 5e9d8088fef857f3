// ${name}: C[j] = sum_i B[i] A[i, j] (j < N, i < K): a vector times a matrix whose rows run
// along the outputs (w @ M with M C-ordered; M.T @ r, as X.T @ r, with M C-ordered), which
// small_dot.cu would read one element a row; with NumPy's floating-point check of the product
// (product_check.cuh) in the same launch.  cuBLAS's gemv took 65 us for X.T @ r of a
// 65536 x 64 float32 X on an H200 (and the check's launch after it), CuPy's product 30.
// A: rows ar elements apart, contiguous along a row; B: element stride bk; C: cb.  The grid is
// ``tiles`` column tiles times ``slabs`` row slabs (block b: tile b % tiles, slab b / tiles);
// a block's 256 threads are 2^ct across the tile's columns (V columns a thread: 16 bytes, 4
// floats or 2 doubles, a load where every row is 16-byte aligned, ``vec``; else 1, element by
// element) and 256 >> ct down the slab's ``rows`` rows, each thread fused multiply-adds of its
// rows r, r + R, ... (four rows' loads in flight), then the block sums its row threads in
// order through shared memory.  One slab: those sums are C.  Else each slab's sums go to
// P[slab, j] (N a slab) and the tile's last block to finish (a count in w[4 + tile], which
// that block sets back to 0) sums the tile's columns over the slabs in order.  The sum's
// order depends on the shape alone (the same bits every run; not NumPy's order, as cuBLAS's
// is not).  The check keeps a running maximum of the outputs' keys (gp_pc_key), as
// small_dot.cu; every block takes part in gp_pc_finish (w[0], w[1]), the blocks that wrote
// no output with no bits.  ``mask`` 0: no check (the counts in w still run).

template <class T>
GP_DEV unsigned gp_vm_run(T* __restrict__ red, const T* __restrict__ A,
                          const T* __restrict__ B, T* __restrict__ C, T* P, unsigned* cnt,
                          long long K, long long N, long long ar, long long bk, long long cb,
                          long long tiles, long long rows, int ct, bool vec) {
  typedef typename gp_sg_vec<T>::type VT;
  constexpr int VK = sizeof(VT) / sizeof(T);
  const int t = threadIdx.x, cth = 1 << ct, c = t & (cth - 1), r = t >> ct, R = 256 >> ct;
  const int V = vec ? VK : 1;
  const long long tile = blockIdx.x % tiles, slab = blockIdx.x / tiles;
  const long long slabs = gridDim.x / tiles;
  const long long j0 = (tile * cth + c) * V;  // (this thread's first column)
  const long long i0 = slab * rows, i1 = i0 + rows < K ? i0 + rows : K;
  T acc[VK];
#pragma unroll
  for (int v = 0; v < VK; ++v) acc[v] = T(0);
  if (j0 < N) {
    if (vec && j0 + VK <= N) {
      const T* __restrict__ a = A + j0;
      long long i = i0 + r;
      for (; i + 3 * R < i1; i += 4 * R) {
        const VT x0 = *reinterpret_cast<const VT*>(a + i * ar);
        const VT x1 = *reinterpret_cast<const VT*>(a + (i + R) * ar);
        const VT x2 = *reinterpret_cast<const VT*>(a + (i + 2 * R) * ar);
        const VT x3 = *reinterpret_cast<const VT*>(a + (i + 3 * R) * ar);
        const T y0 = B[i * bk], y1 = B[(i + R) * bk], y2 = B[(i + 2 * R) * bk],
                y3 = B[(i + 3 * R) * bk];
#pragma unroll
        for (int v = 0; v < VK; ++v) {
          acc[v] = fma(gp_sg_at(x0, v), y0, acc[v]);
          acc[v] = fma(gp_sg_at(x1, v), y1, acc[v]);
          acc[v] = fma(gp_sg_at(x2, v), y2, acc[v]);
          acc[v] = fma(gp_sg_at(x3, v), y3, acc[v]);
        }
      }
      for (; i < i1; i += R) {
        const VT x0 = *reinterpret_cast<const VT*>(a + i * ar);
        const T y0 = B[i * bk];
#pragma unroll
        for (int v = 0; v < VK; ++v) acc[v] = fma(gp_sg_at(x0, v), y0, acc[v]);
      }
    } else {  // (element by element: not aligned, or the last columns of a vector)
      for (long long i = i0 + r; i < i1; i += R) {
        const T y = B[i * bk];
        // (constant indices: acc stays in registers; a loop to V put it in local memory)
#pragma unroll
        for (int v = 0; v < VK; ++v)
          if (v < V && j0 + v < N) acc[v] = fma(A[i * ar + j0 + v], y, acc[v]);
      }
    }
  }
  // the block's sum over its row threads, in order: unit u = c V + v is column tile W + u
  const int W = cth * V;
#pragma unroll
  for (int v = 0; v < VK; ++v) red[t * VK + v] = acc[v];
  __syncthreads();
  T s = T(0);
  const long long j = tile * W + t;
  if (t < W) {
    for (int q = 0; q < R; ++q) s += red[(q * cth + t / V) * VK + t % V];
  }
  unsigned mx = 0;
  if (slabs == 1) {
    if (t < W && j < N) {
      C[j * cb] = s;
      mx = gp_pc_key(s);
    }
  } else {
    __shared__ unsigned s_last;
    if (t < W && j < N) P[slab * N + j] = s;
    __threadfence();
    __syncthreads();
    if (t == 0) {
      const bool last = atomicAdd(cnt + tile, 1u) == (unsigned)slabs - 1;
      if (last) cnt[tile] = 0;  // (ready for the next product)
      s_last = last;
    }
    __syncthreads();
    if (s_last) {
      __threadfence();
      // (the other blocks' sums: loads from L2 (__ldcg), not a stale L1 line, several in
      // flight: the loop is unrolled, each load independent of the sum)
      if (W >= 256) {
        for (int u = t; u < W; u += 256) {
          const long long jj = tile * W + u;
          if (jj >= N) break;
          T x = T(0);
#pragma unroll 8
          for (long long q = 0; q < slabs; ++q) x += __ldcg(P + q * N + jj);
          C[jj * cb] = x;
          mx = max(mx, gp_pc_key(x));
        }
      } else {  // 256 / W threads a column, each every (256 / W)th slab, then in order
        const int parts = 256 / W, u = t % W, p = t / W;
        const long long jj = tile * W + u;
        T x = T(0);
        if (jj < N) {
#pragma unroll 8
          for (long long q = p; q < slabs; q += parts) x += __ldcg(P + q * N + jj);
        }
        __syncthreads();  // (red is read above by every thread: now free)
        red[t] = x;
        __syncthreads();
        if (t < W && jj < N) {
          x = red[t];
          for (int q = 1; q < parts; ++q) x += red[q * W + t];
          C[jj * cb] = x;
          mx = gp_pc_key(x);
        }
      }
    }
  }
  return gp_pc_key_bits(mx, gp_pc_inf(static_cast<const T*>(nullptr)));
}

extern "C" __global__ void __launch_bounds__(256) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ C, ${t}* P,
    long long k, long long n, long long ar, long long bk, long long cb, long long tiles,
    long long rows, long long ct, long long vec) {
  typedef ${t} T;
  __shared__ T red[256 * (16 / sizeof(T))];
  const unsigned f = gp_vm_run<T>(red, A, B, C, P, w + 4, k, n, ar, bk, cb, tiles, rows,
                                  (int)ct, vec != 0);
  if (mask) {
    const gp_pc_layout LA = {k * n, 1, k, n, 0, 0, ar, 1};
    const gp_pc_layout LB = {k, 1, 1, k, 0, 0, 0, bk};
    gp_pc_finish(f, fd, fh, g, w, mask, A, LA, B, LB);
  }
}
