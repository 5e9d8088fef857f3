"""Grid/block choice and the one launch call every kernel goes through."""
from __future__ import annotations

BLOCK = 256
_MAX_GRID = (1 << 31) - 1
_configs = {}
_launch = None
_LaunchConfig = None


def _bind():
    global _launch, _LaunchConfig
    from cuda.core import LaunchConfig, launch
    _launch, _LaunchConfig = launch, LaunchConfig


def config(grid, block=BLOCK):
    """A (cached) LaunchConfig of ``grid`` blocks of ``block`` threads."""
    key = (grid, block)
    cfg = _configs.get(key)
    if cfg is None:
        if _LaunchConfig is None:
            _bind()
        if len(_configs) > 4096:
            _configs.clear()
        cfg = _configs[key] = _LaunchConfig(grid=grid, block=block)
    return cfg


def grid_for(n, per_block, cap=_MAX_GRID):
    return max(1, min(cap, -(-n // per_block)))


def launch(kernel, grid, args, block=BLOCK):
    """Launch ``kernel`` on this thread's stream."""
    if _launch is None:
        _bind()
    _launch(current_stream(), config(grid, block), kernel, *args)


from .._core.device import current_stream  # noqa: E402
