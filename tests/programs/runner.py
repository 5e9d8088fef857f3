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
