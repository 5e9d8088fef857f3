    { ${vt} bv = ${first};
#pragma unroll
      for (int j = 1; j < ${vec}; ++j) bv = ${best}(bv, ${each});
      if (acc.i == 0x7fffffffffffffffLL || gp_argbetter<${mx}>(bv, acc.v)) {
        int bj = 0;
#pragma unroll
        for (int j = ${last}; j >= 0; --j) { const ${vt} y = ${each}; if (y == bv || (gp_isnan(bv) && gp_isnan(y))) bj = j; }
        acc = AT{bv, k + ${off}}; } }
