"""Image- and signal-processing programs as users write them with plain NumPy: uint8 pixel
arithmetic and its casts, channels-last images, padding borders for filters, sliding windows and
strided views for filters and pooling, FFT convolution and spectra, gradients and edge detectors,
thresholds and region labelling, interpolation and resizing, window functions, moving averages,
in-place updates through views, NEP 50 promotion of pixels with Python scalars and bit-packed masks.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded so that the last bits of device math do not matter.
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


def clean(x):
    """Round and take away the sign of zeros."""
    return x.round(6) + 0


def _test_image(np, h=6, w=7, seed=0):
    rng = np.random.default_rng(seed)
    return rng.integers(0, 256, size=(h, w), dtype=np.uint8)


# ---- uint8 pixel arithmetic ---------------------------------------------------------------------

@program
def im_uint8_wraparound_and_saturation(np):
    img = np.array([[0, 1, 127], [128, 254, 255]], dtype=np.uint8)
    print(repr(img + img), repr(img - np.uint8(1)), repr(img * np.uint8(3)))
    print(repr(np.add(img, img, dtype=np.uint16)), repr(np.subtract(img, 1, dtype=np.int16)))
    sat = np.clip(img.astype(np.int16) + 100, 0, 255).astype(np.uint8)
    print(repr(sat))
    diff = np.abs(img.astype(np.int16) - img[::-1].astype(np.int16)).astype(np.uint8)
    print(repr(diff), repr(np.abs(img - img[::-1])))
    print(repr(np.maximum(img, 100)), repr(np.minimum(img, np.uint8(100))))
    print(repr(-img), repr(np.negative(img)), repr(~img))
    print(repr(255 - img), repr(np.uint8(255) - img), repr(np.invert(img)))
    print(repr(np.floor_divide(img, 3)), repr(img % 7))
    with np.errstate(divide="ignore"):
        print(repr(img // np.zeros_like(img)), repr(img % np.zeros_like(img)))
    attempt(lambda: img // np.zeros_like(img))


@program
def im_uint8_mean_and_sums(np):
    img = np.full((16, 16), 250, dtype=np.uint8)
    img[::2, ::2] = 3
    print(img.sum(), img.sum().dtype, img.sum(axis=0)[:3], img.sum(axis=0).dtype)
    print(img.mean(), type(img.mean()).__name__, img.mean(axis=1)[:2], img.mean(dtype=np.float32).dtype)
    print(img.cumsum()[-1], img.cumsum().dtype, img.cumsum(dtype=np.uint8)[-3:])
    print(np.add.reduce(img, axis=None), np.add.reduce(img, axis=0, dtype=np.uint8)[:4])
    print(img.prod(axis=0, dtype=np.uint8)[:2], img.max(), type(img.max()).__name__)
    print(round(float(img.std()), 6), round(float(img.var(ddof=1)), 6), img.var().dtype)
    print(np.average(img, weights=np.arange(16)[:, None] * np.ones((1, 16))).round(6))
    print(np.median(img), np.median(img).dtype, np.percentile(img, [10, 50, 90]))
    print(np.count_nonzero(img == 3), np.count_nonzero(img, axis=0)[:3], np.mean(img > 100))


@program
def im_astype_float_roundtrip(np):
    img = np.array([[0, 64, 128, 255]], dtype=np.uint8)
    f = img.astype(np.float32) / 255
    print(f.dtype, clean(f))
    g = f ** (1 / 2.2)
    print(g.dtype, clean(g))
    back = (g * 255 + 0.5).astype(np.uint8)
    print(repr(back))
    print(repr((f * 255).round().astype(np.uint8)), repr(np.rint(f * 255).astype(np.uint8)))
    over = np.array([-3.7, 0.4, 254.6, 255.5, 256.0, 511.0])
    print(repr(np.clip(over, 0, 255).astype(np.uint8)), repr(np.clip(np.round(over), 0, 255).astype(np.uint8)))
    print(repr(img.astype(np.float16)), repr(img.astype(np.int8)), repr(img.astype(bool)))
    print(repr(img.astype(np.float64, copy=False) is img), img.astype(np.uint8, copy=False) is img)
    print(repr(np.asarray(img, dtype=np.float32).dtype), repr(img.astype("f8").itemsize))
    with np.errstate(invalid="ignore"):
        nanish = np.array([np.nan, np.inf, -np.inf, 1.5]).astype(np.uint8)
    print(nanish.dtype, nanish.shape, nanish[-1])


@program
def im_iinfo_clipping(np):
    for dt in (np.uint8, np.int8, np.uint16, np.int16):
        info = np.iinfo(dt)
        vals = np.array([-1000.7, -1.2, 0.0, 99.9, 70000.0])
        out = np.clip(vals, info.min, info.max).astype(dt)
        print(info.dtype, info.min, info.max, info.bits, repr(out))
    info = np.iinfo(np.uint8)
    print(type(info.max).__name__, repr(info), str(info).split("\n")[1].strip())
    img = np.array([10, 200, 250], dtype=np.uint8)
    print(repr(np.iinfo(img.dtype).max - img), np.iinfo(img[0]).max, np.iinfo("u2").max)
    # (iinfo/finfo of an array: NumPy raises ValueError, gpnumpy answers for its dtype as the
    # array API standard asks; tests/_core/test_misc_functions.py compares that)
    print(repr(np.clip(img, 50, 220)), repr(np.clip(img, np.uint8(50), None)), repr(img.clip(max=100)))
    print(repr(np.clip(img.astype(np.int32) * 2, np.iinfo(np.uint8).min, np.iinfo(np.uint8).max)))
    attempt(np.iinfo, np.float32)
    attempt(np.iinfo, "float")
    print(np.finfo(np.float32).eps, np.finfo(np.float16).max, np.finfo(img.astype(np.float32).dtype).bits)


@program
def im_nep50_pixel_promotion(np):
    img = np.array([10, 100, 250], dtype=np.uint8)
    for expr, f in [("img + 1", lambda: img + 1), ("img + 1.0", lambda: img + 1.0),
                    ("img * 0.5", lambda: img * 0.5), ("img / 2", lambda: img / 2),
                    ("img // 2", lambda: img // 2), ("img + np.int64(1)", lambda: img + np.int64(1)),
                    ("img + np.float32(1)", lambda: img + np.float32(1)),
                    ("img + 1j", lambda: img + 1j), ("img - 256", lambda: img - 256),
                    ("img + True", lambda: img + True), ("img ** 2", lambda: img ** 2),
                    ("img + np.uint16(1)", lambda: img + np.uint16(1)),
                    ("img * -1", lambda: img * -1), ("img > 300", lambda: img > 300),
                    ("img == -1", lambda: img == -1), ("img.astype(np.int8) + 200", lambda: img.astype(np.int8) + 200),
                    ("np.float16(1) + img", lambda: np.float16(1) + img)]:
        try:
            r = f()
            print(expr, r.dtype, (np.round(r, 3) if r.dtype.kind in "fc" else r).tolist())
        except Exception as e:
            print(expr, type(e).__name__, e)
    print(np.result_type(img, 1.0), np.result_type(img, 300), np.result_type(np.uint8, np.int8))
    print(np.result_type(img, np.float16), np.promote_types("u1", "f2"), np.promote_types("u1", "i1"))


@program
def im_inplace_pixel_updates(np):
    img = np.array([[10, 20, 30, 40], [50, 60, 70, 80], [90, 100, 110, 120]], dtype=np.uint8)
    img[::2, ::2] += 200
    print(repr(img))
    img[1] *= 4
    print(repr(img[1]))
    attempt(lambda: img.__iadd__(1.5))
    try:
        img += 1.5
    except Exception as e:
        print(type(e).__name__, e)
    np.add(img, 1.5, out=img, casting="unsafe")
    print(repr(img))
    np.multiply(img, 0.5, out=img, casting="unsafe")
    print(repr(img))
    attempt(lambda: np.multiply(img, 0.5, out=img))
    sub = img[:, 1:3]
    sub -= 5
    print(repr(img), sub.base is img)
    f = np.zeros(img.shape, dtype=np.float32)
    np.divide(img, 255, out=f)
    print(clean(f[0]), f.dtype)
    np.clip(img, 20, 100, out=img)
    print(repr(img))
    attempt(lambda: np.clip(img, 0, 1, out=f[:2]))
    img[img > 90] = 0
    img[..., -1] //= 3
    print(repr(img))
    attempt(lambda: img.__setitem__((0, 0), 300))
    attempt(lambda: img.__setitem__((0, 0), -1))
    img[0, 0] = np.int64(300) % 256
    print(img[0, 0], type(img[0, 0]).__name__)


@program
def im_histogram_of_pixels(np):
    img = _test_image(np, 8, 8, seed=5)
    h, edges = np.histogram(img, bins=256, range=(0, 256))
    print(h.dtype, h.sum(), edges.dtype, edges[:3], edges[-1], np.flatnonzero(h)[:6])
    h8, e8 = np.histogram(img, bins=8, range=(0, 255))
    print(h8, clean(e8))
    hd, ed = np.histogram(img, bins=[0, 64, 128, 192, 256], density=True)
    print(clean(hd * 1e3), ed.dtype)
    bc = np.bincount(img.ravel(), minlength=256)
    print(bc.shape, np.array_equal(bc, h), bc.argmax(), bc.max())
    hw, _ = np.histogram(img, bins=4, range=(0, 256), weights=img.astype(float) / 255)
    print(clean(hw))
    print(np.histogram(img, bins="auto")[0].sum(), len(np.histogram_bin_edges(img, bins="sturges")))
    rgb = np.stack([img, 255 - img, img // 2], axis=-1)
    per = [np.histogram(rgb[..., c], bins=4, range=(0, 256))[0].tolist() for c in range(3)]
    print(per)
    attempt(np.histogram, img, bins=4, range=(255, 0))
    attempt(np.histogram, img, bins=-1)


@program
def im_cumulative_histogram_equalise(np):
    rng = np.random.default_rng(8)
    img = (rng.standard_normal((10, 10)) * 12 + 90).clip(0, 255).astype(np.uint8)
    print(img.min(), img.max(), img.dtype)
    hist = np.bincount(img.ravel(), minlength=256)
    cdf = np.cumsum(hist)
    cdf_norm = cdf / cdf[-1]
    lut = np.floor(255 * cdf_norm).astype(np.uint8)
    eq = np.take(lut, img)
    print(eq.min(), eq.max(), eq.dtype, eq[0, :5])
    cdf_m = np.ma.masked_equal(cdf, 0)
    cdf_m = (cdf_m - cdf_m.min()) * 255 / (cdf_m.max() - cdf_m.min())
    lut2 = np.ma.filled(cdf_m, 0).astype(np.uint8)
    print(lut2[img][0, :5], lut2.dtype)
    h2 = np.bincount(eq.ravel(), minlength=256)
    print(np.count_nonzero(h2), np.cumsum(h2)[::64])
    ranks = np.argsort(np.argsort(img.ravel(), kind="stable"), kind="stable")
    uniform = (ranks * 256 // img.size).astype(np.uint8).reshape(img.shape)
    print(uniform[0, :5], np.bincount(uniform.ravel() // 64))
    vals, inv, counts = np.unique(img, return_inverse=True, return_counts=True)
    print(vals[:4], inv.shape, counts[:4], np.cumsum(counts)[-1])


# ---- channels-last images and geometry ------------------------------------------------------------

@program
def im_rgb_channels_last(np):
    img = np.arange(4 * 5 * 3, dtype=np.uint8).reshape(4, 5, 3) * 4
    r, g, b = np.moveaxis(img, -1, 0)
    print(r.shape, r.flags["C_CONTIGUOUS"], g[0].tolist())
    gray = (0.299 * r + 0.587 * g + 0.114 * b)
    print(gray.dtype, clean(gray[0]))
    rgba = np.dstack([img, np.full(img.shape[:2], 255, dtype=np.uint8)])
    print(rgba.shape, rgba.dtype, rgba[0, 0].tolist())
    rgba2 = np.concatenate([img, np.full((4, 5, 1), 255, np.uint8)], axis=-1)
    print(np.array_equal(rgba, rgba2), np.dsplit(rgba, [3])[1].shape)
    bgr = img[..., [2, 1, 0]]
    print(bgr[0, 1].tolist(), bgr.flags["OWNDATA"], np.shares_memory(bgr, img))
    planar = np.ascontiguousarray(img.transpose(2, 0, 1))
    print(planar.shape, planar.strides, planar.flags["C_CONTIGUOUS"])
    batch = np.stack([img, img[::-1]], axis=0)
    print(batch.shape, batch.transpose(0, 3, 1, 2).shape, batch.mean(axis=(1, 2)).shape)
    print(np.einsum("hwc,c->hw", img.astype(float), [0.299, 0.587, 0.114]).round(3)[0].tolist())
    print(np.tensordot(img, np.array([1, 1, 1], np.uint8), axes=([2], [0])).dtype)
    attempt(lambda: np.dstack([img, np.ones((4, 4), np.uint8)]))


@program
def im_rot_flip_transpose_views(np):
    img = np.arange(12, dtype=np.uint8).reshape(3, 4)
    for k in range(-1, 5):
        r = np.rot90(img, k)
        print(k, r.shape, r[0].tolist(), r.strides, np.shares_memory(r, img))
    f = np.flip(img)
    print(f.tolist(), f.strides, f.base is img)
    print(np.array_equal(np.rot90(img, 2), img[::-1, ::-1]), np.array_equal(np.rot90(img), img.T[::-1]))
    t = img.T
    t[0, 0] = 99
    print(img[0, 0], t.flags["F_CONTIGUOUS"], t.flags["WRITEABLE"])
    sw = np.swapaxes(img[None], 0, 2)
    print(sw.shape, sw.strides, sw[:, :, 0].tolist())
    cube = np.arange(24, dtype=np.uint8).reshape(2, 3, 4)
    print(np.rot90(cube, 1, axes=(1, 2)).shape, np.rot90(cube, 1, axes=(2, 1))[0, 0].tolist())
    print(np.flip(cube, axis=(0, 2))[0, 0].tolist(), np.transpose(cube, (2, 0, 1)).shape)
    attempt(np.rot90, cube, 1, (0, 1, 2))
    attempt(np.rot90, cube, 1, (0, 3))
    attempt(np.flip, cube, (0, 0))
    attempt(np.swapaxes, cube, 0, 3)
    attempt(np.transpose, cube, (0, 1, 1))


@program
def im_crop_and_paste(np):
    canvas = np.zeros((6, 8), dtype=np.uint8)
    patch = np.full((3, 3), 9, dtype=np.uint8)
    y, x = 2, 6
    h = min(patch.shape[0], canvas.shape[0] - y)
    w = min(patch.shape[1], canvas.shape[1] - x)
    canvas[y:y + h, x:x + w] = patch[:h, :w]
    print(canvas)
    attempt(lambda: canvas.__setitem__((slice(2, 5), slice(6, 9)), patch))
    crop = canvas[1:-1, 1:-1]
    print(crop.shape, crop.base is canvas, crop.strides)
    crop[:] = 7
    print(canvas.sum(), np.count_nonzero(canvas))
    c2 = canvas[-10:100, 3:3]
    print(c2.shape, c2.size, c2.sum(), c2.dtype)
    np.copyto(canvas[:2, :2], 5)
    np.copyto(canvas[4:, :], np.arange(8, dtype=np.uint8))
    print(canvas)
    attempt(np.copyto, canvas[:2, :2], np.array([1.5]))
    attempt(np.copyto, canvas[:2, :2], 300)
    attempt(np.copyto, canvas[:2, :2], np.array([[1, 2], [3, 4]]), where=np.array([[1, 0], [0, 1]]))
    np.copyto(canvas, 1, where=canvas == 0)
    print(canvas.min(), np.bincount(canvas.ravel()))
    np.putmask(canvas, canvas > 6, 0)
    print(canvas[2])
    np.place(canvas, canvas == 1, [2, 3])
    print(canvas[0])


# ---- padding for borders --------------------------------------------------------------------------

@program
def im_pad_all_modes_uint8(np):
    img = np.array([[1, 2, 3], [4, 5, 250]], dtype=np.uint8)
    for mode in ("constant", "edge", "linear_ramp", "maximum", "mean", "median", "minimum",
                 "reflect", "symmetric", "wrap"):
        r = np.pad(img, ((1, 1), (2, 1)), mode=mode)
        print(mode, r.dtype, r.shape, r.tolist())
    print(np.pad(img, 1, mode="constant", constant_values=300 % 256).tolist())
    attempt(np.pad, img, 1, constant_values=300)
    attempt(np.pad, img, 1, constant_values=-1)
    attempt(np.pad, img, 1, mode="linear_ramp", end_values=260)
    attempt(np.pad, img, 1, constant_values=2.7)
    print(np.pad(img, 2, mode="reflect", reflect_type="odd").tolist())
    print(np.pad(img.astype(np.float32), 1, mode="mean").dtype)


@program
def im_pad_channels_last_and_callable(np):
    img = np.arange(2 * 2 * 3, dtype=np.uint8).reshape(2, 2, 3)
    p = np.pad(img, ((1, 1), (1, 1), (0, 0)), mode="edge")
    print(p.shape, p[0, 0].tolist(), p[:, :, 2].tolist())
    q = np.pad(img, [(2, 0), (0, 2), (0, 0)], constant_values=255)
    print(q.shape, q[..., 0].tolist())

    def frame(vector, pad_width, iaxis, kwargs):
        vector[:pad_width[0]] = kwargs.get("value", 7)
        if pad_width[1]:
            vector[-pad_width[1]:] = kwargs.get("value", 7)

    print(np.pad(np.ones((2, 3), np.uint8), 1, frame).tolist())
    print(np.pad(np.ones((2, 3), np.uint8), (0, 1), frame, value=4).tolist())
    print(np.pad(img, {0: (1, 0)}, mode="wrap").shape)
    print(np.pad(img, 1, mode="symmetric").shape, np.pad(img, ((0, 0), (3, 3), (0, 0)), "reflect")[0, :, 0].tolist())
    print(np.pad(img, ((1, 1), (1, 1), (0, 0)), mode="wrap")[..., 1].tolist())
    attempt(np.pad, img, ((1, 1), (1, 1)))
    attempt(np.pad, img, ((1, 1, 1), (1, 1), (0, 0)))
    attempt(np.pad, img, 1.5)
    attempt(np.pad, img, ((1, 1), (1, 1), (0, 0)), mode="reflect", stat_length=2)


# ---- sliding windows, strides, pooling -------------------------------------------------------------

@program
def im_sliding_window_filters(np):
    swv = np.lib.stride_tricks.sliding_window_view
    img = np.array([[1, 9, 2, 8, 3], [7, 4, 6, 5, 0], [2, 2, 9, 1, 1], [0, 5, 3, 7, 4]], dtype=np.uint8)
    w = swv(img, (3, 3))
    print(w.shape, w.strides, w.dtype, w.flags["WRITEABLE"])
    print("median", np.median(w, axis=(-2, -1)).tolist())
    print("max", w.max(axis=(2, 3)).tolist(), "min", w.min(axis=(2, 3)).tolist())
    print("mean", clean(w.mean(axis=(2, 3))).tolist(), w.sum(axis=(2, 3)).dtype)
    pad = np.pad(img, 1, mode="reflect")
    same = swv(pad, (3, 3)).max(axis=(-1, -2))
    print(same.shape, same.tolist())
    rows = swv(img, 2, axis=0)
    print(rows.shape, rows[0, 0].tolist())
    cols = swv(img, (2, 2), axis=(1, 1))
    print(cols.shape)
    sw = swv(img, (2, 2), writeable=True)
    print(sw.flags["WRITEABLE"], np.shares_memory(sw, img))
    rng3 = swv(np.arange(8), 3)[::2]
    print(rng3.tolist(), rng3.strides)
    attempt(swv, img, (3, 3, 3))
    attempt(swv, img, (3,), axis=(0, 1))
    attempt(swv, img, (5, 1))
    attempt(swv, img, -1)


@program
def im_as_strided_tricks(np):
    ast = np.lib.stride_tricks.as_strided
    img = np.arange(16, dtype=np.int32).reshape(4, 4)
    s0, s1 = img.strides
    blocks = ast(img, shape=(2, 2, 2, 2), strides=(2 * s0, 2 * s1, s0, s1))
    print(blocks.shape, blocks.strides, blocks[1, 0].tolist())
    print(blocks.max(axis=(2, 3)).tolist(), blocks.reshape(2, 2, 4).sum(-1).tolist())
    win = ast(img, shape=(3, 3, 2, 2), strides=(s0, s1, s0, s1), writeable=False)
    print(win.flags["WRITEABLE"], win.sum(axis=(2, 3)).tolist())
    row = np.arange(6, dtype=np.float64)
    toeplitz = ast(row[2:], shape=(3, 3), strides=(-row.strides[0], row.strides[0]))
    print(toeplitz.tolist())
    rep = ast(np.array([1, 2, 3]), shape=(4, 3), strides=(0, 8))
    print(rep.tolist(), rep.strides, rep.base is not None)
    print(ast(img, shape=(2,), strides=(40,)).tolist())
    b = np.broadcast_to(np.arange(3, dtype=np.uint8), (2, 3))
    print(b.strides, b.flags["WRITEABLE"], b.flags["OWNDATA"])
    attempt(lambda: b.__setitem__((0, 0), 1))
    v = ast(img, shape=(4,), strides=(s0 + s1,))
    print("diag", v.tolist(), np.array_equal(v, np.diagonal(img)))
    d = np.diagonal(img)
    print(d.flags["WRITEABLE"], d.strides)
    attempt(lambda: d.__setitem__(0, 5))


@program
def im_max_pooling_reshape(np):
    img = np.arange(36, dtype=np.uint8).reshape(6, 6) * 7
    H, W = img.shape
    p = img.reshape(H // 2, 2, W // 2, 2)
    print(p.max(axis=(1, 3)).tolist(), p.max(axis=(1, 3)).dtype)
    print(clean(p.mean(axis=(1, 3))).tolist())
    argmax = p.transpose(0, 2, 1, 3).reshape(3, 3, 4).argmax(-1)
    print(argmax.tolist(), argmax.dtype)
    r, c = np.unravel_index(argmax, (2, 2))
    print(r.tolist(), c.tolist())
    p3 = img.reshape(2, 3, 2, 3).max(axis=(1, 3))
    print(p3.tolist())
    odd = np.arange(35, dtype=np.uint8).reshape(5, 7)
    trimmed = odd[:odd.shape[0] // 2 * 2, :odd.shape[1] // 2 * 2]
    print(trimmed.reshape(2, 2, 3, 2).max(axis=(1, 3)).tolist())
    attempt(lambda: odd.reshape(2, 2, 3, 2))
    attempt(lambda: odd.reshape(-1, 2, -1))
    rgb = np.arange(4 * 4 * 3).reshape(4, 4, 3)
    print(rgb.reshape(2, 2, 2, 2, 3).mean(axis=(1, 3)).shape, rgb.reshape(2, 2, 2, 2, 3).max(axis=(1, 3))[0, 0].tolist())
    unpool = np.kron(p3, np.ones((3, 3), dtype=np.uint8))
    print(unpool.shape, unpool.dtype, unpool[0].tolist())


@program
def im_downsample_and_upsample(np):
    img = np.arange(16, dtype=np.float32).reshape(4, 4)
    small = img.reshape(2, 2, 2, 2).mean(axis=(1, 3))
    print(small.dtype, small.tolist())
    print(img[::2, ::2].tolist(), img[1::2, 1::2].flags["C_CONTIGUOUS"])
    up = np.repeat(np.repeat(small, 2, axis=0), 2, axis=1)
    print(up.shape, up.dtype, up[1].tolist())
    kr = np.kron(small, np.ones((2, 2)))
    print(kr.dtype, np.array_equal(kr, up))
    kr8 = np.kron(np.array([[1, 2]], np.uint8), np.ones((2, 2), np.uint8))
    print(kr8.dtype, kr8.tolist())
    print(np.kron(np.array([[1, 2]], np.uint8), np.array([[200]], np.uint8)).tolist())
    t = np.tile(np.array([[0, 255], [255, 0]], np.uint8), (2, 3))
    print(t.shape, t[0].tolist(), t.dtype)
    checker = (np.indices((4, 6)).sum(axis=0) % 2).astype(np.uint8) * 255
    print(np.array_equal(checker, np.tile([[0, 255], [255, 0]], (2, 3))))
    nn = img[np.arange(8)[:, None] // 2, np.arange(8) // 2]
    print(nn.shape, np.array_equal(nn, np.repeat(np.repeat(img, 2, 0), 2, 1)))
    idx = (np.arange(3) * img.shape[0] / 3).astype(int)
    print(idx.tolist(), img[np.ix_(idx, idx)].tolist())


@program
def im_bilinear_interpolation(np):
    img = np.array([[0., 10., 20.], [30., 40., 50.], [60., 70., 80.]])
    ys = np.array([0.0, 0.5, 1.25, 1.999, 2.0])
    xs = np.array([0.0, 0.5, 0.75, 1.5, 2.0])
    y0 = np.floor(ys).astype(int)
    x0 = np.floor(xs).astype(int)
    y1 = np.minimum(y0 + 1, img.shape[0] - 1)
    x1 = np.minimum(x0 + 1, img.shape[1] - 1)
    wy = ys - y0
    wx = xs - x0
    Ia = img[y0, x0]
    Ib = img[y1, x0]
    Ic = img[y0, x1]
    Id = img[y1, x1]
    out = Ia * (1 - wx) * (1 - wy) + Ib * (1 - wx) * wy + Ic * wx * (1 - wy) + Id * wx * wy
    print(clean(out))
    flat = img.ravel()
    lin = np.ravel_multi_index((y0, x1), img.shape)
    print(lin.tolist(), np.take(flat, lin).tolist(), np.take(img, lin).tolist())
    print(np.take(img, [-1, 10], mode="wrap").tolist(), np.take(img, [-1, 10], mode="clip").tolist())
    attempt(np.take, img, [9])
    gy, gx = np.meshgrid(np.linspace(0, 2, 4), np.linspace(0, 2, 4), indexing="ij")
    print(clean(gy[:, 0]), gx.shape)
    fy = np.floor(gy).astype(np.intp).clip(0, 1)
    print(fy.tolist(), fy.dtype)
    print(clean(np.interp([0.5, 1.5, 2.5], [0, 1, 2], img[0])))
    r = np.round(np.array([0.5, 1.5, 2.5, -0.5]))
    print(r.tolist(), np.floor(-0.5), np.ceil(np.array([-0.5, 0.2])).tolist(), np.trunc(-1.7))


@program
def im_resize_nearest_index_maps(np):
    img = np.arange(12, dtype=np.uint8).reshape(3, 4)
    new_h, new_w = 5, 6
    ry = (np.arange(new_h) * img.shape[0] / new_h).astype(np.intp)
    rx = np.floor((np.arange(new_w) + 0.5) * img.shape[1] / new_w).astype(np.intp)
    print(ry.tolist(), rx.tolist())
    out = img[ry[:, None], rx]
    print(out.tolist(), out.dtype, out.flags["OWNDATA"])
    print(img[np.ix_(ry, rx)].tolist() == out.tolist())
    out2 = img.take(ry, axis=0).take(rx, axis=1)
    print(np.array_equal(out, out2))
    cols = img[:, rx]
    print(cols.strides, cols.flags["OWNDATA"], img.take(rx, axis=1).strides, np.take(img, 1, axis=1).flags["OWNDATA"])
    row = img[np.array(1)]
    row[:] = 0
    print(img[1].tolist(), row.base is None)
    print(np.repeat(img, [1, 2, 2], axis=0).shape, np.repeat(img, 2, axis=None).shape)
    attempt(np.repeat, img, [1, 2], axis=0)
    attempt(lambda: img[ry[:, None], rx + 4])
    attempt(lambda: img[np.array([0.0, 1.0])])


# ---- convolution and correlation ------------------------------------------------------------------

@program
def im_fft_convolution_2d(np):
    img = np.zeros((8, 8))
    img[2:5, 3:6] = 1.0
    k = np.array([[1., 2., 1.], [2., 4., 2.], [1., 2., 1.]]) / 16
    s = (img.shape[0] + k.shape[0] - 1, img.shape[1] + k.shape[1] - 1)
    full = np.fft.irfft2(np.fft.rfft2(img, s) * np.fft.rfft2(k, s), s)
    print(full.shape, full.dtype, clean(full[3, 3:8]))
    same = full[1:-1, 1:-1]
    print(same.shape, round(float(same.sum()), 6), clean(same[3]))
    circ = np.fft.irfft2(np.fft.rfft2(img) * np.fft.rfft2(k, img.shape), img.shape)
    print(clean(circ[4, 3:7]))
    F = np.fft.rfft2(img.astype(np.float32))
    print(F.dtype, F.shape, np.fft.irfft2(F).dtype)
    print(np.fft.rfft2(img, s=(5, 6)).shape, np.fft.irfft2(np.fft.rfft2(img), s=(8, 7)).shape)
    print(np.fft.rfft2(img, axes=(1, 0)).shape)
    attempt(np.fft.rfft2, np.ones(5))
    attempt(np.fft.irfft2, np.ones((4, 3)), s=(4,))


@program
def im_separable_convolve_along_axes(np):
    img = np.arange(20, dtype=float).reshape(4, 5) % 6
    k = np.array([1., 2., 1.]) / 4
    rows = np.apply_along_axis(np.convolve, 1, img, k, mode="same")
    both = np.apply_along_axis(np.convolve, 0, rows, k, mode="same")
    print(rows.shape, clean(rows[0]), clean(both[1]))
    full = np.apply_along_axis(lambda v: np.convolve(v, k), 1, img)
    print(full.shape, clean(full[0]))
    valid = np.apply_along_axis(np.convolve, -1, img, k, "valid")
    print(valid.shape)
    stats = np.apply_along_axis(lambda v: np.array([v.min(), v.max()]), 0, img)
    print(stats.shape, stats.tolist())
    sc = np.apply_along_axis(np.sum, 1, img)
    print(sc.shape, sc.dtype, sc.tolist())
    u8 = np.apply_along_axis(np.convolve, 1, np.ones((2, 3), np.uint8), np.array([1, 1], np.uint8))
    print(u8.dtype, u8.tolist())
    print(np.apply_over_axes(np.sum, img, [0, 1]).shape)
    attempt(np.apply_along_axis, np.convolve, 2, img, k)
    attempt(np.apply_along_axis, lambda v: v[:0], 1, img)


@program
def sig_correlate_modes_and_lags(np):
    x = np.array([0., 1., 2., 3., 2., 1., 0., 0.])
    y = np.array([1., 2., 1.])
    for mode in ("valid", "same", "full"):
        c = np.correlate(x, y, mode)
        print(mode, c.shape, c.tolist())
    full = np.correlate(x, y, "full")
    lags = np.arange(-(y.size - 1), x.size)
    print(lags[full.argmax()], lags.shape == full.shape)
    ac = np.correlate(x - x.mean(), x - x.mean(), "full")[x.size - 1:]
    print(clean(ac / ac[0])[:4])
    print(np.correlate(y, x).tolist(), np.correlate([1, 2, 3], [1, 1]).dtype)
    print(np.correlate(np.array([1, 2], np.uint8), np.array([200, 200], np.uint8)).tolist())
    print(clean(np.correlate([1 + 1j, 2], [1j, 1], "full")))
    print(np.convolve(x, y[::-1], "valid").tolist() == np.correlate(x, y, "valid").tolist())
    attempt(np.correlate, x, y, "middle")
    attempt(np.correlate, np.ones((2, 2)), y)
    attempt(np.correlate, x, [])


@program
def sig_moving_average_cumsum(np):
    x = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3], dtype=np.uint8)
    n = 3
    c = np.cumsum(x, dtype=float)
    c[n:] = c[n:] - c[:-n]
    ma = c[n - 1:] / n
    print(clean(ma), ma.dtype)
    c2 = np.cumsum(np.insert(x.astype(np.int64), 0, 0))
    print(((c2[n:] - c2[:-n]) / n).round(4).tolist())
    print(np.cumsum(x).dtype, np.cumsum(x, dtype=np.uint8)[-1], x.cumsum().tolist()[-1])
    ew = np.convolve(x, np.ones(n) / n, "valid")
    print(np.allclose(ew, ma))
    alpha = 0.5
    ema = np.empty(x.size)
    ema[0] = x[0]
    for i in range(1, x.size):
        ema[i] = alpha * x[i] + (1 - alpha) * ema[i - 1]
    print(clean(ema[-3:]))
    w = (1 - alpha) ** np.arange(x.size)[::-1]
    print(round(float((w * x).sum() / w.sum()), 6))
    cm = np.cumsum(x) / np.arange(1, x.size + 1)
    print(clean(cm[-3:]))
    cs2 = np.cumsum(np.cumsum(np.ones((3, 3), np.uint8), axis=0), axis=1)
    print(cs2.tolist(), cs2.dtype)
    integral = np.pad(cs2, ((1, 0), (1, 0)))
    print(integral[3, 3] - integral[1, 3] - integral[3, 1] + integral[1, 1])


# ---- gradients and edges ---------------------------------------------------------------------------

@program
def im_sobel_by_slicing(np):
    img = np.zeros((6, 6), dtype=np.uint8)
    img[:, 3:] = 200
    f = img.astype(np.int32)
    gx = (f[:-2, 2:] + 2 * f[1:-1, 2:] + f[2:, 2:]) - (f[:-2, :-2] + 2 * f[1:-1, :-2] + f[2:, :-2])
    gy = (f[2:, :-2] + 2 * f[2:, 1:-1] + f[2:, 2:]) - (f[:-2, :-2] + 2 * f[:-2, 1:-1] + f[:-2, 2:])
    mag = np.hypot(gx, gy)
    print(gx[0].tolist(), gy.max(), mag.dtype, clean(mag[0]))
    ang = np.degrees(np.arctan2(gy, gx))
    print(clean(ang[0]))
    edges = (mag > 100).astype(np.uint8)
    print(edges.tolist()[0], edges.sum())
    bad = img[:-2, 2:] - img[:-2, :-2]
    print(bad[0].tolist(), bad.dtype)
    gx8 = np.diff(img, axis=1)
    print(gx8[0].tolist(), np.diff(img.astype(np.int16), axis=1)[0].tolist())
    print(np.sqrt(gx.astype(np.float32) ** 2).dtype, np.hypot(np.float32(3), 4).dtype)
    lap = f[:-2, 1:-1] + f[2:, 1:-1] + f[1:-1, :-2] + f[1:-1, 2:] - 4 * f[1:-1, 1:-1]
    print(lap[0].tolist(), np.abs(lap).max())


@program
def im_numpy_gradient_images(np):
    y, x = np.mgrid[0:5, 0:6]
    img = (x ** 2 + 2 * y).astype(np.uint8)
    gy, gx = np.gradient(img)
    print(gy.dtype, gy[0].tolist(), gx[0].tolist())
    g2 = np.gradient(img.astype(float), 2.0, 0.5)
    print(clean(g2[0][1]), clean(g2[1][1]))
    g3 = np.gradient(img, axis=1, edge_order=2)
    print(clean(g3[0]))
    g4 = np.gradient(img.astype(float), np.array([0, 1, 3, 4, 6]), axis=0)
    print(clean(g4[:, 0]))
    print(len(np.gradient(np.ones((2, 3, 4)))), np.gradient(np.arange(5, dtype=np.int8) * 30).dtype)
    print(np.gradient(np.array([250, 5, 10], dtype=np.uint8)).tolist())
    attempt(np.gradient, np.array([1.0]))
    attempt(np.gradient, img, axis=2)
    attempt(np.gradient, img.astype(float), 1.0, 2.0, 3.0)
    attempt(np.gradient, np.arange(3.0), edge_order=3)


# ---- thresholds, masks, regions --------------------------------------------------------------------

@program
def im_threshold_masks_and_stats(np):
    img = _test_image(np, 6, 6, seed=2)
    t = np.uint8(128)
    m = img > t
    print(m.dtype, m.sum(), m.mean(), np.count_nonzero(m, axis=1).tolist())
    print(img[m].dtype, img[m].shape, img[m][:4].tolist(), img[~m].max())
    band = (img >= 60) & (img < 180)
    print(band.sum(), np.logical_xor(m, band).sum(), (m | band).any(axis=0).tolist())
    print(np.where(m, img, 0).dtype, np.where(m, 255, img).dtype, np.where(m, 255.0, img).dtype)
    print(np.where(m, 1, 0).dtype, np.where(m, np.uint8(1), np.uint8(0)).dtype)
    best = []
    for thr in range(32, 256, 32):
        fg = img[img >= thr]
        bg = img[img < thr]
        if fg.size == 0 or bg.size == 0:
            continue
        w0, w1 = bg.size / img.size, fg.size / img.size
        best.append((round(float(w0 * w1 * (bg.mean() - fg.mean()) ** 2), 3), thr))
    print(max(best))
    print(img[m.nonzero()][:3].tolist(), np.extract(m, img)[:3].tolist(), np.compress(m.ravel(), img)[:3].tolist())
    mm = np.ma.masked_where(~m, img)
    print(mm.count(), mm.mean().round(4), mm.filled(0).dtype)
    attempt(lambda: img[m[:3]])
    attempt(lambda: img[m.astype(np.uint8)].shape)


@program
def im_region_labelling_flood(np):
    mask = np.array([[1, 1, 0, 0, 0],
                     [1, 0, 0, 1, 1],
                     [0, 0, 0, 1, 0],
                     [1, 0, 0, 0, 0],
                     [1, 1, 0, 1, 1]], dtype=bool)
    labels = np.zeros(mask.shape, dtype=np.int32)
    n = 0
    for y, x in np.argwhere(mask):
        if labels[y, x]:
            continue
        n += 1
        stack = [(int(y), int(x))]
        while stack:
            cy, cx = stack.pop()
            if not (0 <= cy < mask.shape[0] and 0 <= cx < mask.shape[1]):
                continue
            if not mask[cy, cx] or labels[cy, cx]:
                continue
            labels[cy, cx] = n
            stack += [(cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)]
    print(n, labels.tolist())
    sizes = np.bincount(labels.ravel())[1:]
    print(sizes.tolist(), sizes.argmax() + 1)
    for lab in range(1, n + 1):
        ys, xs = np.nonzero(labels == lab)
        print(lab, ys.min(), ys.max(), xs.min(), xs.max(), round(float(ys.mean()), 3), round(float(xs.mean()), 3))
    big = np.isin(labels, np.flatnonzero(sizes >= 3) + 1)
    print(big.astype(int).tolist())
    aw = np.argwhere(labels == 2)
    print(aw.tolist(), aw.dtype, aw.shape, np.argwhere(labels == 99).shape)
    print(np.transpose(np.nonzero(labels == 3)).tolist())


@program
def im_unravel_ravel_indices(np):
    img = np.array([[3, 9, 1], [9, 0, 7]], dtype=np.uint8)
    flat = img.argmax()
    print(flat, type(flat).__name__, np.unravel_index(flat, img.shape))
    print(np.unravel_index(np.argsort(img, axis=None)[::-1][:3], img.shape))
    r = np.unravel_index([0, 5, 3], (2, 3), order="F")
    print([v.tolist() for v in r], r[0].dtype)
    print(np.ravel_multi_index(([0, 1, 1], [2, 0, 1]), img.shape))
    print(np.ravel_multi_index(([0, 3], [5, -1]), (2, 3), mode=("clip", "wrap")).tolist())
    print(np.ravel_multi_index(([0, 3], [5, -1]), (2, 3), mode="wrap").tolist())
    print(np.ravel_multi_index((1, 2), (2, 3), order="F"), np.unravel_index(7, (2, 2, 2)))
    attempt(np.unravel_index, 6, img.shape)
    attempt(np.unravel_index, -1, img.shape)
    attempt(np.ravel_multi_index, ([0, 2], [0, 0]), img.shape)
    attempt(np.ravel_multi_index, ([0.5], [0]), img.shape)
    attempt(np.unravel_index, [1.0], img.shape)
    attempt(np.ravel_multi_index, ([0], [0]), img.shape, order="X")
    print(np.unravel_index(np.array([], dtype=int), (2, 3)), np.unravel_index(0, ()))


@program
def im_packbits_masks_roundtrip(np):
    rng = np.random.default_rng(4)
    mask = rng.random((5, 13)) > 0.5
    p = np.packbits(mask, axis=-1)
    print(p.shape, p.dtype, p[0].tolist())
    back = np.unpackbits(p, axis=-1, count=mask.shape[1]).astype(bool)
    print(np.array_equal(back, mask), back.shape)
    pc = np.packbits(mask, axis=0)
    print(pc.shape, pc[:, :4].tolist())
    print(np.unpackbits(pc, axis=0)[:5].astype(bool).sum() == mask.sum())
    flat = np.packbits(mask)
    print(flat.shape, np.unpackbits(flat)[:mask.size].reshape(mask.shape).sum())
    lit = np.packbits(mask, axis=1, bitorder="little")
    print(lit[0].tolist(), np.unpackbits(lit, axis=1, bitorder="little")[:, :13].astype(bool).tolist() == mask.tolist())
    nbytes = np.packbits(mask.ravel()).nbytes
    print(nbytes, mask.nbytes)
    popcount = np.unpackbits(p, axis=1).sum(axis=1)
    print(popcount.tolist(), popcount.dtype, mask.sum(axis=1).tolist())
    print(np.unpackbits(np.uint8(5).reshape(())[None]).tolist(), np.packbits([[1], [0]], axis=0).tolist())
    attempt(np.unpackbits, np.array(7, dtype=np.uint8))
    attempt(np.unpackbits, p, count=1.5)
    attempt(np.packbits, mask.astype(np.float32))
    print(np.unpackbits(p, axis=1, count=0).shape, np.unpackbits(p, axis=1, count=-4).shape)


# ---- windows and spectra ---------------------------------------------------------------------------

@program
def sig_window_functions_compare(np):
    n = 9
    wins = {"rect": np.ones(n), "hann": np.hanning(n), "hamming": np.hamming(n),
            "blackman": np.blackman(n), "bartlett": np.bartlett(n), "kaiser": np.kaiser(n, 14)}
    for name, w in wins.items():
        print(name, w.dtype, clean(w[:3]), round(float(w.sum()), 5), bool(np.allclose(w, w[::-1])))
    print(clean(np.outer(np.hanning(4), np.hanning(3))))
    print(np.hanning(np.int64(4)).shape, np.bartlett(np.uint8(3)).tolist(), np.blackman(1).tolist())
    print(clean(np.kaiser(4, np.float32(3))), np.kaiser(4, 3).dtype)
    print(clean(np.kaiser(5, -2.0)), clean(np.kaiser(3, 0)))
    enbw = n * np.sum(np.hanning(n) ** 2) / np.sum(np.hanning(n)) ** 2
    print(round(float(enbw), 6))
    for f in (np.hamming, np.bartlett, np.blackman):
        attempt(f, 2.5)
    attempt(np.kaiser, 3, "x")
    print(np.hamming(0).tolist(), np.blackman(-1).shape, np.bartlett(2).tolist())


@program
def sig_magnitude_spectrum(np):
    fs = 64
    t = np.arange(fs) / fs
    x = 2 * np.sin(2 * np.pi * 5 * t) + np.cos(2 * np.pi * 12 * t)
    X = np.fft.fft(x)
    freqs = np.fft.fftfreq(x.size, d=1 / fs)
    mag = np.abs(X) / x.size
    print(X.dtype, freqs.dtype, freqs[:4].tolist(), freqs[-2:].tolist())
    top = np.argsort(mag)[::-1][:4]
    print(sorted(np.abs(freqs[top]).tolist()), clean(np.sort(mag[top])[::-1]))
    print(clean(np.fft.fftshift(freqs)[:3]), np.fft.fftshift(np.arange(5)).tolist(), np.fft.ifftshift(np.arange(5)).tolist())
    R = np.fft.rfft(x)
    rf = np.fft.rfftfreq(x.size, 1 / fs)
    print(R.shape, rf[-1], rf.dtype, rf[np.argmax(np.abs(R))])
    db = 20 * np.log10(np.abs(R) / np.abs(R).max() + 1e-12)
    print(round(float(db.max()), 4), int(np.sum(db > -20)))
    ph = np.angle(R[[5, 12]], deg=True)
    print(clean(ph))
    psd = np.abs(R) ** 2 / (fs * x.size)
    psd[1:-1] *= 2
    print(round(float(psd.sum()), 6), round(float(np.var(x)), 6))
    print(np.fft.fftfreq(5).tolist(), np.fft.rfftfreq(5, d=0.5).tolist(), np.fft.fftfreq(4, np.float32(1)).dtype)
    s2 = np.fft.fftshift(np.arange(12).reshape(3, 4), axes=1)
    print(s2.tolist(), np.fft.fftshift(np.arange(12).reshape(3, 4)).tolist())
    attempt(np.fft.fftfreq, 4.5)
    attempt(np.fft.fftfreq, 0)


@program
def sig_stft_frames(np):
    swv = np.lib.stride_tricks.sliding_window_view
    x = np.sin(np.arange(40) * 0.7).astype(np.float32)
    frame, hop = 8, 4
    frames = swv(x, frame)[::hop]
    print(frames.shape, frames.dtype, frames.strides)
    win = np.hanning(frame).astype(np.float32)
    S = np.fft.rfft(frames * win, axis=-1)
    # (complex64 spectra: cuFFT and pocketfft round differently: 4 decimals)
    print(S.shape, S.dtype, (np.abs(S[0]).round(4) + 0).tolist())
    mag = np.abs(S)
    print(mag.dtype, mag.argmax(axis=1).tolist())
    n_frames = 1 + (x.size - frame) // hop
    idx = np.arange(frame)[None, :] + hop * np.arange(n_frames)[:, None]
    print(idx.shape, np.array_equal(x[idx], frames))
    y = np.zeros(x.size, dtype=np.float32)
    for i, fr in enumerate(np.fft.irfft(S, n=frame, axis=-1)):
        y[i * hop:i * hop + frame] += fr * win
    print(y.dtype, clean(y[8:12]))
    print(np.fft.irfft(S, axis=-1).dtype, np.fft.rfft(frames.astype(np.float16), axis=-1).dtype)


@program
def sig_fft_filter_real_signal(np):
    n = 32
    t = np.arange(n)
    x = np.sin(2 * np.pi * t / 16) + 0.5 * np.sin(2 * np.pi * t * 6 / 16)
    X = np.fft.rfft(x)
    f = np.fft.rfftfreq(n)
    X[f > 0.2] = 0
    y = np.fft.irfft(X, n)
    print(y.dtype, clean(y[:5]))
    print(np.allclose(y, np.sin(2 * np.pi * t / 16)))
    Xc = np.fft.fft(x)
    keep = np.abs(np.fft.fftfreq(n)) <= 0.2
    yc = np.fft.ifft(Xc * keep)
    print(yc.dtype, round(float(np.abs(yc.imag).max()), 6), np.allclose(yc.real, y))
    print(np.real_if_close(yc).dtype, np.real_if_close(yc + 1e-3j).dtype)
    z = np.fft.fft(np.ones(4, dtype=np.complex64))
    print(z.dtype, z.tolist())
    print(np.fft.fft([1, 2, 3, 4], n=6).shape, np.fft.ifft(np.fft.fft(np.arange(4)), norm="ortho").dtype)
    attempt(np.fft.fft, x, n=0)
    attempt(np.fft.fft, x, norm="none")
    attempt(np.fft.irfft, X, n=-2)


@program
def sig_unwrap_phase_and_spectrogram(np):
    t = np.linspace(0, 1, 20, endpoint=False)
    ph = 2 * np.pi * 3 * t
    wrapped = np.angle(np.exp(1j * ph))
    un = np.unwrap(wrapped)
    print(clean(un[-3:]), np.allclose(un, ph))
    print(clean(np.unwrap(np.array([0, 170, 350, 10]), period=360)))
    print(np.unwrap(np.array([0, 1, 2, 9], dtype=np.int64), period=8).tolist(), np.unwrap(np.array([0, 5], np.int32)).dtype)
    frames = np.sin(np.outer(np.arange(4), np.arange(8)) * 0.4)
    spec = np.abs(np.fft.rfft(frames, axis=1)) ** 2
    print(spec.shape, spec.argmax(axis=1).tolist())
    db = 10 * np.log10(np.maximum(spec, 1e-10))
    print(clean(db.max(axis=1)))
    with np.errstate(divide="ignore"):
        print(10 * np.log10(np.array([0.0, 1.0, 100.0])))


# ---- in-place and view patterns ---------------------------------------------------------------------

@program
def im_strided_view_updates(np):
    img = np.zeros((6, 6), dtype=np.uint8)
    img[::2, ::2] += 1
    img[1::2, 1::2] += 2
    print(img.tolist()[:2], img.sum())
    v = img[::2, ::2]
    v += 250
    v += 10
    print(img[0].tolist(), v.flags["C_CONTIGUOUS"], v.strides)
    d = img.ravel()[::7]
    d[:] = 9
    print(np.diagonal(img).tolist(), d.base is not None)
    r = img[::-1]
    r[0, :3] = [1, 2, 3]
    print(img[-1].tolist())
    np.add.at(img, (np.array([0, 0, 0]), np.array([1, 1, 1])), 100)
    print(img[0, 1], img.dtype)
    img[[0, 0], [5, 5]] += 1
    print(img[0, 5])
    np.subtract(img, 1, out=img, where=img > 0)
    print(img[0].tolist(), img.min())
    np.negative(img[0], out=img[1])
    print(img[1].tolist())
    f = img.astype(np.float32)
    f[1:-1, 1:-1] = (f[:-2, 1:-1] + f[2:, 1:-1] + f[1:-1, :-2] + f[1:-1, 2:]) / 4
    print(clean(f[1]), f.dtype)
    attempt(np.add, img, 1, out=img[:3])
    attempt(np.add, img, 1, out=(img,), where=[True, False])


@program
def im_out_keyword_reductions(np):
    img = np.arange(24, dtype=np.uint8).reshape(2, 3, 4) * 10
    out = np.empty((3, 4), dtype=np.uint16)
    np.sum(img, axis=0, out=out)
    print(out.tolist(), out.dtype)
    o8 = np.empty((3, 4), dtype=np.uint8)
    np.add.reduce(img, axis=0, out=o8)
    print(o8.tolist())
    m = np.empty((2,), dtype=np.float32)
    np.mean(img, axis=(1, 2), out=m)
    print(clean(m), m.dtype)
    mx = np.zeros((2, 1, 1), dtype=np.uint8)
    np.max(img, axis=(1, 2), keepdims=True, out=mx)
    print(mx.ravel().tolist())
    attempt(np.max, img, axis=0, out=np.empty((3, 3), np.uint8))
    attempt(np.sum, img, axis=0, out=np.empty((3, 4), np.int8))
    attempt(np.mean, img, axis=0, out=np.empty((3, 4), np.uint8))
    cs = np.empty(img.size, dtype=np.int64)
    np.cumsum(img, out=cs)
    print(cs[-1], cs.dtype)
    am = np.empty((3, 4), dtype=np.intp)
    np.argmax(img, axis=0, out=am)
    print(am.tolist())
    attempt(np.argmax, img, axis=0, out=np.empty((3, 4), np.int32))
    attempt(np.clip, img, 0, 100, out=np.empty(img.shape, np.int8))


# ---- more image workflows -------------------------------------------------------------------------

@program
def im_alpha_blend_and_compositing(np):
    fg = np.full((2, 3, 3), [200, 50, 10], dtype=np.uint8)
    bg = np.full((2, 3, 3), [10, 100, 250], dtype=np.uint8)
    alpha = np.array([[0.0, 0.5, 1.0], [0.25, 0.75, 1.0]])
    out = fg * alpha[..., None] + bg * (1 - alpha[..., None])
    print(out.dtype, clean(out[0, 1]), out.round().astype(np.uint8)[1].tolist())
    a8 = (alpha * 255).astype(np.uint8)
    blend = ((fg.astype(np.uint16) * a8[..., None] + bg.astype(np.uint16) * (255 - a8[..., None])) // 255).astype(np.uint8)
    print(blend[:, 1].tolist())
    wrong = (fg * a8[..., None]) // 255
    print(wrong.dtype, wrong[0].tolist())
    screen = 255 - ((255 - fg.astype(np.uint16)) * (255 - bg) // 255)
    print(screen.dtype, screen[0, 0].tolist())
    print(np.average(np.stack([fg, bg]), axis=0, weights=[3, 1])[0, 0].tolist())
    lerp = np.interp(alpha, [0, 1], [10, 200])
    print(clean(lerp))
    print((fg.astype(np.float32) * np.float64(0.5)).dtype, (fg * np.float32(0.5)).dtype)


@program
def im_gamma_lut_and_contrast(np):
    lut = np.array([((i / 255.0) ** (1 / 2.2)) * 255 for i in np.arange(256)]).astype(np.uint8)
    print(lut[:6].tolist(), lut[-3:].tolist(), lut.dtype)
    img = np.array([[0, 5, 64], [128, 200, 255]], dtype=np.uint8)
    print(lut[img].tolist(), np.take(lut, img).dtype, np.choose(img // 128, [img, 255 - img]).tolist())
    lo, hi = np.percentile(img, [2, 98])
    print(round(float(lo), 4), round(float(hi), 4))
    stretched = np.clip((img - lo) * 255.0 / (hi - lo), 0, 255).astype(np.uint8)
    print(stretched.tolist())
    mn, mx = img.min(), img.max()
    print(type(mn).__name__, ((img - mn) / (mx - mn)).dtype, (img - mn).dtype)
    norm = (img.astype(np.float64) - img.mean()) / img.std()
    print(clean(norm[0]))
    inv = np.subtract(255, img, dtype=np.uint8)
    print(inv.tolist())
    log = (255 / np.log1p(255) * np.log1p(img.astype(np.float32)))
    print(log.dtype, clean(log[0]))
    print(np.log1p(img).dtype, np.sqrt(img).dtype, np.exp(np.uint16(1)).dtype, np.sin(np.int8(1)).dtype)


@program
def im_noise_and_psnr(np):
    rng = np.random.default_rng(12)
    img = np.tile(np.arange(0, 256, 32, dtype=np.uint8), (4, 1))
    noise = rng.normal(0, 10, img.shape)
    noisy = np.clip(img + noise, 0, 255).astype(np.uint8)
    print(noisy.dtype, noisy[0].tolist())
    mse = np.mean((img.astype(np.float64) - noisy) ** 2)
    psnr = 10 * np.log10(255 ** 2 / mse)
    print(round(float(mse), 4), round(float(psnr), 4))
    bad_mse = np.mean((img - noisy) ** 2)
    print(round(float(bad_mse), 4), (img - noisy).dtype)
    sp = img.copy()
    coords = rng.integers(0, img.size, 5)
    sp.flat[coords] = 255
    print(sp.ravel()[coords].tolist(), np.count_nonzero(sp == 255))
    pepper = rng.random(img.shape) < 0.2
    print(pepper.sum(), np.where(pepper, 0, img)[1].tolist())
    with np.errstate(divide="ignore"):
        print(10 * np.log10(255 ** 2 / np.mean((img.astype(float) - img) ** 2)))


@program
def im_connected_bbox_and_centroids(np):
    img = np.zeros((7, 9), dtype=np.uint8)
    img[1:3, 1:4] = 255
    img[4:7, 6:8] = 128
    ys, xs = np.nonzero(img)
    print(ys.dtype, ys.size, ys.min(), ys.max(), xs.min(), xs.max())
    rows = np.any(img, axis=1)
    cols = np.any(img, axis=0)
    rmin, rmax = np.where(rows)[0][[0, -1]]
    cmin, cmax = np.where(cols)[0][[0, -1]]
    print(rmin, rmax, cmin, cmax, type(rmin).__name__)
    w = img.astype(float)
    Y, X = np.indices(img.shape)
    print(round(float((Y * w).sum() / w.sum()), 6), round(float((X * w).sum() / w.sum()), 6))
    print(np.argwhere(img == 128)[[0, -1]].tolist())
    flat = np.flatnonzero(img == 255)
    print(flat.tolist(), np.unravel_index(flat, img.shape)[1].tolist())
    print(np.nonzero(np.zeros((2, 2)))[0].shape, np.argwhere(np.zeros(3)).shape)
    print(np.where(img[0] > 0)[0].size)
    attempt(np.nonzero, np.uint8(3))


@program
def im_dtype_conversions_uint16_to_uint8(np):
    raw = np.array([0, 256, 1023, 4095, 65535], dtype=np.uint16)
    print((raw >> 4).astype(np.uint8).tolist(), (raw // 257).astype(np.uint8).tolist())
    print(raw.astype(np.uint8).tolist(), (raw / 65535 * 255).astype(np.uint8).tolist())
    print(np.right_shift(raw, 8).dtype, (raw >> np.uint8(8)).dtype, (raw >> 8).dtype)
    print(raw.view(np.uint8)[:4].tolist(), raw.byteswap()[1], raw.astype(np.float16).tolist()[-1])
    attempt(lambda: np.array([70000], dtype=np.uint16))
    attempt(lambda: np.uint16(70000))
    print(np.array([70000]).astype(np.uint16).tolist(), np.array([-1]).astype(np.uint16).tolist())
    print(np.can_cast(raw, np.uint8), np.can_cast(raw, np.uint8, "same_kind"), np.can_cast(np.uint8, np.float16))
    u = raw.astype(np.uint8, casting="unsafe")
    print(u.tolist())
    attempt(raw.astype, np.uint8, casting="safe")
    attempt(raw.astype, np.float16, casting="same_kind")
    print(np.min_scalar_type(4095), np.min_scalar_type(-1), np.min_scalar_type(255.5))


@program
def im_morphology_dilate_erode(np):
    m = np.zeros((6, 6), dtype=bool)
    m[2:4, 2:4] = True
    m[0, 5] = True
    p = np.pad(m, 1)
    dil = p[:-2, 1:-1] | p[2:, 1:-1] | p[1:-1, :-2] | p[1:-1, 2:] | p[1:-1, 1:-1]
    ero = p[:-2, 1:-1] & p[2:, 1:-1] & p[1:-1, :-2] & p[1:-1, 2:] & p[1:-1, 1:-1]
    print(dil.sum(), ero.sum(), dil.dtype, p.dtype)
    swv = np.lib.stride_tricks.sliding_window_view
    d3 = swv(np.pad(m, 1), (3, 3)).any(axis=(2, 3))
    e3 = swv(np.pad(m, 1, constant_values=True), (3, 3)).all(axis=(2, 3))
    print(d3.sum(), e3.sum(), d3.astype(np.uint8).tolist()[1])
    opened = swv(np.pad(e3, 1), (3, 3)).any(axis=(2, 3))
    print((opened ^ m).sum(), np.logical_and.reduce([m, d3, ~e3]).sum())
    edge = dil & ~ero
    print(edge.astype(int).tolist()[2])
    u = m.astype(np.uint8) * 255
    du = np.maximum.reduce([np.roll(u, s, axis=a) for s in (-1, 1) for a in (0, 1)] + [u])
    print(du.dtype, (du > 0).sum())
    print(np.logical_or.reduce(m, axis=0).tolist(), np.logical_and.accumulate(m[2]).tolist())


@program
def im_template_matching_ssd(np):
    img = np.array([[1, 2, 3, 4, 5],
                    [6, 7, 8, 9, 10],
                    [11, 12, 13, 14, 15],
                    [16, 17, 18, 19, 20]], dtype=np.uint8)
    tpl = img[1:3, 2:4].copy()
    swv = np.lib.stride_tricks.sliding_window_view
    win = swv(img, tpl.shape).astype(np.int32)
    ssd = ((win - tpl.astype(np.int32)) ** 2).sum(axis=(-2, -1))
    print(ssd.tolist(), ssd.dtype, np.unravel_index(ssd.argmin(), ssd.shape))
    wrong = ((swv(img, tpl.shape) - tpl) ** 2).sum(axis=(-2, -1))
    print(wrong.dtype, wrong.tolist()[0])
    wc = win - win.mean(axis=(-2, -1), keepdims=True)
    tc = tpl - tpl.mean()
    ncc = (wc * tc).sum(axis=(-2, -1)) / (np.sqrt((wc ** 2).sum(axis=(-2, -1)) * (tc ** 2).sum()) + 1e-12)
    print(clean(ncc))
    print(np.einsum("ijkl,kl->ij", win, tpl.astype(np.int32)).tolist())
    print(np.tensordot(win, tpl, axes=2).dtype, np.tensordot(win, tpl, axes=([2, 3], [0, 1])).shape)


@program
def sig_decimate_and_resample(np):
    x = np.arange(20, dtype=np.float64)
    print(x[::3].tolist(), x[1::4].shape)
    d = x[:18].reshape(-1, 3).mean(axis=1)
    print(d.tolist())
    up = np.zeros(x.size * 2)
    up[::2] = x
    print(up[:6].tolist())
    li = np.interp(np.arange(0, 19.5, 0.5), x, x ** 2)
    print(li.shape, clean(li[:4]))
    X = np.fft.rfft(np.sin(np.arange(16) * 0.4))
    Y = np.zeros(17, dtype=complex)
    Y[:X.size] = X
    y = np.fft.irfft(Y, 32) * 2
    print(y.shape, clean(y[:4]), np.allclose(y[::2], np.sin(np.arange(16) * 0.4), atol=0.3))
    print(np.linspace(0, 1, 5, endpoint=False).tolist(), np.linspace(0, 10, 4, dtype=int).tolist())
    print(np.linspace(np.array([0, 0]), np.array([1, 10]), 3).tolist(), np.linspace(0, 1, 3, axis=0, retstep=True)[1])


@program
def im_histogram2d_joint(np):
    rng = np.random.default_rng(9)
    a = rng.integers(0, 256, 50, dtype=np.uint8)
    b = np.clip(a.astype(int) + rng.integers(-20, 21, 50), 0, 255).astype(np.uint8)
    H, xe, ye = np.histogram2d(a, b, bins=4, range=[[0, 256], [0, 256]])
    print(H.dtype, H.tolist(), xe.tolist())
    P = H / H.sum()
    px, py = P.sum(1), P.sum(0)
    nz = P > 0
    mi = (P[nz] * np.log(P[nz] / (px[:, None] * py[None, :])[nz])).sum()
    print(round(float(mi), 6))
    Hd, edges = np.histogramdd(np.stack([a, b], axis=1), bins=(2, 3), range=[(0, 256), (0, 256)])
    print(Hd.tolist(), [e.tolist() for e in edges])
    print(np.digitize(a[:8], [64, 128, 192]).tolist(), np.searchsorted([64, 128, 192], a[:8], side="right").tolist())
    attempt(np.histogram2d, a, b[:10])
    attempt(np.histogram2d, a, b, bins=[2, 3, 4])


@program
def sig_quantize_and_dither(np):
    x = np.linspace(-1, 1, 9)
    levels = 4
    q = np.round((x + 1) / 2 * (levels - 1)) / (levels - 1) * 2 - 1
    print(clean(q))
    codes = np.clip(np.floor((x + 1) / 2 * 256), 0, 255).astype(np.uint8)
    print(codes.tolist())
    pcm = np.round(x * 32767).astype(np.int16)
    print(pcm.tolist(), pcm.dtype)
    print((pcm.astype(np.int32) * 2).clip(-32768, 32767).astype(np.int16).tolist()[:3])
    print((pcm * 2).tolist()[:3], (pcm * 2).dtype)
    mu = 255
    comp = np.sign(x) * np.log1p(mu * np.abs(x)) / np.log1p(mu)
    print(clean(comp))
    img = np.linspace(0, 1, 8).reshape(2, 4)
    bayer = np.array([[0, 2], [3, 1]]) / 4
    th = np.tile(bayer, (1, 2))
    print((img > th).astype(np.uint8).tolist())
    print(np.digitize(x, [-0.5, 0, 0.5]).tolist(), np.digitize(x, [0.5, 0, -0.5], right=True).tolist())
