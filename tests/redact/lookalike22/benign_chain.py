"""Benign look-alikes from the chains themselves: addresses, hashes, public keys, roots,
signatures that are public once broadcast, selectors, node logs and explorer links.

Every one of these is public or derived from public data; a careful human keeps it.
"""

from __future__ import annotations

import base64
from random import Random

from tests.redact.lookalike22.gen import (
    Kind,
    b58check,
    b58encode,
    b64,
    bip32_key,
    bls_point,
    clock,
    cosmos_address,
    date,
    eip55,
    eth_address,
    h256,
    hexs,
    keccak256,
    num,
    pick,
    segwit_address,
    selector,
    solana_pubkey,
    solana_signature,
    topic,
)

_SIGS = (
    "transfer(address,uint256)",
    "approve(address,uint256)",
    "transferFrom(address,address,uint256)",
    "balanceOf(address)",
    "deposit(bytes,bytes,bytes,bytes32)",
    "execTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes)",
    "multiSend(bytes)",
    "withdraw(uint256)",
    "requestWithdrawals(uint256[],address)",
    "claimWithdrawals(uint256[],uint256[])",
    "submit(address)",
    "setApprovalForAll(address,bool)",
)
_EVENTS = (
    "Transfer(address,address,uint256)",
    "Approval(address,address,uint256)",
    "DepositEvent(bytes,bytes,bytes,bytes,bytes)",
    "ExecutionSuccess(bytes32,uint256)",
    "ExecutionFailure(bytes32,uint256)",
    "WithdrawalRequested(uint256,address,address,uint256,uint256)",
    "OwnershipTransferred(address,address)",
)
_DEPOSIT_CONTRACT = eip55("00000000219ab540356cbb839cbe05303d7705fa")
_GVR_MAINNET = "0x4b363db94e286120d76eb905340fdd4e54bfe9f06bf33ff6cf5ad27f511bfe95"
_ENS_LABELS = ("treasury", "staking", "ops", "fees", "cold", "payouts", "rewards", "vault")


def _namehash(name: str) -> str:
    node = b"\x00" * 32
    for label in reversed(name.split(".")):
        node = keccak256(node + keccak256(label.encode()))
    return "0x" + node.hex()


def _short(h: str) -> str:
    body = h.removeprefix("0x")
    return f"0x{body[:4]}…{body[-4:]}"


def _btc_block_hash(r: Random) -> str:
    return "0" * 19 + hexs(r, 45)


def _p2pkh(r: Random) -> str:
    return b58check(b"\x00" + r.randbytes(20))


def _common(r: Random) -> dict[str, str]:
    return {
        "a1": eth_address(r),
        "a2": eth_address(r),
        "a3": eth_address(r),
        "tx": h256(r),
        "bh": h256(r),
        "bh2": h256(r),
        "bn": str(r.randint(28_100_000, 28_400_000)),
        "slot": str(r.randint(18_300_000, 18_600_000)),
        "ep": str(r.randint(571_000, 581_000)),
        "idx": str(r.randint(400_000, 2_100_000)),
        "d": date(r),
        "t": clock(r),
        "n": str(r.randint(2, 9)),
    }


def _eth_addr(r: Random) -> dict[str, str]:
    v = _common(r)
    v["a2l"] = v["a2"].lower()
    v["bal"] = f"{r.randint(0, 40)}.{num(r, 6)}"
    return v


def _tx(r: Random) -> dict[str, str]:
    v = _common(r)
    v["gas"] = str(r.randint(21_000, 29_000_000))
    v["w"] = num(r, 6)
    v["ti"] = hex(r.randint(0, 300))
    return v


def _deposit(r: Random) -> dict[str, str]:
    v = _common(r)
    v["pk"] = bls_point(r, 48)
    v["pk2"] = bls_point(r, 48)
    v["wc"] = r.choice(("01", "02")) + "00" * 11 + v["a1"][2:].lower()
    v["sig"] = bls_point(r, 96)
    v["dmr"] = r.randbytes(32).hex()
    v["ddr"] = r.randbytes(32).hex()
    v["dep"] = _DEPOSIT_CONTRACT
    v["sel"] = selector("deposit(bytes,bytes,bytes,bytes32)")
    v["ts"] = str(r.randint(1_825_000_000, 1_827_000_000))
    return v


def _bls(r: Random) -> dict[str, str]:
    v = _common(r)
    for i in range(1, 4):
        v[f"pk{i}"] = "0x" + bls_point(r, 48)
        v[f"i{i}"] = str(r.randint(400_000, 2_100_000))
        v[f"b{i}"] = f"{r.choice((32, 32, 33, 64, 2048))}.{num(r, 6)}"
    v["sp1"] = _short(v["pk1"])
    v["gvr"] = _GVR_MAINNET
    v["sr"] = h256(r)
    return v


def _ens(r: Random) -> dict[str, str]:
    v = _common(r)
    label = r.choice(_ENS_LABELS)
    name = f"{label}.felsenkamm.eth"
    lh = keccak256(label.encode())
    v.update(
        name=name,
        label=label,
        nh=_namehash(name),
        lh="0x" + lh.hex(),
        tokid=str(int.from_bytes(lh, "big")),
        parent=_namehash("felsenkamm.eth"),
    )
    return v


def _abi(r: Random) -> dict[str, str]:
    v = _common(r)
    sig = r.choice(_SIGS)
    ev = r.choice(_EVENTS)
    amount = r.randint(10**15, 10**24)
    v.update(
        sig=sig,
        sel=selector(sig),
        ev=ev,
        topic=topic(ev),
        fname=sig.split("(")[0],
        amount=str(amount),
        calldata=selector("transfer(address,uint256)")
        + "0" * 24
        + v["a1"][2:].lower()
        + f"{amount:064x}",
    )
    return v


def _xpub(r: Random) -> dict[str, str]:
    return {
        "x1": bip32_key(r, "xpub", 4),
        "x2": bip32_key(r, "xpub", 4),
        "x3": bip32_key(r, "xpub", 4),
        "zpub": bip32_key(r, "zpub", 3),
        "tpub": bip32_key(r, "tpub", 3),
        "fp1": hexs(r, 8),
        "fp2": hexs(r, 8),
        "fp3": hexs(r, 8),
        "cs": pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 8),
        "ts": str(r.randint(1_760_000_000, 1_825_000_000)),
    }


def _btc(r: Random) -> dict[str, str]:
    return {
        "bh": _btc_block_hash(r),
        "bh2": _btc_block_hash(r),
        "h": str(r.randint(1_015_000, 1_030_000)),
        "txid": r.randbytes(32).hex(),
        "a1": segwit_address(r),
        "a2": segwit_address(r, taproot=True),
        "legacy": _p2pkh(r),
        "ntx": str(r.randint(1_200_000_000, 1_400_000_000)),
        "d": date(r),
        "t": clock(r),
        "vs": str(r.randint(140, 4000)),
        "fee": str(r.randint(1, 40)),
        "mr": r.randbytes(32).hex(),
    }


def _sol(r: Random) -> dict[str, str]:
    return {
        "sig": solana_signature(r),
        "v": solana_pubkey(r),
        "id": solana_pubkey(r),
        "s": solana_pubkey(r),
        "a": solana_pubkey(r),
        "a2": solana_pubkey(r),
        "bal": f"{r.randint(1, 90000)}.{num(r, 9)}",
        "slot": str(r.randint(520_000_000, 530_000_000)),
        "ep": str(r.randint(1210, 1240)),
        "c": str(r.choice((0, 5, 7, 10))),
        "bank": b58encode(r.randbytes(32)),
    }


def _node_id(r: Random) -> str:
    return r.randbytes(20).hex()


def _ip(r: Random) -> str:
    return f"{r.choice(('185.12.64', '203.0.113', '198.51.100', '65.108.72'))}.{r.randint(2, 250)}"


def _cosmos(r: Random) -> dict[str, str]:
    return {
        "nid": _node_id(r),
        "nid2": _node_id(r),
        "ip": _ip(r),
        "ip2": _ip(r),
        "acc": cosmos_address(r),
        "acc2": cosmos_address(r),
        "valoper": cosmos_address(r, "cosmosvaloper"),
        "valcons": cosmos_address(r, "cosmosvalcons"),
        "osmo": cosmos_address(r, "osmo"),
        "TX": r.randbytes(32).hex().upper(),
        "h": str(r.randint(29_000_000, 31_000_000)),
        "amt": num(r, r.randint(6, 11)),
    }


def _cons_pub(r: Random) -> dict[str, str]:
    v = _cosmos(r)
    v["pub"] = b64(r, 32)
    v["ADDR"] = r.randbytes(20).hex().upper()
    v["chain"] = r.choice(("cosmoshub-4", "osmosis-1", "celestia", "noble-1", "dydx-mainnet-1"))
    v["moniker"] = r.choice(("Felsenkamm", "Felsenkamm | Zug", "felsenkamm-sg"))
    return v


def _sigs(r: Random) -> dict[str, str]:
    v = _common(r)
    v["esig"] = r.randbytes(64).hex() + r.choice(("1b", "1c"))
    v["raw"] = "0x02f8" + hexs(r, r.choice((226, 228, 290)))
    v["btcsig"] = base64.b64encode(bytes([r.choice((31, 32))]) + r.randbytes(64)).decode()
    v["legacy"] = _p2pkh(r)
    v["txb"] = "CpIBCo8BChwvY29zbW9zLmJhbmsudjFiZXRhMS5Nc2dTZW5k" + b64(r, 180)
    v["m"] = r.choice(("10", "11"))
    return v


def _roots(r: Random) -> dict[str, str]:
    v = _common(r)
    for k in ("pr", "sr", "br", "rr", "wr", "fr"):
        v[k] = h256(r)
    v["prop"] = str(r.randint(400_000, 2_100_000))
    v["mr"] = r.randbytes(32).hex()
    v["bbh"] = "0" * 19 + hexs(r, 45)
    v["h"] = str(r.randint(1_015_000, 1_030_000))
    v["bits"] = "17" + hexs(r, 6)
    return v


def _safe(r: Random) -> dict[str, str]:
    v = _common(r)
    v["safe"] = eth_address(r)
    v["sth"] = h256(r)
    v["dom"] = h256(r)
    v["msg"] = h256(r)
    v["DOM"] = v["dom"][2:].upper()
    v["MSG"] = v["msg"][2:].upper()
    v["nonce"] = str(r.randint(10, 900))
    v["cd"] = selector("multiSend(bytes)") + hexs(r, 128)
    return v


def _amounts(r: Random) -> dict[str, str]:
    v = _common(r)
    eth = r.randint(1, 4000)
    v["wei"] = str(eth * 10**18 + r.randint(0, 10**18 - 1))
    v["eth"] = str(eth)
    v["gwei"] = str(r.randint(10_000, 99_999_999))
    v["lam"] = num(r, r.randint(12, 16))
    v["sats"] = num(r, r.randint(9, 11))
    v["uatom"] = num(r, r.randint(10, 14))
    v["wi"] = str(r.randint(90_000_000, 140_000_000))
    return v


def _logs(r: Random) -> dict[str, str]:
    v = _common(r)
    v["h1"] = hexs(r, 6)
    v["h2"] = hexs(r, 6)
    v["ex"] = hexs(r, 8)
    v["f1"] = hexs(r, 4)
    v["f2"] = hexs(r, 4)
    v["b1"] = hexs(r, 4)
    v["b2"] = hexs(r, 4)
    v["peers"] = str(r.randint(40, 120))
    v["AH"] = r.randbytes(32).hex().upper()
    v["ch"] = str(r.randint(29_000_000, 31_000_000))
    v["ntx"] = str(r.randint(0, 40))
    v["sslot"] = str(r.randint(520_000_000, 530_000_000))
    v["bank"] = b58encode(r.randbytes(32))
    v["sroot"] = "0x" + hexs(r, 64)
    v["ms"] = str(r.randint(0, 999)).zfill(3)
    v["ci"] = str(r.randint(0, 63))
    return v


def _urls(r: Random) -> dict[str, str]:
    v = _common(r)
    v["pk"] = "0x" + bls_point(r, 48)
    v["TX"] = r.randbytes(32).hex().upper()
    v["bc1"] = segwit_address(r)
    v["sol"] = solana_pubkey(r)
    v["ssig"] = solana_signature(r)
    v["btx"] = r.randbytes(32).hex()
    v["solc"] = f"v0.8.{r.randint(24, 31)}+commit.{hexs(r, 8)}"
    return v


CHAIN: tuple[Kind, ...] = (
    Kind(
        "eth_checksummed_addresses",
        (
            "Withdrawal whitelist entry (Kraken ETH deposit): ⟨a1⟩",
            "| Wallet | Adresse | Zweck |\n|---|---|---|\n| hot-01 | ⟨a1⟩ | Gas-Top-ups |\n"
            "| cold-vault | ⟨a2⟩ | Safe 3/5 |\n| fee-recipient | ⟨a3⟩ | MEV rewards |",
            "$ cast balance ⟨a1⟩ --ether --rpc-url $ETH_RPC_URL\n⟨bal⟩",
            "feeRecipient für alle Zug-Validatoren: ⟨a1⟩ (mit `cast code` geprüft, EOA)",
            "热钱包地址 ⟨a1⟩，冷钱包 Safe ⟨a2⟩。",
            "address mismatch: expected ⟨a1⟩, got ⟨a2l⟩ (lowercase, so no EIP-55 check)",
        ),
        _eth_addr,
        n=11,
    ),
    Kind(
        "eth_tx_and_block_hashes",
        (
            "cast tx ⟨tx⟩ --rpc-url $ETH_RPC_URL | grep -E 'blockNumber|gasPrice'",
            "Withdrawal W-⟨w⟩ confirmed in block ⟨bn⟩ (⟨bh⟩), tx ⟨tx⟩",
            "$ cast receipt ⟨tx⟩\nblockHash            ⟨bh⟩\nblockNumber          ⟨bn⟩\n"
            "cumulativeGasUsed    ⟨gas⟩\nstatus               1 (success)\n"
            "transactionHash      ⟨tx⟩\ntransactionIndex     ⟨ti⟩",
            "Reorg depth 1 at ⟨bn⟩: old head ⟨bh⟩, new head ⟨bh2⟩",
            '{"jsonrpc":"2.0","id":1,"result":{"blockHash":"⟨bh⟩","blockNumber":"⟨ti⟩",'
            '"hash":"⟨tx⟩","from":"⟨a1⟩","to":"⟨a2⟩"}}',
            "交易哈希 ⟨tx⟩ 已上链，区块高度 ⟨bn⟩。",
        ),
        _tx,
        n=11,
    ),
    Kind(
        "beacon_deposit_data",
        (
            '[{"pubkey": "⟨pk⟩", "withdrawal_credentials": "⟨wc⟩", "amount": 32000000000, '
            '"signature": "⟨sig⟩", "deposit_message_root": "⟨dmr⟩", "deposit_data_root": '
            '"⟨ddr⟩", "fork_version": "00000000", "network_name": "mainnet", '
            '"deposit_cli_version": "1.2.⟨n⟩"}]',
            "deposit_data_root ⟨ddr⟩ matches what the Safe batch encoded for ⟨pk⟩",
            "Deposit-Contract ⟨dep⟩, Selector ⟨sel⟩ = deposit(bytes,bytes,bytes,bytes32); "
            "deposit_message_root ⟨dmr⟩ verifiziert",
            "withdrawal_credentials 0x⟨wc⟩ → Auszahlungsadresse ⟨a1⟩",
            "deposit_data-⟨ts⟩.json: 2 Einträge, pubkeys ⟨pk⟩ und ⟨pk2⟩",
        ),
        _deposit,
        n=11,
    ),
    Kind(
        "bls_validator_pubkeys",
        (
            "| index | pubkey | balance (ETH) |\n|---|---|---|\n| ⟨i1⟩ | ⟨pk1⟩ | ⟨b1⟩ |\n"
            "| ⟨i2⟩ | ⟨pk2⟩ | ⟨b2⟩ |\n| ⟨i3⟩ | ⟨pk3⟩ | ⟨b3⟩ |",
            "beaconcha.in shows ⟨pk1⟩ active_ongoing since epoch ⟨ep⟩",
            "$ curl -s http://lighthouse-0⟨n⟩:5052/eth/v1/beacon/states/head/validators/⟨i1⟩ "
            "| jq -r .data.validator.pubkey\n⟨pk1⟩",
            '$ curl -s http://web3signer:9000/api/v1/eth2/publicKeys\n["⟨pk1⟩","⟨pk2⟩"]',
            '{"metadata":{"interchange_format_version":"5","genesis_validators_root":"⟨gvr⟩"},'
            '"data":[{"pubkey":"⟨pk1⟩","signed_blocks":[{"slot":"⟨slot⟩","signing_root":'
            '"⟨sr⟩"}],"signed_attestations":[]}]}',
            "Validator ⟨sp1⟩ (Index ⟨i1⟩) hat in Epoche ⟨ep⟩ zwei Attestations verpasst.",
        ),
        _bls,
        n=11,
    ),
    Kind(
        "ens_names_and_namehash",
        (
            "`cast resolve-name ⟨name⟩` → ⟨a1⟩",
            'namehash("⟨name⟩") = ⟨nh⟩',
            "$ cast lookup-address ⟨a1⟩\n⟨name⟩",
            'labelhash("⟨label⟩") = ⟨lh⟩; as ERC-721 tokenId: ⟨tokid⟩',
            "Subname ⟨name⟩ unter Parent-Node ⟨parent⟩ angelegt, Resolver ⟨a2⟩",
        ),
        _ens,
        n=11,
    ),
    Kind(
        "abi_selectors_and_topics",
        (
            "$ cast sig '⟨sig⟩'\n⟨sel⟩",
            "topic0 ⟨topic⟩ = ⟨ev⟩",
            '{"⟨sel⟩": "⟨sig⟩"}',
            "$ cast calldata-decode 'transfer(address,uint256)' ⟨calldata⟩\n⟨a1⟩\n⟨amount⟩",
            "$ cast 4byte ⟨sel⟩\n⟨sig⟩",
            'ABI: {"type":"function","name":"⟨fname⟩","stateMutability":"nonpayable"} '
            "(Selector ⟨sel⟩)",
        ),
        _abi,
        n=11,
    ),
    Kind(
        "bip32_xpubs_and_descriptors",
        (
            "Watch-only descriptor (cold storage 2-of-3):\nwsh(sortedmulti(2,"
            "[⟨fp1⟩/48h/0h/0h/2h]⟨x1⟩/0/*,[⟨fp2⟩/48h/0h/0h/2h]⟨x2⟩/0/*,"
            "[⟨fp3⟩/48h/0h/0h/2h]⟨x3⟩/0/*))#⟨cs⟩",
            "zpub für den BTCPay-Store (m/84'/0'/0'): ⟨zpub⟩",
            "Sparrow export, master fingerprint ⟨fp1⟩, xpub ⟨x1⟩",
            "bitcoin-cli -rpcwallet=watch importdescriptors "
            '\'[{"desc":"wpkh([⟨fp1⟩/84h/0h/0h]⟨x1⟩/0/*)#⟨cs⟩","timestamp":⟨ts⟩,'
            '"active":true}]\'',
            "冷钱包 xpub（只读，用于对账）：⟨x1⟩",
            "signet tpub for the test harness: ⟨tpub⟩",
        ),
        _xpub,
        n=11,
    ),
    Kind(
        "bitcoin_addresses_txids_blockhashes",
        (
            "⟨d⟩T⟨t⟩Z UpdateTip: new best=⟨bh⟩ height=⟨h⟩ version=0x20000000 "
            "log2_work=96.112849 tx=⟨ntx⟩ date='⟨d⟩T⟨t⟩Z' progress=1.000000 "
            "cache=412.3MiB(3012004txo)",
            "Consolidation tx ⟨txid⟩ (vsize ⟨vs⟩, ⟨fee⟩ sat/vB) → ⟨a1⟩",
            "Deposit-Adressen: ⟨a1⟩ (P2WPKH), ⟨a2⟩ (P2TR), Legacy ⟨legacy⟩",
            "bitcoin-cli getrawtransaction ⟨txid⟩ true ⟨bh⟩",
            "$ bitcoin-cli getblockheader ⟨bh⟩ | jq '{height, merkleroot, previousblockhash}'\n"
            '{\n  "height": ⟨h⟩,\n  "merkleroot": "⟨mr⟩",\n  "previousblockhash": "⟨bh2⟩"\n}',
            "提币交易 ⟨txid⟩ 已确认 6 次，区块 ⟨h⟩。",
        ),
        _btc,
        n=11,
    ),
    Kind(
        "solana_pubkeys_and_signatures",
        (
            "solana confirm -v ⟨sig⟩",
            "Vote account ⟨v⟩, identity ⟨id⟩, commission ⟨c⟩%",
            "$ solana stake-account ⟨s⟩\nBalance: ⟨bal⟩ SOL\nDelegated Vote Account Address: ⟨v⟩\n"
            "Stake Authority: ⟨a⟩\nWithdraw Authority: ⟨a2⟩",
            "https://solscan.io/tx/⟨sig⟩ (Stake-Deaktivierung, Epoche ⟨ep⟩)",
            "交易签名 ⟨sig⟩，slot ⟨slot⟩。",
            "Programs: Stake11111111111111111111111111111111111111, "
            "Vote111111111111111111111111111111111111111; our vote account ⟨v⟩",
        ),
        _sol,
        n=11,
    ),
    Kind(
        "cosmos_addresses_and_node_ids",
        (
            'persistent_peers = "⟨nid⟩@⟨ip⟩:26656,⟨nid2⟩@⟨ip2⟩:26656"',
            "gaiad q staking validator ⟨valoper⟩ -o json | jq .tokens",
            "Delegator ⟨acc⟩ → ⟨valoper⟩, Rewards-Adresse ⟨acc2⟩",
            "$ gaiad tendermint show-node-id\n⟨nid⟩",
            "⟨valcons⟩ signed 9998/10000 blocks in the window",
            "Tx ⟨TX⟩ (MsgWithdrawDelegatorReward, ⟨amt⟩uatom) in block ⟨h⟩",
            "IBC-Relayer-Wallet auf Osmosis: ⟨osmo⟩",
        ),
        _cosmos,
        n=11,
    ),
    Kind(
        "cosmos_consensus_pubkeys",
        (
            '$ gaiad tendermint show-validator\n{"@type":"/cosmos.crypto.ed25519.PubKey",'
            '"key":"⟨pub⟩"}',
            'gentx for ⟨chain⟩: "pubkey": {"@type": "/cosmos.crypto.ed25519.PubKey", '
            '"key": "⟨pub⟩"}, memo "⟨nid⟩@⟨ip⟩:26656"',
            "priv_validator_key.json on the new signer → address ⟨ADDR⟩, pub_key.value ⟨pub⟩ "
            "(public half only copied here)",
            '[[validator]]\nchain_id = "⟨chain⟩"\naddr = "tcp://⟨ip⟩:26658"\n'
            'secret_key = "/etc/tmkms/secrets/kms-identity.key"\nprotocol_version = "v0.34"',
            "Moniker „⟨moniker⟩“, Consensus-Pubkey ⟨pub⟩, Operator ⟨valoper⟩",
        ),
        _cons_pub,
        n=11,
    ),
    Kind(
        "onchain_signatures_and_raw_txs",
        (
            "eth_sendRawTransaction payload (already broadcast as ⟨tx⟩):\n⟨raw⟩",
            "Safe confirmation signature from owner ⟨a1⟩: 0x⟨esig⟩",
            '$ cast wallet verify --address ⟨a1⟩ "Felsenkamm proof of reserves 2027-⟨m⟩" '
            "0x⟨esig⟩\nValidation succeeded. Address ⟨a1⟩ signed this message.",
            '$ bitcoin-cli verifymessage ⟨legacy⟩ "⟨btcsig⟩" "Felsenkamm PoR 2027-⟨m⟩"\ntrue',
            'broadcast ok, code 0: {"tx_bytes":"⟨txb⟩","mode":"BROADCAST_MODE_SYNC"}',
        ),
        _sigs,
        n=11,
    ),
    Kind(
        "state_roots_and_merkle_roots",
        (
            '{"slot":"⟨slot⟩","proposer_index":"⟨prop⟩","parent_root":"⟨pr⟩",'
            '"state_root":"⟨sr⟩","body_root":"⟨br⟩"}',
            "execution_payload: block_hash ⟨bh⟩, state_root ⟨sr⟩, receipts_root ⟨rr⟩",
            "finalized checkpoint: epoch ⟨ep⟩, root ⟨fr⟩",
            "Block ⟨h⟩: merkleroot ⟨mr⟩, bits ⟨bits⟩, hash ⟨bbh⟩",
            "withdrawals_root ⟨wr⟩ stimmt mit dem Wert im Payload von Slot ⟨slot⟩ überein.",
        ),
        _roots,
        n=11,
    ),
    Kind(
        "safe_multisig_hashes",
        (
            "Safe ⟨safe⟩ (3/5): safeTxHash ⟨sth⟩, nonce ⟨nonce⟩, 2 of 3 confirmations",
            "Ledger zeigt Domain Hash ⟨DOM⟩ und Message Hash ⟨MSG⟩ — beides mit "
            "safe-tx-hashes verglichen, passt.",
            "owners: ⟨a1⟩, ⟨a2⟩, ⟨a3⟩ — threshold 2",
            "tx-service: safeTxHash=⟨sth⟩ nonce=⟨nonce⟩ to=⟨a1⟩ value=0 operation=1 data=⟨cd⟩",
            "domainSeparator ⟨dom⟩ (chainId 1, verifyingContract ⟨safe⟩)",
        ),
        _safe,
        n=10,
    ),
    Kind(
        "wei_amounts_and_long_numbers",
        (
            "balance ⟨wei⟩ wei (≈ ⟨eth⟩ ETH) on ⟨a1⟩",
            "withdrawal_index ⟨wi⟩, validator ⟨idx⟩, amount ⟨gwei⟩ gwei",
            "approve(⟨a1⟩, 1157920892373161954235709850086879078532699846656405640394575840"
            "07913129639935) revoked again",
            "Stake ⟨lam⟩ lamports, rent-exempt reserve 2282880 lamports",
            "⟨sats⟩ sats von hot → cold verschoben (Ticket CUST-⟨n⟩⟨n⟩⟨n⟩)",
            "slot ⟨slot⟩ · epoch ⟨ep⟩ · validator index ⟨idx⟩",
            "Delegation ⟨uatom⟩uatom an unseren Operator bestätigt.",
        ),
        _amounts,
        n=11,
    ),
    Kind(
        "node_log_lines",
        (
            "INFO [11-⟨n⟩|⟨t⟩.⟨ms⟩] Chain head was updated                   number=⟨bn⟩ "
            "hash=⟨h1⟩..⟨h2⟩ root=⟨f1⟩..⟨f2⟩ elapsed=1.62ms",
            'Nov ⟨n⟩ ⟨t⟩.⟨ms⟩ INFO Synced  peers: "⟨peers⟩", exec_hash: "0x⟨ex⟩… (verified)", '
            'finalized_checkpoint: "{epoch: ⟨ep⟩, root: 0x⟨f1⟩…⟨f2⟩}", epoch: ⟨ep⟩, '
            'block: "0x⟨b1⟩…⟨b2⟩", slot: ⟨slot⟩',
            "⟨ex⟩ INF committed state app_hash=⟨AH⟩ height=⟨ch⟩ module=state num_txs=⟨ntx⟩",
            "[⟨d⟩T⟨t⟩.⟨ms⟩Z INFO  solana_core::replay_stage] new root ⟨sslot⟩, bank hash ⟨bank⟩",
            'level=info msg="Submitted new attestations" CommitteeIndices=[⟨ci⟩] '
            "Slot=⟨slot⟩ SourceEpoch=⟨ep⟩ TargetRoot=0x⟨ex⟩ prefix=validator",
            "web3signer: signed BLOCK_V2 slot=⟨slot⟩ signingRoot=⟨sroot⟩",
        ),
        _logs,
        n=11,
    ),
    Kind(
        "block_explorer_urls",
        (
            "https://etherscan.io/tx/⟨tx⟩",
            "[Validator ⟨idx⟩](https://beaconcha.in/validator/⟨pk⟩#attestations)",
            "https://www.mintscan.io/cosmos/tx/⟨TX⟩",
            "Siehe https://mempool.space/address/⟨bc1⟩ und https://mempool.space/tx/⟨btx⟩",
            "https://solscan.io/tx/⟨ssig⟩",
            "https://etherscan.io/address/⟨a1⟩#code (verified, compiler ⟨solc⟩)",
        ),
        _urls,
        n=11,
    ),
)
