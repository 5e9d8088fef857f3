"""What reaches a kernel's source: only our templates, filled with our tables' entries and
checked values.

- every renderer refuses a value that is not what its parameter can be (an unknown dtype
  code, a count that is not an int, a name that is not an identifier, C++ that could end
  the kernel's body or hide the rest of a line), before anything is rendered;
- render.py itself holds no CUDA text (the pieces are in the parts files), and every part
  of the parts files is used.
"""
import ast
import os

import pytest

from gpnumpy._kernels import render

_EW_OK = ("add", "in0 + in1", ("f4", "f4", "f4"), (("a", "f4"), ("a", "f4")), ("f4",), ("contig", 4, 2))
_RD_OK = ("add", "in0 + in1", "f4", "f4", "f4", "row", 1, 1, 4, False, "gp_cast(AT, 0)")
_SC_OK = ("add", "in0 + in1", "f4", "f4", "f4", "tile", 8, "gp_cast(AT, 0)")
_IX_OK = ("gather", 4, 1, ("i8",))
_FZ_NODE = ("add", "in0 + in1", ("f4", "f4", "f4"), (("l", 0), ("s", 0)), 0, None, None)
_FZ_OK = (("contig", 4, 2), (("a", "f4"), ("p", "f4")), ("f4",), (_FZ_NODE,), (0,))


def _with(args, k, v):
    return args[:k] + (v,) + args[k + 1:]


def _fz_node(k, v, *more):
    """_FZ_OK with its node's fields k, k+1, ... replaced."""
    node = _FZ_NODE
    for j, x in enumerate((v,) + more):
        node = _with(node, k + j, x)
    return _with(_FZ_OK, 3, (node,))


# (label, renderer, args, kw, exception)
REFUSED = [
    ("ew name", render.elementwise, _with(_EW_OK, 0, "add(){}"), {}, ValueError),
    ("ew name int", render.elementwise, _with(_EW_OK, 0, 3), {}, ValueError),
    ("ew expr brace", render.elementwise, _with(_EW_OK, 1, "in0; } __global__ void f() {"), {}, ValueError),
    ("ew expr directive", render.elementwise, _with(_EW_OK, 1, "in0\n#include <x>"), {}, ValueError),
    ("ew expr comment", render.elementwise, _with(_EW_OK, 1, "in0 // in1"), {}, ValueError),
    ("ew expr string", render.elementwise, _with(_EW_OK, 1, 'printf("x")'), {}, ValueError),
    ("ew loop code", render.elementwise, _with(_EW_OK, 2, ("f4", "f4", "float")), {}, ValueError),
    ("ew loop length", render.elementwise, _with(_EW_OK, 2, ("f4", "f4")), {}, ValueError),
    ("ew operand kind", render.elementwise, _with(_EW_OK, 3, (("a", "f4"), ("x", "f4"))), {}, ValueError),
    ("ew operand code", render.elementwise, _with(_EW_OK, 3, (("a", "f4"), ("a", "f3"))), {}, ValueError),
    ("ew out code", render.elementwise, _with(_EW_OK, 4, ("double",)), {}, ValueError),
    ("ew layout kind", render.elementwise, _with(_EW_OK, 5, ("gather", 4, 2)), {}, ValueError),
    ("ew vec float", render.elementwise, _with(_EW_OK, 5, ("contig", 4.0, 2)), {}, TypeError),
    ("ew vec str", render.elementwise, _with(_EW_OK, 5, ("contig", "4", 2)), {}, TypeError),
    ("ew vec bool", render.elementwise, _with(_EW_OK, 5, ("contig", True, 2)), {}, ValueError),
    ("ew vec range", render.elementwise, _with(_EW_OK, 5, ("contig", 0, 2)), {}, ValueError),
    ("ew index code", render.elementwise, _with(_EW_OK, 5, ("strided", 2, "u4")), {}, ValueError),
    ("ew fpe check", render.elementwise, _EW_OK, {"fpe": (1, "gp_fpe_div(in1) {")}, ValueError),
    ("ew fpe mask", render.elementwise, _EW_OK, {"fpe": ("1", None)}, TypeError),
    ("rd neutral", render.reduction, _with(_RD_OK, 10, "0; }"), {}, ValueError),
    ("rd mode", render.reduction, _with(_RD_OK, 5, "rows"), {}, ValueError),
    ("rd pair without arg", render.reduction, _with(_RD_OK, 3, "pair"), {}, ValueError),
    ("rd arg", render.reduction, _RD_OK, {"arg": "sum"}, ValueError),
    ("rd dims", render.reduction, _with(_RD_OK, 6, 1.5), {}, TypeError),
    ("sc mode", render.scan, _with(_SC_OK, 5, "block"), {}, ValueError),
    ("sc look seq", render.scan, _with(_SC_OK, 5, "seq"), {"look": True}, ValueError),
    ("sc select", render.scan, _SC_OK, {"select": 3}, ValueError),
    ("sc rows", render.scan, _with(_SC_OK, 5, "rows"), {"rows": 64}, ValueError),
    ("ix mode", render.index, _with(_IX_OK, 0, "take"), {}, ValueError),
    ("ix itemsize", render.index, _with(_IX_OK, 1, 3), {}, ValueError),
    ("ix index code", render.index, _with(_IX_OK, 3, ("int64",)), {}, ValueError),
    ("ix at without mode", render.index, _IX_OK, {"at": ("in0 + in1", ("f4",) * 3, "f4", False, "add")},
     ValueError),
    ("ix at expr", render.index, _with(_IX_OK, 0, "at"),
     {"at": ("in0 + in1; }", ("f4",) * 3, "f4", False, "add")}, ValueError),
    ("ix atomic", render.index, _with(_IX_OK, 0, "at"),
     {"at": ("in0 + in1", ("f4",) * 3, "f4", False, "xor")}, ValueError),
    ("searchsorted side", render.searchsorted, ("f4", "middle", False), {}, ValueError),
    ("searchsorted code", render.searchsorted, ("f16", "left", False), {}, ValueError),
    ("radix code", render.radix_sort, ("c8", None, "block"), {}, ValueError),
    ("radix values", render.radix_sort, ("f4", "f8", "block"), {}, ValueError),
    ("radix kernel", render.radix_sort, ("f4", None, "merge"), {}, ValueError),
    ("radix items", render.radix_sort, ("f4", None, "onesweep"), {"items": "22"}, TypeError),
    ("matmul code", render.matmul_int, ("f4",), {}, ValueError),
    ("small_solve code", render.small_solve, ("i4", 4, "rows"), {}, ValueError),
    ("small_solve width", render.small_solve, ("f4", 3, "rows"), {}, ValueError),
    ("small_solve width bool", render.small_solve, ("f4", True, "rows"), {}, ValueError),
    ("small_solve mode", render.small_solve, ("f4", 4, "diagonal"), {}, ValueError),
    ("small_solve mode chunk", render.small_solve, ("f4", 4, 1), {}, ValueError),
    ("small_solve warps code", render.small_solve_warps, ("f2", 4, "rows"), {}, ValueError),
    ("hermitian code", render.hermitian_planes, ("f8",), {}, ValueError),
    ("hermitian code type", render.hermitian_planes, (b"c8",), {}, ValueError),
    ("product check code", render.product_check, ("i4",), {}, ValueError),
    ("band code", render.random_shuffle_band, ("u4", "maps"), {}, ValueError),
    ("band part", render.random_shuffle_band, ("i4", "sort"), {}, ValueError),
    ("apply code", render.shuffle_apply, ("f8", "links"), {}, ValueError),
    ("apply part", render.shuffle_apply, ("i4", "maps"), {}, ValueError),
    ("band dcap", render.random_shuffle_band, ("i4", "maps", 8), {}, ValueError),
    ("product check code type", render.product_check, (4,), {}, ValueError),
    ("small gemm code", render.small_gemm, ("c8",), {}, ValueError),
    ("small gemm code type", render.small_gemm, (4,), {}, ValueError),
    ("small dot code", render.small_dot, ("f2",), {}, ValueError),
    ("small dot code type", render.small_dot, (4,), {}, ValueError),
    ("small vecmat code", render.small_vecmat, ("c8",), {}, ValueError),
    ("small vecmat code type", render.small_vecmat, (8,), {}, ValueError),
    ("fused layout", render.fused, (_with(_FZ_OK, 0, ("blocked", 32, "i4", 1)),), {}, ValueError),
    ("fused tiled leaves", render.fused, (_with(_FZ_OK, 0, ("tiled", 32, "i4", 1)),), {}, ValueError),
    ("fused vec", render.fused, (_with(_FZ_OK, 0, ("contig", "4", 2)),), {}, TypeError),
    ("fused leaf kind", render.fused, (_with(_FZ_OK, 1, (("s", "f4"), ("a", "f4"))),), {}, ValueError),
    ("fused leaf code", render.fused, (_with(_FZ_OK, 1, (("a", "float"), ("a", "f4"))),), {}, ValueError),
    ("fused scalar code", render.fused, (_with(_FZ_OK, 2, ("f4); }",)),), {}, ValueError),
    ("fused node name", render.fused, (_fz_node(0, "add; x"),), {}, ValueError),
    ("fused node expr", render.fused, (_fz_node(1, "in0; } __global__ void f() {"),), {}, ValueError),
    ("fused node loop", render.fused, (_fz_node(2, ("f4", "f4")),), {}, ValueError),
    ("fused node input kind", render.fused, (_fz_node(3, (("x", 0), ("s", 0))),), {}, ValueError),
    ("fused node input leaf", render.fused, (_fz_node(3, (("l", 2), ("s", 0))),), {}, ValueError),
    ("fused node input later", render.fused, (_fz_node(3, (("n", 0), ("s", 0))),), {}, ValueError),
    ("fused node input int", render.fused, (_fz_node(3, (("l", 0.0), ("s", 0))),), {}, TypeError),
    ("fused node mask", render.fused, (_fz_node(4, 16),), {}, ValueError),
    ("fused node check", render.fused, (_fz_node(4, 1, "gp_fpe2<FM>(out0) /* x"),), {}, ValueError),
    ("fused node record", render.fused, (_fz_node(4, 1, None, None),), {}, ValueError),
    ("fused out", render.fused, (_with(_FZ_OK, 4, (1,)),), {}, ValueError),
    ("fused no nodes", render.fused, (_with(_with(_FZ_OK, 3, ()), 4, ()),), {}, ValueError),
    ("triangle code", render.triangle, ("x", True, False), {}, ValueError),
    ("random code", render.random_stream, ("PCG64", 64, "random", "float64", "fill"), {}, ValueError),
    ("random wbits", render.random_stream, ("PCG64", 64.0, "random", "f8", "fill"), {}, TypeError),
    ("shuffle code", render.random_shuffle, ("i2",), {}, ValueError),
    ("join word", render.join, (3,), {}, ValueError),
    ("join word type", render.join, ("16",), {}, ValueError),
    ("join word bool", render.join, (True,), {}, ValueError),
]


@pytest.mark.parametrize("case", REFUSED, ids=[c[0] for c in REFUSED])
def test_refused(case):
    _, fn, args, kw, exc = case
    with pytest.raises(exc):
        fn(*args, **kw)


def test_accepted_forms():
    # the forms engines hand in: tuples or lists, numpy integers as counts
    import numpy
    a, _ = render.elementwise(*_EW_OK[:5], ("contig", numpy.int64(4), 2))
    b, _ = render.elementwise("add", "in0 + in1", ["f4", "f4", "f4"], [["a", "f4"], ["a", "f4"]], ["f4"],
                              ("contig", 4, 2))
    assert a == render.elementwise(*_EW_OK)[0] == b
    # a fused spec as fusion.py builds it renders; its lists form names the same kernel body
    src, name = render.fused(_FZ_OK)
    assert name.startswith("gpnumpy_fused_add__f4__contig4x2__h")
    src2, name2 = render.fused([["contig", 4, 2], [["a", "f4"], ["p", "f4"]], ["f4"], [list(_FZ_NODE)], [0]])
    assert src2.replace(name2, name) == src


def test_fill_takes_text_and_ints():
    t = render.Template("x${a}y${b}{z}")
    assert render.fill(t, a="1", b=2) == "x1y2{z}"
    for bad in (True, 1.5, None, b"1"):
        with pytest.raises(TypeError):
            render.fill(t, a=bad, b=2)
    with pytest.raises(KeyError):
        render.fill(t, a="1")
    with pytest.raises(ValueError):
        render.Template("x$a")


_PARTS = [v for v in vars(render).values() if isinstance(v, render.Parts)]
_CUDA_SIGNS = (";", "->", "::", "__", "#pragma", "#define", "#include", "reinterpret_cast", "[0]")


def _render_py():
    with open(render.__file__) as f:
        return f.read()


def test_every_part_is_used():
    src = _render_py()
    files = sorted(f for f in os.listdir(os.path.dirname(render.__file__)) if f.endswith("_parts.cuh"))
    assert sorted(p.file for p in _PARTS) == files
    for parts in _PARTS:
        for key in parts.keys():
            # (a few keys are a prefix and a suffix: "ss_cond_" + side)
            assert '"%s"' % key in src or any('"%s" +' % key[:n] in src for n in range(3, len(key))), \
                (parts.file, key)


def test_render_py_holds_no_cuda():
    """String constants of render.py (less docstrings, messages and the regular expressions)
    carry no CUDA statement, operator or directive: those live in the templates."""
    tree = ast.parse(_render_py())
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body and \
                isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            skip.add(id(node.body[0].value))  # docstrings
        if isinstance(node, ast.Raise) or (isinstance(node, ast.Call) and getattr(node.func, "attr", "")
                                            == "compile"):
            skip.update(id(n) for n in ast.walk(node))
    found = [(n.lineno, n.value) for n in ast.walk(tree)
             if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip
             and any(s in n.value for s in _CUDA_SIGNS)]
    assert not found, found
