// The permutation of arange(n) that NumPy's Fisher-Yates swaps (x[i], x[J[i]]), i = n-1 .. 1,
// make (gpnumpy/random/_shuffle.py's ``apply``, whose model the tests check against NumPy),
// from J and the steps stably sorted by target (a step s targets J[s] <= s): ``tgt`` the
// sorted targets, ``order`` the steps.  Indices as JT (int32 below 2^31 steps).
//   ${name}_links: nxt[s], the next larger step with s's target (-1: none), and for each
//     target y, up1[y] = 1 + the smallest step above y that targets y (0: none; up1 zeroed);
//   ${name}_follow: out[i] = J[i] where no later step targets J[i], else the end of the chain
//     nxt[i] -> up(.) -> ... (what position nxt[i] held when step nxt[i] took it away).
typedef ${jt} JT;

extern "C" __global__ void __launch_bounds__(256) ${name}_links(
    const JT* __restrict__ tgt, const JT* __restrict__ order, long long n,
    JT* __restrict__ nxt, JT* __restrict__ up1) {
  const long long p = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (p >= n) return;
  const JT s = order[p], y = tgt[p];
  const JT nx = p + 1 < n && tgt[p + 1] == y ? order[p + 1] : (JT)-1;
  nxt[s] = nx;
  if (p == 0 || tgt[p - 1] != y) up1[y] = (JT)(1 + (s > y ? s : nx));
}

extern "C" __global__ void __launch_bounds__(256) ${name}_follow(
    const JT* __restrict__ J, const JT* __restrict__ nxt, const JT* __restrict__ up1,
    long long n, long long* __restrict__ out) {
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long s = (long long)nxt[i];
  if (s < 0) {
    out[i] = (long long)J[i];
    return;
  }
  for (long long u = (long long)up1[s]; u != 0; u = (long long)up1[s]) s = u - 1;
  out[i] = s;
}
