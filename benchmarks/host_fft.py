"""gpnumpy.fft's own host time per call, without a GPU: the device and cuFFT stubbed.

    python3 benchmarks/host_fft.py [--profile]

host_profile.py's stand-in cuda-core (launches return at once) and a stand-in cuFFT binding
(plans and executions return at once) let the transforms take their device paths on a
machine without a GPU, so what is timed is the Python gpnumpy runs per call: the part of
bench_fft.py's host figures that is gpnumpy's (the rest is cuFFT's own host time).
"""
import numpy as np

import host_profile


class _FakeCufft:
    class Type:
        C2C, Z2Z, R2C, D2Z, C2R, Z2D = 0x29, 0x69, 0x2a, 0x6a, 0x2c, 0x6c

    def make_plan_many64(self, *args):
        return 1 << 20

    def __getattr__(self, name):
        return lambda *args: 1


def main():
    host_profile._install_fake_cuda()
    import gpnumpy as gp
    host_profile._stub_compiler()
    from gpnumpy._core import libraries
    from gpnumpy.fft import _cufft
    fake = _FakeCufft()
    libraries._missing = ""
    libraries._bindings = lambda name: fake
    _cufft._tls.lib = fake
    rng = np.random.default_rng(0)
    x = gp.asarray((rng.standard_normal((64, 64)) + 1j).astype(np.complex64))
    r = gp.asarray(rng.standard_normal((64, 64)).astype(np.float32))
    v = gp.asarray((rng.standard_normal(1024) + 1j).astype(np.complex64))
    cases = [("fft2 complex64", lambda: gp.fft.fft2(x)),
             ("rfft2 float32", lambda: gp.fft.rfft2(r)),
             ("fft complex64 1-D", lambda: gp.fft.fft(v)),
             ("ifft2 complex64", lambda: gp.fft.ifft2(x)),
             ("fftn complex64 axes=(0,)", lambda: gp.fft.fftn(x, axes=(0,)))]
    host_profile.run_cases(cases, 4000, warm=200)

if __name__ == "__main__":
    main()
