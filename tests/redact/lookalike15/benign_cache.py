"""Benign look-alikes: cache machinery, digests, build hashes, public signed-URL parts and
base64 blobs that carry no secret. All of these are seen by (or computed from what is seen
by) every reader, so none must be rewritten.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike15.gen import (
    B64URL,
    LOWER_ALNUM,
    Kind,
    b64,
    b64_of,
    hexs,
    jsonish,
    num,
    pick,
    uuid4,
    with_ctx,
)


def _sk(r: Random) -> dict[str, str]:
    return {"a": num(r, 6), "b": num(r, 6), "h": hexs(r, 16), "tag": pick(r, LOWER_ALNUM, 10)}


SURROGATE = Kind(
    "surrogate_keys",
    (
        "Surrogate-Key: post-⟨a⟩ post-⟨b⟩ term-⟨section⟩ author-⟨n⟩ hp",
        "$ fastly purge --key post-⟨a⟩ --soft",
        "- Edge-Cache-Tag for the liveblog: lb-⟨a⟩,⟨h⟩,section-⟨section⟩",
        "[⟨day⟩ ⟨time⟩] purge-worker: soft-purged keys=[post-⟨a⟩, tag-⟨tag⟩] svc=www",
        "Klíče pro purge (cs): post-⟨a⟩ a post-⟨b⟩ — token ne, ten je ve Vaultu",
    ),
    with_ctx(_sk),
)


def _etag(r: Random) -> dict[str, str]:
    return {
        "w": f"{r.randint(1000, 99999):x}-{b64(r, 20).rstrip('=').replace('/', 'A')}",
        "s3": hexs(r, 32),
        "mp": hexs(r, 32) + "-" + str(r.randint(2, 40)),
        "cf": pick(r, B64URL, 56),
    }


ETAGS = Kind(
    "etags",
    (
        'ETag: W/"⟨w⟩"\nCache-Control: public, max-age=60, stale-while-revalidate=600',
        "$ aws s3api head-object --bucket hl-images --key ⟨section⟩/⟨n⟩.jpg\n"
        '{"ETag": "\\"⟨s3⟩\\"", "ContentLength": 48213}',
        "- multipart upload ETag ⟨mp⟩ did not match the local md5, re-upload",
        'If-None-Match: "⟨s3⟩"  → 304 from CloudFront (X-Amz-Cf-Id: ⟨cf⟩==)',
    ),
    with_ctx(_etag),
)


def _dig(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 64),
        "sri": "sha384-" + b64(r, 48),
        "img": "sha256:" + hexs(r, 64),
        "md5": hexs(r, 32),
    }


DIGESTS = Kind(
    "content_digests",
    (
        '<script src="https://cdn.jsdelivr.net/npm/prebid.js@9/dist/prebid.js"\n'
        '        integrity="⟨sri⟩" crossorigin="anonymous"></script>',
        "- image digest deployed to Lambda@Edge: ⟨img⟩",
        "$ sha256sum vcl/main.vcl\n⟨sha⟩  vcl/main.vcl",
        "| file | md5 |\n|---|---|\n| ads.txt | ⟨md5⟩ |",
        "Kontrolní součet (cs) exportu z Contentful: ⟨sha⟩",
    ),
    with_ctx(_dig),
)


def _next(r: Random) -> dict[str, str]:
    return {"build": pick(r, B64URL, 21), "c1": hexs(r, 16), "c2": hexs(r, 16), "css": hexs(r, 16)}


NEXT_HASHES = Kind(
    "nextjs_build_and_chunk_hashes",
    (
        "- build id ⟨build⟩ served stale HTML for ~4 min after deploy",
        "/_next/static/chunks/pages/_app-⟨c1⟩.js\n/_next/static/css/⟨css⟩.css",
        "[⟨day⟩ ⟨time⟩] ChunkLoadError: Loading chunk ⟨n⟩ failed (/_next/static/chunks/⟨c2⟩.js)",
        "$ cat .next/BUILD_ID\n⟨build⟩",
    ),
    with_ctx(_next),
)


def _signed(r: Random) -> dict[str, str]:
    return {
        "exp": str(r.randint(1_796_000_000, 1_799_000_000)),
        "kp": "K" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 13),
        "legacy": "APKA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 16),
    }


SIGNED_PARTS = Kind(
    "cloudfront_signed_url_public_parts",
    (
        "- signed video URLs use Key-Pair-Id=⟨kp⟩ and Expires=⟨exp⟩ (24 h)",
        "CLOUDFRONT_KEY_PAIR_ID=⟨kp⟩\nSIGNED_URL_TTL_SECONDS=86400",
        "| param | example |\n|---|---|\n| Expires | ⟨exp⟩ |\n| Key-Pair-Id | ⟨kp⟩ |",
        "old key pair id ⟨legacy⟩ retired on ⟨day⟩, key group now uses public key ⟨kp⟩",
        "Tham số Expires=⟨exp⟩ và Key-Pair-Id=⟨kp⟩ là công khai (vi)",
    ),
    with_ctx(_signed),
)


def _blob(r: Random) -> dict[str, str]:
    targeting = jsonish(
        {
            "section": r.choice(["news", "sport", "culture"]),
            "pos": r.choice(["top", "mpu", "inline"]),
            "ab": str(r.randint(1, 9)),
        }
    )
    lqip = base64.b64encode(b"RIFF" + r.randbytes(4) + b"WEBPVP8 " + r.randbytes(30)).decode()
    msg = jsonish({"post_id": int(num(r, 6)), "action": "publish", "site": "lantern"})
    return {"tgt": b64_of(targeting), "lqip": lqip, "msg": b64_of(msg)}


BLOBS = Kind(
    "base64_blobs_not_secret",
    (
        '<img src="data:image/webp;base64,⟨lqip⟩" alt="" aria-hidden="true">',
        "- the `hl_tgt` cookie is just base64 JSON ad targeting: ⟨tgt⟩",
        "[⟨day⟩ ⟨time⟩] sqs message body=⟨msg⟩ (base64 of the publish event)",
        '{"Records": [{"body": "⟨msg⟩"}]}',
    ),
    with_ctx(_blob),
)


def _trace(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "trace": num(r, 19),
        "span": num(r, 18),
        "req": uuid4(r),
        "cfid": pick(r, B64URL, 54) + "==",
    }


TRACE = Kind(
    "trace_event_request_ids",
    (
        "- Sentry event ⟨ev⟩ is the hydration mismatch on /⟨section⟩/⟨slug⟩",
        "[⟨day⟩ ⟨time⟩] dd.trace_id=⟨trace⟩ dd.span_id=⟨span⟩ lambda@edge origin-request 502",
        "x-request-id: ⟨req⟩\nx-amz-cf-id: ⟨cfid⟩",
        "| event | issue |\n|---|---|\n| ⟨ev⟩ | WEB-NEXT-⟨n⟩ |",
    ),
    with_ctx(_trace),
)


def _pipe(r: Random) -> dict[str, str]:
    return {
        "chk": hexs(r, 64),
        "inv": uuid4(r),
        "ts": f"2026-12-{r.randint(1, 31):02d}T0{r.randint(0, 5)}:00:00+00:00",
        "run": num(r, 9),
        "model": r.choice(["fct_pageviews", "dim_subscribers", "fct_ad_revenue"]),
    }


PIPELINE = Kind(
    "dbt_airflow_run_ids",
    (
        "- dbt invocation_id ⟨inv⟩ (prod run ⟨run⟩) rebuilt ⟨model⟩",
        '"checksum": {"name": "sha256", "checksum": "⟨chk⟩"}',
        "[⟨day⟩ ⟨time⟩] airflow: dag_run_id=scheduled__⟨ts⟩ task=load_⟨model⟩ try=2",
        "$ airflow tasks clear newsletter_export -s ⟨ts⟩ --yes",
        "Lần chạy dbt ⟨run⟩ (vi) cập nhật ⟨model⟩, invocation ⟨inv⟩",
    ),
    with_ctx(_pipe),
)

CACHE: tuple[Kind, ...] = (
    SURROGATE,
    ETAGS,
    DIGESTS,
    NEXT_HASHES,
    SIGNED_PARTS,
    BLOBS,
    TRACE,
    PIPELINE,
)
