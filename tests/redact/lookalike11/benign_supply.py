"""Benign look-alikes from the build and supply chain: GitLab CI, Renovate, Docker Hub and
GHCR, npm/PyPI/crates publishing and lockfiles, git and GPG signatures, SSH, age/sops,
1Password references, WireGuard and Tailscale, release checksums and signatures."""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike11.gen import (
    ALNUM,
    BECH32,
    LOWER_ALNUM,
    Kind,
    b64,
    day,
    ec_public_pem,
    epoch,
    hexs,
    num,
    person,
    pick,
    sri,
    stamp,
    ts_ip,
    uhex,
    uuid4,
    weekday,
    wrap,
)

_LAYERS = ("5f70bf18a086", "a483da8ab3e9", "e2eb06d8af82")


def _ver(r: Random) -> str:
    return f"{r.randint(0, 4)}.{r.randint(0, 19)}.{r.randint(0, 30)}"


def _ci(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 8),
        "img": hexs(r, 64),
        "dig": hexs(r, 64),
        "runner": pick(r, ALNUM, 8),
        "sys": "s_" + hexs(r, 12),
        "job": num(r, 10),
        "ver": _ver(r),
    }


GITLAB_REFS = Kind(
    "gitlab-ci-variable-refs",
    (
        "publish:npm:\n  stage: release\n  image: node:20-alpine\n  rules:\n"
        "    - if: $CI_COMMIT_TAG\n  script:\n"
        '    - echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc\n'
        "    - npm publish --access public\n# job ⟨job⟩ published @thermia/sdk@⟨ver⟩",
        "flash:bench:\n  tags: [bench-usb]\n  script:\n"
        '    - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" -o fw.bin '
        '"$CI_API_V4_URL/projects/$CI_PROJECT_ID/packages/generic/fw/⟨ver⟩/thermia-fw.bin"\n'
        "    - esptool.py --chip esp32s3 write_flash 0x10000 fw.bin",
    ),
    _ci,
)

GITLAB_LOG = Kind(
    "gitlab-job-log-masked",
    (
        "Running with gitlab-runner 17.9.1 (2a4c3bd1)\n  on thermia-hetzner-01 ⟨runner⟩, "
        "system ID: ⟨sys⟩\nUsing docker image sha256:⟨img⟩ for node:20-alpine with digest "
        "node@sha256:⟨dig⟩ ...\nChecking out ⟨sha⟩ as detached HEAD (ref is v⟨ver⟩)...\n"
        '$ echo "//registry.npmjs.org/:_authToken=[MASKED]" > .npmrc\n$ npm publish\n'
        "Job succeeded",
        "GitLab job ⟨job⟩ printed `Authorization: Bearer [MASKED]` in the curl -v output — "
        "masking worked; still switched the step to --silent. Runner ⟨runner⟩ (⟨sys⟩).",
    ),
    _ci,
    n=6,
)


def _renovate(r: Random) -> dict[str, str]:
    return {
        "enc": "wcFMA" + b64(r, 380).rstrip("="),
        "enc2": "wcFMA" + b64(r, 300).rstrip("="),
        "a": hexs(r, 7),
        "b": hexs(r, 7),
        "c": hexs(r, 7),
        "d": hexs(r, 7),
        "pr": str(r.randint(300, 900)),
    }


RENOVATE_ENC = Kind(
    "renovate-encrypted-hostrules",
    (
        '{\n  "extends": ["config:recommended", ":pinDigests"],\n  "hostRules": [\n    {\n'
        '      "matchHost": "npm.pkg.github.com",\n      "encrypted": {\n'
        '        "token": "⟨enc⟩"\n      }\n    }\n  ]\n}',
        "renovate.json: the Docker Hub hostRule uses an `encrypted.password` value "
        "(⟨enc2⟩) — PGP-encrypted to Renovate's public key, only the bot can decrypt it.",
    ),
    _renovate,
)

RENOVATE_PR = Kind(
    "renovate-pr-digest-table",
    (
        "Renovate MR !⟨pr⟩ — This MR contains the following updates:\n\n"
        "| Package | Type | Update | Change |\n|---|---|---|---|\n"
        "| node | final | digest | `⟨a⟩` -> `⟨b⟩` |\n"
        "| ghcr.io/thermia/ingest | stage | digest | `⟨c⟩` -> `⟨d⟩` |",
        "Renovate keeps proposing `espressif/idf` digest ⟨a⟩ → ⟨b⟩ (MR !⟨pr⟩); pinned it "
        "in packageRules until the flash-size regression is understood.",
    ),
    _renovate,
)


def _docker(r: Random) -> dict[str, str]:
    return {
        "tag": f"2026.03.{r.randint(1, 31)}",
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "size": str(r.randint(900, 3000)),
        "layer": r.choice(_LAYERS),
        "new": hexs(r, 12),
        "idx": num(r, 9),
    }


DOCKER_PUSH = Kind(
    "docker-push-digest",
    (
        "$ docker push thermia/ingest:⟨tag⟩\nThe push refers to repository "
        "[docker.io/thermia/ingest]\n⟨new⟩: Pushed\n⟨layer⟩: Layer already exists\n"
        "⟨tag⟩: digest: sha256:⟨dig⟩ size: ⟨size⟩",
        "$ docker buildx imagetools inspect ghcr.io/thermia/ingest:⟨tag⟩\nName:      "
        "ghcr.io/thermia/ingest:⟨tag⟩\nMediaType: application/vnd.oci.image.index.v1+json\n"
        "Digest:    sha256:⟨dig⟩\n\nManifests:\n  Name:      ghcr.io/thermia/ingest:⟨tag⟩"
        "@sha256:⟨dig2⟩\n  Platform:  linux/arm64",
    ),
    _docker,
)


def _cosign(r: Random) -> dict[str, str]:
    v = _docker(r)
    v["pub"] = ec_public_pem(r)
    v["set"] = "MEUCI" + b64(r, 66)
    return v


COSIGN = Kind(
    "cosign-ghcr-verify",
    (
        "$ cosign sign --key op://Infra/cosign/private-key ghcr.io/thermia/ingest@sha256:⟨dig⟩"
        "\nPushing signature to: ghcr.io/thermia/ingest\ntlog entry created with index: ⟨idx⟩",
        "cosign.pub (public, committed at deploy/cosign.pub):\n\n⟨pub⟩\n\n"
        "Rekor SignedEntryTimestamp for ⟨tag⟩: ⟨set⟩",
    ),
    _cosign,
)


def _npm(r: Random) -> dict[str, str]:
    s = sri(r)
    return {
        "ver": _ver(r),
        "shasum": hexs(r, 40),
        "sri_short": s[:21] + "[...]" + s[-16:],
        "sri": s,
        "kb": f"{r.randint(5, 40)}.{r.randint(0, 9)}",
    }


NPM_PUBLISH = Kind(
    "npm-publish-notice",
    (
        "npm notice 📦  @thermia/sdk@⟨ver⟩\nnpm notice Tarball Details\nnpm notice name: "
        "@thermia/sdk\nnpm notice version: ⟨ver⟩\nnpm notice package size: ⟨kb⟩ kB\n"
        "npm notice shasum: ⟨shasum⟩\nnpm notice integrity: ⟨sri_short⟩\n"
        "npm notice total files: 7",
        '"node_modules/@thermia/sdk": {\n  "version": "⟨ver⟩",\n  "resolved": '
        '"https://registry.npmjs.org/@thermia/sdk/-/sdk-⟨ver⟩.tgz",\n  "integrity": "⟨sri⟩"\n}',
    ),
    _npm,
)


def _lock(r: Random) -> dict[str, str]:
    return {
        "sri": sri(r),
        "sri2": sri(r),
        "v1": _ver(r),
        "v2": _ver(r),
        "pkg": r.choice(("mqtt", "zod", "date-fns-tz", "@upstash/redis")),
    }


LOCKFILE = Kind(
    "js-lockfile-integrity",
    (
        "pnpm-lock.yaml after the Renovate bump:\n\n  ⟨pkg⟩@⟨v1⟩:\n    resolution: "
        "{integrity: ⟨sri⟩}\n    engines: {node: '>=18'}",
        '"node_modules/⟨pkg⟩": {\n  "version": "⟨v2⟩",\n  "integrity": "⟨sri2⟩",\n'
        '  "license": "MIT"\n}',
    ),
    _lock,
)


def _py(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "ver": _ver(r),
        "size": str(r.randint(10000, 90000)),
        "dep": r.choice(("paho-mqtt==2.1.0", "httpx==0.28.1", "pydantic==2.10.6")),
    }


PYPI_HASHES = Kind(
    "python-hash-pins",
    (
        "⟨dep⟩ \\\n    --hash=sha256:⟨h1⟩ \\\n    --hash=sha256:⟨h2⟩",
        '[[package]]\nname = "thermia-cli"\nversion = "⟨ver⟩"\nsource = { registry = '
        '"https://pypi.org/simple" }\nsdist = { url = "https://files.pythonhosted.org/'
        'packages/thermia_cli-⟨ver⟩.tar.gz", hash = "sha256:⟨h1⟩", size = ⟨size⟩ }',
        "twine upload dist/* → View at https://pypi.org/project/thermia-cli/⟨ver⟩/ "
        "(wheel sha256 ⟨h2⟩); uploaded via trusted publishing, no API token stored.",
    ),
    _py,
    n=6,
)


def _cargo(r: Random) -> dict[str, str]:
    return {
        "c1": hexs(r, 64),
        "c2": hexs(r, 64),
        "ver": _ver(r),
        "crate": r.choice(("serde", "tokio", "rumqttc", "prost", "heapless")),
    }


CARGO = Kind(
    "cargo-lock-checksums",
    (
        '[[package]]\nname = "⟨crate⟩"\nversion = "⟨ver⟩"\nsource = '
        '"registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "⟨c1⟩"',
        "cargo publish -p thermia-proto: Uploaded thermia-proto v⟨ver⟩ to registry "
        "`crates-io`; .crate sha256 ⟨c2⟩ matches the index entry.",
    ),
    _cargo,
)


def _gpg_day(r: Random) -> str:
    dom = r.randint(1, 28)
    return f"{weekday(2026, 3, dom)[:3]} {dom:02d} Mar 2026"


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "key": uhex(r, 40),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "who": person(r),
        "d": _gpg_day(r),
        "t": f"{r.randint(8, 19):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}",
    }


GIT_SIGNED = Kind(
    "git-signed-commits",
    (
        "$ git log --show-signature -1\ncommit ⟨sha⟩\ngpg: Signature made ⟨d⟩ ⟨t⟩ EET\n"
        "gpg:                using EDDSA key ⟨key⟩\ngpg: Good signature from "
        '"⟨who⟩ <dev@thermia.io>" [ultimate]\nAuthor: ⟨who⟩ <dev@thermia.io>\n\n'
        "    fw: debounce relay on setpoint change",
        '$ git verify-commit ⟨sha⟩\nGood "git" signature for dev@thermia.io with ED25519 '
        "key SHA256:⟨fp⟩",
    ),
    _git,
)


def _gpg(r: Random) -> dict[str, str]:
    fpr = uhex(r, 40)
    body = base64.b64encode(b"\x98\x33\x04" + r.randbytes(220)).decode()
    return {
        "fpr": fpr,
        "short": fpr[-16:],
        "sub": uhex(r, 16),
        "block": wrap(body),
        "crc": base64.b64encode(r.randbytes(3)).decode(),
        "d": day(r),
    }


GPG_PUBLIC = Kind(
    "gpg-public-key",
    (
        "$ gpg --list-keys --keyid-format long releases@thermia.io\npub   ed25519/⟨short⟩ "
        "⟨d⟩ [SC] [expires: 2028-03-01]\n      ⟨fpr⟩\nuid                 [ultimate] Thermia "
        "Releases <releases@thermia.io>\nsub   cv25519/⟨sub⟩ ⟨d⟩ [E]",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n⟨block⟩\n=⟨crc⟩\n"
        "-----END PGP PUBLIC KEY BLOCK-----",
    ),
    _gpg,
)


def _ssh_pub(r: Random) -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + r.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def _ssh(r: Random) -> dict[str, str]:
    return {
        "pub": _ssh_pub(r),
        "pub2": _ssh_pub(r),
        "salt": b64(r, 20),
        "hash": b64(r, 20),
        "fp": base64.b64encode(r.randbytes(32)).decode().rstrip("="),
        "who": person(r).lower().replace("á", "a").replace("é", "e").replace("š", "s"),
    }


SSH_PUBLIC = Kind(
    "ssh-public-and-known-hosts",
    (
        "~/.ssh/authorized_keys on the bench Pi:\n⟨pub⟩ ⟨who⟩@thermia-laptop\n"
        "⟨pub2⟩ gitlab-runner@bench",
        "|1|⟨salt⟩|⟨hash⟩ ⟨pub⟩",
        "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨fp⟩ ⟨who⟩@thermia-laptop (ED25519)",
    ),
    _ssh,
    n=6,
)


def _age_pub(r: Random) -> str:
    return "age1" + pick(r, BECH32, 58)


def _age(r: Random) -> dict[str, str]:
    return {
        "a1": _age_pub(r),
        "a2": _age_pub(r),
        "acct": num(r, 12),
        "kms": uuid4(r),
        "who": person(r),
    }


AGE_RECIPIENTS = Kind(
    "age-recipients-sops-config",
    (
        "creation_rules:\n  - path_regex: deploy/.*\\.enc\\.yaml$\n    age: >-\n"
        "      ⟨a1⟩,\n      ⟨a2⟩\n    kms: arn:aws:kms:eu-north-1:⟨acct⟩:key/⟨kms⟩",
        "$ age-keygen -y ~/.config/sops/age/keys.txt\n⟨a1⟩\n(⟨who⟩'s public recipient — "
        "added to .sops.yaml; the identity file itself stays on the laptop)",
    ),
    _age,
)


def _enc(r: Random, n: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"


def _sops(r: Random) -> dict[str, str]:
    body = base64.b64encode(b"age-encryption.org/v1\n-> X25519 " + r.randbytes(150)).decode()
    return {
        "e1": _enc(r, 24),
        "e2": _enc(r, 57),
        "mac": _enc(r, 64),
        "age": _age_pub(r),
        "blob": wrap(body).replace("\n", "\n            "),
        "ts": stamp(r),
    }


SOPS_FILE = Kind(
    "sops-encrypted-yaml",
    (
        "stripe:\n    webhook_secret: ⟨e1⟩\nneon:\n    database_url: ⟨e2⟩\nsops:\n"
        "    age:\n        - recipient: ⟨age⟩\n          enc: |\n"
        "            -----BEGIN AGE ENCRYPTED FILE-----\n            ⟨blob⟩\n"
        '            -----END AGE ENCRYPTED FILE-----\n    lastmodified: "⟨ts⟩"\n'
        "    mac: ⟨mac⟩\n    version: 3.9.4",
        "deploy/prod.enc.yaml diff only touched one value: `mqtt_password: ⟨e1⟩` — "
        "sops re-encrypted it, plaintext never hit git.",
    ),
    _sops,
)


def _op(r: Random) -> dict[str, str]:
    return {
        "item": pick(r, LOWER_ALNUM, 26),
        "vault": r.choice(("Infra", "Thermia-Dev", "Devices", "Mobile")),
        "who": person(r),
        "ts": stamp(r),
    }


OP_REFS = Kind(
    "onepassword-references",
    (
        "# .env.tpl — `op run --env-file=.env.tpl -- pnpm dev`\n"
        "DATABASE_URL=op://⟨vault⟩/neon-dev/connection string\n"
        "STRIPE_SECRET_KEY=op://⟨vault⟩/stripe-test/credential\n"
        "CLERK_SECRET_KEY=op://⟨vault⟩/clerk-dev/secret key",
        "$ op item get ⟨item⟩ --vault ⟨vault⟩ --fields label=password\n"
        "[use 'op item get ⟨item⟩ --reveal' to reveal]",
        "Wi-Fi PSK for the test lab SSID is in op://⟨vault⟩/lab-wifi/password (item ⟨item⟩), "
        "last edited by ⟨who⟩ at ⟨ts⟩.",
    ),
    _op,
    n=6,
)


def _wg_pub(r: Random) -> str:
    return base64.b64encode(r.randbytes(32)).decode()


def _wg(r: Random) -> dict[str, str]:
    return {
        "me": _wg_pub(r),
        "peer": _wg_pub(r),
        "peer2": _wg_pub(r),
        "ip": f"198.51.100.{r.randint(2, 250)}",
        "n": str(r.randint(2, 60)),
        "rx": f"{r.randint(1, 900)}.{r.randint(10, 99)}",
    }


WIREGUARD = Kind(
    "wireguard-public-config",
    (
        "$ sudo wg show wg0\ninterface: wg0\n  public key: ⟨me⟩\n  private key: (hidden)\n"
        "  listening port: 51820\n\npeer: ⟨peer⟩\n  endpoint: ⟨ip⟩:51820\n"
        "  allowed ips: 10.77.0.⟨n⟩/32\n  latest handshake: ⟨n⟩ seconds ago\n"
        "  transfer: ⟨rx⟩ KiB received, 1.02 MiB sent",
        "[Peer]\n# factory line gateway\nPublicKey = ⟨peer2⟩\nAllowedIPs = 10.77.0.⟨n⟩/32\n"
        "Endpoint = ⟨ip⟩:51820\nPersistentKeepalive = 25",
    ),
    _wg,
)


def _ts(r: Random) -> dict[str, str]:
    return {
        "ip1": ts_ip(r),
        "ip2": ts_ip(r),
        "node": hexs(r, 64),
        "disco": hexs(r, 64),
        "host": f"hub-lab-{r.randint(1, 30):02d}",
        "tx": str(r.randint(1000, 99999)),
    }


TAILSCALE = Kind(
    "tailscale-status",
    (
        "$ tailscale status\n⟨ip1⟩  build-box            thermia@     linux   -\n"
        "⟨ip2⟩  ⟨host⟩           tagged-devices linux   active; direct 192.0.2.44:41641, "
        "tx ⟨tx⟩ rx 88120",
        "Tailnet node ⟨host⟩: nodekey:⟨node⟩ (public node key), discokey:⟨disco⟩; "
        "tagged tag:hub so the ACL only lets tag:ci reach port 22.",
    ),
    _ts,
)


def _actions(r: Random) -> dict[str, str]:
    return {
        "pin": hexs(r, 40),
        "pin2": hexs(r, 40),
        "ver": f"v{r.randint(3, 5)}.{r.randint(0, 9)}.0",
    }


ACTIONS_REFS = Kind(
    "actions-secret-references",
    (
        "      - uses: docker/login-action@⟨pin⟩ # ⟨ver⟩\n        with:\n"
        "          registry: ghcr.io\n          username: ${{ github.actor }}\n"
        "          password: ${{ secrets.GITHUB_TOKEN }}",
        "      - uses: cloudflare/wrangler-action@⟨pin2⟩ # ⟨ver⟩\n        with:\n"
        "          apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n"
        "          accountId: ${{ vars.CLOUDFLARE_ACCOUNT_ID }}",
    ),
    _actions,
)


def _sums(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 64),
        "h2": hexs(r, 64),
        "h3": hexs(r, 64),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 20)}",
        "sig": "RUQ" + b64(r, 71),
        "sig2": b64(r, 64),
        "ts": epoch(r),
        "pub": "RWQ" + b64(r, 39),
    }


RELEASE_SUMS = Kind(
    "release-checksums-signature",
    (
        "⟨h1⟩  thermia-fw-⟨ver⟩-esp32s3.bin\n⟨h2⟩  thermia-fw-⟨ver⟩-esp32s3.elf\n"
        "⟨h3⟩  hub-os-2026.03.2.mender",
        "untrusted comment: signature from minisign secret key\n⟨sig⟩\n"
        "trusted comment: timestamp:⟨ts⟩\tfile:SHA256SUMS\thashed\n⟨sig2⟩",
        "Verify a release: `minisign -Vm SHA256SUMS -P ⟨pub⟩` then `sha256sum -c "
        "SHA256SUMS` (fw ⟨ver⟩ bin should be ⟨h1⟩).",
    ),
    _sums,
    n=6,
)


def _compose(r: Random) -> dict[str, str]:
    return {"pg": f"16.{r.randint(1, 8)}", "port": str(r.randint(5432, 5499)), "ver": _ver(r)}


COMPOSE = Kind(
    "compose-env-references",
    (
        "services:\n  db:\n    image: postgres:⟨pg⟩-alpine\n    environment:\n"
        "      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?copy .env.example to .env}\n"
        '    ports: ["⟨port⟩:5432"]\n  ingest:\n    image: thermia/ingest:⟨ver⟩\n'
        "    environment:\n      DATABASE_URL: postgres://thermia:${POSTGRES_PASSWORD}@db:5432/"
        "thermia",
        "services:\n  mosquitto:\n    image: eclipse-mosquitto:2\n    secrets:\n"
        "      - mqtt_passwd\nsecrets:\n  mqtt_passwd:\n    file: ./secrets/mosquitto.passwd"
        "   # generated locally with mosquitto_passwd, git-ignored\n# ingest ⟨ver⟩ on port ⟨port⟩",
    ),
    _compose,
)


def _ota(r: Random) -> dict[str, str]:
    return {
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 20)}",
        "sha": hexs(r, 64),
        "size": str(r.randint(1_400_000, 1_900_000)),
        "sig": "MEUCI" + b64(r, 66),
        "pct": str(r.choice((1, 5, 10, 25, 50, 100))),
    }


OTA_MANIFEST = Kind(
    "ota-release-manifest",
    (
        '{\n  "version": "⟨ver⟩",\n  "url": "https://fw.thermia.io/fw/⟨ver⟩/thermia-fw.bin",\n'
        '  "sha256": "⟨sha⟩",\n  "size": ⟨size⟩,\n  "sig": "⟨sig⟩",\n'
        '  "key_id": "ota-2026-01",\n  "rollout_percent": ⟨pct⟩\n}',
        "OTA ⟨ver⟩ staged at ⟨pct⟩%: manifest sha256 ⟨sha⟩, ECDSA sig ⟨sig⟩ (checked on-device "
        "against the public key baked into the bootloader).",
    ),
    _ota,
)

SUPPLY: tuple[Kind, ...] = (
    GITLAB_REFS,
    GITLAB_LOG,
    RENOVATE_ENC,
    RENOVATE_PR,
    DOCKER_PUSH,
    COSIGN,
    NPM_PUBLISH,
    LOCKFILE,
    PYPI_HASHES,
    CARGO,
    GIT_SIGNED,
    GPG_PUBLIC,
    SSH_PUBLIC,
    AGE_RECIPIENTS,
    SOPS_FILE,
    OP_REFS,
    WIREGUARD,
    TAILSCALE,
    ACTIONS_REFS,
    RELEASE_SUMS,
    COMPOSE,
    OTA_MANIFEST,
)

__all__ = ["SUPPLY"]
