"""Item 11's class, swept across the engines (issue 14): the checks NumPy makes when a result is
empty or an argument is a scalar.  Every reduction function and method on zero-size axes with
and without an identity (each axis, keepdims, bad axes), the ufunc methods (reduce,
accumulate, reduceat) of ufuncs with and without identities, take/put/choose/compress/place/
putmask/take_along_axis on empty axes and out-of-range indices, searchsorted/bincount/
histogram/digitize edge cases, 0-d operands, and NEP 50: Python scalars outside a dtype's range
where NumPy converts them (full, put, fill, setitem, copyto, insert, ufunc.at at the scalar's
default dtype, searchsorted past every integer dtype).  Each case runs with NumPy and gpnumpy:
the same values, dtype and shape, or the same exception type.  (test_empty_checks.py holds the
first cases of this class.)
"""
import numpy as np
import pytest

from gpnumpy.testing._xp import assert_same


def E(xp, shape, dt="f8"):
    return xp.zeros(shape, dt)


def I(xp, v, dt=np.intp):
    return xp.asarray(np.array(v, dtype=dt))


def A(xp, v, dt):
    return xp.asarray(np.array(v, dtype=dt))


cases = {}
red = ["min","max","argmin","argmax","ptp","nanmin","nanmax","nanargmin","nanargmax","amin","amax","median","nanmedian","percentile","quantile","mean","std","var","nanmean","nanstd","nanvar","sum","prod","nansum","nanprod","cumsum","cumprod","all","any","count_nonzero","average"]
for f in red:
    for shape, axis in [((0,), None), ((0,), 0), ((0,3), 0), ((0,3), 1), ((3,0), 0), ((3,0), 1), ((0,0,4), 1), ((2,0,3), (0,2)), ((2,0,3), (0,1)), ((0,), -1), ((3,0), None)]:
        extra = (50,) if f in ("percentile", "quantile") else ()
        if f == "quantile": extra = (0.5,)
        def body(xp, f=f, shape=shape, axis=axis, extra=extra):
            return getattr(xp, f)(E(xp, shape), *extra, axis=axis)
        cases[f"{f} {shape} axis={axis}"] = body
    for shape, axis in [((0,3), 0), ((0,3), 1), ((3,0),1)]:
        def body(xp, f=f, shape=shape, axis=axis):
            kw = {"keepdims": True} if f not in ("cumsum","cumprod","argmin","argmax","nanargmin","nanargmax","average","count_nonzero") else {}
            extra = (50,) if f=="percentile" else (0.5,) if f=="quantile" else ()
            return getattr(xp, f)(E(xp, shape), *extra, axis=axis, **kw)
        cases[f"{f} {shape} axis={axis} keepdims"] = body
    for axis in (2, -3, (0,0)):
        def body(xp, f=f, axis=axis):
            extra = (50,) if f=="percentile" else (0.5,) if f=="quantile" else ()
            return getattr(xp, f)(E(xp, (0,3)), *extra, axis=axis)
        cases[f"{f} bad axis {axis}"] = body
# methods
for m in ["min","max","argmin","argmax","ptp","sum","prod","mean","std","var","cumsum","cumprod","all","any"]:
    for shape, axis in [((0,3), 1), ((0,3),0), ((0,), None)]:
        def body(xp, m=m, shape=shape, axis=axis):
            a = E(xp, shape)
            if m == "ptp": return xp.ptp(a, axis=axis)
            return getattr(a, m)(axis=axis)
        cases[f"method {m} {shape} {axis}"] = body
# ufunc reduce methods, no identity
for uf in ["maximum","minimum","fmax","fmin","subtract","divide","power","arctan2","hypot","logaddexp","add","multiply","logical_and","bitwise_and","floor_divide","remainder","copysign"]:
    for shape, axis in [((0,), 0), ((0,3), 0), ((0,3), 1), ((3,0), 1), ((0,0), None)]:
        def body(xp, uf=uf, shape=shape, axis=axis):
            dt = "i8" if uf.startswith("bitwise") else "f8"
            return getattr(xp, uf).reduce(E(xp, shape, dt), axis=axis)
        cases[f"{uf}.reduce {shape} {axis}"] = body
        def body2(xp, uf=uf, shape=shape, axis=axis):
            dt = "i8" if uf.startswith("bitwise") else "f8"
            if axis is None: return getattr(xp, uf).accumulate(E(xp, shape, dt))
            return getattr(xp, uf).accumulate(E(xp, shape, dt), axis=axis)
        cases[f"{uf}.accumulate {shape} {axis}"] = body2
        def body3(xp, uf=uf, shape=shape, axis=axis):
            dt = "i8" if uf.startswith("bitwise") else "f8"
            return getattr(xp, uf).reduceat(E(xp, shape, dt), [0], axis=axis if axis is not None else 0)
        cases[f"{uf}.reduceat {shape} {axis}"] = body3
# indexing
for f, args in [("take", lambda xp: (E(xp,(3,0)), [5], 0)), ("take", lambda xp: (E(xp,(0,3)), [], 0)), ("take", lambda xp: (E(xp,(0,3)), [0], 1)),
                ("take", lambda xp: (E(xp,(0,)), -1)), ("take", lambda xp: (E(xp,(2,0)), [[2]], 0)),
                ("take", lambda xp: (E(xp,(3,)), [5])), ]:
    cases[f"{f} {len(cases)}"] = (lambda f, args: lambda xp: getattr(xp, f)(*args(xp)))(f, args)
more = {
 "take mode clip empty": lambda xp: xp.take(E(xp,(0,)), [1], mode="clip"),
 "take mode wrap empty": lambda xp: xp.take(E(xp,(0,)), [1], mode="wrap"),
 "take mode wrap empty empty": lambda xp: xp.take(E(xp,(0,)), I(xp, []), mode="wrap"),
 "take out": lambda xp: xp.take(E(xp,(3,)), [5], out=E(xp,(1,))),
 "put clip empty": lambda xp: xp.put(E(xp,(0,)), [1], [1.], mode="clip"),
 "put wrap empty": lambda xp: xp.put(E(xp,(0,)), [1], [1.], mode="wrap"),
 "put empty vals": lambda xp: xp.put(E(xp,(3,)), [5], []),
 "put empty idx": lambda xp: xp.put(E(xp,(3,)), [], [1.]),
 "put float idx": lambda xp: xp.put(E(xp,(3,)), [1.], [1.]),
 "choose empty choices": lambda xp: xp.choose(I(xp, [0]), []),
 "choose empty idx": lambda xp: xp.choose(I(xp, []), [[1, 2]]),
 "choose clip": lambda xp: xp.choose(I(xp, [5]), [[1], [2]], mode="clip"),
 "choose wrap neg": lambda xp: xp.choose(I(xp, [-1]), [[1], [2]], mode="wrap"),
 "choose raise neg": lambda xp: xp.choose(I(xp, [-1]), [[1], [2]]),
 "choose float": lambda xp: xp.choose(xp.asarray([0.5]), [[1], [2]]),
 "compress empty cond": lambda xp: xp.compress([], E(xp,(3,)), axis=0),
 "compress long cond": lambda xp: xp.compress([0, 0, 0, 1], E(xp,(3,)), axis=0),
 "compress long cond zeros": lambda xp: xp.compress([0, 0, 0, 0], E(xp,(3,)), axis=0),
 "compress no axis": lambda xp: xp.compress([1, 0, 1], E(xp,(0,2))),
 "compress bad axis": lambda xp: xp.compress([1], E(xp,(0,2)), axis=2),
 "extract empty": lambda xp: xp.extract(E(xp,(0,), "?"), E(xp,(0,))),
 "place": lambda xp: xp.place(E(xp,(3,)), E(xp,(3,),"?"), []),
 "place nonempty mask": lambda xp: xp.place(E(xp,(3,)), xp.ones(3, "?"), []),
 "putmask empty values": lambda xp: xp.putmask(E(xp,(3,)), xp.ones(3, "?"), E(xp,(0,))),
 "putmask empty": lambda xp: xp.putmask(E(xp,(0,)), E(xp,(0,),"?"), E(xp,(0,))),
 "take_along_axis bad ndim": lambda xp: xp.take_along_axis(E(xp,(0,3)), I(xp, [0]), 1),
 "take_along_axis oob": lambda xp: xp.take_along_axis(E(xp,(2,3)), I(xp, [[5]]), 1),
 "put_along_axis oob": lambda xp: xp.put_along_axis(E(xp,(2,3)), I(xp, [[5]]), 1., 1),
 "searchsorted empty a": lambda xp: xp.searchsorted(E(xp,(0,)), xp.asarray([1., 2.])),
 "searchsorted 2d a": lambda xp: xp.searchsorted(E(xp,(0,2)), 1.),
 "searchsorted scalar v": lambda xp: xp.searchsorted(xp.asarray([1., 2.]), 1.5),
 "searchsorted side bad": lambda xp: xp.searchsorted(xp.asarray([1., 2.]), 1.5, side="middle"),
 "searchsorted sorter empty": lambda xp: xp.searchsorted(E(xp,(0,)), 1., sorter=I(xp, [])),
 "searchsorted sorter len": lambda xp: xp.searchsorted(xp.asarray([1., 2.]), 1., sorter=I(xp, [0])),
 "searchsorted nan": lambda xp: xp.searchsorted(xp.asarray([1., np.nan]), np.nan),
 "searchsorted 0d a": lambda xp: xp.searchsorted(xp.asarray(1.), 1.),
 "searchsorted v empty 2d": lambda xp: xp.searchsorted(xp.asarray([1., 2.]), E(xp,(0,3))),
 "bincount empty": lambda xp: xp.bincount(I(xp, [])),
 "bincount empty minlength": lambda xp: xp.bincount(I(xp, []), minlength=3),
 "bincount neg": lambda xp: xp.bincount(I(xp, [-1])),
 "bincount float": lambda xp: xp.bincount(xp.asarray([1.])),
 "bincount float empty": lambda xp: xp.bincount(xp.asarray(np.array([], float))),
 "bincount 2d": lambda xp: xp.bincount(I(xp, [[1]])),
 "bincount weights len": lambda xp: xp.bincount(I(xp, [1, 2]), weights=xp.asarray([1.])),
 "bincount minlength none": lambda xp: xp.bincount(I(xp, [1]), minlength=None),
 "bincount weights empty": lambda xp: xp.bincount(I(xp, []), weights=xp.asarray([1.])),
 "bincount 0d": lambda xp: xp.bincount(I(xp, 3)),
 "bincount bool": lambda xp: xp.bincount(xp.asarray([True, False])),
 "bincount uint64": lambda xp: xp.bincount(I(xp, [1], np.uint64)),
 "bincount int8": lambda xp: xp.bincount(I(xp, [1], np.int8)),
 "histogram empty": lambda xp: xp.histogram(E(xp,(0,)))[0],
 "histogram empty bins arr": lambda xp: xp.histogram(E(xp,(0,)), bins=xp.asarray([0., 1.]))[0],
 "histogram bins 0": lambda xp: xp.histogram(E(xp,(3,)), bins=0),
 "histogram bins neg": lambda xp: xp.histogram(E(xp,(3,)), bins=-1),
 "histogram bins nonmono": lambda xp: xp.histogram(E(xp,(3,)), bins=xp.asarray([1., 0.])),
 "histogram range bad": lambda xp: xp.histogram(E(xp,(3,)), range=(1, 0)),
 "histogram range nan": lambda xp: xp.histogram(E(xp,(0,)), range=(0, np.nan)),
 "histogram nan data": lambda xp: xp.histogram(xp.asarray([np.nan, 1.])),
 "histogram weights shape": lambda xp: xp.histogram(E(xp,(3,)), weights=E(xp,(2,))),
 "histogram density empty": lambda xp: xp.histogram(E(xp,(0,)), density=True)[0],
 "histogram str bins empty": lambda xp: xp.histogram(E(xp,(0,)), bins="auto")[0],
 "histogram2d empty": lambda xp: xp.histogram2d(E(xp,(0,)), E(xp,(0,)))[0],
 "histogramdd empty": lambda xp: xp.histogramdd(E(xp,(0,2)))[0],
 "histogram_bin_edges empty": lambda xp: xp.histogram_bin_edges(E(xp,(0,))),
 "digitize empty bins": lambda xp: xp.digitize(xp.asarray([1.]), E(xp,(0,))),
 "digitize nonmono": lambda xp: xp.digitize(xp.asarray([1.]), xp.asarray([1., 0., 2.])),
 "digitize empty x": lambda xp: xp.digitize(E(xp,(0,)), xp.asarray([1., 0., 2.])),
 "digitize 2d bins": lambda xp: xp.digitize(E(xp,(0,)), E(xp,(1,1))),
 "unique empty axis": lambda xp: xp.unique(E(xp,(0,3)), axis=0),
 "unique empty axis1": lambda xp: xp.unique(E(xp,(0,3)), axis=1),
 "unique bad axis": lambda xp: xp.unique(E(xp,(0,3)), axis=2),
 "sort empty axis None": lambda xp: xp.sort(E(xp,(0,3)), axis=None),
 "partition empty kth": lambda xp: xp.partition(E(xp,(0,)), 0),
 "partition kth oob": lambda xp: xp.partition(E(xp,(3,)), 5),
 "argpartition empty": lambda xp: xp.argpartition(E(xp,(0,)), 0),
 "partition float kth": lambda xp: xp.partition(E(xp,(3,)), 1.0),
 "partition kth list oob": lambda xp: xp.partition(E(xp,(3,)), [0, 3]),
 "partition 2d empty axis": lambda xp: xp.partition(E(xp,(0,3)), 1, axis=1),
 "partition 0d": lambda xp: xp.partition(xp.asarray(1.), 0),
 "argsort 0d": lambda xp: xp.argsort(xp.asarray(1.)),
 "sort 0d": lambda xp: xp.sort(xp.asarray(1.)),
 "sort 0d axis None": lambda xp: xp.sort(xp.asarray(1.), axis=None),
 "argmax 0d axis0": lambda xp: xp.argmax(xp.asarray(1.), axis=0),
 "argmax 0d axis1": lambda xp: xp.argmax(xp.asarray(1.), axis=1),
 "max 0d axis0": lambda xp: xp.max(xp.asarray(1.), axis=0),
 "max 0d axis1": lambda xp: xp.max(xp.asarray(1.), axis=1),
 "cumsum 0d axis0": lambda xp: xp.cumsum(xp.asarray(1.), axis=0),
 "cumsum 0d axis1": lambda xp: xp.cumsum(xp.asarray(1.), axis=1),
 "diff 0d": lambda xp: xp.diff(xp.asarray(1.)),
 "nonzero 0d": lambda xp: xp.nonzero(xp.asarray(1.)),
 "argwhere 0d": lambda xp: xp.argwhere(xp.asarray(1.)),
 "flatnonzero empty": lambda xp: xp.flatnonzero(E(xp,(0,3))),
 "where one arg": lambda xp: xp.where(E(xp,(0,3)), 1),
 "roll empty": lambda xp: xp.roll(E(xp,(0,3)), 2, axis=1),
 "roll bad axis": lambda xp: xp.roll(E(xp,(0,3)), 2, axis=3),
 "roll shift axis len": lambda xp: xp.roll(E(xp,(0,3)), (1, 2), axis=0),
 "rot90 1d": lambda xp: xp.rot90(E(xp,(0,))),
 "flip bad axis": lambda xp: xp.flip(E(xp,(0,)), axis=1),
 "tile neg": lambda xp: xp.tile(E(xp,(0,)), -1),
 "repeat bad len": lambda xp: xp.repeat(E(xp,(0,)), [1, 2]),
 "repeat bad len 3": lambda xp: xp.repeat(E(xp,(3,)), [1, 2]),
 "repeat neg arr": lambda xp: xp.repeat(E(xp,(2,)), [1, -1]),
 "resize neg": lambda xp: xp.resize(E(xp,(0,)), -1),
 "resize empty to 3": lambda xp: xp.resize(E(xp,(0,)), 3),
 "insert oob empty": lambda xp: xp.insert(E(xp,(0,)), 2, 1.),
 "delete oob empty": lambda xp: xp.delete(E(xp,(0,)), 2),
 "delete oob": lambda xp: xp.delete(E(xp,(2,)), [5]),
 "delete bool wrong": lambda xp: xp.delete(E(xp,(2,)), [True]),
 "insert 2d empty": lambda xp: xp.insert(E(xp,(0,3)), 1, 1., axis=1),
 "append axis mismatch": lambda xp: xp.append(E(xp,(0,3)), E(xp,(0,2)), axis=0),
 "trim_zeros empty": lambda xp: xp.trim_zeros(E(xp,(0,))),
 "trim_zeros bad trim": lambda xp: xp.trim_zeros(E(xp,(0,)), "x"),
 "array_split zero": lambda xp: xp.array_split(E(xp,(3,)), 0),
 "swapaxes bad": lambda xp: xp.swapaxes(E(xp,(0,)), 0, 1),
 "moveaxis bad": lambda xp: xp.moveaxis(E(xp,(0,)), 0, 1),
 "squeeze bad": lambda xp: xp.squeeze(E(xp,(0,1)), axis=0),
 "expand_dims bad": lambda xp: xp.expand_dims(E(xp,(0,)), 3),
 "broadcast_to bad": lambda xp: xp.broadcast_to(E(xp,(0,)), (3,)),
 "broadcast_to neg": lambda xp: xp.broadcast_to(E(xp,(0,)), (-1,)),
 "reshape neg two": lambda xp: E(xp,(0,)).reshape(-1, -1),
 "reshape -1 zero": lambda xp: E(xp,(0,)).reshape(-1),
 "reshape 0 to 3": lambda xp: E(xp,(0,)).reshape(3, -1),
 "ravel_multi_index empty dims": lambda xp: xp.ravel_multi_index((I(xp, []),), (0,)),
 "ravel_multi_index wrap 0": lambda xp: xp.ravel_multi_index((I(xp, [1]),), (0,), mode="wrap"),
 "unravel_index neg": lambda xp: xp.unravel_index(I(xp, [-1]), (3,)),
 "unravel_index empty dims": lambda xp: xp.unravel_index(I(xp, []), ()),
 "unravel_index float": lambda xp: xp.unravel_index(xp.asarray([1.]), (3,)),
 "diag_indices_from empty": lambda xp: xp.diag_indices_from(E(xp,(0,0))),
 "fill_diagonal nonsquare": lambda xp: xp.fill_diagonal(E(xp,(0,3,2)), 1.),
 "tril_indices_from 1d": lambda xp: xp.tril_indices_from(E(xp,(0,))),
 "ix_ 2d": lambda xp: xp.ix_(E(xp,(0,2))),
 "ix_ float": lambda xp: xp.ix_(xp.asarray([1.])),
 "ix_ empty float": lambda xp: xp.ix_(E(xp,(0,))),
 "select mismatch": lambda xp: xp.select([E(xp,(0,),"?")], [E(xp,(0,)), E(xp,(0,))]),
 "select int cond": lambda xp: xp.select([I(xp, [1])], [xp.asarray([1.])]),
 "diagonal empty": lambda xp: xp.diagonal(E(xp,(0,3)), 5),
 "trace empty": lambda xp: xp.trace(E(xp,(0,3))),
 "interp xp 2d": lambda xp: xp.interp(E(xp,(0,)), E(xp,(2,2)), E(xp,(2,2))),
 "interp period 0": lambda xp: xp.interp(E(xp,(0,)), E(xp,(2,)), E(xp,(2,)), period=0),
 "convolve both empty": lambda xp: xp.convolve(E(xp,(0,)), E(xp,(0,))),
 "correlate empty": lambda xp: xp.correlate(E(xp,(0,)), E(xp,(3,))),
 "convolve mode bad": lambda xp: xp.convolve(E(xp,(3,)), E(xp,(3,)), mode="x"),
 "outer empty": lambda xp: xp.outer(E(xp,(0,)), E(xp,(3,))),
 "cross empty": lambda xp: xp.cross(E(xp,(0,3)), E(xp,(0,3))),
 "cross bad": lambda xp: xp.cross(E(xp,(0,4)), E(xp,(0,3))),
 "kron empty": lambda xp: xp.kron(E(xp,(0,)), E(xp,(3,))),
 "vdot mismatch": lambda xp: xp.vdot(E(xp,(0,)), E(xp,(3,))),
 "inner mismatch": lambda xp: xp.inner(E(xp,(0,)), E(xp,(3,))),
 "matmul 0d": lambda xp: xp.matmul(xp.asarray(1.), E(xp,(0,))),
 "ediff1d empty": lambda xp: xp.ediff1d(E(xp,(0,))),
 "ediff1d to_begin bad": lambda xp: xp.ediff1d(E(xp,(0,),"i8"), to_begin=[1.5]),
 "gradient empty": lambda xp: xp.gradient(E(xp,(0,))),
 "gradient one": lambda xp: xp.gradient(E(xp,(1,))),
 "trapezoid empty": lambda xp: xp.trapezoid(E(xp,(0,))),
 "nan_to_num empty": lambda xp: xp.nan_to_num(E(xp,(0,))),
 "clip empty both none": lambda xp: xp.clip(E(xp,(0,)), None, None),
 "clip none": lambda xp: xp.clip(E(xp,(3,)), None, None),
 "round empty": lambda xp: xp.round(E(xp,(0,)), 2),
 "packbits empty": lambda xp: xp.packbits(E(xp,(0,),"u1")),
 "packbits float": lambda xp: xp.packbits(E(xp,(0,))),
 "unpackbits count neg": lambda xp: xp.unpackbits(E(xp,(0,),"u1"), count=-1),
 "count_nonzero empty axis": lambda xp: xp.count_nonzero(E(xp,(0,3)), axis=0),
 "isin empty kind": lambda xp: xp.isin(E(xp,(0,)), E(xp,(0,)), kind="table"),
 "intersect1d empty": lambda xp: xp.intersect1d(E(xp,(0,)), E(xp,(3,)), return_indices=True)[1],
 "setdiff1d empty": lambda xp: xp.setdiff1d(E(xp,(0,)), E(xp,(3,))),
 "lexsort 0d": lambda xp: xp.lexsort(xp.asarray(1.)),
 "lexsort mismatched": lambda xp: xp.lexsort((E(xp,(0,)), E(xp,(3,)))),
 "cov empty": lambda xp: xp.cov(E(xp,(0,))),
 "corrcoef empty": lambda xp: xp.corrcoef(E(xp,(0,))),
 "cov 1 obs": lambda xp: xp.cov(E(xp,(3,1))),
 "average weights shape": lambda xp: xp.average(E(xp,(3,)), weights=E(xp,(2,))),
 "average weights empty axis": lambda xp: xp.average(E(xp,(0,3)), axis=0, weights=E(xp,(0,))),
 "median empty axis1": lambda xp: xp.median(E(xp,(0,3)), axis=1),
 "percentile empty q list": lambda xp: xp.percentile(E(xp,(0,)), [10, 50]),
 "percentile bad method": lambda xp: xp.percentile(E(xp,(3,)), 50, method="x"),
 "quantile empty q": lambda xp: xp.quantile(E(xp,(3,)), E(xp,(0,))),
 "nanpercentile empty": lambda xp: xp.nanpercentile(E(xp,(0,)), 50),
 "nanquantile bad q": lambda xp: xp.nanquantile(E(xp,(0,)), 1.5),
 "ptp 0d": lambda xp: xp.ptp(xp.asarray(1.)),
 "argmin out wrong dtype": lambda xp: xp.argmin(E(xp,(2,)), out=xp.zeros((), "f8")),
 "argmax out shape": lambda xp: xp.argmax(E(xp,(2,3)), axis=0, out=xp.zeros(2, "i8")),
 "sum out shape empty": lambda xp: xp.sum(E(xp,(0,3)), axis=0, out=xp.zeros(2)),
 "min out shape empty": lambda xp: xp.min(E(xp,(3,0)), axis=1, out=xp.zeros(2)),
 "min where no initial": lambda xp: xp.min(E(xp,(0,)), where=E(xp,(0,),"?")),
 "max initial empty": lambda xp: xp.max(E(xp,(0,3)), axis=0, initial=5.),
 "argmax keepdims empty": lambda xp: xp.argmax(E(xp,(0,3)), axis=1, keepdims=True),
 "cumsum out shape": lambda xp: xp.cumsum(E(xp,(0,3)), axis=0, out=xp.zeros((3,0))),
 "add.at 0d a": lambda xp: xp.add.at(xp.asarray(1.), [], 1),
 "add.at 0d a ()": lambda xp: (lambda a: (xp.add.at(a, (), 1.), a)[1])(xp.asarray(1.)),
 "add.at bad shape": lambda xp: xp.add.at(E(xp,(3,)), [0, 1], [1., 2., 3.]),
 "add.at empty values shape": lambda xp: xp.add.at(E(xp,(3,)), [0], E(xp,(0,))),
 "add.at i8 py float": lambda xp: (lambda a: (xp.add.at(a, [0], 1.5), a)[1])(xp.ones(2, "i8")),
 "add.at u1 py neg 300": lambda xp: (lambda a: (xp.add.at(a, [0], -300), a)[1])(xp.ones(2, "u1")),
 "add.at i1 big": lambda xp: (lambda a: (xp.add.at(a, [0], 2**70), a)[1])(xp.ones(2, "i1")),
 "subtract.at u2 py": lambda xp: (lambda a: (xp.subtract.at(a, [0, 0], 70000), a)[1])(xp.ones(2, "u2")),
 "maximum.at i1 py": lambda xp: (lambda a: (xp.maximum.at(a, [0], 200), a)[1])(xp.ones(2, "i1")),
 "bitwise_or.at u1 py": lambda xp: (lambda a: (xp.bitwise_or.at(a, [0], 256), a)[1])(xp.ones(2, "u1")),
 "left_shift.at i8 py": lambda xp: (lambda a: (xp.left_shift.at(a, [0], 70), a)[1])(xp.ones(2, "i8")),
 "add.at f4 py complex": lambda xp: (lambda a: (xp.add.at(a, [0], 1j), a)[1])(xp.ones(2, "f4")),
 "add.at bool py": lambda xp: (lambda a: (xp.add.at(a, [0], 2), a)[1])(xp.ones(2, "?")),
 "add.at u8 py neg": lambda xp: (lambda a: (xp.add.at(a, [0], -1), a)[1])(xp.ones(2, "u8")),
 "multiply.at f2 py": lambda xp: (lambda a: (xp.multiply.at(a, [0], 1e5), a)[1])(xp.ones(2, "f2")),
 "add.at empty idx empty a": lambda xp: (lambda a: (xp.add.at(a, I(xp, []), 1.), a)[1])(E(xp,(0,))),
 "add.at 2d empty": lambda xp: (lambda a: (xp.add.at(a, (I(xp,[]), I(xp,[])), 1.), a)[1])(E(xp,(0,3))),
 "negative.at empty": lambda xp: (lambda a: (xp.negative.at(a, [5]), a)[1])(E(xp,(0,))),
 "add.outer 0d": lambda xp: xp.add.outer(xp.asarray(1.), E(xp,(0,))),
 "add.reduce out empty dtype": lambda xp: xp.add.reduce(E(xp,(0,)), dtype="i1", out=xp.zeros((), "f8")),
 "add.reduceat neg idx": lambda xp: xp.add.reduceat(E(xp,(3,)), [-1]),
 "add.reduceat empty idx arr": lambda xp: xp.add.reduceat(E(xp,(0,3)), [], axis=1),
 "add.reduceat float idx": lambda xp: xp.add.reduceat(E(xp,(3,)), [0.5]),
 "add.accumulate 0d": lambda xp: xp.add.accumulate(xp.asarray(1.)),
 "add.reduce axis tuple dup": lambda xp: xp.add.reduce(E(xp,(0,3)), axis=(0,0)),
 "equal.reduce": lambda xp: xp.equal.reduce(E(xp,(0,))),
 "equal.reduce nonempty": lambda xp: xp.equal.reduce(E(xp,(3,))),
 "sqrt.reduce": lambda xp: xp.sqrt.reduce(E(xp,(0,))),
 "divmod.reduce": lambda xp: xp.divmod.reduce(E(xp,(0,))),
 "maximum.reduce initial nan empty": lambda xp: xp.maximum.reduce(E(xp,(0,)), initial=np.nan),
 "logical_and.reduce f empty": lambda xp: xp.logical_and.reduce(E(xp,(0,3)), axis=0),
}
cases.update(more)
cases.update({
 "searchsorted u1 -1": lambda xp: xp.searchsorted(A(xp,[1,2],"u1"), -1),
 "searchsorted u1 300": lambda xp: xp.searchsorted(A(xp,[1,2],"u1"), 300),
 "searchsorted u1 2**70": lambda xp: xp.searchsorted(A(xp,[1,2],"u1"), 2**70),
 "searchsorted f4 1e40": lambda xp: xp.searchsorted(A(xp,[1,2],"f4"), 1e40),
 "searchsorted i8 1.5": lambda xp: xp.searchsorted(A(xp,[1,2],"i8"), 1.5),
 "searchsorted i1 list": lambda xp: xp.searchsorted(A(xp,[1,2],"i1"), [200, -200]),
 "searchsorted f2 py": lambda xp: xp.searchsorted(A(xp,[1,2],"f2"), 1.0001),
 "searchsorted bool": lambda xp: xp.searchsorted(A(xp,[False,True],"?"), 0.5),
 "searchsorted u8 neg": lambda xp: xp.searchsorted(A(xp,[1,2],"u8"), -1),
 "searchsorted c": lambda xp: xp.searchsorted(A(xp,[1,2],"f8"), 1j),
 "isin u1 300": lambda xp: xp.isin(A(xp,[1,44],"u1"), [300, 1]),
 "isin u1 -1": lambda xp: xp.isin(A(xp,[255,2],"u1"), -1),
 "isin i8 1.5": lambda xp: xp.isin(A(xp,[1,2],"i8"), [1.5, 2.0]),
 "digitize u1 -1 bins": lambda xp: xp.digitize(A(xp,[1,2],"u1"), [-1, 300]),
 "digitize f4": lambda xp: xp.digitize(A(xp,[1,2],"f4"), A(xp,[0.5, 1.5],"f8")),
 "full u1 300": lambda xp: xp.full(2, 300, dtype="u1"),
 "full u1 -1": lambda xp: xp.full(2, -1, dtype="u1"),
 "full i1 1e3": lambda xp: xp.full(2, 1e3, dtype="i1"),
 "full f2 1e6": lambda xp: xp.full(2, 1e6, dtype="f2"),
 "put u1 300": lambda xp: (lambda a: (xp.put(a, [0], 300), a)[1])(A(xp,[1,2],"u1")),
 "put u1 -1": lambda xp: (lambda a: (xp.put(a, [0], [-1]), a)[1])(A(xp,[1,2],"u1")),
 "put u1 arr": lambda xp: (lambda a: (xp.put(a, [0], A(xp,[300],"i8")), a)[1])(A(xp,[1,2],"u1")),
 "fill_diagonal u1 300": lambda xp: (lambda a: (xp.fill_diagonal(a, 300), a)[1])(xp.zeros((2,2),"u1")),
 "place u1 300": lambda xp: (lambda a: (xp.place(a, A(xp,[1,0],"?"), [300]), a)[1])(A(xp,[1,2],"u1")),
 "putmask u1 300": lambda xp: (lambda a: (xp.putmask(a, A(xp,[1,0],"?"), 300), a)[1])(A(xp,[1,2],"u1")),
 "copyto u1 300": lambda xp: (lambda a: (xp.copyto(a, 300), a)[1])(A(xp,[1,2],"u1")),
 "copyto u1 -1 unsafe": lambda xp: (lambda a: (xp.copyto(a, -1, casting="unsafe"), a)[1])(A(xp,[1,2],"u1")),
 "copyto u1 1.5": lambda xp: (lambda a: (xp.copyto(a, 1.5), a)[1])(A(xp,[1,2],"u1")),
 "insert u1 300": lambda xp: xp.insert(A(xp,[1,2],"u1"), 0, 300),
 "insert u1 -1": lambda xp: xp.insert(A(xp,[1,2],"u1"), 0, -1),
 "append u1 300": lambda xp: xp.append(A(xp,[1,2],"u1"), 300),
 "nan_to_num f2 big": lambda xp: xp.nan_to_num(A(xp,[np.nan, np.inf],"f2"), nan=1e6, posinf=1e6),
 "nan_to_num i8 nan": lambda xp: xp.nan_to_num(A(xp,[1],"i8"), nan=1.5),
 "clip u1 py": lambda xp: xp.clip(A(xp,[1,2],"u1"), 0, 300),
 "clip i1 -200": lambda xp: xp.clip(A(xp,[1,2],"i1"), -200, 1),
 "clip f4 1e40": lambda xp: xp.clip(A(xp,[1,2],"f4"), 0, 1e40),
 "where u1 -1": lambda xp: xp.where(A(xp,[1,0],"?"), A(xp,[1,2],"u1"), -1),
 "setitem u1 300": lambda xp: A(xp,[1,2],"u1").__setitem__(0, 300),
 "setitem u1 -1": lambda xp: A(xp,[1,2],"u1").__setitem__([0], -1),
 "setitem u1 1.5": lambda xp: (lambda a: (a.__setitem__(0, 1.5), a)[1])(A(xp,[1,2],"u1")),
 "setitem mask u1 300": lambda xp: A(xp,[1,2],"u1").__setitem__(A(xp,[1,0],"?"), 300),
 "fill u1 -1": lambda xp: A(xp,[1,2],"u1").fill(-1),
 "fill u1 1.5": lambda xp: (lambda a: (a.fill(1.5), a)[1])(A(xp,[1,2],"u1")),
 "fill i1 2**70": lambda xp: A(xp,[1,2],"i1").fill(2**70),
 "full_like u1 -1": lambda xp: xp.full_like(A(xp,[1,2],"u1"), -1),
 "arange u1": lambda xp: xp.arange(0, 300, 100, dtype="u1"),
 "arange u1 neg": lambda xp: xp.arange(-1, 2, dtype="u1"),
 "linspace u1": lambda xp: xp.linspace(0, 300, 4, dtype="u1"),
 "array u1 300": lambda xp: xp.array([300], dtype="u1"),
 "array u1 -1": lambda xp: xp.array(-1, dtype="u1"),
 "asarray u1 1.5 list": lambda xp: xp.asarray([1.5], dtype="u1"),
 "astype u1 from i8 300": lambda xp: A(xp,[300],"i8").astype("u1"),
 "u1 == 300": lambda xp: A(xp,[1,2],"u1") == 300,
 "u1 + 2**70": lambda xp: A(xp,[1,2],"u1") + 2**70,
 "u1 // 0 py": lambda xp: A(xp,[1,2],"u1") // 0,
 "i8 ** -1": lambda xp: A(xp,[1,2],"i8") ** -1,
 "u1 ** -1 empty": lambda xp: A(xp,[],"u1") ** -1,
 "i8 << 70": lambda xp: A(xp,[1,2],"i8") << 70,
 "round u1 -1": lambda xp: xp.round(A(xp,[150, 249],"u1"), -1),
 "round i1 -2": lambda xp: xp.round(A(xp,[127, -128],"i1"), -2),
 "round u1 decimals 1.5": lambda xp: xp.round(A(xp,[1],"u1"), 1.5),
 "interp f4 py": lambda xp: xp.interp(1.5, [1, 2], [3, 4]),
 "interp left big": lambda xp: xp.interp(A(xp,[0., 3.],"f8"), [1, 2], [3, 4], left=1e400),
 "histogram u1 range": lambda xp: xp.histogram(A(xp,[1,2,200],"u1"), bins=3, range=(-1, 300))[0],
 "histogram u1": lambda xp: xp.histogram(A(xp,[1,2,255],"u1"), bins=3)[1],
 "histogram i8 big": lambda xp: xp.histogram(A(xp,[-2**62, 2**62],"i8"), bins=2)[1],
 "bincount minlength 0": lambda xp: xp.bincount(A(xp,[1],"i8"), minlength=0),
 "bincount minlength np": lambda xp: xp.bincount(A(xp,[1],"i8"), minlength=np.int64(3)),
 "bincount minlength float": lambda xp: xp.bincount(A(xp,[1],"i8"), minlength=2.0),
 "bincount weights int": lambda xp: xp.bincount(A(xp,[1, 1],"i8"), weights=A(xp,[1, 2],"i8")),
 "bincount weights complex": lambda xp: xp.bincount(A(xp,[1, 1],"i8"), weights=A(xp,[1j, 2],"c16")),
 "bincount weights list": lambda xp: xp.bincount([1, 1], weights=[1, 2]),
 "bincount weights f4": lambda xp: xp.bincount(A(xp,[1, 1],"i8"), weights=A(xp,[1, 2],"f4")),
 "bincount u8 big": lambda xp: xp.bincount(A(xp,[2**63],"u8")),
 "bincount list float": lambda xp: xp.bincount([1.0, 2.0]),
 "bincount list": lambda xp: xp.bincount([1, 2]),
 "maximum.at u1 -1 list": lambda xp: (lambda a: (xp.maximum.at(a, [0], [-1]), a)[1])(A(xp,[1,2],"u1")),
 "add.at u1 arr i8": lambda xp: (lambda a: (xp.add.at(a, [0], A(xp,[300],"i8")), a)[1])(A(xp,[1,2],"u1")),
 "add.at u1 f8": lambda xp: (lambda a: (xp.add.at(a, [0], 1.7), a)[1])(A(xp,[1,2],"u1")),
 "add.at i4 u8": lambda xp: (lambda a: (xp.add.at(a, [0], np.uint64(2**63)), a)[1])(A(xp,[1,2],"i4")),
 "add.at f4 np f8": lambda xp: (lambda a: (xp.add.at(a, [0], np.float64(1e-10)), a)[1])(A(xp,[1,2],"f4")),
 "add.at u1 bool": lambda xp: (lambda a: (xp.add.at(a, [0], True), a)[1])(A(xp,[1,2],"u1")),
 "divide.at i8": lambda xp: (lambda a: (xp.divide.at(a, [0], 2), a)[1])(A(xp,[1,2],"i8")),
 "true_divide.at u1 0": lambda xp: (lambda a: (xp.true_divide.at(a, [0], 0), a)[1])(A(xp,[1,2],"u1")),
 "logical_and.at f8": lambda xp: (lambda a: (xp.logical_and.at(a, [0], 0.5), a)[1])(A(xp,[1,2],"f8")),
 "negative.at u1": lambda xp: (lambda a: (xp.negative.at(a, [0, 0]), a)[1])(A(xp,[1,2],"u1")),
 "sqrt.at i8": lambda xp: (lambda a: (xp.sqrt.at(a, [0]), a)[1])(A(xp,[4,2],"i8")),
 "left_shift.at u1 8": lambda xp: (lambda a: (xp.left_shift.at(a, [0], 8), a)[1])(A(xp,[1,2],"u1")),
 "power.at i8 neg": lambda xp: (lambda a: (xp.power.at(a, [0], -1), a)[1])(A(xp,[1,2],"i8")),
 "power.at i8 neg empty": lambda xp: (lambda a: (xp.power.at(a, [], -1), a)[1])(A(xp,[1,2],"i8")),
 "floor_divide.at u1 0": lambda xp: (lambda a: (xp.floor_divide.at(a, [0, 0], 0), a)[1])(A(xp,[1,2],"u1")),
 "matmul.at": lambda xp: xp.matmul.at(A(xp,[1,2],"f8"), [0], 1.),
 "add.at out of range neg": lambda xp: xp.add.at(A(xp,[1,2],"f8"), [-3], 1.),
 "add.at bool idx wrong len": lambda xp: xp.add.at(A(xp,[1,2],"f8"), A(xp,[1],"?"), 1.),
 "add.at float idx": lambda xp: xp.add.at(A(xp,[1,2],"f8"), A(xp,[1.],"f8"), 1.),
 "add.at readonly": lambda xp: xp.add.at(xp.broadcast_to(A(xp,[1,2],"f8"), (2,2)), [0], 1.),
})


CASES = sorted(cases.items())


@pytest.mark.parametrize("label, body", CASES, ids=[c[0] for c in CASES])
def test_like_reference(xp, label, body):
    assert_same(xp, body)
