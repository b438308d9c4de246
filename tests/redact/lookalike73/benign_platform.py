"""Benign look-alikes from the platform side of Bếp Nhà Giao: AWS resource names, image
digests, commits, lockfile hashes, public keys and certificates, JWKS, ids of every shape,
trace ids, push and message ids, cache keys, Maps ids, CI output, base64 payloads that are
data, and build strings. Nothing here grants access."""

from __future__ import annotations

import base64
import json
import struct
import zlib
from random import Random

from tests.redact.lookalike73.gen import (
    ALNUM,
    B64URL,
    DIGITS,
    DISHES,
    SERVICES,
    TH_NAMES,
    VN_NAMES,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_json,
    certificate_pem,
    clock,
    day,
    epoch,
    epoch_ms,
    hexs,
    indent,
    num,
    objectid,
    order_id,
    pick,
    public_key_pem,
    ssh_public,
    ulid,
    uuid4,
)

_APA = "APA" + "91b"
_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_OLC = "23456789CFGHJMPQRVWX"


def _acct(r: Random) -> str:
    return num(r, 12)


def _ver(r: Random) -> str:
    return f"2035.6.{r.randint(1, 30)}"


# ------------------------------------------------------------------ AWS, images, git


def _aws(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "sfx": pick(r, ALNUM, 6),
        "kms": uuid4(r),
        "task": hexs(r, 32),
        "svc": r.choice(SERVICES),
        "rid": uuid4(r),
        "vpc": hexs(r, 17),
        "sub": hexs(r, 17),
        "sg": hexs(r, 17),
        "eni": hexs(r, 17),
        "queue": r.choice(("order-events", "rider-location", "notify-outbox", "refunds")),
    }


def _images(r: Random) -> dict[str, str]:
    return {
        "acct": _acct(r),
        "svc": r.choice(SERVICES),
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "ver": _ver(r),
        "short": hexs(r, 8),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "full": hexs(r, 40),
        "full2": hexs(r, 40),
        "s1": hexs(r, 9),
        "s2": hexs(r, 9),
        "s3": hexs(r, 9),
        "short": hexs(r, 8),
        "mr": str(r.randint(200, 2400)),
        "pid": num(r, 10),
        "n": str(r.randint(1, 30)),
        "svc": r.choice(SERVICES),
    }


def _lock(r: Random) -> dict[str, str]:
    return {
        "i512": b64(r, 64),
        "i512b": b64(r, 64),
        "h": hexs(r, 64),
        "h2": hexs(r, 64),
        "p1": hexs(r, 2),
        "p2": hexs(r, 2),
        "p3": hexs(r, 60),
        "size": str(r.randint(20_000, 900_000)),
        "h1": b64(r, 32),
        "h1b": b64(r, 32),
        "n": str(r.randint(0, 19)),
    }


# ------------------------------------------------------------------ keys, certs, JWKS


def _age(r: Random) -> str:
    return "age1" + pick(r, _BECH32, 58)


def _pubkeys(r: Random) -> dict[str, str]:
    who = r.choice(("ci@bepnhagiao", "deploy@bng-bastion", "minh@macbook", "cnx-runner-01"))
    pub, fp = ssh_public(r, r.choice(("ed25519", "ecdsa")), who)
    hostpub, _ = ssh_public(r, "ed25519", "")
    return {
        "pub": pub,
        "fp": fp,
        "who": who,
        "hostpub": hostpub.strip(),
        "ip": f"10.{r.randint(0, 40)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "wg": b64(r, 32),
        "o": str(r.randint(10, 60)),
        "gpg": hexs(r, 40).upper(),
        "vn": r.choice(VN_NAMES),
        "age": _age(r),
    }


def _certs(r: Random) -> dict[str, str]:
    rsa = r.random() < 0.4
    host = r.choice(("api.bepnhagiao.vn", "metabase.bepnhagiao.vn", "kitchen.bepnhagiao.co.th"))
    if rsa:
        issuer = r.choice(("CloudFlare Origin SSL Certificate Authority", "Amazon RSA 2048 M03"))
    else:
        issuer = r.choice(
            ("CloudFlare Origin SSL ECC Certificate Authority", "Amazon ECDSA 256 M02")
        )
    cert = certificate_pem(r, host, issuer, rsa)
    return {
        "cert": cert,
        "cert_ind": indent(cert, "    "),
        "pub": public_key_pem(r, rsa),
        "kid": "rider-" + hexs(r, 8),
        "fpcolon": ":".join(hexs(r, 2).upper() for _ in range(32)),
        "host": host,
    }


def _jwks(r: Random) -> dict[str, str]:
    kid = hexs(r, 40)
    return {
        "kid": kid,
        "kid2": "bng-" + hexs(r, 8),
        "kid3": hexs(r, 40),
        "n": b64url(r, 256),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "x5t": b64url(r, 32),
        "hseg": b64url_json({"alg": "RS256", "kid": kid, "typ": "JWT"}),
        "proj": r.choice(("bep-nha-giao-prod", "bep-nha-giao-stg")),
    }


# ------------------------------------------------------------------ ids and traces


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "u3": uuid4(r),
        "ulid": ulid(r),
        "oid": objectid(r),
        "fs": pick(r, ALNUM, 20),
        "fs2": pick(r, ALNUM, 20),
        "order": order_id(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ep": f"{epoch(r):08x}",
        "x24": hexs(r, 24),
        "ray": hexs(r, 16),
        "colo": r.choice(("SGN", "HAN", "BKK", "CNX", "SIN")),
        "svc": r.choice(SERVICES),
        "u": uuid4(r),
        "ms": str(r.randint(800, 9000)),
    }


def _fcm_token(r: Random) -> str:
    return b64url(r, 16) + ":" + _APA + pick(r, B64URL, 134)


def _push(r: Random) -> dict[str, str]:
    half = hexs(r, 8)
    return {
        "fcmid": f"0:{epoch_ms(r)}{pick(r, DIGITS, 3)}%{half}{half}",
        "devtok": _fcm_token(r),
        "rider": "R" + num(r, 6),
        "zmsg": hexs(r, 32),
        "ms": epoch_ms(r),
        "q": str(r.randint(10, 499)),
        "luid": hexs(r, 32),
        "rtok": hexs(r, 32),
        "wid": ulid(r),
        "smsid": uuid4(r),
        "proj": r.choice(("bep-nha-giao-prod", "bng-rider-app")),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "sha1": hexs(r, 40),
        "etag": hexs(r, 32),
        "dish": r.choice(DISHES),
        "img": hexs(r, 16),
        "n": str(r.randint(100, 9999)),
        "sha40": hexs(r, 40),
        "geo": pick(r, "0123456789bcdefghjkmnpqrstuvwxyz", 7),
        "geo2": pick(r, "0123456789bcdefghjkmnpqrstuvwxyz", 7),
        "day": day(r),
        "hex8": hexs(r, 8),
    }


# ------------------------------------------------------------------ maps


def polyline(points: list[tuple[float, float]]) -> str:
    """Google's encoded polyline of ``points`` (lat, lng)."""
    out = []
    prev = (0, 0)
    for lat, lng in points:
        cur = (round(lat * 1e5), round(lng * 1e5))
        for value in (cur[0] - prev[0], cur[1] - prev[1]):
            value = ~(value << 1) if value < 0 else value << 1
            while value >= 0x20:
                out.append(chr((0x20 | (value & 0x1F)) + 63))
                value >>= 5
            out.append(chr(value + 63))
        prev = cur
    return "".join(out)


def _maps(r: Random) -> dict[str, str]:
    if r.random() < 0.6:
        lat, lng = 10.75 + r.random() * 0.1, 106.65 + r.random() * 0.1
        olc, streets = "7P28", ("Nguyễn Trãi", "Lê Văn Sỹ", "Phan Xích Long", "Thảo Điền")
    else:
        lat, lng = 18.76 + r.random() * 0.05, 98.95 + r.random() * 0.05
        olc, streets = "7MCW", ("Nimmanhaemin Soi 7", "Huay Kaew Rd", "Chang Khlan Rd")
    points = [(lat, lng)]
    for _ in range(r.randint(8, 16)):
        lat += (r.random() - 0.5) * 0.004
        lng += (r.random() - 0.5) * 0.004
        points.append((lat, lng))
    return {
        "pid": "ChIJ" + pick(r, B64URL, 23),
        "pid2": "ChIJ" + pick(r, B64URL, 23),
        "lat": f"{points[0][0]:.7f}",
        "lng": f"{points[0][1]:.7f}",
        "poly": polyline(points),
        "mapid": hexs(r, 16),
        "street": f"{r.randint(1, 480)} {r.choice(streets)}",
        "plus": olc + pick(r, _OLC, 4) + "+" + pick(r, _OLC, 2),
    }


# ------------------------------------------------------------------ CI, payloads, builds


def _ci(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(0, 9)),
        "rsha8": hexs(r, 8),
        "runnerid": "t1_" + pick(r, ALNUM, 5),
        "sysid": hexs(r, 12),
        "dig": hexs(r, 64),
        "dig2": hexs(r, 64),
        "pid": num(r, 10),
        "jid": num(r, 11),
        "sha": hexs(r, 64),
        "sha40": hexs(r, 40),
        "tok8": r.choice(("glcbt-" + pick(r, ALNUM, 2), pick(r, ALNUM, 8))),
        "proj": num(r, 8),
    }


def _png(r: Random) -> str:
    w, h = r.choice((16, 24, 32)), r.choice((16, 24, 32))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    chunk = struct.pack(">I", 13) + b"IHDR" + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    data = r.randbytes(r.randint(40, 90))
    idat = struct.pack(">I", len(data)) + b"IDAT" + data + struct.pack(">I", zlib.crc32(data))
    return base64.b64encode(b"\x89PNG\r\n\x1a\n" + chunk + idat).decode()


def _payloads(r: Random) -> dict[str, str]:
    event = {
        "type": r.choice(("order.created", "order.paid", "rider.assigned")),
        "order_id": order_id(r),
        "kitchen_id": uuid4(r),
        "total_vnd": r.randint(35, 990) * 1000,
        "items": r.randint(1, 6),
    }
    embed = {"redirecturl": "https://bepnhagiao.vn/don-hang/" + order_id(r), "preferred": []}
    line = {"destination": "U" + hexs(r, 32), "events": [{"type": "follow", "mode": "active"}]}
    body = b64_of(json.dumps(event, separators=(",", ":")))
    return {
        "u": uuid4(r),
        "rh": pick(r, ALNUM + "+/", r.randint(280, 360)),
        "md5": hexs(r, 32),
        "body": body,
        "b": b64_of(json.dumps(embed, separators=(",", ":"))),
        "b2": b64_of(json.dumps(line, separators=(",", ":"))),
        "png": _png(r),
        "gz": base64.b64encode(b"\x1f\x8b\x08\x00" + r.randbytes(r.randint(60, 120))).decode(),
        "day": day(r),
    }


def _builds(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 30)),
        "p": str(r.randint(0, 9)),
        "short": hexs(r, 7),
        "full": hexs(r, 40),
        "bid": num(r, 8),
        "vc": num(r, 6),
        "ib": num(r, 4),
        "u": uuid4(r),
        "svc": r.choice(SERVICES),
        "rev": str(r.randint(40, 400)),
        "tag": "2035.06." + str(r.randint(1, 30)) + "-" + hexs(r, 8),
        "day": day(r),
        "time": clock(r),
        "th": r.choice(TH_NAMES),
    }


PLATFORM: tuple[Kind, ...] = (
    Kind(
        "aws_resource_names",
        (
            "arn:aws:secretsmanager:ap-southeast-1:⟨acct⟩:secret:prod/payment-gw/momo-⟨sfx⟩",
            "SQS: https://sqs.ap-southeast-1.amazonaws.com/⟨acct⟩/⟨queue⟩.fifo, DLQ "
            "⟨queue⟩-dlq.fifo; KMS key arn:aws:kms:ap-southeast-1:⟨acct⟩:key/⟨kms⟩",
            "$ aws ecs describe-tasks --cluster bng-prod --tasks ⟨task⟩ --query "
            "'tasks[0].lastStatus'\n\"STOPPED\"",
            "Log stream ecs/⟨svc⟩/⟨task⟩ trong log group /ecs/bng-prod/⟨svc⟩; "
            "x-amzn-RequestId ⟨rid⟩",
            "| resource | id |\n|---|---|\n| VPC | vpc-⟨vpc⟩ |\n| subnet private-a | "
            "subnet-⟨sub⟩ |\n| SG rds | sg-⟨sg⟩ |\n| ENI task ⟨svc⟩ | eni-⟨eni⟩ |",
            "secret ARN ของ 2C2P: arn:aws:secretsmanager:ap-southeast-1:⟨acct⟩:secret:"
            "prod/payment-gw/2c2p-⟨sfx⟩ (ARN ไม่ใช่ความลับ ใส่ใน task definition ได้)",
        ),
        _aws,
    ),
    Kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.ap-southeast-1.amazonaws.com/⟨svc⟩@sha256:⟨dig⟩",
            "$ docker pull registry.gitlab.com/bepnhagiao/backend/⟨svc⟩:⟨ver⟩\n"
            "⟨ver⟩: Pulling from bepnhagiao/backend/⟨svc⟩\nDigest: sha256:⟨dig⟩\n"
            "Status: Downloaded newer image for registry.gitlab.com/bepnhagiao/backend/"
            "⟨svc⟩:⟨ver⟩",
            '"containerDefinitions": [{"name": "⟨svc⟩", "image": '
            '"⟨acct⟩.dkr.ecr.ap-southeast-1.amazonaws.com/⟨svc⟩@sha256:⟨dig⟩", "essential": '
            "true}]",
            "Rollback ⟨svc⟩ về digest sha256:⟨dig2⟩ (bản ⟨ver⟩ có digest sha256:⟨dig⟩ bị lỗi "
            "migrate).",
            "FROM python:3.14-slim@sha256:⟨dig⟩ AS base\nWORKDIR /app\n"
            "COPY uv.lock pyproject.toml ./",
            "image ของ ⟨svc⟩ ที่รันบน ECS ตอนนี้: sha256:⟨dig⟩ (ดูจาก imageDigest ใน "
            "describe-tasks, tag ⟨short⟩)",
        ),
        _images,
    ),
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(payment-gw): verify ZaloPay mac before parsing "
            "data\n⟨s2⟩ feat(rider-dispatch): Lalamove v3 quotations\n"
            "⟨s3⟩ chore: bump omise to 0.⟨n⟩",
            "Bug bắt đầu từ commit ⟨full⟩ (MR !⟨mr⟩), revert bằng ⟨full2⟩.",
            "$ git bisect good ⟨full⟩\nBisecting: 6 revisions left to test after this "
            "(roughly 3 steps)\n[⟨full2⟩] chore(menu-svc): bump pydantic",
            "GitLab pipeline #⟨pid⟩ cho commit ⟨short⟩ (CI_COMMIT_SHA=⟨full⟩) fail ở job "
            "migrate:rds",
            "ทีมเชียงใหม่ cherry-pick ⟨full⟩ เข้า release/2035.06 แล้ว tag v2035.6.⟨n⟩ ชี้ไปที่ ⟨full2⟩",
            "Merge request !⟨mr⟩ (⟨svc⟩): head ⟨full⟩, base ⟨full2⟩, merge commit ⟨short⟩",
        ),
        _git,
    ),
    Kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@line/bot-sdk": {\n  "version": "11.⟨n⟩.0",\n'
            '  "resolved": "https://registry.npmjs.org/@line/bot-sdk/-/bot-sdk-11.⟨n⟩.0.tgz",\n'
            '  "integrity": "sha512-⟨i512⟩"\n}',
            '[[package]]\nname = "omise"\nversion = "0.1⟨n⟩.0"\n'
            'source = { registry = "https://pypi.org/simple" }\n'
            'sdist = { url = "https://files.pythonhosted.org/packages/⟨p1⟩/⟨p2⟩/⟨p3⟩/'
            'omise-0.1⟨n⟩.0.tar.gz", hash = "sha256:⟨h⟩", size = ⟨size⟩ }',
            "  /firebase-admin@14.⟨n⟩.1:\n    resolution: {integrity: sha512-⟨i512⟩}\n"
            "    engines: {node: '>=20'}",
            "psycopg[binary]==3.3.⟨n⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "npm ci báo EINTEGRITY cho zod: expected sha512-⟨i512⟩ nhưng nhận "
            "sha512-⟨i512b⟩ — xoá ~/.npm/_cacache là hết.",
            "github.com/grafana/loki/v3 v3.⟨n⟩.0 h1:⟨h1⟩\n"
            "github.com/grafana/loki/v3 v3.⟨n⟩.0/go.mod h1:⟨h1b⟩",
        ),
        _lock,
    ),
    Kind(
        "ssh_wireguard_age_public_keys",
        (
            "⟨pub⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "bastion.bng.internal,⟨ip⟩ ⟨hostpub⟩",
            "[Peer]\n# cnx office gateway\nPublicKey = ⟨wg⟩\nAllowedIPs = 10.⟨o⟩.0.0/16\n"
            "Endpoint = ⟨ip⟩:51820",
            "Release tag ký bằng GPG key ⟨gpg⟩ của ⟨vn⟩; public key ở keys.openpgp.org",
            "เพิ่ม deploy key (public) ของ runner เชียงใหม่ลงใน GitLab แล้ว: ⟨pub⟩ — fingerprint ⟨fp⟩",
            "creation_rules:\n  - path_regex: secrets/prod/.*\n    age: ⟨age⟩",
        ),
        _pubkeys,
    ),
    Kind(
        "certificates_and_public_key_pem",
        (
            "⟨cert⟩",
            "Cloudflare Origin CA cert cho ⟨host⟩ (public, hết hạn 2036-09):\n\n⟨cert⟩",
            "Public key để verify JWT của app rider (kid ⟨kid⟩):\n\n⟨pub⟩",
            "tls:\n  host: ⟨host⟩\n  certificate: |\n⟨cert_ind⟩",
            "ใบรับรอง (certificate) ของ ⟨host⟩ สำหรับ mTLS กับ 2C2P — เป็น public cert:\n\n⟨cert⟩",
            "$ openssl x509 -in origin.pem -noout -fingerprint -sha256\n"
            "sha256 Fingerprint=⟨fpcolon⟩",
        ),
        _certs,
    ),
    Kind(
        "jwks_documents",
        (
            '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"⟨kid⟩","n":"⟨n⟩","e":"AQAB"}]}',
            '{"keys":[{"kty":"EC","crv":"P-256","kid":"⟨kid2⟩","use":"sig","x":"⟨x⟩","y":"⟨y⟩"}]}',
            "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system."
            "gserviceaccount.com trả kid ⟨kid⟩ và ⟨kid3⟩ — Firebase Auth xoay key vài ngày "
            "một lần.",
            'Header của ID token Firebase (project ⟨proj⟩): {"alg":"RS256","kid":"⟨kid⟩",'
            '"typ":"JWT"} → segment ⟨hseg⟩, kid khớp JWKS',
            "JWKS ของ order-svc (public) อยู่ที่ https://api.bepnhagiao.vn/.well-known/jwks.json "
            "มี kid ⟨kid2⟩ x5t#S256 ⟨x5t⟩",
        ),
        _jwks,
    ),
    Kind(
        "uuids_ulids_objectids",
        (
            "order ⟨u⟩ / customer ⟨u2⟩ / kitchen ⟨u3⟩",
            "event_id ⟨ulid⟩ (ULID, sort theo thời gian) kẹt trong bảng outbox của ⟨order⟩",
            "menu item ⟨oid⟩ trong collection menus (MongoDB cũ của kitchen-portal)",
            "Firestore: riders/⟨fs⟩/locations/⟨fs2⟩ bị ghi đè bởi app bản cũ",
            "select * from orders where id = '⟨u⟩' and kitchen_id = '⟨u3⟩';",
            "ออเดอร์ ⟨u⟩ ของครัว ⟨u3⟩ ค้างสถานะ PREPARING — idempotency key ⟨u2⟩",
        ),
        _ids,
    ),
    Kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨trace⟩-⟨span⟩-01",
            "Grafana Tempo trace ⟨trace⟩ cho thấy ⟨ms⟩ms nằm ở call Lalamove /v3/quotations",
            "X-Amzn-Trace-Id: Root=1-⟨ep⟩-⟨x24⟩;Parent=⟨span⟩;Sampled=1",
            "cf-ray: ⟨ray⟩-⟨colo⟩ (khách báo lỗi 520 trên trang thanh toán)",
            '{"level":"error","svc":"⟨svc⟩","trace_id":"⟨trace⟩","span_id":"⟨span⟩",'
            '"request_id":"⟨u⟩","msg":"upstream timeout"}',
            "request id จาก ALB ⟨u⟩ ตรงกับ trace ⟨trace⟩ ใน Tempo (⟨svc⟩)",
        ),
        _traces,
    ),
    Kind(
        "push_and_message_ids",
        (
            '{"name":"projects/⟨proj⟩/messages/⟨fcmid⟩"}',
            "Token thiết bị FCM của shipper ⟨rider⟩ (registration token, chỉ là địa chỉ gửi "
            "push): ⟨devtok⟩",
            '{"error":0,"message":"Success","data":{"msg_id":"⟨zmsg⟩","sent_time":"⟨ms⟩",'
            '"quota":{"dailyQuota":"500","remainingQuota":"⟨q⟩"}}}',
            "LINE webhook event: userId U⟨luid⟩, replyToken ⟨rtok⟩, webhookEventId ⟨wid⟩",
            '{"CodeResult":"100","CountRegenerate":0,"SMSID":"⟨smsid⟩"}',
            "ส่ง push ไม่ถึงไรเดอร์ ⟨rider⟩: FCM ตอบ UNREGISTERED สำหรับ token ⟨devtok⟩ — "
            "ลบออกจากตาราง device_tokens แล้ว",
        ),
        _push,
    ),
    Kind(
        "cache_keys_and_etags",
        (
            "Redis key menu:v3:kitchen:⟨u⟩:⟨sha1⟩ TTL 300s",
            'ETag: W/"⟨etag⟩" → client gửi If-None-Match, menu-svc trả 304',
            "Cloudflare cache key cho ảnh món: /img/⟨dish⟩/⟨img⟩.webp?w=640 — purge theo "
            "Cache-Tag kitchen-⟨n⟩",
            "GitLab CI cache key: pip-⟨sha40⟩ (hash của uv.lock)",
            "Khóa idempotency cho POST /orders: idem:⟨u⟩ (Redis SET NX, 24h)",
            "คีย์แคชของราคาค่าส่ง quote:lalamove:TH:⟨geo⟩:⟨geo2⟩ อายุ 60 วินาที",
            "s3://bng-exports/metabase/⟨day⟩/revenue-⟨hex8⟩.csv.gz",
        ),
        _cache,
    ),
    Kind(
        "maps_place_ids_and_polylines",
        (
            '{"place_id":"⟨pid⟩","formatted_address":"⟨street⟩","geometry":{"location":'
            '{"lat":⟨lat⟩,"lng":⟨lng⟩}}}',
            "Geocoding trả 2 kết quả cho '⟨street⟩', lấy place_id ⟨pid⟩ (ROOFTOP) thay vì "
            "⟨pid2⟩ (APPROXIMATE).",
            "overview_polyline của tuyến bếp → khách: ⟨poly⟩",
            "Map ID cho app rider (style tối): ⟨mapid⟩ — Map ID là public, không phải API key.",
            "ครัวที่ ⟨street⟩ place_id ⟨pid⟩ plus code ⟨plus⟩",
        ),
        _maps,
    ),
    Kind(
        "gitlab_ci_job_output",
        (
            "Running with gitlab-runner 19.⟨n⟩.0 (⟨rsha8⟩)\n  on cnx-mini-01 ⟨runnerid⟩, "
            'system ID: s_⟨sysid⟩\nPreparing the "docker" executor\n'
            "Using docker image sha256:⟨dig⟩ for python:3.14-slim with digest "
            "python@sha256:⟨dig2⟩ ...",
            "$ echo $MOMO_SECRET_KEY\n[MASKED]",
            "Pipeline #⟨pid⟩ job #⟨jid⟩ (deploy:prod) → artifact sha256 ⟨sha⟩",
            'Uploading artifacts as "junit" to coordinator... 201 Created  id=⟨jid⟩ '
            "responseStatus=201 Created token=⟨tok8⟩",
            "job ⟨jid⟩ ล้มเพราะตัวแปร GRAB_CLIENT_SECRET เป็น [MASKED] แต่ว่างเปล่าใน branch "
            "ที่ไม่ protected",
            "Checking cache for pip-⟨sha40⟩-protected...\nDownloading cache from "
            "https://storage.googleapis.com/gitlab-com-runners-cache/project/⟨proj⟩/"
            "pip-⟨sha40⟩-protected\nSuccessfully extracted cache",
        ),
        _ci,
    ),
    Kind(
        "base64_data_payloads",
        (
            '{"MessageId":"⟨u⟩","ReceiptHandle":"⟨rh⟩","MD5OfBody":"⟨md5⟩","Body":"⟨body⟩"}',
            "embed_data ZaloPay (base64): ⟨b⟩ → decode ra JSON redirecturl, không có gì bí mật.",
            "![logo bếp](data:image/png;base64,⟨png⟩)",
            "LINE webhook body (base64, từ CloudWatch ⟨day⟩): ⟨b2⟩",
            "Metabase export nén gzip+base64 (payload của SQS): ⟨gz⟩",
            "ข้อมูล extraData ของ MoMo เป็น base64 ของ JSON: ⟨b⟩ (ไม่มีข้อมูลลับ)",
        ),
        _payloads,
    ),
    Kind(
        "build_and_version_strings",
        (
            "⟨svc⟩ v2035.6.⟨n⟩+g⟨short⟩ (build ⟨bid⟩, python 3.14.⟨p⟩)",
            "App rider Android versionCode ⟨vc⟩ / versionName 4.⟨n⟩.⟨p⟩ (build ⟨bid⟩); iOS "
            "build 4.⟨n⟩.⟨p⟩ (⟨ib⟩)",
            "EAS update group ⟨u⟩, runtime 4.⟨n⟩.0, channel production",
            "$ curl https://api.bepnhagiao.vn/version\n"
            '{"service":"⟨svc⟩","version":"2035.6.⟨n⟩","commit":"⟨full⟩",'
            '"built_at":"⟨day⟩T⟨time⟩Z"}',
            "พี่⟨th⟩ deploy kitchen-portal เวอร์ชัน 2035.06.⟨n⟩-rc.⟨p⟩ (build ⟨bid⟩) ขึ้น staging แล้ว",
            "Task definition ⟨svc⟩:⟨rev⟩ (image tag ⟨tag⟩)",
        ),
        _builds,
    ),
)
