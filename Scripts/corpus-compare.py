#!/usr/bin/env python3
"""Compares two `score --json` files of the development corpus app by app: prints each app whose figures changed, marks
every figure that got worse, and ends with WORSE or "no app worse". usage: corpus-compare.py BEFORE.json AFTER.json"""
import json, sys
if len(sys.argv) != 3:
    sys.exit("usage: corpus-compare.py BEFORE.json AFTER.json")
a = {r['repo']: r for r in json.load(open(sys.argv[1]))}
b = {r['repo']: r for r in json.load(open(sys.argv[2]))}
def nums(r):
    return dict(modP=r['modules']['precision'], modR=r['modules']['recall'], rteR=r['routes']['recall'],
                rteP=r['routes']['precision'], trans=r['transitions']['accuracy'], ent=r['entries']['found'],
                extra=len(r['entries']['spurious']), reach=r['reachability']['recall'],
                rfound=r['routes']['found'], rfalse=r['routes']['false'], unk=r['routes']['unknown'])
worse = False
for repo in sorted(a):
    x, y = nums(a[repo]), nums(b[repo])
    if x != y:
        diffs = []
        for k in x:
            if x[k] != y[k]:
                bad = (k in ('extra','rfalse') and (y[k] or 0) > (x[k] or 0)) or (k not in ('extra','rfalse','unk') and x[k] is not None and (y[k] is None or y[k] < x[k]))
                worse |= bad
                diffs.append(f"{k} {x[k]}→{y[k]}{' WORSE' if bad else ''}")
        print(f"{repo:42} " + ", ".join(diffs))
print("WORSE" if worse else "no app worse")
