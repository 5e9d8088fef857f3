"""Computational fluid dynamics written with NumPy (Lorena Barba's CFD Python, the 12 steps to
Navier-Stokes, and the numerical-mooc lessons), run on small grids with ``np`` bound to NumPy and
to gpnumpy: finite-difference stencils that update arrays in place through slices and views
(element loops and their vectorized forms), copies with ``.copy()``, ``linspace``/``ones``/
``meshgrid`` grids, boolean masks, relaxation loops stopped by norms, tridiagonal systems solved
with ``linalg.solve`` (implicit heat equation, Crank-Nicolson), ODE integrators (phugoid) with
their convergence studies, traffic flow with flux limiters, and the mistakes such code makes
(float slice bounds, scalar extraction, unstable schemes, a division by zero in the first step).

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
"""
from .runner import attempt, collection, show_rounded


PROGRAMS, program = collection()


@program
def cfd_linear_convection_steps_1_2(np):
    # Steps 1-2: the element loop and its slice form give the same field
    nx = 41
    dx = 2 / (nx - 1)
    nt, dt, c = 10, .025, 1
    u = np.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2
    print(u)
    v = u.copy()
    for n in range(nt):
        un = u.copy()
        for i in range(1, nx):
            u[i] = un[i] - c * dt / dx * (un[i] - un[i - 1])
        v[1:] = v[1:] - c * dt / dx * (v[1:] - v[:-1])   # (the right side is read first)
    print(np.array_equal(u, v), u.dtype, type(u[3]).__name__, repr(u[20]))
    show_rounded(u[::5])
    # nonlinear convection: u carries itself
    u = np.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2
    for n in range(nt):
        un = u.copy()
        u[1:] = un[1:] - un[1:] * dt / dx * (un[1:] - un[:-1])
    show_rounded(u[8:24])
    print(u.max(), u.argmax(), np.sum(u) * dx)
    # the CFL condition: dt from sigma, and what a too-large step does
    for nx in (11, 41, 85):
        dx = 2 / (nx - 1)
        sigma = .5
        dt = sigma * dx
        u = np.ones(nx)
        u[int(.5 / dx):int(1 / dx + 1)] = 2
        for n in range(20):
            un = u.copy()
            u[1:] = un[1:] - dt / dx * (un[1:] - un[:-1])
        print(nx, round(dt, 6), round(float(u.max()), 6), u.shape)


@program
def cfd_diffusion_and_burgers_1d(np):
    # Steps 3-4: diffusion, then Burgers with the periodic analytical solution
    nx, nt, nu, sigma = 41, 20, 0.3, .2
    dx = 2 / (nx - 1)
    dt = sigma * dx ** 2 / nu
    u = np.ones(nx)
    u[int(.5 / dx):int(1 / dx + 1)] = 2
    for n in range(nt):
        un = u.copy()
        u[1:-1] = un[1:-1] + nu * dt / dx ** 2 * (un[2:] - 2 * un[1:-1] + un[:-2])
    show_rounded(u[::4])

    def ufunc(t, x, nu):
        e1 = np.exp(-(x - 4 * t) ** 2 / (4 * nu * (t + 1)))
        e2 = np.exp(-(x - 4 * t - 2 * np.pi) ** 2 / (4 * nu * (t + 1)))
        d1 = -(2 * (x - 4 * t)) / (4 * nu * (t + 1)) * e1
        d2 = -(2 * (x - 4 * t - 2 * np.pi)) / (4 * nu * (t + 1)) * e2
        return -2 * nu * (d1 + d2) / (e1 + e2) + 4

    nx, nt, nu = 31, 15, .07
    dx = 2 * np.pi / (nx - 1)
    dt = dx * nu
    x = np.linspace(0, 2 * np.pi, nx)
    u = np.asarray([ufunc(0, x0, nu) for x0 in x])    # (a list of scalars)
    print(u.dtype, u.shape, type(ufunc(0, x[3], nu)).__name__)
    w = u.copy()
    for n in range(nt):
        un = u.copy()
        for i in range(1, nx - 1):
            u[i] = un[i] - un[i] * dt / dx * (un[i] - un[i - 1]) + nu * dt / dx ** 2 * \
                (un[i + 1] - 2 * un[i] + un[i - 1])
        u[0] = un[0] - un[0] * dt / dx * (un[0] - un[-2]) + nu * dt / dx ** 2 * \
            (un[1] - 2 * un[0] + un[-2])
        u[-1] = u[0]
        wn = w.copy()
        w[1:-1] = wn[1:-1] - wn[1:-1] * dt / dx * (wn[1:-1] - wn[:-2]) + nu * dt / dx ** 2 * \
            (wn[2:] - 2 * wn[1:-1] + wn[:-2])
        w[0] = wn[0] - wn[0] * dt / dx * (wn[0] - wn[-2]) + nu * dt / dx ** 2 * \
            (wn[1] - 2 * wn[0] + wn[-2])
        w[-1] = w[0]
    exact = ufunc(nt * dt, x, nu)
    print(np.allclose(u, w, rtol=0, atol=1e-12))
    show_rounded(u[::3])
    print(round(float(np.max(np.abs(u - exact))), 6), round(float(np.linalg.norm(u - exact)), 6))


@program
def cfd_2d_convection_diffusion_steps_5_8(np):
    nx, ny, nt, c = 21, 21, 12, 1
    dx, dy = 2 / (nx - 1), 2 / (ny - 1)
    sigma = .2
    dt = sigma * dx
    x = np.linspace(0, 2, nx)
    y = np.linspace(0, 2, ny)
    X, Y = np.meshgrid(x, y)
    print(X.shape, Y[3, 0], X[0, 3])
    u = np.ones((ny, nx))
    u[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2
    v = u.copy()
    for n in range(nt):          # step 5 with the element loops (a few steps) and with slices
        un = u.copy()
        u[1:, 1:] = un[1:, 1:] - c * dt / dx * (un[1:, 1:] - un[1:, :-1]) - \
            c * dt / dy * (un[1:, 1:] - un[:-1, 1:])
        u[0, :] = 1
        u[-1, :] = 1
        u[:, 0] = 1
        u[:, -1] = 1
    for n in range(2):
        vn = v.copy()
        row, col = v.shape
        for j in range(1, row):
            for i in range(1, col):
                v[j, i] = vn[j, i] - c * dt / dx * (vn[j, i] - vn[j, i - 1]) - \
                    c * dt / dy * (vn[j, i] - vn[j - 1, i])
                v[0, :] = 1
                v[-1, :] = 1
                v[:, 0] = 1
                v[:, -1] = 1
    show_rounded(u[5:9, 5:9])
    show_rounded(v[5:9, 5:9])
    # step 7: 2-D diffusion, step 8: 2-D Burgers
    nu = .05
    dt = .25 * dx * dy / nu
    u = np.ones((ny, nx))
    u[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2
    for n in range(nt):
        un = u.copy()
        u[1:-1, 1:-1] = (un[1:-1, 1:-1] +
                         nu * dt / dx ** 2 * (un[1:-1, 2:] - 2 * un[1:-1, 1:-1] + un[1:-1, 0:-2]) +
                         nu * dt / dy ** 2 * (un[2:, 1:-1] - 2 * un[1:-1, 1:-1] + un[0:-2, 1:-1]))
        u[0, :] = u[-1, :] = u[:, 0] = u[:, -1] = 1
    show_rounded(u[4:8, 8])
    nu = 0.01
    dt = sigma * dx * dy / nu / 10
    u = np.ones((ny, nx))
    v = np.ones((ny, nx))
    u[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2
    v[int(.5 / dy):int(1 / dy + 1), int(.5 / dx):int(1 / dx + 1)] = 2
    for n in range(nt):
        un = u.copy()
        vn = v.copy()
        u[1:-1, 1:-1] = (un[1:-1, 1:-1] -
                         dt / dx * un[1:-1, 1:-1] * (un[1:-1, 1:-1] - un[1:-1, 0:-2]) -
                         dt / dy * vn[1:-1, 1:-1] * (un[1:-1, 1:-1] - un[0:-2, 1:-1]) +
                         nu * dt / dx ** 2 * (un[1:-1, 2:] - 2 * un[1:-1, 1:-1] + un[1:-1, 0:-2]) +
                         nu * dt / dy ** 2 * (un[2:, 1:-1] - 2 * un[1:-1, 1:-1] + un[0:-2, 1:-1]))
        v[1:-1, 1:-1] = (vn[1:-1, 1:-1] -
                         dt / dx * un[1:-1, 1:-1] * (vn[1:-1, 1:-1] - vn[1:-1, 0:-2]) -
                         dt / dy * vn[1:-1, 1:-1] * (vn[1:-1, 1:-1] - vn[0:-2, 1:-1]) +
                         nu * dt / dx ** 2 * (vn[1:-1, 2:] - 2 * vn[1:-1, 1:-1] + vn[1:-1, 0:-2]) +
                         nu * dt / dy ** 2 * (vn[2:, 1:-1] - 2 * vn[1:-1, 1:-1] + vn[0:-2, 1:-1]))
        for f in (u, v):
            f[0, :] = 1
            f[-1, :] = 1
            f[:, 0] = 1
            f[:, -1] = 1
    show_rounded(u[6:10, 6:10])
    print(round(float(v.sum()), 9), v.dtype)


@program
def cfd_laplace_poisson_steps_9_10(np):
    def laplace2d(p, y, dx, dy, l1norm_target):
        l1norm = 1
        pn = np.empty_like(p)
        its = 0
        while l1norm > l1norm_target:
            pn = p.copy()
            p[1:-1, 1:-1] = ((dy ** 2 * (pn[1:-1, 2:] + pn[1:-1, 0:-2]) +
                              dx ** 2 * (pn[2:, 1:-1] + pn[0:-2, 1:-1])) /
                             (2 * (dx ** 2 + dy ** 2)))
            p[:, 0] = 0
            p[:, -1] = y
            p[0, :] = p[1, :]
            p[-1, :] = p[-2, :]
            l1norm = (np.sum(np.abs(p[:]) - np.abs(pn[:])) / np.sum(np.abs(pn[:])))
            its += 1
        return p, its, l1norm

    nx, ny = 16, 16
    dx, dy = 2 / (nx - 1), 1 / (ny - 1)
    x = np.linspace(0, 2, nx)
    y = np.linspace(0, 1, ny)
    p = np.zeros((ny, nx))
    p[:, -1] = y
    p[0, :] = p[1, :]
    p[-1, :] = p[-2, :]
    p, its, l1 = laplace2d(p, y, dx, dy, 1e-4)
    print(its, type(l1).__name__, l1 < 1e-4)
    show_rounded(p[::5, ::3])
    # Poisson with a source; the first relative change divides by a zero field
    p = np.zeros((ny, nx))
    b = np.zeros((ny, nx))
    b[int(ny / 4), int(nx / 4)] = 100
    b[int(3 * ny / 4), int(3 * nx / 4)] = -100
    pd = p.copy()
    first = np.sum(np.abs(p[:]) - np.abs(pd[:])) / np.sum(np.abs(pd[:]))
    print(first, first > 1e-4, first < 1e-4)
    for it in range(40):
        pd = p.copy()
        p[1:-1, 1:-1] = (((pd[1:-1, 2:] + pd[1:-1, :-2]) * dy ** 2 +
                          (pd[2:, 1:-1] + pd[:-2, 1:-1]) * dx ** 2 -
                          b[1:-1, 1:-1] * dx ** 2 * dy ** 2) /
                         (2 * (dx ** 2 + dy ** 2)))
        p[0, :] = 0
        p[ny - 1, :] = 0
        p[:, 0] = 0
        p[:, nx - 1] = 0
    show_rounded(p[2:6, 2:6])
    print(p.min(), np.unravel_index(p.argmin(), p.shape), round(float(np.linalg.norm(p)), 9))


@program
def cfd_cavity_and_channel_flow(np):
    # steps 11-12: pressure Poisson inner loop, lid-driven cavity, periodic channel
    nx = ny = 11
    nit = 10
    dx, dy = 2 / (nx - 1), 2 / (ny - 1)
    rho, nu, dt = 1, .1, .001

    def build_up_b(b, u, v):
        b[1:-1, 1:-1] = (rho * (1 / dt *
                         ((u[1:-1, 2:] - u[1:-1, 0:-2]) / (2 * dx) +
                          (v[2:, 1:-1] - v[0:-2, 1:-1]) / (2 * dy)) -
                         ((u[1:-1, 2:] - u[1:-1, 0:-2]) / (2 * dx)) ** 2 -
                         2 * ((u[2:, 1:-1] - u[0:-2, 1:-1]) / (2 * dy) *
                              (v[1:-1, 2:] - v[1:-1, 0:-2]) / (2 * dx)) -
                         ((v[2:, 1:-1] - v[0:-2, 1:-1]) / (2 * dy)) ** 2))
        return b

    def pressure_poisson(p, b):
        for q in range(nit):
            pn = p.copy()
            p[1:-1, 1:-1] = (((pn[1:-1, 2:] + pn[1:-1, 0:-2]) * dy ** 2 +
                              (pn[2:, 1:-1] + pn[0:-2, 1:-1]) * dx ** 2) /
                             (2 * (dx ** 2 + dy ** 2)) -
                             dx ** 2 * dy ** 2 / (2 * (dx ** 2 + dy ** 2)) * b[1:-1, 1:-1])
            p[:, -1] = p[:, -2]
            p[0, :] = p[1, :]
            p[:, 0] = p[:, 1]
            p[-1, :] = 0
        return p

    u = np.zeros((ny, nx))
    v = np.zeros((ny, nx))
    p = np.zeros((ny, nx))
    b = np.zeros((ny, nx))
    for n in range(15):
        un = u.copy()
        vn = v.copy()
        b = build_up_b(b, u, v)
        p = pressure_poisson(p, b)
        u[1:-1, 1:-1] = (un[1:-1, 1:-1] -
                         un[1:-1, 1:-1] * dt / dx * (un[1:-1, 1:-1] - un[1:-1, 0:-2]) -
                         vn[1:-1, 1:-1] * dt / dy * (un[1:-1, 1:-1] - un[0:-2, 1:-1]) -
                         dt / (2 * rho * dx) * (p[1:-1, 2:] - p[1:-1, 0:-2]) +
                         nu * (dt / dx ** 2 * (un[1:-1, 2:] - 2 * un[1:-1, 1:-1] + un[1:-1, 0:-2]) +
                               dt / dy ** 2 * (un[2:, 1:-1] - 2 * un[1:-1, 1:-1] + un[0:-2, 1:-1])))
        v[1:-1, 1:-1] = (vn[1:-1, 1:-1] -
                         un[1:-1, 1:-1] * dt / dx * (vn[1:-1, 1:-1] - vn[1:-1, 0:-2]) -
                         vn[1:-1, 1:-1] * dt / dy * (vn[1:-1, 1:-1] - vn[0:-2, 1:-1]) -
                         dt / (2 * rho * dy) * (p[2:, 1:-1] - p[0:-2, 1:-1]) +
                         nu * (dt / dx ** 2 * (vn[1:-1, 2:] - 2 * vn[1:-1, 1:-1] + vn[1:-1, 0:-2]) +
                               dt / dy ** 2 * (vn[2:, 1:-1] - 2 * vn[1:-1, 1:-1] + vn[0:-2, 1:-1])))
        u[0, :] = 0
        u[:, 0] = 0
        u[:, -1] = 0
        u[-1, :] = 1
        v[0, :] = v[-1, :] = v[:, 0] = v[:, -1] = 0
    show_rounded(u[-3:, 4:7])
    show_rounded(p[-3:, ::4])
    # channel flow: periodic in x through the wrapped columns, stopped on udiff
    F = 1
    u = np.zeros((ny, nx))
    udiff, stepcount = 1, 0
    while udiff > .001 and stepcount < 40:
        un = u.copy()
        u[1:-1, 1:-1] = (un[1:-1, 1:-1] -
                         un[1:-1, 1:-1] * dt / dx * (un[1:-1, 1:-1] - un[1:-1, 0:-2]) +
                         nu * (dt / dx ** 2 * (un[1:-1, 2:] - 2 * un[1:-1, 1:-1] + un[1:-1, 0:-2]) +
                               dt / dy ** 2 * (un[2:, 1:-1] - 2 * un[1:-1, 1:-1] + un[0:-2, 1:-1])) +
                         F * dt)
        u[1:-1, -1] = un[1:-1, -1] + nu * dt / dx ** 2 * (un[1:-1, 0] - 2 * un[1:-1, -1] +
                                                           un[1:-1, -2]) + F * dt
        u[1:-1, 0] = un[1:-1, 0] + nu * dt / dx ** 2 * (un[1:-1, 1] - 2 * un[1:-1, 0] +
                                                         un[1:-1, -1]) + F * dt
        u[0, :] = 0
        u[-1, :] = 0
        udiff = (np.sum(u) - np.sum(un)) / np.sum(u)
        stepcount += 1
    print(stepcount, type(udiff).__name__, round(float(udiff), 9))
    show_rounded(u[:, 0])


@program
def cfd_heat_implicit_and_crank_nicolson(np):
    # numerical-mooc 04: the tridiagonal matrix from diag, solved every step
    L, nx, alpha = 1.0, 21, 1.22e-3
    dx = L / (nx - 1)
    x = np.linspace(0.0, L, num=nx)
    T0 = np.zeros(nx)
    T0[0] = 100.0
    sigma = 0.5
    dt = sigma * dx ** 2 / alpha
    N = nx - 2
    D = np.diag((2.0 + 1.0 / sigma) * np.ones(N))
    D[-1, -1] = 1.0 + 1.0 / sigma
    U = np.diag(-1.0 * np.ones(N - 1), k=1)
    Lo = np.diag(-1.0 * np.ones(N - 1), k=-1)
    A = D + U + Lo
    print(A[:3, :4], A[-1, -3:])
    T = T0.copy()
    for n in range(8):
        b = T[1:-1] / sigma
        b[0] += T[0]
        T[1:-1] = np.linalg.solve(A, b)
        T[-1] = T[-2]
    show_rounded(T[:6])
    # explicit, with the stability limit at 0.5 and beyond it
    for sig in (0.5, 0.7):
        dt = sig * dx ** 2 / alpha
        T = T0.copy()
        for n in range(30):
            T[1:-1] = T[1:-1] + sig * (T[2:] - 2.0 * T[1:-1] + T[:-2])
            T[-1] = T[-2]
        print(sig, round(float(T[1]), 6), bool(np.all(T >= 0)))
    # Crank-Nicolson: a matrix on each side
    sigma = 0.5
    A = (np.diag((2.0 + 2.0 / sigma) * np.ones(N)) + np.diag(-np.ones(N - 1), 1)
         + np.diag(-np.ones(N - 1), -1))
    A[-1, -1] = 1.0 + 2.0 / sigma
    T = T0.copy()
    for n in range(8):
        b = T[:-2] + 2.0 * (1.0 / sigma - 1.0) * T[1:-1] + T[2:]
        b[0] += T[0]
        b[-1] += 0.0
        T[1:-1] = np.linalg.solve(A, b)
        T[-1] = T[-2]
    show_rounded(T[:6])
    # the analytical solution's series and a norm against it
    def exact(x, t, L, alpha, terms=60):
        s = np.zeros_like(x)
        for n in range(1, terms + 1):
            lam = (2 * n - 1) * np.pi / (2 * L)
            s += 400 / ((2 * n - 1) * np.pi) * np.sin(lam * x) * np.exp(-alpha * lam ** 2 * t)
        return 100 - s
    Te = exact(x, 8 * dt, L, alpha)
    print(round(float(np.sqrt(np.sum((T - Te) ** 2) / np.sum(Te ** 2))), 6))
    attempt(np.linalg.solve, np.zeros((3, 3)), np.ones(3))
    attempt(np.linalg.solve, A, np.ones(N + 1))


@program
def cfd_phugoid_integrators_convergence(np):
    import math
    g, vt, CD, CL = 9.81, 4.9, 1.0 / 5.0, 1.0

    def rhs_phugoid(u, CL, CD, g, vt):
        v, theta, x, y = u
        return np.array([-g * math.sin(theta) - CD / CL * g / vt ** 2 * v ** 2,
                         -g * math.cos(theta) / v + g / vt ** 2 * v,
                         v * math.cos(theta),
                         v * math.sin(theta)])

    def euler_step(u, f, dt, *args):
        return u + dt * f(u, *args)

    def rk2_step(u, f, dt, *args):
        u_star = u + 0.5 * dt * f(u, *args)
        return u + dt * f(u_star, *args)

    def leapfrog_step(u_prev, u, f, dt, *args):
        return u_prev + 2.0 * dt * f(u, *args)

    T, dt = 1.0, 0.05
    N = int(T / dt) + 1
    u_e = np.empty((N, 4))
    u_r = np.empty((N, 4))
    u_l = np.empty((N, 4))
    u_e[0] = u_r[0] = u_l[0] = np.array([6.5, -0.1, 0.0, 2.0])
    u_l[1] = rk2_step(u_l[0], rhs_phugoid, dt, CL, CD, g, vt)
    for n in range(N - 1):
        u_e[n + 1] = euler_step(u_e[n], rhs_phugoid, dt, CL, CD, g, vt)
        u_r[n + 1] = rk2_step(u_r[n], rhs_phugoid, dt, CL, CD, g, vt)
        if n:
            u_l[n + 1] = leapfrog_step(u_l[n - 1], u_l[n], rhs_phugoid, dt, CL, CD, g, vt)
    for u in (u_e, u_r, u_l):
        show_rounded(u[-1])
    idx = np.where(u_e[:, 3] < 0.0)[0]
    print(idx, idx.dtype, len(idx) == 0)
    print('Are the x-values close? {}'.format(np.allclose(u_e[:, 2], u_r[:, 2])))
    print('Distance traveled: {:.3f}'.format(u_r[-1, 2]))

    def l1_diff(u_coarse, u_fine, dt):
        N_coarse = u_coarse.shape[0]
        N_fine = u_fine.shape[0]
        ratio = math.ceil(N_fine / N_coarse)
        return dt * np.sum(np.abs(u_coarse - u_fine[::ratio]))

    r, h = 2, 0.025
    dt_values = [h, r * h, r ** 2 * h]
    finals = []
    for d in dt_values:
        N = int(T / d) + 1
        u = np.empty((N, 4))
        u[0] = np.array([6.5, -0.1, 0.0, 2.0])
        for n in range(N - 1):
            u[n + 1] = rk2_step(u[n], rhs_phugoid, d, CL, CD, g, vt)
        finals.append(u)
    d1 = l1_diff(finals[2][:, 2], finals[1][:, 2], dt_values[2])
    d2 = l1_diff(finals[1][:, 2], finals[0][:, 2], dt_values[1])
    p = math.log(d1 / d2) / math.log(r)
    print(type(d1).__name__, 'Observed order of convergence: p = {:.3f}'.format(p))
    print(finals[0].shape, finals[2].shape, np.ceil(41 / 11), type(np.ceil(41 / 11)).__name__)
    attempt(lambda: finals[0][::np.ceil(2.0)])


@program
def cfd_traffic_flow_and_limiters(np):
    # numerical-mooc 03: red light, FTBS/Lax-Friedrichs/MUSCL with minmod
    def flux(rho, u_max, rho_max):
        return rho * u_max * (1.0 - rho / rho_max)

    def rho_red_light(x, rho_max):
        rho = rho_max * np.ones_like(x)
        mask = np.where(x < 3.0)
        rho[mask] /= 2.0
        return rho

    nx, L = 41, 4.0
    dx = L / (nx - 1)
    x = np.linspace(0.0, L, num=nx)
    rho_max, u_max = 10.0, 1.0
    rho0 = rho_red_light(x, rho_max)
    print(rho0[::5], rho0.dtype)
    sigma = 1.0
    dt = sigma * dx / u_max
    rho = rho0.copy()
    hist = [rho0.copy()]
    for n in range(10):
        F = flux(rho, u_max, rho_max)
        rho[1:] = rho[1:] - dt / dx * (F[1:] - F[:-1])
        hist.append(rho.copy())
    H = np.array(hist)
    print(H.shape, H.dtype)
    show_rounded(H[-1][25:33])
    rho = rho0.copy()
    for n in range(10):
        F = flux(rho, u_max, rho_max)
        rho[1:-1] = 0.5 * (rho[2:] + rho[:-2]) - dt / (2.0 * dx) * (F[2:] - F[:-2])
    show_rounded(rho[25:33])

    def minmod(e, dx):
        sigma = np.zeros_like(e)
        de_minus = (e[1:-1] - e[:-2]) / dx
        de_plus = (e[2:] - e[1:-1]) / dx
        sigma[1:-1] = np.where(de_minus * de_plus > 0.0,
                               np.sign(de_minus) * np.minimum(np.abs(de_minus),
                                                              np.abs(de_plus)), 0.0)
        return sigma

    def minmod_loop(e, dx):
        sigma = np.zeros_like(e)
        de_minus = (e[1:-1] - e[:-2]) / dx
        de_plus = (e[2:] - e[1:-1]) / dx
        for i in range(len(de_minus)):
            if de_minus[i] > 0 and de_plus[i] > 0:
                sigma[i + 1] = min(de_minus[i], de_plus[i])
            elif de_minus[i] < 0 and de_plus[i] < 0:
                sigma[i + 1] = max(de_minus[i], de_plus[i])
        return sigma

    rho = rho0.copy()
    rho[20:28] = np.linspace(5, 10, 8)
    s1, s2 = minmod(rho, dx), minmod_loop(rho, dx)
    print(np.array_equal(s1, s2), s1[18:30])
    rho_left = rho + s1 * dx / 2.0
    rho_right = rho - s1 * dx / 2.0
    F_rusanov = 0.5 * (flux(rho_left[:-1], u_max, rho_max) + flux(rho_right[1:], u_max, rho_max)
                       - dx / dt * (rho_right[1:] - rho_left[:-1]))
    show_rounded(F_rusanov[18:28])
    print(np.roll(rho, 1)[:3], np.clip(rho, 6, 9)[19:23], np.where(rho < 6, 0, rho)[::10])


@program
def cfd_relaxation_and_conjugate_gradient(np):
    # numerical-mooc 05: Jacobi to a tolerance on the L2 norm, then steepest descent / CG
    def l2_norm(p, p_ref):
        return np.sqrt(np.sum((p - p_ref) ** 2) / np.sum(p_ref ** 2))

    nx = ny = 11
    Lx = Ly = 1.0
    dx, dy = Lx / (nx - 1), Ly / (ny - 1)
    x = np.linspace(0.0, Lx, num=nx)
    y = np.linspace(0.0, Ly, num=ny)
    X, Y = np.meshgrid(x, y)
    b = (-2.0 * (np.pi / Lx) * (np.pi / Ly) * np.sin(np.pi * X / Lx) * np.cos(np.pi * Y / Ly))
    p0 = np.zeros((ny, nx))
    p = p0.copy()
    diff, ite = 1e-3 + 1.0, 0
    conv = []
    while diff > 1e-3 and ite < 500:
        pn = p.copy()
        p[1:-1, 1:-1] = (((pn[1:-1, :-2] + pn[1:-1, 2:]) * dy ** 2 +
                          (pn[:-2, 1:-1] + pn[2:, 1:-1]) * dx ** 2 -
                          b[1:-1, 1:-1] * dx ** 2 * dy ** 2) / (2.0 * (dx ** 2 + dy ** 2)))
        diff = l2_norm(p, pn)
        conv.append(diff)
        ite += 1
    print(ite, type(diff).__name__, round(float(conv[1]), 9), np.isnan(conv[0]))
    show_rounded(p[::4, ::4])
    # conjugate gradient with the 5-point operator
    def A_times(p):
        Ap = np.zeros_like(p)
        Ap[1:-1, 1:-1] = (-4.0 * p[1:-1, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:]
                          + p[:-2, 1:-1] + p[2:, 1:-1]) / dx ** 2
        return Ap

    p = p0.copy()
    r = np.zeros_like(p)
    r[1:-1, 1:-1] = b[1:-1, 1:-1] * 1.0 - A_times(p)[1:-1, 1:-1]
    d = r.copy()
    res = [np.sqrt(np.sum(r * r))]
    for k in range(30):
        Ad = A_times(d)
        alpha = np.sum(r * r) / np.sum(d * Ad)
        p = p + alpha * d
        r_new = r - alpha * Ad
        beta = np.sum(r_new * r_new) / np.sum(r * r)
        d = r_new + beta * d
        r = r_new
        res.append(np.sqrt(np.sum(r * r)))
        if res[-1] < 1e-10:
            break
    print(k, type(alpha).__name__, res[-1] < 1e-10)
    show_rounded(p[3, ::2])


@program
def cfd_mistakes(np):
    # what such code gets wrong: float bounds, scalars, aliases, blow-ups
    nx = 41
    dx = 2 / (nx - 1)
    u = np.ones(nx)
    attempt(u.__setitem__, slice(.5 / dx, 1 / dx + 1), 2)
    attempt(lambda: u[.5 / dx])
    attempt(lambda: u[np.float64(10.0)])
    attempt(np.ones, 41.0)
    attempt(np.linspace, 0, 2, 41.0)
    attempt(np.zeros, nx, nx)
    attempt(lambda: float(u))
    attempt(lambda: float(u[3:4]))
    attempt(lambda: u[3].item())
    attempt(lambda: bool(u > 0))
    attempt(lambda: u[(u > 0) and (u < 2)])
    attempt(lambda: u[1:] - u[:-2])
    attempt(u.__setitem__, slice(1, None), u)
    attempt(u.__setitem__, 3, u[1:3])
    res = [np.abs(u - 1).sum(), np.abs(u - 2).sum()]
    attempt(lambda: list(reversed(res)))    # the history backwards
    import collections.abc
    print(isinstance(res[-1], collections.abc.Reversible), isinstance(res, collections.abc.Reversible))
    un = u             # an alias, not a copy
    u[5] = 3
    print(un[5], un is u)
    view = u[:]        # a view
    u[6] = 4
    print(view[6], view.base is u, np.shares_memory(u, view))
    w = np.arange(6.)
    w[1:] = w[:-1]     # overlapping: as if the right side were copied first
    print(w)
    w = np.arange(6)
    for i in range(1, 6):
        w[i] = w[i - 1]
    print(w)
    k = np.ones(6, dtype=int)
    k[2:4] = 2.7
    print(k)
    attempt(k.__isub__, 0.5 * k)
    # division by zero in the first step, and a scheme past its stability limit
    p = np.zeros((4, 4))
    pn = p.copy()
    attempt(lambda: np.sum(np.abs(p) - np.abs(pn)) / np.sum(np.abs(pn)))
    attempt(lambda: p[1, 1] / pn[1, 1])
    attempt(lambda: np.ones(3) / pn[0, :3])
    nu, dt = 0.3, 0.5
    dx = 0.1
    u = np.ones(11)
    u[3:6] = 2
    for n in range(300):
        un = u.copy()
        u[1:-1] = un[1:-1] + nu * dt / dx ** 2 * (un[2:] - 2 * un[1:-1] + un[:-2])
    print(u[:4], np.isnan(u).sum(), np.isfinite(u).any())
    u = np.ones(11)
    u[3:6] = 2
    for n in range(150):
        un = u.copy()
        for i in range(1, 10):
            u[i] = un[i] + nu * dt / dx ** 2 * (un[i + 1] - 2 * un[i] + un[i - 1])
    print(u[:4])
    with np.errstate(over='ignore', invalid='ignore'):
        v = np.ones(11, dtype=np.float32)
        v[3:6] = 2
        for n in range(80):
            v[1:] = v[1:] - 3.0 * v[1:] * (v[1:] - v[:-1])
    print(v[:5], v.dtype)


@program
def cfd_reaction_diffusion_gray_scott(np):
    # numerical-mooc 04_06: two coupled fields, the 5-point Laplacian by slices, Neumann edges
    n = 24
    L = 5.0
    dx = L / (n - 1)
    Du, Dv, F, k = 0.00016, 0.00008, 0.035, 0.065
    dt = 9.0 * dx ** 2 / (40.0 * max(Du, Dv)) / 60   # (the lesson's step is for 192 points)
    print(type(max(Du, Dv)).__name__, round(dt, 6))
    U = np.ones((n, n))
    V = np.zeros((n, n))
    c = slice(n // 2 - 3, n // 2 + 3)
    U[c, c] = 0.50
    V[c, c] = 0.25
    U += 0.01 * np.cos(np.arange(n * n).reshape(n, n))
    V += 0.01 * np.sin(np.arange(n * n).reshape(n, n))
    uvinitial = {'U': U.copy(), 'V': V.copy()}
    for step in range(25):
        Un, Vn = U.copy(), V.copy()
        lapU = (Un[2:, 1:-1] + Un[:-2, 1:-1] + Un[1:-1, 2:] + Un[1:-1, :-2]
                - 4 * Un[1:-1, 1:-1]) / dx ** 2
        lapV = (Vn[2:, 1:-1] + Vn[:-2, 1:-1] + Vn[1:-1, 2:] + Vn[1:-1, :-2]
                - 4 * Vn[1:-1, 1:-1]) / dx ** 2
        uvv = Un[1:-1, 1:-1] * Vn[1:-1, 1:-1] ** 2
        U[1:-1, 1:-1] = Un[1:-1, 1:-1] + dt * (Du * lapU - uvv + F * (1 - Un[1:-1, 1:-1]))
        V[1:-1, 1:-1] = Vn[1:-1, 1:-1] + dt * (Dv * lapV + uvv - (F + k) * Vn[1:-1, 1:-1])
        for W in (U, V):
            W[0, :] = W[1, :]
            W[-1, :] = W[-2, :]
            W[:, 0] = W[:, 1]
            W[:, -1] = W[:, -2]
    show_rounded(U[n // 2, ::3])
    show_rounded(V[n // 2 - 2:n // 2 + 2, n // 2])
    print(round(float(U.mean()), 9), round(float(V.std()), 9), U[50 // 4, 50 // 4].dtype)
    print(np.abs(U - uvinitial['U']).max() > 0, np.unravel_index(np.argmax(V), V.shape))


@program
def cfd_sod_shock_tube(np):
    # numerical-mooc 03_05: Euler equations as a (3, nx) array of conserved variables,
    # Richtmyer two-step Lax-Wendroff, pressure and speed recovered from them
    gamma = 1.4
    nx = 41
    x = np.linspace(-10, 10, nx)
    dx = x[1] - x[0]
    dt = 0.0002
    rho = np.where(x < 0, 1.0, 0.125)
    u = np.zeros(nx)
    p = np.where(x < 0, 100e3, 10e3)
    e = p / ((gamma - 1) * rho)
    Uc = np.array([rho, rho * u, rho * (e + u ** 2 / 2)])
    print(Uc.shape, Uc.dtype, Uc[:, 19:22])

    def flux(U):
        rho, ru, rE = U
        u = ru / rho
        p = (gamma - 1) * (rE - 0.5 * ru ** 2 / rho)
        return np.array([ru, ru * u + p, (rE + p) * u])

    for n in range(25):
        Fl = flux(Uc)
        U_half = 0.5 * (Uc[:, 1:] + Uc[:, :-1]) - dt / (2 * dx) * (Fl[:, 1:] - Fl[:, :-1])
        F_half = flux(U_half)
        Uc[:, 1:-1] = Uc[:, 1:-1] - dt / dx * (F_half[:, 1:] - F_half[:, :-1])
    rho, ru, rE = Uc
    vel = ru / rho
    pres = (gamma - 1) * (rE - 0.5 * rho * vel ** 2)
    show_rounded(rho[16:25])
    show_rounded(vel[16:25])
    print(round(float(pres[20] / 1e3), 6), np.where(vel > 1)[0], rho.base is Uc, type(rho).__name__)
    i = np.where(x == 2.5)[0]
    print(i, x[i], rho[i], vel[int(i[0])] if i.size else None)
