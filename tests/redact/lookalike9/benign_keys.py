"""Benign look-alikes around keys and hashes: checksums, public keys and fingerprints,
signatures of public artifacts, public-by-design client ids, committed ciphertext, masked
values and references to where a secret lives."""

from __future__ import annotations

from tests.redact.lookalike9.gen import (
    ALNUM,
    LOWER_ALNUM,
    Kind,
    b64,
    between,
    block,
    hexs,
    num,
    one,
    pem_body,
    pick,
    uuid4,
)

PK = "p" + "k_"
SK = "s" + "k_"
GHP = "gh" + "p_"
AKIA = "AK" + "IA"
ED = "AAAAC3NzaC1lZDI1NTE5AAAAI"


def _pubkey_block(r) -> dict[str, str]:
    return {"body": "\n".join(pem_body(r, 270)), "id": hexs(r, 16).upper()}


KEYS: tuple[Kind, ...] = (
    Kind(
        "release-checksums",
        (
            block(
                "$ sha256sum -c SHA256SUMS --ignore-missing",
                "rsync-cli-⟨v⟩-x86_64-unknown-linux-musl.tar.gz: OK",
                "$ grep aarch64 SHA256SUMS",
                "⟨h⟩  rsync-cli-⟨v⟩-aarch64-apple-darwin.tar.gz",
            ),
            'Homebrew formula bumped to ⟨v⟩, sha256 "⟨h⟩".',
            "md5 of the prod dump we restored: ⟨md5⟩ (matches the one in the ticket)",
        ),
        lambda r: {
            "v": f"0.{r.randint(3, 19)}.{r.randint(0, 9)}",
            "h": hexs(r, 64),
            "md5": hexs(r, 32),
        },
        n=6,
    ),
    Kind(
        "lockfile-integrity",
        (
            block(
                '    "node_modules/⟨pkg⟩": {',
                '      "version": "⟨v⟩",',
                '      "resolved": "https://registry.npmjs.org/⟨pkg⟩/-/⟨pkg⟩-⟨v⟩.tgz",',
                '      "integrity": "sha512-⟨i⟩"',
                "    },",
            ),
            "⟨pkg⟩@⟨v⟩ integrity sha512-⟨i⟩ failed EINTEGRITY after the mirror switch.",
            "⟨pkg⟩==⟨v⟩ --hash=sha256:⟨h⟩",
        ),
        lambda r: {
            "pkg": one(r, ("zod", "axios", "dayjs", "clsx", "ws", "semver")),
            "v": f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 9)}",
            "i": b64(r, 64),
            "h": hexs(r, 64),
        },
        n=6,
    ),
    Kind(
        "sri-hashes",
        (
            '<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.⟨p⟩.0/dist/cdn.min.js" '
            'integrity="sha384-⟨h⟩" crossorigin="anonymous" defer></script>',
            "SRI for the checkout widget changed to sha384-⟨h⟩ after their 3.⟨p⟩ release.",
        ),
        lambda r: {"p": between(r, 10, 14), "h": b64(r, 48)},
        n=4,
    ),
    Kind(
        "git-commit-shas",
        (
            'Regression came in with ⟨sha⟩ ("⟨msg⟩"), reverted in ⟨sha2⟩.',
            block(
                "$ git log --oneline -3",
                "⟨s1⟩ (HEAD -> main) ⟨msg⟩",
                "⟨s2⟩ Bump ruff",
                "⟨s3⟩ Merge pull request #⟨pr⟩ from acme/fix-tz",
            ),
            "      - uses: actions/checkout@⟨sha⟩ # v4.⟨p⟩.0",
        ),
        lambda r: {
            "sha": hexs(r, 40),
            "sha2": hexs(r, 40),
            "s1": hexs(r, 7),
            "s2": hexs(r, 7),
            "s3": hexs(r, 7),
            "pr": num(r, 4),
            "p": between(r, 0, 3),
            "msg": one(
                r,
                ("Cache product listing", "Fix N+1 in admin", "Retry webhook on 5xx"),
            ),
        },
        n=6,
    ),
    Kind(
        "gerrit-trailers",
        (
            block(
                "Fix double refund on partial capture",
                "",
                "Change-Id: I⟨cid⟩",
                "Reviewed-on: https://review.acme-bank.internal/c/ledger/+/⟨n⟩",
                "Signed-off-by: Priya Raman <priya@acme-bank.example>",
            ),
        ),
        lambda r: {"cid": hexs(r, 40), "n": num(r, 5)},
        n=4,
    ),
    Kind(
        "ssh-host-fingerprints",
        (
            block(
                "The authenticity of host 'bastion.⟨env⟩.acme.io (10.0.⟨a⟩.⟨b⟩)' "
                "can't be established.",
                "ED25519 key fingerprint is SHA256:⟨fp⟩.",
                "Are you sure you want to continue connecting (yes/no/[fingerprint])?",
            ),
            "bastion.⟨env⟩.acme.io ssh-ed25519 ⟨ed⟩⟨pub⟩",
            "Deploy key on the repo: ssh-ed25519 ⟨ed⟩⟨pub⟩ ci@⟨env⟩ (read-only)",
        ),
        lambda r: {
            "env": one(r, ("prod", "staging", "qa")),
            "a": between(r, 1, 250),
            "b": between(r, 1, 250),
            "fp": b64(r, 32).rstrip("="),
            "ed": ED,
            "pub": b64(r, 24),
        },
        n=6,
    ),
    Kind(
        "pgp-public-keys",
        (
            block(
                "-----BEGIN PGP PUBLIC KEY BLOCK-----",
                "",
                "⟨body⟩",
                "-----END PGP PUBLIC KEY BLOCK-----",
            ),
            "Release signing key is ⟨id⟩ (public block in KEYS.asc at the repo root).",
        ),
        _pubkey_block,
        n=4,
    ),
    Kind(
        "x509-public-certs",
        (
            block(
                "# ca.crt for the internal registry (public cert, fine to commit)",
                "-----BEGIN CERTIFICATE-----",
                "⟨body⟩",
                "-----END CERTIFICATE-----",
            ),
            block(
                "$ openssl x509 -in tls.crt -noout -fingerprint -sha256 -serial",
                "sha256 Fingerprint=⟨fp⟩",
                "serial=⟨serial⟩",
            ),
        ),
        lambda r: {
            "body": "\n".join(pem_body(r, 300)),
            "fp": ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(32)),
            "serial": pick(r, "0123456789ABCDEF", 32),
        },
        n=5,
    ),
    Kind(
        "jwks-public-keys",
        (
            block(
                '{"keys": [{',
                '  "kty": "RSA", "use": "sig", "alg": "RS256",',
                '  "kid": "⟨kid⟩",',
                '  "n": "⟨n⟩",',
                '  "e": "AQAB"',
                "}]}",
            ),
            "Token rejected: kid ⟨kid⟩ not in https://cognito-idp.eu-west-1.amazonaws.com/"
            "eu-west-1_⟨pool⟩/.well-known/jwks.json (keys rotated?)",
        ),
        lambda r: {
            "kid": b64(r, 32),
            "n": pick(r, ALNUM + "-_", 342),
            "pool": pick(r, ALNUM, 9),
        },
        n=4,
    ),
    Kind(
        "artifact-signatures",
        (
            block(
                "$ cosign verify ghcr.io/acme/orders@sha256:⟨d⟩ --certificate-identity-regexp "
                "'^https://github.com/acme/' --certificate-oidc-issuer "
                "https://token.actions.githubusercontent.com",
                "The following checks were performed on each of these signatures:",
                "  - The cosign claims were validated",
                '[{"critical":{"image":{"docker-manifest-digest":"sha256:⟨d⟩"}},'
                '"optional":{"Bundle":{"SignedEntryTimestamp":"⟨set⟩"}}}]',
            ),
            block(
                "untrusted comment: signature from minisign secret key",
                "⟨sig⟩",
                "trusted comment: timestamp:⟨ts⟩\tfile:rsync-cli-0.⟨p⟩.0.tar.gz",
            ),
        ),
        lambda r: {
            "d": hexs(r, 64),
            "set": b64(r, 70),
            "sig": "RU" + b64(r, 72)[2:],
            "ts": num(r, 10),
            "p": between(r, 3, 19),
        },
        n=4,
    ),
    Kind(
        "publishable-stripe-keys",
        (
            block(
                "// checkout.js — publishable key, meant for the browser",
                "const stripe = Stripe('⟨pk⟩');",
            ),
            "STRIPE_PUBLISHABLE_KEY=⟨pk⟩  # the secret key is in SSM, not here",
            "Frontend env for the Laravel shop: VITE_STRIPE_KEY=⟨pk⟩",
        ),
        lambda r: {"pk": PK + one(r, ("live_", "test_")) + pick(r, ALNUM, 99)},
        n=5,
    ),
    Kind(
        "browser-public-keys",
        (
            '<div class="g-recaptcha" data-sitekey="6L⟨site⟩"></div>',
            block(
                "const searchClient = algoliasearch(",
                "  '⟨app⟩',",
                "  '⟨search⟩' // search-only key, safe in the bundle",
                ");",
            ),
            "mapboxgl.accessToken = 'p" + "k.⟨mb⟩'; // public token, URL-restricted",
        ),
        lambda r: {
            "site": pick(r, ALNUM + "-_", 38),
            "app": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10),
            "search": hexs(r, 32),
            "mb": b64(r, 40).rstrip("=").replace("+", "x").replace("/", "y")
            + "."
            + pick(r, ALNUM + "-_", 22),
        },
        n=5,
    ),
    Kind(
        "oidc-public-clients",
        (
            block(
                "// Auth0 SPA SDK — the client id is public, PKCE flow, no secret",
                "createAuth0Client({",
                "  domain: 'acme-saas.eu.auth0.com',",
                "  clientId: '⟨cid⟩',",
                "  authorizationParams: { redirect_uri: window.location.origin },",
                "});",
            ),
            "https://login.microsoftonline.com/⟨tenant⟩/oauth2/v2.0/authorize?"
            "client_id=⟨app⟩&response_type=code&scope=openid%20profile",
            "WalletConnect projectId for the dApp frontend: ⟨wc⟩",
        ),
        lambda r: {
            "cid": pick(r, ALNUM, 32),
            "tenant": uuid4(r),
            "app": uuid4(r),
            "wc": hexs(r, 32),
        },
        n=6,
    ),
    Kind(
        "sentry-dsns",
        (
            'Sentry.init({ dsn: "https://⟨k⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩" });',
            "Sentry event ⟨ev⟩ in project ⟨proj⟩: ZeroDivisionError in reports.tasks",
        ),
        lambda r: {"k": hexs(r, 32), "org": num(r, 6), "proj": num(r, 7), "ev": hexs(r, 32)},
        n=4,
    ),
    Kind(
        "ansible-vault-blobs",
        (
            block(
                "db_password: !vault |",
                "  $ANSIBLE_VAULT;1.1;AES256",
                "  ⟨l1⟩",
                "  ⟨l2⟩",
                "  ⟨l3⟩",
            ),
            "group_vars/prod/vault.yml header is $ANSIBLE_VAULT;1.1;AES256; the password "
            "file is on the ops laptop only.",
        ),
        lambda r: {"l1": hexs(r, 80), "l2": hexs(r, 80), "l3": hexs(r, 40)},
        n=4,
    ),
    Kind(
        "sops-encrypted-values",
        (
            block(
                "stripe:",
                "    secret_key: ENC[AES256_GCM,data:⟨data⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
                "sops:",
                "    kms:",
                "        - arn: arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨kid⟩",
            ),
            "SOPS file re-encrypted: mac ENC[AES256_GCM,data:⟨data⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
        ),
        lambda r: {
            "data": b64(r, 40),
            "iv": b64(r, 32),
            "tag": b64(r, 16),
            "acct": num(r, 12),
            "kid": uuid4(r),
        },
        n=4,
    ),
    Kind(
        "sealed-secrets",
        (
            block(
                "apiVersion: bitnami.com/v1alpha1",
                "kind: SealedSecret",
                "metadata:",
                "  name: ⟨name⟩",
                "spec:",
                "  encryptedData:",
                "    password: ⟨enc⟩",
            ),
        ),
        lambda r: {
            "name": one(r, ("orders-db", "ledger-db", "smtp-relay", "queue-auth")),
            "enc": "AgB" + b64(r, 360)[3:],
        },
        n=4,
    ),
    Kind(
        "rails-jasypt-ciphertext",
        (
            "config/credentials/production.yml.enc is ⟨a⟩--⟨b⟩--⟨c⟩ (key in 1Password).",
            "spring.datasource.password=ENC(⟨j⟩)",
        ),
        lambda r: {
            "a": b64(r, 120),
            "b": b64(r, 12),
            "c": b64(r, 16),
            "j": b64(r, 48),
        },
        n=4,
    ),
    Kind(
        "masked-values",
        (
            "Stripe dashboard shows the live key as ⟨sk⟩••••••••••••⟨last⟩, rotated ⟨d⟩ days ago.",
            "aws configure list → access_key ****************⟨akl⟩ shared-credentials-file",
            block(
                "$ heroku config -a acme-saas",
                "DATABASE_URL:  postgres://******:******@ec2-⟨ip⟩.compute-1.amazonaws.com:5432/⟨db⟩",
                "REDIS_URL:     redis://:*****@ec2-⟨ip⟩.compute-1.amazonaws.com:6379",
            ),
            "Token in the CI log was printed as *** (GitHub masks it), prefix ⟨gh⟩ only.",
        ),
        lambda r: {
            "sk": SK + "live_",
            "last": pick(r, ALNUM, 4),
            "d": between(r, 2, 90),
            "akl": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 4),
            "ip": "-".join(between(r, 3, 250) for _ in range(4)),
            "db": pick(r, "abcdefghijklmnopqrstuvwxyz", 14),
            "gh": GHP,
        },
        n=6,
    ),
    Kind(
        "secret-references",
        (
            "          NPM_TOKEN: ${{ secrets.NPM_PUBLISH_TOKEN }}  # run ⟨run⟩",
            "arn:aws:secretsmanager:eu-west-1:⟨acct⟩:secret:prod/checkout/stripe-⟨suffix⟩",
            "@Microsoft.KeyVault(SecretUri=https://kv-intranet.vault.azure.net/secrets/"
            "SqlPassword/⟨ver⟩)",
            block(
                "        env:",
                "          - name: DB_PASSWORD",
                "            valueFrom:",
                "              secretKeyRef:",
                "                name: orders-db-⟨suffix2⟩",
                "                key: password",
            ),
            "gcloud secrets versions access ⟨n⟩ --secret=bq-loader-sa --project ⟨proj⟩",
            "op read 'op://Client-⟨suffix2⟩/Stripe live/credential'",
        ),
        lambda r: {
            "run": num(r, 10),
            "acct": num(r, 12),
            "suffix": pick(r, ALNUM, 6),
            "suffix2": pick(r, LOWER_ALNUM, 5),
            "ver": hexs(r, 32),
            "n": between(r, 1, 14),
            "proj": one(r, ("acme-data-prod", "ledger-analytics")),
        },
        n=6,
    ),
    Kind(
        "secret-scanner-patterns",
        (
            'detector rule: re.compile(r"⟨gh⟩[A-Za-z0-9]{36}") plus entropy > ⟨e⟩',
            "Allow-listed in .gitleaks.toml: regexes = ['''⟨ak⟩EXAMPLE'''] "
            "for docs fixtures (rule ⟨rule⟩)",
        ),
        lambda r: {
            "gh": GHP,
            "ak": AKIA + one(r, ("IOSFODNN7", "XXXXXXXXX", "000000000")),
            "e": f"{r.uniform(3.2, 4.8):.2f}",
            "rule": f"aws-key-{r.randint(1, 99)}",
        },
        n=4,
    ),
)
