// The permutation of arange(n) that NumPy's Fisher-Yates swaps (x[i], x[J[i]]), i = n-1 .. 1,
// make (gpnumpy/random/_shuffle.py's ``apply``, whose model the tests check against NumPy),
// from the steps stably sorted by target (a step s targets J[s] <= s): ``tgt`` the sorted
// targets, ``order`` the steps; indices as JT (int32 below 2^31 steps).  Both kernels go over
// the sorted positions p (step s = order[p]; the next larger step with s's target, nx, is
// order[p + 1] where tgt[p + 1] is the same, else none):
//   ${name}_links: for each target y (the first p of its run), up1[y] = 1 + the smallest step
//     above y that targets y (0: none; up1 zeroed);
//   ${name}_follow: out[s] = J[s] where no later step targets J[s] (nx none), else the end of
//     the chain nx -> up(.) -> ... (what position nx held when step nx took it away).
typedef ${jt} JT;

extern "C" __global__ void __launch_bounds__(256) ${name}_links(
    const JT* __restrict__ tgt, const JT* __restrict__ order, long long n,
    JT* __restrict__ up1) {
  const long long p = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (p >= n) return;
  const JT y = tgt[p];
  if (p > 0 && tgt[p - 1] == y) return;
  const JT s = order[p];
  const JT nx = p + 1 < n && tgt[p + 1] == y ? order[p + 1] : (JT)-1;
  up1[y] = (JT)(1 + (s > y ? s : nx));
}

extern "C" __global__ void __launch_bounds__(256) ${name}_follow(
    const JT* __restrict__ tgt, const JT* __restrict__ order, const JT* __restrict__ up1,
    long long n, long long* __restrict__ out) {
  const long long p = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (p >= n) return;
  const JT y = tgt[p];
  long long s = p + 1 < n && tgt[p + 1] == y ? (long long)order[p + 1] : -1;
  if (s < 0) {
    s = (long long)y;
  } else {
    for (long long u = (long long)up1[s]; u != 0; u = (long long)up1[s]) s = u - 1;
  }
  out[order[p]] = s;
}
