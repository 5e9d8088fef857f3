// Inclusive scan of rows of K elements; ${mode} mode.
// tile: block t is tile k of row t / T and covers 256*${items} elements: warp w a
//       run of 32*${items}, read ${items} times 32 neighbours at once (coalesced);
//       warps scan with shuffles and the block combines its warps.  Rows of several
//       tiles take three steps: phase 1 writes each tile's aggregate to tot, the
//       caller scans those (a short scan), phase 2 starts tile k from pre[t - 1].
//       (phase 0: rows of one tile.)
// seq:  one thread per line (outer o, inner i) walks its K elements in order.
// seg:  ordered folds (reduceat; reduce/accumulate of ufuncs NumPy does not reorder), a
//       thread per line and segment; rows: the same for contiguous lines, a lane per line
//       folding chunks its warp loaded into shared memory (render.py has both bodies).
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}
    long long K, long long T, long long inner, long long M,
    const ${at}* __restrict__ pre, ${at}* __restrict__ tot, int phase) {
  typedef ${at} AT;
  typedef AT CT0; typedef AT CT1; typedef AT OT0;
  const AT neutral = ${neutral};
  ${op}
${body}
}
