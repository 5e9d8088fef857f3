"""Floating-point errors as NumPy reports them: ``errstate``, ``seterr`` and friends.

The error state *is* NumPy's (``gpnumpy.errstate is numpy.errstate``): NumPy 2 keeps it in a
context variable, so one ``with numpy.errstate(...)`` governs NumPy and gpnumpy alike, per
thread and per asyncio task, and code that mixes the two needs nothing new.

A GPU has no IEEE status flags.  A loop that can raise a category the state does not ignore
runs a *checked* variant of its kernel (the table row's check, fpe.cuh): each category found
is recorded once per interval between two host synchronizations, in the operation's slot of
this thread's record (``arguments``; 256 per interval, then one per (ufunc name, state)
pair): a device word (the first thread to swap the
interval's number in) and a word of mapped, pinned host memory (written by that thread).
``warn``, ``print`` and ``log`` are reported when the host next waits for the device anyway
(``device.synchronize``, which every copy to the host, ``.item()``, ``float()``, printing
and ``gpnumpy.synchronize()`` go through): one host read of the slots in use (the host
words are zero but those written since the last), no copy, no extra synchronization.
``raise`` and ``call`` synchronize at the operation itself, so the exception (or the
callback) comes from the line that caused it.  In the all-'ignore' state
the unchecked kernels run, exactly as before.  On the host device NumPy's own loops
compute the categories (``host``).
"""
from __future__ import annotations

import atexit
import collections
import ctypes
import os
import sys
import threading
import types
import warnings

import numpy

from . import device
from .device import ON_DEVICE

errstate, seterr, geterr = numpy.errstate, numpy.seterr, numpy.geterr
seterrcall, geterrcall = numpy.seterrcall, numpy.geterrcall

DIVIDE, OVER, UNDER, INVALID = 1, 2, 4, 8   # NumPy's bits, in the order it reports them
_CATEGORIES = ((DIVIDE, "divide", "divide by zero"), (OVER, "over", "overflow"),
               (UNDER, "under", "underflow"), (INVALID, "invalid", "invalid value"))

try:  # NumPy 2 keeps the state in a context variable: one read per operation
    from numpy._core._ufunc_config import (_extobj_contextvar as _context,
                                           _get_extobj_dict as _state_dict)
except ImportError:  # pragma: no cover - another NumPy layout: ask it each time
    _context = None
try:
    from numpy._core._multiarray_umath import _make_extobj
except ImportError:  # pragma: no cover
    _make_extobj = None


class State:
    """One error state, decoded: ``check`` the categories not ignored, ``sync`` those that
    act at the operation ('raise', 'call', and 'log' with no errcall object, which raises
    NumPy's NameError; 'warn' too where the warnings filters make the RuntimeWarning an
    error, ``errors``), ``modes`` each category's mode, ``call`` the errcall object."""
    __slots__ = ("check", "sync", "modes", "call")

    def __init__(self, modes, call, errors=False):
        self.modes, self.call = modes, call
        self.check = sum(bit for bit, key, _ in _CATEGORIES if modes[key] != "ignore")
        self.sync = sum(bit for bit, key, _ in _CATEGORIES if modes[key] in ("raise", "call")
                        or modes[key] == "log" and call is None
                        or modes[key] == "warn" and errors)

    def __repr__(self):
        return "<State %s>" % ", ".join("%s=%s" % (k, self.modes[k]) for _, k, _ in _CATEGORIES)


_states = {}  # (modes, id(call), errors) -> State (each holds its call object)
# (NumPy's state object, its State, the warnings filters list and its length): the state
# seldom changes
_last = (None, None, None, 0)


def _decode(d, errors=False):
    modes = tuple(d[key] for _, key, _ in _CATEGORIES)
    key = (modes, id(d["call"]), errors)
    st = _states.get(key)
    if st is None or st.call is not d["call"]:
        if len(_states) > 64:
            _states.clear()
        st = _states[key] = State({k: d[k] for _, k, _ in _CATEGORIES}, d["call"], errors)
    return st


def _warnings_are_errors(filters):
    """Whether a floating-point RuntimeWarning must be given at the operation: where the
    warnings filters may make it an error (``-W error``, ``simplefilter('error')``, pytest's
    ``filterwarnings = error``), or where a recorder asks to see every one
    (``pytest.warns``, ``catch_warnings(record=True)`` with ``simplefilter('always')``, NumPy's
    ``assert_warns``: the recorder looks when its block ends, before a later synchronization
    would report a pending warning).  Then a 'warn' category reports at the operation, as
    'raise' does, so that the exception comes from the operation's line and the recorder holds
    the warning, as with NumPy.  Conservative: an 'error' filter (or, recording, an 'always'
    one) that might match, whatever its message or module, says yes; only a filter for every
    RuntimeWarning says no.  It decides only when a warning comes, never whether (the filters
    themselves decide that).  pytest's own recorder around every test adds no filter for
    RuntimeWarning, so warnings stay deferred there as in a program.  (A recorder's block
    copies the filters list, so ``state()``'s cache, keyed by that list, sees it begin and
    end.)"""
    # (record=True: the warnings module hands each warning to the recorder list's append)
    recording = type(getattr(getattr(warnings, "_showwarnmsg_impl", None), "__self__",
                             None)) is list
    for action, msg, cat, mod, lineno in filters:
        if not issubclass(RuntimeWarning, cat):
            continue
        if action == "error" or recording and action == "always":
            return True
        if msg is None and mod is None and not lineno:
            return False
    return False


def _warnings_ignored(filters):
    """Whether the warnings filters ignore every floating-point RuntimeWarning (``with
    catch_warnings(): simplefilter('ignore')``, ``filterwarnings('ignore',
    category=RuntimeWarning)``): a filter for every RuntimeWarning says 'ignore' and none
    before it that might match one says otherwise.  Then a 'warn' category is ignored at the
    operation, as NumPy's warning is, rather than given at a later synchronization, after
    the block that ignored it has ended."""
    for action, msg, cat, mod, lineno in filters:
        if not issubclass(RuntimeWarning, cat):
            continue
        if action != "ignore":
            return False
        if msg is None and mod is None and not lineno:
            return True
    return False


def state():
    """The calling context's error state (a ``State``)."""
    ext, st, filters, n = _last
    if _get() is ext and warnings.filters is filters and len(filters) == n:
        return st
    return _state()


def _state():
    global _last
    if _context is None:  # pragma: no cover
        d = dict(numpy.geterr(), call=numpy.geterrcall())
        return _decode(d)
    ext = _context.get()
    filters = warnings.filters
    d = _state_dict()
    if _warnings_ignored(filters):  # ('warn' gives nothing: the filters ignore it)
        d = dict(d, **{key: "ignore" for _, key, _ in _CATEGORIES if d[key] == "warn"})
    st = _decode(d, _warnings_are_errors(filters))
    _last = (ext, st, filters, len(filters))  # (one object: another thread reads it whole)
    return st


_get = _context.get if _context is not None else object  # (another NumPy: never the last)


class Check:
    """What one loop can raise and how its kernel finds it: ``name`` (the one NumPy's
    messages give: the ufunc's, 'cast', 'reduce'), ``mask`` (the categories, NumPy's bits)
    and ``expr`` (the C++ check of the table row, or None where the renderer knows it)."""
    __slots__ = ("name", "mask", "expr")

    def __init__(self, name, mask, expr):
        self.name, self.mask, self.expr = name, mask, expr

    def __repr__(self):
        return "<Check %s %d>" % (self.name, self.mask)


# ---------------------------------------------------------------- casts
_CASTS = {}


def cast_mask(src, dst):
    """The categories a cast from dtype code ``src`` to ``dst`` can raise (NumPy on x86):
    float or complex to an integer, a datetime64 or a timedelta64: invalid (NaN to NaT is
    not); to a narrower float: overflow and underflow; an integer, datetime64 or timedelta64
    of 32 bits or more to float16: overflow."""
    fs, fd = src[0], dst[0]
    size = int(src[1:]) if src != "b1" else 1
    dsize = int(dst[1:]) if dst != "b1" else 1
    if fs in "fc":
        if fd in "iuMm":
            return INVALID
        if fd in "fc":
            real_s = size // 2 if fs == "c" else size
            real_d = dsize // 2 if fd == "c" else dsize
            return OVER | UNDER if real_d < real_s else 0
        return 0
    if fs in "iuMm" and dst == "f2" and size >= 2:
        return OVER
    return 0


def cast_check(src, dst):
    """The ``Check`` of a cast between dtype codes (None where it raises nothing)."""
    key = (src, dst)
    chk = _CASTS.get(key, False)
    if chk is False:
        m = cast_mask(src, dst)
        chk = _CASTS[key] = Check("cast", m, None) if m else None
    return chk


# ---------------------------------------------------------------- scalar operators
class _Local(threading.local):
    """Per thread: the name prefix of scalar operators, the device record (_Record) and the
    inbox of reports from other threads."""

    def __init__(self):
        self.prefix = ""
        self.record = None
        # what other threads found running this thread's deferred operations (fusion), for
        # this thread to report at its next synchronization; ``redirect``: the inbox that
        # ``report`` fills instead while this thread runs another's
        self.inbox = collections.deque()
        self.redirect = None
        self.found = self.catch = None  # (host_cast's)


_tls = _Local()


class scalar_math:
    """``with scalar_math():`` NumPy's scalar operators name their errors 'scalar <ufunc>'
    ("divide by zero encountered in scalar divide"): the operators of device scalars."""
    __slots__ = ("old",)

    def __enter__(self):
        tls = _tls
        self.old = tls.prefix
        tls.prefix = "scalar "
        if tls.record is not None:
            tls.record.prefix = "scalar "

    def __exit__(self, *exc):
        tls = _tls
        tls.prefix = self.old
        if tls.record is not None:
            tls.record.prefix = self.old
        return False


class _Rename(str):
    """A name prefix that replaces the name (``renamed``): prefix + name is the new name."""
    __slots__ = ()

    def __add__(self, other):
        return str(self)


class renamed(scalar_math):
    """``with renamed('at'):`` the floating-point errors of the operations inside are
    reported under one name, as NumPy's ufunc.at reports those of its slow loop (the
    in-place ufunc and casts gpnumpy runs for it)."""
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = _Rename(name)

    def __enter__(self):
        tls = _tls
        self.old = tls.prefix
        tls.prefix = self.name
        if tls.record is not None:
            tls.record.prefix = self.name


def name_prefix():
    """This thread's name prefix now ('', 'scalar ' or a ``renamed`` name): what a deferred
    operation keeps to report under at its flush (``reporting_as``, ``arguments``)."""
    return _tls.prefix


def reporting_as(prefix):
    """``with reporting_as(p):`` the operations inside report under the prefix ``p`` (one
    that ``name_prefix()`` gave where they were deferred)."""
    ctx = renamed.__new__(renamed)
    ctx.name = prefix
    return ctx


def _name(name):
    prefix = _tls.prefix
    return prefix + name if prefix else name


# ---------------------------------------------------------------- the device record
SLOTS = 256   # operations one interval tells apart (then a (name, state) pair shares its latest)


class _Record:
    """This thread's record: ``SLOTS`` x 4 category words on the device (``dptr``) and in
    mapped host memory (``hptr``, read as ``words``, at host address ``host``); ``entries``
    the (name, state) of each slot in use, one per operation, in their order (``slots``,
    made once all are in use: a pair's latest, which the pair shares); ``gen`` the
    interval's number (a word equal to it was written in it; ``g32`` the kernels'
    argument), and ``args`` each slot's arguments in it.  The host words are zero but those
    written in the interval (``_drain`` clears what it read), so one read of the slots in
    use (``bytes``: the words as bytes; ``pair``: the first slot's as two 64-bit words) says
    whether anything was recorded; an interval in which nothing was leaves no word equal to
    its number, and the next one keeps it (its slots' arguments too).  ``prefix`` is the
    thread's name prefix (scalar_math)."""
    __slots__ = ("dmem", "dptr", "hptr", "host", "words", "bytes", "pair", "gen", "g32",
                 "args", "slots", "entries", "prefix", "scratch")

    def __init__(self):
        nbytes = SLOTS * 16
        self.dmem = device.malloc(nbytes + 4 * SCRATCH_WORDS)
        self.scratch = self.dmem.ptr + nbytes  # (``scratch``)
        device.memset(self.dmem.ptr, nbytes + 4 * SCRATCH_WORDS, fresh=True)
        host = int(device.check(device.driver.cuMemHostAlloc(nbytes, 0x3)))  # PORTABLE|DEVICEMAP
        ctypes.memset(host, 0, nbytes)
        self.attach(self.dmem.ptr, int(device.check(device.driver.cuMemHostGetDevicePointer(
            host, 0))), (ctypes.c_uint32 * (SLOTS * 4)).from_address(host))

    def attach(self, dptr, hptr, words):
        """Start on device words ``dptr`` and the host words ``words`` (mapped at ``hptr``),
        all zero: interval 1, nothing pending."""
        self.dptr, self.hptr, self.words = dptr, hptr, words
        self.host = ctypes.addressof(words)
        self.bytes = memoryview(words).cast("B")
        self.pair = (ctypes.c_uint64 * 2).from_buffer(words)  # (the first slot's words)
        self.slots, self.entries = None, []
        self.prefix = _tls.prefix
        self.number(1)

    def number(self, g):
        """The interval's number is ``g``: its slots' arguments."""
        self.gen, self.g32 = g, numpy.uint32(g)
        d, h, g32 = self.dptr, self.hptr, self.g32
        self.args = [(d + off, h + off, g32) for off in range(0, SLOTS * 16, 16)]

    def __repr__(self):
        return "<_Record interval %d, %d pending>" % (self.gen, len(self.entries))


def arguments(name, st, again=False, prefix=None):
    """The checked kernel's leading arguments (its slot's device and host words and the
    interval) for an operation reporting as ``name`` under state ``st`` (and the thread's
    name prefix, or ``prefix``: a deferred operation's, from ``name_prefix()``).  Each
    operation has a slot of its own, so two divides report twice, as NumPy's (var's two);
    ``again``: the next pass of the same operation (a reduction's second) shares the last
    one's.  When the slots run out, a pair shares its latest slot and only a new pair waits."""
    rec = _tls.record
    if rec is None:
        rec = _tls.record = _Record()
    if prefix is None:
        prefix = rec.prefix
    key = (prefix + name if prefix else name, st)
    entries = rec.entries
    k = len(entries)
    if k < SLOTS:
        if again and k and entries[-1] == key:  # (the last operation's slot)
            return rec.args[k - 1]
        entries.append(key)
        return rec.args[k]
    slots = rec.slots
    if slots is not None:
        k = slots.get(key)
        if k is not None:
            return rec.args[k]
    return _shared(rec, key)


def _shared(rec, key):
    """``arguments`` once every slot is in use, for a pair not seen yet: its latest slot (the
    slots' map made), or (a new pair) a synchronization, which reports the full record and
    starts a new interval."""
    slots = rec.slots
    if slots is None:
        slots = rec.slots = {key: k for k, key in enumerate(rec.entries)}
    k = slots.get(key)
    if k is None:
        device.synchronize()  # (reports the full record and starts a new interval)
        k = len(rec.entries)  # (0, unless what it reported ran operations)
        if k >= SLOTS:  # pragma: no cover - (a callback that ran 256 operations)
            return _shared(rec, key)
        rec.entries.append(key)
    return rec.args[k]


#: zeroed device words of a thread's record for counts across a launch (``scratch``): the
#: product check's two (product_check.cuh), two spare, and small_vecmat.cu's tiles' counts
SCRATCH_WORDS = 4 + 1024


def scratch():
    """``SCRATCH_WORDS`` zeroed device words of this thread's record (so on its stream) for
    kernels that need a count across a launch (products: product_check.cuh's check in the
    first two, small_vecmat.cu's tiles from the fifth on), which clear what they used when
    they end."""
    rec = _tls.record
    if rec is None:
        rec = _tls.record = _Record()
    return rec.scratch


def after(mask, st):
    """After launching a checked kernel: 'raise' and 'call' act at the operation."""
    if mask & st.sync:
        device.synchronize()


def _drain():
    """After every stream synchronization of this thread (device.synchronize): report what
    the interval's checked kernels recorded, in order, and start the next interval (what
    other threads ran of this thread's deferred operations first: ``deliver``); this
    thread's own, also while it runs another's (``reporting_to``)."""
    old = _tls.redirect
    _tls.redirect = None
    try:
        if _tls.inbox:
            deliver()
        _drain_own()
    finally:
        _tls.redirect = old


def _drain_own():
    rec = _tls.record
    if rec is None:
        return
    entries = rec.entries
    if not entries:
        return
    n = len(entries)
    rec.entries = []
    if n < SLOTS:
        if not (rec.pair[0] or rec.pair[1] if n == 1 else _from_bytes(rec.bytes[:16 * n])):
            return  # (nothing recorded: the next interval keeps the number, see _Record)
    else:
        rec.slots = None
        if not _from_bytes(rec.bytes):
            return
    found = _found(rec, entries)
    g = rec.gen
    # the host words are zero again; the device words that hold this number now keep it, so
    # the next interval takes another
    ctypes.memset(rec.host, 0, 16 * n)
    if g == 0xFFFFFFFF:  # (the interval numbers wrap: the device words start again from zero)
        device.memset(rec.dptr, SLOTS * 16, fresh=True)
        g = 0
    rec.number(g + 1)
    # one report per slot (an operation, or a run of one pair's once the slots ran out),
    # in the order of the operations
    for (name, st), bits in found:
        report(name, bits, st)


def _found(rec, entries, start=0):
    """The (entry, categories) of the slots ``start`` .. ``len(entries) - 1`` of record
    ``rec`` that recorded something in this interval (their words equal its number)."""
    g, words, n = rec.gen, rec.words, len(entries)
    if n - start > 8:  # (many slots: one vector compare finds those written in this interval)
        hit = numpy.frombuffer(words, numpy.uint32, 4 * n).reshape(n, 4)[start:] == g
        return [(entries[start + k], int(hit[k] @ _BITS)) for k in hit.any(1).nonzero()[0]]
    found = []
    for k in range(start, n):
        b = 4 * k
        bits = ((words[b] == g) | (words[b + 1] == g) << 1 | (words[b + 2] == g) << 2
                | (words[b + 3] == g) << 3)
        if bits:
            found.append((entries[k], bits))
    return found


_from_bytes = int.from_bytes
_BITS = numpy.array([DIVIDE, OVER, UNDER, INVALID])


#: fusion's hook: whether deferred operations that record errors are pending (their kernels
#: not launched yet: a read that would wait for an unfused one's report, a mirrored
#: read, synchronizes to run them and report theirs)
deferred_checks = None


def _unsettled():
    """Whether ``_drain`` has anything to report now (see device.after_sync)."""
    rec = _tls.record
    return bool(_tls.inbox) or (rec is not None and bool(rec.entries)) or (
        deferred_checks is not None and deferred_checks())


device.after_sync(_drain, _unsettled)  # (on the host device: the inboxes alone)


#: what runs after the exit's report, set from above (launch: the compiler's wait for its
#: builds): the report's flush may build a kernel, whose full build then runs in a thread
#: that must end before the interpreter does (the compiler's own exit hook, registered
#: after this one, has run by then)
after_exit = []


def _at_exit():
    """At the interpreter's exit, the errors of operations no read reported yet (a result
    never read: a fused graph never run, a checked kernel whose report waits for the next
    synchronization) are reported, as NumPy warned at each operation: the program's
    warnings are NumPy's in number and category whether or not it read its last results."""
    try:
        if _unsettled():
            device.synchronize()
    except Warning:
        raise  # (a warnings filter set to 'error': NumPy raised it at the operation)
    except Exception:  # (a device already gone: nothing left to report)
        pass
    finally:
        for f in after_exit:
            f()


atexit.register(_at_exit)


# ---------------------------------------------------------------- another thread's operations
# A thread that must compute another thread's deferred operations (fusion: a write that a
# pending graph of another thread reads, a synchronization) reports what they raise to that
# thread, which reports it at its next synchronization, as its own operations' are: NumPy
# warns in the thread that ran the operation.
_handing = threading.RLock()  # (a hand-over and its owner's delivery, one at a time)


def inbox():
    """The calling thread's inbox (a deque of (name, bits, state) reports)."""
    return _tls.inbox


class reporting_to:
    """``with reporting_to(box):`` what ``report`` finds in this thread goes to the inbox
    ``box`` (another thread's operations run here), which its thread reports."""
    __slots__ = ("box", "old")

    def __init__(self, box):
        self.box = box

    def __enter__(self):
        _handing.acquire()
        self.old = _tls.redirect
        _tls.redirect = self.box

    def __exit__(self, *exc):
        _tls.redirect = self.old
        _handing.release()


def interval():
    """This thread's record's interval number (None before its first checked operation): the
    slots' arguments an operation took stay valid while it is the same (a synchronization
    ends an interval)."""
    rec = _tls.record
    return None if rec is None else rec.gen


def mark():
    """Where the next operation's slot of this thread's record will be (``hand_over``)."""
    rec = _tls.record
    if rec is None:
        return 0  # (this thread's first checked operation makes its record: slot 0 on)
    return -1 if rec.slots is not None else len(rec.entries)


def hand_over(start):
    """Report (inside ``reporting_to``: to another thread) what this thread's slots from
    ``start`` on recorded -- another thread's operations, launched and finished here -- and
    give the slots back to this interval (their words zeroed: the next operations take
    them)."""
    rec = _tls.record
    if rec is None or start < 0 or rec.slots is not None:
        return  # (the slots had run out: they stay this thread's to report)
    entries = rec.entries
    n = len(entries)
    if n <= start:
        return
    found = _found(rec, entries, start)
    ctypes.memset(rec.host + 16 * start, 0, 16 * (n - start))
    device.memset(rec.dptr + 16 * start, 16 * (n - start), fresh=True)  # (fperr's own words)
    del entries[start:]
    for (name, st), bits in found:
        report(name, bits, st)


def deliver():
    """Report what other threads found in this thread's deferred operations, in order."""
    box = _tls.inbox
    with _handing:  # (a hand-over under way completes first)
        items = []
        while box:
            items.append(box.popleft())
    old = _tls.redirect
    _tls.redirect = None  # (this thread's own, also while it runs another's)
    try:
        for name, bits, st in items:
            report(name, bits, st)
    finally:
        _tls.redirect = old


def flush():
    """Report what this thread's device operations recorded so far, and run the deferred
    ones (fusion's graphs): a synchronization, only where something is pending.  Before
    gpnumpy's own warning or error, so that they come in NumPy's order."""
    rec = _tls.record
    if (rec is not None and rec.entries) or device.hazard is not None or _tls.inbox:
        device.synchronize()


#: the largest finite values of the narrow float types a Python number may overflow in
#: (complex64: of either part)
_NARROW = {numpy.float16: float(numpy.finfo(numpy.float16).max),
           numpy.float32: float(numpy.finfo(numpy.float32).max),
           numpy.complex64: float(numpy.finfo(numpy.float32).max)}


def scalar(stype, value):
    """``stype(value)``: a Python number as a device kernel's argument.  Its conversion warns at
    once where it overflows (NumPy's "overflow encountered in cast"); then the device
    operations before it report first, so that the warnings come in NumPy's order, from the
    user's line (as ``report``'s)."""
    m = _NARROW.get(stype)
    if m is not None and (type(value) in (float, int) and not -m <= value <= m or type(
            value) is complex and not (-m <= value.real <= m and -m <= value.imag <= m)):
        flush()
        st = state()
        v, bits = _host_run(lambda: stype(value))
        if bits:  # (NumPy's message: "overflow encountered in cast")
            report("cast", bits, st)
        return v
    return stype(value)


def host_cast(fn):
    """``fn()``: NumPy's conversion of a value to an array's dtype on the host (an element
    assignment, ``array(x, dtype)``, a scalar of ``where``/``copyto``), its floating-point
    errors ("overflow encountered in cast") reported as NumPy's are, from the user's line
    (NumPy's own name gpnumpy's), after those of the device operations before it; one report
    per error NumPy's conversion found (a list's elements are cast one at a time: NumPy warns
    for each)."""
    found, catch = _catcher()
    if catch is not None:
        # (NumPy's error state set for the conversion without errstate's context manager:
        # half its cost, on every element assignment; a conversion inside the conversion
        # reports what was found so far itself, in the same order)
        token = _context.set(catch)
        try:
            res = fn()
        finally:
            _context.reset(token)
            got = found[:]
            del found[:]
        found = got
    else:  # pragma: no cover - (a NumPy without the private names)
        found = []
        with numpy.errstate(all="call", call=lambda kind, status: found.append(status)):
            res = fn()
    if found:
        st = state()
        flush()
        for bits in found:
            report("cast", bits, st)
    return res


def warn(msg, category=RuntimeWarning):
    """A warning NumPy gives that gpnumpy's Python code decides ("Mean of empty slice", the
    ComplexWarning of a complex-to-real cast: ``discard_imaginary``), after the warnings of
    the device operations before it, from the user's line (as ``report``'s)."""
    flush()
    warnings.warn(msg, category, stacklevel=_stacklevel())


def discard_imaginary(src=None, dst=None):
    """NumPy's ComplexWarning of a cast from complex to a real dtype; with dtypes ``src`` and
    ``dst``, only where NumPy gives it: complex to a dtype neither complex nor bool (its
    complex-to-bool cast tests for nonzero and does not warn) nor datetime64/timedelta64 (it
    takes the real part silently), whatever the size."""
    if src is not None and (src.kind != "c" or dst.kind in "cbMm"):
        return
    warn("Casting complex values to real discards the imaginary part",
         numpy.exceptions.ComplexWarning)


# ---------------------------------------------------------------- the host device
# The warnings filters are the process's: swapping them around a loop (catch_warnings) would
# change every thread's, and two threads swapping at once can leave one's filter behind or
# drop one a user added meanwhile.  So NumPy's loops on host memory run under the filters as
# they are: their floating-point errors come through the error state (a context variable:
# per thread), and their casts from complex to real are not NumPy's (``cast_source``).

def cast_source(h, dst):
    """Host array ``h`` as the source of NumPy's cast of it to dtype ``dst``: its real part
    where the cast is from complex to an integer or floating type, which takes the real part
    (the same values and errors) and would give NumPy's ComplexWarning a second time (the
    calling routine gives it: ``discard_imaginary``, as on the device)."""
    return h.real if h.dtype.kind == "c" and dst.kind in "iuf" else h


def _catcher():
    """This thread's list of the statuses NumPy's errors pass in a 'call' state, and that
    state (an extobj, set without errstate's context manager: half its cost; None where this
    NumPy lacks the private names)."""
    found = _tls.found
    if found is None:
        found = _tls.found = []
        if _make_extobj is not None and _context is not None:
            _tls.catch = _make_extobj(all="call",
                                      call=lambda kind, status, box=found: box.append(status))
    return found, _tls.catch


def _host_run(fn):
    """``fn()`` under 'call' for every category: its result and the categories found."""
    found, catch = _catcher()
    if catch is None:  # pragma: no cover - (a NumPy without the private names)
        got = [0]

        def record(kind, status):
            got[0] |= status

        with numpy.errstate(all="call", call=record):
            res = fn()
        return res, got[0]
    start = len(found)  # (a catch inside the call reads its own statuses)
    token = _context.set(catch)
    try:
        res = fn()
    finally:
        _context.reset(token)
        bits = 0
        for status in found[start:]:
            bits |= status
        del found[start:]
    return res, bits


def host(name, fn, st=None):
    """``fn()`` (NumPy's loops on host memory, its sources ``cast_source``'s), its
    floating-point errors reported as ``name``'s under the caller's state (or ``st``), from
    the user's line."""
    if st is None:
        st = state()
    if not st.check:
        with numpy.errstate(all="ignore"):
            return fn()
    res, bits = _host_run(fn)
    if bits:
        report(_name(name), bits, st)
    return res


_TEXTS = {text: bit for bit, _, text in _CATEGORIES}


class _Log:
    """NumPy's 'log' mode writes "Warning: <category> encountered in <name>": ``found`` the
    (name, categories) of its lines, consecutive categories of one name together."""
    __slots__ = ("found",)

    def __init__(self):
        self.found = []

    def write(self, line):
        text, _, name = line[len("Warning: "):].rstrip("\n").partition(" encountered in ")
        found = self.found
        if found and found[-1][0] == name:
            found[-1][1] |= _TEXTS[text]
        else:
            found.append([name, _TEXTS[text]])


def host_numpy(fn, scalar=False):
    """``fn()``, which runs NumPy's own functions on host memory (reduce, accumulate,
    reduceat, ``at``), its floating-point errors reported under the caller's state with the
    names NumPy's messages give them (NumPy names a ufunc method's errors 'reduce', 'at',
    'cast', or the ufunc's own name, depending on its loop), in NumPy's order: NumPy's 'log'
    mode writes them with their names, through the error state (no warnings filter).
    ``scalar``: math of scalars, whose loop's errors take the caller's prefix (inside
    ``scalar_math``: 'scalar add') unless NumPy's scalar math named them so itself; a cast
    keeps its name."""
    st = state()
    if not st.check:
        with numpy.errstate(all="ignore"):
            return fn()
    log = _Log()
    with numpy.errstate(all="log", call=log):
        res = fn()
    for name, bits in log.found:
        if scalar and name != "cast" and not name.startswith("scalar "):
            name = _name(name)  # (NumPy's ufunc of scalars under scalar_math: 'scalar add')
        report(name, bits, st)
    return res


# ---------------------------------------------------------------- reporting
_GP_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_NP_DIR = os.path.dirname(os.path.abspath(numpy.__file__)) + os.sep


def _stacklevel():
    """``warnings.warn``'s stacklevel, from ``report`` or ``warn``, of the first frame
    outside gpnumpy's and NumPy's files: the user's line."""
    frame = sys._getframe(2)
    level = 2
    while frame is not None and frame.f_code.co_filename.startswith((_GP_DIR, _NP_DIR)):
        frame = frame.f_back
        level += 1
    return level if frame is not None else 2


def report(name, bits, st):
    """Act on categories ``bits`` found in operation ``name`` as state ``st`` says, in
    NumPy's order and with its messages (inside ``reporting_to``: later, in the thread whose
    operation it was)."""
    box = _tls.redirect
    if box is not None:
        box.append((name, bits, st))
        return
    for bit, key, text in _CATEGORIES:
        if not bits & bit:
            continue
        mode = st.modes[key]
        if mode == "ignore":
            continue
        msg = "%s encountered in %s" % (text, name)
        if mode == "warn":
            warnings.warn(msg, RuntimeWarning, stacklevel=_stacklevel())
        elif mode == "raise":
            raise FloatingPointError(msg)
        elif mode == "call":
            if st.call is None:
                raise NameError("python callback specified for %s (in  %s) but no function "
                                 "found." % (text, name))
            st.call(text, bits)
        elif mode == "print":  # (NumPy's C code prints to the process's stderr)
            sys.stderr.flush()
            os.write(2, ("Warning: %s\n" % msg).encode())
        elif mode == "log":
            if st.call is None:
                raise NameError("log specified for %s (in %s) but no object with write "
                                "method found." % (text, name))
            st.call.write("Warning: %s\n" % msg)


_AT_CALLER = (lambda func, args, kwargs: func(*args, **kwargs)).__code__


def call_at_user_line(func, args, kwargs):
    """``func(*args, **kwargs)`` (NumPy's function) called from a frame of the user's file, line
    and module (the first frame outside gpnumpy's and NumPy's files), as the user's call of
    NumPy's function is: a warning NumPy gives at its caller (``stacklevel=2``,
    ``skip_file_prefixes``, a C function's warning) names the user's line, not gpnumpy's
    (the default filters show __main__'s deprecations; the user's registry keeps 'once per
    line'; a filter of 'error' raises it inside NumPy's call, as from NumPy's own).  No
    ``catch_warnings``: that swaps the process's filters and showwarning, so another
    thread's warnings given meanwhile would be caught here (given from this thread, or
    lost).  That frame shows in a traceback."""
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename.startswith((_GP_DIR, _NP_DIR)):
        frame = frame.f_back
    if frame is None:
        return func(*args, **kwargs)
    code = _AT_CALLER.replace(co_filename=frame.f_code.co_filename,
                              co_firstlineno=frame.f_lineno or 1)
    return types.FunctionType(code, frame.f_globals)(func, args, kwargs)


# catch_warnings swaps the process's filters: two threads in it at once could leave its
# 'always' filter behind (re-entrant: a converter may read a file too)
_CATCHING = threading.RLock()


def at_user_line(func, *args, **kwargs):
    """``func(*args, **kwargs)`` (a NumPy function), every warning it gives re-given at the
    user's line, even one NumPy gives at a line of its own (numpy.fft's deprecation of None
    in ``s``: the default filters would hide it).  It catches them, which swaps the
    process's filters: another thread's warnings given meanwhile are caught too (given from
    this thread, or lost) -- ``call_at_user_line`` is the one for a function whose warnings
    name its caller's line."""
    caught = []
    try:
        with _CATCHING, warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            return func(*args, **kwargs)
    finally:  # (NumPy's error too comes after the warnings it gave)
        for w in caught:
            warnings.warn(w.message, w.category, stacklevel=_stacklevel())


def numpy_warning(call):
    """(category, message) of the first warning the installed NumPy gives for ``call()``, or
    None: a warning that depends on NumPy's version (a deprecation: NumPy 2.5's ``np.fix``,
    ``a.shape = ...``) is asked of NumPy once, not copied from one version's text (this catch
    swaps the process's warnings filters: at import, or once per key, never per operation)."""
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        try:
            with numpy.errstate(all="ignore"):
                call()
        except Exception:
            pass
    return (got[0].category, str(got[0].message)) if got else None


def numpy_error(call):
    """(type, message) of the error the installed NumPy raises for ``call()``, or None: as
    ``numpy_warning``, for errors whose type or text changed between NumPy versions (DLPack's
    stream error: RuntimeError in 2.4, ValueError in 2.5)."""
    try:
        call()
    except Exception as exc:
        return type(exc), str(exc)
    return None
