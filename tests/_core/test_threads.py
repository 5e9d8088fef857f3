"""gpnumpy from several threads at once, as NumPy: the warnings filters are the process's, so
the maths never swaps them (a thread's swap would leave another's filter behind, or drop a
filter a user added meanwhile), and each thread gets NumPy's warnings for its own operations:
the ComplexWarning of a complex-to-real cast and the floating-point RuntimeWarnings of the
host device's loops (elementwise, casts, reductions, accumulations, ``ufunc.at``, take's
``out=``, assignments of host values; NumPy's random samplers) and none of another
thread's."""
import io
import sys
import threading
import warnings

import numpy
import pytest

import gpnumpy

Z = numpy.array([1.5 + 2j, -3.25 - 1j, 0.5j, 4.0])
THREADS, ROUNDS = 4, 25


def _body(xp):
    """One round of one thread: operations that warn and operations that do not."""
    z = xp.asarray(Z)
    f = xp.zeros(4)
    z.astype(numpy.float32)                          # ComplexWarning (astype)
    f[...] = z                                       # ComplexWarning (assignment)
    xp.add(z, 1, out=f, casting="unsafe")            # ComplexWarning (ufunc out=)
    xp.sum(z, dtype=numpy.float64)                   # ComplexWarning (reduce dtype=)
    xp.cumsum(z, dtype=numpy.float64)                # ComplexWarning (accumulate dtype=)
    xp.add.at(f, [0, 0, 2], z[:3])                   # ComplexWarning (ufunc.at)
    xp.take(z, [2, 0], out=xp.zeros(2))              # ComplexWarning (take out=)
    f[[1, 2]] = Z[:2]                                # ComplexWarning (host value, fancy)
    xp.divide(xp.ones(3), xp.zeros(3))               # RuntimeWarning: divide by zero
    xp.add.reduce(xp.asarray([1e308, 1e308]))        # RuntimeWarning: overflow in reduce
    xp.multiply.accumulate(xp.asarray([1e200, 1e200]))  # RuntimeWarning: overflow
    xp.sqrt(xp.asarray([-1.0]))                      # RuntimeWarning: invalid value
    z.astype(bool)                                   # none: complex to bool
    (z * 2).real + f                                 # none
    xp.float32(1) + xp.asarray([2.0], numpy.float32)  # none
    xp.random.RandomState(7).standard_normal(3)      # none (NumPy's legacy sampler)
    xp.random.default_rng(7).gamma(2.0, size=3)      # none
    warnings.warn("the user's own", numpy.exceptions.ComplexWarning)  # the user's, each time


def _run_threads(xp, added):
    """THREADS threads each doing ROUNDS rounds while another adds the filters ``added``; the
    warnings each thread saw, as (category, message) counts."""
    seen = {}
    lock = threading.Lock()

    def show(message, category, filename, lineno, file=None, line=None):
        key = (threading.get_ident(), category.__name__, str(message))
        with lock:
            seen[key] = seen.get(key, 0) + 1

    start = threading.Barrier(THREADS + 1)
    errors = []

    def work():
        start.wait()
        try:
            for _ in range(ROUNDS):
                _body(xp)
            if xp is gpnumpy:
                # (a device's floating-point warnings come at the thread's next wait for the
                # device: its last round's, here)
                gpnumpy.synchronize()
        except BaseException as exc:  # pragma: no cover - (reported below)
            errors.append(exc)

    def add_filters():
        start.wait()
        for f in added:
            warnings.filterwarnings("ignore", message=f)

    # (a first call asks NumPy a question once per dtype -- a reduction's loop dtype -- under
    # a catch of the warnings: before the threads)
    with warnings.catch_warnings(record=True):
        _body(xp)
        if xp is gpnumpy:
            gpnumpy.synchronize()  # (the device's warnings of this round: caught here too)
    old = sys.getswitchinterval()
    warnings.showwarning = show
    sys.setswitchinterval(1e-6)  # (threads switch often: a swap of the filters races)
    try:
        threads = [threading.Thread(target=work) for _ in range(THREADS)]
        threads.append(threading.Thread(target=add_filters))
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if xp is gpnumpy:
            gpnumpy.synchronize()
    finally:
        sys.setswitchinterval(old)
    assert not errors, errors
    per_thread = {}
    for (tid, cat, msg), n in seen.items():
        per_thread.setdefault(tid, {})[(cat, msg)] = n
    return sorted(sorted(d.items()) for d in per_thread.values())


def test_threads_leave_the_filters_and_get_their_own_warnings():
    added = ["a user's filter %d" % k for k in range(30)]
    with warnings.catch_warnings():
        warnings.simplefilter("always")  # (each warning shown: counted per thread)
        before = list(warnings.filters)
        want = _run_threads(numpy, added)
        warnings.filters[:] = before
        got = _run_threads(gpnumpy, added)
        after = list(warnings.filters)
    assert len(got) == THREADS
    assert got == want
    # the user's filters all there (in front), the others as they were
    assert after[len(added):] == before
    assert sorted(f[1].pattern for f in after[:len(added)]) == sorted(added)


def _warnings_by_thread(call, rounds=300):
    """Thread A runs ``call`` ``rounds`` times while thread B warns until A is done (A starts
    once B has warned: the two overlap however fast ``call`` is): the warnings thread A's
    showwarning saw, as {(thread, message): count}, and for B whether each warning it gave
    was shown from B (none taken by A's calls, none lost)."""
    seen = {}
    lock = threading.Lock()
    done = threading.Event()

    def show(message, category, filename, lineno, file=None, line=None):
        with lock:
            key = (threading.current_thread().name, str(message))
            seen[key] = seen.get(key, 0) + 1

    b_warned = threading.Event()
    b_gave = [0]
    errors = []

    def a():
        b_warned.wait()
        try:
            for _ in range(rounds):
                call()
        except BaseException as exc:  # pragma: no cover - (reported below)
            errors.append(exc)
        finally:
            done.set()

    def b():
        while True:
            warnings.warn("the other thread's", UserWarning)
            b_gave[0] += 1
            b_warned.set()
            if done.is_set():
                break

    old = sys.getswitchinterval()
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.showwarning = show
        sys.setswitchinterval(1e-6)
        try:
            threads = [threading.Thread(target=a, name="A"), threading.Thread(target=b, name="B")]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
        finally:
            sys.setswitchinterval(old)
    assert not errors, errors
    got = {k: v for k, v in seen.items() if k[0] != "B"}
    got["B's shown"] = seen.get(("B", "the other thread's"), 0) == b_gave[0]
    return got


_IO_CALLS = {
    "loadtxt": lambda xp: xp.loadtxt(io.StringIO("1 2\n3 4")),
    "savetxt": lambda xp: xp.savetxt(io.StringIO(), xp.ones((2, 2))),
    "fromstring": lambda xp: xp.fromstring("1 2 3", sep=" "),
    "select float default": lambda xp: xp.select([xp.asarray([True, False])],
                                                 [xp.asarray([1, 2], numpy.int8)], 1e300),
    # (NumPy's compiled random functions, called by gpnumpy.random on host values)
    "Generator.shuffle of a list": lambda xp: xp.random.default_rng(0).shuffle(list(range(50))),
    "RandomState.shuffle of a list": lambda xp: xp.random.RandomState(0).shuffle(
        list(range(50))),
    "Generator.integers": lambda xp: xp.random.default_rng(0).integers(0, 5, 3),
}


@pytest.mark.parametrize("label", list(_IO_CALLS))
def test_readers_leave_another_threads_warnings(label):
    """A reader or writer (NumPy's function called from the user's line) catches no warning of
    another thread (its own go to its thread; a process-wide catch_warnings swapped the
    filters and took the other thread's)."""
    want = _warnings_by_thread(lambda: _IO_CALLS[label](numpy))
    got = _warnings_by_thread(lambda: _IO_CALLS[label](gpnumpy))
    assert got == want


def test_names_that_warn_read_from_threads_at_once():
    """A name whose reading warns (char.array: NumPy's module warns at every reading) read by
    several threads at once: each reading gives its warning, no thread hangs (two interleaved
    catches once left one thread's recorder installed, its loop then feeding its own list)."""
    import concurrent.futures
    start = threading.Barrier(6)

    def read(_):
        start.wait()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return all(gpnumpy.char.array is not None for _ in range(50))

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        with concurrent.futures.ThreadPoolExecutor(6) as ex:
            futures = [ex.submit(read, k) for k in range(6)]
            done, pending = concurrent.futures.wait(futures, timeout=60)
    finally:
        sys.setswitchinterval(old)
    assert not pending
    assert all(f.result() for f in done)
    with warnings.catch_warnings(record=True) as got:  # (the filters and recorder restored)
        warnings.simplefilter("always")
        warnings.warn("after", UserWarning)
    assert [str(w.message) for w in got] == ["after"]
