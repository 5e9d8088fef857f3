// Advanced indexing, ${mode} mode: element i of the result (shape sh, C order)
// sits at byte offset po in the indexed view (strides ps per result axis, plus
// index value j_k times ast_k for each index array k), at qo in the other
// operand (strides qs), and reads index k at io_k (strides is_k).  An index out
// of [-ext_k, ext_k) is reported in err (k + 1, its value) and never followed.
// Each thread takes ${unroll} elements a grid apart: first all their index lookups,
// then all their loads, then the writes (independent memory requests in flight).
extern "C" __global__ void __launch_bounds__(256) ${name}(
    char* __restrict__ p, char* __restrict__ q, ${idx_params}${fpe_params}
    long long* __restrict__ err, int* __restrict__ claim, long long n${dim_params}) {
  ${fpe_decl}const long long stride = (long long)blockDim.x * gridDim.x;
  for (long long t0 = (long long)blockIdx.x * blockDim.x + threadIdx.x; t0 < n;
       t0 += stride * ${unroll}) {
    long long po_[${unroll}], qo_[${unroll}], co_[${unroll}], bi_[${unroll}];
    bool ok_[${unroll}];
#pragma unroll
    for (int u = 0; u < ${unroll}; ++u) {
      const long long i = t0 + u * stride;
      long long po = 0, qo = 0, co = 0, bi = 0;
      bool ok = i < n;
      if (ok) {
        ${decls}
        { long long rem = i; ${decompose} }
        ${lookups}
      }
      po_[u] = po; qo_[u] = qo; co_[u] = co; bi_[u] = bi; ok_[u] = ok;
    }
    ${body}
  }
}
