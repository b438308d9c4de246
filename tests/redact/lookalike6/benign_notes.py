"""Benign look-alikes inside longer notes: tracebacks, SQL, HTTP, runbooks, postmortems, chat
hand-offs, commit notes, plans, boot logs, crash reports, advisories and mixed notes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike6.gen import (
    ALNUM,
    B64URL,
    UPPER_ALNUM,
    Kind,
    V,
    a,
    b64url,
    colon_hex,
    d,
    h,
    hexs,
    one,
    pick,
    rng,
    u4,
    uh,
)


def _ptr(r: Random) -> str:
    return "0x7f" + hexs(r, 10)


PYTHON_TRACEBACKS = Kind(
    "python_tracebacks",
    (
        'Traceback (most recent call last):\n  File "/app/ledger/sync.py", line ⟨ln⟩, in flush\n'
        "    self._session.commit()\nsqlalchemy.exc.IntegrityError: duplicate key value violates "
        'unique constraint "uq_entries_idem"\nDETAIL:  Key (idempotency_key)=(⟨u⟩) already exists.',
        "RuntimeError: Task <Task pending name='Task-⟨n⟩' coro=<Worker.run() running at "
        "/app/worker.py:⟨ln⟩>> got Future <Future pending cb=[_chain_future()] at ⟨p⟩> "
        "attached to a "
        "different loop",
        "KeyError: '⟨key⟩' in <ledger.cache.LRU object at ⟨p⟩> (cache was cleared mid-request)",
    ),
    V(ln=rng(40, 900), u=u4(), n=rng(2, 400), p=_ptr, key=h(40)),
    n=5,
)

JVM_GO_STACKS = Kind(
    "jvm_go_stacks",
    (
        "java.lang.IllegalStateException: Connection pool shut down\n\tat org.apache.http.pool."
        "AbstractConnPool.lease(AbstractConnPool.java:⟨ln⟩)\n\tat com.acme.ledger.Client@⟨obj⟩"
        ".post(Client.kt:⟨ln2⟩)",
        "goroutine ⟨g⟩ [chan receive, 14 minutes]:\nmain.(*Relay).drain(0xc000⟨p1⟩, 0xc000⟨p2⟩)"
        "\n\t/src/relay.go:⟨ln⟩ +0x⟨off⟩",
        'Exception in thread "pool-3-thread-⟨g⟩" java.util.ConcurrentModificationException '
        "(hashCode ⟨obj⟩, lock <0x0000000⟨p1⟩>)",
    ),
    V(ln=rng(50, 600), ln2=rng(10, 300), obj=h(8), g=rng(7, 4000), p1=h(6), p2=h(6), off=h(3)),
    n=5,
)

SQL_SNIPPETS = Kind(
    "sql_snippets",
    (
        "UPDATE payouts SET status = 'failed' WHERE id = '⟨u⟩' AND batch_id = '⟨u2⟩';",
        "SELECT encode(sha256(payload::bytea), 'hex') FROM events WHERE id = ⟨n⟩;\n-- ⟨hx⟩",
        "INSERT INTO api_keys (id, owner_id, prefix, last_used_at) VALUES ('⟨u⟩', '⟨u2⟩', "
        "'⟨pre⟩', now());  -- only the display prefix is stored, the key is hashed",
        "EXPLAIN shows Index Scan using ix_sessions_user on sessions (user_id = '⟨u⟩'::uuid)",
    ),
    V(u=u4(), u2=u4(), n=d(9), hx=h(64), pre=a(ALNUM, 6)),
    n=6,
)

HTTP_REQUEST_DUMPS = Kind(
    "http_request_dumps",
    (
        "GET /v2/tiles/12/2048/1361.pbf HTTP/1.1\nHost: tiles.opentiles.org\nIf-None-Match: "
        '"⟨et⟩"\nX-Request-Id: ⟨u⟩\nAccept: application/x-protobuf',
        "POST /v1/payments HTTP/2\ncontent-type: application/json\nidempotency-key: ⟨u⟩\n\n"
        '{"amount": ⟨amt⟩, "currency": "eur", "customer": "cus_⟨cus⟩"}',
        "HTTP/1.1 429 Too Many Requests\nRetry-After: ⟨ra⟩\nX-RateLimit-Reset: ⟨ts⟩\n"
        "X-GitHub-Request-Id: ⟨gh⟩",
    ),
    V(
        et=h(40),
        u=u4(),
        amt=d(4),
        cus=a(ALNUM, 14),
        ra=rng(10, 120),
        ts=d(10),
        gh=lambda r: ":".join(pick(r, "0123456789ABCDEF", n) for n in (4, 6, 7, 7, 8)),
    ),
    n=6,
)

RUNBOOK_STEPS = Kind(
    "runbook_steps",
    (
        "## Roll back the API\n1. `kubectl rollout history deploy/api -n ⟨ns⟩`\n2. "
        "`kubectl rollout "
        "undo deploy/api -n ⟨ns⟩ --to-revision=⟨rev⟩`\n3. Confirm image digest "
        "sha256:⟨dg⟩ is serving.",
        "## Rotate the DB password\n1. Generate in Vault: `vault write -f "
        "database/rotate-role/⟨ns⟩`"
        "\n2. Restart pods: `kubectl rollout restart deploy/⟨ns⟩-api`\n3. Never paste "
        "the new value "
        "into Slack or notes.",
        "Restore drill: snapshot rds:⟨ns⟩-⟨snap⟩ → new instance, then point the read "
        "replica at it.",
    ),
    V(ns=one("ledger", "ingest", "auth"), rev=rng(20, 90), dg=h(64), snap=h(8)),
    n=5,
)

POSTMORTEM_TIMELINES = Kind(
    "postmortem_timelines",
    (
        "| time (UTC) | event |\n|---|---|\n| 09:14 | alert ⟨fp⟩ fires (5xx > 2%) |\n"
        "| 09:21 | rollback to ⟨sha⟩ |\n| 09:40 | PD incident ⟨pd⟩ resolved |",
        "Root cause: config push ⟨cfg⟩ set pool_size=0 on ⟨n⟩ of 12 hosts. Trigger: deploy ⟨sha⟩.",
        "Impact: ⟨n⟩ k requests failed; first failing request id ⟨u⟩, last ⟨u2⟩.",
    ),
    V(fp=h(16), sha=h(12), pd=a(UPPER_ALNUM, 14), cfg=h(10), n=rng(3, 11), u=u4(), u2=u4()),
    n=5,
)

CHAT_HANDOFF_NOTES = Kind(
    "chat_handoff_notes",
    (
        "@⟨who⟩ handing off: the flake is in run ⟨run⟩, image sha256:⟨dg⟩, pod api-⟨pod⟩. "
        "Ticket PLAT-⟨t⟩.",
        "[10:42] ⟨who⟩: can you check order ⟨u⟩? Stripe says pi_⟨pi⟩ succeeded\n"
        "[10:44] agent: ledger has it under entry ⟨u2⟩, webhook arrived 3 s late",
        "⟨who⟩ asked to keep commit ⟨sha⟩ out of the 4.2 release train.",
    ),
    V(
        who=one("maria", "kenji", "olu", "priya", "tomasz"),
        run=d(10),
        dg=h(64),
        pod=lambda r: pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        t=d(4),
        u=u4(),
        u2=u4(),
        pi=a(ALNUM, 24),
        sha=h(40),
    ),
    n=6,
)

COMMIT_PR_NOTES = Kind(
    "commit_pr_notes",
    (
        "fix(auth): refresh the JWKS cache on unknown kid\n\nChange-Id: I⟨cid⟩\n"
        "Signed-off-by: ⟨who⟩ <⟨who⟩@opentiles.org>",
        "Squash-merged #⟨pr⟩ as ⟨sha⟩; it reverts ⟨sha2⟩ (the token-refresh race).",
        "PR #⟨pr⟩ review: the secret scanner flagged tests/fixtures/fake_key.pem — it's a "
        "public test certificate, marked as such in .gitleaksignore (fingerprint ⟨fp⟩).",
        "Co-authored-by: ⟨who⟩ <⟨gid⟩+⟨who⟩@users.noreply.github.com>",
    ),
    V(
        cid=h(40),
        who=one("maria", "kenji", "olu", "priya"),
        pr=d(4),
        sha=h(12),
        sha2=h(12),
        fp=lambda r: hexs(r, 40) + ":tests/fixtures/fake_key.pem:generic-api-key:1",
        gid=d(8),
    ),
    n=6,
)

TERRAFORM_PLAN = Kind(
    "terraform_plan",
    (
        '  # aws_db_instance.ledger will be updated in-place\n  ~ resource "aws_db_instance" '
        '"ledger" {\n        id       = "db-⟨dbid⟩"\n      ~ password = (sensitive value)\n    }',
        '  + resource "aws_iam_access_key" "ci" {\n      + id     = (known after apply)\n'
        '      + secret = (sensitive value)\n      + user   = "ci-⟨n⟩"\n    }',
        "Plan: ⟨n⟩ to add, 1 to change, 0 to destroy. State serial ⟨serial⟩, lineage ⟨u⟩.",
    ),
    V(dbid=a(UPPER_ALNUM, 26), n=rng(1, 9), serial=rng(100, 900), u=u4()),
    n=5,
)

FIRMWARE_BOOT_LOGS = Kind(
    "firmware_boot_logs",
    (
        "I (⟨t⟩) wifi: mode : sta (⟨mac⟩)\nI (⟨t2⟩) esp_netif_handlers: sta ip: 192.168.1.⟨o⟩\n"
        "I (⟨t2⟩) app: device id ⟨chip⟩",
        "[nRF52840] FICR DEVICEID ⟨did⟩, DEVICEADDR ⟨mac⟩ — use it as the provisioning serial.",
        "U-Boot 2024.01 (Feb 02 2026)\nSerial: ⟨chip⟩\nHash: sha256 ⟨img⟩ OK",
    ),
    V(
        t=rng(400, 900),
        t2=rng(1000, 3000),
        mac=lambda r: colon_hex(r, 6).lower(),
        o=rng(2, 250),
        chip=uh(12),
        did=uh(16),
        img=h(64),
    ),
    n=5,
)

MOBILE_CRASH_REPORTS = Kind(
    "mobile_crash_reports",
    (
        "Binary Images:\n0x1000e4000 - 0x1003abfff Wallet arm64  <⟨img⟩> /var/containers/Bundle/"
        "Application/⟨app⟩/Wallet.app/Wallet",
        "*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***\nBuild fingerprint: "
        "'samsung/dm3q/dm3q:14/UP1A.⟨b⟩/S918B⟨bv⟩:user/release-keys'\npid: ⟨pid⟩, tid: ⟨pid⟩ "
        ">>> com.acme.wallet <<<\nbacktrace:\n      #00 pc 0x⟨pc⟩  /apex/com.android.runtime/lib64/"
        "bionic/libc.so (abort+⟨off⟩) (BuildId: ⟨bid⟩)",
        "Crashlytics issue ⟨cl⟩: 1.2k users, only on build ⟨bv⟩.",
    ),
    V(
        img=h(32),
        app=lambda r: u4()(r).upper(),
        b=lambda r: d(6)(r) + "." + d(3)(r),
        bv=a(UPPER_ALNUM, 10),
        pid=rng(1000, 32000),
        pc=h(16),
        off=rng(100, 400),
        bid=h(32),
        cl=h(32),
    ),
    n=6,
)

SECURITY_ADVISORIES = Kind(
    "security_advisories",
    (
        "Affected by CVE-2025-⟨cve⟩ / GHSA-⟨g1⟩-⟨g2⟩-⟨g3⟩; upgrade ⟨pkg⟩ to the patched release.",
        "Semgrep finding python.lang.security.audit.hardcoded-password-default-argument in "
        "auth/utils.py:⟨ln⟩ was a false positive: the default is `password: str | None = None`.",
        '{"ruleId": "js/hardcoded-credentials", "partialFingerprints": {"primaryLocationLineHash": '
        '"⟨plh⟩:1"}, "level": "warning"}',
        "OSV id PYSEC-2025-⟨n⟩ is the same bug as GHSA-⟨g1⟩-⟨g2⟩-⟨g3⟩.",
    ),
    V(
        cve=d(5),
        g1=lambda r: pick(r, "23456789cfghjmpqrvwx", 4),
        g2=lambda r: pick(r, "23456789cfghjmpqrvwx", 4),
        g3=lambda r: pick(r, "23456789cfghjmpqrvwx", 4),
        pkg=one("jinja2", "urllib3", "express", "tokio"),
        ln=rng(10, 300),
        plh=h(16),
        n=rng(10, 250),
    ),
    n=6,
)

HEX_DUMPS = Kind(
    "hex_dumps",
    (
        "$ xxd -l 48 ⟨f⟩\n00000000: ⟨l1⟩\n00000010: ⟨l2⟩\n00000020: ⟨l3⟩",
        "Packet capture, first bytes of the handshake: ⟨l1⟩ ⟨l2⟩",
        "EEPROM page 3 read back as ⟨raw⟩ (expected all 0xFF after erase).",
    ),
    V(
        f=one("save.dat", "firmware.bin", "level03.pak"),
        l1=lambda r: " ".join(hexs(r, 4) for _ in range(8)),
        l2=lambda r: " ".join(hexs(r, 4) for _ in range(8)),
        l3=lambda r: " ".join(hexs(r, 4) for _ in range(8)),
        raw=uh(64),
    ),
    n=5,
)

DASHBOARD_URLS = Kind(
    "dashboard_urls",
    (
        "https://grafana.acme.dev/d/⟨uid⟩/ledger-latency?orgId=1&from=now-6h&var-pod=api-⟨pod⟩",
        "Kibana: https://logs.acme.dev/app/discover#/doc/⟨u⟩/logs-⟨date⟩?id=⟨esid⟩",
        "Datadog trace https://app.datadoghq.eu/apm/trace/⟨tid⟩?spanID=⟨sid⟩",
        "Figma frame for the paywall: node-id=⟨n1⟩-⟨n2⟩ in the Mobile/Checkout page.",
    ),
    V(
        uid=a(B64URL, 9),
        pod=lambda r: pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        u=u4(),
        date=one("2026.03.02", "2026.01.17"),
        esid=a(B64URL, 20),
        tid=d(19),
        sid=d(19),
        n1=rng(100, 9000),
        n2=rng(1, 99999),
    ),
    n=6,
)

MIXED_LOOKALIKE_NOTES = Kind(
    "mixed_lookalike_notes",
    (
        "Release ⟨ver⟩ checklist:\n- tag ⟨sha⟩ signed by ⟨fp⟩\n- image sha256:⟨dg⟩\n"
        "- SBOM uploaded as ⟨u⟩\n- PyPI token comes from ${{ secrets.PYPI_API_TOKEN }}",
        "Migration ⟨mig⟩ backfills api_key_id (uuid) for ⟨n⟩ rows; the job id is ⟨u⟩ and the "
        "checksum of the dump is ⟨dg⟩.",
        "Env for the demo: STRIPE_PUBLISHABLE_KEY=pk" + "_test_⟨pk⟩\n"
        "STRIPE_SECRET_KEY=<from 1Password: Payments/Stripe test>\nSENTRY_DSN=https://⟨dsn⟩"
        "@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
        "Commit ⟨sha⟩ added trace id ⟨tid⟩ to logs; the related PR bumped the lockfile "
        "(integrity sha512-⟨sri⟩).",
    ),
    V(
        ver=lambda r: f"{r.randint(1, 5)}.{r.randint(0, 20)}.0",
        sha=h(40),
        fp=uh(40),
        dg=h(64),
        u=u4(),
        mig=h(12),
        n=d(7),
        pk=a(ALNUM, 99),
        dsn=h(32),
        org=d(6),
        proj=d(7),
        tid=h(32),
        sri=lambda r: b64url(r, 64).replace("-", "+").replace("_", "/") + "==",
    ),
    n=8,
)

SYSTEMD_MACHINE_IDS = Kind(
    "systemd_machine_ids",
    (
        "$ cat /etc/machine-id\n⟨mid⟩",
        "-- Boot ⟨boot⟩ --\nMar 02 10:01:12 edge-⟨n⟩ systemd[1]: Started ledger-agent.service.",
        "$ hostnamectl\n Static hostname: edge-⟨n⟩\n      Machine ID: ⟨mid⟩\n         "
        "Boot ID: ⟨boot⟩",
    ),
    V(mid=h(32), boot=h(32), n=rng(10, 99)),
    n=5,
)

JSON_API_RESPONSES = Kind(
    "json_api_responses",
    (
        '{"data": [{"id": "⟨u⟩", "type": "invoice"}], "next_cursor": "⟨cur⟩", "has_more": true}',
        '{"object": "list", "url": "/v1/events", "data": [{"id": "evt_⟨ev⟩", "request": {"id": '
        '"req_⟨req⟩", "idempotency_key": "⟨u⟩"}}]}',
        '{"etag": "⟨et⟩", "kind": "storage#object", "md5Hash": "⟨md5⟩", "crc32c": "⟨crc⟩"}',
    ),
    V(
        u=u4(),
        cur=lambda r: b64url(r, 24),
        ev=a(ALNUM, 24),
        req=a(ALNUM, 14),
        et=lambda r: "C" + pick(r, ALNUM, 15) + "EAE=",
        md5=lambda r: pick(r, ALNUM + "+/", 22) + "==",
        crc=lambda r: pick(r, ALNUM + "+/", 6) + "==",
    ),
    n=6,
)

PROMETHEUS_ALERTS = Kind(
    "prometheus_alerts",
    (
        '{"status": "firing", "labels": {"alertname": "TokenRefreshErrors", "service": "auth"}, '
        '"fingerprint": "⟨fp⟩", "startsAt": "2026-02-10T03:12:00Z"}',
        'ALERTS{alertname="SecretExpiringSoon", secret="⟨name⟩", days_left="⟨n⟩"} 1',
        "Silence ⟨u⟩ created for fingerprint ⟨fp⟩ until the cert renewal lands.",
    ),
    V(fp=h(16), name=one("tls-ledger", "oauth-client-web", "ghcr-pull"), n=rng(2, 14), u=u4()),
    n=5,
)

XML_CONFIGS = Kind(
    "xml_configs",
    (
        '<meta-data android:name="com.google.android.geo.API_KEY" '
        'android:value="@string/maps_api_key" />',
        "<server>\n  <id>ossrh</id>\n  <username>${env.OSSRH_USER}</username>\n"
        "  <password>${env.OSSRH_PASSWORD}</password>\n</server>",
        '<add key="ClientId" value="⟨u⟩" />\n<add key="ClientSecret" value="#{KeyVault:ledger-'
        'client-secret}#" />',
        "<key>NSAppTransportSecurity</key>\n<dict>\n  <key>NSPinnedDomains</key>\n  "
        "<dict/>\n</dict>"
        "\n<key>SKAdNetworkIdentifier</key>\n<string>⟨skan⟩.skadnetwork</string>",
    ),
    V(u=u4(), skan=lambda r: pick(r, "abcdefghijklmnopqrstuvwxyz0123456789", 10)),
    n=6,
)

INI_TOML_IDS = Kind(
    "ini_toml_ids",
    (
        '[tool.pdm]\ndistribution = true\n\n[tool.mypy]\ncache_dir = ".mypy_cache/⟨hx⟩"',
        '[remote "origin"]\n\turl = git@github.com:opentiles/tiles.git\n\tfetch = +refs/heads/'
        '*:refs/remotes/origin/*\n[branch "fix/⟨hx⟩"]\n\tremote = origin',
        "[profile ledger-prod]\nsso_start_url = https://acme.awsapps.com/start\nsso_account_id = "
        "⟨acct⟩\nsso_role_name = ReadOnly\nregion = eu-west-1",
        "[sentry]\norg = acme\nproject_id = ⟨proj⟩\nrelease = ledger@⟨sha⟩",
    ),
    V(hx=h(8), acct=d(12), proj=d(7), sha=h(40)),
    n=6,
)

NOTES: tuple[Kind, ...] = (
    PYTHON_TRACEBACKS,
    JVM_GO_STACKS,
    SQL_SNIPPETS,
    HTTP_REQUEST_DUMPS,
    RUNBOOK_STEPS,
    POSTMORTEM_TIMELINES,
    CHAT_HANDOFF_NOTES,
    COMMIT_PR_NOTES,
    TERRAFORM_PLAN,
    FIRMWARE_BOOT_LOGS,
    MOBILE_CRASH_REPORTS,
    SECURITY_ADVISORIES,
    HEX_DUMPS,
    DASHBOARD_URLS,
    MIXED_LOOKALIKE_NOTES,
    SYSTEMD_MACHINE_IDS,
    JSON_API_RESPONSES,
    PROMETHEUS_ALERTS,
    XML_CONFIGS,
    INI_TOML_IDS,
)
