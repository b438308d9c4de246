"""Benign: request and trace ids, Kubernetes and GCP names, Elasticsearch and Redis ids,
Firebase app ids, Pub/Sub ids, build hashes, public keys and fingerprints, checksums.
"""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike33.gen import (
    ALNUM,
    B64URL,
    ES_HOSTS,
    LOWER,
    LOWER_ALNUM,
    PEOPLE,
    PROJECTS,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    colon_hex,
    epoch,
    epoch_ms,
    hexs,
    ip10,
    iso,
    num,
    order_id,
    pick,
    pod_suffix,
    sha256_fp,
    ssh_ecdsa_pub,
    ssh_ed25519_pub,
    ssh_rsa_pub,
    uhexs,
    ulid,
    uuid4,
    when,
    yymmdd,
)


def _trace(r: Random) -> dict[str, str]:
    return {
        "uuid": uuid4(r),
        "h32": hexs(r, 32),
        "h32b": hexs(r, 32),
        "h16": hexs(r, 16),
        "n19": num(r, 19),
        "ins": pick(r, LOWER_ALNUM, 14),
        "proj": r.choice(PROJECTS),
        "rid": hexs(r, 32),
        "n": str(r.randrange(100, 9999)),
        "path": r.choice(("payments/momo/ipn", "payments/zalopay/callback", "shipments/sync")),
    }


def _k8s(r: Random) -> dict[str, str]:
    rs = pick(r, "bcdfghjklmnpqrstvwxz2456789", 10)
    return {
        "p1": f"order-api-{rs}-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}",
        "p2": f"order-api-{rs}-{pick(r, 'bcdfghjklmnpqrstvwxz2456789', 5)}",
        "p3": "order-worker-" + pod_suffix(r),
        "proj": r.choice(PROJECTS),
        "h64": hexs(r, 64),
        "uuid": uuid4(r),
        "rv": num(r, 9),
        "iso": when(r).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "rel": str(r.randrange(12, 220)),
        "tok": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "cm": pick(r, "bcdfghjklmnpqrstvwxz2456789", 10),
        "node": hexs(r, 8) + "-" + pick(r, LOWER_ALNUM, 4),
        "age": f"{r.randint(1, 23)}h{r.randint(1, 59)}m",
    }


def _gcp(r: Random) -> dict[str, str]:
    proj = r.choice(PROJECTS)
    pnum = num(r, 12)
    return {
        "proj": proj,
        "pnum": pnum,
        "sa": r.choice(("payment-gw", "order-api", "carrier-sync", "img-sync"))
        + f"@{proj}.iam.gserviceaccount.com",
        "kid": hexs(r, 40),
        "kid2": hexs(r, 40),
        "d1": when(r).strftime("%Y-%m-%d"),
        "d2": when(r).strftime("%Y-%m-%d"),
        "v": str(r.randrange(2, 40)),
        "secret": r.choice(("momo-secret-key", "zalopay-key2", "line-channel-secret", "ghn-token")),
        "bill": f"01{uhexs(r, 4)}-{uhexs(r, 6)}-{uhexs(r, 6)}",
        "folder": num(r, 12),
        "org": num(r, 12),
        "ns": r.choice(("payments", "orders", "shipping")),
    }


def _es(r: Random) -> dict[str, str]:
    return {
        "ver": f"v{r.randint(20, 48)}",
        "docid": pick(r, B64URL, 20),
        "sku": "CP-" + pick(r, UPPER_ALNUM, 6),
        "cu": pick(r, B64URL, 22),
        "m": str(r.randint(15, 19)),
        "p": str(r.randint(0, 12)),
        "scroll": "FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk" + pick(r, B64URL, 70),
        "kid": pick(r, B64URL, 20),
        "nid": pick(r, B64URL, 22),
        "pit": "46ToAwMDaWR5BXV1aWQy" + b64(r, 96),
        "esh": r.choice(ES_HOSTS),
        "took": str(r.randrange(3, 900)),
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "u1": num(r, 8),
        "u2": num(r, 8),
        "u3": num(r, 8),
        "m": str(r.randint(0, 4)),
        "p": str(r.randint(0, 9)),
        "h40": hexs(r, 40),
        "h16": hexs(r, 16),
        "h64": hexs(r, 64),
        "oid": order_id(r),
        "uuid": uuid4(r),
        "inst": r.choice(("cart-cache", "session-store", "rate-limit")),
        "ip": ip10(r),
        "port": str(r.randrange(40000, 60000)),
        "pid": num(r, 10),
    }


def _firebase(r: Random) -> dict[str, str]:
    sender = num(r, 12)
    return {
        "proj": r.choice(PROJECTS),
        "sender": sender,
        "aid_android": f"1:{sender}:android:{hexs(r, 22)}",
        "aid_web": f"1:{sender}:web:{hexs(r, 22)}",
        "aid_ios": f"1:{sender}:ios:{hexs(r, 22)}",
        "mid": "G-" + pick(r, UPPER_ALNUM, 10),
        "h32": uhexs(r, 32),
        "x": str(r.randint(0, 20)),
        "y": str(r.randint(0, 9)),
        "vc": num(r, 6),
        "client": f"{sender}-{pick(r, LOWER_ALNUM, 32)}.apps.googleusercontent.com",
        "ms": str(epoch_ms(r)),
        "h16": hexs(r, 16),
        "doc": pick(r, ALNUM, 20),
        "uid": pick(r, ALNUM, 28),
    }


def _pubsub(r: Random) -> dict[str, str]:
    body = {"orderId": order_id(r), "amount": r.randrange(20, 3000) * 1000, "currency": "VND"}
    return {
        "mid": num(r, 16),
        "oid": order_id(r),
        "ack": "UAYWLF1GSFE3GQhoUQ5PXiM_NSAoRR" + pick(r, B64URL, r.randint(90, 140)),
        "proj": r.choice(PROJECTS),
        "task": num(r, 19),
        "rev": f"{r.randint(100, 999):05d}-{pick(r, LOWER, 3)}",
        "exe": pick(r, LOWER_ALNUM, 5),
        "data": b64_of(json.dumps(body, separators=(",", ":"))),
        "iso": iso(r),
    }


def _builds(r: Random) -> dict[str, str]:
    return {
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "integrity": b64(r, 64),
        "pkg": r.choice(
            ("@line/bot-sdk", "zod", "ioredis", "@elastic/elasticsearch", "firebase-admin")
        ),
        "ver": f"{r.randint(1, 13)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
        "m": str(r.randint(5, 12)),
        "p": str(r.randint(0, 9)),
        "h1": b64(r, 32),
        "uuid": uuid4(r),
        "h64": hexs(r, 64),
        "sha": hexs(r, 40),
        "cert": colon_hex(r, 20),
        "x": str(r.randint(0, 20)),
    }


def _fingerprints(r: Random) -> dict[str, str]:
    return {
        "ed": ssh_ed25519_pub(r),
        "ec": ssh_ecdsa_pub(r),
        "rsa": ssh_rsa_pub(r),
        "user": r.choice(PEOPLE),
        "fp": sha256_fp(r),
        "ip": ip10(r),
        "serial": uhexs(r, 32),
        "cfp": colon_hex(r, 32),
        "dd": f"{r.randint(1, 28):02d}",
        "host": r.choice(("bastion-hcm-01", "bastion-bkk-02", "build-runner-3")),
    }


def _checksums(r: Random) -> dict[str, str]:
    t = when(r)
    return {
        "inv": "HD" + yymmdd(r) + num(r, 6),
        "size": str(r.randrange(40_000, 900_000)),
        "crc": b64(r, 4),
        "md5": b64(r, 16),
        "etag": b64(r, 10),
        "gen": str(epoch(r) * 1_000_000 + r.randrange(1_000_000)),
        "h64": hexs(r, 64),
        "wtag": hexs(r, 27),
        "img": ulid(r),
        "date": t.strftime("%Y%m%d"),
        "h32": hexs(r, 32),
        "parts": str(r.randint(2, 40)),
        "tool": r.choice(("chopho-seller-sync", "carrier-sync", "recon-vnpay")),
    }


INFRA: tuple[Kind, ...] = (
    Kind(
        "request_and_trace_ids",
        (
            "X-Request-Id: ⟨uuid⟩",
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01",
            "X-Cloud-Trace-Context: ⟨h32⟩/⟨n19⟩;o=1",
            '{"insertId":"⟨ins⟩","httpRequest":{"requestMethod":"POST",'
            '"requestUrl":"https://api.chopho.vn/v1/⟨path⟩","status":502,"latency":"30.012s"},'
            '"trace":"projects/⟨proj⟩/traces/⟨h32⟩","spanId":"⟨h16⟩","severity":"ERROR"}',
            "Lỗi 504 từ VNPay querydr: request id phía họ ⟨rid⟩, phía mình ⟨uuid⟩ — gửi cả hai "
            "cho support VNPay.",
            "Sentry event ⟨h32⟩ (issue CHOPHO-API-⟨n⟩), trace ⟨h32b⟩",
        ),
        _trace,
    ),
    Kind(
        "k8s_object_ids_and_digests",
        (
            "$ kubectl -n orders get pods\n"
            "NAME                                  READY   STATUS    RESTARTS   AGE\n"
            "⟨p1⟩          1/1     Running   0          ⟨age⟩\n"
            "⟨p2⟩          1/1     Running   1          ⟨age⟩\n"
            "⟨p3⟩       1/1     Running   0          47m",
            "image: asia-southeast1-docker.pkg.dev/⟨proj⟩/services/order-api@sha256:⟨h64⟩",
            'metadata:\n  name: order-api\n  uid: ⟨uuid⟩\n  resourceVersion: "⟨rv⟩"\n'
            '  creationTimestamp: "⟨iso⟩"',
            "kubectl -n payments get secrets → sh.helm.release.v1.payment-gateway.v⟨rel⟩, "
            "payment-gateway-tls, default-token-⟨tok⟩ (chỉ liệt kê tên, không có giá trị)",
            "ConfigMap order-api-config-⟨cm⟩ đổi hash → Deployment rollout lại",
            "Node gke-prod-hcm-pool-2-⟨node⟩ NotReady lúc ⟨iso⟩, pod ⟨p3⟩ bị evict",
        ),
        _k8s,
    ),
    Kind(
        "gcp_key_ids_and_resource_names",
        (
            "$ gcloud iam service-accounts keys list --iam-account=⟨sa⟩\n"
            "KEY_ID                                    CREATED_AT            EXPIRES_AT"
            "            DISABLED\n"
            "⟨kid⟩  ⟨d1⟩T03:14:07Z  9999-12-31T23:59:59Z  False\n"
            "⟨kid2⟩  ⟨d2⟩T09:41:55Z  9999-12-31T23:59:59Z  True",
            "Secret Manager: projects/⟨pnum⟩/secrets/⟨secret⟩/versions/⟨v⟩ "
            "(đang dùng bản mới nhất)",
            "Project ⟨proj⟩ có project number ⟨pnum⟩; Cloud Build SA là "
            "⟨pnum⟩@cloudbuild.gserviceaccount.com",
            "Workload Identity: ⟨proj⟩.svc.id.goog[⟨ns⟩/payment-gateway] → ⟨sa⟩",
            "Billing account ⟨bill⟩, folder ⟨folder⟩, organization ⟨org⟩",
            "KMS: projects/⟨proj⟩/locations/asia-southeast1/keyRings/payments/cryptoKeys/"
            "card-token/cryptoKeyVersions/⟨v⟩; còn ⟨kid⟩ trong log lỗi là private_key_id "
            "(id của SA key), không phải bản thân key",
        ),
        _gcp,
    ),
    Kind(
        "elasticsearch_ids_and_cursors",
        (
            '{"_index":"products-vi-⟨ver⟩","_id":"⟨docid⟩","_score":12.83,'
            '"_source":{"sku":"⟨sku⟩","name":"Áo thun cotton"}}',
            "GET https://⟨esh⟩/ → cluster_name chopho-prod, cluster_uuid ⟨cu⟩, version 8.⟨m⟩.⟨p⟩",
            "scroll_id ⟨scroll⟩ hết hạn sau 1m → SearchContextMissingException",
            "API key id ⟨kid⟩ (search-api-prod) đã invalidate: DELETE /_security/api_key "
            '{"ids":["⟨kid⟩"]}',
            "_cat/nodes: node ⟨nid⟩ instance-0000000004 (hot, asia-southeast1-b), took ⟨took⟩ms",
            '{"pit":{"id":"⟨pit⟩","keep_alive":"1m"},"size":500,"sort":[{"_shard_doc":"asc"}]}',
        ),
        _es,
    ),
    Kind(
        "redis_keys_and_run_ids",
        (
            "$ redis-cli --scan --pattern 'cart:vn:*' | head -3\ncart:vn:⟨u1⟩\ncart:vn:⟨u2⟩\n"
            "cart:vn:⟨u3⟩",
            "INFO server → redis_version:7.⟨m⟩.⟨p⟩, run_id:⟨h40⟩, redis_build_id:⟨h16⟩",
            "session:⟨h64⟩ TTL 1800 — key là sha256 của session id, không phải session id gốc",
            "Lock chống IPN trùng: SET lock:momo-ipn:⟨oid⟩ ⟨uuid⟩ NX PX 30000",
            "# requirepass foobared  ← dòng mẫu trong redis.conf; ⟨inst⟩ (⟨ip⟩) là Memorystore "
            "nên không dùng file này",
            'MONITOR: "HGETALL" "product:⟨pid⟩:stock" từ ⟨ip⟩:⟨port⟩',
        ),
        _redis,
    ),
    Kind(
        "firebase_public_app_ids",
        (
            "google-services.json: mobilesdk_app_id ⟨aid_android⟩, project_number ⟨sender⟩, "
            "storage_bucket ⟨proj⟩.appspot.com",
            "firebaseConfig (web):\n  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,\n"
            '  projectId: "⟨proj⟩",\n  messagingSenderId: "⟨sender⟩",\n  appId: "⟨aid_web⟩",\n'
            '  measurementId: "⟨mid⟩"',
            "Crashlytics issue ⟨h32⟩ — crash ở CheckoutActivity bản 5.⟨x⟩.⟨y⟩ (⟨vc⟩)",
            "iOS GOOGLE_APP_ID ⟨aid_ios⟩, bundle vn.chopho.buyer, CLIENT_ID ⟨client⟩",
            "FCM v1 trả name: projects/⟨proj⟩/messages/0:⟨ms⟩%⟨h16⟩⟨h16⟩",
            "Firestore doc orders/⟨doc⟩ thuộc user ⟨uid⟩ (Firebase Auth uid)",
        ),
        _firebase,
    ),
    Kind(
        "pubsub_and_task_ids",
        (
            "Pub/Sub messageId ⟨mid⟩ (topic order-events, ordering key ⟨oid⟩) bị nack 5 lần → "
            "dead-letter",
            "gcloud pubsub subscriptions pull order-events-sub --limit=1 → ackId ⟨ack⟩",
            "projects/⟨proj⟩/locations/asia-southeast1/queues/shipment-sync/tasks/⟨task⟩",
            "Cloud Run revision order-api-⟨rev⟩, job execution carrier-sync-⟨exe⟩ fail exit 1",
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩","publishTime":"⟨iso⟩",'
            '"attributes":{"type":"order.paid"}},'
            '"subscription":"projects/⟨proj⟩/subscriptions/order-paid-push"}',
        ),
        _pubsub,
    ),
    Kind(
        "build_hashes_and_integrity",
        (
            "$ git log --oneline -3\n⟨s1⟩ fix(momo): verify IPN signature trước khi update order\n"
            "⟨s2⟩ chore(deps): bump ⟨pkg⟩\n⟨s3⟩ feat(line): push trạng thái giao hàng",
            '"node_modules/⟨pkg⟩": { "version": "⟨ver⟩", "integrity": "sha512-⟨integrity⟩" }',
            "github.com/redis/go-redis/v9 v9.⟨m⟩.⟨p⟩ h1:⟨h1⟩",
            "Cloud Build ⟨uuid⟩ xong: image sha256:⟨h64⟩ từ commit ⟨sha⟩",
            "elasticsearch==8.⟨m⟩.⟨p⟩ --hash=sha256:⟨h64⟩",
            "APK 5.⟨x⟩.⟨p⟩ release: SHA-256 ⟨h64⟩, signing cert SHA-1 ⟨cert⟩",
        ),
        _builds,
    ),
    Kind(
        "ssh_and_tls_public_fingerprints",
        (
            "⟨ed⟩ ⟨user⟩@chopho-laptop",
            "The authenticity of host '⟨host⟩ (⟨ip⟩)' can't be established.\n"
            "ED25519 key fingerprint is ⟨fp⟩.\nThis key is not known by any other names.\n"
            "Are you sure you want to continue connecting (yes/no/[fingerprint])? yes",
            "⟨ip⟩ ⟨ec⟩",
            "openssl x509 -noout -serial -fingerprint -sha256 → serial=⟨serial⟩, "
            "SHA256 Fingerprint=⟨cfp⟩",
            "authorized_keys trên ⟨host⟩ thêm key của ⟨user⟩: ⟨rsa⟩ ⟨user⟩",
            "Cert api.chopho.vn serial ⟨serial⟩, issuer GTS CA 1D4, hết hạn 2029-01-⟨dd⟩",
        ),
        _fingerprints,
    ),
    Kind(
        "storage_checksums_and_etags",
        (
            "$ gsutil ls -L gs://chopho-invoices/2028/11/⟨inv⟩.pdf\n"
            "    Content-Length:         ⟨size⟩\n    Content-Type:           application/pdf\n"
            "    Hash (crc32c):          ⟨crc⟩\n    Hash (md5):             ⟨md5⟩\n"
            "    ETag:                   ⟨etag⟩\n    Generation:             ⟨gen⟩\n"
            "    Metageneration:         1",
            "$ sha256sum ⟨tool⟩-linux-amd64.tar.gz\n⟨h64⟩  ⟨tool⟩-linux-amd64.tar.gz",
            'ETag: W/"⟨wtag⟩" → If-None-Match trả 304, cache danh mục OK',
            "Content-MD5: ⟨md5⟩ (upload ảnh ⟨img⟩.jpg từ app seller)",
            "md5 của file đối soát VNPay ngày ⟨date⟩: ⟨h32⟩ — khớp với file họ gửi",
            'ETag multipart "⟨h32⟩-⟨parts⟩" không phải md5 của cả file, đừng so sánh',
        ),
        _checksums,
    ),
)
