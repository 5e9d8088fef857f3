// Parts of the product and linear-algebra kernels (render.matmul_int, render.small_gemm,
// render.small_dot, render.small_solve,
// render.triangle, render.hermitian_planes): names, the accumulation step, the per-dtype
// constants.  A line "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).
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
//@ sv_name  small_solve: code, width, substitution mode
gpnumpy_small_solve__${code}__w${w}_${mode}
//@ sv_rule_rows  (comment text: the substitution of each mode)
rows: one right-hand side column at a time, a lane per row, as trsv
//@ sv_rule_cols
columns: a lane per right-hand side column, the factors in shared memory, as trsm
//@ sv_rule_det
none: the determinant mode, sign and log|det| from the factors, as slogdet
//@ sv_ytile_det
//@ sv_det_abs_complex  a pivot's magnitude (NumPy's cabs) and the sign times its unit
hypot(d.re, d.im)
//@ sv_det_step_complex
sg * gp_cx<${r}>(d.re / ad, d.im / ad)
//@ sv_det_rule_complex  (comment text)
the pivot over its magnitude
//@ sv_det_value_complex  the determinant from sign and e = exp(log|det|)
gp_cx<${r}>(sg.re * e, sg.im * e)
//@ sv_det_value_real
sg * e
//@ sv_det_abs_real
fabs(d)
//@ sv_det_step_real
d < 0 ? -sg : sg
//@ sv_det_rule_real
its sign, a NaN's none
//@ sv_ytile_cols  the column mode's shared tile of right-hand sides (a line of its own)
  __shared__ ${t} ys[GP_NW * 32 * GP_W];   // right-hand side columns

//@ sv_ytile_rows
//@ sv_div_complex  the division's linkage: one complex (Smith's) division in the program
static __device__ __noinline__
//@ sv_div_real
GP_DEV
//@ sv_fms_complex  acc - x * y (real: one rounding, as the BLAS kernels)
acc - x * y
//@ sv_fms_real
fma(-x, y, acc)
//@ sv_fma_complex  acc + x * y
acc + x * y
//@ sv_fma_real
fma(x, y, acc)
//@ sv_sfmin_float  the smallest normal number (LAPACK's sfmin) of the real type
1.17549435e-38f
//@ sv_sfmin_double
2.2250738585072014e-308
//@ hp_name  hermitian_planes: the complex code
gpnumpy_hermitian_planes__${code}
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
//@ pc_name  product_check: the float or complex code
gpnumpy_product_check__${code}
//@ sg_name  small_gemm: the float code
gpnumpy_small_gemm__${code}
//@ sg_pack_name  ... its variant for stacks of small matrices
gpnumpy_small_gemm__${code}__pack
//@ sd_name  small_dot: the float code (stacks of dot products, m = n = 1)
gpnumpy_small_dot__${code}
//@ vm_name  small_vecmat: the float code (a vector times a matrix read across its rows)
gpnumpy_small_vecmat__${code}
//@ tri_name
gpnumpy_${which}__${code}__${it}
//@ tri_keep_lower  entry (i, j) kept where j - i <= k
<=
//@ tri_keep_upper
>=
