"""Programs on behaviours that running NumPy's own records, io, format and arraypad tests
against gpnumpy found different: the means of complex64 data (NumPy divides by an intp count,
in complex128), records of a dtype whose type is NumPy's record (fields as attributes,
nested records, pprint) and a record's setfield; and, alongside, padding of images by every
mode and a round trip of structured data through .npy, .npz and text files.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import io

from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_h15_complex64_means(np):
    # an I/Q capture per channel, stored as complex64: the mean per channel, of the whole
    # capture, into a preallocated array, and as average
    iq = np.array([[1, -3, 4, 0, 7], [2 + 1j, 2, 1 - 3j, 0, 5j], [0.1, 0.2, 0.3, 0.4, 0.5]],
                  dtype="complex64")
    show(iq.mean(axis=1))
    show(iq[0].mean())
    show(iq.mean())
    show(np.mean(iq, axis=0, keepdims=True))
    out = np.empty(3, dtype="complex64")
    show(np.mean(iq, axis=1, out=out))
    show(out)
    show(np.average(iq, axis=1))
    show(np.average(iq[2]))
    show(iq.real.mean(axis=1, dtype="complex64"))
    # float16 data: the float32 sums are divided in float64 and rounded to float16 once
    h = np.array([0.1, 0.7, 0.3, 0.9, 0.25], dtype="float16")
    show(h.mean())
    show(h.reshape(1, 5).mean(axis=1))


@program
def nt_h15_record_dtype_records(np):
    import numpy
    people = np.zeros(3, dtype=[("id", "i4"), ("height", "f4"),
                                ("pos", [("x", "i2"), ("y", "i2")])])
    people["id"] = [7, 8, 9]
    people["height"] = [1.5, 1.75, 1.625]
    people["pos"]["y"] = [10, 20, 30]
    recs = people.view(numpy.dtype((numpy.record, people.dtype)))
    r = recs[1]
    print(type(r).__name__, isinstance(r, numpy.record), isinstance(r, numpy.void), repr(r))
    print(r.id, r.height, repr(r.pos), type(r.pos).__name__, r.pos.y, type(r["pos"]).__name__)
    print(r.pprint())
    r.height = 1.8
    r.pos.x = -4
    recs[2].id = 99
    print(people)
    attempt(getattr, r, "weight")
    attempt(setattr, r, "weight", 1)
    attempt(setattr, r, "dtype", people.dtype)
    # a plain structured array's records are void scalars: no field attributes
    p = people[0]
    print(type(p).__name__, type(p["pos"]).__name__)
    attempt(getattr, p, "id")
    # setfield writes into a record's bytes
    people[0].setfield(5, "i4", 0)
    recs[1].setfield(2.5, "f4", 4)
    print(people.tolist())
    attempt(people[2].setfield, 1, "i8", 8)


@program
def nt_h15_padding_modes(np):
    img = np.arange(12, dtype="uint8").reshape(3, 4) * 20
    for mode in ("constant", "edge", "reflect", "symmetric", "wrap", "maximum", "minimum",
                 "mean", "median", "linear_ramp"):
        print(mode, np.pad(img, ((1, 2), (3, 0)), mode=mode).tolist())
    show(np.pad(img, 2, "linear_ramp", end_values=(255, 0)))
    show(np.pad(img.astype("float32"), 1, "mean", stat_length=((1, 2), (2, 1))))
    show(np.pad(img, {1: (1, 1)}, constant_values=7))
    show(np.pad(img, 1, "reflect", reflect_type="odd").astype("int16"))
    attempt(np.pad, img, -1)
    attempt(np.pad, img, 1, "maximum", stat_length=0)
    attempt(np.pad, img, 1.5)
    attempt(np.pad, img, 1, "edge", constant_values=3)


@program
def nt_h15_structured_files(np):
    table = np.zeros(4, dtype=[("t", "i8"), ("v", "f8")])
    table["t"] = [1, 2, 3, 4]
    table["v"] = [0.5, 0.25, 2.0, -1.0]
    buf = io.BytesIO()
    np.save(buf, table)
    buf.seek(0)
    back = np.load(buf)
    print(back.dtype, back.tolist(), type(back[1]).__name__)
    buf = io.BytesIO()
    np.savez(buf, table=table, v=table["v"])
    buf.seek(0)
    with np.load(buf) as z:
        print(sorted(z.keys()), z["table"]["t"], z["v"].sum())
    text = io.StringIO()
    np.savetxt(text, table, fmt=["%d", "%.3f"], header="t v")
    print(text.getvalue())
    text.seek(0)
    print(np.loadtxt(text, dtype=table.dtype).tolist())
