#!/usr/bin/env python3
# ab-rule-sim.py: simulates `ab`'s sequential rule on normal pairs (no timing), to size it for a host:
# per variant a spread σ of a pair's ln ratio, a pace (seconds a pair), batches and the cap as `ab` has them.
# The rule as in Sources/Measuring/Statistics/Sequential (blocks of n/8 pairs, 10 to 30, each its median; Student's t over
# the blocks; α by the Pocock type over the time, Bonferroni over the variants; not before 40 pairs), with the
# misses' rule either "two-sided" (both ends within the threshold, β spent the Pocock way: `ab` before 2026-11-28)
# or "one-sided" (the upper bound below 1 + τ, β spent as β·t³: `ab` now). Hampel's bounds are left out.
# Usage: scripts/ab-rule-sim.py RULE PACE [COMPARISONS] [SIGMAS]   e.g. scripts/ab-rule-sim.py one-sided 2.1 200
#        SIGMAS: comma-separated percents (default: the sixteen of the A/A run of 2026-11-28, docs/ab-sequential.md)
import sys
from functools import lru_cache
import numpy as np
from scipy import stats

@lru_cache(maxsize=None)
def tq(p, df): return stats.t.ppf(p, df)

def blocks(n): return min(30, max(10, n // 8))

def block_mean_se(x):
    n = len(x); b = blocks(n); edges = [(i * n) // b for i in range(b + 1)]
    est = np.array([np.median(x[edges[i]:edges[i + 1]]) for i in range(b)])
    return est.mean(), est.std(ddof=1) / np.sqrt(b), b

def pocock(eps, t): return eps * np.log(1 + (np.e - 1) * min(1, t))
def power3(eps, t): return eps * min(1, t) ** 3

def compare(rng, sigmas, effects, tau, rule, pace, batch=16, cap=300.0, start=8.0, alpha=0.05, beta=0.05):
    m = len(sigmas); limit = np.log(1 + tau)
    looks = int((cap - 5 - start) // (pace * batch))
    data = [np.zeros(0) for _ in range(m)]; verdict = ['undecided'] * m
    spent_a = spent_b = 0.0
    for k in range(1, looks + 1):
        for v in range(m): data[v] = np.concatenate([data[v], rng.normal(effects[v], sigmas[v], batch)])
        n = k * batch; final = k == looks; t = 1.0 if final else (start + n * pace) / cap
        if not final and n < 40: continue
        a = pocock(alpha, t) - spent_a; spent_a += a
        b = (pocock(beta, t) if rule == 'two-sided' else power3(beta, t)) - spent_b; spent_b += b
        for v in range(m):
            if verdict[v] != 'undecided': continue
            mean, se, nb = block_mean_se(data[v])
            cf, cm = tq(1 - a / m / 2, nb - 1), tq(1 - b, nb - 1)
            if mean - cf * se > 0 and mean >= limit: verdict[v] = 'regression'
            elif mean + cf * se < 0 and mean <= -limit: verdict[v] = 'improvement'
            elif mean + cm * se < limit and (rule == 'one-sided' or mean - cm * se > -limit): verdict[v] = 'not-slower'
        if 'undecided' not in verdict: break
    return verdict, n

if __name__ == '__main__':
    rule, pace = sys.argv[1], float(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    default = '2.62,3.56,2.9,5.77,1.98,3.85,3.26,5.36,4.59,1.31,2.22,5.31,3.13,4.34,2.9,2.91'
    sigmas = [float(s) / 100 for s in (sys.argv[4] if len(sys.argv) > 4 else default).split(',')]
    rng = np.random.default_rng(40)
    results = [compare(rng, sigmas, [0] * len(sigmas), 0.01, rule, pace) for _ in range(runs)]
    exit0 = sum(all(v in ('not-slower', 'improvement') for v in r) for r, _ in results)
    alarms = sum(any(v in ('regression', 'improvement') for v in r) for r, _ in results)
    print(f"{rule} pace {pace} s: A/A exit 0 in {exit0} of {runs}; any false alarm in {alarms}; "
          f"pairs {np.mean([n for _, n in results]):.0f} on average")
