"""Shared by the benchmark scripts."""
import os
import sys


def import_gpnumpy():
    """gpnumpy as installed, else from the source tree this script sits in."""
    try:
        import gpnumpy
    except ModuleNotFoundError as exc:
        if exc.name != "gpnumpy":
            raise
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        import gpnumpy
    return gpnumpy
