"""True secrets in memory-note framings; each kind names the fields that must not survive.

The setting is the platform team of an invented custody and staking company (Felsenkamm
Custody AG in Zug, Felsenkamm Digital Pte. Ltd. in Singapore) in November 2027. A multi-line
key lists each body line of 16+ characters (see ``gen.secret_parts``).
"""

from __future__ import annotations

import base64
import json
import struct
from random import Random

from tests.redact.lookalike22.gen import (
    ALNUM,
    B64STD,
    B64URL,
    BECH32,
    BIP39_WORDS,
    UHEX,
    UPPER_ALNUM,
    Kind,
    b58encode,
    b64,
    b64_of,
    b64url,
    bech32_bytes,
    bip32_key,
    bls_point,
    date,
    eth_address,
    h256,
    hexs,
    num,
    password,
    pick,
    segwit_address,
    solana_pubkey,
    uuid4,
    wif,
    wrap,
)

# Vendor prefixes are joined from pieces so that no literal here is a credential.
_HVS = "hv" + "s."
_GHP = "gh" + "p_"
_GH_FINE = "github" + "_pat_"
_AKIA = "AK" + "IA"
_TSKEY = "tskey" + "-auth-"
_AGE_SK = "AGE-" + "SECRET-KEY-"
_ATLAS = ".atlas" + "v1."
_PEM_PRIV = "PRIVATE" + " KEY-----"
_BEGIN = "-----BEGIN "
_END = "-----END "

_ZUG = ("zug1", "zug2")
_SG = ("sg1", "sg2")
_PEOPLE = ("lena", "jonas", "weiling", "priya", "marco", "junhao")


def _host(r: Random, role: str) -> str:
    site = r.choice(_ZUG + _SG)
    return f"{role}-{r.randint(1, 4):02d}.{site}.fk.internal"


def _url_pw(r: Random, n: int) -> str:
    return pick(r, ALNUM, 1) + pick(r, ALNUM + "-_.~", n - 1)


def b64url_json(value: object) -> str:
    raw = json.dumps(value, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _ts(r: Random) -> int:
    return r.randint(1_825_000_000, 1_827_500_000)


def _pkcs8_rsa(r: Random, bits: int) -> str:
    if bits == 4096:
        head, total = "MIIJQgIBADANBgkqhkiG9w0BAQEFAASCCSwwggkoAgEAAoICAQ", 3168
    else:
        head, total = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1624
    return head + pick(r, B64STD, total - len(head))


def _ec_p256_der(r: Random) -> bytes:
    return (
        bytes.fromhex("30770201010420")
        + r.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + r.randbytes(64)
    )


def _ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def _openssh_ed25519(r: Random, comment: str) -> str:
    pub = r.randbytes(32)
    pub_blob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = r.randbytes(4)
    private = (
        check
        + check
        + _ssh_string(b"ssh-ed25519")
        + _ssh_string(pub)
        + _ssh_string(r.randbytes(32) + pub)
        + _ssh_string(comment.encode())
    )
    pad = bytes(range(1, 1 + (-len(private) % 8)))
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_string(b"none")
        + _ssh_string(b"none")
        + _ssh_string(b"")
        + struct.pack(">I", 1)
        + _ssh_string(pub_blob)
        + _ssh_string(private + pad)
    )
    return wrap(base64.b64encode(blob).decode(), 70)


# ── value makers ─────────────────────────────────────────────────────────────────────────


def _eth_pk(r: Random) -> dict[str, str]:
    return {
        "k": r.randbytes(32).hex(),
        "addr": eth_address(r),
        "to": eth_address(r),
        "rpc": r.choice(("https://rpc.hoodi.fk.internal:8545", "$HOLESKY_RPC", "$ETH_RPC_URL")),
        "nonce": str(r.randint(3, 900)),
    }


def _mnemonic(r: Random) -> dict[str, str]:
    words = r.choice((12, 24, 24))
    return {
        "m": " ".join(r.choice(BIP39_WORDS) for _ in range(words)),
        "n": str(words),
        "addr": eth_address(r),
        "who": r.choice(_PEOPLE),
    }


def _sol_keypair(r: Random) -> dict[str, str]:
    secret = r.randbytes(32)
    pub = r.randbytes(32)
    return {
        "arr": "[" + ",".join(str(b) for b in secret + pub) + "]",
        "pub": b58encode(pub),
        "site": r.choice(_ZUG + _SG),
    }


def _sol_b58(r: Random) -> dict[str, str]:
    secret = r.randbytes(32)
    pub = r.randbytes(32)
    return {"k": b58encode(secret + pub), "pub": b58encode(pub), "lamports": num(r, 9)}


def _descriptor_checksum(r: Random) -> str:
    return pick(r, BECH32, 8)


def _wif(r: Random) -> dict[str, str]:
    return {
        "wif": wif(r, testnet=r.random() < 0.3),
        "addr": segwit_address(r),
        "cs": _descriptor_checksum(r),
        "label": r.choice(("sweep-2019-cold", "dust-consolidation", "fee-bumper", "cpfp-helper")),
    }


def _xprv(r: Random) -> dict[str, str]:
    testnet = r.random() < 0.35
    return {
        "xprv": bip32_key(r, "tprv" if testnet else "xprv", r.choice((0, 3))),
        "cs": _descriptor_checksum(r),
        "cs2": _descriptor_checksum(r),
        "coin": "1h" if testnet else "0h",
        "fp": hexs(r, 8),
    }


def _btc_rpc(r: Random) -> dict[str, str]:
    return {
        "pw": _url_pw(r, r.choice((24, 28, 32))),
        "host": _host(r, "btc-full"),
        "ip": f"10.{r.choice((40, 41, 60))}.{r.randint(1, 9)}.{r.randint(10, 200)}",
    }


def _keystore_pw(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((20, 24, 32))),
        "count": str(r.choice((32, 64, 128, 256))),
        "idx": str(r.randint(0, 300)),
        "ts": str(_ts(r)),
    }


def _jwt_hex(r: Random) -> dict[str, str]:
    return {"j": r.randbytes(32).hex(), "n": f"{r.randint(1, 6):02d}", "site": r.choice(_ZUG + _SG)}


def _cosmos_pv(r: Random) -> dict[str, str]:
    seed = r.randbytes(32)
    pub = r.randbytes(32)
    return {
        "priv": base64.b64encode(seed + pub).decode(),
        "pub": base64.b64encode(pub).decode(),
        "addr": r.randbytes(20).hex().upper(),
        "node": r.randbytes(32).hex(),
        "chain": r.choice(("cosmoshub-4", "osmosis-1", "dydx-mainnet-1", "celestia", "noble-1")),
    }


def _hsm(r: Random) -> dict[str, str]:
    return {
        "pw": password(r, r.choice((16, 20, 24))),
        "serial": num(r, 7),
        "n": str(r.randint(1, 4)),
    }


def _pem_rsa4096(r: Random) -> dict[str, str]:
    return {"body": wrap(_pkcs8_rsa(r, 4096), 64), "kid": uuid4(r), "ws": r.choice(("zug", "sg"))}


def _pairing(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "ES256", "typ": "JWT"})
    claims = {
        "tenantId": uuid4(r),
        "userId": uuid4(r),
        "type": r.choice(("cosigner_pairing", "service_account")),
        "iat": _ts(r),
    }
    claims["exp"] = int(claims["iat"]) + 86400
    return {"jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 64)}", "site": r.choice(_SG + _ZUG)}


def _rpc_keys(r: Random) -> dict[str, str]:
    adj = r.choice(("frosty", "silent", "polished", "dark-cosmological", "wiser-tame"))
    return {
        "alchemy": pick(r, ALNUM + "_-", 32),
        "infura": hexs(r, 32),
        "helius": uuid4(r),
        "qn": hexs(r, 40),
        "qn_name": f"{adj}-{r.choice(('spring', 'shy', 'wild'))}-{r.choice(('snow', 'moon'))}",
        "ankr": hexs(r, 64),
        "addr": eth_address(r),
    }


def _explorer(r: Random) -> dict[str, str]:
    return {"k": pick(r, UPPER_ALNUM, 34), "addr": eth_address(r), "impl": eth_address(r)}


def _binance(r: Random) -> dict[str, str]:
    return {
        "k": pick(r, ALNUM, 64),
        "s": pick(r, ALNUM, 64),
        "sig": hexs(r, 64),
        "ts": str(_ts(r)) + num(r, 3),
    }


def _kraken(r: Random) -> dict[str, str]:
    return {"k": pick(r, B64STD, 56), "s": b64(r, 64), "label": r.choice(("rebal-zug", "otc-sg"))}


def _okx(r: Random) -> dict[str, str]:
    return {
        "k": uuid4(r),
        "s": pick(r, UHEX, 32),
        "p": password(r, r.choice((16, 18, 20))),
        "sig": b64(r, 32),
        "ts": f"2027-11-{r.randint(1, 28):02d}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}Z",
    }


def _cdp(r: Random) -> dict[str, str]:
    body = base64.b64encode(_ec_p256_der(r)).decode()
    return {
        "pem_json": "\\n".join(wrap(body, 64).split("\n")),
        "pem": wrap(body, 64),
        "org": uuid4(r),
        "kid": uuid4(r),
    }


def _vault_token(r: Random) -> dict[str, str]:
    short = r.random() < 0.5
    t = _HVS + (pick(r, ALNUM, 24) if short else "CAESI" + pick(r, B64URL, 86))
    return {
        "t": t,
        "acc": pick(r, ALNUM, 24),
        "site": r.choice(("zug", "sg")),
        "path": r.choice(("validators/keystore", "exchanges/kraken", "rpc/bitcoind", "pg/ledger")),
    }


def _unseal(r: Random) -> dict[str, str]:
    values = {f"u{i}": b64(r, 33) for i in range(1, 6)}
    values["root"] = _HVS + pick(r, ALNUM, 24)
    values["who"] = r.choice(("Wei Ling", "Jonas", "Priya"))
    return values


def _approle(r: Random) -> dict[str, str]:
    return {
        "role": uuid4(r),
        "sid": uuid4(r),
        "acc": uuid4(r),
        "app": r.choice(("withdrawal-signer", "staking-reporter", "rebalancer", "travel-rule")),
    }


def _kube(r: Random) -> dict[str, str]:
    header = b64url_json({"alg": "RS256", "kid": b64url(r, 32)})
    ns = r.choice(("validators", "signing", "explorer", "ledger"))
    sa = r.choice(("ci-deployer", "argocd-manager", "backup-runner"))
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": _ts(r) + 31_536_000,
        "iat": _ts(r),
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4(r)}},
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    ec_pem = (
        f"{_BEGIN}EC {_PEM_PRIV}\n"
        + wrap(base64.b64encode(_ec_p256_der(r)).decode(), 64)
        + f"\n{_END}EC {_PEM_PRIV}\n"
    )
    cert_pem = (
        "-----BEGIN CERTIFICATE-----\n"
        + wrap("MIIB" + b64(r, 390), 64)
        + "\n-----END CERTIFICATE-----\n"
    )
    return {
        "jwt": f"{header}.{b64url_json(claims)}.{b64url(r, 256)}",
        "ckd": b64_of(ec_pem),
        "ccd": b64_of(cert_pem),
        "ns": ns,
        "sa": sa,
        "cluster": r.choice(("fk-zug1-prod", "fk-sg1-prod", "fk-zug2-staging")),
    }


def _tfc(r: Random) -> dict[str, str]:
    return {"t": pick(r, ALNUM, 14) + _ATLAS + pick(r, ALNUM, 67), "ws": r.choice(("zug", "sg"))}


def _pg(r: Random) -> dict[str, str]:
    return {
        "pw": _url_pw(r, r.choice((20, 24, 30))),
        "host": _host(r, r.choice(("pg-ledger", "pg-staking", "pg-explorer"))),
        "user": r.choice(("ledger_app", "withdrawals_svc", "reporting_ro", "staking_rewards")),
    }


def _aws(r: Random) -> dict[str, str]:
    return {
        "id": _AKIA + pick(r, UPPER_ALNUM, 16),
        "s": pick(r, ALNUM + "+/", 40),
        "region": r.choice(("eu-central-2", "ap-southeast-1")),
        "acct": num(r, 12),
    }


def _gcp(r: Random) -> dict[str, str]:
    body = _pkcs8_rsa(r, 2048)
    return {
        "pk": "\\n".join(wrap(body, 64).split("\n")),
        "pkid": hexs(r, 40),
        "proj": r.choice(("fk-onchain-analytics", "fk-bq-etl", "felsenkamm-data")),
        "cid": num(r, 21),
        "sa": r.choice(("bq-loader", "etl-runner", "explorer-export")),
    }


def _ssh(r: Random) -> dict[str, str]:
    who = r.choice(_PEOPLE)
    return {"body": _openssh_ed25519(r, f"{who}@fk-bastion"), "who": who}


def _age(r: Random) -> dict[str, str]:
    sk = bech32_bytes(_AGE_SK.lower(), r.randbytes(32)).upper()
    return {
        "sk": sk,
        "pub": bech32_bytes("age", r.randbytes(32)),
        "created": f"{date(r)}T{r.randint(8, 18):02d}:{r.randint(0, 59):02d}:"
        f"{r.randint(0, 59):02d}+01:00",
    }


def _wg_ts(r: Random) -> dict[str, str]:
    priv = bytearray(r.randbytes(32))
    priv[0] &= 248
    priv[31] = (priv[31] & 127) | 64
    return {
        "wgpriv": base64.b64encode(bytes(priv)).decode(),
        "wgpub": b64(r, 32),
        "ts": _TSKEY + "k" + pick(r, ALNUM, 10) + "CNTRL-" + pick(r, ALNUM, 33),
        "ip": f"10.99.{r.randint(0, 3)}.{r.randint(2, 250)}",
        "ep": f"{r.choice(('185.12.64', '203.0.113', '198.51.100'))}.{r.randint(2, 250)}:51820",
    }


def _alerting(r: Random) -> dict[str, str]:
    return {
        "tg": num(r, 10) + ":AA" + pick(r, B64URL, 33),
        "chat": num(r, 10),
        "slk": pick(r, ALNUM, 24),
        "team": "T0" + pick(r, UPPER_ALNUM, 9),
        "hook": "B0" + pick(r, UPPER_ALNUM, 9),
        "pd": hexs(r, 32),
        "dd": hexs(r, 32),
    }


def _github(r: Random) -> dict[str, str]:
    if r.random() < 0.5:
        t = _GH_FINE + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59)
    else:
        t = _GHP + pick(r, ALNUM, 36)
    repo = r.choice(("validator-infra", "signer", "custody-api", "helm-charts"))
    return {"t": t, "repo": repo, "tag": f"v{r.randint(1, 4)}.{r.randint(0, 30)}.{r.randint(0, 9)}"}


def _k8s_secret(r: Random) -> dict[str, str]:
    pw = password(r, r.choice((18, 22, 28)))
    user = r.choice(("custody", "ledger_app", "rpc", "exporter"))
    return {"pw": pw, "pb64": b64_of(pw), "user": user, "ub64": b64_of(user)}


def _prose_pw(r: Random) -> dict[str, str]:
    return {"pw": password(r, r.choice((16, 18, 22))), "d": date(r)}


def _among(r: Random) -> dict[str, str]:
    return {
        "tx": h256(r),
        "addr": eth_address(r),
        "pk": r.randbytes(32).hex(),
        "bls": "0x" + bls_point(r, 48),
        "pw": password(r, 22),
        "root": r.randbytes(32).hex(),
        "slot": str(r.randint(18_300_000, 18_600_000)),
        "sol": solana_pubkey(r),
        "j": r.randbytes(32).hex(),
    }


SECRETS: tuple[Kind, ...] = (
    Kind(
        "eth_private_key_hex",
        (
            'cast send ⟨to⟩ "pause()" --private-key 0x⟨k⟩ --rpc-url ⟨rpc⟩',
            "DEPLOYER_PRIVATE_KEY=0x⟨k⟩\nDEPLOYER_ADDRESS=⟨addr⟩\nCHAIN_ID=560048",
            'networks: { hoodi: { url: process.env.HOODI_RPC, accounts: ["0x⟨k⟩"] } }',
            "Hot-Wallet für Gas-Top-ups (⟨addr⟩), Private Key: ⟨k⟩ — gehört eigentlich nach "
            "Vault, hier nur für den Testlauf.",
            "$ cast wallet address --private-key ⟨k⟩\n⟨addr⟩",
            "Fee-recipient sweeper still signs with the raw key 0x⟨k⟩ (nonce ⟨nonce⟩); "
            "move it to web3signer.",
        ),
        _eth_pk,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "bip39_mnemonic",
        (
            "Recovery phrase of the Hoodi funding wallet (⟨n⟩ words):\n⟨m⟩",
            'cast wallet import ops-funder --mnemonic "⟨m⟩"',
            "./deposit existing-mnemonic --num_validators 16 --chain hoodi\n"
            "Please enter your mnemonic separated by spaces:\n⟨m⟩",
            "助记词（测试网验证者，⟨who⟩ 生成）：⟨m⟩",
            'MNEMONIC="⟨m⟩"\nFIRST_ADDRESS=⟨addr⟩',
        ),
        _mnemonic,
        n=7,
        secrets=("m",),
    ),
    Kind(
        "solana_keypair_json",
        (
            "$ cat ~/.config/solana/validator-keypair.json\n⟨arr⟩",
            "Vote-account keypair (⟨site⟩, pubkey ⟨pub⟩): ⟨arr⟩",
            "kubectl -n solana create secret generic sol-identity "
            "--from-literal=identity.json='⟨arr⟩'",
        ),
        _sol_keypair,
        n=6,
        secrets=("arr",),
    ),
    Kind(
        "solana_base58_secret",
        (
            "SOLANA_FEE_PAYER_SECRET=⟨k⟩  # pubkey ⟨pub⟩",
            "Fee payer for the staking bot: ⟨pub⟩, exported secret (base58): ⟨k⟩",
            'const payer = Keypair.fromSecretKey(bs58.decode("⟨k⟩"));',
            "Phantom-Export der Airdrop-Wallet (Saldo ⟨lamports⟩ lamports): ⟨k⟩",
        ),
        _sol_b58,
        n=6,
        secrets=("k",),
    ),
    Kind(
        "bitcoin_wif_key",
        (
            'bitcoin-cli -rpcwallet=⟨label⟩ importprivkey ⟨wif⟩ "⟨label⟩" false',
            "bitcoin-cli -rpcwallet=sweep importdescriptors "
            '\'[{"desc":"wpkh(⟨wif⟩)#⟨cs⟩","timestamp":"now","label":"⟨label⟩"}]\'',
            "$ bitcoin-cli -rpcwallet=legacy dumpprivkey ⟨addr⟩\n⟨wif⟩",
            "WIF for the ⟨label⟩ UTXO: ⟨wif⟩ (Adresse ⟨addr⟩)",
        ),
        _wif,
        n=7,
        secrets=("wif",),
    ),
    Kind(
        "bip32_xprv",
        (
            '$ bitcoin-cli -rpcwallet=signet-ops listdescriptors true\n{\n  "wallet_name": '
            '"signet-ops",\n  "descriptors": [\n    {\n      "desc": "wpkh(⟨xprv⟩/84h/⟨coin⟩/0h/'
            '0/*)#⟨cs⟩",\n      "timestamp": 1824000000,\n      "active": true,\n'
            '      "internal": false\n    }\n  ]\n}',
            "Master key of the signet test wallet (fingerprint ⟨fp⟩): ⟨xprv⟩",
            'importdescriptors \'[{"desc":"tr(⟨xprv⟩/86h/⟨coin⟩/0h/1/*)#⟨cs2⟩",'
            '"timestamp":"now","internal":true}]\'',
        ),
        _xprv,
        n=6,
        secrets=("xprv",),
    ),
    Kind(
        "bitcoin_core_rpc_password",
        (
            "# bitcoin.conf on ⟨host⟩\nserver=1\ntxindex=1\nrpcuser=custody\n"
            "rpcpassword=⟨pw⟩\nrpcallowip=10.40.0.0/16\nrpcbind=0.0.0.0",
            "bitcoin-cli -rpcconnect=⟨host⟩ -rpcuser=custody -rpcpassword='⟨pw⟩' getblockchaininfo",
            "curl --user custody:⟨pw⟩ --data-binary "
            '\'{"jsonrpc":"1.0","id":"n","method":"getmempoolinfo","params":[]}\' '
            "-H 'content-type: text/plain;' http://⟨ip⟩:8332/",
            "BTC_RPC_URL=http://custody:⟨pw⟩@⟨host⟩:8332",
        ),
        _btc_rpc,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "validator_keystore_password",
        (
            "lighthouse --network hoodi account validator import --directory validator_keys "
            "--reuse-password\nEnter the keystore password, or press enter to omit it:\n⟨pw⟩",
            "Keystore-Passwort für die ⟨count⟩ Hoodi-Validatoren: ⟨pw⟩",
            "$ cat /data/teku/passwords/keystore-m_12381_3600_⟨idx⟩_0_0-⟨ts⟩.txt\n⟨pw⟩",
            'echo -n "⟨pw⟩" > /var/lib/prysm/wallet-password.txt && chmod 600 '
            "/var/lib/prysm/wallet-password.txt",
            "验证者 keystore 密码（共 ⟨count⟩ 个）：⟨pw⟩",
        ),
        _keystore_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "engine_api_jwt_secret",
        (
            "$ cat /var/lib/ethereum/jwt.hex\n0x⟨j⟩",
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: engine-jwt-⟨n⟩\n"
            'type: Opaque\nstringData:\n  jwt.hex: "⟨j⟩"',
            "Engine-API JWT (geth-⟨n⟩ ↔ lighthouse-⟨n⟩, ⟨site⟩): 0x⟨j⟩",
            "reth node --authrpc.jwtsecret /secrets/jwt.hex   # file contains ⟨j⟩",
        ),
        _jwt_hex,
        n=7,
        secrets=("j",),
    ),
    Kind(
        "cosmos_priv_validator_key",
        (
            '$ cat ~/.gaia/config/priv_validator_key.json\n{\n  "address": "⟨addr⟩",\n'
            '  "pub_key": {\n    "type": "tendermint/PubKeyEd25519",\n    "value": "⟨pub⟩"\n'
            '  },\n  "priv_key": {\n    "type": "tendermint/PrivKeyEd25519",\n'
            '    "value": "⟨priv⟩"\n  }\n}',
            'node_key.json for the ⟨chain⟩ sentry: {"priv_key":{"type":'
            '"tendermint/PrivKeyEd25519","value":"⟨priv⟩"}}',
            "priv_validator_key (⟨chain⟩, address ⟨addr⟩) — priv_key.value = ⟨priv⟩",
        ),
        _cosmos_pv,
        n=7,
        secrets=("priv",),
    ),
    Kind(
        "hsm_pin_and_co_password",
        (
            "lunacm:> role login -name co -password ⟨pw⟩",
            'seal "pkcs11" {\n  lib            = "/usr/safenet/lunaclient/lib/libCryptoki2_64.so"'
            '\n  slot           = "⟨n⟩"\n  pin            = "⟨pw⟩"\n'
            '  key_label      = "vault-hsm-key"\n  hmac_key_label = "vault-hsm-hmac-key"\n}',
            "cloudhsm-cli login --username crypto_user --role crypto-user --password '⟨pw⟩'",
            "Crypto-Officer-Passwort Luna HSM #⟨serial⟩ (Zug): ⟨pw⟩",
            "PKCS11_URI='pkcs11:token=fk-sign-0⟨n⟩;object=withdrawal-key?pin-value=⟨pw⟩'",
        ),
        _hsm,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "fireblocks_api_private_key",
        (
            "$ cat ~/.fireblocks/fireblocks_secret.key\n"
            + _BEGIN
            + _PEM_PRIV
            + "\n⟨body⟩\n"
            + _END
            + _PEM_PRIV,
            'FIREBLOCKS_API_KEY=⟨kid⟩\nFIREBLOCKS_SECRET="'
            + _BEGIN
            + _PEM_PRIV
            + "\n⟨body⟩\n"
            + _END
            + _PEM_PRIV
            + '"',
            "API user for the ⟨ws⟩ workspace (key ⟨kid⟩), secret key:\n\n"
            + _BEGIN
            + _PEM_PRIV
            + "\n⟨body⟩\n"
            + _END
            + _PEM_PRIV
            + "\n",
        ),
        _pem_rsa4096,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "mpc_cosigner_pairing_token",
        (
            "Pairing token for the SGX co-signer in ⟨site⟩ (valid 24h): ⟨jwt⟩",
            "COSIGNER_PAIRING_TOKEN=⟨jwt⟩",
            "sudo ./cosigner setup\n? Enter pairing token: ⟨jwt⟩\n✔ paired",
            'curl https://api.dfns.io/wallets -H "Authorization: Bearer ⟨jwt⟩"',
        ),
        _pairing,
        n=6,
        secrets=("jwt",),
    ),
    Kind(
        "rpc_provider_keys",
        (
            "ETH_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/⟨alchemy⟩",
            "geth attach https://mainnet.infura.io/v3/⟨infura⟩",
            "SOLANA_RPC_URL=https://mainnet.helius-rpc.com/?api-key=⟨helius⟩",
            "curl https://⟨qn_name⟩.quiknode.pro/⟨qn⟩/ -X POST -H 'Content-Type: application/json' "
            '--data \'{"method":"eth_getBalance","params":["⟨addr⟩","latest"],"id":1,'
            '"jsonrpc":"2.0"}\'',
            "Fallback-RPC bei Ausfall von Zug: https://rpc.ankr.com/eth/⟨ankr⟩",
        ),
        _rpc_keys,
        n=7,
        secrets=("alchemy", "infura", "helius", "qn", "ankr"),
    ),
    Kind(
        "block_explorer_api_key",
        (
            "forge verify-contract ⟨impl⟩ src/CustodyVault.sol:CustodyVault --chain mainnet "
            "--etherscan-api-key ⟨k⟩",
            "ETHERSCAN_API_KEY=⟨k⟩",
            'curl "https://api.etherscan.io/v2/api?chainid=1&module=account&action=txlist'
            '&address=⟨addr⟩&sort=desc&apikey=⟨k⟩"',
            'etherscan: { apiKey: "⟨k⟩" },',
        ),
        _explorer,
        n=7,
        secrets=("k",),
    ),
    Kind(
        "binance_api_secret",
        (
            "BINANCE_API_KEY=⟨k⟩\nBINANCE_API_SECRET=⟨s⟩",
            'ex = ccxt.binance({"apiKey": "⟨k⟩", "secret": "⟨s⟩", "enableRateLimit": True})',
            'curl -H "X-MBX-APIKEY: ⟨k⟩" "https://api.binance.com/sapi/v1/capital/deposit/'
            'hisrec?timestamp=⟨ts⟩&signature=⟨sig⟩"',
            "Binance Sub-Account (read-only + internal transfer): secret ⟨s⟩",
        ),
        _binance,
        n=7,
        secrets=("k", "s"),
    ),
    Kind(
        "kraken_api_keys",
        (
            "KRAKEN_API_KEY=⟨k⟩\nKRAKEN_PRIVATE_KEY=⟨s⟩",
            "exchanges:\n  kraken:\n    label: ⟨label⟩\n    key: ⟨k⟩\n    secret: ⟨s⟩",
            "Kraken Funding-Key ⟨label⟩ (nur Withdraw an Whitelist): private key ⟨s⟩",
        ),
        _kraken,
        n=6,
        secrets=("k", "s"),
    ),
    Kind(
        "okx_api_credentials",
        (
            "OKX_API_KEY=⟨k⟩\nOKX_SECRET_KEY=⟨s⟩\nOKX_PASSPHRASE=⟨p⟩",
            "OK-ACCESS-KEY: ⟨k⟩\nOK-ACCESS-SIGN: ⟨sig⟩\nOK-ACCESS-TIMESTAMP: ⟨ts⟩\n"
            "OK-ACCESS-PASSPHRASE: ⟨p⟩",
            "OKX API（新加坡子账户）secret: ⟨s⟩, passphrase: ⟨p⟩",
        ),
        _okx,
        n=6,
        secrets=("k", "s", "p"),
    ),
    Kind(
        "coinbase_cdp_ec_key",
        (
            '{\n  "name": "organizations/⟨org⟩/apiKeys/⟨kid⟩",\n  "privateKey": "'
            + _BEGIN
            + "EC "
            + _PEM_PRIV
            + "\\n⟨pem_json⟩\\n"
            + _END
            + "EC "
            + _PEM_PRIV
            + '\\n"\n}',
            "CDP key for Prime settlement (organizations/⟨org⟩/apiKeys/⟨kid⟩):\n"
            + _BEGIN
            + "EC "
            + _PEM_PRIV
            + "\n⟨pem⟩\n"
            + _END
            + "EC "
            + _PEM_PRIV,
        ),
        _cdp,
        n=6,
        secrets=("pem_json", "pem"),
    ),
    Kind(
        "vault_tokens",
        (
            "export VAULT_ADDR=https://vault.⟨site⟩.fk.internal:8200\nexport VAULT_TOKEN=⟨t⟩",
            'curl -H "X-Vault-Token: ⟨t⟩" '
            "https://vault.⟨site⟩.fk.internal:8200/v1/secret/data/⟨path⟩",
            "$ vault login ⟨t⟩\nSuccess! You are now authenticated.\n\nKey                  Value\n"
            "---                  -----\ntoken                ⟨t⟩\ntoken_accessor       ⟨acc⟩\n"
            'token_duration       768h\ntoken_policies       ["default" "platform-admin"]',
            "$ cat ~/.vault-token\n⟨t⟩",
        ),
        _vault_token,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "vault_unseal_keys",
        (
            "$ vault operator init -key-shares=5 -key-threshold=3\nUnseal Key 1: ⟨u1⟩\n"
            "Unseal Key 2: ⟨u2⟩\nUnseal Key 3: ⟨u3⟩\nUnseal Key 4: ⟨u4⟩\nUnseal Key 5: ⟨u5⟩\n\n"
            "Initial Root Token: ⟨root⟩\n\nVault initialized with 5 key shares and a key "
            "threshold of 3.",
            "vault operator unseal ⟨u2⟩",
            "Unseal Key 3 für vault.sg (⟨who⟩ hat 4 und 5): ⟨u3⟩",
            "Initial root token of the rebuilt staging cluster: ⟨root⟩ (revoke after setup)",
        ),
        _unseal,
        n=6,
        secrets=("u1", "u2", "u3", "u4", "u5", "root"),
    ),
    Kind(
        "vault_approle_secret_id",
        (
            "vault write auth/approle/login role_id=⟨role⟩ secret_id=⟨sid⟩",
            "VAULT_ROLE_ID=⟨role⟩\nVAULT_SECRET_ID=⟨sid⟩",
            "$ vault write -f auth/approle/role/⟨app⟩/secret-id\nKey                   Value\n"
            "---                   -----\nsecret_id             ⟨sid⟩\n"
            "secret_id_accessor    ⟨acc⟩\nsecret_id_num_uses    0\nsecret_id_ttl         24h",
        ),
        _approle,
        n=6,
        secrets=("sid",),
    ),
    Kind(
        "kubeconfig_credentials",
        (
            "users:\n- name: ⟨sa⟩@⟨cluster⟩\n  user:\n    token: ⟨jwt⟩",
            "kubectl --server https://⟨cluster⟩.k8s.fk.internal:6443 --token=⟨jwt⟩ "
            "-n ⟨ns⟩ get pods",
            "users:\n- name: admin@⟨cluster⟩\n  user:\n    client-certificate-data: ⟨ccd⟩\n"
            "    client-key-data: ⟨ckd⟩",
        ),
        _kube,
        n=7,
        secrets=("jwt", "ckd"),
    ),
    Kind(
        "terraform_cloud_token",
        (
            '$ cat ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n'
            '    "app.terraform.io": {\n      "token": "⟨t⟩"\n    }\n  }\n}',
            "TF_TOKEN_app_terraform_io=⟨t⟩ terraform -chdir=envs/⟨ws⟩-prod init",
            "HCP Terraform team token (owners, ⟨ws⟩): ⟨t⟩",
        ),
        _tfc,
        n=6,
        secrets=("t",),
    ),
    Kind(
        "postgres_passwords",
        (
            "DATABASE_URL=postgresql://⟨user⟩:⟨pw⟩@⟨host⟩:5432/ledger?sslmode=verify-full",
            "PGPASSWORD='⟨pw⟩' psql -h ⟨host⟩ -U ⟨user⟩ -d ledger -c 'select count(*) from "
            "withdrawals'",
            "# ~/.pgpass\n⟨host⟩:5432:ledger:⟨user⟩:⟨pw⟩",
            "ALTER ROLE ⟨user⟩ WITH PASSWORD '⟨pw⟩';",
            "$ terraform output -raw db_admin_password\n⟨pw⟩",
        ),
        _pg,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "aws_secret_access_key",
        (
            "[fk-kms-⟨region⟩]\naws_access_key_id = ⟨id⟩\naws_secret_access_key = ⟨s⟩\n"
            "region = ⟨region⟩",
            "AWS_ACCESS_KEY_ID=⟨id⟩ AWS_SECRET_ACCESS_KEY=⟨s⟩ aws s3 cp "
            "s3://fk-validator-backups-⟨acct⟩/slashing-db.tar.zst .",
            'backend "s3" {\n  bucket     = "fk-tfstate-⟨acct⟩"\n  region     = "⟨region⟩"\n'
            '  access_key = "⟨id⟩"\n  secret_key = "⟨s⟩"\n}',
        ),
        _aws,
        n=7,
        secrets=("s",),
    ),
    Kind(
        "gcp_service_account_key",
        (
            '{\n  "type": "service_account",\n  "project_id": "⟨proj⟩",\n'
            '  "private_key_id": "⟨pkid⟩",\n  "private_key": "'
            + _BEGIN
            + _PEM_PRIV
            + "\\n⟨pk⟩\\n"
            + _END
            + _PEM_PRIV
            + '\\n",\n'
            '  "client_email": "⟨sa⟩@⟨proj⟩.iam.gserviceaccount.com",\n'
            '  "client_id": "⟨cid⟩",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}',
        ),
        _gcp,
        n=6,
        secrets=("pk",),
    ),
    Kind(
        "openssh_private_key",
        (
            "$ cat ~/.ssh/id_ed25519_bastion\n"
            + _BEGIN
            + "OPENSSH "
            + _PEM_PRIV
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PEM_PRIV,
            "Bastion-Key von ⟨who⟩ (nur Notfall):\n\n"
            + _BEGIN
            + "OPENSSH "
            + _PEM_PRIV
            + "\n⟨body⟩\n"
            + _END
            + "OPENSSH "
            + _PEM_PRIV
            + "\n",
        ),
        _ssh,
        n=6,
        secrets=("body",),
    ),
    Kind(
        "age_secret_key",
        (
            "# created: ⟨created⟩\n# public key: ⟨pub⟩\n⟨sk⟩",
            "SOPS_AGE_KEY=⟨sk⟩ sops -d secrets/prod/validators.enc.yaml",
            "age identity for the sops repo (recipient ⟨pub⟩): ⟨sk⟩",
        ),
        _age,
        n=7,
        secrets=("sk",),
    ),
    Kind(
        "wireguard_tailscale_keys",
        (
            "[Interface]\nPrivateKey = ⟨wgpriv⟩\nAddress = ⟨ip⟩/32\n\n[Peer]\n"
            "PublicKey = ⟨wgpub⟩\nEndpoint = ⟨ep⟩\nAllowedIPs = 10.40.0.0/16",
            "tailscale up --authkey=⟨ts⟩ --advertise-tags=tag:validator --ssh",
            "TS_AUTHKEY=⟨ts⟩",
            "wg set wg0 private-key <(echo ⟨wgpriv⟩) peer ⟨wgpub⟩ endpoint ⟨ep⟩",
        ),
        _wg_ts,
        n=7,
        secrets=("wgpriv", "ts"),
    ),
    Kind(
        "alerting_and_observability_tokens",
        (
            'curl -s "https://api.telegram.org/bot⟨tg⟩/sendMessage" -d chat_id=-100⟨chat⟩ '
            '-d text="missed attestations > 3"',
            "receivers:\n- name: slack-staking\n  slack_configs:\n"
            "  - api_url: https://hooks.slack.com/services/⟨team⟩/⟨hook⟩/⟨slk⟩\n"
            "    channel: '#staking-alerts'",
            "- name: pagerduty-validators\n  pagerduty_configs:\n  - routing_key: ⟨pd⟩\n"
            "    severity: critical",
            "DD_API_KEY=⟨dd⟩\nDD_SITE=datadoghq.eu",
        ),
        _alerting,
        n=7,
        secrets=("tg", "slk", "pd", "dd"),
    ),
    Kind(
        "github_tokens",
        (
            "git clone https://x-access-token:⟨t⟩@github.com/felsenkamm/⟨repo⟩.git",
            "GH_TOKEN=⟨t⟩ gh release download ⟨tag⟩ -R felsenkamm/⟨repo⟩",
            "RENOVATE_TOKEN=⟨t⟩",
            "Token für den Release-Bot (felsenkamm/⟨repo⟩, contents:write): ⟨t⟩",
        ),
        _github,
        n=7,
        secrets=("t",),
    ),
    Kind(
        "k8s_secret_data_base64",
        (
            "apiVersion: v1\nkind: Secret\nmetadata:\n  name: bitcoind-rpc\n  namespace: btc\n"
            "type: Opaque\ndata:\n  rpcuser: ⟨ub64⟩\n  rpcpassword: ⟨pb64⟩",
            "$ kubectl -n ledger get secret pg-ledger-app -o jsonpath='{.data.password}'\n⟨pb64⟩",
            "$ echo ⟨pb64⟩ | base64 -d\n⟨pw⟩",
        ),
        _k8s_secret,
        n=6,
        secrets=("pb64", "pw"),
    ),
    Kind(
        "prose_passwords_multilingual",
        (
            "Das Admin-Passwort vom Grafana in Zug ist seit ⟨d⟩ ⟨pw⟩ (Jonas hat es beim "
            "Upgrade zurückgesetzt).",
            "新加坡机房 iDRAC 管理员密码：⟨pw⟩，请勿外传。",
            "Beacon explorer admin login is admin / ⟨pw⟩ until SSO is wired up.",
            "RabbitMQ user settlement — password ⟨pw⟩ (set ⟨d⟩, rotate in Q1).",
            "Keycloak realm custody：ops-admin 的密码已改为 ⟨pw⟩",
            "Für den Notfall-Login auf der Firewall in sg2 gilt ab ⟨d⟩ das Passwort ⟨pw⟩.",
        ),
        _prose_pw,
        n=7,
        secrets=("pw",),
    ),
    Kind(
        "secret_among_chain_lookalikes",
        (
            "Incident ⟨slot⟩ (missed proposal)\n- tx ⟨tx⟩ stuck in mempool\n"
            "- validator ⟨bls⟩\n- fee recipient ⟨addr⟩\n"
            "- the sweeper key 0x⟨pk⟩ was pasted into #ops by mistake — rotate",
            "Übergabe Nachtschicht\n▹ deposit_data_root ⟨root⟩ geprüft\n"
            "▹ Solana vote account ⟨sol⟩ wieder delinquent=false\n"
            "▹ neues Keystore-Passwort: ⟨pw⟩\n▹ Block ⟨tx⟩ bestätigt",
            "geth-02 debug notes\nhead block ⟨tx⟩\nfeeRecipient ⟨addr⟩\n"
            "jwt.hex was regenerated: ⟨j⟩\nslot ⟨slot⟩ proposed fine after that",
        ),
        _among,
        n=6,
        secrets=("pk", "pw", "j"),
    ),
)
