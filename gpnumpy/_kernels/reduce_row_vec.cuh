  ${row}
  long long k = k0 + (long long)${tx} * ${vec};
  for (; k + (long long)${tn} * ${vec} * 3 + ${vec} <= k1; k += (long long)${tn} * ${vec} * 4) {
    ${v} v0 = ${at0};
    ${v} v1 = ${at1};
    ${v} v2 = ${at2};
    ${v} v3 = ${at3};
${four}
  }
  for (; k + ${vec} <= k1; k += (long long)${tn} * ${vec}) {
    ${v} v0 = ${at0};
#pragma unroll
    for (int j = 0; j < ${vec}; ++j) ${one}
  }
  for (long long t = k1 - (k1 - k0) % ${vec} + ${tx}; t < k1; t += ${tn}) ${tail}
