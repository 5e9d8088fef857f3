
// Reduction of K elements into each of M outputs, chunk g of G along K.
// ${mode} mode:
//   row: one block per (output, chunk); its threads stride along the reduced
//        elements (contiguous ones with ${vec}-element vectors), then combine
//        through warp shuffles and shared memory.
//   col: one thread per output (neighbouring threads read neighbouring
//        addresses); it walks its chunk of the reduced elements.
// Output m of chunk g goes to q[g * M + m] (a partial when G > 1).
extern "C" __global__ void __launch_bounds__(256) ${name}(
    const ${st}* __restrict__ p, ${qt}* __restrict__ q, ${mask_param}
    long long M, long long K, long long G, long long chunk${dim_params}) {
  typedef ${at} AT;
  const AT neutral = ${neutral};
${body}
}
