"""Programs from N. P. Rougier's "From Python to NumPy" (its code/ folder and chapters) and the
Scientific Python Lectures' NumPy chapters (intro/numpy, advanced/advanced_numpy: their examples,
the exercises' solutions and the code of the text), at small sizes, plotting replaced by printing
what would be drawn.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, r6, show

PROGRAMS, program = collection()


@program
def rl_game_of_life(np):
    # rougier code/game_of_life_numpy.py: the glider, counted with slices of the padded board
    Z = np.array([[0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0], [0, 1, 0, 1, 0, 0],
                  [0, 0, 1, 1, 0, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]])

    def iterate(Z):
        N = (Z[0:-2, 0:-2] + Z[0:-2, 1:-1] + Z[0:-2, 2:] + Z[1:-1, 0:-2] + Z[1:-1, 2:]
             + Z[2:, 0:-2] + Z[2:, 1:-1] + Z[2:, 2:])
        birth = (N == 3) & (Z[1:-1, 1:-1] == 0)
        survive = ((N == 2) | (N == 3)) & (Z[1:-1, 1:-1] == 1)
        Z[...] = 0
        Z[1:-1, 1:-1][birth | survive] = 1
        return Z

    for i in range(4):
        iterate(Z)
    print(Z)
    show(Z.sum())
    # the chapter's version with argwhere and ravel
    Z = np.random.default_rng(1).integers(0, 2, (8, 8))
    for i in range(3):
        N = np.zeros(Z.shape, dtype=int)
        N[1:-1, 1:-1] += (Z[:-2, :-2] + Z[:-2, 1:-1] + Z[:-2, 2:] + Z[1:-1, :-2]
                          + Z[1:-1, 2:] + Z[2:, :-2] + Z[2:, 1:-1] + Z[2:, 2:])
        N_ = N.ravel()
        Z_ = Z.ravel()
        R1 = np.argwhere((Z_ == 1) & (N_ < 2))
        R2 = np.argwhere((Z_ == 1) & (N_ > 3))
        R3 = np.argwhere((Z_ == 1) & ((N_ == 2) | (N_ == 3)))
        R4 = np.argwhere((Z_ == 0) & (N_ == 3))
        Z_[R1] = 0
        Z_[R2] = 0
        Z_[R3] = Z_[R3]
        Z_[R4] = 1
        Z[0, :] = Z[-1, :] = Z[:, 0] = Z[:, -1] = 0
        print(R1.shape, R4.shape, Z.sum())
    print(Z)


@program
def rl_gray_scott(np):
    # rougier code/gray_scott.py: the reaction-diffusion step on a small grid, float32 views
    n = 16
    Du, Dv, F, k = 0.16, 0.08, 0.035, 0.065
    Z = np.zeros((n + 2, n + 2), [('U', np.double), ('V', np.double)])
    U, V = Z['U'], Z['V']
    u, v = U[1:-1, 1:-1], V[1:-1, 1:-1]
    r = 4
    u[...] = 1.0
    U[n // 2 - r:n // 2 + r, n // 2 - r:n // 2 + r] = 0.50
    V[n // 2 - r:n // 2 + r, n // 2 - r:n // 2 + r] = 0.25
    u += 0.05 * np.random.default_rng(0).uniform(-1, 1, (n, n))
    v += 0.05 * np.random.default_rng(1).uniform(-1, 1, (n, n))
    for i in range(10):
        Lu = (U[0:-2, 1:-1] + U[1:-1, 0:-2] - 4 * U[1:-1, 1:-1] + U[1:-1, 2:] + U[2:, 1:-1])
        Lv = (V[0:-2, 1:-1] + V[1:-1, 0:-2] - 4 * V[1:-1, 1:-1] + V[1:-1, 2:] + V[2:, 1:-1])
        uvv = u * v * v
        u += (Du * Lu - uvv + F * (1 - u))
        v += (Dv * Lv + uvv - (F + k) * v)
    print(Z.dtype, U.base is None, U.strides, u.flags.c_contiguous)
    print(r6(V.sum()), r6(U.mean()), r6(v.max()))
    print(np.round(V[6:10, 6:10], 4))


@program
def rl_mandelbrot(np):
    # rougier code/mandelbrot_numpy_1.py and _2.py: escape counts, float32 grid, complex64 and
    # compaction of the points still iterating
    def mandelbrot_numpy(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon=2.0):
        X = np.linspace(xmin, xmax, xn, dtype=np.float32)
        Y = np.linspace(ymin, ymax, yn, dtype=np.float32)
        C = X + Y[:, None] * 1j
        N = np.zeros(C.shape, dtype=int)
        Z = np.zeros(C.shape, np.complex64)
        for n in range(maxiter):
            I = np.less(abs(Z), horizon)
            N[I] = n
            Z[I] = Z[I] ** 2 + C[I]
        N[N == maxiter - 1] = 0
        return Z, N

    Z, N = mandelbrot_numpy(-2.25, 0.75, -1.25, 1.25, 12, 10, 20)
    print(C_info(Z), N.dtype, N.sum())
    print(N)

    def mandelbrot_2(xmin, xmax, ymin, ymax, xn, yn, itermax, horizon=2.0):
        Xi, Yi = np.mgrid[0:xn, 0:yn]
        Xi, Yi = Xi.astype(np.uint32), Yi.astype(np.uint32)
        X = np.linspace(xmin, xmax, xn, dtype=np.float32)[Xi]
        Y = np.linspace(ymin, ymax, yn, dtype=np.float32)[Yi]
        C = X + Y * 1j
        N_ = np.zeros(C.shape, dtype=np.uint32)
        Z_ = np.zeros(C.shape, dtype=np.complex64)
        Xi.shape = Yi.shape = C.shape = xn * yn
        Z = np.zeros(C.shape, np.complex64)
        for i in range(itermax):
            if not len(Z):
                break
            np.multiply(Z, Z, Z)
            np.add(Z, C, Z)
            I = abs(Z) > horizon
            N_[Xi[I], Yi[I]] = i + 1
            Z_[Xi[I], Yi[I]] = Z[I]
            I = ~I
            Z = Z[I]
            Xi, Yi = Xi[I], Yi[I]
            C = C[I]
        return Z_.T, N_.T

    Z, N = mandelbrot_2(-2.25, 0.75, -1.25, 1.25, 12, 10, 20)
    print(Z.dtype, N.dtype, N.shape, N.sum(), N.flags.c_contiguous)
    print(N)
    # the log-smoothed colouring of the chapter
    with np.errstate(invalid="ignore", divide="ignore"):
        log_horizon = np.log2(np.log(2.0))
        M = np.nan_to_num(N + 1 - np.log2(np.log(abs(Z))) + log_horizon)
    print(M.dtype, r6(M.sum()))


def C_info(Z):
    return "%s %s" % (Z.dtype, Z.shape)


@program
def rl_boids(np):
    # rougier code/boid_numpy.py: the Flock's separation/alignment/cohesion with outer
    # differences, masks, where= divisions into out=, np.dot of a bool mask; and the
    # MarkerCollection's rotation with einsum
    rng = np.random.RandomState(3)
    n, width, height = 24, 64, 36
    min_velocity, max_velocity, max_acceleration = 0.5, 2.0, 0.03
    velocity = np.zeros((n, 2), dtype=np.float32)
    position = np.zeros((n, 2), dtype=np.float32)
    angle = rng.uniform(0, 2 * np.pi, n)
    velocity[:, 0] = np.cos(angle)
    velocity[:, 1] = np.sin(angle)
    angle = rng.uniform(0, 2 * np.pi, n)
    radius = min(width, height) / 2 * rng.uniform(0, 1, n)
    position[:, 0] = width / 2 + np.cos(angle) * radius
    position[:, 1] = height / 2 + np.sin(angle) * radius
    for step in range(3):
        dx = np.subtract.outer(position[:, 0], position[:, 0])
        dy = np.subtract.outer(position[:, 1], position[:, 1])
        distance = np.hypot(dx, dy)
        mask_0 = (distance > 0)
        mask_1 = (distance < 10)
        mask_2 = (distance < 20)
        mask_1 *= mask_0
        mask_2 *= mask_0
        mask_1_count = np.maximum(mask_1.sum(axis=1), 1)
        mask_2_count = np.maximum(mask_2.sum(axis=1), 1)
        target = np.dstack((dx, dy))
        target = np.divide(target, distance.reshape(n, n, 1) ** 2, out=target,
                           where=distance.reshape(n, n, 1) != 0)
        steer = (target * mask_1.reshape(n, n, 1)).sum(axis=1) / mask_1_count.reshape(n, 1)
        norm = np.sqrt((steer * steer).sum(axis=1)).reshape(n, 1)
        steer = max_velocity * np.divide(steer, norm, out=steer, where=norm != 0)
        steer -= velocity
        norm = np.sqrt((steer * steer).sum(axis=1)).reshape(n, 1)
        steer = np.multiply(steer, max_acceleration / norm, out=steer,
                            where=norm > max_acceleration)
        separation = steer
        target = np.dot(mask_2, velocity) / mask_2_count.reshape(n, 1)
        norm = np.sqrt((target * target).sum(axis=1)).reshape(n, 1)
        target = max_velocity * np.divide(target, norm, out=target, where=norm != 0)
        steer = target - velocity
        norm = np.sqrt((steer * steer).sum(axis=1)).reshape(n, 1)
        alignment = np.multiply(steer, max_acceleration / norm, out=steer,
                                where=norm > max_acceleration)
        target = np.dot(mask_2, position) / mask_2_count.reshape(n, 1)
        desired = target - position
        norm = np.sqrt((desired * desired).sum(axis=1)).reshape(n, 1)
        desired *= max_velocity / norm
        steer = desired - velocity
        norm = np.sqrt((steer * steer).sum(axis=1)).reshape(n, 1)
        cohesion = np.multiply(steer, max_acceleration / norm, out=steer,
                               where=norm > max_acceleration)
        acceleration = 1.5 * separation + alignment + cohesion
        velocity += acceleration
        norm = np.sqrt((velocity * velocity).sum(axis=1)).reshape(n, 1)
        velocity = np.multiply(velocity, max_velocity / norm, out=velocity,
                               where=norm > max_velocity)
        velocity = np.multiply(velocity, min_velocity / norm, out=velocity,
                               where=norm < min_velocity)
        position += velocity
        position += (width, height)
        position %= (width, height)
        print(step, separation.dtype, alignment.dtype, target.dtype, velocity.dtype,
              position.dtype, mask_2_count.dtype)
    print(np.round(position[:6], 3))
    print(r6(np.abs(velocity).sum()))
    # MarkerCollection.update
    v = np.array([(-0.25, -0.25), (+0.0, +0.5), (+0.25, -0.25), (0, 0)])
    base = np.tile(v.reshape(-1), n).reshape(n, len(v), 2)
    vertices = np.tile(v.reshape(-1), n).reshape(n, len(v), 2)
    scale = np.full(n, 10.0)
    rotate = -np.pi / 2 + np.arctan2(velocity[:, 1], velocity[:, 0])
    vertices[...] = base * scale.reshape(n, 1, 1)
    cos_rotate, sin_rotate = np.cos(rotate), np.sin(rotate)
    R = np.empty((n, 2, 2))
    R[:, 0, 0] = cos_rotate
    R[:, 1, 0] = sin_rotate
    R[:, 0, 1] = -sin_rotate
    R[:, 1, 1] = cos_rotate
    vertices[...] = np.einsum('ijk,ilk->ijl', vertices, R)
    vertices += position.reshape(n, 1, 2)
    print(rotate.dtype, vertices.dtype, vertices.shape)
    print(np.round(vertices[:2], 3))


@program
def rl_anatomy_find_index(np):
    # rougier code/find_index.py (np.byte_bounds now np.lib.array_utils.byte_bounds) and
    # tools.info: the index of a view recovered from its memory bounds and strides
    byte_bounds = np.lib.array_utils.byte_bounds

    def find_index(base, view):
        itemsize = view.itemsize
        offset_start = (byte_bounds(view)[0] - byte_bounds(base)[0]) // itemsize
        offset_stop = (byte_bounds(view)[-1] - byte_bounds(base)[-1] - 1) // itemsize
        index_start = np.unravel_index(offset_start, base.shape)
        index_stop = np.unravel_index(base.size + offset_stop, base.shape)
        index_step = np.array(view.strides) // np.array(base.strides)
        return index_start, index_stop, index_step

    base = np.arange(8 * 8).reshape(8, 8)
    for Z in (base[1:-1, 1:-1], base[::2, ::2], base[:, 0], base[0, :], base[4:1:-1, 6:2:-1],
              base[::-1, ::-1], base[1:5:3, 3:1:-1]):
        start, stop, step = find_index(base, Z)
        print([int(i) for i in start], [int(i) for i in stop], step, step.dtype,
              type(start[0]).__name__)
        lo, hi = byte_bounds(Z)
        b0 = byte_bounds(base)[0]
        print(lo - b0, hi - b0, Z.base is base, np.shares_memory(Z, base))

    def info(Z):
        print(Z.shape, Z.dtype, Z.size, np.isfortran(Z), Z.itemsize, Z.size * Z.itemsize,
              Z.strides, Z.flags["OWNDATA"], Z.flags["WRITEABLE"], Z.flags["F_CONTIGUOUS"],
              Z.flags["C_CONTIGUOUS"], Z.flags["ALIGNED"])

    Z = np.arange(4 * 4).reshape(4, 4)
    info(np.array(Z, order='C'))
    info(np.array(Z, order='F'))
    info(Z[::2, 1:])
    info(Z.T)
    info(np.broadcast_to(Z[0], (3, 4)))
    Z = np.arange(9).reshape(3, 3).astype(np.int16)
    index = 1, 1
    print(Z[index].tobytes(), Z.tobytes()[8:10], Z[::2, ::2].strides)
    V = Z[::2, ::2]
    print(V.nbytes, V.base is Z, V.ravel().base is Z, Z.ravel().base is Z,
          Z.flatten().base is Z, Z[[0, 1, 2]].base is None)


@program
def rl_gpudata_subclass(np):
    # rougier code/gpudata.py: a memory-tracked ndarray subclass (ndarray.__new__,
    # __array_finalize__, ndarray.__getitem__/__setitem__ called on it, in-place operators)
    class GPUData(np.ndarray):
        def __new__(cls, *args, **kwargs):
            return np.ndarray.__new__(cls, *args, **kwargs)

        def __init__(self, *args, **kwargs):
            pass

        def __array_finalize__(self, obj):
            if not isinstance(obj, GPUData):
                self._extents = 0, self.size * self.itemsize
                self.__class__.__init__(self)
                self._pending_data = self._extents
            else:
                self._extents = obj._extents

        @property
        def pending_data(self):
            if isinstance(self.base, GPUData):
                return self.base.pending_data
            return self._pending_data if self._pending_data else None

        @property
        def stride(self):
            if self.base is None:
                return self.ravel().strides[0]
            return self.base.ravel().strides[0]

        def _add_pending_data(self, start, stop):
            base = self.base
            if isinstance(base, GPUData):
                base._add_pending_data(start, stop)
            else:
                if self._pending_data is None:
                    self._pending_data = start, stop
                else:
                    self._pending_data = (min(self._pending_data[0], start),
                                          max(self._pending_data[1], stop))

        def __getitem__(self, key):
            Z = np.ndarray.__getitem__(self, key)
            if not hasattr(Z, 'shape') or Z.shape == ():
                return Z
            Z._extents = (0, Z.nbytes)
            return Z

        def __setitem__(self, key, value):
            Z = np.ndarray.__getitem__(self, key)
            if Z.shape == ():
                key = np.mod(np.array(key) + self.shape, self.shape)
                offset = self._extents[0] + (key * self.strides).sum()
                self._add_pending_data(offset, offset + Z.itemsize)
                key = tuple(key)
            else:
                self._add_pending_data(0, Z.nbytes)
            np.ndarray.__setitem__(self, key, value)

        def __iadd__(self, other):
            self._add_pending_data(self._extents[0], self._extents[1])
            return np.ndarray.__iadd__(self, other)

    print(GPUData.dtype, GPUData.shape, GPUData.base)  # (the class's own attributes)
    data = np.zeros((5, 5)).view(GPUData)
    print(type(data).__name__, data.pending_data, data.stride, data.base is None)
    data._pending_data = None
    data[1, 2] = 7
    print(data.pending_data, type(data[1, 2]).__name__, data[1, 2])
    data._pending_data = None
    data[-1, -1] = 3
    print(data.pending_data)
    row = data[2]
    print(type(row).__name__, row._extents, row.base is data, isinstance(row.base, GPUData))
    row += 1
    print(data.pending_data, data.sum(), type(data.sum()).__name__)
    g = GPUData((2, 3), dtype=np.float32)
    g[...] = 2
    print(type(g).__name__, g.dtype, g.pending_data, repr(g))
    print(type(g + 1).__name__, type(np.sqrt(g)).__name__, (g * 2)._extents,
          hasattr(g * 2, '_pending_data'))


@program
def rl_array_list(np):
    # rougier code/array_list.py: a typed list of variable-size items over one array (items'
    # start/stop from a cumsum, np.resize to grow, slices of the data)
    data = [[0], [1, 2], [3, 4, 5], [6, 7, 8, 9]]
    sizes = [len(item) for item in data]
    flat = np.array([x for item in data for x in item])
    items = np.zeros((len(sizes), 2), int)
    C = np.array(sizes).cumsum()
    items[1:, 0] += C[:-1]
    items[0:, 1] += C
    print(items, items.dtype)
    print([flat[a:b] for a, b in items])
    for i in range(len(items)):
        dstart, dstop = items[i][0], items[i][1]
        print(type(dstart).__name__, flat[dstart:dstop])
    capacity = int(2 ** np.ceil(np.log2(flat.size + 7)))
    grown = np.resize(flat, capacity)
    print(capacity, grown, grown.dtype)
    items2 = np.resize(items, (8, 2))
    print(items2)
    sizes = np.ones(3, dtype=int) * (9 // 3)
    print(sizes, np.ones(1) * flat.size)
    attempt(np.array, flat, copy=False)
    attempt(np.array, [1, 2, 3], copy=False)
    print(items[:2, 1] - items[:2, 0])


@program
def rl_random_walk(np):
    # rougier code/random_walk.py: cumsum of random steps and find_crossing_2 (np.correlate,
    # np.take of a broadcast index, all along the last axis)
    rng = np.random.RandomState(7)
    steps = rng.choice([-1, +1], 100)
    W = np.cumsum(steps)
    print(steps.dtype, W.dtype, W[:12], W.max(), W.min())
    np.random.seed(3)
    steps = 2 * np.random.randint(0, 2, size=50) - 1
    print(np.cumsum(steps)[-5:])

    def find_crossing_2(seq, sub):
        target = np.dot(sub, sub)
        candidates = np.where(np.correlate(seq, sub, mode='valid') == target)[0]
        check = candidates[:, np.newaxis] + np.arange(len(sub))
        mask = np.all((np.take(seq, check) == sub), axis=-1)
        return candidates[mask]

    print(find_crossing_2(W, [+1, 0, -1]), type(np.dot([1, 0, -1], [1, 0, -1])).__name__)
    print(np.correlate(W[:10], [1, 0, -1], mode='valid'))
    print(np.correlate(W[:10], [1, 0, -1]).dtype, np.correlate([1.0, 2], [1, 2, 3], "full"))


@program
def rl_smoke_solver(np):
    # rougier code/smoke_solver.py (Stam's stable fluids): set_bnd, Gauss-Seidel lin_solve,
    # advect with indices arrays and int truncation, project
    def set_bnd(N, b, x):
        if b == 1:
            x[0, 1:-1] = -x[1, 1:-1]
            x[-1, 1:-1] = -x[N, 1:-1]
        else:
            x[0, 1:-1] = x[1, 1:-1]
            x[-1, 1:-1] = x[N, 1:-1]
        if b == 2:
            x[1:-1, 0] = -x[1:-1, 1]
            x[1:-1, -1] = -x[1:-1, N]
        else:
            x[1:-1, 0] = x[1:-1, 1]
            x[1:-1, -1] = x[1:-1, N]
        x[0, 0] = 0.5 * (x[1, 0] + x[0, 1])
        x[0, -1] = 0.5 * (x[1, -1] + x[0, N])
        x[-1, 0] = 0.5 * (x[N, 0] + x[-1, 1])
        x[-1, -1] = 0.5 * (x[N, -1] + x[-1, N])

    def lin_solve(N, b, x, x0, a, c):
        for k in range(20):
            x[1:-1, 1:-1] = (x0[1:-1, 1:-1] + a * (x[:N, 1:-1] + x[2:, 1:-1] + x[1:-1, :N]
                                                    + x[1:-1, 2:])) / c
            set_bnd(N, b, x)

    def advect(N, b, d, d0, u, v, dt):
        dt0 = dt * N
        I, J = np.indices((N, N))
        I += 1
        J += 1
        X = I - dt0 * u[I, J]
        Y = J - dt0 * v[I, J]
        X = np.minimum(np.maximum(X, 0.5), N + 0.5)
        I0 = X.astype(int)
        I1 = I0 + 1
        S1 = X - I0
        S0 = 1 - S1
        Y = np.minimum(np.maximum(Y, 0.5), N + 0.5)
        J0 = Y.astype(int)
        J1 = J0 + 1
        T1 = Y - J0
        T0 = 1 - T1
        d[I, J] = (S0 * (T0 * d0[I0, J0] + T1 * d0[I0, J1])
                   + S1 * (T0 * d0[I1, J0] + T1 * d0[I1, J1]))
        set_bnd(N, b, d)

    def project(N, u, v, p, div):
        h = 1.0 / N
        div[1:-1, 1:-1] = (-0.5 * h * (u[2:, 1:-1] - u[0:N, 1:-1] + v[1:-1, 2:]
                                       - v[1:-1, 0:N]))
        p[1:-1, 1:-1] = 0
        set_bnd(N, 0, div)
        set_bnd(N, 0, p)
        lin_solve(N, 0, p, div, 1, 4)
        u[1:-1, 1:-1] -= 0.5 * (p[2:, 1:-1] - p[0:N, 1:-1]) / h
        v[1:-1, 1:-1] -= 0.5 * (p[1:-1, 2:] - p[1:-1, 0:N]) / h
        set_bnd(N, 1, u)
        set_bnd(N, 2, v)

    N, dt, diff, visc = 12, 0.1, 0.0001, 0.0001
    size = N + 2
    u = np.zeros((size, size), np.float32)
    v = np.zeros((size, size), np.float32)
    u_prev, v_prev = np.zeros_like(u), np.zeros_like(v)
    dens = np.zeros((size, size), np.float32)
    dens_prev = np.zeros_like(dens)
    dens_prev[5:8, 5:8] = 100.0
    u_prev[6, 6] = 5.0
    v_prev[6, 6] = -3.0
    for step in range(2):
        u += dt * u_prev
        v += dt * v_prev
        u0, v0 = u.copy(), v.copy()
        lin_solve(N, 1, u, u0, dt * visc * N * N, 1 + 4 * dt * visc * N * N)
        lin_solve(N, 2, v, v0, dt * visc * N * N, 1 + 4 * dt * visc * N * N)
        project(N, u, v, u0, v0)
        u0, v0 = u.copy(), v.copy()
        advect(N, 1, u, u0, u0, v0, dt)
        advect(N, 2, v, v0, u0, v0, dt)
        project(N, u, v, u0, v0)
        dens += dt * dens_prev
        d0 = dens.copy()
        lin_solve(N, 0, dens, d0, dt * diff * N * N, 1 + 4 * dt * diff * N * N)
        d0 = dens.copy()
        advect(N, 0, dens, d0, u, v, dt)
    print(dens.dtype, u.dtype, r6(dens.sum()), r6(np.abs(u).sum()), r6(np.abs(v).sum()))
    print(np.round(dens[4:9, 4:9], 3))


@program
def rl_maze(np):
    # rougier code/maze_build.py and maze_numpy.py: building with integer random walks over a
    # bool grid (tuple indices, yielded copies), then the Bellman-Ford gradient and its descent
    np.random.seed(1)
    shape, complexity, density = (11, 15), 0.75, 0.50
    shape = ((shape[0] // 2) * 2 + 1, (shape[1] // 2) * 2 + 1)
    n_complexity = int(complexity * (shape[0] + shape[1]))
    n_density = int(density * (shape[0] * shape[1]))
    Z = np.zeros(shape, dtype=bool)
    Z[0, :] = Z[-1, :] = Z[:, 0] = Z[:, -1] = 1
    P = np.random.normal(0, 0.5, (n_density, 2))
    P = 0.5 - np.maximum(-0.5, np.minimum(P, +0.5))
    P = (P * [shape[1], shape[0]]).astype(int)
    P = 2 * (P // 2)
    frames = 0
    for i in range(n_density):
        T = Z[2:-2:2, 2:-2:2]
        if T.sum() == T.size:
            break
        x, y = P[i]
        Z[y, x] = 1
        for j in range(n_complexity):
            neighbours = []
            if x > 1:
                neighbours.append([(y, x - 1), (y, x - 2)])
            if x < shape[1] - 2:
                neighbours.append([(y, x + 1), (y, x + 2)])
            if y > 1:
                neighbours.append([(y - 1, x), (y - 2, x)])
            if y < shape[0] - 2:
                neighbours.append([(y + 1, x), (y + 2, x)])
            if len(neighbours):
                choice = np.random.randint(len(neighbours))
                next_1, next_2 = neighbours[choice]
                if Z[next_2] == 0:
                    Z[next_1] = Z[next_2] = 1
                    frames += 1
                    y, x = next_2
            else:
                break
    print(frames, Z.sum(), type(x).__name__)
    print(Z.astype(int))
    start, goal = (1, 1), (shape[0] - 2, shape[1] - 2)
    Zi = 1 - Z
    print(Zi.dtype if hasattr(Zi, "dtype") else Zi)
    G = np.zeros(Z.shape)
    G[start] = 1
    gamma = 0.99
    G_gamma = np.empty_like(G)
    it = 0
    while G[goal] == 0.0 and it < 200:
        it += 1
        np.multiply(G, gamma, out=G_gamma)
        Nn = G_gamma[0:-2, 1:-1]
        W = G_gamma[1:-1, 0:-2]
        C = G[1:-1, 1:-1]
        E = G_gamma[1:-1, 2:]
        S = G_gamma[2:, 1:-1]
        G[1:-1, 1:-1] = Zi[1:-1, 1:-1] * np.maximum(
            Nn, np.maximum(W, np.maximum(C, np.maximum(E, S))))
    print(it, r6(G.sum()), r6(G[goal]))
    if G[goal] > 0:
        y, x = goal
        path = []
        dirs = [(0, -1), (0, +1), (-1, 0), (+1, 0)]
        while (x, y) != (start[1], start[0]) and len(path) < 100:
            path.append((x, y))
            neighbours = [-1, -1, -1, -1]
            if x > 0:
                neighbours[0] = G[y, x - 1]
            if x < G.shape[1] - 1:
                neighbours[1] = G[y, x + 1]
            if y > 0:
                neighbours[2] = G[y - 1, x]
            if y < G.shape[0] - 1:
                neighbours[3] = G[y + 1, x]
            a = np.argmax(neighbours)
            x, y = x + dirs[a][1], y + dirs[a][0]
        print(len(path), path[:5], type(path[1][0]).__name__)


@program
def rl_voronoi_circumcircle(np):
    # rougier code/voronoi.py: circumcircles of triangles from rows of a points array (numpy
    # scalars in Python arithmetic and comparisons), stored into rows of C
    def circumcircle(P1, P2, P3):
        delta_a = P2 - P1
        delta_b = P3 - P2
        epsilon = 0.000000001
        if np.abs(delta_a[0]) <= epsilon and np.abs(delta_b[1]) <= epsilon:
            center_x = 0.5 * (P2[0] + P3[0])
            center_y = 0.5 * (P1[1] + P2[1])
        else:
            aSlope = delta_a[1] / delta_a[0]
            bSlope = delta_b[1] / delta_b[0]
            if np.abs(aSlope - bSlope) <= epsilon:
                return None
            center_x = (aSlope * bSlope * (P1[1] - P3[1]) + bSlope * (P1[0] + P2[0])
                        - aSlope * (P2[0] + P3[0])) / (2 * (bSlope - aSlope))
            center_y = -1 * (center_x - (P1[0] + P2[0]) / 2) / aSlope + (P1[1] + P2[1]) / 2
        radius = np.sqrt((center_x - P1[0]) ** 2 + (center_y - P1[1]) ** 2)
        return center_x, center_y, radius

    rng = np.random.RandomState(2)
    X, Y = rng.uniform(0, 1, 6), rng.uniform(0, 1, 6)
    P = np.zeros((X.size + 4, 2))
    P[:X.size, 0], P[:Y.size, 1] = X, Y
    m = max(abs(X).max(), abs(Y).max()) * 1e4
    P[X.size:, 0] = -m, -m, +m, +m
    P[Y.size:, 1] = -m, +m, -m, +m
    print(type(m).__name__, P[-4:])
    T = np.array([[0, 1, 2], [1, 2, 3], [2, 3, 4], [3, 4, 5], [0, 6, 7], [1, 8, 9]])
    C = np.zeros((len(T), 2))
    for i in range(len(T)):
        cx, cy, r = circumcircle(P[T[i, 0]], P[T[i, 1]], P[T[i, 2]])
        C[i] = cx, cy
        print(type(cx).__name__, type(r).__name__, r6(r))
    print(np.round(C, 4))
    print(circumcircle(np.array([0.0, 0.0]), np.array([1.0, 1.0]), np.array([2.0, 2.0])))
    print(circumcircle(np.array([0.0, 0.0]), np.array([0.0, 1.0]), np.array([1.0, 1.0])))


@program
def rl_ufunc_anatomy(np):
    # Scientific Python Lectures, advanced_numpy "Universal functions": what a ufunc is
    # (nin, nout, types, signature) and help() on its methods
    import inspect
    for f in (np.add, np.sin, np.matmul, np.divmod):
        print(f.__name__, f.nin, f.nout, f.nargs, f.identity, f.signature, f.ntypes,
              f.types[:3])
    for name in ("reduce", "accumulate", "reduceat", "outer", "at"):
        m = getattr(np.multiply, name)
        print(name, inspect.signature(m), (m.__doc__ or "").strip().splitlines()[:1])
    print(np.multiply.reduce(np.arange(1, 6)), np.multiply.accumulate(np.arange(1, 6)))
    print(np.add.reduceat(np.arange(8), [0, 4, 1, 5]), np.multiply.outer([1, 2], [3, 4, 5]))


_POPULATIONS = """# year	hare	lynx	carrot
1900	30e3	4e3	48300
1901	47.2e3	6.1e3	48200
1902	70.2e3	9.8e3	41500
1903	77.4e3	35.2e3	38200
1904	36.3e3	59.4e3	40600
1905	20.6e3	41.7e3	39800
1906	18.1e3	19e3	38600
1907	21.4e3	13e3	42300
1908	22e3	8.3e3	44500
1909	25.4e3	9.1e3	42100
1910	27.1e3	7.4e3	46000
"""


@program
def rl_lectures_populations(np):
    # Scientific Python Lectures intro/numpy: solutions 1_2 and 2_2 (loadtxt of the populations
    # table, statistics by column, argmax into a species array) and advanced_numpy's masked
    # statistics (plot_maskedstats.py)
    import io
    data = np.loadtxt(io.StringIO(_POPULATIONS))
    print(data.dtype, data.shape)
    year, hares, lynxes, carrots = data.T
    populations = data[:, 1:]
    print(populations.mean(axis=0), populations.std(axis=0))
    species = np.array(['Hare', 'Lynx', 'Carrot'])
    print(species[np.argmax(populations, axis=1)])
    print(np.argmax(populations, axis=0), year[np.argmax(populations, axis=0)])
    above = (populations > 50000).any(axis=1)
    print(year[above], np.argsort(populations, axis=0)[:2])
    print(np.corrcoef(hares, lynxes).round(6), np.diff(hares)[:3])
    print(np.gradient(hares, year)[:3], np.sum(populations, axis=1)[:3])
    mp = np.ma.masked_array(data[:, 1:])
    bad_years = (((year >= 1903) & (year <= 1905)) | ((year >= 1908) & (year <= 1909)))
    mp[bad_years, 0] = np.ma.masked
    mp[bad_years, 1] = np.ma.masked
    print(mp.mean(axis=0), mp.std(axis=0), type(mp).__name__)
    print(mp[:6])
    print(np.ma.log(np.array([1, 2, -1, -2, 3, -5])))


@program
def rl_lectures_markov_and_mandelbrot(np):
    # Scientific Python Lectures intro/numpy solutions 2_5 (a Markov chain's stationary
    # distribution from eig) and 2_4 (the Mandelbrot exercise: ogrid, complex iteration with
    # overflow warnings, and its mask)
    np.random.seed(1234)
    P = np.random.rand(5, 5)
    p = np.random.rand(5)
    P /= P.sum(axis=1)[:, np.newaxis]
    p /= p.sum()
    for k in range(50):
        p = P.T.dot(p)
    w, v = np.linalg.eig(P.T)
    j = np.argmin(abs(w - 1.0))
    p_stationary = v[:, j].real
    p_stationary /= p_stationary.sum()
    print(np.round(p, 6), np.round(p_stationary, 6), type(j).__name__)
    print(all(abs(p - p_stationary) < 1e-5), np.linalg.norm(p - p_stationary) < 1e-5)
    x, y = np.ogrid[-2:1:12j, -1.5:1.5:10j]
    c = x + 1j * y
    z = c
    for j in range(20):
        z = z ** 2 + c
    mask = (abs(z) < 2)
    print(c.shape, z.dtype, mask.sum())
    print(mask.astype(int))


@program
def rl_lectures_structured_and_strides(np):
    # Scientific Python Lectures advanced_numpy: the .wav header as a structured dtype read
    # with fromfile (wavreader.py), a structured view of RGBA bytes (view-colors.py), fake
    # dimensions and diagonals with as_strided (stride-fakedims.py, stride-diagonals-answer.py)
    import os
    import tempfile
    as_strided = np.lib.stride_tricks.as_strided
    wav_header_dtype = np.dtype([
        ("chunk_id", (bytes, 4)), ("chunk_size", "<u4"), ("format", "S4"), ("fmt_id", "S4"),
        ("fmt_size", "<u4"), ("audio_fmt", "<u2"), ("num_channels", "<u2"),
        ("sample_rate", "<u4"), ("byte_rate", "<u4"), ("block_align", "<u2"),
        ("bits_per_sample", "<u2"), ("data_id", ("S1", (2, 2))), ("data_size", "u4")])
    print(wav_header_dtype.itemsize, wav_header_dtype.fields["format"],
          wav_header_dtype["data_id"])
    header = (b"RIFF" + (1000).to_bytes(4, "little") + b"WAVEfmt " + (16).to_bytes(4, "little")
              + (1).to_bytes(2, "little") + (2).to_bytes(2, "little")
              + (16000).to_bytes(4, "little") + (64000).to_bytes(4, "little")
              + (4).to_bytes(2, "little") + (16).to_bytes(2, "little") + b"data"
              + (960).to_bytes(4, "little"))
    fd, path = tempfile.mkstemp(suffix=".wav")
    os.write(fd, header + bytes(range(16)))
    os.close(fd)
    try:
        with open(path, "rb") as f:
            wav_header = np.fromfile(f, dtype=wav_header_dtype, count=1)
            rest = np.fromfile(f, dtype=np.int16)
        print(wav_header)
        print("Sample rate: %d, channels: %d" % (wav_header['sample_rate'][0],
                                                 wav_header['num_channels'][0]))
        print(wav_header['data_id'], wav_header['data_id'].shape, wav_header['format'][0],
              type(wav_header['sample_rate'][0]).__name__, rest)
        sub = np.dtype(dict(names=['format', 'sample_rate', 'data_id'], offsets=[8, 24, 36],
                            formats=['S4', '<u4', ('S1', (2, 2))]))
        h2 = np.fromfile(path, dtype=sub, count=1)
        print(sub.itemsize, h2, h2['sample_rate'])
        print(np.frombuffer(header, dtype=wav_header_dtype)['byte_rate'])
    finally:
        os.remove(path)
    x = np.zeros((4, 4, 4), dtype=np.int8)
    x[:, :, 0], x[:, :, 1], x[:, :, 2], x[:, :, 3] = 1, 2, 3, 4
    y = x.view([('r', 'i1'), ('g', 'i1'), ('b', 'i1'), ('a', 'i1')])[:, :, 0]
    print(y.shape, y.dtype, (y['r'] == 1).all(), (y['a'] == 4).all(), y.strides, y[0, 0])
    y['g'] = 7
    print(x[0, 0], x.view('<i4').squeeze()[0])
    x = np.array([1, 2, 3, 4], dtype=np.int8)
    print(as_strided(x, strides=(0, 1), shape=(3, 4)))
    print(as_strided(x, strides=(2,), shape=(2,)), as_strided(x, strides=(1 * 2,), shape=(2,)))
    x16 = np.array([1, 2, 3, 4], dtype=np.int16)
    y16 = np.array([5, 6, 7], dtype=np.int16)
    print(as_strided(x16, strides=(0, 1 * 2), shape=(3, 4))
          * as_strided(y16, strides=(1 * 2, 0), shape=(3, 4)))
    x = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=np.int32)
    print(as_strided(x, shape=(3,), strides=((3 + 1) * x.itemsize,)),
          as_strided(x[0, 1:], shape=(2,), strides=((3 + 1) * x.itemsize,)),
          as_strided(x[1:, 0], shape=(2,), strides=((3 + 1) * x.itemsize,)),
          np.diag(x, k=1), np.diag(x, k=-1))
    x = np.arange(5 * 5 * 5 * 5).reshape(5, 5, 5, 5)
    s = 0
    for i in range(5):
        for j in range(5):
            s += x[j, i, j, i]
    y = as_strided(x, shape=(5, 5), strides=((5 * 5 * 5 + 5) * x.itemsize,
                                             (5 * 5 + 1) * x.itemsize))
    print(s, y.sum(), s == y.sum(), type(s).__name__)
    print(np.einsum('jiji', x), np.einsum('ijij->ij', x)[1])


@program
def rl_fractal_dimension(np):
    # rougier code/fractal_dimension.py: box counting with nested add.reduceat of a bool image
    # (reduceat promotes bool to the default integer), polyfit of the log counts
    rng = np.random.default_rng(5)
    Z = rng.uniform(0, 1, (40, 48))
    Z[10:30, 12:36] = 0.0

    def boxcount(Z, k):
        S = np.add.reduceat(np.add.reduceat(Z, np.arange(0, Z.shape[0], k), axis=0),
                            np.arange(0, Z.shape[1], k), axis=1)
        return S, len(np.where((S > 0) & (S < k * k))[0])

    B = (Z < 0.9)
    p = min(B.shape)
    n = 2 ** np.floor(np.log(p) / np.log(2))
    n = int(np.log(n) / np.log(2))
    sizes = 2 ** np.arange(n, 1, -1)
    counts = []
    for size in sizes:
        S, c = boxcount(B, size)
        print(size, S.dtype, S.shape, c, type(c).__name__)
        counts.append(c)
    print(type(n).__name__, sizes, sizes.dtype)
    coeffs = np.polyfit(np.log(sizes), np.log(counts), 1)
    print(np.round(-coeffs[0], 6), coeffs.dtype)
    size = 8
    boxes = [(y, x) for y in range(B.shape[0] // size + 1)
             for x in range(B.shape[1] // size + 1)
             if 0 < (Z[y * size:(y + 1) * size, x * size:(x + 1) * size] > 0.25).sum() < size * size]
    print(len(boxes), boxes[:4])


@program
def rl_info_of_computed_arrays(np):
    # rougier's tools.info (the anatomy chapter) on arrays that routines compute: whether each
    # owns its data, its base (linspace's scaled range, tile's last repeat, einsum's output)
    def info(name, Z):
        print(name, Z.shape, Z.strides, "own data:", Z.flags["OWNDATA"],
              "base:", None if Z.base is None else Z.base.shape,
              "C:", Z.flags["C_CONTIGUOUS"], "F:", Z.flags["F_CONTIGUOUS"])

    info("linspace", np.linspace(0, 1, 5))
    info("linspace arrays", np.linspace([0, 1], [1, 2], 3))
    info("histogram edges", np.histogram(np.arange(10.0), bins=3)[1])
    info("tile", np.tile(np.arange(6).reshape(2, 3), (2, 2)))
    info("tile list", np.tile([1, 2], 2))
    X = np.arange(12.0).reshape(3, 4)
    info("einsum sum", np.einsum("ij->i", X))
    info("einsum matmul", np.einsum("ij,kj->ik", X, X))
    info("einsum transpose", np.einsum("ij->ji", X))
    info("arange", np.arange(5))
    info("reshape", np.arange(6).reshape(2, 3))
