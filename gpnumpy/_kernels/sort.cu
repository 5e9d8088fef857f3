// Stable sort of n <= 256 x ${items} keys in one block (CUB's BlockRadixSort).  Keys sort as
// order-preserving unsigned integers in NumPy's order (${order}), carrying their
// positions; the sorted keys (and values) are then read at those positions, so -0.0 and NaN
// payloads come back as they were.  Past n, all-ones keys sort last (the sort is stable).
extern "C" __global__ void __launch_bounds__(256) ${name}(
    const ${ut}* __restrict__ keys, const ${vt}* __restrict__ vals, ${ut}* __restrict__ okeys,
    ${vt}* __restrict__ ovals, int n) {
  typedef ${ut} UT;
  typedef cub::BlockRadixSort<UT, 256, ${items}, int> Sort;
  __shared__ typename Sort::TempStorage tmp;
  UT k[${items}];
  int pos[${items}];
#pragma unroll
  for (int r = 0; r < ${items}; ++r) {
    const int i = threadIdx.x * ${items} + r;
    pos[r] = i;
    k[r] = ~(UT)0;
    if (i < n) { const UT b = keys[i]; k[r] = ${key}; }
  }
  Sort(tmp).SortBlockedToStriped(k, pos);
#pragma unroll
  for (int r = 0; r < ${items}; ++r) {
    const int i = r * 256 + threadIdx.x;
    if (i < n) { okeys[i] = keys[pos[r]]; ${vstore} }
  }
}
