"""Diagnosis: elementary functions against NumPy on one GPU, element by element, where results
are exact numbers (log2 of powers of two, log10 of powers of ten, whole powers, cube roots of
cubes) and on random samples (how many last-bit differences the device's libdevice gives
against the host's C library, or SVML where NumPy uses it).  Prints, per function and dtype, the
count that differ and the first few.

    python3 benchmarks/diag_exact.py
"""
import numpy as np

from _common import import_gpnumpy

gp = import_gpnumpy()


def cmp(label, f, dtypes=("f8", "f4")):
    for dt in dtypes:
        with np.errstate(all="ignore"):
            want = f(np, dt)
        got = f(gp, dt)
        got = got.get() if hasattr(got, "get") else np.asarray(got)
        bad = np.flatnonzero(~((got == want) | (np.isnan(got) & np.isnan(want))))
        print("%-28s %s: %d of %d differ%s" % (label, dt, bad.size, want.size,
              "" if not bad.size else " e.g. idx %s got %r want %r" % (bad[:3], got[bad[:3]], want[bad[:3]])))
k = np.arange(-20, 21)
cmp("log10(10**k)", lambda xp, dt: xp.log10(xp.asarray((10.0 ** k).astype(dt))))
cmp("log2(2**k)", lambda xp, dt: xp.log2(xp.asarray((2.0 ** k).astype(dt))))
cmp("log(e**k)?", lambda xp, dt: xp.log(xp.asarray(np.exp(k.astype(dt)))))
cmp("exp2(k)", lambda xp, dt: xp.exp2(xp.asarray(k.astype(dt))))
cmp("exp(k)", lambda xp, dt: xp.exp(xp.asarray(k.astype(dt))))
cmp("cbrt(k**3)", lambda xp, dt: xp.cbrt(xp.asarray((k.astype(float) ** 3).astype(dt))))
cmp("sqrt(k**2)", lambda xp, dt: xp.sqrt(xp.asarray((k.astype(float) ** 2).astype(dt))))
cmp("power(10,k)", lambda xp, dt: xp.power(xp.asarray(np.array(10, dt)), xp.asarray(k.astype(dt))))
cmp("power(x,2)", lambda xp, dt: xp.power(xp.asarray(np.linspace(-3, 3, 101).astype(dt)), 2))
cmp("power(x,0.5)", lambda xp, dt: xp.power(xp.asarray(np.linspace(0, 9, 101).astype(dt)), 0.5))
cmp("power(x,3)", lambda xp, dt: xp.power(xp.asarray(np.linspace(-3, 3, 101).astype(dt)), 3))
cmp("power(x,1/3)", lambda xp, dt: xp.power(xp.asarray(np.linspace(0, 9, 101).astype(dt)), 1/3))
cmp("x**1.5 random", lambda xp, dt: xp.asarray(np.random.default_rng(1).uniform(0, 10, 100000).astype(dt)) ** 1.5)
cmp("x**-2 random", lambda xp, dt: xp.asarray(np.random.default_rng(1).uniform(0, 10, 100000).astype(dt)) ** -2)
cmp("x**7 random", lambda xp, dt: xp.asarray(np.random.default_rng(1).uniform(0, 10, 100000).astype(dt)) ** 7)
cmp("exp random", lambda xp, dt: xp.exp(xp.asarray(np.random.default_rng(1).uniform(-10, 10, 100000).astype(dt))))
cmp("log random", lambda xp, dt: xp.log(xp.asarray(np.random.default_rng(1).uniform(0, 10, 100000).astype(dt))))
cmp("sin random", lambda xp, dt: xp.sin(xp.asarray(np.random.default_rng(1).uniform(-10, 10, 100000).astype(dt))))
cmp("tanh random", lambda xp, dt: xp.tanh(xp.asarray(np.random.default_rng(1).uniform(-5, 5, 100000).astype(dt))))
cmp("arctan2(1,1)", lambda xp, dt: xp.arctan2(xp.asarray(np.ones(3, dt)), xp.asarray(np.array([1, -1, 0], dt))))
cmp("sin(pi)/cos(pi)", lambda xp, dt: xp.cos(xp.asarray(np.array([0, np.pi, np.pi / 2, np.pi / 3], dt))))
cmp("logspace", lambda xp, dt: xp.logspace(-4, 4, 9, dtype=dt))
cmp("geomspace", lambda xp, dt: xp.geomspace(1, 1e6, 7, dtype=dt))
cmp("expm1/log1p", lambda xp, dt: xp.log1p(xp.expm1(xp.asarray(np.linspace(-1, 1, 11).astype(dt)))))
print(repr(gp.logspace(-4, -1, 4)), repr(np.logspace(-4, -1, 4)))
print("digits:", [int(gp.log10(gp.asarray(float(v)))) for v in [10, 100, 1000, 1e6, 1e15]])
