  // Columns mode: the factors go to the tile in pivot order (row i: the pivot row of step
  // i), and lane c solves for right-hand side column c alone, as OpenBLAS's trsm (getrs
  // with several columns; U's diagonal by its reciprocal): the tile's entries are read as
  // broadcasts, and the column lives in shared memory (lane c's own column of the system's
  // y tile), so the loops stay loops: unrolled over registers they took NVRTC ten times
  // longer to compile.  Neighbouring lanes read and write neighbouring columns.
  const int sb = (threadIdx.x / GP_W) * GP_W;   // this system's diagonal and pivot rows
#define GP_Y(i) ys[sb * GP_W + (i) * GP_W + r]
#pragma unroll
  for (int c = 0; c < GP_W; ++c) GP_TILE(step, c) = a[c];
  rdiags[sb + step] = rd;
  prows[sb + step] = r;
  __syncwarp();
  for (long long k0 = (long long)blockIdx.y * GP_W; k0 < k; k0 += (long long)gridDim.y * GP_W) {
    const long long col = k0 + r;
    const bool has = live && col < k;
    for (int i = 0; i < nn; ++i) {         // P b: entry i is b's row pivoted at step i
      ${t} v = zero;
      if (has) {
        const int pr = prows[sb + i];
        v = B ? B[sys * sbb + pr * sbr + col * sbc] : (pr == col ? one : zero);
      }
      GP_Y(i) = v;
    }
    for (int j = 0; j < nn - 1; ++j) {     // L y = P b
      const ${t} yj = GP_Y(j);
#pragma unroll 4
      for (int i = j + 1; i < nn; ++i) GP_Y(i) = gp_ss_fms(GP_TILE(i, j), yj, GP_Y(i));
    }
    for (int j = nn - 1; j >= 0; --j) {    // U x = y
      const ${t} xj = GP_Y(j) * rdiags[sb + j];
      GP_Y(j) = xj;
#pragma unroll 4
      for (int i = 0; i < j; ++i) GP_Y(i) = gp_ss_fms(GP_TILE(i, j), xj, GP_Y(i));
    }
    if (has)
      for (int i = 0; i < nn; ++i) X[sys * sxb + i * sxr + col * sxc] = GP_Y(i);
  }
#undef GP_Y
