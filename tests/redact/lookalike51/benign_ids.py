"""Benign look-alikes: identifiers of agents, detections, identities, chat, paging and CI."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike51.gen import (
    ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    epoch,
    hexs,
    iso,
    num,
    pick,
    ulid,
    uuid4,
)
from tests.redact.lookalike51.true_secrets import PEOPLE, host, okta_id


def _agents(r: Random) -> dict[str, str]:
    return {
        "agt": "agt_" + ulid(r),
        "tnt": "tnt_" + ulid(r),
        "ev": "evt_" + ulid(r),
        "sid": uuid4(r),
        "host": host(r),
        "ts": iso(r),
        "p": str(r.randint(0, 9)),
        "build": num(r, 5),
        "sha7": hexs(r, 7),
    }


def _falcon(r: Random) -> dict[str, str]:
    return {
        "aid": hexs(r, 32),
        "cidh": hexs(r, 32),
        "host": host(r),
        "det": num(r, 11),
        "ts": iso(r),
        "mv": str(r.randint(16, 24)),
        "bv": num(r, 5),
        "n17": num(r, 17),
        "n5": num(r, 5),
        "n8": num(r, 8),
        "trace": uuid4(r),
    }


def _s1(r: Random) -> dict[str, str]:
    return {
        "id1": num(r, 19),
        "u32": hexs(r, 32),
        "site": num(r, 19),
        "thr": num(r, 19),
        "story": hexs(r, 16).upper(),
        "host": host(r),
        "a": str(r.randint(1, 4)),
        "b": str(r.randint(1, 9)),
        "c": num(r, 3),
    }


def _okta(r: Random) -> dict[str, str]:
    return {
        "uid": okta_id(r, "00u"),
        "gid": okta_id(r, "00g"),
        "app": okta_id(r, "0oa"),
        "aus": okta_id(r, "aus"),
        "pol": okta_id(r, "00p"),
        "fid": okta_id(r, "opf"),
        "fid2": okta_id(r, "fwf"),
        "email": r.choice(PEOPLE) + "@shomera.io",
    }


_OKTA_EVENTS = (
    ("user.session.start", "FAILURE", '"INVALID_CREDENTIALS"'),
    ("user.authentication.auth_via_mfa", "SUCCESS", "null"),
    ("user.account.update_password", "SUCCESS", "null"),
    ("policy.evaluate_sign_on", "DENY", '"Sign-on policy evaluation resulted in DENY"'),
    ("system.api_token.create", "SUCCESS", "null"),
    ("user.mfa.factor.reset_all", "SUCCESS", "null"),
)


def _okta_log(r: Random) -> dict[str, str]:
    event, result, reason = r.choice(_OKTA_EVENTS)
    return {
        "u": uuid4(r).replace("-4", "-1", 1),
        "ts": iso(r)[:-1] + f".{num(r, 3)}Z",
        "event": event,
        "result": result,
        "reason": reason,
        "uid": okta_id(r, "00u"),
        "tok": okta_id(r, "00T"),
        "email": r.choice(PEOPLE) + "@shomera.io",
        "ip": ip_in(r, ("31.168", "93.183", "176.37", "85.64")),
        "tx": pick(r, ALNUM + "-_", 23) + "AAA" + pick(r, UPPER_ALNUM, 1),
    }


def ip_in(r: Random, prefixes: tuple[str, ...]) -> str:
    return f"{r.choice(prefixes)}.{r.randint(0, 255)}.{r.randint(1, 254)}"


def _slack(r: Random) -> dict[str, str]:
    ep = epoch(r)
    micro = num(r, 6)
    return {
        "ch": "C0" + pick(r, UPPER_ALNUM, 9),
        "uid": "U0" + pick(r, UPPER_ALNUM, 9),
        "team": "T0" + pick(r, UPPER_ALNUM, 8),
        "bid": "B0" + pick(r, UPPER_ALNUM, 9),
        "appid": "A0" + pick(r, UPPER_ALNUM, 9),
        "ts": f"{ep}.{micro}",
        "tsp": f"{ep}{micro}",
        "ep": str(ep),
        "sig": hexs(r, 64),
    }


def _pagerduty(r: Random) -> dict[str, str]:
    return {
        "inc": "Q" + pick(r, UPPER_ALNUM, 13),
        "num": num(r, 5),
        "svc": "P" + pick(r, UPPER_ALNUM, 6),
        "ep": "P" + pick(r, UPPER_ALNUM, 6),
        "evid": "01" + pick(r, UPPER_ALNUM, 24),
        "ts": iso(r),
        "sh": str(r.randint(0, 31)).zfill(12),
    }


def _aws_ids(r: Random) -> dict[str, str]:
    return {
        "acct": num(r, 12),
        "roa": pick(r, UPPER_ALNUM, 17),
        "aida": pick(r, UPPER_ALNUM, 17),
        "sess": r.choice(("gitlab-ci-", "botocore-session-", "oleksii.bondar-", "yael.cohen-"))
        + num(r, 10),
        "role": r.choice(("EdrIngestDeploy", "KinesisConsumer", "SnowflakeLoader", "VaultAwsAuth")),
        "uuid": uuid4(r),
        "ts": iso(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "h32": hexs(r, 32),
        "h16": hexs(r, 16),
        "uuid": uuid4(r),
        "s32": hexs(r, 32),
        "amz": b64(r, 57),
        "date": f"2031-10-{r.randint(1, 31):02d}",
        "ms": str(r.randint(1200, 9800)),
    }


def _commits(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        "sha": sha,
        "sha2": hexs(r, 40),
        "s7a": sha[:7],
        "s7b": hexs(r, 7),
        "s7c": hexs(r, 7),
        "mr": num(r, 4),
    }


def _gitlab_ci(r: Random) -> dict[str, str]:
    return {
        "pid": num(r, 7),
        "jid": num(r, 8),
        "rn": num(r, 3),
        "proj": num(r, 3),
        "p": str(r.randint(0, 12)),
        "env": r.choice(("staging", "prod-eu", "prod-il", "kyiv-lab")),
        "code": r.choice(("137", "1", "2", "124")),
    }


IDS: tuple[Kind, ...] = (
    Kind(
        "shomera_agent_ids",
        (
            "agent ⟨agt⟩ (⟨host⟩) stopped sending heartbeats at ⟨ts⟩; tenant ⟨tnt⟩",
            '{"agent_id":"⟨agt⟩","tenant_id":"⟨tnt⟩","sensor_version":"5.12.⟨p⟩",'
            '"event_id":"⟨ev⟩","type":"process_start","ts":"⟨ts⟩"}',
            "$ shomera-agent status\nAgent ID:      ⟨agt⟩\nTenant:        ⟨tnt⟩\n"
            "Sensor ID:     ⟨sid⟩\nVersion:       5.12.⟨p⟩ (build ⟨build⟩, g⟨sha7⟩)\n"
            "Last check-in: ⟨ts⟩\nConnection:    connected (mTLS)",
            "הסוכן ⟨agt⟩ על ⟨host⟩ שולח את אותו event_id ⟨ev⟩ פעמיים — באג ב-dedup של ה-ingest",
            "Агент ⟨agt⟩ (сенсор ⟨sid⟩) після оновлення до 5.12.⟨p⟩ перестав надсилати "
            "network_connect",
        ),
        _agents,
    ),
    Kind(
        "crowdstrike_device_and_detection_ids",
        (
            "Falcon host ⟨aid⟩ (⟨host⟩): detection ldt:⟨aid⟩:⟨det⟩, tactic Credential Access",
            '{"device_id": "⟨aid⟩", "hostname": "⟨host⟩", "agent_version": "7.⟨mv⟩.⟨bv⟩.0", '
            '"platform_name": "Windows", "last_seen": "⟨ts⟩"}',
            '$ sudo /opt/CrowdStrike/falconctl -g --aid\naid="⟨aid⟩".',
            "alert composite_id ⟨cidh⟩:ind:⟨aid⟩:⟨n17⟩-⟨n5⟩-⟨n8⟩ — закрила як false positive"
            " (агент бекапу)",
            "X-Cs-Traceid ⟨trace⟩ for the 429 on /devices/entities/devices/v2?ids=⟨aid⟩",
        ),
        _falcon,
    ),
    Kind(
        "sentinelone_agent_and_threat_ids",
        (
            'GET /web/api/v2.1/agents?ids=⟨id1⟩ -> {"id": "⟨id1⟩", "uuid": "⟨u32⟩", '
            '"computerName": "⟨host⟩", "agentVersion": "24.⟨a⟩.⟨b⟩.⟨c⟩", "siteId": "⟨site⟩"}',
            "threat ⟨thr⟩ on ⟨host⟩ — mitigated (kill + quarantine), storyline ⟨story⟩",
            "ב-SentinelOne ה-agent id הוא ⟨id1⟩ וה-uuid הוא ⟨u32⟩ — לא לבלבל ביניהם ב-API",
            "$ sudo sentinelctl management status\nConnectivity: On\nAgent UUID: ⟨u32⟩\n"
            "Site: Kyiv-Lab (⟨site⟩)\nVersion: 24.⟨a⟩.⟨b⟩.⟨c⟩",
            "Загроза ⟨thr⟩: storyline ⟨story⟩, сайт ⟨site⟩ — повторюється на трьох хостах",
        ),
        _s1,
    ),
    Kind(
        "okta_object_ids",
        (
            "Okta user ⟨uid⟩ (⟨email⟩) was added to group ⟨gid⟩ (edr-admins) by the SCIM push",
            "https://shomera-admin.okta.com/admin/user/profile/view/⟨uid⟩#tab-account",
            "app ⟨app⟩ trusts authorization server ⟨aus⟩; sign-on policy ⟨pol⟩",
            "У ⟨email⟩ (⟨uid⟩) два фактори: Okta Verify ⟨fid⟩ і WebAuthn ⟨fid2⟩",
            "GET /api/v1/groups/⟨gid⟩/users?limit=200 -> 200, first id ⟨uid⟩",
        ),
        _okta,
    ),
    Kind(
        "okta_system_log_events",
        (
            '{"uuid":"⟨u⟩","published":"⟨ts⟩","eventType":"⟨event⟩",'
            '"outcome":{"result":"⟨result⟩","reason":⟨reason⟩},'
            '"actor":{"id":"⟨uid⟩","type":"User","alternateId":"⟨email⟩"},'
            '"client":{"ipAddress":"⟨ip⟩"},"transaction":{"type":"WEB","id":"⟨tx⟩"},'
            '"debugContext":{"debugData":{"requestId":"⟨tx⟩"}}}',
            "ב-System Log: ⟨event⟩ עבור ⟨email⟩, transaction ⟨tx⟩, תוצאה ⟨result⟩",
            'filter=eventType eq "⟨event⟩" and actor.id eq "⟨uid⟩" — 14 hits since ⟨ts⟩',
            "system.api_token.create by ⟨email⟩: target ⟨tok⟩ (Token, svc-okta-sync), "
            "request ⟨tx⟩ from ⟨ip⟩",
        ),
        _okta_log,
    ),
    Kind(
        "slack_ids_and_signatures",
        (
            "Alert bot posts to ⟨ch⟩ (#edr-alerts); my user id is ⟨uid⟩ in team ⟨team⟩",
            "https://shomera.slack.com/archives/⟨ch⟩/p⟨tsp⟩",
            '{"ok":true,"channel":"⟨ch⟩","ts":"⟨ts⟩","message":{"bot_id":"⟨bid⟩",'
            '"app_id":"⟨appid⟩","type":"message"}}',
            "signature mismatch while debugging the events endpoint (request replayed, 5-minute "
            "window long gone):\nX-Slack-Request-Timestamp: ⟨ep⟩\nX-Slack-Signature: v0=⟨sig⟩",
            "Треба додати бота ⟨bid⟩ у канал ⟨ch⟩, інакше not_in_channel",
        ),
        _slack,
        n=10,
    ),
    Kind(
        "pagerduty_ids",
        (
            "Incident ⟨inc⟩ (#⟨num⟩) on service ⟨svc⟩ EDR Ingest, escalation policy ⟨ep⟩",
            "https://shomera.pagerduty.com/incidents/⟨inc⟩/timeline",
            '{"event": {"id": "⟨evid⟩", "event_type": "incident.acknowledged", '
            '"occurred_at": "⟨ts⟩", "data": {"id": "⟨inc⟩", "number": ⟨num⟩, '
            '"service": {"id": "⟨svc⟩"}}}}',
            "Інцидент #⟨num⟩ (⟨inc⟩) закрито, dedup_key edr-ingest/iterator-age/shardId-⟨sh⟩",
        ),
        _pagerduty,
        n=10,
    ),
    Kind(
        "aws_principal_and_request_ids",
        (
            '{\n    "UserId": "AROA⟨roa⟩:⟨sess⟩",\n    "Account": "⟨acct⟩",\n'
            '    "Arn": "arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/⟨sess⟩"\n}',
            '"userIdentity": {"type": "AssumedRole", "principalId": "AROA⟨roa⟩:⟨sess⟩", '
            '"arn": "arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/⟨sess⟩", "accountId": "⟨acct⟩"}',
            "IAM user ci-kinesis-writer has UserId AIDA⟨aida⟩ — the stable unique id, not a key",
            "An error occurred (AccessDeniedException) when calling the Decrypt operation: "
            "User: arn:aws:sts::⟨acct⟩:assumed-role/⟨role⟩/⟨sess⟩ is not authorized to perform: "
            "kms:Decrypt (Request ID: ⟨uuid⟩)",
            "ה-principalId ב-CloudTrail הוא AROA⟨roa⟩:⟨sess⟩ — זה ה-role ⟨role⟩, לא משתמש",
        ),
        _aws_ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01",
            '{"level":"error","msg":"kinesis put failed","trace_id":"⟨h32⟩",'
            '"span_id":"⟨h16⟩","aws_request_id":"⟨uuid⟩"}',
            "Sentry event ⟨s32⟩ — same stack as the one from ⟨date⟩",
            "x-amzn-RequestId: ⟨uuid⟩\nx-amz-id-2: ⟨amz⟩",
            "Trace ⟨h32⟩ показує, що ⟨ms⟩ мс іде на виклик Okta /api/v1/users",
        ),
        _traces,
    ),
    Kind(
        "git_commit_hashes",
        (
            "fixed in ⟨sha⟩ (MR !⟨mr⟩), reverted by ⟨sha2⟩ the next day",
            "$ git log --oneline -3\n⟨s7a⟩ fix(ingest): drop duplicate process_start events\n"
            "⟨s7b⟩ chore(ci): bump gitlab-runner image\n⟨s7c⟩ feat(agent): add ETW provider for "
            "AMSI",
            "git cherry-pick -x ⟨sha⟩ && git push origin release/5.12",
            "$ git rev-parse HEAD\n⟨sha⟩",
            "הבאג נכנס בקומיט ⟨s7a⟩ (⟨sha2⟩ לפי git bisect), MR !⟨mr⟩",
        ),
        _commits,
    ),
    Kind(
        "gitlab_ci_refs_and_masked_output",
        (
            "Pipeline #⟨pid⟩, job #⟨jid⟩ failed on runner #⟨rn⟩ (kyiv-docker-2): exit code ⟨code⟩",
            "$ vault kv get -field=dsn kv/edr/ingest\n[MASKED]\n$ ./deploy.sh ⟨env⟩\n"
            "Job #⟨jid⟩ succeeded",
            "deploy-⟨env⟩:\n  id_tokens:\n    VAULT_ID_TOKEN:\n      aud: "
            "https://vault.shomera.internal\n"
            "  secrets:\n    DATABASE_PASSWORD:\n      vault: edr/ingest/db/password@kv\n"
            "      file: false\n  script:\n    - ./deploy.sh ⟨env⟩ --pipeline ⟨pid⟩",
            'curl --header "JOB-TOKEN: $CI_JOB_TOKEN" --upload-file agent-5.12.⟨p⟩.tar.gz '
            '"${CI_API_V4_URL}/projects/⟨proj⟩/packages/generic/agent/5.12.⟨p⟩/agent.tar.gz"',
            "Джоба #⟨jid⟩ впала на кроці vault: токен протух, перезапустила pipeline #⟨pid⟩",
        ),
        _gitlab_ci,
    ),
)
