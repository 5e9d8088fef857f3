// ${name}: NumPy's floating-point errors of a product cuBLAS made, in one launch after the
// product (product_check.cuh): the result R, then, where it is not finite, the operands X
// and Y.  Each array is up to four axes, C order (n0 outermost), element strides s0..s3.
extern "C" __global__ void __launch_bounds__(256) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ R, long long rt, long long rn1, long long rn2, long long rn3,
    long long rs0, long long rs1, long long rs2, long long rs3,
    const ${t}* __restrict__ X, long long xt, long long xn1, long long xn2, long long xn3,
    long long xs0, long long xs1, long long xs2, long long xs3,
    const ${t}* __restrict__ Y, long long yt, long long yn1, long long yn2, long long yn3,
    long long ys0, long long ys1, long long ys2, long long ys3) {
  const gp_pc_layout LR = {rt, rn1, rn2, rn3, rs0, rs1, rs2, rs3};
  const gp_pc_layout LX = {xt, xn1, xn2, xn3, xs0, xs1, xs2, xs3};
  const gp_pc_layout LY = {yt, yn1, yn2, yn3, ys0, ys1, ys2, ys3};
  const long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long T = (long long)gridDim.x * blockDim.x;
  gp_pc_finish(gp_pc_scan(R, LR, t, T), fd, fh, g, w, mask, X, LX, Y, LY);
}
