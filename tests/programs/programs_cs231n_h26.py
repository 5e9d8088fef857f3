"""Neural-network layers written in plain NumPy as in Stanford CS231n's assignments (the layers,
fast_layers/im2col, classifiers, gradient_check, optim, solver and rnn_layers modules of public
solution repositories), run on small seeded data with ``np`` bound to NumPy and to gpnumpy:
k-nearest neighbours with two, one and no loops, SVM and softmax losses naive and vectorized,
numeric gradients through nditer, affine/ReLU/batchnorm/layernorm/groupnorm/dropout forward and
backward, convolution and pooling (naive, im2col by fancy indexing and ``np.add.at``, strides by
``as_strided``), the update rules and their config dicts, a solver's training steps and
checkpoint, RNN/LSTM steps, word embeddings and greedy caption sampling.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
import pickle
import random

from .runner import collection, r6, show_rounded


PROGRAMS, program = collection()


def _rel_error(np, x, y):
    return np.max(np.abs(x - y) / np.maximum(1e-8, np.abs(x) + np.abs(y)))


def _num_grad_array(np, f, x, df, h=1e-5):
    # gradient_check.eval_numerical_gradient_array: nditer over x, x written in place
    grad = np.zeros_like(x)
    it = np.nditer(x, flags=['multi_index'], op_flags=['readwrite'])
    while not it.finished:
        ix = it.multi_index
        oldval = x[ix]
        x[ix] = oldval + h
        pos = f(x).copy()
        x[ix] = oldval - h
        neg = f(x).copy()
        x[ix] = oldval
        grad[ix] = np.sum((pos - neg) * df) / (2 * h)
        it.iternext()
    return grad


@program
def cs_knn_distances_and_votes(np):
    rs = np.random.RandomState(1)
    X_train, y_train = rs.randn(12, 5), rs.randint(3, size=12)
    X = rs.randn(4, 5)
    two = np.zeros((4, 12))
    for i in range(4):
        for j in range(12):
            two[i, j] = np.sqrt(np.sum(np.square(X_train[j, :] - X[i, :])))
    one = np.zeros((4, 12))
    for i in range(4):
        one[i, :] = np.sqrt(np.sum(np.square(X_train - X[i, :]), axis=1))
    no = np.sqrt(np.sum(np.square(X_train), axis=1) + np.sum(np.square(X), axis=1)[:, np.newaxis]
                 - 2 * X.dot(X_train.T))
    show_rounded(no)
    print('Difference was: %.6f' % np.linalg.norm(two - one, ord='fro'), r6(_rel_error(np, two, no)))
    for k in (1, 3, 5):
        nearest = y_train[np.argsort(no, axis=1)[:, :k]]
        y_pred = [np.argmax(np.bincount(nearest[i, :])) for i in range(4)]
        print(k, y_pred, type(y_pred[0]).__name__, np.mean(np.asarray(y_pred) == y_train[:4]))
    # cross-validation folds as in the knn notebook
    X_folds, y_folds = np.array_split(X_train, 5), np.array_split(y_train, 5)
    print([f.shape for f in X_folds])
    accs = {}
    for k in (1, 3):
        accs[k] = []
        for i in range(5):
            Xt = np.vstack(X_folds[:i] + X_folds[i + 1:])
            yt = np.hstack(y_folds[:i] + y_folds[i + 1:])
            d = np.sqrt(((X_folds[i][:, None, :] - Xt[None]) ** 2).sum(axis=2))
            pred = np.array([np.bincount(yt[np.argsort(r)[:k]]).argmax() for r in d])
            accs[k].append(np.mean(pred == y_folds[i]))
    for k in sorted(accs):
        print('k = %d, accuracy = %s' % (k, [r6(a) for a in accs[k]]), r6(np.std(accs[k])))


@program
def cs_svm_softmax_naive_vectorized(np):
    rs = np.random.RandomState(2)
    X, y, W = rs.randn(10, 6), rs.randint(4, size=10), rs.randn(6, 4) * 0.01
    N, C = X.shape[0], W.shape[1]
    # svm_loss_naive (scores written in place) and vectorized
    dW = np.zeros_like(W)
    scores = X.dot(W)
    for i in range(N):
        correct, cnt = scores[i, y[i]], 0
        for j in range(C):
            t = scores[i, j] - correct + 1.0
            if j != y[i] and t > 0:
                cnt += 1
                scores[i, j] = t
                dW[:, j] += X[i, :]
            else:
                scores[i, j] = 0
        dW[:, y[i]] -= cnt * X[i, :]
    loss_n = np.sum(scores) / N + 0.1 * np.sum(W * W)
    dW = dW / N + 2 * 0.1 * W
    s = X.dot(W)
    margins = np.maximum(0, s - s[np.arange(N), y][:, np.newaxis] + 1.0)
    margins[np.arange(N), y] = 0
    dS = (margins > 0).astype(float)
    dS[np.arange(N), y] = -np.sum(dS, axis=1)
    loss_v = np.sum(margins) / N + 0.1 * np.sum(W * W)
    print('loss: %f %f' % (loss_n, loss_v), r6(np.linalg.norm(dW - (X.T.dot(dS) / N + 0.2 * W))))
    # softmax: the per-row loop and the vectorized form
    stable = np.exp(s - np.max(s, axis=1, keepdims=True))
    loss = 0.0
    for i in range(N):
        loss -= np.log(stable[i, y[i]] / np.sum(stable[i, :]))
    p = stable / np.sum(stable, axis=1, keepdims=True)
    lv = -np.sum(np.log(p[np.arange(N), y])) / N
    p[np.arange(N), y] -= 1
    print(type(loss).__name__, r6(loss / N), r6(lv), 'sanity check: %f' % (-np.log(0.25)))
    show_rounded(X.T.dot(p) / N)
    try:
        (margins > 0).astype(np.float)
    except AttributeError as e:
        print('AttributeError', str(e).split('\n')[0].endswith("has no attribute 'float'."))
    # grad_check_sparse (random.randrange picks the entries)
    random.seed(3)
    f = lambda w: np.sum(np.maximum(0, X.dot(w) - X.dot(w)[np.arange(N), y][:, None] + 1)) / N
    for _ in range(3):
        ix = tuple([random.randrange(m) for m in W.shape])
        old = W[ix]
        W[ix] = old + 1e-5
        fp = f(W)
        W[ix] = old - 1e-5
        fm = f(W)
        W[ix] = old
        print(ix, 'numerical: %f analytic: %f' % ((fp - fm) / 2e-5, (X.T.dot(dS) / N)[ix]))


@program
def cs_numeric_gradient_nditer(np):
    x = np.linspace(-1, 1, 12).reshape(3, 4)
    f = lambda x: np.sum(x ** 3)
    grad = np.zeros_like(x)
    it = np.nditer(x, flags=['multi_index'], op_flags=['readwrite'])
    while not it.finished:
        ix = it.multi_index
        old = x[ix]
        x[ix] = old + 1e-5
        fp = f(x)
        x[ix] = old - 1e-5
        fm = f(x)
        x[ix] = old
        grad[ix] = (fp - fm) / 2e-5
        it.iternext()
    print(ix, type(ix[0]).__name__)
    show_rounded(grad)
    print(r6(_rel_error(np, grad, 3 * x ** 2)), r6(x.sum()))
    for v in np.nditer(x, op_flags=['readwrite']):
        v[...] = 2 * v
    show_rounded(x)


@program
def cs_affine_relu_batchnorm(np):
    rs = np.random.RandomState(4)
    x, w, b = rs.randn(2, 3, 4), rs.randn(12, 5), rs.randn(5)
    out = x.reshape(x.shape[0], -1).dot(w) + b
    dout = rs.randn(2, 5)
    dx, dw, db = dout.dot(w.T).reshape(x.shape), x.reshape(2, -1).T.dot(dout), np.sum(dout, axis=0)
    dx_num = _num_grad_array(np, lambda x: x.reshape(2, -1).dot(w) + b, x, dout)
    print(out.shape, dx.shape, dw.shape, db.shape, r6(_rel_error(np, dx_num, dx)) < 1e-7)
    relu = np.maximum(0, out)
    show_rounded(np.where(out > 0, dout, 0) - dout * (out > 0))
    # batchnorm forward in train and test modes; backward by the graph and the short form
    X = 3 * rs.randn(20, 4) + 2
    gamma, beta = np.array([1.0, 2, 3, 4]), np.array([11.0, 12, 13, 14])
    bn = {'mode': 'train'}
    for t in range(3):
        xb = X if t == 0 else rs.randn(20, 4)
        rm = bn.get('running_mean', np.zeros(4, dtype=xb.dtype))
        rv = bn.get('running_var', np.zeros(4, dtype=xb.dtype))
        mu, var = xb.mean(axis=0), xb.var(axis=0)
        xh = (xb - mu) / np.sqrt(var + 1e-5)
        rm *= 0.9
        rm += 0.1 * mu
        bn['running_mean'], bn['running_var'] = rm, 0.9 * rv + 0.1 * var
    out = gamma * xh + beta
    print('  means:', r6(out.mean(axis=0)), '\n  stds: ', r6(out.std(axis=0)))
    show_rounded(bn['running_mean'])
    test = gamma * (X - bn['running_mean']) / np.sqrt(bn['running_var'] + 1e-5) + beta
    show_rounded(test.mean(axis=0))
    dout = rs.randn(20, 4)
    N = 20
    dxh = dout * gamma
    std = np.sqrt(var + 1e-5)
    dxc = dxh / std
    dstd = -np.sum(dxh * (xb - mu) / (std * std), axis=0)
    dxc += (2.0 / N) * (xb - mu) * (0.5 * dstd / std)
    dx1 = dxc - np.sum(dxc, axis=0) / N
    dx2 = gamma / std / N * (N * dout - dout.sum(axis=0) - xh * np.sum(dout * xh, axis=0))
    print('dx difference: ', r6(_rel_error(np, dx1, dx2)) < 1e-8, r6(np.sum(dout * xh, axis=0)))
    try:
        raise ValueError('Invalid forward batchnorm mode "%s"' % 'eval')
    except ValueError as e:
        print(e)


@program
def cs_layernorm_groupnorm_dropout(np):
    rs = np.random.RandomState(5)
    x = rs.randn(4, 5)
    xt = np.transpose(x, (1, 0))
    xh = (xt - 1 / 5 * np.sum(xt, axis=0)) / np.sqrt(1 / 5 * np.sum((xt - xt.mean(axis=0)) ** 2,
                                                                      axis=0) + 1e-8)
    ln = np.ones(5) * np.transpose(xh, (1, 0)) + np.zeros(5)
    print(r6(ln.mean(axis=1)), r6(ln.std(axis=1)))
    x4 = rs.randn(2, 6, 3, 3)
    g = x4.reshape((2, 3, 2, 3, 3))
    m = 1 / (2 * 3 * 3) * np.sum(g, axis=(2, 3, 4), keepdims=True)
    v = 1 / (2 * 3 * 3) * np.sum((g - m) ** 2, axis=(2, 3, 4), keepdims=True)
    gn = ((g - m) / np.sqrt(v + 1e-5)).reshape((2, 6, 3, 3)) * np.ones((1, 6, 1, 1))
    print(m.shape, gn.shape, r6(gn.reshape(2, 3, -1).std(axis=2)))
    X = rs.randn(50, 40) + 10
    for p in (0.25, 0.7):
        np.random.seed(123)
        mask = (np.random.rand(*X.shape) < p) / p
        out = (X * mask).astype(X.dtype, copy=False)
        print('p =', p, r6(X.mean()), r6(out.mean()), r6((out == 0).mean()), mask.dtype)
    x32 = X.astype(np.float32)
    out = (x32 * mask).astype(x32.dtype, copy=False)
    print(out.dtype, (x32 * mask).dtype, x32.astype(x32.dtype, copy=False) is x32)


@program
def cs_conv_naive_uint8_shapes(np):
    x = np.linspace(-0.1, 0.5, num=np.prod((2, 3, 4, 4))).reshape((2, 3, 4, 4))
    w = np.linspace(-0.2, 0.3, num=np.prod((3, 3, 4, 4))).reshape((3, 3, 4, 4))
    b = np.linspace(-0.1, 0.2, num=3)
    s, pad = 2, 1
    out_h = np.uint8((4 - 4 + 2 * pad) / s + 1)
    out = np.zeros((2, 3, out_h, out_h))
    print(type(out_h).__name__, out_h, out.shape)
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)), 'constant')
    for i in range(2):
        for j in range(3):
            for hh in range(out_h):
                for ww in range(out_h):
                    out[i, j, hh, ww] = np.sum(xp[i, :, s * hh:s * hh + 4, s * ww:s * ww + 4]
                                               * w[j]) + b[j]
    show_rounded(out)
    # backward: dx_pad windows and dw accumulate in place
    dout = np.linspace(-1, 1, out.size).reshape(out.shape)
    dxp, dw = np.zeros_like(xp), np.zeros_like(w)
    for i in range(2):
        for oc in range(3):
            for hh in range(out_h):
                for ww in range(out_h):
                    dxp[i, :, s * hh:s * hh + 4, s * ww:s * ww + 4] += dout[i, oc, hh, ww] * w[oc, ...]
                    dw[oc, ...] += dout[i, oc, hh, ww] * xp[i, :, s * hh:s * hh + 4, s * ww:s * ww + 4]
    show_rounded(dxp[:, :, pad:4 + pad, pad:4 + pad].sum(axis=(2, 3)))
    show_rounded(dw.sum(axis=(1, 2)))
    print(r6(np.sum(dout, axis=(0, 2, 3))))


@program
def cs_im2col_fancy_indexing_add_at(np):
    x = np.arange(2 * 2 * 4 * 4, dtype=float).reshape(2, 2, 4, 4)
    fh = fw = 3
    p, stride = 1, 1
    out_h = (4 + 2 * p - fh) // stride + 1
    i0 = np.tile(np.repeat(np.arange(fh), fw), 2)
    i1 = stride * np.repeat(np.arange(out_h), out_h)
    j0 = np.tile(np.arange(fw), fh * 2)
    j1 = stride * np.tile(np.arange(out_h), out_h)
    i, j = i0.reshape(-1, 1) + i1.reshape(1, -1), j0.reshape(-1, 1) + j1.reshape(1, -1)
    k = np.repeat(np.arange(2), fh * fw).reshape(-1, 1)
    xp = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)), mode='constant')
    cols = xp[:, k, i, j].transpose(1, 2, 0).reshape(fh * fw * 2, -1)
    print(cols.shape, cols.dtype, cols.sum(axis=1)[:9], cols[4, :8])
    back = np.zeros(xp.shape, dtype=cols.dtype)
    np.add.at(back, (slice(None), k, i, j), cols.reshape(2 * fh * fw, -1, 2).transpose(2, 0, 1))
    print(back[:, :, p:-p, p:-p][0, 0])
    # the original get_im2col_indices divides with '/', a float size for arange and repeat
    try:
        np.repeat(np.arange((4 + 2 - 3) / 1 + 1), (4 + 2 - 3) / 1 + 1)
    except TypeError as e:
        print('TypeError', e)


@program
def cs_conv_strides_as_strided(np):
    rs = np.random.RandomState(6)
    x, w, b = rs.randn(2, 3, 5, 5), rs.randn(4, 3, 3, 3), rs.randn(4)
    N, C, H, W = x.shape
    F, _, HH, WW = w.shape
    stride, pad = 2, 1
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)), mode='constant')
    H += 2 * pad
    W += 2 * pad
    oh, ow = (H - HH) // stride + 1, (W - WW) // stride + 1
    strides = x.itemsize * np.array((H * W, W, 1, C * H * W, stride * W, stride))
    x_stride = np.lib.stride_tricks.as_strided(xp, shape=(C, HH, WW, N, oh, ow), strides=strides)
    x_cols = np.ascontiguousarray(x_stride)
    x_cols.shape = (C * HH * WW, N * oh * ow)   # (deprecated in NumPy 2.5: a warning)
    res = w.reshape(F, -1).dot(x_cols) + b.reshape(-1, 1)
    res.shape = (F, N, oh, ow)
    out = np.ascontiguousarray(res.transpose(1, 0, 2, 3))
    print(out.shape, out.flags['C_CONTIGUOUS'], x_stride.strides)
    show_rounded(out[0, :, 0])
    dout = rs.randn(*out.shape)
    dr = dout.transpose(1, 0, 2, 3).reshape(F, -1)
    show_rounded(dr.dot(x_cols.T).reshape(w.shape)[0, 0])
    dx_cols = w.reshape(F, -1).T.dot(dr)
    dx_cols.shape = (C, HH, WW, N, oh, ow)
    dxp = np.zeros((N, C, H, W))
    for hh in range(HH):
        for ww in range(WW):
            for h in range(oh):
                for wd in range(ow):
                    dxp[:, :, stride * h + hh, stride * wd + ww] += dx_cols[:, hh, ww, :, h, wd].T
    show_rounded(dxp[:, :, pad:-pad, pad:-pad].sum(axis=(0, 1)))


@program
def cs_max_pool_reshape_and_naive(np):
    rs = np.random.RandomState(7)
    x = rs.randn(2, 3, 4, 4)
    x[0, 0, 0, :2] = 5.0   # a tie in one window
    xr = x.reshape(2, 3, 2, 2, 2, 2)
    out = xr.max(axis=3).max(axis=4)
    dout = rs.randn(*out.shape)
    dxr = np.zeros_like(xr)
    mask = (xr == out[:, :, :, np.newaxis, :, np.newaxis])
    db, _ = np.broadcast_arrays(dout[:, :, :, np.newaxis, :, np.newaxis], dxr)
    dxr[mask] = db[mask]
    dxr /= np.sum(mask, axis=(3, 5), keepdims=True)
    dx = dxr.reshape(x.shape)
    show_rounded(dx[0, 0])
    naive = np.zeros((2, 3, 2, 2))
    dxn = np.zeros_like(x)
    for hh in range(2):
        for ww in range(2):
            win = x[:, :, 2 * hh:2 * hh + 2, 2 * ww:2 * ww + 2]
            naive[:, :, hh, ww] = np.max(win, axis=(2, 3))
            m = win == np.max(win, axis=(2, 3), keepdims=True)
            dxn[:, :, 2 * hh:2 * hh + 2, 2 * ww:2 * ww + 2] = m * dout[:, :, hh, ww][:, :, None, None]
    print(np.array_equal(naive, out), r6(np.abs(dxn - dx).max()), np.sum(mask))
    a, c = np.unravel_index(np.argmax(x[0, 1, :2, :2]), (2, 2))
    print(a, c, type(a).__name__)


@program
def cs_update_rules_config_dicts(np):
    N, D = 4, 5
    w = np.linspace(-0.4, 0.6, num=N * D).reshape(N, D)
    dw = np.linspace(-0.6, 0.4, num=N * D).reshape(N, D)
    v = np.linspace(0.6, 0.9, num=N * D).reshape(N, D)
    config = {'learning_rate': 1e-3, 'velocity': v}
    velocity = config.get('mu', 0.9) * config['velocity'] - config['learning_rate'] * dw
    config['velocity'] = velocity
    show_rounded((w + velocity)[0])
    cfg = {'learning_rate': 1e-2, 'cache': np.linspace(0.6, 0.9, num=N * D).reshape(N, D)}
    cfg.setdefault('decay_rate', 0.99)
    cfg['cache'] = cfg['decay_rate'] * cfg['cache'] + (1 - cfg['decay_rate']) * dw ** 2
    show_rounded((w - cfg['learning_rate'] * dw / (np.sqrt(cfg['cache']) + 1e-8))[1])
    # adam with the step count an np.uint32 as in one solution (t = t + 1 stays uint32)
    cfg = {}
    x = w.copy()
    for _ in range(3):
        m = cfg.get('m', np.zeros_like(x))
        vv = cfg.get('v', np.zeros_like(x))
        t = cfg.get('t', np.uint32(1)) + 1
        m = 0.9 * m + (1 - 0.9) * dw
        vv = 0.999 * vv + (1 - 0.999) * dw ** 2
        x = x - 1e-3 * (m / (1 - 0.9 ** t)) / (np.sqrt(vv / (1 - 0.999 ** t)) + 1e-8)
        cfg.update(m=m, v=vv, t=t)
    print(repr(cfg['t']), type(0.9 ** cfg['t']).__name__, sorted(cfg))
    show_rounded(x[2])
    # the in-place sgd of assignment 3 (w -= ...) returns the caller's array, and int weights refuse
    w2 = w.copy()
    w3 = w2
    w3 -= 1e-2 * dw
    print(w3 is w2, r6(w2[0, 0]))
    wi = np.arange(6).reshape(2, 3)
    try:
        wi -= 1e-2 * np.ones((2, 3))
    except Exception as e:
        print(type(e).__name__, e)
    w32 = w.astype(np.float32)
    print((w32 - 1e-3 * dw.astype(np.float32)).dtype, (0.9 * np.zeros_like(w32) + 0.1 * w32).dtype)


@program
def cs_two_layer_net_solver_steps(np):
    rs = np.random.RandomState(8)
    X, y = rs.randn(30, 6), rs.randint(3, size=30)
    Xv, yv = rs.randn(8, 6), rs.randint(3, size=8)
    np.random.seed(0)
    params = {'W1': 1e-1 * np.random.randn(6, 10), 'b1': np.zeros(10),
              'W2': 1e-1 * np.random.randn(10, 3), 'b2': np.zeros(3)}

    def loss(X, y=None, reg=0.05):
        h = X.dot(params['W1']) + params['b1']
        r = np.maximum(0, h)
        s = r.dot(params['W2']) + params['b2']
        if y is None:
            return s
        e = np.exp(s - np.max(s, axis=1, keepdims=True))
        p = e / np.sum(e, axis=1, keepdims=True)
        n = X.shape[0]
        L = -np.sum(np.log(p[np.arange(n), y])) / n
        L += reg * (np.sum(params['W1'] ** 2) + np.sum(params['W2'] ** 2))
        p[np.arange(n), y] -= 1
        p /= n
        g = {'b2': np.sum(p, axis=0), 'W2': r.T.dot(p) + 2 * reg * params['W2']}
        dh = p.dot(params['W2'].T) * (h > 0)
        g['b1'], g['W1'] = np.sum(dh, axis=0), X.T.dot(dh) + 2 * reg * params['W1']
        return L, g

    configs = {k: {'learning_rate': 5e-2} for k in params}
    hist, best, best_params = [], 0, {}
    for it in range(12):
        idx = np.random.choice(30, 10, replace=False)
        L, g = loss(X[idx], y[idx])
        hist.append(L)
        for k in params:
            c = configs[k]
            c.setdefault('momentum', 0.9)
            vel = c.get('velocity', np.zeros_like(params[k]))
            vel = c['momentum'] * vel - c['learning_rate'] * g[k]
            params[k] = params[k] + vel
            c['velocity'] = vel
        if (it + 1) % 4 == 0:
            for c in configs.values():
                c['learning_rate'] *= 0.95
            acc = np.mean(np.argmax(loss(Xv), axis=1) == yv)
            print('(Iteration %d / %d) loss: %f val_acc: %f' % (it + 1, 12, L, acc))
            if acc > best:
                best, best_params = acc, {k: v.copy() for k, v in params.items()}
    print(type(hist[0]).__name__, [r6(h) for h in hist[::3]], sorted(configs['W1']))
    print(r6(configs['b2']['learning_rate']), configs['b2']['velocity'].shape)
    ck = pickle.loads(pickle.dumps({'params': best_params, 'loss_history': hist, 'epoch': 3}))
    show_rounded(ck['params']['b2'])
    print(ck['epoch'], type(ck['params']['W1']).__name__, r6(ck['loss_history'][-1]))


@program
def cs_rnn_lstm_steps(np):
    N, D, H, T = 3, 4, 5, 3
    x = np.linspace(-0.4, 0.7, num=N * D).reshape(N, D)
    prev_h = np.linspace(-0.2, 0.5, num=N * H).reshape(N, H)
    Wx = np.linspace(-0.1, 0.9, num=D * H).reshape(D, H)
    Wh = np.linspace(-0.3, 0.7, num=H * H).reshape(H, H)
    b = np.linspace(-0.2, 0.4, num=H)
    next_h = np.tanh(x.dot(Wx) + prev_h.dot(Wh) + b)
    show_rounded(next_h[0])
    dnext = np.linspace(-1, 1, N * H).reshape(N, H)
    da = dnext * (1 - np.square(next_h))
    show_rounded(da.dot(Wx.T)[1])
    print(r6(x.T.dot(da).sum()), r6(np.sum(da, axis=0).sum()))
    # an LSTM over T steps: gates from one matrix product, sigmoid written stably
    def sigmoid(z):
        pos, neg = z >= 0, z < 0
        e = np.zeros_like(z)
        e[pos] = np.exp(-z[pos])
        e[neg] = np.exp(z[neg])
        top = np.ones_like(z)
        top[neg] = e[neg]
        return top / (1 + e)
    print(r6(sigmoid(np.array([-1000.0, -1, 0, 1, 1000]))))
    Wx4 = np.linspace(-2.1, 1.3, num=4 * D * H).reshape(D, 4 * H)
    Wh4 = np.linspace(-0.7, 2.2, num=4 * H * H).reshape(H, 4 * H)
    b4 = np.linspace(0.3, 0.7, num=4 * H)
    xs = np.linspace(-0.5, 0.5, N * T * D).reshape(N, T, D)
    h, c, hs = prev_h, np.zeros_like(prev_h), np.zeros((N, T, H))
    for t in range(T):
        a = xs[:, t, :].dot(Wx4) + h.dot(Wh4) + b4
        ai, af, ao, ag = np.array_split(a, 4, axis=1)
        c = sigmoid(af) * c + sigmoid(ai) * np.tanh(ag)
        h = sigmoid(ao) * np.tanh(c)
        hs[:, t, :] = h
    show_rounded(hs[:, -1])
    print(np.stack([hs[:, t] for t in range(T)], axis=1).shape)


@program
def cs_word_embedding_temporal_softmax(np):
    V, D = 5, 3
    x = np.array([[0, 3, 1, 2], [2, 1, 0, 3]])
    W = np.linspace(0, 1, num=V * D).reshape(V, D)
    out = W[x, :]
    print(out.shape, out[1, 0])
    dout = np.linspace(-1, 1, out.size).reshape(out.shape)
    dW = np.zeros_like(W)
    np.add.at(dW, x, dout)
    show_rounded(dW)
    dW2 = np.zeros_like(W)
    dW2[x] += dout   # buffered: a repeated word counts once
    print(r6(dW2.sum()), r6(dW.sum()))
    N, T, C = 3, 4, 6
    rs = np.random.RandomState(9)
    s = rs.randn(N, T, C)
    y = rs.randint(C, size=(N, T))
    mask = rs.rand(N, T) > 0.3
    xf, yf, mf = s.reshape(N * T, C), y.reshape(N * T), mask.reshape(N * T)
    probs = np.exp(xf - np.max(xf, axis=1, keepdims=True))
    probs /= np.sum(probs, axis=1, keepdims=True)
    loss = -np.sum(mf * np.log(probs[np.arange(N * T), yf])) / N
    dx = probs.copy()
    dx[np.arange(N * T), yf] -= 1
    dx = dx * mf[:, np.newaxis] / N
    print(type(loss).__name__, r6(loss), dx.reshape(N, T, C).shape, mask.dtype)


@program
def cs_captioning_greedy_sample(np):
    words = ['<NULL>', '<START>', '<END>', 'a', 'cat', 'on', 'mat']
    w2i = {w: i for i, w in enumerate(words)}
    np.random.seed(1)
    Din, Dw, H, V = 4, 3, 5, len(words)
    p = {'W_proj': np.random.randn(Din, H) / np.sqrt(Din), 'b_proj': np.zeros(H),
         'W_embed': np.random.randn(V, Dw) / 100, 'Wx': np.random.randn(Dw, H) / np.sqrt(Dw),
         'Wh': np.random.randn(H, H) / np.sqrt(H), 'b': np.zeros(H),
         'W_vocab': np.random.randn(H, V) / np.sqrt(H), 'b_vocab': np.zeros(V)}
    for k, v in p.items():
        p[k] = v.astype(np.float32)
    feats = np.linspace(-1.5, 0.3, num=2 * Din).reshape(2, Din).astype(np.float32)
    caps = w2i['<NULL>'] * np.ones((2, 6), dtype=np.int32)
    caps[:, 0] = w2i['<START>']
    h = feats.dot(p['W_proj']) + p['b_proj']
    word = p['W_embed'][caps[:, 0], :]
    for t in range(1, 6):
        h = np.tanh(word.dot(p['Wx']) + h.dot(p['Wh']) + p['b'])
        scores = h.dot(p['W_vocab']) + p['b_vocab']
        caps[:, t] = np.argmax(scores, axis=1)
        word = p['W_embed'][caps[:, t], :]
    print(caps, caps.dtype, h.dtype, scores.dtype)
    for row in caps:
        out = []
        for t in range(row.shape[0]):
            wd = words[row[t]]
            if wd != '<NULL>':
                out.append(wd)
            if wd == '<END>':
                break
        print(' '.join(out))
    # the captioning solver's check_accuracy divides N / batch_size for range()
    try:
        range(10 / 5)
    except TypeError as e:
        print('TypeError', e)


@program
def cs_cifar_preprocessing_and_search(np):
    rs = np.random.RandomState(10)
    raw = rs.randint(0, 256, size=(6, 3072)).astype(np.uint8)
    X = raw.reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1).astype('float')
    print(X.shape, X.dtype, X.flags['C_CONTIGUOUS'])
    Xtr = np.reshape(X, (X.shape[0], -1))
    mean_image = np.mean(Xtr, axis=0)
    print(r6(mean_image[:5]))
    Xtr -= mean_image
    Xtr = np.hstack([Xtr, np.ones((Xtr.shape[0], 1))])
    print(Xtr.shape, r6(Xtr[:, -2:].sum()))
    Xc = X.transpose(0, 3, 1, 2).copy()
    print(Xc.strides, r6(Xc.mean(axis=(0, 2, 3))))
    wimg = 255.0 * (Xc[0, 0] - Xc[0, 0].min()) / (Xc[0, 0].max() - Xc[0, 0].min())
    print(wimg.astype('uint8')[:2, :6])
    y = rs.randint(10, size=6)
    idxs = np.flatnonzero(y == y[0])
    print(idxs, np.random.RandomState(0).choice(idxs, 2, replace=True))
    results, best_val = {}, -1
    np.random.seed(3)
    for lr in [1e-7, 5e-7]:
        for reg in 10 ** np.random.uniform(3, 5, 2):
            tr, val = np.random.rand(), np.random.rand()
            results[(lr, reg)] = (tr, val)
            best_val = max(best_val, val)
    for lr, reg in sorted(results):
        print('lr %e reg %e train accuracy: %f val accuracy: %f' % (lr, reg, *results[(lr, reg)]))
    print('best validation accuracy: %f' % best_val, type(best_val).__name__)
    W = None
    W = np.zeros((3, 2)) if W is None else W
    try:
        if W == None:
            pass
    except ValueError as e:
        print('ValueError', e)
