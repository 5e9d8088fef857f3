"""Programs on behaviours that running NumPy's own casting, nditer, regression, longdouble and
array-interface tests against gpnumpy found different: NumPy 2.4's checked cast
``astype(..., casting='same_value')``, and nested_iters writing into device arrays in memory
order.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def nt_h22_checked_downcast(np):
    # sensor counts computed in float64, stored as compact integers only if nothing is lost
    readings = np.array([[12.0, 250.0, 3.0], [7.0, 0.0, 255.0]])
    packed = attempt(readings.astype, np.uint8, casting="same_value")
    print(packed.dtype, packed.sum())
    scaled = readings * 1.5
    attempt(scaled.astype, np.uint8, casting="same_value")            # fractions: refused
    attempt((readings + 1).astype, np.uint8, casting="same_value")    # 256 does not fit
    attempt(np.array([np.nan, 1.0]).astype, np.int32, casting="same_value")
    # halving the storage of measurements that float32 holds exactly, and one it does not
    attempt(np.array([0.5, 0.25, 1e3]).astype, np.float32, casting="same_value")
    attempt(np.array([0.1]).astype, np.float32, casting="same_value")
    attempt(np.array([1e300]).astype, np.float32, casting="same_value")
    # ids too large for float64's 53 bits
    ids = np.array([2**53, 2**53 + 1], dtype=np.int64)
    attempt(ids[:1].astype, np.float64, casting="same_value")
    attempt(ids.astype, np.float64, casting="same_value")
    # complex results that should be real
    z = np.fft.fft(np.array([1.0, 2.0, 1.0, 0.0]))
    attempt(z[:1].astype, np.float64, casting="same_value")
    attempt(z.astype, np.float64, casting="same_value")
    # a scalar, and dtypes that are not numbers
    attempt(np.float64(7.0).astype, np.int16, casting="same_value")
    attempt(np.float64(7.5).astype, np.int16, casting="same_value")
    attempt(np.arange(3).astype, "m8[s]", casting="same_value")
    attempt(np.add, readings, 1, casting="same_value")


@program
def nt_h22_nested_iters_blocks(np):
    # row-by-row processing with nested iterators: normalise each row in place
    a = np.array([[1.0, 2.0, 5.0], [4.0, 4.0, 8.0]])
    rows, cols = np.nested_iters(a, [[0], [1]], op_flags=["readwrite"])
    for _ in rows:
        total = 0.0
        for x in cols:
            total += float(x)
        cols.reset()
        for x in cols:
            x[...] = x / total
    print(a)
    # the iteration order of a reversed view follows memory (order 'K'), as NumPy's
    b = np.arange(12).reshape(2, 3, 2)[::-1, ::-1, ::-1]
    i, j = np.nested_iters(b, [[0], [1, 2]])
    print([[int(v) for v in j] for _ in i])
    # a float32 image brightened through a float64 buffer
    img = np.arange(6, dtype=np.float32).reshape(2, 3)
    i, j = np.nested_iters(img, [[0], [1]], flags=["buffered"], op_flags=["readwrite"],
                           casting="same_kind", op_dtypes="f8")
    with i, j:
        for _ in i:
            for y in j:
                y[...] = y * 1.5 + 0.25
    print(img, img.dtype)


@program
def nt_h22_iterator_closed_by_hand(np):
    # a float32 signal rescaled through a float64 working copy, the iterator closed by hand
    sig = np.linspace(0.0, 1.0, 5, dtype=np.float32)
    it = np.nditer(sig, op_flags=["readwrite", "updateifcopy"], op_dtypes="f8",
                   casting="same_kind")
    for x in it:
        x[...] = x * 100.0 - 50.0
    print("before close:", sig)
    it.close()
    print("after close:", sig)
    grid = np.arange(6, dtype=np.float32).reshape(2, 3)
    rows, cols = np.nested_iters(grid, [[0], [1]], op_flags=["readwrite", "updateifcopy"],
                                 op_dtypes="f8", casting="same_kind")
    for _ in rows:
        for v in cols:
            v[...] = v ** 2
    cols.close()
    rows.close()
    print(grid)
