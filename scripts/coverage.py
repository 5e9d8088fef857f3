"""Write docs/coverage.md: every public NumPy name and where gpnumpy runs it.

    PYTHONPATH=. python3 scripts/coverage.py [--check]

NumPy's names come from the installed NumPy (``numpy.__all__``, the public attributes of
``numpy.ndarray``, and each submodule's ``__all__``), so the page follows NumPy versions.
Each name is one of:
- device: gpnumpy's own implementation (data stays on the device; a few host reads of
  values NumPy decides on are allowed, see docs/ARCHITECTURE.md);
- host by design: NumPy's own object, with the reason (types, constants, configuration,
  functions that take no arrays or call Python per element);
- fallback: NumPy runs on host copies of the arguments (``gpnumpy.FallbackWarning``);
- missing: the name does not resolve in gpnumpy.
``--check`` exits 1 when the page on disk differs from what would be written.
tests/test_coverage.py imports ``collect`` and fails on any missing name.
"""
from __future__ import annotations

import os
import sys
import types
import warnings

import numpy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "coverage.md")

DEVICE, HOST, FALLBACK, MISSING = "device", "host by design", "fallback", "missing"

# NumPy objects gpnumpy hands out as they are, and why (names of the main namespace).
HOST_REASONS = {
    "vectorize": "calls a Python function per element",
    "frompyfunc": "makes a ufunc that calls a Python function per element",
    "poly1d": "a host object holding coefficients; evaluated at a device array it runs "
              "gpnumpy.polyval on the device",
    "memmap": "memory-mapped files are host memory (np.load(mmap_mode=...) returns one, as "
              "NumPy)",
    "nested_iters": "iterators over host arrays",
    "ndenumerate": "a Python iterator (yields one element at a time)",
    "ndindex": "a Python iterator over index tuples (no data)",
    "broadcast": "an object of shapes and iterators over host arrays",
    "busdaycalendar": "a calendar object (no array data)",
    "errstate": "the floating-point error state is NumPy's (kernels read it)",
    "datetime_data": "a datetime dtype's unit and count (no data)",
    "finfo": "machine limits of a dtype (no data)", "iinfo": "machine limits of a dtype (no data)",
    "matrix": "NumPy's matrix class (deprecated upstream)",
    "recarray": "record arrays hold structured (host) dtypes",
    "record": "a structured scalar type",
}
# numpy.random's bit generators and seed sequences: gpnumpy's subclasses of NumPy's classes
# (they take device seeds); their state is host data, the draws run on the device
HOST_REASONS.update(dict.fromkeys(
    ("MT19937", "PCG64", "PCG64DXSM", "Philox", "SFC64", "SeedSequence"),
    "a bit generator's or seed sequence's state (host data; gpnumpy's subclass of NumPy's "
    "class takes device seeds, and the draws run on the device)"))
# Why what still falls back does (NumPy on host copies, FallbackWarning): by name in the main
# namespace, then by module.
FALLBACK_REASONS = {
    "vectorize": "calls a Python function per element",
    "nested_iters": "NumPy's iterators, over host copies (written operands are copied back to "
                    "the device when the outermost iteration ends or an iterator closes)",
    "nditer": "NumPy's iterator, over host copies (written operands are copied back to the "
              "device when the iteration ends or the iterator closes)",
    "asmatrix": "numpy.matrix is NumPy's class (deprecated upstream), holding host data",
    "bmat": "numpy.matrix is NumPy's class (deprecated upstream), holding host data",
    "test": "NumPy's own test runner (it tests NumPy)",
}
MODULE_FALLBACK_REASONS = {
    "numpy.strings": "string arrays are host data (NumPy's own loops)",
    "numpy.char": "string arrays are host data (NumPy's own loops)",
    "numpy.rec": "record arrays hold structured host data",
    "numpy.ma": "masked arrays are NumPy's, on host copies",
    "numpy.ctypeslib": "ctypes objects address host memory",
}
KIND_REASONS = (
    (lambda o: isinstance(o, type) and issubclass(o, numpy.generic),
     "a NumPy scalar type (dtypes are NumPy's)"),
    (lambda o: isinstance(o, type), "a NumPy class"),
    (lambda o: isinstance(o, types.ModuleType), "a NumPy submodule"),
    (lambda o: isinstance(o, numpy.dtype), "a dtype"),
    (lambda o: not callable(o), "a constant"),
    (lambda o: callable(o), "takes no arrays (dtype, printing or error-state configuration)"),
)

# CuPy's counts for NumPy 2.4 (from the issue), to compare with.
CUPY = {"numpy": (413, 468), "ndarray": (64, 70), "numpy.linalg": (22, 31),
        "numpy.fft": (18, 18), "numpy.random": (51, 62)}


def _host_reason(name, obj):
    if name in HOST_REASONS:
        return HOST_REASONS[name]
    for test, why in KIND_REASONS:
        if test(obj):
            return why
    return "NumPy's object"


def _quiet_getattr(obj, name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return True, getattr(obj, name)
        except Exception:
            return False, None


def _classify(name, mine, theirs, found, numpy_module):
    if not found:
        return MISSING, ""
    if getattr(mine, "__gpnumpy_fallback__", False):
        return FALLBACK, ""
    if isinstance(theirs, types.ModuleType):
        if mine is theirs or getattr(mine, "__gpnumpy_numpy_module__", None) is not None:
            return HOST, "NumPy's own submodule (its names are counted in its section)"
        return DEVICE, "gpnumpy's package (its names are counted in its section)"
    if isinstance(mine, type) and name in HOST_REASONS:
        return HOST, HOST_REASONS[name]   # (finfo/iinfo: gpnumpy's subclasses read an array's dtype)
    if getattr(mine, "__gpnumpy_rebound__", False):
        return DEVICE, ""   # NumPy's class with gpnumpy's namespace (gpnumpy.polynomial)
    if (isinstance(mine, type) and isinstance(theirs, type) and mine is not theirs
            and issubclass(mine, theirs)):
        return FALLBACK, "NumPy's class; its methods run through the fallback"
    if mine is theirs and isinstance(theirs, numpy.ufunc):
        return FALLBACK, ""   # NumPy's own ufunc (strings): through __array_ufunc__'s fallback
    if mine is theirs:
        if numpy_module and callable(theirs) and not isinstance(theirs, type):
            # a function of a NumPy module gpnumpy hands out as it is: NumPy runs it,
            # reading device arrays through __array__ (host copies)
            return FALLBACK, ""
        return HOST, _host_reason(name, theirs)
    return DEVICE, ""


def _module_rows(title, np_mod, gp_mod, names):
    rows = []
    numpy_module = gp_mod is np_mod
    for name in names:
        ok_np, theirs = _quiet_getattr(np_mod, name)
        if not ok_np:
            continue
        found, mine = _quiet_getattr(gp_mod, name) if gp_mod is not None else (False, None)
        status, why = _classify(name, mine, theirs, found, numpy_module)
        if status == FALLBACK:
            why = FALLBACK_REASONS.get(name) or MODULE_FALLBACK_REASONS.get(title) or why
        rows.append((name, status, why))
    return rows


def _ndarray_rows(gp):
    rows = []
    for name in sorted(n for n in dir(numpy.ndarray) if not n.startswith("_")):
        status = DEVICE if hasattr(gp.ndarray, name) else MISSING
        why = ""
        if name in ("tolist", "item", "tobytes", "tofile", "dump", "dumps", "__array__"):
            why = "one copy to the host (the result is a host object)"
        elif name == "data":
            why = "a read-only memoryview of a host copy on the GPU (device memory is no buffer)"
        elif name == "ctypes":
            why = "NumPy's ctypes helper over the device address"
        rows.append((name, status, why))
    return rows


def _submodule(root, dotted):
    if root is not numpy:   # gpnumpy's own subpackage when there is one (gpnumpy.testing)
        import importlib
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return importlib.import_module("gpnumpy." + dotted.split(".", 1)[1])
        except Exception:
            pass
    mod = root
    for part in dotted.split(".")[1:]:
        ok, mod = _quiet_getattr(mod, part)
        if not ok:
            return None
    return mod


# (title, NumPy module path); ndarray is handled apart
MODULES = ["numpy", "ndarray", "numpy.linalg", "numpy.fft", "numpy.random", "numpy.polynomial",
           "numpy.polynomial.polynomial", "numpy.polynomial.chebyshev",
           "numpy.polynomial.legendre", "numpy.polynomial.laguerre", "numpy.polynomial.hermite",
           "numpy.polynomial.hermite_e", "numpy.polynomial.polyutils", "numpy.lib", "numpy.emath", "numpy.exceptions", "numpy.dtypes", "numpy.testing",
           "numpy.strings", "numpy.char", "numpy.rec", "numpy.ma", "numpy.ctypeslib"]


def _public(mod):
    names = getattr(mod, "__all__", None)
    if names is None:
        names = [n for n in dir(mod) if not n.startswith("_")]
    return sorted(set(n for n in names if not n.startswith("__") or n in (
        "__array_namespace_info__", "__version__")))


def collect():
    """{module title: [(name, status, reason), ...]} for the installed NumPy."""
    import importlib
    gp = importlib.import_module("gpnumpy")
    out = {}
    for title in MODULES:
        if title == "ndarray":
            out[title] = _ndarray_rows(gp)
            continue
        np_mod = _submodule(numpy, title)
        if np_mod is None:   # a module this NumPy does not have
            continue
        gp_mod = _submodule(gp, title)
        out[title] = _module_rows(title, np_mod, gp_mod, _public(np_mod))
    return out


def _counts(rows):
    c = {DEVICE: 0, HOST: 0, FALLBACK: 0, MISSING: 0}
    for _, status, _ in rows:
        c[status] += 1
    return c


def render(data):
    lines = ["# Coverage of NumPy's names", "",
             "Written by `scripts/coverage.py` for NumPy %s (do not edit by hand). Every public "
             "name of NumPy: **device** (gpnumpy's implementation), **host by design** "
             "(NumPy's own object, with the reason), **fallback** (NumPy on host copies, "
             "`FallbackWarning`), **missing**." % numpy.__version__, "",
             "| module | names | device | host by design | fallback | missing | present |",
             "|---|---|---|---|---|---|---|"]
    total = {DEVICE: 0, HOST: 0, FALLBACK: 0, MISSING: 0}
    for title, rows in data.items():
        c = _counts(rows)
        for k in total:
            total[k] += c[k]
        n = len(rows)
        lines.append("| %s | %d | %d | %d | %d | %d | %d |" % (
            title, n, c[DEVICE], c[HOST], c[FALLBACK], c[MISSING], n - c[MISSING]))
    n = sum(total.values())
    lines.append("| **total** | %d | %d | %d | %d | %d | %d |" % (
        n, total[DEVICE], total[HOST], total[FALLBACK], total[MISSING], n - total[MISSING]))
    lines += ["", "## Compared with CuPy", "",
              "CuPy 14.2 has 575 of NumPy 2.4's 692 names counted CuPy's way (module 413/468, "
              "ndarray 64/70, linalg 22/31, fft 18/18, random 51/62). gpnumpy, on the same five "
              "modules (NumPy %s's names; *present* counts every name that resolves):" %
              numpy.__version__, "",
              "| module | CuPy has | gpnumpy present | gpnumpy on the device |", "|---|---|---|---|"]
    for title, (cp, cn) in CUPY.items():
        c = _counts(data[title])
        n = len(data[title])
        lines.append("| %s | %d/%d | %d/%d | %d/%d |" % (
            title, cp, cn, n - c[MISSING], n, c[DEVICE], n))
    for title, rows in data.items():
        lines += ["", "## %s" % title, ""]
        for status in (DEVICE, HOST, FALLBACK, MISSING):
            sel = [(nm, why) for nm, st, why in rows if st == status]
            if not sel:
                continue
            if status in (DEVICE,):
                lines.append("**%s** (%d): %s" % (status, len(sel), ", ".join(
                    "`%s`" % nm + (" (%s)" % why if why else "") for nm, why in sel)))
            elif status in (HOST, FALLBACK):
                lines.append("**%s** (%d):" % (status, len(sel)))
                by_reason = {}
                for nm, why in sel:
                    by_reason.setdefault(why, []).append(nm)
                for why, nms in sorted(by_reason.items()):
                    lines.append("- %s: %s" % (why, ", ".join("`%s`" % x for x in nms)))
            else:
                lines.append("**%s** (%d): %s" % (status, len(sel), ", ".join(
                    "`%s`" % nm for nm, _ in sel)))
            lines.append("")
        while lines[-1] == "":
            lines.pop()
    return "\n".join(lines) + "\n"


def main(argv):
    sys.path.insert(0, ROOT)
    text = render(collect())
    if "--check" in argv:
        with open(DOC) as f:
            return 0 if f.read() == text else 1
    os.makedirs(os.path.dirname(DOC), exist_ok=True)
    with open(DOC, "w") as f:
        f.write(text)
    print(text.split("\n## ")[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
