"""The rules that came from the twenty-second look-alike corpus (a crypto custody and
staking company's notes; its holdout, studied as tuning data "dev22" once it had been
scored). Kept: Bitcoin addresses and extended public keys whose Base58Check checksum holds
(also inside a descriptor), Solana addresses where the note names Solana or a vote account
and transaction signatures called signatures, a CometBFT node id as a peer's address, a
signature checked by ``bitcoin-cli verifymessage``, an Ethereum deposit's
``withdrawal_credentials``, a Helm chart's ``existingSecret``, a Vault accessor, the id
given to ``terraform import``, an AWS KMS ciphertext blob, a published test mnemonic and a
PEM block whose body says the key was removed. Still taken: an extended private key, a
checksum that fails, a Solana secret key of a signature's length, and every credential
labelled beside them."""

from __future__ import annotations

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact import scrub

# BIP-32's first test vector (public) and its private key; a P2PKH address.
XPUB = (
    "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsef"
    "D265TMg7usUDFdp6W1EGMcet8"
)
XPRV = (
    "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMR"
    "NNU3TGtRBeJgk33yuGBxrMPHi"
)
ADDRESS = "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2"
SOL_64 = "4zns2Yp7juJ7JL9ZskWWMTEeQQqaSnbGk11xAcz8Feop7SFJEc1qXGkBMweNtSmo8ctsKZQtWG3sdcxhr7Wjexux"
SIGNATURE_B64 = (
    "H+7GDjqpjhGZjjune1PcVwx0hHsLwGSedc8xM8+Wy3VCRbRXnsLviQcVSw0vtmf+/ezMZ+uYKLeaC8q8fixPiiQ="
)


@pytest.mark.parametrize(
    "text",
    [
        f"冷钱包 xpub（只读，用于对账）：{XPUB}",
        f'importdescriptors \'[{{"desc":"wpkh([7f5e3b6d/84h/0h/0h]{XPUB}/0/*)#vkzmcc7p"}}]\'',
        f"Deposit-Adressen: Legacy {ADDRESS} — 已确认",
        f"solana confirm -v {SOL_64}",
        f"- 交易签名 {SOL_64}，slot 520940682。",
        "Vote account 81BRDjKuNkP1XjZ4rx2isxRSyBRRXdYWZKQBARsTvS19, identity "
        "EJZxnHpk9CKPN9SUqqNszige9pSttCXZPMpqbBq8Poy4, commission 10%",
        'gentx memo "4d542880a24a1fc185063f923d944d621d3784b5@198.51.100.95:26656"',
        f'$ bitcoin-cli verifymessage {ADDRESS} "{SIGNATURE_B64}" "PoR 2027-10"\ntrue',
        '[{"pubkey": "8cdfe47c", "withdrawal_credentials": '
        '"020000000000000000000000f022558c36e70f9b7069fbf8e0c9d7c01198d624"}]',
        "auth:\n  existingSecret: pg-ledger-app\n",
        "$ vault token lookup -accessor k4bQ1s2Dl7IVNfDQnxcu9hHH",
        "- terraform import aws_kms_key.signing f50c3712-45a0-452d-9dc8-e947effeb01a",
        "KMS CiphertextBlob (data key, encrypted; safe to store next to the backup): "
        "AQICAHhk7SIO5C7OymITiW3DAFjsahdqf0gM705Pp3fQN2uNAudnj5XClubZ8H5Ewk8fc2CietoFhtDoQ3M3O"
        "3tHgmkRLqH6+RJ52M1vYBPauySsBe7VmBNoJj8QRSC2bTRITK5XF7f/N7QuLxVkyRPo6QqfLINgzJ1tGXnIra",
        'anvil default mnemonic (public test vector): "test test test test test test test '
        'test test test test junk"',
        "-----BEGIN PRIVATE KEY-----\n<Schlüsselmaterial entfernt, liegt in Vault>\n"
        "-----END PRIVATE KEY-----",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"cold wallet xprv: {XPRV}", XPRV),
        # the same shape with a checksum that fails is judged as any other run
        (f"zpub für den Store: {XPUB[:-1]}9", XPUB[:-1] + "9"),
        (f"Phantom-Export der Airdrop-Wallet (Saldo 196996546 lamports): {SOL_64}", SOL_64),
        (f"SOLANA_FEE_PAYER_SECRET={SOL_64}", SOL_64),
        (
            '"signing_key": "4d542880a24a1fc185063f923d944d621d3784b5"',
            "4d542880a24a1fc185063f923d944d621d3784b5",
        ),
        (
            "mnemonic: legal winner thank year wave sausage worth useful legal winner thank yellow",
            "legal winner thank year wave sausage worth useful legal winner thank yellow",
        ),
        ("vault login hvs.CAESIJ3kq8mX2pLw9TzQvR5nY7bU", "hvs.CAESIJ3kq8mX2pLw9TzQvR5nY7bU"),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


def test_a_pem_block_with_key_material_is_still_scrubbed() -> None:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj"
    text = f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----"
    assert body not in scrub(text).text


KEYPAIR = ",".join(str((i * 37 + 11) % 256) for i in range(64))


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "ETH_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/gwVVb20bCsEYNnIZHExQh6Vx976qvAEu",
            "gwVVb20bCsEYNnIZHExQh6Vx976qvAEu",
        ),
        (
            "geth attach https://mainnet.infura.io/v3/42028f7a05b21b198427d9f4a4d30165",
            "42028f7a05b21b198427d9f4a4d30165",
        ),
        (
            "curl https://frosty-wild-snow.quiknode.pro/"
            "8267141c8ac1985a63bc3e234dbfbda963eb5b70/ -X POST",
            "8267141c8ac1985a63bc3e234dbfbda963eb5b70",
        ),
        (
            "https://rpc.ankr.com/eth/c862d99ad9ec024d18c48ac32e73fa1e7e58d9555be08a9781a7ab1bc75d60e6",
            "c862d99ad9ec024d18c48ac32e73fa1e7e58d9555be08a9781a7ab1bc75d60e6",
        ),
        (f"$ cat ~/.config/solana/validator-keypair.json\n[{KEYPAIR}]", KEYPAIR),
        (
            '"priv_key": {\n  "type": "tendermint/PrivKeyEd25519",\n  "value": '
            '"PtBShV6E/VMc7zNZdBN+F06AOdtLpU8nzPUsM+1yLtZJSatQhmdtxfgPdyQUt+2Qwj0ji7+gzv5BhHSYDAPxsA=="',
            "PtBShV6E/VMc7zNZdBN+F06AOdtLpU8nzPUsM+1yLtZJSatQhmdtxfgPdyQUt+2Qwj0ji7+gzv5BhHSYDAPxsA==",
        ),
        (
            'echo -n "MY%3D@tnUZQN8V7N.QL^" > /var/lib/prysm/wallet-password.txt',
            "MY%3D@tnUZQN8V7N.QL^",
        ),
        (
            "$ cat /var/lib/ethereum/jwt.hex\n"
            "0x51312d8d9d53f4d0e25cb29335e3b9f7c15c2df51c49e354cc07e3d106b96787",
            "51312d8d9d53f4d0e25cb29335e3b9f7c15c2df51c49e354cc07e3d106b96787",
        ),
        (
            "$ terraform output -raw db_admin_password\nzF~YM_2-1tAxlF7O-JKUxWBTGwvu8d",
            "zF~YM_2-1tAxlF7O-JKUxWBTGwvu8d",
        ),
        (
            "$ cat /data/teku/passwords/keystore-m_12381.txt\n2Hq@A8Jw8@Q?qf^QF82^",
            "2Hq@A8Jw8@Q?qf^QF82^",
        ),
    ],
)
def test_a_chain_secret_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "$ cat token_list.txt\nREADME",
        "$ cat notes.txt\nZq8vN3kLm2Xw9RtY7p",  # a file named for no secret
        f"hash bytes: [{','.join(['0'] * 32)}]",
        'echo "deploying" > status.txt',
    ],
)
def test_no_secret_is_read_into_these(text: str) -> None:
    assert_kept(text)
