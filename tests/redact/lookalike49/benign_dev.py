"""Benign look-alikes of the developer side: Sentry DSN public keys and event ids, commit
hashes, GitHub Actions run metadata, Adobe Analytics ids, checksums, public certificates and
SSH keys, version strings and pagination tokens."""

from __future__ import annotations

import hashlib
from random import Random

from tests.redact.lookalike49.gen import (
    B32,
    CERT_HEADER,
    UPPER_ALNUM,
    UPPER_HEX,
    Kind,
    b64,
    b64_of,
    b64url_json,
    b64url_of,
    day,
    der_body,
    ed25519_public_blob,
    epoch,
    hexs,
    num,
    one,
    pick,
    programme,
    ulid,
    uuid4,
    wrap,
)

_CERT = "CERTIFICATE" + "-----"
_PUB = "PUBLIC KEY" + "-----"
_PEOPLE = ("aino", "mikko", "johanna", "elin", "oskar", "sanna", "lars", "emma")
_REPOS = ("play-api", "player-web", "play-packager", "play-infra", "tv-app", "epg-sync")


def _dsn(r: Random) -> dict[str, str]:
    return {
        "pub": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "env": one(r, ("production", "staging", "preview")),
        "rate": one(r, ("0.05", "0.1", "0.2")),
    }


def _sentry_events(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "ev2": hexs(r, 32),
        "short": one(r, ("PLAYER-WEB", "PLAY-API", "TV-APP", "TRANSCODE-WORKER"))
        + "-"
        + pick(r, UPPER_ALNUM, r.randint(2, 4)),
        "rel": f"{r.randint(3, 6)}.{r.randint(0, 40)}.{r.randint(0, 9)}+{hexs(r, 7)}",
        "debug": uuid4(r),
        "trace": hexs(r, 32),
        "issue": num(r, 10),
        "n": str(r.randint(2, 4000)),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "sha2": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "repo": one(r, _REPOS),
        "who": one(r, _PEOPLE),
        "pr": str(r.randint(800, 6000)),
        "tree": hexs(r, 40),
    }


def _actions(r: Random) -> dict[str, str]:
    return {
        "co": hexs(r, 40),
        "gauth": hexs(r, 40),
        "run": num(r, 11),
        "job": num(r, 11),
        "cache": hexs(r, 64),
        "digest": hexs(r, 64),
        "art": num(r, 10),
        "sha": hexs(r, 40),
        "repo": one(r, _REPOS),
        "img": f"2031{r.randint(5, 6):02d}{day(r)}.{r.randint(1, 9)}.0",
    }


def _adobe(r: Random) -> dict[str, str]:
    org = pick(r, UPPER_HEX, 24)
    ecid = num(r, 38)
    return {
        "org": org,
        "ecid": ecid,
        "ecid2": num(r, 38),
        "ts": str(epoch(r)),
        "blob": pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 52),
        "l1": hexs(r, 12),
        "l2": hexs(r, 12),
        "l3": hexs(r, 12),
        "hit": num(r, 13),
        "p": programme(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 64),
        "s2": hexs(r, 64),
        "m1": hexs(r, 32),
        "m2": hexs(r, 32),
        "ep": ulid(r),
        "ep2": ulid(r),
        "b64sha": b64(r, 32),
        "md5b64": b64(r, 16),
        "xx": hexs(r, 16),
        "digest": hexs(r, 64),
        "size": str(r.randint(2_000_000_000, 190_000_000_000)),
    }


def _public_keys(r: Random) -> dict[str, str]:
    pk = r.randbytes(32)
    blob = ed25519_public_blob(pk)
    spki = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return {
        "cert": wrap(der_body(r, CERT_HEADER, 933), 64),
        "ssh": "ssh-ed25519 " + b64_of(blob),
        "who": one(r, _PEOPLE),
        "fp": "SHA256:" + b64_of(hashlib.sha256(blob).digest()).rstrip("="),
        "pub": wrap(b64_of(spki + r.randbytes(256) + bytes.fromhex("0203010001")), 64),
        "sha1": ":".join(pick(r, UPPER_HEX, 2) for _ in range(20)),
        "ip": f"35.228.{r.randint(0, 255)}.{r.randint(2, 254)}",
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "ff": f"7.{r.randint(0, 2)}.{r.randint(0, 3)}",
        "shaka": f"v3.{r.randint(2, 6)}.{r.randint(0, 4)}-{hexs(r, 7)}-release",
        "cdm": f"4.10.{r.randint(2700, 2999)}.{r.randint(0, 3)}",
        "media3": f"1.{r.randint(5, 9)}.{r.randint(0, 3)}",
        "hlsjs": f"1.{r.randint(6, 9)}.{r.randint(0, 20)}",
        "build": f"2031.06.{day(r)}-rc{r.randint(1, 5)}+g{hexs(r, 7)}",
        "gke": f"1.3{r.randint(3, 6)}.{r.randint(1, 9)}-gke.{r.randint(1000, 2400)}000",
        "chrome": f"1{r.randint(40, 55)}.0.{r.randint(6000, 7999)}.{r.randint(10, 200)}",
        "bento": f"1.6.0-6{r.randint(40, 60)}",
        "tvos": f"2{r.randint(4, 5)}.{r.randint(0, 5)} (2{r.randint(2, 3)}"
        f"{pick(r, 'JKLMN', 1)}{r.randint(100, 999)})",
        "pr": f"4.{r.randint(4, 6)}.{r.randint(5000, 6999)}",
    }


def _pagination(r: Random) -> dict[str, str]:
    ep = ulid(r)
    obj = f"vod/{ep}/dash/seg-{r.randint(1, 900):05d}.m4s".encode()
    cont = {"v": "meta.k8s.io/v1", "rv": int(num(r, 9)), "start": f"transcode-worker-{ep}\x00"}
    png = bytes.fromhex("89504e470d0a1a0a0000000d49484452") + r.randbytes(r.randint(40, 70))
    return {
        "gcs": b64url_of(b"\n" + bytes([len(obj)]) + obj),
        "bq": pick(r, B32, r.randint(40, 64)),
        "k8s": b64url_json(cont),
        "png": b64_of(png),
        "yt": "CA" + pick(r, "EIMQUYcgkosw", 1) + "QAA",
        "mc": b64(r, r.choice((72, 96, 120))),
        "ep": ep,
    }


DEV: tuple[Kind, ...] = (
    Kind(
        "sentry_dsn_public_keys",
        (
            'Sentry.init({\n  dsn: "https://⟨pub⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",\n'
            '  environment: "⟨env⟩",\n  tracesSampleRate: ⟨rate⟩,\n});',
            "SENTRY_DSN=https://⟨pub⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩",
            '<script src="https://js-de.sentry-cdn.com/⟨pub⟩.min.js" '
            'crossorigin="anonymous"></script>',
            '<meta-data android:name="io.sentry.dsn" '
            'android:value="https://⟨pub⟩@o⟨org⟩.ingest.de.sentry.io/⟨proj⟩" />',
            "DSN:n julkinen avain ⟨pub⟩ on playerin bundlessa tarkoituksella; se ei ole "
            "salaisuus (projekti ⟨proj⟩).",
        ),
        _dsn,
    ),
    Kind(
        "sentry_event_and_release_ids",
        (
            "Sentry issue ⟨short⟩ (⟨n⟩ events), latest event ⟨ev⟩, release player-web@⟨rel⟩",
            "//# debugId=⟨debug⟩\n//# sourceMappingURL=main.⟨ev2⟩.js.map",
            "https://kajo.sentry.io/issues/⟨issue⟩/events/⟨ev⟩/?project=⟨n⟩",
            "sentry-cli releases new play-api@⟨rel⟩ && sentry-cli releases set-commits "
            "play-api@⟨rel⟩ --auto",
            "Händelsen ⟨ev⟩ hör till trace ⟨trace⟩; samma fel som ⟨short⟩.",
        ),
        _sentry_events,
    ),
    Kind(
        "commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ (HEAD -> main) Bump shaka-player\n"
            "⟨s2⟩ Fix FairPlay cert fetch on tvOS\n⟨s3⟩ Merge pull request #⟨pr⟩",
            "Bisect: ⟨sha⟩ is the first bad commit (⟨repo⟩)",
            "git revert ⟨sha⟩ --no-edit  # rikkoi PlayReady-lisenssin haun",
            "commit ⟨sha⟩\nMerge: ⟨s1⟩ ⟨s2⟩\nAuthor: ⟨who⟩ <⟨who⟩@kajo.fi>",
            "Deployade ⟨repo⟩ på ⟨sha2⟩ (tree ⟨tree⟩); rollback-kandidat är ⟨s3⟩.",
        ),
        _commits,
    ),
    Kind(
        "github_actions_run_metadata",
        (
            "- uses: actions/checkout@⟨co⟩ # v4.2.2\n"
            "- uses: google-github-actions/auth@⟨gauth⟩ # v2.1.8",
            "https://github.com/kajo-media/⟨repo⟩/actions/runs/⟨run⟩/job/⟨job⟩",
            "Cache restored from key: Linux-x64-npm-⟨cache⟩",
            "Artifact player-dist (id ⟨art⟩) uploaded, digest sha256:⟨digest⟩",
            "OIDC-token sub: repo:kajo-media/⟨repo⟩:ref:refs/heads/main, sha ⟨sha⟩, runner-"
            "image ubuntu-24.04 ⟨img⟩",
        ),
        _actions,
    ),
    Kind(
        "adobe_analytics_ids",
        (
            "Adobe org id ⟨org⟩@AdobeOrg, report suites kajoplayprod,kajoglobal",
            "AMCV_⟨org⟩%40AdobeOrg=MCMID|⟨ecid⟩|MCAAMLH-⟨ts⟩|6|MCAAMB-⟨ts⟩|⟨blob⟩",
            '<script src="https://assets.adobedtm.com/⟨l1⟩/⟨l2⟩/launch-⟨l3⟩.min.js" async>'
            "</script>",
            "GET https://kajo.sc.omtrdc.net/b/ss/kajoplayprod/1/JS-2.27.0/s⟨hit⟩"
            "?mid=⟨ecid⟩&v12=⟨p⟩&pe=lnk_o",
            "Testikatsojan ECID oli ⟨ecid⟩, toisella laitteella ⟨ecid2⟩ – stitching ei osu.",
        ),
        _adobe,
    ),
    Kind(
        "checksums_and_digests",
        (
            "⟨s1⟩  ⟨ep⟩_master.mxf\n⟨s2⟩  ⟨ep2⟩_master.mxf",
            "md5sum ⟨ep⟩_prores.mov\n⟨m1⟩  ⟨ep⟩_prores.mov",
            "Toimittajan ilmoittama MD5 ⟨m1⟩, meillä ⟨m2⟩ – siirto katkesi (⟨size⟩ tavua).",
            '"ChecksumSHA256": "⟨b64sha⟩", "ContentMD5": "⟨md5b64⟩"',
            "xxh64 ⟨xx⟩ för segmentet; bilden är europe-north1-docker.pkg.dev/kajo-play-prod/"
            "tools/packager@sha256:⟨digest⟩",
        ),
        _checksums,
    ),
    Kind(
        "public_certificates_and_ssh_keys",
        (
            "FairPlay-sertifikaatti (fairplay.cer, julkinen, annetaan playerille):\n"
            "-----BEGIN " + _CERT + "\n⟨cert⟩\n-----END " + _CERT,
            "⟨ssh⟩ ⟨who⟩@kajo-laptop",
            "ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩@kajo-laptop (ED25519)",
            "-----BEGIN " + _PUB + "\n⟨pub⟩\n-----END " + _PUB,
            "⟨ip⟩ ⟨ssh⟩",
            "Certifikatets SHA-1-fingeravtryck: ⟨sha1⟩",
        ),
        _public_keys,
    ),
    Kind(
        "version_strings",
        (
            "ffmpeg version ⟨ff⟩ Copyright (c) 2000-2031 the FFmpeg developers; packager ⟨shaka⟩",
            "Widevine CDM ⟨cdm⟩, Chrome ⟨chrome⟩, hls.js ⟨hlsjs⟩, media3-exoplayer ⟨media3⟩",
            "Build ⟨build⟩ julkaistu; GKE-klusteri päivitetty versioon ⟨gke⟩.",
            "Bento4 ⟨bento⟩ / mp4info; PlayReady Client SDK ⟨pr⟩",
            "Felet syns bara på tvOS ⟨tvos⟩ med Apple TV 4K.",
        ),
        _versions,
    ),
    Kind(
        "pagination_and_data_tokens",
        (
            '{"kind": "storage#objects", "nextPageToken": "⟨gcs⟩", "items": []}',
            "bq ls -j --max_results 50 --page_token ⟨bq⟩",
            '"metadata": {"resourceVersion": "", "continue": "⟨k8s⟩"}',
            '<img alt="" src="data:image/png;base64,⟨png⟩">',
            "YouTube API palauttaa nextPageToken ⟨yt⟩; MediaConvert list-jobs NextToken ⟨mc⟩",
        ),
        _pagination,
    ),
)
