"""Programs on ndarray.flat as user code meets it: reading and writing through every kind of
key (integers, slices, masks, index arrays, Ellipsis), NumPy's deprecated float and 0-d boolean
keys, the keys it refuses, cyclic value repetition, iteration state and non-contiguous arrays.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def flat_read_basic_keys(np):
    a = np.arange(12).reshape(3, 4) * 10
    for key in (0, 5, -1, np.int8(3), slice(1, 9, 3), slice(None, None, -4), Ellipsis, ()):
        attempt(lambda: a.flat[key])
    attempt(lambda: a.flat[[0, 11, 5, 5]])
    attempt(lambda: a.flat[np.array([[1, 2], [3, 4]])])
    attempt(lambda: a.flat[a.ravel() > 55])


@program
def flat_deprecated_float_and_bool_keys(np):
    a = np.linspace(0, 1, 6).reshape(2, 3)
    for key in (2.0, 2.9, -1.5, [1.0, 4.0], True, False, np.array(True), np.array(False)):
        attempt(lambda: a.flat[key])
    f = a.flat
    next(f), next(f), next(f)
    attempt(lambda: f[np.array(True)])  # a 0-d boolean reads where the iterator stands
    print(f.index, f.coords)


@program
def flat_refused_keys(np):
    a = np.arange(6)
    for key in (None, "1", [True, False], np.True_, (1, 2), (Ellipsis, 1), (Ellipsis, Ellipsis),
                [None], {}, np.array([1.5])):
        attempt(lambda: a.flat[key])


@program
def flat_bounds_errors(np):
    a = np.arange(8).reshape(2, 4)
    for key in (8, -9, 2**70, [0, 8], np.array([3, -20]), 12.0, slice(None, None, 0)):
        attempt(lambda: a.flat[key])


@program
def flat_masks_of_other_shapes(np):
    a = np.arange(6)
    for mask in (np.ones(6, bool), np.ones(3, bool), np.ones((2, 3), bool), np.zeros(0, bool)):
        attempt(lambda: a.flat[mask])


@program
def flat_write_cyclic_values(np):
    a = np.zeros((3, 4), dtype=np.int32)
    a.flat[::2] = [1, 2, 3]
    a.flat[[1, 3, 5]] = 9
    a.flat[a.ravel() == 0] = [-1, -2]
    show(a)
    b = np.zeros(5)
    b.flat[:] = np.array([[0.5], [1.5]])
    b.flat[1.0] = 7
    show(b)


@program
def flat_write_refusals(np):
    a = np.arange(6.0)
    for key, value in (((), 1), ((Ellipsis,), 1), (None, 1), ([True, False], 1), (3, [1, 2]),
                       (3, "x"), (slice(None), "x"), (2, None)):
        def put():
            a.flat[key] = value
            return a
        attempt(put)
    attempt(lambda: a.flat.__delitem__(0))
    show(a)


@program
def flat_partial_write_before_bad_index(np):
    a = np.zeros(6, dtype=np.int64)
    f = a.flat
    try:
        f[[0, 2, 99, 4]] = [7, 8, 9, 10]
    except IndexError as e:
        print("IndexError", e)
    show(a)
    print(f.index)
    f[[5, 1]] = 3
    print(f.index, f.coords)


@program
def flat_non_contiguous(np):
    a = np.arange(20).reshape(4, 5).T[::2]
    show(a.flat[[0, 5, -1]])
    a.flat[1:7:2] = [100, 200]
    a.flat[np.array(True)] = -5  # (deprecated: the element where the iterator stands)
    show(a)
    print(list(a.flat)[:6])


@program
def flat_int_keys_into_small_dtypes(np):
    a = np.zeros(4, dtype=np.uint8)
    for value in (255, 256, -1, 3.7, np.float64(1e300), [1], np.array(9)):
        def put():
            a.flat[1] = value
            return a
        attempt(put)
    b = np.zeros(3, dtype=bool)
    b.flat[0] = [5]
    b.flat[np.array(True)] = "x"
    show(b)
