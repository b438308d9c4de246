"""The seventeenth look-alike corpus (university research computing); see README.md."""
