#!/usr/bin/env python3
"""The load client of `make cluster-test` (scripts/cluster-test.sh), Python stdlib only.

CLIENTS threads each sign in as their own user through the proxy (the embedded dev sign-in),
then list, read, save and update their resumes until the file STOP appears. Every request's
start, end, operation and outcome goes to requests.tsv; every write's fate is tracked. Then,
with the load stopped, every client reads its resumes back through the proxy and, with the same
session cookie, directly from each instance, and the summary is printed: requests, errors by
phase (phases.tsv, written by the script as it restarts things; a request counts in the phase
it ended in, so one cut short by a restart counts in that restart), lost writes, p50/p99.
Exits 1 unless the verdict holds (see `verdict`).

    cluster_load.py --proxy URL --direct URL_A URL_B --run DIR [--clients N] [--max-seconds S]
"""

import argparse
import http.client
import json
import os
import random
import sys
import threading
import time
import urllib.parse
from collections import Counter, defaultdict

# Free accounts keep at most 100 resumes; each client stays under that.
MAX_SAVES = 90
# A client saves a new resume about this often and otherwise lists, reads and updates.
SAVE_EVERY_SECS = 0.7
TIMEOUT_SECS = 30


class Client:
    """One signed-in user with its own cookie jar and keep-alive connection to one address."""

    def __init__(self, base, origin):
        self.base = urllib.parse.urlsplit(base)
        self.origin = origin
        self.cookies = {}
        self.conn = None

    def request(self, method, path, body=None, form=None):
        """Returns (status, headers, parsed body). Raises on transport errors, after dropping
        the connection so that the next request opens a fresh one."""
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        elif form is not None:
            data = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if method not in ("GET", "HEAD"):
            headers["Origin"] = self.origin  # what a browser sends
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if self.conn is None:
            self.conn = http.client.HTTPConnection(
                self.base.hostname, self.base.port, timeout=TIMEOUT_SECS)
        try:
            self.conn.request(method, path, body=data, headers=headers)
            res = self.conn.getresponse()
            raw = res.read()
        except Exception:
            self.conn.close()
            self.conn = None
            raise
        for value in res.headers.get_all("Set-Cookie") or []:
            pair, _, attrs = value.partition(";")
            name, _, val = pair.strip().partition("=")
            if "max-age=0" in attrs.lower().replace(" ", "") or not val:
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = val
        if res.will_close:
            self.conn.close()
            self.conn = None
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw[:200].decode(errors="replace")
        return res.status, res.headers, parsed


def sign_in(client, public_url, n):
    """The README's curl sign-in: start (sets the flow cookie), dev form, ticket exchange."""
    dashboard = f"{public_url}/dashboard"
    status, _, _ = client.request(
        "GET", "/api/auth/login?" + urllib.parse.urlencode({"redirect": dashboard}))
    if status not in (200, 302, 303, 307):
        raise RuntimeError(f"sign-in start answered {status}")
    status, headers, body = client.request("POST", "/api/auth/dev/login", form={
        "name": f"Cluster Client {n}", "email": f"cluster{n}@example.com", "redirect": dashboard})
    location = headers.get("Location") or ""
    if "#session_id=" not in location:
        raise RuntimeError(f"dev sign-in answered {status} without a ticket: {body}")
    ticket = location.split("#session_id=", 1)[1]
    status, _, body = client.request("POST", "/api/auth/session", body={"session_id": ticket})
    if status != 200:
        raise RuntimeError(f"ticket exchange answered {status}: {body}")


def resume_data(n, version):
    return {
        "name": f"Cluster Client {n}",
        "email": f"cluster{n}@example.com",
        "phone": "+351 210 000 000",
        "location": "Lisbon, Portugal",
        "summary": f"client {n} version {version}",
        "job_title": "Site Reliability Engineer",
        "work_experience": [{"position": "Engineer", "company": "Acme",
                             "duration": "2020 - 2024",
                             "description": "Kept the cluster up during restarts."}],
        "skills": ["PostgreSQL", "Caddy"],
    }


class Worker(threading.Thread):
    """One client's loop. `resumes` maps id -> what the server must hold: the last
    acknowledged summary, plus the summaries of later writes whose outcome is unknown."""

    def __init__(self, n, client, stop_file, deadline, log):
        super().__init__(daemon=True)
        self.n, self.client, self.stop_file, self.deadline, self.log = n, client, stop_file, deadline, log
        # id -> {"acked": summary, "maybe": {summary: log entry of the failed update}, "updated_at", "stale"}
        self.resumes = {}
        self.saves_acked = 0
        self.saves_unknown = []  # summaries of saves that got no acknowledgement
        self.updates_unknown = 0  # updates that got no acknowledgement ...
        self.updates_applied = []  # ... of which the server had applied these (their log entries)
        self.version = 0
        self.rng = random.Random(n)

    def call(self, op, method, path, expect, **kw):
        """Sends one request and logs it; returns (as expected?, body)."""
        started = time.time()
        try:
            status, _, body = self.client.request(method, path, **kw)
            outcome = str(status)
        except Exception as e:  # noqa: BLE001 - any transport failure is an outcome to record
            status, body, outcome = None, None, f"{type(e).__name__}"
        ended = time.time()
        self.log.append((started, ended, self.n, op, outcome, status == expect))
        if status != expect:
            time.sleep(0.05)  # a failing client does not hammer
        return status == expect, body

    def run(self):
        next_save = time.time() + self.rng.uniform(0, SAVE_EVERY_SECS)
        while time.time() < self.deadline and not os.path.exists(self.stop_file):
            now = time.time()
            stale = [i for i, r in self.resumes.items() if r["stale"]]
            if stale:
                self.refresh(stale[0])
            elif not self.resumes or (now >= next_save and self.saves_acked + len(self.saves_unknown) < MAX_SAVES):
                next_save = now + SAVE_EVERY_SECS
                self.save()
            else:
                roll = self.rng.random()
                rid = self.rng.choice(list(self.resumes))
                if roll < 0.45:
                    self.call("list", "GET", "/api/resume/list", 200)
                elif roll < 0.75:
                    self.call("get", "GET", f"/api/resume/{rid}", 200)
                else:
                    self.update(rid)

    def save(self):
        self.version += 1
        summary = f"client {self.n} version {self.version}"
        ok, body = self.call("save", "POST", "/api/resume/save", 201,
                             body={"resume_data": resume_data(self.n, self.version)})
        if ok:
            self.saves_acked += 1
            self.resumes[body["id"]] = {"acked": summary, "maybe": {}, "updated_at": None, "stale": True}
        else:
            self.saves_unknown.append(summary)

    def update(self, rid):
        r = self.resumes[rid]
        self.version += 1
        summary = f"client {self.n} version {self.version}"
        ok, body = self.call("update", "PUT", f"/api/resume/{rid}", 200, body={
            "resume_data": resume_data(self.n, self.version), "updated_at": r["updated_at"]})
        if ok:
            r.update(acked=summary, maybe={}, updated_at=body["updated_at"])
        else:
            # It may or may not have been applied; read it again before the next update.
            r["maybe"][summary] = self.log[-1]
            r["stale"] = True
            self.updates_unknown += 1

    def refresh(self, rid):
        ok, body = self.call("get", "GET", f"/api/resume/{rid}", 200)
        if ok:
            r = self.resumes[rid]
            r["updated_at"] = body["updated_at"]
            r["stale"] = False
            held = body["resume_data"].get("summary")
            if held != r["acked"] and held in r["maybe"]:
                # An update that failed for the client was applied after all: it is the
                # value to expect from now on.
                r["acked"] = held
                self.updates_applied.append(r["maybe"][held])
            r["maybe"] = {}


def read_back(worker, base, origin):
    """Lists the client's resumes from `base` with its session cookie; returns
    (lost, extra_saves_found, error) where lost counts acknowledged writes missing."""
    reader = Client(base, origin)
    reader.cookies = dict(worker.client.cookies)
    last = None
    for _ in range(3):  # a keep-alive race is not a verdict on the data
        try:
            status, _, body = reader.request("GET", "/api/resume/list")
        except Exception as e:  # noqa: BLE001
            last = type(e).__name__
            continue
        if status == 200:
            break
        last = f"status {status}"
    else:
        return None, None, last
    held = {item["id"]: item["resume_data"].get("summary") for item in body}
    lost = 0
    for rid, r in worker.resumes.items():
        if rid not in held:
            lost += 1  # an acknowledged save is missing
        elif held[rid] != r["acked"] and held[rid] not in r["maybe"]:
            lost += 1  # the last acknowledged update is not what is stored
    # Resumes stored although their save got no acknowledgement (a duplicate risk if retried).
    acked_ids = set(worker.resumes)
    extra = sum(1 for rid in held if rid not in acked_ids)
    return lost, extra, None


def load_phases(path):
    phases = []
    with open(path) as f:
        for line in f:
            at, name = line.rstrip("\n").split("\t", 1)
            phases.append((float(at), name))
    return phases


def phase_of(at, phases):
    name = phases[0][1] if phases else "load"
    for start, phase in phases:
        if at >= start:
            name = phase
    return name


def percentile(sorted_values, p):
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, round((len(sorted_values) - 1) * p))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--proxy", required=True, help="PUBLIC_URL, the proxy's address")
    ap.add_argument("--direct", nargs=2, required=True, metavar=("URL_A", "URL_B"))
    ap.add_argument("--run", required=True, help="folder with STOP, phases.tsv; gets requests.tsv")
    ap.add_argument("--clients", type=int, default=32)
    ap.add_argument("--max-seconds", type=float, default=300)
    args = ap.parse_args()
    proxy = args.proxy.rstrip("/")
    stop_file = os.path.join(args.run, "STOP")

    workers = []
    for n in range(args.clients):
        client = Client(proxy, proxy)
        sign_in(client, proxy, n)
        workers.append(Worker(n, client, stop_file, time.time() + args.max_seconds, []))
    print(f"load: {len(workers)} clients signed in through the proxy", flush=True)
    open(os.path.join(args.run, "SIGNED_IN"), "w").close()
    for w in workers:
        w.start()
    for w in workers:
        w.join()

    log = sorted(entry for w in workers for entry in w.log)
    with open(os.path.join(args.run, "requests.tsv"), "w") as f:
        for started, ended, n, op, outcome, ok in log:
            f.write(f"{started:.6f}\t{ended:.6f}\t{n}\t{op}\t{outcome}\t{int(ok)}\n")
    phases = load_phases(os.path.join(args.run, "phases.tsv"))

    # Read every write back: through the proxy and, with the same cookie, from A and B.
    lost = {}
    extra = 0
    unreadable = []
    for label, base in (("proxy", proxy), ("A", args.direct[0]), ("B", args.direct[1])):
        lost[label] = 0
        for w in workers:
            n_lost, n_extra, err = read_back(w, base, proxy)
            if err:
                unreadable.append(f"client {w.n} via {label}: {err}")
                continue
            lost[label] += n_lost
            if label == "proxy":
                extra += n_extra

    # The summary.
    by_phase = defaultdict(lambda: {"requests": 0, "errors": Counter(), "lat": []})
    for started, ended, n, op, outcome, ok in log:
        p = by_phase[phase_of(ended, phases)]
        p["requests"] += 1
        p["lat"].append((ended - started) * 1000)
        if not ok:
            p["errors"][f"{op} {outcome}"] += 1
    latencies = sorted((e - s) * 1000 for s, e, *_ in log)
    elapsed = log[-1][1] - log[0][0] if log else 0
    writes = Counter(op for _, _, _, op, _, ok in log if ok and op in ("save", "update"))
    unknown_saves = sum(len(w.saves_unknown) for w in workers)
    unknown_updates = sum(w.updates_unknown for w in workers)
    applied_updates = [entry for w in workers for entry in w.updates_applied]

    print()
    print(f"cluster-test: {len(workers)} clients, {elapsed:.0f} s, {len(log)} requests "
          f"({len(log) / max(elapsed, 1e-9):.0f} req/s), p50 {percentile(latencies, 0.5):.1f} ms, "
          f"p99 {percentile(latencies, 0.99):.1f} ms, max {latencies[-1] if latencies else 0:.0f} ms")
    print(f"  acknowledged writes: {writes['save']} saves, {writes['update']} updates; "
          f"{unknown_saves} saves without acknowledgement, {extra} of them stored anyway; "
          f"{unknown_updates} updates without, {len(applied_updates)} of them applied anyway")
    if applied_updates:
        kinds = Counter(f"{phase_of(e[1], phases)} {e[4]}" for e in applied_updates)
        print("    applied although the client was told otherwise: "
              + ", ".join(f"{k}: {v}" for k, v in kinds.most_common()))
    print(f"  {'phase':<12} {'from':>6} {'requests':>9} {'errors':>7} {'p50 ms':>8} {'p99 ms':>8}  errors by kind")
    t0 = phases[0][0] if phases else 0
    starts = {name: at for at, name in reversed(phases)}
    for name in [name for _, name in phases]:
        if name not in by_phase:
            continue
        p = by_phase.pop(name)
        lat = sorted(p["lat"])
        kinds = ", ".join(f"{k}: {v}" for k, v in p["errors"].most_common()) or "-"
        since = f"{starts[name] - t0:.0f}s" if name in starts else ""
        print(f"  {name:<12} {since:>6} {p['requests']:>9} {sum(p['errors'].values()):>7} "
              f"{percentile(lat, 0.5):>8.1f} {percentile(lat, 0.99):>8.1f}  {kinds}")
    print(f"  lost writes: {lost['proxy']} through the proxy, {lost['A']} from A, {lost['B']} from B")
    print(f"  sessions valid on both instances: "
          f"{'yes' if not unreadable else 'NO: ' + '; '.join(unreadable[:5])}")

    # The verdict: zero errors outside PostgreSQL's restart, zero lost writes, sessions work on
    # both instances; during PostgreSQL's restart only clean 503s from the proxy or the server.
    errors = {name: Counter() for _, name in phases}
    for started, ended, n, op, outcome, ok in log:
        if not ok:
            errors[phase_of(ended, phases)][outcome] += 1
    failures = []
    for name, kinds in errors.items():
        if not kinds:
            continue
        if name == "pg-restart":
            unclean = {k: v for k, v in kinds.items() if k != "503"}
            if unclean:
                failures.append(f"pg-restart: {sum(unclean.values())} errors other than 503 "
                                f"({', '.join(f'{k}: {v}' for k, v in unclean.items())})")
        else:
            failures.append(f"{name}: {sum(kinds.values())} failed requests")
    if any(lost.values()):
        failures.append(f"lost writes: {lost}")
    if unreadable:
        failures.append("sessions not valid on both instances")
    print()
    if failures:
        print("cluster-test: FAILED: " + "; ".join(failures))
        sys.exit(1)
    print("cluster-test: passed")


if __name__ == "__main__":
    main()
