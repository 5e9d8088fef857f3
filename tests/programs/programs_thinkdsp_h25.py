"""Signal processing written with NumPy (Allen Downey's ThinkDSP: thinkdsp.py's signals, Wave,
Spectrum, Dct and Spectrogram, and the chapters' solution code), run on short seeded waves with
``np`` bound to NumPy and to gpnumpy: sampled periodic signals, quantizing to wav integers,
windows and apodizing, rfft/fft spectra and their filters, peaks, DCT by matrix, spectrograms
rebuilt by overlap-add, autocorrelation and convolution.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show_rounded


PROGRAMS, program = collection()


def _sampled(np, freq, duration, framerate, func):
    # Signal.make_wave: n = round(duration * framerate); ts = start + arange(n) / framerate
    n = round(duration * framerate)
    ts = 0 + np.arange(n) / framerate
    return ts, func(ts)


@program
def dsp_periodic_signals(np):
    # Sinusoid / SquareSignal / SawtoothSignal / ParabolicSignal / TriangleSignal / Chirp.evaluate
    freq, amp, offset = 200, 0.8, 0.3
    ts = np.arange(40) / 8000

    def cycles_of(ts):
        return freq * ts + offset / np.pi / 2

    phases = np.pi * 2 * freq * ts + offset
    print(np.round(amp * np.cos(phases)[:6], 6), np.round(amp * np.sinc(phases)[:3], 6))
    frac, _ = np.modf(cycles_of(ts))
    print(frac.dtype, _.dtype, np.round(frac[:5], 6))
    print(np.round(amp * np.sign(np.unwrap(frac - 0.5))[:5], 6))
    saw = amp * (2 * frac - 1)
    para = amp * ((frac - 0.5) ** 2 - 1 / 12) / (1 / 6)
    tri = amp * (np.abs(frac - 0.5) - 0.25)
    for ys in (saw, para, tri):
        show_rounded(ys[::9])
    # Chirp: linspace of frequencies, cumulative phase
    freqs = np.linspace(220, 880, len(ts) - 1)
    dts = np.diff(ts)
    dphis = np.insert(2 * np.pi * freqs * dts, 0, 0)
    phases = np.cumsum(dphis)
    show_rounded(np.cos(phases)[::7])
    # ExpoChirp: logspace between log10 of the ends
    freqs = np.logspace(np.log10(220), np.log10(880), len(ts) - 1)
    show_rounded(freqs[:4])
    # ComplexSinusoid: amp * exp(1j * phases)
    z = amp * np.exp(1j * (np.pi * 2 * freq * 2.1 + offset)) * complex(-1.5, -0.5)
    print(type(z).__name__, np.round(z, 6))


@program
def dsp_quantize_and_wav_bytes(np):
    # Wave.quantize (warns and normalizes out of [-1, 1]) and read_wave's frombuffer of frames
    import warnings
    ys = 1.2 * np.cos(np.arange(12) * 0.7)
    if max(ys) > 1 or min(ys) < -1:
        warnings.warn("Warning: normalizing before quantizing.")
        high, low = abs(max(ys)), abs(min(ys))
        ys = 1.0 * ys / max(high, low)
    zs = (ys * 32767).astype(np.int16)
    print(repr(zs), zs.tobytes()[:8])
    print(repr((ys * 32768).astype(np.int16)[:3]))
    raw = zs.tobytes()
    back = np.frombuffer(raw, dtype=np.int16)
    print(back.flags.writeable, back.dtype, repr(back[:4]))
    # 24-bit frames: three int8 per sample
    xs = np.frombuffer(bytes(range(250, 256)) + bytes(range(6)), dtype=np.int8).astype(np.int32)
    ys24 = (xs[2::3] * 256 + xs[1::3]) * 256 + xs[0::3]
    print(repr(ys24))
    stereo = back[::2]
    high, low = abs(max(stereo)), abs(min(stereo))
    print(type(high).__name__, high, low)
    print(repr(np.asarray(stereo, dtype=float) / 2 ** 15))
    print(np.issubdtype(back.dtype, np.integer), int(np.iinfo(back.dtype).max) + 1)


@program
def dsp_windows_and_apodize(np):
    framerate = 1000
    ys = np.sin(np.arange(200) * 0.3) + 0.5
    ys = ys - ys.mean()
    high, low = abs(max(ys)), abs(min(ys))
    ys = 0.5 * ys / max(high, low)
    for win in (np.hamming, np.hanning, np.bartlett, np.blackman):
        w = ys * win(len(ys))
        print(win.__name__, np.round(w[::40], 6))
    # apodize: linear ramps at both ends
    n = len(ys)
    k1 = n // 20
    k2 = int(0.1 * framerate)
    k = min(k1, k2)
    w1 = np.linspace(0, 1, k)
    w2 = np.ones(n - 2 * k)
    w3 = np.linspace(1, 0, k)
    window = np.concatenate((w1, w2, w3))
    print(window.shape, np.round((ys * window)[:4], 6))
    ints = np.arange(20, dtype=np.int16)
    attempt(lambda: ints.__imul__(np.hamming(20)))
    print(repr(ints[:3]))
    ints *= 2
    print(repr(ints[-3:]))


@program
def dsp_spectrum_filters(np):
    framerate = 4000
    ts = np.arange(1000) / framerate
    ys = np.sign(np.sin(2 * np.pi * 100 * ts)) + 0.1 * np.cos(2 * np.pi * 700 * ts)
    hs = np.fft.rfft(ys)
    fs = np.fft.rfftfreq(len(ys), 1 / framerate)
    print(hs.dtype, hs.shape, fs.dtype, fs[:3], fs[-1])
    amps = np.absolute(hs)
    peaks = sorted(zip(amps, fs), reverse=True)[:3]
    print([(round(float(a), 4), float(f)) for a, f in peaks], type(peaks[0][1]).__name__)
    # low_pass / high_pass / band_stop work in place on masks of fs
    lp = hs.copy()
    lp[abs(fs) > 300] *= 0
    hp = hs.copy()
    hp[abs(fs) < 300] *= 0.1
    bs = hs.copy()
    bs[(fs > 200) & (fs < 500)] *= 0
    for h in (lp, hp, bs):
        show_rounded(np.fft.irfft(h)[:5])
    # pink filter, differentiate, integrate (a 0 frequency divides by zero)
    denom = fs ** (1 / 2)
    denom[0] = 1
    show_rounded(np.abs(hs / denom)[:4])
    show_rounded(np.abs(hs * (np.pi * 2 * 1j * fs))[:4])
    integ = hs / (np.pi * 2 * 1j * fs)
    print(integ[0], np.round(integ[1:3], 6))
    # Spectrum.ratio: denominator below thresh gets val
    ratio = hs / hs
    ratio[np.abs(hs) < 1] = np.nan
    print(np.isnan(ratio).sum(), ratio[:2])
    # estimate_slope: log power against log frequency
    x = np.log(fs[1:])
    y = np.log((amps ** 2)[1:])
    t = (x, y)
    print(np.round(np.polyfit(*t, 1), 4))
    # the full FFT and fftshift/ifftshift
    full = np.fft.fft(ys[:16])
    ffs = np.fft.fftfreq(16, 1 / framerate)
    print(np.fft.fftshift(ffs), np.round(np.fft.ifft(np.fft.ifftshift(np.fft.fftshift(full))).real[:3], 6))
    print(np.round(np.angle(full[:3]), 6), np.round(np.real(full[:2]), 6), np.round(np.imag(full[1:3]), 6))


@program
def dsp_render_full_and_max_diff(np):
    framerate = 100
    ys = np.cos(np.arange(20) * 0.9)
    hs = np.fft.fft(ys)
    fs = np.fft.fftfreq(len(ys), 1 / framerate)
    hs, fs = np.fft.fftshift(hs), np.fft.fftshift(fs)
    i = np.searchsorted(fs, 30)
    print(i, type(i).__name__, fs[:i][-2:], np.round(np.abs(hs[:i])[-2:], 6))
    hs2 = hs.copy()
    print(np.max(np.abs(hs - hs2)), np.max(np.abs(ys - ys[::-1])))
    # Wave.find_index and Spectrum.freq_res
    ts = np.arange(20) / framerate
    n = len(ts)
    start, end = ts[0], ts[-1]
    idx = int(round((n - 1) * (0.07 - start) / (end - start)))
    print(idx, type(start).__name__, end, framerate / 2 / (len(hs) - 1))


@program
def dsp_dct_by_matrix(np):
    # soln/dct.py: synthesis and analysis by matrix (np.outer), np.linalg.solve, dot with M.T
    N = 8
    rs = np.random.RandomState(5)
    amps = rs.random_sample(N)
    fs = (np.arange(N) + 0.5) / 2
    ts = (0.5 + np.arange(N)) / N
    args = np.outer(ts, fs)
    M = np.cos(np.pi * 2 * args)
    ys = np.dot(M, amps)
    print(np.round(ys, 6))
    back = np.linalg.solve(M, ys)
    print(np.allclose(back, amps), np.round(np.dot(M.T, ys) / N * 2, 6))
    print(np.round(M.T @ M, 4)[0])
    # Wave.cos_cov and cos_transform
    cov = [np.dot(ys, np.cos(np.arange(N) * k)) / len(ys) for k in range(3)]
    print(cov, type(cov[0]).__name__)


@program
def dsp_spectrogram_overlap_add(np):
    framerate = 4000
    n = 1000
    ts = np.arange(n) / framerate
    freqs = np.linspace(100, 1000, n - 1)
    ys = np.cos(np.cumsum(np.insert(2 * np.pi * freqs * np.diff(ts), 0, 0)))
    seg_length = 128
    window = np.hamming(seg_length)
    i, j = 0, seg_length
    step = int(seg_length // 2)
    spec_map = {}
    while j < n:
        seg = ys[i:j] * window
        t = (ts[i] + ts[j - 1]) / 2
        spec_map[t] = np.fft.rfft(seg)
        i += step
        j += step
    times = sorted(iter(spec_map))
    print(len(times), type(times[0]).__name__, times[:2])
    fs = np.fft.rfftfreq(seg_length, 1 / framerate)
    i = np.searchsorted(fs, 1000)
    array = np.zeros((i, len(times)), dtype=float)
    for k, t in enumerate(times):
        array[:, k] = np.absolute(spec_map[t])[:i]
    print(array.shape, np.round(array.max(axis=0)[:4], 4), fs[i - 1])
    # make_wave: overlap-add the inverse segments
    res = []
    for t, hs in sorted(spec_map.items()):
        w = np.fft.irfft(hs)
        res.append((t, w))
    starts = [round(t * framerate) - seg_length // 2 for t, w in res]
    total = np.zeros(max(starts) + seg_length)
    for s, (t, w) in zip(starts, res):
        total[s:s + seg_length] += w
    print(starts[:3], type(starts[0]).__name__, np.round(total[60:64], 6))


@program
def dsp_autocorr_and_serial_corr(np):
    # soln/autocorr.py and chapter 5: serial correlation by corrcoef, np.correlate, lags
    rs = np.random.RandomState(2)
    ys = np.cumsum(rs.uniform(-1, 1, 300))
    ys = ys - ys.mean()
    lags = np.arange(len(ys) // 2)
    corrs = [np.corrcoef(ys[lag:], ys[:len(ys) - lag])[0, 1] for lag in lags[:5]]
    print(np.round(corrs, 6), type(corrs[0]).__name__)
    full = np.correlate(ys, ys, mode="same")
    N = len(full)
    half = full[N // 2:]
    lengths = range(N, N // 2, -1)
    half = half / lengths
    half /= half[0]
    print(np.round(half[:4], 6), half.dtype)
    low, high = 2, 40
    lag = np.array(half[low:high]).argmax() + low
    print(lag, type(lag).__name__)
    # Wave.cov_mat / corr / cov
    zs = np.roll(ys, 3)
    print(np.round(np.cov(ys, zs), 4), np.round(np.corrcoef(ys, zs)[0, 1], 6))
    attempt(lambda: np.array(half[high:high]).argmax())


@program
def dsp_convolution_and_smoothing(np):
    # chapter 8 / 10: np.convolve modes, a smoothing window, fft convolution, zero padding
    rs = np.random.RandomState(7)
    ys = rs.normal(0, 1, 64)
    window = np.ones(11) / 11
    for mode in ("full", "same", "valid"):
        r = np.convolve(ys, window, mode=mode)
        print(mode, r.shape, np.round(r[:2], 6))
    padded = np.zeros(len(ys))
    padded[:len(window)] = window
    smoothed = np.fft.irfft(np.fft.rfft(ys) * np.fft.rfft(padded))
    print(np.round(smoothed[10:13], 6), np.round(np.roll(np.convolve(ys, window)[:64], 0)[10:13], 6))
    gauss = np.exp(-0.5 * ((np.arange(11) - 5) / 2.0) ** 2)
    gauss /= sum(gauss)
    print(np.round(gauss[:3], 6), np.round(np.convolve(ys, gauss, mode="valid")[:2], 6))
    # Wave.__add__ of waves at different offsets: zero arrays and slice adds
    total = np.zeros(100)
    i = round(0.013 * 1000)
    total[i:i + len(ys)] += ys
    print(np.count_nonzero(total), np.round(total[13:15], 6))
    attempt(lambda: np.convolve(ys, np.ones(0)))


@program
def dsp_noise_spectra(np):
    # chapter 4: uniform, gaussian, Brownian and pink noise; the integrated power spectrum
    np.random.seed(17)
    uu = np.random.uniform(-1, 1, 400)
    ug = np.random.normal(0, 1, 400)
    br = np.cumsum(np.random.uniform(-1, 1, 400))
    br = br - br.mean()
    print(np.round([uu[:2], ug[:2], br[:2]], 6))
    fs = np.fft.rfftfreq(400, 1 / 8000)
    hs = np.fft.rfft(uu)
    denom = fs ** 0.5
    denom[0] = 1
    pink = np.fft.irfft(hs / denom)
    print(pink.shape, np.round(pink[:3], 6))
    power = np.abs(hs) ** 2
    cs = np.cumsum(power)
    cs /= cs[-1]
    print(np.round(cs[[0, 50, -1]], 6))
    # voss: random rows of a pink-noise generator as geometric column choices
    cols = np.random.geometric(0.5, 8)
    cols[cols >= 4] = 0
    rows = np.random.randint(8, size=8)
    array = np.empty((8, 4))
    array.fill(np.nan)
    array[0, :] = np.random.random(4)
    array[rows, cols] = np.random.random(8)
    print(cols, rows, np.isnan(array).sum())
    # log power against log frequency, from zero power
    with np.errstate(divide="ignore"):
        print(np.log(np.zeros(2)))
    print(np.log(np.zeros(2)) - np.log(np.ones(2)))


@program
def dsp_wave_copies_and_views(np):
    # Wave.copy / Spectrum.copy are copy.deepcopy of an object holding arrays; Wave.slice copies
    # its rows, Wave.segment of a view writes through; unbias/normalize rebind new arrays
    import copy

    class Wave:
        def __init__(self, ys, ts=None, framerate=None):
            self.ys = np.asanyarray(ys)
            self.framerate = framerate if framerate is not None else 11025
            self.ts = np.arange(len(ys)) / self.framerate if ts is None else np.asanyarray(ts)

    w = Wave(np.arange(8, dtype=np.int16), framerate=4)
    c = copy.deepcopy(w)
    c.ys[0] = 99
    c.ts *= 2
    print(repr(w.ys[:2]), repr(c.ys[:2]), w.ts[-1], c.ts[-1], type(c.ys).__name__)
    part = Wave(w.ys[2:5], w.ts[2:5], w.framerate)
    part.ys += 10
    copied = Wave(w.ys[2:5].copy(), w.ts[2:5].copy(), w.framerate)
    copied.ys -= 1
    print(repr(w.ys), np.shares_memory(part.ys, w.ys), np.shares_memory(copied.ys, w.ys))
    w.ys = w.ys - w.ys.mean()
    print(repr(w.ys), w.ys.dtype)
    listed = Wave([0.5, -1.0, 0.25])
    print(repr(listed.ys), listed.ts.dtype, len(listed.ts))
    spectrum = copy.deepcopy({"hs": np.fft.rfft(listed.ys), "fs": np.fft.rfftfreq(3, 1 / 11025)})
    spectrum["hs"] *= 2
    print(np.round(spectrum["hs"], 6), spectrum["fs"])
