"""Benign look-alikes of day-to-day operations: trace and request ids, commit hashes,
Datadog and PagerDuty ids, checksums, version and build strings, pagination cursors."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike37.gen import (
    B64URL,
    DIGITS,
    LOWER_ALNUM,
    PEOPLE,
    UPPER_ALNUM,
    Kind,
    b64,
    b64url_json,
    flight,
    hexs,
    locator,
    num,
    pick,
    uuid4,
)

_SERVICES = ("booking-api", "ndc-gateway", "mpesa-callback", "loyalty-accrual", "gds-bridge")


def _traces(r: Random) -> dict[str, str]:
    return {
        "tid": hexs(r, 32),
        "sid": hexs(r, 16),
        "dd": str(r.randint(10**18, 2**63 - 1)),
        "ddspan": str(r.randint(10**17, 2**63 - 1)),
        "req": uuid4(r),
        "corr": uuid4(r),
        "ref": f"20290614T{r.randint(0, 23):02d}{r.randint(0, 59):02d}{r.randint(0, 59):02d}Z-"
        + pick(r, LOWER_ALNUM, 15)
        + "hC1JNB"
        + pick(r, LOWER_ALNUM, 8)
        + "00000000"
        + pick(r, LOWER_ALNUM, 6),
        "svc": r.choice(_SERVICES),
        "pnr": locator(r),
        "ms": str(r.randint(900, 31000)),
    }


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "short": sha[:7],
        "sha2": hexs(r, 40),
        "s2": hexs(r, 7),
        "s3": hexs(r, 9),
        "s4": hexs(r, 7),
        "act": hexs(r, 40),
        "v": r.choice(("v5.0.0", "v4.3.1", "v2.1.4")),
        "svc": r.choice(_SERVICES),
        "who": r.choice(PEOPLE),
        "pr": str(r.randint(1200, 4800)),
    }


def _dd(r: Random) -> dict[str, str]:
    def dash(n: int) -> str:
        return "-".join(pick(r, LOWER_ALNUM, 3) for _ in range(n))

    return {
        "ct": "pub" + hexs(r, 32),
        "app": uuid4(r),
        "mon": num(r, 9),
        "dash": dash(3),
        "synth": dash(3),
        "slo": hexs(r, 32),
        "keyid": uuid4(r),
        "svc": r.choice(_SERVICES),
        "ver": f"2029.6.{r.randint(1, 28)}",
    }


def _pd(r: Random) -> dict[str, str]:
    return {
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
        "ep": "P" + pick(r, UPPER_ALNUM, 6),
        "sched": "P" + pick(r, UPPER_ALNUM, 6),
        "inc": "Q" + pick(r, UPPER_ALNUM, 13),
        "log": "R" + pick(r, UPPER_ALNUM, 25),
        "num": str(r.randint(10_000, 99_999)),
        "dedup": r.choice(("mpesa-cb-lag", "gds-queue-backlog", "ndc-5xx", "ticketing-stuck"))
        + ":"
        + r.choice(_SERVICES),
        "who": r.choice(PEOPLE),
        "fl": flight(r),
    }


def _sums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "md5": hexs(r, 32),
        "cmd5": b64(r, 16),
        "crc": b64(r, 8),
        "sri": "sha384-" + b64(r, 48),
        "npm": "sha512-" + b64(r, 64),
        "ver": f"2029.6.{r.randint(1, 28)}",
        "file": r.choice(("bsp-hot-20290614.dat", "ssim-U7-S29.txt", "manifest-U7412.csv")),
        "bytes": str(r.randint(20_000, 9_000_000)),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "cal": f"2029.6.{r.randint(1, 28)}",
        "rc": str(r.randint(1, 6)),
        "g": hexs(r, 7),
        "g8": hexs(r, 8),
        "build": f"202906{r.randint(1, 28):02d}.{r.randint(1, 12)}",
        "vc": f"6{r.randint(10, 19)}00{r.randint(100, 999)}",
        "ios": f"20290{r.randint(6, 7)}{r.randint(10, 28)}0{r.randint(1, 9)}",
        "tf": f"1.{r.randint(11, 14)}.{r.randint(0, 5)}",
        "az": f"4.{r.randint(28, 40)}.{r.randint(0, 3)}",
        "dotnet": f"9.0.{r.randint(100, 400)}",
        "sb": f"7.{r.randint(18, 22)}.{r.randint(0, 3)}",
        "tag": f"v4.{r.randint(10, 30)}.{r.randint(0, 9)}-{r.randint(1, 40)}",
    }


def _cursors(r: Random) -> dict[str, str]:
    after = pick(r, B64URL, 40)
    return {
        "g3": "g3QAAAACZAACaWRtAAAAGm9mZl8wMDAw" + pick(r, B64URL, 30),
        "dd": b64url_json({"after": after}),
        "skip": "RFNwdAIAAQAAAB" + pick(r, B64URL, 40),
        "pt": "PASM" + hexs(r, 32),
        "ac": "AC" + hexs(r, 32),
        "cont": pick(r, UPPER_ALNUM + DIGITS, 24),
        "n": str(r.choice((25, 50, 100, 200))),
    }


BENIGN_OPS: tuple[Kind, ...] = (
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨tid⟩-⟨sid⟩-01",
            "2029-06-14T09:44:02.118Z ERROR ⟨svc⟩ dd.trace_id=⟨dd⟩ dd.span_id=⟨ddspan⟩ "
            'pnr=⟨pnr⟩ msg="GDS timeout after ⟨ms⟩ms"',
            "Slow AirShopping: trace ⟨tid⟩ (x-request-id ⟨req⟩) spent ⟨ms⟩ ms in the Sabre call",
            "X-Azure-Ref: ⟨ref⟩",
            '{"level":"warn","service":"⟨svc⟩","correlationId":"⟨corr⟩","traceId":"⟨tid⟩",'
            '"spanId":"⟨sid⟩"}',
            "Tafuta trace ⟨tid⟩ kwenye Datadog; request ⟨req⟩ ilichukua ⟨ms⟩ ms.",
            "Die Front Door-verwysing ⟨ref⟩ wys die 502 van die oorsprong af.",
        ),
        _traces,
    ),
    Kind(
        "commit_hashes",
        (
            "Deployed ⟨svc⟩ at ⟨sha⟩ (PR !⟨pr⟩ by ⟨who⟩)",
            "⟨short⟩ fix(ndc): keep OfferItemID on reprice\n⟨s2⟩ chore: bump azurerm\n"
            "⟨s4⟩ feat(mpesa): retry STK query on 500.001.1001",
            "- uses: actions/checkout@⟨act⟩ # ⟨v⟩",
            'source = "git::https://dev.azure.com/umoyaair/platform/_git/tf-modules//app-service'
            '?ref=⟨sha⟩"',
            "git revert ⟨sha2⟩ && git push  # the seat-map regression",
            "Merge: ⟨s2⟩ ⟨s3⟩ — the loyalty hotfix came in through the release branch",
            "Commit ⟨sha⟩ ndiyo iliyoleta hitilafu ya PNR; ⟨s2⟩ ni salama.",
        ),
        _commits,
    ),
    Kind(
        "datadog_public_ids",
        (
            "datadogRum.init({ applicationId: '⟨app⟩', clientToken: '⟨ct⟩', site: "
            "'datadoghq.eu', service: 'umoya-web', version: '⟨ver⟩' })",
            "Monitor ⟨mon⟩ (M-Pesa callback lag) → dashboard ⟨dash⟩",
            "SLO ⟨slo⟩ (booking availability 99.9%) burned 40% in June",
            "Synthetic test ⟨synth⟩ checks the JNB→NBO search every 5 min",
            "API key id ⟨keyid⟩ (name gds-bridge, created by sipho) — only the id, the key is "
            "in Key Vault",
            "RUM client token ⟨ct⟩ is public by design (it ships in the web bundle)",
            "Monitor ⟨mon⟩ na SLO ⟨slo⟩ zinahusu ⟨svc⟩.",
        ),
        _dd,
    ),
    Kind(
        "pagerduty_ids",
        (
            "PagerDuty service ⟨svc⟩ (Booking engine), escalation policy ⟨ep⟩, schedule ⟨sched⟩",
            "Incident #⟨num⟩ (⟨inc⟩) acked by ⟨who⟩ at 02:14 SAST; log entry ⟨log⟩",
            "https://umoyaair.pagerduty.com/incidents/⟨inc⟩",
            'dedup_key "⟨dedup⟩" groups the callback alerts so one incident stays open',
            "Tukio #⟨num⟩ (⟨inc⟩) lilifungwa na ⟨who⟩ baada ya ⟨fl⟩ kuondoka.",
            "Voorval ⟨inc⟩ op diens ⟨svc⟩ is deur ⟨who⟩ opgelos.",
        ),
        _pd,
    ),
    Kind(
        "checksums",
        (
            "⟨s1⟩  ⟨file⟩\n⟨s2⟩  ⟨file⟩.sig",
            "Content-MD5: ⟨cmd5⟩\nx-ms-content-crc64: ⟨crc⟩\nContent-Length: ⟨bytes⟩",
            '<script src="https://static.umoyaair.co.za/web/⟨ver⟩/app.js" '
            'integrity="⟨sri⟩" crossorigin="anonymous"></script>',
            '"resolved": "https://pkgs.dev.azure.com/umoyaair/_packaging/umoya-npm/npm/registry/'
            '@umoya/seatmap/-/seatmap-⟨ver⟩.tgz",\n"integrity": "⟨npm⟩"',
            "md5 of ⟨file⟩ from BSPlink: ⟨md5⟩ (matches the .md5 file)",
            "Checksum ya ⟨file⟩: sha256 ⟨s1⟩.",
        ),
        _sums,
    ),
    Kind(
        "version_and_build_strings",
        (
            "booking-api ⟨cal⟩-rc.⟨rc⟩+g⟨g⟩ is on staging; prod is still ⟨cal⟩",
            "Terraform v⟨tf⟩ on linux_amd64\n+ provider registry.terraform.io/hashicorp/azurerm "
            "v⟨az⟩",
            "Android versionName 6.12.0 (versionCode ⟨vc⟩), iOS build ⟨ios⟩",
            "ADO run ⟨build⟩ built git describe ⟨tag⟩-g⟨g8⟩",
            "Azure.Messaging.ServiceBus ⟨sb⟩ on .NET SDK ⟨dotnet⟩",
            "Toleo ⟨cal⟩-rc.⟨rc⟩ (build ⟨build⟩) liko kwenye staging.",
        ),
        _versions,
    ),
    Kind(
        "pagination_cursors",
        (
            '"meta": {"limit": ⟨n⟩, "after": "⟨g3⟩", "before": null}',
            '{"meta":{"page":{"after":"⟨dd⟩"}},"links":{"next":"https://api.datadoghq.eu/api/v2/'
            'logs/events?page[cursor]=⟨dd⟩"}}',
            '"@odata.nextLink": "https://graph.microsoft.com/v1.0/users?$top=⟨n⟩'
            '&$skiptoken=⟨skip⟩"',
            '"next_page_uri": "/2010-04-01/Accounts/⟨ac⟩/Messages.json?PageSize=⟨n⟩&Page=1'
            '&PageToken=⟨pt⟩"',
            'The Datadog cursor ⟨dd⟩ is just base64 of {"after": …} — safe to paste',
            "Kursor ⟨g3⟩ ya Duffel inaonyesha ukurasa wa pili wa oda.",
        ),
        _cursors,
        n=10,
    ),
)
