// Parts of the scan and compaction kernels (render.scan): scan.cu's parameters and the
// pieces its mode fragments (scan_tile.cuh, scan_seq.cuh, scan_seg.cuh, scan_rows.cuh)
// take.  A line "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).
// x is the running value, y the element folded into it, e an element's index, row the
// line's first index; bits/r: the selected elements of a compaction.
//@ name  the kernel's name: ufunc, its codes (or the compaction's), mode and items a thread
gpnumpy_scan_${name}__${tag}__${mode}${items}${look}${w}${f}
//@ tag
${src}__${dst}__${acc}
//@ tag_index
${src}__index
//@ tag_values
${src}__values${size}
//@ rows_mode
rows${rows}_
//@ name_look
_look
//@ name_w
_w
//@ name_f  (steps not rounded to the result type)
_f
//@ name_fpe  the checked variant of these categories (fpe.cuh)
_fpe${fm}
//@ name_nf  ... checked where a result is not finite
_nf
//@ op  the step: in0 the running value, in1 the element
auto op = [](AT in0, AT in1) -> AT { return (AT)(${expr}); };
//@ op_fpe  checked: each step's result by the row's check
constexpr unsigned FM = ${fm}u; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};
  auto op = [&fpe](AT in0, AT in1) -> AT { const AT out0 = (AT)(${expr}); fpe.f |= (${check}); return out0; };${half}
//@ op_fpe_plain  ... with categories only the rounding to float16 raises
constexpr unsigned FM = ${fm}u; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};
  auto op = [](AT in0, AT in1) -> AT { return (AT)(${expr}); };${half}
//@ half_fpe  a float16 result's rounding (AT float), checked (not a generic lambda: NVRTC compiles none)
  auto half = [&fpe](AT v) -> AT { fpe.f |= gp_fpe_half<FM>(v); return v; };
//@ fpe_params  the checked variant's record: its slot's device and host words, the interval
unsigned* __restrict__ fpe_d, unsigned* __restrict__ fpe_h, unsigned fpe_g,
//@ p_in
const ${t}* __restrict__ p,
//@ w_in  where=: the mask beside p
const bool* __restrict__ w,
//@ vals_in  compaction of values: their raw bytes
const ${t}* __restrict__ vals,
//@ q_out
${t}* __restrict__ q,
//@ raw
p[row * K + e]
//@ load
x = gp_cast(AT, ${raw});
//@ store
q[row * K + e] = gp_cast(${t}, x);
//@ store_half_fpe  checked: a float16 result's rounding may overflow or underflow
q[row * K + e] = gp_cast(${t}, half(x));
//@ load_select  compaction: a nonzero mask element counts 1 and is marked in bits
if (gp_cast(bool, p[e])) { x = 1; bits |= 1u << r; }
//@ store_index  ... and goes to its rank: its flat index
if (bits >> r & 1) q[x - 1] = e;
//@ store_value  ... or its value
if (bits >> r & 1) q[x - 1] = vals[e];
//@ wbit
w[e]
//@ all
true
//@ step
op(x, y)
//@ step_round  each step rounded to the result type (NumPy's float16 loops)
gp_cast(AT, gp_cast(${t}, (op(x, y))))
//@ step_round_fpe  ... checked: the rounding may overflow or underflow
gp_cast(AT, gp_cast(${t}, half(op(x, y))))
//@ update
x = ${step};
//@ update_cu  seg mode, where=: only the elements the mask keeps
if (cu[r]) x = ${step};
//@ update_gw  rows mode, where=: the mask's chunk in shared memory
if (gw[warp][lane * (${cols} + 1) + c]) x = ${step};
//@ gw_decl
  __shared__ bool gw[8][${n}];
//@ gw_put
gw[warp][i * (${cols} + 1) + c] = u[r];
//@ op_fpe_nf  checked where a step's result is not finite (render.scan's fpe_nonfinite: the row's errors come only with such a result, and a running value that is not finite stays so): the step unchecked, chk the row's check of one step
constexpr unsigned FM = ${fm}u; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};
  auto op = [](AT in0, AT in1) -> AT { return (AT)(${expr}); };
  auto chk = [&fpe](AT in0, AT in1, AT out0) { fpe.f |= (${check}); };
//@ seq_step  seq mode's step
x = op(x, y);
//@ seq_step_nf  ... checked where its result is not finite (not phase 1's chunk totals)
{ const AT x1 = op(x, y); if (phase != 1 && !isfinite(x1)) chk(x, y, x1); x = x1; }
//@ update_nf  a fold's step (update), checked where its result is not finite
{ const AT x0 = x; ${update} if (!isfinite(x)) chk(x0, y, x); }
//@ guard  rows mode, phase 0, the checked pass after an unchecked one (render.scan's guard): a warp whose lines' totals in q are all finite returns, since their steps found nothing (a running value that is not finite stays so); the others fold again, checked, and store the same totals

  { const long long e = m0 + (lane < ${rows} ? lane : 0);
    if (!__ballot_sync(0xffffffffu, e < M && !isfinite((AT)q[e]))) return; }
//@ name_guard
_g
//@ chunk_start  rows mode, checked where not finite: the running value before a whole chunk

        const AT x0 = x;
//@ chunk_check  ... whose steps are checked again where it changed class (finite, infinite, NaN: a class only rises)

        if (isnan(x) != isnan(x0) || isinf(x) != isinf(x0)) {
          AT x = x0;
          for (int c = 0; c < ${cols}; ++c) {
            const AT y = b[c];
            ${update_nf}
          }
        }
//@ check_after  tile mode, checked where not finite, after the stores: a warp whose last item of each lane is finite skips the check of its outputs (a running value that is not finite stays so: every output before them is finite too); a warp that reaches the row's end checks each (check_out)

  if (w0 + 32LL * ${items} > K || __ballot_sync(0xffffffffu, !isfinite(op(wp, v[${last}])))) {
#pragma unroll
    for (int r = 0; r < ${items}; ++r) {
      const long long e = w0 + r * 32 + lane;${check}
    }
  }
//@ check_out  tile mode, checked where not finite: the step into each such output, from the value before it (the lane before; a warp's first lane: the item before, or the warp's prefix) and its element loaded again

    if (__ballot_sync(0xffffffffu, e < K && !isfinite(op(wp, v[r])))) {
      const AT x = op(wp, v[r]);
      AT px = gp_shfl_up(x, 1);
      const AT last = gp_shfl(op(wp, v[r > 0 ? r - 1 : 0]), 31);
      if (lane == 0) px = r > 0 ? last : wp;
      if (e < K && !isfinite(x)) { AT y; { AT x; ${load} y = x; } chk(px, y, x); }
    }
