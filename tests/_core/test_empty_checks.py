"""Errors NumPy raises even when the result is empty, and loops NumPy runs without NEP 50's
range check (issue 14, item 11): zero-size reductions without an identity, out-of-range
indices into empty axes, ufunc.at with Python scalars outside the dtype's range, checks of
put/bincount/choose/pad/split/partition on empty operands, out=/casting/shape checks of
empty results, and Python ints against unsigned arrays.  Each case runs with NumPy and
gpnumpy: the same values, dtype and shape, or the same exception type.

NumPy's ``searchsorted(..., sorter=)`` checks only the sorter entries its binary search
visits; gpnumpy checks them all (ValueError for any index out of range): not tested here.
"""
import numpy
import pytest

from gpnumpy.testing._xp import assert_same


def E(xp, shape, dt="f8"):
    return xp.zeros(shape, dt)


def I(xp, v):
    return xp.asarray(numpy.array(v, dtype=numpy.intp))


np = numpy  # (the cases build NumPy arrays of the index values)

CASES = {
 "min axis1 (0,0,4)": lambda xp: xp.min(E(xp,(0,0,4)), axis=1),
 "max axis0 (0,3)": lambda xp: xp.max(E(xp,(0,3)), axis=0),
 "max axis1 (0,3)": lambda xp: xp.max(E(xp,(0,3)), axis=1),
 "argmax axis1 (0,0)": lambda xp: xp.argmax(E(xp,(0,0)), axis=1),
 "argmax axis0 (0,3)": lambda xp: xp.argmax(E(xp,(0,3)), axis=0),
 "argmin (3,0) axis1": lambda xp: xp.argmin(E(xp,(3,0)), axis=1),
 "take axis -2": lambda xp: xp.take(E(xp,(7,0)), [[1, 7]], axis=-2),
 "take empty idx oob": lambda xp: xp.take(E(xp,(7,0)), [8], axis=0),
 "take (0,) idx": lambda xp: xp.take(E(xp,(0,)), [0]),
 "take empty from empty": lambda xp: xp.take(E(xp,(0,)), xp.asarray(np.array([], np.intp))),
 "getitem oob empty": lambda xp: E(xp,(7,0))[[8]],
 "getitem oob empty col": lambda xp: E(xp,(0,3))[:, [5]],
 "setitem oob empty": lambda xp: E(xp,(0,3)).__setitem__((slice(None), [5]), 1),
 "multiply.at u2 -1": lambda xp: (lambda a: (xp.multiply.at(a, [0, 1], -1), a)[1])(xp.ones(3, "u2")),
 "add.at u1 300": lambda xp: (lambda a: (xp.add.at(a, [0], 300), a)[1])(xp.ones(3, "u1")),
 "add.at u1 -1": lambda xp: (lambda a: (xp.add.at(a, [0], -1), a)[1])(xp.ones(3, "u1")),
 "add.at empty oob": lambda xp: (lambda a: (xp.add.at(a, [5], 1), a)[1])(E(xp,(0,))),
 "add.at empty idx": lambda xp: (lambda a: (xp.add.at(a, [], 1), a)[1])(E(xp,(3,))),
 "put empty oob": lambda xp: xp.put(E(xp,(0,)), [5], []),
 "reduceat empty": lambda xp: xp.add.reduceat(E(xp,(0,)), [0]),
 "reduceat oob": lambda xp: xp.add.reduceat(E(xp,(3,0)), [5]),
 "maximum.reduce empty": lambda xp: xp.maximum.reduce(E(xp,(0,))),
 "maximum.reduce (2,0) axis1": lambda xp: xp.maximum.reduce(E(xp,(2,0)), axis=1),
 "maximum.reduce (0,2) axis1": lambda xp: xp.maximum.reduce(E(xp,(0,2)), axis=1),
 "maximum.reduce (0,0) axis(0,1)": lambda xp: xp.maximum.reduce(E(xp,(0,0)), axis=None),
 "maximum.accumulate empty": lambda xp: xp.maximum.accumulate(E(xp,(0,3)), axis=0),
 "subtract.reduce empty": lambda xp: xp.subtract.reduce(E(xp,(0,))),
 "divide.reduce (0,3)": lambda xp: xp.divide.reduce(E(xp,(0,3))),
 "power.reduce (0,)": lambda xp: xp.power.reduce(E(xp,(0,))),
 "minimum where empty": lambda xp: xp.minimum.reduce(E(xp,(3,)), where=xp.zeros(3, bool)),
 "add u1 + 300 empty": lambda xp: E(xp, (0,), "u1") + 300,
 "add u1 + -1 empty": lambda xp: E(xp, (0,), "u1") + (-1),
 "add i1 + 200 arr": lambda xp: E(xp, (2,), "i1") + 200,
 "less u1 300": lambda xp: E(xp, (2,), "u1") < 300,
 "power int neg empty": lambda xp: E(xp, (0,), "i8") ** -1,
 "power int neg arr": lambda xp: xp.ones(2, "i8") ** xp.asarray(np.array([-1, 1])),
 "power int neg empty arr": lambda xp: E(xp, (0,), "i8") ** xp.asarray(np.array([], "i8")),
 "searchsorted empty": lambda xp: xp.searchsorted(E(xp,(0,)), E(xp,(0,))),
 "choose oob empty": lambda xp: xp.choose(E(xp,(0,),"i8"), [[1,2]]),
 "choose oob": lambda xp: xp.choose(xp.asarray(np.array([5])), [[1],[2]]),
 "take_along oob empty": lambda xp: xp.take_along_axis(E(xp,(0,3)), xp.asarray(np.array([[5]])), 1),
 "put_along oob": lambda xp: xp.put_along_axis(E(xp,(0,3)), xp.asarray(np.zeros((0,1),np.intp)+5), 1., 1),
 "compress oob": lambda xp: xp.compress([1, 0, 1], E(xp,(2,0)), axis=0),
 "diff n neg": lambda xp: xp.diff(E(xp,(0,)), n=-1),
 "repeat neg empty": lambda xp: xp.repeat(E(xp,(0,)), -1),
 "reshape empty bad": lambda xp: E(xp,(0,3)).reshape(-1, 0),
 "bincount neg empty": lambda xp: xp.bincount(xp.asarray(np.array([], np.int64)), minlength=-1),
 "unravel empty oob": lambda xp: xp.unravel_index(xp.asarray(np.array([], np.int64)), (0,)),
 "ravel_multi oob": lambda xp: xp.ravel_multi_index((xp.asarray(np.array([5])),), (3,)),
 "cumsum empty axis": lambda xp: xp.cumsum(E(xp,(0,)), axis=1),
 "ptp empty": lambda xp: xp.ptp(E(xp,(0,3)), axis=0),
 "ptp empty1": lambda xp: xp.ptp(E(xp,(0,3)), axis=1),
 "median empty": lambda xp: xp.median(E(xp,(0,))),
 "percentile empty": lambda xp: xp.percentile(E(xp,(0,)), 50),
 "percentile bad q empty": lambda xp: xp.percentile(E(xp,(0,)), 150),
 "quantile bad q": lambda xp: xp.quantile(E(xp,(3,)), 2.0),
 "histogram empty range": lambda xp: xp.histogram(E(xp,(0,)), bins=3)[0],
 "nanargmax empty": lambda xp: xp.nanargmax(E(xp,(0,))),
 "nanargmax allnan": lambda xp: xp.nanargmax(xp.asarray(np.array([np.nan]))),
 "nanargmax (0,3) axis0": lambda xp: xp.nanargmax(E(xp,(0,3)), axis=0),
 "nanmin (0,3) axis1": lambda xp: xp.nanmin(E(xp,(0,3)), axis=1),
 "nanmin (0,3) axis0": lambda xp: xp.nanmin(E(xp,(0,3)), axis=0),
 "clip u1 -1": lambda xp: xp.clip(E(xp,(2,), "u1"), -1, 300),
 "clip u1 -1 empty": lambda xp: xp.clip(E(xp,(0,), "u1"), -1, 300),
 "full_like u1 300": lambda xp: xp.full_like(E(xp,(0,), "u1"), 300),
 "fill u1 300": lambda xp: E(xp,(0,), "u1").fill(300),
 "setitem u1 300 empty": lambda xp: E(xp,(0,), "u1").__setitem__(slice(None), 300),
 "setitem u1 300": lambda xp: E(xp,(2,), "u1").__setitem__(slice(None), 300),
 "where u1 300": lambda xp: xp.where(E(xp,(2,), "?"), E(xp,(2,), "u1"), 300),
 "maximum u1 300": lambda xp: xp.maximum(E(xp,(2,), "u1"), 300),
 "sort bad axis empty": lambda xp: xp.sort(E(xp,(0,)), axis=1),
 "argsort kind": lambda xp: xp.argsort(E(xp,(0,)), kind="bogus"),
 "matmul mismatch empty": lambda xp: xp.matmul(E(xp,(0,3)), E(xp,(2,0))),
 "dot mismatch empty": lambda xp: xp.dot(E(xp,(0,3)), E(xp,(2,0))),
 "concatenate mismatch empty": lambda xp: xp.concatenate([E(xp,(0,3)), E(xp,(0,2))]),
 "stack mismatch": lambda xp: xp.stack([E(xp,(0,3)), E(xp,(0,2))]),
 "tensordot mismatch": lambda xp: xp.tensordot(E(xp,(0,3)), E(xp,(2,0)), 1),
 "einsum mismatch": lambda xp: xp.einsum("ij,jk", E(xp,(0,3)), E(xp,(2,0))),
 "divide.at int 0": lambda xp: (lambda a: (xp.floor_divide.at(a, [0], 0), a)[1])(xp.ones(3, "i4")),
 "minimum.at u1 -1": lambda xp: (lambda a: (xp.minimum.at(a, [0], -1), a)[1])(xp.ones(3, "u1")),
 "multiply.at f4 1e40": lambda xp: (lambda a: (xp.multiply.at(a, [0], 1e40), a)[1])(xp.ones(3, "f4")),
 "left_shift.at u1 -1": lambda xp: (lambda a: (xp.left_shift.at(a, [0], -1), a)[1])(xp.ones(3, "u1")),
 "add.at u1 arr": lambda xp: (lambda a: (xp.add.at(a, [0,1], xp.asarray(np.array([-1, 2]))), a)[1])(xp.ones(3, "u1")),
 "add.reduce u1 initial -1": lambda xp: xp.add.reduce(E(xp,(2,), "u1"), initial=-1),
 "add.reduce u1 initial 300": lambda xp: xp.add.reduce(E(xp,(2,), "u1"), initial=300),
 "maximum.reduce u1 initial -1": lambda xp: xp.maximum.reduce(E(xp,(2,), "u1"), initial=-1),
 "maximum.reduce empty initial": lambda xp: xp.maximum.reduce(E(xp,(0,), "u1"), initial=-1),
 "sum u1 initial -1": lambda xp: xp.sum(E(xp,(2,), "u1"), initial=-1),
 "max u1 initial 300": lambda xp: xp.max(E(xp,(2,), "u1"), initial=300),
 "accumulate u1 dtype": lambda xp: xp.add.accumulate(E(xp,(0,), "u1"), dtype="i1"),
 "reduceat u1 empty indices": lambda xp: xp.add.reduceat(E(xp,(3,), "u1"), []),
 "outer empty u1 300": lambda xp: xp.add.outer(E(xp,(0,), "u1"), 300),
 "isin empty": lambda xp: xp.isin(E(xp,(0,)), E(xp, (0,))),
 "interp empty xp": lambda xp: xp.interp(E(xp,(0,)), E(xp,(0,)), E(xp,(0,))),
 "interp empty x nonempty xp bad": lambda xp: xp.interp(E(xp,(0,)), E(xp,(0,)), E(xp,(1,))),
 "convolve empty": lambda xp: xp.convolve(E(xp,(0,)), E(xp,(3,))),
 "pad empty": lambda xp: xp.pad(E(xp,(0,)), 2, mode="reflect"),
 "pad empty wrap": lambda xp: xp.pad(E(xp,(0,)), 2, mode="wrap"),
 "pad empty maximum": lambda xp: xp.pad(E(xp,(0,)), 2, mode="maximum"),
 "pad empty edge": lambda xp: xp.pad(E(xp,(0,3)), 1, mode="edge"),
 "pad empty constant": lambda xp: xp.pad(E(xp,(0,3)), 1),
 "split bad": lambda xp: xp.split(E(xp,(0,)), 3),
 "split bad nonempty": lambda xp: xp.split(E(xp,(4,)), 3),
 "diagonal bad": lambda xp: xp.diagonal(E(xp,(0,)), 0),
 "trace 1d": lambda xp: xp.trace(E(xp,(0,))),
 "select empty": lambda xp: xp.select([], []),
 "fill_diagonal 1d": lambda xp: xp.fill_diagonal(E(xp,(0,)), 1),
 "lexsort empty": lambda xp: xp.lexsort(E(xp,(0,0))),
 "count_nonzero bad axis": lambda xp: xp.count_nonzero(E(xp,(0,)), axis=1),
 "all bad axis": lambda xp: xp.all(E(xp,(0,)), axis=1),
 "mean empty": lambda xp: xp.mean(E(xp,(0,3)), axis=1),
 "std empty": lambda xp: xp.std(E(xp,(0,3)), axis=0),
 "average weights sum 0 empty": lambda xp: xp.average(E(xp,(0,)), weights=E(xp,(0,))),
 "cov empty": lambda xp: xp.cov(E(xp,(0,))),
 "unique axis oob": lambda xp: xp.unique(E(xp,(0,)), axis=1),
 "roll empty bad axis": lambda xp: xp.roll(E(xp,(0,)), 1, axis=2),
 "flip empty bad axis": lambda xp: xp.flip(E(xp,(0,)), axis=2),
 "moveaxis bad": lambda xp: xp.moveaxis(E(xp,(0,)), 0, 3),
 "argpartition oob empty": lambda xp: xp.argpartition(E(xp,(0,)), 5),
 "partition oob": lambda xp: xp.partition(E(xp,(3,)), 5),
 "partition oob empty": lambda xp: xp.partition(E(xp,(0,)), 0),
 "searchsorted side": lambda xp: xp.searchsorted(E(xp,(0,)), 1, side="middle"),
 "digitize nonmono empty": lambda xp: xp.digitize(E(xp,(0,)), xp.asarray(np.array([3., 1., 2.]))),
 "at oob empty vals": lambda xp: xp.add.at(E(xp,(3,)), I(xp, [5]), E(xp,(1,0))),
 "at broadcast mismatch": lambda xp: xp.add.at(E(xp,(3,)), I(xp, [0, 1]), E(xp,(3,))),
 "at empty idx mismatch": lambda xp: xp.add.at(E(xp,(3,)), I(xp, []), E(xp,(3,))),
 "at 2d empty oob": lambda xp: xp.add.at(E(xp,(0,3)), (slice(None), I(xp, [5])), 1),
 "at bool idx": lambda xp: xp.add.at(E(xp,(3,)), xp.asarray(np.array([True, False, True])), 1),
 "at u1 -1 empty idx": lambda xp: xp.add.at(E(xp,(3,), "u1"), I(xp, []), -1),
 "at u1 300 empty idx": lambda xp: xp.add.at(E(xp,(3,), "u1"), I(xp, []), 300),
 "at i1 1000": lambda xp: xp.add.at(E(xp,(3,), "i1"), I(xp, [0]), 1000),
 "at negative u1 unary": lambda xp: xp.negative.at(E(xp,(3,), "u1"), I(xp, [0])),
 "at float idx": lambda xp: xp.add.at(E(xp,(3,)), xp.asarray(np.array([0.0])), 1),
 "at unary with b": lambda xp: xp.negative.at(E(xp,(3,)), I(xp, [0]), 1),
 "at binary no b": lambda xp: xp.add.at(E(xp,(3,)), I(xp, [0])),
 "reduceat oob empty axis": lambda xp: xp.add.reduceat(E(xp,(0,3)), I(xp, [1]), axis=0),
 "reduceat neg": lambda xp: xp.add.reduceat(E(xp,(3,)), I(xp, [-1])),
 "reduceat empty idx list": lambda xp: xp.add.reduceat(E(xp,(3,)), I(xp, [])),
 "maximum.reduceat empty": lambda xp: xp.maximum.reduceat(E(xp,(0,)), I(xp, [0])),
 "mask wrong shape empty": lambda xp: E(xp,(0,3))[xp.zeros((0,2), bool)],
 "mask wrong shape": lambda xp: E(xp,(2,3))[xp.zeros((2,2), bool)],
 "mask 1d wrong len empty": lambda xp: E(xp,(0,))[xp.zeros(1, bool)],
 "setitem mask wrong": lambda xp: E(xp,(0,3)).__setitem__(xp.zeros((0,2), bool), 1),
 "idx float empty": lambda xp: E(xp,(0,))[xp.asarray(np.array([], np.float64))],
 "idx empty list": lambda xp: E(xp,(3,))[[]],
 "idx empty 2 arrays mismatch": lambda xp: E(xp,(3,3))[I(xp, []), I(xp, [0, 1])],
 "setitem broadcast fail empty": lambda xp: E(xp,(0,3)).__setitem__(slice(None), E(xp,(2,))),
 "setitem broadcast fail empty2": lambda xp: E(xp,(3,0)).__setitem__(slice(None), E(xp,(2,))),
 "setitem fancy values mismatch": lambda xp: E(xp,(3,)).__setitem__(I(xp, []), E(xp,(2,))),
 "setitem fancy oob empty vals": lambda xp: E(xp,(3,)).__setitem__(I(xp, [5]), E(xp,(0,))),
 "copyto mismatch empty": lambda xp: xp.copyto(E(xp,(0,3)), E(xp,(2,))),
 "copyto casting empty": lambda xp: xp.copyto(E(xp,(0,), "i4"), E(xp,(0,)), casting="safe"),
 "out dtype casting empty": lambda xp: xp.add(E(xp,(0,)), 1, out=E(xp,(0,), "i4")),
 "sum out casting empty": lambda xp: xp.sum(E(xp,(0,3)), axis=0, out=E(xp,(3,), "i4")),
 "sum out shape empty": lambda xp: xp.sum(E(xp,(0,3)), axis=1, out=E(xp,(3,))),
 "cumsum out shape": lambda xp: xp.cumsum(E(xp,(0,3)), axis=1, out=E(xp,(3,0))),
 "argmax out dtype": lambda xp: xp.argmax(E(xp,(2,3)), axis=0, out=E(xp,(3,), "i4")),
 "argmax out empty dtype": lambda xp: xp.argmax(E(xp,(2,0)), axis=0, out=E(xp,(0,), "i4")),
 "min empty initial": lambda xp: xp.min(E(xp,(0,)), initial=5),
 "min where all false": lambda xp: xp.min(E(xp,(3,)), where=xp.zeros(3, bool)),
 "min where all false init": lambda xp: xp.min(E(xp,(3,)), where=xp.zeros(3, bool), initial=1),
 "maximum.accumulate u1 dtype": lambda xp: xp.maximum.accumulate(E(xp,(2,), "u1"), dtype="i1"),
 "sort order empty": lambda xp: xp.sort(E(xp,(0,)), order="x"),
 "argsort empty bad axis": lambda xp: xp.argsort(E(xp,(0,)), axis=1),
 "repeat mismatch empty": lambda xp: xp.repeat(E(xp,(0,)), [1, 2]),
 "repeat neg": lambda xp: xp.repeat(E(xp,(2,)), [1, -2]),
 "repeat neg empty": lambda xp: xp.repeat(E(xp,(0,)), I(xp, []).astype(int) - 1),
 "tile neg": lambda xp: xp.tile(E(xp,(0,)), -1),
 "broadcast_to bad empty": lambda xp: xp.broadcast_to(E(xp,(0,)), (3,)),
 "broadcast_to neg": lambda xp: xp.broadcast_to(E(xp,(0,)), (-1,)),
 "bincount neg values": lambda xp: xp.bincount(I(xp, [-1])),
 "bincount weights mismatch empty": lambda xp: xp.bincount(I(xp, []), weights=E(xp,(2,))),
 "histogram bins neg": lambda xp: xp.histogram(E(xp,(0,)), bins=-1),
 "histogram range bad": lambda xp: xp.histogram(E(xp,(0,)), range=(2, 1)),
 "linspace num neg": lambda xp: xp.linspace(0, 1, -1),
 "arange 0 step": lambda xp: xp.arange(0, 0, 0),
 "eye neg": lambda xp: xp.eye(-1),
 "zeros neg": lambda xp: xp.zeros(-1),
 "full empty bad fill": lambda xp: xp.full((0,), "x", dtype=float),
 "full u1 300 empty": lambda xp: xp.full((0,), 300, dtype="u1"),
 "full u1 -1": lambda xp: xp.full((2,), -1, dtype="u1"),
 "array u1 300 list": lambda xp: xp.array([300], dtype="u1"),
 "asarray i1 200": lambda xp: xp.asarray([200], dtype="i1"),
 "where u1 -1 empty": lambda xp: xp.where(E(xp,(0,), "?"), E(xp,(0,), "u1"), -1),
 "clip min>max empty": lambda xp: xp.clip(E(xp,(0,)), 2, 1),
 "diff axis bad empty": lambda xp: xp.diff(E(xp,(0,)), axis=1),
 "nan_to_num u1 nan=300": lambda xp: xp.nan_to_num(E(xp,(2,), "u1"), nan=300),
 "searchsorted sorter len": lambda xp: xp.searchsorted(E(xp,(0,)), 1, sorter=I(xp, [0])),
 "interp period 0": lambda xp: xp.interp(E(xp,(2,)), E(xp,(2,)), E(xp,(2,)), period=0),
 "ldexp i8 large": lambda xp: xp.ldexp(E(xp,(0,)), I(xp, [])),
 "left_shift u1 -1 empty": lambda xp: xp.left_shift(E(xp,(0,), "u1"), -1),
 "bitwise_and u1 -1": lambda xp: xp.bitwise_and(E(xp,(2,), "u1"), -1),
 "equal u1 -1": lambda xp: xp.equal(E(xp,(2,), "u1"), -1),
 "equal u1 -1 empty": lambda xp: xp.equal(E(xp,(0,), "u1"), -1),
 "maximum.reduce u1 initial -1 empty": lambda xp: xp.maximum.reduce(E(xp,(0,), "u1"), initial=-1),
 "add.reduce u1 where initial -1": lambda xp: xp.add.reduce(E(xp,(2,), "u1"), where=xp.zeros(2,bool), initial=-1),
 "prod i1 initial 300": lambda xp: xp.prod(E(xp,(0,), "i1"), initial=300),
 "cumsum u1 dtype i1": lambda xp: xp.cumsum(E(xp,(2,), "u1"), dtype="i1"),
 "dt add empty bad": lambda xp: xp.zeros(0, "M8[D]") + xp.zeros(0, "M8[D]"),
 "dt sub units": lambda xp: xp.zeros(0, "M8[D]") - xp.zeros(0, "m8[Y]"),
 "dt int add": lambda xp: xp.zeros(0, "M8[D]") + 1.5,
}


def _result(xp, f):
    r = f(xp)
    return "returned None" if r is None else r


@pytest.mark.parametrize("label", list(CASES))
def test_empty_and_range_checks(xp, label):
    assert_same(xp, lambda xp: _result(xp, CASES[label]))


def test_at_writes_are_kept(xp):
    """ufunc.at with Python ints NumPy's loop casts (uint16 * -1, uint8 + 300)."""
    def body(xp):
        a = xp.ones(3, "u2")
        xp.multiply.at(a, I(xp, [0, 1, 1]), -1)
        b = xp.ones(3, "u1")
        xp.add.at(b, I(xp, [2]), 300)
        return a, b
    assert_same(xp, body)


_NARROW_VALUES = [0, 1, -1, 3, 127, 200, 255, 300, -300, 2**31, 2**40 + 7, -2**62, 0.5, -1.5,
                  0.1, 1e-40, 3e38, 1e300, float("nan"), float("inf"), True]


@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "divide", "minimum", "maximum",
                                  "bitwise_and", "bitwise_xor", "power", "floor_divide"])
def test_at_narrow_loop_rule(name):
    """ufunc.at of a host scalar on the device runs in the array's own dtype (one atomic per
    update) where advanced._at_narrows allows it, though NumPy's loop is the scalar's default
    dtype's: that must give NumPy's values, for every dtype and value it allows."""
    from gpnumpy._core.advanced import _at_narrows
    uf = getattr(numpy, name)
    for code in ["u1", "i1", "u2", "i4", "u4", "i8", "u8", "f2", "f4", "f8"]:
        dt = numpy.dtype(code)
        base = numpy.array([0, 1, 5, 100, 255 if dt.kind != "i" else -7, 3], dt)
        for v in _NARROW_VALUES:
            try:
                loop = uf.resolve_dtypes((dt, numpy.asarray(v).dtype, None), casting="unsafe")
            except TypeError:
                continue  # (no loop: bitwise of floats)
            if not _at_narrows(name, dt, loop, v):
                continue
            want = base.copy()
            with numpy.errstate(all="ignore"):
                uf.at(want, numpy.arange(base.size), v)
                got = uf(base, numpy.asarray(v).astype(dt), dtype=dt, casting="unsafe")
            numpy.testing.assert_array_equal(got, want, err_msg="%s %s %r" % (name, code, v))
