
// Contiguous operands: each thread moves ${unroll} vectors of ${vec} elements
// per operand (16-byte accesses where the types allow), a block's vectors
// side by side so that every warp access is coalesced.
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}, long long n) {
  ${typedefs}
  const long long bbase = (long long)blockIdx.x * ((long long)blockDim.x * ${vec} * ${unroll});
  if (bbase + (long long)blockDim.x * ${vec} * ${unroll} <= n) {
    ${vloads}
    ${vouts}
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) {
#pragma unroll
      for (int j = 0; j < ${vec}; ++j) ${vcompute}
    }
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) {
      long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * ${vec};
      ${vstores}
    }
  } else {
    // the grid's last block: one copy of the body, not unrolled (a long expression such
    // as sin's would otherwise be inlined vec * unroll more times: compile time, not speed)
#pragma unroll 1
    for (int u = 0; u < ${unroll}; ++u) {
#pragma unroll 1
      for (int j = 0; j < ${vec}; ++j) {
        long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * ${vec} + j;
        if (e < n) ${tail}
      }
    }
  }
}
