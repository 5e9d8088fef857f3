// gpnumpy__copy__f4__f2__contig8x4__loop_f2_f2

// Contiguous operands: each thread moves 4 vectors of 8 elements
// per operand (16-byte accesses where the types allow), a block's vectors
// side by side so that every warp access is coalesced.
extern "C" __global__ void __launch_bounds__(256) gpnumpy__copy__f4__f2__contig8x4__loop_f2_f2(const float* __restrict__ p0, gp_half* __restrict__ q0, long long n) {
  typedef gp_half CT0; typedef gp_half OT0;
  const long long bbase = (long long)blockIdx.x * ((long long)blockDim.x * 8 * 4);
  if (bbase + (long long)blockDim.x * 8 * 4 <= n) {
    gp_vec<float, 8> v0[4];
#pragma unroll
    for (int u = 0; u < 4; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8; v0[u] = *reinterpret_cast<const gp_vec<float, 8>*>(p0 + e); }
    gp_vec<gp_half, 8> r0[4];
#pragma unroll
    for (int u = 0; u < 4; ++u) {
#pragma unroll
      for (int j = 0; j < 8; ++j) { CT0 in0 = gp_cast(CT0, gp_cast(gp_half, v0[u].v[j])); OT0 out0; out0 = (OT0)(in0); r0[u].v[j] = gp_cast(gp_half, out0); }
    }
#pragma unroll
    for (int u = 0; u < 4; ++u) {
      long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8;
      *reinterpret_cast<gp_vec<gp_half, 8>*>(q0 + e) = r0[u];
    }
  } else {
    // the grid's last block: one copy of the body, not unrolled (a long expression such
    // as sin's would otherwise be inlined vec * unroll more times: compile time, not speed)
#pragma unroll 1
    for (int u = 0; u < 4; ++u) {
#pragma unroll 1
      for (int j = 0; j < 8; ++j) {
        long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 8 + j;
        if (e < n) { CT0 in0 = gp_cast(CT0, gp_cast(gp_half, p0[e])); OT0 out0; out0 = (OT0)(in0); q0[e] = gp_cast(gp_half, out0); }
      }
    }
  }
}
