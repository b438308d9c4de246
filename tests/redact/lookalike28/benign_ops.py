"""Benign look-alikes from operations: build ids and image digests, public keys, AWS and
Kubernetes ids, Grafana uids, CDN trace ids, serials, versions, fingerprints, SSH public
keys and encrypted-at-rest (sops, sealed) values. None is a secret."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike28.gen import (
    ALNUM,
    LOWER_ALNUM,
    UHEX,
    UPPER_ALNUM,
    Kind,
    age_recipient,
    b64,
    b64_bytes,
    clock,
    date_2028,
    ed25519_public_blob,
    epoch_2028,
    hexs,
    num,
    pick,
    rsa_public_pem_body,
    uuid4,
    wrap,
)

_REGIONS = ("ca-central-1", "us-east-1", "us-west-2")
_K8S_ALPHA = "bcdfghjklmnpqrstvwxz2456789"
_SERVICES = ("packager", "keyserver", "ad-stitcher", "manifest-proxy", "license-proxy")


def _ci(r: Random) -> dict[str, str]:
    sha = hexs(r, 40)
    date = date_2028(r).replace("-", "")
    return {
        "run": num(r, 11),
        "job": num(r, 11),
        "sha": sha,
        "short": sha[:7],
        "bk": num(r, 5),
        "ver": f"3.{r.randint(0, 9)}.{r.randint(0, 20)}+{date}.{sha[:7]}",
        "tar": hexs(r, 64),
        "svc": r.choice(_SERVICES),
        "bid": uuid4(r),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "d3": hexs(r, 64),
        "svc": r.choice(_SERVICES),
        "tag": f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
        "size": num(r, 4),
    }


def _cf_public(r: Random) -> dict[str, str]:
    body = rsa_public_pem_body(r)
    return {
        "pem": body,
        "pemj": body.replace("\n", "\\n"),
        "kp": "K" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 13),
        "kp2": "K" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 13),
        "kg": uuid4(r),
        "ref": f"aurore-{date_2028(r)}",
        "etag": "E" + pick(r, UPPER_ALNUM, 13),
    }


def _aws_ids(r: Random) -> dict[str, str]:
    region = r.choice(_REGIONS)
    return {
        "dist": "E" + pick(r, UPPER_ALNUM, 13),
        "inv": "I" + pick(r, UPPER_ALNUM, 13),
        "req": uuid4(r),
        "s3req": pick(r, UHEX, 16),
        "id2": b64(r, 57),
        "ec2": "i-0" + hexs(r, 16),
        "kms": f"arn:aws:kms:{region}:{num(r, 12)}:key/{uuid4(r)}",
        "job": f"{num(r, 13)}-{pick(r, LOWER_ALNUM, 6)}",
        "region": region,
    }


def _k8s(r: Random) -> dict[str, str]:
    svc = r.choice(_SERVICES)
    rs = pick(r, _K8S_ALPHA, 10)
    return {
        "pod": f"{svc}-{rs}-{pick(r, _K8S_ALPHA, 5)}",
        "rs": f"{svc}-{rs}",
        "uid": uuid4(r),
        "rv": num(r, 9),
        "cid": hexs(r, 64),
        "img": hexs(r, 64),
        "node": f"aws:///{r.choice(_REGIONS)}{r.choice('abd')}/i-0{hexs(r, 16)}",
        "cm": pick(r, _K8S_ALPHA, 10),
        "svc": svc,
    }


def _grafana(r: Random) -> dict[str, str]:
    return {
        "uid": pick(r, ALNUM, r.choice((9, 14))),
        "ds": "P" + pick(r, UHEX, 16),
        "ch": num(r, 7),
        "panel": str(r.randint(2, 40)),
        "from": str(epoch_2028(r) * 1000),
        "org": str(r.randint(1, 3)),
    }


def _cdn(r: Random) -> dict[str, str]:
    now = epoch_2028(r)
    pop = r.choice(("yul", "yyz", "mex", "qro", "iad"))
    return {
        "cfid": base64.urlsafe_b64encode(r.randbytes(40)).decode(),
        "akref": f"18.{hexs(r, 8)}.{now}.{hexs(r, 8)}",
        "served": f"cache-{pop}{num(r, 4)}-{pop.upper()}",
        "timer": f"S{now}.{num(r, 6)},VS0,VE{r.randint(1, 80)}",
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "xray": f"1-{hex(now)[2:]}-{hexs(r, 24)}",
        "pop": pop.upper() + str(r.randint(50, 53)) + "-P" + str(r.randint(1, 9)),
    }


def _hw(r: Random) -> dict[str, str]:
    mac = [0x3C, 0xEC, 0xEF] + [r.randrange(256) for _ in range(3)]
    return {
        "mac": ":".join(f"{b:02x}" for b in mac),
        "ptp": "-".join(f"{b:02x}" for b in [*mac[:3], 0xFF, 0xFE, *mac[3:]]).upper(),
        "serial": f"{pick(r, UPPER_ALNUM, 2)}{num(r, 8)}",
        "link": "hd-" + pick(r, LOWER_ALNUM, 24),
        "aja": "0S" + num(r, 7),
        "uuid": uuid4(r),
        "host": r.choice(("enc-live-01", "enc-live-03", "cdmx-edge-2", "mtl-ingest-4")),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "ff": f"{r.choice((6, 7))}.{r.randint(0, 1)}.{r.randint(0, 3)}",
        "x264": f"core 164 r{r.randint(3095, 3120)} {hexs(r, 7)}",
        "cdm": f"4.10.{r.randint(2700, 2900)}.{r.randint(0, 3)}",
        "elem": f"2.{r.randint(24, 27)}.{r.randint(0, 9)}.{num(r, 5)}",
        "shaka": f"v3.{r.randint(2, 5)}.{r.randint(0, 3)}-{hexs(r, 7)}-release",
        "desc": f"v{r.randint(1, 5)}.{r.randint(0, 20)}.{r.randint(0, 9)}-{r.randint(1, 40)}"
        f"-g{hexs(r, 7)}",
        "kern": f"6.{r.randint(6, 12)}.0-{r.randint(1010, 1090)}-aws",
        "chrome": f"{r.randint(140, 150)}.0.{r.randint(7000, 7400)}.{r.randint(10, 200)}",
    }


def _tls(r: Random) -> dict[str, str]:
    return {
        "fp": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "pin": b64(r, 32),
        "pin2": b64(r, 32),
        "serial": ":".join(hexs(r, 2) for _ in range(16)),
        "host": r.choice(("lic.aurore.video", "origin.aurore.video", "keys.aurore.video")),
        "date": date_2028(r),
    }


def _ssh(r: Random) -> dict[str, str]:
    blob = ed25519_public_blob(r.randbytes(32))
    blob2 = ed25519_public_blob(r.randbytes(32))
    rsa = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x81\x00"
    rsa += r.randbytes(384)
    return {
        "ed": b64_bytes(blob),
        "ed2": b64_bytes(blob2),
        "fp": "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("="),
        "rsa": b64_bytes(rsa),
        "who": r.choice(("mgagnon@mbp", "rmendoza@cdmx-lt", "svc-encoder@enc-live-03")),
        "host": r.choice(("jump-mtl.aurore.lan", "10.40.12.33", "enc-live-03.mtl.aurore.lan")),
    }


def _sops(r: Random) -> dict[str, str]:
    def enc(n: int) -> str:
        return f"ENC[AES256_GCM,data:{b64(r, n)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]"

    age_body = "YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + b64(r, 180)
    return {
        "e1": enc(32),
        "e2": enc(44),
        "mac": enc(32),
        "age": age_recipient(r),
        "agebody": wrap(age_body[: len(age_body) - len(age_body) % 4], 64).replace(
            "\n", "\n            "
        ),
        "sealed": "AgB" + b64(r, 540),
        "ts": f"{date_2028(r)}T{clock(r)}Z",
    }


KINDS: tuple[Kind, ...] = (
    Kind(
        "ci_build_ids",
        (
            "GitHub Actions run ⟨run⟩ (job ⟨job⟩) en ⟨sha⟩ : OK",
            "Buildkite #⟨bk⟩ a publié ⟨svc⟩ ⟨ver⟩",
            "sha256(⟨svc⟩-⟨ver⟩.tar.gz) = ⟨tar⟩",
            "El build ⟨bid⟩ de ⟨svc⟩ falló en el commit ⟨short⟩; el siguiente (⟨run⟩) pasó.",
            "GITHUB_SHA=⟨sha⟩\nGITHUB_RUN_ID=⟨run⟩\nBUILD_VERSION=⟨ver⟩",
        ),
        _ci,
        secrets=(),
    ),
    Kind(
        "container_image_digests",
        (
            "image: harbor.aurore.video/video/⟨svc⟩@sha256:⟨d1⟩",
            '"RepoDigests": [\n  "harbor.aurore.video/video/⟨svc⟩@sha256:⟨d1⟩"\n]',
            "Le tag ⟨tag⟩ de ⟨svc⟩ pointe maintenant vers sha256:⟨d2⟩ (avant : sha256:⟨d1⟩)",
            "Manifest list ⟨svc⟩:⟨tag⟩\n  linux/amd64  sha256:⟨d1⟩\n  linux/arm64  sha256:⟨d2⟩"
            "\n  config       sha256:⟨d3⟩ (⟨size⟩ B)",
        ),
        _digests,
        secrets=(),
    ),
    Kind(
        "cloudfront_public_keys",
        (
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            "Clé publique de la key pair ⟨kp⟩ (key group ⟨kg⟩) :\n\n-----BEGIN PUBLIC KEY-----\n"
            "⟨pem⟩\n-----END PUBLIC KEY-----\n",
            '{"PublicKey": {"Id": "⟨kp⟩", "PublicKeyConfig": {"CallerReference": "⟨ref⟩", '
            '"Name": "signed-cookies-2028", "EncodedKey": "-----BEGIN PUBLIC KEY-----\\n⟨pemj⟩'
            '\\n-----END PUBLIC KEY-----\\n"}}, "ETag": "⟨etag⟩"}',
            "Key group ⟨kg⟩ : clés ⟨kp⟩ (active) et ⟨kp2⟩ (ancienne, à retirer en mars)",
        ),
        _cf_public,
        secrets=(),
    ),
    Kind(
        "aws_resource_and_request_ids",
        (
            "aws cloudfront create-invalidation --distribution-id ⟨dist⟩ --paths '/live/*'"
            "\n→ Invalidation ⟨inv⟩ InProgress",
            "S3 403 sur le bucket d'origine : x-amz-request-id ⟨s3req⟩, x-amz-id-2 ⟨id2⟩",
            "MediaConvert job ⟨job⟩ (⟨region⟩) failed, RequestId ⟨req⟩",
            "SSE-KMS con ⟨kms⟩ en el bucket de mezzanines",
            "L'encodeur de secours tourne sur ⟨ec2⟩ (⟨region⟩), distribution ⟨dist⟩",
        ),
        _aws_ids,
        secrets=(),
    ),
    Kind(
        "kubernetes_object_ids",
        (
            "kubectl -n packaging get pod ⟨pod⟩ -o jsonpath='{.metadata.uid}'\n⟨uid⟩",
            'metadata:\n  name: ⟨pod⟩\n  uid: ⟨uid⟩\n  resourceVersion: "⟨rv⟩"\n'
            "  ownerReferences:\n  - kind: ReplicaSet\n    name: ⟨rs⟩",
            "containerID: containerd://⟨cid⟩\nimageID: harbor.aurore.video/video/⟨svc⟩@sha256:"
            "⟨img⟩",
            "El pod ⟨pod⟩ quedó en CrashLoopBackOff en el nodo ⟨node⟩",
            "configMap ⟨svc⟩-config-⟨cm⟩ (hash kustomize) → rollout de ⟨rs⟩",
        ),
        _k8s,
        secrets=(),
    ),
    Kind(
        "grafana_uids_and_queries",
        (
            "https://grafana.aurore.video/d/⟨uid⟩/encoders-live?orgId=⟨org⟩&var-channel=⟨ch⟩"
            "&from=⟨from⟩&viewPanel=⟨panel⟩",
            'rate(medialive_input_loss_seconds_total{channel_id="⟨ch⟩"}[5m]) > 0  '
            "(datasource ⟨ds⟩)",
            '{"datasource": {"type": "prometheus", "uid": "⟨ds⟩"}, "id": ⟨panel⟩}',
            "Tablero ⟨uid⟩: panel ⟨panel⟩ muestra el bitrate del canal ⟨ch⟩",
        ),
        _grafana,
        secrets=(),
    ),
    Kind(
        "cdn_request_and_trace_ids",
        (
            "x-amz-cf-id: ⟨cfid⟩\nx-amz-cf-pop: ⟨pop⟩\nx-cache: Error from cloudfront",
            "Akamai : « Access Denied … Reference #⟨akref⟩ » sur le manifeste DASH",
            "X-Served-By: ⟨served⟩\nX-Timer: ⟨timer⟩\nX-Cache: MISS",
            "traceparent 00-⟨trace⟩-⟨span⟩-01 ; X-Amzn-Trace-Id Root=⟨xray⟩",
            "CloudFront devolvió 502 (x-amz-cf-id ⟨cfid⟩) desde ⟨pop⟩",
        ),
        _cdn,
        secrets=(),
    ),
    Kind(
        "hardware_serials_and_macs",
        (
            "⟨host⟩ : MAC ⟨mac⟩, PTP clockIdentity ⟨ptp⟩",
            "Elemental Link ⟨link⟩ (n/s ⟨serial⟩) branché sur l'input SDI 2",
            "| equipo | serie | MAC |\n|---|---|---|\n| ⟨host⟩ | ⟨serial⟩ | ⟨mac⟩ |\n"
            "| AJA Kona | ⟨aja⟩ | — |",
            "La tarjeta AJA ⟨aja⟩ del ⟨host⟩ tiene el device id ⟨uuid⟩",
        ),
        _hw,
        secrets=(),
    ),
    Kind(
        "software_version_strings",
        (
            "ffmpeg version ⟨ff⟩ built with libx264 ⟨x264⟩",
            "Widevine CDM ⟨cdm⟩ sur Chrome ⟨chrome⟩ : OK ; Elemental Live ⟨elem⟩ : OK",
            "packager --version → packager-⟨shaka⟩",
            "git describe → ⟨desc⟩ ; noyau ⟨kern⟩",
            "Versiones en el encoder de CDMX: ffmpeg ⟨ff⟩, Elemental ⟨elem⟩, kernel ⟨kern⟩",
        ),
        _versions,
        secrets=(),
    ),
    Kind(
        "tls_fingerprints_and_spki_pins",
        (
            "SHA256 Fingerprint=⟨fp⟩ (⟨host⟩, renouvelé le ⟨date⟩)",
            'pin-sha256="⟨pin⟩"; pin-sha256="⟨pin2⟩"; max-age=5184000',
            "Pins SPKI de la app iOS para ⟨host⟩: ⟨pin⟩ (actual) y ⟨pin2⟩ (respaldo)",
            "Serial Number: ⟨serial⟩ — c'est le cert Let's Encrypt de ⟨host⟩",
        ),
        _tls,
        secrets=(),
    ),
    Kind(
        "ssh_public_keys_and_fingerprints",
        (
            "ssh-ed25519 ⟨ed⟩ ⟨who⟩",
            "⟨host⟩ ssh-ed25519 ⟨ed2⟩",
            "Empreinte de la clé hôte de ⟨host⟩ : ⟨fp⟩ (ED25519)",
            "authorized_keys del encoder:\nssh-ed25519 ⟨ed⟩ ⟨who⟩\nssh-rsa ⟨rsa⟩ backup@nas",
        ),
        _ssh,
        secrets=(),
    ),
    Kind(
        "encrypted_at_rest_values",
        (
            "drm:\n    fairplay_ask: ⟨e1⟩\n    widevine_signing_key: ⟨e2⟩\nsops:\n"
            "    age:\n        - recipient: ⟨age⟩\n          enc: |\n"
            "            -----BEGIN AGE ENCRYPTED FILE-----\n            ⟨agebody⟩\n"
            '            -----END AGE ENCRYPTED FILE-----\n    lastmodified: "⟨ts⟩"\n'
            "    mac: ⟨mac⟩\n    version: 3.9.4",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n"
            "  name: keyserver-db\n  namespace: drm\nspec:\n  encryptedData:\n"
            "    password: ⟨sealed⟩",
            "Valeur chiffrée par sops (on peut la committer) : ⟨e1⟩",
            "Destinatario age del repo de configs: ⟨age⟩",
        ),
        _sops,
        secrets=(),
    ),
)
