"""The NVRTC builds of the tests that check kernel sources compile (CI has NVRTC, no GPU).

Quick builds (NVRTC's ``-Ofast-compile=max``, ``compiler.compile_cubin(quick=True)``): the
same front end, so the same source errors, in about a quarter of a full build's time (the
192 reduction kernels of ``maximum``: 7.2 against 25.8 s on a 2-core host), which keeps CI
short.  A source a quick build refuses is built in full, whose error is raised.
``GPNUMPY_TEST_FULL_BUILDS=1``: full builds, as the disk cache and the shipped builds hold
them (tests/_kernels/test_compiler.py checks the shipped ones; the GPU suite runs full builds).
"""
import os

from gpnumpy._kernels import compiler

FULL = bool(os.environ.get("GPNUMPY_TEST_FULL_BUILDS"))


def compile_cubin(source, arch="90", name="gpnumpy"):
    """A cubin of ``source`` for ``sm_<arch>`` (quick unless FULL)."""
    return compiler.compile_cubin(source, arch, name, quick=not FULL)
