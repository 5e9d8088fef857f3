"""Conjugate gradient on the 2-D Poisson matrix (five-point Laplacian, zero Dirichlet edges),
matrix-free: the operator is a stencil on the n x n grid (float64, a fixed number of
iterations so nothing waits for the host)."""
import numpy

from ._check import rel_norm

TITLE = "Conjugate gradient, matrix-free Poisson"
SIZES = {"tiny": {"n": 16, "iters": 20}, "small": {"n": 256, "iters": 100},
         "medium": {"n": 2048, "iters": 20}, "large": {"n": 8192, "iters": 20}}
TORCH = True


def inputs(p, seed=17):
    rng = numpy.random.default_rng(seed)
    return {"b": rng.random((p["n"], p["n"])), "iters": p["iters"]}


def laplacian(np, p):
    """The five-point Laplacian of the grid ``p`` (zero outside it)."""
    out = 4.0 * p
    out[1:, :] -= p[:-1, :]
    out[:-1, :] -= p[1:, :]
    out[:, 1:] -= p[:, :-1]
    out[:, :-1] -= p[:, 1:]
    return out


def start(np, b):
    """The solver's state before its first iteration: x, r, p and r.r."""
    r = np.copy(b)
    return {"x": np.zeros_like(b), "r": r, "p": np.copy(b), "rr": np.sum(r * r)}


def iteration(np, st):
    """One iteration on the state ``st`` (benchmarks/host_fusion.py and diag_fusion.py time it
    alone)."""
    p = st["p"]
    ap = laplacian(np, p)
    alpha = st["rr"] / np.sum(p * ap)
    st["x"] += alpha * p
    st["r"] -= alpha * ap
    rr_new = np.sum(st["r"] * st["r"])
    st["p"] = st["r"] + (rr_new / st["rr"]) * p
    st["rr"] = rr_new


def run(np, b, iters):
    st = start(np, b)
    for _ in range(iters):
        iteration(np, st)
    return st["x"]


def check(ref, got, p):
    rel_norm("x", ref, got, 1e-8)


def cost(p):
    return {"bytes": p["iters"] * 6 * 8 * p["n"] ** 2,
            "note": "per iteration x, r, p read and written once"}
