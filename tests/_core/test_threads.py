"""gpnumpy from several threads at once, as NumPy: the warnings filters are the process's, so
the maths never swaps them (a thread's swap would leave another's filter behind, or drop a
filter a user added meanwhile), and each thread gets NumPy's warnings for its own operations:
the ComplexWarning of a complex-to-real cast and the floating-point RuntimeWarnings of the
host device's loops (elementwise, casts, reductions, accumulations, ``ufunc.at``, take's
``out=``, assignments of host values; NumPy's random samplers) and none of another
thread's."""
import sys
import threading
import warnings

import numpy

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
