// Parts of the elementwise kernels (render.elementwise): the pieces that fill the holes of
// elementwise_contig.cu, elementwise_strided.cu and elementwise_tiled.cu.  A line "//@ key
// what it is" starts part `key`; its text runs to the next such line (less the final
// newline) and is a ${}-template like the .cu files.  Operand k is p<k> (input array),
// s<k> (scalar argument) or q<k> (output); CT<k>/OT<k> are the loop's compute types and
// in<k>/out<k> the values the table's expression reads and writes.  The checked variants'
// parts (fpe_*) are shared with the reductions.
//@ name  the kernel's name: ufunc, input operands, outputs, layout
gpnumpy_${name}__${ins}__${outs}__${layout}${where}
//@ name_where  kernel name suffix: a where= mask
_where
//@ name_operand  an input in the kernel name: its kind ('s', 'p', 'i'; none for arrays) and dtype code
${kind}${code}
//@ name_loop  kernel name suffix: operands of other dtypes than the loop's
${kname}__loop_${loop}
//@ name_fpe  kernel name suffix: the checked variant of these categories
${kname}__fpe${fm}
//@ tag_contig
contig${vec}x${unroll}
//@ tag_tiled
tiled${tile}_${idx}_v${vec}
//@ tag_strided
strided${ndim}_${idx}
//@ fpe_params  a checked kernel's first parameters: its slot's device and host words, the interval
unsigned* __restrict__ fpe_d, unsigned* __restrict__ fpe_h, unsigned fpe_g
//@ fpe_decl  the checked kernel's categories (FM) and its record (fpe.cuh)
constexpr unsigned FM = ${fm}u; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};
//@ ct
typedef ${t} CT${k};
//@ ot
typedef ${t} OT${k};
//@ param_s
const ${t} s${k}
//@ param_p
const ${t}* __restrict__ p${k}
//@ param_q
${t}* __restrict__ q${k}
//@ param_wh
const bool* __restrict__ wh
//@ cast  NumPy's cast of x to type t (common.cuh)
gp_cast(${t}, ${x})
//@ scalar
s${k}
//@ load
CT${k} in${k} = ${v};
//@ load_kept  the checked variant keeps each loaded value (a cast checks its source)
const ${t} x${k} = ${raw}; CT${k} in${k} = ${v};
//@ kept
x${k}
//@ out
OT${k} out${k};
//@ statement  a table expression that is a value, not statements
out0 = (OT0)(${expr});
//@ outv
out${k}
//@ assign
${target} = ${v};
//@ fpe_or
fpe.f |= ${check};
//@ guarded
if (${guard}) { ${stores} }
//@ block
{ ${lines} }
//@ fpe_cast  a cast's check: the source value x0 into the destination's storage type
gp_fpe_cast<FM, ${t}>(x0)
//@ fpe_out_cast  an output of another dtype than the loop's: the result's cast into it
gp_fpe_cast<FM, ${t}>(${v})
//@ fpe_half  float16 loops compute in float: rounding each result may overflow or underflow
gp_fpe_half<FM>(out${k})
//@ paren
(${x})
//@ either
${a} | ${b}
//@ no_fpe
0u
//@ broadcast  the one element a 'p' operand points to
p${k}[0]
//@ index_vec  an 'i' operand in contig layout: the element's flat index
(bbase + ((long long)u * blockDim.x + threadIdx.x) * ${vec} + j)
//@ index_elem
e
//@ vec_in
v${k}[u].v[j]
//@ elem_in
p${k}[e]
//@ vdecl_in
gp_vec<${t}, ${vec}> v${k}[${unroll}];
//@ vloads
${decls}
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * ${vec}; ${loads} }
//@ vload
v${k}[u] = *reinterpret_cast<const gp_vec<${t}, ${vec}>*>(p${k} + e);
//@ vdecl_out
gp_vec<${t}, ${vec}> r${k}[${unroll}];
//@ vec_out
r${k}[u].v[j]
//@ vstore
*reinterpret_cast<gp_vec<${t}, ${vec}>*>(q${k} + e) = r${k}[u];
//@ elem_out
q${k}[e]
//@ ptr_in
p${k}
//@ ptr_out
q${k}
//@ ptr_wh
wh
//@ param_n2  tiled: the two collapsed extents
${it} n0, ${it} n1
//@ param_st  the byte stride of operand op along axis d
${it} st_${op}_${d}
//@ at2_in  tiled: an element of operand ptr at (i0, ${i1})
*reinterpret_cast<const ${t}*>(reinterpret_cast<const char*>(${ptr}) + i0 * st_${ptr}_0 + ${i1} * st_${ptr}_1)
//@ at2_out
*reinterpret_cast<${t}*>(reinterpret_cast<char*>(${ptr}) + i0 * st_${ptr}_0 + i1 * st_${ptr}_1)
//@ i1
i1
//@ i1_u
(i1 + u)
//@ shared_tile
__shared__ ${t} tile${k}[${tile}][${pad}];
//@ tile_elem
tile${k}[tx][r]
//@ tile_elem_u
tile${k}[tx + u][r]
//@ vtype
gp_vec<${t}, ${vec}>
//@ tile_load
tile${k}[r][tx] = ${v};
//@ tile_vload  one vector load along the tiled operand's contiguous axis
{ const ${vt} v = ${at};
#pragma unroll
      for (int u = 0; u < ${vec}; ++u)  tile${k}[r][tx + u] = v.v[u]; }
//@ wdecl
${vt} w${k};
//@ welem
w${k}.v[u]
//@ wstore
${at} = w${k};
//@ tiled_vcompute  vec elements per thread, one vector store along the outputs' contiguous axis
{ ${decls}
#pragma unroll
      for (int u = 0; u < ${vec}; ++u) ${body} ${stores} }
//@ param_n  strided: the element count
${it} n
//@ param_shape
${it} shape${d}
//@ offset_init  operand op's offset ${v} (o: of element i; b, fused rows: of row i0)
${it} ${v}_${op} = 0;
//@ rem_init
${it} rem = ${i};
//@ dim_step  the index's coordinate along axis d (d > 0) added to every operand's offset
{ ${it} c = rem % shape${d}; rem /= shape${d}; ${adds} }
//@ add_c
${v}_${op} += c * st_${op}_${d};
//@ add_rem
${v}_${op} += rem * st_${op}_${d};
//@ index_value  an 'i' operand in strided layout
(long long)i
//@ at_in  strided: input k at its byte offset
*reinterpret_cast<const ${t}*>(reinterpret_cast<const char*>(p${k}) + o_p${k})
//@ at_out
*reinterpret_cast<${t}*>(reinterpret_cast<char*>(q${k}) + o_q${k})
//@ at_wh
*reinterpret_cast<const bool*>(reinterpret_cast<const char*>(wh) + o_wh)
//@ ct_name
CT${k}
//@ fz_name  a fused kernel's name (render.fused): its first nodes, the stored codes, layout, spec hash
gpnumpy_fused_${names}${more}__${outs}__${layout}__h${h}
//@ fz_name_more  fused kernel name: the count of nodes beyond the first four
_and${n}
//@ fz_fpe_params  a fused kernel's parameters of floating-point record m (one per fperr slot)
unsigned* __restrict__ fpe_d${m}, unsigned* __restrict__ fpe_h${m}, unsigned fpe_g${m}
//@ fz_fpe_words  a fused kernel's record bits (4 a record, 8 records a word: one register each 8 records, not one each) and a record type handing its bits to fpe.cuh's gp_fpe_rec at the end, when a lane of the warp has any
unsigned fpk[${nw}] = {}; bool fz_any = false; struct gp_fz_rec { const unsigned& w; unsigned s; unsigned* d; unsigned* h; unsigned g; const bool& any; __device__ __forceinline__ ~gp_fz_rec() { if (any) { gp_fpe_rec r{(w >> s) & 15u, d, h, g}; } } };
//@ fz_fpe_rec  record m: bits s..s+3 of word w
gp_fz_rec fpe${m}{fpk[${w}], ${s}u, fpe_d${m}, fpe_h${m}, fpe_g${m}, fz_any};
//@ fz_fpe_guard  declared after the records, so ended before them: one vote of the warp on all words
struct gp_fz_guard { unsigned (&w)[${nw}]; bool& a; __device__ __forceinline__ ~gp_fz_guard() { unsigned o = 0u; for (int i = 0; i < ${nw}; ++i) o |= w[i]; a = __ballot_sync(__activemask(), o != 0u) != 0u; } } fz_guard{fpk, fz_any};
//@ fz_fpe_or  a node's categories into its record's bits
fpk[${w}] |= (${check}) << ${s}u;
//@ fz_fm  a checked node's categories
constexpr unsigned FM = ${fm}u;
//@ fz_nf_decl  a fused kernel's finiteness accumulator of one width (render.fused's late checks)
${t} gp_nf${c} = 0;
//@ fz_nf_f4  a float into its accumulator (an exact fma, kept under -fmad=false): NaN from the first value that is not finite on
gp_nff4 = __fmaf_rn(${v}, 0, gp_nff4);
//@ fz_nf_f8  a double into its accumulator, as fz_nf_f4
gp_nff8 = __fma_rn(${v}, 0, gp_nff8);
//@ fz_nf_bad
isnan(gp_nf${c})
//@ fz_late  the late checks, where a value was not finite
if (${cond}) { ${lines} }
//@ fz_late_fn  a fused graph's late checks out of line (render._fused_body): the element's leaf values and the scalars in, its record bits out; compiled once, however many elements a thread's unrolled loop holds
struct gp_fz_bits { unsigned w[${nw}]; };
__device__ __noinline__ gp_fz_bits gp_fz_late(${params}) { gp_fz_bits gp_r = {}; unsigned (&fpk)[${nw}] = gp_r.w; ${decls} ${lines} return gp_r; }
//@ fz_late_param  the late checks' function: leaf k's raw value
const ${t} l${k}
//@ fz_late_leaf
l${k}
//@ fz_late_call  the late checks' record bits into the kernel's
const gp_fz_bits gp_lb = gp_fz_late(${args}); ${ors}
//@ fz_late_or
fpk[${w}] |= gp_lb.w[${w}];
//@ ct_in
in${k}
//@ fz_t  node m's value, rounded to its storage type
t${m}
//@ fz_t_decl
${t} t${m};
//@ tag_rows  a fused kernel's rows layout: axes, elements per thread, index type
rows${ndim}x${vec}_${idx}
//@ fz_last  rows: the extent of the last (row) axis
shape${d}
//@ fz_row_off  rows: operand op's offset of element i1 of its row
const ${it} o_${op} = b_${op} + i1 * st_${op}_${d};
