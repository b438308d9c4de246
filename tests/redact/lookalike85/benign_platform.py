"""Benign platform look-alikes: AWS ARNs and IoT certificate ids, public certificates and
keys, publishable client keys, JWKS, commit hashes, image digests, lockfile hashes, ids of
every shape, trace ids, LoRaWAN identifiers, base64 payloads that are data, cache keys,
versions, SigV4 request signatures and firmware checksums."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike85.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    big,
    colon_hex,
    hexs,
    hexu,
    indent,
    mapbox_token,
    num,
    pem,
    pick,
    public_ids,
    spki_p256_pem,
    ssh_ed25519_public,
    ssh_rsa_public,
    x509_der,
    x509_pem,
)

_PK_LIVE = "pk" + "_live_"
_MAPBOX_PK = "p" + "k."
_AKIA = "AK" + "IA"
_B32AWS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_CN = "2.5.4.3"
_MONTHS = ("Jan", "Feb", "Mar", "Oct", "Nov", "Dec")


def platform_ids(r: Random) -> dict[str, str]:
    ids = public_ids(r)
    return {
        **ids,
        "sfx": pick(r, ALNUM, 6),
        "ver": str(r.randint(3, 140)),
        "pool": pick(r, ALNUM, 9),
        "colon64": colon_hex(r, 32),
        "colon40": colon_hex(r, 20),
        "ms2": str(r.randint(3000, 9000)),
        "num21": num(r, 21),
        "sf15": "5g0000" + pick(r, ALNUM, 9),
        "sf15b": "5g0000" + pick(r, ALNUM, 9),
        "sf15c": "5g0000" + pick(r, ALNUM, 9),
        "cus": pick(r, ALNUM, 14),
        "oktareq": pick(r, ALNUM + "-_", 23) + "AAA" + pick(r, ALNUM, 1),
        "apigw": pick(r, ALNUM, 15) + "=",
        "o_u": "00u" + pick(r, ALNUM, 17),
        "o_g": "00g" + pick(r, ALNUM, 17),
        "o_app": "0oa" + pick(r, ALNUM, 17),
        "o_eh": "who" + pick(r, ALNUM, 17),
        "tsdev": num(r, 17),
        "tsnode": pick(r, ALNUM, 10),
        "ip": f"{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "c16": pick(r, ALNUM, 16),
        "cid32": pick(r, ALNUM, 32),
        "mon": str(r.randint(1000000, 9999999)),
        "dash": "-".join(pick(r, LOWER_ALNUM, 3) for _ in range(3)),
        "nb": num(r, 7),
        "ddlog": "AQAAAY" + pick(r, ALNUM + "-_", 40),
        "hex16u": hexs(r, 16),
        "date8": f"2037{r.randint(10, 12)}{r.randint(10, 28)}",
        "mon3": r.choice(_MONTHS),
        "akid": _AKIA + pick(r, _B32AWS, 16),
        "size": str(r.randint(180000, 990000)),
        "b64_32": b64(r, 32),
        "b64_64": b64(r, 64),
        "b64_72": b64(r, 72),
        "iotep": pick(r, LOWER_ALNUM, 14),
        "cfid": pick(r, B64URL, 54) + "==",
        "cfinv": "I" + pick(r, UPPER_ALNUM, 25),
        "slug": r.choice(("dalby", "roma", "matamata", "taupo", "oakey")),
        "parts": str(r.randint(2, 40)),
        "sha1": hexs(r, 40),
        "pid": str(r.randint(300, 32000)),
        "tmst": num(r, 10),
        "mv": str(r.randint(3300, 4150)),
        "skid": b64(r, 16),
        "mic": hexs(r, 8),
        "mic2": hexs(r, 8),
        "gweui_low": hexs(r, 16),
        "t": str(r.randint(3, 41)),
    }


def _cert(r: Random) -> dict[str, str]:
    cn = r.choice(("AWS IoT Certificate", "mqtt.ham.tallowgum.internal", "tg-gw-bridge"))
    cert = x509_pem(r, cn)
    return {**platform_ids(r), "cert": cert, "cert_ind": indent(cert, "    ")}


def _keys(r: Random) -> dict[str, str]:
    who = r.choice(("tama", "mere", "shazza", "bazza", "buildkite", "aroha"))
    return {
        **platform_ids(r),
        "ssh1": ssh_ed25519_public(r, f"{who}@tallowgum"),
        "ssh2": ssh_ed25519_public(r, "ci@buildkite-arm64"),
        "sshrsa": ssh_rsa_public(r, "").rstrip(),
        "spki": spki_p256_pem(r),
        "nodekey": hexs(r, 64),
        "mkey": hexs(r, 64),
    }


def _publishable(r: Random) -> dict[str, str]:
    return {
        **platform_ids(r),
        "pk_live": _PK_LIVE + "51" + pick(r, ALNUM, 97),
        "mapbox_pk": mapbox_token(r, _MAPBOX_PK),
        "pin_pk": "pk_" + pick(r, B64URL, 22),
        "auth0cid": pick(r, ALNUM, 32),
        "ddpub": "pub" + hexs(r, 32),
    }


def _jwks(r: Random) -> dict[str, str]:
    x5c = b64_of(x509_der(r, "tallowgum.au.auth0.com", ((_CN, "tallowgum.au.auth0.com"),)))
    return {
        **platform_ids(r),
        "n_mod": b64url_of(big(r, 256)),
        "kid": pick(r, B64URL, 22),
        "kidb64": b64(r, 32),
        "kidhex": hexu(r, 40),
        "x5t": b64url(r, 20),
        "x5c": x5c,
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }


def _payloads(r: Random) -> dict[str, str]:
    ids = platform_ids(r)
    reading = {
        "thing": ids["thing"],
        "bat_mv": int(ids["mv"]),
        "lat": round(-27.5 - r.random() * 12, 5),
        "lon": round(151.9 - r.random() * 3, 5) if r.random() < 0.5 else round(175.3, 5),
        "temp_c": int(ids["t"]),
    }
    raw = json.dumps(reading, separators=(",", ":"))
    return {
        **ids,
        "pl": b64(r, r.choice((9, 11, 14))),
        "b64_24": b64(r, 24),
        "b64json": b64_of(raw),
        "json": raw,
    }


def kube_values(r: Random) -> dict[str, str]:
    ca = pem("CERTIFICATE", x509_der(r, "kubernetes", ((_CN, "kubernetes"),))) + "\n"
    return {
        **platform_ids(r),
        "ca_data": b64_of(ca),
        "bin": b64(r, 96),
        "sealed": "Ag" + b64(r, 380),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "aws_arns_and_resource_names",
        (
            "arn:aws:secretsmanager:ap-southeast-2:⟨acct⟩:secret:prod/stripe/webhook-⟨sfx⟩ — "
            "that's the ARN the Lambda role needs GetSecretValue on.",
            '{\n  "Effect": "Allow",\n  "Action": ["secretsmanager:GetSecretValue"],\n'
            '  "Resource": "arn:aws:secretsmanager:ap-southeast-2:⟨acct⟩:secret:tg/⟨env⟩/*"\n}',
            "Lambda arn:aws:lambda:ap-southeast-2:⟨acct⟩:function:tg-uplink-decoder:⟨ver⟩ runs "
            "as arn:aws:iam::⟨acct⟩:role/tg-uplink-decoder-⟨sfx⟩",
            "KMS key for Timestream: arn:aws:kms:ap-southeast-2:⟨acct⟩:key/⟨u⟩ "
            "(alias/tg-telemetry-⟨env⟩)",
            "aws iot describe-thing --thing-name ⟨thing⟩ → thingArn arn:aws:iot:ap-southeast-2:"
            "⟨acct⟩:thing/⟨thing⟩, thingId ⟨u⟩, version ⟨ver⟩",
            "Cognito pool ap-southeast-2_⟨pool⟩, identity pool ap-southeast-2:⟨u⟩, hosted UI "
            "auth.tallowgum.com.au",
        ),
        platform_ids,
    ),
    Kind(
        "iot_certificate_ids_and_fingerprints",
        (
            "aws iot update-certificate --certificate-id ⟨certid⟩ --new-status INACTIVE  "
            "# ⟨thing⟩ nicked off the ute at ⟨site⟩",
            "Cert ARN arn:aws:iot:ap-southeast-2:⟨acct⟩:cert/⟨certid⟩ attached to ⟨thing⟩",
            "$ openssl x509 -in ⟨thing⟩-certificate.pem.crt -noout -fingerprint -sha256\n"
            "sha256 Fingerprint=⟨colon64⟩",
            "SHA-1 thumbprint of the MQTT bridge cert: ⟨colon40⟩ (pinned in firmware 4.⟨m⟩)",
            '{"timestamp":"⟨date⟩ ⟨time⟩.⟨ms⟩","logLevel":"ERROR","traceId":"⟨u⟩",'
            '"accountId":"⟨acct⟩","status":"Failure","eventType":"Connect","clientId":'
            '"⟨thing⟩","principalId":"⟨certid⟩","reason":"AUTHORIZATION_FAILURE"}',
            "| thing | certificateId | status |\n|---|---|---|\n| ⟨thing⟩ | `⟨certid⟩` | ACTIVE |"
            "\n| ⟨thing2⟩ | `⟨certid2⟩` | REVOKED |",
        ),
        platform_ids,
    ),
    Kind(
        "x509_certificate_pem",
        (
            "⟨thing⟩-certificate.pem.crt (public half, fine to keep here):\n\n⟨cert⟩",
            "$ cat certs/⟨thing⟩/certificate.pem.crt\n⟨cert⟩",
            "device:\n  thing_name: ⟨thing⟩\n  certificate: |\n⟨cert_ind⟩\n"
            "  private_key_path: /etc/tg/⟨thing⟩.key",
            "CA cert for the ⟨site⟩ MQTT bridge (Tailscale only):\n⟨cert⟩",
        ),
        _cert,
    ),
    Kind(
        "public_keys",
        (
            "authorized_keys on gw-⟨low⟩:\n⟨ssh1⟩\n⟨ssh2⟩",
            "Public key from the ATECC608 slot 0 on ⟨thing⟩ (CSR went to IoT Core):\n⟨spki⟩",
            "$ cat ~/.ssh/id_ed25519.pub\n⟨ssh1⟩",
            "known_hosts entry for the old ⟨site⟩ NUC: nuc-⟨low⟩.tallowgum.lan ⟨sshrsa⟩",
            "tailscale debug on gw-⟨low⟩: nodekey:⟨nodekey⟩, mkey:⟨mkey⟩ — both public keys.",
        ),
        _keys,
    ),
    Kind(
        "publishable_client_keys",
        (
            "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk_live⟩\nNEXT_PUBLIC_MAPBOX_TOKEN=⟨mapbox_pk⟩",
            "Mapbox public token for the paddock map (URL-restricted to portal.tallowgum.com.au):"
            " ⟨mapbox_pk⟩",
            "Pin publishable key ⟨pin_pk⟩ goes in the hosted fields script on shop ⟨low⟩; "
            "never the secret one.",
            "Auth0 SPA client id ⟨auth0cid⟩, domain tallowgum.au.auth0.com, audience "
            "https://api.tallowgum.com.au",
            "Datadog RUM: applicationId ⟨u⟩, clientToken ⟨ddpub⟩, site ap2.datadoghq.com",
            '<script src="https://js.stripe.com/v3"></script> then Stripe("⟨pk_live⟩") on the '
            "checkout page",
        ),
        _publishable,
    ),
    Kind(
        "jwks_documents",
        (
            "curl -s https://tallowgum.au.auth0.com/.well-known/jwks.json\n"
            '{"keys":[{"kty":"RSA","use":"sig","n":"⟨n_mod⟩","e":"AQAB","kid":"⟨kid⟩",'
            '"x5t":"⟨x5t⟩","x5c":["⟨x5c⟩"],"alg":"RS256"}]}',
            "Cognito JWKS for ap-southeast-2_⟨pool⟩:\n"
            '{"keys":[{"alg":"RS256","e":"AQAB","kid":"⟨kidb64⟩","kty":"RSA","n":"⟨n_mod⟩",'
            '"use":"sig"}]}',
            '{"kty":"EC","crv":"P-256","x":"⟨x⟩","y":"⟨y⟩","kid":"tg-ingest-⟨ver⟩","use":"sig"}',
            "Xero rotated signing keys; kid ⟨kidhex⟩ / x5t ⟨x5t⟩ was the one on the failing "
            "token, JWKS refetch fixed it.",
        ),
        _jwks,
    ),
    Kind(
        "git_commit_hashes",
        (
            "Bitbucket pipeline #⟨bn⟩ failed on ⟨sha⟩ (merge of ⟨sha2⟩ into main) — flaky TTS "
            "mock again.",
            "git log --oneline -3\n⟨s7a⟩ fix(decoder): clamp battery mV\n⟨s7b⟩ chore: bump "
            "aws-sdk\n⟨s7c⟩ feat: trough alerts via Twilio",
            "git revert ⟨sha⟩ && git push origin main",
            "Firmware 4.⟨m⟩ built from tg-collar-fw@⟨sha⟩ (Buildkite build ⟨bn⟩).",
            "commit ⟨sha⟩\nMerge: ⟨s7a⟩ ⟨s7b⟩\nAuthor: Mere Kingi <mere@tallowgum.co.nz>\n\n"
            "    Merge branch 'feature/joineui-rotation'",
        ),
        platform_ids,
    ),
    Kind(
        "container_image_digests",
        (
            "docker pull ⟨acct⟩.dkr.ecr.ap-southeast-2.amazonaws.com/tg-ingest@sha256:⟨dig⟩",
            "image: thethingsindustries/lorawan-stack:3.⟨m⟩.⟨p⟩@sha256:⟨dig⟩",
            "ECR scan for tg-uplink-decoder: imageDigest sha256:⟨dig⟩, 0 critical, 2 high "
            "(libexpat).",
            '"RepoDigests": [\n    "⟨acct⟩.dkr.ecr.ap-southeast-2.amazonaws.com/tg-portal@'
            'sha256:⟨dig⟩"\n],\n"Id": "sha256:⟨dig2⟩"',
            "aws lambda update-function-code --function-name tg-uplink-decoder --image-uri "
            "⟨acct⟩.dkr.ecr.ap-southeast-2.amazonaws.com/tg-uplink-decoder@sha256:⟨dig⟩",
        ),
        platform_ids,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/stripe": {\n  "version": "1⟨m⟩.⟨p⟩.0",\n  "resolved": '
            '"https://registry.npmjs.org/stripe/-/stripe-1⟨m⟩.⟨p⟩.0.tgz",\n'
            '  "integrity": "sha512-⟨b64_64⟩"\n}',
            '"@aws-sdk/client-timestream-write@^3.⟨ver⟩.0":\n  version "3.⟨ver⟩.0"\n'
            '  resolved "https://registry.yarnpkg.com/@aws-sdk/client-timestream-write/-/'
            'client-timestream-write-3.⟨ver⟩.0.tgz#⟨sha1⟩"\n  integrity sha512-⟨b64_64⟩',
            '[[package]]\nname = "paho-mqtt"\nversion = "2.⟨m⟩.⟨p⟩"\nfiles = [\n'
            '    {file = "paho_mqtt-2.⟨m⟩.⟨p⟩-py3-none-any.whl", hash = "sha256:⟨hex64⟩"},\n]',
            "twilio==9.⟨m⟩.⟨p⟩ \\\n    --hash=sha256:⟨hex64⟩ \\\n    --hash=sha256:⟨hex64b⟩",
            "go.sum: github.com/eclipse/paho.mqtt.golang v1.⟨m⟩.⟨p⟩ h1:⟨b64_32⟩",
        ),
        platform_ids,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "REPORT RequestId: ⟨u⟩ Duration: ⟨ms⟩.42 ms Billed Duration: ⟨ms2⟩ ms Memory Size: "
            "256 MB Max Memory Used: 91 MB",
            "auth0 user id auth0|⟨oid⟩ (⟨who⟩), plus google-oauth2|⟨num21⟩ for the contractor.",
            "Timestream record batch ⟨ulid⟩ rejected: 3 records older than memory retention.",
            "Salesforce Account 001⟨sf15⟩ ↔ Xero contact ⟨u⟩ ↔ Stripe customer cus_⟨cus⟩",
            "| mob | paddock uuid | last ping |\n|---|---|---|\n| weaners | ⟨u⟩ | ⟨time⟩ |\n"
            "| heifers | ⟨u2⟩ | ⟨time⟩ |",
            "Particle device ⟨pdev⟩ in product ⟨prod⟩ — that's the device id, not a secret.",
        ),
        platform_ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "X-Amzn-Trace-Id: Root=1-⟨epochhex⟩-⟨hex24⟩;Parent=⟨hex16⟩;Sampled=1",
            "traceparent: 00-⟨hex32⟩-⟨hex16⟩-01 (from the ⟨site⟩ gateway bridge)",
            "Datadog: dd.trace_id=⟨dec19⟩ dd.span_id=⟨dec19b⟩ service=tg-ingest env=⟨env⟩",
            "Okta support case — X-Okta-Request-Id: ⟨oktareq⟩ on the failed SAML to Salesforce.",
            "API Gateway: x-amz-apigw-id ⟨apigw⟩, x-amzn-RequestId ⟨u⟩",
            "Buildkite job ⟨u⟩ retried; Bitbucket pipeline uuid {⟨u2⟩}.",
        ),
        platform_ids,
    ),
    Kind(
        "lorawan_public_identifiers",
        (
            '{\n  "end_device_ids": {\n    "device_id": "⟨devid⟩",\n    "dev_eui": "⟨deveui⟩",'
            '\n    "join_eui": "⟨joineui⟩",\n    "dev_addr": "⟨devaddr⟩"\n  },\n'
            '  "uplink_message": {\n    "session_key_id": "⟨skid⟩",\n    "f_port": 2,\n'
            '    "f_cnt": ⟨ver⟩,\n    "frm_payload": "⟨b64_32⟩"\n  }\n}',
            "Gateway eui-⟨gweui_low⟩ at ⟨site⟩ last seen ⟨time⟩; frequency plan AU_915_928_FSB_2.",
            "Collar DevEUI ⟨deveui⟩ / JoinEUI ⟨joineui⟩ / DevAddr ⟨devaddr⟩ — rejoined after "
            "the AppKey reset, FCnt back to 0.",
            "MIC check failed for ⟨devaddr⟩: mic=⟨mic⟩ expected=⟨mic2⟩ (frame counter reset on "
            "the device)",
            "session_key_id ⟨skid⟩ changed between uplinks for ⟨devid⟩, so it did rejoin at "
            "⟨time⟩.",
        ),
        platform_ids,
    ),
    Kind(
        "base64_device_payloads",
        (
            "frm_payload ⟨pl⟩ decodes to battery ⟨mv⟩ mV, temp ⟨t⟩ °C, GPS fix ok.",
            '{"topic":"tg/⟨thing⟩/telemetry","payload":"⟨b64json⟩"}',
            'Particle event tg/trough: data="⟨b64_24⟩" (binary packed, see decoder v3)',
            "Kinesis record data (base64) ⟨b64json⟩ → ⟨json⟩",
            "echo '⟨b64json⟩' | base64 -d\n⟨json⟩",
            "SQS body starts with eyJ so everyone panicked — it's ⟨b64json⟩, just the uplink "
            "JSON base64'd.",
        ),
        _payloads,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            'S3 ETag "⟨hex32⟩" for firmware/tg-collar-fw-4.⟨m⟩.bin; the multipart one is '
            '"⟨hex32b⟩-⟨parts⟩".',
            "Buildkite cache key: v3-node-modules-⟨hex64⟩ (hash of package-lock.json)",
            "bitbucket-pipelines cache for poetry.lock restored, key hash ⟨hex64⟩",
            "Redis key tg:paddock:⟨slug⟩:geofence:⟨sha1⟩ TTL 3600",
            'HTTP/2 200\netag: W/"⟨hex40⟩"\ncache-control: max-age=300\n'
            "x-cache: Hit from cloudfront\nx-amz-cf-id: ⟨cfid⟩",
            "CloudFront invalidation ⟨cfinv⟩ for /tiles/⟨slug⟩/* completed.",
        ),
        platform_ids,
    ),
    Kind(
        "identity_and_network_ids",
        (
            "Okta: user ⟨o_u⟩ (⟨who⟩) in group ⟨o_g⟩, app ⟨o_app⟩ = Salesforce SAML.",
            "tailscale status | grep gw-\n100.⟨ip⟩  gw-⟨low⟩  tagged-devices  linux  active; "
            "direct",
            "Tailscale device id ⟨tsdev⟩, node ID n⟨tsnode⟩CNTRL, IP 100.⟨ip⟩ — approve in "
            "the admin console.",
            "Auth0 connection con_⟨c16⟩ (Okta enterprise); client ⟨cid32⟩ is in tenant "
            "tallowgum-au.",
            "Okta event hook ⟨o_eh⟩, system log uuid ⟨u⟩: user.session.start FAILURE "
            "(INVALID_CREDENTIALS)",
        ),
        platform_ids,
    ),
    Kind(
        "crm_and_monitoring_ids",
        (
            "Salesforce case 500⟨sf15⟩ → opportunity 006⟨sf15b⟩ for the Pittsworth feedlot; "
            "org id 00D⟨sf15c⟩.",
            "SELECT Id, Name FROM Account WHERE Xero_Contact_Id__c = '⟨u⟩' → 001⟨sf15⟩",
            "Datadog monitor ⟨mon⟩ (trough level < 20%) muted till ⟨date⟩; dashboard ⟨dash⟩, "
            "notebook ⟨nb⟩.",
            "Datadog event ⟨dec19⟩ / log id ⟨ddlog⟩ for the ingest OOM.",
            "Salesforce report 00O⟨sf15⟩, list view 00B⟨sf15b⟩ — share with Mere.",
        ),
        platform_ids,
    ),
    Kind(
        "version_and_build_strings",
        (
            "tg-collar-fw 4.⟨m⟩.⟨p⟩+build.⟨bn⟩.g⟨s7a⟩ on Particle Device OS 6.⟨p⟩.0",
            "Lambda tg-uplink-decoder version ⟨ver⟩, CodeSha256 ⟨b64_32⟩, RevisionId ⟨u⟩",
            "AMI ami-0⟨hex16u⟩ (Amazon Linux 2037.⟨m⟩.⟨date8⟩) for the Buildkite elastic stack",
            "ttn-lw-stack v3.⟨m⟩.⟨p⟩ (⟨s7a⟩); gateway firmware RAK WisGate v2.⟨m⟩.⟨p⟩_⟨date8⟩",
            "Python 3.13.⟨p⟩ (main, ⟨mon3⟩ ⟨m⟩ 2037) [GCC 13.3.0], boto3 1.⟨ver⟩.⟨p⟩, ELF "
            "build id ⟨hex40⟩",
            "Android app 2038.⟨m⟩.⟨p⟩ (versionCode ⟨bn⟩), git describe v2038.⟨m⟩-⟨p⟩-g⟨s7b⟩",
        ),
        platform_ids,
    ),
    Kind(
        "sigv4_request_signatures",
        (
            "Authorization: AWS4-HMAC-SHA256 Credential=⟨akid⟩/⟨d8⟩/ap-southeast-2/timestream/"
            "aws4_request, SignedHeaders=host;x-amz-date, Signature=⟨hex64⟩",
            "SignatureDoesNotMatch from the IoT data plane — string-to-sign was:\n"
            "AWS4-HMAC-SHA256\n⟨d8⟩T⟨t6⟩Z\n⟨d8⟩/ap-southeast-2/iotdata/aws4_request\n⟨hex64⟩\n"
            "and the signature we sent was ⟨hex64b⟩",
            "botocore debug: CanonicalRequest hash ⟨hex64⟩, Signature: ⟨hex64b⟩ (clock skew "
            "on the ⟨site⟩ gateway, ntp was off)",
            "X-Amz-Content-Sha256: ⟨hex64⟩\nX-Amz-Date: ⟨d8⟩T⟨t6⟩Z\nAuthorization: "
            "AWS4-HMAC-SHA256 Credential=⟨akid⟩/⟨d8⟩/ap-southeast-2/s3/aws4_request, "
            "SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=⟨hex64b⟩",
        ),
        platform_ids,
    ),
    Kind(
        "firmware_checksums_and_signatures",
        (
            "sha256sum tg-collar-fw-4.⟨m⟩.⟨p⟩.bin\n⟨hex64⟩  tg-collar-fw-4.⟨m⟩.⟨p⟩.bin",
            '{"version":"4.⟨m⟩.⟨p⟩","url":"s3://tg-firmware/collar/4.⟨m⟩.⟨p⟩.bin",'
            '"size":⟨size⟩,"sha256":"⟨hex64⟩","signature":"⟨b64_72⟩"}',
            "md5 of the Particle binary ⟨hex32⟩, CRC32 0x⟨hex8⟩ — matches what the cloud flashed.",
            "| file | sha256 |\n|---|---|\n| gw-bridge-arm64 | `⟨hex64⟩` |\n"
            "| gw-bridge-amd64 | `⟨hex64b⟩` |",
            "cosign verify-blob --key tg-fw-signing.pub --signature fw-4.⟨m⟩.sig fw-4.⟨m⟩.bin → "
            "Verified OK (sig ⟨b64_72⟩)",
        ),
        platform_ids,
    ),
)
