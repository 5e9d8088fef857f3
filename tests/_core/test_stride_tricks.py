"""as_strided and sliding_window_view: views of the device memory with NumPy's semantics
(shapes, strides, writes visible in the base, writeable/readonly, NumPy's checks and errors)."""

import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases, make


def _st(xp):
    """The stride_tricks module of ``xp`` (gpnumpy's as gpnumpy.lib.stride_tricks once wired)."""
    if xp is numpy:
        return numpy.lib.stride_tricks
    lib = getattr(xp, "lib", None)
    st = getattr(lib, "stride_tricks", None) if lib is not None else None
    if st is None or not hasattr(st, "sliding_window_view") or \
            getattr(st.as_strided, "__module__", "").startswith("numpy"):
        from gpnumpy._core import stride_tricks as st
    return st


_AS_STRIDED = [
    ("overlapping rows", lambda xp, a: _st(xp).as_strided(a, (4, 3), (8, 8))),
    ("zero stride", lambda xp, a: _st(xp).as_strided(a, (3, 5), (0, 8))),
    ("same shape", lambda xp, a: _st(xp).as_strided(a)),
    ("only shape", lambda xp, a: _st(xp).as_strided(a, shape=(4,))),
    ("negative stride", lambda xp, a: _st(xp).as_strided(a[5:], (4,), (-8,))),
    ("of a transposed view", lambda xp, a: _st(xp).as_strided(a.reshape(2, 5).T, (5, 2))),
    ("empty", lambda xp, a: _st(xp).as_strided(a, (0, 3), (8, 8))),
    ("0-d", lambda xp, a: _st(xp).as_strided(a, (), ())),
    ("strides mismatch", lambda xp, a: _st(xp).as_strided(a, (2, 2), (8,))),
    ("negative shape", lambda xp, a: _st(xp).as_strided(a, (-1,), (8,))),
]


def test_as_strided_values(xp):
    cases = []
    for label, fn in _AS_STRIDED:
        def body(xp, fn=fn):
            a = make(xp, (10,), "float64")
            v = fn(xp, a)
            return v, v.shape, v.strides, v.flags.writeable
        cases.append((label, body))
    assert_same_cases(xp, cases)


def test_as_strided_writes_reach_the_base(xp):
    def body(xp):
        a = xp.arange(10.0)
        v = _st(xp).as_strided(a, (4, 3), (8, 8))
        v[1, 1] = -5.0           # element a[2]
        v[3] += 100.0            # a[3:6]
        return a, v, bool(numpy.shares_memory(v, a)) if xp is numpy else True
    assert_same(xp, body)


def test_as_strided_readonly(xp):
    def body(xp):
        a = xp.arange(6)
        v = _st(xp).as_strided(a, (2, 3), (8, 8), writeable=False)
        try:
            v[0, 0] = 1
            raised = False
        except ValueError:
            raised = True
        ro = _st(xp).as_strided(xp.broadcast_to(a, (2, 6)), (6,), (8,))
        return v.flags.writeable, raised, ro.flags.writeable, a
    assert_same(xp, body)


def test_as_strided_shape_only(xp):
    # no strides: a C-contiguous array's are the new shape's (NumPy's array interface), any
    # other array's its own
    assert_same_cases(xp, [
        ("C-contiguous", lambda xp: _st(xp).as_strided(xp.arange(6), shape=(2, 2))),
        ("same ndim", lambda xp: _st(xp).as_strided(xp.arange(6).reshape(2, 3), shape=(3, 2))),
        ("transposed", lambda xp: _st(xp).as_strided(xp.arange(6).reshape(2, 3).T, shape=(2, 2))),
        ("strided, other ndim", lambda xp: _st(xp).as_strided(xp.arange(6)[::2], shape=(2, 1))),
    ])


def test_views_of_readonly_views_are_readonly(xp):
    # a read-only view's own views (transposes, slices, reshapes, parts) cannot write either
    def views(xp, v):
        out = []
        for f in (lambda v: v.T, lambda v: v[0], lambda v: v[::-1], lambda v: v[None],
                  lambda v: v[..., 1:], lambda v: xp.moveaxis(v, 0, -1), lambda v: v.view(),
                  lambda v: v.real, lambda v: v.imag, lambda v: xp.flip(v)):
            w = f(v)
            try:
                w[...] = 1
                out.append(w.flags.writeable)
            except ValueError as e:
                out.append(str(e))
        return out
    assert_same_cases(xp, [
        ("sliding window", lambda xp: views(xp, _st(xp).sliding_window_view(xp.arange(6.0), 3))),
        ("broadcast_to", lambda xp: views(xp, xp.broadcast_to(xp.arange(3) + 1j, (2, 3)))),
        ("as_strided", lambda xp: views(xp, _st(xp).as_strided(xp.arange(6.0), (2, 2), (8, 8),
                                                               writeable=False))),
    ])


def test_as_strided_of_scalar_and_list(xp):
    def body(xp):
        s = xp.arange(4)[2]
        return (_st(xp).as_strided(s, (3,), (0,)), _st(xp).as_strided([1, 2, 3], (2,), (8,)))
    assert_same(xp, body)


@pytest.mark.parametrize("name, call", [
    # (NumPy makes a new, writeable array of a scalar before the view: np.array(x, copy=None))
    ("as_strided", lambda xp, s: _st(xp).as_strided(s)),
    ("as_strided subok", lambda xp, s: _st(xp).as_strided(s, subok=True)),
    ("sliding_window_view writeable", lambda xp, s: _st(xp).sliding_window_view(
        s, (), writeable=True)),
    ("broadcast_arrays alone", lambda xp, s: xp.broadcast_arrays(s)[0]),
    ("broadcast_arrays broadcast", lambda xp, s: xp.broadcast_arrays(s, xp.zeros(2))[0]),
])
def test_views_of_a_scalar_are_writeable(xp, name, call):
    def body(xp):
        s = xp.arange(3.0)[1]
        v = call(xp, s)
        writeable = v.flags.writeable
        if v.ndim == 0:
            v[()] = 7.0  # (a new array: the scalar keeps its value)
        return type(v).__name__, writeable, v, s
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        assert_same(xp, body)


_SLIDING = [
    ("1-d", lambda xp, a: _st(xp).sliding_window_view(a.reshape(-1), 3)),
    ("2-d all axes", lambda xp, a: _st(xp).sliding_window_view(a, (2, 2))),
    ("one axis", lambda xp, a: _st(xp).sliding_window_view(a, 3, axis=1)),
    ("negative axis", lambda xp, a: _st(xp).sliding_window_view(a, 2, axis=-2)),
    ("same axis twice", lambda xp, a: _st(xp).sliding_window_view(a, (2, 2), axis=(1, 1))),
    ("window of the axis length", lambda xp, a: _st(xp).sliding_window_view(a, 4, axis=1)),
    ("zero window", lambda xp, a: _st(xp).sliding_window_view(a, 0, axis=0)),
    ("of a transposed view", lambda xp, a: _st(xp).sliding_window_view(a.T, (2, 2))),
    ("window too large", lambda xp, a: _st(xp).sliding_window_view(a, 5, axis=1)),
    ("negative window", lambda xp, a: _st(xp).sliding_window_view(a, -1, axis=1)),
    ("too few windows", lambda xp, a: _st(xp).sliding_window_view(a, 2)),
    ("axis count mismatch", lambda xp, a: _st(xp).sliding_window_view(a, (2, 2), axis=0)),
    ("axis out of range", lambda xp, a: _st(xp).sliding_window_view(a, 2, axis=2)),
]


def test_sliding_window_view(xp):
    cases = []
    for label, fn in _SLIDING:
        def body(xp, fn=fn):
            a = make(xp, (3, 4), "int32")
            v = fn(xp, a)
            return v, v.shape, v.strides, v.flags.writeable
        cases.append((label, body))
    assert_same_cases(xp, cases)


def test_sliding_window_view_is_a_view(xp):
    def body(xp):
        a = xp.arange(8.0)
        v = _st(xp).sliding_window_view(a, 3)
        try:
            v[0, 0] = 1.0
            raised = False
        except ValueError:
            raised = True
        w = _st(xp).sliding_window_view(a, 3, writeable=True)
        w[2, 1] = -1.0          # a[3]
        a[0] = 50.0             # seen through both views
        return raised, v, w, a, v.mean(axis=-1)
    assert_same(xp, body)


def test_as_strided_outside_memory_raises(gp):
    a = gp.arange(10.0)
    st = _st(gp)
    with pytest.raises(ValueError):
        st.as_strided(a, (20,), (8,))
    with pytest.raises(ValueError):
        st.as_strided(a[1:], (3,), (-8,))
    assert st.as_strided(a[9:], (10,), (-8,)).tolist() == list(range(9, -1, -1))


def test_host_input_gives_host_view(gp):
    h = numpy.arange(6.0)
    v = _st(gp).as_strided(h, (2, 3), (8, 8))
    assert isinstance(v, numpy.ndarray)
    v[0, 1] = 9.0
    assert h[1] == 9.0


_CHECK_BOUNDS = numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0"


def test_as_strided_check_bounds(xp):
    # NumPy 2.5's check_bounds=True: bounds of the base's memory, not of the view passed in;
    # NumPy's message says how far outside the view reaches (NumPy 2.4 has no such keyword)
    def body(xp):
        a = xp.arange(60, dtype=xp.int32)
        out = []
        for b, shape, strides in ((a[:3], (3,), (80,)), (a[50:52], (2,), (60,)),
                                  (a[4:6], (3,), (-12,)), (a.reshape(6, 10)[1:3, 2:4], (3, 2), (-40, 4)),
                                  (a[::7], (0,), (-4000,)), (a, None, None)):
            try:
                out.append(_st(xp).as_strided(b, shape, strides, check_bounds=True))
            except (ValueError, TypeError) as e:
                out.append("%s: %s" % (type(e).__name__, e))
        return out
    assert_same(xp, body)


def test_host_input_check_bounds(gp):
    h = numpy.arange(6.0)
    if not _CHECK_BOUNDS:
        with pytest.raises(TypeError, match="check_bounds"):
            _st(gp).as_strided(h, (2,), (8,), check_bounds=True)
        return
    with pytest.raises(ValueError, match="View ends 8 bytes after"):
        _st(gp).as_strided(h[4:], (2,), (16,), check_bounds=True)


def test_sliding_window_view_dispatch(gp):
    """numpy.lib.stride_tricks.sliding_window_view(gpnumpy array), through
    __array_function__: gpnumpy's read-only view of the same memory (no host copy)."""
    import warnings
    a = gp.arange(8.0)
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        v = numpy.lib.stride_tricks.sliding_window_view(a, 3)
    assert isinstance(v, gp.ndarray) and v.shape == (6, 3) and not v.flags.writeable
    a[4] = -1.0
    assert v[2, 2] == -1.0
