"""gpnumpy.fft against numpy.fft: every transform over n, axes, norm, dtypes, layouts, out=,
empty and size-1 inputs and NumPy's errors; the frequency and shift helpers.

Where gpnumpy calls NumPy's own function for the whole transform (the host device) its values
are NumPy's bit for bit.  cuFFT's are compared with a tolerance relative to the largest magnitude
of NumPy's result (an FFT's rounding error is spread over all outputs): single precision 1e-5,
double 1e-12, float16 results one float16 ulp.  The last part runs the cuFFT path itself on the
host, with a stand-in for cuFFT that transforms exactly the memory a plan describes, so the front
end's steps, the layouts, loops and the plan cache are tested in CI too; the ``route`` fixture
runs the main tests both ways.
"""
import ctypes
import types
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, make, quiet, short, to_numpy

FUNCS_1D = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"]
FUNCS_ND = ["fftn", "ifftn", "rfftn", "irfftn", "fft2", "ifft2", "rfft2", "irfft2"]
DTYPES = ["bool", "int8", "int64", "uint16", "float16", "float32", "float64", "complex64",
          "complex128"]
NORMS = [None, "backward", "ortho", "forward"]
_TOL = {2: 2e-3, 4: 1e-5, 8: 1e-12}


def _scale_and_tol(res):
    """(largest magnitude, relative tolerance) of NumPy's result(s)."""
    arrs = res if isinstance(res, (tuple, list)) else [res]
    scale, tol = 0.0, 0.0
    for r in arrs:
        if isinstance(r, (numpy.ndarray, numpy.generic)) and r.dtype.kind in "fc":
            if r.size:
                m = float(numpy.max(numpy.abs(r.astype(numpy.complex128))))
                if numpy.isfinite(m):
                    scale = max(scale, m)
            item = r.dtype.itemsize // (2 if r.dtype.kind == "c" else 1)
            tol = max(tol, _TOL[item])
    return scale, tol


def _numpy_runs(xp):
    """Whether ``xp``'s transforms are NumPy's own functions: NumPy's, and gpnumpy's where
    cuFFT cannot run (the host device, unless ``fake_cufft`` stands in for cuFFT)."""
    if xp is numpy:
        return True
    from gpnumpy.fft import _cufft
    return _cufft._on_host()


def check(xp, body, tol=None):
    """assert_same: bit for bit where gpnumpy calls NumPy's own transforms, else with the FFT
    tolerance derived from NumPy's own result (``tol``: the relative tolerance of the
    precision NumPy computes in, when the result dtype does not tell it)."""
    __tracebackhide__ = True
    if _numpy_runs(xp):
        assert_same(xp, body, signed_zeros=True)
        return
    with quiet():
        try:
            ref = body(numpy)
        except Exception:  # NumPy raises: assert_same compares the exception types
            ref = None
    scale, rtol = _scale_and_tol(ref)
    rtol = rtol if tol is None else tol
    assert_same(xp, body, rtol=rtol, atol=rtol * scale)


@pytest.fixture(params=["native", "standin"])
def route(request):
    """How gpnumpy's transforms run: "native", as on this machine (the host device calls
    NumPy's own functions), or "standin": the front end's steps on cuFFT's path over the
    stand-in for cuFFT (``fake_cufft``; skipped on a GPU, where that path runs natively), the
    one way CI runs them."""
    if request.param == "standin":
        if "xp" in request.fixturenames and request.getfixturevalue("xp") is numpy:
            pytest.skip("the NumPy half validates the test once")
        request.getfixturevalue("fake_cufft")
    return request.param


def check_cases(xp, cases):
    __tracebackhide__ = True
    failures = []
    for label, body, *tol in cases:
        try:
            check(xp, body, *tol)
        except AssertionError as exc:
            failures.append(f"[{label}] {exc}")
    if failures:
        raise AssertionError(f"{len(failures)} of {len(cases)} cases differ from numpy:\n"
                             + "\n".join(failures))


def _nan_mask(xp, r):
    return xp.isnan(r.real) | xp.isnan(r.imag) if r.dtype.kind == "c" else xp.isnan(r)


def _kind(dtype):
    return "small" if numpy.dtype(dtype).kind in "iub" else "default"


# ---------------------------------------------------------------- 1-D transforms
@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("dtype", DTYPES, ids=short)
@pytest.mark.parametrize("func", FUNCS_1D)
def test_1d_n_and_norm(xp, func, dtype):
    """n: default, pad, crop, odd, prime, 1, 2; every norm; on a 2-D input along the last axis."""
    cases = []
    for n in (None, 16, 5, 9, 13, 97, 1, 2):
        for norm in NORMS:
            cases.append((f"n={n} norm={norm}", lambda xp, n=n, norm=norm: getattr(xp.fft, func)(
                make(xp, (3, 12), dtype, seed=1, kind=_kind(dtype)), n=n, norm=norm)))
    check_cases(xp, cases)


@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("dtype", ["int16", "float32", "float64", "complex64", "complex128"],
                         ids=short)
@pytest.mark.parametrize("func", FUNCS_1D)
def test_1d_axes_and_layouts(xp, func, dtype):
    """Every axis of 1-, 2- and 3-D inputs (negative too), transposed, reversed and strided views."""
    cases = []
    for shape, axis in [((11,), 0), ((11,), -1), ((6, 7), 0), ((6, 7), 1), ((6, 7), -2),
                        ((4, 5, 6), 0), ((4, 5, 6), 1), ((4, 5, 6), 2), ((4, 5, 6), -2),
                        ((2, 3, 4, 5), 2)]:
        for layout in ("C", "T", "neg", "slice"):
            for n in (None, 8):
                cases.append((f"{shape} axis={axis} {layout} n={n}",
                              lambda xp, s=shape, a=axis, lay=layout, n=n: getattr(xp.fft, func)(
                                  make(xp, s, dtype, lay, seed=2), n=n, axis=a)))
    check_cases(xp, cases)


@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("func", FUNCS_1D)
def test_1d_inputs(xp, func):
    """Array-likes, size-1 and empty inputs, long and prime lengths, special values."""
    cases = [
        ("list", lambda xp: getattr(xp.fft, func)([1.0, 2.0, -3.0, 4.5])),
        ("int list", lambda xp: getattr(xp.fft, func)([1, 2, 3])),
        ("nested list axis 0", lambda xp: getattr(xp.fft, func)([[1, 2], [3, 4], [5, 7]], axis=0)),
        ("numpy input", lambda xp: getattr(xp.fft, func)(numpy.arange(6.0))),
        ("size 1", lambda xp: getattr(xp.fft, func)(make(xp, (1,), "float64"))),
        ("size 1, n=4", lambda xp: getattr(xp.fft, func)(make(xp, (1,), "float64"), n=4)),
        ("size-1 axis in 2-D", lambda xp: getattr(xp.fft, func)(make(xp, (5, 1), "complex64"),
                                                                 n=3, axis=1)),
        ("empty batch", lambda xp: getattr(xp.fft, func)(make(xp, (0, 4), "float64"))),
        ("empty batch, n", lambda xp: getattr(xp.fft, func)(make(xp, (3, 0, 4), "float32"), n=6)),
        ("empty axis", lambda xp: getattr(xp.fft, func)(make(xp, (3, 0), "float64"))),
        ("0-d", lambda xp: getattr(xp.fft, func)(xp.asarray(2.5))),
        ("0-d with n", lambda xp: getattr(xp.fft, func)(xp.asarray(2.5), n=2)),
        ("prime 1009", lambda xp: getattr(xp.fft, func)(make(xp, (1009,), "complex128", seed=3))),
        ("2^12 float32", lambda xp: getattr(xp.fft, func)(make(xp, (4096,), "float32", seed=4))),
        ("3*5*7 complex64", lambda xp: getattr(xp.fft, func)(make(xp, (2, 105), "complex64"))),
        # cuFFT spreads a NaN over real and imaginary parts differently from pocketfft: the
        # elements that hold a NaN are compared
        ("nan", lambda xp: _nan_mask(xp, getattr(xp.fft, func)(
            xp.asarray([1.0, numpy.nan, 2.0, 3.0])))),
    ]
    if func not in ("irfft", "hfft"):
        # C2R algorithms combine an infinity with itself in different outputs (inf - inf):
        # where NaNs appear is compared for the other transforms only
        cases.append(("inf", lambda xp: _nan_mask(xp, getattr(xp.fft, func)(
            xp.asarray([1.0, numpy.inf, 2.0, 3.0, 0.0])))))
        # NumPy's irfft of a zero-length axis padded to n reads uninitialised memory (its
        # results are garbage), so only the forward transforms are compared there.
        cases.append(("empty axis, n", lambda xp: getattr(xp.fft, func)(
            make(xp, (3, 0), "float64"), n=4)))
    check_cases(xp, cases)


@pytest.mark.usefixtures("route")
def test_irfft_ignores_imaginary_dc_and_nyquist(xp):
    """NumPy discards the imaginary parts of the zero and Nyquist terms; so must we."""
    z = numpy.array([1 + 5j, 2 - 1j, 3 + 2j, 4 + 7j, 0.5 - 3j])
    check_cases(xp, [
        ("even n", lambda xp: xp.fft.irfft(xp.asarray(z), n=8)),
        ("odd n", lambda xp: xp.fft.irfft(xp.asarray(z), n=9)),
        ("default n", lambda xp: xp.fft.irfft(xp.asarray(z))),
        ("hfft", lambda xp: xp.fft.hfft(xp.asarray(z))),
        ("2-D axis 0", lambda xp: xp.fft.irfft(xp.asarray(numpy.stack([z, z * 2j], 1)), axis=0)),
        ("irfft2", lambda xp: xp.fft.irfft2(xp.asarray(numpy.outer(z, z[:3])))),
        ("irfftn odd", lambda xp: xp.fft.irfftn(xp.asarray(numpy.outer(z, z[:3])), s=(5, 5))),
    ])


@pytest.mark.usefixtures("route")
def test_1d_result_dtypes(xp):
    """NumPy 2's result dtypes: float16/float32/complex64 -> complex64 (irfft of float16 stays
    float16), every other dtype -> complex128/float64."""
    cases = []
    for dt in ["bool", "int8", "uint8", "int32", "uint64", "float16", "float32", "float64",
               "complex64", "complex128"]:
        for func in FUNCS_1D:
            cases.append((f"{func} {dt}", lambda xp, f=func, dt=dt: getattr(xp.fft, f)(
                xp.ones(6, dt)).dtype))
    assert_same(xp, lambda xp: [body(xp) for _, body in cases])


# ---------------------------------------------------------------- N-D transforms
@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("dtype", ["int32", "float16", "float32", "float64", "complex64",
                                   "complex128"], ids=short)
@pytest.mark.parametrize("func", FUNCS_ND)
def test_nd_s_axes_norm(xp, func, dtype):
    cases = []
    shape3 = (4, 5, 6)
    for s, axes in [(None, None), (None, (0, 1)), (None, (1, 0)), (None, (0, 2)), (None, (2, 0)),
                    (None, (-1, 0, 1)), (None, (2,)), (None, (-3,)),
                    ((3, 8), (0, 2)), ((7, 2), (1, 2)), ((-1, 4), (0, 1)), ((5, 5, 5), (0, 1, 2)),
                    ((1, 1), (1, 2))]:
        if func.endswith("2") and axes is not None and len(axes) != 2:
            continue
        kw = {} if axes is None else {"axes": axes}
        if s is not None:
            kw["s"] = s
        for norm in (None, "ortho", "forward"):
            cases.append((f"s={s} axes={axes} norm={norm}",
                          lambda xp, kw=kw, norm=norm: getattr(xp.fft, func)(
                              make(xp, shape3, dtype, seed=5), norm=norm, **kw)))
    check_cases(xp, cases)


@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("func", FUNCS_ND)
def test_nd_layouts_and_edges(xp, func):
    dt = "complex64" if not func.startswith("r") else "float32"
    cases = [
        ("2-D C", lambda xp: getattr(xp.fft, func)(make(xp, (6, 8), dt, seed=1))),
        ("2-D T", lambda xp: getattr(xp.fft, func)(make(xp, (6, 8), dt, "T", seed=1))),
        ("2-D neg", lambda xp: getattr(xp.fft, func)(make(xp, (6, 8), dt, "neg", seed=1))),
        ("2-D slice", lambda xp: getattr(xp.fft, func)(make(xp, (6, 8), dt, "slice", seed=1))),
        ("3-D T", lambda xp: getattr(xp.fft, func)(make(xp, (3, 4, 5), dt, "T", seed=2))),
        ("4-D all axes", lambda xp: getattr(xp.fft, func)(make(xp, (2, 3, 4, 5), dt, seed=3),
                                                         axes=(0, 1, 2, 3))),
        ("5-D", lambda xp: getattr(xp.fft, func)(make(xp, (2, 3, 2, 3, 4), dt, seed=3),
                                                axes=(4, 0, 2, 1, 3))),
        ("1-D input", lambda xp: getattr(xp.fft, func)(make(xp, (7,), dt), axes=(0,))),
        ("1-D input default axes", lambda xp: getattr(xp.fft, func)(make(xp, (7,), dt))),
        ("empty batch", lambda xp: getattr(xp.fft, func)(make(xp, (0, 4, 6), dt))),
        ("empty axis", lambda xp: getattr(xp.fft, func)(make(xp, (4, 0), dt))),
        ("size 1", lambda xp: getattr(xp.fft, func)(make(xp, (1, 1), dt))),
        ("list", lambda xp: getattr(xp.fft, func)([[1, 2, 3], [4, 5, 6]])),
        ("s with None", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), s=(None, 4),
                                                        axes=(0, 1))),
        ("s without axes", lambda xp: getattr(xp.fft, func)(make(xp, (3, 4, 6), dt), s=(4, 6))),
        ("repeated axes", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), axes=(1, 1))),
        ("repeated axes, s", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), s=(4, 8),
                                                             axes=(0, 0))),
        ("repeated 3", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), axes=(0, 1, 0))),
        ("empty axes", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), axes=())),
        ("s and axes lengths", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), s=(2, 3, 4),
                                                               axes=(0, 1))),
        ("axis out of range", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), axes=(0, 2))),
        ("axis out of range, s", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), s=(2, 2),
                                                                 axes=(0, 2))),
        ("s zero", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), s=(0, 4), axes=(0, 1))),
        ("bad norm", lambda xp: getattr(xp.fft, func)(make(xp, (4, 6), dt), norm="ORTHO")),
        ("0-d", lambda xp: getattr(xp.fft, func)(xp.asarray(1.0))),
    ]
    if not func.startswith("irfft"):
        # NumPy's irfft of a zero-length axis padded to n reads uninitialised memory
        cases.append(("empty axis, s", lambda xp: getattr(xp.fft, func)(
            make(xp, (4, 0), dt), s=(4, 4), axes=(0, 1))))
    check_cases(xp, cases)


def test_host_bits(gp):
    """Where NumPy's own transforms run, NumPy's bits: NumPy transforms the axes last to
    first and scales inside pocketfft, in the transform's precision (gpnumpy's fused steps on
    the host once differed: fftn of a float64 (3, 17) array in 46 of its 51 elements, ifft of
    arange(6, float32) in element 1, -0.5-0.8660254j for NumPy's -0.5-0.86602545j)."""
    if not _numpy_runs(gp):
        pytest.skip("cuFFT runs the transforms (compared to a tolerance elsewhere)")
    rng = numpy.random.default_rng(0)
    x = rng.standard_normal((3, 17))
    f4 = rng.standard_normal((5, 6, 7)).astype("float32")
    c8 = (f4 + 1j * f4[::-1]).astype("complex64")
    assert numpy.array_equal(numpy.fft.fftn(x), numpy.fft.fft(numpy.fft.fft(x, axis=1), axis=0))
    calls = [
        ("fftn", x, {}), ("ifft", numpy.arange(6, dtype="float32"), {}),
        ("fft2", f4, {"norm": "ortho"}), ("ifftn", c8, {"norm": "forward"}),
        ("ifft2", c8, {}), ("fftn", c8, {"axes": (2, 0), "s": (9, 4)}),
        ("rfftn", f4, {"norm": "ortho"}), ("irfftn", c8, {}), ("irfft2", c8, {"norm": "ortho"}),
        ("hfft", c8, {"norm": "ortho"}), ("ihfft", f4, {}), ("irfft", x, {"n": 20}),
    ]
    for name, h, kw in calls:
        want = getattr(numpy.fft, name)(h, **kw)
        got = getattr(gp.fft, name)(gp.asarray(h), **kw).get()
        assert got.dtype == want.dtype and got.shape == want.shape, name
        assert got.tobytes() == want.tobytes(), (name, kw)


@pytest.mark.usefixtures("route")
def test_fftn_empty_axes_returns_input(xp):
    """NumPy's fftn over no axes returns its input array, dtype unchanged."""
    def body(xp):
        a = make(xp, (3, 4), "int8")
        r = xp.fft.fftn(a, axes=())
        return r, r is a
    check(xp, body)


# ---------------------------------------------------------------- out=
_INVERSE = ("ifft", "irfft", "ihfft", "irfftn")


def _with_out(label, func, a_shape, a_dtype, out_shape, out_dtype, **kw):
    """A case writing into ``out``.  NumPy computes in the input's precision, except that an
    out= of double precision selects the double loop when the step's factor is 1 (the
    "backward" side of the transform); the tolerance follows that precision."""
    def body(xp):
        a = make(xp, a_shape, a_dtype, seed=7)
        o = xp.zeros(out_shape, out_dtype)
        r = getattr(xp.fft, func)(a, out=o, **kw)
        return r, o, r is o
    norm = kw.get("norm")
    factor_one = (norm == "forward") if func in _INVERSE else norm in (None, "backward")
    single = numpy.dtype(a_dtype).char in "efF" and not (
        factor_one and numpy.dtype(out_dtype).char in "dD")
    return (label, body, 1e-5 if single else None)


@pytest.mark.usefixtures("route")
def test_out(xp):
    W = _with_out
    cases = []
    for nm in NORMS:
        cases += [
            W(f"fft c16 {nm}", "fft", (3, 8), "float64", (3, 8), "complex128", norm=nm),
            W(f"fft axis 0 {nm}", "fft", (3, 8), "complex64", (3, 8), "complex64", axis=0, norm=nm),
            W(f"fft f4 -> c16 {nm}", "fft", (8,), "float32", (8,), "complex128", norm=nm),
            W(f"fft f8 -> c8 {nm}", "fft", (8,), "float64", (8,), "complex64", norm=nm),
            W(f"ifft c8 -> c16 {nm}", "ifft", (8,), "complex64", (8,), "complex128", norm=nm),
            W(f"rfft f4 -> c16 {nm}", "rfft", (9,), "float32", (5,), "complex128", norm=nm),
            W(f"irfft c8 -> f8 {nm}", "irfft", (5,), "complex64", (8,), "float64", norm=nm),
            W(f"irfft c16 -> c16 {nm}", "irfft", (5,), "complex128", (8,), "complex128", norm=nm),
            W(f"irfft f2 -> f2 {nm}", "irfft", (5,), "float16", (8,), "float16", norm=nm),
            W(f"ihfft {nm}", "ihfft", (4, 6), "float64", (4, 4), "complex128", norm=nm),
            W(f"fftn {nm}", "fftn", (3, 4), "float32", (3, 6), "complex64", s=(3, 6), axes=(0, 1),
              norm=nm),
            W(f"fftn f4 -> c16 {nm}", "fftn", (3, 4), "float32", (3, 4), "complex128", norm=nm),
            W(f"rfftn {nm}", "rfftn", (3, 4, 6), "float64", (3, 4, 4), "complex128", norm=nm),
            W(f"irfftn {nm}", "irfftn", (3, 4), "complex128", (3, 6), "float64", norm=nm),
            W(f"fft2 {nm}", "fft2", (2, 3, 4), "complex128", (2, 3, 4), "complex128", norm=nm),
        ]
    for label, f, a_shape, o_shape, o_dt in [("ifft2", "ifft2", (3, 4), (3, 4), "complex128"),
                                             ("irfft2", "irfft2", (3, 4), (3, 6), "float64"),
                                             ("hfft", "hfft", (5,), (8,), "float64")]:
        # NumPy 2.4 drops out= in these three (2.5 writes it): only the results are compared
        cases.append((label, lambda xp, f=f, a_shape=a_shape, o_shape=o_shape, o_dt=o_dt:
                      getattr(xp.fft, f)(make(xp, a_shape, "complex128", seed=7),
                                         out=xp.zeros(o_shape, o_dt))))
    cases += [
        W("wrong length", "fft", (8,), "float64", (7,), "complex128"),
        W("wrong ndim", "fft", (8,), "float64", (1, 8), "complex128"),
        W("wrong other axis", "fft", (2, 8), "float64", (3, 8), "complex128"),
        W("real out for fft", "fft", (8,), "float64", (8,), "float64"),
        W("int out for irfft", "irfft", (5,), "complex128", (8,), "int32"),
        W("rfft out of the input's length", "rfft", (8,), "float64", (8,), "complex128"),
        W("fftn wrong out", "fftn", (3, 4), "float64", (3, 5), "complex128"),
    ]
    check_cases(xp, cases)


@pytest.mark.usefixtures("route")
def test_out_is_input(xp):
    """fft(a, out=a): the transform reads all of a before writing it."""
    def body(xp):
        a = make(xp, (4, 8), "complex128", seed=8)
        r = xp.fft.fft(a, axis=0, out=a)
        return r, a
    check(xp, body)


@pytest.mark.usefixtures("route")
def test_out_broadcast_over_other_axes(gp):
    """An out= longer than the input along an axis of 1 that a step does not transform takes
    that step's result broadcast (NumPy's ufunc); the N-D transforms' later steps transform
    that out (rfftn's and irfftn's odd results included), an out the input cannot broadcast to
    is refused."""
    def W(label, f, a_shape, a_dt, o_shape, o_dt, **kw):
        def body(xp):
            o = xp.zeros(o_shape, o_dt)
            r = getattr(xp.fft, f)(make(xp, a_shape, a_dt, seed=3), out=o, **kw)
            return r, o, r is o
        return label, body
    check_cases(gp, [
        W("fft", "fft", (1, 8), "float64", (3, 8), "complex128"),
        W("fft axis 0", "fft", (8, 1, 2), "complex64", (8, 4, 2), "complex64", axis=0),
        W("rfft n", "rfft", (1, 9), "float32", (2, 5), "complex128", n=8),
        W("irfft", "irfft", (1, 5), "complex128", (3, 8), "float64"),
        W("ifft ortho", "ifft", (1, 6), "complex128", (2, 6), "complex128", norm="ortho"),
        W("ihfft", "ihfft", (1, 6), "float64", (3, 4), "complex128", norm="forward"),
        W("fftn", "fftn", (1, 3), "float64", (4, 3), "complex128", axes=(0, 1)),
        W("rfftn s", "rfftn", (1, 9), "bool", (5, 5), "complex128", axes=(-2, 1), s=(5, 8)),
        W("irfftn s", "irfftn", (6, 8, 4), "int64", (3, 8, 2), "complex64", axes=[2, 0],
          s=(1, 3)),
        W("not from the input's 2", "fft", (2, 8), "float64", (3, 8), "complex128"),
        W("not to fewer", "fft", (2, 8), "float64", (1, 8), "complex128"),
    ])


@pytest.mark.usefixtures("route")
def test_out_read_only_and_type(gp):
    a = gp.asarray(numpy.arange(4.0))
    ro = gp.broadcast_to(gp.zeros(4, "complex128"), (4,))
    with pytest.raises(ValueError):
        gp.fft.fft(a, out=ro)
    with pytest.raises(TypeError):
        gp.fft.fft(a, out=[0j] * 4)
    host = numpy.zeros(4, "complex128")
    r = gp.fft.fft(a, out=host)
    assert r is host
    numpy.testing.assert_allclose(host, numpy.fft.fft(numpy.arange(4.0)), rtol=1e-12)


# ---------------------------------------------------------------- errors
@pytest.mark.usefixtures("route")
@pytest.mark.parametrize("func", FUNCS_1D)
def test_1d_errors(xp, func):
    a = lambda xp: make(xp, (4, 6), "float64")  # noqa: E731
    check_cases(xp, [
        ("n=0", lambda xp: getattr(xp.fft, func)(a(xp), n=0)),
        ("n=-3", lambda xp: getattr(xp.fft, func)(a(xp), n=-3)),
        ("n=2.5", lambda xp: getattr(xp.fft, func)(a(xp), n=2.5)),
        ("n=0.5", lambda xp: getattr(xp.fft, func)(a(xp), n=0.5)),
        ("n numpy int", lambda xp: getattr(xp.fft, func)(a(xp), n=numpy.int64(5))),
        ("axis=2", lambda xp: getattr(xp.fft, func)(a(xp), axis=2)),
        ("axis=-3", lambda xp: getattr(xp.fft, func)(a(xp), axis=-3)),
        ("axis=2 with n", lambda xp: getattr(xp.fft, func)(a(xp), n=4, axis=2)),
        ("n=0 and bad axis", lambda xp: getattr(xp.fft, func)(a(xp), n=0, axis=5)),
        ("axis float", lambda xp: getattr(xp.fft, func)(a(xp), axis=1.0)),
        ("norm bad", lambda xp: getattr(xp.fft, func)(a(xp), norm="bad")),
        ("norm bad, n=0", lambda xp: getattr(xp.fft, func)(a(xp), n=0, norm="bad")),
        ("complex input", lambda xp: getattr(xp.fft, func)(make(xp, (5,), "complex128"))),
        ("length 1 default n", lambda xp: getattr(xp.fft, func)(make(xp, (1,), "complex128"))),
        ("string input", lambda xp: getattr(xp.fft, func)(["a", "b"])),
    ])


@pytest.mark.usefixtures("route")
def test_axis_out_of_range_without_n(gp):
    """Without ``n`` NumPy reads ``a.shape[axis]`` first: IndexError 'tuple index out of range'
    (with ``n``: AxisError), as gpnumpy must."""
    for f in FUNCS_1D:
        for kw in ({}, {"n": 4}):
            with pytest.raises(Exception) as got:
                getattr(gp.fft, f)(gp.ones(4), axis=1, **kw)
            with pytest.raises(Exception) as want:
                getattr(numpy.fft, f)(numpy.ones(4), axis=1, **kw)
            assert (type(got.value).__name__, str(got.value)) == \
                (type(want.value).__name__, str(want.value)), (f, kw)


@pytest.mark.usefixtures("route")
def test_n_and_out_errors_worded_as_the_reference(gp):
    """NumPy reads n as the length of the result it allocates (after the norm and the axis): a
    bool or a float raises there (an rfft's n // 2 + 1 of True is 1); an out= the loop cannot
    cast to raises NumPy's UFuncTypeError naming the last loop NumPy tried (the double one for
    float32 input and a float32 out=)."""
    cases = [
        lambda m: m.fft.fft(m.ones(3), n=True),
        lambda m: m.fft.fft(m.ones(3), n=numpy.bool_(True)),
        lambda m: m.fft.rfft(m.ones(3), n=True),
        lambda m: m.fft.irfft(m.ones(3), n=True),
        lambda m: m.fft.fft(m.ones(3), n=4.0, norm="bad"),
        lambda m: m.fft.fft(m.ones(3), n=2.0, norm="ortho"),
        lambda m: m.fft.fftn(m.ones((2, 2)), s=(True, 2), axes=(0, 1)),
        lambda m: m.fft.fft(m.ones(4), out=m.empty(4)),
        lambda m: m.fft.fft(m.ones(4, "float32"), out=m.empty(4, "float32")),
        lambda m: m.fft.ifft(m.ones(4, "float32"), out=m.empty(4, "int32")),
        lambda m: m.fft.rfft(m.ones(4, "float32"), out=m.empty(3, "float16")),
        lambda m: m.fft.irfft(m.ones(4, "complex64"), out=m.empty(6, "int32")),
        lambda m: m.fft.rfft2(m.ones((2, 2)), out=m.empty((2, 2), "int32")),
        # the module's own scalars (gpnumpy's device scalars are NumPy's to NumPy)
        lambda m: m.fft.irfft(m.ones(3) + 0j, n=m.ones(3).any()),
        lambda m: m.fft.fft(m.ones(3), n=m.arange(6)[5], axis=m.arange(2)[0]),
        lambda m: m.fft.fftn(m.ones((2, 3)), s=(m.arange(4)[3], 2), axes=(m.arange(2)[1], 0)),
    ]
    for f in cases:
        got, want = [], []
        for m, into in ((numpy, want), (gp, got)):
            try:
                r = f(m)
                into.append((r.shape, str(r.dtype)))
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                into.append((type(e).__name__, str(e)))
        assert got == want


@pytest.mark.usefixtures("route")
def test_norm_error_messages(gp):
    """NumPy's two texts: the forward check and the direction swap word it differently."""
    a = gp.ones(4)
    for f in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "irfftn"):
        with pytest.raises(ValueError) as got:
            getattr(gp.fft, f)(a.reshape(2, 2), norm="bad")
        with pytest.raises(ValueError) as want:
            getattr(numpy.fft, f)(numpy.ones((2, 2)), norm="bad")
        assert str(got.value) == str(want.value), f


@pytest.mark.usefixtures("route")
def test_deprecation_warnings_point_at_caller(gp):
    a = gp.ones((3, 4))
    for f in ("fftn", "rfftn", "irfftn", "fft2", "rfft2", "irfft2"):
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            getattr(gp.fft, f)(a, s=(3, 4))
            getattr(gp.fft, f)(a, s=(None, 4), axes=(0, 1))
        dep = [x for x in w if issubclass(x.category, DeprecationWarning)]
        assert len(dep) == (2 if not f.endswith("2") else 1), (f, [str(x.message) for x in w])
        assert all(x.filename == __file__ for x in dep), (f, [x.filename for x in dep])


# ---------------------------------------------------------------- helpers
def test_fftfreq_rfftfreq(xp):
    cases = []
    for f in ("fftfreq", "rfftfreq"):
        for n in (1, 2, 5, 8, 101):
            for d in (1.0, 0.1, 2, numpy.float32(0.5), 1j):
                cases.append((f"{f} n={n} d={d!r}", lambda xp, f=f, n=n, d=d: getattr(xp.fft, f)(n, d)))
        cases += [
            (f"{f} numpy int n", lambda xp, f=f: getattr(xp.fft, f)(numpy.int16(6), d=0.25)),
            (f"{f} n float", lambda xp, f=f: getattr(xp.fft, f)(4.0)),
            (f"{f} n=0", lambda xp, f=f: getattr(xp.fft, f)(0)),
            (f"{f} n=-2", lambda xp, f=f: getattr(xp.fft, f)(-2)),
            (f"{f} device cpu", lambda xp, f=f: getattr(xp.fft, f)(4, device="cpu")),
            (f"{f} device bad", lambda xp, f=f: getattr(xp.fft, f)(4, device="tpu")),
        ]
    check_cases(xp, cases)


def test_fftfreq_dtype_and_device(gp):
    for f in ("fftfreq", "rfftfreq"):
        for dt in ("float32", "float64"):
            r = getattr(gp.fft, f)(9, d=0.5, dtype=dt)
            assert isinstance(r, gp.ndarray) and r.dtype == dt
            numpy.testing.assert_allclose(r.get(), getattr(numpy.fft, f)(9, d=0.5).astype(dt))
        r = getattr(gp.fft, f)(4, device=gp.zeros(1).device)
        assert r.device == gp.zeros(1).device


@pytest.mark.parametrize("func", ["fftshift", "ifftshift"])
def test_shifts(xp, func):
    cases = []
    for shape in [(5,), (6,), (4, 5), (3, 4, 5)]:
        for axes in [None, 0, -1, (0,), tuple(range(len(shape)))[::-1]]:
            cases.append((f"{shape} axes={axes}", lambda xp, s=shape, ax=axes: getattr(xp.fft, func)(
                make(xp, s, "float32", seed=9), axes=ax)))
    cases += [
        ("list", lambda xp: getattr(xp.fft, func)([[1, 2, 3], [4, 5, 6]])),
        ("fftfreq", lambda xp: getattr(xp.fft, func)(xp.fft.fftfreq(9, 0.1))),
        ("T layout", lambda xp: getattr(xp.fft, func)(make(xp, (4, 5), "complex64", "T"), axes=1)),
        ("empty", lambda xp: getattr(xp.fft, func)(make(xp, (0, 3), "int8"))),
        ("bad axis", lambda xp: getattr(xp.fft, func)(make(xp, (3, 4), "int8"), axes=2)),
        ("bad axes", lambda xp: getattr(xp.fft, func)(make(xp, (3, 4), "int8"), axes=(0, 5))),
    ]
    check_cases(xp, cases)


# ---------------------------------------------------------------- package and dispatch
def test_package_imports(gp):
    import importlib
    mod = importlib.import_module("gpnumpy.fft")
    assert mod is gp.fft
    from gpnumpy.fft import rfft, fftfreq  # noqa: F401
    assert sorted(mod.__all__) == sorted(numpy.fft.__all__)
    assert all(callable(getattr(mod, name)) for name in numpy.fft.__all__)


def test_np_fft_functions_dispatch_to_gp(gp):
    a = gp.asarray(numpy.arange(8.0))
    for f in ("fft", "rfft", "fftn", "fftshift"):
        r = getattr(numpy.fft, f)(a)
        assert isinstance(r, gp.ndarray), f
        numpy.testing.assert_allclose(r.get(), getattr(numpy.fft, f)(numpy.arange(8.0)),
                                      rtol=1e-12, atol=1e-12)


# ---------------------------------------------------------------- the cuFFT path, on the host
class _FakeCufft:
    """Stands in for nvmath.bindings.cufft: each plan records its advanced layout, and an
    execution transforms exactly the memory that layout describes (NumPy on raw addresses)."""

    class Type:
        C2C, R2C, C2R, Z2Z, D2Z, Z2D = 0x29, 0x2a, 0x2c, 0x69, 0x6a, 0x6c

    def __init__(self):
        self.plans = {}
        self.next = 1
        self.made = 0
        self.destroyed = 0
        self.execs = 0

    def create(self):
        self.next += 1
        self.plans[self.next] = None
        return self.next

    def set_auto_allocation(self, h, flag):
        assert flag == 0

    def make_plan_many64(self, h, rank, n, inembed, istride, idist, onembed, ostride, odist,
                         typ, batch):
        assert 1 <= rank <= 3 and len(n) == rank
        assert (inembed == 0) == (onembed == 0), "basic layout on one side only"
        if inembed == 0:  # NULL: cuFFT's basic layout, the other layout arguments ignored
            half = list(n[:-1]) + [n[-1] // 2 + 1]
            inembed = half if typ in (self.Type.C2R, self.Type.Z2D) else list(n)
            onembed = half if typ in (self.Type.R2C, self.Type.D2Z) else list(n)
            istride = ostride = 1
            idist, odist = int(numpy.prod(inembed)), int(numpy.prod(onembed))
        assert len(inembed) == len(onembed) == rank
        assert min(istride, ostride, idist, odist, batch) >= 1
        self.plans[h] = (rank, list(n), list(inembed), istride, idist, list(onembed), ostride,
                         odist, typ, batch)
        self.made += 1
        return 4096

    def set_stream(self, h, stream):
        pass

    def set_work_area(self, h, ptr):
        assert ptr

    def destroy(self, h):
        del self.plans[h]
        self.destroyed += 1

    @staticmethod
    def _view(ptr, dtype, dims, embed, stride, dist, batch):
        dtype = numpy.dtype(dtype)
        rank = len(dims)
        st = [dist] + [stride * int(numpy.prod(embed[j + 1:], dtype=numpy.int64))
                       for j in range(rank)]
        shape = (batch,) + tuple(dims)
        extent = sum((m - 1) * s for m, s in zip(shape, st)) + 1
        buf = (ctypes.c_char * (extent * dtype.itemsize)).from_address(ptr)
        return numpy.ndarray(shape, dtype, buffer=buf, strides=[s * dtype.itemsize for s in st])

    def _run(self, h, iptr, optr, direction=None):
        self.execs += 1
        rank, n, ie, ist, idist, oe, ost, odist, typ, batch = self.plans[h]
        t = self.Type
        single = typ in (t.C2C, t.R2C, t.C2R)
        c, r = ("complex64", "float32") if single else ("complex128", "float64")
        half = n[:-1] + [n[-1] // 2 + 1]
        axes = tuple(range(1, rank + 1))
        if typ in (t.C2C, t.Z2Z):
            x = self._view(iptr, c, n, ie, ist, idist, batch)
            y = self._view(optr, c, n, oe, ost, odist, batch)
            y[...] = (numpy.fft.fftn(x, axes=axes) if direction == -1
                      else numpy.fft.ifftn(x, axes=axes, norm="forward"))
        elif typ in (t.R2C, t.D2Z):
            x = self._view(iptr, r, n, ie, ist, idist, batch)
            y = self._view(optr, c, half, oe, ost, odist, batch)
            y[...] = numpy.fft.rfftn(x, axes=axes)
        else:
            x = self._view(iptr, c, half, ie, ist, idist, batch)
            y = self._view(optr, r, n, oe, ost, odist, batch)
            # what a C2R reads must be a half spectrum: its zero (and Nyquist) frequency
            # planes real for one axis, Hermitian along the other axes for several
            planes = [0] + ([n[-1] // 2] if n[-1] % 2 == 0 else [])
            for c in planes:
                p = x[..., c]
                rev = numpy.roll(numpy.flip(p, axes[:-1]), 1, axes[:-1]) if rank > 1 else p
                assert numpy.array_equal(p, numpy.conj(rev)), \
                    "C2R input whose zero/Nyquist planes are not Hermitian"
            y[...] = numpy.fft.irfftn(x, s=n, axes=axes, norm="forward")
            x[...] = numpy.nan  # cuFFT's C2R destroys its input

    def exec_c2c(self, h, i, o, d):
        self._run(h, i, o, d)

    exec_z2z = exec_c2c

    def exec_r2c(self, h, i, o):
        self._run(h, i, o)

    exec_d2z = exec_c2r = exec_z2d = exec_r2c


@pytest.fixture
def fake_cufft(gp, monkeypatch):
    """gpnumpy.fft's cuFFT path on host memory (host arrays have no device address: the
    stand-in's pointers are the host buffers' own)."""
    from gpnumpy.fft import _cufft
    if _cufft.device.ON_DEVICE:
        pytest.skip("a real GPU: the cuFFT path itself runs in the other tests")
    lib = _FakeCufft()
    fake_device = types.SimpleNamespace(ON_DEVICE=True, stream_handle=lambda: 0,
                                        wrote=lambda: None, free_cached_memory=lambda: None,
                                        synchronize=lambda: None, malloc=_cufft.device.malloc)
    fake_libs = types.SimpleNamespace(
        data_ptr=lambda a: a._mem.host.ctypes.data + a._offset,
        workspace=lambda nbytes: types.SimpleNamespace(ptr=1),
        available=lambda binding="cublas": binding == "cufft")
    monkeypatch.setattr(_cufft, "device", fake_device)
    monkeypatch.setattr(_cufft, "libraries", fake_libs)
    monkeypatch.setattr(_cufft, "_lib", lambda: lib)
    _cufft.clear_plan_cache()
    yield lib
    _cufft.clear_plan_cache()


_SIM_CASES = [
    ("fft C", lambda xp: xp.fft.fft(make(xp, (4, 16), "complex64", seed=1))),
    ("fft axis 0", lambda xp: xp.fft.fft(make(xp, (16, 4), "complex128", seed=1), axis=0)),
    ("fft T", lambda xp: xp.fft.fft(make(xp, (6, 10), "complex128", "T", seed=1))),
    ("fft neg", lambda xp: xp.fft.fft(make(xp, (6, 10), "complex128", "neg", seed=1))),
    ("fft slice", lambda xp: xp.fft.fft(make(xp, (6, 10), "complex64", "slice", seed=1), axis=0)),
    ("fft cropped view", lambda xp: xp.fft.fft(make(xp, (5, 12), "complex128", seed=1), n=7)),
    ("fft 3-D middle (loops)", lambda xp: xp.fft.fft(make(xp, (3, 8, 5), "complex128"), axis=1)),
    ("fft 3-D middle (copy)", lambda xp: xp.fft.fft(make(xp, (40, 8, 5), "complex128"), axis=1)),
    ("fft 4-D axis 1 of T", lambda xp: xp.fft.fft(make(xp, (2, 3, 4, 5), "complex128", "T"),
                                                   axis=1)),
    ("ifft ortho axis 0", lambda xp: xp.fft.ifft(make(xp, (9, 3, 2), "complex64"), axis=0,
                                                 norm="ortho")),
    ("fft2", lambda xp: xp.fft.fft2(make(xp, (3, 8, 6), "complex128"))),
    ("fft2 leading axes", lambda xp: xp.fft.fft2(make(xp, (8, 6, 3), "complex128"), axes=(0, 1))),
    ("fft2 outer axes", lambda xp: xp.fft.fft2(make(xp, (8, 3, 6), "complex128"), axes=(0, 2))),
    ("fft2 T", lambda xp: xp.fft.fft2(make(xp, (8, 6), "complex64", "T"))),
    ("fftn 3 axes of 4", lambda xp: xp.fft.fftn(make(xp, (3, 4, 5, 6), "complex128"),
                                                 axes=(0, 2, 3))),
    ("fftn 4 axes", lambda xp: xp.fft.fftn(make(xp, (3, 4, 5, 6), "complex128"))),
    ("fftn slice view", lambda xp: xp.fft.fftn(make(xp, (6, 8, 10), "complex128", "slice"))),
    ("ifftn s pad", lambda xp: xp.fft.ifftn(make(xp, (3, 4, 5), "complex128"), s=(6, 7),
                                            axes=(1, 2), norm="forward")),
    ("rfft", lambda xp: xp.fft.rfft(make(xp, (3, 17), "float32"))),
    ("rfft axis 0", lambda xp: xp.fft.rfft(make(xp, (16, 5), "float64"), axis=0)),
    ("rfft T", lambda xp: xp.fft.rfft(make(xp, (6, 9), "float64", "T"))),
    ("rfft 3-D middle", lambda xp: xp.fft.rfft(make(xp, (3, 8, 5), "float64"), axis=1)),
    ("rfft2", lambda xp: xp.fft.rfft2(make(xp, (5, 6, 8), "float64"))),
    ("rfftn axes", lambda xp: xp.fft.rfftn(make(xp, (5, 6, 8), "float32"), axes=(2, 0))),
    ("irfft", lambda xp: xp.fft.irfft(make(xp, (3, 9), "complex128"))),
    ("irfft odd n", lambda xp: xp.fft.irfft(make(xp, (3, 9), "complex128"), n=15)),
    ("irfft axis 0", lambda xp: xp.fft.irfft(make(xp, (9, 4), "complex64"), axis=0)),
    ("irfft 3-D middle", lambda xp: xp.fft.irfft(make(xp, (30, 5, 4), "complex128"), axis=1)),
    ("irfft2", lambda xp: xp.fft.irfft2(make(xp, (4, 6, 5), "complex128"))),
    ("irfftn axes", lambda xp: xp.fft.irfftn(make(xp, (6, 5, 4), "complex128"), axes=(2, 0))),
    ("irfft2 odd s", lambda xp: xp.fft.irfft2(make(xp, (4, 6, 5), "complex128"), s=(5, 7))),
    ("irfft2 c64 ortho", lambda xp: xp.fft.irfft2(make(xp, (6, 5), "complex64"), norm="ortho")),
    ("irfftn 3 axes", lambda xp: xp.fft.irfftn(make(xp, (3, 4, 6, 5), "complex128"),
                                               axes=(1, 2, 3), norm="forward")),
    ("irfftn 4 axes", lambda xp: xp.fft.irfftn(make(xp, (3, 4, 6, 5), "complex128"))),
    ("irfftn T", lambda xp: xp.fft.irfftn(make(xp, (6, 5), "complex128", "T"))),
    ("irfftn crop pad", lambda xp: xp.fft.irfftn(make(xp, (5, 8, 6), "complex64"), s=(3, 9, 4),
                                                 axes=(0, 1, 2))),
    ("irfftn length-1 axis", lambda xp: xp.fft.irfftn(make(xp, (1, 6, 5), "complex128"),
                                                      axes=(0, 1, 2))),
    ("irfft2 n=1", lambda xp: xp.fft.irfft2(make(xp, (4, 3), "complex128"), s=(4, 1))),
    ("irfft2 float32 input", lambda xp: xp.fft.irfft2(make(xp, (4, 6), "float32"))),
    ("hfft", lambda xp: xp.fft.hfft(make(xp, (3, 6), "complex128"), norm="ortho")),
    ("ihfft", lambda xp: xp.fft.ihfft(make(xp, (3, 10), "float64"), axis=0)),
    ("float16 irfft", lambda xp: xp.fft.irfft(make(xp, (2, 5), "float16"), norm="forward")),
    ("int fft2", lambda xp: xp.fft.fft2(make(xp, (4, 6), "int32", "T"))),
]


@pytest.mark.parametrize("label", [c[0] for c in _SIM_CASES])
def test_cufft_path_simulated(gp, fake_cufft, label):
    body = dict(_SIM_CASES)[label]
    check(gp, body)
    assert fake_cufft.execs > 0


def test_cufft_direct_calls(gp, fake_cufft):
    """A repeated call that is one cuFFT plan over its input as it lies (``fft(x)``,
    ``rfft(x)``, ``ifft(x, norm='forward')``, along any axis cuFFT describes) skips the front
    end's steps from its second call on (_cufft.Direct): NumPy's values, dtype and shape for
    new data each call; a crop, a cast or a scaling keeps the steps."""
    from gpnumpy.fft import _cufft
    direct = [("fft", "complex64", "C", {}), ("rfft", "float32", "C", {}),
              ("ifft", "complex128", "C", {"norm": "forward"}),
              ("fft", "complex128", "T", {"axis": 0}), ("rfft", "float64", "T", {"axis": 0})]
    steps = [("ifft", "complex64", "C", {}), ("fft", "complex64", "C", {"n": 12}),
             ("fft", "float32", "C", {}), ("fft", "complex64", "C", {"norm": "ortho"})]
    for name, dt, lay, kw in direct + steps:
        for seed in (1, 2, 3):
            check(gp, lambda xp: getattr(xp.fft, name)(make(xp, (6, 16), dt, lay, seed=seed),
                                                       **kw))
    made = [d for d in _cufft.directs.values() if d]
    assert len(made) == len(direct), (made, _cufft.directs.values())
    assert len(_cufft.directs) == len(direct + steps)


def test_cufft_plan_cache(gp, fake_cufft, monkeypatch):
    from gpnumpy.fft import _cufft
    a = gp.asarray(numpy.ones((4, 16), "complex64"))
    gp.fft.fft(a)
    gp.fft.fft(a)
    assert fake_cufft.made == 1, "a repeated transform reuses its plan"
    gp.fft.fft(a.astype("complex128"))
    gp.fft.fft(a, axis=0)
    gp.fft.fft(gp.asarray(numpy.ones((5, 16), "complex64")))
    assert fake_cufft.made == 4, "precision, layout and batch each make a new plan"
    monkeypatch.setattr(_cufft, "plan_cache_size", 2)
    for n in range(2, 8):
        gp.fft.fft(a, n=n)
    assert len(_cufft._cache()) == 2
    assert len(fake_cufft.plans) == 2 and fake_cufft.destroyed == fake_cufft.made - 2, \
        "evicted plans are destroyed"
    _cufft.clear_plan_cache()
    assert not fake_cufft.plans


@pytest.mark.usefixtures("route")
def test_out_written_by_ifft2_irfft2_hfft(gp):
    """As NumPy 2.5 (2.4 dropped out= in these three)."""
    z = numpy.arange(12.0).reshape(3, 4) * (1 + 0.5j)
    for f, shape, dt in [("ifft2", (3, 4), "complex128"), ("irfft2", (3, 6), "float64"),
                         ("hfft", (3, 6), "float64")]:
        o = gp.zeros(shape, dt)
        r = getattr(gp.fft, f)(gp.asarray(z), out=o)
        assert r is o, f
        numpy.testing.assert_allclose(o.get(), getattr(numpy.fft, f)(z), rtol=1e-12, atol=1e-12)


def test_irfftn_is_one_c2r_plan(gp, fake_cufft):
    """irfft2/irfftn: the complex steps and the C2R run as one multi-dimensional plan (rank
    up to 3; a fourth axis gets a complex plan of its own first)."""
    from gpnumpy.fft import _cufft
    t = _FakeCufft.Type
    for shape, kw, ranks in [((4, 6, 5), {"axes": (1, 2)}, [2]), ((4, 6, 5), {}, [3]), ((3, 4, 6, 5), {"axes": (1, 2, 3)}, [3]),
                             ((3, 4, 6, 5), {}, [1, 3]), ((6, 5), {"s": (3, 7), "axes": (0, 1)}, [2])]:
        _cufft.clear_plan_cache()
        before = fake_cufft.execs
        x = make(gp, shape, "complex128")
        gp.fft.irfftn(x, **kw)
        got = sorted((p[0], p[8]) for p in fake_cufft.plans.values())
        want = sorted([(r, t.Z2D) if r == max(ranks) else (r, t.Z2Z) for r in ranks])
        assert got == want, (shape, kw, got)
        assert fake_cufft.execs - before == len(ranks)


@pytest.mark.usefixtures("route")
def test_object_and_string_input(gp):
    """Object data (which the device does not hold) is NumPy's transform on the host, as for
    gpnumpy's own namespace; strings give NumPy's error."""
    def run(xp):
        out = []
        for f in (lambda: xp.fft.fft(numpy.array([1, 2, 3], dtype=object)),
                  lambda: xp.fft.rfft(numpy.array([1.0, 0.0], dtype=object)),
                  lambda: xp.fft.fftshift(numpy.array([1, 2, 3], dtype=object)),
                  lambda: xp.fft.fft(["1", "2"])):
            try:
                r = numpy.asarray(f())
                out.append((r.round(12).tolist(), str(r.dtype)))
            except Exception as e:   # noqa: BLE001 (the exception is what is compared)
                out.append((type(e).__name__, str(e)))
        return out
    assert run(gp) == run(numpy)


@pytest.mark.parametrize("call", [
    lambda gp, x: gp.fft.fft2(x), lambda gp, x: gp.fft.ifftn(x, axes=(0,), norm="ortho"),
    lambda gp, x: gp.fft.rfft2(x.real), lambda gp, x: gp.fft.irfft2(x),
    lambda gp, x: gp.fft.fftn(x, axes=[1]), lambda gp, x: gp.fft.fft(x, axis=0)],
    ids=["fft2", "ifftn axes norm", "rfft2", "irfft2", "fftn axes list", "fft"])
def test_steps_are_resolved_once_per_layout(gp, fake_cufft, call, monkeypatch):
    """NumPy's checks and steps are worked out once per (function, input shape and dtype,
    axes, norm): a second call of the same kind resolves nothing (an N-D transform's host
    time was mostly this, and NumPy's take made the default lengths NumPy integers, which
    the cache refused); another shape resolves again; the results stay NumPy's.  (cuFFT's
    path: where NumPy's own functions run, nothing is resolved.)"""
    from gpnumpy.fft import _transforms
    seen = []
    real = _transforms._resolve

    def counting(*args):
        seen.append(args[0])
        return real(*args)
    monkeypatch.setattr(_transforms, "_resolve", counting)
    rng = numpy.random.default_rng(3)
    h = rng.standard_normal((6, 10)) + 1j * rng.standard_normal((6, 10))
    for shape in ((6, 10), (6, 10), (5, 10), (6, 10)):
        x = gp.asarray(h[:shape[0]])
        got = call(gp, x)
        want = call(numpy, h[:shape[0]])
        assert got.dtype == want.dtype and got.shape == want.shape
        numpy.testing.assert_allclose(got.get(), want, rtol=1e-12, atol=1e-12)
    assert seen == [(6, 10), (5, 10)], seen


@pytest.mark.parametrize("route", ["standin"], indirect=True)
def test_pending_input_computed_before_the_transform_allocates(gp, route, monkeypatch):
    """A pending input (fusion) is computed as the transform starts, before it allocates its
    copy or result: the graph's leaves go back to the pool first, as the unfused program's
    temporaries do (irfft2 of a pending spectrum product otherwise held one spectrum more
    than fusion off at its peak); the result is NumPy's."""
    from gpnumpy._core import device, fusion
    old = gp.fusion.set_mode("force")
    try:
        h = numpy.random.default_rng(3).random((16, 16))
        img = gp.asarray(h)
        spec = gp.fft.rfft2(img) * gp.fft.rfft2(img * 0.5)
        assert fusion.pending(spec)
        seen = []
        malloc = device._pool.malloc

        def counting(nbytes):
            seen.append(fusion.pending(spec))
            return malloc(nbytes)
        monkeypatch.setattr(device._pool, "malloc", counting)
        r = gp.fft.irfft2(spec, s=img.shape)
        monkeypatch.undo()
        assert seen.count(True) == 1, seen  # (the flush's own allocation of the product)
        ref = numpy.fft.irfft2(numpy.fft.rfft2(h) * numpy.fft.rfft2(h * 0.5), s=h.shape)
        numpy.testing.assert_allclose(to_numpy(r), ref, rtol=1e-12, atol=1e-12)
    finally:
        gp.fusion.set_mode(old)
