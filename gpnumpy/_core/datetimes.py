"""Datetime support functions: the business-day functions on the device, datetime_as_string.

``is_busday``, ``busday_offset`` and ``busday_count`` follow NumPy's rules exactly (weekmask,
normalized holidays, the six rolls, NaT, the end date excluded from a count either way):
NumPy itself checks the arguments (on zero-size stand-ins: its messages and exception types)
and normalizes the calendar (``numpy.busdaycalendar``), and one kernel per function
(``busday.cu``) computes every element, a binary search in the holidays where they matter.
An element NumPy raises for (NaT, a non-business day under roll='raise') is recorded by its
index on the device: busday_count and busday_offset with roll='raise' synchronize to raise
at the call, as NumPy does, naming the first such element's error.  On the host device the
same front end runs NumPy's own functions.

``datetime_as_string`` makes strings, which gpnumpy holds on the host (NumPy arrays): it
formats a host copy of a device datetime array with NumPy's unit, timezone and casting.
"""
from __future__ import annotations

import warnings

import numpy
from numpy.lib.stride_tricks import as_strided

from .device import ON_DEVICE
from .ndarray import ndarray, asarray_any, _empty, to_host, broadcast_shapes
from .elementwise import copy_into
from .dispatch import overridable
from .._kernels import compiler, render
from .._kernels import launch as _launch

_NO = object()   # weekmask/holidays not given (NumPy tells that from a given default)
_DAY = numpy.dtype("M8[D]")
_I8 = numpy.dtype(numpy.int64)
_ROLLS = ("raise", "nat", "following", "preceding", "modifiedfollowing", "modifiedpreceding")
_ROLL_ALIASES = {"forward": "following", "backward": "preceding"}


def _as_dates(x, days=False):
    """``x`` as an array NumPy's business-day functions would take: arrays as they are,
    anything else through datetime64 of the units it carries, or, with ``days`` where the
    installed NumPy's is_busday does so (2.5), read in days (an hour of a day is that day,
    an integer a count of days)."""
    if isinstance(x, (ndarray, numpy.ndarray)) and not isinstance(x, numpy.generic):
        return x
    x = to_host(x)  # (device scalars, also in lists, as NumPy's scalars: converted, not cast)
    if days and _is_busday_reads_days():
        try:
            return numpy.asarray(x, dtype=numpy.dtype("M8[D]"))
        except ValueError:
            numpy.is_busday(x)  # (NumPy's own message)
            raise
    d = numpy.asarray(x, dtype=numpy.dtype("M8"))
    if numpy.datetime_data(d.dtype)[0] == "generic":
        # ("NaT": this conversion gave NumPy 2.5's generic-unit warnings, as NumPy's own
        # does; in days now, no later cast gives them again)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            d = d.astype(numpy.dtype("M8[D]"))
    return d


_READS_DAYS = []


def _is_busday_reads_days():
    """Whether the installed NumPy's is_busday reads dates in days (2.5: an hour of a day is
    that day) or in their own units, as the other business-day functions (2.4: refused)."""
    if not _READS_DAYS:
        try:
            numpy.is_busday("2024-01-01T05")
            _READS_DAYS.append(True)
        except TypeError:
            _READS_DAYS.append(False)
    return _READS_DAYS[0]


def _as_offsets(x):
    if isinstance(x, (ndarray, numpy.ndarray)) and not isinstance(x, numpy.generic):
        return x
    return numpy.asarray(to_host(x), dtype=_I8)  # (a device scalar as NumPy's: converted)


def _stand_in(x):
    """A zero-size host array of ``x``'s dtype (NumPy checks its casts on it)."""
    return numpy.empty((0,), x.dtype)


def _zero_strided(shape, writeable=False, dtype=numpy.int8):
    return as_strided(numpy.zeros(1, dtype), shape, (0,) * len(shape), writeable=writeable)


def _prepare(fname, ins, out, kw):
    """NumPy's argument checks of ``numpy.<fname>`` (on stand-ins) and the result's shape."""
    if out is not None and not isinstance(out, (ndarray, numpy.ndarray)):
        getattr(numpy, fname)(*[_stand_in(x) for x in ins], out=out, **kw)  # (raises NumPy's error)
    shapes = [tuple(x.shape) for x in ins]
    ops = [_zero_strided(s) for s in shapes]
    flags = [["readonly"]] * len(ops)
    if out is not None:
        ops.append(_zero_strided(tuple(out.shape), True))
        flags.append(["writeonly"])
    try:
        numpy.nditer(ops, op_flags=flags, flags=["zerosize_ok"])
    except ValueError:
        # shapes that do not broadcast: NumPy's own error, in its order (an argument's before
        # the shapes, the shapes before an operand's cast), from zero-strided stand-ins of the
        # operands' shapes and dtypes (it stops at the shapes: nothing is computed)
        okw = {} if out is None else {"out": _zero_strided(tuple(out.shape), True, out.dtype)}
        getattr(numpy, fname)(*[_zero_strided(tuple(x.shape), False, x.dtype) for x in ins],
                              **okw, **kw)
        raise
    okw = {} if out is None else {"out": numpy.empty((0,), out.dtype)}
    getattr(numpy, fname)(*[_stand_in(x) for x in ins], **okw, **kw)
    return tuple(out.shape) if out is not None else broadcast_shapes(*shapes)


def _calendar(weekmask, holidays, busdaycal):
    """The keywords as given, and the normalized calendar (NumPy's busdaycalendar)."""
    kw = {}
    if weekmask is not _NO:
        kw["weekmask"] = _host_dates(weekmask)  # (an array mask: NumPy reads it on the host)
    if holidays is not _NO:
        kw["holidays"] = None if holidays is None else _host_dates(holidays)
    if busdaycal is not None:
        kw["busdaycal"] = busdaycal
    return kw


def _host_dates(x):
    return to_host(x) if isinstance(x, ndarray) else x


def _normalized(kw):
    cal = kw.get("busdaycal")
    if cal is None:
        given = {k: kw[k] for k in ("weekmask", "holidays") if kw.get(k) is not None}
        cal = numpy.busdaycalendar(**given)
    return cal


def _device_days(x, shape, dtype):
    """``x`` (dates or offsets) on the device as a C-ordered int64 array of ``shape``."""
    x = asarray_any(x)
    if x._dtype != dtype:
        x = x.astype(dtype)  # (a safe cast: NumPy's check passed)
    x = x.view(_I8) if x._dtype.kind == "M" else x
    if x._shape != shape:
        x = x._broadcast_to(shape)
    return x if x.flags.c_contiguous else x.copy()


def _run(mode, a, b, shape, cal, roll, out_dtype):
    """Launch busday.cu over ``shape``: (result, the first element NumPy raises for or None)."""
    res = _empty(shape, out_dtype)
    n = res._size
    if not n:
        return res, None
    hol = asarray_any(numpy.ascontiguousarray(cal.holidays.astype(_I8)))
    wm = sum(1 << k for k, on in enumerate(cal.weekmask) if on)
    bad = None
    if mode != "is":
        bad = _empty((1,), _I8)
        copy_into(bad, -1)  # (no element yet: the largest unsigned index)
    kern = compiler.kernel(render.busday, mode)
    args = [a._mem.ptr + a._offset, 0 if b is None else b._mem.ptr + b._offset, res._mem.ptr,
            hol._mem.ptr if hol._size else 0, int(hol._size), numpy.uint32(wm),
            numpy.int32(int(cal.weekmask.sum())), numpy.int32(_ROLLS.index(roll)),
            0 if bad is None else bad._mem.ptr, n]
    _launch.launch(kern, _launch.grid_for(n, _launch.BLOCK, 1 << 16), args, fresh=True)
    if bad is None or (mode == "offset" and roll != "raise"):
        return res, None
    k = int(bad.get()[0])  # (synchronizes: NumPy raises at the call)
    return res, None if k == -1 else k


def _finish(res, out):
    if out is None:
        return res if res._shape else res[()]
    if isinstance(out, numpy.ndarray):
        out[...] = res.get()
        return out
    copy_into(out, res)
    return out


# (the business-day functions read date strings themselves, as NumPy does: no
# host_dtype_guard, whose second call would give NumPy's warnings for them again)
@overridable(numpy.is_busday, "is_busday")
def is_busday(dates, weekmask=_NO, holidays=_NO, busdaycal=None, out=None):
    """Calculates which of the given dates are valid days, and which are not."""
    kw = _calendar(weekmask, holidays, busdaycal)
    if isinstance(dates, numpy.generic) and out is None:
        # one NumPy scalar (a device scalar as NumPy's): NumPy's answer (2.5 answers False for
        # a datetime64 in minutes where it refuses an array of them)
        return numpy.is_busday(to_host(dates), **kw)
    d = _as_dates(dates, days=True)
    shape = _prepare("is_busday", [d], out, kw)
    if not ON_DEVICE:
        return _host("is_busday", [d], out, kw)
    cal = _normalized(kw)
    res, _ = _run("is", _device_days(d, shape, _DAY), None, shape, cal, "raise",
                  numpy.dtype(bool))
    return _finish(res, out)


@overridable(numpy.busday_offset, "busday_offset")
def busday_offset(dates, offsets, roll="raise", weekmask=_NO, holidays=_NO, busdaycal=None,
                  out=None):
    """First adjusts the date to fall on a valid day according to the ``roll`` rule, then
    applies offsets to the given dates counted in valid days."""
    kw = _calendar(weekmask, holidays, busdaycal)
    d, o = _as_dates(dates), _as_offsets(offsets)
    shape = _prepare("busday_offset", [d, o], out, dict(kw, roll=roll))
    if not ON_DEVICE:
        return _host("busday_offset", [d, o], out, dict(kw, roll=roll))
    name = roll.decode() if isinstance(roll, bytes) else roll
    name = _ROLL_ALIASES.get(name, name)  # (NumPy checked it)
    cal = _normalized(kw)
    a = _device_days(d, shape, _DAY)
    res, k = _run("offset", a, _device_days(o, shape, _I8), shape, cal, name, _DAY)
    if k is not None:
        nat = int(a.reshape(-1)[k].get()) == numpy.iinfo(numpy.int64).min
        raise ValueError("NaT input in busday_offset" if nat else
                         "Non-business day date in busday_offset")
    return _finish(res, out)


@overridable(numpy.busday_count, "busday_count")
def busday_count(begindates, enddates, weekmask=_NO, holidays=_NO, busdaycal=None, out=None):
    """Counts the number of valid days between `begindates` and `enddates`, not including the
    day of `enddates`."""
    kw = _calendar(weekmask, holidays, busdaycal)
    b, e = _as_dates(begindates), _as_dates(enddates)
    shape = _prepare("busday_count", [b, e], out, kw)
    if not ON_DEVICE:
        return _host("busday_count", [b, e], out, kw)
    cal = _normalized(kw)
    res, k = _run("count", _device_days(b, shape, _DAY), _device_days(e, shape, _DAY), shape,
                  cal, "raise", _I8)
    if k is not None:
        raise ValueError("Cannot compute a business day count with a NaT (not-a-time) date")
    return _finish(res, out)


class _CalendarType(type):
    """busdaycalendar's type: NumPy's calendars are its instances (NumPy's class takes no
    subclass)."""

    def __instancecheck__(cls, obj):
        return isinstance(obj, numpy.busdaycalendar)

    def __subclasscheck__(cls, sub):
        return issubclass(sub, numpy.busdaycalendar)


class busdaycalendar(metaclass=_CalendarType):
    __doc__ = numpy.busdaycalendar.__doc__

    def __new__(cls, *args, **kwargs):
        # NumPy's calendar of the host copies of gpnumpy arrays: NumPy checks that an array's
        # dates (or numbers) cast safely to days, which it does not for other sequences
        return numpy.busdaycalendar(*[_host_dates(x) for x in args],
                                    **{k: _host_dates(v) for k, v in kwargs.items()})


busdaycalendar.__module__ = "gpnumpy"  # (named by its public module, as NumPy's is 'numpy')


def _host(fname, ins, out, kw):
    """The host device: NumPy's function on host views, the result a gpnumpy array."""
    hins = [to_host(x) for x in ins]
    if out is None:
        res = getattr(numpy, fname)(*hins, **kw)
        return asarray_any(res) if isinstance(res, numpy.ndarray) else asarray_any(res)[()]
    if isinstance(out, numpy.ndarray):
        return getattr(numpy, fname)(*hins, out=out, **kw)
    getattr(numpy, fname)(*hins, out=out._host_view(), **kw)
    return out


def datetime_as_string(arr, unit=None, timezone="naive", casting="same_kind"):
    """Convert an array of datetimes into an array of strings (a NumPy array: gpnumpy holds
    strings on the host)."""
    return numpy.datetime_as_string(to_host(arr) if isinstance(arr, ndarray) else arr,
                                    unit=unit, timezone=timezone, casting=casting)
