"""Benign text look-alikes of ``lookalike72``: masked and redacted values, placeholders,
version and build strings, the words password / secret / token in Japanese, Korean and
English with no secret near them, and whole notes mixing many look-alikes."""

from __future__ import annotations

import base64
import hashlib
from random import Random

from tests.redact.lookalike72.gen import (
    ALNUM,
    BUSAN,
    FACILITIES,
    FUKUOKA,
    HEX,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    aws_account,
    benign_kind,
    day,
    hexs,
    num,
    pick,
    sha256_hex,
    ulid,
    uuid4,
    won,
    yen,
)

_PK_LIVE = "pk_" + "live_"
_TOSS_CK = "live_" + "ck_"
_SERVICES = ("payjp", "toss", "kakaopay", "line", "komoju", "chatwork", "backlog")


def _masked(r: Random) -> dict[str, str]:
    return {
        "h4": hexs(r, 4),
        "h4b": hexs(r, 4),
        "u": uuid4(r),
        "ev": hexs(r, 32),
        "p4": pick(r, ALNUM, 4),
        "t4": pick(r, ALNUM, 4),
        "t4b": pick(r, HEX, 4),
        "n": str(r.randint(3, 40)),
        "who": r.choice(FUKUOKA + BUSAN),
    }


def _placeholders(r: Random) -> dict[str, str]:
    return {
        "svc": r.choice(_SERVICES),
        "svcu": r.choice(_SERVICES).upper(),
        "d": day(r),
        "port": str(r.choice((5432, 5433, 15432, 3306))),
        "acct": aws_account(r),
        "who": r.choice(FUKUOKA + BUSAN),
        "n": str(r.randint(2, 99)),
        "ns": r.choice(("billing", "messaging", "payments", "scheduler")),
    }


def _versions(r: Random) -> dict[str, str]:
    return {
        "semver": f"2035.4.{r.randint(0, 30)}",
        "rc": str(r.randint(1, 6)),
        "n": str(r.randint(1000, 99999)),
        "sha7": hexs(r, 7),
        "sha": hexs(r, 40),
        "ver": f"{r.randint(3, 7)}.{r.randint(0, 19)}.{r.randint(0, 9)}",
        "build": str(r.randint(100, 2400)),
        "code": str(r.randint(20350000, 20359999)),
        "lv": str(r.randint(2, 180)),
        "csha": base64.b64encode(hashlib.sha256(r.randbytes(32)).digest()).decode(),
        "m": str(r.randint(0, 20)),
        "p": str(r.randint(0, 9)),
        "d": day(r).replace("-", ""),
    }


def _words(r: Random) -> dict[str, str]:
    return {
        "d": day(r),
        "n": str(r.randint(100, 4999)),
        "who": r.choice(FUKUOKA),
        "kwho": r.choice(BUSAN),
        "svc": r.choice(_SERVICES),
        "min": str(r.choice((5, 10, 15, 30))),
        "sha7": hexs(r, 7),
        "mig": f"20350{r.randint(401, 430)}_{r.randint(1000, 9999)}",
        "fac": r.choice(FACILITIES),
    }


def _mixed(r: Random) -> dict[str, str]:
    return {
        "dd": f"{r.randint(1, 30):02d}",
        "sha": hexs(r, 40),
        "ch": "ch_" + hexs(r, 29),
        "pk": _PK_LIVE + hexs(r, 24),
        "tpk": pick(r, ALNUM, 50),
        "trace": hexs(r, 32),
        "tid": "T" + num(r, 19),
        "luid": "U" + hexs(r, 32),
        "dig": sha256_hex(r),
        "kms": uuid4(r),
        "dsn": hexs(r, 32),
        "org": num(r, 7),
        "proj": num(r, 7),
        "ik": uuid4(r),
        "v": ulid(r),
        "kid": pick(r, ALNUM + "+/", 43) + "=",
        "ck": _TOSS_CK + pick(r, ALNUM, 28),
        "pool": "ap-northeast-1_" + pick(r, ALNUM, 9),
        "cid": pick(r, LOWER_ALNUM, 26),
        "amt": yen(r),
        "wamt": won(r),
        "build": f"2035.4.{r.randint(1, 30)}+{hexs(r, 7)}",
        "sfx": pick(r, ALNUM, 6),
        "acct": aws_account(r),
        "inv": pick(r, UPPER_ALNUM, 14),
    }


BENIGN_TEXT: tuple[Kind, ...] = (
    benign_kind(
        "masked_and_redacted_values",
        (
            "CHATWORK_API_TOKEN=********************************  (⟨who⟩ が設定済み)",
            "LINE チャネルシークレット: ⟨h4⟩••••••••••••••••••••••••⟨h4b⟩ (先頭と末尾の 4 桁のみ)",
            '{"Authorization": "Bearer [REDACTED]", "X-Request-Id": "⟨u⟩"}',
            "Sentry が自動で伏せた: password=[Filtered], secret_key=[Filtered], "
            "token=[Filtered] (event ⟨ev⟩)",
            "백로그 API 키는 마스킹해서 기록: ⟨p4⟩…⟨t4⟩ (전체 값은 1Password)",
            "circleci env: TOSS_SECRET_KEY = xxxx⟨t4⟩, PAYJP_SECRET_KEY = xxxx⟨t4b⟩ "
            "(⟨n⟩ variables)",
        ),
        _masked,
    ),
    benign_kind(
        "placeholders_and_references",
        (
            "PAYJP_SECRET_KEY=<your-secret-key>\nPAYJP_PUBLIC_KEY=<your-public-key>\n"
            "# ⟨d⟩ ⟨who⟩: 値は 1Password の「⟨svc⟩ prod」",
            "secret_key: ${TOSS_SECRET_KEY}\nclient_key: ${TOSS_CLIENT_KEY}\n"
            "webhook_secret: ${⟨svcu⟩_WEBHOOK_SECRET}",
            "DB_PASSWORD=changeme  # ローカル docker-compose 専用 (port ⟨port⟩)",
            "AWS ドキュメントのダミー値 (⟨d⟩ の研修資料より): "
            "AK" + "IAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "LINE_CHANNEL_ACCESS_TOKEN: {{ .Values.line.channelAccessToken }}  "
            "# helm, namespace ⟨ns⟩",
            'Authorization: KakaoAK ${KAKAO_ADMIN_KEY}  → 새 API 는 "SECRET_KEY ${SECRET_KEY}"'
            " 형식 (⟨who⟩)",
            "MasterUserPassword: '{{resolve:secretsmanager:arn:aws:secretsmanager:"
            "ap-northeast-1:⟨acct⟩:secret:prod/aurora:SecretString:password}}'",
            '"secretKey": "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",  // README のサンプル (#⟨n⟩)',
        ),
        _placeholders,
    ),
    benign_kind(
        "version_and_build_strings",
        (
            "kaigo-api v⟨semver⟩-rc.⟨rc⟩+build.⟨n⟩.⟨sha7⟩",
            "iOS 보호자 앱 ⟨ver⟩ (⟨build⟩) 심사 통과, Android versionCode ⟨code⟩",
            "Lambda kaigo-billing-webhook version ⟨lv⟩ (alias prod → ⟨lv⟩), CodeSha256 ⟨csha⟩",
            "node v22.⟨m⟩.⟨p⟩ / pnpm 10.⟨m⟩.⟨p⟩ / aws-cdk ⟨ver⟩ / @line/bot-sdk ⟨ver⟩",
            "docker tag kaigo-api:⟨d⟩-⟨sha7⟩ (release ⟨semver⟩)",
            "Sentry release care-portal@⟨semver⟩+⟨sha⟩",
        ),
        _versions,
    ),
    benign_kind(
        "secret_words_japanese",
        (
            "パスワードリセットのメールが Gmail で迷惑メールに入る件、SPF/DKIM を確認する (⟨d⟩)",
            "秘密鍵は絶対にリポジトリに置かない。置き場所は Secrets Manager の prod/⟨svc⟩ "
            "(担当 ⟨who⟩)",
            "LINE のチャネルアクセストークンは長期トークンをやめて v2.1 のステートレス"
            "トークンに移行予定 (KAIGO-⟨n⟩)",
            "トークンの有効期限が切れていたので再発行した。値はここには書かない — 担当: ⟨who⟩",
            "「シークレットキー」と「公開鍵」を取り違えてフロントに秘密鍵を渡しそうになった。"
            "レビューで止めた (KAIGO-⟨n⟩)",
            "API キーのローテーション手順: 新キー発行 → Secrets Manager 更新 → Lambda 再デプロイ"
            " → 旧キー失効 (⟨min⟩ 分以内)",
        ),
        _words,
    ),
    benign_kind(
        "secret_words_korean",
        (
            "비밀번호 변경 주기는 90일. 다음 변경일: ⟨d⟩ (값은 1Password 에)",
            "토큰 만료 에러(401) 나면 refresh 토큰으로 재발급 → 그래도 실패하면 재로그인 "
            "(KAIGO-⟨n⟩)",
            "시크릿 키는 서버에서만, 클라이언트 키는 프론트에서 — ⟨svc⟩ 연동 때 헷갈리지 말 것",
            "비밀 키 파일(.pem)은 절대 채트워크에 올리지 않기. 필요하면 ⟨kwho⟩ 님에게 요청",
            "카카오 Admin 키 재발급 일정: ⟨d⟩ 10:00 KST. 재발급 후 env 갱신, 값은 여기 적지 않음",
            "인증 토큰 검증 로직 리팩터링 (⟨sha7⟩) — 시크릿 값 자체는 변경 없음",
        ),
        _words,
    ),
    benign_kind(
        "secret_words_english",
        (
            "Password reset flow for caregivers now sends a LINE message instead of SMS "
            "(ticket KAIGO-⟨n⟩)",
            "Rotated the ⟨svc⟩ secret key on ⟨d⟩; the new one is in Secrets Manager under "
            "prod/⟨svc⟩, nothing to change in code",
            "Token refresh fails when the device clock is more than ⟨min⟩ min off — see Sentry "
            "issue KAIGO-API-⟨n⟩",
            "Don't log request bodies on /auth/*: they contain the password field. Added a "
            "Sentry beforeSend filter in ⟨sha7⟩",
            "The secret column in webhook_endpoints holds a KMS ciphertext, not the plaintext "
            "secret (migration ⟨mig⟩)",
            "⟨fac⟩ asked for a shared password for the tablet; said no, each caregiver gets "
            "their own Cognito login (⟨who⟩ agrees)",
        ),
        _words,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "## 2035-04-⟨dd⟩ billing 障害メモ\n- commit ⟨sha⟩\n- PAY.JP charge ⟨ch⟩ "
            "(¥⟨amt⟩) / 公開鍵 ⟨pk⟩\n- Toss paymentKey ⟨tpk⟩\n- trace ⟨trace⟩\n"
            "- 秘密鍵は Secrets Manager (prod/payjp) — 値は書かない",
            "### 부산 온콜 메모 (4/⟨dd⟩)\n- 카카오페이 tid ⟨tid⟩ (₩⟨wamt⟩)\n"
            "- LINE userId ⟨luid⟩\n- 이미지 sha256:⟨dig⟩\n- KMS 키 ⟨kid⟩ 는 alias/kaigo-pii\n"
            "- 토큰/시크릿은 전부 Secrets Manager 에 있음",
            "Deploy checklist ⟨dd⟩ Apr\n* SENTRY_DSN=https://⟨dsn⟩@o⟨org⟩.ingest.us.sentry.io"
            "/⟨proj⟩\n* Idempotency-Key ⟨ik⟩ replayed OK\n* visit ⟨v⟩\n"
            "* JWKS kid ⟨kid⟩\n* build ⟨build⟩",
            "| 項目 | 値 |\n|---|---|\n| Toss client key | ⟨ck⟩ |\n| Cognito pool | ⟨pool⟩ |\n"
            "| Cognito client id | ⟨cid⟩ |\n| KMS key | ⟨kms⟩ |\n"
            "| secret | arn:aws:secretsmanager:ap-northeast-1:⟨acct⟩:secret:prod/toss-⟨sfx⟩ |",
            "Handover ⟨dd⟩/04: CloudFront invalidation ⟨inv⟩ done, commit ⟨sha⟩ live, "
            "trace ⟨trace⟩ looks fine, PAY.JP pk ⟨pk⟩ unchanged, no tokens rotated today",
        ),
        _mixed,
    ),
)
