"""Benign look-alikes: placeholders, redacted values and the word "password" with no secret."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike51.gen import ALNUM, Kind, hexs, num, pick, uuid4
from tests.redact.lookalike51.true_secrets import PEOPLE, okta_id

# The AWS documentation's example key pair, joined from pieces.
_DOC_KEY_ID = "AKIA" + "IOSFODNN7" + "EXAMPLE"
_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCY" + "EXAMPLEKEY"
_XOXB = "xo" + "xb-"
_GLPAT = "gl" + "pat-"

_PLACEHOLDERS = (
    ("OKTA_API_TOKEN", "<your-okta-api-token>"),
    ("SLACK_BOT_TOKEN", _XOXB + "your-bot-token"),
    ("FALCON_CLIENT_SECRET", "REPLACE_ME"),
    ("S1_API_TOKEN", "${S1_API_TOKEN}"),
    ("SNOWFLAKE_PASSWORD", "$(vault kv get -field=password kv/edr/snowflake)"),
    ("PAGERDUTY_TOKEN", "{{ pagerduty_token }}"),
    ("VAULT_TOKEN", "$(cat ~/.vault-token)"),
    ("GITLAB_TOKEN", "$CI_JOB_TOKEN"),
    ("AWS_SECRET_ACCESS_KEY", "<from aws sso login>"),
    ("SHOMERA_API_KEY", "shm_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
)
_SVCS = ("ingest", "snowflake", "okta", "s1-bridge", "pagerduty", "falcon", "slack")


def _kv_path(r: Random) -> str:
    return f"kv/edr/{r.choice(_SVCS)}/{r.choice(('prod', 'staging', 'kyiv-lab'))}"


def _placeholders(r: Random) -> dict[str, str]:
    var, ph = r.choice(_PLACEHOLDERS)
    return {
        "var": var,
        "ph": ph,
        "path": _kv_path(r),
        "svc": r.choice(_SVCS).replace("-", "_"),
        "kid": _DOC_KEY_ID,
        "sk": _DOC_SECRET,
        "where": r.choice(("moto", "localstack", "botocore Stubber", "kinesis-mock")),
        "n": str(r.randint(2, 40)),
    }


def _redacted(r: Random) -> dict[str, str]:
    return {
        "xb": _XOXB + "****-****-************",
        "gl": _GLPAT + "•" * 16,
        "jid": num(r, 8),
        "date": f"2031-10-{r.randint(1, 31):02d}",
        "l4": pick(r, ALNUM, 4),
        "L4": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4),
        "tx": pick(r, ALNUM, 27),
        "cid": okta_id(r, "0oa"),
    }


def _password_word(r: Random) -> dict[str, str]:
    return {
        "len": str(r.choice((12, 14, 16))),
        "hist": str(r.choice((5, 10, 24))),
        "age": str(r.choice((60, 90, 180))),
        "lock": str(r.choice((5, 10))),
        "email": r.choice(PEOPLE) + "@shomera.io",
        "ip": f"{r.choice(('45.134', '193.142', '80.66'))}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "cnt": str(r.randint(40, 4000)),
        "sec": str(r.choice((1200, 1500, 1620))),
        "role": r.choice(("edr-ingest", "ci-deployer", "s1-bridge")),
        "ttl": r.choice(("20m", "1h", "2h")),
        "dd": f"{r.randint(1, 31):02d}",
        "hm": f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
        "fn": r.choice(("sm-rotate-snowflake", "rotate-svc-passwords", "sf-pw-rotator")),
        "days": str(r.choice((7, 14, 30))),
        "user": r.choice(("ci-pull", "gitlab+deploy-token-" + num(r, 2), "kyiv-runner")),
        "uuid": uuid4(r),
        "n": str(r.randint(3, 90)),
        "h": hexs(r, 8),
    }


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_doc_examples",
        (
            "⟨var⟩=⟨ph⟩   # .env.example, the real value comes from Vault (⟨path⟩)",
            "aws configure set aws_access_key_id ⟨kid⟩ && aws configure set aws_secret_access_key "
            "⟨sk⟩  # the AWS docs example pair, only for the ⟨where⟩ tests",
            "password: {{ .Values.⟨svc⟩.password | quote }}\ntoken: {{ .Values.⟨svc⟩.token | "
            "b64enc }}",
            "ב-README כתוב להכניס את הטוקן במקום <⟨var⟩> — לא לשמור את האמיתי במאגר (⟨path⟩)",
            'У прикладі конфігу client_secret: "<CLIENT_SECRET>", а справжній лежить у ⟨path⟩',
            '{{ with secret "⟨path⟩" }}{{ .Data.data.password }}{{ end }}',
        ),
        _placeholders,
    ),
    Kind(
        "redacted_values",
        (
            "SLACK_BOT_TOKEN=⟨xb⟩ (masked by the CI log filter, job #⟨jid⟩)",
            "FALCON_CLIENT_SECRET=•••••••••••••••• (rotated ⟨date⟩, ends in …⟨l4⟩)",
            "Authorization: SSWS [REDACTED] (request ⟨tx⟩)",
            "AWS_SECRET_ACCESS_KEY=[MASKED] AWS_ACCESS_KEY_ID=AKIA************⟨L4⟩",
            "הטוקן של Vault הוחלף ב-hvs.********** בלוג, כך שלא דלף (⟨date⟩)",
            "У Slack вставили ⟨gl⟩⟨l4⟩ — це вже замасковано, ротувати не треба",
            '{"client_id":"⟨cid⟩","client_secret":"<redacted>","scope":"edr.ingest"}',
        ),
        _redacted,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Okta password policy for edr-admins: min length ⟨len⟩, history ⟨hist⟩, max age ⟨age⟩"
            " days, lockout after ⟨lock⟩ attempts",
            "user.account.update_password spiked for ⟨email⟩ — looks like the password spray from "
            "⟨ip⟩ (⟨cnt⟩ attempts)",
            "token_type=bearer, expires_in=1799 — we refresh the Falcon token at ⟨sec⟩s, not on "
            "401",
            "vault write auth/approle/role/⟨role⟩ secret_id_ttl=24h secret_id_num_uses=0 "
            "token_ttl=⟨ttl⟩ token_max_ttl=4h token_policies=⟨role⟩",
            "איפוס סיסמה ל-⟨email⟩ בוצע דרך Okta ולא דרך ה-AD; PasswordLastSet = 2031-10-⟨dd⟩ ⟨hm⟩",
            "Ротація пароля до Snowflake — лямбдою ⟨fn⟩ кожні ⟨days⟩ днів; сам пароль ніде не "
            "пишемо",
            'echo "$REGISTRY_PASSWORD" | docker login registry.gitlab.shomera.io -u ⟨user⟩ '
            "--password-stdin",
            "PasswordSpray detection (rule ⟨uuid⟩): ⟨cnt⟩ failed logons for ⟨n⟩ users from ⟨ip⟩",
        ),
        _password_word,
    ),
)
