  // Rows mode: lane r keeps entry r of one right-hand side column at a time, as OpenBLAS's
  // trsv (getrs with one column): axpy steps with fused multiply-adds, U's diagonal
  // divided by.
  for (long long col = blockIdx.y; col < k; col += gridDim.y) {
    ${t} y = zero;
    if (real_row) y = B ? B[sys * sbb + r * sbr + col * sbc] : (r == col ? one : zero);
#pragma unroll
    for (int j = 0; j < GP_W - 1; ++j) {
      if (j < nn - 1) {
        const ${t} yj = gp_shfl(y, base + pl[j]);
        if (step > j) y = gp_ss_fms(yj, a[j], y);
      }
    }
    ${t} x = zero;
#pragma unroll
    for (int j = GP_W - 1; j >= 0; --j) {
      if (j < nn) {
        if (step == j) y = gp_ss_div(y, dg);
        const ${t} xj = gp_shfl(y, base + pl[j]);
        if (step < j) y = gp_ss_fms(xj, a[j], y);
        if (r == j) x = xj;
      }
    }
    if (real_row) X[sys * sxb + r * sxr + col * sxc] = x;
  }
