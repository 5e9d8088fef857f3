"""datetime64/timedelta64 units: the casts between them, on int64 storage.

A datetime64/timedelta64 array holds int64 counts of its unit (``numpy.datetime_data``),
NaT the lowest int64, exactly as NumPy's memory does; kernels see ``gp_i8`` (render codes
'M8'/'m8').  A cast between two units is one elementwise kernel of ``datetime.cuh``
with the unit ratio as kernel arguments (``conversion``): linear units (weeks down to
attoseconds, and timedeltas of months and years at NumPy's average 365.2425-day year)
scale by an exact rational num/den and round down; a datetime of months or years to or
from a linear unit goes through calendar days.  The same formulas run in NumPy on the
host device (``host``), so CI checks them.

Pure: imports only NumPy.
"""
from __future__ import annotations

import numpy

_I8 = numpy.dtype(numpy.int64)
NAT = numpy.iinfo(numpy.int64).min

#: linear units in attoseconds
_AS = {"as": 1, "fs": 10**3, "ps": 10**6, "ns": 10**9, "us": 10**12, "ms": 10**15,
       "s": 10**18, "m": 60 * 10**18, "h": 3600 * 10**18, "D": 86400 * 10**18,
       "W": 7 * 86400 * 10**18}
_DAY = _AS["D"]
#: NumPy's average month and year (timedelta casts): 146097 days per 400 years (a ratio)
_MONTH = (146097 * _DAY, 4800)
_MONTHS = {"M": 1, "Y": 12}
#: NumPy's units from the largest, and the factor from each to the next (its
#: ``_datetime_factors``: years and months reach the others through days)
_ORDER = ("Y", "M", "W", "D", "h", "m", "s", "ms", "us", "ns", "ps", "fs", "as")
_STEP = (1, 1, 7, 24, 60, 60, 1000, 1000, 1000, 1000, 1000, 1000)


def _factor_overflows(su, du):
    """NumPy refuses a cast between base units ``su`` and ``du`` ("Integer overflow while
    computing the conversion factor"): its factor from the larger unit (from days, for years
    and months) to the smaller one reaches 2**56, the bound its product is checked against.
    Counts of units are not part of the check (NumPy multiplies them in unchecked)."""
    big, little = sorted((_ORDER.index(su), _ORDER.index(du)))
    if big < 2 and little <= 2:
        return False  # (years, months and weeks: NumPy's fixed ratios)
    factor = 1
    for k in range(max(big, 3), little):
        factor *= _STEP[k]
        if factor >= 2**56:
            return True
    return False


class Conversion:
    """One cast between two datetime/timedelta units: the internal expression's name, its
    C++ (``datetime.cuh``) and the int64 arguments after the value; ``calendar``: for a
    datetime cast between a unit of years or months and another base unit, which NumPy
    makes through its calendar fields (datetime64[Y] to [M] too), the source's count of
    its unit (NumPy checks only the value times it for overflow), else 0."""
    __slots__ = ("name", "expr", "params", "calendar")

    def __init__(self, name, expr, params, calendar=0):
        self.name, self.expr, self.params = name, expr, params
        self.calendar = calendar

    def __repr__(self):
        return "<Conversion %s %s>" % (self.name, self.params)


_LINEAR = "gp_dt_scale(in0, in1, in2)"
_FROM_MONTHS = "gp_dt_from_months(in0, in1, in2, in3)"
_TO_MONTHS = "gp_dt_to_months(in0, in1, in2, in3)"
_cache = {}


def is_time(dt):
    return dt.kind in "Mm"


_fraction = None  # fractions.Fraction: imported by the first cast between units (with decimal)


def _ratio(*args):
    global _fraction
    if _fraction is None:
        from fractions import Fraction as _fraction
    return _fraction(*args)


def _length(unit, count):
    if unit in _MONTHS:
        return _ratio(*_MONTH) * _MONTHS[unit] * count
    return _ratio(_AS[unit] * count)


def conversion(src, dst):
    """The cast of int64 values of dtype ``src`` into ``dst`` (at least one of them a
    datetime64/timedelta64), or None when the values carry over unchanged: equal units,
    a generic unit, integers or floats (NumPy's casts of those are the numeric ones), and
    datetime64 <-> timedelta64 (NumPy reinterprets the count)."""
    key = (src, dst)
    hit = _cache.get(key)
    if hit is not None or key in _cache:
        return hit
    conv = None
    if src.kind == dst.kind and src.kind in "Mm":
        (su, sc), (du, dc) = numpy.datetime_data(src), numpy.datetime_data(dst)
        if (su, sc) != (du, dc) and "generic" not in (su, du):
            if _factor_overflows(su, du):
                big, little = sorted((su, du), key=_ORDER.index)
                raise OverflowError("Integer overflow while computing the conversion factor "
                                    "between NumPy datetime units %s and %s" % (big, little))
            if src.kind == "M" and (su in _MONTHS) != (du in _MONTHS):
                if su in _MONTHS:      # months -> days -> destination
                    f = _ratio(_DAY, _length(du, dc))
                    conv = Conversion("_dt_from_months", _FROM_MONTHS,
                                      (_MONTHS[su] * sc, f.numerator, f.denominator), sc)
                else:                  # source -> days -> months
                    f = _length(su, sc) / _DAY
                    conv = Conversion("_dt_to_months", _TO_MONTHS,
                                      (f.numerator, f.denominator, _MONTHS[du] * dc), sc)
            else:
                f = _length(su, sc) / _length(du, dc)
                conv = Conversion("_dt_linear", _LINEAR, (f.numerator, f.denominator),
                                  sc if src.kind == "M" and su != du and su in _MONTHS else 0)
    if conv is not None and any(p > 2**63 - 1 for p in conv.params):
        # (counts of units that overflow the ratio: NumPy's product wraps; refused here)
        raise OverflowError("the conversion from %s to %s overflows int64" % (src, dst))
    if len(_cache) < 1024:
        _cache[key] = conv
    return conv


_RAISES = []


def overflow_limit(conv):
    """The largest magnitude a value may have for conversion ``conv`` not to overflow int64,
    where the installed NumPy refuses such values (2.5: "Overflow when converting between
    datetime64 units"; 2.4 wraps them), else None: a linear cast's factor, a calendar cast's
    source count (what follows wraps, as NumPy's calendar fields do)."""
    factor = conv.calendar or (conv.params[0] if conv.name == "_dt_linear" else 1)
    if factor == 1:
        return None
    if not _RAISES:
        try:
            numpy.array([2**62], "m8[s]").astype("m8[ms]")
            _RAISES.append(False)
        except OverflowError:
            _RAISES.append(True)
    return (2**63 - 1) // factor if _RAISES[0] else None


def result_dtype(src, dst):
    """``astype``'s dtype: a generic datetime64/timedelta64 takes the source's unit."""
    if dst.kind in "Mm" and src.kind in "Mm" and numpy.datetime_data(dst)[0] == "generic":
        return numpy.dtype("%s8[%s]" % (dst.char, _unit_str(src)))
    return dst


def _unit_str(dt):
    unit, count = numpy.datetime_data(dt)
    return unit if count == 1 else "%d%s" % (count, unit)


# ---------------------------------------------------------------- the host twins
def _floordiv(a, b):
    return numpy.floor_divide(a, b)


def _scale(x, num, den):
    with numpy.errstate(all="ignore"):
        return _floordiv(x * numpy.int64(num), numpy.int64(den))


def _days_from_months(months):
    yq = _floordiv(months, 12)
    m = months - yq * 12 + 1
    y = 1970 + yq - (m <= 2)
    era = _floordiv(y, 400)
    yoe = y - era * 400
    doy = (153 * numpy.where(m > 2, m - 3, m + 9) + 2) // 5
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _months_from_days(days):
    z = days + 719468
    era = _floordiv(z, 146097)
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    m = numpy.where(mp < 10, mp + 3, mp - 9)
    y = yoe + era * 400 + (m <= 2)
    return (y - 1970) * 12 + (m - 1)


def host(name, src, params, out, where=None):
    """The host device's run of conversion ``name``: ``src`` (a NumPy view) into ``out``."""
    x = numpy.ascontiguousarray(src).view(_I8)
    nat = x == NAT
    with numpy.errstate(all="ignore"):
        if name == "_dt_linear":
            r = _scale(x, *params)
        elif name == "_dt_from_months":
            per, num, den = params
            r = _scale(_days_from_months(x * numpy.int64(per)), num, den)
        else:
            num, den, per = params
            r = _floordiv(_months_from_days(_scale(x, num, den)), per)
    r = numpy.where(nat, NAT, r).astype(_I8).view(out.dtype)
    numpy.copyto(out, r, where=True if where is None else where)
