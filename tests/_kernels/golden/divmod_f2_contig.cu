// gpnumpy_divmod__f2_pf2__f2_f2__contig8x4

// Contiguous operands: each thread moves 4 vectors of 8 elements
// per operand (16-byte accesses where the types allow), a block's vectors
// side by side so that every warp access is coalesced.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_divmod__f2_pf2__f2_f2__contig8x4(const gp_half* __restrict__ p0, const gp_half* __restrict__ p1, gp_half* __restrict__ q0, gp_half* __restrict__ q1, long long n) {
  typedef float CT0; typedef float CT1; typedef float OT0; typedef float OT1;
  const long long bbase = (long long)blockIdx.x * ((long long)blockDim.x * 8 * 4);
  if (bbase + (long long)blockDim.x * 8 * 4 <= n) {
    gp_vec<gp_half, 8> v0[4];
#pragma unroll
    for (int u = 0; u < 4; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8; v0[u] = *reinterpret_cast<const gp_vec<gp_half, 8>*>(p0 + e); }
    gp_vec<gp_half, 8> r0[4]; gp_vec<gp_half, 8> r1[4];
#pragma unroll
    for (int u = 0; u < 4; ++u) {
#pragma unroll
      for (int j = 0; j < 8; ++j) { CT0 in0 = gp_cast(CT0, v0[u].v[j]); CT1 in1 = gp_cast(CT1, p1[0]); OT0 out0; OT1 out1; out0 = gp_fdivmod(in0, in1, &out1); r0[u].v[j] = gp_cast(gp_half, out0); r1[u].v[j] = gp_cast(gp_half, out1); }
    }
#pragma unroll
    for (int u = 0; u < 4; ++u) {
      long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8;
      *reinterpret_cast<gp_vec<gp_half, 8>*>(q0 + e) = r0[u]; *reinterpret_cast<gp_vec<gp_half, 8>*>(q1 + e) = r1[u];
    }
  } else {
    // the grid's last block: one copy of the body, not unrolled (a long expression such
    // as sin's would otherwise be inlined vec * unroll more times: compile time, not speed)
#pragma unroll 1
    for (int u = 0; u < 4; ++u) {
#pragma unroll 1
      for (int j = 0; j < 8; ++j) {
        long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8 + j;
        if (e < n) { CT0 in0 = gp_cast(CT0, p0[e]); CT1 in1 = gp_cast(CT1, p1[0]); OT0 out0; OT1 out1; out0 = gp_fdivmod(in0, in1, &out1); q0[e] = gp_cast(gp_half, out0); q1[e] = gp_cast(gp_half, out1); }
      }
    }
  }
}
