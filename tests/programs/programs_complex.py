"""Programs on complex numbers as scientists write them: construction, real/imag views and
their assignment, conj, angle, abs, branch cuts of sqrt/log/power, roots, ordering (sort,
argmax, comparisons), casts to real (ComplexWarning), real_if_close and the iscomplex family,
phase unwrapping, polar/rect conversion, complex statistics, dot/vdot, complex64 precision and
the printing of complex arrays.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import warnings

from .runner import attempt, collection, show
from .runner import show_rounded as _show_rounded


PROGRAMS, program = collection()


def show_rounded(r):
    """runner.show_rounded, with a 0-d complex result rounded part by part (Python's complex has
    no round)."""
    if getattr(r, "ndim", None) == 0 and r.dtype.kind == "c":
        z = complex(r)
        print("0-d", complex(round(z.real, 6) + 0, round(z.imag, 6) + 0), r.dtype, r.shape)
    else:
        _show_rounded(r)


def attempt_rounded(f, *args, **kwargs):
    return attempt(f, *args, show=show_rounded, **kwargs)


@program
def cx_construction(np):
    show(np.array([1 + 2j, 3, -1j]))
    show(np.array([1, 2, 3], dtype=complex))
    show(np.array([1.5, 2.5], dtype=np.complex64))
    show(np.array([complex(1, -1), complex("2+3j")]))
    show(np.complex128(3))
    show(np.complex64(1 + 1j))
    show(np.zeros(3, dtype=np.complex128))
    show(np.ones((2, 2), dtype="c8"))
    show(np.full(2, 1j))
    show(np.arange(3) * 1j)
    show(np.array([1, 2]) + 0j)
    show(np.empty(0, dtype=complex))
    attempt(np.array, ["1+2j", "3"], dtype=complex)
    attempt(np.complex128, "1+2j")
    attempt(np.complex128, "abc")
    attempt(np.array, [1j], dtype=np.int64)
    attempt(np.array, [1j], dtype=float)


@program
def cx_from_real_and_imag_parts(np):
    re = np.array([1.0, 0.0, -2.5])
    im = np.array([0.5, -1.0, 0.0])
    z = re + 1j * im
    show(z)
    z2 = np.empty(3, dtype=complex)
    z2.real = re
    z2.imag = im
    show(z2)
    print(np.array_equal(z, z2))
    show(np.vectorize(complex)(re, im))
    stacked = np.stack([re, im], axis=-1)
    show(stacked.view(np.complex128).ravel())
    show(np.dstack([re, im]).view(complex)[0, :, 0])
    c64 = np.array([1, 2], dtype=np.float32).astype(np.complex64)
    show(c64)
    show(c64.view(np.float32))


@program
def cx_real_imag_attributes(np):
    z = np.array([[1 + 2j, 3 - 4j], [-5j, 6]])
    show(z.real)
    show(z.imag)
    print(z.real.flags.writeable, z.real.base is z)
    z.real[0, 0] = 10
    z.imag[:, 1] *= -1
    show(z)
    z.real = 0
    show(z)
    z.imag = [[1, 2], [3, 4]]
    show(z)
    show(np.real(z))
    show(np.imag(z))
    show(np.real(3 + 4j))
    show(np.imag(5.0))
    show(np.real([1, 2]))
    c64 = np.array([1 + 1j], dtype=np.complex64)
    print(c64.real.dtype, c64.imag.dtype)


@program
def cx_imag_of_real_array_readonly(np):
    a = np.arange(4.0)
    show(a.real)
    print(a.real is a, a.real.base is a)
    show(a.imag)
    print(a.imag.flags.writeable)
    def set_imag():
        a.imag[0] = 1
        return a
    attempt(set_imag)
    def set_imag_attr():
        a.imag = 1
        return a
    attempt(set_imag_attr)
    def set_real_attr():
        a.real = [9, 8, 7, 6]
        return a
    attempt(set_real_attr)
    i = np.arange(3)
    show(i.imag)
    show(np.imag(np.array([True, False])))
    def set_imag_int():
        i.imag = 0
        return i
    attempt(set_imag_int)


@program
def cx_conjugate(np):
    z = np.array([1 + 2j, -3 - 4j, 5, -6j])
    show(np.conj(z))
    show(z.conj())
    show(z.conjugate())
    show(np.conjugate(z))
    show(z * z.conj())
    show((z * z.conj()).real)
    show(np.conj(np.array([1, 2, 3])))
    show(np.conj(2.5))
    show(np.conj(np.complex64(1 - 1j)))
    out = np.empty_like(z)
    np.conj(z, out=out)
    show(out)
    attempt(np.conj, z, out=np.empty(4))
    m = np.array([[1 + 1j, 2], [3j, 4 - 1j]])
    show(m.conj().T)
    show(np.conj(np.array([1j, 2], dtype=object)))


@program
def cx_angle_and_abs(np):
    z = np.array([1, 1j, -1, -1j, 1 + 1j, -1 - 1j, 0, 3 + 4j])
    show_rounded(np.angle(z))
    show_rounded(np.angle(z, deg=True))
    show(np.abs(z))
    show(np.absolute(z))
    show(abs(z))
    show(np.abs(np.complex64(3 + 4j)))
    print(np.abs(np.complex64(3 + 4j)).dtype)
    show(np.angle(1j, deg=True))
    show(np.angle([-1.0, 2.0, -0.0]))
    show(np.angle(np.array([-1, 2])))
    show(np.angle(complex(-1, -0.0)))
    show(np.angle(complex(-1, 0.0)))
    show(np.abs(np.array([np.inf + 1j, 1 + np.nan * 1j, complex(np.inf, np.nan)])))
    show(np.hypot(3.0, 4.0))
    show(np.abs(np.array([1e300 + 1e300j])))


@program
def cx_polar_rect(np):
    r = np.array([1.0, 2.0, 0.5])
    theta = np.array([0.0, np.pi / 2, np.pi])
    z = r * np.exp(1j * theta)
    show_rounded(z)
    show_rounded(np.abs(z))
    show_rounded(np.angle(z))
    def to_polar(z):
        return np.abs(z), np.angle(z, deg=True)
    attempt_rounded(to_polar, np.array([3 + 4j, -2j]))
    def rect(r, deg):
        t = np.deg2rad(deg)
        return r * (np.cos(t) + 1j * np.sin(t))
    attempt_rounded(rect, np.array([5.0, 2.0]), np.array([53.13010235, -90.0]))
    show_rounded(np.exp(1j * np.linspace(0, 2 * np.pi, 5)))


@program
def cx_sqrt_of_negatives(np):
    with np.errstate(invalid="ignore"):
        show(np.sqrt(np.array([-4.0, 4.0])))
    show(np.sqrt(np.array([-4.0, 4.0])))  # (warns)
    show(np.sqrt(np.array([-4.0, 4.0]) + 0j))
    show(np.sqrt(np.array([-4 + 0j, complex(-4, -0.0)])))
    show(np.sqrt(-1 + 0j))
    show(np.sqrt(np.complex64(-9)))
    show(np.emath.sqrt(-4))
    show(np.emath.sqrt([-4, 9]))
    show(np.sqrt(np.array([1j, -1j, 2j])))
    show(np.sqrt(np.array([complex(np.inf, 1), complex(-np.inf, 1), complex(1, np.inf)])))
    show(np.lib.scimath.sqrt(np.array([-1.0, 0.0, 1.0])))


@program
def cx_log_exp_branch_cuts(np):
    z = np.array([-1 + 0j, complex(-1, -0.0), 1j, -1j, np.e + 0j])
    show_rounded(np.log(z))
    show_rounded(np.exp(np.log(z)))
    show_rounded(np.log10(np.array([-100 + 0j, 10j])))
    show_rounded(np.log2(np.array([-8 + 0j])))
    show_rounded(np.exp(np.array([1j * np.pi, 0.5 + 0.5j])))
    show_rounded(np.emath.log(np.array([-1.0, np.e])))
    show_rounded(np.emath.log10(-10))
    with np.errstate(divide="ignore"):
        show(np.log(np.array([0j])))
    show(np.log(np.array([0j])))
    with np.errstate(invalid="ignore"):
        show(np.log(np.array([-1.0])))
    show_rounded(np.log1p(np.array([-2 + 0j, 1j])))
    show_rounded(np.expm1(np.array([1j, 1e-10 + 0j])))


@program
def cx_power_of_negatives(np):
    with np.errstate(invalid="ignore"):
        show(np.power(np.array([-8.0, 8.0]), 1 / 3))
    show_rounded(np.power(np.array([-8.0 + 0j, 8.0 + 0j]), 1 / 3))
    show_rounded(np.array([-1 + 0j]) ** 0.5)
    show_rounded((1j) ** np.arange(5))
    show(np.array([1j, 2 + 0j]) ** 2)
    show(np.array([1 + 1j]) ** 0)
    show(np.array([2 + 0j]) ** -1)
    show_rounded(np.float_power(np.array([-2.0 + 0j]), 0.5))
    show_rounded(np.emath.power(-2, 0.5))
    show(np.emath.power([2, -2], 2))
    show_rounded(np.array([1j]) ** 1j)
    show(np.square(np.array([1 + 2j, 3j])))
    show(np.reciprocal(np.array([1j, 2 + 0j, 1 + 1j])))
    with np.errstate(all="ignore"):
        show(np.array([0j]) ** -1)


@program
def cx_roots_of_polynomials(np):
    r = np.roots([1, 0, 1])
    show_rounded(np.sort_complex(r))
    r = np.roots([1, -2, 5])
    show_rounded(np.sort_complex(r))
    r = np.roots([1, 0, 0, -1])
    print(r.dtype, r.shape)
    show_rounded(np.sort_complex(np.round(r, 8)))
    r = np.roots([1, -3, 2])
    show_rounded(np.sort(r))
    show_rounded(np.poly([1j, -1j]))
    show_rounded(np.poly([1 + 1j, 1 - 1j]))
    show_rounded(np.polyval([1, 0, 1], np.array([1j, 2j])))
    show(np.roots([0, 0]))
    attempt(np.roots, [[1, 2], [3, 4]])


@program
def cx_sort_lexicographic(np):
    z = np.array([3 + 1j, 1 + 5j, 1 + 2j, -2 - 1j, 3 - 1j, 1j, 0])
    show(np.sort(z))
    show(np.sort_complex(z))
    show(np.sort_complex(np.array([3, 1, 2])))
    show(np.sort_complex(np.array([3, 1, 2], dtype=np.int8)))
    show(np.sort_complex(np.array([3.0, 1.0], dtype=np.float32)))
    show(np.argsort(z))
    show(np.argsort(z, kind="stable"))
    w = z.copy()
    w.sort()
    show(w)
    show(np.sort(z)[::-1])
    nz = np.array([complex(np.nan, 0), 1 + 1j, complex(1, np.nan), 0j, complex(np.nan, np.nan)])
    show(np.sort(nz))
    show(np.unique(np.array([1 + 1j, 1 + 1j, 1 - 1j, 2])))
    show(np.searchsorted(np.sort(z), 1 + 3j))


@program
def cx_argmax_min(np):
    z = np.array([1 + 1j, 3 - 2j, 3 + 1j, -4 + 9j, 3 + 1j])
    print(np.argmax(z), np.argmin(z))
    show(np.max(z))
    show(np.min(z))
    show(z.max())
    show(np.argmax(np.abs(z)))
    show(z[np.argmax(np.abs(z))])
    m = np.array([[1j, 2, 2 + 1j], [0, -1j, 5j]])
    show(m.argmax(axis=0))
    show(m.argmax(axis=1))
    show(m.max(axis=1))
    show(np.maximum(z, 3 + 0j))
    show(np.fmax(z, 2 + 2j))
    show(np.ptp(z))
    show(np.argmax(np.array([1 + 1j, complex(np.nan, 0), 5j])))
    show(np.max(np.array([1 + 1j, complex(0, np.nan), 5])))
    show(np.nanmax(np.array([1 + 1j, complex(np.nan, 0), 5])))


@program
def cx_comparisons(np):
    a = np.array([1 + 2j, 2 + 0j, 1 - 1j, 3j])
    b = np.array([1 + 2j, 2 + 1j, 1 + 1j, 3j])
    show(a == b)
    show(a != b)
    show(a < b)
    show(a <= b)
    show(a > b)
    show(a >= 1)
    show(a == 2)
    show(np.less(a, 1 + 0j))
    print(1 + 2j == np.complex64(1 + 2j))
    print(np.complex128(1 + 2j) < np.complex128(1 + 3j))
    attempt(lambda: (1 + 2j) < (1 + 3j))
    show(np.isclose(a, b))
    show(np.allclose(a, a + 1e-12j))
    show(np.equal(a, a.conj()))
    print(np.array_equal(a, a.copy()), np.array_equal(a, b))
    show(np.array([complex(np.nan, 0)]) == np.array([complex(np.nan, 0)]))


@program
def cx_cast_to_real_warns(np):
    z = np.array([1.5 + 2j, -3.7 - 1j])
    show(z.astype(float))
    show(z.astype(np.float32))
    show(z.astype(int))
    show(z.astype(bool))
    show(np.array([0j, 1j, 0.5 + 0j]).astype(bool))
    out = np.empty(2)
    out[:] = z
    show(out)
    out2 = np.zeros(2)
    attempt(np.add, z, 1, out=out2)
    attempt(np.copyto, out2, z)
    np.copyto(out2, z, casting="unsafe")
    show(out2)
    attempt(float, z[0])
    attempt(int, z[0])
    attempt(float, np.complex128(2 + 0j))
    attempt(lambda: float(np.array([2 + 0j])[0]))
    show(z.astype(np.complex64))
    show(z.real.astype(float))


@program
def cx_real_if_close(np):
    show(np.real_if_close(np.array([2.1 + 4e-14j, 5.2 + 3e-15j])))
    show(np.real_if_close(np.array([2.1 + 4e-13j, 5.2 + 3e-15j]), tol=1000))
    show(np.real_if_close(np.array([2.1 + 4e-13j, 5.2 + 3e-15j])))
    show(np.real_if_close(np.array([1 + 1j])))
    show(np.real_if_close(np.array([1.0, 2.0])))
    show(np.real_if_close(np.array([1 + 1e-7j], dtype=np.complex64)))
    show(np.real_if_close(np.array([1 + 1e-7j], dtype=np.complex64), tol=10))
    show(np.real_if_close(np.array([1 + 0j, 2 + 0j]), tol=0.5))
    show(np.real_if_close([1 + 0j]))
    show(np.real_if_close(3 + 0j))
    r = np.roots([1, -3, 2])
    show_rounded(np.real_if_close(r))


@program
def cx_iscomplex_isreal(np):
    x = np.array([1 + 1j, 1 + 0j, 4.5, 3, 2, 2j])
    show(np.iscomplex(x))
    show(np.isreal(x))
    print(np.iscomplexobj(x), np.isrealobj(x))
    print(np.iscomplexobj(np.array([1.0, 2.0])), np.isrealobj([1, 2]))
    print(np.iscomplexobj(1j), np.iscomplexobj(1), np.iscomplexobj([1j, 1]))
    print(np.isrealobj(np.array([1 + 0j])))
    show(np.iscomplex([1, 2]))
    show(np.isreal(np.array(["a", "b"])))
    show(np.iscomplex(3j))
    show(np.isreal(np.array([1, 1j], dtype=object)))
    attempt(np.iscomplex, np.array(["a"]))
    print(np.issubdtype(x.dtype, np.complexfloating), np.issubdtype(x.dtype, np.floating))
    print(np.iscomplexobj(np.zeros(2, dtype=np.complex64)), np.isrealobj(np.float16(1)))


@program
def cx_unwrap_phases(np):
    t = np.linspace(0, 4 * np.pi, 17)
    z = np.exp(1j * t)
    wrapped = np.angle(z)
    show_rounded(wrapped)
    show_rounded(np.unwrap(wrapped))
    show_rounded(np.unwrap(wrapped) - t)
    deg = np.rad2deg(wrapped)
    show_rounded(np.unwrap(deg, period=360))
    show_rounded(np.unwrap(np.array([0.0, 3.0, -3.0, 0.0]), discont=4.0))
    show_rounded(np.unwrap(np.array([[0.0, 6.0], [3.0, -3.0]]), axis=0))
    show(np.unwrap(np.array([0, 7, 14, 1]), period=8))
    show(np.unwrap([]))
    attempt(np.unwrap, np.array([0j, 1j]))


@program
def cx_mean_var_std(np):
    z = np.array([1 + 2j, 3 - 1j, -2 + 0.5j, 4j])
    show(np.mean(z))
    show(np.var(z))
    show_rounded(np.std(z))
    print(np.var(z).dtype, np.std(z).dtype)
    show(z.var(ddof=1))
    c64 = z.astype(np.complex64)
    print(np.mean(c64).dtype, np.var(c64).dtype, np.std(c64).dtype)
    show_rounded(np.var(c64))
    m = z.reshape(2, 2)
    show(m.mean(axis=0))
    show(m.var(axis=1))
    show(np.sum(z))
    show(np.prod(z))
    show(np.cumsum(z))
    show(np.average(z, weights=[1, 2, 3, 4]))
    show(np.median(np.array([1 + 1j, 3 + 0j, 2 - 1j])))
    show(np.nanmean(np.array([1 + 1j, complex(np.nan, 0), 3 + 3j])))
    show(np.mean(np.array([1, 2], dtype=np.int64), dtype=complex))


@program
def cx_dot_vdot(np):
    a = np.array([1 + 2j, 3 - 1j])
    b = np.array([2 - 1j, 1j])
    show(np.dot(a, b))
    show(np.vdot(a, b))
    show(np.vdot(b, a))
    show(np.vdot(a, a))
    show(np.inner(a, b))
    show(a @ b)
    show(np.vecdot(a, b))
    show(np.matmul(a.reshape(2, 1), b.reshape(1, 2)))
    show(np.outer(a, b.conj()))
    m = np.array([[1, 1j], [-1j, 2]])
    show(m @ m.conj().T)
    show(np.vdot(m, m))
    show(np.linalg.norm(a))
    show(np.sqrt(np.vdot(a, a).real))
    show(np.dot(np.array([1, 2]), a))
    attempt(np.vdot, a, np.ones(3))
    show(np.einsum("i,i->", a.conj(), b))


@program
def cx_arithmetic(np):
    a = np.array([1 + 2j, -3 + 0.5j, 2j])
    b = np.array([2 - 1j, 1 + 1j, -1j])
    show(a + b)
    show(a - b)
    show(a * b)
    show(a / b)
    show(a * 2)
    show(a / 2)
    show(a + 1.5)
    show(-a)
    show(+a)
    show(1 / a)
    show(np.round(a, 1))
    attempt(lambda: a // b)
    attempt(lambda: a % b)
    attempt(np.floor, a)
    attempt(np.ceil, a)
    attempt(np.trunc, a)
    with warnings.catch_warnings():  # (np.fix: deprecated in NumPy 2.5)
        warnings.simplefilter("ignore", DeprecationWarning)
        attempt(np.fix, a)
        attempt(np.fix, a.real)
    show(np.around(np.array([1.26 + 3.74j]), 1))
    out = np.zeros(2, dtype=np.complex64)
    show(np.round(np.array([1.234 + 5.678j, -0.5 + 2.5j]), 1, out=out))
    attempt(np.round, a, 1, out=np.zeros(2, dtype=complex))  # (wrong size)
    attempt(np.round, a, out=[0, 0, 0])
    real_out = np.zeros(3)
    attempt(np.round, a, 1, out=real_out)  # (the real parts written, then refused)
    show(real_out)
    attempt(np.round, np.arange(3), out=np.zeros((3, 1), dtype=int))
    show(np.rint(np.array([1.5 + 2.5j, -0.5 - 1.5j])))
    show(np.sign(np.array([3 + 4j, -2j, 0j])))
    with np.errstate(all="ignore"):
        show(np.array([1 + 1j]) / np.array([0j]))


@program
def cx_complex64_precision(np):
    z32 = np.array([1 / 3 + 2j / 3], dtype=np.complex64)
    z64 = z32.astype(np.complex128)
    show(z32)
    show(z64)
    print(z32.itemsize, z64.itemsize, z32.real.itemsize)
    print((z32 + 1).dtype, (z32 + np.float64(1)).dtype, (z32 * np.ones(1)).dtype)
    print((z32 + 1j).dtype, (np.float32(1) + 1j).dtype, (np.float32(1) * np.complex64(1j)).dtype)
    print(np.result_type(np.complex64, np.float64), np.result_type(np.float16, np.complex64))
    print(np.result_type(np.int64, np.complex64), np.promote_types("c8", "i2"))
    print(np.finfo(np.complex64).eps, np.finfo(np.complex128).dtype)
    one = np.complex64(1)
    print(one + np.complex64(1e-8) == one, np.complex128(1) + 1e-8 == 1)
    show(np.array([1e20 + 1e20j], dtype=np.complex64))
    show(np.abs(np.array([3e20 + 4e20j], dtype=np.complex64)))
    with np.errstate(over="ignore"):
        show(np.array([1e39 + 0j]).astype(np.complex64))


@program
def cx_printing_basic(np):
    z = np.array([1 + 2j, -3.25 - 0.5j, 1e-5j, 0])
    print(z)
    print(repr(z))
    print(str(z.astype(np.complex64)))
    print(repr(np.array([1 + 1j], dtype=np.complex64)))
    print(repr(np.complex128(1 - 2j)), str(np.complex128(1 - 2j)))
    print(repr(np.complex64(0.1 + 0.2j)), str(np.complex64(0.1 + 0.2j)))
    print(repr(np.array([1e10 + 1j, 1j])))
    print(repr(np.array([1e-10 + 1j, 1e5j])))
    print(np.array([[1j, 2], [3, 4 - 4j]]))
    print(repr(np.array(2 + 3j)))
    print(f"{np.complex128(1.5 + 2j)}")
    print(f"{complex(np.complex128(1 + 2j)):.2f}")
    print(np.array2string(z, precision=2))
    print(np.array2string(z, separator=", ", suppress_small=True))


@program
def cx_printing_nan_inf(np):
    z = np.array([complex(np.nan, 1), complex(1, np.nan), complex(np.inf, -np.inf),
                  complex(-np.inf, 0), complex(np.nan, np.nan)])
    print(repr(z))
    print(z)
    print(repr(np.complex128(complex(np.nan, np.inf))))
    print(repr(np.array([complex(0, -0.0), complex(-0.0, 0)])))
    print(np.array([1 + 1j, np.nan]))
    with np.printoptions(nanstr="NaN", infstr="Inf"):
        print(repr(z[:3]))
    print(repr(np.array([complex(np.inf, 1)], dtype=np.complex64)))


@program
def cx_printing_options(np):
    z = np.array([np.pi + np.e * 1j, -1 / 3 + 2j / 7, 1e-9 + 1j])
    with np.printoptions(precision=3):
        print(repr(z))
    with np.printoptions(precision=2, suppress=True):
        print(z)
    with np.printoptions(floatmode="fixed", precision=4):
        print(z)
    with np.printoptions(floatmode="unique"):
        print(repr(z[:2]))
    with np.printoptions(sign="+"):
        print(repr(np.array([1 + 1j, -1 - 1j])))
    with np.printoptions(sign=" "):
        print(repr(np.array([1 + 1j, 2 - 2j])))
    print(np.format_float_positional(np.float64(1.5)))
    with np.printoptions(threshold=5, edgeitems=2):
        print(np.arange(10) * (1 + 1j))
    with np.printoptions(formatter={"complexfloat": lambda c: f"{c.real:.1f}|{c.imag:.1f}"}):
        print(z)
    with np.printoptions(linewidth=30):
        print(np.arange(6) * (1.5 - 2j))


@program
def cx_tolist_item_scalars(np):
    z = np.array([[1 + 2j, 3], [4j, -1]], dtype=np.complex64)
    print(z.tolist())
    print(type(z.tolist()[0][0]).__name__)
    print(z[0, 0], type(z[0, 0]).__name__)
    print(z.item(1), type(z.item(1)).__name__)
    print(complex(z[1, 0]))
    s = np.complex128(3 - 4j)
    print(s.real, s.imag, type(s.real).__name__)
    print(s.conjugate(), abs(s), s ** 2)
    print(np.complex64(2j).real.dtype)
    print(list(np.array([1j, 2]).astype(complex)))
    print(z.sum(), type(z.sum()).__name__)
    print(hash(np.complex128(2 + 0j)) == hash(2.0))
    print(bool(np.complex128(0j)), bool(np.complex128(1e-300j)))
    print(np.complex128(1 + 1j) == 1 + 1j)


@program
def cx_impedance_circuit(np):
    # AC circuit: series RLC impedance over a frequency sweep
    R, L, C = 50.0, 1e-3, 1e-6
    f = np.array([100.0, 1000.0, 5032.92, 10000.0])
    w = 2 * np.pi * f
    Z = R + 1j * w * L + 1 / (1j * w * C)
    show_rounded(np.round(Z, 3))
    show_rounded(np.round(np.abs(Z), 3))
    show_rounded(np.round(np.angle(Z, deg=True), 3))
    V = 10.0 + 0j
    I = V / Z
    show_rounded(np.round(np.abs(I), 6))
    P = 0.5 * (V * I.conj()).real
    show_rounded(np.round(P, 6))
    print(f[np.argmax(np.abs(I))])
    Zp = 1 / (1 / Z[0] + 1 / Z[1])
    print(np.round(Zp, 3))


@program
def cx_quantum_state(np):
    psi = np.array([1 + 1j, 2 - 1j, 0.5j])
    psi = psi / np.linalg.norm(psi)
    show_rounded(psi)
    prob = np.abs(psi) ** 2
    show_rounded(prob)
    print(round(float(prob.sum()), 10))
    H = np.array([[1, 1j, 0], [-1j, 2, 1], [0, 1, 3]])
    print(np.allclose(H, H.conj().T))
    expval = np.vdot(psi, H @ psi)
    show_rounded(expval)
    print(round(float(expval.imag), 10) == 0)
    show_rounded(np.real_if_close(np.round(expval, 10)))
    phase = np.exp(-1j * np.angle(psi[0]))
    show_rounded(psi * phase)
    ev = np.linalg.eigvalsh(H)
    show_rounded(ev)


@program
def cx_roots_of_unity(np):
    n = 6
    k = np.arange(n)
    w = np.exp(2j * np.pi * k / n)
    show_rounded(w)
    show_rounded(np.round(w ** n, 10))
    show_rounded(np.round(w.sum(), 10))
    show_rounded(np.round(np.prod(w), 10))
    show_rounded(np.angle(w, deg=True))
    print(np.allclose(np.abs(w), 1))
    print(np.isclose(w[1] ** 2, w[2]))
    show_rounded(np.sort_complex(np.round(np.roots([1, 0, 0, 0, 0, 0, -1]), 8)))


@program
def cx_mandelbrot_small(np):
    x = np.linspace(-2, 0.5, 6)
    y = np.linspace(-1, 1, 5)
    c = x[None, :] + 1j * y[:, None]
    z = np.zeros_like(c)
    count = np.zeros(c.shape, dtype=int)
    for _ in range(20):
        mask = np.abs(z) <= 2
        z[mask] = z[mask] ** 2 + c[mask]
        count += mask
    print(count)
    print(c.dtype, z.dtype, count.dtype)
    print(np.count_nonzero(count == 20))


@program
def cx_where_nonzero_masks(np):
    z = np.array([0j, 1j, 0.0 + 0j, 2 + 0j, complex(0, -0.0)])
    show(np.nonzero(z))
    show(np.count_nonzero(z))
    show(z.astype(bool))
    show(np.where(np.abs(z) > 0.5, z, np.nan))
    show(np.where(z.real > 1, z, 0))
    show(z[z != 0])
    show(np.any(z))
    show(np.all(z))
    show(np.logical_not(z))
    show(np.isnan(np.array([complex(np.nan, 0), complex(0, np.nan), 1j])))
    show(np.isinf(np.array([complex(np.inf, 0), complex(0, -np.inf), 1j])))
    show(np.isfinite(np.array([complex(np.inf, 0), complex(np.nan, 1), 1j])))
    show(np.nan_to_num(np.array([complex(np.nan, np.inf), complex(-np.inf, 1)])))
    show(np.nan_to_num(np.array([complex(np.nan, np.nan)]), nan=5.0))


@program
def cx_concatenate_promote(np):
    a = np.array([1, 2], dtype=np.int32)
    b = np.array([1j])
    show(np.concatenate([a, b]))
    show(np.concatenate([a.astype(np.float32), b.astype(np.complex64)]))
    show(np.hstack([np.zeros(2, dtype=np.complex64), np.ones(1, dtype=np.float64)]))
    show(np.stack([b, b]))
    show(np.append(np.arange(2), 3j))
    show(np.where([True, False], 1j, 2))
    show(np.select([np.array([True, False])], [1j], default=0))
    show(np.array([1, 2.5, 3j]))
    show(np.array([np.float32(1), np.complex64(1j)]))
    show(np.asarray([1, 1j], dtype=np.complex64))
    show(np.linspace(0, 1 + 1j, 3))
    show(np.arange(3, dtype=complex))
    attempt(np.arange, 0, 1j)
    show(np.tile(b, 2))


@program
def cx_setting_elements(np):
    a = np.zeros(4)
    attempt(a.__setitem__, 0, 1 + 2j)
    show(a)
    b = np.zeros(3, dtype=complex)
    b[0] = 5
    b[1] = 2j
    b[2] = complex(1, 1)
    show(b)
    b[:] = [1, 2, 3]
    show(b)
    b[b.real > 1] += 1j
    show(b)
    c = np.zeros(2, dtype=np.int64)
    attempt(c.__setitem__, slice(None), np.array([1 + 1j, 2]))
    show(c)
    f = np.zeros(2, dtype=np.float32)
    attempt(np.put, f, [0], [3j])
    show(f)
    attempt(c.fill, 1j)
    show(c)
    b.fill(7 - 7j)
    show(b)
    d = np.array([1.0, 2.0])
    attempt(lambda: d.__iadd__(1j))
    show(d)
    # a complex array of the wrong length into a real array: the shape error, no warning
    attempt(d.__setitem__, slice(0, 2), np.array([1j, 2j, 3j]))
    attempt(d.__setitem__, [0, 1], np.array([1j, 2j, 3j]))
    attempt(d.__setitem__, [0, 1], np.array([[5 + 1j]]))  # (ComplexWarning)
    show(d)


@program
def cx_insert_into_real(np):
    f = np.arange(4.0)
    show(np.insert(f, 1, np.array([3 + 1j])))  # (one ComplexWarning)
    show(np.insert(f, [1, 3], np.array([1j, 2j])))
    show(np.insert(f, slice(1, 3), np.array([[7 + 1j]])))
    attempt(np.insert, f, slice(0, 0), np.array([1j, 2j]))
    attempt(np.insert, f, 1, [3 + 1j, 4j])
    attempt(np.insert, f, 9, 1j)
    z = np.zeros(3, dtype=complex)
    show(np.insert(z, 1, 5))
    show(np.insert(z, slice(None), [1j, 2j, 3j]))
    show(np.append(f, 1j))


@program
def cx_trig_hyperbolic(np):
    z = np.array([0.5 + 0.5j, -1j, 2 + 0j])
    show_rounded(np.sin(z))
    show_rounded(np.cos(z))
    show_rounded(np.tan(z))
    show_rounded(np.sinh(z))
    show_rounded(np.cosh(z))
    show_rounded(np.tanh(z))
    show_rounded(np.arcsin(np.array([2 + 0j, 0.5j])))
    show_rounded(np.arccos(np.array([2 + 0j, -2 + 0j])))
    show_rounded(np.arctan(np.array([2j, 0.5 + 0j])))
    show_rounded(np.arcsinh(np.array([1j, 2 + 1j])))
    show_rounded(np.arccosh(np.array([0.5 + 0j, -2 + 0j])))
    show_rounded(np.arctanh(np.array([2 + 0j, 0.5j])))
    show_rounded(np.emath.arcsin(2))
    show_rounded(np.emath.arccos([2, -2]))
    show_rounded(np.emath.arctanh(2))
    attempt(np.arctan2, z, z)
    attempt(np.deg2rad, z)
    attempt(np.hypot, z, z)


@program
def cx_ufuncs_refused(np):
    z = np.array([1 + 1j, 2 - 3j])
    attempt(np.remainder, z, 2)
    attempt(np.floor_divide, z, 2)
    attempt(np.fmod, z, 2)
    attempt(np.logaddexp, z, z)
    attempt(np.heaviside, z, 0.5)
    attempt(np.bitwise_and, z, 1)
    attempt(np.invert, z)
    attempt(np.left_shift, z, 1)
    attempt(np.copysign, z, -1)
    attempt(np.signbit, z)
    attempt(np.cbrt, z)
    attempt(np.frexp, z)
    attempt(np.isnat, z)
    attempt(np.degrees, z)
    attempt(np.modf, z)
    attempt(np.divmod, z, 2)
    attempt(np.ldexp, z, 2)
    attempt(np.nextafter, z, z)
    attempt(np.spacing, z)
    attempt(np.gcd, z, z)


@program
def cx_linalg_complex(np):
    A = np.array([[2, 1j], [-1j, 3]])
    b = np.array([1, 1j])
    x = np.linalg.solve(A, b)
    show_rounded(x)
    show_rounded(A @ x - b)
    show_rounded(np.linalg.det(A))
    show_rounded(np.linalg.inv(A))
    w = np.linalg.eigvalsh(A)
    show_rounded(w)
    print(w.dtype)
    R = np.array([[0, -1], [1, 0]])
    ev = np.linalg.eigvals(R)
    print(ev.dtype)
    show_rounded(np.sort_complex(ev))
    show_rounded(np.trace(A))
    show_rounded(np.linalg.norm(A))
    show_rounded(np.linalg.norm(A, 1))
    print(np.linalg.matrix_rank(A))
    show_rounded(np.kron(np.array([1, 1j]), np.array([1, -1])))
    show_rounded(np.cross(np.array([1j, 0, 0]), np.array([0, 1, 0])))


@program
def cx_diff_gradient_cumulative(np):
    z = np.array([1 + 1j, 2 + 4j, 4 + 9j, 7 + 16j])
    show(np.diff(z))
    show(np.diff(z, n=2))
    show(np.gradient(z))
    show(np.cumprod(np.array([1j, 1j, 1j, 1j])))
    show(np.trapezoid(z))
    show(np.convolve(np.array([1, 1j]), np.array([1, -1j])))
    show(np.correlate(np.array([1, 1j, 2]), np.array([1j, 1])))
    show(np.interp(1.5, [1, 2], [1j, 2 + 2j]))
    show(np.polyfit(np.array([0.0, 1.0, 2.0]), np.array([1j, 1 + 2j, 2 + 5j]), 1).round(8) + 0)
    show(np.histogram(np.abs(z), bins=2)[0])
    attempt(np.bincount, [0, 1, 1], weights=[1j, 2, 3])  # (weights must be real)
    attempt(np.bincount, [0, 1, 1], weights=np.array([1j, 2, 3]))
    attempt(np.bincount, [0, 1, 1], weights=[np.complex64(2), 2, 3])  # (ComplexWarning)
    attempt(np.bincount, np.array([0, 1]), weights=[1, [2]])
    show(np.round(np.cov(np.array([1 + 1j, 2, 3 - 1j])), 10))
    show(np.round(np.corrcoef(np.array([1 + 1j, 2, 3 - 1j]), np.array([1, 2, 3])), 10))


@program
def cx_bad_inputs(np):
    attempt(complex, np.array([1, 2]))
    attempt(complex, np.array([3.0]))
    attempt(complex, np.array([[1j]]))
    attempt(np.complex128, [1, 2])
    attempt(np.complex64, "1+")
    attempt(np.angle, "x")
    attempt(np.conj, "x")
    attempt(np.iscomplexobj, None)
    attempt(np.real, None)
    attempt(np.abs, np.array(["1j"]))
    attempt(np.sort_complex, np.array(["b", "a"]))
    attempt(lambda: np.zeros(2, dtype=complex) < "a")
    attempt(np.dtype, "c32")
    attempt(np.dtype, "complex")
    attempt(np.dtype, "c16")
    attempt(np.dtype, "complex64")
    print(np.dtype(complex).name, np.dtype("c8").char, np.dtype("F"), np.dtype("D").kind)
    print(np.dtype(np.complex128).str, np.dtype("<c8").itemsize)


@program
def cx_complex_scalar_math(np):
    z = np.complex128(3 + 4j)
    print(z + 1, z * 2, z / 2, z - 1j)
    print(abs(z), np.abs(z), z.conjugate())
    print(z ** 0.5, np.sqrt(z))
    print(np.round(np.exp(z), 6))
    print(type(z + 1).__name__, type(z + np.float32(1)).__name__, type(np.complex64(1) + 1.0).__name__)
    print(type(np.complex64(1) + np.float64(1)).__name__)
    print(type(1j * np.float32(2)).__name__)
    print(np.complex64(1 + 1j) * 2)
    print(divmod(7, 2), np.int64(2) * 1j)
    attempt(lambda: np.complex128(1j) // 2)
    attempt(lambda: np.complex128(1j) % 2)
    attempt(lambda: round(np.complex128(1.55 + 1j), 1))
    print(np.round(np.complex128(1.55 + 2.45j), 1))
    attempt(lambda: np.complex128(1j) < 0)
    print(np.complex128(1 + 0j) == 1, np.complex64(2) != 2)
    with np.errstate(all="ignore"):
        print(np.complex128(1) / np.complex128(0))


@program
def cx_fromiter_frombuffer_views(np):
    z = np.fromiter((complex(k, -k) for k in range(3)), dtype=complex)
    show(z)
    raw = np.array([1.0, 2.0, 3.0, 4.0]).tobytes()
    show(np.frombuffer(raw, dtype=np.complex128))
    show(np.frombuffer(raw, dtype=np.complex64).shape)
    f = np.arange(8, dtype=np.float64).reshape(2, 4)
    show(f.view(np.complex128))
    attempt(lambda: np.arange(3.0).view(np.complex128))
    show(np.array([1 + 2j, 3 + 4j]).view(np.float64).reshape(-1, 2))
    show(np.array([1 + 2j]).astype("c8").view("f4"))
    show(np.array([1 + 2j, 3 + 4j])[::-1].real)
    show(np.ascontiguousarray(np.array([1 + 2j, 3 + 4j, 5j])[::2].imag))
    m = np.array([[1 + 1j, 2 + 2j], [3 + 3j, 4 + 4j]])
    show(m.T.real)
    print(m.real.strides, m.imag.strides, m.T.imag.strides)


@program
def cx_masked_complex(np):
    m = np.ma.array([1 + 1j, 2 - 2j, 3j, -1], mask=[0, 1, 0, 0])
    print(m)
    print(repr(m.real), repr(m.imag))
    print(m.conj(), np.abs(m))
    print(m.sum(), m.mean(), m.var(), m.max(), m.argmax())
    print(np.ma.sqrt(np.ma.array([-4 + 0j, 4])), m.filled(0), m.compressed())
    print(np.iscomplexobj(m), np.sort(m))


@program
def cx_vectorized_python_complex(np):
    polar = np.vectorize(lambda r, t: r * complex(np.cos(t), np.sin(t)), otypes=[complex])
    show_rounded(polar([1, 2], [0, np.pi / 2]))
    conj = np.vectorize(lambda z: z.conjugate())
    show(conj(np.array([1j, 2])))
    make = np.frompyfunc(complex, 2, 1)
    z = make([1, 2], [3, 4])
    show(z)
    show(z.astype(complex))
    show(np.apply_along_axis(lambda v: v.conj() @ v, 1, np.array([[1j, 1], [2, 2j]])))
    show(np.piecewise(np.array([1j, -1 + 0j, 2]), [np.array([True, False, True])],
                      [lambda z: z * 2, 0]))


@program
def cx_nan_statistics(np):
    z = np.array([[1 + 2j, np.nan, 3 - 1j], [2j, 1, complex(np.nan, 1)]])
    show(np.nanmean(z, axis=1))
    show(np.nansum(z, axis=0))
    show(np.nanvar(z))
    show(np.nanvar(z, axis=0))
    show_rounded(np.nanstd(z, axis=1, ddof=1))
    print(np.nanvar(z.astype(np.complex64)).dtype)
    attempt(np.nanvar, z, dtype=np.float64)
    attempt(np.var, z, out=np.zeros((), complex))
    attempt(np.var, np.array([1, 2]), dtype=complex)
    show(np.nanmax(np.array([complex(np.nan, 0), 1 + 1j, 1 - 1j])))
    show(np.nanargmin(np.array([complex(np.nan, 0), 1 + 1j, 1 - 1j])))


@program
def cx_unique_and_sets_with_nan(np):
    z = np.array([complex(np.nan, 1), complex(1, np.nan), complex(np.nan, np.nan), 0j,
                  complex(-0.0, 0), complex(0, -0.0), complex(np.nan, 1), 1 + 1j])
    show(np.unique(z))
    show(np.unique(z, equal_nan=False))
    vals, idx, inv, cnt = np.unique(z, return_index=True, return_inverse=True, return_counts=True)
    print(idx, inv, cnt)
    show(np.isin(z, [complex(np.nan, 1), 0j]))
    show(np.intersect1d(z, [0j, 1 + 1j, 5j]))
    show(np.union1d([1j, 2], [2, 3j]))
    show(np.setdiff1d(z, [0j]))
    show(np.searchsorted(np.sort(z), [complex(np.nan, 0), 1 + 1j]))
