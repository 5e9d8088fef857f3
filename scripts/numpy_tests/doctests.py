"""Run NumPy's docstring examples against NumPy and against gpnumpy, and report the examples that
pass with NumPy but fail with gpnumpy (NumPy-version drift and unseeded output fail with both):

    PYTHONPATH=<repo> python3 scripts/numpy_tests/doctests.py [-o report.txt] [-t SECONDS]
        [-k SUBSTR] [--legacy] [--against-numpy]

The docstrings are those of the numpy namespace's functions, ufuncs and classes, ndarray's methods
and properties, dtype's, numpy.linalg, numpy.fft, numpy.random's functions and Generator's
methods, numpy.lib.stride_tricks, numpy.lib.array_utils, numpy.strings / numpy.char, numpy.emath,
numpy.polynomial (its modules and Polynomial) and numpy.testing.  Each docstring runs twice, its
examples in order: with ``np`` bound to numpy, then with ``np`` bound to gpnumpy (the docstring's
own ``import numpy as np`` and ``from numpy... import`` lines are rewritten to gpnumpy in the
second run).  Outputs are compared by doctest.OutputChecker with ELLIPSIS | NORMALIZE_WHITESPACE;
``# doctest: +SKIP`` examples are skipped, and so are docstrings that plot, touch files or the
network.  As in NumPy's own doctest run, an expected output marked ``# may vary`` or ``# random``
is not compared (the example still runs).  --legacy prints with ``set_printoptions(legacy='1.25')``
in both runs (the scalar reprs most docstrings show, ``2.5`` rather than ``np.float64(2.5)``; a run
without it checks the 2.x reprs where the docstrings show them).  --against-numpy also reports the
examples that fail with NumPy (out-of-date docstrings) where gpnumpy's output differs from NumPy's
own (examples that draw numbers, time or print addresses left out).  Each example has a time
limit (-t, default 10 s); -k keeps only the docstrings whose name contains SUBSTR.
Not a test file: pytest never collects it."""
import argparse
import contextlib
import doctest
import inspect
import io
import re
import signal
import sys
import time
import types
import warnings

import numpy

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
# docstrings that plot, touch files or the network (or need packages outside the test venv)
SKIP_RE = re.compile(r"matplotlib|plt\.|pyplot|savefig|open\(|tofile|fromfile|np\.save|np\.load|"
                     r"loadtxt|savetxt|genfromtxt|memmap|tempfile|TemporaryFile|urllib|urlopen|"
                     r"DataSource|os\.path|pathlib|StringIO|BytesIO|scipy|pandas|dask|cupy|"
                     r"ctypes|np\.show_config|show_runtime|sys\.stdout|lookfor")


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout("example ran past its time limit")


def collect(name_filter=None):
    """[(qualified name, docstring)] of the public callables, one per distinct docstring."""
    objs = []

    def add(prefix, ns, names=None, attrs=False):
        for n in sorted(names if names is not None else dir(ns)):
            if n.startswith("_"):
                continue
            try:
                o = inspect.getattr_static(ns, n) if attrs else getattr(ns, n)
            except Exception:
                continue
            if isinstance(o, types.ModuleType) or not (callable(o) or attrs):
                continue
            objs.append((f"{prefix}.{n}", o))

    add("numpy", numpy)
    add("numpy.ndarray", numpy.ndarray, attrs=True)   # (its properties too: T, flat, strides, ...)
    add("numpy.dtype", numpy.dtype, attrs=True)
    add("numpy.emath", numpy.emath)
    import numpy.polynomial as P
    for m in ("polynomial", "chebyshev", "legendre", "hermite", "hermite_e", "laguerre",
              "polyutils"):
        add(f"numpy.polynomial.{m}", getattr(P, m))
    add("numpy.polynomial.Polynomial", P.Polynomial, attrs=True)
    add("numpy.testing", numpy.testing)
    add("numpy.random", numpy.random)
    add("numpy.lib.array_utils", numpy.lib.array_utils)
    add("numpy.linalg", numpy.linalg)
    add("numpy.fft", numpy.fft)
    add("numpy.random.Generator", numpy.random.Generator)
    import numpy.lib.stride_tricks as st
    add("numpy.lib.stride_tricks", st, ["as_strided", "sliding_window_view"])
    add("numpy.strings", numpy.strings)
    add("numpy.char", numpy.char)
    seen, out = set(), []
    finder = doctest.DocTestFinder(recurse=False, exclude_empty=True)
    for qual, o in objs:
        if name_filter and name_filter not in qual:
            continue
        doc = getattr(o, "__doc__", None)
        if not isinstance(doc, str) or ">>>" not in doc or doc in seen:
            continue
        seen.add(doc)
        try:
            tests = finder.find(o, qual, module=False, globs={})
        except Exception:
            tests = [doctest.DocTestParser().get_doctest(doc, {}, qual, None, 0)]
        tests = [t for t in tests if t.examples]
        if not tests or any(SKIP_RE.search(e.source) for t in tests for e in t.examples):
            continue
        out.extend((qual, t) for t in tests)
    return out


def to_gp(src):
    src = re.sub(r"\bimport numpy as np\b", "import gpnumpy as np", src)
    src = re.sub(r"\bimport numpy\.([\w.]+) as\b", r"import gpnumpy.\1 as", src)
    src = re.sub(r"\bfrom numpy\b", "from gpnumpy", src)
    return src


class _Recorder(doctest.DocTestRunner):
    """Records each example's outcome (index -> (ok, got)) instead of printing reports."""

    def __init__(self, limit):
        super().__init__(checker=doctest.OutputChecker(), verbose=False, optionflags=FLAGS)
        self.limit = limit
        self.results = {}
        self._index = {}

    def run_one(self, test):
        self._index = {id(e): i for i, e in enumerate(test.examples)}
        self.results = {}
        old = signal.signal(signal.SIGALRM, _alarm)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.run(test, out=lambda s: None, clear_globs=True)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
        return self.results

    def report_start(self, out, test, example):
        signal.setitimer(signal.ITIMER_REAL, self.limit)

    def report_success(self, out, test, example, got):
        signal.setitimer(signal.ITIMER_REAL, 0)
        self.results[self._index[id(example)]] = (True, got)

    def report_failure(self, out, test, example, got):
        signal.setitimer(signal.ITIMER_REAL, 0)
        self.results[self._index[id(example)]] = (False, got)

    def report_unexpected_exception(self, out, test, example, exc_info):
        signal.setitimer(signal.ITIMER_REAL, 0)
        exc = exc_info[1]
        self.results[self._index[id(example)]] = (
            False, f"{type(exc).__module__}.{type(exc).__qualname__}: {exc}\n")


@contextlib.contextmanager
def _state(mod, legacy):
    """Restore the module's print options and error state after a docstring changes them."""
    opts = mod.get_printoptions()
    err = mod.geterr()
    try:
        if legacy:
            mod.set_printoptions(legacy="1.25")
        yield
    finally:
        mod.set_printoptions(**opts)
        mod.seterr(**err)


MAY_VARY = re.compile(r"#\s*(may vary|random)", re.I)
# (outputs that change from run to run: draws, addresses, timings, uninitialized memory)
UNSEEDED = re.compile(r"default_rng\(\)|random\.|\brng\.|ctypes|\bid\(|__array_interface__|"
                      r"\bempty(_like)?\(|timeit|\btime\b|handler")


def run_doc(test, mod, limit, gp, legacy=False):
    t = doctest.DocTest([doctest.Example(to_gp(e.source) if gp else e.source,
                                         "...\n" if MAY_VARY.search(e.want) else e.want, e.exc_msg,
                                         e.lineno, e.indent, e.options) for e in test.examples],
                        {"np": mod}, test.name, None, test.lineno, test.docstring)
    r = _Recorder(limit)
    with _state(mod, legacy), contextlib.redirect_stdout(io.StringIO()):
        try:
            return r.run_one(t), t
        except BaseException as exc:  # (a crash of the whole docstring: no example passes)
            if isinstance(exc, KeyboardInterrupt):
                raise
            return {}, t


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default=None)
    ap.add_argument("-t", "--timeout", type=float, default=10.0)
    ap.add_argument("-k", "--filter", default=None)
    ap.add_argument("--legacy", action="store_true")
    ap.add_argument("--against-numpy", action="store_true")
    args = ap.parse_args(argv)
    checker = doctest.OutputChecker()
    import gpnumpy
    tests = collect(args.filter)
    n_np = n_gp_fail = n_total = 0
    groups = {}
    t0 = time.time()
    for qual, test in tests:
        res_np, _ = run_doc(test, numpy, args.timeout, False, args.legacy)
        res_gp, tgp = run_doc(test, gpnumpy, args.timeout, True, args.legacy)
        for i, ex in enumerate(test.examples):
            if ex.options.get(doctest.SKIP):
                continue
            n_total += 1
            ok_np, np_got = res_np.get(i, (False, None))
            if not ok_np:
                # (--against-numpy: NumPy's own output is the expected one where the docstring's
                # is out of date; drawn numbers and addresses differ from run to run)
                if (args.against_numpy and np_got is not None and i in res_gp
                        and not MAY_VARY.search(ex.want) and not UNSEEDED.search(ex.source)
                        and not checker.check_output(np_got, res_gp[i][1], FLAGS)):
                    n_gp_fail += 1
                    groups.setdefault(qual, []).append(
                        (doctest.Example(tgp.examples[i].source, np_got), res_gp[i][1]))
                continue
            n_np += 1
            ok_gp, got = res_gp.get(i, (False, "(not run: the docstring stopped before it)\n"))
            if not ok_gp:
                n_gp_fail += 1
                groups.setdefault(qual, []).append((tgp.examples[i], got))
    lines = [f"{'legacy=1.25 ' if args.legacy else ''}docstrings: {len(tests)}  examples: "
             f"{n_total}  pass with numpy: {n_np}  of those fail with gpnumpy: {n_gp_fail}"
             f"{' (with those that differ from NumPy output)' if args.against_numpy else ''}"
             f"  functions: {len(groups)}  "
             f"({time.time() - t0:.0f} s)", ""]
    for qual in sorted(groups):
        lines.append(f"=== {qual} ({len(groups[qual])})")
        for ex, got in groups[qual]:
            lines.append("  >>> " + ex.source.rstrip("\n").replace("\n", "\n  ... "))
            lines.append("  expected: " + ex.want.rstrip("\n").replace("\n", "\n            "))
            lines.append("  got:      " + got.rstrip("\n").replace("\n", "\n            "))
            lines.append("")
    text = "\n".join(lines) + "\n"
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    print(lines[0], file=sys.stderr)


if __name__ == "__main__":
    main()
