"""Searching (NumPy's "Sorting, searching, and counting" page): argmax, argmin."""
from __future__ import annotations

from .reduction import argreduce


def argmax(a, axis=None, out=None, *, keepdims=False):
    """Returns the indices of the maximum values along an axis."""
    return argreduce("max", a, axis, out, keepdims)


def argmin(a, axis=None, out=None, *, keepdims=False):
    """Returns the indices of the minimum values along an axis."""
    return argreduce("min", a, axis, out, keepdims)
