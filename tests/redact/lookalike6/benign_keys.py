"""Benign look-alikes: public keys, certificates, fingerprints, signatures of public artifacts,
public-by-design client identifiers and committed ciphertext."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike6.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    Kind,
    V,
    a,
    b64,
    b64_of,
    b64url,
    bb,
    colon_hex,
    d,
    h,
    hexs,
    one,
    pick,
    u4,
    uh,
    wrap,
)

_B64 = ALNUM + "+/"


def _ed25519_pub(r: Random) -> str:
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, _B64, 43)


def _rsa_pub(r: Random) -> str:
    return "AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + pick(r, _B64, 180)


def _cert_body(r: Random) -> str:
    return wrap("MIID" + b64(r, 420)[4:])


def _pgp_pub_body(r: Random) -> str:
    return wrap("mDME" + b64(r, 300)[4:])


SSH_HOST_FINGERPRINTS = Kind(
    "ssh_host_fingerprints",
    (
        "The authenticity of host 'bastion.⟨dom⟩ (10.0.⟨o⟩.4)' can't be established.\n"
        "ED25519 key fingerprint is SHA256:⟨fp⟩.\nThis key is not known by any other names.",
        "GitHub's published RSA host key fingerprint is SHA256:⟨fp⟩ — matches known_hosts.",
        "$ ssh-keygen -lf /etc/ssh/ssh_host_ecdsa_key.pub\n256 SHA256:⟨fp⟩ root@build-⟨o⟩ (ECDSA)",
        "Old style fingerprint from the vendor doc: MD5:⟨md5⟩",
    ),
    V(
        dom=one("acme.dev", "ledgerly.io", "pixelforge.games"),
        o=d(2),
        fp=lambda r: pick(r, _B64, 43),
        md5=lambda r: ":".join(hexs(r, 2) for _ in range(16)),
    ),
    n=6,
)

SSH_PUBLIC_KEYS = Kind(
    "ssh_public_keys",
    (
        "Added the deploy key (public half) to the repo: ssh-ed25519 ⟨ed⟩ deploy@⟨host⟩",
        "# ~/.ssh/authorized_keys on the build box\nssh-ed25519 ⟨ed⟩ ⟨user⟩@laptop\n"
        "ssh-rsa ⟨rsa⟩ ci@⟨host⟩",
        "bastion.⟨dom⟩ ssh-ed25519 ⟨ed⟩",
    ),
    V(
        ed=_ed25519_pub,
        rsa=_rsa_pub,
        host=one("runner-03", "jenkins-agent", "fw-flasher"),
        user=one("maria", "kenji", "olu", "priya"),
        dom=one("acme.dev", "ledgerly.io"),
    ),
    n=6,
)

PGP_FINGERPRINTS = Kind(
    "pgp_fingerprints",
    (
        "$ gpg --list-keys releases@⟨dom⟩\npub   ed25519 2024-05-02 [SC] [expires: 2027-05-02]\n"
        "      ⟨fp⟩\nuid           [ultimate] Release Signing <releases@⟨dom⟩>",
        "Tags are signed by ⟨fpg⟩; import it from keys.openpgp.org before verifying.",
        "Debian repo Signed-By key fingerprint: ⟨fp⟩ (long id ⟨lid⟩)",
    ),
    V(
        dom=one("opentiles.org", "ledgerly.io"),
        fp=uh(40),
        fpg=lambda r: " ".join(pick(r, "0123456789ABCDEF", 4) for _ in range(10)),
        lid=uh(16),
    ),
    n=6,
)

PGP_PUBLIC_KEY_BLOCK = Kind(
    "pgp_public_key_block",
    (
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n⟨body⟩\n=⟨crc⟩\n-----END PGP PUBLIC "
        "KEY BLOCK-----",
        "KEYS file for the release managers (public):\n\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n"
        "Comment: ⟨fp⟩\n\n⟨body⟩\n-----END PGP PUBLIC KEY BLOCK-----",
    ),
    V(body=_pgp_pub_body, crc=lambda r: pick(r, _B64, 4), fp=uh(40)),
    n=4,
)

X509_CERTIFICATES = Kind(
    "x509_certificates",
    (
        "-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
        "Intermediate CA that the Android 7 clients were missing (public cert, add to the chain):"
        "\n\n-----BEGIN CERTIFICATE-----\n⟨body⟩\n-----END CERTIFICATE-----",
    ),
    V(body=_cert_body),
    n=4,
)

TLS_CERT_DETAILS = Kind(
    "tls_cert_details",
    (
        "$ openssl x509 -in api.pem -noout -serial -fingerprint -sha256\nserial=⟨serial⟩\n"
        "sha256 Fingerprint=⟨fp⟩",
        "crt.sh shows cert id ⟨crt⟩ for *.⟨dom⟩, serial ⟨serial⟩ — issued by R11.",
        'Pinned SPKI for the payment gateway: pin-sha256="⟨spki⟩"; backup pin="⟨spki2⟩"',
        "Subject Key Identifier: ⟨ski⟩",
    ),
    V(
        serial=uh(36),
        fp=lambda r: colon_hex(r, 32),
        crt=d(11),
        dom=one("ledgerly.io", "acme.dev"),
        spki=bb(32),
        spki2=bb(32),
        ski=lambda r: colon_hex(r, 20),
    ),
    n=6,
)

JWKS_PUBLIC_KEYS = Kind(
    "jwks_public_keys",
    (
        '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
        "The IdP rotated signing keys; new kid ⟨kid⟩ appears in /.well-known/jwks.json with "
        'x="⟨x⟩" (OKP, Ed25519).',
        '{"kty":"EC","crv":"P-256","kid":"⟨kid⟩","x":"⟨x⟩","y":"⟨y⟩"}',
    ),
    V(
        kid=lambda r: r.choice([hexs(r, 40), b64url(r, 32)]),
        n=lambda r: b64url(r, 256),
        x=lambda r: b64url(r, 32),
        y=lambda r: b64url(r, 32),
    ),
    n=6,
)

VPN_AND_AGE_PUBLIC_KEYS = Kind(
    "vpn_and_age_public_keys",
    (
        "[Peer]\n# office gateway\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.⟨o⟩.0.0/16\n"
        "Endpoint = vpn.acme.dev:51820",
        "age recipient for the backups bucket: ⟨age⟩ (private key lives on the restore host only)",
        "minisign public key for the CLI releases: ⟨mini⟩",
        "$ wg show wg0 peers\n⟨wg⟩\n⟨wg2⟩",
    ),
    V(
        wg=lambda r: b64(r, 32),
        wg2=lambda r: b64(r, 32),
        o=d(2),
        age=lambda r: "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        mini=lambda r: "RWQ" + pick(r, _B64, 53),
    ),
    n=6,
)

ARTIFACT_SIGNATURES = Kind(
    "artifact_signatures",
    (
        "$ cosign verify ghcr.io/opentiles/tiles:⟨ver⟩ --certificate-identity-regexp '.*'\n"
        "Verification for ghcr.io/opentiles/tiles:⟨ver⟩ --\n  - The signatures were verified "
        'against the specified public key\n[{"critical":{"image":{"docker-manifest-digest":'
        '"sha256:⟨dg⟩"}},"optional":{"Bundle":{"SignedEntryTimestamp":"⟨set⟩"}}}]',
        "tiles-⟨ver⟩.tar.gz.sig (published next to the release): ⟨sig⟩",
        "Rekor entry for the ⟨ver⟩ release: log index ⟨idx⟩, uuid ⟨rek⟩",
        "untrusted comment: signature from minisign secret key\n⟨msig⟩\n"
        "trusted comment: timestamp:⟨ts⟩\tfile:tiles-⟨ver⟩.zip",
    ),
    V(
        ver=lambda r: f"v{r.randint(0, 3)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        dg=h(64),
        set=bb(70),
        sig=lambda r: "MEUCI" + pick(r, _B64, 91),
        idx=d(9),
        rek=h(80),
        msig=lambda r: "RUQ" + pick(r, _B64, 97),
        ts=d(10),
    ),
    n=6,
)

PUBLISHABLE_KEYS = Kind(
    "publishable_keys",
    (
        "Checkout page uses the publishable key ⟨pk⟩ (browser-safe; the secret key is "
        "server-side).",
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=⟨pk⟩",
        "posthog.init('⟨phc⟩', { api_host: 'https://eu.i.posthog.com' })",
        "LaunchDarkly client-side ID for the web app: ⟨ld⟩ (the SDK key is a different thing).",
    ),
    V(
        pk=lambda r: "pk" + "_" + r.choice(["live", "test"]) + "_" + pick(r, ALNUM, 99),
        phc=lambda r: "ph" + "c_" + pick(r, ALNUM, 43),
        ld=h(24),
    ),
    n=8,
)

SENTRY_DSN_PUBLIC = Kind(
    "sentry_dsn_public",
    (
        'Sentry.init({ dsn: "https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩", '
        "tracesSampleRate: 0.2 })",
        "VITE_SENTRY_DSN=https://⟨key⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩",
        "The mobile app's DSN (client-side by design) is https://⟨key⟩@o⟨org⟩.ingest.sentry.io/⟨proj⟩",
    ),
    V(key=h(32), org=d(6), proj=d(16)),
    n=6,
)

OAUTH_CLIENT_IDS = Kind(
    "oauth_client_ids",
    (
        "Google sign-in client id (public, in the app bundle): "
        "⟨gnum⟩-⟨gid⟩.apps.googleusercontent.com",
        'GitHub App "acme-ci": app id ⟨appid⟩, client id Iv1.⟨gh⟩',
        "Entra app registration: Application (client) ID ⟨azid⟩, redirect https://app.acme.dev/auth",
        '<meta name="google-signin-client_id" content="⟨gnum⟩-⟨gid⟩.apps.googleusercontent.com">',
    ),
    V(
        gnum=d(12),
        gid=a(LOWER_ALNUM, 32),
        appid=d(6),
        gh=h(16),
        azid=u4(),
    ),
    n=6,
)

MAP_AND_CAPTCHA_SITE_KEYS = Kind(
    "map_and_captcha_site_keys",
    (
        '<div class="g-recaptcha" data-sitekey="6L⟨rc⟩"></div>',
        "mapboxgl.accessToken = '⟨mb⟩'; // public pk. token, URL-restricted to *.acme.dev",
        "Turnstile site key for the signup form: 0x4AAAAAAA⟨ts⟩ (the secret key is only "
        "in the API).",
    ),
    V(
        rc=a(B64URL, 38),
        mb=lambda r: "pk." + b64url(r, 42) + "." + pick(r, B64URL, 22),
        ts=a(B64URL, 14),
    ),
    n=6,
)

SOPS_CIPHERTEXT = Kind(
    "sops_ciphertext",
    (
        "db:\n    password: ENC[AES256_GCM,data:⟨data⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\nsops:\n"
        "    kms:\n        - arn: arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨kid⟩",
        '"api_token": "ENC[AES256_GCM,data:⟨data⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]"',
        "sops:\n    age:\n        - recipient: age1⟨agr⟩\n    lastmodified: "
        '"2026-02-03T10:11:12Z"\n'
        "    mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]",
    ),
    V(
        data=bb(27),
        iv=bb(32),
        tag=bb(16),
        acct=d(12),
        kid=u4(),
        agr=a("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
        mac=bb(48),
    ),
    n=6,
)

ANSIBLE_VAULT_CIPHERTEXT = Kind(
    "ansible_vault_ciphertext",
    (
        "$ANSIBLE_VAULT;1.1;AES256\n⟨body⟩",
        "group_vars/prod/vault.yml is committed encrypted:\n\n$ANSIBLE_VAULT;1.2;AES256;prod\n"
        "⟨body⟩",
        "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n⟨ind⟩",
    ),
    V(
        body=lambda r: "\n".join(hexs(r, 80) for _ in range(4)),
        ind=lambda r: "\n".join("  " + hexs(r, 80) for _ in range(3)),
    ),
    n=6,
)

SEALED_SECRETS_CIPHERTEXT = Kind(
    "sealed_secrets_ciphertext",
    (
        "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ledger-db\n"
        "spec:\n  encryptedData:\n    password: ⟨enc⟩",
        "kubeseal output for the webhook secret (safe to commit, only the cluster can open it):"
        "\n  encryptedData:\n    signing-key: ⟨enc⟩",
    ),
    V(enc=lambda r: "AgB" + b64(r, 270)[3:]),
    n=4,
)

DNS_KEY_RECORDS = Kind(
    "dns_key_records",
    (
        '$ dig +short TXT ⟨sel⟩._domainkey.⟨dom⟩\n"v=DKIM1; k=rsa; '
        'p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA⟨p⟩"',
        "⟨dom⟩. 3600 IN DS ⟨tag⟩ 13 2 ⟨ds⟩",
        "Google site verification TXT for ⟨dom⟩: google-site-verification=⟨gsv⟩",
    ),
    V(
        sel=one("s1", "google", "mta2026"),
        dom=one("acme.dev", "ledgerly.io", "opentiles.org"),
        p=lambda r: pick(r, _B64, 300) + "IDAQAB",
        tag=d(5),
        ds=uh(64),
        gsv=a(B64URL, 43),
    ),
    n=6,
)

KUBECONFIG_CA_DATA = Kind(
    "kubeconfig_ca_data",
    (
        "clusters:\n- cluster:\n    certificate-authority-data: ⟨ca⟩\n"
        "    server: https://⟨api⟩.gr7.eu-west-1.eks.amazonaws.com\n  name: ⟨cl⟩",
        "The webhook's caBundle is the cluster CA (public): caBundle: ⟨ca⟩",
    ),
    V(
        ca=lambda r: b64_of("-----BEGIN CERTIFICATE-----\nMIIC" + b64(r, 90)[4:]),
        api=uh(32),
        cl=one("prod-eu", "staging", "ml-gpu"),
    ),
    n=4,
)

ANDROID_SIGNING_FINGERPRINTS = Kind(
    "android_signing_fingerprints",
    (
        "$ keytool -list -v -keystore debug.keystore -alias androiddebugkey\n"
        "Certificate fingerprints:\n\t SHA1: ⟨s1⟩\n\t SHA256: ⟨s256⟩",
        "Add the upload cert SHA-1 ⟨s1⟩ to the Firebase project for Google sign-in.",
        '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": '
        '"android_app", "package_name": "com.acme.wallet", "sha256_cert_fingerprints": '
        '["⟨s256⟩"]}}]',
        '<pin-set expiration="2027-01-01">\n    <pin digest="SHA-256">⟨pin⟩</pin>\n</pin-set>',
    ),
    V(s1=lambda r: colon_hex(r, 20), s256=lambda r: colon_hex(r, 32), pin=bb(32)),
    n=6,
)

KEY_MANAGEMENT_IDS = Kind(
    "key_management_ids",
    (
        "KMS key for the ledger bucket: arn:aws:kms:eu-west-1:⟨acct⟩:key/⟨kid⟩ (alias/ledger-s3).",
        "projects/⟨proj⟩/locations/global/keyRings/app/cryptoKeys/tokens/cryptoKeyVersions/⟨v⟩",
        "Vault transit key 'payments-pii' is at version ⟨v⟩; min_decryption_version ⟨v0⟩.",
        "Key Vault key id https://kv-acme-prod.vault.azure.net/keys/signing/⟨azv⟩",
    ),
    V(
        acct=d(12),
        kid=u4(),
        proj=one("acme-prod-381920", "dp-ingest-220114"),
        v=lambda r: str(r.randint(4, 30)),
        v0=lambda r: str(r.randint(1, 3)),
        azv=h(32),
    ),
    n=6,
)

KEYS: tuple[Kind, ...] = (
    SSH_HOST_FINGERPRINTS,
    SSH_PUBLIC_KEYS,
    PGP_FINGERPRINTS,
    PGP_PUBLIC_KEY_BLOCK,
    X509_CERTIFICATES,
    TLS_CERT_DETAILS,
    JWKS_PUBLIC_KEYS,
    VPN_AND_AGE_PUBLIC_KEYS,
    ARTIFACT_SIGNATURES,
    PUBLISHABLE_KEYS,
    SENTRY_DSN_PUBLIC,
    OAUTH_CLIENT_IDS,
    MAP_AND_CAPTCHA_SITE_KEYS,
    SOPS_CIPHERTEXT,
    ANSIBLE_VAULT_CIPHERTEXT,
    SEALED_SECRETS_CIPHERTEXT,
    DNS_KEY_RECORDS,
    KUBECONFIG_CA_DATA,
    ANDROID_SIGNING_FINGERPRINTS,
    KEY_MANAGEMENT_IDS,
)
