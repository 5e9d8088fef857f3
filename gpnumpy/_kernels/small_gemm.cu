// ${name}: C = A @ B over a stack of small matrices in one launch, with NumPy's
// floating-point check of the product (product_check.cuh) in the same launch: for products
// whose host time cuBLAS's call and a second launch would double.
// A (count, m, k), B (count, k, n), C (count, m, n), element strides (batch, row, column);
// a batch stride may be 0 (a broadcast operand); m, n, k <= 64 and fewer than 2^31 tiles
// (tiles are counted in 32 bits).  A block makes 32 x 32 tiles of C, a thread a 2 x 2 block
// of them (rows ty and ty + 16, columns tx and tx + 16), k in steps of 32 through shared
// memory (out-of-range elements read as zero and never stored), fused multiply-adds in k
// order from zero; blocks stride over the tiles of every matrix, and each step's operands
// are loaded into registers while the step before it computes.  Both operands lie in shared
// memory with k along a row (A's block [i][k], B's [j][k]), so that a thread reads 16 bytes of
// consecutive k of each of its two rows and two columns a load (4 floats or 2 doubles): 4
// loads for 16 (float) or 8 (double) fused multiply-adds.  An operand whose rows or columns
// are contiguous and 16-byte aligned (a broadcast one too) is read from global memory 16
// bytes a load (along k, or across rows and columns, stored transposed); any other layout
// (strided, negative, unaligned, an outer stride of 2^24 or more) element by element, lanes
// along its smaller stride, at 64-bit offsets.  A thread's 16-byte offset inside an
// operand's block is found once (32 bits); a stack of one-tile matrices with k <= 32 (every
// tile a whole matrix) finds a tile's place without dividing and adds no row, column or k
// offset.  Registers: 40 for float32 (6 blocks an SM), 64 for float64 (4: 48 spilled).
// Results are bitwise those of one fma chain a value in k order.  The check keeps a
// running maximum of its outputs' keys (finite < infinity < NaN: gp_pc_key).  ``mask`` 0: no
// check (the error state ignores overflow and invalid, or the product reports none).
// ``blocks``: the blocks an SM is to hold, which bounds the registers a thread takes.
// ``pack`` (the host's choice, products._sg_pack: m, n <= 16, k <= 32 and 32-bit offsets
// inside a step's operands): the variant for stacks of small matrices (gp_sg_pack), whose
// block step makes several whole matrices, a thread one or two outputs (8 x 8: 8 matrices a
// step, a thread's two outputs 4 matrices apart, where a 32 x 32 tile kept 16 of its threads
// busy with one), operands through shared memory as
// above, 16 bytes a load where a thread's four elements are contiguous and aligned.
// Registers: 56 for float32, 64 for float64 (4 blocks an SM).

// How a thread reads an operand's 32 x 32 block X[p][k] (p: A's rows, B's columns):
// GP_SG_VEC: 16 bytes a load along the contiguous axis; GP_SG_SWAP: that axis (the lanes'
// axis) is p, else k.  Element by element: lanes along the inner axis, a thread's 4 elements
// 8 outer places apart; 16 bytes a load: VK elements a vector, 32 / VK vectors a row.
#define GP_SG_VEC 1
#define GP_SG_SWAP 2

// 16 bytes a load: the inner place of this thread's first vector, its outer place, and the
// outer places from one of its vectors to the next (a row's vectors by consecutive lanes).
// (Stored transposed, a warp's elements meet 4-way bank conflicts; the mapping that avoids
// them, a warp's lanes 16 rows of two neighbouring vectors, spilled at 40 registers.)
template <class T> GP_DEV void gp_sg_vplace(int& in, int& out, int& dout) {
  constexpr int VK = 16 / sizeof(T), VR = 32 / VK;
  const int t = threadIdx.x;
  in = (t % VR) * VK;
  out = t / VR;
  dout = 256 / VR;
}

// this thread's elements of a block at x into r (inner stride si, outer so; ri, ro: the
// places left along the inner and outer axes from the block's first): 16 bytes a load from
// x[o] (gp_sg_offset: the outer stride is below 2^24, so every offset fits in 32 bits),
// element by element at 64-bit offsets
template <class T>
GP_DEV void gp_sg_fetch(T (&r)[4], int mode, const T* __restrict__ x, int o, long long si,
                        long long so, int ri, int ro) {
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T);
  const int t = threadIdx.x;
  if (mode & GP_SG_VEC) {
    int in, out, dout;
    gp_sg_vplace<T>(in, out, dout);
    const bool ok = in < ri;
#pragma unroll
    for (int q = 0; q < 4 / VK; ++q) {
      V v;
#pragma unroll
      for (int c = 0; c < VK; ++c) gp_sg_set(v, c, T(0));
      if (ok && out + q * dout < ro)
        v = *reinterpret_cast<const V*>(x + (o + q * dout * (int)so));
#pragma unroll
      for (int c = 0; c < VK; ++c) r[q * VK + c] = gp_sg_at(v, c);
    }
  } else {
    const int in = t & 31, out = t >> 5;
    const bool ok = in < ri;
    const T* y = x + in * si + out * so;
#pragma unroll
    for (int e = 0; e < 4; ++e) r[e] = (ok && out + 8 * e < ro) ? y[8 * e * so] : T(0);
  }
}

// this thread's first offset in an operand's block read 16 bytes a load (gp_sg_fetch)
template <class T> GP_DEV int gp_sg_offset(int mode, long long so) {
  if (!(mode & GP_SG_VEC)) return 0;
  int in, out, dout;
  gp_sg_vplace<T>(in, out, dout);
  return out * (int)so + in;
}

// the elements gp_sg_fetch read into r, into the shared block S[p][k] (rows of LD)
template <class T, int LD> GP_DEV void gp_sg_put(T* S, const T (&r)[4], int mode) {
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T), VR = 32 / VK;
  const int t = threadIdx.x;
  if (mode & GP_SG_VEC) {
    int in, out, dout;
    gp_sg_vplace<T>(in, out, dout);
#pragma unroll
    for (int q = 0; q < 4 / VK; ++q) {
      const int o = out + q * dout;
      if (mode & GP_SG_SWAP) {
#pragma unroll
        for (int c = 0; c < VK; ++c) S[(in + c) * LD + o] = r[q * VK + c];
      } else {
        V v;
#pragma unroll
        for (int c = 0; c < VK; ++c) gp_sg_set(v, c, r[q * VK + c]);
        *reinterpret_cast<V*>(S + o * LD + in) = v;
      }
    }
  } else {
    const int in = t & 31, out = t >> 5;
#pragma unroll
    for (int e = 0; e < 4; ++e) {
      const int o = out + 8 * e;
      if (mode & GP_SG_SWAP) S[in * LD + o] = r[e];
      else S[o * LD + in] = r[e];
    }
  }
}

// the mode an operand with strides sb (matrix), sp, sk and extents P, K is read in
template <class T>
GP_DEV int gp_sg_mode(const T* x, long long sb, long long sp, long long sk, int P, int K) {
  constexpr long long VK = 16 / sizeof(T);
  const bool al = !(reinterpret_cast<unsigned long long>(x) & 15) && sb % VK == 0;
  const long long big = 1ll << 24;  // (the outer stride: 32-bit offsets, gp_sg_fetch)
  if (al && sk == 1 && sp % VK == 0 && K % VK == 0 && sp < big && sp > -big) return GP_SG_VEC;
  if (al && sp == 1 && sk % VK == 0 && P % VK == 0 && sk < big && sk > -big)
    return GP_SG_VEC | GP_SG_SWAP;
  return (sp < 0 ? -sp : sp) < (sk < 0 ? -sk : sk) ? GP_SG_SWAP : 0;
}

// every tile of the stack this block makes; returns the check's bits of this thread's values
template <class T, int LD>
GP_DEV unsigned gp_sg_run(T* __restrict__ Sa, T* __restrict__ Sb, const T* __restrict__ A,
                          const T* __restrict__ B, T* __restrict__ C, int M, int N, int K,
                          unsigned count, long long ab, long long ar, long long ac,
                          long long bb, long long br, long long bc, long long cb,
                          long long cr, long long cc, int ma, int mb) {
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T);
  const unsigned tn = (unsigned)(N + 31) >> 5, per = ((unsigned)(M + 31) >> 5) * tn;
  const unsigned tiles = per * count;
  const int steps = K > 0 ? (K + 31) >> 5 : 1;  // (k = 0: one step of zeros)
  const bool whole = per == 1 && steps == 1;  // (every tile a whole matrix: i0 = j0 = k0 = 0)
  // this thread's offsets in the operands' blocks
  const int oa = gp_sg_offset<T>(ma, (ma & GP_SG_SWAP) ? ac : ar);
  const int ob = gp_sg_offset<T>(mb, (mb & GP_SG_SWAP) ? br : bc);
  // tile t: its matrix, first row and first column (a stack of one-tile matrices: t)
  auto place = [&](unsigned t, unsigned& mat, int& i0, int& j0) {
    if (per == 1) {
      mat = t;
      i0 = j0 = 0;
      return;
    }
    mat = t / per;
    const unsigned rest = t - mat * per, ti = rest / tn;
    i0 = (int)(ti << 5);
    j0 = (int)((rest - ti * tn) << 5);
  };
  T ra[4], rb[4];
  auto fetch = [&](unsigned mat, int i0, int j0, int k0) {
    const T* a = A + (long long)mat * ab;
    const T* b = B + (long long)mat * bb;
    if (!whole) {
      a += i0 * ar + k0 * ac;
      b += j0 * bc + k0 * br;
    }
    const int am = M - i0, bn = N - j0, kl = K - k0;
    if (ma & GP_SG_SWAP) gp_sg_fetch<T>(ra, ma, a, oa, ar, ac, am, kl);
    else gp_sg_fetch<T>(ra, ma, a, oa, ac, ar, kl, am);
    if (mb & GP_SG_SWAP) gp_sg_fetch<T>(rb, mb, b, ob, bc, br, bn, kl);
    else gp_sg_fetch<T>(rb, mb, b, ob, br, bc, kl, bn);
  };
  const int tx = threadIdx.x & 15, ty = threadIdx.x >> 4;
  const T* a0 = Sa + ty * LD;
  const T* a1 = Sa + (ty + 16) * LD;
  const T* b0 = Sb + tx * LD;
  const T* b1 = Sb + (tx + 16) * LD;
  unsigned mx = 0;
  T c00 = T(0), c01 = T(0), c10 = T(0), c11 = T(0);
  unsigned tile = blockIdx.x;
  int step = 0;
  if (tile < tiles) {
    unsigned mat;
    int i0, j0;
    place(tile, mat, i0, j0);
    fetch(mat, i0, j0, 0);
  }
  while (tile < tiles) {
    gp_sg_put<T, LD>(Sa, ra, ma);
    gp_sg_put<T, LD>(Sb, rb, mb);
    __syncthreads();
    // the next step (of this tile, or the first of the block's next): in flight while this
    // one computes (a tile's place is found again where it is needed, which keeps fewer
    // registers: a stack's tile is its matrix)
    unsigned next = tile;
    int nstep = step + 1;
    if (nstep == steps) {
      nstep = 0;
      next += gridDim.x;
    }
    if (next < tiles) {
      unsigned nmat;
      int ni0, nj0;
      place(next, nmat, ni0, nj0);
      fetch(nmat, ni0, nj0, nstep << 5);
    }
#pragma unroll
    for (int kk = 0; kk < 32; kk += VK) {
      const V x0 = *reinterpret_cast<const V*>(a0 + kk);
      const V x1 = *reinterpret_cast<const V*>(a1 + kk);
      const V y0 = *reinterpret_cast<const V*>(b0 + kk);
      const V y1 = *reinterpret_cast<const V*>(b1 + kk);
#pragma unroll
      for (int j = 0; j < VK; ++j) {
        c00 = fma(gp_sg_at(x0, j), gp_sg_at(y0, j), c00);
        c01 = fma(gp_sg_at(x0, j), gp_sg_at(y1, j), c01);
        c10 = fma(gp_sg_at(x1, j), gp_sg_at(y0, j), c10);
        c11 = fma(gp_sg_at(x1, j), gp_sg_at(y1, j), c11);
      }
    }
    __syncthreads();
    if (nstep == 0) {  // the tile's last step: its values are made
      unsigned mat;
      int i0, j0;
      place(tile, mat, i0, j0);
      T* c = C + ((long long)mat * cb + ty * cr + tx * cc);
      if (!whole) c += i0 * cr + j0 * cc;
      const int mi = M - i0 - ty, nj = N - j0 - tx;  // (this thread's rows and columns left)
      if (mi > 0) {
        if (nj > 0) { c[0] = c00; mx = max(mx, gp_pc_key(c00)); }
        if (nj > 16) { c[16 * cc] = c01; mx = max(mx, gp_pc_key(c01)); }
      }
      if (mi > 16) {
        c += 16 * cr;
        if (nj > 0) { c[0] = c10; mx = max(mx, gp_pc_key(c10)); }
        if (nj > 16) { c[16 * cc] = c11; mx = max(mx, gp_pc_key(c11)); }
      }
      c00 = c01 = c10 = c11 = T(0);
    }
    tile = next;
    step = nstep;
  }
  return gp_pc_key_bits(mx, gp_pc_inf(static_cast<const T*>(nullptr)));
}

// ceil(log2(x)) for 0 <= x <= 32 (once a block)
GP_DEV int gp_sg_lg(int x) {
  int l = 0;
  while ((1 << l) < x) ++l;
  return l;
}

// A stack of small matrices (m, n <= 16, k <= 32): a block's step makes G = 2^lg whole
// matrices, a thread one output of each of one or two of them.  A matrix takes pm x pn threads (the powers of two at or
// above m and n), k is padded with zeros to KP = 2^lk (at least 4); the operands' rows and
// columns lie in shared memory as in gp_sg_run (X[p][k], rows of LD = KP + VK elements),
// G as large as 512 outputs and CAP elements an operand allow (then a step's G x P x KP
// elements of an operand are at most 1024: 4 a thread).
struct gp_sg_shape {
  int lm, ln, lk, lg, LD;
};
template <class T, int CAP> GP_DEV gp_sg_shape gp_sg_pack_shape(int M, int N, int K) {
  constexpr int VK = 16 / sizeof(T);
  gp_sg_shape s;
  s.lm = gp_sg_lg(M);
  s.ln = gp_sg_lg(N);
  s.lk = gp_sg_lg(K < 4 ? 4 : K);
  s.LD = (1 << s.lk) + VK;  // (16-byte rows; a row's vectors four banks on from the last's)
  const int lp = s.lm > s.ln ? s.lm : s.ln;
  s.lg = 9 - s.lm - s.ln;  // (at most two outputs a thread)
  while (s.lg > 0 && (s.LD << (s.lg + lp)) > CAP) --s.lg;
  return s;
}

// An operand's elements in a step, numbered e = ((g P + p) KP + k) (k inner) or
// ((g KP + k) P + p) (p inner: where p's stride is the smaller and P >= 4): a thread reads
// the 4 consecutive ones from e = 4 t (one row or column of one matrix).  Found once a
// block (gp_sg_pslot), for x's matrices mat0 .. mat0 + G - 1 (extent P = 2^lP rows or
// columns p, strides xb, xp, xk; the host takes this variant only where every offset from
// mat0's first element fits in 32 bits): the thread's offset from mat0's first element, the
// stride of its four, how many of them are in range (0: the thread reads none; 8: all four,
// contiguous and 16-byte aligned in every matrix, read 16 bytes a load), its matrix g, and
// the place of its first in the shared block S[g P + p][k] (rows of LD).
struct gp_sg_slot {
  int off, si, ni, g, sh;
};
template <class T>
GP_DEV gp_sg_slot gp_sg_pslot(const T* x, long long xb, int xp, int xk, int P, int K,
                              const gp_sg_shape& s, int lP, bool pin) {
  constexpr int VK = 16 / sizeof(T);
  const int e = threadIdx.x << 2;
  const int li = pin ? lP : s.lk, lo = pin ? s.lk : lP;  // (inner and outer bits)
  const int in = e & ((1 << li) - 1), out = (e >> li) & ((1 << lo) - 1);
  gp_sg_slot o;
  o.g = e >> (lP + s.lk);
  const int p = pin ? in : out, k = pin ? out : in;
  const bool ok = o.g < (1 << s.lg) && (pin ? k < K : p < P);
  o.ni = !ok ? 0 : min(pin ? P - in : K - in, 4);
  o.off = ok ? o.g * (int)xb + p * xp + k * xk : 0;
  o.si = pin ? xp : xk;
  o.sh = e < (1 << (s.lg + lP + s.lk)) ? ((o.g << lP) + p) * s.LD + k : -1;
  if (o.ni == 4 && o.si == 1 && !(reinterpret_cast<unsigned long long>(x) & 15) &&
      xb % VK == 0 && o.off % VK == 0)
    o.ni = 8;
  return o;
}

// this thread's four elements (gp_sg_pslot) of matrices from mat0 into r (zero out of range)
template <class T>
GP_DEV void gp_sg_pfetch(T (&r)[4], const T* __restrict__ x, unsigned mat0, unsigned count,
                         long long xb, const gp_sg_slot& o) {
  const T* y = x + (long long)mat0 * xb + o.off;
  const int ni = mat0 + (unsigned)o.g < count ? o.ni : 0;
  if (ni == 0) {
#pragma unroll
    for (int q = 0; q < 4; ++q) r[q] = T(0);
    return;
  }
  if (ni == 8) {
    typedef typename gp_sg_vec<T>::type V;
    constexpr int VK = sizeof(V) / sizeof(T);
#pragma unroll
    for (int q = 0; q < 4; q += VK) {
      const V v = *reinterpret_cast<const V*>(y + q);
#pragma unroll
      for (int c = 0; c < VK; ++c) r[q + c] = gp_sg_at(v, c);
    }
    return;
  }
#pragma unroll
  for (int q = 0; q < 4; ++q) r[q] = q < ni ? y[q * o.si] : T(0);
}

// the elements gp_sg_pfetch read into r, into the shared block (k inner: one row's four
// consecutive k, 16-byte aligned; p inner: four rows' k)
template <class T>
GP_DEV void gp_sg_pput(T* S, const T (&r)[4], const gp_sg_slot& o, int LD, bool pin) {
  if (o.sh < 0) return;
  T* z = S + o.sh;
  if (pin) {
#pragma unroll
    for (int q = 0; q < 4; ++q) z[q * LD] = r[q];
  } else {
    typedef typename gp_sg_vec<T>::type V;
    constexpr int VK = sizeof(V) / sizeof(T);
#pragma unroll
    for (int q = 0; q < 4; q += VK) {
      V v;
#pragma unroll
      for (int c = 0; c < VK; ++c) gp_sg_set(v, c, r[q + c]);
      *reinterpret_cast<V*>(z + q) = v;
    }
  }
}

// every matrix of the stack this block makes (m, n <= 16, k <= 32: gp_sg_pack_shape);
// returns the check's bits of this thread's values
template <class T, int CAP>
GP_DEV unsigned gp_sg_pack(T* __restrict__ Sa, T* __restrict__ Sb, const T* __restrict__ A,
                           const T* __restrict__ B, T* __restrict__ C, int M, int N, int K,
                           unsigned count, long long ab, long long ar, long long ac,
                           long long bb, long long br, long long bc, long long cb,
                           long long cr, long long cc) {
  typedef typename gp_sg_vec<T>::type V;
  constexpr int VK = sizeof(V) / sizeof(T);
  const gp_sg_shape s = gp_sg_pack_shape<T, CAP>(M, N, K);
  const unsigned tiles = (count + (1u << s.lg) - 1) >> s.lg;
  // (p inner: a thread's four elements along A's rows, B's columns)
  const bool pa = s.lm >= 2 && (ar < 0 ? -ar : ar) < (ac < 0 ? -ac : ac);
  const bool pb = s.ln >= 2 && (bc < 0 ? -bc : bc) < (br < 0 ? -br : br);
  const int t = threadIdx.x;
  const int jt = t & ((1 << s.ln) - 1), it = (t >> s.ln) & ((1 << s.lm) - 1);
  const int gt = t >> (s.lm + s.ln);
  const bool act = gt < (1 << s.lg) && it < M && jt < N;  // (gt < 2^l1)
  const T* a0 = Sa + ((gt << s.lm) + it) * s.LD;
  const T* b0 = Sb + ((gt << s.ln) + jt) * s.LD;
  const int KV = (K + VK - 1) & -VK;  // (k read to a whole vector: zeros past K)
  // a thread's outputs: one (G <= 2^l1, the matrices 256 threads hold) or two (G = 2^(l1 + 1)),
  // the second 2^l1 matrices on, its rows da and columns db elements on in shared memory
  const int l1 = 8 - s.lm - s.ln, nh = s.lg > l1 ? 2 : 1;
  const int da = (256 >> s.ln) * s.LD, db = (256 >> s.lm) * s.LD;
  T* c = C + (it * cr + jt * cc);
  unsigned mx = 0;
  const gp_sg_slot oa = gp_sg_pslot<T>(A, ab, (int)ar, (int)ac, M, K, s, s.lm, pa);
  const gp_sg_slot ob = gp_sg_pslot<T>(B, bb, (int)bc, (int)br, N, K, s, s.ln, pb);
  T ra[4], rb[4];
  unsigned tile = blockIdx.x;
  if (tile < tiles) {
    gp_sg_pfetch<T>(ra, A, tile << s.lg, count, ab, oa);
    gp_sg_pfetch<T>(rb, B, tile << s.lg, count, bb, ob);
  }
  while (tile < tiles) {
    gp_sg_pput<T>(Sa, ra, oa, s.LD, pa);
    gp_sg_pput<T>(Sb, rb, ob, s.LD, pb);
    __syncthreads();
    const unsigned next = tile + gridDim.x;  // (in flight while this step computes)
    if (next < tiles) {
      gp_sg_pfetch<T>(ra, A, next << s.lg, count, ab, oa);
      gp_sg_pfetch<T>(rb, B, next << s.lg, count, bb, ob);
    }
#pragma unroll 1
    for (int h = 0; h < nh; ++h) {  // (the thread's matrices gt and gt + 2^l1)
      const unsigned mat = (tile << s.lg) + (unsigned)(gt + (h << l1));
      if (act && mat < count) {
        const T* ah = a0 + h * da;
        const T* bh = b0 + h * db;
        T v = T(0);
#pragma unroll
        for (int kk = 0; kk < 32; kk += VK) {
          if (kk >= KV) break;
          const V x = *reinterpret_cast<const V*>(ah + kk);
          const V y = *reinterpret_cast<const V*>(bh + kk);
#pragma unroll
          for (int j = 0; j < VK; ++j) v = fma(gp_sg_at(x, j), gp_sg_at(y, j), v);
        }
        c[(long long)mat * cb] = v;
        mx = max(mx, gp_pc_key(v));
      }
    }
    __syncthreads();
    tile = next;
  }
  return gp_pc_key_bits(mx, gp_pc_inf(static_cast<const T*>(nullptr)));
}

extern "C" __global__ void __launch_bounds__(256, ${blocks}) ${name}(
    unsigned* fd, unsigned* fh, unsigned g, unsigned* w, unsigned mask,
    const ${t}* __restrict__ A, const ${t}* __restrict__ B, ${t}* __restrict__ C,
    long long m, long long n, long long k, long long count,
    long long ab, long long ar, long long ac, long long bb, long long br, long long bc,
    long long cb, long long cr, long long cc) {
  typedef ${t} T;
  constexpr int LD = 32 + 16 / sizeof(T);  // (rows 16-byte aligned)
  __shared__ __align__(16) T Sa[32 * LD];  // A's block [i][k]
  __shared__ __align__(16) T Sb[32 * LD];  // B's block [j][k]
  const int M = (int)m, N = (int)n, K = (int)k;
  unsigned f;
  if (${pack}) {  // (m, n <= 16, k <= 32: several whole matrices a step, gp_sg_pack)
    f = gp_sg_pack<T, 32 * LD>(Sa, Sb, A, B, C, M, N, K, (unsigned)count, ab, ar, ac, bb, br,
                               bc, cb, cr, cc);
  } else {
    const int ma = gp_sg_mode(A, ab, ar, ac, M, K), mb = gp_sg_mode(B, bb, bc, br, N, K);
    f = gp_sg_run<T, LD>(Sa, Sb, A, B, C, M, N, K, (unsigned)count, ab, ar, ac, bb, br, bc,
                         cb, cr, cc, ma, mb);
  }
  if (mask)
    gp_pc_finish_stack(f, fd, fh, g, w, mask, A, B, m, n, k, count, ab, ar, ac, bb, br, bc);
}
