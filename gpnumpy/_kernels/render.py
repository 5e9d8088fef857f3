"""Rendering: (table row, dtypes, layout) -> CUDA source.  Pure; needs no GPU.

``elementwise`` fills the holes of ``elementwise.cu`` and returns the source and
a readable kernel name such as ``gpnumpy_add__f4_f4__f4__contig4x2``.
"""
from __future__ import annotations

import os
import string
import zlib

import numpy

from .lru import LRU

_HERE = os.path.dirname(__file__)


def _read(name):
    with open(os.path.join(_HERE, name)) as f:
        return f.read()


COMMON = _read("common.cuh")
COMPLEX_MATH = _read("complex_math.cuh")
FPE = _read("fpe.cuh")
DATETIME = _read("datetime.cuh")
_TEMPLATES = LRU(64)


def template(name):
    t = _TEMPLATES.get(name)
    if t is None:
        t = string.Template(_read(name))
        _TEMPLATES.put(name, t)
    return t


def fragment(name):
    """The template of a .cuh fragment (a piece of a kernel's body, filled into a ``.cu``
    template's hole): the file's text less its final newline."""
    t = _TEMPLATES.get(name)
    if t is None:
        text = _read(name)
        t = string.Template(text[:-1] if text.endswith("\n") else text)
        _TEMPLATES.put(name, t)
    return t


def fill(text, **holes):
    """``text`` (a line of CUDA with ``${}`` holes) filled: the one templating idiom for the
    pieces too small for a file."""
    t = _LINES.hit(text)
    if t is None:
        t = string.Template(text)
        _LINES.put(text, t)
    return t.substitute(holes)


_LINES = LRU(1024)
_CODES = LRU(1024)


def code(dtype):
    """Short dtype code used in kernel names and type tables: 'b1', 'i4', 'f2', 'c16'."""
    try:
        c = _CODES.hit(dtype)
    except TypeError:  # an unhashable dtype-like
        c = None
    if c is None:
        dt = numpy.dtype(dtype)
        c = "b1" if dt.kind == "b" else "%s%d" % (dt.kind, dt.itemsize)
        if isinstance(dtype, numpy.dtype):
            _CODES.put(dtype, c)
    return c


STORAGE = {"b1": "bool", "i1": "gp_i1", "u1": "gp_u1", "i2": "gp_i2", "u2": "gp_u2",
           "i4": "gp_i4", "u4": "gp_u4", "i8": "gp_i8", "u8": "gp_u8",
           "f2": "gp_half", "f4": "float", "f8": "double", "c8": "gp_c8", "c16": "gp_c16",
           "M8": "gp_i8", "m8": "gp_i8"}  # datetime64/timedelta64: int64 counts (datetime.cuh)
COMPUTE = dict(STORAGE, f2="float")

# The complex elementary functions (complex_math.cuh): only kernels using one carry them.
_COMPLEX_FUNCS = ("gp_cexp", "gp_clog", "gp_csqrt", "gp_csin", "gp_ccos", "gp_ctan", "gp_csinh",
                  "gp_ccosh", "gp_ctanh", "gp_casin", "gp_cacos", "gp_catan", "gp_casinh",
                  "gp_cacosh", "gp_catanh", "gp_cpow")


def _cast(to, frm, x):
    """C++ for NumPy's cast of ``x`` from storage code ``frm`` to type ``to``."""
    return "gp_cast(%s, %s)" % (to, x)


def _statement(expr, nout):
    if "out0" in expr:
        return expr
    assert nout == 1
    return "out0 = (OT0)(%s);" % expr


def layout_tag(layout):
    if layout[0] == "contig":
        return "contig%dx%d" % layout[1:]
    if layout[0] == "tiled":
        return "tiled%d_%s_v%d" % layout[1:]
    return "strided%d_%s" % layout[1:]


#: The leading parameters of a kernel that checks floating-point errors (fpe.cuh's record):
#: the interval's device and mapped host words of its category slot, and the interval.
FPE_PARAMS = ["unsigned* __restrict__ fpe_d", "unsigned* __restrict__ fpe_h", "unsigned fpe_g"]
FPE_DECL = "constexpr unsigned FM = %du; gp_fpe_rec fpe{0u, fpe_d, fpe_h, fpe_g};"


def elementwise(name, expr, loop, ins, outs, layout, where=False, fpe=None):
    """Source and kernel name of one elementwise kernel.

    name    ufunc name (for the kernel name)
    expr    the table's expression for this loop
    loop    dtype codes of the loop, inputs then outputs ('f4', 'f4', 'f4')
    ins     per input (kind, code): kind 'a' array, 's' scalar argument in the
            loop's type, 'p' pointer to one element broadcast everywhere, 'i' the
            element's flat C-order index (code 'i8'; 1-d or strided layouts)
    outs    per output, the code of the output array
    layout  ('contig', vec, unroll), ('strided', ndim, index_code) or
            ('tiled', tile, index_code, vec)
    where   a bool mask array operand guards the stores
    fpe     None, or (categories, check): the checked variant, which records the floating-
            point error categories (NumPy's bits) that the C++ ``check`` (a ufunc_table
            row's, in terms of in0, in1, out0, out1 and FM) finds; ``check`` None with name
            '_copy' checks the cast.  Its leading parameters are FPE_PARAMS.
    """
    nin, nout = len(ins), len(outs)
    lin, lout = loop[:nin], loop[nin:]
    params, typedefs = [], []
    if fpe is not None:
        params += FPE_PARAMS
        typedefs.append(FPE_DECL % fpe[0])
    # copies and selections move values in their storage type: no float16 -> float round trip,
    # which would lose a NaN's sign and payload
    comp = STORAGE if name in ("_copy", "_where") else COMPUTE
    for k, (kind, c) in enumerate(ins):
        typedefs.append("typedef %s CT%d;" % (comp[lin[k]], k))
        if kind == "s":
            params.append("const %s s%d" % (STORAGE[lin[k]], k))
        elif kind != "i":
            params.append("const %s* __restrict__ p%d" % (STORAGE[c], k))
    for k, c in enumerate(outs):
        typedefs.append("typedef %s OT%d;" % (comp[lout[k]], k))
        params.append("%s* __restrict__ q%d" % (STORAGE[c], k))
    if where:
        params.append("const bool* __restrict__ wh")

    def load(k, raw):
        kind, c = ins[k]
        if kind == "s":
            return _cast("CT%d" % k, lin[k], "s%d" % k)
        if c != lin[k]:
            raw = _cast(STORAGE[lin[k]], c, raw)
        return _cast("CT%d" % k, c, raw)

    def store(k, value):
        c = outs[k]
        if c != lout[k]:
            value = _cast(STORAGE[lout[k]], lout[k], value)
        return _cast(STORAGE[c], lout[k], value)

    def body(raw_in, target_out, guard=None):
        if fpe is None:
            lines = ["CT%d in%d = %s;" % (k, k, load(k, raw_in(k))) for k in range(nin)]
        else:
            # the checked variant keeps each loaded value (a cast checks its source)
            lines = []
            for k in range(nin):
                kind, c = ins[k]
                if kind == "s":
                    lines.append("CT%d in%d = %s;" % (k, k, load(k, None)))
                else:
                    lines.append("const %s x%d = %s; CT%d in%d = %s;" % (
                        "long long" if kind == "i" else STORAGE[c], k, raw_in(k), k, k,
                        load(k, "x%d" % k)))
        lines += ["OT%d out%d;" % (k, k) for k in range(nout)]
        lines.append(_statement(expr, nout))
        st = ["%s = %s;" % (target_out(k), store(k, "out%d" % k)) for k in range(nout)]
        if fpe is not None:
            st.append("fpe.f |= %s;" % _fpe_check(name, fpe, ins, lout, comp))
        if guard:
            st = ["if (%s) {" % guard] + st + ["}"]
        return "{ " + " ".join(lines + st) + " }"

    kname = "gpnumpy_%s__%s__%s__%s%s" % (
        name, "_".join(c if kind == "a" else kind + c for kind, c in
                       ((kind, c if kind != "s" else lin[k]) for k, (kind, c) in enumerate(ins))),
        "_".join(outs), layout_tag(layout), "_where" if where else "")
    if any(c != l for (kind, c), l in zip(ins, lin) if kind != "s") or any(c != l for c, l in zip(outs, lout)):
        kname += "__loop_" + "_".join(loop)
    if fpe is not None:
        kname += "__fpe%d" % fpe[0]
    kind0 = layout[0]
    if kind0 == "contig":
        _, vec, unroll = layout
        arrays = [k for k, (kind, _) in enumerate(ins) if kind == "a"]

        def raw_vec(k):
            if ins[k][0] == "p":
                return "p%d[0]" % k
            if ins[k][0] == "i":
                return "(bbase + ((long long)u * blockDim.x + threadIdx.x) * %d + j)" % vec
            return "v%d[u].v[j]" % k

        def raw_elem(k):
            return {"p": "p%d[0]" % k, "i": "e"}.get(ins[k][0], "p%d[e]" % k)

        vloads = " ".join(
            "gp_vec<%s, %d> v%d[%d];" % (STORAGE[ins[k][1]], vec, k, unroll) for k in arrays)
        vloads += "\n#pragma unroll\n    for (int u = 0; u < %d; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * %d; %s }" % (
            unroll, vec, " ".join("v%d[u] = *reinterpret_cast<const gp_vec<%s, %d>*>(p%d + e);"
                                  % (k, STORAGE[ins[k][1]], vec, k) for k in arrays))
        vouts = " ".join("gp_vec<%s, %d> r%d[%d];" % (STORAGE[c], vec, k, unroll) for k, c in enumerate(outs))
        vcompute = body(raw_vec, lambda k: "r%d[u].v[j]" % k)
        vstores = " ".join("*reinterpret_cast<gp_vec<%s, %d>*>(q%d + e) = r%d[u];" % (STORAGE[c], vec, k, k)
                           for k, c in enumerate(outs))
        tail = body(raw_elem, lambda k: "q%d[e]" % k)
        src = template("elementwise_contig.cu").substitute(
            params=", ".join(params), typedefs=" ".join(typedefs), vec=vec, unroll=unroll,
            vloads=vloads, vouts=vouts, vcompute=vcompute, vstores=vstores, tail=tail,
            name=kname)
    elif kind0 == "tiled":
        _, tile, idx, vec = layout
        itype = "int" if idx == "i4" else "long long"
        ops = ["p%d" % k for k, (kind, _) in enumerate(ins) if kind in "at"]
        ops += ["q%d" % k for k in range(nout)]
        params += ["%s n0" % itype, "%s n1" % itype]
        params += ["%s st_%s_%d" % (itype, op, d) for op in ops for d in range(2)]

        def at(ptr, typ, i0, i1, const=True):
            return "*reinterpret_cast<%s%s*>(reinterpret_cast<%schar*>(%s) + %s * st_%s_0 + %s * st_%s_1)" % (
                "const " if const else "", typ, "const " if const else "", ptr, i0, ptr, i1, ptr)

        tiles = [k for k, (kind, _) in enumerate(ins) if kind == "t"]
        shared = " ".join("__shared__ %s tile%d[%d][%d];" % (STORAGE[ins[k][1]], k, tile, tile + 1)
                          for k in tiles)
        u = " + u" if vec > 1 else ""

        def vtype(c):
            return "gp_vec<%s, %d>" % (STORAGE[c], vec)

        def raw_t(k):
            kind, c = ins[k]
            if kind == "p":
                return "p%d[0]" % k
            if kind == "t":
                return "tile%d[tx%s][r]" % (k, u)
            return at("p%d" % k, STORAGE[c], "i0", "(i1 + u)" if vec > 1 else "i1")

        if vec == 1:
            loads = " ".join("tile%d[r][tx] = %s;" % (k, at("p%d" % k, STORAGE[ins[k][1]], "i0", "i1"))
                             for k in tiles)
            compute = body(raw_t, lambda k: at("q%d" % k, STORAGE[outs[k]], "i0", "i1", const=False))
        else:
            # vec elements per thread: one vector load along the tiled operands' contiguous
            # axis, one vector store along the outputs'
            each = "\n#pragma unroll\n      for (int u = 0; u < %d; ++u) " % vec
            loads = " ".join("{ const %s v = %s;%s tile%d[r][tx + u] = v.v[u]; }" % (
                vtype(ins[k][1]), at("p%d" % k, vtype(ins[k][1]), "i0", "i1"), each, k) for k in tiles)
            compute = "{ %s%s%s %s }" % (
                " ".join("%s w%d;" % (vtype(c), k, ) for k, c in enumerate(outs)), each,
                body(raw_t, lambda k: "w%d.v[u]" % k),
                " ".join("%s = w%d;" % (at("q%d" % k, vtype(c), "i0", "i1", const=False), k)
                         for k, c in enumerate(outs)))
        src = template("elementwise_tiled.cu").substitute(
            params=", ".join(params), typedefs=" ".join(typedefs), itype=itype, tile=tile,
            vec=vec, shared=shared, loads=loads, compute=compute, name=kname)
    else:
        _, ndim, idx = layout
        itype = "int" if idx == "i4" else "long long"
        ops = ["p%d" % k for k, (kind, _) in enumerate(ins) if kind == "a"]
        ops += ["q%d" % k for k in range(nout)]
        if where:
            ops.append("wh")
        params += ["%s n" % itype] + ["%s shape%d" % (itype, d) for d in range(ndim)]
        params += ["%s st_%s_%d" % (itype, op, d) for op in ops for d in range(ndim)]
        index = ["%s o_%s = 0;" % (itype, op) for op in ops]
        index.append("%s rem = i;" % itype)
        for d in range(ndim - 1, -1, -1):
            if d:
                index.append("{ %s c = rem %% shape%d; rem /= shape%d; %s }" % (
                    itype, d, d, " ".join("o_%s += c * st_%s_%d;" % (op, op, d) for op in ops)))
            else:
                index.append(" ".join("o_%s += rem * st_%s_%d;" % (op, op, d) for op in ops))

        def raw(k):
            if ins[k][0] == "p":
                return "p%d[0]" % k
            if ins[k][0] == "i":
                return "(long long)i"
            return "*reinterpret_cast<const %s*>(reinterpret_cast<const char*>(p%d) + o_p%d)" % (
                STORAGE[ins[k][1]], k, k)

        def target(k):
            return "*reinterpret_cast<%s*>(reinterpret_cast<char*>(q%d) + o_q%d)" % (STORAGE[outs[k]], k, k)

        guard = "*reinterpret_cast<const bool*>(reinterpret_cast<const char*>(wh) + o_wh)" if where else None
        src = template("elementwise_strided.cu").substitute(
            params=", ".join(params), typedefs=" ".join(typedefs), itype=itype,
            index=" ".join(index), compute=body(raw, target, guard), name=kname)
    return prelude(any(fn in expr for fn in _COMPLEX_FUNCS), expr, fpe is not None) + src, kname



def fused(spec):
    """Source and kernel name of one fused elementwise kernel (_core/fusion.py): a graph of
    table loops evaluated per element, each node's value rounded to its storage type as the
    unfused kernel stores it (so the result is bitwise that of the loops run one by one).

    spec = (layout, leaves, scalars, nodes, outs):
    layout   ('contig', vec, unroll) or ('strided', ndim, index_code): the templates of
             ``elementwise``
    leaves   per leaf array (kind, code): 'a' an array of the graph's shape, 'p' one element
             broadcast everywhere (parameters p0, p1, ...)
    scalars  per scalar parameter the loop dtype code it is passed in (s0, s1, ...)
    nodes    per node (name, expr, loop codes, ins, fm, check, rec): ins per input ('l',
             leaf), ('n', earlier node) or ('s', scalar); fm the floating-point categories
             the node records (0: none) with the row's C++ ``check`` (fpe.cuh) into record
             ``rec`` (fpe.cuh's gp_fpe_rec; nodes of one fperr slot share one)
    outs     the nodes whose values are stored (parameters q0, q1, ...), in order
    """
    layout, leaves, scalars, nodes, outs = spec
    params, head = [], []
    nrec = max([node[6] + 1 for node in nodes if node[4]] or [0])
    for m in range(nrec):
        params += ["unsigned* __restrict__ fpe_d%d" % m, "unsigned* __restrict__ fpe_h%d" % m,
                   "unsigned fpe_g%d" % m]
        head.append("gp_fpe_rec fpe%d{0u, fpe_d%d, fpe_h%d, fpe_g%d};" % (m, m, m, m))
    for k, (kind, c) in enumerate(leaves):
        params.append("const %s* __restrict__ p%d" % (STORAGE[c], k))
    for k, c in enumerate(scalars):
        params.append("const %s s%d" % (STORAGE[c], k))
    for k, j in enumerate(outs):
        params.append("%s* __restrict__ q%d" % (STORAGE[nodes[j][2][-1]], k))

    def body(raw_leaf, target):
        lines = ["%s t%d;" % (STORAGE[node[2][-1]], m) for m, node in enumerate(nodes)]
        for m, (name, expr, loopc, ins, fm, chk, rec) in enumerate(nodes):
            nin = len(ins)
            lin, lout = loopc[:nin], loopc[nin:]
            comp = STORAGE if name in ("_copy", "_where") else COMPUTE
            b = ["constexpr unsigned FM = %du;" % fm] if fm else []
            b += ["typedef %s CT%d;" % (comp[lin[k]], k) for k in range(nin)]
            b.append("typedef %s OT0;" % comp[lout[0]])
            for k, (kind, i) in enumerate(ins):
                if kind == "s":
                    b.append("CT%d in%d = gp_cast(CT%d, s%d);" % (k, k, k, i))
                    continue
                c, raw = (leaves[i][1], raw_leaf(i)) if kind == "l" else (nodes[i][2][-1], "t%d" % i)
                v = "x%d" % k if c == lin[k] else "gp_cast(%s, x%d)" % (STORAGE[lin[k]], k)
                b.append("const %s x%d = %s; CT%d in%d = gp_cast(CT%d, %s);" % (
                    STORAGE[c], k, raw, k, k, k, v))
            b.append("OT0 out0;")
            b.append(_statement(expr, 1))
            b.append("t%d = gp_cast(%s, out0);" % (m, STORAGE[lout[0]]))
            if fm:
                b.append("fpe%d.f |= %s;" % (rec, _fpe_check(name, (fm, chk), ins, lout, comp)))
            lines.append("{ " + " ".join(b) + " }")
        lines += ["%s = t%d;" % (target(k), j) for k, j in enumerate(outs)]
        return "{ " + " ".join(lines) + " }"

    names = [node[0].strip("_") for node in nodes]
    kname = "gpnumpy_fused_%s%s__%s__%s__h%08x" % (
        "_".join(names[:4]), "_and%d" % (len(names) - 4) if len(names) > 4 else "",
        "_".join(nodes[j][2][-1] for j in outs), layout_tag(layout),
        zlib.crc32(repr(spec).encode()))
    typedefs = " ".join(head)
    if layout[0] == "contig":
        _, vec, unroll = layout
        arrays = [k for k, (kind, _) in enumerate(leaves) if kind == "a"]

        def raw_vec(k):
            return "p%d[0]" % k if leaves[k][0] == "p" else "v%d[u].v[j]" % k

        def raw_elem(k):
            return "p%d[0]" % k if leaves[k][0] == "p" else "p%d[e]" % k

        vloads = " ".join(
            "gp_vec<%s, %d> v%d[%d];" % (STORAGE[leaves[k][1]], vec, k, unroll) for k in arrays)
        vloads += "\n#pragma unroll\n    for (int u = 0; u < %d; ++u) { long long e = bbase + ((long long)u * blockDim.x + threadIdx.x) * %d; %s }" % (
            unroll, vec, " ".join("v%d[u] = *reinterpret_cast<const gp_vec<%s, %d>*>(p%d + e);"
                                  % (k, STORAGE[leaves[k][1]], vec, k) for k in arrays))
        ocodes = [nodes[j][2][-1] for j in outs]
        vouts = " ".join("gp_vec<%s, %d> r%d[%d];" % (STORAGE[c], vec, k, unroll)
                         for k, c in enumerate(ocodes))
        vstores = " ".join("*reinterpret_cast<gp_vec<%s, %d>*>(q%d + e) = r%d[u];" % (
            STORAGE[c], vec, k, k) for k, c in enumerate(ocodes))
        src = template("elementwise_contig.cu").substitute(
            params=", ".join(params), typedefs=typedefs, vec=vec, unroll=unroll, vloads=vloads,
            vouts=vouts, vcompute=body(raw_vec, lambda k: "r%d[u].v[j]" % k), vstores=vstores,
            tail=body(raw_elem, lambda k: "q%d[e]" % k), name=kname)
    else:
        _, ndim, idx = layout
        itype = "int" if idx == "i4" else "long long"
        ops = ["p%d" % k for k, (kind, _) in enumerate(leaves) if kind == "a"]
        ops += ["q%d" % k for k in range(len(outs))]
        params += ["%s n" % itype] + ["%s shape%d" % (itype, d) for d in range(ndim)]
        params += ["%s st_%s_%d" % (itype, op, d) for op in ops for d in range(ndim)]
        index = ["%s o_%s = 0;" % (itype, op) for op in ops]
        index.append("%s rem = i;" % itype)
        for d in range(ndim - 1, -1, -1):
            if d:
                index.append("{ %s c = rem %% shape%d; rem /= shape%d; %s }" % (
                    itype, d, d, " ".join("o_%s += c * st_%s_%d;" % (op, op, d) for op in ops)))
            else:
                index.append(" ".join("o_%s += rem * st_%s_%d;" % (op, op, d) for op in ops))

        def raw(k):
            if leaves[k][0] == "p":
                return "p%d[0]" % k
            return "*reinterpret_cast<const %s*>(reinterpret_cast<const char*>(p%d) + o_p%d)" % (
                STORAGE[leaves[k][1]], k, k)

        def target(k):
            return "*reinterpret_cast<%s*>(reinterpret_cast<char*>(q%d) + o_q%d)" % (
                STORAGE[nodes[outs[k]][2][-1]], k, k)

        src = template("elementwise_strided.cu").substitute(
            params=", ".join(params), typedefs=typedefs, itype=itype, index=" ".join(index),
            compute=body(raw, target), name=kname)
    exprs = " ".join(node[1] for node in nodes)
    return prelude(any(fn in exprs for fn in _COMPLEX_FUNCS), exprs,
                   any(node[4] for node in nodes)) + src, kname

def _fpe_check(name, fpe, ins, lout, comp):
    """The C++ value of one element's floating-point error categories in a checked kernel."""
    cats, check = fpe
    if name == "_copy":
        # a cast: the source value x0 into the destination's storage type
        return "gp_fpe_cast<FM, %s>(x0)" % STORAGE[lout[0]]
    parts = ["(%s)" % check] if check else []
    # float16 loops compute in float: rounding each result to float16 may overflow or underflow
    parts += ["gp_fpe_half<FM>(out%d)" % k for k, c in enumerate(lout)
              if c == "f2" and comp is COMPUTE]
    return " | ".join(parts) or "0u"


# The first line of a kernel that carries the complex functions (tests tell the two preludes
# apart by it).
COMPLEX_HEAD = "// gpnumpy complex math\n"


def prelude(complex_math, expr="", fpe=False):
    """What every kernel source starts with: our helpers (and the complex library; the
    datetime helpers where ``expr`` uses them; the floating-point error checks in the
    checked variants)."""
    head = COMPLEX_HEAD + COMMON + COMPLEX_MATH if complex_math else COMMON
    if "gp_dt_" in expr or "gp_td_" in expr:
        head += DATETIME
    return head + FPE if fpe else head


# ---------------------------------------------------------------- reductions
def _offset_code(var, index, shapes, strides, itype="long long"):
    """C++ computing byte offset ``var`` of flat ``index`` over dims (innermost last)."""
    n = len(shapes)
    if n == 0:
        return "const %s %s = 0;" % (itype, var)
    if n == 1:
        return "const %s %s = (%s) * %s;" % (itype, var, index, strides[0])
    lines = ["%s %s = 0; { %s r_ = %s;" % (itype, var, itype, index)]
    for d in range(n - 1, 0, -1):
        lines.append("%s += (r_ %% %s) * %s; r_ /= %s;" % (var, shapes[d], strides[d], shapes[d]))
    lines.append("%s += r_ * %s; }" % (var, strides[0]))
    return " ".join(lines)


def reduction(name, expr, acc, src, dst, mode, nk, nr, vec, where, neutral, arg=None, fpe=None):
    """Source and name of one reduction kernel (template reduce.cu).

    expr     the table expression of the ufunc (in0 = accumulator, in1 = element)
    acc      dtype code of the loop (the accumulator computes in COMPUTE[acc])
    src      dtype code of the input array; dst: code of the output buffer
    mode     'row' or 'col' (see reduce.cu); nk/nr: collapsed kept/reduced dims
    vec      elements per vector load along a contiguous reduced axis (row mode), 1 = none
    where    a bool mask with its own strides guards each element
    neutral  C++ for the accumulator's starting value
    arg      'max' or 'min': argmax/argmin, the accumulator a (value, index) pair; src
             'pair' reads the pairs of a first pass, dst 'pair' writes them, else the index
    fpe      None, or (categories, check): the checked variant (see ``elementwise``): every
             combining step is checked (out0 the step's result), and the rounding to a
             float16 result; FPE_PARAMS follow the where mask
    """
    kname = "gpnumpy_reduce_%s__%s__%s__%s_k%d_r%d_v%d%s" % (
        name, src, dst, mode, nk, nr, vec, "_where" if where else "")
    if fpe is not None:
        kname += "_fpe%d" % fpe[0]
    at = COMPUTE[acc]
    if arg:
        at = "gp_arg<%s>" % COMPUTE[acc]
        expr = "gp_argbest<%s>(in0, in1)" % ("true" if arg == "max" else "false")
        neutral = "{%s, 0x7fffffffffffffffLL}" % neutral.replace("AT", COMPUTE[acc])
        kname = "gpnumpy_arg%s__%s__%s__%s__%s_k%d_r%d_v%d" % (arg, acc, src, dst, mode, nk, nr, vec)
    st = at if src == "pair" else STORAGE[src]
    qt = at if dst == "pair" else STORAGE[dst]
    dims = []
    for d in range(nk):
        dims += ["long long ks%d" % d, "long long kt%d" % d]
    for d in range(nr):
        dims += ["long long rs%d" % d, "long long rt%d" % d]
    if where:
        dims += ["long long kw%d" % d for d in range(nk)] + ["long long rw%d" % d for d in range(nr)]
    dim_params = "".join(", " + d for d in dims)
    ks = ["ks%d" % d for d in range(nk)]
    rs = ["rs%d" % d for d in range(nr)]

    def cvt(raw, idx):
        if src == "pair":
            return raw
        if src != acc:
            raw = "gp_cast(%s, %s)" % (STORAGE[acc], raw)
        if arg:
            return "AT{gp_cast(%s, %s), (long long)(%s)}" % (COMPUTE[acc], raw, idx)
        return "gp_cast(AT, %s)" % raw

    def load(off, idx):
        return cvt("*reinterpret_cast<const %s*>(reinterpret_cast<const char*>(p) + %s)" % (st, off), idx)

    def comb(v):
        if fpe is not None and fpe[1]:
            return "{ AT in0 = acc; AT in1 = (%s); AT out0 = (AT)(%s); acc = out0; fpe.f |= (%s); }" % (
                v, expr, fpe[1])
        return "{ AT in0 = acc; AT in1 = (%s); acc = (AT)(%s); }" % (v, expr)

    def own(v):
        # an element of this thread's own run (its indices increase): argmax/argmin take
        # the cheaper in-order step; partials from other threads go through comb
        if arg and src != "pair":
            return "gp_argstep<%s>(acc, %s);" % ("true" if arg == "max" else "false", v)
        return comb(v)

    def result(v):
        if fpe is not None and dst == "f2":
            return "(fpe.f |= gp_fpe_half<FM>(%s), gp_cast(%s, %s))" % (v, STORAGE[dst], v)
        return v if dst == "pair" else ("%s.i" % v if arg else "gp_cast(%s, %s)" % (STORAGE[dst], v))
    guard = ""
    if where:
        guard = "if (*(reinterpret_cast<const bool*>(w) + wbase + wk)) "

    body = ["  typedef AT CT0; typedef AT CT1; typedef AT OT0;"]
    if fpe is not None:
        body.append("  " + FPE_DECL % fpe[0])
    if mode == "row":
        body.append("  const long long m = blockIdx.x / G, g = blockIdx.x % G;")
        body.append("  " + _offset_code("base", "m", ks, ["kt%d" % d for d in range(nk)]))
        if where:
            body.append("  " + _offset_code("wbase", "m", ks, ["kw%d" % d for d in range(nk)]))
        body.append("  const long long k0 = g * chunk, k1 = k0 + chunk < K ? k0 + chunk : K;")
        body.append("  AT acc = neutral;")
        if vec > 1:
            v = "gp_vec<%s, %d>" % (STORAGE[src], vec)
            steps = [own(cvt("v%d.v[j]" % r, "k + blockDim.x * %d + j" % (r * vec) if r else "k + j"))
                     for r in range(4)]
            if arg:
                # argmax/argmin: each vector's best (32-bit position, lowest first) then one
                # step per vector, the four vectors in turn (increasing indices)
                vt, mx = COMPUTE[acc], "true" if arg == "max" else "false"

                def val(r, j):
                    raw = fill("v${r}.v[${j}]", r=r, j=j)
                    return _cast(vt, None, raw if src == acc else _cast(STORAGE[acc], None, raw))
                # the vector's best value branch-free (NaN-propagating max/min), its first
                # position only in the rare case that it beats the thread's best so far
                best = "gp_maximum" if arg == "max" else "gp_minimum"
                four = "\n".join(
                    fragment("reduce_argvec.cuh").substitute(
                        vt=vt, first=val(r, 0), vec=vec, best=best, each=val(r, "j"), mx=mx,
                        last=vec - 1, off=fill("blockDim.x * ${n} + ", n=r * vec) if r else "")
                    for r in range(4))
            else:
                four = "    " + fill("#pragma unroll\n    for (int j = 0; j < ${vec}; ++j) { ${steps} }",
                                     vec=vec, steps=" ".join(steps))
            body.append(fragment("reduce_row_vec.cuh").substitute(
                st=STORAGE[src], vec=vec, v=v, four=four, one=own(cvt("v0.v[j]", "k + j")),
                tail=own(cvt("row[t]", "t"))))
        else:
            body.append("  for (long long k = k0 + threadIdx.x; k < k1; k += blockDim.x) {")
            body.append("    " + _offset_code("off", "k", rs, ["rt%d" % d for d in range(nr)]))
            if where:
                body.append("    " + _offset_code("wk", "k", rs, ["rw%d" % d for d in range(nr)]))
            body.append("    %s%s" % (guard, own(load("base + off", "k"))))
            body.append("  }")
        body.append(fragment("reduce_row_combine.cuh").substitute(
            comb=comb("gp_shfl_down(acc, o)"), result=result("acc")))
    else:
        body.append("  const long long m = (long long)blockIdx.x * blockDim.x + threadIdx.x, g = blockIdx.y;")
        body.append("  if (m >= M) return;")
        body.append("  " + _offset_code("base", "m", ks, ["kt%d" % d for d in range(nk)]))
        if where:
            body.append("  " + _offset_code("wbase", "m", ks, ["kw%d" % d for d in range(nk)]))
        body.append("  const long long k0 = g * chunk, k1 = k0 + chunk < K ? k0 + chunk : K;")
        body.append("  AT acc = neutral;")
        if nr == 1 and not where:
            body.append(fragment("reduce_col4.cuh").substitute(
                l0=load("base + k * rt0", "k"), l1=load("base + (k + 1) * rt0", "k + 1"),
                l2=load("base + (k + 2) * rt0", "k + 2"), l3=load("base + (k + 3) * rt0", "k + 3"),
                o0=own("a0"), o1=own("a1"), o2=own("a2"), o3=own("a3"),
                tail=own(load("base + k * rt0", "k"))))
        else:
            body.append("  for (long long k = k0; k < k1; ++k) {")
            body.append("    " + _offset_code("off", "k", rs, ["rt%d" % d for d in range(nr)]))
            if where:
                body.append("    " + _offset_code("wk", "k", rs, ["rw%d" % d for d in range(nr)]))
            body.append("    %s%s" % (guard, own(load("base + off", "k"))))
            body.append("  }")
        body.append("  q[g * M + m] = %s;" % result("acc"))
    src_code = template("reduce.cu").substitute(
        name=kname, mode=mode, vec=vec, st=st, qt=qt, at=at,
        mask_param=("const bool* __restrict__ w," if where else "") + (
            "".join(p + ", " for p in FPE_PARAMS) if fpe is not None else ""),
        dim_params=dim_params, neutral=neutral, body="\n".join(body))
    return prelude(any(fn in expr for fn in _COMPLEX_FUNCS), expr, fpe is not None) + src_code, kname


# ---------------------------------------------------------------- scans
# The bodies of scan.cu's modes are fragments with ${} holes (items per thread, load, store,
# mask, step, ...):
# scan_tile.cuh   a block per tile of 256 x items elements, warp shuffles; rows of several
#                 tiles take phases 1 and 2 around a scan of the tile totals, or one pass
#                 with scan_look_decl.cuh/scan_look_step.cuh: our decoupled look-back
#                 (tile status words and values in ``tot``, statuses set to "not yet" by
#                 phase 3: ``look_bytes(tiles)`` bytes; the first tile
#                 of each row publishes its total as inclusive, so no look-back crosses into
#                 the row before)
# scan_seq.cuh    a thread per line (outer o, chunk g, inner i), each chunk in order
# scan_seg.cuh    folds in NumPy's order (reduceat, and reduce/accumulate of ufuncs whose
#                 order matters), a thread per line: line m = (outer o, segment g of T, inner i)
#                 folds, in order, the elements seg[g] .. seg[g + 1] - 1 of its row (seg[g]
#                 alone when seg[g + 1] <= seg[g]; the last segment runs to K); the segment
#                 starts come in ``pre``.  The fold starts from *tot when tot is given (reduce's
#                 initial), else from the first element; ${mask} skips elements (where=).
#                 phase 0 writes each line's total to q[m], phase 1 every running value.  The
#                 loads of the next items elements are in flight while items fold, and the
#                 lines are prefetched into L1 ``pf`` elements ahead (about 8 MiB ahead over
#                 all M lines): a step waits for its operation, not for memory.
# scan_rows.cuh   the same folds of contiguous lines (inner == 1) through shared memory: a warp
#                 takes ${rows} lines (32, or 1 when lines are few); per chunk its lanes load
#                 ${cols} elements of each (items per lane, neighbours on neighbouring
#                 addresses) into shared memory, then lane i folds line i's elements in order
#                 while the next chunk's loads are in flight (phase 1 writes the running values
#                 back for the lanes to store).


def look_bytes(tiles):
    """Bytes of the look-back's state for ``tiles`` tiles (scan_look_decl.cuh's layout: a
    status word per tile, padded to 16 bytes, then two values of up to 8 bytes per tile)."""
    return ((tiles * 4 + 15) & ~15) + 16 * tiles


def _raw_type(itemsize):
    """A storage type that moves ``itemsize`` bytes (values copied, never computed on)."""
    return {1: "gp_u1", 2: "gp_u2", 4: "gp_u4", 8: "gp_u8", 16: "uint4"}[itemsize]


def scan(name, expr, acc, src, dst, mode, items, neutral, select=None, look=False, masked=False,
         round_steps=True, rows=32):
    """Source and name of one scan kernel (template scan.cu).

    expr    the table expression (in0 the running value, in1 the element); acc the loop's
            code (the scan computes in COMPUTE[acc]); src/dst the input and output codes
    mode    'tile' (rows of K contiguous elements, look-back between tiles), 'seq'
            (a thread per line of K elements ``inner`` apart), 'seg' (folds in NumPy's
            order: the totals of given segments of each line, or every step) or 'rows'
            (the same folds of contiguous lines, ``rows`` of them per warp)
    look    tile mode with the look-back (phases 3 and 4: one pass over the data)
    select  None: q gets the running values.  'index' or an itemsize: compaction, where
            src is the mask's code and each nonzero element's flat index ('index') or
            value (raw bytes of that size, from ``vals``) goes to q[count before it].
    masked  seg mode with where=: a bool ``w`` beside ``p`` says which elements count
    round_steps  seg/rows mode: round each step to the result type (NumPy's float16 loops do,
            except its reduce loops of add, subtract, multiply, divide, which run in float)
    """
    at = "gp_i8" if select is not None else COMPUTE[acc]
    if select is None:
        params = "const %s* __restrict__ p, %s* __restrict__ q," % (STORAGE[src], STORAGE[dst])
        raw = "p[row * K + e]"
        if src != acc:
            raw = "gp_cast(%s, %s)" % (STORAGE[acc], raw)
        load = "x = gp_cast(AT, %s);" % raw
        store = "q[row * K + e] = gp_cast(%s, x);" % STORAGE[dst]
        tag = "%s__%s__%s" % (src, dst, acc)
    else:
        load = "if (gp_cast(bool, p[e])) { x = 1; bits |= 1u << r; }"
        if select == "index":
            params = "const %s* __restrict__ p, gp_i8* __restrict__ q," % STORAGE[src]
            store = "if (bits >> r & 1) q[x - 1] = e;"
            tag = "%s__index" % src
        else:
            rt = _raw_type(select)
            params = "const %s* __restrict__ p, const %s* __restrict__ vals, %s* __restrict__ q," % (
                STORAGE[src], rt, rt)
            store = "if (bits >> r & 1) q[x - 1] = vals[e];"
            tag = "%s__values%d" % (src, select)
    holes = dict(items=items, load=load, store=store, wbit="w[e]" if masked else "true",
                 mask="if (cu[r]) " if masked else "",
                 lookback=fragment("scan_look_step.cuh").template + "\n" if look else "")
    if mode == "rows":
        cols = 32 * items // rows
        holes.update(rows=rows, cols=cols, pad=1 if rows > 1 else 0,
                     maskdecl=fill("  __shared__ bool gw[8][${n}];", n=rows * (cols + 1))
                     if masked else "",
                     maskput=fill("gw[warp][i * (${cols} + 1) + c] = u[r];", cols=cols)
                     if masked else "",
                     mask=fill("if (gw[warp][lane * (${cols} + 1) + c]) ", cols=cols)
                     if masked else "")
    if masked:
        params = params.replace(" p,", " p, const bool* __restrict__ w,", 1)
    # reduceat rounds each step to the result type, as NumPy's float16 loops do
    holes["step"] = ("op(x, y)" if STORAGE[dst] == at or not round_steps
                     else fill("gp_cast(AT, gp_cast(${t}, (op(x, y))))", t=STORAGE[dst]))
    body = fragment("scan_%s.cuh" % mode).substitute(holes)
    if look:
        body = fragment("scan_look_decl.cuh").template + body
    kname = "gpnumpy_scan_%s__%s__%s%d%s%s%s" % (
        name, tag, mode if mode != "rows" else "rows%d_" % rows, items, "_look" if look else "",
        "_w" if masked else "", "" if round_steps else "_f")
    src_code = template("scan.cu").substitute(
        name=kname, mode=mode, items=items, params=params, at=at, neutral=neutral,
        expr=expr, body=body)
    return prelude(any(fn in expr for fn in _COMPLEX_FUNCS), expr) + src_code, kname


# ---------------------------------------------------------------- advanced indexing
# ufunc.at through the hardware's atomics (the table row names the operation): the update
# statement, by operation and element code
_HW_ATOMIC = {}
for _c in ("i4", "u4", "i8", "u8", "f4", "f8"):
    # atomicAdd has no long long overload: two's complement adds alike as unsigned
    _t = "unsigned long long" if _c == "i8" else STORAGE[_c]
    _HW_ATOMIC[("add", _c)] = ("atomicAdd", _t)
for _c in ("i4", "u4", "i8", "u8"):
    _HW_ATOMIC[("max", _c)] = ("atomicMax", STORAGE[_c])
    _HW_ATOMIC[("min", _c)] = ("atomicMin", STORAGE[_c])
for _key, (_fn, _t) in list(_HW_ATOMIC.items()):
    _HW_ATOMIC[_key] = ("if (ok) %s(reinterpret_cast<%s*>(p + po), *reinterpret_cast<const %s*>(q + qo));"
                        % (_fn, _t, _t))
# complex add/subtract: an atomicAdd on each part (complex128 has no 16-byte atomic)
for _c, _t in (("c8", "float"), ("c16", "double")):
    for _e, _sign in (("add", ""), ("sub", "-")):
        _HW_ATOMIC[(_e, _c)] = (
            "if (ok) { %s* d = reinterpret_cast<%s*>(p + po); const %s* s = reinterpret_cast<const %s*>(q + qo); "
            "atomicAdd(d, %ss[0]); atomicAdd(d + 1, %ss[1]); }" % ((_t,) * 4 + (_sign,) * 2))


#: elements per thread of the indexing kernels (their lookups and loads overlap); a gather
#: takes one (H100, 2^26 random int64 indices, single launches: 2.43 ms with 1 element per
#: thread, 2.44 with 2 or 4, 2.45 with 8)
INDEX_UNROLL = int(os.environ.get("GPNUMPY_INDEX_UNROLL", "4"))


AT_UNROLL = int(os.environ.get("GPNUMPY_AT_UNROLL", str(INDEX_UNROLL)))  # ufunc.at (knob)


def index_unroll(mode):
    return 1 if mode == "gather" else AT_UNROLL if mode == "at" else INDEX_UNROLL

_EACH = "#pragma unroll\n    for (int u = 0; u < UNROLL; ++u) { %s }"


def index(mode, itemsize, ndim, idx_codes, at=None):
    """Source and name of one advanced-indexing kernel (template index.cu).

    mode       'gather' (q[qo] = p[po]), 'check' (bounds only), 'claim' (the last result
               element writing each destination claims it: atomicMax on claim[co]),
               'scatter' (p[po] = q[qo], only where the element holds the claim when
               claim is given), 'at' (p[po] = f(p[po], q[qo]) atomically, see ``at``)
    itemsize   bytes moved per element (values are never computed on, except 'at')
    ndim       result axes; idx_codes: dtype code of each index array
    at         for mode 'at': (expr, loop codes, element code, unary, atomic), atomic the
               table row's hardware atomic for the element ('add', 'sub', 'max', 'min') or None
    """
    nk = len(idx_codes)
    vt = _raw_type(itemsize)
    dims = ["long long sh%d, long long ps%d, long long qs%d, long long cs%d" % (d, d, d, d)
            for d in range(ndim)]
    dims += ["long long is%d_%d" % (k, d) for k in range(nk) for d in range(ndim)]
    dims += ["long long ext%d, long long ast%d, long long cm%d" % (k, k, k) for k in range(nk)]
    dim_params = "".join(", " + x for x in dims)
    idx_params = "".join("const char* __restrict__ i%d," % k for k in range(nk))
    decls = " ".join("long long io%d = 0;" % k for k in range(nk))
    dec = []
    for d in range(ndim - 1, -1, -1):
        c = "rem %% sh%d" % d if d else "rem"
        step = "po += c * ps%d; qo += c * qs%d; bi += c * cs%d;" % (d, d, d)
        step += "".join(" io%d += c * is%d_%d;" % (k, k, d) for k in range(nk))
        dec.append("{ const long long c = %s; %s%s }" % (c, step, " rem /= sh%d;" % d if d else ""))
    look = []
    for k, c in enumerate(idx_codes):
        look.append(
            "{ long long j = (long long)*reinterpret_cast<const %s*>(i%d + io%d); const long long j0 = j;"
            " if (j < 0) j += ext%d;"
            " if ((unsigned long long)j >= (unsigned long long)ext%d) { err[0] = %d; err[1] = j0; ok = false; j = 0; }"
            " po += j * ast%d; co += j * cm%d; }" % (STORAGE[c], k, k, k, k, k + 1, k, k))
    if mode == "gather":
        body = ("%s v_[UNROLL];\n" % vt + _EACH % "if (t0 + u * stride < n) v_[u] = *reinterpret_cast<const %s*>(p + po_[u]);" % vt
                + "\n" + _EACH % "if (t0 + u * stride < n) *reinterpret_cast<%s*>(q + qo_[u]) = v_[u];" % vt)
    elif mode == "check":
        body = ""
    elif mode == "claim":
        body = "if (ok) atomicMax(claim + co, (int)(bi + 1));"
    elif mode == "scatter":
        body = ("if (ok && (claim == 0 || claim[co] == (int)(bi + 1))) "
                "*reinterpret_cast<%s*>(p + po) = *reinterpret_cast<const %s*>(q + qo);" % (vt, vt))
    else:
        expr, loop, elem, unary, atomic = at
        st = STORAGE[elem]
        l0, lo = loop[0], loop[-1]
        in0 = "gp_cast(CT0, %s)" % ("cur" if elem == l0 else "gp_cast(%s, cur)" % STORAGE[l0])
        res = "out0" if elem == lo else "gp_cast(%s, out0)" % STORAGE[lo]
        typedefs = "typedef %s CT0; typedef %s OT0;" % (COMPUTE[l0], COMPUTE[lo])
        lines = ["CT0 in0 = %s;" % in0]
        if not unary:
            typedefs += " typedef %s CT1;" % COMPUTE[loop[1]]
            lines.append("CT1 in1 = gp_cast(CT1, *reinterpret_cast<const %s*>(q + qo));" % STORAGE[loop[1]])
        lines += ["OT0 out0;", _statement(expr, 1), "return gp_cast(%s, %s);" % (st, res)]
        body = ("if (ok) { %s gp_atomic_apply(reinterpret_cast<%s*>(p + po), [&](%s cur) -> %s { %s }); }"
                % (typedefs, st, st, st, " ".join(lines)))
        hw = _HW_ATOMIC.get((atomic, elem))
        if hw and not unary and tuple(loop) == (elem, elem, elem):
            body = hw  # the hardware's own atomics (no retry loop under contention)
    if mode != "gather":
        body = _EACH % ("if (t0 + u * stride < n) { const long long po = po_[u], qo = qo_[u], co = co_[u], "
                        "bi = bi_[u]; const bool ok = ok_[u]; %s }" % body)
    unroll = index_unroll(mode)
    body = body.replace("UNROLL", str(unroll))
    idx = "_".join(idx_codes) or "none"
    if mode == "at":
        # the expression's checksum tells apart ufuncs with the same loop types
        kname = "gpnumpy_at_%s__%s_%s__n%d__%s_%08x" % (
            "u" if unary else "b", "_".join(loop), elem, ndim, idx,
            zlib.crc32(expr.encode()) & 0xffffffff)
    else:
        kname = "gpnumpy_index_%s__%s__n%d__%s" % (mode, vt, ndim, idx)
    src = template("index.cu").substitute(
        name=kname, mode=mode, unroll=unroll, idx_params=idx_params, dim_params=dim_params, decls=decls,
        decompose=" ".join(dec), lookups=" ".join(look), body=body)
    return prelude(at is not None and any(fn in at[0] for fn in _COMPLEX_FUNCS),
                   at[0] if at is not None else "") + src, kname
# ---------------------------------------------------------------- searching
def searchsorted(code, side, sorter):
    """Source and name of one binary-search kernel (template searchsorted.cu).

    code    dtype code of a and v (both already in the common dtype)
    side    'left' (first p with a[p] >= x) or 'right' (first p with a[p] > x)
    sorter  a is read through an int64 permutation ``sorter``
    """
    kname = "gpnumpy_searchsorted__%s__%s%s" % (code, side, "_sorter" if sorter else "")
    if side == "left":
        cond, go_right = "!(a[p] < x)", "gp_sort_lt(y, x)"
    else:
        cond, go_right = "x < a[p]", "!gp_sort_lt(x, y)"
    src = template("searchsorted.cu").substitute(
        name=kname, st=STORAGE[code], ct=COMPUTE[code], side=side, cond=cond,
        sorter_param="const long long* __restrict__ sorter," if sorter else "",
        index="sorter[mid]" if sorter else "mid", go_right=go_right)
    return prelude(False) + src, kname


# ---------------------------------------------------------------- sorting
#: keys the one-block sort takes (256 threads x this many)
BLOCK_SORT_ITEMS = 16
#: onesweep tiles (threads, keys a thread) by (key bytes, value bytes or 0): 384 x 22 4-byte
#: keys; fewer keys a thread where keys or values take 8 bytes (a tile's keys or values fit
#: in 48 KiB of shared memory, and two blocks fit an SM's registers).  H100, 2^26 random keys
#: (bench_sort.py --sweep): float32 384 x 22 2.15 ms, x 18 2.37, x 12 2.74, 256 x 16 2.45,
#: 512 x 14 2.38; int64 384 x 15 5.32, x 12 5.85; float32 + int64 positions 384 x 14 3.44,
#: x 12 3.55; int64 + int64 positions 384 x 12 8.42, x 10 8.78 (look-back window 1)
RADIX_TILES = {(4, 0): (384, 22), (4, 4): (384, 17), (4, 8): (384, 14),
               (8, 0): (384, 15), (8, 4): (384, 15), (8, 8): (384, 12)}
#: look-back words a thread reads at once (tiles before its own): H100, 2^26 random keys,
#: 384 x 18 float32 2.25 ms with 4, 2.37 with 1; int64 5.14 against 5.32
RADIX_WINDOW = 4
#: onesweep blocks an SM must hold (registers capped to fit; 0: no cap).  Counts published
#: before ranking (early) against after: float32 2.37 / 2.46 ms, int64 5.32 / 5.66
RADIX_MIN_BLOCKS = 2
RADIX_KERNELS = ("block", "histogram", "plan", "onesweep")
_UNSIGNED = {1: "unsigned char", 2: "unsigned short", 4: "unsigned int", 8: "unsigned long long"}
_VALUE_TYPES = {None: "int", "i4": "int", "i8": "long long"}
_INF_BITS = {"f2": "0x7C00u", "f4": "0x7F800000u", "f8": "0x7FF0000000000000ull"}


def radix_tile(isz, vcode):
    """(threads, keys a thread) of a onesweep tile of ``isz``-byte keys carrying values of
    code ``vcode`` (None, 'i4', 'i8')."""
    return RADIX_TILES[(max(4, isz), 0 if vcode is None else int(vcode[1:]))]


def radix_sort(code, vcode, kernel, threads=None, items=None, window=None, early=True,
               match_any=False, min_blocks=None):
    """Source and name of one kernel of the radix sort of keys of dtype code ``code`` (bool,
    integers, floats) carrying values of code ``vcode`` ('i4', 'i8' or None).  ``kernel`` is
    one of RADIX_KERNELS: "block" (template radix_block.cu) sorts up to 256 x
    BLOCK_SORT_ITEMS keys alone; the other three share one source (radix_sweep.cu).
    For measuring: ``threads`` and ``items``, a onesweep tile (default ``radix_tile``);
    ``window``, look-back words read at once (default RADIX_WINDOW); ``early``: a tile
    publishes its digit counts before ranking its keys (else after); ``match_any``: find a
    digit's peers in a warp with match.any instead of one ballot a bit; ``min_blocks``:
    onesweep blocks an SM must hold (registers capped to fit; 0: no cap; default
    RADIX_MIN_BLOCKS)."""
    isz = 1 if code == "b1" else int(code[1:])
    dthreads, ditems = radix_tile(isz, vcode)
    threads, items = threads or dthreads, items or ditems
    window = window or RADIX_WINDOW
    min_blocks = RADIX_MIN_BLOCKS if min_blocks is None else min_blocks
    top = "((UT)1 << %d)" % (8 * isz - 1)
    if code[0] == "f":
        okey = ("const UT a = (UT)(b & (UT)~%s); if (a > (UT)%s) return (UT)~(UT)0; "
                "if (a == 0) return %s; return (b & %s) ? (UT)~b : (UT)(b | %s);"
                % (top, _INF_BITS[code], top, top, top))
        order = "-0.0 equal to 0.0, NaNs last and equal"
    elif code[0] == "i":
        okey, order = "return (UT)(b ^ %s);" % top, "signed: the sign bit flipped"
    else:
        okey, order = "return b;", "unsigned: as they are"
    part = "block" if kernel == "block" else "sweep"
    ns = "gpnumpy_radix_%s__%s__%s" % (part, code, vcode or "none")
    if part == "sweep":
        ns += "__%dx%dw%d%s%s%s" % (threads, items, window, "" if early else "_late",
                                     "_match" if match_any else "",
                                     "_min%d" % min_blocks if min_blocks else "")
    common = fragment("radix_sort.cuh").substitute(
        ns=ns, key=code, ut=_UNSIGNED[isz], vt=_VALUE_TYPES[vcode], has_v="true" if vcode else "false",
        values="%s values" % vcode if vcode else "no values", order=order, okey=okey,
        passes=isz, bitems=BLOCK_SORT_ITEMS, threads=threads, items=items,
        copies=max(1, 32 // isz), window=window, early="true" if early else "false",
        match_any="true" if match_any else "false")
    src = template("radix_%s.cu" % part).substitute(
        common=common, ns=ns, min_blocks=", %d" % min_blocks if min_blocks else "")
    return src, "%s_%s" % (ns, kernel)


# ---------------------------------------------------------------- random streams
_RANDOM_METHODS = ("random", "uniform", "offset", "lemire", "normal", "exponential")
_RANDOM_MODES = ("fill", "tile")
#: words a tile of random.cu's tile kernel holds (a block of 4 warps, 32 lanes x 32 words each)
RANDOM_TILE_WORDS = 4096
#: threads of a tile kernel's block (random.cu's GP_WB warps)
RANDOM_TILE_THREADS = 128


def _c_double(x):
    return float(x).hex()


def _c_float(x):
    return float(x).hex() + "f"


def random_stream(gen, wbits, method, code, mode, affine=False, consts=()):
    """Source and name of one kernel of ``random.cu``: bit generator ``gen`` ('PCG64' or
    'PHILOX'), ``wbits`` (64 or 32-bit words), NumPy sampler ``method`` (one of
    _RANDOM_METHODS), output dtype code ``code``, kernel ``mode`` ('fill': one word per value;
    'tile': rejection samplers placed by a look-back); ``affine``: normal's loc + scale * z or
    exponential's scale * z; ``consts``: the ziggurat constants (nor_r, nor_inv_r, exp_r as
    doubles) the sampler compares with."""
    if gen not in ("PCG64", "PHILOX") or wbits not in (32, 64):
        raise ValueError("random stream %r/%r" % (gen, wbits))
    if method not in _RANDOM_METHODS or mode not in _RANDOM_MODES:
        raise ValueError("random method %r / mode %r" % (method, mode))
    nor_r, nor_inv_r, exp_r = consts or (0.0, 0.0, 0.0)
    f32 = numpy.float32
    kname = "gpnumpy_random__%s%d__%s__%s__%s%s" % (gen.lower(), wbits, method, code, mode,
                                                   "_affine" if affine else "")
    src = template("random.cu").substitute(
        name=kname, gen=gen, wbits=wbits, method=method, mode=mode, ot=STORAGE[code],
        extra="#define GP_AFFINE 1\n" if affine else "", tile_threads=RANDOM_TILE_THREADS,
        tile_words=RANDOM_TILE_WORDS,
        nor_r=_c_double(nor_r), nor_inv_r=_c_double(nor_inv_r), exp_r=_c_double(exp_r),
        nor_r_f=_c_float(f32(nor_r)), nor_inv_r_f=_c_float(f32(nor_inv_r)),
        exp_r_f=_c_float(f32(exp_r)))
    return prelude(False) + src, kname


def random_shuffle(jt_code):
    """Source and name of ``random_shuffle.cu``: NumPy's Fisher-Yates draws (random_interval
    over 32-bit words) written as dtype code ``jt_code`` ('i4' or 'i8')."""
    if jt_code not in ("i4", "i8"):
        raise ValueError("shuffle draws as %r" % (jt_code,))
    kname = "gpnumpy_random_shuffle__%s" % jt_code
    src = template("random_shuffle.cu").substitute(name=kname, jt=STORAGE[jt_code])
    return prelude(False) + src, kname


# ---------------------------------------------------------------- products
#: accumulator of the integer/bool product kernel: NumPy's integer matmul wraps in the
#: operand type, which is the low bits of an unsigned sum of products (defined overflow)
_MATMUL_ACC = {"b1": "unsigned int", "i1": "unsigned int", "u1": "unsigned int",
               "i2": "unsigned int", "u2": "unsigned int", "i4": "unsigned int",
               "u4": "unsigned int", "i8": "unsigned long long", "u8": "unsigned long long"}


def matmul_int(code):
    """Source and name of the batched product kernel (template matmul_int.cu) for bool
    (``or`` of ``and``) and the integer dtypes (NumPy's wrap-around), dtype code ``code``."""
    acc = _MATMUL_ACC[code]
    kname = "gpnumpy_matmul__%s" % code
    if code == "b1":
        what, rule = "bool", "the or of ands"
        step = "sum |= ta[ty][q] & tb[q][tx];"
    else:
        what, rule = "integers", "modulo 2^%d, the low bits are NumPy's wrapped result" % (
            64 if acc.endswith("long long") else 32)
        step = "sum += ta[ty][q] * tb[q][tx];"
    # a signed value widens with its sign, so the low bits of the product are exact
    load_a, load_b = "a[ia * sar + (p0 + tx) * sac]", "b[(p0 + ty) * sbr + jb * sbc]"
    if code[0] == "i":
        load_a, load_b = "(long long)" + load_a, "(long long)" + load_b
    src = template("matmul_int.cu").substitute(
        name=kname, what=what, rule=rule, st=STORAGE[code], acc=acc, step=step,
        load_a=load_a, load_b=load_b)
    return prelude(False) + src, kname


# ---------------------------------------------------------------- small linear systems
SMALL_SOLVE_MODES = {
    "rows": "rows: one right-hand side column at a time, a lane per row, as trsv",
    "cols": "columns: a lane per right-hand side column, the factors in shared memory, as trsm",
}


def small_solve_warps(code, width, mode):
    """Warps a block of the small-system kernel: its shared tiles (A's, and in the column
    mode the right-hand sides') within 40 KiB of the 48 KiB of static shared memory."""
    size = {"f4": 4, "f8": 8, "c8": 8, "c16": 16}[code]
    per_warp = 32 * (width + 1 + (width if mode == "cols" else 0) + 1) * size + 128
    return max(1, min(4, 40960 // per_warp))


def small_solve(code, width, mode):
    """Source and name of the stacked small-system solver (template small_solve.cu) for
    dtype code ``code`` (f4, f8, c8, c16), systems padded to ``width`` x ``width`` (a power
    of two up to 32: that many lanes of a warp per system) and substitution ``mode``:
    'rows' (a lane per row, one right-hand side column at a time: solve with a vector) or
    'cols' (a lane per right-hand side column: inverses and several columns)."""
    if width not in (1, 2, 4, 8, 16, 32):
        raise ValueError("small_solve: width %r is not a power of two up to 32" % (width,))
    if mode not in SMALL_SOLVE_MODES:
        raise ValueError("small_solve: mode %r is not 'rows' or 'cols'" % (mode,))
    t = STORAGE[code]
    cplx = code[0] == "c"
    r = "float" if code in ("f4", "c8") else "double"
    kname = "gpnumpy_small_solve__%s__w%d_%s" % (code, width, mode)
    warps = small_solve_warps(code, width, mode)
    ytile = ("  __shared__ %s ys[GP_NW * 32 * GP_W];   // right-hand side columns\n" % t
             if mode == "cols" else "")
    sub = fragment("small_solve_%s.cuh" % mode).substitute(t=t)
    src = template("small_solve.cu").substitute(
        name=kname, what="%s, up to %d x %d" % (code, width, width), w=width, t=t, r=r,
        warps=warps, ytile=ytile,
        div_linkage="static __device__ __noinline__" if cplx else "GP_DEV", mode_rule=SMALL_SOLVE_MODES[mode], substitution=sub,
        abs1="fabs(v.re) + fabs(v.im)" if cplx else "fabs(v)",
        abs1_rule="|re| + |im|" if cplx else "|a|",
        fms="acc - x * y" if cplx else "fma(-x, y, acc)",
        fma="acc + x * y" if cplx else "fma(x, y, acc)",
        sfmin="1.17549435e-38f" if r == "float" else "2.2250738585072014e-308",
        zero="gp_cx<%s>(0, 0)" % r if cplx else "(%s)0" % r,
        one="gp_cx<%s>(1, 0)" % r if cplx else "(%s)1" % r)
    return prelude(False) + src, kname


def hermitian_planes(code):
    """Source and name of the in-place Hermitian fix of a half spectrum's zero/Nyquist
    planes before a multi-dimensional C2R (template hermitian_planes.cu), complex dtype code
    ``code`` ('c8' or 'c16'); up to four axes."""
    if code not in ("c8", "c16"):
        raise ValueError("hermitian_planes: complex codes only, not %r" % (code,))
    kname = "gpnumpy_hermitian_planes__%s" % code
    src = template("hermitian_planes.cu").substitute(
        name=kname, t=STORAGE[code], r="float" if code == "c8" else "double")
    return prelude(False) + src, kname


def triangle(code, lower, wide):
    """Source and name of the triangle copy (template triangle.cu): the lower (``lower``)
    or upper triangle of each matrix of a stack into a new C-contiguous one, dtype code
    ``code``; ``wide``: 64-bit element indices (else 32-bit)."""
    t = STORAGE[code]
    zero = "gp_cx<%s>(0, 0)" % ("float" if code == "c8" else "double") if code[0] == "c" \
        else "(%s)0" % t
    kname = "gpnumpy_%s__%s__%s" % ("tril" if lower else "triu", code, "i8" if wide else "i4")
    src = template("triangle.cu").substitute(
        name=kname, what="lower" if lower else "upper", keep="<=" if lower else ">=", t=t,
        zero=zero, it="unsigned long long" if wide else "unsigned")
    return prelude(False) + src, kname
