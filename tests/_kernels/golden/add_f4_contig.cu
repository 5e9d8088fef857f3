// gpnumpy_add__f4_f4__f4__contig4x2

// Contiguous operands: each thread moves 2 vectors of 4 elements
// per operand (16-byte accesses where the types allow), a block's vectors
// side by side so that every warp access is coalesced.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_add__f4_f4__f4__contig4x2(const float* __restrict__ p0, const float* __restrict__ p1, float* __restrict__ q0, long long n) {
  typedef float CT0; typedef float CT1; typedef float OT0;
  const long long bbase = (long long)blockIdx.x * ((long long)blockDim.x * 4 * 2);
  if (bbase + (long long)blockDim.x * 4 * 2 <= n) {
    gp_vec<float, 4> v0[2]; gp_vec<float, 4> v1[2];
#pragma unroll
    for (int u = 0; u < 2; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 4; v0[u] = *reinterpret_cast<const gp_vec<float, 4>*>(p0 + e); v1[u] = *reinterpret_cast<const gp_vec<float, 4>*>(p1 + e); }
    gp_vec<float, 4> r0[2];
#pragma unroll
    for (int u = 0; u < 2; ++u) {
#pragma unroll
      for (int j = 0; j < 4; ++j) { CT0 in0 = gp_cast(CT0, v0[u].v[j]); CT1 in1 = gp_cast(CT1, v1[u].v[j]); OT0 out0; out0 = (OT0)(in0 + in1); r0[u].v[j] = gp_cast(float, out0); }
    }
#pragma unroll
    for (int u = 0; u < 2; ++u) {
      long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 4;
      *reinterpret_cast<gp_vec<float, 4>*>(q0 + e) = r0[u];
    }
  } else {
    // the grid's last block: one copy of the body, not unrolled (a long expression such
    // as sin's would otherwise be inlined vec * unroll more times: compile time, not speed)
#pragma unroll 1
    for (int u = 0; u < 2; ++u) {
#pragma unroll 1
      for (int j = 0; j < 4; ++j) {
        long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * 4 + j;
        if (e < n) { CT0 in0 = gp_cast(CT0, p0[e]); CT1 in1 = gp_cast(CT1, p1[e]); OT0 out0; out0 = (OT0)(in0 + in1); q0[e] = gp_cast(float, out0); }
      }
    }
  }
}
