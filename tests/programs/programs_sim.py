"""Simulation and image/signal-processing programs as users write them with plain NumPy: ODE steps,
random walks, cellular automata, diffusion stencils, particle systems, uint8 images, 1-d signals and
windows, bit manipulation, memory layout (views, flags, buffers) and the errors met there.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


# ---- ODE steps ------------------------------------------------------------------------------------

@program
def euler_harmonic_oscillator(np):
    dt = 0.01
    state = np.array([1.0, 0.0])  # x, v
    traj = np.zeros((500, 2))
    for i in range(500):
        traj[i] = state
        x, v = state
        state = state + dt * np.array([v, -x])
    energy = 0.5 * (traj[:, 0] ** 2 + traj[:, 1] ** 2)
    print(traj.shape, traj.dtype, np.round(traj[-1], 6))
    print(f"energy drift {energy[-1] - energy[0]:.6f}", np.all(np.diff(energy) > 0))
    print(np.round(energy[::100], 5))
    try:
        np.testing.assert_almost_equal(energy[-1], energy[0], decimal=3)
    except AssertionError as e:
        print("AssertionError", e)
    print(type(state[0]).__name__, repr(np.round(state, 4)))


@program
def rk4_lorenz_batch(np):
    def f(s, sigma=10.0, rho=28.0, beta=8 / 3):
        x, y, z = s[..., 0], s[..., 1], s[..., 2]
        return np.stack([sigma * (y - x), x * (rho - z) - y, x * y - beta * z], axis=-1)

    s = np.array([[1.0, 1.0, 1.0], [1.0, 1.0, 1.001], [-1.0, 2.0, 20.0]])
    h = 0.005
    for _ in range(200):
        k1 = f(s)
        k2 = f(s + h / 2 * k1)
        k3 = f(s + h / 2 * k2)
        k4 = f(s + h * k3)
        s = s + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    print(s.shape, s.dtype)
    print(np.array2string(s, precision=3, suppress_small=True))
    d = np.linalg.norm(s[0] - s[1])
    print(f"{d:.4f}", type(d).__name__)


@program
def euler_float32_decay(np):
    y = np.ones(5, dtype=np.float32)
    k = np.array([0.1, 0.5, 1.0, 2.0, 5.0], dtype=np.float32)
    dt = np.float32(0.01)
    for _ in range(100):
        y -= dt * k * y
    print(y.dtype, np.round(y, 4), (dt * k).dtype)
    exact = np.exp(-k * 1.0)
    print(exact.dtype, np.round(np.abs(y - exact), 4))
    y2 = np.ones(3, dtype=np.float32)
    y2 += 0.5
    print(y2.dtype, y2)
    attempt(lambda: np.add(np.ones(3, np.int32), 0.5, out=np.ones(3, np.int32)))
    i = np.ones(3, dtype=np.int64)
    try:
        i += 0.5
    except Exception as e:
        print(type(e).__name__, e)


# ---- random walks -------------------------------------------------------------------------------

@program
def random_walk_generator(np):
    rng = np.random.default_rng(42)
    steps = rng.choice(np.array([-1, 1]), size=(4, 1000))
    walks = np.cumsum(steps, axis=1)
    print(walks.shape, walks.dtype, walks[:, -1])
    print(walks.max(axis=1), walks.min(axis=1), np.abs(walks).argmax(axis=1))
    first = (np.abs(walks) >= 10).argmax(axis=1)
    print(first, first.dtype)
    msd = (walks.astype(float) ** 2).mean(axis=0)
    print(np.round(msd[[9, 99, 999]], 2))
    g = rng.integers(0, 2, size=20) * 2 - 1
    print(g.dtype, np.cumsum(g), np.cumsum(g, dtype=np.int8).dtype)


# ---- cellular automata ---------------------------------------------------------------------------

@program
def game_of_life_roll(np):
    board = np.zeros((8, 8), dtype=np.uint8)
    board[1, 2] = board[2, 3] = board[3, 1] = board[3, 2] = board[3, 3] = 1  # glider
    for step in range(4):
        n = sum(np.roll(np.roll(board, i, 0), j, 1)
                for i in (-1, 0, 1) for j in (-1, 0, 1) if (i, j) != (0, 0))
        board = ((n == 3) | ((board == 1) & (n == 2))).astype(np.uint8)
    print(n.dtype, board.dtype, board.sum(), type(board.sum()).__name__)
    print(board)
    print(np.argwhere(board))
    print("\n".join("".join(".#"[c] for c in row) for row in board))


@program
def game_of_life_slicing(np):
    Z = np.array([[0, 0, 0, 0, 0, 0],
                  [0, 0, 0, 1, 0, 0],
                  [0, 1, 0, 1, 0, 0],
                  [0, 0, 1, 1, 0, 0],
                  [0, 0, 0, 0, 0, 0],
                  [0, 0, 0, 0, 0, 0]])
    for _ in range(3):
        N = (Z[0:-2, 0:-2] + Z[0:-2, 1:-1] + Z[0:-2, 2:] +
             Z[1:-1, 0:-2] + Z[1:-1, 2:] +
             Z[2:, 0:-2] + Z[2:, 1:-1] + Z[2:, 2:])
        birth = (N == 3) & (Z[1:-1, 1:-1] == 0)
        survive = ((N == 2) | (N == 3)) & (Z[1:-1, 1:-1] == 1)
        Z[...] = 0
        Z[1:-1, 1:-1][birth | survive] = 1
    print(Z, Z.dtype)
    print(np.count_nonzero(Z), np.nonzero(Z))
    alive = Z.astype(bool)
    print(alive.sum(axis=0), alive.any(axis=1), np.flatnonzero(alive))


@program
def rule30_bits(np):
    width, steps = 31, 12
    cells = np.zeros(width, dtype=np.uint8)
    cells[width // 2] = 1
    rule = np.array([(30 >> i) & 1 for i in range(8)], dtype=np.uint8)
    rows = [cells]
    for _ in range(steps):
        left = np.roll(cells, 1)
        right = np.roll(cells, -1)
        idx = (left << 2) | (cells << 1) | right
        cells = rule[idx]
        rows.append(cells)
    grid = np.array(rows)
    print(idx.dtype, grid.shape, grid.dtype)
    for r in grid:
        print("".join(" #"[v] for v in r))
    print(np.packbits(grid[-1]), np.packbits(grid, axis=1).shape)
    rule_bits = np.unpackbits(np.array([30, 110, 90], dtype=np.uint8)[:, None], axis=1)
    print(rule_bits, rule_bits[:, ::-1])
    print(np.binary_repr(30, width=8), np.binary_repr(110), np.binary_repr(-5, width=8))


# ---- heat diffusion -------------------------------------------------------------------------------

@program
def heat_1d_explicit(np):
    nx, alpha = 21, 0.25
    u = np.zeros(nx)
    u[nx // 2] = 100.0
    for _ in range(50):
        u[1:-1] = u[1:-1] + alpha * (u[2:] - 2 * u[1:-1] + u[:-2])
    print(np.round(u, 3))
    print(f"total {u.sum():.6f} max {u.max():.4f} at {u.argmax()}")
    v = np.zeros(nx)
    v[nx // 2] = 100.0
    for _ in range(50):
        v[1:-1] += alpha * (v[2:] - 2 * v[1:-1] + v[:-2])
    print(np.allclose(u, v), np.abs(u - v).max() < 1e-9)


@program
def heat_2d_stencil(np):
    T = np.zeros((10, 10))
    T[0, :] = 100.0
    T[:, 0] = 50.0
    T[0, 0] = 75.0
    for it in range(200):
        old = T.copy()
        T[1:-1, 1:-1] = 0.25 * (old[:-2, 1:-1] + old[2:, 1:-1] + old[1:-1, :-2] + old[1:-1, 2:])
        if np.max(np.abs(T - old)) < 1e-3:
            break
    print(it, np.round(T[1:4, 1:4], 3))
    print(np.round(T.mean(axis=0), 2))
    print(np.round(np.gradient(T[:, 5]), 3))
    print(T.flags["C_CONTIGUOUS"], T[1:-1, 1:-1].flags["C_CONTIGUOUS"], T[1:-1, 1:-1].base is T)


# ---- particle systems ----------------------------------------------------------------------------

@program
def particle_distance_matrix(np):
    pos = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [6.0, 8.0]])
    diff = pos[:, None, :] - pos[None, :, :]
    dist = np.sqrt((diff ** 2).sum(axis=-1))
    print(diff.shape, dist.shape)
    print(np.round(dist, 4))
    np.fill_diagonal(dist, np.inf)
    print(dist.min(axis=1).round(4), dist.argmin(axis=1))
    i, j = np.unravel_index(np.argmin(dist), dist.shape)
    print(i, j, type(i).__name__)
    attempt(lambda: np.unravel_index(dist.size, dist.shape))
    iu = np.triu_indices(4, k=1)
    print(iu, np.round(dist[iu], 3))
    with np.errstate(divide="ignore"):
        inv = 1.0 / np.where(np.isinf(dist), 0, dist)
    print(np.round(inv, 3))
    m = np.zeros((3, 5), dtype=int)
    np.fill_diagonal(m, [7, 8])
    print(m)
    t = np.zeros((5, 3))
    np.fill_diagonal(t, 1, wrap=True)
    print(t)


# ---- images --------------------------------------------------------------------------------------

@program
def image_uint8_arithmetic(np):
    img = np.array([[0, 50, 100], [150, 200, 250]], dtype=np.uint8)
    print(repr(img + 10), repr(img * 2))
    print(repr(img.astype(np.int16) * 2), repr(np.clip(img.astype(np.int16) * 2, 0, 255).astype(np.uint8)))
    bright = img + np.uint8(10)
    print(bright, bright.dtype)
    print(repr(img - 100))
    print(repr(img / 255), (img / 255).dtype)
    print(repr(img // 2), repr(img >> 1))
    f = img / 255.0 * 1.3
    print(repr(np.round(f * 255).astype(np.uint8)))
    print(repr(np.clip(np.round(f * 255), 0, 255).astype(np.uint8)))
    print(repr((f * 255).astype(np.uint8)))
    attempt(lambda: img + 300)
    attempt(lambda: np.uint8(250) + np.uint8(10))
    attempt(lambda: img.mean(), show=lambda r: print(repr(r), type(r).__name__))
    attempt(lambda: img.sum(), show=lambda r: print(repr(r), type(r).__name__))
    attempt(lambda: img.sum(dtype=np.uint8), show=lambda r: print(repr(r), type(r).__name__))


@program
def image_float_to_uint8(np):
    f = np.array([-0.2, 0.0, 0.499, 0.5, 0.5019, 1.0, 1.2, np.nan])
    with np.errstate(invalid="ignore"):
        u = np.clip(f, 0, 1)
    print(repr(u))
    print(repr(np.round(np.nan_to_num(u) * 255).astype(np.uint8)))
    print(repr(np.rint(np.array([0.5, 1.5, 2.5, -0.5]))))
    print(repr(np.round(np.array([127.5, 128.5, 254.5]))))
    g = np.array([1.7, 255.9, 256.0, 300.0, -1.0])
    print(repr(np.clip(g, 0, 255).astype(np.uint8)))
    print(repr(np.array([0.1, 0.9], dtype=np.float32) * np.uint8(255)))
    h = np.array([[0.25, 0.75]], dtype=np.float32)
    print(repr((h * 255).round().astype("u1")), repr(h.astype(np.float16)))


@program
def histogram_equalisation(np):
    img = np.array([[52, 55, 61, 59, 79],
                    [62, 59, 55, 104, 94],
                    [63, 65, 66, 113, 144],
                    [68, 70, 70, 126, 154]], dtype=np.uint8)
    hist = np.bincount(img.ravel(), minlength=256)
    print(hist.shape, hist.dtype, hist.sum(), np.nonzero(hist)[0][:5])
    cdf = hist.cumsum()
    cdf_min = cdf[cdf > 0].min()
    lut = np.round((cdf - cdf_min) / (cdf[-1] - cdf_min) * 255)
    lut = np.clip(lut, 0, 255).astype(np.uint8)
    eq = lut[img]
    print(eq, eq.dtype)
    levels = np.arange(256)
    eq2 = np.interp(img.ravel(), levels, cdf / cdf[-1] * 255).reshape(img.shape)
    print(np.round(eq2, 1), eq2.dtype)
    h, edges = np.histogram(img, bins=4, range=(0, 256))
    print(h, edges, edges.dtype)
    masked = np.ma.masked_less(cdf, 1)
    print(masked.min(), masked.count())


@program
def thresholding_where(np):
    img = np.array([[10, 200, 30], [90, 128, 255], [0, 127, 129]], dtype=np.uint8)
    binary = np.where(img > 127, 255, 0)
    print(repr(binary), binary.dtype)
    binary8 = np.where(img > 127, np.uint8(255), np.uint8(0))
    print(repr(binary8))
    print(repr(np.where(img > 127, img, 0)))
    thr = img.mean()
    print(f"{thr:.3f}", repr((img > thr).astype(np.uint8) * 255))
    otsu_like = np.array([((img < t).mean()) for t in (64, 128, 192)])
    print(np.round(otsu_like, 4))
    mask = img >= 128
    out = img.copy()
    out[mask] = 255
    out[~mask] = 0
    print(out)
    print(repr(np.select([img < 50, img < 150], [0, 128], default=255)))
    print(repr(np.piecewise(img.astype(float), [img < 100, img >= 100], [0.0, lambda x: x / 2])))


@program
def convolution_by_slicing(np):
    img = np.arange(36, dtype=np.float64).reshape(6, 6) % 7
    k = np.array([[1, 2, 1], [2, 4, 2], [1, 2, 1]]) / 16
    H, W = img.shape
    out = np.zeros((H - 2, W - 2))
    for di in range(3):
        for dj in range(3):
            out += k[di, dj] * img[di:di + H - 2, dj:dj + W - 2]
    print(np.round(out, 4))
    padded = np.pad(img, 1, mode="edge")
    box = sum(padded[i:i + H, j:j + W] for i in range(3) for j in range(3)) / 9
    print(np.round(box, 3), box.shape)
    sob = img[2:, 1:-1] - img[:-2, 1:-1]
    print(sob)
    w = np.lib.stride_tricks.sliding_window_view(img, (3, 3))
    print(w.shape, np.round((w * k).sum(axis=(-2, -1)), 4).tolist() == np.round(out, 4).tolist())
    print(np.array_equal(np.convolve([1, 2, 3], [0, 1, 0.5]), np.array([0, 1, 2.5, 4, 1.5])))
    print(np.convolve([1, 2, 3], [1, 1], mode="same"), np.convolve([1, 2, 3], [1, 1, 1], "valid"))


@program
def image_geometry_hwc(np):
    img = np.arange(2 * 3 * 3, dtype=np.uint8).reshape(2, 3, 3)
    print(np.flip(img, axis=1)[:, :, 0])
    print(np.fliplr(img).shape, np.flipud(img)[0, 0], img[::-1, ::-1].strides)
    r = np.rot90(img)
    print(r.shape, r[:, :, 0], r.flags["C_CONTIGUOUS"])
    print(np.rot90(img, k=2, axes=(0, 1))[:, :, 1], np.rot90(img, -1).shape)
    chw = img.transpose(2, 0, 1)
    print(chw.shape, chw.strides, chw.flags["C_CONTIGUOUS"], chw.flags["F_CONTIGUOUS"])
    print(np.moveaxis(img, -1, 0).shape, np.swapaxes(img, 0, 1).shape)
    attempt(lambda: np.rot90(img, axes=(0, 0)))
    attempt(lambda: np.rot90(np.arange(3)))
    attempt(lambda: img.transpose(0, 1))
    bgr = img[..., ::-1]
    print(bgr[0, 0], bgr.strides, np.ascontiguousarray(bgr).strides)


@program
def channel_stats(np):
    rng = np.random.default_rng(3)
    img = rng.integers(0, 256, size=(4, 5, 3), dtype=np.uint8)
    means = img.mean(axis=(0, 1), keepdims=True)
    print(means.shape, means.dtype, np.round(means.ravel(), 3))
    centred = img - means
    print(centred.dtype, centred.shape, np.round(centred[0, 0], 3))
    std = img.std(axis=(0, 1))
    print(np.round(std, 3))
    gray = (img @ np.array([0.299, 0.587, 0.114])).round().astype(np.uint8)
    print(gray.dtype, gray.shape, gray[0])
    gray2 = np.dot(img[..., :3], [0.2989, 0.5870, 0.1140])
    print(gray2.dtype, np.round(gray2[0], 2))
    print(img.max(axis=2)[0], img.argmax(axis=2)[0], img.sum(axis=2).dtype)
    print(np.median(img, axis=(0, 1)), np.ptp(img, axis=(0, 1)), np.ptp(img, axis=(0, 1)).dtype)
    attempt(lambda: img.mean(axis=3))


@program
def mask_packbits(np):
    mask = np.array([[1, 0, 1, 1, 0, 0, 1, 0, 1, 1],
                     [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]], dtype=bool)
    p = np.packbits(mask, axis=1)
    print(repr(p), p.shape)
    print(repr(np.packbits(mask)), repr(np.packbits(mask, bitorder="little")))
    u = np.unpackbits(p, axis=1, count=10)
    print(repr(u), u.dtype, np.array_equal(u.astype(bool), mask))
    print(repr(np.unpackbits(p, axis=1, count=-3)))
    print(repr(np.unpackbits(np.array([0b10110000], dtype=np.uint8), bitorder="little")))
    attempt(lambda: np.packbits(np.array([1.0, 0.0])))
    attempt(lambda: np.unpackbits(np.array([1, 2], dtype=np.int16)))
    attempt(lambda: np.packbits(mask, axis=2))
    attempt(lambda: np.packbits(mask, bitorder="middle"))
    print(repr(np.packbits(np.array([], dtype=bool))), repr(np.packbits(np.array([3, 0, 2]))))


# ---- 1-d signals ---------------------------------------------------------------------------------

@program
def zero_crossings(np):
    t = np.linspace(0, 1, 50, endpoint=False)
    x = np.sin(2 * np.pi * 3 * t) + 0.1
    s = np.sign(x)
    zc = np.nonzero(np.diff(s))[0]
    print(zc, zc.dtype, len(zc))
    print(np.diff(np.signbit(x).astype(np.int8)).nonzero())
    print(repr(np.sign(np.array([-2.0, -0.0, 0.0, 3.0, np.nan]))))
    print(repr(np.sign(np.array([-3, 0, 7], dtype=np.int8))), repr(np.diff(np.array([1, 5, 2], dtype=np.uint8))))
    print(repr(np.diff(np.array([True, False, False, True]))))
    print(repr(np.diff(np.array([1, 4, 9, 16]), n=2)), repr(np.diff(np.array([1, 4, 9]), prepend=0, append=[20, 30])))
    print(repr(np.diff(np.arange(6).reshape(2, 3), axis=0)))
    attempt(lambda: np.diff(np.arange(3), n=-1))
    attempt(lambda: np.diff(np.float64(3.0)))


@program
def peak_finding(np):
    x = np.array([0, 2, 1, 3, 3, 2, 5, 4, 4, 6, 1, 0], dtype=float)
    peaks = np.nonzero((x[1:-1] > x[:-2]) & (x[1:-1] > x[2:]))[0] + 1
    print(peaks, x[peaks])
    top = peaks[np.argsort(x[peaks])[::-1]][:2]
    print(top, top.dtype)
    d = np.diff(x)
    sign_change = np.diff(np.sign(d))
    print(repr(sign_change), np.where(sign_change < 0)[0] + 1)
    plateau = np.r_[False, x[1:] == x[:-1], False]
    print(plateau.astype(int), np.flatnonzero(plateau))
    print(np.argmax(x), np.argmax(x[::-1]), np.argpartition(x, -3)[-3:].size)
    print(np.maximum.accumulate(x), np.minimum.accumulate(x[::-1])[::-1])


@program
def windowed_rms(np):
    swv = np.lib.stride_tricks.sliding_window_view
    rng = np.random.default_rng(11)
    x = np.sin(np.arange(64) / 4) + 0.1 * rng.standard_normal(64)
    w = swv(x, 8)
    print(w.shape, w.strides, w.flags["WRITEABLE"], w.flags["OWNDATA"])
    rms = np.sqrt((w ** 2).mean(axis=-1))
    print(rms.shape, np.round(rms[::8], 4))
    hop = swv(x, 8)[::4]
    print(hop.shape, np.round(hop.max(axis=1), 3))
    cs = np.cumsum(np.insert(x ** 2, 0, 0))
    rms2 = np.sqrt((cs[8:] - cs[:-8]) / 8)
    print(np.allclose(rms, rms2))
    attempt(lambda: swv(x, 100))
    attempt(lambda: swv(x, 0))
    attempt(lambda: swv(x.reshape(8, 8), (3, 3), axis=0))
    print(swv(np.arange(10).reshape(2, 5), 3, axis=1).tolist())
    try:
        w[0, 0] = 1.0
    except Exception as e:
        print(type(e).__name__, e)


@program
def window_functions(np):
    for name in ("hanning", "hamming", "bartlett", "blackman"):
        w = getattr(np, name)(7)
        print(name, np.round(w, 5), w.dtype)
    print(repr(np.hanning(1)), repr(np.hanning(0)), repr(np.hamming(2)))
    print(np.round(np.kaiser(6, 8.6), 5), np.round(np.kaiser(5, 0), 4))
    print(repr(np.hanning(-3)), repr(np.kaiser(1, 5)))
    sig = np.ones(16)
    win = np.hanning(16)
    print(f"{(sig * win).sum():.6f} {np.sqrt(np.mean(win ** 2)):.6f}")
    spec = np.abs(np.fft.rfft(np.cos(np.arange(16) * np.pi / 4) * win))
    print(np.round(spec, 4), spec.argmax())
    print(np.round(np.i0(np.array([0.0, 1.0, 2.5])), 5))
    attempt(lambda: np.hanning(3.5))


# ---- bit manipulation ----------------------------------------------------------------------------

@program
def bit_shifts_and_masks(np):
    a = np.array([1, 2, 3, 255], dtype=np.uint8)
    print(repr(np.left_shift(a, 1)), repr(a << 4), repr(a >> 3))
    print(repr(np.left_shift(a, np.array([0, 1, 7, 8], dtype=np.uint8))))
    print(repr(np.left_shift(1, np.arange(10))))
    print(repr(np.right_shift(np.array([-16, -1, 16], dtype=np.int8), 2)))
    print(repr(np.left_shift(np.int64(1), 62)), repr(np.left_shift(np.array([1], dtype=np.int64), 64)))
    print(repr(np.array([1, 2], dtype=np.uint8) << 8), repr(np.array([1], dtype=np.int32) << 33))
    print(repr(a & 0x0F), repr(a | 0x80), repr(a ^ 0xFF), repr(~a))
    print(repr(np.invert(np.array([True, False]))), repr(~np.array([0, -1], dtype=np.int16)))
    print(repr(np.bitwise_and.reduce(np.array([7, 6, 14], dtype=np.uint8))))
    print(repr(np.bitwise_or.reduce(np.array([1, 2, 4], dtype=np.uint16))), repr(np.bitwise_xor.accumulate([1, 3, 7])))
    attempt(lambda: np.left_shift(np.array([1.0]), 1))
    attempt(lambda: np.array([1, 2]) & 1.5)
    attempt(lambda: a << -1)
    attempt(lambda: np.bitwise_count(a))


@program
def bit_counting_tricks(np):
    x = np.array([0, 1, 7, 8, 255, 1023], dtype=np.uint16)
    bits = np.unpackbits(x.view(np.uint8)).reshape(-1, 16)
    print(bits.shape, bits.sum(axis=1))
    # (gpnumpy's device holds native byte order: astype(">u2") has dtype uint16, so only values)
    be = x.astype(">u2")
    print(np.unpackbits(be.view(np.uint8)).reshape(-1, 16).sum(axis=1), be.tolist())
    pop = np.zeros_like(x)
    y = x.copy()
    while np.any(y):
        pop += y & 1
        y >>= 1
    print(repr(pop))
    print((x & (x - 1)) == 0, x & -x if False else (x & (~x + 1)))
    print([np.binary_repr(int(v), width=10) for v in x[:4]], np.binary_repr(0), np.base_repr(255, 16))
    gray = x ^ (x >> 1)
    print(repr(gray))
    attempt(lambda: np.binary_repr(1.5))
    print(np.binary_repr(np.int8(-1), width=4), np.binary_repr(-8))


@program
def uint8_views_of_words(np):
    w = np.array([0x01020304, 0xA0B0C0D0], dtype="<u4")
    b = w.view(np.uint8)
    print(repr(b), b.shape, np.shares_memory(w, b))
    b[0] = 0xFF
    print(hex(int(w[0])), w.dtype)
    # (gpnumpy's device holds native byte order: the ">u4" view's values, its dtype is uint32)
    print(w.view(">u4").tolist(), repr(w.byteswap()), repr(w.view(np.int32)))
    f = np.array([1.0, -2.0, 0.5], dtype=np.float32)
    i = f.view(np.int32)
    print(repr(i), repr((i >> 23) & 0xFF), repr(i.view(np.float32)))
    print(repr(np.frombuffer(np.array([1, 256], dtype=np.uint16).tobytes(), dtype=np.uint8)))
    two = np.arange(6, dtype=np.uint8).reshape(2, 3)
    attempt(lambda: two.view(np.uint16))
    attempt(lambda: two.T.view(np.uint16))
    attempt(lambda: np.arange(4, dtype=np.uint8).reshape(2, 2).view(np.uint16), show=lambda r: print(r.shape, r.dtype))
    # (two[:, :2].view(np.uint16) is an unaligned array: NumPy's loops read it, the device
    # cannot load it and gpnumpy raises there, README)


# ---- memory layout --------------------------------------------------------------------------------

@program
def shares_memory_checks(np):
    a = np.arange(20)
    print(np.shares_memory(a, a[::2]), np.shares_memory(a[::2], a[1::2]), np.may_share_memory(a[::2], a[1::2]))
    print(np.shares_memory(a[:10], a[10:]), np.may_share_memory(a[:10], a[10:]), np.may_share_memory(a[:11], a[10:]))
    print(np.shares_memory(a, a.copy()), np.shares_memory(a, a.reshape(4, 5).T), np.shares_memory(a, 5))
    b = a.reshape(4, 5)
    print(np.shares_memory(b[:, 0], b[:, 1]), np.shares_memory(b[0], b[0, ::-1]))
    print(b.base is a, a.base is None, b[1:].base is a, b.T.base is a, np.may_share_memory(b, [1, 2]))
    c = a[5:]
    c[0] = -1
    print(a[5], np.shares_memory(a, np.asarray(a)), np.asarray(a) is a, np.array(a) is a)
    print(np.shares_memory(a, a.view(np.uint64)), np.shares_memory(a, a.astype(np.int64)), a.astype(np.int64, copy=False) is a)


@program
def contiguity_flags(np):
    a = np.arange(12, dtype=np.float64).reshape(3, 4)
    for name, arr in [("a", a), ("a.T", a.T), ("a[:,1]", a[:, 1]), ("a[1]", a[1]), ("a[::2]", a[::2]),
                      ("a[:, :1]", a[:, :1]), ("asf", np.asfortranarray(a)), ("asc", np.ascontiguousarray(a.T))]:
        print(name, arr.flags["C_CONTIGUOUS"], arr.flags["F_CONTIGUOUS"], arr.flags["OWNDATA"], arr.strides)
    f = np.asfortranarray(a)
    print(f.flags.f_contiguous, f.flags.c_contiguous, np.array_equal(f, a), f.ravel(order="K")[:4], f.ravel()[:4])
    print(np.ascontiguousarray(5.0).shape, np.asfortranarray(np.float32(2)).shape)
    print(np.ascontiguousarray(a) is a, np.asfortranarray(a.T) is a.T, np.asfortranarray(a.T).base is a)
    print(np.zeros((2, 3), order="F").strides, np.ones((2, 1)).flags.f_contiguous, np.empty((0, 3)).flags.c_contiguous)
    print(np.require(a.T, requirements=["C"]).flags.c_contiguous, a.copy(order="F").strides)
    print(a.flags)
    print(repr(a.T.flags.writeable), a.itemsize, a.nbytes, a[:, ::2].nbytes)


@program
def tobytes_frombuffer_roundtrip(np):
    a = np.arange(6, dtype=np.int16).reshape(2, 3)
    raw = a.tobytes()
    print(raw, len(raw), a.T.tobytes(), a.tobytes(order="F") == a.T.tobytes())
    b = np.frombuffer(raw, dtype=np.int16).reshape(2, 3)
    print(repr(b), b.flags.writeable, b.flags.owndata, np.array_equal(a, b))
    try:
        b[0, 0] = 9
    except ValueError as e:
        print("ValueError", e)
    c = np.frombuffer(raw, dtype=np.int16, count=2, offset=4)
    print(repr(c))
    attempt(lambda: np.frombuffer(raw, dtype=np.int32))
    attempt(lambda: np.frombuffer(b"abc", dtype=np.uint8), show=lambda r: print(repr(r)))
    attempt(lambda: np.frombuffer(raw, dtype=np.int16, count=10))
    attempt(lambda: np.frombuffer(b"", dtype=np.uint8))
    # (gpnumpy's device holds native byte order: a ">f8" array's dtype and bytes are native, so
    # big-endian data is read with frombuffer and printed as values)
    f = np.array([1.5, -0.25], dtype="<f8")
    big = f.byteswap().tobytes()
    print(f.tobytes().hex(), big.hex(), np.frombuffer(big, dtype=">f8").tolist(), repr(np.frombuffer(big, "<f8")))
    # (a device array cannot share a bytearray's host memory: only the flag, not a write through)
    ba = bytearray(b"\x01\x02\x03\x04")
    m = np.frombuffer(ba, dtype=np.uint8)
    print(repr(m), m.flags.writeable)
    print(repr(np.array([1, 2, 3], dtype=np.uint8).tobytes()), bytes(np.array([65, 66], dtype=np.uint8)))


@program
def view_dtype_reinterpret(np):
    rgba = np.array([[[255, 0, 0, 255], [0, 255, 0, 128]]], dtype=np.uint8)
    packed = rgba.view(np.uint32)
    print(packed.shape, repr(packed.ravel()), packed.dtype)
    back = packed.view(np.uint8)
    print(back.shape, np.array_equal(back, rgba))
    c = np.array([1 + 2j, 3 - 4j], dtype=np.complex128)
    print(repr(c.view(np.float64)), c.view(np.float64).reshape(-1, 2)[:, 1])
    r = np.array([1.0, 2.0, 3.0, 4.0]).view(np.complex128)
    print(repr(r))
    attempt(lambda: np.array([1.0, 2.0, 3.0]).view(np.complex128))
    b = np.array([0, 1, 2], dtype=np.uint8).view(bool)
    print(repr(b))
    s = np.arange(3, dtype=np.int64)
    print(repr(s.view("i4")), repr(s.view(np.uint8)[:8]))
    # (void is a host dtype in gpnumpy: a device array has no view of it, so s.view("V8") is left out)
    print(repr(np.float64(1.0).view(np.int64)), repr(np.array(1.0).view(np.uint64)))


@program
def inplace_update_aliasing(np):
    a = np.arange(10)
    a[1:] += a[:-1]
    print(a)
    b = np.arange(10)
    b[1:] = b[1:] + b[:-1]
    print(b)
    c = np.arange(6)
    np.add(c[:-1], c[1:], out=c[1:])
    print(c)
    d = np.arange(8.0)
    d[::2], d[1::2] = d[1::2], d[::2].copy()
    print(d)
    e = np.arange(5)
    e[:] = e[::-1]
    print(e)
    f = np.ones((3, 3))
    f += f.T * np.arange(3)
    print(f)
    attempt(lambda: np.add(np.ones(3), 1, out=np.ones(4)))
    attempt(lambda: np.multiply(np.ones(3, dtype=np.uint8), 2.5, out=np.ones(3, dtype=np.uint8)))
    g = np.zeros(3, dtype=np.uint8)
    attempt(lambda: g.__iadd__(-1))
    print(g)
    np.subtract(g, 1, out=g, casting="unsafe")
    print(repr(g))


@program
def astype_overflow_casts(np):
    f = np.array([1e10, -1e10, 3.7, -3.7, 256.5])
    print(repr(f.astype(np.int64)))
    with np.errstate(invalid="ignore"):
        print(repr(np.array([3.7, -3.7, 255.9, 0.5]).astype(np.uint8)))
    print(repr(np.array([300, -1, 256, 1000]).astype(np.uint8)), repr(np.array([200, 128]).astype(np.int8)))
    print(repr(np.array([70000], dtype=np.int32).astype(np.int16)), repr(np.array([2**40]).astype(np.float32)))
    print(repr(np.array([1, 0, 2]).astype(bool)), repr(np.array([0.0, -0.0, 0.1, np.nan]).astype(bool)))
    print(repr(np.array([65535], dtype=np.uint16).astype(np.float16)), repr(np.array([70000.0]).astype(np.float16)))
    attempt(lambda: np.array([1, 2]).astype(np.int8, casting="safe"))
    attempt(lambda: np.array([1.5]).astype(np.int32, casting="same_kind"))
    print(repr(np.array([True, False]).astype(np.float32)), repr(np.array(["1", "22"]).astype(np.int16)))
    print(np.can_cast(np.uint8, np.int16), np.can_cast(np.int16, np.uint8), np.can_cast(np.float64, np.uint8, "unsafe"))
    print(np.result_type(np.uint8, np.int8), np.promote_types("u1", "f2"), np.min_scalar_type(300))


# ---- more simulations, errors and layouts --------------------------------------------------------

@program
def ising_metropolis(np):
    rng = np.random.default_rng(2024)
    L, beta = 8, 0.6
    spins = rng.choice(np.array([-1, 1], dtype=np.int8), size=(L, L))
    print(spins.dtype, spins.sum(), type(spins.sum()).__name__)
    for sweep in range(5):
        for parity in (0, 1):
            nb = (np.roll(spins, 1, 0) + np.roll(spins, -1, 0) + np.roll(spins, 1, 1)
                  + np.roll(spins, -1, 1))
            dE = 2 * spins * nb
            ii, jj = np.indices((L, L))
            mask = ((ii + jj) % 2 == parity)
            accept = (dE <= 0) | (rng.random((L, L)) < np.exp(-beta * dE))
            spins = np.where(mask & accept, -spins, spins)
    print(nb.dtype, dE.dtype, spins.dtype, spins.sum(), f"{np.abs(spins.mean()):.4f}")
    E = -(spins * (np.roll(spins, 1, 0) + np.roll(spins, 1, 1))).sum()
    print(E, type(E).__name__)
    print(np.roll(np.arange(10).reshape(2, 5), (1, 2), axis=(0, 1)))
    print(np.roll(np.arange(5), 7), np.roll(np.arange(6).reshape(2, 3), 1), np.roll(np.array([]), 3))
    attempt(lambda: np.roll(np.arange(5), 1, axis=1))
    attempt(lambda: np.roll(np.arange(6).reshape(2, 3), (1, 2), axis=(0,)))


@program
def float32_blowup_warnings(np):
    x = np.array([1.0, 10.0, 100.0], dtype=np.float32)
    for i in range(4):
        x = x * x
    print(repr(x), np.isinf(x).sum(), np.isfinite(x))
    y = np.array([1e30, -1e30, 0.0], dtype=np.float32)
    z = y * np.float32(1e10)
    print(repr(z))
    with np.errstate(over="raise"):
        attempt(lambda: y * np.float32(1e10))
    with np.errstate(invalid="ignore", divide="ignore"):
        r = np.array([0.0, 1.0, -1.0]) / 0.0
    print(repr(r), np.isnan(r).sum())
    print(repr(np.exp(np.array([100.0, 1000.0]))), repr(np.log(np.array([0.0, -1.0]))))
    with np.errstate(all="ignore"):
        print(repr(np.sqrt(np.array([-1.0, 4.0]))), repr(np.array([np.inf]) - np.inf))
    old = np.seterr(over="ignore")
    print(sorted(old.items()), repr(np.float32(3e38) * np.float32(10)))
    np.seterr(**old)
    print(np.nan_to_num(np.array([np.inf, -np.inf, np.nan], dtype=np.float32)))


@program
def clip_uint8_bounds(np):
    img = np.array([0, 5, 128, 250, 255], dtype=np.uint8)
    print(repr(np.clip(img, 10, 200)), repr(img.clip(max=100)), repr(img.clip(min=7)))
    attempt(lambda: np.clip(img, 0, 300))
    attempt(lambda: np.clip(img, -5, 200))
    attempt(lambda: np.clip(img, np.int16(-5), 200))
    attempt(lambda: np.clip(img, 0.5, 200.5))
    attempt(lambda: np.clip(img, 200, 10))
    attempt(lambda: np.minimum(img, 300))
    attempt(lambda: np.maximum(img, 256.0))
    out = img.copy()
    np.clip(out, 50, 100, out=out)
    print(repr(out))
    f = np.array([-1.5, 0.5, np.nan, 2.0])
    print(repr(np.clip(f, 0, 1)), repr(np.clip(f, [0, 0, 0, 3], 1)))
    print(repr(np.clip(np.arange(5), 1, 3).dtype), repr(np.clip(np.arange(5.0), np.array([1]), 3)))


@program
def bitboard_uint64(np):
    board = np.array([0x0000000810000000, 0x0000001008000000], dtype=np.uint64)
    print(repr(board), [hex(int(v)) for v in board])
    bits = np.unpackbits(board.view(np.uint8), bitorder="little").reshape(2, 8, 8)
    print(bits.sum(axis=(1, 2)), np.argwhere(bits[0]))
    occ = board[0] | board[1]
    print(repr(occ), type(occ).__name__, bin(int(occ)).count("1"))
    north = board << np.uint64(8)
    print(repr(north), repr(board >> np.uint64(8)))
    print(repr(np.bitwise_count(board)), repr(np.bitwise_count(np.array([-1, 7], dtype=np.int8))))
    attempt(lambda: board << 8)
    attempt(lambda: board & np.array([1, 2]))
    attempt(lambda: board | -1)
    attempt(lambda: np.invert(np.array([1.5])))
    print(repr(~np.uint64(0)), repr(np.uint64(1) << np.uint64(63)))
    packed = np.packbits(bits.reshape(2, -1), axis=1, bitorder="little")
    print(np.array_equal(packed.view(np.uint64).ravel(), board))


@program
def views_and_copies_in_sims(np):
    state = np.zeros((3, 4))
    row = state[1]
    row += 1
    col = state[:, 2]
    col *= 5
    print(state)
    fancy = state[[0, 2]]
    fancy += 100
    print(state.max(), fancy.base is None, np.shares_memory(state, fancy))
    r = state.ravel()
    print(np.shares_memory(r, state), state.T.ravel().base is None, np.shares_memory(state.T.ravel(), state))
    flat = state.reshape(-1)
    flat[0] = -7
    print(state[0, 0], np.shares_memory(flat, state))
    t = state.T.reshape(-1)
    t[0] = 99
    print(state[0, 0], np.shares_memory(t, state))
    v = state[::2, ::3]
    print(v.shape, v.strides, v.flags.c_contiguous, v.copy().strides, np.may_share_memory(v, state[1]))
    w = state.view()
    w.shape = (4, 3)
    print(state.shape, w.shape)
    attempt(lambda: setattr(state.T, "shape", (12,)))
    s = np.broadcast_to(np.arange(3), (2, 3))
    print(s.flags.writeable, s.strides, np.shares_memory(s[0], s[1]))
    try:
        s[0, 0] = 5
    except ValueError as e:
        print("ValueError", e)


@program
def legacy_api_errors(np):
    # code written for older NumPy: removed methods and attribute typos
    frame = np.arange(12, dtype=np.uint8).reshape(3, 4)
    attempt(lambda: frame.tostring())
    attempt(lambda: frame.itemset(0, 5))
    attempt(lambda: frame.newbyteorder())
    attempt(lambda: frame.ptp())
    attempt(lambda: frame.sum().itemset(1))
    attempt(lambda: frame.max().tostring())
    attempt(lambda: frame.flags.contiguous)
    attempt(lambda: frame.shape.size)
    print(hasattr(frame, "tostring"), hasattr(frame, "tobytes"), hasattr(frame[0, 0], "is_integer"))
    print(getattr(frame, "nbytes", None), getattr(frame, "tostring", "gone"))
    # (np.asscalar, never defined in NumPy 2: the message names the module, 'gpnumpy')
    attempt(lambda: np.float_(1.5))


@program
def readonly_windows_and_broadcasts(np):
    st = np.lib.stride_tricks
    sig = np.arange(8.0)
    frames = st.sliding_window_view(sig, 4)[::2]
    for name, v in [("frames", frames), ("frames.T", frames.T), ("row", frames[0]),
                    ("rev", frames[:, ::-1]), ("moved", np.moveaxis(frames, 0, -1))]:
        try:
            v[0] = -1.0
            print(name, "written")
        except ValueError as e:
            print(name, "ValueError", e)
    print(sig)
    base = np.zeros(3)
    grid = np.broadcast_to(base, (4, 3))
    attempt(lambda: grid.T.__setitem__((0, 0), 5.0))
    attempt(lambda: grid[1].__setitem__(0, 5.0))
    print(base, grid.T.flags.writeable, grid[1:].flags.writeable)
    tiles = st.as_strided(np.arange(10), shape=(4, 4), strides=(16, 8), writeable=False)
    print(tiles, tiles[1:, :2].flags.writeable)
    print(st.as_strided(np.arange(6), shape=(2, 2)))
    w = st.sliding_window_view(sig, 3, writeable=True)
    w.T[1, 0] = 100.0
    print(sig)
    # in-place work on a window or a broadcast: each function's own error, nothing written
    attempt(lambda: frames[0].sort())
    attempt(lambda: np.fill_diagonal(grid[:3], 1.0))
    attempt(lambda: np.cumsum(frames, axis=1, out=frames))
    attempt(lambda: frames.sum(axis=0, out=frames[0]))
    attempt(lambda: np.dot(np.eye(3), np.ones(3), out=grid[0]))
    attempt(lambda: np.add.at(grid, [0], 1.0))
    print(sig, base)
    # a lookup table indexed with a decreasing axis by mistake: NumPy does not check
    print(np.interp([1.0, 5.0, 12.0, -1.0], [10.0, 0.0], [0.0, 1.0]))


@program
def pixel_assignment_errors(np):
    img = np.zeros((2, 3), dtype=np.uint8)
    palette = [255, 128, 300]
    try:
        img[0] = palette
    except OverflowError as e:
        print("OverflowError", e)
    img[0] = [255, 128, 64]
    img[1, ::2] = (1, 2)
    print(img)
    for key, value in [((0, 0), [1, 2, 3]), ((1, 1), [7]), ((0, 1), np.array([9]))]:
        try:
            img[key] = value
            print("set", key, img[key])
        except (ValueError, TypeError) as e:
            print(type(e).__name__, e)
    f = np.zeros(4)
    try:
        f[2] = [0.5]
    except ValueError as e:
        print("ValueError", e)
    attempt(lambda: img.__setitem__([0, 1], [[1, 2, 3], [4, 5, 256]]))
    attempt(lambda: img.__setitem__(img > 100, [1, -1, 2]))
    i = np.zeros(3, dtype=np.int32)
    attempt(lambda: i.__setitem__(slice(None), [1.5, float("nan"), 2]))
    i[:] = [1.9, -1.9, 2]
    print(repr(i))
    attempt(lambda: img.sum(axis=[0]))
    attempt(lambda: img.max(axis=1.0))
    print(img.sum(axis=(0,)), img.max(axis=np.int64(1)))


@program
def layout_flags_of_results(np):
    f = np.asfortranarray(np.arange(12.0).reshape(3, 4))
    mask = np.where(f > 5, 1, 0)
    print(mask.flags.f_contiguous, mask.strides, mask)
    sel = np.where(f > 5, f, np.nan)
    print(sel.flags.f_contiguous, sel.strides)
    for name, arr in [("f", f), ("f.T", f.T), ("f[:, ::2]", f[:, ::2]), ("bcast", np.broadcast_to(f[0], (2, 4)))]:
        fl = arr.flags
        print(name, fl.behaved, fl.carray, fl.farray, fl.num, fl["FNC"], fl["FORC"])
    ro = np.broadcast_to(np.arange(4), (3, 4))
    col = ro[:, 1]
    print(col.flags.writeable, ro.T.flags.writeable)
    try:
        col[0] = 9
    except ValueError as e:
        print("ValueError", e)
