"""pow.cuh's float64 power of a whole exponent, compiled with g++ on the host: rounded once,
so exact decimals (10.0 ** -4) are the doubles nearest them, and every whole power up to 64
is the correctly rounded value Python's exact arithmetic gives (fractions.Fraction)."""
import fractions
import math
import os
import subprocess

import numpy
import pytest

from tests.emu_build import build, needs_gxx

KERNELS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                       "gpnumpy", "_kernels")

DRIVER = r"""
#include <cmath>
#include <cstdio>
#include <cstdlib>
#define GP_DEV static inline
using std::fma; using std::trunc; using std::fabs; using std::pow;
#include "pow.cuh"
int main() {
  char a[64], b[64];
  while (scanf("%63s %63s", a, b) == 2) printf("%a\n", gp_pow(strtod(a, 0), strtod(b, 0)));
}
"""


def _run(pairs):
    exe = build(DRIVER, include=(KERNELS,))
    text = "".join("%s %s\n" % (float(x).hex(), float(n).hex()) for x, n in pairs)
    out = subprocess.run([exe], input=text, capture_output=True, text=True, check=True).stdout
    return [float.fromhex(v) for v in out.split()]


def _exact(x, n):
    return float(fractions.Fraction(x) ** n)


@needs_gxx
def test_whole_decades_are_exact():
    ks = range(-22, 23)
    got = _run([(10.0, k) for k in ks])
    assert got == [float("1e%d" % k) for k in ks]


@needs_gxx
def test_whole_powers_round_once():
    rng = numpy.random.default_rng(5)
    xs = numpy.exp(rng.uniform(-12, 12, 3000)) * rng.choice([-1.0, 1.0], 3000)
    xs[::4] = numpy.round(xs[::4] * 10)
    ns = rng.integers(-64, 65, 3000)
    pairs = []
    for x, n in zip(xs.tolist(), ns.tolist()):
        if x == 0:
            continue
        lg = n * math.log2(abs(x))
        if -950 < lg < 950:  # (pow.cuh's own range: CUDA's pow outside it)
            pairs.append((x, n))
    got = _run(pairs)
    bad = [(x, n, g) for (x, n), g in zip(pairs, got) if g != _exact(x, n)]
    assert not bad, bad[:5]


@needs_gxx
def test_other_exponents_and_ends_are_pow():
    pairs = [(2.0, 0.5), (10.0, -4.5), (1e200, 2.0), (1e-200, -3.0), (3.0, 65.0), (-8.0, 1 / 3),
             (0.0, -2.0), (float("inf"), 2.0), (float("nan"), 0.0), (5.0, 0.0)]
    got = _run(pairs)
    with numpy.errstate(all="ignore"):
        want = [float(numpy.power(x, n)) for x, n in pairs]
    assert [repr(g) for g in got] == [repr(w) for w in want]
