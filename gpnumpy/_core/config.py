"""``show_config``: which device gpnumpy uses, the versions and the paths it found.

It stands above the device and the kernel compiler, reading both.
"""
from __future__ import annotations

import numpy

from . import device
from .._kernels import compiler


def show_config(mode="stdout"):
    """Print the device in use, the driver and CUDA versions and the library paths;
    ``mode='dicts'``: NumPy's build information as NumPy's ``show_config`` gives it, with
    these lines under the key 'gpnumpy'."""
    if mode != "stdout":
        info = numpy.show_config(mode=mode)  # (NumPy's dict, or its error for another mode)
        return dict(info, gpnumpy=_lines())
    print("\n".join(_lines()))


def _lines():
    lines = ["gpnumpy device: " + device.device_name(), "numpy: " + numpy.__version__]
    try:
        import cuda.core  # optional here: the host device runs without it
        lines.append("cuda-core: " + cuda.core.__version__)
    except Exception as exc:
        lines.append("cuda-core: not available (%s)" % exc)
    try:
        import cuda.bindings  # optional here, as cuda-core
        lines.append("cuda-bindings: " + cuda.bindings.__version__)
    except Exception:
        pass
    if device.ON_DEVICE:
        lines.append("CUDA driver API: %d.%d" % device.driver_version())
        free, total = device.mem_info()
        lines.append("device memory: %.1f GiB free of %.1f GiB" % (free / 2**30, total / 2**30))
    try:
        lines.extend(compiler.describe())
    except Exception as exc:
        lines.append("NVRTC: not available (%s)" % exc)
    return lines
