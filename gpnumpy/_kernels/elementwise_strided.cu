
// Strided operands over ${itype} indices: each element's offsets come from its
// index and the collapsed shape; byte strides may be zero (broadcast) or negative.
extern "C" __global__ void __launch_bounds__(256) ${name}(${params}) {
  ${typedefs}
  for (${itype} i = (${itype})blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (${itype})blockDim.x * gridDim.x) {
    ${index}
    ${compute}
  }
}
