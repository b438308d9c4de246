"""Benign platform look-alikes of ``lookalike72``: LINE and Kakao ids, AWS and Naver Cloud
resource names, public keys, certificates, JWKS, digests, hashes, trace ids, data payloads and
the signatures of single requests. None of them grants access; each must survive unchanged."""

from __future__ import annotations

import base64
import hashlib
import json
from random import Random

from tests.redact.lookalike72.gen import (
    ALNUM,
    B64URL,
    BUSAN,
    FACILITIES,
    FUKUOKA,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    aws_account,
    b64_of,
    b64url,
    benign_kind,
    certificate,
    day,
    ecdsa_blob,
    ed25519_blob,
    epoch,
    hexs,
    hmac_b64,
    iso,
    num,
    object_id,
    pem,
    pick,
    sha256_hex,
    spki_p256,
    spki_rsa,
    ssh_fingerprint,
    ssh_public,
    ulid,
    uuid4,
)

_AIZA = "AI" + "za"
_REGIONS = ("ap-northeast-1", "ap-northeast-2")


def _b64_digest(r: Random, size: int = 32) -> str:
    return base64.b64encode(hashlib.sha512(r.randbytes(64)).digest()[:size]).decode()


def _line_ids(r: Random) -> dict[str, str]:
    uid = "U" + hexs(r, 32)
    rt = hexs(r, 32)
    body = json.dumps(
        {
            "destination": "U" + hexs(r, 32),
            "events": [
                {
                    "type": "message",
                    "message": {"type": "text", "id": num(r, 18), "text": "明日キャンセルします"},
                    "webhookEventId": ulid(r),
                    "deliveryContext": {"isRedelivery": False},
                    "timestamp": epoch(r) * 1000,
                    "source": {"type": "user", "userId": uid},
                    "replyToken": rt,
                    "mode": "active",
                }
            ],
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return {
        "body": body,
        "sig": hmac_b64(r, body),
        "sig2": hmac_b64(r, body),
        "uid": uid,
        "rt": rt,
        "cid": num(r, 10),
        "weid": ulid(r),
        "gid": "C" + hexs(r, 32),
    }


def _kakao_ids(r: Random) -> dict[str, str]:
    return {
        "jskey": hexs(r, 32),
        "nkey": hexs(r, 32),
        "chid": "_" + pick(r, ALNUM, 6),
        "tpl": "KAIGO_"
        + r.choice(("VISIT_REMIND", "BILLING", "CANCEL"))
        + f"_{r.randint(1, 9):02d}",
        "mid": num(r, 8) + hexs(r, 12),
        "appid": num(r, 7),
    }


def _aws_names(r: Random) -> dict[str, str]:
    region = r.choice(_REGIONS)
    return {
        "acct": aws_account(r),
        "region": region,
        "ver": str(r.randint(3, 240)),
        "dd": f"{r.randint(1, 30):02d}",
        "stream": iso(r).replace("Z", ".") + num(r, 3),
        "pool": f"{region}_{pick(r, ALNUM, 9)}",
        "cid": pick(r, LOWER_ALNUM, 26),
        "kid": uuid4(r),
        "ext": uuid4(r),
    }


def _kms_blob(r: Random) -> str:
    raw = b"\x01\x02\x02\x00\x78" + r.randbytes(r.choice((179, 203, 231)))
    return base64.b64encode(raw).decode()


def _kms(r: Random) -> dict[str, str]:
    return {
        "blob": _kms_blob(r),
        "kid": uuid4(r),
        "acct": aws_account(r),
        "ulid": ulid(r),
        "who": r.choice(FUKUOKA + BUSAN),
    }


def _jwks(r: Random) -> dict[str, str]:
    def rsa_jwk() -> dict[str, str]:
        n = base64.urlsafe_b64encode(bytes([r.randint(0x80, 0xFF)]) + r.randbytes(255))
        return {
            "alg": "RS256",
            "e": "AQAB",
            "kid": b64_of(r.randbytes(32)),
            "kty": "RSA",
            "n": n.decode().rstrip("="),
            "use": "sig",
        }

    keys = [rsa_jwk(), rsa_jwk()]
    ec = {
        "kty": "EC",
        "alg": "ES256",
        "use": "sig",
        "kid": hexs(r, 64),
        "crv": "P-256",
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }
    return {
        "jwks": json.dumps({"keys": keys}, indent=2),
        "ecjwks": json.dumps({"keys": [ec]}),
        "kid": keys[0]["kid"],
        "pool": f"{r.choice(_REGIONS)}_{pick(r, ALNUM, 9)}",
        "x": b64url(r, 32),
        "y": b64url(r, 32),
    }


def _firebase(r: Random) -> dict[str, str]:
    return {
        "ak": _AIZA + pick(r, B64URL, 35),
        "proj": r.choice(("sakura-kaigo-prod", "kaigo-family-app", "kaigo-link-kr"))
        + "-"
        + hexs(r, 5),
        "sid": num(r, 12),
        "appid": hexs(r, 22),
        "mid": pick(r, UPPER_ALNUM, 10),
    }


def _sentry(r: Random) -> dict[str, str]:
    return {
        "pk": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "ev": hexs(r, 32),
        "trace": hexs(r, 32),
        "span": hexs(r, 16),
        "ver": f"2035.4.{r.randint(1, 30)}",
        "n": str(r.randint(100, 9999)),
    }


def _circleci(r: Random) -> dict[str, str]:
    return {
        "pid": uuid4(r),
        "wid": uuid4(r),
        "job": num(r, 5),
        "num": num(r, 4),
        "sha": hexs(r, 40),
        "fp": ssh_fingerprint(ed25519_blob(r))[7:],
        "ctx": uuid4(r),
    }


def _images(r: Random) -> dict[str, str]:
    d = day(r).replace("-", "")
    return {
        "acct": aws_account(r),
        "d": sha256_hex(r),
        "tag": f"{d}-{hexs(r, 7)}",
        "csha": _b64_digest(r),
    }


def _lockfiles(r: Random) -> dict[str, str]:
    return {
        "v": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 20)}",
        "i": base64.b64encode(hashlib.sha512(r.randbytes(64)).digest()).decode(),
        "h": sha256_hex(r),
        "h2": sha256_hex(r),
        "ck": "10c0/" + hashlib.sha512(r.randbytes(64)).hexdigest(),
    }


def _commits(r: Random) -> dict[str, str]:
    return {
        "sha": hexs(r, 40),
        "s1": hexs(r, 7),
        "s2": hexs(r, 7),
        "s3": hexs(r, 7),
        "tag": f"v2035.4.{r.randint(1, 30)}",
        "pr": str(r.randint(1200, 2999)),
        "dd": f"{r.randint(1, 30):02d}",
    }


def _ssh_public(r: Random) -> dict[str, str]:
    blob = ed25519_blob(r)
    return {
        "pub": ssh_public(blob),
        "pub2": ssh_public(ed25519_blob(r)),
        "ecpub": ssh_public(ecdsa_blob(r)),
        "fp": ssh_fingerprint(blob),
        "who": r.choice(("minji@busan-mbp", "tanaka@fukuoka-dev", "kaigo-deploy@circleci")),
    }


def _certs(r: Random) -> dict[str, str]:
    cert = certificate(r, r.choice(("api.sakura-kaigo.link", "family.sakura-kaigo.link")), "R11")
    fp = hashlib.sha256(r.randbytes(64)).hexdigest().upper()
    return {
        "cert": pem("CERTIFICATE", cert),
        "spki": pem("PUBLIC KEY", spki_p256(r)),
        "rsaspki": pem("PUBLIC KEY", spki_rsa(r)),
        "fpcolon": ":".join(fp[i : i + 2] for i in range(0, 64, 2)),
        "d": day(r),
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ulid": ulid(r),
        "fsid": pick(r, ALNUM, 20),
        "fsid2": pick(r, ALNUM, 20),
        "oid": object_id(r),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "root": f"1-{epoch(r):08x}-{hexs(r, 24)}",
        "h16": hexs(r, 16),
        "h32": hexs(r, 32),
        "u": uuid4(r),
        "ms": f"{r.randint(20, 2900)}.{r.randint(10, 99)}",
        "ext": pick(r, ALNUM, 15) + "=",
        "cfid": pick(r, B64URL, 54) + "==",
    }


def _payloads(r: Random) -> dict[str, str]:
    visit = ulid(r)
    postback = json.dumps({"action": "confirm_visit", "visitId": visit}, separators=(",", ":"))
    sqs = json.dumps(
        {"type": "visit.reminder", "visitId": visit, "facility": r.choice(FACILITIES)},
        separators=(",", ":"),
    )
    state = {"v": visit, "f": r.choice(FACILITIES), "t": epoch(r)}
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + r.randbytes(r.choice((60, 90, 120)))
    return {
        "pb": b64_of(postback),
        "pbjson": postback,
        "msg": b64_of(sqs),
        "rec": b64_of(json.dumps({"Keys": {"pk": {"S": "VISIT#" + visit}}})),
        "png": base64.b64encode(png).decode(),
        "st": base64.urlsafe_b64encode(json.dumps(state).encode()).decode().rstrip("="),
    }


def _caches(r: Random) -> dict[str, str]:
    return {
        "fac": r.choice(FACILITIES),
        "sha1": hashlib.sha1(r.randbytes(32)).hexdigest(),
        "md5": hashlib.md5(r.randbytes(32)).hexdigest(),
        "parts": str(r.randint(2, 12)),
        "inv": f"INV-2035-04-{num(r, 6)}",
        "vh": pick(r, B64URL, 8),
        "kb": f"{r.randint(80, 900)}.{r.randint(10, 99)}",
        "invid": pick(r, UPPER_ALNUM, 14),
        "sha256": sha256_hex(r),
    }


def _signatures(r: Random) -> dict[str, str]:
    ts = str(epoch(r) * 1000 + r.randrange(1000))
    svc = "ncp:sms:kr:" + num(r, 9) + ":kaigo-remind"
    user = r.choice(FUKUOKA + BUSAN) + "@sakura-kaigo.link"
    return {
        "ts": ts,
        "sig": hmac_b64(r, f"POST /sms/v2/services/{svc}/messages\n{ts}"),
        "svc": svc,
        "sh": hmac_b64(r, user + pick(r, LOWER_ALNUM, 26)),
        "user": user,
        "cwsig": hmac_b64(r, '{"webhook_event_type":"mention_to_me"}' + ts),
    }


def _secret_refs(r: Random) -> dict[str, str]:
    return {
        "acct": aws_account(r),
        "sfx": pick(r, ALNUM, 6),
        "u": uuid4(r),
        "u2": uuid4(r),
        "kms": uuid4(r),
        "n": str(r.randint(2, 40)),
        "svc": r.choice(("payjp", "toss", "kakaopay", "line", "komoju")),
        "d": iso(r),
    }


BENIGN_PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "line_webhook_ids_and_signatures",
        (
            "POST /line/webhook\nX-Line-Signature: ⟨sig⟩\n\n⟨body⟩",
            "LINE userId ⟨uid⟩ (利用者家族、アカウント連携済み) / replyToken ⟨rt⟩ は 1 回きり",
            "[line-bot] signature mismatch: header=⟨sig⟩ computed=⟨sig2⟩ channelId=⟨cid⟩",
            "webhookEventId ⟨weid⟩ が 2 回届いた (isRedelivery=true)。冪等処理で弾けている",
            "라인 그룹 ID ⟨gid⟩ 에 방문 일정 푸시 실패 (403, 봇이 그룹에서 나감)",
        ),
        _line_ids,
    ),
    benign_kind(
        "kakao_public_app_keys_and_channel_ids",
        (
            "Kakao.init('⟨jskey⟩'); // JavaScript 키 — 도메인 제한 걸려 있어서 공개돼도 됨",
            "카카오톡 채널 '사쿠라케어링크' 공개 ID ⟨chid⟩, 친구 추가 URL "
            "http://pf.kakao.com/⟨chid⟩/friend",
            "알림톡 발송 결과: template_code=⟨tpl⟩, message_id=⟨mid⟩, status=SUCCESS",
            'AndroidManifest.xml: <meta-data android:name="com.kakao.sdk.AppKey" '
            'android:value="⟨nkey⟩"/> (네이티브 앱 키, 앱에 포함되는 값)',
            "Kakao Developers アプリ ID ⟨appid⟩ / JavaScript キー ⟨jskey⟩ "
            "(公開、Web 版の予約画面で使用)",
        ),
        _kakao_ids,
    ),
    benign_kind(
        "aws_resource_names_and_arns",
        (
            "arn:aws:lambda:⟨region⟩:⟨acct⟩:function:kaigo-billing-webhook:⟨ver⟩",
            "DynamoDB ストリーム arn:aws:dynamodb:⟨region⟩:⟨acct⟩:table/visit-schedule"
            "/stream/⟨stream⟩ の iterator が期限切れ",
            "Cognito user pool ⟨pool⟩ / app client ⟨cid⟩ (public client, no secret)",
            "KMS key: arn:aws:kms:⟨region⟩:⟨acct⟩:key/⟨kid⟩ (alias/kaigo-pii)",
            "aws lambda invoke --function-name arn:aws:lambda:⟨region⟩:⟨acct⟩:function:"
            "busan-sms-sender --payload fileb://ev.json out.json",
            "IAM role arn:aws:iam::⟨acct⟩:role/kaigo-ci-deployer, ExternalId ⟨ext⟩ "
            "(externalId は秘密ではない)",
        ),
        _aws_names,
    ),
    benign_kind(
        "kms_ciphertext_blobs",
        (
            "aws kms encrypt --key-id alias/kaigo-pii --plaintext fileb://phone.txt "
            "--query CiphertextBlob --output text\n⟨blob⟩",
            '{"pk": "RECIPIENT#⟨ulid⟩", "phone_enc": "⟨blob⟩", "kms_key": "alias/kaigo-pii"}',
            "暗号化済みの電話番号 (KMS key ⟨kid⟩): ⟨blob⟩ — 復号には kms:Decrypt 権限が必要",
            "encrypted_data_key: ⟨blob⟩ (봉투 암호화용 데이터 키의 암호문. 평문 키는 메모리에만)",
            "⟨who⟩: CiphertextBlob を base64 のまま DynamoDB に入れる方針で OK "
            "(arn:aws:kms:ap-northeast-1:⟨acct⟩:key/⟨kid⟩)",
        ),
        _kms,
    ),
    benign_kind(
        "jwks_public_keys",
        (
            "curl https://cognito-idp.ap-northeast-1.amazonaws.com/⟨pool⟩/.well-known/"
            "jwks.json\n⟨jwks⟩",
            "LINE Login の ID トークン検証用 JWKS (https://api.line.me/oauth2/v2.1/certs):\n"
            "⟨ecjwks⟩",
            "kid ⟨kid⟩ が JWKS にない → Cognito (⟨pool⟩) のキーローテーション直後でキャッシュが"
            "古かった",
            'ケアポータル自前の公開鍵 (JWK): {"kty":"EC","crv":"P-256","x":"⟨x⟩",'
            '"y":"⟨y⟩","use":"sig","kid":"jwt-signing-2035q2"}',
        ),
        _jwks,
    ),
    benign_kind(
        "firebase_web_config_public",
        (
            'const firebaseConfig = {\n  apiKey: "⟨ak⟩",\n  authDomain: "⟨proj⟩.firebaseapp.com",'
            '\n  projectId: "⟨proj⟩",\n  storageBucket: "⟨proj⟩.appspot.com",\n'
            '  messagingSenderId: "⟨sid⟩",\n  appId: "1:⟨sid⟩:web:⟨appid⟩",\n'
            '  measurementId: "G-⟨mid⟩"\n};',
            "google-services.json: mobilesdk_app_id 1:⟨sid⟩:android:⟨appid⟩ / current_key "
            "⟨ak⟩ (Android アプリに同梱される公開キー)",
            "Firebase Web API キー ⟨ak⟩ は公開前提 (HTTP リファラー制限あり)。"
            "秘密情報は service account 側",
            "GoogleService-Info.plist → API_KEY ⟨ak⟩, GCM_SENDER_ID ⟨sid⟩, "
            "GOOGLE_APP_ID 1:⟨sid⟩:ios:⟨appid⟩",
        ),
        _firebase,
    ),
    benign_kind(
        "sentry_dsn_and_event_ids",
        (
            "SENTRY_DSN=https://⟨pk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩",
            'Sentry.init({ dsn: "https://⟨pk⟩@o⟨org⟩.ingest.us.sentry.io/⟨proj⟩", '
            'release: "care-portal@⟨ver⟩", tracesSampleRate: 0.2 })',
            "Sentry イベント ⟨ev⟩ (issue KAIGO-API-⟨n⟩) — trace ⟨trace⟩",
            "sentry-trace: ⟨trace⟩-⟨span⟩-1\nbaggage: sentry-trace_id=⟨trace⟩,"
            "sentry-public_key=⟨pk⟩,sentry-release=kaigo-api%40⟨ver⟩",
            "센트리 DSN 공개 키(⟨pk⟩)는 클라이언트에 박혀 있어도 괜찮음. 인증 토큰과 혼동 금지",
        ),
        _sentry,
    ),
    benign_kind(
        "circleci_pipeline_refs",
        (
            "CircleCI pipeline ⟨pid⟩ / workflow ⟨wid⟩ / job #⟨job⟩ failed at deploy-seoul",
            "CIRCLE_SHA1=⟨sha⟩ CIRCLE_BUILD_NUM=⟨job⟩ CIRCLE_WORKFLOW_ID=⟨wid⟩",
            'add_ssh_keys:\n  fingerprints:\n    - "SHA256:⟨fp⟩"',
            "https://app.circleci.com/pipelines/gh/sakura-kaigo/kaigo-api/⟨num⟩/workflows/"
            "⟨wid⟩/jobs/⟨job⟩",
            "context prod-payments (id ⟨ctx⟩) に TOSS_SECRET_KEY を追加した — "
            "値は CircleCI 側にのみ",
        ),
        _circleci,
    ),
    benign_kind(
        "container_image_digests",
        (
            "⟨acct⟩.dkr.ecr.ap-northeast-1.amazonaws.com/kaigo-api@sha256:⟨d⟩",
            "docker pull ⟨acct⟩.dkr.ecr.ap-northeast-2.amazonaws.com/busan-batch:⟨tag⟩\n"
            "⟨tag⟩: Pulling from busan-batch\nDigest: sha256:⟨d⟩\n"
            "Status: Downloaded newer image",
            "Lambda コンテナ更新: ImageUri=⟨acct⟩.dkr.ecr.ap-northeast-1.amazonaws.com/"
            "line-bot@sha256:⟨d⟩ CodeSha256=⟨csha⟩",
            "네이버 클라우드 컨테이너 레지스트리 kaigo.kr.ncr.ntruss.com/kakao-bot@sha256:⟨d⟩ "
            "로 롤백",
            "FROM public.ecr.aws/lambda/nodejs:22@sha256:⟨d⟩",
        ),
        _images,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/payjp": {\n  "version": "⟨v⟩",\n'
            '  "resolved": "https://registry.npmjs.org/payjp/-/payjp-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨i⟩"\n}',
            "'@line/bot-sdk@⟨v⟩':\n  resolution: {integrity: sha512-⟨i⟩}",
            '[[package]]\nname = "boto3"\nversion = "⟨v⟩"\nfiles = [\n'
            '    {file = "boto3-⟨v⟩-py3-none-any.whl", hash = "sha256:⟨h⟩"},\n]',
            "sentry-sdk==⟨v⟩ \\\n    --hash=sha256:⟨h⟩ \\\n    --hash=sha256:⟨h2⟩",
            "yarn.lock で @tosspayments/tosspayments-sdk@⟨v⟩ の checksum が変わった: ⟨ck⟩",
        ),
        _lockfiles,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "git log --oneline -3\n⟨s1⟩ fix(billing): KOMOJU webhook 再送の冪等化\n"
            "⟨s2⟩ feat(line): 訪問リマインドの文面変更\n⟨s3⟩ chore: bump @sentry/node",
            "revert ⟨sha⟩ (토스 결제 취소 버그) → ⟨tag⟩ 로 재배포",
            "git bisect の結果、最初に壊れたコミットは ⟨sha⟩",
            "PR #⟨pr⟩ merged as ⟨sha⟩ into main",
            "git cherry-pick ⟨sha⟩ && git push origin hotfix/2035-04-⟨dd⟩",
        ),
        _commits,
    ),
    benign_kind(
        "ssh_public_keys_and_fingerprints",
        (
            "⟨pub⟩ ⟨who⟩",
            "~/.ssh/authorized_keys に追加:\n⟨pub⟩ tanaka@fukuoka-dev\n"
            "⟨pub2⟩ kaigo-deploy@circleci",
            "ssh-keygen -lf id_ed25519.pub\n256 ⟨fp⟩ ⟨who⟩ (ED25519)",
            "bastion の known_hosts: kaigo-bastion.sakura-kaigo.link ⟨ecpub⟩",
            "서버 호스트 키 지문 ⟨fp⟩ 확인 후 접속 (MITM 경고 아님)",
        ),
        _ssh_public,
    ),
    benign_kind(
        "certificates_and_public_keys_pem",
        (
            "⟨cert⟩",
            "API Gateway カスタムドメイン (api.sakura-kaigo.link) の証明書、⟨d⟩ 更新分:\n\n⟨cert⟩",
            "⟨spki⟩",
            "openssl x509 -noout -fingerprint -sha256 -in api.pem\nsha256 Fingerprint=⟨fpcolon⟩",
            "eKYC 벤더가 준 서명 검증용 RSA 공개 키:\n⟨rsaspki⟩",
        ),
        _certs,
    ),
    benign_kind(
        "uuids_ulids_and_object_ids",
        (
            "利用者 ID ⟨u⟩ の訪問予定 (visitId ⟨ulid⟩) が重複登録されていた",
            "Firestore: families/⟨fsid⟩/messages/⟨fsid2⟩ の既読フラグが更新されない",
            '{"recipientId":"⟨u⟩","visitId":"⟨ulid⟩","caregiverId":"⟨u2⟩","status":"scheduled"}',
            "DynamoDB pk=FACILITY#⟨u⟩ sk=VISIT#⟨ulid⟩",
            '레거시 스케줄러(MongoDB 시절) _id: ObjectId("⟨oid⟩") → 신규 ULID ⟨ulid⟩ 로 매핑',
        ),
        _ids,
    ),
    benign_kind(
        "trace_and_request_ids",
        (
            "X-Amzn-Trace-Id: Root=⟨root⟩;Parent=⟨h16⟩;Sampled=1",
            "traceparent: 00-⟨h32⟩-⟨h16⟩-01",
            "START RequestId: ⟨u⟩ Version: $LATEST\nEND RequestId: ⟨u⟩\n"
            "REPORT RequestId: ⟨u⟩\tDuration: ⟨ms⟩ ms\tMemory Size: 512 MB",
            "API Gateway: x-amzn-RequestId ⟨u⟩, extendedRequestId ⟨ext⟩, x-amz-cf-id ⟨cfid⟩",
            "요청 ID ⟨u⟩ 로 Logs Insights 검색: fields @timestamp, @message "
            "| filter @requestId = '⟨u⟩'",
        ),
        _traces,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            "LINE postback data: ⟨pb⟩ (デコードすると ⟨pbjson⟩)",
            "SQS メッセージ body (base64): ⟨msg⟩",
            'DynamoDB stream → Kinesis record data: "⟨rec⟩"',
            "サインの画像: ![sign](data:image/png;base64,⟨png⟩)",
            "카카오 알림톡 버튼 링크 state=⟨st⟩ (base64url, 방문 ID 와 시설 코드만 들어 있음)",
        ),
        _payloads,
    ),
    benign_kind(
        "cache_keys_and_etags",
        (
            "Redis キー cache:v3:schedule:⟨fac⟩:⟨sha1⟩ の TTL が -1 になっていた",
            'ETag: "⟨md5⟩"\nCache-Control: max-age=300',
            'S3 ETag "⟨md5⟩-⟨parts⟩" (multipart) — kaigo-invoices/2035/04/⟨inv⟩.pdf',
            "dist/assets/index-⟨vh⟩.js ⟨kb⟩ kB — CloudFront invalidation /assets/* ID ⟨invid⟩",
            "캐시 키 = sha256(facilityId + ':' + date) = ⟨sha256⟩",
        ),
        _caches,
    ),
    benign_kind(
        "single_request_signatures",
        (
            "x-ncp-apigw-timestamp: ⟨ts⟩\nx-ncp-iam-access-key: ${NCP_ACCESS_KEY}\n"
            "x-ncp-apigw-signature-v2: ⟨sig⟩",
            "SENS 요청 서명(HMAC-SHA256, base64) ⟨sig⟩ — 타임스탬프 ⟨ts⟩ 기준, 5분 지나면 무효",
            "Cognito InitiateAuth の SECRET_HASH=⟨sh⟩ (⟨user⟩ + client id の HMAC、"
            "このリクエスト限り)",
            "Chatwork Webhook: x-chatworkwebhooksignature: ⟨cwsig⟩ → 検証 OK",
            "[ncp] 401 Authentication Failed: signature=⟨sig⟩ timestamp=⟨ts⟩ (서버 시간 어긋남)",
        ),
        _signatures,
    ),
    benign_kind(
        "secrets_manager_and_ssm_references",
        (
            "arn:aws:secretsmanager:ap-northeast-1:⟨acct⟩:secret:prod/⟨svc⟩/secret-key-⟨sfx⟩",
            '{\n  "ARN": "arn:aws:secretsmanager:ap-northeast-1:⟨acct⟩:secret:prod/⟨svc⟩-⟨sfx⟩",'
            '\n  "Name": "prod/⟨svc⟩",\n  "KmsKeyId": "⟨kms⟩",\n'
            '  "LastRotatedDate": "⟨d⟩",\n  "VersionIdsToStages": {\n'
            '    "⟨u⟩": ["AWSCURRENT"],\n    "⟨u2⟩": ["AWSPREVIOUS"]\n  }\n}',
            "SSM パラメータ /kaigo/prod/⟨svc⟩/secret-key (SecureString, KMS ⟨kms⟩) — "
            "バージョン ⟨n⟩",
            "aws ssm get-parameter --name /kaigo/prod/⟨svc⟩/secret-key --with-decryption "
            "--query Parameter.Version",
            "시크릿 매니저 prod/⟨svc⟩ 의 현재 버전 ⟨u⟩, 로테이션 람다는 "
            "arn:aws:lambda:ap-northeast-2:⟨acct⟩:function:rotate-⟨svc⟩-keys",
        ),
        _secret_refs,
    ),
)
