  // the single-pass look-back (decoupled; tiles in launch order), ours: no CUB header, so a
  // cold build takes a tenth of the time.  Per tile of the T * M: a status word (0 nothing
  // yet, 1 its aggregate, 2 its inclusive prefix; each value is stored before its status,
  // which is stored with release and read with acquire), then the aggregates, then the
  // prefixes (render.look_bytes).
  const long long gp_n = T * M;
  unsigned* const gp_st = reinterpret_cast<unsigned*>(tot);
  AT* const gp_agg = reinterpret_cast<AT*>(reinterpret_cast<char*>(tot) + ((gp_n * 4 + 15) & ~15LL));
  AT* const gp_inc = gp_agg + gp_n;
  if (phase == 3) {
    const long long i = blockIdx.x * 256LL + threadIdx.x;
    if (i < gp_n) gp_st[i] = 0u;
    return;
  }
