// gpnumpy_add__f4_sf4__f2__strided2_i4_where__loop_f4_f4_f4

// Strided operands over int indices: each element's offsets come from its
// index and the collapsed shape; byte strides may be zero (broadcast) or negative.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_add__f4_sf4__f2__strided2_i4_where__loop_f4_f4_f4(const float* __restrict__ p0, const float s1, gp_half* __restrict__ q0, const bool* __restrict__ wh, int n, int shape0, int shape1, int st_p0_0, int st_p0_1, int st_q0_0, int st_q0_1, int st_wh_0, int st_wh_1) {
  typedef float CT0; typedef float CT1; typedef float OT0;
  for (int i = (int)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (int)blockDim.x * gridDim.x) {
    int o_p0 = 0; int o_q0 = 0; int o_wh = 0; int rem = i; { int c = rem % shape1; rem /= shape1; o_p0 += c * st_p0_1; o_q0 += c * st_q0_1; o_wh += c * st_wh_1; } o_p0 += rem * st_p0_0; o_q0 += rem * st_q0_0; o_wh += rem * st_wh_0;
    { CT0 in0 = gp_cast(CT0, *reinterpret_cast<const float*>(reinterpret_cast<const char*>(p0) + o_p0)); CT1 in1 = gp_cast(CT1, s1); OT0 out0; out0 = (OT0)(in0 + in1); if (*reinterpret_cast<const bool*>(reinterpret_cast<const char*>(wh) + o_wh)) { *reinterpret_cast<gp_half*>(reinterpret_cast<char*>(q0) + o_q0) = gp_cast(gp_half, gp_cast(float, out0)); } }
  }
}
