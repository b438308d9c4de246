"""The rules that came from the twenty-fifth to twenty-seventh look-alike corpora (a
genomics lab's, a telematics supplier's and a law firm's notes; each holdout studied as
tuning data once it had been scored). Kept: a data file's name (``….fastq.gz``), a
DNAnexus object id, a colon-separated record that is no ``.pgpass`` line (an unescaped
colon in its last field), a date after a word for the password, a thumbprint, published
AES test keys, an XML signature value whose element has attributes, a DKIM or ARC
signature, Outlook's Thread-Index, a Graph drive id (``b!…``), delta, skip and trace
tokens, and a version labelled in Italian, Spanish, Portuguese or Polish. Still taken: the
credentials these rules stand beside."""

from __future__ import annotations

import random

import pytest
from tests.redact.rule_checks import assert_kept, assert_scrubbed

from ocmem.redact.candidate_values import is_app_password

DKIM_B = (
    "4eSYfCywxAyFwbb1QEC+VcSnYyJhR0SWLa64C9Utf/9YO1M2b1D70UbVLOpqupC1W+O7uMW3\n"
    "\t Q37yItCBGdHh16PSwbCqspegd0kQMJ18upY1mcxs/bIxxt/7ySEnH6hI9rYMZ8hhakTSkgIg\n"
    "\t c6J86sEs2ILug/1jb6iVRDFx+P6kr564wvViA3urKiJG/OGCe3nEAVcfHncu8Y19+fyAXcgX\n"
    "\t 3uKVfWmiskusfQVgidcVYnH5hqYtYLmR/RZxlMd7/CW8CjnEY+CgybHc1cdcpuZGSHSULs8z"
)
SIGNATURE_LINES = (
    "69TnPcm6x7ud5wOzn/j2UB8raj/elupMVMZro2388oJObUxdvHVn2Vl8boz+HDwJZK2acMGemEOr\n"
    "p50wt/qjEFzHFaNUvYIN2rQHaBYVUgDFrKqRracMPBrUV3uIFt2fAiZLALWOPi/6H0zDDf9D3Sq/\n"
    "3kT24cSQe2+SHUd7wUtlE0oUrhsW2ElLL2p01xSZNkRmzTIS3EQ5GCNRmKg6BW8qJoWYFwg1DOjG\n"
    "XRZjtC4F6xuYjhvH1m5igqEwUI1pxi37pm94z/Nb0vko7ERk3BCT3H1XwwGu4Fv6nR4Zr5+BGVAC"
)


@pytest.mark.parametrize(
    "text",
    [
        "$ md5sum -c checksums.md5\nKB28-0252-DNA_S1_L001_R1_001.fastq.gz: OK",
        "8287e83833b97dd219498893775dfdda  KB28-0038-RNA_S47_L002_R1_001.fastq.gz",
        "crypt4gh encrypt --recipient_pk ~/.c4gh/ega.pub < KB28-0325-GEX.bam "
        "> KB28-0325-GEX.bam.c4gh",
        "dx download project-x3vfzp44Px3jKbpgk10V5Pb7:/runs/ -r",
        "dx find jobs --state failed → job-8X3QYy0pxjj642f8VQ3vXVXf "
        "(applet-j7v8Yf2KF8FVKGb7BPVJ86kk)",
        "@M05031:87:AAPQOVBKC:1:2201:16620:24799 1:N:0:ACGTACGT",
        "iwl://!nrtdms:0:!session:cloudimanage.com:!database:ATHENS:!document:7013238,11:",
        "パスワードの有効期限は 90 日。kb_delivery (SFTP) のパスワードは 2028-05-20 まで有効",
        "> x5t#S256 thumbprint QZkP9W7feDH2x1YcBJqXuIa8sjBPdETN3r610bG2b_k",
        "CMAC test (NIST SP 800-38B) test key 2b7e151628aed2a6abf7158809cf4f3c",
        f'<ds:SignatureValue Id="value-id-67fbc027">\n{SIGNATURE_LINES}\n</ds:SignatureValue>',
        "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.it; s=selector1;\n"
        f" bh=awQE8DN1tDa4zhNkzOImxEXg88wTTTINzQqg9YQfNnw=;\n b={DKIM_B}",
        "Thread-Index: j2yuFlYg2RCy0P43BGyck3dwQtdA4Q==",
        "delta token salvato per la drive "
        "b!RM_oo7w4QUSs0IkcmLFcsDkws8v2e2dFH0tsGljo7VEeg_zXAjJAaiYkMnCD",
        "items?%24skiptoken=Paged%3dTRUE%26p_ID%3d10769&%24top=200",
        "X-DocuSign-TraceToken: 33443ffa-0e9e-4291-a6b7-5a2d5c649844",
        "SendGridApiKey aggiornato: nuova versione 4349043c3117e4b387be8d2dd194a2a5",
    ],
)
def test_a_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("db.internal:5432:lims:lims_app:Zq8vN3kLm2Xw9RtY7p", "Zq8vN3kLm2Xw9RtY7p"),
        (r"db.internal:5432:lims:lims_app:Zq8v\:N3kLm2Xw9RtY7p", r"Zq8v\:N3kLm2Xw9RtY7p"),
        (
            "BASESPACE_ACCESS_TOKEN=a3f9c2e17b8d4f6a9e0c1b2d3f4a5b6c",
            "a3f9c2e17b8d4f6a9e0c1b2d3f4a5b6c",
        ),
        ("die SFTP-Passwort ist Zq8v-N3kL-m2Xw", "Zq8v-N3kL-m2Xw"),
        (
            "X-DocuSign-Access-Token: eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0x9Qm",
            "eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0x9Qm",
        ),
        ("aes key: 7f3c2e17b8d4f6a9e0c1b2d3f4a5b6c9", "7f3c2e17b8d4f6a9e0c1b2d3f4a5b6c9"),
        (
            "-----BEGIN PRIVATE KEY-----\n" + SIGNATURE_LINES + "\n-----END PRIVATE KEY-----",
            "69TnPcm6x7ud5wOzn/j2UB8raj/elupMVMZro2388oJObUxdvHVn2Vl8boz+HDwJZK2acMGemEOr",
        ),
    ],
)
def test_a_credential_beside_them_is_still_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


KEY_B64 = (
    "LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0tCk1IY0NBUUVFSUluY3dhN3VjYlN5TGJVa25Cb3EvV05r"
    "S3hXckxudHZVZG5xOTVDcUJXbm5vQW9HQ0NxR1NNNDkKQXdFSG9VUURRZ0FFbEV1TWZMbjVrQ2ZCd2k2WEhj"
)
CERT_B64 = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lJ"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"    client-key-data: {KEY_B64}", KEY_B64),
        (f"kubectl config set users.ops.client-key-data {KEY_B64}", KEY_B64),
        (
            "private half 3654ce0533ea33a72338711c01250de85f6b7ae8ea7925eabf61e0cdebb2d38a "
            "(public f5cd4f8ae80464dd3a31ab8e12b752fe7575de3bd9c94bf8816014f258aa1a8d).",
            "3654ce0533ea33a72338711c01250de85f6b7ae8ea7925eabf61e0cdebb2d38a",
        ),
        (
            "Driver={ODBC Driver 18 for SQL Server};Server=sql02;Uid=tb_reader;"
            "Pwd={HXuSBKA2TwXZii^G3k*7};Encrypt=yes;",
            "HXuSBKA2TwXZii^G3k*7",
        ),
        (
            'certutil -f -p "Sentenza_Parthenon_2024*" -importpfx firma.pfx',
            "Sentenza_Parthenon_2024*",
        ),
        (
            r"net use \\fka-fs01\scansioni /user:FKA\svc-idx Ricorso#Pireo#6113# /persistent:no",
            "Ricorso#Pireo#6113#",
        ),
        (
            'hmac.new(b"jbrCDE4aDTtY6F2AEiAhctvHZKr+5eeKIS/P/V4mdPY=", body, hashlib.sha256)',
            "jbrCDE4aDTtY6F2AEiAhctvHZKr+5eeKIS/P/V4mdPY=",
        ),
        (
            "Seed TOTP dell'account condiviso (OTP Mobile): 6DQ45IKJ7HVJNYHXXQZM2P6A5AM2YQ3R",
            "6DQ45IKJ7HVJNYHXXQZM2P6A5AM2YQ3R",
        ),
    ],
)
def test_these_secrets_are_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        f"    client-certificate-data: {CERT_B64}",
        "c349b2e8f0d1a7c6b5e4d3c2b1a09f8e7d6c5b4a (public)",
        "password={DB_PASSWORD}",
        "conn = f'Server={host};Pwd={password};'",
        r"net use Z: \\srv\share /user:bob *",
        "MFA enforced for ACCOUNTSPAYABLE via the conditional access policy",
    ],
)
def test_no_secret_is_read_into_these_either(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "App password per protocollo@fka-legal.it (SMTP AUTH, Ricoh del 3° piano): "
            "idyiicmnzmtkuytw",
            "idyiicmnzmtkuytw",
        ),
        (
            "| Dispositivo | Account SMTP | Password |\n|---|---|---|\n"
            "| Ricoh | scan@fka-legal.it | grfsonzzhjvfbpso |",
            "grfsonzzhjvfbpso",
        ),
    ],
)
def test_an_app_password_of_sixteen_letters_is_scrubbed(text: str, secret: str) -> None:
    assert_scrubbed(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the password is straightforwards",  # one run of four consonants: a word
        "| user | password |\n|---|---|\n| ops | internationalise |",
        "the password reset flow is documentation-only",
    ],
)
def test_a_long_word_is_not_an_app_password(text: str) -> None:
    assert_kept(text)


def test_random_sixteen_letters_are_mostly_taken_for_app_passwords() -> None:
    rng = random.Random(28)
    samples = [
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(16)) for _ in range(2000)
    ]
    share = sum(map(is_app_password, samples)) / len(samples)
    assert 0.80 <= share <= 0.87  # five in six, as the docstring says
