  // lines: (outer o, chunk g of T, inner i); each chunk of C elements in order
  const long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (m >= M) return;
  const long long C = (K + T - 1) / T;
  const long long og = m / inner, g = og % T, o = og / T;
  const long long base = o * K * inner + (m - og * inner), row = 0;
  const long long k1 = (g + 1) * C < K ? (g + 1) * C : K;
  unsigned bits = 0;
  const int r = 0;
  AT x = (phase == 2 && g > 0) ? pre[m - inner] : neutral;
  for (long long kk = g * C; kk < k1; ++kk) {
    const long long e = base + kk * inner;
    AT y = neutral;
    { AT x = neutral; ${load} y = x; }
    ${seq_step}
    if (phase != 1) { ${store} }
  }
  if (phase == 1) tot[m] = x;
