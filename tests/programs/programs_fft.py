"""Programs on numpy.fft as signal-processing and science users write them: 1-D, 2-D and N-D
transforms (complex, real, Hermitian) with n=/s=/axes=/norm=/out=, sample frequencies and
shifts, result dtypes of every input kind, non-contiguous inputs, the bad arguments users pass,
and the classic recipes: convolution and correlation via the FFT, power spectra, windowed
spectrograms, filtering by masking frequencies, differentiation in Fourier space.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show


PROGRAMS, program = collection()


def r5(np, x):
    """Values rounded to 5 decimals, -0 printed as 0 (complex parts as well)."""
    return np.round(x, 5) + 0


def info(np, x):
    """Rounded values, dtype and shape."""
    print(r5(np, x).tolist() if x.ndim else r5(np, x), x.dtype, x.shape)


def sinfo(x):
    """Dtype and shape of a result (or its exception via attempt)."""
    print(x.dtype, x.shape)


# ---- 1-D transforms ----------------------------------------------------------------------------

@program
def fft_basic_round_trip(np):
    x = np.array([1.0, 2.0, 0.0, -1.0, 3.0, 0.5])
    X = np.fft.fft(x)
    info(np, X)
    back = np.fft.ifft(X)
    info(np, back)
    print(np.allclose(back.real, x), np.allclose(back.imag, 0))
    print(round(float(X[0].real), 6), round(float(x.sum()), 6))
    # the DFT of a conjugate-symmetric result: X[k] == conj(X[n-k]) for real x
    print(np.allclose(X[1:], np.conj(X[1:][::-1])))


@program
def fft_result_dtypes(np):
    for dt in (np.int8, np.int32, np.int64, np.uint16, np.bool_, np.float16, np.float32,
               np.float64, np.complex64, np.complex128):
        x = np.array([1, 0, 1, 1], dtype=dt)
        print(np.dtype(dt).name, np.fft.fft(x).dtype, np.fft.ifft(x).dtype,
              np.fft.fftn(x).dtype)
    for dt in (np.int16, np.float16, np.float32, np.float64, np.bool_):
        x = np.array([1, 0, 1, 1], dtype=dt)
        R = np.fft.rfft(x)
        print(np.dtype(dt).name, R.dtype, np.fft.irfft(R).dtype, np.fft.ihfft(x).dtype,
              np.fft.hfft(x).dtype)
    print(np.fft.fft([1, 2, 3]).dtype, np.fft.rfft([True, False]).dtype)
    print(np.fft.fft([1 + 2j, 3]).dtype, np.fft.irfft([1 + 0j, 2, 3]).dtype)


@program
def fft_float32_precision(np):
    t = np.arange(16, dtype=np.float32)
    x = np.cos(2 * np.pi * t / 8).astype(np.float32)
    X = np.fft.fft(x)
    print(X.dtype, np.round(np.abs(X), 3).tolist())
    R = np.fft.rfft(x)
    print(R.dtype, np.round(np.abs(R), 3).tolist())
    y = np.fft.irfft(R, n=16)
    print(y.dtype, np.allclose(y, x, atol=1e-5))
    z = np.fft.ifft(X.astype(np.complex64))
    print(z.dtype, np.allclose(z.real, x, atol=1e-5))
    h = np.fft.fft(np.ones(4, dtype=np.float16))
    print(h.dtype, np.round(h, 3).tolist())


@program
def fft_n_padding_and_truncation(np):
    x = np.arange(1.0, 6.0)
    for n in (3, 5, 8, 10):
        X = np.fft.fft(x, n=n)
        print(n, X.shape, r5(np, np.abs(X)).tolist())
    for n in (3, 4, 9):
        R = np.fft.rfft(x, n)
        print("rfft", n, R.shape, r5(np, np.abs(R)).tolist())
    # ifft with n truncates/pads the spectrum
    X = np.fft.fft(x)
    print(np.fft.ifft(X, n=7).shape, r5(np, np.fft.ifft(X, n=3)).tolist())
    print(np.fft.irfft(np.fft.rfft(x), n=5).round(6).tolist())
    print(np.fft.irfft(np.fft.rfft(x)).shape)


@program
def fft_bad_n_values(np):
    x = np.arange(8.0)
    for n in (0, -1, -8):
        attempt(np.fft.fft, x, n)
        attempt(np.fft.rfft, x, n)
        attempt(np.fft.irfft, x, n)
    attempt(np.fft.fft, x, 4.0)
    attempt(np.fft.fft, x, 4.5)
    attempt(np.fft.fft, x, "4")
    attempt(np.fft.fft, x, [4])
    attempt(np.fft.ifft, x, np.int64(4), show=sinfo)
    attempt(np.fft.rfft, x, np.int32(5), show=sinfo)
    attempt(np.fft.irfft, np.ones(1, complex))
    attempt(np.fft.hfft, np.ones(1, complex))
    attempt(np.fft.irfft, np.ones(1, complex), 1, show=sinfo)


@program
def fft_empty_and_scalar_inputs(np):
    attempt(np.fft.fft, np.array([]))
    attempt(np.fft.rfft, np.zeros(0))
    attempt(np.fft.ifft, [])
    attempt(np.fft.fft, np.zeros((3, 0)))
    attempt(np.fft.fft, np.zeros((0, 4)))
    attempt(np.fft.rfft, np.zeros((0, 4)))
    attempt(np.fft.fft2, np.zeros((0, 4)))
    attempt(np.fft.fft, np.float64(3.0))
    attempt(np.fft.fft, 5)
    attempt(np.fft.fft, np.array(2.0))
    attempt(np.fft.fft, np.zeros((3, 0)), n=4)
    attempt(np.fft.fft, [7.0])
    attempt(np.fft.rfft, [7.0])


@program
def fft_norm_modes(np):
    x = np.array([2.0, -1.0, 0.5, 4.0, 1.0, 0.0, -2.0, 3.0])
    for norm in (None, "backward", "ortho", "forward"):
        X = np.fft.fft(x, norm=norm)
        R = np.fft.rfft(x, norm=norm)
        e = float(np.sum(np.abs(X) ** 2))
        print(norm, r5(np, X[:3]).tolist(), r5(np, R[-1]), round(e, 5),
              np.allclose(np.fft.ifft(X, norm=norm), x),
              np.allclose(np.fft.irfft(R, len(x), norm=norm), x))
    # Parseval holds with "ortho"
    X = np.fft.fft(x, norm="ortho")
    print(np.isclose(np.sum(np.abs(X) ** 2), np.sum(x ** 2)))
    Y = np.fft.fftn(x.reshape(2, 4), norm="forward")
    print(r5(np, Y).tolist())
    print(r5(np, np.fft.hfft(x[:5], norm="ortho")).tolist())
    print(r5(np, np.fft.ihfft(x, norm="forward")).tolist())


@program
def fft_bad_norm_strings(np):
    x = np.arange(4.0)
    for norm in ("Ortho", "bad", "", "BACKWARD", 1, "none"):
        attempt(np.fft.fft, x, norm=norm)
    attempt(np.fft.ifft, x, norm="inverse")
    attempt(np.fft.rfft, x, norm="fwd")
    attempt(np.fft.irfft, x, norm="fwd")
    attempt(np.fft.hfft, x, norm="x")
    attempt(np.fft.ihfft, x, norm="x")
    attempt(np.fft.fft2, np.eye(2), norm="x")
    attempt(np.fft.irfftn, np.eye(2), norm="x")


@program
def fft_bad_inputs(np):
    attempt(np.fft.fft, ["a", "b"])
    attempt(np.fft.fft, np.array(["1", "2"]))
    attempt(np.fft.rfft, np.array([1 + 1j, 2]))
    attempt(np.fft.rfftn, np.ones((2, 2), complex))
    attempt(np.fft.ihfft, np.array([1j, 2]))
    attempt(np.fft.fft, np.array([[1, 2], [3]], dtype=object))
    attempt(np.fft.fft, None)
    attempt(np.fft.fft, np.array(["2020-01-01"], dtype="datetime64[D]"))
    attempt(np.fft.fft, np.array([1, 2], dtype="timedelta64[s]"))


@program
def fft_axis_argument(np):
    a = np.arange(12.0).reshape(3, 4)
    info(np, np.fft.fft(a, axis=0))
    info(np, np.fft.rfft(a, axis=0))
    info(np, np.fft.fft(a, axis=-2)[1])
    print(np.allclose(np.fft.fft(a, axis=0), np.fft.fft(a.T).T))
    for axis in (2, -3, 1.0, None):
        attempt(np.fft.fft, a, axis=axis, show=sinfo)
    attempt(np.fft.rfft, a, axis=5)
    attempt(np.fft.irfft, a, axis=-3)
    attempt(np.fft.fft, a, n=6, axis=3)


# ---- out= --------------------------------------------------------------------------------------

@program
def fft_out_argument(np):
    x = np.array([1.0, 2.0, 3.0, 4.0])
    out = np.zeros(4, dtype=complex)
    r = np.fft.fft(x, out=out)
    print(r is out, r5(np, out).tolist())
    out2 = np.empty(3, dtype=np.complex128)
    r = np.fft.rfft(x, out=out2)
    print(r is out2, r5(np, out2).tolist())
    out3 = np.empty(6)
    r = np.fft.irfft(np.fft.rfft(x), n=6, out=out3)
    print(r is out3, r5(np, out3).tolist())
    o64 = np.empty(4, np.complex64)
    r = np.fft.fft(x.astype(np.float32), out=o64)
    print(r.dtype, r5(np, r).tolist())
    o = np.zeros(4, complex)
    r = np.fft.ifft(x, out=o, norm="forward")
    print(r is o, r5(np, o).tolist())
    buf = np.zeros((2, 4), complex)
    np.fft.fft(np.ones((2, 4)), out=buf)
    print(r5(np, buf).tolist())


@program
def fft_out_argument_errors(np):
    x = np.array([1.0, 2.0, 3.0, 4.0])
    attempt(np.fft.fft, x, out=np.empty(5, complex))
    attempt(np.fft.fft, x, out=np.empty((1, 4), complex))
    attempt(np.fft.fft, x, out=np.empty(4))
    attempt(np.fft.fft, x, out=np.empty(4, np.int64))
    attempt(np.fft.rfft, x, out=np.empty(4, complex))
    attempt(np.fft.irfft, x, out=np.empty(6, complex), show=sinfo)
    attempt(np.fft.irfft, x + 0j, out=np.empty(5))
    attempt(np.fft.fft, x, out=[0, 0, 0, 0])
    ro = np.empty(4, complex)
    ro.flags.writeable = False
    attempt(np.fft.fft, x, out=ro)
    attempt(np.fft.fft, x, out=np.empty(4, np.complex64), show=sinfo)
    attempt(np.fft.fft, x, n=8, out=np.empty(4, complex))


@program
def fft_out_nd(np):
    a = np.arange(6.0).reshape(2, 3)
    out = np.empty((2, 3), complex)
    r = np.fft.fft2(a, out=out)
    print(r is out, r5(np, out).tolist())
    out = np.empty((2, 2), complex)
    r = np.fft.rfftn(a, out=out)
    print(r is out, r5(np, out).tolist())
    out = np.empty((2, 3))
    r = np.fft.irfftn(np.fft.rfftn(a), s=(2, 3), out=out)
    print(r is out, r5(np, out).tolist())
    attempt(np.fft.fftn, a, out=np.empty((3, 2), complex))
    attempt(np.fft.rfft2, a, out=np.empty((2, 3), complex))
    attempt(np.fft.ifftn, a, out=np.empty((2, 3)))


# ---- freq and shift helpers --------------------------------------------------------------------

@program
def fft_fftfreq_rfftfreq(np):
    for n in (1, 2, 5, 8):
        print(n, np.fft.fftfreq(n).tolist(), np.fft.rfftfreq(n).tolist())
    fs = 250.0
    f = np.fft.fftfreq(10, d=1 / fs)
    show(f)
    show(np.fft.rfftfreq(10, d=1 / fs))
    show(np.fft.fftfreq(6, d=0.1))
    show(np.fft.rfftfreq(7, d=2))
    show(np.fft.fftfreq(np.int64(4)))
    show(np.fft.fftfreq(4, d=np.float32(0.25)))
    attempt(np.fft.fftfreq, 8.0)
    attempt(np.fft.rfftfreq, "8")
    attempt(np.fft.fftfreq, -3)
    attempt(np.fft.fftfreq, 4, 0)
    attempt(np.fft.rfftfreq, 4, d=0.0)


@program
def fft_fftshift_and_ifftshift(np):
    x = np.fft.fftfreq(9, d=1 / 9)
    show(x)
    s = np.fft.fftshift(x)
    show(s)
    show(np.fft.ifftshift(s))
    print(np.array_equal(np.fft.ifftshift(np.fft.fftshift(x)), x))
    y = np.fft.fftfreq(10, d=1 / 10)
    show(np.fft.fftshift(y))
    g = np.arange(12).reshape(3, 4)
    show(np.fft.fftshift(g))
    show(np.fft.fftshift(g, axes=0))
    show(np.fft.fftshift(g, axes=(1,)))
    show(np.fft.ifftshift(g, axes=-1))
    show(np.fft.fftshift(g, axes=(0, 1)))
    show(np.fft.fftshift([1, 2, 3, 4, 5]))
    attempt(np.fft.fftshift, np.array(7))
    attempt(np.fft.fftshift, g, axes=2)
    attempt(np.fft.ifftshift, g, axes=(0, 5))
    attempt(np.fft.fftshift, g, axes=1.0)


@program
def fft_centered_spectrum_of_image(np):
    y, x = np.mgrid[0:8, 0:8]
    img = np.cos(2 * np.pi * x / 4) + 0.5 * np.cos(2 * np.pi * y / 8)
    F = np.fft.fftshift(np.fft.fft2(img))
    mag = np.round(np.abs(F), 5)
    peaks = np.argwhere(mag > 1)
    print(peaks.tolist())
    print(mag[peaks[:, 0], peaks[:, 1]].tolist())
    ky = np.fft.fftshift(np.fft.fftfreq(8))
    print(ky.tolist())
    back = np.fft.ifft2(np.fft.ifftshift(F)).real
    print(np.allclose(back, img))


# ---- N-D transforms ----------------------------------------------------------------------------

@program
def fft_fft2_ifft2(np):
    a = np.array([[1.0, 2.0, 0.0], [0.0, -1.0, 3.0]])
    F = np.fft.fft2(a)
    info(np, F)
    info(np, np.fft.ifft2(F))
    print(np.allclose(F, np.fft.fft(np.fft.fft(a, axis=1), axis=0)))
    info(np, np.fft.fft2(a, s=(4, 4)))
    info(np, np.fft.fft2(a, s=(1, 2)))
    info(np, np.fft.fft2(a, axes=(1, 0)))
    info(np, np.fft.fft2(a, s=(3,), axes=(0,)))
    attempt(np.fft.fft2, np.arange(3.0))
    attempt(np.fft.fft2, a, s=(2, 2, 2))
    attempt(np.fft.fft2, a, axes=(0, 2))
    attempt(np.fft.fft2, a, s=(0, 3))
    attempt(np.fft.ifft2, a, s=(2, -2))


@program
def fft_fftn_axes_and_s(np):
    a = np.arange(24.0).reshape(2, 3, 4) % 5
    F = np.fft.fftn(a)
    print(F.shape, F.dtype, r5(np, F[0, 0]).tolist())
    print(np.allclose(F, np.fft.fft(np.fft.fft(np.fft.fft(a, axis=2), axis=1), axis=0)))
    G = np.fft.fftn(a, axes=(0, 2))
    print(G.shape, r5(np, G[:, 1, :2]).tolist())
    H = np.fft.fftn(a, s=(3, 5), axes=(1, 2))
    print(H.shape, r5(np, H[1, 0, :3]).tolist())
    print(np.fft.fftn(a, axes=()).dtype, np.fft.fftn(a, axes=()).shape)
    print(np.allclose(np.fft.ifftn(F), a))
    I = np.fft.ifftn(a, s=(2, 2), axes=(-1, 0))
    print(I.shape, r5(np, I[:, 0, :]).tolist())
    J = np.fft.fftn(a, axes=(1, 1))
    print(J.shape, r5(np, J[0, :, 0]).tolist())
    attempt(np.fft.fftn, a, s=(2, 2), axes=(0,))
    attempt(np.fft.fftn, a, axes=(3,))
    attempt(np.fft.fftn, a, s=(2, 0), axes=(0, 1))
    attempt(np.fft.ifftn, a, s=(-1, 3), axes=(0, 1), show=sinfo)


@program
def fft_s_without_axes_deprecation(np):
    a = np.arange(6.0).reshape(2, 3)
    attempt(np.fft.fftn, a, s=(2, 4), show=sinfo)
    attempt(np.fft.rfftn, a, s=(2, 4), show=sinfo)
    attempt(np.fft.irfftn, a + 0j, s=(2, 4), show=sinfo)
    attempt(np.fft.fftn, a, s=(None, 3), axes=(0, 1), show=sinfo)
    attempt(np.fft.fft2, a, s=[3, 3], show=sinfo)


@program
def fft_rfft2_rfftn_irfftn(np):
    a = np.array([[1.0, 0.0, 2.0, 1.0], [3.0, -1.0, 0.0, 0.5], [0.0, 1.0, 1.0, 2.0]])
    R = np.fft.rfft2(a)
    info(np, R)
    print(np.allclose(R, np.fft.fft2(a)[:, :3]))
    back = np.fft.irfft2(R, s=a.shape)
    print(back.shape, np.allclose(back, a))
    print(np.fft.irfft2(R).shape)
    Rn = np.fft.rfftn(a, axes=(1, 0))
    info(np, Rn)
    print(np.allclose(np.fft.irfftn(Rn, s=(4, 3), axes=(1, 0)), a))
    cube = (np.arange(30.0).reshape(2, 3, 5) ** 1.5) % 7
    Rc = np.fft.rfftn(cube)
    print(Rc.shape, np.allclose(np.fft.irfftn(Rc, cube.shape), cube))
    Rs = np.fft.rfftn(cube, s=(4, 4), axes=(0, 2))
    print(Rs.shape, r5(np, Rs[0, 0]).tolist())
    print(np.fft.irfftn(Rs, s=(4, 4), axes=(0, 2)).shape)
    attempt(np.fft.irfftn, R, s=(3, 0), axes=(0, 1))
    attempt(np.fft.rfftn, a, s=(1,), axes=(0, 1))


@program
def fft_irfft_odd_length_and_nyquist(np):
    x = np.array([0.5, 1.0, -2.0, 3.0, 0.0])
    R = np.fft.rfft(x)
    print(np.fft.irfft(R).shape, np.fft.irfft(R, len(x)).round(6).tolist())
    # the imaginary parts of the DC and Nyquist terms are ignored by irfft
    S = np.array([4.0 + 7j, 1.0 - 1j, 2.0 + 3j])
    info(np, np.fft.irfft(S))
    info(np, np.fft.irfft(S, 5))
    info(np, np.fft.irfft(S, 3))
    info(np, np.fft.irfft(S, 8))
    info(np, np.fft.irfft([1, 2, 3]))
    info(np, np.fft.irfft(np.array([1, 2, 3], np.float32)))


@program
def fft_hfft_ihfft(np):
    sig = np.array([1.0, 2.0, 3.0, 2.0])
    spec = np.fft.ihfft(sig)
    info(np, spec)
    info(np, np.fft.hfft(spec, 4))
    info(np, np.fft.hfft(spec))
    print(np.allclose(np.fft.hfft(spec, 4), sig))
    c = np.array([1.0, 2.0 - 1j, 3.0 + 0.5j])
    info(np, np.fft.hfft(c))
    info(np, np.fft.hfft(c, 5))
    print(np.allclose(np.fft.hfft(c), np.fft.irfft(np.conj(c)) * 4))
    info(np, np.fft.ihfft(np.arange(5.0), n=3))
    info(np, np.fft.hfft(np.arange(6.0).reshape(2, 3), axis=0))
    attempt(np.fft.hfft, c, 0)
    attempt(np.fft.ihfft, sig, -1)


# ---- layouts -----------------------------------------------------------------------------------

@program
def fft_non_contiguous_inputs(np):
    base = (np.arange(40.0) * 1.3) % 7
    m = base.reshape(5, 8)
    views = {"every other": base[::2], "reversed": base[::-1], "column": m[:, 3],
             "transposed": m.T, "sub-block": m[1:4, ::3]}
    for name, v in views.items():
        F = np.fft.fft(v)
        print(name, v.flags.c_contiguous, F.shape, np.allclose(F, np.fft.fft(v.copy())),
              r5(np, F.ravel()[:2]).tolist())
        R = np.fft.rfft(v, axis=0)
        print(" rfft axis 0", R.shape, np.allclose(R, np.fft.rfft(np.ascontiguousarray(v),
                                                                    axis=0)))
    F2 = np.fft.fft2(m[::2, 1::2])
    print(F2.shape, r5(np, F2[0]).tolist())
    fo = np.asfortranarray(m)
    print(np.allclose(np.fft.rfftn(fo), np.fft.rfftn(m)), np.fft.rfftn(fo).shape)
    c = (m + 1j * m[::-1])[:, ::2]
    print(np.allclose(np.fft.ifft(c, axis=0), np.fft.ifft(c.copy(), axis=0)))


@program
def fft_input_not_modified(np):
    x = np.array([1.0, 2.0, 3.0, 4.0, 5.0])
    c = x.astype(complex)
    R = np.fft.rfft(x)
    R0 = R.copy()
    np.fft.irfft(R)
    np.fft.fft(c)
    np.fft.ifft(c)
    np.fft.hfft(R)
    np.fft.irfftn(R[None, :])
    print(x.tolist(), np.array_equal(R, R0), c.dtype, np.array_equal(c, x))
    X = np.fft.fft(x)
    X[0] = 0
    print(x.tolist(), r5(np, X[0]))


@program
def fft_batched_rows(np):
    rng = np.random.default_rng(5)
    sig = np.round(rng.normal(size=(4, 16)), 3)
    F = np.fft.fft(sig)
    print(F.shape, all(np.allclose(F[i], np.fft.fft(sig[i])) for i in range(4)))
    R = np.fft.rfft(sig, axis=1)
    print(R.shape, np.allclose(np.fft.irfft(R, 16), sig))
    energy = np.sum(np.abs(R) ** 2, axis=1)
    print(energy.shape, np.argmax(np.abs(R), axis=1).tolist())
    stack = sig.reshape(2, 2, 16)
    G = np.fft.fft(stack, axis=1)
    print(G.shape, np.allclose(G[..., 0], np.fft.fft(stack[..., 0], axis=1)))
    print(r5(np, np.fft.fft(sig, n=4, axis=0)[:, 0]).tolist() == r5(
        np, np.fft.fft(sig[:, 0])).tolist())


# ---- recipes -----------------------------------------------------------------------------------

@program
def fft_convolution_via_fft(np):
    def fftconvolve(a, b, mode="full"):
        n = len(a) + len(b) - 1
        nfft = 1 << (n - 1).bit_length()
        y = np.fft.irfft(np.fft.rfft(a, nfft) * np.fft.rfft(b, nfft), nfft)[:n]
        if mode == "same":
            start = (len(b) - 1) // 2
            return y[start:start + len(a)]
        return y

    a = np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
    k = np.array([0.25, 0.5, 0.25])
    print(np.round(fftconvolve(a, k), 6).tolist())
    print(np.allclose(fftconvolve(a, k), np.convolve(a, k)))
    print(np.round(fftconvolve(a, k, "same"), 6).tolist())
    print(np.allclose(fftconvolve(a, k, "same"), np.convolve(a, k, "same")))
    ia = np.array([1, 2, 3])
    ib = np.array([4, 5])
    r = fftconvolve(ia, ib)
    print(r.dtype, np.rint(r).astype(int).tolist(), np.convolve(ia, ib).tolist())


@program
def fft_cross_correlation_lag(np):
    n = 64
    t = np.arange(n)
    x = np.exp(-((t - 20) / 4.0) ** 2)
    y = np.roll(x, 7)
    X = np.fft.rfft(x)
    Y = np.fft.rfft(y)
    xc = np.fft.irfft(np.conj(X) * Y, n)
    lag = int(np.argmax(xc))
    print(lag, round(float(xc[lag]), 5))
    xc_full = np.fft.fftshift(np.fft.ifft(np.fft.fft(x) * np.conj(np.fft.fft(y))).real)
    lags = np.arange(-n // 2, n // 2)
    print(int(lags[np.argmax(xc_full)]))
    auto = np.fft.irfft(np.abs(X) ** 2, n)
    print(int(np.argmax(auto)), round(float(auto[0]), 5), round(float(np.sum(x ** 2)), 5))


@program
def fft_power_spectrum_periodogram(np):
    fs = 128.0
    n = 256
    t = np.arange(n) / fs
    x = 3 * np.sin(2 * np.pi * 8 * t) + np.sin(2 * np.pi * 20 * t + 0.3)
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n, 1 / fs)
    psd = (np.abs(X) ** 2) / (fs * n)
    psd[1:-1] *= 2
    peaks = f[np.argsort(psd)[-2:]]
    print(sorted(peaks.tolist()), psd.dtype, psd.shape)
    amp = 2 * np.abs(X) / n
    print(round(float(amp[f == 8.0][0]), 5), round(float(amp[f == 20.0][0]), 5))
    df = f[1] - f[0]
    print(round(float(np.sum(psd) * df), 5), round(float(np.mean(x ** 2)), 5))
    db = 10 * np.log10(psd[[16, 40]])
    print(np.round(db, 4).tolist())


@program
def fft_windows_and_leakage(np):
    n = 64
    t = np.arange(n)
    x = np.sin(2 * np.pi * 10.5 * t / n)
    for name, w in (("rect", np.ones(n)), ("hanning", np.hanning(n)),
                    ("hamming", np.hamming(n)), ("blackman", np.blackman(n)),
                    ("kaiser", np.kaiser(n, 8.6))):
        S = np.abs(np.fft.rfft(x * w)) / w.sum()
        far = S[30:].max()
        print(name, w.dtype, round(float(w.sum()), 5), int(np.argmax(S)),
              round(float(S.max()), 5), bool(far < 1e-2))
    print(np.round(np.hanning(5), 6).tolist(), np.round(np.blackman(5), 6).tolist())
    print(np.hamming(1).tolist(), np.hanning(0).tolist(), np.kaiser(3, 0).tolist())
    print(np.round(np.kaiser(4, 5.0), 6).tolist())


@program
def fft_spectrogram(np):
    fs = 64
    t = np.arange(256) / fs
    x = np.where(t < 2, np.sin(2 * np.pi * 8 * t), np.sin(2 * np.pi * 16 * t))
    nper, hop = 32, 16
    win = np.hanning(nper)
    starts = np.arange(0, len(x) - nper + 1, hop)
    frames = np.stack([x[s:s + nper] * win for s in starts])
    S = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    freqs = np.fft.rfftfreq(nper, 1 / fs)
    times = (starts + nper / 2) / fs
    print(S.shape, freqs.shape, times.tolist()[:4])
    dom = freqs[np.argmax(S, axis=1)]
    print(dom.tolist())
    Sdb = 10 * np.log10(S + 1e-10)
    print(Sdb.dtype, round(float(Sdb.max()), 3))
    strided = np.lib.stride_tricks.sliding_window_view(x, nper)[::hop]
    print(np.allclose(np.fft.rfft(strided * win), np.fft.rfft(frames)))


@program
def fft_lowpass_filter_masking(np):
    n = 128
    t = np.linspace(0, 1, n, endpoint=False)
    clean = np.sin(2 * np.pi * 3 * t)
    noisy = clean + 0.4 * np.sin(2 * np.pi * 40 * t) + 0.2 * np.cos(2 * np.pi * 55 * t)
    X = np.fft.fft(noisy)
    f = np.fft.fftfreq(n, d=t[1] - t[0])
    X_f = X.copy()
    X_f[np.abs(f) > 10] = 0
    y = np.fft.ifft(X_f)
    print(y.dtype, bool(np.abs(y.imag).max() < 1e-10), np.allclose(y.real, clean))
    R = np.fft.rfft(noisy)
    fr = np.fft.rfftfreq(n, d=1 / n)
    R[fr > 10] = 0
    z = np.fft.irfft(R, n)
    print(z.dtype, z.shape, np.allclose(z, clean), np.round(z[:4], 5).tolist())
    kept = np.count_nonzero(np.abs(R) > 1e-9)
    print(kept, int((np.abs(f) <= 10).sum()))
    hp = np.fft.rfft(noisy)
    hp[fr < 30] = 0
    print(round(float(np.std(np.fft.irfft(hp, n))), 5))


@program
def fft_bandpass_2d_image_filter(np):
    y, x = np.mgrid[0:16, 0:16]
    img = np.sin(2 * np.pi * x / 16) + 0.5 * np.sin(2 * np.pi * 6 * y / 16)
    F = np.fft.fft2(img)
    ky = np.fft.fftfreq(16)[:, None]
    kx = np.fft.fftfreq(16)[None, :]
    radius = np.sqrt(kx ** 2 + ky ** 2)
    low = np.fft.ifft2(F * (radius < 0.2)).real
    print(np.allclose(low, np.sin(2 * np.pi * x / 16)), low.dtype, low.shape)
    R = np.fft.rfft2(img)
    kxr = np.fft.rfftfreq(16)[None, :]
    mask = np.sqrt(kxr ** 2 + ky ** 2) >= 0.2
    high = np.fft.irfft2(R * mask, s=img.shape)
    print(np.allclose(high, 0.5 * np.sin(2 * np.pi * 6 * y / 16)))
    print(np.round(high[:3, 0], 5).tolist())


@program
def fft_spectral_derivative(np):
    n = 32
    L = 2 * np.pi
    xs = np.arange(n) * L / n
    u = np.sin(3 * xs) + 0.5 * np.cos(xs)
    k = np.fft.fftfreq(n, d=L / n) * 2 * np.pi
    du = np.fft.ifft(1j * k * np.fft.fft(u)).real
    exact = 3 * np.cos(3 * xs) - 0.5 * np.sin(xs)
    print(np.allclose(du, exact), np.round(du[:4], 5).tolist())
    kr = np.fft.rfftfreq(n, d=L / n) * 2 * np.pi
    d2 = np.fft.irfft(-(kr ** 2) * np.fft.rfft(u), n)
    print(np.allclose(d2, -9 * np.sin(3 * xs) - 0.5 * np.cos(xs)))
    # integrate: divide by ik, skip k == 0
    U = np.fft.rfft(du)
    with np.errstate(divide="ignore", invalid="ignore"):
        Ui = U / (1j * kr)
    Ui[0] = 0
    print(np.allclose(np.fft.irfft(Ui, n), u - u.mean()), bool(np.isnan(U[0] / (1j * kr[0]))))


@program
def fft_heat_equation_step(np):
    n = 64
    x = np.linspace(0, 1, n, endpoint=False)
    u0 = np.exp(-100 * (x - 0.5) ** 2)
    k = 2 * np.pi * np.fft.rfftfreq(n, d=1 / n)
    u_hat = np.fft.rfft(u0)
    for t in (0.0, 0.001, 0.01):
        u = np.fft.irfft(u_hat * np.exp(-k ** 2 * t), n)
        print(t, round(float(u.max()), 5), round(float(u.mean()), 6), int(np.argmax(u)))
    print(round(float(u0.mean()), 6))


@program
def fft_polynomial_multiplication(np):
    p = [3, 0, 2, 1]       # 3 + 2x^2 + x^3
    q = [1, -1, 4]         # 1 - x + 4x^2
    n = len(p) + len(q) - 1
    prod = np.fft.irfft(np.fft.rfft(p, n) * np.fft.rfft(q, n), n)
    coeffs = np.rint(prod).astype(np.int64)
    print(coeffs.tolist(), coeffs.dtype)
    print(np.convolve(p, q).tolist())
    big = np.fft.ifft(np.fft.fft([9, 9, 9, 0, 0, 0]) * np.fft.fft([9, 9, 9, 0, 0, 0]))
    digits = np.rint(big.real).astype(int)
    print(digits.tolist())
    carry, out = 0, []
    for d in digits:
        carry, r = divmod(int(d) + carry, 10)
        out.append(r)
    print(int("".join(map(str, out[::-1])).lstrip("0") or "0"), 999 * 999)


@program
def fft_zero_padding_interpolation(np):
    n = 8
    x = np.cos(2 * np.pi * np.arange(n) / n)
    X = np.fft.fft(x)
    m = 32
    Xp = np.zeros(m, complex)
    Xp[:n // 2] = X[:n // 2]
    Xp[-n // 2:] = X[-n // 2:]
    y = np.fft.ifft(Xp).real * (m / n)
    print(y.shape, np.round(y[::4], 5).tolist())
    yr = np.fft.irfft(np.fft.rfft(x), m) * (m / n)
    print(np.round(yr[:5], 5).tolist())
    print(np.allclose(yr, np.cos(2 * np.pi * np.arange(m) / m)))
    fine = np.abs(np.fft.rfft(x, 64))
    print(fine.shape, int(np.argmax(fine)), round(float(fine.max()), 5))


@program
def fft_circular_shift_theorem(np):
    x = np.array([0.0, 1.0, 4.0, 2.0, -1.0, 0.5, 0.0, 3.0])
    n = len(x)
    k = np.arange(n)
    shift = 3
    shifted = np.fft.ifft(np.fft.fft(x) * np.exp(-2j * np.pi * k * shift / n)).real
    print(np.round(shifted, 5).tolist(), np.allclose(shifted, np.roll(x, shift)))
    half = np.fft.ifft(np.fft.fft(x) * np.exp(-2j * np.pi * np.fft.fftfreq(n) * 0.5))
    print(round(float(half.real.sum()), 5), half.dtype)
    mod = np.fft.fft(x * np.exp(2j * np.pi * 2 * k / n))
    print(np.allclose(mod, np.roll(np.fft.fft(x), 2)))


@program
def fft_complex_signal_two_sided(np):
    fs = 16
    t = np.arange(32) / fs
    z = np.exp(2j * np.pi * 3 * t) + 0.5 * np.exp(-2j * np.pi * 5 * t)
    Z = np.fft.fftshift(np.fft.fft(z)) / len(z)
    f = np.fft.fftshift(np.fft.fftfreq(len(z), 1 / fs))
    big = np.abs(Z) > 1e-9
    print(f[big].tolist(), np.round(np.abs(Z[big]), 5).tolist())
    z64 = z.astype(np.complex64)
    Z64 = np.fft.fft(z64)
    print(Z64.dtype, np.round(np.abs(Z64[6]), 3), np.fft.ifft(Z64).dtype)
    print(np.allclose(np.fft.ifft(np.fft.fft(z)), z))


@program
def fft_autocorrelation_periodicity(np):
    period = 12
    t = np.arange(120)
    x = np.sin(2 * np.pi * t / period) + 0.3 * np.sin(2 * np.pi * t / 5)
    x = x - x.mean()
    nfft = 2 * len(x)
    F = np.fft.rfft(x, n=nfft)
    ac = np.fft.irfft(F * np.conj(F), n=nfft)[:len(x)]
    ac /= ac[0]
    first_peak = int(np.argmax(ac[6:30])) + 6
    print(first_peak, round(float(ac[first_peak]), 4), ac.dtype)
    direct = np.correlate(x, x, "full")[len(x) - 1:]
    print(np.allclose(ac, direct / direct[0]))


@program
def fft_2d_convolution_blur(np):
    img = np.zeros((8, 8))
    img[3:5, 3:5] = 1.0
    kern = np.zeros((8, 8))
    kern[0, 0] = 0.5
    kern[[0, 1, 0, -1], [1, 0, -1, 0]] = 0.125
    blurred = np.fft.irfft2(np.fft.rfft2(img) * np.fft.rfft2(kern), s=img.shape)
    print(np.round(blurred[2:6, 2:6], 5).tolist())
    print(round(float(blurred.sum()), 5), round(float(img.sum()), 5))
    full = np.fft.ifft2(np.fft.fft2(img) * np.fft.fft2(kern)).real
    print(np.allclose(full, blurred))


@program
def fft_3d_volume(np):
    z, y, x = np.mgrid[0:4, 0:6, 0:8]
    vol = np.cos(2 * np.pi * x / 8) * np.cos(2 * np.pi * 2 * y / 6) + (z == 1)
    F = np.fft.fftn(vol)
    nz = np.argwhere(np.abs(F) > 1e-8)
    print(F.shape, len(nz), nz[:4].tolist())
    R = np.fft.rfftn(vol)
    print(R.shape, np.allclose(np.fft.irfftn(R, vol.shape), vol))
    print(np.allclose(R, F[..., :5]))
    P = np.fft.fftn(vol, axes=(1, 2))
    print(P.shape, np.allclose(P[2], np.fft.fft2(vol[2])))
    print(round(float(np.abs(F[0, 0, 0])), 5), round(float(vol.sum()), 5))


@program
def fft_array_likes_and_lists(np):
    info(np, np.fft.fft([1, 2, 3, 4]))
    info(np, np.fft.rfft((1.0, 0.0, -1.0, 0.0)))
    info(np, np.fft.fft2([[1, 2], [3, 4]]))
    info(np, np.fft.ifft([1j, 0, 0, 0]))
    info(np, np.fft.irfft([4, 0, 0]))
    info(np, np.fft.fftn([[1, 0], [0, 1]], axes=[0]))
    info(np, np.fft.fftshift(np.fft.fftfreq(4)))
    print(type(np.fft.fft([1, 2])).__name__)


@program
def fft_nan_and_inf(np):
    # (which outputs a NaN or an infinity reaches depends on the FFT's butterflies: pocketfft's
    # and cuFFT's differ, so only what every algorithm gives is printed)
    x = np.array([1.0, np.nan, 2.0, 3.0])
    X = np.fft.fft(x)
    print(bool(np.isnan(X).any()), bool(np.isfinite(X).all()), np.isnan(X[0]))
    y = np.array([1.0, np.inf, 0.0, 0.0])
    Y = np.fft.rfft(y)
    print(bool(np.isfinite(Y).all()), Y.shape, Y.dtype)
    clean = np.nan_to_num(x)
    print(np.round(np.abs(np.fft.fft(clean)), 5).tolist())
    z = np.fft.ifft(np.array([np.nan + 0j, 0, 0, 0]))
    print(np.isnan(z.real).tolist())


@program
def fft_normalised_amplitude_helper(np):
    def amplitude_spectrum(x, fs, window="hann"):
        x = np.asarray(x, dtype=float)
        n = x.shape[-1]
        w = {"hann": np.hanning, "hamming": np.hamming, "blackman": np.blackman,
             "none": np.ones}[window](n)
        X = np.fft.rfft(x * w, axis=-1)
        amp = np.abs(X) * 2 / w.sum()
        amp[..., 0] /= 2
        if n % 2 == 0:
            amp[..., -1] /= 2
        return np.fft.rfftfreq(n, 1 / fs), amp

    t = np.arange(200) / 100.0
    x = 1.5 + 2.0 * np.sin(2 * np.pi * 10 * t)
    for window in ("none", "hann", "hamming", "blackman"):
        f, a = amplitude_spectrum(x, 100.0, window)
        print(window, f.shape, round(float(a[0]), 3), round(float(a[f == 10.0][0]), 3))
    f, a = amplitude_spectrum(np.stack([x, 2 * x]), 100.0)
    print(a.shape, np.round(a[:, 20], 3).tolist())
    attempt(amplitude_spectrum, x, 100.0, "kaiser")
    attempt(amplitude_spectrum, ["a", "b"], 10.0)


@program
def fft_kaiser_window_bad_args(np):
    print(np.round(np.kaiser(6, 2.5), 6).tolist())
    print(np.kaiser(1, 5).tolist(), np.kaiser(0, 5).tolist())
    print(np.round(np.kaiser(5, np.float32(3)), 6).tolist())
    attempt(np.kaiser, 4, "x")
    attempt(np.hanning, 3.5)
    attempt(np.hamming, -2, show=sinfo)
    attempt(np.blackman, "4")
    print(np.hanning(2).tolist(), np.blackman(1).tolist(), np.round(np.hamming(3), 6).tolist())
    print(np.hanning(4).dtype, np.kaiser(4, 1).dtype, np.bartlett(5).tolist())


@program
def fft_welch_average(np):
    rng = np.random.default_rng(11)
    fs = 100.0
    n = 1000
    t = np.arange(n) / fs
    x = np.sin(2 * np.pi * 12.5 * t) + 0.1 * np.round(rng.standard_normal(n), 3)
    nseg, step = 100, 50
    win = np.hamming(nseg)
    scale = 1.0 / (fs * np.sum(win ** 2))
    segs = np.lib.stride_tricks.sliding_window_view(x, nseg)[::step]
    segs = segs - segs.mean(axis=1, keepdims=True)
    P = np.abs(np.fft.rfft(segs * win, axis=1)) ** 2 * scale
    P[:, 1:-1] *= 2
    psd = P.mean(axis=0)
    f = np.fft.rfftfreq(nseg, 1 / fs)
    print(segs.shape, psd.shape, float(f[np.argmax(psd)]))
    print(round(float(np.sum(psd) * (f[1] - f[0])), 3))


@program
def fft_dtype_preserving_pipeline(np):
    x = np.linspace(0, 1, 16, dtype=np.float32)
    X = np.fft.rfft(x)
    X *= np.float32(0.5)
    y = np.fft.irfft(X, n=16)
    print(X.dtype, y.dtype, np.allclose(y, x / 2, atol=1e-6))
    Y = np.fft.fft2(x.reshape(4, 4))
    print(Y.dtype, np.fft.ifft2(Y).real.dtype)
    Z = np.fft.fftn(x.reshape(2, 8), norm="ortho")
    print(Z.dtype, round(float(np.sum(np.abs(Z) ** 2)), 3), round(float(np.sum(x ** 2)), 3))
    print(np.fft.fftfreq(4, np.float32(1)).dtype, np.fft.rfftfreq(4).dtype)
    print(np.fft.fftshift(x.reshape(4, 4)).dtype, np.fft.fft(x.astype(np.float16)).dtype)
    m = np.fft.irfftn(np.fft.rfftn(x.reshape(4, 4)), s=(4, 4))
    print(m.dtype, np.allclose(m, x.reshape(4, 4), atol=1e-6))


@program
def fft_scalars_from_spectra(np):
    x = np.array([2.0, 1.0, 0.0, 1.0, 2.0, 3.0])
    X = np.fft.fft(x)
    dc = X[0]
    print(type(dc).__name__, float(dc), int(dc), complex(X[1]).real.__round__(5))
    print(float(np.fft.fft(x.astype(np.float32))[0]), int(X[0] + 1))
    k = np.argmax(np.abs(X[1:len(x) // 2 + 1])) + 1
    print(k, round(float(np.abs(X[k])), 5), f"{abs(X[k]):.4f}", f"{X[0].real:.2f}")
    attempt(round, X[1])
    attempt(round, X[1], 2)
    attempt(lambda: X[1] // 2)
    attempt(lambda: 3 % X[1])
    attempt(lambda: divmod(X[1], X[2]))
    attempt(lambda: X[1] // np.array([2.0]))
    attempt(lambda: X[1] % x)
    attempt(lambda: X[1] @ X[2])                  # a dot product of two bins, mistyped
    attempt(lambda: np.abs(X[1]) @ np.abs(X[:2]))
    attempt(lambda: range(np.abs(X[0])))
    attempt(lambda: int(np.abs(X[2])))
    # a length computed as a NumPy integer: frequencies for it
    mask = np.array([True, True, False, True, True, False, True])
    m = mask.sum()
    show(np.fft.fftfreq(m, d=0.5))
    show(np.fft.rfftfreq(m))
    show(np.fft.fftshift(np.arange(6).reshape(2, 3), axes=np.argmax([0, 3])))
    attempt(np.fft.fftfreq, np.float64(m))


@program
def fft_bin_lookup_and_hold_upsampling(np):
    fs = 64.0
    n = 64
    t = np.arange(n) / fs
    x = np.sin(2 * np.pi * 5 * t) + 0.5 * np.sin(2 * np.pi * 12 * t)
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n, 1 / fs)
    df = f[1] - f[0]
    for f0 in (5.0, 12.0, 12.4):
        k = np.round(f0 / df)          # a float bin index
        print(f0, k, round(float(np.abs(np.take(X, k))) * 2 / n, 5), np.take(f, k))
    bins = np.round(np.array([5.0, 12.0]) / df)
    attempt(np.take, X, bins)
    attempt(np.take, X, bins.astype(int), show=lambda r: print(np.round(np.abs(r), 5)))
    ratio = f.max() / 16               # a zero-order hold by a float factor
    held = np.repeat(x[:4], ratio)
    print(ratio, held.shape, np.round(held[:6], 5).tolist())
    attempt(np.repeat, x[:4], np.array(ratio))
    attempt(np.repeat, x[:4], np.array([ratio]))


@program
def fft_lengths_spacings_and_phases_as_numpy_scalars(np):
    x = np.arange(8.0)
    print(np.fft.fft(x, n=8).shape, np.fft.rfft(x, axis=0).shape)
    attempt(np.fft.fft, x, n=8.0)
    attempt(np.fft.fft, x, n=np.float64(8))
    attempt(np.fft.rfft, x, axis=0.0)
    nfft = 2 ** np.ceil(np.log2(len(x) + 3))   # a float64: the int() forgotten
    attempt(np.fft.rfft, x, n=nfft)
    attempt(np.fft.rfft, x, n=int(nfft), show=sinfo)
    attempt(np.fft.fft, x, n=8.0, out=np.empty(8, complex), show=sinfo)
    attempt(np.fft.rfft, x, n=x.any(), show=sinfo)
    attempt(np.fft.irfft, x + 0j, n=x.any())
    # integer timestamps: the spacing is an integer scalar (zero when two samples coincide)
    stamps = np.array([1000, 1002, 1004, 1006, 1006])
    d = stamps[1] - stamps[0]
    show(np.fft.rfftfreq(4, d))
    with np.errstate(divide="warn", invalid="warn"):
        show(np.fft.fftfreq(4, stamps[-1] - stamps[-2]))
        # (two lines: on a GPU the device division's warning comes when its value is printed,
        # NumPy's own float32 scalars warn at once)
        print(1.0 / (stamps[-1] - stamps[-2]))
        print(np.float32(1) / np.float32(0))
    # a phase ramp from a frequency scalar
    w0 = 2 * np.pi * np.fft.rfftfreq(8)[1]
    z = 1j * w0
    print(repr(z), type(z).__name__, repr(w0 * 1j), repr(np.round(np.exp(1j * w0), 6)))
    print(repr(1j / w0 * np.pi), repr((1 + 1j) - w0))
    attempt(lambda: 1j / (w0 * 0))
    ramp = np.exp(-1j * w0 * np.arange(4))
    print(np.round(ramp, 5).tolist(), ramp.dtype)
    flag = np.abs(np.fft.fft(x))[0] > 10
    print(repr(flag / 2), repr(flag + np.int8(127)))
