"""Run one user-style program under NumPy and under gpnumpy and record what it produces.

A program is a function ``prog(np)`` written as a NumPy user writes notebook code; it prints what it
computes (values, dtypes, shapes, reprs, f-strings) and may raise.  ``trace(prog, module)`` runs it
with ``np`` bound to ``module`` and returns everything observable: the printed text, the exception
(type name and message) and the warnings (category name and message; gpnumpy's own FallbackWarning
is left out: it says where gpnumpy ran NumPy, which NumPy cannot say).
"""

import contextlib
import io
import warnings


def trace(prog, module):
    buf = io.StringIO()
    exc = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with contextlib.redirect_stdout(buf):
            try:
                prog(module)
            except Exception as e:  # the exception is part of the program's output
                exc = (type(e).__name__, str(e))
    warned = [(w.category.__name__, str(w.message)) for w in caught
              if w.category.__name__ != "FallbackWarning"]
    return {"stdout": buf.getvalue(), "exception": exc, "warnings": warned}


_NUMBER = None


def same_output(got, want, approx):
    """``got`` printed what ``want`` printed; with ``approx`` (a GPU) the numbers in the text may
    differ in their last digits (the device sums in a tree where NumPy sums pairwise, its
    libraries round their own way) and zeros in their sign (a solver's -0.0): every other
    character must match."""
    if got == want or not approx:
        return got == want
    import re
    global _NUMBER
    if _NUMBER is None:
        # (a number may end a complex literal's part: the 'j' of "-1.0986841j")
        _NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:e[-+]?\d+)?(?=j?(?![\w.]))")
    # (a sign takes the place of a padding space: runs of blanks compare as one)
    g = [re.sub(r"\s+", " ", t) for t in _NUMBER.split(got)]
    w = [re.sub(r"\s+", " ", t) for t in _NUMBER.split(want)]
    if g != w:
        return False  # (the text around the numbers differs)
    for a, b in zip(_NUMBER.findall(got), _NUMBER.findall(want)):
        x, y = float(a), float(b)
        if not (x == y or abs(x - y) <= 1e-9 + 1e-6 * abs(y)):
            return False
    return True


def collection():
    """A program file's list of programs and its ``@program`` decorator, which adds to it."""
    programs = []

    def program(fn):
        programs.append(fn)
        return fn
    return programs, program


def requires(*modules):
    """``@requires("scipy")``: the program imports these modules besides NumPy; test_programs.py
    skips it where one of them is not installed (the program itself just imports them)."""
    def mark(fn):
        fn.requires = getattr(fn, "requires", ()) + tuple(modules)
        return fn
    return mark


def missing_requirement(prog):
    """The first module ``prog`` requires (``@requires``) that does not import here, or None."""
    import importlib
    for name in getattr(prog, "requires", ()):
        try:
            importlib.import_module(name)
        except ImportError:
            return name
    return None


def show(r):
    """Print ``r``'s repr, and its dtype and shape where it has them."""
    if hasattr(r, "dtype") and hasattr(r, "shape"):
        print(repr(r), r.dtype, r.shape)
    else:
        print(repr(r))


def attempt(f, *args, show=show, **kwargs):
    """Print ``f(*args, **kwargs)`` with ``show`` (default: ``show`` above) or its
    exception's type and message; returns the result or None."""
    try:
        r = f(*args, **kwargs)
    except Exception as e:
        print(type(e).__name__, e)
        return None
    show(r)
    return r


def show_each(r):
    """``show`` of ``r``, or of each item of a list or tuple."""
    for x in r if isinstance(r, (list, tuple)) else (r,):
        show(x)


def show_rounded(r):
    """Print ``r``'s values (floats rounded to 6 decimals, so that the last bits of device math
    do not matter, and -0 as 0), dtype and shape; each item of a tuple."""
    if hasattr(r, "dtype") and hasattr(r, "shape"):
        v = r
        if r.dtype.kind in "fc":
            v = (r.round(6) + 0).tolist() if r.ndim else round(complex(r) if r.dtype.kind == "c"
                                                               else float(r), 6)
        elif r.dtype.kind in "iub":
            v = r.tolist()
        print("0-d" if r.ndim == 0 else "array", v, r.dtype, r.shape)
    elif isinstance(r, tuple):
        print(type(r).__name__, len(r))
        for x in r:
            show_rounded(x)
    else:
        print(type(r).__name__, r if not isinstance(r, float) else round(r, 6))


def r6(x):
    """A float or array rounded to 6 decimals, zeros unsigned (for printing)."""
    return round(float(x), 6) if not hasattr(x, "shape") or x.shape == () else (x.round(6) + 0)


def attempt_each(f, *args, **kwargs):
    """``attempt`` with ``show_each``."""
    return attempt(f, *args, show=show_each, **kwargs)


def attempt_rounded(f, *args, **kwargs):
    """``attempt`` with ``show_rounded``."""
    return attempt(f, *args, show=show_rounded, **kwargs)
