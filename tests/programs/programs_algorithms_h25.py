"""Algorithms written with plain NumPy (TheAlgorithms/Python: linear_algebra, machine_learning,
neural_network, computer_vision, digital_image_processing), run on small seeded data with ``np``
bound to NumPy and to gpnumpy: their loops of element reads and writes, masks, im2col
convolutions, np.matrix layers and iterative solvers.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import collection, show_rounded


PROGRAMS, program = collection()


@program
def ta_kmeans_assign_and_revise(np):
    # machine_learning/k_means_clust.py with its sklearn distances written in NumPy
    rng = np.random.default_rng(0)
    data = np.concatenate([rng.normal(0, 1, (10, 3)), rng.normal(5, 1, (10, 3))])
    centroids = data[rng.integers(0, 20, 2), :]
    prev = None
    heterogeneity = []
    for itr in range(20):
        dist = np.sqrt(((data[:, None, :] - centroids[None, :, :]) ** 2).sum(axis=-1))
        assign = np.argmin(dist, axis=1)
        centroids = np.array([data[assign == i].mean(axis=0) for i in range(2)])
        if prev is not None and (prev == assign).all():
            break
        if prev is not None:
            print(f"{np.sum(prev != assign):5d} changed")
        het = 0.0
        for i in range(2):
            members = data[assign == i, :]
            if members.shape[0] > 0:
                het += np.sum(((members - centroids[i]) ** 2).sum(axis=1))
        heterogeneity.append(het)
        prev = assign[:]
    print(itr, assign, assign.dtype)
    show_rounded(centroids)
    print([round(float(h), 6) for h in heterogeneity], type(heterogeneity[0]).__name__)


@program
def ta_im2col_convolve_and_sobel(np):
    # digital_image_processing/filters/convolve.py and sobel_filter.py on a synthetic image
    rng = np.random.default_rng(1)
    image = rng.integers(0, 256, size=(8, 8)).astype(np.uint8)
    image[2:5, 3:6] = 230

    def im2col(img, block):
        rows, cols = img.shape
        dst_h, dst_w = cols - block[1] + 1, rows - block[0] + 1
        out = np.zeros((dst_h * dst_w, block[1] * block[0]))
        row = 0
        for i in range(dst_h):
            for j in range(dst_w):
                out[row, :] = np.ravel(img[i:i + block[0], j:j + block[1]])
                row += 1
        return out

    def convolve(img, kernel):
        h, w = img.shape
        k = kernel.shape[0]
        cols = im2col(np.pad(img, k // 2, mode="edge"), (k, k))
        return np.dot(cols, np.ravel(kernel)).reshape(h, w)

    laplace = np.array([[0.25, 0.5, 0.25], [0.5, -3, 0.5], [0.25, 0.5, 0.25]])
    lap = convolve(image, laplace)
    print(lap.dtype, np.clip(lap, 0, 255).astype(np.uint8)[:3])
    kx = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]])
    dx, dy = convolve(image, kx), convolve(image, np.transpose(kx))
    grad = np.sqrt(np.square(dx) + np.square(dy))
    grad = grad * 255 / np.max(grad)
    theta = np.arctan2(dy, dx)
    show_rounded(grad[2:5])
    show_rounded(np.rad2deg(theta)[2:5] + 180)


@program
def ta_burkes_dither_nearest_resize(np):
    # digital_image_processing/dithering/burkes.py and resize/resize.py: per-pixel reads and
    # writes of a uint8 image (tuples into pixels, an error table of ints)
    rng = np.random.default_rng(2)
    img = rng.integers(0, 256, size=(6, 6, 3)).astype(np.uint8)
    h, w = img.shape[:2]
    err = np.array([[0 for _ in range(w + 2)] for __ in range(h + 1)])
    out = np.ones((w, h, 3), np.uint8) * 255
    for y in range(h):
        for x in range(w):
            blue, green, red = img[y][x]
            grey = int(0.114 * blue + 0.587 * green + 0.299 * red)
            if 120 > grey + err[y][x]:
                out[y][x] = (0, 0, 0)
                cur = grey + err[y][x]
            else:
                out[y][x] = (255, 255, 255)
                cur = grey + err[y][x] - 255
            err[y][x + 1] += int(8 / 32 * cur)
            err[y + 1][x] += int(8 / 32 * cur)
            err[y + 1][x - 1] += int(4 / 32 * cur)
    print(out[..., 0], out.dtype)
    print(err[:3], err.dtype)
    dst = np.ones((4, 9, 3), np.uint8) * 255
    ratio_x, ratio_y = w / 9, h / 4
    for i in range(4):
        for j in range(9):
            dst[i][j] = img[int(ratio_y * i)][int(ratio_x * j)]
    print(dst[..., 1], dst.dtype, dst.shape)


@program
def ta_bpnn_matrix_layers(np):
    # neural_network/back_propagation_neural_network.py: np.matrix layers, forward and
    # backward passes, the loss of a round
    import warnings
    warnings.simplefilter("ignore", PendingDeprecationWarning)
    rng = np.random.default_rng(3)

    def sigmoid(x):
        return 1 / (1 + np.exp(-1 * x))

    sizes = (4, 5, 2)
    weights = [np.asmatrix(rng.normal(0, 0.5, (sizes[i + 1], sizes[i]))) for i in range(2)]
    biases = [np.asmatrix(rng.normal(0, 0.5, sizes[i + 1])).T for i in range(2)]
    x = rng.normal(size=(5, 4))
    y = rng.random((5, 2))
    for _ in range(3):
        all_loss = 0
        for row in range(x.shape[0]):
            xd = np.asmatrix(x[row, :]).T
            yd = np.asmatrix(y[row, :]).T
            outs = [xd]
            for w, b in zip(weights, biases):
                outs.append(sigmoid(np.dot(w, outs[-1]) - b))
            loss = np.sum(np.power(yd - outs[-1], 2))
            all_loss = all_loss + loss
            grad = np.asmatrix(2 * (outs[-1] - yd))
            for i in (1, 0):
                gd = np.asmatrix(np.diag(np.ravel(np.multiply(outs[i + 1], 1 - outs[i + 1]))))
                grad_w = np.dot(np.asmatrix(grad).T, gd).T * outs[i].T
                grad_b = np.dot(np.asmatrix(grad).T, gd * np.asmatrix(-1 * np.eye(sizes[i + 1]))).T
                grad = np.dot(np.asmatrix(grad).T, gd * weights[i]).T
                weights[i] = weights[i] - 0.3 * grad_w
                biases[i] = biases[i] - 0.3 * grad_b
        mse = all_loss / x.shape[0]
        print(type(mse).__name__, round(float(mse), 8))
    print(type(weights[0]).__name__, weights[0].shape, type(biases[1]).__name__)
    show_rounded(np.asarray(weights[1]))


@program
def ta_haralick_cooccurrence(np):
    # computer_vision/haralick_descriptors.py: a co-occurrence matrix by pixel loops and its
    # descriptors
    rng = np.random.default_rng(4)
    image = rng.integers(0, 8, size=(7, 7))
    matrix = np.zeros([8, 8])
    for i in range(1, image.shape[0] - 1):
        for j in range(1, image.shape[1] - 1):
            base = image[i, j]
            offset = image[i, j + 1]
            matrix[base, offset] += 1
    matrix = matrix / np.sum(matrix)
    rows, cols = np.ogrid[0:8, 0:8]
    sq = np.square(rows - cols)
    absd = np.abs(rows - cols)
    maximum_prob = np.max(matrix)
    correlation = matrix.sum()
    energy = np.square(matrix).sum()
    contrast = (matrix * sq).sum()
    dissimilarity = (matrix * absd).sum()
    inverse_difference = (matrix / (1 + absd)).sum()
    homogeneity = (matrix / (1 + sq)).sum()
    entropy = -(matrix[matrix > 0] * np.log(matrix[matrix > 0])).sum()
    desc = [maximum_prob, correlation, energy, contrast, dissimilarity, inverse_difference,
            homogeneity, entropy]
    print([type(d).__name__ for d in desc])
    show_rounded(np.array(desc))
    norm = (image - image.min()) / (image.max() - image.min()) * 255
    print(norm.astype(np.uint8)[:2], np.sqrt(np.sum(np.square(desc - np.zeros(8)))).round(6))


@program
def ta_linear_solvers(np):
    # linear_algebra/jacobi_iteration_method.py (masks, np.take by an index matrix),
    # src/power_iteration.py, src/conjugate_gradient.py and lu_decomposition.py
    coeff = np.array([[4.0, 1, 1], [1, 5, 2], [1, 2, 4]])
    const = np.array([[2.0], [-6], [-4]])
    table = np.concatenate((coeff, const), axis=1)
    rows = table.shape[0]
    masks = ~np.eye(coeff.shape[0], dtype=bool)
    no_diag = coeff[masks].reshape(-1, rows - 1)
    _, i_col = np.where(masks)
    ind = i_col.reshape(-1, rows - 1)
    init = [0.5, -0.5, -0.5]
    for _ in range(4):
        arr = np.take(init, ind)
        init = (np.sum((-1) * no_diag * arr, axis=1) + table[:, -1]) / np.diag(coeff)
    print(init.tolist())
    vector = np.array([41.0, 4, 20])
    a = np.array([[41.0, 4, 20], [4, 26, 30], [20, 30, 50]])
    lam_prev, it = 0, 0
    while True:
        w = np.dot(a, vector)
        vector = w / np.linalg.norm(w)
        lam = np.dot(vector.T, np.dot(a, vector))
        it += 1
        if np.abs(lam - lam_prev) / lam <= 1e-12 or it >= 100:
            break
        lam_prev = lam
    print(it, round(float(lam), 6), type(lam).__name__, vector.round(6))
    b = np.array([[1.0], [2], [3]])
    x = np.zeros((3, 1))
    r0 = np.copy(b)
    p0 = np.copy(r0)
    for i in range(10):
        w = np.dot(a, p0)
        alpha = np.dot(r0.T, r0) / np.dot(p0.T, w)
        x = x + alpha * p0
        r1 = r0 - alpha * w
        beta = np.dot(r1.T, r1) / np.dot(r0.T, r0)
        p0 = r1 + beta * p0
        r0 = r1
        if np.linalg.norm(r1) < 1e-10:
            break
    print(i, alpha.shape, alpha.dtype, x.round(8).ravel())
    n = a.shape[0]
    lower, upper = np.zeros((n, n)), np.zeros((n, n))
    for i in range(n):
        for j in range(i):
            total = np.sum(lower[i, :i] * upper[:i, j])
            lower[i][j] = (a[i][j] - total) / upper[j][j]
        lower[i][i] = 1
        for j in range(i, n):
            total = np.sum(lower[i, :i] * upper[:i, j])
            upper[i][j] = a[i][j] - total
    show_rounded((lower, upper))
