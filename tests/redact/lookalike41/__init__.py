"""The forty-first look-alike corpus: memory notes of an Osaka retailer with a Taipei team.

A held-out scrubber corpus written blind (see README.md). ``cases("holdout")`` returns every
case, secret cases first; ``cases("dev")`` is empty by design.
"""
