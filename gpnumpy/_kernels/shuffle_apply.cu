// The permutation of arange(n) that NumPy's Fisher-Yates swaps (x[i], x[J[i]]), i = n-1 .. 1,
// make (gpnumpy/random/_shuffle.py's ``apply``, whose model the tests check against NumPy),
// from J and ``order``, the steps stably sorted by target (a step s targets J[s] <= s):
//   ${name}_links: nxt[s], the next larger step with s's target (-1: none), and for each
//     target y, up1[y] = 1 + the smallest step above y that targets y (0: none; up1 zeroed);
//   ${name}_follow: out[i] = J[i] where no later step targets J[i], else the end of the chain
//     nxt[i] -> up(.) -> ... (what position nxt[i] held when step nxt[i] took it away).
typedef ${jt} JT;

extern "C" __global__ void __launch_bounds__(256) ${name}_links(
    const JT* __restrict__ J, const long long* __restrict__ order, long long n,
    long long* __restrict__ nxt, long long* __restrict__ up1) {
  const long long p = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (p >= n) return;
  const long long s = order[p], y = (long long)J[s];
  const long long t = p + 1 < n ? order[p + 1] : -1;
  const long long nx = t >= 0 && (long long)J[t] == y ? t : -1;
  nxt[s] = nx;
  if (p == 0 || (long long)J[order[p - 1]] != y) up1[y] = 1 + (s > y ? s : nx);
}

extern "C" __global__ void __launch_bounds__(256) ${name}_follow(
    const JT* __restrict__ J, const long long* __restrict__ nxt,
    const long long* __restrict__ up1, long long n, long long* __restrict__ out) {
  const long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long s = nxt[i];
  if (s < 0) {
    out[i] = (long long)J[i];
    return;
  }
  for (long long u = up1[s]; u != 0; u = up1[s]) s = u - 1;
  out[i] = s;
}
