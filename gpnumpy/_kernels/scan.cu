// Inclusive scan of rows of K elements; ${mode} mode.
// tile: block t is tile k of row t / T and covers 256*${items} elements: warp w a
//       run of 32*${items}, read ${items} times 32 neighbours at once (coalesced);
//       warps scan with shuffles, the block combines its warps, and the tiles of
//       a row chain through decoupled look-back (flags: 0 nothing, 1 the tile's
//       aggregate, 2 its inclusive prefix).
// seq:  one thread per line (outer o, inner i) walks its K elements in order.
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}
    long long K, long long T, long long inner, long long M,
    int* __restrict__ flags, uint4* __restrict__ aggs, uint4* __restrict__ incls) {
  typedef ${at} AT;
  typedef AT CT0; typedef AT CT1; typedef AT OT0;
  const AT neutral = ${neutral};
  auto op = [](AT in0, AT in1) -> AT { return (AT)(${expr}); };
${body}
}
