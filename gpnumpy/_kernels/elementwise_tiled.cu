
// Two collapsed axes where some operands run fastest along the output's slow
// axis: those go through a ${tile}x${tile} shared-memory tile (padded against bank
// conflicts), so that every global load and store is coalesced.  A block of 256
// threads moves one tile, each thread ${vec} neighbouring elements of a row (one vector
// access when ${vec} > 1); only edge tiles check bounds.
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}) {
  ${typedefs}
  ${shared}
  const ${itype} tiles1 = (n1 + ${tile} - 1) / ${tile};
  const ${itype} t0 = (${itype})(blockIdx.x / tiles1) * ${tile};
  const ${itype} t1 = (${itype})(blockIdx.x % tiles1) * ${tile};
  const int tx = threadIdx.x % (${tile} / ${vec}) * ${vec}, ty = threadIdx.x / (${tile} / ${vec});
  const bool full = t0 + ${tile} <= n0 && t1 + ${tile} <= n1;
#pragma unroll
  for (int r = ty; r < ${tile}; r += 256 / (${tile} / ${vec})) {
    const ${itype} i0 = t0 + tx, i1 = t1 + r;
    if (full || (i0 < n0 && i1 < n1)) { ${loads} }
  }
  __syncthreads();
#pragma unroll
  for (int r = ty; r < ${tile}; r += 256 / (${tile} / ${vec})) {
    const ${itype} i0 = t0 + r, i1 = t1 + tx;
    if (full || (i0 < n0 && i1 < n1)) ${compute}
  }
}
