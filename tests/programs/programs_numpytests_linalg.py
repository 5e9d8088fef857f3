"""Programs on what NumPy's own linalg and fft tests turned up in gpnumpy (nt_la_): lstsq's
rank cut-off for an rcond outside (0, 1), and NumPy's C constructors held by a class.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


@program
def nt_la_lstsq_rcond_outside_unit_interval(np):
    # a column that is almost a combination of the others: its singular value is round-off
    # (1e-16 relative), so whether it counts depends on the cut-off
    for tiny in (1.5e-16, 5e-17, 3e-9):
        a = np.diag(np.array([2.0, 1.0, 2.0 * tiny]))
        b = np.array([1.0, 1.0, 1.0])
        for rcond in (-1, 0, 1, 10.0, 1e-10, None):
            x, res, rank, s = np.linalg.lstsq(a, b, rcond=rcond)
            print(tiny, rcond, int(rank), s.dtype, x.dtype, res.shape)
        a32 = a.astype(np.float32)
        print("float32", [int(np.linalg.lstsq(a32, b.astype(np.float32), rcond=r)[2])
                          for r in (-1, 0, 0.5, None)])


@program
def nt_la_constructors_held_by_a_class(np):
    class Maker:
        array = np.array
        zeros = np.zeros
        arange = np.arange
        asarray = np.asarray

        def build(self, n):
            return self.array([[1, 2], [3, 4]], dtype=float) * n + self.zeros((2, 2))

    m = Maker()
    show(m.build(3))
    show(m.arange(5) + m.asarray([1, 1, 1, 1, 1]))
    show(np.linalg.norm(m.array([[1, 0, 1], [0, 1, 1]]), ord="fro"))
    attempt(lambda: m.array([1, 2], "i4", True))
