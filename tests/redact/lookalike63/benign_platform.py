"""Benign look-alikes from the platform: LINE and Zalo ids, Pub/Sub message and ack ids,
Secret Manager resource names, MongoDB ObjectIds, Sentry and trace ids, commits, image
digests, GCP resource names, Kubernetes names and uids, Redis keys, GitHub Actions ids and
base64-encoded event payloads (data, not credentials)."""

from __future__ import annotations

import base64
import json
from random import Random

from tests.redact.lookalike63.gen import (
    B64URL,
    DEVS_TH,
    DEVS_VN,
    HOTELS,
    LOWER_ALNUM,
    PROJECT_NUMBERS,
    PROJECTS,
    Kind,
    amount_vnd,
    epoch_ms,
    hexs,
    iso,
    iso_ict,
    num,
    objectid,
    pick,
    semver,
    sha,
    ulid,
    uuid4,
    ymd,
    yymmdd,
)


def _proj(r: Random) -> dict[str, str]:
    proj = r.choice(PROJECTS)
    return {"proj": proj, "pnum": PROJECT_NUMBERS[proj]}


def _line(r: Random) -> dict[str, str]:
    return {
        "dest": "U" + hexs(r, 32),
        "uid": "U" + hexs(r, 32),
        "gid": "C" + hexs(r, 32),
        "rid": "R" + hexs(r, 32),
        "mid": num(r, 18),
        "weid": ulid(r),
        "ms": epoch_ms(r),
        "oid": objectid(r),
        "rm": "richmenu-" + hexs(r, 32),
        "ts": iso_ict(r),
        "dev": r.choice(DEVS_TH),
    }


def _zalo(r: Random) -> dict[str, str]:
    return {
        "app": num(r, 19),
        "oa": num(r, 18),
        "uid": num(r, 19),
        "uba": num(r, 19),
        "ms": epoch_ms(r),
        "msg": hexs(r, 32),
        "tpl": num(r, 6),
        "trk": "MKG" + num(r, 12),
        "phone": "849" + num(r, 8),
        "dev": r.choice(DEVS_VN),
    }


def _pubsub(r: Random) -> dict[str, str]:
    return {
        "mid": num(r, r.choice((16, 17))),
        "mid2": num(r, r.choice((16, 17))),
        "ack": pick(r, B64URL, r.randint(150, 190)),
        "ack2": pick(r, B64URL, r.randint(150, 190)),
        "oid": objectid(r),
        "data": base64.b64encode(
            json.dumps({"bookingId": objectid(r), "event": "BOOKING_CONFIRMED"}).encode()
        ).decode(),
        "ts": iso(r),
        "n": str(r.randint(5, 12)),
        **_proj(r),
    }


_SECRETS = ("momo-secret-key", "zalopay-key1", "zalopay-key2", "vnpay-hash-secret",
            "twoc2p-secret-key", "line-channel-token", "booking-com-password", "redis-auth",
            "sendgrid-api-key", "agoda-api-key")  # fmt: skip


def _sm(r: Random) -> dict[str, str]:
    v = r.randint(3, 40)
    return {
        "name": r.choice(_SECRETS),
        "name2": r.choice(_SECRETS),
        "v": str(v),
        "v1": str(v - 1),
        "v2": str(v - 2),
        "etag": '"' + hexs(r, 14) + '"',
        "ts": iso(r),
        "ts2": iso(r),
        "ts3": iso(r),
        "sa": r.choice(("booking-api", "payments-worker", "messaging")),
        **_proj(r),
    }


def _oids(r: Random) -> dict[str, str]:
    return {
        "o1": objectid(r),
        "o2": objectid(r),
        "o3": objectid(r),
        "ulid": ulid(r),
        "n": str(r.randint(2, 40)),
        "hotel": r.choice(HOTELS),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {
        "ev": hexs(r, 32),
        "ev2": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "issue": num(r, 10),
        "short": "BOOKING-API-" + pick(r, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 3),
        "pid": num(r, 7),
        "ver": semver(r),
        "ts": iso(r),
    }


def _git(r: Random) -> dict[str, str]:
    return {
        "sha": sha(r),
        "sha2": sha(r),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "s4": hexs(r, 9),
        "pr": str(r.randint(1200, 4800)),
        "dev": r.choice(DEVS_VN + DEVS_TH),
        "ver": semver(r),
    }


def _digest(r: Random) -> dict[str, str]:
    return {
        "d": hexs(r, 64),
        "d2": hexs(r, 64),
        "ver": semver(r),
        "size": str(r.randint(1200, 4200)),
        "ts": iso(r)[:19],
        "svc": r.choice(("booking-api", "payments-worker", "messaging-gw", "search-api")),
        **_proj(r),
    }


def _gcp(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(1, 4)),
        "uid21": num(r, 21),
        "cid": f"{PROJECT_NUMBERS[r.choice(PROJECTS)]}-{pick(r, LOWER_ALNUM, 32)}"
        ".apps.googleusercontent.com",
        "ba": "-".join(pick(r, "0123456789ABCDEF", 6) for _ in range(3)),
        "op": f"operation-{epoch_ms(r)}-{hexs(r, 13)}-{hexs(r, 8)}-{hexs(r, 8)}",
        "sa": r.choice(("booking-api", "payments-worker", "pubsub-pusher", "gha-deployer")),
        "ip": f"10.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
        **_proj(r),
    }


def _k8s(r: Random) -> dict[str, str]:
    rs = pick(r, "bcdfghjklmnpqrstvwxz2456789", r.choice((9, 10)))
    return {
        "rs": rs,
        "p1": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "p2": pick(r, "bcdfghjklmnpqrstvwxz2456789", 5),
        "node": f"gke-mkg-prod-pool-{r.randint(1, 3)}-{hexs(r, 8)}-{pick(r, LOWER_ALNUM, 4)}",
        "uid": uuid4(r),
        "rv": num(r, 9),
        "cid": hexs(r, 64),
        "cm": "payments-config-" + pick(r, "bcdfghkmt2456789", 10),
        "svc": r.choice(("booking-api", "payments-worker", "messaging-gw", "search-api")),
        "age": f"{r.randint(2, 23)}h",
    }


def _redis(r: Random) -> dict[str, str]:
    return {
        "h1": hexs(r, 40),
        "h2": hexs(r, 40),
        "h3": hexs(r, 40),
        "oid": objectid(r),
        "ah": num(r, 7),
        "d": ymd(r),
        "h8": hexs(r, 8),
        "ip": f"113.{r.randint(160, 191)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
        "atid": f"{yymmdd(r)}_{num(r, 7)}",
        "bytes": str(r.randint(120, 9000)),
    }


def _gha(r: Random) -> dict[str, str]:
    return {
        "sha": sha(r),
        "sha2": sha(r),
        "rid": num(r, 11),
        "jid": num(r, 11),
        "aid": num(r, 10),
        "h64": hexs(r, 64),
        "d": hexs(r, 64),
        "pnum": PROJECT_NUMBERS[r.choice(PROJECTS)],
        "ts": iso(r)[:19] + "Z",
        "n": str(r.randint(100, 999)),
    }


def _b64_event(r: Random) -> dict[str, str]:
    event = {
        "bookingId": objectid(r),
        "hotelId": num(r, 7),
        "status": r.choice(("CONFIRMED", "CANCELLED", "PAID")),
        "amount": int(amount_vnd(r)),
        "currency": "VND",
    }
    extra = {
        "source": r.choice(("zalo_mini_app", "line_liff", "web")),
        "campaign": f"OCT33-{num(r, 3)}",
    }
    ds = base64.b64encode(json.dumps(event, separators=(",", ":")).encode()).decode()
    return {
        "data": ds,
        "extra": base64.b64encode(json.dumps(extra, separators=(",", ":")).encode()).decode(),
        "mid": num(r, 16),
        "ts": iso(r),
        "oid": event["bookingId"],
        "sig": hexs(r, 64),
        "oid2": "MKG" + num(r, 13),
        "ce": uuid4(r),
        **_proj(r),
    }


_N = 11

PLATFORM: tuple[Kind, ...] = (
    Kind(
        "line_user_and_group_ids",
        (
            '{"destination":"⟨dest⟩","events":[{"type":"message","message":{"type":"text",'
            '"id":"⟨mid⟩","text":"จองห้องที่เชียงใหม่ได้ไหม"},"webhookEventId":"⟨weid⟩",'
            '"deliveryContext":{"isRedelivery":false},"timestamp":⟨ms⟩,'
            '"source":{"type":"user","userId":"⟨uid⟩"},"mode":"active"}]}',
            "LINE userId ⟨uid⟩ linked to account ⟨oid⟩ (MongoDB users)",
            "push ไปที่กลุ่ม ⟨gid⟩ ไม่ได้ เพราะ bot ไม่ได้อยู่ในกลุ่มแล้ว (⟨dev⟩ เช็คแล้ว)",
            "Default rich menu is now ⟨rm⟩; old one for room ⟨rid⟩ deleted.",
            "⟨ts⟩ WARN line.webhook duplicate webhookEventId=⟨weid⟩ source=⟨uid⟩",
        ),
        _line,
        n=_N,
    ),
    Kind(
        "zalo_oa_and_user_ids",
        (
            '{"app_id":"⟨app⟩","user_id_by_app":"⟨uba⟩","event_name":"user_send_text",'
            '"timestamp":"⟨ms⟩","sender":{"id":"⟨uid⟩"},"recipient":{"id":"⟨oa⟩"},'
            '"message":{"text":"Cho mình hỏi phòng ở Hội An còn không","msg_id":"⟨msg⟩"}}',
            "Zalo OA ⟨oa⟩ (MekongGo Official): follower ⟨uid⟩ báo không nhận được ZNS.",
            "zns sent: template_id=⟨tpl⟩ phone=⟨phone⟩ tracking_id=⟨trk⟩ msg_id=⟨msg⟩",
            "⟨dev⟩: user_id_by_app ⟨uba⟩ khác với user id OA ⟨uid⟩ — phải map qua bảng zalo_links.",
        ),
        _zalo,
        n=_N,
    ),
    Kind(
        "pubsub_message_and_ack_ids",
        (
            "$ gcloud pubsub subscriptions pull booking-events-sub --project=⟨proj⟩ "
            "--format='value(message.messageId,ackId)'\n⟨mid⟩\t⟨ack⟩\n⟨mid2⟩\t⟨ack2⟩",
            "messageId ⟨mid⟩ redelivered ⟨n⟩ times → dead-lettered to booking-events-dlq",
            "$ gcloud pubsub topics publish payment-settled --message='{}' --project=⟨proj⟩\n"
            "messageIds:\n- '⟨mid⟩'",
            'jsonPayload.message_id="⟨mid⟩" '
            "subscription=projects/⟨proj⟩/subscriptions/payment-settled-sub "
            "ordering_key=booking-⟨oid⟩",
            "ack ไม่ทัน deadline: ackId ⟨ack⟩ (message ⟨mid⟩) — เพิ่ม ackDeadline เป็น 60s",
        ),
        _pubsub,
        n=_N,
    ),
    Kind(
        "secret_manager_resource_names",
        (
            "projects/⟨pnum⟩/secrets/⟨name⟩/versions/⟨v⟩ is the one booking-api mounts now.",
            "$ gcloud secrets versions list ⟨name⟩ --project=⟨proj⟩\n"
            "NAME  STATE     CREATED              DESTROYED\n⟨v⟩    enabled   ⟨ts⟩  -\n"
            "⟨v1⟩    disabled  ⟨ts2⟩  -\n⟨v2⟩    destroyed ⟨ts3⟩  ⟨ts⟩",
            "$ gcloud secrets describe ⟨name⟩\ncreateTime: '⟨ts⟩'\netag: '⟨etag⟩'\n"
            "name: projects/⟨pnum⟩/secrets/⟨name⟩\nreplication:\n  automatic: {}",
            'remoteRef:\n  key: ⟨name⟩\n  version: "⟨v⟩"',
            "gcloud secrets add-iam-policy-binding ⟨name2⟩ --project=⟨proj⟩ "
            "--member=serviceAccount:⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com "
            "--role=roles/secretmanager.secretAccessor",
            "Audit log: AccessSecretVersion on projects/⟨pnum⟩/secrets/⟨name⟩/versions/⟨v⟩ by "
            "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",
        ),
        _sm,
        n=_N,
    ),
    Kind(
        "mongodb_objectids",
        (
            'db.bookings.find({ _id: ObjectId("⟨o1⟩") })',
            '{"_id":{"$oid":"⟨o1⟩"},"userId":{"$oid":"⟨o2⟩"},"hotelId":"htl_⟨ulid⟩",'
            '"status":"CONFIRMED","nights":⟨n⟩}',
            "booking ⟨o1⟩ không thấy trên secondary (readConcern local) nhưng có trên primary.",
            "{ acknowledged: true, insertedId: ObjectId('⟨o3⟩') }",
            "Atlas project id ⟨o2⟩ (mkg-prod) — đừng nhầm với org id ⟨o3⟩",
            "review ⟨o1⟩ của ⟨hotel⟩ bị duplicate ⟨n⟩ lần, giữ bản ⟨o2⟩",
        ),
        _oids,
        n=_N,
    ),
    Kind(
        "sentry_event_and_trace_ids",
        (
            "Sentry event ⟨ev⟩ (issue ⟨short⟩) — NoneType in vnpay callback",
            "https://mekonggo.sentry.io/issues/⟨issue⟩/events/⟨ev⟩/?project=⟨pid⟩",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1",
            '{"level":"error","ts":"⟨ts⟩","trace_id":"⟨trace⟩","span_id":"⟨span⟩",'
            '"sentry_event_id":"⟨ev⟩","release":"booking-api@⟨ver⟩"}',
            "Sự cố giống nhau: event ⟨ev⟩ và ⟨ev2⟩ cùng trace ⟨trace⟩",
        ),
        _sentry,
        n=_N,
    ),
    Kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -4\n⟨s1⟩ fix(momo): verify IPN signature before update\n"
            "⟨s2⟩ feat(line): rich menu per locale\n⟨s3⟩ chore: bump @line/bot-sdk\n"
            "⟨s4⟩ Merge pull request #⟨pr⟩ from mekonggo/zalopay-refund",
            "Revert ⟨sha⟩ (broke the ZaloPay callback), re-apply after #⟨pr⟩",
            "git bisect: first bad commit is ⟨sha⟩ — ⟨dev⟩ changed the VNPay hash order",
            "deploy prod booking-api: ⟨s1⟩ → ⟨s2⟩ (v⟨ver⟩)",
            "https://github.com/mekonggo/booking-api/compare/⟨sha⟩...⟨sha2⟩",
            "git cherry-pick ⟨sha⟩ ⟨sha2⟩  # backport sang release/2033.10",
        ),
        _git,
        n=_N,
    ),
    Kind(
        "container_image_digests",
        (
            "asia-southeast1-docker.pkg.dev/⟨proj⟩/services/⟨svc⟩@sha256:⟨d⟩",
            "imageID: docker.io/library/redis@sha256:⟨d⟩",
            "v⟨ver⟩: digest: sha256:⟨d⟩ size: ⟨size⟩",
            "FROM node:22.11-bookworm-slim@sha256:⟨d⟩ AS build",
            "IMAGE                                                          DIGEST\n"
            "asia-southeast1-docker.pkg.dev/⟨proj⟩/services/⟨svc⟩  sha256:⟨d⟩\n"
            "asia-southeast1-docker.pkg.dev/⟨proj⟩/services/⟨svc⟩  sha256:⟨d2⟩",
            "Rollback ⟨svc⟩ về digest sha256:⟨d2⟩ (bản ⟨ts⟩)",
        ),
        _digest,
        n=_N,
    ),
    Kind(
        "gcp_resource_identifiers",
        (
            "Instance connection name: ⟨proj⟩:asia-southeast1:pg-main-⟨n⟩ (private IP ⟨ip⟩)",
            "SA ⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com, unique id ⟨uid21⟩",
            "Web OAuth client ID (public, in the Android app): ⟨cid⟩",
            "project ⟨proj⟩ = number ⟨pnum⟩, billing account ⟨ba⟩",
            "gcloud container clusters get-credentials gke-prod-sg --region asia-southeast1 "
            "--project ⟨proj⟩",
            "Cloud SQL resize stuck: ⟨op⟩ (project ⟨pnum⟩)",
            "annotations:\n  iam.gke.io/gcp-service-account: ⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",
        ),
        _gcp,
        n=_N,
    ),
    Kind(
        "kubernetes_names_and_uids",
        (
            "$ kubectl get pods -n payments\nNAME                              READY   STATUS"
            "    RESTARTS   AGE\n⟨svc⟩-⟨rs⟩-⟨p1⟩   1/1     Running   0          ⟨age⟩\n"
            "⟨svc⟩-⟨rs⟩-⟨p2⟩   1/1     Running   2          ⟨age⟩",
            "metadata:\n  name: ⟨cm⟩\n  namespace: payments\n  uid: ⟨uid⟩\n"
            '  resourceVersion: "⟨rv⟩"',
            "containerID: containerd://⟨cid⟩",
            "Successfully assigned payments/⟨svc⟩-⟨rs⟩-⟨p1⟩ to ⟨node⟩",
            "Pod ⟨svc⟩-⟨rs⟩-⟨p2⟩ bị OOMKilled trên node ⟨node⟩, uid ⟨uid⟩",
        ),
        _k8s,
        n=_N,
    ),
    Kind(
        "redis_cache_keys",
        (
            "$ redis-cli --scan --pattern 'sess:v2:*' | head -3\nsess:v2:⟨h1⟩\nsess:v2:⟨h2⟩\n"
            "sess:v2:⟨h3⟩",
            "lock:booking:⟨oid⟩ giữ quá TTL 30s → double charge, thêm fencing token.",
            "cache:hotel:⟨ah⟩:rates:⟨d⟩:⟨h8⟩ MISS rate ~40% after the Agoda sync change",
            "> MEMORY USAGE idem:zalopay:⟨atid⟩\n(integer) ⟨bytes⟩",
            "rl:momo:ipn:⟨ip⟩ hit 120/min — MoMo retried the IPN for ⟨oid⟩",
        ),
        _redis,
        n=_N,
    ),
    Kind(
        "github_actions_ids",
        (
            "      - uses: actions/checkout@⟨sha⟩ # v5.0.1\n"
            "      - uses: google-github-actions/auth@⟨sha2⟩ # v3.1.0",
            "Run https://github.com/mekonggo/booking-api/actions/runs/⟨rid⟩/job/⟨jid⟩ failed "
            "at step 'Deploy to GKE'",
            "Cache restored from key: Linux-node-modules-⟨h64⟩",
            "Artifact booking-api-image uploaded, id ⟨aid⟩, digest sha256:⟨d⟩",
            "workload_identity_provider: projects/⟨pnum⟩/locations/global/"
            "workloadIdentityPools/github/providers/mekonggo",
            "$ gh run list -L 2\nSTATUS  TITLE             WORKFLOW  BRANCH  EVENT  ID\n"
            "✓       fix momo ipn #⟨n⟩  deploy    main    push   ⟨rid⟩\n"
            "X       bump sdk          ci        main    push   ⟨jid⟩",
        ),
        _gha,
        n=_N,
    ),
    Kind(
        "base64_event_payloads",
        (
            '{"message":{"data":"⟨data⟩","messageId":"⟨mid⟩","publishTime":"⟨ts⟩",'
            '"attributes":{"type":"booking"}},'
            '"subscription":"projects/⟨proj⟩/subscriptions/booking-events-push"}',
            "echo '⟨data⟩' | base64 -d   # → sự kiện booking ⟨oid⟩",
            '"orderId":"⟨oid2⟩","extraData":"⟨extra⟩","signature":"⟨sig⟩"',
            "ce-id: ⟨ce⟩\nce-source: //pubsub.googleapis.com/projects/⟨proj⟩/topics/booking-events"
            "\nce-type: google.cloud.pubsub.topic.v1.messagePublished\n\n⟨data⟩",
            "MoMo extraData của đơn ⟨oid2⟩ là base64 của JSON: ⟨extra⟩",
        ),
        _b64_event,
        n=_N,
    ),
)
