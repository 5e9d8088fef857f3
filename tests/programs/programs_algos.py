"""Algorithms people write with NumPy arrays: graphs as adjacency matrices (BFS frontiers with
boolean masks, Floyd-Warshall by broadcasting, PageRank power iteration, label propagation),
text and NLP (token ids with np.unique, bag-of-words with bincount and add.at, TF-IDF, cosine
similarity, n-gram hashing), optimization (gradient descent, Newton's method, line search,
simplex pivots, normal equations), dynamic programming on arrays (edit distance, knapsack, LCS)
and sorting/searching (top-k with argpartition, merges with searchsorted, run-length encoding,
interval overlap), with the bad inputs users pass.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, attempt_rounded, collection, r6, show, show_rounded


PROGRAMS, program = collection()


def _graph(np):
    edges = np.array([[0, 1], [0, 2], [1, 3], [2, 3], [3, 4], [5, 6]])
    A = np.zeros((7, 7), dtype=bool)
    A[edges[:, 0], edges[:, 1]] = True
    A |= A.T
    return A


# ---- graphs ---------------------------------------------------------------------------------------

@program
def algo_bfs_frontier_masks(np):
    A = _graph(np)
    dist = np.full(A.shape[0], -1)
    frontier = np.zeros(A.shape[0], dtype=bool)
    frontier[0] = True
    dist[0] = 0
    level = 0
    while frontier.any():
        level += 1
        nxt = A[frontier].any(axis=0) & (dist < 0)
        dist[nxt] = level
        frontier = nxt
        print(level, np.flatnonzero(nxt), nxt.sum(), type(nxt.sum()).__name__)
    show(dist)
    print(np.count_nonzero(dist >= 0), (dist == -1).nonzero())
    attempt(lambda: A[np.array([True, False])])
    attempt(lambda: A[frontier.astype(int)].shape)


@program
def algo_bfs_with_matrix_products(np):
    A = _graph(np).astype(np.int8)
    reach = np.eye(7, dtype=np.int8)
    for step in range(4):
        reach = ((reach + reach @ A) > 0).astype(np.int8)
        print(step, reach.sum(axis=1), reach.dtype)
    show(reach[0])
    B = _graph(np)
    show(B @ B)
    show((B @ B).dtype)
    show(np.matmul(B, B.astype(np.float32))[0])
    attempt(np.matmul, B, np.ones(6, bool))


@program
def algo_dfs_stack_order(np):
    A = _graph(np)
    seen = np.zeros(7, dtype=bool)
    order = []
    stack = [0]
    while stack:
        v = stack.pop()
        if seen[v]:
            continue
        seen[v] = True
        order.append(int(v))
        nbrs = np.flatnonzero(A[v] & ~seen)[::-1]
        stack.extend(nbrs.tolist())
    print(order, seen, (~seen).nonzero()[0])
    deg = A.sum(axis=1)
    show(deg)
    show(np.argsort(-deg, kind="stable"))
    attempt(lambda: ~A.astype(float))


@program
def algo_floyd_warshall_broadcast(np):
    inf = np.inf
    W = np.array([[0, 3, inf, 7], [8, 0, 2, inf], [5, inf, 0, 1], [2, inf, inf, 0]])
    D = W.copy()
    for k in range(D.shape[0]):
        D = np.minimum(D, D[:, k, None] + D[None, k, :])
    show(D)
    nxt = np.where(np.isfinite(W), np.arange(4)[None, :], -1)
    show(nxt)
    Di = np.full((4, 4), np.iinfo(np.int32).max // 2, dtype=np.int32)
    np.fill_diagonal(Di, 0)
    Di[0, 1], Di[1, 2], Di[2, 3] = 1, 2, 3
    for k in range(4):
        Di = np.minimum(Di, Di[:, [k]] + Di[[k], :])
    show(Di)
    print(np.isinf(D).sum(), D.max(), D[np.isfinite(D)].max())
    attempt(np.minimum, D, D[:, :3])


@program
def algo_floyd_unreachable_and_negative_cycles(np):
    W = np.full((4, 4), np.inf)
    np.fill_diagonal(W, 0)
    W[0, 1] = 1.0
    W[1, 2] = -2.0
    W[2, 0] = 0.5
    D = W.copy()
    for k in range(4):
        D = np.fmin(D, D[:, k:k + 1] + D[k:k + 1, :])
    show(D)
    print("negative cycle:", bool((np.diag(D) < 0).any()), np.diag(D))
    with np.errstate(invalid="raise"):
        attempt(lambda: np.inf - np.array([np.inf]))
    show(np.array([np.inf]) + np.array([-np.inf]))


@program
def algo_pagerank_power_iteration(np):
    A = np.array([[0, 1, 1, 0], [0, 0, 1, 0], [1, 0, 0, 1], [0, 0, 1, 0]], dtype=float)
    out = A.sum(axis=1, keepdims=True)
    M = (A / out).T
    n = M.shape[0]
    d = 0.85
    r = np.full(n, 1 / n)
    for it in range(100):
        r_new = (1 - d) / n + d * M @ r
        delta = np.abs(r_new - r).sum()
        r = r_new
        if delta < 1e-10:
            break
    print(it > 10, r.round(6), r.sum().round(6), np.argsort(r)[::-1])
    A2 = A.copy()
    A2[1] = 0
    with np.errstate(divide="ignore", invalid="ignore"):
        M2 = A2 / A2.sum(axis=1, keepdims=True)
    print(np.isnan(M2).any(axis=1))
    M2 = np.nan_to_num(M2, nan=1 / n)
    print(M2.sum(axis=1))
    M3 = A2 / A2.sum(axis=1, keepdims=True)
    print(M3[1])


@program
def algo_pagerank_eigvec(np):
    A = np.array([[0, 1, 1], [1, 0, 0], [1, 1, 0]], dtype=float)
    P = A / A.sum(axis=0)
    vals, vecs = np.linalg.eig(P)
    i = np.argmin(np.abs(vals - 1))
    v = np.real(vecs[:, i])
    v = v / v.sum()
    print(r6(v), round(float(np.real(vals[i])), 6), v.dtype)
    print(np.allclose(P @ v, v))
    attempt(np.linalg.eig, np.ones((2, 3)))


@program
def algo_pagerank_matrix_class(np):
    # (an older textbook's np.matrix code: * is the matrix product, whichever side an array is)
    A = np.matrix([[0, 1, 1], [1, 0, 0], [1, 1, 0]], dtype=float)
    P = A / A.sum(axis=0)
    r = np.ones(3) / 3
    show(P * r.reshape(3, 1))
    for _ in range(60):
        r = np.asarray(P * r.reshape(3, 1)).ravel()
    print(r.round(6), type(r).__name__)
    attempt(lambda: P * np.ones(3))  # (a 1-d array is a row: not aligned)
    show(np.ones(3) * P)
    show(np.ones((3, 3)) * P)
    show(P * np.ones((3, 3)))
    show(np.full(3, 2.0) ** np.matrix([[1, 2, 3]]))
    show((P ** 2).round(6))
    show(np.ones(3).sum() * P)
    attempt(lambda: P ** np.ones(3).sum())


@program
def algo_connected_components_label_propagation(np):
    A = _graph(np)
    labels = np.arange(A.shape[0])
    for _ in range(10):
        nb = np.where(A, labels[None, :], A.shape[0])
        new = np.minimum(labels, nb.min(axis=1))
        if np.array_equal(new, labels):
            break
        labels = new
    show(labels)
    comps, inv, counts = np.unique(labels, return_inverse=True, return_counts=True)
    show(comps)
    show(inv)
    show(counts)
    print(len(comps), "components; largest", counts.max())


@program
def algo_union_find_arrays(np):
    edges = np.array([[0, 1], [2, 3], [1, 2], [5, 6], [7, 7]])
    parent = np.arange(8)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    roots = np.array([find(i) for i in range(8)])
    show(roots)
    print(type(find(np.int64(3))).__name__, np.unique(roots).size)
    attempt(lambda: parent[np.int64(8)])
    attempt(lambda: parent[np.float64(1.0)])


@program
def algo_degree_and_triangles(np):
    A = _graph(np).astype(int)
    A[1, 2] = A[2, 1] = 1
    tri = np.trace(np.linalg.matrix_power(A, 3)) // 6
    print(tri, type(tri).__name__)
    show(np.diag(A @ A @ A) // 2)
    L = np.diag(A.sum(axis=1)) - A
    w = np.linalg.eigvalsh(L.astype(float))
    print(int(np.sum(np.abs(w) < 1e-9)), "zero eigenvalues")
    attempt(np.linalg.matrix_power, A, -1)
    attempt(np.linalg.matrix_power, A.astype(float), 1.5)


@program
def algo_adjacency_from_edge_list(np):
    src = np.array([0, 0, 1, 2, 2, 2, 3])
    dst = np.array([1, 2, 2, 0, 3, 3, 0])
    w = np.array([1.5, 2.0, 0.5, 1.0, 3.0, 4.0, 2.5])
    A = np.zeros((4, 4))
    np.add.at(A, (src, dst), w)
    show(A)
    B = np.zeros((4, 4))
    B[src, dst] += w
    show(B)
    print(np.array_equal(A, B))
    C = np.zeros((4, 4), dtype=int)
    np.add.at(C, (src, dst), 1)
    show(C)
    attempt(np.add.at, C, (src, dst + 2), 1)
    attempt(np.add.at, C, (src, dst), w)
    flat = np.bincount(src * 4 + dst, weights=w, minlength=16).reshape(4, 4)
    print(np.array_equal(flat, A), flat.dtype)


@program
def algo_scatter_into_views(np):
    # scatter-adds into views a user did not expect to be read-only: NumPy's at before 2.5.5
    # writes them where the index picks whole elements, and refuses where it leaves axes to
    # iterate; 2.5.5 refuses them all
    sig = np.arange(8.0)
    win = np.lib.stride_tricks.sliding_window_view(sig, 3)
    attempt(np.maximum.at, win, ([0, 1, 1], [2, 2, 0]), 50.0)
    show(sig)
    attempt(np.add.at, win, [0], 1.0)
    row = np.zeros(4)
    grid = np.broadcast_to(row, (3, 4))
    attempt(np.add.at, grid, (np.array([0, 2]), np.array([1, 1])), 1.0)
    show(row)
    attempt(np.add.at, grid, (slice(None), [0]), 1.0)
    frozen = np.arange(5)
    frozen.flags.writeable = False
    attempt(np.add.at, frozen, [0, 0], 1)
    show(frozen)
    attempt(np.add.at, frozen, slice(0, 2), 1)
    total = frozen.sum()
    attempt(np.add.at, total, (), 1)  # (a reduction's scalar is no array)
    attempt(np.sum, np.ones(3), out=total)
    attempt(np.matmul, np.ones(2), np.ones(2), out=total)
    attempt(np.putmask, total, True, 0)
    attempt(np.place, total, True, [0])
    show(total)


# ---- text and NLP ---------------------------------------------------------------------------------

_DOCS = ["the cat sat on the mat", "the dog sat", "a cat and a dog", "mat mat mat"]


@program
def algo_tokens_to_ids_unique(np):
    toks = np.array(" ".join(_DOCS).split())
    vocab, ids = np.unique(toks, return_inverse=True)
    show(vocab)
    show(ids)
    print(np.array_equal(vocab[ids], toks), ids.dtype, vocab.dtype)
    v2, first, counts = np.unique(toks, return_index=True, return_counts=True)
    print(list(zip(v2.tolist(), first.tolist(), counts.tolist())))
    show(np.unique_inverse(toks).inverse_indices)
    show(np.unique_counts(toks).counts)
    show(np.searchsorted(vocab, np.array(["cat", "zebra", "aardvark"])))
    show(np.isin(np.array(["cat", "cow"]), vocab))


@program
def algo_bag_of_words_bincount(np):
    tokenized = [d.split() for d in _DOCS]
    vocab = np.unique(np.concatenate([np.array(t) for t in tokenized]))
    X = np.zeros((len(tokenized), vocab.size), dtype=np.int64)
    for i, t in enumerate(tokenized):
        ids = np.searchsorted(vocab, np.array(t))
        X[i] = np.bincount(ids, minlength=vocab.size)
    show(X)
    show(X.sum(axis=0))
    show(vocab[np.argmax(X.sum(axis=0))])
    attempt(np.bincount, np.array([1, -1, 2]))
    attempt(np.bincount, np.array([1.0, 2.0]))
    attempt(np.bincount, np.array([], dtype=int))
    attempt(np.bincount, np.array([0, 1]), minlength=-1)
    attempt(np.bincount, np.array([0, 1]), weights=np.array([1.0]))


@program
def algo_bag_of_words_add_at(np):
    doc_ids = np.array([0, 0, 0, 1, 1, 2, 2, 2, 2])
    tok_ids = np.array([3, 1, 3, 0, 2, 3, 3, 1, 0])
    X = np.zeros((3, 4), dtype=np.int32)
    np.add.at(X, (doc_ids, tok_ids), 1)
    show(X)
    Y = np.zeros((3, 4), dtype=np.int32)
    Y[doc_ids, tok_ids] += 1
    show(Y)
    show(X - Y)
    tf = np.zeros((3, 4))
    np.add.at(tf, (doc_ids, tok_ids), 1 / np.bincount(doc_ids)[doc_ids])
    show(tf.round(6))
    attempt(np.add.at, X, (doc_ids, tok_ids), np.ones(4))
    attempt(np.add.at, X, doc_ids, 1)
    attempt(np.add.at, X, (doc_ids, tok_ids), None)  # (the counts forgotten: None is an operand)
    attempt(np.add.at, X, (doc_ids, tok_ids))
    show(X)


@program
def algo_tfidf_and_cosine(np):
    X = np.array([[2, 1, 0, 1], [0, 1, 1, 0], [1, 0, 2, 0], [0, 0, 0, 3]], dtype=float)
    tf = X / X.sum(axis=1, keepdims=True)
    df = (X > 0).sum(axis=0)
    idf = np.log((1 + X.shape[0]) / (1 + df)) + 1
    tfidf = tf * idf
    norms = np.linalg.norm(tfidf, axis=1, keepdims=True)
    T = tfidf / norms
    S = T @ T.T
    print(S.round(6))
    print(df, df.dtype, idf.round(6))
    np.fill_diagonal(S, -np.inf)
    print(S.argmax(axis=1))
    Z = np.vstack([X, np.zeros(4)])
    n = np.linalg.norm(Z, axis=1, keepdims=True)
    Zn = Z / n
    print(np.isnan(Zn).sum(), Zn[-1])
    with np.errstate(invalid="ignore"):
        print(np.nan_to_num(Z / n)[-1])
    Zs = np.divide(Z, n, out=np.zeros_like(Z), where=n > 0)
    print(Zs.round(4)[-2:])


@program
def algo_cosine_similarity_topk(np):
    rng = np.random.default_rng(3)
    E = rng.normal(size=(8, 5)).round(3)
    q = E[2] + 0.01
    sims = E @ q / (np.linalg.norm(E, axis=1) * np.linalg.norm(q))
    k = 3
    idx = np.argpartition(-sims, k)[:k]
    idx = idx[np.argsort(-sims[idx])]
    print(idx, sims[idx].round(5))
    print(np.sort(np.argpartition(sims, -k)[-k:]))
    attempt(np.argpartition, sims, 8)
    attempt(np.argpartition, sims, -9)
    attempt(np.argpartition, sims, 2.0)
    show(np.argpartition(sims, [1, 5])[[1, 5]])


@program
def algo_ngram_hashing(np):
    text = "the quick brown fox jumps over the lazy dog"
    codes = np.frombuffer(text.encode(), dtype=np.uint8).astype(np.uint64)
    n = 3
    win = np.lib.stride_tricks.sliding_window_view(codes, n)
    show(win.shape)
    h = np.zeros(win.shape[0], dtype=np.uint64)
    for j in range(n):
        h = h * np.uint64(31) + win[:, j]
    buckets = (h % np.uint64(64)).astype(np.intp)
    show(buckets[:10])
    counts = np.bincount(buckets, minlength=64)
    print(counts.sum(), counts.max(), np.count_nonzero(counts))
    fnv = np.full(win.shape[0], 14695981039346656037, dtype=np.uint64)
    for j in range(n):
        fnv = (fnv ^ win[:, j]) * np.uint64(1099511628211)
    show(fnv[:3])
    show((fnv >> np.uint64(58)).astype(np.int64)[:8])
    attempt(np.lib.stride_tricks.sliding_window_view, codes, 100)
    attempt(lambda: h % 64)


@program
def algo_character_ngrams_strings(np):
    words = np.array(["numpy", "gpu", "array", "a"])
    lens = np.strings.str_len(words)
    show(lens)
    padded = np.strings.add(np.strings.add("<", words), ">")
    show(padded)
    grams = [p[i:i + 2] for p in padded.tolist() for i in range(len(p) - 1)]
    g, c = np.unique(np.array(grams), return_counts=True)
    show(g[c > 1])
    show(np.char.upper(words))
    show(np.strings.find(words, "a"))
    show(np.strings.count(words, "a"))
    attempt(np.strings.add, words, 1)


@program
def algo_vocab_pruning_and_oov(np):
    toks = np.array("a b a c d a b e e e f".split())
    vocab, inv, counts = np.unique(toks, return_inverse=True, return_counts=True)
    keep = counts >= 2
    remap = np.where(keep, np.cumsum(keep) - 1, -1)
    show(remap)
    ids = remap[inv]
    show(ids)
    ids_oov = np.where(ids < 0, keep.sum(), ids)
    show(ids_oov)
    show(np.bincount(ids_oov))
    order = np.argsort(-counts, kind="stable")
    print(vocab[order].tolist(), counts[order].tolist())
    show(np.unique(np.array([], dtype=str), return_inverse=True)[1])


# ---- optimization ---------------------------------------------------------------------------------

@program
def algo_gradient_descent_quadratic(np):
    A = np.array([[3.0, 1.0], [1.0, 2.0]])
    b = np.array([1.0, -1.0])
    x = np.zeros(2)
    lr = 0.2
    hist = []
    for i in range(200):
        g = A @ x - b
        x -= lr * g
        hist.append(float(0.5 * x @ A @ x - b @ x))
        if np.linalg.norm(g) < 1e-10:
            break
    print(i > 20, x.round(6), np.linalg.solve(A, b).round(6))
    print(np.round(hist[:4], 6), np.all(np.diff(hist) <= 1e-15))
    xi = np.zeros(2, dtype=int)
    attempt(lambda: xi.__isub__(lr * (A @ xi - b)))
    show(xi)


@program
def algo_gradient_descent_momentum_rosenbrock(np):
    def grad(p):
        x, y = p
        return np.array([-2 * (1 - x) - 400 * x * (y - x ** 2), 200 * (y - x ** 2)])
    p = np.array([-1.0, 1.0])
    v = np.zeros(2)
    for _ in range(3000):
        v = 0.9 * v - 1e-4 * grad(p)
        p = p + v
    print(np.round(p, 3), bool(np.linalg.norm(p - 1) < 0.1))
    p2 = np.array([-1.0, 1.0])
    with np.errstate(over="ignore", invalid="ignore"):
        for _ in range(30):
            p2 = p2 - 0.01 * grad(p2)
    print(np.isfinite(p2), p2.dtype)


@program
def algo_newton_method_1d_and_nd(np):
    f = lambda x: x ** 3 - 2 * x - 5
    df = lambda x: 3 * x ** 2 - 2
    x = np.float64(2.0)
    for i in range(20):
        step = f(x) / df(x)
        x -= step
        if abs(step) < 1e-14:
            break
    print(round(float(x), 10), type(x).__name__, i < 10)
    xs = np.array([1.0, 2.0, 3.0])
    for _ in range(50):
        xs = xs - f(xs) / df(xs)
    print(xs.round(8))
    with np.errstate(divide="ignore", invalid="ignore"):
        z = np.array([np.sqrt(2 / 3)])
        print(f(z) / df(z))
    print(f(np.sqrt(2 / 3)) / df(np.sqrt(np.float64(2 / 3))))

    def F(v):
        x, y = v
        return np.array([x ** 2 + y ** 2 - 4, x - y])

    def J(v):
        x, y = v
        return np.array([[2 * x, 2 * y], [1.0, -1.0]])
    v = np.array([1.0, 0.5])
    for _ in range(20):
        v = v - np.linalg.solve(J(v), F(v))
    print(v.round(10))
    attempt(np.linalg.solve, J(np.zeros(2)), F(np.zeros(2)))


@program
def algo_backtracking_line_search(np):
    A = np.array([[10.0, 0.0], [0.0, 1.0]])
    f = lambda x: 0.5 * x @ A @ x
    g = lambda x: A @ x
    x = np.array([1.0, 1.0])
    steps = []
    for _ in range(25):
        d = -g(x)
        t = 1.0
        while f(x + t * d) > f(x) + 1e-4 * t * g(x) @ d:
            t *= 0.5
        steps.append(t)
        x = x + t * d
    print(steps[:6], np.abs(x).max() < 1e-3, type(f(x)).__name__)
    ts = 0.5 ** np.arange(8)
    vals = np.array([f(x0 - t * g(x0)) for x0 in [np.array([1.0, 1.0])] for t in ts])
    print(vals.round(6), np.argmin(vals), ts[np.argmin(vals)])


@program
def algo_golden_section_search(np):
    f = lambda x: (x - 1.3) ** 2 + np.cos(3 * x)
    a, b = 0.0, 3.0
    phi = (np.sqrt(5) - 1) / 2
    c, d = b - phi * (b - a), a + phi * (b - a)
    while abs(b - a) > 1e-8:
        if f(c) < f(d):
            b, d = d, c
            c = b - phi * (b - a)
        else:
            a, c = c, d
            d = a + phi * (b - a)
    xm = (a + b) / 2
    print(round(float(xm), 5), type(xm).__name__)
    grid = np.linspace(0, 3, 3001)
    print(round(float(grid[np.argmin(f(grid))]), 3))


@program
def algo_least_squares_normal_equations(np):
    x = np.linspace(0, 1, 11)
    y = 1.5 + 2.0 * x - 0.75 * x ** 2
    X = np.vander(x, 3, increasing=True)
    show(X.shape)
    beta = np.linalg.solve(X.T @ X, X.T @ y)
    print(beta.round(8))
    beta2, res, rank, sv = np.linalg.lstsq(X, y, rcond=None)
    print(beta2.round(8), rank, sv.shape, res.shape)
    Xs = np.column_stack([x, 2 * x])
    # (an exactly singular system whose rounding decides whether LAPACK sees a zero pivot: its
    # values depend on the product's summation order, so only the shape is printed)
    attempt(lambda A, b: np.linalg.solve(A, b).shape, Xs.T @ Xs, Xs.T @ y)
    b3, r3, k3, s3 = np.linalg.lstsq(Xs, y, rcond=None)
    print(k3, r3, r6(b3))
    attempt(np.linalg.lstsq, X, y[:5], rcond=None)
    attempt(np.linalg.inv, np.ones((3, 3)))
    print(np.linalg.cond(X.T @ X) > 100)


@program
def algo_ridge_and_cholesky(np):
    rng = np.random.default_rng(5)
    X = rng.normal(size=(20, 4)).round(3)
    y = (X @ np.array([1.0, -2.0, 0.5, 0.0])).round(6)
    lam = 0.1
    G = X.T @ X + lam * np.eye(4)
    L = np.linalg.cholesky(G)
    z = np.linalg.solve(L, X.T @ y)
    w = np.linalg.solve(L.T, z)
    print(w.round(4), np.allclose(L @ L.T, G))
    attempt(np.linalg.cholesky, np.array([[1.0, 2.0], [2.0, 1.0]]))
    attempt(np.linalg.cholesky, np.ones((2, 3)))


@program
def algo_simplex_pivot(np):
    # maximise 3x + 5y s.t. x <= 4, 2y <= 12, 3x + 2y <= 18
    T = np.array([[1, 0, 1, 0, 0, 4],
                  [0, 2, 0, 1, 0, 12],
                  [3, 2, 0, 0, 1, 18],
                  [-3, -5, 0, 0, 0, 0]], dtype=float)
    basis = [2, 3, 4]
    it = 0
    while (T[-1, :-1] < -1e-12).any():
        col = int(np.argmin(T[-1, :-1]))
        colv = T[:-1, col]
        with np.errstate(divide="ignore"):
            ratios = np.where(colv > 0, T[:-1, -1] / colv, np.inf)
        row = int(np.argmin(ratios))
        T[row] /= T[row, col]
        others = np.arange(T.shape[0]) != row
        T[others] -= T[others, col][:, None] * T[row]
        basis[row] = col
        it += 1
    print(it, basis, T[-1, -1])
    sol = np.zeros(5)
    sol[basis] = T[:-1, -1]
    print(sol[:2])
    colv = np.array([0.0, -1.0, 2.0])
    rhs = np.array([1.0, 1.0, 4.0])
    print(rhs / colv)


@program
def algo_projected_gradient_simplex(np):
    def project(v):
        u = np.sort(v)[::-1]
        css = np.cumsum(u)
        k = np.arange(1, v.size + 1)
        rho = np.nonzero(u * k > (css - 1))[0][-1]
        theta = (css[rho] - 1) / (rho + 1.0)
        return np.maximum(v - theta, 0)
    p = project(np.array([0.5, 1.2, -0.3, 0.1]))
    print(p.round(6), round(float(p.sum()), 6))
    print(project(np.array([0.25, 0.25, 0.25, 0.25])))
    attempt(project, np.array([]))


# ---- dynamic programming --------------------------------------------------------------------------

@program
def algo_edit_distance_dp(np):
    def lev(a, b):
        a = np.frombuffer(a.encode(), dtype=np.uint8)
        b = np.frombuffer(b.encode(), dtype=np.uint8)
        prev = np.arange(b.size + 1)
        for i in range(1, a.size + 1):
            cost = (a[i - 1] != b).astype(int)
            cur = np.empty_like(prev)
            cur[0] = i
            sub = prev[:-1] + cost
            dele = prev[1:] + 1
            cur[1:] = np.minimum(sub, dele)
            for j in range(1, b.size + 1):
                cur[j] = min(cur[j], cur[j - 1] + 1)
            prev = cur
        return prev[-1]
    for s, t in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")]:
        d = lev(s, t)
        print(s, t, d, type(d).__name__)
    D = np.zeros((4, 5), dtype=np.int16)
    D[0] = np.arange(5)
    D[:, 0] = np.arange(4)
    show(D)


@program
def algo_edit_distance_full_table(np):
    a, b = np.array(list("intention")), np.array(list("execution"))
    n, m = a.size, b.size
    D = np.zeros((n + 1, m + 1), dtype=np.int32)
    D[:, 0] = np.arange(n + 1)
    D[0, :] = np.arange(m + 1)
    neq = (a[:, None] != b[None, :]).astype(np.int32)
    show(neq.sum())
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            D[i, j] = min(D[i - 1, j] + 1, D[i, j - 1] + 1, D[i - 1, j - 1] + neq[i - 1, j - 1])
    print(D[-1, -1], D.dtype, D.max(axis=1))
    print(np.diagonal(D).tolist(), np.diag(D, 1)[:3])


@program
def algo_knapsack_01(np):
    weights = np.array([1, 3, 4, 5])
    values = np.array([1.5, 4.0, 5.0, 7.0])
    W = 7
    best = np.zeros(W + 1)
    take = np.zeros((weights.size, W + 1), dtype=bool)
    for i, (w, v) in enumerate(zip(weights, values)):
        cand = np.full(W + 1, -np.inf)
        cand[w:] = best[:W + 1 - w] + v
        take[i] = cand > best
        best = np.maximum(best, cand)
    print(best, best.argmax(), best[-1])
    c = W
    chosen = []
    for i in range(weights.size - 1, -1, -1):
        if take[i, c]:
            chosen.append(i)
            c -= weights[i]
    print(sorted(chosen), weights[chosen].sum(), values[chosen].sum())
    attempt(lambda: best[:W + 1 - 9] + 1.0)
    attempt(lambda: np.full(W + 1, -np.inf)[9:] + best)


@program
def algo_unbounded_knapsack_coin_change(np):
    coins = np.array([1, 5, 10, 25])
    amount = 63
    ways = np.zeros(amount + 1, dtype=np.int64)
    ways[0] = 1
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    print(ways[-1], ways[:12])
    INF = np.iinfo(np.int64).max
    fewest = np.full(amount + 1, INF)
    fewest[0] = 0
    for a in range(1, amount + 1):
        prev = a - coins[coins <= a]
        fewest[a] = fewest[prev].min() + 1
    print(fewest[-1], fewest[[1, 6, 30, 63]])
    with np.errstate(over="ignore"):
        print(np.array([INF]) + 1)
    print(np.int64(INF) // 2)


@program
def algo_lcs_cumulative_max(np):
    a = np.array([1, 3, 4, 1, 2, 1, 3])
    b = np.array([3, 4, 1, 2, 1, 3, 3])
    L = np.zeros((a.size + 1, b.size + 1), dtype=np.int64)
    for i in range(1, a.size + 1):
        match = a[i - 1] == b
        row = np.where(match, L[i - 1, :-1] + 1, 0)
        row = np.maximum(row, L[i - 1, 1:])
        L[i, 1:] = np.maximum.accumulate(row)
    print(L[-1, -1], L[-1])
    i, j, out = a.size, b.size, []
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(int(a[i - 1]))
            i, j = i - 1, j - 1
        elif L[i - 1, j] >= L[i, j - 1]:
            i -= 1
        else:
            j -= 1
    print(out[::-1])
    show(np.maximum.accumulate(np.array([[1, 5, 2], [7, 0, 9]]), axis=1))
    show(np.maximum.accumulate(np.array([3.0, np.nan, 1.0, 4.0])))
    show(np.fmax.accumulate(np.array([3.0, np.nan, 1.0, 4.0])))
    attempt(np.maximum.accumulate, np.array([1, 2]), axis=1)


@program
def algo_longest_increasing_subsequence(np):
    x = np.array([10, 9, 2, 5, 3, 7, 101, 18, 4, 19])
    tails = np.empty(0, dtype=x.dtype)
    for v in x:
        k = np.searchsorted(tails, v)
        if k == tails.size:
            tails = np.append(tails, v)
        else:
            tails[k] = v
    print(tails.size, tails, tails.dtype)
    dp = np.ones(x.size, dtype=int)
    for i in range(x.size):
        m = x[:i] < x[i]
        if m.any():
            dp[i] = dp[:i][m].max() + 1
    print(dp, dp.max())
    attempt(lambda: dp[:0].max())


@program
def algo_max_subarray_kadane_prefix(np):
    x = np.array([-2, 1, -3, 4, -1, 2, 1, -5, 4])
    c = np.concatenate([[0], np.cumsum(x)])
    mins = np.minimum.accumulate(c)
    best = (c[1:] - mins[:-1]).max()
    end = int((c[1:] - mins[:-1]).argmax())
    start = int(np.argmin(c[:end + 1]))
    print(best, start, end, x[start:end + 1], type(best).__name__)
    xf = np.array([0.5, -1.25, 2.0, 0.25])
    cf = np.cumsum(xf)
    print(cf, np.maximum.accumulate(cf), (cf - np.minimum.accumulate(np.r_[0.0, cf[:-1]])).max())
    show(np.cumsum(np.array([True, True, False, True])))
    show(np.cumsum(np.array([100, 100], dtype=np.int8)))
    show(np.cumsum(np.array([100, 100], dtype=np.int8), dtype=np.int8))


@program
def algo_grid_paths_dp(np):
    grid = np.array([[1, 3, 1, 2], [1, 5, 1, 3], [4, 2, 1, 1]])
    cost = np.zeros_like(grid)
    cost[0] = np.cumsum(grid[0])
    cost[:, 0] = np.cumsum(grid[:, 0])
    for i in range(1, grid.shape[0]):
        for j in range(1, grid.shape[1]):
            cost[i, j] = grid[i, j] + min(cost[i - 1, j], cost[i, j - 1])
    show(cost)
    blocked = np.zeros((4, 4), dtype=bool)
    blocked[1, 1] = blocked[2, 3] = True
    paths = np.zeros((4, 4), dtype=np.uint64)
    paths[0, 0] = 1
    for i in range(4):
        for j in range(4):
            if blocked[i, j] or (i == 0 and j == 0):
                continue
            paths[i, j] = (paths[i - 1, j] if i else 0) + (paths[i, j - 1] if j else 0)
    show(paths)


# ---- sorting and searching ------------------------------------------------------------------------

@program
def algo_topk_argpartition(np):
    scores = np.array([0.1, 0.9, 0.35, 0.8, 0.05, 0.6, 0.9, 0.2])
    k = 3
    top = np.argpartition(scores, -k)[-k:]
    top = top[np.lexsort((top, -scores[top]))]
    print(top, scores[top])
    M = np.array([[5, 1, 4, 2], [0, 9, 3, 8], [7, 7, 1, 6]])
    idx = np.argpartition(-M, 2, axis=1)[:, :2]
    vals = np.take_along_axis(M, idx, axis=1)
    print(np.sort(vals, axis=1)[:, ::-1])
    show(np.partition(M, 1, axis=None)[:2])
    show(np.partition(M, (0, 2), axis=0)[[0, -1]])
    attempt(np.argpartition, M, 4, axis=1)
    attempt(np.argpartition, M, 1, axis=2)
    attempt(np.partition, scores, [9])
    show(np.sort(scores)[-k:][::-1])


@program
def algo_merge_sorted_searchsorted(np):
    a = np.array([1, 3, 5, 7, 9])
    b = np.array([2, 3, 6, 10])
    pos = np.searchsorted(a, b, side="right") + np.arange(b.size)
    out = np.empty(a.size + b.size, dtype=np.result_type(a, b))
    mask = np.zeros(out.size, dtype=bool)
    mask[pos] = True
    out[mask] = b
    out[~mask] = a
    show(out)
    print(np.array_equal(out, np.sort(np.concatenate([a, b]))))
    bf = b.astype(np.float32)
    merged = np.concatenate([a, bf])
    show(np.sort(merged, kind="stable"))
    show(np.searchsorted(a, [0, 5, 11], side="left"))
    show(np.searchsorted(a, 5, side="right"))
    show(np.searchsorted(a[::-1], 5, sorter=np.argsort(a[::-1])))
    attempt(np.searchsorted, a, 5, side="middle")
    attempt(np.searchsorted, a, 5, sorter=[0, 1])
    attempt(np.searchsorted, a.reshape(5, 1), 3)


@program
def algo_binary_search_bisect(np):
    xs = np.linspace(0.0, 10.0, 101)
    f = np.sqrt(xs)
    targets = np.array([0.0, 1.5, 2.0, 3.2, 4.0])
    i = np.searchsorted(f, targets)
    i = np.clip(i, 1, f.size - 1)
    t = (targets - f[i - 1]) / (f[i] - f[i - 1])
    x_at = xs[i - 1] + t * (xs[i] - xs[i - 1])
    print(x_at.round(4), i)
    print(np.interp(targets, f, xs).round(4))
    d = np.digitize(np.array([0.2, 6.4, 3.0, 1.6, 10.0]), bins=np.array([0.0, 1.0, 2.5, 4.0, 10.0]))
    show(d)
    show(np.digitize(np.array([1.0, 2.5]), np.array([4.0, 2.5, 1.0]), right=True))
    attempt(np.digitize, np.array([1.0]), np.array([1.0, 3.0, 2.0]))


@program
def algo_run_length_encoding(np):
    x = np.array([1, 1, 1, 2, 2, 3, 1, 1, 4, 4, 4, 4])
    change = np.flatnonzero(np.diff(x)) + 1
    starts = np.concatenate(([0], change))
    lengths = np.diff(np.concatenate((starts, [x.size])))
    values = x[starts]
    print(values, lengths, starts, lengths.dtype)
    show(np.repeat(values, lengths))
    print(np.array_equal(np.repeat(values, lengths), x))
    b = np.array([0, 1, 1, 0, 1, 1, 1, 0], dtype=bool)
    d = np.diff(np.concatenate(([False], b, [False])).astype(np.int8))
    runs = np.column_stack((np.flatnonzero(d == 1), np.flatnonzero(d == -1)))
    show(runs)
    show(runs[:, 1] - runs[:, 0])
    attempt(np.diff, b)
    attempt(np.repeat, values, lengths[:-1])
    attempt(np.repeat, values, -1)
    attempt(np.repeat, values, 2**62)  # (a count read from a corrupt header)
    attempt(np.repeat, values[:2], 2**62)
    show(np.diff(np.array([], dtype=int)))


@program
def algo_run_length_strings(np):
    s = np.array(list("aaabccddddd"))
    neq = s[1:] != s[:-1]
    idx = np.flatnonzero(np.r_[True, neq, True])
    counts = np.diff(idx)
    enc = "".join(f"{c}{n}" for c, n in zip(s[idx[:-1]], counts))
    print(enc, counts.dtype)
    show(s[idx[:-1]])
    show(np.char.multiply(s[idx[:-1]], counts))


@program
def algo_interval_overlap(np):
    starts = np.array([1, 2, 6, 8, 15])
    ends = np.array([3, 5, 9, 10, 18])
    overlap = (starts[:, None] < ends[None, :]) & (starts[None, :] < ends[:, None])
    np.fill_diagonal(overlap, False)
    show(overlap.sum(axis=1))
    order = np.argsort(starts)
    s, e = starts[order], ends[order]
    run_end = np.maximum.accumulate(e)
    new = np.r_[True, s[1:] > run_end[:-1]]
    gid = np.cumsum(new) - 1
    merged_s = s[new]
    merged_e = np.maximum.reduceat(e, np.flatnonzero(new))
    print(gid, merged_s, merged_e)
    q = np.array([0, 4, 9, 12, 16])
    k = np.searchsorted(merged_s, q, side="right") - 1
    inside = (k >= 0) & (q < merged_e[np.maximum(k, 0)])
    print(k, inside)
    attempt(np.maximum.reduceat, e, [0, 7])
    attempt(np.maximum.reduceat, e, [])
    show(np.add.reduceat(e, [0, 0, 3, 2]))


@program
def algo_interval_lengths_and_sweep(np):
    starts = np.array([1.0, 2.5, 4.0, 4.0])
    ends = np.array([3.0, 5.0, 4.5, 7.0])
    ev = np.concatenate([starts, ends])
    delta = np.concatenate([np.ones(4, dtype=int), -np.ones(4, dtype=int)])
    order = np.lexsort((delta, ev))
    active = np.cumsum(delta[order])
    print(ev[order], active, active.max())
    pts = np.unique(ev)
    mids = (pts[:-1] + pts[1:]) / 2
    cover = ((starts[:, None] <= mids) & (mids < ends[:, None])).sum(axis=0)
    print(pts, cover, (np.diff(pts) * (cover > 0)).sum())
    attempt(np.lexsort, (delta, ev[:3]))
    show(np.lexsort(np.array([[1, 0, 1], [0, 0, 0]])))


@program
def algo_sorting_algorithms_by_hand(np):
    rng = np.random.default_rng(11)
    x = rng.integers(0, 50, size=12)
    a = x.copy()
    for i in range(a.size):
        j = i + int(np.argmin(a[i:]))
        a[[i, j]] = a[[j, i]]
    print(np.array_equal(a, np.sort(x)), a.dtype)

    def counting_sort(v):
        c = np.bincount(v)
        return np.repeat(np.arange(c.size), c)
    show(np.array_equal(counting_sort(x), np.sort(x)))
    r = x.copy()
    for shift in (0, 4):
        digit = (r >> shift) & 15
        r = r[np.argsort(digit, kind="stable")]
    print(np.array_equal(r, np.sort(x)))
    show(np.argsort(np.array([3, 1, 2, 1, 3]), kind="stable"))
    show(np.sort(np.array([3.0, np.nan, -np.inf, 1.0, np.nan])))
    attempt(np.sort, x, kind="bogo")
    attempt(np.argsort, x, axis=1)


@program
def algo_dedupe_and_rank(np):
    x = np.array([40, 10, 30, 10, 20, 40, 40])
    u, first = np.unique(x, return_index=True)
    show(x[np.sort(first)])
    order = np.argsort(x, kind="stable")
    ranks = np.empty_like(order)
    ranks[order] = np.arange(x.size)
    show(ranks)
    dense = np.unique(x, return_inverse=True)[1] + 1
    show(dense)
    sx = x[order]
    grp = np.r_[True, sx[1:] != sx[:-1]]
    gid = np.cumsum(grp) - 1
    cnt = np.bincount(gid)
    first_pos = np.flatnonzero(grp)
    avg = first_pos + (cnt - 1) / 2 + 1
    r = np.empty(x.size)
    r[order] = avg[gid]
    show(r)
    M = np.array([[1, 2], [3, 4], [1, 2]])
    show(np.unique(M, axis=0))
    show(np.unique(M, axis=0, return_counts=True)[1])
    attempt(np.unique, M, axis=2)


@program
def algo_two_sum_and_sliding_windows(np):
    nums = np.array([2, 7, 11, 15, -3, 4])
    target = 8
    order = np.argsort(nums)
    s = nums[order]
    j = np.searchsorted(s, target - s)
    j = np.minimum(j, s.size - 1)
    ok = (s[j] == target - s) & (j != np.arange(s.size))
    pairs = np.sort(np.column_stack([order[ok], order[j[ok]]]), axis=1)
    show(np.unique(pairs, axis=0))
    w = np.lib.stride_tricks.sliding_window_view(nums, 3)
    show(w.max(axis=1))
    show(w.sum(axis=1))
    c = np.cumsum(np.r_[0, nums])
    show(c[3:] - c[:-3])
    attempt(np.lib.stride_tricks.sliding_window_view, nums, 0)
    attempt(np.lib.stride_tricks.sliding_window_view, nums, (2, 2))
    show(np.lib.stride_tricks.sliding_window_view(nums.reshape(2, 3), 2, axis=1).shape)


@program
def algo_priority_queue_dijkstra(np):
    inf = np.inf
    W = np.array([[0, 4, 1, inf], [4, 0, 2, 5], [1, 2, 0, 8], [inf, 5, 8, 0]])
    n = W.shape[0]
    dist = np.full(n, inf)
    dist[0] = 0
    done = np.zeros(n, dtype=bool)
    prev = np.full(n, -1)
    for _ in range(n):
        u = int(np.argmin(np.where(done, inf, dist)))
        done[u] = True
        cand = dist[u] + W[u]
        better = (cand < dist) & ~done
        dist[better] = cand[better]
        prev[better] = u
    print(dist, prev)
    path, v = [], 3
    while v != -1:
        path.append(v)
        v = int(prev[v])
    print(path[::-1])
    show(np.argmin(np.array([inf, inf])))
    attempt(np.argmin, np.array([]))
    show(np.nanargmin(np.array([np.nan, 2.0, 1.0])))
    attempt(np.nanargmin, np.array([np.nan, np.nan]))


@program
def algo_matrix_chain_and_einsum(np):
    rng = np.random.default_rng(2)
    A = rng.integers(-3, 4, size=(3, 4))
    B = rng.integers(-3, 4, size=(4, 5))
    C = rng.integers(-3, 4, size=(5, 2))
    show(np.linalg.multi_dot([A, B, C]))
    show(np.einsum("ij,jk,kl->il", A, B, C))
    show(np.einsum("ij,jk,kl->il", A, B, C, optimize=True))
    path = np.einsum_path("ij,jk,kl->il", A, B, C, optimize="greedy")[0]
    print(path)
    attempt(np.linalg.multi_dot, [A, C])
    attempt(np.einsum, "ij,jk->ik", A, C)
