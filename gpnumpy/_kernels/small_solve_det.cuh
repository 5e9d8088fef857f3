  // Determinant mode: the sign (X) and log|det| (B, of the real type) of each system, as
  // NumPy's slogdet reads getrf's factors: -1 for each row swap, then for each pivot of U's
  // diagonal, in step order, the log of its magnitude added and the sign times its unit:
  // ${det_rule}.  An exactly zero pivot (getrf's info > 0): sign 0 and log -inf.  B null:
  // the determinant itself into X, sign * exp(log|det|) as NumPy's det.
  ${t} sg = (swaps & 1) ? -one : one;
  ${r} lg = (${r})0;
#pragma unroll
  for (int j = 0; j < GP_W; ++j) {
    const ${t} d = gp_shfl(dg, base + pl[j]);
    if (j < nn) {
      const ${r} ad = ${det_abs};
      sg = ${det_step};
      lg += log(ad);
    }
  }
  if (singular) { sg = zero; lg = -(${r})GP_INF; }
  if (live && r == 0) {
    if (B) {
      X[sys * sxb] = sg;
      ((${r}*)B)[sys * sxb] = lg;
    } else {
      const ${r} e = exp(lg);
      X[sys * sxb] = ${det_value};
    }
  }
