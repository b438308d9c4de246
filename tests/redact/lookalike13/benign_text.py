# ruff: noqa: E501 (templates are whole note texts; a split string would hide their shape)
"""Benign look-alikes in words: prose about secrets, tokens, passwords and keys (in the
languages the studio writes in), config keys without values, placeholders, clearly fake test
fixtures, already-masked values and references to where a secret is kept."""

from __future__ import annotations

from tests.redact.lookalike13.gen import (
    ALNUM,
    Kind,
    fields,
    num,
    pick,
)

B = Kind

TEXT: tuple[Kind, ...] = (
    B(
        "secret_words_prose_en",
        (
            "- ⟨who⟩ rotated the PlayFab secret key on ⟨day⟩; the new secret is in the vault, nothing to change in the client",
            "Reminder: the Steam Web API key is a *publisher* key — never put the key in the game build (⟨tk⟩).",
            "[⟨hh⟩] ⟨who⟩: Discord says the bot token was reset because it leaked in a screenshot; I made a new token and stored it, not pasting it here",
            "Password policy for build accounts: 20+ chars, rotated every 90 days, password lives in 1Password only (⟨tk⟩).",
            "- TeamCity param `env.P4PASSWD` is a *password* type param, so the log shows stars instead of the ticket (CL ⟨cl⟩)",
        ),
        fields(),
        n=11,
    ),
    B(
        "secret_words_prose_multilang",
        (
            '⟨who⟩: Salasana on 1Passwordissa kohdassa "Steam builder", älä kirjoita sitä muistiinpanoihin (⟨day⟩).',
            "⟨who⟩: Токен Discord-бота перевипущено ⟨day⟩, новий токен лежить у Vault, у чат не кидаю.",
            "⟨who⟩: A chave secreta do PlayFab foi trocada em ⟨day⟩; a senha nova está no cofre, ninguém precisa dela localmente.",
            "⟨who⟩: 비밀번호는 1Password 'Build' 금고에 있어요. 토큰은 ⟨day⟩에 교체했습니다.",
            "⟨who⟩: Şifre ve API anahtarı kasada duruyor, ⟨tk⟩ kapandı; anahtarı buraya yazmıyorum.",
        ),
        fields(),
        n=11,
    ),
    B(
        "config_keys_without_values",
        (
            "```env\n# .env.example (⟨tk⟩)\nPLAYFAB_TITLE_ID=\nPLAYFAB_SECRET_KEY=\nEOS_CLIENT_SECRET=\nXSOLLA_API_KEY=\n```",
            "```yaml\nxsolla:\n  merchant_id: ⟨mid⟩\n  api_key:\n  webhook_secret:\n```",
            "- required env for the backend: STEAM_PUBLISHER_KEY, PLAYFAB_SECRET_KEY, R2_SECRET_ACCESS_KEY, DISCORD_BOT_TOKEN (see ⟨tk⟩)",
            "```ini\n[/Script/CryptoKeys.CryptoKeysSettings]\nEncryptionKey=\nbEncryptPakIndex=True\n; key comes from the build machine env, CL ⟨cl⟩\n```",
            "| setting | where it comes from |\n|---|---|\n| client_secret | TeamCity secure param |\n| http_key | k8s secret `nakama-runtime` |\n| keystorePass | ⟨host⟩ env |",
        ),
        fields(mid=lambda r: num(r, 6)),
        n=11,
    ),
    B(
        "placeholders",
        (
            '$ curl -H "X-SecretKey: <PLAYFAB_SECRET_KEY>" https://⟨title⟩.playfabapi.com/Server/GetTitleData',
            "```yaml\nsteam:\n  publisher_key: YOUR_STEAM_PUBLISHER_KEY_HERE\n  app_id: 2718280\n```",
            "- workflow: `wrangler deploy` with CLOUDFLARE_API_TOKEN=${{ secrets.CLOUDFLARE_API_TOKEN }} (⟨tk⟩)",
            "$ steamcmd +login rf_builder %env.STEAM_BUILDER_PASSWORD% +run_app_build app_build.vdf +quit",
            "DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/<webhook-id>/<webhook-token>",
            'xsolla_api_key: "{{ vault_xsolla_api_key }}"  # filled by ansible on ⟨host⟩',
        ),
        fields(title=lambda r: pick(r, "0123456789ABCDEF", 5)),
        n=11,
    ),
    B(
        "fake_test_fixtures",
        (
            '```python\n# tests/test_receipts.py\nFAKE_STEAM_KEY = "00000000000000000000000000000000"\nFAKE_PLAYFAB_SECRET = "not-a-real-secret-⟨n⟩"\n```',
            "- unit tests use DISCORD_BOT_TOKEN=dummy-token-for-tests and R2 secret `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` (⟨tk⟩)",
            '```csharp\n[Test] public void RejectsBadSignature() {\n    var signer = new ScoreSigner(key: "test-key-please-ignore");\n    Assert.IsFalse(signer.Verify("score=⟨n⟩", "AAAAAAAAAAAAAAAAAAAAAAAAAAAA"));\n}\n```',
            "EXAMPLE_XSOLLA_API_KEY=example-example-example-example",
            "- mock Nakama in CI runs with `--session.encryption_key defaultencryptionkey` and server key `defaultkey` (the stock defaults, local only)",
        ),
        fields(n=lambda r: str(r.randint(1, 9999))),
        n=11,
    ),
    B(
        "masked_values",
        (
            "⟨day⟩T⟨hh⟩:18Z [jenkins] + curl -u svc-tc:**** https://jenkins.revontuli.example/job/skyreef-ios/build",
            "- Sentry shows the token only as ⟨pfx⟩••••••••⟨l4⟩ now; creator ⟨who⟩",
            "P4PASSWD=********  # masked by TeamCity, CL ⟨cl⟩",
            "| credential | last 4 | rotated |\n|---|---|---|\n| Cloudflare cdn-purge | …⟨l4⟩ | ⟨day⟩ |\n| PlayFab secret | …⟨l4b⟩ | ⟨day⟩ |",
            "[⟨hh⟩] ⟨who⟩: Authorization: Bearer [REDACTED] — that's what the log shows after ⟨tk⟩",
        ),
        fields(
            pfx=lambda r: "sntryu" + "_",
            l4=lambda r: pick(r, ALNUM, 4),
            l4b=lambda r: pick(r, ALNUM, 4),
        ),
        n=11,
    ),
    B(
        "secret_references",
        (
            "- Steam builder password: op://Build/Steam builder/password (1Password CLI, ⟨tk⟩)",
            "$ gcloud secrets versions access ⟨v⟩ --secret=xsolla-api-key --project=skyreef-prod > /dev/null && echo ok",
            "```groovy\nwithCredentials([string(credentialsId: 'playfab-secret-key', variable: 'PF_SECRET')]) {\n  sh './tools/pf_upload.sh CL⟨cl⟩'\n}\n```",
            "```yaml\nenv:\n  - name: NAKAMA_HTTP_KEY\n    valueFrom:\n      secretKeyRef: {name: nakama-runtime, key: http_key}\n```",
            "$ vault kv get -field=secret_access_key secret/skyreef/r2/patches   # ⟨who⟩, ⟨day⟩",
            "- GCP secret resource: projects/⟨pn⟩/secrets/discord-bot-token/versions/⟨v⟩",
        ),
        fields(v=lambda r: str(r.randint(1, 30)), pn=lambda r: num(r, 12)),
        n=11,
    ),
)
