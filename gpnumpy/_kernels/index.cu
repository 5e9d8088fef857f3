// Advanced indexing, ${mode} mode: element i of the result (shape sh, C order)
// sits at byte offset po in the indexed view (strides ps per result axis, plus
// index value j_k times ast_k for each index array k), at qo in the other
// operand (strides qs), and reads index k at io_k (strides is_k).  An index out
// of [-ext_k, ext_k) is reported in err (k + 1, its value) and never followed.
extern "C" __global__ void __launch_bounds__(256) ${name}(
    char* __restrict__ p, char* __restrict__ q, ${idx_params}
    long long* __restrict__ err, int* __restrict__ claim, long long n${dim_params}) {
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (long long)blockDim.x * gridDim.x) {
    long long po = 0, qo = 0, co = 0, bi = 0;
    ${decls}
    { long long rem = i; ${decompose} }
    bool ok = true;
    ${lookups}
    ${body}
  }
}
