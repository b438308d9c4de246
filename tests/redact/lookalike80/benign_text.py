"""Benign prose and config: masked and redacted values, placeholders, config keys that name
secrets without holding them, the words password / secret / token in Polish, Czech and
English with no secret near them, and notes that mix many look-alikes."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike80.gen import (
    ALNUM,
    b64url,
    benign_kind,
    day,
    hexs,
    ksef_number,
    ksef_reference,
    num,
    packeta_barcode,
    payu_order_id,
    person,
    pick,
    service,
    stamp,
    ticket,
    uuid4,
)

_ACCOUNTS = ("svc-ostrava", "fwd_admin", "wgk-sftp", "ops.wroclaw", "sap_sync")
_SAP_USERS = ("WGK_COMM_SD", "WGK_COMM_FI", "WGK_COMM_TM")


def _common(r: Random) -> dict[str, str]:
    return {
        "who": person(r),
        "day": day(r),
        "ts": stamp(r),
        "ticket": ticket(r),
        "svc": service(r),
        "n": str(r.randint(2, 120)),
        "acct": r.choice(_ACCOUNTS),
    }


def _masked(r: Random) -> dict[str, str]:
    head = hexs(r, 32)
    return {
        **_common(r),
        "pos": num(r, 6),
        "first4": head[:4],
        "last4": head[-4:],
        "first6": hexs(r, 6),
        "dots": "•" * 32,
        "sapuser": r.choice(_SAP_USERS),
        "stars": "*" * r.choice((8, 12, 24)),
    }


def _mixed(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    return {
        **_common(r),
        "sha": sha,
        "short": sha[:8],
        "digest": hexs(r, 64),
        "kvver": hexs(r, 32),
        "trace": hexs(r, 32),
        "order": payu_order_id(r),
        "sig": hexs(r, 32),
        "uuid": uuid4(r),
        "ksef": ksef_number(r),
        "h": hexs(r, 64),
        "ref": ksef_reference(r, "SO"),
        "barcode": packeta_barcode(r),
        "pkey": hexs(r, 16),
        "kid": b64url(r, 32),
        "x5t": b64url(r, 20),
        "acc": pick(r, ALNUM, 24),
    }


def _config(r: Random) -> dict[str, str]:
    return {**_common(r), "cm": num(r, 6), "kvver": hexs(r, 32), "uuid": uuid4(r)}


TEXT = (
    benign_kind(
        "masked_and_redacted_values",
        (
            "$ ./scripts/smoke-payu.sh\nUsing POS ⟨pos⟩, client_secret=[MASKED]\n"
            "OAuth OK (expires_in=43199)\nJob succeeded",
            "client_secret: ⟨first4⟩************************⟨last4⟩ (tak to pokazuje panel PayU, "
            "⟨day⟩)",
            "DefaultEndpointsProtocol=https;AccountName=stwgkfwdprod;AccountKey=⟨stars⟩;"
            "EndpointSuffix=core.windows.net  # z logu ⟨svc⟩",
            "VAULT_TOKEN=hvs.⟨stars⟩ (zamaskowane przez vault-agent, ⟨ticket⟩)",
            "Comgate secret: ⟨dots⟩ (zobrazit) — zkopírováno do Vaultu ⟨day⟩.",
            "⟨ts⟩ INFO sap-bridge auth user=⟨sapuser⟩ password=<redacted> csrf=Fetch",
            "Klucz API P24: ⟨first6⟩… (reszta ukryta) — pełna wartość tylko w panelu, ⟨who⟩ ma "
            "dostęp.",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders",
        (
            "PAYU_CLIENT_SECRET=<your-client-secret>\nP24_CRC=<crc-z-panelu>\n"
            "COMGATE_SECRET=changeme\n# ⟨ticket⟩: skopiuj do .env.local i uzupełnij",
            'client_secret = "${var.keycloak_client_secret}"   # ⟨svc⟩, ⟨ticket⟩',
            "        - name: SAP_PASSWORD\n          value: {{ .Values.sap.password | quote }}"
            "\n        - name: SAP_USER\n          value: {{ .Values.sap.user | quote }}  "
            "# ⟨svc⟩",
            "KSEF_TOKEN=ZMIEŃ_MNIE   # prawdziwy token w Vault: secret/wagonik/ksef#token (⟨who⟩)",
            '"PAYU__CLIENTSECRET": "@Microsoft.KeyVault(SecretUri=https://kv-wagonik-plc.vault.'
            'azure.net/secrets/payu-client-secret/)"   // ⟨svc⟩',
            "GOPAY_CLIENT_SECRET=xxxxxxxx\nPACKETA_API_PASSWORD=ZMĚŇ_MĚ\n"
            "# doplň z administrace (⟨who⟩, ⟨day⟩), tady jen vzor",
            "export VAULT_TOKEN=$(vault login -method=oidc -token-only role=⟨acct⟩)",
        ),
        _common,
    ),
    benign_kind(
        "secret_named_config_keys",
        (
            "env:\n  - name: PAYU_CLIENT_SECRET\n    valueFrom:\n      secretKeyRef:\n"
            "        name: payments-pl\n        key: PAYU_CLIENT_SECRET\n"
            "  - name: KSEF_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: ksef\n"
            "        key: token  # ⟨ticket⟩",
            "payu.client-secret-ref=kv://kv-wagonik-plc/payu-client-secret\n"
            "payu.token-ttl-seconds=43199\npayu.signature-algorithm=SHA-256\n"
            "payu.notify-url=https://api.wagonik.pl/webhooks/payu?src=⟨svc⟩",
            'auto_auth {\n  method "kubernetes" {\n    config = {\n      role       = "⟨svc⟩"\n'
            '      token_path = "/var/run/secrets/kubernetes.io/serviceaccount/token"\n    }\n'
            '  }\n  sink "file" {\n    config = { path = "/vault/secrets/.vault-token" }\n'
            "  }\n}",
            '"passwordPolicy": "length(16) and digits(2) and notUsername", '
            '"bruteForceProtected": true, "accessTokenLifespan": 300, '
            '"ssoSessionIdleTimeout": ⟨n⟩00, "refreshTokenMaxReuse": 0',
            '[ksef]\ntoken_file = "/run/secrets/ksef-token"\ntoken_refresh_minutes = ⟨n⟩\n'
            'secret_store = "azure-keyvault"\nsecret_name = "ksef-token"',
            '"Comgate": {\n  "MerchantId": "⟨cm⟩",\n  "SecretName": "comgate-secret",\n'
            '  "SecretVersion": "⟨kvver⟩"\n}',
        ),
        _config,
    ),
    benign_kind(
        "secret_words_pl",
        (
            "⟨who⟩: token KSeF wygasa ⟨day⟩ — trzeba wygenerować nowy w Aplikacji Podatnika i "
            "wrzucić do Vaulta.",
            "Nie trzymamy haseł w repo; sekret PayU rotujemy co 90 dni (następna rotacja ⟨day⟩).",
            "Błąd 401 z ShipX to zwykle nieważny token, a nie brak uprawnień — sprawdzić datę "
            "w Managerze Paczek (⟨ticket⟩).",
            "Hasło konta serwisowego ⟨acct⟩ zmienia się automatycznie co ⟨n⟩ dni, nie zapisywać "
            "go w notatkach.",
            "Klucz prywatny do XAdES siedzi w HSM w Key Vault (klucz ksef-sign-⟨n⟩) i nigdy "
            "stamtąd nie wychodzi.",
            "Ustalenie z ⟨day⟩: hasła, tokeny i sekrety tylko w Vaulcie, w notatkach wyłącznie "
            "ścieżki (⟨who⟩).",
        ),
        _common,
    ),
    benign_kind(
        "secret_words_cs",
        (
            "Token pro ShipX vyprší ⟨day⟩ — ⟨who⟩ vygeneruje nový a dá ho do Vaultu.",
            "Heslo do SAP se mění každých ⟨n⟩ dní; nikam ho nepište, je v trezoru.",
            "Tajný klíč Comgate nesmí do frontendu — platby zakládá jen backend payments-cz "
            "(⟨ticket⟩).",
            "401 Unauthorized od GoPay = neplatný access token; obnovujeme ho každých 30 minut, "
            "viz ⟨ticket⟩.",
            "Privátní klíč pro podpis ISDOC má jen účetní oddělení, my máme jen certifikát "
            "(platný do ⟨day⟩).",
            "Přístupové údaje k Zásilkovně: API heslo je v Key Vaultu jako packeta-api-password, "
            "verze z ⟨day⟩.",
        ),
        _common,
    ),
    benign_kind(
        "secret_words_en",
        (
            "Reminder: the password policy for realm wagonik is length(16); ⟨who⟩ wants 20 "
            "(⟨ticket⟩).",
            "If the token endpoint returns invalid_client, the client secret in Vault is stale — "
            "see the ⟨ticket⟩ runbook.",
            "No secrets in GitLab CI variables any more; jobs read them from Vault via JWT auth "
            "(role gitlab-⟨svc⟩).",
            'Error from server (NotFound): secrets "⟨svc⟩-credentials" not found — the '
            "ExternalSecret sync failed at ⟨ts⟩",
            "Rotated the Service Bus SAS keys today (⟨day⟩); the apps use managed identity, so "
            "nothing to update.",
            "Password reset e-mails from Keycloak now go out through Azure Communication "
            "Services (⟨ticket⟩, ⟨who⟩).",
        ),
        _common,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "Release ⟨day⟩\n- ⟨svc⟩ @ ⟨sha⟩\n- image sha256:⟨digest⟩\n"
            "- KV secret version ⟨kvver⟩ (payu-client-secret)\n"
            "- VAULT_TOKEN=${VAULT_TOKEN} w CI (z JWT auth)\n- trace ⟨trace⟩ OK",
            "Debug PayU ⟨ticket⟩:\n* orderId ⟨order⟩\n* OpenPayU-Signature signature=⟨sig⟩\n"
            "* client_secret=[MASKED]\n* Idempotency-Key ⟨uuid⟩",
            "| pole | wartość |\n|---|---|\n| KSeF | ⟨ksef⟩ |\n| UPO SHA-256 | ⟨h⟩ |\n"
            "| sesja | ⟨ref⟩ |\n| token | `<z Vaulta>` |",
            "Zásilkovna ⟨barcode⟩, API klíč widgetu ⟨pkey⟩, API heslo jen v trezoru; trace "
            "⟨trace⟩, commit ⟨short⟩.",
            "Keycloak kid ⟨kid⟩, x5t ⟨x5t⟩; klient fwd-portal bez secretu (public + PKCE); "
            "accessor tokenu CI ⟨acc⟩.",
        ),
        _mixed,
    ),
)
