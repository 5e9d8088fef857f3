// Parts of the advanced-indexing kernels (render.index): index.cu's parameters, the
// decomposition of a result element's flat index, the index lookups and each mode's body.
// A line "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).  p is the
// indexed view and q the other operand (byte offsets po, qo), bi the element's rank in the
// index block, co its claim slot, ok: its indices are all in range.
//@ name  the kernel's name: mode, moved type, result axes, index codes
gpnumpy_index_${mode}__${vt}__n${ndim}__${idx}
//@ name_at  ufunc.at: arity, loop, element, result axes, index codes, the expression's crc
gpnumpy_at_${arity}__${loop}_${elem}__n${ndim}__${idx}_${crc}
//@ dim_axis  result axis d: its extent and the strides of p, q, the claim slots
, long long sh${d}, long long ps${d}, long long qs${d}, long long cs${d}
//@ dim_is  index array k's stride along result axis d
, long long is${k}_${d}
//@ dim_index  index array k: the indexed axis' extent, p's stride along it, the claim's
, long long ext${k}, long long ast${k}, long long cm${k}
//@ idx_param
const char* __restrict__ i${k},
//@ io_decl
long long io${k} = 0;
//@ dec  result axis d > 0 of the flat index
{ const long long c = rem % sh${d}; ${step} rem /= sh${d}; }
//@ dec0  result axis 0
{ const long long c = rem; ${step} }
//@ dec_step
po += c * ps${d}; qo += c * qs${d}; bi += c * cs${d};
//@ dec_io
io${k} += c * is${k}_${d};
//@ lookup  index array k's value: wrapped once, out of range recorded (k + 1, value) and not followed
{ long long j = (long long)*reinterpret_cast<const ${t}*>(i${k} + io${k}); const long long j0 = j; if (j < 0) j += ext${k}; if ((unsigned long long)j >= (unsigned long long)ext${k}) { err[0] = ${k1}; err[1] = j0; ok = false; j = 0; } po += j * ast${k}; co += j * cm${k}; }
//@ gather  all loads, then all stores
${vt} v_[${unroll}];
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) { if (t0 + u * stride < n) v_[u] = *reinterpret_cast<const ${vt}*>(p + po_[u]); }
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) { if (t0 + u * stride < n) *reinterpret_cast<${vt}*>(q + qo_[u]) = v_[u]; }
//@ each  the other modes: body for each of the thread's elements
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) { if (t0 + u * stride < n) { const long long po = po_[u], qo = qo_[u], co = co_[u], bi = bi_[u]; const bool ok = ok_[u]; ${body} } }
//@ claim  the last result element writing a destination holds it
if (ok) atomicMax(claim + co, (int)(bi + 1));
//@ scatter
if (ok && (claim == 0 || claim[co] == (int)(bi + 1))) *reinterpret_cast<${vt}*>(p + po) = *reinterpret_cast<const ${vt}*>(q + qo);
//@ at_q  ufunc.at: the other operand's element
*reinterpret_cast<const ${t}*>(q + qo)
//@ at_return
return ${v};
//@ at_apply  ufunc.at: the table's expression as an atomic read-modify-write (common.cuh)
if (ok) { ${typedefs} gp_atomic_apply(reinterpret_cast<${t}*>(p + po), [&](${t} cur) -> ${t} { ${lines} }); }
//@ at_fpe_params  ufunc.at's checked variant: the record's slot words and the interval
unsigned* __restrict__ fpe_d, unsigned* __restrict__ fpe_h, unsigned fpe_g,
//@ at_fpe_decl  ... its categories (FM) and record (fpe.cuh)
constexpr unsigned FM = ${fm}u; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};
  
//@ at_apply_fpe  checked: the categories of the attempt that took (the last one) are kept
if (ok) { ${typedefs} unsigned fa = 0u; gp_atomic_apply(reinterpret_cast<${t}*>(p + po), [&](${t} cur) -> ${t} { ${lines} }); fpe.f |= fa; }
//@ at_check  ... the attempt's categories: the step's check and the cast of its result
fa = ${check};
//@ at_cast_check  the result (in the loop's type) cast into the element's type
gp_fpe_cast<FM, ${t}>(${v})
//@ atomic_fpe  checked hardware atomic: the step from the value it replaced
if (ok) { const ${t} in1 = *reinterpret_cast<const ${t}*>(q + qo); const ${t} in0 = ${fn}(reinterpret_cast<${t}*>(p + po), in1); const ${t} out0 = in0 + in1; fpe.f |= gp_fpe2<FM>(out0, in0, in1, false); }
//@ atomic_cx_fpe  checked complex add/subtract (sign -1): each part's step
if (ok) { ${t}* d = reinterpret_cast<${t}*>(p + po); const ${t}* s = reinterpret_cast<const ${t}*>(q + qo); const ${t} s0 = ${sign} * s[0], s1 = ${sign} * s[1]; const ${t} a0 = atomicAdd(d, s0), a1 = atomicAdd(d + 1, s1); fpe.f |= gp_fpe2<FM>(a0 + s0, a0, s0, false) | gp_fpe2<FM>(a1 + s1, a1, s1, false); }
//@ atomic  ufunc.at through the hardware's own atomic
if (ok) ${fn}(reinterpret_cast<${t}*>(p + po), *reinterpret_cast<const ${t}*>(q + qo));
//@ atomic_cx_add  complex add: an atomicAdd on each part (complex128 has no 16-byte atomic)
if (ok) { ${t}* d = reinterpret_cast<${t}*>(p + po); const ${t}* s = reinterpret_cast<const ${t}*>(q + qo); atomicAdd(d, s[0]); atomicAdd(d + 1, s[1]); }
//@ atomic_cx_sub
if (ok) { ${t}* d = reinterpret_cast<${t}*>(p + po); const ${t}* s = reinterpret_cast<const ${t}*>(q + qo); atomicAdd(d, -s[0]); atomicAdd(d + 1, -s[1]); }
