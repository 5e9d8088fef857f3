"""Programs on behaviours that running NumPy's own shape-base, stride-tricks, einsum and
array-coercion tests against gpnumpy found different: records of structured arrays as NumPy's
void scalars (isinstance, copies, pickling, writes through), apply_along_axis over a function
giving masked arrays, einsum given out= of a wider type (the sum in that type), einsum's
explicit output leaving out an ellipsis, asarray with a dtype carrying metadata, and object
arrays of lists that hold themselves.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import copy
import pickle

from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_h14_records_are_void_scalars(np):
    import numpy
    people = np.array([(1, 1.75, 70), (2, 1.62, 55), (3, 1.80, 82)],
                      dtype=[("id", "i8"), ("height", "f8"), ("weight", "i8")])
    first = people[0]
    print(type(first).__name__, isinstance(first, numpy.void), isinstance(first, numpy.generic),
          np.isscalar(first), first.dtype, first.shape)
    # a record writes through to its array; its copy is its own
    first["weight"] = 71
    mine = first.copy()
    mine["weight"] = 99
    print(people["weight"], mine, type(mine).__name__)
    # records iterate, unpack and pickle as NumPy's
    for rec in people:
        pid, height, weight = rec
        print(pid, height, weight, 55 in rec, len(rec))
    back = pickle.loads(pickle.dumps(people[2]))
    print(repr(back), type(back).__name__, repr(copy.deepcopy(people[1])))
    print(repr(np.take(people, 1)), repr(people[1].astype([("a", "i4"), ("b", "f4"), ("c", "f8")])))
    print(repr(people.flat[2]), repr(people[1][["weight", "id"]]))
    view = np.asarray(people[2])
    view["id"] = 30
    print(people["id"])
    attempt(lambda: people[0] == (1, 1.75, 71))
    attempt(hash, people[0])


@program
def nt_h14_apply_along_axis_masked(np):
    data = np.arange(24).reshape(4, 6)

    def hide_multiples_of_three(row):
        return np.ma.masked_where(row % 3 == 0, row * 2)

    for axis in (0, 1):
        r = np.apply_along_axis(hide_multiples_of_three, axis, data)
        print(type(r).__name__, r.shape, r.filled(-1).tolist(), r.mask.sum())
    r = np.apply_along_axis(lambda row: np.ma.masked_where(row.sum() > 50, row.sum()), 1, data)
    print(type(r).__name__, r.filled(-1).tolist())


@program
def nt_h14_einsum_out_wider(np):
    counts = np.zeros(3, dtype=np.int64)
    votes = (np.arange(3 * 400).reshape(3, 400) % 3 == 0)
    np.einsum("ij->i", votes, out=counts)
    print(counts)
    small = np.full((2, 300), 100, dtype=np.int8)
    total = np.zeros((), dtype=np.int64)
    np.einsum("ij,ij->", small, small, out=total)
    print(total)
    acc = np.zeros(2)
    np.einsum("ij->i", np.full((2, 4000), 0.1, dtype=np.float16), out=acc)
    print(acc.round(3))
    attempt(np.einsum, "i->", np.arange(5), out=np.zeros((), np.int8))
    attempt(np.einsum, "i->", np.arange(5, dtype=np.int8), out=np.zeros((), np.int64),
            dtype=np.int8)


@program
def nt_h14_einsum_output_without_ellipsis(np):
    a = np.arange(12.0).reshape(2, 2, 3)
    attempt(np.einsum, "...j->j", a)
    attempt(np.einsum, "...j->j", a, optimize=True)
    attempt(np.einsum, "...ij->...j", a)
    attempt(np.einsum, a, [Ellipsis, 1], [1])
    attempt(np.einsum, "...j->", np.arange(3.0))


@program
def nt_h14_asarray_dtype_metadata(np):
    import numpy
    tagged = numpy.dtype("i4", metadata={"unit": "m"})
    x = np.arange(4, dtype="i4")
    y = np.asarray(x, dtype=tagged)
    print(y is x, y.base is x, y.dtype.metadata, np.asarray(x, dtype="i4") is x)
    y[0] = 40
    print(x)


@program
def nt_h14_lists_holding_themselves(np):
    loop = []
    loop.append(loop)
    arr = np.array([loop, [None], loop], dtype=object)
    print(arr.shape, arr.dtype)
    print(np.array([loop, loop], dtype=object).ndim)
    attempt(np.array, loop)
    attempt(np.sum, [loop, 1])
