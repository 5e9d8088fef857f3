"""Summary of an Nsight Compute SASS page: where a kernel's instructions and stall samples are.

    ncu --import rep.ncu-rep --page source --print-source sass --csv > k.csv
    python3 benchmarks/ncu_sass.py k.csv

Prints totals, 32-line windows holding more than 0.4% of either, the 45 lines with the most
stall samples, and the noinline functions (CALL targets) with their shares and callers (how
often each call site ran: executions per warp give loop trip counts)."""
import csv
import re
import sys

path = sys.argv[1]
rows = list(csv.reader(open(path)))
hdr = rows[1]; data = rows[2:]
ix = {h: i for i, h in enumerate(hdr)}


def num(r, k):
    try:
        return float(r[ix[k]].replace(',', ''))
    except ValueError:
        return 0.0


tot_e = sum(num(r, "Instructions Executed") for r in data)
tot_s = sum(num(r, "Warp Stall Sampling (All Samples)") for r in data)
print("total executed", tot_e, "samples", tot_s, "lines", len(data))
# regions: split at functions (lines whose SASS is a label-less RET / or by CALL targets) -> print cumulative by 64-line windows
acc = []
for i, r in enumerate(data):
    acc.append((i, r[ix["Address"]], r[ix["Source"]].strip(), num(r, "Instructions Executed"), num(r, "Warp Stall Sampling (All Samples)"), num(r, "Warp Stall Sampling (Not-issued Samples)")))
print("--- windows of 32 lines: executed share, stall share, first sass")
for w in range(0, len(acc), 32):
    ch = acc[w:w+32]
    e = sum(c[3] for c in ch); s = sum(c[4] for c in ch)
    if e / tot_e > 0.004 or s / tot_s > 0.004:
        print("%5d %6.2f%% exec %6.2f%% stall | %s" % (w, 100*e/tot_e, 100*s/tot_s, ch[0][2][:60]))
print("--- top 45 lines by stall samples")
for c in sorted(acc, key=lambda c: -c[4])[:45]:
    print("%5d %6.2f%% stall %6.2f%% exec | %s" % (c[0], 100*c[4]/tot_s, 100*c[3]/tot_e, c[2][:90]))
print("--- functions (from CALL targets)")
line_of = {int(r[ix["Address"]], 16): i for i, r in enumerate(data)}
starts, callers = {0}, {}
for i, c in enumerate(acc):
    m = re.search(r"CALL\.REL\.NOINC (0x[0-9a-f]+)", c[2])
    if m and int(m.group(1), 16) in line_of:
        t = line_of[int(m.group(1), 16)]
        starts.add(t)
        callers.setdefault(t, []).append((i, int(c[3])))
starts = sorted(starts)
for a, b in zip(starts, starts[1:] + [len(acc)]):
    e = sum(c[3] for c in acc[a:b]); s = sum(c[4] for c in acc[a:b])
    print("lines %5d-%5d %5.1f%% exec %5.1f%% stall | called at %s" % (a, b, 100*e/tot_e, 100*s/tot_s, callers.get(a, [])[:4]))
