"""Benign look-alikes in words and references: placeholders and redacted values, references
to where a secret lives, the word "password" used with no secret, ciphertexts that are
meant to be committed, validator tables and build hashes.
"""

from __future__ import annotations

from random import Random

from tests.redact.lookalike22.gen import (
    LOWER_ALNUM,
    Kind,
    b64,
    bech32_bytes,
    bls_point,
    cosmos_address,
    date,
    eth_address,
    hexs,
    num,
    pick,
    solana_pubkey,
    wrap,
)

# Placeholder prefixes are joined like the real ones in true_secrets.py.
_HVS = "hv" + "s."
_PEOPLE = ("Lena", "Jonas", "Wei Ling", "Priya", "Marco", "Jun Hao")


def _base(r: Random) -> dict[str, str]:
    return {
        "d": date(r),
        "n": str(r.randint(2, 9)),
        "rb": str(r.randint(100, 499)),
        "who": r.choice(_PEOPLE),
        "site": r.choice(("zug1", "zug2", "sg1", "sg2")),
        "days": str(r.choice((30, 60, 90))),
        "i": str(r.randint(0, 255)),
    }


def _placeholders(r: Random) -> dict[str, str]:
    v = _base(r)
    v["addr"] = eth_address(r)
    v["hvsx"] = _HVS + "X" * 24
    return v


def _refs(r: Random) -> dict[str, str]:
    v = _base(r)
    v["salt"] = hexs(r, 32)
    v["hmac"] = hexs(r, 64)
    v["app"] = r.choice(("withdrawal-signer", "staking-reporter", "rebalancer"))
    return v


def _encrypted(r: Random) -> dict[str, str]:
    v = _base(r)
    v["data"] = b64(r, r.choice((18, 24, 30)))
    v["iv"] = b64(r, 32)
    v["tag"] = b64(r, 16)
    v["mac"] = b64(r, 48)
    v["macv"] = b64(r, 16)
    v["mtag"] = b64(r, 16)
    v["age"] = bech32_bytes("age", r.randbytes(32))
    v["agebody"] = wrap(b64(r, 180), 64).replace("\n", "\n      ")
    v["sealed"] = "AgB" + b64(r, 420)
    v["transit"] = "vault:v" + str(r.randint(2, 9)) + ":" + b64(r, 48)
    v["kms"] = "AQICAHh" + b64(r, 160)
    return v


def _tables(r: Random) -> dict[str, str]:
    v = _base(r)
    for i in range(1, 4):
        pk = "0x" + bls_point(r, 48)
        v[f"pk{i}"] = pk
        v[f"sp{i}"] = f"{pk[:6]}…{pk[-4:]}"
        v[f"idx{i}"] = str(r.randint(400_000, 2_100_000))
        v[f"id{i}"] = solana_pubkey(r)
        v[f"va{i}"] = solana_pubkey(r)
        v[f"op{i}"] = cosmos_address(
            r, r.choice(("cosmosvaloper", "osmovaloper", "celestiavaloper"))
        )
        v[f"up{i}"] = f"99.{r.randint(50, 99)}"
        v[f"eff{i}"] = f"9{r.randint(5, 9)}.{r.randint(0, 9)}"
    v["fee"] = eth_address(r)
    return v


def _ci(r: Random) -> dict[str, str]:
    v = _base(r)
    v["git"] = hexs(r, 40)
    v["git2"] = hexs(r, 40)
    v["short"] = hexs(r, 7)
    v["sri"] = b64(r, 64)
    v["h1"] = b64(r, 32)
    v["sha"] = hexs(r, 64)
    v["run"] = num(r, 11)
    v["pr"] = str(r.randint(800, 4000))
    v["ev"] = f"6.{r.randint(13, 16)}.{r.randint(0, 9)}"
    v["gv"] = f"v1.16.{r.randint(0, 9)}"
    v["crate"] = r.choice(("alloy-primitives", "k256", "bls12_381", "solana-sdk"))
    v["cv"] = f"{r.randint(0, 2)}.{r.randint(1, 20)}.{r.randint(0, 9)}"
    v["job"] = pick(r, LOWER_ALNUM, 8)
    return v


TEXT: tuple[Kind, ...] = (
    Kind(
        "placeholders_and_redacted",
        (
            "DEPLOYER_PRIVATE_KEY=0x<your-deployer-key>   # Vorlage, echter Key kommt aus Vault",
            "rpcpassword=******** (siehe Vault secret/rpc/bitcoind)",
            "VAULT_TOKEN=⟨hvsx⟩ in the runbook is a placeholder — use `vault login -method=oidc`",
            "ETHERSCAN_API_KEY=YourApiKeyToken  # the docs' placeholder; set the real one in CI",
            "ETH_RPC_URL=https://mainnet.infura.io/v3/YOUR-PROJECT-ID",
            "anvil default mnemonic (public test vector, local only): "
            '"test test test test test test test test test test test junk"',
            "OKX_PASSPHRASE=[redacted]\nOKX_SECRET_KEY=[redacted]\nOKX_API_KEY=[redacted]",
            "-----BEGIN PRIVATE KEY-----\n<Schlüsselmaterial entfernt, ⟨who⟩ hat es in Vault>\n"
            "-----END PRIVATE KEY-----",
            "Unseal Key ⟨n⟩: (Umschlag im Tresor ⟨site⟩)",
            "Keystore password: see 1Password item “Hoodi validators” (owner ⟨who⟩)",
            "feeRecipient ⟨addr⟩, private key: — (never in notes)",
        ),
        _placeholders,
        n=11,
    ),
    Kind(
        "secret_references",
        (
            "export VAULT_TOKEN=$(vault print token)",
            'PGPASSWORD="$(vault kv get -field=password secret/pg/ledger)" psql -h '
            "pg-ledger-0⟨n⟩.⟨site⟩.fk.internal -U ledger_app ledger",
            "env:\n- name: PGPASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: pg-ledger-app\n"
            "      key: password",
            "cast send --account ops-funder --password-file /run/secrets/funder-pw ...",
            "auth:\n  existingSecret: pg-ledger-app\n  secretKeys:\n    adminPasswordKey: "
            "postgres-password\n    userPasswordKey: password",
            'password = data.vault_kv_secret_v2.pg.data["password"]',
            "ETHERSCAN_API_KEY: ${{ secrets.ETHERSCAN_API_KEY }}",
            "remoteRef:\n  key: secret/data/exchanges/binance\n  property: api_secret",
            "keystorePasswordFile: /passwords/keystore-m_12381_3600_⟨i⟩_0_0.txt",
            "rpcauth=custody:⟨salt⟩$⟨hmac⟩   # from share/rpcauth/rpcauth.py, no plaintext in conf",
            "AppRole ⟨app⟩: secret_id wird pro Deploy über den Response-Wrapping-Token geholt.",
        ),
        _refs,
        n=11,
    ),
    Kind(
        "password_word_prose_multilingual",
        (
            "Das Keystore-Passwort liegt in Vault unter secret/validators/keystore, nicht im Repo.",
            "私钥从不离开 HSM；签名请求经 MPC 网络完成（⟨site⟩）。",
            "Reminder: rotate the Bitcoin RPC password after every node rebuild (runbook RB-⟨rb⟩).",
            "Passwort-Policy HSM-Partition: mindestens 16 Zeichen, Sperre nach ⟨n⟩ Fehlversuchen.",
            "Die Mnemonic für Hoodi liegt auf Papier im Tresor Zug, Zweitkopie in Singapur.",
            "Binance rejected the API secret because of a trailing newline in the env file.",
            "密码轮换周期：每 ⟨days⟩ 天；下次轮换日期 ⟨d⟩。",
            "private_key_id in the GCP JSON is only an identifier; the key is in Secret Manager.",
            "⟨who⟩ fragt: wer hat das Passwort für den iDRAC in ⟨site⟩? → steht im Break-Glass-"
            "Umschlag, nicht hier.",
            "Forgot-password flow on the custody portal answers 429 after ⟨n⟩ tries (by design).",
            "The token field in credentials.tfrc.json must be a team token, not a user token.",
        ),
        _base,
        n=11,
    ),
    Kind(
        "encrypted_and_sealed_blobs",
        (
            "rpc_password: ENC[AES256_GCM,data:⟨data⟩,iv:⟨iv⟩,tag:⟨tag⟩,type:str]\n"
            "sops:\n  age:\n  - recipient: ⟨age⟩\n    enc: |\n"
            "      -----BEGIN AGE ENCRYPTED FILE-----\n      ⟨agebody⟩\n"
            '      -----END AGE ENCRYPTED FILE-----\n  lastmodified: "⟨d⟩T09:12:44Z"\n'
            "  mac: ENC[AES256_GCM,data:⟨mac⟩,iv:⟨macv⟩,tag:⟨mtag⟩,type:str]\n  version: 3.10.⟨n⟩",
            "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n"
            "  name: bitcoind-rpc\n"
            "  namespace: btc\nspec:\n  encryptedData:\n    rpcpassword: ⟨sealed⟩",
            "vault write transit/encrypt/withdrawals → ciphertext ⟨transit⟩",
            "KMS CiphertextBlob (data key, encrypted; safe to store next to the backup): ⟨kms⟩",
        ),
        _encrypted,
        n=10,
    ),
    Kind(
        "markdown_validator_tables",
        (
            "| # | Index | Pubkey | Effectiveness |\n|---|---|---|---|\n| 1 | ⟨idx1⟩ | ⟨sp1⟩ | "
            "⟨eff1⟩% |\n| 2 | ⟨idx2⟩ | ⟨sp2⟩ | ⟨eff2⟩% |\n| 3 | ⟨idx3⟩ | ⟨sp3⟩ | ⟨eff3⟩% |",
            "| Identity | Vote account | Skip rate |\n|---|---|---|\n| ⟨id1⟩ | ⟨va1⟩ | 0.⟨n⟩% |\n"
            "| ⟨id2⟩ | ⟨va2⟩ | 1.⟨n⟩% |",
            "| Chain | Operator | Uptime |\n|---|---|---|\n| A | ⟨op1⟩ | ⟨up1⟩% |\n"
            "| B | ⟨op2⟩ | ⟨up2⟩% |\n| C | ⟨op3⟩ | ⟨up3⟩% |",
            "| 索引 | 公钥 | 状态 |\n|---|---|---|\n| ⟨idx1⟩ | ⟨pk1⟩ | active |\n"
            "| ⟨idx2⟩ | ⟨pk2⟩ | exiting |",
            "Validator ⟨idx1⟩ (⟨pk1⟩) → feeRecipient ⟨fee⟩ | MEV-Boost: on",
        ),
        _tables,
        n=11,
    ),
    Kind(
        "commit_shas_and_ci_hashes",
        (
            "Deployed signer@⟨git⟩ to ⟨site⟩ (PR #⟨pr⟩)",
            '"integrity": "sha512-⟨sri⟩" (ethers@⟨ev⟩)',
            "github.com/ethereum/go-ethereum ⟨gv⟩ h1:⟨h1⟩",
            '[[package]]\nname = "⟨crate⟩"\nversion = "⟨cv⟩"\n'
            'source = "registry+https://github.com/rust-lang/crates.io-index"\n'
            'checksum = "⟨sha⟩"',
            "git bisect: ⟨git2⟩ is the first bad commit (revert in ⟨short⟩)",
            "Actions run ⟨run⟩, job ⟨job⟩, artifact digest sha256:⟨sha⟩",
            "pip: web3==7.⟨n⟩.0 --hash=sha256:⟨sha⟩",
        ),
        _ci,
        n=11,
    ),
)
