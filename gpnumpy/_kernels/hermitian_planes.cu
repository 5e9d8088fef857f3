// ${name}: the zero- (and Nyquist-) frequency planes of a half spectrum made Hermitian along
// the complex axes, in place, before a multi-dimensional C2R (NumPy's irfftn takes the real
// parts of those planes after its complex steps: the real part of an inverse DFT is the DFT
// of the Hermitian part):  z[k] <- (z[k] + conj(z[-k])) / 2, where -k mirrors the index
// (mod the length) along the axes whose bit is set in `mirror` and keeps it along the
// others.  Up to four axes, C order (n0 outermost), element strides s0..s3.  One thread takes
// each pair {k, -k} (the one whose own flat index is the smaller) and writes both, the second
// being the conjugate of the first: no element is read after another thread wrote it.
extern "C" __global__ void __launch_bounds__(256) ${name}(
    ${t}* __restrict__ X, long long total, long long n0, long long n1, long long n2,
    long long n3, long long s0, long long s1, long long s2, long long s3, long long mirror) {
  const long long n[4] = {n0, n1, n2, n3}, s[4] = {s0, s1, s2, s3};
  for (long long e = blockIdx.x * (long long)blockDim.x + threadIdx.x; e < total;
       e += (long long)gridDim.x * blockDim.x) {
    long long rem = e, off = 0, moff = 0, me = 0, place = 1;
    for (int i = 3; i >= 0; --i) {
      const long long k = rem % n[i];
      rem /= n[i];
      const long long mk = (((mirror >> i) & 1) && k) ? n[i] - k : k;
      off += k * s[i];
      moff += mk * s[i];
      me += mk * place;
      place *= n[i];
    }
    if (me < e) continue;  // (the pair's other thread writes both)
    const ${t} a = X[off], b = X[moff];
    const ${r} re = (a.re + b.re) * (${r})0.5, im = (a.im - b.im) * (${r})0.5;
    X[off] = gp_cx<${r}>(re, im);
    if (me != e) X[moff] = gp_cx<${r}>(re, -im);
  }
}
