"""Programs on behaviours that running NumPy's own NEP 50 promotion and scalar-constructor
tests against gpnumpy found different: a value cast to a narrow dtype on its way into an array
(an element or list assignment, fill, array(..., dtype=), where's scalar, a complex64 loop's
Python scalar) overflows with NumPy's "overflow encountered in cast" from the user's line, so
that a filter by module or a look at the warning's line finds the program's own.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import warnings

from .runner import collection


PROGRAMS, program = collection()


def _where_from(steps):
    """Each step's RuntimeWarnings: (message, whether it names this file)."""
    for label, step in steps:
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            step()
        print(label, [(str(w.message), w.filename == __file__) for w in got
                      if w.category is RuntimeWarning])


@program
def nt_h20_narrow_storage_overflow_warnings(np):
    # half-precision storage of a sensor log: out-of-range readings overflow in the cast
    buf = np.zeros(4, dtype=np.float16)
    log = np.zeros(3, dtype=np.complex64)
    readings = [1.5, 7e4, 2.0, -1e5]
    _where_from([
        ("store", lambda: buf.__setitem__(slice(None), readings)),
        ("one", lambda: buf.__setitem__(0, 1e6)),
        ("fill", lambda: buf.fill(-1e300)),
        ("array", lambda: print(np.array(readings, dtype=np.float16))),
        ("asarray c8", lambda: print(np.asarray(3e40, dtype=np.complex64))),
        ("where", lambda: print(np.where(buf > 0, buf, 1e9))),
        ("c8 add", lambda: print(log + complex(1e39, 1.0))),
        ("c8 cmp", lambda: print(log == 1e300j)),
        ("copyto", lambda: np.copyto(log, 1e300)),
    ])
    print(buf, log)
    # an error state that raises: NumPy's FloatingPointError
    with np.errstate(over="raise"):
        try:
            buf[1] = 1e5
        except FloatingPointError as e:
            print("raised", e)
    print(buf)
