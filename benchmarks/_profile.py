"""What the device did during a few calls of a function: every kernel and copy, with its count
and device time, traced with torch.profiler (CUPTI sees every library's kernels in the
process, so gpnumpy, CuPy and the NVIDIA libraries are counted alike).

``kernel_profile(f, sync, calls)`` -> ``{"kernels": launches per call, "busy_ms": device time
per call spent in kernels and copies, "top": [[name, launches per call, ms per call], ...]}``,
or raises ImportError where torch is missing.  diag_trace.py and suite.py --profile use it.
"""
import collections


def kernel_profile(f, sync, calls=1, top=5):
    import torch  # optional heavy dependency: the profiler is torch's
    from torch.profiler import profile, ProfilerActivity
    sync()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            f()
        sync()
        torch.cuda.synchronize()
    agg = collections.defaultdict(lambda: [0, 0.0])
    for ev in prof.events():
        if ev.device_type == torch.autograd.DeviceType.CUDA:
            a = agg[ev.name]
            a[0] += 1
            a[1] += ev.device_time_total if hasattr(ev, "device_time_total") \
                else ev.cuda_time_total
    rows = sorted(agg.items(), key=lambda kv: -kv[1][1])
    launches = sum(cnt for name, (cnt, _) in rows if not _is_copy(name))
    return {"kernels": launches / calls,
            "copies": sum(cnt for name, (cnt, _) in rows if _is_copy(name)) / calls,
            "busy_ms": sum(us for _, (_, us) in rows) / calls / 1e3,
            "top": [[name, cnt / calls, us / calls / 1e3] for name, (cnt, us) in rows[:top]]}


def _is_copy(name):
    n = name.lower()
    return n.startswith("memcpy") or n.startswith("memset")


def short_name(name, width=48):
    """A kernel's name without template arguments and parameter lists, cut to ``width``."""
    depth, out = 0, []
    for ch in name:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    s = "".join(out).replace("void ", "").strip() or name
    return s if len(s) <= width else s[:width - 3] + "..."
