"""Every public NumPy name resolves in gpnumpy, with NumPy's signature.

NumPy's names come from the installed NumPy (scripts/coverage.py's ``collect``), so these
tests follow NumPy versions: a name a new NumPy adds fails here until gpnumpy has it.
"""
import importlib.util
import inspect
import os
import warnings

import numpy
import pytest

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _coverage_module():
    spec = importlib.util.spec_from_file_location(
        "gpnumpy_coverage_script", os.path.join(_ROOT, "scripts", "coverage.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


cov = _coverage_module()

# Names known to be missing, each with the reason; the list only shrinks.
NOT_YET = {}


@pytest.fixture(scope="module")
def collected(gp):
    return cov.collect()


@pytest.fixture(scope="module")
def gp():
    try:
        import gpnumpy
    except Exception as exc:  # pragma: no cover - the package must import
        pytest.skip("gpnumpy does not import: %s" % exc)
    return gpnumpy


@pytest.mark.parametrize("module", cov.MODULES, ids=lambda m: m.replace("numpy", "np"))
def test_no_name_is_missing(collected, module):
    missing = [name for name, status, _ in collected.get(module, [])
               if status == cov.MISSING and (module, name) not in NOT_YET]
    assert not missing, "%s: NumPy names missing from gpnumpy: %s" % (module, missing)


def test_the_classification(collected):
    rows = {(m, n): (s, why) for m, rs in collected.items() for n, s, why in rs}
    assert rows[("numpy", "sum")][0] == cov.DEVICE
    assert rows[("numpy", "load")][0] == cov.DEVICE
    assert rows[("numpy", "float32")] == (cov.HOST, "a NumPy scalar type (dtypes are NumPy's)")
    assert rows[("numpy", "pi")] == (cov.HOST, "a constant")
    assert rows[("numpy", "vectorize")][0] in (cov.HOST, cov.FALLBACK)
    assert rows[("numpy", "linalg")][0] == cov.DEVICE
    assert rows[("ndarray", "tobytes")][0] == cov.DEVICE
    # the page renders every module with its totals
    text = cov.render(collected)
    for module in collected:
        assert "\n| %s | %d |" % (module, len(collected[module])) in text
    assert "CuPy 14.2 has 575" in text


# ------------------------------------------------------------------------------ signatures
def _numpy_functions():
    out = []
    for name in sorted(numpy.__all__):
        obj = getattr(numpy, name, None)
        if callable(obj) and not isinstance(obj, (type, numpy.ufunc)):
            out.append(name)
    return out


# gpnumpy functions whose signature differs from NumPy's today, each with the reason.
SIGNATURE_NOT_YET = {
    "array": "NumPy 2.4's ndmax= is not implemented (creation.py)",
}


def _params(sig):
    return list(sig.parameters.values())


@pytest.mark.parametrize("name", _numpy_functions())
def test_signature_matches(gp, name):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        mine = getattr(gp, name)
    theirs = getattr(numpy, name)
    if mine is theirs or getattr(mine, "__gpnumpy_fallback__", False) or isinstance(mine, gp.ufunc):
        pytest.skip("NumPy's own function (or its fallback): NumPy's signature by construction")
    if name in SIGNATURE_NOT_YET:
        pytest.skip(SIGNATURE_NOT_YET[name])
    try:
        want = inspect.signature(theirs)
    except (TypeError, ValueError):
        pytest.skip("NumPy's %s has no inspectable signature" % name)
    got = inspect.signature(mine)
    g = {p.name: p for p in _params(got)}
    gpos = [p for p in _params(got) if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    wpos = [p for p in _params(want) if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    # NumPy's positional parameters, in NumPy's order (a positional-only one of NumPy's may be
    # positional-or-keyword here: every call NumPy accepts is accepted)
    assert [p.name for p in gpos[:len(wpos)]] == [p.name for p in wpos], (got, want)
    for w, p in zip(wpos, gpos):
        if w.kind == w.POSITIONAL_OR_KEYWORD:
            assert p.kind == p.POSITIONAL_OR_KEYWORD, (name, p.name, got, want)
    takes_kwargs = any(p.kind == p.VAR_KEYWORD for p in _params(got))
    for w in _params(want):
        if w.kind == w.KEYWORD_ONLY and not (takes_kwargs and w.name not in g):
            assert w.name in g and g[w.name].kind in (w.KEYWORD_ONLY, w.POSITIONAL_OR_KEYWORD), \
                (name, w.name, got, want)
        elif w.kind == w.VAR_POSITIONAL:
            assert any(p.kind == w.kind for p in _params(got)), (name, got, want)
        # (NumPy's **kwargs may be gpnumpy's explicit keywords: NumPy documents them)
    # gpnumpy's extra parameters are keyword-only (the array API's descending=, ...), or
    # NumPy's deprecated ones it still accepts
    for p in _params(got)[len(wpos):]:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            assert p.name in {w.name for w in _params(want)}, (name, p.name, got, want)
