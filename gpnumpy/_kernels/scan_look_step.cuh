    if (phase == 4) {
      const AT agg = gp_shfl(s, 7);
      if (lane == 0) {
        *reinterpret_cast<volatile AT*>((k == 0 ? gp_inc : gp_agg) + t) = agg;
        gp_st_release(gp_st + t, k == 0 ? 2u : 1u);
      }
      if (k > 0) {
        // lane i waits for tile k - 1 - i of this row (windows of 32, nearest first) and the
        // warp folds the window up to the nearest inclusive prefix, older tiles on the left
        AT pre = neutral;
        for (long long top = k; ; top -= 32) {
          const long long j = top - 1 - lane;
          unsigned st = 2u;
          AT x = neutral;
          if (j >= 0) {
            do { st = gp_ld_acquire(gp_st + (t - k + j)); } while (st == 0u);
            x = *reinterpret_cast<volatile const AT*>((st == 2u ? gp_inc : gp_agg) + (t - k + j));
          }
          const unsigned incl = __ballot_sync(0xffffffffu, st == 2u);
          if (lane > (incl ? __ffs(incl) - 1 : 31)) x = neutral;
#pragma unroll
          for (int o = 1; o < 32; o <<= 1) {
            const AT y = gp_shfl_down(x, o);
            if (lane + o < 32) x = op(y, x);
          }
          pre = op(gp_shfl(x, 0), pre);
          if (incl) break;
        }
        if (lane == 0) {
          *reinterpret_cast<volatile AT*>(gp_inc + t) = op(pre, agg);
          gp_st_release(gp_st + t, 2u);
        }
        pre0 = pre;
      }
    }
