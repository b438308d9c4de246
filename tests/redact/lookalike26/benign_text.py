"""Benign look-alikes in the team's words: documented example credentials and placeholders,
references to secrets that hold no value, and the word "password" (heslo, 비밀번호) used with
no secret. All must come out byte-identical."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike26.gen import ALNUM, Kind, num, pick

_FILES = (".env.example", "README.md", "docs/onboarding.md", "values.example.yaml",
          "ci/templates/deploy.yml", "hil/bench.example.toml")  # fmt: skip
_SERVICES = ("ota-director", "image-repo", "can-ingest", "vehicle-api", "hawkbit", "mqtt-bridge")


def _examples(r: Random) -> dict[str, str]:
    return {
        "file": r.choice(_FILES),
        "doc": f"RB-{num(r, 3)}",
        "test": r.choice(("test_secoc_cmac", "test_she_m1m5", "test_sa_level11", "test_fv_sync"))
        + f"[{num(r, 2)}]",
        "n": str(r.randint(2, 80)),
        "who": r.choice(("Tereza", "Minjun", "Ondřej", "Seoyeon")),
    }


def _refs(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "sec": r.choice(_SERVICES) + "-creds",
        "job": num(r, 7),
        "acct": num(r, 12),
        "sfx": pick(r, ALNUM, 6),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "d": str(r.choice((7, 14, 30, 90))),
        "len": str(r.choice((12, 14, 16, 20))),
        "tk": num(r, 4),
        "x": str(r.randint(1, 9)),
        "svc": r.choice(_SERVICES),
    }


_AWS_DOC_ID = "AKIAIOSFODNN7" + "EXAMPLE"
_AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKEY"

TEXT: tuple[Kind, ...] = (
    Kind(
        "documented_example_credentials",
        (
            f"AWS docs example: aws_access_key_id = {_AWS_DOC_ID}, aws_secret_access_key = "
            f"{_AWS_DOC_SECRET} — only in the ⟨doc⟩ tutorial",
            "GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx  # placeholder in ⟨file⟩, real one in Vault",
            "NIST SP 800-38B test key 2b7e151628aed2a6abf7158809cf4f3c used in ⟨test⟩ "
            "for the CMAC path",
            "VAULT_TOKEN=<your-token-here> in ⟨file⟩",
            'password: "********" (masked in the Helm output, revision ⟨n⟩)',
            "client_secret: REDACTED  # ⟨who⟩ removed it before pasting",
            "hvs.XXXXXXXXXXXXXXXXXXXXXXXX is the placeholder format in runbook ⟨doc⟩",
            "DD_API_KEY=<DATADOG_API_KEY> (from the Datadog chart README, copied to ⟨file⟩)",
            "Příklad ze specifikace SHE: KEY_1 = 000102030405060708090a0b0c0d0e0f — "
            "pouze pro ⟨test⟩",
        ),
        _examples,
    ),
    Kind(
        "secret_references_without_values",
        (
            "password: ${MQTT_PASSWORD:?must be set} in ⟨svc⟩ compose file",
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨sec⟩\n        key: password",
            '{{ with secret "kv/data/ota/⟨svc⟩" }}{{ .Data.data.password }}{{ end }}',
            "$ echo $CI_REGISTRY_PASSWORD | docker login -u $CI_REGISTRY_USER --password-stdin "
            "$CI_REGISTRY\nLogin Succeeded  (job ⟨job⟩)",
            "Job log: VAULT_TOKEN=[MASKED], VAULT_ADDR=https://vault.brno.internal:8200 "
            "(job ⟨job⟩)",
            "arn:aws:secretsmanager:eu-central-1:⟨acct⟩:secret:ota/⟨svc⟩/mqtt-⟨sfx⟩",
            "vault kv get -field=password kv/ota/⟨svc⟩ | kubectl create secret generic ⟨sec⟩ "
            "--from-file=password=/dev/stdin",
            'token: "{{ .Values.hawkbit.gatewayToken }}"  # set via --set-file in job ⟨job⟩',
            "KAFKA_SASL_PASSWORD: vault:secret/data/kafka/⟨svc⟩#password  (bank-vaults webhook)",
        ),
        _refs,
    ),
    Kind(
        "password_word_without_secret",
        (
            "Heslo k Vaultu se rotuje automaticky každých ⟨d⟩ dní, ručně ho nikdo nezná.",
            "비밀번호 정책: 최소 ⟨len⟩자, ⟨d⟩일마다 변경, 최근 5개 재사용 금지",
            "sshd_config on the HIL PCs: PasswordAuthentication no, PubkeyAuthentication yes "
            "(ticket OTA-⟨tk⟩)",
            "MQTT password auth is disabled on the broker for ⟨svc⟩; TCUs use mTLS "
            "with per-device certs (OTA-⟨tk⟩).",
            "passwordless sudo for gitlab-runner on build-brno-0⟨x⟩, only for /usr/bin/flash-tool",
            "Zapomenuté heslo k ⟨svc⟩? Reset přes self-service portál, ne přes Slack.",
            "password_min_length = ⟨len⟩\npassword_require_symbols = true\npassword_history = 5",
            "token_ttl=768h, token_max_ttl=8760h, secret_id_ttl=⟨d⟩h for role ⟨svc⟩",
            "UDS 0x27 SecurityAccess is not a secret store — no key lives on bench 0⟨x⟩.",
            "암호화 키는 HSM 안에만 있음 — 노트에 키 값 적지 말 것 (⟨svc⟩)",
        ),
        _words,
    ),
)
