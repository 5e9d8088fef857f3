"""Golden tests of render.py: a change to a template or a table row shows up in review.

Regenerate after an intended change with:
    GPNUMPY_REGOLD=1 python3 -m pytest tests/_kernels/test_render.py
"""
import os

import pytest

from gpnumpy._core.ufunc_table import expression
from gpnumpy._kernels import render

HERE = os.path.join(os.path.dirname(__file__), "golden")

CASES = [
    # (golden file, ufunc, loop types, loop codes, operand kinds, outputs, layout, where)
    ("add_f4_contig.cu", "add", "ff->f", ("f4", "f4", "f4"), (("a", "f4"), ("a", "f4")), ("f4",),
     ("contig", 4, 2), False),
    ("add_f4_scalar_strided_where.cu", "add", "ff->f", ("f4", "f4", "f4"), (("a", "f4"), ("s", "f4")),
     ("f2",), ("strided", 2, "i4"), True),
    ("add_f4_tiled.cu", "add", "ff->f", ("f4", "f4", "f4"), (("a", "f4"), ("t", "f4")), ("f4",),
     ("tiled", 32, "i8", 1), False),
    ("add_f4_tiled_vec.cu", "add", "ff->f", ("f4", "f4", "f4"), (("a", "f4"), ("t", "f4")), ("f4",),
     ("tiled", 64, "i4", 4), False),
    ("divmod_f2_contig.cu", "divmod", "ee->ee", ("f2", "f2", "f2", "f2"), (("a", "f2"), ("p", "f2")),
     ("f2", "f2"), ("contig", 8, 4), False),
    ("astype_f4_f2.cu", "_copy", None, ("f2", "f2"), (("a", "f4"),), ("f2",), ("contig", 8, 4), False),
]


def _render(name, types, loop, ins, outs, layout, where):
    expr = "in0" if types is None else expression(name, types)
    src, kname = render.elementwise(name, expr, loop, ins, outs, layout, where)
    head = render.prelude(src.startswith(render.COMPLEX_HEAD))
    assert src.startswith(head)
    return "// " + kname + "\n" + src[len(head):]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_golden(case):
    fname, *args = case
    text = _render(*args)
    path = os.path.join(HERE, fname)
    if os.environ.get("GPNUMPY_REGOLD"):
        with open(path, "w") as f:
            f.write(text)
    with open(path) as f:
        assert f.read() == text


def test_scalars_are_arguments_not_source():
    # A new scalar value must not make a new kernel: values never enter the source.
    a = _render("add", "ff->f", ("f4", "f4", "f4"), (("a", "f4"), ("s", "f4")), ("f4",),
                ("contig", 4, 2), False)
    assert "const float s1" in a
    assert "1.5" not in a and "2.5" not in a


def test_kernel_names_carry_dtypes():
    src, kname = render.elementwise("add", "in0 + in1", ("f4", "f4", "f4"),
                                    (("a", "i1"), ("a", "f4")), ("c8",), ("contig", 4, 2))
    assert kname == "gpnumpy_add__i1_f4__c8__contig4x2__loop_f4_f4_f4"


def test_complex_functions_only_when_needed():
    plain, _ = render.elementwise("add", expression("add", "FF->F"), ("c8", "c8", "c8"),
                                  (("a", "c8"), ("a", "c8")), ("c8",), ("contig", 2, 2))
    exp, _ = render.elementwise("exp", expression("exp", "F->F"), ("c8", "c8"),
                                (("a", "c8"),), ("c8",), ("contig", 2, 2))
    assert render.COMPLEX_MATH not in plain and not plain.startswith(render.COMPLEX_HEAD)
    assert exp.startswith(render.COMPLEX_HEAD) and render.COMPLEX_MATH in exp
    assert "#include" not in exp      # our own complex functions: no library header to parse


def test_golden_searchsorted():
    src, kname = render.searchsorted("f4", "left", True)
    text = "// " + kname + "\n" + src[len(render.prelude(False)):]
    path = os.path.join(HERE, "searchsorted_f4_left_sorter.cu")
    if os.environ.get("GPNUMPY_REGOLD"):
        with open(path, "w") as f:
            f.write(text)
    with open(path) as f:
        assert f.read() == text
