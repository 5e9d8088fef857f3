"""The application suite (benchmarks/suite.py): every application gives NumPy's answer under
gpnumpy at its CI size, and the command line writes a results table."""
import json
import os
import subprocess
import sys
import types
import warnings

import numpy
import pytest

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_BENCH = os.path.join(_ROOT, "benchmarks")
if _BENCH not in sys.path:
    sys.path.insert(0, _BENCH)

import apps  # noqa: E402


def _host(gp, out):
    items = out if isinstance(out, tuple) else (out,)
    conv = tuple(numpy.asarray(gp.asnumpy(x)) if isinstance(x, gp.ndarray) else numpy.asarray(x)
                 for x in items)
    return conv if isinstance(out, tuple) else conv[0]


@pytest.mark.parametrize("name", apps.APPS)
def test_app_agrees(gp, name):
    """The program at its 'tiny' size: gpnumpy's answer passes the application's own check
    against NumPy's (and NumPy's passes it against itself: the check is sound)."""
    app = apps.load(name)
    p = app.SIZES["tiny"]
    host_inputs = app.inputs(p)
    with numpy.errstate(all="ignore"):
        ref = app.run(numpy, **host_inputs)
    ref = _host(gp, ref)
    app.check(ref, ref, p)
    args = {k: gp.asarray(v) if isinstance(v, numpy.ndarray) else v for k, v in host_inputs.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", gp.FallbackWarning)
        got = _host(gp, app.run(gp, **args))
    app.check(ref, got, p)
    # the program must not have written into its inputs (every library reuses them)
    again = app.inputs(p)
    for k, v in host_inputs.items():
        if isinstance(v, numpy.ndarray):
            numpy.testing.assert_array_equal(v, again[k], err_msg=k)


@pytest.mark.parametrize("name", apps.APPS)
def test_app_table(name):
    """Each module carries the suite's interface, with sizes that grow."""
    app = apps.load(name)
    assert set(app.SIZES) == set(apps.SIZE_NAMES)
    for attr in ("TITLE", "TORCH", "inputs", "run", "check", "cost"):
        assert hasattr(app, attr), attr
    work = []
    for s in apps.SIZE_NAMES:
        c = app.cost(app.SIZES[s])
        assert c.get("bytes") or c.get("flops") or c.get("flops64"), s
        work.append((c.get("bytes") or 0) + (c.get("flops") or 0) + (c.get("flops64") or 0))
    assert work == sorted(work) and work[0] < work[-1]


def test_check_rejects_wrong_answer():
    """The checks fail a perturbed answer (a check that cannot fail checks nothing)."""
    for name in ("black_scholes", "cg", "game_of_life", "data_pipeline"):
        app = apps.load(name)
        p = app.SIZES["tiny"]
        with numpy.errstate(all="ignore"):
            ref = app.run(numpy, **app.inputs(p))
        items = list(ref) if isinstance(ref, tuple) else [ref]
        bad = [numpy.array(x, copy=True) for x in items]
        flat = bad[-1].reshape(-1)
        flat[flat.size // 2] += 1
        with pytest.raises(AssertionError):
            app.check(ref, tuple(bad) if isinstance(ref, tuple) else bad[0], p)


def _suite():
    import suite
    return suite


def _opts(**kw):
    base = dict(reps=1, budget=0.0, verbose=False, gpu_limit=20.0)
    base.update(kw)
    return types.SimpleNamespace(**base)


def test_crash_is_recorded(gp):
    """A library that raises inside an application is a table entry, not the end of the run."""
    suite = _suite()
    import _libs

    def run(np, x):
        if np is not numpy:
            raise ValueError("boom")
        return x + 1

    app = types.SimpleNamespace(run=run, check=lambda ref, got, p: None, TORCH=True)
    x = numpy.arange(4.0)
    rec, _ = suite.run_one(app, {}, {"x": x}, _libs.make("gpnumpy"), x + 1, _opts())
    assert rec["status"] == "error: ValueError" and "boom" in rec["error"]
    rec, host = suite.run_one(app, {}, {"x": x}, _libs.make("numpy"), None, _opts())
    assert rec["status"] == "ok" and rec["check"] == "ok" and rec["runs"] == 1
    numpy.testing.assert_array_equal(host, x + 1)


def test_fallback_is_recorded(gp):
    """Work that runs through gpnumpy's NumPy fallback is named in the record, every time
    (FallbackWarning itself is emitted once per process)."""
    suite = _suite()
    import _libs
    from gpnumpy._core import dispatch

    def run(np, x):
        if np is numpy:
            return x * 2
        return dispatch.fallback_call(numpy.multiply, (x, 2), {}, name="probe")

    app = types.SimpleNamespace(run=run, check=lambda ref, got, p: numpy.testing.assert_array_equal(ref, got),
                                TORCH=True)
    x = numpy.arange(6.0)
    lib = _libs.make("gpnumpy")
    for _ in range(2):
        rec, host = suite.run_one(app, {}, {"x": x}, lib, x * 2, _opts())
        assert rec["status"] == "ok" and rec["check"] == "ok", rec
        assert rec["fallback"] == ["probe"]


def test_quick_suite_writes_table(tmp_path):
    """`suite.py --quick --libs numpy,gpnumpy` runs every application and writes the table."""
    env = dict(os.environ, PYTHONPATH=_ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, os.path.join(_BENCH, "suite.py"), "--quick", "--libs",
                        "numpy,gpnumpy", "--out", str(tmp_path), "--no-chart"],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    md = [f for f in os.listdir(tmp_path) if f.endswith(".md")]
    assert len(md) == 1 and md[0].endswith("-quick.md")
    text = (tmp_path / md[0]).read_text()
    data = json.loads((tmp_path / md[0].replace(".md", ".bench.json")).read_text())
    assert [c["app"] for c in data["records"]] == list(apps.APPS)
    for c in data["records"]:
        assert c["libs"]["numpy"]["check"] == "ok", c
        assert c["libs"]["gpnumpy"]["status"] == "ok" and c["libs"]["gpnumpy"]["check"] == "ok", c
        assert c["title"] in text
    assert "| application |" in text


def test_micro_list():
    """The micro-benchmarks are reachable from the same entry point."""
    r = subprocess.run([sys.executable, os.path.join(_BENCH, "suite.py"), "--micro", "list"],
                       capture_output=True, text=True, timeout=120,
                       env=dict(os.environ, PYTHONPATH=_ROOT))
    assert r.returncode == 0, r.stderr
    for name in ("elementwise", "reduction", "indexing"):
        assert name in r.stdout


def _cell(gp_ms, cp_ms, floor, pg, pc):
    rec = lambda ms, p: {"status": "ok", "wall_ms": ms, "device_ms": ms, "check": "ok",  # noqa
                         "profile": p}
    return {"app": "jacobi", "title": "Jacobi", "size": "medium", "params": {}, "floor_ms": floor,
            "cost": {}, "libs": {"gpnumpy": rec(gp_ms, pg), "cupy": rec(cp_ms, pc)}}


def _prof(kernels, busy, top="void gp_add<float>(float*, int)"):
    return {"kernels": kernels, "copies": 0, "busy_ms": busy, "top": [[top, kernels, busy]]}


def test_profile_reading():
    """The Profiles table's reading names the cause the figures show: an idle device (host-bound),
    more launches than CuPy, longer kernels, or kernels far above the floor."""
    import suite
    fast = _cell(1.0, 2.0, 0.9, _prof(10, 0.95), _prof(10, 1.9))
    assert suite.reading(fast) == "at least CuPy's speed, within 2x of the floor"
    idle = _cell(10.0, 8.0, 0.1, _prof(1000, 2.0), _prof(500, 2.0))
    r = suite.reading(idle)
    assert "device idle 80%" in r and "1000 launches against CuPy's 500" in r
    slow_kernels = _cell(10.0, 5.0, 4.0, _prof(10, 9.5), _prof(10, 4.8))
    r = suite.reading(slow_kernels)
    assert "kernel time 9.50 ms against CuPy's 4.80" in r and "gp_add" in r
    assert "idle" not in r
    over = _cell(10.0, 20.0, 1.0, _prof(10, 9.8), _prof(10, 19.0))
    assert "kernels busy 9.8x the floor; 100% in gp_add" in suite.reading(over)
    same = _cell(10.0, 9.0, 9.5, _prof(10, 9.8), _prof(10, 9.5))
    assert "host time per launch" in suite.reading(same)
    table = "\n".join(suite.profile_tables({"meta": {}, "records": [fast, idle]}))
    assert table.startswith("## Profiles") and table.count("| Jacobi | medium |") == 2
    assert suite.profile_tables({"meta": {}, "records": [_cell(1, 1, 1, None, None)]}) == []


def test_short_kernel_names():
    from _profile import short_name
    assert short_name("void gp_add<float, 4>(float const*, int)") == "gp_add"
    assert short_name("x" * 60, 10) == "xxxxxxx..."


def test_profile_reading_unfused_chain():
    import suite
    chain = _cell(10.0, 20.0, 1.0, _prof(60, 9.8, "gpnumpy_multiply__f4_f4__f4__contig4x2"),
                  _prof(60, 19.0))
    r = suite.reading(chain)
    assert "kernels busy 9.8x the floor" in r and "one elementwise kernel per operation (60" in r


def test_resumed_suite_time():
    import suite
    data = {"meta": {"device": "d", "date": "x", "quick": True, "sizes": [], "libs": {},
                     "versions": {}, "reps": 1, "budget_s": 1, "numpy_limit_s": 1,
                     "elapsed_s": 10.0}, "records": []}
    assert "Suite time: 10 s." in suite.markdown(data)
    data["meta"]["earlier_s"] = 30.0
    assert "Suite time: 40 s (30 s in earlier parts, --resume)." in suite.markdown(data)
    data["meta"]["earlier_s"] = None
    assert "for the part run last" in suite.markdown(data)
