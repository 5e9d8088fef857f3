// Parts of the search and sort kernels (render.searchsorted, render.radix_sort): names,
// the comparisons of each side, the radix sort's order-preserving key image.  A line
// "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).
//@ ss_name  searchsorted: key code, side, through a sorter
gpnumpy_searchsorted__${code}__${side}${sorter}
//@ ss_sorter
_sorter
//@ ss_cond_left  (the comment's wording: the first p with a[p] >= x)
!(a[p] < x)
//@ ss_cond_right
x < a[p]
//@ ss_right_left  the search goes right of y for the left side...
gp_sort_lt(y, x)
//@ ss_right_right  ... and for the right side
!gp_sort_lt(x, y)
//@ ss_sorter_param
const long long* __restrict__ sorter,
//@ ss_index_sorter
sorter[mid]
//@ ss_index
mid
//@ rx_ns  the radix sort's namespace: block or sweep, key code, value code (or none)
gpnumpy_radix_${part}__${code}__${vcode}
//@ rx_ns_sweep  ... a sweep's tile (threads x keys), look-back window and knobs
${ns}__${threads}x${items}w${window}${late}${match}${min}
//@ rx_late
_late
//@ rx_match
_match
//@ rx_min
_min${n}
//@ rx_kernel  a kernel of the namespace
${ns}_${kernel}
//@ rx_top  the key's sign bit
((UT)1 << ${bit})
//@ rx_okey_float  -0.0 as 0.0, every NaN one above +inf, negative values reversed
const UT a = (UT)(b & (UT)~${top}); if (a > (UT)${inf}) return (UT)~(UT)0; if (a == 0) return ${top}; return (b & ${top}) ? (UT)~b : (UT)(b | ${top});
//@ rx_okey_signed
return (UT)(b ^ ${top});
//@ rx_okey_unsigned
return b;
//@ rx_order_float  (comment text: the keys' order)
-0.0 equal to 0.0, NaNs last and equal
//@ rx_order_signed
signed: the sign bit flipped
//@ rx_order_unsigned
unsigned: as they are
//@ rx_values  (comment text: what the sort carries)
${vcode} values
//@ rx_no_values
no values
//@ rx_min_blocks  onesweep's launch bound: blocks an SM must hold
, ${n}
