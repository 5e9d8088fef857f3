"""is_busday, busday_offset, busday_count (on the device: busday.cu) and datetime_as_string (a
host copy formatted by NumPy) against NumPy: weekmasks in every form, holidays (unsorted,
duplicated, on weekends, NaT), busdaycalendar, every roll and its NaT/non-business errors,
negative counts, broadcasting, 0-d and empty operands, out= (of another datetime unit or
integer type), the argument errors with NumPy's types and messages; no FallbackWarning.
"""
import warnings

import numpy
import pytest

from gpnumpy.testing._xp import assert_same

NAT = numpy.datetime64("NaT")


def D(xp, values, unit="D"):
    return xp.asarray(numpy.array(values, "M8[%s]" % unit))


def _days(xp, n=60, start="2010-12-20", step=1):
    return xp.asarray(numpy.datetime64(start) + numpy.arange(0, n * step, step).astype("m8[D]"))


HOLS = ["2011-01-17", "2011-02-21", "2011-01-01", "2011-01-17", "2011-01-08", "NaT",
        "2010-12-24", "2011-12-26"]
WEEKMASKS = ["1111100", "Mon Tue Wed Thu Fri", "1010101", [1, 1, 1, 1, 1, 1, 1],
             [True, False, True, False, True, False, False], "Sun", "SatSun"]

IS_CASES = {
    "default": lambda xp: xp.is_busday(_days(xp)),
    "strided": lambda xp: xp.is_busday(_days(xp, 90)[::3]),
    "2-d": lambda xp: xp.is_busday(_days(xp, 60).reshape(6, 10).T),
    "nat": lambda xp: xp.is_busday(D(xp, ["2011-01-03", "NaT"])),
    "list of str": lambda xp: xp.is_busday(["2011-07-01", "2011-07-02"]),
    "str": lambda xp: xp.is_busday("2011-07-04"),
    "scalar": lambda xp: xp.is_busday(numpy.datetime64("2011-07-04")),
    "0-d": lambda xp: xp.is_busday(D(xp, "2011-07-05")),
    "empty": lambda xp: xp.is_busday(D(xp, [])),
    "holidays": lambda xp: xp.is_busday(_days(xp), holidays=HOLS),
    "device holidays": lambda xp: xp.is_busday(_days(xp), holidays=D(xp, HOLS)),
    "calendar": lambda xp: xp.is_busday(_days(xp), busdaycal=numpy.busdaycalendar(
        weekmask="1110110", holidays=HOLS)),
    "weeks unit": lambda xp: xp.is_busday(D(xp, ["2011-01-06", "2011-01-13"], "W")),
    "months unit": lambda xp: xp.is_busday(D(xp, ["2011-01", "2011-05"], "M")),
    "out int8": lambda xp: (lambda o: (xp.is_busday(_days(xp, 6), out=o), o)[1])(xp.zeros(6, "i1")),
    "seconds": lambda xp: xp.is_busday(D(xp, ["2011-01-06T10:00:00"], "s")),
    "ints": lambda xp: xp.is_busday(xp.asarray(numpy.array([1, 2]))),
    "int list": lambda xp: xp.is_busday([1, 2]),
    "weekmask zeros": lambda xp: xp.is_busday(_days(xp), weekmask="0000000"),
    "weekmask bad": lambda xp: xp.is_busday(_days(xp), weekmask="111"),
    "weekmask and calendar": lambda xp: xp.is_busday(_days(xp), weekmask="1111100",
                                                     busdaycal=numpy.busdaycalendar()),
    "holidays and calendar": lambda xp: xp.is_busday(_days(xp), holidays=None,
                                                     busdaycal=numpy.busdaycalendar()),
    "holidays bad": lambda xp: xp.is_busday(_days(xp), holidays=["x"]),
    "holidays seconds": lambda xp: xp.is_busday(_days(xp), holidays=numpy.array(
        ["2011-01-03T10"], "M8[s]")),
    "out list": lambda xp: xp.is_busday(_days(xp, 2), out=[0, 0]),
    "weekmask array": lambda xp: xp.is_busday(_days(xp), weekmask=xp.asarray(
        numpy.array([1, 1, 1, 1, 0, 0, 1], bool))),
    "out shape": lambda xp: xp.is_busday(_days(xp, 2), out=xp.zeros(3, bool)),
}
IS_CASES.update({"weekmask %r" % (w,): (lambda w: lambda xp: xp.is_busday(_days(xp), weekmask=w))(w)
                 for w in WEEKMASKS})

ROLLS = ["raise", "nat", "forward", "following", "backward", "preceding", "modifiedfollowing",
         "modifiedpreceding"]
OFFSET_CASES = {
    "busy days": lambda xp: xp.busday_offset(xp.asarray(numpy.busday_offset(
        numpy.datetime64("2011-01-03"), numpy.arange(40))), 7),
    "offsets array": lambda xp: xp.busday_offset(D(xp, ["2011-01-03", "2011-03-01"]),
                                                 xp.asarray(numpy.array([[-30], [0], [17]]))),
    "offsets int32": lambda xp: xp.busday_offset(D(xp, ["2011-01-03"]),
                                                 xp.asarray(numpy.array([5, -5], "i4"))),
    "offsets float list": lambda xp: xp.busday_offset(D(xp, ["2011-01-03"]), [1.5, -2.]),
    "offsets float array": lambda xp: xp.busday_offset(D(xp, ["2011-01-03"]),
                                                       xp.asarray(numpy.array([1.5]))),
    "offsets uint64": lambda xp: xp.busday_offset(D(xp, ["2011-01-03"]),
                                                  xp.asarray(numpy.array([1], "u8"))),
    "raise weekend": lambda xp: xp.busday_offset(D(xp, ["2011-01-03", "2011-01-08"]), 1),
    "raise nat": lambda xp: xp.busday_offset(D(xp, ["2011-01-03", "NaT"]), 1),
    "raise holiday": lambda xp: xp.busday_offset(D(xp, ["2011-01-17"]), 1, holidays=HOLS),
    "nat weekend": lambda xp: xp.busday_offset(D(xp, ["2011-01-08", "NaT"]), 1, roll="nat"),
    "weekmask array": lambda xp: xp.busday_offset(_days(xp, 20), 2, roll="forward",
                                                  weekmask=xp.ones(7, "i1")),
    "bytes roll": lambda xp: xp.busday_offset(_days(xp), 3, roll=b"following"),
    "roll bad": lambda xp: xp.busday_offset(_days(xp), 3, roll="sideways"),
    "0-d": lambda xp: xp.busday_offset(numpy.datetime64("2011-01-03"), 2),
    "str": lambda xp: xp.busday_offset("2011-01-08", 1, roll="forward"),
    "empty": lambda xp: xp.busday_offset(D(xp, []), 1),
    "broadcast error": lambda xp: xp.busday_offset(_days(xp, 2), [1, 2, 3], roll="forward"),
    "seconds": lambda xp: xp.busday_offset(D(xp, ["2011-01-06T10:00:00"], "s"), 1),
    "out seconds": lambda xp: (lambda o: (xp.busday_offset(_days(xp, 5), 2, roll="forward",
                                                           out=o), o)[1])(xp.zeros(5, "M8[s]")),
    "out 2-d": lambda xp: (lambda o: (xp.busday_offset(_days(xp, 5), 2, roll="forward", out=o),
                                      o)[1])(xp.zeros((2, 5), "M8[D]")),
    "out int": lambda xp: xp.busday_offset(_days(xp, 5), 2, roll="forward",
                                           out=xp.zeros(5, "i8")),
    "month ends": lambda xp: xp.busday_offset(
        D(xp, ["2011-04-30", "2011-05-01", "2011-07-31", "2011-10-01", "2012-09-30"]), 0,
        roll="modifiedfollowing"),
    "month starts": lambda xp: xp.busday_offset(
        D(xp, ["2011-05-01", "2011-10-01", "2012-09-01", "2011-01-01"]), 0,
        roll="modifiedpreceding"),
    "many holidays": lambda xp: xp.busday_offset(_days(xp, 80), numpy.arange(-40, 40),
                                                 roll="following", holidays=numpy.arange(
                                                     "2011-01-10", "2011-02-10", dtype="M8[D]")),
}
for _roll in ROLLS:
    OFFSET_CASES["roll %s" % _roll] = (lambda r: lambda xp: xp.busday_offset(
        _days(xp, 70), xp.asarray(numpy.arange(-35, 35) % 11 - 5), roll=r, holidays=HOLS,
        weekmask="1111010"))(_roll)
    OFFSET_CASES["roll %s calendar" % _roll] = (lambda r: lambda xp: xp.busday_offset(
        _days(xp, 40, "2011-12-15"), 1, roll=r, busdaycal=numpy.busdaycalendar(
            weekmask="Mon Tue Wed Thu", holidays=["2011-12-26", "2012-01-02"])))(_roll)

# shapes that do not broadcast and dates NumPy casts to days only safely: its broadcasting
# error comes first (an argument's error before both)
SHAPES_BEFORE_CASTS = {
    "count hours": lambda xp: xp.busday_count(D(xp, ["2011-01-03T10"] * 3, "h"),
                                              D(xp, ["2011-01-06"] * 2)),
    "count hours, bad weekmask": lambda xp: xp.busday_count(
        D(xp, ["2011-01-03T10"] * 3, "h"), D(xp, ["2011-01-06"] * 2), weekmask="11"),
    "count 2-d seconds": lambda xp: xp.busday_count(D(xp, [["2011-01-03"] * 3] * 2, "s"),
                                                    D(xp, ["2011-01-06"] * 2)),
    "offset hours": lambda xp: xp.busday_offset(D(xp, ["2011-01-03T10"] * 3, "h"), [1, 2]),
    "offset hours, bad roll": lambda xp: xp.busday_offset(D(xp, ["2011-01-03T10"] * 3, "h"),
                                                          [1, 2], roll="x"),
    "offset out shape": lambda xp: xp.busday_offset(D(xp, ["2011-01-03T10"] * 3, "h"), 1,
                                                    out=xp.zeros(2, "M8[D]")),
    "offset out hours": lambda xp: xp.busday_offset(D(xp, ["2011-01-03"] * 3), 1,
                                                    out=xp.zeros(2, "M8[h]")),
    "count shapes fine": lambda xp: xp.busday_count(D(xp, ["2011-01-03T10"] * 3, "h"),
                                                    D(xp, ["2011-01-06"])),
}


@pytest.mark.parametrize("label", list(SHAPES_BEFORE_CASTS))
def test_shapes_before_casts(xp, label):
    _same(xp, SHAPES_BEFORE_CASTS[label])


COUNT_CASES = {
    "forward": lambda xp: xp.busday_count(_days(xp, 40), _days(xp, 40, "2011-02-01", 3)),
    "backward": lambda xp: xp.busday_count(_days(xp, 40, "2011-02-01", 3), _days(xp, 40)),
    "same": lambda xp: xp.busday_count(_days(xp, 10), _days(xp, 10)),
    "broadcast": lambda xp: xp.busday_count(_days(xp, 12)[:, None], _days(xp, 12)),
    "holidays": lambda xp: xp.busday_count(_days(xp, 30), _days(xp, 30, "2011-03-01", 5),
                                           holidays=HOLS, weekmask="0111111"),
    "calendar": lambda xp: xp.busday_count("2011-01-01", _days(xp, 50, "2010-11-01", 7),
                                           busdaycal=numpy.busdaycalendar(holidays=HOLS)),
    "0-d": lambda xp: xp.busday_count(numpy.datetime64("2011-01-03"), "2011-02-03"),
    "nat": lambda xp: xp.busday_count(D(xp, ["2011-01-03", "NaT"]), D(xp, ["2011-02-01"] * 2)),
    "empty": lambda xp: xp.busday_count(D(xp, []), D(xp, [])),
    "out int32": lambda xp: xp.busday_count(_days(xp, 3), _days(xp, 3), out=xp.zeros(3, "i4")),
    "out float": lambda xp: (lambda o: (xp.busday_count(_days(xp, 3), _days(xp, 3, "2011-06-01"),
                                                        out=o), o)[1])(xp.zeros(3, "f8")),
    "weekmask zeros": lambda xp: xp.busday_count(_days(xp), _days(xp), weekmask=[0] * 7),
    "weeks": lambda xp: xp.busday_count(D(xp, ["2011-01-06"], "W"), D(xp, ["2012-01-06"], "W")),
    "weekmask array": lambda xp: xp.busday_count(_days(xp, 20), _days(xp, 20, "2011-03-01"),
                                                 weekmask=xp.asarray(numpy.array([1, 0] * 3 + [1]))),
}


def _no_fallback(xp, body):
    with warnings.catch_warnings():
        warnings.simplefilter("error", xp.FallbackWarning) if hasattr(xp, "FallbackWarning") else None
        return body(xp)


def _same(xp, body):
    assert_same(xp, lambda m: _no_fallback(m, body))
    # the message too, where NumPy raises
    try:
        body(numpy)
    except Exception as exc:
        with pytest.raises(type(exc)) as got:
            _no_fallback(xp, body)
        assert str(got.value) == str(exc)


@pytest.mark.parametrize("label", list(IS_CASES))
def test_is_busday(xp, label):
    _same(xp, IS_CASES[label])


@pytest.mark.parametrize("label", list(OFFSET_CASES))
def test_busday_offset(xp, label):
    _same(xp, OFFSET_CASES[label])


@pytest.mark.parametrize("label", list(COUNT_CASES))
def test_busday_count(xp, label):
    _same(xp, COUNT_CASES[label])


_SCALAR_DATES = {
    "float": lambda xp: xp.asarray([3.0]).sum(), "int": lambda xp: xp.asarray([3]).sum(),
    "bool": lambda xp: xp.asarray([True])[0], "uint64": lambda xp: xp.asarray([3], "u8")[0],
    "float32": lambda xp: xp.asarray([3.5], "f4").sum(), "complex": lambda xp: xp.asarray([3j])[0],
    "duration": lambda xp: xp.asarray(numpy.array([3], "m8[D]"))[0],
    "date": lambda xp: xp.asarray(numpy.array(["2024-01-05"], "M8[D]"))[0],
    "date in hours": lambda xp: xp.asarray(numpy.array(["2024-01-05T10"], "M8[h]"))[0],
}


@pytest.mark.parametrize("label", list(_SCALAR_DATES))
def test_scalar_arguments_convert_as_host_scalars(xp, label):
    """A scalar of a reduction or an element (a device scalar) is converted as NumPy converts
    its scalars (a number to days, unsafely), not cast as an array is, also inside a list:
    as dates, as offsets."""
    s = _SCALAR_DATES[label]
    for body in (lambda xp: xp.is_busday(s(xp)), lambda xp: xp.is_busday([s(xp), s(xp)]),
                 lambda xp: xp.busday_offset(s(xp), 1, roll="forward"),
                 lambda xp: xp.busday_offset("2024-01-05", s(xp)),
                 lambda xp: xp.busday_count(s(xp), "2024-02-01"),
                 lambda xp: xp.busday_count("2024-01-01", [s(xp)])):
        assert_same(xp, body)


def test_results_are_device_arrays(gp):
    d = gp.arange("2011-01-01", "2011-03-01", dtype="M8[D]")
    for res in (gp.is_busday(d), gp.busday_offset(d, 1, roll="forward"), gp.busday_count(d, d)):
        assert isinstance(res, gp.ndarray)
    assert isinstance(gp.busday_count("2011-01-01", "2011-02-01"), gp.ndarray)  # (a scalar)


class _Overrides:
    """Another library's array (a dask array, a user's duck array): it overrides NumPy's
    functions (``__array_function__``), so a business-day function given it is its own."""

    def __array_function__(self, func, types, args, kwargs):
        return ("overridden", func.__name__, len(args), sorted(kwargs))


OVERRIDE_CASES = {
    "is_busday dates": lambda xp: xp.is_busday(_Overrides()),
    "is_busday holidays": lambda xp: xp.is_busday("2011-07-04", holidays=_Overrides()),
    "busday_offset dates": lambda xp: xp.busday_offset(_Overrides(), 1),
    "busday_offset offsets": lambda xp: xp.busday_offset(["2011-07-04"], _Overrides()),
    "busday_count enddates": lambda xp: xp.busday_count("2011-07-04", _Overrides()),
    "busday_count weekmask": lambda xp: xp.busday_count("2011-07-04", "2011-08-01",
                                                        weekmask=_Overrides()),
}


@pytest.mark.parametrize("label", list(OVERRIDE_CASES))
def test_an_overriding_argument_takes_the_call(gp, label):
    # (gpnumpy read the object as dates: ValueError 'Could not convert object')
    body = OVERRIDE_CASES[label]
    assert body(gp) == body(numpy)


def test_own_arrays_given_to_the_reference_function_stay_on_the_device(gp):
    # gpnumpy's own arrays given to NumPy's function reach gpnumpy's (no second dispatch)
    d = gp.arange("2011-01-01", "2011-01-10", dtype="M8[D]")
    res = numpy.is_busday(d)
    assert isinstance(res, gp.ndarray)
    assert (res.get() == numpy.is_busday(d.get())).all()


AS_STRING = {
    "default": lambda xp: xp.datetime_as_string(_days(xp, 5)),
    "unit": lambda xp: xp.datetime_as_string(D(xp, ["2011-01-03T10:20:30"], "s"), unit="m"),
    "auto": lambda xp: xp.datetime_as_string(D(xp, ["2011-01-03T10:00", "NaT"], "m"), unit="auto"),
    "utc": lambda xp: xp.datetime_as_string(D(xp, ["2011-01-03T10:20"], "m"), timezone="UTC"),
    "unsafe unit": lambda xp: xp.datetime_as_string(D(xp, ["2011-01-03T10:20"], "m"), unit="D"),
    "unsafe unit casting": lambda xp: xp.datetime_as_string(D(xp, ["2011-01-03T10:20"], "m"),
                                                            unit="D", casting="unsafe"),
    "bad timezone": lambda xp: xp.datetime_as_string(_days(xp, 2), timezone="mars"),
    "2-d": lambda xp: xp.datetime_as_string(_days(xp, 6).reshape(2, 3).T),
    "0-d": lambda xp: xp.datetime_as_string(D(xp, "2011-01-03")),
    "not datetime": lambda xp: xp.datetime_as_string(xp.asarray(numpy.array([1, 2]))),
}


@pytest.mark.parametrize("label", list(AS_STRING))
def test_datetime_as_string(xp, label):
    body = AS_STRING[label]
    try:
        want = body(numpy)
    except Exception as exc:
        with pytest.raises(type(exc)):
            _no_fallback(xp, body)
        return
    got = _no_fallback(xp, body)
    assert type(got) is type(want) and got.dtype == want.dtype  # (host strings: NumPy's types)
    numpy.testing.assert_array_equal(got, want)
