"""Benign text look-alikes: placeholders, redacted values, the words password / secret /
token / key with no secret near them, references to where secrets live, configs without
secrets, mixed look-alike notes, kubeconfig CA data and sealed secrets, device logs."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike85.benign_platform import kube_values, platform_ids
from tests.redact.lookalike85.gen import ALNUM, B64URL, Kind, hexs, mapbox_token, pick

_AWS_EX_ID = "AKIAIOSF" + "ODNN7EXAMPLE"
_AWS_EX_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"
_TS = "ts" + "key-"
_NNSXS = "NNS" + "XS."
_SK_LIVE = "sk" + "_live_"
_MAPBOX_PK = "p" + "k."


def _text(r: Random) -> dict[str, str]:
    ids = platform_ids(r)
    return {
        **ids,
        "vault": r.choice(("Platform", "IoT-Field", "Payments", "Break-glass")),
        "tail4": pick(r, ALNUM, 4),
        "al4": pick(r, ALNUM, 4),
        "hex4b": hexs(r, 4),
        "cid": pick(r, ALNUM, 32),
        "ch": "ch_3" + pick(r, ALNUM, 23),
        "sm": "SM" + hexs(r, 32),
        "pk": "pk" + "_live_" + "51" + pick(r, ALNUM, 97),
        "mpk": mapbox_token(r, _MAPBOX_PK),
        "kid": pick(r, B64URL, 22),
        "hex6": hexs(r, 6),
        "pid": str(r.randint(300, 32000)),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders",
        (
            "STRIPE_SECRET_KEY=<your-live-key-here>\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\n"
            "DB_PASSWORD=changeme\nSITE=⟨slug⟩",
            "aws configure set aws_access_key_id " + _AWS_EX_ID + " && aws configure set "
            "aws_secret_access_key " + _AWS_EX_SECRET + "  # docs example for the ⟨site⟩ "
            "training laptop",
            'tailscale up --auth-key="$TS_AUTHKEY" --hostname="gw-${SITE_SLUG}"  # ⟨slug⟩ '
            "runbook step ⟨p⟩",
            "Runbook: `ttn-lw-cli login --api-key "
            + _NNSXS
            + "XXXXXXXXXXXXXXXX.YYYYYYYYYYYYYYYY` — use "
            "the key from 1Password (⟨vault⟩ vault).",
            'auth0:\n  client_id: "{{ auth0_client_id }}"\n  client_secret: '
            '"{{ vault_auth0_client_secret }}"\n  domain: tallowgum.au.auth0.com  # ⟨env⟩',
            'mqtt:\n  username: gw-⟨low⟩\n  password: "REPLACE_ME"  # from SSM '
            "/tg/⟨env⟩/mqtt/password",
            "Xero client secret goes in as xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx until Shazza sends "
            "the real one (⟨env⟩).",
        ),
        _text,
    ),
    Kind(
        "redacted_credentials",
        (
            "TWILIO_AUTH_TOKEN=[REDACTED] (rotated ⟨date⟩ after the Slack paste)",
            "Tailscale auth key " + _TS + "auth-…⟨tail4⟩ expired; new one's in Secrets "
            "Manager, not here.",
            '"client_id": "⟨cid⟩", "client_secret": "********"',
            "DD_API_KEY=⟨hex4⟩…(redacted)…⟨hex4b⟩ on the ⟨site⟩ edge box",
            "Okta shows the token as 00⟨al4⟩****************************** — revoke it by name, "
            "svc-okta-sync.",
            "Stripe key: " + _SK_LIVE + "•••••••••⟨al4⟩ — rolled, old one dead since ⟨date⟩.",
            "Bitbucket app password: ATBB…(hidden) — recreated by ⟨who⟩ with pipelines:read.",
        ),
        _text,
    ),
    Kind(
        "secret_words_without_secrets",
        (
            "Reminder: the Cognito password policy is min 14 chars + MFA; ⟨who⟩ asked why the "
            "reset email takes ages — it's SES sandbox, not the password itself.",
            "Token refresh for Xero runs every 25 min in tg-billing; if the refresh token sits "
            "idle 60 days someone has to re-consent. No worries otherwise (⟨date⟩).",
            "Secret rotation for the RDS creds is a Secrets Manager Lambda on a 30-day schedule "
            "— check it ran on ⟨date⟩.",
            "Kupuhipa = password in te reo; Aroha wants the ⟨nz⟩ login page to say it. Kī = key,"
            " tohu = token-ish. Ka pai.",
            "The AppKey never leaves the collar after provisioning — the join server derives "
            "the session keys. Don't put keys in tickets, yeah nah (⟨site⟩ rollout).",
            "Takeaways from ⟨site⟩: token bucket limit on the gateway is 10 msg/s; the secret "
            "sauce is the trough float; password reset for Bazza done.",
            "password: required\ntoken: optional\nsecret_ref: string  # device-config schema, v⟨m⟩",
        ),
        _text,
    ),
    Kind(
        "secret_store_references",
        (
            "aws secretsmanager get-secret-value --secret-id tg/⟨env⟩/xero --query SecretString "
            "--output text | jq -r .client_secret",
            "environment {\n  variables = {\n    STRIPE_SECRET_ARN  = aws_secretsmanager_secret."
            'stripe.arn\n    TWILIO_TOKEN_PARAM = "/tg/⟨env⟩/twilio/auth_token"\n  }\n}',
            "env:\n  - name: DD_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: "
            "dd-agent-⟨env⟩\n        key: api-key",
            'MasterUserPassword: "{{resolve:secretsmanager:tg/⟨env⟩/rds:SecretString:password}}"',
            "buildkite-agent secret get TTS_API_KEY — needs the cluster secret set up in the "
            "⟨env⟩ queue first.",
            "Bitbucket: $TWILIO_AUTH_TOKEN is a secured variable in ⟨env⟩ now; the log shows it "
            "masked as $TWILIO_AUTH_TOKEN.",
        ),
        _text,
    ),
    Kind(
        "config_files_without_secrets",
        (
            '[mqtt]\nendpoint = "⟨iotep⟩-ats.iot.ap-southeast-2.amazonaws.com"\nport = 8883\n'
            'client_id = "⟨thing⟩"\ncert_path = "/etc/tg/certs/⟨thing⟩.crt"\n'
            'key_path = "/etc/tg/certs/⟨thing⟩.key"\nca_path = "/etc/tg/certs/AmazonRootCA1.pem"',
            "auth0:\n  domain: tallowgum.au.auth0.com\n  audience: https://api.tallowgum.com.au\n"
            "  token_endpoint: https://tallowgum.au.auth0.com/oauth/token\n"
            "  jwks_uri: https://tallowgum.au.auth0.com/.well-known/jwks.json\n"
            "  token_ttl_seconds: ⟨ms2⟩",
            'resource "aws_iot_thing" "collar" {\n  name = "⟨thing⟩"\n  attributes = {\n'
            '    dev_eui  = "⟨deveui⟩"\n    key_slot = "0"\n  }\n}',
            '{"lorawan": {"join_eui": "⟨joineui⟩", "dev_eui": "⟨deveui⟩", '
            '"app_key_source": "secure-element", "adr": true}}',
            "# .env.example (⟨env⟩)\nSTRIPE_PUBLISHABLE_KEY=\nSTRIPE_SECRET_KEY=\n"
            "SESSION_TTL=⟨ms2⟩\nKEY_ROTATION_DAYS=90",
            "password_policy:\n  minimum_length: 14\n  require_symbols: true\ntoken_validity:\n"
            "  access_token: ⟨ms⟩\n  refresh_token: 30",
        ),
        _text,
    ),
    Kind(
        "mixed_lookalike_notes",
        (
            "Thursday at ⟨site⟩:\n- cert ⟨certid⟩ reactivated for ⟨thing⟩\n- commit ⟨sha⟩ "
            "deployed\n- Stripe charge ⟨ch⟩ refunded\n- trace Root=1-⟨epochhex⟩-⟨hex24⟩\n"
            "- DevEUI ⟨deveui⟩ on the new collar\n- token rotation done (values in Secrets "
            "Manager)",
            "| item | id |\n|---|---|\n| ECR digest | sha256:⟨dig⟩ |\n| Xero invoice | ⟨u⟩ |\n"
            "| Twilio msg | ⟨sm⟩ |\n| Okta user | ⟨o_u⟩ |\n| Particle device | ⟨pdev⟩ |",
            "Mapbox public token ⟨mpk⟩ and Stripe publishable ⟨pk⟩ are the only keys in the "
            "front end; JWKS kid ⟨kid⟩; webhook sig v1=⟨hex64⟩.",
            '$ aws iot list-thing-principals --thing-name ⟨thing⟩\n{\n    "principals": [\n'
            '        "arn:aws:iot:ap-southeast-2:⟨acct⟩:cert/⟨certid⟩"\n    ]\n}\n'
            "shadow ETag ⟨hex32⟩, request id ⟨u2⟩",
        ),
        _text,
    ),
    Kind(
        "kubeconfig_ca_and_sealed_secrets",
        (
            "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: "
            "⟨ca_data⟩\n    server: https://⟨hex32⟩.gr7.ap-southeast-2.eks.amazonaws.com\n"
            "  name: tg-⟨env⟩\nusers:\n- name: tg-⟨env⟩\n  user:\n    exec:\n"
            "      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n"
            "      args: [eks, get-token, --cluster-name, tg-⟨env⟩]",
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: decoder-config\ndata:\n"
            '  DECODER_VERSION: "3.⟨m⟩"\n  TIMESTREAM_TABLE: collars\nbinaryData:\n'
            "  lookup.bin: ⟨bin⟩",
            "kubectl get secret dd-agent -n ⟨env⟩ -o jsonpath='{.metadata.uid}' → ⟨u⟩ (only "
            "checking it exists)",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: xero-oauth\n"
            "  namespace: billing-⟨env⟩\nspec:\n  encryptedData:\n    client_secret: ⟨sealed⟩",
        ),
        kube_values,
    ),
    Kind(
        "device_log_lines",
        (
            "⟨date⟩ ⟨time⟩ gw-⟨low⟩ lora_pkt_fwd[⟨pid⟩]: INFO: [up] PUSH_ACK received, token "
            "0x⟨hex4⟩, rxpk tmst ⟨tmst⟩",
            "[⟨time⟩] ⟨thing⟩: join accept, DevNonce ⟨hex4⟩, JoinNonce ⟨hex6⟩, NetID 000013, "
            "DevAddr ⟨devaddr⟩",
            "mbedtls: handshake ok, TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256, peer cert sha256 "
            "⟨hex64⟩, session ticket 192 bytes",
            "AWS IoT: CONNECT clientId=⟨thing⟩ keepAlive=60 → CONNACK 0; shadow update "
            "version ⟨ver⟩ clientToken ⟨u⟩",
            "START RequestId: ⟨u⟩ Version: $LATEST\ndecoded uplink for ⟨deveui⟩: "
            '{"bat_mv": ⟨mv⟩, "fcnt": ⟨ver⟩, "mic": "⟨hex8⟩"}\nEND RequestId: ⟨u⟩',
            "0000⟨ms2⟩ [comm.protocol] INFO: rcv'd message type=2, msg id ⟨pid⟩, nonce "
            "⟨hex24⟩ (⟨pdev⟩)",
        ),
        _text,
    ),
)
