"""Programs from NumPy's tutorials (numpy/numpy-tutorials) and the notebooks learners follow (the
Python Data Science Handbook's NumPy chapter, numpy-100), run cell by cell with NumPy and with
gpnumpy: what a difference between the two looked like in the notebook.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import numpy

from .runner import attempt, collection, show


def _numpy_before_2_4():
    return numpy.lib.NumpyVersion(numpy.__version__) < "2.4.0"


PROGRAMS, program = collection()


@program
def tut_structured_people_table(np):
    # Handbook 02.09: a table of people in a structured array whose dtype is a dict of names
    # and formats
    name = ["Alice", "Bob", "Cathy", "Doug"]
    age = [25, 45, 37, 19]
    weight = [55.0, 85.5, 68.0, 61.5]
    data = np.zeros(4, dtype={"names": ("name", "age", "weight"),
                              "formats": ("U10", "i4", "f8")})
    print(data.dtype)
    data["name"] = name
    data["age"] = age
    data["weight"] = weight
    print(data)
    show(data["name"])
    show(data[0])
    show(data[-1]["name"])
    show(data[data["age"] < 30]["name"])
    show(np.mean(data["weight"]))
    show(np.sort(data, order="age")["name"])
    grid = np.zeros(2, dtype={"names": ("id", "mat"), "formats": ("i8", ("f8", (2, 2)))})
    show(grid["mat"].shape)
    attempt(np.zeros, 2, dtype={"names": ("a",), "formats": ("i4", "f8")})


@program
def tut_byteswapping_guide(np):
    # NumPy's user guide, "Byte-swapping": big-endian bytes read from a file or a device
    big_end_buffer = bytearray([0, 1, 3, 2])
    big_end_arr = np.ndarray(shape=(2,), dtype=">i2", buffer=big_end_buffer)
    show(big_end_arr[0])
    show(big_end_arr[1])
    print(big_end_arr.tolist(), big_end_arr.sum(), big_end_arr.dtype.kind)
    little = np.ndarray(shape=(2,), dtype="<i2", buffer=big_end_buffer)
    show(little.astype(np.int64))
    words = np.ndarray(shape=(3,), dtype=">u4", buffer=bytes(range(12)))
    print(words.tolist(), (words >> 8).tolist())
    header = np.ndarray(shape=(1,), dtype=">f8", buffer=bytes.fromhex("400921fb54442d18"))
    print(header.tolist(), float(header[0]))


@program
def tut_same_value_casts(np):
    if _numpy_before_2_4():
        print("casting='same_value' is NumPy 2.4's")
        return
    # NumPy's user guide, "Data types": astype(casting='same_value') refuses a cast that
    # changes a value
    z = np.arange(3, dtype=np.uint8)
    show(z.astype(np.float64, casting="same_value"))
    readings = np.array([12.0, 250.0, 3.0])
    show(readings.astype(np.uint8, casting="same_value"))
    attempt(lambda: (readings + 0.5).astype(np.int32, casting="same_value"))
    attempt(lambda: (readings * 2).astype(np.uint8, casting="same_value"))
    attempt(lambda: np.array([1e-3]).astype(np.float32, casting="same_value"))
    show(np.array([np.nan, 0.25]).astype(np.float16, casting="same_value"))
    attempt(lambda: np.array([1 + 2j]).astype(np.float64, casting="same_value"))
    attempt(lambda: np.array([-1, 5]).astype(np.uint16, casting="same_value"))
    attempt(lambda: np.array(["2024-01-01"], "M8[D]").astype("M8[s]", casting="same_value"))


@program
def tut_binary_records_over_bytes(np):
    # structured arrays (NumPy's user guide): packed records of a binary file read in place
    # with the ndarray constructor, then computed on by field
    layout = [("sensor", "<u2"), ("t", "<f8"), ("code", "S3")]
    blob = bytes(range(2)) + bytes(8) + b"abc" + bytes([5, 0]) + bytes(8) + b"xyz"
    recs = np.ndarray(shape=(2,), dtype=layout, buffer=blob)
    print(recs.dtype, recs.dtype.itemsize, recs.shape)
    print(recs["sensor"], recs["code"], recs["t"].sum())
    one = np.ndarray(shape=(1,), dtype=layout, buffer=blob, offset=13)
    print(one["sensor"], one[0]["code"])
    names = np.ndarray((2,), "U2", buffer="hiyo".encode("utf-32-le"))
    print(names, np.char.upper(names))
    attempt(lambda: np.ndarray(shape=(3,), dtype=layout, buffer=blob))


@program
def tut_summary_table_by_method_name(np):
    # a notebook's summary table: each statistic named by its method's __name__, and help()
    rng = np.random.default_rng(4)
    x = rng.normal(10, 2, size=200).round(3)
    for f in (x.mean, x.std, x.var, x.min, x.max, x.sum, x.argmin, x.argmax):
        print(f"{f.__name__:>7}: {f():.4f}")
    print(x.cumsum.__name__, x.round.__name__, x.reshape.__name__, x.astype.__name__)
    print(x.mean.__doc__.splitlines()[0] if x.mean.__doc__ else None)
    print(x.sum.__qualname__, x.take.__qualname__)


@program
def tut_tools_deleting_elements(np):
    # ageron's "tools_numpy" notebook: arrays cannot shrink in place, np.delete makes a new one
    a = np.array([1, 2, 5, 7, 8])
    try:
        del a[2:4]
    except ValueError as e:
        print(e)
    print(np.delete(a, [2, 3]), a)
    m = np.arange(12).reshape(3, 4)
    for key in (0, (1, 2), slice(None)):
        try:
            del m[key]
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    s = m.max()
    try:
        del s[()]
    except TypeError as e:
        print(type(e).__name__, e)
    print(np.delete(m, 1, axis=0), np.delete(m, np.s_[::2], axis=1))
