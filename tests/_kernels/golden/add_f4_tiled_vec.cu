// gpnumpy_add__f4_tf4__f4__tiled64_i4_v4

// Two collapsed axes where some operands run fastest along the output's slow
// axis: those go through a 64x64 shared-memory tile (padded against bank
// conflicts), so that every global load and store is coalesced.  A block of 256
// threads moves one tile, each thread 4 neighbouring elements of a row (one vector
// access when 4 > 1); only edge tiles check bounds.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_add__f4_tf4__f4__tiled64_i4_v4(const float* __restrict__ p0, const float* __restrict__ p1, float* __restrict__ q0, int n0, int n1, int st_p0_0, int st_p0_1, int st_p1_0, int st_p1_1, int st_q0_0, int st_q0_1) {
  typedef float CT0; typedef float CT1; typedef float OT0;
  __shared__ float tile1[64][65];
  const int tiles1 = (n1 + 64 - 1) / 64;
  const int t0 = (int)(blockIdx.x / tiles1) * 64;
  const int t1 = (int)(blockIdx.x % tiles1) * 64;
  const int tx = threadIdx.x % (64 / 4) * 4, ty = threadIdx.x / (64 / 4);
  const bool full = t0 + 64 <= n0 && t1 + 64 <= n1;
#pragma unroll
  for (int r = ty; r < 64; r += 256 / (64 / 4)) {
    const int i0 = t0 + tx, i1 = t1 + r;
    if (full || (i0 < n0 && i1 < n1)) { { const gp_vec<float, 4> v = *reinterpret_cast<const gp_vec<float, 4>*>(reinterpret_cast<const char*>(p1) + i0 * st_p1_0 + i1 * st_p1_1);
#pragma unroll
      for (int u = 0; u < 4; ++u)  tile1[r][tx + u] = v.v[u]; } }
  }
  __syncthreads();
#pragma unroll
  for (int r = ty; r < 64; r += 256 / (64 / 4)) {
    const int i0 = t0 + r, i1 = t1 + tx;
    if (full || (i0 < n0 && i1 < n1)) { gp_vec<float, 4> w0;
#pragma unroll
      for (int u = 0; u < 4; ++u) { CT0 in0 = gp_cast(CT0, *reinterpret_cast<const float*>(reinterpret_cast<const char*>(p0) + i0 * st_p0_0 + (i1 + u) * st_p0_1)); CT1 in1 = gp_cast(CT1, tile1[tx + u][r]); OT0 out0; out0 = (OT0)(in0 + in1); w0.v[u] = gp_cast(float, out0); } *reinterpret_cast<gp_vec<float, 4>*>(reinterpret_cast<char*>(q0) + i0 * st_q0_0 + i1 * st_q0_1) = w0; }
  }
}
