// Parts of the reduction kernels (render.reduction): the lines of reduce.cu's body and the
// pieces of its fragments (reduce_row_vec.cuh, reduce_argvec.cuh, reduce_col4.cuh,
// reduce_row_combine.cuh).  A line "//@ key  what it is" starts part `key` (see
// elementwise_parts.cuh).  AT is the accumulator type, acc the running value, p the input
// (byte offsets base + off), k the reduced index, m the output.
//@ name  the kernel's name: ufunc, input and output codes, mode, kept/reduced dims, vector width
gpnumpy_reduce_${name}__${src}__${dst}__${mode}_k${nk}_r${nr}_v${vec}${where}
//@ name_fpe
${kname}_fpe${fm}
//@ name_fpe_cast  ... the loads' casts checked too
${kname}_fpe${fm}c
//@ name_nf  ... the steps checked where not finite
_nf
//@ name_arg  argmax/argmin: the loop's code too
gpnumpy_arg${arg}__${acc}__${src}__${dst}__${mode}_k${nk}_r${nr}_v${vec}
//@ arg_type  argmax/argmin: a (value, index) pair
gp_arg<${t}>
//@ arg_best
gp_argbest<${max}>(in0, in1)
//@ arg_neutral
{${neutral}, 0x7fffffffffffffffLL}
//@ dim  a shape or stride parameter: v in ks, kt, rs, rt, kw, rw
, long long ${v}${d}
//@ var
${v}${d}
//@ off0  byte offset var of flat index over no dims
const long long ${var} = 0;
//@ off1  ... over one dim
const long long ${var} = (${index}) * ${stride};
//@ offn  ... over several (the innermost last): the first
long long ${var} = 0; { long long r_ = ${index};
//@ offn_step  the dims after the first, innermost first
${var} += (r_ % ${shape}) * ${stride}; r_ /= ${shape};
//@ offn_last
${var} += r_ * ${stride}; }
//@ arg_elem  argmax/argmin: an element and its index
AT{gp_cast(${t}, ${raw}), (long long)(${idx})}
//@ to_at
gp_cast(AT, ${raw})
//@ cast_fpe  a checked variant's load into the loop's type: the cast may raise (sum(dtype=))
(fpe.f |= gp_fpe_cast<FM, ${t}>(${raw}), gp_cast(${t}, ${raw}))
//@ load  the input element at byte offset off
*reinterpret_cast<const ${t}*>(reinterpret_cast<const char*>(p) + ${off})
//@ comb  one combining step (the table's expression of in0 = acc, in1 = v)
{ AT in0 = acc; AT in1 = (${v}); acc = (AT)(${expr}); }
//@ comb_fpe  ... checked: every step's result
{ AT in0 = acc; AT in1 = (${v}); AT out0 = (AT)(${expr}); acc = out0; fpe.f |= (${check}); }
//@ comb_nf  ... checked where the result is not finite (render.reduction's fpe_nonfinite)
{ AT in0 = acc; AT in1 = (${v}); AT out0 = (AT)(${expr}); acc = out0; if (!isfinite(out0)) fpe.f |= (${check}); }
//@ argstep  argmax/argmin: an element of the thread's own run (indices increase)
gp_argstep<${max}>(acc, ${v});
//@ result_half  a checked float16 result: its rounding may overflow or underflow
(fpe.f |= gp_fpe_half<FM>(${v}), gp_cast(${t}, ${v}))
//@ result_index
${v}.i
//@ typedefs
  typedef AT CT0; typedef AT CT1; typedef AT OT0;
//@ line2
  ${code}
//@ line4
    ${code}
//@ row_m  row mode: a block per (output, chunk)
  const long long m = blockIdx.x / G, g = blockIdx.x % G;
//@ chunk
  const long long k0 = g * chunk, k1 = k0 + chunk < K ? k0 + chunk : K;
//@ lanes_m  row mode, short rows: a group of ${lanes} lanes of a warp per output (256 / ${lanes} outputs a block, the whole row: G = 1); a group past M reads nothing
  const int gp_t = threadIdx.x & (${lanes} - 1);
  const long long m = (long long)blockIdx.x * (256 / ${lanes}) + threadIdx.x / ${lanes}, g = 0;
  const bool gp_live = m < M;
//@ lanes_chunk
  const long long k0 = 0, k1 = gp_live ? K : 0;
//@ lanes_combine  ... the group's lanes combined (the first lane's value depends on its group's alone), its first lane stores
#pragma unroll
  for (int o = ${lanes} / 2; o > 0; o >>= 1) ${comb}
  if (gp_t == 0 && gp_live) q[m] = ${result};
//@ acc
  AT acc = neutral;
//@ vj  element j of vector r
v${r}.v[${j}]
//@ kj
k + j
//@ kj_off  (tn: the row's threads, blockDim.x or the group's lanes; tx the thread's place among them)
k + ${tn} * ${n} + j
//@ bj
bj
//@ bj_off
${tn} * ${n} + bj
//@ four  row mode: the four vectors' elements in turn
    #pragma unroll
    for (int j = 0; j < ${vec}; ++j) { ${steps} }
//@ row_t
row[t]
//@ row_loop
  for (long long k = k0 + ${tx}; k < k1; k += ${tn}) {
//@ step
    ${step}
//@ step_where
    if (*(reinterpret_cast<const bool*>(w) + wbase + wk)) ${step}
//@ close
  }
//@ shfl
gp_shfl_down(acc, o)
//@ comb_tree  a checked step of the shuffle tree (offsets halving): taken only where the tree takes it, by the first o lanes of the warp or group (the others' sums are never read), so no lane is checked with the next row's nor, past the warp's end, with itself
{ const AT gp_o = gp_shfl_down(acc, o); if ((${tx} & 31) < o) ${comb} }
//@ shfl_v
gp_o
//@ col_m  column mode: a thread per output
  const long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x, g = blockIdx.y;
//@ col_guard
  if (m >= M) return;
//@ col_loop
  for (long long k = k0; k < k1; ++k) {
//@ col_store
  q[g * M + m] = ${v};
//@ col_at  column mode, one reduced dim: element k + j
base + (k + ${j}) * rt0
//@ col_at0
base + k * rt0
//@ k_plus
k + ${j}
//@ base_off
base + off
//@ mask_param
const bool* __restrict__ w,
//@ name_sink  a reduction over a pending graph (its source: fusion's sink), the source's hash
${kname}_z${h}
//@ sink_dim  the source's collapsed extent along d
${it} shape${d}
//@ sink_st  ... a strided leaf's byte stride along d
${it} st_${op}_${d}
//@ sink  the source's element e (C order over its shape), computed from the graph's leaves
  auto gp_src = [&](long long e) -> ${t} { ${t} gp_v; ${index} ${body} ${store}return gp_v; };
//@ sink_load  the source's element at byte offset off of its C-contiguous layout
gp_src((${off}) / (long long)sizeof(${t}))
//@ sink_v
gp_v
//@ vrow  row mode with vectors: the row's first element
const ${st}* row = reinterpret_cast<const ${st}*>(reinterpret_cast<const char*>(p) + base);
//@ vat  ... vector r of a thread's four (its one: r = 0), at ``off`` after k (none, or " + ...")
*reinterpret_cast<const ${v}*>(row + k${off})
//@ vat_off  ... vector r > 0's offset
 + ${tn} * ${vec}${times}
//@ vat_times  ... r > 1
 * ${r}
//@ sink_vrow  a sink's row with vectors: its first element's index, and its vector of vec elements from e0 (a multiple of vec)
const long long row = base / (long long)sizeof(${st}); auto gp_vsrc = [&](long long e0) -> ${v} { ${v} r; ${loads}
#pragma unroll
    for (int j = 0; j < ${vec}; ++j) { const long long e = e0 + j; ${t} gp_v; ${index} ${body} r.v[j] = gp_v; } ${store}return r; };
//@ sink_vload  ... an aligned contiguous leaf's vector
const gp_vec<${t}, ${vec}> lv${k} = *reinterpret_cast<const gp_vec<${t}, ${vec}>*>(p${k} + e0);
//@ sink_lv  ... its element j
lv${k}.v[j]
//@ sink_vat  ... the vector at element row + k (and the offset)
gp_vsrc(row + k${off})
//@ sink_row_t
gp_src(row + t)
//@ sink_q  a sink's store of its source (the pending array, alive: stored as it is reduced)
${t}* __restrict__ qs
//@ sink_store  ... element e
qs[e] = gp_v; 
//@ sink_vstore  ... the vector from e0
*reinterpret_cast<${v}*>(qs + e0) = r; 
