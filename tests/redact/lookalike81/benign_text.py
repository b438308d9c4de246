"""Benign look-alikes in the team's words: placeholders, references to where secrets live,
the words password / secret / token / key in Korean, Traditional Chinese and English with no
secret near them, redacted values, JSON log lines, error messages, runbook commands, and
mixed notes full of ids, hashes and public values."""

from __future__ import annotations

from random import Random

from tests.redact.lookalike81.benign_payments import (
    apple_tid,
    ecpay_trade_no,
    gpa,
    kcp_tno,
    tappay_rec,
)
from tests.redact.lookalike81.benign_payments import purchase_token as ptoken
from tests.redact.lookalike81.gen import (
    ALNUM,
    B64URL,
    LOWER_ALNUM,
    PACKAGES,
    PEOPLE,
    PEOPLE_KO,
    PEOPLE_ZH,
    PRODUCTS,
    PROJECTS,
    SERVICES,
    UPPER_ALNUM,
    Kind,
    b64,
    benign_kind,
    colon_hex,
    day,
    hexs,
    ip10,
    iso,
    num,
    pick,
    snowflake,
    ssh_ed25519_public,
    uuid4,
)


def _ticket(r: Random) -> str:
    return r.choice(("HPCS-", "LIVE-", "BILL-", "TPE-")) + str(r.randint(1000, 9999))


def _v(r: Random) -> str:
    return f"2.{r.randint(38, 44)}.{r.randint(0, 12)}"


def _common(r: Random) -> dict[str, str]:
    return {
        "n": str(r.randint(2, 480)),
        "k": str(r.randint(2, 9)),
        "d": day(r),
        "who": r.choice(PEOPLE_KO),
        "whozh": r.choice(PEOPLE_ZH),
        "en": r.choice(PEOPLE),
        "ticket": _ticket(r),
        "proj": r.choice(PROJECTS),
        "svc": r.choice(SERVICES),
        "v": _v(r),
        "t": hexs(r, 32),
        "mid": num(r, 7),
        "host": r.choice(("db-", "cdb-")) + pick(r, LOWER_ALNUM, 5) + ".vpc-cdb.ntruss.com",
        "vault": r.choice(("Live Ops", "Payments-KR", "台北 Billing", "Infra")),
        "b": num(r, 4),
        "o": gpa(r),
        "u": uuid4(r),
        "pkg": r.choice(PACKAGES),
    }


def _logs(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(
        {
            "ts": iso(r),
            "ts2": iso(r),
            "span": hexs(r, 16),
            "pt": ptoken(r),
            "kid": pick(r, UPPER_ALNUM, 10),
            "uid": num(r, 9),
            "sha": hexs(r, 40),
            "ms": str(r.randint(3, 9000)),
            "sv": str(r.randint(2, 19)),
            "tid": apple_tid(r),
        }
    )
    return values


def _errors(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(
        {
            "pt": ptoken(r),
            "prod": r.choice(PRODUCTS),
            "tid": apple_tid(r),
            "mtn": "HP" + pick(r, UPPER_ALNUM, 18),
            "tno": kcp_tno(r),
            "snow": snowflake(r),
            "tn": ecpay_trade_no(r),
        }
    )
    return values


def _mixed(r: Random) -> dict[str, str]:
    values = _common(r)
    values.update(
        {
            "sha": hexs(r, 40),
            "dig": hexs(r, 64),
            "pt": ptoken(r),
            "fp": colon_hex(r.randbytes(32)),
            "dsn": hexs(r, 32),
            "org": num(r, 7),
            "sproj": num(r, 7),
            "tid": apple_tid(r),
            "tno": kcp_tno(r),
            "cmv": pick(r, "0123456789ABCDEF", 64),
            "kid": pick(r, UPPER_ALNUM, 10),
            "t4": pick(r, ALNUM, 4),
            "ip": ip10(r),
            "job": f"bquxjob_{hexs(r, 8)}_{hexs(r, 11)}",
            "photon": uuid4(r),
            "md5": hexs(r, 32),
            "ssh": ssh_ed25519_public(r),
            "fcm": pick(r, B64URL, 22) + ":APA91b" + pick(r, B64URL, 134),
            "lsig": b64(r, 32),
            "rec": tappay_rec(r),
            "cid": r.choice(("16", "20")) + str(r.randint(10**7, 10**8 - 1)),
            "ev": hexs(r, 32),
        }
    )
    return values


TEXT: tuple[Kind, ...] = (
    benign_kind(
        "placeholders_and_templates",
        (
            "TAPPAY_PARTNER_KEY=<your-partner-key>\nTAPPAY_MERCHANT_ID=<merchant-id>\n"
            "# ⟨svc⟩ README 예시 (v⟨v⟩)",
            "ECPAY_HASH_KEY=${ECPAY_HASH_KEY:?missing} ECPAY_HASH_IV=${ECPAY_HASH_IV} "
            "node scripts/replay-⟨n⟩.js",
            "로컬 docker-compose:\n  environment:\n    MYSQL_ROOT_PASSWORD: changeme\n"
            "    MYSQL_DATABASE: billing_⟨n⟩",
            'kcp:\n  siteKey: {{ .Values.kcp.siteKey | quote }}\n  certPassword: {{ required "kcp'
            '.certPassword" .Values.kcp.certPassword }}\n  # chart ⟨v⟩',
            "LINE_CHANNEL_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx (예시값, 실제 값은 ⟨proj⟩ "
            "Secret Manager)",
            "client.login(process.env.DISCORD_TOKEN) — 'YOUR_BOT_TOKEN_HERE' 그대로 커밋하지 말 것 "
            "(⟨who⟩, ⟨ticket⟩)",
            '設定檔範本 #⟨n⟩：partner_key: "<填入 partner key>"，hash_key: "<ECPay HashKey>"',
        ),
        _common,
    ),
    benign_kind(
        "secret_references_in_config",
        (
            "env:\n  - name: ECPAY_HASH_KEY\n    valueFrom:\n      secretKeyRef:\n"
            "        name: ⟨svc⟩-secrets\n        key: ecpay-hash-key\n  - name: LOG_LEVEL\n"
            "    value: info",
            "withCredentials([string(credentialsId: 'tappay-partner-key', variable: "
            "'TAPPAY_PARTNER_KEY')]) {\n  sh './deploy.sh ⟨v⟩'\n}",
            "apiVersion: external-secrets.io/v1\nkind: ExternalSecret\nmetadata:\n"
            "  name: ⟨svc⟩\nspec:\n  secretStoreRef:\n    name: gcp-sm-⟨proj⟩\n"
            "    kind: ClusterSecretStore\n  data:\n    - secretKey: LINE_CHANNEL_SECRET\n"
            '      remoteRef:\n        key: line-channel-secret\n        version: "⟨k⟩"',
            'data "google_secret_manager_secret_version" "kcp_cert_pw" {\n'
            '  project = "⟨proj⟩"\n  secret  = "kcp-cert-password"\n  version = "latest"\n}',
            "export ECPAY_HASH_KEY=$(gcloud secrets versions access latest "
            "--secret=ecpay-hash-key --project=⟨proj⟩)",
            'hash_key = os.environ["ECPAY_HASH_KEY"]  # ⟨svc⟩ 는 값 하드코딩 금지 (⟨ticket⟩)',
        ),
        _common,
    ),
    benign_kind(
        "secret_words_korean",
        (
            "비밀번호 재설정 메일이 안 간다는 문의 ⟨n⟩건 (⟨ticket⟩) — Outbound Mailer 큐 지연",
            "토큰 만료 시간 ⟨n⟩분으로 늘림. LINE 로그인 access token 수명은 그대로",
            "시크릿 로테이션은 매월 ⟨d⟩일, 결제 키 전부 대상. 담당 ⟨who⟩",
            "API 키 발급 절차: 콘솔 요청 → 보안팀 승인 → Secret Manager 저장. 메모에 값 적지 말 것 "
            "(⟨ticket⟩)",
            "'비밀의 정원' 이벤트 확률표 검수 완료, 전설 등급 ⟨n⟩‰",
            "암호화 키 자동 회전 주기 ⟨n⟩일로 설정 (KMS). 비밀번호 정책은 보안팀 소관",
            "키 관리 회의 5/⟨d⟩: 공개키/비밀키 용어 통일, 토큰 로그 마스킹 재확인",
        ),
        _common,
    ),
    benign_kind(
        "secret_words_zh_tw",
        (
            "玩家反映忘記密碼後收不到驗證信，共 ⟨n⟩ 件（工單 ⟨ticket⟩）",
            "金鑰輪替排在每月 ⟨d⟩ 號，負責人 ⟨whozh⟩",
            "token 過期時間從 ⟨n⟩ 分鐘改成 60 分鐘，LINE Login 不受影響",
            "「秘密花園」活動的機率公告第 ⟨k⟩ 版審核通過",
            "密碼欄位要求至少 12 碼，產品說先不改（⟨ticket⟩）",
            "⟨whozh⟩：私鑰不要貼到筆記，公鑰可以；存取權杖一律放 Secret Manager",
            "API 金鑰申請流程第 ⟨k⟩ 步：主管核准後由 ⟨whozh⟩ 建立",
        ),
        _common,
    ),
    benign_kind(
        "secret_words_english",
        (
            "Password reset emails delayed ~⟨n⟩ min for KR users; Outbound Mailer backlog",
            "Token bucket limiter for LINE push set to ⟨n⟩ req/s per channel",
            "Secret rotation runbook step ⟨k⟩: enable the new version before disabling the old",
            "No keys in this note: every credential lives in Secret Manager (⟨proj⟩)",
            "The Secret Garden seasonal event ends 2037-05-⟨d⟩ 23:59 KST",
            "API key quota for Translation hit ⟨n⟩%; asked ⟨en⟩ to raise it",
            "Reminder from ⟨en⟩: a private key never goes into a ticket (⟨ticket⟩), public keys "
            "are fine",
        ),
        _common,
    ),
    benign_kind(
        "redacted_values",
        (
            "SENTRY_AUTH_TOKEN=[REDACTED] sentry-cli releases finalize starswarm@⟨v⟩",
            "partner_key: <redacted, 72 chars> (merchant ⟨mid⟩)",
            "Authorization: Bearer ***REDACTED*** (trace ⟨t⟩)",
            "비밀번호: (삭제됨, 1Password '⟨vault⟩' 볼트 참고)",
            "HashKey：（已遮蔽）HashIV：（已遮蔽），MerchantID ⟨mid⟩",
            "DATABASE_URL=mysql://billing_rw:****@⟨host⟩:3306/billing",
            'client_secret: "••••••••"  # rotated 5/⟨d⟩ by ⟨en⟩',
        ),
        _common,
    ),
    benign_kind(
        "gke_json_log_lines",
        (
            '{"time":"⟨ts⟩","severity":"INFO","service":"⟨svc⟩","trace":"⟨t⟩","span":"⟨span⟩",'
            '"msg":"purchase verified","purchaseToken":"⟨pt⟩","orderId":"⟨o⟩"}',
            '{"time":"⟨ts⟩","severity":"WARNING","msg":"secret cache refresh",'
            '"secret":"projects/⟨proj⟩/secrets/ecpay-hash-key","secret_version":"⟨sv⟩",'
            '"token_present":true,"latency_ms":⟨ms⟩}',
            '{"time":"⟨ts⟩","severity":"INFO","msg":"apple jws ok","kid":"⟨kid⟩",'
            '"transactionId":"⟨tid⟩","user":"⟨uid⟩"}\n'
            '{"time":"⟨ts2⟩","severity":"INFO","msg":"granted","idempotency_key":"⟨u⟩"}',
            '{"time":"⟨ts⟩","severity":"ERROR","msg":"build metadata mismatch","commit":"⟨sha⟩",'
            '"version":"⟨v⟩","trace":"⟨t⟩"}',
        ),
        _logs,
    ),
    benign_kind(
        "error_messages_with_ids",
        (
            "HttpError 410 when requesting https://androidpublisher.googleapis.com/androidpublisher"
            "/v3/applications/⟨pkg⟩/purchases/products/⟨prod⟩/tokens/⟨pt⟩?alt=json returned "
            '"The purchase token is no longer valid."',
            '{"errorCode": 4040010, "errorMessage": "Transaction id not found."} ← transactionId '
            "⟨tid⟩",
            "綠界 RtnCode=10200073 RtnMsg=CheckMacValue Error（MerchantTradeNo ⟨mtn⟩）",
            "KCP res_cd=8003 res_msg=[8003] 거래 정보가 존재하지 않습니다 tno=⟨tno⟩",
            '{"message":"Authentication failed. Confirm that the access token in the authorization '
            'header is valid.","details":[]} (x-line-request-id ⟨u⟩)',
            "DiscordAPIError[10062]: Unknown interaction (interaction ⟨snow⟩, ⟨d⟩ May)",
            "ERROR: Could not find credentials entry with ID 'tappay-partner-key' (build #⟨b⟩)",
        ),
        _errors,
    ),
    benign_kind(
        "runbook_safe_commands",
        (
            "gcloud secrets versions access latest --secret=ecpay-hash-key --project=⟨proj⟩ | wc -c"
            "  # 17 이면 정상 (16 + 개행)",
            "kubectl -n live get secret ⟨svc⟩-secrets -o jsonpath='{.data}' | jq 'keys'",
            "kubectl -n live rollout restart deploy/⟨svc⟩ && kubectl -n live rollout status "
            "deploy/⟨svc⟩ --timeout=⟨n⟩s",
            "gcloud pubsub subscriptions seek play-rtdn-push --time=2037-05-⟨d⟩T03:00:00Z "
            "--project=⟨proj⟩",
            "bq query --use_legacy_sql=false 'SELECT * FROM `⟨proj⟩.billing.refunds` WHERE "
            'order_id = "⟨o⟩"\'',
            "復原步驟：1) gcloud secrets versions disable ⟨k⟩ --secret=line-channel-secret "
            "2) 重啟 ⟨svc⟩ 3) 看 Sentry",
        ),
        _common,
    ),
    benign_kind(
        "mixed_lookalike_notes",
        (
            "## ⟨v⟩ 배포 메모 (⟨who⟩)\n- commit ⟨sha⟩\n- image sha256:⟨dig⟩\n"
            "- Sentry DSN https://⟨dsn⟩@o⟨org⟩.ingest.us.sentry.io/⟨sproj⟩ (공개값)\n"
            "- Play App Signing SHA-256 ⟨fp⟩\n- 결제 키는 Secret Manager, 노트엔 안 적음",
            "5/⟨d⟩ 結帳問題整理\n1. purchaseToken ⟨pt⟩ 驗證 OK\n2. Apple transactionId ⟨tid⟩ "
            "已退款\n3. ECPay CheckMacValue ⟨cmv⟩ 對得上\n4. partner key 末四碼 ⟨t4⟩ 正確",
            "Investigation ⟨ticket⟩\n- KCP tno ⟨tno⟩\n- App Store Key ID ⟨kid⟩ (not a secret)\n"
            "- trace ⟨t⟩, request ⟨u⟩\n- BigQuery ⟨job⟩\n- DB host ⟨host⟩ (password in Vault)",
            "| 항목 | 값 |\n|---|---|\n| Photon AppId | ⟨photon⟩ |\n| bundle md5 | ⟨md5⟩ |\n"
            "| orderId | ⟨o⟩ |\n| node | ⟨ip⟩ |\n| token | (Secret Manager) |",
            "TIL (⟨en⟩): push 테스트 기기 FCM token ⟨fcm⟩ 는 비밀 아님. bastion 에는 공개키 "
            "⟨ssh⟩ ⟨en⟩@laptop 만 등록, 개인키는 로컬에만.",
            "台北 LINE 推播異常 ⟨ticket⟩\n- channel ID ⟨cid⟩（公開）\n- x-line-signature ⟨lsig⟩\n"
            "- TapPay rec_trade_id ⟨rec⟩\n- Sentry event ⟨ev⟩\n- channel secret：Secret Manager "
            "第 ⟨k⟩ 版，不貼在這裡",
        ),
        _mixed,
    ),
)
