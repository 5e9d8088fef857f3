"""Rendering: (table row, dtypes, layout) -> CUDA source.  Pure; needs no GPU.

Every piece of source comes from our templates: the kernels' ``.cu`` files, the
fragments of their bodies (``.cuh``) and the parts files (``*_parts.cuh``: small named
pieces, one family each), all ``${hole}`` templates filled by ``fill``, and from our
tables (``STORAGE``, ``COMPUTE``, ...).  What a caller hands in is checked before it
reaches a hole: dtype codes must be keys of our tables, counts Python ints in range,
names identifiers, and the table's C++ expressions plain C++ expressions (``_cxx``).

``elementwise`` fills the holes of ``elementwise_*.cu`` and returns the source and
a readable kernel name such as ``gpnumpy_add__f4_f4__f4__contig4x2``.
"""
from __future__ import annotations

import functools
import operator
import os
import re
import zlib

import numpy

from .lru import LRU

_HERE = os.path.dirname(__file__)


def _read(name):
    with open(os.path.join(_HERE, name)) as f:
        return f.read()


COMMON = _read("common.cuh") + _read("real_math.cuh")
COMPLEX_MATH = _read("complex_math.cuh")
FPE = _read("fpe.cuh")
PRODUCT_CHECK = _read("product_check.cuh")
DATETIME = _read("datetime.cuh")
_TEMPLATES = LRU(64)
_HOLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


class Template:
    """CUDA text with ``${name}`` holes (the one templating idiom), read once and kept as a
    format string, so that filling it is one C call."""
    __slots__ = ("template", "_format")

    def __init__(self, text):
        if "$" in _HOLE.sub("", text):
            raise ValueError("a kernel template has a '$' that is not a ${name} hole")
        self.template = text
        # literal braces doubled, holes as format fields (split: text, hole, text, ...)
        pieces = _HOLE.split(text)
        self._format = "".join(p.replace("{", "{{").replace("}", "}}") if i % 2 == 0 else "{%s}" % p
                               for i, p in enumerate(pieces))

    def __repr__(self):
        return "<Template %r>" % (self.template[:40],)


def template(name):
    """The template of a kernel's ``.cu`` file."""
    t = _TEMPLATES.get(name)
    if t is None:
        t = Template(_read(name))
        _TEMPLATES.put(name, t)
    return t


def _less_newline(text):
    return text[:-1] if text.endswith("\n") else text


def fragment(name):
    """The template of a .cuh fragment (a piece of a kernel's body, filled into a ``.cu``
    template's hole): the file's text less its final newline."""
    t = _TEMPLATES.get(name)
    if t is None:
        t = Template(_less_newline(_read(name)))
        _TEMPLATES.put(name, t)
    return t


_HOLE_TYPES = frozenset((str, int))


def fill(piece, **holes):
    """The one render function: ``piece`` (a ``Template``: a ``.cu`` file, a fragment or a
    part) with its ``${}`` holes filled.  A hole takes text (rendered by this function, from
    our tables, or a checked name) or a Python int, nothing else; every hole must be given."""
    return _filled(piece, holes)


def _filled(piece, holes):
    if not _HOLE_TYPES.issuperset(map(type, holes.values())):
        bad = [v for v in holes.values() if type(v) not in _HOLE_TYPES]
        raise TypeError("a kernel template's hole takes str or int, not %r" % (bad[0],))
    return piece._format.format_map(holes)


_PART_LINE = re.compile(r"^//@ ", re.M)


class Parts:
    """The named parts of one parts file: a line ``//@ key  what it is`` starts part ``key``,
    whose text runs to the next such line (less the final newline); the lines before the
    first part describe the file.  ``parts(key, **holes)`` is the part filled.  The file is
    read at the first part asked for (not at import)."""
    __slots__ = ("file", "_pieces")

    def __init__(self, file):
        self.file = file
        self._pieces = None

    def _read(self):
        pieces = {}
        for chunk in _PART_LINE.split(_read(self.file))[1:]:
            head, _, text = chunk.partition("\n")
            key = head.split()[0]
            if key in pieces:
                raise ValueError("%s: part %r twice" % (self.file, key))
            pieces[key] = Template(_less_newline(text))
        self._pieces = pieces  # (one assignment: a second reader makes the same)
        return pieces

    def __call__(self, key, **holes):
        # (fill, less a copy of the holes)
        return _filled((self._pieces or self._read())[key], holes)

    def keys(self):
        return (self._pieces or self._read()).keys()


_EW = Parts("elementwise_parts.cuh")
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
#: index types by code (strided and tiled layouts; an 'i' operand's value)
_ITYPE = {"i4": "int", "i8": "long long"}
_BOOL = {False: "false", True: "true"}

# The complex elementary functions (complex_math.cuh): only kernels using one carry them.
_COMPLEX_FUNCS = ("gp_cexp", "gp_clog", "gp_csqrt", "gp_csin", "gp_ccos", "gp_ctan", "gp_csinh",
                  "gp_ccosh", "gp_ctanh", "gp_casin", "gp_cacos", "gp_catan", "gp_casinh",
                  "gp_cacosh", "gp_catanh", "gp_cpow")


# ---------------------------------------------------------------- what callers hand in
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# C++ expressions and statements of our tables: identifiers, numbers, operators; no
# braces, brackets, quotes, preprocessor lines or comments (nothing that could end the
# kernel's body or hide the rest of a line)
_CXX = re.compile(r"[A-Za-z0-9_ !&()*+,\-./:;<=>?^|~]*\Z")


def _ident(s, what="name"):
    if type(s) is not str or not _IDENT.match(s):
        raise ValueError("kernel %s %r is not an identifier" % (what, s))
    return s


def _cxx(s, what="expression"):
    if type(s) is not str or not _CXX.match(s) or "//" in s or "/*" in s:
        raise ValueError("kernel %s %r is not a plain C++ expression" % (what, s))
    return s


def _code(c, table=STORAGE):
    if type(c) is not str or c not in table:
        raise ValueError("dtype code %r is not one of %s" % (c, [k for k in table if k is not None]))
    return c


def _int(v, lo, hi, what="count"):
    if isinstance(v, bool) or isinstance(v, numpy.bool_):
        raise ValueError("kernel %s %r is a bool, not a count" % (what, v))
    try:
        v = operator.index(v)
    except TypeError:
        raise TypeError("kernel %s %r is not an integer" % (what, v)) from None
    if not lo <= v <= hi:
        raise ValueError("kernel %s %r is not in [%d, %d]" % (what, v, lo, hi))
    return int(v)


def _one_of(v, options, what):
    if v not in options:
        raise ValueError("kernel %s %r is not one of %s" % (what, v, list(options)))
    return v


def _fpe(fpe):
    """The checked variant's (categories, check) validated."""
    if fpe is None:
        return None
    cats, check = fpe
    return _int(cats, 0, 15, "error categories"), None if check is None else _cxx(check, "check")


def _layout(layout):
    kind = _one_of(layout[0], ("contig", "tiled", "strided", "rows"), "layout")
    if kind == "contig":
        _, vec, unroll = layout
        return kind, _int(vec, 1, 64, "vector width"), _int(unroll, 1, 64, "unroll")
    if kind == "tiled":
        _, tile, idx, vec = layout
        return kind, _int(tile, 1, 128, "tile"), _code(idx, _ITYPE), _int(vec, 1, 64, "vector width")
    if kind == "rows":
        _, ndim, vec, idx = layout
        return kind, _int(ndim, 2, 64, "ndim"), _int(vec, 1, 16, "elements per thread"), \
            _code(idx, _ITYPE)
    _, ndim, idx = layout
    return kind, _int(ndim, 0, 64, "ndim"), _code(idx, _ITYPE)


def layout_tag(layout):
    if layout[0] == "contig":
        return _EW("tag_contig", vec=layout[1], unroll=layout[2])
    if layout[0] == "tiled":
        return _EW("tag_tiled", tile=layout[1], idx=layout[2], vec=layout[3])
    if layout[0] == "rows":
        return _EW("tag_rows", ndim=layout[1], vec=layout[2], idx=layout[3])
    return _EW("tag_strided", ndim=layout[1], idx=layout[2])


def _either(parts):
    """``a | b | ...`` of C++ values (categories of floating-point errors)."""
    return functools.reduce(lambda a, b: _EW("either", a=a, b=b), parts)


def _statement(expr, nout):
    if "out0" in expr:
        return expr
    assert nout == 1
    return _EW("statement", expr=expr)


def elementwise(name, expr, loop, ins, outs, layout, where=False, fpe=None, ones=None):
    """Source and kernel name of one elementwise kernel.

    name    ufunc name (for the kernel name)
    expr    the table's expression for this loop
    loop    dtype codes of the loop, inputs then outputs ('f4', 'f4', 'f4')
    ins     per input (kind, code): kind 'a' array, 's' scalar argument in the
            loop's type, 'p' pointer to one element broadcast everywhere, 'i' the
            element's flat C-order index (code 'i8'; 1-d or strided layouts), 't' an
            array read through the shared-memory tile (tiled layout)
    outs    per output, the code of the output array
    layout  ('contig', vec, unroll), ('strided', ndim, index_code) or
            ('tiled', tile, index_code, vec)
    where   a bool mask array operand guards the stores
    fpe     None, or (categories, check): the checked variant, which records the floating-
            point error categories (NumPy's bits) that the C++ ``check`` (a ufunc_table
            row's, in terms of in0, in1, out0, out1 and FM) finds; ``check`` None with name
            '_copy' checks the cast.  Its leading parameters are ``fpe_params``
            (elementwise_parts.cuh).
    ones    the inputs that are one value for the whole call, which a check may name
            (``one<k>``); default: the scalar arguments and broadcast elements ('s', 'p')
    """
    name, expr, fpe, layout = _ident(name), _cxx(expr), _fpe(fpe), _layout(layout)
    loop = tuple(_code(c) for c in loop)
    ins = tuple((_one_of(kind, "aspit", "operand kind"), _code(c)) for kind, c in ins)
    outs = tuple(_code(c) for c in outs)
    nin, nout = len(ins), len(outs)
    if len(loop) != nin + nout:
        raise ValueError("loop %r does not match %d inputs and %d outputs" % (loop, nin, nout))
    lin, lout = loop[:nin], loop[nin:]
    params, typedefs = [], []
    if fpe is not None:
        params.append(_EW("fpe_params"))
        typedefs.append(_EW("fpe_decl", fm=fpe[0]))
    # copies and selections move values in their storage type: no float16 -> float round trip,
    # which would lose a NaN's sign and payload
    comp = STORAGE if name in ("_copy", "_where") else COMPUTE
    ones = ([k for k, (kind, _) in enumerate(ins) if kind in "sp"] if ones is None else
            [_int(k, 0, len(ins) - 1, "input") for k in ones])
    for k, (kind, c) in enumerate(ins):
        typedefs.append(_EW("ct", t=comp[lin[k]], k=k))
        if kind == "s":
            params.append(_EW("param_s", t=STORAGE[lin[k]], k=k))
        elif kind != "i":
            params.append(_EW("param_p", t=STORAGE[c], k=k))
    for k, c in enumerate(outs):
        typedefs.append(_EW("ot", t=comp[lout[k]], k=k))
        params.append(_EW("param_q", t=STORAGE[c], k=k))
    if where:
        params.append(_EW("param_wh"))

    def load(k, raw):
        kind, c = ins[k]
        if kind == "s":
            return _EW("cast", t=_EW("ct_name", k=k), x=_EW("scalar", k=k))
        if c != lin[k]:
            raw = _EW("cast", t=STORAGE[lin[k]], x=raw)
        return _EW("cast", t=_EW("ct_name", k=k), x=raw)

    def store(k, value):
        c = outs[k]
        if c != lout[k]:
            value = _EW("cast", t=STORAGE[lout[k]], x=value)
        return _EW("cast", t=STORAGE[c], x=value)

    def body(raw_in, target_out, guard=None):
        if fpe is None:
            lines = [_EW("load", k=k, v=load(k, raw_in(k))) for k in range(nin)]
        else:
            # the checked variant keeps each loaded value (a cast checks its source)
            lines = []
            for k in range(nin):
                kind, c = ins[k]
                if kind == "s":
                    lines.append(_EW("load", k=k, v=load(k, None)))
                else:
                    lines.append(_EW("load_kept", t=_ITYPE["i8"] if kind == "i" else STORAGE[c],
                                     k=k, raw=raw_in(k), v=load(k, _EW("kept", k=k))))
        lines += [_EW("out", k=k) for k in range(nout)]
        lines.append(_statement(expr, nout))
        st = [_EW("assign", target=target_out(k), v=store(k, _EW("outv", k=k))) for k in range(nout)]
        if fpe is not None:
            st.append(_EW("fpe_or", check=_fpe_check(name, fpe, lout, comp, outs, ones)))
        if guard:
            st = [_EW("guarded", guard=guard, stores=" ".join(st))]
        return _EW("block", lines=" ".join(lines + st))

    operands = "_".join(c if kind == "a" else _EW("name_operand", kind=kind, code=c) for kind, c in
                        ((kind, c if kind != "s" else lin[k]) for k, (kind, c) in enumerate(ins)))
    kname = _EW("name", name=name, ins=operands, outs="_".join(outs), layout=layout_tag(layout),
                where=_EW("name_where") if where else "")
    if any(c != l for (kind, c), l in zip(ins, lin) if kind != "s") or any(c != l for c, l in zip(outs, lout)):
        kname = _EW("name_loop", kname=kname, loop="_".join(loop))
    if fpe is not None:
        kname = _EW("name_fpe", kname=kname, fm=fpe[0])
    kind0 = layout[0]
    if kind0 == "rows":
        raise ValueError("the rows layout is the fused kernels' (render.fused)")
    if kind0 == "contig":
        _, vec, unroll = layout
        arrays = [k for k, (kind, _) in enumerate(ins) if kind == "a"]

        def raw_vec(k):
            if ins[k][0] == "p":
                return _EW("broadcast", k=k)
            if ins[k][0] == "i":
                return _EW("index_vec", vec=vec)
            return _EW("vec_in", k=k)

        def raw_elem(k):
            kind = ins[k][0]
            if kind == "p":
                return _EW("broadcast", k=k)
            return _EW("index_elem") if kind == "i" else _EW("elem_in", k=k)

        vloads = _EW("vloads", unroll=unroll, vec=vec,
                     decls=" ".join(_EW("vdecl_in", t=STORAGE[ins[k][1]], vec=vec, k=k, unroll=unroll)
                                    for k in arrays),
                     loads=" ".join(_EW("vload", k=k, t=STORAGE[ins[k][1]], vec=vec) for k in arrays))
        vouts = " ".join(_EW("vdecl_out", t=STORAGE[c], vec=vec, k=k, unroll=unroll)
                         for k, c in enumerate(outs))
        vcompute = body(raw_vec, lambda k: _EW("vec_out", k=k))
        vstores = " ".join(_EW("vstore", t=STORAGE[c], vec=vec, k=k) for k, c in enumerate(outs))
        tail = body(raw_elem, lambda k: _EW("elem_out", k=k))
        src = fill(template("elementwise_contig.cu"),
                   params=", ".join(params), typedefs=" ".join(typedefs), vec=vec, unroll=unroll,
                   vloads=vloads, vouts=vouts, vcompute=vcompute, vstores=vstores, tail=tail,
                   name=kname)
    elif kind0 == "tiled":
        _, tile, idx, vec = layout
        itype = _ITYPE[idx]
        ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(ins) if kind in "at"]
        ops += [_EW("ptr_out", k=k) for k in range(nout)]
        params.append(_EW("param_n2", it=itype))
        params += [_EW("param_st", it=itype, op=op, d=d) for op in ops for d in range(2)]
        tiles = [k for k, (kind, _) in enumerate(ins) if kind == "t"]
        shared = " ".join(_EW("shared_tile", t=STORAGE[ins[k][1]], k=k, tile=tile, pad=tile + 1)
                          for k in tiles)

        def vtype(c):
            return _EW("vtype", t=STORAGE[c], vec=vec)

        def raw_t(k):
            kind, c = ins[k]
            if kind == "p":
                return _EW("broadcast", k=k)
            if kind == "t":
                return _EW("tile_elem_u" if vec > 1 else "tile_elem", k=k)
            return _EW("at2_in", t=STORAGE[c], ptr=_EW("ptr_in", k=k),
                       i1=_EW("i1_u" if vec > 1 else "i1"))

        def store_t(k, t):
            return _EW("at2_out", t=t, ptr=_EW("ptr_out", k=k))

        i1 = _EW("i1")
        if vec == 1:
            loads = " ".join(_EW("tile_load", k=k, v=_EW("at2_in", t=STORAGE[ins[k][1]],
                                                         ptr=_EW("ptr_in", k=k), i1=i1))
                             for k in tiles)
            compute = body(raw_t, lambda k: store_t(k, STORAGE[outs[k]]))
        else:
            # vec elements per thread: one vector load along the tiled operands' contiguous
            # axis, one vector store along the outputs'
            loads = " ".join(_EW("tile_vload", vt=vtype(ins[k][1]), vec=vec, k=k,
                                 at=_EW("at2_in", t=vtype(ins[k][1]), ptr=_EW("ptr_in", k=k), i1=i1))
                             for k in tiles)
            compute = _EW("tiled_vcompute", vec=vec,
                          decls=" ".join(_EW("wdecl", vt=vtype(c), k=k) for k, c in enumerate(outs)),
                          body=body(raw_t, lambda k: _EW("welem", k=k)),
                          stores=" ".join(_EW("wstore", at=store_t(k, vtype(c)), k=k)
                                          for k, c in enumerate(outs)))
        src = fill(template("elementwise_tiled.cu"),
                   params=", ".join(params), typedefs=" ".join(typedefs), itype=itype, tile=tile,
                   vec=vec, shared=shared, loads=loads, compute=compute, name=kname)
    else:
        _, ndim, idx = layout
        itype = _ITYPE[idx]
        ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(ins) if kind == "a"]
        ops += [_EW("ptr_out", k=k) for k in range(nout)]
        if where:
            ops.append(_EW("ptr_wh"))
        index = _strided_index(params, ops, ndim, itype)

        def raw(k):
            kind, c = ins[k]
            if kind == "p":
                return _EW("broadcast", k=k)
            return _EW("index_value") if kind == "i" else _EW("at_in", t=STORAGE[c], k=k)

        guard = _EW("at_wh") if where else None
        src = fill(template("elementwise_strided.cu"),
                   params=", ".join(params), typedefs=" ".join(typedefs), itype=itype,
                   index=" ".join(index), name=kname,
                   compute=body(raw, lambda k: _EW("at_out", t=STORAGE[outs[k]], k=k), guard))
    return prelude(any(fn in expr for fn in _COMPLEX_FUNCS), expr, fpe is not None) + src, kname


def _strided_params(params, ops, ndim, itype):
    """The strided and rows templates' element count, shape and stride parameters (appended
    to ``params``)."""
    params.append(_EW("param_n", it=itype))
    params += [_EW("param_shape", it=itype, d=d) for d in range(ndim)]
    params += [_EW("param_st", it=itype, op=op, d=d) for op in ops for d in range(ndim)]


def _strided_index(params, ops, ndim, itype):
    """The strided template's shape and stride parameters (appended to ``params``) and its
    index code: each operand's offset of flat element ``i`` over ``ndim`` collapsed axes
    (elementwise and fused kernels alike)."""
    _strided_params(params, ops, ndim, itype)
    return _offsets(ops, ndim, itype, "o", "i")


def _offsets(ops, ndim, itype, v, i):
    """Code giving each operand's offset ``<v>_<op>`` of flat index ``i`` over the first
    ``ndim`` collapsed axes (the strided template's elements, fused_rows.cu's rows)."""
    code = [_EW("offset_init", it=itype, op=op, v=v) for op in ops]
    code.append(_EW("rem_init", it=itype, i=i))
    for d in range(ndim - 1, -1, -1):
        if d:
            code.append(_EW("dim_step", it=itype, d=d,
                            adds=" ".join(_EW("add_c", op=op, d=d, v=v) for op in ops)))
        else:
            code.append(" ".join(_EW("add_rem", op=op, d=d, v=v) for op in ops))
    return code


_FUSED_LAYOUTS = ("contig", "strided", "rows", "tiled")


def _fused_spec(spec):
    """A fused spec's parts checked (the form fusion.py hands in, tuples or lists)."""
    layout, leaves, scalars, nodes, outs = spec
    if layout[0] == "sink":
        # (a reduction's source, ``reduction``: leaves contiguous 'a' (and 16-byte aligned
        # 'v'), broadcast 'p' or strided 's' over ndim collapsed axes, one stored node)
        layout = ("sink", _int(layout[1], 1, 32, "dims"), _code(layout[2], _ITYPE),
                  _one_of(layout[3], (False, True), "store"))
        kinds = ("a", "v", "p", "s")
    else:
        _one_of(layout[0], _FUSED_LAYOUTS, "fused layout")
        layout = _layout(layout)
        kinds = ("a", "p", "t")
    leaves = tuple((_one_of(kind, kinds, "leaf kind"), _code(c)) for kind, c in leaves)
    if any(kind == "t" for kind, _ in leaves) != (layout[0] == "tiled"):
        raise ValueError("a fused graph's tiled leaves ('t') go with the tiled layout")
    scalars = tuple(_code(c) for c in scalars)
    checked = []
    for m, (name, expr, loopc, ins, fm, chk, rec) in enumerate(nodes):
        name, expr = _ident(name), _cxx(expr)
        loopc = tuple(_code(c) for c in loopc)
        refs = {"l": len(leaves), "n": m, "s": len(scalars)}
        ins = tuple((_one_of(kind, refs, "node input kind"), _int(i, 0, refs[kind] - 1, "node input"))
                    for kind, i in ins)
        if len(loopc) != len(ins) + 1:
            raise ValueError("fused node %d: loop %r does not match %d inputs and one output"
                             % (m, loopc, len(ins)))
        fm = _int(fm, 0, 15, "error categories")
        chk = None if chk is None else _cxx(chk, "check")
        rec = None if rec is None else _int(rec, 0, 255, "record")
        if fm and rec is None:
            raise ValueError("fused node %d records errors without a record" % m)
        checked.append((name, expr, loopc, ins, fm, chk, rec))
    if not checked:
        raise ValueError("a fused graph of no nodes")
    outs = tuple(_int(j, 0, len(checked) - 1, "stored node") for j in outs)
    if layout[0] == "sink" and len(outs) != 1:
        raise ValueError("a reduction's source stores one node")
    return layout, leaves, scalars, tuple(checked), outs




#: the codes whose checked steps can take the non-finite rule (fused kernels' accumulators:
#: parts fz_nf_<code>)
_NONFINITE = ("f4", "f8")


def _nonfinite_ok(fm, codes):
    """Whether checked steps of categories ``fm`` on values of ``codes`` raise them only where
    a value is not finite, so that a kernel may check only there (the reductions' and scans'
    ``fpe_nonfinite``, the fused kernels' late checks): float32/float64 values and no
    underflow (4, fpe.cuh's GP_FPE_U), which a finite result can raise."""
    return not fm & 4 and all(c in _NONFINITE for c in codes)


def _fused_params(nodes, leaves, scalars):
    """A fused graph's parameters (its checked nodes' floating-point records, one per fperr
    slot, then its leaves and scalars) and the records' declarations (``fz_fpe_*`` parts)."""
    params, head = [], []
    nrec = max([node[6] + 1 for node in nodes if node[4]] or [0])
    nw = (nrec + 7) // 8  # (the records' words: 4 bits a record)
    head += [_EW("fz_fpe_words", nw=nw)] if nrec else []
    for m in range(nrec):
        params.append(_EW("fz_fpe_params", m=m))
        head.append(_EW("fz_fpe_rec", m=m, w=m // 8, s=4 * (m % 8)))
    head += [_EW("fz_fpe_guard", nw=nw)] if nrec else []
    for k, (kind, c) in enumerate(leaves):
        params.append(_EW("param_p", t=STORAGE[c], k=k))
    for k, c in enumerate(scalars):
        params.append(_EW("param_s", t=STORAGE[c], k=k))
    return params, head


_LEAF_MARK = re.compile("\x00(\\d+)\x00")


def _fused_body(leaves, nodes, outs, raw_leaf, target, scalars, late_fn):
    """The code of a fused graph's nodes for one element: leaf k's raw value is
    ``raw_leaf(k)``, stored node ``outs[k]``'s value goes to ``target(k)`` (fused kernels
    and reductions over a pending graph, ``reduction``'s ``source``).  The late checks
    (below) are a call of a function of the element's leaf values and ``scalars`` (the
    graph's scalar codes), whose definition the list ``late_fn`` gets, once, for the caller
    to put before its kernel."""
    # A checked node of real floating-point values (no underflow asked) can raise its
    # categories only where a value it reads or makes is not finite (an infinity or NaN
    # made or met).  Such nodes run unchecked, their values going into an accumulator of
    # their width, ``fma(v, 0, acc)``: NaN from the first value that is not finite on
    # (inf * 0 and NaN * 0 are NaN), else acc unchanged.  Where an accumulator ends NaN,
    # the element is computed again with every check ("late"; the same values), so the
    # common element pays an instruction a value instead of a check (Black-Scholes: 57
    # checks, 2.30 ms against 0.40 unchecked), and no value lives longer than it did.
    # The late checks out of line (fz_late_fn: a function of the element's leaf values and
    # the scalars, giving the record bits) are compiled once: inline in a vector layout's
    # unrolled loop (8 copies, and the tail's) they took 3.3 s of Black-Scholes' 62-node
    # graph's 4.8 s NVRTC build.  (Leaf k's loads are written "\0k\0" first: the inline
    # code reads raw_leaf(k), the function its parameter.)
    def leaf(text, raw):
        return _LEAF_MARK.sub(lambda mk: raw(int(mk.group(1))), text)

    lines = [_EW("fz_t_decl", t=STORAGE[node[2][-1]], m=m) for m, node in enumerate(nodes)]
    late, seen, accs = [], set(), set()
    for m, (name, expr, loopc, ins, fm, chk, rec) in enumerate(nodes):
        nin = len(ins)
        lin, lout = loopc[:nin], loopc[nin:]
        comp = STORAGE if name in ("_copy", "_where") else COMPUTE
        lazy = fm and name != "_copy" and _nonfinite_ok(fm, lin + lout[:1])
        b = [_EW("fz_fm", fm=fm)] if fm else []
        b += [_EW("ct", t=comp[lin[k]], k=k) for k in range(nin)]
        b.append(_EW("ot", t=comp[lout[0]], k=0))
        track = []
        for k, (kind, i) in enumerate(ins):
            if kind == "s":
                b.append(_EW("load", k=k, v=_EW("cast", t=_EW("ct_name", k=k), x=_EW("scalar", k=i))))
            else:
                if kind == "l":
                    c, raw = leaves[i][1], "\0%d\0" % i
                else:
                    c, raw = nodes[i][2][-1], _EW("fz_t", m=i)
                v = _EW("kept", k=k)
                if c != lin[k]:
                    v = _EW("cast", t=STORAGE[lin[k]], x=v)
                b.append(_EW("load_kept", t=STORAGE[c], k=k, raw=raw,
                             v=_EW("cast", t=_EW("ct_name", k=k), x=v)))
            if lazy and (kind, i) not in seen:
                seen.add((kind, i))
                track.append(_EW("fz_nf_" + lin[k], v=_EW("ct_in", k=k)))
                accs.add(lin[k])
        b.append(_EW("out", k=0))
        b.append(_statement(expr, 1))
        b.append(_EW("assign", target=_EW("fz_t", m=m),
                     v=_EW("cast", t=STORAGE[lout[0]], x=_EW("outv", k=0))))
        full = b
        if fm:
            full = b + [_EW("fz_fpe_or", w=rec // 8, s=4 * (rec % 8), check=_fpe_check(
                name, (fm, chk), lout, comp,
                ones=[k for k, (kind, _) in enumerate(ins) if kind == "s"]))]
        late.append(_EW("block", lines=" ".join(full)))
        if lazy:
            seen.add(("n", m))
            accs.add(lout[0])
            track.append(_EW("fz_nf_" + lout[0], v=_EW("outv", k=0)))
            lines.append(_EW("block", lines=" ".join(b + track)))
        else:
            lines.append(_EW("block", lines=" ".join(full)))
    if accs:
        lines[len(nodes):len(nodes)] = [_EW("fz_nf_decl", t=STORAGE[c], c=c) for c in sorted(accs)]
        nw = (max(node[6] for node in nodes if node[4]) + 8) // 8
        if not late_fn:
            late_fn.append(_EW(
                "fz_late_fn", nw=nw, decls=" ".join(lines[:len(nodes)]),
                params=", ".join([_EW("fz_late_param", t=STORAGE[c], k=k)
                                  for k, (_, c) in enumerate(leaves)]
                                 + [_EW("param_s", t=STORAGE[c], k=k)
                                    for k, c in enumerate(scalars)]),
                lines=leaf(" ".join(late), lambda k: _EW("fz_late_leaf", k=k))))
        check = _EW("fz_late_call", ors=" ".join(_EW("fz_late_or", w=w) for w in range(nw)),
                    args=", ".join([raw_leaf(k) for k in range(len(leaves))]
                                   + [_EW("scalar", k=k) for k in range(len(scalars))]))
        lines.append(_EW("fz_late", cond=" || ".join(_EW("fz_nf_bad", c=c) for c in sorted(accs)),
                         lines=check))
    lines += [_EW("assign", target=target(k), v=_EW("fz_t", m=j)) for k, j in enumerate(outs)]
    return leaf(_EW("block", lines=" ".join(lines)), raw_leaf)


def fused(spec):
    """Source and kernel name of one fused elementwise kernel (_core/fusion.py): a graph of
    table loops evaluated per element, each node's value rounded to its storage type as the
    unfused kernel stores it (so the result is bitwise that of the loops run one by one).

    spec = (layout, leaves, scalars, nodes, outs):
    layout   ('contig', vec, unroll) or ('strided', ndim, index_code): the templates of
             ``elementwise``; or ('rows', ndim, vec, index_code): fused_rows.cu, the last
             axis cut into runs of vec x 256 elements, a block per run; or ('tiled', tile,
             index_code, 1): elementwise_tiled.cu, two axes, the 't' leaves through tiles
    leaves   per leaf array (kind, code): 'a' an array of the graph's shape, 'p' one element
             broadcast everywhere, 't' (tiled layout) an array read through a shared-memory
             tile (parameters p0, p1, ...)
    scalars  per scalar parameter the loop dtype code it is passed in (s0, s1, ...)
    nodes    per node (name, expr, loop codes, ins, fm, check, rec): ins per input ('l',
             leaf), ('n', earlier node) or ('s', scalar); fm the floating-point categories
             the node records (0: none) with the row's C++ ``check`` (fpe.cuh) into record
             ``rec`` (fpe.cuh's gp_fpe_rec; nodes of one fperr slot share one)
    outs     the nodes whose values are stored (parameters q0, q1, ...), in order
    """
    h = zlib.crc32(repr(spec).encode())  # (of the spec as handed in: fusion's cache key)
    layout, leaves, scalars, nodes, outs = _fused_spec(spec)
    params, head = _fused_params(nodes, leaves, scalars)
    for k, j in enumerate(outs):
        params.append(_EW("param_q", t=STORAGE[nodes[j][2][-1]], k=k))

    late_fn = []  # (the late checks' function, where the graph has them: before the kernel)

    def body(raw_leaf, target):
        return _fused_body(leaves, nodes, outs, raw_leaf, target, scalars, late_fn)

    names = [node[0].strip("_") for node in nodes]
    kname = _EW("fz_name", names="_".join(names[:4]),
                more=_EW("fz_name_more", n=len(names) - 4) if len(names) > 4 else "",
                outs="_".join(nodes[j][2][-1] for j in outs), layout=layout_tag(layout),
                h=format(h, "08x"))
    typedefs = " ".join(head)

    def raw_at(k):  # (rows and strided layouts: an element at its offset, or a broadcast one)
        if leaves[k][0] == "p":
            return _EW("broadcast", k=k)
        return _EW("at_in", t=STORAGE[leaves[k][1]], k=k)

    def target_at(k):
        return _EW("at_out", t=STORAGE[nodes[outs[k]][2][-1]], k=k)

    if layout[0] == "contig":
        _, vec, unroll = layout
        arrays = [k for k, (kind, _) in enumerate(leaves) if kind == "a"]

        def raw_vec(k):
            return _EW("broadcast", k=k) if leaves[k][0] == "p" else _EW("vec_in", k=k)

        def raw_elem(k):
            return _EW("broadcast", k=k) if leaves[k][0] == "p" else _EW("elem_in", k=k)

        vloads = _EW("vloads", unroll=unroll, vec=vec,
                     decls=" ".join(_EW("vdecl_in", t=STORAGE[leaves[k][1]], vec=vec, k=k,
                                        unroll=unroll) for k in arrays),
                     loads=" ".join(_EW("vload", k=k, t=STORAGE[leaves[k][1]], vec=vec)
                                    for k in arrays))
        ocodes = [nodes[j][2][-1] for j in outs]
        vouts = " ".join(_EW("vdecl_out", t=STORAGE[c], vec=vec, k=k, unroll=unroll)
                         for k, c in enumerate(ocodes))
        vstores = " ".join(_EW("vstore", t=STORAGE[c], vec=vec, k=k) for k, c in enumerate(ocodes))
        src = fill(template("elementwise_contig.cu"),
                   params=", ".join(params), typedefs=typedefs, vec=vec, unroll=unroll,
                   vloads=vloads, vouts=vouts,
                   vcompute=body(raw_vec, lambda k: _EW("vec_out", k=k)), vstores=vstores,
                   tail=body(raw_elem, lambda k: _EW("elem_out", k=k)), name=kname)
    elif layout[0] == "tiled":
        _, tile, idx, vec = layout
        if vec != 1:
            raise ValueError("a fused tiled kernel moves one element per thread and row")
        itype = _ITYPE[idx]
        ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(leaves) if kind in "at"]
        ops += [_EW("ptr_out", k=k) for k in range(len(outs))]
        params.append(_EW("param_n2", it=itype))
        params += [_EW("param_st", it=itype, op=op, d=d) for op in ops for d in range(2)]
        tiles = [k for k, (kind, _) in enumerate(leaves) if kind == "t"]
        shared = " ".join(_EW("shared_tile", t=STORAGE[leaves[k][1]], k=k, tile=tile,
                              pad=tile + 1) for k in tiles)
        i1 = _EW("i1")
        loads = " ".join(_EW("tile_load", k=k, v=_EW("at2_in", t=STORAGE[leaves[k][1]],
                                                     ptr=_EW("ptr_in", k=k), i1=i1))
                         for k in tiles)

        def raw_t(k):
            kind, c = leaves[k]
            if kind == "p":
                return _EW("broadcast", k=k)
            if kind == "t":
                return _EW("tile_elem", k=k)
            return _EW("at2_in", t=STORAGE[c], ptr=_EW("ptr_in", k=k), i1=i1)

        def target_t(k):
            return _EW("at2_out", t=STORAGE[nodes[outs[k]][2][-1]], ptr=_EW("ptr_out", k=k))

        src = fill(template("elementwise_tiled.cu"),
                   params=", ".join(params), typedefs=typedefs, itype=itype, tile=tile, vec=1,
                   shared=shared, loads=loads, compute=body(raw_t, target_t), name=kname)
    elif layout[0] == "rows":
        _, ndim, vec, idx = layout
        itype = _ITYPE[idx]
        ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(leaves) if kind == "a"]
        ops += [_EW("ptr_out", k=k) for k in range(len(outs))]
        _strided_params(params, ops, ndim, itype)
        last = ndim - 1
        # the row index i0 over the leading axes: each operand's row offset b_op
        base = _offsets(ops, last, itype, "b", "i0")
        offsets = " ".join(_EW("fz_row_off", it=itype, op=op, d=last) for op in ops)
        src = fill(template("fused_rows.cu"),
                   params=", ".join(params), typedefs=typedefs, itype=itype, vec=vec,
                   per=256 * vec, last=_EW("fz_last", d=last), base=" ".join(base),
                   offsets=offsets, compute=body(raw_at, target_at), name=kname)
    else:
        _, ndim, idx = layout
        itype = _ITYPE[idx]
        ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(leaves) if kind == "a"]
        ops += [_EW("ptr_out", k=k) for k in range(len(outs))]
        index = _strided_index(params, ops, ndim, itype)
        src = fill(template("elementwise_strided.cu"),
                   params=", ".join(params), typedefs=typedefs, itype=itype,
                   index=" ".join(index), compute=body(raw_at, target_at), name=kname)
    exprs = " ".join(node[1] for node in nodes)
    return prelude(any(fn in exprs for fn in _COMPLEX_FUNCS), exprs,
                   any(node[4] for node in nodes)) + "".join(late_fn) + src, kname

def fpe_cast_type(c):
    """The type a cast's check into dtype code ``c`` names (fpe.cuh's gp_fpe_cast): ``c``'s
    storage type, or gp_fpe_time for datetime64/timedelta64 (int64 counts, NaN is NaT)."""
    return "gp_fpe_time" if c in ("M8", "m8") else STORAGE[c]


_ONE = re.compile(r"\bone(\d)\b")


def _one(check, ones=()):
    """A row's ``check`` with its ``one<k>`` names (input k is one value for the whole call)
    spelled true for the inputs ``ones`` and false for the others."""
    return check and _ONE.sub(lambda m: "true" if int(m.group(1)) in ones else "false", check)


def _fpe_check(name, fpe, lout, comp, outs=(), ones=()):
    """The C++ value of one element's floating-point error categories in a checked kernel
    (``outs``: the output arrays' codes; one of another dtype than the loop's is a cast that
    NumPy's loop checks as its own: ``add(x, 1, out=ints, casting='unsafe')`` of a NaN).
    ``ones``: the inputs that are one value for the whole call (a scalar argument, one
    broadcast element), which a check names ``one0``, ``one1``: true there, else false."""
    cats, check = fpe
    if name == "_copy":
        # a cast: the source value x0 into the destination's storage type
        return _EW("fpe_cast", t=fpe_cast_type(lout[0]))
    check = _one(check, ones)
    parts = [_EW("paren", x=check)] if check else []
    # float16 loops compute in float: rounding each result to float16 may overflow or underflow
    parts += [_EW("fpe_half", k=k) for k, c in enumerate(lout) if c == "f2" and comp is COMPUTE]
    parts += [_EW("fpe_out_cast", t=STORAGE[c], v=_EW("cast", t=STORAGE[lout[k]], x=_EW("outv", k=k)))
              for k, c in enumerate(outs) if c != lout[k]]
    return _either(parts) if parts else _EW("no_fpe")


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
_RD = Parts("reduce_parts.cuh")
#: argmax/argmin: (the template's flag, the vector's best value branch-free)
_ARG = {"max": ("true", "gp_maximum"), "min": ("false", "gp_minimum")}
_AT = re.compile(r"\bAT\b")


def _offset_code(var, index, shapes, strides):
    """C++ computing byte offset ``var`` of flat ``index`` over dims (innermost last)."""
    n = len(shapes)
    if n == 0:
        return _RD("off0", var=var)
    if n == 1:
        return _RD("off1", var=var, index=index, stride=strides[0])
    lines = [_RD("offn", var=var, index=index)]
    for d in range(n - 1, 0, -1):
        lines.append(_RD("offn_step", var=var, shape=shapes[d], stride=strides[d]))
    lines.append(_RD("offn_last", var=var, stride=strides[0]))
    return " ".join(lines)


def _vars(v, n):
    return [_RD("var", v=v, d=d) for d in range(n)]


def reduction(name, expr, acc, src, dst, mode, nk, nr, vec, where, neutral, arg=None, fpe=None,
              fpe_cast=False, fpe_nonfinite=False, source=None, lanes=0):
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
             float16 result; ``fpe_params`` follow the where mask
    fpe_cast the checked variant checks each element's cast from src to acc too (NumPy
             reports it as the reduction's: ``sum(a, dtype=int32)`` of a NaN)
    fpe_nonfinite  the checked variant checks only the steps whose result is not finite (as
             render.scan's: float32/float64 accumulators, no underflow)
    source   None, or a fused spec (``fused``'s form) whose one stored node is the input:
             each element is computed from the graph's leaves where it is loaded (fusion's
             sinks).  The input's byte offsets are those of a C-contiguous array of the
             source's shape (``p`` is not read).  Layout ('sink', ndim, index code of the
             strided leaves' offsets, store): store True writes each element computed to
             ``qs`` too (every element is loaded once).  Leaves 'a' are C-contiguous arrays
             of that shape ('v': 16-byte aligned too, loaded as vectors where the reduction's
             are), 'p' one element, 's' strided over the ndim collapsed axes.  Parameters
             after the reduction's: the nodes' records, the leaves, the scalars (``fused``'s),
             ``qs``, then the extents and each strided leaf's strides.  Vectors (``vec``) are
             made of elements computed one by one, so each thread's order of elements is the
             unfused reduction's for the same ``vec``.  No argmax/argmin, no mask.
    lanes    row mode: 0, a block per output (and chunk), or 1..32 (a power of two), a
             group of that many lanes of a warp per output, each the whole row (short rows)
    """
    name, expr, neutral, fpe = _ident(name), _cxx(expr), _cxx(neutral, "neutral"), _fpe(fpe)
    acc = _code(acc)
    src, dst = (c if c == "pair" and arg else _code(c) for c in (src, dst))
    mode = _one_of(mode, ("row", "col"), "reduction mode")
    nk, nr, vec = _int(nk, 0, 64, "kept dims"), _int(nr, 0, 64, "reduced dims"), _int(vec, 1, 64)
    lanes = _int(lanes, 0, 32, "lanes")
    if lanes and (mode != "row" or lanes & (lanes - 1)):
        raise ValueError("lanes: a power of two up to 32, in row mode")
    # the row's threads and the thread's place among them
    tn, tx = ("blockDim.x", "threadIdx.x") if not lanes else (lanes, "gp_t")
    if arg is not None:
        _one_of(arg, _ARG, "argument reduction")
    mname = mode + (str(lanes) if lanes else "")
    kname = _RD("name", name=name, src=src, dst=dst, mode=mname, nk=nk, nr=nr, vec=vec,
                where=_EW("name_where") if where else "")
    if fpe_nonfinite and (fpe is None or not fpe[1] or arg or dst == "f2"
                          or not _nonfinite_ok(fpe[0], (acc,))):
        raise ValueError("fpe_nonfinite: checked float32/float64 steps, no underflow")
    if fpe is not None:
        fpe_cast = bool(fpe_cast) and src not in (acc, "pair")
        kname = _RD("name_fpe_cast" if fpe_cast else "name_fpe", kname=kname, fm=fpe[0])
        if fpe_nonfinite:
            kname += _RD("name_nf")
    at = COMPUTE[acc]
    if arg:
        mx, best = _ARG[arg]
        at = _RD("arg_type", t=COMPUTE[acc])
        expr = _RD("arg_best", max=mx)
        # the table's neutral value is written for AT; here it starts the pair's value
        neutral = _RD("arg_neutral", neutral=_AT.sub(COMPUTE[acc], neutral))
        kname = _RD("name_arg", arg=arg, acc=acc, src=src, dst=dst, mode=mname, nk=nk, nr=nr, vec=vec)
    st = at if src == "pair" else STORAGE[src]
    qt = at if dst == "pair" else STORAGE[dst]
    sink, sink_params, late_fn = None, [], []
    if source is not None:
        sink, sink_vec, sink_params, sname, late_fn = _sink(source, src, st)
        if arg or where:
            raise ValueError("a reduction over a pending graph: no argmax/argmin, no mask")
        kname = _RD("name_sink", kname=kname, h=sname)
    dims = []
    for d in range(nk):
        dims += [_RD("dim", v="ks", d=d), _RD("dim", v="kt", d=d)]
    for d in range(nr):
        dims += [_RD("dim", v="rs", d=d), _RD("dim", v="rt", d=d)]
    if where:
        dims += [_RD("dim", v="kw", d=d) for d in range(nk)] + [_RD("dim", v="rw", d=d) for d in range(nr)]
    dim_params = "".join(dims)
    ks, kt, kw = _vars("ks", nk), _vars("kt", nk), _vars("kw", nk)
    rs, rt, rw = _vars("rs", nr), _vars("rt", nr), _vars("rw", nr)

    def cvt(raw, idx):
        if src == "pair":
            return raw
        if src != acc:
            raw = (_RD("cast_fpe", t=STORAGE[acc], raw=raw) if fpe is not None and fpe_cast
                   else _EW("cast", t=STORAGE[acc], x=raw))
        if arg:
            return _RD("arg_elem", t=COMPUTE[acc], raw=raw, idx=idx)
        return _RD("to_at", raw=raw)

    def load(off, idx):
        if sink is not None:
            return cvt(_RD("sink_load", t=st, off=off), idx)
        return cvt(_RD("load", t=st, off=off), idx)

    def comb(v):
        if fpe is not None and fpe[1]:
            return _RD("comb_nf" if fpe_nonfinite else "comb_fpe", v=v, expr=expr, check=_one(fpe[1]))
        return _RD("comb", v=v, expr=expr)

    def tree(tx):
        # a step of the shuffle tree (o: the offset); checked, only the tree's own pairs
        if fpe is not None and fpe[1]:
            return _RD("comb_tree", tx=tx, comb=comb(_RD("shfl_v")))
        return comb(_RD("shfl"))

    def own(v):
        # an element of this thread's own run (its indices increase): argmax/argmin take
        # the cheaper in-order step; partials from other threads go through comb
        if arg and src != "pair":
            return _RD("argstep", max=_ARG[arg][0], v=v)
        return comb(v)

    def result(v):
        if fpe is not None and dst == "f2":
            return _RD("result_half", v=v, t=STORAGE[dst])
        if dst == "pair":
            return v
        return _RD("result_index", v=v) if arg else _EW("cast", t=STORAGE[dst], x=v)

    def element(off, idx):
        return _RD("step_where" if where else "step", step=own(load(off, idx)))

    def run():
        """The thread's own run of elements into acc (row or col mode)."""
        lines = []
        if mode == "row" and vec > 1:
            v = _EW("vtype", t=STORAGE[src], vec=vec)
            steps = [own(cvt(_RD("vj", r=r, j="j"), _RD("kj_off", n=r * vec, tn=tn) if r else _RD("kj")))
                     for r in range(4)]
            if arg:
                # argmax/argmin: each vector's best (32-bit position, lowest first) then one
                # step per vector, the four vectors in turn (increasing indices)
                vt, (mx, best) = COMPUTE[acc], _ARG[arg]

                def val(r, j):
                    raw = _RD("vj", r=r, j=j)
                    return _EW("cast", t=vt, x=raw if src == acc else _EW("cast", t=STORAGE[acc], x=raw))
                # the vector's best value branch-free (NaN-propagating max/min), its first
                # position only in the rare case that it beats the thread's best so far
                four = "\n".join(
                    fill(fragment("reduce_argvec.cuh"),
                         vt=vt, first=val(r, 0), vec=vec, best=best, each=val(r, "j"), mx=mx,
                         last=vec - 1, off=_RD("bj_off", n=r * vec, tn=tn) if r else _RD("bj"))
                    for r in range(4))
            else:
                four = _RD("four", vec=vec, steps=" ".join(steps))
            offs = [""] + [_RD("vat_off", vec=vec, tn=tn, times=_RD("vat_times", r=r) if r > 1 else "")
                           for r in (1, 2, 3)]
            at = "sink_vat" if sink is not None else "vat"
            lines.append(fill(fragment("reduce_row_vec.cuh"),
                              vec=vec, v=v, four=four, tn=tn, tx=tx,
                              row=sink_vec(v, vec) if sink is not None else _RD(
                                  "vrow", st=STORAGE[src]),
                              **{"at%d" % r: _RD(at, v=v, off=offs[r]) for r in range(4)},
                              one=own(cvt(_RD("vj", r=0, j="j"), _RD("kj"))),
                              tail=own(cvt(_RD("sink_row_t" if sink is not None else "row_t"),
                                           "t"))))
            return lines
        if mode == "col" and nr == 1 and not where:
            col = {}
            for j in range(4):
                col["l%d" % j] = load(_RD("col_at", j=j) if j else _RD("col_at0"),
                                      _RD("k_plus", j=j) if j else "k")
                col["o%d" % j] = own(_RD("var", v="a", d=j))
            lines.append(fill(fragment("reduce_col4.cuh"),
                              tail=own(load(_RD("col_at0"), "k")), **col))
            return lines
        lines.append(_RD("row_loop", tn=tn, tx=tx) if mode == "row" else _RD("col_loop"))
        lines.append(_RD("line4", code=_offset_code("off", "k", rs, rt)))
        if where:
            lines.append(_RD("line4", code=_offset_code("wk", "k", rs, rw)))
        lines.append(element(_RD("base_off"), "k"))
        lines.append(_RD("close"))
        return lines

    body = [_RD("typedefs")]
    if sink is not None:
        body.append(sink)
    if fpe is not None:
        body.append(_RD("line2", code=_EW("fpe_decl", fm=fpe[0])))
    if lanes:
        body.append(_RD("lanes_m", lanes=lanes))
    elif mode == "row":
        body.append(_RD("row_m"))
    else:
        body.append(_RD("col_m"))
        body.append(_RD("col_guard"))
    body.append(_RD("line2", code=_offset_code("base", "m", ks, kt)))
    if where:
        body.append(_RD("line2", code=_offset_code("wbase", "m", ks, kw)))
    body.append(_RD("lanes_chunk") if lanes else _RD("chunk"))
    body.append(_RD("acc"))
    # (fpe_nonfinite: each step checked behind an isfinite; walking the run unchecked, then
    # again, checked, where its total was not finite, measured slower on an H200: sum of 2^27
    # float32 +4.1% over the unchecked kernel, against +2.1%)
    body += run()
    if lanes:
        body.append(_RD("lanes_combine", lanes=lanes, comb=tree(tx), result=result("acc")))
    elif mode == "row":
        body.append(fill(fragment("reduce_row_combine.cuh"),
                         comb=tree("threadIdx.x"), result=result("acc")))
    else:
        body.append(_RD("col_store", v=result("acc")))
    mask_param = _RD("mask_param") if where else ""
    if fpe is not None:
        mask_param += ", ".join((_EW("fpe_params"), ""))
    dim_params += "".join(", " + p for p in sink_params)
    src_code = fill(template("reduce.cu"),
                    name=kname, mode=mode, vec=vec, st=st, qt=qt, at=at, mask_param=mask_param,
                    dim_params=dim_params, neutral=neutral, body="\n".join(body))
    exprs = expr if source is None else " ".join([expr] + [node[1] for node in source[3]])
    checked = fpe is not None or source is not None and any(node[4] for node in source[3])
    return (prelude(any(fn in exprs for fn in _COMPLEX_FUNCS), exprs, checked)
            + "".join(late_fn) + src_code, kname)


def _sink(source, src, st):
    """``reduction``'s source: (the code declaring ``gp_src(e)``, the source's element e,
    and ``sink_vec(v, vec)``, the code of a row mode's vectors ``gp_vsrc(e0)``; its
    parameters; the spec's hash for the kernel's name; the late checks' function, once the
    code is rendered: ``_fused_body``'s ``late_fn``)."""
    h = format(zlib.crc32(repr(source).encode()), "08x")
    (_, ndim, idx, store), leaves, scalars, nodes, outs = _fused_spec(source)
    if src == "pair" or nodes[outs[0]][2][-1] != src:
        raise ValueError("a reduction's source stores a node of its input's dtype")
    itype = _ITYPE[idx]
    params, head = _fused_params(nodes, leaves, scalars)
    if store:
        params.append(_RD("sink_q", t=st))
    ops = [_EW("ptr_in", k=k) for k, (kind, _) in enumerate(leaves) if kind == "s"]
    index = []
    if ops:
        params += [_RD("sink_dim", it=itype, d=d) for d in range(ndim)]
        params += [_RD("sink_st", it=itype, op=op, d=d) for op in ops for d in range(ndim)]
        index = _offsets(ops, ndim, itype, "o", "e")

    def raw(k, vec=False):
        kind, c = leaves[k]
        if kind == "p":
            return _EW("broadcast", k=k)
        if kind == "s":
            return _EW("at_in", t=STORAGE[c], k=k)
        if kind == "v" and vec:
            return _RD("sink_lv", k=k)
        return _EW("elem_in", k=k)

    late_fn = []  # (the late checks' function: before the kernel, reduction's)
    body = _fused_body(leaves, nodes, outs, raw, lambda k: _RD("sink_v"), scalars, late_fn)
    lam = _RD("sink", t=st, index=" ".join(index), body=body,
              store=_RD("sink_store") if store else "")

    def sink_vec(v, vec):
        # vectors of vec elements: the aligned contiguous leaves ('v') loaded as vectors
        # (e0 is a multiple of vec, as the row's vectors are: their loads coalesce), the
        # other leaves element by element
        loads = " ".join(_RD("sink_vload", t=STORAGE[c], vec=vec, k=k)
                         for k, (kind, c) in enumerate(leaves) if kind == "v")
        vbody = _fused_body(leaves, nodes, outs, lambda k: raw(k, True), lambda k: _RD("sink_v"),
                            scalars, late_fn)
        return _RD("sink_vrow", st=st, v=v, vec=vec, t=st, loads=loads, index=" ".join(index),
                   body=vbody, store=_RD("sink_vstore", v=v) if store else "")
    return "\n".join(head + [lam]), sink_vec, params, h, late_fn


# ---------------------------------------------------------------- scans
# The bodies of scan.cu's modes are fragments with ${} holes (items per thread, load, store,
# update, ...; their pieces in scan_parts.cuh):
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
#                 initial), else from the first element; ${update} (the step) skips the
#                 elements where= leaves out.
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
_SC = Parts("scan_parts.cuh")
_SCAN_MODES = ("tile", "seq", "seg", "rows")
#: storage types that move ``itemsize`` bytes (values copied, never computed on)
_RAW_TYPES = {1: "gp_u1", 2: "gp_u2", 4: "gp_u4", 8: "gp_u8", 16: "uint4"}


def look_bytes(tiles):
    """Bytes of the look-back's state for ``tiles`` tiles (scan_look_decl.cuh's layout: a
    status word per tile, padded to 16 bytes, then two values of up to 8 bytes per tile)."""
    tiles = _int(tiles, 0, 1 << 62, "tiles")
    return ((tiles * 4 + 15) & ~15) + 16 * tiles


def scan(name, expr, acc, src, dst, mode, items, neutral, select=None, look=False, masked=False,
         round_steps=True, rows=32, fpe=None, fpe_nonfinite=False, guard=False):
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
    fpe     None, or (categories, check): the checked variant (see ``elementwise``): every
            step's result is checked (the row's ``check``, in0 the running value, in1 the
            element, out0 the result) and the rounding of a float16 result; ``fpe_params``
            follow q
    fpe_nonfinite  the checked variant checks only the steps whose result is not finite
            (the caller's row says its errors, but underflow, come only with such a result
            and that a running value that is not finite stays so; float32/float64 results,
            no underflow checked): tile mode each output that is not finite (in warps whose
            last items are not all finite), seq/seg each step, rows mode a whole chunk again
            where its running value changed class
    guard   rows mode, fpe_nonfinite, phase 0: the checked pass that follows the unchecked
            kernel's (q holds its totals): only warps with a line whose total is not finite
            fold again, checked (reduction._fold: the checks cost nothing on finite data)
    """
    name, expr, neutral, fpe = _ident(name), _cxx(expr), _cxx(neutral, "neutral"), _fpe(fpe)
    if fpe is not None and select is not None:
        raise ValueError("a compaction is not checked")
    acc, src, dst = _code(acc), _code(src), _code(dst)
    mode = _one_of(mode, _SCAN_MODES, "scan mode")
    items, rows = _int(items, 1, 64, "items"), _int(rows, 1, 32, "rows")
    if select is not None and select != "index":
        select = _one_of(_int(select, 1, 16, "itemsize"), _RAW_TYPES, "itemsize")
    if look and mode != "tile":
        raise ValueError("the look-back is tile mode's")
    at = STORAGE["i8"] if select is not None else COMPUTE[acc]
    params = [_SC("p_in", t=STORAGE[src])]
    if masked:
        params.append(_SC("w_in"))
    if select is None:
        raw = _SC("raw")
        if src != acc:
            raw = _EW("cast", t=STORAGE[acc], x=raw)
        load = _SC("load", raw=raw)
        store = _SC("store", t=STORAGE[dst])
        tag = _SC("tag", src=src, dst=dst, acc=acc)
        params.append(_SC("q_out", t=STORAGE[dst]))
    else:
        load = _SC("load_select")
        if select == "index":
            params.append(_SC("q_out", t=STORAGE["i8"]))
            store = _SC("store_index")
            tag = _SC("tag_index", src=src)
        else:
            rt = _RAW_TYPES[select]
            params += [_SC("vals_in", t=rt), _SC("q_out", t=rt)]
            store = _SC("store_value")
            tag = _SC("tag_values", src=src, size=select)
    half = fpe is not None and STORAGE[dst] != at  # (a float16 result computed in float)
    nf = bool(fpe_nonfinite)
    if nf and (fpe is None or not fpe[1] or half or not _nonfinite_ok(fpe[0], (acc,))):
        raise ValueError("fpe_nonfinite: checked float32/float64 steps, no underflow")
    if guard and not (nf and mode == "rows"):
        raise ValueError("guard: a rows-mode fold checked where not finite")
    if half:
        store = _SC("store_half_fpe", t=STORAGE[dst])
    if fpe is not None:
        params.append(_SC("fpe_params"))
    # reduceat rounds each step to the result type, as NumPy's float16 loops do
    step = (_SC("step") if STORAGE[dst] == at or not round_steps
            else _SC("step_round_fpe" if half else "step_round", t=STORAGE[dst]))
    update = _SC("update_cu", step=step) if masked else _SC("update", step=step)
    holes = dict(items=items, load=load, store=store,
                 wbit=_SC("wbit") if masked else _SC("all"),
                 update=update, update_step=_SC("update_nf", update=update) if nf else update,
                 seq_step=_SC("seq_step_nf" if nf else "seq_step"),
                 check_after=_SC("check_after", items=items, last=items - 1,
                                 check=_SC("check_out", load=load)) if nf else "",
                 lookback=_read("scan_look_step.cuh") if look else "",
                 lookdecl=fragment("scan_look_decl.cuh").template if look else "")
    if mode == "rows":
        cols = 32 * items // rows
        holes.update(rows=rows, cols=cols, pad=1 if rows > 1 else 0,
                     maskdecl=_SC("gw_decl", n=rows * (cols + 1)) if masked else "",
                     maskput=_SC("gw_put", cols=cols) if masked else "")
        if masked:
            holes["update"] = update = _SC("update_gw", cols=cols, step=step)
            holes["update_step"] = _SC("update_nf", update=update) if nf else update
        holes["guard"] = _SC("guard", rows=rows) if guard else ""
        holes.update(chunk_start=_SC("chunk_start") if nf else "",
                     chunk_check=_SC("chunk_check", cols=cols, update_nf=_SC(
                         "update_nf", update=update)) if nf else "")
    body = fill(fragment("scan_%s.cuh" % mode), **holes)
    kname = _SC("name", name=name, tag=tag, items=items,
                mode=_SC("rows_mode", rows=rows) if mode == "rows" else mode,
                look=_SC("name_look") if look else "", w=_SC("name_w") if masked else "",
                f="" if round_steps else _SC("name_f"))
    if fpe is None:
        op = _SC("op", expr=expr)
    else:
        kname += (_SC("name_fpe", fm=fpe[0]) + (_SC("name_nf") if nf else "")
                  + (_SC("name_guard") if guard else ""))
        hf = "\n" + _SC("half_fpe") if half else ""
        op = (_SC("op_fpe_nf", fm=fpe[0], expr=expr, check=_one(fpe[1])) if nf
              else _SC("op_fpe", fm=fpe[0], expr=expr, check=_one(fpe[1]), half=hf) if fpe[1]
              else _SC("op_fpe_plain", fm=fpe[0], expr=expr, half=hf))
    src_code = fill(template("scan.cu"),
                    name=kname, mode=mode, items=items, params=" ".join(params), at=at,
                    neutral=neutral, op=op, body=body)
    return prelude(any(fn in expr for fn in _COMPLEX_FUNCS), expr, fpe is not None) + src_code, kname


# ---------------------------------------------------------------- advanced indexing
_IX = Parts("index_parts.cuh")
# ufunc.at through the hardware's atomics (the table row names the operation): by operation
# and element code, the part and its holes (atomicAdd has no long long overload: two's
# complement adds alike as unsigned)
_HW_ATOMIC = {("add", c): ("atomic", {"fn": "atomicAdd", "t": t}) for c, t in
              (("i4", "gp_i4"), ("u4", "gp_u4"), ("i8", "unsigned long long"), ("u8", "gp_u8"),
               ("f4", "float"), ("f8", "double"))}
_HW_ATOMIC.update({(op, c): ("atomic", {"fn": fn, "t": STORAGE[c]})
                   for c in ("i4", "u4", "i8", "u8") for op, fn in (("max", "atomicMax"),
                                                                    ("min", "atomicMin"))})
_HW_ATOMIC.update({(op, c): ("atomic_cx_" + op, {"t": t})
                   for c, t in (("c8", "float"), ("c16", "double")) for op in ("add", "sub")})
_INDEX_MODES = ("gather", "check", "claim", "scatter", "at")


#: elements per thread of the indexing kernels (their lookups and loads overlap); a gather
#: takes one (H100, 2^26 random int64 indices, single launches: 2.43 ms with 1 element per
#: thread, 2.44 with 2 or 4, 2.45 with 8)
INDEX_UNROLL = int(os.environ.get("GPNUMPY_INDEX_UNROLL", "4"))


AT_UNROLL = int(os.environ.get("GPNUMPY_AT_UNROLL", str(INDEX_UNROLL)))  # ufunc.at (knob)


def index_unroll(mode):
    return 1 if mode == "gather" else AT_UNROLL if mode == "at" else INDEX_UNROLL


def index(mode, itemsize, ndim, idx_codes, at=None, fpe=None):
    """Source and name of one advanced-indexing kernel (template index.cu).

    mode       'gather' (q[qo] = p[po]), 'check' (bounds only), 'claim' (the last result
               element writing each destination claims it: atomicMax on claim[co]),
               'scatter' (p[po] = q[qo], only where the element holds the claim when
               claim is given), 'at' (p[po] = f(p[po], q[qo]) atomically, see ``at``)
    itemsize   bytes moved per element (values are never computed on, except 'at')
    ndim       result axes; idx_codes: dtype code of each index array
    at         for mode 'at': (expr, loop codes, element code, unary, atomic), atomic the
               table row's hardware atomic for the element ('add', 'sub', 'max', 'min') or None
    fpe        for mode 'at': None, or (categories, check): the checked variant (see
               ``elementwise``): each update's step (the row's check) and the cast of its
               result into the element's type; ``fpe_params`` follow the index arrays
    """
    mode = _one_of(mode, _INDEX_MODES, "indexing mode")
    fpe = _fpe(fpe)
    if fpe is not None and mode != "at":
        raise ValueError("only ufunc.at's kernel is checked")
    vt = _RAW_TYPES[_one_of(itemsize, _RAW_TYPES, "itemsize")]
    ndim = _int(ndim, 0, 64, "ndim")
    idx_codes = tuple(_code(c) for c in idx_codes)
    if (mode == "at") != (at is not None):
        raise ValueError("ufunc.at's arguments go with mode 'at' only")
    nk = len(idx_codes)
    unroll = index_unroll(mode)
    dims = [_IX("dim_axis", d=d) for d in range(ndim)]
    dims += [_IX("dim_is", k=k, d=d) for k in range(nk) for d in range(ndim)]
    dims += [_IX("dim_index", k=k) for k in range(nk)]
    dec = []
    for d in range(ndim - 1, -1, -1):
        step = " ".join([_IX("dec_step", d=d)] + [_IX("dec_io", k=k, d=d) for k in range(nk)])
        dec.append(_IX("dec", d=d, step=step) if d else _IX("dec0", step=step))
    look = [_IX("lookup", t=STORAGE[c], k=k, k1=k + 1) for k, c in enumerate(idx_codes)]
    if mode == "gather":
        body = _IX("gather", vt=vt, unroll=unroll)
    elif mode == "check":
        body = ""
    elif mode == "claim":
        body = _IX("claim")
    elif mode == "scatter":
        body = _IX("scatter", vt=vt)
    else:
        expr, loop, elem, unary, atomic = at
        expr, elem = _cxx(expr), _code(elem)
        loop = tuple(_code(c) for c in loop)
        if atomic is not None:
            _one_of(atomic, ("add", "sub", "max", "min"), "atomic")
        st = STORAGE[elem]
        l0, lo = loop[0], loop[-1]
        cur = "cur" if elem == l0 else _EW("cast", t=STORAGE[l0], x="cur")
        out0 = _EW("outv", k=0)
        res = out0 if elem == lo else _EW("cast", t=STORAGE[lo], x=out0)
        typedefs = [_EW("ct", t=COMPUTE[l0], k=0), _EW("ot", t=COMPUTE[lo], k=0)]
        lines = [_EW("load", k=0, v=_EW("cast", t=_EW("ct_name", k=0), x=cur))]
        if not unary:
            typedefs.append(_EW("ct", t=COMPUTE[loop[1]], k=1))
            lines.append(_EW("load", k=1, v=_EW("cast", t=_EW("ct_name", k=1),
                                                  x=_IX("at_q", t=STORAGE[loop[1]]))))
        lines += [_EW("out", k=0), _statement(expr, 1)]
        if fpe is not None:
            checks = [_EW("paren", x=_one(fpe[1]))] if fpe[1] else []
            if lo == "f2":  # (float16 computed in float: the rounding may raise)
                checks.append(_EW("fpe_half", k=0))
            if elem != lo:  # (the result cast into the element's type, as NumPy's at does)
                checks.append(_IX("at_cast_check", t=st, v=res))
            lines.append(_IX("at_check", check=_either(checks) if checks else _EW("no_fpe")))
        lines.append(_IX("at_return", v=_EW("cast", t=st, x=res)))
        body = _IX("at_apply_fpe" if fpe is not None else "at_apply", typedefs=" ".join(typedefs),
                   t=st, lines=" ".join(lines))
        hw = _HW_ATOMIC.get((atomic, elem))
        if hw and not unary and loop == (elem, elem, elem):
            # the hardware's own atomics (no retry loop under contention)
            if fpe is None or elem[0] in "iu":
                body = _IX(hw[0], **hw[1])
            elif hw[0] == "atomic":
                body = _IX("atomic_fpe", **hw[1])
            else:
                body = _IX("atomic_cx_fpe", sign="1" if hw[0] == "atomic_cx_add" else "-1",
                           **hw[1])
    if mode != "gather":
        body = _IX("each", unroll=unroll, body=body)
    idx = "_".join(idx_codes) or "none"
    if mode == "at":
        # the expression's checksum tells apart ufuncs with the same loop types
        kname = _IX("name_at", arity="u" if unary else "b", loop="_".join(loop), elem=elem,
                    ndim=ndim, idx=idx, crc=format(zlib.crc32(expr.encode()) & 0xffffffff, "08x"))
        if fpe is not None:
            kname = _RD("name_fpe", kname=kname, fm=fpe[0])
    else:
        kname = _IX("name", mode=mode, vt=vt, ndim=ndim, idx=idx)
    src = fill(template("index.cu"),
               name=kname, mode=mode, unroll=unroll, dim_params="".join(dims),
               idx_params="".join(_IX("idx_param", k=k) for k in range(nk)),
               fpe_params=_IX("at_fpe_params") if fpe is not None else "",
               fpe_decl=_IX("at_fpe_decl", fm=fpe[0]) if fpe is not None else "",
               decls=" ".join(_IX("io_decl", k=k) for k in range(nk)),
               decompose=" ".join(dec), lookups=" ".join(look), body=body)
    return prelude(at is not None and any(fn in at[0] for fn in _COMPLEX_FUNCS),
                   at[0] if at is not None else "", fpe is not None) + src, kname


# ---------------------------------------------------------------- searching
def searchsorted(code, side, sorter):
    """Source and name of one binary-search kernel (template searchsorted.cu).

    code    dtype code of a and v (both already in the common dtype)
    side    'left' (first p with a[p] >= x) or 'right' (first p with a[p] > x)
    sorter  a is read through an int64 permutation ``sorter``
    """
    code, side = _code(code), _one_of(side, ("left", "right"), "side")
    kname = _SO("ss_name", code=code, side=side, sorter=_SO("ss_sorter") if sorter else "")
    src = fill(template("searchsorted.cu"),
               name=kname, st=STORAGE[code], ct=COMPUTE[code], side=side,
               cond=_SO("ss_cond_" + side), go_right=_SO("ss_right_" + side),
               sorter_param=_SO("ss_sorter_param") if sorter else "",
               index=_SO("ss_index_sorter") if sorter else _SO("ss_index"))
    return prelude(False) + src, kname


# ---------------------------------------------------------------- business days
BUSDAY_MODES = ("is", "offset", "count")


def busday(mode):
    """Source and name of the business-day kernel of ``mode`` (template busday.cu):
    'is' (is_busday), 'offset' (busday_offset) or 'count' (busday_count)."""
    mode = _one_of(mode, BUSDAY_MODES, "business-day mode")
    kname = "gpnumpy_busday_" + mode
    src = fill(template("busday.cu"), name=kname, mode=BUSDAY_MODES.index(mode))
    return prelude(False, "gp_dt_") + src, kname


# ---------------------------------------------------------------- sorting
_SO = Parts("sort_parts.cuh")
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
_RADIX_KEYS = ("b1", "i1", "u1", "i2", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8")


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
    code = _code(code, _RADIX_KEYS)
    if vcode is not None:
        vcode = _code(vcode, _VALUE_TYPES)
    kernel = _one_of(kernel, RADIX_KERNELS, "radix sort kernel")
    isz = 1 if code == "b1" else int(code[1:])
    dthreads, ditems = radix_tile(isz, vcode)
    threads = _int(threads or dthreads, 32, 1024, "threads")
    items = _int(items or ditems, 1, 64, "items")
    window = _int(window or RADIX_WINDOW, 1, 32, "window")
    min_blocks = _int(RADIX_MIN_BLOCKS if min_blocks is None else min_blocks, 0, 32, "min_blocks")
    top = _SO("rx_top", bit=8 * isz - 1)
    kind = {"f": "float", "i": "signed"}.get(code[0], "unsigned")
    okey = _SO("rx_okey_" + kind, top=top, inf=_INF_BITS.get(code, ""))
    part = "block" if kernel == "block" else "sweep"
    ns = _SO("rx_ns", part=part, code=code, vcode=vcode or "none")
    if part == "sweep":
        ns = _SO("rx_ns_sweep", ns=ns, threads=threads, items=items, window=window,
                 late="" if early else _SO("rx_late"), match=_SO("rx_match") if match_any else "",
                 min=_SO("rx_min", n=min_blocks) if min_blocks else "")
    common = fill(fragment("radix_sort.cuh"),
                  ns=ns, key=code, ut=_UNSIGNED[isz], vt=_VALUE_TYPES[vcode], has_v=_BOOL[bool(vcode)],
                  values=_SO("rx_values", vcode=vcode) if vcode else _SO("rx_no_values"),
                  order=_SO("rx_order_" + kind), okey=okey, passes=isz, bitems=BLOCK_SORT_ITEMS,
                  threads=threads, items=items, copies=max(1, 32 // isz), window=window,
                  early=_BOOL[bool(early)], match_any=_BOOL[bool(match_any)])
    src = fill(template("radix_%s.cu" % part),
               common=common, ns=ns, min_blocks=_SO("rx_min_blocks", n=min_blocks) if min_blocks else "")
    return src, _SO("rx_kernel", ns=ns, kernel=kernel)


# ---------------------------------------------------------------- random streams
_RANDOM_METHODS = ("random", "uniform", "offset", "lemire", "normal", "exponential")
_RANDOM_MODES = ("fill", "chunk")
#: random.cu's chunk mode: its five kernels (one source), in launch order
RANDOM_CHUNK_PARTS = ("count", "agg", "top", "down", "write")
#: chunk mode: threads of every kernel's blocks (count and write: 8 warps, a chunk a warp at a
#: time); random.cu's sizes: words a chunk (GP_CW), chunks an agg or down block (GP_CB), a
#: chunk's table entries (GP_CE, a lane each) and list (GP_CK)
RANDOM_CHUNK_BLOCK = 256
RANDOM_CHUNK_WORDS, RANDOM_CHUNK_PER_BLOCK = 2048, 256
RANDOM_CHUNK_ENTRIES, RANDOM_CHUNK_LIST = 32, 64


_RN = Parts("random_parts.cuh")
_GENERATORS = {"PCG64": "pcg64", "PHILOX": "philox"}


def _c_double(x):
    return float(x).hex()


def _c_float(x):
    return _RN("float", x=float(x).hex())


def random_stream(gen, wbits, method, code, mode, affine=False, consts=(), part=None):
    """Source and name of one kernel of ``random.cu``: bit generator ``gen`` ('PCG64' or
    'PHILOX'), ``wbits`` (64 or 32-bit words), NumPy sampler ``method`` (one of
    _RANDOM_METHODS), output dtype code ``code``, kernel ``mode`` ('fill': one word per value;
    'chunk': rejection samplers in five launches, ``part`` one of RANDOM_CHUNK_PARTS); ``affine``: normal's loc + scale * z or
    exponential's scale * z; ``consts``: the ziggurat constants (nor_r, nor_inv_r, exp_r as
    doubles) the sampler compares with."""
    if gen not in _GENERATORS or _int(wbits, 32, 64, "word bits") not in (32, 64):
        raise ValueError("random stream %r/%r" % (gen, wbits))
    if method not in _RANDOM_METHODS or mode not in _RANDOM_MODES:
        raise ValueError("random method %r / mode %r" % (method, mode))
    if (mode == "chunk") != (part is not None):
        raise ValueError("random mode %r takes %s part" % (mode, "a" if mode == "chunk" else "no"))
    if part is not None:
        _one_of(part, RANDOM_CHUNK_PARTS, "random chunk kernel")
    nor_r, nor_inv_r, exp_r = consts or (0.0, 0.0, 0.0)
    f32 = numpy.float32
    code, wbits = _code(code), int(wbits)
    kname = _RN("name", gen=_GENERATORS[gen], wbits=wbits, method=method, code=code, mode=mode,
                affine=_RN("name_affine") if affine else "")
    src = fill(template("random.cu"),
        name=kname, gen=gen, wbits=wbits, method=method, mode=mode, ot=STORAGE[code],
        extra=_RN("affine") if affine else "", chunk_words=RANDOM_CHUNK_WORDS,
        chunk_blocks=RANDOM_CHUNK_PER_BLOCK, chunk_entries=RANDOM_CHUNK_ENTRIES,
        chunk_list=RANDOM_CHUNK_LIST,
        nor_r=_c_double(nor_r), nor_inv_r=_c_double(nor_inv_r), exp_r=_c_double(exp_r),
        nor_r_f=_c_float(f32(nor_r)), nor_inv_r_f=_c_float(f32(nor_inv_r)),
        exp_r_f=_c_float(f32(exp_r)))
    return prelude(False) + src, kname + ("_" + part if part else "")


def random_shuffle(jt_code):
    """Source and name of ``random_shuffle.cu``: NumPy's Fisher-Yates draws (random_interval
    over 32-bit words) written as dtype code ``jt_code`` ('i4' or 'i8')."""
    if jt_code not in ("i4", "i8"):
        raise ValueError("shuffle draws as %r" % (jt_code,))
    kname = _RN("shuffle_name", jt=jt_code)
    src = fill(template("random_shuffle.cu"), name=kname, jt=STORAGE[jt_code])
    return prelude(False) + src, kname


def random_shuffle_band(jt_code, part, dcap=256):
    """Source and name of one kernel of ``random_shuffle_band.cu`` (``part``: 'maps',
    'chain' or 'emit'; one source for the three): NumPy's Fisher-Yates draws of one mask
    range with many warps, J as dtype code ``jt_code`` ('i4' or 'i8'), ``dcap`` merge entries
    a chunk."""
    if jt_code not in ("i4", "i8"):
        raise ValueError("shuffle draws as %r" % (jt_code,))
    _one_of(part, ("maps", "chain", "emit"), "band kernel")
    kname = _RN("shuffle_name", jt=jt_code) + "_band"
    src = fill(template("random_shuffle_band.cu"), name=kname, jt=STORAGE[jt_code],
               dcap=str(_int(dcap, 32, 4096, "dcap")))
    return prelude(False) + src, kname + "_" + part


def shuffle_apply(jt_code, part):
    """Source and name of one kernel of ``shuffle_apply.cu`` (``part``: 'links' or
    'follow'; one source for both): the permutation NumPy's shuffle draws J (dtype code
    ``jt_code``, 'i4' or 'i8') make."""
    if jt_code not in ("i4", "i8"):
        raise ValueError("shuffle draws as %r" % (jt_code,))
    _one_of(part, ("links", "follow"), "shuffle apply kernel")
    kname = _RN("shuffle_name", jt=jt_code) + "_apply"
    src = fill(template("shuffle_apply.cu"), name=kname, jt=STORAGE[jt_code])
    return prelude(False) + src, kname + "_" + part


#: by bytes: the word join.cu copies
JOIN_WORDS = {1: "unsigned char", 2: "unsigned short", 4: "unsigned int", 8: "unsigned long long",
              16: "uint4"}


def join(unit):
    """Source and name of the many-part copy (template join.cu) of ``unit``-byte words."""
    if type(unit) is not int or unit not in JOIN_WORDS:
        raise ValueError("join: word bytes %r are not one of %s" % (unit, sorted(JOIN_WORDS)))
    kname = "gp_join_w%d" % unit
    return prelude(False) + fill(template("join.cu"), name=kname, unit=unit,
                                 word=JOIN_WORDS[unit]), kname


# ---------------------------------------------------------------- products
_LA = Parts("linalg_parts.cuh")
#: accumulator of the integer/bool product kernel and its bits: NumPy's integer matmul wraps
#: in the operand type, which is the low bits of an unsigned sum of products (defined overflow)
_MATMUL_ACC = {"b1": ("unsigned int", 32), "i1": ("unsigned int", 32), "u1": ("unsigned int", 32),
               "i2": ("unsigned int", 32), "u2": ("unsigned int", 32), "i4": ("unsigned int", 32),
               "u4": ("unsigned int", 32), "i8": ("unsigned long long", 64),
               "u8": ("unsigned long long", 64)}


def matmul_int(code):
    """Source and name of the batched product kernel (template matmul_int.cu) for bool
    (``or`` of ``and``) and the integer dtypes (NumPy's wrap-around), dtype code ``code``."""
    acc, bits = _MATMUL_ACC[_code(code, _MATMUL_ACC)]
    kname = _LA("mm_name", code=code)
    if code == "b1":
        what, rule, step = _LA("mm_what_bool"), _LA("mm_rule_bool"), _LA("mm_step_bool")
    else:
        what, rule, step = _LA("mm_what_int"), _LA("mm_rule_int", bits=bits), _LA("mm_step_int")
    # a signed value widens with its sign, so the low bits of the product are exact
    signed = "_signed" if code[0] == "i" else ""
    src = fill(template("matmul_int.cu"),
               name=kname, what=what, rule=rule, st=STORAGE[code], acc=acc, step=step,
               load_a=_LA("mm_load_a" + signed), load_b=_LA("mm_load_b" + signed))
    return prelude(False) + src, kname


def product_check(code):
    """Source and name of the floating-point check after a cuBLAS product (template
    product_check.cu): the result's, then the operands' non-finite values, the categories
    NumPy's product would raise recorded in the operation's fperr slot; dtype code ``code``
    (a float or complex code)."""
    if type(code) is not str or code not in ("f2", "f4", "f8", "c8", "c16"):
        raise ValueError("product_check: float and complex codes only, not %r" % (code,))
    kname = _LA("pc_name", code=code)
    src = fill(template("product_check.cu"), name=kname, t=STORAGE[code])
    return prelude(False, fpe=True) + PRODUCT_CHECK + src, kname


#: small_gemm.cu's blocks an SM, by (code, pack) (its registers a thread: 40 for float32 and
#: 64 for float64 compile without spilling, float64 spills 48 bytes at 48; the small-matrix
#: variant 56 and 64, and float32's spills 8 bytes at 48)
_SG_BLOCKS = {("f4", False): 6, ("f8", False): 4, ("f4", True): 4, ("f8", True): 4}


def small_gemm(code, pack=False):
    """Source and name of the one-launch product of small matrices over a stack, the
    floating-point check of ``product_check`` fused (template small_gemm.cu); dtype code
    ``code`` ('f4' or 'f8'); ``pack``: the variant for m, n <= 16 and k <= 32 (several whole
    matrices a block's step, a thread an output)."""
    if type(code) is not str or code not in ("f4", "f8"):
        raise ValueError("small_gemm: codes 'f4' and 'f8' only, not %r" % (code,))
    pack = bool(pack)
    kname = _LA("sg_pack_name" if pack else "sg_name", code=code)
    src = fill(template("small_gemm.cu"), name=kname, t=STORAGE[code],
               blocks=_SG_BLOCKS[code, pack], pack="true" if pack else "false")
    return prelude(False, fpe=True) + PRODUCT_CHECK + src, kname


#: small_dot.cu's blocks an SM by code, which bounds its registers a thread (read from NVRTC's
#: cubins for sm_90): 40 for float32 and float64 at 6 (1536 threads an SM, none spilled); at 8
#: (32 registers) both spill 24 to 48 bytes in the loop over k
_SD_BLOCKS = {"f4": 6, "f8": 6}


def small_dot(code):
    """Source and name of the one-launch stack of dot products (m = n = 1, any k) with the
    floating-point check of ``product_check`` fused (template small_dot.cu); dtype code
    ``code`` ('f4' or 'f8')."""
    if type(code) is not str or code not in _SD_BLOCKS:
        raise ValueError("small_dot: codes 'f4' and 'f8' only, not %r" % (code,))
    kname = _LA("sd_name", code=code)
    src = fill(template("small_dot.cu"), name=kname, t=STORAGE[code], blocks=_SD_BLOCKS[code])
    return prelude(False, fpe=True) + PRODUCT_CHECK + src, kname


def small_vecmat(code):
    """Source and name of the one-launch product of a vector and a matrix read across its
    rows (C[j] = sum_i B[i] A[i, j]) with the floating-point check of ``product_check`` fused
    (template small_vecmat.cu); dtype code ``code`` ('f4' or 'f8')."""
    if type(code) is not str or code not in _SD_BLOCKS:
        raise ValueError("small_vecmat: codes 'f4' and 'f8' only, not %r" % (code,))
    kname = _LA("vm_name", code=code)
    src = fill(template("small_vecmat.cu"), name=kname, t=STORAGE[code])
    return prelude(False, fpe=True) + PRODUCT_CHECK + src, kname


# ---------------------------------------------------------------- small linear systems
#: the real type of the floating codes (a complex constant is a gp_cx of it)
_REAL = {"f4": "float", "c8": "float", "f8": "double", "c16": "double"}
_ITEMSIZE = {"f4": 4, "f8": 8, "c8": 8, "c16": 16}


def _zero_one(code, v):
    """The constant 0 or 1 (``v``) of dtype code ``code`` (complex: a gp_cx of its real type)."""
    if code[0] == "c":
        return _LA("cx_const", r=_REAL[code], v=v)
    return _LA("real_const", r=STORAGE[code], v=v)


#: the small solver's substitution modes (their rules: linalg_parts.cuh's sv_rule_*)
SMALL_SOLVE_MODES = ("rows", "cols", "det")


def _small_solve_args(code, width, mode):
    if width not in (1, 2, 4, 8, 16, 32) or type(width) is bool:
        raise ValueError("small_solve: width %r is not a power of two up to 32" % (width,))
    if type(mode) is not str or mode not in SMALL_SOLVE_MODES:
        raise ValueError("small_solve: mode %r is not 'rows', 'cols' or 'det'" % (mode,))
    return _code(code, _REAL), int(width), mode


def small_solve_warps(code, width, mode):
    """Warps a block of the small-system kernel: its shared tiles (A's, and in the column
    mode the right-hand sides') within 40 KiB of the 48 KiB of static shared memory."""
    code, width, mode = _small_solve_args(code, width, mode)
    per_warp = 32 * (width + 1 + (width if mode == "cols" else 0) + 1) * _ITEMSIZE[code] + 128
    return max(1, min(4, 40960 // per_warp))


def small_solve(code, width, mode):
    """Source and name of the stacked small-system solver (template small_solve.cu) for
    dtype code ``code`` (f4, f8, c8, c16), systems padded to ``width`` x ``width`` (a power
    of two up to 32: that many lanes of a warp per system) and substitution ``mode``:
    'rows' (a lane per row, one right-hand side column at a time: solve with a vector),
    'cols' (a lane per right-hand side column: inverses and several columns) or 'det' (no
    substitution: each system's sign and log|det|, slogdet)."""
    code, width, mode = _small_solve_args(code, width, mode)
    t = STORAGE[code]
    cplx = "complex" if code[0] == "c" else "real"
    r = _REAL[code]
    kname = _LA("sv_name", code=code, w=width, mode=mode)
    src = fill(template("small_solve.cu"),
               name=kname, what=_LA("sv_what", code=code, w=width), w=width, t=t, r=r,
               warps=small_solve_warps(code, width, mode), ytile=_LA("sv_ytile_" + mode, t=t),
               div_linkage=_LA("sv_div_" + cplx), mode_rule=_LA("sv_rule_" + mode),
               substitution=fill(fragment("small_solve_%s.cuh" % mode), t=t, r=r,
                                 det_abs=_LA("sv_det_abs_" + cplx),
                                 det_step=_LA("sv_det_step_" + cplx, r=r),
                                 det_value=_LA("sv_det_value_" + cplx, r=r),
                                 det_rule=_LA("sv_det_rule_" + cplx)),
               abs1=_LA("sv_abs1_" + cplx), abs1_rule=_LA("sv_abs1_rule_" + cplx),
               fms=_LA("sv_fms_" + cplx), fma=_LA("sv_fma_" + cplx), sfmin=_LA("sv_sfmin_" + r),
               zero=_zero_one(code, 0), one=_zero_one(code, 1))
    return prelude(False) + src, kname


def hermitian_planes(code):
    """Source and name of the in-place Hermitian fix of a half spectrum's zero/Nyquist
    planes before a multi-dimensional C2R (template hermitian_planes.cu), complex dtype code
    ``code`` ('c8' or 'c16'); up to four axes."""
    if type(code) is not str or code not in ("c8", "c16"):
        raise ValueError("hermitian_planes: complex codes only, not %r" % (code,))
    kname = _LA("hp_name", code=code)
    src = fill(template("hermitian_planes.cu"), name=kname, t=STORAGE[code], r=_REAL[code])
    return prelude(False) + src, kname


#: by ``lower``: the kernel's name, the comment's word, the part that compares j - i with k
_TRIANGLES = {True: ("tril", "lower", "tri_keep_lower"), False: ("triu", "upper", "tri_keep_upper")}
#: by ``wide``: the element index type
_TRIANGLE_INDEX = {False: "unsigned", True: "unsigned long long"}


def triangle(code, lower, wide):
    """Source and name of the triangle copy (template triangle.cu): the lower (``lower``)
    or upper triangle of each matrix of a stack into a new C-contiguous one, dtype code
    ``code``; ``wide``: 64-bit element indices (else 32-bit)."""
    code = _code(code)
    which, what, keep = _TRIANGLES[bool(lower)]
    kname = _LA("tri_name", which=which, code=code, it="i8" if wide else "i4")
    src = fill(template("triangle.cu"),
               name=kname, what=what, keep=_LA(keep), t=STORAGE[code], zero=_zero_one(code, 0),
               it=_TRIANGLE_INDEX[bool(wide)])
    return prelude(False) + src, kname
