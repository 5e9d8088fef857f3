"""Programs on behaviours that running NumPy's own arraysetops, twodim_base, type_check and
histograms tests against gpnumpy found different: the layout of unravel_index's coordinates
(views of one array, the coordinates innermost) and of tril/triu_indices' (contiguous arrays
of their own).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import collection


PROGRAMS, program = collection()


@program
def nt_h18_peak_coordinates_layout(np):
    # the brightest pixels of a few frames, as (row, col) coordinates
    frames = (np.arange(3 * 4 * 5) * 7 % 23).reshape(3, 4, 5).astype(np.float32)
    flat = frames.reshape(3, -1).argmax(axis=1)
    rows, cols = np.unravel_index(flat, (4, 5))
    print(rows, cols, rows.strides, cols.strides, rows.flags.c_contiguous, rows.flags.owndata)
    # every pixel's coordinates over a Fortran-ordered index grid, and a strided one
    grid = np.asfortranarray(np.arange(20).reshape(4, 5))
    r, c = np.unravel_index(grid, (4, 5))
    print(r.strides, c.strides, r.flags.f_contiguous, (r * 5 + c == grid).all())
    z, y, x = np.unravel_index(np.arange(60)[::-7].reshape(3, 3), (3, 4, 5), order="F")
    print(z, y, x, z.strides, x.strides)
    none = np.unravel_index(np.arange(0), (4, 5))
    print(none[0].strides, none[1].shape)
    # a coordinate written through its view leaves the other coordinates alone
    rows[0] = 9
    print(rows, cols)


@program
def nt_h18_upper_triangle_pairs(np):
    # the distinct pairs of four points: the upper triangle of their distance matrix
    pts = np.array([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0], [1.0, 1.0]])
    d = np.sqrt(((pts[:, None, :] - pts[None, :, :]) ** 2).sum(-1))
    i, j = np.triu_indices(len(pts), k=1)
    print(i, j, i.strides, i.flags.c_contiguous, i.flags.owndata, j.base is None)
    print(d[i, j].round(3))
    li, lj = np.tril_indices_from(d, -1)
    print(li.strides, lj.flags.c_contiguous, (d[li, lj] == d[lj, li]).all())
    mi, mj = np.mask_indices(4, np.triu, 1)
    print(mi.strides, mi.flags.c_contiguous, (mi == i).all())
