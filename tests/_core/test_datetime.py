"""datetime64/timedelta64 on the device: int64 counts with NumPy's units and NaT.

Creation, casts between units (linear and calendar), arithmetic with NumPy's unit promotion,
comparisons and the NaT rules, reductions, sorting and searching, indexing, text and the
business-day functions, each case run with NumPy and with gpnumpy (xp pattern).
"""
import datetime
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same, assert_same_cases

_D = ["2016-07-01", "NaT", "1969-12-31", "2000-02-29", "1900-03-01", "2016-07-04", "1970-01-01",
      "2038-01-19", "1600-01-01", "2400-12-31", "1969-01-31", "2016-07-01"]
_H = ["2016-07-01T13", "NaT", "1969-12-31T23", "1970-01-01T00", "1899-12-31T01", "2020-02-29T12"]
_TD = [7, -7, 0, "NaT", 5, 3600, -3601, 86400, 1, -1, 2**40, -(2**33)]


def dates(xp, unit="D", values=_D):
    return xp.array(values, dtype="datetime64[%s]" % unit)


def deltas(xp, unit="s", values=_TD):
    return xp.array(values, dtype="timedelta64[%s]" % unit)


CREATION = [
    ("array of strings", lambda xp: dates(xp)),
    ("array of strings, hours", lambda xp: dates(xp, "h", _H)),
    ("array of datetime64 scalars", lambda xp: xp.array([numpy.datetime64("2016-01-01"),
                                                         numpy.datetime64("2016-03-01T10")])),
    ("asarray of a host datetime array", lambda xp: xp.asarray(numpy.array(_D, "M8[D]"))),
    ("timedelta array", lambda xp: deltas(xp)),
    ("timedelta of ints, unit", lambda xp: xp.array([1, 2, 3], dtype="m8[ms]")),
    ("arange days", lambda xp: xp.arange("2016-07", "2016-08", dtype="datetime64[D]")),
    ("arange weeks step", lambda xp: xp.arange("2016-01-01", "2016-03-01", 7, dtype="M8[D]")),
    ("arange of datetime64", lambda xp: xp.arange(numpy.datetime64("2016-07-01"),
                                                  numpy.datetime64("2016-07-05"))),
    ("arange timedelta", lambda xp: xp.arange(0, 10, 3, dtype="m8[h]")),
    ("zeros", lambda xp: xp.zeros((2, 3), dtype="datetime64[s]")),
    ("zeros timedelta", lambda xp: xp.zeros(4, dtype="m8[D]")),
    ("ones", lambda xp: xp.ones(3, dtype="M8[D]")),
    ("empty shape", lambda xp: xp.empty((2, 2), dtype="m8[us]").shape),
    ("empty dtype", lambda xp: xp.empty(3, dtype="M8[ns]").dtype),
    ("full datetime64", lambda xp: xp.full(3, numpy.datetime64("2016-07-01"))),
    ("full string, dtype", lambda xp: xp.full((2,), "2016-07-01T12", dtype="M8[h]")),
    ("full NaT", lambda xp: xp.full(2, numpy.datetime64("NaT"), dtype="M8[D]")),
    ("full timedelta", lambda xp: xp.full(3, numpy.timedelta64(5, "m"))),
    ("zeros_like", lambda xp: xp.zeros_like(dates(xp))),
    ("empty_like dtype", lambda xp: xp.empty_like(deltas(xp)).dtype),
    ("full_like", lambda xp: xp.full_like(dates(xp), "2000-01-01")),
    ("copy", lambda xp: dates(xp).copy()),
    ("linspace not allowed", lambda xp: xp.linspace(numpy.datetime64("2016-01-01"),
                                                    numpy.datetime64("2016-01-10"), 4)),
]

CASTS = [
    ("D -> h", lambda xp: dates(xp).astype("M8[h]")),
    ("D -> ns", lambda xp: dates(xp, "D", _D[:8]).astype("M8[ns]")),  # (in range: no overflow)
    ("D -> W", lambda xp: dates(xp).astype("M8[W]")),
    ("D -> M", lambda xp: dates(xp).astype("M8[M]")),
    ("D -> Y", lambda xp: dates(xp).astype("M8[Y]")),
    ("D -> 3M", lambda xp: dates(xp).astype("M8[3M]")),
    ("h -> D", lambda xp: dates(xp, "h", _H).astype("M8[D]")),
    ("h -> M", lambda xp: dates(xp, "h", _H).astype("M8[M]")),
    ("h -> 2h", lambda xp: dates(xp, "h", _H).astype("M8[2h]")),
    ("M -> D", lambda xp: dates(xp, "M", ["2016-07", "NaT", "1969-11", "1600-02"]).astype("M8[D]")),
    ("Y -> s", lambda xp: dates(xp, "Y", ["2016", "NaT", "1969", "1600"]).astype("M8[s]")),
    ("2M -> D", lambda xp: dates(xp, "2M", ["2016-05", "1969-03"]).astype("M8[D]")),
    ("Y -> M", lambda xp: dates(xp, "Y", ["2016", "NaT", "1969"]).astype("M8[M]")),
    ("M -> Y", lambda xp: dates(xp, "M", ["2016-07", "NaT", "1969-11"]).astype("M8[Y]")),
    ("m s -> h", lambda xp: deltas(xp).astype("m8[h]")),
    ("m s -> ms", lambda xp: deltas(xp).astype("m8[ms]")),
    ("m M -> D", lambda xp: deltas(xp, "M", [5, -1, "NaT", 13]).astype("m8[D]")),
    ("m Y -> D", lambda xp: deltas(xp, "Y", [5, -1, "NaT"]).astype("m8[D]")),
    ("m 2h -> 3h", lambda xp: deltas(xp, "2h", [3, -3, 0, "NaT"]).astype("m8[3h]")),
    ("to int64", lambda xp: dates(xp).astype("int64")),
    ("to float64", lambda xp: dates(xp).astype(float)),
    ("to bool", lambda xp: deltas(xp).astype(bool)),
    ("from int64", lambda xp: xp.arange(-3, 3).astype("M8[D]")),
    ("from float", lambda xp: xp.asarray(numpy.array([1.7, -1.7, numpy.nan, 2e3])).astype("m8[s]")),
    ("datetime to timedelta reinterprets", lambda xp: dates(xp).astype("m8[D]")),
    ("to generic keeps the unit", lambda xp: dates(xp).astype("M8")),
    ("same_kind refused", lambda xp: deltas(xp, "Y", [1]).astype("m8[D]", casting="same_kind")),
    ("astype copy=False", lambda xp: (lambda a: a.astype("M8[D]", copy=False) is a)(dates(xp))),
    ("to str (host)", lambda xp: dates(xp).astype(str).tolist()),
    ("setitem other unit", lambda xp: _setitem(xp, dates(xp, "h", _H[:3]), dates(xp)[:3])),
    ("setitem string", lambda xp: _setitem(xp, dates(xp)[:3], "2001-01-01")),
    ("setitem datetime64", lambda xp: _setitem(xp, dates(xp)[:3], numpy.datetime64("2001-01-01T05"))),
    ("setitem list", lambda xp: _setitem(xp, dates(xp)[:2], ["2001-01-01", "NaT"])),
    ("copyto other unit", lambda xp: _copyto(xp, xp.zeros(3, "M8[s]"), dates(xp)[:3])),
    ("concatenate promotes units", lambda xp: xp.concatenate([dates(xp)[:2], dates(xp, "h", _H)[:2]])),
    ("where", lambda xp: xp.where(xp.array([True, False, True]), dates(xp)[:3],
                                  numpy.datetime64("2000-01-01T06"))),
]


def _setitem(xp, a, v):
    a[...] = v
    return a


def _copyto(xp, dst, src):
    xp.copyto(dst, src, casting="unsafe")
    return dst


ARITHMETIC = [
    ("M - M", lambda xp: dates(xp) - dates(xp)[::-1]),
    ("M - M units", lambda xp: dates(xp)[:6] - dates(xp, "h", _H)),
    ("M - M scalar", lambda xp: dates(xp) - numpy.datetime64("2000-01-01")),
    ("M + m", lambda xp: dates(xp) + deltas(xp, "h")),
    ("m + M", lambda xp: deltas(xp, "D") + dates(xp)),
    ("M - m", lambda xp: dates(xp) - deltas(xp, "m")),
    ("M + m scalar", lambda xp: dates(xp) + numpy.timedelta64(36, "h")),
    ("M + int", lambda xp: dates(xp) + 3),
    ("M - int", lambda xp: dates(xp) - 1),
    ("M + int array", lambda xp: dates(xp) + xp.arange(12, dtype="int32")),
    ("M + timedelta months", lambda xp: dates(xp, "M", ["2016-07", "NaT"]) + numpy.timedelta64(5, "M")),
    ("M + m months refused", lambda xp: dates(xp) + numpy.timedelta64(1, "M")),
    ("M + M refused", lambda xp: dates(xp) + dates(xp)),
    ("M * int refused", lambda xp: dates(xp) * 2),
    ("M + float refused", lambda xp: dates(xp) + 1.5),
    ("m + m", lambda xp: deltas(xp) + deltas(xp, "ms")),
    ("m - m", lambda xp: deltas(xp) - deltas(xp)[::-1]),
    ("m + int", lambda xp: deltas(xp) + 5),
    ("m * int", lambda xp: deltas(xp) * 3),
    ("int * m", lambda xp: 3 * deltas(xp)),
    ("m * int array", lambda xp: deltas(xp) * xp.arange(12, dtype="int16")),
    ("m * float", lambda xp: deltas(xp) * 1.5),
    ("float * m", lambda xp: -0.25 * deltas(xp)),
    ("m * nan", lambda xp: deltas(xp) * numpy.nan),
    ("m * float array", lambda xp: deltas(xp) * xp.linspace(-2, 2, 12)),
    ("m / int", lambda xp: deltas(xp) / 2),
    ("m / 0", lambda xp: deltas(xp) / 0),
    ("m / float", lambda xp: deltas(xp) / 2.5),
    ("m / m", lambda xp: deltas(xp) / deltas(xp, "h", [2, 2, 1, 1, 0, "NaT", 3, -5, 7, 1, 1, 1])),
    ("m / m scalar", lambda xp: deltas(xp) / numpy.timedelta64(1, "m")),
    ("m // m", lambda xp: deltas(xp) // deltas(xp, "s", [2, 2, 0, 2, 0, 7, 7, -7, 1, 1, 3, 3])),
    ("m // int", lambda xp: deltas(xp) // 2),
    ("m // float", lambda xp: deltas(xp) // 2.5),
    ("m % m", lambda xp: deltas(xp) % deltas(xp, "s", [2, 2, 0, 2, 0, 7, 7, -7, 1, -1, 3, 3])),
    ("m % m scalar", lambda xp: deltas(xp) % numpy.timedelta64(1, "h")),
    ("divmod m m", lambda xp: xp.divmod(deltas(xp), numpy.timedelta64(7, "s"))),
    ("-m", lambda xp: -deltas(xp)),
    ("+m", lambda xp: +deltas(xp)),
    ("abs m", lambda xp: abs(deltas(xp))),
    ("absolute m", lambda xp: xp.absolute(deltas(xp, "D"))),
    ("sign m", lambda xp: xp.sign(deltas(xp, "s", [7, -7, 0, 5]))),
    # (NumPy 2.4: -1 for NaT, a timedelta; 2.5: NaN, a float64)
    ("sign m NaT", lambda xp: xp.sign(deltas(xp, "s", [7, "NaT", -7, 0]))),
    ("sign m NaT scalar", lambda xp: xp.sign(deltas(xp, "s", ["NaT", 3])[0])),
    ("m * m refused", lambda xp: deltas(xp) * deltas(xp)),
    ("m + float refused", lambda xp: deltas(xp) + 1.5),
    ("m % int refused", lambda xp: deltas(xp) % 2),
    ("negative M refused", lambda xp: -dates(xp)),
    ("m += m", lambda xp: _iadd(deltas(xp), numpy.timedelta64(3, "s"))),
    ("M += m other unit refused", lambda xp: _iadd(dates(xp), numpy.timedelta64(3, "h"))),
    ("out= array", lambda xp: (lambda o: (xp.add(dates(xp), 1, out=o), o)[1])(xp.zeros(12, "M8[D]"))),
    ("python timedelta", lambda xp: dates(xp, "h", _H) + datetime.timedelta(hours=5)),
    ("python date", lambda xp: dates(xp) - datetime.date(2000, 1, 1)),
    ("0-d scalar result", lambda xp: dates(xp)[0] - dates(xp)[2]),
    ("scalar + scalar", lambda xp: dates(xp)[0] + deltas(xp)[0]),
    ("broadcast", lambda xp: dates(xp)[:, None] - dates(xp)[None, :4]),
    ("strided", lambda xp: dates(xp)[::-2] - dates(xp, "h", _H)[::-1]),
]


def _iadd(a, v):
    a += v
    return a


COMPARISONS = [
    ("==", lambda xp: dates(xp) == dates(xp)[::-1]),
    ("== self (NaT)", lambda xp: dates(xp) == dates(xp)),
    ("!=", lambda xp: dates(xp) != dates(xp)),
    ("<", lambda xp: dates(xp) < dates(xp)[::-1]),
    ("<=", lambda xp: dates(xp) <= numpy.datetime64("2000-02-29")),
    (">", lambda xp: dates(xp) > dates(xp, "h", _H * 2)),
    (">=", lambda xp: deltas(xp) >= 0),
    ("m < m", lambda xp: deltas(xp) < deltas(xp, "m", [0] * 12)),
    ("== NaT scalar", lambda xp: dates(xp) == numpy.datetime64("NaT")),
    ("!= NaT scalar", lambda xp: dates(xp) != numpy.datetime64("NaT")),
    ("M < m refused", lambda xp: dates(xp) < deltas(xp)),
    ("M < string refused", lambda xp: dates(xp) < "2016-01-01"),
    ("isnat", lambda xp: xp.isnat(dates(xp))),
    ("isnat m", lambda xp: xp.isnat(deltas(xp))),
    ("isnat of floats refused", lambda xp: xp.isnat(xp.zeros(3))),
    ("isnan", lambda xp: xp.isnan(dates(xp))),
    ("isfinite", lambda xp: xp.isfinite(deltas(xp))),
    ("isinf", lambda xp: xp.isinf(dates(xp))),
    ("maximum", lambda xp: xp.maximum(dates(xp), dates(xp)[::-1])),
    ("minimum", lambda xp: xp.minimum(deltas(xp), deltas(xp, "ms", [0] * 11 + ["NaT"]))),
    ("fmax", lambda xp: xp.fmax(dates(xp), dates(xp)[::-1])),
    ("fmin", lambda xp: xp.fmin(deltas(xp), deltas(xp)[::-1])),
    ("array_equal", lambda xp: xp.array_equal(dates(xp), dates(xp))),
    ("nonzero m", lambda xp: xp.nonzero(deltas(xp))),
    ("count_nonzero", lambda xp: xp.count_nonzero(deltas(xp))),
]

REDUCTIONS = [
    # (a list of dates or durations: its NaT wins, as NumPy's NaN does)
    ("argmax list NaT", lambda xp: xp.argmax([numpy.timedelta64(2, "s"), numpy.timedelta64(1, "s"),
                                              numpy.timedelta64("NaT", "s"), numpy.timedelta64(3, "s")])),
    ("argmin list NaT", lambda xp: xp.argmin([numpy.datetime64("2010-01-03"), numpy.datetime64("NaT"),
                                              numpy.datetime64("1932-10-10")])),
    ("argmax list dates", lambda xp: xp.argmax([numpy.datetime64("2010-01-03"),
                                                numpy.datetime64("2015-09-23")])),
    ("max", lambda xp: xp.max(dates(xp))),
    ("max no NaT", lambda xp: dates(xp)[xp.array([0, 2, 3, 4, 5])].max()),
    ("min no NaT", lambda xp: xp.min(dates(xp)[2:])),
    ("max axis", lambda xp: dates(xp).reshape(3, 4).max(axis=0)),
    ("min axis 1", lambda xp: dates(xp).reshape(3, 4).min(axis=1)),
    ("max m", lambda xp: deltas(xp)[4:].max()),
    ("min m", lambda xp: deltas(xp).min()),
    ("nanmax", lambda xp: xp.nanmax(dates(xp))),
    ("nanmin m", lambda xp: xp.nanmin(deltas(xp))),
    ("fmax.reduce", lambda xp: xp.fmax.reduce(dates(xp))),
    ("fmin.reduce all NaT", lambda xp: xp.fmin.reduce(xp.array(["NaT", "NaT"], "M8[D]"))),
    ("argmax", lambda xp: xp.argmax(dates(xp))),
    ("argmin", lambda xp: xp.argmin(dates(xp))),
    ("argmax no NaT", lambda xp: xp.argmax(dates(xp)[2:])),
    ("argmax m axis", lambda xp: xp.argmax(deltas(xp).reshape(3, 4), axis=1)),
    ("ptp", lambda xp: xp.ptp(dates(xp)[2:])),
    ("sum m", lambda xp: deltas(xp)[4:].sum()),
    ("sum m NaT", lambda xp: deltas(xp).sum()),
    ("sum m axis", lambda xp: deltas(xp)[4:].reshape(2, 4).sum(axis=1)),
    ("cumsum m", lambda xp: xp.cumsum(deltas(xp))),
    ("mean m", lambda xp: deltas(xp)[4:].mean()),
    ("mean m axis", lambda xp: deltas(xp)[4:].reshape(2, 4).mean(axis=0)),
    ("sum M refused", lambda xp: dates(xp).sum()),
    ("mean M refused", lambda xp: xp.mean(dates(xp))),
    ("prod m refused", lambda xp: deltas(xp).prod()),
    ("diff M", lambda xp: xp.diff(dates(xp))),
    ("diff m", lambda xp: xp.diff(deltas(xp))),
    ("median m", lambda xp: xp.median(deltas(xp)[4:])),
]

SORTING = [
    ("sort", lambda xp: xp.sort(dates(xp))),
    ("sort m", lambda xp: xp.sort(deltas(xp))),
    ("sort axis 0", lambda xp: xp.sort(dates(xp).reshape(4, 3), axis=0)),
    ("sort method", lambda xp: (lambda a: (a.sort(), a)[1])(dates(xp))),
    ("argsort", lambda xp: xp.argsort(dates(xp), kind="stable")),
    ("argsort m", lambda xp: xp.argsort(deltas(xp), kind="stable")),
    ("searchsorted", lambda xp: xp.searchsorted(xp.sort(dates(xp)), dates(xp))),
    ("searchsorted right", lambda xp: xp.searchsorted(xp.sort(dates(xp)), dates(xp), side="right")),
    ("searchsorted scalar", lambda xp: xp.searchsorted(xp.sort(dates(xp)), numpy.datetime64("2000-01-01"))),
    ("searchsorted units", lambda xp: xp.searchsorted(xp.sort(dates(xp)), dates(xp, "h", _H))),
    ("unique", lambda xp: xp.unique(dates(xp))),
    ("unique NaT twice", lambda xp: xp.unique(xp.array(["NaT", "2016-01-01", "NaT"], "M8[D]"))),
    ("unique counts", lambda xp: xp.unique(dates(xp), return_counts=True)),
    ("unique inverse", lambda xp: xp.unique(deltas(xp), return_inverse=True)),
    ("isin", lambda xp: xp.isin(dates(xp), dates(xp)[:3])),
    ("lexsort", lambda xp: xp.lexsort((dates(xp), deltas(xp)))),
    ("partition", lambda xp: xp.partition(deltas(xp), 3)[3]),
]

INDEXING = [
    ("element", lambda xp: dates(xp)[3]),
    ("element NaT", lambda xp: dates(xp)[1]),
    ("slice", lambda xp: dates(xp)[2:7:2]),
    ("fancy", lambda xp: dates(xp)[[0, 3, 1]]),
    ("mask", lambda xp: dates(xp)[~xp.isnat(dates(xp))]),
    ("reshape T", lambda xp: dates(xp).reshape(3, 4).T),
    ("view int64", lambda xp: dates(xp).view("int64")),
    ("view from int64", lambda xp: xp.arange(4).view("M8[D]")),
    ("view timedelta", lambda xp: dates(xp).view("m8[D]")),
    ("take", lambda xp: xp.take(deltas(xp), [5, 0])),
    ("stack", lambda xp: xp.stack([dates(xp), dates(xp)])),
    ("tolist", lambda xp: dates(xp).tolist()),
    ("tolist m", lambda xp: deltas(xp).tolist()),
    ("item", lambda xp: dates(xp).item(0)),
    ("item h", lambda xp: dates(xp, "h", _H).item(0)),
    ("item NaT", lambda xp: dates(xp).item(1)),
    ("item m", lambda xp: deltas(xp).item(5)),
    ("scalar type", lambda xp: xp.isscalar(dates(xp)[0])),
    ("scalar hash", lambda xp: hash(dates(xp)[0]) == hash(numpy.datetime64("2016-07-01"))),
    ("scalar int", lambda xp: int(deltas(xp)[5])),
    ("repr", lambda xp: repr(dates(xp))),
    ("repr h", lambda xp: repr(dates(xp, "h", _H))),
    ("repr m", lambda xp: repr(deltas(xp))),
    ("str", lambda xp: str(dates(xp))),
    ("repr scalar", lambda xp: repr(dates(xp)[0])),
    ("repr scalar NaT", lambda xp: repr(dates(xp)[1])),
    ("repr scalar m", lambda xp: repr(deltas(xp)[0])),
    ("str scalar m", lambda xp: str(deltas(xp)[0])),
    ("repr of a long array", lambda xp: repr(xp.arange("2000-01-01", "2010-01-01", dtype="M8[D]"))),
    ("datetime_data", lambda xp: xp.datetime_data(dates(xp, "3h", _H).dtype)),
    ("dtype str", lambda xp: str(deltas(xp, "us").dtype)),
]

BUSDAY = [
    ("busday_count", lambda xp: xp.busday_count(dates(xp)[[0, 2, 3]], dates(xp)[[5, 6, 7]])),
    ("busday_count scalars", lambda xp: xp.busday_count("2016-07-01", "2016-08-01")),
    ("is_busday", lambda xp: xp.is_busday(dates(xp)[[0, 2, 3, 5]])),
    ("is_busday holidays", lambda xp: xp.is_busday(dates(xp)[[0, 5]], holidays=["2016-07-04"])),
    ("busday_offset", lambda xp: xp.busday_offset(dates(xp)[[0, 2, 3]], 3, roll="forward")),
    ("busday_offset array", lambda xp: xp.busday_offset("2016-07-01", xp.arange(4), roll="forward")),
    ("busday_offset NaT", lambda xp: xp.busday_offset(dates(xp)[[1]], 1)),
    ("datetime_as_string", lambda xp: xp.datetime_as_string(dates(xp)).tolist()),
    ("datetime_as_string unit", lambda xp: xp.datetime_as_string(dates(xp, "h", _H), unit="D").tolist()),
]

ALL = CREATION + CASTS + ARITHMETIC + COMPARISONS + REDUCTIONS + SORTING + INDEXING + BUSDAY


@pytest.mark.parametrize("label, body", ALL, ids=[c[0] for c in ALL])
def test_datetime(xp, label, body):
    assert_same(xp, body)


def test_device_arrays(gp):
    """Datetimes live on the device: results are gpnumpy arrays, made without a FallbackWarning."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error", gp.FallbackWarning)
        a = gp.arange("2016-07", "2016-08", dtype="datetime64[D]")
        b = gp.array(_D, dtype="M8[D]")
        m = b - a[0]
        r = [a, b, m, m / numpy.timedelta64(1, "D"), gp.sort(b), gp.isnat(b), b.astype("M8[M]"),
             gp.unique(b), b.max(), m.min(), gp.searchsorted(gp.sort(b), b), b[3], b[::2]]
    assert all(isinstance(x, gp.ndarray) for x in r)
    # (the business-day functions are NumPy's on the host, their arrays moved to the device)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        assert isinstance(gp.busday_count(b[[0, 2]], b[[3, 4]]), gp.ndarray)


def test_scalar_arithmetic_grid(xp):
    """Every unit pair of M - M and M + m (NumPy's common unit, the finer one)."""
    units = ["Y", "M", "W", "D", "h", "m", "s", "ms", "us"]
    cases = []
    for u in units:
        for v in units:
            cases.append(("M[%s] - M[%s]" % (u, v), lambda xp, u=u, v=v:
                          dates(xp, "D", _D[:4]).astype("M8[%s]" % u) - dates(xp, "h", _H[:4]).astype("M8[%s]" % v)))
            cases.append(("M[%s] + m[%s]" % (u, v), lambda xp, u=u, v=v:
                          dates(xp, "D", _D[:4]).astype("M8[%s]" % u) + deltas(xp, v, [1, -3, "NaT", 0])))
    assert_same_cases(xp, cases)


def test_out_in_other_units(xp):
    def body(xp):
        o = xp.zeros(12, "m8[ms]")
        r = xp.add(deltas(xp), deltas(xp), out=o)
        return r is o, o
    assert_same(xp, body)


@pytest.mark.parametrize("label, f", [
    ("floor_divide NaT", lambda m: m.array([10, "NaT", 3], "m8[D]") // m.timedelta64(7, "D")),
    ("floor_divide zero", lambda m: m.array([10, 3], "m8[D]") // m.array([0, 2], "m8[D]")),
    ("divmod", lambda m: m.divmod(m.array([1, "NaT"], "m8[D]"), m.array([0, 1], "m8[D]"))),
    ("remainder", lambda m: m.array([10, "NaT", 3], "m8[D]") % m.timedelta64(0, "D")),
    ("remainder NaT", lambda m: m.array([10, "NaT"], "m8[D]") % m.timedelta64(7, "D")),
    ("true divide zero", lambda m: m.array([5, 6], "m8[s]") / m.array([0, 4], "m8[s]")),
    ("true divide zero by zero", lambda m: m.array([0, 6], "m8[s]") / m.array([0, 4], "m8[s]")),
    ("true divide NaT", lambda m: m.array([5, "NaT", 0], "m8[s]") / m.array(["NaT", 0, 3],
                                                                              "m8[s]")),
    ("true divide all", lambda m: m.array([5, 0, -3, "NaT", 0], "m8[s]")
     / m.array([0, 0, 0, 0, "NaT"], "m8[s]")),
    # over an integer: a zero divides by zero only as one value for the whole call
    ("by int zero", lambda m: m.array([5, "NaT", 0], "m8[s]") / 0),
    ("floor by int zero", lambda m: m.array([5, "NaT", 0], "m8[s]") // m.int64(0)),
    ("by one-element zero", lambda m: m.array([5, 6], "m8[s]") / m.array([0])),
    ("by int zeros", lambda m: m.array([5, 6], "m8[s]") / m.zeros(2, int)),
    ("floor by int zeros", lambda m: m.array([5, 6], "m8[s]") // m.array([0, 2])),
    ("floor by zero duration", lambda m: m.array([5, "NaT"], "m8[s]") // m.timedelta64(0, "s")),
    ("mean of none", lambda m: m.array([], "m8[s]").mean()),
    # one element: NumPy's inner loop sees a 0-d divisor or one of fewer dimensions as one
    # value, a one-element array of as many dimensions as an array
    ("one by one", lambda m: m.array([5], "m8[s]") / m.array([0])),
    ("0-d by 0-d", lambda m: m.array(5, "m8[s]") / m.array(0)),
    ("one by 0-d", lambda m: m.array([5], "m8[s]") / m.array(0)),
    ("0-d by one", lambda m: m.array(5, "m8[s]") / m.array([0])),
    # over or times a float: the double operation, then its truncation to int64
    ("by float zero", lambda m: m.array([5, 0, "NaT"], "m8[s]") / 0.0),
    ("floor by float zeros", lambda m: m.array([5, 0, -3], "m8[s]") // m.zeros(3)),
    ("by tiny", lambda m: m.array([5, 0], "m8[s]") / 1e-300),
    ("times inf", lambda m: m.array([5, 0, "NaT"], "m8[s]") * m.array([m.inf, m.inf, 1.0])),
    ("inf times", lambda m: m.array([m.inf, 1e300]) * m.array([0, 7], "m8[s]")),
    ("times nan", lambda m: m.array([5, 0], "m8[s]") * m.nan),
])
def test_timedelta_division_warnings(gp, label, f):
    """NumPy's timedelta divisions set the floating-point status: a NaT operand of
    floor_divide/divmod is invalid, a zero divisor divides by zero (the device checks it)."""
    import warnings

    def run(m):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            r = f(m)
            r = [repr(numpy.asarray(x.get() if hasattr(x, "get") else x).tolist())  # (NaN)
                 for x in (r if isinstance(r, tuple) else (r,))]
            if m is gp:
                gp.synchronize()
        return r, [str(w.message) for w in got if w.category is RuntimeWarning]
    assert run(gp) == run(numpy)


@pytest.mark.parametrize("label, f", [
    ("dates + 1", lambda m, d: d + 1),
    ("1 + dates", lambda m, d: 1 + d),
    ("dates - 1", lambda m, d: d - 1),
    ("deltas + 1", lambda m, d: (d - d) + 1),
    ("deltas * 2", lambda m, d: (d - d) * 2),
])
def test_python_int_with_dates_warns_at_every_call(gp, label, f):
    """NumPy 2.5's "generic unit" DeprecationWarning for a bare Python int beside dates comes
    at every call, the repeated ones too (which take gpnumpy's remembered lean paths), as
    NumPy gives it (none under NumPy 2.4)."""
    import warnings

    def run(m):
        d = m.arange("2024-01-01", "2024-01-09", dtype="M8[D]")
        counts = []
        for _ in range(3):
            with warnings.catch_warnings(record=True) as got:
                warnings.simplefilter("always")
                r = f(m, d)
            counts.append([(w.category.__name__, str(w.message)) for w in got])
        return counts, str(r.dtype), numpy.asarray(r.get() if m is gp else r).tolist()
    assert run(gp) == run(numpy)


@pytest.mark.parametrize("label, f", [
    ("is_busday hour string", lambda m: m.is_busday("2024-01-01T05")),
    ("is_busday hour strings", lambda m: m.is_busday(["2024-01-01T05", "2024-01-06"])),
    ("is_busday bad string", lambda m: m.is_busday("x")),
    ("is_busday bad strings", lambda m: m.is_busday(["x"])),
    ("is_busday NaT", lambda m: m.is_busday("NaT")),
    ("is_busday int", lambda m: m.is_busday(3)),
    ("is_busday int and NaT", lambda m: m.is_busday([3, "NaT"])),
    ("is_busday float", lambda m: m.is_busday(3.5)),
    ("is_busday None", lambda m: m.is_busday(None)),
    ("is_busday bytes", lambda m: m.is_busday([b"2024-01-01"])),
    ("is_busday host string array", lambda m: m.is_busday(numpy.array(["2024-01-06"]))),
    ("busday_count hour string", lambda m: m.busday_count("2024-01-01T05", "2024-02-01")),
    ("busday_count bad strings", lambda m: m.busday_count(["x"], "y")),
    ("busday_count ints", lambda m: m.busday_count(3, 10)),
    ("busday_offset bad string", lambda m: m.busday_offset("x", 1)),
    ("busday_offset NaT string", lambda m: m.busday_offset("NaT", 3)),
    ("busday_offset NaT string forward", lambda m: m.busday_offset("NaT", 3, roll="forward")),
    ("busday_offset None", lambda m: m.busday_offset(["2024-01-01", None], 1)),
    ("busday_offset object dates", lambda m: m.busday_offset(
        numpy.array(["2024-01-05", "2024-01-06"], dtype=object), 1, roll="forward")),
    ("busday_offset string offsets", lambda m: m.busday_offset("2024-01-05", ["1", "2"])),
    ("busday_offset float offsets", lambda m: m.busday_offset("2024-01-01", numpy.array([1.5]))),
])
def test_business_days_read_dates_as_np_does(gp, label, f):
    """The business-day functions read dates given as strings, numbers or None as the
    installed NumPy's do (is_busday in days under NumPy 2.5, in their own units under 2.4),
    with NumPy's errors and its warnings given once (NumPy 2.5's generic-unit warning of
    "NaT")."""
    import warnings

    def run(m):
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            try:
                r = f(m)
                r = (str(r.dtype), numpy.asarray(r.get() if m is gp else r).tolist())
            except (TypeError, ValueError) as e:
                r = (type(e).__name__, str(e))
        return r, [(w.category.__name__, str(w.message)) for w in got
                   if w.category.__name__ != "FallbackWarning"]
    assert run(gp) == run(numpy)


def test_unit_casts_refused_by_factor(xp):
    # NumPy refuses a cast whose base-unit factor overflows its check (2**56), whatever the
    # counts: years to picoseconds, days to attoseconds, ...; its message (was gpnumpy's own
    # text, or a wrapped result for years/months to ps and a count of fs)
    cases = []
    for kind in "Mm":
        for src, dst in (("Y", "ps"), ("M", "ps"), ("Y", "fs"), ("D", "as"), ("ps", "Y"),
                         ("7as", "3D"), ("W", "as"), ("Y", "1000fs"), ("1000Y", "ps"),
                         ("h", "fs"), ("Y", "ns"), ("D", "ps"), ("M", "W"), ("m", "as")):
            cases.append(("%s8 %s -> %s" % (kind, src, dst),
                          lambda xp, kind=kind, src=src, dst=dst: xp.array(
                              [1, -3, "NaT"], dtype="%s8[%s]" % (kind, src)).astype(
                              "%s8[%s]" % (kind, dst))))
    assert_same_cases(xp, cases)


@pytest.mark.parametrize("src", ["M8[s]", "m8[s]", "m8[M]", "M8[Y]", "M8", "int64", "float64"])
@pytest.mark.parametrize("to", ["M8", "m8", "M8[generic]", "M8[D]", "m8[h]"])
@pytest.mark.parametrize("casting", ["no", "equiv", "safe", "same_kind"])
def test_astype_generic_unit_under_casting(xp, src, to, casting):
    # a generic unit takes the source's before NumPy's casting check: M8[s] to M8 is no cast
    def body(m):
        a = m.asarray(numpy.array([1, 2]).astype(src))
        try:
            return a.astype(to, casting=casting)
        except TypeError as exc:
            return str(exc)
    assert_same(xp, body)


def _warning_kinds(fn):
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        try:
            r = fn()
            out = (str(r.dtype), numpy.asarray(r).astype("int64").tolist())
        except Exception as exc:  # noqa: BLE001 (the exception's type is compared)
            out = type(exc).__name__
    return out, [w.category.__name__ for w in seen if w.category.__name__ != "FallbackWarning"]


_GENERIC_REDUCTIONS = [
    ("sum", lambda m, a, t: m.sum(a)),
    ("sum axis", lambda m, a, t: m.sum(a.reshape(-1, 1), axis=0)),
    ("initial", lambda m, a, t: m.add.reduce(a, initial=t)),
    ("initial None", lambda m, a, t: m.add.reduce(a, initial=None)),
    ("where and initial", lambda m, a, t: m.add.reduce(a, where=m.ones(a.shape, bool), initial=t)),
    ("out", lambda m, a, t: m.add.reduce(a, out=m.empty((), a.dtype))),
    ("keepdims", lambda m, a, t: m.sum(a, keepdims=True)),
    ("method", lambda m, a, t: a.sum()),
]


@pytest.mark.parametrize("n", [0, 1, 2])
@pytest.mark.parametrize("label, fn", _GENERIC_REDUCTIONS, ids=[c[0] for c in _GENERIC_REDUCTIONS])
def test_sum_of_generic_timedeltas_warns_as_reference(xp, n, label, fn):
    # NumPy 2.5 deprecates the generic timedelta unit: a sum warns of its identity's conversion,
    # for no elements too, and not where an initial value is given (NumPy 2.4: no warning)
    def run(m):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            a = m.asarray(numpy.arange(n).astype("m8"))
            t = numpy.timedelta64(0)
        return _warning_kinds(lambda: fn(m, a, t))
    assert run(xp) == run(numpy)


def _outcome(m, f):
    """``f(m)``'s value (or its exception's type and message) and the warnings it gave."""
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            r = f(m)
            r = ("ok", str(numpy.asarray(r.get() if hasattr(r, "get") else r).dtype),
                 repr(numpy.asarray(r.get() if hasattr(r, "get") else r).tolist()))
        except Exception as exc:
            r = (type(exc).__name__, str(exc))
    return r, [w.category.__name__ for w in got]


_FAR = lambda m, n: m.asarray(numpy.array(["9999-12-31"] * n, "M8[D]"))  # noqa: E731
_NS = lambda m, *shape: m.zeros(shape, "M8[ns]")  # noqa: E731


@pytest.mark.parametrize("label, f", [
    # NumPy casts a ufunc's small 1-d (and 0-d) operands to the loop's unit before it checks
    # the shapes (NumPy 2.5: their overflow first), the others after (the shapes first)
    ("1-d overflow, shapes", lambda m: m.equal(_FAR(m, 5), _NS(m, 2))),
    ("1-d overflow, shapes, reversed", lambda m: m.less(_NS(m, 2), _FAR(m, 5)[::-1])),
    ("1-d overflow, 2-d other", lambda m: m.equal(_FAR(m, 5), _NS(m, 2, 2))),
    ("2-d overflow, shapes", lambda m: m.equal(_FAR(m, 4).reshape(2, 2), _NS(m, 3))),
    ("0-d overflow, shapes", lambda m: m.maximum(_FAR(m, 1).reshape(()), _NS(m, 2))),
    ("past the buffer, shapes", lambda m: m.equal(_FAR(m, numpy.getbufsize() + 1), _NS(m, 2))),
    ("strided within the buffer", lambda m: m.equal(_FAR(m, numpy.getbufsize() + 1)[::2],
                                                    _NS(m, 2))),
    ("where=, shapes", lambda m: m.equal(_FAR(m, 5), _NS(m, 5), out=m.zeros(5, bool),
                                         where=m.ones(3, bool))),
    ("2-d timedelta overflow, shapes", lambda m: m.asarray(numpy.array([[1, 2**62]], "m8[D]"))
     + m.zeros((3,), "m8[ns]")),
    ("shapes fine, overflow", lambda m: m.equal(_FAR(m, 4).reshape(2, 2), _NS(m, 2))),
    ("out= of other units, shapes", lambda m: m.add(m.ones(2, "m8[s]"), m.ones(2, "m8[s]"),
                                                    out=m.zeros(3, "m8[ms]"))),
    ("out= of other units, broadcast", lambda m: m.add(m.ones(2, "m8[s]"), m.ones(2, "m8[s]"),
                                                       out=m.zeros((2, 2), "m8[ms]"))),
    # a Python int is an int64 count of the loop's unit: past int64 NumPy refuses it
    ("dates + 2**63", lambda m: m.asarray(numpy.array([1, 2], "M8[s]")) + 2**63),
    ("deltas < 2**63", lambda m: m.ones(2, "m8[s]") < 2**63),
    ("deltas - 2**63", lambda m: m.ones(2, "m8[s]") - 2**63),
    ("deltas + -2**63", lambda m: m.ones(2, "m8[s]") + -2**63),
    ("deltas == 2**64", lambda m: m.ones(2, "m8[s]") == 2**64),
    # the generic-unit deprecation of a Python int depends on dtype=/signature=
    ("fmax int, dtype M8", lambda m: m.fmax(1, numpy.timedelta64(7, "D"), dtype="M8")),
    ("fmax int, dtype m8", lambda m: m.fmax(1, numpy.timedelta64(7, "D"), dtype="m8")),
    ("fmax int, array, dtype M8", lambda m: m.fmax(m.ones(2, "m8[s]"), 1, dtype="M8")),
    ("fmax dates int, signature", lambda m: m.fmax(m.ones(1, "M8[s]"), 1,
                                                   signature=(None, None, "m8"))),
    ("fmax dates int, signature str", lambda m: m.fmax(m.ones(1, "M8[s]"), 1,
                                                       signature="MM->M")),
    # a Python scalar converted to the loop's DType as NumPy converts it
    ("int as a date", lambda m: m.equal(m.ones(2, "M8[s]"), 5, signature="MM->?")),
    ("bool as a date", lambda m: m.fmax(m.ones(2, "M8[s]"), True, signature="MM->M")),
    ("float as a duration", lambda m: m.fmax(m.ones(1, "m8[s]"), 1.5, signature="mm->m")),
    ("float as a date", lambda m: m.add(m.ones(1, "M8[s]"), 1.5, signature="Mm->M")),
    ("complex as a duration", lambda m: m.fmax(m.ones(1, "m8[s]"), 1j, signature="mm->m",
                                               casting="unsafe")),
    ("bool as a duration", lambda m: m.fmax(m.ones(1, "m8[s]"), True, signature="mm->m")),
    # a loop NumPy's resolution names but its ufunc has not got: its call's error
    ("absolute of dates, dtype m8", lambda m: m.absolute(m.ones(2, "M8[Y]"), dtype="m8")),
    ("negative of dates, signature", lambda m: m.negative(m.ones(2, "M8[D]"), signature="m->m")),
])
def test_unit_casts_shapes_and_ints_as_reference(gp, label, f):
    """The order of NumPy's errors for datetime loops (a unit cast's overflow against the
    shapes), Python ints past int64, and the warnings of a call with dtype=/signature=."""
    if label == "strided within the buffer" and _NUMPY_CRASHES_ON_STRIDED_OVERFLOW:
        # NumPy 2.5.0-2.5.4 crash the process (a segfault) on this call; 2.5.5 and 2.4
        # raise this error, before the shapes' (the reference is what they give)
        want = ("OverflowError", "Overflow when converting between datetime64 units"), []
    else:
        want = _outcome(numpy, f)
    assert _outcome(gp, f) == want


#: NumPy releases whose equal() of a strided datetime view that overflows in the loop's
#: unit segfaults (measured: 2.5.0, 2.5.2, 2.5.3 and 2.5.4 crash; 2.4.6 and 2.5.5 do not)
_NUMPY_CRASHES_ON_STRIDED_OVERFLOW = (2, 5, 0) <= tuple(
    int(p) for p in numpy.__version__.split(".")[:3] if p.isdigit()) < (2, 5, 5)


_UNITS = ["Y", "2Y", "M", "3M", "W", "2W", "D", "7D", "h", "2h", "s", "ms"]


@pytest.mark.parametrize("src", _UNITS)
def test_datetime_cast_overflow_as_reference(gp, src):
    """NumPy 2.5 refuses a datetime64 cast whose value overflows int64 (2.4 wraps): linear
    casts by their factor; a cast between years or months and another base unit through its
    calendar fields only where the value times the source's count overflows (datetime64[Y]
    to [M] wraps, [3Y] to [M] raises).  Values that do not overflow: NumPy's."""
    def run(m, dst):
        out = []
        for v in (2**62, -2**62, 2**61, 2**62 // 3 + 5, 12345, -7, "NaT"):
            try:
                r = m.asarray(numpy.array([v], "M8[%s]" % src)).astype("M8[%s]" % dst)
                r = numpy.asarray(r.get() if hasattr(r, "get") else r).view("i8")[0]
                out.append(int(r) if v in (12345, -7, "NaT") else "value")
            except OverflowError as exc:
                out.append(str(exc))
        return out
    for dst in _UNITS:
        if dst != src:
            assert run(gp, dst) == run(numpy, dst), dst
