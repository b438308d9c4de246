"""The twenty-ninth look-alike corpus: memory notes of a research-computing engineer at an
invented HPC centre in Oulu (Finland) with a partner lab in Sendai (Japan), April 2028.

Written blind (without reading the scrubber, its tests or other corpora); see README.md.
"""
