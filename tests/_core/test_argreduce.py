"""argmax and argmin: the reduction core with (value, index) pairs.

NumPy's rules: the first occurrence of the best value wins, a NaN beats every number (the first
NaN), empty reductions raise ValueError, results are int64.
"""
import numpy
import pytest

from gpnumpy.testing._xp import ALL_DTYPES, assert_same, assert_same_cases, make, make_special, short


@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=short)
@pytest.mark.parametrize("name", ["argmax", "argmin"])
def test_layouts_axes(xp, name, dtype):
    cases = []
    for layout in ("C", "T", "neg", "slice"):
        for axis in (None, 0, 1, -1):
            for keep in (False, True):
                cases.append((f"{name}({layout}, axis={axis}, keepdims={keep})",
                              lambda xp, layout=layout, axis=axis, keep=keep: getattr(xp, name)(
                                  make(xp, (5, 7), dtype, layout, seed=3, kind="small"), axis=axis,
                                  keepdims=keep)))
    cases.append(("0-d", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d"))))
    cases.append(("0-d axis=0", lambda xp: getattr(xp, name)(make(xp, (), dtype, "0d"), axis=0)))
    cases.append(("empty kept", lambda xp: getattr(xp, name)(make(xp, (0, 3), dtype), axis=1)))
    cases.append(("method", lambda xp: getattr(make(xp, (4, 6), dtype, "T", seed=5), name)(axis=0)))
    cases.append(("3-d", lambda xp: getattr(xp, name)(make(xp, (3, 4, 5), dtype, seed=6), axis=1)))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64", "complex64", "complex128"],
                         ids=short)
def test_nan_inf_and_ties(xp, dtype):
    cases = []
    for name in ("argmax", "argmin"):
        cases.append((f"{name} specials", lambda xp, name=name: getattr(xp, name)(
            make_special(xp, dtype))))
        cases.append((f"{name} specials axis 0", lambda xp, name=name: getattr(xp, name)(
            make_special(xp, dtype, axis=0), axis=0)))
        cases.append((f"{name} all equal", lambda xp, name=name: getattr(xp, name)(
            xp.ones((3, 5000), dtype), axis=1)))
        cases.append((f"{name} -inf only", lambda xp, name=name: getattr(xp, name)(
            xp.full(300000, -numpy.inf, dtype))))
        cases.append((f"{name} two NaNs", lambda xp, name=name: getattr(xp, name)(
            xp.asarray([1, numpy.nan, 5, numpy.nan], dtype))))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("dtype", ["int8", "uint16", "int64", "float32", "float64", "complex64", "bool"],
                         ids=short)
def test_big_shapes_take_every_kernel_path(xp, dtype):
    shapes = [((3, 70001), 1), ((70001, 3), 0), ((300, 2000), 0), ((300, 2000), 1),
              ((2, 200001), None), ((1 << 20) + 5,), ((40, 50, 60), 1)]
    cases = []
    for s in shapes:
        shape, axis = s[0], (s[1] if len(s) > 1 else None)
        for name in ("argmax", "argmin"):
            # few distinct values: many ties across blocks and chunks
            cases.append((f"{name} {shape} axis={axis}", lambda xp, shape=shape, axis=axis, name=name:
                          getattr(xp, name)(make(xp, shape, dtype, seed=7, kind="small"), axis=axis)))
    cases.append(("argmax T", lambda xp: xp.argmax(make(xp, (300, 2001), dtype, "T", seed=9), axis=0)))
    cases.append(("argmin T None", lambda xp: xp.argmin(make(xp, (300, 2001), dtype, "T", seed=9))))
    assert_same_cases(xp, cases)


def test_last_element_wins_when_best(xp):
    def body(xp):
        a = xp.zeros(1 << 22, "float32")
        a[-1] = 1
        b = xp.zeros((5, 100003), "int32")
        b[3, 99999] = -4
        return xp.argmax(a), xp.argmin(b, axis=1), xp.argmin(b), xp.argmax(-b, axis=0)[99999]
    assert_same(xp, body)


def test_out_and_errors(xp):
    def with_out(xp):
        out = xp.zeros(4, "int64")
        r = xp.argmax(make(xp, (4, 6), "float32", seed=1), axis=1, out=out)
        return r is out, out

    def out_int32(xp):
        out = xp.zeros((4, 1), "int32")
        xp.argmin(make(xp, (4, 6), "float32", seed=1), axis=1, out=out, keepdims=True)
        return out
    cases = [
        ("out", with_out), ("out int32 keepdims", out_int32),
        ("out wrong shape", lambda xp: xp.argmax(make(xp, (4, 6)), axis=1, out=xp.zeros(6, "int64"))),
        ("out float", lambda xp: xp.argmax(make(xp, (4, 6)), axis=1, out=xp.zeros(4))),
        ("empty", lambda xp: xp.argmax(make(xp, (0,), "float32"))),
        ("empty axis", lambda xp: xp.argmin(make(xp, (0, 3), "float32"), axis=0)),
        ("axis out of bounds", lambda xp: xp.argmax(make(xp, (2, 3)), axis=2)),
        ("axis tuple", lambda xp: xp.argmax(make(xp, (2, 3)), axis=(0, 1))),
    ]
    assert_same_cases(xp, cases)


def test_axis_is_a_c_int(xp):
    """argmax/argmin's axis is NumPy's C int: an array of more than one element or a float is
    its TypeError (not the truth value of an array), a 0-d integer array or device scalar an
    axis, a bool NumPy's 'an integer is required'."""
    a = lambda xp: xp.arange(9.0).reshape(3, 3)  # noqa: E731
    assert_same_cases(xp, [
        ("argmin 1-d array", lambda xp: xp.argmin(a(xp), xp.asarray([1, 0]))),
        ("argmax method 1-d array", lambda xp: a(xp).argmax(axis=xp.asarray([1, 0]))),
        ("nanargmax 1-d array", lambda xp: xp.nanargmax(a(xp), xp.asarray([1, 0]))),
        ("float", lambda xp: xp.argmax(a(xp), 1.0)),
        ("0-d array", lambda xp: xp.argmax(a(xp), xp.asarray(1))),
        ("device scalar", lambda xp: xp.argmin(a(xp), xp.asarray([1])[0])),
        ("NumPy bool", lambda xp: xp.argmax(a(xp), numpy.True_)),
        ("bool", lambda xp: xp.argmax(a(xp), True)),
    ])

