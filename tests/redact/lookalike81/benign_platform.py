"""Benign look-alikes from the platform side: public keys, certificates and fingerprints,
JWKS, commit hashes, image digests, lockfile integrity hashes, UUIDs/ULIDs/ObjectIds, device
and analytics ids, trace ids, base64 data, cache keys, resource names, versions, public client
config, webhook request signatures and artifact checksums."""

from __future__ import annotations

import json
from random import Random

from tests.redact.lookalike81.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PACKAGES,
    PEOPLE,
    PEOPLE_KO,
    PRODUCTS,
    PROJECTS,
    SERVICES,
    Kind,
    b64,
    b64_of,
    b64url,
    b64url_of,
    benign_kind,
    big,
    certificate,
    colon_hex,
    day,
    digits,
    ec_spki,
    epoch_ms,
    hexs,
    ip10,
    iso,
    num,
    objectid,
    pem_body,
    pick,
    rsa_spki,
    snowflake,
    ssh_ecdsa_public,
    ssh_ed25519_public,
    ulid,
    uuid4,
)


def _v(r: Random) -> str:
    return f"2.{r.randint(38, 44)}.{r.randint(0, 12)}"


def _public_keys(r: Random) -> dict[str, str]:
    spki = rsa_spki(r) if r.random() < 0.5 else ec_spki(r)
    return {
        "lic": b64_of(rsa_spki(r)),
        "pem": pem_body(spki),
        "ssh": ssh_ed25519_public(r),
        "ecd": ssh_ecdsa_public(r),
        "dpk": hexs(r, 64),
        "who": r.choice(PEOPLE),
        "pkg": r.choice(PACKAGES),
    }


def _certs(r: Random) -> dict[str, str]:
    cn = r.choice(("billing.haneulpixel.com", "api.tw.haneulpixel.com", "jenkins.haneulpixel.com"))
    return {
        "cert": pem_body(certificate(r, cn)),
        "fp256": colon_hex(r.randbytes(32)),
        "fp256b": colon_hex(r.randbytes(32)),
        "fp1": colon_hex(r.randbytes(20)),
        "sshfp": b64(r, 32).rstrip("="),
        "pkg": r.choice(PACKAGES),
        "cn": cn,
        "d": day(r),
    }


def _jwks(r: Random) -> dict[str, str]:
    def rsa_jwk(kid: str) -> dict[str, str]:
        n = b64url_of(big(r, 256, odd=True))
        return {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": n, "e": "AQAB"}

    kid, kid2 = hexs(r, 40), hexs(r, 40)
    ec = {
        "kty": "EC",
        "crv": "P-256",
        "kid": pick(r, ALNUM, 10),
        "x": b64url(r, 32),
        "y": b64url(r, 32),
        "use": "sig",
    }
    return {
        "jwks": json.dumps({"keys": [rsa_jwk(kid), rsa_jwk(kid2)]}, indent=2),
        "ec": json.dumps(ec),
        "kid": kid,
        "kid2": kid2,
        "one": json.dumps({"keys": [rsa_jwk(pick(r, ALNUM, 10))]}),
    }


def _git(r: Random) -> dict[str, str]:
    shas = [hexs(r, 40) for _ in range(5)]
    msgs = (
        "fix(billing): CheckMacValue 대소문자 정규화",
        "feat(gacha): 5월 픽업 배너 테이블",
        "chore: bump Unity 6000.3.12f1",
        "fix(rtdn): purchaseToken 중복 처리",
        "修正 TapPay refund 回呼逾時",
        "perf(guild): 랭킹 캐시 키 변경",
        "fix(line-login): state 檢查",
    )
    log = "\n".join(f"{s[:7]} {r.choice(msgs)}" for s in shas)
    return {
        "log": log,
        "sha": shas[0],
        "sha2": shas[1],
        "s7": shas[2][:7],
        "s7b": shas[3][:7],
        "s12": shas[4][:12],
        "v": _v(r),
        "who": r.choice(PEOPLE),
    }


def _digests(r: Random) -> dict[str, str]:
    return {
        "d1": hexs(r, 64),
        "d2": hexs(r, 64),
        "svc": r.choice(SERVICES),
        "proj": r.choice(PROJECTS),
        "v": _v(r),
        "pod": pick(r, LOWER_ALNUM, 10) + "-" + pick(r, LOWER_ALNUM, 5),
    }


def _locks(r: Random) -> dict[str, str]:
    return {
        "sri": b64(r, 64),
        "sri2": b64(r, 64),
        "h40": hexs(r, 40),
        "h64": hexs(r, 64),
        "h64b": hexs(r, 64),
        "gosum": b64(r, 32),
        "v": f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
    }


def _ids(r: Random) -> dict[str, str]:
    return {
        "u": uuid4(r),
        "u2": uuid4(r),
        "ul": ulid(r),
        "ul2": ulid(r),
        "oid": objectid(r),
        "oid2": objectid(r),
        "svc": r.choice(SERVICES),
        "d": day(r),
    }


def _device(r: Random) -> dict[str, str]:
    return {
        "fcm": pick(r, B64URL, 22) + ":APA91b" + pick(r, B64URL, 134),
        "fid": r.choice("cdef") + pick(r, B64URL, 21),
        "af": f"{epoch_ms(r)}-{num(r, 19)}",
        "gaid": uuid4(r),
        "idfv": uuid4(r).upper(),
        "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
        "uid": snowflake(r),
        "pseudo": f"{num(r, 10)}.{num(r, 10)}",
        "pkg": r.choice(PACKAGES),
    }


def _traces(r: Random) -> dict[str, str]:
    return {
        "t": hexs(r, 32),
        "span": hexs(r, 16),
        "sdec": num(r, 19),
        "ev": hexs(r, 32),
        "u": uuid4(r),
        "ncp": hexs(r, 32),
        "svc": r.choice(SERVICES),
        "ts": iso(r),
        "ms": str(r.randint(120, 9800)),
    }


def _b64data(r: Random) -> dict[str, str]:
    pkg = r.choice(PACKAGES)
    rtdn = {
        "version": "1.0",
        "packageName": pkg,
        "eventTimeMillis": epoch_ms(r),
        "oneTimeProductNotification": {
            "version": "1.0",
            "notificationType": 1,
            "purchaseToken": pick(r, "abcdefghijklmnopqrstuvwxyz", 24)
            + ".AO-J1O"
            + pick(r, B64URL, 120),
            "sku": r.choice(PRODUCTS),
        },
    }
    save = {"slot": r.randint(1, 3), "stage": r.randint(1, 240), "gems": r.randint(0, 90000)}
    event = {"event": "gacha_pull", "banner": "may_pickup", "count": 10, "uid": snowflake(r)}
    return {
        "rtdn": b64_of(json.dumps(rtdn, separators=(",", ":"))),
        "save": b64_of(json.dumps(save)),
        "event": b64_of(json.dumps(event, separators=(",", ":"))),
        "page": b64url(r, 48),
        "png": "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHe" + b64(r, 96),
        "mid": num(r, 17),
        "ts": iso(r),
    }


def _cache(r: Random) -> dict[str, str]:
    return {
        "uid": num(r, 9),
        "h40": hexs(r, 40),
        "h64": hexs(r, 64),
        "h32": hexs(r, 32),
        "guild": pick(r, LOWER_ALNUM, 8),
        "d": day(r),
        "who": r.choice(PEOPLE_KO),
    }


def _resources(r: Random) -> dict[str, str]:
    return {
        "proj": r.choice(PROJECTS),
        "sec": r.choice(
            ("ecpay-hash-key", "tappay-partner-key", "line-channel-secret", "kcp-cert-pw")
        ),
        "ver": str(r.randint(2, 19)),
        "pnum": num(r, 12),
        "d": f"{r.randint(1, 31):02d}",
        "bucket": r.choice(("hp-cdn-kr", "hp-assetbundles", "hp-cs-attachments")),
        "h": hexs(r, 16),
        "svc": r.choice(SERVICES),
    }


def _versions(r: Random) -> dict[str, str]:
    v = _v(r)
    return {
        "v": v,
        "code": "20" + num(r, 6),
        "b": num(r, 4),
        "g": hexs(r, 7),
        "u": f"6000.{r.randint(0, 4)}.{r.randint(1, 30)}f1",
        "ios": "2405" + digits(r, 7),
        "rc": str(r.randint(1200, 1900)),
        "jk": f"2.{r.randint(500, 560)}.{r.randint(1, 3)}",
        "n": str(r.randint(2, 40)),
    }


def _client_cfg(r: Random) -> dict[str, str]:
    return {
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "sproj": num(r, 7),
        "photon": uuid4(r),
        "chat": uuid4(r),
        "pnum": num(r, 12),
        "appid": f"1:{num(r, 12)}:android:{hexs(r, 16)}",
        "iosid": f"1:{num(r, 12)}:ios:{hexs(r, 16)}",
        "liff": r.choice(("16", "20")) + digits(r, 8) + "-" + pick(r, ALNUM, 8),
        "proj": r.choice(PROJECTS),
        "pkg": r.choice(PACKAGES),
        "afapp": "id" + num(r, 10),
    }


def _sigs(r: Random) -> dict[str, str]:
    return {
        "line": b64(r, 32),
        "ed": hexs(r, 128),
        "ts": str(int(epoch_ms(r)) // 1000),
        "ncp": b64(r, 32),
        "sentry": hexs(r, 64),
        "u": uuid4(r),
        "ms": epoch_ms(r),
        "ip": ip10(r),
    }


def _checksums(r: Random) -> dict[str, str]:
    v = _v(r)
    return {
        "v": v,
        "aab": hexs(r, 64),
        "ipa": hexs(r, 64),
        "md5": hexs(r, 32),
        "md5b": hexs(r, 32),
        "crc": str(r.randint(10**8, 4 * 10**9)),
        "crc32c": b64(r, 4),
        "gmd5": b64(r, 16),
        "cat": hexs(r, 32),
        "b": num(r, 4),
    }


PLATFORM: tuple[Kind, ...] = (
    benign_kind(
        "public_keys_spki_and_ssh",
        (
            "Play Console > 수익 창출 설정 > 라이선스 — Base64 인코딩 RSA 공개 키 (⟨pkg⟩):\n⟨lic⟩",
            "-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n-----END PUBLIC KEY-----",
            "~/.ssh/authorized_keys 에 추가: ⟨ssh⟩ ⟨who⟩@laptop",
            "known_hosts 갱신 (GitLab host key 교체됨):\ngitlab.haneulpixel.com ⟨ecd⟩",
            "DISCORD_PUBLIC_KEY=⟨dpk⟩  # interactions endpoint 서명 검증용 Ed25519 공개키",
            "KCP 公開金鑰（驗證 kcp_sign_data 用，可以公開）：\n-----BEGIN PUBLIC KEY-----\n⟨pem⟩\n"
            "-----END PUBLIC KEY-----",
        ),
        _public_keys,
    ),
    benign_kind(
        "certificates_and_fingerprints",
        (
            "-----BEGIN CERTIFICATE-----\n⟨cert⟩\n-----END CERTIFICATE-----",
            "Play App Signing 인증서 SHA-256 지문: ⟨fp256⟩ (Firebase 앱 설정에 등록)",
            "$ keytool -list -v -keystore upload.jks -alias upload\nAlias name: upload\n"
            "Entry type: PrivateKeyEntry\nCertificate fingerprints:\n\t SHA1: ⟨fp1⟩\n"
            "\t SHA256: ⟨fp256⟩",
            "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:⟨sshfp⟩ jenkins@build-01 (ED25519)",
            '[{\n  "relation": ["delegate_permission/common.handle_all_urls"],\n'
            '  "target": {\n    "namespace": "android_app",\n    "package_name": "⟨pkg⟩",\n'
            '    "sha256_cert_fingerprints": ["⟨fp256⟩", "⟨fp256b⟩"]\n  }\n}]',
            "⟨cn⟩ 憑證 5/⟨d⟩ 更新完成，openssl x509 -fingerprint -sha256 結果：⟨fp256⟩",
        ),
        _certs,
    ),
    benign_kind(
        "jwks_documents",
        (
            "admin SSO 의 /.well-known/jwks.json 현재 내용:\n\n```json\n⟨jwks⟩\n```",
            "CS 툴 세션 검증용 EC 공개키 (JWK): ⟨ec⟩",
            "kid ⟨kid⟩ 로 서명키 로테이션 완료, 이전 kid ⟨kid2⟩ 는 24시간 JWKS 에 유지",
            "LINE Login ID token 驗證：先抓 JWKS ⟨one⟩，再用 kid 對應公鑰",
        ),
        _jwks,
    ),
    benign_kind(
        "git_commit_hashes",
        (
            "$ git log --oneline -5 release/⟨v⟩\n⟨log⟩",
            "hotfix 커밋 ⟨sha⟩ 를 release/⟨v⟩ 에 cherry-pick 함 (원본 ⟨sha2⟩)",
            "Jenkins: Checking out Revision ⟨sha⟩ (refs/remotes/origin/release/⟨v⟩)",
            "git bisect 결과: good ⟨s7⟩, bad ⟨s7b⟩ → 범인은 ⟨s12⟩",
            "commit ⟨sha⟩\nMerge: ⟨s7⟩ ⟨s7b⟩\nAuthor: ⟨who⟩ <⟨who⟩@haneulpixel.com>\n\n"
            "    Merge branch 'hotfix/tappay-refund' into release/⟨v⟩",
            "台北這邊 build 的是 ⟨sha2⟩，首爾那邊是 ⟨sha⟩，所以 Remote Config 預設值不同",
        ),
        _git,
    ),
    benign_kind(
        "container_image_digests",
        (
            "asia-east1-docker.pkg.dev/⟨proj⟩/live/⟨svc⟩@sha256:⟨d1⟩",
            "kubectl describe pod ⟨svc⟩-⟨pod⟩ 결과\n"
            "    Image:      asia-east1-docker.pkg.dev/⟨proj⟩/live/⟨svc⟩:⟨v⟩\n"
            "    Image ID:   asia-east1-docker.pkg.dev/⟨proj⟩/live/⟨svc⟩@sha256:⟨d1⟩",
            "#14 exporting manifest list sha256:⟨d2⟩ done\n#14 pushing layers done\n"
            "#14 writing image sha256:⟨d1⟩ done",
            "롤백 대상 digest: sha256:⟨d2⟩ (⟨v⟩ 직전 이미지). 현재는 sha256:⟨d1⟩",
            "containers:\n  - name: ⟨svc⟩\n    image: asia-east1-docker.pkg.dev/⟨proj⟩/live/⟨svc⟩"
            "@sha256:⟨d1⟩\n    envFrom:\n      - secretRef:\n          name: ⟨svc⟩-secrets",
        ),
        _digests,
    ),
    benign_kind(
        "lockfile_integrity_hashes",
        (
            '"node_modules/@line/bot-sdk": {\n  "version": "⟨v⟩",\n  "resolved": '
            '"https://registry.npmjs.org/@line/bot-sdk/-/bot-sdk-⟨v⟩.tgz",\n'
            '  "integrity": "sha512-⟨sri⟩"\n}',
            'discord.js@^⟨v⟩:\n  version "⟨v⟩"\n  resolved "https://registry.yarnpkg.com/discord.js/-/'
            'discord.js-⟨v⟩.tgz#⟨h40⟩"\n  integrity sha512-⟨sri2⟩',
            '"com.unity.services.core": {\n  "version": "⟨v⟩",\n  "depth": 1,\n'
            '  "source": "registry",\n  "hash": "⟨h40⟩"\n}',
            "google-cloud-pubsub==⟨v⟩ \\\n    --hash=sha256:⟨h64⟩ \\\n    --hash=sha256:⟨h64b⟩",
            "cloud.google.com/go/bigquery v⟨v⟩ h1:⟨gosum⟩",
            '<component group="com.appsflyer" name="af-android-sdk" version="⟨v⟩">\n'
            '  <artifact name="af-android-sdk-⟨v⟩.aar">\n    <sha256 value="⟨h64⟩"/>\n'
            "  </artifact>\n</component>",
        ),
        _locks,
    ),
    benign_kind(
        "uuids_ulids_objectids",
        (
            "idempotency key ⟨u⟩ 로 재시도했는데 ⟨svc⟩ 가 409 반환 — 정상 동작",
            "event_id 가 ULID 로 바뀜: ⟨ul⟩, ⟨ul2⟩ (정렬 가능)",
            "구 CS 시스템에서 이관한 티켓 ObjectId ⟨oid⟩, ⟨oid2⟩ → 새 UUID ⟨u⟩",
            "guild_id=⟨u⟩ member_id=⟨u2⟩ request_key=⟨ul⟩",
            "5/⟨d⟩ 重複發獎的 reward_claim_id：⟨u⟩ 跟 ⟨u2⟩，同一個 ULID 前綴 ⟨ul⟩",
        ),
        _ids,
    ),
    benign_kind(
        "device_and_analytics_ids",
        (
            "FCM 토큰 만료 테스트용 기기 token: ⟨fcm⟩",
            "Firebase installation ID ⟨fid⟩, user_pseudo_id ⟨pseudo⟩ 로 BigQuery 에서 조회",
            "AppsFlyer appsflyer_id ⟨af⟩ / GAID ⟨gaid⟩ — 어트리뷰션 누락 문의",
            "BigQuery job ⟨job⟩ 가 3.2TB 스캔함 (events_2037* 와일드카드)",
            "Discord 유저 ⟨uid⟩ 가 CS봇에 IDFV ⟨idfv⟩ 보내옴 → ⟨pkg⟩ 계정 연동 확인",
            "iOS 測試機 IDFV ⟨idfv⟩，FCM registration token ⟨fcm⟩",
        ),
        _device,
    ),
    benign_kind(
        "trace_and_request_ids",
        (
            "traceparent: 00-⟨t⟩-⟨span⟩-01",
            "X-Cloud-Trace-Context: ⟨t⟩/⟨sdec⟩;o=1 → ⟨svc⟩ 에서 ⟨ms⟩ms",
            "Sentry event ⟨ev⟩ (⟨svc⟩), trace ⟨t⟩ 로 Cloud Trace 와 연결됨",
            "LINE API x-line-request-id: ⟨u⟩ 回 429，⟨ts⟩",
            "NCP API x-ncp-trace-id ⟨ncp⟩ 로 지원팀에 문의 넣음",
            '{"severity":"ERROR","logging.googleapis.com/trace":"projects/hp-live-kr/traces/⟨t⟩",'
            '"logging.googleapis.com/spanId":"⟨span⟩","message":"upstream timeout"}',
        ),
        _traces,
    ),
    benign_kind(
        "base64_data_payloads",
        (
            '{"message":{"data":"⟨rtdn⟩","messageId":"⟨mid⟩","publishTime":"⟨ts⟩"},'
            '"subscription":"projects/hp-live-kr/subscriptions/play-rtdn-push"}',
            "Cloud Save slot 값 (base64 JSON): ⟨save⟩",
            "Pub/Sub gacha-events 메시지 data=⟨event⟩ 디코딩하면 10연차 로그",
            "BigQuery API nextPageToken=⟨page⟩ 으로 이어서 조회",
            "CS 첨부 썸네일 data URI 앞부분: data:image/png;base64,⟨png⟩",
            "RTDN 原始 payload（base64）：⟨rtdn⟩",
        ),
        _b64data,
    ),
    benign_kind(
        "cache_keys",
        (
            "Redis 키 규칙 변경: hp:inv:v3:⟨uid⟩ → hp:inv:v4:{⟨uid⟩}:items",
            "CDN cache key = sha1(path + locale) = ⟨h40⟩ 라서 zh-TW 번들이 안 갱신됨",
            "dedupe:rtdn:⟨h64⟩ TTL 7d, SETNX 로 중복 RTDN 무시",
            "Addressables catalog cache key ⟨h32⟩ — 5/⟨d⟩ 패치 후 강제 무효화",
            "공성전 랭킹 캐시 키 rank:guild:⟨guild⟩:2037-05 가 만료 안 됨 (⟨who⟩ 제보)",
            "ratelimit:line-push:⟨h32⟩ 計數器卡在 500",
        ),
        _cache,
    ),
    benign_kind(
        "cloud_resource_names",
        (
            "projects/⟨proj⟩/secrets/⟨sec⟩/versions/⟨ver⟩ 로 교체, 이전 버전은 disable",
            "BigQuery 테이블 ⟨proj⟩.analytics_⟨pnum⟩.events_203705⟨d⟩ 가 늦게 생성됨",
            "gke_⟨proj⟩_asia-east1_live-01 컨텍스트에서 ⟨svc⟩ 배포",
            "https://kr.object.ncloudstorage.com/⟨bucket⟩/bundles/android/⟨h⟩.bundle 404",
            "projects/⟨proj⟩/locations/asia-east1/keyRings/payments/cryptoKeys/pii-dek/"
            "cryptoKeyVersions/⟨ver⟩",
            "Secret Manager 的 ⟨sec⟩ 已經有 ⟨ver⟩ 個版本，Pub/Sub 主題 projects/⟨proj⟩/topics/"
            "secret-rotation 會通知",
        ),
        _resources,
    ),
    benign_kind(
        "version_and_build_strings",
        (
            "starswarm ⟨v⟩ (versionCode ⟨code⟩) Play 검토 통과",
            "빌드 문자열: ⟨v⟩+b⟨b⟩.g⟨g⟩ / Unity ⟨u⟩",
            "iOS ⟨v⟩ (⟨ios⟩) TestFlight 上架，台北 QA 明天測",
            "Remote Config template version ⟨rc⟩ 으로 롤백 (⟨v⟩ 에서 키 오타)",
            "Jenkins ⟨jk⟩ LTS 업그레이드 후 plugin ⟨n⟩개 업데이트",
            "Photon PUN 2.⟨n⟩ / Fusion 2.0.⟨n⟩, AppsFlyer SDK 6.⟨n⟩.0 로 맞춤",
        ),
        _versions,
    ),
    benign_kind(
        "public_client_config",
        (
            "SENTRY_DSN=https://⟨dsn⟩@o⟨org⟩.ingest.us.sentry.io/⟨sproj⟩",
            "PhotonServerSettings: AppIdRealtime ⟨photon⟩, AppIdChat ⟨chat⟩, FixedRegion kr",
            '"project_info": {"project_number": "⟨pnum⟩", "project_id": "⟨proj⟩"},\n'
            '"client_info": {"mobilesdk_app_id": "⟨appid⟩", '
            '"android_client_info": {"package_name": "⟨pkg⟩"}}',
            "GoogleService-Info.plist GOOGLE_APP_ID = ⟨iosid⟩, GCM_SENDER_ID = ⟨pnum⟩",
            "LIFF ID ⟨liff⟩ 跟 Sentry DSN https://⟨dsn⟩@o⟨org⟩.ingest.us.sentry.io/⟨sproj⟩ 都是"
            "前端公開值",
            "AppsFlyer app id ⟨afapp⟩ (iOS), Photon AppId ⟨photon⟩ — 둘 다 클라이언트에 박혀 있음",
        ),
        _client_cfg,
    ),
    benign_kind(
        "webhook_request_signatures",
        (
            "x-line-signature: ⟨line⟩ 검증 실패 → body 를 JSON 파싱 후 다시 직렬화해서 생긴 문제",
            "POST /discord/interactions\nX-Signature-Ed25519: ⟨ed⟩\nX-Signature-Timestamp: ⟨ts⟩",
            "x-ncp-apigw-timestamp: ⟨ms⟩\nx-ncp-apigw-signature-v2: ⟨ncp⟩",
            "Sentry-Hook-Signature: ⟨sentry⟩ (Request-ID ⟨u⟩)",
            "LINE webhook 從 ⟨ip⟩ 進來，簽章 ⟨line⟩ 正確，但 destination 不對",
        ),
        _sigs,
    ),
    benign_kind(
        "artifact_checksums",
        (
            "⟨aab⟩  starswarm-⟨v⟩-release.aab\n⟨ipa⟩  StarSwarm-⟨v⟩.ipa",
            "AssetBundle ui_atlas_kr CRC ⟨crc⟩, md5 ⟨md5⟩ — CDN 본과 불일치",
            "gsutil hash 결과: Hash (crc32c): ⟨crc32c⟩ / Hash (md5): ⟨gmd5⟩",
            "Addressables catalog_⟨v⟩.hash = ⟨cat⟩",
            "build #⟨b⟩ 產物 sha256 ⟨aab⟩，跟 Play Console 上的一致",
            "md5sum: ⟨md5⟩ localization_zh_TW.json / ⟨md5b⟩ localization_ko.json",
        ),
        _checksums,
    ),
)
