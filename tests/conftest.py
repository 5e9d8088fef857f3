"""Shared fixtures: ``xp`` is the candidate module, run against NumPy by gpnumpy.testing._xp.

Every test takes ``xp`` (parametrised as ``numpy`` and ``gp``) and compares ``body(numpy)`` with
``body(xp)``.  The ``numpy`` half compares NumPy with itself: it validates the tests.  Select a half with
``-k numpy`` or ``-k gp`` (the ids are chosen so that neither is a substring of the other).
Tests that only make sense for gpnumpy (fallback warnings, unsupported dtypes) take the ``gp`` fixture.
"""

import importlib.util
import os
import sys

import numpy
import pytest

_HERE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_HERE)


def _load_xp_helpers():
    """Import gpnumpy.testing._xp even when gpnumpy itself does not import (library in progress)."""
    try:
        import gpnumpy  # noqa: F401
        import gpnumpy.testing._xp  # noqa: F401
        return
    except Exception:
        pass
    path = os.path.join(_ROOT, "gpnumpy", "testing", "_xp.py")
    spec = importlib.util.spec_from_file_location("gpnumpy.testing._xp", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["gpnumpy.testing._xp"] = mod
    spec.loader.exec_module(mod)


if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)
_load_xp_helpers()

from gpnumpy.testing._xp import (  # noqa: E402
    device_description, gpnumpy_import_error, gpnumpy_or_none,
)


def pytest_report_header(config):
    try:
        return [f"gpnumpy device: {device_description()}",
                f"numpy {numpy.__version__}, GPNUMPY_DEVICE={os.environ.get('GPNUMPY_DEVICE', '')!r}"]
    except Exception as exc:  # the header must never break the run
        return [f"gpnumpy device: unknown ({type(exc).__name__}: {exc})"]


def pytest_configure(config):
    config.addinivalue_line("markers", "gp_only: the behaviour exists only in gpnumpy")


def _is_gp_half(item):
    callspec = getattr(item, "callspec", None)
    if callspec is not None and callspec.params.get("xp") == "gp":
        return True
    return "gp" in getattr(item, "fixturenames", ())


def pytest_collection_modifyitems(config, items):
    """``-k numpy`` must select exactly the NumPy half: no gpnumpy test may have "numpy" in a name."""
    bad = [item.nodeid for item in items if _is_gp_half(item)
           and any("numpy" in node.name.lower() for node in item.listchain()[1:])]
    if bad:
        raise pytest.UsageError("rename these gpnumpy tests (ids must not contain 'numpy', so that "
                                "-k numpy selects only the NumPy half):\n  " + "\n  ".join(bad[:20]))


def _gp_or_skip():
    gp = gpnumpy_or_none()
    if gp is None:
        # (gpnumpy imports on every machine, with or without a GPU: an import error is a
        # failure of every gpnumpy test, never a skip that would leave the suite green)
        pytest.fail(f"gpnumpy does not import: {gpnumpy_import_error()}")
    return gp


@pytest.fixture(params=["numpy", "gp"])
def xp(request):
    """The candidate module: numpy (validates the test) or gpnumpy."""
    if request.param == "numpy":
        return numpy
    return _gp_or_skip()


@pytest.fixture
def gp():
    """gpnumpy itself, for gpnumpy-only behaviour."""
    return _gp_or_skip()


@pytest.fixture
def fresh_warnings():
    """FallbackWarning is once per function and process: start these tests from none."""
    from gpnumpy._core import dispatch
    saved = set(dispatch._warned)
    dispatch._warned.clear()
    yield
    dispatch._warned.clear()
    dispatch._warned.update(saved)


@pytest.fixture(autouse=True)
def _device_warnings_stay_in_their_test():
    """On a GPU a floating-point warning arrives at the next synchronization: one a test left
    pending (a result never read) is reported at the end of that test, not inside the next."""
    yield
    fperr = sys.modules.get("gpnumpy._core.fperr")
    if fperr is not None:
        fperr.flush()
