"""The main job: a small detector-and-particle pipeline written once against the
NumPy API and run twice on the same data, with ``numpy`` and with ``gpnumpy``.

Per particle (float32 throughout):
  1. calibrate a raw reading and normalise it with constants from a previous run;
  2. push the particle through a damped, driven oscillator for a few leapfrog steps;
  3. derive radius and energy, select particles by comparisons, bin the radius;
  4. weight by a Boltzmann factor and keep a float16 copy of the signal for storage.

It uses only ufuncs, arithmetic operators, ``astype`` and creation functions
(``zeros``, ``empty``, ``arange``, ``linspace``, ``asarray``): no reductions, no
``where``.  Checksums are taken with NumPy after ``gpnumpy.asnumpy``.

Runs on a GPU or, without one (or with GPNUMPY_DEVICE=cpu), on the host, where
gpnumpy executes with NumPy underneath: there the run checks agreement only, and no
speed-up is printed (it would compare NumPy with NumPy).

    python3 benchmarks/main_job.py [--n N] [--repeat R]
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np


from _common import import_gpnumpy  # noqa: E402

STEPS = 8          # leapfrog steps
DT = 0.05
K_SPRING = 1.5     # restoring force
DAMPING = 0.2
DRIVE = 0.05       # force from the normalised signal
R_MAX = 2.0        # radius of the histogram
R_CUT = 1.0        # "inside the detector"
E_CUT = 0.3        # "hot" particles
BETA = 2.0         # inverse temperature of the weight
NBINS = 64


def make_inputs(n, seed=20261122):
    """Host inputs (NumPy, float32) and the calibration constants (Python floats)."""
    rng = np.random.default_rng(seed)
    f32 = np.float32
    data = {
        "raw": rng.standard_normal(n, dtype=f32) * 15.0 + 100.0,
        "gain": rng.random(n, dtype=f32) * 0.2 + 0.9,
        "ped": rng.random(n, dtype=f32) * 2.0,
        "x": rng.random(n, dtype=f32) * 2.0 - 1.0,
        "y": rng.random(n, dtype=f32) * 2.0 - 1.0,
        "vx": rng.standard_normal(n, dtype=f32) * 0.5,
        "vy": rng.standard_normal(n, dtype=f32) * 0.5,
    }
    # "From a previous run": mean and spread of the calibrated signal.
    sig = (data["raw"] - data["ped"]).astype(np.float64) * data["gain"]
    consts = {"mu": float(sig.mean()), "inv_sigma": float(1.0 / sig.std())}
    return data, consts


def pipeline(xp, d, c):
    """The workload, written once for NumPy and gpnumpy alike."""
    n = d["raw"].shape[0]
    f32 = xp.float32

    # 1. calibrate and normalise (Python scalars stay float32: NEP 50)
    sig = xp.empty(n, dtype=f32)
    xp.subtract(d["raw"], d["ped"], out=sig)
    sig *= d["gain"]
    z = (sig - c["mu"]) * c["inv_sigma"]

    # 2. push: leapfrog in a damped oscillator driven by the signal
    x, y, vx, vy = d["x"], d["y"], d["vx"], d["vy"]
    dose = xp.zeros(n, dtype=f32)
    for _ in range(STEPS):
        ax = -K_SPRING * x - DAMPING * vx + DRIVE * z
        ay = -K_SPRING * y - DAMPING * vy - DRIVE * z
        vx = vx + DT * ax
        vy = vy + DT * ay
        x = x + DT * vx
        y = y + DT * vy
        dose += DT * (vx * vx + vy * vy)

    # the chain from the issue: x*y + w*v - x
    mix = x * y + vx * vy - x

    # 3. derived quantities, selection, binning
    r = xp.sqrt(x * x + y * y)
    energy = 0.5 * (vx * vx + vy * vy) + (0.5 * K_SPRING) * (r * r)
    inside = r < R_CUT
    hot = xp.greater(energy, E_CUT)
    selected = xp.logical_and(inside, hot)
    outside_or_cold = xp.logical_not(selected) | xp.isnan(energy)
    sel_energy = energy * selected                        # bool * float32 -> float32
    scaled = xp.minimum(xp.maximum(r * (NBINS / R_MAX), 0.0), NBINS - 1)
    bins = xp.floor(scaled).astype(xp.int32)
    phase = (xp.arange(n, dtype=xp.int64) % 16).astype(f32)
    tag = bins * 16 + phase.astype(xp.int32)              # int32 arithmetic

    # 4. weights and storage
    profile = xp.linspace(0.9, 1.1, n, dtype=f32)
    weight = xp.exp(-BETA * energy) * profile
    z16 = z.astype(xp.float16)
    speed = xp.hypot(vx, vy)
    angle = xp.arctan2(vy, vx)

    return {
        "z": z, "x": x, "y": y, "dose": dose, "mix": mix, "r": r, "energy": energy,
        "selected": selected, "outside_or_cold": outside_or_cold, "sel_energy": sel_energy,
        "bins": bins, "tag": tag, "weight": weight, "z16": z16, "speed": speed, "angle": angle,
    }


def compare(ref, got):
    """One line per output and whether all agree with NumPy."""
    ok = True
    lines = []
    for name, a in ref.items():
        b = got[name]
        if b.dtype != a.dtype or b.shape != a.shape:
            lines.append("  %-16s MISMATCH dtype/shape: numpy %s%s, gpnumpy %s%s"
                         % (name, a.dtype, a.shape, b.dtype, b.shape))
            ok = False
            continue
        identical = np.array_equal(a, b, equal_nan=a.dtype.kind == "f")
        if a.dtype.kind == "f":
            rtol = 1e-3 if a.dtype == np.float16 else 1e-5
            good = np.allclose(b, a, rtol=rtol, atol=1e-6, equal_nan=True)
            err = float(np.max(np.abs(b.astype(np.float64) - a.astype(np.float64)))) if a.size else 0.0
            detail = "max |diff| %.2e" % err
        else:
            # Integer and boolean outputs come from exact float32 arithmetic and
            # should match exactly; allow a value at a threshold to fall the
            # other way after a one-ulp difference upstream.
            diff = int(np.count_nonzero(a != b))
            good = diff <= max(1, a.size // 100000)
            detail = "%d differ" % diff
        ok &= bool(good)
        lines.append("  %-16s %-8s %-9s %-8s %s" % (
            name, a.dtype, "ok" if good else "MISMATCH",
            "bit-exact" if identical else "", detail))
    return ok, lines


def checksums(res):
    """Summary numbers taken with NumPy on host copies."""
    return {
        "selected": int(np.count_nonzero(res["selected"])),
        "sum(sel_energy)": float(res["sel_energy"].sum(dtype=np.float64)),
        "sum(weight)": float(res["weight"].sum(dtype=np.float64)),
        "histogram[0:4]": np.bincount(res["bins"], minlength=NBINS)[:4].tolist(),
        "sum(z16)": float(res["z16"].sum(dtype=np.float64)),
    }


def median_time(fn, repeat):
    times = []
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return float(np.median(times)), out


def config_lines(gp):
    """show_config()'s lines without its device line (printed once, above), one line per
    entry: a value that carries a line break is joined back onto its entry."""
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        gp.show_config()
    lines = []
    for ln in buf.getvalue().splitlines():
        if not ln.strip():
            continue
        if lines and ": " not in ln:
            lines[-1] += " " + ln.strip()
        else:
            lines.append(ln.rstrip())
    return [ln for ln in lines if not ln.startswith("gpnumpy device:")]


def gpnumpy_on_device(gp):
    try:
        from gpnumpy._core import device as gpdev
        return bool(gpdev.ON_DEVICE), gpdev.device_name()
    except Exception as exc:  # an older or newer layout: ask the array
        dev = str(getattr(gp.zeros(1), "device", "unknown"))
        return ("cpu" not in dev and "host" not in dev), "%s (%s)" % (dev, exc)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=None,
                    help="particles (default 2**26 on a GPU, 2**22 on the host)")
    ap.add_argument("--repeat", type=int, default=None, help="timed runs per library")
    ap.add_argument("--numpy-only", action="store_true", help="run the NumPy half alone")
    args = ap.parse_args(argv)

    gp = None
    on_device, where = False, "not used"
    if not args.numpy_only:
        gp = import_gpnumpy(None)  # (the default fusion mode: what users get)
        on_device, where = gpnumpy_on_device(gp)
    n = args.n or (2**26 if on_device else 2**22)
    repeat = args.repeat or (5 if on_device else 3)

    print("gpnumpy main job: calibrate, push (%d steps) and bin %s particles, float32"
          % (STEPS, format(n, ",")))
    if gp is not None:
        print("gpnumpy device: " + where)
        for ln in config_lines(gp):
            print("  " + ln)
    print()

    data, consts = make_inputs(n)

    t_np, ref = median_time(lambda: pipeline(np, data, consts), min(repeat, 3))
    print("numpy   : %9.1f ms  (median of %d)" % (t_np * 1e3, min(repeat, 3)))
    if gp is None:
        for k, v in checksums(ref).items():
            print("  %-16s %s" % (k, v))
        return 0

    t0 = time.perf_counter()
    dev = {k: gp.asarray(v) for k, v in data.items()}
    gp.synchronize()
    t_up = time.perf_counter() - t0

    def run_gp():
        res = pipeline(gp, dev, consts)
        gp.synchronize()
        return res

    t0 = time.perf_counter()
    run_gp()                      # warm-up: compiles (or loads cached) kernels
    t_first = time.perf_counter() - t0
    t_gp, res = median_time(run_gp, repeat)

    t0 = time.perf_counter()
    got = {k: gp.asnumpy(v) for k, v in res.items()}
    t_down = time.perf_counter() - t0

    first = ("first run %.0f ms, kernels compiled or loaded from the cache" if on_device
             else "first run %.0f ms") % (t_first * 1e3)
    print("gpnumpy : %9.1f ms  (median of %d; %s; upload %.0f ms, download %.0f ms)"
          % (t_gp * 1e3, repeat, first, t_up * 1e3, t_down * 1e3))
    if on_device:
        print("speed-up vs NumPy: %.2fx" % (t_np / t_gp))
    else:
        print("speed-up vs NumPy: not measured (gpnumpy ran through NumPy on the host, so the "
              "times compare NumPy with NumPy)")
    print()

    ok, lines = compare(ref, got)
    print("agreement with NumPy (%d outputs):" % len(ref))
    print("\n".join(lines))
    c_np, c_gp = checksums(ref), checksums(got)
    print("checksums (NumPy on host copies):")
    for k in c_np:
        print("  %-16s numpy %-28s gpnumpy %s" % (k, c_np[k], c_gp[k]))
    print()
    print("RESULT: %s" % ("OK, gpnumpy agrees with NumPy" if ok else "FAILED, results differ"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
