// ${name}: Y = the ${what} triangle of each matrix of X, zeros elsewhere: entry (i, j)
// is kept where j - i ${keep} k.  X is read through element strides (batch, row,
// column), so a transposed or broadcast stack needs no copy first; Y is C-contiguous.
// Only the kept entries are read.
extern "C" __global__ void __launch_bounds__(256) ${name}(
    const ${t}* __restrict__ X, ${t}* __restrict__ Y, ${it} total, ${it} rows, ${it} cols,
    long long sxb, long long sxr, long long sxc, long long k) {
  for (${it} idx = blockIdx.x * (${it})blockDim.x + threadIdx.x; idx < total;
       idx += (${it})gridDim.x * blockDim.x) {
    const ${it} t = idx / cols, j = idx - t * cols, b = t / rows, i = t - b * rows;
    const long long d = (long long)j - (long long)i;
    ${t} v = ${zero};
    if (d ${keep} k) v = X[(long long)b * sxb + (long long)i * sxr + (long long)j * sxc];
    Y[idx] = v;
  }
}
