python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=.:/tmp/site PYTHONUNBUFFERED=1; mkdir -p $OUT
python3 - <<'PY' 2>&1 | tail -20
import time, numpy as np, gpnumpy as gp
h = np.random.default_rng(0).random(1<<20, dtype=np.float32)
t=time.time(); s = gp.sort(gp.asarray(h)); print("first sort %.1fs" % (time.time()-t), np.array_equal(s.get(), np.sort(h)))
for dt in ["int32","int64","uint8","int16","float64","float16","bool"]:
    hh = (np.random.default_rng(1).random(5000)*100-50).astype(dt)
    t=time.time(); r = gp.argsort(gp.asarray(hh), kind="stable").get(); print(dt, "%.1fs" % (time.time()-t), np.array_equal(r, np.argsort(hh, kind="stable")))
PY
timeout 420 python3 -m pytest -q -n 16 tests/_core/test_sorting.py tests/_core/test_searching.py tests/_core/test_sets.py tests/_core/test_scan.py tests/_core/test_argreduce.py tests/_core/test_advanced_indexing.py -p no:cacheprovider 2>&1 | tee $OUT/pytest2.log | grep -E "FAILED|passed|failed" | head -40
