"""Input and output: NumPy's binary and text formats read into and written from device arrays,
ndarray's file methods, and NumPy's text formatting of device arrays.

Each body runs with numpy and with the candidate ``xp`` (see tests/conftest.py); files go to a
directory of their own per run.
"""
import io
import pickle
import sys
import threading
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import (
    ALL_DTYPES, LAYOUTS, assert_same, assert_same_cases, make, short,
)


def _dir(tmp_path, xp):
    d = tmp_path / xp.__name__
    d.mkdir(exist_ok=True)
    return d


# --------------------------------------------------------------------------------------------------
# .npy / .npz
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_save_load_roundtrip(xp, tmp_path, dtype, layout):
    def body(xp):
        path = _dir(tmp_path, xp) / "a.npy"
        xp.save(path, make(xp, (3, 4), dtype, layout))
        return xp.load(path)
    assert_same(xp, body)


def test_load_reads_files_written_elsewhere(xp, tmp_path):
    # files NumPy wrote: C and Fortran order, a big-endian dtype, a file object
    path = tmp_path / "f.npy"
    numpy.save(path, numpy.asfortranarray(numpy.arange(12.0).reshape(3, 4)))
    big = tmp_path / "big.npy"
    numpy.save(big, numpy.arange(5, dtype=">i4"))
    assert_same_cases(xp, [
        ("fortran", lambda xp: xp.load(path)),
        ("fortran layout", lambda xp: xp.load(path).flags.f_contiguous),
        # the device holds native byte order: the values, in the native dtype
        ("big-endian", lambda xp: xp.load(big).astype("int32")),
        ("file object", lambda xp: xp.load(open(path, "rb"))),
    ])


def test_save_keeps_fortran_order(xp):
    # a Fortran-ordered array is saved with fortran_order True and loads back in F order;
    # NumPy's asarray of it keeps the layout too
    def saved(xp, a):
        buf = io.BytesIO()
        xp.save(buf, a)
        return bytes(buf.getvalue())
    f = lambda xp: xp.asfortranarray(xp.arange(12.0).reshape(3, 4))
    assert_same_cases(xp, [
        ("bytes", lambda xp: saved(xp, f(xp))),
        ("bytes of a transpose", lambda xp: saved(xp, xp.arange(6).reshape(2, 3).T)),
        ("bytes of a C array", lambda xp: saved(xp, xp.arange(6).reshape(2, 3))),
        ("load layout", lambda xp: xp.load(io.BytesIO(saved(xp, f(xp)))).flags.f_contiguous),
        ("asarray layout", lambda xp: numpy.asarray(f(xp)).flags.f_contiguous),
        ("asarray order C", lambda xp: numpy.asarray(f(xp), order="C").flags.c_contiguous),
    ])


_PADDED = numpy.dtype([("a", "i1"), ("b", "f8"), ("c", "u2")], align=True)


@pytest.mark.parametrize("layout", ["C", "T"])
def test_save_and_tobytes_of_padded_records_keep_zero_padding(gp, layout):
    # zeros of an aligned structure: NumPy writes a contiguous array's bytes as they are,
    # padding zero; a copy made field by field (NumPy's own of a structure, for another order
    # or a strided array: not repeatable) would carry whatever a freshly allocated block held
    # in the padding.  gpnumpy's reads whole records: each output is 24 zero records
    numpy.full(4096, 0xAB, dtype=numpy.uint8)  # (leave non-zero bytes to be reused)
    a = gp.zeros((4, 6), dtype=_PADDED)
    a = a.T if layout == "T" else a
    zero = bytes(24 * _PADDED.itemsize)
    buf = io.BytesIO()
    gp.save(buf, a)
    saved = buf.getvalue()
    # (tobytes in the order the array is laid out in: in the other, NumPy's copy of a
    # structure goes field by field, its padding unspecified)
    assert saved.endswith(zero) and a.tobytes("C" if layout == "C" else "F") == zero
    if layout == "C":  # (NumPy's own, where it writes raw bytes: the same file)
        ref = io.BytesIO()
        numpy.save(ref, numpy.zeros((4, 6), dtype=_PADDED))
        assert saved == ref.getvalue()


def test_load_gives_device_arrays(gp, tmp_path):
    path = tmp_path / "a.npy"
    numpy.save(path, numpy.arange(4))
    assert type(gp.load(path)) is gp.ndarray
    assert type(gp.fromfile(_write_raw(tmp_path), dtype="int16")) is gp.ndarray


def _write_raw(tmp_path):
    p = tmp_path / "raw.bin"
    numpy.arange(6, dtype="int16").tofile(p)
    return p


def test_load_mmap_mode_stays_a_host_memmap(gp, tmp_path):
    # a memory map is host memory, as in NumPy
    path = tmp_path / "m.npy"
    gp.save(path, gp.arange(6.0))
    m = gp.load(path, mmap_mode="r")
    assert isinstance(m, numpy.memmap)
    numpy.testing.assert_array_equal(m, numpy.arange(6.0))


def test_savez_and_npzfile(xp, tmp_path):
    def body(xp, compressed):
        path = _dir(tmp_path, xp) / ("z%d.npz" % compressed)
        save = xp.savez_compressed if compressed else xp.savez
        save(path, make(xp, (2, 3), "float32"), b=make(xp, (4,), "int64", "neg"))
        with xp.load(path) as z:
            return sorted(z.files), z["arr_0"], z["b"]
    assert_same_cases(xp, [("savez", lambda xp: body(xp, False)),
                           ("savez_compressed", lambda xp: body(xp, True))])


def test_npz_members_are_device_arrays(gp, tmp_path):
    path = tmp_path / "z.npz"
    gp.savez(path, x=gp.arange(3))
    with gp.load(path) as z:
        assert type(z["x"]) is gp.ndarray
        assert isinstance(z, numpy.lib.npyio.NpzFile)


def test_load_errors(xp, tmp_path):
    obj = tmp_path / "o.npy"
    numpy.save(obj, numpy.array([{"a": 1}], dtype=object), allow_pickle=True)
    assert_same_cases(xp, [
        ("pickle refused", lambda xp: xp.load(obj)),
        ("missing file", lambda xp: xp.load(tmp_path / "nope.npy")),
        ("bad keyword", lambda xp: xp.load(obj, nonsense=1)),
    ])


# --------------------------------------------------------------------------------------------------
# text and raw files
# --------------------------------------------------------------------------------------------------
def test_savetxt_loadtxt_genfromtxt(xp, tmp_path):
    def roundtrip(xp, **kw):
        path = _dir(tmp_path, xp) / "t.txt"
        xp.savetxt(path, make(xp, (4, 3), "float64", "T"), **kw)
        return path.read_text()
    text = "1,2,3\n4,5,6\n# c\n7,8,9\n"
    missing = "1,2,\n4,,6\n"
    assert_same_cases(xp, [
        ("savetxt", lambda xp: roundtrip(xp)),
        ("savetxt fmt", lambda xp: roundtrip(xp, fmt="%.3f", delimiter=",", header="h")),
        ("loadtxt", lambda xp: xp.loadtxt(io.StringIO(text), delimiter=",")),
        ("loadtxt dtype usecols", lambda xp: xp.loadtxt(io.StringIO(text), delimiter=",",
                                                        dtype="int32", usecols=(0, 2))),
        ("loadtxt unpack", lambda xp: xp.loadtxt(io.StringIO(text), delimiter=",", unpack=True)),
        ("loadtxt ndmin", lambda xp: xp.loadtxt(io.StringIO("5"), ndmin=2)),
        ("genfromtxt", lambda xp: xp.genfromtxt(io.StringIO(missing), delimiter=",")),
        ("genfromtxt filling", lambda xp: xp.genfromtxt(io.StringIO(missing), delimiter=",",
                                                        filling_values=-1)),
        ("loadtxt error", lambda xp: xp.loadtxt(io.StringIO("1,a\n"), delimiter=",")),
    ])


def test_text_io_streams_read_and_written_once(xp):
    # NumPy's own error of a reader or writer of a stream, raised once: the stream is not read
    # or written a second time (structured and string dtypes, string formats)
    class Lines(list):  # (a list with a write method is a file to savetxt)
        def write(self, text):
            self.extend(text.split(b"\n"))

    def error(f):
        try:
            return f()
        except Exception as e:
            return "%s: %s" % (type(e).__name__, e)

    def body(xp):
        out = []
        s = io.StringIO("1, 1, -1.1\n" * 5)
        conv = {2: lambda x: "(%s)" % x.decode()}
        out.append(error(lambda: xp.genfromtxt(s, delimiter=",", converters=conv,
                                               dtype=[(n, int) for n in "abc"], encoding="bytes")))
        out.append(s.tell())
        s = io.StringIO("1 x\n2 y\n")
        out.append(error(lambda: xp.loadtxt(s, dtype=[("n", "i8"), ("m", "f8")])))
        out.append(s.tell())
        s = io.StringIO()
        out.append(error(lambda: xp.savetxt(s, xp.arange(6).reshape(2, 3), fmt="%d %d")))
        out.append(s.getvalue())
        w = Lines()
        xp.savetxt(w, xp.arange(4.0).reshape(2, 2))
        out.append((list(w), xp.loadtxt(w).tolist()))
        return out
    assert_same(xp, body)


def test_text_readers_warn_at_the_callers_line(xp):
    # NumPy's warnings of its readers (loadtxt's empty input, genfromtxt's ConversionWarning)
    # name the caller's file and line, as NumPy's stacklevel does: module filters match them;
    # under an 'error' filter they raise
    def body(xp):
        out = []
        calls = [lambda: xp.loadtxt(io.StringIO("")),
                 lambda: xp.loadtxt(io.StringIO("1 2\n"), max_rows=0, ndmin=2),
                 lambda: xp.genfromtxt(io.StringIO(""), delimiter=","),
                 lambda: xp.genfromtxt(["1 2", "3"], invalid_raise=False)]
        for call in calls:
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                r = call()
            out.append((r, [(w.category.__name__, str(w.message).split(":")[0], w.filename,
                             w.lineno) for w in got if w.category.__name__ != "FallbackWarning"]))
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                warnings.filterwarnings("error", module=__name__)
                try:
                    call()
                    out.append("no error")
                except Warning as e:
                    out.append(type(e).__name__)
        return out
    assert_same(xp, body)


def test_text_readers_in_threads_leave_the_warning_filters(gp):
    # readers running at once in threads (a pool loading files) leave the process's warning
    # filters as they were, as NumPy's readers do
    text = "1 2\n3 4\n" * 2000
    before = list(warnings.filters)
    sums = []

    def work():
        for _ in range(30):
            sums.append(float(gp.loadtxt(io.StringIO(text)).get().sum()))  # (NumPy sums)
    threads = [threading.Thread(target=work) for _ in range(4)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)   # (threads switch inside the readers)
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    assert warnings.filters == before
    assert sums == [20000.0] * 120


def test_genfromtxt_masked_and_string_structures_stay_host(gp):
    m = gp.genfromtxt(io.StringIO("1,,3\n"), delimiter=",", usemask=True)
    assert isinstance(m, numpy.ma.MaskedArray)
    s = gp.genfromtxt(io.StringIO("1,x\n2,y\n"), delimiter=",", dtype=None, encoding="utf-8")
    assert type(s) is numpy.ndarray and s.dtype.names is not None


def test_readers_give_structures_of_device_fields_as_arrays(xp):
    # a record dtype whose fields the device holds reads into the candidate's own array (an
    # isinstance of xp.ndarray, as xp.array of the same records is), fields as views
    rec = [("int", "i8"), ("float", "f8")]
    text = lambda: io.StringIO("1,2.1\n3,4\n")
    raw = numpy.array([(1, 2.5), (3, 4.0)], dtype=rec)
    npy = io.BytesIO()
    numpy.save(npy, raw)

    def kinds(xp, r):
        return (isinstance(r, xp.ndarray), r, r.dtype, r["float"] * 2)
    assert_same_cases(xp, [
        ("genfromtxt", lambda xp: kinds(xp, xp.genfromtxt(text(), dtype=rec, delimiter=","))),
        ("loadtxt", lambda xp: kinds(xp, xp.loadtxt(text(), dtype=rec, delimiter=","))),
        ("loadtxt one row", lambda xp: kinds(xp, xp.loadtxt(io.StringIO("5,6"), dtype=rec,
                                                              delimiter=","))),
        ("fromregex", lambda xp: kinds(xp, xp.fromregex(io.StringIO("a1 b22"), r"(\d+)",
                                                        [("float", "i8")]))),
        ("frombuffer", lambda xp: kinds(xp, xp.frombuffer(raw.tobytes(), dtype=rec))),
        ("load", lambda xp: kinds(xp, xp.load(io.BytesIO(npy.getvalue())))),
    ])


def test_load_native_byte_order(gp, tmp_path):
    big = tmp_path / "big.npy"
    numpy.save(big, numpy.arange(5, dtype=">f8"))
    a = gp.load(big)
    assert a.dtype == numpy.dtype("float64") and a.dtype.isnative


def test_raw_readers(xp, tmp_path):
    raw = _write_raw(tmp_path)
    data = numpy.arange(5, dtype="float32").tobytes()
    assert_same_cases(xp, [
        ("fromfile", lambda xp: xp.fromfile(raw, dtype="int16")),
        ("fromfile count offset", lambda xp: xp.fromfile(raw, dtype="int16", count=2, offset=4)),
        ("fromfile text", lambda xp: xp.fromfile(_text(tmp_path), sep=" ")),
        ("frombuffer", lambda xp: xp.frombuffer(data, dtype="float32")),
        ("frombuffer offset", lambda xp: xp.frombuffer(data, dtype="float32", count=2, offset=8)),
        ("frombuffer error", lambda xp: xp.frombuffer(data, dtype="float64", count=9)),
        ("fromstring", lambda xp: xp.fromstring("1 2 3", dtype=int, sep=" ")),
        ("fromiter", lambda xp: xp.fromiter((i * i for i in range(5)), dtype="int32")),
        ("fromiter count", lambda xp: xp.fromiter(iter(range(10)), float, count=3)),
        ("fromiter short", lambda xp: xp.fromiter(iter(range(2)), float, count=3)),
    ])


def test_frombuffer_writeable(xp):
    # a read-only buffer (bytes) gives a read-only array, a bytearray a writeable one
    def write(xp, buf):
        a = xp.frombuffer(buf, dtype="uint8")
        a[0] = 9
        return a
    assert_same_cases(xp, [
        ("bytes", lambda xp: xp.frombuffer(b"abcd", dtype="uint8").flags.writeable),
        ("bytearray", lambda xp: xp.frombuffer(bytearray(b"abcd"), dtype="uint8").flags.writeable),
        ("write to bytes", lambda xp: write(xp, b"abcd")),
        ("write to bytearray", lambda xp: write(xp, bytearray(b"abcd"))),
    ])


def _text(tmp_path):
    p = tmp_path / "t.txt"
    p.write_text("1.5 2 3")
    return p


def test_fromiter_of_device_values(xp):
    assert_same(xp, lambda xp: xp.fromiter(iter(xp.arange(4) * 2), dtype="int64"))


def test_save_list_of_device_arrays(xp, tmp_path):
    def body(xp):
        path = _dir(tmp_path, xp) / "l.npy"
        xp.save(path, [xp.arange(3), xp.arange(3)])
        return numpy.load(path)
    assert_same(xp, body, expect_host=True)


# --------------------------------------------------------------------------------------------------
# ndarray's file methods
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_tobytes(xp, dtype, layout):
    assert_same_cases(xp, [
        ("C", lambda xp: make(xp, (3, 4), dtype, layout).tobytes()),
        ("F", lambda xp: make(xp, (3, 4), dtype, layout).tobytes(order="F")),
        ("A", lambda xp: make(xp, (3, 4), dtype, layout).tobytes("A")),
        ("K", lambda xp: make(xp, (3, 4), dtype, layout).tobytes("K")),
        ("bytes()", lambda xp: bytes(make(xp, (3, 4), dtype, layout))),
        ("bytes() of 0-d", lambda xp: bytes(make(xp, (3, 4), dtype, layout)[0, 0, ...])),
    ])


def test_tofile_dump_dumps(xp, tmp_path):
    def tofile(xp, **kw):
        path = _dir(tmp_path, xp) / "r.bin"
        make(xp, (3, 4), "float32", "T").tofile(path, **kw)
        return path.read_bytes()

    def dump(xp):
        path = _dir(tmp_path, xp) / "p.pkl"
        make(xp, (3, 4), "int16", "neg").dump(path)
        with open(path, "rb") as f:
            return pickle.load(f)

    def dump_file_object(xp):
        buf = io.BytesIO()
        make(xp, (2, 2), "complex64").dump(buf)
        return pickle.loads(buf.getvalue())
    assert_same_cases(xp, [
        ("tofile", lambda xp: tofile(xp)),
        ("tofile sep", lambda xp: tofile(xp, sep=",", format="%.2f")),
        ("dump", dump),
        ("dump file object", dump_file_object),
        ("dumps", lambda xp: pickle.loads(make(xp, (5,), "bool").dumps())),
    ])


# --------------------------------------------------------------------------------------------------
# text formatting
# --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(), (0,), (5,), (3, 4), (2001,), (40, 50), (3, 400, 3)],
                         ids=str)
@pytest.mark.parametrize("dtype", ["bool", "int8", "uint64", "float16", "float64", "complex64"],
                         ids=short)
def test_printing(xp, shape, dtype):
    a = lambda xp: make(xp, shape, dtype)  # noqa: E731
    assert_same_cases(xp, [
        ("array2string", lambda xp: xp.array2string(a(xp))),
        ("array2string options", lambda xp: xp.array2string(a(xp), precision=2, separator=",",
                                                            threshold=10, edgeitems=2)),
        ("array2string prefix", lambda xp: xp.array2string(a(xp), prefix="x(", suffix=")",
                                                           max_line_width=40)),
        ("array_repr", lambda xp: xp.array_repr(a(xp))),
        ("array_repr width", lambda xp: xp.array_repr(a(xp), 30, 3, True)),
        ("array_str", lambda xp: xp.array_str(a(xp), precision=3)),
        ("numpy's printoptions", lambda xp: _under(xp, a)),
        ("repr, narrow lines", lambda xp: _narrow(xp, a)),
        ("edgeitems=0", lambda xp: _no_edges(xp, a)),
    ])


def _no_edges(xp, a):
    # NumPy prints the last element of each summarised axis even with edgeitems=0
    with numpy.printoptions(threshold=0, edgeitems=0):
        return (repr(a(xp)) + str(a(xp))
                + xp.array2string(a(xp), threshold=1, edgeitems=0) + xp.array_repr(a(xp)))


@pytest.mark.parametrize("edgeitems", [-1, -3, 2.0, 1.5, True, numpy.int64(2)], ids=repr)
def test_printing_odd_edgeitems(xp, edgeitems):
    """NumPy slices its corners with ``edgeitems`` as given: a negative one prints the last
    element after '...' (its widths from every element), a float raises TypeError."""
    a = lambda xp: make(xp, (40, 50), "float64")  # noqa: E731
    assert_same_cases(xp, [
        ("array2string", lambda xp: xp.array2string(a(xp), edgeitems=edgeitems)),
        ("array2string 1-d", lambda xp: xp.array2string(xp.arange(3000), edgeitems=edgeitems)),
        ("printoptions", lambda xp: _edges(xp, a, edgeitems)),
    ])


def _edges(xp, a, edgeitems):
    with numpy.printoptions(threshold=10, edgeitems=edgeitems):
        return repr(a(xp)) + str(a(xp)) + xp.array_repr(a(xp)) + xp.array_str(a(xp))


def _narrow(xp, a):
    # a summarised repr ends in 'shape=...': on the last line only when it fits the width
    out = []
    for width in range(20, 90, 3):
        with numpy.printoptions(threshold=8, edgeitems=2, linewidth=width):
            out.append(repr(a(xp)))
    return "\n".join(out)


def _under(xp, a):
    with numpy.printoptions(threshold=7, edgeitems=1, precision=2):
        return xp.array_repr(a(xp)) + xp.array_str(a(xp)) + xp.array2string(a(xp))


def test_printing_dispatched_from_np(gp):
    # NumPy's own functions on device arrays dispatch here
    x = gp.arange(3000.0)
    assert numpy.array2string(x) == numpy.array2string(numpy.arange(3000.0))
    assert numpy.array_repr(x) == numpy.array_repr(numpy.arange(3000.0))


def _info_text(xp, x):
    # np.info's lines; the data pointer's is whether it is the array's own (ctypes.data; an
    # empty device array has no memory: 0, where NumPy's ctypes.data is an address)
    out = io.StringIO()
    xp.info(x, output=out)
    # (gpnumpy's device scalars are ndarrays without ctypes, as NumPy's scalars have none)
    at = ("data pointer: %s" % hex(x.ctypes.data or 0)) if isinstance(x, xp.ndarray) and \
        not isinstance(x, xp.generic) else None
    return ["data pointer: the array's" if line == at else line
            for line in out.getvalue().splitlines()]


def test_info(xp):
    # np.info of an array prints the array's attributes and flags (a device array too: not the
    # ndarray class's docstring); of a scalar its NumPy type's docstring, as help(x) shows
    def subclass(xp):
        class Frame(xp.ndarray):
            pass
        return xp.arange(6.0).reshape(2, 3).view(Frame)
    assert_same_cases(xp, [
        ("1-d", lambda xp: _info_text(xp, xp.arange(5))),
        ("F-ordered complex", lambda xp: _info_text(xp, xp.zeros((2, 3), "complex64").T)),
        ("strided view", lambda xp: _info_text(xp, xp.arange(12.0).reshape(3, 4)[:, ::2])),
        ("0-d", lambda xp: _info_text(xp, xp.array(2.5, "float32"))),
        ("empty", lambda xp: _info_text(xp, xp.zeros((0, 3), "int16"))),
        ("structured", lambda xp: _info_text(xp, xp.zeros(2, [("x", "f4"), ("n", "i4")]))),
        ("read-only broadcast", lambda xp: _info_text(xp, xp.broadcast_to(xp.arange(3), (2, 3)))),
        ("subclass", lambda xp: _info_text(xp, subclass(xp))),
        ("reduction", lambda xp: _info_text(xp, xp.arange(5).sum())),
        ("indexing", lambda xp: _info_text(xp, xp.arange(5.0)[1])),
        ("any", lambda xp: _info_text(xp, (xp.arange(3) > 1).any())),
        ("scalar docs", lambda xp: (xp.arange(3.0).max().__doc__, type(xp.arange(3).sum()).__doc__)),
        ("a function", lambda xp: _info_text(xp, xp.add)),
        # (NumPy's dispatchers, classes, aliases and array methods: gpnumpy's faces of them
        # print what NumPy's print, no Python signature line of their own)
        ("a dispatcher", lambda xp: _info_text(xp, xp.dot)[:3]),
        ("an alias", lambda xp: _info_text(xp, xp.amax)[:3]),
        ("a submodule's", lambda xp: _info_text(xp, xp.linalg.inv)[:3]),
        ("a class", lambda xp: _info_text(xp, xp.ndarray)[:3]),
        ("a method", lambda xp: _info_text(xp, xp.arange(3).sum)[:3]),
        ("a host-backed one", lambda xp: _info_text(xp, xp.ma.alltrue)[:3]),
        ("a ufunc's method", lambda xp: _info_text(xp, xp.add.reduce)[:3]),
        ("a class's method", lambda xp: _info_text(xp, xp.ndarray.sum)[:3]),
        ("a class's property", lambda xp: _info_text(xp, xp.ndarray.T)[:3]),
        ("a class's operator", lambda xp: _info_text(xp, xp.ndarray.__add__)),
        ("a Generator's method", lambda xp: _info_text(xp, xp.random.Generator.random)[:3]),
        ("a generator's bound method", lambda xp: _info_text(
            xp, xp.random.default_rng(0).integers)[:3]),
        ("a legacy state's bound method", lambda xp: _info_text(
            xp, xp.random.RandomState(0).randint)[:3]),
    ])


def test_info_of_a_function_with_a_failed_import_about(gp, monkeypatch):
    # (sys.modules holds None for a module whose import gave up: info looks past it)
    monkeypatch.setitem(sys.modules, "gpnumpy.not_a_module", None)

    def mine(a, b=2):
        """A user's function."""
    assert _info_text(gp, mine) == _info_text(numpy, mine) == [" mine(a, b=2)", "",
                                                                 "A user's function."]
    assert _info_text(gp, gp.dot) == _info_text(numpy, numpy.dot)


def test_printing_errors(xp):
    assert_same_cases(xp, [
        ("bad keyword", lambda xp: xp.array2string(xp.arange(3), nonsense=1)),
        ("too many", lambda xp: xp.array_repr(xp.arange(3), 1, 2, 3, 4)),
    ])


def test_fromiter_too_short_message(xp):
    """NumPy's message counts the items the generator gave (the call reads it once)."""
    def body(xp):
        try:
            xp.fromiter((v for v in range(2)), dtype=float, count=5)
        except ValueError as exc:
            return str(exc)
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_format_float_of_device_scalars(xp, dtype):
    """A device scalar formats as NumPy's scalar of its dtype (float32's shortest digits), a
    0-d array as NumPy's 0-d array (NumPy reads it as a float64).  (Device reductions: min
    and max, exact in any order; a sum's last bit depends on its order.)"""
    def body(xp):
        x = xp.asarray(numpy.array([0.1, 1 / 3, 1e-5, 12345.6789], dtype=dtype))
        out = []
        for v in list(x) + [x.min(), x.max(), x[0:1].reshape(())]:
            out.append((xp.format_float_positional(v), xp.format_float_scientific(v),
                        xp.format_float_positional(v, precision=3, unique=False)))
        try:
            xp.format_float_positional(x)
        except TypeError as exc:
            out.append(str(exc))
        return out
    assert_same(xp, body)


@pytest.mark.parametrize("dtype", ["float64", "int8", "bool", "complex64", "M8[D]"])
def test_array_repr_str_of_device_scalars(xp, dtype):
    """array_repr of a scalar (a reduction's, an element) is NumPy's text for its scalar
    ('float64(1.5)'), array_str NumPy's TypeError; a 0-d array stays an array."""
    def body(xp):
        x = xp.asarray(numpy.array([1, 0], dtype=dtype))
        out = [xp.array_repr(x[0]), xp.array_repr(x[0], precision=0),
               xp.array_repr(x[0:1].reshape(()))]
        try:
            xp.array_str(x[1])
        except TypeError as exc:
            out.append(str(exc))
        return out
    assert_same(xp, body)


def test_frombuffer_of_a_read_only_buffer_cannot_be_made_writeable(xp):
    # NumPy's array views the bytes: setflags(write=True) refuses it (and its views); a
    # bytearray's array, or one made read-only by the user, may be made writeable again
    def set_writeable(a):
        try:
            a.setflags(write=True)
        except ValueError as e:
            return str(e)
        return a.flags.writeable

    def made_read_only(xp):
        a = xp.frombuffer(bytearray(b"abcd"), dtype="uint8")
        a.flags.writeable = False
        return set_writeable(a)
    assert_same_cases(xp, [
        ("bytes", lambda xp: set_writeable(xp.frombuffer(b"abcdefgh", dtype="uint8"))),
        ("bytes view", lambda xp: set_writeable(xp.frombuffer(b"abcdefgh", dtype="int16")[1:])),
        ("bytes flags", lambda xp: xp.frombuffer(b"abcdefgh", dtype="int16").flags.writeable),
        ("bytes values", lambda xp: xp.frombuffer(b"abcdefgh", dtype="int16")),
        ("bytearray", lambda xp: set_writeable(xp.frombuffer(bytearray(b"abcd"), dtype="uint8"))),
        ("made read-only", made_read_only),
    ])


def _frombuffer_of_an_array(xp, view, read_only=False, **kw):
    b = xp.arange(12, dtype="uint8")
    if read_only:
        b.flags.writeable = False
    a = xp.frombuffer(view(b), **kw)
    return a, a.flags.writeable


@pytest.mark.parametrize("name, view, kw", [
    ("whole", lambda b: b, {"dtype": "uint16"}),
    ("C-contiguous rows", lambda b: b.reshape(3, 4)[:2], {"dtype": "uint8"}),
    ("one element", lambda b: b[1:2:5], {"dtype": "uint8"}),
    ("empty", lambda b: b[:0], {"dtype": "uint8"}),
    # (NumPy reads the array's own buffer: C-contiguous only)
    ("strided", lambda b: b[::2], {"dtype": "uint8"}),
    ("reversed", lambda b: b[::-1], {"dtype": "uint8"}),
    ("columns", lambda b: b.reshape(3, 4)[:, :1], {"dtype": "uint8"}),
    ("transposed", lambda b: b.reshape(3, 4).T, {"dtype": "uint8"}),
    ("strided object dtype", lambda b: b[::2], {"dtype": "O"}),   # (the dtype's error first)
    ("strided zero itemsize", lambda b: b[::2], {"dtype": "V0"}),
])
@pytest.mark.parametrize("read_only", [False, True])
def test_frombuffer_of_an_array(xp, name, view, kw, read_only):
    # (read-only where the array is)
    assert_same(xp, lambda xp: _frombuffer_of_an_array(xp, view, read_only, **kw))
