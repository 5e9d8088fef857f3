// Parts of the product and linear-algebra kernels (render.matmul_int, render.small_solve,
// render.triangle): names, the accumulation step, the per-dtype constants.  A line
// "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).
//@ mm_name
gpnumpy_matmul__${code}
//@ mm_what_bool  (comment text)
bool
//@ mm_rule_bool
the or of ands
//@ mm_what_int
integers
//@ mm_rule_int
modulo 2^${bits}, the low bits are NumPy's wrapped result
//@ mm_step_bool
sum |= ta[ty][q] & tb[q][tx];
//@ mm_step_int
sum += ta[ty][q] * tb[q][tx];
//@ mm_load_a
a[ia * sar + (p0 + tx) * sac]
//@ mm_load_b
b[(p0 + ty) * sbr + jb * sbc]
//@ mm_load_a_signed  a signed value widens with its sign, so the low bits of the product are exact
(long long)a[ia * sar + (p0 + tx) * sac]
//@ mm_load_b_signed
(long long)b[(p0 + ty) * sbr + jb * sbc]
//@ sv_name  small_solve: code, width, right-hand side columns at once
gpnumpy_small_solve__${code}__w${w}_k${chunk}
//@ sv_what  (comment text)
${code}, up to ${w} x ${w}
//@ sv_abs1_complex  the pivot's magnitude
fabs(v.re) + fabs(v.im)
//@ sv_abs1_real
fabs(v)
//@ sv_abs1_rule_complex  (comment text)
|re| + |im|
//@ sv_abs1_rule_real
|a|
//@ cx_const  a complex constant of real type r
gp_cx<${r}>(${v}, 0)
//@ real_const
(${r})${v}
//@ tri_name
gpnumpy_${which}__${code}__${it}
//@ tri_keep_lower  entry (i, j) kept where j - i <= k
<=
//@ tri_keep_upper
>=
