// gpnumpy_add__f4_tf4__f4__tiled32_i8_v1

// Two collapsed axes where some operands run fastest along the output's slow
// axis: those go through a 32x32 shared-memory tile (padded against bank
// conflicts), so that every global load and store is coalesced.  A block of 256
// threads moves one tile, each thread 1 neighbouring elements of a row (one vector
// access when 1 > 1); only edge tiles check bounds.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_add__f4_tf4__f4__tiled32_i8_v1(const float* __restrict__ p0, const float* __restrict__ p1, float* __restrict__ q0, long long n0, long long n1, long long st_p0_0, long long st_p0_1, long long st_p1_0, long long st_p1_1, long long st_q0_0, long long st_q0_1) {
  typedef float CT0; typedef float CT1; typedef float OT0;
  __shared__ float tile1[32][33];
  const long long tiles1 = (n1 + 32 - 1) / 32;
  const long long t0 = (long long)(blockIdx.x / tiles1) * 32;
  const long long t1 = (long long)(blockIdx.x % tiles1) * 32;
  const int tx = threadIdx.x % (32 / 1) * 1, ty = threadIdx.x / (32 / 1);
  const bool full = t0 + 32 <= n0 && t1 + 32 <= n1;
#pragma unroll
  for (int r = ty; r < 32; r += 256 / (32 / 1)) {
    const long long i0 = t0 + tx, i1 = t1 + r;
    if (full || (i0 < n0 && i1 < n1)) { tile1[r][tx] = *reinterpret_cast<const float*>(reinterpret_cast<const char*>(p1) + i0 * st_p1_0 + i1 * st_p1_1); }
  }
  __syncthreads();
#pragma unroll
  for (int r = ty; r < 32; r += 256 / (32 / 1)) {
    const long long i0 = t0 + r, i1 = t1 + tx;
    if (full || (i0 < n0 && i1 < n1)) { CT0 in0 = gp_cast(CT0, *reinterpret_cast<const float*>(reinterpret_cast<const char*>(p0) + i0 * st_p0_0 + i1 * st_p0_1)); CT1 in1 = gp_cast(CT1, tile1[tx][r]); OT0 out0; out0 = (OT0)(in0 + in1); *reinterpret_cast<float*>(reinterpret_cast<char*>(q0) + i0 * st_q0_0 + i1 * st_q0_1) = gp_cast(float, out0); }
  }
}
