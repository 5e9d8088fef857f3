"""Signal-processing and time-series programs as real code writes them: convolution and
correlation, window functions, moving averages (cumsum, sliding windows, as_strided), diff and
gradient, interp and unwrap, FFT spectra and filtering, padding, resampling, peak finding,
integration, binning, quantization to integer audio, decimation, odd dtypes, empty and length-1
signals, and NumPy's errors for bad arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded (runner.show_rounded) so that the last bits of device math do not matter.
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


# ---- convolve / correlate ----------------------------------------------------------------------

@program
def sig_convolve_modes(np):
    x = np.array([1., 2., 3., 4., 5.])
    h = np.array([0.25, 0.5, 0.25])
    for mode in ("full", "same", "valid"):
        show(np.convolve(x, h, mode=mode))
    # the shorter argument first: NumPy swaps them
    for mode in ("full", "same", "valid"):
        show(np.convolve(h, x, mode))
    attempt(np.convolve, x, h, mode="bogus")
    attempt(np.convolve, x, h, mode=3)
    show(np.convolve(x, h, mode=0))
    show(np.convolve(x, h, mode=1))
    show(np.convolve(x, h, mode=2))


@program
def sig_convolve_integer_and_bool(np):
    a = np.array([1, 2, 3], dtype=np.int16)
    b = np.array([1, -1], dtype=np.int16)
    show(np.convolve(a, b))
    show(np.convolve(a, np.array([1, 1], dtype=np.uint8)))
    show(np.convolve(np.array([200, 100], dtype=np.uint8), np.array([2, 2], dtype=np.uint8)))
    show(np.convolve([True, False, True], [True, True]))
    show(np.convolve([1, 2, 3], [0.5]))
    show(np.convolve(np.array([1, 2], dtype=np.int8), np.array([1.5], dtype=np.float32)))
    show(np.convolve(3, [1, 2]))
    show(np.convolve([1, 2, 3], 2.0))


@program
def sig_convolve_complex(np):
    x = np.exp(1j * np.pi / 4 * np.arange(6))
    h = np.array([1, 1j, -1])
    for mode in ("full", "same", "valid"):
        show(np.convolve(x, h, mode))
    show(np.convolve(x.astype(np.complex64), np.array([1, 2], dtype=np.float32)))
    show(np.convolve(np.array([1, 2]), np.array([1j, 1])))


@program
def sig_correlate_modes(np):
    x = np.array([0., 1., 2., 3., 2., 1., 0.])
    t = np.array([1., 2., 1.])
    for mode in ("valid", "same", "full"):
        show(np.correlate(x, t, mode))
    show(np.correlate(x, t))
    # arguments swapped: correlate reverses the result
    show(np.correlate(t, x, "full"))
    show(np.correlate(t, x, "valid"))
    show(np.correlate([1, 2, 3], [0, 1, 0.5], "same"))
    attempt(np.correlate, x, t, "nope")


@program
def sig_correlate_complex_conjugates(np):
    a = np.array([1 + 1j, 2 - 1j, 0.5j])
    v = np.array([1j, 1 - 1j])
    show(np.correlate(a, v, "full"))
    show(np.correlate(v, a, "full"))
    show(np.correlate(a, a, "valid"))
    show(np.correlate(a.astype(np.complex64), v.astype(np.complex64), "same"))
    z = np.exp(2j * np.pi * 0.1 * np.arange(20))
    ac = np.correlate(z, z, "full")
    lag = int(np.argmax(np.abs(ac))) - (len(z) - 1)
    print("lag", lag, round(float(np.abs(ac).max()), 6))


@program
def sig_convolve_empty_and_bad(np):
    attempt(np.convolve, np.array([]), np.array([1., 2.]))
    attempt(np.convolve, np.array([1., 2.]), np.array([]))
    attempt(np.correlate, np.array([]), np.array([1.]))
    attempt(np.correlate, np.array([1.]), np.array([]))
    attempt(np.convolve, np.ones((2, 2)), np.ones(2))
    attempt(np.correlate, np.ones(3), np.ones((1, 2)))
    attempt(np.convolve, np.array(["a", "b"]), np.array(["c"]))
    show(np.convolve([5.], [2.]))
    show(np.correlate([5.], [2.], "full"))
    show(np.convolve(np.array([1.]), np.array([1., 2., 3.]), "same"))
    show(np.convolve(np.array([1.]), np.array([1., 2., 3.]), "valid"))


@program
def sig_convolve_overflow(np):
    a = np.array([100, 100, 100], dtype=np.int8)
    show(np.convolve(a, a))
    big = np.array([2 ** 62, 2 ** 62], dtype=np.int64)
    show(np.convolve(big, np.array([2, 2])))
    f16 = np.array([60000., 60000.], dtype=np.float16)
    show(np.convolve(f16, f16))
    print(np.convolve(np.array([1, 2], np.uint16), np.array([3], np.int16)).dtype)
    print(np.convolve(np.array([1, 2], np.uint64), np.array([3], np.int64)).dtype)


# ---- windows -----------------------------------------------------------------------------------

@program
def sig_windows(np):
    for n in (0, 1, 2, 5, 8):
        for w in (np.hanning, np.hamming, np.blackman, np.bartlett):
            show(w(n))
    for beta in (0, 5, 14.0):
        show(np.kaiser(6, beta))
    show(np.kaiser(1, 3))
    show(np.kaiser(0, 3))
    show(np.hanning(-3))
    show(np.bartlett(3.0))
    attempt(np.hanning, 2.5)
    attempt(np.kaiser, 4.5, 2)
    attempt(np.hamming, "4")
    show(np.kaiser(4, np.float32(2)))
    show(np.kaiser(4, -2))


@program
def sig_windowed_spectrum(np):
    n = 64
    t = np.arange(n) / n
    x = np.sin(2 * np.pi * 5.5 * t) + 0.1 * np.cos(2 * np.pi * 12 * t)
    for w in (np.ones(n), np.hanning(n), np.hamming(n), np.blackman(n), np.kaiser(n, 8.6)):
        spec = np.abs(np.fft.rfft(x * w)) / w.sum()
        k = int(np.argmax(spec))
        print(k, round(float(spec[k]), 6), round(float(spec[12]), 6), spec.dtype, spec.shape)
    coherent = np.hanning(n).mean()
    enbw = n * np.sum(np.hanning(n) ** 2) / np.sum(np.hanning(n)) ** 2
    print(round(float(coherent), 6), round(float(enbw), 6))


# ---- moving averages ---------------------------------------------------------------------------

@program
def sig_moving_average_cumsum(np):
    x = np.array([3., 1., 4., 1., 5., 9., 2., 6., 5., 3.])
    k = 3
    c = np.cumsum(np.insert(x, 0, 0.))
    show((c[k:] - c[:-k]) / k)
    c2 = np.cumsum(x, dtype=np.float64)
    c2[k:] = c2[k:] - c2[:-k]
    show(c2[k - 1:] / k)
    xi = np.array([1, 2, 3, 4, 5], dtype=np.int16)
    ci = np.cumsum(xi)
    print(ci.dtype, ci.tolist())
    show(np.convolve(x, np.ones(k) / k, "valid"))
    u8 = np.array([250, 10, 20], dtype=np.uint8)
    print(np.cumsum(u8).dtype, np.cumsum(u8).tolist(), np.cumsum(u8, dtype=np.uint8).tolist())


@program
def sig_sliding_window_view(np):
    from numpy.lib.stride_tricks import sliding_window_view as swv  # noqa: F401
    x = np.arange(10.)
    w = np.lib.stride_tricks.sliding_window_view(x, 4)
    print(w.shape, w.strides[1] == x.strides[0], w.flags.writeable)
    show(w.mean(axis=-1))
    show(w.max(axis=1))
    show(np.median(w, axis=1))
    show(np.lib.stride_tricks.sliding_window_view(x, 3)[::2].std(axis=-1))
    m = np.arange(12).reshape(3, 4)
    w2 = np.lib.stride_tricks.sliding_window_view(m, (2, 2))
    print(w2.shape)
    show(w2.sum(axis=(-1, -2)))
    w3 = np.lib.stride_tricks.sliding_window_view(m, 2, axis=1)
    print(w3.shape, w3[1, 2].tolist())
    w4 = np.lib.stride_tricks.sliding_window_view(x, 3, writeable=True)
    print(w4.flags.writeable)
    attempt(np.lib.stride_tricks.sliding_window_view, x, 11)
    attempt(np.lib.stride_tricks.sliding_window_view, x, -1)
    attempt(np.lib.stride_tricks.sliding_window_view, m, (2, 2), axis=1)
    attempt(np.lib.stride_tricks.sliding_window_view, m, (2,))
    attempt(np.lib.stride_tricks.sliding_window_view, x, 2, axis=3)
    print(np.lib.stride_tricks.sliding_window_view(x, 10).shape)
    print(np.lib.stride_tricks.sliding_window_view(x, 0).shape)


@program
def sig_as_strided_frames(np):
    from numpy.lib.stride_tricks import as_strided
    x = np.arange(12, dtype=np.float32)
    frame, hop = 4, 2
    n = 1 + (len(x) - frame) // hop
    s = x.strides[0]
    frames = as_strided(x, shape=(n, frame), strides=(hop * s, s))
    print(frames.shape, frames.dtype, frames.tolist())
    show((frames * np.hanning(frame).astype(np.float32)).sum(axis=1))
    ro = as_strided(x, shape=(3,), strides=(s,), writeable=False)
    print(ro.flags.writeable)
    try:
        ro[0] = 5
    except ValueError as e:
        print("ValueError", e)
    toep = as_strided(np.array([1, 2, 3, 4, 5]), shape=(3, 3), strides=(8, 8))
    print(toep.tolist())
    print(as_strided(x).shape, as_strided(x, shape=(2, 2)).shape)


# ---- diff / gradient ---------------------------------------------------------------------------

@program
def sig_diff_variants(np):
    x = np.array([1, 4, 9, 16, 25])
    show(np.diff(x))
    show(np.diff(x, n=2))
    show(np.diff(x, n=0))
    show(np.diff(x, n=5))
    show(np.diff(x, n=6))
    show(np.diff(x, prepend=0))
    show(np.diff(x, append=[30, 40]))
    show(np.diff(x, prepend=0.5))
    show(np.diff(x.astype(np.uint8)))
    show(np.diff(np.array([True, False, False, True])))
    m = np.arange(12).reshape(3, 4) ** 2
    show(np.diff(m, axis=0))
    show(np.diff(m, axis=-1, prepend=np.zeros((3, 1), dtype=int)))
    show(np.diff(m, axis=0, append=m[-1:]))
    attempt(np.diff, x, n=-1)
    attempt(np.diff, np.float64(3.0))
    attempt(np.diff, m, axis=2)
    attempt(np.diff, m, prepend=np.zeros((2, 1)))
    attempt(np.diff, x, n=1.5)


@program
def sig_diff_datetime_and_float16(np):
    t = np.array(["2024-01-01T00:00", "2024-01-01T00:05", "2024-01-01T00:17"], dtype="M8[m]")
    d = np.diff(t)
    print(d.dtype, d.tolist())
    h = np.array([1., 1.5, 3., 65504.], dtype=np.float16)
    show(np.diff(h))
    show(np.diff(np.array([1 + 1j, 2, 3j])))
    show(np.diff(np.array([], dtype=np.float32)))
    show(np.diff(np.array([7.])))


@program
def sig_gradient_spacing(np):
    y = np.array([1., 2., 4., 7., 11., 16.])
    show(np.gradient(y))
    show(np.gradient(y, 0.5))
    show(np.gradient(y, edge_order=2))
    xs = np.array([0., 1., 1.5, 3.5, 4., 6.])
    show(np.gradient(y, xs))
    show(np.gradient(y, xs, edge_order=2))
    show(np.gradient(np.array([1, 3, 6, 10], dtype=np.int16)))
    show(np.gradient(np.array([1, 3, 6, 10], dtype=np.uint8)))
    show(np.gradient(np.array([1., 3., 6.], dtype=np.float32), 2))
    show(np.gradient(np.array([1., 3., 6.], dtype=np.float16)))
    attempt(np.gradient, y, edge_order=3)
    attempt(np.gradient, np.array([1., 2.]), edge_order=2)
    attempt(np.gradient, np.array([1.]))
    attempt(np.gradient, y, np.array([0., 1.]))
    attempt(np.gradient, y, 1., 2.)


@program
def sig_gradient_axis(np):
    f = np.array([[1., 2., 6.], [3., 4., 5.], [0., 8., 1.]])
    attempt(np.gradient, f)
    attempt(np.gradient, f, axis=0)
    attempt(np.gradient, f, axis=(1,))
    attempt(np.gradient, f, 2., axis=-1)
    attempt(np.gradient, f, 1., [0., 1., 3.])
    attempt(np.gradient, f, [0., 1., 3.], 0.5, edge_order=2)
    attempt(np.gradient, f, axis=2)
    attempt(np.gradient, f, axis=(0, 0))
    attempt(np.gradient, f, np.ones((3, 3)))
    d = np.array(["2024-01-01", "2024-01-03", "2024-01-07"], dtype="M8[D]")
    attempt(np.gradient, d)
    attempt(np.gradient, np.array([1, 2, 4], dtype="m8[s]"))


# ---- interp / unwrap ---------------------------------------------------------------------------

@program
def sig_interp_basic(np):
    xp = np.array([0., 1., 2., 3.])
    fp = np.array([0., 10., 5., 7.])
    x = np.array([-1., 0., 0.5, 1.25, 2.999, 3., 4.])
    show(np.interp(x, xp, fp))
    show(np.interp(x, xp, fp, left=-99, right=99))
    show(np.interp(x, xp, fp, left=np.nan))
    show(np.interp(1.5, xp, fp))
    print(type(np.interp(1.5, xp, fp)).__name__)
    show(np.interp([[0.5, 1.5], [2.5, 9.]], xp, fp))
    show(np.interp(x.astype(np.float32), xp, fp.astype(np.float32)))
    show(np.interp(np.array([1, 2]), [0, 4], [0, 8]))
    show(np.interp(np.nan, xp, fp))
    attempt(np.interp, [0.5, 1.5], xp, fp, left=1j)


@program
def sig_interp_period_and_complex(np):
    xp = np.array([190., -190., 350., -350.])
    fp = np.array([5., 10., 3., 4.])
    x = np.array([-180., -170., -185., 185., -10., -5., 0., 365.])
    show(np.interp(x, xp, fp, period=360))
    show(np.interp(x, xp, fp, period=-360))
    attempt(np.interp, x, xp, fp, period=0)
    show(np.interp(5., [0., 10.], [0., 1.], period=10, left=7))
    cp = np.array([1 + 1j, 2 - 1j, 3j])
    show(np.interp([0.5, 1.5, -1, 5], [0, 1, 2], cp))
    show(np.interp([0.5, 3.], [0, 1, 2], cp, right=0))
    show(np.interp([0.5], [0, 1, 2], cp.astype(np.complex64)))
    show(np.interp([0.5, 1.5], [0, 1, 2], cp, period=2))


@program
def sig_interp_errors(np):
    attempt(np.interp, [1.], [], [])
    attempt(np.interp, [1.], [0., 1.], [1., 2., 3.])
    attempt(np.interp, [1.], [[0., 1.]], [[1., 2.]])
    attempt(np.interp, [1.], [0., 1.], [[1., 2.]])
    attempt(np.interp, [], [0., 1.], [1., 2.])
    attempt(np.interp, [1.], [0., 1.], ["a", "b"])
    attempt(np.interp, [0.5], [1.], [3.])
    attempt(np.interp, [0.5], [0., 1.], [1., 2.], period=360, left=0)
    attempt(np.interp, [1 + 1j], [0., 1.], [1., 2.])


@program
def sig_unwrap_phase(np):
    phase = np.linspace(0, 6 * np.pi, 13)
    wrapped = np.angle(np.exp(1j * phase))
    show(np.unwrap(wrapped))
    show(np.unwrap(wrapped, discont=np.pi / 2))
    deg = np.array([350., 10., 30., 350., 340., 20.])
    show(np.unwrap(deg, period=360))
    show(np.unwrap(np.array([0, 3, 6, 0, 3], dtype=np.int64), period=6))
    show(np.unwrap(np.array([1, 5, 2, 6]), period=4))
    show(np.unwrap(np.array([0., 1., 2.]), period=4.0, discont=1.0))
    m = np.array([[0., 3., 6.5], [0., -3., -6.5]])
    show(np.unwrap(m, axis=1))
    show(np.unwrap(m, axis=0))
    show(np.unwrap(np.array([], dtype=np.float32)))
    show(np.unwrap(np.array([0., 4.], dtype=np.float32)))
    show(np.unwrap(np.array([0., 4.], dtype=np.float16)))
    attempt(np.unwrap, np.array([1 + 1j, 2]))
    attempt(np.unwrap, np.array(["a"]))


# ---- fft ---------------------------------------------------------------------------------------

@program
def sig_fft_spectrum(np):
    fs = 100.
    n = 50
    t = np.arange(n) / fs
    x = 2 * np.sin(2 * np.pi * 10 * t) + np.cos(2 * np.pi * 20 * t) + 0.5
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n, d=1 / fs)
    print(X.shape, X.dtype, f.shape, f.dtype)
    mag = 2 * np.abs(X) / n
    mag[0] /= 2
    top = np.argsort(mag)[::-1][:3]
    print(sorted(f[top].round(6).tolist()), sorted(mag[top].round(6).tolist()))
    F = np.fft.fftshift(np.fft.fftfreq(8, 0.5))
    show(F)
    show(np.fft.ifftshift(F))
    show(np.fft.fftfreq(5))
    show(np.fft.rfftfreq(5, 0.1))
    show(np.fft.fftshift(np.arange(9).reshape(3, 3), axes=0))
    show(np.fft.fftfreq(4, d=np.float32(0.5)))
    attempt(np.fft.fftfreq, 4.5)
    attempt(np.fft.fftfreq, 0)
    attempt(np.fft.rfftfreq, 0)


@program
def sig_fft_filter(np):
    n = 32
    t = np.arange(n)
    x = np.sin(2 * np.pi * 2 * t / n) + 0.3 * np.sin(2 * np.pi * 11 * t / n)
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n)
    X[f > 0.2] = 0
    y = np.fft.irfft(X, n)
    show(y[:6])
    print(round(float(np.max(np.abs(y - np.sin(2 * np.pi * 2 * t / n)))), 6))
    Y = np.fft.fft(x)
    Y[np.abs(np.fft.fftfreq(n)) > 0.2] = 0
    z = np.fft.ifft(Y)
    print(z.dtype, round(float(np.abs(z.imag).max()), 6), np.allclose(z.real, y))
    show(np.fft.irfft(X))
    print(np.fft.irfft(X, 31).shape, np.fft.irfft(X[:5], 16).shape)


@program
def sig_fft_zero_padding_and_norm(np):
    x = np.array([1., 2., 1., -1.])
    show(np.fft.fft(x, 8))
    show(np.fft.fft(x, 2))
    show(np.fft.rfft(x, 7))
    for norm in (None, "backward", "ortho", "forward"):
        X = np.fft.fft(x, norm=norm)
        print(norm, X.round(6).tolist(), np.allclose(np.fft.ifft(X, norm=norm), x))
    attempt(np.fft.fft, x, norm="bad")
    attempt(np.fft.fft, x, 0)
    attempt(np.fft.fft, x, -2)
    attempt(np.fft.fft, x, True)
    attempt(np.fft.fft, x, out=np.empty(4))
    attempt(np.fft.rfft, x.astype(np.float32), out=np.empty(3, np.float32))
    attempt(np.fft.rfft, x + 1j)
    attempt(np.fft.fft, np.array([]))
    attempt(np.fft.irfft, np.array([1 + 0j]))
    show(np.fft.fft(np.array([3.])))
    show(np.fft.rfft(np.array([1, 2, 3], dtype=np.int16)))
    show(np.fft.fft(np.array([1, 2], dtype=np.float32)))
    show(np.fft.fft(np.array([1, 2], dtype=np.float16)))


@program
def sig_fft_convolution_theorem(np):
    a = np.array([1., 2., 3., 0.5])
    b = np.array([0.5, -1., 2.])
    n = len(a) + len(b) - 1
    via_fft = np.fft.irfft(np.fft.rfft(a, n) * np.fft.rfft(b, n), n)
    show(via_fft)
    print(np.allclose(via_fft, np.convolve(a, b)))
    circ = np.fft.ifft(np.fft.fft(a) * np.fft.fft(np.r_[b, 0])).real
    show(circ)
    xc = np.fft.irfft(np.fft.rfft(a, 8) * np.conj(np.fft.rfft(a, 8)), 8)
    show(xc)
    psd = np.abs(np.fft.fft(a)) ** 2 / len(a)
    print(round(float(psd.sum()), 6), round(float(np.sum(a ** 2)), 6))


@program
def sig_stft_frames(np):
    x = np.sin(np.linspace(0, 8 * np.pi, 64))
    frame, hop = 16, 8
    frames = np.lib.stride_tricks.sliding_window_view(x, frame)[::hop]
    win = np.hanning(frame)
    S = np.fft.rfft(frames * win, axis=-1)
    print(S.shape, S.dtype)
    show(np.abs(S).argmax(axis=1))
    show(np.abs(S[:, 1]))
    spec2 = np.fft.rfft(frames * win, n=32, axis=1)
    print(spec2.shape)
    db = 20 * np.log10(np.abs(S) + 1e-12)
    print(round(float(db.max()), 4), db.shape)
    with np.errstate(divide="ignore"):
        raw = 20 * np.log10(np.abs(np.fft.rfft(np.zeros(8))))
    show(raw)


# ---- padding -----------------------------------------------------------------------------------

@program
def sig_pad_modes(np):
    x = np.array([1., 2., 3., 5.])
    for mode in ("constant", "edge", "linear_ramp", "maximum", "mean", "median", "minimum",
                 "reflect", "symmetric", "wrap", "empty"):
        r = np.pad(x, (2, 3), mode=mode)
        if mode == "empty":
            print(mode, r.shape, r.dtype, r[2:6].tolist())
        else:
            print(mode, r.round(6).tolist())
    show(np.pad(x, 2, constant_values=(-1, 9)))
    show(np.pad(x, (1, 2), "linear_ramp", end_values=(10, 20)))
    show(np.pad(x, 3, "reflect", reflect_type="odd"))
    show(np.pad(x, 6, "symmetric", reflect_type="odd"))
    show(np.pad(x, 9, "wrap"))
    show(np.pad(x, (1, 1), "maximum", stat_length=2))
    show(np.pad(x, (2, 0), "mean", stat_length=(3, 1)))
    show(np.pad(np.array([1, 2, 4], dtype=np.int16), 2, "mean"))
    show(np.pad(np.array([1, 2, 4], dtype=np.uint8), 2, "linear_ramp", end_values=300))


@program
def sig_pad_2d_and_errors(np):
    m = np.arange(6).reshape(2, 3)
    show(np.pad(m, ((1, 0), (0, 2)), "reflect"))
    show(np.pad(m, ((0, 0), (2, 2)), "wrap"))
    show(np.pad(m, 1, "edge"))
    show(np.pad(m, {1: (1, 1)}, "constant", constant_values=7) if False else np.pad(m, [(0, 0),
                                                                                      (1, 1)]))

    def fill(vector, pad_width, iaxis, kwargs):
        vector[:pad_width[0]] = kwargs.get("v", -1)
        if pad_width[1]:
            vector[-pad_width[1]:] = iaxis + 10
    show(np.pad(m, 1, fill))
    show(np.pad(m, 1, fill, v=-5))
    attempt(np.pad, m, -1)
    attempt(np.pad, m, ((1, 2, 3),))
    attempt(np.pad, m, 1, "nope")
    attempt(np.pad, m, 1, "edge", constant_values=3)
    attempt(np.pad, np.array([]), 2, "reflect")
    attempt(np.pad, np.array([]), 2, "edge")
    attempt(np.pad, np.array([]), 2, "maximum")
    attempt(np.pad, np.array([]), 2)
    attempt(np.pad, m, 1.5)
    attempt(np.pad, m, 1, "maximum", stat_length=0)
    show(np.pad(np.array([3.]), 3, "reflect"))
    show(np.pad(np.array([3.]), 3, "wrap"))


# ---- resampling / decimation -------------------------------------------------------------------

@program
def sig_resample_repeat_interp(np):
    x = np.array([1., 3., 2., 5.])
    show(np.repeat(x, 3))
    show(np.repeat(x, [1, 2, 0, 3]))
    up = np.interp(np.arange(0, 3.01, 0.5), np.arange(4), x)
    show(up)
    n_new = 7
    t_old = np.linspace(0, 1, len(x))
    t_new = np.linspace(0, 1, n_new)
    show(np.interp(t_new, t_old, x))
    show(np.kron(x, np.ones(2)))
    zero_stuffed = np.zeros(len(x) * 3)
    zero_stuffed[::3] = x
    show(zero_stuffed)
    show(x.reshape(2, 2).mean(axis=1))
    attempt(np.repeat, x, -1)
    attempt(np.repeat, x, [1, 2])
    attempt(np.repeat, x, 1.5)


@program
def sig_decimate_strided(np):
    x = np.arange(20, dtype=np.float32) ** 1.5
    show(x[::4])
    show(x[1::3])
    show(x[::-5])
    show(x[len(x) - 1::-7])
    k = 4
    trimmed = x[: len(x) // k * k].reshape(-1, k)
    show(trimmed.mean(axis=1))
    lp = np.convolve(x, np.ones(k) / k, "same")[::k]
    show(lp)
    print(x[::4].flags.c_contiguous, x[::4].strides, x[::4].base is x)
    try:
        x[::0]
    except ValueError as e:
        print("ValueError", e)
    show(x[100::2])


# ---- peaks / envelope --------------------------------------------------------------------------

@program
def sig_peaks_argrelextrema(np):
    x = np.array([0., 2., 1., 3., 3., 1., 5., 0., 4., 4., 4., 2.])
    inner = x[1:-1]
    peaks = np.flatnonzero((inner > x[:-2]) & (inner > x[2:])) + 1
    print(peaks.tolist(), peaks.dtype)
    plateau = np.flatnonzero((inner >= x[:-2]) & (inner >= x[2:])) + 1
    print(plateau.tolist())
    troughs = np.nonzero(np.diff(np.sign(np.diff(x))) > 0)[0] + 1
    print(troughs.tolist())
    print(int(np.argmax(x)), int(np.argmin(x)), int(np.argmax(x[::-1])))
    order = np.argsort(-x, kind="stable")[:3]
    print(order.tolist())
    m = np.array([[1, 5, 2], [7, 0, 7]])
    print(np.argmax(m, axis=1).tolist(), np.argmax(m).item(), np.unravel_index(np.argmax(m),
                                                                               m.shape))
    print(np.argmax(m, axis=0, keepdims=True).shape)
    attempt(np.argmax, np.array([]))
    print(np.argmax(np.array([np.nan, 1., np.nan])), np.argmin(np.array([1., np.nan])))
    zc = np.flatnonzero(np.diff(np.signbit(np.sin(np.linspace(0, 4 * np.pi, 50)))))
    print(zc.tolist())


@program
def sig_envelope(np):
    n = 64
    t = np.arange(n)
    am = (1 + 0.5 * np.cos(2 * np.pi * t / 32)) * np.cos(2 * np.pi * 8 * t / n)
    X = np.fft.fft(am)
    h = np.zeros(n)
    h[0] = h[n // 2] = 1
    h[1:n // 2] = 2
    analytic = np.fft.ifft(X * h)
    env = np.abs(analytic)
    show(env[:8])
    print(round(float(env.max()), 6), round(float(env.min()), 6), analytic.dtype)
    rect = np.maximum(am, 0)
    smooth = np.convolve(rect, np.ones(8) / 8, "same")
    show(smooth[::8])
    rms = np.sqrt(np.mean(np.lib.stride_tricks.sliding_window_view(am, 8) ** 2, axis=-1))
    show(rms[::8])
    peak_db = 20 * np.log10(np.max(np.abs(am)))
    print(round(float(peak_db), 6))
    show(np.maximum.accumulate(np.abs(am))[::8])


# ---- integration, binning ----------------------------------------------------------------------

@program
def sig_trapezoid(np):
    y = np.array([0., 1., 4., 9., 16.])
    show(np.trapezoid(y))
    show(np.trapezoid(y, dx=0.5))
    show(np.trapezoid(y, x=np.array([0., 1., 3., 4., 8.])))
    m = np.arange(12.).reshape(3, 4)
    show(np.trapezoid(m, axis=0))
    show(np.trapezoid(m, axis=-1, dx=2))
    show(np.trapezoid(m, x=np.array([0., 1., 2., 4.])))
    show(np.trapezoid(m, x=np.array([[0.], [1.], [3.]]), axis=0))
    show(np.trapezoid(np.array([1, 2, 3])))
    show(np.trapezoid(np.array([1, 2, 3], dtype=np.int8), dx=np.float32(1)))
    show(np.trapezoid(np.array([1., 2.], dtype=np.float32)))
    print(np.trapezoid(np.array([1 + 1j, 2 - 1j])))
    show(np.trapezoid(np.array([5.])))
    show(np.trapezoid(np.array([])))
    show(np.trapezoid([1, 2, 3], [0, 2, 3]))
    attempt(np.trapezoid, y, x=np.array([0., 1.]))
    attempt(np.trapezoid, m, axis=3)
    print(hasattr(np, "trapz"))


@program
def sig_cumulative_integration(np):
    y = np.array([0., 1., 4., 9., 16.])
    c = np.cumulative_sum((y[1:] + y[:-1]) / 2, include_initial=True)
    show(c)
    show(np.cumulative_sum(y, include_initial=True))
    show(np.cumulative_sum(np.arange(6).reshape(2, 3), axis=1, include_initial=True))
    show(np.cumulative_prod(np.array([1, 2, 3], dtype=np.int8), include_initial=True))
    attempt(np.cumulative_sum, np.arange(6).reshape(2, 3))
    show(np.cumulative_sum(np.array([1, 2], dtype=np.uint8)))
    show(np.cumulative_sum(np.array([True, True, False])))


@program
def sig_digitize_searchsorted(np):
    x = np.array([0.2, 6.4, 3.0, 1.6, -1., 10., 4.])
    bins = np.array([0., 1., 2.5, 4., 10.])
    show(np.digitize(x, bins))
    show(np.digitize(x, bins, right=True))
    show(np.digitize(x, bins[::-1]))
    show(np.digitize(x, bins[::-1], right=True))
    show(np.searchsorted(bins, x))
    show(np.searchsorted(bins, x, side="right"))
    show(np.searchsorted(bins, 4.))
    show(np.searchsorted([3., 1., 2.], 2., sorter=[1, 2, 0]))
    attempt(np.digitize, x, np.array([1., 0., 2.]))
    attempt(np.digitize, x, np.ones((2, 2)))
    attempt(np.digitize, x + 1j, bins)
    attempt(np.searchsorted, bins, x, side="middle")
    show(np.digitize(np.array([np.nan, 1.]), bins))
    show(np.digitize(np.array([], dtype=np.float32), bins))
    show(np.digitize(np.array([1, 5], dtype=np.int16), np.array([2, 4], dtype=np.uint8)))
    show(np.digitize(2.5, bins))


@program
def sig_histogram_levels(np):
    rng = np.random.default_rng(7)
    x = np.sin(np.linspace(0, 20, 400)) + 0.01 * rng.standard_normal(400)
    h, e = np.histogram(x, bins=8)
    print(h.tolist(), h.dtype, e.round(6).tolist())
    h, e = np.histogram(x, bins=4, range=(-0.5, 0.5))
    print(h.tolist(), e.tolist())
    h, e = np.histogram(x, bins=[-1, 0, 1], density=True)
    print(h.round(6).tolist())
    h, e = np.histogram(x, bins=5, weights=np.abs(x))
    print(h.round(6).tolist(), h.dtype)
    print(np.histogram_bin_edges(x, bins="sturges").shape)
    print(np.histogram_bin_edges(x, bins="fd").shape)
    h, e = np.histogram(np.array([], dtype=np.float32), bins=3)
    print(h.tolist(), e.tolist(), e.dtype)
    h, e = np.histogram(np.array([2.5]), bins=2)
    print(h.tolist(), e.tolist())
    attempt(np.histogram, x, bins=-1)
    attempt(np.histogram, x, bins=[3, 1, 2])
    attempt(np.histogram, x, range=(1, 0))
    attempt(np.histogram, np.array([0., np.inf]))
    attempt(np.histogram, np.array([1, 2, 3], dtype=np.int8), bins=3)
    attempt(np.histogram, np.array([0, 255], dtype=np.uint8), bins=2, range=(0, 255))


# ---- quantization ------------------------------------------------------------------------------

@program
def sig_quantize_int16(np):
    x = np.array([-1.2, -1., -0.5, 0., 0.5, 0.9999, 1., 1.5])
    q = np.clip(np.round(x * 32767), -32768, 32767).astype(np.int16)
    print(q.tolist(), q.dtype)
    bad = (x * 32767).astype(np.int16)
    print(bad.dtype, bad.shape)
    with np.errstate(invalid="ignore"):
        print(np.array([np.nan, np.inf]).astype(np.int16).dtype)
    print(np.array([np.nan, 1.]).astype(np.int16)[1])
    f = q.astype(np.float32) / 32768
    show(f)
    q8 = np.clip(((x + 1) * 127.5), 0, 255).astype(np.uint8)
    print(q8.tolist())
    print((q8.astype(np.int16) - 128).tolist())
    wrapped = np.array([40000, -40000, 70000]).astype(np.int16)
    print(wrapped.tolist())
    print(np.int16(32767) + np.int16(1))
    print(np.array([32767], dtype=np.int16) + 1)
    print((np.array([32767], dtype=np.int16) * 2).tolist())
    try:
        np.array([1], dtype=np.int16) + 40000
    except OverflowError as e:
        print("OverflowError", e)
    try:
        np.int16(40000)
    except OverflowError as e:
        print("OverflowError", e)
    print(np.abs(np.array([-32768], dtype=np.int16)).tolist())


@program
def sig_clip_signals(np):
    x = np.array([-3., -1., 0., 2., 5., np.nan])
    show(np.clip(x, -2, 2))
    show(np.clip(x, None, 1))
    show(np.clip(x, -1, None))
    show(np.clip(x, [0, 0, 0, 1, 1, 1], 3))
    show(np.clip(x, 2, -2))
    attempt(np.clip, x)
    attempt(np.clip, x, None, None)
    i16 = np.array([-30000, 0, 30000], dtype=np.int16)
    show(np.clip(i16, -40000, 40000))
    show(np.clip(i16, -1000.5, 1000))
    show(np.clip(np.array([0, 128, 255], dtype=np.uint8), 10, 200))
    show(np.clip(np.array([0, 128, 255], dtype=np.uint8), -5, 300))
    out = np.empty(3, dtype=np.int16)
    np.clip(i16, -5, 5, out=out)
    print(out.tolist())
    show(i16.clip(max=7))
    show(np.clip(np.array([1., 2.], dtype=np.float16), 1.5, 70000.))
    show(np.clip(np.array([1 + 2j, 3 - 1j]), 0, 2))


@program
def sig_mu_law(np):
    x = np.linspace(-1, 1, 9, dtype=np.float32)
    mu = 255
    y = np.sign(x) * np.log1p(mu * np.abs(x)) / np.log1p(mu)
    show(y)
    q = ((y + 1) / 2 * mu + 0.5).astype(np.uint8)
    print(q.tolist(), q.dtype)
    d = 2 * (q.astype(np.float32) / mu) - 1
    xr = np.sign(d) * ((1 + mu) ** np.abs(d) - 1) / mu
    show(xr)
    print(round(float(np.max(np.abs(xr - x))), 4))


# ---- dtype edge cases --------------------------------------------------------------------------

@program
def sig_audio_dtypes(np):
    pcm = np.array([0, 16384, 32767, -32768, -1], dtype=np.int16)
    print(pcm.mean(), type(pcm.mean()).__name__, pcm.sum(), pcm.sum().dtype)
    print(np.mean(pcm, dtype=np.float32), pcm.std().round(6), pcm.max() - pcm.min())
    print((pcm.max() - pcm.min()).dtype, np.ptp(pcm))
    print(np.sqrt(np.mean(pcm.astype(np.float64) ** 2)).round(6))
    sq = pcm * pcm
    print(sq.dtype, sq.tolist())
    h = pcm.astype(np.float16)
    print(h.tolist(), h.dtype, h.sum(), h.sum().dtype, h.mean())
    f32 = pcm / np.float32(32768)
    print(f32.dtype, f32.tolist())
    print((pcm / 32768).dtype, (pcm // 2).tolist(), (pcm >> 1).tolist())
    u8 = np.array([0, 128, 255], dtype=np.uint8)
    print((u8 - 128).dtype, (u8 - 128).tolist(), (u8.astype(np.int16) - 128).tolist())
    print((u8 + u8).tolist(), np.add(u8, u8, dtype=np.uint16).tolist())
    print(np.float16(70000), np.array([1e-8], dtype=np.float16).tolist())
    print(np.abs(np.array([-128], dtype=np.int8)).tolist(), np.negative(np.int8(-128)))


@program
def sig_float32_pipeline(np):
    fs = np.float32(8000)
    t = np.arange(16, dtype=np.float32) / fs
    x = np.sin(2 * np.float32(np.pi) * 1000 * t)
    print(x.dtype, t.dtype)
    w = np.hanning(16).astype(np.float32)
    X = np.fft.rfft(x * w)
    print(X.dtype, np.fft.rfftfreq(16, 1 / fs).dtype)
    show(np.abs(X))
    y = np.convolve(x, np.array([0.5, 0.5], dtype=np.float32))
    print(y.dtype)
    print(np.interp(np.float32(0.5), np.array([0, 1], np.float32), np.array([0, 1],
                                                                               np.float32)).dtype)
    print(np.gradient(x).dtype, np.diff(x).dtype, np.cumsum(x).dtype, np.trapezoid(x).dtype)
    print(np.unwrap(x).dtype, np.pad(x, 2, "reflect").dtype, np.clip(x, -0.5, 0.5).dtype)
    print(np.mean(x).dtype, np.std(x).dtype, np.median(x).dtype, np.percentile(x, 90).dtype)


@program
def sig_empty_and_single(np):
    e = np.array([], dtype=np.float64)
    one = np.array([2.5])
    show(np.cumsum(e))
    show(np.diff(e))
    show(np.diff(one))
    show(np.fft.rfftfreq(1))
    show(np.fft.fftfreq(1))
    show(np.fft.rfft(one))
    show(np.fft.irfft(np.fft.rfft(one), 1))
    show(np.interp(e, [0., 1.], [0., 1.]))
    show(np.interp(one, [2.5], [7.]))
    show(np.clip(e, 0, 1))
    show(np.pad(one, 2, "edge"))
    show(np.pad(one, 2, "linear_ramp"))
    show(np.pad(one, 2, "symmetric"))
    show(np.unwrap(one))
    show(np.hanning(1))
    print(np.argmax(one), np.argmin(one))
    with np.errstate(invalid="ignore"):
        print(e.mean() if False else np.nan)
    attempt(np.mean, e)
    attempt(np.max, e)
    attempt(np.std, one, ddof=1)
    attempt(np.median, e)
    show(np.lib.stride_tricks.sliding_window_view(one, 1))
    show(np.digitize(e, [1.]))
    show(np.searchsorted(e, one))
    show(np.repeat(e, 3))
    show(np.fft.fftshift(e))


@program
def sig_warnings_on_bad_values(np):
    x = np.array([1., 0., -1.])
    show(np.log10(x))
    show(20 * np.log10(np.abs(x)))
    show(x / 0)
    show(np.sqrt(x))
    show(np.array([65000.], dtype=np.float16) * 2)
    show(np.array([1e30], dtype=np.float32) * np.float32(1e10))
    show(np.array([np.inf, -np.inf]).astype(np.int16))
    show(np.array([1e10]).astype(np.int32))
    show(np.array([1e10]).astype(np.float16))
    show(np.array([300.7, -5.2]).astype(np.uint8))
    show(np.array([1 + 2j]).astype(np.float64))
    show(np.mean(np.array([], dtype=np.float32)))
    show(np.nanmean(np.array([np.nan, np.nan])))


@program
def sig_snr_and_stats(np):
    rng = np.random.default_rng(3)
    n = 256
    t = np.arange(n)
    clean = np.sin(2 * np.pi * t / 32)
    noise = 0.1 * rng.standard_normal(n)
    noisy = clean + noise
    snr = 10 * np.log10(np.sum(clean ** 2) / np.sum(noise ** 2))
    print(round(float(snr), 4))
    print(round(float(np.corrcoef(clean, noisy)[0, 1]), 6))
    print(np.round(np.percentile(noisy, [5, 50, 95]), 6).tolist())
    print(round(float(np.var(noisy, ddof=1)), 6), round(float(np.median(np.abs(noisy))), 6))
    z = (noisy - noisy.mean()) / noisy.std()
    print(int(np.count_nonzero(np.abs(z) > 1.3)))
    lags = np.arange(1, 5)
    ac = [float(np.corrcoef(noisy[:-k], noisy[k:])[0, 1]) for k in lags]
    print(np.round(ac, 4).tolist())
    cov = np.cov(np.vstack([clean, noisy]))
    print(cov.shape, np.round(cov, 4).tolist())


@program
def sig_detrend_polyfit(np):
    t = np.arange(20, dtype=float)
    x = 0.5 * t + 3 + np.sin(t)
    p = np.polyfit(t, x, 1)
    show(p)
    detr = x - np.polyval(p, t)
    print(round(float(detr.mean()), 6) + 0.0)  # (a mean near 0 rounds to a zero of either sign)
    show((x - x.mean())[:4])
    A = np.vstack([t, np.ones_like(t)]).T
    coef, res, rank, sv = np.linalg.lstsq(A, x, rcond=None)
    show(coef)
    print(rank, res.shape)
    ma = np.convolve(x, np.ones(5) / 5, mode="valid")
    show(ma[:4])
    ew = np.empty_like(x)
    ew[0] = x[0]
    for i in range(1, len(x)):
        ew[i] = 0.3 * x[i] + 0.7 * ew[i - 1]
    show(ew[-3:])


@program
def sig_complex_baseband(np):
    n = 16
    t = np.arange(n)
    iq = np.exp(2j * np.pi * 3 * t / n).astype(np.complex64)
    print(iq.dtype, np.abs(iq).dtype, np.angle(iq).dtype, iq.real.dtype)
    show(np.angle(iq[:4]))
    show(np.angle(iq[:4], deg=True))
    inst_f = np.diff(np.unwrap(np.angle(iq))) / (2 * np.pi) * n
    show(inst_f[:4])
    show(np.fft.fftshift(np.abs(np.fft.fft(iq))).argmax())
    mixed = iq * np.exp(-2j * np.pi * 3 * t / n)
    print(np.round(mixed.mean(), 6) + 0)
    show(np.conj(iq[:2]) * iq[:2])
    print(np.round(np.vdot(iq, iq), 4))
    show(np.real_if_close(mixed[:3]))
    print(np.iscomplexobj(iq), np.isrealobj(np.abs(iq)))


@program
def sig_sign_zero_crossing_rate(np):
    x = np.array([0.5, -0.2, -0.1, 0., 0.3, 0.2, -0.4, 0.1])
    s = np.sign(x)
    show(s)
    zcr = np.mean(np.abs(np.diff(s)) > 0)
    print(round(float(zcr), 6), type(zcr).__name__)
    show(np.signbit(np.array([-0., 0., -1.])))
    show(np.copysign(np.array([1., 2.]), np.array([-0., 0.])))
    show(np.heaviside(x, 0.5))
    show(np.sign(np.array([1 + 1j, -2j, 0])))
    show(np.sign(np.array([-3, 0, 4], dtype=np.int8)))
    show(np.sign(np.array([np.nan, -np.inf])))


@program
def sig_frame_energy_reshape(np):
    x = np.arange(1, 25, dtype=np.int16)
    frames = x.reshape(-1, 6)
    print(frames.shape)
    e = np.sum(frames.astype(np.int32) ** 2, axis=1)
    print(e.tolist(), e.dtype)
    e16 = np.sum(frames ** 2, axis=1)
    print(e16.tolist(), e16.dtype)
    attempt(x.reshape, -1, 5)
    attempt(x.reshape, -1, -1)
    win = np.array_split(x, 5)
    print([w.tolist() for w in win])
    attempt(np.split, x, 5)
    print([w.shape for w in np.split(x, [3, 10, 30])])
    show(np.add.reduceat(x, [0, 6, 12, 18]))
    show(np.maximum.reduceat(x, [0, 4, 4, 20]))
    attempt(np.add.reduceat, x, [0, 30])


@program
def sig_ring_buffer_roll(np):
    buf = np.zeros(5)
    for v in [1., 2., 3., 4., 5., 6., 7.]:
        buf = np.roll(buf, -1)
        buf[-1] = v
    show(buf)
    show(np.roll(np.arange(6), 2))
    show(np.roll(np.arange(6).reshape(2, 3), 1, axis=1))
    show(np.roll(np.arange(6).reshape(2, 3), (1, -1), axis=(0, 1)))
    show(np.roll(np.arange(6).reshape(2, 3), 4))
    show(np.roll(np.array([]), 3))
    attempt(np.roll, np.arange(4), 1, axis=2)
    attempt(np.roll, np.arange(4), 1.5)
    show(np.roll(np.arange(4), np.int64(-9)))


# ---- more spectra, 2-D signals and odd arguments -----------------------------------------------

@program
def sig_fft_2d_axes(np):
    img = np.arange(24, dtype=np.float32).reshape(4, 6) % 5
    F = np.fft.fft2(img)
    print(F.dtype, F.shape)
    show(np.abs(F)[0])
    R = np.fft.rfft2(img)
    print(R.shape, R.dtype)
    show(np.fft.irfft2(R, s=img.shape)[1])
    show(np.fft.fftn(img, axes=(0,))[:, 0])
    show(np.fft.rfftn(img, s=(2, 4)).real)
    show(np.fft.ifftn(np.fft.fftn(img)).real[2])
    show(np.fft.fft(img, n=3, axis=0)[:, 1])
    show(np.fft.hfft(np.array([1, 2j, 3])))
    show(np.fft.ihfft(np.array([1., 2., 3., 4.])))
    attempt(np.fft.fft2, np.ones(3))
    attempt(np.fft.fftn, img, s=(2,), axes=(0, 1))
    attempt(np.fft.fft, img, axis=2)
    attempt(np.fft.rfftn, img, axes=(1, 1))
    show(np.fft.fftshift(np.fft.fftfreq(6)).reshape(2, 3))


@program
def sig_kaiser_beta_forms(np):
    show(np.kaiser(5, np.array(2.0)))
    attempt(np.kaiser, 5, np.array([1.0, 2.0]))
    show(np.kaiser(np.int64(4), 0.5))
    show(np.hanning(np.int16(4)))
    show(np.blackman(True))
    attempt(np.hanning, None)
    attempt(np.bartlett, [3])
    show(np.i0(np.array([0., 1., -2.5])))
    attempt(np.i0, np.array([1j]))
    show(np.i0(np.array([1, 2], dtype=np.int8)))
    show(np.sinc(np.array([-1.5, 0., 0.5, 2.])))
    show(np.sinc(np.array([0, 1], dtype=np.float16)))
    h = np.sinc(2 * 0.25 * (np.arange(9) - 4)) * np.hamming(9)
    show(h / h.sum())


@program
def sig_bincount_and_piecewise(np):
    codes = np.array([0, 2, 2, 5, 1, 2])
    show(np.bincount(codes))
    show(np.bincount(codes, minlength=8))
    show(np.bincount(codes, weights=np.linspace(0, 1, 6)))
    show(np.bincount(np.array([], dtype=np.int64)))
    attempt(np.bincount, np.array([-1, 2]))
    attempt(np.bincount, np.array([1.5]))
    attempt(np.bincount, codes, minlength=-1)
    attempt(np.bincount, codes, weights=np.ones(3))
    x = np.linspace(-2, 2, 9)
    show(np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v ** 2]))
    show(np.piecewise(x, [x < -1, x > 1], [0, 1, 0.5]))
    show(np.select([x < -1, x > 1], [x, -x], default=np.nan))
    attempt(np.select, [x < 0], [x, x])
    show(np.where(np.abs(x) > 1, np.sign(x), x))


@program
def sig_percentile_methods(np):
    x = np.array([3., 1., 4., 1., 5., 9., 2., 6.])
    for method in ("linear", "lower", "higher", "nearest", "midpoint", "inverted_cdf",
                   "averaged_inverted_cdf", "closest_observation", "interpolated_inverted_cdf",
                   "hazen", "weibull", "median_unbiased", "normal_unbiased"):
        print(method, np.percentile(x, [10, 50, 90], method=method).round(6).tolist())
    show(np.quantile(x.reshape(2, 4), 0.5, axis=1, keepdims=True))
    attempt(np.percentile, x, 101)
    attempt(np.quantile, x, -0.1)
    attempt(np.percentile, x, 50, method="bogus")
    show(np.percentile(np.array([1, 2, 3, 4], dtype=np.int16), 50))
    show(np.percentile(np.array([1., np.nan]), 50))
    show(np.nanpercentile(np.array([1., np.nan, 3.]), 50))
    show(np.quantile(x, 0.5, weights=np.ones(8), method="inverted_cdf"))
    attempt(np.quantile, x, 0.5, weights=np.ones(8))


@program
def sig_histogram2d_and_dd(np):
    t = np.linspace(0, 1, 50)
    x = np.sin(2 * np.pi * t)
    y = np.cos(2 * np.pi * t)
    H, xe, ye = np.histogram2d(x, y, bins=4)
    print(H.tolist(), H.dtype, xe.round(6).tolist())
    H, xe, ye = np.histogram2d(x, y, bins=[2, 3], range=[[-1, 1], [-1, 1]], density=True)
    print(H.round(6).tolist())
    H, edges = np.histogramdd(np.stack([x, y], axis=1), bins=(2, 2))
    print(H.tolist(), [e.tolist() for e in edges])
    attempt(np.histogram2d, x, y[:10])
    attempt(np.histogramdd, np.stack([x, y], axis=1), bins=(2, 2, 2))


@program
def sig_casting_int_audio(np):
    f = np.array([0.5, -0.5, np.nan, np.inf, 1e6])
    show(f.astype(np.int16))
    show(f.astype(np.uint8))
    show(np.array([1e20, -1e20]).astype(np.int64))
    show(np.array([3e9]).astype(np.int32))
    show(np.array([-1.0]).astype(np.uint16))
    show(np.array([70000.]).astype(np.float16).astype(np.int16))
    show(np.array([40000], dtype=np.int32).astype(np.int16))
    show(np.round(np.array([0.5, 1.5, 2.5, -0.5])).astype(np.int8))
    show(np.rint(np.array([0.5, 1.5, 2.5, -0.5], dtype=np.float32)))
    show(np.trunc(np.array([-1.7, 1.7])))
    out = np.zeros(3, dtype=np.int16)
    attempt(np.multiply, np.array([1.5, 2., 3.]), 2, out=out)
    np.multiply(np.array([1.5, 2., 3.]), 2, out=out, casting="unsafe")
    print(out.tolist())
    attempt(np.add, np.zeros(2, np.int16), 1.5, out=np.zeros(2, np.int16))
    a = np.zeros(3, dtype=np.int16)
    try:
        a += 1.5
    except Exception as e:
        print(type(e).__name__, e)
    a[0] = 3.9
    a[1] = -2.9
    print(a.tolist())
    try:
        a[2] = 70000
    except OverflowError as e:
        print("OverflowError", e)
    try:
        a[2] = np.nan
    except ValueError as e:
        print("ValueError", e)


@program
def sig_savgol_like_lstsq(np):
    window, order = 5, 2
    half = window // 2
    A = np.vander(np.arange(-half, half + 1), order + 1, increasing=True).astype(float)
    coeffs = np.linalg.pinv(A)[0]
    show(coeffs)
    x = np.array([2., 4., 3., 8., 7., 6., 9., 12., 10.])
    padded = np.pad(x, half, mode="edge")
    show(np.convolve(padded, coeffs[::-1], mode="valid"))
    show(np.correlate(padded, coeffs, mode="valid"))
    show(np.polyder(np.polyfit(np.arange(5.), x[:5], 2)))
    show(np.polyint(np.array([3., 2., 1.])))
    show(np.roots(np.array([1., -3., 2.])))
    p = np.polynomial.Polynomial.fit(np.arange(9.), x, 2)
    show(p.convert().coef)


@program
def sig_median_filter_nan(np):
    x = np.array([1., 9., 2., np.nan, 3., 4., 100., 5., 6.])
    w = np.lib.stride_tricks.sliding_window_view(np.pad(x, 1, mode="edge"), 3)
    show(np.median(w, axis=1))
    show(np.nanmedian(w, axis=1))
    show(np.nanmean(w, axis=-1))
    show(np.nanmax(w, axis=-1))
    show(np.nanargmax(np.nan_to_num(w, nan=-1), axis=1))
    show(np.nanstd(w, axis=1))
    show(np.isnan(x).nonzero()[0])
    good = ~np.isnan(x)
    filled = x.copy()
    filled[~good] = np.interp(np.flatnonzero(~good), np.flatnonzero(good), x[good])
    show(filled)
    show(np.nan_to_num(x, nan=0., posinf=1.))
    attempt(np.nanargmax, np.array([np.nan, np.nan]))
