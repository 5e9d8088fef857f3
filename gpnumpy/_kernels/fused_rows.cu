
// Collapsed axes as rows (the last axis) cut into runs of ${vec} x 256 elements: a block's
// row and run come from its index, so the row's offsets are computed once per thread (no
// division per element); each thread takes ${vec} elements of the run, 256 apart (every
// warp access coalesced), their loads independent of each other.
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}) {
  ${typedefs}
  const ${itype} runs = (${last} + ${per} - 1) / ${per};
  const ${itype} i0 = (${itype})blockIdx.x / runs;
  const ${itype} c0 = ((${itype})blockIdx.x % runs) * ${per} + (${itype})threadIdx.x;
  ${base}
#pragma unroll
  for (int j = 0; j < ${vec}; ++j) {
    const ${itype} i1 = c0 + (${itype})j * 256;
    if (i1 < ${last}) {
      ${offsets}
      ${compute}
    }
  }
}
