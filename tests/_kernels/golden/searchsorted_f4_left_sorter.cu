// gpnumpy_searchsorted__f4__left_sorter
// NumPy's searchsorted: one thread per value v[i] runs a binary search in the
// sorted array a (read in the order sorter gives, when there is one) and stores
// the left insertion point: the first position p with !(a[p] < x), in NumPy's
// sort order (gp_sort_lt: NaNs last).  a, v and the output are contiguous.
extern "C" __global__ void __launch_bounds__(256) gpnumpy_searchsorted__f4__left_sorter(
    const float* __restrict__ a, const float* __restrict__ v, const long long* __restrict__ sorter,
    long long* __restrict__ out, long long n, long long m) {
  typedef float CT;
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < m;
       i += (long long)gridDim.x * blockDim.x) {
    const CT x = gp_cast(CT, v[i]);
    long long lo = 0, hi = n;
    while (lo < hi) {
      const long long mid = lo + ((hi - lo) >> 1);
      const CT y = gp_cast(CT, a[sorter[mid]]);
      if (gp_sort_lt(y, x)) lo = mid + 1; else hi = mid;
    }
    out[i] = lo;
  }
}
