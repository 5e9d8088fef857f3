"""Machine-learning libraries written in plain NumPy (eriklindernoren/ML-From-Scratch,
ddbourgin/numpy-ml), run on small seeded data with ``np`` bound to NumPy and to gpnumpy: what a
difference between the two looked like inside their models, layers, optimizers and helpers.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection


PROGRAMS, program = collection()


@program
def mls_placeholder_for_a_missing_dependency(np):
    # numpy-ml's GP and Bayesian regressions with scipy replaced by a placeholder whose
    # __getattr__ answers every name and iterates as empty (as a stand-in module does): NumPy coerces it by its
    # __array_struct__ (not a capsule) and says so, in an operator as in asarray
    class Placeholder:
        def __getattr__(self, name):
            return Placeholder()

        def __call__(self, *args, **kwargs):
            return Placeholder()

        def __iter__(self):
            return iter(())

    z = np.ones(3)
    attempt(lambda: z * Placeholder())
    attempt(lambda: Placeholder() + z)
    attempt(lambda: np.exp(Placeholder()))
    attempt(np.asarray, Placeholder())
    attempt(np.array, [Placeholder(), Placeholder()])


@program
def mls_conv2d_im2col_forward_backward(np):
    # ML-From-Scratch's Conv2D (CS231n im2col): fancy-index columns out of a padded batch,
    # one matrix product forward, np.add.at scatters the columns back in the backward pass
    def im2col_indices(shape, fh, fw, pad, stride):
        _, c, h, w = shape
        oh = int((h + np.sum(pad[0]) - fh) / stride + 1)
        ow = int((w + np.sum(pad[1]) - fw) / stride + 1)
        i0 = np.tile(np.repeat(np.arange(fh), fw), c)
        i1 = stride * np.repeat(np.arange(oh), ow)
        j0 = np.tile(np.arange(fw), fh * c)
        j1 = stride * np.tile(np.arange(ow), oh)
        i = i0.reshape(-1, 1) + i1.reshape(1, -1)
        j = j0.reshape(-1, 1) + j1.reshape(1, -1)
        k = np.repeat(np.arange(c), fh * fw).reshape(-1, 1)
        return k, i, j

    rng = np.random.RandomState(0)
    X = rng.randn(2, 2, 5, 5)
    W = rng.uniform(-0.5, 0.5, (3, 2, 3, 3))
    pad = ((1, 1), (1, 1))
    k, i, j = im2col_indices(X.shape, 3, 3, pad, 1)
    Xp = np.pad(X, ((0, 0), (0, 0), pad[0], pad[1]), mode="constant")
    cols = Xp[:, k, i, j].transpose(1, 2, 0).reshape(3 * 3 * 2, -1)
    print(cols.shape, cols.dtype, cols.flags.c_contiguous)
    out = (W.reshape(3, -1).dot(cols)).reshape(3, 5, 5, 2).transpose(3, 0, 1, 2)
    print(out.shape, np.round(out[0, :, 0, :2], 6))
    grad = np.ones_like(out).transpose(1, 2, 3, 0).reshape(3, -1)
    dcols = W.reshape(3, -1).T.dot(grad).reshape(18, -1, 2).transpose(2, 0, 1)
    dXp = np.zeros((2, 2, 7, 7))
    np.add.at(dXp, (slice(None), k, i, j), dcols)
    dX = dXp[:, :, 1:6, 1:6]
    print(dX.shape, np.round(dX[1, 0], 6))
    # the pooling layer's columns: argmax down each column, then picked back by fancy index
    pc = rng.randn(4, 6)
    am = np.argmax(pc, axis=0).flatten()
    print(am, pc[am, range(am.size)].round(6))
    g = np.zeros((4, 6))
    g[am, range(am.size)] = np.arange(6.0)
    print(g)


@program
def mls_batchnorm_dropout_adam_steps(np):
    # ML-From-Scratch's BatchNormalization, Dropout and Adam on a small batch: running
    # statistics, the normalised input's gradient, a seeded dropout mask, Adam's bias-free steps
    rng = np.random.RandomState(1)
    X = rng.randn(6, 4) * 3 + 1
    gamma, beta = np.ones(4), np.zeros(4)
    running_mean, running_var, momentum, eps = None, None, 0.99, 0.01
    for step in range(2):
        mean, var = np.mean(X, axis=0), np.var(X, axis=0)
        if running_mean is None:
            running_mean, running_var = mean, var
        running_mean = momentum * running_mean + (1 - momentum) * mean
        running_var = momentum * running_var + (1 - momentum) * var
        X_centered = X - mean
        stddev_inv = 1 / np.sqrt(var + eps)
        out = gamma * X_centered * stddev_inv + beta
        print(step, np.round(out[0], 6), np.round(running_var, 6))
    acc = rng.randn(6, 4)
    n = X.shape[0]
    dX = (1 / n) * gamma * stddev_inv * (n * acc - np.sum(acc, axis=0)
                                         - X_centered * stddev_inv ** 2 * np.sum(acc * X_centered, axis=0))
    print(np.round(dX[:2], 6), abs(dX.sum(axis=0)).max() < 1e-12)
    np.random.seed(3)
    mask = np.random.uniform(size=X.shape) > 0.25
    print(mask.astype(int).sum(axis=1), (X * mask)[0].round(6))
    w = np.zeros(4)
    m, v = np.zeros(4), np.zeros(4)
    for t in range(3):
        grad = X[t] - w
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * np.power(grad, 2)
        m_hat, v_hat = m / (1 - 0.9), v / (1 - 0.999)
        w = w - 0.001 * m_hat / (np.sqrt(v_hat) + 1e-8)
        print(t, w.round(8), type(w[0]).__name__)


@program
def mls_numpy_ml_dilate_pad_rot90(np):
    # numpy-ml's neural_nets.utils: dilate by np.insert along two axes, pad2D with a 4-tuple,
    # the deconvolution's kernel turned by np.rot90(W, 2), and a 1-D causal pad
    rng = np.random.RandomState(2)
    X = rng.randint(0, 9, (1, 3, 3, 2)).astype(float)
    d = 1
    r_ix = np.repeat(np.arange(1, X.shape[1]), d)
    c_ix = np.repeat(np.arange(1, X.shape[2]), d)
    Xd = np.insert(X, r_ix, 0, axis=1)
    Xd = np.insert(Xd, c_ix, 0, axis=2)
    print(Xd.shape, Xd[0, :, :, 0])
    pad = (1, 0, 2, 1)
    Xp = np.pad(Xd, pad_width=((0, 0), pad[:2], pad[2:], (0, 0)), mode="constant",
                constant_values=0)
    print(Xp.shape, Xp[0, :, :, 1].sum(axis=0))
    W = np.arange(2 * 2 * 2 * 3.0).reshape(2, 2, 2, 3)
    print(np.rot90(W, 2)[:, :, 0, 0], np.rot90(W, 2).flags.c_contiguous, np.rot90(W, 2).base is W)
    x1 = rng.randn(2, 5, 3)
    p1 = np.pad(x1, pad_width=((0, 0), (2, 0), (0, 0)), mode="constant")
    print(p1.shape, p1[0, :3].round(6))
    print(np.moveaxis(W, 3, 1).shape, np.moveaxis(W, [0, 3], [3, 0]).strides)
