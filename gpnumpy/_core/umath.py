"""The ufunc objects by NumPy name (``umath.add``...), as attributes of a module.

Kept apart from ufunc.py so that names such as ``abs`` never shadow builtins
inside the engine.
"""
from .ufunc import UFUNCS

globals().update(UFUNCS)
