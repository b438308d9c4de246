"""Benign look-alikes from the client stacks: Django/Celery, Laravel, Rails, Spring Boot,
Phoenix, Unity, Flutter, Rust, Go, .NET, WordPress, Shopify and a Web3 dApp."""

from __future__ import annotations

from tests.redact.lookalike9.gen import (
    ALNUM,
    B58,
    LOWER_ALNUM,
    UPPER_ALNUM,
    Kind,
    b64,
    b64_of,
    b64url_of,
    between,
    block,
    clock,
    colon_hex,
    date,
    hexs,
    num,
    one,
    pick,
    uuid4,
)

TASKS = ("orders.tasks.sync_invoice", "reports.tasks.nightly_export", "mail.tasks.send_digest")
MODELS = ("Product", "Order", "Customer", "Collection", "Variant")

STACKS: tuple[Kind, ...] = (
    Kind(
        "celery-task-ids",
        (
            "[⟨date⟩ ⟨clock⟩,⟨ms⟩: INFO/ForkPoolWorker-⟨w⟩] Task ⟨task⟩[⟨uuid⟩] "
            "succeeded in ⟨s⟩.⟨ms⟩s: None",
            ">>> AsyncResult('⟨uuid⟩').state\n'RETRY'",
            "celery -A shop inspect query_task ⟨uuid⟩",
        ),
        lambda r: {
            "date": date(r),
            "clock": clock(r),
            "ms": num(r, 3),
            "w": between(r, 1, 8),
            "task": one(r, TASKS),
            "uuid": uuid4(r),
            "s": between(r, 0, 40),
        },
        n=6,
    ),
    Kind(
        "django-migrations",
        (
            "Squash stops at orders/0⟨m⟩_auto_⟨d⟩_⟨hm⟩; don't fake it on prod.",
            block(
                "$ python manage.py showmigrations orders",
                "orders",
                " [X] 0001_initial",
                " [X] 0⟨m⟩_auto_⟨d⟩_⟨hm⟩",
                " [ ] 0⟨m2⟩_order_external_ref",
            ),
        ),
        lambda r: {
            "m": between(r, 100, 480)[:3],
            "m2": between(r, 481, 999),
            "d": "2026" + f"{r.randint(1, 6):02d}{r.randint(1, 28):02d}",
            "hm": f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}",
        },
        n=5,
    ),
    Kind(
        "laravel-migrations-jobs",
        (
            "php artisan migrate --path=database/migrations/⟨d⟩_⟨hms⟩_add_sku_index_to_products"
            ".php",
            block(
                "$ php artisan queue:failed",
                "+--------------------------------------+------------+-----------------------+",
                "| ID                                   | Connection | Class                 |",
                "+--------------------------------------+------------+-----------------------+",
                "| ⟨uuid⟩ | redis      | App\\Jobs\\SyncStock     |",
                "+--------------------------------------+------------+-----------------------+",
            ),
            "php artisan queue:retry ⟨uuid⟩",
        ),
        lambda r: {
            "d": f"2026_{r.randint(1, 6):02d}_{r.randint(1, 28):02d}",
            "hms": num(r, 6),
            "uuid": uuid4(r),
        },
        n=6,
    ),
    Kind(
        "composer-lock-refs",
        (
            block(
                '            "name": "laravel/framework",',
                '            "version": "v11.⟨minor⟩.⟨patch⟩",',
                '            "source": {',
                '                "type": "git",',
                '                "url": "https://github.com/laravel/framework.git",',
                '                "reference": "⟨sha⟩"',
                "            },",
            ),
            '    "content-hash": "⟨md5⟩",',
        ),
        lambda r: {
            "minor": between(r, 0, 40),
            "patch": between(r, 0, 9),
            "sha": hexs(r, 40),
            "md5": hexs(r, 32),
        },
        n=5,
    ),
    Kind(
        "rails-activestorage-keys",
        (
            "Broken thumbnail: blob key ⟨key⟩ missing in the bucket, blob id ⟨id⟩.",
            "GET /rails/active_storage/blobs/redirect/⟨signed⟩--⟨digest⟩/avatar.png",
            block(
                "irb> ActiveStorage::Blob.find(⟨id⟩).slice(:key, :checksum)",
                '=> {"key"=>"⟨key⟩", "checksum"=>"⟨md5b64⟩"}',
            ),
        ),
        lambda r: {
            "key": pick(r, LOWER_ALNUM, 28),
            "id": num(r, 6),
            "signed": b64_of('{"_rails":{"data":' + num(r, 6) + ',"pur":"blob_id"}}').rstrip("="),
            "digest": hexs(r, 40),
            "md5b64": b64(r, 16),
        },
        n=6,
    ),
    Kind(
        "rails-request-logs",
        (
            'Started POST "/api/v2/subscriptions/⟨id⟩/pause" for 10.0.⟨a⟩.⟨b⟩ '
            "at ⟨date⟩ ⟨clock⟩ +0000 [request_id=⟨uuid⟩]",
            "Completed 422 Unprocessable Entity in ⟨ms⟩ms | request_id=⟨uuid⟩",
        ),
        lambda r: {
            "id": num(r, 7),
            "a": between(r, 1, 254),
            "b": between(r, 1, 254),
            "date": date(r),
            "clock": clock(r),
            "uuid": uuid4(r),
            "ms": between(r, 12, 900),
        },
        n=5,
    ),
    Kind(
        "spring-actuator-info",
        (
            block(
                "$ curl -s localhost:8081/actuator/info | jq .git",
                "{",
                '  "branch": "release/⟨rel⟩",',
                '  "commit": {',
                '    "id": "⟨sha⟩",',
                '    "time": "⟨date⟩T⟨clock⟩Z"',
                "  }",
                "}",
            ),
            "Prod runs ledger-core ⟨rel⟩ built from ⟨sha⟩ (actuator/info).",
        ),
        lambda r: {
            "rel": f"2026.{r.randint(1, 12)}.{r.randint(0, 9)}",
            "sha": hexs(r, 40),
            "date": date(r),
            "clock": clock(r),
        },
        n=5,
    ),
    Kind(
        "jvm-thread-dumps",
        (
            block(
                '"http-nio-8080-exec-⟨n⟩" #⟨tid⟩ daemon prio=5 os_prio=0 cpu=⟨cpu⟩ms '
                "tid=0x0000⟨t⟩ nid=0x⟨nid⟩ waiting on condition",
                "   java.lang.Thread.State: WAITING (parking)",
                "\t- parking to wait for  <0x0000000⟨lock⟩> "
                "(a java.util.concurrent.locks.ReentrantLock$NonfairSync)",
            ),
            "Deadlock again: both threads wait on <0x0000000⟨lock⟩>, see com.bank.ledger."
            "PostingService@⟨obj⟩.",
        ),
        lambda r: {
            "n": between(r, 1, 200),
            "tid": between(r, 20, 400),
            "cpu": num(r, 4),
            "t": hexs(r, 12),
            "nid": hexs(r, 4),
            "lock": hexs(r, 9),
            "obj": hexs(r, 8),
        },
        n=5,
    ),
    Kind(
        "java-serial-uids",
        (
            "private static final long serialVersionUID = ⟨sign⟩⟨uid⟩L;",
            "Don't regenerate serialVersionUID on LedgerEntry (⟨sign⟩⟨uid⟩L): old sessions "
            "in Redis would stop deserialising.",
        ),
        lambda r: {"sign": one(r, ("-", "")), "uid": num(r, 19)[:18]},
        n=4,
    ),
    Kind(
        "maven-checksums",
        (
            block(
                "$ cat ~/.m2/repository/org/postgresql/postgresql/42.7.⟨p⟩/"
                "postgresql-42.7.⟨p⟩.jar.sha1",
                "⟨sha1⟩",
            ),
            '<trusted-artifacts><artifact name="postgresql-42.7.⟨p⟩.jar">'
            '<sha256 value="⟨sha256⟩" origin="Generated by Gradle"/></artifact>',
        ),
        lambda r: {"p": between(r, 1, 9), "sha1": hexs(r, 40), "sha256": hexs(r, 64)},
        n=5,
    ),
    Kind(
        "beam-pids-refs",
        (
            block(
                "[error] GenServer #PID<0.⟨a⟩.0> terminating",
                "** (KeyError) key :room_id not found in: %{user_id: ⟨uid⟩}",
                "Last message: {:DOWN, #Reference<0.⟨r1⟩.⟨r2⟩.⟨r3⟩>, :process, "
                "#PID<0.⟨b⟩.0>, :normal}",
            ),
            "iex> :sys.get_state(pid(0, ⟨a⟩, 0)) # room supervisor for chat room ⟨uid⟩",
        ),
        lambda r: {
            "a": between(r, 300, 9000),
            "b": between(r, 300, 9000),
            "uid": num(r, 6),
            "r1": num(r, 10),
            "r2": num(r, 10),
            "r3": num(r, 10),
        },
        n=5,
    ),
    Kind(
        "mix-lock-entries",
        (
            '  "phoenix": {:hex, :phoenix, "1.7.⟨p⟩", "⟨inner⟩", [:mix], [], "hexpm", "⟨outer⟩"},',
            "mix.lock conflict on phoenix_live_view: theirs ⟨inner⟩, ours ⟨outer⟩.",
        ),
        lambda r: {"p": between(r, 10, 20), "inner": hexs(r, 64), "outer": hexs(r, 64)},
        n=4,
    ),
    Kind(
        "phoenix-liveview-ids",
        (
            '<div id="phx-⟨phx⟩" data-phx-main data-phx-session="" data-phx-static="">',
            "LiveView crash: mount/3 for phx-⟨phx⟩ (topic lv:phx-⟨phx⟩) re-joined ⟨n⟩ times.",
        ),
        lambda r: {"phx": "F" + pick(r, ALNUM + "_-", 19), "n": between(r, 2, 30)},
        n=4,
    ),
    Kind(
        "unity-meta-guids",
        (
            block(
                "fileFormatVersion: 2",
                "guid: ⟨guid⟩",
                "TextureImporter:",
                "  internalIDToNameTable: []",
                "  serializedVersion: 12",
            ),
            "Prefab lost its script: m_Script: {fileID: 11500000, guid: ⟨guid⟩, type: 3}",
            "  m_PrefabInstance: {fileID: ⟨fid⟩}",
        ),
        lambda r: {"guid": hexs(r, 32), "fid": num(r, 19)},
        n=6,
    ),
    Kind(
        "unity-project-settings",
        (
            block(
                "  cloudProjectId: ⟨uuid⟩",
                "  projectName: Skyline Drift",
                "  organizationId: acme-games-⟨org⟩",
                "  cloudEnabled: 0",
            ),
            "Unity Ads game ids: Android ⟨g1⟩, iOS ⟨g2⟩ (test mode on for QA builds).",
        ),
        lambda r: {
            "uuid": uuid4(r),
            "org": num(r, 4),
            "g1": num(r, 7),
            "g2": num(r, 7),
        },
        n=5,
    ),
    Kind(
        "firebase-app-config",
        (
            block(
                "  static const FirebaseOptions android = FirebaseOptions(",
                "    appId: '1:⟨sender⟩:android:⟨app⟩',",
                "    messagingSenderId: '⟨sender⟩',",
                "    projectId: 'flutter-habits-⟨p⟩',",
                "    storageBucket: 'flutter-habits-⟨p⟩.appspot.com',",
                "  );",
            ),
            "Crashlytics issue ⟨issue⟩ on app 1:⟨sender⟩:ios:⟨app⟩ only hits iOS 17.",
        ),
        lambda r: {
            "sender": num(r, 12),
            "app": hexs(r, 22),
            "p": hexs(r, 4),
            "issue": hexs(r, 32),
        },
        n=5,
    ),
    Kind(
        "signing-cert-fingerprints",
        (
            block(
                "$ ./gradlew signingReport",
                "Variant: release",
                "Config: upload",
                "Store: ~/keystores/upload.jks",
                "Alias: upload",
                "MD5: ⟨md5⟩",
                "SHA1: ⟨sha1⟩",
                "SHA-256: ⟨sha256⟩",
            ),
            "Added the release SHA-1 ⟨sha1⟩ to the Firebase Android app for Google Sign-In.",
        ),
        lambda r: {
            "md5": colon_hex(r, 16),
            "sha1": colon_hex(r, 20),
            "sha256": colon_hex(r, 32),
        },
        n=5,
    ),
    Kind(
        "apple-team-ids",
        (
            "Team ID ⟨team⟩, bundle com.acme.habits, provisioning profile ⟨uuid⟩.",
            block(
                "$ xcrun notarytool submit Habits.dmg --wait",
                "  id: ⟨sub⟩",
                "  status: Accepted",
            ),
            'DEVELOPMENT_TEAM = ⟨team⟩; PROVISIONING_PROFILE_SPECIFIER = "match AppStore ⟨b⟩";',
        ),
        lambda r: {
            "team": pick(r, UPPER_ALNUM, 10),
            "uuid": uuid4(r).upper(),
            "sub": uuid4(r),
            "b": one(r, ("com.acme.habits", "com.acme.habits.widget")),
        },
        n=5,
    ),
    Kind(
        "pubspec-lock-hashes",
        (
            block(
                "  http:",
                "    dependency: transitive",
                "    description:",
                "      name: http",
                '      sha256: "⟨sha⟩"',
                '      url: "https://pub.dev"',
                "    source: hosted",
                '    version: "1.2.⟨p⟩"',
            ),
            "pubspec.lock churn: provider sha256 ⟨sha⟩ after flutter pub upgrade.",
        ),
        lambda r: {"sha": hexs(r, 64), "p": between(r, 0, 9)},
        n=4,
    ),
    Kind(
        "cargo-lock-checksums",
        (
            block(
                "[[package]]",
                'name = "⟨crate⟩"',
                'version = "⟨ver⟩"',
                'source = "registry+https://github.com/rust-lang/crates.io-index"',
                'checksum = "⟨sha⟩"',
            ),
            "cargo vendor failed: checksum for `⟨crate⟩ v⟨ver⟩` changed, expected ⟨sha⟩",
        ),
        lambda r: {
            "crate": one(r, ("clap", "serde_json", "tokio", "reqwest", "anyhow", "ring")),
            "ver": f"{r.randint(0, 4)}.{r.randint(0, 40)}.{r.randint(0, 20)}",
            "sha": hexs(r, 64),
        },
        n=6,
    ),
    Kind(
        "rust-backtraces",
        (
            block(
                "thread 'main' panicked at src/sync.rs:⟨line⟩:⟨col⟩:",
                "called `Result::unwrap()` on an `Err` value: Os { code: 2, kind: NotFound }",
                "stack backtrace:",
                "   0:     0x⟨a1⟩ - std::backtrace_rs::backtrace::libunwind::trace",
                "   1:     0x⟨a2⟩ - rsync_cli::sync::plan",
            ),
            "Segfault at 0x⟨a1⟩ only in the musl build; glibc build is fine.",
        ),
        lambda r: {
            "line": between(r, 10, 400),
            "col": between(r, 5, 60),
            "a1": "55" + hexs(r, 10),
            "a2": "55" + hexs(r, 10),
        },
        n=5,
    ),
    Kind(
        "go-sum-lines",
        (
            "github.com/⟨mod⟩ v⟨ver⟩ h1:⟨h1⟩",
            block(
                "github.com/⟨mod⟩ v⟨ver⟩ h1:⟨h1⟩",
                "github.com/⟨mod⟩ v⟨ver⟩/go.mod h1:⟨h2⟩",
            ),
            "verifying github.com/⟨mod⟩@v⟨ver⟩: checksum mismatch\n\tdownloaded: h1:⟨h2⟩"
            "\n\tgo.sum:     h1:⟨h1⟩",
        ),
        lambda r: {
            "mod": one(r, ("spf13/cobra", "jackc/pgx/v5", "nats-io/nats.go", "rs/zerolog")),
            "ver": f"{r.randint(1, 5)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
            "h1": b64(r, 32),
            "h2": b64(r, 32),
        },
        n=6,
    ),
    Kind(
        "go-panics",
        (
            block(
                "panic: runtime error: invalid memory address or nil pointer dereference",
                "[signal SIGSEGV: segmentation violation code=0x1 addr=0x⟨addr⟩ pc=0x⟨pc⟩]",
                "",
                "goroutine ⟨g⟩ [running]:",
                "github.com/acme/fleet/⟨svc⟩/internal/handler.(*Server).Serve(0xc000⟨p⟩)",
            ),
            "goroutine ⟨g⟩ leak in ⟨svc⟩: blocked on chan receive, created by pool.New at 0x⟨pc⟩",
        ),
        lambda r: {
            "addr": hexs(r, 2),
            "pc": hexs(r, 7),
            "g": between(r, 100, 99999),
            "svc": one(r, ("orders", "gateway", "ledger")),
            "p": hexs(r, 6),
        },
        n=5,
    ),
    Kind(
        "dotnet-user-secrets-ids",
        (
            "<UserSecretsId>⟨uuid⟩</UserSecretsId>",
            block(
                "$ dotnet user-secrets list --project src/Intranet.Web",
                "No secrets configured for this application.",
                "  (UserSecretsId ⟨uuid⟩)",
            ),
            'dotnet user-secrets set "ConnectionStrings:Hr" "$(az keyvault secret show '
            '--vault-name kv-intranet --name Hr-Sql --query value -o tsv)" --id ⟨uuid⟩',
        ),
        lambda r: {"uuid": uuid4(r)},
        n=5,
    ),
    Kind(
        "dotnet-solution-guids",
        (
            'Project("{⟨type⟩}") = "Intranet.Web", "src\\Intranet.Web\\Intranet.Web.csproj", '
            '"{⟨proj⟩}"',
            "Intranet.Legacy, Version=4.⟨v⟩.0.0, Culture=neutral, PublicKeyToken=⟨pkt⟩",
        ),
        lambda r: {
            "type": one(
                r,
                (
                    "FAE04EC0-301F-11D3-BF4B-00C04F79EFBC",
                    "9A19103F-16F7-4668-BE54-9A1E7A4F7556",
                ),
            ),
            "proj": uuid4(r).upper(),
            "v": between(r, 0, 9),
            "pkt": hexs(r, 16),
        },
        n=5,
    ),
    Kind(
        "nuget-content-hashes",
        (
            block(
                '      "Microsoft.EntityFrameworkCore": {',
                '        "type": "Direct",',
                '        "requested": "[8.0.⟨p⟩, )",',
                '        "resolved": "8.0.⟨p⟩",',
                '        "contentHash": "⟨hash⟩"',
                "      },",
            ),
            "packages.lock.json drift: contentHash ⟨hash⟩ vs what CI restored.",
        ),
        lambda r: {"p": between(r, 1, 12), "hash": b64(r, 64)},
        n=4,
    ),
    Kind(
        "wordpress-ids",
        (
            "wp post meta get ⟨post⟩ _thumbnail_id  # → ⟨thumb⟩",
            "Plugin tagged 3.⟨minor⟩.0 in SVN r⟨rev⟩ (plugins.svn.wordpress.org/acme-forms).",
            "UPDATE wp_options SET option_value = "
            "'a:1:{i:0;s:⟨len⟩:\"acme-forms/acme-forms.php\";}'"
            " WHERE option_name = 'active_plugins';",
        ),
        lambda r: {
            "post": num(r, 5),
            "thumb": num(r, 5),
            "minor": between(r, 0, 20),
            "rev": num(r, 7),
            "len": between(r, 20, 30),
        },
        n=5,
    ),
    Kind(
        "shopify-gids",
        (
            '{"query": "{ product(id: \\"gid://shopify/Product/⟨pid⟩\\") { title } }"}',
            "Webhook for gid://shopify/Order/⟨oid⟩ arrived twice (X-Shopify-Webhook-Id ⟨wid⟩).",
            block(
                "mutation {",
                '  productVariantUpdate(input: {id: "gid://shopify/ProductVariant/⟨vid⟩", '
                'price: "19.90"}) {',
                "    userErrors { field message }",
                "  }",
                "}",
            ),
        ),
        lambda r: {
            "pid": num(r, 13),
            "oid": num(r, 13),
            "vid": num(r, 14),
            "wid": uuid4(r),
        },
        n=6,
    ),
    Kind(
        "shopify-app-toml",
        (
            block(
                "# shopify.app.toml (committed; the API secret lives in the Partner dashboard)",
                'client_id = "⟨cid⟩"',
                'name = "acme-bundles"',
                'application_url = "https://bundles.acme-apps.io"',
                "embedded = true",
            ),
            "Shopify app client_id ⟨cid⟩ is the one in the install URL, nothing secret.",
        ),
        lambda r: {"cid": hexs(r, 32)},
        n=4,
    ),
    Kind(
        "eth-addresses-txs",
        (
            "Deployed Vault to ⟨addr⟩ on Sepolia, tx ⟨tx⟩ (block ⟨block⟩).",
            block(
                "$ cast receipt ⟨tx⟩ --rpc-url $SEPOLIA_RPC",
                "blockHash            ⟨bh⟩",
                "blockNumber          ⟨block⟩",
                "contractAddress      ⟨addr⟩",
                "status               1 (success)",
            ),
            "Multisig owner set: ⟨addr⟩, ⟨addr2⟩ (threshold 2).",
        ),
        lambda r: {
            "addr": "0x" + hexs(r, 40),
            "addr2": "0x" + hexs(r, 40),
            "tx": "0x" + hexs(r, 64),
            "bh": "0x" + hexs(r, 64),
            "block": num(r, 7),
        },
        n=6,
    ),
    Kind(
        "evm-calldata-topics",
        (
            "transfer calldata: 0xa9059cbb000000000000000000000000⟨to⟩⟨amt⟩",
            block(
                "topics: [",
                "  0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef,",
                "  0x000000000000000000000000⟨to⟩",
                "]",
            ),
        ),
        lambda r: {"to": hexs(r, 40), "amt": "0" * 40 + hexs(r, 24)},
        n=4,
    ),
    Kind(
        "ipfs-solana-ids",
        (
            "Metadata pinned at ipfs://bafybei⟨cid⟩/⟨n⟩.json",
            "Old gateway link: https://ipfs.io/ipfs/Qm⟨qm⟩",
            "Solana devnet airdrop tx ⟨sig⟩ to ⟨pk⟩",
        ),
        lambda r: {
            "cid": pick(r, "abcdefghijklmnopqrstuvwxyz234567", 52),
            "n": between(r, 1, 9999),
            "qm": pick(r, B58, 44),
            "sig": pick(r, B58, 87),
            "pk": pick(r, B58, 44),
        },
        n=6,
    ),
    Kind(
        "graphql-relay-ids",
        (
            "Relay node id ⟨gid⟩ decodes to ⟨plain⟩, so it is just the numeric pk.",
            'query { node(id: "⟨gid⟩") { ... on ⟨model⟩ { updatedAt } } }',
        ),
        lambda r: (
            lambda m, pk: {
                "model": m,
                "plain": f"{m}:{pk}",
                "gid": b64_of(f"{m}:{pk}"),
            }
        )(one(r, MODELS), num(r, 6)),
        n=5,
    ),
    Kind(
        "pagination-cursors",
        (
            "GET /api/v1/orders?limit=50&cursor=⟨cur⟩",
            '{"data": [...], "next_cursor": "⟨cur⟩", "has_more": true}',
        ),
        lambda r: {
            "cur": b64url_of(
                '{"created_at":"' + date(r) + "T" + clock(r) + 'Z","id":' + num(r, 7) + "}"
            )
        },
        n=5,
    ),
    Kind(
        "sqs-dlq-messages",
        (
            block(
                "$ aws sqs receive-message --queue-url $DLQ --max-number-of-messages 1",
                '{"Messages": [{"MessageId": "⟨mid⟩",',
                '  "MD5OfBody": "⟨md5⟩",',
                '  "Body": "{\\"orderId\\": \\"⟨oid⟩\\"}"}]}',
            ),
        ),
        lambda r: {"mid": uuid4(r), "md5": hexs(r, 32), "oid": num(r, 9)},
        n=4,
    ),
)
