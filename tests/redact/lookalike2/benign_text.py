"""Benign look-alikes: secret words with no value, encodings of ordinary data, public keys,
public test vectors, and web build artefacts."""

from __future__ import annotations

import random

from tests.redact.lookalike2.fields import Kind, b64_text, uuid4


def _cursor(rng: random.Random) -> str:
    day = f"2026-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}"
    body = f'{{"id":{rng.randint(1000, 99999)},"created_at":"{day}"}}'
    return b64_text(body)


def _relay_id(rng: random.Random) -> str:
    node = rng.choice(("User", "Order", "Project", "Invoice", "Team"))
    return b64_text(f"{node}:{rng.randint(100, 999999)}")


def _b64_sentence(rng: random.Random) -> str:
    text = rng.choice(
        (
            "hello from the staging cluster",
            "deploy finished without errors",
            "release notes for version 4.2",
            "the quick brown fox jumps over the lazy dog",
            "feature flag checkout_v2 enabled",
            "ping from the health checker",
        )
    )
    return b64_text(text)


def _b64_k8s_config(rng: random.Random) -> str:
    level = rng.choice(("debug", "info", "warn"))
    return b64_text(f"LOG_LEVEL={level}\nREGION=eu-west-1\nWORKERS={rng.randint(2, 16)}\n")


_I18N_PAIRS = (
    ("nl", "Wachtwoord", "Wachtwoord vergeten?"),
    ("pl", "Hasło", "Nie pamiętasz hasła?"),
    ("sv", "Lösenord", "Glömt lösenordet?"),
    ("fi", "Salasana", "Unohtuiko salasana?"),
    ("tr", "Şifre", "Şifremi unuttum"),
    ("cs", "Heslo", "Zapomněli jste heslo?"),
)


def _i18n_pair(rng: random.Random) -> str:
    lang, label, forgot = rng.choice(_I18N_PAIRS)
    return (
        f"locales/{lang}.json:\n"
        f'"auth.password.label": "{label}",\n"auth.password.forgot": "{forgot}"'
    )


def _colon_sha256(rng: random.Random) -> str:
    return ":".join(f"{rng.randrange(256):02X}" for _ in range(32))


def _uuid_b64(rng: random.Random) -> str:
    return b64_text(uuid4(rng))


TEXT: tuple[Kind, ...] = (
    Kind(
        "base64_pagination_cursor",
        (
            "GET /v1/orders?limit=50&cursor=⟪g:cursor⟫",
            '{"data": [], "next_cursor": "⟪g:cursor⟫", "has_more": true}',
            "The cursor ⟪g:cursor⟫ is just base64 JSON (id + created_at), not a token; "
            "decode it with `base64 -d` when debugging pagination.",
        ),
        gen={"cursor": _cursor},
    ),
    Kind(
        "relay_global_id",
        (
            'query { node(id: "⟪g:rid⟫") { ... on Order { total } } }',
            "Relay ids are base64 of `Type:pk`: ⟪g:rid⟫ decodes to the numeric id the admin "
            "page shows.",
        ),
        gen={"rid": _relay_id},
        repeat=3,
    ),
    Kind(
        "base64_plain_text",
        (
            "$ echo ⟪g:s⟫ | base64 -d\n(prints an ordinary sentence; used to test the log decoder)",
            'Test fixture `encoded_body = "⟪g:s⟫"` must decode to the sentence in expected.txt.',
            "Pub/Sub message data field was ⟪g:s⟫ (base64 of plain text from the smoke test).",
        ),
        gen={"s": _b64_sentence},
    ),
    Kind(
        "base64_configmap_binarydata",
        (
            "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ⟪g:service⟫-env\n"
            "binaryData:\n  app.env: ⟪g:cfg⟫",
            "The ConfigMap's app.env is ⟪g:cfg⟫ (log level, region, worker count; no "
            "credentials, those live in the Secret).",
        ),
        gen={"cfg": _b64_k8s_config},
    ),
    Kind(
        "base64_encoded_uuid",
        (
            "Upload session header `Upload-Metadata: id ⟪g:u⟫` (tus protocol, base64 of the "
            "upload uuid).",
            "The event id in the queue is base64 of a uuid: ⟪g:u⟫",
        ),
        gen={"u": _uuid_b64},
        repeat=3,
    ),
    Kind(
        "i18n_password_strings",
        (
            "⟪g:i18n_pair⟫",
            'msgid "Password"\nmsgstr "⟪pick:Jelszó|Mật khẩu|Kata sandi|Κωδικός πρόσβασης|Parola⟫"',
            "The Korean string for the reset button (비밀번호 재설정) overflows on iPhone SE; "
            "Chinese (重置密码) fits. Ticket ⟪uan:3⟫-⟪int:100-999⟫.",
            'ar.json: "password_hint": "يجب أن تتكون كلمة المرور من ⟪int:8-16⟫ أحرف على الأقل"',
            'he.yml: password_too_short: "הסיסמה קצרה מדי (לפחות ⟪int:8-16⟫ תווים)"',
        ),
        gen={"i18n_pair": _i18n_pair},
        repeat=1,
    ),
    Kind(
        "secret_word_config_keys",
        (
            "password_min_length: ⟪int:8-16⟫\npassword_history: ⟪int:3-12⟫\n"
            "secret_rotation_days: ⟪int:30-180⟫\ntotp_period_seconds: 30\ntotp_digits: 6",
            "AUTH_TOKEN_ENDPOINT=https://id.acme.dev/oauth/token\nAUTH_TOKEN_LEEWAY_SECONDS="
            "⟪int:5-120⟫\nAPI_KEY_HEADER=X-Api-Key",
            "PASSWORD_HASHERS = [\n    'django.contrib.auth.hashers.Argon2PasswordHasher',\n"
            "    'django.contrib.auth.hashers.PBKDF2PasswordHasher',\n]",
            'refresh_token_reuse_interval = "⟪int:2-60⟫s"  # supabase config.toml',
        ),
        repeat=1,
    ),
    Kind(
        "password_cli_flags_no_value",
        (
            "psql reads PGPASSFILE (default ~/.pgpass) when no password is given; "
            "`psql -h db.internal -U app -W` prompts instead.",
            "ssh-keygen -t ed25519 -N '' -f deploy_key  # empty passphrase is intended for CI",
            "gpg --batch --pinentry-mode loopback --passphrase-fd 0 --decrypt backup.gpg "
            "< /run/secrets/backup_pass",
            "`mysqldump -u root -p app > dump.sql` asks for the password interactively; do not "
            "put it after -p.",
        ),
        repeat=1,
    ),
    Kind(
        "secret_manager_references",
        (
            "DATABASE_PASSWORD=op://Prod/⟪g:service⟫-postgres/password",
            "vault kv get -field=password secret/⟪g:service⟫/db  # needs VAULT_ADDR and a login",
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟪g:service⟫-db\n        key: password",
            "aws secretsmanager get-secret-value --secret-id prod/⟪g:service⟫/stripe "
            "--query SecretString --output text | jq -r .api_key",
            'password: "{{ .Values.postgresql.auth.password }}"',
            "db_password = data.aws_ssm_parameter.⟪g:service⟫_db_password.value",
        ),
        repeat=1,
    ),
    Kind(
        "sops_encrypted_value",
        (
            "db_password: ENC[AES256_GCM,data:⟪b64:18⟫,iv:⟪b64:32⟫,tag:⟪b64:16⟫,type:str]\n"
            "sops:\n    kms:\n        - arn: arn:aws:kms:⟪g:region⟫:⟪g:account⟫:key/⟪uuid⟫",
            "secrets.enc.yaml is committed on purpose: every value is "
            "`ENC[AES256_GCM,data:⟪b64:24⟫,iv:⟪b64:32⟫,tag:⟪b64:16⟫,type:str]`; decrypt with "
            "`sops -d`.",
        ),
    ),
    Kind(
        "ansible_vault_ciphertext",
        (
            "$ANSIBLE_VAULT;1.1;AES256\n⟪hex:80⟫\n⟪hex:80⟫\n⟪hex:40⟫",
            "group_vars/prod/vault.yml starts with `$ANSIBLE_VAULT;1.1;AES256` followed by "
            "hex lines like ⟪hex:80⟫; it is encrypted and meant to be committed.",
        ),
    ),
    Kind(
        "math_crypto_notation",
        (
            'Key derivation in the design doc: k_enc = HKDF-Expand(PRK, "enc" || ctx, 32), '
            "where PRK = HKDF-Extract(salt, ikm) and ikm is the X25519 shared secret.",
            "Schnorr: pick secret key sk ∈ Z_q, public key pk = g^sk; a signature is (R, s) "
            "with s = r + H(R || pk || m)·sk mod q.",
            "TOTP(K, T) = Truncate(HMAC-SHA1(K, ⌊(now − T0) / 30⌋)) mod 10^6, K being the "
            "shared secret from enrolment.",
            "password_hash = Argon2id(password, salt, t=3, m=64 MiB, p=4); verify in constant "
            "time.",
        ),
        repeat=1,
    ),
    Kind(
        "public_test_vectors",
        (
            "RFC 4231 test case 1 (public test vector): Key = 0x" + "0b" * 20 + ", Data = "
            '"Hi There", HMAC-SHA-256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376'
            "c2e32cff7",
            "RFC 6238 Appendix B test vector: the TOTP seed is the ASCII string "
            '"12345678901234567890" (hex 3132333435363738393031323334353637383930); at T=59 '
            "the SHA-1 code is 94287082.",
            'Known answer (public): SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a3'
            "96177a9cb410ff61f20015ad",
            "FIPS-197 Appendix C.1 AES-128 test vector: key 000102030405060708090a0b0c0d0e0f, "
            "plaintext 00112233445566778899aabbccddeeff, ciphertext "
            "69c4e0d86a7b0430d8cdb78070b4c55a",
            "Empty-input digests for the checksum tests: sha256 e3b0c44298fc1c149afbf4c8996fb9"
            "2427ae41e4649b934ca495991b7852b855, md5 d41d8cd98f00b204e9800998ecf8427e.",
        ),
        repeat=1,
    ),
    Kind(
        "ssh_host_key_messages",
        (
            "The authenticity of host 'git.acme.dev (10.0.⟪int:1-250⟫.⟪int:1-250⟫)' can't be "
            "established.\nED25519 key fingerprint is SHA256:⟪b64n:32⟫.\n"
            "This key is not known by any other names.",
            "git.acme.dev ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI⟪b64n:32⟫",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub → 256 SHA256:⟪b64n:32⟫ ⟪g:person⟫@laptop "
            "(ED25519)",
        ),
    ),
    Kind(
        "gpg_signature_output",
        (
            "gpg: Signature made Tue 12 May 2026 10:⟪int:10-59⟫:⟪int:10-59⟫ CEST\n"
            "gpg:                using EDDSA key ⟪HEX:40⟫\n"
            'gpg: Good signature from "⟪g:person⟫ <release@acme.dev>" [ultimate]',
            "Release tags are signed by key 0x⟪HEX:16⟫ (fingerprint ⟪HEX:40⟫); import it "
            "from keys.openpgp.org.",
        ),
    ),
    Kind(
        "minisign_and_sigstore",
        (
            "minisign -Vm acme-⟪g:semver⟫.tar.gz -P RWQ⟪b64:39⟫",
            "cosign verify-blob printed `tlog entry created with index: ⟪num:9⟫` and rekor "
            "uuid 24296fb24b8ad77a⟪hex:64⟫.",
        ),
    ),
    Kind(
        "tls_certificate_details",
        (
            "Serial Number:\n    ⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫:⟪hex:2⟫\n"
            "SHA256 Fingerprint=⟪g:colon_sha256⟫",
            "The mobile app pins the SPKI hash `sha256/⟪b64:32⟫` plus a backup pin "
            "`sha256/⟪b64:32⟫`; rotate both before the cert renewal.",
        ),
        gen={"colon_sha256": _colon_sha256},
    ),
    Kind(
        "csp_hash_sources",
        (
            "Content-Security-Policy: script-src 'self' 'sha256-⟪b64:32⟫' "
            "'sha256-⟪b64:32⟫'; object-src 'none'",
            "Chrome's CSP error suggests adding 'sha256-⟪b64:32⟫' for the inline theme "
            "script; do that instead of 'unsafe-inline'.",
        ),
    ),
    Kind(
        "http_etag",
        (
            '< etag: W/"⟪hex:2⟫-⟪b64u:20⟫"\n< cache-control: public, max-age=⟪int:60-86400⟫',
            'S3 returned ETag "⟪hex:32⟫-⟪int:2-90⟫" for the multipart upload, so it is not '
            "the file's MD5.",
        ),
    ),
    Kind(
        "vite_next_build_artifacts",
        (
            "dist/assets/index-⟪b64u:6⟫.js   ⟪int:100-900⟫.⟪int:10-99⟫ kB │ gzip: "
            "⟪int:30-200⟫.⟪int:10-99⟫ kB\ndist/assets/index-⟪b64u:6⟫.css   "
            "⟪int:10-90⟫.⟪int:10-99⟫ kB",
            "Next.js build id ⟪b64u:16⟫ is in .next/BUILD_ID; chunks live under "
            "/_next/static/chunks/pages/_app-⟪hex:16⟫.js",
        ),
    ),
    Kind(
        "prerelease_versions",
        (
            "npm i react@19.⟪int:0-3⟫.0-canary-⟪hex:8⟫-2026⟪int:10-12⟫⟪int:10-28⟫",
            "Built version string: ⟪g:semver⟫+build.⟪int:100-9999⟫.sha.⟪hex:12⟫",
            "pip install 'torch==2.⟪int:4-9⟫.0.dev2026⟪int:10-12⟫⟪int:10-28⟫+cu124'",
        ),
    ),
    Kind(
        "ipfs_cid",
        (
            "ipfs pin add bafybei⟪b32:52⟫",
            "The legacy CIDv0 Qm⟪b58:44⟫ and the CIDv1 bafybei⟪b32:52⟫ point at the same "
            "docs snapshot.",
        ),
    ),
    Kind(
        "eth_tx_hash_in_url",
        (
            "Deployment tx: https://sepolia.etherscan.io/tx/0x⟪hex:64⟫",
            "Receipt for transactionHash 0x⟪hex:64⟫: blockHash 0x⟪hex:64⟫, gasUsed "
            "⟪int:21000-900000⟫.",
        ),
    ),
)

MORE_TEXT: tuple[Kind, ...] = (
    Kind(
        "cli_masked_token_output",
        (
            "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account ⟪g:person⟫ "
            "(keyring)\n  - Active account: true\n  - Token: gh" + "o_" + "*" * 36 + "\n"
            "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'",
            "$ aws configure list\n      Name                    Value             Type    "
            "Location\n      ----                    -----             ----    --------\n"
            "   profile                <not set>             None    None\n"
            "access_key     ****************⟪uan:4⟫ shared-credentials-file\n"
            "secret_key     ****************⟪an:4⟫ shared-credentials-file",
            "vercel env ls shows DATABASE_URL and STRIPE_SECRET_KEY as `Encrypted` for "
            "Production; the values are only visible in the dashboard.",
        ),
    ),
    Kind(
        "decoded_jwt_claims",
        (
            'jwt.io decode of the failing token (signature left out): {"iss": '
            '"https://id.acme.dev/", "sub": "⟪num:8⟫", "aud": "orders", "exp": 17⟪num:8⟫, '
            '"jti": "⟪uuid⟫"}',
            "The token's header is alg RS256 with kid ⟪hex:8⟫; claims: sub=⟪num:8⟫, "
            "scope=orders:read, exp=17⟪num:8⟫ (expired 3 minutes before the call).",
        ),
    ),
    Kind(
        "checksum_tool_output",
        (
            "$ sha256sum -c SHA256SUMS\n⟪g:service⟫-linux-amd64.tar.gz: OK\n"
            "$ cat SHA256SUMS\n⟪hex:64⟫  ⟪g:service⟫-linux-amd64.tar.gz\n"
            "⟪hex:64⟫  ⟪g:service⟫-darwin-arm64.tar.gz",
            "openssl dgst -sha256 release.zip → SHA2-256(release.zip)= ⟪hex:64⟫",
            "b2sum of the backup: ⟪hex:128⟫  db-2026-0⟪int:1-9⟫-1⟪int:0-9⟫.dump",
        ),
    ),
    Kind(
        "hashed_cache_paths",
        (
            "Stale wheel in ~/.cache/pip/wheels/⟪hex:2⟫/⟪hex:2⟫/⟪hex:60⟫/"
            "⟪g:pypkg⟫-⟪g:semver⟫-py3-none-any.whl; `pip cache purge` fixed the import error.",
            "Vite pre-bundled deps live in node_modules/.vite/deps/chunk-⟪uan:8⟫.js?v=⟪hex:8⟫",
            ".terraform/providers/registry.terraform.io/hashicorp/aws/5.⟪int:10-80⟫.0/"
            "linux_amd64 is cached; .terraform.lock.hcl lists h1:⟪b64:32⟫ and "
            "zh:⟪hex:64⟫.",
        ),
    ),
    Kind(
        "db_rows_with_ids",
        (
            " id                                   | status   | stripe_customer\n"
            "--------------------------------------+----------+--------------------\n"
            " 01⟪crock:24⟫           | active   | cus_⟪an:14⟫\n"
            " 01⟪crock:24⟫           | past_due | cus_⟪an:14⟫\n(2 rows)",
            "SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = "
            "⟪num:6⟫; -- token_hash is sha256 of the emailed token, the token itself is "
            "never stored",
        ),
    ),
)
