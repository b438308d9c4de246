"""Benign look-alikes, part 2: vendor identifiers that are not credentials (13 kinds)."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike16.gen import (
    ALNUM,
    LOWER_ALNUM,
    UHEX,
    Kind,
    b64,
    benign,
    clock,
    day,
    hexs,
    num,
    pick,
    site,
    uuid4,
)


def _base(r: Random) -> dict[str, str]:
    return {
        "site": site(r),
        "day": day(r),
        "time": clock(r),
        "n": str(r.randint(2, 99)),
        "serial": f"2K{r.randint(5, 9)}-{num(r, 6)}",
    }


def _dps(r: Random) -> dict[str, str]:
    return _base(r) | {
        "scope": "0ne00" + pick(r, UHEX, 6),
        "op": "5." + hexs(r, 16) + "." + uuid4(r),
    }


DPS_IDS = benign(
    "dps_scope_and_registration_id",
    (
        "- DPS id scope for the ⟨site⟩ fleet is ⟨scope⟩; registration id = `amr-⟨serial⟩`",
        (
            "```yaml\nprovisioning:\n  source: dps\n  global_endpoint: "
            "global.azure-devices-provisioning.net\n"
            "  id_scope: ⟨scope⟩\n  registration_id: amr-⟨serial⟩\n  attestation: {method: "
            "x509}\n```"
        ),
        "⟨day⟩T⟨time⟩Z INFO aziot-identityd: DPS operationId ⟨op⟩ status assigned (scope ⟨scope⟩)",
        "| site | ID scope |\n|---|---|\n| ⟨site⟩ | ⟨scope⟩ |",
    ),
    _dps,
)


def _iot(r: Random) -> dict[str, str]:
    return _base(r) | {
        "etag": b64(r, 8),
        "gen": "638" + num(r, 15),
        "thumb": pick(r, UHEX, 40),
        "corr": uuid4(r),
    }


IOT_IDS = benign(
    "azure_iot_device_identity",
    (
        (
            '```json\n{\n  "deviceId": "amr-⟨serial⟩",\n  "generationId": "⟨gen⟩",\n'
            '  "etag": "⟨etag⟩",\n  "authentication": {\n    "type": "selfSigned",\n'
            '    "x509Thumbprint": {"primaryThumbprint": "⟨thumb⟩"}\n  }\n}\n```'
        ),
        "- amr-⟨serial⟩ twin etag ⟨etag⟩ did not change after the desired-props patch",
        "$ az iot hub device-identity show -n trp-iot-⟨site⟩-prod -d amr-⟨serial⟩ --query etag",
        "⟨day⟩T⟨time⟩Z ERROR iothub: 401 for amr-⟨serial⟩, tracking id ⟨corr⟩",
    ),
    _iot,
)


def _ts(r: Random) -> dict[str, str]:
    return _base(r) | {
        "nid": "n" + pick(r, ALNUM, 11) + "CNTRL",
        "nk": hexs(r, 64),
        "dk": hexs(r, 64),
        "tn": "tail" + hexs(r, 5),
        "ip": f"100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    }


TS_IDS = benign(
    "tailscale_node_and_public_key",
    (
        "- gw-⟨site⟩-⟨n⟩ is ⟨ip⟩ on ⟨tn⟩.ts.net, stable id ⟨nid⟩",
        "$ tailscale status --json | jq '.Self.PublicKey'\n\"nodekey:⟨nk⟩\"",
        '```json\n{"ID": "⟨nid⟩", "Key": "nodekey:⟨nk⟩", "DiscoKey": "discokey:⟨dk⟩"}\n```',
        "⟨day⟩T⟨time⟩Z magicsock: disco: node [⟨n⟩] d:⟨dk⟩ now using ⟨ip⟩:41641",
    ),
    _ts,
)


def _tp(r: Random) -> dict[str, str]:
    return _base(r) | {"pin": hexs(r, 64), "host": uuid4(r), "sess": uuid4(r)}


TP_IDS = benign(
    "teleport_cluster_ids",
    (
        "- Teleport cluster `teleport.trp.example`, CA pin sha256:⟨pin⟩",
        (
            "```yaml\nteleport:\n  auth_server: teleport.trp.example:443\n  ca_pin: "
            '"sha256:⟨pin⟩"\n'
            "  nodename: gw-⟨site⟩-⟨n⟩\n```"
        ),
        (
            '$ tsh ls --format=json | jq -r \'.[] | select(.spec.hostname=="gw-⟨site⟩-⟨n⟩") | '
            ".metadata.name'\n⟨host⟩"
        ),
        "⟨day⟩T⟨time⟩Z INFO session ⟨sess⟩ started on node ⟨host⟩ (cluster teleport.trp.example)",
    ),
    _tp,
)


def _harbor(r: Random) -> dict[str, str]:
    return _base(r) | {
        "dg": hexs(r, 64),
        "cfg": hexs(r, 64),
        "tag": f"1.{r.randint(0, 40)}.{r.randint(0, 9)}",
    }


HARBOR_DG = benign(
    "harbor_image_digest",
    (
        "- pinned `harbor.trp.internal/fleet/nav2-stack@sha256:⟨dg⟩` for the ⟨site⟩ rollout",
        "$ crane digest harbor.trp.internal/fleet/wms-api:⟨tag⟩\nsha256:⟨dg⟩",
        "```yaml\nimage: harbor.trp.internal/fleet/emqx-bridge:⟨tag⟩@sha256:⟨dg⟩\n```",
        "| image | tag | digest |\n|---|---|---|\n| fleet/label-svc | ⟨tag⟩ | sha256:⟨dg⟩ |",
        "⟨day⟩T⟨time⟩Z INFO containerd: pulled config sha256:⟨cfg⟩",
    ),
    _harbor,
)


def _bk(r: Random) -> dict[str, str]:
    return _base(r) | {
        "build": uuid4(r),
        "job": uuid4(r),
        "agent": uuid4(r),
        "num": str(r.randint(100, 9999)),
    }


BK_IDS = benign(
    "buildkite_build_and_job_id",
    (
        "- HIL flake again: https://buildkite.com/trellisport/fw-amr/builds/⟨num⟩#⟨job⟩",
        (
            '```json\n{"id": "⟨build⟩", "number": ⟨num⟩, "state": "failed", '
            '"jobs": [{"id": "⟨job⟩", "agent": {"id": "⟨agent⟩"}}]}\n```'
        ),
        "$ buildkite-agent artifact download 'dist/*.swu' . --build ⟨build⟩",
        "⟨day⟩T⟨time⟩Z INFO agent ⟨agent⟩ assigned job ⟨job⟩ (queue hil-⟨site⟩)",
    ),
    _bk,
)


def _b2(r: Random) -> dict[str, str]:
    return _base(r) | {
        "bucket": hexs(r, 24),
        "kid": "00" + r.choice("45") + hexs(r, 12) + "00000000" + num(r, 2),
        "fid": "4_z"
        + hexs(r, 24)
        + "_f"
        + hexs(r, 15)
        + "_d"
        + day(r).replace("-", "")
        + "_m"
        + num(r, 6)
        + "_c000_v"
        + num(r, 7)
        + "_t"
        + pick(r, "0123456789", 4)
        + "_u01"
        + num(r, 13),
    }


B2_IDS = benign(
    "b2_bucket_and_key_id",
    (
        (
            "- bucket `trp-lidar-logs-⟨site⟩` id ⟨bucket⟩; read-only keyID ⟨kid⟩ (app key lives "
            "in 1Password)"
        ),
        "```env\nB2_BUCKET_ID=⟨bucket⟩\nB2_APPLICATION_KEY_ID=⟨kid⟩\n```",
        "$ b2 file info b2id://⟨fid⟩",
        "| bucket | bucketId | keyID |\n|---|---|---|\n| trp-fw-artifacts | ⟨bucket⟩ | ⟨kid⟩ |",
    ),
    _b2,
)


def _tw(r: Random) -> dict[str, str]:
    return _base(r) | {
        "ac": "AC" + hexs(r, 32),
        "mg": "MG" + hexs(r, 32),
        "sk": "SK" + hexs(r, 32),
        "sm": "SM" + hexs(r, 32),
        "tel": "+52 81 " + num(r, 4) + " " + num(r, 4),
    }


TW_IDS = benign(
    "twilio_account_and_message_sid",
    (
        "- SMS alerts go out via messaging service ⟨mg⟩ on account ⟨ac⟩",
        "```env\nTWILIO_ACCOUNT_SID=⟨ac⟩\nTWILIO_API_KEY_SID=⟨sk⟩\nTWILIO_FROM=⟨tel⟩\n```",
        "⟨day⟩T⟨time⟩Z INFO notify: sent ⟨sm⟩ to on-call (⟨site⟩ dock ⟨n⟩ blocked)",
        "| what | sid |\n|---|---|\n| account | ⟨ac⟩ |\n| api key (secret in vault) | ⟨sk⟩ |",
    ),
    _tw,
)


def _okta(r: Random) -> dict[str, str]:
    return _base(r) | {
        "client": "0oa" + pick(r, ALNUM, 14) + pick(r, "0123456789", 3),
        "user": "00u" + pick(r, ALNUM, 14) + pick(r, "0123456789", 3),
        "group": "00g" + pick(r, ALNUM, 14) + pick(r, "0123456789", 3),
        "as": "aus" + pick(r, ALNUM, 17),
    }


OKTA_IDS = benign(
    "okta_object_ids",
    (
        "- WMS OIDC app client id ⟨client⟩ (public SPA, PKCE, no secret)",
        (
            "$ curl -s "
            "https://trellisport.okta.com/oauth2/⟨as⟩/.well-known/openid-configuration | jq .issuer"
        ),
        (
            "```yaml\nokta:\n  issuer: https://trellisport.okta.com/oauth2/⟨as⟩\n  "
            "client_id: ⟨client⟩\n"
            "  floor_leads_group: ⟨group⟩\n```"
        ),
        "⟨day⟩T⟨time⟩Z INFO scim: deprovisioned user ⟨user⟩ from group ⟨group⟩",
    ),
    _okta,
)


def _bw(r: Random) -> dict[str, str]:
    return _base(r) | {"org": uuid4(r), "item": uuid4(r), "coll": uuid4(r), "proj": uuid4(r)}


BW_IDS = benign(
    "bitwarden_client_and_item_ids",
    (
        "- ansible runner logs in with client_id `organization.⟨org⟩`; its secret is item ⟨item⟩",
        "$ bw get item ⟨item⟩ | jq -r '.name'",
        "```env\nBW_CLIENTID=organization.⟨org⟩\nBWS_PROJECT_ID=⟨proj⟩\n```",
        "| collection | id |\n|---|---|\n| Floor ⟨site⟩ | ⟨coll⟩ |",
    ),
    _bw,
)


def _gr(r: Random) -> dict[str, str]:
    return _base(r) | {
        "uid": pick(r, ALNUM, r.randint(9, 14)),
        "ds": pick(r, LOWER_ALNUM, 14),
        "inst": num(r, 6),
        "stack": num(r, 6),
        "rule": pick(r, ALNUM + "-_", 14),
    }


GR_IDS = benign(
    "grafana_uids",
    (
        "- fleet dashboard https://trellisport.grafana.net/d/⟨uid⟩/amr-battery?var-site=⟨site⟩",
        (
            "```yaml\ndatasources:\n  - name: Mimir ⟨site⟩\n    uid: ⟨ds⟩\n    basicAuthUser: "
            '"⟨inst⟩"\n```'
        ),
        "⟨day⟩T⟨time⟩Z WARN alerting: rule ⟨rule⟩ firing (stack ⟨stack⟩)",
        (
            "| stack | prometheus instance id | loki user |\n|---|---|---|\n| ⟨stack⟩ | ⟨inst⟩ "
            "| ⟨n⟩0411 |"
        ),
    ),
    _gr,
)


def _hny(r: Random) -> dict[str, str]:
    return _base(r) | {"tr": hexs(r, 32), "sp": hexs(r, 16), "sp2": hexs(r, 16)}


HNY_IDS = benign(
    "honeycomb_trace_ids",
    (
        (
            "- slow putaway trace: https://ui.honeycomb.io/trellisport/environments/prod-⟨site⟩/"
            "datasets/wms-api/trace?trace_id=⟨tr⟩"
        ),
        "traceparent: 00-⟨tr⟩-⟨sp⟩-01",
        (
            '```json\n{"trace.trace_id": "⟨tr⟩", "trace.span_id": "⟨sp⟩", '
            '"trace.parent_id": "⟨sp2⟩", "duration_ms": ⟨n⟩}\n```'
        ),
        "⟨day⟩T⟨time⟩Z INFO otel: exported span ⟨sp⟩ of trace ⟨tr⟩",
    ),
    _hny,
)


def _fleet(r: Random) -> dict[str, str]:
    return _base(r) | {
        "buuid": hexs(r, 32),
        "commit": hexs(r, 32),
        "mid": uuid4(r),
        "dep": uuid4(r),
        "art": f"amr-os-{r.randint(3, 6)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
    }


FLEET_IDS = benign(
    "balena_mender_device_ids",
    (
        "- balena device ⟨buuid⟩ (amr-⟨serial⟩) pinned to release ⟨commit⟩",
        "$ balena device ⟨buuid⟩ | grep -i commit",
        '```json\n{"id": "⟨dep⟩", "artifact_name": "⟨art⟩", "devices": ["⟨mid⟩"]}\n```',
        "⟨day⟩T⟨time⟩Z INFO mender: deployment ⟨dep⟩ installed ⟨art⟩ on device ⟨mid⟩",
    ),
    _fleet,
)

VENDOR: tuple[Kind, ...] = (
    DPS_IDS,
    IOT_IDS,
    TS_IDS,
    TP_IDS,
    HARBOR_DG,
    BK_IDS,
    B2_IDS,
    TW_IDS,
    OKTA_IDS,
    BW_IDS,
    GR_IDS,
    HNY_IDS,
    FLEET_IDS,
)
