"""Automatic elementwise fusion (``GPNUMPY_FUSION=off|auto|force|force1``).

Elementwise operations on large arrays (``auto``) or all of them (``force``) are deferred
into a per-thread graph and run as one kernel when their data is needed; results are those
of the operations run one by one, bit for bit.  See ``gpnumpy/_core/fusion.py``.

``stats()`` counts nodes, flushes by reason, kernels, cache hits and misses and compile time;
``set_mode(name)`` switches modes (returns the previous one); ``flush()`` computes every
pending array now.  ``GPNUMPY_FUSION_LOG=1`` logs each flush and compile to stderr.
"""
from ._core.fusion import stats, set_mode, get_mode, flush_all as flush, cfg as _cfg  # noqa: F401

__all__ = ["stats", "set_mode", "get_mode", "flush"]
