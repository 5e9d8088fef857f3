"""Geometry, graphics and physics programs: vectors and point clouds as (N, 3) arrays, cross and
dot products in their variants, norms, rotations and quaternions, homogeneous coordinates,
pairwise distances, polygons, grids and spacings, small linear systems, integrators and the
errors NumPy gives for bad arguments.

tests/programs/test_programs.py runs each with NumPy and with gpnumpy and compares the output.
Floats are printed rounded (``show``/``attempt`` round to 6 decimals).
"""
from .runner import attempt_rounded as attempt, collection, show_rounded as show


PROGRAMS, program = collection()


# ---- cross products

@program
def geo_cross_axes(np):
    a = np.arange(12.).reshape(4, 3)
    b = np.array([[0., 0., 1.]] * 4)
    show(np.cross(a, b))
    at = a.T.copy()
    show(np.cross(at, b, axisa=0))
    show(np.cross(at, b.T, axisa=0, axisb=0, axisc=0))
    show(np.cross(a, b, axis=-1))
    show(np.cross(at, b.T, axis=0))
    show(np.cross(a[:, None, :], b[None, :2, :]))
    attempt(np.cross, a, b, axisa=2)
    attempt(np.cross, a, b, axisc=-3)
    attempt(np.cross, a, b, axisb=5)


@program
def geo_cross_2d_vectors(np):
    a = np.array([[1., 2.], [3., 4.]])
    b = np.array([[5., 6.], [7., 8.]])
    attempt(np.cross, a, b)
    attempt(np.cross, a, np.array([1., 0., 0.]))
    attempt(np.cross, np.array([1, 2, 3]), np.array([1, 2]))
    attempt(np.cross, np.ones((2, 4)), np.ones((2, 3)))
    attempt(np.cross, np.ones((2, 3)), np.ones((3, 3)))
    c = np.cross(np.array([1, 2, 3], dtype=np.int8), np.array([4, 5, 6], dtype=np.int8))
    show(c)
    show(np.cross(np.array([1, 0, 0], dtype=np.float32), np.array([0., 1., 0.])))
    show(np.cross(np.array([True, False, True]), np.array([1, 1, 0])))
    attempt(np.cross, np.array([True, False, True]), np.array([True, True, False]))
    show(np.cross(np.array([1j, 0, 0]), np.array([0, 1, 0])))


@program
def geo_cross_linalg(np):
    a = np.array([[1., 0., 0.], [0., 1., 0.]])
    b = np.array([[0., 1., 0.], [0., 0., 1.]])
    show(np.linalg.cross(a, b))
    show(np.linalg.cross(a.T, b.T, axis=0))
    attempt(np.linalg.cross, np.ones((2, 2)), np.ones((2, 2)))
    attempt(np.linalg.cross, a, b, axis=0)
    show(np.linalg.cross(np.array([1, 2, 3]), np.array([4, 5, 6])))


@program
def geo_triangle_normals(np):
    v = np.array([[0., 0., 0.], [1., 0., 0.], [0., 1., 0.], [0., 0., 1.], [1., 1., 1.]])
    f = np.array([[0, 1, 2], [0, 1, 3], [1, 2, 4], [0, 2, 3]])
    tri = v[f]
    print(tri.shape)
    n = np.cross(tri[:, 1] - tri[:, 0], tri[:, 2] - tri[:, 0])
    area = 0.5 * np.linalg.norm(n, axis=1)
    show(area)
    unit = n / np.linalg.norm(n, axis=1, keepdims=True)
    show(unit)
    vn = np.zeros_like(v)
    np.add.at(vn, f.ravel(), np.repeat(n, 3, axis=0))
    show(vn)
    show(np.einsum("ij,ij->i", unit, unit))
    print(area.sum().round(6), area.argmax())


# ---- dot products on stacks

@program
def geo_dot_family(np):
    a = np.arange(6.).reshape(2, 3)
    b = np.arange(6., 12.).reshape(2, 3)
    show(np.dot(a, b.T))
    show(np.inner(a, b))
    show(np.outer(a, b))
    show(np.vdot(a, b))
    print(np.vdot(np.array([1 + 2j, 3j]), np.array([2 - 1j, 1.])))
    show(np.tensordot(a, b, axes=([1], [1])))
    show(np.tensordot(a, b, axes=2))
    show(np.tensordot(a, b.T, axes=1))
    attempt(np.tensordot, a, b, axes=1)
    attempt(np.dot, a, b)
    attempt(np.inner, a, np.ones((2, 2)))
    attempt(np.vdot, a, np.ones(5))
    show(np.vecdot(a, b))
    show(np.vecdot(a.T, b.T, axis=0))


@program
def geo_matmul_stacks(np):
    R = np.stack([np.eye(3), np.eye(3)[[1, 2, 0]], 2 * np.eye(3)])
    p = np.arange(9.).reshape(3, 3)
    show(R @ p[:, :, None])
    show(np.matmul(R, p[..., None])[..., 0])
    show(np.einsum("nij,nj->ni", R, p))
    show(np.matmul(p[0], p[1]))
    attempt(np.matmul, R, np.ones((2, 3, 3)))
    attempt(np.matmul, p, np.float64(2.0))
    attempt(np.matmul, np.ones(3), np.ones(4))
    show(np.matvec(R, p))
    show(np.vecmat(p, R))
    show(np.matmul(R, p[0]))


@program
def geo_einsum_geometry(np):
    rng = np.random.default_rng(1)
    P = rng.random((5, 3))
    Q = rng.random((4, 3))
    d2 = np.einsum("ik,ik->i", P, P)[:, None] + np.einsum("jk,jk->j", Q, Q) - 2 * P @ Q.T
    show(d2)
    show(np.einsum("ij->j", P))
    show(np.einsum("ii", np.arange(9.).reshape(3, 3)))
    show(np.einsum("i,j->ij", P[0], Q[0]))
    show(np.einsum("...k,...k", P[:2], Q[:2]))
    show(np.einsum(P[:2], [0, 1], Q[:2], [0, 1], [0]))
    attempt(np.einsum, "ij,jk->ik", P, Q)
    attempt(np.einsum, "ij->ijk", P)
    show(np.einsum("ij,jk->ik", P, Q.T, optimize=True))


# ---- norms

@program
def geo_norm_ords(np):
    v = np.array([3., -4., 12.])
    for o in [None, 1, 2, np.inf, -np.inf, 0, -1, 0.5, 3]:
        show(np.linalg.norm(v, ord=o))
    M = np.array([[1., -2.], [3., 4.]])
    for o in [None, "fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf]:
        show(np.linalg.norm(M, ord=o))
    attempt(np.linalg.norm, M, ord=3)
    attempt(np.linalg.norm, v, ord="fro")
    attempt(np.linalg.norm, v, ord="nuc")
    attempt(np.linalg.norm, M, ord="bogus")


@program
def geo_norm_axis_keepdims(np):
    P = np.arange(24.).reshape(2, 4, 3)
    show(np.linalg.norm(P, axis=-1))
    show(np.linalg.norm(P, axis=-1, keepdims=True))
    show(np.linalg.norm(P, axis=(1, 2)))
    show(np.linalg.norm(P, axis=(1, 2), keepdims=True))
    show(np.linalg.norm(P, ord=1, axis=(2, 1)))
    show(np.linalg.norm(P, keepdims=True))
    show(np.linalg.norm(P[0], ord=np.inf, axis=0))
    attempt(np.linalg.norm, P, axis=(0, 0))
    attempt(np.linalg.norm, P, axis=3)
    attempt(np.linalg.norm, P, axis=(0, 1, 2))
    attempt(np.linalg.norm, P, axis=1.5)
    show(np.linalg.norm(np.arange(4, dtype=np.int32)))
    show(np.linalg.norm(np.ones(3, dtype=np.float32)))
    show(np.linalg.norm(np.array([3 + 4j, 0])))
    show(np.linalg.norm(np.array([1e200, 1e200])))


@program
def geo_vector_matrix_norm(np):
    P = np.arange(12.).reshape(4, 3) - 5
    show(np.linalg.vector_norm(P))
    show(np.linalg.vector_norm(P, axis=1))
    show(np.linalg.vector_norm(P, axis=(0, 1), keepdims=True))
    show(np.linalg.vector_norm(P, ord=1, axis=0))
    show(np.linalg.vector_norm(P, ord=np.inf))
    show(np.linalg.vector_norm(P, ord=0, axis=1))
    show(np.linalg.vector_norm(P.astype(np.float32), ord=3))
    show(np.linalg.vector_norm(np.arange(3)))
    M = np.stack([np.eye(3), 2 * np.ones((3, 3))])
    show(np.linalg.matrix_norm(M))
    show(np.linalg.matrix_norm(M, ord=2))
    show(np.linalg.matrix_norm(M, ord="nuc", keepdims=True))
    show(np.linalg.matrix_norm(M, ord=-np.inf))
    attempt(np.linalg.matrix_norm, np.ones(3))
    attempt(np.linalg.matrix_norm, M, ord=3)
    attempt(np.linalg.vector_norm, P, ord="fro")


# ---- rotations and quaternions

def _rot_z(np, t):
    c, s = np.cos(t), np.sin(t)
    return np.array([[c, -s, 0.], [s, c, 0.], [0., 0., 1.]])


@program
def geo_rotation_matrices(np):
    R = _rot_z(np, np.radians(30.0))
    show(R)
    print(np.allclose(R @ R.T, np.eye(3)), round(float(np.linalg.det(R)), 6))
    pts = np.array([[1., 0., 0.], [0., 1., 0.], [1., 1., 1.]])
    show(pts @ R.T)
    R12 = np.linalg.matrix_power(R, 12)
    show(R12)
    show(np.linalg.matrix_power(R, -1))
    show(np.linalg.matrix_power(np.array([[1, 1], [0, 1]]), 5))
    attempt(np.linalg.matrix_power, np.array([[1, 1], [0, 1]]), -1)
    attempt(np.linalg.matrix_power, R, 1.5)
    angle = np.degrees(np.arccos((np.trace(R) - 1) / 2))
    show(angle)
    axis = np.array([R[2, 1] - R[1, 2], R[0, 2] - R[2, 0], R[1, 0] - R[0, 1]])
    show(axis / np.linalg.norm(axis))


@program
def geo_rodrigues_batch(np):
    axes = np.array([[0., 0., 1.], [1., 0., 0.], [1., 1., 0.]])
    axes = axes / np.linalg.norm(axes, axis=1)[:, None]
    theta = np.deg2rad(np.array([90., 180., 45.]))
    K = np.zeros((3, 3, 3))
    K[:, 0, 1], K[:, 0, 2], K[:, 1, 2] = -axes[:, 2], axes[:, 1], -axes[:, 0]
    K = K - np.swapaxes(K, 1, 2)
    I = np.broadcast_to(np.eye(3), K.shape)
    R = I + np.sin(theta)[:, None, None] * K + (1 - np.cos(theta))[:, None, None] * (K @ K)
    show(R)
    show(np.linalg.det(R))
    show(np.einsum("nij,nkj->nik", R, R))
    print(I.flags.writeable, I.strides)


def _qmul(np, q, r):
    w1, x1, y1, z1 = np.moveaxis(q, -1, 0)
    w2, x2, y2, z2 = np.moveaxis(r, -1, 0)
    return np.stack([w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2,
                     w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
                     w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2,
                     w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2], axis=-1)


@program
def geo_quaternions(np):
    half = np.radians(np.array([90., 60., 10.])) / 2
    q = np.column_stack([np.cos(half), np.zeros(3), np.zeros(3), np.sin(half)])
    show(q)
    show(np.linalg.norm(q, axis=1))
    conj = q * np.array([1, -1, -1, -1])
    show(_qmul(np, q, conj))
    v = np.array([1., 0., 0.])
    vq = np.concatenate([[0.], v])
    rot = _qmul(np, _qmul(np, q, np.broadcast_to(vq, q.shape)), conj)[:, 1:]
    show(rot)
    q1, q2 = q[0], q[1]
    d = np.clip(np.dot(q1, q2), -1.0, 1.0)
    om = np.arccos(d)
    ts = np.linspace(0, 1, 5)[:, None]
    slerp = (np.sin((1 - ts) * om) * q1 + np.sin(ts * om) * q2) / np.sin(om)
    show(slerp)
    show(np.degrees(2 * np.arctan2(slerp[:, 3], slerp[:, 0])))


@program
def geo_euler_angles(np):
    yaw, pitch, roll = np.radians([30., 20., 10.])
    print(type(yaw).__name__)
    cy, sy, cp, sp, cr, sr = (np.cos(yaw), np.sin(yaw), np.cos(pitch), np.sin(pitch),
                              np.cos(roll), np.sin(roll))
    R = np.array([[cy * cp, cy * sp * sr - sy * cr, cy * sp * cr + sy * sr],
                  [sy * cp, sy * sp * sr + cy * cr, sy * sp * cr - cy * sr],
                  [-sp, cp * sr, cp * cr]])
    show(R)
    back = np.degrees([np.arctan2(R[1, 0], R[0, 0]), np.arcsin(-R[2, 0]),
                       np.arctan2(R[2, 1], R[2, 2])])
    show(back)
    show(np.rad2deg(np.unwrap(np.array([0., 3., 6.5, 9.5, -3.]))))
    show(np.unwrap(np.array([0., 170., 350., -10.]), period=360))
    show(np.unwrap(np.array([[0., 6.], [3., 0.2]]), axis=0))


# ---- homogeneous coordinates and affine transforms

@program
def geo_homogeneous(np):
    pts = np.array([[1., 2., 3.], [0., 0., 0.], [-1., 4., 2.]])
    H = np.hstack([pts, np.ones((3, 1))])
    show(H)
    T = np.eye(4)
    T[:3, 3] = [10., 0., -5.]
    S = np.diag([2., 2., 2., 1.])
    M = T @ S
    out = (M @ H.T).T
    show(out[:, :3] / out[:, 3:])
    P = np.array([[1., 0., 0., 0.], [0., 1., 0., 0.], [0., 0., 1., 0.], [0., 0., 1., 0.]])
    proj = H @ P.T
    with np.errstate(divide="ignore", invalid="ignore"):
        show(proj[:, :2] / proj[:, 3:])
    show(np.linalg.inv(M))
    show(np.pad(pts, ((0, 0), (0, 1)), constant_values=1))
    show(np.c_[pts, np.ones(3)])


@program
def geo_affine_point_cloud(np):
    rng = np.random.default_rng(7)
    cloud = rng.normal(size=(50, 3)).astype(np.float32)
    A = np.array([[1., 0.5, 0.], [0., 1., 0.], [0., 0., 2.]], dtype=np.float32)
    t = np.array([1., -2., 0.5], dtype=np.float32)
    moved = cloud @ A.T + t
    print(moved.dtype, moved.shape)
    show(moved.mean(axis=0))
    show(moved.min(axis=0))
    Ainv = np.linalg.inv(A)
    print(Ainv.dtype)
    back = (moved - t) @ Ainv.T
    print(np.allclose(back, cloud, atol=1e-5), back.dtype)
    c64 = cloud.astype(np.float64) @ A.T
    print(c64.dtype, (cloud @ np.eye(3)).dtype, (cloud * 2.0).dtype, (cloud * np.float64(2)).dtype)
    show(np.cov(cloud, rowvar=False).round(3).dtype)


@program
def geo_kabsch(np):
    rng = np.random.default_rng(3)
    P = rng.random((6, 3))
    R = _rot_z(np, 0.7)
    Q = P @ R.T + np.array([0.5, -1., 2.])
    Pc, Qc = P - P.mean(0), Q - Q.mean(0)
    H = Pc.T @ Qc
    U, S, Vt = np.linalg.svd(H)
    d = np.sign(np.linalg.det(Vt.T @ U.T))
    D = np.diag([1., 1., d])
    Rest = Vt.T @ D @ U.T
    show(Rest)
    print(np.allclose(Rest, R))
    rmsd = np.sqrt(np.mean(np.sum((Pc @ Rest.T - Qc) ** 2, axis=1)))
    print(rmsd < 1e-9)


# ---- distances and neighbours

@program
def geo_pairwise_distances(np):
    P = np.array([[0., 0.], [3., 4.], [6., 8.], [1., 1.]])
    diff = P[:, None, :] - P[None, :, :]
    D = np.sqrt((diff ** 2).sum(-1))
    show(D)
    show(np.linalg.norm(diff, axis=-1))
    np.fill_diagonal(D, np.inf)
    show(D.argmin(axis=1))
    show(D.min(axis=1))
    iu = np.triu_indices(len(P), k=1)
    show(D[iu])
    print(np.unravel_index(np.argmin(D), D.shape))
    show(np.hypot(diff[..., 0], diff[..., 1]))
    show(np.abs(diff).sum(-1))
    show(np.abs(diff).max(-1))


@program
def geo_knn_argpartition(np):
    rng = np.random.default_rng(11)
    P = rng.integers(0, 20, size=(8, 2)).astype(float)
    q = np.array([10., 10.])
    d = np.linalg.norm(P - q, axis=1)
    k = 3
    idx = np.argpartition(d, k)[:k]
    idx = idx[np.argsort(d[idx], kind="stable")]
    show(np.sort(d)[:k])
    show(d[idx])
    show(np.partition(d, [1, 4])[[1, 4]])
    attempt(np.argpartition, d, 8)
    attempt(np.argpartition, d, -9)
    show(np.argpartition(d, -1)[-1] == np.argmax(d))
    D = np.linalg.norm(P[:, None] - P[None], axis=-1)
    nn = np.argsort(D, axis=1, kind="stable")[:, 1:3]
    show(np.take_along_axis(D, nn, axis=1))
    show(np.argpartition(D, 1, axis=None).shape)


@program
def geo_bounding_boxes(np):
    pts = np.array([[1., 5., -2.], [3., -1., 4.], [0., 2., 2.], [7., 0., 1.]])
    lo, hi = pts.min(axis=0), pts.max(axis=0)
    show(lo)
    show(hi)
    show(np.ptp(pts, axis=0))
    show(pts.mean(axis=0))
    show(np.average(pts, axis=0, weights=[1, 2, 3, 4]))
    show(np.average(pts, axis=0, weights=[1, 2, 3, 4], returned=True))
    boxes = np.array([[0., 0., 2., 2.], [1., 1., 3., 3.], [5., 5., 6., 6.]])
    x1 = np.maximum(boxes[:, None, 0], boxes[None, :, 0])
    y1 = np.maximum(boxes[:, None, 1], boxes[None, :, 1])
    x2 = np.minimum(boxes[:, None, 2], boxes[None, :, 2])
    y2 = np.minimum(boxes[:, None, 3], boxes[None, :, 3])
    inter = np.clip(x2 - x1, 0, None) * np.clip(y2 - y1, 0, None)
    area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    iou = inter / (area[:, None] + area[None, :] - inter)
    show(iou)
    inside = np.all((pts >= lo + 1) & (pts <= hi - 1), axis=1)
    show(inside)
    attempt(np.average, pts, axis=0, weights=[1, 2])
    attempt(np.average, pts, axis=0, weights=[0, 0, 0, 0])
    attempt(np.ptp, pts, axis=2)


# ---- polygons

@program
def geo_shoelace(np):
    sq = np.array([[0., 0.], [4., 0.], [4., 3.], [0., 3.]])
    x, y = sq.T
    area = 0.5 * np.abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1)))
    show(area)
    signed = 0.5 * np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y)
    show(signed)
    polys = np.stack([sq, sq[::-1] * 2, sq + 1])
    xs, ys = polys[..., 0], polys[..., 1]
    areas = 0.5 * (xs * np.roll(ys, -1, axis=1) - np.roll(xs, -1, axis=1) * ys).sum(1)
    show(areas)
    cx = ((xs + np.roll(xs, -1, 1)) * (xs * np.roll(ys, -1, 1) - np.roll(xs, -1, 1) * ys)).sum(1)
    show(cx / (6 * areas))
    show(np.diff(sq, axis=0, append=sq[:1]))
    per = np.linalg.norm(np.diff(sq, axis=0, append=sq[:1]), axis=1).sum()
    show(per)


@program
def geo_point_in_polygon(np):
    poly = np.array([[0., 0.], [5., 0.], [5., 5.], [2.5, 2.], [0., 5.]])
    pts = np.array([[1., 1.], [2.5, 4.], [4., 4.], [6., 1.], [2.5, 1.9]])
    x, y = pts[:, 0:1], pts[:, 1:2]
    x1, y1 = poly[:, 0], poly[:, 1]
    x2, y2 = np.roll(x1, -1), np.roll(y1, -1)
    cond = (y1 > y) != (y2 > y)
    with np.errstate(divide="ignore", invalid="ignore"):
        xint = (x2 - x1) * (y - y1) / (y2 - y1) + x1
    crossing = cond & (x < xint)
    show(crossing.sum(axis=1))
    show(crossing.sum(axis=1) % 2 == 1)
    show(np.count_nonzero(crossing, axis=1))
    show(np.logical_xor.reduce(crossing, axis=1))
    ang = np.arctan2(y2 - y, x2 - x) - np.arctan2(y1 - y, x1 - x)
    ang = (ang + np.pi) % (2 * np.pi) - np.pi
    show(np.round(ang.sum(1) / (2 * np.pi)))


# ---- angles

@program
def geo_angles(np):
    y = np.array([0., 1., 0., -1., -0., 1.])
    x = np.array([1., 0., -1., 0., -1., 1.])
    show(np.arctan2(y, x))
    show(np.degrees(np.arctan2(y, x)))
    show(np.arctan2(np.float32(1), np.float32(1)))
    show(np.arctan2(np.array([0., -0.]), np.array([-0., -0.])))
    show(np.arctan2(np.inf, np.array([np.inf, -np.inf, 1.])))
    show(np.hypot(np.array([3, 5], dtype=np.int16), 4))
    show(np.hypot(np.float32(3), 4.0))
    show(np.hypot(np.inf, np.nan))
    show(np.radians(np.array([0, 90, 180], dtype=np.int16)))
    show(np.deg2rad(np.float16(180)))
    show(np.degrees(np.pi))
    u = np.array([[1., 0., 0.], [1., 1., 0.], [0., 0., 2.]])
    v = np.array([[0., 1., 0.], [1., 0., 0.], [0., 0., -1.]])
    cosang = np.einsum("ij,ij->i", u, v) / (np.linalg.norm(u, axis=1) * np.linalg.norm(v, axis=1))
    show(np.degrees(np.arccos(np.clip(cosang, -1, 1))))
    with np.errstate(invalid="warn"):
        show(np.arccos(np.array([1.0000001, -2.])))
    show(np.sinc(np.array([0., 0.5, 1.])))


@program
def geo_unit_conversions(np):
    km = np.array([1., 2.5, 42.195])
    show(km * 0.621371)
    f = np.array([32, 212, -40])
    show((f - 32) * 5 / 9)
    print(((f - 32) * 5 // 9).dtype, ((f - 32) * 5 // 9).tolist())
    c = np.array([0., 100.], dtype=np.float32)
    show(c * 9 / 5 + 32)
    show(c + 273.15)
    show(np.float32(1.5) * 3.6)
    attempt(np.multiply, np.array([1, 2], dtype=np.uint8), 1000)
    show(np.array([1, 2], dtype=np.uint8) * np.int16(1000))
    show(np.array([200], dtype=np.uint8) + np.uint8(100))
    show(np.array([200], dtype=np.uint8) + 100)
    attempt(np.add, np.array([200], dtype=np.uint8), 300)
    show(np.round(np.array([2.5, 3.5, -2.5]) * 1.0))
    show(np.around(np.array([123.456, 0.0049]), 2))
    show(np.round(np.array([1234, 5678]), -2))
    show(np.trunc(np.array([-1.7, 1.7])))
    show(np.fix(np.array([-1.7, 1.7])))


# ---- grids and spacings

@program
def geo_meshgrid(np):
    x = np.array([0., 1., 2.])
    y = np.array([10., 20.])
    X, Y = np.meshgrid(x, y)
    show(X)
    show(Y)
    Xi, Yi = np.meshgrid(x, y, indexing="ij")
    show(Xi)
    xs, ys = np.meshgrid(x, y, sparse=True)
    show(xs)
    show(ys)
    g = np.meshgrid(x, y, np.array([5]), indexing="xy")
    print([a.shape for a in g])
    g = np.meshgrid(x, y, np.array([5]), indexing="ij", sparse=True)
    print([a.shape for a in g])
    print(type(np.meshgrid(x, y)).__name__, np.meshgrid(), np.meshgrid(x))
    attempt(np.meshgrid, x, y, indexing="zz")
    Xc, Yc = np.meshgrid(x, y, copy=False)
    print(Xc.flags.writeable, Xc.strides, Xc.base is not None)
    show(np.meshgrid(np.array([[1, 2], [3, 4]]), np.array([7, 8, 9]))[0])
    R = np.hypot(*np.meshgrid(np.linspace(-1, 1, 3), np.linspace(-1, 1, 3)))
    show(R)


@program
def geo_mgrid_ogrid(np):
    show(np.mgrid[0:3, 0:2])
    show(np.mgrid[0:1:5j])
    show(np.mgrid[-1:1:3j, 0:4:2])
    o = np.ogrid[0:3, 0:4]
    print(type(o).__name__, [a.shape for a in o])
    show(o[0] * 10 + o[1])
    show(np.ogrid[0:1:0.25])
    show(np.mgrid[0:5:2.0])
    show(np.mgrid[3:0:-1])
    show(np.mgrid[0:2, 0:1:3j])
    show(np.ogrid[1:2:3j, 0:3])
    print(np.mgrid[0:0].shape, np.mgrid[0:4:2, 1:2].dtype)
    show(np.r_[0:1:3j, 5])
    show(np.indices((2, 3)))
    show(np.indices((2, 3), sparse=True))


@program
def geo_linspace_variants(np):
    show(np.linspace(0, 1, 5))
    show(np.linspace(0, 1, 5, endpoint=False))
    show(np.linspace(0, 1, 4, retstep=True))
    show(np.linspace([0, 10], [1, 20], 3))
    show(np.linspace([0, 10], [1, 20], 3, axis=1))
    show(np.linspace([0, 10], [1, 20], 3, axis=-1, endpoint=False))
    show(np.linspace(0, 10, 5, dtype=int))
    show(np.linspace(0, 1, 1))
    show(np.linspace(0, 1, 0))
    show(np.linspace(0, 1, 1, retstep=True))
    show(np.linspace(np.float32(0), np.float32(1), 3))
    show(np.linspace(0, 1j, 3))
    attempt(np.linspace, 0, 1, -1)
    attempt(np.linspace, 0, 1, 2.5)
    attempt(np.linspace, [0, 1], [1, 2], 3, axis=3)
    show(np.linspace(5, 5, 3, retstep=True))


@program
def geo_log_geomspace(np):
    show(np.logspace(0, 3, 4))
    show(np.logspace(0, 3, 3, endpoint=False, base=2))
    show(np.logspace([0, 1], [2, 3], 3, axis=1))
    show(np.logspace(0, 2, 3, base=np.array([2., 10.])[:, None], axis=-1))
    show(np.geomspace(1, 1000, 4))
    show(np.geomspace(1000, 1, 4))
    show(np.geomspace(-1, -1000, 4))
    show(np.geomspace(1, 256, 9, endpoint=False))
    show(np.geomspace([1, 10], [100, 1000], 3, axis=1))
    show(np.geomspace(1j, 1000j, 4))
    show(np.geomspace(1, 100, 3, dtype=int))
    attempt(np.geomspace, 0, 10, 3)
    attempt(np.geomspace, 1, 0, 3)
    show(np.geomspace(-1, 1, 3))
    show(np.logspace(0, 1, 3, dtype=np.float32))


# ---- integer grid coordinates

@program
def geo_grid_cells(np):
    pts = np.array([[0.5, 1.5], [-0.5, 2.9], [3.99, -4.], [10., 10.]])
    cell = 2.0
    ij = np.floor_divide(pts, cell).astype(np.int64)
    show(ij)
    show(np.mod(pts, cell))
    show(np.divmod(pts, cell))
    show(np.floor_divide(np.array([-7, 7, -1]), 2))
    show(np.mod(np.array([-7, 7, -1]), 2))
    show(np.mod(np.array([-7, 7]), -3))
    show(np.fmod(np.array([-7, 7]), 3))
    show(np.remainder(np.array([-7.5, 7.5]), 2))
    with np.errstate(divide="ignore", invalid="ignore"):
        show(np.floor_divide(np.array([1., -1., 0.]), 0.))
        show(np.mod(np.array([1., -1.]), 0.))
    show(np.floor_divide(np.array([1, 5], dtype=np.int32), 0))
    show(np.mod(np.array([1, 5], dtype=np.int8), 0))
    keys, counts = np.unique(ij, axis=0, return_counts=True)
    show(keys)
    show(counts)


@program
def geo_ravel_unravel(np):
    shape = (4, 5)
    flat = np.ravel_multi_index((np.array([0, 3, 2]), np.array([4, 0, 2])), shape)
    show(flat)
    show(np.ravel_multi_index((np.array([0, 3]), np.array([4, 0])), shape, order="F"))
    show(np.ravel_multi_index((np.array([5, -1]), np.array([7, -2])), shape, mode="wrap"))
    show(np.ravel_multi_index((np.array([5, -1]), np.array([7, -2])), shape, mode="clip"))
    show(np.ravel_multi_index((np.array([5, -1]), np.array([7, -2])), shape,
                              mode=("clip", "wrap")))
    attempt(np.ravel_multi_index, (np.array([5]), np.array([1])), shape)
    attempt(np.ravel_multi_index, (np.array([0]), np.array([1])), shape, mode="bogus")
    attempt(np.ravel_multi_index, (np.array([0.5]), np.array([1])), shape)
    attempt(np.ravel_multi_index, (np.array([0]),), shape)
    show(np.unravel_index(flat, shape))
    show(np.unravel_index(flat, shape, order="F"))
    show(np.unravel_index(7, (3, 4)))
    attempt(np.unravel_index, 20, shape)
    attempt(np.unravel_index, -1, shape)
    attempt(np.unravel_index, np.array([1.0]), shape)
    attempt(np.unravel_index, 3, shape, order="X")
    show(np.unravel_index(np.array([[1, 2], [3, 19]]), shape))
    show(np.ravel_multi_index(np.unravel_index(np.arange(6), (2, 3)), (2, 3)))


@program
def geo_voxelize(np):
    rng = np.random.default_rng(5)
    pts = rng.random((30, 3)) * 4
    vox = np.floor(pts).astype(np.intp)
    lin = np.ravel_multi_index(vox.T, (4, 4, 4))
    occ = np.bincount(lin, minlength=64).reshape(4, 4, 4)
    print(occ.sum(), occ.dtype, occ.shape)
    show(occ.sum(axis=(1, 2)))
    show(np.argwhere(occ >= 2)[:3])
    hist, edges = np.histogramdd(pts, bins=(2, 2, 2), range=[(0, 4)] * 3)
    show(hist)
    show(edges[0])
    h2, xe, ye = np.histogram2d(pts[:, 0], pts[:, 1], bins=[2, 4], range=[[0, 4], [0, 4]])
    show(h2)
    print(np.array_equal(h2, hist.sum(2).repeat(2, axis=1) * 0 + h2))


# ---- clipping

@program
def geo_clipping(np):
    p = np.array([[-1., 0.5, 2.], [0.2, 1.5, -3.]])
    show(np.clip(p, 0, 1))
    show(np.clip(p, [0, 0, -1], [1, 1, 1]))
    show(np.clip(p, None, 0.5))
    show(np.clip(p, min=0))
    show(np.clip(np.array([1, 5, 9]), 2, 7))
    show(np.clip(np.array([1, 5, 9], dtype=np.uint8), -1, 300))
    show(np.clip(np.array([1., np.nan, 3.]), 0, 2))
    show(np.clip(np.array([1, 2, 3]), 2.5, 2.6))
    attempt(np.clip, p)
    attempt(np.clip, p, 0, 1, min=0)
    out = np.empty_like(p)
    r = np.clip(p, 0, 1, out=out)
    print(r is out)
    show(np.clip(p, 1, 0))
    show(np.clip(np.float32(5.0), 0, 1))
    show(p.clip(0.0, 1.0))


# ---- small linear systems

@program
def geo_small_systems(np):
    A = np.array([[2., 1., -1.], [-3., -1., 2.], [-2., 1., 2.]])
    b = np.array([8., -11., -3.])
    show(np.linalg.solve(A, b))
    show(np.linalg.det(A))
    show(np.linalg.inv(A))
    show(np.linalg.solve(A, np.eye(3)))
    A2 = np.array([[[1., 2.], [3., 4.]], [[2., 0.], [0., 2.]]])
    show(np.linalg.solve(A2, np.array([[1., 1.], [2., 2.]])[..., None])[..., 0])
    show(np.linalg.det(A2))
    show(np.linalg.inv(A2.astype(np.float32)))
    attempt(np.linalg.solve, np.array([[1., 2.], [2., 4.]]), np.array([1., 2.]))
    attempt(np.linalg.det, np.ones((2, 3)))
    attempt(np.linalg.inv, np.array([[1, 2], [2, 4]]))
    attempt(np.linalg.solve, A, np.ones(4))
    show(np.linalg.det(np.array([[1, 2], [3, 4]], dtype=np.int8)))
    show(np.linalg.solve(np.eye(2, dtype=np.float32), np.ones(2)))
    line1 = np.array([[0., 0.], [2., 2.]])
    line2 = np.array([[0., 2.], [2., 0.]])
    d1, d2 = line1[1] - line1[0], line2[1] - line2[0]
    t = np.linalg.solve(np.column_stack([d1, -d2]), line2[0] - line1[0])
    show(line1[0] + t[0] * d1)


@program
def geo_circle_fit(np):
    th = np.linspace(0, 2 * np.pi, 12, endpoint=False)
    x, y = 3 + 2 * np.cos(th), -1 + 2 * np.sin(th)
    A = np.column_stack([x, y, np.ones_like(x)])
    b = x ** 2 + y ** 2
    sol, res, rank, sv = np.linalg.lstsq(A, b, rcond=None)
    cx, cy = sol[0] / 2, sol[1] / 2
    r = np.sqrt(sol[2] + cx ** 2 + cy ** 2)
    show(np.array([cx, cy, r]))
    print(rank, res.shape)
    plane = np.column_stack([x, y, 2 * x - y + 1])
    c = plane.mean(0)
    _, _, vt = np.linalg.svd(plane - c)
    n = vt[-1] / vt[-1][np.argmax(np.abs(vt[-1]))]
    show(n)
    show(np.linalg.pinv(A[:4]).shape)
    show(np.linalg.matrix_rank(A))
    show(np.linalg.cond(np.array([[1., 0.], [0., 1e-3]])))


# ---- physics

@program
def geo_projectile(np):
    g = np.array([0., -9.81])
    dt = 0.01
    v0 = 20.0
    angles = np.radians(np.array([15., 30., 45., 60.]))
    vel = v0 * np.column_stack([np.cos(angles), np.sin(angles)])
    pos = np.zeros_like(vel)
    landed = np.full(len(angles), np.nan)
    t = 0.0
    for step in range(1000):
        vel = vel + g * dt
        pos = pos + vel * dt
        t += dt
        hit = (pos[:, 1] < 0) & np.isnan(landed)
        landed[hit] = pos[hit, 0]
        if not np.isnan(landed).any():
            break
    print(step)
    show(np.round(landed, 1))
    show(v0 ** 2 * np.sin(2 * angles) / 9.81)
    print(int(np.nanargmax(landed)), np.nanmax(landed).round(1))


@program
def geo_nbody_step(np):
    pos = np.array([[0., 0., 0.], [1., 0., 0.], [0., 1., 0.], [0., 0., 1.]])
    vel = np.zeros_like(pos)
    mass = np.array([10., 1., 1., 1.])
    G, dt, eps = 1.0, 0.01, 1e-3
    def accel(p):
        d = p[None, :, :] - p[:, None, :]
        r2 = (d ** 2).sum(-1) + eps ** 2
        inv = r2 ** -1.5
        np.fill_diagonal(inv, 0.0)
        return G * np.einsum("ij,ijk,j->ik", inv, d, mass)
    a = accel(pos)
    for _ in range(50):
        vel += 0.5 * dt * a
        pos += dt * vel
        a = accel(pos)
        vel += 0.5 * dt * a
    show(pos)
    show((mass[:, None] * vel).sum(0))
    ke = 0.5 * np.sum(mass * np.sum(vel ** 2, axis=1))
    show(ke)
    com = np.average(pos, axis=0, weights=mass)
    show(com)


@program
def geo_rigid_body(np):
    pts = np.array([[1., 0., 0.], [-1., 0., 0.], [0., 2., 0.], [0., -2., 0.]])
    m = np.array([1., 1., 2., 2.])
    com = (m[:, None] * pts).sum(0) / m.sum()
    r = pts - com
    I = np.einsum("n,nij->ij", m, np.einsum("nk,nk->n", r, r)[:, None, None] * np.eye(3)
                  - np.einsum("ni,nj->nij", r, r))
    show(I)
    w, V = np.linalg.eigh(I)
    show(w)
    omega = np.array([0., 0., 1.])
    L = I @ omega
    show(L)
    v = np.cross(omega, r)
    show(v)
    show(0.5 * omega @ I @ omega)
    show(np.cross(r, m[:, None] * v).sum(0))
    torque = np.cross(r, np.array([0., 0., -9.81]) * m[:, None])
    show(torque.sum(axis=0))
    alpha = np.linalg.lstsq(I, torque.sum(0), rcond=None)[0]
    show(alpha)


@program
def geo_spring_system(np):
    x = np.linspace(0, 3, 4)
    rest = np.diff(x)
    v = np.zeros_like(x)
    k, m, dt = 10.0, 1.0, 0.05
    x = x + np.array([0., 0.1, -0.1, 0.])
    E = []
    for _ in range(40):
        ext = np.diff(x) - rest
        f = np.zeros_like(x)
        f[:-1] += k * ext
        f[1:] -= k * ext
        v += f / m * dt
        x += v * dt
        E.append(0.5 * m * (v ** 2).sum() + 0.5 * k * ((np.diff(x) - rest) ** 2).sum())
    E = np.array(E)
    show(x)
    show(E[::10])
    show(np.gradient(x))
    show(np.gradient(np.array([0., 1., 4., 9.]), 0.5))
    show(np.gradient(np.array([[0., 1.], [2., 5.]]), axis=0))
    show(np.gradient(np.array([0., 1., 4., 9.]), np.array([0., 1., 3., 4.]), edge_order=2))
    attempt(np.gradient, np.array([1.]))


@program
def geo_orbit_energy(np):
    mu = 1.0
    r = np.array([1., 0.])
    v = np.array([0., 1.2])
    dt = 0.001
    steps = 3000
    traj = np.empty((steps, 2))
    for i in range(steps):
        a = -mu * r / np.linalg.norm(r) ** 3
        v = v + a * dt
        r = r + v * dt
        traj[i] = r
    rad = np.linalg.norm(traj, axis=1)
    print(round(float(rad.min()), 3), round(float(rad.max()), 3))
    ang = np.unwrap(np.arctan2(traj[:, 1], traj[:, 0]))
    print(round(float(ang[-1]), 2))
    h = np.cross(np.array([1., 0., 0.]), np.array([0., 1.2, 0.]))
    show(h)
    print(bool(np.all(np.diff(ang) > 0)))


# ---- float32 vs float64

@program
def geo_float32_behaviour(np):
    v = np.array([1., 2., 3.], dtype=np.float32)
    print((v + 1).dtype, (v + 1.5).dtype, (v + np.float64(1.5)).dtype, (v * 2**40).dtype)
    print((v + np.array(1.5)).dtype, (v + np.array([1.5])).dtype, np.result_type(v, 1.5))
    print(np.linalg.norm(v).dtype, np.cross(v, v).dtype, np.dot(v, v).dtype, (v @ v).dtype)
    print(np.sqrt(v).dtype, np.arctan2(v, v).dtype, np.hypot(v, 1).dtype)
    print(np.linalg.det(np.eye(3, dtype=np.float32)).dtype, np.mean(v).dtype)
    print(np.float32(0.1) + np.float32(0.2) == np.float32(0.3), 0.1 + 0.2 == 0.3)
    print(repr(np.float32(1) / np.float32(3)), repr(np.float64(1) / 3))
    print(np.finfo(np.float32).eps, np.finfo(np.float64).resolution)
    print(v.astype(np.float16).dtype, (v + np.float16(1)).dtype)
    big = np.array([3e38], dtype=np.float32)
    with np.errstate(over="ignore"):
        print(big * 10, (big * 10).dtype)
    show(np.array([1e-46], dtype=np.float32))
    print(np.spacing(np.float32(1)), np.nextafter(np.float32(1), np.float32(2)))
    print(np.linspace(0, 1, 3, dtype=np.float32).dtype, np.arange(0, 1, 0.5, dtype=np.float32))
    print(np.int32(3) * 1.5, type(np.int32(3) * 1.5).__name__)


@program
def geo_float_overflow_warnings(np):
    v = np.array([1e30, 1e30, 1e30], dtype=np.float32)
    show(np.linalg.norm(v))
    show(np.sqrt(np.sum(v * v)))
    show(np.float32(1e30) * np.float32(1e10))
    show(np.array([1., 0.]) / np.array([0., 0.]))
    show(np.log(np.array([0., -1.])))
    with np.errstate(all="raise"):
        attempt(np.divide, np.array([1.]), np.array([0.]))
        attempt(np.multiply, np.array([1e308]), 10)
    show(np.hypot(np.float32(3e38), np.float32(3e38)))
    show(np.linalg.norm(np.array([1e-200, 1e-200])))


# ---- more bad arguments

@program
def geo_bad_arguments(np):
    a = np.ones((4, 3))
    attempt(np.linalg.norm, a, ord=2, axis=0, keepdims="yes")
    attempt(np.dot, a, np.ones(4))
    attempt(np.outer, a, a, out=np.empty((3, 3)))
    attempt(np.einsum, "ij,ij->i", a, np.ones((3, 3)))
    attempt(np.einsum, "ij,jk", a)
    attempt(np.tensordot, a, a, axes=([0, 1], [1]))
    attempt(np.meshgrid, a, sparse="no")
    attempt(np.linspace, 0, 1, num=np.array([3, 4]))
    attempt(np.cross, a, np.ones((4, 2)), axisc=1)
    attempt(np.arctan2, a)
    attempt(np.hypot, a, np.ones(5))
    attempt(np.linalg.solve, a, np.ones(4))
    attempt(np.linalg.inv, np.ones((3, 3, 2)))
    attempt(np.linalg.det, "abc")
    attempt(np.matmul, a, a)
    attempt(np.vecdot, a, np.ones((4, 2)))
    attempt(np.unravel_index, [1, 2], (0, 3))
    attempt(np.ravel_multi_index, ([1], [2]), (3, -3))


@program
def geo_raytrace_spheres(np):
    origins = np.zeros((5, 3))
    dirs = np.array([[0., 0., 1.], [0.1, 0., 1.], [0., 0.5, 1.], [1., 0., 0.], [0., 0., -1.]])
    dirs /= np.linalg.norm(dirs, axis=1, keepdims=True)
    centers = np.array([[0., 0., 5.], [2., 0., 5.]])
    radii = np.array([1., 0.5])
    oc = origins[:, None, :] - centers[None, :, :]
    b = np.einsum("rk,rsk->rs", dirs, oc)
    c = np.einsum("rsk,rsk->rs", oc, oc) - radii ** 2
    disc = b ** 2 - c
    with np.errstate(invalid="ignore"):
        t = -b - np.sqrt(disc)
    t = np.where((disc >= 0) & (t > 0), t, np.inf)
    show(t)
    hit = t.argmin(axis=1)
    tmin = t.min(axis=1)
    show(np.where(np.isfinite(tmin), hit, -1))
    P = origins + dirs * np.where(np.isfinite(tmin), tmin, 0)[:, None]
    N = P - centers[hit]
    N /= np.linalg.norm(N, axis=1, keepdims=True)
    light = np.array([1., 1., -1.]) / np.sqrt(3)
    shade = np.clip(N @ light, 0, None) * np.isfinite(tmin)
    show(shade)
    refl = dirs - 2 * np.sum(dirs * N, axis=1, keepdims=True) * N
    show(refl[np.isfinite(tmin)])


@program
def geo_convex_hull_2d(np):
    rng = np.random.default_rng(2)
    P = rng.integers(0, 10, size=(15, 2))
    P = np.unique(P, axis=0)
    order = np.lexsort((P[:, 1], P[:, 0]))
    P = P[order]

    def half(pts):
        h = []
        for p in pts:
            while len(h) >= 2 and np.cross(np.append(h[-1] - h[-2], 0),
                                           np.append(p - h[-2], 0))[2] <= 0:
                h.pop()
            h.append(p)
        return h
    lower, upper = half(P), half(P[::-1])
    hull = np.array(lower[:-1] + upper[:-1])
    show(hull)
    x, y = hull.T.astype(float)
    show(0.5 * abs(np.dot(x, np.roll(y, 1)) - np.dot(y, np.roll(x, 1))))


@program
def geo_interp_paths(np):
    wp = np.array([[0., 0.], [3., 4.], [3., 10.], [0., 10.]])
    seg = np.linalg.norm(np.diff(wp, axis=0), axis=1)
    s = np.concatenate([[0.], np.cumsum(seg)])
    show(s)
    q = np.linspace(0, s[-1], 7)
    path = np.column_stack([np.interp(q, s, wp[:, 0]), np.interp(q, s, wp[:, 1])])
    show(path)
    show(np.interp(np.array([-1., 100.]), s, wp[:, 0], left=-9, right=9))
    show(np.interp(np.array([370., -10.]), np.array([0., 90., 180., 270.]),
                   np.array([0., 1., 0., -1.]), period=360))
    attempt(np.interp, q, s[:3], wp[:, 0])
    attempt(np.interp, q, np.array([]), np.array([]))
    show(np.interp(2.5, [1, 2, 3], [10, 20, 30]))
    show(np.searchsorted(s, np.array([2., 5., 11., 20.]), side="right"))
