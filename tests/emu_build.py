"""One build cache for the g++ emulations of our kernels (the emu/ folders of tests/random,
tests/_kernels and tests/linalg): a driver program is compiled once per content, its code and
every file of the folders it includes from, into the temporary folder.  The build is written
under a name of its own and renamed into place (test workers may build the same program at
once), so a cached program is always a whole one."""
import hashlib
import os
import shutil
import struct
import subprocess
import tempfile

import numpy
import pytest

GXX = shutil.which("g++")
needs_gxx = pytest.mark.skipif(GXX is None, reason="g++ is needed to build the host emulation")

HERE = os.path.dirname(os.path.abspath(__file__))
RANDOM_EMU = os.path.join(HERE, "random", "emu")
KERNELS_EMU = os.path.join(HERE, "_kernels", "emu")
LINALG_EMU = os.path.join(HERE, "linalg", "emu")


def build_product(rendered, code, main):
    """The emulation driver of a product kernel (small_gemm.cu, small_dot.cu,
    small_vecmat.cu): ``rendered``, render's (source, name), without gpnumpy's prelude
    (tests/linalg/emu/small_gemm_emu.h stands in for it), the kernel renamed emu_kernel, for
    the real dtype ``code`` ('f4' or 'f8'), driven by ``main`` (a file of tests/linalg/emu)."""
    from gpnumpy._kernels import render
    src, name = rendered
    body = src[len(render.prelude(False, fpe=True)):].replace(name, "emu_kernel")
    ctype = {"f4": "float", "f8": "double"}[code]
    text = '#include "small_gemm_emu.h"\n#define EMU_T %s\n%s\n#include "%s"\n' % (ctype, body,
                                                                                       main)
    return build(text, (LINALG_EMU, RANDOM_EMU))


def build(code, include=(), std="c++20"):
    """The path of ``code`` (C++ source) compiled with the folders ``include`` on its path."""
    h = hashlib.sha256(("%s\0%s\0" % (std, code)).encode())
    for d in include:
        for name in sorted(os.listdir(d)):
            path = os.path.join(d, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    h.update(name.encode() + b"\0" + f.read())
    out = os.path.join(tempfile.gettempdir(), "gpnumpy_emu")
    os.makedirs(out, exist_ok=True)
    exe = os.path.join(out, h.hexdigest()[:24])
    if not os.path.exists(exe):
        tmp = "%s.%d" % (exe, os.getpid())
        with open(tmp + ".cpp", "w") as f:
            f.write(code)
        flags = [x for d in include for x in ("-I", d)]
        try:
            subprocess.run([GXX, "-std=" + std, "-O1", "-pthread", "-w", *flags, "-o", tmp,
                            tmp + ".cpp"], check=True)
            os.replace(tmp, exe)
        finally:
            os.remove(tmp + ".cpp")
    return exe


def flat(x):
    """An operand for an emulated kernel: the smallest buffer holding every element of the
    NumPy array ``x`` its strides reach, its element strides in that buffer, the place of its
    first element, and each element's place (an index array of x's shape)."""
    st = [s // x.itemsize for s in x.strides]
    lo = sum(min(0, s * (m - 1)) for s, m in zip(st, x.shape))
    hi = sum(max(0, s * (m - 1)) for s, m in zip(st, x.shape))
    buf = numpy.zeros(hi - lo + 1, x.dtype)
    idx = numpy.full(x.shape, -lo, numpy.int64)
    for d, (s, m) in enumerate(zip(st, x.shape)):
        shape = [1] * x.ndim
        shape[d] = m
        idx = idx + (numpy.arange(m) * s).reshape(shape)
    buf[idx.reshape(-1)] = x.reshape(-1)
    return buf, st, -lo, idx


def run(exe, words, bufs, prefix="gpnumpy_emu_"):
    """Run an emulation driver over one input file: ``words`` (64-bit integers) then the
    bytes of each NumPy buffer of ``bufs``; the bytes it writes to its output file."""
    d = tempfile.mkdtemp(prefix=prefix)
    try:
        with open(os.path.join(d, "in"), "wb") as f:
            f.write(struct.pack("<%dq" % len(words), *words))
            for buf in bufs:
                f.write(buf.tobytes())
        subprocess.run([exe, os.path.join(d, "in"), os.path.join(d, "out")], check=True,
                       timeout=300)
        with open(os.path.join(d, "out"), "rb") as f:
            return f.read()
    finally:
        shutil.rmtree(d, ignore_errors=True)
