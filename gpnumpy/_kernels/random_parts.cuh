// Parts of the random kernels (render.random_stream, render.random_shuffle).  A line
// "//@ key  what it is" starts part `key` (see elementwise_parts.cuh).
//@ name  bit generator and word width, sampler, output code, mode
gpnumpy_random__${gen}${wbits}__${method}__${code}__${mode}${affine}
//@ name_affine
_affine
//@ affine  normal's loc + scale * z, exponential's scale * z (random.cu's GP_AFFINE)
#define GP_AFFINE 1

//@ float  a float literal
${x}f
//@ shuffle_name
gpnumpy_random_shuffle__${jt}
